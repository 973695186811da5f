"""The vector index: one row per passage, searched exactly.

Three append-only files under ``.mimvault/cache/index/``:

- ``vectors.f32``: the unit-length embeddings, row after row (memory-mapped);
- ``vectors.i8``: the same rows quantised to int8, each with its own scale;
- ``rows.bin``: per row, the object id, passage number, kind, type, state, valid time,
  the int8 row's scale and its quantisation error, and a live flag (cleared in place
  when the object changes or goes);

and, when it pays on this vault's vectors, ``head.f32``: each row rotated onto the
vectors' principal axes and cut to a narrow head that bounds its score (``prune``).

Search is exact in two steps. An int8 dot product over every live row that passes the
filters (NumKong's SIMD kernels: a quarter of float32's memory traffic, which is what
limits a brute-force product) gives each row a score within a known error bound:
|q·x − q̂·x̂| ≤ |q|·|x − x̂| + |q − q̂|·|x̂|. Only rows whose best possible score reaches
the k-th best certain score can be in the top k; those few are scored again in float32.
The result is the float32 brute-force top k, row for row — nothing approximate to tune
and no recall lost — at about half the cost. Below ``INT8_AT`` rows one float32 product
is faster and is used alone. Where the narrow head was kept, its product (a fifth of a
float32 row, at float32 speed) bounds every row from above and replaces the int8 pass;
the int8 estimates then narrow only the rows the head could not set aside, when many
are left. Rows of dead objects are dropped by ``compact`` once they are a third of the file.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from .disk import VECTOR_ROWS, replace_file

ROW = np.dtype(
    [("id", "S32"), ("type", "S24"), ("state", "S16"), ("when", "<i4"), ("scale", "<f4"), ("error", "<f4"),
     ("passage", "<u2"), ("kind", "u1"), ("live", "u1")]
)  # fmt: skip
FORMAT = 2  # 2: int8 copy with per-row scale and error
KINDS = {"memory": 0, "evidence": 1, "issue": 2}
VECTOR_DEPTH = 150  # rows one query asks of the vector pass (the narrow head is fitted for this depth)
NO_TIME = np.iinfo(np.int32).min
ROUNDING = 1e-4  # float32 slack on top of the quantisation bound


class VectorHit(NamedTuple):
    id: str
    passage: int
    score: float


class VectorStore:
    def __init__(self, folder: Path):
        self.folder = folder
        self.vectors_path = folder / "vectors.f32"
        self.quantised_path = folder / "vectors.i8"
        self.rows_path = folder / VECTOR_ROWS
        self.meta_path = folder / "vectors.json"
        self.head_path = folder / "head.f32"
        self._paths = (self.rows_path, self.vectors_path, self.quantised_path, self.meta_path, self.head_path)
        self._consistent: tuple | None = None
        self._rows: np.ndarray | None = None
        self._matrix: np.ndarray | None = None
        self._quantised: np.ndarray | None = None
        self._scale_error: tuple | None = None
        self._head: Any = None
        self._stamp: tuple | None = None
        self._masks: dict = {}

    # --- metadata -----------------------------------------------------------------

    def meta(self) -> dict[str, Any]:
        try:
            return json.loads(self.meta_path.read_text(encoding="utf-8"))
        except (FileNotFoundError, ValueError):
            return {}

    def consistent(self, model_id: str | None) -> bool:
        """The files agree with each other and were built by this model (asked on every
        search: answered again only when a file changed)."""
        self._check_stamp()
        if self._consistent is None or self._consistent[0] != model_id:
            self._consistent = (model_id, self._check_consistent(model_id))
        return self._consistent[1]

    def _check_consistent(self, model_id: str | None) -> bool:
        meta = self.meta()
        if not meta or meta.get("model") != model_id or meta.get("format") != FORMAT:
            return False
        dims = int(meta.get("dims", 0))
        try:
            n_rows = self.rows_path.stat().st_size / ROW.itemsize
            n_vecs = self.vectors_path.stat().st_size / (4 * dims) if dims else -1
            n_quantised = self.quantised_path.stat().st_size / dims if dims else -1
        except FileNotFoundError:
            return False
        return n_rows == n_vecs == n_quantised and n_rows == int(n_rows)

    def reset(self, model_id: str, dims: int) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        for path in (self.vectors_path, self.quantised_path, self.rows_path):
            path.write_bytes(b"")
        self.head_path.unlink(missing_ok=True)
        _write_json(self.meta_path, {"model": model_id, "dims": dims, "format": FORMAT})
        self._forget()

    # --- writing ------------------------------------------------------------------

    def append(self, rows: list[tuple], vectors: np.ndarray) -> None:
        """Add rows (id, type, state, when_days, passage, kind) with their vectors (and
        their narrow head's rows, when there is one: ``refit_if_grown`` fits it again)."""
        if not rows:
            return
        before = self._rows_on_disk()
        matrix = np.ascontiguousarray(vectors, dtype=np.float32)
        quantised, scale, error = quantise(matrix)
        records = np.array([(i, t, s, w, 0.0, 0.0, p, k, 1) for i, t, s, w, p, k in rows], dtype=ROW)
        records["scale"], records["error"] = scale, error
        with self.vectors_path.open("ab") as out:
            out.write(matrix.tobytes())
        with self.quantised_path.open("ab") as out:
            out.write(quantised.tobytes())
        self._extend_head(matrix, before)
        with self.rows_path.open("ab") as out:  # last: the rows make the new vectors count
            out.write(records.tobytes())
        self._forget()

    def _extend_head(self, matrix: np.ndarray, before: int) -> None:
        from .prune import Head

        if not self.head_path.exists():  # none kept
            return
        head = Head.load(self.head_path)
        if head is None or len(head.rows) != before:  # damaged, or a write was cut short: fit anew
            self.refit(before + len(matrix))
            return
        with self.head_path.open("ab") as out:
            out.write(head.narrow(matrix).tobytes())

    def refit_if_grown(self) -> None:
        """Fit the narrow head again once the rows have doubled since the last fit (so a
        vault that grows one capture at a time pays for fits in proportion to its size)."""
        n = self._rows_on_disk()
        if n >= INT8_AT and n >= 2 * int(self.meta().get("fitted", 0)):
            self.refit()

    def refit(self, n: int | None = None) -> None:
        """Fit the narrow head on the first ``n`` vectors (those with rows by default),
        and keep it only if it pays on them (the fit is recorded either way)."""
        from .prune import fit, write

        n = self._rows_on_disk() if n is None else n
        self._forget()  # the vectors just appended must be in the mapping
        head = fit(self._load_matrix()[:n], VECTOR_DEPTH) if n >= INT8_AT else None
        if head is not None:
            write(self.head_path, head)
        else:
            self.head_path.unlink(missing_ok=True)
        _write_json(self.meta_path, {**self.meta(), "fitted": n})
        self._forget()

    def _rows_on_disk(self) -> int:
        try:
            return self.rows_path.stat().st_size // ROW.itemsize
        except FileNotFoundError:
            return 0

    def kill(self, ids: set[str]) -> int:
        """Clear the live flag of every row of these objects; returns how many."""
        if not ids or not self._rows_on_disk():
            return 0
        rows = np.memmap(self.rows_path, dtype=ROW, mode="r+")
        hit = np.isin(rows["id"], np.array([i.encode() for i in ids], dtype="S32")) & (rows["live"] == 1)
        count = int(hit.sum())
        if count:
            rows["live"][hit] = 0
            rows.flush()
        del rows
        self._forget()
        return count

    def dead_share(self) -> float:
        rows = self._load_rows()
        return 0.0 if len(rows) == 0 else float((rows["live"] == 0).mean())

    def compact(self) -> None:
        """Rewrite the files without dead rows (atomically, each), and fit the head anew."""
        rows = self._load_rows()
        keep = rows["live"] == 1
        self.head_path.unlink(missing_ok=True)  # first: its rows are about to move
        replace_file(self.vectors_path, self._load_matrix()[keep].tobytes())
        replace_file(self.quantised_path, self._load_quantised()[keep].tobytes())
        replace_file(self.rows_path, rows[keep].tobytes())
        self.refit()

    # --- reading ------------------------------------------------------------------

    def search(self, query: np.ndarray, mask_of, k: int, mask_key: object = None) -> list[VectorHit]:
        """The ``k`` best rows by cosine among those ``mask_of(rows)`` keeps (the mask is
        kept for the next query with the same ``mask_key``)."""
        return self.start(query, mask_of, k, mask_key).hits()

    def start(self, query: np.ndarray, mask_of, k: int, mask_key: object = None) -> PendingSearch:
        """Begin a search; ``hits()`` finishes it. A big vault's int8 product is shared
        with the helper thread, which then takes the caller's other work (the full-text
        search); a small product, or the narrow head's, is done here and now."""
        rows = self._load_rows()
        query = np.asarray(query, dtype=np.float32)
        if len(rows) == 0 or not np.any(query):  # no word of the query is known to the model
            return PendingSearch(self, rows, query, None, np.zeros(0, dtype=np.int64), 0)
        allowed = self._masks.get(mask_key) if mask_key is not None else None
        if allowed is None:
            mask = (rows["live"] == 1) & mask_of(rows)
            allowed = (np.flatnonzero(~mask), int(mask.sum()))
            if mask_key is not None:
                if len(self._masks) >= 16:  # a long-running server sees many filters
                    self._masks.pop(next(iter(self._masks)))
                self._masks[mask_key] = allowed
        excluded, live = allowed
        if not live:
            return PendingSearch(self, rows, query, None, excluded, 0)
        # Another process may have appended vectors since the rows were read (rows.bin is
        # written last): only the rows read count.
        n, k = len(rows), min(k, live)
        if n < INT8_AT:
            products = Products(float32_products, self._load_matrix()[:n], query, share=False)
            return PendingSearch(self, rows, query, products, excluded, k)
        head = self._head_for(n)
        if head is not None:  # BLAS runs its product on every core
            return PendingSearch(self, rows, query, None, excluded, k, head.bounds(query, n))
        products = Products(int8_products, self._load_quantised()[:n], quantise(query[None, :]), share=True)
        return PendingSearch(self, rows, query, products, excluded, k)

    def count(self) -> tuple[int, int]:
        rows = self._load_rows()
        return int((rows["live"] == 1).sum()), len(rows)

    def first_pass(self) -> str:
        """How a search starts on these rows: "float32", "int8" or "narrow" (the head)."""
        self._check_stamp()
        n = self._rows_on_disk()
        if n < INT8_AT:
            return "float32"
        return "narrow" if self._head_for(n) is not None else "int8"

    def _load_rows(self) -> np.ndarray:
        """The rows; every reader starts here, so this is where a change by another
        process is noticed (the other arrays are loaded after it)."""
        self._check_stamp()
        if self._rows is None:
            try:
                self._rows = np.fromfile(self.rows_path, dtype=ROW)
            except (FileNotFoundError, ValueError):
                self._rows = np.zeros(0, dtype=ROW)
        return self._rows

    def _load_matrix(self) -> np.ndarray:
        if self._matrix is None:
            self._matrix = self._mapped(self.vectors_path, np.float32)
        return self._matrix

    def _load_quantised(self) -> np.ndarray:
        if self._quantised is None:
            self._quantised = self._mapped(self.quantised_path, np.int8)
        return self._quantised

    def _mapped(self, path: Path, dtype: type) -> np.ndarray:
        """A file of ``dims``-wide rows, memory-mapped (empty when there is none)."""
        dims = int(self.meta().get("dims", 0))
        size = path.stat().st_size if path.exists() else 0
        width = np.dtype(dtype).itemsize * dims
        if not width or size == 0:
            return np.zeros((0, max(dims, 1)), dtype=dtype)
        # a plain view: memmap's subclass hooks cost more than the product
        return np.asarray(np.memmap(path, dtype=dtype, mode="r", shape=(size // width, dims)))

    def _head_for(self, n: int) -> Any:
        """The narrow head, if there is one for (at least) the first ``n`` rows."""
        if self._head is None:
            from .prune import Head

            head = Head.load(self.head_path)
            # another model's head (a reset removes it; damage might not) is never used
            self._head = head if head is not None and len(head.rotation) == int(self.meta().get("dims", 0)) else False
        return self._head if self._head and len(self._head.rows) >= n else None

    def _bounds(self, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray, float]:
        """The rows' int8 scales and errors as plain arrays (a structured array's fields
        are strided, which makes every operation on them several times slower), and the
        largest error."""
        if self._scale_error is None:
            error = np.ascontiguousarray(rows["error"])
            self._scale_error = (np.ascontiguousarray(rows["scale"]), error, float(error.max(initial=0.0)))
        return self._scale_error

    def _check_stamp(self) -> None:
        """Drop what is cached (arrays, consistency) when another process changed the files."""
        try:
            stamp = tuple((st.st_mtime_ns, st.st_size) for st in map(os.stat, self._paths))
        except FileNotFoundError:
            stamp = None
        if stamp != self._stamp:
            self._forget()
            self._stamp = stamp

    def _forget(self) -> None:
        self._rows = None
        self._matrix = None
        self._quantised = None
        self._scale_error = None
        self._head = None
        self._consistent = None
        self._stamp = None
        self._masks = {}


INT8_AT = 20_000  # rows: below this, float32 alone is faster than two steps
EXACT_AT = 4096  # rows left by the narrow pass: above this, int8 estimates narrow them first
CHUNK_ROWS = 16_384  # rows per share of a product: small enough to share it between threads


class PendingSearch:
    """A vector search under way; ``hits()`` finishes it and picks the exact top rows.

    ``small`` unless both threads are computing the int8 product: the caller's other
    work (the full-text search) then goes to the helper thread once it is done with its
    share. A small search's product is done (float32, or the narrow head's ``bounds``)
    and what is left is quick: done after the caller's other work, on one thread — run
    beside the full-text search it was no faster (both hold the GIL for much of it)."""

    def __init__(self, store: VectorStore, rows: np.ndarray, query: np.ndarray, products: Products | None,
                 excluded: np.ndarray, k: int, bounds: np.ndarray | None = None):  # fmt: skip
        self.store, self.rows, self.query = store, rows, query
        self.products, self.excluded, self.k, self.bounds = products, excluded, k, bounds
        self.small = not (products is not None and products.futures)

    def hits(self) -> list[VectorHit]:
        if self.products is None and self.bounds is None:
            return []
        rows = self.rows
        top, scores = self._top_narrowed() if self.bounds is not None else self._top()
        # one hit per object, its best row (rows are sorted best first): fusion keeps only that
        _, first = np.unique(rows["id"][top], return_index=True)
        keep = np.sort(first)
        top, scores = top[keep], scores[keep]
        ids, passages = rows["id"][top].tolist(), rows["passage"][top].tolist()
        return [VectorHit(i.decode(), p, s) for i, p, s in zip(ids, passages, scores.tolist())]

    def _top(self) -> tuple[np.ndarray, np.ndarray]:
        """Rows and float32 scores of the exact top ``k`` of the rows not excluded, best first."""
        assert self.products is not None
        k = self.k
        scores = self.products.result()
        n = len(scores)
        if n < INT8_AT:  # float32 scores: exact already
            scores[self.excluded] = -np.inf
            first = np.flatnonzero(scores >= np.partition(scores, n - k)[n - k])
            return _best_first(first, scores[first], k)
        scores *= self.store._bounds(self.rows)[0]  # int8 products, in units of the query's scale
        scores[self.excluded] = -np.inf
        seen, exact, rest = self._narrow_int8(None, scores, -np.inf, self.products.query)
        return _best_first(np.concatenate([seen, rest]), np.concatenate([exact, self._exact(rest)]), k)

    def _top_narrowed(self) -> tuple[np.ndarray, np.ndarray]:
        """``_top`` through the narrow head: its product bounds every row's score from
        above; rows likely to be among the best, scored exactly, give a floor; only rows
        whose bound reaches it are read again."""
        k, n, bounds = self.k, len(self.rows), self.bounds
        bounds[self.excluded] = -np.inf
        seen = _likely_best(bounds, k)
        exact = self._exact(seen)
        floor = float(np.partition(exact, len(exact) - k)[len(exact) - k])
        bounds[seen] = -np.inf
        rest = np.flatnonzero(bounds >= floor - ROUNDING)
        if len(rest) > EXACT_AT:  # too many to read one by one in float32: int8 estimates narrow them
            query = quantise(self.query[None, :])
            quantised = self.store._load_quantised()
            if len(rest) > n // 4:  # a whole pass reads less than picking out a quarter of the rows
                estimates = Products(int8_products, quantised[:n], query, share=True).result()[rest]
            else:
                estimates = int8_products(query, quantised[rest])
            estimates *= self.store._bounds(self.rows)[0][rest]
            more, more_exact, rest = self._narrow_int8(rest, estimates, floor, query)
            seen, exact = np.concatenate([seen, more]), np.concatenate([exact, more_exact])
        return _best_first(np.concatenate([seen, rest]), np.concatenate([exact, self._exact(rest)]), k)

    def _narrow_int8(self, among: np.ndarray | None, estimates: np.ndarray, floor: float,
                     query: tuple) -> tuple[np.ndarray, np.ndarray, np.ndarray]:  # fmt: skip
        """Of the rows ``among`` (all when None) with their int8 ``estimates`` (in units
        of the quantised query's scale; excluded rows at -inf): the k best by estimate,
        scored exactly, and the others that can still be in the top k.

        The k-th best exact score of any k rows is a floor under the true k-th best.
        A row can still reach it only if its best possible score does:
        |q·x − q̂·x̂| ≤ |q|·|x − x̂| + |q − q̂|·|x̂|, |x̂| ≤ 1 + |x − x̂|."""
        k, m = self.k, len(estimates)
        if m <= k:  # all of them are scored exactly
            picked = np.arange(m)
        else:  # k, a few more on ties
            picked = np.flatnonzero(estimates >= np.partition(estimates, m - k)[m - k])
        seen = picked if among is None else among[picked]
        exact = self._exact(seen)
        if len(exact) >= k:
            floor = max(floor, float(np.partition(exact, len(exact) - k)[len(exact) - k]))
        estimates[picked] = -np.inf
        _, query_scale, query_error = query
        unit, slack = float(query_scale[0]), float(query_error[0]) + ROUNDING
        weight = float(np.linalg.norm(self.query)) + float(query_error[0])
        _, error, worst = self.store._bounds(self.rows)
        # with the largest error first (one comparison over every row), then each row's own
        near = np.flatnonzero(estimates >= (floor - slack - ROUNDING - worst * weight) / unit)
        rows = near if among is None else among[near]
        rest = rows[estimates[near] * unit + error[rows] * weight >= floor - slack]
        return seen, exact, rest

    def _exact(self, rows: np.ndarray) -> np.ndarray:
        return self.store._load_matrix()[rows] @ self.query


def _likely_best(bounds: np.ndarray, k: int) -> np.ndarray:
    """At least ``k`` rows of the highest bounds, a few hundred at most (about 256: a
    threshold taken from every 32nd row is cheaper than a partition over all of them)."""
    sample = bounds[::32]
    threshold = np.partition(sample, len(sample) - 8)[len(sample) - 8] if len(sample) > 8 else -np.inf
    picked = np.flatnonzero(bounds >= threshold) if np.isfinite(threshold) else np.zeros(0, dtype=np.int64)
    if not k <= len(picked) <= 8 * k:
        n = len(bounds)
        picked = np.flatnonzero(bounds >= np.partition(bounds, n - k)[n - k])
    return picked


def _best_first(rows: np.ndarray, scores: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    """The ``k`` best, best first; equal scores in row order, so results do not flicker."""
    order = np.lexsort((rows, -scores))[:k]
    return rows[order], scores[order]


class Products:
    """``matrix @ query``, shared out in chunks to a helper thread as soon as it is made,
    so the caller can do other work meanwhile (NumKong, numpy's BLAS and Tantivy all
    release the GIL); ``result`` computes itself every chunk the helper has not begun."""

    def __init__(self, product: Any, matrix: np.ndarray, query: Any, share: bool):
        self.product, self.matrix, self.query = product, matrix, query
        n = len(matrix)
        self.chunks = [(start, min(start + CHUNK_ROWS, n)) for start in range(0, n, CHUNK_ROWS)]
        helper = _helper() if share else None
        self.futures = [helper.submit(self._chunk, *chunk) for chunk in self.chunks] if helper else []

    def _chunk(self, start: int, stop: int) -> np.ndarray:
        return self.product(self.query, self.matrix[start:stop])

    def result(self) -> np.ndarray:
        out = np.empty(len(self.matrix), dtype=np.float32)
        futures = self.futures or [None] * len(self.chunks)
        # the helper works from the front; this thread takes the chunks it has not reached
        for future, (start, stop) in reversed(list(zip(futures, self.chunks))):
            if future is None or future.cancel():
                out[start:stop] = self._chunk(start, stop)
        for future, (start, stop) in zip(futures, self.chunks):
            if future is not None and not future.cancelled():
                out[start:stop] = future.result()
        return out


_HELPER: Any = None


def _helper() -> Any:
    """The one helper thread of this process (none on a single core)."""
    global _HELPER
    if _HELPER is None and (os.cpu_count() or 1) >= 2:
        from concurrent.futures import ThreadPoolExecutor

        _HELPER = ThreadPoolExecutor(1, thread_name_prefix="mim-vectors")
    return _HELPER


def beside(work: Any, *args: Any) -> Any:
    """``work(*args)`` on the helper thread, after what it was given before (inline
    without one); returns something with ``result()``."""
    helper = _helper()
    if helper is not None:
        return helper.submit(work, *args)
    from concurrent.futures import Future

    done: Future = Future()
    done.set_result(work(*args))
    return done


def _forget_helper() -> None:
    global _HELPER
    _HELPER = None  # a forked child has no helper thread; it makes its own


os.register_at_fork(after_in_child=_forget_helper)


def float32_products(query: np.ndarray, matrix: np.ndarray) -> np.ndarray:
    return matrix @ query


def int8_products(query: tuple, matrix: np.ndarray) -> np.ndarray:
    """``matrix @ query`` for int8 rows and a quantised query, as float32 (NumKong's SIMD
    kernels: numpy has no fast int8 product)."""
    import numkong

    quantised = query[0]
    return np.asarray(numkong.cdist(quantised, matrix, metric="dot", out_dtype="float32"))[0]


def quantise(matrix: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each row as int8 with its own scale: (int8 rows, scale back to floats, |x − x̂|)."""
    peak = np.abs(matrix).max(axis=1)
    peak[peak == 0] = 1.0
    scale = (peak / 127.0).astype(np.float32)
    quantised = np.clip(np.rint(matrix / scale[:, None]), -127, 127).astype(np.int8)
    error = np.linalg.norm(matrix - quantised * scale[:, None], axis=1).astype(np.float32)
    return quantised, scale, error


def _write_json(path: Path, data: dict) -> None:
    replace_file(path, json.dumps(data).encode("utf-8"))


def days(value) -> int:
    """Days since 1970-01-01 of a datetime (or NO_TIME)."""
    if value is None:
        return int(NO_TIME)
    from datetime import date, datetime

    day = value.date() if isinstance(value, datetime) else value
    return (day - date(1970, 1, 1)).days
