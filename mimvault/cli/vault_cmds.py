"""Commands about the vault as a whole: init, doctor, schema, hook."""

from __future__ import annotations

import click

from ._common import App, emit_json, json_option, pass_app, progress, style, warn


@click.command()
@click.argument("path", type=click.Path(file_okay=False), default=".")
@json_option
@pass_app
def init(app: App, path, as_json) -> None:
    """Create a vault at PATH (default: here): the folder layout, a config with the
    default policy, a Git repository with a first commit, and the pre-commit hook.
    Existing files are never overwritten.

    Example:

    \b
        mim init ~/vault
    """
    from ..api import Vault

    vault, warnings = Vault.init(path, actor=app.actor)
    for warning in warnings:
        warn(warning)
    if as_json:
        emit_json({"vault": str(vault.root), "commit": vault.git.head(), "warnings": warnings})
        return
    click.echo(f"Created a vault at {vault.root}")
    click.echo(f"  cd {vault.root} && mim remember --type fact --text \"...\"   (or set MIMVAULT_DIR)")


@click.command()
@json_option
@pass_app
def doctor(app: App, as_json) -> None:
    """Check every file (front matter, fields, ids, folders, references) and the vault
    (config, Git, hooks). Names each problem's file, line and reason; exits 1 if any
    error is found.

    Example:

    \b
        mim doctor
    """
    from ..doctor import check_vault

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
    from ..schema import json_schemas

    schemas = json_schemas()
    emit_json(schemas[kind] if kind else schemas)


@click.command(hidden=True)
@click.argument("name", type=click.Choice(["pre-commit"]))
@click.argument("args", nargs=-1)
def hook(name, args) -> None:
    """Run a Git hook (the installed hook scripts call this)."""
    from ..hooks import main

    raise click.exceptions.Exit(main([name, *args]))
