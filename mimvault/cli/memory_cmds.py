"""Commands that record and change memories: remember, list, show, confirm, reject, supersede, forget."""

from __future__ import annotations

import sys

import click

from ..kinds import confidence_label
from ._common import (
    App,
    emit_json,
    json_option,
    pass_app,
    progress,
    receipt_line,
    state_text,
    style,
    warn,
)

TYPES = ["fact", "event", "opinion", "preference", "relationship", "profile", "emotion"]
STATES = [
    "captured", "extracted", "inferred", "pending_review", "confirmed", "conflicted",
    "stale", "superseded", "archived", "rejected", "deleted",
]  # fmt: skip


def _finish(app: App, receipt, as_json: bool, headline: str) -> None:
    if as_json:
        emit_json(receipt.to_json())
    elif receipt.commit is None and receipt.notices:
        for notice in receipt.notices:  # "already confirmed; nothing changed": no commit was made
            click.echo(notice)
    else:
        click.echo(headline)
        click.echo(receipt_line(receipt))


@click.command()
@click.argument("text", required=False)
@click.option("--text", "text_option", metavar="TEXT", help="The memory in words ('-' reads standard input).")
@click.option("--type", "memory_type", type=click.Choice(TYPES), required=True, help="What kind of memory.")
@click.option("--subject", help="Who or what it is about (default: user, when a predicate is given).")
@click.option("--predicate", help="The relation or attribute, e.g. lives_in, employer, likes.")
@click.option("--object", "object_", metavar="VALUE", help="The value, e.g. Tokyo.")
@click.option("--time", help="When it was true or happened: 2021, 2021-Q3, 2021-06, 2021-06-15, or A..B.")
@click.option("--confidence", type=click.FloatRange(0, 1), help="0-1 (default 0.95 for you, 0.6 for an agent).")
@click.option("--importance", type=click.FloatRange(0, 1), help="0-1 (default 0.5).")
@click.option("--sensitivity", type=click.Choice(["low", "medium", "high", "restricted"]), default="low", show_default=True)
@click.option("--scope", type=click.Choice(["session", "cross-session", "long-term"]), default="long-term", show_default=True)
@click.option("--tag", "tags", multiple=True, help="A tag (repeatable).")
@click.option("--evidence", "evidence", multiple=True, metavar="EVT_ID", help="Existing evidence it rests on (repeatable).")
@click.option("--event-type", help="For events: e.g. career_change, move, birth.")
@click.option("--state", type=click.Choice(STATES), help="Start in this state (e.g. pending_review) instead of the default.")
@json_option
@pass_app
def remember(app: App, text, text_option, memory_type, subject, predicate, object_, time, confidence, importance,
             sensitivity, scope, tags, evidence, event_type, state, as_json) -> None:  # fmt: skip
    """Record a memory you state directly. Your own memories are confirmed; an agent's
    (--as agent:NAME) are proposals for you to confirm.

    Example:

    \b
        mim remember --type fact --subject user --predicate lives_in --object Tokyo --text "I live in Tokyo" --time 2025-04
    """
    if text and text_option:
        raise click.UsageError("give the text once: as an argument or with --text")
    text = text or text_option
    if text == "-":
        text = sys.stdin.read()
    receipt = app.vault.remember(
        text,
        type=memory_type,
        subject=subject,
        predicate=predicate,
        object=object_,
        time=time,
        confidence=confidence,
        importance=importance,
        sensitivity=sensitivity,
        scope=scope,
        tags=tags,
        evidence=evidence,
        event_type=event_type,
        state=state,
    )
    _finish(app, receipt, as_json, f"Remembered {receipt.id}")


@click.command(name="list")
@click.option("--kind", type=click.Choice(["memory", "evidence", "issue", "secret_ref"]), default="memory", show_default=True)
@click.option("--type", "types", type=click.Choice(TYPES), multiple=True, help="Only this type (repeatable).")
@click.option("--state", "states", type=click.Choice(STATES), multiple=True, help="Only this state (repeatable).")
@click.option("--all", "include_inactive", is_flag=True, help="Include superseded, archived, rejected and deleted.")
@click.option("--limit", type=click.IntRange(min=1), help="Only the newest N.")
@json_option
@pass_app
def list_(app: App, kind, types, states, include_inactive, limit, as_json) -> None:
    """List memories (or evidence, or issues), oldest first. Superseded, archived,
    rejected and deleted memories are left out unless asked for.

    Example:

    \b
        mim list --state confirmed --json
    """
    result = app.vault.list(kind, types, states, include_inactive, progress=progress, with_data=as_json)
    for problem in result.problems:
        warn(f"skipped {problem}")
    entries = result.entries[-limit:] if limit else result.entries
    if as_json:
        emit_json([_entry_json(e) for e in entries])
        return
    lines = []
    for e in entries:
        if kind == "memory":
            label = style(f"{_label(e.confidence):<11}", fg="bright_black")
            lines.append(f"{e.id}  {e.type:<12} {state_text(e.state, 14)} {label} {e.summary or ''}")
        elif kind == "issue":
            lines.append(f"{e.id}  {e.status or '-':<12} {e.summary or ''}")
        else:
            lines.append(f"{e.id}  {e.created or '':<25} {e.summary or ''}")
    if lines:
        click.echo("\n".join(lines))
    else:
        click.echo(style("nothing to list", fg="bright_black"), err=True)


def _label(confidence: float | None) -> str:
    return confidence_label(confidence) if confidence is not None else "-"


def _entry_json(entry) -> dict:
    data = entry.fields()
    data.update({"path": entry.path, "kind": entry.kind})
    if entry.confidence is not None:
        data["confidence_label"] = _label(entry.confidence)
    return data


@click.command()
@click.argument("object_id", metavar="ID")
@click.option("--raw", is_flag=True, help="Print the file exactly as it is on disk.")
@json_option
@pass_app
def show(app: App, object_id, raw, as_json) -> None:
    """Show one object: its fields and its body.

    Example:

    \b
        mim show mem_01JDX8Q4ZK3V8T6N2M4P5R7S9W
    """
    vault = app.vault
    loaded = vault.load(object_id)
    obj = loaded.obj
    limited = vault.shown_to_agent(obj)
    if limited is not None:  # an agent sees a secret reference's label and category only
        if as_json:
            emit_json(limited)
        else:
            click.echo(f"{limited['id']}  {limited['category']}  {limited['label']}")
        return
    if raw:
        click.echo((vault.root / loaded.rel).read_text(encoding="utf-8"), nl=False)
        return
    if as_json:
        data = obj.model_dump(mode="json")
        data.update({"kind": obj.kind, "path": loaded.rel, "body": loaded.doc.body})
        emit_json(data)
        return
    click.echo(style(obj.summary(), bold=True))
    click.echo(style(loaded.rel, fg="bright_black"))
    for key, value in obj.front_matter().items():
        if key == "state":
            value = state_text(str(value))
        elif key == "confidence":
            value = f"{value} ({_label(float(value))})"
        elif isinstance(value, list):
            value = ", ".join(str(v) for v in value)
        click.echo(f"  {style(key, fg='cyan')}: {value}")
    click.echo()
    click.echo(loaded.doc.body.rstrip("\n"))


@click.command()
@click.argument("object_id", metavar="ID")
@json_option
@pass_app
def confirm(app: App, object_id, as_json) -> None:
    """Confirm a memory or secret reference. Confirming a proposed newer version
    marks the memory it names as superseded.

    Example:

    \b
        mim confirm mem_01JDX8Q4ZK3V8T6N2M4P5R7S9W
    """
    receipt = app.vault.confirm(object_id)
    _finish(app, receipt, as_json, f"Confirmed {object_id}")


@click.command()
@click.argument("object_id", metavar="ID")
@click.option("--reason", help="Why it is wrong (kept in the commit message).")
@json_option
@pass_app
def reject(app: App, object_id, reason, as_json) -> None:
    """Reject a memory as wrong. It stays in the vault as rejected, so it is not
    proposed again, and leaves retrieval.

    Example:

    \b
        mim reject mem_01JDX8Q4ZK3V8T6N2M4P5R7S9W --reason "I never lived there"
    """
    receipt = app.vault.reject(object_id, reason)
    _finish(app, receipt, as_json, f"Rejected {object_id}")


@click.command()
@click.argument("object_id", metavar="ID")
@click.option("--text", help="The new version in words (default: the old text with the new value).")
@click.option("--object", "object_", metavar="VALUE", help="The new value.")
@click.option("--subject", help="A new subject.")
@click.option("--predicate", help="A new predicate.")
@click.option("--time", help="When the new version became true (2026-10, ...).")
@click.option("--confidence", type=click.FloatRange(0, 1))
@click.option("--importance", type=click.FloatRange(0, 1))
@click.option("--tag", "tags", multiple=True, help="Tags of the new version (default: the old ones).")
@json_option
@pass_app
def supersede(app: App, object_id, text, object_, subject, predicate, time, confidence, importance, tags, as_json) -> None:
    """Record a change of meaning (moved city, new job) as a new memory that
    supersedes this one. The old one is kept, as superseded; the chain is the history.

    Example:

    \b
        mim supersede mem_01JDX8Q4ZK3V8T6N2M4P5R7S9W --object Osaka --text "I live in Osaka" --time 2026-10
    """
    receipt = app.vault.supersede(
        object_id,
        text,
        object=object_,
        subject=subject,
        predicate=predicate,
        time=time,
        confidence=confidence,
        importance=importance,
        tags=tags or None,
    )
    _finish(app, receipt, as_json, f"Superseded {object_id} by {receipt.id}")


@click.command()
@click.argument("object_id", metavar="ID")
@click.option("--keep-evidence", is_flag=True, help="Keep the evidence it came from.")
@json_option
@pass_app
def forget(app: App, object_id, keep_evidence, as_json) -> None:
    """Forget a memory (or evidence) at your request: its content leaves the vault's
    files, a tombstone keeps its id, and the act is logged. Its evidence goes too
    unless another memory still rests on it. Git history still holds old versions.

    Example:

    \b
        mim forget mem_01JDX8Q4ZK3V8T6N2M4P5R7S9W
    """
    receipt = app.vault.forget(object_id, keep_evidence)
    _finish(app, receipt, as_json, f"Forgot {object_id} (earlier versions remain in Git history)")
