"""What an extractor proposes: a ``Candidate`` memory grounded in one piece of evidence,
and the ``Extractor`` interface every extractor (rules, LLM) implements."""

from __future__ import annotations

from datetime import datetime
from typing import Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field
from pydantic.json_schema import SkipJsonSchema

CandidateType = Literal["fact", "event", "opinion", "preference", "relationship", "profile", "emotion"]
# What the clause does (``claims.py``): only a plain assertion about the user may be
# confirmed without the user.
CandidateMode = Literal[
    "assertion", "plan", "hypothetical", "question", "negated", "quoted", "reported", "instruction", "pleasantry"
]


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
    topic: str | None = Field(None, max_length=60, description="what a preference or rule is about, e.g. code_language")
    mode: CandidateMode = Field("assertion", description="what the sentence does: an assertion, a plan, a question…")
    doubt: str | None = Field(None, max_length=120, description="why this may not be the user's plain statement")
    episodic: bool = Field(
        False, description="a happening, a state of now or an intention told in passing: kept as inferred, never put to review"
    )
    # the value of an earlier message this statement says was said wrongly ("Correction: it's Bradford, not
    # Leeds"): set only by the rules' reading of the user's own words, never asked of a model
    corrects: SkipJsonSchema[str | None] = Field(None, max_length=200)


class Extractor(Protocol):
    name: str

    def extract(self, text: str, ref: datetime) -> list[Candidate]:
        """Candidates found in ``text`` (already redacted of secrets), said at ``ref``."""
        ...
