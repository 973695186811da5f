"""struct29 -- hand-written structure helpers for secrets_corpus29 (stdlib only).

Everything a value generator or a check needs to make or verify a structurally valid value:
base58 / base58check, bech32, CRC16-XModem + Stellar StrKey, Luhn, ISBN, UPU S10, BIP39 (three
pinned word lists), Ed25519 (RFC 8032), short-Weierstrass curves (secp256k1, P-256) with ECDSA,
Keccak-256 + EIP-55, WIF, BIP-32 master keys, seeded RSA, a DER encoder / reader, PEM, the OpenSSH
`openssh-key-v1` container, PuTTY PPK v3, JWT (HS256/384/512, RS256, ES256, EdDSA), the GitHub
token checksum, tiny PNG / GIF images.  `selftest()` checks known-answer vectors.
"""
import base64
import binascii
import hashlib
import hmac
import json
import os
import random
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
        i = B58.find(ch)
        if i < 0:
            raise ValueError("bad base58 char %r" % ch)
        n = n * 58 + i
    full = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    pad = len(s) - len(s.lstrip("1"))
    return b"\0" * pad + full


def dsha256(b):
    return hashlib.sha256(hashlib.sha256(b).digest()).digest()


def b58check_encode(payload):
    return b58encode(payload + dsha256(payload)[:4])


def b58check_decode(s):
    raw = b58decode(s)
    if len(raw) < 5 or dsha256(raw[:-4])[:4] != raw[-4:]:
        raise ValueError("base58check checksum fails")
    return raw[:-4]


# ---------------------------------------------------------------------------
# bech32 (BIP-173)
# ---------------------------------------------------------------------------
B32CH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


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
    for value in data:
        acc = (acc << frombits) | value
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            ret.append((acc >> bits) & maxv)
    if pad and bits:
        ret.append((acc << (tobits - bits)) & maxv)
    elif not pad and (bits >= frombits or ((acc << (tobits - bits)) & maxv)):
        raise ValueError("bad padding")
    return ret


def bech32_encode(hrp, data5):
    values = _hrp_expand(hrp) + list(data5)
    pm = _polymod(values + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(B32CH[d] for d in list(data5) + chk)


def bech32_decode(s):
    s = s.lower()
    pos = s.rfind("1")
    hrp, data = s[:pos], [B32CH.find(c) for c in s[pos + 1:]]
    if -1 in data or _polymod(_hrp_expand(hrp) + data) != 1:
        raise ValueError("bech32 checksum fails")
    return hrp, data[:-6]


def bech32_bytes(hrp, b):
    return bech32_encode(hrp, convertbits(b, 8, 5))


def bech32_to_bytes(s):
    hrp, d = bech32_decode(s)
    return hrp, bytes(convertbits(d, 5, 8, False))


def segwit_addr(hrp, ver, prog):
    return bech32_encode(hrp, [ver] + convertbits(prog, 8, 5))


# ---------------------------------------------------------------------------
# CRC16-XModem, Stellar StrKey
# ---------------------------------------------------------------------------
def crc16_xmodem(data):
    crc = 0
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else (crc << 1)
            crc &= 0xFFFF
    return crc


def strkey_encode(version_byte, payload):
    body = bytes([version_byte]) + payload
    return base64.b32encode(body + struct.pack("<H", crc16_xmodem(body))).decode().rstrip("=")


def strkey_decode(s):
    raw = base64.b32decode(s + "=" * (-len(s) % 8))
    body, chk = raw[:-2], raw[-2:]
    if struct.pack("<H", crc16_xmodem(body)) != chk:
        raise ValueError("strkey checksum fails")
    return body[0], body[1:]


# ---------------------------------------------------------------------------
# Luhn, ISBN, S10
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
    s = sum(int(c) * w[i] for i, c in enumerate(d8))
    r = 11 - s % 11
    return "5" if r == 11 else ("0" if r == 10 else str(r))


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
        raw = open(path, "rb").read()
        if hashlib.sha256(raw).hexdigest() != WORDLIST_SHA256[name]:
            raise SystemExit("word list %s does not match its pinned SHA-256" % name)
        words = raw.decode("utf-8").split("\n")
        words = [w.strip() for w in words if w.strip()]
        assert len(words) == 2048
        _WL[name] = words
    return _WL[name]


def bip39_from_entropy(ent, name="english"):
    wl = wordlist(name)
    cs = len(ent) * 8 // 32
    bits = bin(int.from_bytes(ent, "big"))[2:].zfill(len(ent) * 8)
    bits += bin(hashlib.sha256(ent).digest()[0])[2:].zfill(8)[:cs]
    return [wl[int(bits[i:i + 11], 2)] for i in range(0, len(bits), 11)]


def bip39_check(words, name="english"):
    wl = wordlist(name)
    if len(words) not in (12, 15, 18, 21, 24):
        return False
    idx = {w: i for i, w in enumerate(wl)}
    try:
        bits = "".join(bin(idx[w])[2:].zfill(11) for w in words)
    except KeyError:
        return False
    cs = len(words) // 3
    ent_bits, chk = bits[:-cs], bits[-cs:]
    ent = int(ent_bits, 2).to_bytes(len(ent_bits) // 8, "big")
    return bin(hashlib.sha256(ent).digest()[0])[2:].zfill(8)[:cs] == chk


# ---------------------------------------------------------------------------
# Ed25519 (RFC 8032)
# ---------------------------------------------------------------------------
_P = 2 ** 255 - 19
_Q = 2 ** 252 + 27742317777372353535851937790883648493


def _inv(x, m=_P):
    return pow(x, m - 2, m)


_D = -121665 * _inv(121666) % _P
_SQRT_M1 = pow(2, (_P - 1) // 4, _P)


def _recover_x(y, sign):
    x2 = (y * y - 1) * _inv(_D * y * y + 1) % _P
    if x2 == 0:
        return None if sign else 0
    x = pow(x2, (_P + 3) // 8, _P)
    if (x * x - x2) % _P:
        x = x * _SQRT_M1 % _P
    if (x * x - x2) % _P:
        return None
    if (x & 1) != sign:
        x = _P - x
    return x


_GY = 4 * _inv(5) % _P
_GX = _recover_x(_GY, 0)
_G = (_GX, _GY, 1, _GX * _GY % _P)


def _padd(P, Q):
    A = (P[1] - P[0]) * (Q[1] - Q[0]) % _P
    B = (P[1] + P[0]) * (Q[1] + Q[0]) % _P
    C = 2 * P[3] * Q[3] * _D % _P
    D = 2 * P[2] * Q[2] % _P
    E, F, G, H = B - A, D - C, D + C, B + A
    return (E * F % _P, G * H % _P, F * G % _P, E * H % _P)


def _pmul(s, P):
    Q = (0, 1, 1, 0)
    while s > 0:
        if s & 1:
            Q = _padd(Q, P)
        P = _padd(P, P)
        s >>= 1
    return Q


def _pcompress(P):
    zi = _inv(P[2])
    x, y = P[0] * zi % _P, P[1] * zi % _P
    return int.to_bytes(y | ((x & 1) << 255), 32, "little")


def _pdecompress(s):
    y = int.from_bytes(s, "little")
    sign = y >> 255
    y &= (1 << 255) - 1
    x = _recover_x(y, sign)
    if x is None:
        return None
    return (x, y, 1, x * y % _P)


def _pequal(P, Q):
    return (P[0] * Q[2] - Q[0] * P[2]) % _P == 0 and (P[1] * Q[2] - Q[1] * P[2]) % _P == 0


def _expand(seed):
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    return a, h[32:]


def ed25519_public(seed):
    a, _ = _expand(seed)
    return _pcompress(_pmul(a, _G))


def ed25519_sign(seed, msg):
    a, prefix = _expand(seed)
    A = _pcompress(_pmul(a, _G))
    r = int.from_bytes(hashlib.sha512(prefix + msg).digest(), "little") % _Q
    Rs = _pcompress(_pmul(r, _G))
    h = int.from_bytes(hashlib.sha512(Rs + A + msg).digest(), "little") % _Q
    s = (r + h * a) % _Q
    return Rs + int.to_bytes(s, 32, "little")


def ed25519_verify(pub, msg, sig):
    A = _pdecompress(pub)
    R = _pdecompress(sig[:32])
    if A is None or R is None:
        return False
    s = int.from_bytes(sig[32:], "little")
    if s >= _Q:
        return False
    h = int.from_bytes(hashlib.sha512(sig[:32] + pub + msg).digest(), "little") % _Q
    return _pequal(_pmul(s, _G), _padd(R, _pmul(h, A)))


# ---------------------------------------------------------------------------
# short Weierstrass curves
# ---------------------------------------------------------------------------
class Curve:
    def __init__(self, name, p, a, b, gx, gy, n, oid):
        self.name, self.p, self.a, self.b, self.G, self.n, self.oid = name, p, a, b, (gx, gy), n, oid

    def on_curve(self, P):
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
        # Jacobian double-and-add for speed
        P = P or self.G
        p, a = self.p, self.a
        X1, Y1, Z1 = P[0], P[1], 1
        RX, RY, RZ = 0, 1, 0

        def jdouble(X, Y, Z):
            if Y == 0 or Z == 0:
                return 0, 1, 0
            S = 4 * X * Y * Y % p
            M = (3 * X * X + a * pow(Z, 4, p)) % p
            X3 = (M * M - 2 * S) % p
            Y3 = (M * (S - X3) - 8 * pow(Y, 4, p)) % p
            return X3, Y3, 2 * Y * Z % p

        def jadd(X1, Y1, Z1, X2, Y2, Z2):
            if Z1 == 0:
                return X2, Y2, Z2
            if Z2 == 0:
                return X1, Y1, Z1
            U1 = X1 * Z2 * Z2 % p
            U2 = X2 * Z1 * Z1 % p
            S1 = Y1 * pow(Z2, 3, p) % p
            S2 = Y2 * pow(Z1, 3, p) % p
            if U1 == U2:
                if S1 != S2:
                    return 0, 1, 0
                return jdouble(X1, Y1, Z1)
            H = U2 - U1
            R = S2 - S1
            H2 = H * H % p
            H3 = H * H2 % p
            U1H2 = U1 * H2 % p
            X3 = (R * R - H3 - 2 * U1H2) % p
            Y3 = (R * (U1H2 - X3) - S1 * H3) % p
            return X3, Y3, H * Z1 * Z2 % p

        k %= self.n
        while k:
            if k & 1:
                RX, RY, RZ = jadd(RX, RY, RZ, X1, Y1, Z1)
            X1, Y1, Z1 = jdouble(X1, Y1, Z1)
            k >>= 1
        if RZ == 0:
            return None
        zi = pow(RZ, p - 2, p)
        return (RX * zi * zi % p, RY * zi * zi * zi % p)

    def pub_bytes(self, P, compressed=True):
        x, y = P
        if compressed:
            return bytes([2 + (y & 1)]) + x.to_bytes(32, "big")
        return b"\x04" + x.to_bytes(32, "big") + y.to_bytes(32, "big")


SECP256K1 = Curve("secp256k1", 2 ** 256 - 2 ** 32 - 977, 0, 7,
                  0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798,
                  0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8,
                  0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141, "1.3.132.0.10")
P256 = Curve("P-256", 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF,
             -3 % 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF,
             0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B,
             0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
             0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5,
             0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551, "1.2.840.10045.3.1.7")


def ecdsa_sign(curve, d, digest, rng):
    z = int.from_bytes(digest, "big")
    while True:
        k = rng.randrange(1, curve.n)
        R = curve.mul(k)
        r = R[0] % curve.n
        if not r:
            continue
        s = pow(k, curve.n - 2, curve.n) * (z + r * d) % curve.n
        if s:
            return r, s


def ecdsa_verify(curve, Q, digest, r, s):
    if not (0 < r < curve.n and 0 < s < curve.n):
        return False
    z = int.from_bytes(digest, "big")
    w = pow(s, curve.n - 2, curve.n)
    P = curve.add(curve.mul(z * w % curve.n), curve.mul(r * w % curve.n, Q))
    return P is not None and P[0] % curve.n == r


# ---------------------------------------------------------------------------
# Keccak-256, EIP-55
# ---------------------------------------------------------------------------
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


def eip55(addr20):
    h = addr20.hex()
    kh = keccak256(h.encode()).hex()
    return "0x" + "".join(c.upper() if c.isalpha() and int(kh[i], 16) >= 8 else c for i, c in enumerate(h))


def eth_address(d):
    P = SECP256K1.mul(d)
    return eip55(keccak256(SECP256K1.pub_bytes(P, False)[1:])[-20:])


# ---------------------------------------------------------------------------
# RIPEMD-160 (pure Python, so addresses do not depend on the local OpenSSL)
# ---------------------------------------------------------------------------
_RL = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 7, 4, 13, 1, 10, 6, 15, 3, 12, 0, 9, 5, 2, 14, 11, 8,
       3, 10, 14, 4, 9, 15, 8, 1, 2, 7, 0, 6, 13, 11, 5, 12, 1, 9, 11, 10, 0, 8, 12, 4, 13, 3, 7, 15, 14, 5, 6, 2,
       4, 0, 5, 9, 7, 12, 2, 10, 14, 1, 3, 8, 11, 6, 15, 13]
_RR = [5, 14, 7, 0, 9, 2, 11, 4, 13, 6, 15, 8, 1, 10, 3, 12, 6, 11, 3, 7, 0, 13, 5, 10, 14, 15, 8, 12, 4, 9, 1, 2,
       15, 5, 1, 3, 7, 14, 6, 9, 11, 8, 12, 2, 10, 0, 4, 13, 8, 6, 4, 1, 3, 11, 15, 0, 5, 12, 2, 13, 9, 7, 10, 14,
       12, 15, 10, 4, 1, 5, 8, 7, 6, 2, 13, 14, 0, 3, 9, 11]
_SL = [11, 14, 15, 12, 5, 8, 7, 9, 11, 13, 14, 15, 6, 7, 9, 8, 7, 6, 8, 13, 11, 9, 7, 15, 7, 12, 15, 9, 11, 7, 13, 12,
       11, 13, 6, 7, 14, 9, 13, 15, 14, 8, 13, 6, 5, 12, 7, 5, 11, 12, 14, 15, 14, 15, 9, 8, 9, 14, 5, 6, 8, 6, 5, 12,
       9, 15, 5, 11, 6, 8, 13, 12, 5, 12, 13, 14, 11, 8, 5, 6]
_SR = [8, 9, 9, 11, 13, 15, 15, 5, 7, 7, 8, 11, 14, 14, 12, 6, 9, 13, 15, 7, 12, 8, 9, 11, 7, 7, 12, 7, 6, 15, 13, 11,
       9, 7, 15, 11, 8, 6, 6, 14, 12, 13, 5, 14, 13, 13, 7, 5, 15, 5, 8, 11, 14, 14, 6, 14, 6, 9, 12, 9, 12, 5, 15, 8,
       8, 5, 12, 9, 12, 5, 14, 6, 8, 13, 6, 5, 15, 13, 11, 11]
_KL = [0x00000000, 0x5A827999, 0x6ED9EBA1, 0x8F1BBCDC, 0xA953FD4E]
_KR = [0x50A28BE6, 0x5C4DD124, 0x6D703EF3, 0x7A6D76E9, 0x00000000]
_M32 = 0xFFFFFFFF


def _rf(j, x, y, z):
    if j < 16:
        return x ^ y ^ z
    if j < 32:
        return (x & y) | (~x & z)
    if j < 48:
        return (x | ~y) ^ z
    if j < 64:
        return (x & z) | (y & ~z)
    return x ^ (y | ~z)


def _rol32(x, n):
    return ((x << n) | (x >> (32 - n))) & _M32


def ripemd160(msg):
    h = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0]
    ml = len(msg) * 8
    msg = msg + b"\x80" + b"\0" * ((55 - len(msg)) % 64) + struct.pack("<Q", ml)
    for off in range(0, len(msg), 64):
        X = struct.unpack("<16I", msg[off:off + 64])
        al, bl, cl, dl, el = h
        ar, br, cr, dr, er = h
        for j in range(80):
            t = _rol32((al + (_rf(j, bl, cl, dl) & _M32) + X[_RL[j]] + _KL[j // 16]) & _M32, _SL[j]) + el
            al, el, dl, cl, bl = el, dl, _rol32(cl, 10), bl, t & _M32
            t = _rol32((ar + (_rf(79 - j, br, cr, dr) & _M32) + X[_RR[j]] + _KR[j // 16]) & _M32, _SR[j]) + er
            ar, er, dr, cr, br = er, dr, _rol32(cr, 10), br, t & _M32
        t = (h[1] + cl + dr) & _M32
        h[1] = (h[2] + dl + er) & _M32
        h[2] = (h[3] + el + ar) & _M32
        h[3] = (h[4] + al + br) & _M32
        h[4] = (h[0] + bl + cr) & _M32
        h[0] = t
    return struct.pack("<5I", *h)


def hash160(b):
    return ripemd160(hashlib.sha256(b).digest())


def p2pkh_address(d, compressed=True, prefix=0):
    return b58check_encode(bytes([prefix]) + hash160(SECP256K1.pub_bytes(SECP256K1.mul(d), compressed)))


def p2wpkh_address(d):
    return segwit_addr("bc", 0, hash160(SECP256K1.pub_bytes(SECP256K1.mul(d), True)))


# ---------------------------------------------------------------------------
# WIF, BIP-32
# ---------------------------------------------------------------------------
WIF_PREFIX = {"btc": 0x80, "test": 0xEF, "ltc": 0xB0, "doge": 0x9E}


def wif_encode(d, compressed=True, net="btc"):
    payload = bytes([WIF_PREFIX[net]]) + d.to_bytes(32, "big") + (b"\x01" if compressed else b"")
    return b58check_encode(payload)


def wif_decode(s):
    raw = b58check_decode(s)
    if raw[0] not in WIF_PREFIX.values():
        raise ValueError("bad WIF prefix")
    if len(raw) == 34 and raw[-1] == 1:
        return int.from_bytes(raw[1:33], "big"), True
    if len(raw) == 33:
        return int.from_bytes(raw[1:], "big"), False
    raise ValueError("bad WIF length")


XVER = {"xprv": 0x0488ADE4, "tprv": 0x04358394, "yprv": 0x049D7878, "zprv": 0x04B2430C,
        "xpub": 0x0488B21E, "tpub": 0x043587CF, "ypub": 0x049D7CB2, "zpub": 0x04B24746}


def bip32_master(seed):
    I = hmac.new(b"Bitcoin seed", seed, hashlib.sha512).digest()
    return int.from_bytes(I[:32], "big"), I[32:]


def bip32_serialize(kind, key, chain, depth=0, fpr=b"\0\0\0\0", child=0):
    ver = XVER[kind]
    if kind.endswith("prv"):
        keydata = b"\0" + key.to_bytes(32, "big")
    else:
        keydata = SECP256K1.pub_bytes(SECP256K1.mul(key))
    return b58check_encode(struct.pack(">L", ver) + bytes([depth]) + fpr + struct.pack(">L", child) + chain + keydata)


# ---------------------------------------------------------------------------
# RSA (seeded)
# ---------------------------------------------------------------------------
_SMALL_PRIMES = [p for p in range(3, 2000) if all(p % q for q in range(2, int(p ** 0.5) + 1))]


def _is_probable_prime(n, rng, rounds=32):
    for sp in _SMALL_PRIMES:
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
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def _gen_prime(bits, rng, e):
    while True:
        c = rng.getrandbits(bits) | (1 << (bits - 1)) | (1 << (bits - 2)) | 1
        if (c - 1) % e and _is_probable_prime(c, rng):
            return c


_RSA_CACHE = {}


def rsa_key(seed, bits=2048):
    """Deterministic RSA key from a string seed -> dict(n,e,d,p,q,dp,dq,qi)."""
    key = (seed, bits)
    if key in _RSA_CACHE:
        return _RSA_CACHE[key]
    rng = random.Random(hashlib.sha256(("rsa29/" + seed).encode()).digest())
    e = 65537
    while True:
        p = _gen_prime(bits // 2, rng, e)
        q = _gen_prime(bits // 2, rng, e)
        if p == q:
            continue
        if p < q:
            p, q = q, p
        n = p * q
        if n.bit_length() != bits:
            continue
        phi = (p - 1) * (q - 1)
        d = pow(e, -1, phi)
        break
    k = dict(n=n, e=e, d=d, p=p, q=q, dp=d % (p - 1), dq=d % (q - 1), qi=pow(q, -1, p))
    _RSA_CACHE[key] = k
    return k


# ---------------------------------------------------------------------------
# DER, PEM
# ---------------------------------------------------------------------------
def _der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, content):
    return bytes([tag]) + _der_len(len(content)) + content


def der_int(i):
    b = i.to_bytes(max(1, (i.bit_length() + 8) // 8), "big")
    return der(0x02, b)


def der_seq(*items):
    return der(0x30, b"".join(items))


def der_oid(oid):
    parts = [int(x) for x in oid.split(".")]
    body = bytes([40 * parts[0] + parts[1]])
    for p in parts[2:]:
        enc = [p & 0x7F]
        p >>= 7
        while p:
            enc.append(0x80 | (p & 0x7F))
            p >>= 7
        body += bytes(reversed(enc))
    return der(0x06, body)


def der_octets(b):
    return der(0x04, b)


def der_bits(b):
    return der(0x03, b"\0" + b)


DER_NULL = b"\x05\x00"


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


def pem(label, body, width=64):
    b64 = base64.b64encode(body).decode()
    lines = [b64[i:i + width] for i in range(0, len(b64), width)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def pem_body(text):
    lines = [ln.strip() for ln in text.strip().splitlines()]
    label = lines[0][len("-----BEGIN "):-5]
    assert lines[-1] == "-----END %s-----" % label, lines[-1]
    return label, base64.b64decode("".join(lines[1:-1]))


RSA_OID = "1.2.840.113549.1.1.1"
EC_OID = "1.2.840.10045.2.1"
ED25519_OID = "1.3.101.112"


def rsa_pkcs1_der(k):
    return der_seq(der_int(0), der_int(k["n"]), der_int(k["e"]), der_int(k["d"]), der_int(k["p"]),
                   der_int(k["q"]), der_int(k["dp"]), der_int(k["dq"]), der_int(k["qi"]))


def rsa_pkcs8_der(k):
    return der_seq(der_int(0), der_seq(der_oid(RSA_OID), DER_NULL), der_octets(rsa_pkcs1_der(k)))


def rsa_spki_der(k):
    return der_seq(der_seq(der_oid(RSA_OID), DER_NULL), der_bits(der_seq(der_int(k["n"]), der_int(k["e"]))))


def ec_sec1_der(curve, d, with_params=True):
    pub = curve.pub_bytes(curve.mul(d), False)
    items = [der_int(1), der_octets(d.to_bytes(32, "big"))]
    if with_params:
        items.append(der(0xA0, der_oid(curve.oid)))
    items.append(der(0xA1, der_bits(pub)))
    return der_seq(*items)


def ec_pkcs8_der(curve, d):
    return der_seq(der_int(0), der_seq(der_oid(EC_OID), der_oid(curve.oid)), der_octets(ec_sec1_der(curve, d, False)))


def ec_spki_der(curve, d):
    return der_seq(der_seq(der_oid(EC_OID), der_oid(curve.oid)), der_bits(curve.pub_bytes(curve.mul(d), False)))


def ed25519_pkcs8_der(seed):
    return der_seq(der_int(0), der_seq(der_oid(ED25519_OID)), der_octets(der_octets(seed)))


def ed25519_spki_der(seed):
    return der_seq(der_seq(der_oid(ED25519_OID)), der_bits(ed25519_public(seed)))


def parse_private_der(label, body):
    """Re-read a private key DER and check internal consistency. -> short description."""
    t, c, _ = der_read(body)
    assert t == 0x30
    ch = der_children(c)
    if label == "RSA PRIVATE KEY":
        ints = [int.from_bytes(x, "big") for _, x in ch]
        _, n, e, d, p, q = ints[:6]
        assert p * q == n and (e * d) % ((p - 1) * (q - 1) // _gcd(p - 1, q - 1)) == 1
        return "rsa%d" % n.bit_length()
    if label == "EC PRIVATE KEY":
        d = int.from_bytes(ch[1][1], "big")
        oid_c = [x for t2, x in ch if t2 == 0xA0][0]
        curve = P256 if der_oid(P256.oid) == oid_c else SECP256K1
        pub = [x for t2, x in ch if t2 == 0xA1][0]
        _, bits, _ = der_read(pub)
        assert bits[1:] == curve.pub_bytes(curve.mul(d), False)
        return "ec-" + curve.name
    if label == "PRIVATE KEY":
        alg = der_children(ch[1][1])
        oid = alg[0][1]
        inner = ch[2][1]
        if der(0x06, oid) == der_oid(RSA_OID):
            return parse_private_der("RSA PRIVATE KEY", inner) + "-pkcs8"
        if der(0x06, oid) == der_oid(ED25519_OID):
            _, seed, _ = der_read(inner)
            assert len(seed) == 32
            return "ed25519-pkcs8"
        if der(0x06, oid) == der_oid(EC_OID):
            curve = P256 if der(0x06, alg[1][1]) == der_oid(P256.oid) else SECP256K1
            _, c2, _ = der_read(inner)
            ch2 = der_children(c2)
            d = int.from_bytes(ch2[1][1], "big")
            pub = [x for t2, x in ch2 if t2 == 0xA1][0]
            _, bits, _ = der_read(pub)
            assert bits[1:] == curve.pub_bytes(curve.mul(d), False)
            return "ec-%s-pkcs8" % curve.name
    raise ValueError("unknown private key " + label)


def _gcd(a, b):
    while b:
        a, b = b, a % b
    return a


# ---------------------------------------------------------------------------
# OpenSSH, PPK
# ---------------------------------------------------------------------------
def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def _sshread(b, i):
    n = struct.unpack(">I", b[i:i + 4])[0]
    return b[i + 4:i + 4 + n], i + 4 + n


def ssh_ed25519_pub_blob(seed):
    return _sshstr("ssh-ed25519") + _sshstr(ed25519_public(seed))


def ssh_ed25519_publine(seed, comment):
    return "ssh-ed25519 %s %s" % (base64.b64encode(ssh_ed25519_pub_blob(seed)).decode(), comment)


def openssh_ed25519_private(seed, comment, checkint):
    pub = ed25519_public(seed)
    blob = ssh_ed25519_pub_blob(seed)
    priv = struct.pack(">II", checkint, checkint) + _sshstr("ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub) + _sshstr(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    body = b"openssh-key-v1\0" + _sshstr("none") + _sshstr("none") + _sshstr(b"") + struct.pack(">I", 1) + _sshstr(blob) + _sshstr(priv)
    b64 = base64.b64encode(body).decode()
    lines = [b64[j:j + 70] for j in range(0, len(b64), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % "\n".join(lines)


def openssh_check(text):
    lines = [ln.strip() for ln in text.strip().splitlines()]
    assert lines[0] == "-----BEGIN OPENSSH PRIVATE KEY-----" and lines[-1] == "-----END OPENSSH PRIVATE KEY-----"
    body = base64.b64decode("".join(lines[1:-1]))
    assert body.startswith(b"openssh-key-v1\0")
    i = len(b"openssh-key-v1\0")
    cipher, i = _sshread(body, i)
    kdf, i = _sshread(body, i)
    _, i = _sshread(body, i)
    i += 4
    blob, i = _sshread(body, i)
    priv, i = _sshread(body, i)
    c1, c2 = struct.unpack(">II", priv[:8])
    assert c1 == c2 and cipher == b"none"
    j = 8
    kt, j = _sshread(priv, j)
    pub, j = _sshread(priv, j)
    sk, j = _sshread(priv, j)
    assert kt == b"ssh-ed25519" and ed25519_public(sk[:32]) == pub == sk[32:]
    assert blob == ssh_ed25519_pub_blob(sk[:32])
    return "openssh-ed25519"


def ppk3_ed25519(seed, comment):
    pub_blob = ssh_ed25519_pub_blob(seed)
    priv_blob = _sshstr(seed)
    mac = hmac.new(b"", _sshstr("ssh-ed25519") + _sshstr("none") + _sshstr(comment) + _sshstr(pub_blob) + _sshstr(priv_blob), hashlib.sha256).hexdigest()

    def wrap(b):
        s = base64.b64encode(b).decode()
        return [s[i:i + 64] for i in range(0, len(s), 64)]
    pl, vl = wrap(pub_blob), wrap(priv_blob)
    out = ["PuTTY-User-Key-File-3: ssh-ed25519", "Encryption: none", "Comment: " + comment,
           "Public-Lines: %d" % len(pl)] + pl + ["Private-Lines: %d" % len(vl)] + vl + ["Private-MAC: " + mac]
    return "\n".join(out)


def ppk3_check(text):
    lines = [ln.strip() for ln in text.strip().splitlines()]
    assert lines[0] == "PuTTY-User-Key-File-3: ssh-ed25519" and lines[1] == "Encryption: none"
    comment = lines[2][len("Comment: "):]
    n = int(lines[3].split(": ")[1])
    pub_blob = base64.b64decode("".join(lines[4:4 + n]))
    m = int(lines[4 + n].split(": ")[1])
    priv_blob = base64.b64decode("".join(lines[5 + n:5 + n + m]))
    mac = lines[5 + n + m].split(": ")[1]
    want = hmac.new(b"", _sshstr("ssh-ed25519") + _sshstr("none") + _sshstr(comment) + _sshstr(pub_blob) + _sshstr(priv_blob), hashlib.sha256).hexdigest()
    seed, _ = _sshread(priv_blob, 0)
    assert mac == want and pub_blob == ssh_ed25519_pub_blob(seed)
    return "ppk3-ed25519"


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------
def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64u_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


_DIGESTINFO_SHA256 = bytes.fromhex("3031300d060960864801650304020105000420")
_HS = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}


def jwt_sign(header, payload, key):
    """key: bytes for HS*, rsa dict for RS256, int d for ES256, 32-byte seed for EdDSA."""
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    si = (h + "." + p).encode()
    alg = header["alg"]
    if alg in _HS:
        sig = hmac.new(key, si, _HS[alg]).digest()
    elif alg == "RS256":
        n = key["n"]
        k = (n.bit_length() + 7) // 8
        t = _DIGESTINFO_SHA256 + hashlib.sha256(si).digest()
        em = b"\x00\x01" + b"\xff" * (k - len(t) - 3) + b"\x00" + t
        sig = pow(int.from_bytes(em, "big"), key["d"], n).to_bytes(k, "big")
    elif alg == "ES256":
        rng = random.Random(hashlib.sha256(si + key.to_bytes(32, "big")).digest())
        r, s = ecdsa_sign(P256, key, hashlib.sha256(si).digest(), rng)
        sig = r.to_bytes(32, "big") + s.to_bytes(32, "big")
    elif alg == "EdDSA":
        sig = ed25519_sign(key, si)
    else:
        raise ValueError(alg)
    return h + "." + p + "." + b64u(sig)


def jwt_verify(token, key):
    h, p, s = token.split(".")
    header = json.loads(b64u_dec(h))
    si = (h + "." + p).encode()
    sig = b64u_dec(s)
    alg = header["alg"]
    if alg in _HS:
        return hmac.compare_digest(hmac.new(key, si, _HS[alg]).digest(), sig)
    if alg == "RS256":
        n = key["n"]
        k = (n.bit_length() + 7) // 8
        em = pow(int.from_bytes(sig, "big"), key["e"], n).to_bytes(k, "big")
        return em.endswith(_DIGESTINFO_SHA256 + hashlib.sha256(si).digest()) and em.startswith(b"\x00\x01\xff")
    if alg == "ES256":
        Q = P256.mul(key)
        return ecdsa_verify(P256, Q, hashlib.sha256(si).digest(), int.from_bytes(sig[:32], "big"), int.from_bytes(sig[32:], "big"))
    if alg == "EdDSA":
        return ed25519_verify(ed25519_public(key), si, sig)
    return False


# ---------------------------------------------------------------------------
# GitHub token checksum
# ---------------------------------------------------------------------------
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def base62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0")


def github_token(prefix, body30):
    return prefix + body30 + base62(binascii.crc32(body30.encode()) & 0xFFFFFFFF, 6)


def github_token_ok(tok):
    pre, rest = tok.split("_", 1)
    body, chk = rest[:30], rest[30:]
    return len(rest) == 36 and base62(binascii.crc32(body.encode()) & 0xFFFFFFFF, 6) == chk


# ---------------------------------------------------------------------------
# tiny images
# ---------------------------------------------------------------------------
def png_bytes(w, h, rgb):
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    raw = b"".join(b"\0" + bytes(rgb) * w for _ in range(h))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def gif_bytes(rgb):
    return (b"GIF89a\x01\x00\x01\x00\x80\x00\x00" + bytes(rgb) + b"\x00\x00\x00"
            + b"!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")


# ---------------------------------------------------------------------------
# self-test
# ---------------------------------------------------------------------------
def selftest():
    n = 0

    def ok(cond, what):
        nonlocal n
        if not cond:
            raise AssertionError("struct29 selftest: " + what)
        n += 1
    for name in WORDLIST_SHA256:
        ok(len(wordlist(name)) == 2048, "wordlist " + name)
    ok(" ".join(bip39_from_entropy(b"\0" * 16)) == " ".join(["abandon"] * 11 + ["about"]), "bip39 zero")
    ok(" ".join(bip39_from_entropy(b"\x7f" * 16)) == "legal winner thank year wave sausage worth useful legal winner thank yellow", "bip39 7f")
    ok(" ".join(bip39_from_entropy(b"\x80" * 16)) == "letter advice cage absurd amount doctor acoustic avoid letter advice cage above", "bip39 80")
    ok(" ".join(bip39_from_entropy(b"\xff" * 16)) == "zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong", "bip39 ff")
    ok(bip39_check(["abandon"] * 11 + ["about"]) and not bip39_check(["abandon"] * 12), "bip39 check")
    ok(bip39_check(bip39_from_entropy(b"\x13" * 32, "chinese_simplified"), "chinese_simplified"), "bip39 zh")
    seed = bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
    ok(ed25519_public(seed).hex() == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", "ed25519 pub")
    sig = ed25519_sign(seed, b"")
    ok(sig.hex() == "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b", "ed25519 sig")
    ok(ed25519_verify(ed25519_public(seed), b"", sig) and not ed25519_verify(ed25519_public(seed), b"x", sig), "ed25519 verify")
    for c in (SECP256K1, P256):
        ok(c.on_curve(c.G) and c.mul(c.n) is None and c.mul(c.n - 1) == (c.G[0], (-c.G[1]) % c.p), "curve " + c.name)
        ok(c.mul(7) == c.add(c.mul(3), c.mul(4)), "curve add " + c.name)
        r, s = ecdsa_sign(c, 12345, hashlib.sha256(b"m").digest(), random.Random(1))
        ok(ecdsa_verify(c, c.mul(12345), hashlib.sha256(b"m").digest(), r, s), "ecdsa " + c.name)
    ok(ripemd160(b"").hex() == "9c1185a5c5e9fc54612808977ee8f548b2258d31", "ripemd160 empty")
    ok(ripemd160(b"abc").hex() == "8eb208f7e05d987a9b044a8e98c6b087f15a0bfc", "ripemd160 abc")
    ok(ripemd160(b"a" * 1000).hex() == hashlib.new("ripemd160", b"a" * 1000).hexdigest() if "ripemd160" in hashlib.algorithms_available else True, "ripemd160 long")
    ok(p2pkh_address(1, True) == "1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH", "p2pkh key 1")
    ok(p2pkh_address(1, False) == "1EHNa6Q4Jz2uvNExL497mE43ikXhwF6kZm", "p2pkh key 1 u")
    ok(wif_encode(1, True) == "KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn", "wif c")
    ok(wif_encode(1, False) == "5HpHagT65TZzG1PH3CSu63k8DbpvD8s5ip4nEB3kEsreAnchuDf", "wif u")
    ok(wif_decode("KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn") == (1, True), "wif dec")
    k, c = bip32_master(bytes.fromhex("000102030405060708090a0b0c0d0e0f"))
    ok(bip32_serialize("xprv", k, c) == "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi", "bip32 xprv")
    ok(bip32_serialize("xpub", k, c) == "xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8", "bip32 xpub")
    ok(keccak256(b"").hex() == "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470", "keccak empty")
    ok(eth_address(1) == "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf", "eth addr key 1")
    ok(eip55(bytes.fromhex("5aaeb6053f3e94c9b9a09f33669435e7ef1beaed")) == "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "eip55 vector")
    ok(segwit_addr("bc", 0, bytes.fromhex("751e76e8199196d454941c45d1b3a323f1433bd6")) == "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "bech32 vector")
    ok(crc16_xmodem(b"123456789") == 0x31C3, "crc16")
    v, pl = strkey_decode(strkey_encode(18 << 3, b"\x07" * 32))
    ok(v == 144 and pl == b"\x07" * 32, "strkey")
    ok(base64.b32encode(b"Hello!\xde\xad\xbe\xef").decode() == "JBSWY3DPEHPK3PXP", "base32")
    ok(luhn_ok("79927398713") and not luhn_ok("79927398710"), "luhn")
    ok(isbn13_check("978030640615") == "7" and isbn10_check("030640615") == "2", "isbn")
    ok(s10_check("47312482") == "9", "s10")
    rk = rsa_key("selftest", 1024)
    ok(parse_private_der("RSA PRIVATE KEY", rsa_pkcs1_der(rk)) == "rsa1024", "rsa der")
    ok(parse_private_der("PRIVATE KEY", rsa_pkcs8_der(rk)) == "rsa1024-pkcs8", "rsa pkcs8")
    ok(parse_private_der("EC PRIVATE KEY", ec_sec1_der(P256, 99)) == "ec-P-256", "ec sec1")
    ok(parse_private_der("PRIVATE KEY", ec_pkcs8_der(SECP256K1, 99)) == "ec-secp256k1-pkcs8", "ec pkcs8")
    ok(parse_private_der("PRIVATE KEY", ed25519_pkcs8_der(seed)) == "ed25519-pkcs8", "ed pkcs8")
    ok(openssh_check(openssh_ed25519_private(seed, "me@host", 0x1234)) == "openssh-ed25519", "openssh")
    ok(ppk3_check(ppk3_ed25519(seed, "eddsa-key")) == "ppk3-ed25519", "ppk3")
    for alg, key in (("HS256", b"k"), ("HS384", b"k"), ("HS512", b"k"), ("RS256", rk), ("ES256", 4242), ("EdDSA", seed)):
        t = jwt_sign({"alg": alg, "typ": "JWT"}, {"sub": "x"}, key)
        ok(jwt_verify(t, key), "jwt " + alg)
        ok(not jwt_verify(t[:-2] + ("AA" if not t.endswith("AA") else "BB"), key), "jwt tamper " + alg)
    ok(github_token_ok(github_token("ghp_", "a" * 30)), "github checksum")
    ok(png_bytes(2, 2, (1, 2, 3)).startswith(b"\x89PNG"), "png")
    return n


if __name__ == "__main__":
    print("struct29 selftest: %d passed" % selftest())
