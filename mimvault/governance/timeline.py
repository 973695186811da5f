"""The life timeline, its gaps, and the events that never got a follow-up (seed 000 §13,
seed 003 Phase 3).

Times stay as honest as they were said: each entry shows its precision ("2019",
"2021-06", "mid-2021", "~2019"); an event without a date is listed as undated rather
than placed at a guessed one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import date, datetime, timedelta
from typing import TYPE_CHECKING, Any

from ..kinds import LIVE_STATES, confidence_label
from ..timeparse import period_bounds
from .facets import Facet

if TYPE_CHECKING:
    from ..config import ReviewPolicy

# Events worth asking about afterwards ("interview on Tuesday — how did it go?").
FOLLOWUP_EVENTS = frozenset({"appointment", "plan"})


def label(f: Facet) -> str:
    """When, as precisely as it is known."""
    if not f.valid_from:
        return f.time_raw or "undated"
    if f.time_precision == "rough":
        return f.time_raw or f"~{f.valid_from}"
    return f.valid_from[:16]


def start_of(f: Facet) -> date | None:
    bounds = period_bounds(f.valid_from[:10]) if f.valid_from else None
    return bounds[0] if bounds else None


def timeline(facets: Iterable[Facet], since: date | None = None, until: date | None = None) -> list[dict[str, Any]]:
    """Life events in order (undated ones last), each with its time and precision."""
    dated, undated = [], []
    for f in facets:
        if f.type != "event":
            continue
        start = start_of(f)
        if start is None:
            if since is None and until is None:
                undated.append((f, None))
            continue
        if (since and start < since) or (until and start > until):
            continue
        dated.append((f, start))
    dated.sort(key=lambda pair: (pair[1], pair[0].id))
    return [_entry(f, start) for f, start in dated + undated]


def gaps(facets: Iterable[Facet], min_years: int = 2) -> list[dict[str, int]]:
    """Runs of at least ``min_years`` years with no dated event, between the first and
    the last: where the timeline needs filling in."""
    years = sorted({start.year for f in facets if f.type == "event" and (start := start_of(f))})
    out = []
    for before, after in zip(years, years[1:]):
        if after - before - 1 >= min_years:
            out.append({"from": before + 1, "to": after - 1})
    return out


def followups(
    facets: Iterable[Facet],
    policy: ReviewPolicy,
    now: datetime,
    outcome_told: Callable[[Facet], bool],
) -> list[dict[str, Any]]:
    """Planned events whose day has passed (within the follow-up window) and whose
    outcome nothing said since tells: what a friend would ask about."""
    out = []
    today = now.date()
    for f in facets:
        if f.type != "event" or f.event_type not in FOLLOWUP_EVENTS or f.state not in LIVE_STATES:
            continue
        start = start_of(f)
        if start is None or f.time_precision == "rough":
            continue
        due = start + timedelta(days=policy.followup_after_days)
        if not (due <= today <= start + timedelta(days=policy.followup_window_days)):
            continue
        if outcome_told(f):
            continue
        entry = _entry(f, start)
        zh = any("\u3400" <= ch <= "\u9fff" for ch in f.text)
        what = f.object or f.text
        entry["question"] = f"{what}（{label(f)}）怎么样了？" if zh else f"{what} ({label(f)}) — how did it go?"
        out.append(entry)
    return sorted(out, key=lambda e: e["start"] or "")


def _entry(f: Facet, start: date | None) -> dict[str, Any]:
    return {
        "id": f.id,
        "when": label(f),
        "start": start.isoformat() if start else None,
        "precision": f.time_precision,
        "text": f.text,
        "event_type": f.event_type,
        "state": f.state,
        "confidence_label": confidence_label(f.confidence),
    }
