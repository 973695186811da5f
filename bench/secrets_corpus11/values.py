"""Value generators and validators for secrets_corpus11.

Every generator is a function rng -> str, registered in GEN under a name that
templates use as a slot: «name».  A slot written «!name» is the case's secret and
its rendered string is the case's span.  Generators whose names start with one of
the prefixes in CHECKS are verified structurally by the self-check in
make_corpus.py (Luhn, BIP39 checksum, base58check, base32, JWT, PEM, ...).
"""
import base64
import hashlib
import json
import re
import string
import struct
import zlib

from wordlists import EN as BIP_EN, ZH as BIP_ZH, EN_INDEX, ZH_INDEX

GEN = {}


def gen(name):
    def deco(fn):
        assert name not in GEN, name
        GEN[name] = fn
        return fn
    return deco


def alias(name, *choices):
    """A generator that picks one of several registered generators."""
    def fn(r):
        return GEN[r.choice(choices)](r)
    GEN[name] = fn


def pick(name, items):
    items = list(items)
    GEN[name] = lambda r: r.choice(items)


LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits
ALNUM = LOW + UP + DIG
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
URLSAFE = ALNUM + "-_"


def rs(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def rbytes(r, n):
    return bytes(r.getrandbits(8) for _ in range(n))


# ---------------------------------------------------------------------------
# Encodings and checksums
# ---------------------------------------------------------------------------
def b58encode(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, m = divmod(n, 58)
        out = B58[m] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def b58decode(s):
    n = 0
    for ch in s:
        n = n * 58 + B58.index(ch)
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    pad = len(s) - len(s.lstrip("1"))
    return b"\0" * pad + body


def dsha(b):
    return hashlib.sha256(hashlib.sha256(b).digest()).digest()


def b58check(payload):
    return b58encode(payload + dsha(payload)[:4])


def b58check_decode(s):
    raw = b58decode(s)
    payload, chk = raw[:-4], raw[-4:]
    if dsha(payload)[:4] != chk:
        raise ValueError("bad base58check checksum")
    return payload


def luhn_ok(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(prefix, length, r):
    body = prefix + rs(r, DIG, length - len(prefix) - 1)
    for c in DIG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech32_polymod(values):
    gen_ = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen_[i] if ((b >> i) & 1) else 0
    return chk


def _convertbits(data, frombits, tobits):
    acc = bits = 0
    ret = []
    maxv = (1 << tobits) - 1
    for v in data:
        acc = (acc << frombits) | v
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            ret.append((acc >> bits) & maxv)
    if bits:
        ret.append((acc << (tobits - bits)) & maxv)
    return ret


def bech32_encode(hrp, data5):
    hrpx = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]
    poly = _bech32_polymod(hrpx + data5 + [0] * 6) ^ 1
    chk = [(poly >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(_BECH[d] for d in data5 + chk)


def crc24(data):
    crc = 0xB704CE
    for byte in data:
        crc ^= byte << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def wrap(s, n):
    return "\n".join(s[i:i + n] for i in range(0, len(s), n))


# ---------------------------------------------------------------------------
# BIP39
# ---------------------------------------------------------------------------
def bip39_words(r, wl, n=None):
    if n is None:
        n = r.choice([12, 12, 12, 12, 15, 18, 24, 24])
    ent_bits = n * 32 // 3
    ent = rbytes(r, ent_bits // 8)
    cs = ent_bits // 32
    h = hashlib.sha256(ent).digest()
    bits = int.from_bytes(ent, "big") << cs | (h[0] >> (8 - cs))
    total = ent_bits + cs
    return [wl[(bits >> (total - 11 * (i + 1))) & 2047] for i in range(n)]


def bip39_valid(words, index):
    n = len(words)
    if n not in (12, 15, 18, 21, 24):
        return False
    try:
        idx = [index[w] for w in words]
    except KeyError:
        return False
    bits = 0
    for i in idx:
        bits = bits << 11 | i
    cs = n // 3
    ent_bits = n * 11 - cs
    ent = (bits >> cs).to_bytes(ent_bits // 8, "big")
    return (bits & ((1 << cs) - 1)) == hashlib.sha256(ent).digest()[0] >> (8 - cs)


def words_from_span(span, zh):
    """Recover the word order from any layout (numbers sort, else reading order)."""
    if zh:
        pairs = re.findall(r"(\d+)\s*[.、:：)）]?\s*([\u4e00-\u9fff])", span)
        if len(pairs) >= 12:
            return [w for _, w in sorted(pairs, key=lambda p: int(p[0]))]
        return re.findall(r"[\u4e00-\u9fff]", span)
    pairs = re.findall(r"(\d+)\s*[.:)\-]?\s*([a-z]+)", span)
    if len(pairs) >= 12:
        return [w for _, w in sorted(pairs, key=lambda p: int(p[0]))]
    return re.findall(r"[a-z]+", span)


def _layout(r, words, style, zh=False):
    n = len(words)
    if style == "line":
        return ("" if zh and r.random() < 0.3 else " ").join(words) if zh else " ".join(words)
    if style == "comma":
        return ("、" if zh else ", ").join(words)
    if style == "perline":
        return "\n".join(words)
    if style == "numbered":
        fmt = r.choice(["{i}. {w}", "{i}) {w}", "{i} {w}", "{i:02d}. {w}", "#{i} {w}"])
        return "\n".join(fmt.format(i=i + 1, w=w) for i, w in enumerate(words))
    if style == "numbered_inline":
        return " ".join("%d.%s" % (i + 1, w) for i, w in enumerate(words)) if zh else \
            " ".join("%d-%s" % (i + 1, w) if r.random() < 0 else "%d.%s" % (i + 1, w) for i, w in enumerate(words))
    if style == "grid":
        cols = r.choice([3, 4]) if n % 3 == 0 else 4
        if n % cols:
            cols = 3
        width = max(len(w) for w in words) + 2
        rows = []
        for i in range(0, n, cols):
            cells = []
            for j in range(i, min(i + cols, n)):
                cell = "%2d. %s" % (j + 1, words[j])
                cells.append(cell if zh else cell.ljust(width + 4))
            rows.append(("   " if zh else "").join(cells).rstrip())
        return "\n".join(rows)
    if style == "grid_cols":  # left column 1..n/2, right column n/2+1..n
        half = (n + 1) // 2
        width = max(len(w) for w in words) + 6
        return "\n".join((("%2d %s" % (i + 1, words[i])).ljust(width if not zh else 8)
                          + ("%2d %s" % (i + half + 1, words[i + half]) if i + half < n else "")).rstrip()
                         for i in range(half))
    if style == "plain_grid":  # rows of words, no numbers, reading order
        cols = 4 if n % 4 == 0 else 3
        return "\n".join(("  " if zh else "   ").join(words[i:i + cols]) for i in range(0, n, cols))
    raise KeyError(style)


for _style in ("line", "comma", "perline", "numbered", "numbered_inline", "grid", "grid_cols", "plain_grid"):
    GEN["bip39_" + _style] = (lambda st: lambda r: _layout(r, bip39_words(r, BIP_EN), st).strip())(_style)
    GEN["zbip39_" + _style] = (lambda st: lambda r: _layout(r, bip39_words(r, BIP_ZH), st, zh=True).strip())(_style)
GEN["bip39_line12"] = lambda r: " ".join(bip39_words(r, BIP_EN, 12))
GEN["bip39_line24"] = lambda r: " ".join(bip39_words(r, BIP_EN, 24))
GEN["zbip39_line12"] = lambda r: " ".join(bip39_words(r, BIP_ZH, 12))
alias("bip39", "bip39_line", "bip39_line", "bip39_numbered", "bip39_perline", "bip39_grid", "bip39_comma")
alias("zbip39", "zbip39_line", "zbip39_line", "zbip39_numbered", "zbip39_perline", "zbip39_grid", "zbip39_comma")


@gen("bip39_invalid_list")
def _bip39_invalid(r):
    """12 BIP39 words whose checksum does NOT validate (benign word list)."""
    while True:
        w = r.sample(BIP_EN, 12)
        if not bip39_valid(w, EN_INDEX):
            return w


# ---------------------------------------------------------------------------
# Passwords, passphrases, PINs, OTPs
# ---------------------------------------------------------------------------
PW_WORDS = ["Cobalt", "Hinge", "Marrow", "Tundra", "Saffron", "Pylon", "Quince", "Ember", "Falcon", "Juniper",
            "Otter", "Basalt", "Gravel", "Lantern", "Mosaic", "Nectar", "Pebble", "Rook", "Sorrel", "Thistle",
            "Walnut", "Zephyr", "Crumpet", "Banjo", "Kettle", "Muffin", "Pickle", "Tango", "Velvet", "Wombat",
            "Spoke", "Chalk", "Tenor", "Reel", "Brisket", "Carabiner", "Pipette", "Turnip", "Veil", "Stetho"]
PHRASE_WORDS = ["purple", "monkey", "dishwasher", "glacier", "teapot", "orbit", "velvet", "harbor", "cactus",
                "lemon", "tractor", "violin", "pepper", "saddle", "meteor", "biscuit", "lantern", "walrus",
                "granite", "noodle", "compass", "marble", "pelican", "thunder", "rhubarb", "sprocket", "tuba"]
SYMS = "!@#$%&*?_-.+="
PINYIN = ["zhang", "wang", "li", "liu", "chen", "yang", "huang", "zhao", "wu", "zhou", "xu", "sun", "ma",
          "zhu", "hu", "guo", "lin", "he", "gao", "luo", "xiaomei", "tingting", "haoran", "jiajia", "wei",
          "dandan", "lele", "mingming", "yuyu", "xinxin"]


@gen("pw_words")
def _pw_words(r):
    a, b = r.sample(PW_WORDS, 2)
    sep = r.choice(["-", "_", ".", "", "!", "+"])
    tail = str(r.randint(2, 99)) + r.choice(["", "!", "?", "#", "$", "&"])
    if r.random() < 0.3:
        return a + sep + b.lower() + sep + tail
    return a + sep + b + tail


@gen("pw_random")
def _pw_random(r):
    n = r.randint(10, 16)
    while True:
        s = rs(r, ALNUM + SYMS, n)
        if any(c in LOW for c in s) and any(c in UP for c in s) and any(c in DIG for c in s) \
                and any(c in SYMS for c in s) and s[0] not in SYMS and s[-1] not in ".-":
            return s


@gen("pw_pinyin")
def _pw_pinyin(r):
    a = r.choice(PINYIN)
    style = r.randint(0, 4)
    if style == 0:
        return a.capitalize() + r.choice(["@", "#", ".", "_", "!"]) + str(r.randint(1970, 2012))
    if style == 1:
        return a + str(r.randint(10, 99)) + r.choice(PINYIN) + r.choice(["!", "@", "#", ""]) + str(r.randint(0, 9))
    if style == 2:
        return a.capitalize() + r.choice(["520", "1314", "888", "666", "168"]) + r.choice(["!", ".", "@", "#"]) + rs(r, LOW, 2)
    if style == 3:
        return r.choice(["Wo", "Ai", "Hao", "Xiao"]) + a + r.choice(["_", "."]) + "%04d" % r.randint(101, 1231)
    return a.upper()[:2] + a[2:] + "#" + str(r.randint(100, 999)) + r.choice(PINYIN)


@gen("pw_leet")
def _pw_leet(r):
    w = r.choice(PW_WORDS + [p.capitalize() for p in PHRASE_WORDS])
    tr = {"a": "4", "e": "3", "o": "0", "i": "1", "s": "$"}
    out = "".join(tr[c] if c in tr and r.random() < 0.6 else c for c in w)
    return out + r.choice(SYMS[:8]) + str(r.randint(10, 999))


@gen("passphrase")
def _passphrase(r):
    ws = r.sample(PHRASE_WORDS, r.choice([3, 4]))
    return r.choice([" ", "-", "."]).join(ws) + (str(r.randint(1, 99)) if r.random() < 0.5 else "")


alias("pw", "pw_words", "pw_random", "pw_leet", "pw_words", "pw_random")
alias("zpw", "pw_pinyin", "pw_pinyin", "pw_random", "pw_words", "pw_leet")

SPELL_EN = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar sign", "%": "percent",
            "&": "ampersand", "*": "star", "?": "question mark", "_": "underscore", "-": "dash", ".": "dot",
            "+": "plus", "=": "equals"}
NUM_EN = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
SPELL_ZH = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "and符号", "*": "星号",
            "?": "问号", "_": "下划线", "-": "横杠", ".": "点", "+": "加号", "=": "等号"}
NUM_ZH = "零一二三四五六七八九"


def _short_pw(r):
    while True:
        s = GEN[r.choice(["pw_words", "pw_leet", "pw_pinyin"])](r)
        if 7 <= len(s) <= 14:
            return s


@gen("pw_spelled_en")
def _pw_spelled_en(r):
    s = _short_pw(r)
    parts = []
    for c in s:
        if c in UP:
            parts.append(r.choice(["capital ", "big ", "uppercase "]) + c)
        elif c in LOW:
            parts.append(c)
        elif c in DIG:
            parts.append(r.choice([NUM_EN[int(c)], c]) if c != "0" else r.choice(["zero", "oh"]))
        else:
            parts.append(SPELL_EN[c])
    return r.choice([", ", " - ", " "]).join(parts)


@gen("pw_spelled_zh")
def _pw_spelled_zh(r):
    s = _short_pw(r)
    parts = []
    for c in s:
        if c in UP:
            parts.append("大写" + c)
        elif c in LOW:
            parts.append(r.choice(["小写", ""]) + c)
        elif c in DIG:
            parts.append(r.choice(["数字", ""]) + NUM_ZH[int(c)])
        else:
            parts.append(SPELL_ZH[c])
    return r.choice(["，", "、", " "]).join(parts)


@gen("pin4")
def _pin4(r):
    while True:
        s = rs(r, DIG, 4)
        if len(set(s)) > 1 and s not in "0123456789" and not s.startswith(("19", "20")):
            return s


@gen("pin6")
def _pin6(r):
    while True:
        s = rs(r, DIG, 6)
        if len(set(s)) > 2 and s not in "0123456789":
            return s


alias("pin", "pin4", "pin4", "pin6")


def spoken_en_digits(s, r):
    out = []
    i = 0
    while i < len(s):
        c = s[i]
        w = "oh" if c == "0" and r.random() < 0.7 else NUM_EN[int(c)]
        if i + 1 < len(s) and s[i + 1] == c and r.random() < 0.8:
            out.append(r.choice(["double ", "double-"]) + w)
            i += 2
            continue
        out.append(w)
        i += 1
    return r.choice([" ", ", ", "-"]).join(out)


ZH_SPOKEN = {"0": "洞", "1": "幺", "2": "两", "7": "拐"}


def spoken_zh_digits(s, r, military=True):
    out = []
    for c in s:
        if military and c in ZH_SPOKEN and r.random() < 0.85:
            out.append(ZH_SPOKEN[c])
        else:
            out.append(NUM_ZH[int(c)])
    return "".join(out)


def _with_repeat(r, n):
    """Digits that contain at least one doubled digit (so 'double'/幺/拐 forms show)."""
    while True:
        s = rs(r, DIG, n)
        if any(s[i] == s[i + 1] for i in range(n - 1)) or any(c in "0172" for c in s):
            if len(set(s)) > 1:
                return s


GEN["pin_spoken_en"] = lambda r: spoken_en_digits(_with_repeat(r, r.choice([4, 4, 6])), r)
GEN["pin_spoken_zh"] = lambda r: spoken_zh_digits(_with_repeat(r, r.choice([4, 6, 6])), r)
GEN["pin_zhnum"] = lambda r: spoken_zh_digits(GEN["pin"](r), r, military=False)
GEN["pin_spaced"] = lambda r: " ".join(GEN["pin"](r))


@gen("otp")
def _otp(r):
    return rs(r, DIG, 6)


GEN["otp4"] = lambda r: rs(r, DIG, 4)
GEN["otp8"] = lambda r: rs(r, DIG, 8)
GEN["otp5"] = lambda r: rs(r, DIG, 5)


@gen("otp_dash")
def _otp_dash(r):
    s = rs(r, DIG, 6)
    return s[:3] + "-" + s[3:]


@gen("otp_space3")
def _otp_space3(r):
    s = rs(r, DIG, 6)
    return s[:3] + " " + s[3:]


@gen("otp_space2")
def _otp_space2(r):
    s = rs(r, DIG, 6)
    return " ".join(s[i:i + 2] for i in (0, 2, 4))


@gen("otp_spaced1")
def _otp_spaced1(r):
    return " ".join(rs(r, DIG, 6))


alias("otp_sep", "otp_dash", "otp_space3", "otp_space2")
GEN["otp_spoken_en"] = lambda r: spoken_en_digits(_with_repeat(r, 6), r)
GEN["otp_spoken_zh"] = lambda r: spoken_zh_digits(_with_repeat(r, 6), r)
GEN["otp_steam"] = lambda r: rs(r, "23456789BCDFGHJKMNPQRTVWXY", 5)
GEN["otp_alnum6"] = lambda r: rs(r, UP.replace("O", "").replace("I", "") + "23456789", 6)

# ---------------------------------------------------------------------------
# Recovery codes
# ---------------------------------------------------------------------------


def _codes(r, n, fn):
    out = set()
    lst = []
    while len(lst) < n:
        c = fn()
        if c not in out:
            out.add(c)
            lst.append(c)
    return lst


GEN["rc_github"] = lambda r: "\n".join(_codes(r, r.choice([8, 10, 16]), lambda: rs(r, HEX, 5) + "-" + rs(r, HEX, 5)))
GEN["rc_google"] = lambda r: "\n".join(_codes(r, 10, lambda: rs(r, DIG, 4) + " " + rs(r, DIG, 4)))
GEN["rc_google_cols"] = lambda r: (lambda c: "\n".join("%s    %s" % (c[i], c[i + 1]) for i in range(0, 10, 2)))(
    _codes(r, 10, lambda: rs(r, DIG, 4) + " " + rs(r, DIG, 4)))
GEN["rc_discord"] = lambda r: "\n".join(_codes(r, 10, lambda: rs(r, LOW + DIG, 4) + "-" + rs(r, LOW + DIG, 4)))
GEN["rc_numbered"] = lambda r: "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(
    _codes(r, r.choice([6, 8, 10]), lambda: rs(r, LOW + DIG, 4) + "-" + rs(r, LOW + DIG, 4) + "-" + rs(r, LOW + DIG, 4))))
GEN["rc_inline"] = lambda r: ", ".join(_codes(r, r.choice([5, 6, 8]), lambda: rs(r, DIG, 8)))
GEN["rc_inline_alnum"] = lambda r: " ".join(_codes(r, r.choice([6, 8]), lambda: rs(r, LOW + DIG, 10)))
GEN["rc_bullets"] = lambda r: "\n".join("- " + c for c in _codes(r, r.choice([5, 8]), lambda: rs(r, UP + DIG, 5) + "-" + rs(r, UP + DIG, 5)))
GEN["rc_ms"] = lambda r: "-".join(rs(r, "BCDFGHJKMPQRTVWXY2346789", 5) for _ in range(5))
GEN["rc_apple"] = lambda r: "-".join(rs(r, UP + DIG, 4) for _ in range(7))
GEN["rc_single"] = lambda r: rs(r, LOW + DIG, 4) + "-" + rs(r, LOW + DIG, 4) + "-" + rs(r, LOW + DIG, 4) + "-" + rs(r, LOW + DIG, 4)
GEN["rc_bitwarden"] = lambda r: rs(r, UP + DIG, 28)
GEN["rc_cn"] = lambda r: "\n".join(_codes(r, r.choice([6, 8]), lambda: rs(r, UP + DIG, 8)))
alias("rc", "rc_github", "rc_google", "rc_discord", "rc_numbered", "rc_inline", "rc_bullets")

# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------
GEN["totp_b32"] = lambda r: base64.b32encode(rbytes(r, r.choice([10, 20, 20]))).decode().rstrip("=")
GEN["totp_b32_16"] = lambda r: base64.b32encode(rbytes(r, 10)).decode()
GEN["totp_grouped"] = lambda r: " ".join(wrap(base64.b32encode(rbytes(r, 20)).decode().lower(), 4).split("\n"))
GEN["totp_grouped_upper"] = lambda r: " ".join(wrap(base64.b32encode(rbytes(r, r.choice([10, 20]))).decode(), 4).split("\n"))
GEN["totp_dashed"] = lambda r: "-".join(wrap(base64.b32encode(rbytes(r, 10)).decode(), 4).split("\n"))
alias("totp", "totp_b32", "totp_grouped", "totp_grouped_upper")


def b32_ok(span):
    s = re.sub(r"[\s\-]", "", span).upper()
    if not s or any(c not in B32 for c in s) or len(s) < 16:
        return False
    try:
        base64.b32decode(s + "=" * (-len(s) % 8))
        return True
    except Exception:
        return False

# ---------------------------------------------------------------------------
# Private keys
# ---------------------------------------------------------------------------


def _der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def _der_int(b):
    if b[0] & 0x80:
        b = b"\0" + b
    return b"\x02" + _der_len(len(b)) + b


def _der_seq(body):
    return b"\x30" + _der_len(len(body)) + body


def pem(label, der, width=64, headers=""):
    return "-----BEGIN %s-----\n%s%s\n-----END %s-----" % (label, headers, wrap(base64.b64encode(der).decode(), width), label)


def _rsa_der(r, bits):
    nbytes = bits // 8
    n = b"\xc3" + rbytes(r, nbytes - 1)
    parts = [b"\0", n, b"\x01\x00\x01", b"\x5a" + rbytes(r, nbytes - 1), b"\xe1" + rbytes(r, nbytes // 2 - 1),
             b"\xd7" + rbytes(r, nbytes // 2 - 1), rbytes(r, nbytes // 2), rbytes(r, nbytes // 2), rbytes(r, nbytes // 2)]
    return _der_seq(b"".join(_der_int(p) if p != b"\0" else b"\x02\x01\x00" for p in parts))


@gen("pem_rsa")
def _pem_rsa(r):
    return pem("RSA PRIVATE KEY", _rsa_der(r, r.choice([1024, 1024, 2048])))


@gen("pem_pkcs8_rsa")
def _pem_pkcs8_rsa(r):
    inner = _rsa_der(r, 1024)
    alg = bytes.fromhex("300d06092a864886f70d0101010500")
    return pem("PRIVATE KEY", _der_seq(b"\x02\x01\x00" + alg + b"\x04" + _der_len(len(inner)) + inner))


@gen("pem_ec")
def _pem_ec(r):
    der = bytes.fromhex("30770201010420") + rbytes(r, 32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") \
        + b"\x04" + rbytes(r, 64)
    return pem("EC PRIVATE KEY", der)


@gen("pem_ed25519")
def _pem_ed25519(r):
    return pem("PRIVATE KEY", bytes.fromhex("302e020100300506032b657004220420") + rbytes(r, 32))


def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


@gen("openssh_ed25519")
def _openssh(r):
    pub = rbytes(r, 32)
    priv = rbytes(r, 32)
    pubblob = _sshstr("ssh-ed25519") + _sshstr(pub)
    check = rbytes(r, 4)
    comment = r.choice(["ops@bikeshed", "laptop", "deploy", "lab-gpu", "choir-site", "pi@clinic", "ci"])
    sec = check + check + _sshstr("ssh-ed25519") + _sshstr(pub) + _sshstr(priv + pub) + _sshstr(comment)
    pad = 1
    while len(sec) % 8:
        sec += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\0" + _sshstr("none") + _sshstr("none") + _sshstr(b"") + struct.pack(">I", 1) \
        + _sshstr(pubblob) + _sshstr(sec)
    return pem("OPENSSH PRIVATE KEY", blob, width=70)


@gen("pgp_private")
def _pgp_private(r):
    body = b"\x95\x01\xd8\x04" + rbytes(r, r.choice([180, 240]))
    b64 = wrap(base64.b64encode(body).decode(), 64)
    crc = base64.b64encode(crc24(body).to_bytes(3, "big")).decode()
    return "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n=%s\n-----END PGP PRIVATE KEY BLOCK-----" % (b64, crc)


@gen("putty_ppk")
def _putty(r):
    pub = base64.b64encode(_sshstr("ssh-ed25519") + _sshstr(rbytes(r, 32))).decode()
    priv = base64.b64encode(_sshstr(rbytes(r, 32))).decode()
    return ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-2026%02d%02d\nPublic-Lines: 2\n%s\n"
            "Private-Lines: 1\n%s\nPrivate-MAC: %s") % (r.randint(1, 11), r.randint(1, 28), wrap(pub, 64), priv, rs(r, HEX, 64))


@gen("wg_private")
def _wg_private(r):
    return base64.b64encode(rbytes(r, 32)).decode()


alias("pemkey", "pem_rsa", "pem_ec", "pem_ed25519", "openssh_ed25519", "pem_pkcs8_rsa", "pgp_private", "openssh_ed25519")


def pem_ok(span):
    m = re.match(r"-----BEGIN ([A-Z0-9 ]+)-----\n(.*)\n\s*-----END \1-----$", span, re.S)
    if not m:
        return False
    body = m.group(2)
    lines = [l.strip() for l in body.split("\n")]
    lines = [l for l in lines if l and not l.startswith("=")]
    try:
        base64.b64decode("".join(lines), validate=True)
    except Exception:
        return False
    return True

# ---------------------------------------------------------------------------
# API keys (real provider prefixes, random bodies)
# ---------------------------------------------------------------------------


def _ak(name, fn):
    GEN["ak_" + name] = fn


_ak("aws_id", lambda r: "AKIA" + rs(r, UP + "234567", 16))
_ak("aws_secret", lambda r: rs(r, ALNUM + "/+", 40))
_ak("github", lambda r: "ghp_" + rs(r, ALNUM, 36))
_ak("github_fine", lambda r: "github_pat_11" + rs(r, UP + DIG, 20) + "_" + rs(r, ALNUM, 59))
_ak("github_app", lambda r: "ghs_" + rs(r, ALNUM, 36))
_ak("openai", lambda r: "sk-proj-" + rs(r, URLSAFE, 74) + "T3BlbkFJ" + rs(r, URLSAFE, 74))
_ak("openai_old", lambda r: "sk-" + rs(r, ALNUM, 20) + "T3BlbkFJ" + rs(r, ALNUM, 20))
_ak("anthropic", lambda r: "sk-ant-api03-" + rs(r, URLSAFE, 93) + "AA")
_ak("stripe", lambda r: r.choice(["sk_live_", "rk_live_"]) + rs(r, ALNUM, r.choice([24, 99])))
_ak("stripe_whsec", lambda r: "whsec_" + rs(r, ALNUM, 32))
_ak("slack_bot", lambda r: "xoxb-%d-%d-%s" % (r.randint(10 ** 10, 10 ** 12), r.randint(10 ** 12, 10 ** 13), rs(r, ALNUM, 24)))
_ak("slack_user", lambda r: "xoxp-%d-%d-%d-%s" % (r.randint(10 ** 10, 10 ** 12), r.randint(10 ** 10, 10 ** 12), r.randint(10 ** 12, 10 ** 13), rs(r, HEX, 32)))
_ak("google", lambda r: "AIza" + rs(r, URLSAFE, 35))
_ak("sendgrid", lambda r: "SG." + rs(r, URLSAFE, 22) + "." + rs(r, URLSAFE, 43))
_ak("gitlab", lambda r: "glpat-" + rs(r, URLSAFE, 20))
_ak("npm", lambda r: "npm_" + rs(r, ALNUM, 36))
_ak("hf", lambda r: "hf_" + rs(r, ALNUM, 34))
_ak("shopify", lambda r: "shpat_" + rs(r, HEX, 32))
_ak("digitalocean", lambda r: "dop_v1_" + rs(r, HEX, 64))
_ak("mailgun", lambda r: "key-" + rs(r, HEX, 32))
_ak("telegram", lambda r: "%d:AA%s" % (r.randint(10 ** 9, 8 * 10 ** 9), rs(r, URLSAFE, 33)))
_ak("pypi", lambda r: "pypi-AgEIcHlwaS5vcmc" + rs(r, URLSAFE, 120))
_ak("linear", lambda r: "lin_api_" + rs(r, ALNUM, 40))
_ak("notion", lambda r: "ntn_" + rs(r, DIG, 11) + rs(r, ALNUM, 35))
_ak("groq", lambda r: "gsk_" + rs(r, ALNUM, 52))
_ak("replicate", lambda r: "r8_" + rs(r, ALNUM, 37))
_ak("mapbox", lambda r: "sk.eyJ1Ijoi" + rs(r, URLSAFE, 50) + "." + rs(r, URLSAFE, 22))
_ak("square", lambda r: "EAAA" + rs(r, URLSAFE, 60))
_ak("twilio", lambda r: "SK" + rs(r, HEX, 32))
_ak("deepseek", lambda r: "sk-" + rs(r, HEX, 32))
_ak("dashscope", lambda r: "sk-" + rs(r, HEX, 32))
_ak("airtable", lambda r: "pat" + rs(r, ALNUM, 14) + "." + rs(r, HEX, 64))
_ak("figma", lambda r: "figd_" + rs(r, URLSAFE, 40))
_ak("postman", lambda r: "PMAK-" + rs(r, HEX, 24) + "-" + rs(r, HEX, 34))
alias("apikey", *[k for k in GEN if k.startswith("ak_") and k not in ("ak_aws_id", "ak_twilio")])
alias("apikey_cn", "ak_deepseek", "ak_dashscope", "ak_openai", "ak_github", "ak_google", "ak_telegram", "ak_hf")

# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------
JWT_SUBS = ["u_4821", "member-0193", "37", "rider:2291", "staff/ana", "8812003", "kiosk-2", "lab-admin"]


@gen("jwt")
def _jwt(r):
    alg = r.choice(["HS256", "HS256", "RS256", "ES256", "HS512"])
    hdr = {"alg": alg, "typ": "JWT"}
    if r.random() < 0.3:
        hdr["kid"] = rs(r, HEX, 8)
    iat = 1790000000 + r.randint(0, 10_000_000)
    pl = {"sub": r.choice(JWT_SUBS), "iat": iat, "exp": iat + r.choice([900, 3600, 86400, 604800])}
    if r.random() < 0.5:
        pl["role"] = r.choice(["admin", "staff", "member", "viewer", "service"])
    if r.random() < 0.4:
        pl["name"] = r.choice(["Ana Ruiz", "Chen Li", "Tomasz K", "Priya N", "王芳"])
    sig = rbytes(r, {"HS256": 32, "HS512": 64, "RS256": 128, "ES256": 64}[alg])
    return ".".join([b64url(json.dumps(hdr, separators=(",", ":")).encode()),
                     b64url(json.dumps(pl, separators=(",", ":"), ensure_ascii=False).encode()), b64url(sig)])


def jwt_ok(span):
    parts = span.split(".")
    if len(parts) != 3 or not all(parts):
        return False
    try:
        for p in parts[:2]:
            json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
        base64.urlsafe_b64decode(parts[2] + "=" * (-len(parts[2]) % 4))
    except Exception:
        return False
    return True

# ---------------------------------------------------------------------------
# Crypto wallet keys (and benign addresses)
# ---------------------------------------------------------------------------


@gen("wif_u")
def _wif_u(r):
    return b58check(b"\x80" + rbytes(r, 32))


@gen("wif_c")
def _wif_c(r):
    return b58check(b"\x80" + rbytes(r, 32) + b"\x01")


@gen("wif_test")
def _wif_test(r):
    return b58check(b"\xef" + rbytes(r, 32) + b"\x01")


@gen("xprv")
def _xprv(r):
    payload = bytes.fromhex("0488ade4") + bytes([r.choice([0, 3])]) + rbytes(r, 4) + rbytes(r, 4) + rbytes(r, 32) + b"\0" + rbytes(r, 32)
    return b58check(payload)


GEN["eth_priv"] = lambda r: "0x" + rs(r, HEX, 64)
GEN["hex_priv"] = lambda r: rs(r, HEX, 64)
GEN["sol_priv"] = lambda r: b58encode(rbytes(r, 64))
GEN["sol_json"] = lambda r: "[" + ",".join(str(b) for b in rbytes(r, 64)) + "]"
alias("wallet", "wif_c", "wif_u", "eth_priv", "hex_priv", "xprv", "wif_c")


def wif_ok(span):
    try:
        p = b58check_decode(span)
    except Exception:
        return False
    return (p[0] in (0x80, 0xEF) and len(p) in (33, 34)) or (len(p) == 78 and p[:4] == bytes.fromhex("0488ade4"))


GEN["btc_p2pkh"] = lambda r: b58check(b"\x00" + rbytes(r, 20))
GEN["btc_p2sh"] = lambda r: b58check(b"\x05" + rbytes(r, 20))
GEN["btc_bech32"] = lambda r: bech32_encode("bc", [0] + _convertbits(rbytes(r, 20), 8, 5))
GEN["eth_addr"] = lambda r: "0x" + rs(r, HEX, 40)
GEN["tron_addr"] = lambda r: b58check(b"\x41" + rbytes(r, 20))
GEN["xpub"] = lambda r: b58check(bytes.fromhex("0488b21e") + b"\x03" + rbytes(r, 8) + rbytes(r, 32) + b"\x02" + rbytes(r, 32))
alias("address", "btc_p2pkh", "btc_bech32", "eth_addr", "btc_p2sh", "tron_addr", "eth_addr")
GEN["age_pub"] = lambda r: bech32_encode("age", _convertbits(rbytes(r, 32), 8, 5))

# ---------------------------------------------------------------------------
# Payment cards
# ---------------------------------------------------------------------------
TEST_CARDS = {"4242424242424242", "4111111111111111", "5555555555554444", "378282246310005", "4000056655665556",
              "5105105105105100", "6011111111111117", "3530111333300000", "4012888888881881", "371449635398431",
              "6200000000000005", "2223003122003222", "4000000000000002", "4000000000009995"}


def _card_digits(r, brand=None):
    brand = brand or r.choice(["visa", "visa", "mc", "mc2", "amex", "unionpay", "discover", "jcb", "unionpay19"])
    while True:
        if brand == "visa":
            d = luhn_complete("4" + rs(r, DIG, 5), 16, r)
        elif brand == "mc":
            d = luhn_complete("5" + r.choice("12345") + rs(r, DIG, 4), 16, r)
        elif brand == "mc2":
            d = luhn_complete(str(r.randint(2221, 2720)) + rs(r, DIG, 2), 16, r)
        elif brand == "amex":
            d = luhn_complete(r.choice(["34", "37"]) + rs(r, DIG, 4), 15, r)
        elif brand == "unionpay":
            d = luhn_complete("62" + r.choice(["2202", "1700", "2848", "1483", "1226", "1799"]), 16, r)
        elif brand == "unionpay19":
            d = luhn_complete("62" + r.choice(["1700", "2848", "2700"]), 19, r)
        elif brand == "discover":
            d = luhn_complete("6011" + rs(r, DIG, 2), 16, r)
        else:
            d = luhn_complete("35" + str(r.randint(28, 89)) + rs(r, DIG, 2), 16, r)
        if d not in TEST_CARDS and len(set(d[6:])) > 3:
            return d


def card_fmt(d, sep):
    if len(d) == 15:
        return d[:4] + sep + d[4:10] + sep + d[10:]
    groups = [d[i:i + 4] for i in range(0, len(d), 4)]
    return sep.join(groups)


GEN["card_plain"] = lambda r: _card_digits(r)
GEN["card_spaced"] = lambda r: card_fmt(_card_digits(r), " ")
GEN["card_dashed"] = lambda r: card_fmt(_card_digits(r), "-")
GEN["card_visa"] = lambda r: card_fmt(_card_digits(r, "visa"), r.choice([" ", "", "-"]))
GEN["card_up"] = lambda r: card_fmt(_card_digits(r, r.choice(["unionpay", "unionpay19"])), r.choice([" ", ""]))
GEN["card_amex"] = lambda r: card_fmt(_card_digits(r, "amex"), r.choice([" ", "-"]))
alias("card", "card_plain", "card_spaced", "card_spaced", "card_dashed")
GEN["cvv"] = lambda r: rs(r, DIG, 3)
GEN["expiry"] = lambda r: "%02d/%02d" % (r.randint(1, 12), r.randint(27, 31))


def card_ok(span):
    d = re.sub(r"[ \-]", "", span)
    return d.isdigit() and 13 <= len(d) <= 19 and luhn_ok(d) and d not in TEST_CARDS

# ---------------------------------------------------------------------------
# Connection strings and URLs with credentials
# ---------------------------------------------------------------------------
DB_USERS = ["app", "admin", "postgres", "root", "svc_booking", "choir_rw", "lab", "stall", "readwrite", "wp_user",
            "bikecoop", "clinic_app", "tuangou", "petclinic", "kaoyan_bot", "bakery"]
DB_HOSTS = ["db.internal", "10.0.3.12", "pg-prod-01.lan", "localhost", "db-main.bakery.local",
            "rm-bp1x9q.rds.aliyuncs.com",
            "aws-0-eu-west-2.pooler.supabase.com", "db.clinic-north.org", "192.168.1.40", "nas.local"]
DB_NAMES = ["booking", "members", "orders", "inventory", "rota", "choir", "gym", "lab_samples", "menu", "petvet",
            "tuangou", "repairs", "films", "wedding_crm"]


def _dbpw(r):
    return r.choice([lambda: rs(r, ALNUM, r.randint(14, 24)), lambda: GEN["pw_words"](r).replace("#", "").replace("?", "").replace("&", ""),
                     lambda: rs(r, ALNUM + "-_~", 20)])()


GEN["dbpw"] = _dbpw


@gen("conn")
def _conn(r):
    u, h, d, p = r.choice(DB_USERS), r.choice(DB_HOSTS), r.choice(DB_NAMES), _dbpw(r)
    k = r.randint(0, 11)
    if k == 0:
        return "postgres://%s:%s@%s:5432/%s" % (u, p, h, d)
    if k == 1:
        return "postgresql://%s:%s@%s:5432/%s?sslmode=require" % (u, p, h, d)
    if k == 2:
        return "mysql://%s:%s@%s:3306/%s" % (u, p, h, d)
    if k == 3:
        return "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, p, rs(r, LOW + DIG, 5), d)
    if k == 4:
        return "redis://default:%s@%s:6379/0" % (p, h)
    if k == 5:
        return "amqp://%s:%s@%s:5672/%s" % (u, p, h, d)
    if k == 6:
        return "Server=tcp:%s.database.windows.net,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (rs(r, LOW, 8), d, u, p)
    if k == 7:
        return "jdbc:postgresql://%s:5432/%s?user=%s&password=%s" % (h, d, u, p)
    if k == 8:
        return "host=%s port=5432 dbname=%s user=%s password=%s sslmode=require" % (h, d, u, p)
    if k == 9:
        return "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (
            rs(r, LOW + DIG, 10), base64.b64encode(rbytes(r, 64)).decode())
    if k == 10:
        return "mysql+pymysql://%s:%s@%s/%s?charset=utf8mb4" % (u, p, h, d)
    return "rediss://:%s@%s:6380" % (p, h)


GEN["conn_pg"] = lambda r: "postgresql://%s:%s@%s:5432/%s" % (r.choice(DB_USERS), _dbpw(r), r.choice(DB_HOSTS), r.choice(DB_NAMES))
GEN["conn_mysql"] = lambda r: "mysql://%s:%s@%s:3306/%s" % (r.choice(DB_USERS), _dbpw(r), r.choice(DB_HOSTS), r.choice(DB_NAMES))
GEN["conn_mongo"] = lambda r: "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s" % (r.choice(DB_USERS), _dbpw(r), rs(r, LOW + DIG, 5), r.choice(DB_NAMES))
GEN["conn_redis"] = lambda r: "redis://:%s@%s:6379/%d" % (_dbpw(r), r.choice(DB_HOSTS), r.randint(0, 3))
GEN["conn_ado"] = lambda r: "Server=%s;Database=%s;User Id=%s;Password=%s;" % (r.choice(DB_HOSTS), r.choice(DB_NAMES), r.choice(DB_USERS), _dbpw(r))

URL_HOSTS = ["files.choir-stgiles.org", "nas.bikecollective.net", "cam.familytrattoria.co.uk", "dav.cragworks.gym",
             "ftp.farmstall-orders.com", "intranet.clinic-north.org", "backup.filmclub.local", "git.phdlab.ac.uk",
             "shop.weddingbyrosa.com", "nextcloud.home.arpa", "api.tuangou-app.cn", "pet.vet-hospital.cn"]


@gen("url_cred")
def _url_cred(r):
    u, h, p = r.choice(DB_USERS + ["rosa", "ops", "lab", "admin", "guest2"]), r.choice(URL_HOSTS), _dbpw(r)
    k = r.randint(0, 9)
    if k == 0:
        return "https://%s:%s@%s/%s" % (u, p, h, r.choice(["", "admin/", "remote.php/dav/files/" + u + "/", "export.csv"]))
    if k == 1:
        return "ftp://%s:%s@%s/incoming/" % (u, p, h)
    if k == 2:
        return "https://oauth2:%s@gitlab.com/%s/%s.git" % (GEN["ak_gitlab"](r), r.choice(["phdlab", "bikecoop", "filmclub"]), r.choice(["pipeline", "site", "inventory"]))
    if k == 3:
        return "https://x-access-token:%s@github.com/%s/%s.git" % (GEN["ak_github_app"](r), r.choice(["choir-org", "cragworks"]), r.choice(["website", "rota"]))
    if k == 4:
        return "rtsp://admin:%s@192.168.%d.%d:554/Streaming/Channels/101" % (p, r.randint(0, 2), r.randint(20, 250))
    if k == 5:
        return "https://%s/api/v1/export?format=ics&token=%s" % (h, rs(r, URLSAFE, 32))
    if k == 6:
        return "https://%s/feed.json?access_token=%s" % (h, rs(r, HEX, 40))
    if k == 7:
        return "https://%s/dl?file=menu.pdf&api_key=%s" % (h, rs(r, ALNUM, 28))
    if k == 8:
        return "smtp://%s%%40%s:%s@smtp.%s:587" % (u, h, p, h)
    return "sftp://%s:%s@%s:22/backups" % (u, p, h)


GEN["webhook_slack"] = lambda r: "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(r, UP + DIG, 8), rs(r, UP + DIG, 10), rs(r, ALNUM, 24))
GEN["webhook_discord"] = lambda r: "https://discord.com/api/webhooks/%d/%s" % (r.randint(10 ** 17, 10 ** 19), rs(r, URLSAFE, 68))
GEN["webhook_wecom"] = lambda r: "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s-%s-%s-%s-%s" % (rs(r, HEX, 8), rs(r, HEX, 4), rs(r, HEX, 4), rs(r, HEX, 4), rs(r, HEX, 12))
GEN["webhook_dingtalk"] = lambda r: "https://oapi.dingtalk.com/robot/send?access_token=%s" % rs(r, HEX, 64)
GEN["webhook_feishu"] = lambda r: "https://open.feishu.cn/open-apis/bot/v2/hook/%s-%s-%s-%s-%s" % (rs(r, HEX, 8), rs(r, HEX, 4), rs(r, HEX, 4), rs(r, HEX, 4), rs(r, HEX, 12))
GEN["webhook_teams"] = lambda r: "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (
    rs(r, LOW, 8), _uuid(r), _uuid(r), rs(r, HEX, 32), _uuid(r))
GEN["presigned_s3"] = lambda r: ("https://%s.s3.eu-west-2.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA%s%%2F2026120%d%%2Feu-west-2%%2Fs3%%2Faws4_request"
                                 "&X-Amz-Date=2026120%dT101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (
    r.choice(["lab-data", "wedding-photos", "filmclub-archive"]), r.choice(["raw/run42.tar", "album/rosa-tom.zip", "reels/ep3.mp4"]),
    rs(r, UP + "234567", 16), r.randint(1, 5), r.randint(1, 5), rs(r, HEX, 64))
alias("webhook", "webhook_slack", "webhook_discord", "webhook_teams")
alias("webhook_cn", "webhook_wecom", "webhook_dingtalk", "webhook_feishu")


def _uuid(r):
    h = rs(r, HEX, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


GEN["uuid"] = _uuid

# ---------------------------------------------------------------------------
# .env values, wifi, security answers
# ---------------------------------------------------------------------------


@gen("envval")
def _envval(r):
    k = r.randint(0, 6)
    if k == 0:
        return rs(r, HEX, r.choice([32, 40, 64]))
    if k == 1:
        return base64.b64encode(rbytes(r, r.choice([24, 32, 48]))).decode()
    if k == 2:
        return rs(r, ALNUM, r.randint(24, 40))
    if k == 3:
        return GEN["pw_random"](r)
    if k == 4:
        return b64url(rbytes(r, 32))
    if k == 5:
        return rs(r, ALNUM, 8) + "-" + rs(r, ALNUM, 8) + "-" + rs(r, ALNUM, 8)
    return GEN["pw_words"](r)


ENV_KEYS = ["BREVO_SMTP_KEY", "PAYROLL_PORTAL_PASS", "MOLLIE_API_KEY", "SESSION_SIGNING_SALT", "ADMIN_PW",
            "HMAC_SHARED", "BOOKING_CRED", "SUMUP_CLIENT_SECRET", "RADIUS_SHARED", "LAB_NAS_PASS",
            "SQUARE_ACCESS", "SENTRY_AUTH", "PUSHOVER_APP", "MAILJET_PRIVATE", "XERO_CLIENT_SECRET",
            "KEYCLOAK_ADMIN_PASSWORD", "ZOOM_SDK_SECRET", "CLOUDINARY_SECRET", "DJANGO_KEY", "COOKIE_SEAL",
            "FERNET_KEY", "WX_APPSECRET", "ALIPAY_PRIVATE", "DINGTALK_SECRET", "SMS_ACCESS_SECRET",
            "OSS_ACCESS_KEY_SECRET", "PAYMENT_SIGN", "MINIO_ROOT_PASSWORD", "GRAFANA_ADMIN", "BASIC_AUTH_PASS",
            "UPLOAD_SIG", "ENCRYPTION_PASSPHRASE", "JWT_SIGNING", "TUYA_ACCESS_SECRET", "MQTT_PASS"]
pick("envkey", ENV_KEYS)


@gen("wifi")
def _wifi(r):
    k = r.randint(0, 5)
    if k == 0:
        return GEN["pw_words"](r)
    if k == 1:
        return rs(r, ALNUM, r.choice([10, 12, 16]))
    if k == 2:
        return GEN["passphrase"](r).replace(" ", "")
    if k == 3:
        return r.choice(PHRASE_WORDS) + r.choice(PHRASE_WORDS).capitalize() + str(r.randint(100, 9999))
    if k == 4:
        return GEN["pw_leet"](r)
    return GEN["pw_random"](r)


@gen("zwifi")
def _zwifi(r):
    k = r.randint(0, 4)
    if k == 0:
        return rs(r, DIG, r.choice([8, 10]))
    if k == 1:
        return "1" + r.choice("3589") + rs(r, DIG, 9)
    if k == 2:
        return GEN["pw_pinyin"](r)
    if k == 3:
        return r.choice(PINYIN) + rs(r, DIG, r.choice([6, 8]))
    return GEN["wifi"](r)


pick("ssid", ["ChoirLoft_5G", "BikeShed-Guest", "Trattoria Nonna", "CragWorks_Members", "LabNet-2.4", "FarmStall",
              "RosaWeddings", "ClinicStaff", "FilmClubProjector", "TP-LINK_8F2A", "HUAWEI-B6C1", "CMCC-3kQp",
              "Xiaomi_51E0", "PetHospital_Staff", "PhDLab-Guest", "Derby_HQ"])

SURNAMES = ["Kowalczyk", "Okonkwo", "Fitzgerald", "Haverford", "Lindqvist", "Moreau", "Dunleavy", "Castellano",
            "Abernethy", "Nakamura", "Pemberton", "Szabo", "Varga", "Oyelaran", "Brannigan", "Whitlock", "Ferreira"]
PETS = ["Biscuit", "Mr Pickles", "Pepper", "Nugget", "Bramble", "Socks", "Captain", "Waffles", "Juniper", "Rolo",
        "Ziggy", "Hamish", "Toffee", "Mochi", "Barnaby"]
CITIES = ["Aberystwyth", "Tralee", "Coimbra", "Leeuwarden", "Ballarat", "Dunedin", "Kalamazoo", "Ipswich",
          "Mangalore", "Tarragona", "Bydgoszcz", "Hobart", "Galway", "Thunder Bay"]
SCHOOLS = ["St Brigid's Primary", "Holy Cross", "Westfield Juniors", "Oakridge Elementary", "Kingsmead",
           "Lincoln Elementary", "Scoil Mhuire", "Greenbank Primary", "Parkside"]
CARS = ["Vauxhall Corsa", "Fiat Panda", "Nissan Micra", "Ford Fiesta", "Honda Civic", "VW Polo", "Toyota Starlet",
        "Peugeot 205", "Mini Metro", "Skoda Fabia"]
STREETS = ["Mafeking Road", "Larkhill Lane", "Conduit Street", "Orchard Close", "Delancey", "Rue des Lilas",
           "Wellington Terrace", "Beech Grove", "Maple Crescent"]
TEACHERS = ["Mrs Abernathy", "Mr Gilhooly", "Ms Okafor", "Miss Prendergast", "Mr Tobias", "Mrs Wren"]
FOODS = ["lamb rogan josh", "pierogi", "fish finger sandwiches", "pho", "Yorkshire pudding", "arancini"]
BANDS = ["Cocteau Twins", "The Smiths", "Oasis", "Björk", "Fleetwood Mac", "Blur"]
pick("sa_maiden", SURNAMES)
pick("sa_pet", PETS)
pick("sa_city", CITIES)
pick("sa_school", SCHOOLS)
pick("sa_car", CARS)
pick("sa_street", STREETS)
pick("sa_teacher", TEACHERS)
pick("sa_food", FOODS)
pick("sa_band", BANDS)
GEN["sa_any"] = lambda r: GEN[r.choice(["sa_maiden", "sa_pet", "sa_city", "sa_school", "sa_car", "sa_street"])](r)

ZH_FULLNAMES = ["王秀英", "李建国", "张桂兰", "刘淑珍", "陈志强", "杨凤英", "赵玉梅", "黄德明", "周丽华", "吴春燕",
                "徐国庆", "孙海燕", "马晓东", "朱红梅", "胡永刚"]
ZH_PLACES = ["湖南衡阳", "四川自贡", "江西赣州", "山东临沂", "河南周口", "安徽阜阳", "湖北荆州", "广西桂林",
             "浙江台州", "黑龙江鹤岗", "甘肃天水", "福建莆田"]
ZH_SCHOOLS = ["红星小学", "实验小学", "育才中学", "城关二小", "衡阳市第八中学", "向阳小学", "东风路小学", "第三中学"]
ZH_PETS = ["豆豆", "旺财", "球球", "可乐", "糯米", "大黄", "咪咪", "元宝", "花卷", "小黑"]
ZH_FOODS = ["酸菜鱼", "红烧肉", "螺蛳粉", "热干面", "饺子", "麻辣烫", "糖醋排骨"]
pick("zsa_name", ZH_FULLNAMES)
pick("zsa_place", ZH_PLACES)
pick("zsa_school", ZH_SCHOOLS)
pick("zsa_pet", ZH_PETS)
pick("zsa_food", ZH_FOODS)
GEN["zsa_any"] = lambda r: GEN[r.choice(["zsa_name", "zsa_place", "zsa_school", "zsa_pet"])](r)

# ---------------------------------------------------------------------------
# Benign values
# ---------------------------------------------------------------------------
GEN["sha256"] = lambda r: rs(r, HEX, 64)
GEN["sha1"] = lambda r: rs(r, HEX, 40)
GEN["md5"] = lambda r: rs(r, HEX, 32)
GEN["gitsha"] = lambda r: rs(r, HEX, 40)
GEN["gitshort"] = lambda r: rs(r, HEX, 7)
GEN["sri384"] = lambda r: "sha384-" + base64.b64encode(rbytes(r, 48)).decode()
GEN["sri512"] = lambda r: "sha512-" + base64.b64encode(rbytes(r, 64)).decode()
GEN["sri256"] = lambda r: "sha256-" + base64.b64encode(rbytes(r, 32)).decode()
GEN["b64sha256"] = lambda r: base64.b64encode(rbytes(r, 32)).decode()
GEN["crc32"] = lambda r: "%08x" % r.getrandbits(32)
GEN["ipfs"] = lambda r: "bafybei" + rs(r, "abcdefghijklmnopqrstuvwxyz234567", 52)

IN_PIN = [("Pune", 411), ("Bengaluru", 560), ("Mumbai", 400), ("Chennai", 600), ("New Delhi", 110), ("Kolkata", 700),
          ("Hyderabad", 500), ("Jaipur", 302), ("Kochi", 682), ("Mysuru", 570), ("Lucknow", 226), ("Coimbatore", 641),
          ("Indore", 452), ("Bhubaneswar", 751), ("Mangaluru", 575)]
CN_POST = [("北京", 100), ("上海", 200), ("杭州", 310), ("成都", 610), ("广州", 510), ("武汉", 430), ("西安", 710),
           ("长沙", 410), ("南京", 210), ("昆明", 650), ("厦门", 361), ("青岛", 266), ("郑州", 450), ("沈阳", 110)]


@gen("in_city_pin")
def _in_city_pin(r):
    c, p = r.choice(IN_PIN)
    return "%s|%d%03d" % (c, p, r.randint(1, 99))


@gen("cn_city_post")
def _cn_city_post(r):
    c, p = r.choice(CN_POST)
    return "%s|%d%03d" % (c, p, r.randint(0, 99) if p != 100 else r.randint(10, 99))


US_ZIP = [("Cambridge, MA", "021"), ("Ann Arbor, MI", "481"), ("Boulder, CO", "803"), ("Asheville, NC", "288"),
          ("Eugene, OR", "974"), ("Madison, WI", "537")]
GEN["us_zip"] = lambda r: (lambda c: "%s %s%02d" % (c[0], c[1], r.randint(1, 99)))(r.choice(US_ZIP))
pick("uk_postcode", ["SY23 3DB", "LS6 2QF", "BS3 4LX", "EH7 5AB", "CF24 4HQ", "NR2 1PF", "M14 5TP", "G12 8QQ", "OX4 1RE"])

GEN["order_amazon"] = lambda r: "%03d-%07d-%07d" % (r.randint(100, 999), r.randint(0, 9999999), r.randint(0, 9999999))
GEN["order_cn"] = lambda r: str(r.randint(2, 4)) + rs(r, DIG, 17)
GEN["track_ups"] = lambda r: "1Z" + rs(r, UP + DIG, 6) + rs(r, DIG, 10)
GEN["track_sf"] = lambda r: "SF" + rs(r, DIG, 13)
GEN["track_jd"] = lambda r: "JD" + rs(r, DIG, 13)
GEN["track_yt"] = lambda r: "YT" + rs(r, DIG, 13)
GEN["track_rm"] = lambda r: rs(r, UP, 2) + rs(r, DIG, 9) + "GB"
GEN["invoice"] = lambda r: r.choice(["INV-2026-", "INV/26/", "FAC-2026-", "No. 2026-"]) + "%04d" % r.randint(1, 9999)
GEN["booking_ref"] = lambda r: rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
GEN["ticket"] = lambda r: r.choice(["#", "TKT-", "CASE-", "RMA "]) + str(r.randint(10000, 999999))
GEN["order_short"] = lambda r: "#" + str(r.randint(1000, 99999))


def _cn_mobile(r):
    return "1" + r.choice(["38", "39", "58", "86", "35", "77", "52", "88", "99", "37"]) + rs(r, DIG, 8)


GEN["phone_cn"] = lambda r: (lambda m: r.choice([m, m[:3] + " " + m[3:7] + " " + m[7:], m[:3] + "-" + m[3:7] + "-" + m[7:], "+86 " + m]))(_cn_mobile(r))
GEN["phone_uk"] = lambda r: r.choice(["07700 9", "07911 1", "07403 2", "+44 7700 9"]) + "%05d" % r.randint(0, 99999)
GEN["phone_us"] = lambda r: "(%03d) 555-%04d" % (r.choice([415, 212, 617, 503, 734, 919]), r.randint(100, 199))
GEN["phone_in"] = lambda r: "+91 9%04d %05d" % (r.randint(0, 9999), r.randint(0, 99999))
GEN["landline_cn"] = lambda r: "0%d-%d" % (r.choice([10, 21, 571, 28, 755, 731]), r.randint(10000000, 89999999))
GEN["phone_masked"] = lambda r: (lambda m: m[:3] + "****" + m[7:])(_cn_mobile(r))
alias("phone", "phone_uk", "phone_us", "phone_in")

GEN["semver"] = lambda r: "%d.%d.%d" % (r.randint(0, 12), r.randint(0, 40), r.randint(0, 30))
GEN["vtag"] = lambda r: "v%d.%d.%d" % (r.randint(0, 6), r.randint(0, 30), r.randint(0, 20)) + r.choice(["", "", "-rc.1", "-beta.3"])
GEN["chrome_ver"] = lambda r: "%d.0.%d.%d" % (r.randint(128, 134), r.randint(6500, 6999), r.randint(10, 200))
GEN["build_no"] = lambda r: "2026%02d%02d.%d" % (r.randint(1, 11), r.randint(1, 28), r.randint(1, 9))
GEN["android_build"] = lambda r: "%s.%d.%03d" % (r.choice(["UP1A", "AP2A", "BP1A", "TQ3A"]), r.randint(230000, 241231), r.randint(1, 99))
GEN["fw_ver"] = lambda r: "V%d.%d.%d Build %d" % (r.randint(1, 5), r.randint(0, 9), r.randint(0, 20), r.randint(200000, 261130))

GEN["ssh_pub"] = lambda r: "ssh-ed25519 " + base64.b64encode(_sshstr("ssh-ed25519") + _sshstr(rbytes(r, 32))).decode()
GEN["ssh_rsa_pub"] = lambda r: "ssh-rsa " + base64.b64encode(_sshstr("ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00\xc1" + rbytes(r, 255))).decode()
GEN["wg_pub"] = lambda r: base64.b64encode(rbytes(r, 32)).decode()
GEN["cert"] = lambda r: pem("CERTIFICATE", bytes.fromhex("308201") + rbytes(r, 2) + bytes.fromhex("308201") + rbytes(r, r.choice([300, 420])))
GEN["pubkey_pem"] = lambda r: pem("PUBLIC KEY", bytes.fromhex("302a300506032b6570032100") + rbytes(r, 32))


@gen("pgp_public")
def _pgp_public(r):
    body = b"\x98\x33\x04" + rbytes(r, 120)
    crc = base64.b64encode(crc24(body).to_bytes(3, "big")).decode()
    return "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n%s\n=%s\n-----END PGP PUBLIC KEY BLOCK-----" % (wrap(base64.b64encode(body).decode(), 64), crc)


GEN["fingerprint"] = lambda r: " ".join(rs(r, "0123456789ABCDEF", 4) for _ in range(10))
GEN["ssh_fp"] = lambda r: "SHA256:" + base64.b64encode(rbytes(r, 32)).decode().rstrip("=")

GEN["req_id"] = lambda r: r.choice(["req_", "evt_", "cus_", "pi_", "trace-"]) + rs(r, ALNUM, 24)
GEN["amt_gbp"] = lambda r: "£%d.%02d" % (r.randint(2, 480), r.randint(0, 99))
GEN["amt_cny"] = lambda r: "%d.%d元" % (r.randint(3, 900), r.randint(0, 9))
GEN["amt_usd"] = lambda r: "$%d.%02d" % (r.randint(2, 900), r.randint(0, 99))

# masked
GEN["mask_card"] = lambda r: r.choice(["•••• •••• •••• ", "**** **** **** ", "xxxx-xxxx-xxxx-", "ending ", "**** "]) + rs(r, DIG, 4)
GEN["mask_key"] = lambda r: r.choice(["sk-...", "ghp_****************", "sk_live_••••••••", "AKIA************", "xoxb-…"]) + rs(r, ALNUM, 4)
GEN["last4"] = lambda r: rs(r, DIG, 4)

# ---------------------------------------------------------------------------
# Slots: people, places, times
# ---------------------------------------------------------------------------
pick("name", ["Priya", "Tomasz", "Aoife", "Kwame", "Lucía", "Dmitri", "Hannah", "Olu", "Mei", "Rafael", "Ingrid", "Sam",
              "Bex", "Jonah", "Farah", "Niall", "Keiko", "Marta", "Theo", "Yusuf", "Carmen", "Ravi", "Elspeth", "Gus"])
GEN["name2"] = GEN["name"]
pick("zname", ["小王", "李姐", "陈师傅", "老周", "张阿姨", "刘老师", "小美", "阿杰", "王哥", "赵姐", "孙医生", "小林",
               "黄老板", "吴同学", "郑叔", "何姐", "小杨", "马师傅", "胡老师", "罗姐"])
GEN["zname2"] = GEN["zname"]
pick("club", ["the choir", "the bike-repair collective", "the restaurant", "the climbing gym", "the lab", "the farm stall",
              "the wedding business", "the clinic", "the film club", "the rowing club", "the makerspace", "the print shop",
              "the roller derby league", "the community radio station", "the puppet theatre"])
pick("zclub", ["社区团购", "宠物医院", "修车铺", "考研群", "烘焙店", "广场舞队", "羽毛球群", "家长群", "花店", "琴行",
               "打印店", "早餐铺", "书法班", "合唱团", "跑团"])
pick("svc", ["Monzo", "Revolut", "Deliveroo", "Airbnb", "WhatsApp", "Google", "Microsoft", "Steam", "Discord",
             "Strava", "PayPal", "Coinbase", "Uber", "Vinted", "eBay", "Etsy", "Octopus Energy", "NHS App", "Instagram",
             "Signal", "Telegram", "Starling", "Wise", "Booking.com", "Zoopla", "Xero", "Mailchimp", "Square"])
pick("zsvc", ["微信", "支付宝", "淘宝", "京东", "美团", "拼多多", "抖音", "小红书", "12306", "招商银行", "工商银行",
              "建设银行", "滴滴出行", "饿了么", "哔哩哔哩", "闲鱼", "顺丰", "携程", "个人所得税", "学信网", "钉钉", "企业微信"])
pick("city", ["Leeds", "Bristol", "Cork", "Lisbon", "Utrecht", "Glasgow", "Porto", "Ghent", "Aarhus", "Galway"])
pick("zcity", ["杭州", "成都", "长沙", "武汉", "西安", "南京", "昆明", "厦门", "青岛", "合肥", "佛山", "无锡"])
pick("host", ["db.internal", "pg-prod-01.lan", "nas.local", "10.0.3.12", "files.choir-stgiles.org", "vps-lab-03"])
pick("user", ["rosa.m", "kiran_b", "ops", "admin", "ana.ruiz", "t.kowalski", "bikecoop", "lab-svc", "filmclub", "chef_dario",
              "wangfang88", "lily_chen", "zhangwei_1990", "petvet_admin", "tuangou_op"])
pick("email", ["rosa@weddingbyrosa.com", "treasurer@stgiles-choir.org", "kiran.b@cragworks.gym", "lab.manager@uni.ac.uk",
               "orders@farmstall.co.uk", "dario@trattoria-nonna.it", "wangfang@163.com", "lily.chen@qq.com", "admin@petvet.cn"])
GEN["n"] = lambda r: str(r.randint(2, 30))
GEN["n2"] = lambda r: str(r.randint(2, 30))
GEN["mins"] = lambda r: r.choice(["5", "10", "15", "30"])
GEN["time"] = lambda r: "%02d:%02d" % (r.randint(6, 23), r.randint(0, 59))
GEN["time2"] = GEN["time"]
GEN["ztime"] = lambda r: "%s%d:%02d" % (r.choice(["上午", "下午", "晚上", ""]), r.randint(1, 11), r.randint(0, 59))
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
GEN["date"] = lambda r: r.choice(["%d %s" % (r.randint(1, 28), MONTHS[r.randint(8, 11)]),
                                  "2026-%02d-%02d" % (r.randint(9, 12), r.randint(1, 28)),
                                  "%s %d" % (MONTHS[r.randint(8, 11)], r.randint(1, 28))])
GEN["ts"] = lambda r: "2026-%02d-%02d %02d:%02d" % (r.randint(10, 12), r.randint(1, 28) if True else 1, r.randint(6, 23), r.randint(0, 59))
GEN["zdate"] = lambda r: "%d月%d日" % (r.randint(9, 12), r.randint(1, 28))
pick("day", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
pick("zday", ["周一", "周二", "周三", "周四", "周五", "周六", "周日"])


# ---------------------------------------------------------------------------
# Validators keyed by generator-name prefix
# ---------------------------------------------------------------------------
def check_value(gen_name, span):
    """Return None if no structural claim, True/False otherwise."""
    if gen_name.startswith("card"):
        return card_ok(span)
    if gen_name.startswith("bip39"):
        return bip39_valid(words_from_span(span, False), EN_INDEX)
    if gen_name.startswith("zbip39"):
        return bip39_valid(words_from_span(span, True), ZH_INDEX)
    if gen_name == "wallet" and re.fullmatch(r"(0x)?[0-9a-f]{64}", span):
        return None  # raw hex key: no checksum to verify
    if gen_name in ("wif_u", "wif_c", "wif_test", "xprv", "wallet"):
        return wif_ok(span)
    if gen_name.startswith("totp"):
        return b32_ok(span)
    if gen_name == "jwt":
        return jwt_ok(span)
    if gen_name.startswith(("pem", "openssh", "pgp_private")):
        return pem_ok(span)
    return None


# ---------------------------------------------------------------------------
# Extra slots used by the templates
# ---------------------------------------------------------------------------
GEN["pem_ec_ind"] = lambda r: GEN["pem_ec"](r).replace("\n", "\n    ")
GEN["url_git"] = lambda r: r.choice([
    lambda: "https://oauth2:%s@gitlab.com/%s/%s.git" % (GEN["ak_gitlab"](r), r.choice(["phdlab", "bikecoop", "filmclub"]), r.choice(["pipeline", "site", "inventory"])),
    lambda: "https://x-access-token:%s@github.com/%s/%s.git" % (GEN["ak_github_app"](r), r.choice(["choir-org", "cragworks"]), r.choice(["website", "rota"])),
    lambda: "https://%s:%s@gitee.com/%s/%s.git" % (r.choice(["wangfang88", "lily_chen", "petvet_admin"]), _dbpw(r), r.choice(["petvet", "tuangou"]), r.choice(["app", "miniprogram"])),
    lambda: "https://%s:%s@git.phdlab.ac.uk/lab/analysis.git" % (r.choice(["mk", "jo", "svc-ci"]), GEN["ak_gitlab"](r)),
])()
GEN["url_rtsp"] = lambda r: "rtsp://%s:%s@192.168.%d.%d:554/%s" % (
    r.choice(["admin", "viewer", "nvr"]), _dbpw(r), r.randint(0, 2), r.randint(20, 250),
    r.choice(["Streaming/Channels/101", "cam/realmonitor?channel=1&subtype=0", "h264/ch1/main/av_stream", "stream1"]))
GEN["url_token"] = lambda r: r.choice([
    lambda: "https://%s/api/v1/export?format=ics&token=%s" % (r.choice(URL_HOSTS), rs(r, URLSAFE, 32)),
    lambda: "https://%s/feed.json?access_token=%s" % (r.choice(URL_HOSTS), rs(r, HEX, 40)),
    lambda: "https://%s/calendar/private-%s/basic.ics" % (r.choice(["calendar.google.com", "cal.choir-stgiles.org"]), rs(r, HEX, 32)),
    lambda: "webcal://%s/rota.ics?key=%s" % (r.choice(URL_HOSTS), rs(r, ALNUM, 28)),
])()
GEN["eth_addr2"] = GEN["eth_addr"]
GEN["wx_appid"] = lambda r: "wx" + rs(r, HEX, 16)
GEN["ali_akid"] = lambda r: "LTAI5t" + rs(r, ALNUM, 18)
GEN["bip_words8"] = lambda r: ", ".join(r.sample(BIP_EN, 8))
GEN["bip_words6"] = lambda r: "、".join(r.sample(BIP_EN, 6)) if r.random() < 0.3 else ", ".join(r.sample(BIP_EN, 6))
GEN["bip_invalid12"] = lambda r: " ".join(GEN["bip39_invalid_list"](r))
GEN["last2"] = lambda r: rs(r, DIG, 2)
GEN["port"] = lambda r: r.choice(["3000", "5000", "8000", "8080", "8443", "9000"])
# frame slots (independent of the template's own slots)
GEN["ftime"] = GEN["time"]
GEN["fztime"] = GEN["ztime"]
GEN["fdate"] = GEN["date"]
GEN["fzdate"] = GEN["zdate"]
GEN["uuid2"] = GEN["uuid"]
GEN["date_slug"] = lambda r: "2026-%02d-%02d" % (r.randint(9, 12), r.randint(1, 28))
GEN["py_ver"] = lambda r: "3.%d.%d" % (r.randint(9, 13), r.randint(0, 12))
pick("zssid", ["ChinaNet-Xy7P", "CMCC-3kQp", "TP-LINK_8F2A", "HUAWEI-B6C1", "Xiaomi_51E0", "宠物医院-员工", "烘焙店_5G",
               "修车铺", "社区团购仓库", "ChinaUnicom-6F3A", "琴行WiFi"])
# frame speakers come from their own lists so they never repeat a template's name
pick("fname", ["Wren", "Ines", "Callum", "Ayo", "Noor", "Pádraig", "Zofia", "Idris", "Maeve", "Lars"])
pick("fzname", ["小贺", "老蒋", "田姐", "小邓", "阿芳", "钱叔", "小唐", "邱老师", "宋姐", "小韩"])
