"""Sync benchmark: two devices of a 10k-memory vault, 100 new memories on each, then
`mim sync` as whole processes (docs/sync.md; issue budget: <= 5 s on this machine).

    python bench/sync_scale.py                  # 10k memories, 100 per side
    python bench/sync_scale.py --size 1000 --new 20 --json out.json

Device A's vault is built in bulk (``vault_scale.build_vault``), its catalog and index
built (``mim reindex``, untimed), and pushed to a bare remote; device B is set up with ``mim clone``. Each device then records ``--new``
memories (``Vault.remember``: governed writes, one commit each), and four syncs are
timed, each a ``mim sync`` process:

1. A pushes its commits (nothing to merge);
2. B fetches A's, merges them with its own (a true merge: two histories), pushes;
3. A fast-forwards to the merge;
4. A again: nothing to do (must make no commit).

After them both devices must be at one commit holding every memory of both sides.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from vault_scale import build_vault, git_identity  # noqa: E402

from mimvault.api import Vault  # noqa: E402


def mim(*args: str) -> tuple[float, dict]:
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "mimvault.cli", *args, "--json"],
        capture_output=True,
        text=True,
    )
    took = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"mim {' '.join(args)} failed: {done.stderr.strip()}")
    return took, json.loads(done.stdout)


def head(root: Path) -> str:
    return subprocess.run(
        ["git", "rev-parse", "HEAD"],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=10_000, help="memories in the vault")
    parser.add_argument("--new", type=int, default=100, help="new memories on each device")
    parser.add_argument("--json", help="write the figures here")
    args = parser.parse_args()
    git_identity()
    with tempfile.TemporaryDirectory(prefix="mim-sync-bench-") as tmp:
        root = Path(tmp)
        remote = root / "remote.git"
        subprocess.run(
            ["git", "init", "-q", "--bare", "--initial-branch=main", str(remote)],
            check=True,
        )
        a_root = root / "a"
        print(f"building a {args.size}-memory vault…", file=sys.stderr)
        build_vault(a_root, args.size)
        subprocess.run(["git", "remote", "add", "origin", str(remote)], cwd=a_root, check=True)
        subprocess.run(["git", "push", "-q", "origin", "main"], cwd=a_root, check=True)
        mim("--vault", str(a_root), "reindex")  # a device in use has its catalog and index (built once)
        clone_s, _ = mim("clone", str(remote), str(root / "b"))
        print(f"mim clone: {clone_s:.1f} s", file=sys.stderr)
        for name in ("a", "b"):
            vault = Vault.open(root / name)
            for n in range(args.new):
                vault.remember(f"device {name} note {n}: the user visited place {n}", type="fact")
            vault.close()
        figures = {
            "size": args.size,
            "new_per_device": args.new,
            "clone_s": round(clone_s, 2),
        }
        for label, device in (
            ("push_only", "a"),
            ("merge_and_push", "b"),
            ("fast_forward", "a"),
            ("nothing_to_do", "a"),
        ):
            before = head(root / device)
            took, report = mim("--vault", str(root / device), "sync")
            figures[label] = {"seconds": round(took, 2), "state": report["state"], "pulled": report["pulled"],
                              "pushed": report["pushed"], "new_commits": len(report["commits"])}  # fmt: skip
            if label == "nothing_to_do" and head(root / device) != before:
                raise SystemExit("a sync with nothing to do made a commit")
            print(f"{label:>15}: {took:5.2f} s  {report['state']}", file=sys.stderr)
        if head(root / "a") != head(root / "b"):
            raise SystemExit("the devices ended at different commits")
        counts = [len(list((root / name / "memories").rglob("mem_*.md"))) for name in ("a", "b")]
        if counts[0] != counts[1] or counts[0] < args.size + 2 * args.new:
            raise SystemExit(f"memories lost: {counts}")
        figures["memories_each"] = counts[0]
    print(json.dumps(figures, indent=2))
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
