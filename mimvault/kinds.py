"""The vocabulary of the object model without its validators: types, states and the
state machine, actors, confidence labels, the generated link lines of a memory's body.

Reading commands (``mim search``, ``mim context``, ``mim list``) need these names but
not the pydantic models that validate a file (``mimvault.model``, which re-exports
everything here): importing this module costs a few milliseconds, the models a tenth of
a second at every start.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timezone
from enum import StrEnum

from .errors import IllegalTransitionError, InvalidValueError


class MemoryType(StrEnum):
    fact = "fact"
    event = "event"
    opinion = "opinion"
    preference = "preference"
    relationship = "relationship"
    profile = "profile"
    emotion = "emotion"


class State(StrEnum):
    captured = "captured"
    extracted = "extracted"
    inferred = "inferred"
    pending_review = "pending_review"
    confirmed = "confirmed"
    conflicted = "conflicted"
    stale = "stale"
    superseded = "superseded"
    archived = "archived"
    rejected = "rejected"
    deleted = "deleted"


class Sensitivity(StrEnum):
    low = "low"
    medium = "medium"
    high = "high"
    restricted = "restricted"


class Scope(StrEnum):
    session = "session"
    cross_session = "cross-session"
    long_term = "long-term"


class SourceType(StrEnum):
    chat = "chat"
    voice = "voice"
    user_form = "user_form"
    import_ = "import"
    tool = "tool"
    agent = "agent"
    external_reference = "external_reference"


class TimePrecision(StrEnum):
    year = "year"
    quarter = "quarter"
    month = "month"
    week = "week"
    day = "day"
    hour = "hour"
    minute = "minute"
    second = "second"
    rough = "rough"


# How many parts of an ISO date a precision allows (2021 / 2021-06 / 2021-06-15); a rough
# window and the finer precisions keep the day.
_DATE_PARTS = {"year": 1, "decade": 1, "quarter": 2, "season": 2, "month": 2}


def date_at_precision(value: str, precision: str | None) -> str:
    """The date part of ``value`` said no finer than ``precision`` claims: a hand-typed
    ``2020-06-15`` beside ``time_precision: year`` is served as ``2020``."""
    parts = value.split("T")[0].split("-")
    return "-".join(parts[: _DATE_PARTS.get(str(precision), 3)])


class IssueType(StrEnum):
    fact_conflict = "fact_conflict"
    timeline_conflict = "timeline_conflict"
    relation_conflict = "relation_conflict"
    opinion_fact_confusion = "opinion_fact_confusion"
    stale_vs_recent = "stale_vs_recent"
    unclear_reference = "unclear_reference"
    stale_memory = "stale_memory"
    ambiguous_preference = "ambiguous_preference"
    confirmation = "confirmation"


class IssueStatus(StrEnum):
    open = "open"
    waiting_user = "waiting_user"
    resolved = "resolved"
    dismissed = "dismissed"


class Priority(StrEnum):
    low = "low"
    medium = "medium"
    high = "high"
    critical = "critical"


# The state machine (seed 000 §7.2, completed with the moves a user needs: confirm a
# candidate, reject a wrong one, restore an archived one). Who may take each move is
# decided in govern.py; whether the move exists at all is decided here.
TRANSITIONS: dict[State, frozenset[State]] = {
    State.captured: frozenset({State.extracted, State.deleted}),
    State.extracted: frozenset({State.inferred, State.pending_review, State.rejected, State.deleted}),
    State.inferred: frozenset(
        # archived: an inference nobody confirmed fades like any memory (forgetting is a feature)
        {State.pending_review, State.confirmed, State.conflicted, State.superseded, State.archived, State.rejected, State.deleted}
    ),
    State.pending_review: frozenset(
        {State.confirmed, State.conflicted, State.superseded, State.rejected, State.deleted}
    ),
    State.confirmed: frozenset(
        {State.conflicted, State.stale, State.superseded, State.archived, State.rejected, State.deleted}
    ),
    State.conflicted: frozenset(
        {State.confirmed, State.pending_review, State.stale, State.superseded, State.archived, State.rejected, State.deleted}
    ),
    State.stale: frozenset({State.confirmed, State.archived, State.superseded, State.rejected, State.deleted}),
    State.superseded: frozenset({State.archived, State.deleted}),
    State.archived: frozenset({State.confirmed, State.deleted}),
    State.rejected: frozenset({State.deleted}),
    State.deleted: frozenset(),
}

# States an object may be created in (nobody creates a memory already superseded).
INITIAL_STATES = frozenset(
    {State.captured, State.extracted, State.inferred, State.pending_review, State.confirmed, State.conflicted}
)
# Out of normal listing and retrieval unless asked for.
INACTIVE_STATES = frozenset({State.superseded, State.archived, State.rejected, State.deleted})
# Memories that still speak: trusted, waiting for the user, or on hold. They can
# contradict each other, be served, be followed up; captured/extracted ones are not yet memories.
LIVE_STATES = frozenset({State.inferred, State.pending_review, State.confirmed, State.conflicted, State.stale})


def check_transition(object_id: str, before: State, after: State) -> None:
    """Raise IllegalTransitionError unless ``before -> after`` is in the state machine."""
    if before == after:
        return
    if after not in TRANSITIONS[before]:
        allowed = ", ".join(sorted(TRANSITIONS[before])) or "nothing (final state)"
        raise IllegalTransitionError(f"{object_id} is {before}: it cannot become {after} (from {before}: {allowed})")


def confidence_label(confidence: float) -> str:
    """certain (>= 0.9), likely (0.5-0.9), speculative (< 0.5) — DESIGN §5."""
    if confidence >= 0.9:
        return "certain"
    if confidence >= 0.5:
        return "likely"
    return "speculative"


# --- actors -------------------------------------------------------------------------

_ACTOR_NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")


@dataclass(frozen=True)
class Actor:
    """Who asks for a change: the user, an agent (by name) or the system (by job)."""

    kind: str  # user | agent | system
    name: str | None = None

    @classmethod
    def parse(cls, text: str) -> Actor:
        kind, _, name = text.partition(":")
        if kind not in ("user", "agent", "system") or (kind == "user" and name):
            raise InvalidValueError(f"actor {text!r}: expected user, agent:NAME or system:NAME")
        if kind != "user" and not _ACTOR_NAME_RE.fullmatch(name or ""):
            raise InvalidValueError(
                f"actor {text!r}: {kind} needs a name of letters, digits, '.', '_' or '-' (e.g. {kind}:claude)"
            )
        return cls(kind, name or None)

    def __str__(self) -> str:
        return self.kind if self.name is None else f"{self.kind}:{self.name}"


USER = Actor("user")


def utcnow() -> datetime:
    """Now, in UTC, to the second (files stay readable; ids carry the finer order)."""
    return datetime.now(timezone.utc).replace(microsecond=0)


# The generated link lines at the end of a memory's body. Everything above them is the
# user's text and is never rewritten unless the text itself changes.
LINK_LINE = r"(?:Evidence|Supersedes|Superseded by):(?:\s*\[\[[^\[\]\n]+\]\],?)*"
_LINK_LINE_RE = re.compile(LINK_LINE + r"\s*")


def split_memory_body(body: str) -> tuple[str, str]:
    """Split a body into (text part, link footer), keeping the text part verbatim."""
    lines = body.split("\n")
    end = len(lines)
    while end > 0 and (not lines[end - 1].strip() or _LINK_LINE_RE.fullmatch(lines[end - 1].strip())):
        end -= 1
    return "\n".join(lines[:end]), "\n".join(lines[end:])


def memory_links(evidence: list[str], supersedes: str | None, superseded_by: str | None) -> str:
    lines = []
    if evidence:
        lines.append("Evidence: " + ", ".join(f"[[{e}]]" for e in evidence))
    if supersedes:
        lines.append(f"Supersedes: [[{supersedes}]]")
    if superseded_by:
        lines.append(f"Superseded by: [[{superseded_by}]]")
    return "\n".join(lines)


def memory_body(text: str, evidence: list[str], supersedes: str | None, superseded_by: str | None) -> str:
    links = memory_links(evidence, supersedes, superseded_by)
    text = text.strip()
    if text and links:
        return f"{text}\n\n{links}\n"
    return (text or links) + "\n" if (text or links) else ""


def one_line(text: str | None, width: int = 60) -> str:
    """All of a text on one line (whitespace collapsed), cut to ``width`` with an ellipsis."""
    line = " ".join((text or "").split())
    return line if len(line) <= width else line[: width - 1] + "…"


def first_line(text: str, width: int = 80) -> str:
    line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
    return line if len(line) <= width else line[: width - 1].rstrip() + "…"
