#!/usr/bin/env python3
"""Build secrets_corpus22 (dev.jsonl, test.jsonl) from templates x value generators.

  python make_corpus.py               # writes dev.jsonl and test.jsonl next to this file
  python make_corpus.py --out DIR     # writes them into DIR
  python make_corpus.py --counts      # also prints the count tables (markdown)
  python make_corpus.py --readme      # also refreshes the counts, checks and hashes sections of README.md

Deterministic: every (split, kind, lang) group draws from its own random.Random seeded by
SHA-256 of SEED and the group's name.
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

import struct22 as S  # noqa: E402
import vals22 as V  # noqa: E402
import fill22 as F  # noqa: E402
import checks22 as C  # noqa: E402

SEED = "secrets_corpus22/2026-12-06"
TEMPLATE_FILES = ["tpl22_personal.txt", "tpl22_keys.txt", "tpl22_dev.txt", "tpl22_benign.txt"]
LANGS = ("en", "zh", "mixed")

# ---------------------------------------------------------------------------
# plan: kind -> (label, cases per split per language, templates per split per language)
# ---------------------------------------------------------------------------
WEAK = ["otp", "security_answer", "pin", "password_nl", "totp_secret", "crypto_wallet_key", "env_file",
        "mnemonic_bip39_en", "connection_string", "wifi_password", "recovery_codes", "mnemonic_zh"]
OTHER_SECRET = ["login_pair", "door_code", "url_credentials", "api_key", "jwt", "private_key", "card_number"]
MAIN_BENIGN = ["checksum", "postal_code", "code_config_benign", "secret_reference", "placeholder"]
OTHER_BENIGN = ["credential_talk", "masked_value", "redacted_text", "bip39_prose", "order_number",
                "tracking_number", "phone_number", "version_string", "date_time", "public_material",
                "identifier", "git_log", "url_plain", "env_benign", "everyday_number"]
PLAN = {}
for k in WEAK:
    PLAN[k] = ("secret", {"en": 16, "zh": 16, "mixed": 16}, 3)
PLAN["mnemonic_zh"] = ("secret", {"en": 6, "zh": 26, "mixed": 16}, 3)
for k in OTHER_SECRET:
    PLAN[k] = ("secret", {"en": 10, "zh": 10, "mixed": 10}, 2)
for k in MAIN_BENIGN:
    PLAN[k] = ("benign", {"en": 11, "zh": 11, "mixed": 11}, 2)
for k in OTHER_BENIGN:
    PLAN[k] = ("benign", {"en": 9, "zh": 9, "mixed": 9}, 2)

# ---------------------------------------------------------------------------
# template language
#   ⟪S⟫ secret from the kind's default generator; ⟪S:gen(a,b)⟫ from a named one; ⟪S.comp⟫ a companion
#   ⟪fill⟫ / ⟪fill(a,b)⟫ a filler; ⟪fill#k⟫ the same value again; ⟪fill#k.i⟫ field i of a tuple
#   ⟦a┃b┃c⟧ a phrasing choice (nests; may hold the secret slot)
#   a template whose header carries @code is code or config and is never put in an envelope
# ---------------------------------------------------------------------------
OPEN_S, CLOSE_S, OPEN_C, SEP_C, CLOSE_C = "⟪", "⟫", "⟦", "┃", "⟧"


class Tpl:
    def __init__(self, kind, lang, code, body, idx, src):
        self.kind, self.lang, self.code, self.body, self.idx, self.src = kind, lang, code, body, idx, src
        self.id = "%s.%s.%02d" % (kind, lang, idx)
        self.ast = parse(body)


def parse(s):
    pos = 0

    def seq(stop):
        nonlocal pos
        out = []
        buf = ""
        while pos < len(s):
            c = s[pos]
            if c in stop:
                break
            if c == OPEN_S:
                j = s.index(CLOSE_S, pos)
                if buf:
                    out.append(("t", buf))
                    buf = ""
                out.append(("s", s[pos + 1:j]))
                pos = j + 1
            elif c == OPEN_C:
                if buf:
                    out.append(("t", buf))
                    buf = ""
                pos += 1
                alts = [seq((SEP_C, CLOSE_C))]
                while s[pos] == SEP_C:
                    pos += 1
                    alts.append(seq((SEP_C, CLOSE_C)))
                assert s[pos] == CLOSE_C
                pos += 1
                out.append(("c", alts))
            else:
                buf += c
                pos += 1
        if buf:
            out.append(("t", buf))
        return out

    ast = seq(())
    assert pos == len(s), "unbalanced template"
    return ast


SLOT_S = re.compile(r"^S(?::(\w+)\((.*)\))?$")
SLOT_COMP = re.compile(r"^S\.(\w+)$")
SLOT_F = re.compile(r"^(\w+)(?:\((.*?)\))?(?:#(\w+))?(?:\.(\d+))?$")


def _args(a):
    return [x.strip() for x in a.split(",")] if a else []


class Render:
    def __init__(self, tpl, rng):
        self.tpl, self.rng = tpl, rng
        self.secret = None
        self.secret_spec = None
        self.memo = {}
        self.parts = []
        self.secret_at = []

    def gen_secret(self, spec):
        if self.secret is not None:
            assert spec is None or spec == self.secret_spec, "%s: two secret generators in one render" % self.tpl.id
            return
        name, args = spec if spec else (V.DEFAULT_GEN[self.tpl.kind], [])
        assert name in V.GEN, "%s: unknown generator %s" % (self.tpl.id, name)
        assert V.FAMILY[name] in V.FAMILY_KINDS[self.tpl.kind], "%s: generator %s not allowed" % (self.tpl.id, name)
        self.secret = V.GEN[name](self.rng, *args)
        self.secret_spec = spec
        self.secret_gen = name

    def slot(self, body):
        m = SLOT_S.match(body)
        if m:
            assert self.tpl.kind in V.FAMILY_KINDS, "%s: secret slot in a benign template" % self.tpl.id
            spec = (m.group(1), _args(m.group(2))) if m.group(1) else None
            self.gen_secret(spec)
            self.secret_at.append(sum(len(p) for p in self.parts))
            self.parts.append(self.secret["span"])
            return
        m = SLOT_COMP.match(body)
        if m:
            if self.secret is None:
                # companions before the slot: use the template's first named generator
                mm = re.search(r"⟪S:(\w+)\((.*?)\)⟫", self.tpl.body)
                self.gen_secret((mm.group(1), _args(mm.group(2))) if mm else None)
            self.parts.append(self.secret["comp"][m.group(1)])
            return
        m = SLOT_F.match(body)
        assert m, "%s: bad slot %r" % (self.tpl.id, body)
        name, args, key, field = m.group(1), _args(m.group(2)), m.group(3), m.group(4)
        assert name in F.FILL, "%s: unknown filler %s" % (self.tpl.id, name)
        mk = (name, key) if key else None
        if mk and mk in self.memo:
            v = self.memo[mk]
        else:
            v = F.FILL[name](self.rng, *args)
            if mk:
                self.memo[mk] = v
        if field is not None:
            v = v[int(field)]
        assert isinstance(v, str), "%s: tuple filler %s used without a field" % (self.tpl.id, name)
        self.parts.append(v)

    def walk(self, nodes):
        for typ, val in nodes:
            if typ == "t":
                self.parts.append(val)
            elif typ == "s":
                self.slot(val)
            else:
                self.walk(val[self.rng.randrange(len(val))])

    def run(self):
        self.walk(self.tpl.ast)
        return "".join(self.parts)


def load_templates():
    tpls = []
    counters = Counter()
    for fn in TEMPLATE_FILES:
        with open(os.path.join(HERE, fn), encoding="utf-8") as f:
            lines = f.read().split("\n")
        cur = None
        body = []

        def flush():
            if cur is None:
                return
            kind, lang, code = cur
            text = "\n".join(body).strip("\n")
            assert text.strip(), "empty template %s %s in %s" % (kind, lang, fn)
            counters[(kind, lang)] += 1
            tpls.append(Tpl(kind, lang, code, text, counters[(kind, lang)], fn))

        for line in lines:
            if line.startswith("%#"):
                continue
            if line.startswith("%% "):
                flush()
                parts = line[3:].split()
                kind, lang = parts[0], parts[1]
                assert kind in PLAN, "unknown kind %s in %s" % (kind, fn)
                assert lang in LANGS, lang
                cur = (kind, lang, "@code" in parts[2:])
                body = []
            else:
                body.append(line)
        flush()
    # structural assertions on the template set
    texts = Counter(t.body for t in tpls)
    dup = [t for t, n in texts.items() if n > 1]
    assert not dup, "duplicate template text: %r" % dup[0][:80]
    groups = defaultdict(list)
    for t in tpls:
        groups[(t.kind, t.lang)].append(t)
    for kind, (label, per, ntpl) in PLAN.items():
        for lang in LANGS:
            g = groups.get((kind, lang), [])
            assert len(g) == 2 * ntpl, "group %s/%s has %d templates, expected %d" % (kind, lang, len(g), 2 * ntpl)
            for t in g:
                has_s = bool(re.search(r"⟪S(?::\w+\(.*?\))?⟫", t.body))
                assert has_s == (label == "secret"), "%s: secret slot presence wrong" % t.id
    return tpls, groups


def split_of(t):
    return "dev" if t.idx % 2 == 1 else "test"


# ---------------------------------------------------------------------------
# envelopes (frames around non-code texts)
# ---------------------------------------------------------------------------
ENVELOPES = {
    "en": [("Obsidian daily note · {d}\n\n", ""), ("", "\n\n— sent from my Nothing Phone (2a)"),
           ("WhatsApp · {t}\n", ""), ("Apple Notes (shared) · {d}\n", ""), ("Simplenote —\n", ""),
           ("[Trello card comment]\n", ""), ("OneNote — Quick Notes\n", ""), ("", "\n\nSent from Outlook for iOS"),
           ("Standard Notes · {d}\n", ""), ("", "\n\n(pasted from a Notion page)"), ("Tuta draft —\n", ""),
           ("Google Chat · {t}\n", "")],
    "zh": [("【有道云笔记】\n", ""), ("【语雀 · 团队知识库】\n", ""), ("", "\n——发自荣耀 Magic6"), ("", "\n——来自华为 Mate 60"),
           ("【滴答清单】{d}\n", ""), ("flomo 浮墨 · {d}\n", ""), ("企业微信 · {t}\n", ""), ("（从 QQ 音乐评论区旁边的便签抄的）\n", ""),
           ("【坚果云 Markdown】\n", ""), ("【幕布大纲】\n", ""), ("", "\n（转自微信收藏 · {d}）"), ("【飞书云文档 · 草稿】\n", "")],
    "mixed": [("WhatsApp 群 · {t}\n", ""), ("LINE 聊天 · {t}\n", ""), ("Obsidian 笔记 · {d}\n", ""),
              ("（copied from 语雀）\n", ""), ("", "\n— sent from my 荣耀 phone"), ("Trello 卡片评论:\n", ""),
              ("Notion 页面 › 家里\n", ""), ("Apple 备忘录 · shared with 老婆\n", ""), ("Zalo 群 · {t}\n", ""),
              ("", "\n（sent via 企业微信 mobile）")],
}
ENVELOPE_P = 0.10


def envelope(rng, lang, text):
    pre, suf = ENVELOPES[lang][rng.randrange(len(ENVELOPES[lang]))]
    d = "2026-%02d-%02d" % (rng.randrange(1, 13), rng.randrange(1, 29))
    t = "%02d:%02d" % (rng.randrange(7, 23), rng.randrange(0, 60))
    pre = pre.replace("{d}", d).replace("{t}", t)
    suf = suf.replace("{d}", d).replace("{t}", t)
    return pre, suf


# ---------------------------------------------------------------------------
# build
# ---------------------------------------------------------------------------
def group_rng(split, kind, lang):
    h = hashlib.sha256(("%s|%s|%s|%s" % (SEED, split, kind, lang)).encode()).digest()
    return random.Random(int.from_bytes(h[:16], "big"))


def case_id(text):
    return "r" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def build():
    S.selftest()
    tpls, groups = load_templates()
    out = {"dev": [], "test": []}
    seen_text = set()
    checks = Counter()
    stats = Counter()
    for split in ("dev", "test"):
        for kind, (label, per, ntpl) in PLAN.items():
            for lang in LANGS:
                g = [t for t in groups[(kind, lang)] if split_of(t) == split]
                assert len(g) == ntpl
                rng = group_rng(split, kind, lang)
                for i in range(per[lang]):
                    t = g[i % len(g)]
                    for attempt in range(200):
                        r = Render(t, rng)
                        text = r.run()
                        span = None
                        if label == "secret":
                            assert len(r.secret_at) == 1, "%s: %d secret slots" % (t.id, len(r.secret_at))
                            span = r.secret["span"]
                            off = r.secret_at[0]
                        else:
                            assert not r.secret_at
                        framed = False
                        if not t.code and rng.random() < ENVELOPE_P:
                            pre, suf = envelope(rng, lang, text)
                            text = pre + text + suf
                            if span is not None:
                                off += len(pre)
                            framed = True
                        if text in seen_text:
                            continue
                        if span is not None and text.find(span) != off:
                            continue
                        try:
                            C.check_lang(text, span, lang)
                        except C.CheckError as e:
                            raise SystemExit("%s: language check failed: %s\n%s" % (t.id, e, text))
                        if label == "secret":
                            try:
                                name = C.check_secret(kind, r.secret_gen, span, r.secret["meta"], r.secret["comp"])
                            except C.CheckError as e:
                                raise SystemExit("%s: secret check failed: %s\nspan=%r" % (t.id, e, span))
                        else:
                            try:
                                name = C.check_benign(text)
                            except C.CheckError:
                                stats["benign_redraw"] += 1
                                continue
                        checks[name] += 1
                        break
                    else:
                        raise SystemExit("%s: could not render a fresh valid case" % t.id)
                    seen_text.add(text)
                    stats["framed_" + label] += framed
                    stats["code_" + label] += t.code
                    out[split].append({"id": case_id(text), "text": text, "lang": lang, "label": label,
                                       "kind": kind, "span": span, "source": "synthetic", "template": t.id})
    ids = Counter(c["id"] for s in out.values() for c in s)
    assert max(ids.values()) == 1, "duplicate id"
    tdev = {c["template"] for c in out["dev"]}
    ttest = {c["template"] for c in out["test"]}
    assert not (tdev & ttest)
    for s in out:
        out[s].sort(key=lambda c: c["id"])
    return out, tpls, checks, stats


def write(out, d):
    for split, cases in out.items():
        with open(os.path.join(d, split + ".jsonl"), "w", encoding="utf-8") as f:
            for c in cases:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")


def count_tables(out, tpls):
    lines = []
    for split in ("dev", "test"):
        cases = out[split]
        ntpl = Counter()
        for t in tpls:
            if split_of(t) == split:
                ntpl[t.kind] += 1
        cnt = Counter((c["kind"], c["lang"]) for c in cases)
        lines.append("### %s.jsonl — %d cases\n" % (split, len(cases)))
        lines.append("| label | kind | en | zh | mixed | total | templates |")
        lines.append("|---|---|---:|---:|---:|---:|---:|")
        for label in ("secret", "benign"):
            for kind, (lb, per, n) in PLAN.items():
                if lb != label:
                    continue
                row = [cnt[(kind, l)] for l in LANGS]
                lines.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, kind, *row, sum(row), ntpl[kind]))
        for label in ("secret", "benign"):
            row = [sum(1 for c in cases if c["label"] == label and c["lang"] == l) for l in LANGS]
            lines.append("| **%s** | all | %d | %d | %d | %d | |" % (label, *row, sum(row)))
        row = [sum(1 for c in cases if c["lang"] == l) for l in LANGS]
        lines.append("| **all** | | %d | %d | %d | %d | %d |" % (*row, sum(row), sum(ntpl.values())))
        nsec = sum(1 for c in cases if c["label"] == "secret")
        n = len(cases)
        lines.append("")
        lines.append("Secret %d (%.1f %%), benign %d (%.1f %%). Languages: en %.1f %%, zh %.1f %%, mixed %.1f %%.\n" % (
            nsec, 100.0 * nsec / n, n - nsec, 100.0 * (n - nsec) / n,
            *[100.0 * row[i] / n for i in range(3)]))
    return "\n".join(lines)


def _replace_block(text, name, body):
    start, end = "<!-- %s:start -->" % name, "<!-- %s:end -->" % name
    i, j = text.index(start) + len(start), text.index(end)
    return text[:i] + "\n" + body.rstrip("\n") + "\n" + text[j:]


def refresh_readme(out, tpls, checks, d):
    path = os.path.join(HERE, "README.md")
    text = open(path, encoding="utf-8").read()
    text = _replace_block(text, "counts", count_tables(out, tpls))
    words = ", ".join("%s %d" % kv for kv in sorted(checks.items()))
    lines, cur = [], ""
    for w in words.split(" "):
        if len(cur) + len(w) + 1 > 100:
            lines.append(cur)
            cur = w
        else:
            cur = (cur + " " + w).strip()
    lines.append(cur)
    text = _replace_block(text, "checks", "```\n" + "\n".join(lines) + "\n```")
    hashes = "\n".join("%s  %s.jsonl" % (hashlib.sha256(open(os.path.join(d, s + ".jsonl"), "rb").read()).hexdigest(), s)
                       for s in ("dev", "test"))
    text = _replace_block(text, "hashes", "```\n" + hashes + "\n```")
    open(path, "w", encoding="utf-8").write(text)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--counts", action="store_true")
    ap.add_argument("--readme", action="store_true", help="refresh the counts, checks and hashes sections of README.md")
    a = ap.parse_args(argv)
    out, tpls, checks, stats = build()
    os.makedirs(a.out, exist_ok=True)
    write(out, a.out)
    if a.readme:
        refresh_readme(out, tpls, checks, a.out)
    if a.counts:
        print(count_tables(out, tpls))
        print("checks:", ", ".join("%s %d" % kv for kv in sorted(checks.items())))
        print("stats:", dict(sorted(stats.items())))
        bylang = Counter(t.lang for t in tpls)
        print("templates:", len(tpls), dict(bylang), "code:", sum(t.code for t in tpls))
    else:
        print("dev %d, test %d cases from %d templates" % (len(out["dev"]), len(out["test"]), len(tpls)))


if __name__ == "__main__":
    main()
