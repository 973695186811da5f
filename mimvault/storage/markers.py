"""A merge in progress, and Git's conflict markers in a file: neither is ever committed,
indexed or served (a ``<<<<<<< HEAD`` line is no memory)."""

from __future__ import annotations

import re
from pathlib import Path

# Git writes "<<<<<<< ours", optionally "||||||| base", "=======", ">>>>>>> theirs".
# A "=======" line alone is a Markdown heading underline: only the three in order count.
_OPEN = re.compile(r"<{7}(?: .*)?")
_SEPARATOR = re.compile(r"={7}")
_CLOSE = re.compile(r">{7}(?: .*)?")

MARKER_REASON = (
    "holds Git conflict markers (a merge left unfinished): run `mim sync --continue`, "
    "or edit the file down to one version"
)

# What Git leaves in .git while an operation that can stop half-way waits for the user.
_IN_PROGRESS = {
    "MERGE_HEAD": ("a Git merge", "`mim sync --continue` (or `git merge --abort`)"),
    "rebase-merge": (
        "a Git rebase",
        "`git rebase --continue` (or `git rebase --abort`)",
    ),
    "rebase-apply": (
        "a Git rebase",
        "`git rebase --continue` (or `git rebase --abort`)",
    ),
    "CHERRY_PICK_HEAD": (
        "a Git cherry-pick",
        "`git cherry-pick --continue` (or `--abort`)",
    ),
    "REVERT_HEAD": ("a Git revert", "`git revert --continue` (or `--abort`)"),
}


def conflict_marker_line(text: str) -> int | None:
    """The line (1-based) where a block of Git conflict markers opens, or None."""
    if "<<<<<<<" not in text:
        return None
    opened = separated = None
    for n, line in enumerate(text.splitlines(), 1):
        if _OPEN.fullmatch(line):
            opened, separated = n, None
        elif opened is not None and _SEPARATOR.fullmatch(line):
            separated = n
        elif separated is not None and _CLOSE.fullmatch(line):
            return opened
    return None


def in_progress(root: Path) -> tuple[str, str] | None:
    """(what, how to finish it) when Git is in the middle of a merge, rebase or
    cherry-pick in this vault, else None."""
    git_dir = root / ".git"
    for name, what in _IN_PROGRESS.items():
        if (git_dir / name).exists():
            return what
    return None


def in_progress_message(root: Path) -> str | None:
    """One line saying what Git is in the middle of and how to finish it, or None."""
    found = in_progress(root)
    if found is None:
        return None
    what, how = found
    return f"{what} is in progress in this vault: finish it with {how}, then try again; nothing was changed"


def marked_files(root: Path) -> list[tuple[str, int, str]]:
    """(path, line, "work tree" or "HEAD") for each file holding conflict markers: found by
    ``git grep`` (tracked and untracked files, then HEAD), confirmed line by line here."""
    import subprocess

    found: dict[tuple[str, str], int] = {}
    pattern = ["-e", "^<<<<<<<"]
    for where, args in (("work tree", ["--untracked"]), ("HEAD", ["HEAD"])):
        done = subprocess.run(
            ["git", "grep", "-l", "-I", "-z", *pattern, *args, "--", "."],
            cwd=root,
            capture_output=True,
        )
        if done.returncode not in (0, 1):
            continue  # not a repository, no commit yet
        for name in done.stdout.decode("utf-8", "surrogateescape").split("\0"):
            rel = name.removeprefix("HEAD:") if where == "HEAD" else name
            if not rel or (where == "HEAD" and any(r == rel for r, _ in found)):
                continue
            if where == "HEAD":
                shown = subprocess.run(["git", "show", f"HEAD:{rel}"], cwd=root, capture_output=True).stdout
            else:
                try:
                    shown = (root / rel).read_bytes()
                except OSError:
                    continue
            line = conflict_marker_line(shown.decode("utf-8", "replace"))
            if line is not None:
                found[(rel, where)] = line
    return [(rel, line, where) for (rel, where), line in sorted(found.items())]
