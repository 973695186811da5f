"""The access log (seed 000 §16.3): which memories went to which task, for whom, when.

Append-only JSON lines in the vault, one file per month and device (``access/2026-11.laptop-k3f9.jsonl``),
committed in batches (``Mim-Op: serve``) — never one commit per query: a line is
appended to the working tree at once (so nothing is lost if the process dies) and the
file is committed once ``batch`` lines are waiting, or the oldest has waited an hour.
The task's words pass the secret redaction first; a line that still reads like a
secret keeps its ids and withholds the words.
"""

from __future__ import annotations

import fcntl
import json
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

from ..storage.layout import CACHE

ACCESS = "access"
STATE = f"{CACHE}/access-pending.json"  # how many lines wait for a batch commit
BATCH = 20
MAX_WAIT_SECONDS = 3600
_TASK_CHARS = 300
WITHHELD = "[task withheld: its words looked like a secret]"


def log_path(root: Path, when: datetime) -> str:
    """This device's file for the month (``access/2026-11.laptop-k3f9.jsonl``): devices
    never append to the same file, so their logs never conflict and lines waiting here
    for a batch commit never stop a `git pull`."""
    return f"{ACCESS}/{when:%Y-%m}.{device_name(root)}.jsonl"


def device_name(root: Path) -> str:
    """A name for this copy of the vault, kept in its ``.git`` folder (never shared):
    the host's name and four random letters. Read once per process and vault (every
    served context writes a line)."""
    key = str(root)
    if key not in _DEVICE_NAMES:
        _DEVICE_NAMES[key] = _read_or_make_device_name(root)
    return _DEVICE_NAMES[key]


_DEVICE_NAMES: dict[str, str] = {}


def _read_or_make_device_name(root: Path) -> str:
    import secrets
    import socket

    path = root / ".git" / "mimvault" / "device"
    try:
        name = path.read_text(encoding="utf-8").strip()
        if _DEVICE.fullmatch(name):
            return name
    except OSError:
        pass
    host = re.sub(r"[^a-z0-9]+", "-", socket.gethostname().split(".")[0].lower()).strip("-")[:20] or "device"
    name = f"{host}-{''.join(secrets.choice('abcdefghjkmnpqrstuvwxyz23456789') for _ in range(4))}"
    if (root / ".git").is_dir():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(name + "\n", encoding="utf-8")
    return name


_DEVICE = re.compile(r"[a-z0-9-]{1,30}")


def record(root: Path, when: datetime, actor: str, op: str, task: str, memories: list[str]) -> bool:
    """Append one access line (the task redacted and cut); True when a batch is due."""
    from ..secrets import redact, scan

    words = redact(" ".join(task.split()))[0]
    entry = {
        "time": when.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "actor": actor,
        "op": op,
        "task": words[:_TASK_CHARS],
        "memories": memories,
    }
    text = json.dumps(entry, ensure_ascii=False)
    if scan(text):
        # The line as a whole still reads like a secret (the task's words next to an id):
        # it would be refused at commit, so the words are withheld, never the ids.
        entry["task"] = WITHHELD
        text = json.dumps(entry, ensure_ascii=False)
    rel = log_path(root, when)
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    line = (text + "\n").encode("utf-8")
    with locked(root):
        with open(path, "ab") as f:
            f.write(line)
        state = _state(root)
        state["pending"] = state.get("pending", 0) + 1
        state.setdefault("oldest", entry["time"])
        state["files"] = sorted(set(state.get("files", [])) | {rel})
        _save_state(root, state)
    oldest = datetime.fromisoformat(state["oldest"].replace("Z", "+00:00"))
    return state["pending"] >= BATCH or (when - oldest).total_seconds() >= MAX_WAIT_SECONDS


@contextmanager
def locked(root: Path) -> Iterator[None]:
    """Appending and committing the log exclude each other (a commit replaces the file)."""
    lock = root / CACHE / "access.lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    with open(lock, "a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def waiting_files(root: Path) -> list[str]:
    """Access files with lines appended since the last batch commit (call under ``locked``)."""
    return [rel for rel in _state(root).get("files", []) if (root / rel).exists()]


def committed(root: Path) -> None:
    """The waiting lines are committed (call under ``locked``)."""
    _save_state(root, {})


def note_failure(root: Path, when: datetime, reason: str) -> None:
    """A batch commit failed; kept (secret-masked) for `mim doctor` until one succeeds."""
    from ..secrets import redact

    with locked(root):
        state = _state(root)
        state["failed"] = {"time": when.strftime("%Y-%m-%dT%H:%M:%SZ"), "reason": redact(reason)[0]}
        _save_state(root, state)


def last_failure(root: Path) -> dict[str, str] | None:
    """Why the last batch commit failed, if no batch has been committed since."""
    return _state(root).get("failed")


def _state(root: Path) -> dict[str, Any]:
    try:
        return json.loads((root / STATE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def _save_state(root: Path, state: dict[str, Any]) -> None:
    path = root / STATE
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(state), encoding="utf-8")
    os.replace(tmp, path)


def entries(root: Path, memory_id: str | None = None) -> Iterator[dict[str, Any]]:
    """Every access line (committed or not), oldest first; only those naming ``memory_id``."""
    folder = root / ACCESS
    if not folder.is_dir():
        return
    for path in sorted(folder.glob("*.jsonl")):
        with open(path, encoding="utf-8") as f:
            for line in f:
                if memory_id and memory_id not in line:
                    continue
                try:
                    entry = json.loads(line)
                except ValueError:
                    continue  # a torn last line of a crashed writer
                if memory_id is None or memory_id in entry.get("memories", []):
                    yield entry


def uses(root: Path) -> dict[str, tuple[int, datetime]]:
    """How many times, and when last, each memory was served (for decay)."""
    out: dict[str, tuple[int, datetime]] = {}
    for entry in entries(root):
        try:
            when = datetime.fromisoformat(entry["time"].replace("Z", "+00:00"))
        except (KeyError, ValueError):
            continue
        for memory_id in entry.get("memories") or []:
            count, last = out.get(memory_id, (0, when))
            out[memory_id] = (count + 1, max(last, when))
    return out
