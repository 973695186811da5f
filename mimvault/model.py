"""The object model: memories, evidence, memory issues and secret references.

Each object is one Markdown file; these pydantic models validate its front matter
(plus the body, for memories and evidence). Unknown keys a user adds are kept
(``extra="allow"``). Volatile counters (access count, last access, scores) are not
fields here: they live in derived state under ``.mimvault/cache/`` (DESIGN §2), and an
object's version number is its Git history.

The state machine (seed 000 §7) is one table, ``TRANSITIONS``, in ``mimvault.kinds`` (the
vocabulary without the validators, re-exported here).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timezone
from enum import StrEnum
from typing import Annotated, Any, ClassVar

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from .ids import ID_RE, PREFIX_KIND
from .kinds import (  # noqa: F401 - re-exported: the model's vocabulary
    MemoryType,
    State,
    Sensitivity,
    Scope,
    SourceType,
    TimePrecision,
    IssueType,
    IssueStatus,
    Priority,
    TRANSITIONS,
    INITIAL_STATES,
    INACTIVE_STATES,
    LIVE_STATES,
    check_transition,
    confidence_label,
    Actor,
    USER,
    utcnow,
    split_memory_body,
    memory_links,
    memory_body,
    one_line,
    first_line,
)


# --- field types --------------------------------------------------------------------


def _timestamp(value: Any) -> Any:
    # YAML gives datetime or date objects; editors may write naive times. A naive time
    # is read as UTC (mimvault itself always writes UTC with a Z).
    if isinstance(value, datetime):
        return value if value.tzinfo else value.replace(tzinfo=timezone.utc)
    if isinstance(value, date):
        return datetime(value.year, value.month, value.day, tzinfo=timezone.utc)
    if isinstance(value, str):
        try:
            parsed = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
        except ValueError:
            raise ValueError(f"{value!r} is not an ISO date-time (e.g. 2026-11-29T12:00:00Z)") from None
        return parsed if parsed.tzinfo else parsed.replace(tzinfo=timezone.utc)
    return value


Timestamp = Annotated[datetime, BeforeValidator(_timestamp)]

_FUZZY_TIME_RE = re.compile(
    r"\d{4}(-Q[1-4]|-W\d{2}|-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?)?)?)?"
)


def _fuzzy_time(value: Any) -> Any:
    # Kept as text at its own precision: "2021", "2021-Q3", "2021-06", "2021-06-15", ...
    if value is None:
        return None
    if isinstance(value, bool):
        raise ValueError(f"{value!r} is not a date")
    if isinstance(value, int):
        value = str(value)
    if isinstance(value, datetime):
        value = value.isoformat().replace("+00:00", "Z")
    elif isinstance(value, date):
        value = value.isoformat()
    if not isinstance(value, str) or not _FUZZY_TIME_RE.fullmatch(value.strip()):
        raise ValueError(f"{value!r} is not a date at some precision (e.g. 2021, 2021-Q3, 2021-06, 2021-06-15)")
    return value.strip()


FuzzyTime = Annotated[str, BeforeValidator(_fuzzy_time)]


def _text(value: Any) -> Any:
    # YAML 1.1 reads yes/no/on/off as booleans: say so instead of storing "True".
    if isinstance(value, bool):
        raise ValueError(f"read as the boolean {str(value).lower()}; put the value in quotes")
    if isinstance(value, (int, float)):
        return str(value)
    return value


Text = Annotated[str, BeforeValidator(_text)]


def _id_list(value: Any) -> Any:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    return value


def _check_ref(value: str, prefix: str) -> str:
    if not ID_RE.fullmatch(value) or not value.startswith(prefix + "_"):
        raise ValueError(f"{value!r} is not a {PREFIX_KIND[prefix]} id ({prefix}_...)")
    return value


def _ref_validator(prefix: str):
    def check(value: Any) -> Any:
        if value is None:
            return None
        if isinstance(value, str):
            return _check_ref(value.strip(), prefix)
        return value

    return BeforeValidator(check)


def _refs_validator(prefix: str):
    def check(value: Any) -> Any:
        value = _id_list(value)
        if isinstance(value, list):
            return [_check_ref(str(v).strip(), prefix) if isinstance(v, str) else v for v in value]
        return value

    return BeforeValidator(check)


MemoryRef = Annotated[str, _ref_validator("mem")]
EvidenceRefs = Annotated[list[str], _refs_validator("evt")]
MemoryRefs = Annotated[list[str], _refs_validator("mem")]
TextList = Annotated[list[Text], BeforeValidator(lambda v: [] if v is None else [v] if isinstance(v, str) else v)]
Unit = Annotated[float, Field(ge=0.0, le=1.0)]


# --- objects ------------------------------------------------------------------------


class MimObject(BaseModel):
    """Fields every object file shares. Unknown keys are kept as extras."""

    model_config = ConfigDict(extra="allow", defer_build=True)

    kind: ClassVar[str]
    prefix: ClassVar[str]
    # Front-matter keys in the order a new file is written.
    FIELD_ORDER: ClassVar[tuple[str, ...]]

    id: str
    title: Text | None = None
    aliases: TextList = Field(default_factory=list)
    tags: TextList = Field(default_factory=list)

    @field_validator("id", mode="before")
    @classmethod
    def _check_id(cls, value: Any) -> Any:
        if isinstance(value, str) and ID_RE.fullmatch(value) and value.startswith(cls.prefix + "_"):
            return value
        raise ValueError(f"{value!r} is not a {cls.kind} id ({cls.prefix}_ followed by letters, digits, '_' or '-')")

    @model_validator(mode="after")
    def _title_is_not_stored_as_an_alias(self) -> MimObject:
        # The file's first alias is the title (``front_matter``); read back, it is the
        # title again, not an alias of its own, so a retitled object does not keep it twice.
        shown = self.alias_title()
        if shown is not None and self.aliases and self.aliases[0] == shown:
            self.aliases = self.aliases[1:]
        return self

    def alias_title(self) -> str | None:
        """The name Obsidian's quick switcher, search and graph show for this file (its
        first alias): the title, or the words that stand for one. None for evidence,
        named by what was said, and for what was forgotten."""
        return None

    def front_matter(self) -> dict[str, Any]:
        """Known fields in file order (empty ones left out), then the user's own keys."""
        out: dict[str, Any] = {}
        shown = self.alias_title()
        for name in self.FIELD_ORDER:
            value = getattr(self, name)
            if name == "aliases" and shown:
                value = [shown, *(alias for alias in value if alias != shown)]
            if value is None or value == []:
                continue
            out[name] = value.value if isinstance(value, StrEnum) else value
        out.update(self.model_extra or {})
        return out

    def body(self) -> str:
        """The Markdown body written under the front matter."""
        return ""

    def summary(self) -> str:
        return self.title or self.id


class Memory(MimObject):
    """One thing remembered: a fact, event, opinion, preference, relationship, profile item or emotion."""

    kind: ClassVar[str] = "memory"
    prefix: ClassVar[str] = "mem"
    FIELD_ORDER: ClassVar[tuple[str, ...]] = (
        "id", "type", "state", "title", "aliases", "subject", "predicate", "object", "event_type", "topic",
        "confidence", "importance", "sensitivity", "scope", "source_type", "evidence",
        "valid_from", "valid_to", "time_precision", "time_raw",
        "created", "updated", "last_confirmed", "supersedes", "superseded_by", "deleted", "tags",
    )  # fmt: skip

    type: MemoryType
    state: State
    subject: Text | None = None
    predicate: Text | None = None
    object: Text | None = None
    event_type: Text | None = None
    topic: Text | None = None  # what a preference is about (code_language, reply_length…): one current value each
    confidence: Unit = 0.5
    importance: Unit = 0.5
    sensitivity: Sensitivity = Sensitivity.low
    scope: Scope = Scope.long_term
    source_type: SourceType | None = None
    evidence: EvidenceRefs = Field(default_factory=list)
    valid_from: FuzzyTime | None = None
    valid_to: FuzzyTime | None = None
    time_precision: TimePrecision | None = None
    time_raw: Text | None = None
    created: Timestamp
    updated: Timestamp
    last_confirmed: Timestamp | None = None
    supersedes: MemoryRef | None = None
    superseded_by: MemoryRef | None = None
    deleted: Timestamp | None = None
    # The body's text (without the generated link lines); not a front-matter key.
    text: str = Field(default="", exclude=False)

    @model_validator(mode="after")
    def _has_content(self) -> Memory:
        if self.state != State.deleted and not self.text.strip() and not (self.subject and self.predicate):
            raise ValueError("the memory has no text: write it in the body (or give subject and predicate)")
        return self

    def body(self) -> str:
        return memory_body(self.text, self.evidence, self.supersedes, self.superseded_by)

    def alias_title(self) -> str | None:
        if self.state == State.deleted:
            return None
        return self.title or first_line(self.text) or self.summary()

    def summary(self) -> str:
        if self.state == State.deleted:
            return "(forgotten)"
        if "episode" in self.tags:  # a day told in words: its words, and whose they are ("go to…" reads badly)
            title = self.title or first_line(self.text)
            return title if self.subject in (None, "user") else f"{self.subject}: {title}"
        if self.subject and self.predicate and self.object:
            return f"{self.subject} {self.predicate} {self.object}"
        return self.title or first_line(self.text)

    @property
    def confidence_label(self) -> str:
        return confidence_label(self.confidence)


class Evidence(MimObject):
    """A raw input (after secret redaction): a chat turn, a form answer, an import."""

    kind: ClassVar[str] = "evidence"
    prefix: ClassVar[str] = "evt"
    FIELD_ORDER: ClassVar[tuple[str, ...]] = (
        "id", "title", "source_type", "actor", "speaker", "session", "conversation", "mentioned_at", "captured",
        "sensitivity", "entities", "redactions", "content_hash", "deleted", "aliases", "tags",
    )  # fmt: skip

    source_type: SourceType
    actor: Text
    speaker: Text | None = None  # who said it, when not the user (an imported turn's role)
    session: Text | None = None
    conversation: Text | None = None  # the title of the conversation it was imported from
    mentioned_at: Timestamp | None = None  # when it was said (mention time)
    captured: Timestamp  # when mimvault recorded it (system time)
    sensitivity: Sensitivity = Sensitivity.low
    entities: TextList = Field(default_factory=list)
    redactions: TextList = Field(default_factory=list)  # kinds of secrets removed, never values
    content_hash: Text | None = None
    deleted: Timestamp | None = None
    text: str = ""

    def body(self) -> str:
        return self.text if self.text.endswith("\n") or not self.text else self.text + "\n"

    def summary(self) -> str:
        if self.deleted:
            return "(forgotten)"
        return self.title or first_line(self.text)


# What choosing an option does (``MemoryIssue.actions``, one per option).
ISSUE_ACTION_RE = re.compile(r"(?:keep|ended|fact|opinion):mem_[0-9A-Za-z_-]+|both|neither|later")


class MemoryIssue(MimObject):
    """A question for the user: a conflict, a candidate to confirm, an unclear reference."""

    kind: ClassVar[str] = "issue"
    prefix: ClassVar[str] = "iss"
    FIELD_ORDER: ClassVar[tuple[str, ...]] = (
        "id", "title", "issue_type", "priority", "status", "question", "options", "actions", "sides", "memories",
        "evidence", "created", "updated", "ask_after", "resolved", "resolution", "aliases", "tags",
    )  # fmt: skip

    issue_type: IssueType
    priority: Priority = Priority.medium
    status: IssueStatus = IssueStatus.open
    question: Text
    options: TextList = Field(default_factory=list)
    actions: TextList = Field(default_factory=list)  # what each option does, in the same order
    sides: TextList = Field(default_factory=list)  # one line of evidence per memory involved
    memories: MemoryRefs = Field(default_factory=list)
    evidence: EvidenceRefs = Field(default_factory=list)
    created: Timestamp
    updated: Timestamp
    ask_after: Timestamp | None = None  # answered "later": not asked again before this
    resolved: Timestamp | None = None
    resolution: Text | None = None

    @field_validator("actions")
    @classmethod
    def _check_actions(cls, value: list[str]) -> list[str]:
        for action in value:
            if not ISSUE_ACTION_RE.fullmatch(action):
                raise ValueError(f"{action!r} is not an action (keep:mem_…, ended:mem_…, both, neither, later, …)")
        return value

    def body(self) -> str:
        lines = [self.question, ""]
        lines += [f"{n}. {option}" for n, option in enumerate(self.options, 1)]
        if self.options:
            lines.append("")
        if self.sides:
            lines += ["Evidence:", *[f"- {side}" for side in self.sides], ""]
        links = [f"[[{ref}]]" for ref in self.memories + self.evidence]
        if links:
            lines.append("About: " + ", ".join(links))
        return "\n".join(lines).rstrip() + "\n"

    def summary(self) -> str:
        return self.title or self.question

    def alias_title(self) -> str | None:
        return self.title or first_line(self.question)


class SecretRef(MimObject):
    """Where a secret is kept (a password manager), never the secret itself."""

    kind: ClassVar[str] = "secret_ref"
    prefix: ClassVar[str] = "sec"
    FIELD_ORDER: ClassVar[tuple[str, ...]] = (
        "id", "title", "state", "category", "label", "hint", "stored_in", "subject", "evidence",
        "created", "updated", "last_confirmed", "deleted", "aliases", "tags",
    )  # fmt: skip

    state: State
    category: Text
    label: Text
    hint: Text | None = None
    stored_in: Text | None = None
    subject: Text | None = None
    evidence: EvidenceRefs = Field(default_factory=list)
    created: Timestamp
    updated: Timestamp
    last_confirmed: Timestamp | None = None
    deleted: Timestamp | None = None

    def body(self) -> str:
        where = self.stored_in or "the user's password manager"
        text = f"{self.label}\n\n"
        if self.hint:
            text += f"Hint: {self.hint}\n\n"
        text += f"The secret itself is kept in {where}; mimvault holds only this reference.\n"
        if self.evidence:  # a body link: Obsidian's graph joins the reference to where it was said
            text += "\nEvidence: " + ", ".join(f"[[{e}]]" for e in self.evidence) + "\n"
        return text

    def summary(self) -> str:
        return self.label

    def alias_title(self) -> str | None:
        return None if self.state == State.deleted else self.title or self.label


MODELS: dict[str, type[MimObject]] = {m.kind: m for m in (Memory, Evidence, MemoryIssue, SecretRef)}
MODEL_BY_PREFIX: dict[str, type[MimObject]] = {m.prefix: m for m in MODELS.values()}


# --- bodies -------------------------------------------------------------------------

# --- validation ---------------------------------------------------------------------


@dataclass
class FieldProblem:
    field: str | None  # the top-level front-matter key at fault (None: the whole file)
    reason: str


def validate_object(model: type[MimObject], data: dict[str, Any], show: Any = repr) -> MimObject:
    """Validate front matter (plus body-derived fields) into a model; raise ObjectValidationError.

    ``show`` renders a bad value for the message: callers pass one that masks secrets.
    """
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise ObjectValidationError(describe_validation_error(exc, data, show)) from None


class ObjectValidationError(ValueError):
    def __init__(self, problems: list[FieldProblem]):
        self.problems = problems
        super().__init__("; ".join(f"{p.field}: {p.reason}" if p.field else p.reason for p in problems))


def describe_validation_error(exc: ValidationError, data: dict[str, Any], show: Any = repr) -> list[FieldProblem]:
    problems = []
    for err in exc.errors():
        loc = [str(part) for part in err["loc"]]
        field = loc[0] if loc else None
        if field == "text":
            field = None  # the body, not a key
        where = ".".join(loc)
        kind = err["type"]
        value = data.get(field) if field else None
        if kind == "missing":
            reason = "is required but missing"
        elif kind == "enum":
            allowed = err.get("ctx", {}).get("expected", "")
            reason = f"{show(value)} is not allowed (expected one of {allowed})"
        elif kind in ("value_error", "assertion_error"):
            reason = str(err["msg"]).removeprefix("Value error, ")
        elif kind in ("greater_than_equal", "less_than_equal"):
            reason = f"{show(value)} must be between 0 and 1"
        else:
            reason = f"{err['msg']} (got {show(value)})" if value is not None else err["msg"]
        if where and field and where != field:
            reason = f"{where}: {reason}"
        problems.append(FieldProblem(field, reason))
    return problems
