"""Import: chat JSONL, Markdown journals and ChatGPT exports into evidence and memories,
idempotently, in batches, reporting what it could not read by line."""

from __future__ import annotations

import json

import pytest
from conftest import git

from mimvault.errors import InvalidValueError
from mimvault.model import Evidence, Memory


def turn(text, role="user", time="2026-03-18T11:55:00+08:00", session="s1"):
    record = {"role": role, "text": text, "session": session}
    if time:
        record["time"] = time
    return json.dumps(record, ensure_ascii=False)


def objects(vault, kind):
    folder = "evidence" if kind == "evidence" else "memories"
    prefix = "evt_" if kind == "evidence" else "mem_"
    return [vault.get(p.stem) for p in sorted((vault.root / folder).rglob(f"{prefix}*.md"))]


def commits(vault) -> int:
    return int(git(vault.root, "rev-list", "--count", "HEAD"))


def test_a_chat_log_imports_with_broken_lines_reported_by_number(vault, tmp_path, mim):
    chats = tmp_path / "chats.jsonl"
    chats.write_text(
        "\n".join([
            turn("I moved to Tokyo last April"),
            turn("That's exciting! How do you like it?", role="assistant"),
            "{this line is broken",
            turn("haha ok"),
            '{"role": "user"}',
            turn("我表哥叫王磊"),
            json.dumps({"role": "user", "text": "hello", "time": "yesterday-ish"}),
        ]) + "\n",
        encoding="utf-8",
    )
    result = mim("import", str(chats), expect=1)
    assert "line 3:" in result.stderr and "line 5:" in result.stderr and 'no "text"' in result.stderr
    assert 'line 7: not a chat turn ("time" is not an ISO 8601 date-time)' in result.stderr
    assert "Imported 3 of 4 turns" in result.stdout and "1 assistant replies skipped" in result.stdout
    evidence = objects(vault, "evidence")
    assert [e.text for e in evidence] == ["I moved to Tokyo last April", "haha ok", "我表哥叫王磊"]
    assert all(e.source_type == "import" and e.session == "s1" for e in evidence)
    found = {(m.type, m.predicate, m.object) for m in objects(vault, "memory")}
    assert ("fact", "lives_in", "Tokyo") in found and ("relationship", "cousin", "王磊") in found
    tokyo = next(m for m in objects(vault, "memory") if m.predicate == "lives_in" and m.type == "fact")
    assert tokyo.valid_from == "2025-04"  # read against the turn's own time, not today


def test_importing_again_creates_no_duplicates_and_no_commit(vault, tmp_path, mim_json):
    chats = tmp_path / "chats.jsonl"
    chats.write_text("\n".join(turn(f"I live in Berlin, note {n}") for n in range(5)) + "\n" + turn("ok") + "\n" + turn("ok"))
    first = mim_json("import", str(chats))
    assert first["stored"] == 7 and first["duplicates"] == 0  # two identical "ok"s are two turns
    before = commits(vault)
    again = mim_json("import", str(chats))
    assert again["stored"] == 0 and again["duplicates"] == 7 and again["commits"] == []
    assert commits(vault) == before and len(objects(vault, "evidence")) == 7
    chats.write_text(chats.read_text() + "\n" + turn("I live in Berlin, note 5"))
    more = mim_json("import", str(chats))
    assert more["stored"] == 1
    (fact,) = [m for m in objects(vault, "memory") if m.predicate == "lives_in"]
    assert len(fact.evidence) == 6  # keep-best across imports


def test_a_large_import_commits_once_per_batch(vault, tmp_path):
    chats = tmp_path / "chats.jsonl"
    chats.write_text("\n".join(turn(f"message number {n}", time=None) for n in range(23)))
    seen = []
    report = vault.import_file(chats, progress=seen.append)
    assert report.stored == 23 and sum(seen) == 23
    from mimvault.operations import capture as ingest

    before = commits(vault)
    chats.write_text(chats.read_text() + "\n" + "\n".join(turn(f"later {n}", time=None) for n in range(12)))
    original = ingest.IMPORT_BATCH
    try:
        report = ingest.import_file(vault, chats, batch_size=5)
    finally:
        assert ingest.IMPORT_BATCH == original
    assert report.stored == 12 and len(report.commits) == 3 and commits(vault) == before + 3
    log = git(vault.root, "log", "-3", "--format=%s")
    assert "import: 5 turns from chats.jsonl" in log and "import: 2 turns from chats.jsonl" in log


def test_a_journal_takes_its_dates_from_the_headings(vault, tmp_path):
    journal = tmp_path / "journal.md"
    journal.write_text(
        "# 2024-03-05\nI started working at Acme yesterday. I feel so excited.\n\n"
        "## March 9, 2024\n我搬到上海了\n\n### 2024年3月12日\nhmm\n",
        encoding="utf-8",
    )
    report = vault.import_file(journal)
    assert report.format == "journal" and report.stored == 3 and report.problems == []
    evidence = {e.text.splitlines()[0]: e for e in objects(vault, "evidence")}
    assert evidence["我搬到上海了"].mentioned_at.date().isoformat() == "2024-03-09"
    joined = next(m for m in objects(vault, "memory") if m.type == "event" and m.predicate == "employer")
    assert joined.valid_from == "2024-03-04" and joined.time_precision == "day"  # "yesterday" of 5 March


def test_a_chatgpt_export_imports_the_users_turns(vault, tmp_path):
    export = [
        {
            "id": "conv-1",
            "title": "Moving",
            "mapping": {
                "a": {"message": {"author": {"role": "system"}, "content": {"parts": [""]}, "create_time": 1}},
                "b": {"message": {"author": {"role": "user"}, "content": {"parts": ["I live in Lisbon"]},
                                  "create_time": 1710000000}},
                "c": {"message": {"author": {"role": "assistant"}, "content": {"parts": ["Lisbon is lovely."]},
                                  "create_time": 1710000005}},
            },
        },
        {"title": "broken"},
    ]
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps(export))
    report = vault.import_file(path)
    assert report.format == "chatgpt" and report.stored == 1 and report.replies == 1
    assert [str(p) for p in report.problems] == ["line 2: conversation 2 has no message mapping; skipped"]
    (evidence,) = objects(vault, "evidence")
    assert evidence.session == "conv-1" and evidence.mentioned_at.year == 2024


def test_another_speakers_words_are_about_them(vault, tmp_path):
    chats = tmp_path / "group.jsonl"
    chats.write_text(turn("I moved to Paris last year", role="Caroline") + "\n" + turn("I live in Rome") + "\n")
    vault.import_file(chats)
    found = {(m.subject, m.object) for m in objects(vault, "memory") if m.type == "fact"}
    assert found == {("Caroline", "Paris"), ("user", "Rome")}
    speakers = {e.text: e.speaker for e in objects(vault, "evidence")}
    assert speakers == {"I moved to Paris last year": "Caroline", "I live in Rome": None}


def test_relative_time_without_a_mention_time_stays_unresolved(vault, tmp_path):
    chats = tmp_path / "undated.jsonl"
    chats.write_text(turn("I moved to Tokyo last April", time=None) + "\n" + turn("I moved to Oslo in 2019", time=None))
    vault.import_file(chats)
    facts = {m.object: m for m in objects(vault, "memory") if m.type == "fact"}
    assert facts["Tokyo"].valid_from is None and facts["Tokyo"].time_precision == "rough"
    assert facts["Tokyo"].time_raw == "last April"
    assert facts["Oslo"].valid_from == "2019" and facts["Oslo"].time_precision == "year"


def test_mixed_encodings_import_line_by_line(vault, tmp_path):
    path = tmp_path / "mixed.jsonl"
    data = (turn("我住在北京").encode("gb18030") + b"\n" + turn("I live in Berlin").encode() + b"\n"
            + b'{"role": "user", "text": "\xff\xfe\xfd"}\n')
    path.write_bytes(data)
    report = vault.import_file(path)
    assert sorted(e.text for e in objects(vault, "evidence")) == ["I live in Berlin", "我住在北京"]
    assert [p.line for p in report.problems] == [3]


@pytest.mark.parametrize(
    ("content", "message"),
    [(b"", "empty"), (b"\x00\x01\x02binary", "binary"), (b"   \n\n", "empty")],
    ids=["empty", "binary", "blank"],
)
def test_unreadable_files_are_refused_whole(vault, tmp_path, content, message):
    path = tmp_path / "chats.jsonl"
    path.write_bytes(content)
    before = commits(vault)
    with pytest.raises(InvalidValueError, match=message):
        vault.import_file(path)
    assert commits(vault) == before


def test_cli_import_errors_name_the_file_or_option(mim, tmp_path):
    missing = mim("import", str(tmp_path / "nope.jsonl"), expect=2)
    assert "nope.jsonl" in missing.stderr and "Traceback" not in missing.stderr
    path = tmp_path / "x.jsonl"
    path.write_text(turn("hello"))
    assert "--format" in mim("import", str(path), "--format", "csv", expect=2).stderr


def test_secrets_in_an_import_are_redacted_per_turn(vault, tmp_path):
    path = tmp_path / "chats.jsonl"
    path.write_text(turn("my bank password is Tr0ub4dor&3xq") + "\n" + turn("I live in Rome"))
    report = vault.import_file(path)
    assert any("removed 1 secret" in n for n in report.notices)
    texts = [e.text for e in objects(vault, "evidence")]
    assert all("Tr0ub4dor" not in t for t in texts) and any("[REDACTED:" in t for t in texts)
    assert "Tr0ub4dor" not in git(vault.root, "log", "-p")
    assert isinstance(objects(vault, "evidence")[0], Evidence) and all(
        isinstance(m, Memory) for m in objects(vault, "memory")
    )
