#!/usr/bin/env python3
"""Self-check of secrets_corpus30.

  python3 selfcheck30.py [--runner PATH/run.py] [--dev-counts PATH/dev_counts.txt] [--no-regen]

Checks (each counted per item it was applied to; any failure is printed and makes the exit status 1):
  line_parses, fields_exact_in_order, fields_are_strings, source_tag, id_is_hash_of_text,
  id_unique_across_splits, text_unique_across_splits, sorted_by_id, kind_known, label_matches_kind,
  lang_known, en_no_han_outside_span, zh_4plus_han, mixed_han_and_latin,
  span_in_text (secret: non-empty and found; the generator also checks that str.find lands on the
  secret slot itself), span_unpadded, benign_span_empty_or_in_text, structure:<check> (every secret re-read FROM ITS SPAN
  ALONE: Luhn, base32, BIP39 checksum, base58check / bech32 / StrKey, JWT signature, private-key
  consistency, key patterns ...), benign_scan_clean (no Luhn card, no checksum-valid BIP39 window,
  no key body, no JWT, no WIF/xprv/nsec/Stellar seed, no full-length prefixed key, no URL credential
  in any benign text), template_names_kind_lang, template_in_its_split, templates_split_disjoint,
  every_template_used, templates_match_plan, counts_equal_plan, kind_present_in_split,
  benign_share_35_45, lang_share_about_a_third, splits_about_equal, cases_per_split_1200_1250,
  no_secret_value_in_both_splits (values of 8+ characters), struct30_selftest_vectors,
  dev_counts_kinds_covered / plan_kinds_equal_dev_counts (with --dev-counts),
  runner_load_corpus, runner_gold_p_r_1, runner_gold_per_lang, runner_inverse_recall_0,
  runner_span_hit_rate_1 (with --runner), rebuild_byte_identical (two rebuilds, PYTHONHASHSEED=1
  and =random, compared byte for byte with the files; skipped with --no-regen).
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

import checks30  # noqa: E402
import make_corpus30 as M  # noqa: E402
import struct30  # noqa: E402

FIELDS = ["id", "text", "lang", "label", "kind", "span", "template", "source"]
HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")

passed = collections.Counter()
failed = []


def ok(name, cond, detail=""):
    if cond:
        passed[name] += 1
    else:
        failed.append("%s: %s" % (name, detail))


def load(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                c = json.loads(line)
                ok("line_parses", True)
            except ValueError as e:
                ok("line_parses", False, "%s:%d %s" % (path, n, e))
                continue
            out.append(c)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runner", help="path to the shared run.py")
    ap.add_argument("--dev-counts", help="path to the shared dev_counts.txt")
    ap.add_argument("--no-regen", action="store_true")
    ap.add_argument("--readme", action="store_true", help="write this run's summary into README.md")
    a = ap.parse_args()

    n = struct30.selftest()
    passed["struct30_selftest_vectors"] += n

    templates = M.load_templates()
    passed["templates_load"] += 1
    assign = M.split_templates(templates)
    tnames = {t.name: t for t in templates}
    by_group = collections.Counter((t.kind, t.lang) for t in templates)
    ok("templates_match_plan", all(by_group[(k, l)] == M.PLAN[k][2] for k in M.PLAN for l in M.LANGS))

    splits = {s: load(os.path.join(HERE, s + ".jsonl")) for s in ("dev", "test")}
    all_ids, all_texts = set(), set()
    used_tpl = collections.defaultdict(set)
    secret_vals = collections.defaultdict(set)
    for s, cases in splits.items():
        ok("sorted_by_id", [c["id"] for c in cases] == sorted(c["id"] for c in cases), s)
        for c in cases:
            ok("fields_exact_in_order", list(c.keys()) == FIELDS, c.get("id"))
            ok("fields_are_strings", all(isinstance(c[k], str) for k in FIELDS), c.get("id"))
            ok("source_tag", c["source"] == M.SOURCE, c["id"])
            ok("id_is_hash_of_text", c["id"] == "c30-" + hashlib.sha256(c["text"].encode("utf-8")).hexdigest()[:12], c["id"])
            ok("id_unique_across_splits", c["id"] not in all_ids, c["id"])
            ok("text_unique_across_splits", c["text"] not in all_texts, c["id"])
            all_ids.add(c["id"])
            all_texts.add(c["text"])
            ok("kind_known", c["kind"] in M.PLAN, c["kind"])
            ok("label_matches_kind", M.PLAN.get(c["kind"], ("?",))[0] == c["label"], c["id"])
            ok("lang_known", c["lang"] in M.LANGS, c["id"])
            text, span = c["text"], c["span"]
            outside = text.replace(span, " ", 1) if span else text
            han = HAN.findall(outside)
            if c["lang"] == "en":
                ok("en_no_han_outside_span", not han, c["id"])
            elif c["lang"] == "zh":
                ok("zh_4plus_han", len(han) >= 4, c["id"])
            else:
                words = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", outside)}
                ok("mixed_han_and_latin", len(han) >= 2 and len(words) >= 2, c["id"])
            t = tnames.get(c["template"])
            ok("template_names_kind_lang", t is not None and t.kind == c["kind"] and t.lang == c["lang"], c["id"])
            ok("template_in_its_split", t is not None and assign[t.name] == s, c["id"])
            used_tpl[s].add(c["template"])
            if c["label"] == "secret":
                ok("span_in_text", bool(span) and span in text, c["id"])
                ok("span_unpadded", span == span.strip(), c["id"])
                try:
                    name = checks30.check_secret(c["kind"], span, None)
                    passed["structure:" + name] += 1
                except Exception as e:  # noqa: BLE001
                    ok("structure", False, "%s %s %r" % (c["id"], c["kind"], e))
                if len(span) >= 8:
                    secret_vals[s].add(span)
            else:
                ok("benign_span_empty_or_in_text", span == "" or span in text, c["id"])
                probs = checks30.benign_scan(text)
                ok("benign_scan_clean", not probs, "%s %s" % (c["id"], probs))
    ok("templates_split_disjoint", not (used_tpl["dev"] & used_tpl["test"]), used_tpl["dev"] & used_tpl["test"])
    ok("every_template_used", used_tpl["dev"] | used_tpl["test"] == set(tnames), set(tnames) - used_tpl["dev"] - used_tpl["test"])
    both = secret_vals["dev"] & secret_vals["test"]
    ok("no_secret_value_in_both_splits", not both, sorted(both)[:5])

    for s, cases in splits.items():
        cnt = collections.Counter((c["kind"], c["lang"]) for c in cases)
        ok("counts_equal_plan", all(cnt[(k, l)] == M.PLAN[k][1] for k in M.PLAN for l in M.LANGS), s)
        kinds = {c["kind"] for c in cases}
        for k in M.PLAN:
            ok("kind_present_in_split", k in kinds, "%s %s" % (s, k))
        nb = sum(1 for c in cases if c["label"] == "benign")
        ok("benign_share_35_45", 0.35 <= nb / len(cases) <= 0.45, "%s %.3f" % (s, nb / len(cases)))
        for l in M.LANGS:
            share = sum(1 for c in cases if c["lang"] == l) / len(cases)
            ok("lang_share_about_a_third", abs(share - 1 / 3) < 0.02, "%s %s %.3f" % (s, l, share))
        ok("cases_per_split_1200_1250", 1200 <= len(cases) <= 1250, "%s %d" % (s, len(cases)))
    ok("splits_about_equal", abs(len(splits["dev"]) - len(splits["test"])) <= 10)

    if a.dev_counts:
        dk = {}
        for line in open(a.dev_counts, encoding="utf-8"):
            m = re.match(r"\('(\w+)', '(\w+)'\)\s+(\d+)", line.strip())
            if m:
                dk[m.group(1)] = m.group(2)
        ok("dev_counts_kinds_covered", all(k in M.PLAN and M.PLAN[k][0] == v for k, v in dk.items()))
        ok("plan_kinds_equal_dev_counts", set(dk) == set(M.PLAN), set(dk) ^ set(M.PLAN))

    if a.runner:
        spec = importlib.util.spec_from_file_location("shared_run", a.runner)
        run = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(run)
        for s in ("dev", "test"):
            cases = run.load_corpus(os.path.join(HERE, s + ".jsonl"))
            ok("runner_load_corpus", len(cases) == len(splits[s]), s)
            gold = {c["id"]: run.normalise({"secret": c["label"] == "secret", "spans": [c["span"]] if c["label"] == "secret" else []}) for c in cases}
            sc = run.score(cases, gold)
            o = sc["overall"]
            ok("runner_gold_p_r_1", o["precision"] == 1.0 and o["recall"] == 1.0, s)
            for l in M.LANGS:
                b = sc["by_lang"][l]
                ok("runner_gold_per_lang", b["precision"] == 1.0 and b["recall"] == 1.0, "%s %s" % (s, l))
            ok("runner_span_hit_rate_1", sc["span_hit_rate"] == 1.0, "%s %s" % (s, sc["span_hit_rate"]))
            inv = {c["id"]: run.normalise(c["label"] != "secret") for c in cases}
            ok("runner_inverse_recall_0", run.score(cases, inv)["overall"]["recall"] == 0.0, s)

    if not a.no_regen:
        for seedval in ("1", "random"):
            with tempfile.TemporaryDirectory() as d:
                env = dict(os.environ, PYTHONHASHSEED=seedval)
                subprocess.run([sys.executable, os.path.join(HERE, "make_corpus30.py"), "--out", d], check=True,
                               env=env, stdout=subprocess.DEVNULL)
                for s in ("dev", "test"):
                    same = open(os.path.join(d, s + ".jsonl"), "rb").read() == open(os.path.join(HERE, s + ".jsonl"), "rb").read()
                    ok("rebuild_byte_identical", same, "%s PYTHONHASHSEED=%s" % (s, seedval))

    out = []
    for s, cases in splits.items():
        nsec = sum(1 for c in cases if c["label"] == "secret")
        ls = collections.Counter((c["label"], c["lang"]) for c in cases)
        out.append("%s.jsonl: %d cases (secret %d, benign %d; en %d, zh %d, mixed %d) from %d templates" % (
            s, len(cases), nsec, len(cases) - nsec, *[sum(1 for c in cases if c["lang"] == l) for l in M.LANGS],
            len(used_tpl[s])))
        out.append("   secret en/zh/mixed %d/%d/%d, benign en/zh/mixed %d/%d/%d" % (
            *[ls[("secret", l)] for l in M.LANGS], *[ls[("benign", l)] for l in M.LANGS]))
    out.append("options: runner=%s, dev_counts=%s, rebuild=%s" % ("yes" if a.runner else "no", "yes" if a.dev_counts else "no",
                                                          "no" if a.no_regen else "yes (twice)"))
    out.append("checks passed (count of cases or items each check was applied to):")
    line = ", ".join("%s %d" % kv for kv in sorted(passed.items()))
    import textwrap
    out.append("\n".join(textwrap.wrap(line, 100)))
    for f in failed[:50]:
        out.append("FAILED " + f)
    out.append("selfcheck30: %d passed, %d failed" % (sum(passed.values()), len(failed)))
    print("\n".join(out))
    if a.readme and not failed:
        path = os.path.join(HERE, "README.md")
        txt = open(path, encoding="utf-8").read()
        txt = M.replace_section(txt, "selfcheck", "```\n" + "\n".join(out) + "\n```\n")
        open(path, "w", encoding="utf-8").write(txt)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
