"""Bad files: doctor names file, line and reason; other commands skip them and keep working;
the user's text is never changed."""

from __future__ import annotations

import json

import pytest
from conftest import git

GOOD = """---
id: {id}
type: {type}
state: confirmed
created: 2026-11-01T10:00:00Z
updated: 2026-11-01T10:00:00Z
{extra}---
{text}
"""


def write(vault, rel: str, text: str | bytes) -> bytes:
    path = vault.root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8") if isinstance(text, str) else text
    path.write_bytes(data)
    return data


def good(id_="mem_good", type_="fact", extra="", text="A good memory"):
    return GOOD.format(id=id_, type=type_, extra=extra, text=text)


# Nine levels of nine aliases: a few hundred bytes that a YAML loader expands to 9**9 items.
ALIAS_BOMB = 'l0: &l0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]\n' + "".join(
    f"l{n}: &l{n} [{', '.join([f'*l{n - 1}'] * 9)}]\n" for n in range(1, 9)
)

BAD_FILES = {
    "malformed YAML": (
        "memories/fact/mem_yaml.md",
        "---\nid: mem_yaml\ntype: fact\ntitle: [not closed\nstate: confirmed\n---\ntext\n",
        5,
        "front matter is not valid YAML",
    ),
    "unknown type": ("memories/fact/mem_type.md", good("mem_type", "factoid"), 3, "type: 'factoid' is not allowed"),
    "unknown state": (
        "memories/fact/mem_state.md",
        good("mem_state").replace("state: confirmed", "state: confrimed"),
        4,
        "state: 'confrimed' is not allowed",
    ),
    "missing field": (
        "memories/fact/mem_missing.md",
        good("mem_missing").replace("created: 2026-11-01T10:00:00Z\n", ""),
        2,
        "created: is required but missing",
    ),
    "not UTF-8": (
        "memories/fact/mem_latin1.md",
        good("mem_latin1", text="caf\xe9").encode("latin-1"),
        8,
        "not UTF-8",
    ),
    "no front matter": ("memories/fact/mem_plain.md", "just a note I wrote\n", 1, "no front matter"),
    "boolean read from YAML": (
        "memories/fact/mem_bool.md",
        good("mem_bool", extra="object: yes\n"),
        7,
        "object: read as the boolean true; put the value in quotes",
    ),
    "wrong folder": ("memories/event/mem_moved.md", good("mem_moved", "fact"), None, "belongs in memories/fact/"),
    "name differs from id": ("memories/fact/mem_other.md", good("mem_named"), None, "does not match its id mem_named"),
    "dangling supersedes": (
        "memories/fact/mem_dangle.md",
        good("mem_dangle", extra="supersedes: mem_gone\n"),
        7,
        "supersedes names mem_gone, which no file holds",
    ),
    "impossible date": (
        "memories/fact/mem_date.md",
        good("mem_date").replace("created: 2026-11-01T10:00:00Z", "created: 2026-02-30T10:00:00Z"),
        5,
        "'2026-02-30T10:00:00Z' is not a real date",
    ),
    "YAML alias bomb": ("memories/fact/mem_bomb.md", good("mem_bomb", extra=ALIAS_BOMB), 7, "YAML anchor or alias"),
    "dangling evidence": (
        "memories/fact/mem_noevt.md",
        good("mem_noevt", extra="evidence:\n  - evt_gone\n"),
        7,
        "evidence names evt_gone, which no file holds",
    ),
}


@pytest.mark.parametrize("case", list(BAD_FILES))
def test_doctor_names_file_line_and_reason_and_list_keeps_working(vault, mim, mim_json, case):
    rel, content, line, reason = BAD_FILES[case]
    write(vault, "memories/fact/mem_good.md", good())
    original = write(vault, rel, content)

    result = mim("doctor", expect=1)
    where = f"{rel}:{line}" if line else rel
    assert f"error: {where}: " in result.stdout and reason in result.stdout, result.stdout
    report = mim_json("doctor", expect=1)
    assert not report["ok"]
    assert any(
        (f["severity"], f["path"], f["line"]) == ("error", rel, line) and reason in f["reason"] for f in report["findings"]
    )

    listing = mim("list", "--all")
    assert "mem_good" in listing.stdout
    if line is not None and "dangling" not in case:  # unreadable files are skipped with a warning
        assert f"warning: skipped {rel}:{line}: " in listing.stderr
    assert (vault.root / rel).read_bytes() == original  # never touched


def test_two_files_with_one_id(vault, mim):
    write(vault, "memories/fact/mem_twin.md", good("mem_twin"))
    write(vault, "memories/preference/mem_twin.md", good("mem_twin", "preference"))
    out = mim("doctor", expect=1).stdout
    assert "memories/fact/mem_twin.md: id mem_twin is also claimed by memories/preference/mem_twin.md" in out
    assert "memories/preference/mem_twin.md: id mem_twin is also claimed by memories/fact/mem_twin.md" in out
    err = mim("show", "mem_twin", expect=1).stderr
    assert "mem_twin is claimed by 2 files" in err


def test_operations_on_a_bad_file_fail_cleanly_without_writing(vault, mim):
    rel, content, line, reason = BAD_FILES["unknown state"]
    original = write(vault, rel, content)
    head = vault.git.head()
    result = mim("confirm", "mem_state", expect=1)
    assert result.stderr == f"Error: {rel}:{line}: {reason} (expected one of 'captured', 'extracted', 'inferred', 'pending_review', 'confirmed', 'conflicted', 'stale', 'superseded', 'archived', 'rejected' or 'deleted')\n"
    assert vault.git.head() == head and (vault.root / rel).read_bytes() == original


def test_a_clean_vault_passes(vault, mim, mim_json):
    mim("remember", "I live in Tokyo", "--type", "fact")
    assert mim_json("doctor")["ok"] is True
    assert "no problems found" in mim("doctor").stderr


def test_config_errors_name_the_line_and_key(vault, mim):
    config = vault.root / ".mimvault/config.yaml"
    config.write_text(config.read_text(encoding="utf-8").replace("  default_class: B", "  default_clas: B"), encoding="utf-8")
    out = mim("doctor", expect=1).stdout
    assert "error: .mimvault/config.yaml:16: unknown key 'confirmation.default_clas'" in out
    err = mim("remember", "x", "--type", "fact", expect=1).stderr
    assert err.startswith("Error: .mimvault/config.yaml:16: unknown key 'confirmation.default_clas'")
    config.write_text("version: 1\nconfirmation:\n  auto_confirm_min_confidence: 7\n", encoding="utf-8")
    assert ".mimvault/config.yaml:3: confirmation.auto_confirm_min_confidence: Input should be less than or equal to 1" in mim("doctor", expect=1).stdout


def test_doctor_reports_hand_edits_not_yet_committed_and_a_missing_hook(vault, mim):
    mim("remember", "I live in Tokyo", "--type", "fact")
    write(vault, "memories/fact/mem_new.md", good("mem_new"))
    (vault.root / ".git/hooks/pre-commit").unlink()
    out = mim("doctor").stdout  # notes, not errors
    assert "info: vault: 1 file(s) edited by hand and not committed yet (e.g. memories/fact/mem_new.md)" in out
    assert "warning: vault: mimvault's pre-commit hook is not installed" in out
    git(vault.root, "status", "--porcelain")


def test_one_file_with_an_impossible_date_never_takes_the_vault_down(vault, mim, tmp_path):
    # Regression: `created: 2026-02-30` made list, search, context and watch fail with
    # "internal error (ValueError)", and MCP search_memory with an opaque error.
    memory = vault.remember("I live in Tokyo", type="fact", subject="user", predicate="lives_in", object="Tokyo").id
    tea = vault.remember("I drink green tea every day", type="preference").id
    path = vault.root / vault.path_of(memory)
    path.write_text(path.read_text().replace("created: ", "created: 2026-02-30T10:00:00Z\nold_created: ", 1))
    for args in (["list"], ["search", "tea"], ["context", "what do I drink"], ["watch", "--once"]):
        result = mim(*args, expect=None)
        assert result.exit_code == 0, (args, result.stderr)
        assert "internal error" not in result.stderr
        if args[0] in ("list", "watch"):
            assert "is not a real date" in result.stderr  # reported and skipped
    assert tea in mim("search", "tea").stdout
    assert "is not a real date" in mim("doctor", expect=1).stdout

    from test_serve import _run, _text

    async def script(session):
        return await session.call_tool("search_memory", {"query": "green tea"})

    found = _run(vault.root, script)
    assert not found.is_error and found.structured_content["hits"][0]["id"] == tea, _text(found)


def test_a_symbolic_link_is_reported_and_never_followed(vault, mim, tmp_path):
    # Regression: a link to a file outside the vault was read, indexed, served and committed.
    outside = tmp_path / "outside.md"
    outside.write_text(good("mem_01HZZZZZZZZZZZZZZZZZZZZZZZ", text="I keep the spare key under the blue flowerpot"))
    link = vault.root / "memories" / "fact" / "mem_01HZZZZZZZZZZZZZZZZZZZZZZZ.md"
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(outside)
    (vault.root / "memories" / "linked").symlink_to(tmp_path)
    head = vault.git.head()
    assert json.loads(mim("search", "flowerpot", "--json").stdout)["hits"] == []
    assert "flowerpot" not in mim("context", "where is the spare key").stdout
    assert "mem_01HZZZZZZZZZZZZZZZZZZZZZZZ" not in mim("list", "--all").stdout
    mim("watch", "--once", expect=None)
    assert vault.git.head() == head  # nothing committed from outside
    doctor = mim("doctor", expect=1).stdout
    assert "memories/fact/mem_01HZZZZZZZZZZZZZZZZZZZZZZZ.md: a symbolic link" in doctor
    assert "memories/linked: a symbolic link" in doctor
    assert link.is_symlink() and outside.read_text().startswith("---")  # left as they are
