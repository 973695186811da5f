from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from mimvault.api import Vault
from mimvault.cli import cli

REPO_ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def isolated_env(tmp_path_factory, monkeypatch):
    """No global Git config, no real HOME, identity from env: every test is hermetic."""
    home = tmp_path_factory.mktemp("home")
    os.chmod(home, 0o500)  # writes to HOME fail
    monkeypatch.setenv("HOME", str(home))
    # compiled rule tables shared by the session's processes, as on a user's machine
    monkeypatch.setenv("MIMVAULT_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "mimvault-cache"))
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", os.devnull)
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    template = tmp_path_factory.mktemp("git-template")
    monkeypatch.setenv("GIT_TEMPLATE_DIR", str(template))
    for key, value in {
        "GIT_AUTHOR_NAME": "Test User",
        "GIT_AUTHOR_EMAIL": "test@example.org",
        "GIT_COMMITTER_NAME": "Test User",
        "GIT_COMMITTER_EMAIL": "test@example.org",
    }.items():
        monkeypatch.setenv(key, value)
    for key in ("MIMVAULT_DIR", "MIMVAULT_ACTOR", "MIMVAULT_FAULT", "NO_COLOR"):
        monkeypatch.delenv(key, raising=False)
    yield
    os.chmod(home, 0o700)


@pytest.fixture
def vault(tmp_path) -> Vault:
    v, warnings = Vault.init(tmp_path / "vault")
    assert warnings == []
    yield v
    v.close()


@pytest.fixture
def mim(vault):
    """Run ``mim`` in-process against ``vault``; returns (exit code, stdout, stderr)."""
    runner = CliRunner()

    def run(*args: str, input: str | None = None, actor: str | None = None, expect: int | None = 0):
        argv = ["--vault", str(vault.root)]
        if actor:
            argv += ["--as", actor]
        result = runner.invoke(cli, [*argv, *args], input=input, catch_exceptions=False)
        if expect is not None:
            assert result.exit_code == expect, (result.exit_code, result.stdout, result.stderr)
        return result

    return run


@pytest.fixture
def mim_json(mim):
    def run(*args: str, **kwargs):
        return json.loads(mim(*args, "--json", **kwargs).stdout)

    return run


def run_mim(
    *args: str, cwd: Path | None = None, env: dict | None = None, check: bool = True, input_text: str | None = None
):
    """Run ``mim`` as a real subprocess (the installed entry point's module)."""
    done = subprocess.run(
        [sys.executable, "-m", "mimvault.cli", *args],
        cwd=cwd,
        env={**os.environ, **(env or {})},
        input=input_text,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if check and done.returncode != 0:
        raise AssertionError(f"mim {' '.join(args)} exited {done.returncode}: {done.stderr}")
    return done


def at(*parts: int):
    """A UTC datetime: at(2026, 11, 29)."""
    from datetime import datetime, timezone

    return datetime(*parts, tzinfo=timezone.utc)


def git(root: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=root, capture_output=True, text=True, check=True).stdout
