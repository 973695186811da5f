"""The three-way merge of one vault file, front-matter field by field (docs/sync.md).

Two devices changed the same memory: Git hands us the common ancestor and both sides.
Text merging would put conflict markers into YAML whenever both touched neighbouring
lines (a confirm on one side, a reject on the other: ``state:`` and ``updated:``), so
the front matter is merged as fields:

- a field changed on one side only takes that side's value; changed to the same value
  on both, that value;
- changed differently on both, the field's rule decides: the latest of two times, the
  lower of two confidences (less certainty when unsure), the union of two lists of ids
  or tags minus what either side removed, a state by the governance rules below;
  otherwise this device's value is kept and the field is a **disagreement**;
- a forgotten object (a tombstone) wins whole: merging in the other side's fields would
  bring back what the user asked to forget;
- bodies merge as text (``git merge-file``); a memory's link footer is regenerated from
  the merged fields; a body both sides rewrote differently keeps this device's and is a
  disagreement.

States both sides changed: a rejection and a confirmation become ``conflicted`` (an
open question, ``Merged.disagreements``); otherwise the stronger act wins — a
supersession (a newer version exists on that side) over a rejection over a raised
conflict over a confirmation over archiving, staleness and candidacy.

The result never holds conflict markers: what cannot be merged is kept as this device's
version and reported, and the caller turns reports into questions.
"""

from __future__ import annotations

import re
import subprocess
import tempfile
from dataclasses import dataclass, field
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any

from ..errors import DocumentError
from .files import Document, parse_document, rewrite_document
from .inbox_note import INBOX
from .inbox_note import merge as merge_inbox
from .layout import REVIEWS, placement

# The stronger act wins when both sides moved a memory to different states.
_STATE_RANK = {
    "deleted": 10, "superseded": 9, "rejected": 8, "conflicted": 7, "confirmed": 6, "archived": 5,
    "stale": 4, "pending_review": 3, "inferred": 2, "extracted": 1, "captured": 0,
}  # fmt: skip
# An issue's status: an answer beats a question still open.
_STATUS_RANK = {"resolved": 3, "dismissed": 3, "waiting_user": 1, "open": 0}
_LATEST = {
    "updated",
    "last_confirmed",
    "last_accessed",
    "last_seen",
    "resolved",
    "ask_after",
}
_LOWEST = {"confidence"}
_UNION = {"evidence", "tags", "aliases", "memories"}


@dataclass
class Merged:
    """A merged file, and what the two sides disagreed on (empty: a clean merge)."""

    content: bytes
    kind: str | None  # memory, evidence, issue, secret_ref; None for any other file
    object_id: str | None
    disagreements: list[str] = field(default_factory=list)  # field names, "body", or "file"
    notes: list[str] = field(default_factory=list)  # merged by a rule the user may want to know


def merge_file(rel: str, base: bytes | None, ours: bytes, theirs: bytes) -> Merged:
    """Merge ``ours`` and ``theirs`` of the file at ``rel`` (``base``: their common
    ancestor, None when both sides added the file)."""
    place = placement(rel)
    kind = place.kind if place else None
    if ours == theirs or base == theirs:
        return Merged(ours, kind, _id_of(rel, kind))
    if base == ours:
        return Merged(theirs, kind, _id_of(rel, kind))
    if rel == INBOX:
        # the inbox note is generated, but its ticks and notes are the user's: both kept
        return Merged(merge_inbox(base, ours, theirs), None, None, notes=["the inbox note: ticks and notes of both kept"])
    if kind is None and rel.startswith(f"{REVIEWS}/"):
        # a review report is generated (both devices ran `mim maintain` the same day):
        # the later one is kept, and nothing is asked
        return Merged(max((ours, theirs), key=_generated_at), None, None, notes=["a generated review report: the later one kept"])
    if kind is None:
        text, clean = merge_text(base or b"", ours, theirs)
        return Merged(text if clean else ours, None, None, [] if clean else ["file"])
    try:
        docs = [parse_document(data, rel) if data is not None else None for data in (base, ours, theirs)]
    except DocumentError:
        text, clean = merge_text(base or b"", ours, theirs)
        return Merged(text if clean else ours, kind, _id_of(rel, kind), [] if clean else ["file"])
    base_doc, ours_doc, theirs_doc = docs
    assert ours_doc is not None and theirs_doc is not None
    object_id = _id_of(rel, kind)
    for side, doc in ((ours, ours_doc), (theirs, theirs_doc)):
        if _tombstone(kind, doc.meta):
            return Merged(
                side,
                kind,
                object_id,
                notes=["forgotten on one device: the forgetting wins"],
            )
    return _merge_documents(kind, object_id, base_doc, ours_doc, theirs_doc, ours)


def _merge_documents(
    kind: str,
    object_id: str | None,
    base: Document | None,
    ours: Document,
    theirs: Document,
    ours_bytes: bytes,
) -> Merged:
    base_meta = base.meta if base is not None else {}
    merged: dict[str, Any] = {}
    disagreements: list[str] = []
    notes: list[str] = []
    keys = list(ours.meta) + [k for k in theirs.meta if k not in ours.meta]
    for key in keys:
        missing = _MISSING
        b, o, t = (
            base_meta.get(key, missing),
            ours.meta.get(key, missing),
            theirs.meta.get(key, missing),
        )
        if _same(o, t) or _same(b, t):
            value = o
        elif _same(b, o):
            value = t
        else:
            value, disagreed, note = _both_changed(kind, key, b, o, t)
            if disagreed:
                disagreements.append(key)
            if note:
                notes.append(note)
        if value is not missing:
            merged[key] = value
    body, body_clean = _merge_body(kind, base, ours, theirs, merged)
    if not body_clean:
        disagreements.append("body")
    if kind == "memory" and disagreements and merged.get("state") not in ("deleted", "superseded", "rejected"):
        merged["state"] = "conflicted"  # neither side's version is served as certain until the user chooses
    changes = {k: v for k, v in merged.items() if not _same(ours.meta.get(k, _MISSING), v)}
    removals = [k for k in ours.meta if k not in merged]
    if not changes and not removals and body == ours.body:
        return Merged(ours_bytes, kind, object_id, disagreements, notes)
    content = rewrite_document(ours, changes, removals, None if body == ours.body else body, _field_order(kind))
    return Merged(content.encode("utf-8"), kind, object_id, disagreements, notes)


def _both_changed(kind: str, key: str, base: Any, ours: Any, theirs: Any) -> tuple[Any, bool, str | None]:
    """(merged value, whether it is a disagreement, a note) for a field both sides changed."""
    if kind == "memory" and key == "state" and isinstance(ours, str) and isinstance(theirs, str):
        if {ours, theirs} == {"confirmed", "rejected"}:
            return "conflicted", True, None
        winner = max((ours, theirs), key=lambda s: _STATE_RANK.get(s, -1))
        return (
            winner,
            False,
            f"state: {ours} here, {theirs} there: {winner} kept (the stronger act)",
        )
    if kind == "issue" and key == "status" and isinstance(ours, str) and isinstance(theirs, str):
        if _STATUS_RANK.get(ours, 0) != _STATUS_RANK.get(theirs, 0):
            return (
                max((ours, theirs), key=lambda s: _STATUS_RANK.get(s, 0)),
                False,
                None,
            )
        return ours, True, None
    if ours is _MISSING or theirs is _MISSING:
        # removed on one side, changed on the other: the change is the newer act
        return (theirs if ours is _MISSING else ours), False, None
    if key in _LATEST and _instant(ours) is not None and _instant(theirs) is not None:
        return (ours if _instant(ours) >= _instant(theirs) else theirs), False, None  # type: ignore[operator]
    if key in _LOWEST and _number(ours) is not None and _number(theirs) is not None:
        return min(ours, theirs), False, None
    if key in _UNION and isinstance(ours, list) and isinstance(theirs, list):
        before = base if isinstance(base, list) else []
        dropped = [x for x in before if x not in ours or x not in theirs]
        value = [x for x in ours if x not in dropped] + [x for x in theirs if x not in ours and x not in dropped]
        return value, False, None
    return ours, True, None


def _merge_body(
    kind: str,
    base: Document | None,
    ours: Document,
    theirs: Document,
    merged: dict[str, Any],
) -> tuple[str, bool]:
    """The merged body, and whether it merged cleanly (else: this device's)."""
    if kind != "memory":
        if ours.body == theirs.body:
            return ours.body, True
        text, clean = merge_text(
            (base.body if base else "").encode(),
            ours.body.encode(),
            theirs.body.encode(),
        )
        return (text.decode("utf-8") if clean else ours.body), clean
    from ..kinds import memory_links, split_memory_body

    parts = [split_memory_body(doc.body)[0] if doc is not None else "" for doc in (base, ours, theirs)]
    base_text, ours_text, theirs_text = parts
    if ours_text == theirs_text or base_text == theirs_text:
        text, clean = ours_text, True
    elif base_text == ours_text:
        text, clean = theirs_text, True
    else:
        out, clean = merge_text(
            base_text.encode() + b"\n",
            ours_text.encode() + b"\n",
            theirs_text.encode() + b"\n",
        )
        text = out.decode("utf-8").rstrip("\n") if clean else ours_text
    links = memory_links(
        _ids(merged.get("evidence")),
        merged.get("supersedes"),
        merged.get("superseded_by"),
    )
    if text == ours_text and links == memory_links(
        _ids(ours.meta.get("evidence")),
        ours.meta.get("supersedes"),
        ours.meta.get("superseded_by"),
    ):
        return ours.body, clean
    body = f"{text.rstrip()}\n\n{links}\n" if text.strip() and links else (text.rstrip() or links) + "\n"
    return body, clean


def merge_text(base: bytes, ours: bytes, theirs: bytes) -> tuple[bytes, bool]:
    """A line-based three-way merge (``git merge-file``): (result, clean). Not clean:
    the result holds conflict markers and must not be used."""
    with tempfile.TemporaryDirectory(prefix="mim-merge-") as tmp:
        paths = []
        for name, data in (("ours", ours), ("base", base), ("theirs", theirs)):
            path = Path(tmp) / name
            path.write_bytes(data)
            paths.append(str(path))
        done = subprocess.run(["git", "merge-file", "-p", "-q", *paths], capture_output=True)
    return done.stdout, done.returncode == 0


class _Missing:
    def __repr__(self) -> str:
        return "<missing>"


_MISSING: Any = _Missing()


def _same(a: Any, b: Any) -> bool:
    if a is _MISSING or b is _MISSING:
        return a is b
    return a == b or (_instant(a) is not None and _instant(a) == _instant(b))


def _instant(value: Any) -> datetime | None:
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=timezone.utc)
    if isinstance(value, date):
        return datetime(value.year, value.month, value.day, tzinfo=timezone.utc)
    if isinstance(value, str):
        try:
            parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return None
        return parsed if parsed.tzinfo else parsed.replace(tzinfo=timezone.utc)
    return None


def _number(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _ids(value: Any) -> list[str]:
    return [str(v) for v in value] if isinstance(value, list) else []


def _tombstone(kind: str, meta: dict[str, Any]) -> bool:
    return (kind in ("memory", "secret_ref") and meta.get("state") == "deleted") or (
        kind == "evidence" and bool(meta.get("deleted"))
    )


def _generated_at(report: bytes) -> str:
    found = re.search(rb"^generated: (\S+)", report, re.M)
    return found.group(1).decode("ascii", "replace") if found else ""


def _id_of(rel: str, kind: str | None) -> str | None:
    return rel.rsplit("/", 1)[-1].removesuffix(".md") if kind else None


def _field_order(kind: str) -> tuple[str, ...]:
    from ..model import MODELS

    return MODELS[kind].FIELD_ORDER
