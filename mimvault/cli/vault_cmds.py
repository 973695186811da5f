"""Commands about the vault as a whole: init, doctor, schema, hook."""

from __future__ import annotations

import click

from ._common import App, emit_json, json_option, pass_app, progress, style, warn


@click.command()
@click.argument("path", type=click.Path(file_okay=False), required=False)
@click.option("--interview", is_flag=True, help="Then ask the backbone questions, one at a time (skippable).")
@click.option("--lang", type=click.Choice(["en", "zh"]), default="en", show_default=True, help="Language of the interview.")
@json_option
@pass_app
def init(app: App, path, interview, lang, as_json) -> None:
    """Create a vault at PATH (default: --vault or $MIMVAULT_DIR, else here): the folder layout, a config with the
    default policy, a Git repository with a first commit, and the pre-commit hook.
    Existing files are never overwritten. With --interview (also on an existing vault):
    the backbone of your story — where you live, work, family, preferences, current
    goals — one question at a time; Enter skips, q stops. Each answer is kept as your
    own evidence.

    Example:

    \b
        mim init ~/vault
        mim init ~/vault --interview --lang zh
    """
    from pathlib import Path

    from ..api import MARKER_DIR, Vault

    path = path or app.vault_path or "."  # ("mim --vault ~/v init" makes ~/v, not the working directory)
    warnings: list[str] = []
    if interview and (Path(path) / MARKER_DIR).is_dir():
        vault = Vault.open(path, actor=app.actor)
    else:
        vault, warnings = Vault.init(path, actor=app.actor)
    for warning in warnings:
        warn(warning)
    answers = _interview(vault, lang, quiet=as_json) if interview else []
    from ..serving.index.embed import resolve_model

    model = resolve_model(vault.root, vault.config.search.model)
    if as_json:
        emit_json({"vault": str(vault.root), "commit": vault.git.head(), "warnings": warnings, "interview": answers,
                   "model": str(model.path) if model.path else None, "model_notice": model.notice})  # fmt: skip
        return
    click.echo(f"Vault at {vault.root}" if interview else f"Created a vault at {vault.root}")
    if interview:
        click.echo(f"{len(answers)} answer(s) recorded; `mim review` shows what waits for your confirmation")
    else:
        click.echo(f"  cd {vault.root} && mim remember --type fact --text \"...\"   (or set MIMVAULT_DIR)")
        click.echo("  mim init --interview   to tell it the backbone of your story")
        if model.path is None:
            click.echo("  mim model pull         to search by meaning too, in English and Chinese (one download of a few hundred MB)")


def _interview(vault, lang: str, quiet: bool) -> list[dict]:
    from ..capture.interview import QUESTIONS
    from ..errors import MimvaultError

    answers = []
    out = (lambda *a, **k: click.echo(*a, err=True, **k)) if quiet else click.echo
    out("Enter skips a question, q stops. Answers are kept as your own evidence.")
    for n, question in enumerate(QUESTIONS, 1):
        try:
            reply = click.prompt(f"[{n}/{len(QUESTIONS)}] {question.text(lang)}", default="", show_default=False, err=quiet)
        except click.Abort:  # end of input
            break
        reply = reply.strip()
        if reply.lower() == "q":
            break
        if not reply:
            continue
        try:
            result = vault.interview_answer(question.key, reply, lang=lang)
        except MimvaultError as exc:
            warn(str(exc))
            continue
        for notice in result.get("notices", []):
            warn(notice)
        answers.append(result)
    return answers


@click.command()
@click.option("--fix", is_flag=True, help="First set this device up: hooks, merge driver, .gitattributes.")
@json_option
@pass_app
def doctor(app: App, fix, as_json) -> None:
    """Check every file (front matter, fields, ids, folders, references, conflict
    markers) and the vault (config, Git, hooks, merge driver, a merge left unfinished).
    Names each problem's file, line and reason; exits 1 if any error is found. With
    --fix, first installs what this device needs (a clone of a vault has no hooks).

    Example:

    \b
        mim doctor
        mim doctor --fix
    """
    from ..doctor import check_vault

    if fix:
        for warning in app.vault.set_up_device():
            warn(warning)
    findings = check_vault(app.vault, progress)
    errors = [f for f in findings if f.severity == "error"]
    if as_json:
        emit_json({"ok": not errors, "findings": [f.to_json() for f in findings]})
    else:
        colours = {"error": "red", "warning": "yellow", "info": "bright_black"}
        for finding in findings:
            click.echo(f"{style(finding.severity, fg=colours[finding.severity])}: {finding}")
        warnings = [f for f in findings if f.severity == "warning"]
        summary = f"{len(errors)} error(s), {len(warnings)} warning(s)" if errors or warnings else "no problems found"
        click.echo(summary, err=True)
    if errors:
        raise click.exceptions.Exit(1)


@click.command()
@click.argument("kind", required=False, type=click.Choice(["memory", "evidence", "issue", "secret_ref"]))
@json_option
@pass_app
def schema(app: App, kind, as_json) -> None:
    """Print the JSON Schema of each object kind's front matter (for editors and
    validators). Output is always JSON.

    Example:

    \b
        mim schema memory > memory.schema.json
    """
    from ..storage.schema import json_schemas

    schemas = json_schemas()
    emit_json(schemas[kind] if kind else schemas)


@click.command(hidden=True)
@click.argument("name", type=click.Choice(["pre-commit"]))
@click.argument("args", nargs=-1)
def hook(name, args) -> None:
    """Run a Git hook (the installed hook scripts call this)."""
    from ..hooks import main

    raise click.exceptions.Exit(main([name, *args]))
