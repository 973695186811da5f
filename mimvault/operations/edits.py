"""Hand edits: files saved in an editor committed as the user's own, answers written into issue files applied."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..errors import InvalidValueError, MimvaultError
from ..kinds import USER
from ..storage.gitobjects import blob_id
from ..storage.hand_edits import check_hand_edit, saved_edits
from ..storage.store import Loaded, read_regular

if TYPE_CHECKING:
    from ..parts import VaultParts


def commit_edits(parts: VaultParts, paths: Iterable[str]) -> str | None:
    """Commit the current state of these object files as the user's own ``edit``.

    A state the user typed is the operation it stands for: ``state: confirmed`` is
    committed as a ``confirm`` (last_confirmed, the user's confidence, a supersession it
    completes), ``rejected`` as a ``reject``; a move the state machine forbids
    (``superseded`` -> ``confirmed``) is not committed, and the error names the line.
    Only files that differ from HEAD are committed (a removed file as its removal).
    Each must read as a valid object and hold no secret (``storage.hand_edits``), or
    nothing is committed (``DocumentError`` / ``SecretFoundError`` name the file and
    line). The bytes checked are the bytes committed; the files are not written.
    Returns the commit, or None when nothing differed.
    """
    paths = sorted(set(paths))
    state_edits, refused = _state_edits(parts, paths)
    paths = [rel for rel in paths if rel not in state_edits and rel not in refused]
    commit = _commit_plain_edits(parts, paths) if paths else None
    for rel, (before, after) in state_edits.items():
        commit = _apply_state_edit(parts, rel, before, after) or commit
    if refused:
        raise next(iter(refused.values()))  # the others are committed; this one stays as typed
    return commit


def forbidden_state_edits(parts: VaultParts, paths: Iterable[str]) -> list[MimvaultError]:
    """For `mim doctor`: saved files whose new state is a move no memory makes."""
    try:
        return list(_state_edits(parts, sorted(set(paths)))[1].values())
    except MimvaultError:
        return []  # an invalid file: reported as such


# A state typed by hand is the operation the command would be: a confirmation sets
# last_confirmed and the user's confidence, a rejection is logged as one.
_HAND_OPS = {"confirmed": "confirm", "rejected": "reject"}


def _state_edits(parts: VaultParts, paths: list[str]) -> tuple[dict[str, tuple[Any, Loaded]], dict[str, MimvaultError]]:
    """The memories (and secret references) among ``paths`` whose ``state`` the user
    changed by hand to one an operation sets: rel -> (HEAD's object, the saved one); and
    the files whose new state is a move the state machine forbids: rel -> the error
    naming the line (never committed, left as typed)."""
    from ..model import Memory, SecretRef
    from ..storage.files import parse_document
    from ..storage.layout import placement
    from ..storage.store import forbidden_move, object_from_document

    candidates = [rel for rel in paths if (place := placement(rel)) is not None and place.kind in ("memory", "secret_ref")]
    saved = saved_edits(parts.git, parts.root, candidates)
    found: dict[str, tuple[Any, Loaded]] = {}
    refused: dict[str, MimvaultError] = {}
    if not saved:
        return found, refused
    for rel, committed in zip(saved, parts.git.read_blobs([f"HEAD:{rel}" for rel in saved])):
        data = saved[rel]
        if committed is None:
            continue  # a new file: no state to change from
        try:
            before = object_from_document(parse_document(committed, rel))
        except MimvaultError:
            continue  # HEAD held no valid object: nothing to compare with
        after = check_hand_edit(rel, data)
        if not isinstance(before, (Memory, SecretRef)) or not isinstance(after, (Memory, SecretRef)) or before.state == after.state:
            continue
        doc = parse_document(data, rel)
        forbidden = forbidden_move(before, after, doc)
        if forbidden is not None:
            refused[rel] = forbidden
            continue
        if str(after.state) in _HAND_OPS:
            found[rel] = (before, Loaded(after, doc))
    return found, refused


def _apply_state_edit(parts: VaultParts, rel: str, before: Any, saved: Loaded) -> str | None:
    """The user's saved file, committed as the operation its new state is (one commit,
    their other edits kept line for line)."""
    from ..model import Memory, State, one_line
    from ..permissions import confirmation
    from .memories import _retire

    now = parts.now()
    after = saved.obj
    op = _HAND_OPS[str(after.state)]
    with parts.transaction(op, USER) as tx:
        tx.takes_hand_edits = True
        if op == "confirm":
            new = after.model_copy(update=confirmation(after.model_copy(update={"state": before.state}), now))
        else:
            new = after.model_copy(update={"state": State.rejected, "updated": now})
        tx.put(new, saved)
        if op == "confirm" and isinstance(new, Memory) and new.supersedes:
            _retire(parts, tx, new.supersedes, new, now)
        tx.subject = f"{op}: {after.id} ({one_line(after.summary())}) (by hand)"
    return tx.receipt.commit if tx.receipt else None


def _commit_plain_edits(parts: VaultParts, paths: list[str]) -> str | None:
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


def put_back_renamed(parts: VaultParts, paths: Iterable[str], renamed: dict[str, str]) -> list[dict[str, Any]]:
    """Files renamed or moved in the editor go back to the path their id names, and
    links the editor rewrote to a new name point at the id again.

    File names are ids (docs/vault-format.md): links, history and other devices keep
    finding a file whatever its title becomes; Obsidian shows the title, the first alias.
    ``renamed`` (new name -> id) is extended with each rename put back, so a link the
    editor rewrites later is re-pointed too. A file whose id's own path is taken (a copy)
    stays where it is, for `mim doctor` to name. Returns what moved and what was relinked.
    """
    import os

    from ..storage.files import parse_document
    from ..storage.layout import canonical_path, placement
    from ..storage.store import object_from_document

    moves = []
    for rel in sorted(set(paths)):
        data = read_regular(parts.root, rel)
        if data is None or placement(rel) is None:
            continue
        try:
            obj = object_from_document(parse_document(data, rel))
            want = canonical_path(obj.id, getattr(obj, "type", None))
        except (MimvaultError, ValueError):
            continue  # not a valid object: reported as such, where it is
        if rel != want:
            moves.append((rel, want, obj.id))
    if not moves and not renamed:
        return []  # the usual save: no lock taken
    moved: list[dict[str, Any]] = []
    with parts.lock():
        for rel, want, object_id in moves:
            if not (parts.root / rel).exists() or (parts.root / want).exists():
                continue
            (parts.root / want).parent.mkdir(parents=True, exist_ok=True)
            os.rename(parts.root / rel, parts.root / want)
            stem = rel.rsplit("/", 1)[-1].removesuffix(".md")
            if stem != object_id:
                renamed[stem] = object_id
            moved.append({"from": rel, "to": want, "id": object_id})
        relinked = _relink(parts, renamed, _object_files(parts) if moved else paths)
    if relinked:
        moved.append({"relinked": relinked})
    return moved


def _object_files(parts: VaultParts) -> list[str]:
    from ..storage.layout import KIND_FOLDER, REVIEWS

    root = parts.root
    return [p.relative_to(root).as_posix() for folder in (*KIND_FOLDER.values(), REVIEWS) for p in (root / folder).rglob("*.md")]


def _relink(parts: VaultParts, renamed: dict[str, str], paths: Iterable[str]) -> list[str]:
    """``[[new name]]`` / ``[[new name|shown]]`` links in these files back to ``[[id…]]``;
    a file saved again meanwhile is left (its next save is looked at again)."""
    import re

    from ..storage.store import SavedMeanwhile, atomic_write

    if not renamed:
        return []
    link = re.compile(r"\[\[(" + "|".join(map(re.escape, sorted(renamed, key=len, reverse=True))) + r")(?:\.md)?(?=[\]|#^])")
    changed = []
    for rel in paths:
        data = read_regular(parts.root, rel)
        if data is None or b"[[" not in data:
            continue
        text = data.decode("utf-8", "surrogateescape")
        new = link.sub(lambda m: f"[[{renamed[m.group(1)]}", text)
        if new != text:
            try:
                atomic_write(parts.root / rel, new.encode("utf-8", "surrogateescape"), unless_changed_from=blob_id(data))
            except SavedMeanwhile:
                continue
            changed.append(rel)
    return changed
