"""``mim``: the command line, a thin layer over ``mimvault.api.Vault``.

Commands live in modules per group and are imported only when run, so ``mim --help``
stays fast. This module is the one error boundary: a ``MimvaultError`` becomes a one-line
``Error: ...`` and exit 1, a bad argument exit 2 with usage, and anything unexpected a
one-line internal error (the traceback only with ``--debug``).
"""

from __future__ import annotations

import importlib
import os
import re
import sys

import click

# pydantic looks for plugins through importlib.metadata on first use (~40 ms per run on
# a small machine); mim uses none.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

# name -> (module under mimvault.cli, function, one-line help shown by `mim --help`)
COMMANDS: dict[str, tuple[str, str, str]] = {
    "init": ("vault_cmds", "init", "Create a vault: files from the template, a Git repository, hooks."),
    "capture": ("capture_cmds", "capture", "Record an input as evidence and interpret it into memories."),
    "import": ("capture_cmds", "import_", "Import a chat log, journal or ChatGPT export (idempotent)."),
    "time": ("capture_cmds", "time_", "Show how time words are read (value, precision, confidence)."),
    "remember": ("memory_cmds", "remember", "Record a memory you state directly (with its evidence)."),
    "list": ("memory_cmds", "list_", "List memories (or evidence, issues) by type and state."),
    "show": ("memory_cmds", "show", "Show one object: its front matter and body."),
    "confirm": ("memory_cmds", "confirm", "Confirm a memory (or a proposed newer version)."),
    "reject": ("memory_cmds", "reject", "Reject a memory as wrong; it is kept as rejected."),
    "supersede": ("memory_cmds", "supersede", "Record a change of meaning as a new version."),
    "forget": ("memory_cmds", "forget", "Forget a memory: its content leaves the vault's files."),
    "history": ("history_cmds", "history", "An object's Git versions and supersession chain."),
    "why": ("history_cmds", "why", "Where a memory came from and why it is current."),
    "log": ("history_cmds", "log", "The audit trail of operations, from commit trailers."),
    "undo": ("history_cmds", "undo", "Revert the last mimvault operation (itself logged)."),
    "secrets": ("secrets_cmds", "secrets", "Find secrets; keep references to where they live."),
    "purge": ("secrets_cmds", "purge", "Rewrite history to erase a forgotten object or secrets."),
    "search": ("search_cmds", "search", "Search memories (and evidence) by words and meaning."),
    "reindex": ("search_cmds", "reindex", "Rebuild the catalog and search index from the files."),
    "watch": ("search_cmds", "watch", "Keep search live and commit your edits as you save them."),
    "model": ("search_cmds", "model", "The embedding model: pull one, show it, or distill one locally."),
    "review": ("review_cmds", "review", "Answer the questions waiting for you, one at a time."),
    "resolve": ("review_cmds", "resolve", "Answer one question (option, words, later or dismiss)."),
    "inbox": ("review_cmds", "inbox", "Apply the boxes ticked in reviews/inbox.md and rewrite it."),
    "maintain": ("review_cmds", "maintain", "Periodic jobs: conflicts, staleness, decay; a review report."),
    "timeline": ("review_cmds", "timeline", "Life events in order, with honest time precision."),
    "followups": ("review_cmds", "followups", "Planned events that passed with no word since."),
    "context": ("serve_cmds", "context", "The memory a task needs, in slots under a token budget."),
    "profile": ("serve_cmds", "profile", "An \"about me\" Markdown from confirmed memories only."),
    "mcp": ("serve_cmds", "mcp", "Run a stdio MCP server for agents (read and propose)."),
    "sync": ("sync_cmds", "sync", "Sync with a Git remote: commit, fetch, merge field by field, push."),
    "clone": ("sync_cmds", "clone", "Set up this device from a vault's remote (hooks, merge driver, index)."),
    "doctor": ("vault_cmds", "doctor", "Check every file and the vault; exit 1 on problems."),
    "schema": ("vault_cmds", "schema", "Print the JSON Schema of every object kind."),
    "demo": ("demo_cmd", "demo", "A guided tour on a throwaway demo vault (offline)."),
    "hook": ("vault_cmds", "hook", "Run a Git hook (used by the installed hooks)."),
}
HIDDEN = {"hook"}


class LazyGroup(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return [name for name in COMMANDS if name not in HIDDEN]

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name not in COMMANDS:
            return None
        module, attr, _ = COMMANDS[name]
        return getattr(importlib.import_module(f"mimvault.cli.{module}"), attr)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = [(name, COMMANDS[name][2]) for name in self.list_commands(ctx)]
        with formatter.section("Commands"):
            formatter.write_dl(rows)

    def invoke(self, ctx: click.Context) -> object:
        try:
            return self._invoke(ctx)
        finally:
            _tell_vault_notices(ctx)

    def main(self, *args: object, **kwargs: object) -> object:  # type: ignore[override]
        """Click's own handling, except that no message echoes a secret the user typed
        (a bad option value is printed back by click: "Invalid value for '--state': …")."""
        if kwargs.get("standalone_mode") is False:
            return super().main(*args, **kwargs)  # type: ignore[arg-type]
        kwargs["standalone_mode"] = False
        try:
            code = super().main(*args, **kwargs)  # type: ignore[arg-type]
        except click.ClickException as exc:
            exc.message = _unechoed(exc.message)
            exc.show()
            sys.exit(exc.exit_code)
        except click.Abort:
            click.echo("Aborted!", err=True)
            sys.exit(1)
        sys.exit(code if isinstance(code, int) else 0)

    def _invoke(self, ctx: click.Context) -> object:
        from ..errors import InvalidIdError, InvalidValueError, MimvaultError

        try:
            return super().invoke(ctx)
        except (click.ClickException, click.exceptions.Exit, click.Abort):
            raise
        except (InvalidValueError, InvalidIdError) as exc:
            raise click.UsageError(_safe(exc)) from None  # exit 2; the group's usage line would mislead
        except MimvaultError as exc:
            raise click.ClickException(_safe(exc)) from None
        except KeyboardInterrupt:
            raise click.Abort() from None
        except BrokenPipeError:
            # The reader went away (`mim log | head -1`): the work is done, nothing to say.
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            raise click.exceptions.Exit(0) from None
        except Exception as exc:
            if ctx.find_root().params.get("debug"):
                raise
            raise click.ClickException(
                f"internal error ({type(exc).__name__}); run again with --debug for details"
            ) from None


def _tell_vault_notices(ctx: click.Context) -> None:
    """What the vault did on its own that the user must know (a recovery that kept an
    edit, a stale Git lock removed): on stderr, whatever the command printed."""
    app = ctx.obj
    vault = getattr(app, "_vault", None)
    for notice in getattr(vault, "notices", []):
        from ._common import warn

        warn(notice)


def _unechoed(message: str) -> str:
    """A usage error's message without the value it quotes back, when that value could be
    a secret (a password typed into the wrong option)."""
    from ..secrets import safe_repr

    redacted = _safe(Exception(message))
    return re.sub(r"'([^'\n]{4,200})'", lambda m: m.group(0) if safe_repr(m.group(1)).startswith("'") else "(a value that looks like a secret)", redacted)


def _safe(exc: Exception) -> str:
    """The error's message with any secret in it redacted: the last safety net."""
    from ..secrets import redact

    return redact(str(exc))[0]


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option(
    "--vault",
    "vault_path",
    envvar="MIMVAULT_DIR",
    type=click.Path(file_okay=False),
    help="The vault folder (default: $MIMVAULT_DIR, else the vault containing the working directory).",
)
@click.option(
    "--as",
    "actor",
    envvar="MIMVAULT_ACTOR",
    default="user",
    metavar="ACTOR",
    help="Who is acting: user (default), agent:NAME or system:NAME. Agents may only propose.",
)
@click.option("--debug", is_flag=True, help="Show tracebacks of internal errors.")
@click.version_option(package_name="mimvault", prog_name="mim")
@click.pass_context
def cli(ctx: click.Context, vault_path: str | None, actor: str, debug: bool) -> None:
    """mimvault: a personal, long-term, trusted memory in Markdown + Git.

    Every memory has evidence, a state and a confidence; agents propose, you confirm;
    `git log` is the audit trail.
    """
    from ._common import App

    ctx.obj = App(vault_path, actor, debug)


def main() -> None:
    cli(prog_name="mim")


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
