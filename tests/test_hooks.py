"""The pre-commit hook that `mim init` installs blocks invalid memory files in hand commits."""

from __future__ import annotations

import subprocess

from conftest import git


def commit(root, message="by hand"):
    return subprocess.run(["git", "commit", "-m", message], cwd=root, capture_output=True, text=True)


def test_init_installs_an_executable_hook(vault):
    hook = vault.root / ".git/hooks/pre-commit"
    assert hook.exists() and hook.stat().st_mode & 0o111
    assert "mimvault pre-commit hook" in hook.read_text()


def test_the_hook_blocks_an_invalid_file_with_file_line_and_reason(vault):
    head = vault.git.head()
    bad = vault.root / "memories/fact/mem_bad.md"
    bad.parent.mkdir(parents=True, exist_ok=True)
    bad.write_text("---\nid: mem_bad\ntype: fact\nstate: maybe\ncreated: 2026-01-01\nupdated: 2026-01-01\n---\nx\n")
    git(vault.root, "add", "memories/fact/mem_bad.md")
    done = commit(vault.root)
    assert done.returncode == 1
    assert "memories/fact/mem_bad.md:4: state: 'maybe' is not allowed" in done.stderr
    assert vault.git.head() == head

    bad.write_text(bad.read_text().replace("state: maybe", "state: confirmed"))
    git(vault.root, "add", "memories/fact/mem_bad.md")
    assert commit(vault.root).returncode == 0


def test_the_hook_checks_what_is_staged_not_the_work_tree(vault):
    path = vault.root / "memories/fact/mem_s.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("---\nid: mem_s\n---\n")  # invalid, and staged
    git(vault.root, "add", "memories/fact/mem_s.md")
    path.write_text("---\nid: mem_s\ntype: fact\nstate: confirmed\ncreated: 2026-01-01\nupdated: 2026-01-01\n---\nok\n")
    done = commit(vault.root)
    assert done.returncode == 1 and "memories/fact/mem_s.md" in done.stderr


def test_the_hook_ignores_files_outside_the_object_folders(vault):
    (vault.root / "notes.md").write_text("no front matter at all\n")
    git(vault.root, "add", "notes.md")
    assert commit(vault.root).returncode == 0


def test_one_reading_of_a_hand_edit_for_the_watcher_the_write_path_and_the_hook(vault, mim):
    # The same saved file gets the same verdict wherever mimvault meets it.
    memory = vault.remember("I bank with Monzo", type="fact", subject="user", predicate="bank", object="Monzo").id
    rel = vault.path_of(memory)
    path = vault.root / rel
    good = path.read_text()
    for broken, verdict in [
        (good.replace("state: confirmed", "state: maybe"), f"{rel}:4: state: 'maybe' is not allowed"),
        (good.replace("predicate: bank", "predicate: bank_pin").replace("object: Monzo", "object: '9174'"), "PIN"),
    ]:
        path.write_text(broken)
        head = vault.git.head()
        watched = mim("watch", "--once", expect=None)
        operation = mim("reject", memory, expect=1)  # the write path commits pending hand edits first
        git(vault.root, "add", rel)
        hooked = commit(vault.root)
        git(vault.root, "reset", "-q", "--", rel)
        assert verdict.split(": ", 1)[-1] in watched.stderr + watched.stdout
        assert verdict.split(": ", 1)[-1] in operation.stderr
        assert hooked.returncode == 1 and verdict.split(": ", 1)[-1] in hooked.stderr
        assert vault.git.head() == head and "9174" not in watched.stderr + operation.stderr + hooked.stderr
    path.write_text(good)
