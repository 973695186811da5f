#!/usr/bin/env python3
"""make_corpus28: build secrets_corpus28 (dev.jsonl and test.jsonl) from the hand-written templates.

Python 3 standard library only; deterministic (every (split, kind, lang) group draws from its own
random.Random seeded by SHA-256 of a fixed string).  Usage:

    python3 make_corpus28.py                 # write dev.jsonl and test.jsonl next to this file
    python3 make_corpus28.py --out DIR       # write them into DIR
    python3 make_corpus28.py --counts        # also print count tables
    python3 make_corpus28.py --readme        # also refresh the generated sections of README.md
    python3 make_corpus28.py --preview KIND [LANG]   # render every template of a kind 3 times (no files written)
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

import checks28 as C  # noqa: E402
import fill28 as F  # noqa: E402
import values28 as V  # noqa: E402

SEED = "secrets_corpus28/2026-12-07"
LANGS = ("en", "zh", "mixed")
SPLITS = ("dev", "test")

# the 47 kinds of the shared dev set (dev_counts.txt): label and count there
DEV_COUNTS = {
    "base64_image": ("benign", 5), "bip39_prose_en": ("benign", 10), "bip39_prose_zh": ("benign", 6),
    "checksum": ("benign", 5), "code_config_benign": ("benign", 11), "date_time": ("benign", 7), "git_sha": ("benign", 5),
    "hex_colour": ("benign", 4), "isbn": ("benign", 4), "masked_card": ("benign", 4), "network_id": ("benign", 4),
    "numeric_context": ("benign", 4), "order_tracking": ("benign", 7), "password_mention": ("benign", 18),
    "phone_number": ("benign", 8), "placeholder": ("benign", 10), "postal_code": ("benign", 3), "price_amount": ("benign", 5),
    "public_id": ("benign", 6), "public_key_material": ("benign", 5), "secret_reference": ("benign", 7), "uuid": ("benign", 5),
    "version_string": ("benign", 4),
    "anthropic_key": ("secret", 3), "aws_key": ("secret", 4), "card_number": ("secret", 4), "connection_string": ("secret", 4),
    "crypto_wallet_key": ("secret", 4), "env_file": ("secret", 6), "generic_api_key": ("secret", 9), "github_token": ("secret", 4),
    "google_api_key": ("secret", 4), "jwt": ("secret", 5), "mnemonic_bip39_en": ("secret", 7), "mnemonic_zh": ("secret", 5),
    "openai_key": ("secret", 5), "otp": ("secret", 9), "password_nl": ("secret", 22), "pin": ("secret", 9),
    "private_key_pem": ("secret", 6), "recovery_codes": ("secret", 8), "security_answer": ("secret", 6), "slack_token": ("secret", 5),
    "stripe_key": ("secret", 4), "totp_secret": ("secret", 4), "vendor_token": ("secret", 9), "wifi_password": ("secret", 6),
}
LABEL = {k: v[0] for k, v in DEV_COUNTS.items()}
# kinds issue 18 reports as weak, and the benign kinds it names as false-alarm sources: at least 30 per split
FLOOR30 = {"otp", "security_answer", "totp_secret", "crypto_wallet_key", "env_file", "mnemonic_bip39_en", "mnemonic_zh",
           "pin", "connection_string", "wifi_password", "password_nl", "recovery_codes",
           "checksum", "postal_code", "code_config_benign", "secret_reference", "placeholder"}


def plan():
    """cases per split for every (kind, lang)"""
    out = {}
    for kind, (label, n) in sorted(DEV_COUNTS.items()):
        q = max(24, round(24 + 1.9 * (n - 4)))
        if kind in FLOOR30:
            q = max(q, 30)
        if kind == "bip39_prose_zh":
            en, zh = 0, round(q * 0.55)
        elif kind == "mnemonic_zh":
            en, zh = 4, round(q * 0.5)
        else:
            en, zh = round(q * 0.45), round(q * 0.30)
        out[(kind, "en")], out[(kind, "zh")], out[(kind, "mixed")] = en, zh, q - en - zh
    return out


# ---------------------------------------------------------------------------
# templates
# ---------------------------------------------------------------------------
SLOT_RE = re.compile(r"〔([^〔〕]*)〕")
HAN_RE = re.compile(r"[\u3400-\u9fff]")


class Template:
    def __init__(self, kind, lang, code, text, where):
        self.kind, self.lang, self.code, self.text, self.where = kind, lang, code, text, where
        self.tid = None
        self.split = None


def load_templates():
    files = sorted(glob.glob(os.path.join(HERE, "tpl28_*.txt")))
    tpls = []
    for path in files:
        cur, buf, start = None, [], 0
        lines = open(path, encoding="utf-8").read().split("\n")

        def flush():
            if cur is None:
                return
            body = "\n".join(buf).strip("\n")
            body = "\n".join(l.rstrip() for l in body.split("\n"))
            tpls.append(Template(cur[0], cur[1], cur[2], body, "%s:%d" % (os.path.basename(path), start)))

        for i, line in enumerate(lines, 1):
            if line.startswith("@#"):
                continue
            if line.startswith("@@"):
                flush()
                parts = line[2:].split()
                kind, lang = parts[0], parts[1]
                cur, buf, start = (kind, lang, "code" in parts[2:]), [], i
                continue
            if cur is not None:
                buf.append(line)
        flush()
    seen = set()
    for t in tpls:
        if t.kind not in LABEL:
            raise SystemExit("%s: unknown kind %s" % (t.where, t.kind))
        if t.lang not in LANGS:
            raise SystemExit("%s: unknown lang %s" % (t.where, t.lang))
        if t.text in seen:
            raise SystemExit("%s: duplicate template text" % t.where)
        seen.add(t.text)
        n_s = len(re.findall(r"〔S(?:[:〕])", t.text))
        if LABEL[t.kind] == "secret" and n_s < 1:
            raise SystemExit("%s: secret template without a secret slot" % t.where)
        if LABEL[t.kind] == "benign" and ("〔S" in t.text):
            raise SystemExit("%s: benign template with a secret slot" % t.where)
        if t.lang == "zh":
            lit = re.sub(r"❲#\w+#", "", SLOT_RE.sub("", t.text))
            if re.search(r"[A-Za-z]", lit):
                raise SystemExit("%s: Latin letter in the literal text of a zh template: %r" % (t.where, re.findall(r".{0,12}[A-Za-z]+.{0,5}", lit)[:3]))
        if t.lang == "en":
            lit = SLOT_RE.sub("", t.text)
            if HAN_RE.search(lit):
                raise SystemExit("%s: Han character in an en template" % t.where)
    # ids and split: within each (kind, lang) group, templates alternate dev / test in written order;
    # when a group has an odd number, the extra one goes to dev and test by turns (groups in sorted order)
    groups = collections.defaultdict(list)
    for t in tpls:
        groups[(t.kind, t.lang)].append(t)
    # Code / config templates are dealt first (so both splits get about as many of them), then the
    # others; a group with an odd number of code templates gives the extra one to dev and test by
    # turns, and likewise a group with an odd number of templates in all.
    odd_code, odd_all = 0, 0
    for key in sorted(groups):
        g = groups[key]
        for i, t in enumerate(g):
            t.tid = "%s.%s.%02d" % (t.kind, t.lang, i + 1)
        codes = [t for t in g if t.code]
        others = [t for t in g if not t.code]
        start = SPLITS[odd_code % 2]
        if len(codes) % 2:
            odd_code += 1
        for i, t in enumerate(codes):
            t.split = start if i % 2 == 0 else ("test" if start == "dev" else "dev")
        have = collections.Counter(t.split for t in codes)
        if have["dev"] != have["test"]:
            start = "test" if have["dev"] > have["test"] else "dev"
        else:
            start = SPLITS[odd_all % 2]
            if len(others) % 2:
                odd_all += 1
        for i, t in enumerate(others):
            t.split = start if i % 2 == 0 else ("test" if start == "dev" else "dev")
    return tpls, groups


# ---------------------------------------------------------------------------
# rendering
# ---------------------------------------------------------------------------
def _parse(s, i, stop):
    parts, buf = [], ""
    while i < len(s):
        c = s[i]
        if c == "❲":
            if buf:
                parts.append(buf)
                buf = ""
            node, i = _parse_choice(s, i + 1)
            parts.append(node)
        elif stop and c in "┃❳":
            break
        else:
            buf += c
            i += 1
    if buf:
        parts.append(buf)
    return parts, i


def _parse_choice(s, i):
    key = None
    m = re.match(r"#(\w+)#", s[i:])
    if m:
        key = m.group(1)
        i += m.end()
    alts = []
    while True:
        parts, i = _parse(s, i, True)
        alts.append(parts)
        if i >= len(s):
            raise ValueError("unclosed choice")
        if s[i] == "┃":
            i += 1
            continue
        i += 1
        break
    return ("choice", key, alts), i


def resolve_choices(text, rng, keys):
    parts, _ = _parse(text, 0, False)

    def walk(ps):
        out = ""
        for p in ps:
            if isinstance(p, str):
                out += p
            else:
                _, key, alts = p
                if key is not None:
                    if key not in keys:
                        keys[key] = rng.randrange(len(alts))
                    idx = keys[key] % len(alts)
                else:
                    idx = rng.randrange(len(alts))
                out += walk(alts[idx])
        return out

    return walk(parts)


FILL_RE = re.compile(r"^(?P<name>[a-z_][a-z0-9_]*)(?:\((?P<args>[^)]*)\))?(?:#(?P<key>\w+)(?:\.(?P<idx>\d+))?)?$")
SEC_RE = re.compile(r"^S(?::(?P<gen>\w+)\((?P<args>[^)]*)\))?$")


class RenderError(Exception):
    pass


def render(t, rng, split):
    keys = {}
    text = resolve_choices(t.text, rng, keys)
    slots = list(SLOT_RE.finditer(text))
    sec_slots = [m for m in slots if SEC_RE.match(m.group(1))]
    secret = None
    if LABEL[t.kind] == "secret":
        if len(sec_slots) != 1:
            raise SystemExit("%s (%s): %d secret slots after choices" % (t.where, t.tid, len(sec_slots)))
        m = SEC_RE.match(sec_slots[0].group(1))
        spec = "%s(%s)" % (m.group("gen"), m.group("args")) if m.group("gen") else V.DEFAULT_GEN[t.kind]
        gm = re.match(r"(\w+)\((.*)\)$", spec)
        gen, args = gm.group(1), [a.strip() for a in gm.group(2).split(",") if a.strip()]
        if gen not in V.KIND_GENS[t.kind]:
            raise SystemExit("%s: generator %s does not belong to kind %s" % (t.where, gen, t.kind))
        if gen == "ak" and V.AK_KIND[args[0]] != t.kind:
            raise SystemExit("%s: provider %s is a %s, not a %s" % (t.where, args[0], V.AK_KIND[args[0]], t.kind))
        if gen in ("sa", "cs") and len(args) < 1:
            raise SystemExit("%s: %s needs arguments" % (t.where, gen))
        secret = V.GENERATORS[gen](rng, split, *args)
    elif sec_slots:
        raise SystemExit("%s: secret slot in a benign template" % t.where)
    ctx = {"split": split, "lang": t.lang, "state": {}}
    cache = {}
    out, literal, pos, offset = [], [], 0, None
    for m in slots:
        lit = text[pos:m.start()]
        out.append(lit)
        literal.append(lit)
        spec = m.group(1)
        if SEC_RE.match(spec):
            offset = sum(len(x) for x in out)
            out.append(secret.value)
        elif spec.startswith("S."):
            if secret is None:
                raise SystemExit("%s: companion %s without a secret" % (t.where, spec))
            name = spec[2:]
            if name not in secret.comp:
                raise SystemExit("%s: secret has no companion %s (has %s)" % (t.where, name, sorted(secret.comp)))
            out.append(secret.comp[name])
        else:
            fm = FILL_RE.match(spec)
            if not fm or fm.group("name") not in F.FILLERS:
                raise SystemExit("%s: unknown filler %r" % (t.where, spec))
            name, args = fm.group("name"), [a.strip() for a in (fm.group("args") or "").split(",") if a.strip()]
            if fm.group("key"):
                ck = (name, tuple(args), fm.group("key"))
                if ck not in cache:
                    cache[ck] = F.FILLERS[name](rng, ctx, *args)
                val = cache[ck]
            else:
                val = F.FILLERS[name](rng, ctx, *args)
            if isinstance(val, tuple):
                idx = int(fm.group("idx") or 0)
                val = val[idx]
            elif fm.group("idx"):
                raise SystemExit("%s: field of a non-tuple filler %s" % (t.where, spec))
            out.append(val)
        pos = m.end()
    out.append(text[pos:])
    literal.append(text[pos:])
    full = "".join(out)
    framed = False
    if not t.code and rng.random() < 0.08:
        pre, post = rng.choice(F.ENVELOPES[t.lang])
        fmt = {k: F.FILLERS[k](rng, ctx) for k in ("date", "isodate", "hm", "zdate")}
        pre, post = pre.format(**fmt), post.format(**fmt)
        full = pre + full + post
        literal = [pre] + literal + [post]
        if offset is not None:
            offset += len(pre)
        framed = True
    return full, secret, offset, "".join(literal), framed


def lang_ok(lang, text, literal, span):
    outside = text.replace(span, "", 1) if span else text
    if lang == "en":
        return not HAN_RE.search(outside)
    if lang == "zh":
        return not re.search(r"[A-Za-z]", literal) and len(HAN_RE.findall(literal)) >= 4
    words = set(w.lower() for w in re.findall(r"[A-Za-z]{3,}", literal))
    return len(HAN_RE.findall(literal)) >= 2 and len(words) >= 2


# ---------------------------------------------------------------------------
# build
# ---------------------------------------------------------------------------
def group_rng(split, kind, lang):
    return random.Random(int.from_bytes(hashlib.sha256(("%s/%s/%s/%s" % (SEED, split, kind, lang)).encode()).digest()[:8], "big"))


def build(verbose=False):
    tpls, groups = load_templates()
    quotas = plan()
    for (kind, lang), n in quotas.items():
        if n == 0:
            continue
        g = groups.get((kind, lang), [])
        for sp in SPLITS:
            if not [t for t in g if t.split == sp]:
                raise SystemExit("no %s template for %s/%s" % (sp, kind, lang))
    cases = {sp: [] for sp in SPLITS}
    texts = set()
    checks = collections.Counter()
    framed = collections.Counter()
    code_cases = collections.Counter()
    for sp in SPLITS:
        for (kind, lang) in sorted(quotas):
            n = quotas[(kind, lang)]
            if n == 0:
                continue
            rng = group_rng(sp, kind, lang)
            mine = [t for t in groups[(kind, lang)] if t.split == sp]
            for i in range(n):
                t = mine[i % len(mine)]
                for attempt in range(300):
                    text, secret, offset, literal, fr = render(t, rng, sp)
                    span = secret.value if secret else None
                    if text in texts:
                        continue
                    if secret is not None:
                        if text.find(span) != offset:
                            continue
                        try:
                            cname = C.check_record(kind, span, secret.rec)
                        except Exception as e:
                            raise SystemExit("%s (%s): generated value fails its check: %s\n%r" % (t.where, t.tid, e, span[:200]))
                    else:
                        hits = C.scan_benign(text)
                        if hits:
                            if attempt > 250:
                                raise SystemExit("%s (%s): benign text keeps hitting %s\n%s" % (t.where, t.tid, hits, text))
                            continue
                        cname = "benign_scan_clean"
                    if not lang_ok(lang, text, literal, span):
                        raise SystemExit("%s (%s): language check fails for %s\n%s" % (t.where, t.tid, lang, text))
                    break
                else:
                    raise SystemExit("%s (%s): could not render a new text" % (t.where, t.tid))
                texts.add(text)
                checks[cname] += 1
                if fr:
                    framed[(sp, LABEL[kind])] += 1
                if t.code:
                    code_cases[(sp, LABEL[kind])] += 1
                cid = "w" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
                cases[sp].append({"id": cid, "text": text, "lang": lang, "label": LABEL[kind], "kind": kind,
                                  "span": span, "source": "synthetic", "template": t.tid})
    for sp in SPLITS:
        cases[sp].sort(key=lambda c: c["id"])
    return cases, tpls, checks, framed, code_cases


def write(cases, outdir):
    paths = {}
    for sp in SPLITS:
        p = os.path.join(outdir, "%s.jsonl" % sp)
        with open(p, "w", encoding="utf-8") as f:
            for c in cases[sp]:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")
        paths[sp] = p
    return paths


# ---------------------------------------------------------------------------
# count tables for the README
# ---------------------------------------------------------------------------
def count_tables(cases, tpls, framed, code_cases):
    lines = []
    for sp in SPLITS:
        cs = cases[sp]
        by = collections.Counter((c["kind"], c["lang"]) for c in cs)
        ntpl = collections.Counter(t.kind for t in tpls if t.split == sp)
        lines.append("### %s.jsonl — %d cases%s" % (sp, len(cs), " (HELD OUT)" if sp == "test" else ""))
        lines.append("")
        lines.append("| label | kind | en | zh | mixed | total | templates |")
        lines.append("|---|---|---:|---:|---:|---:|---:|")
        for label in ("secret", "benign"):
            for kind in sorted(k for k in LABEL if LABEL[k] == label):
                row = [by[(kind, l)] for l in LANGS]
                lines.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, kind, row[0], row[1], row[2], sum(row), ntpl[kind]))
        for label in ("secret", "benign"):
            row = [sum(1 for c in cs if c["label"] == label and c["lang"] == l) for l in LANGS]
            lines.append("| **%s** | all | %d | %d | %d | %d | |" % (label, row[0], row[1], row[2], sum(row)))
        row = [sum(1 for c in cs if c["lang"] == l) for l in LANGS]
        lines.append("| **all** | | %d | %d | %d | %d | %d |" % (row[0], row[1], row[2], sum(row), sum(1 for t in tpls if t.split == sp)))
        lines.append("")
        nsec = sum(1 for c in cs if c["label"] == "secret")
        lines.append("Secret %d (%.1f %%), benign %d (%.1f %%). Languages: en %.1f %%, zh %.1f %%, mixed %.1f %%." % (
            nsec, 100.0 * nsec / len(cs), len(cs) - nsec, 100.0 * (len(cs) - nsec) / len(cs),
            *[100.0 * r / len(cs) for r in row]))
        ml = {lab: sum(len(c["text"]) for c in cs if c["label"] == lab) / max(1, sum(1 for c in cs if c["label"] == lab)) for lab in ("secret", "benign")}
        lines.append("Framed (envelope): secret %d, benign %d. Code or config texts: secret %d, benign %d. Mean length in characters: secret %d, benign %d." % (
            framed[(sp, "secret")], framed[(sp, "benign")], code_cases[(sp, "secret")], code_cases[(sp, "benign")], ml["secret"], ml["benign"]))
        lines.append("")
    return "\n".join(lines)


def replace_section(doc, name, body):
    a, b = "<!-- %s:start -->" % name, "<!-- %s:end -->" % name
    if a not in doc:
        return doc
    pre, rest = doc.split(a, 1)
    _, post = rest.split(b, 1)
    return pre + a + "\n" + body.rstrip() + "\n" + b + post


def preview(kind, lang=None, n=3):
    tpls, groups = load_templates()
    for t in tpls:
        if t.kind != kind or (lang and t.lang != lang):
            continue
        rng = random.Random(t.tid)
        print("=" * 20, t.tid, t.split, t.where, "code" if t.code else "")
        for i in range(n):
            text, secret, offset, literal, fr = render(t, rng, t.split)
            span = secret.value if secret else None
            flag = ""
            if secret is not None:
                if text.find(span) != offset:
                    flag = " [SPAN NOT FIRST]"
                try:
                    C.check_record(kind, span, secret.rec)
                except Exception as e:
                    flag += " [CHECK FAIL %s]" % e
            else:
                h = C.scan_benign(text)
                if h:
                    flag = " [BENIGN HIT %s]" % h
            if not lang_ok(t.lang, text, literal, span):
                flag += " [LANG FAIL]"
            print("---%s" % flag)
            print(text)
            if span and i == 0:
                print("   >>> span: %r" % (span[:100],))


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
    cases, tpls, checks, framed, code_cases = build()
    paths = write(cases, a.out)
    for sp in SPLITS:
        print("%s: %d cases -> %s" % (sp, len(cases[sp]), paths[sp]))
    tables = count_tables(cases, tpls, framed, code_cases)
    if a.counts:
        print(tables)
        print("checks at generation:", dict(sorted(checks.items())))
    if a.readme:
        rp = os.path.join(HERE, "README.md")
        doc = open(rp, encoding="utf-8").read()
        doc = replace_section(doc, "counts", tables)
        ck = ", ".join("%s %d" % kv for kv in sorted(checks.items()))
        doc = replace_section(doc, "checks", "```\n" + ck + "\n```")
        hashes = "\n".join("%s  %s.jsonl" % (hashlib.sha256(open(paths[sp], "rb").read()).hexdigest(), sp) for sp in SPLITS)
        doc = replace_section(doc, "hashes", "```\n" + hashes + "\n```")
        by_lang = collections.Counter(t.lang for t in tpls)
        ncode = sum(1 for t in tpls if t.code)
        per_split = collections.Counter(t.split for t in tpls)
        doc = replace_section(doc, "templates", "Templates: %d in all (dev %d, test %d); by language en %d, zh %d, mixed %d; %d of them are code or config." % (
            len(tpls), per_split["dev"], per_split["test"], by_lang["en"], by_lang["zh"], by_lang["mixed"], ncode))
        open(rp, "w", encoding="utf-8").write(doc)
        print("README.md sections refreshed")


if __name__ == "__main__":
    main()
