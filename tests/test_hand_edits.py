"""Hand edits are operations (the Obsidian issue): a state typed in an editor is the
command it stands for, a move no memory makes is refused with its line, and a file that
claims more than it knows is named by `mim doctor`."""

from __future__ import annotations

import json

from conftest import git, run_mim

from mimvault.api import Vault


def proposed(vault: Vault, text: str) -> str:
    agent = Vault.open(vault.root, actor="agent:helper")
    try:
        return agent.remember(text, type="preference").id
    finally:
        agent.close()


def retyped(vault: Vault, memory: str, old: str, new: str) -> str:
    rel = vault.path_of(memory)
    path = vault.root / rel
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return rel


def test_a_state_typed_by_hand_is_the_confirm_or_reject_it_stands_for(vault):
    liked = proposed(vault, "Maya prefers window seats")
    disliked = proposed(vault, "Maya likes early flights")
    state = f"state: {vault.get(liked).state}"
    first = retyped(vault, liked, state, "state: confirmed")
    path = vault.root / first
    path.write_text(path.read_text(encoding="utf-8").replace("\n---\n", "\ntags:\n  - travel\n---\n", 1), encoding="utf-8")
    second = retyped(vault, disliked, state, "state: rejected")
    vault.commit_edits([first, second])
    memory = vault.get(liked)
    assert memory.state == "confirmed" and memory.last_confirmed is not None and memory.confidence >= 0.95
    assert memory.tags == ["travel"]  # the user's other edit is kept
    assert vault.get(disliked).state == "rejected"
    ops = [c.op for c in vault.log(limit=2)]
    assert sorted(ops) == ["confirm", "reject"]
    assert "(by hand)" in git(vault.root, "log", "-1", "--format=%s")


def test_a_move_no_memory_makes_is_not_committed_and_doctor_names_its_line(vault):
    old = vault.remember("I live in Leeds", type="fact", subject="user", predicate="lives_in", object="Leeds").id
    vault.supersede(old, "I live in York", object="York")
    head = git(vault.root, "rev-parse", "HEAD")
    rel = retyped(vault, old, "state: superseded", "state: confirmed")
    done = run_mim("--vault", str(vault.root), "watch", "--once", check=False)
    assert "superseded -> confirmed is a move no memory makes" in done.stdout + done.stderr
    assert git(vault.root, "rev-parse", "HEAD") == head
    assert "state: confirmed" in (vault.root / rel).read_text(encoding="utf-8")  # left as typed
    doctor = json.loads(run_mim("--vault", str(vault.root), "doctor", "--json", check=False).stdout)
    found = [f for f in doctor["findings"] if f["path"] == rel and f["severity"] == "error"]
    assert found and found[0]["line"] and "set it back to superseded" in found[0]["reason"]
    # never served as confirmed: the memory keeps its last valid meaning
    reopened = Vault.open(vault.root)
    try:
        served = reopened.context("where do I live").items["facts"]
        assert [item["text"] for item in served if item["state"] == "confirmed"] == ["I live in York"]
        assert [e.state for e in reopened.catalog.entries(kind="memory") if e.id == old] == ["superseded"]
    finally:
        reopened.close()


def test_doctor_names_a_date_finer_than_its_precision(vault):
    memory = vault.remember("I moved to Lisbon", type="event", time="2020").id
    rel = retyped(vault, memory, "valid_from: '2020'", "valid_from: 2020-06-15")  # time_precision: year stays
    vault.commit_edits([rel])
    doctor = json.loads(run_mim("--vault", str(vault.root), "doctor", "--json", check=False).stdout)
    assert any(f["path"] == rel and "finer than time_precision year: write 2020" in f["reason"] for f in doctor["findings"])
    served = run_mim("--vault", str(vault.root), "context", "when did I move to Lisbon").stdout
    assert "I moved to Lisbon" in served and "2020" in served and "2020-06" not in served  # no finer than was said


def test_doctor_names_tags_obsidian_would_not_take(vault):
    memory = vault.remember("I like jazz and folk", type="preference", tags=["music taste", "#hash", "2024", "music"]).id
    doctor = json.loads(run_mim("--vault", str(vault.root), "doctor", "--json", check=False).stdout)
    said = {f["reason"].split(":")[0] for f in doctor["findings"] if f["path"] == vault.path_of(memory)}
    assert said == {"tag 'music taste'", "tag '#hash'", "tag '2024'"}


def test_a_save_while_an_operation_runs_is_kept_and_the_operation_applied_on_top(vault):
    """The race of the reliability issue: an editor saves between an operation's read and
    its write. The save is committed as the user's edit, and the operation's change is
    made to the saved version — the edit stays in the work tree."""
    from mimvault.permissions import confirmation

    memory = proposed(vault, "Maya prefers window seats")
    path = vault.root / vault.path_of(memory)
    with vault.parts.transaction("confirm") as tx:
        loaded = tx.load(memory)
        text = path.read_text(encoding="utf-8")
        path.write_text(text.replace("Maya prefers window seats", "Maya prefers window seats on long flights"), encoding="utf-8")
        tx.put(loaded.obj.model_copy(update=confirmation(loaded.obj, vault.parts.now())), loaded)
    saved = path.read_text(encoding="utf-8")
    assert "on long flights" in saved and "state: confirmed" in saved
    assert [c.op for c in vault.log(limit=2)] == ["confirm", "edit"]
    assert "on long flights" in git(vault.root, "show", f"HEAD:{vault.path_of(memory)}")
