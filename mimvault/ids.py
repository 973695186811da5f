"""Object ids: a kind prefix and a time-sortable ULID, e.g. ``mem_01JDX8Q4ZK3V8T6N2M4P5R7S9W``.

An id is also the file's stem, so validation is a security boundary: no path
separators, no dots, nothing that could walk out of the vault.
"""

from __future__ import annotations

import os
import re
import threading
from datetime import datetime, timezone

from .errors import InvalidIdError

PREFIX_KIND = {"mem": "memory", "evt": "evidence", "iss": "issue", "sec": "secret_ref"}
KIND_PREFIX = {kind: prefix for prefix, kind in PREFIX_KIND.items()}

_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_ULID_RE = re.compile(r"[0-9A-HJKMNP-TV-Z]{26}")
# Generated ids are ULIDs; ids written by hand in an editor may be any short slug.
ID_RE = re.compile(r"(mem|evt|iss|sec)_[0-9A-Za-z][0-9A-Za-z_-]{0,99}")

_lock = threading.Lock()
_last = (0, 0)  # (milliseconds, random) of the last ULID, for monotonic order


def _encode(value: int) -> str:
    chars = []
    for _ in range(26):
        chars.append(_CROCKFORD[value & 31])
        value >>= 5
    return "".join(reversed(chars))


def new_id(kind: str, now: datetime | None = None) -> str:
    """A fresh id for ``kind`` (memory, evidence, issue, secret_ref), sortable by time.

    Ids made in the same millisecond keep their order (monotonic ULID); an id always
    carries the time it was made for.
    """
    global _last
    prefix = KIND_PREFIX[kind]
    ms = int((now or datetime.now(timezone.utc)).timestamp() * 1000)
    with _lock:
        last_ms, last_rand = _last
        if ms == last_ms:
            rand = last_rand + 1
        else:
            rand = int.from_bytes(os.urandom(10), "big") >> 1  # room to increment
        _last = (ms, rand)
    return f"{prefix}_{_encode((ms << 80) | rand)}"


def validate_id(value: object, kind: str | None = None) -> str:
    """Return ``value`` if it is a well-formed id (of ``kind`` if given), else raise."""
    if not isinstance(value, str) or not ID_RE.fullmatch(value):
        shown = repr(value)[:60]
        raise InvalidIdError(
            f"{shown} is not a valid id: expected mem_/evt_/iss_/sec_ followed by letters, digits, '_' or '-'"
        )
    if kind is not None and PREFIX_KIND[value[:3]] != kind:
        raise InvalidIdError(f"{value} is not a {kind} id (expected prefix {KIND_PREFIX[kind]}_)")
    return value


def kind_of(object_id: str) -> str:
    """The object kind an id names: memory, evidence, issue or secret_ref."""
    return PREFIX_KIND[validate_id(object_id)[:3]]


def id_time(object_id: str) -> datetime | None:
    """When a generated id was made (UTC), or None for a hand-written id."""
    suffix = object_id[4:]
    if not _ULID_RE.fullmatch(suffix):
        return None
    value = 0
    for ch in suffix:
        value = value * 32 + _CROCKFORD.index(ch)
    return datetime.fromtimestamp((value >> 80) / 1000, tz=timezone.utc)
