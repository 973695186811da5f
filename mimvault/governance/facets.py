"""A memory as governance compares it: ``Facet``, built from a ``Memory`` (at write
time) or from the catalog's stored fields (``mim maintain`` over a whole vault, without
parsing 100k files), with its topic and its time span."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date, datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any

from ..statement_keys import topic_of
from ..timeparse import period_bounds

if TYPE_CHECKING:
    from ..model import Memory
    from ..storage.catalog import Catalog

_FAR_PAST = date(1, 1, 1)
_FAR_FUTURE = date(9999, 12, 31)
_ROUGH_SLACK = timedelta(days=31)  # "mid-2021" and "~2021" are loose: widen (their own window and a month) before comparing


@dataclass(frozen=True)
class Facet:
    """What conflict detection needs of a memory."""

    id: str
    type: str
    state: str
    subject: str
    predicate: str | None
    object: str | None
    event_type: str | None
    valid_from: str | None
    valid_to: str | None
    time_precision: str | None
    time_raw: str | None
    importance: float
    confidence: float
    created: datetime
    confirmed: datetime | None
    text: str
    evidence: tuple[str, ...] = ()
    source_type: str | None = None
    said: datetime | None = None  # when its evidence was said (mention time), if known
    topic: str | None = None  # a preference's topic (code_language…)
    supersedes: str | None = None

    @property
    def when(self) -> datetime:
        """When it was said (or else recorded): what "older" and "newer" mean."""
        return self.said or self.created

    @classmethod
    def of(cls, memory: Memory) -> Facet:
        return cls(
            memory.id, str(memory.type), str(memory.state), memory.subject or "user", memory.predicate,
            memory.object, memory.event_type, memory.valid_from, memory.valid_to,
            str(memory.time_precision) if memory.time_precision else None, memory.time_raw,
            memory.importance, memory.confidence, memory.created, memory.last_confirmed,
            memory.text or memory.title or "", tuple(memory.evidence),
            str(memory.source_type) if memory.source_type else None, None, memory.topic, memory.supersedes,
        )  # fmt: skip

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Facet:
        """From the catalog's stored fields (``Memory.model_dump(mode="json")``)."""
        return cls(
            data["id"], data["type"], data["state"], data.get("subject") or "user", data.get("predicate"),
            data.get("object"), data.get("event_type"), data.get("valid_from"), data.get("valid_to"),
            data.get("time_precision"), data.get("time_raw"), data.get("importance", 0.5),
            data.get("confidence", 0.5), as_datetime(data["created"]), as_datetime(data.get("last_confirmed")),
            data.get("text") or data.get("title") or "", tuple(data.get("evidence") or ()), data.get("source_type"),
            None, data.get("topic"), data.get("supersedes"),
        )  # fmt: skip

    @property
    def since(self) -> datetime:
        """When this memory was last known to hold: said, or confirmed by the user later."""
        if self.confirmed and self.confirmed - self.created > timedelta(minutes=5):
            return max(self.confirmed, self.when)  # confirmed after the fact, not on capture
        return self.when

    def span(self) -> tuple[date, date]:
        """The days this memory is valid over (open ends reach the far past/future)."""
        start = _bounds(self.valid_from, self.time_precision)[0] if self.valid_from else _FAR_PAST
        end = _bounds(self.valid_to, self.time_precision)[1] if self.valid_to else _FAR_FUTURE
        return start, end


def facet_topic(f: Facet) -> str | None:
    return topic_of(f.type, f.subject, f.predicate, f.object, f.event_type, f.topic)


def loose_span(f: Facet) -> tuple[date, date]:
    start, end = _bounds(f.valid_from, f.time_precision)
    if f.time_precision == "rough":
        if f.valid_to:  # a rough window ("17年年底", "right after Spring Festival") carries its own width
            return start - _ROUGH_SLACK, max(end, _bounds(f.valid_to, f.time_precision)[1])
        return start - _ROUGH_SLACK, end + _ROUGH_SLACK
    return start, end


def _bounds(value: str | None, precision: str | None) -> tuple[date, date]:
    found = period_bounds(value[:10]) if value else None
    if found is None:
        return _FAR_PAST, _FAR_FUTURE
    return found


def as_datetime(value: Any) -> Any:
    if value is None or isinstance(value, datetime):
        return value
    parsed = datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=timezone.utc)


def with_said(catalog: Catalog, facets: list[Facet]) -> list[Facet]:
    """The facets with their mention times, read from their first evidence."""
    wanted = [f.evidence[0] for f in facets if f.said is None and f.evidence]
    times = catalog.mention_times(wanted) if wanted else {}
    out = []
    for f in facets:
        said = times.get(f.evidence[0]) if f.said is None and f.evidence else None
        out.append(replace(f, said=as_datetime(said)) if said else f)
    return out
