"""A real Obsidian-vault reader (obsidiantools) reads a mimvault vault: every wikilink
resolves and every front matter parses."""

from __future__ import annotations

from obsidiantools.api import Vault as ObsidianVault


def test_obsidian_reads_the_vault(vault):
    tokyo = vault.remember("I live in Tokyo", type="fact", subject="user", predicate="lives_in", object="Tokyo", time="2025-04")
    vault.supersede(tokyo.id, object="Osaka", text="我现在住在大阪")
    vault.remember("以后技术资料优先英文", type="preference")
    vault.forget(vault.remember("a passing thought", type="opinion").id)

    obsidian = ObsidianVault(vault.root).connect().gather()
    notes = obsidian.md_file_index
    memory_notes = [name for name in notes if name.startswith("mem_")]
    assert len(memory_notes) == 4
    assert obsidian.nonexistent_notes == []  # every [[wikilink]] resolves to a file
    linked = {link for links in obsidian.wikilinks_index.values() for link in links}
    assert tokyo.id in linked and any(link.startswith("evt_") for link in linked)
    for name in memory_notes:
        front = obsidian.front_matter_index[name]
        assert front["id"] == name and front["type"] in ("fact", "preference", "opinion")
        assert "state" in front
    osaka = [n for n in memory_notes if obsidian.front_matter_index[n].get("supersedes") == tokyo.id]
    assert len(osaka) == 1 and obsidian.front_matter_index[osaka[0]]["title"] == "我现在住在大阪"


def test_every_memory_and_secret_reference_has_its_title_and_a_place_in_the_graph(vault):
    """Obsidian's quick switcher finds a note by its aliases and its graph by its links:
    every memory is found by its title, and no memory or secret reference is an orphan."""
    vault.capture("I moved to Porto in March 2023")
    vault.capture("我喜欢喝乌龙茶")
    vault.capture("note to self - my bank password is Tr0ub4dor&3, don't forget")
    vault.remember("Prefer short replies", type="preference")

    obsidian = ObsidianVault(vault.root).connect().gather()
    memories = [n for n in obsidian.md_file_index if n.startswith("mem_")]
    secrets = [n for n in obsidian.md_file_index if n.startswith("sec_")]
    assert len(memories) >= 3 and len(secrets) == 1
    for name in memories + secrets:
        front = obsidian.front_matter_index[name]
        shown = front.get("title") or front.get("label")
        assert shown and front["aliases"][0] == shown, name
    isolated = set(obsidian.isolated_notes)
    assert not isolated & set(memories + secrets)
    assert obsidian.nonexistent_notes == []
    # read back, the title is the title, not also an alias of its own
    for name in memories:
        assert vault.get(name).aliases[:1] != [vault.get(name).title]
