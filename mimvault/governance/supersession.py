"""Supersession, one rule: what changes in a memory when a newer version replaces it.

It becomes ``superseded``, names its successor in ``superseded_by``, and a fact's
validity ends where the successor's begins — or, when that is not known, on the day
the successor was said (DESIGN §4; docs/design.md "Decisions"). `mim supersede`, a
change settled at capture and an answer to a question all use it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime
from typing import Any

from ..model import Memory, State
from ..permissions import state_before_hold


def retired(old: Memory, newer: Memory, now: datetime, newer_said: date | datetime | None = None) -> dict[str, Any]:
    """The update that retires ``old`` in favour of ``newer`` (said on ``newer_said``)."""
    update: dict[str, Any] = {"state": State.superseded, "superseded_by": newer.id, "updated": now}
    if old.valid_to is None and old.predicate == newer.predicate:
        said = newer_said.date() if isinstance(newer_said, datetime) else newer_said
        end = newer.valid_from or (said.isoformat() if said else None)
        if end:
            update["valid_to"] = end
    return update


def reinstated(old: Memory, rejected: Memory, now: datetime, rejected_said: date | datetime | None = None) -> dict[str, Any] | None:
    """The update that puts ``old`` back when the version that retired it is rejected (the
    inverse of ``retired``): current again, as confirmed as it was, its end dropped when the
    retirement set it. None when ``old`` was not retired by ``rejected``."""
    if old.state != State.superseded or old.superseded_by != rejected.id:
        return None
    update: dict[str, Any] = {
        "state": state_before_hold(old),
        "superseded_by": None,
        "updated": now,
    }
    said = rejected_said.date() if isinstance(rejected_said, datetime) else rejected_said
    if old.valid_to and old.valid_to in {rejected.valid_from, said.isoformat() if said else None}:
        update["valid_to"] = None
    return update


_CHAIN_LIMIT = 50  # a longer chain of unconfirmed proposals is no chain the rules make


def value_it_replaces(supersedes: str | None, lookup: Callable[[str], tuple[str | None, str | None] | None]) -> str | None:
    """The current value a proposed version would replace: its ``supersedes``, or, when
    that is itself a proposal already replaced (Shanghai confirmed → Melbourne proposed →
    玉林 proposed, Melbourne superseded by it), the first version up the chain that still
    holds. ``lookup(id)`` gives a version's (state, supersedes), or None when it is gone.
    Confirming the proposal retires that value: never two current values of one slot."""
    seen: set[str] = set()
    current = supersedes
    while current and current not in seen and len(seen) < _CHAIN_LIMIT:
        seen.add(current)
        found = lookup(current)
        if found is None:
            return None
        state, earlier = found
        if state != State.superseded.value:
            return current
        current = earlier
    return None
