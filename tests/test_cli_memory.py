"""The user's story of issue 2, through the CLI: remember, list, show, confirm, reject, supersede, forget."""

from __future__ import annotations

import json

from conftest import git


def remember_tokyo(mim_json, **extra):
    args = ["remember", "--type", "fact", "--subject", "user", "--predicate", "lives_in", "--object", "Tokyo",
            "--text", "I live in Tokyo", "--time", "2025-04"]  # fmt: skip
    for key, value in extra.items():
        args += [f"--{key}", value]
    return mim_json(*args)


def test_remember_writes_a_memory_and_its_evidence_in_one_commit(vault, mim_json):
    before = vault.git.head()
    receipt = remember_tokyo(mim_json)
    memory_id = receipt["id"]
    assert receipt["op"] == "remember" and receipt["actor"] == "user"
    [evidence, memory] = receipt["changes"]
    assert memory == {"id": memory_id, "action": "created", "path": f"memories/fact/{memory_id}.md", "before": None, "after": "confirmed"}
    assert evidence["path"].startswith("evidence/") and evidence["id"].startswith("evt_")

    text = (vault.root / memory["path"]).read_text(encoding="utf-8")
    assert "valid_from: 2025-04\ntime_precision: month\n" in text
    assert text.endswith(f"---\nI live in Tokyo\n\nEvidence: [[{evidence['id']}]]\n")
    assert "I live in Tokyo" in (vault.root / evidence["path"]).read_text(encoding="utf-8")

    # exactly one new commit, with trailers naming the op, the actor and both objects
    assert git(vault.root, "rev-list", "--count", f"{before}..HEAD").strip() == "1"
    message = git(vault.root, "log", "-1", "--format=%B")
    assert f"Mim-Op: remember\nMim-Actor: user\nMim-Evidence: {evidence['id']}\nMim-Memory: {memory_id}" in message
    assert git(vault.root, "status", "--porcelain") == ""


def test_list_filters_by_state_and_type(vault, mim, mim_json):
    tokyo = remember_tokyo(mim_json)["id"]
    pref = mim_json("remember", "以后技术资料优先英文", "--type", "preference", "--state", "pending_review")["id"]
    confirmed = mim_json("list", "--state", "confirmed")
    assert [m["id"] for m in confirmed] == [tokyo]
    assert confirmed[0]["confidence_label"] == "certain" and confirmed[0]["path"].endswith(f"{tokyo}.md")
    assert [m["id"] for m in mim_json("list", "--type", "preference")] == [pref]
    assert [m["id"] for m in mim_json("list")] == [tokyo, pref]
    human = mim("list").stdout
    assert tokyo in human and "以后技术资料优先英文" in human


def test_show_renders_fields_and_body(vault, mim, mim_json):
    memory_id = remember_tokyo(mim_json)["id"]
    out = mim("show", memory_id).stdout
    assert "user lives_in Tokyo" in out and "state: confirmed" in out and "I live in Tokyo" in out
    data = mim_json("show", memory_id)
    assert data["object"] == "Tokyo" and data["state"] == "confirmed" and data["kind"] == "memory"
    raw = mim("show", memory_id, "--raw").stdout
    assert raw == (vault.root / data["path"]).read_text(encoding="utf-8")


def test_chinese_memories_are_stored_unescaped(vault, mim_json):
    receipt = mim_json("remember", "--type", "fact", "--subject", "user", "--predicate", "lives_in", "--object", "东京",
                       "--text", "我现在住在东京", "--time", "2025-04")  # fmt: skip
    text = (vault.root / receipt["changes"][1]["path"]).read_text(encoding="utf-8")
    assert "object: 东京" in text and "title: 我现在住在东京" in text and "\\u" not in text


def test_an_agent_only_proposes_and_the_user_confirms(vault, mim, mim_json):
    receipt = mim_json("remember", "I prefer short answers", "--type", "preference", actor="agent:claude")
    memory_id = receipt["id"]
    assert receipt["changes"][1]["after"] == "inferred"
    assert receipt["actor"] == "agent:claude"
    assert "Mim-Actor: agent:claude" in git(vault.root, "log", "-1", "--format=%B")

    head = vault.git.head()
    denied = mim("confirm", memory_id, actor="agent:claude", expect=1)
    assert "agent:claude may not confirm" in denied.stderr
    denied = mim("remember", "x", "--type", "fact", "--state", "confirmed", actor="agent:claude", expect=1)
    assert "may only propose" in denied.stderr
    for command in (["forget", memory_id], ["undo"], ["reject", memory_id]):
        assert mim(*command, actor="agent:claude", expect=1).stderr.startswith("Error: agent:claude may not")
    assert vault.git.head() == head  # nothing was written

    assert mim_json("show", memory_id)["confidence"] == 0.6
    confirmed = mim_json("confirm", memory_id)
    assert confirmed["changes"][0]["before"] == "inferred" and confirmed["changes"][0]["after"] == "confirmed"
    assert "last_confirmed:" in (vault.root / confirmed["changes"][0]["path"]).read_text(encoding="utf-8")
    assert mim_json("show", memory_id)["confidence"] == 0.95  # the user's word makes it certain


def test_agent_class_b_memories_wait_for_review(mim_json):
    receipt = mim_json("remember", "The user works at Acme", "--type", "fact", "--predicate", "employer",
                       "--object", "Acme", actor="agent:claude")  # fmt: skip
    assert receipt["changes"][1]["after"] == "pending_review"


def test_reject_keeps_the_memory_as_rejected_and_out_of_the_list(vault, mim, mim_json):
    memory_id = mim_json("remember", "I have a cat", "--type", "fact", actor="agent:claude")["id"]
    mim("reject", memory_id, "--reason", "no pets")
    assert mim_json("list") == []
    assert [m["state"] for m in mim_json("list", "--all")] == ["rejected"]
    assert "Reason: no pets" in git(vault.root, "log", "-1", "--format=%B")


def test_supersede_makes_a_new_version_and_keeps_the_old(vault, mim, mim_json):
    old_id = remember_tokyo(mim_json)["id"]
    receipt = mim_json("supersede", old_id, "--object", "Osaka", "--text", "I live in Osaka now", "--time", "2026-10")
    new_id = receipt["id"]
    states = {c["id"]: (c["before"], c["after"]) for c in receipt["changes"]}
    assert states[old_id] == ("confirmed", "superseded") and states[new_id] == (None, "confirmed")

    old = mim_json("show", old_id)
    new = mim_json("show", new_id)
    assert old["superseded_by"] == new_id and old["valid_to"] == "2026-10"
    assert new["supersedes"] == old_id and new["object"] == "Osaka"
    assert f"Supersedes: [[{old_id}]]" in new["body"] and f"Superseded by: [[{new_id}]]" in old["body"]
    assert [m["id"] for m in mim_json("list")] == [new_id]
    # superseding the old version again is refused, and points at the newer one
    refused = mim("supersede", old_id, "--object", "Kyoto", expect=1)
    assert f"its newer version is {new_id}" in refused.stderr


def test_supersede_without_text_rewrites_the_old_text(mim_json):
    old_id = remember_tokyo(mim_json)["id"]
    new_id = mim_json("supersede", old_id, "--object", "Osaka")["id"]
    assert mim_json("show", new_id)["text"] == "I live in Osaka"


def test_an_agent_supersession_waits_for_the_user(mim, mim_json):
    old_id = remember_tokyo(mim_json)["id"]
    proposal = mim_json("supersede", old_id, "--object", "Osaka", actor="agent:claude")
    new_id = proposal["id"]
    assert [c["id"] for c in proposal["changes"] if c["before"] is not None] == []  # the old one untouched
    assert mim_json("show", old_id)["state"] == "confirmed"
    confirmed = mim_json("confirm", new_id)
    assert {c["id"]: c["after"] for c in confirmed["changes"]} == {new_id: "confirmed", old_id: "superseded"}


def test_forget_removes_content_and_logs_the_act(vault, mim, mim_json):
    receipt = remember_tokyo(mim_json)
    memory_id = receipt["id"]
    evidence_path = receipt["changes"][0]["path"]
    memory_path = receipt["changes"][1]["path"]
    forgot = mim_json("forget", memory_id)
    assert {c["id"] for c in forgot["changes"]} == {memory_id, receipt["changes"][0]["id"]}
    for path in (memory_path, evidence_path):
        text = (vault.root / path).read_text(encoding="utf-8")
        assert "Tokyo" not in text and "Forgotten at the user's request" in text
    assert "state: deleted" in (vault.root / memory_path).read_text(encoding="utf-8")
    assert mim_json("list") == [] and mim_json("list", "--state", "deleted")[0]["id"] == memory_id
    assert mim_json("log", "--op", "forget")[0]["objects"] == [memory_id, receipt["changes"][0]["id"]]
    head = vault.git.head()
    illegal = mim("confirm", memory_id, expect=1)
    assert illegal.stderr.startswith(f"Error: {memory_id} is deleted: it cannot become confirmed")
    assert illegal.stderr.count("\n") == 1  # one line
    assert vault.git.head() == head and git(vault.root, "status", "--porcelain") == ""  # nothing written


def test_forget_keeps_evidence_another_memory_rests_on(vault, mim_json):
    first = remember_tokyo(mim_json)
    evidence_id = first["changes"][0]["id"]
    second = mim_json("remember", "I moved to Tokyo in 2025", "--type", "event", "--evidence", evidence_id)
    assert [c["id"] for c in second["changes"]] == [second["id"]]  # no new evidence: it reused the given one
    forgot = mim_json("forget", first["id"])
    assert [c["id"] for c in forgot["changes"]] == [first["id"]]
    assert "I live in Tokyo" in (vault.root / first["changes"][0]["path"]).read_text(encoding="utf-8")


def test_hand_edits_survive_an_operation_and_are_committed_as_the_users_edit(vault, mim, mim_json):
    receipt = mim_json("remember", "我喜欢爬山", "--type", "preference", "--state", "pending_review")
    path = vault.root / receipt["changes"][1]["path"]
    text = path.read_text(encoding="utf-8")
    edited = text.replace("type: preference\n", "type: preference\n心情: 很好  # 我自己加的\n").replace(
        "---\n我喜欢爬山\n", "---\n我喜欢爬山\n\n周末常去高尾山。\n"
    )
    path.write_text(edited, encoding="utf-8")

    mim("confirm", receipt["id"])
    after = path.read_text(encoding="utf-8")
    assert "心情: 很好  # 我自己加的\n" in after and "周末常去高尾山。" in after
    assert after.replace("state: confirmed", "state: pending_review").count("\n") == edited.count("\n") + 1  # + last_confirmed
    ops = [c["op"] for c in mim_json("log", "--limit", "2")]
    assert ops == ["confirm", "edit"]
    assert mim_json("log", "--op", "edit")[0]["actor"] == "user"


def test_bad_arguments_are_usage_errors(mim):
    result = mim("remember", "x", "--type", "fact", "--time", "last spring", expect=2)
    assert "time 'last spring'" in result.stderr
    assert "Usage:" in mim("remember", "x", "--type", "nonsense", expect=2).stderr
    assert "not a valid id" in mim("show", "mem_../../etc/passwd", expect=2).stderr
    assert "no object with id mem_nothere" in mim("show", "mem_nothere", expect=1).stderr


def test_vault_is_found_from_env_and_working_directory(vault, monkeypatch):
    from click.testing import CliRunner

    from mimvault.cli import cli

    runner = CliRunner()
    monkeypatch.setenv("MIMVAULT_DIR", str(vault.root))
    assert runner.invoke(cli, ["list", "--json"]).exit_code == 0
    monkeypatch.delenv("MIMVAULT_DIR")
    monkeypatch.chdir(vault.root / "memories")
    result = runner.invoke(cli, ["remember", "found from cwd", "--type", "fact", "--json"])
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["changes"][1]["path"].startswith("memories/fact/")
    monkeypatch.chdir(vault.root.parent)
    result = runner.invoke(cli, ["list"])
    assert result.exit_code == 1 and "no vault at or above" in result.stderr


def test_changes_staged_by_hand_are_never_swept_into_an_operation(vault, mim, mim_json):
    (vault.root / "notes.md").write_text("my own note\n", encoding="utf-8")
    git(vault.root, "add", "notes.md")
    receipt = mim_json("remember", "I live in Tokyo", "--type", "fact")
    committed = git(vault.root, "show", "--name-only", "--format=", "HEAD").split()
    assert sorted(committed) == sorted(c["path"] for c in receipt["changes"])  # only the operation's files
    assert git(vault.root, "status", "--porcelain") == "A  notes.md\n"  # still staged, for the user to commit
    git(vault.root, "commit", "-qm", "my note")
    assert git(vault.root, "status", "--porcelain") == ""


def test_commits_are_sound_git_objects(vault, mim, mim_json):
    old = mim_json("remember", "I live in Tokyo", "--type", "fact", "--predicate", "lives_in", "--object", "Tokyo")["id"]
    new = mim_json("supersede", old, "--object", "Osaka")["id"]
    mim("forget", new)
    mim("undo")
    mim("remember", "我喜欢爬山", "--type", "preference")
    git(vault.root, "fsck", "--strict", "--no-dangling")  # raises on any malformed object
    assert git(vault.root, "status", "--porcelain") == ""
    # the index and HEAD agree on every file
    assert git(vault.root, "diff", "--cached", "--name-only") == ""


def test_init_makes_the_vault_the_vault_option_names_not_the_working_directory(tmp_path, monkeypatch):
    """`mim --vault X init` creates X; the working directory is left alone."""
    from click.testing import CliRunner

    from mimvault.cli import cli

    here = tmp_path / "here"
    here.mkdir()
    monkeypatch.chdir(here)
    monkeypatch.delenv("MIMVAULT_DIR", raising=False)
    result = CliRunner().invoke(cli, ["--vault", str(tmp_path / "named"), "init", "--json"])
    assert result.exit_code == 0, result.stderr
    assert (tmp_path / "named" / ".mimvault").is_dir()
    assert not (here / ".mimvault").exists() and not (here / ".git").exists()
