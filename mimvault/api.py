"""The Python API: ``Vault.open(path)`` and every operation the CLI offers.

The CLI is a thin layer over this class; so is the MCP server. Operations that change
the vault run through ``Transaction`` (the one governed write path) and return a
``Receipt``; reading operations return plain data ready for JSON.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from enum import StrEnum
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

from .config import VaultConfig, load_config
from .errors import (
    ConflictError,
    IllegalTransitionError,
    InvalidValueError,
    MimvaultError,
    ObjectNotFoundError,
    PermissionDeniedError,
    VaultNotFoundError,
)
from .ids import kind_of, new_id, validate_id
from .model import (
    INACTIVE_STATES,
    LIVE_STATES,
    USER,
    Actor,
    Evidence,
    Memory,
    MemoryType,
    MimObject,
    Scope,
    SecretRef,
    Sensitivity,
    SourceType,
    State,
    TimePrecision,
    confidence_label,
    first_line,
    one_line,
    utcnow,
)
from .permissions import initial_state
from .storage.catalog import Catalog, Entry, Problem, find_path
from .storage.files import body_of
from .storage.git import Commit, Git, commit_message, init_repository
from .storage.layout import CACHE
from .storage.lock import VaultLock
from .storage.store import Loaded, read_object
from .storage.transaction import Gate, Receipt, Transaction, alongside, recover
from .timeparse import parse_calendar

MARKER_DIR = ".mimvault"
INDEX_MARKER = f"{CACHE}/index/manifest.sqlite3"
_TRAILER = {"memory": "Mim-Memory", "evidence": "Mim-Evidence", "issue": "Mim-Issue", "secret_ref": "Mim-Secret"}
_SOURCE_FOR_ACTOR = {"user": SourceType.user_form, "agent": SourceType.agent, "system": SourceType.tool}
_DEFAULT_CONFIDENCE = {"user": 0.95, "agent": 0.6, "system": 0.7}
_STATE_WEIGHT = {"conflicted": 0.5, "stale": 0.7}


def find_vault(start: Path) -> Path:
    """The vault containing ``start`` (a folder with ``.mimvault/``), searching upwards."""
    start = start.resolve()
    for folder in (start, *start.parents):
        if (folder / MARKER_DIR).is_dir():
            return folder
    raise VaultNotFoundError(f"no vault at or above {start}; run `mim init <folder>` or pass --vault")


class _SearchKind(StrEnum):  # what search can return (never secret references)
    memory = "memory"
    evidence = "evidence"
    issue = "issue"


@dataclass
class SearchResult:
    query: str
    hits: list[dict[str, Any]]
    notices: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"query": self.query, "hits": self.hits, "notices": self.notices}


@dataclass
class ListResult:
    entries: list[Entry]
    problems: list[Problem] = field(default_factory=list)


class Vault:
    """One person's vault: a folder of Markdown files in a Git repository."""

    def __init__(
        self,
        root: Path,
        *,
        actor: Actor | str = USER,
        now: Callable[[], datetime] = utcnow,
        gates: Iterable[Gate] = (),
        lock_timeout: float = 30.0,
    ):
        self.root = Path(root)
        self.actor = Actor.parse(actor) if isinstance(actor, str) else actor
        self.now = now
        from .storage.secret_gate import secret_gate

        self.gates = [secret_gate, *gates]  # the secret gate is never optional
        self.lock_timeout = lock_timeout
        self.git = Git(self.root)
        self.notices: list[str] = []  # what recovery and housekeeping did that the user should know
        self.catch_up_every = 0.0  # seconds between catch-ups before a search (0: every time)
        self._last_catch_up = -1e9

    # --- opening ------------------------------------------------------------------

    @classmethod
    def open(cls, path: str | Path | None = None, **kwargs: Any) -> Vault:
        """Open the vault at ``path``, or the one containing the working directory."""
        if path is not None:
            root = Path(path).expanduser()
            if not (root / MARKER_DIR).is_dir():
                raise VaultNotFoundError(f"{root} is not a mimvault vault (no {MARKER_DIR}/); run `mim init {root}`")
            return cls(root.resolve(), **kwargs)
        return cls(find_vault(Path.cwd()), **kwargs)

    @classmethod
    def init(cls, path: str | Path, **kwargs: Any) -> tuple[Vault, list[str]]:
        """Create a vault from the template: files, Git repository, hooks, first commit.

        Existing files are never overwritten, so a folder that already holds notes (or a
        Git repository) can become a vault. Returns the vault and any warnings.
        """
        from .resources import install_hooks, resource_dir

        root = Path(path).expanduser().resolve()
        if (root / MARKER_DIR / "config.yaml").exists():
            raise ConflictError(f"{root} is already a mimvault vault")
        root.mkdir(parents=True, exist_ok=True)
        template = resource_dir("vault-template")
        added = []
        for source in sorted(template.rglob("*")):
            if source.is_dir() or "__pycache__" in source.parts:
                continue
            rel = source.relative_to(template).as_posix()
            target = root / rel
            if not target.exists():
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(source, target)
                added.append(rel)
        if not (root / ".git").exists():
            init_repository(root)
        warnings = install_hooks(root)
        vault = cls(root, **kwargs)
        with VaultLock(root / CACHE / "lock", timeout=vault.lock_timeout):
            head = vault.git.head()
            message = commit_message(
                "init: a new mimvault vault", {"Mim-Op": ["init"], "Mim-Actor": [str(vault.actor)]}
            )
            vault.git.commit({rel: (root / rel).read_bytes() for rel in added}, message, head)
        return vault, warnings

    @cached_property
    def config(self) -> VaultConfig:
        return load_config(self.root)

    @cached_property
    def catalog(self) -> Catalog:
        return Catalog(self.root)

    def close(self) -> None:
        if "catalog" in self.__dict__:
            self.catalog.close()
        if "index" in self.__dict__:
            self.index.close()

    def transaction(self, op: str, actor: Actor | None = None) -> Transaction:
        return Transaction(
            self.root,
            op,
            actor or self.actor,
            policy=self.config.confirmation,
            catalog=self.catalog,
            gates=self.gates,
            lock_timeout=self.lock_timeout,
            git=self.git,
            update_index=self._update_index,
            notice=self.notices.append,
        )

    def _update_index(self) -> None:
        if (self.root / INDEX_MARKER).exists():  # no index yet: the first search builds it
            self.index.after_commit(self.catalog)

    @cached_property
    def index(self) -> Any:  # -> mimvault.serving.index.SearchIndex
        from .serving.index import SearchIndex
        from .serving.index.embed import ModelChoice, resolve_model

        settings = self.config.search
        model = resolve_model(self.root, settings.model) if settings.semantic else ModelChoice(None, "off")
        return SearchIndex(self.root, model)

    def _catch_up_due(self) -> bool:
        """A long-running server (``mim mcp``) catches up at most every ``catch_up_every``
        seconds: at 100k files a catch-up costs ~0.3 s, a query a few milliseconds."""
        if self.catch_up_every <= 0:
            return True
        now = time.monotonic()
        if now - self._last_catch_up < self.catch_up_every:
            return False
        self._last_catch_up = now
        return True

    def _watched(self) -> bool:
        from .storage.watch_state import status

        return bool(status(self.root).get("running"))

    def _catch_up(self, progress: Any = None) -> None:
        """Finish any interrupted operation and catch the catalog up with the files."""
        self._finish_interrupted()
        self.catalog.refresh(progress, git=self.git)

    def _finish_interrupted(self) -> None:
        journal = self.root / CACHE / "txn.json"
        if journal.exists() or (self.root / ".git" / "index.lock").exists():
            with VaultLock(self.root / CACHE / "lock", timeout=self.lock_timeout):
                recover(self.root, self.git, self.catalog, self.notices.append)

    def refresh(self, progress: Any = None) -> list[Problem]:
        """Catch the catalog up with the files (and finish any interrupted operation).

        Returns the files it could not use: unreadable ones, and ones holding a secret
        (never catalogued, never indexed, until the secret is removed)."""
        self._catch_up(progress)
        return self._problems()

    def _problems(self) -> list[Problem]:
        from .secrets.labels import kind_label

        leaks = [
            Problem(path, line, f"holds a {kind_label(kind)}; remove it (secrets never enter memory)")
            for path, kind, line in self.catalog.leaks()
        ]
        return self.catalog.problems() + leaks

    # --- reading ------------------------------------------------------------------

    def path_of(self, object_id: str) -> str:
        validate_id(object_id)
        return find_path(self.root, object_id, self.catalog)

    def load(self, object_id: str) -> Loaded:
        return read_object(self.root, self.path_of(object_id))

    def get(self, object_id: str) -> MimObject:
        return self.load(object_id).obj

    def list(
        self,
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
        types = [MemoryType(t).value for t in _checked(types, MemoryType, "type")]
        states = [State(s).value for s in _checked(states, State, "state")]
        problems = self.refresh(progress)
        if not states and not include_inactive and kind in ("memory",):
            states = [s.value for s in State if s not in INACTIVE_STATES]
        return ListResult(self.catalog.entries(kind, types, states, with_data=with_data), problems)

    # --- writing ------------------------------------------------------------------

    def remember(
        self,
        text: str | None = None,
        *,
        type: str,
        subject: str | None = None,
        predicate: str | None = None,
        object: str | None = None,
        time: str | None = None,
        confidence: float | None = None,
        importance: float | None = None,
        sensitivity: str = "low",
        scope: str = "long-term",
        tags: Iterable[str] = (),
        evidence: Iterable[str] = (),
        event_type: str | None = None,
        state: str | None = None,
    ) -> Receipt:
        """Record a memory stated directly (by the user, or proposed by an agent).

        Unless ``evidence`` names existing evidence, the statement itself is saved as
        evidence (``user_form`` for the user), so every memory has a source.
        """
        from .storage.secret_gate import check_fields

        now = self.now()
        memory_type = _enum(MemoryType, type, "type")
        check_fields(predicate, object)
        if predicate and not subject:
            subject = "user"
        text = (text or "").strip()
        if not text:
            if not (subject and predicate and object):
                raise InvalidValueError("text: give the memory's text (or --subject, --predicate and --object)")
            text = f"{subject} {predicate.replace('_', ' ')} {object}"
        fields = _time_fields(time)
        evidence_ids = [validate_id(e, "evidence") for e in evidence]
        memory = Memory(
            id=new_id("memory", now),
            type=memory_type,
            state=State.pending_review,  # placeholder; decided below
            title=first_line(text),
            aliases=[f"{subject} {predicate} {object}"] if subject and predicate and object else [],
            subject=subject,
            predicate=predicate,
            object=object,
            event_type=event_type,
            confidence=_unit(confidence, "confidence", _DEFAULT_CONFIDENCE[self.actor.kind]),
            importance=_unit(importance, "importance", 0.5),
            sensitivity=_enum(Sensitivity, sensitivity, "sensitivity"),
            scope=_enum(Scope, scope, "scope"),
            source_type=_SOURCE_FOR_ACTOR[self.actor.kind],
            created=now,
            updated=now,
            tags=list(tags),
            text=text,
            **fields,
        )
        chosen = _enum(State, state, "state") if state else initial_state(self.actor, memory, self.config.confirmation)
        with self.transaction("remember") as tx:
            for evidence_id in evidence_ids:
                tx.load(evidence_id)  # must exist
            if not evidence_ids:
                record = self._statement_evidence(text, now)
                tx.put(record)
                evidence_ids = [record.id]
            memory = memory.model_copy(
                update={
                    "state": chosen,
                    "evidence": evidence_ids,
                    "last_confirmed": now if chosen == State.confirmed else None,
                }
            )
            tx.put(memory)
            governor = self._governor(tx, now)
            memory = governor.check(memory)
            tx.subject = f"remember: {memory.id} ({one_line(memory.summary())})"
        receipt = _with_id(tx.receipt, memory.id)
        _tell(receipt, governor)
        return receipt

    def confirm(self, object_id: str) -> Receipt:
        """The user confirms a memory or secret reference; a confirmed new version
        supersedes the memory it names."""
        now = self.now()
        with self.transaction("confirm") as tx:
            loaded = tx.load(object_id)
            obj = _stateful(loaded.obj, "confirm")
            update: dict[str, Any] = {"state": State.confirmed, "last_confirmed": now, "updated": now}
            if isinstance(obj, Memory):  # the user's word makes it certain
                update["confidence"] = max(obj.confidence, _DEFAULT_CONFIDENCE["user"])
            tx.put(obj.model_copy(update=update), loaded)
            if isinstance(obj, Memory) and obj.supersedes:
                self._retire(tx, obj.supersedes, obj.model_copy(update={"state": State.confirmed}), now)
            tx.subject = f"confirm: {obj.id} ({one_line(obj.summary())})"
        return _with_id(tx.receipt, object_id)

    def reject(self, object_id: str, reason: str | None = None) -> Receipt:
        """The user says a memory is wrong; it is kept, as rejected, so it is not proposed again."""
        now = self.now()
        with self.transaction("reject") as tx:
            loaded = tx.load(object_id)
            obj = _stateful(loaded.obj, "reject")
            tx.put(obj.model_copy(update={"state": State.rejected, "updated": now}), loaded)
            tx.subject = f"reject: {obj.id} ({one_line(obj.summary())})"
            tx.body = f"Reason: {' '.join(reason.split())}" if reason else ""
        return _with_id(tx.receipt, object_id)

    def supersede(
        self,
        object_id: str,
        text: str | None = None,
        *,
        object: str | None = None,
        subject: str | None = None,
        predicate: str | None = None,
        time: str | None = None,
        confidence: float | None = None,
        importance: float | None = None,
        tags: Iterable[str] | None = None,
    ) -> Receipt:
        """A change of meaning: a new memory that supersedes this one (which is kept)."""
        now = self.now()
        with self.transaction("supersede") as tx:
            loaded = tx.load(object_id)
            old = loaded.obj
            if not isinstance(old, Memory):
                raise InvalidValueError(f"{object_id} is a {old.kind}; only memories are superseded")
            if old.state in INACTIVE_STATES:
                newer = f" (its newer version is {old.superseded_by})" if old.superseded_by else ""
                raise IllegalTransitionError(f"{object_id} is {old.state} and cannot be superseded{newer}")
            new_object = object if object is not None else old.object
            from .storage.secret_gate import check_fields

            check_fields(predicate or old.predicate, new_object)
            new_text = (text or "").strip() or _retext(old, new_object)
            if new_text == old.text and new_object == old.object and not (subject or predicate or time):
                raise InvalidValueError("supersede: nothing changes; give --text, --object or another field")
            fields = _time_fields(time) if time else {}
            memory = old.model_copy(
                update={
                    "id": new_id("memory", now),
                    "state": State.pending_review,
                    "title": first_line(new_text),
                    "subject": subject or old.subject,
                    "predicate": predicate or old.predicate,
                    "object": new_object,
                    "text": new_text,
                    "confidence": _unit(confidence, "confidence", _DEFAULT_CONFIDENCE[self.actor.kind]),
                    "importance": _unit(importance, "importance", old.importance),
                    "tags": list(tags) if tags is not None else old.tags,
                    "source_type": _SOURCE_FOR_ACTOR[self.actor.kind],
                    "created": now,
                    "updated": now,
                    "last_confirmed": None,
                    "supersedes": old.id,
                    "superseded_by": None,
                    "valid_from": None,
                    "valid_to": None,
                    "time_precision": None,
                    "time_raw": None,
                    **fields,
                }
            )
            subj, pred = memory.subject, memory.predicate
            memory.aliases = [f"{subj} {pred} {memory.object}"] if subj and pred and memory.object else []
            state = initial_state(self.actor, memory, self.config.confirmation)
            record = self._statement_evidence(new_text, now)
            tx.put(record)
            memory = memory.model_copy(
                update={
                    "state": state,
                    "evidence": [record.id],
                    "last_confirmed": now if state == State.confirmed else None,
                }
            )
            tx.put(memory)
            if state == State.confirmed:
                self._retire(tx, old.id, memory, now)
            tx.subject = f"supersede: {old.id} -> {memory.id} ({one_line(memory.summary())})"
        return _with_id(tx.receipt, memory.id)

    def forget(self, object_id: str, keep_evidence: bool = False) -> Receipt:
        """The user asks to forget: content leaves the working tree, a tombstone stays.

        The memory's evidence goes too, unless another live memory still rests on it or
        ``keep_evidence``. Git history still holds the old versions.
        """
        now = self.now()
        kind = kind_of(object_id)
        if kind == "issue":
            raise InvalidValueError(f"{object_id} is a question; dismiss it instead of forgetting it")
        with self.transaction("forget") as tx:
            loaded = tx.load(object_id)
            obj = loaded.obj
            if isinstance(obj, Evidence):
                tx.put(_evidence_tombstone(obj, now), loaded, fresh=True)
            else:
                obj = _stateful(obj, "forget")
                if obj.state == State.deleted:
                    raise IllegalTransitionError(f"{object_id} is already forgotten")
                tx.put(_tombstone(obj, now), loaded, fresh=True)
                for evidence_id in [] if keep_evidence else getattr(obj, "evidence", []):
                    if self._evidence_still_used(evidence_id, object_id):
                        continue
                    try:
                        evidence = tx.load(evidence_id)
                    except ObjectNotFoundError:
                        continue
                    if isinstance(evidence.obj, Evidence) and evidence.obj.deleted is None:
                        tx.put(_evidence_tombstone(evidence.obj, now), evidence, fresh=True)
            tx.subject = f"forget: {object_id}"
        return _with_id(tx.receipt, object_id)

    def undo(self) -> Receipt:
        """Revert the latest mimvault operation not yet undone (itself a logged operation)."""
        undone: set[str] = set()
        target: Commit | None = None
        for commit in self.git.log(limit=500):
            if commit.op is None:
                continue  # a commit made by hand: not ours to undo
            if commit.op == "undo":
                undone.update(commit.trailers.get("Mim-Reverts", []))
                continue
            if commit.sha in undone:
                continue
            if commit.op == "init":
                break
            target = commit
            break
        if target is None:
            raise ConflictError("nothing to undo: no mimvault operation since the vault was created")
        paths = self.git.changed_paths(target.sha)
        parent = target.parents[0] if target.parents else None
        at_target = dict(zip(paths, self.git.read_blobs([f"{target.sha}:{p}" for p in paths])))
        before = dict(zip(paths, self.git.read_blobs([f"{parent}:{p}" for p in paths]) if parent else [None] * len(paths)))
        with self.transaction("undo") as tx:
            for rel in paths:
                current = (self.root / rel).read_bytes() if (self.root / rel).exists() else None
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

    # --- hand edits (the watcher) -------------------------------------------------

    def commit_edits(self, paths: Iterable[str]) -> str | None:
        """Commit the current state of these object files as the user's own ``edit``.

        Only files that differ from HEAD are committed (a removed file as its removal).
        Each must read as a valid object and hold no secret, or nothing is committed
        (``DocumentError`` / ``SecretFoundError`` name the file and line). Returns the
        commit, or None when nothing differed.
        """
        from .errors import SecretFoundError
        from .secrets import scan_file
        from .secrets.labels import HOW_OUT, describe
        from .storage.files import parse_document
        from .storage.gitobjects import blob_id
        from .storage.store import object_from_document, read_regular

        paths = sorted(set(paths))
        with VaultLock(self.root / CACHE / "lock", timeout=self.lock_timeout):
            recover(self.root, self.git, self.catalog, self.notices.append)
            head = self.git.head()
            committed = self.git.tree_entries(head, paths) if head else {}
            changed: dict[str, bytes | None] = {}  # exactly the bytes validated and scanned here
            ids = []
            for rel in paths:
                data = read_regular(self.root, rel)
                if data is None:
                    if rel in committed:
                        changed[rel] = None
                    continue
                if committed.get(rel) == blob_id(data):
                    continue
                obj = object_from_document(parse_document(data, rel))
                text = data.decode("utf-8", "replace")
                findings = scan_file(text)
                if findings:
                    raise SecretFoundError(f"{describe(rel, text, findings[0])}; {HOW_OUT}")
                changed[rel] = data
                ids.append((obj.kind, obj.id))
            if not changed:
                return None
            trailers: dict[str, list[str]] = {"Mim-Op": ["edit"], "Mim-Actor": ["user"]}
            for kind, object_id in ids:
                trailers.setdefault(_TRAILER[kind], []).append(object_id)
            names = ", ".join(rel.rsplit("/", 1)[-1].removesuffix(".md") for rel in list(changed)[:3])
            more = f" and {len(changed) - 3} more" if len(changed) > 3 else ""
            before = self.git.index_stamp()
            self.catalog.update_paths(list(changed))
            with alongside(self._update_index):  # the search index takes the edit while Git commits it
                sha = self.git.commit(changed, commit_message(f"edit: {names}{more} (by hand)", trailers), head)
            self.catalog.note_git_commit(before, self.git.index_stamp())
        return sha

    # --- search -------------------------------------------------------------------

    def search(
        self,
        query: str,
        *,
        kinds: Iterable[str] = ("memory",),
        types: Iterable[str] = (),
        states: Iterable[str] = (),
        since: str | datetime | None = None,
        until: str | datetime | None = None,
        limit: int = 10,
        include_inactive: bool = False,
        semantic: bool = True,
        catch_up: bool = True,
        progress: Any = None,
    ) -> SearchResult:
        """Memories (and with ``kinds``, evidence and issues) ranked for ``query``.

        The index first catches up with files changed behind mimvault's back (unless
        ``catch_up`` is false, or a ``mim watch`` is keeping it current). Superseded,
        archived, rejected and deleted memories are left out unless ``include_inactive``
        or ``states`` asks for them. Secret references are never searchable.
        """
        from .serving.index import Filters

        query = (query or "").strip()
        if not query:
            raise InvalidValueError("query: give some words to search for")
        kinds = tuple(_checked(kinds, _SearchKind, "kind"))
        if not 1 <= limit <= 1000:
            raise InvalidValueError(f"limit {limit}: expected 1 to 1000")
        chosen_states = tuple(str(s) for s in _checked(states, State, "state"))
        filters = Filters(
            kinds=tuple(str(k) for k in kinds),
            types=tuple(types),
            states=chosen_states,
            exclude_states=() if include_inactive or chosen_states else tuple(str(s) for s in INACTIVE_STATES),
            since=_search_time(since, "since"),
            until=_search_time(until, "until", end=True),
        )
        if catch_up and self._catch_up_due() and not self._watched():
            self._catch_up(progress)  # with a watcher running, it keeps catalog and index current
        index = self.index
        use_vectors = semantic and index.model.path is not None
        report = index.sync(self.catalog, vectors=use_vectors, progress=progress)
        hits = index.search(query, filters, limit, semantic=use_vectors)
        entries = self.catalog.entries_for([h.id for h in hits])
        found = [self._hit(h, entries.get(h.id)) for h in hits]
        # A memory on hold (a question is open about it) or stale loses rank, never its place.
        for hit in found:
            hit["score"] = round(hit["score"] * _STATE_WEIGHT.get(hit["state"] or "", 1.0), 6)
        found.sort(key=lambda hit: -hit["score"])
        result = SearchResult(query, found)
        if index.model.notice and semantic and self.config.search.semantic and report.rebuilt:
            result.notices.append(index.model.notice)  # once, when the index is built; `mim doctor` repeats it
        if report.rebuilt and report.rebuilt != "no index yet":
            result.notices.append(f"rebuilt the search index ({report.rebuilt})")
        return result

    def _hit(self, hit: Any, entry: Entry | None) -> dict[str, Any]:
        fields = entry.fields() if entry and entry.kind == "memory" else {}
        out: dict[str, Any] = {
            "id": hit.id,
            "kind": entry.kind if entry else None,
            "type": entry.type if entry else None,
            "state": entry.state if entry else None,
            "title": (entry.title or entry.summary) if entry else None,
            "confidence": entry.confidence if entry else None,
            "confidence_label": confidence_label(entry.confidence) if entry and entry.confidence is not None else None,
            "score": hit.score,
            "path": entry.path if entry else None,
        }
        if fields.get("subject") and fields.get("predicate"):
            out["statement"] = f"{fields['subject']} {fields['predicate']} {fields.get('object') or ''}".strip()
        out["snippet"] = one_line(fields["text"], 200) if fields.get("text") else self._snippet(hit, entry)
        return out

    def _snippet(self, hit: Any, entry: Entry | None) -> str:
        """The passage that matched (or the start of the text), on one line."""
        from .serving.index.passages import passage_at

        if entry is None:
            return ""
        text = _body_at(f"{self.root}/{entry.path}")  # a str: ten of these per search
        if text is None:
            return ""
        if hit.passage:
            text = passage_at(text, hit.passage) or text
        return one_line(text, 200)

    def model_info(self) -> dict[str, Any]:
        """Which embedding model search uses, where it was found, how much is embedded."""
        model = self.index.model
        info: dict[str, Any] = {"path": str(model.path) if model.path else None, "source": model.source,
                                "identity": model.identity, "notice": model.notice}  # fmt: skip
        if model.path:
            info["dims"] = self.index.embedder.dims if self.index.embedder else None
        return info

    def distill_model(self, source: str | Path, *, out: str | Path | None = None, dims: int = 256, use: bool = True) -> dict[str, Any]:
        """Distill a model2vec model from a local sentence-transformers folder (offline;
        needs the ``distill`` extra), and point ``search.model`` at it."""
        src = Path(source).expanduser()
        if not (src / "config.json").is_file():
            raise InvalidValueError(f"--from {source}: not a sentence-transformers model folder (no config.json)")
        try:
            from model2vec.distill import distill
        except ImportError:
            raise MimvaultError(
                "distilling needs the optional extra: pip install 'mimvault[distill]' (model2vec[distill] and torch)"
            ) from None
        target = Path(out).expanduser() if out else self.root / MARKER_DIR / "models" / f"{src.name}-m2v-{dims}"
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        model = distill(model_name=str(src), pca_dims=dims)
        target.mkdir(parents=True, exist_ok=True)
        model.save_pretrained(str(target))
        configured = False
        if use:
            self.set_config("search.model", _config_path(self.root, target))
            configured = True
        return {"path": str(target), "dims": dims, "configured": configured}

    def set_config(self, key: str, value: Any) -> str:
        """Change one ``section.key`` in .mimvault/config.yaml (comments and everything
        else kept) and commit it; the new file must validate first."""
        from .config import set_config_value

        config = self.root / MARKER_DIR / "config.yaml"
        with VaultLock(self.root / CACHE / "lock", timeout=self.lock_timeout):
            written = set_config_value(config, key, value)  # validates, then writes atomically
            head = self.git.head()
            message = commit_message(f"config: {key} = {value}", {"Mim-Op": ["config"], "Mim-Actor": [str(self.actor)]})
            before = self.git.index_stamp()
            sha = self.git.commit({f"{MARKER_DIR}/config.yaml": written}, message, head)
            self.catalog.note_git_commit(before, self.git.index_stamp())
        self.__dict__.pop("config", None)
        self.__dict__.pop("index", None)
        return sha

    def reindex(self, progress: Any = None, catalog: bool = False) -> dict[str, Any]:
        """Rebuild the search index from the files (after the catalog catches up with
        them); with ``catalog``, rebuild the catalog from nothing too, in the same pass."""
        if catalog:  # one pass over the files: the catalog's workers make the index entries too
            self._finish_interrupted()
            report = self.index.rebuild(self.catalog, progress, files=True, git=self.git)
            problems = self._problems()
        else:
            problems = self.refresh(progress)
            report = self.index.rebuild(self.catalog, progress)
        status = self.index.status()
        return {"indexed": status.get("objects"), "embedded": report.embedded, "model": status.get("model"),
                "problems": [str(p) for p in problems]}  # fmt: skip

    # --- capture and secrets -------------------------------------------------------

    def capture(
        self,
        text: str,
        *,
        source_type: str = "chat",
        session: str | None = None,
        mentioned_at: str | datetime | None = None,
        extractor: Any = None,
        llm_url: str | None = None,
        llm_model: str | None = None,
    ) -> Receipt:
        """Record an input as evidence and interpret it into memory candidates.

        Any secret is redacted before anything is written (a reference to it is proposed
        for the user to confirm); the extractor (``rules``, ``llm``, ``none`` or an
        ``Extractor`` object; default from config) reads only the redacted text, relative
        to the mention time; governance decides each candidate's fate, listed in
        ``receipt.details["candidates"]``. One commit.
        """
        from .operations.capture import capture

        return capture(
            self,
            text,
            source_type=source_type,
            session=session,
            mentioned_at=_mention_time(mentioned_at),
            extractor=extractor,
            llm_url=llm_url,
            llm_model=llm_model,
        )

    def interview_answer(self, key: str, answer: str, *, lang: str = "en") -> dict[str, Any]:
        """Record the answer to one backbone question (``mimvault.capture.interview``): the
        question and answer as the user's evidence, and for a direct question the
        memory it states (confirmed: the user said it); free answers are extracted."""
        from .capture.interview import BY_KEY, statement

        question = BY_KEY.get(key)
        if question is None:
            raise InvalidValueError(f"question {key!r}: expected one of {', '.join(BY_KEY)}")
        if lang not in ("en", "zh"):
            raise InvalidValueError(f"lang {lang!r}: expected en or zh")
        answer = " ".join((answer or "").split())
        if not answer:
            raise InvalidValueError("answer: empty (skip the question instead)")
        if question.predicate is None:
            receipt = self.capture(f"{question.text(lang)}\n{answer}", source_type="user_form")
            return {"question": key, "evidence": receipt.id, "candidates": receipt.details.get("candidates", []), "notices": receipt.notices}
        said = self.capture(f"{question.text(lang)}\n{answer}", source_type="user_form", extractor="none")
        if said.details.get("redacted"):
            return {"question": key, "evidence": said.id, "memory": None, "notices": said.notices}
        receipt = self.remember(
            statement(question, answer, lang),
            type=question.type or "fact",
            subject="user",
            predicate=question.predicate,
            object=answer if len(answer) <= 80 else None,
            evidence=[said.id],
        )
        return {"question": key, "evidence": said.id, "memory": receipt.id, "notices": receipt.notices}

    def import_file(
        self,
        path: str | Path,
        *,
        format: str | None = None,
        session: str | None = None,
        extractor: Any = None,
        llm_url: str | None = None,
        llm_model: str | None = None,
        progress: Callable[[int], None] | None = None,
        on_start: Callable[[int], None] | None = None,
    ) -> Any:
        """Import a chat JSONL file, a Markdown journal or a ChatGPT export: one evidence
        file per turn (turns already imported are skipped), one commit per batch.
        Returns an ``ImportReport``; unreadable lines are in its ``problems``."""
        from .operations.capture import import_file

        return import_file(
            self,
            path,
            fmt=format,
            session=session,
            extractor=extractor,
            llm_url=llm_url,
            llm_model=llm_model,
            progress=progress,
            on_start=on_start,
        )

    def secrets_list(self) -> list[dict[str, Any]]:
        """Secret references: labels, hints and where they are kept — nothing else."""
        self.refresh()
        out = []
        for entry in self.catalog.entries("secret_ref", include_secret_refs=True):
            fields = entry.fields()
            out.append(
                {
                    "id": entry.id,
                    "state": entry.state,
                    "category": fields.get("category"),
                    "label": fields.get("label"),
                    "hint": fields.get("hint"),
                    "stored_in": fields.get("stored_in"),
                }
            )
        return out

    def secrets_add(
        self, label: str, *, category: str = "password", hint: str | None = None, stored_in: str | None = None
    ) -> Receipt:
        """Record where a secret is kept (the user's own reference: confirmed at once)."""
        from .secrets.hints import hint_problems

        for name, value in (("label", label), ("hint", hint or ""), ("stored-in", stored_in or "")):
            problems = hint_problems(value, category=category) if name != "stored-in" else []
            if name == "label":
                problems = [p for p in problems if p in ("it contains a secret itself", "it lists seed-phrase words")]
            if problems:
                raise InvalidValueError(f"{name}: {'; '.join(problems)} — a reference may help find a secret, never rebuild it")
        now = self.now()
        ref = SecretRef(
            id=new_id("secret_ref", now),
            state=State.confirmed if self.actor.kind == "user" else State.pending_review,
            category=category,
            label=label.strip(),
            hint=(hint or "").strip() or None,
            stored_in=(stored_in or "").strip() or None,
            created=now,
            updated=now,
            last_confirmed=now if self.actor.kind == "user" else None,
        )
        with self.transaction("secret") as tx:
            tx.put(ref)
            tx.subject = f"secret: {ref.id} (reference added)"
        return _with_id(tx.receipt, ref.id)

    def secrets_hint(self, ref_id: str, hint: str) -> Receipt:
        """Set a reference's hint, after checking it cannot help rebuild the secret."""
        from .secrets.hints import hint_problems

        validate_id(ref_id, "secret_ref")
        with self.transaction("secret") as tx:
            loaded = tx.load(ref_id)
            problems = hint_problems(hint, category=getattr(loaded.obj, "category", None))
            if problems:
                raise InvalidValueError(f"hint: {'; '.join(problems)} — a hint may help find a secret, never rebuild it")
            tx.put(loaded.obj.model_copy(update={"hint": hint.strip() or None, "updated": self.now()}), loaded)
            tx.subject = f"secret: {ref_id} (hint changed)"
        return _with_id(tx.receipt, ref_id)

    def secrets_scan(self, history: bool = False) -> tuple[list[Any], int]:
        """Secrets sitting in the vault's files (and, with ``history``, in any commit)."""
        from .storage.leaks import scan_history, scan_worktree

        if history:
            return scan_history(self.root)
        return scan_worktree(self.root, self.catalog), 0

    def purge(self, object_id: str | None = None, secrets: bool = False) -> Receipt:
        """Rewrite history: every secret the detector finds (``secrets``), or every old
        version of a forgotten object, is gone from every commit. A backup ref keeps the
        old branch until ``purge_expire``. The act itself is logged as a commit."""
        from .storage import purge as purging

        if self.actor.kind != "user":
            raise PermissionDeniedError(f"{self.actor} may not purge: only the user can")
        if bool(object_id) == bool(secrets):
            raise InvalidValueError("purge: give one object id, or --secrets")
        with VaultLock(self.root / CACHE / "lock", timeout=self.lock_timeout):
            recover(self.root, self.git, self.catalog, self.notices.append)
            if secrets:
                report = purging.purge_secrets(self.root)
                ids: list[str] = []
                subject = "purge: secrets redacted from history"
            else:
                ids, paths = self._purge_targets(object_id)  # type: ignore[arg-type]
                report = purging.purge_objects(self.root, paths, ids)
                subject = f"purge: {', '.join(ids)} (history rewritten)"
            trailers: dict[str, list[str]] = {"Mim-Op": ["purge"], "Mim-Actor": [str(self.actor)]}
            for object_ref in ids:
                trailers.setdefault(_TRAILER[kind_of(object_ref)], []).append(object_ref)
            body = f"Old history kept until `mim purge --expire --yes`: {report.backup_ref}"
            sha = self.git.commit({}, commit_message(subject, trailers, body), self.git.head())
            self.catalog.discard()  # derived caches may still hold the old text: rebuild them
        self.catalog.refresh()
        receipt = Receipt("purge", str(self.actor), sha, id=object_id, details=report.to_json())
        receipt.notices.append(f"history rewritten; {purging.WARNING}")
        receipt.notices.append(f"the old history is kept in {report.backup_ref} until `mim purge --expire --yes`")
        return receipt

    def _purge_targets(self, object_id: str) -> tuple[list[str], dict[str, bytes]]:
        loaded = self.load(object_id)
        obj = loaded.obj
        forgotten = getattr(obj, "state", None) == State.deleted or getattr(obj, "deleted", None) is not None
        if not forgotten:
            raise ConflictError(f"{object_id} is not forgotten; run `mim forget {object_id}` first")
        ids, paths = [object_id], {loaded.rel: (self.root / loaded.rel).read_bytes()}
        for commit in self.log(op="forget", object_id=object_id, limit=1):  # evidence forgotten with it
            for evidence_id in commit.trailers.get("Mim-Evidence", []):
                evidence = self.load(evidence_id)
                if getattr(evidence.obj, "deleted", None) is not None:
                    ids.append(evidence_id)
                    paths[evidence.rel] = (self.root / evidence.rel).read_bytes()
        return ids, paths

    def purge_expire(self, dry_run: bool = True) -> list[str]:
        """Purge backups (and with ``dry_run=False``, delete them and prune old objects)."""
        from .storage import purge as purging

        if self.actor.kind != "user":
            raise PermissionDeniedError(f"{self.actor} may not purge: only the user can")
        if dry_run:
            return purging.backups(self.root)
        with VaultLock(self.root / CACHE / "lock", timeout=self.lock_timeout):
            return purging.expire(self.root)

    # --- questions (governance) ---------------------------------------------------

    def _governor(self, tx: Transaction, now: datetime) -> Any:
        from .governance.governor import Governor

        if self.catalog.is_empty():
            self.catalog.refresh(git=self.git)
        return Governor(tx, self.catalog, self.config, self.actor, now)

    def review(self, *, include_later: bool = False, candidates: bool = True, limit: int | None = None) -> list[dict[str, Any]]:
        """The questions waiting for the user, most important first: open issues (not
        those answered "later" until their time comes), then candidates to confirm."""
        from .governance.review import queue

        self._catch_up()
        return queue(self.catalog, self.now(), include_later=include_later, candidates=candidates, limit=limit)

    def resolve(
        self,
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
        from .governance.governor import answer
        from .governance.governor import dismiss as dismiss_issue
        from .governance.review import action_for_text
        from .model import IssueStatus, MemoryIssue

        chosen = [name for name, given in (("--option", option is not None), ("--dismiss", dismiss), ("--later", later), ("--text", bool(text))) if given]
        if len(chosen) != 1:
            raise InvalidValueError("resolve: give exactly one of --option N, --dismiss, --later or --text")
        if kind_of(validate_id(issue_id)) != "issue":
            raise InvalidValueError(f"{issue_id} is not a question (iss_…); `mim review` lists them")
        now = self.now()
        with self.transaction("resolve") as tx:
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
                    record = self._statement_evidence(words, now)
                    tx.put(record)
                    action, fixes = action_for_text(issue, words, tx, now)
                    for fixed, base in fixes:
                        tx.put(fixed, base)
                    tx.put(issue.model_copy(update={"evidence": [*issue.evidence, record.id]}), loaded)
                    loaded = tx.load(issue_id)
                details = answer(tx, self.catalog, loaded, action, self.config, now, text=words)
            tx.subject = f"resolve: {issue_id} ({one_line(details.get('resolution') or 'later')})"
            if relayed_by:
                tx.trailer("Mim-Relayed-By", relayed_by)
        receipt = _with_id(tx.receipt, issue_id)
        receipt.details = details
        return receipt

    def maintain(self, periods: Iterable[str] | None = None, *, dry_run: bool = False) -> dict[str, Any]:
        """The periodic jobs (daily, weekly, monthly; default: the calendar) and their
        review reports, in one commit by ``system:maintain``. ``dry_run``: find only."""
        from .governance import maintenance as jobs

        self._catch_up()
        now = self.now()
        chosen = list(periods or jobs.due_periods(self.root, now.date()))
        for period in chosen:
            if period not in jobs.PERIODS:
                raise InvalidValueError(f"period {period!r}: expected daily, weekly or monthly")
        if self.actor.kind == "agent":
            raise PermissionDeniedError(f"{self.actor} may not run maintenance: it changes memories' states")
        from .governance.review import queue
        from .serving.audit import uses

        args = (self.catalog, self.config, chosen, now, self._mentioned_after, lambda: queue(self.catalog, now, candidates=True), uses(self.root))
        if dry_run:
            return jobs.run(None, *args).to_json() | {"dry_run": True}
        by_hand = self.apply_hand_answers()
        with self.transaction("maintain", jobs.SYSTEM) as tx:
            found = jobs.run(tx, *args)
            tx.subject = f"maintain: {', '.join(chosen)} ({len(found.asked)} asked, {len(found.stale)} stale, {len(found.archived)} archived)"
        out = found.to_json()
        out["commit"] = tx.receipt.commit if tx.receipt else None
        out["answered_by_hand"] = by_hand
        return out

    def apply_hand_answers(self) -> list[dict[str, Any]]:
        """Questions the user closed by editing the issue file (``status: resolved`` with a
        ``resolution`` naming an option — its number or its words — or ``status:
        dismissed``) while their memories still wait: the answer is applied, as the
        user's, one commit each. An answer that names no option is left for `mim doctor`."""
        from .governance.governor import answer, dismiss
        from .governance.review import closed_by_hand, hand_answer
        from .model import MemoryIssue

        done = []
        for entry in closed_by_hand(self.catalog):
            user = self._as_user()
            try:
                with user.transaction("resolve") as tx:
                    loaded = tx.load(entry.id)
                    issue = loaded.obj
                    assert isinstance(issue, MemoryIssue)
                    opened = Loaded(issue.model_copy(update={"status": "open"}), loaded.doc)
                    if issue.status == "dismissed":
                        details = dismiss(tx, opened, self.now())
                    else:
                        action = hand_answer(issue)
                        if action is None:
                            raise InvalidValueError(f"{loaded.rel}: resolution {issue.resolution!r} names no option")
                        details = answer(tx, self.catalog, opened, action, self.config, self.now())
                        tx.put(tx.load(entry.id).obj.model_copy(update={"resolution": issue.resolution}), loaded)
                    tx.subject = f"resolve: {entry.id} (answered by hand in the file)"
                done.append({"issue": entry.id, **details})
            except MimvaultError:
                continue  # doctor reports it
            finally:
                user.close()
        return done

    def timeline(self, since: str | None = None, until: str | None = None, *, include_inactive: bool = False) -> list[dict[str, Any]]:
        """Life events in order, each with its time as precisely as it is known."""
        from .governance.facets import Facet
        from .governance.timeline import timeline

        self._catch_up()
        states = [s.value for s in State] if include_inactive else [s.value for s in LIVE_STATES]
        facets = [Facet.from_data(d) for d in self.catalog.memory_data(states)]
        low = _search_time(since, "since").date() if since else None
        high = _search_time(until, "until", end=True).date() if until else None
        return timeline(facets, low, high)

    def followups(self) -> list[dict[str, Any]]:
        """Planned events that have passed and that nothing said since mentions."""
        from .governance.facets import Facet
        from .governance.timeline import followups

        self._catch_up()
        facets = [Facet.from_data(d) for d in self.catalog.memory_data([s.value for s in LIVE_STATES])]
        return followups(facets, self.config.review, self.now(), self._mentioned_after)

    def _mentioned_after(self, words: str, day: Any) -> bool:
        """Whether anything said since ``day`` mentions these words (a follow-up)."""
        when = datetime(day.year, day.month, day.day, tzinfo=timezone.utc)
        hits = self.search(words, kinds=("evidence", "memory"), since=when, limit=5, semantic=False, catch_up=False).hits
        return bool(hits)

    def resolve_relayed(self, issue_id: str, *, option: int | None = None, text: str | None = None) -> Receipt:
        """An agent passes on the user's own answer, if ``autonomy.agents_relay_answers``."""
        if self.actor.kind != "agent":
            return self.resolve(issue_id, option=option, text=text)
        if not self.config.autonomy.agents_relay_answers:
            raise PermissionDeniedError(f"{self.actor} may not relay answers (autonomy.agents_relay_answers is false)")
        user = self._as_user()
        try:
            return user.resolve(issue_id, option=option, text=text, relayed_by=str(self.actor))
        finally:
            user.close()

    def _as_user(self) -> Vault:
        """This vault acting for the user: applying their own answer (relayed by an
        agent, or written into an issue file). The secret gate is added again by __init__."""
        return Vault(self.root, actor=USER, now=self.now, gates=self.gates[1:], lock_timeout=self.lock_timeout)

    # --- history and explanations -------------------------------------------------

    def log(
        self,
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
            args.append(f"--grep=^{_TRAILER[kind_of(object_id)]}: {object_id}$")
        for name, value in (("since", since), ("until", until)):
            if value:
                args.append(f"--{name}={_git_date(value, name)}")
        return self.git.log(*args, limit=limit)

    def history(self, object_id: str) -> dict[str, Any]:
        """An object's Git versions and its supersession chain."""
        loaded = self.load(object_id)
        commits = self.git.path_log(loaded.rel)
        blobs = self.git.read_blobs([f"{c.sha}:{loaded.rel}" for c in commits])
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
        return {"id": object_id, "path": loaded.rel, "versions": versions, "chain": self._chain(loaded.obj)}

    def _chain(self, obj: MimObject) -> list[dict[str, Any]]:
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
                    nxt = self.get(next_id)
                except MimvaultError:
                    out.append({"id": next_id, "state": None, "summary": "(missing file)", "this": False})
                    break
                if not isinstance(nxt, Memory):
                    break
                out.append(_chain_entry(nxt, False))
                current = nxt
        return [*reversed(older), _chain_entry(obj, True), *newer]

    def why(self, object_id: str) -> dict[str, Any]:
        """Where an object came from, when it was confirmed, its conflicts, and why it is current."""
        obj = self.get(object_id)
        operations = [
            {"commit": c.sha, "date": c.date, "op": c.op, "actor": c.actor, "subject": c.subject}
            for c in self.log(object_id=object_id)
        ]
        sources = []
        for evidence_id in getattr(obj, "evidence", []):
            try:
                evidence = self.get(evidence_id)
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
        self.catalog.refresh()
        issues = []
        for path, _, referrer in self.catalog.referrers(object_id):
            entry = self.catalog.get(referrer) if referrer else None
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
            "chain": self._chain(obj),
            "current": _why_current(obj, confirmations, issues),
            "served": self.served(object_id),
        }

    # --- serving ------------------------------------------------------------------

    def context(self, task: str, *, budget: int | None = None, history: bool = False) -> Any:
        """The memory a task needs, in slots under a token budget (``mimvault.serving``);
        which memories were served is recorded in the access log."""
        from .serving import context_for

        return context_for(self, task, budget=budget or self.config.serve.default_budget, history=history)

    def profile(self) -> str:
        """A sectioned "about the user" Markdown from confirmed memories only."""
        from .serving.profile import render_profile

        self._catch_up()
        return render_profile(self.catalog, self.now())

    def record_access(self, op: str, task: str, memories: list[str]) -> None:
        """Log that ``memories`` were served for ``task``; commit the log in batches."""
        from .serving import audit

        if audit.record(self.root, self.now(), str(self.actor), op, task, memories):
            try:
                self.flush_access()
            except MimvaultError as exc:
                # Serving goes on: the lines stay in the file for the next batch, and
                # `mim doctor` reports why this one could not be committed.
                audit.note_failure(self.root, self.now(), str(exc))

    def flush_access(self) -> str | None:
        """Commit the access lines waiting (``Mim-Op: serve``); returns the commit."""
        from .serving import audit

        with audit.locked(self.root):
            files = audit.waiting_files(self.root)
            if not files:
                return None
            committed = dict(zip(files, self.git.read_blobs([f"HEAD:{rel}" for rel in files]))) if self.git.head() else {}
            with self.transaction("serve", Actor("system", "audit")) as tx:
                for rel in files:
                    data = (self.root / rel).read_bytes()
                    before = committed.get(rel) or b""
                    tx.write_file(rel, data.decode("utf-8"), checked_prefix=len(before) if data.startswith(before) else 0)
                tx.subject = f"serve: access log ({', '.join(files)})"
            audit.committed(self.root)
        return tx.receipt.commit if tx.receipt else None

    def served(self, object_id: str) -> list[dict[str, Any]]:
        """Which tasks this memory was served to: time, actor, operation, task."""
        from .serving import audit

        return [
            {"time": e["time"], "actor": e["actor"], "op": e["op"], "task": e["task"]}
            for e in audit.entries(self.root, object_id)
        ]

    # --- internals ----------------------------------------------------------------

    def _statement_evidence(self, text: str, now: datetime) -> Evidence:
        return Evidence(
            id=new_id("evidence", now),
            source_type=_SOURCE_FOR_ACTOR[self.actor.kind],
            actor=str(self.actor),
            mentioned_at=now,
            captured=now,
            content_hash=hashlib.sha256(text.encode("utf-8")).hexdigest(),
            text=text,
        )

    def _retire(self, tx: Transaction, old_id: str, newer: Memory, now: datetime) -> None:
        """Mark ``old_id`` superseded by ``newer`` (closing its validity where ``newer`` starts)."""
        loaded = tx.load(old_id)
        old = loaded.obj
        if not isinstance(old, Memory) or old.state == State.superseded:
            return
        update: dict[str, Any] = {"state": State.superseded, "superseded_by": newer.id, "updated": now}
        if old.valid_to is None and newer.valid_from and old.predicate == newer.predicate:
            update["valid_to"] = newer.valid_from
        tx.put(old.model_copy(update=update), loaded)

    def _evidence_still_used(self, evidence_id: str, except_id: str) -> bool:
        self.catalog.refresh()
        for _, field_name, referrer in self.catalog.referrers(evidence_id):
            if referrer and referrer != except_id and field_name == "evidence":
                entry = self.catalog.get(referrer)
                if entry is not None and entry.state != State.deleted:
                    return True
        return False


# --- helpers ------------------------------------------------------------------------


def _body_at(path: str) -> str | None:
    """A file's body, re-read only when its stat changes (snippets of the same long
    evidence come up query after query)."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return _body_cached(path, st.st_mtime_ns, st.st_size)


@lru_cache(maxsize=256)
def _body_cached(path: str, mtime_ns: int, size: int) -> str | None:
    try:
        with open(path, encoding="utf-8") as f:
            return body_of(f.read())
    except (OSError, UnicodeDecodeError):
        return None


def _tell(receipt: Receipt, governor: Any) -> None:
    """What governance did on the way, in the receipt: questions asked, changes applied."""
    if governor.issues:
        receipt.details["issues"] = list(governor.issues)
        receipt.notices.append(f"this contradicts what the vault holds: {len(governor.issues)} question(s) for you (`mim review`)")
    receipt.notices += governor.notes


def _with_id(receipt: Receipt | None, object_id: str) -> Receipt:
    assert receipt is not None
    receipt.id = object_id
    return receipt


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


def _enum(enum: type, value: Any, name: str) -> Any:
    try:
        return enum(value)
    except ValueError:
        allowed = ", ".join(e.value for e in enum)
        raise InvalidValueError(f"{name} {value!r}: expected one of {allowed}") from None


def _checked(values: Iterable[str], enum: type, name: str) -> list[Any]:
    return [_enum(enum, v, name) for v in values]


def _unit(value: float | None, name: str, default: float) -> float:
    if value is None:
        return default
    if not 0.0 <= value <= 1.0:
        raise InvalidValueError(f"{name} {value}: expected a number between 0 and 1")
    return value


def _time_fields(time: str | None) -> dict[str, Any]:
    if not time:
        return {}
    reading = parse_calendar(time)
    fields: dict[str, Any] = {"valid_from": reading.value, "time_precision": TimePrecision(reading.grain)}
    if reading.kind == "interval":
        fields["valid_to"] = reading.end
    if reading.raw != reading.value:
        fields["time_raw"] = reading.raw
    return fields


def _stateful(obj: MimObject, op: str) -> Memory | SecretRef:
    if not isinstance(obj, (Memory, SecretRef)):
        raise InvalidValueError(f"{obj.id} is {obj.kind}; only memories and secret references can be {op}ed")
    return obj


def _retext(old: Memory, new_object: str | None) -> str:
    if new_object and old.object and new_object != old.object and old.object in old.text:
        return old.text.replace(old.object, new_object)
    if new_object and new_object != old.object:
        raise InvalidValueError("supersede: the old text does not mention the old object; give the new --text")
    return old.text


def _tombstone(obj: Memory | SecretRef, now: datetime) -> MimObject:
    note = f"Forgotten at the user's request on {now:%Y-%m-%d}."
    if isinstance(obj, Memory):
        return Memory(
            id=obj.id,
            type=obj.type,
            state=State.deleted,
            created=obj.created,
            updated=now,
            deleted=now,
            supersedes=obj.supersedes,
            superseded_by=obj.superseded_by,
            text=note,
        )
    return SecretRef(
        id=obj.id, state=State.deleted, category="forgotten", label=note, created=obj.created, updated=now, deleted=now
    )


def _evidence_tombstone(obj: Evidence, now: datetime) -> Evidence:
    return Evidence(
        id=obj.id,
        source_type=obj.source_type,
        actor=obj.actor,
        captured=obj.captured,
        deleted=now,
        text=f"Forgotten at the user's request on {now:%Y-%m-%d}.",
    )


_STATE_LINE = re.compile(rb"^state:\s*['\"]?([a-z_]+)", re.MULTILINE)


def _state_in(blob: bytes | None) -> str | None:
    if blob is None:
        return None
    match = _STATE_LINE.search(blob.split(b"\n---", 1)[0])
    return match.group(1).decode() if match else None


def _mention_time(value: str | datetime | None) -> datetime | None:
    if value is None or isinstance(value, datetime):
        return value
    try:
        parsed = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    except ValueError:
        raise InvalidValueError(f"--at {value!r}: expected an ISO date-time such as 2026-03-18T11:55:00+08:00") from None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=datetime.now().astimezone().tzinfo)


def _config_path(root: Path, target: Path) -> str:
    try:
        return target.resolve().relative_to(root).as_posix()
    except ValueError:
        return str(target.resolve())


def _search_time(value: str | datetime | None, name: str, end: bool = False) -> datetime | None:
    """A --since/--until bound: a calendar form (2025, 2025-04, 2025-04-01) or a date-time;
    --until means the end of the period it names."""
    if value is None or isinstance(value, datetime):
        return value
    from datetime import timedelta

    from .timeparse import period_bounds

    text = value.strip()
    bounds = period_bounds(text[:10] if len(text) > 10 and text[4] == "-" else text)
    if bounds is None:
        raise InvalidValueError(f"--{name} {value!r}: expected a date such as 2025, 2025-04 or 2025-04-01")
    day = bounds[1] if end else bounds[0]
    moment = datetime(day.year, day.month, day.day)
    return moment + timedelta(days=1, seconds=-1) if end else moment


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
