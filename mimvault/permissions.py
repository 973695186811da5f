"""Who may change what: the permission and transition checks of the one write path,
and the confirmation class a memory starts with.

Pure functions over (actor, operation, before, after). Every change to a vault passes
``authorize`` inside ``Transaction.commit``, whatever asked for it — CLI, Python API,
an agent, the watcher — so a rule here cannot be bypassed by calling something else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from . import pattern_cache
from .errors import IllegalTransitionError, PermissionDeniedError
from .model import (
    INITIAL_STATES,
    Actor,
    Evidence,
    Memory,
    MemoryIssue,
    MimObject,
    SecretRef,
    State,
    check_transition,
)

if TYPE_CHECKING:
    from .config import ConfirmationPolicy

# How sure a memory is when it is stated directly, by who states it; the user's word is
# the strongest evidence the system has, so confirming raises confidence to this at least.
STATED_CONFIDENCE = {"user": 0.95, "agent": 0.6, "system": 0.7}
USER_CONFIDENCE = STATED_CONFIDENCE["user"]

# What an agent's memories may start as: agents propose, users confirm (DESIGN §4).
AGENT_STATES = frozenset({State.extracted, State.inferred, State.pending_review})
# Operations only the user may ask for.
USER_ONLY_OPS = frozenset({"confirm", "reject", "forget", "undo", "purge", "resolve", "edit", "config"})
# Operations that commit bytes as they are (reverted versions, the user's own saves, a
# new vault's template): already governed, or the user's own words.
_AS_IS_OPS = frozenset({"undo", "edit", "init"})
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
        (State.inferred, State.archived),
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
    if op in _AS_IS_OPS:
        return  # a revert restores earlier, already-governed versions; an edit is the user's own
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
    if _reinstated_here(before, after, changes):
        return  # the version that replaced it rejected in the same operation: a wrong change undone
    check_transition(after.id, before.state, after.state)
    if before.state == after.state:
        return
    if after.state == State.superseded:
        if not _superseded_here(after, changes, before.state):
            raise IllegalTransitionError(
                f"{after.id} can only become superseded by a confirmed newer memory that names it in `supersedes`"
            )
        return
    if actor.kind == "system":
        if after.state == State.confirmed and before.state == State.inferred:
            _check_auto_confirm(after, policy)
        elif (before.state, after.state) not in SYSTEM_MOVES:
            raise PermissionDeniedError(f"{actor} may not move {after.id} from {before.state} to {after.state}")


def _superseded_here(after: Memory | SecretRef, changes: list[Change], before: State | None = None) -> bool:
    """Whether a newer memory in the same operation replaces ``after``: it is named in
    ``superseded_by``, and that memory supersedes (one answer may settle several older
    versions; ``supersedes`` names the latest of them). A confirmed value is replaced only
    by a confirmed one; a value nobody confirmed, by any newer version of it."""
    return isinstance(after, Memory) and any(
        isinstance(c.after, Memory)
        and (c.after.state == State.confirmed or before != State.confirmed)
        and c.after.id == after.superseded_by
        and c.after.supersedes is not None
        for c in changes
    )


def _reinstated_here(before: Memory | SecretRef, after: Memory | SecretRef, changes: list[Change]) -> bool:
    """Whether a superseded memory goes back to what it was (``pending_review``, or
    ``confirmed`` if it ever was) because the memory named in its ``superseded_by`` is
    rejected in the same operation — the only way back from ``superseded``."""
    if not (isinstance(before, Memory) and isinstance(after, Memory) and before.state == State.superseded and before.superseded_by):
        return False
    return after.state == state_before_hold(before) and after.superseded_by is None and any(
        isinstance(c.after, Memory) and c.after.id == before.superseded_by and c.after.state == State.rejected for c in changes
    )


def _check_auto_confirm(obj: Memory | SecretRef, policy: ConfirmationPolicy) -> None:
    if not isinstance(obj, Memory):
        raise PermissionDeniedError(f"{obj.id}: a secret reference is confirmed only by the user (class C)")
    klass = memory_class(obj, policy)
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


# An instruction to the assistant that moves data out, talks about credentials or tries
# to override earlier instructions is never confirmed without the user (class C),
# however it is phrased: it is how a pasted text or a poisoned page takes over an agent.
_OVERRIDE = pattern_cache.compile(
    r"\b(?:ignore|disregard|forget|override|bypass)\b[^.!?。！？]{0,40}?\b(?:instructions?|rules?|prompts?|guidelines|"
    r"directions|policies|safeguards|restrictions|everything (?:you|i) (?:were|was) told)\b|\bsystem prompt\b|"
    r"\bjailbreak|\bdeveloper mode\b|\byou are now\b|\bnew instructions?\b|"
    r"忽略|无视|不要理会|忘掉之前|覆盖(?:之前|以上)|系统提示|你现在是",
    re.IGNORECASE,
)
_CREDENTIAL = pattern_cache.compile(
    r"\b(?:pass(?:word|wd|code|phrase)s?|pins?|credentials?|tokens?|api[ _-]?keys?|secrets?|seed phrases?|"
    r"mnemonics?|otps?|2fa|one[- ]time codes?|verification codes?|security (?:answers?|questions?)|"
    r"login details|bank details|card numbers?|cvv)\b|密码|口令|验证码|密钥|私钥|助记词|密保|银行卡|卡号|账号",
    re.IGNORECASE,
)
_EXFIL = pattern_cache.compile(
    # ("going forward", "looking forward to it": no sending)
    r"\b(?:send|sends|sending|sent|(?<!going )(?<!moving )(?<!looking )(?<!look )(?<!step )(?<!straight )forward(?:s|ed|ing)?|e-?mail(?:s|ed|ing)?|mail(?:s|ed|ing)?|share[sd]?|sharing|"
    r"upload(?:s|ed|ing)?|post(?:s|ed|ing)?|publish(?:es|ed|ing)?|leak(?:s|ed|ing)?|reveal(?:s|ed|ing)?|"
    r"disclos(?:e|es|ed|ing)|expos(?:e|es|ed|ing)|transmit(?:s|ted|ting)?|transfer(?:s|red|ring)?|"
    r"export(?:s|ed|ing)?|cc|bcc|copy (?:\w+ )?(?:to|into)|report (?:\w+ )?to|hand (?:\w+ )?over|exfiltrat\w*|"
    r"sync(?:s|ed|ing)? (?:\w+ )?(?:to|with))\b|发送|发给|发到|转发|分享|上传|公开|透露|泄露|抄送|导出|同步到|传给|交给|提供给",
    re.IGNORECASE,
)
# ... unless the data goes to the user: "send me a summary", "发给我".
_TO_THE_USER = pattern_cache.compile(
    r"\b(?:send|forward|e-?mail|mail|text|message|share|cc)\s+(?:it\s+|them\s+|this\s+)?(?:to\s+)?me\b|\b(?:to|with) me\b|"
    r"发给我|发我|转发给我|分享给我|传给我|抄送我",
    re.IGNORECASE,
)


def instruction_risk(text: str) -> str | None:
    """Why an instruction to the assistant needs the user's own confirmation, or None."""
    if _OVERRIDE.search(text):
        return "it tries to override earlier instructions"
    if _CREDENTIAL.search(text):
        return "it mentions credentials"
    if _EXFIL.search(text) and not _TO_THE_USER.search(text):
        return "it sends or shares data with someone"
    return None


def memory_class(memory: Memory, policy: ConfirmationPolicy) -> str:
    """A memory's confirmation class: the policy's, and C for a risky instruction."""
    if memory.predicate == "instruction" and instruction_risk(memory.text or memory.title or ""):
        return "C"
    return policy.class_for(memory.type, memory.predicate, memory.sensitivity)


def initial_state(actor: Actor, memory: Memory, policy: ConfirmationPolicy) -> State:
    """The state a new memory starts in, by who proposes it and its confirmation class."""
    if actor.kind == "user":
        return State.confirmed
    klass = memory_class(memory, policy)
    if actor.kind == "system" and klass == "A" and memory.confidence >= policy.auto_confirm_min_confidence:
        return State.confirmed
    if actor.kind == "agent" and klass == "A":
        return State.inferred
    return State.pending_review


def state_before_hold(memory: Memory | SecretRef) -> State:
    """Where a memory goes back to when what held it is undone (a question dismissed, the
    version that retired it rejected): confirmed if the user ever confirmed it, else pending."""
    return State.confirmed if memory.last_confirmed else State.pending_review


def confirmation(memory: Any, now: datetime) -> dict[str, Any]:
    """The fields that change when the user confirms ``memory`` (a memory or a secret
    reference): the one rule, wherever a confirmation happens — `mim confirm`, an answer
    to a question, a hand edit."""
    update: dict[str, Any] = {"state": State.confirmed, "last_confirmed": now, "updated": now}
    if isinstance(memory, Memory):
        update["confidence"] = max(memory.confidence, USER_CONFIDENCE)
    return update
