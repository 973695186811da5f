"""Evidence in: capture, import; and time, which shows how time words are read."""

from __future__ import annotations

import sys

import click

from ._common import (
    App,
    emit_json,
    json_option,
    pass_app,
    progress,
    state_text,
    style,
    warn,
)

SOURCES = ["chat", "voice", "user_form", "import", "tool", "agent", "external_reference"]
EXTRACTORS = ["rules", "llm", "none"]


def extractor_options(fn):
    fn = click.option("--llm-model", metavar="NAME", help="The model for --extractor llm (default: llm.model).")(fn)
    fn = click.option("--llm-url", metavar="URL", help="OpenAI-compatible endpoint (default: llm.url in config).")(fn)
    return click.option(
        "--extractor",
        type=click.Choice(EXTRACTORS),
        help="How to interpret it: rules (offline), llm, or none (evidence only). Default: capture.extractor.",
    )(fn)


@click.command()
@click.argument("text", required=False)
@click.option("--source", type=click.Choice(SOURCES), default="chat", show_default=True, help="Where the input came from.")
@click.option("--session", help="The conversation or import it belongs to.")
@click.option("--at", "mentioned_at", metavar="TIME", help="When it was said (ISO, e.g. 2026-03-18T11:55:00+08:00).")
@extractor_options
@json_option
@pass_app
def capture(app: App, text, source, session, mentioned_at, extractor, llm_url, llm_model, as_json) -> None:
    """Record an input (TEXT, or standard input) as evidence and interpret it: each
    candidate memory is shown with what governance did with it (created as confirmed
    or pending review, merged into a memory you have, or dropped) and why. Secrets are
    removed before anything is saved.

    Example:

    \b
        mim capture "I moved to Tokyo last April, and from now on I want technical docs in English"
        echo "我应该是2021年中从A公司离开的" | mim capture --session s1 --at 2026-03-18T11:55:00+08:00
    """
    if text is None or text == "-":
        if sys.stdin.isatty() and text is None:
            raise click.UsageError("give TEXT, or pipe the input on standard input")
        from ..capture.inputs import decode_input

        text = decode_input(sys.stdin.buffer.read())
    receipt = app.vault.capture(
        text,
        source_type=source,
        session=session,
        mentioned_at=mentioned_at,
        extractor=extractor,
        llm_url=llm_url,
        llm_model=llm_model,
    )
    for notice in receipt.notices:
        warn(notice)
    if as_json:
        emit_json(receipt.to_json())
        return
    click.echo(f"Captured {receipt.id}")
    candidates = receipt.details.get("candidates", [])
    if not candidates:
        click.echo("  no memory in it (kept as evidence)")
    for c in candidates:
        click.echo("  " + candidate_line(c))
    click.echo(style(f"commit {receipt.commit[:7]}", fg="bright_black"))


def candidate_line(c: dict) -> str:
    what = f"{c['predicate']}: {c['object']}" if c.get("predicate") and c.get("object") else c["text"]
    if len(what) > 50:
        what = what[:49] + "…"
    if c.get("time"):
        what += f" ({c['time']})"
    outcome = c["action"]
    if c.get("memory"):
        outcome += f" {c['memory']}"
    if c.get("state") and c["action"] != "dropped":
        outcome += " " + state_text(c["state"])
    reason = style(f" — {c['reason']}", fg="bright_black") if c.get("reason") else ""
    return f"{c['type']:<12} {what}  -> {outcome}{reason}"


@click.command(name="import")
@click.argument("path", metavar="FILE", type=click.Path(dir_okay=False))
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["jsonl", "journal", "chatgpt"]),
    help="The file's format (default: from its name and content).",
)
@click.option("--session", help="Session for turns that name none (default: the file's name).")
@extractor_options
@json_option
@pass_app
def import_(app: App, path, fmt, session, extractor, llm_url, llm_model, as_json) -> None:
    """Import a conversation or journal file: chat JSONL (one {role, text, time,
    session} turn per line), a Markdown journal with dated headings, or a ChatGPT
    export (conversations.json). Every turn of the person becomes evidence and is
    interpreted; turns already imported are skipped, so importing again is safe. One
    commit per batch of turns. Lines that cannot be read are reported by number and
    the rest imported (exit 1).

    Example:

    \b
        mim import chats.jsonl
        mim import journal.md
        mim import conversations.json --json
    """
    bar = None

    def start(total: int) -> None:
        nonlocal bar
        if not as_json:
            bar = progress(total, "importing").__enter__()

    try:
        report = app.vault.import_file(
            path,
            format=fmt,
            session=session,
            extractor=extractor,
            llm_url=llm_url,
            llm_model=llm_model,
            on_start=start,
            progress=lambda n: bar.update(n) if bar is not None else None,
        )
    finally:
        if bar is not None:
            bar.__exit__(None, None, None)
    for problem in report.problems:
        warn(f"{path}: {problem}")
    for notice in report.notices:
        warn(notice)
    if as_json:
        emit_json(report.to_json())
    else:
        memories = ", ".join(f"{n} {action}" for action, n in sorted(report.outcomes.items())) or "none"
        click.echo(
            f"Imported {report.stored} of {report.turns} turns from {path} ({report.format}): "
            f"{report.duplicates} already in the vault, {report.replies} assistant replies skipped"
        )
        click.echo(f"  memories: {memories}")
        if report.commits:
            click.echo(style(f"  {len(report.commits)} commit(s), last {report.commits[-1][:7]}", fg="bright_black"))
    if report.problems:
        sys.exit(1)


@click.command(name="time")
@click.argument("text", required=False)
@click.option("--at", "ref", metavar="TIME", help="When it was said (ISO date or date-time; default: now).")
@click.option("--jsonl", is_flag=True, help='Batch: read {"id","text","ref_time"} lines, write one reading per line.')
@json_option
def time_(text, ref, jsonl, as_json) -> None:
    """Show how time words are read: a value or an interval, its precision and a
    confidence, relative to when they were said — never more precise than the words.
    Finds the time words inside a longer sentence too. Exit 1 when there are none.

    Example:

    \b
        mim time "last spring" --at 2026-03-18
        mim time "我应该是2021年中从A公司离开的" --json
    """
    from datetime import datetime

    from .. import timeparse

    if jsonl:
        timeparse.answer_jsonl(sys.stdin, sys.stdout, sys.stderr)
        return
    if not text or not text.strip():
        raise click.UsageError("give TEXT, e.g. mim time \"last spring\" --at 2026-03-18")
    if ref:
        try:
            when = datetime.fromisoformat(ref.strip().replace("Z", "+00:00"))
        except ValueError:
            raise click.BadParameter(f"{ref!r}: expected an ISO date such as 2026-03-18", param_hint="--at") from None
    else:
        when = datetime.now()
    when = when if when.tzinfo else when.astimezone()
    whole = timeparse.parse(text, when, direction=timeparse.tense(text))
    readings = [whole] if whole.kind != "none" else timeparse.find(text, when, direction=timeparse.tense(text))
    if as_json:
        from ..secrets import redact

        emit_json({"text": redact(text)[0], "at": when.isoformat(), "readings": [r.to_json() for r in readings]})
    else:
        for r in readings:
            click.echo(reading_line(r.to_json()))
        if not readings:
            click.echo("no time expression found")
    if not readings:
        sys.exit(1)


def reading_line(r: dict) -> str:
    if r["kind"] == "instant":
        value = r["value"]
    elif r["kind"] == "interval":
        value = f"{r['from']} .. {r['to']}"
    else:
        value = "unresolved (kept as said)"
    return f"{r['raw']!r}: {value}  precision {r['precision']}, confidence {r['confidence']:.2f}"
