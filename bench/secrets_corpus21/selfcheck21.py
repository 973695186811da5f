#!/usr/bin/env python3
"""Self-check for secrets_corpus21.

Checks dev.jsonl and test.jsonl (next to this file, or --dir DIR): schema, ids,
spans (present, first occurrence, structure re-read from the span alone),
benign texts (no card number, no valid seed phrase), language rules, split
hygiene, size and balance; then scores the gold verdicts with the shared
runner's own load_corpus / normalise / score (must give precision, recall and
span hit rate 1.000 overall and per language), and regenerates both files
twice (PYTHONHASHSEED=1 and =random) to compare bytes.

    python selfcheck21.py [--dir DIR] [--no-regen]
"""
import argparse
import hashlib
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import checks21 as ck  # noqa: E402
import make_corpus as mc  # noqa: E402

RUNNER_CANDIDATES = [os.environ.get("SECBENCH_RUNNER", ""), "/work/shared/bench/secrets/run.py",
                     os.path.join(HERE, "..", "..", "..", "shared", "bench", "secrets", "run.py")]


def load_runner():
    for p in RUNNER_CANDIDATES:
        if p and os.path.exists(p):
            spec = importlib.util.spec_from_file_location("secbench_run", p)
            m = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(m)
            return m, p
    raise SystemExit("shared runner run.py not found (set SECBENCH_RUNNER)")


def sha(path):
    return hashlib.sha256(open(path, "rb").read()).hexdigest()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", default=HERE)
    ap.add_argument("--no-regen", action="store_true")
    a = ap.parse_args()
    runner, rpath = load_runner()
    problems = []
    splits = {}
    for split in ("dev", "test"):
        cases = runner.load_corpus(os.path.join(a.dir, split + ".jsonl"))
        splits[split] = cases
    all_ids, all_texts = Counter(), Counter()
    for split, cases in splits.items():
        prev = None
        for c in cases:
            cid = c["id"]
            all_ids[cid] += 1
            all_texts[c["text"]] += 1
            if prev is not None and cid <= prev:
                problems.append("%s: not sorted by id at %s" % (split, cid))
            prev = cid
            for k in ("id", "text", "lang", "label", "kind", "span", "source", "template"):
                if k not in c:
                    problems.append("%s: field %s missing" % (cid, k))
            if cid != mc.ID_PREFIX + hashlib.sha256(c["text"].encode("utf-8")).hexdigest()[:12]:
                problems.append("%s: id is not the hash of the text" % cid)
            if c["lang"] not in mc.LANGS:
                problems.append("%s: lang" % cid)
            secret = c["kind"] in mc.SECRET_KINDS
            if c["label"] != ("secret" if secret else "benign") or (c["kind"] not in mc.SECRET_KINDS + mc.BENIGN_KINDS):
                problems.append("%s: label/kind" % cid)
            if not c["template"].startswith(c["kind"] + "." + c["lang"] + "."):
                problems.append("%s: template name" % cid)
            try:
                if secret:
                    sp = c["span"]
                    if not sp or c["text"].find(sp) < 0:
                        problems.append("%s: span not in text" % cid)
                        continue
                    ck.check_span_only(c["kind"], sp)
                else:
                    if c["span"] is not None:
                        problems.append("%s: benign with span" % cid)
                    ck.benign_ok(c["text"])
                ck.lang_ok(c["text"], c["span"], c["lang"])
            except ck.CheckError as e:
                problems.append("%s: %s" % (cid, e))
    problems += ["duplicate id %s" % i for i, n in all_ids.items() if n > 1]
    problems += ["duplicate text" for t, n in all_texts.items() if n > 1]
    tdev = {c["template"] for c in splits["dev"]}
    ttest = {c["template"] for c in splits["test"]}
    if tdev & ttest:
        problems.append("templates shared between splits: %d" % len(tdev & ttest))
    # size and balance
    for split, cases in splits.items():
        n = len(cases)
        ntpl = len({c["template"] for c in cases})
        sec = sum(c["label"] == "secret" for c in cases) / n
        langs = Counter(c["lang"] for c in cases)
        if n < 1200 or ntpl < 250:
            problems.append("%s: size %d cases / %d templates" % (split, n, ntpl))
        if not 0.55 <= sec <= 0.65:
            problems.append("%s: secret share %.3f" % (split, sec))
        for l in mc.LANGS:
            if langs[l] / n < 0.25:
                problems.append("%s: %s share %.3f" % (split, l, langs[l] / n))
        # the runner scores the gold verdicts
        results = {c["id"]: runner.normalise({"secret": c["label"] == "secret",
                                               "spans": [c["span"]] if c["span"] else []}) for c in cases}
        s = runner.score(cases, results)
        o = s["overall"]
        if not (o["precision"] == 1.0 and o["recall"] == 1.0 and s["span_hit_rate"] == 1.0
                and s["span_checked"] == sum(c["label"] == "secret" for c in cases)):
            problems.append("%s: runner score on gold %r" % (split, (o["precision"], o["recall"], s["span_hit_rate"])))
        for l, b in s["by_lang"].items():
            if b["precision"] != 1.0 or b["recall"] != 1.0:
                problems.append("%s/%s: runner by-lang score" % (split, l))
        print("%-5s %5d cases  %3d templates  secret %.1f %%  en %d  zh %d  mixed %d   runner on gold: P %.3f R %.3f span-hit %.3f (%d spans)" % (
            split, n, ntpl, 100 * sec, langs["en"], langs["zh"], langs["mixed"], o["precision"], o["recall"],
            s["span_hit_rate"], s["span_checked"]))
    # determinism
    if not a.no_regen:
        want = {f: sha(os.path.join(a.dir, f)) for f in ("dev.jsonl", "test.jsonl")}
        for hs in ("1", "random"):
            with tempfile.TemporaryDirectory() as td:
                env = dict(os.environ, PYTHONHASHSEED=hs)
                subprocess.run([sys.executable, os.path.join(HERE, "make_corpus.py"), "--out", td], check=True,
                               env=env, stdout=subprocess.DEVNULL)
                for f, h in want.items():
                    if sha(os.path.join(td, f)) != h:
                        problems.append("regeneration under PYTHONHASHSEED=%s differs for %s" % (hs, f))
        print("regenerated twice (PYTHONHASHSEED=1, random): %s" % ("identical" if not any("regeneration" in p for p in problems) else "DIFFERENT"))
        for f, h in want.items():
            print("  %s  %s" % (h, f))
    print("runner: %s" % rpath)
    if problems:
        print("SELF-CHECK FAILED: %d problems" % len(problems))
        for p in problems[:50]:
            print("  " + p)
        sys.exit(1)
    print("SELF-CHECK PASSED")


if __name__ == "__main__":
    main()
