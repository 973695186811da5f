"""Hand-written structure helpers for secrets_corpus31 (Python 3.11 standard library only).

Everything a secret's shape depends on is here, with known-answer vectors in selftest():
base58 / base58check, bech32, CRC16-XModem + Stellar StrKey, Luhn, ISBN-10/13, UPU S10, BIP39,
Ed25519 (RFC 8032), secp256k1 / P-256 point arithmetic and ECDSA, Keccak-256 + EIP-55,
RIPEMD-160 (via hashlib when present, else a pure-Python fallback), WIF, P2PKH / P2WPKH,
TRON addresses, BIP-32 master xprv / xpub, seeded RSA, DER writer / reader, PEM, OpenSSH
openssh-key-v1 (Ed25519), JWT (HS256/384/512, RS256, ES256, EdDSA), the GitHub token checksum.
"""
import base64
import hashlib
import hmac
import json
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# base58 / base58check
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
    pad = len(s) - len(s.lstrip("1"))
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    return b"\0" * pad + body


def dsha256(b):
    return hashlib.sha256(hashlib.sha256(b).digest()).digest()


def b58check_encode(payload):
    return b58encode(payload + dsha256(payload)[:4])


def b58check_decode(s):
    raw = b58decode(s)
    if len(raw) < 5 or dsha256(raw[:-4])[:4] != raw[-4:]:
        raise ValueError("bad base58check")
    return raw[:-4]


# ---------------------------------------------------------------------------
# bech32 (BIP-173; bech32m for completeness)
# ---------------------------------------------------------------------------
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
    elif not pad and (bits >= frombits or ((acc << (tobits - bits)) & maxv)):
        raise ValueError("bad padding")
    return ret


def bech32_encode(hrp, data5, m=False):
    const = 0x2BC830A3 if m else 1
    pm = _polymod(_hrp_expand(hrp) + data5 + [0] * 6) ^ const
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data5 + chk)


def bech32_decode(s):
    s = s.lower()
    pos = s.rfind("1")
    hrp, data = s[:pos], [BECH.index(c) for c in s[pos + 1:]]
    pm = _polymod(_hrp_expand(hrp) + data)
    if pm not in (1, 0x2BC830A3):
        raise ValueError("bad bech32 checksum")
    return hrp, data[:-6], pm == 0x2BC830A3


def bech32_bytes(hrp, b):
    return bech32_encode(hrp, convertbits(b, 8, 5))


def bech32_to_bytes(s):
    hrp, d, _ = bech32_decode(s)
    return hrp, bytes(convertbits(d, 5, 8, False))


def segwit_addr(hrp, ver, prog):
    return bech32_encode(hrp, [ver] + convertbits(prog, 8, 5), m=ver > 0)


# ---------------------------------------------------------------------------
# CRC16-XModem, Stellar StrKey, base32
# ---------------------------------------------------------------------------
def crc16_xmodem(b):
    crc = 0
    for byte in b:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else (crc << 1)
            crc &= 0xFFFF
    return crc


def strkey_encode(version_char, raw):
    ver = {"G": 6 << 3, "S": 18 << 3}[version_char]
    p = bytes([ver]) + raw
    return base64.b32encode(p + struct.pack("<H", crc16_xmodem(p))).decode()


def strkey_decode(s):
    raw = base64.b32decode(s)
    p, c = raw[:-2], raw[-2:]
    if struct.pack("<H", crc16_xmodem(p)) != c:
        raise ValueError("bad strkey crc")
    return p[0], p[1:]


# ---------------------------------------------------------------------------
# Luhn, ISBN, UPU S10
# ---------------------------------------------------------------------------
def luhn_ok(digits):
    s = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(prefix_digits):
    for c in "0123456789":
        if luhn_ok(prefix_digits + c):
            return prefix_digits + c
    raise AssertionError


def isbn13_check(d12):
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d12))
    return str((10 - s % 10) % 10)


def isbn10_check(d9):
    s = sum(int(c) * (10 - i) for i, c in enumerate(d9))
    r = (11 - s % 11) % 11
    return "X" if r == 10 else str(r)


def s10_check(d8):
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    s = sum(int(c) * x for c, x in zip(d8, w))
    r = 11 - s % 11
    return {10: "0", 11: "5"}.get(r, str(r))


# ---------------------------------------------------------------------------
# BIP39
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
        data = open(path, "rb").read()
        if hashlib.sha256(data).hexdigest() != WORDLIST_SHA256[name]:
            raise SystemExit("word list %s does not match its pinned SHA-256" % name)
        words = data.decode("utf-8").split()
        assert len(words) == 2048
        _WL[name] = words
    return _WL[name]


def bip39_from_entropy(ent, lang="english"):
    wl = wordlist(lang)
    cs = len(ent) * 8 // 32
    bits = int.from_bytes(ent, "big") << cs | (hashlib.sha256(ent).digest()[0] >> (8 - cs))
    n = (len(ent) * 8 + cs) // 11
    return [wl[(bits >> (11 * (n - 1 - i))) & 2047] for i in range(n)]


def bip39_valid(words, lang="english"):
    wl = wordlist(lang)
    if len(words) not in (12, 15, 18, 21, 24):
        return False
    idx = {w: i for i, w in enumerate(wl)}
    try:
        bits = 0
        for w in words:
            bits = bits << 11 | idx[w]
    except KeyError:
        return False
    total = len(words) * 11
    cs = total // 33
    entbits = total - cs
    ent = (bits >> cs).to_bytes(entbits // 8, "big")
    return (bits & ((1 << cs) - 1)) == hashlib.sha256(ent).digest()[0] >> (8 - cs)


def bip39_seed(words, passphrase=""):
    m = " ".join(words).encode()
    return hashlib.pbkdf2_hmac("sha512", m, ("mnemonic" + passphrase).encode(), 2048)


# ---------------------------------------------------------------------------
# Keccak-256 (original padding, as Ethereum uses)
# ---------------------------------------------------------------------------
_RC = [0x0000000000000001, 0x0000000000008082, 0x800000000000808A, 0x8000000080008000,
       0x000000000000808B, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
       0x000000000000008A, 0x0000000000000088, 0x0000000080008009, 0x000000008000000A,
       0x000000008000808B, 0x800000000000008B, 0x8000000000008089, 0x8000000000008003,
       0x8000000000008002, 0x8000000000000080, 0x000000000000800A, 0x800000008000000A,
       0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008]
_ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56],
        [27, 20, 39, 8, 14]]
M64 = (1 << 64) - 1


def _rol(x, n):
    return ((x << n) | (x >> (64 - n))) & M64 if n else x


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
        out += A[i % 5][i // 5].to_bytes(8, "little")
    return out


def eip55(addr_hex40):
    a = addr_hex40.lower()
    h = keccak256(a.encode()).hex()
    return "0x" + "".join(c.upper() if c.isalpha() and int(h[i], 16) >= 8 else c for i, c in enumerate(a))


# ---------------------------------------------------------------------------
# RIPEMD-160 (hashlib if OpenSSL has it, else pure Python)
# ---------------------------------------------------------------------------
def _ripemd160_py(msg):
    def f(j, x, y, z):
        if j < 16: return x ^ y ^ z
        if j < 32: return (x & y) | (~x & z)
        if j < 48: return (x | ~y) ^ z
        if j < 64: return (x & z) | (y & ~z)
        return x ^ (y | ~z)
    K = [0x00000000, 0x5A827999, 0x6ED9EBA1, 0x8F1BBCDC, 0xA953FD4E]
    KK = [0x50A28BE6, 0x5C4DD124, 0x6D703EF3, 0x7A6D76E9, 0x00000000]
    R = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 7, 4, 13, 1, 10, 6, 15, 3, 12, 0, 9, 5, 2, 14, 11, 8,
         3, 10, 14, 4, 9, 15, 8, 1, 2, 7, 0, 6, 13, 11, 5, 12, 1, 9, 11, 10, 0, 8, 12, 4, 13, 3, 7, 15, 14, 5, 6, 2,
         4, 0, 5, 9, 7, 12, 2, 10, 14, 1, 3, 8, 11, 6, 15, 13]
    RR = [5, 14, 7, 0, 9, 2, 11, 4, 13, 6, 15, 8, 1, 10, 3, 12, 6, 11, 3, 7, 0, 13, 5, 10, 14, 15, 8, 12, 4, 9, 1, 2,
          15, 5, 1, 3, 7, 14, 6, 9, 11, 8, 12, 2, 10, 0, 4, 13, 8, 6, 4, 1, 3, 11, 15, 0, 5, 12, 2, 13, 9, 7, 10, 14,
          12, 15, 10, 4, 1, 5, 8, 7, 6, 2, 13, 14, 0, 3, 9, 11]
    S = [11, 14, 15, 12, 5, 8, 7, 9, 11, 13, 14, 15, 6, 7, 9, 8, 7, 6, 8, 13, 11, 9, 7, 15, 7, 12, 15, 9, 11, 7, 13, 12,
         11, 13, 6, 7, 14, 9, 13, 15, 14, 8, 13, 6, 5, 12, 7, 5, 11, 12, 14, 15, 14, 15, 9, 8, 9, 14, 5, 6, 8, 6, 5, 12,
         9, 15, 5, 11, 6, 8, 13, 12, 5, 12, 13, 14, 11, 8, 5, 6]
    SS = [8, 9, 9, 11, 13, 15, 15, 5, 7, 7, 8, 11, 14, 14, 12, 6, 9, 13, 15, 7, 12, 8, 9, 11, 7, 7, 12, 7, 6, 15, 13, 11,
          9, 7, 15, 11, 8, 6, 6, 14, 12, 13, 5, 14, 13, 13, 7, 5, 15, 5, 8, 11, 14, 14, 6, 14, 6, 9, 12, 9, 12, 5, 15, 8,
          8, 5, 12, 9, 12, 5, 14, 6, 8, 13, 6, 5, 15, 13, 11, 11]
    M = 0xFFFFFFFF
    rol = lambda x, n: ((x << n) | (x >> (32 - n))) & M
    h = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0]
    ml = len(msg) * 8
    msg = msg + b"\x80" + b"\0" * ((55 - len(msg)) % 64) + struct.pack("<Q", ml)
    for off in range(0, len(msg), 64):
        X = struct.unpack("<16I", msg[off:off + 64])
        al, bl, cl, dl, el = h
        ar, br, cr, dr, er = h
        for j in range(80):
            t = rol((al + (f(j, bl, cl, dl) & M) + X[R[j]] + K[j // 16]) & M, S[j]) + el
            al, el, dl, cl, bl = el, dl, rol(cl, 10), bl, t & M
            t = rol((ar + (f(79 - j, br, cr, dr) & M) + X[RR[j]] + KK[j // 16]) & M, SS[j]) + er
            ar, er, dr, cr, br = er, dr, rol(cr, 10), br, t & M
        t = (h[1] + cl + dr) & M
        h[1] = (h[2] + dl + er) & M
        h[2] = (h[3] + el + ar) & M
        h[3] = (h[4] + al + br) & M
        h[4] = (h[0] + bl + cr) & M
        h[0] = t
    return struct.pack("<5I", *h)


def ripemd160(b):
    return _ripemd160_py(b)


def hash160(b):
    return ripemd160(hashlib.sha256(b).digest())


# ---------------------------------------------------------------------------
# Short Weierstrass curves: secp256k1, P-256
# ---------------------------------------------------------------------------
class Curve:
    def __init__(self, name, p, a, b, gx, gy, n):
        self.name, self.p, self.a, self.b, self.G, self.n = name, p, a, b, (gx, gy), n

    def on_curve(self, P):
        if P is None:
            return True
        x, y = P
        return (y * y - x * x * x - self.a * x - self.b) % self.p == 0

    def add(self, P, Q):
        p = self.p
        if P is None: return Q
        if Q is None: return P
        if P[0] == Q[0] and (P[1] + Q[1]) % p == 0:
            return None
        if P == Q:
            lam = (3 * P[0] * P[0] + self.a) * pow(2 * P[1], -1, p) % p
        else:
            lam = (Q[1] - P[1]) * pow(Q[0] - P[0], -1, p) % p
        x = (lam * lam - P[0] - Q[0]) % p
        return x, (lam * (P[0] - x) - P[1]) % p

    # Jacobian multiplication for speed
    def mul(self, k, P=None):
        P = P or self.G
        p = self.p
        k %= self.n
        if k == 0:
            return None
        X1, Y1, Z1 = P[0], P[1], 1
        RX = None
        for bit in bin(k)[2:]:
            if RX is not None:
                RX = self._jdbl(RX)
            if bit == "1":
                RX = (X1, Y1, Z1) if RX is None else self._jadd(RX, (X1, Y1, Z1))
        if RX is None or RX[2] == 0:
            return None
        zi = pow(RX[2], -1, p)
        return RX[0] * zi * zi % p, RX[1] * zi * zi * zi % p

    def _jdbl(self, Pt):
        X, Y, Z = Pt
        p = self.p
        if Y == 0 or Z == 0:
            return (0, 1, 0)
        S = 4 * X * Y * Y % p
        M = (3 * X * X + self.a * pow(Z, 4, p)) % p
        X3 = (M * M - 2 * S) % p
        Y3 = (M * (S - X3) - 8 * pow(Y, 4, p)) % p
        return X3, Y3, 2 * Y * Z % p

    def _jadd(self, P1, P2):
        X1, Y1, Z1 = P1
        X2, Y2, Z2 = P2
        p = self.p
        if Z1 == 0: return P2
        if Z2 == 0: return P1
        U1 = X1 * Z2 * Z2 % p
        U2 = X2 * Z1 * Z1 % p
        S1 = Y1 * pow(Z2, 3, p) % p
        S2 = Y2 * pow(Z1, 3, p) % p
        if U1 == U2:
            if S1 != S2:
                return (0, 1, 0)
            return self._jdbl(P1)
        H = U2 - U1
        R = S2 - S1
        H2 = H * H % p
        H3 = H * H2 % p
        X3 = (R * R - H3 - 2 * U1 * H2) % p
        Y3 = (R * (U1 * H2 - X3) - S1 * H3) % p
        return X3, Y3, H * Z1 * Z2 % p

    def compressed(self, P):
        return bytes([2 + (P[1] & 1)]) + P[0].to_bytes(32, "big")

    def uncompressed(self, P):
        return b"\x04" + P[0].to_bytes(32, "big") + P[1].to_bytes(32, "big")


SECP256K1 = Curve("secp256k1", 2 ** 256 - 2 ** 32 - 977, 0, 7,
                  0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798,
                  0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8,
                  0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141)
P256 = Curve("P-256", 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF,
             -3, 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B,
             0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
             0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5,
             0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551)


def ecdsa_sign(curve, d, digest, k):
    z = int.from_bytes(digest, "big")
    R = curve.mul(k)
    r = R[0] % curve.n
    s = pow(k, -1, curve.n) * (z + r * d) % curve.n
    if s > curve.n // 2:
        s = curve.n - s
    return r, s


def ecdsa_verify(curve, Q, digest, r, s):
    if not (1 <= r < curve.n and 1 <= s < curve.n):
        return False
    z = int.from_bytes(digest, "big")
    w = pow(s, -1, curve.n)
    P = curve.add(curve.mul(z * w % curve.n), curve.mul(r * w % curve.n, Q))
    return P is not None and P[0] % curve.n == r


# ---------------------------------------------------------------------------
# Ed25519 (RFC 8032)
# ---------------------------------------------------------------------------
_EP = 2 ** 255 - 19
_EL = 2 ** 252 + 27742317777372353535851937790883648493
_ED = -121665 * pow(121666, -1, _EP) % _EP
_EI = pow(2, (_EP - 1) // 4, _EP)


def _exy(y):
    x2 = (y * y - 1) * pow(_ED * y * y + 1, -1, _EP)
    x = pow(x2, (_EP + 3) // 8, _EP)
    if (x * x - x2) % _EP:
        x = x * _EI % _EP
    if x % 2:
        x = _EP - x
    return x


_EB = (_exy(4 * pow(5, -1, _EP) % _EP), 4 * pow(5, -1, _EP) % _EP)


def _eadd(P, Q):
    (x1, y1), (x2, y2) = P, Q
    t = _ED * x1 * x2 * y1 * y2
    return ((x1 * y2 + x2 * y1) * pow(1 + t, -1, _EP) % _EP,
            (y1 * y2 + x1 * x2) * pow(1 - t, -1, _EP) % _EP)


def _ext(P):
    return (P[0], P[1], 1, P[0] * P[1] % _EP)


def _xadd(P, Q):
    X1, Y1, Z1, T1 = P
    X2, Y2, Z2, T2 = Q
    A = (Y1 - X1) * (Y2 - X2) % _EP
    B = (Y1 + X1) * (Y2 + X2) % _EP
    C = 2 * T1 * T2 * _ED % _EP
    D = 2 * Z1 * Z2 % _EP
    E, F, G, H = B - A, D - C, D + C, B + A
    return (E * F % _EP, G * H % _EP, F * G % _EP, E * H % _EP)


def _emul(k, P=None):
    Q = (0, 1, 1, 0)
    R = _ext(P or _EB)
    while k:
        if k & 1:
            Q = _xadd(Q, R)
        R = _xadd(R, R)
        k >>= 1
    zi = pow(Q[2], -1, _EP)
    return Q[0] * zi % _EP, Q[1] * zi % _EP


def _eenc(P):
    return (P[1] | ((P[0] & 1) << 255)).to_bytes(32, "little")


def _edec(b):
    y = int.from_bytes(b, "little")
    sign = y >> 255
    y &= (1 << 255) - 1
    x = _exy(y)
    if (x & 1) != sign:
        x = _EP - x
    P = (x, y)
    if (-x * x + y * y - 1 - _ED * x * x * y * y) % _EP:
        raise ValueError("not on curve")
    return P


def _eh(m):
    return int.from_bytes(hashlib.sha512(m).digest(), "little")


def ed25519_secret_expand(seed):
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    return a, h[32:]


def ed25519_public(seed):
    a, _ = ed25519_secret_expand(seed)
    return _eenc(_emul(a))


def ed25519_sign(seed, msg):
    a, prefix = ed25519_secret_expand(seed)
    A = _eenc(_emul(a))
    r = _eh(prefix + msg) % _EL
    R = _eenc(_emul(r))
    k = _eh(R + A + msg) % _EL
    return R + ((r + k * a) % _EL).to_bytes(32, "little")


def ed25519_verify(pub, msg, sig):
    try:
        A = _edec(pub)
        R = _edec(sig[:32])
    except ValueError:
        return False
    s = int.from_bytes(sig[32:], "little")
    if s >= _EL:
        return False
    k = _eh(sig[:32] + pub + msg) % _EL
    return _emul(s) == _eadd(R, _emul(k, A))


# ---------------------------------------------------------------------------
# Bitcoin-family encodings
# ---------------------------------------------------------------------------
def wif(k, compressed=True, version=0x80):
    return b58check_encode(bytes([version]) + k.to_bytes(32, "big") + (b"\x01" if compressed else b""))


def wif_decode(s):
    raw = b58check_decode(s)
    if len(raw) == 34 and raw[-1] == 1:
        return raw[0], int.from_bytes(raw[1:33], "big"), True
    if len(raw) == 33:
        return raw[0], int.from_bytes(raw[1:], "big"), False
    raise ValueError("bad WIF length")


def p2pkh(pub, version=0x00):
    return b58check_encode(bytes([version]) + hash160(pub))


def eth_address(k):
    P = SECP256K1.mul(k)
    return eip55(keccak256(SECP256K1.uncompressed(P)[1:])[-20:].hex())


def tron_address(k):
    P = SECP256K1.mul(k)
    return b58check_encode(b"\x41" + keccak256(SECP256K1.uncompressed(P)[1:])[-20:])


XKEY_VERSIONS = {"xprv": 0x0488ADE4, "xpub": 0x0488B21E, "tprv": 0x04358394, "tpub": 0x043587CF,
                 "zprv": 0x04B2430C, "zpub": 0x04B24746, "yprv": 0x049D7878, "ypub": 0x049D7CB2}


def bip32_master(seed, prv="xprv", pub="xpub"):
    I = hmac.new(b"Bitcoin seed", seed, hashlib.sha512).digest()
    k, cc = int.from_bytes(I[:32], "big"), I[32:]
    head = lambda v: struct.pack(">I", XKEY_VERSIONS[v]) + b"\0" + b"\0\0\0\0" + b"\0\0\0\0" + cc
    xprv = b58check_encode(head(prv) + b"\0" + k.to_bytes(32, "big"))
    xpub = b58check_encode(head(pub) + SECP256K1.compressed(SECP256K1.mul(k)))
    return xprv, xpub, k


def xkey_decode(s):
    raw = b58check_decode(s)
    if len(raw) != 78:
        raise ValueError("bad extended key length")
    ver = struct.unpack(">I", raw[:4])[0]
    return ver, raw[13:45], raw[45:]


# ---------------------------------------------------------------------------
# DER writer / reader, PEM
# ---------------------------------------------------------------------------
def _dlen(n):
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, body):
    return bytes([tag]) + _dlen(len(body)) + body


def der_int(n):
    b = n.to_bytes(max(1, (n.bit_length() + 8) // 8), "big")
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


def der_read(b, i=0):
    """-> (tag, body, next_index)"""
    tag = b[i]
    l = b[i + 1]
    i += 2
    if l & 0x80:
        nb = l & 0x7F
        l = int.from_bytes(b[i:i + nb], "big")
        i += nb
    return tag, b[i:i + l], i + l


def der_children(body):
    out, i = [], 0
    while i < len(body):
        t, v, i = der_read(body, i)
        out.append((t, v))
    return out


def der_oid_decode(body):
    parts = [body[0] // 40, body[0] % 40]
    n = 0
    for byte in body[1:]:
        n = n << 7 | (byte & 0x7F)
        if not byte & 0x80:
            parts.append(n)
            n = 0
    return ".".join(map(str, parts))


def pem(label, body, width=64):
    b = base64.b64encode(body).decode()
    lines = [b[i:i + width] for i in range(0, len(b), width)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def pem_body(text):
    lines = [l.strip() for l in text.strip().splitlines()]
    assert lines[0].startswith("-----BEGIN ") and lines[-1].startswith("-----END ")
    label = lines[0][11:-5]
    return label, base64.b64decode("".join(l for l in lines[1:-1] if ":" not in l))


OID_RSA = "1.2.840.113549.1.1.1"
OID_EC = "1.2.840.10045.2.1"
OID_P256 = "1.2.840.10045.3.1.7"
OID_K1 = "1.3.132.0.10"
OID_ED25519 = "1.3.101.112"


def rsa_pkcs1(n, e, d, p, q):
    return der_seq(der_int(0), der_int(n), der_int(e), der_int(d), der_int(p), der_int(q),
                   der_int(d % (p - 1)), der_int(d % (q - 1)), der_int(pow(q, -1, p)))


def pkcs8(alg_seq, key_octets):
    return der_seq(der_int(0), alg_seq, der(0x04, key_octets))


def rsa_pkcs8(n, e, d, p, q):
    return pkcs8(der_seq(der_oid(OID_RSA), b"\x05\x00"), rsa_pkcs1(n, e, d, p, q))


def ec_sec1(curve, d, with_params=True):
    P = curve.mul(d)
    oid = OID_P256 if curve is P256 else OID_K1
    parts = [der_int(1), der(0x04, d.to_bytes(32, "big"))]
    if with_params:
        parts.append(der(0xA0, der_oid(oid)))
    parts.append(der(0xA1, der(0x03, b"\0" + curve.uncompressed(P))))
    return der_seq(*parts)


def ec_pkcs8(curve, d):
    oid = OID_P256 if curve is P256 else OID_K1
    return pkcs8(der_seq(der_oid(OID_EC), der_oid(oid)), ec_sec1(curve, d, with_params=False))


def ed25519_pkcs8(seed):
    return pkcs8(der_seq(der_oid(OID_ED25519)), der(0x04, seed))


def spki(curve_or_alg, pubbytes):
    if curve_or_alg == "ed25519":
        alg = der_seq(der_oid(OID_ED25519))
    elif curve_or_alg == "rsa":
        alg = der_seq(der_oid(OID_RSA), b"\x05\x00")
    else:
        alg = der_seq(der_oid(OID_EC), der_oid(OID_P256 if curve_or_alg is P256 else OID_K1))
    return der_seq(alg, der(0x03, b"\0" + pubbytes))


# ---------------------------------------------------------------------------
# Seeded RSA
# ---------------------------------------------------------------------------
_SMALL_PRIMES = [p for p in range(3, 2000) if all(p % q for q in range(2, int(p ** 0.5) + 1))]


def _is_probable_prime(n, rng, rounds=24):
    for p in _SMALL_PRIMES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(rounds):
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


def seeded_rsa(seed_str, bits=2048, e=65537):
    import random
    rng = random.Random(hashlib.sha256(seed_str.encode()).digest())

    def prime(nbits):
        while True:
            c = rng.getrandbits(nbits) | (3 << (nbits - 2)) | 1
            if c % e != 1 and _is_probable_prime(c, rng):
                return c
    while True:
        p, q = prime(bits // 2), prime(bits // 2)
        if p == q:
            continue
        if p < q:
            p, q = q, p
        n = p * q
        if n.bit_length() != bits:
            continue
        lam = (p - 1) * (q - 1)
        d = pow(e, -1, lam)
        return n, e, d, p, q


def rsa_sign_pkcs1_sha256(n, d, msg):
    prefix = bytes.fromhex("3031300d060960864801650304020105000420")
    t = prefix + hashlib.sha256(msg).digest()
    k = (n.bit_length() + 7) // 8
    em = b"\x00\x01" + b"\xff" * (k - len(t) - 3) + b"\x00" + t
    return pow(int.from_bytes(em, "big"), d, n).to_bytes(k, "big")


def rsa_verify_pkcs1_sha256(n, e, msg, sig):
    k = (n.bit_length() + 7) // 8
    em = pow(int.from_bytes(sig, "big"), e, n).to_bytes(k, "big")
    prefix = bytes.fromhex("3031300d060960864801650304020105000420")
    t = prefix + hashlib.sha256(msg).digest()
    return em == b"\x00\x01" + b"\xff" * (k - len(t) - 3) + b"\x00" + t


# ---------------------------------------------------------------------------
# OpenSSH openssh-key-v1 (Ed25519, unencrypted)
# ---------------------------------------------------------------------------
def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(seed, comment, checkint):
    pub = ed25519_public(seed)
    pubblob = _sshstr("ssh-ed25519") + _sshstr(pub)
    priv = struct.pack(">II", checkint, checkint) + _sshstr("ssh-ed25519") + _sshstr(pub) + \
        _sshstr(seed + pub) + _sshstr(comment)
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\0" + _sshstr("none") + _sshstr("none") + _sshstr(b"") + \
        struct.pack(">I", 1) + _sshstr(pubblob) + _sshstr(priv)
    b = base64.b64encode(blob).decode()
    body = "\n".join(b[i:i + 70] for i in range(0, len(b), 70))
    text = "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % body
    return text, "ssh-ed25519 " + base64.b64encode(pubblob).decode() + " " + comment


def openssh_parse(text):
    lines = [l.strip() for l in text.strip().splitlines()]
    blob = base64.b64decode("".join(lines[1:-1]))
    assert blob.startswith(b"openssh-key-v1\0")
    i = 15

    def rd():
        nonlocal i
        l = struct.unpack(">I", blob[i:i + 4])[0]
        v = blob[i + 4:i + 4 + l]
        i += 4 + l
        return v
    cipher, kdf, kdfopt = rd(), rd(), rd()
    nkeys = struct.unpack(">I", blob[i:i + 4])[0]
    i += 4
    pubblob = rd()
    priv = rd()
    c1, c2 = struct.unpack(">II", priv[:8])
    j = 8

    def rp():
        nonlocal j
        l = struct.unpack(">I", priv[j:j + 4])[0]
        v = priv[j + 4:j + 4 + l]
        j += 4 + l
        return v
    ktype, pub, sk, comment = rp(), rp(), rp(), rp()
    ok = (cipher == b"none" and nkeys == 1 and c1 == c2 and ktype == b"ssh-ed25519"
          and sk[32:] == pub and ed25519_public(sk[:32]) == pub and pubblob.endswith(_sshstr(pub)))
    return ok


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------
def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def b64u_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def jwt_hs_key(payload_seg, alg):
    """HMAC keys are derived from the payload segment so the self-check can verify a token
    from its span alone (a convention of this corpus, not of any service)."""
    return hashlib.sha256(b"secrets_corpus31/jwt-hmac/" + alg.encode() + b"/" + payload_seg.encode()).digest()


def jwt_make(header, payload, alg, key=None, rng=None):
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    si = (h + "." + p).encode()
    if alg.startswith("HS"):
        hf = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[alg]
        sig = hmac.new(jwt_hs_key(p, alg), si, hf).digest()
    elif alg == "RS256":
        n, e, d, pp, qq = key
        sig = rsa_sign_pkcs1_sha256(n, d, si)
    elif alg == "ES256":
        d = key
        k = rng.randrange(1, P256.n)
        r, s = ecdsa_sign(P256, d, hashlib.sha256(si).digest(), k)
        sig = r.to_bytes(32, "big") + s.to_bytes(32, "big")
    elif alg == "EdDSA":
        sig = ed25519_sign(key, si)
    else:
        raise ValueError(alg)
    return h + "." + p + "." + b64u(sig)


def jwt_verify(token, pubkeys=None):
    """Verify from the token alone where possible: HS* by the corpus's key derivation; RS256 /
    ES256 / EdDSA by the public key carried in the header's 'jwk' (a corpus convention too)."""
    h, p, s = token.split(".")
    header = json.loads(b64u_dec(h))
    payload = json.loads(b64u_dec(p))
    sig = b64u_dec(s)
    si = (h + "." + p).encode()
    alg = header["alg"]
    if alg.startswith("HS"):
        hf = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[alg]
        return hmac.compare_digest(hmac.new(jwt_hs_key(p, alg), si, hf).digest(), sig)
    jwk = header.get("jwk")
    if not jwk:
        return False
    if alg == "RS256":
        n = int.from_bytes(b64u_dec(jwk["n"]), "big")
        e = int.from_bytes(b64u_dec(jwk["e"]), "big")
        return rsa_verify_pkcs1_sha256(n, e, si, sig)
    if alg == "ES256":
        Q = (int.from_bytes(b64u_dec(jwk["x"]), "big"), int.from_bytes(b64u_dec(jwk["y"]), "big"))
        return P256.on_curve(Q) and ecdsa_verify(P256, Q, hashlib.sha256(si).digest(),
                                                   int.from_bytes(sig[:32], "big"), int.from_bytes(sig[32:], "big"))
    if alg == "EdDSA":
        return ed25519_verify(b64u_dec(jwk["x"]), si, sig)
    return False


# ---------------------------------------------------------------------------
# GitHub token checksum, base62
# ---------------------------------------------------------------------------
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def base62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def github_checksum(random30):
    return base62(zlib.crc32(random30.encode()) & 0xFFFFFFFF, 6)


def github_token_ok(tok):
    for pfx in ("ghp_", "gho_", "ghu_", "ghs_", "ghr_"):
        if tok.startswith(pfx) and len(tok) == 40:
            body = tok[4:]
            return github_checksum(body[:30]) == body[30:]
    if tok.startswith("github_pat_"):
        return len(tok) == 93
    return False


# ---------------------------------------------------------------------------
# Self-test with known-answer vectors
# ---------------------------------------------------------------------------
def selftest():
    res = []

    def ok(name, cond):
        res.append((name, bool(cond)))
    for n in WORDLIST_SHA256:
        ok("wordlist_sha256_" + n, len(wordlist(n)) == 2048)
    ok("bip39_zero", " ".join(bip39_from_entropy(bytes(16))) == "abandon " * 11 + "about")
    ok("bip39_7f", " ".join(bip39_from_entropy(b"\x7f" * 16)) ==
       "legal winner thank year wave sausage worth useful legal winner thank yellow")
    ok("bip39_80", " ".join(bip39_from_entropy(b"\x80" * 16)) ==
       "letter advice cage absurd amount doctor acoustic avoid letter advice cage above")
    ok("bip39_ff", " ".join(bip39_from_entropy(b"\xff" * 16)) == "zoo " * 11 + "wrong")
    ok("bip39_ff24", " ".join(bip39_from_entropy(b"\xff" * 32)) == "zoo " * 23 + "vote")
    ok("bip39_valid_roundtrip", bip39_valid(bip39_from_entropy(bytes(range(32)), "chinese_simplified"), "chinese_simplified"))
    ok("bip39_seed_vector", bip39_seed(bip39_from_entropy(bytes(16)), "TREZOR").hex().startswith("c55257c360c07c72029aebc1b53c05ed"))
    ok("ripemd160_empty", ripemd160(b"").hex() == "9c1185a5c5e9fc54612808977ee8f548b2258d31")
    ok("ripemd160_abc", ripemd160(b"abc").hex() == "8eb208f7e05d987a9b044a8e98c6b087f15a0bfc")
    if "ripemd160" in hashlib.algorithms_available:
        try:
            ok("ripemd160_vs_hashlib", ripemd160(b"corpus31").hex() == hashlib.new("ripemd160", b"corpus31").hexdigest())
        except ValueError:
            pass
    ok("keccak_empty", keccak256(b"").hex() == "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470")
    ok("eip55_vector", eip55("5aaeb6053f3e94c9b9a09f33669435e7ef1beaed") == "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
    ok("eth_key1", eth_address(1) == "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf")
    ok("wif_key1_c", wif(1) == "KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn")
    ok("wif_key1_u", wif(1, False) == "5HpHagT65TZzG1PH3CSu63k8DbpvD8s5ip4nEB3kEsreAnchuDf")
    G = SECP256K1.G
    ok("p2pkh_key1_c", p2pkh(SECP256K1.compressed(G)) == "1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH")
    ok("p2pkh_key1_u", p2pkh(SECP256K1.uncompressed(G)) == "1EHNa6Q4Jz2uvNExL497mE43ikXhwF6kZm")
    ok("bech32_bip173", segwit_addr("bc", 0, hash160(SECP256K1.compressed(G))) == "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")
    ok("secp256k1_G_on_curve", SECP256K1.on_curve(G))
    ok("secp256k1_nG_inf", SECP256K1.mul(SECP256K1.n - 1) == (G[0], SECP256K1.p - G[1]))
    ok("p256_G_on_curve", P256.on_curve(P256.G))
    ok("p256_2G", P256.mul(2) == P256.add(P256.G, P256.G))
    ok("secp_jacobian_vs_affine", SECP256K1.mul(7) == SECP256K1.add(SECP256K1.mul(3), SECP256K1.mul(4)))
    import random
    r = random.Random(31)
    d = r.randrange(1, P256.n)
    dig = hashlib.sha256(b"x").digest()
    rr, ss = ecdsa_sign(P256, d, dig, r.randrange(1, P256.n))
    ok("ecdsa_p256_verify", ecdsa_verify(P256, P256.mul(d), dig, rr, ss))
    ok("ecdsa_p256_reject", not ecdsa_verify(P256, P256.mul(d), hashlib.sha256(b"y").digest(), rr, ss))
    sk = bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
    ok("ed25519_rfc8032_pub", ed25519_public(sk).hex() == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")
    sig = ed25519_sign(sk, b"")
    ok("ed25519_rfc8032_sig", sig.hex() == "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b")
    ok("ed25519_verify", ed25519_verify(ed25519_public(sk), b"", sig))
    ok("ed25519_reject", not ed25519_verify(ed25519_public(sk), b"x", sig))
    xprv, xpub, _ = bip32_master(bytes.fromhex("000102030405060708090a0b0c0d0e0f"))
    ok("bip32_tv1_xprv", xprv == "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi")
    ok("bip32_tv1_xpub", xpub == "xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8")
    ok("crc16_xmodem", crc16_xmodem(b"123456789") == 0x31C3)
    k = bytes(range(32))
    ok("strkey_roundtrip", strkey_decode(strkey_encode("S", k)) == (144, k))
    ok("base32_vector", base64.b32decode("JBSWY3DPEHPK3PXP") == b"Hello!\xde\xad\xbe\xef")
    ok("luhn", luhn_ok("4539578763621486") and not luhn_ok("4539578763621487"))
    ok("isbn13", isbn13_check("978030640615") == "7")
    ok("isbn10", isbn10_check("030640615") == "2")
    ok("s10", s10_check("47312482") == "9")
    ok("base58_roundtrip", b58decode(b58encode(b"\0\0abc")) == b"\0\0abc")
    ok("tron_prefix", tron_address(1).startswith("T"))
    n, e, dd, p, q = seeded_rsa("selftest-rsa", 1024)
    ok("rsa_pq", p * q == n and (e * dd) % ((p - 1) * (q - 1) // __import__("math").gcd(p - 1, q - 1)) == 1)
    s_ = rsa_sign_pkcs1_sha256(n, dd, b"m")
    ok("rsa_sig", rsa_verify_pkcs1_sha256(n, e, b"m", s_) and not rsa_verify_pkcs1_sha256(n, e, b"n", s_))
    body = rsa_pkcs1(n, e, dd, p, q)
    t, v, _ = der_read(body)
    kids = der_children(v)
    ok("der_rsa_parse", int.from_bytes(kids[1][1], "big") == n and int.from_bytes(kids[4][1], "big") == p)
    ok("der_oid", der_oid_decode(der_read(der_oid(OID_P256))[1]) == OID_P256)
    txt, publine = openssh_ed25519(sk, "test@host", 0x01020304)
    ok("openssh_roundtrip", openssh_parse(txt))
    for alg in ("HS256", "HS384", "HS512"):
        tok = jwt_make({"alg": alg, "typ": "JWT"}, {"sub": "x"}, alg)
        ok("jwt_" + alg, jwt_verify(tok) and not jwt_verify(tok[:-2] + ("AA" if tok[-2:] != "AA" else "BB")))
    jwk = {"kty": "OKP", "crv": "Ed25519", "x": b64u(ed25519_public(sk))}
    tok = jwt_make({"alg": "EdDSA", "typ": "JWT", "jwk": jwk}, {"sub": "x"}, "EdDSA", sk)
    ok("jwt_EdDSA", jwt_verify(tok))
    Q = P256.mul(d)
    jwk = {"kty": "EC", "crv": "P-256", "x": b64u(Q[0].to_bytes(32, "big")), "y": b64u(Q[1].to_bytes(32, "big"))}
    tok = jwt_make({"alg": "ES256", "typ": "JWT", "jwk": jwk}, {"sub": "x"}, "ES256", d, r)
    ok("jwt_ES256", jwt_verify(tok))
    jwk = {"kty": "RSA", "n": b64u(n.to_bytes(128, "big")), "e": "AQAB"}
    tok = jwt_make({"alg": "RS256", "typ": "JWT", "jwk": jwk}, {"sub": "x"}, "RS256", (n, e, dd, p, q))
    ok("jwt_RS256", jwt_verify(tok))
    rnd = "".join(B62[i % 62] for i in range(30))
    ok("github_checksum", github_token_ok("ghp_" + rnd + github_checksum(rnd)))
    return res


if __name__ == "__main__":
    r = selftest()
    bad = [n for n, v in r if not v]
    print("%d vectors, %d failed %s" % (len(r), len(bad), bad))
