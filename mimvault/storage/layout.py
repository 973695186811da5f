"""Where each object lives in a vault (DESIGN §2), as vault-relative POSIX paths."""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from ..ids import PREFIX_KIND, id_time, validate_id
from ..kinds import MemoryType

MEMORIES = "memories"
EVIDENCE = "evidence"
ISSUES = "issues"
SECRETS = "secrets"
REVIEWS = "reviews"
CACHE = ".mimvault/cache"
TEMP_SUFFIX = ".tmp"  # a file being written, renamed into place when whole
JOURNAL = f"{CACHE}/txn.json"  # the operation in flight (``storage.transaction``), for recovery

# The largest object file mimvault reads (bytes): past it a file is reported once, in
# milliseconds, never parsed, indexed or committed (a pasted 50 MB log cost minutes).
MAX_OBJECT_BYTES = 1_000_000
MAX_EVIDENCE_BYTES = 4_000_000  # a capture takes 1 MB of text; an import's entry, its front matter

# The folders holding object files, by kind.
KIND_FOLDER = {"memory": MEMORIES, "evidence": EVIDENCE, "issue": ISSUES, "secret_ref": SECRETS}
FOLDER_KIND = {folder: kind for kind, folder in KIND_FOLDER.items()}


def canonical_path(object_id: str, memory_type: str | None = None, now: datetime | None = None) -> str:
    """Where an object with this id (and, for a memory, this type) belongs."""
    kind = PREFIX_KIND[validate_id(object_id)[:3]]
    if kind == "memory":
        if memory_type is None:
            raise ValueError("a memory's path needs its type")
        return f"{MEMORIES}/{MemoryType(memory_type).value}/{object_id}.md"
    if kind == "evidence":
        made = id_time(object_id) or now or datetime.now(timezone.utc)
        return f"{EVIDENCE}/{made:%Y}/{made:%m}/{object_id}.md"
    return f"{KIND_FOLDER[kind]}/{object_id}.md"


@dataclass(frozen=True)
class Placement:
    """What a path says about the file in it: the kind its folder holds, and more."""

    kind: str
    memory_type: str | None = None  # the type folder under memories/, for memories


def placement(rel: str) -> Placement | None:
    """The kind of object a vault-relative ``*.md`` path is expected to hold, if any."""
    parts = rel.split("/")
    if len(parts) < 2 or not parts[-1].endswith(".md") or parts[-1].startswith("."):
        return None
    kind = FOLDER_KIND.get(parts[0])
    if kind is None:
        return None
    if parts[-1] == "README.md":
        return None  # a folder's own explanation, not an object
    if kind == "memory":
        return Placement(kind, parts[1] if len(parts) == 3 else None)
    return Placement(kind)


def expected_folder_problem(rel: str, object_id: str, kind: str, memory_type: str | None) -> str | None:
    """Why ``rel`` is the wrong place for this object, or None if it is right."""
    stem = rel.rsplit("/", 1)[-1][:-3]
    if stem != object_id:
        return f"the file name does not match its id {object_id}: rename it to {object_id}.md"
    place = placement(rel)
    folder = KIND_FOLDER[kind]
    if place is None or place.kind != kind:
        return f"a {kind} file belongs under {folder}/, not here"
    if kind == "memory":
        want = f"{MEMORIES}/{memory_type}/{object_id}.md"
        if rel != want:
            return f"a {memory_type} memory belongs in {MEMORIES}/{memory_type}/: move it to {want}"
    if kind in ("issue", "secret_ref") and rel != f"{folder}/{object_id}.md":
        return f"move it to {folder}/{object_id}.md"
    if kind == "evidence" and len(rel.split("/")) != 4:
        return f"evidence belongs in {EVIDENCE}/<yyyy>/<mm>/: move it to {canonical_path(object_id)}"
    return None


def too_large(rel: str, size: int) -> str | None:
    """Why a file of ``size`` bytes at ``rel`` is too large to be an object, or None."""
    limit = MAX_EVIDENCE_BYTES if rel.startswith(f"{EVIDENCE}/") else MAX_OBJECT_BYTES
    if size <= limit:
        return None
    return f"{size / 1e6:.1f} MB is more than an object file may be ({limit / 1e6:.0f} MB); move the text out (`mim import` takes long documents)"


def journal_drafts(journal: Path) -> list[tuple[Path, int]]:
    """The journal drafts (``.txn.json.<pid>.tmp``) in the journal's folder, with their pid."""
    try:
        names = os.listdir(journal.parent)
    except FileNotFoundError:
        return []
    prefix = f".{journal.name}."
    drafts = []
    for name in names:
        pid = name[len(prefix) : -len(TEMP_SUFFIX)] if name.startswith(prefix) and name.endswith(TEMP_SUFFIX) else ""
        if pid.isdigit():
            drafts.append((journal.parent / name, int(pid)))
    return drafts
