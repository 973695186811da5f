"""The kill campaign of the reliability issue: real ``mim`` process groups SIGKILLed at
random moments, and whether the next command recovers with nothing acknowledged lost.

    python bench/kill_campaign.py                    # 60 trials per command, 540 in all
    python bench/kill_campaign.py --trials 10 --kinds capture,watch --seed 3

Per trial: the command starts in its own process group and is killed after a random
share (5-100 %) of its own unkilled duration (measured first); then ``mim list`` runs
and the vault is checked (see ``tests/fixtures/kill_campaign.py``). Prints one row per
command: trials, how many were killed while still running, how many recovered, and the
first problems seen.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests" / "fixtures"))

from kill_campaign import KINDS, Campaign  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=60, help="trials per command (default 60)")
    parser.add_argument("--kinds", default=",".join(KINDS), help=f"commands, comma-separated (default {','.join(KINDS)})")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--import-turns", type=int, default=1000, help="turns in each imported file (default 1000)")
    args = parser.parse_args()
    kinds = [k for k in args.kinds.split(",") if k]
    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        parser.error(f"--kinds: unknown {', '.join(unknown)} (known: {', '.join(KINDS)})")
    rows = []
    with tempfile.TemporaryDirectory(prefix="mim-kill-") as tmp:
        campaign = Campaign(Path(tmp), seed=args.seed, import_turns=args.import_turns)
        for kind in kinds:
            started = time.monotonic()
            trials = []
            for i in range(args.trials):
                trials.append(campaign.trial(kind))
                print(f"\r{kind}: {i + 1}/{args.trials}", end="", file=sys.stderr, flush=True)
            print(file=sys.stderr)
            failed = [t for t in trials if not t.recovered]
            rows.append((kind, len(trials), sum(t.killed for t in trials), len(trials) - len(failed),
                         campaign.durations[kind], time.monotonic() - started, failed))  # fmt: skip
    print(f"{'command':<10} {'trials':>6} {'killed running':>15} {'recovered':>10} {'run (s)':>8} {'campaign (s)':>13}")
    for kind, n, killed, recovered, duration, spent, _ in rows:
        print(f"{kind:<10} {n:>6} {killed:>15} {recovered:>10} {duration:>8.2f} {spent:>13.0f}")
    total = sum(r[1] for r in rows)
    print(f"{'all':<10} {total:>6} {sum(r[2] for r in rows):>15} {sum(r[3] for r in rows):>10}")
    for kind, *_, failed in rows:
        for trial in failed[:3]:
            print(f"  {kind} killed after {trial.delay:.2f}s: {'; '.join(trial.problems)[:300]}")
    return 0 if all(not r[-1] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
