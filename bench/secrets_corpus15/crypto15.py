"""Structure for secrets_corpus15: checksums, encodings and key formats.

Standard library only, apart from the BIP39 word lists, which are read from the
`mnemonic` package (PyPI) and checked against their published SHA-256.
Everything here is deterministic given the `random.Random` passed in.
`selftest()` runs known-answer tests and is called on every generation.
"""
import base64
import hashlib
import hmac
import json
import os
import struct

# ---------------------------------------------------------------------------
# BIP39 word lists (from the installed `mnemonic` package)
# ---------------------------------------------------------------------------
WORDLIST_SHA256 = {
    "english": "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda",
    "chinese_simplified": "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726",
}


def _load_wordlist(name):
    try:
        import mnemonic  # noqa: F401
    except ImportError as e:  # pragma: no cover
        raise SystemExit("the `mnemonic` package is needed for the BIP39 word lists "
                         "(pip install mnemonic==0.21): %s" % e)
    import mnemonic as m
    path = os.path.join(os.path.dirname(m.__file__), "wordlist", name + ".txt")
    raw = open(path, "rb").read()
    if hashlib.sha256(raw).hexdigest() != WORDLIST_SHA256[name]:
        raise SystemExit("word list %s does not match the BIP-0039 file" % name)
    words = raw.decode("utf-8").split("\n")[:-1]
    assert len(words) == 2048 and len(set(words)) == 2048
    return words


EN_WORDS = _load_wordlist("english")
ZH_WORDS = _load_wordlist("chinese_simplified")
EN_INDEX = {w: i for i, w in enumerate(EN_WORDS)}
ZH_INDEX = {w: i for i, w in enumerate(ZH_WORDS)}


def bip39_from_entropy(ent, words):
    n = len(ent) * 8
    h = hashlib.sha256(ent).digest()
    bits = int.from_bytes(ent, "big") << (n // 32) | (h[0] >> (8 - n // 32))
    total = n + n // 32
    return [words[(bits >> (total - 11 * (i + 1))) & 2047] for i in range(total // 11)]


def bip39_valid(seq, index):
    if len(seq) not in (12, 15, 18, 21, 24):
        return False
    try:
        idx = [index[w] for w in seq]
    except KeyError:
        return False
    bits = 0
    for i in idx:
        bits = bits << 11 | i
    total = 11 * len(seq)
    cs = total // 33
    ent_bits = total - cs
    ent = (bits >> cs).to_bytes(ent_bits // 8, "big")
    return (bits & ((1 << cs) - 1)) == hashlib.sha256(ent).digest()[0] >> (8 - cs)


def bip39_phrase(rng, n_words, words):
    ent = bytes(rng.getrandbits(8) for _ in range(n_words * 11 * 32 // 33 // 8))
    return bip39_from_entropy(ent, words)


def bip39_invalid(rng, n_words, words, index):
    while True:
        seq = [words[rng.randrange(2048)] for _ in range(n_words)]
        if len(set(seq)) == n_words and not bip39_valid(seq, index):
            return seq


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


def luhn_complete(partial):
    for c in "0123456789":
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError


TEST_CARDS = {
    "4242424242424242", "4000056655665556", "5555555555554444", "4111111111111111",
    "378282246310005", "371449635398431", "6200000000000005", "2223003122003222",
    "5105105105105100", "6011111111111117", "3530111333300000", "4012888888881881",
    "6011000990139424", "30569309025904", "38520000023237", "5200828282828210",
    "4000000000000002", "4000000000009995", "6205500000000000004", "3566002020360505",
}


def card_brand(d):
    """Brand of a digit string if prefix and length fit a card scheme, else None."""
    n = len(d)
    if d[0] == "4" and n in (13, 16, 19):
        return "visa"
    p2, p4 = int(d[:2]), int(d[:4])
    if (51 <= p2 <= 55 or 2221 <= p4 <= 2720) and n == 16:
        return "mastercard"
    if 2200 <= p4 <= 2204 and n == 16:
        return "mir"
    if p2 in (34, 37) and n == 15:
        return "amex"
    if (d.startswith("6011") or d.startswith("65")) and n in (16, 19):
        return "discover"
    if 3528 <= p4 <= 3589 and n in (16, 17, 18, 19):
        return "jcb"
    if d.startswith("62") and n in (16, 17, 18, 19):
        return "unionpay"
    if p2 in (36, 38, 30) and n == 14:
        return "diners"
    return None


# ---------------------------------------------------------------------------
# base58, base58check, bech32
# ---------------------------------------------------------------------------
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def sha256d(b):
    return hashlib.sha256(hashlib.sha256(b).digest()).digest()


def b58enc(b):
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    return "1" * (len(b) - len(b.lstrip(b"\0"))) + s


def b58dec(s):
    n = 0
    for c in s:
        n = n * 58 + B58.index(c)
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    return b"\0" * (len(s) - len(s.lstrip("1"))) + body


def b58check_enc(payload):
    return b58enc(payload + sha256d(payload)[:4])


def b58check_dec(s):
    raw = b58dec(s)
    if len(raw) < 5 or sha256d(raw[:-4])[:4] != raw[-4:]:
        return None
    return raw[:-4]


BECH32_CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            if (b >> i) & 1:
                chk ^= gen[i]
    return chk


def _hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def convertbits(data, frombits, tobits, pad=True):
    acc = bits = 0
    out = []
    maxv = (1 << tobits) - 1
    for v in data:
        acc = acc << frombits | v
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            out.append((acc >> bits) & maxv)
    if pad and bits:
        out.append((acc << (tobits - bits)) & maxv)
    return out


def bech32_encode(hrp, data5, m=False):
    const = 0x2BC830A3 if m else 1
    pm = _polymod(_hrp_expand(hrp) + data5 + [0] * 6) ^ const
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32_CHARSET[d] for d in data5 + chk)


def bech32_decode(s):
    s = s.lower()
    pos = s.rfind("1")
    hrp, data = s[:pos], [BECH32_CHARSET.find(c) for c in s[pos + 1:]]
    if pos < 1 or -1 in data or len(data) < 6:
        return None
    pm = _polymod(_hrp_expand(hrp) + data)
    if pm not in (1, 0x2BC830A3):
        return None
    return hrp, data[:-6]


def bech32_bytes(hrp, b):
    return bech32_encode(hrp, convertbits(b, 8, 5))


def segwit_addr(hrp, ver, prog):
    return bech32_encode(hrp, [ver] + convertbits(prog, 8, 5), m=ver > 0)


# ---------------------------------------------------------------------------
# Elliptic curves: Ed25519 and short Weierstrass (secp256k1, P-256)
# ---------------------------------------------------------------------------
ED_P = 2 ** 255 - 19
ED_D = -121665 * pow(121666, -1, ED_P) % ED_P
ED_Q = 2 ** 252 + 27742317777372353535851937790883648493
ED_SQRT_M1 = pow(2, (ED_P - 1) // 4, ED_P)


def _ed_recover_x(y, sign):
    x2 = (y * y - 1) * pow(ED_D * y * y + 1, -1, ED_P)
    x = pow(x2, (ED_P + 3) // 8, ED_P)
    if (x * x - x2) % ED_P:
        x = x * ED_SQRT_M1 % ED_P
    if (x & 1) != sign:
        x = ED_P - x
    return x


_ED_GY = 4 * pow(5, -1, ED_P) % ED_P
_ED_GX = _ed_recover_x(_ED_GY, 0)
ED_G = (_ED_GX, _ED_GY, 1, _ED_GX * _ED_GY % ED_P)


def _ed_add(P, Q):
    A = (P[1] - P[0]) * (Q[1] - Q[0]) % ED_P
    B = (P[1] + P[0]) * (Q[1] + Q[0]) % ED_P
    C = 2 * P[3] * Q[3] * ED_D % ED_P
    D = 2 * P[2] * Q[2] % ED_P
    E, F, G, H = B - A, D - C, D + C, B + A
    return (E * F % ED_P, G * H % ED_P, F * G % ED_P, E * H % ED_P)


def _ed_mul(s, P):
    Q = (0, 1, 1, 0)
    while s:
        if s & 1:
            Q = _ed_add(Q, P)
        P = _ed_add(P, P)
        s >>= 1
    return Q


def ed25519_pub(seed):
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    P = _ed_mul(a, ED_G)
    zi = pow(P[2], -1, ED_P)
    x, y = P[0] * zi % ED_P, P[1] * zi % ED_P
    return int.to_bytes(y | (x & 1) << 255, 32, "little")


class Curve:
    def __init__(self, p, a, b, gx, gy, n):
        self.p, self.a, self.b, self.G, self.n = p, a, b, (gx, gy), n

    def add(self, P, Q):
        if P is None:
            return Q
        if Q is None:
            return P
        p = self.p
        if P[0] == Q[0]:
            if (P[1] + Q[1]) % p == 0:
                return None
            lam = (3 * P[0] * P[0] + self.a) * pow(2 * P[1], -1, p) % p
        else:
            lam = (Q[1] - P[1]) * pow(Q[0] - P[0], -1, p) % p
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

    def on_curve(self, P):
        return (P[1] ** 2 - P[0] ** 3 - self.a * P[0] - self.b) % self.p == 0


SECP256K1 = Curve(
    2 ** 256 - 2 ** 32 - 977, 0, 7,
    0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798,
    0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8,
    0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141)
P256 = Curve(
    0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF,
    -3, 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B,
    0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
    0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5,
    0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551)


def scalar(rng, curve):
    while True:
        k = rng.getrandbits(256)
        if 1 <= k < curve.n:
            return k


def compress(P):
    return bytes([2 + (P[1] & 1)]) + P[0].to_bytes(32, "big")


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
_M64 = (1 << 64) - 1


def _rol(x, n):
    return ((x << n) | (x >> (64 - n))) & _M64 if n else x


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
    data = bytearray(data) + b"\x01"
    while len(data) % rate:
        data += b"\0"
    data[-1] |= 0x80
    A = [[0] * 5 for _ in range(5)]
    for off in range(0, len(data), rate):
        block = data[off:off + rate]
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
    k = keccak256(h.encode()).hex()
    return "0x" + "".join(c.upper() if c.isalpha() and int(k[i], 16) >= 8 else c for i, c in enumerate(h))


# ---------------------------------------------------------------------------
# DER / PEM / OpenSSH / PuTTY / OpenPGP
# ---------------------------------------------------------------------------
def _der_len(n):
    if n < 128:
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
    parts = [int(p) for p in dotted.split(".")]
    out = bytes([40 * parts[0] + parts[1]])
    for p in parts[2:]:
        enc = [p & 0x7F]
        p >>= 7
        while p:
            enc.append(0x80 | (p & 0x7F))
            p >>= 7
        out += bytes(reversed(enc))
    return der(0x06, out)


def der_read(b, off=0):
    """-> (tag, content, next_offset)"""
    tag = b[off]
    ln = b[off + 1]
    off += 2
    if ln & 0x80:
        k = ln & 0x7F
        ln = int.from_bytes(b[off:off + k], "big")
        off += k
    return tag, b[off:off + ln], off + ln


def pem(label, body, width=64):
    s = base64.b64encode(body).decode()
    lines = [s[i:i + width] for i in range(0, len(s), width)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def _is_probable_prime(n, rng):
    if n < 2:
        return False
    for sp in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71):
        if n % sp == 0:
            return n == sp
    d, r = n - 1, 0
    while d % 2 == 0:
        d //= 2
        r += 1
    for _ in range(24):
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


def _prime(bits, rng):
    while True:
        c = rng.getrandbits(bits) | (3 << (bits - 2)) | 1
        if c % 65537 != 1 and _is_probable_prime(c, rng):
            return c


def rsa_numbers(bits, rng):
    e = 65537
    while True:
        p, q = _prime(bits // 2, rng), _prime(bits // 2, rng)
        if p == q:
            continue
        n = p * q
        phi = (p - 1) * (q - 1)
        if n.bit_length() != bits:
            continue
        d = pow(e, -1, phi)
        if p < q:
            p, q = q, p
        return dict(n=n, e=e, d=d, p=p, q=q, dp=d % (p - 1), dq=d % (q - 1), qi=pow(q, -1, p))


def rsa_pkcs1(k):
    return der_seq(*[der_int(x) for x in (0, k["n"], k["e"], k["d"], k["p"], k["q"], k["dp"], k["dq"], k["qi"])])


def pkcs8(alg_seq, private):
    return der_seq(der_int(0), alg_seq, der(0x04, private))


def rsa_pkcs8(k):
    return pkcs8(der_seq(der_oid("1.2.840.113549.1.1.1"), b"\x05\x00"), rsa_pkcs1(k))


def ec_sec1(d, curve=P256, oid="1.2.840.10045.3.1.7"):
    P = curve.mul(d)
    pub = b"\x04" + P[0].to_bytes(32, "big") + P[1].to_bytes(32, "big")
    return der_seq(der_int(1), der(0x04, d.to_bytes(32, "big")), der(0xA0, der_oid(oid)),
                   der(0xA1, der(0x03, b"\0" + pub)))


def ed25519_pkcs8(seed):
    return pkcs8(der_seq(der_oid("1.3.101.112")), der(0x04, seed))


def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def ssh_ed25519_blob(pk):
    return _sshstr("ssh-ed25519") + _sshstr(pk)


def openssh_ed25519(seed, comment, rng):
    pk = ed25519_pub(seed)
    check = rng.getrandbits(32)
    priv = struct.pack(">II", check, check) + _sshstr("ssh-ed25519") + _sshstr(pk) + \
        _sshstr(seed + pk) + _sshstr(comment)
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    body = b"openssh-key-v1\0" + _sshstr("none") + _sshstr("none") + _sshstr(b"") + \
        struct.pack(">I", 1) + _sshstr(ssh_ed25519_blob(pk)) + _sshstr(priv)
    return pem("OPENSSH PRIVATE KEY", body, width=70)


def putty_ed25519(seed, comment):
    pk = ed25519_pub(seed)
    pub = ssh_ed25519_blob(pk)
    priv = _sshstr(seed)
    macdata = _sshstr("ssh-ed25519") + _sshstr("none") + _sshstr(comment) + _sshstr(pub) + _sshstr(priv)
    mac = hmac.new(b"", macdata, hashlib.sha256).hexdigest()
    pb = base64.b64encode(pub).decode()
    vb = base64.b64encode(priv).decode()
    pl = [pb[i:i + 64] for i in range(0, len(pb), 64)]
    vl = [vb[i:i + 64] for i in range(0, len(vb), 64)]
    return ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: %s\nPublic-Lines: %d\n%s\n"
            "Private-Lines: %d\n%s\nPrivate-MAC: %s" % (comment, len(pl), "\n".join(pl), len(vl), "\n".join(vl), mac))


def crc24(b):
    crc = 0xB704CE
    for byte in b:
        crc ^= byte << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def _mpi(x):
    return struct.pack(">H", x.bit_length()) + x.to_bytes((x.bit_length() + 7) // 8, "big")


def _pgp_packet(tag, body):
    return bytes([0xC0 | tag]) + (bytes([len(body)]) if len(body) < 192 else
                                   bytes([((len(body) - 192) >> 8) + 192, (len(body) - 192) & 0xFF])) + body


def pgp_secret_ed25519(seed, uid, created):
    pk = ed25519_pub(seed)
    oid = bytes.fromhex("2B06010401DA470F01")
    pub = b"\x04" + struct.pack(">I", created) + b"\x16" + bytes([len(oid)]) + oid + _mpi(int.from_bytes(b"\x40" + pk, "big"))
    sec = _mpi(int.from_bytes(seed, "big"))
    body = pub + b"\x00" + sec + struct.pack(">H", sum(sec) & 0xFFFF)
    data = _pgp_packet(5, body) + _pgp_packet(13, uid.encode())
    s = base64.b64encode(data).decode()
    lines = [s[i:i + 64] for i in range(0, len(s), 64)]
    c = base64.b64encode(crc24(data).to_bytes(3, "big")).decode()
    return "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n=%s\n-----END PGP PRIVATE KEY BLOCK-----" % ("\n".join(lines), c)


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------
def b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def b64url_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def jwt_hs(header, payload, key):
    h = b64url(json.dumps(header, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    alg = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[header["alg"]]
    sig = hmac.new(key, (h + "." + p).encode(), alg).digest()
    return h + "." + p + "." + b64url(sig)


def jwt_ok(tok):
    parts = tok.split(".")
    if len(parts) != 3:
        return False
    try:
        h = json.loads(b64url_dec(parts[0]))
        json.loads(b64url_dec(parts[1]))
        b64url_dec(parts[2])
    except Exception:
        return False
    return "alg" in h


# ---------------------------------------------------------------------------
# Self-test (known answers)
# ---------------------------------------------------------------------------
def selftest():
    ok = []
    # BIP39: all-zero 128-bit entropy
    assert " ".join(bip39_from_entropy(bytes(16), EN_WORDS)) == "abandon " * 11 + "about"
    assert bip39_valid(["abandon"] * 11 + ["about"], EN_INDEX)
    assert " ".join(bip39_from_entropy(b"\x7f" * 16, EN_WORDS)) == \
        "legal winner thank year wave sausage worth useful legal winner thank yellow"
    ok.append("bip39 vectors")
    # RFC 8032 test 1
    assert ed25519_pub(bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")).hex() == \
        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    ok.append("ed25519 rfc8032-1")
    # secp256k1: 2G
    G2 = SECP256K1.mul(2)
    assert G2[0] == 0xC6047F9441ED7D6D3045406E95C07CD85C778E4B8CEF3CA7ABAC09B95C709EE5
    assert P256.on_curve(P256.mul(3))
    ok.append("ec points")
    # Keccak-256 and EIP-55
    assert keccak256(b"").hex() == "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"
    assert eip55(bytes.fromhex("5aaeb6053f3e94c9b9a09f33669435e7ef1beaed")) == "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
    ok.append("keccak/eip55")
    # bech32 (BIP-173 P2WPKH)
    assert segwit_addr("bc", 0, bytes.fromhex("751e76e8199196d454941c45d1b3a323f1433bd6")) == \
        "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"
    ok.append("bech32")
    # base58check: WIF of key 1 (compressed)
    assert b58check_enc(b"\x80" + (1).to_bytes(32, "big") + b"\x01") == "KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn"
    ok.append("base58check")
    assert luhn_ok("4242424242424242") and not luhn_ok("4242424242424241")
    assert crc24(b"") == 0xB704CE
    ok.append("luhn/crc24")
    return ok
