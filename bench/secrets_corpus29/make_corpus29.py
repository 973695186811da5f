#!/usr/bin/env python3
"""make_corpus29 -- build secrets_corpus29 (dev.jsonl, test.jsonl) from hand-written templates.

    python3 make_corpus29.py                # writes dev.jsonl and test.jsonl next to this file
    python3 make_corpus29.py --out DIR      # writes them into DIR
    python3 make_corpus29.py --counts       # also prints count tables and generation checks
    python3 make_corpus29.py --readme       # also refreshes the generated sections of README.md
    python3 make_corpus29.py --preview KIND [LANG]   # renders every template of a group 3 times, writes nothing

Template files: tpl29_*.txt.  A template starts with a header line

    ### <kind> <lang> [code]

followed by its body (up to the next header).  Lines starting with `#!` are comments.  In a body:

    @[a|b|c]            a random choice (innermost first; alternatives hold no [ ] |)
    @{name:arg,arg}     a filler (fill29.FILLERS); the same token gives the same value within a text,
                        `@{name#2}` a second, independent one
    @{!gen:arg,arg}     THE secret (values29.SECRET_GENS); its value is the case's span
    @{.field}           a companion of the secret's record (user, ssid, q, key, id, addr ...)
    @{?name:arg}        the benign look-alike; its value becomes the benign case's span

A multi-line value placed after a line prefix made only of spaces, tabs and `>` repeats that
prefix on its continuation lines (YAML block scalars, e-mail quotes).
"""
import argparse
import collections
import glob
import hashlib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import checks29 as C  # noqa: E402
import fill29 as F  # noqa: E402
import values29 as V  # noqa: E402

SEED = "secrets_corpus29/2026-12-07"
SOURCE = "synthetic-corpus29"

SECRET_KINDS = ["anthropic_key", "aws_key", "card_number", "connection_string", "crypto_wallet_key", "env_file",
                "generic_api_key", "github_token", "google_api_key", "jwt", "mnemonic_bip39_en", "mnemonic_zh",
                "openai_key", "otp", "password_nl", "pin", "private_key_pem", "recovery_codes", "security_answer",
                "slack_token", "stripe_key", "totp_secret", "vendor_token", "wifi_password"]
BENIGN_KINDS = ["base64_image", "bip39_prose_en", "bip39_prose_zh", "checksum", "code_config_benign", "date_time",
                "git_sha", "hex_colour", "isbn", "masked_card", "network_id", "numeric_context", "order_tracking",
                "password_mention", "phone_number", "placeholder", "postal_code", "price_amount", "public_id",
                "public_key_material", "secret_reference", "uuid", "version_string"]
WEAK = {"otp", "security_answer", "totp_secret", "crypto_wallet_key", "env_file", "mnemonic_bip39_en", "mnemonic_zh",
        "pin", "connection_string", "wifi_password", "recovery_codes", "password_nl"}
NAMED_BENIGN = {"checksum", "postal_code", "code_config_benign", "secret_reference", "placeholder", "password_mention"}
LANGS = ["en", "zh", "mixed"]


def plan():
    """-> {(kind, lang): (templates, cases)} over both splits"""
    p = {}
    for k in SECRET_KINDS:
        for lang in LANGS:
            if k == "password_nl":
                p[(k, lang)] = (8, 32)
            elif k in WEAK:
                p[(k, lang)] = (8, 28)
            else:
                p[(k, lang)] = (4, 12)
    for k in BENIGN_KINDS:
        for lang in LANGS:
            p[(k, lang)] = (6, 18) if k in NAMED_BENIGN else (4, 14)
    return p


# ---------------------------------------------------------------------------
# templates
# ---------------------------------------------------------------------------
Template = collections.namedtuple("Template", "tid kind lang code body file line")
HDR = re.compile(r"^### ([a-z0-9_]+) (en|zh|mixed)((?: [a-z]+)*)\s*$")
SLOT = re.compile(r"@\{([!?.]?)([A-Za-z_][A-Za-z0-9_]*)(?::([^}#]*))?(?:#(\w+))?\}")
CHOICE = re.compile(r"@\[([^\[\]]*)\]")
ZH_OK_LATIN = re.compile(r"Wi-Fi|WiFi|wifi|WIFI|App|APP|app|ID|QQ|PDF|PC|U盾")
HAN = re.compile(r"[\u4e00-\u9fff]")
LATWORD = re.compile(r"[A-Za-z]{3,}")


def literal(body):
    return CHOICE.sub(lambda m: " ".join(m.group(1).split("|")), SLOT.sub(" ", body))


def load_templates():
    out = []
    counters = collections.Counter()
    errors = []
    for path in sorted(glob.glob(os.path.join(HERE, "tpl29_*.txt"))):
        cur = None
        lines = open(path, encoding="utf-8").read().split("\n")
        for n, ln in enumerate(lines + ["### end en"], 1):
            m = HDR.match(ln)
            if m:
                if cur:
                    body = "\n".join(x for x in cur["lines"] if not x.startswith("#!")).strip("\n")
                    body = "\n".join(x.rstrip() for x in body.split("\n"))
                    counters[(cur["kind"], cur["lang"])] += 1
                    tid = "%s.%s.%02d" % (cur["kind"], cur["lang"], counters[(cur["kind"], cur["lang"])])
                    out.append(Template(tid, cur["kind"], cur["lang"], cur["code"], body, os.path.basename(path), cur["line"]))
                if m.group(1) == "end":
                    break
                cur = dict(kind=m.group(1), lang=m.group(2), code="code" in m.group(3).split(), lines=[], line=n)
            elif cur is not None:
                cur["lines"].append(ln)
    kinds = set(SECRET_KINDS) | set(BENIGN_KINDS)
    for t in out:
        where = "%s:%d %s" % (t.file, t.line, t.tid)
        if t.kind not in kinds:
            errors.append(where + ": unknown kind")
        lit = literal(t.body)
        secret_slots = [m for m in SLOT.finditer(t.body) if m.group(1) == "!"]
        if t.kind in SECRET_KINDS and len(secret_slots) != 1:
            errors.append(where + ": secret template needs exactly one @{!...}")
        if t.kind in BENIGN_KINDS and secret_slots:
            errors.append(where + ": benign template with a secret slot")
        for m in SLOT.finditer(t.body):
            if m.group(1) == "!" and m.group(2) not in V.SECRET_GENS:
                errors.append(where + ": unknown generator " + m.group(2))
            if m.group(1) in ("", "?") and m.group(2) not in F.FILLERS:
                errors.append(where + ": unknown filler " + m.group(2))
        if t.lang == "en" and HAN.search(lit):
            errors.append(where + ": Han in an en template")
        if t.lang == "zh":
            if not t.code and re.search(r"[A-Za-z]", ZH_OK_LATIN.sub("", lit)):
                errors.append(where + ": Latin letters in a zh template: " + repr(re.findall(r"[A-Za-z]+", ZH_OK_LATIN.sub("", lit))[:5]))
            if len(HAN.findall(lit)) < (6 if t.code else 4):
                errors.append(where + ": too few Han in a zh template")
        if t.lang == "mixed":
            if len(HAN.findall(lit)) < 2 or len({w.lower() for w in LATWORD.findall(ZH_OK_LATIN.sub("", lit))}) < 2:
                errors.append(where + ": a mixed template needs Han and two Latin words")
    return out, errors


# ---------------------------------------------------------------------------
# rendering
# ---------------------------------------------------------------------------
class Ctx:
    def __init__(self, rng, split, kind, lang):
        self.rng, self.split, self.kind, self.lang = rng, split, kind, lang


ENVELOPES = {
    "en": ["Signal · Note to Self\n{t}", "{t}\n\n— sent from my Galaxy Z Flip", "Apple Notes › Quick Note\n{t}",
           "{t}\n\nSent from Spark", "Reflect · daily\n{t}", "{t}\n\nSent from Thunderbird", "Diarium entry\n{t}",
           "{t}\n\nSent from Canary Mail"],
    "zh": ["【QQ邮箱·记事本】\n{t}", "{t}\n\n——来自红米手机", "【华为备忘录】\n{t}", "【小红书·草稿箱】\n{t}",
           "{t}\n\n——发自网易邮箱大师", "【钉钉·待办备注】\n{t}", "【微信读书·想法】\n{t}", "{t}\n\n——发自努比亚手机"],
    "mixed": ["Signal 自己的笔记 ·\n{t}", "{t}\n\n——sent from 红米 phone", "Spark 邮件草稿\n{t}",
              "Apple 备忘录 · Quick Note\n{t}", "（copied from 钉钉）\n{t}", "Thunderbird 草稿 —\n{t}"],
}


def render(t, ctx):
    rng = ctx.rng
    ctx._clock = None
    ctx._in = None
    body = t.body
    while True:
        m = CHOICE.search(body)
        if not m:
            break
        body = body[:m.start()] + rng.choice(m.group(1).split("|")) + body[m.end():]
    rec = None
    for m in SLOT.finditer(body):
        if m.group(1) == "!":
            args = [x.strip() for x in m.group(3).split(",")] if m.group(3) else []
            rec = V.SECRET_GENS[m.group(2)](ctx, args)
            break
    cache = {}
    out = []
    pos = 0
    span = None
    span_off = None
    for m in SLOT.finditer(body):
        out.append(body[pos:m.start()])
        pos = m.end()
        sig, name = m.group(1), m.group(2)
        args = [x.strip() for x in m.group(3).split(",")] if m.group(3) else []
        if sig == "!":
            val = rec["value"]
        elif sig == ".":
            val = rec[name]
        else:
            tok = m.group(0).replace("@{?", "@{")
            if tok not in cache:
                cache[tok] = F.FILLERS[name](ctx, [V.pick(rng, x) if "/" in x else x for x in args])
            val = cache[tok]
        if "\n" in val:
            so_far = "".join(out)
            prefix = so_far[so_far.rfind("\n") + 1:]
            if prefix and re.fullmatch(r"[ \t>]*", prefix):
                val = val.replace("\n", "\n" + prefix)
        if sig in ("!", "?") and span is None:
            span = val
            span_off = len("".join(out))
        out.append(val)
    out.append(body[pos:])
    text = "".join(out)
    return text, rec, span, span_off


def make_case(t, ctx, seen, checks_log):
    for attempt in range(60):
        text, rec, span, off = render(t, ctx)
        if not t.code and ctx.rng.random() < 0.08:
            env = ctx.rng.choice(ENVELOPES[t.lang])
            pre = env.index("{t}")
            text = env.replace("{t}", text)
            if off is not None:
                off += pre
        if text in seen:
            continue
        if t.kind in SECRET_KINDS:
            if not span or text.find(span) != off or span != span.strip():
                continue
            try:
                name = C.check_span(t.kind, span, rec["check"])
            except Exception as e:  # a generator bug, not a bad draw
                raise SystemExit("check failed for %s: %r\n%s" % (t.tid, e, text))
        else:
            hits = C.scan_benign(text)
            if hits:
                continue
            name = "benign_scan_clean"
            if span is not None and text.find(span) < 0:
                continue
        seen.add(text)
        checks_log[name] += 1
        label = "secret" if t.kind in SECRET_KINDS else "benign"
        return {"id": "c29-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12], "text": text, "lang": t.lang,
                "label": label, "kind": t.kind, "span": span if span is not None else "", "template": t.tid,
                "source": SOURCE}
    raise SystemExit("could not render a fresh case from %s" % t.tid)


def group_rng(split, kind, lang, extra=""):
    return random.Random(hashlib.sha256(("%s/%s/%s/%s%s" % (SEED, split, kind, lang, extra)).encode()).digest())


def split_templates(templates):
    """-> {tid: split}; per (kind, lang) group half and half, code templates dealt first."""
    by = collections.defaultdict(list)
    for t in templates:
        by[(t.kind, t.lang)].append(t)
    assign = {}
    flip = 0
    for key in sorted(by):
        ts = by[key]
        rng = random.Random(hashlib.sha256(("%s/split/%s/%s" % (SEED, key[0], key[1])).encode()).digest())
        code = [t for t in ts if t.code]
        other = [t for t in ts if not t.code]
        rng.shuffle(code)
        rng.shuffle(other)
        cnt = {"dev": 0, "test": 0}
        order = ["dev", "test"] if flip == 0 else ["test", "dev"]
        for i, t in enumerate(code):
            s = order[i % 2]
            assign[t.tid] = s
            cnt[s] += 1
        if len(code) % 2:
            flip ^= 1
        for t in other:
            s = "dev" if cnt["dev"] < cnt["test"] else ("test" if cnt["test"] < cnt["dev"] else order[(cnt["dev"] + cnt["test"]) % 2])
            assign[t.tid] = s
            cnt[s] += 1
    return assign


def build(quiet=True):
    templates, errors = load_templates()
    if errors:
        raise SystemExit("template errors:\n" + "\n".join(errors))
    p = plan()
    by = collections.defaultdict(list)
    for t in templates:
        by[(t.kind, t.lang)].append(t)
    problems = []
    for key, (nt, nc) in sorted(p.items()):
        if len(by[key]) != nt:
            problems.append("%s/%s: %d templates, plan %d" % (key[0], key[1], len(by[key]), nt))
    for key in by:
        if key not in p:
            problems.append("%s/%s: not in the plan" % key)
    if problems:
        raise SystemExit("plan mismatch:\n" + "\n".join(problems))
    assign = split_templates(templates)
    seen = set()
    checks_log = collections.Counter()
    out = {"dev": [], "test": []}
    for split in ("dev", "test"):
        for key in sorted(p):
            kind, lang = key
            nt, nc = p[key]
            ts = [t for t in by[key] if assign[t.tid] == split]
            ctx = Ctx(group_rng(split, kind, lang), split, kind, lang)
            for i in range(nc // 2):
                t = ts[i % len(ts)]
                out[split].append(make_case(t, ctx, seen, checks_log))
    for split in out:
        out[split].sort(key=lambda c: c["id"])
    return out, templates, assign, checks_log


def write(out, d):
    for split, cases in out.items():
        with open(os.path.join(d, split + ".jsonl"), "w", encoding="utf-8") as f:
            for c in cases:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")


def count_tables(out, templates, assign):
    lines = []
    for split in ("dev", "test"):
        cases = out[split]
        tcount = collections.Counter(t.kind for t in templates if assign[t.tid] == split)
        lines.append("### %s.jsonl — %d cases%s\n" % (split, len(cases), " (HELD OUT)" if split == "test" else ""))
        lines.append("| label | kind | en | zh | mixed | total | templates |")
        lines.append("|---|---|---:|---:|---:|---:|---:|")
        c = collections.Counter((x["label"], x["kind"], x["lang"]) for x in cases)
        for label, kinds in (("secret", SECRET_KINDS), ("benign", BENIGN_KINDS)):
            for k in kinds:
                row = [c[(label, k, l)] for l in LANGS]
                lines.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, k, *row, sum(row), tcount[k]))
        for label in ("secret", "benign"):
            row = [sum(v for (lb, _, l), v in c.items() if lb == label and l == lang) for lang in LANGS]
            lines.append("| **%s** | all | %d | %d | %d | %d | |" % (label, *row, sum(row)))
        row = [sum(1 for x in cases if x["lang"] == lang) for lang in LANGS]
        lines.append("| **all** | | %d | %d | %d | %d | %d |" % (*row, sum(row), sum(tcount.values())))
        ns = sum(1 for x in cases if x["label"] == "secret")
        lines.append("")
        lines.append("Secret %d (%.1f %%), benign %d (%.1f %%). Languages: en %.1f %%, zh %.1f %%, mixed %.1f %%." % (
            ns, 100 * ns / len(cases), len(cases) - ns, 100 * (len(cases) - ns) / len(cases),
            *(100 * r / len(cases) for r in row)))
        code_t = {t.tid for t in templates if t.code}
        cs = sum(1 for x in cases if x["template"] in code_t and x["label"] == "secret")
        cb = sum(1 for x in cases if x["template"] in code_t and x["label"] == "benign")
        ml = lambda lab: sum(len(x["text"]) for x in cases if x["label"] == lab) / max(1, sum(1 for x in cases if x["label"] == lab))
        lines.append("Code or config texts: secret %d, benign %d. Mean length in characters: secret %.0f, benign %.0f." % (cs, cb, ml("secret"), ml("benign")))
        lines.append("")
    return "\n".join(lines)


def replace_section(text, name, body):
    a, b = "<!-- %s:start -->" % name, "<!-- %s:end -->" % name
    if a not in text:
        return text
    i, j = text.index(a) + len(a), text.index(b)
    return text[:i] + "\n" + body.strip("\n") + "\n" + text[j:]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--counts", action="store_true")
    ap.add_argument("--readme", action="store_true")
    ap.add_argument("--preview", nargs="+")
    a = ap.parse_args()
    if a.preview:
        templates, errors = load_templates()
        if errors:
            print("\n".join(errors))
        kind = a.preview[0]
        langs = a.preview[1:] or LANGS
        seen = set()
        log = collections.Counter()
        for t in templates:
            if t.kind == kind and t.lang in langs:
                ctx = Ctx(random.Random(t.tid), "dev", t.kind, t.lang)
                for _ in range(3):
                    c = make_case(t, ctx, seen, log)
                    print("=== %s  span=%r\n%s\n" % (t.tid, c["span"][:60], c["text"]))
        return
    out, templates, assign, checks_log = build()
    write(out, a.out)
    if a.counts or a.readme:
        tables = count_tables(out, templates, assign)
        chk = ", ".join("%s %d" % kv for kv in sorted(checks_log.items()))
        if a.counts:
            print(tables)
            print("checks at generation: " + chk)
        if a.readme:
            path = os.path.join(HERE, "README.md")
            r = open(path, encoding="utf-8").read()
            r = replace_section(r, "counts", tables)
            r = replace_section(r, "checks", "```\n" + chk + "\n```")
            hashes = "\n".join("%s  %s.jsonl" % (hashlib.sha256(open(os.path.join(a.out, s + ".jsonl"), "rb").read()).hexdigest(), s) for s in ("dev", "test"))
            r = replace_section(r, "hashes", "```\n" + hashes + "\n```")
            bl = collections.Counter(t.lang for t in templates)
            nc = sum(1 for t in templates if t.code)
            r = replace_section(r, "templates", "Templates: %d in all (dev %d, test %d); by language en %d, zh %d, mixed %d; %d of them are code or config." % (
                len(templates), sum(1 for v in assign.values() if v == "dev"), sum(1 for v in assign.values() if v == "test"),
                bl["en"], bl["zh"], bl["mixed"], nc))
            open(path, "w", encoding="utf-8").write(r)
    print("wrote %s: dev %d, test %d cases from %d templates" % (a.out, len(out["dev"]), len(out["test"]), len(templates)))


if __name__ == "__main__":
    main()
