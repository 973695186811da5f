"""Hostile input, the figures of the reliability issue: random Unicode captures (lone
surrogates, controls, every plane) must each be kept or refused in one line — never an
internal error — and a 50 MB file must cost `mim doctor` and `mim watch --once` little.

    python bench/hostile_input.py                   # 2,000 captures, a 50 MB memory
    python bench/hostile_input.py --captures 200 --seed 3

Prints the captures kept / refused / internal errors, whether every file still parses,
and doctor / watch --once on the vault with and without the huge file (median of 3).
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# pieces a hostile text is made of: words, CJK, emoji, lone surrogates, controls,
# combining marks, bidi overrides, private use, noncharacters, YAML and Markdown syntax
_PIECES = [
    "I moved to Leeds", "我住在杭州", "from now on answer in English", "下周三面试", "😀", "👩‍👩‍👧",
    "\ud800", "\udfff", "\ud83d", "\x00", "\x07", "\x1b[31m", "\u0301\u0301", "\u202e", "\ue000", "\uffff",
    "---", "\n---\n", ": [", "{{", "#tag", "[[mem_x]]", "\r\n", "\t", "'", '"', "\\", "%", "*", "`",
]


def random_text(rng: random.Random) -> str:
    parts = []
    for _ in range(rng.randint(1, 12)):
        if rng.random() < 0.6:
            parts.append(rng.choice(_PIECES))
        else:  # any code point, surrogates included
            parts.append("".join(chr(rng.randint(0, 0x10FFFF)) for _ in range(rng.randint(1, 8))))
    return " ".join(parts)


def median_seconds(args: list[str], runs: int = 3) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "mimvault.cli", *args], capture_output=True)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--captures", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--huge-mb", type=int, default=50)
    args = parser.parse_args()

    from mimvault.api import Vault
    from mimvault.errors import MimvaultError
    from mimvault.storage.store import read_object, scan_object_files

    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="mim-hostile-") as tmp:
        vault, _ = Vault.init(Path(tmp) / "vault")
        kept = refused = 0
        internal: list[str] = []
        for i in range(args.captures):
            text = random_text(rng)
            try:
                vault.capture(text, session=f"fuzz{i % 7}")
                kept += 1
            except MimvaultError as error:
                refused += 1
                if "\n" in str(error):
                    internal.append(f"a refusal of more than one line: {str(error)[:80]!r}")
            except Exception as error:  # noqa: BLE001 - what this bench counts
                internal.append(f"{type(error).__name__}: {str(error)[:80]}")
            if (i + 1) % 100 == 0:
                print(f"\rcaptures: {i + 1}/{args.captures}", end="", file=sys.stderr, flush=True)
        print(file=sys.stderr)
        unparsable = 0
        for rel, _, _ in scan_object_files(vault.root):
            try:
                read_object(vault.root, rel)
            except Exception:  # noqa: BLE001
                unparsable += 1
        root = str(vault.root)
        vault.close()
        doctor_before = median_seconds(["--vault", root, "doctor"])
        watch_before = median_seconds(["--vault", root, "watch", "--once"])
        huge = Path(root) / "memories" / "fact" / "mem_huge.md"
        huge.parent.mkdir(parents=True, exist_ok=True)
        huge.write_text("---\nid: mem_huge\ntype: fact\n---\n" + "x" * (args.huge_mb << 20), encoding="utf-8")
        doctor_after = median_seconds(["--vault", root, "doctor"])
        watch_after = median_seconds(["--vault", root, "watch", "--once"])

    print(f"captures: {args.captures} (seed {args.seed}): kept {kept}, refused in one line {refused}, internal errors {len(internal)}")
    for line in internal[:5]:
        print(f"  {line}")
    print(f"object files that do not parse: {unparsable}")
    print(f"a {args.huge_mb} MB memory: doctor {doctor_before:.2f} -> {doctor_after:.2f} s, watch --once {watch_before:.2f} -> {watch_after:.2f} s")
    return 1 if internal or unparsable else 0


if __name__ == "__main__":
    sys.exit(main())
