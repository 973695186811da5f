#!/usr/bin/env python3
"""Build secrets_corpus30: dev.jsonl and test.jsonl, split by template.

  python3 make_corpus30.py                 # writes dev.jsonl and test.jsonl here
  python3 make_corpus30.py --out DIR       # writes them into DIR
  python3 make_corpus30.py --counts        # also prints count tables and checks at generation
  python3 make_corpus30.py --readme        # also refreshes the generated sections of README.md
  python3 make_corpus30.py --preview KIND [LANG]   # renders that group's templates, writes nothing

Template files (tpl30_*.txt): a template starts with a header line
    @@ KIND LANG [code]
and runs to the next header. Inside a template:
    «a|b|c»           a choice (nested choices allowed; `|` inside {...} does not split)
    {S} {S:v1|v2}     the secret slot (exactly one in a secret template); v = generator variant
    {C:field}         a companion of the secret (user, ssid, q, issuer, key, addr, akid ...)
    {L:name}          a benign look-alike; the first one in a benign template is its span
    {LC:field}        a companion of the first look-alike (city, state ...)
    {f:name} {f:name#k}   a filler; with #k the same value everywhere in the text
Lines starting with `#` before the first header are comments.
"""
import argparse
import collections
import hashlib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import checks30  # noqa: E402
import fill30  # noqa: E402
import values30  # noqa: E402

SEED = "secrets_corpus30/2026-12-08"
SOURCE = "synthetic-corpus30"
LANGS = ("en", "zh", "mixed")

WEAK = ["otp", "pin", "security_answer", "totp_secret", "crypto_wallet_key", "env_file",
        "mnemonic_bip39_en", "mnemonic_zh", "connection_string", "wifi_password", "recovery_codes"]
OTHER_SECRET = ["anthropic_key", "aws_key", "card_number", "generic_api_key", "github_token",
                "google_api_key", "jwt", "openai_key", "private_key_pem", "slack_token",
                "stripe_key", "vendor_token"]
NAMED_BENIGN = ["checksum", "postal_code", "code_config_benign", "secret_reference", "placeholder",
                "password_mention"]
OTHER_BENIGN = ["base64_image", "bip39_prose_en", "bip39_prose_zh", "date_time", "git_sha",
                "hex_colour", "isbn", "masked_card", "network_id", "numeric_context",
                "order_tracking", "phone_number", "price_amount", "public_id",
                "public_key_material", "uuid", "version_string"]

# kind -> (label, cases per language per split, templates per language in all)
PLAN = {}
for k in WEAK:
    PLAN[k] = ("secret", 13, 6)
PLAN["password_nl"] = ("secret", 15, 6)
for k in OTHER_SECRET:
    PLAN[k] = ("secret", 6, 4)
for k in NAMED_BENIGN:
    PLAN[k] = ("benign", 10, 6)
for k in OTHER_BENIGN:
    PLAN[k] = ("benign", 7, 4)

TEMPLATE_FILES = ["tpl30_otp_pin.txt", "tpl30_personal.txt", "tpl30_keys.txt", "tpl30_dev.txt",
                  "tpl30_api.txt", "tpl30_benign_a.txt", "tpl30_benign_b.txt"]

ZH_LOANWORDS = {"WiFi", "Wi", "Fi", "wifi", "App", "APP", "app", "ID", "QQ", "PDF", "PC", "SIM", "PIN",
                "VPN", "iPad", "iPhone", "Excel", "U", "OK", "NAS", "Switch", "PS", "Mac", "MD", "AppID"}
ENVELOPE_P = 0.08

HEADER = re.compile(r"^@@ [a-z0-9_]+ (en|zh|mixed)( code)?$")
SLOT = re.compile(r"\{(S|C|L|LC|f)(?::([^{}]*))?\}")
HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def seeded(*parts):
    return random.Random(hashlib.sha256("/".join((SEED,) + parts).encode()).digest())


# ---------------------------------------------------------------------------
# templates
# ---------------------------------------------------------------------------
class Template:
    def __init__(self, kind, lang, code, body, src):
        self.kind, self.lang, self.code, self.body, self.src = kind, lang, code, body, src
        self.name = None


def load_templates():
    out = []
    for fn in TEMPLATE_FILES:
        path = os.path.join(HERE, fn)
        if not os.path.exists(path):
            continue
        cur = None
        lines = []
        for ln, line in enumerate(open(path, encoding="utf-8").read().split("\n"), 1):
            if HEADER.match(line):
                if cur:
                    out.append(Template(cur[0], cur[1], cur[2], "\n".join(lines).strip("\n"), cur[3]))
                parts = line[3:].split()
                kind, lang = parts[0], parts[1]
                code = "code" in parts[2:]
                if kind not in PLAN or lang not in LANGS:
                    raise SystemExit("%s:%d: bad header %r" % (fn, ln, line))
                cur = (kind, lang, code, "%s:%d" % (fn, ln))
                lines = []
            elif cur:
                lines.append(line)
        if cur:
            out.append(Template(cur[0], cur[1], cur[2], "\n".join(lines).strip("\n"), cur[3]))
    counter = collections.Counter()
    for t in out:
        counter[(t.kind, t.lang)] += 1
        t.name = "%s.%s.%02d" % (t.kind, t.lang, counter[(t.kind, t.lang)])
        lint_template(t)
    return out


def _literal(body):
    """template text without slots and choice markers (all alternatives kept)."""
    s = SLOT.sub(" ", body)
    return s.replace("«", " ").replace("»", " ").replace("|", " ")


def lint_template(t):
    label = PLAN[t.kind][0]
    nS = len([m for m in SLOT.finditer(t.body) if m.group(1) == "S"])
    if label == "secret" and nS < 1:
        raise SystemExit("%s (%s): a secret template needs a {S}" % (t.name, t.src))
    if label == "benign" and nS:
        raise SystemExit("%s (%s): a benign template has {S}" % (t.name, t.src))
    if t.body.count("«") != t.body.count("»"):
        raise SystemExit("%s (%s): unbalanced «»" % (t.name, t.src))
    lit = _literal(t.body)
    if t.lang == "en" and HAN.search(lit):
        raise SystemExit("%s (%s): Han character in an English template" % (t.name, t.src))
    if t.lang == "zh" and not t.code:
        for w in re.findall(r"[A-Za-z]+", lit):
            if w not in ZH_LOANWORDS:
                raise SystemExit("%s (%s): Latin word %r in a Chinese template" % (t.name, t.src, w))
    if t.lang in ("zh", "mixed") and len(HAN.findall(lit)) < 2:
        raise SystemExit("%s (%s): too few Han characters" % (t.name, t.src))


# ---------------------------------------------------------------------------
# rendering
# ---------------------------------------------------------------------------
def _split_top(s, sep="|"):
    parts, depth, cur = [], 0, ""
    for ch in s:
        if ch in "{«":
            depth += 1
        elif ch in "}»":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    return parts


def resolve_choices(s, rng):
    while True:
        # innermost «...»
        m = re.search(r"«([^«»]*)»", s)
        if not m:
            return s
        opts = _split_top(m.group(1))
        s = s[:m.start()] + rng.choice(opts) + s[m.end():]


class Redraw(Exception):
    pass


def render(t, rng, split):
    label = PLAN[t.kind][0]
    body = resolve_choices(t.body, rng)
    ctx = dict(split=split, lang=t.lang, kind=t.kind)
    slots = list(SLOT.finditer(body))
    nS = sum(1 for m in slots if m.group(1) == "S")
    if nS != (1 if label == "secret" else 0):
        raise SystemExit("%s (%s): %d secret slots after choices" % (t.name, t.src, nS))
    secret = None
    for m in slots:
        if m.group(1) == "S":
            var = rng.choice(_split_top(m.group(2))) if m.group(2) else None
            secret = values30.gen(t.kind, var, rng, ctx)
            break
    looks = []
    state = {}
    keyed = {}
    out = []
    pos = 0
    span = None
    span_off = None
    first_look_comp = None
    # pre-draw look-alikes in order
    for m in slots:
        if m.group(1) == "L":
            v, comp = fill30.look(m.group(2), rng, state)
            looks.append(v)
            if first_look_comp is None:
                first_look_comp = comp
    li = 0
    for m in slots:
        out.append(body[pos:m.start()])
        typ, arg = m.group(1), m.group(2)
        cur = sum(len(x) for x in out)
        if typ == "S":
            val = secret["value"]
            span, span_off = val, cur
        elif typ == "C":
            val = str(secret["comp"][arg])
        elif typ == "L":
            val = looks[li]
            li += 1
            if label == "benign" and span is None:
                span, span_off = val, cur
        elif typ == "LC":
            val = first_look_comp[arg]
        else:
            name, _, key = arg.partition("#")
            if key:
                if arg not in keyed:
                    keyed[arg] = fill30.filler(name, rng, state)
                val = keyed[arg]
            else:
                val = fill30.filler(name, rng, state)
        out.append(val)
        pos = m.end()
    out.append(body[pos:])
    text = "".join(out)
    # envelope
    if not t.code and rng.random() < ENVELOPE_P:
        pre, post = rng.choice(fill30.ENVELOPES[t.lang])
        pre = SLOT.sub(lambda m: fill30.filler(m.group(2), rng, state), pre)
        pre = pre.replace("{iso}", fill30.filler("iso", rng, state)).replace("{date}", fill30.filler("date", rng, state)).replace("{zdate}", fill30.filler("zdate", rng, state))
        text = pre + text + post
        if span_off is not None:
            span_off += len(pre)
    if span is None:
        span = ""
    if span:
        if text.find(span) != span_off:
            raise Redraw("span is not the first occurrence")
        if span != span.strip():
            raise Redraw("padded span")
    return text, span, secret


def lang_ok(text, span, lang):
    outside = text.replace(span, " ", 1) if span else text
    han = HAN.findall(outside)
    if lang == "en":
        return not han
    if lang == "zh":
        return len(han) >= 4
    words = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", outside)}
    return len(han) >= 2 and len(words) >= 2


# ---------------------------------------------------------------------------
# split and build
# ---------------------------------------------------------------------------
def split_templates(templates):
    groups = collections.defaultdict(list)
    for t in templates:
        groups[(t.kind, t.lang)].append(t)
    assign = {}
    turn = 0
    for key in sorted(groups):
        ts = groups[key]
        rng = seeded("split", key[0], key[1])
        code = [t for t in ts if t.code]
        other = [t for t in ts if not t.code]
        rng.shuffle(code)
        rng.shuffle(other)
        sides = {"dev": [], "test": []}
        order = ("dev", "test") if turn % 2 == 0 else ("test", "dev")
        if len(code) % 2:
            turn += 1
        for i, t in enumerate(code):
            sides[order[i % 2]].append(t)
        for t in other:
            s = "dev" if len(sides["dev"]) < len(sides["test"]) else ("test" if len(sides["test"]) < len(sides["dev"]) else order[0])
            sides[s].append(t)
        for s in sides:
            for t in sides[s]:
                assign[t.name] = s
    return assign


def build(verbose=False):
    templates = load_templates()
    by_group = collections.defaultdict(list)
    for t in templates:
        by_group[(t.kind, t.lang)].append(t)
    problems = []
    for k, (label, nper, ntpl) in PLAN.items():
        for lang in LANGS:
            have = len(by_group[(k, lang)])
            if have != ntpl:
                problems.append("%s/%s: %d templates, plan %d" % (k, lang, have, ntpl))
    if problems:
        raise SystemExit("template plan not met:\n  " + "\n  ".join(problems))
    assign = split_templates(templates)
    seen_text = set()
    checks = collections.Counter()
    splits = {"dev": [], "test": []}
    for split in ("dev", "test"):
        for kind in sorted(PLAN):
            label, nper, _ = PLAN[kind]
            for lang in LANGS:
                ts = sorted([t for t in by_group[(kind, lang)] if assign[t.name] == split], key=lambda t: t.name)
                rng = seeded(split, kind, lang)
                rng.shuffle(ts)
                for i in range(nper):
                    t = ts[i % len(ts)]
                    for attempt in range(200):
                        try:
                            text, span, secret = render(t, rng, split)
                        except Redraw:
                            continue
                        if text in seen_text:
                            continue
                        if not lang_ok(text, span, lang):
                            continue
                        if label == "secret":
                            name = checks30.check_secret(kind, span, secret["check"])
                            checks[name] += 1
                        else:
                            probs = checks30.benign_scan(text)
                            if probs:
                                continue
                            checks["benign_scan_clean"] += 1
                        break
                    else:
                        raise SystemExit("could not render %s (%s) after 200 draws" % (t.name, t.src))
                    seen_text.add(text)
                    splits[split].append(dict(
                        id="c30-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12],
                        text=text, lang=lang, label=label, kind=kind, span=span,
                        template=t.name, source=SOURCE))
    for s in splits:
        splits[s].sort(key=lambda c: c["id"])
    return splits, templates, assign, checks


def write(splits, outdir):
    for s, cases in splits.items():
        with open(os.path.join(outdir, s + ".jsonl"), "w", encoding="utf-8") as f:
            for c in cases:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")


# ---------------------------------------------------------------------------
# counts and README
# ---------------------------------------------------------------------------
CODE_TAG = None


def count_tables(splits, templates, assign):
    tpl_by = collections.Counter((assign[t.name], t.kind) for t in templates)
    code_names = {t.name for t in templates if t.code}
    md = []
    for s in ("dev", "test"):
        cases = splits[s]
        cnt = collections.Counter((c["kind"], c["lang"]) for c in cases)
        title = "### %s.jsonl — %d cases%s" % (s, len(cases), " (HELD OUT)" if s == "test" else "")
        md.append(title)
        md.append("")
        md.append("| label | kind | en | zh | mixed | total | templates |")
        md.append("|---|---|---:|---:|---:|---:|---:|")
        for label in ("secret", "benign"):
            for k in sorted(PLAN):
                if PLAN[k][0] != label:
                    continue
                row = [cnt[(k, l)] for l in LANGS]
                md.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, k, row[0], row[1], row[2], sum(row), tpl_by[(s, k)]))
        for label in ("secret", "benign"):
            row = [sum(1 for c in cases if c["label"] == label and c["lang"] == l) for l in LANGS]
            md.append("| **%s** | all | %d | %d | %d | %d | |" % (label, row[0], row[1], row[2], sum(row)))
        row = [sum(1 for c in cases if c["lang"] == l) for l in LANGS]
        md.append("| **all** | | %d | %d | %d | %d | %d |" % (row[0], row[1], row[2], sum(row), sum(1 for t in templates if assign[t.name] == s)))
        md.append("")
        nsec = sum(1 for c in cases if c["label"] == "secret")
        nben = len(cases) - nsec
        code_sec = sum(1 for c in cases if c["template"] in code_names and c["label"] == "secret")
        code_ben = sum(1 for c in cases if c["template"] in code_names and c["label"] == "benign")
        ml_s = sum(len(c["text"]) for c in cases if c["label"] == "secret") / max(nsec, 1)
        ml_b = sum(len(c["text"]) for c in cases if c["label"] == "benign") / max(nben, 1)
        md.append("Secret %d (%.1f %%), benign %d (%.1f %%). Languages: en %.1f %%, zh %.1f %%, mixed %.1f %%." % (
            nsec, 100 * nsec / len(cases), nben, 100 * nben / len(cases),
            *[100 * sum(1 for c in cases if c["lang"] == l) / len(cases) for l in LANGS]))
        md.append("Code or config texts: secret %d, benign %d. Mean length in characters: secret %.0f, benign %.0f." % (
            code_sec, code_ben, ml_s, ml_b))
        md.append("")
    return "\n".join(md).rstrip() + "\n"


def template_summary(templates, assign):
    n = len(templates)
    by_l = collections.Counter(t.lang for t in templates)
    by_s = collections.Counter(assign[t.name] for t in templates)
    code = sum(1 for t in templates if t.code)
    return ("Templates: %d in all (dev %d, test %d); by language en %d, zh %d, mixed %d; %d of them are code or config.\n"
            % (n, by_s["dev"], by_s["test"], by_l["en"], by_l["zh"], by_l["mixed"], code))


def replace_section(text, name, content):
    a, b = "<!-- %s:start -->" % name, "<!-- %s:end -->" % name
    i, j = text.find(a), text.find(b)
    if i < 0 or j < 0:
        return text
    return text[:i + len(a)] + "\n" + content + text[j:]


def refresh_readme(splits, templates, assign, checks, outdir):
    path = os.path.join(HERE, "README.md")
    if not os.path.exists(path):
        return
    txt = open(path, encoding="utf-8").read()
    txt = replace_section(txt, "templates", template_summary(templates, assign))
    txt = replace_section(txt, "counts", count_tables(splits, templates, assign))
    txt = replace_section(txt, "checks", "```\n" + ", ".join("%s %d" % kv for kv in sorted(checks.items())) + "\n```\n")
    hashes = []
    for s in ("dev", "test"):
        h = hashlib.sha256(open(os.path.join(outdir, s + ".jsonl"), "rb").read()).hexdigest()
        hashes.append("%s  %s.jsonl" % (h, s))
    txt = replace_section(txt, "hashes", "```\n" + "\n".join(hashes) + "\n```\n")
    open(path, "w", encoding="utf-8").write(txt)


def preview(kind, lang, n=3):
    templates = load_templates()
    rng = seeded("preview", kind, lang or "")
    for t in templates:
        if t.kind != kind or (lang and t.lang != lang):
            continue
        for i in range(n):
            for _ in range(50):
                try:
                    text, span, secret = render(t, rng, "dev")
                    break
                except Redraw:
                    continue
            print("=== %s (%s) [%s] span=%r" % (t.name, t.src, "code" if t.code else "", span[:60]))
            print(text)
            print()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--counts", action="store_true")
    ap.add_argument("--readme", action="store_true")
    ap.add_argument("--preview", nargs="+")
    a = ap.parse_args()
    if a.preview:
        preview(a.preview[0], a.preview[1] if len(a.preview) > 1 else None)
        return
    splits, templates, assign, checks = build()
    os.makedirs(a.out, exist_ok=True)
    write(splits, a.out)
    print("dev %d, test %d cases; %d templates" % (len(splits["dev"]), len(splits["test"]), len(templates)))
    if a.counts:
        print(template_summary(templates, assign))
        print(count_tables(splits, templates, assign))
        print(", ".join("%s %d" % kv for kv in sorted(checks.items())))
    if a.readme:
        refresh_readme(splits, templates, assign, checks, a.out)


if __name__ == "__main__":
    main()
