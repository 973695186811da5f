"""What of an object is indexed: its whole text, and (for long inputs) its passages.

A memory is one statement: it is indexed whole. Evidence can be a long conversation or
a journal entry; besides the whole text, each of its lines (a chat turn, a bullet, a
paragraph) is a passage of its own, so a question can meet the one line that answers
it, and a document is scored by its whole text and by its best passage.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache
from typing import Any

from ...timeparse import period_bounds

MAX_PASSAGE = 1000  # characters; a longer line is cut at sentence ends
MIN_PASSAGE = 24  # shorter lines join the next one ("# Conversation", "ok")
WINDOW = 2  # lines per passage: a line and the one after it (LoCoMo dev R@5 0.898 -> 0.902)
_SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s*")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")
_MARKUP = re.compile(r"^\s*(?:[-*+]|\d+[.)]|#{1,6}|>)\s+|\*\*|__")


@dataclass
class Indexable:
    """One object as the index sees it."""

    id: str
    kind: str
    type: str | None
    state: str | None
    text: str  # the whole: title, statement, body
    passages: list[str]  # empty: the whole is the only unit
    when: datetime | None


def indexable(kind: str | None, fields: dict[str, Any], body: str | None = None) -> Indexable | None:
    """An object's text for the index, from its catalogued fields (and, for evidence, its
    file's body), or None for what is never indexed (secret references) or has nothing
    left to find (forgotten objects)."""
    object_id = fields.get("id")
    if not object_id:
        return None
    if kind == "memory":
        if fields.get("state") == "deleted":
            return None
        predicate = (fields.get("predicate") or "").replace("_", " ")
        triple = " ".join(x for x in (fields.get("subject"), predicate, fields.get("object")) if x)
        parts = [fields.get("title") or "", fields.get("text") or "", triple, " ".join(fields.get("tags") or []),
                 " ".join(fields.get("aliases") or [])]  # fmt: skip
        when = _as_datetime(fields.get("valid_from")) or _timestamp(fields.get("created"))
        return Indexable(object_id, "memory", fields.get("type"), fields.get("state"), _joined(parts), [], when)
    if kind == "evidence":
        if fields.get("deleted"):
            return None
        text = body if body is not None else fields.get("text") or ""
        parts = [fields.get("title") or "", text, fields.get("speaker") or "", " ".join(fields.get("entities") or [])]
        when = _timestamp(fields.get("mentioned_at")) or _timestamp(fields.get("captured"))
        return Indexable(object_id, "evidence", fields.get("source_type"), None, _joined(parts), split_passages(text), when)
    if kind == "issue":
        parts = [fields.get("title") or "", fields.get("question") or "", " ".join(fields.get("options") or []),
                 fields.get("resolution") or ""]  # fmt: skip
        return Indexable(object_id, "issue", fields.get("issue_type"), fields.get("status"), _joined(parts), [],
                         _timestamp(fields.get("created")))  # fmt: skip
    return None  # secret references are never indexed


def _timestamp(value: object) -> datetime | None:
    if isinstance(value, datetime):
        return value
    if isinstance(value, str) and value:
        try:
            return datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return None
    return None


def split_passages(text: str) -> list[str]:
    """A text's passages: each line (short ones joined to the next, long ones cut at
    sentence ends, headings left out — they stay in the whole text) together with the
    line after it, because an answer often spans a turn and its reply. A text of one
    line has none: the whole suffices."""
    out = list(_passages_of(text))
    return out if len(out) > 1 else []


def passage_at(text: str, n: int) -> str | None:
    """The n-th passage (1-based) of a text."""
    passages = _passages_of(text)
    return passages[n - 1] if 1 <= n <= len(passages) else None


@lru_cache(maxsize=256)
def _passages_of(text: str) -> tuple[str, ...]:
    # Search results show snippets of the same few long texts again and again (an
    # agent's session): splitting each once keeps a query in the low milliseconds.
    lines = list(_passages(text))
    return tuple(" ".join(lines[i : i + WINDOW]) for i in range(len(lines)))


def _passages(text: str):
    pending = ""
    last = None
    for raw in text.splitlines():
        if not raw.strip() or _HEADING.match(raw):
            continue
        line = _MARKUP.sub("", raw).strip() if raw.lstrip()[:1] in "-*+>0123456789" or "**" in raw or "__" in raw else raw.strip()
        if pending:
            line = f"{pending} {line}"
            pending = ""
        if len(line) < MIN_PASSAGE:
            pending = line
            continue
        for piece in _cut(line):
            if last is not None:
                yield last
            last = piece
    if pending:
        last = f"{last} {pending}" if last is not None else pending
    if last is not None:
        yield last


def _cut(line: str) -> list[str]:
    if len(line) <= MAX_PASSAGE:
        return [line]
    pieces, current = [], ""
    for sentence in _SENTENCE_END.split(line):
        if current and len(current) + len(sentence) > MAX_PASSAGE:
            pieces.append(current)
            current = ""
        current = f"{current} {sentence}".strip()
        while len(current) > MAX_PASSAGE:  # one sentence longer than a passage
            pieces.append(current[:MAX_PASSAGE])
            current = current[MAX_PASSAGE:]
    if current:
        pieces.append(current)
    return pieces


def _joined(parts: list[str]) -> str:
    return "\n".join(p for p in parts if p)


def _as_datetime(value: object) -> datetime | None:
    """A memory's fuzzy valid time ("2025-04", "2025-Q2", "2025-W14") at its first day."""
    if not isinstance(value, str) or not value:
        return None
    bounds = period_bounds(value)
    return datetime(bounds[0].year, bounds[0].month, bounds[0].day) if bounds else None
