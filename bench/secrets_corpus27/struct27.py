"""Structure helpers for secrets_corpus27, each with a known-answer self-test.

Base58 / base58check, bech32, Keccak-256 (EIP-55), Luhn, BIP39 (entropy -> words and back),
the GitHub token checksum (CRC32 in base62), ISBN-10/13, UPU S10, IBAN mod-97, a seeded RSA key
search, the OpenSSH `openssh-key-v1` container for Ed25519, JWT signing and verification, BIP-32
serialisation and tiny PNG / GIF images.  Everything is deterministic given its inputs.
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
# word lists (copied from the `mnemonic` package 0.21, pinned by SHA-256)
# ---------------------------------------------------------------------------
WORDLIST_SHA256 = {
    "english": "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda",
    "chinese_simplified": "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726",
    "chinese_traditional": "417b26b3d8500a4ae3d59717d7011952db6fc2fb84b807f3f94ac734e89c1b5f",
}


def _load_list(name):
    path = os.path.join(HERE, "wordlists", name + ".txt")
    raw = open(path, "rb").read()
    if hashlib.sha256(raw).hexdigest() != WORDLIST_SHA256[name]:
        raise SystemExit("word list %s does not match its pinned SHA-256" % name)
    words = raw.decode("utf-8").split()
    assert len(words) == 2048 and len(set(words)) == 2048
    return words


EN = _load_list("english")
ZHS = _load_list("chinese_simplified")
ZHT = _load_list("chinese_traditional")
LISTS = {"en": EN, "zhs": ZHS, "zht": ZHT}
INDEX = {k: {w: i for i, w in enumerate(v)} for k, v in LISTS.items()}


def bip39_words(entropy, lst="en"):
    ent_bits = len(entropy) * 8
    cs = ent_bits // 32
    h = hashlib.sha256(entropy).digest()
    bits = int.from_bytes(entropy, "big") << cs | (h[0] >> (8 - cs))
    n = (ent_bits + cs) // 11
    words = LISTS[lst]
    return [words[(bits >> (11 * (n - 1 - i))) & 2047] for i in range(n)]


def bip39_check(words, lst=None):
    """True if `words` (a list) is a checksum-valid phrase of 12..24 words in list `lst`
    (or any list when lst is None)."""
    n = len(words)
    if n not in (12, 15, 18, 21, 24):
        return False
    for name in ([lst] if lst else ["en", "zhs", "zht"]):
        idx = INDEX[name]
        if not all(w in idx for w in words):
            continue
        bits = 0
        for w in words:
            bits = bits << 11 | idx[w]
        cs = n * 11 // 33
        ent = bits >> cs
        entropy = ent.to_bytes(n * 11 * 32 // 33 // 8, "big")
        if bip39_words(entropy, name) == list(words):
            return True
    return False


def random_mnemonic(rng, n=12, lst="en"):
    ent = bytes(rng.getrandbits(8) for _ in range(n * 11 * 32 // 33 // 8))
    return bip39_words(ent, lst)


def failing_words(rng, n, lst="en", pool=None):
    """n list words (from pool if given) whose checksum fails."""
    while True:
        if pool:
            w = [rng.choice(pool) for _ in range(n)]
        else:
            w = [rng.choice(LISTS[lst]) for _ in range(n)]
        if len(set(w)) == n and not bip39_check(w, lst):
            return w


# ---------------------------------------------------------------------------
# base58 / base58check / bech32
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
    for ch in s:
        n = n * 58 + B58.index(ch)
    pad = len(s) - len(s.lstrip("1"))
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    return b"\0" * pad + body


def sha256d(b):
    return hashlib.sha256(hashlib.sha256(b).digest()).digest()


def b58check_encode(payload):
    return b58encode(payload + sha256d(payload)[:4])


def b58check_decode(s):
    raw = b58decode(s)
    payload, chk = raw[:-4], raw[-4:]
    if sha256d(payload)[:4] != chk:
        raise ValueError("bad base58check")
    return payload


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
    return ret


def bech32_encode(hrp, data5, spec=1):
    const = 1 if spec == 1 else 0x2bc830a3
    values = _hrp_expand(hrp) + data5
    pm = _polymod(values + [0] * 6) ^ const
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data5 + chk)


def bech32_decode(s):
    s = s.lower()
    pos = s.rfind("1")
    hrp, data = s[:pos], [BECH.index(c) for c in s[pos + 1:]]
    pm = _polymod(_hrp_expand(hrp) + data)
    if pm not in (1, 0x2bc830a3):
        raise ValueError("bad bech32")
    return hrp, data[:-6]


def segwit_addr(hrp, ver, prog):
    return bech32_encode(hrp, [ver] + convertbits(prog, 8, 5), 1 if ver == 0 else 2)


# ---------------------------------------------------------------------------
# Keccak-256 (for EIP-55)
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
    n %= 64
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


# ---------------------------------------------------------------------------
# secp256k1 (public keys for wallet material)
# ---------------------------------------------------------------------------
SECP_P = 2 ** 256 - 2 ** 32 - 977
SECP_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
SECP_G = (0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798,
          0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8)


def _ec_add(P, Q):
    if P is None:
        return Q
    if Q is None:
        return P
    if P[0] == Q[0] and (P[1] + Q[1]) % SECP_P == 0:
        return None
    if P == Q:
        l = 3 * P[0] * P[0] * pow(2 * P[1], -1, SECP_P) % SECP_P
    else:
        l = (Q[1] - P[1]) * pow(Q[0] - P[0], -1, SECP_P) % SECP_P
    x = (l * l - P[0] - Q[0]) % SECP_P
    return x, (l * (P[0] - x) - P[1]) % SECP_P


def secp_mul(k, P=SECP_G):
    R = None
    while k:
        if k & 1:
            R = _ec_add(R, P)
        P = _ec_add(P, P)
        k >>= 1
    return R


def secp_pub(k, compressed=True):
    x, y = secp_mul(k)
    if compressed:
        return bytes([2 + (y & 1)]) + x.to_bytes(32, "big")
    return b"\x04" + x.to_bytes(32, "big") + y.to_bytes(32, "big")


def eth_address(k):
    pub = secp_pub(k, False)[1:]
    return eip55(keccak256(pub)[-20:])


def wif(k, version=0x80, compressed=True):
    return b58check_encode(bytes([version]) + k.to_bytes(32, "big") + (b"\x01" if compressed else b""))


def xprv(chain, k, version=bytes.fromhex("0488ADE4"), depth=0, fpr=b"\0\0\0\0", child=0):
    return b58check_encode(version + bytes([depth]) + fpr + child.to_bytes(4, "big") + chain + b"\0" + k.to_bytes(32, "big"))


def xpub(chain, k, version=bytes.fromhex("0488B21E"), depth=0, fpr=b"\0\0\0\0", child=0):
    return b58check_encode(version + bytes([depth]) + fpr + child.to_bytes(4, "big") + chain + secp_pub(k))


def bip32_master(seed):
    I = hmac.new(b"Bitcoin seed", seed, hashlib.sha512).digest()
    return I[32:], int.from_bytes(I[:32], "big")


# ---------------------------------------------------------------------------
# Luhn, card brands, ISBN, S10, IBAN
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
    for d in "0123456789":
        if luhn_ok(prefix_digits + d):
            return prefix_digits + d


TEST_CARDS = {"4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222",
              "5200828282828210", "5105105105105100", "378282246310005", "371449635398431",
              "6011111111111117", "6011000990139424", "3056930009020004", "36227206271667",
              "3566002020360505", "6200000000000005", "4111111111111111", "4012888888881881",
              "5431111111111111", "6250941006528599", "4000000000000002", "4000002500003155",
              "4000000000009995", "4000000000000077", "6759649826438453", "5019717010103742"}


def card_brand(d):
    n = len(d)
    if d[0] == "4" and n in (13, 16, 19):
        return "visa"
    if n == 16 and (51 <= int(d[:2]) <= 55 or 2221 <= int(d[:4]) <= 2720):
        return "mastercard"
    if n == 15 and d[:2] in ("34", "37"):
        return "amex"
    if n in (16, 19) and (d.startswith("6011") or d.startswith("65") or 644 <= int(d[:3]) <= 649):
        return "discover"
    if n in (16, 19) and 3528 <= int(d[:4]) <= 3589:
        return "jcb"
    if n in (16, 17, 18, 19) and d.startswith("62"):
        return "unionpay"
    if n == 14 and (d[:2] in ("36", "38") or 300 <= int(d[:3]) <= 305):
        return "diners"
    if n in (12, 13, 14, 15, 16, 17, 18, 19) and d[:4] in ("5018", "5020", "5038", "6304", "6759", "6761", "6763"):
        return "maestro"
    if n == 16 and (d.startswith("60") or d.startswith("652") or d.startswith("81") or d.startswith("82")):
        return "rupay"
    return None


def isbn13_check(d12):
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d12))
    return str((10 - s % 10) % 10)


def isbn10_check(d9):
    s = sum(int(c) * (10 - i) for i, c in enumerate(d9))
    r = (11 - s % 11) % 11
    return "X" if r == 10 else str(r)


def s10_check(d8):
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    r = 11 - sum(int(c) * wi for c, wi in zip(d8, w)) % 11
    return "5" if r == 11 else "0" if r == 10 else str(r)


def iban_make(cc, bban):
    num = "".join(str(int(c, 36)) for c in (bban + cc + "00"))
    chk = 98 - int(num) % 97
    return cc + "%02d" % chk + bban


def iban_ok(iban):
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


# ---------------------------------------------------------------------------
# GitHub token checksum
# ---------------------------------------------------------------------------
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def b62(n, width):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, "0")


def gh_token(prefix, body30):
    return prefix + body30 + b62(zlib.crc32(body30.encode()), 6)


def gh_token_ok(tok):
    body = tok.split("_", 1)[1]
    return len(body) == 36 and b62(zlib.crc32(body[:30].encode()), 6) == body[30:]


# ---------------------------------------------------------------------------
# seeded RSA
# ---------------------------------------------------------------------------
_SMALL = [p for p in range(3, 2000) if all(p % q for q in range(2, int(p ** 0.5) + 1))]


def _probable_prime(n, rng):
    if any(n % p == 0 for p in _SMALL):
        return n in _SMALL
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


def seeded_prime(rng, bits):
    while True:
        n = rng.getrandbits(bits) | (1 << (bits - 1)) | (1 << (bits - 2)) | 1
        if _probable_prime(n, rng):
            return n


_RSA_CACHE = {}


def seeded_rsa(seed, bits=2048):
    """An RSA private key (cryptography object) from a string seed."""
    key = (seed, bits)
    if key in _RSA_CACHE:
        return _RSA_CACHE[key]
    from cryptography.hazmat.primitives.asymmetric import rsa
    rng = random.Random(hashlib.sha256(("rsa/" + seed).encode()).digest())
    e = 65537
    while True:
        p = seeded_prime(rng, bits // 2)
        q = seeded_prime(rng, bits // 2)
        if p == q or (p - 1) % e == 0 or (q - 1) % e == 0:
            continue
        n = p * q
        if n.bit_length() != bits:
            continue
        break
    if p < q:
        p, q = q, p
    phi = (p - 1) * (q - 1)
    d = pow(e, -1, phi)
    nums = rsa.RSAPrivateNumbers(p, q, d, d % (p - 1), d % (q - 1), pow(q, -1, p),
                                 rsa.RSAPublicNumbers(e, n))
    k = nums.private_key()
    _RSA_CACHE[key] = k
    return k


# ---------------------------------------------------------------------------
# OpenSSH container (Ed25519), written by hand so the check integer is seeded
# ---------------------------------------------------------------------------
def _sshstr(b):
    return struct.pack(">I", len(b)) + b


def openssh_ed25519(seed32, pub32, comment, checkint):
    kt = b"ssh-ed25519"
    pubblob = _sshstr(kt) + _sshstr(pub32)
    priv = struct.pack(">II", checkint, checkint) + _sshstr(kt) + _sshstr(pub32) + \
        _sshstr(seed32 + pub32) + _sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\0" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + \
        struct.pack(">I", 1) + _sshstr(pubblob) + _sshstr(priv)
    b64 = base64.b64encode(blob).decode()
    lines = [b64[i:i + 70] for i in range(0, len(b64), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------
def b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def b64url_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def jwt_sign(header, payload, alg, key):
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.asymmetric import ec, padding
    h = b64url(json.dumps(header, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    msg = (h + "." + p).encode()
    if alg.startswith("HS"):
        dig = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[alg]
        sig = hmac.new(key, msg, dig).digest()
    elif alg == "RS256":
        sig = key.sign(msg, padding.PKCS1v15(), hashes.SHA256())
    elif alg == "ES256":
        from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature
        der = key.sign(msg, ec.ECDSA(hashes.SHA256(), deterministic_signing=True))
        r, s = decode_dss_signature(der)
        sig = r.to_bytes(32, "big") + s.to_bytes(32, "big")
    elif alg == "EdDSA":
        sig = key.sign(msg)
    else:
        raise ValueError(alg)
    return h + "." + p + "." + b64url(sig)


def jwt_verify(tok, alg, key):
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.asymmetric import ec, padding
    from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature
    h, p, s = tok.split(".")
    msg = (h + "." + p).encode()
    sig = b64url_dec(s)
    try:
        if alg.startswith("HS"):
            dig = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[alg]
            return hmac.compare_digest(hmac.new(key, msg, dig).digest(), sig)
        pub = key.public_key()
        if alg == "RS256":
            pub.verify(sig, msg, padding.PKCS1v15(), hashes.SHA256())
        elif alg == "ES256":
            pub.verify(encode_dss_signature(int.from_bytes(sig[:32], "big"), int.from_bytes(sig[32:], "big")),
                       msg, ec.ECDSA(hashes.SHA256()))
        elif alg == "EdDSA":
            pub.verify(sig, msg)
        return True
    except Exception:
        return False


# ---------------------------------------------------------------------------
# tiny images
# ---------------------------------------------------------------------------
def png(w, h, pixels):
    """pixels: list of (r, g, b) of length w*h."""
    raw = b""
    for y in range(h):
        raw += b"\0" + b"".join(bytes(p) for p in pixels[y * w:(y + 1) * w])

    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) + \
        chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def gif1(r, g, b):
    return (b"GIF89a\x01\x00\x01\x00\x80\x00\x00" + bytes([r, g, b]) + b"\x00\x00\x00" +
            b"!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")


# ---------------------------------------------------------------------------
# HOTP / TOTP value (for oathtool-like output)
# ---------------------------------------------------------------------------
def hotp(key, counter, digits=6):
    mac = hmac.new(key, struct.pack(">Q", counter), hashlib.sha1).digest()
    o = mac[-1] & 15
    v = (struct.unpack(">I", mac[o:o + 4])[0] & 0x7fffffff) % 10 ** digits
    return str(v).zfill(digits)


# ---------------------------------------------------------------------------
# self-test
# ---------------------------------------------------------------------------
def selftest():
    # BIP39 vectors (Trezor test vectors)
    assert bip39_words(bytes(16)) == ["abandon"] * 11 + ["about"]
    assert bip39_words(b"\x7f" * 16) == ["legal", "winner", "thank", "year", "wave", "sausage",
                                        "worth", "useful", "legal", "winner", "thank", "yellow"]
    assert bip39_words(b"\x80" * 16) == ["letter", "advice", "cage", "absurd", "amount", "doctor",
                                        "acoustic", "avoid", "letter", "advice", "cage", "above"]
    assert bip39_words(b"\xff" * 16) == ["zoo"] * 11 + ["wrong"]
    assert bip39_words(bytes(32)) == ["abandon"] * 23 + ["art"]
    assert bip39_check(("test " * 11 + "junk").split(), "en")
    assert not bip39_check(["abandon"] * 12, "en")
    rng = random.Random(1)
    for lst in ("en", "zhs", "zht"):
        for n in (12, 15, 18, 21, 24):
            w = random_mnemonic(rng, n, lst)
            assert bip39_check(w, lst) and bip39_check(w)
    # base58check / WIF of key 1
    assert wif(1, compressed=False) == "5HpHagT65TZzG1PH3CSu63k8DbpvD8s5ip4nEB3kEsreAnchuDf"
    assert wif(1) == "KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn"
    assert b58check_decode(wif(1))[0] == 0x80
    # secp256k1 1*G and the ethereum address of key 1
    assert secp_mul(1) == SECP_G
    assert eth_address(1) == "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"
    # keccak
    assert keccak256(b"").hex() == "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"
    assert eip55(bytes.fromhex("5aaeb6053f3e94c9b9a09f33669435e7ef1beaed")) == "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
    # bech32 (BIP-173 vector)
    assert segwit_addr("bc", 0, bytes.fromhex("751e76e8199196d454941c45d1b3a323f1433bd6")) == \
        "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"
    # BIP-32 test vector 1
    c, k = bip32_master(bytes.fromhex("000102030405060708090a0b0c0d0e0f"))
    assert xprv(c, k) == "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi"
    assert xpub(c, k) == "xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8"
    # Luhn / brands
    assert luhn_ok("4111111111111111") and not luhn_ok("4111111111111112")
    assert card_brand("378282246310005") == "amex" and card_brand("6200000000000005") == "unionpay"
    # ISBN / S10 / IBAN
    assert isbn13_check("978030640615") == "7" and isbn10_check("030640615") == "2"
    assert s10_check("12345678") == "5"
    assert iban_ok("GB82 WEST 1234 5698 7654 32") and iban_make("GB", "WEST12345698765432") == "GB82WEST12345698765432"
    # GitHub checksum round trip
    t = gh_token("ghp_", "A" * 30)
    assert gh_token_ok(t) and not gh_token_ok(t[:-1] + ("0" if t[-1] != "0" else "1"))
    # HOTP (RFC 4226)
    assert hotp(b"12345678901234567890", 0) == "755224" and hotp(b"12345678901234567890", 9) == "520489"
    # base32 doc seed
    assert base64.b32encode(b"Hello!\xde\xad\xbe\xef").decode() == "JBSWY3DPEHPK3PXP"
    # OpenSSH container parses
    from cryptography.hazmat.primitives.asymmetric import ed25519
    from cryptography.hazmat.primitives import serialization
    sk = ed25519.Ed25519PrivateKey.from_private_bytes(bytes(range(32)))
    pub = sk.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    pem = openssh_ed25519(bytes(range(32)), pub, "test@host", 0x12345678)
    k2 = serialization.load_ssh_private_key(pem.encode(), None)
    assert k2.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw) == pub
    # RFC 8032 test 1
    sk1 = ed25519.Ed25519PrivateKey.from_private_bytes(bytes.fromhex(
        "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60"))
    assert sk1.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw).hex() == \
        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    # seeded RSA determinism (small size for speed)
    a = seeded_rsa("selftest", 1024).private_numbers().p
    _RSA_CACHE.clear()
    assert seeded_rsa("selftest", 1024).private_numbers().p == a
    # JWTs
    from cryptography.hazmat.primitives.asymmetric import ec
    t1 = jwt_sign({"alg": "HS256", "typ": "JWT"}, {"sub": "x"}, "HS256", b"k" * 32)
    assert jwt_verify(t1, "HS256", b"k" * 32) and not jwt_verify(t1, "HS256", b"j" * 32)
    eck = ec.derive_private_key(12345678901234567890, ec.SECP256R1())
    t2 = jwt_sign({"alg": "ES256"}, {"sub": "y"}, "ES256", eck)
    assert t2 == jwt_sign({"alg": "ES256"}, {"sub": "y"}, "ES256", eck) and jwt_verify(t2, "ES256", eck)
    t3 = jwt_sign({"alg": "EdDSA"}, {"sub": "z"}, "EdDSA", sk1)
    assert jwt_verify(t3, "EdDSA", sk1)
    rk = seeded_rsa("selftest", 1024)
    t4 = jwt_sign({"alg": "RS256"}, {"sub": "w"}, "RS256", rk)
    assert jwt_verify(t4, "RS256", rk) and not jwt_verify(t4[:-2] + "AA", "RS256", rk)
    # PNG
    p = png(2, 1, [(1, 2, 3), (4, 5, 6)])
    assert p.startswith(b"\x89PNG") and zlib.decompress(p[p.index(b"IDAT") + 4:-16])[:4] == b"\0\1\2\3"
    return True


if __name__ == "__main__":
    selftest()
    print("struct27 selftest ok")
