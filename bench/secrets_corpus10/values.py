"""Value generators for the blind secrets corpus (standard library only).

Every generator takes a random.Random and returns a string. Where a kind has a
structure, the value has it: Luhn check digits, BIP39 checksums, base58check,
bech32, EIP-55, base32, JSON JWT segments, DER / openssh-key-v1 / OpenPGP packet
bodies with a CRC-24 armour checksum, and the documented prefixes and lengths of
API keys.
"""
import base64
import hashlib
import hmac
import json
import string
import struct
import zlib

import bip39_words

ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def _check_wordlists():
    for words, digest in ((bip39_words.ENGLISH, bip39_words.SHA256_ENGLISH),
                          (bip39_words.CHINESE_SIMPLIFIED, bip39_words.SHA256_CHINESE_SIMPLIFIED)):
        assert len(words) == 2048
        got = hashlib.sha256(("\n".join(words) + "\n").encode("utf-8")).hexdigest()
        assert got == digest, "BIP39 word list does not match its published hash"


_check_wordlists()
EN_WORDS = bip39_words.ENGLISH
ZH_WORDS = bip39_words.CHINESE_SIMPLIFIED
EN_SET = set(EN_WORDS)
ZH_SET = set(ZH_WORDS)


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def rbytes(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def b64(data):
    return base64.b64encode(data).decode("ascii")


def b64url(data):
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def wrap(s, width):
    return "\n".join(s[i:i + width] for i in range(0, len(s), width))


# ---------------------------------------------------------------------------
# Luhn cards
# ---------------------------------------------------------------------------
def luhn_check_digit(partial):
    total = 0
    for i, ch in enumerate(reversed(partial)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(number):
    return luhn_check_digit(number[:-1]) == number[-1]


def _rng_prefix(rng, lo, hi):
    return str(rng.randint(lo, hi))


# (scheme, prefix-maker, lengths, grouping per length)
CARD_SCHEMES = {
    "visa": (lambda r: "4", [16, 16, 16, 13, 19]),
    "mastercard": (lambda r: r.choice([_rng_prefix(r, 51, 55), _rng_prefix(r, 2221, 2720)]), [16]),
    "amex": (lambda r: r.choice(["34", "37"]), [15]),
    "discover": (lambda r: r.choice(["6011", "65", _rng_prefix(r, 644, 649)]), [16, 16, 19]),
    "jcb": (lambda r: _rng_prefix(r, 3528, 3589), [16]),
    "diners": (lambda r: r.choice(["36", "38", _rng_prefix(r, 300, 305)]), [14]),
    "unionpay": (lambda r: "62" + r.choice(["2", "4", "5", "8"]), [16, 16, 19]),
    "maestro": (lambda r: r.choice(["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6763"]), [16, 18, 19]),
    "mir": (lambda r: _rng_prefix(r, 2200, 2204), [16]),
    "rupay": (lambda r: r.choice(["60", "652", "81", "82", "508"]), [16]),
    "verve": (lambda r: _rng_prefix(r, 506099, 506198), [16, 19]),
    "troy": (lambda r: "9792", [16]),
    "elo": (lambda r: r.choice(["636368", "438935", "504175", "451416", "636297"]), [16]),
    "hipercard": (lambda r: "606282", [16]),
    "dankort": (lambda r: "5019", [16]),
    "interpayment": (lambda r: "636", [16]),
    "uatp": (lambda r: "1", [15]),
    "bccard": (lambda r: "94", [16]),
}
CARD_NAMES = {
    "visa": "Visa", "mastercard": "Mastercard", "amex": "Amex", "discover": "Discover", "jcb": "JCB",
    "diners": "Diners Club", "unionpay": "UnionPay", "maestro": "Maestro", "mir": "Mir", "rupay": "RuPay",
    "verve": "Verve", "troy": "Troy", "elo": "Elo", "hipercard": "Hipercard", "dankort": "Dankort",
    "interpayment": "InterPayment", "uatp": "UATP", "bccard": "BC Card",
}
CARD_NAMES_ZH = {
    "visa": "Visa", "mastercard": "万事达", "amex": "美国运通", "discover": "Discover", "jcb": "JCB",
    "diners": "大来卡", "unionpay": "银联", "maestro": "Maestro", "mir": "Mir", "rupay": "RuPay",
    "verve": "Verve", "troy": "Troy", "elo": "Elo", "hipercard": "Hipercard", "dankort": "Dankort",
    "interpayment": "InterPayment", "uatp": "UATP", "bccard": "BC 卡",
}
DOCUMENTED_TEST_CARDS = {
    "4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222", "5200828282828210",
    "378282246310005", "371449635398431", "6011111111111117", "3056930009020004", "36227206271667",
    "3566002020360505", "6200000000000005", "4111111111111111", "4012888888881881", "5105105105105100",
    "6011000990139424", "30569309025904", "38520000023237", "3530111333300000", "4000000000000002",
}


def card_digits(rng, scheme=None):
    scheme = scheme or rng.choice(list(CARD_SCHEMES))
    mk, lengths = CARD_SCHEMES[scheme]
    while True:
        prefix = mk(rng)
        n = rng.choice(lengths)
        body = prefix + "".join(rng.choice(string.digits) for _ in range(n - 1 - len(prefix)))
        num = body + luhn_check_digit(body)
        if num not in DOCUMENTED_TEST_CARDS and len(set(num[len(prefix):])) > 3:
            assert luhn_ok(num)
            return scheme, num


def group_card(num, sep=" "):
    n = len(num)
    if n == 15:
        parts = [num[:4], num[4:10], num[10:]]
    elif n == 14:
        parts = [num[:4], num[4:10], num[10:]]
    elif n == 13:
        parts = [num[:4], num[4:8], num[8:]]
    else:
        parts = [num[i:i + 4] for i in range(0, n, 4)]
    return sep.join(parts)


# ---------------------------------------------------------------------------
# BIP39
# ---------------------------------------------------------------------------
def bip39_indices(rng, nwords):
    ent_bits = nwords * 32 // 3
    cs_bits = ent_bits // 32
    ent = rbytes(rng, ent_bits // 8)
    h = hashlib.sha256(ent).digest()
    bits = int.from_bytes(ent, "big") << cs_bits | (h[0] >> (8 - cs_bits))
    total = ent_bits + cs_bits
    return [(bits >> (total - 11 * (i + 1))) & 0x7FF for i in range(nwords)]


def bip39_valid(words, wordlist):
    index = {w: i for i, w in enumerate(wordlist)}
    if len(words) not in (12, 15, 18, 21, 24) or any(w not in index for w in words):
        return False
    bits = 0
    for w in words:
        bits = bits << 11 | index[w]
    total = len(words) * 11
    cs_bits = len(words) // 3
    ent_bits = total - cs_bits
    ent = (bits >> cs_bits).to_bytes(ent_bits // 8, "big")
    cs = bits & ((1 << cs_bits) - 1)
    return hashlib.sha256(ent).digest()[0] >> (8 - cs_bits) == cs


def mnemonic(rng, wordlist, nwords=None):
    nwords = nwords or rng.choice([12, 12, 12, 12, 24, 24, 15, 18, 21])
    words = [wordlist[i] for i in bip39_indices(rng, nwords)]
    assert bip39_valid(words, wordlist)
    return words


# ---------------------------------------------------------------------------
# base58check, bech32, keccak / EIP-55
# ---------------------------------------------------------------------------
def b58encode(data):
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(data) - len(data.lstrip(b"\0"))
    return "1" * pad + out


def b58check(payload):
    return b58encode(payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4])


def b58check_decode(s):
    n = 0
    for ch in s:
        n = n * 58 + B58.index(ch)
    pad = len(s) - len(s.lstrip("1"))
    raw = b"\0" * pad + n.to_bytes((n.bit_length() + 7) // 8, "big")
    payload, chk = raw[:-4], raw[-4:]
    assert hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4] == chk
    return payload


SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141


def secp_key(rng):
    while True:
        k = rbytes(rng, 32)
        if 0 < int.from_bytes(k, "big") < SECP256K1_N:
            return k


BECH32_CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech32_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if (b >> i) & 1 else 0
    return chk


def _hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def _convertbits(data, frombits, tobits, pad=True):
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


def bech32_encode(hrp, data5, spec_const=1):
    values = _hrp_expand(hrp) + data5
    polymod = _bech32_polymod(values + [0] * 6) ^ spec_const
    checksum = [(polymod >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32_CHARSET[d] for d in data5 + checksum)


def segwit_address(rng, hrp="bc", prog_len=20):
    return bech32_encode(hrp, [0] + _convertbits(rbytes(rng, prog_len), 8, 5))


_KECCAK_RC = [
    0x0000000000000001, 0x0000000000008082, 0x800000000000808A, 0x8000000080008000,
    0x000000000000808B, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
    0x000000000000008A, 0x0000000000000088, 0x0000000080008009, 0x000000008000000A,
    0x000000008000808B, 0x800000000000008B, 0x8000000000008089, 0x8000000000008003,
    0x8000000000008002, 0x8000000000000080, 0x000000000000800A, 0x800000008000000A,
    0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008,
]
_KECCAK_ROT = [[0, 36, 3, 41, 18], [1, 44, 10, 45, 2], [62, 6, 43, 15, 61], [28, 55, 25, 21, 56], [27, 20, 39, 8, 14]]
_M64 = (1 << 64) - 1


def _rol(x, n):
    return ((x << n) | (x >> (64 - n))) & _M64 if n else x


def _keccak_f(a):
    for rc in _KECCAK_RC:
        c = [a[x][0] ^ a[x][1] ^ a[x][2] ^ a[x][3] ^ a[x][4] for x in range(5)]
        d = [c[(x - 1) % 5] ^ _rol(c[(x + 1) % 5], 1) for x in range(5)]
        a = [[a[x][y] ^ d[x] for y in range(5)] for x in range(5)]
        b = [[0] * 5 for _ in range(5)]
        for x in range(5):
            for y in range(5):
                b[y][(2 * x + 3 * y) % 5] = _rol(a[x][y], _KECCAK_ROT[x][y])
        a = [[b[x][y] ^ ((~b[(x + 1) % 5][y]) & b[(x + 2) % 5][y]) for y in range(5)] for x in range(5)]
        a[0][0] ^= rc
    return a


def keccak256(data):
    rate = 136
    msg = bytearray(data) + b"\x01"
    while len(msg) % rate:
        msg += b"\0"
    msg[-1] |= 0x80
    a = [[0] * 5 for _ in range(5)]
    for off in range(0, len(msg), rate):
        block = msg[off:off + rate]
        for i in range(rate // 8):
            x, y = i % 5, i // 5
            a[x][y] ^= int.from_bytes(block[8 * i:8 * i + 8], "little")
        a = _keccak_f(a)
    out = b""
    for i in range(4):
        out += a[i % 5][i // 5].to_bytes(8, "little")
    return out


assert keccak256(b"").hex() == "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"


def eip55(addr_hex):
    h = keccak256(addr_hex.lower().encode()).hex()
    return "0x" + "".join(c.upper() if c.isalpha() and int(h[i], 16) >= 8 else c for i, c in enumerate(addr_hex.lower()))


assert eip55("5aaeb6053f3e94c9b9a09f33669435e7ef1beaed") == "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"


# ---------------------------------------------------------------------------
# DER / PEM / OpenSSH / OpenPGP
# ---------------------------------------------------------------------------
def der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag, body):
    return bytes([tag]) + der_len(len(body)) + body


def der_int_bytes(b):
    b = b.lstrip(b"\0") or b"\0"
    if b[0] & 0x80:
        b = b"\0" + b
    return der(0x02, b)


def der_int(n):
    return der_int_bytes(n.to_bytes(max(1, (n.bit_length() + 7) // 8), "big"))


def der_seq(*items):
    return der(0x30, b"".join(items))


def _odd_top(rng, nbytes):
    b = bytearray(rbytes(rng, nbytes))
    b[0] |= 0xC0
    b[-1] |= 1
    return bytes(b)


OID_RSA = bytes.fromhex("06092a864886f70d010101")
OID_EC = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")
OID_ED25519 = bytes.fromhex("06032b6570")
OID_PBES2 = bytes.fromhex("06092a864886f70d01050d")
OID_PBKDF2 = bytes.fromhex("06092a864886f70d01050c")
OID_HMAC256 = bytes.fromhex("06082a864886f70d0209")
OID_AES256CBC = bytes.fromhex("060960864801650304012a")


def rsa_pkcs1_der(rng, bits=2048):
    nb = bits // 8
    return der_seq(der_int(0), der_int_bytes(_odd_top(rng, nb)), der_int(65537),
                   der_int_bytes(_odd_top(rng, nb)), der_int_bytes(_odd_top(rng, nb // 2)),
                   der_int_bytes(_odd_top(rng, nb // 2)), der_int_bytes(_odd_top(rng, nb // 2)),
                   der_int_bytes(_odd_top(rng, nb // 2)), der_int_bytes(_odd_top(rng, nb // 2)))


def pem(label, body_der, width=64, headers=None):
    head = "-----BEGIN %s-----\n" % label
    if headers:
        head += "\n".join(headers) + "\n\n"
    return head + wrap(b64(body_der), width) + "\n-----END %s-----" % label


def private_pem(rng, variant=None):
    v = variant or rng.choice(["rsa1", "rsa8", "ec", "ed25519", "enc8", "rsa1_1024", "rsa1_enc"])
    if v == "rsa1":
        return pem("RSA PRIVATE KEY", rsa_pkcs1_der(rng, 2048))
    if v == "rsa1_1024":
        return pem("RSA PRIVATE KEY", rsa_pkcs1_der(rng, 1024))
    if v == "rsa1_enc":
        iv = rbytes(rng, 16).hex().upper()
        body = rbytes(rng, 16 * 38)
        return pem("RSA PRIVATE KEY", body, headers=["Proc-Type: 4,ENCRYPTED", "DEK-Info: AES-256-CBC," + iv])
    if v == "rsa8":
        inner = rsa_pkcs1_der(rng, 2048)
        return pem("PRIVATE KEY", der_seq(der_int(0), der_seq(OID_RSA, b"\x05\x00"), der(0x04, inner)))
    if v == "ec":
        body = der_seq(der_int(1), der(0x04, secp_key(rng)), der(0xA0, OID_P256),
                       der(0xA1, der(0x03, b"\x00\x04" + rbytes(rng, 64))))
        return pem("EC PRIVATE KEY", body)
    if v == "ed25519":
        body = der_seq(der_int(0), der_seq(OID_ED25519), der(0x04, der(0x04, rbytes(rng, 32))))
        return pem("PRIVATE KEY", body)
    if v == "enc8":
        params = der_seq(OID_PBES2, der_seq(
            der_seq(OID_PBKDF2, der_seq(der(0x04, rbytes(rng, 16)), der_int(2048), der_seq(OID_HMAC256, b"\x05\x00"))),
            der_seq(OID_AES256CBC, der(0x04, rbytes(rng, 16)))))
        return pem("ENCRYPTED PRIVATE KEY", der_seq(params, der(0x04, rbytes(rng, 16 * 78))))
    raise KeyError(v)


def public_pem(rng, variant=None):
    v = variant or rng.choice(["ec", "rsa", "ed25519"])
    if v == "ec":
        return pem("PUBLIC KEY", der_seq(der_seq(OID_EC, OID_P256), der(0x03, b"\x00\x04" + rbytes(rng, 64))))
    if v == "ed25519":
        return pem("PUBLIC KEY", der_seq(der_seq(OID_ED25519), der(0x03, b"\x00" + rbytes(rng, 32))))
    rsa_pub = der_seq(der_int_bytes(_odd_top(rng, 256)), der_int(65537))
    return pem("PUBLIC KEY", der_seq(der_seq(OID_RSA, b"\x05\x00"), der(0x03, b"\x00" + rsa_pub)))


def certificate_pem(rng):
    # tbsCertificate-shaped SEQUENCE (version, serial, sigAlg, names, validity, SPKI) + sigAlg + signature
    sig_alg = der_seq(bytes.fromhex("06092a864886f70d01010b"), b"\x05\x00")
    name = der_seq(der(0x31, der_seq(bytes.fromhex("0603550403"), der(0x0C, b"example-host.internal"))))
    validity = der_seq(der(0x17, b"250101000000Z"), der(0x17, b"270101000000Z"))
    spki = der_seq(der_seq(OID_EC, OID_P256), der(0x03, b"\x00\x04" + rbytes(rng, 64)))
    tbs = der_seq(der(0xA0, der_int(2)), der_int_bytes(rbytes(rng, 16)), sig_alg, name, validity, name, spki)
    return pem("CERTIFICATE", der_seq(tbs, sig_alg, der(0x03, b"\x00" + rbytes(rng, 256))))


def ssh_string(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def ssh_mpint(b):
    b = b.lstrip(b"\0")
    if b and b[0] & 0x80:
        b = b"\0" + b
    return ssh_string(b)


def openssh_private(rng, variant=None):
    v = variant or rng.choice(["ed25519", "ed25519", "rsa", "ecdsa"])
    comment = rng.choice(["", "laptop", "deploy@ci", "pi@garden", "backup-2024", "me@home-nas"])
    if v == "ed25519":
        pub = rbytes(rng, 32)
        pub_blob = ssh_string("ssh-ed25519") + ssh_string(pub)
        priv = ssh_string("ssh-ed25519") + ssh_string(pub) + ssh_string(rbytes(rng, 32) + pub)
    elif v == "ecdsa":
        q = b"\x04" + rbytes(rng, 64)
        pub_blob = ssh_string("ecdsa-sha2-nistp256") + ssh_string("nistp256") + ssh_string(q)
        priv = ssh_string("ecdsa-sha2-nistp256") + ssh_string("nistp256") + ssh_string(q) + ssh_mpint(secp_key(rng))
    else:
        n = _odd_top(rng, 256)
        e = (65537).to_bytes(3, "big")
        pub_blob = ssh_string("ssh-rsa") + ssh_mpint(e) + ssh_mpint(n)
        priv = (ssh_string("ssh-rsa") + ssh_mpint(n) + ssh_mpint(e) + ssh_mpint(_odd_top(rng, 256))
                + ssh_mpint(_odd_top(rng, 128)) + ssh_mpint(_odd_top(rng, 128)) + ssh_mpint(_odd_top(rng, 128)))
    check = rbytes(rng, 4)
    section = check + check + priv + ssh_string(comment)
    pad = 1
    while len(section) % 8:
        section += bytes([pad])
        pad += 1
    blob = (b"openssh-key-v1\0" + ssh_string("none") + ssh_string("none") + ssh_string(b"")
            + struct.pack(">I", 1) + ssh_string(pub_blob) + ssh_string(section))
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + wrap(b64(blob), 70) + "\n-----END OPENSSH PRIVATE KEY-----"


def putty_private(rng):
    pub = rbytes(rng, 32)
    pub_blob = ssh_string("ssh-ed25519") + ssh_string(pub)
    priv_blob = ssh_string(rbytes(rng, 32))
    pub_b64 = wrap(b64(pub_blob), 64)
    priv_b64 = wrap(b64(priv_blob), 64)
    return ("PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-%d\n"
            "Public-Lines: %d\n%s\nPrivate-Lines: %d\n%s\nPrivate-MAC: %s" % (
                int("%d%02d%02d" % (rng.randint(2022, 2025), rng.randint(1, 12), rng.randint(1, 28))), pub_b64.count("\n") + 1, pub_b64,
                priv_b64.count("\n") + 1, priv_b64, rbytes(rng, 32).hex()))


def ssh_public(rng, variant=None):
    v = variant or rng.choice(["ed25519", "ed25519", "rsa", "ecdsa"])
    comment = rng.choice(["laptop", "deploy@ci", "anna@thinkpad", "pi@garden", "build-box", "小王的电脑"])
    if v == "ed25519":
        blob = ssh_string("ssh-ed25519") + ssh_string(rbytes(rng, 32))
        return "ssh-ed25519 " + b64(blob) + " " + comment
    if v == "ecdsa":
        blob = ssh_string("ecdsa-sha2-nistp256") + ssh_string("nistp256") + ssh_string(b"\x04" + rbytes(rng, 64))
        return "ecdsa-sha2-nistp256 " + b64(blob) + " " + comment
    blob = ssh_string("ssh-rsa") + ssh_mpint((65537).to_bytes(3, "big")) + ssh_mpint(_odd_top(rng, 256))
    return "ssh-rsa " + b64(blob) + " " + comment


def crc24(data):
    crc = 0xB704CE
    for byte in data:
        crc ^= byte << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def _pgp_packet(tag, body):
    assert len(body) < 8384
    if len(body) < 192:
        ln = bytes([len(body)])
    else:
        x = len(body) - 192
        ln = bytes([(x >> 8) + 192, x & 0xFF])
    return bytes([0xC0 | tag]) + ln + body


def _mpi(b, bits=None):
    bits = bits if bits is not None else (int.from_bytes(b, "big").bit_length())
    return struct.pack(">H", bits) + b


def pgp_block(rng, secret=True, name="Key Owner", email="owner@example.org"):
    t = struct.pack(">I", rng.randint(1577836800, 1735689600))
    oid_ed = bytes.fromhex("092b06010401da470f01")
    oid_cv = bytes.fromhex("0a2b060104019755010501")
    pub_ed = _mpi(b"\x40" + rbytes(rng, 32), 263)
    pub_cv = _mpi(b"\x40" + rbytes(rng, 32), 263) + bytes.fromhex("03010807")
    key = b"\x04" + t + b"\x16" + oid_ed + pub_ed
    sub = b"\x04" + t + b"\x12" + oid_cv + pub_cv
    if secret:
        s1 = rbytes(rng, 32)
        s2 = rbytes(rng, 32)
        m1 = _mpi(s1)
        m2 = _mpi(s2)
        key += b"\x00" + m1 + struct.pack(">H", sum(m1) & 0xFFFF)
        sub += b"\x00" + m2 + struct.pack(">H", sum(m2) & 0xFFFF)
    uid = ("%s <%s>" % (name, email)).encode("utf-8")
    sig = lambda: b"\x04\x13\x16\x0a" + rbytes(rng, rng.randint(110, 130))
    data = (_pgp_packet(5 if secret else 6, key) + _pgp_packet(13, uid) + _pgp_packet(2, sig())
            + _pgp_packet(7 if secret else 14, sub) + _pgp_packet(2, sig()))
    label = "PGP PRIVATE KEY BLOCK" if secret else "PGP PUBLIC KEY BLOCK"
    crc = b64(crc24(data).to_bytes(3, "big"))
    return "-----BEGIN %s-----\n\n%s\n=%s\n-----END %s-----" % (label, wrap(b64(data), 64), crc, label)


# ---------------------------------------------------------------------------
# Wallet keys and addresses
# ---------------------------------------------------------------------------
def wif(rng, compressed=True, testnet=False):
    payload = (b"\xef" if testnet else b"\x80") + secp_key(rng) + (b"\x01" if compressed else b"")
    s = b58check(payload)
    assert b58check_decode(s) == payload
    return s


def xkey(rng, private=True, testnet=False):
    if private:
        version = bytes.fromhex("04358394" if testnet else "0488ade4")
        keydata = b"\0" + secp_key(rng)
    else:
        version = bytes.fromhex("043587cf" if testnet else "0488b21e")
        keydata = bytes([rng.choice([2, 3])]) + rbytes(rng, 32)
    depth = rng.choice([0, 3, 4])
    fp = b"\0\0\0\0" if depth == 0 else rbytes(rng, 4)
    child = b"\0\0\0\0" if depth == 0 else struct.pack(">I", rng.choice([0, 1, 0x80000000]))
    return b58check(version + bytes([depth]) + fp + child + rbytes(rng, 32) + keydata)


def wallet_key(rng, variant=None):
    v = variant or rng.choice(["wif_c", "wif_u", "hex", "hex0x", "xprv", "sol58", "wif_c", "hex0x"])
    if v == "wif_c":
        return wif(rng, True)
    if v == "wif_u":
        return wif(rng, False)
    if v == "wif_test":
        return wif(rng, True, testnet=True)
    if v == "hex":
        return secp_key(rng).hex()
    if v == "hex0x":
        return "0x" + secp_key(rng).hex()
    if v == "xprv":
        return xkey(rng, True)
    if v == "tprv":
        return xkey(rng, True, testnet=True)
    if v == "sol58":
        return b58encode(rbytes(rng, 64))
    if v == "soljson":
        return "[" + ",".join(str(b) for b in rbytes(rng, 64)) + "]"
    raise KeyError(v)


def wallet_address(rng, variant=None):
    v = variant or rng.choice(["p2pkh", "p2sh", "bech32", "eth", "eth", "xpub", "tron", "ltc", "sol", "doge"])
    if v == "p2pkh":
        return b58check(b"\x00" + rbytes(rng, 20))
    if v == "p2sh":
        return b58check(b"\x05" + rbytes(rng, 20))
    if v == "bech32":
        return segwit_address(rng, "bc", rng.choice([20, 20, 32]))
    if v == "ltc":
        return segwit_address(rng, "ltc")
    if v == "eth":
        return eip55(rbytes(rng, 20).hex())
    if v == "xpub":
        return xkey(rng, False)
    if v == "tron":
        return b58check(b"\x41" + rbytes(rng, 20))
    if v == "doge":
        return b58check(b"\x1e" + rbytes(rng, 20))
    if v == "sol":
        return b58encode(rbytes(rng, 32))
    raise KeyError(v)


# ---------------------------------------------------------------------------
# TOTP, JWT, API keys
# ---------------------------------------------------------------------------
def base32_secret(rng, nbytes=None):
    nbytes = nbytes or rng.choice([10, 20, 20, 16, 10, 32])
    return base64.b32encode(rbytes(rng, nbytes)).decode("ascii").rstrip("=")


def totp_secret(rng, variant=None):
    v = variant or rng.choice(["plain", "groups_lower", "groups_upper", "plain"])
    s = base32_secret(rng)
    if v == "plain":
        return s
    if v == "lower":
        return s.lower()
    if v == "groups_lower":
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4)).lower()
    if v == "groups_upper":
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    if v == "short":  # 16 chars
        return base64.b32encode(rbytes(rng, 10)).decode("ascii")
    if v == "long":
        return base64.b32encode(rbytes(rng, 20)).decode("ascii")
    raise KeyError(v)


FIRST_EN = ["Priya", "Tomasz", "Aoife", "Kwame", "Mei", "Lars", "Fatima", "Diego", "Noor", "Hiroshi", "Ingrid",
            "Olu", "Beatriz", "Ravi", "Sofia", "Yusuf", "Hannah", "Mateo", "Anouk", "Dmitri", "Leila", "Callum",
            "Nadia", "Joaquin", "Elif", "Bram", "Saoirse", "Tariq", "Ines", "Kofi", "Marta", "Wren", "Jonas"]


def jwt(rng, variant=None):
    v = variant or rng.choice(["hs", "hs", "rs", "es"])
    now = rng.randint(1700000000, 1767000000)
    alg = {"hs": "HS256", "rs": "RS256", "es": "ES256"}[v]
    header = rng.choice([{"alg": alg, "typ": "JWT"}, {"typ": "JWT", "alg": alg},
                         {"alg": alg, "kid": rs(rng, LOWER_ALNUM, 12), "typ": "JWT"}])
    payload = {"sub": rng.choice([str(rng.randint(10000, 99999999)), "user_" + rs(rng, LOWER_ALNUM, 10),
                                  "%08x-%04x-4%03x-a%03x-%012x" % (rng.getrandbits(32), rng.getrandbits(16),
                                                                    rng.getrandbits(12), rng.getrandbits(12),
                                                                    rng.getrandbits(48))])}
    if rng.random() < 0.6:
        payload["name"] = rng.choice(FIRST_EN)
    if rng.random() < 0.5:
        payload["role"] = rng.choice(["admin", "editor", "viewer", "service", "owner"])
    if rng.random() < 0.4:
        payload["iss"] = rng.choice(["https://auth.tidepool.app", "accounts.lumen.io", "sso.harbour-co.net", "api.keel.dev"])
    payload["iat"] = now
    payload["exp"] = now + rng.choice([900, 3600, 86400, 604800])
    h = b64url(json.dumps(header, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    if v == "hs":
        sig = hmac.new(rbytes(rng, 32), (h + "." + p).encode(), hashlib.sha256).digest()
    elif v == "rs":
        sig = rbytes(rng, 256)
    else:
        sig = rbytes(rng, 64)
    tok = h + "." + p + "." + b64url(sig)
    for seg in tok.split(".")[:2]:
        json.loads(base64.urlsafe_b64decode(seg + "=" * (-len(seg) % 4)))
    return tok


def _b62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = (string.digits + string.ascii_uppercase + string.ascii_lowercase)[r] + out
    return out.rjust(width, "0")


def _crc_token(rng, prefix, nrand=30):
    body = rs(rng, ALNUM, nrand)
    return prefix + body + _b62(zlib.crc32(body.encode()) & 0xFFFFFFFF, 6)


API_PROVIDERS = [
    "github", "github_pat", "gitlab", "stripe", "stripe_rk", "slack_bot", "slack_user", "openai", "openai_proj",
    "anthropic", "google", "sendgrid", "npm", "pypi", "hf", "digitalocean", "shopify", "telegram", "mailgun",
    "aliyun", "tencent", "discord_bot", "linear", "notion", "postman", "databricks", "grafana", "doppler",
    "vault", "figma", "mapbox_sk", "square", "aws_secret", "twilio_token", "cloudflare",
]


def api_key(rng, variant=None):
    v = variant or rng.choice(API_PROVIDERS)
    if v == "github":
        return _crc_token(rng, "ghp_")
    if v == "github_oauth":
        return _crc_token(rng, "gho_")
    if v == "github_app":
        return _crc_token(rng, "ghs_")
    if v == "github_pat":
        return "github_pat_" + rs(rng, UPPER_ALNUM + string.digits, 22) + "_" + rs(rng, ALNUM, 59)
    if v == "gitlab":
        return "glpat-" + rs(rng, ALNUM + "-_", 20)
    if v == "stripe":
        return rng.choice(["sk_live_" + rs(rng, ALNUM, 24), "sk_live_51" + rs(rng, ALNUM, 97)])
    if v == "stripe_rk":
        return "rk_live_51" + rs(rng, ALNUM, 97)
    if v == "stripe_whsec":
        return "whsec_" + rs(rng, ALNUM, 32)
    if v == "slack_bot":
        return "xoxb-%d-%d-%s" % (rng.randint(10 ** 10, 10 ** 12), rng.randint(10 ** 11, 10 ** 13), rs(rng, ALNUM, 24))
    if v == "slack_user":
        return "xoxp-%d-%d-%d-%s" % (rng.randint(10 ** 10, 10 ** 12), rng.randint(10 ** 10, 10 ** 12),
                                     rng.randint(10 ** 11, 10 ** 13), rs(rng, HEX, 32))
    if v == "slack_webhook":
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(rng, UPPER_ALNUM, 8), rs(rng, UPPER_ALNUM, 10), rs(rng, ALNUM, 24))
    if v == "discord_webhook":
        return "https://discord.com/api/webhooks/%d/%s" % (rng.randint(10 ** 17, 10 ** 18), rs(rng, B64URL, 68))
    if v == "openai":
        return "sk-" + rs(rng, ALNUM, 20) + "T3BlbkFJ" + rs(rng, ALNUM, 20)
    if v == "openai_proj":
        return "sk-proj-" + rs(rng, B64URL, 64) + "T3BlbkFJ" + rs(rng, B64URL, 64)
    if v == "anthropic":
        return "sk-ant-api03-" + rs(rng, B64URL, 93) + "AA"
    if v == "google":
        return "AIza" + rs(rng, B64URL, 35)
    if v == "sendgrid":
        return "SG." + rs(rng, B64URL, 22) + "." + rs(rng, B64URL, 43)
    if v == "npm":
        return _crc_token(rng, "npm_")
    if v == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + rs(rng, B64URL, 160)
    if v == "hf":
        return "hf_" + rs(rng, string.ascii_letters, 34)
    if v == "digitalocean":
        return "dop_v1_" + rs(rng, HEX, 64)
    if v == "shopify":
        return "shpat_" + rs(rng, HEX, 32)
    if v == "telegram":
        return "%d:AA%s" % (rng.randint(10 ** 9, 8 * 10 ** 9), rs(rng, B64URL, 33))
    if v == "mailgun":
        return "key-" + rs(rng, HEX, 32)
    if v == "aliyun":
        return "LTAI" + rs(rng, ALNUM, 20)
    if v == "aliyun_secret":
        return rs(rng, ALNUM, 30)
    if v == "tencent":
        return "AKID" + rs(rng, ALNUM, 32)
    if v == "discord_bot":
        uid = str(rng.randint(10 ** 17, 10 ** 18))
        return b64(uid.encode()).rstrip("=") + "." + rs(rng, B64URL, 6) + "." + rs(rng, B64URL, 38)
    if v == "linear":
        return "lin_api_" + rs(rng, ALNUM, 40)
    if v == "notion":
        return rng.choice(["secret_" + rs(rng, ALNUM, 43), "ntn_" + rs(rng, ALNUM, 46)])
    if v == "postman":
        return "PMAK-" + rs(rng, HEX, 24) + "-" + rs(rng, HEX, 34)
    if v == "databricks":
        return "dapi" + rs(rng, HEX, 32)
    if v == "grafana":
        return "glsa_" + rs(rng, ALNUM, 32) + "_" + rs(rng, HEX, 8)
    if v == "doppler":
        return "dp.st." + rng.choice(["prd", "dev", "stg"]) + "." + rs(rng, ALNUM, 40)
    if v == "vault":
        return "hvs." + rs(rng, B64URL, 90)
    if v == "figma":
        return "figd_" + rs(rng, B64URL, 40)
    if v == "mapbox_sk":
        inner = b64url(json.dumps({"u": rng.choice(["tidemap", "ferrylines", "orchard"]), "a": "cl" + rs(rng, LOWER_ALNUM, 23)},
                                  separators=(",", ":")).encode())
        return "sk." + inner + "." + rs(rng, B64URL, 22)
    if v == "square":
        return "EAAA" + rs(rng, B64URL, 60)
    if v == "aws_id":
        return "AKIA" + rs(rng, B32, 16)
    if v == "aws_secret":
        return rs(rng, ALNUM + "/+", 40)
    if v == "twilio_token":
        return rs(rng, HEX, 32)
    if v == "cloudflare":
        return rs(rng, ALNUM + "_-", 40)
    if v == "tencent_key":
        return rs(rng, ALNUM, 32)
    if v == "dingtalk":
        return "https://oapi.dingtalk.com/robot/send?access_token=" + rs(rng, HEX, 64)
    if v == "feishu":
        return "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid4(rng)
    raise KeyError(v)


# ---------------------------------------------------------------------------
# Passwords, PINs, codes
# ---------------------------------------------------------------------------
PW_WORDS = ["Marigold", "tangerine", "Kestrel", "lighthouse", "Pumpernickel", "saffron", "Otter", "juniper", "Nebula",
            "cobalt", "Walrus", "harbour", "Quokka", "paprika", "Falcon", "meadow", "Gondola", "biscuit", "Zeppelin",
            "cinnamon", "Tundra", "pebble", "Mango", "lantern", "Badger", "velvet", "Comet", "thistle", "Sequoia",
            "noodle", "Pelican", "granite", "Banjo", "willow", "Cactus", "moonbeam", "Pistachio", "ember", "Fjord",
            "lobster", "Ravioli", "sparrow", "Trombone", "almond", "Kiwi", "dynamo", "Yeti", "porcupine"]
PINYIN = ["zhangwei", "liuyang", "wangfang", "chenjing", "lina", "xiaoming", "huanglei", "zhaoli", "yangfan",
          "wumin", "sunhao", "zhoujie", "laoxu", "xiaolin", "gaoyuan", "maomao", "tiantian", "dongdong"]
SYMS = "!@#$%&*?._-+="


def password(rng, variant=None):
    v = variant or rng.choice(["word", "word", "random", "leet", "pinyin", "two_words", "walk", "random", "sentence"])
    if v == "word":
        w = rng.choice(PW_WORDS)
        w = w[0].upper() + w[1:] if rng.random() < 0.7 else w
        return w + rng.choice(["", rng.choice(SYMS)]) + str(rng.randint(1, 2025)) + rng.choice(["", "", rng.choice(SYMS)])
    if v == "random":
        n = rng.randint(10, 18)
        while True:
            s = rs(rng, ALNUM + SYMS, n)
            if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
                return s
    if v == "leet":
        w = rng.choice(PW_WORDS) + rng.choice(PW_WORDS).lower()
        tr = {"a": "4", "e": "3", "o": "0", "i": "1", "s": "$", "t": "7"}
        out = "".join(tr[c] if c in tr and rng.random() < 0.6 else c for c in w)
        return out + rng.choice(["!", "#", "&" + str(rng.randint(1, 9)), str(rng.randint(10, 99))])
    if v == "pinyin":
        p = rng.choice(PINYIN)
        p = p.capitalize() if rng.random() < 0.4 else p
        return p + rng.choice(["", "@", "_", "."]) + rng.choice(["%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28)),
                                                               str(rng.randint(1965, 2012)), str(rng.randint(100, 999))])
    if v == "two_words":
        return rng.choice(PW_WORDS).lower() + rng.choice(["-", "_", ".", ""]) + rng.choice(PW_WORDS).lower() + str(rng.randint(2, 99))
    if v == "walk":
        return rng.choice(["1qaz@WSX3edc", "Zaq1@wsx", "!QAZ2wsx#EDC", "qwe123ASD!", "Asdf;lkj99", "1q2w3e4r5t!Q",
                           "zxcv!@#$1234", "Qwerty!2345", "1qazXSW@3edc"]) + rng.choice(["", str(rng.randint(1, 9))])
    if v == "sentence":  # initial letters of a sentence
        return rs(rng, "IhtbdomaWTGrcb", 1) + rs(rng, "tmbdwaoshn", rng.randint(5, 8)) + rng.choice(SYMS) + str(rng.randint(10, 99))
    if v == "urlsafe":
        n = rng.randint(12, 22)
        while True:
            s = rs(rng, ALNUM + "_-.~", n)
            if any(c.isdigit() for c in s) and any(c.isupper() for c in s):
                return s
    if v == "pct":  # percent-encoded special characters inside a URL
        a = rs(rng, ALNUM, rng.randint(5, 8))
        b = rs(rng, ALNUM, rng.randint(4, 7))
        return a + rng.choice(["%40", "%23", "%21", "%24", "%2F", "%3A"]) + b + rng.choice(["%21", "%26", ""]) + str(rng.randint(1, 99))
    if v == "simple":
        return rng.choice(PW_WORDS).lower() + str(rng.randint(10, 9999))
    if v == "digits8":
        return "".join(rng.choice(string.digits) for _ in range(8))
    raise KeyError(v)


PASS_WORDS = ["velvet", "canyon", "pickle", "orbit", "lantern", "gravy", "sunday", "tractor", "mosaic", "ferret",
              "quilt", "harbor", "spruce", "tofu", "cobra", "violin", "nacho", "glacier", "tinsel", "walnut",
              "bishop", "magnet", "ripple", "cactus", "anchor", "puzzle", "marble", "kettle", "plaza", "zephyr",
              "fossil", "dumpling", "raven", "ginger", "atlas", "hammock", "crayon", "igloo", "saddle", "prism"]


def passphrase(rng, variant=None):
    v = variant or rng.choice(["space", "dash", "dot", "camel", "space_num", "dash"])
    n = rng.choice([3, 4, 4, 4, 5, 6])
    ws = rng.sample(PASS_WORDS, n)
    if v == "space":
        return " ".join(ws)
    if v == "space_num":
        return " ".join(ws) + " " + str(rng.randint(2, 99))
    if v == "dash":
        return "-".join(ws)
    if v == "dot":
        return ".".join(ws)
    if v == "camel":
        return "".join(w.capitalize() for w in ws) + str(rng.randint(1, 9))
    if v == "sentence":
        subj = rng.choice(["my", "the", "seven", "two", "our"])
        return "%s %s %s %s %s" % (subj, ws[0], rng.choice(["eats", "hates", "paints", "hides", "sells"]), ws[1], rng.choice(["at dawn", "on mondays", "in lisbon", "twice", "backwards"]))
    raise KeyError(v)


NATO = {"a": "alpha", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf",
        "h": "hotel", "i": "india", "j": "juliet", "k": "kilo", "l": "lima", "m": "mike", "n": "november",
        "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo", "s": "sierra", "t": "tango", "u": "uniform",
        "v": "victor", "w": "whiskey", "x": "x-ray", "y": "yankee", "z": "zulu"}
DIGIT_EN = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
DIGIT_ZH = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
DIGIT_ZH_SPOKEN = ["洞", "幺", "两", "三", "四", "五", "六", "拐", "八", "勾"]
SYM_EN = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar sign", "%": "percent", "&": "ampersand",
          "*": "star", "?": "question mark", ".": "dot", "_": "underscore", "-": "dash", "+": "plus", "=": "equals"}
SYM_ZH = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "和号", "*": "星号", "?": "问号",
          ".": "点", "_": "下划线", "-": "横杠", "+": "加号", "=": "等号"}


def spelled(rng, variant=None):
    """A password written out as it would be read aloud."""
    v = variant or rng.choice(["en_letters", "en_nato", "zh", "en_letters", "zh_digits", "en_mixed"])
    if v == "zh_digits":
        n = rng.choice([6, 6, 8])
        digs = [rng.randrange(10) for _ in range(n)]
        table = DIGIT_ZH_SPOKEN if rng.random() < 0.5 else DIGIT_ZH
        return rng.choice(["", " "]).join(table[d] for d in digs)
    pw = password(rng, rng.choice(["word", "leet", "pinyin", "two_words", "random"]))
    pw = pw[:14]
    parts = []
    for ch in pw:
        if ch.isdigit():
            parts.append(DIGIT_ZH[int(ch)] if v == "zh" else DIGIT_EN[int(ch)])
        elif ch.isalpha():
            if v == "en_nato":
                word = NATO[ch.lower()]
                parts.append(("capital " + word) if ch.isupper() else word)
            elif v == "zh":
                parts.append(("大写" + ch.upper()) if ch.isupper() else ("小写" + ch) if rng.random() < 0.3 else ch)
            elif v == "en_mixed":
                parts.append(("big " + ch.upper()) if ch.isupper() else ch)
            else:
                parts.append(("capital " + ch.upper()) if ch.isupper() else ch)
        else:
            parts.append(SYM_ZH.get(ch, ch) if v == "zh" else SYM_EN.get(ch, ch))
    if v == "zh":
        return " ".join(parts)
    return rng.choice([", ", " ", " - ", ", "]).join(parts)


def digits(rng, n):
    while True:
        s = "".join(rng.choice(string.digits) for _ in range(n))
        if len(set(s)) >= min(3, n - 1) and s not in ("123456", "1234", "0000", "12345678"):
            return s


def pin(rng, variant=None):
    v = variant or rng.choice(["4", "4", "6", "4", "6", "5"])
    if v in ("4", "5", "6", "8"):
        return digits(rng, int(v))
    if v == "spaced":
        return " ".join(digits(rng, rng.choice([4, 6])))
    if v == "dashed":
        return "-".join(digits(rng, 4))
    if v == "en_words":
        return " ".join(DIGIT_EN[int(c)] for c in digits(rng, rng.choice([4, 4, 6])))
    if v == "zh_words":
        return "".join(DIGIT_ZH[int(c)] for c in digits(rng, rng.choice([4, 6, 6])))
    if v == "zh_spoken":
        return "".join(DIGIT_ZH_SPOKEN[int(c)] for c in digits(rng, rng.choice([4, 6])))
    raise KeyError(v)


def door_code(rng, variant=None):
    v = variant or rng.choice(["plain", "hash", "star", "combo", "letter", "plain", "dashed"])
    if v == "plain":
        return digits(rng, rng.choice([4, 4, 5, 6]))
    if v == "hash":
        return digits(rng, rng.choice([4, 5, 6])) + "#"
    if v == "star":
        return "*" + digits(rng, 4) + rng.choice(["", "#"])
    if v == "combo":  # dial combination lock
        return "-".join(str(rng.randint(0, 39)) for _ in range(3))
    if v == "letter":
        return rng.choice("ABCKXZ") + digits(rng, 4)
    if v == "dashed":
        return "-".join(digits(rng, 4))
    if v == "four_wheel":  # luggage / bike lock
        return digits(rng, rng.choice([3, 4]))
    raise KeyError(v)


def otp(rng, variant=None):
    v = variant or rng.choice(["6", "6", "6", "spaced", "dashed", "g", "8", "4", "alnum", "6"])
    if v == "6":
        return digits(rng, 6)
    if v == "4":
        return digits(rng, 4)
    if v == "5":
        return digits(rng, 5)
    if v == "8":
        return digits(rng, 8)
    if v == "spaced":
        d = digits(rng, 6)
        return d[:3] + " " + d[3:]
    if v == "dashed":
        d = digits(rng, 6)
        return d[:3] + "-" + d[3:]
    if v == "g":
        return "G-" + digits(rng, 6)
    if v == "alnum":
        while True:
            s = rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
            if any(c.isdigit() for c in s) and any(c.isalpha() for c in s):
                return s
    if v == "en_words":
        return " ".join(DIGIT_EN[int(c)] for c in digits(rng, 6))
    if v == "zh_words":
        return "".join(DIGIT_ZH[int(c)] for c in digits(rng, 6))
    if v == "zh_spoken":
        return "".join(DIGIT_ZH_SPOKEN[int(c)] for c in digits(rng, 6))
    raise KeyError(v)


def recovery_codes(rng, variant=None):
    v = variant or rng.choice(["github_lines", "google_lines", "generic_inline", "ms", "apple", "bitlocker",
                               "numbered", "two_col", "github_comma", "one"])
    gh = lambda: rs(rng, HEX, 5) + "-" + rs(rng, HEX, 5)
    gg = lambda: digits(rng, 4) + " " + digits(rng, 4)
    gen8 = lambda: rs(rng, LOWER_ALNUM, 4) + "-" + rs(rng, LOWER_ALNUM, 4)
    if v == "github_lines":
        return "\n".join(gh() for _ in range(rng.choice([8, 10, 16])))
    if v == "github_comma":
        return ", ".join(gh() for _ in range(rng.choice([4, 6, 8])))
    if v == "google_lines":
        return "\n".join(gg() for _ in range(10))
    if v == "generic_inline":
        return " ".join(gen8() for _ in range(rng.choice([5, 8, 10])))
    if v == "numbered":
        return "\n".join("%d. %s" % (i + 1, rng.choice([gen8, gg, gh])()) for i in range(rng.choice([6, 8, 10])))
    if v == "two_col":
        codes = [gg() for _ in range(10)]
        return "\n".join(codes[i] + "    " + codes[i + 1] for i in range(0, 10, 2))
    if v == "ms":
        return "-".join(rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5) for _ in range(5))
    if v == "apple":
        return "-".join(rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(7))
    if v == "bitlocker":
        return "-".join("%06d" % (11 * rng.randint(0, 65535)) for _ in range(8))
    if v == "one":
        return rng.choice([gh, gen8, gg])()
    if v == "zh_lines":
        return "\n".join(digits(rng, 8) for _ in range(rng.choice([5, 8, 10])))
    raise KeyError(v)


ANSWERS = {
    "surname": ["Kowalczyk", "Okonkwo", "Fairweather", "Lindqvist", "Abernathy", "Villanueva", "Haddad",
                "Pemberton", "Nakashima", "Oyelaran", "Brannigan", "Castellanos", "Thorsdottir", "Quigley"],
    "pet": ["Biscuit", "Mr Pickles", "Tofu", "Captain", "Waffles", "Pudding", "Bramble", "Noodle", "Socks",
            "Mochi", "Pepper", "Ziggy", "Turnip", "Dumpling"],
    "city": ["Tulsa", "Ballarat", "Ghent", "Trondheim", "Ipoh", "Arequipa", "Kalamazoo", "Dundee", "Poznan",
             "Matsuyama", "Bendigo", "Lodz", "Valparaiso", "Timisoara"],
    "street": ["Wexford Lane", "Cedar Hollow Road", "Rue des Tanneurs", "Hollis Street", "Quarry Close",
               "Birchwood Drive", "Calle Almendro", "Mill Race Terrace"],
    "car": ["a rusty Ford Escort", "Lada Niva", "Datsun Sunny", "blue Corolla", "Renault 5", "Fiat Panda",
            "VW Polo", "Honda Civic hatchback"],
    "school": ["St Brendan's", "Hillcrest Primary", "Maple Grove Elementary", "Scoil Mhuire", "Riverside Junior"],
    "teacher": ["Mrs Gallagher", "Mr Okafor", "Miss Trevelyan", "Mr Delacroix", "Mrs Abiodun", "Mr Hoskins"],
    "food": ["pierogi", "shepherd's pie", "jollof rice", "banoffee pie", "mushy peas", "pad see ew", "borscht"],
    "friend": ["Gemma Doyle", "Tobias", "Little Raj", "Kasia", "Fergus", "Marisol"],
    "zh_name": ["王秀英", "李桂兰", "张淑珍", "刘玉梅", "陈凤英", "杨丽华", "赵翠花", "黄美玲", "周素芬", "吴金凤"],
    "zh_city": ["洛阳", "绵阳", "嘉兴", "赣州", "柳州", "丹东", "泉州", "宜宾", "襄阳", "大理", "喀什", "延吉"],
    "zh_school": ["红星小学", "实验二小", "育才中学", "向阳小学", "城关一中", "东风小学"],
    "zh_pet": ["旺财", "大黄", "咪咪", "豆豆", "小白", "花花", "球球", "来福"],
    "zh_teacher": ["李老师", "周红梅", "马建国", "孙老师", "陈淑华"],
    "zh_food": ["韭菜盒子", "酸菜鱼", "糖醋排骨", "炸酱面", "羊肉泡馍", "肉夹馍", "锅包肉"],
    "zh_street": ["解放路", "和平里", "人民北路", "光明巷", "胜利街", "建设路"],
    "zh_friend": ["胖墩", "小芳", "二丫", "阿强", "大头", "铁蛋"],
}


def security_answer(rng, variant=None):
    v = variant or rng.choice(list(ANSWERS))
    return rng.choice(ANSWERS[v])


# ---------------------------------------------------------------------------
# Env / config values
# ---------------------------------------------------------------------------
def env_value(rng, variant=None):
    v = variant or rng.choice(["hex32", "hex64", "b64", "django", "laravel", "password", "api", "uuid", "age", "wg",
                               "hex64", "b64", "password"])
    if v == "hex32":
        return rs(rng, HEX, 32)
    if v == "hex64":
        return rs(rng, HEX, 64)
    if v == "b64":
        return b64(rbytes(rng, 32))
    if v == "b64url":
        return b64url(rbytes(rng, 32))
    if v == "django":
        return "django-insecure-" + rs(rng, string.ascii_lowercase + string.digits + "!@#$%^&*(-_=+)", 50) if rng.random() < 0.3 else rs(rng, string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50)
    if v == "laravel":
        return "base64:" + b64(rbytes(rng, 32))
    if v == "password":
        return password(rng, rng.choice(["random", "word", "urlsafe", "two_words"]))
    if v == "api":
        return api_key(rng, rng.choice(["stripe", "sendgrid", "openai", "github", "mailgun", "slack_bot", "google",
                                        "anthropic", "hf", "digitalocean", "stripe_whsec", "postman"]))
    if v == "uuid":
        return uuid4(rng)
    if v == "age":
        return bech32_encode("age-secret-key-", _convertbits(rbytes(rng, 32), 8, 5)).upper()
    if v == "wg":
        return b64(rbytes(rng, 32))
    raise KeyError(v)


# ---------------------------------------------------------------------------
# Benign look-alike values
# ---------------------------------------------------------------------------
def uuid4(rng):
    b = bytearray(rbytes(rng, 16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def checksum(rng, variant=None):
    v = variant or rng.choice(["sha256", "sha1", "md5", "sri384", "sri512", "docker", "gosum", "sha512", "sri256"])
    data = rbytes(rng, 64)
    if v == "sha256":
        return hashlib.sha256(data).hexdigest()
    if v == "sha1":
        return hashlib.sha1(data).hexdigest()
    if v == "md5":
        return hashlib.md5(data).hexdigest()
    if v == "sha512":
        return hashlib.sha512(data).hexdigest()
    if v == "sri384":
        return "sha384-" + b64(hashlib.sha384(data).digest())
    if v == "sri512":
        return "sha512-" + b64(hashlib.sha512(data).digest())
    if v == "sri256":
        return "sha256-" + b64(hashlib.sha256(data).digest())
    if v == "docker":
        return "sha256:" + hashlib.sha256(data).hexdigest()
    if v == "gosum":
        return "h1:" + b64(hashlib.sha256(data).digest())
    if v == "sha384b64":
        return b64(hashlib.sha384(data).digest())
    raise KeyError(v)


def git_sha(rng, variant=None):
    v = variant or rng.choice(["full", "short", "short", "full"])
    h = hashlib.sha1(rbytes(rng, 40)).hexdigest()
    return h if v == "full" else h[:rng.choice([7, 7, 8, 10, 12])]


def postal_code(rng, variant=None):
    v = variant or rng.choice(["us", "zip4", "uk", "ca", "in", "cn", "de", "nl", "jp", "au", "br", "fr"])
    if v == "us":
        return "%05d" % rng.randint(1001, 99950)
    if v == "zip4":
        return "%05d-%04d" % (rng.randint(1001, 99950), rng.randint(1, 9999))
    if v == "uk":
        return rng.choice(["SW1A 2AA", "EH8 9YL", "M4 1HN", "BS1 5TR", "LS6 2QE", "CF10 1EP", "G12 8QQ", "NE1 7RU",
                           "OX2 6GG", "BT7 1NN", "YO1 7HH", "TR18 4AF"])
    if v == "ca":
        L = "ABCEGHJKLMNPRSTVXY"
        return "%s%d%s %d%s%d" % (rng.choice(L), rng.randint(0, 9), rng.choice(L), rng.randint(0, 9), rng.choice(L), rng.randint(0, 9))
    if v == "in":
        return "%d%05d" % (rng.randint(1, 8), rng.randint(0, 99999))
    if v == "cn":
        return "%06d" % (rng.randint(10, 85) * 10000 + rng.randint(0, 9) * 100)
    if v == "de":
        return "%05d" % rng.randint(1067, 99998)
    if v == "nl":
        return "%d %s" % (rng.randint(1011, 9999), rs(rng, "ABCDEGHJKLMNPRSTVWXZ", 2))
    if v == "jp":
        return "%03d-%04d" % (rng.randint(100, 999), rng.randint(0, 9999))
    if v == "au":
        return "%04d" % rng.randint(2000, 7999)
    if v == "br":
        return "%05d-%03d" % (rng.randint(1000, 99999), rng.randint(0, 999))
    if v == "fr":
        return "%05d" % rng.randint(1000, 95999)
    raise KeyError(v)


def order_number(rng, variant=None):
    v = variant or rng.choice(["amazon", "ups", "hash", "invoice", "sf", "jd", "taobao", "ticket", "usps", "ref"])
    if v == "amazon":
        return "%03d-%07d-%07d" % (rng.randint(111, 114), rng.randint(0, 9999999), rng.randint(0, 9999999))
    if v == "ups":
        return "1Z" + rs(rng, UPPER_ALNUM, 6) + digits(rng, 10)
    if v == "hash":
        return "#" + str(rng.randint(10000, 999999))
    if v == "invoice":
        return "INV-%d-%04d" % (rng.randint(2022, 2025), rng.randint(1, 9999))
    if v == "sf":
        return "SF" + digits(rng, 13)
    if v == "jd":
        return digits(rng, 12)
    if v == "taobao":
        return str(rng.randint(1, 4)) + digits(rng, 18)
    if v == "ticket":
        return rng.choice(["TCK", "SR", "CASE", "REQ"]) + "-" + str(rng.randint(1000, 999999))
    if v == "usps":
        return "9400" + digits(rng, 18)
    if v == "ref":
        return "%s%d" % (rs(rng, string.ascii_uppercase, 3), rng.randint(100000, 999999))
    raise KeyError(v)


def phone(rng, variant=None):
    v = variant or rng.choice(["us", "uk", "cn", "cn_plain", "intl", "de", "in"])
    if v == "us":
        return "(%d) %d-%04d" % (rng.randint(201, 989), rng.randint(200, 999), rng.randint(0, 9999))
    if v == "uk":
        return "07%d %06d" % (rng.randint(100, 999), rng.randint(0, 999999))
    if v == "cn":
        return "1%d%d %04d %04d" % (rng.choice([3, 5, 7, 8, 9]), rng.randint(0, 9), rng.randint(0, 9999), rng.randint(0, 9999))
    if v == "cn_plain":
        return "1%d%d%04d%04d" % (rng.choice([3, 5, 7, 8, 9]), rng.randint(0, 9), rng.randint(0, 9999), rng.randint(0, 9999))
    if v == "intl":
        return "+%d %d %d %04d" % (rng.choice([31, 33, 34, 39, 46, 61, 64, 353]), rng.randint(1, 9), rng.randint(100, 999), rng.randint(0, 9999))
    if v == "de":
        return "+49 %d %d" % (rng.randint(151, 179), rng.randint(1000000, 99999999))
    if v == "in":
        return "+91 %d %05d" % (rng.randint(70000, 99999), rng.randint(0, 99999))
    raise KeyError(v)


def public_identifier(rng, variant=None):
    v = variant or rng.choice(["pk_live", "aws_account", "arn", "google_client", "ga4", "slack_channel", "stripe_cus",
                               "apple_team", "mapbox_pk", "pk_test"])
    if v == "pk_live":
        return "pk_live_51" + rs(rng, ALNUM, 97)
    if v == "pk_test":
        return "pk_test_" + rs(rng, ALNUM, 24)
    if v == "aws_account":
        return digits(rng, 12)
    if v == "arn":
        return "arn:aws:s3:::%s-%s" % (rng.choice(["photos", "backups", "site-assets", "invoices"]), rs(rng, LOWER_ALNUM, 6))
    if v == "google_client":
        return "%d-%s.apps.googleusercontent.com" % (rng.randint(10 ** 11, 10 ** 12), rs(rng, LOWER_ALNUM, 32))
    if v == "ga4":
        return "G-" + rs(rng, UPPER_ALNUM, 10)
    if v == "slack_channel":
        return "C0" + rs(rng, UPPER_ALNUM, 8)
    if v == "stripe_cus":
        return "cus_" + rs(rng, ALNUM, 14)
    if v == "apple_team":
        return rs(rng, UPPER_ALNUM, 10)
    if v == "mapbox_pk":
        inner = b64url(json.dumps({"u": rng.choice(["tidemap", "ferrylines", "orchard"]), "a": "cl" + rs(rng, LOWER_ALNUM, 23)},
                                  separators=(",", ":")).encode())
        return "pk." + inner + "." + rs(rng, B64URL, 22)
    raise KeyError(v)


def public_key(rng, variant=None):
    v = variant or rng.choice(["ssh", "ssh", "pem", "cert", "pgp", "age", "wg", "fingerprint", "ssh_rsa"])
    if v == "ssh":
        return ssh_public(rng, rng.choice(["ed25519", "ecdsa"]))
    if v == "ssh_rsa":
        return ssh_public(rng, "rsa")
    if v == "pem":
        return public_pem(rng)
    if v == "cert":
        return certificate_pem(rng)
    if v == "pgp":
        return pgp_block(rng, secret=False, name=rng.choice(FIRST_EN), email="%s@mailbox.org" % rs(rng, string.ascii_lowercase, 6))
    if v == "age":
        return bech32_encode("age", _convertbits(rbytes(rng, 32), 8, 5))
    if v == "wg":
        return b64(rbytes(rng, 32))
    if v == "fingerprint":
        return "SHA256:" + b64(hashlib.sha256(rbytes(rng, 32)).digest()).rstrip("=")
    if v == "pgp_fpr":
        h = hashlib.sha1(rbytes(rng, 20)).hexdigest().upper()
        return " ".join(h[i:i + 4] for i in range(0, 40, 4))
    raise KeyError(v)


def masked_card(rng, variant=None):
    v = variant or rng.choice(["stars", "last4", "bin_mask", "dots", "x"])
    _, num = card_digits(rng)
    last4 = num[-4:]
    if v == "stars":
        return "**** **** **** " + last4
    if v == "last4":
        return last4
    if v == "bin_mask":
        return num[:6] + "*" * (len(num) - 10) + last4
    if v == "dots":
        return "•••• " + last4
    if v == "x":
        return "XXXX-XXXX-XXXX-" + last4
    raise KeyError(v)


def word_list_en(rng, variant=None):
    """Everyday words that are all in the BIP39 English list, but never a valid mnemonic."""
    v = variant or rng.choice(["grocery", "animals", "spelling", "camping", "mixed"])
    pools = {
        "grocery": ["apple", "banana", "bread", "butter", "cheese", "lemon", "milk", "onion", "orange", "pepper",
                    "potato", "rice", "salt", "sugar", "tomato", "olive", "garlic", "honey", "coffee", "egg",
                    "salad", "bacon", "carrot", "cereal", "chicken", "corn", "cream", "juice", "melon", "sauce", "soup"],
        "animals": ["horse", "tiger", "zebra", "rabbit", "turtle", "eagle", "lizard", "monkey", "shrimp", "whale",
                    "camel", "donkey", "giraffe", "kangaroo", "lobster", "panda", "penguin", "spider", "squirrel", "wolf",
                    "dolphin", "elephant", "owl", "parrot"],
        "spelling": ["absent", "ability", "balance", "bicycle", "castle", "cousin", "diamond", "elegant", "famous",
                     "garden", "harvest", "island", "journey", "kitchen", "library", "machine", "nephew", "obvious",
                     "palace", "question", "rhythm", "science", "thunder", "uniform", "village", "weather"],
        "camping": ["tent", "blanket", "candle", "lamp", "rope", "knife", "water", "soap", "pillow", "jacket",
                    "boots", "map", "radio", "battery", "kettle", "towel", "glove", "whistle", "ladder", "bucket"],
    }
    if v == "mixed":
        pool = sorted(set(pools["grocery"]) | set(pools["camping"]))
    else:
        pool = pools[v]
    pool = [w for w in pool if w in EN_SET]
    while True:
        n = rng.choice([k for k in (5, 6, 7, 8, 9, 10, 11, 12, 13, 14) if k <= len(pool)])
        ws = rng.sample(pool, n)
        if not bip39_valid(ws, EN_WORDS):
            return ws


def word_list_zh(rng, n=None):
    """Common characters from the BIP39 Chinese list, laid out like a homework list; never a valid mnemonic."""
    while True:
        k = n or rng.choice([8, 9, 10, 11, 12, 13, 14, 16, 20])
        ws = rng.sample(ZH_WORDS[:600], k)
        if not bip39_valid(ws, ZH_WORDS):
            return ws



def isbn13(rng):
    body = "978" + digits(rng, 9)
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def everyday_number(rng, variant=None):
    v = variant or rng.choice(["time", "price", "flight", "room", "version", "date", "weight", "isbn", "km", "page"])
    if v == "zprice":
        return "%d.%d元" % (rng.randint(3, 300), rng.randint(0, 9))
    if v == "time":
        return "%02d:%02d" % (rng.randint(5, 23), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50]))
    if v == "price":
        return rng.choice(["£", "$", "€", "¥"]) + "%d.%02d" % (rng.randint(2, 480), rng.choice([0, 49, 50, 95, 99, 10]))
    if v == "flight":
        return rng.choice(["CA", "MU", "BA", "LH", "KL", "QF", "EK", "CZ", "AY"]) + str(rng.randint(100, 2999))
    if v == "room":
        return str(rng.randint(101, 4820))
    if v == "version":
        return "%d.%d.%d" % (rng.randint(0, 14), rng.randint(0, 40), rng.randint(0, 30))
    if v == "date":
        return "%d-%02d-%02d" % (rng.randint(2019, 2026), rng.randint(1, 12), rng.randint(1, 28))
    if v == "weight":
        return "%d.%d" % (rng.randint(48, 110), rng.randint(0, 9))
    if v == "isbn":
        return isbn13(rng)
    if v == "km":
        return str(rng.randint(3, 42)) + "." + str(rng.randint(0, 9))
    if v == "page":
        return str(rng.randint(12, 640))
    if v == "year":
        return str(rng.randint(1968, 2025))
    if v == "count":
        return str(rng.randint(120, 98000))
    raise KeyError(v)
