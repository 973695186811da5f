"""The audit trail and an object's story: log, versions, chain, why; undo."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..errors import ConflictError, InvalidValueError, MimvaultError
from ..ids import kind_of
from ..model import Actor, Evidence, Memory, MimObject, State, first_line
from ..storage.git import TRAILER_FOR_KIND, Commit
from ..storage.transaction import Receipt
from . import serve as serve_ops

if TYPE_CHECKING:
    from ..parts import VaultParts


def undo(parts: VaultParts) -> Receipt:
    """Revert the latest mimvault operation not yet undone (itself a logged operation)."""
    undone: set[str] = set()
    target: Commit | None = None
    for commit in parts.git.log(limit=500):
        if commit.op is None:
            continue  # a commit made by hand: not ours to undo
        if commit.op == "inbox":
            continue  # the inbox note's rewrite: derived from the vault, rewritten after the undo too
        if commit.op == "undo":
            undone.update(commit.trailers.get("Mim-Reverts", []))
            continue
        if commit.sha in undone:
            continue
        if commit.op == "init":
            break
        if len(commit.parents) > 1:
            raise ConflictError(
                f"the last operation is {commit.subject!r}, a merge of two devices' changes: undo a change "
                "with `mim undo` on the device that made it, then `mim sync`"
            )
        target = commit
        break
    if target is None:
        raise ConflictError("nothing to undo: no mimvault operation since the vault was created")
    paths = parts.git.changed_paths(target.sha)
    parent = target.parents[0] if target.parents else None
    at_target = dict(zip(paths, parts.git.read_blobs([f"{target.sha}:{p}" for p in paths])))
    before = dict(zip(paths, parts.git.read_blobs([f"{parent}:{p}" for p in paths]) if parent else [None] * len(paths)))
    with parts.transaction("undo") as tx:
        for rel in paths:
            current = (parts.root / rel).read_bytes() if (parts.root / rel).exists() else None
            if current != at_target[rel]:
                raise ConflictError(
                    f"{rel} changed after {target.sha[:7]} ({target.subject}); undo it by hand with git"
                )
            tx.restore(rel, before[rel])
        tx.trailer("Mim-Reverts", target.sha)
        tx.subject = f"undo: {target.subject}"
    receipt = tx.receipt
    assert receipt is not None
    receipt.changes.insert(0, {"reverted": target.sha, "subject": target.subject})
    return receipt


def log(
    parts: VaultParts,
    op: str | None = None,
    since: str | None = None,
    until: str | None = None,
    actor: str | None = None,
    object_id: str | None = None,
    limit: int | None = None,
) -> list[Commit]:
    """The audit trail: mimvault's commits, newest first, read from their trailers."""
    args = ["--extended-regexp", "--all-match", "--grep=^Mim-Op: "]
    if op:
        if not re.fullmatch(r"[a-z_-]+", op):
            raise InvalidValueError(f"op {op!r}: expected an operation name such as confirm")
        args.append(f"--grep=^Mim-Op: {op}$")
    if actor:
        Actor.parse(actor)
        args.append(f"--grep=^Mim-Actor: {re.escape(actor)}$")
    if object_id:
        args.append(f"--grep=^{TRAILER_FOR_KIND[kind_of(object_id)]}: {object_id}$")
    for name, value in (("since", since), ("until", until)):
        if value:
            args.append(f"--{name}={_git_date(value, name)}")
    return parts.git.log(*args, limit=limit)


def history(parts: VaultParts, object_id: str) -> dict[str, Any]:
    """An object's Git versions and its supersession chain."""
    loaded = parts.load(object_id)
    commits = parts.git.path_log(loaded.rel)
    blobs = parts.git.read_blobs([f"{c.sha}:{loaded.rel}" for c in commits])
    versions = []
    for commit, blob in zip(commits, blobs):
        versions.append(
            {
                "commit": commit.sha,
                "date": commit.date,
                "op": commit.op or "(by hand)",
                "actor": commit.actor,
                "subject": commit.subject,
                "state": _state_in(blob),
            }
        )
    return {"id": object_id, "path": loaded.rel, "versions": versions, "chain": _chain(parts, loaded.obj)}


def _chain(parts: VaultParts, obj: MimObject) -> list[dict[str, Any]]:
    """The supersession chain through ``obj``, oldest first."""
    if not isinstance(obj, Memory):
        return []
    seen = {obj.id}
    older: list[dict[str, Any]] = []
    newer: list[dict[str, Any]] = []
    for direction, out in (("supersedes", older), ("superseded_by", newer)):
        current: Memory = obj
        while (next_id := getattr(current, direction)) and next_id not in seen:
            seen.add(next_id)
            try:
                nxt = parts.get(next_id)
            except MimvaultError:
                out.append({"id": next_id, "state": None, "summary": "(missing file)", "this": False})
                break
            if not isinstance(nxt, Memory):
                break
            out.append(_chain_entry(nxt, False))
            current = nxt
    return [*reversed(older), _chain_entry(obj, True), *newer]


def why(parts: VaultParts, object_id: str) -> dict[str, Any]:
    """Where an object came from, when it was confirmed, its conflicts, and why it is current."""
    obj = parts.get(object_id)
    operations = [
        {"commit": c.sha, "date": c.date, "op": c.op, "actor": c.actor, "subject": c.subject}
        for c in log(parts, object_id=object_id)
    ]
    sources = []
    for evidence_id in getattr(obj, "evidence", []):
        try:
            evidence = parts.get(evidence_id)
        except MimvaultError as exc:
            sources.append({"id": evidence_id, "missing": str(exc)})
            continue
        assert isinstance(evidence, Evidence)
        sources.append(
            {
                "id": evidence.id,
                "source_type": str(evidence.source_type),
                "actor": evidence.actor,
                "session": evidence.session,
                "mentioned_at": evidence.mentioned_at.isoformat() if evidence.mentioned_at else None,
                "captured": evidence.captured.isoformat(),
                "excerpt": "(forgotten)" if evidence.deleted else first_line(evidence.text, 200),
            }
        )
    parts.catalog.refresh()
    issues = []
    for path, _, referrer in parts.catalog.referrers(object_id):
        entry = parts.catalog.get(referrer) if referrer else None
        if entry is not None and entry.kind == "issue":
            issues.append({"id": entry.id, "status": entry.status, "question": entry.summary, "path": path})
    confirmations = [op for op in operations if op["op"] in ("confirm", "remember", "supersede")]
    return {
        "id": obj.id,
        "kind": obj.kind,
        "summary": obj.summary(),
        "state": str(getattr(obj, "state", "")) or None,
        "confidence": getattr(obj, "confidence", None),
        "sources": sources,
        "operations": operations,
        "issues": issues,
        "chain": _chain(parts, obj),
        "current": _why_current(obj, confirmations, issues),
        "served": serve_ops.served(parts, object_id),
    }


def _chain_entry(memory: Memory, this: bool) -> dict[str, Any]:
    return {
        "id": memory.id,
        "state": str(memory.state),
        "summary": memory.summary(),
        "valid_from": memory.valid_from,
        "valid_to": memory.valid_to,
        "created": memory.created.isoformat(),
        "this": this,
    }


_STATE_LINE = re.compile(rb"^state:\s*['\"]?([a-z_]+)", re.MULTILINE)


def _state_in(blob: bytes | None) -> str | None:
    if blob is None:
        return None
    match = _STATE_LINE.search(blob.split(b"\n---", 1)[0])
    return match.group(1).decode() if match else None


def _git_date(value: str, name: str) -> str:
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?", value) or re.fullmatch(
        r"\d+ (second|minute|hour|day|week|month|year)s? ago|yesterday|today", value
    ):
        return value
    raise InvalidValueError(f"--{name} {value!r}: expected a date (2026-11-01) or e.g. '2 weeks ago'")


def _why_current(obj: MimObject, confirmations: list[dict], issues: list[dict]) -> str:
    state = getattr(obj, "state", None)
    open_issues = [i["id"] for i in issues if i["status"] in ("open", "waiting_user")]
    if state is None:
        return "evidence is a raw record; it is never superseded"
    if state == State.superseded:
        return f"not current: superseded by {getattr(obj, 'superseded_by', None) or 'a newer version'}"
    if state == State.deleted:
        return "not current: forgotten at the user's request"
    if state in (State.archived, State.rejected):
        return f"not current: {state}"
    if state == State.conflicted or open_issues:
        return f"in question: open issue(s) {', '.join(open_issues) or '(none filed)'} must be resolved"
    if state == State.confirmed:
        last = confirmations[0] if confirmations else None
        by = f" by {last['actor']} on {last['date'][:10]} ({last['op']}, commit {last['commit'][:7]})" if last else ""
        newer = "; no newer version supersedes it"
        return f"confirmed{by}{newer}"
    return f"{state}: not yet confirmed by the user"
