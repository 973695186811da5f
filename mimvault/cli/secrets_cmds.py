"""Commands about secrets: secrets check/scan/list/add/hint, purge."""

from __future__ import annotations

import json
import sys

import click

from ._common import App, emit_json, json_option, pass_app, style, warn


@click.group()
def secrets() -> None:
    """Secrets never enter memory: find them, keep references to where they live."""


@secrets.command(name="check")
@click.option("--jsonl", is_flag=True, help='Batch: read {"id","text"} lines, write {"id","secret","spans"} lines.')
@json_option
def secrets_check(jsonl, as_json) -> None:
    """Check text on standard input for secrets: exit 1 if it holds one, 0 if not.
    Output names kinds and character offsets, never the secret.

    Example:

    \b
        echo "my bank password is Tr0ub4dor&3" | mim secrets check --json
    """
    from ..secrets import scan

    if jsonl:
        for number, line in enumerate(sys.stdin, 1):
            if not line.strip():
                continue
            try:
                case = json.loads(line)
                case_id, text = case["id"], case["text"]
            except (ValueError, KeyError, TypeError):
                warn(f"line {number}: not a JSON object with id and text; skipped")
                continue
            findings = scan(text)
            out = {"id": case_id, "secret": bool(findings), "spans": [[f.start, f.end] for f in findings]}
            click.echo(json.dumps(out))
        return
    text = sys.stdin.read()
    findings = scan(text)
    if as_json:
        emit_json({"secret": bool(findings), "spans": [[f.start, f.end] for f in findings], "findings": [f.to_json() for f in findings]})
    else:
        from ..secrets.labels import kind_label

        for f in findings:
            click.echo(f"line {f.line(text)}: {kind_label(f.kind)} (characters {f.start}-{f.end})")
        if not findings:
            click.echo("no secrets found", err=True)
    if findings:
        raise click.exceptions.Exit(1)


@secrets.command(name="scan")
@click.option("--history", is_flag=True, help="Also every version in Git history and every commit message.")
@json_option
@pass_app
def secrets_scan(app: App, history, as_json) -> None:
    """Look for secrets already sitting in the vault's files (or its whole history).
    Exit 1 if any is found. Shows file, line and kind — never the value.

    Example:

    \b
        mim secrets scan --history
    """
    import time

    started = time.perf_counter()
    leaks, scanned = app.vault.secrets_scan(history=history)
    if history:
        leaks += app.vault.secrets_scan(history=False)[0]
    seconds = time.perf_counter() - started
    if as_json:
        emit_json({"leaks": [leak.to_json() for leak in leaks], "bytes_scanned": scanned, "seconds": round(seconds, 2)})
    else:
        for leak in leaks:
            click.echo(str(leak))
        if leaks and all(getattr(leak, "backup_only", False) for leak in leaks):
            click.echo(
                f"{len(leaks)} secret(s) remain only in the old history a purge keeps as a backup: "
                "`mim purge --expire --yes` deletes it (after every clone has the rewritten history).",
                err=True,
            )
        elif leaks:
            click.echo(
                f"{len(leaks)} secret(s) found. Move each into your password manager (`mim secrets add` keeps a "
                "reference), remove it from the file, then `mim purge --secrets` to erase it from history.",
                err=True,
            )
        else:
            click.echo("no secrets found", err=True)
    if leaks:
        raise click.exceptions.Exit(1)


@secrets.command(name="list")
@json_option
@pass_app
def secrets_list(app: App, as_json) -> None:
    """List secret references: label, hint and where each secret is kept — never secrets.

    Example:

    \b
        mim secrets list
    """
    refs = app.vault.secrets_list()
    if as_json:
        emit_json(refs)
        return
    for ref in refs:
        where = f" [{ref['stored_in']}]" if ref.get("stored_in") else ""
        hint = style(f" — {ref['hint']}", fg="bright_black") if ref.get("hint") else ""
        click.echo(f"{ref['id']}  {ref['state']:<14} {ref['category']:<14} {ref['label']}{where}{hint}")
    if not refs:
        click.echo("no secret references", err=True)


@secrets.command(name="add")
@click.argument("label")
@click.option("--category", default="password", show_default=True, help="password, pin, api_key, seed_phrase, …")
@click.option("--hint", help="Helps you find it; must not help anyone rebuild it.")
@click.option("--stored-in", help="Where it is kept, e.g. 1Password, Bitwarden, Apple Keychain.")
@json_option
@pass_app
def secrets_add(app: App, label, category, hint, stored_in, as_json) -> None:
    """Record where a secret is kept (never the secret itself).

    Example:

    \b
        mim secrets add "工作邮箱登录信息" --category email --hint "与主工作邮箱相关" --stored-in 1Password
    """
    receipt = app.vault.secrets_add(label, category=category, hint=hint, stored_in=stored_in)
    if as_json:
        emit_json(receipt.to_json())
        return
    click.echo(f"Added {receipt.id}")


@secrets.command(name="hint")
@click.argument("ref_id", metavar="SEC_ID")
@click.argument("hint")
@json_option
@pass_app
def secrets_hint(app: App, ref_id, hint, as_json) -> None:
    """Set the hint of a secret reference. A hint that gives pieces of the secret, how it
    is made up, character positions or seed words is refused.

    Example:

    \b
        mim secrets hint sec_01JDX8Q4ZK3V8T6N2M4P5R7S9W "the NAS admin page"
    """
    receipt = app.vault.secrets_hint(ref_id, hint)
    if as_json:
        emit_json(receipt.to_json())
        return
    click.echo(f"Hint set on {ref_id}")


@click.command()
@click.argument("object_id", metavar="[ID]", required=False)
@click.option("--secrets", "all_secrets", is_flag=True, help="Redact every detected secret in all of history.")
@click.option("--expire", is_flag=True, help="Drop the backups earlier purges kept (with --yes).")
@click.option("--yes", is_flag=True, help="Confirm --expire.")
@json_option
@pass_app
def purge(app: App, object_id, all_secrets, expire, yes, as_json) -> None:
    """Rewrite history so that a forgotten object (ID) or every detected secret
    (--secrets) is gone from every commit. The old branch is kept in a backup ref until
    `mim purge --expire --yes`. Clones and remotes still hold the old history.

    Example:

    \b
        mim forget mem_01JDX8Q4ZK3V8T6N2M4P5R7S9W && mim purge mem_01JDX8Q4ZK3V8T6N2M4P5R7S9W
    """
    if expire:
        dropped = app.vault.purge_expire(dry_run=not yes)
        if as_json:
            emit_json({"backups": dropped, "deleted": yes})
        elif not dropped:
            click.echo("no purge backups to drop", err=True)
        elif yes:
            click.echo(f"dropped {len(dropped)} backup(s) and pruned the old objects")
        else:
            for ref in dropped:
                click.echo(ref)
            click.echo("run `mim purge --expire --yes` to delete these backups for good", err=True)
        return
    receipt = app.vault.purge(object_id, secrets=all_secrets)
    for notice in receipt.notices:
        warn(notice)
    if as_json:
        emit_json(receipt.to_json())
        return
    if receipt.commit is None:
        return  # nothing held a secret: the notice said so, nothing changed
    details = receipt.details
    click.echo(
        f"Purged: {details['blobs_rewritten']} file version(s) and {details['messages_rewritten']} commit message(s) "
        f"rewritten (commit {receipt.commit[:7]})"
    )
