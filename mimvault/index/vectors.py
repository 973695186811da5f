"""The vector index: one row per passage, searched exactly.

Three append-only files under ``.mimvault/cache/index/``:

- ``vectors.f32``: the unit-length embeddings, row after row (memory-mapped);
- ``vectors.i8``: the same rows quantised to int8, each with its own scale;
- ``rows.bin``: per row, the object id, passage number, kind, type, state, valid time,
  the int8 row's scale and its quantisation error, and a live flag (cleared in place
  when the object changes or goes).

Search is exact in two steps. An int8 dot product over every live row that passes the
filters (NumKong's SIMD kernels: a quarter of float32's memory traffic, which is what
limits a brute-force product) gives each row a score within a known error bound:
|q·x − q̂·x̂| ≤ |q|·|x − x̂| + |q − q̂|·|x̂|. Only rows whose best possible score reaches
the k-th best certain score can be in the top k; those few are scored again in float32.
The result is the float32 brute-force top k, row for row — nothing approximate to tune
and no recall lost — at about half the cost. Below ``INT8_AT`` rows one float32 product
is faster and is used alone. Rows of dead objects are dropped by ``compact`` once they
are a third of the file.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

ROW = np.dtype(
    [("id", "S32"), ("type", "S24"), ("state", "S16"), ("when", "<i4"), ("scale", "<f4"), ("error", "<f4"),
     ("passage", "<u2"), ("kind", "u1"), ("live", "u1")]
)  # fmt: skip
FORMAT = 2  # 2: int8 copy with per-row scale and error
KINDS = {"memory": 0, "evidence": 1, "issue": 2}
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
        self.rows_path = folder / "rows.bin"
        self.meta_path = folder / "vectors.json"
        self._rows: np.ndarray | None = None
        self._matrix: np.ndarray | None = None
        self._quantised: np.ndarray | None = None
        self._scale_error: tuple | None = None
        self._stamp: tuple | None = None
        self._masks: dict = {}

    # --- metadata -----------------------------------------------------------------

    def meta(self) -> dict[str, Any]:
        try:
            return json.loads(self.meta_path.read_text(encoding="utf-8"))
        except (FileNotFoundError, ValueError):
            return {}

    def consistent(self, model_id: str | None) -> bool:
        """The files agree with each other and were built by this model."""
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
        _write_json(self.meta_path, {"model": model_id, "dims": dims, "format": FORMAT})
        self._forget()

    # --- writing ------------------------------------------------------------------

    def append(self, rows: list[tuple], vectors: np.ndarray) -> None:
        """Add rows (id, type, state, when_days, passage, kind) with their vectors."""
        if not rows:
            return
        matrix = np.ascontiguousarray(vectors, dtype=np.float32)
        quantised, scale, error = quantise(matrix)
        records = np.array([(i, t, s, w, 0.0, 0.0, p, k, 1) for i, t, s, w, p, k in rows], dtype=ROW)
        records["scale"], records["error"] = scale, error
        with self.vectors_path.open("ab") as out:
            out.write(matrix.tobytes())
        with self.quantised_path.open("ab") as out:
            out.write(quantised.tobytes())
        with self.rows_path.open("ab") as out:
            out.write(records.tobytes())
        self._forget()

    def kill(self, ids: set[str]) -> int:
        """Clear the live flag of every row of these objects; returns how many."""
        if not ids or not self.rows_path.exists() or self.rows_path.stat().st_size == 0:
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
        """Rewrite both files without dead rows (atomically, each)."""
        rows = self._load_rows()
        keep = rows["live"] == 1
        for path, data in (
            (self.vectors_path, self._load_matrix()[keep].tobytes()),
            (self.quantised_path, self._load_quantised()[keep].tobytes()),
            (self.rows_path, rows[keep].tobytes()),
        ):
            tmp = path.with_suffix(path.suffix + ".tmp")
            tmp.write_bytes(data)
            os.replace(tmp, path)
        self._forget()

    # --- reading ------------------------------------------------------------------

    def search(self, query: np.ndarray, mask_of, k: int, mask_key: object = None) -> list[VectorHit]:
        """The ``k`` best rows by cosine among those ``mask_of(rows)`` keeps (the mask is
        kept for the next query with the same ``mask_key``)."""
        rows = self._load_rows()
        if len(rows) == 0 or not np.any(query):  # no word of the query is known to the model
            return []
        allowed = self._masks.get(mask_key) if mask_key is not None else None
        if allowed is None:
            mask = (rows["live"] == 1) & mask_of(rows)
            allowed = (np.flatnonzero(~mask), int(mask.sum()))
            if mask_key is not None:
                self._masks[mask_key] = allowed
        excluded, live = allowed
        if not live:
            return []
        top, scores = self._top(np.asarray(query, dtype=np.float32), rows, excluded, min(k, live))
        # one hit per object, its best row (rows are sorted best first): fusion keeps only that
        _, first = np.unique(rows["id"][top], return_index=True)
        keep = np.sort(first)
        top, scores = top[keep], scores[keep]
        ids, passages = rows["id"][top].tolist(), rows["passage"][top].tolist()
        return [VectorHit(i.decode(), p, s) for i, p, s in zip(ids, passages, scores.tolist())]

    def _top(self, query: np.ndarray, rows: np.ndarray, excluded: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
        """Rows and float32 scores of the exact top ``k`` of ``rows`` not ``excluded``, best first."""
        # Another process may have appended vectors since the rows were read (rows.bin is
        # written last): only the rows read count.
        n = len(rows)
        matrix, quantised = self._load_matrix()[:n], self._load_quantised()[:n]
        if n < INT8_AT:
            scores = matrix @ query
            scores[excluded] = -np.inf
            top = np.argpartition(-scores, k - 1)[:k]
            top = top[np.argsort(-scores[top], kind="stable")]
            return top, scores[top]
        query_q, query_scale, query_error = quantise(query[None, :])
        approx = int8_products(query_q[0], quantised)
        scale, error = self._bounds(rows)
        approx *= scale
        approx *= query_scale[0]
        approx[excluded] = -np.inf
        slack = error * (float(np.linalg.norm(query)) + query_error[0])
        slack += query_error[0] + ROUNDING
        # k rows surely score at least `floor`; a row that cannot reach it is not in the top k
        floor = np.partition(approx - slack, len(approx) - k)[len(approx) - k]
        approx += slack
        candidates = np.flatnonzero(approx >= floor)
        exact = matrix[candidates] @ query
        order = np.argsort(-exact, kind="stable")[:k]
        return candidates[order], exact[order]

    def count(self) -> tuple[int, int]:
        rows = self._load_rows()
        return int((rows["live"] == 1).sum()), len(rows)

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

    def _bounds(self, rows: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The rows' int8 scales and errors as plain arrays (a structured array's fields
        are strided, which makes every operation on them several times slower)."""
        if self._scale_error is None:
            self._scale_error = (np.ascontiguousarray(rows["scale"]), np.ascontiguousarray(rows["error"]))
        return self._scale_error

    def _check_stamp(self) -> None:
        """Drop cached arrays when another process changed the files."""
        paths = (self.rows_path, self.vectors_path, self.quantised_path)
        try:
            stamp = tuple((st.st_mtime_ns, st.st_size) for st in map(os.stat, paths))
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
        self._stamp = None
        self._masks = {}


INT8_AT = 20_000  # rows: below this, float32 alone is faster than two steps (and two threads)
_HELPER: Any = None


def int8_products(query: np.ndarray, matrix: np.ndarray) -> np.ndarray:
    """``matrix @ query`` for int8 rows, as float32 — split over two threads (NumKong
    releases the GIL; its int8 product is compute-bound, unlike float32's)."""
    import numkong

    def product(rows: np.ndarray) -> np.ndarray:
        return np.asarray(numkong.cdist(query[None, :], rows, metric="dot", out_dtype="float32"))[0]

    if (os.cpu_count() or 1) < 2:
        return product(matrix)
    global _HELPER
    if _HELPER is None:
        from concurrent.futures import ThreadPoolExecutor

        _HELPER = ThreadPoolExecutor(1, thread_name_prefix="mim-int8")
    half = len(matrix) // 2
    second = _HELPER.submit(product, matrix[half:])
    return np.concatenate([product(matrix[:half]), second.result()])


def quantise(matrix: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each row as int8 with its own scale: (int8 rows, scale back to floats, |x − x̂|)."""
    peak = np.abs(matrix).max(axis=1)
    peak[peak == 0] = 1.0
    scale = (peak / 127.0).astype(np.float32)
    quantised = np.clip(np.rint(matrix / scale[:, None]), -127, 127).astype(np.int8)
    error = np.linalg.norm(matrix - quantised * scale[:, None], axis=1).astype(np.float32)
    return quantised, scale, error


def _write_json(path: Path, data: dict) -> None:
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data), encoding="utf-8")
    os.replace(tmp, path)


def days(value) -> int:
    """Days since 1970-01-01 of a datetime (or NO_TIME)."""
    if value is None:
        return int(NO_TIME)
    from datetime import date, datetime

    day = value.date() if isinstance(value, datetime) else value
    return (day - date(1970, 1, 1)).days
