#!/usr/bin/env python3
"""Build secrets_corpus27: dev.jsonl and test.jsonl from hand-written templates.

    python make_corpus.py              # writes dev.jsonl and test.jsonl next to this file
    python make_corpus.py --out DIR    # writes them into DIR
    python make_corpus.py --counts     # also prints the count tables and the generation checks
    python make_corpus.py --readme     # also refreshes the generated sections of README.md

Templates live in tpl27_*.txt, in blocks headed `@@ kind lang [code]`.  Within each (kind, lang)
group the templates are dealt alternately in written order: 1st, 3rd, ... to dev, 2nd, 4th, ...
to test.  Every (split, kind, lang) group draws from its own random.Random seeded by SHA-256 of
SEED, the split, the kind and the language, so the output is the same bytes on every run.
"""
import argparse
import glob
import hashlib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import struct27 as S  # noqa: E402
import values27 as V  # noqa: E402
import fill27 as FL  # noqa: E402
import checks27 as C  # noqa: E402

SEED = "secrets_corpus27/2026-12-07"
LANGS = ("en", "zh", "mixed")

# ---------------------------------------------------------------------------
# the plan: kind -> (label, cases per split (en, zh, mixed), templates per split (en, zh, mixed))
# ---------------------------------------------------------------------------
A = ((14, 8, 5), (3, 2, 2))        # dev-set count 3-5: 27 cases per split
B = ((15, 9, 6), (3, 2, 2))        # dev-set count 6-9 and the weak kinds of issue 18: 30
Cq = ((17, 10, 6), (4, 2, 2))      # dev-set count 10-11: 33
PLAN = {
    # secret
    "anthropic_key": ("secret",) + A, "aws_key": ("secret",) + A, "card_number": ("secret",) + A,
    "github_token": ("secret",) + A, "google_api_key": ("secret",) + A, "jwt": ("secret",) + A,
    "openai_key": ("secret",) + A, "slack_token": ("secret",) + A, "stripe_key": ("secret",) + A,
    "connection_string": ("secret",) + B, "crypto_wallet_key": ("secret",) + B, "env_file": ("secret",) + B,
    "generic_api_key": ("secret",) + B, "mnemonic_bip39_en": ("secret",) + B, "otp": ("secret",) + B,
    "pin": ("secret",) + B, "private_key_pem": ("secret",) + B, "recovery_codes": ("secret",) + B,
    "security_answer": ("secret",) + B, "totp_secret": ("secret",) + B, "vendor_token": ("secret",) + B,
    "wifi_password": ("secret",) + B,
    "mnemonic_zh": ("secret", (4, 16, 10), (1, 3, 3)),
    "password_nl": ("secret", (24, 14, 10), (5, 3, 2)),
    # benign
    "base64_image": ("benign",) + A, "git_sha": ("benign",) + A, "hex_colour": ("benign",) + A,
    "isbn": ("benign",) + A, "masked_card": ("benign",) + A, "network_id": ("benign",) + A,
    "numeric_context": ("benign",) + A, "price_amount": ("benign",) + A, "public_key_material": ("benign",) + A,
    "uuid": ("benign",) + A, "version_string": ("benign",) + A,
    "checksum": ("benign",) + B, "date_time": ("benign",) + B, "order_tracking": ("benign",) + B,
    "phone_number": ("benign",) + B, "postal_code": ("benign",) + B, "public_id": ("benign",) + B,
    "secret_reference": ("benign",) + B,
    "bip39_prose_zh": ("benign", (0, 18, 12), (0, 4, 3)),
    "bip39_prose_en": ("benign",) + Cq, "code_config_benign": ("benign",) + Cq, "placeholder": ("benign",) + Cq,
    "password_mention": ("benign", (20, 12, 7), (4, 3, 2)),
}

# ---------------------------------------------------------------------------
# template loading
# ---------------------------------------------------------------------------
CH_OPEN, CH_CLOSE, CH_SEP = "⦅", "⦆", "╎"
SL_OPEN, SL_CLOSE = "⟪", "⟫"


class Template:
    def __init__(self, kind, lang, code, text, src, n):
        self.kind, self.lang, self.code, self.text, self.src = kind, lang, code, text, src
        self.id = "%s.%s.%02d" % (kind, lang, n)
        self.split = None


def load_templates():
    files = sorted(glob.glob(os.path.join(HERE, "tpl27_*.txt")))
    groups = {}
    seen = set()
    for path in files:
        cur = None
        lines = open(path, encoding="utf-8").read().split("\n")

        def flush():
            if cur is None:
                return
            kind, lang, code, body, where = cur
            while body and not body[-1].strip():
                body.pop()
            while body and not body[0].strip():
                body.pop(0)
            text = "\n".join(l.rstrip() for l in body)
            assert text, where
            assert text not in seen, "duplicate template text at %s" % where
            seen.add(text)
            g = groups.setdefault((kind, lang), [])
            g.append(Template(kind, lang, code, text, where, len(g) + 1))

        for ln, line in enumerate(lines, 1):
            if line.startswith("@#"):
                continue
            if line.startswith("@@"):
                flush()
                parts = line[2:].split()
                kind, lang = parts[0], parts[1]
                assert kind in PLAN, "%s:%d unknown kind %s" % (path, ln, kind)
                assert lang in LANGS, "%s:%d bad lang" % (path, ln)
                cur = (kind, lang, "code" in parts[2:], [], "%s:%d" % (os.path.basename(path), ln))
                continue
            if cur is not None:
                cur[3].append(line)
        flush()
    # split: within a group, the code / config templates are dealt alternately in written order,
    # then the other templates; when a group has an odd number of code templates, the split that
    # gets the extra one alternates from group to group (groups in sorted order), so that both
    # splits hold about as many code texts and every group still gives half its templates to each.
    toggle = 0
    for key in sorted(groups):
        tpls = groups[key]
        code = [t for t in tpls if t.code]
        other = [t for t in tpls if not t.code]
        first = ("dev", "test")
        if len(code) % 2:
            first = ("dev", "test") if toggle == 0 else ("test", "dev")
            toggle ^= 1
        for i, t in enumerate(code):
            t.split = first[i % 2]
        second = (first[1], first[0]) if len(code) % 2 else first
        for i, t in enumerate(other):
            t.split = second[i % 2]
        assert sum(1 for t in tpls if t.split == "dev") * 2 == len(tpls), key
        kind, lang = key
        label = PLAN[kind][0]
        for t in tpls:
            has = re.search(SL_OPEN + r"S[:⟫]", t.text) is not None
            assert has == (label == "secret"), "%s: secret slot presence does not match label" % t.src
            if lang == "zh":
                lit = re.sub(SL_OPEN + "[^" + SL_CLOSE + "]*" + SL_CLOSE, "", t.text)
                assert not re.search(r"[A-Za-z]", lit), "%s: Latin letters in a zh template: %r" % (t.src, re.findall(r"[A-Za-z]+", lit)[:5])
    return groups


# ---------------------------------------------------------------------------
# rendering
# ---------------------------------------------------------------------------
def _match_close(s, i):
    depth = 0
    for j in range(i, len(s)):
        if s[j] == CH_OPEN:
            depth += 1
        elif s[j] == CH_CLOSE:
            depth -= 1
            if depth == 0:
                return j
    raise ValueError("unbalanced choice in %r" % s[i:i + 60])


def _split_top(s):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch == CH_OPEN:
            depth += 1
        elif ch == CH_CLOSE:
            depth -= 1
        if ch == CH_SEP and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return out


def resolve_choices(s, rng, keyed):
    while True:
        i = s.find(CH_OPEN)
        if i < 0:
            return s
        j = _match_close(s, i)
        inner = s[i + 1:j]
        key = None
        m = re.match(r"#(\w+)#", inner)
        if m:
            key = m.group(1)
            inner = inner[m.end():]
        opts = _split_top(inner)
        if key is not None:
            if key not in keyed:
                keyed[key] = rng.randrange(len(opts))
            k = keyed[key]
            assert k < len(opts), "keyed choice %s has fewer options" % key
            pick = opts[k]
        else:
            pick = rng.choice(opts)
        s = s[:i] + pick + s[j + 1:]


SLOT_RE = re.compile(SL_OPEN + "([^" + SL_OPEN + SL_CLOSE + "]+)" + SL_CLOSE)
SPEC_RE = re.compile(r"^(?P<name>[A-Za-z_]\w*)(?:\.(?P<comp>\w+))?(?:\((?P<args>[^)]*)\))?(?:#(?P<key>\w+)(?:\.(?P<idx>\d+))?)?$")
GEN_RE = re.compile(r"^S(?::(?P<gen>\w+)(?:\((?P<args>[^)]*)\))?)?$")


class RenderError(Exception):
    pass


ENVELOPES = {
    "en": [
        ("Obsidian · daily/{isodate}\n\n", ""), ("", "\n\n— sent from my Nothing Phone (2a)"), ("Simplenote\n", ""),
        ("", "\n\nSent from Outlook for Android"), ("Standard Notes · {isodate}\n\n", ""), ("[OneNote · Quick Notes]\n", ""),
        ("", "\n\n-- \nSent from Proton Mail mobile"), ("Google Docs comment ({date}):\n", ""), ("", "\n\nSent via Superhuman"),
        ("Notes (iPhone) · {date}\n", ""), ("Joplin › Inbox\n\n", ""), ("", "\n\n— typed on a Kindle Scribe"),
    ],
    "zh": [
        ("【有道云笔记】\n", ""), ("", "\n\n——发自我的华为手机"), ("【滴答清单·备注】\n", ""), ("【语雀·小记】{zdate}\n", ""),
        ("", "\n\n——来自小米手机"), ("【幕布】\n", ""), ("【微信收藏】\n", ""), ("【讯飞输入法·语音输入】\n", ""),
        ("【坚果云·笔记】\n", ""), ("", "\n\n——发自我的荣耀手机"), ("【备忘录】{zdate}\n", ""), ("【飞书文档·草稿】\n", ""),
    ],
    "mixed": [
        ("Obsidian 日记 · {isodate}\n\n", ""), ("", "\n\n——sent from my 小米 phone"), ("Simplenote 笔记\n", ""),
        ("（copied from 有道云笔记）\n", ""), ("", "\n\nSent from Outlook（手机版）"), ("OneNote 快速笔记 ·\n", ""),
        ("Joplin 收件箱 ·\n\n", ""), ("【语雀】daily note · {isodate}\n", ""),
    ],
}


def envelope(rng, lang):
    pre, post = rng.choice(ENVELOPES[lang])
    fills = {"isodate": FL.F["isodate"](rng), "date": FL.F["date"](rng), "zdate": FL.F["zdate"](rng)}
    return pre.format(**fills), post.format(**fills)


def render(t, rng, label):
    keyed = {}
    s = resolve_choices(t.text, rng, keyed)
    slots = list(SLOT_RE.finditer(s))
    sec_slots = [m for m in slots if GEN_RE.match(m.group(1))]
    if label == "secret":
        if len(sec_slots) != 1:
            raise RenderError("%s: %d secret slots after choices" % (t.id, len(sec_slots)))
    elif sec_slots:
        raise RenderError("%s: secret slot in a benign template" % t.id)
    secret = None
    gen_name, gen_args = None, []
    if sec_slots:
        m = GEN_RE.match(sec_slots[0].group(1))
        gen_name = m.group("gen") or V.DEFAULT_GEN[t.kind]
        gen_args = [a.strip() for a in m.group("args").split(",")] if m.group("args") else []
        fn, kinds = V.GENS[gen_name]
        if t.kind not in kinds:
            raise RenderError("%s: generator %s not allowed for %s" % (t.id, gen_name, t.kind))
        secret = fn(rng, *gen_args)
        if gen_name == "ak" and V.API[gen_args[0]][0] != t.kind:
            raise RenderError("%s: provider %s belongs to %s" % (t.id, gen_args[0], V.API[gen_args[0]][0]))
    memo = {}
    out, lit, pos, offset = [], [], 0, None
    for m in slots:
        out.append(s[pos:m.start()])
        lit.append(s[pos:m.start()])
        spec = m.group(1)
        g = GEN_RE.match(spec)
        if g:
            offset = sum(len(x) for x in out)
            val = secret["v"]
        else:
            sm = SPEC_RE.match(spec)
            if not sm:
                raise RenderError("%s: bad slot %r" % (t.id, spec))
            name, comp, args, key, idx = sm.group("name", "comp", "args", "key", "idx")
            if name == "S":
                if secret is None or comp not in secret:
                    raise RenderError("%s: companion %r unavailable" % (t.id, spec))
                val = secret[comp]
            else:
                if name not in FL.F:
                    raise RenderError("%s: unknown filler %r" % (t.id, name))
                a = [x.strip() for x in args.split(",")] if args else []
                mk = (name, args, key)
                if key is not None and mk in memo:
                    v = memo[mk]
                else:
                    v = FL.F[name](rng, *a)
                    if key is not None:
                        memo[mk] = v
                if idx is not None:
                    val = v[int(idx)]
                else:
                    val = v if isinstance(v, str) else v[0]
            val = str(val)
        out.append(val)
        pos = m.end()
    out.append(s[pos:])
    lit.append(s[pos:])
    text = "".join(out)
    literal = "".join(lit)
    framed = False
    if not t.code and rng.random() < 0.10:
        pre, post = envelope(rng, t.lang)
        text = pre + text + post
        literal = pre + literal + post
        if offset is not None:
            offset += len(pre)
        framed = True
    span = secret["v"] if secret else None
    lang_check(t, text, literal, span)
    if span is not None:
        if text.find(span) != offset:
            raise RenderError("span is not first occurrence")
        C.check_secret(t.kind, span, secret, gen_name, gen_args)
    else:
        why = C.scan_benign(text, t.kind)
        if why:
            raise RenderError("benign scan: " + why)
    return {"text": text, "span": span, "framed": framed}


HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def lang_check(t, text, literal, span):
    outside = text.replace(span, "", 1) if span else text
    if t.lang == "en":
        if HAN.search(outside):
            raise RenderError("%s: Han character in an en text" % t.id)
    elif t.lang == "zh":
        if re.search(r"[A-Za-z]", literal):
            raise RenderError("%s: Latin letter in zh literal text" % t.id)
        if len(HAN.findall(literal)) < 4:
            raise RenderError("%s: fewer than 4 Han characters" % t.id)
    else:
        if len(HAN.findall(literal)) < 2:
            raise RenderError("%s: mixed text with < 2 Han characters" % t.id)
        words = set(w.lower() for w in re.findall(r"[A-Za-z]{3,}", literal))
        if len(words) < 2:
            raise RenderError("%s: mixed text with < 2 Latin words" % t.id)


# ---------------------------------------------------------------------------
# build
# ---------------------------------------------------------------------------
def group_rng(split, kind, lang):
    return random.Random(hashlib.sha256(("%s/%s/%s/%s" % (SEED, split, kind, lang)).encode()).digest())


def build(verbose=False):
    S.selftest()
    groups = load_templates()
    problems = []
    for kind, (label, quota, ntpl) in PLAN.items():
        for li, lang in enumerate(LANGS):
            tpls = groups.get((kind, lang), [])
            need = 2 * ntpl[li]
            if len(tpls) != need:
                problems.append("%s/%s: %d templates, plan wants %d" % (kind, lang, len(tpls), need))
    for key in groups:
        if key[0] not in PLAN:
            problems.append("templates for unknown kind %s" % (key,))
    if problems:
        raise SystemExit("template plan mismatch:\n  " + "\n  ".join(problems))
    C.COUNTS.clear()
    seen_text = set()
    out = {"dev": [], "test": []}
    for split in ("dev", "test"):
        V.CURRENT_SPLIT[0] = split
        for kind in sorted(PLAN):
            label, quota, ntpl = PLAN[kind]
            for li, lang in enumerate(LANGS):
                q = quota[li]
                if not q:
                    continue
                tpls = [t for t in groups[(kind, lang)] if t.split == split]
                rng = group_rng(split, kind, lang)
                for i in range(q):
                    t = tpls[i % len(tpls)]
                    last = None
                    for attempt in range(400):
                        snap = dict(C.COUNTS)
                        try:
                            r = render(t, rng, label)
                        except (RenderError, C.CheckError) as e:
                            C.COUNTS.clear()
                            C.COUNTS.update(snap)
                            last = e
                            if "not allowed" in str(e) or "unknown filler" in str(e) or "bad slot" in str(e) \
                                    or "companion" in str(e) or "secret slots" in str(e) or "belongs to" in str(e):
                                raise SystemExit("%s (%s): %s" % (t.id, t.src, e))
                            continue
                        if r["text"] in seen_text:
                            C.COUNTS.clear()
                            C.COUNTS.update(snap)
                            last = "duplicate text"
                            continue
                        if label == "benign":
                            C.ok("benign_scan_clean")
                        break
                    else:
                        raise SystemExit("%s (%s): no valid render after 400 attempts: %s" % (t.id, t.src, last))
                    seen_text.add(r["text"])
                    out[split].append({
                        "id": "m" + hashlib.sha256(r["text"].encode("utf-8")).hexdigest()[:12],
                        "text": r["text"], "lang": lang, "label": label, "kind": kind, "span": r["span"],
                        "source": "synthetic", "template": t.id, "_framed": r["framed"], "_code": t.code,
                    })
    return out, groups


FIELDS = ("id", "text", "lang", "label", "kind", "span", "source", "template")


def write(out, dest):
    hashes = {}
    for split, cases in out.items():
        cases = sorted(cases, key=lambda c: c["id"])
        ids = [c["id"] for c in cases]
        assert len(set(ids)) == len(ids), "duplicate id"
        path = os.path.join(dest, split + ".jsonl")
        data = "".join(json.dumps({k: c[k] for k in FIELDS}, ensure_ascii=False) + "\n" for c in cases)
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(data)
        hashes[split] = hashlib.sha256(data.encode("utf-8")).hexdigest()
    return hashes


def count_tables(out, groups):
    lines = []
    for split in ("dev", "test"):
        cases = out[split]
        lines.append("### %s.jsonl — %d cases\n" % (split, len(cases)))
        lines.append("| label | kind | en | zh | mixed | total | templates |")
        lines.append("|---|---|---:|---:|---:|---:|---:|")
        tot = {}
        for label in ("secret", "benign"):
            for kind in sorted(k for k in PLAN if PLAN[k][0] == label):
                row = [sum(1 for c in cases if c["kind"] == kind and c["lang"] == l) for l in LANGS]
                nt = sum(1 for (k, l), ts in groups.items() if k == kind for t in ts if t.split == split)
                lines.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, kind, row[0], row[1], row[2], sum(row), nt))
                for li, l in enumerate(LANGS):
                    tot[(label, l)] = tot.get((label, l), 0) + row[li]
        for label in ("secret", "benign"):
            r = [tot[(label, l)] for l in LANGS]
            lines.append("| **%s** | all | %d | %d | %d | %d | |" % (label, r[0], r[1], r[2], sum(r)))
        r = [tot[("secret", l)] + tot[("benign", l)] for l in LANGS]
        ntpl = sum(1 for ts in groups.values() for t in ts if t.split == split)
        lines.append("| **all** | | %d | %d | %d | %d | %d |" % (r[0], r[1], r[2], sum(r), ntpl))
        n = len(cases)
        ns = sum(1 for c in cases if c["label"] == "secret")
        lines.append("")
        lines.append("Secret %d (%.1f %%), benign %d (%.1f %%). Languages: en %.1f %%, zh %.1f %%, mixed %.1f %%." % (
            ns, 100 * ns / n, n - ns, 100 * (n - ns) / n, 100 * r[0] / n, 100 * r[1] / n, 100 * r[2] / n))
        fs = sum(1 for c in cases if c["_framed"] and c["label"] == "secret")
        fb = sum(1 for c in cases if c["_framed"] and c["label"] == "benign")
        cs_ = sum(1 for c in cases if c["_code"] and c["label"] == "secret")
        cb = sum(1 for c in cases if c["_code"] and c["label"] == "benign")
        ls = [len(c["text"]) for c in cases if c["label"] == "secret"]
        lb = [len(c["text"]) for c in cases if c["label"] == "benign"]
        lines.append("Framed: secret %d, benign %d. Code or config texts: secret %d, benign %d. Mean length in characters: secret %d, benign %d." % (
            fs, fb, cs_, cb, sum(ls) // len(ls), sum(lb) // len(lb)))
        lines.append("")
    return "\n".join(lines)


def refresh_readme(tables, hashes, groups):
    path = os.path.join(HERE, "README.md")
    if not os.path.exists(path):
        return
    s = open(path, encoding="utf-8").read()
    checks = ", ".join("%s %d" % (k, v) for k, v in sorted(C.COUNTS.items()))
    wrapped, line = [], ""
    for part in checks.split(", "):
        if len(line) + len(part) + 2 > 100:
            wrapped.append(line.rstrip().rstrip(",") + ",")
            line = ""
        line += part + ", "
    wrapped.append(line.rstrip(", "))
    by_lang = {l: sum(len(ts) for (k, ll), ts in groups.items() if ll == l) for l in LANGS}
    ncode = sum(1 for ts in groups.values() for t in ts if t.code)
    repl = {
        "counts": tables,
        "hashes": "```\n%s  dev.jsonl\n%s  test.jsonl\n```" % (hashes["dev"], hashes["test"]),
        "checks": "```\n" + "\n".join(wrapped) + "\n```",
        "templates": "Templates by language (both splits): en %d, zh %d, mixed %d (%d in all); %d of them are code or config." % (
            by_lang["en"], by_lang["zh"], by_lang["mixed"], sum(by_lang.values()), ncode),
    }
    for k, v in repl.items():
        s = re.sub(r"(<!-- %s:start -->\n).*?(\n<!-- %s:end -->)" % (k, k), lambda m: m.group(1) + v + m.group(2), s, flags=re.S)
    open(path, "w", encoding="utf-8").write(s)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--counts", action="store_true")
    ap.add_argument("--readme", action="store_true")
    a = ap.parse_args(argv)
    out, groups = build()
    hashes = write(out, a.out)
    tables = count_tables(out, groups)
    if a.counts:
        print(tables)
        print("checks:", ", ".join("%s %d" % kv for kv in sorted(C.COUNTS.items())))
    if a.readme:
        refresh_readme(tables, hashes, groups)
    for k, v in hashes.items():
        print("%s  %s.jsonl" % (v, k))


if __name__ == "__main__":
    main()
