"""Two mim processes at once serialise; a lock left by a killed process never wedges the vault."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time

from conftest import git, run_mim

from mimvault.errors import VaultBusyError
from mimvault.storage.lock import VaultLock


def test_concurrent_writers_serialise(vault):
    root = str(vault.root)

    def writer(n: int) -> None:
        for i in range(4):
            run_mim("--vault", root, "remember", f"writer {n} memory {i}", "--type", "fact")

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    listing = json.loads(run_mim("--vault", root, "list", "--json").stdout)
    assert sorted(m["text"] for m in listing) == sorted(f"writer {n} memory {i}" for n in range(3) for i in range(4))
    assert git(vault.root, "rev-list", "--count", "HEAD").strip() == "13"  # init + 12, linear
    assert git(vault.root, "rev-list", "--merges", "HEAD").strip() == ""
    assert git(vault.root, "status", "--porcelain") == ""


def test_a_writer_waits_for_the_lock_then_proceeds(vault):
    lock = VaultLock(vault.root / ".mimvault/cache/lock")
    lock.acquire()
    proc = subprocess.Popen(
        [sys.executable, "-m", "mimvault.cli", "--vault", str(vault.root), "remember", "waited", "--type", "fact"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    time.sleep(1.0)
    assert proc.poll() is None  # still waiting for us
    lock.release()
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    assert "Remembered" in out


def test_a_busy_vault_says_so_after_the_timeout(vault):
    holder = VaultLock(vault.root / ".mimvault/cache/lock")
    holder.acquire()
    try:
        waiter = VaultLock(vault.root / ".mimvault/cache/lock", timeout=0.2)
        try:
            waiter.acquire()
        except VaultBusyError as exc:
            assert f"pid {os.getpid()}" in str(exc) and "try again" in str(exc)
        else:
            raise AssertionError("the second lock was granted")
    finally:
        holder.release()


def test_a_lock_left_by_a_killed_process_is_cleared(vault):
    lock_path = vault.root / ".mimvault/cache/lock"
    code = (
        "import os, signal, sys; from pathlib import Path; from mimvault.storage.lock import VaultLock;"
        f"VaultLock(Path({str(lock_path)!r})).acquire(); os.kill(os.getpid(), signal.SIGKILL)"
    )
    dead = subprocess.run([sys.executable, "-c", code])
    assert dead.returncode == -9
    assert "pid" in lock_path.read_text()  # its note is still there
    lock = VaultLock(lock_path, timeout=1)
    lock.acquire()  # granted at once
    assert lock.previous_holder and lock.previous_holder.startswith("pid ")
    lock.release()
    run_mim("--vault", str(vault.root), "remember", "after the crash", "--type", "fact")
