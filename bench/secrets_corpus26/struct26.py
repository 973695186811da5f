"""struct26: structure helpers (checksums, encodings, keys) with known-answer self-tests.

Everything here is deterministic given its inputs; randomness comes from the caller's
random.Random.
"""
import base64
import hashlib
import hmac
import json
import struct
import zlib

from mnemonic import Mnemonic
from Crypto.Hash import keccak as _keccak, RIPEMD160 as _RIPEMD160, SHA256 as _CSHA256, SHA384 as _CSHA384
from Crypto.PublicKey import RSA as _CRSA, ECC as _CECC
from Crypto.Signature import DSS as _DSS
from cryptography.hazmat.primitives import serialization as ser
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, x25519, rsa, padding
from cryptography.hazmat.primitives import hashes

# ---------------------------------------------------------------------------
# hashing
# ---------------------------------------------------------------------------

def sha256(b):
    return hashlib.sha256(b).digest()


def dsha256(b):
    return sha256(sha256(b))


def keccak256(b):
    k = _keccak.new(digest_bits=256)
    k.update(b)
    return k.digest()


def ripemd160(b):
    return _RIPEMD160.new(b).digest()


def hash160(b):
    return ripemd160(sha256(b))

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
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    pad = len(s) - len(s.lstrip("1"))
    return b"\0" * pad + body


def b58check_encode(b):
    return b58encode(b + dsha256(b)[:4])


def b58check_decode(s):
    raw = b58decode(s)
    if len(raw) < 5 or dsha256(raw[:-4])[:4] != raw[-4:]:
        raise ValueError("bad base58check checksum")
    return raw[:-4]

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


def bech32_encode(hrp, data5):
    chk = _polymod(_hrp_expand(hrp) + list(data5) + [0] * 6) ^ 1
    return hrp + "1" + "".join(BECH[d] for d in list(data5) + [(chk >> 5 * (5 - i)) & 31 for i in range(6)])


def bech32_decode(s):
    if s.lower() != s and s.upper() != s:
        raise ValueError("mixed case")
    s = s.lower()
    pos = s.rfind("1")
    hrp, rest = s[:pos], s[pos + 1:]
    data = [BECH.index(c) for c in rest]
    if _polymod(_hrp_expand(hrp) + data) != 1:
        raise ValueError("bad bech32 checksum")
    return hrp, data[:-6]


def bech32_bytes(hrp, b):
    return bech32_encode(hrp, convertbits(b, 8, 5))


def bech32_to_bytes(s):
    hrp, d = bech32_decode(s)
    return hrp, bytes(convertbits(d, 5, 8, False))


def segwit_addr(hrp, ver, prog):
    return bech32_encode(hrp, [ver] + convertbits(prog, 8, 5))

# ---------------------------------------------------------------------------
# Luhn, cards, check digits
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
    for c in "0123456789":
        if luhn_ok(partial + c):
            return partial + c


CARD_BRANDS = [
    # name, prefixes (as strings or (lo, hi) ranges over len(lo) digits), lengths
    ("visa", ["4"], [16]),
    ("mastercard", ["51", "52", "53", "54", "55", ("2221", "2720")], [16]),
    ("amex", ["34", "37"], [15]),
    ("discover", ["6011", "65", ("644", "649")], [16]),
    ("jcb", [("3528", "3589")], [16]),
    ("unionpay", ["62"], [16, 19]),
    ("diners", ["36", ("300", "305")], [14]),
    ("maestro", ["6759", "5018", "5020", "5038"], [16, 19]),
    ("rupay", ["60", "6521", "6522", "508"], [16]),
]

TEST_CARDS = {
    "4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222",
    "5200828282828210", "5105105105105100", "378282246310005", "371449635398431",
    "6011111111111117", "6011000990139424", "3056930009020004", "36227206271667",
    "3566002020360505", "6200000000000005", "6250941006528599", "4111111111111111",
    "4012888888881881", "4000000000000002", "4000000000009995", "4000002500003155",
    "5425233430109903", "2222400070000005", "4917610000000000", "4000000000003220",
    "6205500000000000004", "6250946000000016", "4000000760000002", "4000001240000000",
}


def card_brand(digits):
    for name, prefixes, lengths in CARD_BRANDS:
        if len(digits) not in lengths:
            continue
        for p in prefixes:
            if isinstance(p, tuple):
                lo, hi = p
                head = digits[:len(lo)]
                if lo <= head <= hi:
                    return name
            elif digits.startswith(p):
                return name
    return None


def s10_check(d8):
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    s = sum(int(a) * b for a, b in zip(d8, w))
    c = 11 - s % 11
    return {10: 0, 11: 5}.get(c, c)


def isbn13_check(d12):
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(d12))
    return (10 - s % 10) % 10


def isbn10_check(d9):
    s = sum(int(c) * (10 - i) for i, c in enumerate(d9))
    c = (11 - s % 11) % 11
    return "X" if c == 10 else str(c)

# ---------------------------------------------------------------------------
# BIP39
# ---------------------------------------------------------------------------

_MN = {"en": Mnemonic("english"), "zh_s": Mnemonic("chinese_simplified"), "zh_t": Mnemonic("chinese_traditional")}
WORDLISTS = {k: list(v.wordlist) for k, v in _MN.items()}
WORDINDEX = {k: {w: i for i, w in enumerate(v)} for k, v in WORDLISTS.items()}
WORDLIST_SHA = {
    "en": "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda",
}


def wordlist_sha(lang):
    return hashlib.sha256(("\n".join(WORDLISTS[lang]) + "\n").encode()).hexdigest()


def entropy_to_words(ent, lang="en"):
    h = sha256(ent)
    bits = "".join(format(b, "08b") for b in ent) + format(h[0], "08b")[: len(ent) * 8 // 32]
    wl = WORDLISTS[lang]
    return [wl[int(bits[i:i + 11], 2)] for i in range(0, len(bits), 11)]


def words_valid(words, lang="en"):
    """Own BIP39 checksum test (independent of mnemonic.Mnemonic.check)."""
    if len(words) not in (12, 15, 18, 21, 24):
        return False
    idx = WORDINDEX[lang]
    try:
        bits = "".join(format(idx[w], "011b") for w in words)
    except KeyError:
        return False
    cs = len(words) * 11 // 33
    ent_bits, chk = bits[:-cs], bits[-cs:]
    ent = int(ent_bits, 2).to_bytes(len(ent_bits) // 8, "big")
    return format(sha256(ent)[0], "08b")[:cs] == chk


def mnemonic_check(words, lang="en"):
    sep = " " if lang == "en" else " "
    return _MN[lang].check(sep.join(words))


def random_phrase(rng, n, lang="en"):
    return entropy_to_words(rng.randbytes(n * 11 * 32 // 33 // 8), lang)


def invalid_phrase(rng, n, lang="en"):
    wl = WORDLISTS[lang]
    while True:
        ws = [wl[rng.randrange(2048)] for _ in range(n)]
        if not words_valid(ws, lang):
            return ws

# ---------------------------------------------------------------------------
# secp256k1, bitcoin, ethereum
# ---------------------------------------------------------------------------

SECP_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
ED_L = 2 ** 252 + 27742317777372353535851937790883648493


def rand_scalar(rng, n=SECP_N):
    while True:
        d = int.from_bytes(rng.randbytes(32), "big")
        if 1 <= d < n:
            return d


def secp_pub(d, compressed=True):
    pk = ec.derive_private_key(d, ec.SECP256K1()).public_key()
    fmt = ser.PublicFormat.CompressedPoint if compressed else ser.PublicFormat.UncompressedPoint
    return pk.public_bytes(ser.Encoding.X962, fmt)


def wif_encode(d, version=0x80, compressed=True):
    body = bytes([version]) + d.to_bytes(32, "big") + (b"\x01" if compressed else b"")
    return b58check_encode(body)


def wif_decode(s):
    raw = b58check_decode(s)
    if len(raw) == 33:
        comp = False
    elif len(raw) == 34 and raw[-1] == 1:
        comp = True
    else:
        raise ValueError("bad WIF length")
    d = int.from_bytes(raw[1:33], "big")
    if not 1 <= d < SECP_N:
        raise ValueError("scalar out of range")
    return raw[0], d, comp


def p2pkh(pub, version=0x00):
    return b58check_encode(bytes([version]) + hash160(pub))


def eth_address(d):
    pub = secp_pub(d, False)[1:]
    raw = keccak256(pub)[-20:].hex()
    return eip55(raw)


def eip55(hex40):
    h = keccak256(hex40.lower().encode()).hex()
    return "0x" + "".join(c.upper() if c.isalpha() and int(h[i], 16) >= 8 else c for i, c in enumerate(hex40.lower()))


XVERSIONS = {
    "xprv": 0x0488ADE4, "xpub": 0x0488B21E, "yprv": 0x049D7878, "ypub": 0x049D7CB2,
    "zprv": 0x04B2430C, "zpub": 0x04B24746, "tprv": 0x04358394, "tpub": 0x043587CF,
}


def bip32_serialize(prefix, depth, fpr, child, chain, keydata):
    body = struct.pack(">I", XVERSIONS[prefix]) + bytes([depth]) + fpr + struct.pack(">I", child) + chain + keydata
    return b58check_encode(body)


def xprv_from(rng, prefix="xprv"):
    d = rand_scalar(rng)
    chain = rng.randbytes(32)
    depth = rng.choice([0, 3, 4])
    fpr = b"\0\0\0\0" if depth == 0 else rng.randbytes(4)
    child = 0 if depth == 0 else rng.choice([0x80000000, 0x80000001, 0, 1])
    s = bip32_serialize(prefix, depth, fpr, child, chain, b"\0" + d.to_bytes(32, "big"))
    pubprefix = prefix[0] + "pub"
    p = bip32_serialize(pubprefix, depth, fpr, child, chain, secp_pub(d))
    return s, p, d


def xkey_decode(s):
    raw = b58check_decode(s)
    if len(raw) != 78:
        raise ValueError("bad extended key length")
    ver = struct.unpack(">I", raw[:4])[0]
    names = {v: k for k, v in XVERSIONS.items()}
    name = names.get(ver)
    if name is None:
        raise ValueError("unknown version")
    key = raw[45:]
    if name.endswith("prv"):
        if key[0] != 0:
            raise ValueError("bad private key pad")
        d = int.from_bytes(key[1:], "big")
        if not 1 <= d < SECP_N:
            raise ValueError("scalar out of range")
    return name, key

# ---------------------------------------------------------------------------
# ed25519-based wallets
# ---------------------------------------------------------------------------

def ed_pub(seed):
    return ed25519.Ed25519PrivateKey.from_private_bytes(seed).public_key().public_bytes(ser.Encoding.Raw, ser.PublicFormat.Raw)


def solana_keypair(seed):
    pub = ed_pub(seed)
    return b58encode(seed + pub), b58encode(pub), list(seed + pub)


def solana_check(raw64):
    return len(raw64) == 64 and ed_pub(raw64[:32]) == raw64[32:]


def nostr_keys(d):
    xonly = secp_pub(d, True)[1:]
    return bech32_bytes("nsec", d.to_bytes(32, "big")), bech32_bytes("npub", xonly)


def sui_keys(seed):
    priv = bech32_bytes("suiprivkey", b"\x00" + seed)
    pub = ed_pub(seed)
    addr = "0x" + hashlib.blake2b(b"\x00" + pub, digest_size=32).hexdigest()
    return priv, addr

# ---------------------------------------------------------------------------
# base32 / HOTP / TOTP
# ---------------------------------------------------------------------------

def b32(b):
    return base64.b32encode(b).decode().rstrip("=")


def b32decode_loose(s):
    t = "".join(ch for ch in s if ch not in " -\n\t\u00a0").upper().rstrip("=")
    t += "=" * (-len(t) % 8)
    return base64.b32decode(t)


def hotp(key, counter, digits=6, algo=hashlib.sha1):
    h = hmac.new(key, struct.pack(">Q", counter), algo).digest()
    o = h[-1] & 15
    code = (struct.unpack(">I", h[o:o + 4])[0] & 0x7FFFFFFF) % (10 ** digits)
    return str(code).zfill(digits)

# ---------------------------------------------------------------------------
# base62, GitHub token checksum
# ---------------------------------------------------------------------------

B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def b62(n, width=0):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(width, "0") or "0"


def gh_token(prefix, body30):
    return prefix + body30 + b62(zlib.crc32(body30.encode()), 6)


def gh_token_ok(tok):
    pfx, rest = tok[:4], tok[4:]
    if pfx not in ("ghp_", "gho_", "ghu_", "ghs_", "ghr_") or len(rest) != 36:
        return False
    return b62(zlib.crc32(rest[:30].encode()), 6) == rest[30:]

# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------

def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def b64u_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def _jdump(o):
    return json.dumps(o, separators=(",", ":"), ensure_ascii=False).encode()


HS = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}


def jwt_sign(header, payload, key):
    """key: bytes for HS*, a JWTKeys entry for RS256/ES256/EdDSA."""
    alg = header["alg"]
    si = (b64u(_jdump(header)) + "." + b64u(_jdump(payload))).encode()
    if alg in HS:
        sig = hmac.new(key, si, HS[alg]).digest()
    elif alg == "RS256":
        sig = key["crypto"].sign(si, padding.PKCS1v15(), hashes.SHA256())
    elif alg == "ES256":
        sig = _DSS.new(key["pyc"], "deterministic-rfc6979").sign(_CSHA256.new(si))
    elif alg == "ES384":
        sig = _DSS.new(key["pyc"], "deterministic-rfc6979").sign(_CSHA384.new(si))
    elif alg == "EdDSA":
        sig = key["crypto"].sign(si)
    else:
        raise ValueError(alg)
    return si.decode() + "." + b64u(sig)


def jwt_verify(tok, key):
    h, p, s = tok.split(".")
    header = json.loads(b64u_dec(h))
    json.loads(b64u_dec(p))
    si = (h + "." + p).encode()
    sig = b64u_dec(s)
    alg = header["alg"]
    if alg in HS:
        return hmac.compare_digest(hmac.new(key, si, HS[alg]).digest(), sig)
    try:
        if alg == "RS256":
            key["pub"].verify(sig, si, padding.PKCS1v15(), hashes.SHA256())
        elif alg in ("ES256", "ES384"):
            n = len(sig) // 2
            from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature
            der = encode_dss_signature(int.from_bytes(sig[:n], "big"), int.from_bytes(sig[n:], "big"))
            key["pub"].verify(der, si, ec.ECDSA(hashes.SHA256() if alg == "ES256" else hashes.SHA384()))
        elif alg == "EdDSA":
            key["pub"].verify(sig, si)
        else:
            return False
        return True
    except Exception:
        return False

# ---------------------------------------------------------------------------
# seeded keys
# ---------------------------------------------------------------------------

class SeedStream:
    """Deterministic byte stream from a string seed (SHA-256 counter mode)."""

    def __init__(self, seed):
        self.seed = seed.encode() if isinstance(seed, str) else seed
        self.ctr = 0
        self.buf = b""

    def __call__(self, n):
        while len(self.buf) < n:
            self.buf += sha256(self.seed + struct.pack(">Q", self.ctr))
            self.ctr += 1
        out, self.buf = self.buf[:n], self.buf[n:]
        return out


_RSA_CACHE = {}


def rsa_key(seed, bits=2048):
    k = (seed, bits)
    if k not in _RSA_CACHE:
        pk = _CRSA.generate(bits, randfunc=SeedStream("rsa|" + seed))
        pem = pk.export_key(format="PEM", pkcs=1)
        _RSA_CACHE[k] = ser.load_pem_private_key(pem, None)
    return _RSA_CACHE[k]


def ec_key(d, curve):
    return ec.derive_private_key(d, curve)


def ed_key(seed):
    return ed25519.Ed25519PrivateKey.from_private_bytes(seed)


def jwt_keyset(kind, seed):
    """Key material for asymmetric JWTs: dict with crypto key, pub, pyc (pycryptodome, EC)."""
    if kind == "RS256":
        k = rsa_key("jwt|" + seed)
        return {"crypto": k, "pub": k.public_key()}
    if kind in ("ES256", "ES384"):
        curve, n, name = (ec.SECP256R1(), 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551, "P-256") \
            if kind == "ES256" else (ec.SECP384R1(), int("ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973", 16), "P-384")
        d = int.from_bytes(SeedStream("ec|" + seed)(64), "big") % (n - 1) + 1
        k = ec.derive_private_key(d, curve)
        return {"crypto": k, "pub": k.public_key(), "pyc": _CECC.construct(curve=name, d=d)}
    if kind == "EdDSA":
        k = ed_key(SeedStream("ed|" + seed)(32))
        return {"crypto": k, "pub": k.public_key()}
    raise ValueError(kind)

# ---------------------------------------------------------------------------
# PEM / OpenSSH
# ---------------------------------------------------------------------------

def pem_private(key, fmt):
    f = {"pkcs8": ser.PrivateFormat.PKCS8, "trad": ser.PrivateFormat.TraditionalOpenSSL}[fmt]
    return key.private_bytes(ser.Encoding.PEM, f, ser.NoEncryption()).decode().strip()


def pub_fingerprint(key):
    """Stable identity of a private key's public half."""
    return sha256(key.public_key().public_bytes(ser.Encoding.DER, ser.PublicFormat.SubjectPublicKeyInfo)).hex()


def _sstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def _mpint(n):
    if n == 0:
        return _sstr(b"")
    b = n.to_bytes((n.bit_length() + 8) // 8, "big")
    return _sstr(b)


def openssh_private(key, checkint, comment="user@host"):
    """openssh-key-v1 container written by hand (cryptography's writer draws a random check int)."""
    if isinstance(key, ed25519.Ed25519PrivateKey):
        pub = key.public_key().public_bytes(ser.Encoding.Raw, ser.PublicFormat.Raw)
        seed = key.private_bytes(ser.Encoding.Raw, ser.PrivateFormat.Raw, ser.NoEncryption())
        pubblob = _sstr("ssh-ed25519") + _sstr(pub)
        privkey = _sstr("ssh-ed25519") + _sstr(pub) + _sstr(seed + pub)
    elif isinstance(key, ec.EllipticCurvePrivateKey):
        cname = {"secp256r1": "nistp256", "secp384r1": "nistp384", "secp521r1": "nistp521"}[key.curve.name]
        q = key.public_key().public_bytes(ser.Encoding.X962, ser.PublicFormat.UncompressedPoint)
        t = "ecdsa-sha2-" + cname
        pubblob = _sstr(t) + _sstr(cname) + _sstr(q)
        privkey = _sstr(t) + _sstr(cname) + _sstr(q) + _mpint(key.private_numbers().private_value)
    elif isinstance(key, rsa.RSAPrivateKey):
        nums = key.private_numbers()
        pn = nums.public_numbers
        pubblob = _sstr("ssh-rsa") + _mpint(pn.e) + _mpint(pn.n)
        privkey = (_sstr("ssh-rsa") + _mpint(pn.n) + _mpint(pn.e) + _mpint(nums.d) + _mpint(nums.iqmp)
                   + _mpint(nums.p) + _mpint(nums.q))
    else:
        raise ValueError("unsupported key")
    ci = struct.pack(">I", checkint)
    sec = ci + ci + privkey + _sstr(comment)
    i = 1
    while len(sec) % 8:
        sec += bytes([i])
        i += 1
    blob = b"openssh-key-v1\0" + _sstr("none") + _sstr("none") + _sstr(b"") + struct.pack(">I", 1) + _sstr(pubblob) + _sstr(sec)
    b = base64.b64encode(blob).decode()
    lines = [b[i:i + 70] for i in range(0, len(b), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def ssh_public_line(key, comment=""):
    s = key.public_key().public_bytes(ser.Encoding.OpenSSH, ser.PublicFormat.OpenSSH).decode()
    return s + (" " + comment if comment else "")


def load_private_any(text):
    """Parse a PEM or OpenSSH private key block; returns the key or raises."""
    b = text.strip().encode()
    if b"OPENSSH PRIVATE KEY" in b:
        return ser.load_ssh_private_key(b, None)
    return ser.load_pem_private_key(b, None)

# ---------------------------------------------------------------------------
# PGP (minimal v4 secret-key packet, EdDSA legacy, unencrypted) + armor
# ---------------------------------------------------------------------------

def crc24(data):
    crc = 0xB704CE
    for byte in data:
        crc ^= byte << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def _pgp_mpi(b):
    n = int.from_bytes(b, "big")
    return struct.pack(">H", n.bit_length()) + n.to_bytes((n.bit_length() + 7) // 8, "big")


def _pgp_packet(tag, body):
    # new-format header
    ln = len(body)
    if ln < 192:
        hl = bytes([ln])
    elif ln < 8384:
        ln2 = ln - 192
        hl = bytes([(ln2 >> 8) + 192, ln2 & 0xFF])
    else:
        hl = b"\xff" + struct.pack(">I", ln)
    return bytes([0xC0 | tag]) + hl + body


ED25519_OID = bytes([0x2B, 0x06, 0x01, 0x04, 0x01, 0xDA, 0x47, 0x0F, 0x01])


def pgp_secret_key(seed, created, uid):
    pub = ed_pub(seed)
    pubpart = b"\x04" + struct.pack(">I", created) + bytes([22]) + bytes([len(ED25519_OID)]) + ED25519_OID + _pgp_mpi(b"\x40" + pub)
    secmpi = _pgp_mpi(seed)
    chk = struct.pack(">H", sum(secmpi) & 0xFFFF)
    body = pubpart + b"\x00" + secmpi + chk
    data = _pgp_packet(5, body) + _pgp_packet(13, uid.encode())
    b = base64.b64encode(data).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    crc = base64.b64encode(crc24(data).to_bytes(3, "big")).decode()
    return "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(lines) + "\n=" + crc + "\n-----END PGP PRIVATE KEY BLOCK-----"


def pgp_parse_secret(block):
    """Returns the Ed25519 seed of the first secret-key packet; checks armor CRC and MPI checksum."""
    lines = [l.strip() for l in block.strip().splitlines()]
    assert lines[0] == "-----BEGIN PGP PRIVATE KEY BLOCK-----" and lines[-1] == "-----END PGP PRIVATE KEY BLOCK-----"
    body = [l for l in lines[1:-1] if l and ":" not in l]
    crcline = [l for l in body if l.startswith("=")]
    b64 = "".join(l for l in body if not l.startswith("="))
    data = base64.b64decode(b64)
    if crcline and base64.b64decode(crcline[0][1:]) != crc24(data).to_bytes(3, "big"):
        raise ValueError("bad CRC24")
    assert data[0] == 0xC5
    ln = data[1]
    off = 2
    if 192 <= ln < 224:
        ln = ((ln - 192) << 8) + data[2] + 192
        off = 3
    pkt = data[off:off + ln]
    assert pkt[0] == 4 and pkt[5] == 22
    oidlen = pkt[6]
    assert pkt[7:7 + oidlen] == ED25519_OID
    p = 7 + oidlen
    bits = struct.unpack(">H", pkt[p:p + 2])[0]
    nb = (bits + 7) // 8
    pub = pkt[p + 2:p + 2 + nb][1:]
    p += 2 + nb
    assert pkt[p] == 0
    p += 1
    bits = struct.unpack(">H", pkt[p:p + 2])[0]
    nb = (bits + 7) // 8
    secmpi = pkt[p:p + 2 + nb]
    seed = secmpi[2:].rjust(32, b"\0")
    if struct.unpack(">H", pkt[p + 2 + nb:p + 4 + nb])[0] != sum(secmpi) & 0xFFFF:
        raise ValueError("bad secret checksum")
    if ed_pub(seed) != pub:
        raise ValueError("public part does not match")
    return seed

# ---------------------------------------------------------------------------
# small images
# ---------------------------------------------------------------------------

def tiny_png(rng, w=None, h=None):
    w = w or rng.randint(1, 6)
    h = h or rng.randint(1, 6)
    raw = b"".join(b"\0" + bytes(rng.randrange(256) for _ in range(w * 3)) for _ in range(h))

    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def tiny_gif(rng):
    c = bytes(rng.randrange(256) for _ in range(3))
    return (b"GIF89a\x01\x00\x01\x00\x80\x00\x00" + c + b"\x00\x00\x00"
            b"!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")

# ---------------------------------------------------------------------------
# self-test
# ---------------------------------------------------------------------------

def selftest():
    import random
    n = 0
    # BIP39 vectors
    assert entropy_to_words(bytes(16)) == ["abandon"] * 11 + ["about"]; n += 1
    assert entropy_to_words(b"\x7f" * 16) == "legal winner thank year wave sausage worth useful legal winner thank yellow".split(); n += 1
    assert entropy_to_words(b"\xff" * 16) == ["zoo"] * 11 + ["wrong"]; n += 1
    assert entropy_to_words(b"\x80" * 16) == "letter advice cage absurd amount doctor acoustic avoid letter advice cage above".split(); n += 1
    assert words_valid("test test test test test test test test test test test junk".split()); n += 1
    for lang in ("en", "zh_s", "zh_t"):
        assert len(WORDLISTS[lang]) == 2048 and len(set(WORDLISTS[lang])) == 2048; n += 1
        rng = random.Random("st|" + lang)
        for cnt in (12, 15, 18, 21, 24):
            ws = random_phrase(rng, cnt, lang)
            assert len(ws) == cnt and words_valid(ws, lang) and mnemonic_check(ws, lang); n += 1
            bad = invalid_phrase(rng, cnt, lang)
            assert not words_valid(bad, lang) and not mnemonic_check(bad, lang); n += 1
    assert all(len(w) == 1 for w in WORDLISTS["zh_s"] + WORDLISTS["zh_t"]); n += 1
    assert wordlist_sha("en") == WORDLIST_SHA["en"], wordlist_sha("en"); n += 1
    # Luhn and brands
    assert luhn_ok("4242424242424242") and not luhn_ok("4242424242424241"); n += 1
    assert luhn_complete("424242424242424") == "4242424242424242"; n += 1
    assert card_brand("378282246310005") == "amex" and card_brand("2223003122003222") == "mastercard"; n += 1
    assert card_brand("6250941006528599") == "unionpay" and card_brand("36227206271667") == "diners"; n += 1
    # WIF / P2PKH for key 1
    assert wif_encode(1, compressed=False) == "5HpHagT65TZzG1PH3CSu63k8DbpvD8s5ip4nEB3kEsreAnchuDf"; n += 1
    assert wif_encode(1) == "KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn"; n += 1
    assert p2pkh(secp_pub(1)) == "1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH"; n += 1
    assert p2pkh(secp_pub(1, False)) == "1EHNa6Q4Jz2uvNExL497mE43ikXhwF6kZm"; n += 1
    assert wif_decode(wif_encode(12345, 0xEF)) == (0xEF, 12345, True); n += 1
    # bech32 BIP-173 vector
    assert segwit_addr("bc", 0, bytes.fromhex("751e76e8199196d454941c45d1b3a323f1433bd6")) == "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"; n += 1
    assert bech32_to_bytes(bech32_bytes("nsec", b"\x11" * 32)) == ("nsec", b"\x11" * 32); n += 1
    # keccak / EIP-55 / ripemd
    assert keccak256(b"").hex() == "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"; n += 1
    assert eth_address(1) == "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"; n += 1
    assert eip55("5aaeb6053f3e94c9b9a09f33669435e7ef1beaed") == "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"; n += 1
    assert ripemd160(b"abc").hex() == "8eb208f7e05d987a9b044a8e98c6b087f15a0bfc"; n += 1
    # BIP-32 test vector 1 master
    seed = bytes.fromhex("000102030405060708090a0b0c0d0e0f")
    I = hmac.new(b"Bitcoin seed", seed, hashlib.sha512).digest()
    d = int.from_bytes(I[:32], "big")
    xp = bip32_serialize("xprv", 0, b"\0" * 4, 0, I[32:], b"\0" + I[:32])
    assert xp == "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi"; n += 1
    assert bip32_serialize("xpub", 0, b"\0" * 4, 0, I[32:], secp_pub(d)) == "xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8"; n += 1
    assert xkey_decode(xp)[0] == "xprv"; n += 1
    # Ed25519 RFC 8032 test 1
    assert ed_pub(bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")).hex() == \
        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"; n += 1
    sk, addr, arr = solana_keypair(b"\x07" * 32)
    assert solana_check(b58decode(sk)) and b58decode(addr) == ed_pub(b"\x07" * 32); n += 1
    # base32 / HOTP (RFC 4226)
    assert b32(b"Hello!\xde\xad\xbe\xef") == "JBSWY3DPEHPK3PXP"; n += 1
    assert [hotp(b"12345678901234567890", i) for i in range(3)] == ["755224", "287082", "359152"]; n += 1
    assert b32decode_loose("jbsw y3dp-ehpk 3pxp") == b"Hello!\xde\xad\xbe\xef"; n += 1
    # check digits
    assert s10_check("12345678") == 5; n += 1
    assert isbn13_check("978030640615") == 7 and isbn10_check("030640615") == "2"; n += 1
    # GitHub checksum round trip
    t = gh_token("ghp_", "A" * 30)
    assert gh_token_ok(t) and not gh_token_ok(t[:-1] + ("0" if t[-1] != "0" else "1")); n += 1
    # RSA determinism and OpenSSH / PEM round trips
    k1 = rsa_key("selftest", 1024)
    _RSA_CACHE.clear()
    k2 = rsa_key("selftest", 1024)
    assert pub_fingerprint(k1) == pub_fingerprint(k2); n += 1
    for key in (ed_key(b"\x05" * 32), ec_key(123456789, ec.SECP256R1()), ec_key(987654321, ec.SECP384R1()), k1):
        blk = openssh_private(key, 0x1234ABCD)
        back = load_private_any(blk)
        assert pub_fingerprint(back) == pub_fingerprint(key); n += 1
        if not isinstance(key, ed25519.Ed25519PrivateKey) or True:
            for fmt in ("pkcs8",) + (("trad",) if not isinstance(key, ed25519.Ed25519PrivateKey) else ()):
                assert pub_fingerprint(load_private_any(pem_private(key, fmt))) == pub_fingerprint(key); n += 1
    # PGP round trip
    blk = pgp_secret_key(b"\x09" * 32, 1700000000, "Test <t@example.org>")
    assert pgp_parse_secret(blk) == b"\x09" * 32; n += 1
    # JWTs
    hdr, pl = {"alg": "HS256", "typ": "JWT"}, {"sub": "1"}
    t = jwt_sign(hdr, pl, b"k")
    assert jwt_verify(t, b"k") and not jwt_verify(t, b"x"); n += 1
    for alg in ("RS256", "ES256", "ES384", "EdDSA"):
        ks = jwt_keyset(alg, "selftest")
        t1 = jwt_sign({"alg": alg, "typ": "JWT"}, pl, ks)
        t2 = jwt_sign({"alg": alg, "typ": "JWT"}, pl, ks)
        assert t1 == t2 and jwt_verify(t1, ks); n += 1
        tampered = t1.split(".")
        tampered[1] = b64u(b'{"sub":"2"}')
        assert not jwt_verify(".".join(tampered), ks); n += 1
    # nostr / sui
    nsec, npub = nostr_keys(7)
    assert bech32_to_bytes(nsec)[1] == (7).to_bytes(32, "big") and npub.startswith("npub1"); n += 1
    sp, sa = sui_keys(b"\x01" * 32)
    assert sp.startswith("suiprivkey1") and bech32_to_bytes(sp)[1][1:] == b"\x01" * 32; n += 1
    # PNG
    png = tiny_png(random.Random(1), 2, 2)
    assert png.startswith(b"\x89PNG") and zlib.decompress(png[png.index(b"IDAT") + 4:png.index(b"IEND") - 8]); n += 1
    return n


if __name__ == "__main__":
    print("struct26 selftest:", selftest(), "passed")
