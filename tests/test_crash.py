"""A process killed (SIGKILL) anywhere in an operation leaves no half-written file and
no partial commit, and the next command works."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time

import pytest
from conftest import git, run_mim

from mimvault.storage.store import read_object, scan_object_files

POINTS = ["after-journal", "before-rename", "after-write", "before-ref", "after-ref"]


def object_files_parse(root):
    for rel, _, _ in scan_object_files(root):
        read_object(root, rel)  # raises on any half-written or invalid file


def temp_files(root):
    return [p for p in root.rglob(".*.tmp") if ".git" not in p.parts]


@pytest.mark.parametrize("point", POINTS)
def test_killed_supersede_leaves_old_state_or_new_never_half(vault, point):
    receipt = vault.remember("I live in Tokyo", type="fact", subject="user", predicate="lives_in", object="Tokyo")
    old_id = receipt.id
    assert [h["id"] for h in vault.search("Tokyo").hits] == [old_id]  # the search index exists, and takes changes
    head = vault.git.head()
    root = str(vault.root)

    killed = run_mim("--vault", root, "supersede", old_id, "--object", "Osaka", env={"MIMVAULT_FAULT": point}, check=False)
    assert killed.returncode == -signal.SIGKILL

    listing = json.loads(run_mim("--vault", root, "list", "--all", "--json").stdout)  # the next command works
    states = {m["id"]: m["state"] for m in listing}
    object_files_parse(vault.root)
    assert temp_files(vault.root) == []
    assert not (vault.root / ".mimvault/cache/txn.json").exists()
    assert git(vault.root, "status", "--porcelain") == ""

    # The search index (updated while Git commits) agrees with the files.
    osaka = json.loads(run_mim("--vault", root, "search", "Osaka", "--all", "--json").stdout)["hits"]
    if point == "after-ref":  # the commit point was passed: the operation happened, whole
        assert git(vault.root, "rev-list", "--count", f"{head}..HEAD").strip() == "1"
        assert sorted(states.values()) == ["confirmed", "superseded"]
        assert [h["state"] for h in osaka] == ["confirmed"]
    else:  # it never happened
        assert vault.git.head() == head
        assert states == {old_id: "confirmed"}
        assert osaka == []

    # and the vault keeps working
    after = run_mim("--vault", root, "remember", "I like ramen", "--type", "preference", "--json")
    assert json.loads(after.stdout)["op"] == "remember"
    assert git(vault.root, "status", "--porcelain") == ""


def test_killed_first_remember_leaves_no_trace(vault):
    head = vault.git.head()
    killed = run_mim("--vault", str(vault.root), "remember", "x", "--type", "fact", env={"MIMVAULT_FAULT": "after-write"}, check=False)
    assert killed.returncode == -signal.SIGKILL
    run_mim("--vault", str(vault.root), "doctor")
    assert vault.git.head() == head
    assert list(scan_object_files(vault.root)) == []
    assert git(vault.root, "status", "--porcelain") == ""


def test_a_capture_while_another_git_program_holds_the_index(vault):
    """Another Git program (a GUI client, an editor plugin) holds Git's index lock while a
    capture commits: the user is told in one line that the change is committed and why
    Git's index lags; once the lock is gone the next command brings it up to date, and
    nothing a later hand `git commit` could lose is left staged."""
    lock = vault.root / ".git" / "index.lock"
    lock.touch()
    head = vault.git.head()
    # a live git in the vault: the lock is held, however long the capture takes to get there
    holder = subprocess.Popen(["git", "cat-file", "--batch"], cwd=vault.root, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
    try:
        done = run_mim("--vault", str(vault.root), "capture", "I live in Paris", check=False)
    finally:
        holder.communicate(b"")
    assert done.returncode == 1
    error = done.stderr.strip()
    assert len(error.splitlines()) == 1 and "index.lock" in error and "is committed" in error
    assert vault.git.head() != head  # the memory is kept
    lock.unlink()
    run_mim("--vault", str(vault.root), "search", "Paris")  # any command
    assert git(vault.root, "status", "--porcelain") == ""
    assert "Paris" in run_mim("--vault", str(vault.root), "search", "Paris").stdout


def test_recovery_keeps_an_edit_made_after_the_crash(vault):
    # Regression: after a kill mid-operation the next command (even `mim list`) restored
    # every journalled file from HEAD, silently reverting what the user wrote since.
    root = str(vault.root)
    receipt = vault.capture("I have an interview tomorrow")
    memory = next(c["id"] for c in receipt.changes if c["id"].startswith("mem_"))
    rel = vault.path_of(memory)
    other = vault.remember("I like green tea", type="preference").id
    killed = run_mim("--vault", root, "confirm", memory, env={"MIMVAULT_FAULT": "after-write"}, check=False)
    assert killed.returncode == -signal.SIGKILL
    path = vault.root / rel
    with path.open("a", encoding="utf-8") as f:
        f.write("note: ask about the salary\n")
    listed = run_mim("--vault", root, "list")
    assert "kept as it is" in listed.stderr and rel in listed.stderr  # said so
    assert "note: ask about the salary" in path.read_text(encoding="utf-8")  # and kept
    assert not (vault.root / ".mimvault/cache/txn.json").exists()
    assert git(vault.root, "diff", "--cached", "--name-only") == ""  # nothing staged behind the user's back
    # A file the dead process wrote and nobody touched since is still rolled back.
    killed = run_mim("--vault", root, "reject", other, env={"MIMVAULT_FAULT": "after-write"}, check=False)
    assert killed.returncode == -signal.SIGKILL
    run_mim("--vault", root, "list")
    assert vault.get(other).state == "confirmed"


def test_a_stale_git_index_lock_is_recognised_and_cleared(vault):
    # Regression: a git killed while holding .git/index.lock wedged the vault: the next write
    # committed and then failed, and every command after it failed, doctor included.
    root = str(vault.root)
    lock = vault.root / ".git" / "index.lock"
    lock.write_text("")
    old = time.time() - 60
    os.utime(lock, (old, old))
    captured = run_mim("--vault", root, "capture", "I like tea")
    assert "stale .git/index.lock" in captured.stderr
    assert not lock.exists()
    assert git(vault.root, "status", "--porcelain") == ""
    lock.write_text("")
    os.utime(lock, (old, old))
    doctor = run_mim("--vault", root, "doctor", "--json", check=False)
    assert doctor.returncode == 0, doctor.stderr
    assert any(f["path"] == ".git/index.lock" for f in json.loads(doctor.stdout)["findings"])
    assert not lock.exists()
    # A lock while a git program runs in the vault (a `git commit` waiting for its
    # editor holds it for minutes) is left alone.
    live = subprocess.Popen(["git", "hash-object", "--stdin"], cwd=root, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
    try:
        lock.write_text("")
        os.utime(lock, (old, old))
        run_mim("--vault", root, "doctor", check=False)
        assert lock.exists()
    finally:
        live.communicate(b"")
        lock.unlink(missing_ok=True)
