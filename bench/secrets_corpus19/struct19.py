"""Structure helpers for secrets_corpus19, with known-answer self-tests.

Everything here is deterministic: callers pass bytes or integers drawn from their own
seeded random.Random.  Nothing reads the clock or os.urandom.
"""
import base64
import binascii
import hashlib
import hmac
import json
import os
import struct

import mnemonic as _mnemonic_pkg
from cryptography.hazmat.primitives import serialization, hashes
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, x25519, rsa

# ---------------------------------------------------------------------------
# BIP39 word lists (from the installed `mnemonic` package, SHA-256 checked)
# ---------------------------------------------------------------------------
_WL_DIR = os.path.join(os.path.dirname(_mnemonic_pkg.__file__), "wordlist")
WORDLIST_SHA256 = {
    "english": "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda",
    "chinese_simplified": "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726",
    "chinese_traditional": "417b26b3d8500a4ae3d59717d7011952db6fc2fb84b807f3f94ac734e89c1b5f",
}


def _load_wordlist(name):
    with open(os.path.join(_WL_DIR, name + ".txt"), "rb") as f:
        raw = f.read()
    got = hashlib.sha256(raw).hexdigest()
    if got != WORDLIST_SHA256[name]:
        raise SystemExit("BIP39 word list %s has SHA-256 %s, expected %s" % (name, got, WORDLIST_SHA256[name]))
    words = raw.decode("utf-8").split()
    assert len(words) == 2048 and len(set(words)) == 2048, name
    return words


WL = {name: _load_wordlist(name) for name in WORDLIST_SHA256}
WL_INDEX = {name: {w: i for i, w in enumerate(ws)} for name, ws in WL.items()}
EN_SET = set(WL["english"])
ZH_S_SET = set(WL["chinese_simplified"])
ZH_T_SET = set(WL["chinese_traditional"])


def bip39_from_entropy(entropy, lang="english"):
    n = len(entropy) * 8
    assert n in (128, 160, 192, 224, 256)
    cs = n // 32
    h = hashlib.sha256(entropy).digest()
    bits = int.from_bytes(entropy, "big") << cs | (h[0] >> (8 - cs))
    total = n + cs
    out = []
    for i in range(total // 11):
        idx = (bits >> (total - 11 * (i + 1))) & 0x7FF
        out.append(WL[lang][idx])
    return out


def bip39_valid(words, lang="english"):
    if len(words) not in (12, 15, 18, 21, 24):
        return False
    idx = WL_INDEX[lang]
    try:
        bits = 0
        for w in words:
            bits = bits << 11 | idx[w]
    except KeyError:
        return False
    total = 11 * len(words)
    cs = total // 33
    ent = bits >> cs
    ent_bytes = ent.to_bytes((total - cs) // 8, "big")
    want = hashlib.sha256(ent_bytes).digest()[0] >> (8 - cs)
    return (bits & ((1 << cs) - 1)) == want


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


# (brand, prefixes, lengths)
CARD_BRANDS = {
    "visa": (["4"], [16]),
    "mastercard": (["51", "52", "53", "54", "55"] + [str(x) for x in range(2221, 2721, 37)], [16]),
    "amex": (["34", "37"], [15]),
    "discover": (["6011", "644", "645", "646", "647", "648", "649", "65"], [16]),
    "jcb": (["3528", "3530", "3548", "3566", "3589"], [16]),
    "unionpay": (["621", "622", "623", "625", "628"], [16, 19]),
    "mir": (["2200", "2201", "2202", "2203", "2204"], [16]),
    "diners": (["300", "301", "305", "36", "38"], [14]),
    "maestro": (["6759", "6761", "6763", "5018", "5020", "5038"], [16, 19]),
}
TEST_CARDS = {
    "4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222",
    "5200828282828210", "5105105105105100", "378282246310005", "371449635398431",
    "6011111111111117", "6011000990139424", "3056930009020004", "36227206271667",
    "3566002020360505", "6200000000000005", "4111111111111111", "4012888888881881",
    "4000000000000002", "4000000000009995", "5425233430109903", "2222420000001113",
}


def card_brand(digits):
    for brand, (prefixes, lengths) in CARD_BRANDS.items():
        if len(digits) in lengths and any(digits.startswith(p) for p in prefixes):
            return brand
    return None


def make_card(rng, brand):
    prefixes, lengths = CARD_BRANDS[brand]
    while True:
        p = rng.choice(prefixes)
        n = rng.choice(lengths)
        body = p + "".join(rng.choice("0123456789") for _ in range(n - len(p) - 1))
        num = luhn_complete(body)
        if num not in TEST_CARDS and card_brand(num):
            return num


# ---------------------------------------------------------------------------
# base58 / base58check / bech32 / base32
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


def dsha(b):
    return hashlib.sha256(hashlib.sha256(b).digest()).digest()


def b58check_encode(payload):
    return b58encode(payload + dsha(payload)[:4])


def b58check_decode(s):
    raw = b58decode(s)
    payload, chk = raw[:-4], raw[-4:]
    if dsha(payload)[:4] != chk:
        raise ValueError("bad base58check checksum")
    return payload


_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


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
    if pad and bits:
        ret.append((acc << (tobits - bits)) & maxv)
    elif not pad and (bits >= frombits or ((acc << (tobits - bits)) & maxv)):
        raise ValueError("bad padding")
    return ret


def bech32_encode(hrp, data5, const=1):
    values = _hrp_expand(hrp) + data5
    polymod = _bech32_polymod(values + [0] * 6) ^ const
    chk = [(polymod >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(_BECH[d] for d in data5 + chk)


def bech32_decode(s):
    s = s.lower()
    pos = s.rfind("1")
    hrp, data = s[:pos], [_BECH.index(c) for c in s[pos + 1:]]
    const = _bech32_polymod(_hrp_expand(hrp) + data)
    if const not in (1, 0x2BC830A3):
        raise ValueError("bad bech32 checksum")
    return hrp, data[:-6], const


def bech32_bytes(hrp, b):
    return bech32_encode(hrp, convertbits(b, 8, 5))


def bech32_to_bytes(s):
    hrp, d5, _ = bech32_decode(s)
    return hrp, bytes(convertbits(d5, 5, 8, pad=False))


def segwit_address(hrp, witver, prog):
    const = 1 if witver == 0 else 0x2BC830A3
    return bech32_encode(hrp, [witver] + convertbits(prog, 8, 5), const)


def b32(b):
    return base64.b32encode(b).decode().rstrip("=")


def b32decode_loose(s):
    s = "".join(ch for ch in s.upper() if ch not in " -\n\t")
    s += "=" * (-len(s) % 8)
    return base64.b32decode(s)


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64u_decode(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


# ---------------------------------------------------------------------------
# Keccak-256 (Ethereum) -- small pure-Python implementation
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


def eip55(addr_hex):
    a = addr_hex.lower()
    h = keccak256(a.encode()).hex()
    return "0x" + "".join(c.upper() if c.isalpha() and int(h[i], 16) >= 8 else c for i, c in enumerate(a))


# ---------------------------------------------------------------------------
# secp256k1, Ed25519, X25519
# ---------------------------------------------------------------------------
SECP_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
ED_L = 2 ** 252 + 27742317777372353535851937790883648493


def rand_scalar(rng):
    while True:
        k = rng.getrandbits(256)
        if 1 <= k < SECP_N:
            return k


def rbytes(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def secp_pub(k, compressed=True):
    pk = ec.derive_private_key(k, ec.SECP256K1()).public_key()
    fmt = serialization.PublicFormat.CompressedPoint if compressed else serialization.PublicFormat.UncompressedPoint
    return pk.public_bytes(serialization.Encoding.X962, fmt)


def hash160(b):
    return hashlib.new("ripemd160", hashlib.sha256(b).digest()).digest()


def wif(k, compressed=True, version=0x80):
    payload = bytes([version]) + k.to_bytes(32, "big") + (b"\x01" if compressed else b"")
    return b58check_encode(payload)


def wif_decode(s):
    p = b58check_decode(s)
    if p[0] not in (0x80, 0xEF, 0xB0, 0x9E):
        raise ValueError("bad WIF version")
    if len(p) == 34 and p[-1] == 1:
        k = int.from_bytes(p[1:33], "big")
    elif len(p) == 33:
        k = int.from_bytes(p[1:], "big")
    else:
        raise ValueError("bad WIF length")
    if not 1 <= k < SECP_N:
        raise ValueError("WIF scalar out of range")
    return k


XPRV_VERSIONS = {"xprv": 0x0488ADE4, "tprv": 0x04358394, "zprv": 0x04B2430C, "yprv": 0x049D7878}
XPUB_VERSIONS = {"xpub": 0x0488B21E, "zpub": 0x04B24746}


def ext_key(rng, kind="xprv", depth=None):
    k = rand_scalar(rng)
    chain = rbytes(rng, 32)
    depth = rng.choice([0, 3, 4]) if depth is None else depth
    fp = b"\0\0\0\0" if depth == 0 else rbytes(rng, 4)
    child = 0 if depth == 0 else rng.choice([0x80000000, 0x80000054, 0x80000000 + rng.randrange(5), rng.randrange(3)])
    if kind in XPRV_VERSIONS:
        keydata = b"\0" + k.to_bytes(32, "big")
        ver = XPRV_VERSIONS[kind]
    else:
        keydata = secp_pub(k)
        ver = XPUB_VERSIONS[kind]
    payload = struct.pack(">IB", ver, depth) + fp + struct.pack(">I", child) + chain + keydata
    return b58check_encode(payload)


def ext_key_check(s):
    p = b58check_decode(s)
    if len(p) != 78:
        raise ValueError("extended key is not 78 bytes")
    ver = struct.unpack(">I", p[:4])[0]
    if ver not in XPRV_VERSIONS.values():
        raise ValueError("not a private extended key")
    if p[45] != 0:
        raise ValueError("bad private key marker")
    k = int.from_bytes(p[46:], "big")
    if not 1 <= k < SECP_N:
        raise ValueError("scalar out of range")
    return True


def ed25519_pub(seed):
    return ed25519.Ed25519PrivateKey.from_private_bytes(seed).public_key().public_bytes(
        serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def x25519_pub(sk):
    return x25519.X25519PrivateKey.from_private_bytes(sk).public_key().public_bytes(
        serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def clamp25519(b):
    b = bytearray(b)
    b[0] &= 248
    b[31] &= 127
    b[31] |= 64
    return bytes(b)


# ---------------------------------------------------------------------------
# Seeded RSA
# ---------------------------------------------------------------------------
_SMALL_PRIMES = [p for p in range(3, 2000) if all(p % q for q in range(2, int(p ** 0.5) + 1))]


def _is_probable_prime(n, rng):
    if n < 2:
        return False
    for p in _SMALL_PRIMES:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(20):
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
        n = rng.getrandbits(bits) | (3 << (bits - 2)) | 1
        if n % e == 1:
            continue
        if _is_probable_prime(n, rng):
            return n


def seeded_rsa(rng, bits=2048):
    e = 65537
    while True:
        p = _seeded_prime(rng, bits // 2)
        q = _seeded_prime(rng, bits // 2)
        if p == q:
            continue
        if p < q:
            p, q = q, p
        phi = (p - 1) * (q - 1)
        try:
            d = pow(e, -1, phi)
        except ValueError:
            continue
        n = p * q
        if n.bit_length() != bits:
            continue
        pub = rsa.RSAPublicNumbers(e, n)
        priv = rsa.RSAPrivateNumbers(p, q, d, rsa.rsa_crt_dmp1(d, p), rsa.rsa_crt_dmq1(d, q),
                                     rsa.rsa_crt_iqmp(p, q), pub)
        return priv.private_key()


def pem_private(key, fmt="pkcs8"):
    f = {"pkcs8": serialization.PrivateFormat.PKCS8,
         "trad": serialization.PrivateFormat.TraditionalOpenSSL}[fmt]
    return key.private_bytes(serialization.Encoding.PEM, f, serialization.NoEncryption()).decode().strip()


def pem_public(key):
    return key.public_key().public_bytes(serialization.Encoding.PEM,
                                         serialization.PublicFormat.SubjectPublicKeyInfo).decode().strip()


# ---------------------------------------------------------------------------
# OpenSSH openssh-key-v1 (Ed25519), written by hand with a seeded check integer
# ---------------------------------------------------------------------------
def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def ssh_ed25519_pub_blob(pub):
    return _sshstr("ssh-ed25519") + _sshstr(pub)


def openssh_ed25519(seed, comment, checkint):
    pub = ed25519_pub(seed)
    blob = ssh_ed25519_pub_blob(pub)
    priv = struct.pack(">II", checkint, checkint) + _sshstr("ssh-ed25519") + _sshstr(pub) + \
        _sshstr(seed + pub) + _sshstr(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    body = b"openssh-key-v1\0" + _sshstr("none") + _sshstr("none") + _sshstr(b"") + \
        struct.pack(">I", 1) + _sshstr(blob) + _sshstr(priv)
    b64 = base64.b64encode(body).decode()
    lines = [b64[i:i + 70] for i in range(0, len(b64), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def ssh_pub_line(seed, comment):
    return "ssh-ed25519 " + base64.b64encode(ssh_ed25519_pub_blob(ed25519_pub(seed))).decode() + " " + comment


# ---------------------------------------------------------------------------
# OpenPGP (RFC 4880 + EdDSA legacy): armoured secret-key block, written by hand
# ---------------------------------------------------------------------------
_ED25519_OID = bytes.fromhex("2B06010401DA470F01")


def _crc24(data):
    crc = 0xB704CE
    for b in data:
        crc ^= b << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def _mpi(b):
    b = b.lstrip(b"\0")
    bits = len(b) * 8 - (8 - b[0].bit_length()) if b else 0
    return struct.pack(">H", bits) + b


def _pkt(tag, body):
    n = len(body)
    if n < 192:
        ln = bytes([n])
    elif n < 8384:
        n2 = n - 192
        ln = bytes([(n2 >> 8) + 192, n2 & 0xFF])
    else:
        ln = b"\xff" + struct.pack(">I", n)
    return bytes([0xC0 | tag]) + ln + body


def pgp_public_body(seed, created):
    pub = ed25519_pub(seed)
    return b"\x04" + struct.pack(">I", created) + b"\x16" + bytes([len(_ED25519_OID)]) + _ED25519_OID + _mpi(b"\x40" + pub)


def pgp_fingerprint(seed, created):
    body = pgp_public_body(seed, created)
    return hashlib.sha1(b"\x99" + struct.pack(">H", len(body)) + body).hexdigest().upper()


def _armor(kind, data):
    b64 = base64.b64encode(data).decode()
    lines = [b64[i:i + 64] for i in range(0, len(b64), 64)]
    crc = base64.b64encode(_crc24(data).to_bytes(3, "big")).decode()
    return "-----BEGIN PGP %s-----\n\n%s\n=%s\n-----END PGP %s-----" % (kind, "\n".join(lines), crc, kind)


def pgp_secret_block(seed, created, uid):
    pubbody = pgp_public_body(seed, created)
    sec = _mpi(seed)
    chk = sum(sec) & 0xFFFF
    body = pubbody + b"\x00" + sec + struct.pack(">H", chk)
    data = _pkt(5, body) + _pkt(13, uid.encode())
    return _armor("PRIVATE KEY BLOCK", data)


def pgp_check_secret_block(text):
    lines = [l.strip() for l in text.strip().splitlines()]
    assert lines[0] == "-----BEGIN PGP PRIVATE KEY BLOCK-----" and lines[-1] == "-----END PGP PRIVATE KEY BLOCK-----"
    body = [l for l in lines[1:-1] if l and ":" not in l]
    crc_line = body[-1]
    assert crc_line.startswith("=")
    data = base64.b64decode("".join(body[:-1]))
    if base64.b64decode(crc_line[1:]) != _crc24(data).to_bytes(3, "big"):
        raise ValueError("bad CRC-24")
    # first packet: new-format tag 5 (secret key), v4, EdDSA, Ed25519 OID, s2k usage 0, checksum
    assert data[0] == 0xC5
    n = data[1]
    if n >= 192:
        n = ((data[1] - 192) << 8) + data[2] + 192
        off = 3
    else:
        off = 2
    body = data[off:off + n]
    assert body[0] == 4 and body[5] == 22 and body[7:7 + body[6]] == _ED25519_OID
    p = 7 + body[6]
    bits = struct.unpack(">H", body[p:p + 2])[0]
    pub = body[p + 2:p + 2 + (bits + 7) // 8]
    p += 2 + (bits + 7) // 8
    assert body[p] == 0
    p += 1
    bits = struct.unpack(">H", body[p:p + 2])[0]
    seclen = (bits + 7) // 8
    sec_mpi = body[p:p + 2 + seclen]
    seed = body[p + 2:p + 2 + seclen].rjust(32, b"\0")
    chk = struct.unpack(">H", body[p + 2 + seclen:p + 4 + seclen])[0]
    if chk != sum(sec_mpi) & 0xFFFF:
        raise ValueError("bad secret checksum")
    if b"\x40" + ed25519_pub(seed) != pub:
        raise ValueError("public point does not match the secret")
    return True


# ---------------------------------------------------------------------------
# X.509 self-signed certificate (public material), Ed25519 (deterministic signature)
# ---------------------------------------------------------------------------
def x509_cert_pem(seed, cn, serial, year):
    import datetime
    from cryptography import x509
    from cryptography.x509.oid import NameOID
    key = ed25519.Ed25519PrivateKey.from_private_bytes(seed)
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, cn)])
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
            .public_key(key.public_key()).serial_number(serial)
            .not_valid_before(datetime.datetime(year, 1, 1))
            .not_valid_after(datetime.datetime(year + 2, 1, 1))
            .sign(key, None))
    return cert.public_bytes(serialization.Encoding.PEM).decode().strip()


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------
def jwt_hs(header, payload, key, alg="HS256"):
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    dig = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[alg]
    sig = hmac.new(key, (h + "." + p).encode(), dig).digest()
    return h + "." + p + "." + b64u(sig)


def jwt_eddsa(header, payload, seed):
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    sig = ed25519.Ed25519PrivateKey.from_private_bytes(seed).sign((h + "." + p).encode())
    return h + "." + p + "." + b64u(sig)


def jwt_check(tok):
    parts = tok.split(".")
    if len(parts) != 3:
        raise ValueError("JWT needs three segments")
    hdr = json.loads(b64u_decode(parts[0]))
    pay = json.loads(b64u_decode(parts[1]))
    if "alg" not in hdr or not isinstance(pay, dict) or not b64u_decode(parts[2]):
        raise ValueError("bad JWT")
    return True


# ---------------------------------------------------------------------------
# Other check digits used by benign generators
# ---------------------------------------------------------------------------
def s10_check(d8):
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    s = sum(int(a) * b for a, b in zip(d8, w))
    c = 11 - s % 11
    return {10: 0, 11: 5}.get(c, c)


def isbn13(d12):
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d12))
    return d12 + str((10 - s % 10) % 10)


def iban_check(country, bban):
    rearr = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    return "%02d" % (98 - int(num) % 97)


# ---------------------------------------------------------------------------
# Self-test (known answers)
# ---------------------------------------------------------------------------
def selftest():
    from mnemonic import Mnemonic
    # BIP39 vectors (Trezor test vectors)
    z = bip39_from_entropy(b"\0" * 16)
    assert " ".join(z) == "abandon " * 11 + "about", z
    assert " ".join(bip39_from_entropy(b"\x7f" * 16)) == \
        "legal winner thank year wave sausage worth useful legal winner thank yellow"
    assert bip39_valid(z) and not bip39_valid(z[:-1] + ["abandon"])
    import random as _r
    rr = _r.Random(19)
    for lang, mlang in (("english", "english"), ("chinese_simplified", "chinese_simplified"),
                        ("chinese_traditional", "chinese_traditional")):
        M = Mnemonic(mlang)
        for nbytes in (16, 20, 24, 28, 32):
            ent = rbytes(rr, nbytes)
            ours = bip39_from_entropy(ent, lang)
            assert M.to_mnemonic(ent).split() == ours and bip39_valid(ours, lang)
            assert M.check(" ".join(ours))
    # Luhn
    assert luhn_ok("4539578763621486") and not luhn_ok("4539578763621487")
    # WIF of key 1
    assert wif(1, False) == "5HpHagT65TZzG1PH3CSu63k8DbpvD8s5ip4nEB3kEsreAnchuDf"
    assert wif(1, True) == "KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn"
    assert wif_decode(wif(12345)) == 12345
    # secp256k1 1*G and the P2WPKH address of key 1 (BIP-173 vector)
    g = secp_pub(1)
    assert g.hex() == "0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"
    assert segwit_address("bc", 0, hash160(g)) == "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"
    assert bech32_decode("A12UEL5L")[0] == "a"
    # Keccak-256
    assert keccak256(b"").hex() == "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"
    assert eip55("5aaeb6053f3e94c9b9a09f33669435e7ef1beaed") == "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
    # Ed25519 RFC 8032 test 1
    sk = bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
    assert ed25519_pub(sk).hex() == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    # OpenSSH round trip
    key = serialization.load_ssh_private_key(openssh_ed25519(sk, "t@h", 0x1234ABCD).encode(), None)
    assert key.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw) == ed25519_pub(sk)
    # PGP block round trip
    assert pgp_check_secret_block(pgp_secret_block(sk, 1700000000, "Test <t@example.org>"))
    # JWT
    t = jwt_hs({"alg": "HS256", "typ": "JWT"}, {"sub": "1"}, b"k")
    assert jwt_check(t)
    # base58check, bech32 round trips
    assert b58check_decode(b58check_encode(b"\x00abc")) == b"\x00abc"
    assert bech32_to_bytes(bech32_bytes("nsec", b"\x01" * 32)) == ("nsec", b"\x01" * 32)
    # extended keys
    x = ext_key(_r.Random(1), "xprv")
    assert x.startswith("xprv") and ext_key_check(x)
    assert ext_key(_r.Random(1), "zprv").startswith("zprv")
    assert ext_key(_r.Random(1), "xpub").startswith("xpub")
    # S10, ISBN, IBAN
    assert isbn13("978030640615") == "9780306406157"
    assert iban_check("GB", "WEST12345698765432") == "82"
    # seeded RSA is deterministic
    k1 = seeded_rsa(_r.Random(5), 1024)
    k2 = seeded_rsa(_r.Random(5), 1024)
    assert pem_private(k1) == pem_private(k2)
    serialization.load_pem_private_key(pem_private(k1, "trad").encode(), None)
    return True


if __name__ == "__main__":
    selftest()
    print("struct19 selftest ok")
