"""Structure helpers for secrets_corpus22, each with a known-answer self-test (selftest()).

BIP39 (English, Chinese simplified, Chinese traditional), Luhn and card brands, base58 /
base58check, bech32, base32, Keccak-256 and EIP-55, hash160, secp256k1 / Ed25519 / Ed448 /
X25519 / X448 / NIST curves via `cryptography`, WIF, BIP32 extended keys, output-descriptor
checksums (BIP-380), Solana, Tezos, NEAR, Aptos, Cardano, Hedera, Filecoin, CometBFT and Stellar
key encodings, Nostr, seeded RSA, PEM, hand-written openssh-key-v1, signify secret keys, JWKs,
HMAC / EdDSA / RS256 / ES256 JWTs, otpauth URIs, and check digits of identifiers (S10, IBAN,
ISBN-13, EAN-13, IMEI, ICCID, VIN, ISO 6346, IMO, ORCID, LEI, Chinese unified social credit
code, Yamato tracking numbers).
"""
import base64
import hashlib
import hmac
import json
import os
import struct

from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, ed448, rsa, x25519, x448, padding
from cryptography import x509
from cryptography.x509.oid import NameOID
import datetime

import mnemonic as _mn

# ---------------------------------------------------------------------------
# BIP39
# ---------------------------------------------------------------------------
_WL_DIR = os.path.join(os.path.dirname(_mn.__file__), "wordlist")
WL_SHA256 = {
    "english": "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda",
    "chinese_simplified": "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726",
    "chinese_traditional": "417b26b3d8500a4ae3d59717d7011952db6fc2fb84b807f3f94ac734e89c1b5f",
}


def _load_wl(name):
    with open(os.path.join(_WL_DIR, name + ".txt"), "rb") as f:
        raw = f.read()
    words = raw.decode("utf-8").split()
    return raw, words


WORDLISTS = {}
WL_DIGEST = {}
for _n in ("english", "chinese_simplified", "chinese_traditional"):
    _raw, _w = _load_wl(_n)
    WL_DIGEST[_n] = hashlib.sha256(_raw).hexdigest()
    WORDLISTS[_n] = _w
WL_INDEX = {k: {w: i for i, w in enumerate(v)} for k, v in WORDLISTS.items()}
EN_WORDS = WORDLISTS["english"]
ZHS_WORDS = WORDLISTS["chinese_simplified"]
ZHT_WORDS = WORDLISTS["chinese_traditional"]
ZH_ANY = set(ZHS_WORDS) | set(ZHT_WORDS)


def bip39_from_entropy(ent, lang="english"):
    n = len(ent) * 8
    cs = n // 32
    h = hashlib.sha256(ent).digest()
    bits = int.from_bytes(ent, "big") << cs | (int.from_bytes(h, "big") >> (256 - cs))
    total = n + cs
    wl = WORDLISTS[lang]
    return [wl[(bits >> (total - 11 * (i + 1))) & 0x7FF] for i in range(total // 11)]


def bip39_check(words, lang="english"):
    if len(words) not in (12, 15, 18, 21, 24):
        return False
    idx = WL_INDEX[lang]
    try:
        ids = [idx[w] for w in words]
    except KeyError:
        return False
    bits = 0
    for i in ids:
        bits = bits << 11 | i
    total = len(words) * 11
    cs = total // 33
    n = total - cs
    ent = (bits >> cs).to_bytes(n // 8, "big")
    return (bits & ((1 << cs) - 1)) == (int.from_bytes(hashlib.sha256(ent).digest(), "big") >> (256 - cs))


def bip39_check_any(words):
    for lang in ("english", "chinese_simplified", "chinese_traditional"):
        if bip39_check(words, lang):
            return lang
    return None


# ---------------------------------------------------------------------------
# Luhn and cards
# ---------------------------------------------------------------------------
def luhn_ok(d):
    if not d.isdigit():
        return False
    s = 0
    for i, c in enumerate(reversed(d)):
        v = int(c)
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        s += v
    return s % 10 == 0


def luhn_complete(partial):
    for c in "0123456789":
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError


# (brand, prefixes, lengths)
CARD_BRANDS = {
    "visa": (["4"], [16]),
    "mastercard": (["51", "52", "53", "54", "55", "2221", "2300", "2490", "2720", "2601"], [16]),
    "amex": (["34", "37"], [15]),
    "discover": (["6011", "644", "645", "649", "65"], [16]),
    "jcb": (["3528", "3540", "3566", "3589"], [16]),
    "unionpay": (["62"], [16, 19]),
    "diners": (["300", "305", "36", "38"], [14]),
    "maestro": (["6759", "6761", "5018", "5020", "6304"], [16, 19]),
    "dankort": (["5019"], [16]),
    "bancontact": (["6703"], [17]),
    "mir": (["2200", "2201", "2202", "2204"], [16]),
    "troy": (["9792"], [16]),
}
TEST_CARDS = {
    "4242424242424242", "4111111111111111", "4000056655665556", "5555555555554444",
    "5105105105105100", "2223003122003222", "378282246310005", "371449635398431",
    "6011111111111117", "3566002020360505", "6200000000000005", "4012888888881881",
    "5200828282828210", "4000000000000002", "30569309025904", "6205500000000000004",
    "6703444444444449", "5454545454545454", "4000000000000077", "4917610000000000",
}


def card_brand_ok(d):
    if len(d) == 16 and (d[:2] in ("51", "52", "53", "54", "55") or 2221 <= int(d[:4]) <= 2720):
        return "mastercard"
    for brand, (prefs, lens) in CARD_BRANDS.items():
        if len(d) in lens and any(d.startswith(p) for p in prefs):
            return brand
    return None


def card_prefix_plausible(d):
    return d[:1] in "2345669" and 13 <= len(d) <= 19


# ---------------------------------------------------------------------------
# base58, base58check, bech32
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
    for c in s:
        n = n * 58 + B58.index(c)
    pad = len(s) - len(s.lstrip("1"))
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    return b"\0" * pad + body


def dsha(b):
    return hashlib.sha256(hashlib.sha256(b).digest()).digest()


def b58c_encode(payload):
    return b58encode(payload + dsha(payload)[:4])


def b58c_decode(s):
    raw = b58decode(s)
    if len(raw) < 5 or dsha(raw[:-4])[:4] != raw[-4:]:
        return None
    return raw[:-4]


_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech_polymod(values):
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
        return None
    return ret


def bech32_encode(hrp, data5, const=1):
    values = _hrp_expand(hrp) + data5
    pm = _bech_polymod(values + [0] * 6) ^ const
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(_BECH[d] for d in data5 + chk)


def bech32_decode(s, const=1):
    if s.lower() != s and s.upper() != s:
        return None, None
    s = s.lower()
    pos = s.rfind("1")
    if pos < 1 or pos + 7 > len(s):
        return None, None
    hrp, rest = s[:pos], s[pos + 1:]
    if any(c not in _BECH for c in rest):
        return None, None
    data = [_BECH.index(c) for c in rest]
    if _bech_polymod(_hrp_expand(hrp) + data) != const:
        return None, None
    return hrp, data[:-6]


def bech32_bytes(hrp, b):
    return bech32_encode(hrp, convertbits(b, 8, 5))


def bech32_bytes_decode(s):
    hrp, d = bech32_decode(s)
    if hrp is None:
        return None, None
    b = convertbits(d, 5, 8, False)
    return hrp, (bytes(b) if b is not None else None)


def segwit_addr(hrp, witver, prog):
    return bech32_encode(hrp, [witver] + convertbits(prog, 8, 5))


# ---------------------------------------------------------------------------
# Keccak-256 (Ethereum) and EIP-55
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
        msg.append(0)
    msg[-1] |= 0x80
    A = [[0] * 5 for _ in range(5)]
    for off in range(0, len(msg), rate):
        blk = msg[off:off + rate]
        for i in range(rate // 8):
            x, y = i % 5, i // 5
            A[x][y] ^= int.from_bytes(blk[8 * i:8 * i + 8], "little")
        A = _keccak_f(A)
    out = b""
    for i in range(4):
        x, y = i % 5, i // 5
        out += A[x][y].to_bytes(8, "little")
    return out


def eip55(addr_hex):
    a = addr_hex.lower().replace("0x", "")
    h = keccak256(a.encode()).hex()
    return "0x" + "".join(c.upper() if c.isalpha() and int(h[i], 16) >= 8 else c for i, c in enumerate(a))


# ---------------------------------------------------------------------------
# Hashes and curve helpers
# ---------------------------------------------------------------------------
def ripemd160(b):
    try:
        return hashlib.new("ripemd160", b).digest()
    except ValueError:  # pragma: no cover - OpenSSL without legacy provider
        return _ripemd160_py(b)


def _ripemd160_py(msg):
    # compact pure-Python RIPEMD-160 (fallback)
    def rol(x, n):
        return ((x << n) | (x >> (32 - n))) & 0xFFFFFFFF
    KL = [0x00000000, 0x5A827999, 0x6ED9EBA1, 0x8F1BBCDC, 0xA953FD4E]
    KR = [0x50A28BE6, 0x5C4DD124, 0x6D703EF3, 0x7A6D76E9, 0x00000000]
    RL = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 7, 4, 13, 1, 10, 6, 15, 3, 12, 0, 9, 5, 2, 14, 11, 8,
          3, 10, 14, 4, 9, 15, 8, 1, 2, 7, 0, 6, 13, 11, 5, 12, 1, 9, 11, 10, 0, 8, 12, 4, 13, 3, 7, 15, 14, 5, 6, 2,
          4, 0, 5, 9, 7, 12, 2, 10, 14, 1, 3, 8, 11, 6, 15, 13]
    RR = [5, 14, 7, 0, 9, 2, 11, 4, 13, 6, 15, 8, 1, 10, 3, 12, 6, 11, 3, 7, 0, 13, 5, 10, 14, 15, 8, 12, 4, 9, 1, 2,
          15, 5, 1, 3, 7, 14, 6, 9, 11, 8, 12, 2, 10, 0, 4, 13, 8, 6, 4, 1, 3, 11, 15, 0, 5, 12, 2, 13, 9, 7, 10, 14,
          12, 15, 10, 4, 1, 5, 8, 7, 6, 2, 13, 14, 0, 3, 9, 11]
    SL = [11, 14, 15, 12, 5, 8, 7, 9, 11, 13, 14, 15, 6, 7, 9, 8, 7, 6, 8, 13, 11, 9, 7, 15, 7, 12, 15, 9, 11, 7, 13, 12,
          11, 13, 6, 7, 14, 9, 13, 15, 14, 8, 13, 6, 5, 12, 7, 5, 11, 12, 14, 15, 14, 15, 9, 8, 9, 14, 5, 6, 8, 6, 5, 12,
          9, 15, 5, 11, 6, 8, 13, 12, 5, 12, 13, 14, 11, 8, 5, 6]
    SR = [8, 9, 9, 11, 13, 15, 15, 5, 7, 7, 8, 11, 14, 14, 12, 6, 9, 13, 15, 7, 12, 8, 9, 11, 7, 7, 12, 7, 6, 15, 13, 11,
          9, 7, 15, 11, 8, 6, 6, 14, 12, 13, 5, 14, 13, 13, 7, 5, 15, 5, 8, 11, 14, 14, 6, 14, 6, 9, 12, 9, 12, 5, 15, 8,
          8, 5, 12, 9, 12, 5, 14, 6, 8, 13, 6, 5, 15, 13, 11, 11]

    def f(j, x, y, z):
        if j < 16:
            return x ^ y ^ z
        if j < 32:
            return (x & y) | (~x & z)
        if j < 48:
            return (x | ~y) ^ z
        if j < 64:
            return (x & z) | (y & ~z)
        return x ^ (y | ~z)
    h = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0]
    ml = len(msg) * 8
    msg = msg + b"\x80" + b"\0" * ((55 - len(msg)) % 64) + struct.pack("<Q", ml)
    for o in range(0, len(msg), 64):
        X = struct.unpack("<16I", msg[o:o + 64])
        al, bl, cl, dl, el = h
        ar, br, cr, dr, er = h
        for j in range(80):
            t = (rol((al + (f(j, bl, cl, dl) & 0xFFFFFFFF) + X[RL[j]] + KL[j // 16]) & 0xFFFFFFFF, SL[j]) + el) & 0xFFFFFFFF
            al, el, dl, cl, bl = el, dl, rol(cl, 10), bl, t
            t = (rol((ar + (f(79 - j, br, cr, dr) & 0xFFFFFFFF) + X[RR[j]] + KR[j // 16]) & 0xFFFFFFFF, SR[j]) + er) & 0xFFFFFFFF
            ar, er, dr, cr, br = er, dr, rol(cr, 10), br, t
        t = (h[1] + cl + dr) & 0xFFFFFFFF
        h[1] = (h[2] + dl + er) & 0xFFFFFFFF
        h[2] = (h[3] + el + ar) & 0xFFFFFFFF
        h[3] = (h[4] + al + br) & 0xFFFFFFFF
        h[4] = (h[0] + bl + cr) & 0xFFFFFFFF
        h[0] = t
    return struct.pack("<5I", *h)


def hash160(b):
    return ripemd160(hashlib.sha256(b).digest())


SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141


def secp_pub(d, compressed=True):
    k = ec.derive_private_key(d, ec.SECP256K1())
    fmt = serialization.PublicFormat.CompressedPoint if compressed else serialization.PublicFormat.UncompressedPoint
    return k.public_key().public_bytes(serialization.Encoding.X962, fmt)


def eth_address(d):
    pub = secp_pub(d, False)[1:]
    return eip55(keccak256(pub)[-20:].hex())


def p2pkh(d, compressed=True, version=0):
    return b58c_encode(bytes([version]) + hash160(secp_pub(d, compressed)))


def p2wpkh(d, hrp="bc"):
    return segwit_addr(hrp, 0, hash160(secp_pub(d, True)))


def ed_pub(seed):
    return ed25519.Ed25519PrivateKey.from_private_bytes(seed).public_key().public_bytes(
        serialization.Encoding.Raw, serialization.PublicFormat.Raw)


# ---------------------------------------------------------------------------
# Wallet key encodings
# ---------------------------------------------------------------------------
WIF_VERSIONS = {"btc": 0x80, "testnet": 0xEF, "ltc": 0xB0, "doge": 0x9E}


def wif_encode(d, version=0x80, compressed=True):
    return b58c_encode(bytes([version]) + d.to_bytes(32, "big") + (b"\x01" if compressed else b""))


def wif_decode(s):
    p = b58c_decode(s)
    if p is None or p[0] not in WIF_VERSIONS.values():
        return None
    if len(p) == 34 and p[-1] == 1:
        d = int.from_bytes(p[1:33], "big")
    elif len(p) == 33:
        d = int.from_bytes(p[1:], "big")
    else:
        return None
    return d if 0 < d < SECP256K1_N else None


XKEY_VERSIONS = {"xprv": 0x0488ADE4, "tprv": 0x04358394, "yprv": 0x049D7878, "zprv": 0x04B2430C,
                 "xpub": 0x0488B21E, "ypub": 0x049D7CB2, "zpub": 0x04B24746, "tpub": 0x043587CF}


def xkey_encode(kind, chain, keydata, depth=0, fpr=b"\0\0\0\0", child=0):
    return b58c_encode(struct.pack(">I", XKEY_VERSIONS[kind]) + bytes([depth]) + fpr +
                       struct.pack(">I", child) + chain + keydata)


def xprv_from_seed(seed, kind="xprv"):
    I = hmac.new(b"Bitcoin seed", seed, hashlib.sha512).digest()
    d = int.from_bytes(I[:32], "big") % SECP256K1_N or 1
    chain = I[32:]
    return xkey_encode(kind, chain, b"\0" + d.to_bytes(32, "big")), d, chain


def xpub_from(d, chain, kind="xpub"):
    return xkey_encode(kind, chain, secp_pub(d, True))


def xkey_decode(s):
    p = b58c_decode(s)
    if p is None or len(p) != 78:
        return None
    ver = struct.unpack(">I", p[:4])[0]
    names = {v: k for k, v in XKEY_VERSIONS.items()}
    if ver not in names:
        return None
    key = p[45:]
    return names[ver], key


# BIP-380 descriptor checksum
_DESC_INPUT = "0123456789()[],'/*abcdefgh@:$%{}IJKLMNOPQRSTUVWXYZ&+-.;<=>?!^_|~ijklmnopqrstuvwxyzABCDEFGH`#\"\\ "
_DESC_CHARS = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _desc_polymod(c, val):
    c0 = c >> 35
    c = ((c & 0x7FFFFFFFF) << 5) ^ val
    if c0 & 1: c ^= 0xF5DEE51989
    if c0 & 2: c ^= 0xA9FDCA3312
    if c0 & 4: c ^= 0x1BAB10E32D
    if c0 & 8: c ^= 0x3706B1677A
    if c0 & 16: c ^= 0x644D626FFD
    return c


def descsum(s):
    c = 1
    cls = 0
    clscount = 0
    for ch in s:
        pos = _DESC_INPUT.find(ch)
        if pos == -1:
            return None
        c = _desc_polymod(c, pos & 31)
        cls = cls * 3 + (pos >> 5)
        clscount += 1
        if clscount == 3:
            c = _desc_polymod(c, cls)
            cls = 0
            clscount = 0
    if clscount > 0:
        c = _desc_polymod(c, cls)
    for _ in range(8):
        c = _desc_polymod(c, 0)
    c ^= 1
    return "".join(_DESC_CHARS[(c >> (5 * (7 - j))) & 31] for j in range(8))


def descsum_ok(s):
    if "#" not in s:
        return False
    body, chk = s.rsplit("#", 1)
    return descsum(body) == chk


def solana_keypair(seed):
    return seed + ed_pub(seed)


TEZOS_EDSK = bytes.fromhex("0d0f3a07")
TEZOS_TZ1 = bytes.fromhex("06a19f")


def tezos_edsk(seed):
    return b58c_encode(TEZOS_EDSK + seed)


def tezos_tz1(seed):
    return b58c_encode(TEZOS_TZ1 + hashlib.blake2b(ed_pub(seed), digest_size=20).digest())


def near_secret(seed):
    return "ed25519:" + b58encode(seed + ed_pub(seed))


def aptos_secret(seed):
    return "ed25519-priv-0x" + seed.hex()


def cardano_sk(seed):
    return bech32_bytes("ed25519_sk", seed)


HEDERA_DER_PREFIX = "302e020100300506032b657004220420"


def hedera_der(seed):
    return HEDERA_DER_PREFIX + seed.hex()


def filecoin_export(d):
    js = json.dumps({"Type": "secp256k1", "PrivateKey": base64.b64encode(d.to_bytes(32, "big")).decode()},
                    separators=(",", ":"))
    return js.encode().hex()


def cometbft_keyfile(seed):
    pub = ed_pub(seed)
    return {
        "address": hashlib.sha256(pub).digest()[:20].hex().upper(),
        "pub_key": {"type": "tendermint/PubKeyEd25519", "value": base64.b64encode(pub).decode()},
        "priv_key": {"type": "tendermint/PrivKeyEd25519", "value": base64.b64encode(seed + pub).decode()},
    }


def crc16_xmodem(b):
    crc = 0
    for byte in b:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else (crc << 1)
            crc &= 0xFFFF
    return crc


def stellar_strkey(version_byte, payload):
    body = bytes([version_byte]) + payload
    return base64.b32encode(body + struct.pack("<H", crc16_xmodem(body))).decode()


def stellar_decode(s):
    try:
        raw = base64.b32decode(s)
    except Exception:
        return None, None
    body, crc = raw[:-2], raw[-2:]
    if struct.pack("<H", crc16_xmodem(body)) != crc:
        return None, None
    return body[0], body[1:]


def stellar_secret(seed):
    return stellar_strkey(18 << 3, seed)


def stellar_public(seed):
    return stellar_strkey(6 << 3, ed_pub(seed))


def nostr_nsec(seed):
    return bech32_bytes("nsec", seed)


def nostr_npub(d):
    return bech32_bytes("npub", secp_pub(d, True)[1:])


# ---------------------------------------------------------------------------
# RSA from a seeded stream
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


def seeded_prime(rng, bits, e=65537):
    while True:
        c = rng.getrandbits(bits) | (3 << (bits - 2)) | 1
        if (c - 1) % e == 0:
            continue
        if _is_probable_prime(c, rng):
            return c


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


# ---------------------------------------------------------------------------
# PEM / OpenSSH / signify / JWK
# ---------------------------------------------------------------------------
def pem_pkcs8(key):
    return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                             serialization.NoEncryption()).decode().strip()


def pem_trad(key):
    return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.TraditionalOpenSSL,
                             serialization.NoEncryption()).decode().strip()


def der_pkcs8(key):
    return key.private_bytes(serialization.Encoding.DER, serialization.PrivateFormat.PKCS8,
                             serialization.NoEncryption())


def pem_public(key):
    return key.public_key().public_bytes(serialization.Encoding.PEM,
                                         serialization.PublicFormat.SubjectPublicKeyInfo).decode().strip()


def der_public(key):
    return key.public_key().public_bytes(serialization.Encoding.DER,
                                         serialization.PublicFormat.SubjectPublicKeyInfo)


def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def _mpint(n):
    if n == 0:
        return _sshstr(b"")
    b = n.to_bytes((n.bit_length() + 8) // 8, "big")
    return _sshstr(b)


def _wrap(b64, width=70):
    return "\n".join(b64[i:i + width] for i in range(0, len(b64), width))


def openssh_private(key, checkint, comment):
    if isinstance(key, ed25519.Ed25519PrivateKey):
        seed = key.private_bytes(serialization.Encoding.Raw, serialization.PrivateFormat.Raw,
                                 serialization.NoEncryption())
        pub = ed_pub(seed)
        pubblob = _sshstr("ssh-ed25519") + _sshstr(pub)
        priv = _sshstr("ssh-ed25519") + _sshstr(pub) + _sshstr(seed + pub)
    elif isinstance(key, ec.EllipticCurvePrivateKey):
        cname = {"secp256r1": "nistp256", "secp384r1": "nistp384", "secp521r1": "nistp521"}[key.curve.name]
        ktype = "ecdsa-sha2-" + cname
        q = key.public_key().public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
        d = key.private_numbers().private_value
        pubblob = _sshstr(ktype) + _sshstr(cname) + _sshstr(q)
        priv = _sshstr(ktype) + _sshstr(cname) + _sshstr(q) + _mpint(d)
    elif isinstance(key, rsa.RSAPrivateKey):
        nums = key.private_numbers()
        pn = nums.public_numbers
        pubblob = _sshstr("ssh-rsa") + _mpint(pn.e) + _mpint(pn.n)
        priv = (_sshstr("ssh-rsa") + _mpint(pn.n) + _mpint(pn.e) + _mpint(nums.d) + _mpint(nums.iqmp) +
                _mpint(nums.p) + _mpint(nums.q))
    else:
        raise TypeError(key)
    sect = struct.pack(">II", checkint, checkint) + priv + _sshstr(comment)
    i = 1
    while len(sect) % 8:
        sect += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\0" + _sshstr("none") + _sshstr("none") + _sshstr(b"") + struct.pack(">I", 1) +
            _sshstr(pubblob) + _sshstr(sect))
    return ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + _wrap(base64.b64encode(blob).decode()) +
            "\n-----END OPENSSH PRIVATE KEY-----")


def openssh_public(key, comment=""):
    s = key.public_key().public_bytes(serialization.Encoding.OpenSSH, serialization.PublicFormat.OpenSSH).decode()
    return s + ((" " + comment) if comment else "")


def signify_secret(seed, salt, keynum, comment="signify secret key"):
    pub = ed_pub(seed)
    sk = seed + pub
    blob = (b"Ed" + b"BK" + struct.pack(">I", 0) + salt + hashlib.sha512(sk).digest()[:8] + keynum + sk)
    return "untrusted comment: " + comment + "\n" + base64.b64encode(blob).decode()


def signify_public(seed, keynum, comment="signify public key"):
    blob = b"Ed" + keynum + ed_pub(seed)
    return "untrusted comment: " + comment + "\n" + base64.b64encode(blob).decode()


def signify_check(text):
    lines = [l for l in text.strip().splitlines() if l.strip()]
    if len(lines) != 2 or not lines[0].startswith("untrusted comment:"):
        return False
    try:
        blob = base64.b64decode(lines[1].strip(), validate=True)
    except Exception:
        return False
    if len(blob) != 104 or blob[:4] != b"EdBK":
        return False
    sk = blob[40:]
    return hashlib.sha512(sk).digest()[:8] == blob[24:32] and ed_pub(sk[:32]) == sk[32:]


def b64u(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def b64u_dec(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))


def _ib(n, size=None):
    size = size or (n.bit_length() + 7) // 8
    return n.to_bytes(size, "big")


def jwk_private(key, kid=None):
    if isinstance(key, ed25519.Ed25519PrivateKey):
        seed = key.private_bytes(serialization.Encoding.Raw, serialization.PrivateFormat.Raw,
                                 serialization.NoEncryption())
        j = {"kty": "OKP", "crv": "Ed25519", "d": b64u(seed), "x": b64u(ed_pub(seed))}
    elif isinstance(key, ec.EllipticCurvePrivateKey):
        crv = {"secp256r1": ("P-256", 32), "secp384r1": ("P-384", 48), "secp521r1": ("P-521", 66)}[key.curve.name]
        pn = key.public_key().public_numbers()
        j = {"kty": "EC", "crv": crv[0], "x": b64u(_ib(pn.x, crv[1])), "y": b64u(_ib(pn.y, crv[1])),
             "d": b64u(_ib(key.private_numbers().private_value, crv[1]))}
    elif isinstance(key, rsa.RSAPrivateKey):
        nums = key.private_numbers()
        pn = nums.public_numbers
        j = {"kty": "RSA", "n": b64u(_ib(pn.n)), "e": b64u(_ib(pn.e)), "d": b64u(_ib(nums.d)),
             "p": b64u(_ib(nums.p)), "q": b64u(_ib(nums.q)), "dp": b64u(_ib(nums.dmp1)),
             "dq": b64u(_ib(nums.dmq1)), "qi": b64u(_ib(nums.iqmp))}
    else:
        raise TypeError(key)
    if kid:
        j["kid"] = kid
    return j


def jwk_public(key, kid=None):
    j = jwk_private(key)
    for k in ("d", "p", "q", "dp", "dq", "qi"):
        j.pop(k, None)
    if kid:
        j["kid"] = kid
    return j


def jwk_check(j):
    """A private JWK whose public half follows from its private half."""
    try:
        if j.get("kty") == "OKP" and j.get("crv") == "Ed25519":
            return ed_pub(b64u_dec(j["d"])) == b64u_dec(j["x"])
        if j.get("kty") == "EC":
            curve = {"P-256": ec.SECP256R1(), "P-384": ec.SECP384R1(), "P-521": ec.SECP521R1()}[j["crv"]]
            k = ec.derive_private_key(int.from_bytes(b64u_dec(j["d"]), "big"), curve)
            pn = k.public_key().public_numbers()
            return pn.x == int.from_bytes(b64u_dec(j["x"]), "big") and pn.y == int.from_bytes(b64u_dec(j["y"]), "big")
        if j.get("kty") == "RSA":
            n = int.from_bytes(b64u_dec(j["n"]), "big")
            p = int.from_bytes(b64u_dec(j["p"]), "big")
            q = int.from_bytes(b64u_dec(j["q"]), "big")
            e = int.from_bytes(b64u_dec(j["e"]), "big")
            d = int.from_bytes(b64u_dec(j["d"]), "big")
            return p * q == n and pow(pow(7, e, n), d, n) == 7
    except Exception:
        return False
    return False


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------
def jwt_make(header, payload, key=None, secret=None):
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    si = (h + "." + p).encode()
    alg = header["alg"]
    if alg.startswith("HS"):
        hf = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[alg]
        sig = hmac.new(secret, si, hf).digest()
    elif alg == "EdDSA":
        sig = key.sign(si)
    elif alg == "RS256":
        sig = key.sign(si, padding.PKCS1v15(), hashes.SHA256())
    elif alg == "ES256":
        from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature
        der = key.sign(si, ec.ECDSA(hashes.SHA256(), deterministic_signing=True))
        r, s = decode_dss_signature(der)
        sig = r.to_bytes(32, "big") + s.to_bytes(32, "big")
    else:
        raise ValueError(alg)
    return h + "." + p + "." + b64u(sig)


def jwt_parts_ok(tok):
    parts = tok.split(".")
    if len(parts) != 3:
        return False
    try:
        h = json.loads(b64u_dec(parts[0]))
        p = json.loads(b64u_dec(parts[1]))
        sig = b64u_dec(parts[2])
    except Exception:
        return False
    return isinstance(h, dict) and "alg" in h and isinstance(p, dict) and len(sig) >= 32


def jwt_verify(tok, key=None, secret=None):
    h, p, s = tok.split(".")
    hdr = json.loads(b64u_dec(h))
    si = (h + "." + p).encode()
    sig = b64u_dec(s)
    alg = hdr["alg"]
    try:
        if alg.startswith("HS"):
            hf = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[alg]
            return hmac.compare_digest(hmac.new(secret, si, hf).digest(), sig)
        if alg == "EdDSA":
            key.public_key().verify(sig, si)
        elif alg == "RS256":
            key.public_key().verify(sig, si, padding.PKCS1v15(), hashes.SHA256())
        elif alg == "ES256":
            from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature
            der = encode_dss_signature(int.from_bytes(sig[:32], "big"), int.from_bytes(sig[32:], "big"))
            key.public_key().verify(der, si, ec.ECDSA(hashes.SHA256()))
        return True
    except Exception:
        return False


# ---------------------------------------------------------------------------
# OTP
# ---------------------------------------------------------------------------
def b32(b, pad=False):
    s = base64.b32encode(b).decode()
    return s if pad else s.rstrip("=")


def b32dec(s):
    s = s.replace(" ", "").replace("-", "").upper()
    try:
        return base64.b32decode(s + "=" * (-len(s) % 8))
    except Exception:
        return None


def hotp(key, counter, digits=6):
    h = hmac.new(key, struct.pack(">Q", counter), hashlib.sha1).digest()
    o = h[-1] & 15
    v = (struct.unpack(">I", h[o:o + 4])[0] & 0x7FFFFFFF) % (10 ** digits)
    return str(v).zfill(digits)


# ---------------------------------------------------------------------------
# Check digits of identifiers (benign look-alikes)
# ---------------------------------------------------------------------------
def s10_check(d8):
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    s = sum(int(c) * x for c, x in zip(d8, w))
    r = 11 - s % 11
    return "5" if r == 11 else ("0" if r == 10 else str(r))


def s10(prefix, d8, country):
    return prefix + d8 + s10_check(d8) + country


def iban_make(country, bban):
    def num(s):
        return int("".join(str(int(c, 36)) for c in s))
    chk = 98 - num(bban + country + "00") % 97
    return country + "%02d" % chk + bban


def iban_ok(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def ean13(d12):
    s = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(d12))
    return d12 + str((10 - s % 10) % 10)


def vin_make(v17):
    tr = {c: v for c, v in zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9])}
    w = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
    s = sum((int(c) if c.isdigit() else tr[c]) * w[i] for i, c in enumerate(v17))
    r = s % 11
    return v17[:8] + ("X" if r == 10 else str(r)) + v17[9:]


def iso6346(owner_cat10):
    # owner code (3 letters) + category (U/J/Z) + 6 digits -> + check digit
    vals = {}
    v = 10
    for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
        if v % 11 == 0:
            v += 1
        vals[c] = v
        v += 1
    s = sum((vals[c] if c.isalpha() else int(c)) * (2 ** i) for i, c in enumerate(owner_cat10))
    return owner_cat10 + str(s % 11 % 10)


def imo_make(d6):
    s = sum(int(c) * w for c, w in zip(d6, [7, 6, 5, 4, 3, 2]))
    return "IMO " + d6 + str(s % 10)


def orcid_make(d15):
    total = 0
    for c in d15:
        total = (total + int(c)) * 2
    r = (12 - total % 11) % 11
    full = d15 + ("X" if r == 10 else str(r))
    return "-".join(full[i:i + 4] for i in range(0, 16, 4))


def lei_make(body18):
    def num(s):
        return int("".join(str(int(c, 36)) for c in s))
    chk = 98 - num(body18 + "00") % 97
    return body18 + "%02d" % chk


_USCC = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def uscc_make(body17):
    w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]
    s = sum(_USCC.index(c) * w[i] for i, c in enumerate(body17))
    return body17 + _USCC[(31 - s % 31) % 31]


def yamato_make(d11):
    return d11 + str(int(d11) % 7)


def imei_make(d14):
    return luhn_complete(d14)


# ---------------------------------------------------------------------------
# X.509 certificate (public material), deterministic with Ed25519
# ---------------------------------------------------------------------------
def self_signed_cert(seed, cn, serial):
    key = ed25519.Ed25519PrivateKey.from_private_bytes(seed)
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, cn)])
    nb = datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(serial).not_valid_before(nb).not_valid_after(nb + datetime.timedelta(days=825))
            .sign(key, None))
    return cert.public_bytes(serialization.Encoding.PEM).decode().strip()


# ---------------------------------------------------------------------------
# self-test
# ---------------------------------------------------------------------------
def selftest():
    from mnemonic import Mnemonic
    import random
    for n, dg in WL_SHA256.items():
        assert WL_DIGEST[n] == dg, (n, WL_DIGEST[n])
        assert len(WORDLISTS[n]) == 2048
    assert " ".join(bip39_from_entropy(b"\0" * 16)) == "abandon " * 11 + "about"
    assert " ".join(bip39_from_entropy(b"\x7f" * 16)) == "legal winner thank year wave sausage worth useful legal winner thank yellow"
    assert " ".join(bip39_from_entropy(b"\xff" * 32)) == "zoo " * 23 + "vote"
    rr = random.Random(7)
    for lang in ("english", "chinese_simplified", "chinese_traditional"):
        m = Mnemonic(lang)
        for nb in (16, 20, 24, 28, 32):
            ent = bytes(rr.getrandbits(8) for _ in range(nb))
            w = bip39_from_entropy(ent, lang)
            assert w == m.to_mnemonic(ent).split(), lang
            assert bip39_check(w, lang) and m.check(" ".join(w))
    assert luhn_ok("4111111111111111") and not luhn_ok("4111111111111112")
    assert card_brand_ok("378282246310005") == "amex"
    assert wif_encode(1, 0x80, False) == "5HpHagT65TZzG1PH3CSu63k8DbpvD8s5ip4nEB3kEsreAnchuDf"
    assert wif_encode(1, 0x80, True) == "KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn"
    assert wif_decode("KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn") == 1
    assert secp_pub(1).hex() == "0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"
    assert p2pkh(1) == "1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH"
    assert segwit_addr("bc", 0, bytes.fromhex("751e76e8199196d454941c45d1b3a323f1433bd6")) == \
        "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"
    assert keccak256(b"").hex() == "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"
    assert eip55("0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed") == "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
    assert eth_address(1) == "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"
    sk = bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
    assert ed_pub(sk).hex() == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    assert _ripemd160_py(b"") == bytes.fromhex("9c1185a5c5e9fc54612808977ee8f548b2258d31")
    assert _ripemd160_py(b"abc") == bytes.fromhex("8eb208f7e05d987a9b044a8e98c6b087f15a0bfc")
    assert bech32_bytes_decode(bech32_bytes("nsec", b"\x11" * 32)) == ("nsec", b"\x11" * 32)
    assert b32(b"Hello!\xde\xad\xbe\xef") == "JBSWY3DPEHPK3PXP"
    assert hotp(b"12345678901234567890", 0) == "755224" and hotp(b"12345678901234567890", 9) == "520489"
    # BIP-380 example
    assert descsum("addr(mkmZxiEcEd8ZqjQWVZuC6so5dFMKEFpN2j)") == "02wpgw69"
    # BIP32 test vector 1 master
    x, d, ch = xprv_from_seed(bytes.fromhex("000102030405060708090a0b0c0d0e0f"))
    assert x == "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi"
    assert xpub_from(d, ch) == "xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8"
    # Stellar round trip, Tezos prefix, NEAR, Cardano, Hedera
    v, pl = stellar_decode(stellar_secret(b"\x01" * 32))
    assert v == 144 and pl == b"\x01" * 32 and stellar_secret(b"\x01" * 32).startswith("S")
    assert tezos_edsk(b"\x01" * 32).startswith("edsk") and len(tezos_edsk(b"\x01" * 32)) == 54
    assert tezos_tz1(b"\x01" * 32).startswith("tz1")
    assert bech32_bytes_decode(cardano_sk(b"\x02" * 32)) == ("ed25519_sk", b"\x02" * 32)
    k = serialization.load_der_private_key(bytes.fromhex(hedera_der(sk)), None)
    assert isinstance(k, ed25519.Ed25519PrivateKey)
    # S10, IBAN, ISBN/EAN, IMEI, VIN, ISO 6346, IMO, ORCID, LEI, USCC
    assert s10("RR", "12345678", "GB") == "RR123456785GB"
    assert iban_ok("GB82 WEST 1234 5698 7654 32") and iban_make("GB", "WEST12345698765432") == "GB82WEST12345698765432"
    assert ean13("978030640615") == "9780306406157"
    assert imei_make("49015420323751") == "490154203237518"
    assert vin_make("1M8GDM9A_KP042788".replace("_", "0")) == "1M8GDM9AXKP042788"
    assert iso6346("CSQU305438") == "CSQU3054383"
    assert imo_make("907472") == "IMO 9074729"
    assert orcid_make("000000021825009") == "0000-0002-1825-0097"
    assert lei_make("7ZW8QJWVPR4P1J1KQY") == "7ZW8QJWVPR4P1J1KQY45"
    assert uscc_make("91350100M000100Y4") == "91350100M000100Y43"
    # RSA determinism, PEM and OpenSSH round trips, signify, JWK, JWT
    r1 = seeded_rsa(random.Random(5), 1024)
    r2 = seeded_rsa(random.Random(5), 1024)
    assert r1.private_numbers() == r2.private_numbers()
    from cryptography.hazmat.primitives.serialization import load_pem_private_key, load_ssh_private_key
    for key in (r1, ec.derive_private_key(123456789, ec.SECP384R1()), ed25519.Ed25519PrivateKey.from_private_bytes(sk)):
        txt = openssh_private(key, 0x12345678, "t@h")
        k2 = load_ssh_private_key(txt.encode(), None)
        assert k2.public_key().public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo) == \
            key.public_key().public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
        load_pem_private_key(pem_pkcs8(key).encode(), None)
    assert signify_check(signify_secret(sk, b"\x03" * 16, b"\x04" * 8))
    for key in (r1, ec.derive_private_key(99, ec.SECP256R1()), ed25519.Ed25519PrivateKey.from_private_bytes(sk)):
        assert jwk_check(jwk_private(key))
    t = jwt_make({"alg": "HS256", "typ": "JWT"}, {"sub": "1"}, secret=b"k" * 32)
    assert jwt_parts_ok(t) and jwt_verify(t, secret=b"k" * 32)
    eck = ec.derive_private_key(4242, ec.SECP256R1())
    t = jwt_make({"alg": "ES256", "typ": "JWT"}, {"sub": "1"}, key=eck)
    assert jwt_verify(t, key=eck) and t == jwt_make({"alg": "ES256", "typ": "JWT"}, {"sub": "1"}, key=eck)
    t = jwt_make({"alg": "RS256"}, {"a": 1}, key=r1)
    assert jwt_verify(t, key=r1)
    c = self_signed_cert(sk, "x.example", 7)
    assert c == self_signed_cert(sk, "x.example", 7) and c.startswith("-----BEGIN CERTIFICATE-----")
    return True


if __name__ == "__main__":
    print(WL_DIGEST)
    print(selftest())
