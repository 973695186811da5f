"""Governance figures: the scripted life story, and ``mim maintain`` at scale.

    python bench/governance_bench.py                    # the story: wrong confirmations, conflicts, chains
    python bench/governance_bench.py --scale 100000     # also: maintain on a synthetic 100k vault

The story (tests/fixtures/life_story.py: ten simulated years, English and Chinese) is
captured with the clock at each utterance, then ``maintain --monthly`` runs. Printed:
utterances, memories, confirmed memories that are wrong (target 0), conflicts raised
vs planted, the superseded chain, memories made from small talk (target 0).

With ``--scale N``: a vault of N memories (``vault_scale.build_vault``: 40% facts, 70%
confirmed, predicates incl. ``lives_in``, dated 2024–2025) is maintained with the clock
at 2026-11-29 — a first monthly run (conflicts, staleness, decay, capacity: many
changes), a second one right after (what became stale now fades) and a third (nothing
left to change) — timed end to end through the Python API, report and commit included.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests" / "fixtures"))
sys.path.insert(0, str(HERE))

import life_story  # noqa: E402

from mimvault.api import Vault  # noqa: E402


def story(base: Path) -> dict:
    started = time.perf_counter()
    vault = life_story.tell(base / "story")
    elapsed = time.perf_counter() - started
    score = life_story.score(vault)
    score["seconds"] = round(elapsed, 1)
    return score


def maintain_at_scale(base: Path, n: int) -> dict:
    from vault_scale import build_vault

    root = base / f"vault-{n}"
    started = time.perf_counter()
    build_vault(root, n)
    built = time.perf_counter() - started
    clock = datetime(2026, 11, 29, 9, tzinfo=timezone.utc)
    vault = Vault.open(root, now=lambda: clock)
    vault.refresh()  # the catalog first, as any earlier command would have built it
    vault.search("warm up", semantic=False)  # and the search index (follow-ups use it)
    runs = []
    for label in ("first", "second", "third"):
        started = time.perf_counter()
        found = vault.maintain(["monthly"])
        runs.append(
            {
                "run": label,
                "seconds": round(time.perf_counter() - started, 2),
                "asked": len(found["questions_asked"]),
                "stale": len(found["stale"]),
                "archived": len(found["archived"]),
            }
        )
    return {"memories": n, "build_seconds": round(built, 1), "maintain": runs}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--scale", type=int, nargs="*", default=[], help="also time maintain on vaults of these sizes")
    parser.add_argument("--keep", type=Path, help="keep the vaults here")
    args = parser.parse_args()
    base = args.keep or Path(tempfile.mkdtemp(prefix="mim-life-"))
    base.mkdir(parents=True, exist_ok=True)
    result = {"story": story(base), "scale": [maintain_at_scale(base, n) for n in args.scale]}
    print(json.dumps(result, ensure_ascii=False, indent=2))


if __name__ == "__main__":
    main()
