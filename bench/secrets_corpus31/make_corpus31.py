#!/usr/bin/env python3
"""Generate secrets_corpus31 (dev.jsonl and test.jsonl) from hand-written templates.

  python3 make_corpus31.py                  # writes dev.jsonl and test.jsonl next to this file
  python3 make_corpus31.py --out DIR        # writes them into DIR
  python3 make_corpus31.py --counts         # also prints count tables and checks at generation
  python3 make_corpus31.py --readme         # also refreshes the generated sections of README.md
  python3 make_corpus31.py --preview KIND [LANG]   # renders each template of a group 3 times

Template files (tpl31_*.txt):
  ;; comment line
  @@ KIND LANG            starts a group
  %%  [code]              starts a template (flag 'code': code or config, never framed, zh prose rule off)
  body lines ...          until the next %% / @@
Inline:
  «S» «S:k=v,k=v»         the secret (options go to the value generator); «S.name» a companion
  «B:gen[:arg]»           the benign look-alike (the benign span); «b:gen[:arg]» another one, not the span
  «filler» «filler#key»   a filler; the same #key gives the same value within one text
  ‹a|b|c›                 a choice (not nested; options may hold slots)
"""
import argparse
import hashlib
import json
import os
import random
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import values31 as V  # noqa: E402
import fill31 as F  # noqa: E402
import checks31 as C  # noqa: E402

SEED = "secrets_corpus31/2026-12-08"
SOURCE = "synthetic-corpus31"
SPLITS = ("dev", "test")
LANGS = ("en", "zh", "mixed")

WEAK = ["otp", "pin", "security_answer", "totp_secret", "crypto_wallet_key", "env_file", "mnemonic_bip39_en",
        "mnemonic_zh", "connection_string", "wifi_password", "recovery_codes"]
OTHER_SECRET = ["anthropic_key", "aws_key", "card_number", "generic_api_key", "github_token", "google_api_key", "jwt",
                "openai_key", "private_key_pem", "slack_token", "stripe_key", "vendor_token"]
BENIGN_FA = ["checksum", "postal_code", "code_config_benign", "secret_reference", "placeholder", "password_mention"]
OTHER_BENIGN = ["base64_image", "bip39_prose_en", "bip39_prose_zh", "date_time", "git_sha", "hex_colour", "isbn",
                "masked_card", "network_id", "numeric_context", "order_tracking", "phone_number", "price_amount",
                "public_id", "public_key_material", "uuid", "version_string"]

# kind -> (label, cases per language per split, templates per language per split)
PLAN = {}
for k in WEAK:
    PLAN[k] = ("secret", 14, 3)
PLAN["password_nl"] = ("secret", 16, 3)
for k in OTHER_SECRET:
    PLAN[k] = ("secret", 6, 1)
for k in BENIGN_FA:
    PLAN[k] = ("benign", 9, 3)
for k in OTHER_BENIGN:
    PLAN[k] = ("benign", 7, 2)

ZH_LATIN_OK = {"WiFi", "Wi", "Fi", "App", "APP", "ID", "QQ", "PDF", "PC", "ETC", "GPS", "SIM", "PIN", "U", "VIN", "SUV",
               "OK", "RV", "USB", "MB", "GB", "km", "kg", "No", "KTV", "VIP", "CVV"}
HAN = re.compile(r"[\u3400-\u9fff]")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")

ENVELOPES = {
    "en": [("Day One · {d}\n", ""), ("", "\n— sent from my Pixel 7a"), ("Drafts · ", ""), ("", "\n\nSent from Tuta"),
           ("Polarsteps journal · {d}\n", ""), ("", "\n— typed on a Boox Note"), ("Memos · ", ""),
           ("", "\n\nSent from Zoho Mail")],
    "zh": [("【小米便签】", ""), ("", "\n——发自我的一加手机"), ("【腾讯文档·草稿】\n", ""), ("【夸克笔记】", ""),
           ("", "\n——来自魅族手机"), ("【随手记·{z}】", ""), ("【讯飞听见·转写】", ""), ("", "\n——发自我的中兴手机")],
    "mixed": [("Day One 日记 · {d}\n", ""), ("", "\n——sent from 一加 phone"), ("Drafts 草稿：", ""),
              ("", "\n（copied from 腾讯文档）"), ("Polarsteps 游记 · {d}\n", ""), ("Memos 便签 · ", "")],
}
ENVELOPE_P = 0.08


class Template:
    def __init__(self, kind, lang, body, code, src):
        self.kind, self.lang, self.body, self.code, self.src = kind, lang, body, code, src
        self.name = None


def load_templates():
    tpls = []
    files = sorted(f for f in os.listdir(HERE) if f.startswith("tpl31_") and f.endswith(".txt"))
    for fn in files:
        group = None
        cur = None
        for ln, line in enumerate(open(os.path.join(HERE, fn), encoding="utf-8").read().split("\n"), 1):
            if line.startswith(";;"):
                continue
            if line.startswith("@@ "):
                _, kind, lang = line.split()
                if kind not in PLAN or lang not in LANGS:
                    raise SystemExit("%s:%d: unknown group %s %s" % (fn, ln, kind, lang))
                group = (kind, lang)
                cur = None
                continue
            if line.startswith("%%"):
                flags = line[2:].split()
                cur = Template(group[0], group[1], [], "code" in flags, "%s:%d" % (fn, ln))
                tpls.append(cur)
                continue
            if cur is not None:
                cur.body.append(line)
    counters = Counter()
    for t in tpls:
        while t.body and not t.body[-1].strip():
            t.body.pop()
        while t.body and not t.body[0].strip():
            t.body.pop(0)
        t.body = "\n".join(t.body)
        counters[(t.kind, t.lang)] += 1
        t.name = "%s.%s.%02d" % (t.kind, t.lang, counters[(t.kind, t.lang)])
        lint(t)
    return tpls


def literal(body):
    return re.sub(r"«[^«»]*»", " ", body).replace("‹", " ").replace("›", " ").replace("|", " ")


def lint(t):
    if t.lang == "zh" and not t.code:
        bad = [w for w in re.findall(r"[A-Za-z]+", literal(t.body)) if w not in ZH_LATIN_OK]
        if bad:
            raise SystemExit("%s (%s): Latin in zh prose: %s" % (t.src, t.name, bad[:6]))
    if t.lang == "en" and HAN.search(literal(t.body)):
        raise SystemExit("%s (%s): Han in en template" % (t.src, t.name))
    label = PLAN[t.kind][0]
    nS = len(re.findall(r"«S(?::[^«»]*)?»", t.body))
    if label == "secret" and nS < 1:
        raise SystemExit("%s (%s): secret template without «S»" % (t.src, t.name))
    if label == "benign" and "«S" in t.body:
        raise SystemExit("%s (%s): benign template with «S»" % (t.src, t.name))
    for slot in re.findall(r"«([^«»]*)»", t.body):
        if slot.startswith("S") or slot.startswith("B:") or slot.startswith("b:"):
            if slot.startswith(("B:", "b:")) and slot[2:].split(":")[0] not in F.BENIGN:
                raise SystemExit("%s (%s): unknown benign generator %s" % (t.src, t.name, slot))
            continue
        if slot.split("#")[0] not in F.FILLERS:
            raise SystemExit("%s (%s): unknown filler %s" % (t.src, t.name, slot))


def split_templates(tpls):
    """Within each (kind, lang) group: code templates shuffled and dealt alternately, then the others
    shuffled and each given to the split that is short."""
    out = {"dev": [], "test": []}
    groups = defaultdict(list)
    for t in tpls:
        groups[(t.kind, t.lang)].append(t)
    turn = 0
    for key in sorted(groups):
        rng = random.Random(hashlib.sha256(("%s|split|%s|%s" % (SEED, key[0], key[1])).encode()).digest())
        code = [t for t in groups[key] if t.code]
        other = [t for t in groups[key] if not t.code]
        rng.shuffle(code)
        rng.shuffle(other)
        side = {"dev": [], "test": []}
        first = SPLITS[turn % 2]
        if len(code) % 2:
            turn += 1
        for i, t in enumerate(code):
            s = first if i % 2 == 0 else ("test" if first == "dev" else "dev")
            side[s].append(t)
        for t in other:
            s = "dev" if len(side["dev"]) <= len(side["test"]) else "test"
            if len(side["dev"]) == len(side["test"]):
                s = rng.choice(SPLITS)
            side[s].append(t)
        for s in SPLITS:
            out[s].extend(side[s])
    return out


def parse_opts(s):
    o = {}
    for part in s.split(","):
        if part:
            k, _, v = part.partition("=")
            o[k] = v
    return o


class RenderError(Exception):
    pass


def render(t, rng, split):
    ctx = {"lang": t.lang, "split": split, "kind": t.kind}
    body = re.sub(r"‹([^‹›]*)›", lambda m: rng.choice(m.group(1).split("|")), t.body)
    parts = re.split(r"(«[^«»]*»)", body)
    slots = [(i, p[1:-1]) for i, p in enumerate(parts) if p.startswith("«")]
    label = PLAN[t.kind][0]
    sec = None
    s_slots = [i for i, s in slots if s == "S" or s.startswith("S:")]
    if label == "secret":
        if len(s_slots) != 1:
            raise RenderError("%s: %d secret slots after choices" % (t.name, len(s_slots)))
        opt = parts[s_slots[0]][1:-1]
        sec = V.gen(t.kind, rng, ctx, parse_opts(opt[2:]) if opt.startswith("S:") else {})
    vals = {}
    bspan_idx = None
    late = lambda s: s[2:].startswith("postal_city")
    for i, s in sorted(slots, key=lambda x: late(x[1])):
        if s.startswith("B:") or s.startswith("b:"):
            g, _, arg = s[2:].partition(":")
            vals[i] = F.BENIGN[g](rng, ctx, arg or None)
            if s.startswith("B:") and bspan_idx is None:
                bspan_idx = i
    keyed = {}
    for i, s in slots:
        if s == "S" or s.startswith("S:"):
            vals[i] = sec["value"]
        elif s.startswith("S."):
            vals[i] = str(sec["comp"].get(s[2:], ""))
        elif i in vals:
            continue
        else:
            name, _, key = s.partition("#")
            if key:
                if s not in keyed:
                    keyed[s] = F.FILLERS[name](rng, ctx)
                vals[i] = keyed[s]
            else:
                vals[i] = F.FILLERS[name](rng, ctx)
    text = ""
    off = None
    span = ""
    for i, p in enumerate(parts):
        if i in vals:
            if label == "secret" and i == s_slots[0]:
                off = len(text)
                span = vals[i]
            elif label == "benign" and i == bspan_idx:
                span = vals[i]
            text += vals[i]
        else:
            text += p
    if not t.code and rng.random() < ENVELOPE_P:
        pre, post = rng.choice(ENVELOPES[t.lang])
        fmt = lambda s: s.replace("{d}", F.f_date_en(rng, ctx)).replace("{z}", F.f_date_zh(rng, ctx))
        pre, post = fmt(pre), fmt(post)
        text = pre + text + post
        if off is not None:
            off += len(pre)
    return text, span, off, sec


def lang_ok(lang, text, span):
    rest = text.replace(span, " ", 1) if span else text
    if lang == "en":
        return not HAN.search(rest), "en_no_han_outside_span"
    if lang == "zh":
        return len(HAN.findall(text)) >= 4, "zh_4plus_han"
    latin = {w.lower() for w in LATIN_WORD.findall(rest)}
    return len(HAN.findall(rest)) >= 2 and len(latin) >= 2, "mixed_han_and_latin"


def case_id(text):
    return "c31-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def group_rng(split, kind, lang):
    return random.Random(hashlib.sha256(("%s|%s|%s|%s" % (SEED, split, kind, lang)).encode()).digest())


def build():
    tpls = load_templates()
    check_plan(tpls)
    sp = split_templates(tpls)
    seen = set()
    out = {}
    checks = Counter()
    errors = []
    for split in SPLITS:
        cases = []
        for kind in sorted(PLAN):
            label, quota, _ = PLAN[kind]
            for lang in LANGS:
                rng = group_rng(split, kind, lang)
                ts = [t for t in sp[split] if t.kind == kind and t.lang == lang]
                ts.sort(key=lambda t: t.name)
                for i in range(quota):
                    t = ts[i % len(ts)]
                    for attempt in range(200):
                        text, span, off, sec = render(t, rng, split)
                        if text in seen:
                            continue
                        ok, _ = lang_ok(lang, text, span)
                        if not ok:
                            continue
                        if label == "secret":
                            if text.find(span) != off:
                                continue
                            name, good = C.check_record(kind, span, sec["check"])
                            if not good:
                                raise SystemExit("generator check failed: %s %s %r" % (t.name, name, span[:200]))
                        else:
                            if C.scan_benign(text):
                                continue
                        break
                    else:
                        errors.append("could not render %s (%s) after 200 attempts: %r" % (t.name, t.src, text[:300]))
                        break
                    seen.add(text)
                    if label == "secret":
                        checks[name] += 1
                    else:
                        checks["benign_scan_clean"] += 1
                    cases.append({"id": case_id(text), "text": text, "lang": lang, "label": label, "kind": kind,
                                  "span": span, "template": t.name, "source": SOURCE})
        cases.sort(key=lambda c: c["id"])
        out[split] = cases
    if errors:
        raise SystemExit("\n".join(sorted(set(errors))))
    return out, tpls, sp, checks


def check_plan(tpls):
    have = Counter((t.kind, t.lang) for t in tpls)
    bad = []
    for kind, (label, quota, per) in PLAN.items():
        for lang in LANGS:
            if have[(kind, lang)] != 2 * per:
                bad.append("%s/%s has %d templates, plan %d" % (kind, lang, have[(kind, lang)], 2 * per))
    if bad:
        raise SystemExit("template plan mismatch:\n  " + "\n  ".join(bad))


def write(out, outdir):
    for split in SPLITS:
        with open(os.path.join(outdir, split + ".jsonl"), "w", encoding="utf-8") as f:
            for c in out[split]:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")


def count_tables(out, sp):
    lines = []
    for split in SPLITS:
        cases = out[split]
        title = "### %s.jsonl — %d cases%s" % (split, len(cases), " (HELD OUT)" if split == "test" else "")
        lines += [title, "", "| label | kind | en | zh | mixed | total | templates |", "|---|---|---:|---:|---:|---:|---:|"]
        cnt = Counter((c["kind"], c["lang"]) for c in cases)
        tcount = Counter(t.kind for t in sp[split])
        for label in ("secret", "benign"):
            for kind in sorted(k for k in PLAN if PLAN[k][0] == label):
                row = [cnt[(kind, l)] for l in LANGS]
                lines.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, kind, row[0], row[1], row[2], sum(row), tcount[kind]))
        for label in ("secret", "benign"):
            row = [sum(1 for c in cases if c["label"] == label and c["lang"] == l) for l in LANGS]
            lines.append("| **%s** | all | %d | %d | %d | %d | |" % (label, row[0], row[1], row[2], sum(row)))
        row = [sum(1 for c in cases if c["lang"] == l) for l in LANGS]
        lines.append("| **all** | | %d | %d | %d | %d | %d |" % (row[0], row[1], row[2], sum(row), len(sp[split])))
        ns = sum(1 for c in cases if c["label"] == "secret")
        nb = len(cases) - ns
        codeset = {t.name for t in sp[split] if t.code}
        cs = sum(1 for c in cases if c["template"] in codeset and c["label"] == "secret")
        cb = sum(1 for c in cases if c["template"] in codeset and c["label"] == "benign")
        ml = lambda lab: sum(len(c["text"]) for c in cases if c["label"] == lab) / max(1, sum(1 for c in cases if c["label"] == lab))
        lines += ["", "Secret %d (%.1f %%), benign %d (%.1f %%). Languages: %s." % (
            ns, 100 * ns / len(cases), nb, 100 * nb / len(cases),
            ", ".join("%s %.1f %%" % (l, 100 * row[i] / len(cases)) for i, l in enumerate(LANGS))),
            "Code or config texts: secret %d, benign %d. Mean length in characters: secret %.0f, benign %.0f." % (cs, cb, ml("secret"), ml("benign")), ""]
    return "\n".join(lines).rstrip()


def template_summary(tpls, sp):
    bylang = Counter(t.lang for t in tpls)
    return "Templates: %d in all (dev %d, test %d); by language en %d, zh %d, mixed %d; %d of them are code or config." % (
        len(tpls), len(sp["dev"]), len(sp["test"]), bylang["en"], bylang["zh"], bylang["mixed"], sum(t.code for t in tpls))


def replace_block(text, name, content):
    a, b = "<!-- %s:start -->" % name, "<!-- %s:end -->" % name
    i, j = text.find(a), text.find(b)
    if i < 0 or j < 0:
        return text
    return text[:i + len(a)] + "\n" + content + "\n" + text[j:]


def refresh_readme(out, tpls, sp, checks, outdir):
    path = os.path.join(HERE, "README.md")
    if not os.path.exists(path):
        return
    text = open(path, encoding="utf-8").read()
    text = replace_block(text, "templates", template_summary(tpls, sp))
    text = replace_block(text, "counts", count_tables(out, sp))
    text = replace_block(text, "checks", "```\n" + ", ".join("%s %d" % kv for kv in sorted(checks.items())) + "\n```")
    hs = []
    for split in SPLITS:
        h = hashlib.sha256(open(os.path.join(outdir, split + ".jsonl"), "rb").read()).hexdigest()
        hs.append("%s  %s.jsonl" % (h, split))
    text = replace_block(text, "hashes", "```\n" + "\n".join(hs) + "\n```")
    open(path, "w", encoding="utf-8").write(text)


def preview(kind, lang):
    tpls = load_templates()
    rng = random.Random("preview")
    for t in tpls:
        if t.kind == kind and (lang is None or t.lang == lang):
            print("=" * 20, t.name, t.src, "code" if t.code else "")
            for _ in range(3):
                text, span, off, sec = render(t, rng, "dev")
                ok, rule = lang_ok(t.lang, text, span)
                flag = ""
                if PLAN[kind][0] == "secret":
                    name, good = C.check_record(kind, span, sec["check"])
                    flag = "" if good and text.find(span) == off else "  !! check %s first=%s" % (name, text.find(span) == off)
                else:
                    sb = C.scan_benign(text)
                    flag = "  !! scan %s" % sb if sb else ""
                if not ok:
                    flag += "  !! " + rule
                print(text)
                print("   [span] %r%s" % (span[:120], flag))
                print("-" * 8)


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
    out, tpls, sp, checks = build()
    write(out, a.out)
    print(template_summary(tpls, sp))
    for s in SPLITS:
        print("%s: %d cases" % (s, len(out[s])))
    if a.counts:
        print(count_tables(out, sp))
        print("checks at generation:", ", ".join("%s %d" % kv for kv in sorted(checks.items())))
    if a.readme:
        refresh_readme(out, tpls, sp, checks, a.out)


if __name__ == "__main__":
    main()
