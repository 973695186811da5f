"""Secret-scan speed on a synthetic vault (default 100k memories), in one run:

- the detector alone over every object file's text, in memory (MB/s);
- ``mim secrets scan`` (working tree, through the catalog: cold, then warm);
- ``mim secrets scan --history`` (every blob and commit message in Git).

    python bench/secrets_scan.py                  # 100k memories (~5 minutes on 2 cores)
    python bench/secrets_scan.py --memories 10000

Detection quality is measured by the founders' runner on the development set:

    python ../shared/bench/secrets/run.py --batch-cmd 'mim secrets check --jsonl'
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from vault_scale import build_vault, git_identity  # noqa: E402

from mimvault.secrets import scan  # noqa: E402
from mimvault.storage.store import scan_object_files  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--memories", type=int, default=100_000)
    args = parser.parse_args()
    git_identity()
    base = Path(tempfile.mkdtemp(prefix="mimvault-secrets-bench-"))
    try:
        root = base / "vault"
        build_vault(root, args.memories)
        texts = [(root / rel).read_text(encoding="utf-8") for rel, _, _ in scan_object_files(root)]
        size = sum(len(t.encode("utf-8")) for t in texts)
        t0 = time.perf_counter()
        found = sum(len(scan(t)) for t in texts)
        detector_s = time.perf_counter() - t0

        mim = [sys.executable, "-m", "mimvault.cli", "--vault", str(root), "secrets", "scan", "--json"]
        timings = {}
        for label, extra in (("worktree_cold", []), ("worktree_warm", []), ("history", ["--history"])):
            t0 = time.perf_counter()
            done = subprocess.run([*mim, *extra], capture_output=True, text=True)
            timings[label] = (time.perf_counter() - t0, json.loads(done.stdout))
        history_bytes = timings["history"][1]["bytes_scanned"]
        rows = {
            "files": len(texts),
            "megabytes": round(size / 1e6, 1),
            "detector_mb_per_s": round(size / 1e6 / detector_s, 2),
            "detector_findings": found,
            "scan_worktree_cold_s": round(timings["worktree_cold"][0], 1),
            "scan_worktree_warm_s": round(timings["worktree_warm"][0], 2),
            "scan_history_s": round(timings["history"][0], 1),
            "scan_history_mb_per_s": round(history_bytes / 1e6 / timings["history"][0], 2),
        }
        print(json.dumps(rows, indent=2))
    finally:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    main()
