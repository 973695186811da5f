#!/usr/bin/env python3
"""make_corpus.py — writes dev.jsonl and test.jsonl of secrets_corpus26 (blind, issue 18).

Templates (tpl_*26.txt) x value generators (vals26) x fillers (fill26); checks (checks26).
Deterministic: the same bytes on every run.

  python make_corpus.py [--out DIR] [--counts] [--readme]
"""
import argparse
import hashlib
import json
import os
import random
import re
import sys
from collections import Counter, OrderedDict, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import struct26  # noqa: E402
import vals26  # noqa: E402
import fill26  # noqa: E402
import checks26  # noqa: E402

SEED = "secrets_corpus26/2026-12-07"
ENVELOPE_P = 0.10
TEMPLATE_FILES = ["tpl_personal26.txt", "tpl_keys26.txt", "tpl_dev26.txt", "tpl_apikeys26.txt",
                  "tpl_benign_a26.txt", "tpl_benign_b26.txt"]

# ---------------------------------------------------------------------------
# plan: cases per split (en, zh, mixed) and templates per split (en, zh, mixed)
# ---------------------------------------------------------------------------

WEAK = ["otp", "security_answer", "pin", "totp_secret", "crypto_wallet_key", "env_file", "mnemonic_bip39_en",
        "connection_string", "wifi_password", "recovery_codes"]
OTHER_SECRET = ["anthropic_key", "aws_key", "card_number", "generic_api_key", "github_token", "google_api_key", "jwt",
                "openai_key", "private_key_pem", "slack_token", "stripe_key", "vendor_token"]
NAMED_BENIGN = ["checksum", "postal_code", "code_config_benign", "secret_reference", "placeholder"]
OTHER_BENIGN = ["base64_image", "bip39_prose_en", "date_time", "git_sha", "hex_colour", "isbn", "masked_card",
                "network_id", "numeric_context", "order_tracking", "phone_number", "price_amount", "public_id",
                "public_key_material", "uuid", "version_string"]

PLAN = OrderedDict()
for k in WEAK:
    PLAN[k] = ("secret", (22, 11, 7), (4, 3, 2))
PLAN["password_nl"] = ("secret", (27, 14, 9), (4, 3, 2))
PLAN["mnemonic_zh"] = ("secret", (5, 22, 13), (2, 4, 3))
for k in OTHER_SECRET:
    PLAN[k] = ("secret", (11, 6, 3), (2, 2, 2))
PLAN["vendor_token"] = ("secret", (15, 8, 4), (4, 3, 2))   # the most varied of the token kinds
for k in NAMED_BENIGN:
    PLAN[k] = ("benign", (18, 9, 5), (4, 3, 2))
PLAN["password_mention"] = ("benign", (13, 7, 4), (2, 2, 2))
for k in OTHER_BENIGN:
    PLAN[k] = ("benign", (10, 5, 3), (2, 2, 2))
PLAN["bip39_prose_zh"] = ("benign", (0, 11, 7), (0, 2, 2))
LANGS = ("en", "zh", "mixed")

# ---------------------------------------------------------------------------
# templates
# ---------------------------------------------------------------------------

CH_OPEN, CH_CLOSE, CH_SEP = "\u27ec", "\u27ed", "\u00a6"   # ⟬ a ¦ b ⟭
SL_OPEN, SL_CLOSE = "\u2983", "\u2984"                      # ⦃ slot ⦄
HEADER = re.compile(r"^@@ ([a-z0-9_]+) (en|zh|mixed)( code)?\s*$")


class Template:
    def __init__(self, kind, lang, code, body, src, line):
        self.kind, self.lang, self.code, self.body, self.src, self.line = kind, lang, code, body, src, line
        self.tid = None
        self.split = None


def load_templates(files=TEMPLATE_FILES):
    tpls = []
    for fn in files:
        path = os.path.join(HERE, fn)
        cur = None
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        for i, line in enumerate(lines, 1):
            if line.startswith("@#"):
                continue
            m = HEADER.match(line)
            if m:
                if cur:
                    tpls.append(cur)
                cur = Template(m.group(1), m.group(2), bool(m.group(3)), [], fn, i)
                continue
            if line.startswith("@@"):
                raise SystemExit("%s:%d: bad header %r" % (fn, i, line))
            if cur is None:
                if line.strip():
                    raise SystemExit("%s:%d: text before the first header" % (fn, i))
                continue
            cur.body.append(line.rstrip())
        if cur:
            tpls.append(cur)
    seen = set()
    groups = defaultdict(list)
    for t in tpls:
        while t.body and not t.body[0].strip():
            t.body.pop(0)
        while t.body and not t.body[-1].strip():
            t.body.pop()
        t.body = "\n".join(t.body)
        if not t.body:
            raise SystemExit("%s:%d: empty template" % (t.src, t.line))
        if t.body in seen:
            raise SystemExit("%s:%d: duplicate template text" % (t.src, t.line))
        seen.add(t.body)
        if t.kind not in PLAN:
            raise SystemExit("%s:%d: unknown kind %s" % (t.src, t.line, t.kind))
        label = PLAN[t.kind][0]
        has_secret = re.search(SL_OPEN + r"S(?::[^" + SL_CLOSE + r"]*)?" + SL_CLOSE, t.body) is not None
        if (label == "secret") != has_secret:
            raise SystemExit("%s:%d: %s template %s a secret slot" % (t.src, t.line, label, "lacks" if label == "secret" else "has"))
        groups[(t.kind, t.lang)].append(t)
    # ids follow the written order; the split deals each group's code/config templates first and
    # then the others, alternately (1st, 3rd, ... to one split); when a group has an odd number of
    # code templates, the split that gets the extra one alternates from group to group
    toggle = 0
    for key in sorted(groups):
        ts = groups[key]
        kind, lang = key
        for n, t in enumerate(ts, 1):
            t.tid = "%s.%s.%02d" % (kind, lang, n)
        order = [t for t in ts if t.code] + [t for t in ts if not t.code]
        for i, t in enumerate(order):
            t.split = "dev" if (i + toggle) % 2 == 0 else "test"
        if sum(t.code for t in ts) % 2:
            toggle ^= 1
    return tpls, groups


def check_plan(groups, strict=True):
    problems = []
    for kind, (label, cases, ntpl) in PLAN.items():
        for li, lang in enumerate(LANGS):
            ts = groups.get((kind, lang), [])
            want = ntpl[li] * 2
            if len(ts) != want:
                problems.append("%s/%s: %d templates, want %d" % (kind, lang, len(ts), want))
    if problems and strict:
        raise SystemExit("template plan not met:\n  " + "\n  ".join(problems))
    return problems

# ---------------------------------------------------------------------------
# rendering
# ---------------------------------------------------------------------------

CHOICE_RE = re.compile(CH_OPEN + "([^" + CH_OPEN + CH_CLOSE + "]*)" + CH_CLOSE)
SLOT_RE = re.compile(SL_OPEN + "([^" + SL_OPEN + SL_CLOSE + "]*)" + SL_CLOSE)
FILL_RE = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)(?:\(([^)]*)\))?(?:#(\w+))?(?:\.(\d+))?$")
GEN_RE = re.compile(r"^S:([a-z]+)\(([^)]*)\)$")


class RenderError(Exception):
    pass


def resolve_choices(body, rng):
    keyed = {}
    while True:
        m = CHOICE_RE.search(body)
        if not m:
            break
        inner = m.group(1)
        key = None
        if inner.startswith("#"):
            km = re.match(r"#(\w+)#", inner)
            if not km:
                raise RenderError("bad keyed choice")
            key = km.group(1)
            inner = inner[km.end():]
        opts = inner.split(CH_SEP)
        if key is not None:
            if key in keyed:
                idx, n = keyed[key]
                if n != len(opts):
                    raise RenderError("keyed choice %s with %d and %d options" % (key, n, len(opts)))
            else:
                idx = rng.randrange(len(opts))
                keyed[key] = (idx, len(opts))
        else:
            idx = rng.randrange(len(opts))
        body = body[:m.start()] + opts[idx] + body[m.end():]
    if CH_CLOSE in body or CH_SEP in body:
        raise RenderError("unbalanced choice")
    return body


def call_fill(content, rng, cache):
    m = FILL_RE.match(content)
    if not m:
        raise RenderError("bad slot %r" % content)
    name, args, key, field = m.groups()
    if name not in fill26.FILL:
        raise RenderError("unknown filler %r" % name)
    argl = [a.strip() for a in args.split(",")] if args else []
    if key is None:
        val = fill26.FILL[name](rng, *argl)
    else:
        ck = (name, args, key)
        if ck not in cache:
            others = {v for (n2, a2, k2), v in cache.items() if n2 == name and a2 == args}
            for _ in range(30):
                val = fill26.FILL[name](rng, *argl)
                if val not in others:
                    break
            cache[ck] = val
        val = cache[ck]
    if field is not None:
        if not isinstance(val, tuple):
            raise RenderError("filler %s has no fields" % name)
        val = val[int(field) - 1]
    elif isinstance(val, tuple):
        raise RenderError("tuple filler %s used without a field" % name)
    return val


def render(t, rng, ctx):
    """-> (text, span or None, value dict or None, framed)"""
    label = PLAN[t.kind][0]
    body = resolve_choices(t.body, rng)
    slots = list(SLOT_RE.finditer(body))
    secret_slots = [m for m in slots if m.group(1) == "S" or m.group(1).startswith("S:")]
    if label == "secret" and len(secret_slots) != 1:
        raise RenderError("%s: %d secret slots after choices" % (t.tid, len(secret_slots)))
    if label == "benign" and (secret_slots or any(m.group(1).startswith("S.") for m in slots)):
        raise RenderError("%s: benign template with a secret slot" % t.tid)
    v = None
    if secret_slots:
        gm = GEN_RE.match(secret_slots[0].group(1))
        if not gm:
            raise RenderError("%s: secret slot needs a generator" % t.tid)
        args = [a.strip() for a in gm.group(2).split(",")] if gm.group(2) else []
        v = vals26.generate(t.kind, gm.group(1), args, rng, ctx)
    out = []
    pos = 0
    off = None
    cache = {}
    for m in slots:
        out.append(body[pos:m.start()])
        c = m.group(1)
        if c == "S" or c.startswith("S:"):
            off = sum(len(x) for x in out)
            out.append(v["span"])
        elif c.startswith("S."):
            comp = c[2:]
            if comp not in v["comp"]:
                raise RenderError("%s: no companion %s" % (t.tid, comp))
            out.append(v["comp"][comp])
        else:
            out.append(call_fill(c, rng, cache))
        pos = m.end()
    out.append(body[pos:])
    text = "".join(out)
    framed = False
    if not t.code and rng.random() < ENVELOPE_P:
        pre, post = fill26.envelope(rng, t.lang)
        text = pre + text + post
        if off is not None:
            off += len(pre)
        framed = True
    if SL_OPEN in text or SL_CLOSE in text or CH_OPEN in text:
        raise RenderError("%s: unresolved markup" % t.tid)
    return text, (v["span"] if v else None), off, v, framed

# ---------------------------------------------------------------------------
# build
# ---------------------------------------------------------------------------

def group_rng(split, kind, lang):
    return random.Random(hashlib.sha256(("%s|%s|%s|%s" % (SEED, split, kind, lang)).encode()).digest())


def case_id(text):
    return "k" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def build(verbose=False):
    struct26.selftest()
    fill26.selftest()
    tpls, groups = load_templates()
    check_plan(groups)
    seen_texts = set()
    out = {"dev": [], "test": []}
    checks = Counter()
    meta = {"dev": Counter(), "test": Counter()}
    for split in ("dev", "test"):
        for kind, (label, cases, ntpl) in PLAN.items():
            for li, lang in enumerate(LANGS):
                n = cases[li]
                if n == 0:
                    continue
                ts = [t for t in groups[(kind, lang)] if t.split == split]
                rng = group_rng(split, kind, lang)
                ctx = {"split": split, "kind": kind, "lang": lang}
                for i in range(n):
                    t = ts[i % len(ts)]
                    last = None
                    for attempt in range(300):
                        try:
                            text, span, off, v, framed = render(t, rng, ctx)
                        except (RenderError, vals26.GenError) as e:
                            raise SystemExit("render error in %s (%s:%d): %s" % (t.tid, t.src, t.line, e))
                        if text in seen_texts:
                            last = "duplicate text"
                            continue
                        if label == "secret":
                            if text.find(span) != off:
                                last = "span is not the first occurrence"
                                continue
                            try:
                                cname = checks26.check_secret(kind, v)
                            except checks26.CheckError as e:
                                raise SystemExit("check failed in %s: %s" % (t.tid, e))
                        else:
                            probs = checks26.benign_scan(text, kind)
                            if probs:
                                last = "benign scan: %s" % probs[:3]
                                continue
                            cname = "benign_no_card_seed_key_token"
                        if not checks26.lang_ok(text, lang, span):
                            raise SystemExit("language check failed in %s: %r" % (t.tid, text[:300]))
                        break
                    else:
                        raise SystemExit("could not render %s after 300 attempts: %s" % (t.tid, last))
                    checks[cname] += 1
                    seen_texts.add(text)
                    case = OrderedDict([("id", case_id(text)), ("text", text), ("lang", lang), ("label", label),
                                        ("kind", kind), ("span", span), ("source", "synthetic"), ("template", t.tid)])
                    out[split].append(case)
                    meta[split]["framed_" + label] += framed
                    meta[split]["code_" + label] += t.code
    ids = Counter(c["id"] for s in out.values() for c in s)
    dup = [i for i, n in ids.items() if n > 1]
    if dup:
        raise SystemExit("duplicate ids: %s" % dup[:5])
    dev_t = {c["template"] for c in out["dev"]}
    test_t = {c["template"] for c in out["test"]}
    if dev_t & test_t:
        raise SystemExit("templates in both splits: %s" % sorted(dev_t & test_t)[:5])
    for s in out:
        out[s].sort(key=lambda c: c["id"])
    return out, checks, meta, tpls


def write(out, outdir):
    for split, cases in out.items():
        with open(os.path.join(outdir, split + ".jsonl"), "w", encoding="utf-8", newline="\n") as f:
            for c in cases:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")

# ---------------------------------------------------------------------------
# tables
# ---------------------------------------------------------------------------

def count_table(cases, split, tpls, meta):
    c = Counter((x["label"], x["kind"], x["lang"]) for x in cases)
    ntpl = Counter(t.kind for t in tpls if t.split == split)
    lines = ["### %s.jsonl — %d cases" % (split, len(cases)), "",
             "| label | kind | en | zh | mixed | total | templates |", "|---|---|---:|---:|---:|---:|---:|"]
    tot = Counter()
    for label in ("secret", "benign"):
        for kind, (lab, _, _) in sorted(PLAN.items(), key=lambda kv: kv[0]):
            if lab != label:
                continue
            row = [c[(label, kind, l)] for l in LANGS]
            for l, v in zip(LANGS, row):
                tot[(label, l)] += v
            lines.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, kind, row[0], row[1], row[2], sum(row), ntpl[kind]))
    for label in ("secret", "benign"):
        row = [tot[(label, l)] for l in LANGS]
        lines.append("| **%s** | all | %d | %d | %d | %d | |" % (label, row[0], row[1], row[2], sum(row)))
    allrow = [tot[("secret", l)] + tot[("benign", l)] for l in LANGS]
    lines.append("| **all** | | %d | %d | %d | %d | %d |" % (allrow[0], allrow[1], allrow[2], sum(allrow), sum(ntpl.values())))
    n = len(cases)
    ns = sum(1 for x in cases if x["label"] == "secret")
    lens = defaultdict(list)
    for x in cases:
        lens[x["label"]].append(len(x["text"]))
    lines += ["", "Secret %d (%.1f %%), benign %d (%.1f %%). Languages: en %.1f %%, zh %.1f %%, mixed %.1f %%. "
              "Framed: secret %d, benign %d." % (ns, 100.0 * ns / n, n - ns, 100.0 * (n - ns) / n,
                                                  100.0 * allrow[0] / n, 100.0 * allrow[1] / n, 100.0 * allrow[2] / n,
                                                  meta["framed_secret"], meta["framed_benign"]),
              "Code or config texts: secret %d, benign %d. Mean length in characters: secret %d, benign %d." % (
                  meta["code_secret"], meta["code_benign"], sum(lens["secret"]) / len(lens["secret"]),
                  sum(lens["benign"]) / len(lens["benign"]))]
    return "\n".join(lines)


def replace_section(text, tag, new):
    a, b = "<!-- %s:start -->" % tag, "<!-- %s:end -->" % tag
    i, j = text.find(a), text.find(b)
    if i < 0 or j < 0:
        return text
    return text[:i + len(a)] + "\n" + new + "\n" + text[j:]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--counts", action="store_true")
    ap.add_argument("--readme", action="store_true")
    a = ap.parse_args()
    out, checks, meta, tpls = build()
    write(out, a.out)
    tables = "\n\n".join(count_table(out[s], s, tpls, meta[s]) for s in ("dev", "test"))
    chk = ", ".join("%s %d" % kv for kv in sorted(checks.items()))
    if a.counts:
        print(tables)
        print()
        print("checks at generation:", chk)
    if a.readme:
        p = os.path.join(HERE, "README.md")
        with open(p, encoding="utf-8") as f:
            r = f.read()
        r = replace_section(r, "counts", tables)
        import textwrap
        r = replace_section(r, "checks", "```\n" + textwrap.fill(chk, 100) + "\n```")
        hs = []
        for s in ("dev", "test"):
            with open(os.path.join(a.out, s + ".jsonl"), "rb") as f:
                hs.append("%s  %s.jsonl" % (hashlib.sha256(f.read()).hexdigest(), s))
        r = replace_section(r, "hashes", "```\n" + "\n".join(hs) + "\n```")
        langs = Counter(t.lang for t in tpls)
        r = replace_section(r, "templates", "Templates by language (both splits): en %d, zh %d, mixed %d; %d of them are code or config." % (
            langs["en"], langs["zh"], langs["mixed"], sum(t.code for t in tpls)))
        with open(p, "w", encoding="utf-8") as f:
            f.write(r)
    print("wrote dev.jsonl (%d) and test.jsonl (%d) to %s" % (len(out["dev"]), len(out["test"]), a.out))


if __name__ == "__main__":
    main()
