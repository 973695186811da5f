"""Shared CLI plumbing: the app state, ``--json``, output, colour, progress."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import click


class App:
    """Built once per invocation by the group; opens the vault when a command needs it."""

    def __init__(self, vault_path: str | None, actor: str, debug: bool):
        self.vault_path = vault_path
        self.actor = actor
        self.debug = debug
        self.now = None  # a fixed clock (--now): evaluate as of that moment
        self._vault = None

    @property
    def vault(self):  # -> mimvault.api.Vault
        if self._vault is None:
            from ..api import Vault

            options = {"now": (lambda: self.now)} if self.now is not None else {}
            self._vault = Vault.open(self.vault_path, actor=self.actor, **options)
        return self._vault


pass_app = click.make_pass_decorator(App)


def json_option(fn: Callable) -> Callable:
    return click.option("--json", "as_json", is_flag=True, help="Print machine-readable JSON.")(fn)


def now_option(fn: Callable) -> Callable:
    """``--now DATE``: evaluate as of that date (a replayed or imported past)."""

    def remember(ctx: click.Context, param: click.Parameter, value: str | None) -> None:
        if value:
            ctx.find_object(App).now = _as_of(value)

    return click.option(
        "--now", metavar="DATE", callback=remember, expose_value=False, is_eager=True,
        help="Evaluate as of DATE (2025-11-20, or an ISO date-time) instead of today.",
    )(fn)  # fmt: skip


def _as_of(value: str) -> Any:
    from datetime import datetime, time, timezone

    text = value.strip()
    try:
        if len(text) == 10:
            return datetime.combine(datetime.fromisoformat(text).date(), time(23, 59), timezone.utc)
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise click.BadParameter(f"{value!r}: expected a date such as 2025-11-20 or an ISO date-time", param_hint="--now") from None
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def emit_json(data: Any) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=2, default=str))


@lru_cache(maxsize=None)
def _colour() -> bool:
    return not os.environ.get("NO_COLOR")


def style(text: str, **kwargs: Any) -> str:
    """Coloured text, unless NO_COLOR is set (https://no-color.org)."""
    return click.style(text, **kwargs) if _colour() else text


def warn(message: str) -> None:
    click.echo(style("warning: ", fg="yellow") + message, err=True)


def progress(total: int, label: str) -> Any:
    """A progress bar on stderr for long work (hidden when stderr is not a terminal)."""
    return click.progressbar(length=total, label=label, file=sys.stderr, hidden=not sys.stderr.isatty())


STATE_COLOURS = {
    "confirmed": "green",
    "pending_review": "yellow",
    "inferred": "yellow",
    "conflicted": "red",
    "stale": "magenta",
    "superseded": "bright_black",
    "archived": "bright_black",
    "rejected": "bright_black",
    "deleted": "bright_black",
}


def state_text(state: str | None, width: int = 0) -> str:
    """A state, padded to ``width`` before colouring (so columns line up either way)."""
    return style(f"{state or '-':<{width}}", fg=STATE_COLOURS.get(state or "", None))


def receipt_line(receipt: Any) -> str:
    """One human line per object an operation touched."""
    lines = []
    for change in receipt.changes:
        if "reverted" in change:
            lines.append(f"reverted {change['reverted'][:7]}: {change['subject']}")
            continue
        before, after, action = change.get("before"), change.get("after"), change["action"]
        if action == "updated" and before != after:
            what = f"{before} -> {after}"
        else:
            what = f"{action}, {after}" if after else action
        lines.append(f"{change['id']}  {what}")
    lines.append(style(f"commit {receipt.commit[:7]}", fg="bright_black") if receipt.commit else "")
    return "\n".join(line for line in lines if line)
