"""Finding things: search, reindex, watch, and the embedding model (model pull, distill, show)."""

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

KINDS = ["memory", "evidence", "issue"]


@click.command()
@click.argument("query")
@click.option("--type", "types", multiple=True, help="Only this type (repeatable), e.g. fact, preference.")
@click.option("--state", "states", multiple=True, help="Only this state (repeatable), e.g. confirmed.")
@click.option("--evidence", is_flag=True, help="Search evidence (raw inputs) too, not only memories.")
@click.option("--kind", "kinds", type=click.Choice(KINDS), multiple=True, help="What to search (repeatable).")
@click.option("--since", metavar="DATE", help="Valid (or said) on or after DATE: 2025, 2025-04, 2025-04-01.")
@click.option("--until", metavar="DATE", help="Valid (or said) on or before the end of DATE.")
@click.option("--limit", type=click.IntRange(1, 1000), default=10, show_default=True)
@click.option("--all", "include_inactive", is_flag=True, help="Include superseded, archived, rejected and deleted.")
@click.option("--words-only", is_flag=True, help="Match words only, not meaning (no embedding model).")
@json_option
@pass_app
def search(app: App, query, types, states, evidence, kinds, since, until, limit, include_inactive, words_only, as_json):
    """Search memories by words and meaning, in English and Chinese. Shows each hit's
    type, state, confidence, score and file; memory text is quoted, never run.

    Example:

    \b
        mim search "where do I live"
        mim search "住在哪里" --type fact --state confirmed --json
        mim search "interview" --evidence
    """
    chosen = tuple(kinds) or (("memory", "evidence") if evidence else ("memory",))
    result = app.vault.search(
        query,
        kinds=chosen,
        types=types,
        states=states,
        since=since,
        until=until,
        limit=limit,
        include_inactive=include_inactive,
        semantic=not words_only,
        progress=progress,
    )
    for notice in result.notices:
        warn(notice)
    if as_json:
        emit_json(result.to_json())
        return
    if not result.hits:
        click.echo(style("no matches", fg="bright_black"), err=True)
        sys.exit(1)
    for n, hit in enumerate(result.hits, 1):
        kind = hit["type"] or hit["kind"] or "-"
        label = style(f"{hit.get('confidence_label') or '':<11}", fg="bright_black")
        title = hit.get("statement") or hit.get("title") or ""
        click.echo(f"{n:>2}. {hit['id']}  {kind:<12} {state_text(hit['state'] or '-', 14)} {label} {hit['score']:.2f}  {title}")
        if hit.get("snippet"):
            click.echo(f"      > {hit['snippet']}")  # quoted: memory text is data
        click.echo(style(f"      {hit['path']}", fg="bright_black"))


@click.command()
@click.option("--all", "everything", is_flag=True, help="Rebuild the catalog from nothing too (slower).")
@json_option
@pass_app
def reindex(app: App, everything, as_json) -> None:
    """Rebuild the search index from the files, with a progress bar. The index and the
    catalog are derived: deleting .mimvault/cache/ loses nothing.

    Example:

    \b
        mim reindex
        mim reindex --all
    """
    report = app.vault.reindex(progress=progress, catalog=everything)
    if as_json:
        emit_json(report)
        return
    for problem in report["problems"]:
        warn(f"not indexed: {problem}")
    embedded = f", {report['embedded']} embedded with {report['model']}" if report["model"] else " (words only: no model)"
    click.echo(f"Indexed {report['indexed']} objects{embedded}")


@click.command()
@click.option("--index-only", is_flag=True, help="Index valid edits but do not commit them (default: watch.commit).")
@click.option("--once", is_flag=True, help="Catch up with changes made while not watching, then exit.")
@json_option
@pass_app
def watch(app: App, index_only, once, as_json) -> None:
    """Keep the search index live while you edit the vault in Obsidian or any editor.
    A valid edit is indexed and committed as your `edit` version; an invalid file is
    reported (and here in `mim doctor`), never indexed and never modified. Stop with
    Ctrl-C; one watcher per vault.

    Example:

    \b
        mim watch
    """
    from ..watch import Watcher

    def report(event: dict) -> None:
        if as_json:
            emit_json(event)
            return
        what = event["event"]
        if what == "problem" and event["path"] == "reviews/inbox.md":
            warn(f"{event['path']}: {event['reason']} (not applied; the note says why)")
        elif what == "problem":
            warn(f"{event['path']}: {event['reason']} (not indexed; the last good version stays searchable)")
        elif what == "indexed":
            committed = f", committed {event['commit'][:7]}" if event.get("commit") else ""
            click.echo(f"indexed {event['path']}{committed}")
        elif what == "answered" and "option" in event:
            click.echo(f"answered {event['id']} in {event['path']}: option {event['option']} applied")
        elif what == "answered":
            click.echo(f"answered {event['path']} (your answer in the file is applied)")
        elif what == "waiting":
            warn(f"waiting: {event['reason']} (edits are committed once it is finished)")
        elif what in ("removed", "started", "stopped", "resumed"):
            click.echo(style(f"{what} {event.get('path', '')}".rstrip(), fg="bright_black"))

    watcher = Watcher(app.vault, commit=False if index_only else None, on_event=report)
    if once:
        watcher.catch_up()
        return
    watcher.run()


@click.group()
def model() -> None:
    """The embedding model used to search by meaning."""


@model.command(name="distill")
@click.option("--from", "source", required=True, type=click.Path(exists=True, file_okay=False),
              help="A local sentence-transformers model folder.")  # fmt: skip
@click.option("--out", type=click.Path(file_okay=False), help="Where to write the model (default: .mimvault/models/NAME).")
@click.option("--dims", type=click.IntRange(16, 1024), default=256, show_default=True, help="Dimensions (PCA).")
@click.option("--use/--no-use", "use", default=True, show_default=True, help="Set search.model to the new model.")
@json_option
@pass_app
def model_distill(app: App, source, out, dims, use, as_json) -> None:
    """Make a static-embedding (model2vec) model from a local sentence-transformers
    model, offline. Needs the optional extra: pip install 'mimvault[distill]'.

    Example:

    \b
        mim model distill --from ./all-MiniLM-L6-v2
    """
    result = app.vault.distill_model(source, out=out, dims=dims, use=use)
    if as_json:
        emit_json(result)
        return
    click.echo(f"Wrote {result['path']} ({result['dims']} dimensions)")
    if result["configured"]:
        click.echo("search.model now points at it; the next search embeds the vault with it")


@model.command(name="pull")
@click.argument("name", required=False)
@click.option("--revision", help="A branch, tag or commit of the model (default: main).")
@click.option("--use/--no-use", "use", default=True, show_default=True, help="Set search.model to the model.")
@json_option
@pass_app
def model_pull(app: App, name, revision, use, as_json) -> None:
    """Download a model2vec model from the Hugging Face Hub so search works by meaning,
    in English and Chinese (default: minishlab/potion-multilingual-128M, a few hundred MB).
    The files go to this machine's Hugging Face cache (HF_HOME) and are verified;
    search.model records the name, so each synced device pulls its own copy. Set
    HF_ENDPOINT for a mirror. Nothing else in mimvault downloads anything.

    Example:

    \b
        mim model pull
        mim model pull minishlab/potion-base-8M
    """
    result = app.vault.pull_model(name, revision=revision, use=use, progress=not as_json)
    if as_json:
        emit_json(result)
        return
    checks = ", ".join(f"{file} ({how})" for file, how in result["verified"].items())
    click.echo(f"Pulled {result['name']} at {result['revision'][:12]}: {result['dims']} dimensions, "
               f"{result['bytes'] / 1e6:.1f} MB in {result['path']}")  # fmt: skip
    click.echo(f"verified: {checks}; it embeds English and Chinese")
    if result["configured"]:
        click.echo("search.model now names it; the next search embeds the vault with it")


@model.command(name="show")
@json_option
@pass_app
def model_show(app: App, as_json) -> None:
    """Which model search uses, where it was found, and how much is embedded.

    Example:

    \b
        mim model show --json
    """
    info = app.vault.model_info()
    if as_json:
        emit_json(info)
        return
    if info["path"]:
        click.echo(f"{info['identity']}  ({info['source']}: {info['path']})")
    else:
        click.echo(info["notice"])
