"""The review queue (``mim review``) and answers given in words (``--text``).

The queue holds what waits for the user, most important first: open questions (a
question answered "later" comes back when its time is up), then candidate memories to
confirm — important ones first. Each item says how to answer it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from .. import pattern_cache
from ..errors import InvalidValueError
from ..kinds import IssueType, confidence_label
from ..statement_keys import norm_words
from .facets import as_datetime

if TYPE_CHECKING:
    from ..model import Memory, MemoryIssue
    from ..storage.catalog import Catalog, Entry
    from ..storage.store import Loaded
    from ..storage.transaction import Transaction

_PRIORITY = {"critical": 0, "high": 1, "medium": 2, "low": 3}
_YES = pattern_cache.compile(r"^\s*(?:y|yes|yeah|still|true|right|correct|对|是|是的|还在|没错|还是)\b", re.IGNORECASE)
_NO = pattern_cache.compile(r"^\s*(?:n|no|nope|not|no longer|false|wrong|不|没|已经不|不再|不是|不在)", re.IGNORECASE)


def queue(
    catalog: Catalog, now: datetime, *, include_later: bool = False, candidates: bool = True, limit: int | None = None
) -> list[dict[str, Any]]:
    items = []
    for entry in catalog.entries(kind="issue", statuses=["open", "waiting_user"]):
        fields = entry.fields()
        ask_after = as_datetime(fields.get("ask_after"))
        if ask_after and ask_after > now and not include_later:
            continue
        options = fields.get("options") or []
        actions = fields.get("actions") or []
        items.append(
            {
                "kind": "question",
                "id": entry.id,
                "title": entry.title,
                "issue_type": fields["issue_type"],
                "priority": fields.get("priority", "medium"),
                "question": fields["question"],
                "options": [
                    {"n": n, "text": text, "action": actions[n - 1] if n <= len(actions) else None}
                    for n, text in enumerate(options, 1)
                ],
                "sides": fields.get("sides") or [],
                "memories": fields.get("memories") or [],
                "path": entry.path,
                "later_until": fields.get("ask_after") if ask_after and ask_after > now else None,
                "answer": f"mim resolve {entry.id} --option N (or --later, --dismiss, --text \"...\")",
                "_order": (0, _PRIORITY.get(fields.get("priority", "medium"), 2), entry.created or ""),
            }
        )
    if candidates:
        for entry in catalog.entries(kind="memory", states=["pending_review", "inferred"]):
            fields = entry.fields()
            if {"habit", "episode"} & set(fields.get("tags") or []):
                continue  # a habit waits for more evidence, an episode of a day for no one: not for the user
            text = fields.get("text") or entry.title or ""
            items.append(
                {
                    "kind": "candidate",
                    "id": entry.id,
                    "title": entry.title,
                    "type": entry.type,
                    "state": entry.state,
                    "question": f"Is this right? “{' '.join(text.split())[:120]}”",
                    "text": text,
                    "confidence": entry.confidence,
                    "confidence_label": confidence_label(entry.confidence or 0),
                    "evidence": fields.get("evidence") or [],
                    "path": entry.path,
                    "options": [
                        {"n": 1, "text": "yes", "action": "confirm"},
                        {"n": 2, "text": "no", "action": "reject"},
                        {"n": 3, "text": "later", "action": "later"},
                    ],
                    "answer": f"mim confirm {entry.id} (or mim reject {entry.id})",
                    "_order": (1, -(fields.get("importance") or 0), entry.created or ""),
                }
            )
    items.sort(key=lambda item: item["_order"])
    for item in items:
        del item["_order"]
    return items[:limit] if limit else items


def action_for_text(issue: MemoryIssue, words: str, tx: Transaction, now: datetime) -> tuple[str, list[tuple[Memory, Loaded]]]:
    """Which option an answer in words means, and any correction it carries (a new time
    for a timeline question). Unclear words are an error, never a guess."""
    sides = []
    for memory_id in issue.memories:
        loaded = tx.load(memory_id)
        if loaded.obj.kind == "memory":
            sides.append((loaded.obj, loaded))
    said = norm_words(words)
    kind = issue.issue_type
    if kind == IssueType.timeline_conflict:
        return _timeline_answer(issue, words, sides, now)
    if kind == IssueType.opinion_fact_confusion:
        target = issue.memories[0]
        if re.search(r"opinion|view|think|看法|观点|意见|觉得", words, re.IGNORECASE):
            return f"opinion:{target}", []
        if re.search(r"fact|true|事实|真的", words, re.IGNORECASE):
            return f"fact:{target}", []
    if kind == IssueType.relation_conflict:
        from ..interpretation.lexicon import EN_RELATIONS, ZH_RELATIONS

        named = {v for k, v in {**EN_RELATIONS, **ZH_RELATIONS}.items() if k in words.lower()}
        chosen = [m for m, _ in sides if m.predicate in named]
        if len(chosen) == 1:
            return f"keep:{chosen[0].id}", []
    named = [m for m, _ in sides if m.object and norm_words(m.object) and norm_words(m.object) in said]
    if len(named) == 1 and f"keep:{named[0].id}" in issue.actions:
        return f"keep:{named[0].id}", []
    if kind in (IssueType.stale_memory, IssueType.fact_conflict) and issue.actions and ":" in issue.actions[0]:
        if _YES.search(words):
            keep = next((a for a in issue.actions if a.startswith("keep:")), None)
            if keep:
                return keep, []
        if _NO.search(words):
            ended = next((a for a in issue.actions if a.startswith("ended:")), None)
            if ended:
                return ended, []
    raise InvalidValueError(f"--text: cannot tell which answer “{words[:60]}” means for {issue.id}; use --option N")


def _timeline_answer(issue: MemoryIssue, words: str, sides: list, now: datetime) -> tuple[str, list]:
    from ..timeparse import find
    from .facets import Facet, loose_span
    from .planner import as_fuzzy

    readings = [r for r in find(words, now) if r.kind in ("instant", "interval") and r.value]
    if not readings:
        raise InvalidValueError(f"--text: no time found in “{words[:60]}”; say when (e.g. \"March 2022\") or use --option N")
    reading = readings[0]
    value = as_fuzzy(reading.value, reading.grain)
    precision = "rough" if reading.rough else reading.grain
    chosen = sides[-1]  # none of the versions fits: the newest takes the user's time
    for memory, loaded in sides:
        facet = Facet.of(memory)
        said = replace(facet, valid_from=value, time_precision=precision)
        (a0, a1), (b0, b1) = loose_span(facet), loose_span(said)
        if a0 <= b1 and b0 <= a1:
            chosen = (memory, loaded)
            break
    memory, loaded = chosen
    if reading.rough and memory.valid_from:
        return f"keep:{memory.id}", []  # "around then" adds nothing to the version chosen
    fixed = memory.model_copy(update={"valid_from": value, "valid_to": None, "time_precision": precision, "time_raw": reading.raw, "updated": now})
    return f"keep:{memory.id}", [(fixed, loaded)]


def closed_by_hand(catalog: Catalog) -> list[Entry]:
    """Issues closed in their file (resolved or dismissed) whose memories still wait as
    ``conflicted``: answers the user wrote by hand, not yet applied."""
    closed = catalog.entries(kind="issue", statuses=["resolved", "dismissed"])
    held = catalog.entries_for(sorted({m for e in closed for m in e.fields().get("memories") or []}))
    waiting = {m for m, e in held.items() if e.state == "conflicted"}
    return [e for e in closed if waiting & set(e.fields().get("memories") or [])]


def hand_answer(issue: MemoryIssue) -> str | None:
    """The action a hand-written ``resolution`` names: an option's number or its words."""
    said = " ".join((issue.resolution or "").split()).lower().rstrip(".")
    if said.isdigit() and 1 <= int(said) <= min(len(issue.options), len(issue.actions)):
        return issue.actions[int(said) - 1]
    for option, action in zip(issue.options, issue.actions):
        if said and said == " ".join(option.split()).lower():
            return action
    return None
