"""Whole-process speed of the commands people and agents run, with the floor beside them.

    python bench/cli_speed.py                 # a 1k-memory vault, 7 runs each
    python bench/cli_speed.py --memories 0    # the demo vault instead
    python bench/cli_speed.py --runs 11 --json out.json

An agent's shell tool starts `mim context "…"` once per turn; a person runs `mim search`
like grep; an agent host starts `mim mcp` and waits for `initialize` and `tools/list`.
What they wait for is the whole process: interpreter start, imports, the catch-up with
the files, the work. Each command runs `--runs` times in a fresh vault of `--memories`
memories (built in bulk as `vault_scale.py` builds them; 0: `mim demo --path`, words
only) and the median wall time and peak memory (ru_maxrss of the child) are reported,
with `python3 -c pass` measured in the same run as the floor. For `mim mcp` the time is
until the answer to `initialize` is read, and until the answer to `tools/list` after it.

Python's bytecode cache and mimvault's compiled-pattern cache are warmed first (one
untimed run of each command), as they are on a user's machine after the first start:
`PYTHONDONTWRITEBYTECODE` is dropped from the children's environment, and the pattern
cache goes to a temporary folder (`MIMVAULT_CACHE_DIR`) so a user's cache is untouched.
Targets (issue "A CLI that answers at the speed of thought"): context ≤ 0.15 s, search
≤ 0.12 s, capture ≤ 0.30 s, `mim mcp` ready for `initialize` ≤ 0.4 s, peak memory of a
search ≤ 60 MB.
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


def mcp_ready(cwd: Path, env: dict[str, str]) -> tuple[float, float, float]:
    """Seconds until `mim mcp` answers `initialize`, then `tools/list`; peak MB."""
    hello = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}}
    requests = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": hello},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
    ]
    start = time.perf_counter()
    child = subprocess.Popen([*MIM, "mcp"], cwd=cwd, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL)  # fmt: skip
    marks = []
    for message in requests:
        child.stdin.write(json.dumps(message).encode() + b"\n")
        child.stdin.flush()
        if "id" in message:
            if not child.stdout.readline():
                raise SystemExit("mim mcp: no answer")
            marks.append(time.perf_counter() - start)
    child.stdin.close()
    _, status, usage = os.wait4(child.pid, 0)
    child.stdout.close()
    return marks[0], marks[1], usage.ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--memories", type=int, default=1000, help="memories in the vault (0: the demo vault)")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="mim-cli-speed-"))
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "MIMVAULT_DIR")}
    env.update(MIMVAULT_CACHE_DIR=str(work / "cache"), NO_COLOR="1")
    vault = work / "vault"
    try:
        if args.memories:
            from vault_scale import build_vault, git_identity

            git_identity()
            build_vault(vault, args.memories)
            env.update({k: v for k, v in os.environ.items() if k.startswith(("GIT_AUTHOR", "GIT_COMMITTER"))})
        else:
            subprocess.run([*MIM, "demo", "--path", str(vault)], env=env, check=True, capture_output=True)
        rows = []
        for label, argv in COMMANDS:
            timed(argv, vault, env)  # warm: bytecode, patterns, the index's files in the page cache
            runs = [timed(argv, vault, env) for _ in range(args.runs)]
            rows.append({"command": label, "median_s": statistics.median(r[0] for r in runs), "peak_mb": max(r[1] for r in runs)})
        mcp_ready(vault, env)  # warm: bytecode, and the SDK's answers kept for the next start
        runs = [mcp_ready(vault, env) for _ in range(args.runs)]
        for n, label in enumerate(("mim mcp: initialize answered", "mim mcp: tools/list answered")):
            rows.append({"command": label, "median_s": statistics.median(r[n] for r in runs), "peak_mb": max(r[2] for r in runs)})
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
