"""The mark a `mim sync` leaves while it merges, and the undoing of a merge a killed
sync left half-made."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import GitError

if TYPE_CHECKING:
    from .git import Git

# --- the merge a `mim sync` is making -----------------------------------------------
# Sync merges under the vault lock and marks its merge first. Whoever holds the lock
# and still finds the mark knows its sync died mid-merge (the kernel dropped the lock
# with it) and undoes that merge; a merge a person began with `git pull` has no mark
# and stays theirs to finish.
SYNC_MERGE = "mimvault/sync-merge.json"  # under the repository's .git folder


def mark_sync_merge(root: Path, head: str | None, theirs: str) -> None:
    import json
    import time

    from .store import atomic_write

    path = root / ".git" / SYNC_MERGE
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, json.dumps({"head": head, "theirs": theirs, "started": time.time()}).encode("utf-8"))


def unmark_sync_merge(root: Path, *, committed: bool) -> None:
    """The sync's merge is over: committed (its disagreements wait to be asked) or
    undone (what it recorded goes with it)."""
    path = root / ".git" / SYNC_MERGE
    if not path.exists():
        return
    if not committed:
        _drop_records_since(root, float(_read_mark(path).get("started") or 0))
    path.unlink(missing_ok=True)


def _read_mark(path: Path) -> dict:
    import json

    try:
        mark = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}  # gone, or torn: nothing to undo by
    return mark if isinstance(mark, dict) else {}


def undo_interrupted_sync_merge(root: Path) -> str | None:
    """Under the vault lock: undo the merge a killed ``mim sync`` left half-made; returns
    a notice saying so, or None (no such merge, or a git of it still running)."""
    from .git import Git, git_running_in

    path = root / ".git" / SYNC_MERGE
    if not path.exists():
        return None
    mark = _read_mark(path)
    if git_running_in(root):
        return None  # the dead sync's own git still at work: the next command looks again
    git = Git(root)
    head, theirs = mark.get("head"), mark.get("theirs")
    if git.head() != head or not isinstance(head, str) or not isinstance(theirs, str):
        # committed (HEAD moved on), or a mark too torn to undo by: the merge is Git's to show
        unmark_sync_merge(root, committed=git.head() != head)
        return None
    if (root / ".git" / "MERGE_HEAD").exists():
        try:
            git.run("merge", "--abort")
        except GitError:
            return None  # left as Git has it: doctor names the merge and how to finish it
    # Killed while Git checked the merge out (before MERGE_HEAD): files it wrote are put back.
    _put_back_merged_files(root, git, head, theirs)
    unmark_sync_merge(root, committed=False)
    return "an interrupted `mim sync` had begun merging another device's changes: undone; run `mim sync` again"


def _put_back_merged_files(root: Path, git: Git, head: str, theirs: str) -> None:
    """Each file the merge can have written that holds the other device's (or the
    merged) version goes back to HEAD's; any other content is a person's and stays."""
    out = git.run_bytes("diff", "--name-only", "-z", "--no-renames", head, theirs)
    rels = [name.decode("utf-8", "surrogateescape") for name in out.split(b"\0") if name]
    if not rels:
        return
    versions = [theirs] + (["AUTO_MERGE"] if (root / ".git" / "AUTO_MERGE").exists() else [])
    for rel in rels:
        file = root / rel
        try:
            here = file.read_bytes() if file.is_file() else None
        except OSError:
            continue
        ours, *written = git.read_blobs([f"{rev}:{rel}" for rev in (head, *versions)])
        if here == ours:
            continue
        # Git writes a file in place: one killed mid-write holds the start of its version
        if here is None and None not in written or here is not None and not any(
            blob is not None and blob.startswith(here) for blob in written
        ):
            continue
        if ours is not None:
            file.write_bytes(ours)
        else:
            file.unlink(missing_ok=True)
    git.reset_index(rels)


def _drop_records_since(root: Path, started: float) -> None:
    from .merge_records import pending_records

    for path, record in pending_records(root):
        if float(record.get("at") or 0) >= started:
            path.unlink(missing_ok=True)
