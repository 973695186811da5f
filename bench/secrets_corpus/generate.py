#!/usr/bin/env python3
"""Generate the blind secrets benchmark corpus (dev.jsonl and test.jsonl).

    python3 bench/secrets_corpus/generate.py            # write dev.jsonl, test.jsonl
    python3 bench/secrets_corpus/generate.py --check    # also verify reproducibility
    python3 bench/secrets_corpus/generate.py --stats    # print counts per split/kind/lang

Deterministic: everything derives from SEED.  The split is made by template,
before any detector tuning: each kind's templates are grouped by language,
shuffled with a fixed seed, and alternately given to dev and test, so test
holds phrasings and layouts that dev never shows.  Values are drawn
independently per case.  Written from the labelling policy alone (no detector
source, no held-out texts).
"""
import argparse
import hashlib
import io
import json
import os
import random
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True  # keep the corpus folder free of __pycache__

import templates as TPL  # noqa: E402
import values as V  # noqa: E402
from values import pick  # noqa: E402

SEED = "mimvault-secrets-corpus-v1"

SECRET_KINDS = ["anthropic_key", "aws_key", "card_number", "connection_string", "crypto_wallet_key", "env_file",
                "generic_api_key", "github_token", "google_api_key", "jwt", "mnemonic_bip39_en", "mnemonic_zh",
                "openai_key", "otp", "password_nl", "pin", "private_key_pem", "recovery_codes", "security_answer",
                "slack_token", "stripe_key", "totp_secret", "vendor_token", "wifi_password"]
BENIGN_KINDS = ["base64_image", "bip39_prose_en", "bip39_prose_zh", "checksum", "code_config_benign", "date_time",
                "git_sha", "hex_colour", "isbn", "masked_card", "network_id", "numeric_context", "order_tracking",
                "password_mention", "phone_number", "placeholder", "postal_code", "price_amount", "public_id",
                "public_key_material", "secret_reference", "uuid", "version_string"]
# kinds the held-out data is weak on: at least 20 per split
WEAK_SECRET = ["otp", "security_answer", "totp_secret", "crypto_wallet_key", "env_file", "mnemonic_bip39_en",
               "mnemonic_zh", "pin", "connection_string", "wifi_password", "password_nl", "recovery_codes"]
WEAK_BENIGN = ["checksum", "postal_code", "code_config_benign", "secret_reference", "placeholder"]

PER_SPLIT = {}
for k in SECRET_KINDS:
    PER_SPLIT[k] = 32 if k in WEAK_SECRET else 24
for k in BENIGN_KINDS:
    PER_SPLIT[k] = 30 if k in WEAK_BENIGN else 22
MIN_PER_SPLIT = {k: (20 if k in WEAK_SECRET + WEAK_BENIGN else 10) for k in SECRET_KINDS + BENIGN_KINDS}
MIN_TEMPLATES = 6

SLOT_RE = re.compile(r"⟦(\w+)⟧")
ALT_RE = re.compile(r"⟪([^⟪⟫]*)⟫")


# ---------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------
def slot_value(r, name):
    gen = TPL.SLOTS.get(name)
    if gen is None:
        gen = TPL.SLOTS.get(re.sub(r"\d+$", "", name))
    if gen is None:
        raise KeyError("unknown slot %r" % name)
    return pick(r, gen) if isinstance(gen, list) else gen(r)


def render(r, fmt, fixed):
    """-> (text, offset of the value slot ⟦S⟧ or None)."""
    s = fmt
    while True:
        t = ALT_RE.sub(lambda m: pick(r, m.group(1).split("|")), s)
        if t == s:
            break
        s = t
    cache = dict(fixed)
    out, pos, length, offset = [], 0, 0, None
    for m in SLOT_RE.finditer(s):
        lit = s[pos:m.start()]
        out.append(lit)
        length += len(lit)
        name = m.group(1)
        if name not in cache:
            cache[name] = slot_value(r, name)
        val = cache[name]
        if name == "S" and offset is None:
            offset = length
        out.append(val)
        length += len(val)
        pos = m.end()
    out.append(s[pos:])
    return "".join(out), offset


# ---------------------------------------------------------------------------
# Split assignment (by template)
# ---------------------------------------------------------------------------
def template_table():
    by_kind = defaultdict(list)
    for t in TPL.TEMPLATES:
        by_kind[t["kind"]].append(t)
    table = {}
    for kind, ts in by_kind.items():
        for i, t in enumerate(ts):
            t["id"] = "%s.%02d" % (kind, i + 1)
        split = {"dev": [], "test": []}
        counter = 0
        for lang in ("en", "zh", "mixed"):
            group = [t for t in ts if t["lang"] == lang]
            random.Random("%s|split|%s|%s" % (SEED, kind, lang)).shuffle(group)
            for t in group:
                t["split"] = "dev" if counter % 2 == 0 else "test"
                split[t["split"]].append(t)
                counter += 1
        # interleave languages so round-robin use keeps them balanced
        for name in split:
            lanes = [[t for t in split[name] if t["lang"] == lang] for lang in ("en", "zh", "mixed")]
            inter = []
            for i in range(max(len(x) for x in lanes)):
                inter.extend(x[i] for x in lanes if i < len(x))
            split[name] = inter
        table[kind] = split
    return table


# ---------------------------------------------------------------------------
# Case generation
# ---------------------------------------------------------------------------
_EN_WORDS = set(V.EN_WORDS)


def has_valid_bip39_window(text):
    """True if some run of 12/15/18/21/24 consecutive English BIP39 words has a valid checksum."""
    toks = [t.lower() for t in re.findall(r"[A-Za-z]+", text)]
    run = []
    for t in toks + [None]:
        if t is not None and t in _EN_WORDS:
            run.append(t)
            continue
        for n in (12, 15, 18, 21, 24):
            for i in range(len(run) - n + 1):
                if V.MN_EN.check(" ".join(run[i:i + n])):
                    return True
        run = []
    return False


def make_case(r, kind, tpl, seen):
    label = "secret" if kind in SECRET_KINDS else "benign"
    for _ in range(200):
        make = tpl["make"] or (lambda rr: {"S": ""})
        fixed = make(r)
        text, off = render(r, tpl["fmt"], fixed)
        text = text.strip("\n")
        if text in seen:
            continue
        span = None
        if label == "benign" and has_valid_bip39_window(text):
            continue  # a benign word list must not happen to be a valid seed phrase
        if label == "secret":
            val = fixed["S"]
            if not val or off is None:
                raise ValueError("%s: secret template without a value" % tpl["id"])
            # the span must be the value's first occurrence, so offsets are unambiguous
            if text.find(val) != off:
                continue
            span = val
        seen.add(text)
        return {"text": text, "lang": tpl["lang"], "label": label, "kind": kind, "span": span,
                "source": "generated", "template": tpl["id"]}
    raise RuntimeError("could not make a unique case for %s" % tpl["id"])


def build():
    table = template_table()
    seen = set()
    out = {}
    for split in ("dev", "test"):
        cases = []
        for kind in SECRET_KINDS + BENIGN_KINDS:
            r = random.Random("%s|%s|%s" % (SEED, split, kind))
            ts = table[kind][split]
            lanes = [[t for t in ts if t["lang"] == lg] for lg in ("en", "zh", "mixed")]
            lanes = [x for x in lanes if x]
            for i in range(PER_SPLIT[kind]):
                # languages in turn, then that language's templates in turn
                lane = lanes[i % len(lanes)]
                c = make_case(r, kind, lane[(i // len(lanes)) % len(lane)], seen)
                h = hashlib.sha256(("%s|%s|%d|%s" % (SEED, split, len(cases), c["text"])).encode()).hexdigest()
                c = dict(id=h[:11], **c)
                cases.append(c)
        random.Random("%s|order|%s" % (SEED, split)).shuffle(cases)
        out[split] = cases
    return table, out


def dump(cases):
    buf = io.StringIO()
    for c in cases:
        buf.write(json.dumps(c, ensure_ascii=False) + "\n")
    return buf.getvalue()


# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------
def check(table, out):
    problems = []
    kinds = SECRET_KINDS + BENIGN_KINDS
    have = set(table)
    if have != set(kinds):
        problems.append("template kinds differ from the kind list: %s" % sorted(have ^ set(kinds)))
    for kind in kinds:
        ts = table[kind]["dev"] + table[kind]["test"]
        if len(ts) < MIN_TEMPLATES:
            problems.append("%s has %d templates (< %d)" % (kind, len(ts), MIN_TEMPLATES))
        for split in ("dev", "test"):
            langs = {t["lang"] for t in table[kind][split]}
            if len(langs) < 2:
                problems.append("%s/%s covers languages %s only" % (kind, split, sorted(langs)))
        if {t["id"] for t in table[kind]["dev"]} & {t["id"] for t in table[kind]["test"]}:
            problems.append("%s: a template is in both splits" % kind)
    ids = Counter(c["id"] for s in out.values() for c in s)
    dup = [i for i, n in ids.items() if n > 1]
    if dup:
        problems.append("duplicate ids: %s" % dup[:5])
    texts = Counter(c["text"] for s in out.values() for c in s)
    if any(n > 1 for n in texts.values()):
        problems.append("duplicate texts")
    for split, cases in out.items():
        tsplit = {t["id"]: t["split"] for k in table for s in ("dev", "test") for t in table[k][s]}
        per = Counter(c["kind"] for c in cases)
        for kind in kinds:
            if per[kind] < MIN_PER_SPLIT[kind]:
                problems.append("%s/%s: %d cases (< %d)" % (split, kind, per[kind], MIN_PER_SPLIT[kind]))
        for c in cases:
            if tsplit[c["template"]] != split:
                problems.append("%s: template %s belongs to the other split" % (c["id"], c["template"]))
            if c["label"] == "secret":
                if not c["span"] or c["span"] not in c["text"]:
                    problems.append("%s: span not in text" % c["id"])
            elif c["span"] is not None:
                problems.append("%s: benign case with a span" % c["id"])
            if c["lang"] not in ("en", "zh", "mixed"):
                problems.append("%s: bad lang" % c["id"])
            has_cjk = re.search(r"[\u3400-\u9fff]", c["text"]) is not None
            if c["lang"] in ("zh", "mixed") and not has_cjk:
                problems.append("%s: lang %s without Chinese text" % (c["id"], c["lang"]))
            if c["lang"] == "en" and has_cjk:
                problems.append("%s: lang en with Chinese text" % c["id"])
    total = sum(len(s) for s in out.values())
    if total < 2400:
        problems.append("only %d cases" % total)
    return problems


def stats(table, out, w=sys.stdout.write):
    for split, cases in out.items():
        n = len(cases)
        sec = sum(c["label"] == "secret" for c in cases)
        w("\n== %s: %d cases, %d secret (%.1f%%), %d benign; templates %d ==\n"
          % (split, n, sec, 100.0 * sec / n, n - sec, sum(len(table[k][split]) for k in table)))
        lang = Counter(c["lang"] for c in cases)
        w("   lang: %s\n" % "  ".join("%s %d" % (k, lang[k]) for k in ("en", "zh", "mixed")))
        w("   %-22s %-6s %4s %4s %4s %4s  %s\n" % ("kind", "label", "n", "en", "zh", "mix", "templates"))
        by = defaultdict(Counter)
        for c in cases:
            by[c["kind"]][c["lang"]] += 1
        for kind in SECRET_KINDS + BENIGN_KINDS:
            b = by[kind]
            w("   %-22s %-6s %4d %4d %4d %4d  %d\n" % (kind, "secret" if kind in SECRET_KINDS else "benign",
                                                    sum(b.values()), b["en"], b["zh"], b["mixed"], len(table[kind][split])))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=HERE, help="output directory (default: this folder)")
    ap.add_argument("--check", action="store_true", help="build twice and verify identical output")
    ap.add_argument("--stats", action="store_true", help="print counts per split, kind and language")
    a = ap.parse_args(argv)

    table, out = build()
    problems = check(table, out)
    if problems:
        for p in problems[:50]:
            sys.stderr.write("PROBLEM: %s\n" % p)
        raise SystemExit("%d problems" % len(problems))
    blobs = {s: dump(c) for s, c in out.items()}
    if a.check:
        # rebuild in fresh interpreters with different hash seeds: output must not change
        import subprocess
        import tempfile
        for hs in ("1", "12345"):
            with tempfile.TemporaryDirectory() as tmp:
                env = dict(os.environ, PYTHONHASHSEED=hs)
                subprocess.run([sys.executable, os.path.abspath(__file__), "--out", tmp], check=True,
                               env=env, stdout=subprocess.DEVNULL)
                for s in blobs:
                    with open(os.path.join(tmp, s + ".jsonl"), encoding="utf-8") as f:
                        if f.read() != blobs[s]:
                            raise SystemExit("NOT reproducible: %s differs (PYTHONHASHSEED=%s)" % (s, hs))
        sys.stdout.write("reproducible: rebuilds with PYTHONHASHSEED=1 and 12345 are byte-identical\n")
    os.makedirs(a.out, exist_ok=True)
    for s, blob in blobs.items():
        path = os.path.join(a.out, s + ".jsonl")
        with open(path, "w", encoding="utf-8") as f:
            f.write(blob)
        sys.stdout.write("wrote %s (%d cases, sha256 %s)\n" % (path, len(out[s]), hashlib.sha256(blob.encode()).hexdigest()[:16]))
    if a.stats:
        stats(table, out)


if __name__ == "__main__":
    main()
