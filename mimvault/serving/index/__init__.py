"""Search: a derived, rebuildable index of the vault's files.

    index = SearchIndex(root, model_choice)
    index.sync(catalog)                    # catch up with the catalog's change log
    hits = index.search("where do I live", Filters(kinds=("memory",)), limit=10)

Under ``.mimvault/cache/index/``: the Tantivy index (``tantivy/``), the vectors
(``vectors.f32``, ``vectors.i8``, ``rows.bin``, ``head.f32``), and ``manifest.sqlite3``, which records which file
version (content digest) each object was indexed at, and whether the last write
finished. Delete the folder and the next search rebuilds it from the files.

Ranking (``fusion``): an object's score is its whole-text BM25 score, plus a quarter of
its best passage's, plus a third of its best passage's cosine similarity — each
normalised by the best score of its kind for the query — so the vectors add what words
miss (paraphrase) without overruling what words find. See docs/search.md for the
measurements behind the weights.
"""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from ...faults import fault_point
from ...storage.layout import CACHE
from ...storage.lock import VaultLock
from ...workers import worker_pool
from .disk import VECTOR_ROWS
from .embed import Embedder, ModelChoice, embedder
from .lexical import Filters, LexicalIndex
from .passages import Indexable, indexable

__all__ = ["Filters", "Hit", "SearchIndex", "SyncReport"]

INDEX_DIR = f"{CACHE}/index"
MANIFEST_VERSION = "4"  # 3: passages are windows of two lines; 4: the scope field
WEIGHT_PASSAGE = 0.25
WEIGHT_VECTOR = 0.35
OBJECT_DEPTH, PASSAGE_DEPTH = 50, 300
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
                report.embedded = self._rebuild(catalog, progress, embed=vectors)
                report.rebuilt = why
            else:
                self._catch_up(catalog, report, progress)
            if vectors:
                report.embedded += self._embed_pending(progress, catalog)
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

    def rebuild(
        self, catalog: Any, progress: Callable[[int, str], Any] | None = None, *, files: bool = False, git: Any = None
    ) -> SyncReport:
        """Rebuild everything from the catalog; with ``files``, rebuild the catalog from
        the files in the same pass (``mim reindex --all``; ``git`` as for its refresh)."""
        with self.lock():
            embedded = self._rebuild(catalog, progress, embed=self.embedder is not None, files=files, git=git)
        return SyncReport(rebuilt="asked", embedded=embedded)

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

    def _rebuild(self, catalog: Any, progress: Callable[[int, str], Any] | None, *, embed: bool = False,
                 files: bool = False, git: Any = None) -> int:  # fmt: skip
        """Index every object from nothing; returns how many were embedded.

        The files are read, parsed and embedded in worker processes (``_derive``): with
        ``files``, by the catalog's own rebuild, which reads them anyway; else from the
        catalog's rows. This process only adds what they hand back to Tantivy, the vector
        files and the manifest, while they work on the next chunks."""
        self.close()
        self._vectors = None
        for name in ("tantivy", "vectors.f32", "vectors.i8", "rows.bin", "head.f32", "vectors.json", "manifest.sqlite3",
                     "manifest.sqlite3-wal", "manifest.sqlite3-shm"):  # fmt: skip
            path = self.folder / name
            if path.is_dir():
                shutil.rmtree(path)
            else:
                path.unlink(missing_ok=True)
        self._set_meta(state="dirty")
        model = self.embedder if embed else None
        build = _Rebuild(self, model)
        self.manifest.execute("BEGIN")  # committed with the clean state, below
        if files:
            from ...storage.catalog import Follower

            catalog.rebuild(progress, Follower(build.derive, build.take), git)
            seq = catalog.last_change()
        else:
            seq = catalog.last_change()
            rows = catalog.indexable_rows()
            with _bar(progress, len(rows), "Indexing") as bar:
                for derived in _derive_all(build.derive, rows):
                    build.take(derived)
                    bar.update(derived.count)
        if model is not None and not build.embedded:  # nothing to embed: still record the model
            self.vectors.reset(model.identity, model.dims)
        elif build.embedded:
            self.vectors.refit()
        self.lexical.commit()
        self._set_meta(
            version=MANIFEST_VERSION, catalog_epoch=catalog.epoch(), seq=str(seq), state="clean",
            next_key=str(build.indexed + 1),
        )  # fmt: skip
        self.manifest.execute("COMMIT")
        return build.embedded

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
            item = _read(self.root, path, kind, data)
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
        if stale and (self._vectors is not None or (self.folder / VECTOR_ROWS).exists()):  # numpy only for vectors
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

    def _embed_pending(self, progress: Callable[[int, str], Any] | None, catalog: Any) -> int:
        """Vectors for every indexed object that has none at its current version."""
        model = self.embedder
        assert model is not None
        store = self.vectors
        if not store.consistent(model.identity):
            store.reset(model.identity, model.dims)
            self.manifest.execute("UPDATE objects SET vector_digest = NULL")
        pending = self.manifest.execute(
            "SELECT id, path, digest FROM objects WHERE vector_digest IS NOT digest"
        ).fetchall()
        if not pending:
            return 0  # the common case, on every search: nothing to embed, nothing to compact
        catalogued = catalog.rows_for([path for _, path, _ in pending])  # path -> (id, kind, digest, problem, secrets, data)
        # The text as the catalog has it, under the id and digest the manifest indexed.
        rows = [(path, object_id, digest, catalogued[path][1], catalogued[path][5])
                for object_id, path, digest in pending if path in catalogued]  # fmt: skip
        derive = partial(_derive, self.root, model.path, lexical=False)
        done = 0
        with _bar(progress if len(pending) > 200 else None, len(pending), "Embedding") as bar:
            for derived in _derive_all(derive, rows):
                # No rows to clear: a changed or removed object's rows die when its change is indexed.
                store.append(derived.rows, derived.vectors)
                self.manifest.execute("BEGIN")
                self.manifest.executemany("UPDATE objects SET vector_digest = ? WHERE id = ?", derived.finished)
                self.manifest.execute("COMMIT")
                done += len(derived.finished)
                bar.update(derived.count)
        if store.dead_share() > 0.33:
            store.compact()
        else:
            store.refit_if_grown()
        return done

    # --- searching ----------------------------------------------------------------

    def search(self, query: str, filters: Filters, limit: int = 10, semantic: bool = True) -> list[Hit]:
        """The best ``limit`` objects for ``query``, best first (see the module docstring)."""
        model = self.embedder if semantic else None
        if model is None or not self.vectors.consistent(model.identity):
            return fuse(*self._lexical_hits(query, filters), [], limit)
        from .vectors import VECTOR_DEPTH, beside

        near = self.vectors.start(model.encode_query(query), _mask(filters), VECTOR_DEPTH, filters)
        if near.small:  # a small product: done at once, no second thread needed
            words = self._lexical_hits(query, filters)
            return fuse(*words, near.hits(), limit)
        # The helper runs the full-text search while this thread finds the nearest rows
        # (after its share of the int8 product, when both threads compute one).
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
            out["vector_pass"] = self.vectors.first_pass()
        return out


PARALLEL_INDEX_AT = 5000  # objects: below this, starting worker processes costs more than it saves
CHUNK_OBJECTS = 1000  # objects per worker task


@dataclass
class _Derived:
    """What a worker made of a chunk of catalogued objects."""

    count: int  # objects in the chunk
    items: list[tuple[str, str, Indexable]]  # (path, digest, what to index); empty when only vectors were asked
    rows: list[tuple]  # vector rows (id, type, state, days, passage, kind), one per passage
    vectors: Any  # their float32 vectors (None: no model)
    finished: list[tuple[str, str]]  # (digest, id) of every object embedded


def _read(root: Path, path: str, kind: str, data: str | None) -> Indexable | None:
    """What to index of a catalogued file: its fields from the catalog, and for evidence
    the body from the file (the catalog does not keep raw inputs)."""
    import json

    from ...storage.fences import body_of

    if not data:
        return None
    body = None
    if kind == "evidence":
        try:
            body = body_of((root / path).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError):
            return None
    return indexable(kind, json.loads(data), body)


def _derive(root: Path, model_path: Path | None, rows: list[tuple], lexical: bool = True) -> _Derived:
    """Index entries and vectors for (path, id, digest, kind, data) rows (in a worker
    process, for many: the reading, parsing and embedding are the CPU-bound part)."""
    if model_path is not None:  # numpy and the vector layout only where there are vectors
        from .vectors import KINDS, days

    items, vector_rows, texts, finished = [], [], [], []
    for path, object_id, digest, kind, data in rows:
        item = _read(root, path, kind, data)
        if item is None or item.id != object_id:
            continue
        if lexical:
            items.append((path, digest, item))
        if model_path is not None:
            # A long text's meaning is in its passages; its mean vector matches everything a little.
            units = list(enumerate(item.passages, 1)) if item.passages else [(0, item.text)]
            for n, text in units:
                vector_rows.append((item.id, item.type or "", item.state or "", days(item.when), n, KINDS[item.kind]))
                texts.append(text)
            finished.append((digest, object_id))
    vectors = embedder(model_path).encode(texts) if model_path is not None else None
    return _Derived(len(rows), items, vector_rows, vectors, finished)


def _derive_all(derive: Callable[[list], _Derived], rows: list[tuple]) -> Iterable[_Derived]:
    """``derive`` over chunks of ``rows``, in order: in worker processes when there are many."""
    chunks = [rows[i : i + CHUNK_OBJECTS] for i in range(0, len(rows), CHUNK_OBJECTS)]
    pool = worker_pool(len(rows), PARALLEL_INDEX_AT)
    if pool is None:
        yield from map(derive, chunks)
        return
    with pool:
        yield from pool.map(derive, chunks)


class _Rebuild:
    """One rebuild from nothing: ``derive`` (picklable, for worker processes) makes each
    chunk's index entries and vectors, ``take`` (here) adds them, chunk by chunk."""

    def __init__(self, index: SearchIndex, model: Embedder | None):
        self.index = index
        self.model = model
        self.derive = partial(_derive, index.root, model.path if model else None)
        self.indexed = 0
        self.embedded = 0

    def take(self, derived: _Derived) -> None:
        lexical = self.index.lexical
        entries = []  # manifest rows: (id, key, path, digest, vector digest)
        for path, digest, item in derived.items:
            self.indexed += 1
            lexical.add(item, self.indexed)
            entries.append((item.id, self.indexed, path, digest, digest if self.model is not None else None))
        self.index.manifest.executemany(
            "INSERT OR REPLACE INTO objects (id, key, path, digest, vector_digest) VALUES (?, ?, ?, ?, ?)", entries
        )
        if self.model is not None and derived.finished:
            store = self.index.vectors
            if not self.embedded:  # the first vectors: the model's dimensions are known without loading it here
                store.reset(self.model.identity, derived.vectors.shape[1])
            store.append(derived.rows, derived.vectors)
            self.embedded += len(derived.finished)


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
    lexical: dict[str, float] = {}
    semantic: dict[str, float] = {}
    best_passage: dict[str, tuple[float, int]] = {}
    _add_shares(_best_per_object(whole), 1.0, lexical, None)
    _add_shares(_best_per_object(parts), WEIGHT_PASSAGE, lexical, best_passage)
    _add_shares([hit for hit in near if hit.score > 0], WEIGHT_VECTOR, semantic, best_passage)  # a negative cosine adds nothing
    scores = dict(lexical)
    for object_id, share in semantic.items():
        scores[object_id] = scores.get(object_id, 0.0) + share
    # Rounded before ranking: float noise (the order of rows in a product) must not
    # reorder equal scores, which then go by id, however the index was built. Only
    # scores near the limit-th best can move in or out by rounding (by 0.00005 at most).
    candidates: Iterable[str] = scores
    if len(scores) > limit:
        cut = sorted(scores.values(), reverse=True)[limit - 1] - 2e-4
        candidates = [object_id for object_id, score in scores.items() if score >= cut]
    ranked = sorted(candidates, key=lambda i: (-round(scores[i], 4), i))[:limit]
    return [
        Hit(i, round(scores[i], 4), best_passage.get(i, (0, 0))[1], round(lexical.get(i, 0.0), 4), round(semantic.get(i, 0.0), 4))
        for i in ranked
    ]


def _add_shares(results: list, weight: float, into: dict[str, float], passages: dict | None) -> None:
    """Each result's score, as a share of ``weight`` (the best result's), added to its
    object's; with ``passages``, each object's best-scoring passage is kept there."""
    if not results:
        return
    factor = weight / (max(result[2] for result in results) or 1.0)
    for object_id, passage, score in results:
        share = score * factor
        into[object_id] = into.get(object_id, 0.0) + share
        if passages is not None:
            best = passages.get(object_id)
            if best is None or share > best[0]:
                passages[object_id] = (share, passage)


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
