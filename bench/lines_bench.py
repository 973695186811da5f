#!/usr/bin/env python3
"""Changes told in passing, one message at a time: does the extractor read the slot's new
value as the user's, and leave the traps alone?

    python bench/lines_bench.py                 # --split dev (default)
    python bench/lines_bench.py --split test    # once, at the end of a piece of work
    python bench/lines_bench.py --misses        # every line scored wrong, to read (not on held-out splits)
    python bench/lines_bench.py --corpus lines2 --split test   # the second corpus (spent)
    python bench/lines_bench.py --corpus lines3 --split test   # the third (spent)
    python bench/lines_bench.py --corpus lines4 --split test   # the fourth (spent)

The corpus is bench/lines/<lang>_<split>.jsonl (schema: bench/lines/README.md), written by
helper sessions from a description of the slots alone. This measures the extraction step
(``RulesExtractor``, the default extractor) in-process, which is what decides whether a
change is seen at all; what governance then makes of a candidate (confirmed, pending, a
version chain) the trust benchmark measures through the CLI.

A positive is *found* when a candidate about the user, in the assertion mode, has the
slot's predicate and one of the value's spellings in its object (for partner_status: the
stage's predicate); it is *doubted* when that candidate carries a doubt (governance keeps
it pending). A trap is *taken* when such a candidate exists without a doubt — the value
would become the user's; it is *asked* when every such candidate carries a doubt (a pending
question the user has to turn down: noise, not a wrong memory).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CORPUS = ROOT / "bench" / "lines"
# splits not yet read: scored once, never printed line by line. bench/lines' test half was
# scored once at a6c84db, bench/lines2 once at a3015a4, bench/lines3 once at 7a427b5, bench/lines4
# once at 0f65cf5, lines5–lines24 once each in December 2026; all are spent. lines25 (written 7 December
# 2026, committed unread) is held out until its one score; a new blind corpus goes here until then.
HELD_OUT: set[tuple[str, str]] = {("lines25", "test")}
REF = datetime(2024, 6, 12, 20, 0, tzinfo=timezone.utc)

# the stage word of a partner_status value -> the predicate mimvault gives that stage
STAGES = {
    "boyfriend": "partner", "girlfriend": "partner", "partner": "partner", "男朋友": "partner", "女朋友": "partner",
    "对象": "partner", "fiancé": "fiance", "fiancée": "fiance", "fiance": "fiance", "fiancee": "fiance",
    "未婚夫": "fiance", "未婚妻": "fiance", "husband": "spouse", "wife": "spouse", "老公": "spouse", "老婆": "spouse",
    "丈夫": "spouse", "妻子": "spouse", "媳妇": "spouse", "spouse": "spouse", "太太": "spouse", "先生": "spouse",
    "爱人": "spouse", "男友": "partner", "女友": "partner",
}  # fmt: skip


def _matches(case: dict, candidate) -> bool:
    slot = case["slot"]
    if candidate.subject != "user" or candidate.mode != "assertion":
        return False
    if slot == "partner_status":
        return candidate.predicate == STAGES.get(case["value"].lower(), STAGES.get(case["value"]))
    if candidate.predicate != slot or not candidate.object:
        return False
    from mimvault.places import same_place

    got = candidate.object.casefold()
    for alias in [case["value"], *case.get("aliases", [])]:
        a = alias.casefold()
        if a and (a in got or (len(got) >= 3 and got in a)):
            return True
        if slot == "lives_in" and same_place(alias, candidate.object):
            return True
    return False


def score(split: str, show_misses: bool = False, corpus: Path = CORPUS) -> dict:
    from mimvault.interpretation.rules import RulesExtractor

    extractor = RulesExtractor()
    cases = [json.loads(line) for f in sorted(corpus.glob(f"*_{split}.jsonl")) for line in f.read_text("utf-8").splitlines() if line.strip()]
    if not cases:
        raise SystemExit(f"no cases in {corpus}/*_{split}.jsonl")
    tally: dict[tuple[str, str], Counter] = defaultdict(Counter)
    for case in cases:
        candidates = extractor.extract(case["text"], REF)
        hits = [c for c in candidates if _matches(case, c)]
        key = (case["slot"], case["lang"])
        if case["owner"] == "user":
            tally[key]["positives"] += 1
            found = bool(hits)
            tally[key]["found"] += found
            tally[key]["doubted"] += found and all(c.doubt for c in hits)
            wrong = not found
        else:
            tally[key]["traps"] += 1
            taken = any(not c.doubt and not (case.get("trap") == "past" and c.time) for c in hits)  # a dated past value is history
            tally[key]["taken"] += taken
            tally[key]["asked"] += not taken and bool(hits)  # only a pending question for the user
            wrong = taken
        if wrong and show_misses:
            what = "MISSED" if case["owner"] == "user" else f"TAKEN ({case.get('trap')})"
            print(f"{case['id']}  {what}  {case['slot']}={case['value']}\n    {case['text']}")
            for c in candidates:
                print(f"      {c.type} {c.predicate} {c.object!r} subject={c.subject} mode={c.mode} doubt={c.doubt}")
    return {f"{slot}/{lang}": dict(counts) for (slot, lang), counts in sorted(tally.items())}


def _table(result: dict) -> str:
    rows = ["slot/lang              found/pos  (doubted)  taken/traps  (asked)"]
    total = Counter()
    for key, c in result.items():
        total.update(c)
        rows.append(f"{key:22s} {c.get('found', 0):3d}/{c.get('positives', 0):<3d}    ({c.get('doubted', 0):2d})      {c.get('taken', 0):2d}/{c.get('traps', 0):<3d}     ({c.get('asked', 0):2d})")
    rows.append(f"{'all':22s} {total['found']:3d}/{total['positives']:<3d}    ({total['doubted']:2d})      {total['taken']:2d}/{total['traps']:<3d}     ({total['asked']:2d})"
                f"   recall {total['found'] / max(1, total['positives']):.3f}, traps taken {total['taken'] / max(1, total['traps']):.3f}")
    return "\n".join(rows)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", default="dev", choices=["dev", "test"])
    parser.add_argument("--misses", action="store_true", help="print every line scored wrong (not on held-out splits)")
    parser.add_argument("--json", help="write the counts here")
    parser.add_argument("--corpus", default="lines", help="a folder under bench/ (default: lines)")
    args = parser.parse_args()
    if args.misses and (args.corpus, args.split) in HELD_OUT:
        parser.error("--misses reads a held-out split: score it once, without reading it")
    result = score(args.split, args.misses, ROOT / "bench" / args.corpus)
    print(_table(result))
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1), "utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
