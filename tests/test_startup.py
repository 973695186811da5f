"""Commands start fast: a search or a context never loads what it does not use — the time
parser's rule tables, numpy (no model), GitPython, the extractors, the pydantic models of
the files and the write path (issue: speed of thought)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

_PROBE = """
import json, sys
from mimvault.cli import cli
try:
    cli.main(sys.argv[1:], standalone_mode=False)
except SystemExit:
    pass
heavy = ("mimvault.timeparse._english", "mimvault.timeparse._chinese", "numpy", "git",
         "mimvault.interpretation.rules", "mimvault.capture.importers",
         "mimvault.model", "mimvault.storage.transaction", "mimvault.governance.governor")  # files validated, the write path
print(json.dumps([m for m in heavy if m in sys.modules]), file=sys.stderr)
"""


@pytest.mark.parametrize("command", [["search", "tokyo"], ["context", "plan another trip to Tokyo"]])
def test_reading_commands_load_no_time_parser_numpy_git_or_extractor(vault, command):
    vault.remember("I went to Tokyo in May with my sister", type="event")
    vault.search("tokyo")  # the index exists, as it does from the second command on
    done = subprocess.run([sys.executable, "-c", _PROBE, "--vault", str(vault.root), *command],
                          capture_output=True, text=True)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "Tokyo" in done.stdout  # it did answer
    assert json.loads(done.stderr.strip().splitlines()[-1]) == []


def _capture_in_fresh_vault(tmp_path, name: str, cache: str) -> list:
    from conftest import run_mim

    root = tmp_path / name
    run_mim("init", str(root))
    env = {"MIMVAULT_CACHE_DIR": cache}
    lines = ["我下周三下午要去医院复查", "I moved to Leeds last spring and I work as a nurse at St James's", "以后回答用中文"]
    for line in lines:
        run_mim("--vault", str(root), "capture", line, "--at", "2026-03-02T10:00:00Z", env=env)
    listed = json.loads(run_mim("--vault", str(root), "list", "--json", env=env).stdout)
    return sorted((m["type"], m.get("predicate"), m.get("object"), m["state"]) for m in listed)


def test_capture_reads_the_same_with_a_cold_a_warm_or_a_damaged_pattern_cache(tmp_path):
    """The compiled rule tables are cached per machine (a capture starts in a third of the
    time); what a capture makes never depends on that cache."""
    cache = tmp_path / "cache"
    cold = _capture_in_fresh_vault(tmp_path, "cold", str(cache))
    files = list(cache.glob("patterns-*"))
    assert len(files) == 1 and files[0].stat().st_size > 0
    written = files[0].stat().st_mtime_ns
    warm = _capture_in_fresh_vault(tmp_path, "warm", str(cache))
    assert files[0].stat().st_mtime_ns == written  # nothing new to compile: the file is only read
    files[0].write_bytes(b"\x00 not a pattern cache")
    damaged = _capture_in_fresh_vault(tmp_path, "damaged", str(cache))
    unwritable = tmp_path / "ro"
    unwritable.mkdir(mode=0o500)
    read_only = _capture_in_fresh_vault(tmp_path, "read-only", str(unwritable / "cache"))
    assert cold and cold == warm == damaged == read_only
    assert any(m[1] == "lives_in" and m[2] == "Leeds" for m in cold)


def test_a_cached_pattern_matches_as_re_compiles_it():
    import re

    from mimvault import pattern_cache

    pattern = r"(?P<who>[A-Z][a-z]+)\s+(?:moved|搬到)\s*(?P<place>[\u3400-\u9fff]{2,4}|[A-Z]\w+)"
    first = pattern_cache.compile(pattern, re.IGNORECASE)
    again = pattern_cache.compile(pattern, re.IGNORECASE)  # from the cache's entry
    plain = re.compile(pattern, re.IGNORECASE)
    for compiled in (first, again):
        assert (compiled.pattern, compiled.flags, compiled.groupindex, compiled.groups) == (
            plain.pattern, plain.flags, plain.groupindex, plain.groups)  # fmt: skip
        for text in ("Anna moved Leeds", "anna MOVED leeds", "王芳 搬到 杭州", "Li 搬到杭州市区", "nothing here"):
            found, expected = compiled.search(text), plain.search(text)
            assert (found and found.groupdict()) == (expected and expected.groupdict())
    with pytest.raises(re.error):
        pattern_cache.compile(r"(?P<x>unclosed")


def test_a_search_reads_the_settings_validated_last_and_never_stale_or_invalid_ones(vault, tmp_path):
    """`mim search` takes the settings the last validation kept (no pydantic at start);
    a hand edit of the config is validated again before anything reads it."""
    from conftest import run_mim

    from test_search import build_tiny_model

    root = str(vault.root)
    run_mim("--vault", root, "search", "tokyo", check=False)  # validates once and keeps the settings (no match: exit 1)
    assert (vault.root / ".mimvault/cache/settings.json").is_file()
    model = build_tiny_model(tmp_path / "tiny")
    config = vault.root / ".mimvault" / "config.yaml"
    config.write_text(config.read_text(encoding="utf-8").replace("  model: null", f"  model: {model}"), encoding="utf-8")
    shown = json.loads(run_mim("--vault", root, "model", "show", "--json").stdout)
    assert shown["path"] == str(model)  # the edit, not the kept settings
    config.write_text(config.read_text(encoding="utf-8") + "\nsearch_typo: 1\n", encoding="utf-8")
    done = run_mim("--vault", root, "search", "tokyo", check=False)
    assert done.returncode == 1 and "search_typo" in done.stderr and len(done.stderr.strip().splitlines()) == 1


_CAPTURE_PROBE = """
import json, sys
from mimvault.cli import cli
try:
    cli.main(sys.argv[1:], standalone_mode=False)
except SystemExit:
    pass
heavy = ("mimvault.config", "mimvault.capture.importers", "mcp", "numpy")
print(json.dumps([m for m in heavy if m in sys.modules]), file=sys.stderr)
"""


def test_a_capture_builds_no_config_models_and_never_reads_stale_or_invalid_settings(vault):
    """The write path reads the settings the last validation kept (`settings_view`), with
    the confirmation classes computed from them as the config computes them: no config
    models built at the start of `mim capture`; a hand edit is validated before use."""
    from conftest import run_mim

    root = str(vault.root)
    run_mim("--vault", root, "capture", "I live in Leeds")  # validates once and keeps the settings
    done = subprocess.run([sys.executable, "-c", _CAPTURE_PROBE, "--vault", root, "capture", "I like green tea"],
                          capture_output=True, text=True)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "likes: green tea" in done.stdout and "pending_review" in done.stdout  # class A, below auto-confirm
    assert json.loads(done.stderr.strip().splitlines()[-1]) == []
    config = vault.root / ".mimvault" / "config.yaml"
    config.write_text(config.read_text(encoding="utf-8").replace("auto_confirm_min_confidence: 0.85", "auto_confirm_min_confidence: 0.5"), encoding="utf-8")
    done = run_mim("--vault", root, "capture", "I like oolong tea")
    assert "likes: oolong tea" in done.stdout and "confirmed" in done.stdout  # the edit, not the kept settings
    config.write_text(config.read_text(encoding="utf-8") + "\ncapture_typo: 1\n", encoding="utf-8")
    done = run_mim("--vault", root, "capture", "I like black tea", check=False)
    assert done.returncode == 1 and "capture_typo" in done.stderr


def test_the_kept_settings_give_every_confirmation_class_the_config_gives():
    from mimvault.config import VaultConfig, for_readers
    from mimvault.kinds import MemoryType, Sensitivity
    from mimvault.settings_view import _View

    config = VaultConfig.model_validate({"confirmation": {"by_type": {"opinion": "A"}, "by_predicate": {"hobby": "C"}}})
    view = _View(json.loads(json.dumps(for_readers(config))), lambda: pytest.fail("the view needed the config"))
    for memory_type in MemoryType:
        for predicate in (None, "hobby", "employer", "health", "likes"):
            for sensitivity in Sensitivity:
                args = (memory_type.value, predicate, sensitivity.value)
                assert view.confirmation.class_for(*args) == config.confirmation.class_for(*args)
