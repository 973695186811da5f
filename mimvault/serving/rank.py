"""Which memories a task needs, best first (seed 000 §14.1–14.2).

Candidates come from the search index (words and meaning) plus a small "core" the
task's kind calls for (where the user lives for a trip, the family for a family plan).
Each is scored on relevance, fit of its type to the task, importance, confidence,
state (confirmed first; conflicted and stale lower, and labelled), its per-type decay
and, for events, how close in time it is; near-duplicates and older values of the
same thing are dropped (redundancy). Superseded, archived, rejected and deleted
memories never come in unless history is asked for.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ..governance.decay import weight
from ..governance.facets import Facet, facet_topic
from ..statement_keys import norm_words

if TYPE_CHECKING:
    from ..config import DecayPolicy

# Task words -> the memory types (and core topics) a task of that kind needs.
TASK_KINDS: list[tuple[re.Pattern[str], dict[str, float], tuple[str, ...]]] = [
    (
        re.compile(r"trip|travel|vacation|holiday|flight|hotel|visit|weekend|旅行|旅游|出差|度假|机票|酒店|周末", re.I),
        {"preference": 0.25, "relationship": 0.15, "fact": 0.1},
        ("lives_in",),
    ),
    (
        re.compile(r"family|wife|husband|kids?|children|son|daughter|parents?|家人|家里|老婆|老公|孩子|父母|爸妈", re.I),
        {"relationship": 0.3},
        (),
    ),
    (
        re.compile(r"write|draft|email|docs?|code|review|reply|explain|answer|写|邮件|文档|代码|回复|解释", re.I),
        {"preference": 0.3, "profile": 0.1},
        ("job",),
    ),
    (
        re.compile(r"job|career|work|interview|resume|cv|salary|boss|工作|面试|简历|跳槽|老板|同事", re.I),
        {"fact": 0.2, "event": 0.15, "relationship": 0.1},
        ("employer", "job"),
    ),
    (
        re.compile(r"when|timeline|history|year|ago|last time|什么时候|哪年|以前|上次|经历", re.I),
        {"event": 0.3},
        (),
    ),
    (
        re.compile(r"gift|birthday|dinner|restaurant|food|eat|cook|礼物|生日|晚饭|餐厅|吃", re.I),
        {"preference": 0.3, "relationship": 0.2},
        (),
    ),
]
ALWAYS = ("name",)  # who the user is is always worth one line
STATE_FACTOR = {"confirmed": 1.0, "stale": 0.6, "conflicted": 0.5, "pending_review": 0.4, "inferred": 0.35}


@dataclass
class Ranked:
    facet: Facet
    score: float
    relevance: float
    data: dict[str, Any] = field(default_factory=dict)


def task_fit(task: str) -> tuple[dict[str, float], list[str]]:
    """Type boosts and core predicates for a task, from its words."""
    boosts: dict[str, float] = {}
    core: list[str] = list(ALWAYS)
    for pattern, types, predicates in TASK_KINDS:
        if pattern.search(task):
            for memory_type, boost in types.items():
                boosts[memory_type] = max(boosts.get(memory_type, 0.0), boost)
            core += [p for p in predicates if p not in core]
    return boosts, core


def score(f: Facet, relevance: float, boosts: dict[str, float], decay: DecayPolicy, now: datetime) -> float:
    base = 0.6 * relevance + boosts.get(f.type, 0.0) + 0.2 * f.confidence + 0.2 * f.importance
    factor = STATE_FACTOR.get(f.state, 0.3) * (0.5 + 0.5 * weight(f, decay, now))
    if f.type in ("event", "emotion"):
        factor *= _time_factor(f, now)
    return base * factor


def rank(candidates: list[tuple[Facet, float, dict[str, Any]]], task: str, decay: DecayPolicy, now: datetime) -> list[Ranked]:
    """Score, order and de-duplicate (facet, relevance 0..1, stored fields) candidates."""
    boosts, _core = task_fit(task)
    ranked = [Ranked(f, score(f, rel, boosts, decay, now), rel, data) for f, rel, data in candidates]
    ranked.sort(key=lambda r: -r.score)
    out, seen_text, seen_topic = [], set(), set()
    for r in ranked:
        text = norm_words(r.facet.text)
        topic = facet_topic(r.facet)
        # an older value of the same thing is redundant — unless it is on hold, or history was asked for
        single = topic is not None and topic.startswith("val|") and r.facet.state in ("confirmed", "stale", "pending_review", "inferred")
        if text in seen_text or (single and topic in seen_topic):
            continue  # the same words twice, or an older value of the same thing
        seen_text.add(text)
        if single:
            seen_topic.add(topic)
        out.append(r)
    return out


def _time_factor(f: Facet, now: datetime) -> float:
    from ..governance.timeline import start_of

    start = start_of(f)
    if start is None:
        start = f.when.date()
    days = (now.date() - start).days
    if -60 <= days <= 30:
        return 1.2  # coming up, or just happened
    if f.type == "emotion" and days > 14:
        return 0.3  # yesterday's mood is not today's
    return 0.9 if days <= 365 else 0.7
