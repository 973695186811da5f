"""Governance: review and resolve questions, maintain, timeline, follow-ups."""

from __future__ import annotations

import sys

import click

from ._common import (
    App,
    emit_json,
    json_option,
    now_option,
    pass_app,
    receipt_line,
    state_text,
    style,
    warn,
)


@click.command()
@click.option("--all", "include_later", is_flag=True, help="Also questions answered \"later\" whose time has not come.")
@click.option("--questions-only", is_flag=True, help="Leave out candidate memories to confirm.")
@click.option("--limit", type=click.IntRange(1, 10_000), help="At most this many items.")
@click.option("--list", "as_list", is_flag=True, help="List the queue instead of asking one question at a time.")
@json_option
@pass_app
def review(app: App, include_later, questions_only, limit, as_list, as_json):
    """Answer the questions waiting for you, one at a time: conflicts between memories,
    stale memories, then candidates to confirm. Type the option's number, Enter to skip,
    l for later, d to dismiss a question, q to stop. Exit 1 when something waits.

    Example:

    \b
        mim review
        mim review --json          # the same queue for an agent or a UI
        mim review --list --questions-only
    """
    items = app.vault.review(include_later=include_later, candidates=not questions_only, limit=limit)
    if as_json:
        emit_json(items)
        sys.exit(1 if items else 0)
    if not items:
        click.echo("nothing to review")
        return
    if as_list:
        for item in items:
            _show(item)
        sys.exit(1)
    answered = 0
    for item in items:
        _show(item)
        try:
            reply = click.prompt("answer", default="", show_default=False, prompt_suffix="> ").strip().lower()
        except click.Abort:  # end of input
            break
        if reply == "q":
            break
        if not reply:
            continue
        from ..errors import MimvaultError

        try:
            answered += _answer(app, item, reply)
        except MimvaultError as exc:  # one bad answer does not end the review
            warn(str(exc))
    remaining = len(app.vault.review(include_later=False, candidates=not questions_only))
    click.echo(style(f"{answered} answered, {remaining} waiting", fg="bright_black"))


def _show(item: dict) -> None:
    tag = style(f"[{item.get('priority', item.get('type', ''))}]", fg="yellow" if item["kind"] == "question" else "cyan")
    click.echo(f"\n{tag} {item['id']}")
    click.echo(f"  {item['question']}")
    for side in item.get("sides", []):
        click.echo(style(f"    {side}", fg="bright_black"))
    for option in item["options"]:
        click.echo(f"  {option['n']}) {option['text']}")


def _answer(app: App, item: dict, reply: str) -> int:
    vault = app.vault
    if item["kind"] == "candidate":
        action = {"1": "confirm", "y": "confirm", "2": "reject", "n": "reject"}.get(reply)
        if action is None:
            return 0  # later / skip
        receipt = vault.confirm(item["id"]) if action == "confirm" else vault.reject(item["id"])
        click.echo(receipt_line(receipt))
        return 1
    if reply == "l":
        receipt = vault.resolve(item["id"], later=True)
    elif reply == "d":
        receipt = vault.resolve(item["id"], dismiss=True)
    elif reply.isdigit():
        receipt = vault.resolve(item["id"], option=int(reply))
    else:
        receipt = vault.resolve(item["id"], text=reply)
    click.echo(receipt_line(receipt))
    return 1


@click.command()
@click.argument("issue_id")
@click.option("--option", type=int, metavar="N", help="Choose option N (as numbered in the question).")
@click.option("--dismiss", is_flag=True, help="Not a real question: close it, memories back as they were.")
@click.option("--later", is_flag=True, help="Ask again later (review.later_days).")
@click.option("--text", metavar="WORDS", help="Answer in words, e.g. \"it was March 2022\" (kept as your evidence).")
@json_option
@pass_app
def resolve(app: App, issue_id, option, dismiss, later, text, as_json):
    """Answer a question: the chosen memory is confirmed, an older version is kept as
    superseded, a wrong one becomes rejected, and the question closes — one commit.

    Example:

    \b
        mim resolve iss_01M8KS2B8Q0E4VDS0XJ3T5ZC3A --option 2
        mim resolve iss_01M8KS2B8Q0E4VDS0XJ3T5ZC3A --text "it was March 2022"
        mim resolve iss_01M8KS2B8Q0E4VDS0XJ3T5ZC3A --later
    """
    receipt = app.vault.resolve(issue_id, option=option, dismiss=dismiss, later=later, text=text)
    if as_json:
        emit_json(receipt.to_json())
        return
    click.echo(receipt.details.get("resolution") and f"answer: {receipt.details['resolution']}" or "asked again later")
    click.echo(receipt_line(receipt))


@click.command()
@click.option("--daily", "periods", flag_value="daily", multiple=True, help="New candidates, the day's conflicts, follow-ups.")
@click.option("--weekly", "periods", flag_value="weekly", multiple=True, help="All conflicts, stale memories, timeline gaps.")
@click.option("--monthly", "periods", flag_value="monthly", multiple=True, help="The weekly jobs, then decay and capacity.")
@click.option("--dry-run", is_flag=True, help="Find only: change nothing, write no report.")
@now_option
@json_option
@pass_app
def maintain(app: App, periods, dry_run, as_json):
    """Run the periodic jobs and write the review report(s) in reviews/. Without a
    period, every one whose report for today is missing runs. One commit.

    Example:

    \b
        mim maintain                 # by the calendar: writes e.g. reviews/2026-W48.md
        mim maintain --monthly --dry-run --json
        mim maintain --now 2025-11-20   # as of that day (a replayed past)
    """
    found = app.vault.maintain(list(periods) or None, dry_run=dry_run)
    if as_json:
        emit_json(found)
        return
    click.echo(f"periods: {', '.join(found['periods'])}" + (" (dry run)" if dry_run else ""))
    click.echo(f"questions asked: {len(found['questions_asked'])}, stale: {len(found['stale'])}, archived: {len(found['archived'])}")
    click.echo(f"waiting for you: {found['open_questions']} question(s), {found['candidates']} candidate(s); follow-ups: {len(found['followups'])}")
    for report in found.get("reports", []):
        click.echo(f"report: {report}")


@click.command()
@click.option("--since", metavar="DATE", help="From DATE: 2015, 2015-06, 2015-06-01.")
@click.option("--until", metavar="DATE", help="Up to the end of DATE.")
@click.option("--all", "include_inactive", is_flag=True, help="Include superseded, archived and rejected events.")
@now_option
@json_option
@pass_app
def timeline(app: App, since, until, include_inactive, as_json):
    """Life events in order, each with its time as precisely as it is known ("2019",
    "mid-2021", "~2019"); undated ones last.

    Example:

    \b
        mim timeline --since 2015
        mim timeline --since 2020 --until 2022 --json
    """
    events = app.vault.timeline(since, until, include_inactive=include_inactive)
    if as_json:
        emit_json(events)
        return
    if not events:
        click.echo("no events", err=True)
        sys.exit(1)
    width = max(len(e["when"]) for e in events)
    for e in events:
        click.echo(f"{e['when']:<{width}}  {state_text(e['state'], 14)}  {e['text']}  {style(e['id'], fg='bright_black')}")


@click.command()
@now_option
@json_option
@pass_app
def followups(app: App, as_json):
    """Planned events that have passed with no word since ("interview on Tuesday — how
    did it go?"). Exit 1 when there are some.

    Example:

    \b
        mim followups
        mim followups --json --now 2025-11-20   # as of that day
    """
    items = app.vault.followups()
    if as_json:
        emit_json(items)
    else:
        for item in items:
            click.echo(f"{item['question']}  {style(item['id'], fg='bright_black')}")
        if not items:
            click.echo("no follow-ups")
    sys.exit(1 if items else 0)


@click.command()
@now_option
@json_option
@pass_app
def inbox(app: App, as_json):
    """Apply the boxes you ticked in reviews/inbox.md (each as your answer: a question
    resolved, a memory confirmed or rejected), then rewrite the note with what still
    waits. `mim watch` does this on every save of the note. Exit 1 when a tick could
    not be applied (the note and this command say why).

    Example:

    \b
        mim inbox
        mim inbox --json
    """
    out = app.vault.inbox()
    if as_json:
        emit_json(out)
    else:
        for done in out["applied"]:
            click.echo(f"applied: {done['id']} {done['option']}) {done['words']}")
        for refused in out["not_applied"]:
            click.echo(f"not applied: {out['path']} line {refused['line']}: {refused['reason']}")
        click.echo(f"{out['path']}: {'rewritten' if out['commit'] else 'up to date'}")
    sys.exit(1 if out["not_applied"] else 0)
