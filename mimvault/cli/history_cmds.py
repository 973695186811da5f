"""Commands over the audit trail: history, why, log, undo."""

from __future__ import annotations

import click

from ._common import (
    App,
    emit_json,
    json_option,
    pass_app,
    receipt_line,
    state_text,
    style,
)


@click.command()
@click.argument("object_id", metavar="ID")
@json_option
@pass_app
def history(app: App, object_id, as_json) -> None:
    """An object's Git versions (newest first) and, for a memory, its supersession chain.

    Example:

    \b
        mim history mem_01JDX8Q4ZK3V8T6N2M4P5R7S9W
    """
    data = app.vault.history(object_id)
    if as_json:
        emit_json(data)
        return
    click.echo(style(f"{object_id}  {data['path']}", bold=True))
    click.echo("Versions:")
    for v in data["versions"]:
        click.echo(f"  {v['commit'][:7]}  {v['date'][:19]}  {v['op']:<10} {v['actor'] or '-':<16} {state_text(v['state'])}")
    if data["chain"]:
        click.echo("Supersession chain (oldest first):")
        for m in data["chain"]:
            mark = style(" <- this", fg="cyan") if m["this"] else ""
            when = f"  [{m.get('valid_from') or '?'} .. {m.get('valid_to') or ''}]" if m.get("valid_from") else ""
            click.echo(f"  {m['id']}  {state_text(m['state'])}  {m['summary']}{when}{mark}")


@click.command()
@click.argument("object_id", metavar="ID")
@json_option
@pass_app
def why(app: App, object_id, as_json) -> None:
    """Where a memory came from, when it was confirmed, its open questions, why this
    version is the current one, and which tasks it was served to (the access log).

    Example:

    \b
        mim why mem_01JDX8Q4ZK3V8T6N2M4P5R7S9W
    """
    data = app.vault.why(object_id)
    if as_json:
        emit_json(data)
        return
    click.echo(style(f"{data['id']}  {data['summary']}", bold=True))
    if data["state"]:
        conf = f", confidence {data['confidence']}" if data["confidence"] is not None else ""
        click.echo(f"State: {state_text(data['state'])}{conf}")
    click.echo(f"Why current: {data['current']}")
    click.echo("Came from:")
    for s in data["sources"] or [{"id": "(no evidence recorded)"}]:
        if "missing" in s or "source_type" not in s:
            click.echo(f"  {s['id']}  {s.get('missing', '')}")
        else:
            when = (s["mentioned_at"] or s["captured"])[:19]
            click.echo(f"  {s['id']}  {s['source_type']} by {s['actor']} at {when}: \"{s['excerpt']}\"")
    click.echo("Operations:")
    for op in data["operations"]:
        click.echo(f"  {op['date'][:19]}  {op['op']:<10} {op['actor'] or '-':<16} {op['commit'][:7]}")
    if data["issues"]:
        click.echo("Questions about it:")
        for issue in data["issues"]:
            click.echo(f"  {issue['id']}  {issue['status']}  {issue['question']}")
    if len(data["chain"]) > 1:
        click.echo("Versions of this memory (oldest first):")
        for m in data["chain"]:
            mark = style(" <- this", fg="cyan") if m["this"] else ""
            click.echo(f"  {m['id']}  {state_text(m['state'])}  {m['summary']}{mark}")
    served = data.get("served") or []
    if served:
        click.echo(f"Served to tasks ({len(served)}, latest last):")
        for entry in served[-10:]:
            click.echo(f"  {entry['time'][:19]}  {entry['actor']:<16} {entry['op']:<18} \"{entry['task']}\"")


@click.command()
@click.option("--op", help="Only this operation (remember, confirm, reject, supersede, forget, undo, edit, init, capture, resolve, maintain, serve…).")
@click.option("--since", help="On or after this date (2026-11-01, or '2 weeks ago').")
@click.option("--until", help="On or before this date.")
@click.option("--actor", help="Only this actor (user, agent:NAME, system:NAME).")
@click.option("--id", "object_id", metavar="ID", help="Only operations on this object.")
@click.option("--limit", type=click.IntRange(min=1), help="At most this many, newest first.")
@json_option
@pass_app
def log(app: App, op, since, until, actor, object_id, limit, as_json) -> None:
    """The audit trail: every mimvault operation, newest first, read from the
    trailers of its Git commit.

    Example:

    \b
        mim log --op confirm --since 2026-11-01
    """
    commits = app.vault.log(op=op, since=since, until=until, actor=actor, object_id=object_id, limit=limit)
    if as_json:
        emit_json(
            [
                {"commit": c.sha, "date": c.date, "op": c.op, "actor": c.actor, "subject": c.subject, "objects": c.object_ids()}
                for c in commits
            ]
        )
        return
    for c in commits:
        click.echo(f"{c.date[:19]}  {c.op or '-':<10} {c.actor or '-':<16} {style(c.sha[:7], fg='bright_black')}  {c.subject}")


@click.command()
@json_option
@pass_app
def undo(app: App, as_json) -> None:
    """Revert the last mimvault operation not yet undone, as a new commit that is
    itself in the log. Run it again to step further back.

    Example:

    \b
        mim undo
    """
    receipt = app.vault.undo()
    if as_json:
        emit_json(receipt.to_json())
        return
    click.echo(receipt_line(receipt))
