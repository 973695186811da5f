"""The periodic jobs, the timeline and follow-ups."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timezone
from functools import partial
from typing import TYPE_CHECKING, Any

from ..errors import InvalidValueError, PermissionDeniedError
from ..model import LIVE_STATES, State
from . import edits as edits_ops
from . import search as search_ops
from .search import search_time

if TYPE_CHECKING:
    from ..parts import VaultParts


def maintain(parts: VaultParts, periods: Iterable[str] | None = None, *, dry_run: bool = False) -> dict[str, Any]:
    """The periodic jobs (daily, weekly, monthly; default: the calendar) and their
    review reports, in one commit by ``system:maintain``. ``dry_run``: find only."""
    from ..governance import maintenance as jobs

    parts.catch_up()
    now = parts.now()
    chosen = list(periods or jobs.due_periods(parts.root, now.date()))
    for period in chosen:
        if period not in jobs.PERIODS:
            raise InvalidValueError(f"period {period!r}: expected daily, weekly or monthly")
    if parts.actor.kind == "agent":
        raise PermissionDeniedError(f"{parts.actor} may not run maintenance: it changes memories' states")
    from ..governance.review import queue
    from ..serving.audit import uses

    args = (parts.catalog, parts.config, chosen, now, partial(_mentioned_after, parts), lambda: queue(parts.catalog, now, candidates=True), uses(parts.root))
    if dry_run:
        return jobs.run(None, *args).to_json() | {"dry_run": True}
    by_hand = edits_ops.apply_hand_answers(parts)
    with parts.transaction("maintain", jobs.SYSTEM) as tx:
        found = jobs.run(tx, *args)
        tx.subject = f"maintain: {', '.join(chosen)} ({len(found.asked)} asked, {len(found.stale)} stale, {len(found.archived)} archived)"
    out = found.to_json()
    out["commit"] = tx.receipt.commit if tx.receipt else None
    out["answered_by_hand"] = by_hand
    return out


def timeline(parts: VaultParts, since: str | None = None, until: str | None = None, *, include_inactive: bool = False) -> list[dict[str, Any]]:
    """Life events in order, each with its time as precisely as it is known."""
    from ..governance.facets import Facet
    from ..governance.timeline import timeline as events_of

    parts.catch_up()
    states = [s.value for s in State] if include_inactive else [s.value for s in LIVE_STATES]
    facets = [Facet.from_data(d) for d in parts.catalog.memory_data(states)]
    low = search_time(since, "since").date() if since else None
    high = search_time(until, "until", end=True).date() if until else None
    return events_of(facets, low, high)


def followups(parts: VaultParts) -> list[dict[str, Any]]:
    """Planned events that have passed and that nothing said since mentions."""
    from ..governance.facets import Facet
    from ..governance.timeline import followups as due_followups

    parts.catch_up()
    facets = [Facet.from_data(d) for d in parts.catalog.memory_data([s.value for s in LIVE_STATES])]
    return due_followups(facets, parts.config.review, parts.now(), partial(_mentioned_after, parts))


def _mentioned_after(parts: VaultParts, words: str, day: Any) -> bool:
    """Whether anything said since ``day`` mentions these words (a follow-up)."""
    when = datetime(day.year, day.month, day.day, tzinfo=timezone.utc)
    hits = search_ops.search(parts, words, kinds=("evidence", "memory"), since=when, limit=5, semantic=False, catch_up=False).hits
    return bool(hits)
