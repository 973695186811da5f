"""Commands for many devices: sync, clone (docs/sync.md)."""

from __future__ import annotations

import click

from ._common import App, emit_json, json_option, pass_app, warn


@click.command()
@click.option("--remote", metavar="NAME", help="The Git remote (default: the branch's upstream, else origin).")
@click.option("--continue", "resume", is_flag=True, help="Finish a merge a plain `git pull` left unfinished, then sync.")
@json_option
@pass_app
def sync(app: App, remote, resume, as_json) -> None:
    """Sync this vault with its Git remote: commit your hand edits and the access log,
    fetch, merge (memories field by field; what two devices disagree on becomes a
    question, never conflict markers), push. Ends with one line: synced, nothing to do,
    or questions raised. Exits 0 in all three; 1 if it could not sync.

    Example:

    \b
        git remote add origin git@example.org:me/vault.git   # once
        mim sync
        mim sync --continue      # after a `git pull` stopped on a conflict
    """
    say = None if as_json else (lambda line: click.echo(f"sync: {line}", err=True))
    report = app.vault.sync(remote, resume=resume, say=say)
    if as_json:
        emit_json(report)
        return
    for notice in report["notices"]:
        warn(notice)
    moved = f"pulled {report['pulled']} commit(s), pushed {report['pushed']}"
    if report["state"] == "questions raised":
        click.echo(f"{report['state']}: {len(report['questions'])} question(s) for you (`mim review`); {moved}")
    elif report["state"] == "nothing to do":
        click.echo(f"nothing to do: up to date with {report['remote']}/{report['branch']}")
    else:
        click.echo(f"synced with {report['remote']}/{report['branch']}: {moved}")


@click.command()
@click.argument("url")
@click.argument("directory", metavar="DIR", type=click.Path(file_okay=False))
@json_option
@pass_app
def clone(app: App, url, directory, as_json) -> None:
    """Set up this device from a vault's Git remote: clone it into DIR, install this
    device's pre-commit hook and merge driver, build the catalog and search index.

    Example:

    \b
        mim clone git@example.org:me/vault.git ~/vault
    """
    from ..api import Vault

    say = None if as_json else (lambda line: click.echo(f"clone: {line}", err=True))
    vault, warnings = Vault.clone(url, directory, say, actor=app.actor)
    for warning in warnings:
        warn(warning)
    if as_json:
        emit_json({"vault": str(vault.root), "commit": vault.git.head(), "warnings": warnings})
        return
    click.echo(f"A vault at {vault.root}, from {url}; `mim sync` keeps it in step")
