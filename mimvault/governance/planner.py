"""Write-time governance: what becomes of each candidate an extractor proposes.

For each candidate, in order (seed 000 §10.1–10.2, seed 003 Phase 1):

1. below the importance threshold -> dropped, stays evidence only;
2. the same statement already remembered -> merged (keep-best): one memory gains the new
   evidence link and stronger confidence — never a second file, never concatenated text;
3. a habit -> kept as an inferred preference, promoted only after ``habit_min_evidence``
   pieces of evidence;
4. otherwise a new memory, in the state its confirmation class and confidence allow
   (``govern.initial_state``); an emotion stays an emotion, short-lived (``scope:
   session``), never a fact.

A stated change of place or employer ("I moved to Tokyo") also yields the fact it
implies (``lives_in Tokyo``), from that time on.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from ..errors import MimvaultError
from ..ids import new_id
from ..interpretation import Candidate
from ..interpretation.claims import PAST_STATE, told_as_over
from ..interpretation.work_talk import DIRECTS, SUGGESTED as TALK_SUGGESTED
from ..model import (
    INACTIVE_STATES,
    Actor,
    Evidence,
    Memory,
    MemoryType,
    Scope,
    SourceType,
    State,
    first_line,
)
from ..permissions import initial_state, instruction_risk, may_revise, memory_class
from ..statement_keys import (
    IDENTITY_SLOTS,
    LIFE_ONCE_EVENTS,
    ONCE_EVENTS,
    entity_key,
    memory_key,
    norm_words,
    slot_of,
    topic_of,
)
from ..timeparse import parse as parse_time
from ..timeparse import tense
from .conflicts import promoted_from, same_value
from .facets import Facet, with_said
from .governor import Governor

if TYPE_CHECKING:
    from ..config import VaultConfig
    from ..storage.catalog import Catalog
    from ..storage.transaction import Transaction

# Two distant mention times: a reading that differs between them is relative.
_PROBE_A = datetime(2001, 3, 14, 12, tzinfo=timezone.utc)
_PROBE_B = datetime(2011, 9, 21, 12, tzinfo=timezone.utc)
# A change event implies the current fact: moving means living there now.
IMPLIED_FACTS = {"lives_in", "employer"}
_ACTIVE = [s.value for s in State if s not in INACTIVE_STATES]
_PLANS = frozenset({"plan", "appointment"})
# Candidates whose clause states nothing the user asserts: the evidence keeps the words.
_NOT_A_STATEMENT = {
    "question": "a question states nothing; the evidence keeps the words",
    "hypothetical": "a wish or a hypothetical is not a fact; the evidence keeps the words",
    "quoted": "quoted or pasted text is someone else's, never a rule or a fact; the evidence keeps it",
    "pleasantry": "small talk; the evidence keeps the words",
}


@dataclass
class Outcome:
    """What governance did with one candidate."""

    candidate: Candidate
    action: str  # created | merged | dropped
    memory_id: str | None = None
    state: str | None = None
    reason: str = ""

    def to_json(self) -> dict[str, Any]:
        c = self.candidate
        out: dict[str, Any] = {"type": c.type, "text": c.text, "action": self.action}
        for key in ("predicate", "object", "time"):
            if getattr(c, key):
                out[key] = getattr(c, key)
        out["confidence"] = c.confidence
        if self.memory_id:
            out["memory"] = self.memory_id
        if self.state:
            out["state"] = self.state
        if self.reason:
            out["reason"] = self.reason
        return out


# mimvault's own mark where a secret was ("[REDACTED:password]"), or its word alone as a name read from it
_REDACTION_MARK = re.compile(r"\[REDACTED|\bREDACTED\b")


class Planner:
    """Stages the memories of one capture (or one import batch) into a transaction."""

    def __init__(self, tx: Transaction, catalog: Catalog, config: VaultConfig, actor: Actor, extractor: str, now: datetime):
        self.tx = tx
        self.catalog = catalog
        self.config = config
        self.actor = actor
        # who proposes: the user's captures are interpreted by the system's extractor
        self.proposer = Actor("system", extractor) if actor.kind == "user" else actor
        self.now = now
        self._staged: dict[str, Memory] = {}  # key -> memory staged in this batch
        self._new_ids: set[str] = set()  # memories this batch creates (no file yet)
        self.governor = Governor(tx, catalog, config, actor, now)  # conflicts -> questions
        self._told_together: set[str] = set()

    def plan(self, candidates: list[Candidate], evidence: Evidence, ref: datetime | None) -> list[Outcome]:
        """Stage what each candidate becomes; ``ref`` is the mention time (None: unknown)."""
        outcomes = []
        candidates = _with_implied_facts(candidates)
        restated = _restated_rules(candidates)
        self._told_together = _values_told_together(candidates)
        for n, candidate in enumerate(candidates):
            if n in restated:
                outcomes.append(Outcome(candidate, "dropped", reason="replaced by a later rule on the same topic in the same message"))
                continue
            outcomes.append(self._one(candidate, evidence, ref))
        return outcomes

    def _one(self, c: Candidate, evidence: Evidence, ref: datetime | None) -> Outcome:
        threshold = self.config.capture.importance_threshold
        if c.importance < threshold:
            return Outcome(c, "dropped", reason=f"importance {c.importance:.2f} is below the threshold {threshold:.2f}")
        if c.object and _REDACTION_MARK.search(c.object):
            return Outcome(c, "dropped", reason="what is left of a secret is no value to remember")  # "[REDACTED:pin]" read as a name
        silent = _NOT_A_STATEMENT.get(c.mode)
        if silent or (c.mode == "negated" and c.type in ("fact", "profile", "relationship", "event")):
            return Outcome(c, "dropped", reason=silent or "a negation states no fact; the evidence keeps the words")
        own = self._own(c, evidence)
        if c.corrects and c.subject == "user" and self.actor.kind != "agent" and not evidence.speaker:
            placed = self._in_its_slot(c)
            if placed is None:
                return Outcome(c, "dropped", reason=f"a correction of {c.corrects}, which the vault does not hold")
            c = placed
            # "Correction: it's Bradford, not Leeds": what the user says was said wrongly goes (never a past value)
            self.governor.take_back("user", c.predicate, c.corrects)
        key = memory_key(c.type, c.subject, c.predicate, c.object, c.text, c.topic)
        existing = self._existing(key) or self._same_identity(c) or self._past_value(key, c, ref)
        if existing is not None and not _another_time(existing, c, ref):
            if c.topic == "alias" and existing.object and not _same_words(existing.object, c.object):
                return self._add_alias(c, existing, evidence)
            return self._merge(c, existing, evidence, own)
        rejected = self.catalog.with_key(key, [State.rejected.value])
        if rejected:
            return Outcome(c, "dropped", rejected[0], State.rejected.value, "you rejected this statement before")
        memory = self._new(c, evidence, ref, own)
        self.tx.put(memory)
        self._new_ids.add(memory.id)
        questions = len(self.governor.issues)
        notes = len(self.governor.notes)
        # two values of one slot in one message ("I live in Lisbon. I live in Seoul."): which
        # is true now is a question, not a change
        together = topic_of(c.type, c.subject, c.predicate, c.object, c.event_type, c.topic) in self._told_together
        guess = bool(c.doubt) and c.subject == "user" and self.actor.kind != "agent" and not evidence.speaker
        # a thing of the user's work or a stay may overtake an older unconfirmed value; a name heard in
        # talk of work only an older guess no surer than itself (it is as often a client's, a tool's or a
        # department's, and never puts aside what the user said)
        weak = c.doubt in (TALK_SUGGESTED, DIRECTS)
        memory = self.governor.check(memory, change=c.change, said=ref, own=own and not together, guess=guess and not together, overtakes=guess, weak=weak)
        self._staged[key] = memory
        self._staged[_key_of(memory)] = memory  # governance may have named it ("we got married": the partner)
        if len(self.governor.issues) > questions:
            reason = f"contradicts what you have: asked in {self.governor.issues[-1]} (`mim review`)"
        elif len(self.governor.notes) > notes:
            reason = self.governor.notes[-1]
        else:
            reason = "" if memory.state == State.confirmed else self._why_waiting(memory, c, own)
        return Outcome(c, "created", memory.id, str(memory.state), reason)

    def _in_its_slot(self, c: Candidate) -> Candidate | None:
        """A correction in the slot it mends: its own, or — none named ("更正一下，不是无锡，是常州") — the
        slot whose live value is the one said wrongly, the rest of that value's name going with it ("not
        Nordwell, it's Nordway" for "Nordwell Bank" is Nordway Bank). None: the vault holds no such value."""
        if c.predicate is not None:
            return c
        held = self._held_value(c.corrects or "")
        if held is None:
            return None
        rest = held.object[len(c.corrects or "") :] if held.object and held.object.lower().startswith((c.corrects or "").lower()) else ""
        meant = c.object + rest if rest.startswith(" ") and c.object and not c.object.endswith(rest) else c.object
        return c.model_copy(update={"type": held.type, "predicate": held.predicate, "topic": None, "object": meant})

    def _held_value(self, value: str) -> Memory | None:
        """The user's live memory of a one-value slot that holds ``value`` (the latest told), if any."""
        topics = self.catalog.topics_under("val|user|")
        held = [d for d in self.catalog.on_topic(topics, _ACTIVE) if same_value(d.get("object"), value)]
        if not held:
            return None
        latest = max(held, key=lambda d: str(d.get("updated") or d.get("created") or ""))
        loaded = self.tx.load(latest["id"]).obj
        return loaded if isinstance(loaded, Memory) else None

    def _own(self, c: Candidate, evidence: Evidence) -> bool:
        """The user's own plain assertion about themselves (``claims.Claim.users_own``)."""
        return (
            c.subject == "user"
            and c.mode in ("assertion", "instruction", "plan")
            and not c.doubt
            and self.actor.kind != "agent"
            and not evidence.speaker
        )

    def _entity(self, c: Candidate) -> str | None:
        """A once-event's employer or place as the vault already knows it: "字节" is the
        "字节跳动" a departure was recorded from (a short and a long form; "中国银行" and
        "中国移动" stay two)."""
        if c.event_type not in ONCE_EVENTS or c.event_type in LIFE_ONCE_EVENTS or not c.object:
            return None
        key = entity_key(c.object)
        if not re.search(r"[\u3400-\u9fff]", key):
            return None  # Latin short and long forms already share a key ("Acme Media", "Acme")
        prefix = f"evt|{c.event_type}|"
        known = [t[len(prefix) :] for t in self.catalog.topics_under(prefix)]
        known += [entity_key(m.topic or m.object) for m in self._staged.values() if m.event_type == c.event_type and m.object]
        for entity in known:
            if entity != key and len(min(entity, key, key=len)) >= 2 and (entity.startswith(key) or key.startswith(entity) or _after_its_town(entity, key) or _after_its_town(key, entity)):
                return entity
        return None

    def _same_identity(self, c: Candidate) -> Memory | None:
        """The user's name (birthday, birthplace) already remembered in another script or
        spelling (王芳 / WANG FANG), or a job title said more vaguely ("engineer" of a
        "structural engineer"): the same statement."""
        if c.subject == "user" and c.predicate == "job" and c.object and c.type == "profile":
            return self._vaguer_title(c)
        if c.subject == "user" and c.predicate == "manager" and c.object:
            return self._same_manager(c)
        if c.subject != "user" or c.predicate not in IDENTITY_SLOTS or not c.object:
            return None
        topic = topic_of(c.type, c.subject, c.predicate, c.object, c.event_type, c.topic)
        # another form of the name ("call me Fang", "my Chinese name is 陈美雅") belongs to it
        # whatever it is; a second full name is compared by its spellings
        alias = c.topic == "alias"
        for data in self.catalog.on_topic([topic] if topic else []):
            if data.get("state") in _ACTIVE and data.get("object") and (alias or same_value(data["object"], c.object)):
                try:
                    obj = self.tx.load(data["id"]).obj
                except MimvaultError:
                    continue
                if isinstance(obj, Memory):
                    return obj
        for memory in self._staged.values():
            if memory.predicate == c.predicate and memory.subject == "user" and memory.object and (alias or same_value(memory.object, c.object)):
                return memory
        return None

    def _same_manager(self, c: Candidate) -> Memory | None:
        """The manager the user has now, named another way ("邵总" of "邵振东"): the same person, more evidence."""
        return self._first_held_now(c, lambda held: held != c.object and same_value(held, c.object, "manager"))

    def _vaguer_title(self, c: Candidate) -> Memory | None:
        words = set(norm_words(c.object).split())
        return self._first_held_now(c, lambda held: bool(words) and words < set(norm_words(held).split()) and not promoted_from(held, c.object))

    def _first_held_now(self, c: Candidate, accept: Callable[[str | None], bool]) -> Memory | None:
        """The newest value of ``c``'s slot the vault holds now (active, not ended) whose object ``accept`` takes."""
        topic = topic_of(c.type, c.subject, c.predicate, c.object, c.event_type, c.topic)
        current = [d for d in self.catalog.on_topic([topic] if topic else []) if d.get("state") in _ACTIVE and not d.get("valid_to")]
        for data in sorted(current, key=lambda d: d.get("updated") or "", reverse=True):
            if accept(data.get("object")):
                try:
                    obj = self.tx.load(data["id"]).obj
                except MimvaultError:
                    continue
                return obj if isinstance(obj, Memory) else None
        return None

    def _add_alias(self, c: Candidate, memory: Memory, evidence: Evidence) -> Outcome:
        """"My Chinese name is 陈美雅": another name for the same person, kept with the name."""
        loaded = None if memory.id in self._new_ids else self.tx.load(memory.id)
        memory = loaded.obj if loaded is not None else memory  # type: ignore[assignment]
        aliases = [*memory.aliases, *([c.object] if c.object and c.object not in memory.aliases else [])]
        sources = memory.evidence if evidence.id in memory.evidence else [*memory.evidence, evidence.id]
        merged = memory.model_copy(update={"aliases": aliases, "evidence": sources, "updated": self.now})
        if loaded is not None:
            self.tx.put(merged, loaded)
        else:
            self.tx.put(merged)
        self._staged[_key_of(merged)] = merged
        self.governor.staged(merged)
        return Outcome(c, "merged", memory.id, str(merged.state), f"another name for {memory.object}: kept as an alias")

    def _existing(self, key: str) -> Memory | None:
        if key in self._staged:
            return self._staged[key]
        # The catalog may lag hand edits (the watcher catches up): trust only the file.
        for memory_id in self.catalog.with_key(key, _ACTIVE):
            try:
                obj = self.tx.load(memory_id).obj
            except MimvaultError:
                continue  # gone or unreadable since it was catalogued
            if isinstance(obj, Memory) and str(obj.state) in _ACTIVE and _key_of(obj) == key:
                return obj
        return None

    def _past_value(self, key: str, c: Candidate, ref: datetime | None) -> Memory | None:
        """A value of a single-valued slot told again with its own time, a time before the
        value that replaced it was heard of ("…and started at Sheaf Valley that January"
        (2018), told in 2023 after "my Limbform badge…" in 2021): the past value the vault
        holds as superseded — more evidence for it, never a current value to ask about."""
        slot = slot_of(c.type, c.predicate, c.topic)
        if c.type == "event" or not c.time or slot is None or slot in IDENTITY_SLOTS:
            return None
        said = _time_fields(c, ref).get("valid_from")
        if not said:
            return None
        for memory_id in self.catalog.with_key(key, [State.superseded.value]):
            try:
                old = self.tx.load(memory_id).obj
                later = self.tx.load(old.superseded_by).obj if isinstance(old, Memory) and old.superseded_by else None
            except MimvaultError:
                continue
            if not isinstance(later, Memory):
                continue
            heard = with_said(self.catalog, [Facet.of(later)])[0].when.date().isoformat()
            if said[:10] < (later.valid_from or heard)[:10]:
                return old
        return None

    def _merge(self, c: Candidate, memory: Memory, evidence: Evidence, own: bool = True) -> Outcome:
        if not may_revise(self.actor) and memory.id not in self._new_ids:
            # an agent never changes what the vault holds; its evidence is kept all the same
            return Outcome(c, "dropped", memory.id, str(memory.state), f"already in the vault as {memory.id}")
        loaded = None if memory.id in self._new_ids else self.tx.load(memory.id)
        memory = loaded.obj if loaded is not None else memory  # type: ignore[assignment]
        if evidence.id in memory.evidence:
            return Outcome(c, "merged", memory.id, str(memory.state), "already rests on this evidence")
        sources = [*memory.evidence, evidence.id]
        confidence = round(min(0.99, 1 - (1 - memory.confidence) * (1 - 0.5 * c.confidence)), 2)
        update: dict[str, Any] = {"evidence": sources, "confidence": confidence, "updated": self.now}
        if memory.state == State.confirmed:
            update["last_confirmed"] = self.now  # said again: still true (staleness restarts)
        promoted = ""
        if "habit" in memory.tags:
            if len(sources) >= self.config.capture.habit_min_evidence:
                update["confidence"] = max(confidence, self.config.confirmation.auto_confirm_min_confidence)
                update["tags"] = [t for t in memory.tags if t != "habit"]
                promoted = f"a habit seen {len(sources)} times: promoted to a preference"
        candidate_state = memory.model_copy(update=update)
        may_promote = (
            own and memory.subject in (None, "user") and memory.type != MemoryType.emotion and memory.event_type not in _PLANS
            and not c.episodic and "episode" not in memory.tags  # an ordinary day told twice is still one: never put to review
        )
        if may_promote and memory.state in (State.inferred, State.pending_review) and (promoted or "habit" not in memory.tags):
            state = initial_state(self.proposer, candidate_state, self.config.confirmation)
            if state == State.confirmed or (memory.state == State.inferred and state == State.pending_review):
                update["state"] = state
        merged = memory.model_copy(update=update)
        if loaded is not None:
            self.tx.put(merged, loaded)
        else:  # staged earlier in this batch: replace the staged version
            self.tx.put(merged)
        self._staged[_key_of(merged)] = merged
        self.governor.staged(merged)
        if merged.state == State.confirmed and memory.state != State.confirmed:
            self.governor.settle_proposed(merged)  # a change the user's words now confirm
        reason = promoted or f"the same statement, now on {len(sources)} pieces of evidence"
        return Outcome(c, "merged", memory.id, str(merged.state), reason)

    def _new(self, c: Candidate, evidence: Evidence, ref: datetime | None, own: bool = True) -> Memory:
        memory = Memory(
            id=new_id("memory", self.now),
            type=MemoryType(c.type),
            state=State.inferred,
            title=first_line(c.text),
            aliases=[f"{c.subject} {c.predicate} {c.object}"] if c.predicate and c.object and not c.episodic else [],
            subject=c.subject,
            predicate=c.predicate,
            object=c.object,
            event_type=c.event_type,
            topic=self._entity(c) if c.type == "event" else c.topic if c.topic != "alias" else None,
            confidence=c.confidence,
            importance=c.importance,
            sensitivity=c.sensitivity,
            scope=Scope.session if c.type == "emotion" else Scope.long_term,
            source_type=SourceType(evidence.source_type),
            evidence=[evidence.id],
            created=self.now,
            updated=self.now,
            tags=["habit"] if c.habit else ["episode"] if c.episodic else [],
            text=c.text,
            **_time_fields(c, ref),
        )
        if c.habit or c.type == "emotion" or c.event_type in _PLANS or c.subject != "user" or c.episodic:
            # a routine waits for more evidence; a feeling is a snapshot; a plan is a
            # follow-up; an episode is the word of an ordinary day; what the user tells of
            # someone else is theirs: none is confirmed
            state = State.inferred
        else:
            state = initial_state(self.proposer, memory, self.config.confirmation)
            if not own and state == State.confirmed:
                state = State.pending_review  # not the user's plain word: the user confirms it
        return memory.model_copy(
            update={"state": state, "last_confirmed": self.now if state == State.confirmed else None}
        )

    def _why_waiting(self, memory: Memory, c: Candidate, own: bool = True) -> str:
        if c.subject != "user":
            return f"about {c.subject}, as you told it: kept as theirs, not confirmed"
        if c.type == "emotion":
            return "a feeling of the moment: kept for this session, never a fact"
        if c.event_type in _PLANS:
            return "a plan: mimvault asks how it went once its day has passed (`mim followups`)"
        if c.episodic:
            return "an episode told in passing: kept for search and context, not confirmed"
        klass = memory_class(memory, self.config.confirmation)
        if klass == "C" and memory.predicate == "instruction" and self.actor.kind != "agent":
            return f"class C: an instruction only you can confirm ({instruction_risk(memory.text)})"
        if c.doubt:
            return f"{c.doubt}: needs your confirmation"
        if c.habit:
            need = self.config.capture.habit_min_evidence
            return f"a habit becomes a preference after {need} pieces of evidence"
        if self.actor.kind == "agent":
            return "proposed by an agent: the user confirms it"
        if klass == "C" and memory.predicate == "instruction":
            return f"class C: an instruction only you can confirm ({instruction_risk(memory.text)})"
        if klass != "A":
            return f"class {klass}: needs your confirmation"
        return f"confidence {memory.confidence:.2f} is below auto-confirm {self.config.confirmation.auto_confirm_min_confidence:.2f}"


def _after_its_town(long: str, short: str) -> bool:
    """A name and the same name after its town, as a company's full name opens ("醴陵华光瓷厂"
    and "华光"; "中国银行" and "银行" stay two, a generic word is no name)."""
    at = long.find(short)
    if at <= 0 or len(short) < 2:
        return False
    from ..places import place_of

    return bool(place_of(long[:at])) and long[:at] not in ("中国", "中华")


def _another_time(existing: Memory, c: Candidate, ref: datetime | None) -> bool:
    """The same statement told with a time that cannot be the same is not the same
    statement: it is kept apart, so that the two can be asked about (a timeline
    conflict). A time only in words ("right after Spring Festival 2022") is compared by
    its words and the years they name."""
    if not c.time:
        return False
    fields = _time_fields(c, ref)
    said = fields.get("valid_from")
    if said and existing.valid_from:
        if c.type != "event":
            return False  # a fact said again with a time: still the fact
        from .facets import loose_span

        mine = Facet("new", "event", "inferred", "user", None, None, None, said, fields.get("valid_to"),
                     fields.get("time_precision"), c.time, 0, 0, existing.created, None, "")  # fmt: skip
        (a0, a1), (b0, b1) = loose_span(mine), loose_span(Facet.of(existing))
        return a1 < b0 or b1 < a0
    if existing.time_raw and norm_words(existing.time_raw) != norm_words(c.time):
        years_new = set(re.findall(r"(?:19|20)\d\d", c.time)) | ({said[:4]} if said else set())
        years_old = set(re.findall(r"(?:19|20)\d\d", existing.time_raw)) | ({existing.valid_from[:4]} if existing.valid_from else set())
        return not (years_new and years_old and years_new & years_old) or not said or not existing.valid_from
    return False


def _same_words(a: str | None, b: str | None) -> bool:
    return norm_words(a) == norm_words(b)


def _key_of(memory: Memory) -> str:
    return memory_key(memory.type, memory.subject, memory.predicate, memory.object, memory.text, memory.topic)


def _slot_topic(c: Candidate) -> str | None:
    if c.type == "event" or not slot_of(c.type, c.predicate, c.topic):
        return None
    return topic_of(c.type, c.subject, c.predicate, c.object, c.event_type, c.topic)


def _restated_rules(candidates: list[Candidate]) -> set[int]:
    """Rules on one topic said twice in one message ("in Rust. Actually, in Go."): all but
    the last, which is what the user settled on."""
    last: dict[str, int] = {}
    for n, c in enumerate(candidates):
        topic = _slot_topic(c)
        if topic and c.type == "preference":
            last[topic] = n
    return {n for n, c in enumerate(candidates) if c.type == "preference" and last.get(_slot_topic(c) or "", n) != n}


def _values_told_together(candidates: list[Candidate]) -> set[str]:
    """Slots given two different values in one message."""
    values: dict[str, set[str]] = {}
    for c in candidates:
        topic = _slot_topic(c)
        if topic and c.type != "preference" and c.object:
            values.setdefault(topic, set()).add(entity_key(c.object))
    return {t for t, v in values.items() if len(v) > 1}


def _with_implied_facts(candidates: list[Candidate]) -> list[Candidate]:
    out = []
    for c in candidates:
        out.append(c)
        if c.type == "event" and c.change and c.predicate in IMPLIED_FACTS and c.object and not told_as_over(f"{c.text} {c.time or ''}"):
            # (a move told as history — "三岁才搬去重庆", "when I was 5" — says nothing of now)
            out.append(c.model_copy(update={"type": "fact", "event_type": None}))
    return out


def _time_fields(c: Candidate, ref: datetime | None) -> dict[str, Any]:
    fields = _told_time(c, ref)
    if _ended_state(c) and not fields.get("valid_to"):
        # "I used to live in Berlin", "我小时候住在成都": over — when it ended is its own
        # time if told ("in 2015"), else no later than when it was said
        if fields.get("valid_from"):
            fields["valid_to"] = fields["valid_from"]
        elif ref is not None:
            fields.update(valid_to=ref.date().isoformat(), time_precision="rough")
    return fields


def _ended_state(c: Candidate) -> bool:
    slot = slot_of(c.type, c.predicate, c.topic)
    return bool(slot) and slot not in IDENTITY_SLOTS and not c.change and c.type in ("fact", "profile", "relationship") and (told_as_over(c.text) or c.doubt == PAST_STATE)


def _told_time(c: Candidate, ref: datetime | None) -> dict[str, Any]:
    if c.change and c.type == "preference":
        return {"valid_from": ref.date().isoformat(), "time_precision": "day"} if ref else {}  # "from now on"
    if not c.time:
        return {}
    direction = "future" if c.event_type in _PLANS else tense(c.text)  # a plan is to come, however it is told
    reading = parse_time(c.time, ref or _PROBE_A, direction=direction)
    if reading.kind == "none":
        return {}
    fields: dict[str, Any] = {"time_raw": c.time}
    if ref is None and reading.value != parse_time(c.time, _PROBE_B, direction=tense(c.text)).value:
        # relative words ("last April") said at an unknown time: honest, not resolved
        fields["time_precision"] = "rough"
        return fields
    if reading.kind == "unresolved":
        fields["time_precision"] = "rough"
        return fields
    fields["valid_from"] = as_fuzzy(reading.value, reading.grain)
    if reading.kind == "interval" and not (c.change and c.type in ("fact", "profile", "relationship")):
        # ("moved this weekend": the home is from then on, not for a weekend)
        fields["valid_to"] = as_fuzzy(reading.end, reading.grain)
    fields["time_precision"] = "rough" if reading.rough else reading.grain
    return fields


def as_fuzzy(value: str | None, grain: str) -> str | None:
    """A reading's value in the memory's fuzzy-time form (weeks as their Monday)."""
    if value is None:
        return None
    if grain in ("minute", "hour", "second"):
        return value[:16]
    return value
