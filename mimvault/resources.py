"""Files mimvault ships besides its code: the vault template and the Git hooks."""

from __future__ import annotations

import os
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


def install_hooks(root: Path) -> list[str]:
    """Install mimvault's pre-commit hook into the vault's repository; return warnings."""
    hooks_dir = root / Git(root).run("rev-parse", "--git-path", "hooks").strip()
    hooks_dir.mkdir(parents=True, exist_ok=True)
    target = hooks_dir / "pre-commit"
    if target.exists() and HOOK_MARKER not in target.read_text(encoding="utf-8", errors="replace"):
        return [f"{target} already exists and is not mimvault's; left it alone (see docs/cli.md#hooks)"]
    text = (resource_dir("hooks") / "pre-commit").read_text(encoding="utf-8")
    target.write_text(text.replace("@PYTHON@", sys.executable), encoding="utf-8")
    os.chmod(target, target.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return []
