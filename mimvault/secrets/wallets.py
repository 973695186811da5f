"""Wallet private keys in their usual encodings, each recognised by its own structure.

* WIF (Wallet Import Format): base58check of a coin's version byte (0x80 Bitcoin, so 5, K
  or L; 0xEF testnet; 0x9E Dogecoin, 0xB0 Litecoin …), 32 key bytes and, for a compressed
  key, 0x01; its last four bytes are the double-SHA-256 checksum. The checksum makes it
  certain: no context is needed.
* A Stellar secret seed (``S…``, 56 base32 letters): version byte 18 << 3, 32 key bytes and a
  CRC16-XModem checksum — certain by its checksum.
* An XRP family seed (``s…``): base58check in the Ripple alphabet of version 0x21 and 16
  bytes (secp256k1), or of 0x01E14B and 16 bytes (``sEd…``, Ed25519).
* A bech32 private key whose prefix says so (``suiprivkey1…``, ``nsec1…``, any
  ``…priv…1``/``…secret…1``, a secret key's ``…_sk1``): the bech32 checksum makes the prefix's word certain.
* A raw key in hex (64 digits, with or without ``0x``) after the words that name a
  private key ("私钥", "private key", "privkey", "signing key"): the same shape as a
  SHA-256 digest or a transaction hash, so only its name tells it apart.
* A Solana keypair: a JSON array of 64 byte values, or 64 bytes in base58 beside a wallet's word.
* A BIP32 extended private key of any network's version (xprv, tprv, vprv, Zprv …): by its checksum and
  its key's first byte (0 for a private key).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
from collections.abc import Iterator

from .. import pattern_cache
from ._finding import Finding

_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_B58_INDEX = {c: i for i, c in enumerate(_B58)}
_WIF = pattern_cache.compile(r"(?<![1-9A-HJ-NP-Za-km-z])[1-9A-HJ-NP-Za-km-z]{51,52}(?![1-9A-HJ-NP-Za-km-z])")


# Ripple's base58 alphabet: the same letters in another order (an XRP seed is base58check in it)
_RIPPLE_B58 = "rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz"
_INDEX = {_B58: _B58_INDEX, _RIPPLE_B58: {c: i for i, c in enumerate(_RIPPLE_B58)}}


def base58_bytes(value: str, alphabet: str = _B58) -> bytes | None:
    """The bytes a base58 string encodes (None: a letter base58 lacks)."""
    index = _INDEX[alphabet]
    n = 0
    for ch in value:
        digit = index.get(ch)
        if digit is None:
            return None
        n = n * 58 + digit
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return b"\x00" * (len(value) - len(value.lstrip(alphabet[0]))) + raw


def base58check(value: str, alphabet: str = _B58) -> bytes | None:
    """The payload of a base58check string, or None if it is not one (bad checksum)."""
    raw = base58_bytes(value, alphabet)
    if raw is None or len(raw) < 5:
        return None
    payload, checksum = raw[:-4], raw[-4:]
    if hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4] != checksum:
        return None
    return payload


def is_wif(value: str) -> bool:
    """A WIF key of any coin: one version byte (0x80 Bitcoin, 0x9E Dogecoin, 0xB0 Litecoin, …) and 32 key
    bytes (and 0x01 for a compressed key) under a valid checksum — an address's payload is 21 bytes, an
    extended key's 78."""
    payload = base58check(value)
    if payload is None:
        return False
    return len(payload) == 33 or (len(payload) == 34 and payload[-1] == 0x01)


_EXTENDED_KEY = pattern_cache.compile(r"(?<![1-9A-HJ-NP-Za-km-z])[1-9A-HJ-NP-Za-km-z]{107,112}(?![1-9A-HJ-NP-Za-km-z])")


def is_extended_private(value: str) -> bool:
    """A BIP32 extended private key of any network or script (xprv, tprv, yprv, zprv, uprv, vprv, Zprv …): 78
    bytes under a valid checksum — version, depth, parent, child, chain code, then the key, whose first
    byte is 0 for a private key (a public one starts 2 or 3)."""
    payload = base58check(value)
    return payload is not None and len(payload) == 78 and payload[45] == 0


_STELLAR_SEED = pattern_cache.compile(r"(?<![A-Za-z0-9])S[A-Z2-7]{55}(?![A-Za-z0-9])")
_RIPPLE_SEED = pattern_cache.compile(r"(?<![A-Za-z0-9])s[1-9A-HJ-NP-Za-km-z]{28,30}(?![A-Za-z0-9])")
# bech32: a human-readable prefix, "1", then data letters and a six-letter checksum
# (the prefix's words may be joined by "_" or "-", "sk" among them: "ed25519_sk1…", "age-secret-key-1…")
_BECH32_SECRET = pattern_cache.compile(
    r"(?<![A-Za-z0-9_-])(?P<hrp>[a-z0-9]*(?:priv|sec)[a-z]*(?:[_-][a-z0-9]+)*-?|(?:[a-z0-9]+[_-])+sk)1[02-9ac-hj-np-z]{38,}(?![A-Za-z0-9])", re.I
)
_BECH32_LETTERS = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _crc16_xmodem(data: bytes) -> int:
    crc = 0
    for byte in data:
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021 if crc & 0x8000 else crc << 1) & 0xFFFF
    return crc


def _stellar_version(value: str) -> int | None:
    """The version byte of a Stellar key (base32 of a version byte, 32 key bytes and their
    CRC16-XModem), or None when the value is no such key."""
    try:
        raw = base64.b32decode(value + "=" * (-len(value) % 8))
    except (binascii.Error, ValueError):
        return None
    return raw[0] if len(raw) == 35 and int.from_bytes(raw[-2:], "little") == _crc16_xmodem(raw[:-2]) else None


def is_stellar_seed(value: str) -> bool:
    """A Stellar secret seed ("S…", version byte 18 << 3)."""
    return _stellar_version(value) == 18 << 3


def is_stellar_account(value: str) -> bool:
    """A Stellar account id ("G…", version byte 6 << 3): the public key, given out to be paid."""
    return _stellar_version(value) == 6 << 3


def is_ripple_seed(value: str) -> bool:
    payload = base58check(value, _RIPPLE_B58)
    return payload is not None and (
        (len(payload) == 17 and payload[0] == 0x21) or (len(payload) == 19 and payload[:3] == b"\x01\xe1\x4b")
    )


def is_bech32(value: str) -> bool:
    """Whether ``value`` carries a valid bech32 or bech32m checksum (BIP 173 / BIP 350)."""
    value = value.lower()
    hrp, _, data = value.rpartition("1")
    if not hrp or len(data) < 6 or any(c not in _BECH32_LETTERS for c in data):
        return False
    values = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp] + [_BECH32_LETTERS.index(c) for c in data]
    check = 1
    for v in values:
        top = check >> 25
        check = (check & 0x1FFFFFF) << 5 ^ v
        for i, gen in enumerate((0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)):
            if (top >> i) & 1:
                check ^= gen
    return check in (1, 0x2BC830A3)


_HEX_KEY = pattern_cache.compile(r"[0-9a-fA-F](?<![0-9A-Za-z][0-9a-fA-F])(?:x[0-9a-fA-F]{64}|[0-9a-fA-F]{63})(?![0-9A-Za-z])")
# a wallet that takes a key in ("import … into the hardware wallet", "Phantom export ->")
_WALLET_WORD = pattern_cache.compile(
    r"\b(?:import\w*|export\w*)\b[^\n]{0,40}\b(?:wallet|metamask|phantom|ledger|trezor|electrum|solflare)\b|"
    r"\b(?:wallet|metamask|phantom|ledger|trezor|electrum|solflare)\b[^\n]{0,20}\b(?:import\w*|export\w*)|导入钱包|导出私钥",
    re.I,
)
_KEY_NAME = pattern_cache.compile(
    r"private[ _-]?key|priv(?:ate)?[ _-]?key|privkey|\bpriv\b|secret[ _-]?key|signing[ _-]?key|wallet[ _-]?key|"
    r"key ?pair|importprivkey|私钥|私鑰|秘钥|钱包密钥|錢包密鑰|"
    # code that signs with it: ethers/web3 wallets, a Hardhat/Truffle network's accounts
    r"\bWallet\(|\bfromPrivateKey\(|privateKeyToAccount\(|\bfrom_key\(|\bfromKey\(|\baccounts\s*:\s*\[|\bdeployer\b|\bmnemonic\b|"
    # a key named by the chain it unlocks: "the Ethereum key from the 2017 crowdsale"
    r"\b(?:ethereum|ether|eth|bitcoin|btc|solana|wallet|metamask)\b[^\n.]{0,12}?\bkeys?\b",
    re.IGNORECASE,
)
# Digests, hashes and ids of the same shape, named as such (closer than the key name).
_HASH_NAME = pattern_cache.compile(
    r"sha-?\d{0,3}|hash|digest|checksum|txid|tx ?id|tx hash|transaction|commit|block|fingerprint|"
    r"address|public[ _-]?key|pubkey|哈希|摘要|校验|交易|地址|公钥",
    re.IGNORECASE,
)
# a key named after the value as something other than it ("<hex>, not the private key", "不是私钥")
_NOT_IT = pattern_cache.compile(r"\bnot\b|\bisn['’]t\b|不是|并非|而非", re.IGNORECASE)
_BASE58_LONG = pattern_cache.compile(r"(?<![A-Za-z0-9])[1-9A-HJ-NP-Za-km-z]{86,90}(?![A-Za-z0-9])")
# a value labelled by the chain or the wallet that holds it ("- Solana (Phantom): …"); a transaction's
# signature, the same 64 bytes, is labelled as one
_SOLANA_LABEL = pattern_cache.compile(r"\b(?:solana|phantom|solflare|backpack)\b(?![^\n]{0,24}?\b(?:sig(?:nature)?|tx|txid|transaction)\b)[^\n]{0,24}?[:：=][ \t]*$", re.I)
_SOLANA_ARRAY = pattern_cache.compile(r"\[\s*(?:\d{1,3}\s*,\s*){63}\d{1,3}\s*\]")


def scan_wallets(text: str) -> Iterator[Finding]:
    if len(text) >= 51:
        for m in _WIF.finditer(text):
            if is_wif(m.group(0)):
                yield Finding("private_key", m.start(), m.end(), 0.97)
    if len(text) >= 107:
        for m in _EXTENDED_KEY.finditer(text):
            if is_extended_private(m.group(0)):
                yield Finding("private_key", m.start(), m.end(), 0.97)
    if len(text) >= 56:
        for m in _STELLAR_SEED.finditer(text):
            if is_stellar_seed(m.group(0)):
                yield Finding("private_key", m.start(), m.end(), 0.97)
    if len(text) >= 29:
        for m in _RIPPLE_SEED.finditer(text):
            if is_ripple_seed(m.group(0)):
                yield Finding("private_key", m.start(), m.end(), 0.97)
        for m in _BECH32_SECRET.finditer(text):
            if is_bech32(m.group(0)):
                yield Finding("private_key", m.start(), m.end(), 0.97)
    if len(text) >= 64:
        for m in _HEX_KEY.finditer(text):
            # the words before it, reaching back over the line that prints it alone: a tool's warning names the key
            # ("WARNING: The private key will be exported as an unarmored hexadecimal string. … [y/N]: y⏎<hex>")
            line_start = text.rfind("\n", 0, m.start()) + 1
            reach = 100 if text[line_start : m.start()].strip() else 160
            window = text[max(0, m.start() - reach) : m.start()]
            key = None
            for key in _KEY_NAME.finditer(window):
                pass
            if key is None and _WALLET_WORD.search(window):
                key = _WALLET_WORD.search(window)  # "can I import this into the hardware wallet? 3756…": a key to import
            if key is None:
                # named just after it: "里面就一行：<hex>。问了一下说是钱包私钥" (not "<hex> — the address of the key")
                after = text[m.end() : m.end() + 60]
                named = _KEY_NAME.search(after)
                if named and not _HASH_NAME.search(after, 0, named.start()) and not _NOT_IT.search(after, 0, named.start()):
                    yield Finding("private_key", m.start(), m.end(), 0.85)
                continue
            if any(h.start() > key.end() for h in _HASH_NAME.finditer(window)):
                continue  # "private key … its address/hash: <hex>": the nearer name wins
            yield Finding("private_key", m.start(), m.end(), 0.9)
    if len(text) >= 86:  # a Solana keypair as wallets export it: 64 bytes in base58, beside a wallet's word
        for m in _BASE58_LONG.finditer(text):
            raw = base58_bytes(m.group(0))
            if raw is None or len(raw) != 64:
                continue
            before = max(0, m.start() - 80)
            if _WALLET_WORD.search(text, before, m.start() + 1) or _KEY_NAME.search(text, before, m.start()) or _SOLANA_LABEL.search(text, before, m.start()):
                yield Finding("private_key", m.start(), m.end(), 0.9)
    if "[" in text and text.count(",") >= 63:
        for m in _SOLANA_ARRAY.finditer(text):
            if all(int(n) < 256 for n in re.findall(r"\d+", m.group(0))):
                yield Finding("private_key", m.start(), m.end(), 0.85)

