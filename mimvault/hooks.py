"""Git hook entry points: ``python -m mimvault.hooks pre-commit``.

The pre-commit hook checks what is staged (not the work tree): every added or changed
object file must parse and validate. It prints ``file:line: reason`` per problem and
exits 1, so a hand edit that would break the vault never lands in history.
"""

from __future__ import annotations

import sys
from pathlib import Path

from .errors import DocumentError, GitError
from .history import Git
from .vault.layout import placement
from .vault.store import object_from_document
from .vault.files import parse_document


def staged_problems(root: Path) -> list[str]:
    git = Git(root)
    out = git.run_bytes("diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR", "--no-renames")
    rels = [p.decode("utf-8") for p in out.split(b"\0") if p]
    rels = [rel for rel in rels if placement(rel) is not None]
    problems = []
    for rel, blob in zip(rels, git.read_blobs([f":{rel}" for rel in rels])):
        if blob is None:
            continue
        try:
            object_from_document(parse_document(blob, rel))
        except DocumentError as exc:
            problems.append(str(exc))
    return problems


def pre_commit(argv: list[str]) -> int:
    try:
        root = Path(Git(Path.cwd()).run("rev-parse", "--show-toplevel").strip())
        problems = staged_problems(root)
    except GitError as exc:
        print(f"mimvault pre-commit: {exc}", file=sys.stderr)
        return 1
    if not problems:
        return 0
    print(f"mimvault: {len(problems)} staged file(s) would break the vault:", file=sys.stderr)
    for problem in problems:
        print(f"  {problem}", file=sys.stderr)
    print("Fix them (see `mim doctor`), or commit anyway with `git commit --no-verify`.", file=sys.stderr)
    return 1


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] != "pre-commit":
        print("usage: python -m mimvault.hooks pre-commit", file=sys.stderr)
        return 2
    return pre_commit(argv[1:])


if __name__ == "__main__":
    sys.exit(main())
