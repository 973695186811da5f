"""Structure helpers for secrets_corpus16 (standard library + `cryptography` + `mnemonic`).

Everything here is deterministic given its inputs; randomness comes from the caller's
random.Random.  selftest() runs known-answer tests on every generation.
"""
import base64
import hashlib
import hmac
import json
import struct

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, rsa, x25519
from mnemonic import Mnemonic

# ---------------------------------------------------------------------------
# BIP39
# ---------------------------------------------------------------------------
MN_EN = Mnemonic("english")
MN_ZH = Mnemonic("chinese_simplified")
EN_WORDS = list(MN_EN.wordlist)
ZH_WORDS = list(MN_ZH.wordlist)
EN_SET = frozenset(EN_WORDS)
ZH_SET = frozenset(ZH_WORDS)
EN_SHA = "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda"
ZH_SHA = "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726"


def wordlist_check():
    for words, sha in ((EN_WORDS, EN_SHA), (ZH_WORDS, ZH_SHA)):
        assert len(words) == 2048 and len(set(words)) == 2048
        got = hashlib.sha256(("\n".join(words) + "\n").encode("utf-8")).hexdigest()
        assert got == sha, got


def mnemonic_words(r, n, lang="en"):
    """n in 12/15/18/21/24 -> list of words with a valid checksum."""
    ent = bytes(r.getrandbits(8) for _ in range(n * 4 // 3))
    m = MN_EN if lang == "en" else MN_ZH
    return m.to_mnemonic(ent).split()


def bip39_valid(words, lang="en"):
    if len(words) not in (12, 15, 18, 21, 24):
        return False
    m = MN_EN if lang == "en" else MN_ZH
    wl = EN_SET if lang == "en" else ZH_SET
    if any(w not in wl for w in words):
        return False
    return m.check(" ".join(words))


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


def luhn_complete(partial):
    for c in "0123456789":
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError


TEST_CARDS = {
    "4242424242424242", "4000056655665556", "5555555555554444", "378282246310005",
    "4111111111111111", "6200000000000005", "5105105105105100", "371449635398431",
    "6011111111111117", "3530111333300000", "4012888888881881", "4000000000000002",
    "2223003122003222", "4000000000000077", "5200828282828210",
}


def card_brand(d):
    n = len(d)
    if d[0] == "4" and n in (13, 16, 19):
        return "visa"
    if n == 16 and (51 <= int(d[:2]) <= 55 or 2221 <= int(d[:4]) <= 2720):
        return "mastercard"
    if n == 15 and d[:2] in ("34", "37"):
        return "amex"
    if n in (16, 19) and d[:2] == "62":
        return "unionpay"
    if n == 16 and (d[:4] == "6011" or d[:2] == "65"):
        return "discover"
    if n == 16 and 3528 <= int(d[:4]) <= 3589:
        return "jcb"
    if n == 14 and d[:2] in ("36", "38", "30"):
        return "diners"
    if n == 16 and 2200 <= int(d[:4]) <= 2204:
        return "mir"
    if n in (16, 19) and d[:4] in ("5018", "5020", "5038", "6304", "6759", "6761", "6763"):
        return "maestro"
    return None


# ---------------------------------------------------------------------------
# base58 / base58check / bech32 / base32
# ---------------------------------------------------------------------------
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58encode(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, m = divmod(n, 58)
        out = B58[m] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def b58decode(s):
    n = 0
    for ch in s:
        n = n * 58 + B58.index(ch)
    full = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    pad = len(s) - len(s.lstrip("1"))
    return b"\0" * pad + full


def sha256d(b):
    return hashlib.sha256(hashlib.sha256(b).digest()).digest()


def b58check_encode(payload):
    return b58encode(payload + sha256d(payload)[:4])


def b58check_decode(s):
    raw = b58decode(s)
    if len(raw) < 5 or sha256d(raw[:-4])[:4] != raw[-4:]:
        return None
    return raw[:-4]


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
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
    for v in data:
        acc = (acc << frombits) | v
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            ret.append((acc >> bits) & maxv)
    if pad and bits:
        ret.append((acc << (tobits - bits)) & maxv)
    elif not pad and (bits >= frombits or ((acc << (tobits - bits)) & maxv)):
        return None
    return ret


def bech32_encode(hrp, data8, const=1):
    data = convertbits(data8, 8, 5)
    values = _hrp_expand(hrp) + data
    pm = _polymod(values + [0] * 6) ^ const
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data + chk)


def bech32_decode(s):
    s = s.lower()
    pos = s.rfind("1")
    if pos < 1:
        return None, None
    hrp, data = s[:pos], s[pos + 1:]
    if any(c not in BECH for c in data):
        return None, None
    vals = [BECH.index(c) for c in data]
    if _polymod(_hrp_expand(hrp) + vals) not in (1, 0x2bc830a3):
        return None, None
    return hrp, bytes(convertbits(vals[:-6], 5, 8, False) or [])


def segwit_addr(hrp, witver, prog):
    const = 1 if witver == 0 else 0x2bc830a3
    data = [witver] + convertbits(prog, 8, 5)
    values = _hrp_expand(hrp) + data
    pm = _polymod(values + [0] * 6) ^ const
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data + chk)


def b32(b):
    return base64.b32encode(b).decode().rstrip("=")


def b32_decode_loose(s):
    s = s.replace(" ", "").replace("-", "").upper()
    s += "=" * (-len(s) % 8)
    try:
        return base64.b32decode(s)
    except Exception:
        return None


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64url_decode(s):
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
_ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56],
        [27, 20, 39, 8, 14]]
_M = (1 << 64) - 1


def _rol(x, n):
    return ((x << n) | (x >> (64 - n))) & _M if n else x


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
    p = bytearray(data) + b"\x01"
    while len(p) % rate:
        p += b"\0"
    p[-1] |= 0x80
    A = [[0] * 5 for _ in range(5)]
    for off in range(0, len(p), rate):
        blk = p[off:off + rate]
        for i in range(rate // 8):
            x, y = i % 5, i // 5
            A[x][y] ^= int.from_bytes(blk[8 * i:8 * i + 8], "little")
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
# Elliptic curves (through `cryptography`)
# ---------------------------------------------------------------------------
SECP_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141


def secp_scalar(r):
    while True:
        k = r.getrandbits(256)
        if 1 <= k < SECP_N:
            return k


def secp_pub(k, compressed=True):
    pk = ec.derive_private_key(k, ec.SECP256K1()).public_key()
    fmt = serialization.PublicFormat.CompressedPoint if compressed else serialization.PublicFormat.UncompressedPoint
    return pk.public_bytes(serialization.Encoding.X962, fmt)


def hash160(b):
    return hashlib.new("ripemd160", hashlib.sha256(b).digest()).digest()


def wif(k, compressed=True, testnet=False):
    payload = (b"\xef" if testnet else b"\x80") + k.to_bytes(32, "big") + (b"\x01" if compressed else b"")
    return b58check_encode(payload)


def xkey(k, chain, depth=0, fp=b"\0\0\0\0", child=0, private=True):
    if private:
        body = b"\x04\x88\xad\xe4" + bytes([depth]) + fp + child.to_bytes(4, "big") + chain + b"\0" + k.to_bytes(32, "big")
    else:
        body = b"\x04\x88\xb2\x1e" + bytes([depth]) + fp + child.to_bytes(4, "big") + chain + secp_pub(k)
    return b58check_encode(body)


def ed25519_pub(seed):
    return ed25519.Ed25519PrivateKey.from_private_bytes(seed).public_key().public_bytes(
        serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def x25519_pub(sk):
    return x25519.X25519PrivateKey.from_private_bytes(sk).public_key().public_bytes(
        serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def _ssh_str(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(seed, comment, checkint):
    pub = ed25519_pub(seed)
    pubblob = _ssh_str("ssh-ed25519") + _ssh_str(pub)
    priv = struct.pack(">II", checkint, checkint) + _ssh_str("ssh-ed25519") + _ssh_str(pub) + \
        _ssh_str(seed + pub) + _ssh_str(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\0" + _ssh_str("none") + _ssh_str("none") + _ssh_str(b"") + \
        struct.pack(">I", 1) + _ssh_str(pubblob) + _ssh_str(priv)
    b64 = base64.b64encode(blob).decode()
    lines = [b64[i:i + 70] for i in range(0, len(b64), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def ssh_ed25519_public(seed, comment):
    pub = ed25519_pub(seed)
    blob = _ssh_str("ssh-ed25519") + _ssh_str(pub)
    return "ssh-ed25519 " + base64.b64encode(blob).decode() + (" " + comment if comment else "")


def _is_probable_prime(n, r):
    if n < 4:
        return n in (2, 3)
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71):
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(24):
        a = r.randrange(2, n - 2)
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


def _prime(r, bits):
    while True:
        c = r.getrandbits(bits) | (1 << (bits - 1)) | (1 << (bits - 2)) | 1
        if _is_probable_prime(c, r):
            return c


def rsa_pem(r, bits=1024, pkcs8=False):
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
        break
    n = p * q
    d = pow(e, -1, phi)
    nums = rsa.RSAPrivateNumbers(p, q, d, d % (p - 1), d % (q - 1), pow(q, -1, p), rsa.RSAPublicNumbers(e, n))
    key = nums.private_key()
    fmt = serialization.PrivateFormat.PKCS8 if pkcs8 else serialization.PrivateFormat.TraditionalOpenSSL
    return key.private_bytes(serialization.Encoding.PEM, fmt, serialization.NoEncryption()).decode().strip()


def ec_pem(r, pkcs8=False):
    n = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
    k = r.randrange(1, n)
    key = ec.derive_private_key(k, ec.SECP256R1())
    fmt = serialization.PrivateFormat.PKCS8 if pkcs8 else serialization.PrivateFormat.TraditionalOpenSSL
    return key.private_bytes(serialization.Encoding.PEM, fmt, serialization.NoEncryption()).decode().strip()


def ed25519_pem(seed):
    key = ed25519.Ed25519PrivateKey.from_private_bytes(seed)
    return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                             serialization.NoEncryption()).decode().strip()


def load_private(span):
    """Parse a PEM / OpenSSH private key; returns a key object or raises."""
    data = span.encode()
    if b"OPENSSH PRIVATE KEY" in data:
        return serialization.load_ssh_private_key(data, None)
    return serialization.load_pem_private_key(data, None)


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------
def jwt_hs(r, payload, alg="HS256"):
    header = {"alg": alg, "typ": "JWT"}
    h = b64url(json.dumps(header, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    key = bytes(r.getrandbits(8) for _ in range(32))
    dig = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[alg]
    sig = hmac.new(key, (h + "." + p).encode(), dig).digest()
    return h + "." + p + "." + b64url(sig)


def jwt_rs_shaped(r, payload, kid):
    header = {"alg": "RS256", "typ": "JWT", "kid": kid}
    h = b64url(json.dumps(header, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    return h + "." + p + "." + b64url(bytes(r.getrandbits(8) for _ in range(256)))


def jwt_ok(s):
    parts = s.split(".")
    if len(parts) != 3:
        return False
    try:
        h = json.loads(b64url_decode(parts[0]))
        json.loads(b64url_decode(parts[1]))
        b64url_decode(parts[2])
    except Exception:
        return False
    return isinstance(h, dict) and "alg" in h


# ---------------------------------------------------------------------------
# ISBN, misc check digits
# ---------------------------------------------------------------------------
def isbn13(core12):
    s = sum((1 if i % 2 == 0 else 3) * int(c) for i, c in enumerate(core12))
    return core12 + str((10 - s % 10) % 10)


def isbn10(core9):
    s = sum((10 - i) * int(c) for i, c in enumerate(core9))
    c = (11 - s % 11) % 11
    return core9 + ("X" if c == 10 else str(c))


# ---------------------------------------------------------------------------
# self-test
# ---------------------------------------------------------------------------
def selftest():
    wordlist_check()
    assert MN_EN.to_mnemonic(bytes(16)) == " ".join(["abandon"] * 11 + ["about"])
    assert MN_EN.to_mnemonic(bytes([0x7f] * 16)) == \
        "legal winner thank year wave sausage worth useful legal winner thank yellow"
    # RFC 8032 test 1
    seed = bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
    assert ed25519_pub(seed).hex() == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    # secp256k1 G (k=1), compressed
    assert secp_pub(1).hex() == "0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"
    # WIF of k=1 (compressed)
    assert wif(1) == "KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn"
    # keccak-256("") and an EIP-55 vector
    assert keccak256(b"").hex() == "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"
    assert eip55("5aaeb6053f3e94c9b9a09f33669435e7ef1beaed") == "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
    # BIP-173 P2WPKH
    assert segwit_addr("bc", 0, bytes.fromhex("751e76e8199196d454941c45d1b3a323f1433bd6")) == \
        "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"
    assert luhn_ok("79927398713") and not luhn_ok("79927398710")
    assert isbn13("978030640615") == "9780306406157"
    assert isbn10("030640615") == "0306406152"
    hrp, data = bech32_decode(bech32_encode("nsec", bytes(range(32))))
    assert hrp == "nsec" and data == bytes(range(32))
    return True
