#!/usr/bin/env python3
"""Author's preview: render every template of the given kinds a few times (both splits).
Used while writing templates; prints to the terminal only, writes nothing."""
import random
import sys

import make_corpus as M
import values27 as V


def main():
    kinds = sys.argv[1].split(",") if len(sys.argv) > 1 else None
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    groups = M.load_templates()
    rng = random.Random(7)
    for (kind, lang), tpls in sorted(groups.items()):
        if kinds and kind not in kinds:
            continue
        label = M.PLAN[kind][0]
        for t in tpls:
            V.CURRENT_SPLIT[0] = t.split
            for _ in range(n):
                for attempt in range(200):
                    try:
                        r = M.render(t, rng, label)
                        break
                    except Exception as e:
                        err = e
                else:
                    print("!!! %s %s: %s" % (t.id, t.src, err))
                    continue
                print("=== %s [%s] span=%r" % (t.id, t.split, (r["span"] or "")[:60]))
                print(r["text"])


if __name__ == "__main__":
    main()
