"""The watcher's status file: written by ``mim watch``, read by every command (a
running watcher keeps the catalog and index current, so a search need not catch up)
and by ``mim doctor``."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from .layout import CACHE
from .processes import pid_alive

STATUS = f"{CACHE}/watch.json"
LOCK = f"{CACHE}/watch.lock"
HEARTBEAT_SECONDS = 2.0
STALE_SECONDS = 10.0


def status(root: Path) -> dict[str, Any]:
    """The watcher's status as ``mim doctor`` reports it."""
    try:
        data = json.loads((root / STATUS).read_text(encoding="utf-8"))
    except (FileNotFoundError, ValueError):
        return {"running": False}
    alive = data.get("state") in ("running", "waiting") and pid_alive(int(data.get("pid", 0)))
    fresh = time.time() - float(data.get("heartbeat_epoch", 0)) < STALE_SECONDS
    data["running"] = bool(alive and fresh)
    return data
