"""Who may change what: the permission and transition checks of the one write path.

Pure functions over (actor, operation, before, after). Every change to a vault passes
``authorize`` inside ``Transaction.commit``, whatever asked for it — CLI, Python API,
an agent, the watcher — so a rule here cannot be bypassed by calling something else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .config import ConfirmationPolicy
from .errors import IllegalTransitionError, PermissionDeniedError
from .model import INITIAL_STATES, Actor, Evidence, Memory, MemoryIssue, MimObject, SecretRef, State, check_transition

# What an agent's memories may start as: agents propose, users confirm (DESIGN §4).
AGENT_STATES = frozenset({State.extracted, State.inferred, State.pending_review})
# Operations only the user may ask for.
USER_ONLY_OPS = frozenset({"confirm", "reject", "forget", "undo", "purge", "resolve"})
# Moves the system (extractors, maintenance) may make on its own.
SYSTEM_MOVES = frozenset(
    {
        (State.captured, State.extracted),
        (State.extracted, State.inferred),
        (State.extracted, State.pending_review),
        (State.inferred, State.pending_review),
        (State.inferred, State.conflicted),
        (State.pending_review, State.conflicted),
        (State.confirmed, State.conflicted),
        (State.confirmed, State.stale),
        (State.confirmed, State.archived),
        (State.stale, State.archived),
    }
)


@dataclass
class Change:
    """One object's before and after within an operation (None: absent)."""

    before: MimObject | None
    after: MimObject | None

    @property
    def object_id(self) -> str:
        return (self.after or self.before).id  # type: ignore[union-attr]


def authorize(actor: Actor, op: str, changes: list[Change], policy: ConfirmationPolicy) -> None:
    """Raise PermissionDeniedError or IllegalTransitionError unless every change is allowed."""
    if op in USER_ONLY_OPS and actor.kind != "user":
        raise PermissionDeniedError(f"{actor} may not {op}: only the user can (agents propose, users confirm)")
    if op == "undo":
        return  # a revert restores earlier, already-governed versions
    for change in changes:
        if change.after is None:
            raise IllegalTransitionError(
                f"{change.object_id}: mimvault never deletes an object's file; use `mim forget` instead"
            )
        if isinstance(change.after, (Memory, SecretRef)):
            _check_stateful(actor, change, changes, policy)
        elif isinstance(change.after, Evidence):
            _check_evidence(actor, op, change)
        elif isinstance(change.after, MemoryIssue):
            if change.before is not None and not may_revise(actor):
                raise PermissionDeniedError(f"{actor} may not change {change.object_id}: questions are answered by the user")


def may_revise(actor: Actor) -> bool:
    """Whether ``actor`` may change objects already in the vault. Agents only add:
    proposals, evidence, new questions — never a new version of what is there."""
    return actor.kind != "agent"


def _check_stateful(actor: Actor, change: Change, changes: list[Change], policy: ConfirmationPolicy) -> None:
    after = change.after
    before = change.before
    assert isinstance(after, (Memory, SecretRef))
    if before is None:
        if after.state == State.superseded and _superseded_here(after, changes):
            return  # said and replaced within one batch (an import): both versions are kept
        if after.state not in INITIAL_STATES:
            raise IllegalTransitionError(f"{after.id}: a new {after.kind} cannot start as {after.state}")
        if actor.kind == "agent" and after.state not in AGENT_STATES:
            raise PermissionDeniedError(
                f"{actor} may only propose {after.id} (as inferred or pending_review), not make it {after.state}; "
                "the user confirms it"
            )
        if actor.kind == "system" and after.state == State.confirmed:
            _check_auto_confirm(after, policy)
        return
    assert isinstance(before, (Memory, SecretRef))
    if before.id != after.id:
        raise IllegalTransitionError(f"{before.id}: an object's id never changes")
    if not may_revise(actor):
        raise PermissionDeniedError(
            f"{actor} may not change {before.id}: agents propose a new version (with supersedes) for the user to confirm"
        )
    check_transition(after.id, before.state, after.state)
    if before.state == after.state:
        return
    if after.state == State.superseded:
        if not _superseded_here(after, changes):
            raise IllegalTransitionError(
                f"{after.id} can only become superseded by a confirmed newer memory that names it in `supersedes`"
            )
        return
    if actor.kind == "system":
        if after.state == State.confirmed and before.state == State.inferred:
            _check_auto_confirm(after, policy)
        elif (before.state, after.state) not in SYSTEM_MOVES:
            raise PermissionDeniedError(f"{actor} may not move {after.id} from {before.state} to {after.state}")


def _superseded_here(after: Memory | SecretRef, changes: list[Change]) -> bool:
    """Whether a confirmed newer memory in the same operation replaces ``after``: it is
    named in ``superseded_by``, and that memory supersedes (one answer may settle
    several older versions; ``supersedes`` names the latest of them)."""
    return isinstance(after, Memory) and any(
        isinstance(c.after, Memory)
        and c.after.state == State.confirmed
        and c.after.id == after.superseded_by
        and c.after.supersedes is not None
        for c in changes
    )


def _check_auto_confirm(obj: Memory | SecretRef, policy: ConfirmationPolicy) -> None:
    if not isinstance(obj, Memory):
        raise PermissionDeniedError(f"{obj.id}: a secret reference is confirmed only by the user (class C)")
    klass = policy.class_for(obj.type, obj.predicate, obj.sensitivity)
    if klass != "A":
        raise PermissionDeniedError(f"{obj.id} is class {klass}: only the user can confirm it")
    if obj.confidence < policy.auto_confirm_min_confidence:
        raise PermissionDeniedError(
            f"{obj.id}: confidence {obj.confidence:.2f} is below auto_confirm_min_confidence "
            f"{policy.auto_confirm_min_confidence:.2f}"
        )


def _check_evidence(actor: Actor, op: str, change: Change) -> None:
    if change.before is None:
        return
    after = change.after
    assert isinstance(after, Evidence)
    if op == "forget" and actor.kind == "user" and after.deleted is not None:
        return
    raise IllegalTransitionError(f"{after.id}: evidence is append-only (only `mim forget` by the user may blank it)")


def initial_state(actor: Actor, memory: Memory, policy: ConfirmationPolicy) -> State:
    """The state a new memory starts in, by who proposes it and its confirmation class."""
    if actor.kind == "user":
        return State.confirmed
    klass = policy.class_for(memory.type, memory.predicate, memory.sensitivity)
    if actor.kind == "system" and klass == "A" and memory.confidence >= policy.auto_confirm_min_confidence:
        return State.confirmed
    if actor.kind == "agent" and klass == "A":
        return State.inferred
    return State.pending_review


def memory_key(memory_type: str, subject: str | None, predicate: str | None, obj: str | None, text: str) -> str:
    """What makes two memories the same statement: keep-best merging joins them into one."""
    if predicate and obj:
        return f"{memory_type}|{norm_words(subject or 'user')}|{predicate}|{norm_words(obj)}"
    return f"{memory_type}|text|{norm_words(text)}"


def norm_words(value: str | None) -> str:
    """Lower-cased words only: "New York!" and "new york" are the same object."""
    return re.sub(r"[\W_]+", " ", (value or "").lower()).strip()
