"""Value generators for the secrets benchmark corpus.

Every generator takes a ``random.Random`` instance and returns a string, so the
corpus is fully determined by the seed.  Values are structurally real: card
numbers pass Luhn, BIP39 phrases carry a valid checksum, WIF keys and addresses
are valid base58check / bech32, JWTs are three base64url segments of real JSON,
PEM keys are real DER structures, GitHub tokens carry their CRC32 suffix, ...
"""
import base64
import hashlib
import json
import string
import struct
import uuid as _uuid
import zlib

from mnemonic import Mnemonic

MN_EN = Mnemonic("english")
MN_ZH = Mnemonic("chinese_simplified")
EN_WORDS = list(MN_EN.wordlist)
ZH_WORDS = list(MN_ZH.wordlist)

DIG = "0123456789"
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
ALNUM = string.ascii_letters + string.digits
ALNUM_LOWER = LOW + DIG
ALNUM_UPPER = UP + DIG
B64CH = ALNUM + "+/"
B64URL = ALNUM + "-_"
HEXL = "0123456789abcdef"


def pick(r, seq):
    return seq[r.randrange(len(seq))]


def chars(r, n, alphabet=ALNUM):
    return "".join(alphabet[r.randrange(len(alphabet))] for _ in range(n))


def digits(r, n, first_nonzero=False):
    s = chars(r, n, DIG)
    if first_nonzero and s[0] == "0":
        s = str(r.randint(1, 9)) + s[1:]
    return s


def hexs(r, n, upper=False):
    s = chars(r, n, HEXL)
    return s.upper() if upper else s


def rbytes(r, n):
    return r.randbytes(n)


def b64(b):
    return base64.b64encode(b).decode()


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def wrap(s, width=64):
    return "\n".join(s[i:i + width] for i in range(0, len(s), width))


# ---------------------------------------------------------------------------
# base58 / bech32 / keccak
# ---------------------------------------------------------------------------
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58encode(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, rem = divmod(n, 58)
        out = B58[rem] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def dsha(b):
    return hashlib.sha256(hashlib.sha256(b).digest()).digest()


def b58check(payload):
    return b58encode(payload + dsha(payload)[:4])


SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141


def privkey32(r):
    while True:
        k = rbytes(r, 32)
        if 0 < int.from_bytes(k, "big") < SECP256K1_N:
            return k


def wif(r, compressed=None):
    if compressed is None:
        compressed = r.random() < 0.7
    payload = b"\x80" + privkey32(r) + (b"\x01" if compressed else b"")
    return b58check(payload)


def xprv(r):
    payload = (bytes.fromhex("0488ADE4") + bytes([0]) + b"\0\0\0\0" + b"\0\0\0\0"
               + rbytes(r, 32) + b"\x00" + privkey32(r))
    return b58check(payload)


def eth_privkey(r, prefix=True):
    h = privkey32(r).hex()
    return ("0x" + h) if prefix else h


def raw_hex_privkey(r):
    return privkey32(r).hex()


def solana_secret(r):
    return b58encode(rbytes(r, 64))


BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = ((chk & 0x1FFFFFF) << 5) ^ v
        for i in range(5):
            if (b >> i) & 1:
                chk ^= gen[i]
    return chk


def _hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def _convertbits(data, frombits, tobits, pad=True):
    acc = bits = 0
    ret = []
    maxv = (1 << tobits) - 1
    for value in data:
        acc = (acc << frombits) | value
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            ret.append((acc >> bits) & maxv)
    if pad and bits:
        ret.append((acc << (tobits - bits)) & maxv)
    return ret


def bech32_encode(hrp, data5, const=1):
    values = _hrp_expand(hrp) + data5
    pm = _polymod(values + [0] * 6) ^ const
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32[d] for d in data5 + chk)


def btc_address(r):
    kind = r.random()
    if kind < 0.35:
        return bech32_encode("bc", [0] + _convertbits(rbytes(r, 20), 8, 5))
    if kind < 0.5:
        return bech32_encode("bc", [1] + _convertbits(rbytes(r, 32), 8, 5), const=0x2BC830A3)
    if kind < 0.8:
        return b58check(b"\x00" + rbytes(r, 20))
    return b58check(b"\x05" + rbytes(r, 20))


def age_recipient(r):
    return bech32_encode("age", _convertbits(rbytes(r, 32), 8, 5))


_RC = [0x0000000000000001, 0x0000000000008082, 0x800000000000808A, 0x8000000080008000,
       0x000000000000808B, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
       0x000000000000008A, 0x0000000000000088, 0x0000000080008009, 0x000000008000000A,
       0x000000008000808B, 0x800000000000008B, 0x8000000000008089, 0x8000000000008003,
       0x8000000000008002, 0x8000000000000080, 0x000000000000800A, 0x800000008000000A,
       0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008]
_ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61],
        [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]]
_M64 = (1 << 64) - 1


def _rol(x, n):
    n %= 64
    return ((x << n) | (x >> (64 - n))) & _M64 if n else x


def _keccak_f(A):
    for rnd in range(24):
        C = [A[x][0] ^ A[x][1] ^ A[x][2] ^ A[x][3] ^ A[x][4] for x in range(5)]
        D = [C[(x - 1) % 5] ^ _rol(C[(x + 1) % 5], 1) for x in range(5)]
        A = [[A[x][y] ^ D[x] for y in range(5)] for x in range(5)]
        B = [[0] * 5 for _ in range(5)]
        for x in range(5):
            for y in range(5):
                B[y][(2 * x + 3 * y) % 5] = _rol(A[x][y], _ROT[x][y])
        A = [[B[x][y] ^ ((~B[(x + 1) % 5][y]) & B[(x + 2) % 5][y]) for y in range(5)] for x in range(5)]
        A[0][0] ^= _RC[rnd]
    return A


def keccak256(data, pad=0x01):
    rate = 136
    msg = bytearray(data) + bytes([pad])
    while len(msg) % rate:
        msg.append(0)
    msg[-1] |= 0x80
    A = [[0] * 5 for _ in range(5)]
    for off in range(0, len(msg), rate):
        block = msg[off:off + rate]
        for i in range(rate // 8):
            x, y = i % 5, i // 5
            A[x][y] ^= int.from_bytes(block[8 * i:8 * i + 8], "little")
        A = _keccak_f(A)
    out = b""
    for i in range(4):
        x, y = i % 5, i // 5
        out += A[x][y].to_bytes(8, "little")
    return out


def eth_address(r):
    h = rbytes(r, 20).hex()
    k = keccak256(h.encode()).hex()
    return "0x" + "".join(c.upper() if c in "abcdef" and int(k[i], 16) >= 8 else c for i, c in enumerate(h))


# ---------------------------------------------------------------------------
# Cards, ISBN
# ---------------------------------------------------------------------------
TEST_CARDS = {
    "4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222",
    "5200828282828210", "5105105105105100", "378282246310005", "371449635398431",
    "6011111111111117", "6011000990139424", "3056930009020004", "36227206271667",
    "3566002020360505", "6200000000000005", "4111111111111111", "4012888888881881",
    "5431111111111111", "4000000000000002", "4000000000009995", "4000002500003155",
}


def luhn_check_digit(body):
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(num):
    return luhn_check_digit(num[:-1]) == num[-1]


CARD_BRANDS = [
    # name, prefixes, lengths, weight
    ("Visa", ["4"], [16], 5),
    ("Mastercard", ["51", "52", "53", "54", "55", "2221", "2300", "2500", "2720"], [16], 4),
    ("Amex", ["34", "37"], [15], 2),
    ("Discover", ["6011", "644", "65"], [16], 1),
    ("JCB", ["3528", "3540", "3566", "3589"], [16], 1),
    ("UnionPay", ["6222", "6228", "6217", "6214", "6225", "6226", "6259", "6212", "6230"], [16, 19], 3),
    ("Diners", ["36", "300", "305", "38"], [14], 1),
    ("Maestro", ["6759", "6761", "5018"], [16, 19], 1),
]


def card(r, brand=None):
    """-> (brand, digits) passing Luhn, never a documented test number."""
    while True:
        if brand is None:
            pool = [b for b in CARD_BRANDS for _ in range(b[3])]
            b = pick(r, pool)
        else:
            b = [x for x in CARD_BRANDS if x[0] == brand][0]
        prefix = pick(r, b[1])
        length = pick(r, b[2])
        body = prefix + digits(r, length - 1 - len(prefix))
        num = body + luhn_check_digit(body)
        if num not in TEST_CARDS and len(set(num)) > 3:
            return b[0], num


def group_card(num, sep=" "):
    n = len(num)
    if n == 15:
        parts = [num[:4], num[4:10], num[10:]]
    elif n == 14:
        parts = [num[:4], num[4:10], num[10:]]
    elif n == 19:
        parts = [num[i:i + 4] for i in range(0, 16, 4)] + [num[16:]]
    else:
        parts = [num[i:i + 4] for i in range(0, n, 4)]
    return sep.join(parts)


def card_text(r, brand=None):
    b, num = card(r, brand)
    sep = pick(r, [" ", " ", " ", "-", ""])
    return b, group_card(num, sep) if sep else num


def isbn13(r):
    body = pick(r, ["978", "978", "979"]) + digits(r, 9)
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    full = body + str((10 - total % 10) % 10)
    if r.random() < 0.4:
        return full
    k = r.randint(2, 5)
    return "-".join([full[:3], full[3], full[4:4 + k], full[4 + k:12], full[12]])


def isbn10(r):
    body = digits(r, 9)
    total = sum(int(c) * (10 - i) for i, c in enumerate(body))
    chk = (11 - total % 11) % 11
    c = "X" if chk == 10 else str(chk)
    if r.random() < 0.5:
        return body + c
    return "%s-%s-%s-%s" % (body[0], body[1:4], body[4:9], c)


# ---------------------------------------------------------------------------
# Spoken forms
# ---------------------------------------------------------------------------
EN_DIG = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ZH_DIG = "零一二三四五六七八九"


def spoken_digits_en(r, s, allow_double=True):
    out = []
    i = 0
    while i < len(s):
        c = s[i]
        if allow_double and i + 1 < len(s) and s[i + 1] == c and r.random() < 0.5:
            out.append("double " + EN_DIG[int(c)])
            i += 2
            continue
        out.append("oh" if c == "0" and r.random() < 0.3 else EN_DIG[int(c)])
        i += 1
    return " ".join(out)


def spoken_digits_zh(r, s, spaced=None):
    yao = r.random() < 0.25
    out = [("幺" if (c == "1" and yao) else ZH_DIG[int(c)]) for c in s]
    if spaced is None:
        spaced = r.random() < 0.4
    return (" " if spaced else "").join(out)


SYM_EN = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar sign", "%": "percent",
          "&": "ampersand", "*": "star", "-": "dash", "_": "underscore", ".": "dot", "?": "question mark",
          "+": "plus", "=": "equals"}
SYM_ZH = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "and符号",
          "*": "星号", "-": "横杠", "_": "下划线", ".": "点", "?": "问号", "+": "加号", "=": "等号"}


def spell_en(r, pw):
    out = []
    for c in pw:
        if c.isdigit():
            out.append(EN_DIG[int(c)])
        elif c.isupper():
            out.append(pick(r, ["capital ", "uppercase ", "big "]) + c)
        elif c.islower():
            out.append(c)
        else:
            out.append(SYM_EN.get(c, c))
    return " ".join(out)


def spell_zh(r, pw):
    out = []
    for c in pw:
        if c.isdigit():
            out.append(ZH_DIG[int(c)])
        elif c.isupper():
            out.append("大写" + c)
        elif c.islower():
            out.append(pick(r, ["小写", "", ""]) + c)
        else:
            out.append(SYM_ZH.get(c, c))
    return " ".join(out)


# ---------------------------------------------------------------------------
# Passwords, PINs, OTPs
# ---------------------------------------------------------------------------
PW_WORDS = ["sunflower", "dragon", "monkey", "tiger", "falcon", "marble", "pumpkin", "river", "winter",
            "summer", "autumn", "coffee", "rocket", "shadow", "silver", "purple", "orange", "banana",
            "paris", "london", "chelsea", "arsenal", "liverpool", "bailey", "charlie", "buddy", "luna",
            "pepper", "ginger", "mango", "kiwi", "harbor", "velvet", "copper", "lemon", "thunder",
            "blossom", "cobalt", "meadow", "cricket", "penguin", "zebra", "nectar", "quartz", "saturn"]
PINYIN = ["woaini", "zhangwei", "lihua", "wangfang", "xiaoming", "chenjie", "liuyang", "huanhuan",
          "beijing", "shanghai", "tiantian", "xingfu", "kuaile", "maomao", "dabao", "xiaobai",
          "zhongguo", "laopo", "baobei", "qingqing"]
SYMS = "!@#$%&*?-_."


def leet(r, w):
    table = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"}
    return "".join(table[c] if c in table and r.random() < 0.5 else c for c in w)


def password(r, style=None):
    style = style or pick(r, ["word", "word", "random", "leet", "pinyin", "two", "kbd", "random"])
    if style == "word":
        w = pick(r, PW_WORDS).capitalize()
        return w + pick(r, SYMS) + digits(r, r.choice([2, 4])) if r.random() < 0.5 else \
            w + digits(r, r.choice([2, 3, 4])) + pick(r, SYMS)
    if style == "random":
        n = r.randint(12, 20)
        while True:
            s = chars(r, n, ALNUM + "!@#$%^&*")
            if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
                return s
    if style == "leet":
        return leet(r, pick(r, PW_WORDS)).capitalize() + pick(r, SYMS) + digits(r, 1)
    if style == "pinyin":
        w = pick(r, PINYIN)
        return pick(r, [w + pick(r, ["520", "1314", "888", "666"]) + digits(r, 2),
                        w.capitalize() + pick(r, "@_.#") + "19" + digits(r, 2),
                        w + digits(r, 4) + pick(r, "!.")])
    if style == "two":
        return pick(r, PW_WORDS).capitalize() + pick(r, PW_WORDS).capitalize() + digits(r, 2) + pick(r, SYMS)
    if style == "kbd":
        return pick(r, ["Qaz2wsx", "Zxcv!23", "1qaz@WSX", "Asdf;lkj", "Qwer!234", "P0o9i8u7"]) + pick(r, SYMS) + digits(r, 2)
    raise ValueError(style)


def passphrase(r, n=None, sep=None):
    n = n or r.choice([3, 4, 4, 5])
    sep = sep if sep is not None else pick(r, ["-", " ", ".", "_"])
    words = [pick(r, PW_WORDS + ["correct", "horse", "battery", "staple", "gravel", "lantern", "cactus"]) for _ in range(n)]
    s = sep.join(words)
    if r.random() < 0.5:
        s += sep + digits(r, 2)
    return s


def weak_digits_ok(s):
    return len(set(s)) > 1 and s not in ("1234", "123456", "4321", "654321", "2580", "1212")


def pin(r, n=None):
    n = n or pick(r, [4, 4, 4, 6, 6, 5])
    while True:
        s = digits(r, n)
        if weak_digits_ok(s):
            return s


def otp(r, n=None):
    n = n or pick(r, [6, 6, 6, 6, 4, 5, 8])
    return digits(r, n)


def otp_sep(r):
    s = digits(r, 6)
    return pick(r, [s[:3] + " " + s[3:], s[:3] + "-" + s[3:], s[:4] + " " + s[4:]])


# ---------------------------------------------------------------------------
# TOTP seeds, recovery codes
# ---------------------------------------------------------------------------
def base32_seed(r, nchars=None):
    nchars = nchars or pick(r, [16, 16, 26, 32, 32])
    nbytes = {16: 10, 26: 16, 32: 20}[nchars]
    return base64.b32encode(rbytes(r, nbytes)).decode().rstrip("=")


def grouped4(s, lower=True):
    s = s.lower() if lower else s
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def recovery_codes(r, style=None):
    style = style or pick(r, ["github", "google", "alnum8", "alnum10", "dash4"])
    if style == "github":
        return ["%s-%s" % (hexs(r, 5), hexs(r, 5)) for _ in range(pick(r, [8, 10, 16]))]
    if style == "google":
        return ["%s %s" % (digits(r, 4), digits(r, 4)) for _ in range(10)]
    if style == "alnum8":
        return [chars(r, 8, "abcdefghjkmnpqrstuvwxyz23456789") for _ in range(pick(r, [8, 10]))]
    if style == "alnum10":
        return [chars(r, 10, ALNUM_LOWER) for _ in range(pick(r, [6, 8, 10]))]
    if style == "dash4":
        return ["%s-%s" % (chars(r, 4, ALNUM_LOWER), chars(r, 4, ALNUM_LOWER)) for _ in range(pick(r, [8, 10, 12]))]
    raise ValueError(style)


def ms_recovery(r):
    return "-".join(chars(r, 5, "BCDFGHJKMPQRTVWXY2346789") for _ in range(5))


def apple_recovery(r):
    return "-".join(chars(r, 4, ALNUM_UPPER) for _ in range(7))


# ---------------------------------------------------------------------------
# Mnemonics
# ---------------------------------------------------------------------------
def bip39_words(r, lang="en", n=None):
    n = n or pick(r, [12, 12, 12, 15, 18, 24, 24])
    ent = {12: 16, 15: 20, 18: 24, 21: 28, 24: 32}[n]
    m = MN_EN if lang == "en" else MN_ZH
    phrase = m.to_mnemonic(rbytes(r, ent))
    words = phrase.split()
    assert len(words) == n and m.check(" ".join(words))
    return words


def bip39_invalid_words(r, lang="en", n=12, pool=None):
    """Random words from the list whose checksum does NOT validate."""
    m = MN_EN if lang == "en" else MN_ZH
    pool = pool or (EN_WORDS if lang == "en" else ZH_WORDS)
    while True:
        words = [pick(r, pool) for _ in range(n)]
        if n not in (12, 15, 18, 21, 24) or not m.check(" ".join(words)):
            return words


# ---------------------------------------------------------------------------
# Vendor tokens
# ---------------------------------------------------------------------------
def base62(n, width):
    s = ""
    while n:
        n, rem = divmod(n, 62)
        s = (string.digits + string.ascii_uppercase + string.ascii_lowercase)[rem] + s
    return s.rjust(width, "0")


def github_token(r, prefix=None):
    prefix = prefix or pick(r, ["ghp_", "ghp_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"])
    if prefix == "github_pat_":
        return "github_pat_" + "11" + chars(r, 20, ALNUM_UPPER) + "_" + chars(r, 59, ALNUM)
    body = chars(r, 30, ALNUM)
    return prefix + body + base62(zlib.crc32(body.encode()), 6)


def openai_key(r):
    s = r.random()
    if s < 0.3:
        return "sk-" + chars(r, 20) + "T3BlbkFJ" + chars(r, 20)
    if s < 0.8:
        return "sk-proj-" + chars(r, 74, B64URL) + "T3BlbkFJ" + chars(r, 74, B64URL)
    if s < 0.9:
        return "sk-svcacct-" + chars(r, 74, B64URL) + "T3BlbkFJ" + chars(r, 74, B64URL)
    return "sk-" + chars(r, 48)


def anthropic_key(r):
    pre = pick(r, ["sk-ant-api03-", "sk-ant-api03-", "sk-ant-api03-", "sk-ant-admin01-", "sk-ant-oat01-"])
    return pre + chars(r, 93, B64URL) + "AA"


def aws_key_id(r, temp=False):
    return ("ASIA" if temp else "AKIA") + chars(r, 16, UP + "234567")


def aws_secret(r):
    return chars(r, 40, ALNUM + "/+")


def aws_session_token(r):
    return "IQoJb3JpZ2luX2Vj" + chars(r, 300, B64CH) + "=="


def google_api_key(r):
    return "AIzaSy" + chars(r, 33, B64URL)


def slack_token(r, kind=None):
    kind = kind or pick(r, ["xoxb", "xoxb", "xoxp", "xapp", "hook", "xoxe"])
    if kind == "xoxb":
        return "xoxb-%s-%s-%s" % (digits(r, 11, True), digits(r, 13, True), chars(r, 24))
    if kind == "xoxp":
        return "xoxp-%s-%s-%s-%s" % (digits(r, 11, True), digits(r, 11, True), digits(r, 13, True), hexs(r, 32))
    if kind == "xapp":
        return "xapp-1-A%s-%s-%s" % (chars(r, 10, ALNUM_UPPER), digits(r, 13, True), hexs(r, 64))
    if kind == "xoxe":
        return "xoxe.xoxp-1-" + chars(r, 140, ALNUM + "-")
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (chars(r, 8, ALNUM_UPPER), chars(r, 10, ALNUM_UPPER), chars(r, 24))


def stripe_key(r):
    s = r.random()
    if s < 0.45:
        return "sk_live_51" + chars(r, 97)
    if s < 0.65:
        return "sk_live_" + chars(r, 24)
    if s < 0.85:
        return "rk_live_51" + chars(r, 97)
    return "whsec_" + chars(r, 32)


def jwt(r):
    alg = pick(r, ["HS256", "HS256", "RS256", "ES256", "HS512"])
    header = {"alg": alg, "typ": "JWT"}
    if alg != "HS256" and r.random() < 0.5:
        header["kid"] = hexs(r, 16)
    iat = 1700000000 + r.randrange(60_000_000)
    payload = pick(r, [
        {"sub": str(r.randrange(10 ** 6, 10 ** 7)), "name": pick(r, ["Jane Doe", "Liam Chen", "Ana Souza", "王芳"]), "iat": iat},
        {"user_id": r.randrange(1000, 99999), "role": pick(r, ["admin", "user", "editor"]), "iat": iat, "exp": iat + 3600},
        {"iss": pick(r, ["https://auth.example-app.io/", "accounts.myshop.cn", "https://login.acme.dev"]),
         "sub": "auth0|" + hexs(r, 24), "aud": pick(r, ["api", "web", "mobile"]), "iat": iat, "exp": iat + 86400,
         "scope": pick(r, ["openid profile email", "read:orders write:orders", "offline_access"])},
        {"sid": str(_uuid.UUID(int=r.getrandbits(128), version=4)), "email": pick(r, ["ops@", "me@", "dev@"]) + pick(r, ["acme.io", "qq.com", "gmail.com"]), "iat": iat, "exp": iat + 7200},
    ])
    sig_len = {"HS256": 32, "HS512": 64, "RS256": 256, "ES256": 64}[alg]
    h = b64url(json.dumps(header, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    return "%s.%s.%s" % (h, p, b64url(rbytes(r, sig_len)))


VENDORS = [
    # (vendor display name, env-ish name, generator)
    ("GitLab", "GITLAB_TOKEN", lambda r: "glpat-" + chars(r, 20, B64URL)),
    ("npm", "NPM_TOKEN", lambda r: "npm_" + chars(r, 36)),
    ("SendGrid", "SENDGRID_API_KEY", lambda r: "SG." + chars(r, 22, B64URL) + "." + chars(r, 43, B64URL)),
    ("Hugging Face", "HF_TOKEN", lambda r: "hf_" + chars(r, 34, string.ascii_letters)),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", lambda r: "dop_v1_" + hexs(r, 64)),
    ("Shopify", "SHOPIFY_ACCESS_TOKEN", lambda r: pick(r, ["shpat_", "shpss_", "shpca_"]) + hexs(r, 32)),
    ("PyPI", "PYPI_TOKEN", lambda r: "pypi-AgEIcHlwaS5vcmc" + chars(r, 150, B64URL)),
    ("Twilio", "TWILIO_API_SECRET", lambda r: "SK" + hexs(r, 32)),
    ("Mailgun", "MAILGUN_API_KEY", lambda r: "key-" + hexs(r, 32)),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda r: digits(r, 10, True) + ":AA" + chars(r, 33, B64URL)),
    ("Square", "SQUARE_ACCESS_TOKEN", lambda r: "EAAA" + chars(r, 60, B64URL)),
    ("Linear", "LINEAR_API_KEY", lambda r: "lin_api_" + chars(r, 40)),
    ("Supabase", "SUPABASE_ACCESS_TOKEN", lambda r: "sbp_" + hexs(r, 40)),
    ("Postman", "POSTMAN_API_KEY", lambda r: "PMAK-" + hexs(r, 24) + "-" + hexs(r, 34)),
    ("Databricks", "DATABRICKS_TOKEN", lambda r: "dapi" + hexs(r, 32)),
    ("Notion", "NOTION_TOKEN", lambda r: pick(r, ["secret_" + chars(r, 43), "ntn_" + digits(r, 11) + chars(r, 35)])),
    ("Atlassian", "JIRA_API_TOKEN", lambda r: "ATATT3xFfGF0" + chars(r, 170, B64URL) + "=" + hexs(r, 8, True)),
    ("Doppler", "DOPPLER_TOKEN", lambda r: "dp.st." + pick(r, ["prd.", "dev.", "stg."]) + chars(r, 40)),
    ("Mapbox", "MAPBOX_SECRET_TOKEN", lambda r: "sk.eyJ1Ijoi" + chars(r, 60, B64URL) + "." + chars(r, 22, B64URL)),
    ("Discord", "DISCORD_BOT_TOKEN", lambda r: b64url(digits(r, 18, True).encode()) + "." + chars(r, 6, B64URL) + "." + chars(r, 38, B64URL)),
    ("Aliyun", "ALIBABA_CLOUD_ACCESS_KEY_SECRET", lambda r: chars(r, 30)),
    ("Tencent Cloud", "TENCENTCLOUD_SECRET_KEY", lambda r: chars(r, 32)),
    ("Heroku", "HEROKU_API_KEY", lambda r: "HRKU-" + chars(r, 60, B64URL)),
    ("Vercel", "VERCEL_TOKEN", lambda r: chars(r, 24)),
    ("Cloudflare", "CLOUDFLARE_API_TOKEN", lambda r: chars(r, 40, B64URL)),
    ("Grafana", "GRAFANA_SERVICE_ACCOUNT_TOKEN", lambda r: "glsa_" + chars(r, 32) + "_" + hexs(r, 8)),
    ("New Relic", "NEW_RELIC_API_KEY", lambda r: "NRAK-" + chars(r, 27, ALNUM_UPPER)),
    ("Sentry", "SENTRY_AUTH_TOKEN", lambda r: "sntrys_" + chars(r, 140, B64URL)),
]
# vendors whose token has a recognisable prefix (usable without a labelled context)
PREFIXED_VENDORS = [v for v in VENDORS if v[0] not in ("Aliyun", "Tencent Cloud", "Vercel", "Cloudflare")]


def vendor_token(r, prefixed_only=False):
    v = pick(r, PREFIXED_VENDORS if prefixed_only else VENDORS)
    return v[0], v[1], v[2](r)


def generic_api_key(r):
    s = r.random()
    if s < 0.3:
        return hexs(r, 32)
    if s < 0.45:
        return hexs(r, 40)
    if s < 0.7:
        return chars(r, 32)
    if s < 0.85:
        return b64(rbytes(r, 33))
    return chars(r, r.randint(36, 48), B64URL)


def django_secret(r):
    return "django-insecure-" + chars(r, 50, LOW + DIG + "!@#$%^&*(-_=+)") if r.random() < 0.3 else \
        chars(r, 50, LOW + DIG + "!@#$%^&*(-_=+)")


def env_secret_value(r):
    s = r.random()
    if s < 0.2:
        return password(r)
    if s < 0.4:
        return hexs(r, pick(r, [32, 64]))
    if s < 0.55:
        return b64(rbytes(r, 32))
    if s < 0.7:
        return "base64:" + b64(rbytes(r, 32))
    if s < 0.85:
        return django_secret(r)
    return chars(r, r.randint(24, 40), B64URL)


# ---------------------------------------------------------------------------
# Keys (PEM / OpenSSH / PGP) - real DER built from seeded numbers
# ---------------------------------------------------------------------------
from cryptography.hazmat.primitives import serialization as _ser  # noqa: E402
from cryptography.hazmat.primitives.asymmetric import ec as _ec, ed25519 as _ed, rsa as _rsa  # noqa: E402

_SMALL_PRIMES = [p for p in range(3, 2000) if all(p % q for q in range(2, int(p ** 0.5) + 1))]


def _is_probable_prime(n, r, rounds=24):
    if n < 2:
        return False
    for p in _SMALL_PRIMES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(rounds):
        a = r.randrange(2, n - 2)
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def _prime(r, bits):
    while True:
        n = r.getrandbits(bits) | (1 << (bits - 1)) | (1 << (bits - 2)) | 1
        if _is_probable_prime(n, r):
            return n


def rsa_key(r, bits=None):
    bits = bits or pick(r, [1024, 2048, 2048])
    e = 65537
    while True:
        p, q = _prime(r, bits // 2), _prime(r, bits // 2)
        if p == q:
            continue
        phi = (p - 1) * (q - 1)
        if phi % e == 0:
            continue
        if p < q:
            p, q = q, p
        d = pow(e, -1, phi)
        pub = _rsa.RSAPublicNumbers(e, p * q)
        priv = _rsa.RSAPrivateNumbers(p, q, d, d % (p - 1), d % (q - 1), pow(q, -1, p), pub)
        return priv.private_key()


def pem_rsa(r, pkcs8=None):
    k = rsa_key(r)
    fmt = _ser.PrivateFormat.PKCS8 if (pkcs8 if pkcs8 is not None else r.random() < 0.4) else _ser.PrivateFormat.TraditionalOpenSSL
    return k.private_bytes(_ser.Encoding.PEM, fmt, _ser.NoEncryption()).decode().strip()


def pem_ec(r, pkcs8=None):
    curve = pick(r, [_ec.SECP256R1(), _ec.SECP256R1(), _ec.SECP384R1(), _ec.SECP256K1()])
    while True:
        k = int.from_bytes(rbytes(r, curve.key_size // 8), "big")
        try:
            key = _ec.derive_private_key(k, curve)
            break
        except ValueError:
            continue
    fmt = _ser.PrivateFormat.PKCS8 if (pkcs8 if pkcs8 is not None else r.random() < 0.3) else _ser.PrivateFormat.TraditionalOpenSSL
    return key.private_bytes(_ser.Encoding.PEM, fmt, _ser.NoEncryption()).decode().strip()


def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def ed25519_pair(r):
    seed = rbytes(r, 32)
    k = _ed.Ed25519PrivateKey.from_private_bytes(seed)
    pub = k.public_key().public_bytes(_ser.Encoding.Raw, _ser.PublicFormat.Raw)
    return seed, pub


COMMENTS = ["laptop", "work-mbp", "deploy@ci", "me@home", "pi@raspberrypi", "github-actions", "backup-nas",
            "zhang@thinkpad", "root@vps-sg1", "ana@desktop"]


def openssh_private(r):
    seed, pub = ed25519_pair(r)
    comment = pick(r, COMMENTS)
    pubblob = _sshstr("ssh-ed25519") + _sshstr(pub)
    check = rbytes(r, 4)
    priv = check + check + _sshstr("ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\0" + _sshstr("none") + _sshstr("none") + _sshstr(b"") + struct.pack(">I", 1)
            + _sshstr(pubblob) + _sshstr(priv))
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + wrap(b64(blob), 70) + "\n-----END OPENSSH PRIVATE KEY-----"


def ssh_ed25519_public(r):
    _, pub = ed25519_pair(r)
    return "ssh-ed25519 " + b64(_sshstr("ssh-ed25519") + _sshstr(pub)) + " " + pick(r, COMMENTS)


def _mpint(n):
    b = n.to_bytes((n.bit_length() + 8) // 8, "big")
    return _sshstr(b)


def ssh_rsa_public(r):
    # A public key only needs a plausible modulus: product of two random primes would be slow, and
    # nothing checks it, but keep it odd and full-length.
    n = r.getrandbits(2048) | (1 << 2047) | 1
    return "ssh-rsa " + b64(_sshstr("ssh-rsa") + _mpint(65537) + _mpint(n)) + " " + pick(r, COMMENTS)


def pem_public(r):
    if r.random() < 0.5:
        seed, _ = ed25519_pair(r)
        k = _ed.Ed25519PrivateKey.from_private_bytes(seed).public_key()
    else:
        k = _ec.derive_private_key(int.from_bytes(rbytes(r, 31), "big") + 1, _ec.SECP256R1()).public_key()
    return k.public_bytes(_ser.Encoding.PEM, _ser.PublicFormat.SubjectPublicKeyInfo).decode().strip()


def certificate(r):
    import datetime
    from cryptography import x509
    from cryptography.x509.oid import NameOID
    seed, _ = ed25519_pair(r)
    key = _ed.Ed25519PrivateKey.from_private_bytes(seed)
    cn = pick(r, ["example.org", "api.acme.dev", "nas.home.arpa", "git.internal.cn", "vpn.mycorp.io"])
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, cn)])
    start = datetime.datetime(2024, 1, 1, tzinfo=datetime.timezone.utc) + datetime.timedelta(days=r.randrange(700))
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(r.getrandbits(64) + 1).not_valid_before(start)
            .not_valid_after(start + datetime.timedelta(days=365)).sign(key, None))
    return cert.public_bytes(_ser.Encoding.PEM).decode().strip()


def _crc24(data):
    crc = 0xB704CE
    for b in data:
        crc ^= b << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def _pgp_packet(tag, body):
    n = len(body)
    if n < 192:
        ln = bytes([n])
    elif n < 8384:
        n2 = n - 192
        ln = bytes([(n2 >> 8) + 192, n2 & 0xFF])
    else:
        ln = b"\xff" + struct.pack(">I", n)
    return bytes([0xC0 | tag]) + ln + body


def _pgp_mpi(b):
    n = int.from_bytes(b, "big")
    return struct.pack(">H", n.bit_length()) + b.lstrip(b"\0")


def pgp_block(r, secret=True):
    seed, pub = ed25519_pair(r)
    created = struct.pack(">I", 1600000000 + r.randrange(150_000_000))
    oid = bytes.fromhex("092B06010401DA470F01")
    pubpart = b"\x04" + created + bytes([22]) + oid + _pgp_mpi(b"\x40" + pub)
    if secret:
        sec = _pgp_mpi(seed)
        cks = struct.pack(">H", sum(sec) & 0xFFFF)
        key_pkt = _pgp_packet(5, pubpart + b"\x00" + sec + cks)
    else:
        key_pkt = _pgp_packet(6, pubpart)
    uid = pick(r, ["Ana Souza <ana@proton.me>", "Zhang Wei <zhangwei@163.com>", "Tom Reed <tom@reed.dev>",
                   "Priya N <priya@fastmail.com>", "Li Na <lina@qq.com>"])
    uid_pkt = _pgp_packet(13, uid.encode())
    sig_pkt = _pgp_packet(2, b"\x04\x13\x16\x08" + rbytes(r, 110))
    data = key_pkt + uid_pkt + sig_pkt
    crc = b64(_crc24(data).to_bytes(3, "big"))
    kind = "PRIVATE" if secret else "PUBLIC"
    return ("-----BEGIN PGP %s KEY BLOCK-----\n\n%s\n=%s\n-----END PGP %s KEY BLOCK-----"
            % (kind, wrap(b64(data), 64), crc, kind))


def private_key_pem(r, which=None):
    which = which or pick(r, ["rsa", "rsa", "ec", "openssh", "openssh", "pgp", "pkcs8"])
    if which == "rsa":
        return pem_rsa(r, pkcs8=False)
    if which == "pkcs8":
        return pem_rsa(r, pkcs8=True) if r.random() < 0.6 else pem_ec(r, pkcs8=True)
    if which == "ec":
        return pem_ec(r, pkcs8=False)
    if which == "openssh":
        return openssh_private(r)
    return pgp_block(r, secret=True)


# ---------------------------------------------------------------------------
# Benign look-alike values
# ---------------------------------------------------------------------------
def uuid4(r):
    return str(_uuid.UUID(int=r.getrandbits(128), version=4))


def sha(r, n=64):
    return hexs(r, n)


def sri(r):
    alg = pick(r, ["sha384", "sha384", "sha256", "sha512"])
    nb = {"sha256": 32, "sha384": 48, "sha512": 64}[alg]
    return "%s-%s" % (alg, b64(rbytes(r, nb)))


def png_bytes(r):
    w, h = r.randint(1, 6), r.randint(1, 6)
    raw = b"".join(b"\x00" + rbytes(r, 3 * w) for _ in range(h))

    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def gif_bytes(r):
    return (b"GIF89a\x01\x00\x01\x00\x80\x00\x00" + rbytes(r, 3) + b"\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00"
            b",\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")


def svg_bytes(r):
    c = hexs(r, 6)
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d"><rect width="100%%" height="100%%" fill="#%s"/></svg>'
            % (r.randint(8, 64), r.randint(8, 64), c)).encode()


def data_uri(r):
    s = r.random()
    if s < 0.6:
        return "data:image/png;base64," + b64(png_bytes(r))
    if s < 0.8:
        return "data:image/gif;base64," + b64(gif_bytes(r))
    return "data:image/svg+xml;base64," + b64(svg_bytes(r))


def masked_card(r):
    last = digits(r, 4)
    return pick(r, ["**** **** **** " + last, "•••• " + last, "XXXX-XXXX-XXXX-" + last,
                    card(r)[1][:6] + "******" + last, "**** " + last, "*" * 12 + last])


def phone(r, region=None):
    region = region or pick(r, ["us", "uk", "cn", "cn", "in", "hk", "de"])
    if region == "us":
        return pick(r, ["+1 (%s) 555-01%s", "(%s) 555-01%s", "%s-555-01%s"]) % (pick(r, ["415", "212", "646", "617", "206", "312"]), digits(r, 2))
    if region == "uk":
        return pick(r, ["+44 7700 900%s", "07700 900%s"]) % digits(r, 3)
    if region == "cn":
        n = pick(r, ["138", "139", "186", "135", "177", "150", "199"]) + digits(r, 8)
        return pick(r, ["%s %s %s" % (n[:3], n[3:7], n[7:]), n, "+86 " + n, "+86-%s-%s-%s" % (n[:3], n[3:7], n[7:])])
    if region == "in":
        return "+91 %s %s" % (pick(r, ["98450", "99001", "98200", "70221"]), digits(r, 5))
    if region == "hk":
        return "+852 %s %s" % (pick(r, "5689") + digits(r, 3), digits(r, 4))
    return "+49 30 %s %s" % (digits(r, 4), digits(r, 4))


def cn_landline(r):
    return pick(r, ["010-", "021-", "020-", "0755-", "0571-"]) + digits(r, 8, True)


def tracking(r, kind=None):
    kind = kind or pick(r, ["amazon", "ups", "fedex", "usps", "sf", "jd", "taobao", "zto", "royal", "dhl", "ebay"])
    if kind == "amazon":
        return "Amazon", "%s-%s-%s" % (pick(r, ["111", "112", "113", "114"]), digits(r, 7), digits(r, 7))
    if kind == "ups":
        return "UPS", "1Z" + chars(r, 6, ALNUM_UPPER) + digits(r, 10)
    if kind == "fedex":
        return "FedEx", digits(r, 12, True)
    if kind == "usps":
        return "USPS", "9400 1" + digits(r, 3) + " " + " ".join(digits(r, 4) for _ in range(3)) + " " + digits(r, 2)
    if kind == "sf":
        return "顺丰", "SF" + digits(r, 13, True)
    if kind == "jd":
        return "京东", digits(r, 12, True)
    if kind == "taobao":
        return "淘宝", digits(r, 19, True)
    if kind == "zto":
        return "中通", "7" + digits(r, 13)
    if kind == "royal":
        return "Royal Mail", chars(r, 2, UP) + digits(r, 9) + "GB"
    if kind == "dhl":
        return "DHL", digits(r, 10, True)
    return "eBay", "%s-%s-%s" % (digits(r, 2), digits(r, 5), digits(r, 5))


POSTAL = {
    "in": [("Bengaluru", "560"), ("Mumbai", "400"), ("New Delhi", "110"), ("Chennai", "600"), ("Kolkata", "700"),
           ("Hyderabad", "500"), ("Pune", "411"), ("Jaipur", "302"), ("Kochi", "682"), ("Ahmedabad", "380")],
    "cn": [("北京市海淀区", "100"), ("上海市徐汇区", "200"), ("广州市天河区", "510"), ("深圳市南山区", "518"),
           ("杭州市西湖区", "310"), ("成都市武侯区", "610"), ("南京市鼓楼区", "210"), ("武汉市洪山区", "430")],
    "us": [("San Francisco, CA", "941"), ("New York, NY", "100"), ("Cambridge, MA", "021"), ("Seattle, WA", "981"),
           ("Austin, TX", "787"), ("Chicago, IL", "606")],
}


def postal(r, region):
    city, pre = pick(r, POSTAL[region])
    if region == "in":
        tail = "%03d" % r.randint(1, 99) if r.random() < 0.8 else "%03d" % r.randint(100, 180)
        return city, pre + tail
    if region == "cn":
        return city, pre + digits(r, 2) + "0"
    code = pre + digits(r, 2)
    if r.random() < 0.25:
        code += "-" + digits(r, 4)
    return city, code


def uk_postcode(r):
    return pick(r, ["SW1A %d%s", "EC1A %d%s", "M1 %d%s", "EH1 %d%s", "N1 %d%s", "BS8 %d%s", "CB2 %d%s"]) % (r.randint(1, 9), chars(r, 2, "ABDEFGHJLNPQRSTUWXYZ"))


def ipv4_private(r):
    return pick(r, ["192.168.%d.%d" % (r.randint(0, 3), r.randint(2, 254)), "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254)),
                    "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 254))])


def mac(r):
    return ":".join(hexs(r, 2, True) for _ in range(6))


def ipv6(r):
    return "2001:db8:%s::%s:%s" % (hexs(r, 4), hexs(r, 3), hexs(r, 4))
