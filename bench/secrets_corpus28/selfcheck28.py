#!/usr/bin/env python3
"""selfcheck28: validate secrets_corpus28 (dev.jsonl and test.jsonl).  Standard library only.

    python3 selfcheck28.py [--runner PATH/run.py] [--dev-counts PATH/dev_counts.txt]
                           [--mnemonic-wheel PATH/mnemonic-*.whl] [--no-regen]

Checks (each counted as passed / failed):
  * every line parses as JSON, has exactly the schema's fields in order, loads with the runner's
    own load_corpus; files sorted by id; ids are 'w' + sha256(text)[:12] and unique across splits;
  * labels and kinds: every kind is one of the 47 kinds of the shared dev set, its label matches,
    and (with --dev-counts) the kind/label set equals dev_counts.txt's;
  * secret spans: non-empty, unpadded, a substring of the text (first occurrence), and the
    structure of the kind re-read from the span alone (checks28.check_span), plus independent
    re-implementations written here: Luhn for cards, the BIP39 checksum (bit-string version)
    for English and Chinese seed phrases, base32 decoding of TOTP seeds, base58check for WIF /
    extended keys, JWT segments whose header decodes to JSON with an "alg"; optionally the
    `mnemonic` package (from a wheel, zip-imported) as a third opinion on seed phrases;
  * benign texts: span is null and checks28.scan_benign finds no card number, seed phrase, wallet
    key, private-key block with a body, JWT, prefixed API key or otpauth seed;
  * language groups: en texts have no Han outside the span; zh templates have no Latin letter in
    their literal text and zh texts have at least 4 Han characters; mixed texts have Han and Latin;
  * no exact text duplicate within or across splits; no secret value of 8+ characters in both splits;
  * split by template: every case's template belongs to its split, no template is in both splits,
    every template is used; every kind has >= 24 cases per split; language shares near 45/30/25;
  * the runner's normalise() and score() give the gold verdicts precision = recall = 1 and span hit
    rate 1 overall and per language;
  * rebuilding (twice, with different PYTHONHASHSEED) gives byte-identical files.
"""
import argparse
import base64
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

import checks28 as C  # noqa: E402
import make_corpus28 as M  # noqa: E402

FIELDS = ["id", "text", "lang", "label", "kind", "span", "source", "template"]
HAN = re.compile(r"[\u3400-\u9fff]")

passed = collections.Counter()
failed = collections.Counter()
fail_examples = collections.defaultdict(list)


def ok(name, cond, detail=""):
    if cond:
        passed[name] += 1
    else:
        failed[name] += 1
        if len(fail_examples[name]) < 5:
            fail_examples[name].append(detail)


# ---------------------------------------------------------------------------
# independent re-implementations (deliberately not shared with struct28)
# ---------------------------------------------------------------------------
def luhn2(num):
    digits = [int(c) for c in num][::-1]
    s = sum(digits[0::2]) + sum(sum(divmod(2 * d, 10)) for d in digits[1::2])
    return s % 10 == 0


def bip39_bits_ok(words, wordlist):
    pos = {w: i for i, w in enumerate(wordlist)}
    if len(words) not in (12, 15, 18, 21, 24) or any(w not in pos for w in words):
        return False
    bits = "".join(format(pos[w], "011b") for w in words)
    cs = len(bits) // 33
    ent, chk = bits[:-cs], bits[-cs:]
    ent_bytes = int(ent, 2).to_bytes(len(ent) // 8, "big")
    h = format(int.from_bytes(hashlib.sha256(ent_bytes).digest(), "big"), "0256b")
    return h[:cs] == chk


_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58check_ok(s):
    n = 0
    for ch in s:
        n = n * 58 + _B58.index(ch)
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    raw = b"\0" * (len(s) - len(s.lstrip("1"))) + raw
    return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


def load_wordlist(name):
    return open(os.path.join(HERE, "wordlists", name + ".txt"), encoding="utf-8").read().split()


def load_runner(path):
    spec = importlib.util.spec_from_file_location("secbench_run", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runner", default=os.environ.get("SECBENCH_RUNNER", "/tmp/blind/in53s/run.py"))
    ap.add_argument("--dev-counts", default=os.environ.get("SECBENCH_DEV_COUNTS", "/tmp/blind/in53s/dev_counts.txt"))
    ap.add_argument("--mnemonic-wheel", default=None)
    ap.add_argument("--no-regen", action="store_true")
    ap.add_argument("--write-readme", action="store_true", help="put the summary into README.md")
    a = ap.parse_args()

    import struct28
    try:
        n = struct28.selftest()
        passed["struct28_selftest_vectors"] += n
    except AssertionError as e:
        ok("struct28_selftest_vectors", False, str(e))

    runner = load_runner(a.runner) if a.runner and os.path.exists(a.runner) else None
    mnem = None
    if a.mnemonic_wheel:
        import zipfile
        tmpd = tempfile.mkdtemp(prefix="selfcheck28-mnemonic-")
        zipfile.ZipFile(a.mnemonic_wheel).extractall(tmpd)
        sys.path.insert(0, tmpd)
        import mnemonic  # noqa: F401
        mnem = {n: mnemonic.Mnemonic(n) for n in ("english", "chinese_simplified", "chinese_traditional")}
    wl = {n: load_wordlist(n) for n in ("english", "chinese_simplified", "chinese_traditional")}

    # -- templates: split and language rules (the loader enforces them; re-checked here)
    tpls, groups = M.load_templates()
    tsplit = {t.tid: t.split for t in tpls}
    for t in tpls:
        if t.lang == "zh":
            lit = re.sub(r"❲#\w+#", "", M.SLOT_RE.sub("", t.text))
            ok("zh_template_no_latin", not re.search(r"[A-Za-z]", lit), t.tid)
        if t.lang == "en":
            ok("en_template_no_han", not HAN.search(M.SLOT_RE.sub("", t.text)), t.tid)
    ok("templates_split_disjoint", len(tsplit) == len(tpls))

    files = {sp: os.path.join(HERE, sp + ".jsonl") for sp in M.SPLITS}
    cases = {}
    for sp, path in files.items():
        raw = open(path, encoding="utf-8").read().splitlines()
        cs = []
        for n, line in enumerate(raw, 1):
            try:
                c = json.loads(line)
                ok("line_parses", True)
            except ValueError as e:
                ok("line_parses", False, "%s:%d %s" % (sp, n, e))
                continue
            ok("fields_exact_in_order", list(c.keys()) == FIELDS, "%s:%d %s" % (sp, n, list(c.keys())))
            cs.append(c)
        ids = [c["id"] for c in cs]
        ok("sorted_by_id", ids == sorted(ids), sp)
        if runner:
            loaded = runner.load_corpus(path)
            ok("runner_load_corpus", len(loaded) == len(cs), sp)
        cases[sp] = cs

    # -- kinds and labels
    dev_kinds = None
    if a.dev_counts and os.path.exists(a.dev_counts):
        dev_kinds = {}
        for line in open(a.dev_counts, encoding="utf-8"):
            p = line.split()
            if p and p[0] in ("secret", "benign"):
                dev_kinds[p[1]] = p[0]
        ok("plan_kinds_equal_dev_counts", dev_kinds == M.LABEL, sorted(set(dev_kinds) ^ set(M.LABEL)))

    all_ids, all_texts = set(), set()
    spans_by_split = {sp: set() for sp in M.SPLITS}
    for sp in M.SPLITS:
        used_templates = set()
        for c in cases[sp]:
            cid = c["id"]
            ok("id_is_hash_of_text", cid == "w" + hashlib.sha256(c["text"].encode("utf-8")).hexdigest()[:12], cid)
            ok("id_unique_across_splits", cid not in all_ids, cid)
            all_ids.add(cid)
            ok("text_unique_across_splits", c["text"] not in all_texts, cid)
            all_texts.add(c["text"])
            ok("kind_known", c["kind"] in M.LABEL, c["kind"])
            ok("label_matches_kind", M.LABEL.get(c["kind"]) == c["label"], cid)
            ok("lang_known", c["lang"] in M.LANGS, cid)
            ok("source_synthetic", c["source"] == "synthetic", cid)
            t = c["template"]
            ok("template_in_its_split", tsplit.get(t) == sp, "%s %s" % (cid, t))
            ok("template_names_kind_lang", t.startswith("%s.%s." % (c["kind"], c["lang"])), t)
            used_templates.add(t)
            text, span, kind = c["text"], c["span"], c["kind"]
            if c["label"] == "secret":
                ok("span_present", isinstance(span, str) and span != "", cid)
                if not span:
                    continue
                ok("span_unpadded", span == span.strip(), cid)
                ok("span_in_text", span in text, cid)
                try:
                    name, got = C.check_span(kind, span)
                    ok("structure:" + name, True)
                except Exception as e:
                    ok("structure:" + kind, False, "%s %s: %s" % (cid, kind, e))
                    continue
                # independent second opinions
                if kind == "card_number":
                    d = re.sub(r"[\s\-]", "", C.unfullwidth(span))
                    ok("indep_luhn", luhn2(d), cid)
                if kind == "mnemonic_bip39_en":
                    ws = C.read_bip39_en(span)
                    ok("indep_bip39_en_bits", bip39_bits_ok(ws, wl["english"]), cid)
                    if mnem:
                        ok("mnemonic_pkg_check_en", mnem["english"].check(" ".join(ws)), cid)
                if kind == "mnemonic_zh":
                    good = False
                    for ln in ("chinese_simplified", "chinese_traditional"):
                        ws = C.read_bip39_zh(span, ln)
                        if bip39_bits_ok(ws, wl[ln]):
                            good = True
                            if mnem:
                                ok("mnemonic_pkg_check_zh", mnem[ln].check(" ".join(ws)), cid)
                    ok("indep_bip39_zh_bits", good, cid)
                if kind == "totp_secret":
                    s = span
                    if s.startswith("otpauth://"):
                        s = re.search(r"[?&]secret=([A-Z2-7]+)", s).group(1)
                    b = re.sub(r"[\s\-]", "", s).upper()
                    raw = base64.b32decode(b + "=" * (-len(b) % 8))
                    ok("indep_base32_seed_len", len(raw) in (10, 16, 20, 32), cid)
                if kind == "crypto_wallet_key" and re.fullmatch(r"[1-9A-HJ-NP-Za-km-z]{51,52}|[xtz]prv[1-9A-HJ-NP-Za-km-z]{100,112}", span):
                    ok("indep_base58check", b58check_ok(span), cid)
                if kind == "jwt":
                    h = span.split(".")
                    try:
                        hdr = json.loads(base64.urlsafe_b64decode(h[0] + "=" * (-len(h[0]) % 4)))
                        ok("indep_jwt_header_json", len(h) == 3 and "alg" in hdr, cid)
                    except Exception as e:
                        ok("indep_jwt_header_json", False, "%s %s" % (cid, e))
                if kind in ("otp", "pin"):
                    ok("digits_4_to_8", 4 <= len(got) <= 8, cid)
                if kind == "env_file":
                    ok("env_value_len_8plus", len(span) >= 8, cid)
                if len(span) >= 8:
                    spans_by_split[sp].add(span)
            else:
                ok("benign_span_null", span is None, cid)
                hits = C.scan_benign(text)
                ok("benign_scan_clean", not hits, "%s %s" % (cid, hits))
            # language
            outside = text.replace(span, "", 1) if span else text
            if c["lang"] == "en":
                ok("en_no_han_outside_span", not HAN.search(outside), cid)
            elif c["lang"] == "zh":
                ok("zh_4plus_han", len(HAN.findall(outside)) >= 4, cid)
            else:
                ok("mixed_han_and_latin", len(HAN.findall(outside)) >= 2 and len(set(w.lower() for w in re.findall(r"[A-Za-z]{3,}", outside))) >= 2, cid)
        mine = {t.tid for t in tpls if t.split == sp}
        ok("every_template_used", used_templates == mine, "%s unused %s" % (sp, sorted(mine - used_templates)[:5]))

    # -- cross-split values
    shared = spans_by_split["dev"] & spans_by_split["test"]
    ok("no_secret_value_in_both_splits", not shared, sorted(shared)[:3])

    # -- counts and proportions
    for sp in M.SPLITS:
        by_kind = collections.Counter(c["kind"] for c in cases[sp])
        for k in M.LABEL:
            ok("kind_at_least_24_per_split", by_kind[k] >= 24, "%s %s %d" % (sp, k, by_kind[k]))
        n = len(cases[sp])
        share = {l: sum(1 for c in cases[sp] if c["lang"] == l) / n for l in M.LANGS}
        ok("lang_share_near_45_30_25", abs(share["en"] - .45) < .03 and abs(share["zh"] - .30) < .03 and abs(share["mixed"] - .25) < .03, "%s %s" % (sp, share))
        by_kl = collections.Counter((c["kind"], c["lang"]) for c in cases[sp])
        ok("counts_equal_plan", all(by_kl[k] == v for k, v in M.plan().items()), sp)

    # -- runner scoring of the gold verdicts
    if runner:
        for sp in M.SPLITS:
            res = {c["id"]: runner.normalise({"secret": c["label"] == "secret", "spans": [c["span"]] if c["span"] else []}) for c in cases[sp]}
            s = runner.score(cases[sp], res)
            o = s["overall"]
            ok("runner_gold_p_r_1", o["precision"] == 1.0 and o["recall"] == 1.0, sp)
            ok("runner_span_hit_rate_1", s["span_hit_rate"] == 1.0, sp)
            for l, b in s["by_lang"].items():
                ok("runner_gold_per_lang", b["precision"] == 1.0 and b["recall"] == 1.0, "%s %s" % (sp, l))

    # -- determinism
    if not a.no_regen:
        want = {sp: hashlib.sha256(open(files[sp], "rb").read()).hexdigest() for sp in M.SPLITS}
        for seed in ("1", "random"):
            with tempfile.TemporaryDirectory() as d:
                env = dict(os.environ, PYTHONHASHSEED=seed)
                subprocess.run([sys.executable, os.path.join(HERE, "make_corpus28.py"), "--out", d], env=env, check=True, stdout=subprocess.DEVNULL)
                for sp in M.SPLITS:
                    got = hashlib.sha256(open(os.path.join(d, sp + ".jsonl"), "rb").read()).hexdigest()
                    ok("rebuild_byte_identical", got == want[sp], "%s PYTHONHASHSEED=%s" % (sp, seed))

    # -- report
    for sp in M.SPLITS:
        cs = cases[sp]
        print("%s.jsonl: %d cases (secret %d, benign %d; en %d, zh %d, mixed %d) from %d templates" % (
            sp, len(cs), sum(c["label"] == "secret" for c in cs), sum(c["label"] == "benign" for c in cs),
            sum(c["lang"] == "en" for c in cs), sum(c["lang"] == "zh" for c in cs), sum(c["lang"] == "mixed" for c in cs),
            len({c["template"] for c in cs})))
    print("checks passed:")
    line = ", ".join("%s %d" % kv for kv in sorted(passed.items()))
    print("  " + line)
    if failed:
        print("checks FAILED:")
        for k, v in sorted(failed.items()):
            print("  %s %d  e.g. %s" % (k, v, fail_examples[k][:3]))
    summary = "selfcheck28: %d passed, %d failed" % (sum(passed.values()), sum(failed.values()))
    print(summary)
    if a.write_readme:
        import textwrap
        lines = []
        for sp in M.SPLITS:
            cs = cases[sp]
            lines.append("%s.jsonl: %d cases (secret %d, benign %d; en %d, zh %d, mixed %d) from %d templates" % (
                sp, len(cs), sum(c["label"] == "secret" for c in cs), sum(c["label"] == "benign" for c in cs),
                sum(c["lang"] == "en" for c in cs), sum(c["lang"] == "zh" for c in cs), sum(c["lang"] == "mixed" for c in cs),
                len({c["template"] for c in cs})))
        lines.append("checks passed (count of cases or items each check was applied to):")
        lines += textwrap.wrap(", ".join("%s %d" % kv for kv in sorted(passed.items())), 100)
        if failed:
            lines.append("checks FAILED: " + ", ".join("%s %d" % kv for kv in sorted(failed.items())))
        lines.append("options: runner=%s, dev_counts=%s, mnemonic wheel=%s, rebuild=%s" % (
            "yes" if runner else "no", "yes" if dev_kinds else "no", "yes" if mnem else "no", "no" if a.no_regen else "yes (twice)"))
        lines.append(summary)
        rp = os.path.join(HERE, "README.md")
        doc = open(rp, encoding="utf-8").read()
        doc = M.replace_section(doc, "selfcheck", "```\n" + "\n".join(lines) + "\n```")
        open(rp, "w", encoding="utf-8").write(doc)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
