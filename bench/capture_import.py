"""Capture and import throughput with the rules extractor.

    python bench/capture_import.py                          # 300 captures, a 10k-turn import
    python bench/capture_import.py --vault-size 100000      # captures into a 100k vault too
    python bench/capture_import.py --json out.json

Measures, on synthetic English and Chinese chat (facts, moves, relations, preferences,
opinions, emotions, habits, small talk — about a third yields nothing):

- ``Vault.capture`` through the Python API: the whole road (redaction, extraction,
  governance, files, one Git commit, catalog), captures per second and p50/p95 latency,
  into a fresh vault and, with ``--vault-size``, into one built in bulk with that many
  memories (DESIGN §8: p50 <= 60 ms at 100k, index included once search lands);
- ``Vault.import_file`` of a chat JSONL transcript of ``--turns`` turns (user and
  assistant alternating): turns per second, commits, memories; then the same file again
  (every turn already held: the idempotency check's cost).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

from mimvault.api import Vault

NAMES = "Anna Ben Carla David Emma Felix Grace Hugo Iris Jonas Kate Leo Mia Noah Olga Paul".split()
CITIES = "Tokyo Berlin Lisbon Oslo Paris Madrid Seoul Toronto Vienna Prague Dublin Austin".split()
ZH_CITIES = "北京 上海 杭州 深圳 成都 南京 武汉 西安 广州 苏州".split()
COMPANIES = "Acme Globex Initech Umbrella Hooli Vandelay Stark Wayne".split()
ZH_COMPANIES = "字节跳动 腾讯 阿里巴巴 华为 小米 美团 京东 网易".split()
THINGS = "green tea, jazz, hiking, sushi, board games, sci-fi novels, cycling, dark chocolate".split(", ")
WHEN = ["last April", "in 2019", "two years ago", "last summer", "in March 2021", "yesterday", "last week"]
ZH_WHEN = ["去年四月", "2019年", "两年前", "去年夏天", "2021年3月", "昨天", "上周"]
TEMPLATES = [
    lambda r: f"I moved to {r.choice(CITIES)} {r.choice(WHEN)}",
    lambda r: f"I live in {r.choice(CITIES)} with my wife {r.choice(NAMES)}",
    lambda r: f"I started working at {r.choice(COMPANIES)} {r.choice(WHEN)}",
    lambda r: f"My brother {r.choice(NAMES)} is a teacher",
    lambda r: f"I really like {r.choice(THINGS)}",
    lambda r: f"from now on, please answer in short bullet points about {r.choice(THINGS)}",
    lambda r: f"I think {r.choice(THINGS)} is overrated",
    lambda r: "I feel so tired today, work was crazy",
    lambda r: f"I usually go {r.choice(['running', 'swimming', 'cycling'])} every morning",
    lambda r: f"I have a job interview at {r.choice(COMPANIES)} next Tuesday",
    lambda r: f"我{r.choice(ZH_WHEN)}搬到了{r.choice(ZH_CITIES)}",
    lambda r: f"我在{r.choice(ZH_COMPANIES)}当产品经理",
    lambda r: f"我表哥叫{r.choice(['王磊', '李强', '张伟', '刘洋'])}",
    lambda r: "我觉得远程办公效率更高",
    lambda r: "以后请用中文回答我",
    lambda r: "今天好累啊",
    lambda r: f"what's the weather like in {r.choice(CITIES)} this weekend?",
    lambda r: "can you help me write an email to my landlord?",
    lambda r: "haha ok",
    lambda r: "嗯嗯",
    lambda r: "thanks!",
    lambda r: "晚安",
]
REPLIES = ["Sure, here is a draft you could use.", "That sounds great!", "好的，我明白了。", "Here are a few ideas."]


def utterances(n: int, seed: int = 11) -> list[str]:
    rng = random.Random(seed)
    return [rng.choice(TEMPLATES)(rng) + (f" ({i})" if rng.random() < 0.5 else "") for i in range(n)]


def percentiles(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "p50_ms": round(statistics.median(ordered) * 1000, 1),
        "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))] * 1000, 1),
    }


def measure_captures(vault: Vault, n: int) -> dict:
    texts = utterances(n)
    vault.capture("warm-up: I live in Rome")  # imports, catalog open
    times, created = [], 0
    started = time.perf_counter()
    for text in texts:
        t0 = time.perf_counter()
        receipt = vault.capture(text)
        times.append(time.perf_counter() - t0)
        created += sum(c["action"] == "created" for c in receipt.details["candidates"])
    total = time.perf_counter() - started
    return {"captures": n, "captures_per_s": round(n / total, 1), **percentiles(times), "memories_created": created}


def write_transcript(path: Path, turns: int) -> None:
    rng = random.Random(5)
    said = utterances(turns // 2 + 1, seed=13)
    start = datetime(2025, 1, 1, 9, tzinfo=timezone.utc)
    with path.open("w", encoding="utf-8") as out:
        for i in range(turns):
            when = start + timedelta(minutes=3 * i)
            role, text = ("user", said[i // 2]) if i % 2 == 0 else ("assistant", rng.choice(REPLIES))
            record = {"role": role, "text": text, "time": when.isoformat(), "session": f"s{i // 40}"}
            out.write(json.dumps(record, ensure_ascii=False) + "\n")


def measure_import(root: Path, turns: int) -> dict:
    vault, _ = Vault.init(root / "import-vault")
    transcript = root / "transcript.jsonl"
    write_transcript(transcript, turns)
    started = time.perf_counter()
    report = vault.import_file(transcript)
    first = time.perf_counter() - started
    started = time.perf_counter()
    again = vault.import_file(transcript)
    second = time.perf_counter() - started
    assert again.stored == 0, "a re-import stored turns again"
    vault.close()
    return {
        "turns": turns,
        "seconds": round(first, 1),
        "turns_per_s": round(turns / first, 1),
        "user_turns_stored": report.stored,
        "commits": len(report.commits),
        "memories": dict(report.outcomes),
        "reimport_seconds": round(second, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--captures", type=int, default=300)
    parser.add_argument("--turns", type=int, default=10_000)
    parser.add_argument("--vault-size", type=int, default=0, help="also capture into a bulk-built vault this large")
    parser.add_argument("--json", type=Path, help="also write the results here")
    args = parser.parse_args()
    results: dict = {}
    # (a commit may leave `git gc --auto` packing in the background: its files are no failure of the run)
    with tempfile.TemporaryDirectory(prefix="mim-bench-", ignore_cleanup_errors=True) as tmp:
        root = Path(tmp)
        fresh, _ = Vault.init(root / "fresh")
        results["capture_fresh"] = measure_captures(fresh, args.captures)
        fresh.close()
        if args.vault_size:
            sys.path.insert(0, str(Path(__file__).parent))
            from vault_scale import build_vault

            big_root = root / f"v{args.vault_size}"
            build_vault(big_root, args.vault_size)
            big = Vault.open(big_root)
            big.refresh()  # the catalog is built once (as after `mim init` + any command)
            results[f"capture_{args.vault_size}"] = measure_captures(big, min(args.captures, 100))
            big.close()
        results["import"] = measure_import(root, args.turns)
    print("| measurement | figures |\n|---|---|")
    for name, figures in results.items():
        print(f"| {name} | " + ", ".join(f"{k} {v}" for k, v in figures.items()) + " |")
    if args.json:
        args.json.write_text(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
