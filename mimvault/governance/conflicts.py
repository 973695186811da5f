"""Contradictions between memories (seed 000 §11): which memories disagree, and how.

Pure functions over ``Facet``s (``facets.py``). What to ask about a conflict is decided
in ``questions.py``; nothing here writes.

Five kinds:

- ``fact_conflict``: two current values of a single-valued predicate (``lives_in``,
  ``employer``, ``name``… — the registry is ``conflicts.single_valued`` in config) whose
  validity overlaps;
- ``stale_vs_recent``: the same, when the older one was last confirmed long before the
  newer one was said (``conflicts.recent_days``);
- ``timeline_conflict``: the same once-in-a-life event (left a company, moved to a city,
  graduated) at two times that cannot both hold;
- ``relation_conflict``: one person recorded in two relations that exclude each other
  (``conflicts.exclusive_relations``: a friend who is also the boss);
- ``opinion_fact_confusion``: a "fact" that carries opinion markers ("the best", "最好").
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import timedelta

from ..config import ConflictPolicy
from ..model import LIVE_STATES, IssueType
from ..statement_keys import norm_words
from .facets import Facet, facet_topic, loose_span

OPINION_MARKERS = re.compile(
    r"\b(?:best|worst|greatest|overrated|underrated|beautiful|ugly|awesome|terrible|amazing|awful|boring|"
    r"should|shouldn't|must|ought to|better than|worse than|i (?:think|feel|believe)|in my (?:opinion|view))\b"
    r"|最好|最棒|最差|最烂|最美|好看|难看|难吃|好吃|无聊|应该|不应该|比.{1,8}(?:好|差)|我觉得|我认为|在我看来",
    re.IGNORECASE,
)
# A question shows at most this many versions (the most recent): more is not easy to answer.
MAX_SIDES = 6


@dataclass
class Conflict:
    """Memories that disagree, oldest first, and the kind of disagreement."""

    issue_type: IssueType
    memories: list[Facet]
    topic: str = ""

    @property
    def ids(self) -> list[str]:
        return [m.id for m in self.memories]


def detect(new: Facet, others: Iterable[Facet], policy: ConflictPolicy) -> list[Conflict]:
    """How ``new`` disagrees with the live memories ``others`` (those sharing its topic)."""
    found: list[Conflict] = []
    if new.type == "fact" and OPINION_MARKERS.search(new.text):
        found.append(Conflict(IssueType.opinion_fact_confusion, [new], "opinion"))
    topic = facet_topic(new)
    if topic is None:
        return found
    rivals = [o for o in others if o.id != new.id and o.state in LIVE_STATES and facet_topic(o) == topic]
    rivals = [o for o in rivals if disagree(o, new, policy)]
    if rivals:
        sides = sorted(rivals, key=lambda m: (m.when, m.id))[-(MAX_SIDES - 1):] + [new]
        found.append(_conflict(sorted(sides, key=lambda m: (m.when, m.id)), policy))
    return found


def scan(facets: Iterable[Facet], policy: ConflictPolicy) -> list[Conflict]:
    """Every conflict among live memories (``mim maintain``): one per group that disagrees."""
    groups: dict[str, list[Facet]] = defaultdict(list)
    found: list[Conflict] = []
    for f in facets:
        if f.state not in LIVE_STATES:
            continue
        if f.type == "fact" and f.state != "conflicted" and OPINION_MARKERS.search(f.text):
            found.append(Conflict(IssueType.opinion_fact_confusion, [f], "opinion"))
        topic = facet_topic(f)
        if topic is not None:
            groups[topic].append(f)
    for members in groups.values():
        if len(members) < 2:
            continue
        involved = _involved(members, policy)
        if involved:
            sides = sorted(involved, key=lambda m: (m.when, m.id))[-MAX_SIDES:]
            found.append(_conflict(sides, policy))
    return found


def _involved(members: list[Facet], policy: ConflictPolicy) -> list[Facet]:
    """The members of one topic that disagree with another member (linear in the
    common cases: a group can hold thousands of memories)."""
    first = members[0]
    if first.type == "relationship":
        roles = {m.predicate for m in members}
        clashing = {r for group in policy.exclusive_relations for r in roles & set(group) if len(roles & set(group)) > 1}
        return [m for m in members if m.predicate in clashing]
    if first.type in ("fact", "profile") and first.predicate not in policy.single_valued:
        return []
    involved: dict[str, Facet] = {}
    open_ended = [m for m in members if first.type != "event" and not m.valid_from and not m.valid_to]
    open_ids = {m.id for m in open_ended}
    dated = [m for m in members if m.id not in open_ids]
    if len({norm_words(m.object) for m in open_ended}) > 1:
        involved.update((m.id, m) for m in open_ended)  # undated current values all overlap
    # one open value per object stands for all of them when compared with dated ones
    probes = list({norm_words(m.object): m for m in open_ended}.values())[:2]
    for a in dated:
        for b in [*dated, *probes] if len(dated) <= 300 else probes:
            if a.id != b.id and disagree(a, b, policy):
                involved[a.id] = a
                involved[b.id] = b
    return list(involved.values())


def disagree(a: Facet, b: Facet, policy: ConflictPolicy) -> bool:
    """Whether two memories on one topic cannot both be right."""
    if a.type == "relationship":
        return a.predicate != b.predicate and any(
            a.predicate in group and b.predicate in group for group in policy.exclusive_relations
        )
    if a.type == "event":
        if not (a.valid_from and b.valid_from):
            return False  # an undated mention does not contradict a dated one
        (a0, a1), (b0, b1) = loose_span(a), loose_span(b)
        return a1 < b0 or b1 < a0
    if a.predicate not in policy.single_valued or norm_words(a.object) == norm_words(b.object):
        return False
    (a0, a1), (b0, b1) = a.span(), b.span()
    return a0 <= b1 and b0 <= a1  # both held at some same time


def _conflict(members: list[Facet], policy: ConflictPolicy) -> Conflict:
    first = members[0]
    if first.type == "relationship":
        return Conflict(IssueType.relation_conflict, members, facet_topic(first) or "")
    if first.type == "event":
        return Conflict(IssueType.timeline_conflict, members, facet_topic(first) or "")
    kind = IssueType.fact_conflict
    newest = max(m.when for m in members)
    if min(m.since for m in members) < newest - timedelta(days=policy.recent_days):
        kind = IssueType.stale_vs_recent
    return Conflict(kind, members, first.predicate or "")
