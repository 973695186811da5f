"""Writing the index's own files: whole, through a temp file and a rename."""

from __future__ import annotations

import os
from pathlib import Path

VECTOR_ROWS = "rows.bin"  # the vector store's row table: there are vectors when it exists


def replace_file(path: Path, *chunks: bytes) -> None:
    """Write ``path`` whole through a temp file and a rename: a reader maps the old file
    or the new one, never half of one (no fsync: the index is derived, and a write
    cut short is found inconsistent and rebuilt)."""
    tmp = path.with_name(path.name + ".tmp")
    with tmp.open("wb") as out:
        for chunk in chunks:
            out.write(chunk)
    os.replace(tmp, path)
