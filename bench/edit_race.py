"""The race of the reliability issue: `mim watch` running, a hand edit saved while
`mim confirm` rewrites the same file, round after round — how many edits are lost.

    python bench/edit_race.py                 # 100 rounds
    python bench/edit_race.py --rounds 20 --seed 3

Each round: an agent proposes a memory (pending), then the user's note is appended to
its file after a random delay of 0-600 ms while `mim confirm` runs on it. Once the
watcher has settled, the note must be in the work tree and, committed, in HEAD; the
memory must be confirmed. Prints lost edits, uncommitted edits and unconfirmed memories.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path


def mim(root: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mimvault.cli", "--vault", str(root), *args], capture_output=True, text=True, timeout=120)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=100)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    lost = uncommitted = unconfirmed = 0
    with tempfile.TemporaryDirectory(prefix="mim-race-") as tmp:
        root = Path(tmp) / "vault"
        subprocess.run([sys.executable, "-m", "mimvault.cli", "init", str(root)], capture_output=True, check=True)
        watcher = subprocess.Popen([sys.executable, "-m", "mimvault.cli", "--vault", str(root), "watch"],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)  # fmt: skip
        try:
            time.sleep(2.0)  # the watcher is up
            for n in range(args.rounds):
                made = json.loads(mim(root, "--as", "agent:assistant", "remember", f"I prefer jasmine tea {n}", "--type",
                                      "preference", "--json").stdout)  # fmt: skip
                path = root / next(c["path"] for c in made["changes"] if c["id"] == made["id"])
                note = f"My own note {n}."

                def edit() -> None:
                    time.sleep(rng.uniform(0.0, 0.6))
                    with path.open("a", encoding="utf-8") as f:
                        f.write(f"\n{note}\n")

                editor = threading.Thread(target=edit)
                editor.start()
                mim(root, "confirm", made["id"])
                editor.join()
                time.sleep(1.0)  # the watcher's debounce and commit
                mim(root, "list")  # a command's catch-up, as a person's next step would
                text = path.read_text(encoding="utf-8") if path.exists() else ""
                if note not in text:
                    lost += 1
                elif note not in subprocess.run(["git", "show", f"HEAD:{path.relative_to(root).as_posix()}"], cwd=root,
                                                capture_output=True, text=True).stdout:  # fmt: skip
                    uncommitted += 1
                if "state: confirmed" not in text:
                    unconfirmed += 1
                print(f"\rround {n + 1}/{args.rounds}: lost {lost}", end="", file=sys.stderr, flush=True)
        finally:
            os.killpg(watcher.pid, signal.SIGTERM)
            watcher.wait(timeout=30)
        print(file=sys.stderr)
    print(f"rounds: {args.rounds} (seed {args.seed}): hand edits lost {lost}, not committed {uncommitted}, memories not confirmed {unconfirmed}")
    return 1 if lost or unconfirmed else 0


if __name__ == "__main__":
    sys.exit(main())
