"""The one governed write path (DESIGN §4).

Every change to a vault is a ``Transaction``: it takes the vault lock, reads what it
needs under the lock, stages new versions of objects, and on ``commit``:

1. authorizes every change (actor permission + state machine) — ``govern.authorize``;
2. runs the write gates: the rendered files must read back as valid objects, and the
   secret gate (``storage.secret_gate``) stops any file or message holding a secret;
3. commits, as the user's own ``edit``, any uncommitted hand edits of the files it is
   about to rewrite, so the audit trail never credits them to this operation;
4. writes a journal, writes each file atomically, and makes exactly one Git commit
   whose trailers name the operation, the actor and the objects;
5. updates the derived catalog (and, later, the search index).

A process killed anywhere in step 4 leaves a journal; the next transaction finds it
under the lock and rolls the files back to HEAD (if the commit did not land) before
doing anything else. Nothing half-written survives, and no partial commit exists.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import (
    ConflictError,
    DocumentError,
    GitError,
    MergeInProgressError,
    MimvaultError,
)
from ..faults import fault_point
from ..model import USER, Actor, Memory, MimObject
from ..permissions import Change, authorize
from .catalog import find_path
from .files import Document, parse_document, render_document, rewrite_document
from .git import TRAILER_FOR_KIND, Git, commit_message
from .gitobjects import blob_id
from .hand_edits import saved_edits
from .layout import CACHE, JOURNAL, canonical_path, journal_drafts
from .lock import VaultLock
from .markers import in_progress_message
from .processes import pid_alive
from .store import (
    Loaded,
    SavedMeanwhile,
    atomic_write,
    linked_part,
    object_from_document,
    read_document,
    read_regular,
    remove_temp_files,
)
from .sync_mark import undo_interrupted_sync_merge

if TYPE_CHECKING:
    from ..config import ConfirmationPolicy
    from .catalog import Catalog



@dataclass
class PlannedWrite:
    """A file about to be written (content None: removed), with the object it holds."""

    rel: str
    content: bytes | None
    obj: MimObject | None
    before: MimObject | None
    read_back: MimObject | None = None  # ``content`` parsed again: exactly what the file holds
    adopted: bool = False  # on disk already (a hand edit): committed, not written


Gate = Callable[["Transaction", list[PlannedWrite]], None]


@dataclass
class Receipt:
    """What an operation did: its commit and, per object, the state it went from and to."""

    op: str
    actor: str
    commit: str | None
    changes: list[dict] = field(default_factory=list)
    id: str | None = None  # the object the operation was about
    details: dict = field(default_factory=dict)  # what else the operation has to say
    notices: list[str] = field(default_factory=list)  # one-line messages for the user

    def to_json(self) -> dict:
        out = {"op": self.op, "actor": self.actor, "id": self.id, "commit": self.commit, "changes": self.changes}
        if self.details:
            out["details"] = self.details
        if self.notices:
            out["notices"] = self.notices
        return out


@dataclass
class _Staged:
    obj: MimObject | None
    base: Loaded | None
    rel: str
    restore: bool = False  # write ``raw`` exactly (undo), bypassing rendering
    raw: bytes | None = None  # with restore: None removes the file
    fresh: bool = False  # write the object anew, dropping everything the old file held
    adopt: bool = False  # with restore: the bytes are on disk already (a hand edit): committed, never written


class Transaction:
    def __init__(
        self,
        root: Path,
        op: str,
        actor: Actor = USER,
        *,
        policy: ConfirmationPolicy,
        catalog: Catalog | None = None,
        gates: Iterable[Gate] = (),
        lock_timeout: float = 30.0,
        git: Git | None = None,
        update_index: Callable[[], None] | None = None,
        notice: Callable[[str], None] | None = None,
    ):
        self.root = root
        self.notice = notice  # where a recovery tells the user what it kept
        self.update_index = update_index  # the search index: takes the change while Git commits it
        self.op = op
        self.actor = actor
        self.policy = policy
        self.catalog = catalog
        self.gates = list(gates)
        self.git = git or Git(root)
        self.subject = op
        self.body = ""
        self.extra_trailers: dict[str, list[str]] = {}
        # With nothing staged: "error" (the default), "skip" (no commit: nothing changed),
        # "commit" (an empty commit that logs an act, such as a purge).
        self.empty = "error"
        # The user's saved edit of a file this operation rewrites is the operation itself
        # (a state typed in an editor): it is not committed apart as an ``edit`` first.
        self.takes_hand_edits = False
        self.receipt: Receipt | None = None
        self._staged: dict[str, _Staged] = {}
        self._staged_rel: dict[str, str] = {}  # object id -> its staged path
        self.checked_prefix: dict[str, int] = {}  # path -> leading bytes already gated (append-only files)
        self._lock = VaultLock(root / CACHE / "lock", timeout=lock_timeout)

    # --- lifecycle ----------------------------------------------------------------

    def __enter__(self) -> Transaction:
        self._lock.acquire()
        try:
            if not (self.root / ".git").exists():
                raise GitError(
                    f"{self.root} has no Git repository (.git is missing), so nothing can be committed: restore it "
                    "from a backup or another device (`mim clone`), or start history anew with `git init` and "
                    "`mim doctor --fix`; nothing was written"
                )
            undone = undo_interrupted_sync_merge(self.root)
            if undone is not None and self.notice is not None:
                self.notice(undone)
            unfinished = in_progress_message(self.root)
            if unfinished is not None:
                raise MergeInProgressError(unfinished)
            recover(self.root, self.git, self.catalog, self.notice)
        except BaseException:
            self._lock.release()
            raise
        return self

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        try:
            if exc_type is None:
                self.receipt = self.commit()
        finally:
            self._lock.release()

    # --- staging ------------------------------------------------------------------

    def load(self, object_id: str) -> Loaded:
        """Read an object under the lock (staged version first)."""
        staged = self._staged.get(self._staged_rel.get(object_id, ""))
        if staged is not None and staged.obj is not None and staged.obj.id == object_id and staged.base is not None:
            return Loaded(staged.obj, staged.base.doc)
        doc = read_document(self.root, find_path(self.root, object_id, self.catalog))
        return Loaded(object_from_document(doc), doc)

    def put(self, obj: MimObject, base: Loaded | None = None, *, fresh: bool = False) -> None:
        """Stage ``obj`` as a new object (no base) or a new version of ``base``.

        A new version rewrites only the fields that changed; ``fresh`` writes the file
        anew instead, so nothing of the old one (comments, the user's keys) remains.
        """
        staged_rel = self._staged_rel.get(obj.id)
        rel = base.rel if base is not None else staged_rel or canonical_path(obj.id, getattr(obj, "type", None))
        previous = self._staged.get(rel)
        # A newer version of an object this transaction already staged keeps that
        # staging's base: only a truly new object may not find its file taken.
        if base is None and previous is None and (self.root / rel).exists():
            raise ConflictError(f"{rel} already exists; an id is never reused")
        self._staged[rel] = _Staged(obj, previous.base if previous else base, rel, fresh=fresh)
        self._staged_rel[obj.id] = rel  # load() finds staged versions by id in O(1)

    def staged_objects(self) -> list[tuple[MimObject, Loaded | None]]:
        """The objects this transaction will write (not restores), with their bases."""
        return [(st.obj, st.base) for st in self._staged.values() if st.obj is not None and not st.restore]

    def file_text(self, obj: MimObject) -> str:
        """The text ``obj``'s file will hold if it is staged as it is now: what ``_render``
        writes (a new or fresh file whole; a new version as its base's file with the
        changed fields rewritten, the user's own edits kept)."""
        staged = self._staged.get(self._staged_rel.get(obj.id, ""))
        return _file_text(obj, staged.base if staged else None, staged.fresh if staged else False)

    def restore(self, rel: str, content: bytes | None) -> None:
        """Stage exact file bytes (undo); ``content`` None removes the file."""
        self._staged[rel] = _Staged(_parse_or_none(content, rel), _load_or_none(self.root, rel), rel, True, content)
        if self._staged[rel].obj is not None:
            self._staged_rel[self._staged[rel].obj.id] = rel

    def adopt(self, rel: str, content: bytes | None) -> None:
        """Stage bytes that are on disk already — a file the user saved, a template file
        just copied — to be gated and committed exactly, never written (an editor may be
        saving it again this very moment); ``content`` None commits the file's removal."""
        self.restore(rel, content)
        self._staged[rel].adopt = True

    def write_file(self, rel: str, text: str, checked_prefix: int = 0) -> None:
        """Stage a plain file that holds no object (a review report, the access log).
        ``checked_prefix``: that many leading bytes are exactly what HEAD holds, already
        through the secret gate when they were committed; only the rest is scanned."""
        self._staged[rel] = _Staged(None, _load_or_none(self.root, rel), rel, True, text.encode("utf-8"))
        self.checked_prefix[rel] = checked_prefix

    def trailer(self, key: str, value: str) -> None:
        self.extra_trailers.setdefault(key, []).append(value)

    # --- the write path -----------------------------------------------------------

    def commit(self) -> Receipt:
        if not self._staged:
            if self.empty == "skip":
                return Receipt(self.op, str(self.actor), None)
            if self.empty != "commit":
                raise MimvaultError(f"{self.op}: nothing to change")
        changes = [
            Change(s.base.obj if s.base else None, s.obj)
            for s in self._staged.values()
            if s.obj is not None or s.base is not None  # plain files (reports) hold no object
        ]
        authorize(self.actor, self.op, changes, self.policy)
        index_before = self.git.index_stamp()  # the catalog may trust Git's view of changes after this commit
        if not self.takes_hand_edits:
            # First the user's own saves of these files, as their `edit` — also one made
            # while this operation ran: the operation is then applied on top of it.
            self._commit_pending_edits([s for s in self._staged.values() if s.base is not None and not s.restore])
        writes = [self._render(s) for s in self._staged.values()]
        for gate in self.gates:
            gate(self, writes)

        rels = [w.rel for w in writes]
        for rel in rels:
            linked = linked_part(self.root, rel)
            if linked is not None:
                raise DocumentError(rel, None, f"{linked} is a symbolic link; mimvault writes only inside the vault (replace the link with the folder)")
        head = self.git.head()
        _write_journal(self.root, self.op, head, writes)
        fault_point("after-journal")
        try:
            for attempt in range(4):
                # a save that came after the hand edits were taken in (while this operation
                # rendered, gated, or wrote its first file): taken in too, the operation on top
                committed = self._committed(head)
                late = self._saved_meanwhile(committed)
                if late:
                    self._commit_pending_edits(late)
                    writes = [self._render(s) for s in self._staged.values()]
                    for gate in self.gates:
                        gate(self, writes)
                    head = self.git.head()
                    _write_journal(self.root, self.op, head, writes)
                    committed = self._committed(head)
                first = writes[0] if writes else None
                if first is None or first.adopted or first.content is None:
                    break
                guard = committed.get(first.rel) if attempt < 3 else None
                try:
                    atomic_write(self.root / first.rel, first.content, fault="before-rename", unless_changed_from=guard)
                    break
                except SavedMeanwhile:
                    continue  # nothing renamed yet: take the save in and write again
            rels = [w.rel for w in writes]
            for n, write in enumerate(writes):
                path = self.root / write.rel
                if not write.adopted and not (n == 0 and write.content is not None):  # the first is written above
                    if write.content is None:
                        path.unlink(missing_ok=True)
                    else:
                        atomic_write(path, write.content)
                if n == 0:
                    fault_point("after-write")
            if self.catalog is not None:
                self.catalog.update_paths(
                    rels, {w.rel: (w.content, w.read_back) for w in writes if w.content is not None and w.read_back is not None}
                )
            # The search index takes the change while Git commits it (Tantivy's commit
            # mostly waits on the disk, without the GIL). Should the commit fail, the
            # recovery below puts the files back and logs them as changed, and the next
            # search's catch-up indexes them as they are again.
            with alongside(self.update_index):
                sha = self.git.commit({w.rel: w.content for w in writes}, self.message(writes), head, settle=False)
        except BaseException:
            recover(self.root, self.git, self.catalog, self.notice)  # put the files back unless the commit landed
            raise
        try:
            self.git.settle()  # Git's own index: update-index has run beside the commit
        except GitError as exc:
            raise GitError(
                f"{exc} The change is committed ({sha[:7]}); the next mimvault command brings Git's index up to date."
            ) from None
        # Only now: if Git's index update failed (or we die before it ends), the journal
        # lets the next command's recovery bring Git's index up to date.
        (self.root / JOURNAL).unlink(missing_ok=True)
        if self.catalog is not None:
            self.catalog.note_git_commit(index_before, self.git.index_stamp())
        return Receipt(
            self.op,
            str(self.actor),
            sha,
            [
                {
                    "id": w.rel.rsplit("/", 1)[-1].removesuffix(".md"),
                    "action": "removed" if w.content is None else "created" if w.before is None else "updated",
                    "path": w.rel,
                    "before": _state(w.before),
                    "after": _state(w.obj) if w.content is not None else None,
                }
                for w in writes
            ],
        )

    def _render(self, staged: _Staged) -> PlannedWrite:
        before = staged.base.obj if staged.base else None
        if staged.restore:
            return PlannedWrite(staged.rel, staged.raw, staged.obj, before, adopted=staged.adopt)
        obj = staged.obj
        assert obj is not None
        content = _file_text(obj, staged.base, staged.fresh).encode("utf-8")
        # Never write a file mimvault itself could not read back.
        try:
            read_back = object_from_document(parse_document(content, staged.rel))
        except DocumentError as exc:
            raise MimvaultError(f"internal check failed, nothing written: {exc}") from None
        return PlannedWrite(staged.rel, content, obj, before, read_back)

    def message(self, writes: list[PlannedWrite]) -> str:
        """The commit message for these writes: subject, body, Mim-* trailers."""
        trailers: dict[str, list[str]] = {"Mim-Op": [self.op], "Mim-Actor": [str(self.actor)]}
        for write in writes:
            obj = write.obj or write.before
            if obj is not None:
                trailers.setdefault(TRAILER_FOR_KIND[obj.kind], []).append(obj.id)
        for key, values in self.extra_trailers.items():
            trailers.setdefault(key, []).extend(values)
        return commit_message(self.subject, trailers, self.body)

    def _committed(self, head: str | None) -> dict[str, str]:
        """The blob ids HEAD holds for the files this operation rewrites from their
        committed version (none for new files, restores, or an operation that takes hand edits)."""
        if self.takes_hand_edits or head is None:
            return {}
        return self.git.tree_entries(head, [s.rel for s in self._staged.values() if s.base is not None and not s.restore])

    def _saved_meanwhile(self, committed: dict[str, str]) -> list[_Staged]:
        """The files whose bytes on disk are no longer the ``committed`` version this
        operation is based on: saved by hand just now. The disk is read last, right before
        the writes, so the window left to a save is the few instructions until the rename."""
        late = []
        for rel, blob in committed.items():
            try:
                now = read_regular(self.root, rel)
            except DocumentError:
                continue  # a link: refused where it is written
            if now is not None and blob_id(now) != blob:
                late.append(self._staged[rel])
        return late

    def _commit_pending_edits(self, staged: list[_Staged]) -> None:
        """Commit hand edits of files this operation rewrites, as the user's own ``edit``:
        the bytes read here once are the ones gated and committed."""
        if not staged:
            return
        head = self.git.head()
        saved = saved_edits(self.git, self.root, [s.rel for s in staged])
        hand_edits = [
            PlannedWrite(s.rel, saved[s.rel], s.base.obj, s.base.obj)  # type: ignore[union-attr]
            for s in staged
            if s.rel in saved
        ]
        if not hand_edits:
            return
        for gate in self.gates:
            gate(self, hand_edits)  # a secret typed into a file by hand is not committed either
        trailers: dict[str, list[str]] = {"Mim-Op": ["edit"], "Mim-Actor": ["user"]}
        for write in hand_edits:
            trailers.setdefault(TRAILER_FOR_KIND[write.obj.kind], []).append(write.obj.id)  # type: ignore[union-attr]
        subject = f"edit: {', '.join(w.obj.id for w in hand_edits)} (by hand)"  # type: ignore[union-attr]
        self.git.commit({w.rel: w.content for w in hand_edits}, commit_message(subject, trailers), head)
        for write in hand_edits:
            self._rebase_on_saved(self._staged[write.rel], write.content)  # type: ignore[arg-type]

    def _rebase_on_saved(self, staged: _Staged, data: bytes) -> None:
        """A save that came after this operation read the file: the operation's changes
        (the fields it set, its words) are applied to the saved version, so the user's
        edit stays in the work tree. The same field changed both ways is not guessed."""
        assert staged.base is not None and staged.obj is not None
        saved_doc = parse_document(data, staged.rel)
        saved = object_from_document(saved_doc)
        before = staged.base.obj
        if saved == before:
            return  # saved before the operation read it: its base is that version already
        names = [*staged.obj.FIELD_ORDER, *(["text"] if isinstance(staged.obj, Memory) else [])]
        changed = {n: getattr(staged.obj, n) for n in names if getattr(staged.obj, n, None) != getattr(before, n, None)}
        clash = [n for n, v in changed.items() if getattr(saved, n, None) not in (getattr(before, n, None), v)]
        if clash:
            raise ConflictError(
                f"{staged.rel}: {', '.join(clash)} was changed by hand while `{self.op}` ran; your edit is committed "
                f"as it is — run `{self.op}` again if it still applies"
            )
        staged.obj = saved.model_copy(update=changed)
        staged.base = Loaded(saved, saved_doc)


def _file_text(obj: MimObject, base: Loaded | None, fresh: bool) -> str:
    return render_document(obj.front_matter(), obj.body()) if base is None or fresh else _rewrite(base, obj)


def _rewrite(base: Loaded, obj: MimObject) -> str:
    """``base``'s file with only the fields that differ in ``obj`` rewritten."""
    old = base.obj
    changes, removals = {}, []
    for name in obj.FIELD_ORDER:
        new_value, old_value = getattr(obj, name), getattr(old, name, None)
        if new_value == old_value:
            continue
        if new_value is None or new_value == []:
            removals.append(name)
        else:
            changes[name] = new_value
    for name, value in (obj.model_extra or {}).items():
        if (old.model_extra or {}).get(name) != value:
            changes[name] = value
    removals += [name for name in (old.model_extra or {}) if name not in (obj.model_extra or {})]
    body = None
    if isinstance(obj, Memory):
        assert isinstance(old, Memory)
        if obj.text != old.text or obj.body() != old.body():
            body = _memory_body(base.doc, old, obj)
    elif obj.body() != old.body() and base.doc.body.strip() == old.body().strip():
        body = obj.body()  # regenerated only while it is ours: a body the user wrote in stays
    return rewrite_document(base.doc, changes, removals, body, obj.FIELD_ORDER)


def _memory_body(doc: Document, old: Memory, new: Memory) -> str:
    """Keep the user's text verbatim unless the text itself changed; regenerate the links."""
    from ..kinds import memory_links, split_memory_body

    text_part, _ = split_memory_body(doc.body)
    if new.text != old.text or not text_part.strip():
        return new.body()
    links = memory_links(new.evidence, new.supersedes, new.superseded_by)
    return f"{text_part.rstrip()}\n\n{links}\n" if links else text_part.rstrip() + "\n"


def _parse_or_none(content: bytes | None, rel: str) -> MimObject | None:
    try:
        return object_from_document(parse_document(content, rel)) if content is not None else None
    except DocumentError:
        return None


def _load_or_none(root: Path, rel: str) -> Loaded | None:
    try:
        doc = read_document(root, rel)
        return Loaded(object_from_document(doc), doc)
    except MimvaultError:
        return None


def _state(obj: MimObject | None) -> str | None:
    state = getattr(obj, "state", None)
    return str(state) if state is not None else None


# --- crash recovery -----------------------------------------------------------------


def _write_journal(root: Path, op: str, head: str | None, writes: list[PlannedWrite]) -> None:
    """What this operation is about to do, for a recovery after a crash: per path the blob
    id of the bytes there now and of the bytes it will write (None: no file). Recovery
    puts back only files that still hold this process's bytes."""
    files = {}
    for write in writes:
        try:
            now = read_regular(root, write.rel)
        except DocumentError:
            now = None
        files[write.rel] = [blob_id(now) if now is not None else None, blob_id(write.content) if write.content is not None else None]
    record = {"op": op, "head": head, "paths": [w.rel for w in writes], "files": files, "started": time.time(), "pid": os.getpid()}
    atomic_write(root / JOURNAL, json.dumps(record).encode("utf-8"))


@contextmanager
def alongside(work: Callable[[], None] | None) -> Iterator[None]:
    """Run ``work`` on a thread of its own while the block runs; wait for it after (None:
    nothing to run)."""
    thread = None if work is None else threading.Thread(target=work, name="mim-index", daemon=True)
    if thread is not None:
        thread.start()
    try:
        yield
    finally:
        if thread is not None:
            thread.join()


def recover(root: Path, git: Git, catalog: Catalog | None = None, notice: Callable[[str], None] | None = None) -> bool:
    """Finish or roll back an operation a killed process left behind. Call under the lock.

    If HEAD moved, the commit landed: only the index entries may lag, and are synced.
    Otherwise each touched file that still holds the dead process's bytes is put back as
    HEAD has it. A file that changed after the crash (the user saved it again) is kept
    as it is, and ``notice`` says so: recovery never undoes a person's edit. Git's index
    entries of those paths are set to HEAD's (it is updated while the commit is written).
    """
    for name in clear_stale_git_locks(root):
        if notice is not None:
            notice(f"removed a stale {name} that no running git held (left by a killed git process)")
    path = root / JOURNAL
    _remove_dead_journal_drafts(path)
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return False
    except (OSError, ValueError):
        record = None  # a torn journal: written before any file was touched
    if record:
        rels = [rel for rel in record.get("paths", []) if isinstance(rel, str)]
        files = record.get("files") if isinstance(record.get("files"), dict) else {}
        head = record.get("head")
        if git.head() == head:
            present = git.tree_entries(head, rels) if head else {}
            for rel in rels:
                try:
                    current = read_regular(root, rel)
                except DocumentError:
                    current = None
                state = blob_id(current) if current is not None else None
                planned = files.get(rel)
                if isinstance(planned, list) and len(planned) == 2:
                    before, after = planned
                    if state == before:
                        continue  # never touched, or already back
                    if state != after or before != present.get(rel):
                        if notice is not None:
                            op = record.get("op", "operation")
                            notice(f"{rel}: kept as it is — it was changed after an interrupted `{op}`; check it, then run `mim doctor`")
                        continue
                if rel in present:
                    atomic_write(root / rel, git.read_blobs([f"{head}:{rel}"])[0] or b"")
                else:
                    (root / rel).unlink(missing_ok=True)
        git.reset_index(rels)
        remove_temp_files(root, rels)
        if catalog is not None:
            catalog.update_paths(rels)
    path.unlink(missing_ok=True)
    return True


_DRAFT_LIFETIME_S = 60  # a live writer renames its draft within milliseconds


def _remove_dead_journal_drafts(journal: Path) -> None:
    """A process killed while writing its journal left the draft: nothing was touched yet,
    so the draft goes — when its process is dead, or when it is older than any live
    writer's draft can be (its pid may already belong to another process)."""
    for draft, pid in journal_drafts(journal):
        try:
            old = time.time() - draft.stat().st_mtime > _DRAFT_LIFETIME_S
        except FileNotFoundError:
            continue
        if old or not pid_alive(pid):
            draft.unlink(missing_ok=True)


def clear_stale_git_locks(root: Path) -> list[str]:
    """Remove Git's lock files that no live process holds (a git child killed with its
    parent, or dead of a signal); returns their paths in the vault. See
    ``git.stale_git_locks``."""
    from .git import stale_git_locks

    removed = []
    for lock in stale_git_locks(root):
        lock.unlink(missing_ok=True)
        removed.append(lock.relative_to(root).as_posix())
    return removed
