"""Vault settings and governance policy: ``.mimvault/config.yaml``, validated on load.

Unknown keys are errors (a typo must not silently turn a policy off); every error
names the file, the line and the key.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .errors import ConfigError
from .kinds import MemoryType, Sensitivity
from .settings_view import confirmation_class

CONFIG_PATH = ".mimvault/config.yaml"

ConfirmationClass = Literal["A", "B", "C"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ConfirmationPolicy(_Strict):
    """Confirmation classes (seed 000 §10.2): A auto-confirm, B needs the user, C by hand."""

    auto_confirm_min_confidence: float = Field(0.85, ge=0.0, le=1.0)
    default_class: ConfirmationClass = "B"
    by_type: dict[MemoryType, ConfirmationClass] = Field(
        default_factory=lambda: {
            MemoryType.preference: "A",
            MemoryType.fact: "A",
            MemoryType.emotion: "A",
            MemoryType.event: "B",
            MemoryType.relationship: "B",
            MemoryType.opinion: "B",
            MemoryType.profile: "B",
        }
    )
    by_predicate: dict[str, ConfirmationClass] = Field(
        default_factory=lambda: {
            "employer": "B",
            "job": "B",
            "name": "B",
            "birthday": "B",
            "spouse": "B",
            "child": "B",
            "parent": "B",
            "goal": "B",
            "income": "B",
            "health": "C",
            "diagnosis": "C",
            "medication": "C",
            "debt": "C",
        }
    )
    by_sensitivity: dict[Sensitivity, ConfirmationClass] = Field(
        default_factory=lambda: {Sensitivity.medium: "B", Sensitivity.high: "C", Sensitivity.restricted: "C"}
    )

    def class_for(self, memory_type: str, predicate: str | None, sensitivity: str) -> ConfirmationClass:
        """The strictest class any rule gives this memory."""
        return confirmation_class(self, memory_type, predicate, sensitivity)


class CapturePolicy(_Strict):
    """What interpretation may keep (seed 003 Phase 1, seed 000 §10.1)."""

    importance_threshold: float = Field(0.3, ge=0.0, le=1.0)
    habit_min_evidence: int = Field(3, ge=1, le=100)
    extractor: Literal["rules", "llm"] = "rules"


class LLMSettings(_Strict):
    """An OpenAI-compatible chat-completions endpoint for ``--extractor llm``."""

    url: str | None = None
    model: str | None = None
    api_key_env: str | None = None  # the NAME of an environment variable; never the key itself
    timeout_seconds: float = Field(30.0, gt=0, le=600)
    retries: int = Field(2, ge=0, le=10)


class SearchSettings(_Strict):
    """The search index (docs/search.md)."""

    model: str | None = None  # a model2vec folder: relative to the vault, or absolute
    semantic: bool = True  # combine meaning with words when a model is found


class WatchSettings(_Strict):
    """``mim watch``: what becomes of a hand edit saved in an editor."""

    commit: bool = True  # commit valid edits as `edit` versions (false: index only)
    debounce_ms: int = Field(200, ge=20, le=10_000)


class ConflictPolicy(_Strict):
    """What counts as a contradiction (seed 000 §11)."""

    # predicates a subject has one value of at a time: two current values are a conflict
    single_valued: list[str] = Field(
        default_factory=lambda: [
            "lives_in", "employer", "job", "name", "birthday", "spouse", "nationality", "school", "relationship_status",
        ]
    )  # fmt: skip
    # relations one person cannot hold together (a friend who is also recorded as the boss)
    exclusive_relations: list[list[str]] = Field(
        default_factory=lambda: [
            ["spouse", "partner", "parent", "child", "sibling", "grandparent", "cousin"],
            ["friend", "manager"],
            ["manager", "colleague"],
        ]
    )
    # after this many days without confirmation, an older statement meeting a newer
    # different one is "stale vs recent" rather than a plain contradiction
    recent_days: int = Field(365, ge=1, le=36500)


HalfLife = Annotated[float, Field(gt=0, le=365_000)] | None
_HALF_LIVES: dict[MemoryType, float | None] = {
    MemoryType.profile: None,
    MemoryType.relationship: 1825,
    MemoryType.fact: 730,
    MemoryType.preference: 365,
    MemoryType.event: 365,
    MemoryType.opinion: 180,
    MemoryType.emotion: 14,
}


class DecayPolicy(_Strict):
    """Forgetting as a feature (seed 003 Phase 2, seed 004 §6)."""

    # days for a memory's weight to halve without confirmation or new evidence; null: never fades
    half_life_days: dict[MemoryType, HalfLife] = Field(default_factory=lambda: dict(_HALF_LIVES))
    archive_below: float = Field(0.1, ge=0.0, le=1.0)  # a confirmed memory lighter than this is archived
    # time-sensitive predicates: unconfirmed for this many days, a confirmed memory becomes stale
    stale_after_days: dict[str, Annotated[int, Field(ge=1)]] = Field(
        default_factory=lambda: {"lives_in": 730, "employer": 730, "job": 730, "relationship_status": 730, "goal": 365}
    )

    def half_life(self, memory_type: str) -> float | None:
        """Days to halve for this type (a type left out of the config keeps its default)."""
        kind = MemoryType(memory_type)
        return self.half_life_days[kind] if kind in self.half_life_days else _HALF_LIVES[kind]


class CapacityPolicy(_Strict):
    """Category-protected capacity (seed 003 Phase 3): the lightest go first, but no type
    is pushed below its protected minimum by another."""

    max_active: int = Field(50_000, ge=1)
    protected_per_type: int = Field(1_000, ge=0)


class ReviewPolicy(_Strict):
    """When to ask (seed 000 §12)."""

    later_days: int = Field(7, ge=1, le=365)  # "later" asks again after this many days
    followup_after_days: int = Field(1, ge=0, le=365)  # a planned event is followed up this long after it
    followup_window_days: int = Field(60, ge=1, le=3650)  # and not when it is older than this
    stale_questions_per_run: int = Field(10, ge=0, le=1000)  # "still true?" questions one maintain may ask


class AutonomyPolicy(_Strict):
    """What agents may do on their own (seed 004 §5): by default read and propose.
    Confirming class B/C memories, forgetting, purging and reading secret references
    beyond their labels are never theirs, whatever this says."""

    agents_read: bool = True  # search, get context, read memories (every read is logged)
    agents_propose: bool = True  # capture and propose memories, for the user to confirm
    agents_relay_answers: bool = False  # pass the user's own answer to a question on


class ServePolicy(_Strict):
    """Context for agents (docs/serving.md)."""

    default_budget: int = Field(1200, ge=100, le=100_000)  # tokens, when a caller gives none


class VaultConfig(_Strict):
    version: Literal[1] = 1
    confirmation: ConfirmationPolicy = Field(default_factory=ConfirmationPolicy)
    capture: CapturePolicy = Field(default_factory=CapturePolicy)
    llm: LLMSettings = Field(default_factory=LLMSettings)
    search: SearchSettings = Field(default_factory=SearchSettings)
    watch: WatchSettings = Field(default_factory=WatchSettings)
    conflicts: ConflictPolicy = Field(default_factory=ConflictPolicy)
    decay: DecayPolicy = Field(default_factory=DecayPolicy)
    capacity: CapacityPolicy = Field(default_factory=CapacityPolicy)
    review: ReviewPolicy = Field(default_factory=ReviewPolicy)
    autonomy: AutonomyPolicy = Field(default_factory=AutonomyPolicy)
    serve: ServePolicy = Field(default_factory=ServePolicy)


def for_readers(config: VaultConfig) -> dict[str, Any]:
    """The validated settings as plain data, every default a method would fill in written
    out (``settings_view`` serves them to reading commands without pydantic)."""
    data = config.model_dump(mode="json")
    data["decay"]["half_life_days"] = {t.value: config.decay.half_life(t) for t in MemoryType}
    return data


def load_config(root: Path) -> VaultConfig:
    """Read and validate the vault's config; defaults when the file is absent."""
    from .settings_view import remember

    path = root / CONFIG_PATH
    try:
        text: str | None = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        text = None
    except UnicodeDecodeError:
        raise ConfigError(CONFIG_PATH, None, "not UTF-8 text; save it as UTF-8") from None
    config = parse_config(text) if text is not None else VaultConfig()
    remember(root, text, for_readers(config))  # a later `mim search` reads it without validating again
    return config


def parse_config(text: str) -> VaultConfig:
    try:
        data = yaml.load(text, Loader=yaml.CSafeLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise ConfigError(CONFIG_PATH, mark.line + 1 if mark else None, f"not valid YAML: {exc.problem}") from None
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise ConfigError(CONFIG_PATH, 1, "expected a mapping of settings")
    try:
        return VaultConfig.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = [str(p) for p in err["loc"]]
        key = ".".join(loc)
        if err["type"] == "extra_forbidden":
            reason = f"unknown key {key!r} (see docs/vault-format.md#config for the keys)"
        else:
            reason = f"{key}: {err['msg']}"
        raise ConfigError(CONFIG_PATH, _line_of(text, loc), reason) from None


def _line_of(text: str, loc: list[Any]) -> int | None:
    """1-based line of the key at ``loc`` (a path of mapping keys), best effort."""
    try:
        node = yaml.compose(text, Loader=yaml.CSafeLoader)
    except yaml.YAMLError:
        return None
    line = None
    for part in loc:
        if not isinstance(node, yaml.MappingNode):
            break
        for key, value in node.value:
            if str(key.value) == str(part):
                line, node = key.start_mark.line + 1, value
                break
        else:
            break
    return line


def config_with(path: Path, key: str, value: object) -> str:
    """The config file's text with ``section.key`` set, by editing its line (comments
    kept) or appending the section; validated, so it can replace the file."""
    import re

    section, _, name = key.partition(".")
    if not name or section not in VaultConfig.model_fields:
        raise ConfigError(CONFIG_PATH, None, f"unknown key {key!r}")
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        text = ""
    rendered = yaml.safe_dump(value, default_flow_style=True, allow_unicode=True).strip().removesuffix("...").strip()
    lines = text.splitlines()
    start = next((i for i, line in enumerate(lines) if re.match(rf"{re.escape(section)}:\s*(#.*)?$", line)), None)
    if start is None:
        lines += ["", f"{section}:", f"  {name}: {rendered}"]
    else:
        end = next((i for i in range(start + 1, len(lines)) if lines[i] and not lines[i][0].isspace() and not lines[i].startswith("#")), len(lines))
        for i in range(start + 1, end):
            m = re.match(rf"(\s+){re.escape(name)}:(\s*)([^#]*?)(\s*#.*)?$", lines[i])
            if m:
                lines[i] = f"{m.group(1)}{name}: {rendered}{m.group(4) or ''}"
                break
        else:
            lines.insert(start + 1, f"  {name}: {rendered}")
    new_text = "\n".join(lines) + "\n"
    parse_config(new_text)  # never write a config mimvault could not read back
    return new_text
