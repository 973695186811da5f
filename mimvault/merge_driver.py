"""``python -m mimvault.merge_driver %O %A %B %P``: Git's merge driver for vault files.

Registered by ``.gitattributes`` (``merge=mimvault``) and the repository config that
``mim init``, ``mim clone`` and ``mim doctor --fix`` write. Git calls it for each file
both sides changed; it writes the merged file over ``%A`` (never with conflict markers)
and exits 0. What the two sides disagreed on is recorded in ``.git/mimvault/merges/``
for ``mim sync`` to turn into questions. On an unexpected failure it leaves ``%A`` as
this device's version and exits 1: Git then marks the file unmerged (without markers),
and ``mim sync --continue`` finishes it.
"""

from __future__ import annotations

import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 4:
        print(
            "usage: python -m mimvault.merge_driver BASE OURS THEIRS PATH",
            file=sys.stderr,
        )
        return 2
    base_file, ours_file, theirs_file, rel = argv
    try:
        from .storage.merge import merge_file
        from .storage.merge_records import save_record

        base = Path(base_file).read_bytes() or None  # an add/add merge has an empty ancestor
        ours = Path(ours_file).read_bytes()
        theirs = Path(theirs_file).read_bytes()
        merged = merge_file(rel, base, ours, theirs)
        Path(ours_file).write_bytes(merged.content)
        if merged.disagreements or merged.notes:
            save_record(Path.cwd(), rel, merged, ours, theirs)
    except Exception as exc:  # noqa: BLE001 - Git shows this line; the file stays unmerged, never marked
        print(
            f"mimvault merge driver: {rel}: {type(exc).__name__}: {exc}",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
