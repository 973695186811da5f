"""The docs say what the code does."""

from __future__ import annotations

import runpy
from pathlib import Path

from click.testing import CliRunner

from mimvault.cli import COMMANDS, HIDDEN, cli
from mimvault.config import VaultConfig
from mimvault.model import MODELS

DOCS = Path(__file__).resolve().parent.parent / "docs"


def test_cli_reference_is_current():
    render = runpy.run_path(str(DOCS / "generate_cli.py"))["render"]
    assert (DOCS / "cli.md").read_text(encoding="utf-8") == render(), "run: python docs/generate_cli.py"


def test_every_command_has_help_an_example_and_json():
    command_paths = runpy.run_path(str(DOCS / "generate_cli.py"))["command_paths"]
    runner = CliRunner()
    for name in COMMANDS:
        if name in HIDDEN:
            continue
        paths = command_paths(name)
        for path in paths[1:] if len(paths) > 1 else paths:  # a group's subcommands
            out = runner.invoke(cli, [*path, "--help"]).stdout
            assert "Example:" in out, path
            assert "--json" in out, path


def test_every_field_and_config_key_is_documented():
    text = (DOCS / "vault-format.md").read_text(encoding="utf-8")
    for model in MODELS.values():
        for name in model.FIELD_ORDER:
            assert f"`{name}`" in text, f"{model.kind}.{name} is not in docs/vault-format.md"

    def keys(model, prefix=""):
        for name, field in model.model_fields.items():
            yield prefix + name
            if hasattr(field.annotation, "model_fields"):
                yield from keys(field.annotation, f"{prefix}{name}.")

    for key in keys(VaultConfig):
        assert f"`{key}`" in text, f"config key {key} is not in docs/vault-format.md"


def test_readme_quick_start_has_exactly_two_commands():
    readme = (DOCS.parent / "README.md").read_text(encoding="utf-8")
    block = readme.split("## Quick start", 1)[1].split("```", 2)[1]
    commands = [line for line in block.splitlines() if line.strip()]
    assert len(commands) == 2
    assert "pytest" in commands[1]
    ci = (DOCS.parent / ".ci/run").read_text(encoding="utf-8")
    assert commands[1].strip() in ci
