"""Structure helpers for secrets_corpus30 (Python 3 standard library only).

Everything here is written by hand and checked by selftest() against known-answer
vectors: base58 / base58check, bech32, CRC16-XModem + Stellar StrKey, Luhn, ISBN,
UPU S10, BIP39 (three word lists, pinned by SHA-256), Ed25519 (RFC 8032), short
Weierstrass curves (secp256k1, P-256), RIPEMD-160, hash160 / P2PKH / P2WPKH,
seeded RSA, DER writer and reader, PEM, OpenSSH openssh-key-v1 (Ed25519), JWT
(HS256/384/512 and EdDSA, keys derived from the payload segment so that a token
can be verified from its text alone), the GitHub token checksum, tiny PNG / GIF.
"""
import base64
import hashlib
import hmac
import json
import os
import random
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# word lists
# ---------------------------------------------------------------------------
WORDLIST_SHA256 = {
    "english": "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda",
    "chinese_simplified": "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726",
    "chinese_traditional": "417b26b3d8500a4ae3d59717d7011952db6fc2fb84b807f3f94ac734e89c1b5f",
}
_WL = {}


def wordlist(name):
    if name not in _WL:
        path = os.path.join(HERE, "wordlists", name + ".txt")
        raw = open(path, "rb").read()
        if hashlib.sha256(raw).hexdigest() != WORDLIST_SHA256[name]:
            raise SystemExit("word list %s does not match its pinned SHA-256" % name)
        words = raw.decode("utf-8").split()
        assert len(words) == 2048
        _WL[name] = words
    return _WL[name]


def bip39_from_entropy(ent, listname="english"):
    words = wordlist(listname)
    bits = len(ent) * 8
    cs = bits // 32
    h = hashlib.sha256(ent).digest()
    n = (int.from_bytes(ent, "big") << cs) | (int.from_bytes(h, "big") >> (256 - cs))
    total = bits + cs
    return [words[(n >> (total - 11 * (i + 1))) & 2047] for i in range(total // 11)]


def bip39_valid(wlist, listname="english"):
    """True if the list of words is a checksum-valid BIP39 phrase of 12..24 words."""
    words = wordlist(listname)
    if len(wlist) not in (12, 15, 18, 21, 24):
        return False
    idx = {w: i for i, w in enumerate(words)}
    n = 0
    for w in wlist:
        if w not in idx:
            return False
        n = (n << 11) | idx[w]
    total = len(wlist) * 11
    cs = total // 33
    ent = (n >> cs).to_bytes((total - cs) // 8, "big")
    return (n & ((1 << cs) - 1)) == (hashlib.sha256(ent).digest()[0] >> (8 - cs))


# ---------------------------------------------------------------------------
# base58, bech32, StrKey
# ---------------------------------------------------------------------------
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


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
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    pad = len(s) - len(s.lstrip("1"))
    return b"\0" * pad + body


def dsha(b):
    return hashlib.sha256(hashlib.sha256(b).digest()).digest()


def b58check_encode(payload):
    return b58encode(payload + dsha(payload)[:4])


def b58check_decode(s):
    raw = b58decode(s)
    if len(raw) < 5 or dsha(raw[:-4])[:4] != raw[-4:]:
        return None
    return raw[:-4]


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


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
    return hrp + "1" + "".join(BECH[d] for d in data5 + chk)


def bech32_decode(s):
    s = s.lower()
    pos = s.rfind("1")
    if pos < 1:
        return None
    hrp, data = s[:pos], s[pos + 1:]
    if any(c not in BECH for c in data) or len(data) < 6:
        return None
    d = [BECH.index(c) for c in data]
    c = _polymod(_hrp_expand(hrp) + d)
    if c not in (1, 0x2BC830A3):
        return None
    return hrp, d[:-6], ("bech32" if c == 1 else "bech32m")


def bech32_bytes(hrp, b):
    return bech32_encode(hrp, convertbits(b, 8, 5))


def crc16_xmodem(data):
    crc = 0
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else (crc << 1)
            crc &= 0xFFFF
    return crc


def strkey(version_byte, payload):
    body = bytes([version_byte]) + payload
    return base64.b32encode(body + struct.pack("<H", crc16_xmodem(body))).decode()


def strkey_decode(s):
    try:
        raw = base64.b32decode(s)
    except Exception:
        return None
    body, crc = raw[:-2], raw[-2:]
    if struct.pack("<H", crc16_xmodem(body)) != crc:
        return None
    return body[0], body[1:]


# ---------------------------------------------------------------------------
# check digits
# ---------------------------------------------------------------------------
def luhn_digit(partial):
    s = 0
    for i, ch in enumerate(reversed(partial)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


def luhn_ok(num):
    if not num.isdigit() or len(num) < 12:
        return False
    return luhn_digit(num[:-1]) == num[-1]


def isbn13_digit(d12):
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d12))
    return str((10 - s % 10) % 10)


def isbn10_digit(d9):
    s = sum(int(c) * (10 - i) for i, c in enumerate(d9))
    r = (11 - s % 11) % 11
    return "X" if r == 10 else str(r)


def s10_digit(d8):
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    s = sum(int(c) * w[i] for i, c in enumerate(d8))
    r = 11 - s % 11
    return "0" if r == 10 else ("5" if r == 11 else str(r))


# ---------------------------------------------------------------------------
# RIPEMD-160 (pure Python, so results do not depend on the local OpenSSL)
# ---------------------------------------------------------------------------
_RL = [list(range(16)),
       [7, 4, 13, 1, 10, 6, 15, 3, 12, 0, 9, 5, 2, 14, 11, 8],
       [3, 10, 14, 4, 9, 15, 8, 1, 2, 7, 0, 6, 13, 11, 5, 12],
       [1, 9, 11, 10, 0, 8, 12, 4, 13, 3, 7, 15, 14, 5, 6, 2],
       [4, 0, 5, 9, 7, 12, 2, 10, 14, 1, 3, 8, 11, 6, 15, 13]]
_RR = [[5, 14, 7, 0, 9, 2, 11, 4, 13, 6, 15, 8, 1, 10, 3, 12],
       [6, 11, 3, 7, 0, 13, 5, 10, 14, 15, 8, 12, 4, 9, 1, 2],
       [15, 5, 1, 3, 7, 14, 6, 9, 11, 8, 12, 2, 10, 0, 4, 13],
       [8, 6, 4, 1, 3, 11, 15, 0, 5, 12, 2, 13, 9, 7, 10, 14],
       [12, 15, 10, 4, 1, 5, 8, 7, 6, 2, 13, 14, 0, 3, 9, 11]]
_SL = [[11, 14, 15, 12, 5, 8, 7, 9, 11, 13, 14, 15, 6, 7, 9, 8],
       [7, 6, 8, 13, 11, 9, 7, 15, 7, 12, 15, 9, 11, 7, 13, 12],
       [11, 13, 6, 7, 14, 9, 13, 15, 14, 8, 13, 6, 5, 12, 7, 5],
       [11, 12, 14, 15, 14, 15, 9, 8, 9, 14, 5, 6, 8, 6, 5, 12],
       [9, 15, 5, 11, 6, 8, 13, 12, 5, 12, 13, 14, 11, 8, 5, 6]]
_SR = [[8, 9, 9, 11, 13, 15, 15, 5, 7, 7, 8, 11, 14, 14, 12, 6],
       [9, 13, 15, 7, 12, 8, 9, 11, 7, 7, 12, 7, 6, 15, 13, 11],
       [9, 7, 15, 11, 8, 6, 6, 14, 12, 13, 5, 14, 13, 13, 7, 5],
       [15, 5, 8, 11, 14, 14, 6, 14, 6, 9, 12, 9, 12, 5, 15, 8],
       [8, 5, 12, 9, 12, 5, 14, 6, 8, 13, 6, 5, 15, 13, 11, 11]]
_KL = [0x00000000, 0x5A827999, 0x6ED9EBA1, 0x8F1BBCDC, 0xA953FD4E]
_KR = [0x50A28BE6, 0x5C4DD124, 0x6D703EF3, 0x7A6D76E9, 0x00000000]


def _rf(j, x, y, z):
    if j == 0:
        return x ^ y ^ z
    if j == 1:
        return (x & y) | (~x & z)
    if j == 2:
        return (x | ~y) ^ z
    if j == 3:
        return (x & z) | (y & ~z)
    return x ^ (y | ~z)


def _rol(x, n):
    x &= 0xFFFFFFFF
    return ((x << n) | (x >> (32 - n))) & 0xFFFFFFFF


def ripemd160(data):
    h = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0]
    ml = len(data) * 8
    data = data + b"\x80" + b"\0" * ((55 - len(data)) % 64) + struct.pack("<Q", ml)
    for off in range(0, len(data), 64):
        X = struct.unpack("<16I", data[off:off + 64])
        al, bl, cl, dl, el = h
        ar, br, cr, dr, er = h
        for r in range(5):
            for i in range(16):
                t = _rol(al + (_rf(r, bl, cl, dl) & 0xFFFFFFFF) + X[_RL[r][i]] + _KL[r], _SL[r][i]) + el
                al, el, dl, cl, bl = el, dl, _rol(cl, 10), bl, t & 0xFFFFFFFF
                t = _rol(ar + (_rf(4 - r, br, cr, dr) & 0xFFFFFFFF) + X[_RR[r][i]] + _KR[r], _SR[r][i]) + er
                ar, er, dr, cr, br = er, dr, _rol(cr, 10), br, t & 0xFFFFFFFF
        t = (h[1] + cl + dr) & 0xFFFFFFFF
        h[1] = (h[2] + dl + er) & 0xFFFFFFFF
        h[2] = (h[3] + el + ar) & 0xFFFFFFFF
        h[3] = (h[4] + al + br) & 0xFFFFFFFF
        h[4] = (h[0] + bl + cr) & 0xFFFFFFFF
        h[0] = t
    return struct.pack("<5I", *h)


def hash160(b):
    return ripemd160(hashlib.sha256(b).digest())


# ---------------------------------------------------------------------------
# elliptic curves
# ---------------------------------------------------------------------------
class Curve:
    def __init__(self, name, p, a, b, gx, gy, n):
        self.name, self.p, self.a, self.b, self.G, self.n = name, p, a, b, (gx, gy), n

    def on_curve(self, P):
        if P is None:
            return True
        x, y = P
        return (y * y - (x * x * x + self.a * x + self.b)) % self.p == 0

    def add(self, P, Q):
        p = self.p
        if P is None:
            return Q
        if Q is None:
            return P
        if P[0] == Q[0] and (P[1] + Q[1]) % p == 0:
            return None
        if P == Q:
            lam = (3 * P[0] * P[0] + self.a) * pow(2 * P[1], p - 2, p) % p
        else:
            lam = (Q[1] - P[1]) * pow(Q[0] - P[0], p - 2, p) % p
        x = (lam * lam - P[0] - Q[0]) % p
        return (x, (lam * (P[0] - x) - P[1]) % p)

    def mul(self, k, P=None):
        P = self.G if P is None else P
        R = None
        while k:
            if k & 1:
                R = self.add(R, P)
            P = self.add(P, P)
            k >>= 1
        return R

    def pub_compressed(self, k):
        x, y = self.mul(k)
        return bytes([2 + (y & 1)]) + x.to_bytes(32, "big")

    def pub_uncompressed(self, k):
        x, y = self.mul(k)
        return b"\x04" + x.to_bytes(32, "big") + y.to_bytes(32, "big")


SECP256K1 = Curve("secp256k1", 2 ** 256 - 2 ** 32 - 977, 0, 7,
                  0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798,
                  0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8,
                  0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141)
P256 = Curve("P-256", 2 ** 256 - 2 ** 224 + 2 ** 192 + 2 ** 96 - 1, -3,
             0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B,
             0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
             0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5,
             0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551)


def wif(k, compressed=True, prefix=0x80):
    body = bytes([prefix]) + k.to_bytes(32, "big") + (b"\x01" if compressed else b"")
    return b58check_encode(body)


def wif_decode(s):
    raw = b58check_decode(s)
    if raw is None or len(raw) not in (33, 34):
        return None
    if len(raw) == 34 and raw[-1] != 1:
        return None
    return raw[0], int.from_bytes(raw[1:33], "big"), len(raw) == 34


def p2pkh(pub, prefix=0x00):
    return b58check_encode(bytes([prefix]) + hash160(pub))


def p2wpkh(pub, hrp="bc"):
    return bech32_encode(hrp, [0] + convertbits(hash160(pub), 8, 5))


# ---------------------------------------------------------------------------
# Ed25519 (RFC 8032)
# ---------------------------------------------------------------------------
_EP = 2 ** 255 - 19
_ED = -121665 * pow(121666, _EP - 2, _EP) % _EP
_EQ = 2 ** 252 + 27742317777372353535851937790883648493
_SQRTM1 = pow(2, (_EP - 1) // 4, _EP)


def _ed_recover_x(y, sign):
    if y >= _EP:
        return None
    x2 = (y * y - 1) * pow(_ED * y * y + 1, _EP - 2, _EP)
    if x2 == 0:
        return None if sign else 0
    x = pow(x2, (_EP + 3) // 8, _EP)
    if (x * x - x2) % _EP != 0:
        x = x * _SQRTM1 % _EP
    if (x * x - x2) % _EP != 0:
        return None
    if (x & 1) != sign:
        x = _EP - x
    return x


_GY = 4 * pow(5, _EP - 2, _EP) % _EP
_GX = _ed_recover_x(_GY, 0)
_EG = (_GX, _GY, 1, _GX * _GY % _EP)


def _ed_add(P, Q):
    A = (P[1] - P[0]) * (Q[1] - Q[0]) % _EP
    B = (P[1] + P[0]) * (Q[1] + Q[0]) % _EP
    C = 2 * P[3] * Q[3] * _ED % _EP
    D = 2 * P[2] * Q[2] % _EP
    E, F, G, H = B - A, D - C, D + C, B + A
    return (E * F, G * H, F * G, E * H)


def _ed_mul(s, P):
    Q = (0, 1, 1, 0)
    while s > 0:
        if s & 1:
            Q = _ed_add(Q, P)
        P = _ed_add(P, P)
        s >>= 1
    return Q


def _ed_eq(P, Q):
    return (P[0] * Q[2] - Q[0] * P[2]) % _EP == 0 and (P[1] * Q[2] - Q[1] * P[2]) % _EP == 0


def _ed_compress(P):
    zi = pow(P[2], _EP - 2, _EP)
    x, y = P[0] * zi % _EP, P[1] * zi % _EP
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


def _ed_decompress(s):
    y = int.from_bytes(s, "little")
    sign = y >> 255
    y &= (1 << 255) - 1
    x = _ed_recover_x(y, sign)
    if x is None:
        return None
    return (x, y, 1, x * y % _EP)


def _ed_expand(seed):
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    return a, h[32:]


def ed25519_public(seed):
    a, _ = _ed_expand(seed)
    return _ed_compress(_ed_mul(a, _EG))


def ed25519_sign(seed, msg):
    a, prefix = _ed_expand(seed)
    A = _ed_compress(_ed_mul(a, _EG))
    r = int.from_bytes(hashlib.sha512(prefix + msg).digest(), "little") % _EQ
    Rs = _ed_compress(_ed_mul(r, _EG))
    h = int.from_bytes(hashlib.sha512(Rs + A + msg).digest(), "little") % _EQ
    s = (r + h * a) % _EQ
    return Rs + s.to_bytes(32, "little")


def ed25519_verify(pub, msg, sig):
    if len(sig) != 64:
        return False
    A = _ed_decompress(pub)
    R = _ed_decompress(sig[:32])
    if A is None or R is None:
        return False
    s = int.from_bytes(sig[32:], "little")
    if s >= _EQ:
        return False
    h = int.from_bytes(hashlib.sha512(sig[:32] + pub + msg).digest(), "little") % _EQ
    return _ed_eq(_ed_mul(s, _EG), _ed_add(R, _ed_mul(h, A)))


# ---------------------------------------------------------------------------
# DER, PEM, RSA, EC, OpenSSH
# ---------------------------------------------------------------------------
def _der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, content):
    return bytes([tag]) + _der_len(len(content)) + content


def der_int(x):
    return der(0x02, x.to_bytes((x.bit_length() + 8) // 8, "big"))


def der_seq(*items):
    return der(0x30, b"".join(items))


def der_oid(dotted):
    parts = [int(x) for x in dotted.split(".")]
    out = bytes([parts[0] * 40 + parts[1]])
    for v in parts[2:]:
        enc = [v & 0x7F]
        v >>= 7
        while v:
            enc.append(0x80 | (v & 0x7F))
            v >>= 7
        out += bytes(reversed(enc))
    return der(0x06, out)


def der_read(b, i=0):
    """-> (tag, content, next_index)"""
    tag = b[i]
    ln = b[i + 1]
    j = i + 2
    if ln & 0x80:
        k = ln & 0x7F
        ln = int.from_bytes(b[j:j + k], "big")
        j += k
    return tag, b[j:j + ln], j + ln


def der_children(content):
    out, i = [], 0
    while i < len(content):
        t, c, i = der_read(content, i)
        out.append((t, c))
    return out


def pem(label, body):
    b = base64.b64encode(body).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def pem_body(text):
    lines = [l.strip() for l in text.strip().splitlines()]
    label = lines[0][len("-----BEGIN "):-5]
    return label, base64.b64decode("".join(lines[1:-1]))


def _is_probable_prime(n, rng, rounds=24):
    if n < 2:
        return False
    for sp in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97):
        if n % sp == 0:
            return n == sp
    d, r = n - 1, 0
    while d % 2 == 0:
        d //= 2
        r += 1
    for _ in range(rounds):
        a = rng.randrange(2, n - 2)
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(r - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _prime(rng, bits, e):
    while True:
        c = rng.getrandbits(bits) | (3 << (bits - 2)) | 1
        if (c - 1) % e and _is_probable_prime(c, rng):
            return c


_RSA_CACHE = {}


def rsa_key(seed, bits=2048):
    """Seeded RSA key: dict n, e, d, p, q, dp, dq, qi."""
    if (seed, bits) in _RSA_CACHE:
        return _RSA_CACHE[(seed, bits)]
    rng = random.Random(hashlib.sha256(("rsa/" + seed).encode()).digest())
    e = 65537
    while True:
        p = _prime(rng, bits // 2, e)
        q = _prime(rng, bits // 2, e)
        if p != q:
            break
    if p < q:
        p, q = q, p
    n = p * q
    d = pow(e, -1, (p - 1) * (q - 1))
    k = dict(n=n, e=e, d=d, p=p, q=q, dp=d % (p - 1), dq=d % (q - 1), qi=pow(q, -1, p))
    _RSA_CACHE[(seed, bits)] = k
    return k


OID_RSA = "1.2.840.113549.1.1.1"
OID_EC = "1.2.840.10045.2.1"
OID_P256 = "1.2.840.10045.3.1.7"
OID_ED25519 = "1.3.101.112"


def rsa_pkcs1(k):
    return der_seq(*[der_int(x) for x in (0, k["n"], k["e"], k["d"], k["p"], k["q"], k["dp"], k["dq"], k["qi"])])


def rsa_pkcs8(k):
    return der_seq(der_int(0), der_seq(der_oid(OID_RSA), b"\x05\x00"), der(0x04, rsa_pkcs1(k)))


def ec_sec1(d):
    pub = P256.pub_uncompressed(d)
    return der_seq(der_int(1), der(0x04, d.to_bytes(32, "big")), der(0xA0, der_oid(OID_P256)),
                   der(0xA1, der(0x03, b"\0" + pub)))


def ec_pkcs8(d):
    pub = P256.pub_uncompressed(d)
    inner = der_seq(der_int(1), der(0x04, d.to_bytes(32, "big")), der(0xA1, der(0x03, b"\0" + pub)))
    return der_seq(der_int(0), der_seq(der_oid(OID_EC), der_oid(OID_P256)), der(0x04, inner))


def ed25519_pkcs8(seed):
    return der_seq(der_int(0), der_seq(der_oid(OID_ED25519)), der(0x04, der(0x04, seed)))


def ed25519_spki(pub):
    return der_seq(der_seq(der_oid(OID_ED25519)), der(0x03, b"\0" + pub))


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(seed, comment, checkint):
    pub = ed25519_public(seed)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    priv = struct.pack(">II", checkint, checkint) + _sshstr(b"ssh-ed25519") + _sshstr(pub) + \
        _sshstr(seed + pub) + _sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    body = b"openssh-key-v1\0" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + \
        struct.pack(">I", 1) + _sshstr(pubblob) + _sshstr(priv)
    b = base64.b64encode(body).decode()
    lines = [b[i:i + 70] for i in range(0, len(b), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)


def ssh_ed25519_public(pub, comment):
    blob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    return "ssh-ed25519 " + base64.b64encode(blob).decode() + (" " + comment if comment else "")


def check_private_pem(text):
    """Re-read a private key block; returns a short name of what was verified or None."""
    label, body = pem_body(text)
    if label == "OPENSSH PRIVATE KEY":
        if not body.startswith(b"openssh-key-v1\0"):
            return None
        i = len(b"openssh-key-v1\0")
        fields = []
        for _ in range(3):
            n = struct.unpack(">I", body[i:i + 4])[0]
            fields.append(body[i + 4:i + 4 + n])
            i += 4 + n
        i += 4
        n = struct.unpack(">I", body[i:i + 4])[0]
        i += 4 + n
        n = struct.unpack(">I", body[i:i + 4])[0]
        priv = body[i + 4:i + 4 + n]
        c1, c2 = struct.unpack(">II", priv[:8])
        j = 8
        parts = []
        for _ in range(3):
            m = struct.unpack(">I", priv[j:j + 4])[0]
            parts.append(priv[j + 4:j + 4 + m])
            j += 4 + m
        ok = c1 == c2 and parts[0] == b"ssh-ed25519" and ed25519_public(parts[2][:32]) == parts[1] == parts[2][32:]
        return "openssh-ed25519" if ok else None
    if label == "RSA PRIVATE KEY":
        ints = [int.from_bytes(c, "big") for t, c in der_children(der_read(body)[1])]
        _, n, e, d, p, q = ints[:6]
        return "rsa-pkcs1" if p * q == n and (e * d) % ((p - 1) * (q - 1) // _gcd(p - 1, q - 1)) == 1 else None
    if label == "EC PRIVATE KEY":
        ch = der_children(der_read(body)[1])
        d = int.from_bytes(ch[1][1], "big")
        pub = der_read(ch[3][1])[1][1:]
        return "ec-sec1" if P256.pub_uncompressed(d) == pub else None
    if label == "PRIVATE KEY":
        ch = der_children(der_read(body)[1])
        alg = der_children(ch[1][1])
        oid = alg[0][1]
        inner = ch[2][1]
        if oid == der_oid(OID_ED25519)[2:]:
            seed = der_read(inner)[1]
            return "ed25519-pkcs8" if len(seed) == 32 else None
        if oid == der_oid(OID_RSA)[2:]:
            ints = [int.from_bytes(c, "big") for t, c in der_children(der_read(inner)[1])]
            _, n, e, d, p, q = ints[:6]
            return "rsa-pkcs8" if p * q == n else None
        if oid == der_oid(OID_EC)[2:]:
            ich = der_children(der_read(inner)[1])
            d = int.from_bytes(ich[1][1], "big")
            pub = der_read(ich[2][1])[1][1:]
            return "ec-pkcs8" if P256.pub_uncompressed(d) == pub else None
    return None


def _gcd(a, b):
    while b:
        a, b = b, a % b
    return a


# ---------------------------------------------------------------------------
# JWT (keys derived from the payload segment, so a token verifies from its text)
# ---------------------------------------------------------------------------
def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def b64u_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


_HS = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}


def jwt_key(alg, payload_seg):
    return hashlib.sha256(("corpus30-jwt/%s/%s" % (alg, payload_seg)).encode()).digest()


def jwt_make(alg, payload, kid=None):
    hdr = {"alg": alg, "typ": "JWT"}
    if kid:
        hdr["kid"] = kid
    h = b64u(json.dumps(hdr, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    msg = (h + "." + p).encode()
    key = jwt_key(alg, p)
    if alg in _HS:
        sig = hmac.new(key, msg, _HS[alg]).digest()
    elif alg == "EdDSA":
        sig = ed25519_sign(key, msg)
    else:
        raise ValueError(alg)
    return h + "." + p + "." + b64u(sig)


def jwt_verify(tok):
    try:
        h, p, s = tok.split(".")
        hdr = json.loads(b64u_dec(h))
        json.loads(b64u_dec(p))
        alg = hdr["alg"]
        key = jwt_key(alg, p)
        msg = (h + "." + p).encode()
        sig = b64u_dec(s)
        if alg in _HS:
            return hmac.compare_digest(hmac.new(key, msg, _HS[alg]).digest(), sig)
        if alg == "EdDSA":
            return ed25519_verify(ed25519_public(key), msg, sig)
    except Exception:
        return False
    return False


# ---------------------------------------------------------------------------
# GitHub token checksum (CRC32 of the random part, base62, 6 characters)
# ---------------------------------------------------------------------------
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def base62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def gh_token(prefix, rnd30):
    return prefix + rnd30 + base62(zlib.crc32(rnd30.encode()) & 0xFFFFFFFF, 6)


def gh_token_ok(tok):
    pre, _, rest = tok.partition("_")
    if len(rest) != 36:
        return False
    return base62(zlib.crc32(rest[:30].encode()) & 0xFFFFFFFF, 6) == rest[30:]


# ---------------------------------------------------------------------------
# tiny images
# ---------------------------------------------------------------------------
def png(w, h, rgb):
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    raw = b"".join(b"\0" + bytes(rgb) * w for _ in range(h))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def gif1x1(rgb):
    return (b"GIF89a\x01\x00\x01\x00\x80\x00\x00" + bytes(rgb) + b"\xff\xff\xff" +
            b"!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")


# ---------------------------------------------------------------------------
# self-test
# ---------------------------------------------------------------------------
def selftest():
    n = 0
    for name in WORDLIST_SHA256:
        wordlist(name)
        n += 1
    v = [(b"\0" * 16, "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"),
         (b"\x7f" * 16, "legal winner thank year wave sausage worth useful legal winner thank yellow"),
         (b"\x80" * 16, "letter advice cage absurd amount doctor acoustic avoid letter advice cage above"),
         (b"\xff" * 16, "zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong"),
         (b"\0" * 32, " ".join(["abandon"] * 23 + ["art"]))]
    for ent, phrase in v:
        assert " ".join(bip39_from_entropy(ent)) == phrase, phrase
        assert bip39_valid(phrase.split())
        n += 2
    assert not bip39_valid(["abandon"] * 12)
    n += 1
    # Ed25519, RFC 8032 test 1
    sk = bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
    pk = ed25519_public(sk)
    assert pk.hex() == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    sig = ed25519_sign(sk, b"")
    assert sig.hex() == ("e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555f"
                         "b8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b")
    assert ed25519_verify(pk, b"", sig) and not ed25519_verify(pk, b"x", sig)
    n += 4
    for c in (SECP256K1, P256):
        assert c.on_curve(c.G) and c.mul(c.n) is None and c.on_curve(c.mul(12345))
        assert c.add(c.mul(3), c.mul(4)) == c.mul(7)
        n += 2
    assert ripemd160(b"").hex() == "9c1185a5c5e9fc54612808977ee8f548b2258d31"
    assert ripemd160(b"abc").hex() == "8eb208f7e05d987a9b044a8e98c6b087f15a0bfc"
    assert ripemd160(b"a" * 1000).hex() == hashlib.new("ripemd160", b"a" * 1000).hexdigest() \
        if "ripemd160" in hashlib.algorithms_available else True
    n += 3
    # key 1: well-known address and WIFs
    assert p2pkh(SECP256K1.pub_compressed(1)) == "1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH"
    assert p2pkh(SECP256K1.pub_uncompressed(1)) == "1EHNa6Q4Jz2uvNExL497mE43ikXhwF6kZm"
    assert wif(1) == "KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn"
    assert wif(1, False) == "5HpHagT65TZzG1PH3CSu63k8DbpvD8s5ip4nEB3kEsreAnchuDf"
    assert wif_decode(wif(1)) == (0x80, 1, True)
    n += 5
    # BIP-173
    assert p2wpkh(bytes.fromhex("0279BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798")) == \
        "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"
    n += 1
    assert crc16_xmodem(b"123456789") == 0x31C3
    sk_ = strkey(18 << 3, b"\x01" * 32)
    assert strkey_decode(sk_) == (18 << 3, b"\x01" * 32) and sk_.startswith("S")
    n += 2
    assert base64.b32decode("JBSWY3DPEHPK3PXP") == b"Hello!\xde\xad\xbe\xef"
    assert luhn_ok("4111111111111111") and not luhn_ok("4111111111111112") and luhn_digit("7992739871") == "3"
    assert isbn13_digit("978030640615") == "7" and isbn10_digit("030640615") == "2"
    assert s10_digit("47312482") == "9"  # AA473124829GB
    n += 4
    k = rsa_key("selftest", 512)
    assert k["p"] * k["q"] == k["n"] and check_private_pem(pem("RSA PRIVATE KEY", rsa_pkcs1(k))) == "rsa-pkcs1"
    assert check_private_pem(pem("PRIVATE KEY", rsa_pkcs8(k))) == "rsa-pkcs8"
    assert check_private_pem(pem("EC PRIVATE KEY", ec_sec1(987654321))) == "ec-sec1"
    assert check_private_pem(pem("PRIVATE KEY", ec_pkcs8(987654321))) == "ec-pkcs8"
    assert check_private_pem(pem("PRIVATE KEY", ed25519_pkcs8(sk))) == "ed25519-pkcs8"
    assert check_private_pem(openssh_ed25519(sk, "me@host", 0x1234)) == "openssh-ed25519"
    assert der_oid(OID_ED25519).hex() == "06032b6570"
    assert ed25519_pkcs8(sk).hex().startswith("302e020100300506032b657004220420")
    n += 8
    for alg in ("HS256", "HS384", "HS512", "EdDSA"):
        t = jwt_make(alg, {"sub": "x", "iat": 1})
        assert jwt_verify(t)
        h, p, s = t.split(".")
        assert not jwt_verify(h + "." + b64u(b'{"sub":"y","iat":1}') + "." + s)
        n += 2
    t = gh_token("ghp_", "A" * 30)
    assert gh_token_ok(t) and not gh_token_ok(t[:-1] + ("0" if t[-1] != "0" else "1"))
    assert png(2, 2, (1, 2, 3)).startswith(b"\x89PNG") and gif1x1((0, 0, 0)).startswith(b"GIF89a")
    n += 2
    return n


if __name__ == "__main__":
    print("struct30 selftest: %d vectors passed" % selftest())
