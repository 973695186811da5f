"""The vector index: one float32 row per passage, searched exactly.

Two append-only files under ``.mimvault/cache/index/``:

- ``vectors.f32``: the unit-length embeddings, row after row (memory-mapped for search);
- ``rows.bin``: per row, the object id, passage number, kind, type, state, valid time
  and a live flag (cleared in place when the object changes or goes).

Search is a brute-force dot product over the live rows that pass the filters: exact,
no approximation to tune, about 5 ms for 100k rows of 256 dimensions on one core
(memory bandwidth is the limit). float32 because numpy has no fast float16 product.
Rows of dead objects are dropped by ``compact`` once they are a third of the file.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

ROW = np.dtype(
    [("id", "S32"), ("type", "S24"), ("state", "S16"), ("when", "<i4"), ("passage", "<u2"), ("kind", "u1"),
     ("live", "u1")]
)  # fmt: skip
KINDS = {"memory": 0, "evidence": 1, "issue": 2}
NO_TIME = np.iinfo(np.int32).min


@dataclass
class VectorHit:
    id: str
    passage: int
    score: float


class VectorStore:
    def __init__(self, folder: Path):
        self.folder = folder
        self.vectors_path = folder / "vectors.f32"
        self.rows_path = folder / "rows.bin"
        self.meta_path = folder / "vectors.json"
        self._rows: np.ndarray | None = None
        self._matrix: np.ndarray | None = None
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
        if not meta or meta.get("model") != model_id:
            return False
        dims = int(meta.get("dims", 0))
        try:
            n_rows = self.rows_path.stat().st_size / ROW.itemsize
            n_vecs = self.vectors_path.stat().st_size / (4 * dims) if dims else -1
        except FileNotFoundError:
            return False
        return n_rows == n_vecs and n_rows == int(n_rows)

    def reset(self, model_id: str, dims: int) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        for path in (self.vectors_path, self.rows_path):
            path.write_bytes(b"")
        _write_json(self.meta_path, {"model": model_id, "dims": dims})
        self._forget()

    # --- writing ------------------------------------------------------------------

    def append(self, rows: list[tuple], vectors: np.ndarray) -> None:
        """Add rows (id, type, state, when_days, passage, kind) with their vectors."""
        if not rows:
            return
        records = np.array([(*r[:6], 1) for r in rows], dtype=ROW)
        matrix = np.ascontiguousarray(vectors, dtype=np.float32)
        with self.vectors_path.open("ab") as out:
            out.write(matrix.tobytes())
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
        matrix = self._load_matrix()
        keep = rows["live"] == 1
        for path, data in ((self.vectors_path, matrix[keep].tobytes()), (self.rows_path, rows[keep].tobytes())):
            tmp = path.with_suffix(path.suffix + ".tmp")
            tmp.write_bytes(data)
            os.replace(tmp, path)
        self._forget()

    # --- reading ------------------------------------------------------------------

    def search(self, query: np.ndarray, mask_of, k: int, mask_key: object = None) -> list[VectorHit]:
        """The ``k`` best rows by cosine among those ``mask_of(rows)`` keeps (the mask is
        kept for the next query with the same ``mask_key``)."""
        rows = self._load_rows()
        if len(rows) == 0:
            return []
        mask = self._masks.get(mask_key) if mask_key is not None else None
        if mask is None:
            mask = (rows["live"] == 1) & mask_of(rows)
            if mask_key is not None:
                self._masks[mask_key] = mask
        if not mask.any():
            return []
        scores = self._load_matrix() @ query.astype(np.float32)
        scores[~mask] = -np.inf
        k = min(k, int(mask.sum()))
        top = np.argpartition(-scores, k - 1)[:k]
        top = top[np.argsort(-scores[top])]
        # one hit per object, its best row (rows are sorted best first): fusion keeps only that
        _, first = np.unique(rows["id"][top], return_index=True)
        top = top[np.sort(first)]
        ids, passages, best = rows["id"][top].tolist(), rows["passage"][top].tolist(), scores[top].tolist()
        return [VectorHit(i.decode(), p, s) for i, p, s in zip(ids, passages, best)]

    def count(self) -> tuple[int, int]:
        rows = self._load_rows()
        return int((rows["live"] == 1).sum()), len(rows)

    def _load_rows(self) -> np.ndarray:
        self._check_stamp()
        if self._rows is None:
            try:
                self._rows = np.fromfile(self.rows_path, dtype=ROW)
            except (FileNotFoundError, ValueError):
                self._rows = np.zeros(0, dtype=ROW)
        return self._rows

    def _load_matrix(self) -> np.ndarray:
        self._check_stamp()
        if self._matrix is None:
            dims = int(self.meta().get("dims", 0))
            size = self.vectors_path.stat().st_size if self.vectors_path.exists() else 0
            if not dims or size == 0:
                self._matrix = np.zeros((0, max(dims, 1)), dtype=np.float32)
            else:
                mapped = np.memmap(self.vectors_path, dtype=np.float32, mode="r", shape=(size // (4 * dims), dims))
                self._matrix = np.asarray(mapped)  # a plain view: memmap's subclass hooks cost more than the product
        return self._matrix

    def _check_stamp(self) -> None:
        """Drop cached arrays when another process changed the files."""
        try:
            stamp = tuple((p.stat().st_mtime_ns, p.stat().st_size) for p in (self.rows_path, self.vectors_path))
        except FileNotFoundError:
            stamp = None
        if stamp != self._stamp:
            self._forget()
            self._stamp = stamp

    def _forget(self) -> None:
        self._rows = None
        self._matrix = None
        self._stamp = None
        self._masks = {}


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
