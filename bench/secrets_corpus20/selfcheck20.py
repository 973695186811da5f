#!/usr/bin/env python3
"""Self-check for secrets_corpus20 (run after make_corpus.py).

    /work/venv/bin/python selfcheck20.py              # checks dev.jsonl and test.jsonl here
    /work/venv/bin/python selfcheck20.py --no-regen   # skips the two regeneration runs

Checks, for both files:
  * every line is valid JSON with the schema's fields and values (id, text, lang, label, kind,
    span, source, template); ids are unique within and across the splits and are the hash of the text;
  * every secret's span is a non-empty substring of its text, benign spans are null;
  * every secret span still has the structure of its kind, re-read from the file (checks20.check_span);
    every benign text holds no card number and no valid seed phrase; every text passes its
    language group's check;
  * the splits share no template, each has >= 1,500 cases and >= 300 templates, 55-60 % secret,
    and all three language groups are well represented;
  * the runner's own load_corpus / score (../shared/bench/secrets/run.py) load both files and
    score the gold verdicts with their spans at precision 1, recall 1 and span hit rate 1,
    overall and per language group;
  * determinism: make_corpus.py run twice more (PYTHONHASHSEED 1 and random) into temporary
    directories gives byte-identical files.
It prints counts per kind, language and label, and exits non-zero on any failure.
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
import checks20 as C  # noqa: E402
from make_corpus import PLAN, LANGS  # noqa: E402

FIELDS = ("id", "text", "lang", "label", "kind", "span", "source", "template")


def runner_path():
    if os.environ.get("SECBENCH_RUNNER"):
        return os.environ["SECBENCH_RUNNER"]
    repo = os.path.dirname(os.path.dirname(HERE))  # bench/secrets_corpus20 -> repo root
    return os.path.join(os.path.dirname(repo), "shared", "bench", "secrets", "run.py")


def load_runner():
    p = runner_path()
    spec = importlib.util.spec_from_file_location("secbench_run", p)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def fail(msg):
    print("SELF-CHECK FAILED: " + msg)
    sys.exit(1)


def check_file(path, split):
    cases = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                c = json.loads(line)
            except ValueError as e:
                fail("%s:%d is not valid JSON (%s)" % (path, n, e))
            if tuple(c.keys()) != FIELDS:
                fail("%s:%d fields %r" % (path, n, list(c.keys())))
            cases.append(c)
    checks = Counter()
    for c in cases:
        if c["lang"] not in LANGS or c["label"] not in ("secret", "benign") or c["source"] != "synthetic":
            fail("bad field value in %s" % c["id"])
        if c["kind"] not in PLAN or PLAN[c["kind"]][0] != c["label"]:
            fail("kind/label mismatch in %s" % c["id"])
        if c["id"] != "v" + hashlib.sha256(c["text"].encode("utf-8")).hexdigest()[:12]:
            fail("id is not the hash of the text: %s" % c["id"])
        if not c["template"].startswith("%s.%s." % (c["kind"], c["lang"])):
            fail("template id does not match kind/lang: %s" % c["id"])
        if c["label"] == "secret":
            sp = c["span"]
            if not isinstance(sp, str) or not sp or c["text"].find(sp) < 0:
                fail("span not found in text: %s" % c["id"])
            try:
                checks[C.check_span(c["kind"], sp, c["lang"])] += 1
            except AssertionError as e:
                fail("structure re-check failed for %s (%s): %s" % (c["id"], c["kind"], str(e)[:200]))
        else:
            if c["span"] is not None:
                fail("benign case with a span: %s" % c["id"])
            b = C.benign_ok(c["text"], c["kind"])
            if b:
                fail("benign text holds a %s: %s" % (b, c["id"]))
            checks["benign_clean"] += 1
        if not C.lang_ok(c["text"], c["span"], c["lang"]):
            fail("language check failed: %s" % c["id"])
    ids = [c["id"] for c in cases]
    if len(ids) != len(set(ids)):
        fail("duplicate ids in " + split)
    if ids != sorted(ids):
        fail("%s is not sorted by id" % split)
    return cases, checks


def counts_table(cases):
    cnt = Counter((c["label"], c["kind"], c["lang"]) for c in cases)
    lines = ["  %-7s %-20s %4s %4s %6s %6s" % ("label", "kind", "en", "zh", "mixed", "total")]
    for label in ("secret", "benign"):
        for kind, (lab, _q) in PLAN.items():
            if lab == label:
                row = [cnt[(label, kind, l)] for l in LANGS]
                lines.append("  %-7s %-20s %4d %4d %6d %6d" % (label, kind, row[0], row[1], row[2], sum(row)))
    by_lang = Counter((c["lang"], c["label"]) for c in cases)
    for l in LANGS:
        lines.append("  %-7s secret %4d  benign %4d" % (l, by_lang[(l, "secret")], by_lang[(l, "benign")]))
    return "\n".join(lines)


def gold_score(run, path):
    cases = run.load_corpus(path)
    results = {c["id"]: run.normalise({"secret": c["label"] == "secret", "spans": [c["span"]] if c.get("span") else []})
               for c in cases}
    s = run.score(cases, results)
    o = s["overall"]
    if not (o["precision"] == 1.0 and o["recall"] == 1.0 and o["fp"] == 0 and o["fn"] == 0):
        fail("gold verdicts do not score 1/1 on %s" % path)
    if s["span_hit_rate"] != 1.0 or s["errors"]:
        fail("gold spans do not all hit on %s" % path)
    for l, b in s["by_lang"].items():
        if b["recall"] != 1.0 or b["precision"] != 1.0:
            fail("gold verdicts below 1 in %s on %s" % (l, path))
    return len(cases), s["span_checked"]


def regen_identical(paths):
    with tempfile.TemporaryDirectory() as d:
        for i, hs in enumerate(("1", "random")):
            out = os.path.join(d, "run%d" % i)
            env = dict(os.environ, PYTHONHASHSEED=hs)
            subprocess.run([sys.executable, os.path.join(HERE, "make_corpus.py"), "--out", out], check=True,
                           env=env, stdout=subprocess.DEVNULL)
            for split, p in paths.items():
                a = open(p, "rb").read()
                b = open(os.path.join(out, split + ".jsonl"), "rb").read()
                if a != b:
                    fail("regeneration %d (PYTHONHASHSEED=%s) differs for %s" % (i + 1, hs, split))
    return True


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dir", default=HERE)
    ap.add_argument("--no-regen", action="store_true")
    a = ap.parse_args(argv)
    paths = {s: os.path.join(a.dir, s + ".jsonl") for s in ("dev", "test")}
    run = load_runner()
    data, tpls = {}, {}
    for split, p in paths.items():
        cases, checks = check_file(p, split)
        data[split] = cases
        tpls[split] = {c["template"] for c in cases}
        n = len(cases)
        ns = sum(c["label"] == "secret" for c in cases)
        print("%s.jsonl: %d cases, %d secret (%.1f %%), %d benign, %d templates used" % (
            split, n, ns, 100 * ns / n, n - ns, len(tpls[split])))
        print(counts_table(cases))
        print("  re-checked from the file: " + ", ".join("%s %d" % kv for kv in sorted(checks.items())))
        if n < 1500:
            fail("%s has fewer than 1,500 cases" % split)
        if len(tpls[split]) < 300:
            fail("%s uses fewer than 300 templates" % split)
        if not 0.55 <= ns / n <= 0.60:
            fail("%s secret share %.3f outside 55-60 %%" % (split, ns / n))
        for l in LANGS:
            if sum(c["lang"] == l for c in cases) < 0.25 * n:
                fail("%s: language group %s under 25 %%" % (split, l))
        ncase, nspan = gold_score(run, p)
        print("  runner: %d cases loaded, gold verdicts score P 1.000 R 1.000, span hit rate 1.000 over %d spans" % (
            ncase, nspan))
    if tpls["dev"] & tpls["test"]:
        fail("templates shared between splits: %s" % sorted(tpls["dev"] & tpls["test"])[:5])
    if {c["id"] for c in data["dev"]} & {c["id"] for c in data["test"]}:
        fail("ids shared between splits")
    if {c["text"] for c in data["dev"]} & {c["text"] for c in data["test"]}:
        fail("texts shared between splits")
    print("splits: no shared template, id or text")
    if not a.no_regen:
        regen_identical(paths)
        print("determinism: two more runs (PYTHONHASHSEED=1, random) gave byte-identical files")
    for split, p in paths.items():
        print("sha256 %s  %s" % (hashlib.sha256(open(p, "rb").read()).hexdigest(), os.path.basename(p)))
    print("SELF-CHECK PASSED")


if __name__ == "__main__":
    main()
