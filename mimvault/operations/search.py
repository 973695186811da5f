"""Search: memories (and evidence, issues) by words and meaning."""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..errors import InvalidValueError
from ..kinds import INACTIVE_STATES, State, confidence_label, one_line
from ..storage.catalog import Entry
from ..storage.fences import body_of
from .arguments import checked

if TYPE_CHECKING:
    from ..parts import VaultParts


def search(
    parts: VaultParts,
    query: str,
    *,
    kinds: Iterable[str] = ("memory",),
    types: Iterable[str] = (),
    states: Iterable[str] = (),
    since: str | datetime | None = None,
    until: str | datetime | None = None,
    limit: int = 10,
    include_inactive: bool = False,
    semantic: bool = True,
    catch_up: bool = True,
    progress: Any = None,
    state_weight: bool = True,
) -> SearchResult:
    """Memories (and with ``kinds``, evidence and issues) ranked for ``query``.

    The index first catches up with files changed behind mimvault's back (unless
    ``catch_up`` is false, or a ``mim watch`` is keeping it current). Superseded,
    archived, rejected and deleted memories are left out unless ``include_inactive``
    or ``states`` asks for them. Secret references are never searchable. A memory on
    hold (a question is open about it) or stale loses rank, never its place — unless
    ``state_weight`` is false: a caller that weighs states itself (a context, whose
    ranker weighs every state for the task) takes the scores as the index gave them.
    """
    from ..serving.index import Filters

    query = (query or "").strip()
    if not query:
        raise InvalidValueError("query: give some words to search for")
    kinds = tuple(checked(kinds, _SearchKind, "kind"))
    if not 1 <= limit <= 1000:
        raise InvalidValueError(f"limit {limit}: expected 1 to 1000")
    chosen_states = tuple(str(s) for s in checked(states, State, "state"))
    filters = Filters(
        kinds=tuple(str(k) for k in kinds),
        types=tuple(types),
        states=chosen_states,
        exclude_states=() if include_inactive or chosen_states else tuple(str(s) for s in INACTIVE_STATES),
        since=search_time(since, "since"),
        until=search_time(until, "until", end=True),
    )
    if catch_up and parts.catch_up_due() and not parts.watched():
        parts.catch_up(progress)  # with a watcher running, it keeps catalog and index current
    index = parts.index
    use_vectors = semantic and index.model.path is not None
    report = index.sync(parts.catalog, vectors=use_vectors, progress=progress)
    hits = index.search(query, filters, limit, semantic=use_vectors)
    entries = parts.catalog.entries_for([h.id for h in hits])
    found = [_hit(parts, h, entries.get(h.id)) for h in hits]
    if state_weight:
        for hit in found:
            hit["score"] = round(hit["score"] * STATE_WEIGHT.get(hit["state"] or "", 1.0), 6)
        found.sort(key=lambda hit: -hit["score"])
    result = SearchResult(query, found)
    if index.model.notice and semantic and parts.settings.search.semantic and report.rebuilt:
        result.notices.append(index.model.notice)  # once, when the index is built; `mim doctor` repeats it
    if report.rebuilt and report.rebuilt != "no index yet":
        result.notices.append(f"rebuilt the search index ({report.rebuilt})")
    return result


def _hit(parts: VaultParts, hit: Any, entry: Entry | None) -> dict[str, Any]:
    fields = entry.fields() if entry and entry.kind == "memory" else {}
    out: dict[str, Any] = {
        "id": hit.id,
        "kind": entry.kind if entry else None,
        "type": entry.type if entry else None,
        "state": entry.state if entry else None,
        "title": (entry.title or entry.summary) if entry else None,
        "confidence": entry.confidence if entry else None,
        "confidence_label": confidence_label(entry.confidence) if entry and entry.confidence is not None else None,
        "score": hit.score,
        "path": entry.path if entry else None,
    }
    if entry is not None and entry.kind == "memory":
        out["subject"] = fields.get("subject") or "user"  # whose fact it is: never assume the user's
        out["object"] = fields.get("object")
    if "episode" in (fields.get("tags") or []):  # a day told in words: its words, and whose ("go to…" reads badly)
        if fields.get("subject") not in (None, "user"):
            out["statement"] = f"{fields['subject']}: {out['title']}"
    elif fields.get("subject") and fields.get("predicate"):
        out["statement"] = f"{fields['subject']} {fields['predicate']} {fields.get('object') or ''}".strip()
    out["snippet"] = one_line(fields["text"], 200) if fields.get("text") else _snippet(parts, hit, entry)
    return out


def _snippet(parts: VaultParts, hit: Any, entry: Entry | None) -> str:
    """The passage that matched (or the start of the text), on one line."""
    from ..serving.index.passages import passage_at

    if entry is None:
        return ""
    text = _body_at(f"{parts.root}/{entry.path}")  # a str: ten of these per search
    if text is None:
        return ""
    if hit.passage:
        text = passage_at(text, hit.passage) or text
    return one_line(text, 200)


# Search's own penalty for memories on hold; a context weighs states in serving.rank instead.
STATE_WEIGHT = {"conflicted": 0.5, "stale": 0.7}


class _SearchKind(StrEnum):  # what search can return (never secret references)
    memory = "memory"
    evidence = "evidence"
    issue = "issue"


@dataclass
class SearchResult:
    query: str
    hits: list[dict[str, Any]]
    notices: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        from ..secrets import redact  # the user's query echoed back passes the gate like any text

        return {"query": redact(self.query)[0], "hits": self.hits, "notices": self.notices}


def _body_at(path: str) -> str | None:
    """A file's body, re-read only when its stat changes (snippets of the same long
    evidence come up query after query)."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return _body_cached(path, st.st_mtime_ns, st.st_size)


@lru_cache(maxsize=256)
def _body_cached(path: str, mtime_ns: int, size: int) -> str | None:
    try:
        with open(path, encoding="utf-8") as f:
            return body_of(f.read())
    except (OSError, UnicodeDecodeError):
        return None


def search_time(value: str | datetime | None, name: str, end: bool = False) -> datetime | None:
    """A --since/--until bound: a calendar form (2025, 2025-04, 2025-04-01) or a date-time;
    --until means the end of the period it names."""
    if value is None or isinstance(value, datetime):
        return value
    from datetime import timedelta

    from ..timeparse import period_bounds

    text = value.strip()
    bounds = period_bounds(text[:10] if len(text) > 10 and text[4] == "-" else text)
    if bounds is None:
        raise InvalidValueError(f"--{name} {value!r}: expected a date such as 2025, 2025-04 or 2025-04-01")
    day = bounds[1] if end else bounds[0]
    moment = datetime(day.year, day.month, day.day)
    return moment + timedelta(days=1, seconds=-1) if end else moment
