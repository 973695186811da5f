"""Conflicts become questions; answers become versions (seed 000 §11–12).

``Governor`` runs inside a write transaction — a capture, a ``remember``, ``mim
maintain`` — after new memories are staged. For each contradiction ``conflicts.py``
finds it either settles it (an explicit change the policy lets mimvault apply: "I moved
to New York" supersedes "I live in Seattle") or asks: the memories involved become
``conflicted`` (they lose rank in retrieval, nothing is deleted) and one issue file holds
the question. A contradiction joins the open question on the same memories rather than
asking twice, and one the user already answered is not asked again.

``answer`` applies the user's answer to a question: the chosen memory is confirmed (a
newer one ``supersedes`` the older, which is kept as ``superseded``; a wrong one becomes
``rejected``), the issue is closed — all in the caller's one commit.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from ..errors import IllegalTransitionError, InvalidValueError, MimvaultError
from ..ids import new_id
from ..model import (
    LIVE_STATES,
    Actor,
    IssueStatus,
    IssueType,
    Memory,
    MemoryIssue,
    MemoryType,
    State,
    first_line,
)
from ..permissions import confirmation, may_revise, state_before_hold
from ..statement_keys import (
    IDENTITY_SLOTS,
    ONCE_EVENTS,
    PARTNER_STAGES,
    SINGLE_RELATIONS,
    norm_words,
    slot_of,
    topic_of,
)
from .conflicts import Conflict, detect, said_shorter, same_value
from .facets import Facet, facet_topic, with_said
from .questions import for_conflict, for_ended
from .supersession import retired, value_it_replaces

if TYPE_CHECKING:
    from ..config import VaultConfig
    from ..storage.catalog import Catalog
    from ..storage.store import Loaded
    from ..storage.transaction import Transaction

# Memories a change may retire.
_CHANGEABLE = frozenset({State.inferred.value, State.pending_review.value, State.confirmed.value, State.stale.value})
# Memories a question may put on hold (a stale one is asked about separately).
_HOLDABLE = frozenset({State.inferred, State.pending_review, State.confirmed})
_UNCONFIRMED = frozenset({State.inferred.value, State.pending_review.value})
_GUESS_OVERTAKES = timedelta(days=180)
_CLOSED = (IssueStatus.resolved.value, IssueStatus.dismissed.value)
# Every kind of memory a slot's value may be held in (a post is a fact or a profile, a boss a relationship),
# and the once-event that told it.
_KINDS_OF_A_VALUE = ("fact", "profile", "relationship", "event")
# Stated changes that end a current value: (event predicate, the value it ends).
ENDS = {"left_employer": "employer"}


# how long before another value was said a newer statement's own time may start and still be
# a change (a start said loosely, "in April", is a change heard a few weeks late)
_TOLD_BEFORE_DAYS = 90


@dataclass
class Governor:
    """Raises and settles conflicts for the memories one transaction stages."""

    tx: Transaction
    catalog: Catalog
    config: VaultConfig
    actor: Actor
    now: datetime
    notes: list[str] = field(default_factory=list)
    issues: list[str] = field(default_factory=list)
    _staged: dict[str, Memory] = field(default_factory=dict)
    _issues: dict[str, MemoryIssue] = field(default_factory=dict)  # staged questions by id
    _said: dict[str, datetime] = field(default_factory=dict)  # staged memories' mention times
    _fresh: set[str] = field(default_factory=set)  # memories this transaction creates (no file yet)

    def staged(self, memory: Memory) -> None:
        """A memory this transaction writes: later checks must see it."""
        self._staged[memory.id] = memory

    def check(
        self, memory: Memory, change: bool = False, said: datetime | None = None, own: bool = True, guess: bool = False, overtakes: bool = False,
        weak: bool = False,
    ) -> Memory:
        """Raise or settle what ``memory`` (just staged, said at ``said``) contradicts;
        returns its final version. ``own``: the user's own plain assertion about
        themselves — the only kind that may change what the vault holds. ``guess``: the
        user's words read with a doubt ("where you work, not said to be your home"): a
        new value of a slot is only proposed, and puts nothing the vault holds in question;
        ``overtakes``: a guess of a kind that may retire an unconfirmed value told long before; ``weak``: one
        that may retire only such a value no surer than itself (another guess)."""
        self._fresh.add(memory.id)  # only new memories are checked
        self.staged(memory)
        if said is not None:
            self._said[memory.id] = said
        if change and memory.type == MemoryType.event and memory.predicate in ENDS:
            self._ended_by(memory, own)
        others = self._others(memory)
        self._relation_conflicts(memory)
        if own and self._changes_slot(memory, others):
            return self._staged[memory.id]
        if guess and self._changes_slot(memory, others, retire=False, overtake=overtakes, weak=weak):
            return self._staged[memory.id]  # the user's words, read with a doubt: a proposal, no question
        for conflict in detect(self._facet(memory), others, self.config.conflicts):
            if change and own and self._settle_change(memory, conflict):
                continue
            self.raise_conflict(conflict)
        return self._staged[memory.id]

    def _relation_conflicts(self, memory: Memory) -> None:
        """One person in two relations that exclude each other ("小王 is my friend" and "小王
        is my boss"): asked about, whatever slot each relation fills."""
        if memory.type != MemoryType.relationship or not memory.object:
            return
        new = self._facet(memory)
        groups = [g for g in self.config.conflicts.exclusive_relations if memory.predicate in g]
        if not groups:
            return
        topics = {f"rel|{norm_words(memory.object)}", f"val|{norm_words(memory.subject or 'user')}|manager",
                  f"val|{norm_words(memory.subject or 'user')}|partner"}  # fmt: skip
        people = [
            o for o in self._on_topic(sorted(topics))
            if o.id != memory.id and o.type == "relationship" and o.object and same_value(o.object, memory.object, "partner")
            and o.predicate != memory.predicate and any(o.predicate in g for g in groups)
            and not (SINGLE_RELATIONS.get(o.predicate or "") == "partner" and SINGLE_RELATIONS.get(memory.predicate or "") == "partner")
        ]  # fmt: skip
        if people:
            sides = sorted([*people, new], key=lambda m: (m.when, m.id))
            self.raise_conflict(Conflict(IssueType.relation_conflict, sides, f"rel|{norm_words(memory.object)}"))

    def _changes_slot(self, memory: Memory, others: list[Facet], retire: bool = True, overtake: bool = False, weak: bool = False) -> bool:
        """A newer value of a single-valued slot, said by the user: a change, not a
        contradiction. The new version names what it supersedes; a confirmed one retires
        the old at once (class A), a pending one retires only an old value the user never
        confirmed — a confirmed one stays until the user confirms the change (class B).
        Not the user's plain word (``retire`` False: a guess, an agent's proposal) it only
        proposes the change: nothing is retired or put in question until the user confirms."""
        slot = slot_of(str(memory.type), memory.predicate, memory.topic)
        if slot is None or slot in IDENTITY_SLOTS:
            return False
        new = self._facet(memory)
        if new.valid_to and new.valid_to[:10] <= new.when.date().isoformat():
            return False  # told as over ("I used to live in Berlin"): history, not a change
        # the values it replaces: current ones, and ones that ended (a job one left) but that
        # nothing replaced yet
        current = [
            o for o in others
            if o.id != memory.id and (o.state in _CHANGEABLE or self._held_elsewhere(o) or self._overtaken(o, new))
            and facet_topic(o) == facet_topic(new)
            and (o.valid_to is None or not (new.valid_from and new.valid_from[:10] < o.valid_to[:10]))
        ]  # fmt: skip
        if slot == "partner":
            rivals = [o for o in current if _partner_differs(o, new)]
            if memory.object is None and rivals:  # "we got married": the partner the vault knows
                named = max((o for o in rivals if o.object), key=lambda o: o.when, default=None)
                if named is not None:
                    memory = self._rename(memory, named.object)
                    new = self._facet(memory)
        else:
            rivals = [o for o in current if o.object and new.object and not same_value(o.object, new.object, slot)
                      and not (slot == "job" and said_shorter(o.object, new.object))]
        if not rivals:
            return False
        for old in rivals:
            if old.when >= new.when:
                return False  # said together, or the "new" one is older: a contradiction to ask about
            if old.valid_from and new.valid_from and new.valid_from[:10] < old.valid_from[:10]:
                return False  # it tells of an earlier time: history, not a change
            if new.valid_from and not old.valid_from and new.valid_from[:10] < (old.when - timedelta(days=_TOLD_BEFORE_DAYS)).date().isoformat():
                # "…and started at Sheaf Valley that January" (2018), told in 2023: the vault heard of
                # the other value well after that — a story of the past, not today's change
                return False
            if slot == "partner" and same_value(old.object, new.object) and _stage(new) < _stage(old):
                return False  # a step back with the same person: ask
        latest = max(rivals, key=lambda o: o.when)
        if retire and memory.state == State.pending_review and self._moved_on_twice(rivals, new):
            # "南宁的出租屋…" proposed over the confirmed 泉州, then "合肥的房子…": the user has
            # twice told of a life past the confirmed value — the latest is their word now
            memory = self._staged[memory.id].model_copy(update={"state": State.confirmed, "last_confirmed": self.now})
            self._put_memory(memory, None if memory.id in self._fresh else self.tx.load(memory.id))
            self.notes.append(f"{memory.object} ({slot}): a second change told since {latest.object} was proposed, confirmed")
        retired = []
        for old in rivals:
            # the user's plain word retires what the user never confirmed; a guess retires only an
            # unconfirmed value told long before it: of two readings of the user's words half a year
            # apart, the later is the likelier now (rejecting the guess puts the older one back)
            if (retire and (memory.state == State.confirmed or not _held_as_confirmed(old))) or (
                overtake and old.state in _UNCONFIRMED and not _held_as_confirmed(old) and new.when - old.when >= _GUESS_OVERTAKES
                and (not weak or old.confidence <= new.confidence)
            ):
                self._supersede(old.id, memory)
                retired.append(old)
        for question in self._questions_overtaken(retired, memory):
            self._close_overtaken(question, memory)
        if latest not in retired:  # proposed: confirming it supersedes the confirmed value
            memory = self._staged[memory.id]
            self._put_memory(memory.model_copy(update={"supersedes": latest.id}), None if memory.id in self._fresh else self.tx.load(memory.id))
        what = self._staged[memory.id].object or memory.predicate
        for old in retired:
            self.notes.append(f"{what} replaces {old.object} ({slot}): {old.id} is superseded")
        if latest not in retired:
            self.notes.append(f"{what} would replace {latest.object} ({slot}): confirm {memory.id} to apply the change")
        return True

    def _moved_on_twice(self, rivals: list[Facet], new: Facet) -> bool:
        """An earlier proposed change among ``rivals`` (pending, naming a confirmed value it
        would replace) that ``new`` moves on from again."""
        confirmed = {o.id for o in rivals if _held_as_confirmed(o)}
        for o in rivals:
            proposal = self._held_version(o.id) if o.state == State.pending_review.value else None
            if proposal is not None and proposal.supersedes in confirmed and o.when < new.when:
                return True
        return False

    def _held_elsewhere(self, facet: Facet) -> bool:
        """Conflicted only by a question on another topic ("is Alice your friend or your
        boss?"): its slot can still change ("Bob is my manager now")."""
        if facet.state != State.conflicted.value:
            return False
        return all(i.status in _CLOSED or _family(i.issue_type) == str(IssueType.relation_conflict) for i in self.issues_about([facet.id]))

    def _overtaken(self, facet: Facet, new: Facet) -> bool:
        """Held by an open "which is true now?" question on its own slot, every side of
        which was said before ``new``: whichever side was right, a later value of the
        user's is now — a change from both, not one more version to ask about."""
        if facet.state != State.conflicted.value:
            return False
        open_ = [i for i in self.issues_about([facet.id]) if i.status not in _CLOSED]
        if not open_ or any(_family(i.issue_type) != "value" for i in open_):
            return False
        sides = self._facets([m for i in open_ for m in i.memories])
        return all(s.when < new.when and facet_topic(s) == facet_topic(new) for s in sides)

    def _questions_overtaken(self, retired: list[Facet], memory: Memory) -> list[MemoryIssue]:
        """The open value questions whose every side ``memory`` has just superseded."""
        ids = {f.id for f in retired}
        return [
            i for i in self.issues_about(sorted(ids))
            if i.status not in _CLOSED and _family(i.issue_type) == "value" and set(i.memories) <= ids
        ]  # fmt: skip

    def _close_overtaken(self, question: MemoryIssue, memory: Memory) -> None:
        staged = self._issues.get(question.id)
        held = staged or question
        said = self._facet(self._staged.get(memory.id, memory)).when.date().isoformat()
        note = f"overtaken: you said {memory.object or first_line(memory.text, 80)} later ({said}); the earlier versions are superseded"
        closed = held.model_copy(update={"status": IssueStatus.resolved, "resolved": self.now, "updated": self.now, "resolution": note})
        if staged is None:
            self.tx.put(closed, self.tx.load(question.id))
        else:
            self.tx.put(closed)
        self._issues[closed.id] = closed
        self.notes.append(f"{question.id}: {note}")

    def _rename(self, memory: Memory, name: str | None) -> Memory:
        update: dict[str, Any] = {"object": name}
        if memory.subject and memory.predicate and name:
            update["aliases"] = [f"{memory.subject} {memory.predicate} {name}"]
        renamed = memory.model_copy(update=update)
        self._put_memory(renamed, None if memory.id in self._fresh else self.tx.load(memory.id))
        return renamed

    def raise_conflict(self, conflict: Conflict) -> str | None:
        """Ask about ``conflict`` (or add to the open question on it); returns the issue id."""
        ids = conflict.ids
        related = self.issues_about(ids)
        if any(i.status in _CLOSED and set(ids) <= set(i.memories) for i in related):
            return None  # the user already answered about exactly these
        family = _family(conflict.issue_type)
        open_issue = next((i for i in related if i.status not in _CLOSED and _family(i.issue_type) == family), None)
        if open_issue is not None and set(ids) <= set(open_issue.memories):
            return open_issue.id  # already asked
        if open_issue is not None and not may_revise(self.actor) and open_issue.id not in self._issues:
            return open_issue.id  # an agent never edits the user's questions; its proposal waits for review
        issue = for_conflict(conflict, self.config, self.now)
        if open_issue is not None:  # one question settles them all
            merged = [m for m in self._facets(open_issue.memories) if m.id not in ids] + conflict.memories
            merged.sort(key=lambda m: (m.created, m.id))
            issue = for_conflict(Conflict(conflict.issue_type, merged, conflict.topic), self.config, self.now)
            issue = issue.model_copy(update={"id": open_issue.id, "created": open_issue.created})
        self.put_issue(issue)
        self._hold(issue.memories)
        return issue.id

    def staged_issues(self) -> list[MemoryIssue]:
        return list(self._issues.values())

    def staged_memories(self) -> list[Memory]:
        return list(self._staged.values())

    # --- settling without asking ------------------------------------------------------

    def _settle_change(self, memory: Memory, conflict: Conflict) -> bool:
        """An explicit change supersedes the one value it replaces, when the policy
        lets this memory be confirmed without the user."""
        if conflict.issue_type not in (IssueType.fact_conflict, IssueType.stale_vs_recent):
            return False
        older = [m for m in conflict.memories if m.id != memory.id]
        if memory.state != State.confirmed or len(older) != 1 or older[0].when > self._facet(memory).when:
            return False
        self._supersede(older[0].id, memory)
        self.notes.append(f"{memory.object} replaces {older[0].object} ({memory.predicate}): {older[0].id} is superseded")
        return True

    def _ended_by(self, event: Memory, own: bool = True) -> None:
        """"I left Acme" / "我离职了": the current value it ends is closed (the user said
        so), or asked about (anyone else said so, or the policy asks)."""
        predicate = ENDS[str(event.predicate)]
        topic = topic_of("fact", event.subject, predicate, None, None)
        current = [f for f in self._on_topic([topic]) if f.state in LIVE_STATES and f.valid_to is None]
        if event.object:
            current = [f for f in current if same_value(f.object, event.object)]
        end = event.valid_from or self.now.date().isoformat()
        klass = self.config.confirmation.class_for("fact", predicate, "low")
        for fact in current:
            if fact.when > self._facet(event).when:
                continue
            if may_revise(self.actor) and (own or (klass == "A" and event.state == State.confirmed)):
                loaded = self.tx.load(fact.id) if fact.id not in self._fresh else None
                held = loaded.obj if loaded is not None else self._staged[fact.id]
                update: dict[str, Any] = {"valid_to": end, "updated": self.now}
                if held.state == State.confirmed:
                    update["state"] = State.archived  # it held, and no longer does
                self._put_memory(held.model_copy(update=update), loaded)
                self.notes.append(f"{fact.object} ended ({predicate}): {fact.id} holds until {end}")
            else:
                issue = for_ended(fact, self._facet(event), self.config, self.now)
                if not any(i.status not in _CLOSED for i in self.issues_about([fact.id])):
                    self.put_issue(issue)
                    self._hold([fact.id])

    # --- staging helpers --------------------------------------------------------------

    def settle_proposed(self, memory: Memory) -> None:
        """A proposed change (``supersedes`` names the value it would replace) that more of
        the user's own words have confirmed: the old value is superseded, as confirming it
        with ``mim confirm`` would — never two confirmed values of one slot."""
        if memory.state != State.confirmed or not memory.supersedes or memory.supersedes == memory.id:
            return
        target = value_it_replaces(memory.supersedes, self._version)  # through proposals it replaced
        old = self._held_version(target) if target and target != memory.id else None
        if not isinstance(old, Memory) or str(old.state) not in _CHANGEABLE or old.superseded_by:
            return
        self._supersede(old.id, memory)
        self.notes.append(f"{memory.object} replaces {old.object} ({memory.predicate}): {old.id} is superseded")

    def _held_version(self, memory_id: str) -> Memory | None:
        """A version as staged so far, else as the vault holds it (None: gone)."""
        held = self._staged.get(memory_id)
        if held is None:
            try:
                held = self.tx.load(memory_id).obj  # type: ignore[assignment]
            except MimvaultError:
                return None
        return held if isinstance(held, Memory) else None

    def _version(self, memory_id: str) -> tuple[str | None, str | None] | None:
        held = self._held_version(memory_id)
        return (str(held.state), held.supersedes) if held is not None else None

    def take_back(self, subject: str, predicate: str, wrong: str) -> list[str]:
        """The user says ``wrong`` was said wrongly for ``predicate`` ("Correction: it's Bradford, not
        Leeds"): the live memories that hold it — the fact and the once-event that told it — are
        rejected, never kept as a past value (it was never true). Returns their ids."""
        topics = {topic_of(kind, subject, predicate, wrong, event, None) for kind in _KINDS_OF_A_VALUE for event in (None, *ONCE_EVENTS)}
        taken = []
        for facet in self._on_topic(sorted(t for t in topics if t)):
            if facet.predicate != predicate or facet.subject not in (subject, None) or not same_value(facet.object, wrong):
                continue
            loaded = self.tx.load(facet.id) if facet.id not in self._fresh else None
            memory = loaded.obj if loaded is not None else self._staged.get(facet.id)
            if isinstance(memory, Memory) and memory.state in LIVE_STATES:
                self._put_memory(memory.model_copy(update={"state": State.rejected, "updated": self.now}), loaded)
                taken.append(memory.id)
        if taken:
            self.notes.append(f"{wrong} ({predicate}) taken back as said wrongly: {', '.join(taken)} rejected")
        return taken

    def _supersede(self, old_id: str, newer: Memory) -> None:
        loaded = self.tx.load(old_id) if old_id not in self._fresh else None
        old = loaded.obj if loaded is not None else self._staged[old_id]
        newer = self._staged.get(newer.id, newer)  # as staged so far (a question may hold it)
        self._put_memory(old.model_copy(update=retired(old, newer, self.now, self._facet(newer).when)), loaded)
        self._put_memory(newer.model_copy(update={"supersedes": old_id}), None if newer.id in self._fresh else self.tx.load(newer.id))

    def _hold(self, ids: list[str]) -> None:
        """Put the memories a question is about on hold: ``conflicted``. An agent's
        proposal never demotes what the user has (only its own proposal waits)."""
        if not may_revise(self.actor):
            return
        for memory_id in ids:
            memory = self._staged.get(memory_id)
            loaded = None
            if memory_id not in self._fresh:
                loaded = self.tx.load(memory_id)
                memory = loaded.obj  # type: ignore[assignment]
            if isinstance(memory, Memory) and memory.state in _HOLDABLE:
                self._put_memory(memory.model_copy(update={"state": State.conflicted, "updated": self.now}), loaded)

    def _put_memory(self, memory: Memory, loaded: Loaded | None) -> None:
        if loaded is not None:
            self.tx.put(memory, loaded)
        else:
            self.tx.put(memory)
        self._staged[memory.id] = memory

    def put_issue(self, issue: MemoryIssue) -> None:
        existing = self._issues.get(issue.id)
        if existing is None and (self.catalog.get(issue.id) is not None):
            self.tx.put(issue, self.tx.load(issue.id))
        else:
            self.tx.put(issue)
        self._issues[issue.id] = issue
        if issue.id not in self.issues:
            self.issues.append(issue.id)

    # --- reading ----------------------------------------------------------------------

    def _others(self, memory: Memory) -> list[Facet]:
        topic = topic_of(memory.type, memory.subject, memory.predicate, memory.object, memory.event_type, memory.topic)
        return self._on_topic([topic]) if topic else []

    def _on_topic(self, topics: list[str | None]) -> list[Facet]:
        wanted = [t for t in topics if t]
        found = {d["id"]: Facet.from_data(d) for d in self.catalog.on_topic(wanted)}
        found = {k: f for k, f in zip(found, with_said(self.catalog, list(found.values())))}
        for memory in self._staged.values():  # this transaction's versions win
            facet = self._facet(memory)
            if facet_topic(facet) in wanted:
                found[memory.id] = facet
            else:
                found.pop(memory.id, None)
        return [f for f in found.values() if State(f.state) in LIVE_STATES]

    def _facets(self, ids: list[str]) -> list[Facet]:
        out = []
        for memory_id in ids:
            memory = self._staged.get(memory_id)
            if memory is None:
                try:
                    memory = self.tx.load(memory_id).obj  # type: ignore[assignment]
                except MimvaultError:
                    continue
            if isinstance(memory, Memory):
                out.append(self._facet(memory))
        return with_said(self.catalog, out)

    def _facet(self, memory: Memory) -> Facet:
        return replace(Facet.of(memory), said=self._said.get(memory.id))

    def issues_about(self, ids: list[str]) -> list[MemoryIssue]:
        found: dict[str, MemoryIssue] = {i.id: i for i in self._issues.values() if set(ids) & set(i.memories)}
        for memory_id in ids:
            for _path, fieldname, issue_id in self.catalog.referrers(memory_id):
                if fieldname != "memories" or not issue_id or issue_id in found:
                    continue
                entry = self.catalog.get(issue_id)
                if entry is not None and entry.kind == "issue":
                    found[issue_id] = MemoryIssue.model_validate(entry.fields())
        return list(found.values())


def _stage(f: Facet) -> int:
    return PARTNER_STAGES.get(f.predicate or "", 0)


def _held_as_confirmed(f: Facet) -> bool:
    """Confirmed, or confirmed once and on hold since (a question about it)."""
    return f.state == State.confirmed.value or (f.state == State.conflicted.value and f.confirmed is not None)


def _partner_differs(old: Facet, new: Facet) -> bool:
    """Another person, or another stage with the same one (a step of the partnership)."""
    if new.object and old.object and not same_value(old.object, new.object):
        return True
    return _stage(old) != _stage(new)


def _family(kind: IssueType) -> str:
    """Questions about one value: a plain contradiction and a stale-vs-recent one join."""
    return "value" if kind in (IssueType.fact_conflict, IssueType.stale_vs_recent) else str(kind)


# --- answers --------------------------------------------------------------------------


def answer(
    tx: Transaction, catalog: Catalog, loaded: Loaded, action: str, config: VaultConfig, now: datetime, text: str | None = None
) -> dict[str, Any]:
    """Apply one action of an open question; returns what changed, for the receipt."""
    issue = loaded.obj
    assert isinstance(issue, MemoryIssue)
    if action == "later":
        until = now + timedelta(days=config.review.later_days)
        tx.put(issue.model_copy(update={"ask_after": until, "updated": now}), loaded)
        return {"later_until": until.isoformat()}
    memories: dict[str, tuple[Memory, Loaded]] = {}
    for memory_id in issue.memories:
        try:
            held = tx.load(memory_id)
        except MimvaultError:
            raise InvalidValueError(f"{loaded.rel}: field 'memories' names {memory_id}, which is not in the vault") from None
        if not isinstance(held.obj, Memory):
            raise InvalidValueError(f"{loaded.rel}: field 'memories' names {memory_id}, which is not a memory")
        memories[memory_id] = (held.obj, held)
    verb, _, target = action.partition(":")
    if target and target not in memories:
        raise InvalidValueError(f"{loaded.rel}: action {action!r} names a memory the question is not about")
    changes: dict[str, str] = {}

    def put(memory: Memory, **update: Any) -> None:
        new = memory.model_copy(update={**update, "updated": now})
        tx.put(new, memories[memory.id][1])
        memories[memory.id] = (new, memories[memory.id][1])
        changes[memory.id] = str(new.state)

    def confirm(memory: Memory) -> None:
        put(memory, **confirmation(memory, now))

    def reject(memory: Memory) -> None:
        if memory.state in LIVE_STATES:
            put(memory, state=State.rejected)

    live = {i: m for i, (m, _) in memories.items() if m.state in LIVE_STATES}
    when = {f.id: f.when for f in with_said(catalog, [Facet.of(m) for m, _ in memories.values()])}
    if verb in ("keep", "fact"):
        winner = memories[target][0]
        # a superseded side was true until a later change ("Alice was my boss; Bob is now"):
        # choosing it keeps it in its place in the chain
        if winner.state not in LIVE_STATES and winner.state != State.superseded:
            raise IllegalTransitionError(f"{winner.id} is {winner.state}; it cannot be chosen any more")
        older = [m for i, m in live.items() if i != target and when[i] <= when[target]]
        newer = [m for i, m in live.items() if i != target and when[i] > when[target]]
        superseding = issue.issue_type in (IssueType.fact_conflict, IssueType.stale_vs_recent) and older
        update: dict[str, Any] = {}
        if superseding:
            update["supersedes"] = max(older, key=lambda m: when[m.id]).id
        if winner.state != State.superseded:
            put(winner, **confirmation(winner, now), **update)
        for m in older:
            if superseding and m.type == winner.type:
                put(m, **retired(m, winner, now, when[winner.id]))
            elif m.type == winner.type:
                reject(m)  # the same event at another time, the same person in another role
        for m in newer:
            if m.type == winner.type:
                reject(m)
    elif verb == "ended":
        memory = memories[target][0]
        said = [m for i, m in live.items() if i != target and m.type == MemoryType.event]
        end = (said[0].valid_from if said and said[0].valid_from else None) or now.date().isoformat()
        if memory.state == State.conflicted:
            confirm(memory)
            memory = memories[target][0]
        put(memory, state=State.archived, valid_to=memory.valid_to or end)
        for m in said:
            if m.state in (State.conflicted, State.pending_review, State.inferred):
                confirm(m)
    elif verb == "opinion":
        memory = memories[target][0]
        opinion = memory.model_copy(
            update={
                "id": new_id("memory", now),
                "type": MemoryType.opinion,
                "predicate": "opinion",
                "object": memory.text,
                "supersedes": memory.id,
                "superseded_by": None,
                "created": now,
                **confirmation(memory, now),
            }
        )
        tx.put(opinion)
        changes[opinion.id] = "confirmed"
        if memory.state != State.confirmed:
            confirm(memory)
            memory = memories[target][0]
        put(memory, state=State.superseded, superseded_by=opinion.id)
    elif verb == "both":
        for m in live.values():
            confirm(m)
    elif verb == "neither":
        for m in live.values():
            reject(m)
    else:
        raise InvalidValueError(f"{loaded.rel}: unknown action {action!r}")
    status = IssueStatus.resolved
    label = next((o for o, a in zip(issue.options, issue.actions) if a == action), action)
    resolution = f"{label}" + (f" — “{first_line(text, 200)}”" if text else "")
    tx.put(issue.model_copy(update={"status": status, "resolved": now, "updated": now, "resolution": resolution}), loaded)
    return {"memories": changes, "resolution": resolution}


def dismiss(tx: Transaction, loaded: Loaded, now: datetime) -> dict[str, Any]:
    """Not a real question: the memories go back to where they stood, the issue closes
    (and the same memories are not asked about again)."""
    issue = loaded.obj
    assert isinstance(issue, MemoryIssue)
    changes = {}
    for memory_id in issue.memories:
        try:
            held = tx.load(memory_id)
        except MimvaultError:
            continue
        memory = held.obj
        if isinstance(memory, Memory) and memory.state == State.conflicted:
            back = state_before_hold(memory)
            tx.put(memory.model_copy(update={"state": back, "updated": now}), held)
            changes[memory_id] = str(back)
    tx.put(issue.model_copy(update={"status": IssueStatus.dismissed, "resolved": now, "updated": now, "resolution": "dismissed"}), loaded)
    return {"memories": changes, "resolution": "dismissed"}


