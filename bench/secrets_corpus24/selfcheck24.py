#!/usr/bin/env python3
"""Self-check for secrets_corpus24.

    python selfcheck24.py [--runner PATH/run.py] [--no-regen]

Checks both files (schema, ids, uniqueness, the split, spans, structure re-read from the span
alone, benign texts, languages, counts against the plan), scores the gold verdicts with the
runner's own load_corpus / normalise / score, regenerates both files twice (PYTHONHASHSEED=1 and
random) and compares bytes, then prints the count tables and
`selfcheck24: N passed, 0 failed`.
"""
import argparse
import collections
import hashlib
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import checks24 as C  # noqa: E402
import fill24 as F  # noqa: E402
import make_corpus as M  # noqa: E402
import struct24 as S  # noqa: E402

FIELDS = ["id", "text", "lang", "label", "kind", "span", "source", "template"]
PASSED, FAILED = [], []


def check(cond, what):
    (PASSED if cond else FAILED).append(what)
    if not cond:
        print("FAIL:", what)
    return cond


def find_runner(arg):
    cands = [arg, os.environ.get("SECBENCH_RUNNER"),
             os.path.join(HERE, "..", "..", "..", "shared", "bench", "secrets", "run.py")]
    for c in cands:
        if c and os.path.exists(c):
            return os.path.abspath(c)
    return None


def load_runner(path):
    spec = importlib.util.spec_from_file_location("secbench_run", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runner")
    ap.add_argument("--no-regen", action="store_true")
    ap.add_argument("--dir", default=HERE)
    a = ap.parse_args()

    check(S.selftest() > 50, "struct24 known-answer self-test")
    check(F.selftest() > 50, "fill24 self-test")

    groups = M.load_templates()
    tsplit = {t.name: t for ts in groups.values() for t in ts}
    data, raw = {}, {}
    for split in M.SPLITS:
        p = os.path.join(a.dir, split + ".jsonl")
        with open(p, "rb") as f:
            raw[split] = f.read()
        cases = []
        for n, line in enumerate(raw[split].decode("utf-8").splitlines(), 1):
            try:
                c = json.loads(line)
            except ValueError:
                check(False, "%s:%d is JSON" % (split, n))
                continue
            cases.append(c)
        data[split] = cases
        check(all(list(c.keys()) == FIELDS for c in cases), "%s: every line has exactly the schema's fields" % split)
        check([c["id"] for c in cases] == sorted(c["id"] for c in cases), "%s: sorted by id" % split)
        check(all(c["id"] == M.ID_PREFIX + hashlib.sha256(c["text"].encode("utf-8")).hexdigest()[:12] for c in cases),
              "%s: every id is the hash of its text" % split)
        check(len({c["id"] for c in cases}) == len(cases), "%s: ids unique" % split)
        check(len({c["text"] for c in cases}) == len(cases), "%s: texts unique" % split)
        check(all(c["source"] == "synthetic" and c["lang"] in M.LANGS and c["label"] in ("secret", "benign")
                  and c["kind"] in M.PLAN and M.PLAN[c["kind"]][0] == c["label"] for c in cases),
              "%s: source, lang, label and kind are valid and agree with the plan" % split)
        # templates belong to this split and name the case's kind and language
        ok = all(c["template"] in tsplit and tsplit[c["template"]].split == split
                 and tsplit[c["template"]].kind == c["kind"] and tsplit[c["template"]].lang == c["lang"] for c in cases)
        check(ok, "%s: every case's template belongs to the split and names its kind and language" % split)
        mine = {t.name for t in tsplit.values() if t.split == split}
        used = {c["template"] for c in cases}
        check(used == mine, "%s: every template of the split is used (%d)" % (split, len(mine)))
        check(len(mine) >= 250, "%s: at least 250 templates" % split)

        # spans and structure
        span_ok = struct_ok = lang_ok = benign_ok = True
        bad = []
        for c in cases:
            if c["label"] == "secret":
                sp = c["span"]
                if not (isinstance(sp, str) and sp and sp == sp.strip() and sp in c["text"]):
                    span_ok = False
                    bad.append(("span", c["id"]))
                    continue
                try:
                    C.check_secret(c["kind"], sp, None)
                    if c["kind"] in ("mnemonic_bip39_en", "mnemonic_zh"):
                        lang, words = C.phrase_from_span(sp, "english" if c["kind"] == "mnemonic_bip39_en" else None)
                        if not S.MN[lang].check(" ".join(words)):
                            raise C.CheckError("mnemonic.Mnemonic.check")
                except Exception as e:
                    struct_ok = False
                    bad.append(("structure %s" % e, c["id"]))
            else:
                if c["span"] is not None:
                    span_ok = False
                    bad.append(("benign span", c["id"]))
                why = C.benign_violation(c["text"])
                if why:
                    benign_ok = False
                    bad.append(("benign " + why, c["id"]))
            if not C.lang_ok(c["text"], c["span"], c["lang"]):
                lang_ok = False
                bad.append(("lang", c["id"]))
        for b in bad[:10]:
            print("   ", b)
        check(span_ok, "%s: every secret span is an unpadded substring; benign spans are null" % split)
        check(struct_ok, "%s: every secret still has its kind's structure when re-read from the span alone" % split)
        check(benign_ok, "%s: no benign text holds a card, a valid seed phrase, a wallet key, a key block, a JWT, a full API key or an otpauth seed" % split)
        check(lang_ok, "%s: every text passes its language check" % split)

        # counts
        n = len(cases)
        check(n >= 1300, "%s: at least 1,300 cases (%d)" % (split, n))
        nsec = sum(c["label"] == "secret" for c in cases)
        check(0.55 <= nsec / n <= 0.60, "%s: 55-60 %% secret (%.1f %%)" % (split, 100 * nsec / n))
        for lang in M.LANGS:
            share = sum(c["lang"] == lang for c in cases) / n
            check(share >= 0.25, "%s: %s at least a quarter (%.1f %%)" % (split, lang, 100 * share))
        kinds = collections.Counter((c["kind"], c["lang"]) for c in cases)
        check(len({k for k, _ in kinds if M.PLAN[k][0] == "secret"}) == 19, "%s: all 19 secret kinds" % split)
        check(len({k for k, _ in kinds if M.PLAN[k][0] == "benign"}) == 20, "%s: all 20 benign kinds" % split)
        check(all(kinds[(k, l)] == M.PLAN[k][1][i] for k in M.PLAN for i, l in enumerate(M.LANGS)),
              "%s: every (kind, language) group at its planned size" % split)

    # across splits
    d, t = data["dev"], data["test"]
    check(not ({c["id"] for c in d} & {c["id"] for c in t}), "splits share no id")
    check(not ({c["text"] for c in d} & {c["text"] for c in t}), "splits share no text")
    check(not ({c["template"] for c in d} & {c["template"] for c in t}), "splits share no template")
    # security answers come from shared pools (see README, Limits); every other secret of 8+ characters is random
    hi = lambda cs: {c["span"] for c in cs if c["span"] and len(c["span"]) >= 8 and c["kind"] != "security_answer"}
    shared = hi(d) & hi(t)
    check(not shared, "splits share no high-entropy secret value (%d shared)" % len(shared))
    def keybodies(cs):
        out = set()
        for c in cs:
            if c["kind"] == "private_key":
                k = C.parse_private(c["span"])
                out.add(S.public_raw(k))
        return out
    check(not (keybodies(d) & keybodies(t)), "splits share no private key (compared by public half)")

    # the runner's own scoring of the gold verdicts
    runner = find_runner(a.runner)
    if check(runner is not None, "runner found"):
        R = load_runner(runner)
        for split in M.SPLITS:
            cases = R.load_corpus(os.path.join(a.dir, split + ".jsonl"))
            res = {c["id"]: R.normalise({"secret": c["label"] == "secret", "spans": [c["span"]] if c["span"] else []}) for c in cases}
            sc = R.score(cases, res)
            o = sc["overall"]
            check(o["precision"] == 1.0 and o["recall"] == 1.0 and sc["span_hit_rate"] == 1.0,
                  "%s: gold verdicts score P 1.000 R 1.000 span hit 1.000 with the runner" % split)
            check(all(b["precision"] == 1.0 and b["recall"] == 1.0 for b in sc["by_lang"].values()),
                  "%s: per-language P and R 1.000" % split)

    # determinism: two regenerations, byte-identical
    if not a.no_regen:
        for hs in ("1", "random"):
            with tempfile.TemporaryDirectory() as tmp:
                env = dict(os.environ, PYTHONHASHSEED=hs)
                p = subprocess.run([sys.executable, os.path.join(HERE, "make_corpus.py"), "--out", tmp], env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                same = p.returncode == 0 and all(open(os.path.join(tmp, s + ".jsonl"), "rb").read() == raw[s] for s in M.SPLITS)
                check(same, "regeneration under PYTHONHASHSEED=%s is byte-identical" % hs)

    # summary counts
    print()
    for split in M.SPLITS:
        cs = data[split]
        cnt = collections.Counter((c["kind"], c["lang"]) for c in cs)
        print("%s.jsonl: %d cases, %d secret, %d benign; en %d, zh %d, mixed %d; %d templates" % (
            split, len(cs), sum(c["label"] == "secret" for c in cs), sum(c["label"] == "benign" for c in cs),
            *(sum(c["lang"] == l for c in cs) for l in M.LANGS), len({c["template"] for c in cs})))
        for label in ("secret", "benign"):
            row = ["%s %d/%d/%d" % (k, cnt[(k, "en")], cnt[(k, "zh")], cnt[(k, "mixed")]) for k in M.PLAN if M.PLAN[k][0] == label]
            print("  %s (en/zh/mixed): %s" % (label, ", ".join(row)))
    print()
    print("selfcheck24: %d passed, %d failed" % (len(PASSED), len(FAILED)))
    sys.exit(1 if FAILED else 0)


if __name__ == "__main__":
    main()
