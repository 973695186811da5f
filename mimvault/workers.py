"""Worker processes for CPU-bound work over many files (a catalog or index rebuild)."""

from __future__ import annotations

import os
from typing import Any


def worker_pool(count: int, at: int) -> Any:
    """Forked worker processes (one per core, at most four) for ``count`` items of work,
    or None when this process alone does better: fewer than ``at`` items (starting
    processes costs more than they save), one core, or no fork (forked workers start
    with this process's modules loaded)."""
    workers = min(os.cpu_count() or 1, 4)
    if count < at or workers < 2:
        return None
    import multiprocessing  # imported only for work that large (9 ms a command otherwise)

    if "fork" not in multiprocessing.get_all_start_methods():
        return None
    from concurrent.futures import ProcessPoolExecutor

    return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"))
