"""Secrets a record's own schema names, whatever words stand around it.

Some formats say which member is secret by their definition, not by a word near it: a JSON
Web Key holds its private part in ``d`` (RFC 7517/7518: ``"kty"`` says it is a key, ``"d"``
the private exponent or seed; ``"k"`` a symmetric key), an authenticator's export keeps the
seed of a one-time-password entry in ``secret`` (an entry whose ``type`` is TOTP or HOTP;
the seed as base32 text or as a list of signed bytes), and a Go MySQL data source name puts
the password between the user and ``@tcp(``, OpenWrt's wireless config its passphrase in a
wifi-iface's ``option key``, a KeePass XML export names each value by its ``<Key>``, and pam_oath's
users file a token's seed in the fourth field of an ``HOTP…`` line. A public JWK (``kty``, ``x``, ``y``, ``n``,
``e`` only) names no secret.

    scan_records('{"kty":"OKP","crv":"Ed25519","d":"Po7P…","x":"Bka…"}') -> [Finding("private_key", …)]
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import pattern_cache
from ._finding import Finding
from .benign import is_placeholder
from .fields import credential_kind

# one JSON object's members, without nested objects: where a key's members are read together
_OBJECT = pattern_cache.compile(r"\{[^{}]{0,4000}\}")
_JWK_KIND = pattern_cache.compile(r"""["']kty["']\s*:\s*["'](?:OKP|EC|RSA|oct)["']""")
_JWK_PRIVATE = pattern_cache.compile(r"""["'](?P<m>d|k|p|q|dp|dq|qi)["']\s*:\s*["'](?P<v>[A-Za-z0-9_-]{16,})["']""")
_OTP_TYPE = pattern_cache.compile(r"""["'](?:type|otp_type|kind)["']\s*:\s*["'](?:totp|hotp|steam)["']""", re.I)
_OTP_SEED = pattern_cache.compile(
    r"""["'](?:secret|seed|key)["']\s*:\s*(?:(?P<bytes>\[\s*-?\d{1,3}(?:\s*,\s*-?\d{1,3}){9,}\s*\])|["'](?P<v>[A-Za-z2-7=\s]{16,})["'])"""
)
# OpenWrt's wireless config: a wifi-iface section's `option key '…'` is its passphrase
_UCI_KEY = pattern_cache.compile(r"""(?m)^[ \t]*option[ \t]+key[ \t]+(?P<q>['"]?)(?P<v>[^'"\s]{8,63})(?P=q)[ \t]*$""")
# a password manager's XML export (KeePass): each entry's <Key> names what its <Value> holds
_KEEPASS_PAIR = pattern_cache.compile(r"<Key>(?P<k>[^<\n]{1,60})</Key>\s*<Value(?:\s[^>]*)?>(?P<v>[^<\n]{1,200})</Value>")
_SECURITY_QUESTION_KEY = pattern_cache.compile(r"\b(?:security|secret|memorable)\s+(?:q|question)s?\b|密保|安全问题", re.I)
# pam_oath / oathtool's users file (/etc/users.oath): "HOTP/T30/6  user  -  <hex seed>" — the type, the user,
# a PIN or "-", then the token's seed in hex
_USERS_OATH = pattern_cache.compile(r"(?m)^[ \t]*HOTP(?:/[TE]\d+(?:/\d)?)?[ \t]+\S+[ \t]+\S+[ \t]+(?P<v>[0-9a-fA-F]{20,128})(?![0-9A-Za-z])")
# go-sql-driver/mysql: user:PASSWORD@tcp(host:port)/db (also unix(…), udp(…))
_GO_DSN = pattern_cache.compile(r"""(?<![\w.-])[\w.$-]{1,64}:(?P<v>[^@\s"'`/]{3,128})@(?:tcp|tcp6|unix|udp)\(""")


def scan_records(text: str) -> Iterator[Finding]:
    if "{" in text and ("kty" in text or re.search(r"otp|steam", text, re.I)):
        for obj in _OBJECT.finditer(text):
            body = obj.group(0)
            if _JWK_KIND.search(body):
                for m in _JWK_PRIVATE.finditer(body):
                    kind = "api_key" if m.group("m") == "k" else "private_key"
                    yield Finding(kind, obj.start() + m.start("v"), obj.start() + m.end("v"), 0.95)
            if _OTP_TYPE.search(body):
                for m in _OTP_SEED.finditer(body):
                    group = "bytes" if m.group("bytes") else "v"
                    if group == "v" and is_placeholder(m.group("v")):
                        continue
                    yield Finding("totp_secret", obj.start() + m.start(group), obj.start() + m.end(group), 0.95)
    if "option" in text and re.search(r"wifi-iface|option[ \t]+encryption[ \t]+['\"]?(?:psk|sae)", text):
        for m in _UCI_KEY.finditer(text):
            if not is_placeholder(m.group("v")):
                yield Finding("wifi_password", m.start("v"), m.end("v"), 0.9)
    if "<Key>" in text:
        for m in _KEEPASS_PAIR.finditer(text):
            name, value = m.group("k").strip(), m.group("v").strip()
            kind = "security_answer" if _SECURITY_QUESTION_KEY.search(name) else credential_kind(name)
            if kind and value and not is_placeholder(value):
                yield Finding(kind, m.start("v"), m.start("v") + len(m.group("v").rstrip()), 0.9)
    if "HOTP" in text:
        for m in _USERS_OATH.finditer(text):
            yield Finding("totp_secret", m.start("v"), m.end("v"), 0.95)
    if "@" in text and "(" in text:
        for m in _GO_DSN.finditer(text):
            if not is_placeholder(m.group("v")) and not m.group("v").startswith(("$", "%", "{")):
                yield Finding("connection_string", m.start("v"), m.end("v"), 0.9)
