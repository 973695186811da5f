"""Whole-process speed of the commands people and agents run, with the floor beside them.

    python bench/cli_speed.py                 # the demo vault, 7 runs each
    python bench/cli_speed.py --runs 11 --json out.json

An agent's shell tool starts `mim context "…"` once per turn; a person runs `mim search`
like grep. What they wait for is the whole process: interpreter start, imports, the
catch-up with the files, the work. Each command runs `--runs` times in a fresh demo vault
(`mim demo --path`, words only) and the median wall time and peak memory (ru_maxrss of
the child) are reported, with `python3 -c pass` measured in the same run as the floor.

Python's bytecode cache and mimvault's compiled-pattern cache are warmed first (one
untimed run of each command), as they are on a user's machine after the first start:
`PYTHONDONTWRITEBYTECODE` is dropped from the children's environment, and the pattern
cache goes to a temporary folder (`MIMVAULT_CACHE_DIR`) so a user's cache is untouched.
Targets (issue "A CLI that answers at the speed of thought"): context ≤ 0.15 s, search
≤ 0.12 s, capture ≤ 0.30 s, peak memory of a search ≤ 60 MB.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

MIM = [sys.executable, "-m", "mimvault.cli"]
COMMANDS = [
    ("python3 -c pass (floor)", [sys.executable, "-c", "pass"]),
    ("mim --help", [*MIM, "--help"]),
    ('mim search tokyo', [*MIM, "search", "tokyo"]),
    ('mim context "plan a trip"', [*MIM, "context", "plan a trip"]),
    ('mim capture "I like green tea"', [*MIM, "capture", "I like green tea"]),
    ('mim capture (Chinese)', [*MIM, "capture", "我下周三要去医院复查"]),
]


def timed(argv: list[str], cwd: Path, env: dict[str, str]) -> tuple[float, float]:
    """Wall seconds and peak resident MB of one child process."""
    start = time.perf_counter()
    child = subprocess.Popen(argv, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"{' '.join(argv[3:] or argv)}: exit status {status}")
    return wall, usage.ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="mim-cli-speed-"))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "MIMVAULT_DIR")}
    env.update(MIMVAULT_CACHE_DIR=str(work / "cache"), NO_COLOR="1")
    vault = work / "demo"
    try:
        subprocess.run([*MIM, "demo", "--path", str(vault)], env=env, check=True, capture_output=True)
        rows = []
        for label, argv in COMMANDS:
            timed(argv, vault, env)  # warm: bytecode, patterns, the index's files in the page cache
            runs = [timed(argv, vault, env) for _ in range(args.runs)]
            rows.append({"command": label, "median_s": statistics.median(r[0] for r in runs), "peak_mb": max(r[1] for r in runs)})
        floor = rows[0]["median_s"]
        print(f"| command | median (s), {args.runs} runs | × floor | peak MB |\n|---|---|---|---|")
        for row in rows:
            print(f"| `{row['command']}` | {row['median_s']:.3f} | {row['median_s'] / floor:.0f} | {row['peak_mb']:.0f} |")
        if args.json:
            args.json.write_text(json.dumps({"runs": args.runs, "rows": rows}, indent=2))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
