"""Every input gets an answer and a no-change command makes no commit (the reliability
issue): text with lone surrogates is kept around the bad character, never an internal
error; confirming a confirmed memory, rejecting a rejected one or a second maintenance run
the same day leave history as it was, and say so."""

from __future__ import annotations

import json

from conftest import git, run_mim


def commits(root) -> int:
    return int(git(root, "rev-list", "--count", "HEAD"))


def test_a_lone_surrogate_never_fails_a_capture_an_import_or_a_time_batch(vault, tmp_path):
    receipt = vault.capture("I moved to York \ud800 last week")  # what a "\ud800" JSON escape decodes to
    evidence = next(c["id"] for c in receipt.changes if c["id"].startswith("evt_"))
    assert "York \ufffd last week" in vault.get(evidence).text  # the words around it are kept
    turns = tmp_path / "chat.jsonl"
    turns.write_text(
        '{"role": "user", "text": "I started at Arup \\ud83d in May", "time": "2025-05-01T10:00:00Z"}\n'
        '{"role": "user", "text": "I like green tea", "time": "2025-05-01T10:05:00Z"}\n',
        encoding="utf-8",
    )
    done = run_mim("--vault", str(vault.root), "import", str(turns), "--json", check=False)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["stored"] == 2 and report["problems"] == []
    cases = (
        '{"id": "a", "text": "next \\udc80 friday", "ref_time": "2025-01-01T00:00:00Z"}\n'
        '{"id": "b", "text": "next friday", "ref_time": "2025-01-01T00:00:00Z"}\n'
    )
    done = run_mim("time", "--jsonl", input_text=cases, check=False)
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert [a["id"] for a in answers] == ["a", "b"] and answers[1]["value"] == "2025-01-10"


def test_commands_that_change_nothing_make_no_commit(vault):
    memory = vault.remember("I keep bees", type="fact").id
    vault.maintain()
    before = commits(vault.root)
    assert vault.maintain()["commit"] is None  # the same day, nothing new
    done = run_mim("--vault", str(vault.root), "confirm", memory)  # a stated memory is confirmed already
    assert done.returncode == 0 and "already confirmed" in done.stdout
    vault.reject(memory)
    rejected = commits(vault.root)
    again = vault.reject(memory)
    assert again.commit is None and "already rejected" in again.notices[0]
    assert commits(vault.root) == rejected == before + 1


def test_a_huge_file_is_reported_in_milliseconds_never_parsed_or_committed_and_a_photo_is_named(vault):
    memory = vault.remember("I keep bees", type="fact").id
    rel = vault.path_of(memory)
    path = vault.root / rel
    head = git(vault.root, "rev-parse", "HEAD")
    path.write_text(path.read_text() + "log line\n" * 600_000)  # ~5 MB pasted into a memory
    (vault.root / "memories" / "fact" / "hive.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(2000))
    done = run_mim("--vault", str(vault.root), "doctor", "--json", check=False)
    findings = json.loads(done.stdout)["findings"]
    assert done.returncode == 1
    assert any(f["path"] == rel and "more than an object file may be" in f["reason"] for f in findings)
    assert any(f["path"] == "memories/fact/hive.png" and "not a Markdown file" in f["reason"] for f in findings)
    watched = run_mim("--vault", str(vault.root), "watch", "--once", check=False)
    assert git(vault.root, "rev-parse", "HEAD") == head  # never committed
    assert "more than an object file may be" in watched.stdout + watched.stderr


def test_a_vault_without_its_git_folder_refuses_writes_and_doctor_fix_starts_history_again(vault):
    import shutil

    vault.remember("I keep bees", type="fact")
    shutil.rmtree(vault.root / ".git")
    before = sorted(p.relative_to(vault.root).as_posix() for p in vault.root.rglob("*.md"))
    done = run_mim("--vault", str(vault.root), "capture", "I moved to York last week", check=False)
    assert done.returncode == 1 and done.stderr.count("\n") == 1 and ".git is missing" in done.stderr
    assert sorted(p.relative_to(vault.root).as_posix() for p in vault.root.rglob("*.md")) == before  # nothing written
    doctor = run_mim("--vault", str(vault.root), "doctor", check=False)
    assert doctor.returncode == 1 and "git init`, then `mim doctor --fix`" in doctor.stdout
    git(vault.root, "init", "-q", "-b", "main")
    fixed = run_mim("--vault", str(vault.root), "doctor", "--fix", check=False)
    assert fixed.returncode == 0, fixed.stdout + fixed.stderr
    assert "history starts again" in git(vault.root, "log", "-1", "--format=%s")
    assert run_mim("--vault", str(vault.root), "capture", "I moved to York last week", check=False).returncode == 0
