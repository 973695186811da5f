"""What a merge of two devices' changes could not settle by itself, kept in
``.git/mimvault/merges/`` (per device, never committed) until ``mim sync`` turns it into
questions. Both versions are in Git's history already: the record adds no new text."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from .merge import Merged

RECORDS = "mimvault/merges"  # under the repository's .git folder


def records_dir(root: Path) -> Path:
    return root / ".git" / RECORDS


def save_record(root: Path, rel: str, merged: Merged, ours: bytes, theirs: bytes) -> None:
    folder = records_dir(root)
    folder.mkdir(parents=True, exist_ok=True)
    record = {
        "path": rel, "kind": merged.kind, "id": merged.object_id, "disagreements": merged.disagreements,
        "notes": merged.notes, "ours": ours.decode("utf-8", "replace"), "theirs": theirs.decode("utf-8", "replace"),
        "at": time.time(),
    }  # fmt: skip
    name = f"{time.time_ns()}-{os.getpid()}.json"
    tmp = folder / f".{name}.tmp"
    tmp.write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    os.replace(tmp, folder / name)


def pending_records(root: Path) -> list[tuple[Path, dict[str, Any]]]:
    """The records waiting, oldest first (unreadable ones are skipped)."""
    folder = records_dir(root)
    if not folder.is_dir():
        return []
    out = []
    for path in sorted(folder.glob("*.json")):
        try:
            out.append((path, json.loads(path.read_text(encoding="utf-8"))))
        except (OSError, ValueError):
            continue
    return out
