"""Structure helpers for secrets_corpus17, each with a known-answer self-test.

BIP39 (word lists read from the installed `mnemonic` package, SHA-256 checked), Luhn and card
brands, base58 / base58check, bech32, base32, Keccak-256 and EIP-55, secp256k1 / Ed25519 / Ed448 /
X25519 keys through `cryptography`, seeded RSA key generation, PEM and OpenSSH `openssh-key-v1`
serialisation (with a seeded check integer, so output is deterministic), HMAC-signed and
RS256-signed JWTs, the Google Authenticator `otpauth-migration` protobuf, the output-descriptor
checksum, the WPS PIN check digit, S10 and GS1 check digits, Tor v3 onion addresses.
"""
import base64
import hashlib
import hmac
import json
import os
import struct

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, ed448, rsa, x25519, padding
from cryptography.hazmat.primitives import hashes

import mnemonic as _mnemonic_pkg

WORDLIST_SHA256 = {
    "english": "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda",
    "chinese_simplified": "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726",
}


def _load_wordlist(name):
    path = os.path.join(os.path.dirname(_mnemonic_pkg.__file__), "wordlist", name + ".txt")
    with open(path, "rb") as f:
        raw = f.read()
    if hashlib.sha256(raw).hexdigest() != WORDLIST_SHA256[name]:
        raise SystemExit("word list %s: SHA-256 mismatch" % name)
    words = [w.strip() for w in raw.decode("utf-8").splitlines() if w.strip()]
    assert len(words) == 2048 and len(set(words)) == 2048
    return words


EN_WORDS = _load_wordlist("english")
ZH_WORDS = _load_wordlist("chinese_simplified")
EN_INDEX = {w: i for i, w in enumerate(EN_WORDS)}
ZH_INDEX = {w: i for i, w in enumerate(ZH_WORDS)}
EN_PREFIX4 = {w[:4]: w for w in EN_WORDS}
assert len(EN_PREFIX4) == 2048


# ---------------------------------------------------------------------------
# BIP39
# ---------------------------------------------------------------------------
def bip39_from_entropy(ent, words=EN_WORDS):
    n = len(ent) * 8
    cs = n // 32
    bits = int.from_bytes(ent, "big") << cs | (hashlib.sha256(ent).digest()[0] >> (8 - cs))
    total = n + cs
    return [words[(bits >> (total - 11 * (i + 1))) & 2047] for i in range(total // 11)]


def bip39_valid(seq, index):
    if len(seq) not in (12, 15, 18, 21, 24):
        return False
    try:
        idx = [index[w] for w in seq]
    except KeyError:
        return False
    total = len(idx) * 11
    bits = 0
    for i in idx:
        bits = bits << 11 | i
    cs = total // 33
    ent_bits = total - cs
    ent = (bits >> cs).to_bytes(ent_bits // 8, "big")
    return (bits & ((1 << cs) - 1)) == hashlib.sha256(ent).digest()[0] >> (8 - cs)


# ---------------------------------------------------------------------------
# Luhn and cards
# ---------------------------------------------------------------------------
def luhn_ok(digits):
    s = 0
    for i, ch in enumerate(reversed(digits)):
        d = ord(ch) - 48
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(body):
    for d in "0123456789":
        if luhn_ok(body + d):
            return body + d
    raise AssertionError


# (brand, prefixes, lengths)
CARD_BRANDS = [
    ("visa", ["4"], [16]),
    ("mastercard", ["51", "52", "53", "54", "55", "2221", "2300", "2500", "2720"], [16]),
    ("amex", ["34", "37"], [15]),
    ("jcb", ["3528", "3540", "3566", "3589"], [16]),
    ("unionpay", ["62"], [16, 19]),
    ("discover", ["6011", "65"], [16]),
    ("elo", ["636368", "636297", "506699", "509048", "504175"], [16]),
    ("rupay", ["508", "6521", "6522", "8172"], [16]),
    ("verve", ["5061", "650002"], [16, 19]),
    ("troy", ["9792"], [16]),
    ("dankort", ["5019"], [16]),
    ("maestro", ["6759", "6761", "6763"], [16, 18, 19]),
    ("hipercard", ["606282"], [16]),
]
CARD_PREFIX_LEN = [(p, L) for _, ps, ls in CARD_BRANDS for p in ps for L in ls]
TEST_CARDS = {"4242424242424242", "4000056655665556", "5555555555554444", "4111111111111111",
              "378282246310005", "6200000000000005", "4012888888881881", "5105105105105100",
              "3566002020360505", "6011111111111117"}


def card_shape_ok(digits):
    return any(digits.startswith(p) and len(digits) == L for p, L in CARD_PREFIX_LEN)


def card_valid(digits):
    return digits.isdigit() and card_shape_ok(digits) and luhn_ok(digits) and digits not in TEST_CARDS


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
    full = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    pad = len(s) - len(s.lstrip("1"))
    return b"\0" * pad + full


def dsha(b):
    return hashlib.sha256(hashlib.sha256(b).digest()).digest()


def b58check_encode(payload):
    return b58encode(payload + dsha(payload)[:4])


def b58check_decode(s):
    raw = b58decode(s)
    if len(raw) < 5 or dsha(raw[:-4])[:4] != raw[-4:]:
        return None
    return raw[:-4]


BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if (b >> i) & 1 else 0
    return chk


def _hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def convertbits(data, frm, to, pad=True):
    acc = bits = 0
    out = []
    maxv = (1 << to) - 1
    for v in data:
        acc = (acc << frm) | v
        bits += frm
        while bits >= to:
            bits -= to
            out.append((acc >> bits) & maxv)
    if pad and bits:
        out.append((acc << (to - bits)) & maxv)
    elif not pad and (bits >= frm or ((acc << (to - bits)) & maxv)):
        return None
    return out


def bech32_encode(hrp, data5, const=1):
    values = _hrp_expand(hrp) + data5
    pm = _polymod(values + [0] * 6) ^ const
    return hrp + "1" + "".join(BECH32[d] for d in data5 + [(pm >> 5 * (5 - i)) & 31 for i in range(6)])


def bech32_decode(s, const=1):
    s = s.lower()
    pos = s.rfind("1")
    if pos < 1:
        return None, None
    hrp, data = s[:pos], s[pos + 1:]
    if any(c not in BECH32 for c in data) or len(data) < 6:
        return None, None
    d = [BECH32.index(c) for c in data]
    if _polymod(_hrp_expand(hrp) + d) != const:
        return None, None
    return hrp, d[:-6]


def segwit_address(hrp, ver, prog):
    return bech32_encode(hrp, [ver] + convertbits(prog, 8, 5), 1 if ver == 0 else 0x2bc830a3)


def base32_decode_loose(s):
    t = "".join(ch for ch in s if ch not in " -\n\t").upper().rstrip("=")
    if not t or any(ch not in "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567" for ch in t):
        return None
    try:
        return base64.b32decode(t + "=" * (-len(t) % 8))
    except Exception:
        return None


# ---------------------------------------------------------------------------
# Keccak-256 (for EIP-55 addresses)
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
    out = b"".join(A[i % 5][i // 5].to_bytes(8, "little") for i in range(4))
    return out


def eip55(addr_hex40):
    h = keccak256(addr_hex40.lower().encode()).hex()
    return "0x" + "".join(c.upper() if c.isalpha() and int(h[i], 16) >= 8 else c for i, c in enumerate(addr_hex40.lower()))


# ---------------------------------------------------------------------------
# secp256k1 via cryptography
# ---------------------------------------------------------------------------
SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141


def secp_pub(k, compressed=True):
    key = ec.derive_private_key(k, ec.SECP256K1())
    fmt = serialization.PublicFormat.CompressedPoint if compressed else serialization.PublicFormat.UncompressedPoint
    return key.public_key().public_bytes(serialization.Encoding.X962, fmt)


def hash160(b):
    return hashlib.new("ripemd160", hashlib.sha256(b).digest()).digest()


def eth_address(k):
    pub = secp_pub(k, compressed=False)[1:]
    return eip55(keccak256(pub)[-20:].hex())


def wif(k, compressed=True, version=0x80):
    return b58check_encode(bytes([version]) + k.to_bytes(32, "big") + (b"\x01" if compressed else b""))


def xkey(version, depth, fpr, child, chain, keydata):
    return b58check_encode(struct.pack(">IB4sI", version, depth, fpr, child) + chain + keydata)


XPRV = 0x0488ADE4
XPUB = 0x0488B21E


def ed25519_pub(seed32):
    return ed25519.Ed25519PrivateKey.from_private_bytes(seed32).public_key().public_bytes(
        serialization.Encoding.Raw, serialization.PublicFormat.Raw)


# ---------------------------------------------------------------------------
# Output-descriptor checksum (BIP-380)
# ---------------------------------------------------------------------------
_DESC_INPUT = "0123456789()[],'/*abcdefgh@:$%{}IJKLMNOPQRSTUVWXYZ&+-.;<=>?!^_|~ijklmnopqrstuvwxyzABCDEFGH`#\"\\ "
_DESC_CS = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _desc_polymod(c, val):
    c0 = c >> 35
    c = ((c & 0x7ffffffff) << 5) ^ val
    for i, g in enumerate((0xf5dee51989, 0xa9fdca3312, 0x1bab10e32d, 0x3706b1677a, 0x644d626ffd)):
        if c0 & (1 << i):
            c ^= g
    return c


def descriptor_checksum(desc):
    c, cls, clscount = 1, 0, 0
    for ch in desc:
        pos = _DESC_INPUT.find(ch)
        if pos < 0:
            return None
        c = _desc_polymod(c, pos & 31)
        cls = cls * 3 + (pos >> 5)
        clscount += 1
        if clscount == 3:
            c = _desc_polymod(c, cls)
            cls = clscount = 0
    if clscount > 0:
        c = _desc_polymod(c, cls)
    for _ in range(8):
        c = _desc_polymod(c, 0)
    c ^= 1
    return "".join(_DESC_CS[(c >> (5 * (7 - j))) & 31] for j in range(8))


# ---------------------------------------------------------------------------
# Seeded RSA and key serialisation
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


def _prime(bits, rng, e=65537):
    while True:
        n = rng.getrandbits(bits) | (3 << (bits - 2)) | 1
        if (n - 1) % e == 0:
            continue
        if _is_probable_prime(n, rng):
            return n


def rsa_key(bits, rng):
    e = 65537
    while True:
        p = _prime(bits // 2, rng)
        q = _prime(bits // 2, rng)
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


def pem_pkcs1(key):
    return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.TraditionalOpenSSL,
                             serialization.NoEncryption()).decode().strip()


def pem_pkcs8(key):
    return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                             serialization.NoEncryption()).decode().strip()


def public_pem(key):
    return key.public_key().public_bytes(serialization.Encoding.PEM,
                                         serialization.PublicFormat.SubjectPublicKeyInfo).decode().strip()


def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(seed32, comment, checkint):
    pub = ed25519_pub(seed32)
    pubblob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    priv = struct.pack(">II", checkint, checkint) + _sshstr(b"ssh-ed25519") + _sshstr(pub) + \
        _sshstr(seed32 + pub) + _sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\0" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + \
        struct.pack(">I", 1) + _sshstr(pubblob) + _sshstr(priv)
    b64 = base64.b64encode(blob).decode()
    lines = [b64[i:i + 70] for i in range(0, len(b64), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def _mpint(n):
    b = n.to_bytes((n.bit_length() + 8) // 8, "big") if n else b""
    return _sshstr(b)


def openssh_rsa(key, comment, checkint):
    nums = key.private_numbers()
    pubn = nums.public_numbers
    pubblob = _sshstr(b"ssh-rsa") + _mpint(pubn.e) + _mpint(pubn.n)
    priv = struct.pack(">II", checkint, checkint) + _sshstr(b"ssh-rsa") + _mpint(pubn.n) + _mpint(pubn.e) + \
        _mpint(nums.d) + _mpint(nums.iqmp) + _mpint(nums.p) + _mpint(nums.q) + _sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\0" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + \
        struct.pack(">I", 1) + _sshstr(pubblob) + _sshstr(priv)
    b64 = base64.b64encode(blob).decode()
    lines = [b64[i:i + 70] for i in range(0, len(b64), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def ssh_ed25519_public(seed32, comment):
    pub = ed25519_pub(seed32)
    return "ssh-ed25519 " + base64.b64encode(_sshstr(b"ssh-ed25519") + _sshstr(pub)).decode() + " " + comment


def ssh_rsa_public(key, comment):
    pubn = key.public_key().public_numbers()
    return "ssh-rsa " + base64.b64encode(_sshstr(b"ssh-rsa") + _mpint(pubn.e) + _mpint(pubn.n)).decode() + " " + comment


def load_private_pem(text):
    if "OPENSSH PRIVATE KEY" in text:
        return serialization.load_ssh_private_key(text.encode(), None)
    return serialization.load_pem_private_key(text.encode(), None)


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------
def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def b64u_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def jwt_hs(payload, key, alg="HS256", extra_header=None):
    h = {"alg": alg, "typ": "JWT"}
    if extra_header:
        h.update(extra_header)
    hb = b64u(json.dumps(h, separators=(",", ":")).encode())
    pb = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    dig = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[alg]
    sig = hmac.new(key, (hb + "." + pb).encode(), dig).digest()
    return hb + "." + pb + "." + b64u(sig)


def jwt_rs256(payload, key, kid):
    h = {"alg": "RS256", "typ": "JWT", "kid": kid}
    hb = b64u(json.dumps(h, separators=(",", ":")).encode())
    pb = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    sig = key.sign((hb + "." + pb).encode(), padding.PKCS1v15(), hashes.SHA256())
    return hb + "." + pb + "." + b64u(sig)


def jwt_parts_ok(tok):
    parts = tok.split(".")
    if len(parts) != 3 or not all(parts):
        return False
    try:
        h = json.loads(b64u_dec(parts[0]))
        p = json.loads(b64u_dec(parts[1]))
        b64u_dec(parts[2])
    except Exception:
        return False
    return isinstance(h, dict) and "alg" in h and isinstance(p, dict)


# ---------------------------------------------------------------------------
# Google Authenticator migration payload (protobuf, hand-encoded)
# ---------------------------------------------------------------------------
def _varint(n):
    out = b""
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out += bytes([b | 0x80])
        else:
            return out + bytes([b])


def _pb_field(num, wt, payload):
    key = _varint(num << 3 | wt)
    if wt == 0:
        return key + _varint(payload)
    return key + _varint(len(payload)) + payload


def migration_payload(entries, batch_id):
    """entries: list of (secret_bytes, name, issuer)."""
    out = b""
    for sec, name, issuer in entries:
        p = _pb_field(1, 2, sec) + _pb_field(2, 2, name.encode()) + _pb_field(3, 2, issuer.encode()) + \
            _pb_field(4, 0, 1) + _pb_field(5, 0, 1) + _pb_field(6, 0, 2)
        out += _pb_field(1, 2, p)
    out += _pb_field(2, 0, 1) + _pb_field(3, 0, 1) + _pb_field(4, 0, 0) + _pb_field(5, 0, batch_id)
    return out


def _pb_parse(buf):
    i, out = 0, []
    while i < len(buf):
        key, i = _read_varint(buf, i)
        num, wt = key >> 3, key & 7
        if wt == 0:
            v, i = _read_varint(buf, i)
        elif wt == 2:
            L, i = _read_varint(buf, i)
            v, i = buf[i:i + L], i + L
            if i > len(buf):
                raise ValueError
        else:
            raise ValueError
        out.append((num, v))
    return out


def _read_varint(buf, i):
    n = shift = 0
    while True:
        b = buf[i]
        i += 1
        n |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return n, i


def migration_secrets(data_b64):
    raw = base64.b64decode(data_b64)
    secs = []
    for num, v in _pb_parse(raw):
        if num == 1:
            for n2, v2 in _pb_parse(v):
                if n2 == 1:
                    secs.append(v2)
    return secs


# ---------------------------------------------------------------------------
# Check digits for benign look-alikes
# ---------------------------------------------------------------------------
def wps_checksum(pin7):
    accum = 0
    t = pin7
    while t:
        accum += 3 * (t % 10)
        t //= 10
        accum += t % 10
        t //= 10
    return (10 - accum % 10) % 10


def s10_check(d8):
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    s = sum(int(a) * b for a, b in zip(d8, w))
    c = 11 - s % 11
    return 5 if c == 10 else 0 if c == 11 else c


def gs1_check(body):
    s = 0
    for i, ch in enumerate(reversed(body)):
        s += int(ch) * (3 if i % 2 == 0 else 1)
    return (10 - s % 10) % 10


def onion_v3(pub32):
    ver = b"\x03"
    chk = hashlib.sha3_256(b".onion checksum" + pub32 + ver).digest()[:2]
    return base64.b32encode(pub32 + chk + ver).decode().lower() + ".onion"


def orcid_check(d15):
    total = 0
    for ch in d15:
        total = (total + int(ch)) * 2
    r = (12 - total % 11) % 11
    return "X" if r == 10 else str(r)


# ---------------------------------------------------------------------------
# Self-test (known answers)
# ---------------------------------------------------------------------------
def selftest():
    z = bip39_from_entropy(bytes(16))
    assert " ".join(z) == "abandon " * 11 + "about"
    assert " ".join(bip39_from_entropy(b"\x7f" * 16)) == "legal winner thank year wave sausage worth useful legal winner thank yellow"
    assert bip39_valid(z, EN_INDEX) and not bip39_valid(z[:-1] + ["abandon"], EN_INDEX)
    assert bip39_from_entropy(bytes(16), ZH_WORDS)[0] == "的"
    assert luhn_ok("79927398713") and not luhn_ok("79927398710")
    assert wif(1) == "KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn"
    assert wif(1, compressed=False) == "5HpHagT65TZzG1PH3CSu63k8DbpvD8s5ip4nEB3kEsreAnchuDf"
    assert secp_pub(1).hex() == "0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"
    assert keccak256(b"").hex() == "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"
    assert eip55("5aaeb6053f3e94c9b9a09f33669435e7ef1beaed") == "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
    assert segwit_address("bc", 0, bytes.fromhex("751e76e8199196d454941c45d1b3a323f1433bd6")) == \
        "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"
    sk = bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
    assert ed25519_pub(sk).hex() == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    assert wps_checksum(1234567) == 0
    assert s10_check("47312482") == 9  # RR473124829GB
    assert gs1_check("0061414199999") == 6  # GTIN example 00614141999996
    assert orcid_check("000000021825009") == "7"
    assert descriptor_checksum("raw(deadbeef)") == "89f8spxm"
    assert b58check_decode(wif(1))[0] == 0x80
    h, d = bech32_decode(bech32_encode("age", convertbits(bytes(32), 8, 5)))
    assert h == "age" and bytes(convertbits(d, 5, 8, False)) == bytes(32)
    tok = jwt_hs({"sub": "1"}, b"k")
    assert jwt_parts_ok(tok)
    secs = migration_secrets(base64.b64encode(migration_payload([(b"0123456789", "a", "b")], 7)).decode())
    assert secs == [b"0123456789"]
    return True
