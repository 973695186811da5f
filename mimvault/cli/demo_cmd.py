"""``mim demo``: a scripted tour on a throwaway vault (offline, embedded defaults)."""

from __future__ import annotations

import json
import shlex
import tempfile
from pathlib import Path

import click

from ._common import App, emit_json, json_option, pass_app, style


@click.command()
@click.option(
    "--path",
    type=click.Path(file_okay=False),
    help="Build the demo vault here (must not exist yet) and keep it; default: a temporary folder.",
)
@json_option
@pass_app
def demo(app: App, path, as_json) -> None:
    """Walk through mimvault on a fresh demo vault: remember, an agent's proposal,
    confirm, a capture with a secret in it, supersede, history, why, log, undo, doctor.
    Runs offline.

    Example:

    \b
        mim demo --path ./demo-vault
    """
    if path is not None:
        if Path(path).exists():
            raise click.BadParameter(f"{path} already exists; give a new folder", param_hint="--path")
        _tour(Path(path), as_json)
        return
    with tempfile.TemporaryDirectory(prefix="mimvault-demo-") as tmp:
        _tour(Path(tmp) / "vault", as_json)


def _tour(root: Path, as_json: bool) -> None:
    from click.testing import CliRunner

    from . import cli

    runner = CliRunner()
    steps: list[dict] = []
    say = (lambda text: None) if as_json else click.echo

    def mim(*args: str, show: bool = True) -> str:
        shown = " ".join(shlex.quote(a) for a in args)
        if show:
            say(style(f"$ mim {shown}", fg="cyan", bold=True))
        result = runner.invoke(cli, ["--vault", str(root), *args] if args[0] != "init" else list(args))
        if result.exit_code not in (0, 1) or (result.exit_code == 1 and args[0] != "doctor"):
            raise click.ClickException(f"demo step failed: mim {shown}: {result.stderr.strip()}")
        if show:
            steps.append({"command": f"mim {shown}", "exit_code": result.exit_code, "output": result.stdout})
            if result.stdout.strip():
                say(result.stdout.rstrip("\n"))
            if result.stderr.strip():
                say(style(result.stderr.rstrip("\n"), fg="bright_black"))
            say("")
        return result.stdout

    def json_of(*args: str) -> dict:
        return json.loads(mim(*args, "--json", show=False))

    say(style("A tour of mimvault on a new vault at " + str(root), bold=True) + "\n")
    mim("init", str(root))
    mim("remember", "--type", "fact", "--subject", "user", "--predicate", "lives_in", "--object", "Tokyo",
        "--text", "I live in Tokyo", "--time", "2025-04")  # fmt: skip
    tokyo = json_of("list", "--type", "fact")[0]["id"]
    say(style("# An agent may only propose; its memory waits for you:", fg="bright_black"))
    mim("--as", "agent:assistant", "remember", "以后技术资料优先英文", "--type", "preference")
    proposal = json_of("list", "--state", "inferred")[0]["id"]
    mim("list")
    mim("confirm", proposal)
    click_note = "# Secrets never enter memory: removed before saving, only a reference is kept:"
    say(style(click_note, fg="bright_black"))
    mim("capture", "note to self - my bank password is Tr0ub4dor&3, don't forget")
    mim("secrets", "list")
    say(style("# A change of meaning is a new version; the old one is kept:", fg="bright_black"))
    mim("supersede", tokyo, "--object", "Osaka", "--text", "I moved to Osaka", "--time", "2026-10")
    osaka = json_of("list", "--type", "fact")[0]["id"]
    mim("history", tokyo)
    mim("why", osaka)
    mim("log")
    mim("undo")
    mim("list")
    mim("doctor")
    say(style("Every step above is a Git commit in " + str(root) + " (try `git log` there).", bold=True))
    if as_json:
        emit_json({"vault": str(root), "steps": steps})
