"""Supersession, one rule: what changes in a memory when a newer version replaces it.

It becomes ``superseded``, names its successor in ``superseded_by``, and a fact's
validity ends where the successor's begins — or, when that is not known, on the day
the successor was said (DESIGN §4; docs/design.md "Decisions"). `mim supersede`, a
change settled at capture and an answer to a question all use it.
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from ..model import Memory, State


def retired(old: Memory, newer: Memory, now: datetime, newer_said: date | datetime | None = None) -> dict[str, Any]:
    """The update that retires ``old`` in favour of ``newer`` (said on ``newer_said``)."""
    update: dict[str, Any] = {"state": State.superseded, "superseded_by": newer.id, "updated": now}
    if old.valid_to is None and old.predicate == newer.predicate:
        said = newer_said.date() if isinstance(newer_said, datetime) else newer_said
        end = newer.valid_from or (said.isoformat() if said else None)
        if end:
            update["valid_to"] = end
    return update
