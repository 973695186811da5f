"""`mim watch` as a real process: editors' saves become committed, searchable versions;
invalid files are reported and left alone; one watcher per vault; clean stop."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import git, run_mim


def wait_for(predicate, timeout: float = 20.0, what: str = "condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.fixture
def watcher(vault, tmp_path):
    log = tmp_path / "watch.log"
    handles = []

    def start(*args: str):
        out = log.open("w")
        proc = subprocess.Popen(
            [sys.executable, "-m", "mimvault.cli", "--vault", str(vault.root), "watch", *args],
            stdout=out, stderr=subprocess.STDOUT, env={**os.environ, "NO_COLOR": "1"},
        )  # fmt: skip
        handles.append((proc, out))
        status = vault.root / ".mimvault" / "cache" / "watch.json"
        wait_for(lambda: status.exists() and json.loads(status.read_text())["state"] == "running", what="watcher start")
        wait_for(lambda: "started" in log.read_text(), what="watcher ready")
        return proc

    start.log = log
    yield start
    for proc, out in handles:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            proc.wait(timeout=20)
        out.close()


def search_ids(vault, query: str) -> list[str]:
    done = run_mim("--vault", str(vault.root), "search", query, "--json", check=False)
    return [h["id"] for h in json.loads(done.stdout)["hits"]] if done.returncode == 0 else []


def test_an_atomic_save_is_committed_as_the_users_edit_and_searchable(vault, watcher):
    memory = vault.remember("I play the violin", type="fact").id
    path = vault.root / vault.path_of(memory)
    proc = watcher()
    text = path.read_text().replace("I play the violin", "I play the cello")
    tmp = path.with_name(".violin.md.tmp")
    tmp.write_text(text)
    os.replace(tmp, path)  # how editors save
    wait_for(lambda: "cello" in git(vault.root, "show", "HEAD:" + vault.path_of(memory)), what="the edit commit")
    message = git(vault.root, "log", "-1", "--format=%B")
    assert "Mim-Op: edit" in message and "Mim-Actor: user" in message and f"Mim-Memory: {memory}" in message
    assert wait_for(lambda: search_ids(vault, "cello"), what="searchable") == [memory]
    assert proc.poll() is None


def test_in_place_writes_and_new_files(vault, watcher):
    memory = vault.remember("I like jazz", type="preference").id
    path = vault.root / vault.path_of(memory)
    watcher()
    with path.open("r+") as f:  # an editor writing the file in place
        text = f.read().replace("I like jazz", "I like bebop")
        f.seek(0)
        f.write(text)
        f.truncate()
    wait_for(lambda: search_ids(vault, "bebop") == [memory], what="in-place edit indexed")
    new = path.with_name("mem_01HZZZZZZZZZZZZZZZZZZZZZZZ.md")
    new.write_text(text.replace(memory, "mem_01HZZZZZZZZZZZZZZZZZZZZZZZ").replace("I like bebop", "I like swing"))
    wait_for(lambda: search_ids(vault, "swing") == ["mem_01HZZZZZZZZZZZZZZZZZZZZZZZ"], what="new file indexed")
    # searchable and committed; a search may see the file a moment before the commit lands
    wait_for(lambda: "mem_01HZZZZZZZZZZZZZZZZZZZZZZZ" in git(vault.root, "log", "-1", "--format=%B"), what="new file committed")


def test_an_invalid_save_is_reported_never_indexed_never_modified(vault, watcher, mim):
    memory = vault.remember("I collect stamps", type="fact").id
    path = vault.root / vault.path_of(memory)
    watcher()
    head = git(vault.root, "rev-parse", "HEAD")
    broken = path.read_text().replace("type: fact", "type: [fact").replace("I collect stamps", "I collect coins")
    path.write_text(broken)
    wait_for(lambda: "not valid YAML" in watcher.log.read_text(), what="the problem report")
    assert path.read_text() == broken
    assert git(vault.root, "rev-parse", "HEAD") == head  # nothing committed
    assert search_ids(vault, "stamps") == [memory] and search_ids(vault, "coins") == []
    doctor = mim("doctor", expect=1).stdout
    assert "watcher running" in doctor and vault.path_of(memory) in doctor


def test_one_watcher_per_vault_and_a_clean_stop(vault, watcher):
    proc = watcher()
    second = run_mim("--vault", str(vault.root), "watch", check=False)
    assert second.returncode == 1 and "already watching" in second.stderr
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=20) == 0
    status = json.loads((vault.root / ".mimvault" / "cache" / "watch.json").read_text())
    assert status["state"] == "stopped"


def test_index_only_mode_commits_nothing(vault, watcher):
    memory = vault.remember("I read poetry", type="fact").id
    path = vault.root / vault.path_of(memory)
    watcher("--index-only")
    head = git(vault.root, "rev-parse", "HEAD")
    path.write_text(path.read_text().replace("I read poetry", "I read novels"))
    wait_for(lambda: search_ids(vault, "novels") == [memory], what="indexed")
    assert git(vault.root, "rev-parse", "HEAD") == head


def test_watch_once_catches_up_offline_edits(vault, mim):
    memory = vault.remember("I bake bread", type="fact").id
    path = vault.root / vault.path_of(memory)
    path.write_text(path.read_text().replace("I bake bread", "I bake sourdough"))
    mim("watch", "--once")
    assert "Mim-Op: edit" in git(vault.root, "log", "-1", "--format=%B")
    assert "sourdough" in Path(path).read_text()
    assert search_ids(vault, "sourdough") == [memory]


def test_an_edit_made_while_the_watcher_catches_up_is_not_missed(vault, monkeypatch):
    """At 100k files the start-up catch-up takes a while; a save in that window must
    still be seen (the observer runs before the catch-up)."""
    import threading

    from mimvault.watch import Watcher

    memory = vault.remember("I play the violin", type="fact").id
    rel = vault.path_of(memory)
    path = vault.root / rel
    events: list[dict] = []
    watcher = Watcher(vault, on_event=events.append)
    catch_up = watcher.catch_up

    def catch_up_while_the_user_saves() -> None:
        catch_up()
        path.write_text(path.read_text().replace("violin", "cello"))  # after the scan, before the loop

    monkeypatch.setattr(watcher, "catch_up", catch_up_while_the_user_saves)
    def stop_once_indexed() -> None:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and not any(e["event"] == "indexed" for e in events):
            time.sleep(0.05)
        watcher.stop()

    threading.Thread(target=stop_once_indexed, daemon=True).start()
    watcher.run()
    assert [e["path"] for e in events if e["event"] == "indexed"] == [rel], events
    assert "cello" in git(vault.root, "show", "HEAD:" + rel)



def test_a_file_saved_in_place_during_commits_never_puts_a_secret_in_history(vault, watcher):
    """Regression: the watcher checked one version of a file and Git committed another,
    read again from disk; an editor saving in place meanwhile put passwords in history.
    Now the bytes that passed the gates are the bytes committed, and no version the
    gate refused is ever written into .git (not even as an unreachable object)."""
    import random

    vault.set_config("watch.debounce_ms", 20)
    memory = vault.remember("I like jazz", type="preference").id
    path = vault.root / vault.path_of(memory)
    clean = path.read_text()
    secret = clean.replace("I like jazz", "my bank password is Tr0ub4dor&3xQz")
    watcher()
    rng = random.Random(7)
    deadline = time.monotonic() + 6
    n = 0
    while time.monotonic() < deadline:
        n += 1
        with path.open("r+") as f:  # an editor writing in place: a clean version, then a secret one
            f.write(clean.replace("I like jazz", f"I like jazz, take {n}"))
            f.truncate()
        time.sleep(0.02 + rng.random() * 0.06)
        with path.open("r+") as f:
            f.write(secret)
            f.truncate()
        time.sleep(rng.random() * 0.03)
    path.write_text(clean.replace("I like jazz", "I like jazz, at last"))
    wait_for(lambda: "at last" in git(vault.root, "show", "HEAD:" + vault.path_of(memory)), what="the last clean save")
    assert int(git(vault.root, "rev-list", "--count", "HEAD")) > 5  # clean saves were committed meanwhile
    history = subprocess.run(["git", "log", "--all", "-p"], cwd=vault.root, capture_output=True).stdout
    assert b"Tr0ub4dor" not in history
    objects = subprocess.run(["git", "cat-file", "--batch-all-objects", "--batch"], cwd=vault.root, capture_output=True).stdout
    assert b"Tr0ub4dor" not in objects
    assert git(vault.root, "status", "--porcelain") == ""
    subprocess.run(["git", "fsck", "--strict"], cwd=vault.root, check=True, capture_output=True)


def test_an_answer_written_into_a_question_file_is_applied_by_the_watcher(vault, watcher):
    vault.capture("I work at Google. I work at Meta.")
    [question] = [q for q in vault.review(candidates=False)]
    path = vault.root / question["path"]
    watcher()
    text = path.read_text(encoding="utf-8")
    pick = next(o["n"] for o in question["options"] if "Meta" in o["text"])
    path.write_text(text.replace("status: open", f"status: resolved\nresolution: '{pick}'"), encoding="utf-8")

    def employer_states():
        return {m["object"]: m["state"] for m in json.loads(run_mim("--vault", str(vault.root), "list", "--all", "--json").stdout)
                if m.get("predicate") == "employer"}  # fmt: skip

    wait_for(lambda: employer_states().get("Meta") == "confirmed", what="the answer applied")
    assert employer_states().get("Google") in ("superseded", "rejected")
    assert "resolve" in [c.op for c in vault.log(limit=5)]


def test_a_file_renamed_in_the_editor_goes_back_to_its_id_and_its_links_follow(vault, watcher, mim):
    """Obsidian renames a note and rewrites the links to it; file names are ids, so the
    watcher puts the file back and points the links at the id again: nothing breaks,
    nothing is committed, and `mim doctor` has nothing to say about it."""
    lisbon = vault.remember("I live in Lisbon", type="fact", subject="user", predicate="lives_in", object="Lisbon")
    note = vault.remember("The flat in Lisbon is small", type="opinion")
    rel = vault.path_of(lisbon.id)
    other = vault.root / vault.path_of(note.id)
    head = git(vault.root, "rev-parse", "HEAD").strip()
    watcher()
    renamed = vault.root / "memories" / "fact" / "Where I live.md"
    os.rename(vault.root / rel, renamed)
    linked = other.read_text().replace("The flat in Lisbon is small", f"The flat in [[{lisbon.id}|Lisbon]] is small")
    other.write_text(linked.replace(f"[[{lisbon.id}", "[[Where I live"))  # as Obsidian updates links
    wait_for(lambda: (vault.root / rel).exists() and not renamed.exists(), what="the file put back")
    wait_for(lambda: f"[[{lisbon.id}|Lisbon]]" in other.read_text(), what="the link re-pointed")
    wait_for(lambda: f"[[{lisbon.id}|Lisbon]]" in git(vault.root, "show", f"HEAD:{vault.path_of(note.id)}"), what="commit")
    assert git(vault.root, "diff", "--stat", head, "HEAD", "--", rel).strip() == ""  # the memory is as it was
    doctor = mim("doctor", "--json", expect=None)
    assert "Where I live" not in doctor.stdout and "does not match its id" not in doctor.stdout
    assert search_ids(vault, "Lisbon")[:1] and lisbon.id in search_ids(vault, "Lisbon")
