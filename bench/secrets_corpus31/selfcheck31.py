#!/usr/bin/env python3
"""Self-check of secrets_corpus31. Exit status 0 only when every check passes.

  python3 selfcheck31.py [--runner PATH/run.py] [--dev-counts PATH/dev_counts.txt] [--no-regen] [--readme]

Checks (each counted per case or item it was applied to):
  struct31_selftest_vectors      known-answer vectors of the hand-written structure helpers
  line_parses, fields_exact_in_order, fields_are_strings, source_tag
  id_is_hash_of_text, id_unique_across_splits, text_unique_across_splits, sorted_by_id
  kind_known, label_matches_kind, lang_known, counts_equal_plan, kind_present_in_split
  en_no_han_outside_span, zh_4plus_han, mixed_han_and_latin, no_template_markup_left
  span_in_text, span_unpadded, benign_span_empty_or_in_text, security_answers_disjoint
  structure:<check>              every secret re-read from its span alone (checks31.check_span)
  crypto_lib:<check>             private keys, OpenSSH keys and asymmetric JWTs re-read with the
                                 'cryptography' package when it is installed (an independent opinion)
  benign_scan_clean              no real secret structure in any benign text
  templates_load, templates_match_plan, template_names_kind_lang, template_in_its_split,
  templates_split_disjoint, every_template_used
  no_secret_value_in_both_splits (spans of 8+ characters), splits_about_equal
  secret_share_55_65, lang_share_about_a_third, plan_kinds_equal_dev_counts, dev_counts_kinds_covered
  runner_load_corpus, runner_gold_p_r_1, runner_gold_per_lang, runner_inverse_recall_0, runner_span_hit_rate_1
  rebuild_byte_identical         rebuilt twice (PYTHONHASHSEED=1 and random) into temporary directories
"""
import argparse
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

import struct31 as S  # noqa: E402
import checks31 as C  # noqa: E402
import make_corpus31 as M  # noqa: E402

FIELDS = ["id", "text", "lang", "label", "kind", "span", "template", "source"]


class Tally:
    def __init__(self):
        self.ok = Counter()
        self.bad = defaultdict(list)

    def __call__(self, name, cond, info=""):
        if cond:
            self.ok[name] += 1
        else:
            self.bad[name].append(info)
        return cond


def crypto_lib_checks(T, cases):
    try:
        from cryptography.hazmat.primitives import serialization, hashes
        from cryptography.hazmat.primitives.asymmetric import ec, ed25519, rsa, padding
    except ImportError:
        return False
    for c in cases:
        if c["label"] != "secret":
            continue
        if c["kind"] == "private_key_pem":
            p = C.unwrap_pem(c["span"]).encode()
            try:
                if b"OPENSSH PRIVATE KEY" in p:
                    k = serialization.load_ssh_private_key(p, None)
                else:
                    k = serialization.load_pem_private_key(p, None)
                ok = isinstance(k, (rsa.RSAPrivateKey, ec.EllipticCurvePrivateKey, ed25519.Ed25519PrivateKey))
                if isinstance(k, rsa.RSAPrivateKey):
                    sig = k.sign(b"corpus31", padding.PKCS1v15(), hashes.SHA256())
                    k.public_key().verify(sig, b"corpus31", padding.PKCS1v15(), hashes.SHA256())
            except Exception as e:  # noqa
                ok = False
            T("crypto_lib:private_key_loads", ok, c["id"])
        if c["kind"] == "jwt":
            h, p, s = c["span"].split(".")
            header = json.loads(S.b64u_dec(h))
            if header["alg"] in ("ES256", "EdDSA", "RS256"):
                jwk = header["jwk"]
                si = (h + "." + p).encode()
                sig = S.b64u_dec(s)
                try:
                    if header["alg"] == "EdDSA":
                        ed25519.Ed25519PublicKey.from_public_bytes(S.b64u_dec(jwk["x"])).verify(sig, si)
                    elif header["alg"] == "ES256":
                        from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature
                        pub = ec.EllipticCurvePublicNumbers(int.from_bytes(S.b64u_dec(jwk["x"]), "big"),
                                                            int.from_bytes(S.b64u_dec(jwk["y"]), "big"),
                                                            ec.SECP256R1()).public_key()
                        pub.verify(encode_dss_signature(int.from_bytes(sig[:32], "big"), int.from_bytes(sig[32:], "big")),
                                   si, ec.ECDSA(hashes.SHA256()))
                    else:
                        pub = rsa.RSAPublicNumbers(int.from_bytes(S.b64u_dec(jwk["e"]), "big"),
                                                   int.from_bytes(S.b64u_dec(jwk["n"]), "big")).public_key()
                        pub.verify(sig, si, padding.PKCS1v15(), hashes.SHA256())
                    ok = True
                except Exception:  # noqa
                    ok = False
                T("crypto_lib:jwt_signature", ok, c["id"])
    return True


def load_runner(path):
    spec = importlib.util.spec_from_file_location("secrets_runner", path)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runner", default=None)
    ap.add_argument("--dev-counts", default=None)
    ap.add_argument("--no-regen", action="store_true")
    ap.add_argument("--readme", action="store_true")
    a = ap.parse_args()
    T = Tally()

    for name, ok in S.selftest():
        T("struct31_selftest_vectors", ok, name)

    tpls = M.load_templates()
    T("templates_load", len(tpls) > 0)
    try:
        M.check_plan(tpls)
        T("templates_match_plan", True)
    except SystemExit as e:
        T("templates_match_plan", False, str(e))
    sp = M.split_templates(tpls)
    tsplit = {t.name: s for s in M.SPLITS for t in sp[s]}
    T("templates_split_disjoint", not ({t.name for t in sp["dev"]} & {t.name for t in sp["test"]}))
    codeset = {t.name for t in tpls if t.code}

    data = {}
    for split in M.SPLITS:
        cases = []
        for ln, line in enumerate(open(os.path.join(HERE, split + ".jsonl"), encoding="utf-8"), 1):
            try:
                c = json.loads(line)
                T("line_parses", True)
            except ValueError:
                T("line_parses", False, "%s:%d" % (split, ln))
                continue
            cases.append(c)
        data[split] = cases

    all_ids, all_texts = Counter(), Counter()
    used = set()
    for split, cases in data.items():
        T("sorted_by_id", [c["id"] for c in cases] == sorted(c["id"] for c in cases), split)
        cnt = Counter()
        for c in cases:
            cid = c.get("id")
            T("fields_exact_in_order", list(c.keys()) == FIELDS, cid)
            T("fields_are_strings", all(isinstance(c.get(f), str) for f in FIELDS), cid)
            T("source_tag", c.get("source") == M.SOURCE, cid)
            text, span, kind, lang = c["text"], c["span"], c["kind"], c["lang"]
            T("id_is_hash_of_text", cid == M.case_id(text), cid)
            all_ids[cid] += 1
            all_texts[text] += 1
            T("kind_known", kind in M.PLAN, cid)
            T("label_matches_kind", M.PLAN.get(kind, ("?",))[0] == c["label"], cid)
            T("lang_known", lang in M.LANGS, cid)
            ok, rule = M.lang_ok(lang, text, span)
            T(rule, ok, cid)
            T("no_template_markup_left", not re.search("[«»‹›]", text.replace(span, "") if span else text), cid)
            T("template_names_kind_lang", c["template"].startswith("%s.%s." % (kind, lang)), cid)
            T("template_in_its_split", tsplit.get(c["template"]) == split, cid)
            used.add(c["template"])
            cnt[(kind, lang)] += 1
            if c["label"] == "secret":
                T("span_in_text", bool(span) and span in text, cid)
                T("span_unpadded", span == span.strip(), cid)
                name, good, info = C.check_span(kind, span)
                T("structure:" + name, good, "%s %r" % (cid, info))
            else:
                T("benign_span_empty_or_in_text", span == "" or span in text, cid)
                probs = C.scan_benign(text)
                T("benign_scan_clean", not probs, "%s %s" % (cid, probs))
        for kind, (label, quota, per) in M.PLAN.items():
            T("kind_present_in_split", sum(cnt[(kind, l)] for l in M.LANGS) > 0, "%s %s" % (split, kind))
            for l in M.LANGS:
                T("counts_equal_plan", cnt[(kind, l)] == quota, "%s %s/%s %d" % (split, kind, l, cnt[(kind, l)]))
        n = len(cases)
        ns = sum(1 for c in cases if c["label"] == "secret")
        T("secret_share_55_65", 0.55 <= ns / n <= 0.65, "%s %.3f" % (split, ns / n))
        for l in M.LANGS:
            share = sum(1 for c in cases if c["lang"] == l) / n
            T("lang_share_about_a_third", abs(share - 1 / 3) < 0.02, "%s %s %.3f" % (split, l, share))
        if not crypto_lib_checks(T, cases):
            pass
    T("id_unique_across_splits", all(v == 1 for v in all_ids.values()), [k for k, v in all_ids.items() if v > 1][:3])
    T("text_unique_across_splits", all(v == 1 for v in all_texts.values()))
    T("every_template_used", used == {t.name for t in tpls}, sorted({t.name for t in tpls} - used)[:5])
    T("splits_about_equal", abs(len(data["dev"]) - len(data["test"])) <= 0.02 * len(data["dev"]))
    sa = {s: {c["span"] for c in data[s] if c["kind"] == "security_answer"} for s in M.SPLITS}
    T("security_answers_disjoint", not (sa["dev"] & sa["test"]), sorted(sa["dev"] & sa["test"])[:5])
    dev_spans = {c["span"] for c in data["dev"] if c["label"] == "secret" and len(c["span"]) >= 8}
    test_spans = {c["span"] for c in data["test"] if c["label"] == "secret" and len(c["span"]) >= 8}
    T("no_secret_value_in_both_splits", not (dev_spans & test_spans), sorted(dev_spans & test_spans)[:3])

    if a.dev_counts:
        kinds = set()
        for line in open(a.dev_counts, encoding="utf-8"):
            m = re.match(r"\('(\w+)', '(\w+)'\)\s+(\d+)", line.strip())
            if m:
                kinds.add((m.group(1), m.group(2)))
        T("plan_kinds_equal_dev_counts", {k for k, _ in kinds} == set(M.PLAN), sorted({k for k, _ in kinds} ^ set(M.PLAN)))
        T("dev_counts_kinds_covered", all(M.PLAN[k][0] == lab for k, lab in kinds if k in M.PLAN))

    if a.runner:
        R = load_runner(a.runner)
        for split in M.SPLITS:
            path = os.path.join(HERE, split + ".jsonl")
            cases = R.load_corpus(path)
            T("runner_load_corpus", len(cases) == len(data[split]), split)
            gold = {c["id"]: R.normalise({"secret": c["label"] == "secret", "spans": [c["span"]] if c["label"] == "secret" else []}) for c in cases}
            s = R.score(cases, gold)
            o = s["overall"]
            T("runner_gold_p_r_1", o["precision"] == 1.0 and o["recall"] == 1.0, split)
            for l in M.LANGS:
                b = s["by_lang"][l]
                T("runner_gold_per_lang", b["precision"] == 1.0 and b["recall"] == 1.0, "%s %s" % (split, l))
            T("runner_span_hit_rate_1", s["span_hit_rate"] == 1.0, "%s %s" % (split, s["span_hit_rate"]))
            inv = {c["id"]: R.normalise(c["label"] != "secret") for c in cases}
            s2 = R.score(cases, inv)
            T("runner_inverse_recall_0", s2["overall"]["recall"] == 0.0, split)

    rebuilt = 0
    if not a.no_regen:
        want = {s: hashlib.sha256(open(os.path.join(HERE, s + ".jsonl"), "rb").read()).hexdigest() for s in M.SPLITS}
        for seed in ("1", "random"):
            with tempfile.TemporaryDirectory() as d:
                env = dict(os.environ, PYTHONHASHSEED=seed)
                subprocess.run([sys.executable, os.path.join(HERE, "make_corpus31.py"), "--out", d], env=env, check=True,
                               stdout=subprocess.DEVNULL)
                for s in M.SPLITS:
                    got = hashlib.sha256(open(os.path.join(d, s + ".jsonl"), "rb").read()).hexdigest()
                    T("rebuild_byte_identical", got == want[s], "%s PYTHONHASHSEED=%s" % (s, seed))
                rebuilt += 1

    lines = []
    for split, cases in data.items():
        ns = sum(1 for c in cases if c["label"] == "secret")
        lines.append("%s.jsonl: %d cases (secret %d, benign %d; %s) from %d templates" % (
            split, len(cases), ns, len(cases) - ns,
            ", ".join("%s %d" % (l, sum(1 for c in cases if c["lang"] == l)) for l in M.LANGS), len(sp[split])))
        lines.append("   secret en/zh/mixed %s, benign en/zh/mixed %s" % (
            "/".join(str(sum(1 for c in cases if c["lang"] == l and c["label"] == "secret")) for l in M.LANGS),
            "/".join(str(sum(1 for c in cases if c["lang"] == l and c["label"] == "benign")) for l in M.LANGS)))
    try:
        import cryptography  # noqa
        cl = "yes (%s)" % cryptography.__version__
    except ImportError:
        cl = "no"
    lines.append("options: runner=%s, dev_counts=%s, rebuild=%s, cryptography=%s" % (
        "yes" if a.runner else "no", "yes" if a.dev_counts else "no", "yes (twice)" if rebuilt else "no", cl))
    lines.append("checks passed (count of cases or items each check was applied to):")
    lines.append(", ".join("%s %d" % kv for kv in sorted(T.ok.items())))
    nbad = sum(len(v) for v in T.bad.values())
    lines.append("selfcheck31: %d passed, %d failed" % (sum(T.ok.values()), nbad))
    import textwrap
    out = "\n".join(lines[:-2] + textwrap.wrap(lines[-2], 100) + lines[-1:])
    print(out)
    for name, infos in sorted(T.bad.items()):
        print("FAILED %s (%d): %s" % (name, len(infos), infos[:5]))
    if a.readme and not nbad:
        path = os.path.join(HERE, "README.md")
        text = open(path, encoding="utf-8").read()
        text = M.replace_block(text, "selfcheck", "```\n" + out + "\n```")
        open(path, "w", encoding="utf-8").write(text)
    sys.exit(1 if nbad else 0)


if __name__ == "__main__":
    main()
