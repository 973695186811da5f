"""Questions: the review queue, answers (given, relayed by an agent)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import ConflictError, InvalidValueError, PermissionDeniedError
from ..ids import kind_of, validate_id
from ..kinds import one_line
from ..storage.transaction import Receipt
from .arguments import with_id

if TYPE_CHECKING:
    from ..parts import VaultParts


def review(parts: VaultParts, *, include_later: bool = False, candidates: bool = True, limit: int | None = None) -> list[dict[str, Any]]:
    """The questions waiting for the user, most important first: open issues (not
    those answered "later" until their time comes), then candidates to confirm."""
    from ..governance.review import queue

    parts.catch_up()
    return queue(parts.catalog, parts.now(), include_later=include_later, candidates=candidates, limit=limit)


def resolve(
    parts: VaultParts,
    issue_id: str,
    *,
    option: int | None = None,
    dismiss: bool = False,
    later: bool = False,
    text: str | None = None,
    relayed_by: str | None = None,
) -> Receipt:
    """Answer a question: ``option`` (1-based), ``dismiss``, ``later``, or ``text``
    (words: saved as the user's evidence; a time settles a timeline question).
    ``relayed_by``: the agent that passed the user's answer on (a trailer)."""
    from ..governance.governor import answer
    from ..governance.governor import dismiss as dismiss_issue
    from ..governance.review import action_for_text
    from ..model import IssueStatus, MemoryIssue

    chosen = [name for name, given in (("--option", option is not None), ("--dismiss", dismiss), ("--later", later), ("--text", bool(text))) if given]
    if len(chosen) != 1:
        raise InvalidValueError("resolve: give exactly one of --option N, --dismiss, --later or --text")
    if kind_of(validate_id(issue_id)) != "issue":
        raise InvalidValueError(f"{issue_id} is not a question (iss_…); `mim review` lists them")
    now = parts.now()
    with parts.transaction("resolve") as tx:
        loaded = tx.load(issue_id)
        issue = loaded.obj
        assert isinstance(issue, MemoryIssue)
        if issue.status in (IssueStatus.resolved, IssueStatus.dismissed):
            raise ConflictError(f"{issue_id} is already {issue.status} ({issue.resolution or 'no answer recorded'})")
        if len(issue.actions) != len(issue.options):
            raise InvalidValueError(
                f"{loaded.rel}: {len(issue.options)} options but {len(issue.actions)} actions (edited by hand?); "
                "make them match, or answer with --dismiss"
            )
        words = None
        if dismiss:
            details = dismiss_issue(tx, loaded, now)
        else:
            if option is not None:
                if not 1 <= option <= len(issue.options):
                    raise InvalidValueError(f"--option {option}: {issue_id} has options 1 to {len(issue.options)}")
                action = issue.actions[option - 1]
            elif later:
                action = "later"
            else:
                words = " ".join((text or "").split())
                record = parts.statement_evidence(words, now)
                tx.put(record)
                action, fixes = action_for_text(issue, words, tx, now)
                for fixed, base in fixes:
                    tx.put(fixed, base)
                tx.put(issue.model_copy(update={"evidence": [*issue.evidence, record.id]}), loaded)
                loaded = tx.load(issue_id)
            details = answer(tx, parts.catalog, loaded, action, parts.config, now, text=words)
        tx.subject = f"resolve: {issue_id} ({one_line(details.get('resolution') or 'later')})"
        if relayed_by:
            tx.trailer("Mim-Relayed-By", relayed_by)
    receipt = with_id(tx.receipt, issue_id)
    receipt.details = details
    return receipt


def resolve_relayed(parts: VaultParts, issue_id: str, *, option: int | None = None, text: str | None = None) -> Receipt:
    """An agent passes on the user's own answer, if ``autonomy.agents_relay_answers``."""
    if parts.actor.kind != "agent":
        return resolve(parts, issue_id, option=option, text=text)
    if not parts.config.autonomy.agents_relay_answers:
        raise PermissionDeniedError(f"{parts.actor} may not relay answers (autonomy.agents_relay_answers is false)")
    user = parts.as_user()
    try:
        return user.resolve(issue_id, option=option, text=text, relayed_by=str(parts.actor))
    finally:
        user.close()
