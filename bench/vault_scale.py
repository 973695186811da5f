"""Vault-core benchmark: synthetic vaults of 1k, 10k and 100k memories, then the
wall time of the core operations, in one run.

    python bench/vault_scale.py                      # 1k, 10k, 100k
    python bench/vault_scale.py --sizes 1000 10000   # a quicker run
    python bench/vault_scale.py --json out.json

A vault is built in bulk: files written straight to disk and committed in one commit
through ``git fast-import`` (about one memory per evidence file in ten). Then, on each
vault, it measures:

- ``remember`` through the Python API (the operation: governed write, files, one Git
  commit, catalog update), p50/p95 over many calls, into the largest type folder (fact,
  40% of memories) and a typical one (preference, 15%) — DESIGN §8 budget: p50 <= 60 ms
  at 100k;
- the same ``mim remember`` as a CLI process (adds Python start-up and imports);
- ``mim show``, ``mim list --state confirmed`` (warm catalog; the first, cold build is
  reported separately), ``mim history``: CLI wall time, p50/p95;
- ``mim --help`` wall time — budget <= 150 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

from mimvault.api import Vault
from mimvault.ids import new_id

TYPES = [("fact", 40), ("event", 20), ("preference", 15), ("opinion", 10), ("relationship", 10), ("profile", 3), ("emotion", 2)]
PREDICATES = ["lives_in", "likes", "works_on", "knows", "visited", "owns", "studies", "prefers"]
WORDS = "tea coffee Tokyo Osaka hiking piano python rust garden 东京 大阪 爬山 咖啡 书 音乐 project family friend".split()


def git_identity() -> None:
    """A Git identity for the benchmarks' commits, unless the environment has one."""
    for key in ("GIT_AUTHOR", "GIT_COMMITTER"):
        os.environ.setdefault(f"{key}_NAME", "bench")
        os.environ.setdefault(f"{key}_EMAIL", "bench@localhost")


def build_vault(root: Path, n_memories: int, seed: int = 7) -> None:
    """Write ``n_memories`` memories (+ evidence) and commit them in one fast-import."""
    rng = random.Random(seed)
    Vault.init(root)
    start = datetime(2024, 1, 1, tzinfo=timezone.utc)
    weights = [w for _, w in TYPES]
    blobs: list[tuple[str, bytes]] = []
    evidence_id = None
    for i in range(n_memories):
        when = start + timedelta(minutes=7 * i)
        stamp = when.strftime("%Y-%m-%dT%H:%M:%SZ")
        if i % 10 == 0:
            evidence_id = new_id("evidence", when)
            text = f"note {i}: " + " ".join(rng.choice(WORDS) for _ in range(12))
            blobs.append(
                (
                    f"evidence/{when:%Y}/{when:%m}/{evidence_id}.md",
                    f"---\nid: {evidence_id}\nsource_type: chat\nactor: user\nmentioned_at: {stamp}\n"
                    f"captured: {stamp}\nsensitivity: low\n---\n{text}\n".encode(),
                )
            )
        memory_type = rng.choices([t for t, _ in TYPES], weights)[0]
        state = "confirmed" if rng.random() < 0.7 else rng.choice(["pending_review", "inferred", "superseded", "stale"])
        obj = rng.choice(WORDS)
        predicate = rng.choice(PREDICATES)
        memory_id = new_id("memory", when)
        text = f"The user {predicate.replace('_', ' ')} {obj} ({i})"
        blobs.append(
            (
                f"memories/{memory_type}/{memory_id}.md",
                (
                    f"---\nid: {memory_id}\ntype: {memory_type}\nstate: {state}\ntitle: {text}\n"
                    f"subject: user\npredicate: {predicate}\nobject: {obj}\nconfidence: 0.9\nimportance: 0.5\n"
                    f"sensitivity: low\nscope: long-term\nsource_type: chat\nevidence:\n  - {evidence_id}\n"
                    f"created: {stamp}\nupdated: {stamp}\n---\n{text}\n\nEvidence: [[{evidence_id}]]\n"
                ).encode(),
            )
        )
    stream = [b"commit refs/heads/main\n", b"committer bench <bench@localhost> 1700000000 +0000\n"]
    message = b"bench: bulk import\n\nMim-Op: import\nMim-Actor: system:bench\n"
    stream += [b"data %d\n" % len(message), message, b"from refs/heads/main^0\n"]
    for rel, data in blobs:
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        stream += [b"M 100644 inline " + rel.encode() + b"\n", b"data %d\n" % len(data), data, b"\n"]
    subprocess.run(["git", "fast-import", "--quiet"], cwd=root, input=b"".join(stream), check=True)
    subprocess.run(["git", "reset", "-q"], cwd=root, check=True)  # index and stat info from the files


def percentiles(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {"p50_ms": round(statistics.median(ordered) * 1000, 1), "p95_ms": round(p95 * 1000, 1), "n": len(ordered)}


def wall(cmd: list[str], cwd: Path, repeat: int) -> dict[str, float]:
    samples = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        subprocess.run(cmd, cwd=cwd, check=True, capture_output=True)
        samples.append(time.perf_counter() - t0)
    return percentiles(samples)


def measure(root: Path, n: int, repeat: int) -> dict:
    mim = [sys.executable, "-m", "mimvault.cli", "--vault", str(root)]
    vault = Vault.open(root)
    result: dict = {"memories": n}

    t0 = time.perf_counter()
    subprocess.run([*mim, "list", "--state", "confirmed"], check=True, capture_output=True)
    result["catalog_first_build_s"] = round(time.perf_counter() - t0, 2)

    for label, memory_type in (("remember_api", "fact"), ("remember_api_preference", "preference")):
        samples = []
        for i in range(repeat * 3):
            t0 = time.perf_counter()
            vault.remember(f"benchmark memory {i}", type=memory_type, subject="user", predicate="likes", object=f"thing {i}")
            samples.append(time.perf_counter() - t0)
        result[label] = percentiles(samples)
    result["remember_cli"] = wall([*mim, "remember", "a memory from the CLI", "--type", "preference"], root, repeat)

    some_id = vault.list("memory", states=["confirmed"]).entries[len(vault.list("memory").entries) // 2].id
    result["show_cli"] = wall([*mim, "show", some_id], root, repeat)
    result["list_confirmed_cli"] = wall([*mim, "list", "--state", "confirmed"], root, repeat)
    result["history_cli"] = wall([*mim, "history", some_id], root, repeat)
    result["help_cli"] = wall([sys.executable, "-m", "mimvault.cli", "--help"], root, repeat)
    vault.close()
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000, 100000])
    parser.add_argument("--repeat", type=int, default=15, help="runs per CLI measurement (remember API: 3x)")
    parser.add_argument("--json", type=Path, help="also write the results here")
    parser.add_argument("--keep", type=Path, help="build the vaults under this folder and keep them")
    args = parser.parse_args()
    git_identity()

    base = args.keep or Path(tempfile.mkdtemp(prefix="mimvault-bench-"))
    results = []
    try:
        for n in args.sizes:
            root = base / f"vault-{n}"
            t0 = time.perf_counter()
            build_vault(root, n)
            built = round(time.perf_counter() - t0, 1)
            row = measure(root, n, args.repeat)
            row["build_s"] = built
            results.append(row)
            print(json.dumps(row), file=sys.stderr)
    finally:
        if args.keep is None:
            shutil.rmtree(base, ignore_errors=True)

    print(
        "| memories | remember API p50/p95: fact (largest folder) | preference | remember CLI p50/p95"
        " | show CLI p50 | list --state confirmed CLI p50 (first build) | history CLI p50 | --help p50 |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for r in results:
        print(
            f"| {r['memories']:,} | {r['remember_api']['p50_ms']} / {r['remember_api']['p95_ms']} ms"
            f" | {r['remember_api_preference']['p50_ms']} / {r['remember_api_preference']['p95_ms']} ms"
            f" | {r['remember_cli']['p50_ms']} / {r['remember_cli']['p95_ms']} ms | {r['show_cli']['p50_ms']} ms"
            f" | {r['list_confirmed_cli']['p50_ms']} ms ({r['catalog_first_build_s']} s) | {r['history_cli']['p50_ms']} ms"
            f" | {r['help_cli']['p50_ms']} ms |"
        )
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
