"""Regenerate docs/cli.md from the commands' own --help:  python docs/generate_cli.py"""

from __future__ import annotations

from pathlib import Path

import click
from click.testing import CliRunner

INTRO = """# The `mim` command line

`mim` is a thin layer over the Python API (`mimvault.Vault`). This page is generated
from the commands' own `--help` by `python docs/generate_cli.py`; a test keeps it
current.

## Conventions

- **Which vault.** `--vault PATH`, else `$MIMVAULT_DIR`, else the vault containing the
  working directory (a folder with `.mimvault/`).
- **Who acts.** `--as user` (default), `--as agent:NAME` or `--as system:NAME`, or
  `$MIMVAULT_ACTOR`. Agents may only propose: their memories start as `inferred` or
  `pending_review`, and they cannot confirm, reject, forget or undo. Give an agent that
  shells out to `mim` the environment `MIMVAULT_ACTOR=agent:NAME`.
- **Output.** Human-readable text on stdout, diagnostics and warnings on stderr.
  `--json` on every command prints machine-readable JSON instead. Colour follows the
  terminal and is off when `NO_COLOR` is set.
- **Exit codes.** 0 ok; 1 an error, or problems found (`doctor`); 2 a usage error (bad
  option, malformed id or value). Errors are one line: `Error: <file:line: reason>`;
  `--debug` shows the traceback of an internal error.
- **Progress.** Long work (cataloguing thousands of changed files) shows a progress
  bar on stderr when it is a terminal.
- **Hooks.** `mim init` installs `.git/hooks/pre-commit`, which checks every staged
  object file and blocks the commit with `file:line: reason` per problem. If a
  pre-commit hook of your own is already there, `mim init` leaves it alone and says so;
  call `python -m mimvault.hooks pre-commit` from your hook to get the same checks.
- **Environment.** `MIMVAULT_DIR`, `MIMVAULT_ACTOR`, `NO_COLOR`; `MIMVAULT_FAULT` is
  for crash tests only.
- **Cache.** The compiled rule tables (sentence frames, slot cues, time forms, secret
  detectors) are kept in `$MIMVAULT_CACHE_DIR`, else `$XDG_CACHE_HOME/mimvault`, else
  `~/.cache/mimvault`, one file per Python build, so a capture does not compile them again
  at every start. It holds only compiled patterns — no memory text — and may be deleted at
  any time; where it cannot be written every start compiles them, nothing else changes.
"""


def render() -> str:
    from mimvault.cli import COMMANDS, HIDDEN, cli

    runner = CliRunner()
    parts = [INTRO, "## mim\n", "```", runner.invoke(cli, ["--help"], prog_name="mim").stdout.rstrip(), "```\n"]
    for name in COMMANDS:
        if name in HIDDEN:
            continue
        for path in command_paths(name):
            out = runner.invoke(cli, [*path, "--help"], prog_name="mim", terminal_width=100).stdout.rstrip()
            parts += [f"## mim {' '.join(path)}\n", "```", out, "```\n"]
    return "\n".join(parts)


def command_paths(name: str) -> list[list[str]]:
    """[name] for a command; [name], [name, sub], … for a group."""
    from mimvault.cli import cli

    command = cli.get_command(None, name)  # type: ignore[arg-type]
    if isinstance(command, click.Group):
        return [[name]] + [[name, sub] for sub in command.list_commands(None)]  # type: ignore[arg-type]
    return [[name]]


if __name__ == "__main__":
    target = Path(__file__).with_name("cli.md")
    target.write_text(render(), encoding="utf-8")
    click.echo(f"wrote {target}")
