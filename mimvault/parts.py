"""The parts one vault is made of, shared by every operation (``operations/``).

``VaultParts`` holds the root, who acts, the clock, Git, and the lazily opened config,
catalog and search index; it knows how to open the one write path (``transaction``),
take the vault lock, finish an interrupted operation and catch the catalog up with the
files. It has no operations of its own: ``Vault`` (``api.py``) forwards each method to
one function in ``operations/`` that takes the parts first.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Iterable
from datetime import datetime
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .ids import new_id, validate_id
from .kinds import USER, Actor, SourceType, utcnow
from .storage.catalog import Catalog, Problem, find_path
from .storage.git import Git
from .storage.layout import CACHE, JOURNAL
from .storage.lock import VaultLock

if TYPE_CHECKING:  # the models and the write path load when a command writes or parses a file
    from .config import VaultConfig
    from .governance.governor import Governor
    from .model import Evidence, MimObject
    from .storage.store import Loaded
    from .storage.transaction import Gate, Transaction


MARKER_DIR = ".mimvault"
INDEX_MARKER = f"{CACHE}/index/manifest.sqlite3"
LOCK = f"{CACHE}/lock"
SOURCE_FOR_ACTOR = {"user": SourceType.user_form, "agent": SourceType.agent, "system": SourceType.tool}


class VaultParts:
    """One vault's root, actor, clock and storage, opened lazily."""

    def __init__(
        self,
        root: Path,
        *,
        actor: Actor | str = USER,
        now: Callable[[], datetime] = utcnow,
        gates: Iterable[Gate] = (),
        lock_timeout: float = 30.0,
    ):
        from .storage.secret_gate import secret_gate

        self.root = Path(root)
        self.actor = Actor.parse(actor) if isinstance(actor, str) else actor
        self.now = now
        self.gates = [secret_gate, *(g for g in gates if g is not secret_gate)]  # the secret gate is never optional
        self.lock_timeout = lock_timeout
        self.git = Git(self.root)
        self.notices: list[str] = []  # what recovery and housekeeping did that the user should know
        self.catch_up_every = 0.0  # seconds between catch-ups before a search (0: every time)
        self._last_catch_up = -1e9

    @cached_property
    def config(self) -> VaultConfig:
        from .config import load_config

        return load_config(self.root)

    @cached_property
    def settings(self) -> Any:
        """The config as the write path and reading commands use it: the validated
        settings kept from the last validation while the file is unchanged (no pydantic
        config models built at start: ~5% of a capture), else the config."""
        from .settings_view import settings

        return settings(self.root, lambda: self.config) if "config" not in self.__dict__ else self.config

    @cached_property
    def catalog(self) -> Catalog:
        return Catalog(self.root)

    @cached_property
    def index(self) -> Any:  # -> mimvault.serving.index.SearchIndex
        from .serving.index import SearchIndex
        from .serving.index.embed import ModelChoice, resolve_model

        settings = self.settings.search
        model = resolve_model(self.root, settings.model) if settings.semantic else ModelChoice(None, "off")
        return SearchIndex(self.root, model)

    def reload(self) -> None:
        """Forget the config and index opened so far (the config changed)."""
        self.__dict__.pop("config", None)
        self.__dict__.pop("settings", None)
        self.__dict__.pop("index", None)

    def close(self) -> None:
        if "catalog" in self.__dict__:
            self.catalog.close()
        if "index" in self.__dict__:
            self.index.close()

    # --- the write path -------------------------------------------------------------

    def transaction(self, op: str, actor: Actor | None = None) -> Transaction:
        from .storage.transaction import Transaction

        return Transaction(
            self.root,
            op,
            actor or self.actor,
            policy=self.settings.confirmation,
            catalog=self.catalog,
            gates=self.gates,
            lock_timeout=self.lock_timeout,
            git=self.git,
            update_index=self.update_index,
            notice=self.notices.append,
        )

    def lock(self) -> VaultLock:
        """The vault lock (``with parts.lock(): ...``): one writer at a time."""
        return VaultLock(self.root / LOCK, timeout=self.lock_timeout)

    def update_index(self) -> None:
        """The search index takes a committed change (if there is an index yet: the first
        search builds it)."""
        if (self.root / INDEX_MARKER).exists():
            self.index.after_commit(self.catalog)

    def governor(self, tx: Transaction, now: datetime) -> Governor:
        from .governance.governor import Governor

        if self.catalog.is_empty():
            self.catalog.refresh(git=self.git)
        return Governor(tx, self.catalog, self.settings, self.actor, now)

    def as_user(self) -> VaultParts:
        """These parts acting for the user: applying their own answer (relayed by an
        agent, or written into an issue file)."""
        return VaultParts(self.root, actor=USER, now=self.now, gates=self.gates, lock_timeout=self.lock_timeout)

    def statement_evidence(self, text: str, now: datetime) -> Evidence:
        """What the actor stated directly, as evidence of its own."""
        from .model import Evidence

        return Evidence(
            id=new_id("evidence", now),
            source_type=SOURCE_FOR_ACTOR[self.actor.kind],
            actor=str(self.actor),
            mentioned_at=now,
            captured=now,
            content_hash=hashlib.sha256(text.encode("utf-8")).hexdigest(),
            text=text,
        )

    # --- keeping up with the files ----------------------------------------------------

    def catch_up_due(self) -> bool:
        """A long-running server (``mim mcp``) catches up at most every ``catch_up_every``
        seconds: at 100k files a catch-up costs ~0.3 s, a query a few milliseconds."""
        if self.catch_up_every <= 0:
            return True
        now = time.monotonic()
        if now - self._last_catch_up < self.catch_up_every:
            return False
        self._last_catch_up = now
        return True

    def watched(self) -> bool:
        from .storage.watch_state import status

        return bool(status(self.root).get("running"))

    def catch_up(self, progress: Any = None) -> None:
        """Finish any interrupted operation and catch the catalog up with the files."""
        self.finish_interrupted()
        self.catalog.refresh(progress, git=self.git)

    def finish_interrupted(self) -> None:
        from .storage.git import git_locks
        from .storage.sync_mark import SYNC_MERGE, undo_interrupted_sync_merge

        from .storage.layout import journal_drafts

        journal = self.root / JOURNAL
        if journal.exists() or journal_drafts(journal) or git_locks(self.root) or (self.root / ".git" / SYNC_MERGE).exists():
            with self.lock():
                from .storage.transaction import recover

                undone = undo_interrupted_sync_merge(self.root)
                if undone is not None:
                    self.notices.append(undone)
                recover(self.root, self.git, self.catalog, self.notices.append)

    def refresh(self, progress: Any = None) -> list[Problem]:
        """Catch the catalog up with the files (and finish any interrupted operation).

        Returns the files it could not use: unreadable ones, and ones holding a secret
        (never catalogued, never indexed, until the secret is removed)."""
        self.catch_up(progress)
        return self.problems()

    def problems(self) -> list[Problem]:
        from .secrets.labels import kind_label

        leaks = [
            Problem(path, line, f"holds a {kind_label(kind)}; remove it (secrets never enter memory)")
            for path, kind, line in self.catalog.leaks()
        ]
        return self.catalog.problems() + leaks

    # --- reading one object -----------------------------------------------------------

    def path_of(self, object_id: str) -> str:
        validate_id(object_id)
        return find_path(self.root, object_id, self.catalog)

    def load(self, object_id: str) -> Loaded:
        from .storage.store import read_object

        return read_object(self.root, self.path_of(object_id))

    def get(self, object_id: str) -> MimObject:
        return self.load(object_id).obj
