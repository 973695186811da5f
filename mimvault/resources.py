"""Files mimvault ships besides its code: the vault template and the Git hooks."""

from __future__ import annotations

import os
import shlex
import stat
import sys
from pathlib import Path

from .errors import MimvaultError
from .storage.git import Git

HOOK_MARKER = "mimvault pre-commit hook"


def resource_dir(name: str) -> Path:
    """``vault-template`` or ``hooks``: inside the wheel, or beside the package in a checkout."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "_data" / name, here.parent / name):
        if candidate.is_dir():
            return candidate
    raise MimvaultError(f"mimvault's {name}/ folder is missing from this installation; reinstall mimvault")


HOOK_NAMES = ("pre-commit", "pre-merge-commit")  # a merge commit runs the second, not the first
MERGE_DRIVER = "mimvault"  # the name ``.gitattributes`` gives: ``merge=mimvault``


def install_hooks(root: Path) -> list[str]:
    """Set a vault's repository up for this device: mimvault's pre-commit checks (also
    before a merge commit) and its merge driver; return warnings."""
    hooks_dir = root / Git(root).run("rev-parse", "--git-path", "hooks").strip()
    hooks_dir.mkdir(parents=True, exist_ok=True)
    warnings = []
    text = (resource_dir("hooks") / "pre-commit").read_text(encoding="utf-8").replace("@PYTHON@", sys.executable)
    for name in HOOK_NAMES:
        target = hooks_dir / name
        if target.exists() and HOOK_MARKER not in target.read_text(encoding="utf-8", errors="replace"):
            warnings.append(f"{target} already exists and is not mimvault's; left it alone (see docs/cli.md#hooks)")
            continue
        target.write_text(text, encoding="utf-8")
        os.chmod(target, target.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    configure_merge_driver(root)
    return warnings


def merge_driver_command() -> str:
    """The command Git runs to merge a vault file (``%O %A %B %P``: base, ours, theirs, path)."""
    return f"{shlex.quote(sys.executable)} -m mimvault.merge_driver %O %A %B %P"


def configure_merge_driver(root: Path) -> None:
    """Register the merge driver in the repository's config (per device: Git never copies
    a config with a clone); ``.gitattributes``, committed, says which files use it."""
    git = Git(root)
    git.run("config", f"merge.{MERGE_DRIVER}.name", "mimvault: merge vault files field by field")
    git.run("config", f"merge.{MERGE_DRIVER}.driver", merge_driver_command())


def merge_driver_problem(root: Path) -> str | None:
    """Why this device would merge vault files as plain text, or None."""
    from .errors import GitError

    try:
        configured = Git(root).run("config", "--get", f"merge.{MERGE_DRIVER}.driver").strip()
    except GitError:
        return "mimvault's merge driver is not configured on this device; a `git pull` would merge memories as text"
    if configured != merge_driver_command():
        program = shlex.split(configured)[0] if configured else ""
        if not program or not Path(program).exists():
            return f"mimvault's merge driver points at {program or 'nothing'}, which does not exist"
    return None
