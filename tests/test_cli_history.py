"""history, why, log and undo: the audit trail read back from Git."""

from __future__ import annotations

from conftest import git


def tokyo(mim_json):
    return mim_json("remember", "--type", "fact", "--subject", "user", "--predicate", "lives_in", "--object", "Tokyo",
                    "--text", "I live in Tokyo", "--time", "2025-04")  # fmt: skip


def test_history_shows_git_versions_and_the_supersession_chain(mim, mim_json):
    old = tokyo(mim_json)["id"]
    new = mim_json("supersede", old, "--object", "Osaka", "--time", "2026-10")["id"]
    newest = mim_json("supersede", new, "--object", "Kyoto", "--time", "2027")["id"]

    data = mim_json("history", new)
    assert [v["op"] for v in data["versions"]] == ["supersede", "supersede"]
    assert [v["state"] for v in data["versions"]] == ["superseded", "confirmed"]
    assert [(m["id"], m["state"], m["this"]) for m in data["chain"]] == [
        (old, "superseded", False),
        (new, "superseded", True),
        (newest, "confirmed", False),
    ]
    out = mim("history", new).stdout
    assert "Supersession chain" in out and "user lives_in Osaka" in out and "<- this" in out


def test_history_counts_hand_edits_as_versions(vault, mim, mim_json):
    receipt = tokyo(mim_json)
    path = vault.root / receipt["changes"][1]["path"]
    path.write_text(path.read_text(encoding="utf-8").replace("importance: 0.5", "importance: 0.9"), encoding="utf-8")
    git(vault.root, "commit", "-qam", "raised importance")
    versions = mim_json("history", receipt["id"])["versions"]
    assert [(v["op"], v["subject"]) for v in versions][0] == ("(by hand)", "raised importance")
    assert len(versions) == 2


def test_why_explains_source_confirmation_and_currency(mim, mim_json):
    proposed = mim_json("remember", "I prefer tea to coffee", "--type", "preference", actor="agent:claude")["id"]
    assert "not yet confirmed" in mim_json("why", proposed)["current"]
    mim("confirm", proposed)
    data = mim_json("why", proposed)
    assert data["state"] == "confirmed"
    assert data["sources"][0]["actor"] == "agent:claude" and data["sources"][0]["excerpt"] == "I prefer tea to coffee"
    assert [op["op"] for op in data["operations"]] == ["confirm", "remember"]
    assert data["current"].startswith("confirmed by user on ") and "no newer version" in data["current"]
    newer = mim_json("supersede", proposed, "--text", "I prefer green tea")["id"]
    assert mim_json("why", proposed)["current"] == f"not current: superseded by {newer}"
    human = mim("why", newer).stdout
    assert "Came from:" in human and "I prefer green tea" in human


def test_log_filters_by_op_actor_object_and_date(vault, mim, mim_json):
    a = tokyo(mim_json)["id"]
    b = mim_json("remember", "likes ramen", "--type", "preference", actor="agent:bot")["id"]
    mim("confirm", b)
    assert [e["op"] for e in mim_json("log")] == ["confirm", "remember", "remember", "init"]
    assert [e["objects"] for e in mim_json("log", "--op", "confirm")] == [[b]]
    assert [e["op"] for e in mim_json("log", "--actor", "agent:bot")] == ["remember"]
    assert {e["op"] for e in mim_json("log", "--id", a)} == {"remember"}
    assert mim_json("log", "--since", "2000-01-01", "--op", "init")[0]["op"] == "init"
    assert mim_json("log", "--until", "2000-01-01") == []
    assert mim_json("log", "--limit", "1")[0]["op"] == "confirm"
    assert "expected a date" in mim("log", "--since", "last tuesday-ish", expect=2).stderr


def test_undo_reverts_the_last_operation_as_a_logged_commit(vault, mim, mim_json):
    old = tokyo(mim_json)["id"]
    sup = mim_json("supersede", old, "--object", "Osaka")
    new = sup["id"]
    undo = mim_json("undo")
    assert undo["changes"][0]["reverted"] == sup["commit"]
    assert mim_json("show", old)["state"] == "confirmed"
    assert "no object with id" in mim("show", new, expect=1).stderr
    assert git(vault.root, "status", "--porcelain") == ""
    message = git(vault.root, "log", "-1", "--format=%B")
    assert "Mim-Op: undo\nMim-Actor: user" in message and f"Mim-Reverts: {sup['commit']}" in message

    # again: steps back over the remember; then nothing is left to undo
    mim("undo")
    assert "no object with id" in mim("show", old, expect=1).stderr
    assert "nothing to undo" in mim("undo", expect=1).stderr
    assert [e["op"] for e in mim_json("log")] == ["undo", "undo", "supersede", "remember", "init"]


def test_undo_refuses_when_the_files_changed_since(vault, mim, mim_json):
    receipt = tokyo(mim_json)
    path = vault.root / receipt["changes"][1]["path"]
    path.write_text(path.read_text(encoding="utf-8") + "\nmy own note\n", encoding="utf-8")
    head = vault.git.head()
    result = mim("undo", expect=1)
    assert "changed after" in result.stderr and receipt["changes"][1]["path"] in result.stderr
    assert vault.git.head() == head and "my own note" in path.read_text(encoding="utf-8")
