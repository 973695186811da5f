"""Value generators and structural validators for secrets_corpus12.

Every generator takes a random.Random and returns a string. GEN maps a slot name to its
generator; templates refer to slot names. Validators (luhn_ok, bip39_ok, b58check_decode,
bech32_verify, eip55_ok, base32_ok, jwt_ok, pem_ok, crc24, ...) are used by the self-check in
make_corpus.py. Python 3.11 standard library only.
"""
import base64
import binascii
import hashlib
import hmac
import json
import re
import string

import wordlists

GEN = {}


def gen(name):
    def deco(fn):
        assert name not in GEN, name
        GEN[name] = fn
        return fn
    return deco


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def rand_str(rng, alphabet, n):
    return "".join(alphabet[rng.randrange(len(alphabet))] for _ in range(n))


def rbytes(rng, n):
    return bytes(rng.randrange(256) for _ in range(n))


DIG = string.digits
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

# ---------------------------------------------------------------------------
# Checksums and encodings
# ---------------------------------------------------------------------------


def luhn_ok(digits):
    s = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(prefix_digits):
    for c in DIG:
        if luhn_ok(prefix_digits + c):
            return prefix_digits + c
    raise AssertionError


def b58encode(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def b58decode(s):
    n = 0
    for ch in s:
        n = n * 58 + B58.index(ch)
    pad = len(s) - len(s.lstrip("1"))
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    return b"\0" * pad + body


def dsha(b):
    return hashlib.sha256(hashlib.sha256(b).digest()).digest()


def b58check_encode(payload):
    return b58encode(payload + dsha(payload)[:4])


def b58check_decode(s):
    """-> payload bytes, or None if the checksum fails."""
    try:
        raw = b58decode(s)
    except ValueError:
        return None
    if len(raw) < 5:
        return None
    payload, chk = raw[:-4], raw[-4:]
    return payload if dsha(payload)[:4] == chk else None


# bech32 (BIP-173)
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech_polymod(values):
    gen_ = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen_[i] if ((b >> i) & 1) else 0
    return chk


def _bech_hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def convertbits(data, frombits, tobits, pad=True):
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


def bech32_encode(hrp, data5):
    values = _bech_hrp_expand(hrp) + data5
    polymod = _bech_polymod(values + [0] * 6) ^ 1
    chk = [(polymod >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data5 + chk)


def bech32_verify(s):
    s = s.lower()
    pos = s.rfind("1")
    hrp, data = s[:pos], s[pos + 1:]
    if any(c not in BECH for c in data):
        return False
    return _bech_polymod(_bech_hrp_expand(hrp) + [BECH.index(c) for c in data]) == 1


# Keccak-256 (for EIP-55 checksummed Ethereum addresses)
_RC = [0x0000000000000001, 0x0000000000008082, 0x800000000000808A, 0x8000000080008000,
       0x000000000000808B, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
       0x000000000000008A, 0x0000000000000088, 0x0000000080008009, 0x000000008000000A,
       0x000000008000808B, 0x800000000000008B, 0x8000000000008089, 0x8000000000008003,
       0x8000000000008002, 0x8000000000000080, 0x000000000000800A, 0x800000008000000A,
       0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008]
_ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]]
_M64 = (1 << 64) - 1


def _rol(x, n):
    return ((x << n) | (x >> (64 - n))) & _M64 if n else x


def _keccak_f(A):
    for rc in _RC:
        C = [A[x][0] ^ A[x][1] ^ A[x][2] ^ A[x][3] ^ A[x][4] for x in range(5)]
        D = [C[(x - 1) % 5] ^ _rol(C[(x + 1) % 5], 1) for x in range(5)]
        A = [[A[x][y] ^ D[x] for y in range(5)] for x in range(5)]
        B = [[0] * 5 for _ in range(5)]
        for x in range(5):
            for y in range(5):
                B[y][(2 * x + 3 * y) % 5] = _rol(A[x][y], _ROT[x][y])
        A = [[B[x][y] ^ ((~B[(x + 1) % 5][y]) & B[(x + 2) % 5][y]) for y in range(5)] for x in range(5)]
        A[0][0] ^= rc
    return A


def keccak256(data):
    rate = 136
    msg = bytearray(data) + b"\x01"
    while len(msg) % rate:
        msg += b"\0"
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


def eip55(addr_hex40):
    a = addr_hex40.lower()
    h = keccak256(a.encode()).hex()
    return "0x" + "".join(c.upper() if c in "abcdef" and int(h[i], 16) >= 8 else c for i, c in enumerate(a))


def eip55_ok(addr):
    return addr == eip55(addr[2:])


def crc24(data):
    crc = 0xB704CE
    for b in data:
        crc ^= b << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def base32_ok(s):
    t = re.sub(r"[\s-]", "", s).upper()
    if not t or len(t) % 8 not in (0, 2, 4, 5, 7):
        return False
    if any(c not in B32 for c in t):
        return False
    try:
        base64.b32decode(t + "=" * (-len(t) % 8))
    except (binascii.Error, ValueError):
        return False
    return True


def b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def b64url_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def jwt_ok(tok):
    parts = tok.split(".")
    if len(parts) != 3:
        return False
    try:
        h = json.loads(b64url_dec(parts[0]))
        p = json.loads(b64url_dec(parts[1]))
        b64url_dec(parts[2])
    except Exception:
        return False
    return isinstance(h, dict) and "alg" in h and isinstance(p, dict)


# ---------------------------------------------------------------------------
# BIP39
# ---------------------------------------------------------------------------


def bip39_from_entropy(ent, words):
    bits = len(ent) * 8
    cs = bits // 32
    h = hashlib.sha256(ent).digest()
    n = (int.from_bytes(ent, "big") << cs) | (h[0] >> (8 - cs))
    total = bits + cs
    return [words[(n >> (total - 11 * (i + 1))) & 2047] for i in range(total // 11)]


def bip39_ok(seq, index):
    if len(seq) not in (12, 15, 18, 21, 24):
        return False
    if any(w not in index for w in seq):
        return False
    n = 0
    for w in seq:
        n = (n << 11) | index[w]
    total = 11 * len(seq)
    cs = total // 33
    bits = total - cs
    ent = (n >> cs).to_bytes(bits // 8, "big")
    return (n & ((1 << cs) - 1)) == (hashlib.sha256(ent).digest()[0] >> (8 - cs))


def mnemonic_words(rng, lang, n=None):
    if n is None:
        n = pick(rng, [12, 12, 12, 24, 18, 15])
    ent = rbytes(rng, n * 11 * 32 // 33 // 8)
    words = wordlists.ENGLISH if lang == "en" else wordlists.CHINESE
    seq = bip39_from_entropy(ent, words)
    assert len(seq) == n
    return seq


def extract_mnemonic(span, lang):
    """Recover the word order from a laid-out phrase: numbered items sorted by number, else
    reading order."""
    if lang == "en":
        pairs = re.findall(r"(?:(\d{1,2})\s*[.):、|-]?\s*)?\b([a-zA-Z]{3,8})\b", span)
        idx = wordlists.EN_INDEX
        pairs = [(n, w.lower()) for n, w in pairs if w.lower() in idx]
    else:
        pairs = re.findall(r"(?:(\d{1,2})\s*[.):、．|-]?\s*)?([\u4e00-\u9fff])", span)
        idx = wordlists.ZH_INDEX
        pairs = [(n, w) for n, w in pairs if w in idx]
    numbered = [p for p in pairs if p[0]]
    if len(numbered) in (12, 15, 18, 21, 24):
        pairs = sorted(numbered, key=lambda p: int(p[0]))
    return [w for _, w in pairs]


# ---------------------------------------------------------------------------
# Small pools
# ---------------------------------------------------------------------------
EN_FIRST = ["Aoife", "Bram", "Callum", "Delphine", "Esi", "Farid", "Greta", "Hamish", "Ines", "Jonah",
            "Kemi", "Lorcan", "Maud", "Niamh", "Oskar", "Priya", "Quentin", "Rosalind", "Sunil", "Tamsin",
            "Ulla", "Vikram", "Winnie", "Xavier", "Yusuf", "Zelda", "Ffion", "Declan", "Marisol", "Tobias",
            "Hattie", "Emeka", "Linnea", "Rhys", "Saoirse", "Anouk", "Bertie", "Cerys", "Dmitri", "Elspeth"]
EN_LAST = ["Okafor", "Lindqvist", "Pemberton", "Achterberg", "Mwangi", "Rourke", "Castellano", "Haldane",
           "Nakamura", "Fairweather", "Oduya", "Brannigan", "Kowalczyk", "Trelawney", "Abernethy", "Szabo",
           "Quartey", "Mendoza", "Holloway", "Varga", "Ellingham", "Duarte", "McKinnon", "Rasmussen"]
ZH_SURNAME = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢"
ZH_GIVEN = ["晓东", "丽娟", "建华", "雨桐", "子轩", "海燕", "志强", "佳怡", "俊杰", "秀英", "文博", "思琪", "国平",
            "红梅", "浩然", "若曦", "德明", "婷婷", "一鸣", "春兰", "宇航", "静怡", "振宇", "淑芬", "梓涵", "立新"]
EN_DOMAINS = ["tidewater-sc.org", "riverside-rowing.ac.uk", "crumbco-op.coop", "palace-pictures.co.uk",
              "greenhollow-nursery.com", "kingsway-taxis.net", "brightstone-band.org.uk", "northweir.nhs.uk",
              "saltmarsh-radio.org", "fellside-scouts.org.uk", "kilnroom.studio", "larkrise-allotments.org"]
ZH_DOMAINS = ["qq.com", "163.com", "126.com", "foxmail.com", "sina.com", "aliyun.com"]
WORDS_PW = ["marigold", "tiller", "jib", "sourdough", "rye", "oarlock", "coxswain", "popcorn", "reel",
            "fern", "begonia", "meter", "cornet", "tuba", "euphonium", "harbour", "bowline", "spinnaker",
            "crumpet", "brioche", "sculls", "regatta", "matinee", "usher", "seedling", "compost", "fare",
            "kestrel", "lantern", "quayside", "damson", "thistle", "pebble", "cobalt", "saffron", "walnut"]
PINYIN = ["zhangwei", "liuyang", "chenjie", "wangfang", "huangli", "zhaolei", "xiaomei", "laozhou",
          "sunhao", "gaoyan", "tianxin", "wuming", "yangguang", "pengyou", "xingfu", "kuaile", "shunli",
          "dahai", "xiaolong", "meimei", "jiayou", "tiantian", "lele", "guoqing"]
SYMS = "!@#$%&*?"


def en_first(rng):
    return pick(rng, EN_FIRST)


def en_full(rng):
    return pick(rng, EN_FIRST) + " " + pick(rng, EN_LAST)


def zh_name(rng):
    return pick(rng, ZH_SURNAME) + pick(rng, ZH_GIVEN)


# ---------------------------------------------------------------------------
# Secret generators
# ---------------------------------------------------------------------------
_TRIVIAL = {"0000", "1111", "1234", "4321", "2222", "9999", "000000", "123456", "111111", "654321"}


def _digits(rng, n, first_nonzero=False):
    while True:
        s = rand_str(rng, DIG, n)
        if first_nonzero and s[0] == "0":
            continue
        if s in _TRIVIAL or len(set(s)) == 1:
            continue
        return s


EN_DIGIT = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ZH_DIGIT = "零一二三四五六七八九"


def spoken_en(rng, ds, oh=True, doubles=True):
    out = []
    i = 0
    while i < len(ds):
        if doubles and i + 1 < len(ds) and ds[i] == ds[i + 1] and rng.random() < 0.7:
            out.append("double " + EN_DIGIT[int(ds[i])])
            i += 2
            continue
        w = EN_DIGIT[int(ds[i])]
        if ds[i] == "0" and oh and rng.random() < 0.6:
            w = "oh"
        out.append(w)
        i += 1
    return out


def spoken_zh(rng, ds, phone_style=None):
    if phone_style is None:
        phone_style = rng.random() < 0.5
    out = []
    for ch in ds:
        d = int(ch)
        w = ZH_DIGIT[d]
        if phone_style:
            w = {"1": "幺", "0": "洞" if rng.random() < 0.5 else "零", "7": "拐" if rng.random() < 0.4 else "七",
                 "2": "两" if rng.random() < 0.5 else "二"}.get(ch, w)
        out.append(w)
    return "".join(out)


@gen("pin4")
def _(rng):
    return _digits(rng, 4)


@gen("pin5")
def _(rng):
    return _digits(rng, 5)


@gen("pin6")
def _(rng):
    return _digits(rng, 6)


@gen("pin46")
def _(rng):
    return _digits(rng, pick(rng, [4, 4, 6]))


@gen("pin8")
def _(rng):
    return _digits(rng, 8)


@gen("pin_sp")
def _(rng):
    return " ".join(_digits(rng, pick(rng, [4, 4, 6])))


@gen("pin_dash")
def _(rng):
    d = _digits(rng, pick(rng, [4, 6]))
    return "-".join(d) if rng.random() < 0.5 else d[:2] + "-" + d[2:] if len(d) == 4 else d[:3] + "-" + d[3:]


@gen("pin_dot")
def _(rng):
    return ".".join(_digits(rng, 4))


@gen("pin_words")
def _(rng):
    ws = spoken_en(rng, _digits(rng, pick(rng, [4, 4, 6])))
    return pick(rng, [" ", ", ", "-", " "]).join(ws)


@gen("pin_words_cap")
def _(rng):
    ws = spoken_en(rng, _digits(rng, 4))
    return " ".join(ws).capitalize()


@gen("pin_zh")
def _(rng):
    return spoken_zh(rng, _digits(rng, pick(rng, [4, 6])))


@gen("pin_zh_sp")
def _(rng):
    s = spoken_zh(rng, _digits(rng, pick(rng, [4, 6])))
    return pick(rng, [" ", "、", "，"]).join(s)


@gen("puk")
def _(rng):
    return _digits(rng, 8)


@gen("door_hash")
def _(rng):
    d = _digits(rng, pick(rng, [4, 4, 5, 6]))
    return pick(rng, [d + "#", "#" + d, "*" + d, d + "*", "*" + d + "#"])


@gen("door_c")
def _(rng):
    d = _digits(rng, 4)
    return pick(rng, ["C" + d, "C" + d + "X", d + "X", "C " + d])


@gen("door_ab")
def _(rng):
    return pick(rng, UP[:4]) + _digits(rng, pick(rng, [3, 4]))


@gen("combo3")
def _(rng):
    a, b, c = rng.randrange(40), rng.randrange(40), rng.randrange(40)
    sep = pick(rng, ["-", " - ", "–", " "])
    return sep.join("%02d" % x if rng.random() < 0.5 else str(x) for x in (a, b, c))


@gen("wheel3")
def _(rng):
    d = _digits(rng, pick(rng, [3, 4]))
    return pick(rng, ["", "-", " "]).join(d)


@gen("keysafe")
def _(rng):
    d = _digits(rng, 4)
    return pick(rng, [d, d, " ".join(d), d[:2] + " " + d[2:]])


# passwords ---------------------------------------------------------------
LEET = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}


def _pw_word(rng):
    w = pick(rng, WORDS_PW)
    return w


@gen("pw")
def _(rng):
    style = rng.randrange(8)
    if style == 0:
        return _pw_word(rng).capitalize() + pick(rng, SYMS) + str(rng.randrange(1960, 2027))
    if style == 1:
        w = _pw_word(rng).capitalize()
        w2 = "".join(LEET.get(c, c) if rng.random() < 0.5 else c for c in w)
        if w2 == w:
            w2 = w[:-1] + "!"
        return w2 + str(rng.randrange(10, 99))
    if style == 2:
        return pick(rng, PINYIN) + pick(rng, ["0823", "1990", "520", "888", "1314", "0607", "2011", "66"]) + pick(rng, ["", "!", ".", "@"])
    if style == 3:
        return pick(rng, ["qazWSX", "1qaz@WSX", "zaq1ZAQ!", "Asdf;lkj", "qweASD"]) + str(rng.randrange(100, 999))
    if style == 4:
        return rand_str(rng, ALNUM, rng.randrange(12, 17))
    if style == 5:
        return rand_str(rng, ALNUM + "!#%&*+-=?", rng.randrange(14, 21))
    if style == 6:
        return _pw_word(rng) + pick(rng, ["-", "_", "."]) + _pw_word(rng) + pick(rng, ["-", "_", "."]) + str(rng.randrange(10, 100))
    return pick(rng, UP) + rand_str(rng, LOW, 5) + str(rng.randrange(100, 10000)) + pick(rng, SYMS)


@gen("pw_simple")
def _(rng):
    return _pw_word(rng) + str(rng.randrange(10, 2027))


@gen("pw_human")
def _(rng):
    return pick(rng, [lambda: _pw_word(rng).capitalize() + str(rng.randrange(10, 99)) + pick(rng, SYMS),
                      lambda: pick(rng, PINYIN) + str(rng.randrange(1970, 2020)),
                      lambda: _pw_word(rng) + pick(rng, ["&", "+", "4"]) + _pw_word(rng) + str(rng.randrange(1, 99))])()


@gen("pw_random")
def _(rng):
    return rand_str(rng, ALNUM + "!@#$%^&*", rng.randrange(12, 19))


@gen("passphrase")
def _(rng):
    ws = []
    while len(ws) < 4:
        w = pick(rng, WORDS_PW)
        if w not in ws:
            ws.append(w)
    sep = pick(rng, [" ", "-", ".", " "])
    return sep.join(ws[:pick(rng, [3, 4])])


NATO = {"a": "alpha", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf",
        "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima", "m": "mike", "n": "november",
        "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo", "s": "sierra", "t": "tango", "u": "uniform",
        "v": "victor", "w": "whiskey", "x": "x-ray", "y": "yankee", "z": "zulu"}
SYM_EN = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar sign", "%": "percent",
          "&": "ampersand", "*": "star", "?": "question mark", "-": "dash", "_": "underscore", ".": "dot"}
SYM_ZH = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "and符号", "*": "星号",
          "?": "问号", "-": "横杠", "_": "下划线", ".": "点"}


def _spell_pw(rng):
    return pick(rng, WORDS_PW)[:rng.randrange(4, 7)].capitalize() + str(rng.randrange(1, 100)) + pick(rng, "!#$%&*?")


@gen("pw_spelled_en")
def _(rng):
    pw = _spell_pw(rng)
    out = []
    for c in pw:
        if c.isupper():
            out.append(pick(rng, ["capital ", "big ", "uppercase "]) + c)
        elif c.islower():
            out.append(c)
        elif c.isdigit():
            out.append(EN_DIGIT[int(c)])
        else:
            out.append(SYM_EN[c])
    return ", ".join(out)


@gen("pw_nato")
def _(rng):
    pw = _spell_pw(rng)
    out = []
    for c in pw:
        if c.isalpha():
            w = NATO[c.lower()]
            out.append(("capital " + w.capitalize()) if c.isupper() else w)
        elif c.isdigit():
            out.append(EN_DIGIT[int(c)])
        else:
            out.append(SYM_EN[c])
    return " ".join(out)


@gen("pw_spelled_zh")
def _(rng):
    pw = _spell_pw(rng)
    out = []
    for c in pw:
        if c.isupper():
            out.append("大写" + c)
        elif c.islower():
            out.append("小写" + c if rng.random() < 0.4 else c)
        elif c.isdigit():
            out.append(pick(rng, ["数字", ""]) + ZH_DIGIT[int(c)])
        else:
            out.append(SYM_ZH[c])
    return pick(rng, ["，", "、", " "]).join(out)


@gen("wifi")
def _(rng):
    style = rng.randrange(7)
    if style == 0:
        return _digits(rng, pick(rng, [8, 8, 10]))
    if style == 1:
        return pick(rng, WORDS_PW).capitalize() + pick(rng, WORDS_PW).capitalize() + str(rng.randrange(10, 100))
    if style == 2:
        return pick(rng, PINYIN) + _digits(rng, pick(rng, [4, 6]))
    if style == 3:
        return rand_str(rng, ALNUM, pick(rng, [10, 12, 16]))
    if style == 4:
        return pick(rng, WORDS_PW) + "-" + pick(rng, WORDS_PW) + "-" + str(rng.randrange(10, 100))
    if style == 5:
        return rand_str(rng, LOW + DIG, 4) + "-" + rand_str(rng, LOW + DIG, 4) + "-" + rand_str(rng, LOW + DIG, 4)
    return pick(rng, WORDS_PW).capitalize() + pick(rng, SYMS) + _digits(rng, 4)


@gen("wifi_digits")
def _(rng):
    return _digits(rng, pick(rng, [8, 9, 10]))


# OTPs --------------------------------------------------------------------
@gen("otp6")
def _(rng):
    return _digits(rng, 6)


@gen("otp4")
def _(rng):
    return _digits(rng, 4)


@gen("otp8")
def _(rng):
    return _digits(rng, 8)


@gen("otp_sp")
def _(rng):
    d = _digits(rng, 6)
    return pick(rng, [d[:3] + " " + d[3:], d[:3] + "-" + d[3:], " ".join(d), d[:2] + " " + d[2:4] + " " + d[4:]])


@gen("otp_dash")
def _(rng):
    d = _digits(rng, 6)
    return d[:3] + "-" + d[3:]


@gen("otp_g")
def _(rng):
    return "G-" + _digits(rng, 6)


@gen("otp_alnum")
def _(rng):
    a = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    return pick(rng, [rand_str(rng, a, 6), rand_str(rng, a, 3) + "-" + rand_str(rng, a, 3), rand_str(rng, a, 8)])


@gen("otp_words")
def _(rng):
    return pick(rng, [" ", ", ", " "]).join(spoken_en(rng, _digits(rng, 6)))


@gen("otp_zh")
def _(rng):
    return spoken_zh(rng, _digits(rng, 6))


# TOTP seeds -------------------------------------------------------------
@gen("b32_16")
def _(rng):
    return base64.b32encode(rbytes(rng, 10)).decode()


@gen("b32_32")
def _(rng):
    return base64.b32encode(rbytes(rng, 20)).decode()


@gen("b32")
def _(rng):
    return base64.b32encode(rbytes(rng, pick(rng, [10, 20, 20]))).decode()


@gen("b32_grp")
def _(rng):
    s = base64.b32encode(rbytes(rng, pick(rng, [10, 20, 20]))).decode()
    if rng.random() < 0.5:
        s = s.lower()
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


@gen("b32_grp_up")
def _(rng):
    s = base64.b32encode(rbytes(rng, pick(rng, [10, 20]))).decode()
    return pick(rng, [" ", "-"]).join(s[i:i + 4] for i in range(0, len(s), 4))


@gen("b32_lower")
def _(rng):
    return base64.b32encode(rbytes(rng, pick(rng, [10, 20]))).decode().lower()


@gen("b32_lines")
def _(rng):
    s = base64.b32encode(rbytes(rng, 20)).decode()
    g = [s[i:i + 4] for i in range(0, len(s), 4)]
    return " ".join(g[:4]) + "\n" + " ".join(g[4:])


# recovery codes ---------------------------------------------------------
def _gh_code(rng):
    return rand_str(rng, HEX, 5) + "-" + rand_str(rng, HEX, 5)


@gen("rc_github")
def _(rng):
    codes = [_gh_code(rng) for _ in range(16)]
    if rng.random() < 0.5:
        return "\n".join(codes)
    return "\n".join(codes[i] + "    " + codes[i + 1] for i in range(0, 16, 2))


@gen("rc_google")
def _(rng):
    codes = [_digits(rng, 4, True) + " " + _digits(rng, 4) for _ in range(10)]
    style = rng.randrange(3)
    if style == 0:
        return "\n".join(codes)
    if style == 1:
        return "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    return "\n".join("%s      %s" % (codes[i], codes[i + 5]) for i in range(5))


@gen("rc_generic")
def _(rng):
    a = LOW + DIG if rng.random() < 0.5 else UP + DIG
    n = pick(rng, [8, 10, 12])
    codes = [rand_str(rng, a, 4) + "-" + rand_str(rng, a, 4) for _ in range(n)]
    sep = pick(rng, ["\n", "\n", "  ", ", "])
    return sep.join(codes)


@gen("rc_discord")
def _(rng):
    codes = [rand_str(rng, LOW + DIG, 8) for _ in range(10)]
    return "\n".join(("- " if rng.random() < 0.0 else "") + c for c in codes)


@gen("rc_bullets")
def _(rng):
    codes = [rand_str(rng, LOW + DIG, 4) + "-" + rand_str(rng, LOW + DIG, 4) for _ in range(pick(rng, [6, 8, 10]))]
    b = pick(rng, ["- ", "* ", "• ", "[ ] "])
    return "\n".join(b + c for c in codes)


@gen("rc_numbered")
def _(rng):
    codes = [_digits(rng, 8, True) for _ in range(pick(rng, [8, 10]))]
    return "\n".join("%d) %s" % (i + 1, c) for i, c in enumerate(codes))


@gen("rc_inline")
def _(rng):
    codes = [rand_str(rng, LOW + DIG, 5) + "-" + rand_str(rng, LOW + DIG, 5) for _ in range(pick(rng, [5, 6, 8]))]
    return pick(rng, [", ", "; ", " / ", " "]).join(codes)


@gen("rc_ms")
def _(rng):
    a = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    return "-".join(rand_str(rng, a, 5) for _ in range(5))


@gen("rc_apple")
def _(rng):
    a = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    return "-".join(rand_str(rng, a, 4) for _ in range(7))


@gen("rc_bitlocker")
def _(rng):
    blocks = []
    for _ in range(8):
        blocks.append("%06d" % (11 * rng.randrange(0, 65536)))
    return "-".join(blocks)


@gen("rc_1pw")
def _(rng):
    a = "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
    return "A3-" + "-".join([rand_str(rng, a, 6), rand_str(rng, a, 6)] + [rand_str(rng, a, 5) for _ in range(4)])


@gen("rc_single")
def _(rng):
    return pick(rng, [_gh_code(rng), _digits(rng, 8, True), rand_str(rng, LOW + DIG, 4) + "-" + rand_str(rng, LOW + DIG, 4),
                      _digits(rng, 4, True) + " " + _digits(rng, 4)])


@gen("rc_sheet")
def _(rng):
    codes = [_digits(rng, 4, True) + " " + _digits(rng, 4) for _ in range(10)]
    lines = []
    for i in range(5):
        lines.append("%2d  %s        %2d  %s" % (i + 1, codes[i], i + 6, codes[i + 5]))
    return "\n".join(lines)


@gen("rc_long")
def _(rng):
    return rand_str(rng, UP + DIG, 32) if rng.random() < 0.5 else " ".join(rand_str(rng, UP + DIG, 4) for _ in range(8))


# security answers -------------------------------------------------------
ANS = {
    "ans_pet": ["Biscuit", "Pudding", "Mango", "Captain Flint", "Noodle", "Bramble", "Pickle", "Ziggy", "Marmite",
                "Sprocket", "Toffee", "Horatio", "Dumpling", "Pepperpot", "Widget", "Clementine", "Sausage", "Flossie",
                "Bilbo", "Tinker", "Rascal", "Mr Whiskers", "Dougal", "Pippin", "Juniper", "Scampi", "Bumble", "Oswald"],
    "ans_street": ["Larkspur Close", "Fennel Row", "Wharf Lane", "Gallowtree Road", "Saltings Way", "Priory Mews",
                   "Cowslip Drive", "Tanner Street", "Orchard Rise", "Ferry Hill", "Ropewalk", "Mill Leat", "Jubilee Terrace",
                   "Coronation Avenue", "Blackthorn Crescent", "Chapel Yard", "Sandpiper Court", "Quarry Bank", "Linnet Grove",
                   "Hawthorn Way", "Baker's Row", "Tithe Barn Lane"],
    "ans_city": ["Aberystwyth", "Kalgoorlie", "Tromso", "Ballymena", "Whanganui", "Ipoh", "Lowestoft", "Fresno",
                 "Kumasi", "Trondheim", "Dunedin", "Mombasa", "Penzance", "Sligo", "Oamaru", "Galway", "Durban", "Bendigo",
                 "Stavanger", "Kilkenny", "Inverness", "Geelong", "Moncton", "Split", "Tamworth"],
    "ans_maiden": ["Fairbanks", "Ogunleye", "Trevithick", "Marchetti", "Hollins", "Carmody", "Szymanski", "Pettigrew",
                   "Abernathy", "Lockhart", "Quayle", "Doherty", "Featherstone", "Penrose", "Adeyemi", "Gallagher",
                   "Winterbottom", "Kowalski", "Prendergast", "Oyelowo", "Treharne", "Macready", "Bellamy", "Hetherington"],
    "ans_teacher": ["Mrs Ramsbottom", "Mr Achebe", "Miss Penhaligon", "Mr Blythe", "Mrs Vasquez", "Miss Oyelaran",
                    "Mr Grimshaw", "Mrs Kettering", "Miss Honeyford", "Mr Dunmore", "Mrs Okwu", "Mr Pilkington",
                    "Miss Threlfall", "Mrs Gwynne", "Mr Sandoval", "Mrs Fothergill", "Mr Kaminski", "Miss Arbuthnot",
                    "Mr Lovelock", "Mrs Brathwaite"],
    "ans_car": ["Nissan Micra", "Ford Fiesta", "Vauxhall Corsa", "Austin Metro", "Skoda Felicia", "Fiat Panda",
                "Renault Clio", "Toyota Starlet", "Peugeot 205", "Rover 200", "VW Polo", "Citroen Saxo", "Ford Escort",
                "Mini Metro", "Honda Civic", "Vauxhall Nova", "Datsun Cherry", "Lada Riva", "Seat Ibiza", "Mazda 323",
                "Volvo 340", "Fiat Uno"],
    "ans_school": ["St Bride's Primary", "Holmwood Infants", "Greenbank Juniors", "Our Lady of Lourdes",
                   "Castlegate Primary", "Millfield Road School", "Westerhope First", "Ravenscroft Primary",
                   "St Aidan's C of E", "Brookside Juniors", "Hilltop Infants", "Kingsmead Primary", "Elm Tree School",
                   "Abbey Lane Primary", "Moorside Juniors", "St Columba's", "Fernhill Primary", "Priory Infants",
                   "Windmill Hill School", "Beacon Primary"],
    "ans_friend": ["Tilly Okoro", "Gus Hennessy", "Ravi", "Moira", "Benedikt", "Juno Price", "Shona", "Wilf", "Nadia Lamb",
                   "Kofi", "Bethan", "Rory McBride", "Effie", "Caspar", "Lottie Nwosu", "Dev", "Imogen", "Fergus",
                   "Tomasz", "Priyanka", "Hamza", "Elodie"],
    "ans_food": ["bread and butter pudding", "jollof rice", "cauliflower cheese", "fish finger sandwiches",
                 "pierogi", "kedgeree", "treacle tart", "shepherd's pie", "egg fried rice", "spotted dick",
                 "cheese on toast", "Welsh cakes", "bubble and squeak", "chicken tikka", "apple crumble", "pasties",
                 "toad in the hole", "bangers and mash", "rhubarb fool", "scotch eggs"],
    "ans_hero": ["Ellen MacArthur", "Grace Hopper", "Steve Redgrave", "Mary Seacole", "Tove Jansson", "Ada Lovelace",
                 "David Attenborough", "Katherine Johnson", "Nelson Mandela", "Marie Curie", "Tanni Grey-Thompson",
                 "Jacinda Ardern", "Chris Hoy", "Rosalind Franklin", "Edmund Hillary", "Mo Farah", "Amelia Earhart",
                 "Jane Goodall", "Kelly Holmes", "Alan Turing"],
    "ans_book": ["Swallows and Amazons", "Moominsummer Madness", "The Owl Service", "Carrie's War", "Tom's Midnight Garden",
                 "The Borrowers", "Watership Down", "The Secret Garden", "Ballet Shoes", "The Phantom Tollbooth",
                 "Stig of the Dump", "Charlotte's Web", "The Hobbit", "Black Beauty", "Goodnight Mister Tom",
                 "The Wind in the Willows", "Five on a Treasure Island", "The Machine Gunners", "Anne of Green Gables",
                 "The Silver Sword"],
    "ans_zh_school": ["实验二小", "育才小学", "东风路小学", "红旗小学", "建设路小学", "铁路一小", "师大附小", "人民路小学",
                      "向阳小学", "解放路小学", "新华小学", "油田三小", "胜利街小学", "矿区子弟小学", "北关小学",
                      "光明小学", "第五中学", "实验中学", "八一小学", "纺织厂子弟学校"],
    "ans_zh_mother": ["王秀英", "刘桂兰", "陈淑珍", "张玉梅", "李凤霞", "赵素芬", "周美华", "孙丽萍", "吴桂芳", "郑秀兰",
                      "何玉兰", "马淑英", "徐凤英", "胡秀珍", "朱桂英", "高美玲", "林素梅", "罗秀云", "梁翠花", "宋玉珍"],
    "ans_zh_pet": ["豆豆", "旺财", "毛毛", "花卷", "球球", "大黄", "咪咪", "年糕", "可乐", "小白", "乐乐", "点点", "布丁",
                   "汤圆", "黑豆", "皮皮", "奶茶", "土豆", "馒头", "虎子", "来福", "妞妞"],
    "ans_zh_city": ["绵阳", "锦州", "赣州", "宜宾", "丹东", "九江", "泉州", "包头", "蚌埠", "湛江", "邢台", "襄阳", "柳州",
                    "牡丹江", "大同", "自贡", "开封", "汕头", "延吉", "常德", "遵义", "鞍山", "安庆"],
    "ans_zh_teacher": ["周淑华", "马建国", "黄丽", "吴老师", "郑桂芝", "林国栋", "王建军", "刘文静", "陈志刚", "杨秀梅",
                       "赵卫东", "孙红霞", "钱老师", "冯玉兰", "何志明", "曹丽君", "彭老师", "田秀英"],
    "ans_zh_book": ["平凡的世界", "围城", "活着", "城南旧事", "骆驼祥子", "红岩", "钢铁是怎样炼成的", "西游记", "草房子",
                    "边城", "家", "白鹿原", "三国演义", "水浒传", "繁星春水", "朝花夕拾", "小王子", "青铜葵花"],
    "ans_zh_food": ["红烧肉", "酸菜鱼", "韭菜盒子", "糖醋排骨", "担担面", "锅包肉", "饺子", "番茄炒蛋", "回锅肉",
                    "麻婆豆腐", "炸酱面", "小笼包", "油泼面", "螺蛳粉", "热干面", "煎饼果子", "肉夹馍", "过桥米线"],
    "ans_zh_friend": ["胖虎", "小芳", "阿强", "大伟", "丫丫", "二狗", "小胖", "阿毛", "猴子", "小雨", "铁蛋", "阿辉",
                      "大头", "小燕子", "石头", "阿珍"],
    "ans_zh_street": ["解放路", "中山北路", "人民西街", "光明巷", "文化路", "建设大街", "和平里", "胜利路", "新华街", "跃进路"],
}
for _k, _pool in ANS.items():
    GEN[_k] = (lambda pool: (lambda rng: pick(rng, pool)))(_pool)


# cards --------------------------------------------------------------------
TEST_CARDS = {"4242424242424242", "4111111111111111", "5555555555554444", "4000056655665556", "5105105105105100",
              "378282246310005", "371449635398431", "6011111111111117", "3530111333300000", "4012888888881881",
              "4000000000000002", "4000000000000077", "6200000000000005", "30569309025904"}


def _card(rng, scheme):
    if scheme == "visa":
        pre, n, grp = "4", 16, [4, 4, 4, 4]
    elif scheme == "mc":
        pre = pick(rng, [str(rng.randrange(51, 56)), str(rng.randrange(2221, 2721))])
        n, grp = 16, [4, 4, 4, 4]
    elif scheme == "amex":
        pre, n, grp = pick(rng, ["34", "37"]), 15, [4, 6, 5]
    elif scheme == "unionpay":
        pre = "62" + str(rng.randrange(10, 99))
        n = pick(rng, [16, 19])
        grp = [4, 4, 4, 4] if n == 16 else [4, 4, 4, 4, 3]
    elif scheme == "discover":
        pre, n, grp = "6011", 16, [4, 4, 4, 4]
    elif scheme == "jcb":
        pre, n, grp = str(rng.randrange(3528, 3590)), 16, [4, 4, 4, 4]
    elif scheme == "diners":
        pre, n, grp = "36", 14, [4, 6, 4]
    else:  # mir
        pre, n, grp = "220" + str(rng.randrange(0, 5)), 16, [4, 4, 4, 4]
    while True:
        body = pre + rand_str(rng, DIG, n - len(pre) - 1)
        num = luhn_complete(body)
        if num not in TEST_CARDS:
            break
    return num, grp


def _group(num, grp, sep):
    out, i = [], 0
    for g in grp:
        out.append(num[i:i + g])
        i += g
    return sep.join(out)


@gen("card")
def _(rng):
    num, grp = _card(rng, pick(rng, ["visa", "visa", "mc", "mc", "amex", "unionpay", "discover", "jcb", "diners", "mir"]))
    return _group(num, grp, pick(rng, [" ", " ", "-", ""]))


@gen("card_cn")
def _(rng):
    num, grp = _card(rng, pick(rng, ["unionpay", "unionpay", "visa", "mc"]))
    return _group(num, grp, pick(rng, [" ", "", " "]))


@gen("card_plain")
def _(rng):
    num, _ = _card(rng, pick(rng, ["visa", "mc", "amex", "unionpay"]))
    return num


# api keys ----------------------------------------------------------------
def _b62(n):
    a = string.digits + string.ascii_uppercase + string.ascii_lowercase
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = a[r] + s
    return s.rjust(6, "0")


@gen("api_key")
def _(rng):
    k = rng.randrange(18)
    if k == 0:
        body = rand_str(rng, ALNUM, 30)
        return "ghp_" + body + _b62(binascii.crc32(body.encode()))
    if k == 1:
        return "github_pat_11" + rand_str(rng, UP + DIG, 20) + "_" + rand_str(rng, ALNUM, 59)
    if k == 2:
        return "glpat-" + rand_str(rng, ALNUM + "_-", 20)
    if k == 3:
        return pick(rng, ["sk_live_", "rk_live_"]) + rand_str(rng, ALNUM, pick(rng, [24, 99]))
    if k == 4:
        return "xoxb-" + _digits(rng, 12, True) + "-" + _digits(rng, 13, True) + "-" + rand_str(rng, ALNUM, 24)
    if k == 5:
        return "sk-proj-" + rand_str(rng, ALNUM + "_-", 74) + "T3BlbkFJ" + rand_str(rng, ALNUM + "_-", 74)
    if k == 6:
        return "sk-ant-api03-" + rand_str(rng, ALNUM + "_-", 93) + "AA"
    if k == 7:
        return "AIza" + rand_str(rng, ALNUM + "_-", 35)
    if k == 8:
        return "SG." + rand_str(rng, ALNUM + "_-", 22) + "." + rand_str(rng, ALNUM + "_-", 43)
    if k == 9:
        return "npm_" + rand_str(rng, ALNUM, 36)
    if k == 10:
        return "hf_" + rand_str(rng, string.ascii_letters, 34)
    if k == 11:
        return "dop_v1_" + rand_str(rng, HEX, 64)
    if k == 12:
        return "shpat_" + rand_str(rng, HEX, 32)
    if k == 13:
        return _digits(rng, 10, True) + ":AA" + rand_str(rng, ALNUM + "_-", 33)
    if k == 14:
        return "key-" + rand_str(rng, HEX, 32)
    if k == 15:
        return "pypi-AgEIcHlwaS5vcmc" + rand_str(rng, ALNUM + "_-", 60)
    if k == 16:
        return "sk-" + rand_str(rng, ALNUM, 20) + "T3BlbkFJ" + rand_str(rng, ALNUM, 20)
    return "xoxp-" + _digits(rng, 11, True) + "-" + _digits(rng, 12, True) + "-" + _digits(rng, 13, True) + "-" + rand_str(rng, HEX, 32)


@gen("aws_secret")
def _(rng):
    return rand_str(rng, ALNUM + "/+", 40)


@gen("aws_id")
def _(rng):
    return "AKIA" + rand_str(rng, UP + "234567", 16)


@gen("hex32")
def _(rng):
    return rand_str(rng, HEX, 32)


@gen("hex40")
def _(rng):
    return rand_str(rng, HEX, 40)


@gen("hex64")
def _(rng):
    return rand_str(rng, HEX, 64)


@gen("ali_id")
def _(rng):
    return "LTAI5t" + rand_str(rng, ALNUM, 18)


@gen("ali_secret")
def _(rng):
    return rand_str(rng, ALNUM, 30)


@gen("tc_id")
def _(rng):
    return "AKID" + rand_str(rng, ALNUM, 32)


@gen("tok_b64")
def _(rng):
    return base64.b64encode(rbytes(rng, pick(rng, [24, 32, 33]))).decode()


@gen("tok_alnum")
def _(rng):
    return rand_str(rng, ALNUM, pick(rng, [24, 32, 40]))


# JWT ---------------------------------------------------------------------
@gen("jwt")
def _(rng):
    alg = pick(rng, ["HS256", "HS256", "RS256", "ES256"])
    header = {"alg": alg, "typ": "JWT"}
    if alg != "HS256" and rng.random() < 0.6:
        header["kid"] = rand_str(rng, ALNUM, 12)
    iat = 1780000000 + rng.randrange(0, 20000000)
    payload = {"sub": str(rng.randrange(10000, 99999999)), "iat": iat, "exp": iat + pick(rng, [900, 3600, 86400, 604800])}
    if rng.random() < 0.6:
        payload["name"] = en_full(rng) if rng.random() < 0.7 else "user" + str(rng.randrange(100, 999))
    if rng.random() < 0.5:
        payload["role"] = pick(rng, ["admin", "member", "staff", "volunteer", "coach"])
    if rng.random() < 0.4:
        payload["iss"] = "https://auth." + pick(rng, EN_DOMAINS)
    h = b64url(json.dumps(header, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    if alg == "HS256":
        sig = hmac.new(rbytes(rng, 32), (h + "." + p).encode(), hashlib.sha256).digest()
    elif alg == "RS256":
        sig = rbytes(rng, 256)
    else:
        sig = rbytes(rng, 64)
    return h + "." + p + "." + b64url(sig)


# DER / PEM ---------------------------------------------------------------
def der_len(n):
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, body):
    return bytes([tag]) + der_len(len(body)) + body


def der_int_bytes(b):
    b = b.lstrip(b"\0") or b"\0"
    if b[0] & 0x80:
        b = b"\0" + b
    return der(0x02, b)


def _rsa_pkcs1(rng, bits=1024):
    nb = bits // 8
    def num(k):
        x = bytearray(rbytes(rng, k))
        x[0] |= 0x80
        return bytes(x)
    parts = [der(0x02, b"\0"), der_int_bytes(num(nb)), der(0x02, b"\x01\x00\x01"), der_int_bytes(num(nb))]
    parts += [der_int_bytes(num(nb // 2)) for _ in range(5)]
    return der(0x30, b"".join(parts))


def pem(label, body, width=64):
    b = base64.b64encode(body).decode()
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(b[i:i + width] for i in range(0, len(b), width)), label)


EC_P256_OID = bytes.fromhex("06082a8648ce3d030107")


def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(rng, comment):
    pub = rbytes(rng, 32)
    priv = rbytes(rng, 32)
    pubblob = _sshstr("ssh-ed25519") + _sshstr(pub)
    chk = rbytes(rng, 4)
    sec = chk + chk + _sshstr("ssh-ed25519") + _sshstr(pub) + _sshstr(priv + pub) + _sshstr(comment)
    i = 1
    while len(sec) % 8:
        sec += bytes([i])
        i += 1
    blob = b"openssh-key-v1\0" + _sshstr("none") + _sshstr("none") + _sshstr(b"") + (1).to_bytes(4, "big") + _sshstr(pubblob) + _sshstr(sec)
    return pem("OPENSSH PRIVATE KEY", blob, 70)


def pgp_armor(kind, packets):
    b = base64.b64encode(packets).decode()
    c = base64.b64encode(crc24(packets).to_bytes(3, "big")).decode()
    label = "PGP %s KEY BLOCK" % kind
    return "-----BEGIN %s-----\n\n%s\n=%s\n-----END %s-----" % (label, "\n".join(b[i:i + 64] for i in range(0, len(b), 64)), c, label)


def _pgp_packet(tag, body):
    assert len(body) < 192
    return bytes([0xC0 | tag, len(body)]) + body


def _mpi(b):
    b = b.lstrip(b"\0")
    return ((len(b) - 1) * 8 + b[0].bit_length()).to_bytes(2, "big") + b


def pgp_packets(rng, secret, uid):
    ts = (1700000000 + rng.randrange(0, 80000000)).to_bytes(4, "big")
    oid = bytes.fromhex("2b06010401da470f01")
    pub = b"\x40" + rbytes(rng, 32)
    body = b"\x04" + ts + b"\x16" + bytes([len(oid)]) + oid + _mpi(pub)
    if secret:
        s = bytearray(rbytes(rng, 32))
        s[0] |= 0x40
        m = _mpi(bytes(s))
        body += b"\x00" + m + (sum(m) & 0xFFFF).to_bytes(2, "big")
        tag = 5
    else:
        tag = 6
    return _pgp_packet(tag, body) + _pgp_packet(13, uid.encode())


@gen("pem_key")
def _(rng):
    k = rng.randrange(5)
    if k == 0:
        return pem("RSA PRIVATE KEY", _rsa_pkcs1(rng, 1024))
    if k == 1:
        body = der(0x30, der(0x02, b"\x01") + der(0x04, rbytes(rng, 32)) + der(0xA0, EC_P256_OID) + der(0xA1, der(0x03, b"\0\x04" + rbytes(rng, 64))))
        return pem("EC PRIVATE KEY", body)
    if k == 2:
        return pem("PRIVATE KEY", bytes.fromhex("302e020100300506032b657004220420") + rbytes(rng, 32))
    if k == 3:
        rsa = _rsa_pkcs1(rng, 1024)
        algo = der(0x30, der(0x06, bytes.fromhex("2a864886f70d010101")) + b"\x05\x00")
        return pem("PRIVATE KEY", der(0x30, der(0x02, b"\0") + algo + der(0x04, rsa)))
    return openssh_ed25519(rng, pick(rng, ["", "deploy@", "tills@", "rowing@", "projector@"]) + pick(rng, ["boathouse", "bakery-pi", "booth2", "nas", "kiosk"]))


@gen("ssh_key")
def _(rng):
    return openssh_ed25519(rng, pick(rng, ["pi@kiosk", "admin@nas", "ops@radio", "", "ferry@laptop"]))


@gen("pgp_key")
def _(rng):
    return pgp_armor("PRIVATE", pgp_packets(rng, True, en_full(rng) + " <" + pick(rng, LOW) + "@" + pick(rng, EN_DOMAINS) + ">"))


def pem_ok(span):
    m = re.search(r"-----BEGIN ([A-Z0-9 ]+)-----\n(.*?)\n-----END \1-----", span, re.S)
    if not m:
        return False
    body = m.group(2)
    if "PGP" in m.group(1):
        lines = [l for l in body.split("\n") if l and ":" not in l]
        crc_line = [l for l in lines if l.startswith("=")]
        data = base64.b64decode("".join(l for l in lines if not l.startswith("=")))
        return bool(crc_line) and base64.b64decode(crc_line[0][1:]) == crc24(data).to_bytes(3, "big")
    raw = base64.b64decode(body.replace("\n", ""))
    if m.group(1) == "OPENSSH PRIVATE KEY":
        return raw.startswith(b"openssh-key-v1\0")
    return raw[0] == 0x30


# wallet keys ------------------------------------------------------------
@gen("wif")
def _(rng):
    k = rbytes(rng, 32)
    return b58check_encode(b"\x80" + k + (b"\x01" if rng.random() < 0.7 else b""))


@gen("hexkey")
def _(rng):
    h = rbytes(rng, 32).hex()
    return pick(rng, ["0x" + h, h, "0x" + h])


@gen("xprv")
def _(rng):
    payload = bytes.fromhex("0488ade4") + bytes([pick(rng, [0, 3, 4])]) + rbytes(rng, 4) + rbytes(rng, 4) + rbytes(rng, 32) + b"\0" + rbytes(rng, 32)
    return b58check_encode(payload)


@gen("sol_secret")
def _(rng):
    return b58encode(rbytes(rng, 64))


@gen("sol_json")
def _(rng):
    return "[" + ",".join(str(b) for b in rbytes(rng, 64)) + "]"


@gen("wallet_key")
def _(rng):
    return GEN[pick(rng, ["wif", "wif", "hexkey", "xprv", "sol_secret"])](rng)


# connection strings / URLs -------------------------------------------------
HOSTS = ["db.internal", "10.4.0.12", "pg-main.tidewater-sc.org", "mysql.crumbco-op.coop", "redis-prod", "localhost",
         "rm-bp1k3x.mysql.rds.aliyuncs.com", "sql.northweir.local", "192.168.50.10"]
SCHEME_HOSTS = {
    "postgres": ["pg-main.tidewater-sc.org", "db.internal", "10.4.0.12", "localhost", "pgm-uf6x2.pg.rds.aliyuncs.com", "rota-db"],
    "mysql": ["mysql.crumbco-op.coop", "rm-bp1k3x.mysql.rds.aliyuncs.com", "192.168.50.10", "localhost", "tills-db"],
    "mongo": ["cluster0.x7fq2.mongodb.net", "shard.k2p9q.mongodb.net", "members.a1b2c.mongodb.net"],
    "redis": ["redis-prod", "10.4.0.21", "r-bp1q8.redis.rds.aliyuncs.com", "localhost", "cache.internal"],
    "mssql": ["sql.northweir.local", "10.20.1.5", "HIS-SQL01", "tcp:renal-db.database.windows.net,1433"],
    "amqp": ["rabbit.internal", "mq.saltmarsh-radio.org", "10.4.0.30"],
}


def _user(rng):
    return pick(rng, ["admin", "app", "booking", "tills", "radio", "postgres", "root", "svc_boathouse", "rota", "web", "ops"])


def _cpw(rng):
    return pick(rng, [rand_str(rng, ALNUM, pick(rng, [12, 16, 20])), GEN["pw_simple"](rng), _pw_word(rng).capitalize() + str(rng.randrange(10, 99)) + pick(rng, "!*_.")])


def _db(rng):
    return pick(rng, ["rota", "bookings", "tills", "members", "orders", "inventory", "playout", "his"])


CONN = {
    "pg_url": lambda rng: "postgres://%s:%s@%s:5432/%s" % (_user(rng), _cpw(rng), pick(rng, SCHEME_HOSTS["postgres"]), _db(rng)),
    "mysql_url": lambda rng: "mysql://%s:%s@%s:3306/%s" % (_user(rng), _cpw(rng), pick(rng, SCHEME_HOSTS["mysql"]), _db(rng)),
    "mongo_url": lambda rng: "mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority" % (_user(rng), _cpw(rng), pick(rng, SCHEME_HOSTS["mongo"]), _db(rng)),
    "redis_url": lambda rng: "redis://:%s@%s:6379/%d" % (_cpw(rng), pick(rng, SCHEME_HOSTS["redis"]), rng.randrange(0, 4)),
    "mssql_ado": lambda rng: "Server=%s;Database=%s;User Id=%s;Password=%s;" % (pick(rng, SCHEME_HOSTS["mssql"]), _db(rng), _user(rng), _cpw(rng)),
    "jdbc_pg": lambda rng: "jdbc:postgresql://%s:5432/%s?user=%s&password=%s" % (pick(rng, SCHEME_HOSTS["postgres"]), _db(rng), _user(rng), _cpw(rng)),
    "jdbc_mysql": lambda rng: "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=false" % (pick(rng, SCHEME_HOSTS["mysql"]), _db(rng), _user(rng), _cpw(rng)),
    "amqp_url": lambda rng: "amqp://%s:%s@%s:5672/%s" % (_user(rng), _cpw(rng), pick(rng, SCHEME_HOSTS["amqp"]), pick(rng, ["%2F", "vhost"])),
    "sqlalchemy_url": lambda rng: "postgresql+psycopg2://%s:%s@%s/%s" % (_user(rng), _cpw(rng), pick(rng, SCHEME_HOSTS["postgres"]), _db(rng)),
}
for _k, _f in CONN.items():
    GEN[_k] = _f
GEN["conn"] = lambda rng: CONN[pick(rng, sorted(CONN))](rng)
GEN["conn_pg"] = lambda rng: CONN[pick(rng, ["pg_url", "sqlalchemy_url", "pg_url"])](rng)
GEN["conn_jdbc"] = lambda rng: CONN[pick(rng, ["jdbc_pg", "jdbc_mysql"])](rng)
GEN["conn_db"] = lambda rng: CONN[pick(rng, ["pg_url", "mysql_url", "mongo_url", "mssql_ado", "sqlalchemy_url"])](rng)
GEN["conn_url"] = lambda rng: CONN[pick(rng, ["pg_url", "mysql_url", "mongo_url", "redis_url", "amqp_url"])](rng)

CRED_URL = {
    "cred_https": lambda rng: "https://%s:%s@%s/%s" % (_user(rng), _cpw(rng), pick(rng, ["files.tidewater-sc.org", "nas.crumbco-op.coop", "dav.kilnroom.studio", "cloud.saltmarsh-radio.org"]), pick(rng, ["remote.php/dav/files/" + _user(rng), "share/", "backup/", "webdav/"])),
    "cred_ftp": lambda rng: "ftp://%s:%s@%s/" % (_user(rng), _cpw(rng), pick(rng, ["ftp.palace-pictures.co.uk", "upload.saltmarsh-radio.org", "192.168.1.%d" % rng.randrange(2, 250)])),
    "cred_rtsp": lambda rng: "rtsp://admin:%s@192.168.%d.%d:554/%s" % (_cpw(rng), rng.randrange(0, 10), rng.randrange(2, 250), pick(rng, ["Streaming/Channels/101", "cam/realmonitor?channel=1&subtype=0", "h264/ch1/main/av_stream"])),
    "cred_git": lambda rng: pick(rng, ["https://x-access-token:ghp_%s@github.com/%s/%s.git" % (rand_str(rng, ALNUM, 36), pick(rng, ["tidewater-sc", "crumbco", "kilnroom"]), pick(rng, ["site", "rota", "tills"])),
                                       "https://%s:%s@gitee.com/%s/%s.git" % (pick(rng, PINYIN), _cpw(rng), pick(rng, PINYIN), pick(rng, ["yizhan", "wuye", "paotuan"])),
                                       "https://oauth2:glpat-%s@gitlab.com/%s/%s.git" % (rand_str(rng, ALNUM, 20), pick(rng, ["brightstone-band", "saltmarsh"]), pick(rng, ["library", "playout"]))]),
    "cred_token_q": lambda rng: "https://%s/api/v1/export?%s=%s" % (pick(rng, ["booking.kingsway-taxis.net", "rota.northweir.nhs.uk", "api.greenhollow-nursery.com"]), pick(rng, ["access_token", "api_key", "token"]), rand_str(rng, ALNUM, 40)),
    "cred_dingtalk": lambda rng: "https://oapi.dingtalk.com/robot/send?access_token=%s" % rand_str(rng, HEX, 64),
    "cred_feishu": lambda rng: "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % uuid4(rng),
    "cred_slack": lambda rng: "https://hooks.slack.com/services/T%s/B%s/%s" % (rand_str(rng, UP + DIG, 8), rand_str(rng, UP + DIG, 10), rand_str(rng, ALNUM, 24)),
    "cred_smtp": lambda rng: "smtp://%s:%s@smtp.%s:587" % (_user(rng), _cpw(rng), pick(rng, EN_DOMAINS)),
    "cred_ical": lambda rng: "https://calendar.%s/ical/%s/private-%s/basic.ics" % (pick(rng, EN_DOMAINS), pick(rng, ["rota", "bookings"]), rand_str(rng, HEX, 32)),
    "cred_zoom": lambda rng: "https://us0%dweb.zoom.us/j/%d?pwd=%s" % (rng.randrange(2, 7), rng.randrange(10 ** 9, 10 ** 10), rand_str(rng, ALNUM, 32)),
}
for _k, _f in CRED_URL.items():
    GEN[_k] = _f
GEN["cred_url"] = lambda rng: CRED_URL[pick(rng, sorted(CRED_URL))](rng)
GEN["cred_webhook"] = lambda rng: CRED_URL[pick(rng, ["cred_dingtalk", "cred_feishu", "cred_slack"])](rng)
GEN["cred_share"] = lambda rng: CRED_URL[pick(rng, ["cred_https", "cred_ftp"])](rng)


@gen("env_val")
def _(rng):
    return pick(rng, [rand_str(rng, ALNUM, pick(rng, [24, 32, 40])), rand_str(rng, HEX, 64), GEN["tok_b64"](rng), _cpw(rng), GEN["api_key"](rng)])


# fillers -------------------------------------------------------------------
FILL = {}


def fill(name):
    def deco(fn):
        FILL[name] = fn
        return fn
    return deco


FILL["en_first"] = en_first
FILL["en_full"] = en_full
FILL["zh_name"] = zh_name
FILL["zh_sur"] = lambda rng: pick(rng, ZH_SURNAME)
FILL["email"] = lambda rng: pick(rng, [en_first(rng).lower() + "." + pick(rng, EN_LAST).lower(), pick(rng, ["bookings", "rota", "treasurer", "stores", "office", "captain"])]) + "@" + pick(rng, EN_DOMAINS)
FILL["zh_email"] = lambda rng: pick(rng, PINYIN) + str(rng.randrange(1, 999)) + "@" + pick(rng, ZH_DOMAINS)
FILL["user"] = lambda rng: pick(rng, [en_first(rng).lower() + str(rng.randrange(1, 99)), en_first(rng).lower() + "." + pick(rng, EN_LAST).lower(), pick(rng, ["boathouse", "frontdesk", "till2", "projection", "bandroom", "nurses_station", "rota.admin"])])
FILL["zh_user"] = lambda rng: pick(rng, [pick(rng, PINYIN) + str(rng.randrange(1, 999)), "1" + pick(rng, ["38", "39", "50", "58", "86", "77", "35"]) + _digits(rng, 8), pick(rng, ["admin", "yizhan01", "wuye_qd", "kefu", "zhongyi"])])
FILL["time"] = lambda rng: "%d:%02d" % (rng.randrange(6, 23), pick(rng, [0, 5, 10, 15, 20, 30, 40, 45, 50]))
FILL["time12"] = lambda rng: "%d:%02d%s" % (rng.randrange(1, 13), pick(rng, [0, 15, 30, 45, 10, 50]), pick(rng, ["am", "pm"]))
FILL["day"] = lambda rng: pick(rng, ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
FILL["month"] = lambda rng: pick(rng, ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"])
FILL["date"] = lambda rng: "%d %s" % (rng.randrange(1, 29), pick(rng, ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]))
FILL["isodate"] = lambda rng: "2026-%02d-%02d" % (rng.randrange(1, 13), rng.randrange(1, 29))
FILL["zh_date"] = lambda rng: "%d月%d日" % (rng.randrange(1, 13), rng.randrange(1, 29))
FILL["zh_wd"] = lambda rng: pick(rng, ["周一", "周二", "周三", "周四", "周五", "周六", "周日", "星期三", "星期六"])
def _zh_time(rng):
    part, lo, hi = pick(rng, [("早上", 6, 9), ("上午", 9, 12), ("中午", 12, 13), ("下午", 1, 6), ("晚上", 6, 11)])
    return part + str(rng.randrange(lo, hi)) + "点" + pick(rng, ["", "半", "一刻", "十分", "四十"])


FILL["zh_time"] = _zh_time
FILL["n2"] = lambda rng: str(rng.randrange(2, 99))
FILL["n3"] = lambda rng: str(rng.randrange(100, 999))
FILL["small"] = lambda rng: str(rng.randrange(2, 12))
FILL["gbp"] = lambda rng: "£%d.%02d" % (rng.randrange(1, 80), pick(rng, [0, 50, 95, 20, 75, 99]))
FILL["cny"] = lambda rng: "%d元" % rng.randrange(5, 500)
FILL["host"] = lambda rng: pick(rng, HOSTS)
FILL["domain"] = lambda rng: pick(rng, EN_DOMAINS)
FILL["boat"] = lambda rng: pick(rng, ["Kittiwake", "Second Wind", "Dorothy May", "Lark", "Puffin II", "Good Intent", "Sea Otter", "Halcyon"])
FILL["shell"] = lambda rng: pick(rng, ["Eight", "IV", "coxless four", "double scull", "pair"])
FILL["film"] = lambda rng: pick(rng, ["Paddington 2", "Brief Encounter", "Spirited Away", "The Third Man", "Local Hero", "Aftersun", "Chungking Express"])
FILL["plant"] = lambda rng: pick(rng, ["hellebores", "salvias", "dahlia tubers", "olive trees", "fuchsias", "hostas", "bare-root roses"])
FILL["bread"] = lambda rng: pick(rng, ["sourdough", "rye", "focaccia", "seeded batch", "cardamom buns", "bagels"])
FILL["tune"] = lambda rng: pick(rng, ["Deep Harmony", "Nimrod", "Cwm Rhondda", "Slaidburn", "The Floral Dance", "Abide with Me"])
FILL["bay"] = lambda rng: str(rng.randrange(1, 24))
FILL["zh_place"] = lambda rng: pick(rng, ["3号楼", "5栋2单元", "A座", "北门", "地下车库", "东区", "7号楼", "12栋"])
FILL["zh_shop"] = lambda rng: pick(rng, ["菜鸟驿站", "兔喜驿站", "妈妈驿站", "中通快递超市"])
FILL["zh_brand"] = lambda rng: pick(rng, ["德施曼", "小米", "凯迪仕", "鹿客", "TCL"])
FILL["zh_app"] = lambda rng: pick(rng, ["支付宝", "微信", "工商银行", "招商银行", "建设银行", "淘宝", "京东", "美团", "抖音"])
FILL["en_app"] = lambda rng: pick(rng, ["Monzo", "Starling", "PayPal", "Revolut", "Nationwide", "Halifax", "Dropbox", "Discord", "Steam", "Xero", "Deliveroo"])
FILL["ssid"] = lambda rng: pick(rng, ["Boathouse-Guest", "CrumbCoop_5G", "PalaceStaff", "Nursery-Polytunnel", "RankOffice", "BandRoom", "Unit4-Staff", "TideWater", "SaltmarshFM", "KilnRoom"])
FILL["zh_ssid"] = lambda rng: pick(rng, ["TP-LINK_5G_" + _digits(rng, 4), "ChinaNet-" + rand_str(rng, UP + DIG, 4), "CMCC-" + rand_str(rng, UP + DIG, 4), "Xiaomi_" + rand_str(rng, HEX.upper(), 4), "HUAWEI-" + rand_str(rng, UP + DIG, 4), "yizhan_office", "wuye-free"])
FILL["issuer"] = lambda rng: pick(rng, ["GitHub", "Xero", "Cloudflare", "Mailchimp", "Proton", "Bitwarden", "Shopify", "Zoho", "Gitea", "Nextcloud"])
FILL["zh_issuer"] = lambda rng: pick(rng, ["阿里云", "腾讯云", "Gitee", "坚果云", "华为云", "飞书"])
FILL["bank"] = lambda rng: pick(rng, ["Monzo", "Barclays", "Nationwide", "Lloyds", "Starling", "Santander", "HSBC", "Co-op Bank"])
FILL["zh_bank"] = lambda rng: pick(rng, ["工商银行", "招商银行", "建设银行", "农业银行", "中国银行", "交通银行", "邮储银行"])
FILL["uid6"] = lambda rng: str(rng.randrange(100000, 999999))
FILL["mins"] = lambda rng: str(pick(rng, [5, 10, 15, 30]))


# ---------------------------------------------------------------------------
# Benign look-alike generators (also registered in FILL: templates use them as fillers)
# ---------------------------------------------------------------------------
FILL["sha256"] = lambda rng: rbytes(rng, 32).hex()
FILL["sha1"] = lambda rng: rbytes(rng, 20).hex()
FILL["md5"] = lambda rng: rbytes(rng, 16).hex()
FILL["sha512"] = lambda rng: rbytes(rng, 64).hex()
FILL["sri384"] = lambda rng: "sha384-" + base64.b64encode(rbytes(rng, 48)).decode()
FILL["sri512"] = lambda rng: "sha512-" + base64.b64encode(rbytes(rng, 64)).decode()
FILL["sri256"] = lambda rng: "sha256-" + base64.b64encode(rbytes(rng, 32)).decode()
FILL["gosum"] = lambda rng: "h1:" + base64.b64encode(rbytes(rng, 32)).decode()
FILL["crc32"] = lambda rng: "%08x" % rng.randrange(1 << 32)
FILL["git7"] = lambda rng: rbytes(rng, 4).hex()[:7]
FILL["git40"] = lambda rng: rbytes(rng, 20).hex()


def uuid4(rng):
    b = bytearray(rbytes(rng, 16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = bytes(b).hex()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


FILL["uuid"] = uuid4
FILL["reqid"] = lambda rng: "req_" + rand_str(rng, ALNUM, 14)

# postcodes
IN_CITIES = [("Bengaluru", "560"), ("Mumbai", "400"), ("Chennai", "600"), ("Kolkata", "700"), ("Pune", "411"),
             ("Hyderabad", "500"), ("Jaipur", "302"), ("Kochi", "682"), ("Lucknow", "226"), ("New Delhi", "110"),
             ("Ahmedabad", "380"), ("Mysuru", "570"), ("Coimbatore", "641"), ("Bhopal", "462")]


def _in_pin(rng):
    city, pre = pick(rng, IN_CITIES)
    return city, pre + "%03d" % rng.randrange(1, 100)


FILL["in_city_pin"] = lambda rng: "%s %s" % _in_pin(rng)
FILL["in_pin"] = lambda rng: _in_pin(rng)[1]
FILL["in_city"] = lambda rng: _in_pin(rng)[0]
UK_AREAS = ["CB", "OX", "YO", "LS", "BS", "EX", "TR", "NE", "SA", "LL", "IV", "PL", "NR"]
FILL["uk_pc"] = lambda rng: "%s%d %d%s" % (pick(rng, UK_AREAS), rng.randrange(1, 30), rng.randrange(1, 10), rand_str(rng, "ABDEFGHJLNPQRSTUWXYZ", 2))
FILL["us_zip"] = lambda rng: pick(rng, ["%05d" % rng.randrange(10000, 99950), "%05d-%04d" % (rng.randrange(10000, 99950), rng.randrange(1, 9999))])
FILL["cn_zip"] = lambda rng: pick(rng, ["100", "200", "610", "510", "430", "310", "710", "266", "350", "050"]) + "%03d" % rng.randrange(0, 100)
FILL["ca_pc"] = lambda rng: "%s%d%s %d%s%d" % (pick(rng, "KLMNTV"), rng.randrange(10), pick(rng, "ABCEGHJ"), rng.randrange(10), pick(rng, "ABCEGHJKLMNPRSTVXY"), rng.randrange(10))
FILL["nl_pc"] = lambda rng: "%d %s" % (rng.randrange(1000, 9999), rand_str(rng, "ABCDEHJKLMNPRTVXZ", 2))
FILL["de_pc"] = lambda rng: "%05d" % rng.randrange(10000, 99999)

# orders and tracking
FILL["order_no"] = lambda rng: pick(rng, ["#%d" % rng.randrange(10000, 999999), "%03d-%07d-%07d" % (rng.randrange(100, 999), rng.randrange(10 ** 6, 10 ** 7), rng.randrange(10 ** 6, 10 ** 7)), "ORD-%d" % rng.randrange(100000, 9999999)])
FILL["ups"] = lambda rng: "1Z" + rand_str(rng, UP + DIG, 6) + _digits(rng, 10)
FILL["royalmail"] = lambda rng: rand_str(rng, UP, 2) + _digits(rng, 9) + "GB"
FILL["sf"] = lambda rng: "SF" + _digits(rng, 13, True)
FILL["zto"] = lambda rng: pick(rng, ["7", "75", "78"]) + _digits(rng, 12, True)[: pick(rng, [11, 12])]
FILL["jd"] = lambda rng: "JD" + _digits(rng, 13, True)
FILL["yto"] = lambda rng: "YT" + _digits(rng, 13, True)
FILL["pnr"] = lambda rng: rand_str(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
FILL["invoice"] = lambda rng: pick(rng, ["INV-2026-%04d" % rng.randrange(1, 9999), "INV%06d" % rng.randrange(1, 999999), "#%d" % rng.randrange(1000, 99999)])
FILL["ticket"] = lambda rng: pick(rng, ["%03d-%010d" % (rng.randrange(100, 999), rng.randrange(10 ** 9, 10 ** 10)), "TKT-%d" % rng.randrange(100000, 999999)])
FILL["case_no"] = lambda rng: pick(rng, ["CS-%d" % rng.randrange(100000, 999999), "%d" % rng.randrange(10 ** 7, 10 ** 8)])
FILL["taobao"] = lambda rng: _digits(rng, 19, True)
FILL["meituan"] = lambda rng: _digits(rng, 18, True)
FILL["pickup_no"] = lambda rng: pick(rng, "ABCK") + str(rng.randrange(100, 999))

# phones
FILL["cn_mobile"] = lambda rng: pick(rng, ["138", "139", "150", "186", "177", "135", "159", "188", "199", "131"]) + " " + _digits(rng, 4) + " " + _digits(rng, 4)
FILL["cn_mobile_plain"] = lambda rng: pick(rng, ["138", "139", "150", "186", "177", "135", "159", "188"]) + _digits(rng, 8)
FILL["cn_land"] = lambda rng: pick(rng, ["010-", "021-", "028-", "0755-", "027-", "0532-"]) + _digits(rng, 8, True)
FILL["cn_400"] = lambda rng: "400-%d-%04d" % (rng.randrange(100, 999), rng.randrange(0, 9999))
FILL["uk_mobile"] = lambda rng: "07700 900%03d" % rng.randrange(0, 1000)
FILL["uk_land"] = lambda rng: pick(rng, ["01632 960%03d", "0113 496 0%03d", "0118 496 0%03d", "020 7946 0%03d"]) % rng.randrange(0, 1000)
FILL["us_phone"] = lambda rng: "(%d) 555-01%02d" % (pick(rng, [206, 415, 617, 312, 503]), rng.randrange(0, 100))
FILL["ext"] = lambda rng: str(rng.randrange(200, 4999))

# versions
FILL["semver"] = lambda rng: "%d.%d.%d" % (rng.randrange(0, 20), rng.randrange(0, 40), rng.randrange(0, 30))
FILL["ios_ver"] = lambda rng: "%d.%d.%d" % (rng.randrange(16, 19), rng.randrange(0, 7), rng.randrange(1, 4))
FILL["build"] = lambda rng: "%d%s%d" % (rng.randrange(20, 25), pick(rng, UP[:8]), rng.randrange(10, 999))
FILL["fw_ver"] = lambda rng: "V%d.%d.%d" % (rng.randrange(1, 6), rng.randrange(0, 10), rng.randrange(0, 30))
FILL["py_ver"] = lambda rng: "3.%d.%d" % (rng.randrange(8, 14), rng.randrange(0, 12))

# public keys and addresses
def ssh_ed25519_pub(rng):
    blob = _sshstr("ssh-ed25519") + _sshstr(rbytes(rng, 32))
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


def ssh_rsa_pub(rng):
    n = bytearray(rbytes(rng, 256))
    n[0] |= 0x80
    blob = _sshstr("ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\0" + bytes(n))
    return "ssh-rsa " + base64.b64encode(blob).decode()


FILL["ssh_pub"] = lambda rng: pick(rng, [ssh_ed25519_pub, ssh_ed25519_pub, ssh_rsa_pub])(rng)
FILL["ssh_ed_pub"] = ssh_ed25519_pub
FILL["pem_pub"] = lambda rng: pem("PUBLIC KEY", bytes.fromhex("302a300506032b6570032100") + rbytes(rng, 32))
FILL["pem_cert"] = lambda rng: pem("CERTIFICATE", der(0x30, der(0x30, der(0xA0, der(0x02, b"\x02")) + der(0x02, rbytes(rng, 16)) + rbytes(rng, 180)) + rbytes(rng, 40)))
FILL["pgp_pub"] = lambda rng: pgp_armor("PUBLIC", pgp_packets(rng, False, en_full(rng) + " <" + pick(rng, LOW) + "@" + pick(rng, EN_DOMAINS) + ">"))
FILL["age_pub"] = lambda rng: bech32_encode("age", convertbits(rbytes(rng, 32), 8, 5))
FILL["wg_pub"] = lambda rng: base64.b64encode(rbytes(rng, 32)).decode()
FILL["fp_sha256"] = lambda rng: "SHA256:" + base64.b64encode(rbytes(rng, 32)).decode().rstrip("=")
FILL["pgp_fpr"] = lambda rng: " ".join(rbytes(rng, 20).hex().upper()[i:i + 4] for i in range(0, 40, 4))
FILL["btc_p2pkh"] = lambda rng: b58check_encode(b"\x00" + rbytes(rng, 20))
FILL["btc_p2sh"] = lambda rng: b58check_encode(b"\x05" + rbytes(rng, 20))
FILL["btc_bech32"] = lambda rng: bech32_encode("bc", [0] + convertbits(rbytes(rng, 20), 8, 5))
FILL["btc_addr"] = lambda rng: FILL[pick(rng, ["btc_p2pkh", "btc_p2sh", "btc_bech32", "btc_bech32"])](rng)
FILL["eth_addr"] = lambda rng: eip55(rbytes(rng, 20).hex())
FILL["trx_addr"] = lambda rng: b58check_encode(b"\x41" + rbytes(rng, 20))
FILL["ltc_addr"] = lambda rng: b58check_encode(b"\x30" + rbytes(rng, 20))
FILL["doge_addr"] = lambda rng: b58check_encode(b"\x1e" + rbytes(rng, 20))
FILL["sol_addr"] = lambda rng: b58encode(rbytes(rng, 32))
FILL["xpub"] = lambda rng: b58check_encode(bytes.fromhex("0488b21e") + bytes([3]) + rbytes(rng, 8) + rbytes(rng, 32) + pick(rng, [b"\x02", b"\x03"]) + rbytes(rng, 32))
FILL["tx_hash"] = lambda rng: "0x" + rbytes(rng, 32).hex()

# masked values
FILL["last4"] = lambda rng: _digits(rng, 4)
FILL["mask_card"] = lambda rng: pick(rng, ["**** **** **** ", "•••• ", "XXXX-XXXX-XXXX-", "************", "尾号"]) + _digits(rng, 4)
FILL["mask_phone"] = lambda rng: pick(rng, ["138", "139", "186", "150"]) + "****" + _digits(rng, 4)
FILL["mask_key"] = lambda rng: pick(rng, ["sk_live_…", "ghp_****", "AKIA…", "xoxb-…", "sk-…"]) + rand_str(rng, LOW + DIG, 4)
FILL["mask_email"] = lambda rng: pick(rng, LOW) + "***@" + pick(rng, EN_DOMAINS)

# BIP39 words that are not a mnemonic
def bip39_invalid(rng, lang, n=12):
    words = wordlists.ENGLISH if lang == "en" else wordlists.CHINESE
    index = wordlists.EN_INDEX if lang == "en" else wordlists.ZH_INDEX
    while True:
        seq = [pick(rng, words) for _ in range(n)]
        if not bip39_ok(seq, index):
            return seq


FILL["bip_bad_en"] = lambda rng: " ".join(bip39_invalid(rng, "en"))
FILL["bip_bad_zh"] = lambda rng: " ".join(bip39_invalid(rng, "zh"))
FILL["bip_word"] = lambda rng: pick(rng, wordlists.ENGLISH)
FILL["zh_word"] = lambda rng: pick(rng, wordlists.CHINESE)

# everyday numbers
FILL["room"] = lambda rng: str(pick(rng, [rng.randrange(100, 999), rng.randrange(1000, 4999)]))
FILL["year"] = lambda rng: str(rng.randrange(1890, 2027))
FILL["score"] = lambda rng: "%d-%d" % (rng.randrange(0, 6), rng.randrange(0, 6))
FILL["bigscore"] = lambda rng: "%d for %d" % (rng.randrange(80, 320), rng.randrange(1, 10))
FILL["bus"] = lambda rng: str(pick(rng, [rng.randrange(1, 99), rng.randrange(100, 999)])) + pick(rng, ["", "A", "X", ""])
FILL["flight"] = lambda rng: pick(rng, ["BA", "EI", "KL", "LH", "CA", "MU", "CZ", "FR", "U2", "LS"]) + str(rng.randrange(100, 9999))
FILL["train"] = lambda rng: pick(rng, ["G", "D", "K", "Z"]) + str(rng.randrange(10, 9999))
FILL["seat"] = lambda rng: "%d%s" % (rng.randrange(1, 40), pick(rng, "ABCDEF"))
FILL["kg"] = lambda rng: "%d.%d" % (rng.randrange(48, 110), rng.randrange(0, 10))
FILL["temp"] = lambda rng: "%d.%d" % (rng.randrange(35, 39), rng.randrange(0, 10))
FILL["count"] = lambda rng: str(rng.randrange(3, 2000))
FILL["big"] = lambda rng: "{:,}".format(rng.randrange(1000, 999999))
FILL["pct"] = lambda rng: "%d%%" % rng.randrange(1, 100)
FILL["minutes"] = lambda rng: str(rng.randrange(2, 59))
FILL["km"] = lambda rng: "%d.%d" % (rng.randrange(3, 43), rng.randrange(0, 10))
FILL["pace"] = lambda rng: "%d'%02d\"" % (rng.randrange(4, 8), rng.randrange(0, 60))
FILL["n4"] = lambda rng: str(rng.randrange(1000, 9999))
FILL["n5"] = lambda rng: str(rng.randrange(10000, 99999))
FILL["n6"] = lambda rng: str(rng.randrange(100000, 999999))
FILL["member_no"] = lambda rng: pick(rng, ["%06d" % rng.randrange(1, 999999), "M-%05d" % rng.randrange(1, 99999)])
FILL["serial"] = lambda rng: rand_str(rng, UP + DIG, pick(rng, [10, 12]))
FILL["plate"] = lambda rng: "%s%d %s" % (rand_str(rng, "ABCDEFGHKLMNOPRSVWY", 2), rng.randrange(10, 75), rand_str(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 3))
FILL["cn_plate"] = lambda rng: pick(rng, "京沪川粤鲁浙苏鄂") + pick(rng, "ABCDE") + "·" + rand_str(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 5)
FILL["mrn"] = lambda rng: "RX%07d" % rng.randrange(1, 9999999)


# ---------------------------------------------------------------------------
# Seed-phrase layouts (each re-checked by the self-check through extract_mnemonic)
# ---------------------------------------------------------------------------
def _mn(lang, layout):
    def g(rng):
        n = pick(rng, [12, 12, 12, 24]) if layout not in ("grid", "cols") else pick(rng, [12, 12, 24])
        ws = mnemonic_words(rng, lang, n)
        if lang == "en" and layout == "upper":
            return " ".join(w.upper() for w in ws)
        if layout == "line":
            return " ".join(ws)
        if layout == "comma":
            return (", " if lang == "en" else pick(rng, ["，", "、", ","])).join(ws)
        if layout == "nospace":
            return "".join(ws)
        if layout == "ideo":
            return "\u3000".join(ws)
        if layout == "lines":
            return "\n".join(ws)
        if layout == "num":
            fmt = pick(rng, ["%d. %s", "%d) %s", "%d.%s", "%d、%s" if lang == "zh" else "%d - %s", "%02d %s"])
            return "\n".join(fmt % (i + 1, w) for i, w in enumerate(ws))
        if layout == "inline_num":
            fmt = pick(rng, ["%d.%s", "%d)%s", "(%d) %s", "%d-%s"])
            return " ".join(fmt % (i + 1, w) for i, w in enumerate(ws))
        if layout == "grid":
            cols = 4 if n == 12 else 6
            rows = []
            for r in range(n // cols):
                cells = []
                for c in range(cols):
                    i = r * cols + c
                    cells.append(("%2d %-8s" if lang == "en" else "%2d %s  ") % (i + 1, ws[i]))
                rows.append(" ".join(cells).rstrip())
            return "\n".join(rows)
        if layout == "cols":
            half = n // 2
            rows = []
            for i in range(half):
                a = "%d. %s" % (i + 1, ws[i])
                rows.append(a.ljust(14 if lang == "en" else 8) + "%d. %s" % (i + 1 + half, ws[i + half]))
            return "\n".join(rows)
        if layout == "table":
            rows = ["| # | word |", "|---|---|"] + ["| %d | %s |" % (i + 1, w) for i, w in enumerate(ws)]
            return "\n".join(rows)
        if layout == "dash":
            return "-".join(ws)
        raise KeyError(layout)
    return g


for _lang in ("en", "zh"):
    for _lay in ("line", "comma", "lines", "num", "inline_num", "grid", "cols", "table", "dash") + (("upper",) if _lang == "en" else ("nospace", "ideo")):
        GEN["mn_%s_%s" % (_lang, _lay)] = _mn(_lang, _lay)


CN_CITY_ZIP = [("成都市武侯区", "6100"), ("北京市海淀区", "1000"), ("广州市天河区", "5106"), ("青岛市市南区", "2660"),
               ("武汉市洪山区", "4300"), ("杭州市西湖区", "3100"), ("西安市雁塔区", "7100"), ("沈阳市和平区", "1100")]
FILL["cn_city_zip"] = lambda rng: (lambda c: "%s%s路%d号，邮编%s%02d" % (c[0], pick(rng, ["文化", "人民", "建设", "和平", "科华"]), rng.randrange(1, 300), c[1], rng.randrange(0, 100)))(pick(rng, CN_CITY_ZIP))
