"""Standard-library structure for secrets_corpus14: checksums, encodings and small key maths.

Everything here is deterministic given a `random.Random`. Nothing here is a working credential:
the keys are well-formed but come from a seeded generator that no service knows.
"""
import base64
import hashlib
import hmac
import json

from wordlists import CHINESE, ENGLISH

# ---------------------------------------------------------------------------
# Luhn
# ---------------------------------------------------------------------------


def luhn_ok(digits):
    digits = [int(c) for c in digits]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(prefix, length, rng):
    body = prefix + "".join(rng.choice("0123456789") for _ in range(length - len(prefix) - 1))
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c
    raise AssertionError("unreachable")


def luhn_fail(prefix, length, rng):
    n = luhn_complete(prefix, length, rng)
    last = str((int(n[-1]) + rng.randint(1, 9)) % 10)
    return n[:-1] + last


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
    for c in s:
        n = n * 58 + B58.index(c)
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
        return None
    return payload


# ---------------------------------------------------------------------------
# bech32 (BIP-173)
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
    for value in data:
        acc = (acc << frombits) | value
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            ret.append((acc >> bits) & maxv)
    if pad and bits:
        ret.append((acc << (tobits - bits)) & maxv)
    return ret


def bech32_encode(hrp, data5):
    values = _hrp_expand(hrp) + data5
    pm = _polymod(values + [0] * 6) ^ 1
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data5 + chk)


def bech32_ok(s):
    s = s.lower()
    pos = s.rfind("1")
    hrp, data = s[:pos], s[pos + 1:]
    if any(c not in BECH for c in data):
        return False
    return _polymod(_hrp_expand(hrp) + [BECH.index(c) for c in data]) == 1


# ---------------------------------------------------------------------------
# BIP39
# ---------------------------------------------------------------------------


def bip39_from_entropy(ent, wordlist):
    bits = len(ent) * 8
    cs = bits // 32
    h = hashlib.sha256(ent).digest()
    n = (int.from_bytes(ent, "big") << cs) | (h[0] >> (8 - cs))
    total = bits + cs
    return [wordlist[(n >> (total - 11 * (i + 1))) & 2047] for i in range(total // 11)]


def bip39_phrase(rng, nwords=12, lang="en"):
    ent = bytes(rng.getrandbits(8) for _ in range(nwords * 4 // 3))
    return bip39_from_entropy(ent, ENGLISH if lang == "en" else CHINESE)


def bip39_valid(words, lang="en"):
    wl = ENGLISH if lang == "en" else CHINESE
    if len(words) not in (12, 15, 18, 21, 24):
        return False
    idx = {w: i for i, w in enumerate(wl)}
    if any(w not in idx for w in words):
        return False
    n = 0
    for w in words:
        n = (n << 11) | idx[w]
    total = len(words) * 11
    cs = total // 33
    ent = (n >> cs).to_bytes((total - cs) // 8, "big")
    return bip39_from_entropy(ent, wl) == list(words)


def bip39_invalid(rng, nwords=12, lang="en"):
    """Words from the list whose checksum fails."""
    wl = ENGLISH if lang == "en" else CHINESE
    while True:
        words = [rng.choice(wl) for _ in range(nwords)]
        if not bip39_valid(words, lang):
            return words


# ---------------------------------------------------------------------------
# Elliptic curves (short Weierstrass, affine) and Ed25519
# ---------------------------------------------------------------------------
SECP256K1 = dict(
    p=2**256 - 2**32 - 977, a=0, n=0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141,
    G=(0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798,
       0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8))
P256 = dict(
    p=2**256 - 2**224 + 2**192 + 2**96 - 1, a=-3,
    n=0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551,
    G=(0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
       0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5))


def _ec_add(c, P, Q):
    p = c["p"]
    if P is None:
        return Q
    if Q is None:
        return P
    if P[0] == Q[0] and (P[1] + Q[1]) % p == 0:
        return None
    if P == Q:
        lam = (3 * P[0] * P[0] + c["a"]) * pow(2 * P[1], -1, p) % p
    else:
        lam = (Q[1] - P[1]) * pow(Q[0] - P[0], -1, p) % p
    x = (lam * lam - P[0] - Q[0]) % p
    return x, (lam * (P[0] - x) - P[1]) % p


def ec_mult(c, k):
    R, P = None, c["G"]
    while k:
        if k & 1:
            R = _ec_add(c, R, P)
        P = _ec_add(c, P, P)
        k >>= 1
    return R


def ec_scalar(rng, c):
    while True:
        k = rng.getrandbits(256)
        if 1 <= k < c["n"]:
            return k


def compressed(P):
    return bytes([2 + (P[1] & 1)]) + P[0].to_bytes(32, "big")


_EdP = 2**255 - 19
_EdD = -121665 * pow(121666, -1, _EdP) % _EdP
_EdL = 2**252 + 27742317777372353535851937790883648493


def _ed_add(P, Q):
    x1, y1, z1, t1 = P
    x2, y2, z2, t2 = Q
    a = (y1 - x1) * (y2 - x2) % _EdP
    b = (y1 + x1) * (y2 + x2) % _EdP
    c = 2 * t1 * t2 * _EdD % _EdP
    d = 2 * z1 * z2 % _EdP
    e, f, g, h = b - a, d - c, d + c, b + a
    return e * f % _EdP, g * h % _EdP, f * g % _EdP, e * h % _EdP


def _ed_base():
    y = 4 * pow(5, -1, _EdP) % _EdP
    u, v = (y * y - 1) % _EdP, (_EdD * y * y + 1) % _EdP
    x = pow(u * pow(v, -1, _EdP), (_EdP + 3) // 8, _EdP)
    if (v * x * x - u) % _EdP:
        x = x * pow(2, (_EdP - 1) // 4, _EdP) % _EdP
    if x & 1:
        x = _EdP - x
    return x, y, 1, x * y % _EdP


_EdB = _ed_base()


def ed25519_public(seed):
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    R, P = (0, 1, 1, 0), _EdB
    while a:
        if a & 1:
            R = _ed_add(R, P)
        P = _ed_add(P, P)
        a >>= 1
    x, y, z, _ = R
    zi = pow(z, -1, _EdP)
    x, y = x * zi % _EdP, y * zi % _EdP
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


# ---------------------------------------------------------------------------
# RSA (seeded, small, well-formed)
# ---------------------------------------------------------------------------


def _is_probable_prime(n, rng):
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
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


def _prime(bits, rng, e):
    while True:
        c = rng.getrandbits(bits) | (3 << (bits - 2)) | 1
        if c % e != 1 and _is_probable_prime(c, rng):
            return c


def rsa_key(rng, bits=1024, e=65537):
    while True:
        p, q = _prime(bits // 2, rng, e), _prime(bits // 2, rng, e)
        if p == q:
            continue
        if p < q:
            p, q = q, p
        n = p * q
        phi = (p - 1) * (q - 1)
        d = pow(e, -1, phi)
        return dict(n=n, e=e, d=d, p=p, q=q, dp=d % (p - 1), dq=d % (q - 1), qi=pow(q, -1, p))


# ---------------------------------------------------------------------------
# DER / PEM / OpenSSH
# ---------------------------------------------------------------------------


def _len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, body):
    return bytes([tag]) + _len(len(body)) + body


def der_int(v):
    b = v.to_bytes((v.bit_length() + 8) // 8 or 1, "big")
    return der(0x02, b)


def der_seq(*parts):
    return der(0x30, b"".join(parts))


def der_oid(dotted):
    parts = [int(x) for x in dotted.split(".")]
    out = bytes([40 * parts[0] + parts[1]])
    for v in parts[2:]:
        chunk = [v & 0x7F]
        v >>= 7
        while v:
            chunk.append(0x80 | (v & 0x7F))
            v >>= 7
        out += bytes(reversed(chunk))
    return der(0x06, out)


def pem(label, body, width=64):
    b = base64.b64encode(body).decode()
    lines = [b[i:i + width] for i in range(0, len(b), width)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def rsa_pkcs1(k):
    return der_seq(der_int(0), *(der_int(k[x]) for x in ("n", "e", "d", "p", "q", "dp", "dq", "qi")))


def rsa_pkcs8(k):
    alg = der_seq(der_oid("1.2.840.113549.1.1.1"), b"\x05\x00")
    return der_seq(der_int(0), alg, der(0x04, rsa_pkcs1(k)))


def ec_p256_sec1(rng):
    k = ec_scalar(rng, P256)
    P = ec_mult(P256, k)
    pub = b"\x04" + P[0].to_bytes(32, "big") + P[1].to_bytes(32, "big")
    return der_seq(der_int(1), der(0x04, k.to_bytes(32, "big")),
                   der(0xA0, der_oid("1.2.840.10045.3.1.7")), der(0xA1, der(0x03, b"\x00" + pub)))


def ed25519_pkcs8(seed):
    return der_seq(der_int(0), der_seq(der_oid("1.3.101.112")), der(0x04, der(0x04, seed)))


def ed25519_spki(pub):
    return der_seq(der_seq(der_oid("1.3.101.112")), der(0x03, b"\x00" + pub))


def _sshstr(b):
    return len(b).to_bytes(4, "big") + b


def ssh_ed25519_pub_blob(pub):
    return _sshstr(b"ssh-ed25519") + _sshstr(pub)


def openssh_ed25519(seed, comment, rng):
    pub = ed25519_public(seed)
    blob = ssh_ed25519_pub_blob(pub)
    check = rng.getrandbits(32).to_bytes(4, "big")
    priv = check + check + blob + _sshstr(seed + pub) + _sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    body = (b"openssh-key-v1\0" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"")
            + (1).to_bytes(4, "big") + _sshstr(blob) + _sshstr(priv))
    b = base64.b64encode(body).decode()
    lines = [b[i:i + 70] for i in range(0, len(b), 70)]
    return ("-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----"
            % "\n".join(lines))


def pem_ok(block):
    """Matching labels, base64 body, DER SEQUENCE or openssh-key-v1 magic."""
    lines = [ln.strip() for ln in block.strip().splitlines()]
    if not (lines[0].startswith("-----BEGIN ") and lines[-1].startswith("-----END ")):
        return False
    if lines[0][11:] != lines[-1][9:]:
        return False
    body = "".join(ln for ln in lines[1:-1] if ":" not in ln)
    raw = base64.b64decode(body, validate=True)
    if "OPENSSH" in lines[0]:
        return raw.startswith(b"openssh-key-v1\0")
    return raw[0] == 0x30


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------


def b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def jwt_hs(header, payload, key):
    alg = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[header["alg"]]
    h = b64url(json.dumps(header, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    sig = hmac.new(key, (h + "." + p).encode(), alg).digest()
    return h + "." + p + "." + b64url(sig)


def jwt_ok(tok):
    parts = tok.split(".")
    if len(parts) != 3:
        return False
    try:
        for seg in parts[:2]:
            json.loads(base64.urlsafe_b64decode(seg + "=" * (-len(seg) % 4)))
        base64.urlsafe_b64decode(parts[2] + "=" * (-len(parts[2]) % 4))
    except ValueError:
        return False
    return True


def selftest():
    """Known-answer tests for the pieces that could silently be wrong."""
    # BIP39 test vector: all-zero 128-bit entropy
    assert bip39_from_entropy(bytes(16), ENGLISH) == ["abandon"] * 11 + ["about"]
    assert bip39_valid(["abandon"] * 11 + ["about"])
    assert not bip39_valid(["abandon"] * 12)
    # RFC 8032 test 1: secret 9d61b1..., public d75a98...
    seed = bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
    assert ed25519_public(seed).hex() == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    # secp256k1: 1*G compressed
    assert compressed(ec_mult(SECP256K1, 1)).hex() == \
        "0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"
    # bech32: BIP-173 valid address
    assert bech32_encode("bc", [0] + convertbits(bytes.fromhex("751e76e8199196d454941c45d1b3a323f1433bd6"), 8, 5)) == \
        "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"
    assert bech32_ok("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")
    return True
