"""Hand edits: files saved in an editor committed as the user's own, answers written into issue files applied."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..errors import InvalidValueError, MimvaultError
from ..model import USER
from ..storage.gitobjects import blob_id
from ..storage.hand_edits import check_hand_edit
from ..storage.store import Loaded, read_regular

if TYPE_CHECKING:
    from ..parts import VaultParts


def commit_edits(parts: VaultParts, paths: Iterable[str]) -> str | None:
    """Commit the current state of these object files as the user's own ``edit``.

    Only files that differ from HEAD are committed (a removed file as its removal).
    Each must read as a valid object and hold no secret (``storage.hand_edits``), or
    nothing is committed (``DocumentError`` / ``SecretFoundError`` name the file and
    line). The bytes checked are the bytes committed; the files are not written.
    Returns the commit, or None when nothing differed.
    """
    paths = sorted(set(paths))
    with parts.transaction("edit", USER) as tx:
        tx.empty = "skip"
        head = parts.git.head()
        committed = parts.git.tree_entries(head, paths) if head else {}
        changed = []
        for rel in paths:
            data = read_regular(parts.root, rel)
            if data is None:
                if rel in committed:
                    tx.adopt(rel, None)
                    changed.append(rel)
                continue
            if committed.get(rel) == blob_id(data):
                continue
            check_hand_edit(rel, data)
            tx.adopt(rel, data)
            changed.append(rel)
        names = ", ".join(rel.rsplit("/", 1)[-1].removesuffix(".md") for rel in changed[:3])
        more = f" and {len(changed) - 3} more" if len(changed) > 3 else ""
        tx.subject = f"edit: {names}{more} (by hand)"
    return tx.receipt.commit if tx.receipt else None


def apply_hand_answers(parts: VaultParts) -> list[dict[str, Any]]:
    """Questions the user closed by editing the issue file (``status: resolved`` with a
    ``resolution`` naming an option — its number or its words — or ``status:
    dismissed``) while their memories still wait: the answer is applied, as the
    user's, one commit each. An answer that names no option is left for `mim doctor`."""
    from ..governance.governor import answer, dismiss
    from ..governance.review import closed_by_hand, hand_answer
    from ..model import MemoryIssue

    done = []
    for entry in closed_by_hand(parts.catalog):
        user = parts.as_user()
        try:
            with user.transaction("resolve") as tx:
                loaded = tx.load(entry.id)
                issue = loaded.obj
                assert isinstance(issue, MemoryIssue)
                opened = Loaded(issue.model_copy(update={"status": "open"}), loaded.doc)
                if issue.status == "dismissed":
                    details = dismiss(tx, opened, parts.now())
                else:
                    action = hand_answer(issue)
                    if action is None:
                        raise InvalidValueError(f"{loaded.rel}: resolution {issue.resolution!r} names no option")
                    details = answer(tx, parts.catalog, opened, action, parts.config, parts.now())
                    tx.put(tx.load(entry.id).obj.model_copy(update={"resolution": issue.resolution}), loaded)
                tx.subject = f"resolve: {entry.id} (answered by hand in the file)"
            done.append({"issue": entry.id, **details})
        except MimvaultError:
            continue  # doctor reports it
        finally:
            user.close()
    return done
