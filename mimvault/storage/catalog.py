"""The catalog: a derived SQLite table of every object file's front matter.

It makes listing, id look-up and reference checks fast on large vaults without
reading every file each time. It is a cache (``.mimvault/cache/catalog.sqlite3``):
deleting it loses nothing, a corrupt one is rebuilt, and a stat scan (mtime + size)
catches up with files changed behind mimvault's back before it is trusted.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import stat
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import DocumentError, MimvaultError, ObjectNotFoundError, VaultBusyError
from ..statement_keys import memory_key, topic_of
from ..workers import worker_pool
from .layout import CACHE, KIND_FOLDER, too_large
from .lock import VaultLock, other_holder
from .store import locate, scan_object_files

if TYPE_CHECKING:
    from ..model import MimObject

SCHEMA_VERSION = 11  # 11: Chinese keys in simplified characters (臺中 is 台中); 10: a rule's key names its topic; 8: topics from the slot registry (partner stages, preference topics, once-events); 9: an employer named in two scripts has one key
# A file modified this recently may change again within the same mtime tick: its stat
# is not a fingerprint yet (git's "racy clean" problem). Such a row is marked racy and
# checked once by content digest on the next refresh — a read, not a parse.
_RACY_NS = 2_000_000_000
# Below this many files a stat of each is cheaper than starting two git processes
# (about 4 ms here); above it, Git's own index says what changed (0.2 s at 100k).
_GIT_REFRESH_MIN_FILES = 3000

_COLUMNS = (
    "path", "mtime_ns", "size", "id", "kind", "type", "state", "status", "title", "summary",
    "confidence", "created", "updated", "data", "problem_line", "problem", "secrets", "key", "content_hash",
    "racy", "digest", "topic",
)  # fmt: skip
_ENTRY_COLUMNS = ", ".join(("path",) + _COLUMNS[3:16])  # an Entry's fields, in order


@dataclass
class Entry:
    """One catalogued file: its key fields, or the problem that kept it from parsing."""

    path: str
    id: str | None
    kind: str | None
    type: str | None
    state: str | None
    status: str | None
    title: str | None
    summary: str | None
    confidence: float | None
    created: str | None
    updated: str | None
    data: str | None
    problem_line: int | None
    problem: str | None

    def fields(self) -> dict[str, Any]:
        return json.loads(self.data) if self.data else {}


@dataclass
class Problem:
    path: str
    line: int | None
    reason: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.reason}" if self.line else f"{self.path}: {self.reason}"


ProgressFactory = Callable[[int, str], Any]  # (total, label) -> context manager with .update(n)


_INDEXES = (
    "CREATE INDEX objects_topic ON objects(topic)",
    "CREATE INDEX objects_id ON objects(id)",
    "CREATE INDEX objects_key ON objects(key)",
    "CREATE INDEX objects_content_hash ON objects(content_hash)",
    "CREATE INDEX objects_kind_state ON objects(kind, state)",
    "CREATE INDEX objects_type_state ON objects(type, state, updated)",
    "CREATE INDEX refs_path ON refs(path)",
    "CREATE INDEX refs_target ON refs(target)",
)
BULK_AT = 10_000  # rows into an empty catalog: build the indexes after inserting (40 % faster)
BUSY_TIMEOUT_S = 30.0  # how long to wait for another process's write (then VaultBusyError)
REBUILD_LOCK = "rebuild.lock"  # under CACHE: held while `mim reindex --all` rebuilds the catalog
REBUILD_WAIT_S = 600.0  # how long another command waits for that rebuild to end
INDEXABLE_KINDS = ("memory", "evidence", "issue")  # secret references are never indexed


@dataclass
class Follower:
    """Something rebuilt in the same pass as the catalog (the search index), so the
    files are read and parsed once and its work overlaps the catalog's.

    ``derive`` runs where each chunk was parsed (a worker process, for many files) on
    the chunk's indexable rows — (path, id, digest, kind, data) as ``indexable_rows``
    gives them — and must pickle (a module-level function, or a partial of one).
    ``take`` gets each chunk's result here, in order, before the catalog commits."""

    derive: Callable[[list[tuple]], Any]
    take: Callable[[Any], None]


class Catalog:
    def __init__(self, root: Path):
        self.root = root
        self.path = root / CACHE / "catalog.sqlite3"
        self._con: sqlite3.Connection | None = None
        self._known: tuple[tuple, sqlite3.Connection, dict[str, tuple]] | None = None

    # --- connection ---------------------------------------------------------------

    @property
    def con(self) -> sqlite3.Connection:
        if self._con is None:
            try:
                self._con = self._open()
            except sqlite3.DatabaseError:
                self._discard()  # corrupt or foreign: it is only a cache
                self._con = self._open()
        return self._con

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # check_same_thread off: `mim mcp` runs tools in worker threads, one at a time
        con = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False)
        con.execute("PRAGMA journal_mode=WAL")
        con.execute("PRAGMA synchronous=NORMAL")
        con.execute("PRAGMA secure_delete=ON")  # forgotten text does not linger in freed pages
        if con.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
            con.executescript(
                """
                DROP TABLE IF EXISTS objects;
                DROP TABLE IF EXISTS refs;
                DROP TABLE IF EXISTS changes;
                DROP TABLE IF EXISTS meta;
                CREATE TABLE objects (
                    path TEXT PRIMARY KEY, mtime_ns INTEGER, size INTEGER,
                    id TEXT, kind TEXT, type TEXT, state TEXT, status TEXT, title TEXT, summary TEXT,
                    confidence REAL, created TEXT, updated TEXT, data TEXT,
                    problem_line INTEGER, problem TEXT, secrets TEXT, key TEXT, content_hash TEXT,
                    racy INTEGER, digest TEXT, topic TEXT
                );
                CREATE TABLE refs (path TEXT, field TEXT, target TEXT);
                CREATE TABLE changes (seq INTEGER PRIMARY KEY AUTOINCREMENT, path TEXT);
                CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
                """
                + "".join(f"{statement};\n" for statement in _INDEXES)
            )
            con.execute("INSERT INTO meta VALUES ('epoch', ?)", (os.urandom(8).hex(),))
            con.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        return con

    def discard(self) -> None:
        """Delete the catalog's files (it rebuilds from the vault on next use)."""
        self._discard()

    def _discard(self) -> None:
        if self._con is not None:
            self._con.close()
            self._con = None
        for suffix in ("", "-wal", "-shm"):
            Path(str(self.path) + suffix).unlink(missing_ok=True)

    def close(self) -> None:
        if self._con is not None:
            self._con.close()
            self._con = None

    # --- keeping up with the files ------------------------------------------------

    def refresh(self, progress: ProgressFactory | None = None, git: Any = None) -> int:
        """Catch up with the files on disk; return how many entries changed.

        With ``git``, and when Git's index has not been touched since the catalog last
        matched it, only the files Git reports as changed or untracked are examined
        (``git diff-files`` and ``ls-files --others``: about 0.2 s at 100k files instead
        of a stat of every file). Otherwise every file is stat-ed, and the index's state
        is recorded for the next time. While another process rebuilds the catalog, this
        waits for it to end (a minute at 100k files) rather than report it busy.
        """
        self._wait_for_rebuild(progress)
        try:
            if git is not None and not self._large():
                git = None
            if git is not None:
                fast = self._refresh_from_git(git)
                if fast is not None:
                    return fast
            return self._refresh_all(progress, git)
        except sqlite3.DatabaseError as exc:
            self._busy_or_damaged(exc)
            return self._refresh(progress)

    def rebuild(self, progress: ProgressFactory | None = None, follower: Follower | None = None, git: Any = None) -> int:
        """Catalogue every file from nothing (``mim reindex --all``). A ``follower`` — the
        search index, rebuilt in the same pass — is handed each chunk's indexable rows
        where they were parsed (see ``Follower``)."""
        with VaultLock(self.root / CACHE / REBUILD_LOCK, timeout=BUSY_TIMEOUT_S):  # others wait on it
            self.discard()
            return self._refresh_all(progress, git, follower)

    def _wait_for_rebuild(self, progress: ProgressFactory | None) -> None:
        path = self.root / CACHE / REBUILD_LOCK
        holder = other_holder(path)
        if holder is None:
            return
        with progress(1, f"Waiting for a catalog rebuild ({holder})") if progress else _Nothing() as bar:
            with VaultLock(path, timeout=REBUILD_WAIT_S):  # granted when the rebuild ends
                pass
            if bar is not None:
                bar.update(1)

    def _refresh_all(self, progress: ProgressFactory | None, git: Any, follower: Follower | None = None) -> int:
        """A stat of every file; with ``git``, Git's index state is recorded for the next
        refresh, if the index did not change meanwhile and the catalog is large."""
        stamp = git.index_stamp() if git is not None else None
        changed = self._refresh(progress, follower)
        if stamp is not None and stamp == git.index_stamp() and self._large():
            self._set_git_state(stamp, git)
        return changed

    def _large(self) -> bool:
        # MAX(rowid) is O(1) and close enough to the row count for this choice
        row = self.con.execute("SELECT MAX(rowid) FROM objects").fetchone()
        return (row[0] or 0) >= _GIT_REFRESH_MIN_FILES

    def _refresh_from_git(self, git: Any) -> int | None:
        recorded = self._meta("git_index")
        stamp = git.index_stamp()
        if recorded is None or stamp != recorded:
            return None
        found = git.worktree_changes(KIND_FOLDER.values())
        if found is None or git.index_stamp() != stamp:
            return None
        modified, untracked = found
        previous = set(json.loads(self._meta("git_untracked") or "[]"))
        candidates = {p for p in modified | untracked | previous if p.endswith(".md")}
        con = self.con
        rows = self.rows_stat(candidates)
        changed, gone = [], []
        for rel in sorted(candidates):
            try:
                st = (self.root / rel).stat()
            except FileNotFoundError:
                if rel in rows:
                    gone.append(rel)
                continue
            if not _is_object_path(rel):
                continue
            row = rows.get(rel)
            if row is None or row[:2] != (st.st_mtime_ns, st.st_size):
                changed.append(rel)
            elif row[2]:
                changed += self._settle([(rel, st.st_mtime_ns, row[3])])
        if changed or gone:
            self._store(changed, gone, None)
        con.execute("INSERT OR REPLACE INTO meta VALUES ('git_untracked', ?)", (json.dumps(sorted(untracked)),))
        return len(changed) + len(gone)

    def rows_stat(self, paths: Iterable[str]) -> dict[str, tuple]:
        out: dict[str, tuple] = {}
        paths = list(paths)
        for start in range(0, len(paths), 500):
            chunk = paths[start : start + 500]
            sql = f"SELECT path, mtime_ns, size, racy, digest FROM objects WHERE path IN ({', '.join('?' * len(chunk))})"
            out.update((row[0], row[1:]) for row in self.con.execute(sql, chunk))
        return out

    def note_git_commit(self, before: str | None, after: str | None) -> None:
        """mimvault's own commit moved Git's index from ``before`` to ``after``: if the
        catalog matched it before, it still does (the commit's files are catalogued)."""
        if before is not None and after is not None and self._meta("git_index") == before:
            self.con.execute("INSERT OR REPLACE INTO meta VALUES ('git_index', ?)", (after,))

    def _set_git_state(self, stamp: str, git: Any) -> None:
        found = git.worktree_changes(KIND_FOLDER.values())
        if found is None:
            return
        self.con.execute("INSERT OR REPLACE INTO meta VALUES ('git_index', ?)", (stamp,))
        self.con.execute("INSERT OR REPLACE INTO meta VALUES ('git_untracked', ?)", (json.dumps(sorted(found[1])),))

    def _meta(self, key: str) -> str | None:
        row = self.con.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def _refresh(self, progress: ProgressFactory | None, follower: Follower | None = None) -> int:
        known = self._known_files()
        changed, racy, seen = [], [], set()
        for rel, mtime_ns, size in scan_object_files(self.root):
            seen.add(rel)
            row = known.get(rel)
            if row is None or row[:2] != (mtime_ns, size):
                changed.append(rel)
            elif row[2]:
                racy.append((rel, mtime_ns, row[3]))
        changed += self._settle(racy)
        gone = [rel for rel in known if rel not in seen]
        if changed or gone:
            self._store(changed, gone, progress, follower=follower)
        return len(changed) + len(gone)

    def _known_files(self) -> dict[str, tuple]:
        """path -> (mtime_ns, size, racy, digest) of every catalogued file, kept between
        refreshes (a long-running server refreshes often) until the catalog changes:
        here (``total_changes``) or through another connection (``data_version``)."""
        con = self.con
        version = (con.execute("PRAGMA data_version").fetchone()[0], con.total_changes)
        if self._known is None or self._known[:2] != (version, con):
            rows = con.execute("SELECT path, mtime_ns, size, racy, digest FROM objects")
            self._known = (version, con, {row[0]: row[1:] for row in rows})
        return self._known[2]

    def _settle(self, racy: list[tuple[str, int, str | None]]) -> list[str]:
        """Racy rows whose bytes are unchanged become trusted; the others are changed."""
        changed, settled = [], []
        now_ns = time.time_ns()
        for rel, mtime_ns, digest in racy:
            try:
                same = _digest((self.root / rel).read_bytes()) == digest
            except OSError:
                same = False
            if not same:
                changed.append(rel)
            elif now_ns - mtime_ns > _RACY_NS:
                settled.append((rel,))
        if settled:
            self.con.executemany("UPDATE objects SET racy = 0 WHERE path = ?", settled)
        return changed

    # --- the change log: what a derived index must catch up with -------------------

    def epoch(self) -> str:
        """Changes when the catalog is rebuilt from nothing (its change log restarts)."""
        row = self.con.execute("SELECT value FROM meta WHERE key = 'epoch'").fetchone()
        return row[0] if row else ""

    def changes_since(self, seq: int) -> tuple[list[str], int] | None:
        """Paths stored or removed after ``seq``, and the latest seq; None when the log
        no longer reaches back that far (the caller compares everything instead)."""
        con = self.con
        # Two queries: together, MIN and MAX make SQLite scan the whole log.
        high = con.execute("SELECT MAX(seq) FROM changes").fetchone()[0]
        if high is None:
            return [], seq
        if high <= seq:
            return [], high
        low = con.execute("SELECT MIN(seq) FROM changes").fetchone()[0]
        if seq < low - 1:
            return None
        rows = con.execute("SELECT DISTINCT path FROM changes WHERE seq > ?", (seq,)).fetchall()
        return [r[0] for r in rows], high

    def last_change(self) -> int:
        row = self.con.execute("SELECT MAX(seq) FROM changes").fetchone()
        return row[0] or 0

    def trim_changes(self, keep_after: int) -> None:
        """Drop log entries a consumer has seen, once the log is long."""
        con = self.con
        if con.execute("SELECT COUNT(*) FROM changes").fetchone()[0] > 50_000:
            con.execute("DELETE FROM changes WHERE seq <= ?", (keep_after,))

    def rows_for(self, paths: Iterable[str]) -> dict[str, tuple]:
        """path -> (id, kind, digest, problem, secrets, data) for these paths (absent: gone)."""
        out = {}
        paths = list(paths)
        for start in range(0, len(paths), 500):
            chunk = paths[start : start + 500]
            sql = (
                "SELECT path, id, kind, digest, problem, secrets, data FROM objects "
                f"WHERE path IN ({', '.join('?' * len(chunk))})"
            )
            for row in self.con.execute(sql, chunk):
                out[row[0]] = row[1:]
        return out

    def indexable_rows(self) -> list[tuple[str, str, str, str, str]]:
        """(path, id, digest, kind, data) of every valid memory, evidence and issue file."""
        sql = (
            "SELECT path, id, digest, kind, data FROM objects WHERE id IS NOT NULL "
            f"AND secrets IS NULL AND kind IN {INDEXABLE_KINDS} ORDER BY path"
        )
        return self.con.execute(sql).fetchall()

    def is_empty(self) -> bool:
        """True before the first refresh (a new or discarded catalog)."""
        try:
            return self.con.execute("SELECT 1 FROM objects LIMIT 1").fetchone() is None
        except sqlite3.DatabaseError:
            self._discard()
            return True

    def update_paths(self, rels: Iterable[str], written: dict[str, tuple[bytes, MimObject]] | None = None) -> None:
        """Catalogue these paths now, after mimvault itself wrote them. ``written`` gives
        the bytes and object of files just written (and passed the secret gate), so they
        need not be read, parsed and scanned again."""
        rels = list(rels)
        present = [rel for rel in rels if (self.root / rel).is_file()]
        gone = [rel for rel in rels if rel not in present]
        try:
            self._store(present, gone, None, written or {})
        except sqlite3.DatabaseError as exc:
            self._busy_or_damaged(exc)  # damaged: the next refresh rebuilds it from the files

    def _busy_or_damaged(self, exc: sqlite3.DatabaseError) -> None:
        """Raise VaultBusyError when another process held the catalog past the timeout (a
        rebuild holds it for as long as it reads the files); else the file is damaged,
        and discarded: it is only a cache."""
        if isinstance(exc, sqlite3.OperationalError) and ("locked" in str(exc) or "busy" in str(exc)):
            raise VaultBusyError(
                f"{CACHE}/catalog.sqlite3: another mim process is writing the catalog (a rebuild, about a "
                "minute at 100k files); try again when it is done"
            ) from None
        self._discard()

    def _store(
        self,
        changed: list[str],
        gone: list[str],
        progress: ProgressFactory | None,
        written: dict[str, tuple[bytes, MimObject]] | None = None,
        follower: Follower | None = None,
    ) -> None:
        con = self.con
        now_ns = time.time_ns()
        bar = progress(len(changed), "Cataloguing files") if progress and len(changed) > 500 else None
        # One transaction; rows go in chunk by chunk as they are parsed (this process
        # would only wait for the workers otherwise), the change log at the end.
        con.execute("BEGIN")
        try:
            bulk = len(changed) >= BULK_AT and con.execute("SELECT 1 FROM objects LIMIT 1").fetchone() is None
            if bulk:  # an empty catalog: its indexes are built once, after the rows
                for statement in _INDEXES:
                    con.execute(f"DROP INDEX {statement.split()[2]}")
                con.execute("DELETE FROM refs")
            else:
                touched = [(rel,) for rel in (*gone, *changed)]
                con.executemany("DELETE FROM objects WHERE path = ?", touched)
                con.executemany("DELETE FROM refs WHERE path = ?", touched)
            stored = []
            # a few files saved by hand: each is read against HEAD's version, so a state
            # move no memory makes is served as its last valid version (docs/governance.md)
            self._committed = _committed_states(self.root, [r for r in changed if r not in (written or {})]) if not bulk else {}
            with bar if bar is not None else _Nothing():
                for chunk, results, derived in self._entries(changed, now_ns, written or {}, follower):
                    rows = [row for row, _ in results if row is not None]
                    gone += [rel for rel, (row, _) in zip(chunk, results) if row is None]
                    con.executemany(f"INSERT INTO objects VALUES ({', '.join('?' * len(_COLUMNS))})", rows)
                    con.executemany("INSERT INTO refs VALUES (?, ?, ?)", [ref for _, refs in results for ref in refs])
                    stored += [row[0] for row in rows]
                    if follower is not None:
                        follower.take(derived)
                    if bar is not None:
                        bar.update(len(chunk))
            con.executemany("INSERT INTO changes (path) VALUES (?)", [(rel,) for rel in [*gone, *stored]])
            if bulk:
                for statement in _INDEXES:
                    con.execute(statement)
            con.execute("COMMIT")
        except BaseException:
            con.execute("ROLLBACK")
            raise

    def _entries(
        self, rels: list[str], now_ns: int, written: dict, follower: Follower | None
    ) -> Iterator[tuple[list[str], list[tuple], Any]]:
        """Each chunk of files with their rows (and what the follower derived from them),
        read in parallel processes when there are many (a rebuild: parsing and the secret
        scan are CPU-bound, ~0.5 ms a file)."""
        derive = follower.derive if follower is not None else None
        pool = worker_pool(len(rels), PARALLEL_AT)
        if pool is None:
            for start in range(0, len(rels), 200):
                chunk = rels[start : start + 200]
                results = [self._entry(rel, now_ns, written.get(rel)) for rel in chunk]
                yield chunk, results, _derived(derive, results)
            return
        chunks = [rels[i : i + CHUNK_FILES] for i in range(0, len(rels), CHUNK_FILES)]
        with pool:
            done = pool.map(_entries_of, [(self.root, c, now_ns, derive) for c in chunks])
            ahead = _ReadAhead(self.root, chunks)  # a thread: only once the workers are forked
            try:
                for chunk, (results, derived) in zip(chunks, done):
                    ahead.done_one()
                    yield chunk, results, derived
            finally:
                ahead.stop()

    def _entry(
        self, rel: str, now_ns: int, written: tuple[bytes, MimObject] | None = None
    ) -> tuple[tuple | None, list[tuple]]:
        from .files import parse_document  # YAML and validation only where a file changed
        from .store import forbidden_move, object_from_document
        from .vault_scan import scan_vault_file

        path = f"{self.root}/{rel}"  # os functions on a str: a rebuild reads 100k files
        try:
            st = os.lstat(path)
            if stat.S_ISLNK(st.st_mode):
                # never followed: it could serve (and the watcher commit) a file from outside the vault
                raw, problem = None, "a symbolic link; mimvault reads only regular files inside the vault (replace the link with the file)"
            elif too_large(rel, st.st_size):
                raw, problem = None, too_large(rel, st.st_size)  # reported without reading it
            elif written and st.st_size == len(written[0]):
                raw = written[0]
            else:
                with open(path, "rb") as f:
                    raw = f.read()
        except FileNotFoundError:
            return None, []
        except OSError as exc:
            raw, problem = None, f"cannot read: {exc.strerror}"
        stamp = (rel, st.st_mtime_ns, st.st_size)
        tail = (int(now_ns - st.st_mtime_ns <= _RACY_NS), _digest(raw) if raw is not None else None)
        broken: DocumentError | None = None  # the file is broken; HEAD's version is served meanwhile
        try:
            if raw is None:
                raise DocumentError(rel, None, problem)
            if written and raw is written[0]:
                obj = written[1]
            else:
                written = None
                try:
                    doc = parse_document(raw, rel)
                    obj = object_from_document(doc)
                    committed = getattr(self, "_committed", {}).get(rel)
                    if committed is not None:
                        forbidden = forbidden_move(committed[1], obj, doc)
                        if forbidden is not None:
                            raise forbidden
                except DocumentError as exc:
                    # Conflict markers, broken YAML, a mistyped field, a forbidden state move:
                    # the file is reported (its line and reason), and search, context and MCP
                    # serve its last good version, never a hit full of nulls (docs/search.md).
                    raw, obj = _last_good(self.root, rel, exc)
                    broken = exc
        except DocumentError as exc:
            return (*stamp, None, None, None, None, None, None, None, None, None, None, None,
                    exc.line, exc.reason, None, None, None, *tail, None), []  # fmt: skip
        except MimvaultError:
            return None, []
        text = raw.decode("utf-8", errors="replace")
        leaks = [] if written else scan_vault_file(text)  # written: the secret gate has just passed it
        if leaks:
            # A secret typed into the file by hand: record where and what kind, copy nothing.
            found = json.dumps([[f.kind, f.line(text)] for f in leaks])
            return (*stamp, obj.id, obj.kind, getattr(obj, "type", None),
                    getattr(obj, "state", None), None, None, None, None, None, None, None,
                    None, None, found, None, None, *tail, None), []  # fmt: skip
        data = obj.model_dump(mode="json", exclude={"text"} if obj.kind != "memory" else None)
        row = (
            *stamp, obj.id, obj.kind,
            getattr(obj, "type", None), getattr(obj, "state", None), getattr(obj, "status", None),
            obj.title, obj.summary(), getattr(obj, "confidence", None),
            _iso(getattr(obj, "created", None) or getattr(obj, "captured", None)), _iso(getattr(obj, "updated", None)),
            json.dumps(data, ensure_ascii=False), broken.line if broken else None, broken.reason if broken else None, None,
            memory_key(obj.type, obj.subject, obj.predicate, obj.object, obj.text, obj.topic) if obj.kind == "memory" else None,
            getattr(obj, "content_hash", None), *tail,
            topic_of(obj.type, obj.subject, obj.predicate, obj.object, obj.event_type, obj.topic) if obj.kind == "memory" else None,
        )  # fmt: skip
        return row, [(rel, name, target) for name, target in references(obj)]

    # --- queries ------------------------------------------------------------------

    def entries(
        self,
        kind: str | None = None,
        types: Iterable[str] = (),
        states: Iterable[str] = (),
        statuses: Iterable[str] = (),
        with_data: bool = True,
        include_secret_refs: bool = False,
    ) -> list[Entry]:
        """Catalogued objects (secret references only when asked for by name)."""
        columns = _ENTRY_COLUMNS if with_data else _ENTRY_COLUMNS.replace("data", "NULL")
        sql = f"SELECT {columns} FROM objects WHERE id IS NOT NULL AND secrets IS NULL"
        if not include_secret_refs:
            sql += " AND kind != 'secret_ref'"
        args: list[Any] = []
        for column, values in (("kind", [kind] if kind else []), ("type", types), ("state", states), ("status", statuses)):
            values = list(values)
            if values:
                sql += f" AND {column} IN ({', '.join('?' * len(values))})"
                args += values
        sql += " ORDER BY id"
        return [Entry(*row) for row in self.con.execute(sql, args)]

    def problems(self) -> list[Problem]:
        rows = self.con.execute("SELECT path, problem_line, problem FROM objects WHERE problem IS NOT NULL ORDER BY path")
        return [Problem(*row) for row in rows]

    def with_key(self, key: str, states: Iterable[str]) -> list[str]:
        """Ids of memories stating the same thing (see ``govern.memory_key``), in these states."""
        states = list(states)
        sql = f"SELECT id FROM objects WHERE key = ? AND state IN ({', '.join('?' * len(states))}) ORDER BY id"
        return [row[0] for row in self.con.execute(sql, [key, *states])]

    def employer_names(self, limit: int = 200) -> list[str]:
        """The names of places the user worked at or left, most recent first (to tell what
        "that place" in a message refers to)."""
        return self._names_where(
            # ranges, not LIKE: they use the topic index
            "topic = 'val|user|employer' OR (topic >= 'evt|left_company|' AND topic < 'evt|left_company}')"
            " OR (topic >= 'evt|joined_company|' AND topic < 'evt|joined_company}')",
            limit,
        )

    def partner_names(self, limit: int = 20) -> list[str]:
        """The names the user's partner has had in the vault (girlfriend, fiancé, wife…)."""
        return self._names_where("topic = 'val|user|partner'", limit)

    def people_names(self, limit: int = 2000) -> list[str]:
        """The people the vault holds memories about or relations with, as their topics
        key them ("表妹佳琪" told once: "佳琪 毕业留在 Melbourne 了" is hers). Read from the topic
        index alone — no memory is parsed — around the user's own values (most of a vault)."""
        names: list[str] = []
        for low, high in (("rel|", "rel}"), ("val|", "val|user|"), ("val|user}", "val}")):
            at = low
            while len(names) < limit:
                # one name at a time, each a step of the index to the next name's first topic
                (topic,) = self.con.execute("SELECT MIN(topic) FROM objects WHERE topic >= ? AND topic < ?", (at, high)).fetchone()
                if topic is None:
                    break
                parts = topic.split("|")
                name = parts[1].strip() if len(parts) > 1 else ""
                if name and name != "user" and name not in names:
                    names.append(name)
                at = f"{parts[0]}|{parts[1]}}}" if len(parts) > 1 else topic + "\x00"  # past every topic of this name
        return names

    def _names_where(self, where: str, limit: int) -> list[str]:
        rows = self.con.execute(
            # the object read in SQLite: decoding each row's whole data in Python cost more than the capture's rules
            f"SELECT json_extract(data, '$.object') FROM objects WHERE ({where}) AND id IS NOT NULL AND secrets IS NULL"
            f" ORDER BY updated DESC LIMIT {int(limit)}"
        )
        names: list[str] = []
        for (value,) in rows:
            name = value.strip() if isinstance(value, str) else ""
            if name and name not in names:
                names.append(name)
        return names

    def on_topic(self, topics: Iterable[str], states: Iterable[str] = (), limit: int | None = None) -> list[dict[str, Any]]:
        """Stored fields of the memories on these topics (``conflicts.topic_of``), in any
        state or these; with ``limit``, the most recently updated."""
        topics, states = list(topics), list(states)
        if not topics:
            return []
        sql = f"SELECT data FROM objects WHERE topic IN ({', '.join('?' * len(topics))}) AND id IS NOT NULL AND secrets IS NULL"
        if states:
            sql += f" AND state IN ({', '.join('?' * len(states))})"
        if limit:
            sql += f" ORDER BY updated DESC LIMIT {int(limit)}"
        return [json.loads(row[0]) for row in self.con.execute(sql, [*topics, *states])]

    def topics_under(self, prefix: str) -> list[str]:
        """The distinct topics that begin with ``prefix`` ("evt|left_company|": every
        employer a departure is recorded from)."""
        sql = "SELECT DISTINCT topic FROM objects WHERE topic >= ? AND topic < ? AND id IS NOT NULL"
        return [row[0] for row in self.con.execute(sql, (prefix, prefix + "\uffff"))]

    def latest(self, memory_type: str, state: str, limit: int) -> list[dict[str, Any]]:
        """Stored fields of the most recently updated memories of a type in a state."""
        sql = (
            "SELECT data FROM objects WHERE type = ? AND state = ? AND kind = 'memory' "
            f"AND id IS NOT NULL AND secrets IS NULL ORDER BY updated DESC LIMIT {int(limit)}"
        )
        return [json.loads(row[0]) for row in self.con.execute(sql, (memory_type, state))]

    def is_empty_of(self, kind: str) -> bool:
        return self.con.execute("SELECT 1 FROM objects WHERE kind = ? LIMIT 1", (kind,)).fetchone() is None

    def memory_data(self, states: Iterable[str]) -> Iterator[dict[str, Any]]:
        """Stored fields of every memory in these states (maintenance over a whole vault)."""
        states = list(states)
        sql = (
            f"SELECT data FROM objects WHERE kind = 'memory' AND state IN ({', '.join('?' * len(states))}) "
            "AND id IS NOT NULL AND secrets IS NULL"
        )
        for (data,) in self.con.execute(sql, states):
            yield json.loads(data)

    def with_content_hash(self, content_hash: str) -> str | None:
        row = self.con.execute("SELECT id FROM objects WHERE content_hash = ? LIMIT 1", (content_hash,)).fetchone()
        return row[0] if row else None

    def leaks(self) -> list[tuple[str, str, int]]:
        """(path, kind, line) of every secret found in an object file."""
        rows = self.con.execute("SELECT path, secrets FROM objects WHERE secrets IS NOT NULL ORDER BY path")
        return [(path, kind, line) for path, found in rows for kind, line in json.loads(found)]

    def paths_for(self, object_id: str) -> list[str]:
        return [row[0] for row in self.con.execute("SELECT path FROM objects WHERE id = ? ORDER BY path", (object_id,))]

    def entries_for(self, ids: list[str]) -> dict[str, Entry]:
        """id -> entry for these ids, a query per 500 (search results: one)."""
        out: dict[str, Entry] = {}
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            sql = (
                f"SELECT {_ENTRY_COLUMNS} FROM objects WHERE id IN ({', '.join('?' * len(chunk))}) "
                "AND id IS NOT NULL AND secrets IS NULL"
            )
            out.update((row[1], Entry(*row)) for row in self.con.execute(sql, chunk))
        return out

    def mention_times(self, ids: list[str]) -> dict[str, str]:
        """evidence id -> when it was said (``mentioned_at``), for those that say."""
        out: dict[str, str] = {}
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            sql = (
                f"SELECT id, json_extract(data, '$.mentioned_at') FROM objects WHERE id IN ({', '.join('?' * len(chunk))}) "
                "AND id IS NOT NULL AND secrets IS NULL"
            )
            out.update((row[0], row[1]) for row in self.con.execute(sql, chunk) if row[1])
        return out

    def get(self, object_id: str) -> Entry | None:
        sql = f"SELECT {_ENTRY_COLUMNS} FROM objects WHERE id = ? AND id IS NOT NULL AND secrets IS NULL"
        row = self.con.execute(sql, (object_id,)).fetchone()
        return Entry(*row) if row else None

    def referrers(self, object_id: str) -> list[tuple[str, str, str | None]]:
        """(path, field, referring id) for every object that names ``object_id``."""
        sql = "SELECT r.path, r.field, o.id FROM refs r JOIN objects o ON o.path = r.path WHERE r.target = ? ORDER BY r.path"
        return list(self.con.execute(sql, (object_id,)))

    def duplicate_ids(self) -> list[tuple[str, list[str]]]:
        sql = "SELECT id, group_concat(path, '\n') FROM objects WHERE id IS NOT NULL GROUP BY id HAVING count(*) > 1"
        return [(row[0], sorted(row[1].split("\n"))) for row in self.con.execute(sql)]

    def dangling_refs(self) -> list[tuple[str, str, str]]:
        """(path, field, target) for references to ids no file holds."""
        sql = (
            "SELECT r.path, r.field, r.target FROM refs r "
            "WHERE NOT EXISTS (SELECT 1 FROM objects o WHERE o.id = r.target) ORDER BY r.path"
        )
        return list(self.con.execute(sql))

    def known_ids(self) -> set[str]:
        return {row[0] for row in self.con.execute("SELECT id FROM objects WHERE id IS NOT NULL")}


def references(obj: MimObject) -> list[tuple[str, str]]:
    """(field, id) for every other object this one names."""
    refs: list[tuple[str, str]] = []
    for name in ("evidence", "memories"):
        refs += [(name, target) for target in getattr(obj, name, None) or []]
    if obj.kind == "memory":
        refs += [(name, target) for name in ("supersedes", "superseded_by") if (target := getattr(obj, name))]
    return refs


def _digest(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


PARALLEL_AT = 3000  # files: below this, starting processes costs more than it saves
CHUNK_FILES = 1000  # files per worker task


class _ReadAhead:
    """Asks the kernel to read the next chunks' files while the workers parse these.

    A rebuild reads every file once; when they are not in the page cache (after a
    reboot, or once the system has reclaimed them) each read waits for the disk, one
    file at a time per worker — at 100k files that was ~27 s of a 64 s catalog rebuild.
    ``posix_fadvise(WILLNEED)`` starts the reads without waiting, so the disk works on
    many files at once. At most ``LEAD`` chunks ahead, so a small machine does not
    evict what it read before it is parsed.
    """

    LEAD = 8

    def __init__(self, root: Path, chunks: list[list[str]]):
        self._room = threading.Semaphore(self.LEAD)
        self._stopped = threading.Event()
        self._thread = None
        if hasattr(os, "posix_fadvise"):
            self._thread = threading.Thread(target=self._run, args=(str(root), chunks), daemon=True)
            self._thread.start()

    def _run(self, root: str, chunks: list[list[str]]) -> None:
        for chunk in chunks:
            self._room.acquire()
            if self._stopped.is_set():
                return
            for rel in chunk:
                try:
                    fd = os.open(f"{root}/{rel}", os.O_RDONLY)
                except OSError:
                    continue
                try:
                    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_WILLNEED)
                except OSError:
                    pass
                finally:
                    os.close(fd)

    def done_one(self) -> None:
        self._room.release()

    def stop(self) -> None:
        self._stopped.set()
        self._room.release()
        if self._thread is not None:
            self._thread.join()


def _entries_of(job: tuple[Path, list[str], int, Callable | None]) -> tuple[list[tuple], Any]:
    """A worker process's share of a rebuild: the chunk's rows, and the follower's part."""
    root, rels, now_ns, derive = job
    reader = Catalog.__new__(Catalog)
    reader.root = root
    results = [reader._entry(rel, now_ns) for rel in rels]
    return results, _derived(derive, results)


_PATH, _ID, _KIND, _DATA, _PROBLEM, _SECRETS, _DIGEST = (
    _COLUMNS.index(name) for name in ("path", "id", "kind", "data", "problem", "secrets", "digest")
)


def _derived(derive: Callable | None, results: list[tuple]) -> Any:
    """``derive`` of the indexable rows among these results (as ``indexable_rows`` lists them)."""
    if derive is None:
        return None
    rows = [
        (row[_PATH], row[_ID], row[_DIGEST], row[_KIND], row[_DATA])
        for row, _ in results
        if row is not None and row[_ID] is not None and row[_PROBLEM] is None and row[_SECRETS] is None
        and row[_KIND] in INDEXABLE_KINDS
    ]  # fmt: skip
    return derive(rows)


def _last_good(root: Path | str, rel: str, marked: DocumentError) -> tuple[bytes, MimObject]:
    """A broken file (conflict markers, bad YAML, an invalid field) is catalogued, and so
    indexed and served, as HEAD holds it: its last good version. ``marked`` is raised
    when HEAD has none either (a new file, or broken there too)."""
    from .files import parse_document
    from .git import Git
    from .store import object_from_document

    try:
        committed = Git(Path(root)).read_blobs([f"HEAD:{rel}"])[0]
    except MimvaultError:
        committed = None
    if committed is None:
        raise marked
    try:
        return committed, object_from_document(parse_document(committed, rel))
    except DocumentError:
        raise marked from None


_COMPARED_AT_MOST = 500  # files per refresh read against HEAD (a hand edit touches a few)


def _committed_states(root: Path | str, rels: list[str]) -> dict[str, tuple[bytes, MimObject]]:
    """HEAD's version of each memory or secret reference among ``rels`` (one Git read)."""
    from .files import parse_document
    from .git import Git
    from .layout import placement
    from .store import object_from_document

    rels = [r for r in rels if (place := placement(r)) is not None and place.kind in ("memory", "secret_ref")]
    if not rels or len(rels) > _COMPARED_AT_MOST:
        return {}
    try:
        blobs = Git(Path(root)).read_blobs([f"HEAD:{rel}" for rel in rels])
    except MimvaultError:
        return {}
    out = {}
    for rel, blob in zip(rels, blobs):
        if blob is None:
            continue
        try:
            out[rel] = (blob, object_from_document(parse_document(blob, rel)))
        except DocumentError:
            continue
    return out


def _is_object_path(rel: str) -> bool:
    parts = rel.split("/")
    name = parts[-1]
    return (
        len(parts) > 1 and parts[0] in KIND_FOLDER.values() and name.endswith(".md") and name != "README.md"
        and not any(p.startswith(".") for p in parts)
    )  # fmt: skip


def _iso(value: Any) -> str | None:
    return value.isoformat() if value is not None else None


class _Nothing:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        return None


def find_path(root: Path, object_id: str, catalog: Catalog | None) -> str:
    """Where ``object_id`` lives: its canonical place, else wherever the catalog saw it."""
    try:
        return locate(root, object_id)
    except ObjectNotFoundError:
        if catalog is None:
            raise
        catalog.refresh()
        return locate(root, object_id, catalog.paths_for(object_id))
