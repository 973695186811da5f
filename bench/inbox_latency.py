"""Save -> applied latency of a box ticked in reviews/inbox.md under `mim watch`.

    python bench/inbox_latency.py               # 20 ticks
    python bench/inbox_latency.py --ticks 40

A fresh vault gets one question (two versions of what the user studied) and an agent's
proposals to confirm; with the watcher running and the inbox rewritten, each round
ticks the first box of the first item and saves the note the way editors do (temp
file, then rename), then polls the item's file until it reads ``status: resolved`` or
``state: confirmed``. Prints p50 / p95 / worst of save ->
applied, and save -> the rewritten note showing it under Done.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SUBJECTS = ["physics", "chemistry", "biology", "history", "music", "law", "medicine", "economics",
            "geology", "drama", "french", "german", "latin", "design", "statistics", "nursing"]  # fmt: skip


def mim(root: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mimvault.cli", "--vault", str(root), *args], capture_output=True, text=True, timeout=120)


def wait(predicate, timeout: float = 30.0) -> float | None:
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        if predicate():
            return time.monotonic()
        time.sleep(0.005)
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ticks", type=int, default=20)
    args = parser.parse_args()
    applied, shown, missed = [], [], 0
    with tempfile.TemporaryDirectory(prefix="mim-inbox-") as tmp:
        root = Path(tmp) / "vault"
        subprocess.run([sys.executable, "-m", "mimvault.cli", "init", str(root)], capture_output=True, check=True)
        mim(root, "capture", "I majored in physics", "--session", "a")
        mim(root, "capture", "I majored in chemistry", "--session", "b")  # a question
        for n in range(args.ticks - 1):  # and candidates to confirm: an agent's proposals
            mim(root, "--as", "agent:assistant", "remember", f"The user enjoys {SUBJECTS[n % len(SUBJECTS)]} talk {n}", "--type", "preference")
        watcher = subprocess.Popen([sys.executable, "-m", "mimvault.cli", "--vault", str(root), "watch"],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)  # fmt: skip
        note = root / "reviews" / "inbox.md"
        try:
            wait(lambda: "### [[" in note.read_text(encoding="utf-8"), timeout=60)
            for _ in range(args.ticks):
                text = note.read_text(encoding="utf-8")
                found = re.search(r"^### \[\[((iss|mem)_[0-9A-Za-z]+)\|.*\n(?:(?!- \[[ xX]\] ).*\n)*- \[ \] 1\) ", text, re.M)
                if not found:
                    break
                item = found.group(1)
                path = next(root.glob(f"*/**/{item}.md"), None) or next(root.glob(f"*/{item}.md"))
                answered = "status: resolved" if item.startswith("iss_") else "state: confirmed"
                at = found.end() - len("[ ] 1) ")
                ticked = text[:at] + "[x]" + text[at + 3 :]
                tmp_file = note.with_name(".inbox.md.tmp")
                tmp_file.write_text(ticked, encoding="utf-8")
                saved = time.monotonic()
                os.replace(tmp_file, note)
                done = wait(lambda: answered in path.read_text(encoding="utf-8"))
                if done is None:
                    missed += 1
                    continue
                applied.append(done - saved)
                listed = wait(lambda: f"[[{item}|" in note.read_text(encoding="utf-8").split("## Done")[-1])
                if listed is not None:
                    shown.append(listed - saved)
                time.sleep(0.3)  # the watcher settles its own rewrite before the next tick
        finally:
            os.killpg(watcher.pid, 15)
            watcher.wait(timeout=30)

    def line(name: str, values: list[float]) -> str:
        if not values:
            return f"{name}: none"
        ordered = sorted(values)
        p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
        return f"{name}: p50 {statistics.median(ordered):.2f} s, p95 {p95:.2f} s, worst {ordered[-1]:.2f} s (n={len(ordered)})"

    print(line("save -> applied", applied))
    print(line("save -> shown under Done", shown))
    print(f"not applied within 30 s: {missed}")
    return 1 if missed or not applied else 0


if __name__ == "__main__":
    sys.exit(main())
