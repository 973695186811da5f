"""Many devices, one memory: real bare remotes, real clones, real `git` merges.

What two devices disagree on becomes a question, never conflict markers; nothing with
markers is committed, indexed or served; both devices end at the same commit."""

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

from mimvault.api import Vault
from mimvault.errors import MergeInProgressError


def plain(root: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["git", *args], cwd=root, capture_output=True, text=True)


@pytest.fixture
def devices(tmp_path):
    """A vault on device A, pushed to a bare remote, and device B set up with `mim clone`."""
    remote = tmp_path / "remote.git"
    subprocess.run(["git", "init", "-q", "--bare", str(remote)], check=True)  # HEAD on Git's default: master
    a, _ = Vault.init(tmp_path / "a")
    git(a.root, "remote", "add", "origin", str(remote))
    a.sync()
    done = run_mim("clone", str(remote), str(tmp_path / "b"), check=False)
    assert done.returncode == 0, done.stderr
    b = Vault.open(tmp_path / "b")
    yield a, b, remote
    a.close()
    b.close()


def vault_with_remote(root: Path) -> tuple[Vault, Path]:
    """A new vault and an empty bare remote (on ``main``) as its ``origin``."""
    remote = root / "remote.git"
    subprocess.run(["git", "init", "-q", "--bare", "--initial-branch=main", str(remote)], check=True)
    a, _ = Vault.init(root / "a")
    git(a.root, "remote", "add", "origin", str(remote))
    return a, remote


def plain_clone(root: Path, remote: Path) -> Vault:
    """A second device set up with plain `git clone`: no merge driver, no hooks."""
    git(root, "clone", "-q", str(remote), "b")
    return Vault.open(root / "b")


def proposed(vault: Vault, text: str, **fields) -> str:
    """A memory an agent proposed (pending the user's word)."""
    agent = Vault.open(vault.root, actor="agent:helper")
    try:
        return agent.remember(text, type=fields.pop("type", "preference"), **fields).id
    finally:
        agent.close()


def head(vault: Vault) -> str:
    return git(vault.root, "rev-parse", "HEAD").strip()


def no_markers_anywhere(*vaults: Vault) -> None:
    for vault in vaults:
        assert plain(vault.root, "grep", "-l", "-e", "^<<<<<<<", "HEAD").stdout == ""
        assert plain(vault.root, "grep", "-l", "--untracked", "-e", "^<<<<<<<").stdout == ""


def dentist_changed_on_both(a: Vault, b: Vault) -> str:
    """One memory, synced, then its words changed differently by hand on each device."""
    memory = a.remember("My dentist is Dr Okafor", type="fact").id
    sync_both(a, b)
    for device, name in ((a, "Dr Okafor in Hyde Park"), (b, "Dr Adeyemi")):
        path = device.root / device.path_of(memory)
        path.write_text(path.read_text().replace("Dr Okafor\n", f"{name}\n"))
    return memory


def sync_both(a: Vault, b: Vault) -> None:
    a.sync()
    b.sync()
    a.sync()
    assert head(a) == head(b)


def test_a_confirmation_here_and_a_rejection_there_become_one_question(devices):
    a, b, _ = devices
    memory = proposed(a, "Maya prefers window seats")
    sync_both(a, b)
    a.confirm(memory)
    b.reject(memory)
    a.sync()
    report = b.sync()
    assert report["state"] == "questions raised" and len(report["questions"]) == 1
    a.sync()
    assert head(a) == head(b)
    no_markers_anywhere(a, b)
    for device in (a, b):
        assert device.get(memory).state == "conflicted"  # neither side's word is served as certain
    (question,) = a.review(candidates=False)
    assert "one confirmed it, the other rejected it" in question["question"]
    a.resolve(question["id"], option=1)  # yes, keep it
    assert a.get(memory).state == "confirmed"
    sync_both(a, b)
    assert b.get(memory).state == "confirmed"
    assert [c.op for c in b.log(object_id=memory)][:2] == [
        "sync",
        "resolve",
    ] or "resolve" in [c.op for c in b.log()]


def test_edits_of_different_fields_captures_and_access_logs_on_both_devices_merge(
    devices,
):
    a, b, _ = devices
    memory = a.remember(
        "I live in Leeds",
        type="fact",
        subject="user",
        predicate="lives_in",
        object="Leeds",
    ).id
    sync_both(a, b)
    here, there = a.root / a.path_of(memory), b.root / b.path_of(memory)
    here.write_text(here.read_text().replace("tags: []\n", "").replace("\n---\n", "\ntags:\n  - home\n---\n", 1))
    there.write_text(there.read_text().replace("\nI live in Leeds\n", "\nI live in Leeds, by the river\n"))
    from_a = a.remember("I play the cello", type="fact").id
    from_b = b.remember("I am learning Portuguese", type="fact").id
    a.context("plan a weekend")
    b.context("plan a weekend")
    sync_both(a, b)
    no_markers_anywhere(a, b)
    for device in (a, b):
        merged = device.get(memory)
        assert merged.tags == ["home"] and "by the river" in merged.text and merged.state == "confirmed"
        assert device.get(from_a).text == "I play the cello" and device.get(from_b).text == "I am learning Portuguese"
        logs = sorted(p.name for p in (device.root / "access").glob("*.jsonl"))
        assert len(logs) == 2  # one file per device: appended apart, never in conflict
        assert [h["id"] for h in device.search("Portuguese").hits][:1] == [from_b]
    assert a.review(candidates=False) == []
    ops = {c.op for c in a.log()}
    assert "sync" in ops and "edit" in ops
    versions = [v["op"] for v in a.history(memory)["versions"]]
    assert versions.count("edit") == 2  # the other device's edit is in the history too


def test_the_same_words_changed_differently_keep_both_versions_as_a_question(devices):
    a, b, _ = devices
    memory = dentist_changed_on_both(a, b)
    a.sync()
    report = b.sync()
    a.sync()
    assert report["state"] == "questions raised" and head(a) == head(b)
    no_markers_anywhere(a, b)
    (question,) = b.review(candidates=False)
    texts = [o["text"] for o in question["options"]]
    assert any("Dr Adeyemi" in t for t in texts) and any("Hyde Park" in t for t in texts)
    other = next(o["action"].split(":")[1] for o in question["options"] if "Hyde Park" in o["text"])
    b.resolve(
        question["id"],
        option=next(o["n"] for o in question["options"] if "Hyde Park" in o["text"]),
    )
    assert b.get(other).state == "confirmed" and "Hyde Park" in b.get(other).text
    assert b.get(memory).state == "rejected" if other != memory else b.get(other).state == "confirmed"


def test_a_sync_killed_mid_merge_is_undone_by_the_next_command_and_syncs_again(devices):
    a, b, _ = devices
    memory = dentist_changed_on_both(a, b)
    a.sync()
    before = head(b)
    killed = run_mim("--vault", str(b.root), "sync", env={"MIMVAULT_FAULT": "sync-merged"}, check=False)
    assert killed.returncode == -signal.SIGKILL
    assert (b.root / ".git" / "MERGE_HEAD").exists()  # the merge was made, never committed
    captured = run_mim("--vault", str(b.root), "capture", "I like oolong tea", "--json", check=False)
    assert captured.returncode == 0, captured.stderr  # not wedged: the dead sync's merge was undone
    assert not (b.root / ".git" / "MERGE_HEAD").exists()
    assert git(b.root, "rev-list", "--merges", f"{before}..HEAD").strip() == ""  # no half of it committed
    assert "Dr Adeyemi" in (b.root / b.path_of(memory)).read_text()  # this device's words, as before
    report = b.sync()
    a.sync()
    assert head(a) == head(b) and report["state"] == "questions raised"
    assert len(b.review(candidates=False)) == 1  # asked once, not again for the undone merge
    no_markers_anywhere(a, b)


def test_both_devices_running_maintenance_the_same_day_ask_nothing(devices):
    a, b, _ = devices
    sync_both(a, b)
    a.remember("I keep bees", type="fact")
    b.remember("I bake bread", type="fact")
    a.maintain()
    from datetime import timedelta

    from mimvault.model import utcnow

    later = Vault.open(b.root, now=lambda: utcnow() + timedelta(minutes=5))
    later.maintain()  # the same day's reports, written on both devices, minutes apart
    later.close()
    a.sync()
    report = b.sync()
    a.sync()
    assert report["state"] == "synced" and report["questions"] == [] and head(a) == head(b)
    no_markers_anywhere(a, b)


def test_forgotten_on_one_device_stays_forgotten_whatever_the_other_changed(devices):
    a, b, _ = devices
    memory = a.remember("My neighbour's name is Priya", type="fact").id
    sync_both(a, b)
    a.forget(memory)
    path = b.root / b.path_of(memory)
    path.write_text(path.read_text().replace("\n---\n", "\ntags:\n  - neighbours\n---\n", 1))
    sync_both(a, b)
    for device in (a, b):
        assert device.get(memory).state == "deleted"
        assert "Priya" not in (device.root / device.path_of(memory)).read_text()


def test_sync_with_nothing_to_do_makes_no_commit_and_says_so(devices):
    a, b, remote = devices
    sync_both(a, b)
    before = head(a)
    done = run_mim("--vault", str(a.root), "sync", check=False)
    assert done.returncode == 0 and "nothing to do" in done.stdout
    assert head(a) == before == git(remote, "rev-parse", "main").strip()
    data = json.loads(run_mim("--vault", str(b.root), "sync", "--json").stdout)
    assert data["state"] == "nothing to do" and data["commits"] == []


def test_a_plain_git_pull_that_stops_on_a_conflict_is_never_committed_served_or_written_to(
    tmp_path,
):
    a, remote = vault_with_remote(tmp_path)
    memory = proposed(a, "Maya prefers aisle seats")
    a.sync()
    b = plain_clone(tmp_path, remote)  # plain Git: no merge driver on this device
    a.confirm(memory)
    b.reject(memory)
    a.sync()
    assert plain(b.root, "pull", "--no-rebase", "-q").returncode != 0  # Git's own text merge: markers
    assert "<<<<<<<" in (b.root / b.path_of(memory)).read_text()
    with pytest.raises(MergeInProgressError, match="mim sync --continue"):
        b.capture("I moved to York last week")
    doctor = run_mim("--vault", str(b.root), "doctor", "--json", check=False)
    assert doctor.returncode == 1
    reasons = [f["reason"] for f in json.loads(doctor.stdout)["findings"] if f["severity"] == "error"]
    assert any("merge is in progress" in r for r in reasons) and any("conflict markers" in r for r in reasons)
    shown = b.context("seat preferences on a flight").render()
    assert "<<<<<<<" not in shown and ">>>>>>>" not in shown
    done = run_mim("--vault", str(b.root), "sync", "--continue", check=False)
    assert done.returncode == 0, done.stderr
    assert "questions raised" in done.stdout
    no_markers_anywhere(b)
    assert b.get(memory).state == "conflicted"
    a.sync()
    assert head(a) == head(b)


def test_a_conflict_the_user_resolved_by_hand_is_kept_by_sync_continue(tmp_path):
    a, remote = vault_with_remote(tmp_path)
    memory = a.remember("I swim on Mondays", type="fact").id
    a.sync()
    b = plain_clone(tmp_path, remote)
    for device, day in ((a, "Tuesdays"), (b, "Fridays")):
        path = device.root / device.path_of(memory)
        path.write_text(path.read_text().replace("Mondays\n", f"{day}\n"))
        device.commit_edits([device.path_of(memory)])
    a.sync()
    assert plain(b.root, "pull", "--no-rebase", "-q").returncode != 0
    path = b.root / b.path_of(memory)
    assert "<<<<<<<" in path.read_text()
    mine = git(b.root, "show", f":2:{b.path_of(memory)}").replace("Fridays", "Tuesdays and Fridays")
    path.write_text(mine)  # edited down to one version (not staged)
    done = run_mim("--vault", str(b.root), "sync", "--continue", check=False)
    assert done.returncode == 0, done.stderr
    assert "Tuesdays and Fridays" in git(b.root, "show", f"HEAD:{b.path_of(memory)}")
    no_markers_anywhere(b)


def test_a_hand_edit_during_a_merge_waits_for_it_with_the_watcher_running(tmp_path):
    a, remote = vault_with_remote(tmp_path)
    memory = proposed(a, "Maya prefers green tea")
    other = a.remember("I run on Sundays", type="fact").id
    a.sync()
    b = plain_clone(tmp_path, remote)
    a.confirm(memory)
    b.reject(memory)
    a.sync()
    log = (tmp_path / "watch.log").open("w")
    watcher = subprocess.Popen([sys.executable, "-m", "mimvault.cli", "--vault", str(b.root), "watch"],
                               stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "NO_COLOR": "1"})  # fmt: skip
    try:
        _wait(
            lambda: (
                '"started"' in (tmp_path / "watch.log").read_text() or "started" in (tmp_path / "watch.log").read_text()
            )
        )
        time.sleep(1.0)
        commits = git(b.root, "rev-list", "--count", "HEAD")
        assert plain(b.root, "pull", "--no-rebase", "-q").returncode != 0
        path = b.root / b.path_of(other)
        path.write_text(path.read_text().replace("I run on Sundays", "I run on Sundays and Wednesdays"))
        time.sleep(2.5)  # the watcher's debounce is far shorter: it would have committed by now
        assert git(b.root, "rev-list", "--count", "HEAD") == commits  # neither the markers nor the edit
        assert "waiting" in (tmp_path / "watch.log").read_text()
        done = run_mim("--vault", str(b.root), "sync", "--continue", check=False)
        assert done.returncode == 0, done.stderr
        _wait(lambda: "Wednesdays" in git(b.root, "show", f"HEAD:{b.path_of(other)}"))
        assert "edit" in [c.op for c in b.log(object_id=other)]  # the user's edit, by whichever came first
    finally:
        watcher.send_signal(signal.SIGTERM)
        watcher.wait(timeout=20)
        log.close()
    no_markers_anywhere(b)
    b.sync()
    a.sync()
    assert head(a) == head(b) and "Wednesdays" in a.get(other).text


def _wait(predicate, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.1)
    raise AssertionError("timed out")


def test_a_clone_is_set_up_and_a_plain_clone_can_be(tmp_path, devices):
    a, b, remote = devices
    for name in ("pre-commit", "pre-merge-commit"):
        assert "mimvault" in (b.root / ".git" / "hooks" / name).read_text()
    assert "mimvault.merge_driver" in git(b.root, "config", "--get", "merge.mimvault.driver")
    assert b.search("anything") is not None and (b.root / ".mimvault" / "cache").is_dir()
    git(tmp_path, "clone", "-q", "--branch", "main", str(remote), "c")
    refused = run_mim("init", str(tmp_path / "c"), check=False)
    assert refused.returncode == 1 and "mim doctor --fix" in refused.stderr
    fixed = run_mim("--vault", str(tmp_path / "c"), "doctor", "--fix", "--json", check=False)
    messages = [f["reason"] for f in json.loads(fixed.stdout)["findings"]]
    assert not any("hook is not installed" in m or "merge driver" in m for m in messages)
    assert (tmp_path / "c" / ".git" / "hooks" / "pre-commit").exists()


def test_a_sync_merge_is_not_undone_by_mim_undo(devices):
    a, b, _ = devices
    a.remember("I keep bees", type="fact")
    b.remember("I bake bread", type="fact")
    a.sync()
    b.sync()
    from mimvault.errors import ConflictError

    with pytest.raises(ConflictError, match="merge of two devices"):
        b.undo()


def test_field_rules_of_the_merge(tmp_path):
    from mimvault.storage.merge import merge_file

    def memory(**fields) -> bytes:
        meta = {"id": "mem_01M8S4ZTQ0CMVQ01R8Z9M4G28Y", "type": "fact", "state": "confirmed", "confidence": 0.9,
                "evidence": ["evt_01M8S4ZTQ0CMVQ01R8Z9M4G28Z"], "created": "2026-11-01T10:00:00Z",
                "updated": "2026-11-01T10:00:00Z", **fields}  # fmt: skip
        lines = ["---"] + [f"{k}: {json.dumps(v)}" for k, v in meta.items()] + ["---", "I keep bees", ""]
        return "\n".join(lines).encode()

    rel = "memories/fact/mem_01M8S4ZTQ0CMVQ01R8Z9M4G28Y.md"
    base = memory()
    ours = memory(confidence=0.7, updated="2026-11-03T10:00:00Z", tags=["garden"])
    theirs = memory(confidence=0.8, updated="2026-11-02T10:00:00Z", tags=["honey"], state="stale")
    merged = merge_file(rel, base, ours, theirs)
    from mimvault.storage.files import parse_document

    meta = parse_document(merged.content, rel).meta
    assert meta["confidence"] == 0.7  # less certainty when the devices differ
    assert str(meta["updated"]).startswith("2026-11-03")  # the latest time
    assert meta["tags"] == ["garden", "honey"]
    assert meta["state"] == "stale" and merged.disagreements == []
    clash = merge_file(rel, base, memory(type="opinion"), memory(type="event"))
    assert clash.disagreements == ["type"] and parse_document(clash.content, rel).meta["state"] == "conflicted"
    assert b"<<<<<<<" not in clash.content


# --- a property: random work on two devices, then syncs ----------------------------------

from hypothesis import HealthCheck, example, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from mimvault.errors import MimvaultError  # noqa: E402

_SAID = ["I moved to York last month", "I started at Ordnance Survey", "我搬到杭州了", "I love long walks",
         "Next Friday I see the dentist", "我喜欢喝绿茶"]  # fmt: skip
_STEP = st.tuples(
    st.sampled_from([0, 1]),
    st.sampled_from(
        [
            "capture",
            "confirm",
            "reject",
            "supersede",
            "hand_edit",
            "maintain",
            "resolve",
        ]
    ),
    st.integers(0, 5),
)


@settings(
    max_examples=6,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(steps=st.lists(_STEP, min_size=2, max_size=7))
@example(
    steps=[
        (0, "confirm", 0),
        (1, "reject", 0),
        (0, "hand_edit", 1),
        (1, "hand_edit", 1),
        (1, "capture", 2),
    ]
)
def test_random_work_on_two_devices_always_syncs_to_one_clean_history(tmp_path_factory, steps):
    from mimvault.doctor import check_vault

    root = tmp_path_factory.mktemp("devices")
    a, remote = vault_with_remote(root)
    pool = [proposed(a, "Maya prefers window seats"), proposed(a, "Maya likes jazz"),
            a.remember("I keep bees", type="fact").id]  # fmt: skip
    a.sync()
    b, _ = Vault.clone(str(remote), root / "b")
    devices = (a, b)
    base = {m: a.get(m).state for m in pool}
    kept: set[str] = set(pool)  # every object a device acknowledged
    for device_n, op, n in steps:
        device = devices[device_n]
        memory = pool[n % len(pool)]
        try:
            if op == "capture":
                receipt = device.capture(_SAID[n], session="s1")
                kept.update(c["id"] for c in receipt.changes if c.get("action") == "created")
            elif op == "confirm":
                device.confirm(memory)
            elif op == "reject":
                device.reject(memory)
            elif op == "supersede":
                kept.add(device.supersede(memory, f"a newer version {n}").to_json()["changes"][0]["id"])
            elif op == "hand_edit":
                path = device.root / device.path_of(memory)
                path.write_text(path.read_text().replace("\n---\n", f"\ntags:\n  - edited-{device_n}\n---\n", 1))
            elif op == "maintain":
                device.maintain()
            elif op == "resolve":
                waiting = device.review(candidates=False)
                if waiting:
                    device.resolve(waiting[0]["id"], option=1)
        except MimvaultError:
            pass  # a move the state machine refuses (rejecting a rejected memory): nothing changed
    states = [{m: d.get(m).state for m in pool} for d in devices]
    a.sync()
    b.sync()
    a.sync()
    assert head(a) == head(b)
    no_markers_anywhere(a, b)
    for device in devices:
        errors = [str(f) for f in check_vault(device) if f.severity == "error"]
        assert errors == []
        for object_id in kept:
            device.get(object_id)  # nothing acknowledged is lost
    for memory in pool:
        changed_on_both = states[0][memory] != base[memory] != states[1][memory]
        if changed_on_both and {states[0][memory], states[1][memory]} == {
            "confirmed",
            "rejected",
        }:
            assert a.get(memory).state == "conflicted"
            asked = [q for q in a.review(candidates=False) if memory in q.get("memories", [])]
            assert asked, f"{memory}: confirmed on one device, rejected on the other, and nobody asks"
    a.close()
    b.close()


def test_the_hooks_refuse_a_commit_of_conflict_markers(devices):
    _, b, _ = devices
    memory = b.remember("I cycle to work", type="fact").id
    rel = b.path_of(memory)
    text = (b.root / rel).read_text()
    (b.root / rel).write_text(
        text.replace(
            "I cycle to work\n",
            "<<<<<<< HEAD\nI cycle to work\n=======\nI walk to work\n>>>>>>> origin/main\n",
            1,
        )
    )
    (b.root / "notes.md").write_text("plan\n<<<<<<< HEAD\nA\n=======\nB\n>>>>>>> theirs\n")
    git(b.root, "add", rel, "notes.md")
    done = plain(b.root, "commit", "-q", "-m", "by hand")
    assert done.returncode == 1
    assert f"{rel}:" in done.stderr and "notes.md:2" in done.stderr and "conflict markers" in done.stderr
    assert "I walk to work" not in git(b.root, "show", f"HEAD:{rel}")
