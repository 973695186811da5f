"""Structural building blocks, standard library only: Luhn, BIP39, base58check,
bech32, base32, Keccak-256 / EIP-55, Edwards25519 and short-Weierstrass scalar
multiplication, DER, PEM, OpenSSH key format, RSA key generation from a seeded
random source, JWT (HS256/HS384 with a real HMAC).

Everything takes an explicit random.Random so the corpus is reproducible.
"""
import base64
import hashlib
import hmac
import json
import re
import struct

import wordlists

# ---------------------------------------------------------------------------
# Luhn
# ---------------------------------------------------------------------------


def luhn_ok(digits):
    digits = re.sub(r"\D", "", digits)
    if not digits:
        return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(prefix_digits):
    """Append the check digit that makes prefix_digits Luhn-valid."""
    for c in "0123456789":
        if luhn_ok(prefix_digits + c):
            return prefix_digits + c
    raise AssertionError


# brand -> (prefixes, length) ; used for the look-alike check as well
CARD_BRANDS = {
    "visa": (["4"], [16, 13, 19]),
    "mastercard": (["51", "52", "53", "54", "55", "2221", "2300", "2510", "2720"], [16]),
    "amex": (["34", "37"], [15]),
    "discover": (["6011", "65", "644", "649"], [16]),
    "unionpay": (["62"], [16, 19]),
    "jcb": (["3528", "3540", "3566", "3589"], [16]),
    "diners": (["36", "300", "305"], [14]),
    "mir": (["2200", "2204"], [16]),
}

TEST_CARDS = {
    "4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222",
    "378282246310005", "371449635398431", "6011111111111117", "3566002020360505",
    "6200000000000005", "4111111111111111", "5105105105105100", "4000000000000002",
    "4012888888881881", "30569309025904", "6011000990139424",
}


def card_brand_of(digits):
    for brand, (prefixes, lengths) in CARD_BRANDS.items():
        if len(digits) in lengths and any(digits.startswith(p) for p in prefixes):
            return brand
    if len(digits) == 16 and digits[:1] in "2" and 2221 <= int(digits[:4]) <= 2720:
        return "mastercard"
    return None


def card_like_runs(text):
    """Digit runs of 13-19 digits allowing single space/dash separators."""
    out = []
    for m in re.finditer(r"(?<![\d\w])\d(?:[ \-]?\d){12,18}(?![\d\w])", text):
        out.append(re.sub(r"\D", "", m.group(0)))
    return out


def has_valid_card(text):
    for d in card_like_runs(text):
        if d in TEST_CARDS:
            continue
        if card_brand_of(d) and luhn_ok(d):
            return True
    return False


# ---------------------------------------------------------------------------
# BIP39
# ---------------------------------------------------------------------------
EN_INDEX = {w: i for i, w in enumerate(wordlists.ENGLISH)}
ZH_INDEX = {w: i for i, w in enumerate(wordlists.CHINESE)}


def bip39_from_entropy(entropy, words):
    n = len(entropy) * 8
    cs = n // 32
    bits = bin(int.from_bytes(entropy, "big"))[2:].zfill(n)
    h = bin(int.from_bytes(hashlib.sha256(entropy).digest(), "big"))[2:].zfill(256)[:cs]
    bits += h
    return [words[int(bits[i:i + 11], 2)] for i in range(0, len(bits), 11)]


def bip39_valid(seq, lang="en"):
    index = EN_INDEX if lang == "en" else ZH_INDEX
    if len(seq) not in (12, 15, 18, 21, 24):
        return False
    try:
        idx = [index[w] for w in seq]
    except KeyError:
        return False
    bits = "".join(bin(i)[2:].zfill(11) for i in idx)
    ent_len = len(bits) * 32 // 33
    ent = int(bits[:ent_len], 2).to_bytes(ent_len // 8, "big")
    cs = bits[ent_len:]
    h = bin(int.from_bytes(hashlib.sha256(ent).digest(), "big"))[2:].zfill(256)[:len(cs)]
    return h == cs


def bip39_random(rng, n_words, lang="en"):
    ent = bytes(rng.getrandbits(8) for _ in range(n_words * 11 * 32 // 33 // 8))
    return bip39_from_entropy(ent, wordlists.ENGLISH if lang == "en" else wordlists.CHINESE)


def bip39_invalid(rng, n_words, lang="en"):
    words = wordlists.ENGLISH if lang == "en" else wordlists.CHINESE
    while True:
        seq = [rng.choice(words) for _ in range(n_words)]
        if not bip39_valid(seq, lang):
            return seq


def read_mnemonic(span, lang):
    """Recover the word order from a laid-out phrase: numbered items sorted by
    their number, otherwise reading order."""
    if lang == "en":
        pairs = re.findall(r"(\d{1,2})\s*[.):、\-]?\s*([a-zA-Z]+)", span)
        if len(pairs) >= 12:
            pairs = sorted(pairs, key=lambda p: int(p[0]))
            return [w.lower() for _, w in pairs]
        return [w.lower() for w in re.findall(r"[A-Za-z]+", span)]
    pairs = re.findall(r"(\d{1,2})\s*[.):、\-]?\s*([\u4e00-\u9fff])", span)
    if len(pairs) >= 12:
        pairs = sorted(pairs, key=lambda p: int(p[0]))
        return [w for _, w in pairs]
    return re.findall(r"[\u4e00-\u9fff]", span)


def has_valid_bip39_run(text):
    """True if text holds a checksum-valid run of 12..24 English list words, a
    maximal run of list characters of exactly 12/15/18/21/24 that passes, or a
    valid window over Chinese list characters written one by one."""
    toks = re.findall(r"[A-Za-z]+", text)
    run = []
    runs = []
    for t in toks + [None]:
        if t is not None and t.lower() in EN_INDEX:
            run.append(t.lower())
        else:
            if len(run) >= 12:
                runs.append(run)
            run = []
    for r in runs:
        for n in (12, 15, 18, 21, 24):
            for i in range(0, len(r) - n + 1):
                if bip39_valid(r[i:i + n], "en"):
                    return True
    for m in re.finditer(r"[\u4e00-\u9fff]+", text):
        s = m.group(0)
        if len(s) in (12, 15, 18, 21, 24) and all(c in ZH_INDEX for c in s):
            if bip39_valid(list(s), "zh"):
                return True
    singles = re.findall(r"(?:(?<=[\s,，、.。;；\-|/\d])|^)([\u4e00-\u9fff])(?=[\s,，、.。;；\-|/]|$)", text)
    singles = [c for c in singles if c in ZH_INDEX]
    for n in (12, 15, 18, 21, 24):
        for i in range(0, len(singles) - n + 1):
            if bip39_valid(singles[i:i + n], "zh"):
                return True
    return False


# ---------------------------------------------------------------------------
# base58 / base58check / bech32 / base32
# ---------------------------------------------------------------------------
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58encode(b):
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + s


def b58decode(s):
    n = 0
    for c in s:
        n = n * 58 + B58.index(c)
    pad = len(s) - len(s.lstrip("1"))
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    return b"\0" * pad + body


def b58check_encode(payload):
    return b58encode(payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4])


def b58check_ok(s):
    try:
        raw = b58decode(s)
    except ValueError:
        return False
    return len(raw) > 4 and hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def _hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def convertbits(data, frombits, tobits, pad=True):
    acc = bits = 0
    ret = []
    maxv = (1 << tobits) - 1
    for v in data:
        acc = (acc << frombits) | v
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


def bech32_ok(s):
    s = s.lower()
    if "1" not in s:
        return False
    hrp, data = s.rsplit("1", 1)
    if len(data) < 6 or any(c not in BECH32 for c in data):
        return False
    return _polymod(_hrp_expand(hrp) + [BECH32.index(c) for c in data]) in (1, 0x2BC830A3)


def base32_seed(rng, nbytes):
    raw = bytes(rng.getrandbits(8) for _ in range(nbytes))
    return base64.b32encode(raw).decode().rstrip("=")


def base32_ok(s):
    s = re.sub(r"[\s\-]", "", s).upper()
    if not re.fullmatch(r"[A-Z2-7]+", s):
        return False
    try:
        raw = base64.b32decode(s + "=" * (-len(s) % 8))
    except Exception:
        return False
    return len(raw) in (10, 16, 20, 32)


# ---------------------------------------------------------------------------
# Keccak-256 and EIP-55
# ---------------------------------------------------------------------------
_RC = [
    0x0000000000000001, 0x0000000000008082, 0x800000000000808A, 0x8000000080008000,
    0x000000000000808B, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
    0x000000000000008A, 0x0000000000000088, 0x0000000080008009, 0x000000008000000A,
    0x000000008000808B, 0x800000000000008B, 0x8000000000008089, 0x8000000000008003,
    0x8000000000008002, 0x8000000000000080, 0x000000000000800A, 0x800000008000000A,
    0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008,
]
_ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]]
M64 = (1 << 64) - 1


def _rol(x, n):
    return ((x << n) | (x >> (64 - n))) & M64 if n else x


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
        out += A[i % 5][i // 5].to_bytes(8, "little")
    return out


assert keccak256(b"").hex() == "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"


def eip55(addr_hex40):
    a = addr_hex40.lower()
    h = keccak256(a.encode()).hex()
    return "0x" + "".join(c.upper() if c.isalpha() and int(h[i], 16) >= 8 else c for i, c in enumerate(a))


assert eip55("5aaeb6053f3e94c9b9a09f33669435e7ef1beaed") == "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"

# ---------------------------------------------------------------------------
# elliptic curves
# ---------------------------------------------------------------------------


class Curve:
    def __init__(self, p, a, b, gx, gy, n):
        self.p, self.a, self.b, self.g, self.n = p, a, b, (gx, gy), n

    def add(self, P, Q):
        if P is None:
            return Q
        if Q is None:
            return P
        p = self.p
        if P[0] == Q[0] and (P[1] + Q[1]) % p == 0:
            return None
        if P == Q:
            lam = (3 * P[0] * P[0] + self.a) * pow(2 * P[1], -1, p) % p
        else:
            lam = (Q[1] - P[1]) * pow(Q[0] - P[0], -1, p) % p
        x = (lam * lam - P[0] - Q[0]) % p
        return x, (lam * (P[0] - x) - P[1]) % p

    def mul(self, k, P=None):
        P = P or self.g
        R = None
        while k:
            if k & 1:
                R = self.add(R, P)
            P = self.add(P, P)
            k >>= 1
        return R

    def on_curve(self, P):
        x, y = P
        return (y * y - (x * x * x + self.a * x + self.b)) % self.p == 0


SECP256K1 = Curve(
    2 ** 256 - 2 ** 32 - 977, 0, 7,
    0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798,
    0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8,
    0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141)
P256 = Curve(
    0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF,
    0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFC,
    0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B,
    0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
    0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5,
    0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551)


def secp256k1_keypair(rng):
    while True:
        k = rng.getrandbits(256)
        if 1 <= k < SECP256K1.n:
            break
    return k.to_bytes(32, "big"), SECP256K1.mul(k)


def compress(P):
    return bytes([2 + (P[1] & 1)]) + P[0].to_bytes(32, "big")


# Ed25519 (RFC 8032), only what is needed to derive a public key
_Q = 2 ** 255 - 19
_L = 2 ** 252 + 27742317777372353535851937790883648493
_D = -121665 * pow(121666, _Q - 2, _Q) % _Q
_I = pow(2, (_Q - 1) // 4, _Q)


def _xrecover(y):
    xx = (y * y - 1) * pow(_D * y * y + 1, _Q - 2, _Q)
    x = pow(xx, (_Q + 3) // 8, _Q)
    if (x * x - xx) % _Q:
        x = x * _I % _Q
    if x % 2:
        x = _Q - x
    return x


_BY = 4 * pow(5, _Q - 2, _Q) % _Q
_B = (_xrecover(_BY) % _Q, _BY % _Q)


def _edadd(P, Q):
    x1, y1 = P
    x2, y2 = Q
    x3 = (x1 * y2 + x2 * y1) * pow(1 + _D * x1 * x2 * y1 * y2, _Q - 2, _Q)
    y3 = (y1 * y2 + x1 * x2) * pow(1 - _D * x1 * x2 * y1 * y2, _Q - 2, _Q)
    return x3 % _Q, y3 % _Q


def _edmul(P, e):
    R = (0, 1)
    while e:
        if e & 1:
            R = _edadd(R, P)
        P = _edadd(P, P)
        e >>= 1
    return R


def ed25519_public(seed):
    h = hashlib.sha512(seed).digest()
    a = 2 ** 254 + sum(2 ** i * ((h[i // 8] >> (i % 8)) & 1) for i in range(3, 254))
    x, y = _edmul(_B, a)
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


# RFC 8032 test vector 1
assert ed25519_public(bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")).hex() == \
    "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"

# ---------------------------------------------------------------------------
# DER / PEM
# ---------------------------------------------------------------------------


def _len(n):
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, body):
    return bytes([tag]) + _len(len(body)) + body


def der_int(v):
    b = v.to_bytes(max(1, (v.bit_length() + 8) // 8), "big")
    return der(0x02, b)


def der_seq(*items):
    return der(0x30, b"".join(items))


def der_oid(dotted):
    parts = [int(x) for x in dotted.split(".")]
    body = bytes([40 * parts[0] + parts[1]])
    for p in parts[2:]:
        enc = [p & 0x7F]
        p >>= 7
        while p:
            enc.append(0x80 | (p & 0x7F))
            p >>= 7
        body += bytes(reversed(enc))
    return der(0x06, body)


def der_read(b, off=0):
    tag = b[off]
    ln = b[off + 1]
    off += 2
    if ln & 0x80:
        k = ln & 0x7F
        ln = int.from_bytes(b[off:off + k], "big")
        off += k
    return tag, b[off:off + ln], off + ln


def pem(label, body, width=64):
    s = base64.b64encode(body).decode()
    lines = [s[i:i + width] for i in range(0, len(s), width)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def pem_ok(block):
    m = re.search(r"-----BEGIN ([A-Z0-9 ]+)-----\n(.*?)\n-----END \1-----", block, re.S)
    if not m:
        return False
    label, body = m.group(1), m.group(2)
    try:
        raw = base64.b64decode("".join(body.split()), validate=True)
    except Exception:
        return False
    if label == "OPENSSH PRIVATE KEY":
        return raw.startswith(b"openssh-key-v1\0")
    tag, content, end = der_read(raw)
    if tag != 0x30 or end != len(raw):
        return False
    if label == "RSA PRIVATE KEY":
        ints = []
        off = 0
        while off < len(content):
            t, v, off = der_read(content, off)
            ints.append(int.from_bytes(v, "big"))
        _, n, e, d, p, q = ints[:6]
        return p * q == n and pow(pow(7, e, n), d, n) == 7
    return True


# ---------------------------------------------------------------------------
# RSA with a seeded random source
# ---------------------------------------------------------------------------
_SMALL = [p for p in range(3, 2000) if all(p % q for q in range(2, int(p ** 0.5) + 1))]


def _probable_prime(n, rng):
    for p in _SMALL:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(24):
        a = rng.randrange(2, n - 2)
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _prime(bits, rng):
    while True:
        c = rng.getrandbits(bits) | (3 << (bits - 2)) | 1
        if _probable_prime(c, rng) and (c - 1) % 65537:
            return c


def rsa_private_der(rng, bits=2048):
    e = 65537
    while True:
        p = _prime(bits // 2, rng)
        q = _prime(bits // 2, rng)
        if p != q:
            break
    if p < q:
        p, q = q, p
    n = p * q
    d = pow(e, -1, (p - 1) * (q - 1))
    return der_seq(der_int(0), der_int(n), der_int(e), der_int(d), der_int(p), der_int(q),
                   der_int(d % (p - 1)), der_int(d % (q - 1)), der_int(pow(q, -1, p)))


def rsa_pkcs1_pem(rng, bits=2048):
    return pem("RSA PRIVATE KEY", rsa_private_der(rng, bits))


def rsa_pkcs8_pem(rng, bits=2048):
    inner = rsa_private_der(rng, bits)
    return pem("PRIVATE KEY", der_seq(der_int(0), der_seq(der_oid("1.2.840.113549.1.1.1"), b"\x05\x00"), der(0x04, inner)))


def ec_p256_pem(rng):
    k = rng.randrange(1, P256.n)
    P = P256.mul(k)
    pub = b"\x04" + P[0].to_bytes(32, "big") + P[1].to_bytes(32, "big")
    body = der_seq(der_int(1), der(0x04, k.to_bytes(32, "big")),
                   der(0xA0, der_oid("1.2.840.10045.3.1.7")), der(0xA1, der(0x03, b"\x00" + pub)))
    return pem("EC PRIVATE KEY", body)


def ed25519_pkcs8_pem(rng):
    seed = bytes(rng.getrandbits(8) for _ in range(32))
    body = der_seq(der_int(0), der_seq(der_oid("1.3.101.112")), der(0x04, der(0x04, seed)))
    return pem("PRIVATE KEY", body)


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def ed25519_ssh_blob(pub):
    return _sshstr(b"ssh-ed25519") + _sshstr(pub)


def openssh_ed25519(rng, comment):
    seed = bytes(rng.getrandbits(8) for _ in range(32))
    pub = ed25519_public(seed)
    blob = ed25519_ssh_blob(pub)
    check = struct.pack(">I", rng.getrandbits(32))
    priv = check + check + _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    raw = b"openssh-key-v1\0" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + struct.pack(">I", 1) + _sshstr(blob) + _sshstr(priv)
    return pem("OPENSSH PRIVATE KEY", raw, width=70), "ssh-ed25519 " + base64.b64encode(blob).decode()


def ssh_ed25519_public(rng, comment):
    seed = bytes(rng.getrandbits(8) for _ in range(32))
    return "ssh-ed25519 %s %s" % (base64.b64encode(ed25519_ssh_blob(ed25519_public(seed))).decode(), comment)


def ed25519_spki_pem(rng):
    seed = bytes(rng.getrandbits(8) for _ in range(32))
    return pem("PUBLIC KEY", der_seq(der_seq(der_oid("1.3.101.112")), der(0x03, b"\x00" + ed25519_public(seed))))


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt_hs(rng, payload, alg="HS256"):
    header = {"alg": alg, "typ": "JWT"}
    h = b64url(json.dumps(header, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    key = bytes(rng.getrandbits(8) for _ in range(32))
    dig = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[alg]
    sig = hmac.new(key, (h + "." + p).encode(), dig).digest()
    return h + "." + p + "." + b64url(sig)


def jwt_ok(tok):
    parts = tok.split(".")
    if len(parts) != 3:
        return False
    try:
        for part in parts[:2]:
            json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))
        base64.urlsafe_b64decode(parts[2] + "=" * (-len(parts[2]) % 4))
    except Exception:
        return False
    return True
