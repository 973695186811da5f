"""Git hook entry points: ``python -m mimvault.hooks pre-commit`` (installed in vaults)
and ``mimvault-secrets FILE...`` (for the pre-commit framework, in any repository).

The vault's hook checks what is staged, not the work tree: no file may hold a secret,
and every added or changed object file must parse and validate. It prints
``file:line: reason`` per problem — a secret's kind and place, never its value — and
exits 1, so neither a secret nor a broken file lands in history.
"""

from __future__ import annotations

import sys
from pathlib import Path

from .errors import DocumentError, GitError
from .secrets.labels import kind_label
from .storage.git import Git
from .storage.hand_edits import read_hand_edit
from .storage.layout import placement
from .storage.markers import MARKER_REASON, conflict_marker_line
from .storage.vault_scan import scan_vault_file

HOW_OUT = (
    "Move each secret into your password manager (`mim secrets add` keeps a reference) and remove it from "
    "the file; if a line is not a secret, mark it with `mimvault: allow-secret`."
)


def secret_problems(rel: str, data: bytes) -> list[str]:
    """``file:line: kind`` for each secret in a file's content (binary files are skipped)."""
    if b"\0" in data[:8192]:
        return []
    text = data.decode("utf-8", "replace")
    return [f"{rel}:{f.line(text)}: {kind_label(f.kind)}" for f in scan_vault_file(text)]


def staged_problems(root: Path) -> tuple[list[str], list[str]]:
    """(secrets, invalid files) in what is staged for commit."""
    git = Git(root)
    out = git.run_bytes("diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR", "--no-renames")
    rels = [p.decode("utf-8") for p in out.split(b"\0") if p]
    leaks, invalid = [], []
    for rel, blob in zip(rels, git.read_blobs([f":{rel}" for rel in rels])):
        if blob is None:
            continue
        if placement(rel) is None:
            leaks += secret_problems(rel, blob)
            marker = None if b"\0" in blob[:8192] else conflict_marker_line(blob.decode("utf-8", "replace"))
            if marker is not None:
                invalid.append(f"{rel}:{marker}: {MARKER_REASON}")
            continue
        try:
            _, findings = read_hand_edit(rel, blob)
        except DocumentError as exc:
            invalid.append(str(exc))
            leaks += secret_problems(rel, blob)
            continue
        text = blob.decode("utf-8", "replace")
        leaks += [f"{rel}:{f.line(text)}: {kind_label(f.kind)}" for f in findings]
    return leaks, invalid


def pre_commit(argv: list[str]) -> int:
    try:
        root = Path(Git(Path.cwd()).run("rev-parse", "--show-toplevel").strip())
        leaks, invalid = staged_problems(root)
    except GitError as exc:
        print(f"mimvault pre-commit: {exc}", file=sys.stderr)
        return 1
    if leaks:
        print(f"mimvault: {len(leaks)} secret(s) about to be committed:", file=sys.stderr)
        for problem in leaks:
            print(f"  {problem}", file=sys.stderr)
        print(HOW_OUT, file=sys.stderr)
    if invalid:
        print(f"mimvault: {len(invalid)} staged file(s) would break the vault:", file=sys.stderr)
        for problem in invalid:
            print(f"  {problem}", file=sys.stderr)
        print("Fix them (see `mim doctor`), or commit anyway with `git commit --no-verify`.", file=sys.stderr)
    return 1 if leaks or invalid else 0


def secrets_main(argv: list[str] | None = None) -> int:
    """``mimvault-secrets FILE...``: exit 1 if any file holds a secret (pre-commit framework)."""
    argv = sys.argv[1:] if argv is None else argv
    leaks = []
    for name in argv:
        try:
            leaks += secret_problems(name, Path(name).read_bytes())
        except OSError as exc:
            print(f"mimvault-secrets: {name}: {exc.strerror}", file=sys.stderr)
    if not leaks:
        return 0
    print(f"mimvault: {len(leaks)} potential secret(s) about to be committed:", file=sys.stderr)
    for problem in leaks:
        print(f"  {problem}", file=sys.stderr)
    print(HOW_OUT, file=sys.stderr)
    return 1


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] != "pre-commit":
        print("usage: python -m mimvault.hooks pre-commit", file=sys.stderr)
        return 2
    return pre_commit(argv[1:])


if __name__ == "__main__":
    sys.exit(main())
