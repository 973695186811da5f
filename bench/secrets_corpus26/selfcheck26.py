#!/usr/bin/env python3
"""selfcheck26.py — checks dev.jsonl and test.jsonl of secrets_corpus26.

  python selfcheck26.py [--runner PATH/run.py] [--dev-counts PATH/dev_counts.txt] [--no-regen]

Schema, ids, spans, structure (with a second, independent opinion where one exists),
benign scans, language checks, quotas, the template split, the runner's own scoring of
the gold verdicts, and determinism (two rebuilds, compared byte for byte).
"""
import argparse
import base64
import hashlib
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import struct26 as S  # noqa: E402
import vals26 as V  # noqa: E402
import fill26  # noqa: E402
import checks26 as C  # noqa: E402
import make_corpus as M  # noqa: E402

from mnemonic import Mnemonic  # noqa: E402
from cryptography.hazmat.primitives import serialization as ser  # noqa: E402

FIELDS = ["id", "text", "lang", "label", "kind", "span", "source", "template"]


class Tally:
    def __init__(self):
        self.passed = 0
        self.failed = []

    def ok(self, cond, what):
        if cond:
            self.passed += 1
        else:
            self.failed.append(what)
        return cond


def find_file(arg, envname, candidates):
    if arg:
        return arg
    if os.environ.get(envname):
        return os.environ[envname]
    for c in candidates:
        p = os.path.normpath(os.path.join(HERE, c))
        if os.path.exists(p):
            return p
    return None


def load_runner(path):
    spec = importlib.util.spec_from_file_location("secbench_run", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def second_opinion(kind, span):
    """An independent re-check of the span's structure where one exists (else True)."""
    if kind == "card_number":
        d = re.sub(r"[ \-]", "", V.halfwidth(span))
        s = 0
        for i, ch in enumerate(reversed(d)):
            x = int(ch) * (2 if i % 2 else 1)
            s += x // 10 + x % 10
        return s % 10 == 0
    if kind == "mnemonic_bip39_en":
        ws = V.mn_valid_from_span(span)
        return ws is not None and Mnemonic("english").check(" ".join(ws))
    if kind == "mnemonic_zh":
        r = V.mz_valid_from_span(span)
        if r is None:
            return False
        name = "chinese_simplified" if r[1] == "zh_s" else "chinese_traditional"
        return Mnemonic(name).check(" ".join(r[0]))
    if kind == "totp_secret":
        s = span.strip()
        m = re.search(r"secret=([A-Z2-7]+)", s)
        if m:
            t = m.group(1)
        elif re.fullmatch(r"[0-9a-f]+", s):
            return len(bytes.fromhex(s)) in (10, 16, 20, 32)
        else:
            t = re.sub(r"[\s\-=]", "", s).upper()
        t += "=" * (-len(t) % 8)
        return len(base64.b32decode(t)) in (10, 16, 20, 32)
    if kind == "private_key_pem":
        for c in V.pem_unlayout(span):
            try:
                if "PGP PRIVATE KEY BLOCK" in c:
                    S.pgp_parse_secret(c)
                    return True
                b = c.strip().encode()
                k = ser.load_ssh_private_key(b, None) if b"OPENSSH" in b else ser.load_pem_private_key(b, None)
                der = k.private_bytes(ser.Encoding.DER, ser.PrivateFormat.PKCS8, ser.NoEncryption())
                return ser.load_der_private_key(der, None) is not None
            except Exception:
                continue
        return False
    if kind == "crypto_wallet_key":
        r = V.wallet_read(span)
        if r is None:
            return False
        t = r[0]
        s = span.strip()
        if t == "wif" or t in ("xprv", "yprv", "zprv", "tprv"):
            raw = S.b58decode(s)
            return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]
        return True
    if kind == "jwt":
        h, p, sig = span.split(".")
        hdr = json.loads(S.b64u_dec(h))
        json.loads(S.b64u_dec(p))
        return "alg" in hdr
    if kind == "github_token" and span[:4] in ("ghp_", "gho_", "ghu_", "ghs_", "ghr_"):
        import zlib
        return S.b62(zlib.crc32(span[4:34].encode()), 6) == span[34:]
    return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runner")
    ap.add_argument("--dev-counts")
    ap.add_argument("--no-regen", action="store_true")
    a = ap.parse_args()
    T = Tally()

    # self-tests
    T.ok(S.selftest() > 50, "struct26.selftest")
    T.ok(fill26.selftest() > 50, "fill26.selftest")
    for lang, name in (("en", "english"), ("zh_s", "chinese_simplified"), ("zh_t", "chinese_traditional")):
        T.ok(S.WORDLISTS[lang] == list(Mnemonic(name).wordlist), "word list %s" % lang)

    runner_path = find_file(a.runner, "SECBENCH_RUNNER", ["../../../shared/bench/secrets/run.py", "../in26/run.py"])
    counts_path = find_file(a.dev_counts, "SECBENCH_DEV_COUNTS", ["../../../shared/bench/secrets/dev_counts.txt", "../in26/dev_counts.txt"])
    runner = load_runner(runner_path) if runner_path else None
    T.ok(runner is not None, "runner found")

    tpls, groups = M.load_templates()
    M.check_plan(groups)
    tmap = {t.tid: t for t in tpls}
    splits = {}
    for split in ("dev", "test"):
        path = os.path.join(HERE, split + ".jsonl")
        cases = runner.load_corpus(path) if runner else [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
        splits[split] = cases
        with open(path, encoding="utf-8") as f:
            raw = [l for l in f.read().split("\n") if l]
        T.ok(len(raw) == len(cases), "%s: line count" % split)
        for line in raw:
            T.ok(list(json.loads(line).keys()) == FIELDS, "%s: field order" % split)
        ids = [c["id"] for c in cases]
        T.ok(ids == sorted(ids), "%s: sorted by id" % split)
        T.ok(len(set(ids)) == len(ids), "%s: unique ids" % split)

    # kinds against the shared dev set
    want_kinds = None
    if counts_path:
        want_kinds = {}
        for line in open(counts_path, encoding="utf-8"):
            parts = line.strip().split("\t")
            if len(parts) == 3 and parts[0] in ("secret", "benign"):
                want_kinds[parts[1]] = parts[0]
        T.ok(len(want_kinds) == 47, "dev_counts lists 47 kinds")
        T.ok(want_kinds == {k: v[0] for k, v in M.PLAN.items()}, "the plan's kinds and labels are the shared dev set's")

    all_ids = Counter()
    all_texts = Counter()
    secret_vals = defaultdict(set)
    keyfps = defaultdict(set)
    used_t = defaultdict(set)
    for split, cases in splits.items():
        for c in cases:
            all_ids[c["id"]] += 1
            all_texts[c["text"]] += 1
            tag = "%s %s" % (split, c["id"])
            T.ok(c["id"] == "k" + hashlib.sha256(c["text"].encode("utf-8")).hexdigest()[:12], tag + ": id is the hash of the text")
            T.ok(c["source"] == "synthetic", tag + ": source")
            T.ok(c["lang"] in ("en", "zh", "mixed"), tag + ": lang value")
            T.ok(c["kind"] in M.PLAN and M.PLAN[c["kind"]][0] == c["label"], tag + ": label matches kind")
            t = tmap.get(c["template"])
            T.ok(t is not None and t.split == split and t.kind == c["kind"] and t.lang == c["lang"], tag + ": template belongs to split, kind, lang")
            used_t[split].add(c["template"])
            span = c["span"]
            if c["label"] == "secret":
                ok = isinstance(span, str) and span in c["text"] and span == span.strip() and len(span) > 0
                T.ok(ok, tag + ": span is an unpadded substring")
                if ok:
                    T.ok(C.span_alone(c["kind"], span), tag + ": structure from the span alone (%s)" % c["kind"])
                    try:
                        so = second_opinion(c["kind"], span)
                    except Exception:
                        so = False
                    T.ok(so, tag + ": second opinion (%s)" % c["kind"])
                    if c["kind"] != "security_answer" and len(span) >= 8:
                        secret_vals[span].add(split)
                    if c["kind"] == "private_key_pem":
                        r = V.pk_parse(span)
                        if r:
                            keyfps[r[1]].add(split)
            else:
                T.ok(span is None, tag + ": benign span is null")
                T.ok(not C.benign_scan(c["text"], c["kind"]), tag + ": benign text holds no secret structure")
            T.ok(C.lang_ok(c["text"], c["lang"], span), tag + ": language check")

    T.ok(all(n == 1 for n in all_ids.values()), "no id twice across the splits")
    T.ok(all(n == 1 for n in all_texts.values()), "no text twice across the splits")
    T.ok(not [v for v, s in secret_vals.items() if len(s) > 1], "no secret value (8+ chars, answers aside) in both splits")
    T.ok(not [v for v, s in keyfps.items() if len(s) > 1], "no private key in both splits")
    T.ok(not (used_t["dev"] & used_t["test"]), "no template used in both splits")
    for split in ("dev", "test"):
        own = {t.tid for t in tpls if t.split == split}
        T.ok(used_t[split] == own, "%s: every template of the split is used" % split)

    # quotas
    for split, cases in splits.items():
        cnt = Counter((c["kind"], c["lang"]) for c in cases)
        for kind, (label, q, nt) in M.PLAN.items():
            for li, lang in enumerate(M.LANGS):
                T.ok(cnt[(kind, lang)] == q[li], "%s: %s/%s has %d, plan %d" % (split, kind, lang, cnt[(kind, lang)], q[li]))
        n = len(cases)
        T.ok(n >= 1200, "%s: at least 1,200 cases" % split)
        T.ok(len(used_t[split]) >= 300, "%s: at least 300 templates" % split)
        sec = sum(c["label"] == "secret" for c in cases) / n
        T.ok(0.55 <= sec <= 0.65, "%s: 55-65 %% secret (%.3f)" % (split, sec))
        lc = Counter(c["lang"] for c in cases)
        T.ok(0.50 <= lc["en"] / n <= 0.60, "%s: en share %.3f" % (split, lc["en"] / n))
        T.ok(0.25 <= lc["zh"] / n <= 0.32, "%s: zh share %.3f" % (split, lc["zh"] / n))
        T.ok(0.14 <= lc["mixed"] / n <= 0.20, "%s: mixed share %.3f" % (split, lc["mixed"] / n))
        kinds = {c["kind"] for c in cases}
        T.ok(len(kinds) == 47, "%s: all 47 kinds present" % split)
    T.ok(Counter((c["kind"], c["lang"]) for c in splits["dev"]) == Counter((c["kind"], c["lang"]) for c in splits["test"]),
         "both splits have the same quota per (kind, lang)")

    # the runner scores the gold verdicts perfectly, with span hits
    if runner:
        for split, cases in splits.items():
            res = {c["id"]: runner.normalise({"secret": c["label"] == "secret", "spans": [c["span"]] if c["span"] else []}) for c in cases}
            s = runner.score(cases, res)
            o = s["overall"]
            T.ok(o["precision"] == 1.0 and o["recall"] == 1.0, "%s: runner gives gold P=R=1" % split)
            T.ok(s["span_hit_rate"] == 1.0, "%s: runner span hit rate 1" % split)
            for lang, b in s["by_lang"].items():
                T.ok(b["recall"] == 1.0 and b["precision"] == 1.0, "%s/%s: runner gives gold P=R=1" % (split, lang))

    # determinism: two rebuilds, byte-identical to the files here
    if not a.no_regen:
        here = {s: hashlib.sha256(open(os.path.join(HERE, s + ".jsonl"), "rb").read()).hexdigest() for s in ("dev", "test")}
        for seed in ("1", "random"):
            with tempfile.TemporaryDirectory() as d:
                env = dict(os.environ, PYTHONHASHSEED=seed)
                p = subprocess.run([sys.executable, os.path.join(HERE, "make_corpus.py"), "--out", d], env=env,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                T.ok(p.returncode == 0, "rebuild (PYTHONHASHSEED=%s) ran: %s" % (seed, p.stderr.decode()[-300:]))
                for s in ("dev", "test"):
                    fp = os.path.join(d, s + ".jsonl")
                    h = hashlib.sha256(open(fp, "rb").read()).hexdigest() if os.path.exists(fp) else None
                    T.ok(h == here[s], "rebuild (PYTHONHASHSEED=%s) of %s is byte-identical" % (seed, s))
        for s in ("dev", "test"):
            print("%s  %s.jsonl" % (here[s], s))

    # counts
    for split, cases in splits.items():
        c = Counter((x["label"], x["kind"], x["lang"]) for x in cases)
        print("\n%s: %d cases, %d templates" % (split, len(cases), len(used_t[split])))
        for label in ("secret", "benign"):
            for kind in sorted(k for k, v in M.PLAN.items() if v[0] == label):
                print("  %-7s %-22s en %3d  zh %3d  mixed %3d" % (label, kind, c[(label, kind, "en")], c[(label, kind, "zh")], c[(label, kind, "mixed")]))
    if T.failed:
        print("\nFAILED:")
        for f in T.failed[:60]:
            print("  " + f)
        if len(T.failed) > 60:
            print("  ... %d more" % (len(T.failed) - 60))
    print("\nselfcheck26: %d passed, %d failed" % (T.passed, len(T.failed)))
    return 1 if T.failed else 0


if __name__ == "__main__":
    sys.exit(main())
