"""Evidence in: ``capture`` (one input) and ``import_file`` (a transcript or journal).

Each input takes the same road (DESIGN §5):

1. decode and check it (empty, too large, binary: a one-line error, nothing written);
2. redact secrets — from here on only the redacted text exists;
3. interpret the redacted text with an extractor (``rules`` or ``llm``), relative to the
   mention time; if the extractor fails, the evidence is still kept, with a notice;
4. one transaction: the evidence file, a secret reference per durable secret, and what
   governance (``capture.Planner``) makes of each candidate — one Git commit.

An import commits in batches (one commit per batch), skips turns it already holds (an
evidence file's ``content_hash`` covers the turn's session, time, speaker and text), and
reports the lines it could not read by number while importing the rest.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from ..capture.derived import scrub as scrub_derived
from ..storage.vault_scan import object_findings
from ..capture.inputs import MACHINE_ROLES, MAX_CAPTURE_BYTES, check_input
from ..errors import InvalidValueError, MimvaultError
from ..governance.planner import Outcome, Planner
from ..ids import new_id
from ..interpretation import Candidate, Extractor, get_extractor
from ..model import Evidence, SecretRef, SourceType, State, first_line
from .arguments import mention_time

if TYPE_CHECKING:
    from ..capture.importers import Problem, Turn
    from ..parts import VaultParts
    from ..storage.transaction import Receipt, Transaction

IMPORT_BATCH = 500  # turns per commit


def make_extractor(parts: VaultParts, name: str | None, llm_url: str | None = None, llm_model: str | None = None) -> Extractor | None:
    """The extractor to use (``none``: keep evidence only), from arguments then config."""
    import os

    name = name or parts.settings.capture.extractor
    if name == "none":
        return None
    if name == "llm":
        settings = parts.settings.llm
        api_key = os.environ.get(settings.api_key_env) if settings.api_key_env else None
        return get_extractor(
            "llm",
            url=llm_url or settings.url,
            model=llm_model or settings.model,
            api_key=api_key,
            timeout=settings.timeout_seconds,
            retries=settings.retries,
        )
    return get_extractor(name)


def _resolve(parts: VaultParts, extractor: str | Extractor | None, llm_url: str | None, llm_model: str | None) -> Extractor | None:
    if extractor is None or isinstance(extractor, str):
        return make_extractor(parts, extractor, llm_url, llm_model)
    return extractor  # an Extractor object (the Python API may bring its own)


@dataclass
class Interpreted:
    """One input after redaction and extraction, ready to stage."""

    evidence: Evidence
    refs: list[SecretRef]
    candidates: list[Candidate]
    secrets_removed: int
    redacted_kinds: list[str]
    failure: str | None = None  # why the extractor gave nothing
    ungrounded: list[tuple[Candidate, str]] = field(default_factory=list)  # proposed, not said: why


def interpret(
    parts: VaultParts,
    text: str,
    *,
    source: SourceType,
    session: str | None,
    mentioned_at: datetime | None,
    extractor: Extractor | None,
    speaker: str | None = None,
    content_hash: str | None = None,
    among_people: bool = False,
    conversation: str | None = None,
) -> Interpreted:
    from ..capture.redaction import redact_for_capture

    now = parts.now()
    said = mentioned_at or now
    redaction = redact_for_capture(text, str(source), f"{said:%Y-%m-%d}")
    del text  # from here on, only the redacted text exists
    body = redaction.text.strip("\n")
    candidates: list[Candidate] = []
    ungrounded: list[tuple[Candidate, str]] = []
    failure = None
    if extractor is not None and body.strip():
        try:
            if getattr(extractor, "name", "") == "rules":  # "that place": the vault's employers resolve it
                catalog = parts.catalog
                candidates = extractor.extract(
                    body, said, known_names=tuple(catalog.people_names()), known_employers=tuple(catalog.employer_names()),
                    known_partners=tuple(catalog.partner_names()),
                )
            else:
                candidates = extractor.extract(body, said)
            if getattr(extractor, "name", "") != "rules":
                # The rules read claims as they extract, and their objects come from the
                # clauses themselves (normalised on purpose: "architecture, Edinburgh", a
                # rule's "metric", "that place" resolved to the employer the vault knows).
                # Any other extractor's candidate must be found in the words said.
                from ..interpretation.assess import assess
                from ..interpretation.grounding import ground

                candidates, ungrounded = ground(candidates, body)
                candidates = assess(candidates, body, said)
        except MimvaultError as exc:
            failure = str(exc)
        except ValidationError as exc:  # an extractor proposing an invalid candidate: its fault, not the input's
            failure = f"the {getattr(extractor, 'name', 'extractor')} extractor proposed an invalid candidate ({exc.errors()[0]['loc'][0]})"
    if speaker or among_people:
        # words said to another person, not to the assistant: a request in them is theirs to
        # hear ("keep it up!", "send me the photos"), never a rule for how mimvault serves the user
        candidates = [c for c in candidates if c.predicate != "instruction" and c.mode != "instruction"]
    if speaker:  # another person's words are about them (and their kin), not the vault's owner
        candidates = [c.model_copy(update={"subject": _of_speaker(c.subject, speaker)}) for c in candidates]
    evidence = Evidence(
        id=new_id("evidence", now),
        title=first_line(body),
        source_type=source,
        actor=str(parts.actor),
        speaker=speaker,
        session=session,
        conversation=conversation,
        mentioned_at=mentioned_at,
        captured=now,
        entities=_entities(candidates),
        redactions=redaction.kinds,
        content_hash=content_hash or hashlib.sha256(body.encode("utf-8")).hexdigest(),
        text=body,
    )
    refs = [
        SecretRef(
            id=new_id("secret_ref", now),
            state=State.pending_review,
            category=p.category,
            label=p.label,
            hint=p.hint,
            evidence=[evidence.id],
            created=now,
            updated=now,
        )
        for p in redaction.proposals
    ]
    return Interpreted(evidence, refs, candidates, len(redaction.findings), redaction.kinds, failure, ungrounded)


def _of_speaker(subject: str, speaker: str) -> str:
    """Whom another speaker's statement is about: themselves for "I", theirs for "my
    sister" ("Melanie's sister", "小林的姐姐"), anyone else as named."""
    if subject == "user":
        return speaker
    mine = re.match(r"(?:my|our)\s+(.+)$", subject, re.IGNORECASE) or re.match(r"(?:我们|我)的?(.+)$", subject)
    if mine is None:
        return subject
    joiner = "的" if re.search(r"[\u3400-\u9fff]", subject) else "'s "
    return f"{speaker}{joiner}{mine.group(1)}"[:80]


def _entities(candidates: list[Candidate]) -> list[str]:
    seen: dict[str, None] = {}
    for c in candidates:
        for value in (c.object, c.time):
            if value and c.type not in ("opinion", "preference", "emotion"):
                seen.setdefault(value, None)
    return list(seen)[:20]


def stage(tx: Transaction, planner: Planner, item: Interpreted, ref: datetime | None) -> list[Outcome]:
    tx.put(item.evidence)
    for ref_obj in item.refs:
        tx.put(ref_obj)
    outcomes = planner.plan(item.candidates, item.evidence, ref)
    return outcomes + [Outcome(c, "dropped", reason=f"not grounded: {why}") for c, why in item.ungrounded]


# --- capture ------------------------------------------------------------------------


def capture(
    parts: VaultParts,
    text: str,
    *,
    source_type: str = "chat",
    session: str | None = None,
    mentioned_at: str | datetime | None = None,
    extractor: str | Extractor | None = None,
    llm_url: str | None = None,
    llm_model: str | None = None,
) -> Receipt:
    """Record an input as evidence and interpret it into memory candidates (one commit)."""
    text = check_input(text)
    mentioned_at = mention_time(mentioned_at)
    try:
        source = SourceType(source_type)
    except ValueError:
        choices = ", ".join(s.value for s in SourceType)
        raise InvalidValueError(f"source {source_type!r}: expected one of {choices}") from None
    active = _resolve(parts, extractor, llm_url, llm_model)
    item = interpret(parts, text, source=source, session=session, mentioned_at=mentioned_at or parts.now(), extractor=active
    )
    del text
    if parts.catalog.is_empty():
        parts.refresh()  # else trust it: a stat of every file would cost ~0.5 s at 100k
    with parts.transaction("capture") as tx:
        planner = Planner(tx, parts.catalog, parts.settings, parts.actor, active.name if active else "none", parts.now())
        outcomes = stage(tx, planner, item, item.evidence.mentioned_at)
        scrubbed = scrub_derived(tx, partial(object_findings, tx=tx))  # never fail a capture on mimvault's own derived words
        counts = Counter(o.action for o in outcomes)
        tx.subject = f"capture: {item.evidence.id} ({source}; {_tally(counts, item.secrets_removed)})"
    receipt = tx.receipt
    assert receipt is not None
    receipt.id = item.evidence.id
    receipt.details = {
        "evidence": item.evidence.id,
        "extractor": active.name if active else "none",
        "candidates": [o.to_json() for o in outcomes],
        "redacted": item.redacted_kinds,
        "secret_refs": [{"id": r.id, "category": r.category, "label": r.label} for r in item.refs],
    }
    receipt.notices += _notices(item) + scrubbed
    return receipt


def _tally(counts: Counter, secrets_removed: int = 0) -> str:
    parts = [f"{n} {action}" for action, n in sorted(counts.items())] or ["no memory"]
    if secrets_removed:
        parts.append(f"{secrets_removed} secret(s) removed")
    return ", ".join(parts)


def _notices(item: Interpreted) -> list[str]:
    notices = []
    if item.secrets_removed:
        from ..secrets.labels import kind_label

        kinds = ", ".join(sorted({kind_label(k) for k in item.redacted_kinds}))
        refs = ", ".join(r.id for r in item.refs) or "none needed"
        notices.append(
            f"removed {item.secrets_removed} secret(s) ({kinds}) before saving: put them in your password "
            f"manager; mimvault keeps only a reference ({refs})"
        )
    if item.failure:
        notices.append(f"{item.failure}; the evidence is saved ({item.evidence.id}) without candidates")
    return notices


# --- import -------------------------------------------------------------------------


@dataclass
class ImportReport:
    path: str
    format: str
    turns: int = 0  # turns read from the file
    stored: int = 0  # new evidence files
    duplicates: int = 0  # turns the vault already holds
    replies: int = 0  # assistant turns, not stored
    outcomes: Counter = field(default_factory=Counter)  # created / merged / dropped
    commits: list[str] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "format": self.format,
            "turns": self.turns,
            "stored": self.stored,
            "duplicates": self.duplicates,
            "replies_skipped": self.replies,
            "memories": dict(self.outcomes),
            "commits": self.commits,
            "problems": [{"line": p.line, "reason": p.reason} for p in self.problems],
            "notices": self.notices,
        }


def import_file(
    parts: VaultParts,
    path: str | Path,
    *,
    fmt: str | None = None,
    session: str | None = None,
    extractor: str | Extractor | None = None,
    llm_url: str | None = None,
    llm_model: str | None = None,
    batch_size: int = IMPORT_BATCH,
    progress: Callable[[int], None] | None = None,
    on_start: Callable[[int], None] | None = None,
) -> ImportReport:
    from ..capture.importers import Problem, parse_file, turn_hash

    path = Path(path)
    fmt, turns, problems = parse_file(path, fmt)
    active = _resolve(parts, extractor, llm_url, llm_model)
    report = ImportReport(str(path), fmt, turns=len(turns), problems=list(problems))
    if on_start:
        on_start(len(turns))
    parts.refresh()
    occurrences: Counter = Counter()
    pending: list[tuple[Turn, str, str]] = []  # turn, session, hash
    for turn in turns:
        turn_session = turn.session or session or path.stem
        key = (turn_session, turn.time, turn.role.lower(), turn.text.strip())
        occurrences[key] += 1
        if turn.role.lower() in MACHINE_ROLES:
            report.replies += 1
            continue
        digest = turn_hash(turn, turn_session, occurrences[key])
        if parts.catalog.with_content_hash(digest):
            report.duplicates += 1
            continue
        if len(turn.text.encode("utf-8")) > MAX_CAPTURE_BYTES:
            report.problems.append(Problem(turn.line, "a turn larger than 1 MB; skipped"))
            continue
        pending.append((turn, turn_session, digest))
    # the sessions where the user talks with other people, not with an assistant
    among_people = {t.session or session or path.stem for t in turns if not t.from_user and t.role.lower() not in MACHINE_ROLES}
    done = len(turns) - len(pending)
    if progress and done:
        progress(done)
    guard = _FailureGuard(active)
    for start in range(0, len(pending), batch_size):
        batch = pending[start : start + batch_size]
        _import_batch(parts, path, batch, guard, report, progress, among_people)
    if guard.gave_up:
        report.notices.append(
            f"gave up on the {guard.name} extractor after {guard.LIMIT} failures in a row; "
            "the turns after that are kept as evidence only"
        )
    report.problems.sort(key=lambda p: p.line)
    return report


def _import_batch(
    parts: VaultParts,
    path: Path,
    batch: list[tuple[Turn, str, str]],
    guard: _FailureGuard,
    report: ImportReport,
    progress: Callable[[int], None] | None,
    among_people: set[str] = frozenset(),  # type: ignore[assignment]
) -> None:
    items = []
    failures = 0
    for turn, turn_session, digest in batch:
        extractor = guard.current()
        item = interpret(parts,
            turn.text,
            source=SourceType.import_,
            session=turn_session,
            mentioned_at=turn.time,
            extractor=extractor,
            speaker=None if turn.from_user else turn.role,
            content_hash=digest,
            among_people=turn_session in among_people,
            conversation=turn.conversation,
        )
        failures += item.failure is not None
        guard.record(item.failure is not None)
        items.append((item, turn))
    name = guard.name
    with parts.transaction("import") as tx:
        planner = Planner(tx, parts.catalog, parts.settings, parts.actor, name, parts.now())
        counts: Counter = Counter()
        for item, turn in items:
            counts.update(o.action for o in stage(tx, planner, item, turn.time))
        report.notices += scrub_derived(tx, partial(object_findings, tx=tx))
        tx.subject = f"import: {len(items)} turns from {path.name} ({_tally(counts)})"
    assert tx.receipt is not None and tx.receipt.commit
    report.commits.append(tx.receipt.commit)
    report.stored += len(items)
    report.outcomes.update(counts)
    if failures:
        report.notices.append(f"the {name} extractor failed on {failures} turn(s); their evidence is saved")
    for item, _ in items:
        if item.secrets_removed:
            report.notices.append(f"{item.evidence.id}: removed {item.secrets_removed} secret(s) before saving")
    if progress:
        progress(len(items))




class _FailureGuard:
    """Stops calling an extractor that keeps failing (a dead endpoint), so an import of
    10k turns does not wait out 10k timeouts."""

    LIMIT = 3

    def __init__(self, extractor: Extractor | None):
        self.extractor = extractor
        self.name = extractor.name if extractor else "none"
        self.in_a_row = 0
        self.gave_up = False

    def current(self) -> Extractor | None:
        return None if self.gave_up else self.extractor

    def record(self, failed: bool) -> None:
        self.in_a_row = self.in_a_row + 1 if failed else 0
        if self.in_a_row >= self.LIMIT:
            self.gave_up = True


# --- the backbone interview -----------------------------------------------------------


def interview_answer(parts: VaultParts, key: str, answer: str, *, lang: str = "en") -> dict[str, Any]:
    """Record the answer to one backbone question (``capture.interview``): the question
    and answer as the user's evidence, and for a direct question the memory it states
    (confirmed: the user said it); free answers are extracted."""
    from ..capture.interview import BY_KEY, statement
    from .memories import remember

    question = BY_KEY.get(key)
    if question is None:
        raise InvalidValueError(f"question {key!r}: expected one of {', '.join(BY_KEY)}")
    if lang not in ("en", "zh"):
        raise InvalidValueError(f"lang {lang!r}: expected en or zh")
    answer = " ".join((answer or "").split())
    if not answer:
        raise InvalidValueError("answer: empty (skip the question instead)")
    if question.predicate is None:
        receipt = capture(parts, f"{question.text(lang)}\n{answer}", source_type="user_form")
        return {"question": key, "evidence": receipt.id, "candidates": receipt.details.get("candidates", []), "notices": receipt.notices}
    said = capture(parts, f"{question.text(lang)}\n{answer}", source_type="user_form", extractor="none")
    if said.details.get("redacted"):
        return {"question": key, "evidence": said.id, "memory": None, "notices": said.notices}
    receipt = remember(
        parts,
        statement(question, answer, lang),
        type=question.type or "fact",
        subject="user",
        predicate=question.predicate,
        object=answer if len(answer) <= 80 else None,
        evidence=[said.id],
    )
    return {"question": key, "evidence": said.id, "memory": receipt.id, "notices": receipt.notices}
