"""``mim watch``: editor saves become validated, committed, searchable versions.

    Watcher(vault).run()          # until SIGINT / SIGTERM

- watchdog reports file events in the object folders only (``.git`` and the cache
  change with every command); editors' temp files are ignored; watching starts before
  the catch-up with offline edits, so a save during it is not missed;
- events are debounced per file (``watch.debounce_ms``): an atomic save (temp file, then
  rename onto the note) and a burst of in-place writes settle into one change;
- a settled change is validated: a valid file is committed as the user's ``edit``
  (``watch.commit``; or only indexed) and indexed; an invalid one, or one holding a
  secret, is reported (events, the status file, ``mim doctor``), never indexed — the last
  good version stays searchable — and never modified;
- one watcher per vault (a lock); a status file (``.mimvault/cache/watch.json``) says
  it is running, with a heartbeat, for ``mim doctor``.
"""

from __future__ import annotations

import json
import os
import signal
import threading
import time
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import MimvaultError, VaultBusyError
from .storage.inbox_note import INBOX
from .storage.layout import KIND_FOLDER, REVIEWS
from .storage.lock import VaultLock, other_holder
from .storage.markers import in_progress_message
from .storage.sync_mark import SYNC_MERGE
from .storage.watch_state import HEARTBEAT_SECONDS, LOCK, STATUS, status

if TYPE_CHECKING:
    from .api import Vault

RETRY_SECONDS = 1.0  # a busy vault: the edit is tried again after this (and the debounce)
_TEMP_SUFFIXES = (".tmp", ".swp", ".swx", ".part", ".crdownload", "~")


def is_watched(rel: str) -> bool:
    """An object file a user may edit (not a temp file, not the cache, not .git), or the
    inbox note, whose ticked boxes are answers."""
    if rel == INBOX:
        return True
    parts = rel.split("/")
    if len(parts) < 2 or parts[0] not in KIND_FOLDER.values() or not rel.endswith(".md"):
        return False
    name = parts[-1]
    return not (name.startswith((".", "~", "#")) or name == "README.md" or name.endswith(_TEMP_SUFFIXES))


class Watcher:
    def __init__(self, vault: Vault, commit: bool | None = None, on_event: Callable[[dict], None] | None = None):
        self.vault = vault
        self.root = vault.root
        self.commit = vault.config.watch.commit if commit is None else commit
        self.debounce = vault.config.watch.debounce_ms / 1000
        self.on_event = on_event or (lambda event: None)
        self._pending: dict[str, float] = {}  # path -> time of its last event
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self.problems: dict[str, str] = {}
        self.counts = {"indexed": 0, "committed": 0, "removed": 0}
        self._started = datetime.now(timezone.utc)
        self._waiting = False  # for a merge in progress to end
        self._renamed: dict[str, str] = {}  # a name given in the editor -> the id it was put back to

    # --- running ------------------------------------------------------------------

    def run(self) -> None:
        from watchdog.observers import Observer

        lock = VaultLock(self.root / LOCK, timeout=0)
        try:
            lock.acquire()
        except VaultBusyError:
            holder = status(self.root)
            raise MimvaultError(
                f"another `mim watch` is already watching {self.root} (pid {holder.get('pid', '?')})"
            ) from None
        observer = Observer()
        handler = _handler(self)
        # Only the object folders: .git and the cache change with every command, and
        # watching them would cost a watch per folder and an event per index write.
        for folder in KIND_FOLDER.values():
            (self.root / folder).mkdir(exist_ok=True)
            observer.schedule(handler, str(self.root / folder), recursive=True)
        (self.root / REVIEWS).mkdir(exist_ok=True)
        observer.schedule(handler, str(self.root / REVIEWS), recursive=False)  # the inbox note
        previous = {sig: signal.signal(sig, self._on_signal) for sig in (signal.SIGINT, signal.SIGTERM)}
        try:
            # Watching starts before the catch-up: an edit made while it runs is queued,
            # not missed (handling a file twice is harmless).
            observer.start()
            self._emit({"event": "started", "path": str(self.root)})
            self._write_status("running")
            self.catch_up()
            last_beat = 0.0
            while not self._stop.is_set():
                self._process_settled()
                if time.monotonic() - last_beat > HEARTBEAT_SECONDS:
                    self._write_status("waiting" if self._waiting else "running")
                    last_beat = time.monotonic()
                self._stop.wait(0.05)
        finally:
            observer.stop()
            observer.join(timeout=5)
            for sig, handler in previous.items():
                signal.signal(sig, handler)
            self._process_settled(force=True)
            self._write_status("stopped")
            self._emit({"event": "stopped"})
            lock.release()

    def stop(self) -> None:
        self._stop.set()

    def _on_signal(self, signum: int, frame: object) -> None:
        self.stop()

    def catch_up(self) -> None:
        """Changes made while nobody watched: committed (if so configured) and indexed."""
        problems = self.vault.refresh()
        for problem in problems:
            self._problem(problem.path, f"line {problem.line}: {problem.reason}" if problem.line else problem.reason)
        if self.commit:
            changed = self._uncommitted()
            if changed:
                self._handle(changed)
            else:
                self._answer_inbox(saved=False)
        self.vault.index.sync(self.vault.catalog, vectors=self.vault.index.embedder is not None)

    def _uncommitted(self) -> list[str]:
        out = self.vault.git.run_bytes("status", "--porcelain", "-z", "--untracked-files=all", "--", *KIND_FOLDER.values(), INBOX)
        paths = []
        for record in out.split(b"\0"):
            if len(record) > 3:
                rel = record[3:].decode("utf-8", "replace")
                if is_watched(rel):
                    paths.append(rel)
        return paths

    # --- events -------------------------------------------------------------------

    def note(self, abs_path: str) -> None:
        try:
            rel = Path(abs_path).resolve().relative_to(self.root).as_posix()
        except ValueError:
            return
        if is_watched(rel):
            with self._lock:
                self._pending[rel] = time.monotonic()

    def _process_settled(self, force: bool = False) -> None:
        now = time.monotonic()
        with self._lock:
            ready = [p for p, t in self._pending.items() if force or now - t >= self.debounce]
            for path in ready:
                del self._pending[path]
        if ready:
            self._handle(ready)

    def _handle(self, paths: list[str]) -> None:
        from .parts import LOCK as VAULT_LOCK

        if (self.root / ".git" / SYNC_MERGE).exists() and other_holder(self.root / VAULT_LOCK) is None:
            self.vault.parts.finish_interrupted()  # a sync that died mid-merge: undone, then these edits go in
            for notice in self.vault.parts.notices:
                self._emit({"event": "notice", "message": notice})
            self.vault.parts.notices.clear()
        unfinished = in_progress_message(self.root)
        if unfinished is not None:
            # Mid-merge, a file may hold conflict markers or half of a merge: nothing is
            # committed or indexed until Git is done; the paths wait, not lost.
            with self._lock:
                for rel in paths:
                    self._pending.setdefault(rel, time.monotonic())
            if not self._waiting:
                self._waiting = True
                self._emit({"event": "waiting", "reason": unfinished.replace("; nothing was changed", "")})
                self._write_status("waiting")
            return
        if self._waiting:
            self._waiting = False
            self._emit({"event": "resumed"})
        try:
            for move in self.vault.put_back_renamed(paths, self._renamed):
                if "from" in move:  # a rename in the editor: file names are ids, the title is shown
                    self._emit({"event": "renamed back", "path": move["from"], "to": move["to"]})
                paths = [*paths, *([move["to"]] if "to" in move else []), *move.get("relinked", [])]
        except MimvaultError as exc:  # the vault is busy: the rename is looked at with the next save
            self._emit({"event": "problem", "path": ", ".join(paths), "reason": str(exc)})
        inbox_saved = INBOX in paths
        paths = [rel for rel in paths if rel != INBOX]
        valid, gone = [], []
        for rel in sorted(set(paths)):
            if not (self.root / rel).exists():
                gone.append(rel)
                self.problems.pop(rel, None)  # a deleted file has no problem left to report
                continue
            reason = self._invalid(rel)
            if reason:
                self._problem(rel, reason)
            else:
                self.problems.pop(rel, None)
                valid.append(rel)
        commit = None
        if self.commit and (valid or gone):
            try:
                commit = self.vault.commit_edits(valid + gone)
            except VaultBusyError as exc:  # another command holds the vault: these wait, not lost
                self._emit({"event": "problem", "path": ", ".join(valid + gone), "reason": str(exc)})
                with self._lock:
                    for rel in valid + gone:
                        self._pending.setdefault(rel, time.monotonic() + RETRY_SECONDS)
                return
            except MimvaultError as exc:  # the file changed again since the check: its next save is looked at
                self._emit({"event": "problem", "path": ", ".join(valid + gone), "reason": str(exc)})
                return
        if commit is None:  # not committed (index-only, or nothing differed): catalogue here
            self.vault.catalog.update_paths(valid + gone)
        if self.commit and any(rel.startswith("issues/") for rel in valid):
            # an answer written into a question's file is applied at once, as `mim maintain` would
            for applied in self.vault.apply_hand_answers():
                self._emit({"event": "answered", "path": applied["issue"], "memories": applied.get("memories")})
        if self.commit and (inbox_saved or valid or gone):
            self._answer_inbox(saved=inbox_saved)
        self.vault.index.sync(self.vault.catalog, vectors=self.vault.index.embedder is not None)
        for rel in valid:
            self.counts["indexed"] += 1
            self._emit({"event": "indexed", "path": rel, "commit": commit})
        for rel in gone:
            self.counts["removed"] += 1
            self._emit({"event": "removed", "path": rel, "commit": commit})
        if commit:
            self.counts["committed"] += 1
        self._write_status("running")

    def _answer_inbox(self, saved: bool) -> None:
        """The inbox note saved: its ticked boxes applied as answers, the note rewritten.
        Memories or questions changed: the note rewritten to show what now waits."""
        try:
            if saved:
                out = self.vault.inbox()
                for done in out["applied"]:
                    self._emit({"event": "answered", "path": INBOX, "id": done["id"], "option": done["option"]})
                for refused in out["not_applied"]:
                    self._emit({"event": "problem", "path": INBOX, "reason": f"line {refused['line']}: {refused['reason']}"})
            else:
                self.vault.write_inbox()
        except MimvaultError as exc:  # busy, or a secret typed into the note: said, and the note left as it is
            self._problem(INBOX, str(exc))
        else:
            self.problems.pop(INBOX, None)

    def _invalid(self, rel: str) -> str | None:
        from .storage.hand_edits import check_hand_edit
        from .storage.store import read_regular

        try:
            data = read_regular(self.root, rel)
            if data is not None:
                check_hand_edit(rel, data)
        except MimvaultError as exc:
            return str(exc).removeprefix(f"{rel}:").strip()
        return None

    def _problem(self, rel: str, reason: str) -> None:
        self.problems[rel] = reason
        self._emit({"event": "problem", "path": rel, "reason": reason})

    def _emit(self, event: dict) -> None:
        event.setdefault("at", datetime.now(timezone.utc).isoformat(timespec="seconds"))
        self.on_event(event)

    def _write_status(self, state: str) -> None:
        data = {
            "state": state,
            "pid": os.getpid(),
            "started": self._started.isoformat(timespec="seconds"),
            "heartbeat": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "heartbeat_epoch": time.time(),
            "commit": self.commit,
            "counts": self.counts,
            "problems": [{"path": p, "reason": r} for p, r in sorted(self.problems.items())],
        }
        path = self.root / STATUS
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, indent=2), encoding="utf-8")
        os.replace(tmp, path)


def _handler(watcher: Watcher) -> Any:
    """A watchdog handler reducing every event to "this path changed" (both ends of a move)."""
    from watchdog.events import FileSystemEventHandler

    class Handler(FileSystemEventHandler):
        def dispatch(self, event: Any) -> None:
            # Reading a file (ours, or an editor's) is not a change: only writes count.
            if event.is_directory or event.event_type in ("opened", "closed_no_write"):
                return
            for path in (event.src_path, getattr(event, "dest_path", "")):
                if path:
                    watcher.note(str(path))

    return Handler()
