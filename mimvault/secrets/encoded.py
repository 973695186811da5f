"""Secrets carried inside an encoding: a hex or base64 blob whose bytes are text that holds one.

Tools export keys wrapped this way — ``lotus wallet export`` prints hex of a JSON object whose
``PrivateKey`` is the key, a Kubernetes manifest keeps ``.dockerconfigjson`` in base64. A blob
of random bytes decodes to no text at all, so the test is cheap and structural: decode, keep
it only when the bytes read as text, and scan that text as any other. The blob is the secret's
span: it is what is written, and what must not reach disk.

    text_blobs('7b2254797065223a22736563703235366b31222c22507269766174654b6579223a22…227d')
        -> [(0, 154, '{"Type":"secp256k1","PrivateKey":"f/51…="}')]

The detector (``secrets.scan``) scans what this module decodes; this module knows nothing of it.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterator

from .. import pattern_cache

# hex of at least 24 bytes, whole bytes; base64 of at least 24 characters, padded to its measure
_HEX = pattern_cache.compile(r"(?<![0-9A-Za-z])(?:[0-9a-fA-F]{2}){24,}(?![0-9A-Za-z])")
_BASE64 = pattern_cache.compile(r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{24,}={0,2}(?![A-Za-z0-9+/=])")


def _as_text(raw: bytes) -> str | None:
    """The bytes as text when they are text: UTF-8, nearly all of it printable."""
    try:
        decoded = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    printable = sum(ch.isprintable() or ch in "\n\r\t" for ch in decoded)
    return decoded if len(decoded) >= 16 and printable >= 0.97 * len(decoded) else None


def _decoded(blob: str) -> str | None:
    if all(ch in "0123456789abcdefABCDEF" for ch in blob):
        return _as_text(bytes.fromhex(blob)) if len(blob) % 2 == 0 else None  # (hex is read as hex only)
    if len(blob) % 4:
        return None
    try:
        return _as_text(base64.b64decode(blob, validate=True))
    except (binascii.Error, ValueError):
        return None


def text_blobs(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, decoded text) of each hex or base64 blob of ``text`` whose bytes are text."""
    seen = set()
    for pattern in (_HEX, _BASE64):
        for m in pattern.finditer(text):
            if m.span() in seen:
                continue
            seen.add(m.span())
            decoded = _decoded(m.group())
            if decoded is not None:
                yield m.start(), m.end(), decoded
