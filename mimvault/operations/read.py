"""Reading: objects of a kind, by type and state."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..errors import InvalidValueError
from ..kinds import INACTIVE_STATES, MemoryType, State
from .arguments import checked

if TYPE_CHECKING:
    from ..parts import VaultParts
    from ..storage.catalog import Entry, Problem


@dataclass
class ListResult:
    entries: list[Entry]
    problems: list[Problem] = field(default_factory=list)


def list_objects(
    parts: VaultParts,
    kind: str = "memory",
    types: Iterable[str] = (),
    states: Iterable[str] = (),
    include_inactive: bool = False,
    progress: Any = None,
    with_data: bool = True,
) -> ListResult:
    """Objects of a kind, oldest first; inactive states (superseded, archived,
    rejected, deleted) only if asked for by state or ``include_inactive``.
    ``with_data=False`` leaves out each entry's full fields (faster for big lists)."""
    if kind == "secret_ref":
        raise InvalidValueError("secret references are listed only by `mim secrets list`")
    if kind not in ("memory", "evidence", "issue"):
        raise InvalidValueError(f"kind {kind!r}: expected memory, evidence or issue")
    types = [MemoryType(t).value for t in checked(types, MemoryType, "type")]
    states = [State(s).value for s in checked(states, State, "state")]
    problems = parts.refresh(progress)
    if not states and not include_inactive and kind in ("memory",):
        states = [s.value for s in State if s not in INACTIVE_STATES]
    return ListResult(parts.catalog.entries(kind, types, states, with_data=with_data), problems)
