"""A cheap first pass for the vector search, kept only where a vault's vectors allow it.

A vault's embeddings are far from random: much of their length may lie along a few
directions. Rotated onto their principal axes (a rotation keeps every dot product), a
row splits into a head of its first few coordinates and a tail, cut into blocks; for
any query, by Cauchy–Schwarz on each block,

    q·x = q_h·x_h + Σ_b q_b·x_b  ≤  q_h·x_h + Σ_b |q_b|·|x_b|.

So one float32 product over a narrow matrix — each row's head and its tail blocks'
lengths, a fifth of a row — bounds every row's score from above. A row whose bound is
below a floor known to be under the k-th best score cannot be in the top k and is not
read again. Nothing is approximated: the rows that remain are scored exactly.

Whether it pays depends on the text. On narrow or templated text the bound sets aside
all but a fraction of a percent of the rows; on varied conversation it keeps a fifth to
three quarters of them, and the pass only adds to the int8 product it was meant to spare. So the
rotation is fitted on the vault's own vectors and tried on a sample of them as queries,
and the pass is kept only when it sets aside nearly every row.

``head.f32`` (float32, ``width`` = head + blocks columns): a header row (dims, head,
blocks), the rotation (dims × dims, row after row, padded to whole rows), then one row
per vector row, appended as vectors are.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from .disk import replace_file

HEAD, BLOCKS = 48, 4  # at 256 dims: 52 float32 columns, a fifth of the float32 row
FIT_SAMPLE = 20_000  # rows the rotation is fitted on (every n-th)
TRIAL_QUERIES = 64  # rows tried as queries to decide whether the pass pays
TRIAL_ROWS = 120_000  # rows they are tried against, at most
KEEP_SHARE = 0.02  # the pass is kept when it leaves at most this share of the rows (median)
CHUNK = 16_384  # rows rotated at a time (bounds the memory a fit takes)


def shape_for(dims: int) -> tuple[int, int] | None:
    """(head, blocks) for vectors of ``dims`` dimensions; None when too few to split."""
    head = min(HEAD, dims // 4)
    return (head, min(BLOCKS, dims - head)) if head >= 1 else None


class Head:
    """The narrow matrix of a vector store, with the rotation that made it."""

    def __init__(self, rotation: np.ndarray, head: int, blocks: int, rows: np.ndarray):
        self.rotation, self.head, self.rows = rotation, head, rows
        self.edges = _edges(len(rotation), head, blocks)

    @classmethod
    def load(cls, path: Path) -> Head | None:
        """The head stored at ``path`` (memory-mapped), or None when there is none or it
        is not whole."""
        try:
            size = path.stat().st_size
        except FileNotFoundError:
            return None
        if size < 16:
            return None
        flat = np.asarray(np.memmap(path, dtype=np.float32, mode="r", shape=(size // 4,)))
        if not np.all(np.isfinite(flat[:3])) or not np.all(flat[:3] >= 0):
            return None
        dims, head, blocks = (int(v) for v in flat[:3])
        if shape_for(dims) != (head, blocks):
            return None
        width = head + blocks
        start = width * (1 + _rotation_rows(dims, width))
        if len(flat) < start or (len(flat) - start) % width:
            return None
        rotation = flat[width : width + dims * dims].reshape(dims, dims)
        return cls(rotation, head, blocks, flat[start:].reshape(-1, width))

    def bounds(self, query: np.ndarray, n: int) -> np.ndarray:
        """An upper bound on ``query``'s dot product with each of the first ``n`` rows."""
        out = self.rows[:n] @ self.narrow(query[None, :])[0]
        if np.isnan(out.max(initial=0.0)):  # damaged rows bound nothing: they are scored exactly
            out[np.isnan(out)] = np.inf
        return out

    def narrow(self, matrix: np.ndarray) -> np.ndarray:
        """Rows as the head stores them: the rotated head, then each tail block's length."""
        return _narrow(matrix, self.rotation, self.head, self.edges)


def fit(matrix: np.ndarray, depth: int) -> Head | None:
    """The rotation fitted on ``matrix`` (float32 rows), with every row narrowed — or
    None when the pass would not pay: tried with sample rows as queries, it leaves more
    than ``KEEP_SHARE`` of the rows whose bound reaches the ``depth``-th best score."""
    n, dims = matrix.shape
    shape = shape_for(dims)
    if shape is None or n <= depth:
        return None
    sample = np.asarray(matrix[:: max(1, n // FIT_SAMPLE)], dtype=np.float64)
    values, vectors = np.linalg.eigh(sample.T @ sample)
    rotation = np.ascontiguousarray(vectors[:, np.argsort(-values)], dtype=np.float32)
    head, blocks = shape
    edges = _edges(dims, head, blocks)
    narrow = np.empty((n, head + blocks), dtype=np.float32)
    for start in range(0, n, CHUNK):
        narrow[start : start + CHUNK] = _narrow(matrix[start : start + CHUNK], rotation, head, edges)
    # Tried on at most TRIAL_ROWS rows (every n-th, the depth scaled to match), so the
    # trial's products stay within a few tens of megabytes however large the vault.
    step = max(1, -(-n // TRIAL_ROWS))
    rows, depth = np.asarray(matrix[::step]), max(1, round(depth / step))
    m = len(rows)
    trial = rows[np.random.default_rng(0).choice(m, min(TRIAL_QUERIES, m), replace=False)]
    exact = trial @ rows.T  # (queries, m)
    floors = np.partition(exact, m - depth, axis=1)[:, m - depth]
    bounds = _narrow(trial, rotation, head, edges) @ narrow[::step].T
    kept = (bounds >= floors[:, None]).mean(axis=1)
    if float(np.median(kept)) > KEEP_SHARE:
        return None
    return Head(rotation, head, blocks, narrow)


def write(path: Path, head: Head) -> None:
    """The whole head file, replacing any other at once."""
    dims, width = len(head.rotation), head.rows.shape[1]
    header = np.zeros((1 + _rotation_rows(dims, width)) * width, dtype=np.float32)
    header[:3] = (dims, head.head, len(head.edges) - 1)
    header[width : width + dims * dims] = head.rotation.ravel()
    replace_file(path, header.tobytes(), np.ascontiguousarray(head.rows, dtype=np.float32).tobytes())


def _edges(dims: int, head: int, blocks: int) -> np.ndarray:
    return np.linspace(head, dims, blocks + 1).round().astype(int)


def _rotation_rows(dims: int, width: int) -> int:
    return -(-dims * dims // width)


def _narrow(matrix: np.ndarray, rotation: np.ndarray, head: int, edges: np.ndarray) -> np.ndarray:
    rotated = np.asarray(matrix, dtype=np.float32) @ rotation
    out = np.empty((len(rotated), head + len(edges) - 1), dtype=np.float32)
    out[:, :head] = rotated[:, :head]
    for b, (start, stop) in enumerate(zip(edges[:-1], edges[1:])):
        out[:, head + b] = np.linalg.norm(rotated[:, start:stop], axis=1)
    return out
