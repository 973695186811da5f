#!/usr/bin/env python3
"""Self-check for secrets_corpus27.

    python selfcheck27.py [--runner PATH/run.py] [--dev-counts PATH/dev_counts.txt] [--no-regen]

Checks dev.jsonl and test.jsonl next to this file:
  * the runner's own load_corpus reads both files; every line has exactly the schema's fields, in
    order; each file is sorted by id; every id is "m" + SHA-256(text)[:12] and unique within and
    across the splits;
  * labels and kinds are valid (the 47 kinds of the plan, equal to dev_counts.txt's when given),
    and every label matches its kind;
  * every secret span is an exact, unpadded substring of its text and still has the structure of
    its kind when re-read from the span alone (digits, spelled passwords, Luhn and card brand, BIP39
    checksum -- also by the `mnemonic` package when installed --, base32 seeds, PEM / OpenSSH keys
    parsed by `cryptography`, JWT segments and signatures, wallet encodings, API-key patterns,
    connection-string shapes, recovery-code tokens); every benign span is null and no benign text
    holds a secret by structure;
  * templates: every case names a template of its own split whose id names its kind and language,
    no template is used in both splits, every template of a split is used;
  * no text occurs twice (within or across splits); no high-entropy secret value is in both splits;
  * language: en texts have no Han character outside the span; zh texts have at least four Han
    characters and their template's literal text has no Latin letter; mixed texts have at least two
    Han characters and two different Latin words outside the span;
  * the counts per split, kind and language equal the plan (printed);
  * the runner's normalise and score give the gold verdicts precision = recall = span hit rate = 1;
  * two rebuilds (PYTHONHASHSEED=1 and random) are byte-identical to the files.
It ends with "selfcheck27: N passed, 0 failed".
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

import struct27 as S  # noqa: E402
import values27 as V  # noqa: E402
import checks27 as C  # noqa: E402
import make_corpus as M  # noqa: E402

PASSED = 0
FAILED = []


def check(cond, what):
    global PASSED
    if cond:
        PASSED += 1
    else:
        FAILED.append(what)


def find_file(arg, env, candidates):
    if arg:
        return arg
    if os.environ.get(env):
        return os.environ[env]
    for c in candidates:
        p = os.path.normpath(os.path.join(HERE, c))
        if os.path.exists(p):
            return p
    return None


# ---------------------------------------------------------------------------
# structure from the span alone
# ---------------------------------------------------------------------------
HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
MNEMO = None
try:
    from mnemonic import Mnemonic
    MNEMO = {"en": Mnemonic("english"), "zhs": Mnemonic("chinese_simplified"), "zht": Mnemonic("chinese_traditional")}
except Exception:  # the package is optional; struct27's own checksum is always used
    pass


def bip39_ok(words, lst):
    a = S.bip39_check(words, lst)
    if MNEMO is not None:
        b = MNEMO[lst].check((" " if lst == "en" else " ").join(words))
        return a and b
    return a


def readback_en_alone(span):
    pairs = re.findall(r"(?<![A-Za-z0-9])(\d+)\s*[.):\]\t>-]*\s*([A-Za-z]+)", span)
    cands = []
    if len(pairs) in (12, 15, 18, 21, 24):
        cands.append([w.lower() for _, w in sorted(pairs, key=lambda p: int(p[0]))])
    toks = [t.lower() for t in re.findall(r"[A-Za-z]+(?:-[a-z]+)?", span)]
    inlist = [t for t in toks if t in S.INDEX["en"]]
    cands.append(inlist)
    markup = {"word"} | set(V.EN_NUMW) | set(V.EN_ORD)
    cands.append([t for t in toks if t not in markup and t in S.INDEX["en"]])
    # spoken layout "Word one, x." -> every third token
    m = re.findall(r"Word [a-z-]+, ([a-z]+)\.", span)
    if m:
        cands.append(m)
    return any(len(c) in (12, 15, 18, 21, 24) and bip39_ok(c, "en") for c in cands)


def readback_zh_alone(span):
    s = re.sub(r"第[一二三四五六七八九十]+个：", "", span).replace("序号", "").replace("| 字 |", "")
    chars = HAN.findall(s)
    return any(len(chars) in (12, 15, 18, 21, 24) and bip39_ok(chars, lst) for lst in ("zhs", "zht"))


def jwt_alone(span):
    parts = span.split(".")
    if len(parts) != 3:
        return False
    h = json.loads(S.b64url_dec(parts[0]))
    json.loads(S.b64url_dec(parts[1]))
    alg = h.get("alg")
    if alg in ("RS256", "ES256", "EdDSA"):
        return S.jwt_verify(span, alg, V.jwt_key(alg))
    return alg in ("HS256", "HS384", "HS512") and len(S.b64url_dec(parts[2])) in (32, 48, 64)


def pk_alone(span):
    from cryptography.hazmat.primitives import serialization
    pem = C.undo_pem_layout(span)
    if "OPENSSH" in pem:
        k = serialization.load_ssh_private_key(pem.encode(), None)
    else:
        k = serialization.load_pem_private_key(pem.encode(), None)
    return k is not None


def wallet_alone(span):
    if span.startswith("nsec1"):
        hrp, data = S.bech32_decode(span)
        return hrp == "nsec" and len(S.convertbits(data, 5, 8, False)) == 32
    if span.startswith("["):
        raw = bytes(json.loads(span))
    elif re.fullmatch(r"(0x)?[0-9a-f]{64}", span):
        k = int(span[-64:], 16)
        return 0 < k < S.SECP_N
    elif span[:4] in ("xprv", "zprv", "tprv"):
        p = S.b58check_decode(span)
        return len(p) == 78 and p[45] == 0 and 0 < int.from_bytes(p[46:], "big") < S.SECP_N
    else:
        raw = S.b58decode(span)
        if len(raw) == 64:
            pass
        else:
            p = S.b58check_decode(span)
            return p[0] in (0x80, 0xEF, 0xB0, 0x9E) and len(p) in (33, 34) and 0 < int.from_bytes(p[1:33], "big") < S.SECP_N
    from cryptography.hazmat.primitives.asymmetric import ed25519
    from cryptography.hazmat.primitives import serialization
    pub = ed25519.Ed25519PrivateKey.from_private_bytes(raw[:32]).public_key().public_bytes(
        serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return len(raw) == 64 and pub == raw[32:]


def api_alone(kind, span):
    pats = [p for name, p in C.API_PATTERNS.items() if V.API[name][0] == kind]
    return any(re.fullmatch(p, span) for p in pats)


def structure_alone(kind, span):
    fwn = "".join(chr(ord(c) - 0xFEE0) if "！" <= c <= "～" else c for c in span)
    if kind in ("otp", "pin"):
        d = C.decode_digits(C.strip_keypad(span) if kind == "pin" else span)
        return d.isdigit() and 4 <= len(d) <= 8
    if kind == "card_number":
        d = re.sub(r"\D", "", fwn)
        return S.luhn_ok(d) and S.card_brand(d) is not None and d not in S.TEST_CARDS
    if kind == "password_nl":
        if re.search(r"(大写|小写|数字)", span) or ", " in span and re.search(r"(capital|upper case|big) ", span):
            return len(C.decode_spelled(span)) >= 8
        return len(fwn) >= 8
    if kind == "wifi_password":
        return 8 <= len(span) <= 63 or re.fullmatch(r"[0-9a-f]{64}", span) is not None
    if kind in ("security_answer",):
        return len(span) >= 2
    if kind == "env_file":
        return len(span) >= 8
    if kind == "totp_secret":
        return len(C.totp_bytes(span)) in (10, 16, 20, 32)
    if kind == "recovery_codes":
        return len(re.findall(r"[A-Za-z0-9]{4,}", span)) >= 1
    if kind == "crypto_wallet_key":
        return wallet_alone(span)
    if kind == "mnemonic_bip39_en":
        return readback_en_alone(span)
    if kind == "mnemonic_zh":
        return readback_zh_alone(span)
    if kind == "connection_string":
        shape = re.match(r"^([a-z0-9+]+://[^/\s:@]*:[^@\s]+@|jdbc:.*password=|Server=.*Password=|Driver=.*Pwd=|host=.*password=|[A-Za-z_]+/[^@\s]+@//)", span)
        return shape is not None
    if kind == "private_key_pem":
        return pk_alone(span)
    if kind == "jwt":
        return jwt_alone(span)
    return api_alone(kind, span)


# ---------------------------------------------------------------------------
def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runner")
    ap.add_argument("--dev-counts")
    ap.add_argument("--no-regen", action="store_true")
    a = ap.parse_args()
    runner_path = find_file(a.runner, "SECBENCH_RUNNER", ["../../../shared/bench/secrets/run.py", "../in52s/run.py"])
    counts_path = find_file(a.dev_counts, "SECBENCH_DEV_COUNTS", ["../../../shared/bench/secrets/dev_counts.txt", "../in52s/dev_counts.txt"])

    S.selftest()
    check(True, "struct27 selftest")
    groups = M.load_templates()  # asserts: no Latin in zh literal text, secret slots match labels
    check(True, "templates load (zh literal text has no Latin letter)")

    runner = None
    if runner_path:
        spec = importlib.util.spec_from_file_location("secbench_run", runner_path)
        runner = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(runner)
    else:
        print("note: run.py not found; runner checks skipped")

    kinds_plan = {k: v[0] for k, v in M.PLAN.items()}
    if counts_path:
        dev_kinds = {}
        for line in open(counts_path, encoding="utf-8"):
            p = line.split()
            if len(p) == 3 and p[0] in ("secret", "benign"):
                dev_kinds[p[1]] = p[0]
        check(dev_kinds == kinds_plan, "plan's kinds and labels equal dev_counts.txt's (%d kinds)" % len(dev_kinds))
        print("dev_counts.txt: %d kinds, all present in the plan with the same label: %s" % (len(dev_kinds), dev_kinds == kinds_plan))

    data = {}
    raw = {}
    for split in ("dev", "test"):
        path = os.path.join(HERE, split + ".jsonl")
        raw[split] = open(path, "rb").read()
        lines = [json.loads(l) for l in raw[split].decode("utf-8").splitlines() if l.strip()]
        data[split] = lines
        if runner:
            loaded = runner.load_corpus(path)
            check(len(loaded) == len(lines), "%s: runner load_corpus reads every case" % split)
        check([c["id"] for c in lines] == sorted(c["id"] for c in lines), "%s sorted by id" % split)
        for c in lines:
            check(tuple(c.keys()) == M.FIELDS, "%s %s: fields" % (split, c.get("id")))
            check(c["id"] == "m" + hashlib.sha256(c["text"].encode("utf-8")).hexdigest()[:12], "%s %s: id is the text hash" % (split, c["id"]))
            check(c["source"] == "synthetic", "source")

    all_ids = [c["id"] for s in data for c in data[s]]
    check(len(all_ids) == len(set(all_ids)), "ids unique within and across splits")
    all_texts = [c["text"] for s in data for c in data[s]]
    check(len(all_texts) == len(set(all_texts)), "no text occurs twice (within and across splits)")

    tmap = {t.id: t for ts in groups.values() for t in ts}
    used = {"dev": set(), "test": set()}
    for split, cases in data.items():
        for c in cases:
            cid = "%s %s" % (split, c["id"])
            check(c["label"] in ("secret", "benign"), cid + ": label")
            check(c["kind"] in kinds_plan and kinds_plan[c["kind"]] == c["label"], cid + ": kind/label")
            check(c["lang"] in M.LANGS, cid + ": lang")
            t = tmap.get(c["template"])
            check(t is not None and t.split == split and t.kind == c["kind"] and t.lang == c["lang"], cid + ": template belongs to split/kind/lang")
            used[split].add(c["template"])
            text, span = c["text"], c["span"]
            if c["label"] == "secret":
                ok = isinstance(span, str) and span and span in text and span == span.strip()
                check(ok, cid + ": span is an exact unpadded substring")
                try:
                    st = structure_alone(c["kind"], span)
                except Exception as e:
                    st = False
                check(st, cid + ": structure of %s from the span alone" % c["kind"])
                outside = text.replace(span, "", 1)
            else:
                check(span is None, cid + ": benign span is null")
                check(C.scan_benign(text, c["kind"]) is None, cid + ": benign text holds no secret by structure")
                outside = text
            if c["lang"] == "en":
                check(not HAN.search(outside), cid + ": en text has Han outside the span")
            elif c["lang"] == "zh":
                check(len(HAN.findall(outside)) >= 4, cid + ": zh text has >= 4 Han characters")
            else:
                words = set(w.lower() for w in re.findall(r"[A-Za-z]{3,}", outside))
                check(len(HAN.findall(outside)) >= 2 and len(words) >= 2, cid + ": mixed text has Han and Latin words")
    check(not (used["dev"] & used["test"]), "no template used in both splits")
    for split in ("dev", "test"):
        all_t = {t.id for t in tmap.values() if t.split == split}
        check(used[split] == all_t, "%s: every template of the split is used" % split)
    print("templates: dev %d, test %d, shared %d, total %d" % (len(used["dev"]), len(used["test"]), len(used["dev"] & used["test"]), len(tmap)))

    # high-entropy secret values shared across splits
    def vals(split):
        return {c["span"] for c in data[split] if c["label"] == "secret" and c["kind"] != "security_answer" and len(c["span"]) >= 12}
    shared = vals("dev") & vals("test")
    check(not shared, "no secret value of 12+ characters in both splits (%d shared)" % len(shared))

    # counts against the plan
    for split in ("dev", "test"):
        cnt = Counter((c["kind"], c["lang"]) for c in data[split])
        for kind, (label, quota, _) in M.PLAN.items():
            for li, lang in enumerate(M.LANGS):
                check(cnt.get((kind, lang), 0) == quota[li], "%s %s/%s count %d != plan %d" % (split, kind, lang, cnt.get((kind, lang), 0), quota[li]))
        kinds_present = {c["kind"] for c in data[split]}
        check(kinds_present == set(kinds_plan), "%s: all %d kinds present" % (split, len(kinds_plan)))

    # the runner's scoring with gold verdicts
    if runner:
        for split in ("dev", "test"):
            cases = data[split]
            results = {c["id"]: runner.normalise({"secret": c["label"] == "secret", "spans": [c["span"]] if c["span"] else []}) for c in cases}
            s = runner.score(cases, results)
            o = s["overall"]
            check(o["precision"] == 1.0 and o["recall"] == 1.0, "%s: gold verdicts score P=R=1" % split)
            check(s["span_hit_rate"] == 1.0, "%s: span hit rate 1" % split)
            for lang, b in s["by_lang"].items():
                check(b["recall"] == 1.0 and b["precision"] == 1.0, "%s/%s: gold P=R=1" % (split, lang))

    # per-split table
    for split in ("dev", "test"):
        cases = data[split]
        langs = Counter(c["lang"] for c in cases)
        labels = Counter(c["label"] for c in cases)
        print("\n%s.jsonl: %d cases (secret %d, benign %d; en %d, zh %d, mixed %d), %d templates" % (
            split, len(cases), labels["secret"], labels["benign"], langs["en"], langs["zh"], langs["mixed"], len(used[split])))
        cnt = Counter((c["kind"], c["lang"]) for c in cases)
        row = []
        for kind in sorted(kinds_plan, key=lambda k: (kinds_plan[k] != "secret", k)):
            row.append("%s %d/%d/%d" % (kind, cnt[(kind, "en")], cnt[(kind, "zh")], cnt[(kind, "mixed")]))
        for i in range(0, len(row), 4):
            print("  " + "   ".join(row[i:i + 4]))

    # rebuild twice and compare bytes
    if not a.no_regen:
        for seed in ("1", "random"):
            with tempfile.TemporaryDirectory() as d:
                env = dict(os.environ, PYTHONHASHSEED=seed)
                subprocess.run([sys.executable, os.path.join(HERE, "make_corpus.py"), "--out", d], env=env, check=True,
                               stdout=subprocess.DEVNULL)
                for split in ("dev", "test"):
                    same = open(os.path.join(d, split + ".jsonl"), "rb").read() == raw[split]
                    check(same, "rebuild (PYTHONHASHSEED=%s) gives identical %s.jsonl" % (seed, split))
        print("\nrebuilt twice (PYTHONHASHSEED=1 and random): byte-identical" if not [f for f in FAILED if "rebuild" in f] else "\nREBUILD DIFFERS")
    for split in ("dev", "test"):
        print("%s  %s.jsonl" % (hashlib.sha256(raw[split]).hexdigest(), split))

    for f in FAILED[:40]:
        print("FAIL:", f)
    print("selfcheck27: %d passed, %d failed" % (PASSED, len(FAILED)))
    sys.exit(1 if FAILED else 0)


if __name__ == "__main__":
    main()
