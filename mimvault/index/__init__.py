"""Search: a derived, rebuildable index of the vault's files.

    index = SearchIndex(root, model_choice)
    index.sync(catalog)                    # catch up with the catalog's change log
    hits = index.search("where do I live", Filters(kinds=("memory",)), limit=10)

Under ``.mimvault/cache/index/``: the Tantivy index (``tantivy/``), the vectors
(``vectors.f32``, ``vectors.i8``, ``rows.bin``), and ``manifest.sqlite3``, which records which file
version (content digest) each object was indexed at, and whether the last write
finished. Delete the folder and the next search rebuilds it from the files.

Ranking (``fusion``): an object's score is its whole-text BM25 score, plus a quarter of
its best passage's, plus a third of its best passage's cosine similarity — each
normalised by the best score of its kind for the query — so the vectors add what words
miss (paraphrase) without overruling what words find. See docs/search.md for the
measurements behind the weights.
"""

from __future__ import annotations

import multiprocessing
import os
import shutil
import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..faults import fault_point
from ..vault.layout import CACHE
from ..vault.lock import VaultLock
from .embed import Embedder, ModelChoice, embedder
from .lexical import Filters, LexicalIndex
from .passages import Indexable, indexable

__all__ = ["Filters", "Hit", "SearchIndex", "SyncReport"]

INDEX_DIR = f"{CACHE}/index"
MANIFEST_VERSION = "4"  # 3: passages are windows of two lines; 4: the scope field
WEIGHT_PASSAGE = 0.25
WEIGHT_VECTOR = 0.35
OBJECT_DEPTH, PASSAGE_DEPTH, VECTOR_DEPTH = 50, 300, 150
Progress = Callable[[int], None]


@dataclass
class Hit:
    id: str
    score: float
    passage: int  # 0: the object as a whole; n: its n-th passage
    lexical: float = 0.0
    semantic: float = 0.0


@dataclass
class SyncReport:
    indexed: int = 0
    removed: int = 0
    embedded: int = 0
    rebuilt: str = ""  # why everything was rebuilt, if it was
    notices: list[str] = field(default_factory=list)


class SearchIndex:
    def __init__(self, root: Path, model: ModelChoice):
        self.root = root
        self.folder = root / INDEX_DIR
        self.model = model
        self._lexical: LexicalIndex | None = None
        self._vectors: Any = None
        self._manifest: sqlite3.Connection | None = None
        self._current: tuple | None = None  # (catalog epoch, seq, vectors too) of the last sync

    # --- parts --------------------------------------------------------------------

    @property
    def manifest(self) -> sqlite3.Connection:
        if self._manifest is None:
            self.folder.mkdir(parents=True, exist_ok=True)
            con = sqlite3.connect(self.folder / "manifest.sqlite3", timeout=30, isolation_level=None, check_same_thread=False)
            con.execute("PRAGMA journal_mode=WAL")
            con.executescript(
                """
                CREATE TABLE IF NOT EXISTS objects (
                    id TEXT PRIMARY KEY, key INTEGER UNIQUE, path TEXT, digest TEXT, vector_digest TEXT
                );
                CREATE INDEX IF NOT EXISTS objects_path ON objects(path);
                CREATE INDEX IF NOT EXISTS objects_unembedded ON objects(id) WHERE vector_digest IS NOT digest;
                CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT);
                """
            )
            self._manifest = con
        return self._manifest

    def _meta(self, key: str) -> str | None:
        row = self.manifest.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def _set_meta(self, **values: str) -> None:
        self.manifest.executemany("INSERT OR REPLACE INTO meta VALUES (?, ?)", list(values.items()))

    @property
    def lexical(self) -> LexicalIndex:
        if self._lexical is None:
            self._lexical = LexicalIndex(self.folder / "tantivy")
        return self._lexical

    @property
    def vectors(self) -> Any:
        if self._vectors is None:
            from .vectors import VectorStore

            self._vectors = VectorStore(self.folder)
        return self._vectors

    @property
    def embedder(self) -> Embedder | None:
        return embedder(self.model.path) if self.model.path else None

    def lock(self, timeout: float = 120) -> VaultLock:
        return VaultLock(self.folder.parent / "index.lock", timeout=timeout)

    def close(self) -> None:
        if self._manifest is not None:
            self._manifest.close()
            self._manifest = None
        self._lexical = None

    # --- keeping up ---------------------------------------------------------------

    def sync(self, catalog: Any, *, vectors: bool = True, progress: Callable[[int, str], Any] | None = None) -> SyncReport:
        """Catch up with every file the catalog saw change since the last sync.

        Lexical updates always; vectors when ``vectors`` and a model is available (a
        command that does not search by meaning leaves them for the next one that does).
        """
        report = SyncReport()
        vectors = vectors and self.embedder is not None
        if self._still_current(catalog, vectors):
            return report
        with self.lock():
            why = self._needs_rebuild(catalog)
            if why:
                self._rebuild(catalog, progress)
                report.rebuilt = why
            else:
                self._catch_up(catalog, report, progress)
            if vectors:
                report.embedded = self._embed_pending(progress, catalog)
            self._current = (catalog.epoch(), self._meta("seq"), vectors)
        return report

    def _still_current(self, catalog: Any, vectors: bool) -> bool:
        """Nothing changed since this process's last sync (the check every search makes:
        a few reads, no lock)."""
        if self._current is None:
            return False
        epoch, seq, with_vectors = self._current
        if (vectors and not with_vectors) or catalog.epoch() != epoch or str(catalog.last_change()) != seq:
            return False
        meta = dict(self.manifest.execute("SELECT key, value FROM meta WHERE key IN ('seq', 'state')").fetchall())
        if meta != {"seq": seq, "state": "clean"}:
            return False
        return not vectors or self.vectors.consistent(self.model.identity)

    def after_commit(self, catalog: Any) -> None:
        """Bring the full-text index up to date after an operation; vectors wait for the
        next search. Never fails the operation, whose commit has landed: if the index
        cannot be updated now (busy, damaged, not built yet), the next sync catches up
        from the catalog's change log."""
        try:
            with self.lock(timeout=2):
                if not self._needs_rebuild(catalog):
                    self._catch_up(catalog, SyncReport(), None)
        except Exception:  # noqa: BLE001 - derived data; the change log keeps what is owed
            pass

    def rebuild(self, catalog: Any, progress: Callable[[int, str], Any] | None = None) -> SyncReport:
        with self.lock():
            rows = catalog.indexable_rows()
            # Worker processes embed every object while this one builds the full-text index.
            jobs = [(object_id, path, digest) for path, object_id, digest, _, _ in rows]
            ahead = self._embed_in_workers(jobs) if self.embedder is not None else None
            try:
                self._rebuild(catalog, progress, rows)
                report = SyncReport(rebuilt="asked")
                if self.embedder is not None:
                    report.embedded = self._embed_pending(progress, catalog, ahead)
            finally:
                if ahead is not None:
                    ahead.pool.shutdown(cancel_futures=True)
        return report

    def _embed_in_workers(self, jobs: list) -> _Ahead | None:
        """Start embedding these (id, path, digest) in worker processes (many only)."""
        pool = _embedding_pool(len(jobs))
        if pool is None:
            return None
        chunks = [jobs[i : i + 1000] for i in range(0, len(jobs), 1000)]
        model = self.embedder
        assert model is not None
        return _Ahead(pool, len(jobs), pool.map(_embed_chunk, [(self.root, model.path, chunk) for chunk in chunks]))

    def _needs_rebuild(self, catalog: Any) -> str:
        if self._meta("version") != MANIFEST_VERSION:
            return "no index yet" if self._meta("version") is None else "index format changed"
        if self._meta("state") != "clean":
            return "the last index write did not finish"
        if self._meta("catalog_epoch") != catalog.epoch():
            return "the catalog was rebuilt"
        try:
            self.lexical.count()
        except Exception:  # a damaged Tantivy index: never trusted
            return "the full-text index is damaged"
        return ""

    def _rebuild(self, catalog: Any, progress: Callable[[int, str], Any] | None, indexable: list | None = None) -> None:
        self.close()
        self._vectors = None
        for name in ("tantivy", "vectors.f32", "vectors.i8", "rows.bin", "vectors.json", "manifest.sqlite3",
                     "manifest.sqlite3-wal", "manifest.sqlite3-shm"):  # fmt: skip
            path = self.folder / name
            if path.is_dir():
                shutil.rmtree(path)
            else:
                path.unlink(missing_ok=True)
        self._set_meta(state="dirty")
        seq = catalog.last_change()
        rows = catalog.indexable_rows() if indexable is None else indexable
        total = len(rows)
        lexical = self.lexical
        entries = []
        with _bar(progress, total, "Indexing") as bar:
            for n, (path, object_id, digest, kind, data) in enumerate(rows, 1):
                item = self._read(path, kind, data)
                if item is not None:
                    key = len(entries) + 1
                    lexical.add(item, key)
                    entries.append((item.id, key, path, digest))
                if n % 200 == 0:
                    bar.update(200)
            bar.update(total % 200)
        lexical.commit()
        self.manifest.execute("BEGIN")
        self.manifest.executemany("INSERT OR REPLACE INTO objects (id, key, path, digest) VALUES (?, ?, ?, ?)", entries)
        self._set_meta(
            version=MANIFEST_VERSION, catalog_epoch=catalog.epoch(), seq=str(seq), state="clean",
            next_key=str(len(entries) + 1),
        )  # fmt: skip
        self.manifest.execute("COMMIT")

    def _catch_up(self, catalog: Any, report: SyncReport, progress: Callable[[int, str], Any] | None) -> None:
        since = int(self._meta("seq") or 0)
        found = catalog.changes_since(since)
        if found is None:  # the change log was trimmed past us: compare everything
            self._rebuild(catalog, progress)
            report.rebuilt = "the catalog's change log moved on"
            return
        paths, seq = found
        if not paths:
            return
        rows = catalog.rows_for(paths)
        known = dict(self.manifest.execute(
            f"SELECT path, id FROM objects WHERE path IN ({', '.join('?' * len(paths))})", paths
        ).fetchall()) if len(paths) < 900 else self._known_paths(paths)  # fmt: skip
        updates: list[tuple[str, str, str]] = []
        removals: set[str] = set()
        items: list[Indexable] = []
        for path in paths:
            row = rows.get(path)
            if row is None:  # the file is gone
                if path in known:
                    removals.add(known[path])
                continue
            object_id, kind, digest, problem, secrets, data = row
            if problem or secrets:
                continue  # unreadable, or holding a secret: the last good version stays
            if kind not in ("memory", "evidence", "issue"):
                continue
            if path in known and known[path] != object_id:
                removals.add(known[path])  # the file now holds another object
            item = self._read(path, kind, data)
            if item is None:
                removals.add(object_id)
                continue
            items.append(item)
            updates.append((object_id, path, digest))
        if not items and not removals:
            self._set_meta(seq=str(seq))
            return
        self._set_meta(state="dirty")
        keys = self._keys([i.id for i in items])
        # Objects the manifest has never seen have nothing indexed to remove (a crash
        # in between leaves the state "dirty": a rebuild, not a guess) — a capture then
        # touches no passage index and no vector rows.
        stale = removals | {i.id for i in items if i.id not in self._fresh}
        lexical = self.lexical
        for object_id in stale:
            lexical.remove(object_id, had_passages=object_id.startswith("evt_"))  # only evidence has passages
        for item in items:
            lexical.add(item, keys[item.id])
        lexical.commit()
        fault_point("index-write")  # a crash test: the manifest still says "dirty"
        if stale:
            self.vectors.kill(stale)
        con = self.manifest
        con.execute("BEGIN")
        con.executemany("DELETE FROM objects WHERE id = ?", [(r,) for r in removals])
        con.executemany(
            "INSERT INTO objects (id, key, path, digest) VALUES (?, ?, ?, ?) "
            "ON CONFLICT(id) DO UPDATE SET path = excluded.path, digest = excluded.digest, vector_digest = NULL",
            [(object_id, keys[object_id], path, digest) for object_id, path, digest in updates],
        )
        self._set_meta(seq=str(seq), state="clean", next_key=str(self._next_key))
        con.execute("COMMIT")
        catalog.trim_changes(seq)
        report.indexed += len(items)
        report.removed += len(removals)

    def _keys(self, ids: list[str]) -> dict[str, int]:
        """Each object's number in the manifest (new objects get the next ones)."""
        found: dict[str, int] = {}
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            sql = f"SELECT id, key FROM objects WHERE id IN ({', '.join('?' * len(chunk))})"
            found.update(self.manifest.execute(sql, chunk).fetchall())
        self._next_key = int(self._meta("next_key") or 1)
        self._fresh = {object_id for object_id in ids if object_id not in found}
        for object_id in ids:
            if object_id not in found:
                found[object_id] = self._next_key
                self._next_key += 1
        return found

    def _ids_of(self, keys: Iterable[int]) -> dict[int, str]:
        keys = list(set(keys))
        out: dict[int, str] = {}
        for start in range(0, len(keys), 500):
            chunk = keys[start : start + 500]
            sql = f"SELECT key, id FROM objects WHERE key IN ({', '.join('?' * len(chunk))})"
            out.update(self.manifest.execute(sql, chunk).fetchall())
        return out

    def _known_paths(self, paths: list[str]) -> dict[str, str]:
        wanted = set(paths)
        return {p: i for p, i in self.manifest.execute("SELECT path, id FROM objects") if p in wanted}

    def _embed_pending(self, progress: Callable[[int, str], Any] | None, catalog: Any, ahead: _Ahead | None = None) -> int:
        """Vectors for every indexed object that has none at its current version (taking
        first what ``ahead`` has embedded already)."""
        model = self.embedder
        assert model is not None
        store = self.vectors
        if not store.consistent(model.identity):
            store.reset(model.identity, model.dims)
            self.manifest.execute("UPDATE objects SET vector_digest = NULL")
        done = 0
        if ahead is not None:
            with _bar(progress, ahead.total, "Embedding") as bar:
                done = sum(self._store_vectors(store, *result, bar) for result in ahead.results)
        pending = self.manifest.execute(
            "SELECT id, path, digest FROM objects WHERE vector_digest IS NOT digest"
        ).fetchall()
        if not pending and ahead is None:
            return 0  # the common case, on every search: nothing to embed, nothing to compact
        if pending:
            with _bar(progress if len(pending) > 200 else None, len(pending), "Embedding") as bar:
                done += self._embed(pending, model, store, bar, catalog)
        if store.dead_share() > 0.33:
            store.compact()
        return done

    def _embed(self, pending: list, model: Embedder, store: Any, bar: Any, catalog: Any) -> int:
        ahead = self._embed_in_workers(pending)
        if ahead is not None:
            with ahead.pool:
                return sum(self._store_vectors(store, *result, bar) for result in ahead.results)
        chunks = [pending[i : i + 1000] for i in range(0, len(pending), 1000)]
        return sum(self._store_vectors(store, *_vectors_for(self, catalog, model, chunk), bar) for chunk in chunks)

    def _store_vectors(self, store: Any, rows: list, vectors: Any, finished: list, bar: Any) -> int:
        # No rows to clear: a changed or removed object's rows die when its change is indexed.
        store.append(rows, vectors)
        self.manifest.execute("BEGIN")
        self.manifest.executemany("UPDATE objects SET vector_digest = ? WHERE id = ?", finished)
        self.manifest.execute("COMMIT")
        bar.update(len(finished))
        return len(finished)

    def _read(self, path: str, kind: str, data: str | None) -> Indexable | None:
        """What to index of a catalogued file: its fields from the catalog, and for
        evidence the body from the file (the catalog does not keep raw inputs)."""
        import json

        from ..vault.files import body_of

        if not data:
            return None
        body = None
        if kind == "evidence":
            try:
                body = body_of((self.root / path).read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError):
                return None
        return indexable(kind, json.loads(data), body)

    # --- searching ----------------------------------------------------------------

    def search(self, query: str, filters: Filters, limit: int = 10, semantic: bool = True) -> list[Hit]:
        """The best ``limit`` objects for ``query``, best first (see the module docstring)."""
        model = self.embedder if semantic else None
        if model is None or not self.vectors.consistent(model.identity):
            return fuse(*self._lexical_hits(query, filters), [], limit)
        from .vectors import beside

        key = (filters.kinds, filters.types, filters.states, filters.exclude_states, filters.since, filters.until)
        near = self.vectors.start(model.encode_query(query), _mask(filters), VECTOR_DEPTH, key)
        if not near.shared:  # a small product: done at once, no second thread needed
            words = self._lexical_hits(query, filters)
            return fuse(*words, near.hits(), limit)
        # Both threads compute the product first; then the helper runs the full-text
        # search while this thread picks the nearest rows.
        pending = beside(self._lexical_hits, query, filters)
        hits = near.hits()
        return fuse(*pending.result(), hits, limit)

    def _lexical_hits(self, query: str, filters: Filters) -> tuple[list, list]:
        """(whole-object hits, passage hits) as (id, passage, score)."""
        lexical = self.lexical
        whole = lexical.search(query, filters, "object", OBJECT_DEPTH)
        parts = lexical.search(query, filters, "passage", PASSAGE_DEPTH) if "evidence" in filters.kinds else []
        ids = self._ids_of([k for k, _, _ in whole] + [k for k, _, _ in parts])
        whole = [(ids[k], p, s) for k, p, s in whole if k in ids]
        parts = [(ids[k], p, s) for k, p, s in parts if k in ids]
        return whole, parts

    def status(self) -> dict[str, Any]:
        out: dict[str, Any] = {"state": self._meta("state") or "none", "model": self.model.identity}
        try:
            out["documents"] = self.lexical.count()
        except Exception:
            out["documents"] = None
        out["objects"] = self.manifest.execute("SELECT COUNT(*) FROM objects").fetchone()[0]
        if self.model.path:
            out["embedded"] = self.manifest.execute(
                "SELECT COUNT(*) FROM objects WHERE vector_digest IS digest"
            ).fetchone()[0]
        return out


PARALLEL_EMBED_AT = 5000  # objects: below this, starting processes costs more than it saves


@dataclass
class _Ahead:
    pool: Any  # a ProcessPoolExecutor
    total: int
    results: Iterable  # (rows, vectors, finished) per chunk, in order


def _embedding_pool(count: int) -> Any:
    """Worker processes for embedding ``count`` objects, or None when one process is better."""
    workers = min(os.cpu_count() or 1, 4)
    if count < PARALLEL_EMBED_AT or workers < 2 or "fork" not in multiprocessing.get_all_start_methods():
        return None
    from concurrent.futures import ProcessPoolExecutor

    return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"))


def _vectors_for(index: SearchIndex, catalog: Any, model: Embedder, chunk: list) -> tuple[list, Any, list]:
    """Rows, vectors and (digest, id) pairs for a chunk of (id, path, digest)."""
    from .vectors import KINDS, days

    rows, texts, finished = [], [], []
    catalogued = catalog.rows_for([path for _, path, _ in chunk])
    for object_id, path, digest in chunk:
        row = catalogued.get(path)
        item = index._read(path, row[1], row[5]) if row else None
        if item is None or item.id != object_id:
            continue
        # A long text's meaning is in its passages; its mean vector matches everything a little.
        units = list(enumerate(item.passages, 1)) if item.passages else [(0, item.text)]
        for n, text in units:
            rows.append((item.id, item.type or "", item.state or "", days(item.when), n, KINDS[item.kind]))
            texts.append(text)
        finished.append((digest, object_id))
    return rows, model.encode(texts), finished


def _embed_chunk(job: tuple) -> tuple[list, Any, list]:
    """A worker process's share of embedding a whole vault (its own catalog connection)."""
    from ..vault.catalog import Catalog

    root, model_path, chunk = job
    catalog = Catalog(root)
    try:
        return _vectors_for(SearchIndex(root, ModelChoice(model_path, "worker")), catalog, embedder(model_path), chunk)
    finally:
        catalog.close()


class _NoBar:
    def __enter__(self) -> _NoBar:
        return self

    def __exit__(self, *exc: object) -> None:
        pass

    def update(self, n: int) -> None:
        pass


def _bar(progress: Callable[[int, str], Any] | None, total: int, label: str) -> Any:
    return progress(total, label) if progress and total else _NoBar()


def fuse(whole: list, parts: list, near: list, limit: int) -> list[Hit]:
    """Combine whole-text, passage and vector scores into one ranking (``near`` holds one
    result per object already)."""
    scores: dict[str, float] = {}
    best_passage: dict[str, tuple[float, int]] = {}
    lexical: dict[str, float] = {}
    semantic: dict[str, float] = {}

    def add(results: list, weight: float, into: dict[str, float], passages: bool) -> None:
        if not results:
            return
        factor = weight / (max(score for _, _, score in results) or 1.0)
        for object_id, passage, score in results:
            share = score * factor
            scores[object_id] = scores.get(object_id, 0.0) + share
            into[object_id] = into.get(object_id, 0.0) + share
            if passages:
                best = best_passage.get(object_id)
                if best is None or share > best[0]:
                    best_passage[object_id] = (share, passage)

    add(_best_per_object(whole), 1.0, lexical, False)
    add(_best_per_object(parts), WEIGHT_PASSAGE, lexical, True)
    add([hit for hit in near if hit.score > 0], WEIGHT_VECTOR, semantic, True)  # a negative cosine adds nothing
    ranked = sorted(scores, key=lambda i: (-scores[i], i))[:limit]
    return [
        Hit(i, round(scores[i], 4), best_passage.get(i, (0, 0))[1], round(lexical.get(i, 0.0), 4), round(semantic.get(i, 0.0), 4))
        for i in ranked
    ]


def _best_per_object(results: list) -> list:
    """Each object once, with its best-scoring result."""
    best: dict[str, tuple[str, int, float]] = {}
    for hit in results:
        seen = best.get(hit[0])
        if seen is None or hit[2] > seen[2]:
            best[hit[0]] = hit
    return list(best.values())


def _mask(filters: Filters) -> Callable:
    import numpy as np

    from .vectors import KINDS, days

    def mask(rows: Any) -> Any:
        keep = np.isin(rows["kind"], [KINDS[k] for k in filters.kinds if k in KINDS])
        if filters.types:
            keep &= np.isin(rows["type"], [t.encode() for t in filters.types])
        if filters.states:
            keep &= np.isin(rows["state"], [s.encode() for s in filters.states])
        if filters.exclude_states:
            keep &= ~np.isin(rows["state"], [s.encode() for s in filters.exclude_states])
        if filters.since is not None:
            keep &= rows["when"] >= days(filters.since)
        if filters.until is not None:
            keep &= (rows["when"] <= days(filters.until)) & (rows["when"] != np.iinfo(np.int32).min)
        return keep

    return mask
