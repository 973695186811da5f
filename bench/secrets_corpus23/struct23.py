"""Structure helpers for secrets_corpus23, each with a known-answer self-test (selftest()).

Everything here is deterministic: callers pass a random.Random (or bytes) in, nothing reads the
clock or os.urandom.  Keys are built with `cryptography` from seeded scalars / seeds; RSA primes
come from a seeded Miller-Rabin search; the OpenSSH container is written by hand (seeded check
integer) because cryptography's own writer draws a random one.
"""
import base64
import hashlib
import hmac
import json
import os
import struct

from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, padding, rsa, x25519
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature

import mnemonic as _mnemonic_pkg

# ---------------------------------------------------------------------------
# BIP39
# ---------------------------------------------------------------------------
_WL_DIR = os.path.join(os.path.dirname(_mnemonic_pkg.__file__), "wordlist")
WL_SHA256 = {
    "english": "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda",
    "chinese_simplified": "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726",
    "chinese_traditional": "417b26b3d8500a4ae3d59717d7011952db6fc2fb84b807f3f94ac734e89c1b5f",
}


def _load_wl(name):
    with open(os.path.join(_WL_DIR, name + ".txt"), "rb") as f:
        raw = f.read()
    if hashlib.sha256(raw).hexdigest() != WL_SHA256[name]:
        raise SystemExit("word list %s does not have the pinned SHA-256" % name)
    words = raw.decode("utf-8").split()
    assert len(words) == 2048 and len(set(words)) == 2048
    return words


WL = {"en": _load_wl("english"), "zh": _load_wl("chinese_simplified"), "zt": _load_wl("chinese_traditional")}
WL_INDEX = {k: {w: i for i, w in enumerate(v)} for k, v in WL.items()}
EN_SET = set(WL["en"])
ZH_SET = set(WL["zh"])
ZT_SET = set(WL["zt"])


def entropy_to_words(ent, lst="en"):
    assert len(ent) in (16, 20, 24, 28, 32)
    h = hashlib.sha256(ent).digest()
    bits = bin(int.from_bytes(ent, "big"))[2:].zfill(len(ent) * 8)
    cs = len(ent) * 8 // 32
    bits += bin(h[0])[2:].zfill(8)[:cs]
    return [WL[lst][int(bits[i:i + 11], 2)] for i in range(0, len(bits), 11)]


def words_valid(words, lst=None):
    """True if the word sequence is a BIP39 phrase with a valid checksum in list lst (or any)."""
    n = len(words)
    if n not in (12, 15, 18, 21, 24):
        return False
    lists = [lst] if lst else ["en", "zh", "zt"]
    for l in lists:
        idx = WL_INDEX[l]
        if not all(w in idx for w in words):
            continue
        bits = "".join(bin(idx[w])[2:].zfill(11) for w in words)
        cs = n // 3
        ent_bits, cs_bits = bits[:-cs], bits[-cs:]
        ent = int(ent_bits, 2).to_bytes(len(ent_bits) // 8, "big")
        h = hashlib.sha256(ent).digest()
        if bin(h[0])[2:].zfill(8)[:cs] == cs_bits:
            return True
    return False


def words_for_count(n):
    return {12: 16, 15: 20, 18: 24, 21: 28, 24: 32}[n]


def random_phrase(rng, n, lst="en"):
    ent = bytes(rng.getrandbits(8) for _ in range(words_for_count(n)))
    return entropy_to_words(ent, lst)


def invalid_phrase(rng, n, lst="en"):
    """n list words whose checksum fails."""
    while True:
        w = [rng.choice(WL[lst]) for _ in range(n)]
        if not words_valid(w, lst):
            return w


# documented BIP39 vectors (allowed in benign placeholder texts, named as such)
DOC_VECTORS_EN = [
    ("abandon " * 11 + "about").split(),
    "legal winner thank year wave sausage worth useful legal winner thank yellow".split(),
    "letter advice cage absurd amount doctor acoustic avoid letter advice cage above".split(),
    ("zoo " * 11 + "wrong").split(),
    ("test " * 11 + "junk").split(),
]

# ---------------------------------------------------------------------------
# Luhn and cards
# ---------------------------------------------------------------------------


def luhn_ok(digits):
    s = 0
    for i, ch in enumerate(reversed(digits)):
        d = ord(ch) - 48
        if i % 2 == 1:
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


CARD_BRANDS = {
    # brand: (list of prefixes, lengths)
    "visa": (["4"], [16]),
    "mc": (["51", "52", "53", "54", "55"], [16]),
    "mc2": (["2221", "2300", "2450", "2600", "2720"], [16]),
    "amex": (["34", "37"], [15]),
    "disc": (["6011", "644", "65"], [16]),
    "jcb": (["3528", "3540", "3566", "3589"], [16]),
    "up16": (["62"], [16]),
    "up19": (["62"], [19]),
    "diners": (["36", "300", "305"], [14]),
    "maestro": (["6759", "5018", "5020", "6304"], [16]),
    "mir": (["2200", "2201", "2204"], [16]),
    "bccard": (["9409"], [16]),
}

TEST_CARDS = {
    "4242424242424242", "4111111111111111", "5555555555554444", "4000056655665556",
    "378282246310005", "371449635398431", "6011111111111117", "3530111333300000",
    "6200000000000005", "5105105105105100", "4012888888881881", "30569309025904",
    "6250941006528599", "2223003122003222", "4000000000000002", "3566002020360505",
}


def card_brand(d):
    """Brand name for a digit string or None."""
    for b, (prefixes, lengths) in CARD_BRANDS.items():
        if len(d) in lengths and any(d.startswith(p) for p in prefixes):
            return b
    # generic ranges
    if d[0] == "4" and len(d) in (13, 16, 19):
        return "visa"
    if len(d) == 16 and 51 <= int(d[:2]) <= 55:
        return "mc"
    if len(d) == 16 and 2221 <= int(d[:4]) <= 2720:
        return "mc2"
    if len(d) == 15 and d[:2] in ("34", "37"):
        return "amex"
    if d[:2] == "62" and 16 <= len(d) <= 19:
        return "up"
    if d[:2] == "35" and 3528 <= int(d[:4]) <= 3589 and len(d) in (16, 19):
        return "jcb"
    if d[:4] == "6011" or d[:2] == "65" or (d[:3] in ("644", "645", "646", "647", "648", "649")):
        return "disc" if len(d) in (16, 19) else None
    if d[:2] in ("36", "38") and len(d) == 14 or d[:3] in ("300", "301", "302", "303", "304", "305") and len(d) == 14:
        return "diners"
    if d[:4] in ("2200", "2201", "2202", "2203", "2204") and len(d) == 16:
        return "mir"
    return None


def random_card(rng, brand):
    prefixes, lengths = CARD_BRANDS[brand]
    while True:
        p = rng.choice(prefixes)
        n = rng.choice(lengths)
        body = p + "".join(rng.choice("0123456789") for _ in range(n - len(p) - 1))
        d = luhn_complete(body)
        if d not in TEST_CARDS and len(set(d[len(p):])) > 3:
            return d

# ---------------------------------------------------------------------------
# base58 / base58check / cb58 / bech32 / base32
# ---------------------------------------------------------------------------
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58enc(b):
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + s


def b58dec(s):
    n = 0
    for ch in s:
        n = n * 58 + B58.index(ch)
    full = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    pad = len(s) - len(s.lstrip("1"))
    return b"\0" * pad + full


def dsha(b):
    return hashlib.sha256(hashlib.sha256(b).digest()).digest()


def b58check_enc(payload):
    return b58enc(payload + dsha(payload)[:4])


def b58check_dec(s):
    raw = b58dec(s)
    if len(raw) < 5 or dsha(raw[:-4])[:4] != raw[-4:]:
        return None
    return raw[:-4]


def cb58_enc(payload):
    """Avalanche cb58: base58 of payload + last 4 bytes of sha256(payload)."""
    return b58enc(payload + hashlib.sha256(payload).digest()[-4:])


def cb58_dec(s):
    raw = b58dec(s)
    if len(raw) < 5 or hashlib.sha256(raw[:-4]).digest()[-4:] != raw[-4:]:
        return None
    return raw[:-4]


BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech32_polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
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
        return None
    return ret


def bech32_enc(hrp, data5, const=1):
    values = _hrp_expand(hrp) + data5
    pm = _bech32_polymod(values + [0] * 6) ^ const
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32[d] for d in data5 + chk)


def bech32_dec(s):
    s = s.lower()
    pos = s.rfind("1")
    if pos < 1:
        return None
    hrp, data = s[:pos], s[pos + 1:]
    if any(c not in BECH32 for c in data) or len(data) < 6:
        return None
    d = [BECH32.index(c) for c in data]
    const = _bech32_polymod(_hrp_expand(hrp) + d)
    if const not in (1, 0x2bc830a3):
        return None
    return hrp, d[:-6], const


def bech32_bytes(hrp, b):
    return bech32_enc(hrp, convertbits(b, 8, 5))


def segwit_addr(hrp, witver, prog):
    return bech32_enc(hrp, [witver] + convertbits(prog, 8, 5), 1 if witver == 0 else 0x2bc830a3)


def b32(b, lower=False):
    s = base64.b32encode(b).decode().rstrip("=")
    return s.lower() if lower else s


def b32dec(s):
    s = s.replace(" ", "").replace("-", "").upper().rstrip("=")
    try:
        return base64.b32decode(s + "=" * (-len(s) % 8))
    except Exception:
        return None


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64u_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))

# ---------------------------------------------------------------------------
# Keccak-256 (for EIP-55 addresses)
# ---------------------------------------------------------------------------
_RC = [0x0000000000000001, 0x0000000000008082, 0x800000000000808A, 0x8000000080008000,
       0x000000000000808B, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
       0x000000000000008A, 0x0000000000000088, 0x0000000080008009, 0x000000008000000A,
       0x000000008000808B, 0x800000000000008B, 0x8000000000008089, 0x8000000000008003,
       0x8000000000008002, 0x8000000000000080, 0x000000000000800A, 0x800000008000000A,
       0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008]
_ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]]
_M = (1 << 64) - 1


def _rol(x, n):
    n %= 64
    return ((x << n) | (x >> (64 - n))) & _M


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
        x, y = i % 5, i // 5
        out += A[x][y].to_bytes(8, "little")
    return out


def eip55(addr20):
    h = addr20.hex()
    kh = keccak256(h.encode()).hex()
    return "0x" + "".join(c.upper() if c.isalpha() and int(kh[i], 16) >= 8 else c for i, c in enumerate(h))

# ---------------------------------------------------------------------------
# secp256k1 and friends
# ---------------------------------------------------------------------------
SECP_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
ED_L = 2 ** 252 + 27742317777372353535851937790883648493


def rand_scalar(rng, n=SECP_N):
    while True:
        k = rng.getrandbits(256)
        if 1 <= k < n:
            return k


def secp_pub(k, compressed=True):
    pk = ec.derive_private_key(k, ec.SECP256K1()).public_key()
    fmt = serialization.PublicFormat.CompressedPoint if compressed else serialization.PublicFormat.UncompressedPoint
    return pk.public_bytes(serialization.Encoding.X962, fmt)


def hash160(b):
    return hashlib.new("ripemd160", hashlib.sha256(b).digest()).digest()


def p2pkh(pub, ver=0):
    return b58check_enc(bytes([ver]) + hash160(pub))


def eth_address(k):
    pub = secp_pub(k, False)[1:]
    return eip55(keccak256(pub)[-20:])


def wif(k, compressed=True, ver=0x80):
    return b58check_enc(bytes([ver]) + k.to_bytes(32, "big") + (b"\x01" if compressed else b""))


def wif_decode(s):
    p = b58check_dec(s)
    if p is None or p[0] not in (0x80, 0xEF, 0xB0, 0x9E, 0xCC):
        return None
    if len(p) == 34 and p[-1] == 1:
        k = int.from_bytes(p[1:33], "big")
    elif len(p) == 33:
        k = int.from_bytes(p[1:], "big")
    else:
        return None
    return k if 1 <= k < SECP_N else None


XVER = {
    "xprv": 0x0488ADE4, "yprv": 0x049D7878, "zprv": 0x04B2430C, "tprv": 0x04358394, "vprv": 0x045F18BC,
    "xpub": 0x0488B21E, "zpub": 0x04B24746,
}


def bip32_master(seed):
    I = hmac.new(b"Bitcoin seed", seed, hashlib.sha512).digest()
    return int.from_bytes(I[:32], "big"), I[32:]


def xkey(kind, k, chain, depth=0, fpr=b"\0\0\0\0", child=0):
    ver = XVER[kind]
    keydata = (b"\0" + k.to_bytes(32, "big")) if kind.endswith("prv") else secp_pub(k)
    return b58check_enc(struct.pack(">L", ver) + bytes([depth]) + fpr + struct.pack(">L", child) + chain + keydata)


def xprv_decode(s):
    p = b58check_dec(s)
    if p is None or len(p) != 78:
        return None
    ver = struct.unpack(">L", p[:4])[0]
    if ver not in (XVER["xprv"], XVER["yprv"], XVER["zprv"], XVER["tprv"], XVER["vprv"]):
        return None
    if p[45] != 0:
        return None
    k = int.from_bytes(p[46:], "big")
    return k if 1 <= k < SECP_N else None


def ed25519_pub(seed32):
    return ed25519.Ed25519PrivateKey.from_private_bytes(seed32).public_key().public_bytes(
        serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def sol_keypair(seed32):
    return b58enc(seed32 + ed25519_pub(seed32))


def sol_keypair_ok(s):
    try:
        raw = b58dec(s)
    except ValueError:
        return False
    return len(raw) == 64 and ed25519_pub(raw[:32]) == raw[32:]


def mini_key(rng):
    """Casascius mini private key: 'S' + 29 base58 chars with sha256(key+'?')[0] == 0."""
    while True:
        k = "S" + "".join(rng.choice(B58) for _ in range(29))
        if hashlib.sha256((k + "?").encode()).digest()[0] == 0:
            return k


def mini_key_ok(k):
    return len(k) in (22, 30) and k[0] == "S" and all(c in B58 for c in k) and \
        hashlib.sha256((k + "?").encode()).digest()[0] == 0


def monero_spend_key(rng):
    k = rng.getrandbits(256) % ED_L
    return k.to_bytes(32, "little").hex()


def monero_key_ok(h):
    try:
        k = int.from_bytes(bytes.fromhex(h), "little")
    except ValueError:
        return False
    return len(h) == 64 and 0 < k < ED_L

# ---------------------------------------------------------------------------
# RSA from a seeded prime search
# ---------------------------------------------------------------------------
_SMALL_PRIMES = [p for p in range(3, 2000) if all(p % q for q in range(2, int(p ** 0.5) + 1))]


def _is_probable_prime(n, rng, rounds=24):
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


def _seeded_prime(rng, bits, e=65537):
    while True:
        c = rng.getrandbits(bits) | (3 << (bits - 2)) | 1
        if (c - 1) % e == 0:
            continue
        if _is_probable_prime(c, rng):
            return c


def seeded_rsa(rng, bits=2048):
    e = 65537
    while True:
        p = _seeded_prime(rng, bits // 2)
        q = _seeded_prime(rng, bits // 2)
        if p == q:
            continue
        if p < q:
            p, q = q, p
        n = p * q
        if n.bit_length() != bits:
            continue
        phi = (p - 1) * (q - 1)
        try:
            d = pow(e, -1, phi)
        except ValueError:
            continue
        nums = rsa.RSAPrivateNumbers(p, q, d, d % (p - 1), d % (q - 1), pow(q, -1, p),
                                     rsa.RSAPublicNumbers(e, n))
        return nums.private_key()


def pem(key, fmt="pkcs8"):
    f = {"pkcs8": serialization.PrivateFormat.PKCS8,
         "trad": serialization.PrivateFormat.TraditionalOpenSSL}[fmt]
    return key.private_bytes(serialization.Encoding.PEM, f, serialization.NoEncryption()).decode().strip()


def pub_pem(key):
    return key.public_key().public_bytes(serialization.Encoding.PEM,
                                         serialization.PublicFormat.SubjectPublicKeyInfo).decode().strip()


def pub_raw(key):
    pk = key.public_key()
    if isinstance(pk, (ed25519.Ed25519PublicKey, x25519.X25519PublicKey)):
        return pk.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return pk.public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)

# ---------------------------------------------------------------------------
# OpenSSH openssh-key-v1, written by hand
# ---------------------------------------------------------------------------


def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def _mpint(n):
    if n == 0:
        return _sshstr(b"")
    b = n.to_bytes((n.bit_length() + 8) // 8, "big")
    return _sshstr(b)


def openssh_private(key, comment, checkint):
    if isinstance(key, ed25519.Ed25519PrivateKey):
        seed = key.private_bytes(serialization.Encoding.Raw, serialization.PrivateFormat.Raw,
                                 serialization.NoEncryption())
        pubb = pub_raw(key)
        pubblob = _sshstr("ssh-ed25519") + _sshstr(pubb)
        priv = _sshstr("ssh-ed25519") + _sshstr(pubb) + _sshstr(seed + pubb)
    elif isinstance(key, ec.EllipticCurvePrivateKey):
        name = {"secp256r1": "nistp256", "secp384r1": "nistp384", "secp521r1": "nistp521"}[key.curve.name]
        Q = key.public_key().public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
        t = "ecdsa-sha2-" + name
        pubblob = _sshstr(t) + _sshstr(name) + _sshstr(Q)
        priv = _sshstr(t) + _sshstr(name) + _sshstr(Q) + _mpint(key.private_numbers().private_value)
    elif isinstance(key, rsa.RSAPrivateKey):
        pn = key.private_numbers()
        pubn = pn.public_numbers
        pubblob = _sshstr("ssh-rsa") + _mpint(pubn.e) + _mpint(pubn.n)
        priv = _sshstr("ssh-rsa") + _mpint(pubn.n) + _mpint(pubn.e) + _mpint(pn.d) + _mpint(pn.iqmp) + \
            _mpint(pn.p) + _mpint(pn.q)
    else:
        raise TypeError(type(key))
    body = struct.pack(">II", checkint, checkint) + priv + _sshstr(comment)
    i = 1
    while len(body) % 8:
        body += bytes([i])
        i += 1
    blob = b"openssh-key-v1\0" + _sshstr("none") + _sshstr("none") + _sshstr(b"") + struct.pack(">I", 1) + \
        _sshstr(pubblob) + _sshstr(body)
    b64 = base64.b64encode(blob).decode()
    lines = [b64[i:i + 70] for i in range(0, len(b64), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def ssh_public_line(key, comment):
    return key.public_key().public_bytes(serialization.Encoding.OpenSSH,
                                         serialization.PublicFormat.OpenSSH).decode() + " " + comment


def parse_private(text):
    """Parse a PEM / OpenSSH private key block; return the key object or None."""
    data = text.encode()
    try:
        if b"OPENSSH PRIVATE KEY" in data:
            return serialization.load_ssh_private_key(data, None)
        return serialization.load_pem_private_key(data, None)
    except Exception:
        return None

# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------


def jwt_sign(header, payload, key):
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    msg = (h + "." + p).encode()
    alg = header["alg"]
    if alg.startswith("HS"):
        hf = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[alg]
        sig = hmac.new(key, msg, hf).digest()
    elif alg == "RS256":
        sig = key.sign(msg, padding.PKCS1v15(), hashes.SHA256())
    elif alg in ("ES256", "ES384"):
        hh, size = (hashes.SHA256(), 32) if alg == "ES256" else (hashes.SHA384(), 48)
        der = key.sign(msg, ec.ECDSA(hh, deterministic_signing=True))
        r, s = decode_dss_signature(der)
        sig = r.to_bytes(size, "big") + s.to_bytes(size, "big")
    elif alg == "EdDSA":
        sig = key.sign(msg)
    else:
        raise ValueError(alg)
    return h + "." + p + "." + b64u(sig)


def jwt_verify(tok, key):
    from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature
    try:
        h, p, s = tok.split(".")
        header = json.loads(b64u_dec(h))
        json.loads(b64u_dec(p))
        sig = b64u_dec(s)
    except Exception:
        return False
    msg = (h + "." + p).encode()
    alg = header.get("alg")
    try:
        if alg.startswith("HS"):
            hf = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[alg]
            return hmac.compare_digest(hmac.new(key, msg, hf).digest(), sig)
        pk = key.public_key()
        if alg == "RS256":
            pk.verify(sig, msg, padding.PKCS1v15(), hashes.SHA256())
        elif alg in ("ES256", "ES384"):
            size = len(sig) // 2
            der = encode_dss_signature(int.from_bytes(sig[:size], "big"), int.from_bytes(sig[size:], "big"))
            pk.verify(der, msg, ec.ECDSA(hashes.SHA256() if alg == "ES256" else hashes.SHA384()))
        elif alg == "EdDSA":
            pk.verify(sig, msg)
        else:
            return False
        return True
    except Exception:
        return False

# ---------------------------------------------------------------------------
# HOTP (for documented-vector checks)
# ---------------------------------------------------------------------------


def hotp(key, counter, digits=6):
    h = hmac.new(key, struct.pack(">Q", counter), hashlib.sha1).digest()
    o = h[-1] & 15
    v = (struct.unpack(">I", h[o:o + 4])[0] & 0x7fffffff) % (10 ** digits)
    return str(v).zfill(digits)

# ---------------------------------------------------------------------------
# check digits for benign identifiers
# ---------------------------------------------------------------------------


def s10_check(serial8):
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    s = sum(int(a) * b for a, b in zip(serial8, w))
    c = 11 - s % 11
    return {10: 0, 11: 5}.get(c, c)


def iban_make(cc, bban):
    conv = "".join(str(int(ch, 36)) for ch in (bban + cc + "00"))
    chk = 98 - int(conv) % 97
    return cc + "%02d" % chk + bban


def iban_ok(iban):
    s = iban.replace(" ", "")
    conv = "".join(str(int(ch, 36)) for ch in (s[4:] + s[:4]))
    return int(conv) % 97 == 1


def ean13_check(d12):
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(d12))
    return str((10 - s % 10) % 10)


def issn_check(d7):
    s = sum(int(c) * w for c, w in zip(d7, range(8, 1, -1)))
    c = (11 - s % 11) % 11
    return "X" if c == 10 else str(c)


def isin_check(body11):
    digits = "".join(str(int(ch, 36)) for ch in body11)
    for c in "0123456789":
        if luhn_ok(digits + c):
            return c
    raise AssertionError


def imei_make(rng, tac):
    body = tac + "".join(rng.choice("0123456789") for _ in range(14 - len(tac)))
    return luhn_complete(body)

# ---------------------------------------------------------------------------
# self-test with known answers
# ---------------------------------------------------------------------------


def selftest():
    import random
    from mnemonic import Mnemonic
    # BIP39 vectors
    assert entropy_to_words(b"\0" * 16) == DOC_VECTORS_EN[0]
    assert entropy_to_words(b"\x7f" * 16) == DOC_VECTORS_EN[1]
    assert entropy_to_words(b"\x80" * 16) == DOC_VECTORS_EN[2]
    assert entropy_to_words(b"\xff" * 16) == DOC_VECTORS_EN[3]
    assert words_valid(DOC_VECTORS_EN[4])
    r = random.Random(7)
    for lst, name in (("en", "english"), ("zh", "chinese_simplified"), ("zt", "chinese_traditional")):
        m = Mnemonic(name)
        for n in (12, 15, 18, 21, 24):
            w = random_phrase(r, n, lst)
            sep = " "
            assert m.check(sep.join(w)), (lst, n)
            assert words_valid(w, lst)
            bad = invalid_phrase(r, n, lst)
            assert not m.check(" ".join(bad))
    # Luhn
    assert luhn_ok("4242424242424242") and luhn_ok("79927398713") and not luhn_ok("79927398710")
    for b in CARD_BRANDS:
        c = random_card(r, b)
        assert luhn_ok(c) and card_brand(c) is not None, b
    # base58check / WIF of key 1
    assert wif(1, False) == "5HpHagT65TZzG1PH3CSu63k8DbpvD8s5ip4nEB3kEsreAnchuDf"
    assert wif(1, True) == "KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn"
    assert wif_decode(wif(1, True)) == 1
    # secp256k1 1*G, its address
    assert secp_pub(1).hex() == "0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"
    assert p2pkh(secp_pub(1)) == "1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH"
    # BIP-173 P2WPKH
    assert segwit_addr("bc", 0, bytes.fromhex("751e76e8199196d454941c45d1b3a323f1433bd6")) == \
        "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"
    # Keccak / EIP-55
    assert keccak256(b"").hex() == "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"
    assert eip55(bytes.fromhex("5aaeb6053f3e94c9b9a09f33669435e7ef1beaed")) == "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
    assert eth_address(1) == "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"
    # RIPEMD-160
    assert hashlib.new("ripemd160", b"abc").hexdigest() == "8eb208f7e05d987a9b044a8e98c6b087f15a0bfc"
    # Ed25519 RFC 8032 test 1
    assert ed25519_pub(bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")).hex() == \
        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    # BIP32 test vector 1
    k, c = bip32_master(bytes.fromhex("000102030405060708090a0b0c0d0e0f"))
    assert xkey("xprv", k, c) == ("xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi")
    assert xkey("xpub", k, c) == ("xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8")
    assert xprv_decode(xkey("zprv", k, c)) == k
    # bech32 round trip
    hrp, d5, _ = bech32_dec(bech32_bytes("nsec", b"\x11" * 32))
    assert hrp == "nsec" and bytes(convertbits(d5, 5, 8, False)) == b"\x11" * 32
    # base32
    assert b32(b"Hello!\xde\xad\xbe\xef") == "JBSWY3DPEHPK3PXP"
    # HOTP RFC 4226
    assert [hotp(b"12345678901234567890", i) for i in range(3)] == ["755224", "287082", "359152"]
    # cb58: Avalanche documented example
    assert cb58_dec(cb58_enc(b"\x42" * 32)) == b"\x42" * 32
    # mini private key: the Casascius documentation example
    assert mini_key_ok("S6c56bnXQiBjk9mqSYE7ykVQ7NzrRy")
    assert hashlib.sha256(b"S6c56bnXQiBjk9mqSYE7ykVQ7NzrRy").hexdigest() == \
        "4c7a9640c72dc2099f23715d0c8a0d8a35f8906e3cab61dd3f78b67bf887c9ab"
    assert mini_key_ok(mini_key(r))
    assert monero_key_ok(monero_spend_key(r))
    # Solana
    s = bytes(range(32))
    assert sol_keypair_ok(sol_keypair(s))
    # check digits
    assert s10_check("12345678") == 5  # RR123456785GB
    assert iban_ok("GB82 WEST 1234 5698 7654 32")
    assert iban_ok(iban_make("GR", "01101250000000012300695"))
    assert ean13_check("400638133393") == "1"
    assert issn_check("0317847") == "1"  # ISSN 0317-8471
    assert isin_check("US037833100") == "5"  # Apple ISIN US0378331005
    assert luhn_ok("490154203237518")  # IMEI example
    # RSA determinism (small size for speed)
    k1 = seeded_rsa(random.Random(1), 1024)
    k2 = seeded_rsa(random.Random(1), 1024)
    assert k1.private_numbers() == k2.private_numbers()
    # OpenSSH round trips
    for key in (ed25519.Ed25519PrivateKey.from_private_bytes(b"\x05" * 32),
                ec.derive_private_key(12345, ec.SECP521R1()),
                ec.derive_private_key(6789, ec.SECP384R1()), k1):
        txt = openssh_private(key, "t@h", 0x12345678)
        back = parse_private(txt)
        assert back is not None and pub_raw(back) == pub_raw(key), type(key)
        assert parse_private(pem(key if not isinstance(key, ed25519.Ed25519PrivateKey) else key)) is not None
    # JWTs
    for alg, key in (("HS256", b"k" * 32), ("RS256", k1), ("ES256", ec.derive_private_key(99, ec.SECP256R1())),
                     ("ES384", ec.derive_private_key(98, ec.SECP384R1())),
                     ("EdDSA", ed25519.Ed25519PrivateKey.from_private_bytes(b"\x09" * 32))):
        t = jwt_sign({"alg": alg, "typ": "JWT"}, {"sub": "1"}, key)
        assert jwt_verify(t, key), alg
        assert t == jwt_sign({"alg": alg, "typ": "JWT"}, {"sub": "1"}, key), alg  # deterministic
    return True


if __name__ == "__main__":
    selftest()
    print("struct23 selftest ok")
