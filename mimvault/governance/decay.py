"""Forgetting as a feature (seed 003 Phase 2–3, seed 004 §6): weights, staleness, capacity.

A memory's weight starts from its importance and halves every ``half_life_days`` of its
type (a name never fades; an emotion fades in weeks). Confirmation and use (being served
to a task, from the access log) reset the clock; each further piece of evidence (the
user said it again) and each use reinforce it. Below
``archive_below`` a confirmed memory is archived: kept in the vault and in Git, out of
normal retrieval, restorable by the user. Nothing here deletes.
"""

from __future__ import annotations

from collections import Counter
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from ..statement_keys import IDENTITY_SLOTS, ONCE_EVENTS
from .facets import Facet

if TYPE_CHECKING:
    from ..config import CapacityPolicy, DecayPolicy

# States that decay: what is trusted now. Candidates wait for the user, conflicted ones
# for an answer; neither fades while it waits.
# A standing rule ("from now on…") holds until replaced; who one is does not fade.
NEVER_FADE = frozenset({"instruction"}) | IDENTITY_SLOTS
DECAYING = frozenset({"confirmed", "inferred", "stale"})  # the live memories an agent is served


# How often and when each memory was served to a task (from the access log).
Uses = dict[str, tuple[int, datetime]]


def weight(f: Facet, policy: DecayPolicy, now: datetime, uses: Uses | None = None) -> float:
    """0..1: importance, halved per half-life since last said, confirmed or used,
    reinforced by repeated evidence and by use."""
    days = policy.half_life_days  # the settings a reader keeps name every type (settings_view)
    half_life = days[f.type] if f.type in days else policy.half_life(f.type)
    if half_life is None or f.predicate in NEVER_FADE or f.event_type in ONCE_EVENTS:
        return 1.0  # a standing rule, who one is, the milestones of a life
    used, last_used = (uses or {}).get(f.id, (0, None))
    since = max(f.since, last_used) if last_used else f.since
    age_days = max(0.0, (now - since).total_seconds() / 86400)
    base = 0.5 + 0.5 * f.importance
    reinforced = (1 + 0.5 * min(max(len(f.evidence) - 1, 0), 4)) * (1 + 0.1 * min(used, 10))
    return min(1.0, base * reinforced * 0.5 ** (age_days / half_life))


def to_archive(facets: list[Facet], policy: DecayPolicy, now: datetime, uses: Uses | None = None) -> list[tuple[Facet, float]]:
    """Live memories whose weight fell below the archive threshold, lightest first."""
    out = []
    for f in facets:
        if f.state == "confirmed" and f.predicate in policy.stale_after_days and not f.valid_to:
            continue  # a current value ages into "still true?" (stale), not out of sight
        if f.state in DECAYING:
            w = weight(f, policy, now, uses)
            if w < policy.archive_below:
                out.append((f, w))
    return sorted(out, key=lambda pair: pair[1])


def to_stale(facets: list[Facet], policy: DecayPolicy, now: datetime) -> list[Facet]:
    """Confirmed time-sensitive memories ("lives in", "works at") nobody has confirmed
    for ``stale_after_days``: still true? They are asked about."""
    out = []
    for f in facets:
        days = policy.stale_after_days.get(f.predicate or "")
        if f.state == "confirmed" and days and f.valid_to is None and f.since < now - timedelta(days=days):
            out.append(f)
    return out


def over_capacity(
    facets: list[Facet], policy: CapacityPolicy, decay: DecayPolicy, now: datetime, leaving: set[str], uses: Uses | None = None
) -> list[Facet]:
    """The lightest memories to archive so that at most ``max_active`` stay live, never
    taking a type below ``protected_per_type`` (one type cannot crowd out another)."""
    live = [f for f in facets if f.state in DECAYING and f.id not in leaving]
    excess = len(live) - policy.max_active
    if excess <= 0:
        return []
    per_type = Counter(f.type for f in live)
    chosen = []
    for f in sorted(live, key=lambda f: weight(f, decay, now, uses)):
        if len(chosen) >= excess:
            break
        if per_type[f.type] <= policy.protected_per_type:
            continue
        per_type[f.type] -= 1
        chosen.append(f)
    return chosen
