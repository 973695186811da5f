"""Structure helpers for secrets_corpus24, each with a known-answer self-test.

base58 / base58check (Bitcoin and XRPL alphabets), bech32 / bech32m, Luhn, IBAN mod-97,
CRC16-XModem and Stellar StrKey, base32, Keccak-256 (pure Python), hash160, BIP-32
serialisation, BIP39 word lists and checksums (from the `mnemonic` package), seeded RSA,
the OpenSSH `openssh-key-v1` container written by hand, JWT signing and verification,
HOTP/TOTP, and the check digits used by benign identifiers (S10, ISBN, ISSN, ISIN, IMEI,
EAN-13, VIN).
"""
import base64
import hashlib
import hmac
import json
import struct

from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, padding, rsa, x25519
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature, encode_dss_signature
from mnemonic import Mnemonic

# ---------------------------------------------------------------------------
# hashes
# ---------------------------------------------------------------------------
def sha256(b):
    return hashlib.sha256(b).digest()


def dsha256(b):
    return sha256(sha256(b))


def _ripemd160_py(msg):
    # pure-Python RIPEMD-160 (used only where hashlib lacks it)
    def rol(x, n):
        return ((x << n) | (x >> (32 - n))) & 0xFFFFFFFF
    f = [lambda x, y, z: x ^ y ^ z,
         lambda x, y, z: (x & y) | (~x & z),
         lambda x, y, z: (x | ~y) ^ z,
         lambda x, y, z: (x & z) | (y & ~z),
         lambda x, y, z: x ^ (y | ~z)]
    K = [0x00000000, 0x5A827999, 0x6ED9EBA1, 0x8F1BBCDC, 0xA953FD4E]
    KK = [0x50A28BE6, 0x5C4DD124, 0x6D703EF3, 0x7A6D76E9, 0x00000000]
    R = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
         7, 4, 13, 1, 10, 6, 15, 3, 12, 0, 9, 5, 2, 14, 11, 8,
         3, 10, 14, 4, 9, 15, 8, 1, 2, 7, 0, 6, 13, 11, 5, 12,
         1, 9, 11, 10, 0, 8, 12, 4, 13, 3, 7, 15, 14, 5, 6, 2,
         4, 0, 5, 9, 7, 12, 2, 10, 14, 1, 3, 8, 11, 6, 15, 13]
    RR = [5, 14, 7, 0, 9, 2, 11, 4, 13, 6, 15, 8, 1, 10, 3, 12,
          6, 11, 3, 7, 0, 13, 5, 10, 14, 15, 8, 12, 4, 9, 1, 2,
          15, 5, 1, 3, 7, 14, 6, 9, 11, 8, 12, 2, 10, 0, 4, 13,
          8, 6, 4, 1, 3, 11, 15, 0, 5, 12, 2, 13, 9, 7, 10, 14,
          12, 15, 10, 4, 1, 5, 8, 7, 6, 2, 13, 14, 0, 3, 9, 11]
    S = [11, 14, 15, 12, 5, 8, 7, 9, 11, 13, 14, 15, 6, 7, 9, 8,
         7, 6, 8, 13, 11, 9, 7, 15, 7, 12, 15, 9, 11, 7, 13, 12,
         11, 13, 6, 7, 14, 9, 13, 15, 14, 8, 13, 6, 5, 12, 7, 5,
         11, 12, 14, 15, 14, 15, 9, 8, 9, 14, 5, 6, 8, 6, 5, 12,
         9, 15, 5, 11, 6, 8, 13, 12, 5, 12, 13, 14, 11, 8, 5, 6]
    SS = [8, 9, 9, 11, 13, 15, 15, 5, 7, 7, 8, 11, 14, 14, 12, 6,
          9, 13, 15, 7, 12, 8, 9, 11, 7, 7, 12, 7, 6, 15, 13, 11,
          9, 7, 15, 11, 8, 6, 6, 14, 12, 13, 5, 14, 13, 13, 7, 5,
          15, 5, 8, 11, 14, 14, 6, 14, 6, 9, 12, 9, 12, 5, 15, 8,
          8, 5, 12, 9, 12, 5, 14, 6, 8, 13, 6, 5, 15, 13, 11, 11]
    h = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0]
    ml = len(msg) * 8
    msg = msg + b"\x80" + b"\x00" * ((55 - len(msg)) % 64) + struct.pack("<Q", ml)
    for off in range(0, len(msg), 64):
        X = struct.unpack("<16I", msg[off:off + 64])
        al, bl, cl, dl, el = h
        ar, br, cr, dr, er = h
        for j in range(80):
            r = j // 16
            t = (rol((al + (f[r](bl, cl, dl) & 0xFFFFFFFF) + X[R[j]] + K[r]) & 0xFFFFFFFF, S[j]) + el) & 0xFFFFFFFF
            al, el, dl, cl, bl = el, dl, rol(cl, 10), bl, t
            t = (rol((ar + (f[4 - r](br, cr, dr) & 0xFFFFFFFF) + X[RR[j]] + KK[r]) & 0xFFFFFFFF, SS[j]) + er) & 0xFFFFFFFF
            ar, er, dr, cr, br = er, dr, rol(cr, 10), br, t
        t = (h[1] + cl + dr) & 0xFFFFFFFF
        h[1] = (h[2] + dl + er) & 0xFFFFFFFF
        h[2] = (h[3] + el + ar) & 0xFFFFFFFF
        h[3] = (h[4] + al + br) & 0xFFFFFFFF
        h[4] = (h[0] + bl + cr) & 0xFFFFFFFF
        h[0] = t
    return struct.pack("<5I", *h)


def ripemd160(b):
    try:
        return hashlib.new("ripemd160", b).digest()
    except ValueError:
        return _ripemd160_py(b)


def hash160(b):
    return ripemd160(sha256(b))


_KECCAK_RC = [
    0x0000000000000001, 0x0000000000008082, 0x800000000000808A, 0x8000000080008000,
    0x000000000000808B, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
    0x000000000000008A, 0x0000000000000088, 0x0000000080008009, 0x000000008000000A,
    0x000000008000808B, 0x800000000000008B, 0x8000000000008089, 0x8000000000008003,
    0x8000000000008002, 0x8000000000000080, 0x000000000000800A, 0x800000008000000A,
    0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008]
_KECCAK_ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61],
               [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]]


def keccak256(data):
    M = 0xFFFFFFFFFFFFFFFF
    rate = 136
    p = bytearray(data) + b"\x01"
    while len(p) % rate:
        p += b"\x00"
    p[-1] |= 0x80
    A = [[0] * 5 for _ in range(5)]
    for off in range(0, len(p), rate):
        blk = p[off:off + rate]
        for i in range(rate // 8):
            A[i % 5][i // 5] ^= int.from_bytes(blk[8 * i:8 * i + 8], "little")
        for rnd in range(24):
            C = [A[x][0] ^ A[x][1] ^ A[x][2] ^ A[x][3] ^ A[x][4] for x in range(5)]
            D = [C[(x - 1) % 5] ^ (((C[(x + 1) % 5] << 1) | (C[(x + 1) % 5] >> 63)) & M) for x in range(5)]
            A = [[A[x][y] ^ D[x] for y in range(5)] for x in range(5)]
            B = [[0] * 5 for _ in range(5)]
            for x in range(5):
                for y in range(5):
                    r = _KECCAK_ROT[x][y]
                    B[y][(2 * x + 3 * y) % 5] = ((A[x][y] << r) | (A[x][y] >> (64 - r))) & M if r else A[x][y]
            A = [[B[x][y] ^ ((~B[(x + 1) % 5][y]) & B[(x + 2) % 5][y]) for y in range(5)] for x in range(5)]
            A[0][0] ^= _KECCAK_RC[rnd]
    out = b""
    for i in range(4):
        out += A[i % 5][i // 5].to_bytes(8, "little")
    return out


# ---------------------------------------------------------------------------
# base58, bech32, base32, StrKey
# ---------------------------------------------------------------------------
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B58_XRP = "rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz"


def b58encode(b, alphabet=B58):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = alphabet[r] + out
    pad = len(b) - len(b.lstrip(b"\x00"))
    return alphabet[0] * pad + out


def b58decode(s, alphabet=B58):
    n = 0
    for ch in s:
        i = alphabet.find(ch)
        if i < 0:
            raise ValueError("bad base58 character %r" % ch)
        n = n * 58 + i
    pad = len(s) - len(s.lstrip(alphabet[0]))
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    return b"\x00" * pad + body


def b58check_encode(payload, alphabet=B58):
    return b58encode(payload + dsha256(payload)[:4], alphabet)


def b58check_decode(s, alphabet=B58):
    raw = b58decode(s, alphabet)
    if len(raw) < 5 or dsha256(raw[:-4])[:4] != raw[-4:]:
        raise ValueError("bad base58check checksum")
    return raw[:-4]


BECH32_CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
BECH32M_CONST = 0x2BC830A3


def _bech32_polymod(values):
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
    if pad:
        if bits:
            ret.append((acc << (tobits - bits)) & maxv)
    elif bits >= frombits or ((acc << (tobits - bits)) & maxv):
        raise ValueError("bad padding")
    return ret


def bech32_encode(hrp, data5, m=False):
    const = BECH32M_CONST if m else 1
    polymod = _bech32_polymod(_hrp_expand(hrp) + data5 + [0] * 6) ^ const
    chk = [(polymod >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32_CHARSET[d] for d in data5 + chk)


def bech32_decode(s):
    """-> (hrp, data5, is_bech32m); raises on a bad checksum."""
    if s.lower() != s and s.upper() != s:
        raise ValueError("mixed case")
    s = s.lower()
    pos = s.rfind("1")
    hrp, rest = s[:pos], s[pos + 1:]
    if pos < 1 or len(rest) < 6:
        raise ValueError("bad bech32")
    data = [BECH32_CHARSET.index(c) for c in rest]
    pm = _bech32_polymod(_hrp_expand(hrp) + data)
    if pm not in (1, BECH32M_CONST):
        raise ValueError("bad bech32 checksum")
    return hrp, data[:-6], pm == BECH32M_CONST


def bech32_bytes(hrp, payload):
    return bech32_encode(hrp, convertbits(payload, 8, 5))


def bech32_payload(s):
    hrp, data, _ = bech32_decode(s)
    return hrp, bytes(convertbits(data, 5, 8, False))


def segwit_address(hrp, ver, prog):
    return bech32_encode(hrp, [ver] + convertbits(prog, 8, 5), m=ver > 0)


def b32(b):
    return base64.b32encode(b).decode().rstrip("=")


def b32decode_loose(s):
    s = "".join(ch for ch in s.upper() if ch.isalnum())
    s += "=" * (-len(s) % 8)
    return base64.b32decode(s)


def crc16_xmodem(data):
    crc = 0
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else (crc << 1)
            crc &= 0xFFFF
    return crc


def strkey_encode(version_byte, payload):
    body = bytes([version_byte]) + payload
    return base64.b32encode(body + struct.pack("<H", crc16_xmodem(body))).decode().rstrip("=")


def strkey_decode(s):
    raw = base64.b32decode(s + "=" * (-len(s) % 8))
    body, crc = raw[:-2], raw[-2:]
    if struct.pack("<H", crc16_xmodem(body)) != crc:
        raise ValueError("bad StrKey checksum")
    return body[0], body[1:]


STELLAR_SEED = 18 << 3      # 'S'
STELLAR_PUB = 6 << 3        # 'G'


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64u_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


# ---------------------------------------------------------------------------
# check digits
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


def luhn_complete(partial):
    for d in "0123456789":
        if luhn_ok(partial + d):
            return partial + d
    raise AssertionError


def iban_check_digits(country, bban):
    s = bban + country + "00"
    n = int("".join(str(int(ch, 36)) for ch in s))
    return "%02d" % (98 - n % 97)


def iban_ok(iban):
    s = iban.replace(" ", "").upper()
    s = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


def s10_check(digits8):
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    s = sum(int(d) * x for d, x in zip(digits8, w))
    c = 11 - s % 11
    return "0" if c == 10 else "5" if c == 11 else str(c)


def isbn13_check(d12):
    s = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(d12))
    return str((10 - s % 10) % 10)


ean13_check = isbn13_check


def issn_check(d7):
    s = sum(int(d) * w for d, w in zip(d7, range(8, 1, -1)))
    c = (11 - s % 11) % 11
    return "X" if c == 10 else str(c)


def isin_check(body11):
    digits = "".join(str(int(ch, 36)) for ch in body11)
    for d in "0123456789":
        if luhn_ok(digits + d):
            return d
    raise AssertionError


_VIN_VAL = {**{str(i): i for i in range(10)},
            **dict(zip("ABCDEFGH", range(1, 9))), **dict(zip("JKLMN", range(1, 6))), "P": 7, "R": 9,
            **dict(zip("STUVWXYZ", range(2, 10)))}
_VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


def vin_check(vin17):
    s = sum(_VIN_VAL[c] * w for c, w in zip(vin17, _VIN_W))
    r = s % 11
    return "X" if r == 10 else str(r)


# ---------------------------------------------------------------------------
# BIP39
# ---------------------------------------------------------------------------
MN = {lang: Mnemonic(lang) for lang in ("english", "chinese_simplified", "chinese_traditional")}
WORDS = {lang: list(m.wordlist) for lang, m in MN.items()}
WORDSET = {lang: set(w) for lang, w in WORDS.items()}
WORDLIST_SHA256 = {lang: hashlib.sha256("\n".join(w).encode()).hexdigest() for lang, w in WORDS.items()}
PINNED_WORDLIST_SHA256 = {  # the word lists of the `mnemonic` package (0.21), joined by newlines
    "english": "187db04a869dd9bc7be80d21a86497d692c0db6abd3aa8cb6be5d618ff757fae",
    "chinese_simplified": "106cc8387ac3fc7d44ca1072e30a0b27ed017b1d377501bb909c2833ef60c186",
    "chinese_traditional": "407312f9014543242bd157c255125a753ac60128fc15883a33b8685a9328b0cc",
}


def bip39_phrase(entropy, lang="english"):
    return MN[lang].to_mnemonic(entropy).split()


def bip39_valid(words, lang="english"):
    """Own implementation of the checksum (cross-checked against mnemonic.Mnemonic.check)."""
    if len(words) not in (12, 15, 18, 21, 24):
        return False
    idx = {w: i for i, w in enumerate(WORDS[lang])}
    try:
        bits = "".join(format(idx[w], "011b") for w in words)
    except KeyError:
        return False
    cs = len(bits) // 33
    ent = int(bits[:-cs], 2).to_bytes(len(bits[:-cs]) // 8, "big")
    return format(sha256(ent)[0], "08b")[:cs] == bits[-cs:]


# ---------------------------------------------------------------------------
# keys
# ---------------------------------------------------------------------------
SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
ED25519_L = 2 ** 252 + 27742317777372353535851937790883648493


def secp_pub(k, compressed=True):
    pub = ec.derive_private_key(k, ec.SECP256K1()).public_key()
    fmt = serialization.PublicFormat.CompressedPoint if compressed else serialization.PublicFormat.UncompressedPoint
    return pub.public_bytes(serialization.Encoding.X962, fmt)


def wif_encode(k, version=0x80, compressed=True):
    payload = bytes([version]) + k.to_bytes(32, "big") + (b"\x01" if compressed else b"")
    return b58check_encode(payload)


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
    pub = secp_pub(k, compressed=False)[1:]
    raw = keccak256(pub)[-20:].hex()
    return eip55(raw)


def eip55(hex40):
    h = keccak256(hex40.lower().encode()).hex()
    return "0x" + "".join(c.upper() if c.isalpha() and int(h[i], 16) >= 8 else c for i, c in enumerate(hex40.lower()))


def xrpl_address(pub33):
    return b58check_encode(b"\x00" + hash160(pub33), B58_XRP)


def xrpl_seed(entropy16):
    return b58check_encode(b"\x21" + entropy16, B58_XRP)


EXT_VERSIONS = {"xprv": 0x0488ADE4, "yprv": 0x049D7878, "zprv": 0x04B2430C, "tprv": 0x04358394,
                "uprv": 0x044A4E28, "vprv": 0x045F18BC, "xpub": 0x0488B21E, "tpub": 0x043587CF,
                "zpub": 0x04B24746}
EXT_PRIVATE = {v for k, v in EXT_VERSIONS.items() if k.endswith("prv")}


def bip32_serialize(kind, depth, fingerprint, child, chain, keydata):
    payload = struct.pack(">I", EXT_VERSIONS[kind]) + bytes([depth]) + fingerprint + struct.pack(">I", child) + chain + keydata
    return b58check_encode(payload)


def bip32_master(seed):
    I = hmac.new(b"Bitcoin seed", seed, hashlib.sha512).digest()
    return int.from_bytes(I[:32], "big"), I[32:]


def ext_decode(s):
    raw = b58check_decode(s)
    if len(raw) != 78:
        raise ValueError("bad extended key length")
    ver = struct.unpack(">I", raw[:4])[0]
    return ver, raw[45:78], raw[13:45]


def ed25519_pub(seed32):
    return ed25519.Ed25519PrivateKey.from_private_bytes(seed32).public_key().public_bytes(
        serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def _is_probable_prime(n, rng):
    if n < 2:
        return False
    for p in SMALL_PRIMES:
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
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


SMALL_PRIMES = [p for p in range(3, 2000) if all(p % q for q in range(2, int(p ** 0.5) + 1))]


def seeded_prime(rng, bits):
    while True:
        n = rng.getrandbits(bits) | (3 << (bits - 2)) | 1
        if _is_probable_prime(n, rng) and (n - 1) % 65537:
            return n


def seeded_rsa(rng, bits=2048):
    e = 65537
    while True:
        p = seeded_prime(rng, bits // 2)
        q = seeded_prime(rng, bits // 2)
        if p == q:
            continue
        if p < q:
            p, q = q, p
        n = p * q
        if n.bit_length() != bits:
            continue
        phi = (p - 1) * (q - 1)
        d = pow(e, -1, phi)
        nums = rsa.RSAPrivateNumbers(p, q, d, d % (p - 1), d % (q - 1), pow(q, -1, p),
                                     rsa.RSAPublicNumbers(e, n))
        return nums.private_key()


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def _mpint(n):
    if n == 0:
        return _sshstr(b"")
    b = n.to_bytes((n.bit_length() + 8) // 8, "big")
    return _sshstr(b)


def openssh_private(key, check, comment="user@host"):
    """Write an unencrypted openssh-key-v1 block by hand (fixed check integer, so it is deterministic)."""
    if isinstance(key, ed25519.Ed25519PrivateKey):
        seed = key.private_bytes(serialization.Encoding.Raw, serialization.PrivateFormat.Raw, serialization.NoEncryption())
        pub = key.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
        pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
        privfields = _sshstr(b"ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub)
    elif isinstance(key, ec.EllipticCurvePrivateKey):
        name = {"secp256r1": b"nistp256", "secp384r1": b"nistp384", "secp521r1": b"nistp521"}[key.curve.name]
        q = key.public_key().public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
        kt = b"ecdsa-sha2-" + name
        pubblob = _sshstr(kt) + _sshstr(name) + _sshstr(q)
        privfields = _sshstr(kt) + _sshstr(name) + _sshstr(q) + _mpint(key.private_numbers().private_value)
    elif isinstance(key, rsa.RSAPrivateKey):
        n = key.private_numbers()
        pubblob = _sshstr(b"ssh-rsa") + _mpint(n.public_numbers.e) + _mpint(n.public_numbers.n)
        privfields = (_sshstr(b"ssh-rsa") + _mpint(n.public_numbers.n) + _mpint(n.public_numbers.e) + _mpint(n.d)
                      + _mpint(n.iqmp) + _mpint(n.p) + _mpint(n.q))
    else:
        raise TypeError(type(key))
    priv = struct.pack(">II", check, check) + privfields + _sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\x00" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + struct.pack(">I", 1)
            + _sshstr(pubblob) + _sshstr(priv))
    b64 = base64.b64encode(blob).decode()
    lines = [b64[i:i + 70] for i in range(0, len(b64), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def pem_private(key, fmt):
    f = {"pkcs8": serialization.PrivateFormat.PKCS8,
         "trad": serialization.PrivateFormat.TraditionalOpenSSL}[fmt]
    return key.private_bytes(serialization.Encoding.PEM, f, serialization.NoEncryption()).decode().strip()


def public_raw(key):
    """A comparable public half of any private key."""
    return key.public_key().public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)


def load_private_any(text):
    text = text.strip()
    if "OPENSSH PRIVATE KEY" in text:
        return serialization.load_ssh_private_key(text.encode(), None)
    if text.startswith("-----BEGIN"):
        return serialization.load_pem_private_key(text.encode(), None)
    return serialization.load_der_private_key(base64.b64decode(text), None)


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------
def jwt_sign(header, payload, alg, key):
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    msg = (h + "." + p).encode()
    if alg.startswith("HS"):
        dig = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[alg]
        sig = hmac.new(key, msg, dig).digest()
    elif alg.startswith("RS"):
        sig = key.sign(msg, padding.PKCS1v15(), {"RS256": hashes.SHA256(), "RS384": hashes.SHA384(), "RS512": hashes.SHA512()}[alg])
    elif alg.startswith("PS"):
        raise ValueError("PS not deterministic")
    elif alg in ("ES256", "ES384"):
        hsh, size = (hashes.SHA256(), 32) if alg == "ES256" else (hashes.SHA384(), 48)
        der = key.sign(msg, ec.ECDSA(hsh, deterministic_signing=True))
        r, s = decode_dss_signature(der)
        sig = r.to_bytes(size, "big") + s.to_bytes(size, "big")
    elif alg == "EdDSA":
        sig = key.sign(msg)
    else:
        raise ValueError(alg)
    return h + "." + p + "." + b64u(sig)


def jwt_verify(token, key):
    h, p, s = token.split(".")
    header = json.loads(b64u_dec(h))
    json.loads(b64u_dec(p))
    alg = header["alg"]
    msg = (h + "." + p).encode()
    sig = b64u_dec(s)
    if alg.startswith("HS"):
        dig = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[alg]
        return hmac.compare_digest(hmac.new(key, msg, dig).digest(), sig)
    pub = key.public_key() if hasattr(key, "public_key") else key
    try:
        if alg.startswith("RS"):
            pub.verify(sig, msg, padding.PKCS1v15(), {"RS256": hashes.SHA256(), "RS384": hashes.SHA384(), "RS512": hashes.SHA512()}[alg])
        elif alg in ("ES256", "ES384"):
            size = 32 if alg == "ES256" else 48
            der = encode_dss_signature(int.from_bytes(sig[:size], "big"), int.from_bytes(sig[size:], "big"))
            pub.verify(der, msg, ec.ECDSA(hashes.SHA256() if alg == "ES256" else hashes.SHA384()))
        elif alg == "EdDSA":
            pub.verify(sig, msg)
        else:
            return False
    except Exception:
        return False
    return True


# ---------------------------------------------------------------------------
# HOTP / TOTP
# ---------------------------------------------------------------------------
def hotp(key, counter, digits=6):
    h = hmac.new(key, struct.pack(">Q", counter), hashlib.sha1).digest()
    o = h[-1] & 15
    v = (struct.unpack(">I", h[o:o + 4])[0] & 0x7FFFFFFF) % 10 ** digits
    return str(v).zfill(digits)


# ---------------------------------------------------------------------------
# self-test
# ---------------------------------------------------------------------------
def selftest():
    n = 0

    def ok(cond, what):
        nonlocal n
        if not cond:
            raise AssertionError("struct24 selftest: " + what)
        n += 1

    ok(ripemd160(b"abc").hex() == "8eb208f7e05d987a9b044a8e98c6b087f15a0bfc", "ripemd160")
    ok(_ripemd160_py(b"abc").hex() == "8eb208f7e05d987a9b044a8e98c6b087f15a0bfc", "ripemd160 (pure)")
    ok(_ripemd160_py(b"a" * 200) == ripemd160(b"a" * 200), "ripemd160 (pure, long)")
    ok(keccak256(b"").hex() == "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470", "keccak256('')")
    ok(eip55("5aaeb6053f3e94c9b9a09f33669435e7ef1beaed") == "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "EIP-55")
    ok(eth_address(1) == "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf", "eth address of key 1")
    ok(wif_encode(1) == "KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn", "WIF(1) compressed")
    ok(wif_encode(1, compressed=False) == "5HpHagT65TZzG1PH3CSu63k8DbpvD8s5ip4nEB3kEsreAnchuDf", "WIF(1) uncompressed")
    ok(wif_decode("KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn") == (0x80, 1, True), "WIF decode")
    ok(p2pkh(secp_pub(1)) == "1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH", "P2PKH(1·G)")
    ok(p2pkh(secp_pub(1, False)) == "1EHNa6Q4Jz2uvNExL497mE43ikXhwF6kZm", "P2PKH(1·G) uncompressed")
    ok(segwit_address("bc", 0, bytes.fromhex("751e76e8199196d454941c45d1b3a323f1433bd6"))
       == "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "BIP-173 P2WPKH")
    ok(bech32_payload(bech32_bytes("nsec", bytes(range(32)))) == ("nsec", bytes(range(32))), "bech32 round trip")
    ok(b58encode(bytes(20), B58_XRP) == "rrrrrrrrrrrrrrrrrrrr", "xrp alphabet zero")
    ok(b58check_encode(bytes(21), B58_XRP) == "rrrrrrrrrrrrrrrrrrrrrhoLvTp", "XRPL ACCOUNT_ZERO")
    ok(b58check_encode(b"\x00" + bytes(19) + b"\x01", B58_XRP) == "rrrrrrrrrrrrrrrrrrrrBZbvji", "XRPL ACCOUNT_ONE")
    ok(crc16_xmodem(b"123456789") == 0x31C3, "CRC16-XModem")
    ok(strkey_decode(strkey_encode(STELLAR_SEED, bytes(range(32)))) == (STELLAR_SEED, bytes(range(32))), "StrKey round trip")
    ok(strkey_encode(STELLAR_SEED, bytes(32))[0] == "S" and strkey_encode(STELLAR_PUB, bytes(32))[0] == "G", "StrKey prefixes")
    ok(b32(b"Hello!\xde\xad\xbe\xef") == "JBSWY3DPEHPK3PXP", "base32")
    ok(hotp(b"12345678901234567890", 0) == "755224" and hotp(b"12345678901234567890", 1) == "287082", "RFC 4226")
    ok(luhn_ok("79927398713") and not luhn_ok("79927398710"), "Luhn")
    ok(luhn_ok("4111111111111111") and luhn_ok("378282246310005"), "Luhn cards")
    ok(iban_ok("GB82 WEST 1234 5698 7654 32") and iban_check_digits("GB", "WEST12345698765432") == "82", "IBAN")
    ok(s10_check("12345678") == "5", "S10")
    ok(isbn13_check("978030640615") == "7", "ISBN-13")
    ok(ean13_check("400638133393") == "1", "EAN-13")
    ok(issn_check("0317847") == "1", "ISSN")
    ok(isin_check("US037833100") == "5", "ISIN")
    ok(luhn_ok("490154203237518"), "IMEI")
    ok(vin_check("1M8GDM9AXKP042788") == "X", "VIN")
    # BIP39: vectors and cross-check with mnemonic.Mnemonic
    ok(" ".join(bip39_phrase(bytes(16))) == " ".join(["abandon"] * 11 + ["about"]), "BIP39 zero vector")
    ok(" ".join(bip39_phrase(b"\x7f" * 16)) == "legal winner thank year wave sausage worth useful legal winner thank yellow", "BIP39 7f vector")
    ok(" ".join(bip39_phrase(b"\x80" * 16)) == "letter advice cage absurd amount doctor acoustic avoid letter advice cage above", "BIP39 80 vector")
    ok(" ".join(bip39_phrase(b"\xff" * 16)) == "zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong", "BIP39 ff vector")
    ok(bip39_valid("test test test test test test test test test test test junk".split()), "Hardhat test junk")
    for lang in WORDS:
        ok(len(WORDS[lang]) == 2048 and len(WORDSET[lang]) == 2048, "wordlist size " + lang)
        ok(WORDLIST_SHA256[lang] == PINNED_WORDLIST_SHA256[lang], "wordlist SHA-256 " + lang)
        for nbytes in (16, 20, 24, 28, 32):
            ent = bytes((i * 37 + nbytes) % 256 for i in range(nbytes))
            words = bip39_phrase(ent, lang)
            ok(bip39_valid(words, lang) and MN[lang].check(" ".join(words)), "bip39 valid %s %d" % (lang, nbytes))
            bad = words[:-1] + [words[0] if words[0] != words[-1] else words[1]]
            ok(bip39_valid(bad, lang) == MN[lang].check(" ".join(bad)), "bip39 invalid cross-check %s %d" % (lang, nbytes))
    ok(WORDS["english"][0] == "abandon" and WORDS["chinese_simplified"][0] == "的", "wordlist order")
    # BIP-32 test vector 1 (master key from seed 000102…0f)
    k, c = bip32_master(bytes(range(16)))
    ok(bip32_serialize("xprv", 0, bytes(4), 0, c, b"\x00" + k.to_bytes(32, "big"))
       == "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi",
       "BIP-32 tv1 master xprv")
    ok(bip32_serialize("xpub", 0, bytes(4), 0, c, secp_pub(k))
       == "xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8",
       "BIP-32 tv1 master xpub")
    # Ed25519 RFC 8032 test 1
    ok(ed25519_pub(bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")).hex()
       == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", "RFC 8032 test 1")
    # OpenSSH round trips
    import random
    r = random.Random("struct24-selftest")
    ed = ed25519.Ed25519PrivateKey.from_private_bytes(bytes(r.getrandbits(8) for _ in range(32)))
    for key in (ed, ec.derive_private_key(r.randrange(1, 2 ** 250), ec.SECP256R1()),
                ec.derive_private_key(r.randrange(1, 2 ** 380), ec.SECP384R1()),
                ec.derive_private_key(r.randrange(1, 2 ** 500), ec.SECP521R1())):
        blk = openssh_private(key, 0x1234ABCD)
        ok(public_raw(load_private_any(blk)) == public_raw(key), "openssh round trip %s" % type(key).__name__)
        ok(openssh_private(key, 0x1234ABCD) == blk, "openssh deterministic")
        for fmt in ("pkcs8",):
            ok(public_raw(load_private_any(pem_private(key, fmt))) == public_raw(key), "pem round trip")
    rk = seeded_rsa(random.Random("rsa-selftest"), 1024)
    rk2 = seeded_rsa(random.Random("rsa-selftest"), 1024)
    ok(rk.private_numbers() == rk2.private_numbers(), "seeded RSA determinism")
    ok(public_raw(load_private_any(openssh_private(rk, 7))) == public_raw(rk), "openssh RSA round trip")
    ok(public_raw(load_private_any(pem_private(rk, "trad"))) == public_raw(rk), "PKCS#1 round trip")
    # JWTs
    for alg, key in (("HS256", b"k" * 32), ("RS256", rk), ("ES256", ec.derive_private_key(12345, ec.SECP256R1())),
                     ("ES384", ec.derive_private_key(54321, ec.SECP384R1())), ("EdDSA", ed)):
        t1 = jwt_sign({"alg": alg, "typ": "JWT"}, {"sub": "x", "iat": 1700000000}, alg, key)
        t2 = jwt_sign({"alg": alg, "typ": "JWT"}, {"sub": "x", "iat": 1700000000}, alg, key)
        ok(t1 == t2 and jwt_verify(t1, key), "JWT %s deterministic and verified" % alg)
        ok(not jwt_verify(t1[:-3] + ("AAA" if t1[-3:] != "AAA" else "BBB"), key), "JWT %s tamper" % alg)
    return n
