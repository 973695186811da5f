"""The vault lock: one writer at a time, across processes.

It is an ``flock`` on ``.mimvault/cache/lock``; the kernel drops it when its holder dies,
so a lock left by a killed process can never wedge the vault. The file also records the
holder's pid and command, for the message another process shows while it waits.
"""

from __future__ import annotations

import fcntl
import os
import sys
import time
from pathlib import Path

from ..errors import VaultBusyError


class VaultLock:
    def __init__(self, path: Path, timeout: float = 30.0):
        self.path = path
        self.timeout = timeout
        self._fd: int | None = None
        self.previous_holder: str | None = None  # set when a dead holder's note was found

    def acquire(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        deadline = time.monotonic() + self.timeout
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    holder = _read(fd) or "another mim process"
                    os.close(fd)
                    raise VaultBusyError(
                        f"the vault is busy: {holder} has held its lock for over {self.timeout:.0f} s; try again"
                    ) from None
                time.sleep(0.01)
        # We hold it. A note still in the file means its writer died without releasing.
        self.previous_holder = _read(fd) or None
        note = f"pid {os.getpid()} ({' '.join(os.path.basename(a) for a in sys.argv[:2])})"
        os.ftruncate(fd, 0)
        os.pwrite(fd, note.encode("utf-8", "replace"), 0)
        self._fd = fd

    def release(self) -> None:
        if self._fd is None:
            return
        try:
            os.ftruncate(self._fd, 0)
            fcntl.flock(self._fd, fcntl.LOCK_UN)
        finally:
            os.close(self._fd)
            self._fd = None

    def __enter__(self) -> VaultLock:
        self.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def other_holder(path: Path) -> str | None:
    """The note ("pid N (command)") of another process holding the lock at ``path`` now,
    or None when none does (nobody, or this process)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except FileNotFoundError:
        return None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            note = _read(fd)
            return None if note.startswith(f"pid {os.getpid()} ") else note or "another mim process"
        fcntl.flock(fd, fcntl.LOCK_UN)
        return None
    finally:
        os.close(fd)


def _read(fd: int) -> str:
    try:
        return os.pread(fd, 200, 0).decode("utf-8", "replace").strip()
    except OSError:
        return ""
