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
