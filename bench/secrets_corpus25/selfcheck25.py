#!/usr/bin/env python3
"""Self-check for secrets_corpus25 (dev.jsonl, test.jsonl).

    python selfcheck25.py [--runner PATH/run.py] [--dev-counts PATH] [--no-regen]

Loads both splits with the shared runner's load_corpus, checks the schema, ids, labels and kinds,
languages, spans, the structure of every secret (checksums re-verified from the span alone, with
independent library calls where one exists), benign texts, the split by template, the plan, the
runner's own scoring of the gold verdicts, and that two fresh builds are byte-identical.
Ends with "selfcheck25: N passed, 0 failed" (exit status 0) or lists the failures (exit status 1).
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
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import struct25 as S  # noqa: E402
import checks25 as C  # noqa: E402
import make_corpus as M  # noqa: E402
import vals25 as V  # noqa: E402
from mnemonic import Mnemonic  # noqa: E402
from cryptography.hazmat.primitives import serialization  # noqa: E402

FIELDS = ["id", "text", "lang", "label", "kind", "span", "source", "template"]
PASSED, FAILED = Counter(), []


def ok(name, cond, detail=""):
    if cond:
        PASSED[name] += 1
    else:
        FAILED.append("%s: %s" % (name, detail))
    return cond


def find_runner(arg):
    for p in (arg, os.environ.get("SECBENCH_RUNNER"),
              os.path.join(HERE, "..", "..", "..", "shared", "bench", "secrets", "run.py")):
        if p and os.path.isfile(p):
            return p
    raise SystemExit("run.py not found: pass --runner PATH")


def load_runner(path):
    spec = importlib.util.spec_from_file_location("secbench_run", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


# ---------------------------------------------------------------------------
# independent structure checks (library calls where one exists)
# ---------------------------------------------------------------------------
def independent(kind, span, jwt_keys):
    """a second opinion on the span, using other code paths than checks25 where possible"""
    if kind == "card_number":
        d = re.sub(r"\D", "", C.unfullwidth(span))
        s = sum(int(c) if i % 2 == 0 else (2 * int(c) - 9 if int(c) > 4 else 2 * int(c))
                for i, c in enumerate(reversed(d)))
        return s % 10 == 0 and 13 <= len(d) <= 19 and d not in S.TEST_CARDS
    if kind == "mnemonic_bip39_en":
        w = C.readback(span, "english")
        return w is not None and Mnemonic("english").check(" ".join(w))
    if kind == "mnemonic_zh":
        for lang in ("chinese_simplified", "chinese_traditional"):
            w = C.readback(span, lang)
            if w is not None and Mnemonic(lang).check(" ".join(w)):
                return True
        return False
    if kind == "totp_secret":
        t = span
        if t.startswith("otpauth://"):
            t = re.search(r"secret=([A-Z2-7]+)", t).group(1)
        t = re.sub(r"[\s-]", "", t).upper().rstrip("=")
        if re.fullmatch(r"[0-9A-F]+", t) and len(t) in (20, 32, 40, 64) and not re.search(r"[G-Z]", t):
            return True
        try:
            raw = base64.b32decode(t + "=" * (-len(t) % 8))
        except Exception:
            return False
        return len(raw) in (10, 16, 20, 32)
    if kind == "jwt":
        h, p, sig = span.split(".")
        hdr = json.loads(S.b64url_dec(h))
        json.loads(S.b64url_dec(p))
        if hdr["alg"] in jwt_keys:
            return S.jwt_verify(span, hdr["alg"], jwt_keys[hdr["alg"]])
        return hdr["alg"] in ("HS256", "HS512") and len(S.b64url_dec(sig)) in (32, 64)
    if kind == "private_key_pem":
        k = C.parse_private_key(span)
        if k is None:
            return False
        der = k.private_bytes(serialization.Encoding.DER, serialization.PrivateFormat.PKCS8,
                              serialization.NoEncryption())
        return serialization.load_der_private_key(der, None) is not None
    if kind == "crypto_wallet_key":
        s = span
        if s[:4] in ("xprv", "yprv", "zprv", "tprv"):
            raw = S.b58decode(s)
            return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:] and len(raw) == 82
        if re.fullmatch(r"[5KLc69T][1-9A-HJ-NP-Za-km-z]{50,51}", s) or re.fullmatch(r"[1-9A-HJ-NP-Za-km-z]{51,52}", s):
            raw = S.b58decode(s)
            if hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]:
                return True
        return C.wallet_ok(s)
    return C.check_span(kind, span, jwt_keys)[0]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runner")
    ap.add_argument("--dev-counts", help="dev_counts.txt of the shared dev set (kinds are compared)")
    ap.add_argument("--no-regen", action="store_true")
    a = ap.parse_args()
    runner = load_runner(find_runner(a.runner))

    # self-tests of the helpers
    ok("struct25_selftest", S.selftest() > 100)
    ok("fill25_selftest", F_selftest() > 20)

    groups = M.load_templates()
    splits = M.split_templates(groups)
    tpl_split = {t.tid: sp for sp in splits for ts in splits[sp].values() for t in ts}
    tpl_code = {t.tid: t.code for sp in splits for ts in splits[sp].values() for t in ts}
    jwt_keys = V.jwt_keys()

    data = {}
    for split in ("dev", "test"):
        path = os.path.join(HERE, split + ".jsonl")
        cases = runner.load_corpus(path)
        data[split] = cases
        ok("runner_load_corpus", len(cases) >= 1200, "%s has %d cases" % (split, len(cases)))
        with open(path, encoding="utf-8") as f:
            raw = [json.loads(ln) for ln in f if ln.strip()]
        for c in raw:
            ok("schema_fields", list(c) == FIELDS, c.get("id"))
        ids = [c["id"] for c in cases]
        ok("sorted_by_id", ids == sorted(ids), split)
        ok("unique_ids", len(set(ids)) == len(ids), split)
        for c in cases:
            cid, text, lang, label, kind, span = (c[k] for k in ("id", "text", "lang", "label", "kind", "span"))
            ok("id_is_text_hash", cid == "t" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12], cid)
            ok("lang_valid", lang in M.LANGS, cid)
            ok("kind_label_valid", (kind in M.SECRET_KINDS and label == "secret") or
               (kind in M.BENIGN_KINDS and label == "benign"), cid)
            ok("source_synthetic", c["source"] == "synthetic", cid)
            t = c["template"]
            ok("template_in_split", tpl_split.get(t) == split, cid)
            ok("template_names_kind_lang", t.startswith("%s.%s." % (kind, lang)), cid)
            if label == "secret":
                if not ok("span_in_text", isinstance(span, str) and span in text, cid):
                    continue
                ok("span_trimmed", span == span.strip(), cid)
                good, name = C.check_span(kind, span, jwt_keys)
                ok("structure_" + name, good, "%s %s %r" % (cid, kind, span[:60]))
                ok("structure_independent_" + kind, independent(kind, span, jwt_keys), "%s %r" % (cid, span[:60]))
                ok("lang_check", C.lang_ok(text, span, lang), cid)
            else:
                ok("benign_span_null", span is None, cid)
                prob = C.benign_problem(text)
                ok("benign_holds_no_secret", prob is None, "%s %s" % (cid, prob))
                ok("lang_check", C.lang_ok(text, None, lang), cid)

        # plan, kinds, balance
        cnt = Counter((c["kind"], c["lang"]) for c in cases)
        for key, (q, ntpl) in M.PLAN.items():
            ok("group_at_planned_size", cnt[key] == q, "%s %s/%s %d != %d" % (split, key[0], key[1], cnt[key], q))
        ok("no_unplanned_group", set(cnt) <= set(M.PLAN), split)
        kinds = {c["kind"] for c in cases}
        ok("all_secret_kinds", set(M.SECRET_KINDS) <= kinds and len(M.SECRET_KINDS) == 24, split)
        ok("all_benign_kinds", set(M.BENIGN_KINDS) <= kinds and len(M.BENIGN_KINDS) == 23, split)
        used = {c["template"] for c in cases}
        ok("every_template_used", used == {t.tid for ts in splits[split].values() for t in ts}, split)
        ok("templates_per_split", len(used) >= 300, "%s %d" % (split, len(used)))
        ns = sum(1 for c in cases if c["label"] == "secret")
        ok("secret_share_55_65", 0.55 <= ns / len(cases) <= 0.65, "%s %.3f" % (split, ns / len(cases)))
        langs = Counter(c["lang"] for c in cases)
        for lg in M.LANGS:
            ok("language_share_quarter", langs[lg] >= len(cases) / 4, "%s %s" % (split, lg))

        # the runner's own scoring of the gold verdicts
        results = {c["id"]: runner.normalise({"secret": c["label"] == "secret",
                                               "spans": [c["span"]] if c["span"] else []}) for c in cases}
        s = runner.score(cases, results)
        o = s["overall"]
        ok("runner_gold_p_r_1", o["precision"] == 1.0 and o["recall"] == 1.0, split)
        ok("runner_gold_span_hit_1", s["span_hit_rate"] == 1.0, split)
        for lg, b in s["by_lang"].items():
            ok("runner_gold_by_lang_1", b["precision"] == 1.0 and b["recall"] == 1.0, "%s %s" % (split, lg))

    # the splits are disjoint
    d, t = data["dev"], data["test"]
    ok("splits_share_no_id", not ({c["id"] for c in d} & {c["id"] for c in t}))
    ok("splits_share_no_text", not ({c["text"] for c in d} & {c["text"] for c in t}))
    ok("splits_share_no_template", not ({c["template"] for c in d} & {c["template"] for c in t}))

    def values(cases):
        out = set()
        for c in cases:
            if c["span"] and len(c["span"]) >= 8 and c["kind"] not in ("security_answer",):
                out.add(c["span"])
        return out
    ok("splits_share_no_secret_value", not (values(d) & values(t)))

    def pubs(cases):
        out = set()
        for c in cases:
            if c["kind"] == "private_key_pem":
                out.add(S.public_der(C.parse_private_key(c["span"])))
        return out
    ok("splits_share_no_private_key", not (pubs(d) & pubs(t)))

    if a.dev_counts:
        shared = set()
        with open(a.dev_counts, encoding="utf-8") as f:
            for ln in f:
                p = ln.split()
                if len(p) == 3 and p[0] in ("secret", "benign"):
                    shared.add((p[0], p[1]))
        mine = {("secret", k) for k in M.SECRET_KINDS} | {("benign", k) for k in M.BENIGN_KINDS}
        ok("kinds_equal_shared_dev_set", shared == mine, str(sorted(shared ^ mine)))

    # two fresh builds are byte-identical with the files here
    if not a.no_regen:
        want = {sp: open(os.path.join(HERE, sp + ".jsonl"), "rb").read() for sp in ("dev", "test")}
        for seed in ("1", "random"):
            with tempfile.TemporaryDirectory() as tmp:
                env = dict(os.environ, PYTHONHASHSEED=seed)
                subprocess.run([sys.executable, os.path.join(HERE, "make_corpus.py"), "--out", tmp], env=env,
                               check=True, stdout=subprocess.DEVNULL)
                for sp in ("dev", "test"):
                    got = open(os.path.join(tmp, sp + ".jsonl"), "rb").read()
                    ok("rebuild_byte_identical", got == want[sp], "%s PYTHONHASHSEED=%s" % (sp, seed))

    # counts
    for split in ("dev", "test"):
        cases = data[split]
        print("%s.jsonl: %d cases (secret %d, benign %d; en %d, zh %d, mixed %d; code/config %d)" % (
            split, len(cases), sum(c["label"] == "secret" for c in cases), sum(c["label"] == "benign" for c in cases),
            *(sum(c["lang"] == lg for c in cases) for lg in M.LANGS), sum(tpl_code[c["template"]] for c in cases)))
        cnt = Counter((c["kind"], c["lang"]) for c in cases)
        for label, kinds in (("secret", M.SECRET_KINDS), ("benign", M.BENIGN_KINDS)):
            line = []
            for k in kinds:
                line.append("%s %d/%d/%d" % (k, cnt[(k, "en")], cnt[(k, "zh")], cnt[(k, "mixed")]))
            print("  %s (en/zh/mixed): %s" % (label, ", ".join(line)))
    print("checks:", ", ".join("%s %d" % kv for kv in sorted(PASSED.items())))
    if FAILED:
        print("FAILED (%d):" % len(FAILED))
        for f in FAILED[:50]:
            print("  " + f)
    print("selfcheck25: %d passed, %d failed" % (sum(PASSED.values()), len(FAILED)))
    return 1 if FAILED else 0


def F_selftest():
    import fill25
    return fill25.selftest()


if __name__ == "__main__":
    sys.exit(main())
