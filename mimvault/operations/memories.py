"""Memories stated, confirmed, rejected, superseded, forgotten: each one governed write."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ..errors import IllegalTransitionError, InvalidValueError, MimvaultError, ObjectNotFoundError
from ..governance.supersession import reinstated, retired, value_it_replaces
from ..ids import kind_of, new_id, validate_id
from ..model import (
    INACTIVE_STATES,
    Evidence,
    Memory,
    MemoryType,
    MimObject,
    Scope,
    SecretRef,
    Sensitivity,
    State,
    first_line,
    one_line,
)
from ..parts import SOURCE_FOR_ACTOR
from ..permissions import STATED_CONFIDENCE, confirmation, initial_state
from ..storage.store import Loaded
from ..storage.transaction import Receipt, Transaction
from .arguments import enum_value, tell_governance, time_fields, unit, with_id

if TYPE_CHECKING:
    from ..parts import VaultParts


def remember(
    parts: VaultParts,
    text: str | None = None,
    *,
    type: str,
    subject: str | None = None,
    predicate: str | None = None,
    object: str | None = None,
    time: str | None = None,
    confidence: float | None = None,
    importance: float | None = None,
    sensitivity: str = "low",
    scope: str = "long-term",
    tags: Iterable[str] = (),
    evidence: Iterable[str] = (),
    event_type: str | None = None,
    state: str | None = None,
) -> Receipt:
    """Record a memory stated directly (by the user, or proposed by an agent).

    Unless ``evidence`` names existing evidence, the statement itself is saved as
    evidence (``user_form`` for the user), so every memory has a source. The same
    governance as a capture: the same statement again is one memory on more evidence; a
    newer value of a single-valued slot is a change (the user's) or a question (an agent
    never replaces what the user holds).
    """
    from ..capture.inputs import encodable
    from ..storage.secret_gate import check_fields

    now = parts.now()
    # what is shown in a terminal and a title: no bell, no escape sequence (as any capture)
    text, subject, object = (encodable(v) if isinstance(v, str) else v for v in (text, subject, object))
    memory_type = enum_value(MemoryType, type, "type")
    check_fields(predicate, object)
    if predicate and not subject:
        subject = "user"
    text = (text or "").strip()
    if not text:
        if not (subject and predicate and object):
            raise InvalidValueError("text: give the memory's text (or --subject, --predicate and --object)")
        text = f"{subject} {predicate.replace('_', ' ')} {object}"
    fields = time_fields(time)
    evidence_ids = [validate_id(e, "evidence") for e in evidence]
    memory = Memory(
        id=new_id("memory", now),
        type=memory_type,
        state=State.pending_review,  # placeholder; decided below
        title=first_line(text),
        aliases=[f"{subject} {predicate} {object}"] if subject and predicate and object else [],
        subject=subject,
        predicate=predicate,
        object=object,
        event_type=event_type,
        confidence=unit(confidence, "confidence", STATED_CONFIDENCE[parts.actor.kind]),
        importance=unit(importance, "importance", 0.5),
        sensitivity=enum_value(Sensitivity, sensitivity, "sensitivity"),
        scope=enum_value(Scope, scope, "scope"),
        source_type=SOURCE_FOR_ACTOR[parts.actor.kind],
        created=now,
        updated=now,
        tags=list(tags),
        text=text,
        **fields,
    )
    chosen = enum_value(State, state, "state") if state else initial_state(parts.actor, memory, parts.config.confirmation)
    with parts.transaction("remember") as tx:
        for evidence_id in evidence_ids:
            tx.load(evidence_id)  # must exist
        if not evidence_ids:
            record = parts.statement_evidence(text, now)
            tx.put(record)
            evidence_ids = [record.id]
        same = _same_statement(parts, tx, memory)
        governor = parts.governor(tx, now)
        if same is not None and not state:
            if parts.actor.kind != "agent":  # an agent never changes what the vault holds
                sources = [*same.obj.evidence, *(e for e in evidence_ids if e not in same.obj.evidence)]
                update: dict[str, Any] = {"evidence": sources, "updated": now}
                if same.obj.state == State.confirmed:
                    update["last_confirmed"] = now  # said again: still true
                tx.put(same.obj.model_copy(update=update), same)
            tx.empty = "skip"
            tx.subject = f"remember: {same.obj.id} ({one_line(same.obj.summary())}; said again)"
            memory = same.obj
        else:
            memory = _remembered(tx, memory, chosen, evidence_ids, now)
            memory = governor.check(memory, change=True, own=parts.actor.kind == "user")
            tx.subject = f"remember: {memory.id} ({one_line(memory.summary())})"
    receipt = with_id(tx.receipt, memory.id)
    tell_governance(receipt, governor)
    return receipt


def _remembered(tx: Transaction, memory: Memory, chosen: State, evidence_ids: list[str], now: datetime) -> Memory:
    memory = memory.model_copy(
            update={
                "state": chosen,
                "evidence": evidence_ids,
                "last_confirmed": now if chosen == State.confirmed else None,
            }
        )
    tx.put(memory)
    return memory


def _same_statement(parts: VaultParts, tx: Transaction, memory: Memory) -> Loaded | None:
    """The live memory that says the same thing (keep-best: one memory, more evidence)."""
    from ..statement_keys import memory_key

    key = memory_key(memory.type, memory.subject, memory.predicate, memory.object, memory.text, memory.topic)
    for memory_id in parts.catalog.with_key(key, [s.value for s in State if s not in INACTIVE_STATES]):
        try:
            loaded = tx.load(memory_id)
        except MimvaultError:
            continue
        if isinstance(loaded.obj, Memory) and loaded.obj.state not in INACTIVE_STATES:
            return loaded
    return None


def confirm(parts: VaultParts, object_id: str) -> Receipt:
    """The user confirms a memory or secret reference; a confirmed new version
    supersedes the memory it names."""
    now = parts.now()
    with parts.transaction("confirm") as tx:
        tx.empty = "skip"
        loaded = tx.load(object_id)
        obj = _stateful(loaded.obj, "confirm")
        if obj.state == State.confirmed and not _edited_by_hand(parts, loaded.rel):
            return _unchanged(tx, object_id, "already confirmed; nothing changed")
        tx.put(obj.model_copy(update=confirmation(obj, now)), loaded)
        if isinstance(obj, Memory) and obj.supersedes:
            newer = obj.model_copy(update={"state": State.confirmed})
            _retire(parts, tx, obj.supersedes, newer, now)
            # a proposal that replaced an earlier proposal: the value that still holds goes too
            held = value_it_replaces(obj.supersedes, lambda i: _version(tx, i))
            if held and held not in (obj.id, obj.supersedes):
                _retire(parts, tx, held, newer, now)
        tx.subject = f"confirm: {obj.id} ({one_line(obj.summary())})"
    return with_id(tx.receipt, object_id)


def reject(parts: VaultParts, object_id: str, reason: str | None = None) -> Receipt:
    """The user says a memory is wrong; it is kept, as rejected, so it is not proposed again."""
    now = parts.now()
    with parts.transaction("reject") as tx:
        tx.empty = "skip"
        loaded = tx.load(object_id)
        obj = _stateful(loaded.obj, "reject")
        if obj.state == State.rejected and not _edited_by_hand(parts, loaded.rel):
            return _unchanged(tx, object_id, "already rejected; nothing changed")
        tx.put(obj.model_copy(update={"state": State.rejected, "updated": now}), loaded)
        if isinstance(obj, Memory):
            _reinstate_retired(parts, tx, obj, now)
        tx.subject = f"reject: {obj.id} ({one_line(obj.summary())})"
        tx.body = f"Reason: {' '.join(reason.split())}" if reason else ""
    return with_id(tx.receipt, object_id)


def _edited_by_hand(parts: VaultParts, rel: str) -> bool:
    """Whether a hand edit of the file waits to be committed (through the gates) by the operation."""
    from ..storage.hand_edits import saved_edits

    return bool(saved_edits(parts.git, parts.root, [rel]))


def _unchanged(tx: Transaction, object_id: str, notice: str) -> Receipt:
    """The receipt of an operation that found nothing to change (no commit is made)."""
    return Receipt(tx.op, str(tx.actor), None, id=object_id, notices=[f"{object_id}: {notice}"])


def supersede(
    parts: VaultParts,
    object_id: str,
    text: str | None = None,
    *,
    object: str | None = None,
    subject: str | None = None,
    predicate: str | None = None,
    time: str | None = None,
    confidence: float | None = None,
    importance: float | None = None,
    tags: Iterable[str] | None = None,
) -> Receipt:
    """A change of meaning: a new memory that supersedes this one (which is kept)."""
    now = parts.now()
    with parts.transaction("supersede") as tx:
        loaded = tx.load(object_id)
        old = loaded.obj
        if not isinstance(old, Memory):
            raise InvalidValueError(f"{object_id} is a {old.kind}; only memories are superseded")
        if old.state in INACTIVE_STATES:
            newer = f" (its newer version is {old.superseded_by})" if old.superseded_by else ""
            raise IllegalTransitionError(f"{object_id} is {old.state} and cannot be superseded{newer}")
        new_object = object if object is not None else old.object
        from ..storage.secret_gate import check_fields

        check_fields(predicate or old.predicate, new_object)
        new_text = (text or "").strip() or _retext(old, new_object)
        if new_text == old.text and new_object == old.object and not (subject or predicate or time):
            raise InvalidValueError("supersede: nothing changes; give --text, --object or another field")
        fields = time_fields(time) if time else {}
        memory = old.model_copy(
            update={
                "id": new_id("memory", now),
                "state": State.pending_review,
                "title": first_line(new_text),
                "subject": subject or old.subject,
                "predicate": predicate or old.predicate,
                "object": new_object,
                "text": new_text,
                "confidence": unit(confidence, "confidence", STATED_CONFIDENCE[parts.actor.kind]),
                "importance": unit(importance, "importance", old.importance),
                "tags": list(tags) if tags is not None else old.tags,
                "source_type": SOURCE_FOR_ACTOR[parts.actor.kind],
                "created": now,
                "updated": now,
                "last_confirmed": None,
                "supersedes": old.id,
                "superseded_by": None,
                "valid_from": None,
                "valid_to": None,
                "time_precision": None,
                "time_raw": None,
                **fields,
            }
        )
        subj, pred = memory.subject, memory.predicate
        memory.aliases = [f"{subj} {pred} {memory.object}"] if subj and pred and memory.object else []
        state = initial_state(parts.actor, memory, parts.config.confirmation)
        record = parts.statement_evidence(new_text, now)
        tx.put(record)
        memory = memory.model_copy(
            update={
                "state": state,
                "evidence": [record.id],
                "last_confirmed": now if state == State.confirmed else None,
            }
        )
        tx.put(memory)
        if state == State.confirmed:
            _retire(parts, tx, old.id, memory, now)
        tx.subject = f"supersede: {old.id} -> {memory.id} ({one_line(memory.summary())})"
    return with_id(tx.receipt, memory.id)


def forget(parts: VaultParts, object_id: str, keep_evidence: bool = False) -> Receipt:
    """The user asks to forget: content leaves the working tree, a tombstone stays.

    The memory's evidence goes too, unless another live memory still rests on it or
    ``keep_evidence``. Git history still holds the old versions.
    """
    now = parts.now()
    kind = kind_of(object_id)
    if kind == "issue":
        raise InvalidValueError(f"{object_id} is a question; dismiss it instead of forgetting it")
    with parts.transaction("forget") as tx:
        loaded = tx.load(object_id)
        obj = loaded.obj
        if isinstance(obj, Evidence):
            tx.put(_evidence_tombstone(obj, now), loaded, fresh=True)
        else:
            obj = _stateful(obj, "forget")
            if obj.state == State.deleted:
                raise IllegalTransitionError(f"{object_id} is already forgotten")
            tx.put(_tombstone(obj, now), loaded, fresh=True)
            for evidence_id in [] if keep_evidence else getattr(obj, "evidence", []):
                if _evidence_still_used(parts, evidence_id, object_id):
                    continue
                try:
                    evidence = tx.load(evidence_id)
                except ObjectNotFoundError:
                    continue
                if isinstance(evidence.obj, Evidence) and evidence.obj.deleted is None:
                    tx.put(_evidence_tombstone(evidence.obj, now), evidence, fresh=True)
        tx.subject = f"forget: {object_id}"
    return with_id(tx.receipt, object_id)


def _retire(parts: VaultParts, tx: Transaction, old_id: str, newer: Memory, now: datetime) -> None:
    """Mark ``old_id`` superseded by ``newer``, said ``now`` (``governance.supersession``)."""
    loaded = tx.load(old_id)
    old = loaded.obj
    if not isinstance(old, Memory) or old.state == State.superseded:
        return
    tx.put(old.model_copy(update=retired(old, newer, now, now)), loaded)


def _reinstate_retired(parts: VaultParts, tx: Transaction, rejected: Memory, now: datetime) -> None:
    """A wrong new version rejected: what it retired holds again ("not Marlowe — I'm still at Dunmore")."""
    from ..governance.facets import Facet, with_said

    said = with_said(parts.catalog, [Facet.of(rejected)])[0].when
    for _path, field, old_id in parts.catalog.referrers(rejected.id):
        if field != "superseded_by" or not old_id:
            continue
        loaded = tx.load(old_id)
        old = loaded.obj
        update = reinstated(old, rejected, now, said) if isinstance(old, Memory) else None
        if update:
            tx.put(old.model_copy(update=update), loaded)


def _version(tx: Transaction, memory_id: str) -> tuple[str | None, str | None] | None:
    """A memory's (state, supersedes) as this operation sees it (None: gone)."""
    try:
        held = tx.load(memory_id).obj
    except MimvaultError:
        return None
    return (str(held.state), held.supersedes) if isinstance(held, Memory) else None


def _evidence_still_used(parts: VaultParts, evidence_id: str, except_id: str) -> bool:
    parts.catalog.refresh()
    for _, field_name, referrer in parts.catalog.referrers(evidence_id):
        if referrer and referrer != except_id and field_name == "evidence":
            entry = parts.catalog.get(referrer)
            if entry is not None and entry.state != State.deleted:
                return True
    return False


def _stateful(obj: MimObject, op: str) -> Memory | SecretRef:
    if not isinstance(obj, (Memory, SecretRef)):
        raise InvalidValueError(f"{obj.id} is {obj.kind}; only memories and secret references can be {op}ed")
    return obj


def _retext(old: Memory, new_object: str | None) -> str:
    if new_object and old.object and new_object != old.object and old.object in old.text:
        return old.text.replace(old.object, new_object)
    if new_object and new_object != old.object:
        raise InvalidValueError("supersede: the old text does not mention the old object; give the new --text")
    return old.text


def _tombstone(obj: Memory | SecretRef, now: datetime) -> MimObject:
    note = f"Forgotten at the user's request on {now:%Y-%m-%d}."
    if isinstance(obj, Memory):
        return Memory(
            id=obj.id,
            type=obj.type,
            state=State.deleted,
            created=obj.created,
            updated=now,
            deleted=now,
            supersedes=obj.supersedes,
            superseded_by=obj.superseded_by,
            text=note,
        )
    return SecretRef(
        id=obj.id, state=State.deleted, category="forgotten", label=note, created=obj.created, updated=now, deleted=now
    )


def _evidence_tombstone(obj: Evidence, now: datetime) -> Evidence:
    return Evidence(
        id=obj.id,
        source_type=obj.source_type,
        actor=obj.actor,
        captured=obj.captured,
        deleted=now,
        text=f"Forgotten at the user's request on {now:%Y-%m-%d}.",
    )
