"""Imports faithful to their source: a ChatGPT export read as the user last left each
conversation, a journal's headings read as its dates, and what a terminal would act on
never kept as such."""

from __future__ import annotations

import json

import pytest


def message(role, text, time=None, parent=None, children=()):
    return {"message": {"author": {"role": role}, "content": {"parts": [text]}, "create_time": time},
            "parent": parent, "children": list(children)}  # fmt: skip


def export_with_an_edit(tmp_path):
    """The user asked about Lisbon, then edited the question to Porto: the Lisbon branch is
    what the edit left behind."""
    mapping = {
        "root": {"message": None, "parent": None, "children": ["u1"]},
        "u1": message("user", "Hi, planning a move this year.", 1710000000, "root", ["a1"]),
        "a1": message("assistant", "Exciting! Where to?", 1710000005, "u1", ["old", "new"]),
        "old": message("user", "I'm moving to Lisbon in June, thoughts on Alfama?", 1710000050, "a1", ["a-old"]),
        "a-old": message("assistant", "Alfama is hilly.", 1710000055, "old"),
        "new": message("user", "I'm moving to Porto in June, thoughts on Ribeira?", None, "a1", ["a-new"]),
        "a-new": message("assistant", "Ribeira is lovely.", 1710000300, "new"),
    }
    export = [{"id": "conv-9", "title": "Big  move\nplanning", "create_time": 1709990000, "update_time": 1710000400,
               "current_node": "a-new", "mapping": mapping}]  # fmt: skip
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps(export), encoding="utf-8")
    return path


def test_a_chatgpt_branch_the_user_edited_away_is_no_evidence_and_no_memory(mim, mim_json, vault, tmp_path):
    report = mim_json("import", str(export_with_an_edit(tmp_path)))
    assert report["stored"] == 2 and report["replies_skipped"] == 2
    texts = [p.read_text(encoding="utf-8") for p in (vault.root / "evidence").rglob("evt_*.md")]
    assert not any("Lisbon" in t or "Alfama" in t for t in texts)
    assert any("Porto" in t for t in texts)
    assert mim_json("search", "Lisbon", "--kind", "evidence", "--kind", "memory")["hits"] == []
    assert mim_json("search", "Porto", "--kind", "evidence")["hits"]


def test_a_chatgpt_message_without_a_time_takes_the_one_before_it_and_keeps_the_title(mim_json, vault, tmp_path):
    mim_json("import", str(export_with_an_edit(tmp_path)))
    evidence = [vault.get(p.stem) for p in (vault.root / "evidence").rglob("evt_*.md")]
    porto = next(e for e in evidence if "Porto" in e.text)
    assert porto.mentioned_at.timestamp() == 1710000005  # the assistant's message before it, not 1970 or now
    assert {e.conversation for e in evidence} == {"Big move planning"}


@pytest.mark.parametrize(
    ("heading", "when"),
    [
        ("# 2024年3月13日 星期三", "2024-03-13T12:00"),
        ("## 2024-03-27 周三 晴", "2024-03-27T12:00"),
        ("## 2024年3月28日 下午3点", "2024-03-28T15:00"),
        ("### 2024-03-05 Tuesday", "2024-03-05T12:00"),
        ("## March 5, 2024 — Tuesday, rainy", "2024-03-05T12:00"),
    ],
)
def test_a_dated_heading_may_carry_its_weekday_weather_and_time(mim_json, vault, tmp_path, heading, when):
    journal = tmp_path / "journal.md"
    journal.write_text(f"# 2023-12-31\nNew year's eve.\n\n{heading}\n今天去了趟西湖。\n", encoding="utf-8")
    report = mim_json("import", str(journal))
    assert report["stored"] == 2
    evidence = {e.text: e for e in (vault.get(p.stem) for p in (vault.root / "evidence").rglob("evt_*.md"))}
    entry = evidence["今天去了趟西湖。"]  # the heading is no part of any entry's words
    assert entry.mentioned_at.isoformat()[:16] == when
    assert "New year's eve." in evidence and heading.lstrip("# ") not in "".join(evidence)


def test_a_heading_without_a_year_takes_the_year_before_it_and_never_2000(mim_json, vault, tmp_path):
    journal = tmp_path / "diary.md"
    journal.write_text(
        "### 3月15日\n搬家的前一天。\n\n## 2023年12月28日\n年底加班。\n\n### 1月3日\n新年第一天上班。\n\n"
        "## A note on moving\nStill boxes everywhere.\n",
        encoding="utf-8",
    )
    mim_json("import", str(journal))
    evidence = {e.text.splitlines()[0]: e for e in (vault.get(p.stem) for p in (vault.root / "evidence").rglob("evt_*.md"))}
    assert evidence["搬家的前一天。"].mentioned_at.date().isoformat() == "2023-03-15"  # the first year named
    assert evidence["新年第一天上班。"].mentioned_at.date().isoformat() == "2024-01-03"  # after December: next year
    note = evidence["A note on moving"]  # a heading without a date: an entry of its own, under the last date
    assert note.text == "A note on moving\nStill boxes everywhere." and note.mentioned_at.date().isoformat() == "2024-01-03"
    assert all(e.mentioned_at.year != 2000 for e in evidence.values())


def test_what_a_terminal_would_act_on_never_reaches_a_title_or_the_screen(mim, mim_json, vault, tmp_path):
    chats = tmp_path / "console.jsonl"
    lines = [
        {"role": "user", "text": "I moved to \u001b[31mReykjavik\u001b[0m last spring \u0007", "time": "2024-06-01T10:00:00+00:00"},
        {"role": "user", "text": "I love \u001b]0;pwned\u0007sourdough baking", "time": "2024-06-01T10:05:00+00:00"},
    ]  # fmt: skip
    chats.write_text("\n".join(json.dumps(line) for line in lines) + "\n", encoding="utf-8")
    mim("import", str(chats))
    mim("remember", "a bell\u0007 in a statement", "--type", "fact")
    for command in (["list"], ["search", "Reykjavik"], ["search", "sourdough", "--kind", "evidence"]):
        out = mim(*command).stdout
        assert "\x1b" not in out and "\x07" not in out, command
    shown = mim("show", mim_json("search", "Reykjavik")["hits"][0]["id"]).stdout
    assert "\x1b" not in shown and "Reykjavik" in shown
    evidence = [p.read_text(encoding="utf-8") for p in (vault.root / "evidence").rglob("evt_*.md")]
    assert any("␇" in t for t in evidence)  # the bell kept, as its picture: nothing said is dropped
    assert "␇" in mim("list").stdout  # the remembered statement's bell, shown, not rung
