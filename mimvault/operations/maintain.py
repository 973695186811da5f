"""The periodic jobs, the timeline and follow-ups."""

from __future__ import annotations

import re

from collections.abc import Iterable
from datetime import datetime, timezone
from functools import partial
from typing import TYPE_CHECKING, Any

from ..errors import InvalidValueError, MimvaultError, PermissionDeniedError
from ..governance.facets import Facet, as_datetime
from ..kinds import LIVE_STATES, State
from . import edits as edits_ops
from . import inbox as inbox_ops
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

    args = (
        parts.catalog, parts.config, chosen, now, partial(outcome_told, parts), lambda: queue(parts.catalog, now, candidates=True),
        uses(parts.root), partial(still_told, parts),
    )  # fmt: skip
    if dry_run:
        return jobs.run(None, *args).to_json() | {"dry_run": True}
    by_hand = edits_ops.apply_hand_answers(parts)
    ticked, refused = inbox_ops.apply_ticks(parts)
    with parts.transaction("maintain", jobs.SYSTEM) as tx:
        tx.empty = "skip"  # nothing changed since the last run: no commit
        found = jobs.run(tx, *args)
        tx.subject = f"maintain: {', '.join(chosen)} ({len(found.asked)} asked, {len(found.stale)} stale, {len(found.archived)} archived)"
    out = found.to_json()
    out["commit"] = tx.receipt.commit if tx.receipt else None
    out["answered_by_hand"] = by_hand
    out["inbox"] = inbox_ops.rewrite_after(parts, ticked, refused)  # what maintenance asked is listed too
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
    from ..governance.timeline import followups as due_followups

    parts.catch_up()
    facets = [Facet.from_data(d) for d in parts.catalog.memory_data([s.value for s in LIVE_STATES])]
    return due_followups(facets, parts.config.review, parts.now(), partial(outcome_told, parts))


def outcome_told(parts: VaultParts, plan: Facet) -> bool:
    """Whether something said after a plan was mentioned tells how it went: a later
    input (not the plan's own) that names the plan — its kind ("interview", "体检") or
    who or where it was with ("Zalando", "网易") — in a clause that states something. A
    question about it ("what time was my physio again?"), a new plan or a wish does not."""
    from ..interpretation.claims import analyse
    from ..interpretation.clauses import split
    from ..interpretation.plans import plan_keywords

    from ..governance.timeline import start_of

    words = plan_keywords(plan.object or plan.text)
    if not words:
        return False
    said = plan.said or _mentioned(parts, plan.evidence[0] if plan.evidence else None) or plan.created
    since = datetime(said.year, said.month, said.day, tzinfo=timezone.utc)
    due = start_of(plan)
    hits = search_ops.search(parts, " ".join(words), kinds=("evidence",), since=since, limit=20, semantic=False, catch_up=False).hits
    own = set(plan.evidence)
    for hit in hits:
        if hit["id"] in own:
            continue
        mentioned = _mentioned(parts, hit["id"])
        if mentioned is not None and mentioned <= said:
            continue
        # before its day a plan can only be called off or moved ("科目一题库刷到第三遍了" is
        # getting ready, not how it went)
        early = due is not None and mentioned is not None and mentioned.date() < due
        try:
            text = parts.get(hit["id"]).text  # type: ignore[attr-defined]
        except MimvaultError:
            continue
        clauses = split(text)
        for clause, claim in zip(clauses, analyse(clauses)):
            if claim.mode in ("question", "plan", "hypothetical", "instruction", "quoted"):
                continue
            lowered = clause.text.lower()
            if any(w.lower() in lowered for w in words) and (not early or _CALLED_OFF.search(clause.text)):
                return True
    return False


# what tells a plan's outcome before its day: it was called off, moved, or done early
_CALLED_OFF = re.compile(
    r"\b(?:cancel(?:l?ed|s)?|call(?:ed)? off|postponed?|reschedul\w*|moved (?:it )?to|pushed (?:back|to)|done|passed|failed|went|was)\b|"
    r"取消|改期|推迟|延期|挪到|改到|不去了|考完|做完|去过了|结束了|搞定",
    re.IGNORECASE,
)


def still_told(parts: VaultParts, memory: Facet) -> bool:
    """Whether the user has spoken of a current value since it was last confirmed ("今年春节在
    厦门过的" two years after moving there): it is not stale, nobody need ask."""
    from ..interpretation.claims import analyse
    from ..interpretation.clauses import split

    from ..places import place_names

    value = (memory.object or "").strip()
    if len(value) < 2:
        return False
    since = memory.since
    # a town told in its other script counts ("Vancouver" said later as "温哥华")
    names = [value, *(n for n in place_names(value) if len(n) >= 2)][:6]
    hits = [h for name in names for h in search_ops.search(parts, name, kinds=("evidence",), since=since, limit=20, semantic=False, catch_up=False).hits]
    own = set(memory.evidence)
    for hit in hits:
        mentioned = _mentioned(parts, hit["id"])
        if hit["id"] in own or mentioned is None or mentioned <= since:
            continue
        try:
            text = parts.get(hit["id"]).text  # type: ignore[attr-defined]
        except MimvaultError:
            continue
        clauses = split(text)
        for clause, claim in zip(clauses, analyse(clauses)):
            # the user speaking of it as a present thing: their own words, about themselves or
            # not ("温哥华连着下了一个月雨", "my mum wants to visit Vancouver", "昆明哪里有宠物医院？")
            # — never a hypothetical, a negation or pasted text
            if claim.speaker == "user" and claim.mode in _SPOKEN_OF and claim.doubt is None \
                    and any(name.casefold() in clause.text.casefold() for name in names):
                return True
    return False


_SPOKEN_OF = ("assertion", "question", "reported", "plan")


def _mentioned(parts: VaultParts, evidence_id: str | None) -> datetime | None:
    entry = parts.catalog.get(evidence_id) if evidence_id else None
    return as_datetime((entry.fields() if entry else {}).get("mentioned_at"))
