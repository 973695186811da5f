"""The Python API: ``Vault.open(path)`` and every operation the CLI offers.

``Vault`` is a facade: each method forwards to one function in ``operations/`` that
takes the vault's parts (``parts.VaultParts``: root, actor, clock, Git, config,
catalog, index) first. The CLI is a thin layer over this class; so is the MCP server.
Operations that change the vault run through ``Transaction`` (the one governed write
path) and return a ``Receipt``; reading operations return plain data ready for JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import VaultNotFoundError
from .kinds import USER, Actor, utcnow
from .parts import MARKER_DIR, VaultParts

if TYPE_CHECKING:
    from .config import VaultConfig
    from .model import MimObject
    from .operations.read import ListResult
    from .operations.search import SearchResult
    from .storage.catalog import Catalog, Problem
    from .storage.git import Commit, Git
    from .storage.store import Loaded
    from .storage.transaction import Gate, Receipt, Transaction

__all__ = ["MARKER_DIR", "Vault", "find_vault"]


def find_vault(start: Path) -> Path:
    """The vault containing ``start`` (a folder with ``.mimvault/``), searching upwards."""
    start = start.resolve()
    for folder in (start, *start.parents):
        if (folder / MARKER_DIR).is_dir():
            return folder
    raise VaultNotFoundError(f"no vault at or above {start}; run `mim init <folder>` or pass --vault")


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
        self.parts = VaultParts(root, actor=actor, now=now, gates=gates, lock_timeout=lock_timeout)

    @classmethod
    def _of(cls, parts: VaultParts) -> Vault:
        vault = cls.__new__(cls)
        vault.parts = parts
        return vault

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
        from .operations import setup

        parts, warnings = setup.init(path, **kwargs)
        return cls._of(parts), warnings

    @classmethod
    def clone(cls, url: str, directory: str | Path, say: Any = None, **kwargs: Any) -> tuple[Vault, list[str]]:
        """Set up this device from a vault's Git remote: clone, this device's hooks and
        merge driver, the catalog and the search index. Returns the vault and warnings."""
        from .operations import sync

        parts, warnings = sync.clone(url, directory, say, **kwargs)
        return cls._of(parts), warnings

    def sync(self, remote: str | None = None, *, resume: bool = False, say: Any = None) -> dict[str, Any]:
        """Sync with a Git remote (docs/sync.md): commit what waits here, fetch, merge
        field by field (disagreements become questions), push. ``resume``: finish a
        merge a plain ``git pull`` left unfinished. Returns the end state and what moved."""
        from .operations import sync

        return sync.sync(self.parts, remote, resume=resume, say=say)

    def set_up_device(self) -> list[str]:
        """Install this device's hooks and merge driver (Git copies neither with a
        clone); returns warnings."""
        from .operations import sync

        return sync.set_up_device(self.parts)

    def close(self) -> None:
        self.parts.close()

    # --- its parts ----------------------------------------------------------------

    @property
    def root(self) -> Path:
        return self.parts.root

    @property
    def actor(self) -> Actor:
        return self.parts.actor

    @property
    def now(self) -> Callable[[], datetime]:
        return self.parts.now

    @property
    def git(self) -> Git:
        return self.parts.git

    @property
    def config(self) -> VaultConfig:
        return self.parts.config

    @property
    def settings(self) -> Any:
        return self.parts.settings

    @property
    def catalog(self) -> Catalog:
        return self.parts.catalog

    @property
    def index(self) -> Any:  # -> mimvault.serving.index.SearchIndex
        return self.parts.index

    @property
    def notices(self) -> list[str]:
        """What recovery and housekeeping did that the user should know (a kept edit, a
        stale Git lock removed)."""
        return self.parts.notices

    @property
    def catch_up_every(self) -> float:
        """Seconds between catch-ups before a search (0: every time; ``mim mcp`` sets it)."""
        return self.parts.catch_up_every

    @catch_up_every.setter
    def catch_up_every(self, seconds: float) -> None:
        self.parts.catch_up_every = seconds

    def transaction(self, op: str, actor: Actor | None = None) -> Transaction:
        """The one write path, for an operation of your own (``Transaction``)."""
        return self.parts.transaction(op, actor)

    # --- reading ------------------------------------------------------------------

    def refresh(self, progress: Any = None) -> list[Problem]:
        """Catch the catalog up with the files (and finish any interrupted operation).

        Returns the files it could not use: unreadable ones, and ones holding a secret
        (never catalogued, never indexed, until the secret is removed)."""
        return self.parts.refresh(progress)

    def path_of(self, object_id: str) -> str:
        """The vault-relative path of the file holding ``object_id``."""
        return self.parts.path_of(object_id)

    def load(self, object_id: str) -> Loaded:
        """An object with the document it was read from."""
        return self.parts.load(object_id)

    def get(self, object_id: str) -> MimObject:
        """An object, read from its file."""
        return self.parts.get(object_id)

    # --- operations ---------------------------------------------------------------

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
        from .operations import read

        return read.list_objects(self.parts, kind, types, states, include_inactive, progress, with_data)

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
        from .operations import memories

        return memories.remember(
            self.parts,
            text,
            type=type,
            subject=subject,
            predicate=predicate,
            object=object,
            time=time,
            confidence=confidence,
            importance=importance,
            sensitivity=sensitivity,
            scope=scope,
            tags=tags,
            evidence=evidence,
            event_type=event_type,
            state=state,
        )

    def confirm(self, object_id: str) -> Receipt:
        """The user confirms a memory or secret reference; a confirmed new version
        supersedes the memory it names."""
        from .operations import memories

        return memories.confirm(self.parts, object_id)

    def reject(self, object_id: str, reason: str | None = None) -> Receipt:
        """The user says a memory is wrong; it is kept, as rejected, so it is not proposed again."""
        from .operations import memories

        return memories.reject(self.parts, object_id, reason)

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
        from .operations import memories

        return memories.supersede(
            self.parts,
            object_id,
            text,
            object=object,
            subject=subject,
            predicate=predicate,
            time=time,
            confidence=confidence,
            importance=importance,
            tags=tags,
        )

    def forget(self, object_id: str, keep_evidence: bool = False) -> Receipt:
        """The user asks to forget: content leaves the working tree, a tombstone stays.

        The memory's evidence goes too, unless another live memory still rests on it or
        ``keep_evidence``. Git history still holds the old versions.
        """
        from .operations import memories

        return memories.forget(self.parts, object_id, keep_evidence)

    def undo(self) -> Receipt:
        """Revert the latest mimvault operation not yet undone (itself a logged operation)."""
        from .operations import history

        return history.undo(self.parts)

    def commit_edits(self, paths: Iterable[str]) -> str | None:
        """Commit the current state of these object files as the user's own ``edit``.

        Only files that differ from HEAD are committed (a removed file as its removal).
        Each must read as a valid object and hold no secret, or nothing is committed
        (``DocumentError`` / ``SecretFoundError`` name the file and line). Returns the
        commit, or None when nothing differed.
        """
        from .operations import edits

        return edits.commit_edits(self.parts, paths)

    def put_back_renamed(self, paths: Iterable[str], renamed: dict[str, str]) -> list[dict[str, Any]]:
        """Files renamed or moved in an editor go back to the path their id names, and
        links rewritten to the new name point at the id again (``renamed``: new name ->
        id, kept by the caller across saves). Returns what moved and what was relinked."""
        from .operations import edits

        return edits.put_back_renamed(self.parts, paths, renamed)

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
        from .operations import search

        return search.search(
            self.parts,
            query,
            kinds=kinds,
            types=types,
            states=states,
            since=since,
            until=until,
            limit=limit,
            include_inactive=include_inactive,
            semantic=semantic,
            catch_up=catch_up,
            progress=progress,
        )

    def model_info(self) -> dict[str, Any]:
        """Which embedding model search uses, where it was found, how much is embedded."""
        from .operations import setup

        return setup.model_info(self.parts)

    def distill_model(
        self, source: str | Path, *, out: str | Path | None = None, dims: int = 256, use: bool = True
    ) -> dict[str, Any]:
        """Distill a model2vec model from a local sentence-transformers folder (offline;
        needs the ``distill`` extra), and point ``search.model`` at it."""
        from .operations import setup

        return setup.distill_model(self.parts, source, out=out, dims=dims, use=use)

    def pull_model(
        self, name: str | None = None, *, revision: str | None = None, use: bool = True, progress: bool = True
    ) -> dict[str, Any]:
        """Download a model2vec model (default ``minishlab/potion-multilingual-128M``) from
        the Hugging Face Hub (``HF_ENDPOINT``) into this machine's cache, verify it, and
        name it in ``search.model``. The only call that reaches the network for a model."""
        from .operations import setup

        return setup.pull_model(self.parts, name, revision=revision, use=use, progress=progress)

    def set_config(self, key: str, value: Any) -> str:
        """Change one ``section.key`` in .mimvault/config.yaml (comments and everything
        else kept) and commit it; the new file must validate first."""
        from .operations import setup

        return setup.set_config(self.parts, key, value)

    def reindex(self, progress: Any = None, catalog: bool = False) -> dict[str, Any]:
        """Rebuild the search index from the files (after the catalog catches up with
        them); with ``catalog``, rebuild the catalog from nothing too, in the same pass."""
        from .operations import setup

        return setup.reindex(self.parts, progress, catalog)

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
        from .operations import capture

        return capture.capture(
            self.parts,
            text,
            source_type=source_type,
            session=session,
            mentioned_at=mentioned_at,
            extractor=extractor,
            llm_url=llm_url,
            llm_model=llm_model,
        )

    def interview_answer(self, key: str, answer: str, *, lang: str = "en") -> dict[str, Any]:
        """Record the answer to one backbone question (``mimvault.capture.interview``): the
        question and answer as the user's evidence, and for a direct question the
        memory it states (confirmed: the user said it); free answers are extracted."""
        from .operations import capture

        return capture.interview_answer(self.parts, key, answer, lang=lang)

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
        from .operations import capture

        return capture.import_file(
            self.parts,
            path,
            fmt=format,
            session=session,
            extractor=extractor,
            llm_url=llm_url,
            llm_model=llm_model,
            progress=progress,
            on_start=on_start,
        )

    def shown_to_agent(self, obj: Any) -> dict[str, Any] | None:
        """What an agent may see of ``obj`` when that is less than the whole (a secret
        reference: its label and category only), else None."""
        from .operations import secrets

        return secrets.shown_to(self.parts, obj)

    def secrets_list(self) -> list[dict[str, Any]]:
        """Secret references: labels, hints and where they are kept — nothing else."""
        from .operations import secrets as secret_ops

        return secret_ops.list_refs(self.parts)

    def secrets_add(
        self, label: str, *, category: str = "password", hint: str | None = None, stored_in: str | None = None
    ) -> Receipt:
        """Record where a secret is kept (the user's own reference: confirmed at once)."""
        from .operations import secrets as secret_ops

        return secret_ops.add_ref(self.parts, label, category=category, hint=hint, stored_in=stored_in)

    def secrets_hint(self, ref_id: str, hint: str) -> Receipt:
        """Set a reference's hint, after checking it cannot help rebuild the secret."""
        from .operations import secrets as secret_ops

        return secret_ops.set_hint(self.parts, ref_id, hint)

    def secrets_scan(self, history: bool = False) -> tuple[list[Any], int]:
        """Secrets sitting in the vault's files (and, with ``history``, in any commit)."""
        from .operations import secrets as secret_ops

        return secret_ops.scan(self.parts, history)

    def purge(self, object_id: str | None = None, secrets: bool = False) -> Receipt:
        """Rewrite history: every secret the detector finds (``secrets``), or every old
        version of a forgotten object, is gone from every commit. A backup ref keeps the
        old branch until ``purge_expire``. The act itself is logged as a commit."""
        from .operations import secrets as secret_ops

        return secret_ops.purge(self.parts, object_id, secrets)

    def purge_expire(self, dry_run: bool = True) -> list[str]:
        """Purge backups (and with ``dry_run=False``, delete them and prune old objects)."""
        from .operations import secrets as secret_ops

        return secret_ops.expire(self.parts, dry_run)

    def review(
        self, *, include_later: bool = False, candidates: bool = True, limit: int | None = None
    ) -> list[dict[str, Any]]:
        """The questions waiting for the user, most important first: open issues (not
        those answered "later" until their time comes), then candidates to confirm."""
        from .operations import review

        return review.review(self.parts, include_later=include_later, candidates=candidates, limit=limit)

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
        from .operations import review

        return review.resolve(
            self.parts, issue_id, option=option, dismiss=dismiss, later=later, text=text, relayed_by=relayed_by
        )

    def inbox(self) -> dict[str, Any]:
        """Apply the boxes ticked in ``reviews/inbox.md`` (each as the user's answer, one
        commit each) and rewrite the note; returns what was applied, what was not (line
        and why), the note's path and the rewrite's commit."""
        from .operations import inbox

        return inbox.inbox(self.parts)

    def write_inbox(self) -> str | None:
        """Rewrite ``reviews/inbox.md`` from the review queue (committed only when its text
        changed); returns the commit or None (also when the note was being saved: the
        save is read again with its next event)."""
        from .operations import inbox
        from .storage.store import SavedMeanwhile

        try:
            return inbox.write_inbox(self.parts)
        except SavedMeanwhile:
            return None

    def maintain(self, periods: Iterable[str] | None = None, *, dry_run: bool = False) -> dict[str, Any]:
        """The periodic jobs (daily, weekly, monthly; default: the calendar) and their
        review reports, in one commit by ``system:maintain``. ``dry_run``: find only."""
        from .operations import maintain

        return maintain.maintain(self.parts, periods, dry_run=dry_run)

    def apply_hand_answers(self) -> list[dict[str, Any]]:
        """Questions the user closed by editing the issue file (``status: resolved`` with a
        ``resolution`` naming an option — its number or its words — or ``status:
        dismissed``) while their memories still wait: the answer is applied, as the
        user's, one commit each. An answer that names no option is left for `mim doctor`."""
        from .operations import edits

        return edits.apply_hand_answers(self.parts)

    def timeline(
        self, since: str | None = None, until: str | None = None, *, include_inactive: bool = False
    ) -> list[dict[str, Any]]:
        """Life events in order, each with its time as precisely as it is known."""
        from .operations import maintain

        return maintain.timeline(self.parts, since, until, include_inactive=include_inactive)

    def followups(self) -> list[dict[str, Any]]:
        """Planned events that have passed and that nothing said since mentions."""
        from .operations import maintain

        return maintain.followups(self.parts)

    def resolve_relayed(self, issue_id: str, *, option: int | None = None, text: str | None = None) -> Receipt:
        """An agent passes on the user's own answer, if ``autonomy.agents_relay_answers``."""
        from .operations import review

        return review.resolve_relayed(self.parts, issue_id, option=option, text=text)

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
        from .operations import history

        return history.log(self.parts, op, since, until, actor, object_id, limit)

    def history(self, object_id: str) -> dict[str, Any]:
        """An object's Git versions and its supersession chain."""
        from .operations import history

        return history.history(self.parts, object_id)

    def why(self, object_id: str) -> dict[str, Any]:
        """Where an object came from, when it was confirmed, its conflicts, and why it is current."""
        from .operations import history

        return history.why(self.parts, object_id)

    def context(self, task: str, *, budget: int | None = None, history: bool = False) -> Any:
        """The memory a task needs, in slots under a token budget (``mimvault.serving``);
        which memories were served is recorded in the access log."""
        from .operations import serve

        return serve.context(self.parts, task, budget=budget, history=history)

    def profile(self) -> str:
        """A sectioned "about the user" Markdown from confirmed memories only."""
        from .operations import serve

        return serve.profile(self.parts)

    def record_access(self, op: str, task: str, memories: list[str]) -> None:
        """Log that ``memories`` were served for ``task``; commit the log in batches."""
        from .operations import serve

        return serve.record_access(self.parts, op, task, memories)

    def flush_access(self) -> str | None:
        """Commit the access lines waiting (``Mim-Op: serve``); returns the commit."""
        from .operations import serve

        return serve.flush_access(self.parts)

    def served(self, object_id: str) -> list[dict[str, Any]]:
        """Which tasks this memory was served to: time, actor, operation, task."""
        from .operations import serve

        return serve.served(self.parts, object_id)
