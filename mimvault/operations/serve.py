"""Serving: context for a task, the profile, the access log."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import MimvaultError
from ..governance.facets import Facet
from ..kinds import Actor
from ..serving.context import Context, assemble
from ..serving.rank import rank, task_fit
from ..statement_keys import topic_of
from .search import search

if TYPE_CHECKING:
    from ..parts import VaultParts


SEARCH_DEPTH = 40  # memories fetched from the index per task


def context(parts: VaultParts, task: str, *, budget: int | None = None, history: bool = False, record: bool = True) -> Context:
    """The memory a task needs: it searches (words and meaning), adds the small core the
    task's kind needs, ranks (``serving.rank``), fills the slots under the token budget
    (``serving.context``) and records which memories went to which task."""
    budget = budget or parts.settings.serve.default_budget
    task = " ".join((task or "").split())
    if not task:
        from ..errors import InvalidValueError

        raise InvalidValueError("task: describe the task the context is for")
    if not 100 <= budget <= 100_000:
        from ..errors import InvalidValueError

        raise InvalidValueError(f"budget {budget}: expected 100 to 100000 tokens")
    now = parts.now()
    # unweighted by state: the ranker below weighs each state once, for the task
    result = search(parts, task, kinds=("memory",), limit=SEARCH_DEPTH, include_inactive=history, state_weight=False)
    top = max((h["score"] for h in result.hits), default=0.0) or 1.0
    relevance = {h["id"]: h["score"] / top for h in result.hits}
    entries = parts.catalog.entries_for(list(relevance))
    candidates: dict[str, tuple[Facet, float, dict[str, Any]]] = {}
    for memory_id, rel in relevance.items():
        entry = entries.get(memory_id)
        if entry is not None and entry.kind == "memory":
            data = entry.fields()
            candidates[memory_id] = (Facet.from_data(data), rel, data)
    boosts, core = task_fit(task)
    for data in _core(parts, core, [t for t, boost in boosts.items() if boost >= 0.25]):
        if data["id"] not in candidates:
            data["_core"] = True
            candidates[data["id"]] = (Facet.from_data(data), 0.0, data)
    from ..governance.facets import with_said

    # "said <date>" is when it was said (an import's turn time), not when it was captured
    facets = with_said(parts.catalog, [facet for facet, _, _ in candidates.values()])
    candidates = {f.id: (f, rel, data) for f, (_, rel, data) in zip(facets, candidates.values())}
    ranked = rank(list(candidates.values()), task, parts.settings.decay, now)
    served_ids = {r.facet.id for r in ranked}
    from ..governance.review import queue

    open_questions = queue(parts.catalog, now, include_later=True, candidates=False)  # the search caught up
    questions = [q for q in open_questions if served_ids & set(q["memories"])]
    ctx = assemble(task, ranked, questions, budget, empty_vault=parts.catalog.is_empty_of("memory"))
    from ..secrets import redact

    ctx.task = redact(task)[0]  # the header shows the task: never a secret typed into it
    if record:
        record_access(parts, "context", task, ctx.served)
    return ctx


def _core(parts: VaultParts, predicates: list[str], types: list[str]) -> list[dict[str, Any]]:
    """Confirmed memories a task of this kind needs even when its words do not match:
    the core facts it names (where the user lives, for a trip) and the latest memories of
    the types it fits strongly (the family, for a family plan)."""
    topics = [t for t in (topic_of("fact", "user", p, None, None) for p in predicates) if t]
    rows = parts.catalog.on_topic(topics, states=["confirmed"], limit=3 * len(topics))
    for memory_type in types:
        rows += parts.catalog.latest(memory_type, "confirmed", limit=8)
    return rows


def profile(parts: VaultParts) -> str:
    """A sectioned "about the user" Markdown from confirmed memories only."""
    from ..serving.profile import render_profile

    parts.catch_up()
    return render_profile(parts.catalog, parts.now())


def record_access(parts: VaultParts, op: str, task: str, memories: list[str]) -> None:
    """Log that ``memories`` were served for ``task``; commit the log in batches."""
    from ..serving import audit

    if audit.record(parts.root, parts.now(), str(parts.actor), op, task, memories):
        try:
            flush_access(parts)
        except MimvaultError as exc:
            # Serving goes on: the lines stay in the file for the next batch, and
            # `mim doctor` reports why this one could not be committed.
            audit.note_failure(parts.root, parts.now(), str(exc))


def flush_access(parts: VaultParts) -> str | None:
    """Commit the access lines waiting (``Mim-Op: serve``); returns the commit."""
    from ..serving import audit

    with audit.locked(parts.root):
        files = audit.waiting_files(parts.root)
        if not files:
            return None
        committed = dict(zip(files, parts.git.read_blobs([f"HEAD:{rel}" for rel in files]))) if parts.git.head() else {}
        with parts.transaction("serve", Actor("system", "audit")) as tx:
            for rel in files:
                data = (parts.root / rel).read_bytes()
                before = committed.get(rel) or b""
                tx.write_file(rel, data.decode("utf-8"), checked_prefix=len(before) if data.startswith(before) else 0)
            tx.subject = f"serve: access log ({', '.join(files)})"
        audit.committed(parts.root)
    return tx.receipt.commit if tx.receipt else None


def served(parts: VaultParts, object_id: str) -> list[dict[str, Any]]:
    """Which tasks this memory was served to: time, actor, operation, task."""
    from ..serving import audit

    return [
        {"time": e["time"], "actor": e["actor"], "op": e["op"], "task": e["task"]}
        for e in audit.entries(parts.root, object_id)
    ]
