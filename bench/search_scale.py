"""Search at scale: synthetic vaults of 10k and 100k memories (``vault_scale.build_vault``).

    python bench/search_scale.py                        # 10k and 100k, model from ../shared/models
    python bench/search_scale.py --sizes 10000 --json out.json

For each vault, with the English model2vec model in ../shared/models/m2v-minilm-256
(or ``--model``):

- full rebuild: ``Vault.reindex(catalog=True)`` — catalog, full-text index, vectors —
  and the index alone (``mim reindex``); DESIGN §8 budget: full rebuild <= 60 s;
- catch-up with nothing changed: the catalog scan plus the index's change-log check that
  every command does first (budget <= 0.5 s);
- search p50/p95 over varied queries, words only and hybrid (the query itself, as with
  a watcher running; budget p50 <= 5 ms);
- capture with commit and index, through the Python API (budget p50 <= 60 ms);
- save to searchable through ``mim watch``: an editor-style atomic save of a memory,
  then polling search until the new word is found (budget p95 <= 1 s), and the
  watcher's peak RSS.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from vault_scale import build_vault, git_identity  # noqa: E402

from mimvault.api import Vault  # noqa: E402

QUERIES = [
    "where does the user live", "tea", "coffee and books", "Tokyo hiking", "piano music", "garden project",
    "东京", "大阪 爬山", "咖啡", "family friend", "rust python", "音乐 书",
]  # fmt: skip


def percentiles(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "p50_ms": round(statistics.median(ordered) * 1000, 1),
        "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))] * 1000, 1),
    }


def timed(fn, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t0)
    return out


def save_to_searchable(root: Path, edits: int) -> dict:
    """Edit memories the way an editor saves, with `mim watch` running; time until found."""
    log = root.parent / f"watch-{root.name}.log"
    env = {**os.environ, "NO_COLOR": "1"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "mimvault.cli", "--vault", str(root), "watch"],
        stdout=log.open("w"), stderr=subprocess.STDOUT, env=env,
    )  # fmt: skip
    vault = Vault.open(root)
    status = root / ".mimvault" / "cache" / "watch.json"
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline and not (status.exists() and "started" in log.read_text()):
        time.sleep(0.2)
    time.sleep(1.0)
    files = sorted((root / "memories" / "preference").glob("mem_*.md"))[:edits]
    latencies, missed = [], 0
    for n, path in enumerate(files):
        word = f"zephyr{os.urandom(4).hex()}"  # a word no earlier run left behind
        text = path.read_text().replace("\n---\n", f"\n---\n{word} ", 1)
        tmp = path.with_name(f".{path.name}.tmp")
        tmp.write_text(text)
        t0 = time.perf_counter()
        os.replace(tmp, path)
        while time.perf_counter() - t0 < 30:
            if vault.search(word, catch_up=False, semantic=False).hits:
                break
            time.sleep(0.01)
        else:
            missed += 1  # not searchable after 30 s
        latencies.append(time.perf_counter() - t0)
    rss_kb = None
    try:
        for line in Path(f"/proc/{proc.pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                rss_kb = int(line.split()[1])
    except OSError:
        pass
    proc.send_signal(signal.SIGTERM)
    proc.wait(timeout=60)
    vault.close()
    return {**percentiles(latencies), "max_ms": round(max(latencies) * 1000, 1), "edits": len(latencies),
            "missed": missed, "watcher_peak_rss_mb": round(rss_kb / 1024, 1) if rss_kb else None}  # fmt: skip


def measure(root: Path, n: int, model: str | None) -> dict:
    if model:
        os.environ["MIMVAULT_EMBED_MODEL"] = model
    vault = Vault.open(root)
    row: dict = {"memories": n}
    t0 = time.perf_counter()
    report = vault.reindex(catalog=True)
    row["full_rebuild_s"] = round(time.perf_counter() - t0, 1)
    row["objects"] = report["indexed"]
    t0 = time.perf_counter()
    vault.reindex()
    row["index_rebuild_s"] = round(time.perf_counter() - t0, 1)

    def catch_up() -> None:
        vault.parts.catch_up()
        vault.index.sync(vault.catalog)

    catch_up()
    row["catch_up"] = percentiles(timed(catch_up, 5))
    rng = random.Random(3)
    queries = [rng.choice(QUERIES) for _ in range(300)]
    for mode, semantic in (("search_words", False), ("search_hybrid", True)):
        vault.search(queries[0], semantic=semantic, catch_up=False)
        it = iter(queries)
        row[mode] = percentiles(timed(lambda: vault.search(next(it), semantic=semantic, catch_up=False), 300))
    vault.capture("warm up: I live in Rome")
    texts = iter([f"I really like green tea number {i}" for i in range(60)])
    row["capture_commit_index"] = percentiles(timed(lambda: vault.capture(next(texts)), 60))
    vault.close()
    row["save_to_searchable"] = save_to_searchable(root, 30)
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--model", default=str(HERE.parent.parent / "shared" / "models" / "m2v-minilm-256"))
    parser.add_argument("--json", type=Path)
    parser.add_argument("--keep", type=Path, help="build the vaults under this folder and keep them")
    args = parser.parse_args()
    git_identity()
    model = args.model if Path(args.model).is_dir() else None
    base = args.keep or Path(tempfile.mkdtemp(prefix="mim-search-bench-"))
    results = []
    try:
        for n in args.sizes:
            root = base / f"vault-{n}"
            if not root.exists():
                build_vault(root, n)
            row = measure(root, n, model)
            results.append(row)
            print(json.dumps(row), file=sys.stderr)
    finally:
        if args.keep is None:
            shutil.rmtree(base, ignore_errors=True)
    print("| memories | full rebuild | index rebuild | catch-up p50 | search words p50/p95 | search hybrid p50/p95"
          " | capture+index p50/p95 | save→searchable p50/p95 (max) | watcher peak RSS |")  # fmt: skip
    print("|---|---|---|---|---|---|---|---|---|")
    for r in results:
        s = r["save_to_searchable"]
        print(
            f"| {r['memories']:,} | {r['full_rebuild_s']} s | {r['index_rebuild_s']} s | {r['catch_up']['p50_ms']} ms"
            f" | {r['search_words']['p50_ms']} / {r['search_words']['p95_ms']} ms"
            f" | {r['search_hybrid']['p50_ms']} / {r['search_hybrid']['p95_ms']} ms"
            f" | {r['capture_commit_index']['p50_ms']} / {r['capture_commit_index']['p95_ms']} ms"
            f" | {s['p50_ms']} / {s['p95_ms']} ms ({s['max_ms']}{', missed ' + str(s['missed']) if s['missed'] else ''})"
            f" | {s['watcher_peak_rss_mb']} MB |"
        )
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
