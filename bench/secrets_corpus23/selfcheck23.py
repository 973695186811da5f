#!/usr/bin/env python3
"""Self-check for secrets_corpus23 (dev.jsonl and test.jsonl next to this file).

  python selfcheck23.py               all checks, including two byte-for-byte regenerations
  python selfcheck23.py --no-regen    skip the regenerations
  python selfcheck23.py --runner PATH use this run.py (default: $SECBENCH_RUNNER, then
                                      ../../../shared/bench/secrets/run.py, then /work/shared/bench/secrets/run.py)

Exits 0 and prints "selfcheck23: N passed, 0 failed" when everything holds.
"""
import argparse
import collections
import hashlib
import importlib.util
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import checks23 as C  # noqa: E402
import make_corpus as M  # noqa: E402

from mnemonic import Mnemonic  # noqa: E402

MN = {l: Mnemonic(l) for l in ("english", "chinese_simplified", "chinese_traditional")}
FIELDS = {"id", "text", "lang", "label", "kind", "span", "source", "template"}
HIGH_ENTROPY = {"totp_secret", "crypto_wallet_key", "mnemonic_bip39_en", "mnemonic_zh", "private_key", "jwt",
                "api_key", "recovery_codes", "connection_string", "url_credentials", "card_number"}


def find_runner(arg):
    for p in (arg, os.environ.get("SECBENCH_RUNNER"),
              os.path.normpath(os.path.join(HERE, "../../../shared/bench/secrets/run.py")),
              "/work/shared/bench/secrets/run.py"):
        if p and os.path.exists(p):
            return p
    raise SystemExit("run.py not found; pass --runner PATH or set SECBENCH_RUNNER")


def load_runner(path):
    spec = importlib.util.spec_from_file_location("secbench_run", path)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


class Tally:
    def __init__(self):
        self.ok = 0
        self.fail = []

    def check(self, cond, what):
        if cond:
            self.ok += 1
        else:
            self.fail.append(what)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--no-regen", action="store_true")
    ap.add_argument("--runner")
    a = ap.parse_args()
    T = Tally()
    runner = load_runner(find_runner(a.runner))

    templates, groups = M.load_templates()
    tsplit = {t.tid: t.split for t in templates}
    data = {}
    for sp in ("dev", "test"):
        path = os.path.join(HERE, sp + ".jsonl")
        data[sp] = runner.load_corpus(path)
        with open(path, encoding="utf-8") as f:
            raw = [json.loads(l) for l in f if l.strip()]
        T.check([c["id"] for c in raw] == sorted(c["id"] for c in raw), "%s not sorted by id" % sp)
        for c in raw:
            T.check(set(c) == FIELDS, "%s %s: fields %s" % (sp, c.get("id"), sorted(c)))

    all_ids = collections.Counter()
    all_texts = collections.Counter()
    for sp, cases in data.items():
        for c in cases:
            cid, text, kind, lang, label, span = c["id"], c["text"], c["kind"], c["lang"], c["label"], c["span"]
            all_ids[cid] += 1
            all_texts[text] += 1
            T.check(cid == M.ID_PREFIX + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12], "%s: id is not the text hash" % cid)
            T.check(c["source"] == "synthetic", "%s: source" % cid)
            T.check(tsplit.get(c["template"]) == sp, "%s: template %s is not a %s template" % (cid, c["template"], sp))
            T.check(c["template"].split(".")[0] == kind and c["template"].split(".")[1] == lang, "%s: template name" % cid)
            T.check(lang in M.LANGS, "%s: lang" % cid)
            if label == "secret":
                T.check(kind in M.SECRET_KINDS, "%s: kind %s is not a secret kind" % (cid, kind))
                T.check(isinstance(span, str) and span and text.find(span) >= 0, "%s: span not in text" % cid)
                if not (isinstance(span, str) and span in text):
                    continue
                T.check(span == span.strip(), "%s: span padded" % cid)
                ok, name, detail = C.span_check(kind, span)
                T.check(ok, "%s: %s failed on the span (%s)" % (cid, name, detail))
                if kind in ("mnemonic_bip39_en", "mnemonic_zh"):
                    # an independent second opinion: the mnemonic package's own checksum test
                    w = C.readback_en(span) if kind == "mnemonic_bip39_en" else C.readback_zh(span)
                    lists = ["english"] if kind == "mnemonic_bip39_en" else ["chinese_simplified", "chinese_traditional"]
                    T.check(any(MN[l].check(" ".join(w)) for l in lists), "%s: mnemonic.check rejects the phrase" % cid)
                if kind == "card_number":
                    d = C.card_digits(span)
                    T.check(d is not None and sum((int(x) * (1 + i % 2) // 10 + int(x) * (1 + i % 2) % 10)
                                                  for i, x in enumerate(reversed(d))) % 10 == 0, "%s: Luhn" % cid)
                T.check(C.lang_check(lang, text, span) is None, "%s: %s" % (cid, C.lang_check(lang, text, span)))
            else:
                T.check(label == "benign" and kind in M.BENIGN_KINDS, "%s: label/kind" % cid)
                T.check(span is None, "%s: benign case with a span" % cid)
                why = C.benign_check(text)
                T.check(why is None, "%s: benign text holds a secret: %s" % (cid, why))
                T.check(C.lang_check(lang, text, None) is None, "%s: %s" % (cid, C.lang_check(lang, text, None)))
    T.check(max(all_ids.values()) == 1, "an id occurs twice")
    T.check(max(all_texts.values()) == 1, "a text occurs twice")
    dev_t = {c["template"] for c in data["dev"]}
    test_t = {c["template"] for c in data["test"]}
    T.check(not dev_t & test_t, "templates shared by the splits: %s" % sorted(dev_t & test_t)[:5])
    # high-entropy secret values are not shared between the splits
    vals = {sp: {c["span"] for c in data[sp] if c["kind"] in HIGH_ENTROPY} for sp in data}
    T.check(not vals["dev"] & vals["test"], "a high-entropy secret value occurs in both splits")

    # sizes and coverage
    for sp, cases in data.items():
        n = len(cases)
        T.check(n >= 1300, "%s has %d cases (< 1300)" % (sp, n))
        ntpl = len({c["template"] for c in cases})
        T.check(ntpl >= 250, "%s uses %d templates (< 250)" % (sp, ntpl))
        T.check(ntpl == sum(1 for t in templates if t.split == sp), "%s does not use every template of its split" % sp)
        nsec = sum(c["label"] == "secret" for c in cases)
        T.check(0.55 <= nsec / n <= 0.60, "%s secret share %.3f" % (sp, nsec / n))
        for l in M.LANGS:
            T.check(sum(c["lang"] == l for c in cases) >= n / 4, "%s: %s under a quarter" % (sp, l))
        kinds = collections.Counter((c["kind"], c["lang"]) for c in cases)
        T.check({k for k, _ in kinds} == set(M.SECRET_KINDS + M.BENIGN_KINDS), "%s: kinds missing" % sp)
        for key, (q, _) in M.PLAN.items():
            T.check(kinds[key] == q, "%s: %s has %d cases, plan %d" % (sp, key, kinds[key], q))

    # the runner scores the gold verdicts perfectly, spans included
    for sp, cases in data.items():
        results = {c["id"]: runner.normalise({"secret": c["label"] == "secret",
                                              "spans": [c["span"]] if c["span"] else []}) for c in cases}
        s = runner.score(cases, results)
        o = s["overall"]
        T.check(o["precision"] == 1.0 and o["recall"] == 1.0, "%s: gold verdicts do not score 1.0" % sp)
        T.check(s["span_hit_rate"] == 1.0, "%s: span hit rate %s" % (sp, s["span_hit_rate"]))
        for l, b in s["by_lang"].items():
            T.check(b["precision"] == 1.0 and b["recall"] == 1.0, "%s/%s: gold verdicts" % (sp, l))

    # determinism: two regenerations, byte for byte
    if not a.no_regen:
        want = {}
        for sp in ("dev", "test"):
            with open(os.path.join(HERE, sp + ".jsonl"), "rb") as f:
                want[sp] = f.read()
        for seed in ("1", "random"):
            with tempfile.TemporaryDirectory() as d:
                env = dict(os.environ, PYTHONHASHSEED=seed)
                p = subprocess.run([sys.executable, os.path.join(HERE, "make_corpus.py"), "--out", d], env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                T.check(p.returncode == 0, "regeneration failed: %s" % p.stderr.decode()[-300:])
                for sp in ("dev", "test"):
                    path = os.path.join(d, sp + ".jsonl")
                    got = open(path, "rb").read() if os.path.exists(path) else b""
                    T.check(got == want[sp], "regeneration (PYTHONHASHSEED=%s) of %s differs" % (seed, sp))

    # counts
    for sp, cases in data.items():
        t = collections.Counter((c["lang"], c["label"]) for c in cases)
        print("%s: %d cases, %d templates; " % (sp, len(cases), len({c["template"] for c in cases})) +
              ", ".join("%s %s %d" % (l, lb, t[(l, lb)]) for l in M.LANGS for lb in ("secret", "benign")))
    for f in T.fail[:40]:
        print("FAIL", f)
    print("selfcheck23: %d passed, %d failed" % (T.ok, len(T.fail)))
    sys.exit(1 if T.fail else 0)


if __name__ == "__main__":
    main()
