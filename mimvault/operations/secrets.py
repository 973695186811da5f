"""Secret references, secrets found in files or history, purges."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import ConflictError, InvalidValueError, PermissionDeniedError
from ..ids import kind_of, new_id, validate_id
from ..model import SecretRef, State
from ..storage.git import TRAILER_FOR_KIND
from ..storage.layout import CACHE
from ..storage.lock import VaultLock
from ..storage.transaction import Receipt
from . import history as history_ops
from .arguments import with_id

if TYPE_CHECKING:
    from ..parts import VaultParts


def list_refs(parts: VaultParts) -> list[dict[str, Any]]:
    """Secret references: labels, hints and where they are kept — nothing else."""
    parts.refresh()
    out = []
    for entry in parts.catalog.entries("secret_ref", include_secret_refs=True):
        fields = entry.fields()
        ref = {"id": entry.id, "state": entry.state, "category": fields.get("category"), "label": fields.get("label")}
        if parts.actor.kind != "agent":  # the hint and the place are the user's to see
            ref.update(hint=fields.get("hint"), stored_in=fields.get("stored_in"))
        out.append(ref)
    return out


def shown_to(parts: VaultParts, obj: Any) -> dict[str, Any] | None:
    """What an agent may see of a secret reference (its label and category), or None
    when the object is shown whole."""
    if getattr(obj, "kind", None) != "secret_ref" or parts.actor.kind != "agent":
        return None
    return {"id": obj.id, "kind": "secret_ref", "label": obj.label, "category": obj.category}


def add_ref(
    parts, label: str, *, category: str = "password", hint: str | None = None, stored_in: str | None = None
) -> Receipt:
    """Record where a secret is kept (the user's own reference: confirmed at once)."""
    from ..secrets.hints import hint_problems

    for name, value in (("label", label), ("hint", hint or ""), ("stored-in", stored_in or "")):
        problems = hint_problems(value, category=category) if name != "stored-in" else []
        if name == "label":
            problems = [p for p in problems if p in ("it contains a secret itself", "it lists seed-phrase words")]
        if problems:
            raise InvalidValueError(f"{name}: {'; '.join(problems)} — a reference may help find a secret, never rebuild it")
    now = parts.now()
    ref = SecretRef(
        id=new_id("secret_ref", now),
        state=State.confirmed if parts.actor.kind == "user" else State.pending_review,
        category=category,
        label=label.strip(),
        hint=(hint or "").strip() or None,
        stored_in=(stored_in or "").strip() or None,
        created=now,
        updated=now,
        last_confirmed=now if parts.actor.kind == "user" else None,
    )
    with parts.transaction("secret") as tx:
        tx.put(ref)
        tx.subject = f"secret: {ref.id} (reference added)"
    return with_id(tx.receipt, ref.id)


def set_hint(parts: VaultParts, ref_id: str, hint: str) -> Receipt:
    """Set a reference's hint, after checking it cannot help rebuild the secret."""
    from ..secrets.hints import hint_problems

    validate_id(ref_id, "secret_ref")
    with parts.transaction("secret") as tx:
        loaded = tx.load(ref_id)
        problems = hint_problems(hint, category=getattr(loaded.obj, "category", None))
        if problems:
            raise InvalidValueError(f"hint: {'; '.join(problems)} — a hint may help find a secret, never rebuild it")
        tx.put(loaded.obj.model_copy(update={"hint": hint.strip() or None, "updated": parts.now()}), loaded)
        tx.subject = f"secret: {ref_id} (hint changed)"
    return with_id(tx.receipt, ref_id)


def scan(parts: VaultParts, history: bool = False) -> tuple[list[Any], int]:
    """Secrets sitting in the vault's files (and, with ``history``, in any commit)."""
    from ..storage.leaks import in_backups_only, scan_history, scan_worktree

    if history:
        leaks, scanned = scan_history(parts.root)
        return in_backups_only(parts.root, leaks), scanned
    return scan_worktree(parts.root, parts.catalog), 0


def purge(parts: VaultParts, object_id: str | None = None, secrets: bool = False) -> Receipt:
    """Rewrite history: every secret the detector finds (``secrets``), or every old
    version of a forgotten object, is gone from every commit. A backup ref keeps the
    old branch until ``purge_expire``. The act itself is logged as a commit."""
    from ..storage import purge as purging

    if parts.actor.kind != "user":
        raise PermissionDeniedError(f"{parts.actor} may not purge: only the user can")
    if bool(object_id) == bool(secrets):
        raise InvalidValueError("purge: give one object id, or --secrets")
    from .serve import flush_access

    flush_access(parts)  # mimvault's own access lines waiting for their batch: committed, not in the way
    if secrets and not purging.history_holds_secrets(parts.root):
        receipt = Receipt(op="purge", actor=str(parts.actor), commit=None, changes=[])
        receipt.details = {"backup_ref": None, "blobs_rewritten": 0, "messages_rewritten": 0}
        receipt.notices.append("no secret anywhere in history: nothing rewritten")
        return receipt
    with parts.transaction("purge") as tx:
        tx.empty = "commit"  # the act itself is the commit: it changes no file
        if secrets:
            report = purging.purge_secrets(parts.root)
            ids: list[str] = []
            tx.subject = "purge: secrets redacted from history"
        else:
            ids, paths = _purge_targets(parts, object_id)  # type: ignore[arg-type]
            report = purging.purge_objects(parts.root, paths, ids)
            tx.subject = f"purge: {', '.join(ids)} (history rewritten)"
        for object_ref in ids:
            tx.trailer(TRAILER_FOR_KIND[kind_of(object_ref)], object_ref)
        tx.body = f"Old history kept until `mim purge --expire --yes`: {report.backup_ref}"
    parts.catalog.discard()  # derived caches may still hold the old text: rebuild them
    parts.catalog.refresh()
    receipt = with_id(tx.receipt, object_id)  # type: ignore[arg-type]
    receipt.details = report.to_json()
    receipt.notices.append(f"history rewritten; {purging.WARNING}")
    receipt.notices.append(f"the old history is kept in {report.backup_ref} until `mim purge --expire --yes`")
    return receipt


def _purge_targets(parts: VaultParts, object_id: str) -> tuple[list[str], dict[str, bytes]]:
    loaded = parts.load(object_id)
    obj = loaded.obj
    forgotten = getattr(obj, "state", None) == State.deleted or getattr(obj, "deleted", None) is not None
    if not forgotten:
        raise ConflictError(f"{object_id} is not forgotten; run `mim forget {object_id}` first")
    ids, paths = [object_id], {loaded.rel: (parts.root / loaded.rel).read_bytes()}
    for commit in history_ops.log(parts, op="forget", object_id=object_id, limit=1):  # evidence forgotten with it
        for evidence_id in commit.trailers.get("Mim-Evidence", []):
            evidence = parts.load(evidence_id)
            if getattr(evidence.obj, "deleted", None) is not None:
                ids.append(evidence_id)
                paths[evidence.rel] = (parts.root / evidence.rel).read_bytes()
    return ids, paths


def expire(parts: VaultParts, dry_run: bool = True) -> list[str]:
    """Purge backups (and with ``dry_run=False``, delete them and prune old objects)."""
    from ..storage import purge as purging

    if parts.actor.kind != "user":
        raise PermissionDeniedError(f"{parts.actor} may not purge: only the user can")
    if dry_run:
        return purging.backups(parts.root)
    with VaultLock(parts.root / CACHE / "lock", timeout=parts.lock_timeout):
        return purging.expire(parts.root)
