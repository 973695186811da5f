"""The inbox note (``reviews/inbox.md``): what waits for the user as boxes to tick in
any editor; a ticked box is applied through the write path as the user's answer, and
the note is rewritten, keeping the user's own words."""

from __future__ import annotations

import json
import re

from conftest import git
from test_sync import devices  # noqa: F401 - the two-device fixture
from test_watch import wait_for, watcher  # noqa: F401 - the real watcher process

from mimvault.storage.inbox_note import INBOX, render


def conflict_and_candidate(vault):
    """A question (two versions of what the user studied) and a candidate to confirm."""
    vault.capture("I majored in physics")
    vault.capture("I majored in chemistry")
    vault.capture("I moved to Porto in March 2023")
    items = vault.review()
    question = next(i for i in items if i["kind"] == "question")
    candidate = next(i for i in items if i["kind"] == "candidate" and "Porto" in i["text"])
    return question, candidate


def tick(path, item_id: str, words: str, mark: str = "x") -> None:
    """Tick the box with these words under the item's heading, as a person would."""
    lines = path.read_text(encoding="utf-8").split("\n")
    inside = False
    for n, line in enumerate(lines):
        if line.startswith("### "):
            inside = f"[[{item_id}|" in line
        elif inside and re.fullmatch(rf"- \[ \] \d+\) {re.escape(words)}", line):
            lines[n] = line.replace("[ ]", f"[{mark}]", 1)
            break
    else:
        raise AssertionError(f"no box {words!r} under {item_id}")
    path.write_text("\n".join(lines), encoding="utf-8")


def test_a_new_vault_has_an_empty_inbox_linked_from_its_readme(vault):
    note = vault.root / INBOX
    assert note.read_text(encoding="utf-8") == render([], [], "")
    assert "[[inbox|" in (vault.root / "README.md").read_text(encoding="utf-8")


def test_ticked_boxes_answer_the_question_and_confirm_the_candidate(vault, mim):
    question, candidate = conflict_and_candidate(vault)
    mim("inbox")
    note = vault.root / INBOX
    text = note.read_text(encoding="utf-8")
    assert f"### [[{question['id']}|" in text and f"### [[{candidate['id']}|" in text
    assert "- [ ] 2) chemistry" in text and "- [ ] 1) yes, it is right" in text
    note.write_text(text.replace("## My notes\n", "## My notes\n\nask mum about the dates\n"), encoding="utf-8")
    tick(note, question["id"], "chemistry")
    tick(note, candidate["id"], "yes, it is right", mark="X")

    out = json.loads(mim("inbox", "--json").stdout)

    assert {(a["id"], a["option"]) for a in out["applied"]} == {(question["id"], 2), (candidate["id"], 1)}
    assert out["not_applied"] == []
    assert vault.get(question["id"]).status == "resolved"
    assert str(vault.get(candidate["id"]).state) == "confirmed" and vault.get(candidate["id"]).last_confirmed
    ops = git(vault.root, "log", "--format=%(trailers:key=Mim-Op,valueonly)", "-4").split()
    assert {"resolve", "confirm", "inbox"} <= set(ops)
    actors = git(vault.root, "log", "-4", "--format=%(trailers:key=Mim-Actor,valueonly)").split()
    assert actors.count("user") >= 2  # each answer is the user's own
    after = note.read_text(encoding="utf-8")
    assert f"### [[{question['id']}|" not in after and f"### [[{candidate['id']}|" not in after
    done = after.split("## Done", 1)[1]
    assert "2) chemistry" in done and "1) yes, it is right" in done
    assert after.rstrip().endswith("ask mum about the dates")  # the user's notes survive the rewrite
    assert git(vault.root, "status", "--porcelain", "--", INBOX) == ""  # the rewrite is committed


def test_a_stale_or_double_tick_is_not_applied_and_the_note_says_why(vault, mim):
    question, candidate = conflict_and_candidate(vault)
    mim("inbox")
    note = vault.root / INBOX
    tick(note, candidate["id"], "yes, it is right")
    tick(note, candidate["id"], "no, it is wrong")
    # a copy from before the options changed: option 1 no longer reads like this
    note.write_text(note.read_text(encoding="utf-8").replace("- [ ] 1) physics", "- [x] 1) physics (the old words)"))
    text = note.read_text(encoding="utf-8")
    note.write_text(text.replace("## To confirm", "my own line, typed in the middle of it\n\n## To confirm"), encoding="utf-8")

    done = mim("inbox", expect=1)

    assert "2 boxes ticked for one item" in done.stdout and "now reads “physics”" in done.stdout
    assert vault.get(question["id"]).status == "open"
    assert str(vault.get(candidate["id"]).state) == "pending_review"
    after = note.read_text(encoding="utf-8")
    assert "## Not applied" in after and "2 boxes ticked for one item" in after
    assert "- [ ] 1) physics" in after and not re.search(r"^- \[x\]", after, re.M)  # asked again, unticked
    assert "my own line, typed in the middle of it" in after.split("## My notes", 1)[1]


def test_maintain_applies_the_ticks_and_lists_what_it_asked(vault, mim):
    question, candidate = conflict_and_candidate(vault)
    mim("inbox")
    tick(vault.root / INBOX, candidate["id"], "no, it is wrong")
    out = json.loads(mim("maintain", "--json").stdout)
    assert out["inbox"]["applied"] == [{"id": candidate["id"], "option": 2, "words": "no, it is wrong", "line": out["inbox"]["applied"][0]["line"]}]
    assert str(vault.get(candidate["id"]).state) == "rejected"
    assert f"[[{question['id']}|" in (vault.root / INBOX).read_text(encoding="utf-8")


def test_a_tick_saved_under_mim_watch_is_applied_at_once(vault, watcher):  # noqa: F811
    question, _ = conflict_and_candidate(vault)
    watcher()
    note = vault.root / INBOX
    wait_for(lambda: f"[[{question['id']}|" in note.read_text(encoding="utf-8"), what="the inbox rewritten")
    tick(note, question["id"], "chemistry")
    wait_for(lambda: vault.get(question["id"]).status == "resolved", timeout=10, what="the answer applied")
    wait_for(lambda: "2) chemistry" in note.read_text(encoding="utf-8").split("## Done")[-1], what="the note rewritten")
    wait_for(lambda: f"answered {question['id']}" in watcher.log.read_text(), what="the watcher saying so")


def test_ticks_made_on_two_devices_are_both_kept_by_sync(devices):  # noqa: F811
    a, b, _ = devices
    question, candidate = conflict_and_candidate(a)
    a.write_inbox()
    a.sync()
    b.sync()
    tick(a.root / INBOX, question["id"], "chemistry")
    tick(b.root / INBOX, candidate["id"], "yes, it is right")
    a.git.run("commit", "-qam", "ticked on the laptop")
    b.git.run("commit", "-qam", "ticked on the phone")
    a.sync()
    b.sync()
    out = b.inbox()
    assert {x["id"] for x in out["applied"]} == {question["id"], candidate["id"]}
    assert b.get(question["id"]).status == "resolved" and str(b.get(candidate["id"]).state) == "confirmed"
    assert "<<<<<<<" not in (b.root / INBOX).read_text(encoding="utf-8")


def test_undo_undoes_the_last_operation_not_the_inbox_rewrite(vault, mim):
    vault.capture("I moved to Porto in March 2023")
    mim("inbox")
    assert git(vault.root, "log", "-1", "--format=%s").startswith("inbox:")
    out = json.loads(mim("undo", "--json").stdout)
    assert "capture" in json.dumps(out) and "inbox:" not in json.dumps(out)
