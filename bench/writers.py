"""Writers in parallel, a row of the reliability issue's table: N `mim` processes, each
capturing M lines into one vault at once. Every capture must be acknowledged, present
afterwards, one commit each, and never refused as busy.

    python bench/writers.py                  # 8 writers x 25 captures
    python bench/writers.py --writers 4 --ops 10

Prints acknowledged / present / commits / busy refusals and the median and worst time
per operation.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--writers", type=int, default=8)
    parser.add_argument("--ops", type=int, default=25)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="mim-writers-") as tmp:
        root = Path(tmp) / "vault"
        subprocess.run([sys.executable, "-m", "mimvault.cli", "init", str(root)], capture_output=True, check=True)
        before = int(subprocess.run(["git", "rev-list", "--count", "HEAD"], cwd=root, capture_output=True, text=True).stdout)

        def writer(w: int) -> list[tuple[float, str | None, str]]:
            done = []
            for i in range(args.ops):
                text = f"Writer {w} says: I visited museum number {i} today"
                started = time.perf_counter()
                run = subprocess.run([sys.executable, "-m", "mimvault.cli", "--vault", str(root), "capture", text, "--json"],
                                     capture_output=True, text=True, timeout=600)  # fmt: skip
                evidence = json.loads(run.stdout).get("id") if run.returncode == 0 and run.stdout.strip() else None
                done.append((time.perf_counter() - started, evidence, run.stderr))
            return done

        with ThreadPoolExecutor(args.writers) as pool:
            results = [r for rs in pool.map(writer, range(args.writers)) for r in rs]
        acknowledged = [e for _, e, _ in results if e]
        busy = sum("busy" in err.lower() for _, _, err in results)
        present = sum(1 for e in acknowledged if list(root.rglob(f"{e}.md")))
        commits = int(subprocess.run(["git", "rev-list", "--count", "HEAD"], cwd=root, capture_output=True, text=True).stdout) - before
        times = [t for t, _, _ in results]
    total = args.writers * args.ops
    print(f"{args.writers} writers x {args.ops} captures: acknowledged {len(acknowledged)}/{total}, present {present}, "
          f"commits {commits}, busy {busy}; per operation median {statistics.median(times):.1f} s, worst {max(times):.1f} s")  # fmt: skip
    return 0 if len(acknowledged) == present == commits == total and not busy else 1


if __name__ == "__main__":
    sys.exit(main())
