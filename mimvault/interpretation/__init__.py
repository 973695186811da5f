"""Interpretation: evidence text in, typed memory candidates out.

    extractor = get_extractor("rules")          # or "llm" with an endpoint
    candidates = extractor.extract(text, ref=mention_time)

Two implementations behind one interface: ``rules`` (offline, deterministic, English and
Chinese; the default) and ``llm`` (any OpenAI-compatible chat-completions endpoint, its
output validated against ``Candidate``). An extractor only proposes: what becomes a
memory, and in which state, is decided by governance (``capture.py``).
"""

from __future__ import annotations

from datetime import datetime
from typing import Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field

CandidateType = Literal["fact", "event", "opinion", "preference", "relationship", "profile", "emotion"]


class Candidate(BaseModel):
    """A proposed memory, grounded in one piece of evidence."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    type: CandidateType
    text: str = Field(min_length=1, max_length=500, description="the memory in the user's words, one statement")
    subject: str = Field("user", max_length=80)
    predicate: str | None = Field(None, max_length=60, pattern=r"^[a-z][a-z0-9_]*$")
    object: str | None = Field(None, max_length=200)
    event_type: str | None = Field(None, max_length=60, pattern=r"^[a-z][a-z0-9_]*$")
    time: str | None = Field(None, max_length=80, description="the time words as said, e.g. 'last April', '2021年中'")
    confidence: float = Field(0.7, ge=0.0, le=1.0)
    importance: float = Field(0.5, ge=0.0, le=1.0)
    sensitivity: Literal["low", "medium", "high", "restricted"] = "low"
    habit: bool = Field(False, description="a routine or repeated behaviour, not yet a stated preference")
    change: bool = Field(False, description="states a change: moved, changed job, left, from now on")


class Extractor(Protocol):
    name: str

    def extract(self, text: str, ref: datetime) -> list[Candidate]:
        """Candidates found in ``text`` (already redacted of secrets), said at ``ref``."""
        ...


def get_extractor(name: str = "rules", **options: object) -> Extractor:
    if name == "rules":
        from .rules import RulesExtractor

        return RulesExtractor()
    if name == "llm":
        from .llm import LLMExtractor

        return LLMExtractor(**options)  # type: ignore[arg-type]
    from ..errors import InvalidValueError

    raise InvalidValueError(f"extractor {name!r}: expected rules or llm")
