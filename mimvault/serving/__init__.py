"""Serving memory to an agent: retrieval, ranking, context assembly, the access log.

``context_for(vault, task)`` is what ``mim context``, the Python API and the MCP server
call: it searches (words and meaning), adds the small core the task's kind needs,
ranks (``rank.py``), fills the slots under the token budget (``context.py``) and
records which memories went to which task (``audit.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..governance.facets import Facet
from ..statement_keys import topic_of
from .context import Context, assemble
from .rank import rank, task_fit

if TYPE_CHECKING:
    from ..api import Vault

SEARCH_DEPTH = 40  # memories fetched from the index per task


def context_for(vault: Vault, task: str, *, budget: int = 1200, history: bool = False, record: bool = True) -> Context:
    task = " ".join((task or "").split())
    if not task:
        from ..errors import InvalidValueError

        raise InvalidValueError("task: describe the task the context is for")
    if not 100 <= budget <= 100_000:
        from ..errors import InvalidValueError

        raise InvalidValueError(f"budget {budget}: expected 100 to 100000 tokens")
    now = vault.now()
    result = vault.search(task, kinds=("memory",), limit=SEARCH_DEPTH, include_inactive=history)
    top = max((h["score"] for h in result.hits), default=0.0) or 1.0
    relevance = {h["id"]: h["score"] / top for h in result.hits}
    entries = vault.catalog.entries_for(list(relevance))
    candidates: dict[str, tuple[Facet, float, dict[str, Any]]] = {}
    for memory_id, rel in relevance.items():
        entry = entries.get(memory_id)
        if entry is not None and entry.kind == "memory":
            data = entry.fields()
            candidates[memory_id] = (Facet.from_data(data), rel, data)
    boosts, core = task_fit(task)
    for data in _core(vault, core, [t for t, boost in boosts.items() if boost >= 0.25]):
        if data["id"] not in candidates:
            data["_core"] = True
            candidates[data["id"]] = (Facet.from_data(data), 0.0, data)
    ranked = rank(list(candidates.values()), task, vault.config.decay, now)
    served_ids = {r.facet.id for r in ranked}
    from ..governance.review import queue

    open_questions = queue(vault.catalog, now, include_later=True, candidates=False)  # the search caught up
    questions = [q for q in open_questions if served_ids & set(q["memories"])]
    ctx = assemble(task, ranked, questions, budget, empty_vault=vault.catalog.is_empty_of("memory"))
    if record:
        vault.record_access("context", task, ctx.served)
    return ctx


def _core(vault: Vault, predicates: list[str], types: list[str]) -> list[dict[str, Any]]:
    """Confirmed memories a task of this kind needs even when its words do not match:
    the core facts it names (where the user lives, for a trip) and the latest memories of
    the types it fits strongly (the family, for a family plan)."""
    topics = [t for t in (topic_of("fact", "user", p, None, None) for p in predicates) if t]
    rows = vault.catalog.on_topic(topics, states=["confirmed"], limit=3 * len(topics))
    for memory_type in types:
        rows += vault.catalog.latest(memory_type, "confirmed", limit=8)
    return rows
