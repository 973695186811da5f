"""Where secrets already sit: the working tree and the whole Git history.

Only kinds and places are reported (file, line, commit), never values. Object files are
scanned through the catalog (incremental: only files changed since the last scan are
read); other files in the vault are read directly.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import MimvaultError
from ..secrets import scan
from ..secrets.labels import kind_label
from .git import Git
from .layout import placement
from .vault_scan import scan_vault_file

if TYPE_CHECKING:
    from .catalog import Catalog

MAX_FILE_BYTES = 20_000_000


@dataclass(frozen=True)
class Leak:
    path: str  # a file, or "(commit message)"
    line: int
    kind: str
    commit: str | None = None  # for history: a commit holding it
    backup_only: bool = False  # reachable only from a purge backup (gone with `mim purge --expire --yes`)

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}"
        if self.commit:
            where += f" (commit {self.commit[:7]}{', in a purge backup only' if self.backup_only else ''})"
        return f"{where}: {kind_label(self.kind)}"

    def to_json(self) -> dict:
        return {"path": self.path, "line": self.line, "kind": self.kind, "commit": self.commit, "backup_only": self.backup_only}


def _is_ancestor(git: Git, commit: str, head: str) -> bool:
    try:
        git.run("merge-base", "--is-ancestor", commit, head)
    except MimvaultError:
        return False
    return True


def in_backups_only(root: Path, leaks: list[Leak]) -> list[Leak]:
    """The leaks, each marked when its commit is reachable from no branch, only from a
    purge backup ref."""
    git = Git(root)
    branches = [line for line in git.run("for-each-ref", "--format=%(objectname)", "refs/heads").split() if line]
    out = []
    for leak in leaks:
        if leak.commit is None or not branches:
            out.append(leak)
            continue
        on_branch = any(_is_ancestor(git, leak.commit, head) for head in branches)
        out.append(Leak(leak.path, leak.line, leak.kind, leak.commit, backup_only=not on_branch))
    return out


def _text(data: bytes) -> str | None:
    if b"\0" in data[:8192] or len(data) > MAX_FILE_BYTES:
        return None  # binary, or too big to be a note
    return data.decode("utf-8", "replace")


def scan_worktree(root: Path, catalog: Catalog) -> list[Leak]:
    """Secrets in the vault's files as they are now (tracked and untracked, not ignored)."""
    catalog.refresh()
    leaks = [Leak(path, line, kind) for path, kind, line in catalog.leaks()]
    out = Git(root).run_bytes("ls-files", "-z", "--cached", "--others", "--exclude-standard")
    for rel in sorted({p.decode("utf-8") for p in out.split(b"\0") if p}):
        if placement(rel) is not None and rel.endswith(".md"):
            continue  # object files: through the catalog above
        try:
            text = _text((root / rel).read_bytes())
        except (FileNotFoundError, IsADirectoryError):
            continue
        if text is not None:
            leaks += [Leak(rel, f.line(text), f.kind) for f in scan_vault_file(text)]
    return leaks


def scan_history(root: Path) -> tuple[list[Leak], int]:
    """Secrets in every blob and commit message reachable from any ref; and bytes scanned."""
    git = Git(root)
    listing = git.run("rev-list", "--all", "--objects", "--filter=object:type=blob", "--filter-provided-objects")
    paths: dict[str, str] = {}
    for line in listing.splitlines():
        sha, _, path = line.partition(" ")
        if path and sha not in paths:
            paths[sha] = path
    leaks: list[Leak] = []
    scanned = 0
    shas = list(paths)
    for start in range(0, len(shas), 2000):
        batch = shas[start : start + 2000]
        for sha, data in zip(batch, git.read_blobs(batch)):
            if data is None:
                continue
            scanned += len(data)
            text = _text(data)
            if text is None:
                continue
            for finding in scan_vault_file(text):
                commit = git.run("log", "--all", "-n1", "--format=%H", f"--find-object={sha}").strip() or None
                leaks.append(Leak(paths[sha], finding.line(text), finding.kind, commit))
    for record in git.run("log", "--all", "--format=%H%x00%B%x1e").split("\x1e"):
        sha, _, message = record.strip("\n").partition("\x00")
        if not sha:
            continue
        scanned += len(message)
        leaks += [Leak("(commit message)", f.line(message), f.kind, sha) for f in scan(message)]
    return leaks, scanned
