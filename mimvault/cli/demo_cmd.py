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
    """Walk through mimvault on a fresh demo vault: captures in English and Chinese
    interpreted into memories, keep-best merging, time readings, an agent's proposal,
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
        # exit 1 means "something found" for these, not a failure
        if result.exit_code not in (0, 1) or (result.exit_code == 1 and args[0] not in ("doctor", "review", "followups")):
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
    say(style("# Say something: it is kept as evidence and interpreted; governance decides each candidate:",
              fg="bright_black"))  # fmt: skip
    mim("capture", "I moved to Tokyo last April, and from now on I want technical docs in English",
        "--at", "2026-03-18T11:55:00+09:00")  # fmt: skip
    say(style("# Said again, it strengthens the memory you have (keep-best), never a duplicate:", fg="bright_black"))
    mim("capture", "I live in Tokyo")
    mim("capture", "我应该是2021年中从A公司离开的", "--session", "s1", "--at", "2026-03-18T12:05:00+08:00")
    mim("capture", "haha ok")
    say(style("# Time is read against when it was said, never more precise than the words:", fg="bright_black"))
    mim("time", "last spring", "--at", "2026-03-18")
    mim("time", "疫情后不久")
    tokyo = next(f["id"] for f in json_of("list", "--type", "fact") if f.get("object") == "Tokyo")
    say(style("# An agent may only propose; its memory waits for you:", fg="bright_black"))
    mim("--as", "agent:assistant", "remember", "I prefer short answers", "--type", "preference")
    proposal = json_of("list", "--state", "inferred")[0]["id"]
    mim("list")
    mim("confirm", proposal)
    click_note = "# Secrets never enter memory: removed before saving, only a reference is kept:"
    say(style(click_note, fg="bright_black"))
    mim("capture", "note to self - my bank password is Tr0ub4dor&3, don't forget")
    mim("secrets", "list")
    say(style("# A change of meaning is a new version; the old one is kept:", fg="bright_black"))
    mim("supersede", tokyo, "--object", "Osaka", "--text", "I moved to Osaka", "--time", "2026-10")
    osaka = next(f["id"] for f in json_of("list", "--type", "fact") if f.get("object") == "Osaka")
    mim("history", tokyo)
    say(style("# Contradictions become questions, never silent overwrites:", fg="bright_black"))
    # two recollections of one past thing: a question whenever they are said (two present
    # values said a moment apart would be a change of job, not a contradiction)
    mim("capture", "I majored in physics")
    mim("capture", "I majored in chemistry")
    mim("review", "--list", "--questions-only")
    question = json_of("review", "--questions-only")[0]["id"]
    mim("resolve", question, "--option", "2")
    say(style("# An agent asks for the memory a task needs: labelled, quoted, logged:", fg="bright_black"))
    mim("context", "Plan a weekend trip to Osaka", "--budget", "400")
    mim("search", "where do I live")
    mim("timeline")
    mim("why", osaka)
    mim("log")
    mim("undo")
    mim("list")
    mim("doctor")
    say(style("Every step above is a Git commit in " + str(root) + " (try `git log` there).", bold=True))
    if as_json:
        emit_json({"vault": str(root), "steps": steps})
