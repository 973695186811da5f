#!/usr/bin/env python3
"""Self-check for secrets_corpus22 (dev.jsonl and test.jsonl next to this file, or --dir DIR).

Checks: valid JSON with the schema's fields; unique ids (within and across splits) equal to the
hash of the text; every secret span is a substring of its text and still has the structure of its
kind when re-read from the file; no benign text holds a card number or a valid seed phrase; every
text passes its language check; the splits share no template, id or text; each split has at least
1,200 cases from at least 250 templates, 55-65 % secret, each language group at least a quarter,
all 19 secret kinds and all 20 benign kinds, every (kind, language) group filled; the runner's
own load_corpus and score give the gold verdicts (with their spans) precision 1.000, recall
1.000 and span hit rate 1.000 overall and per language; two regenerations (PYTHONHASHSEED=1 and
random) are byte-identical to the files (skip with --no-regen).

  /work/venv/bin/python selfcheck22.py [--dir DIR] [--no-regen] [--runner PATH]
"""
import argparse
import hashlib
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import checks22 as C  # noqa: E402
import make_corpus as M  # noqa: E402

FIELDS = ("id", "text", "lang", "label", "kind", "span", "source", "template")
RUNNER_CANDIDATES = [os.environ.get("SECBENCH_RUNNER", ""),
                     os.path.join(HERE, "..", "..", "..", "shared", "bench", "secrets", "run.py"),
                     "/work/shared/bench/secrets/run.py"]
DEFAULT_RUNNER = next((p for p in RUNNER_CANDIDATES if p and os.path.exists(p)), "/work/shared/bench/secrets/run.py")


class Fail(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise Fail(msg)


def load_runner(path):
    spec = importlib.util.spec_from_file_location("secbench_run", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def read_split(path):
    cases = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            need(line.endswith("\n"), "%s:%d: missing newline" % (path, n))
            try:
                c = json.loads(line)
            except ValueError as e:
                raise Fail("%s:%d: invalid JSON (%s)" % (path, n, e))
            need(isinstance(c, dict) and set(c) == set(FIELDS), "%s:%d: fields %s" % (path, n, sorted(c)))
            cases.append(c)
    return cases


def check_split(name, cases):
    secret_kinds = set(M.WEAK + M.OTHER_SECRET)
    benign_kinds = set(M.MAIN_BENIGN + M.OTHER_BENIGN)
    for c in cases:
        cid = c["id"]
        need(c["source"] == "synthetic", "%s: source" % cid)
        need(c["lang"] in M.LANGS, "%s: lang" % cid)
        need(c["label"] in ("secret", "benign"), "%s: label" % cid)
        need(cid == M.case_id(c["text"]), "%s: id is not the hash of the text" % cid)
        kind = c["kind"]
        need(c["template"].startswith(kind + "." + c["lang"] + "."), "%s: template name" % cid)
        if c["label"] == "secret":
            need(kind in secret_kinds, "%s: secret kind %s" % (cid, kind))
            span = c["span"]
            need(isinstance(span, str) and span and span in c["text"], "%s: span not a substring" % cid)
            need(span == span.strip(), "%s: span padded" % cid)
            need(C.span_structure(kind, span), "%s: span lost the structure of %s" % (cid, kind))
        else:
            need(kind in benign_kinds, "%s: benign kind %s" % (cid, kind))
            need(c["span"] is None, "%s: benign with a span" % cid)
            try:
                C.check_benign(c["text"])
            except C.CheckError as e:
                raise Fail("%s: %s" % (cid, e))
        try:
            C.check_lang(c["text"], c["span"], c["lang"])
        except C.CheckError as e:
            raise Fail("%s: %s" % (cid, e))
    n = len(cases)
    ids = Counter(c["id"] for c in cases)
    need(max(ids.values()) == 1, "%s: duplicate id" % name)
    need(len({c["text"] for c in cases}) == n, "%s: duplicate text" % name)
    need(n >= 1200, "%s: only %d cases" % (name, n))
    tpl = {c["template"] for c in cases}
    need(len(tpl) >= 250, "%s: only %d templates" % (name, len(tpl)))
    nsec = sum(c["label"] == "secret" for c in cases)
    need(0.55 <= nsec / n <= 0.65, "%s: secret share %.3f" % (name, nsec / n))
    langs = Counter(c["lang"] for c in cases)
    for l in M.LANGS:
        need(langs[l] >= n / 4, "%s: %s only %d of %d" % (name, l, langs[l], n))
    kinds = Counter(c["kind"] for c in cases)
    need(set(kinds) == secret_kinds | benign_kinds, "%s: kinds missing: %s" % (name, (secret_kinds | benign_kinds) - set(kinds)))
    need(len(secret_kinds) == 19 and len(benign_kinds) == 20, "kind lists")
    groups = Counter((c["kind"], c["lang"]) for c in cases)
    for kind, (label, per, ntpl) in M.PLAN.items():
        for l in M.LANGS:
            need(groups[(kind, l)] == per[l], "%s: %s/%s has %d cases, plan %d" % (name, kind, l, groups[(kind, l)], per[l]))
    return {"n": n, "secret": nsec, "benign": n - nsec, "langs": dict(langs), "templates": len(tpl)}


def runner_score(run, path):
    cases = run.load_corpus(path)
    results = {}
    for c in cases:
        gold = c["label"] == "secret"
        results[c["id"]] = run.normalise({"secret": gold, "spans": [c["span"]] if gold else []})
    s = run.score(cases, results)
    o = s["overall"]
    need(o["precision"] == 1.0 and o["recall"] == 1.0, "runner: overall %.3f/%.3f" % (o["precision"], o["recall"]))
    for l, b in s["by_lang"].items():
        need(b["precision"] == 1.0 and b["recall"] == 1.0, "runner: %s %.3f/%.3f" % (l, b["precision"], b["recall"]))
    need(s["span_hit_rate"] == 1.0, "runner: span hit rate %r" % s["span_hit_rate"])
    need(s["span_checked"] == sum(c["label"] == "secret" for c in cases), "runner: spans checked")
    need(not s["errors"] and not s["false_negatives"] and not s["false_positives"], "runner: errors")
    return o["precision"], o["recall"]


def regen_identical(d):
    for seed in ("1", "random"):
        with tempfile.TemporaryDirectory(prefix="corpus22-") as tmp:
            env = dict(os.environ, PYTHONHASHSEED=seed)
            subprocess.run([sys.executable, os.path.join(HERE, "make_corpus.py"), "--out", tmp], check=True,
                           env=env, stdout=subprocess.DEVNULL)
            for split in ("dev", "test"):
                a = open(os.path.join(d, split + ".jsonl"), "rb").read()
                b = open(os.path.join(tmp, split + ".jsonl"), "rb").read()
                need(a == b, "regeneration under PYTHONHASHSEED=%s differs for %s" % (seed, split))


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", default=HERE)
    ap.add_argument("--no-regen", action="store_true")
    ap.add_argument("--runner", default=DEFAULT_RUNNER)
    a = ap.parse_args(argv)
    try:
        splits = {s: read_split(os.path.join(a.dir, s + ".jsonl")) for s in ("dev", "test")}
        summary = {s: check_split(s, cs) for s, cs in splits.items()}
        dev, test = splits["dev"], splits["test"]
        need(not ({c["template"] for c in dev} & {c["template"] for c in test}), "splits share a template")
        need(not ({c["text"] for c in dev} & {c["text"] for c in test}), "splits share a text")
        need(not ({c["id"] for c in dev} & {c["id"] for c in test}), "splits share an id")
        # the template files agree with the split rule
        tpls, groups = M.load_templates()
        tsplit = {t.id: M.split_of(t) for t in tpls}
        for s, cs in splits.items():
            need(all(tsplit[c["template"]] == s for c in cs), "%s: a case from the other split's template" % s)
        run = load_runner(a.runner)
        scores = {s: runner_score(run, os.path.join(a.dir, s + ".jsonl")) for s in splits}
        if not a.no_regen:
            regen_identical(a.dir)
    except Fail as e:
        print("selfcheck FAILED:", e)
        return 1
    for s in ("dev", "test"):
        m = summary[s]
        print("%s: %d cases (secret %d, benign %d; en %d, zh %d, mixed %d) from %d templates; runner P/R %.3f/%.3f" % (
            s, m["n"], m["secret"], m["benign"], m["langs"]["en"], m["langs"]["zh"], m["langs"]["mixed"],
            m["templates"], *scores[s]))
    for s in ("dev", "test"):
        print("%s  %s.jsonl" % (hashlib.sha256(open(os.path.join(a.dir, s + ".jsonl"), "rb").read()).hexdigest(), s))
    print("selfcheck ok" + (" (regeneration not checked)" if a.no_regen else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
