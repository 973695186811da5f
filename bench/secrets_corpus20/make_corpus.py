#!/usr/bin/env python3
"""Write secrets_corpus20: dev.jsonl and test.jsonl (a blind secret-detection corpus, issue 18).

    /work/venv/bin/python make_corpus.py              # writes dev.jsonl and test.jsonl here
    /work/venv/bin/python make_corpus.py --out DIR    # writes them into DIR
    /work/venv/bin/python make_corpus.py --counts     # also prints the count tables
    /work/venv/bin/python make_corpus.py --readme     # also refreshes the generated README sections

Templates live in tpl20_*.txt, grouped by `### <kind> <lang>` headers and separated by `~~~` lines.
Within each (kind, lang) group the 1st, 3rd, 5th … template goes to dev and the 2nd, 4th, 6th …
to test, so the splits share no template. Every (split, kind, lang) group draws from its own
random.Random seeded by SHA-256 of SEED and the group's name: the output is the same bytes on
every run.
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

import checks20 as C  # noqa: E402
import fillers20 as F  # noqa: E402
import struct20 as S  # noqa: E402
import vals20 as V  # noqa: E402

SEED = "secrets_corpus20 · blind · 2026-12-06"
TEMPLATE_FILES = ["tpl20_personal.txt", "tpl20_keys.txt", "tpl20_dev.txt", "tpl20_benign.txt"]
LANGS = ("en", "zh", "mixed")
ENVELOPE_P = 0.12
MAX_TRIES = 400

# ---------------------------------------------------------------------------
# plan: cases per split for each (kind, lang)
# ---------------------------------------------------------------------------
WEAK = ["otp", "security_answer", "pin", "password_nl", "totp_secret", "crypto_wallet_key", "env_file",
        "mnemonic_bip39_en", "connection_string", "wifi_password", "recovery_codes"]
OTHER_SECRET = ["login_pair", "door_code", "url_credentials", "api_key", "jwt", "private_key", "card_number"]
FA_BENIGN = ["checksum", "postal_code", "code_config_benign", "secret_reference", "placeholder"]
OTHER_BENIGN = ["credential_talk", "masked_value", "redacted_text", "bip39_prose", "order_number",
                "tracking_number", "phone_number", "version_string", "date_time", "public_material",
                "identifier", "git_log", "url_plain", "env_benign", "everyday_number"]
PLAN = {}
for k in WEAK:
    PLAN[k] = ("secret", {"en": 19, "zh": 19, "mixed": 18})
PLAN["mnemonic_zh"] = ("secret", {"en": 8, "zh": 28, "mixed": 20})
for k in OTHER_SECRET:
    PLAN[k] = ("secret", {"en": 12, "zh": 12, "mixed": 12})
for k in FA_BENIGN:
    PLAN[k] = ("benign", {"en": 14, "zh": 14, "mixed": 14})
for k in OTHER_BENIGN:
    PLAN[k] = ("benign", {"en": 10, "zh": 10, "mixed": 10})

# ---------------------------------------------------------------------------
# envelopes (never around code)
# ---------------------------------------------------------------------------
ENVELOPES = {
    "en": ["Google Keep · ‹date_en›\n{}", "{}\n— sent from my Pixel 8", "Viber · ‹time›\n{}",
           "Evernote — Inbox\n{}", "[Things 3 › Today]\n{}", "Drafts · ‹date_en›\n{}", "{}\n\nSent from Fastmail",
           "Messenger · ‹first_en›\n{}", "Instagram DM · ‹time›\n{}", "{}\n— sent via Garmin inReach",
           "Keybase chat · ‹time›\n{}", "UpNote · Quick notes\n{}"],
    "zh": ["【印象笔记】\n{}", "{}\n——发自一加 12", "{}\n——来自 iQOO Neo9", "【为知笔记】{}", "【飞书文档】\n{}",
           "【小米便签 · ‹date_zh›】\n{}", "抖音私信 · ‹time›\n{}", "微博私信 · ‹time›\n{}", "知乎私信：{}",
           "【Effie】\n{}", "【专注笔记】{}", "（魅族便签 · ‹date_zh›）\n{}"],
    "mixed": ["Google Keep 便签 ·\n{}", "Messenger 对话 · ‹time›\n{}", "Viber 群 · ‹time›\n{}",
              "Instagram 私信 ·\n{}", "Evernote 笔记 · ‹date_en›\n{}", "{}\n（copied from 飞书文档）",
              "{}\n—— sent from 一加 phone", "Keybase 聊天 · ‹time›\n{}"],
}

# ---------------------------------------------------------------------------
# template loading and split
# ---------------------------------------------------------------------------
HDR = re.compile(r"^### (\S+) (en|zh|mixed)\s*$")


def load_templates():
    groups = defaultdict(list)
    for fn in TEMPLATE_FILES:
        cur = None
        buf = []
        with open(os.path.join(HERE, fn), encoding="utf-8") as f:
            lines = f.read().split("\n")

        def flush():
            t = "\n".join(buf).strip("\n")
            if t.strip():
                groups[cur].append(t)
            buf.clear()

        for line in lines:
            m = HDR.match(line)
            if m:
                if cur:
                    flush()
                cur = (m.group(1), m.group(2))
                assert cur[0] in PLAN, "unknown kind %s in %s" % (cur[0], fn)
                assert not groups.get(cur), "group %s appears twice" % (cur,)
                continue
            if line.strip() == "~~~":
                flush()
                continue
            buf.append(line)
        if cur:
            flush()
    split = {"dev": {}, "test": {}}
    for key in sorted(groups):
        ts = groups[key]
        assert len(set(ts)) == len(ts), "duplicate template in %s" % (key,)
        split["dev"][key] = [("%s.%s.%02d" % (key[0], key[1], i + 1), t) for i, t in enumerate(ts) if i % 2 == 0]
        split["test"][key] = [("%s.%s.%02d" % (key[0], key[1], i + 1), t) for i, t in enumerate(ts) if i % 2 == 1]
    for kind in PLAN:
        for lang in LANGS:
            assert (kind, lang) in groups, "no templates for %s/%s" % (kind, lang)
            assert len(split["dev"][(kind, lang)]) >= 2 and len(split["test"][(kind, lang)]) >= 2, (kind, lang)
    dev_texts = {t for g in split["dev"].values() for _, t in g}
    test_texts = {t for g in split["test"].values() for _, t in g}
    assert not dev_texts & test_texts, "a template text is in both splits"
    return split


# ---------------------------------------------------------------------------
# rendering
# ---------------------------------------------------------------------------
SLOT = re.compile(r"‹([^›]+)›")


def expand_choices(s, rng):
    i = s.find("⁅")
    if i < 0:
        return s
    depth, j = 0, i
    parts, start = [], i + 1
    while j < len(s):
        c = s[j]
        if c == "⁅":
            depth += 1
        elif c == "⁆":
            depth -= 1
            if depth == 0:
                parts.append(s[start:j])
                break
        elif c == "¦" and depth == 1:
            parts.append(s[start:j])
            start = j + 1
        j += 1
    else:
        raise ValueError("unbalanced choice in %r" % s[:80])
    return s[:i] + expand_choices(rng.choice(parts), rng) + expand_choices(s[j + 1:], rng)


def parse_call(spec):
    m = re.fullmatch(r"([A-Za-z_][A-Za-z0-9_]*)(?:\(([^)]*)\))?", spec)
    assert m, "bad slot %r" % spec
    args = tuple(a.strip() for a in m.group(2).split(",")) if m.group(2) else ()
    return m.group(1), args


def is_secret_slot(body):
    return body == "S" or body.startswith("S:")


class Renderer:
    def __init__(self, kind, lang, label, rng):
        self.kind, self.lang, self.label, self.rng = kind, lang, label, rng
        self._rsa = None
        self.ctx = {"rsa": self.rsa_fresh, "lang": lang}

    def rsa_fresh(self):
        return S.rsa_key(self.rng, 2048)

    def secret(self, body):
        if body == "S":
            name, args = V.KIND_DEFAULT[self.kind]
        else:
            name, args = parse_call(body[2:])
        assert name in V.GENS, "no generator %s" % name
        assert name in V.KIND_GENS[self.kind], "generator %s not allowed for %s" % (name, self.kind)
        return V.GENS[name](self.rng, self.ctx, *args)

    def render(self, template):
        t = expand_choices(template, self.rng)
        is_code = t.startswith("@code ")
        if is_code:
            t = t[len("@code "):]
        bodies = SLOT.findall(t)
        sec = [b for b in bodies if is_secret_slot(b)]
        if self.label == "secret":
            assert len(sec) == 1, "secret template must render exactly one secret slot: %r" % t[:80]
            val = self.secret(sec[0])
        else:
            assert not sec and not any(b.startswith("S.") for b in bodies), "benign template with a secret slot"
            val = None
        memo = {}
        out, pos, offset = [], 0, None
        length = 0
        for m in SLOT.finditer(t):
            out.append(t[pos:m.start()])
            length += len(t[pos:m.start()])
            body = m.group(1)
            if is_secret_slot(body):
                rep = val.text
                offset = length
            elif body.startswith("S."):
                rep = val.comp[body[2:]]
            else:
                rep = self.filler(body, memo)
            out.append(rep)
            length += len(rep)
            pos = m.end()
        out.append(t[pos:])
        text = "".join(out)
        framed = False
        if not is_code and self.rng.random() < ENVELOPE_P:
            env = self.rng.choice(ENVELOPES[self.lang])
            pre, post = env.split("{}")
            pre = SLOT.sub(lambda mm: self.filler(mm.group(1), {}), pre)
            post = SLOT.sub(lambda mm: self.filler(mm.group(1), {}), post)
            text = pre + text + post
            if offset is not None:
                offset += len(pre)
            framed = True
        return text, val, offset, framed

    def filler(self, body, memo):
        m = re.fullmatch(r"([^#]+?)(?:#(\d+)(?:\.(\d+))?)?", body)
        spec, k, field = m.group(1), m.group(2), m.group(3)
        name, args = parse_call(spec)
        assert name in F.FILLERS, "no filler %s" % name
        if k is not None:
            key = (name, args, k)
            if key not in memo:
                memo[key] = F.FILLERS[name](self.rng, *args)
            v = memo[key]
        else:
            v = F.FILLERS[name](self.rng, *args)
        if isinstance(v, tuple):
            assert field is not None, "tuple filler %s needs a field" % name
            return v[int(field)]
        assert field is None
        return v


# ---------------------------------------------------------------------------
# building
# ---------------------------------------------------------------------------
def group_rng(split, kind, lang):
    h = hashlib.sha256(("%s|%s|%s|%s" % (SEED, split, kind, lang)).encode()).digest()
    return random.Random(int.from_bytes(h[:16], "big"))


def case_id(text):
    return "v" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def build(split_templates, checks, seen_texts, frame_stats):
    out = {}
    for split in ("dev", "test"):
        cases = []
        for kind in PLAN:  # dict order: fixed by the code above
            label, quota = PLAN[kind]
            for lang in LANGS:
                tpls = split_templates[split][(kind, lang)]
                rng = group_rng(split, kind, lang)
                r = Renderer(kind, lang, label, rng)
                for i in range(quota[lang]):
                    tid, tpl = tpls[i % len(tpls)]
                    for attempt in range(MAX_TRIES):
                        text, val, offset, framed = r.render(tpl)
                        if text in seen_texts:
                            continue
                        span = val.text if val else None
                        if span is not None:
                            if text.find(span) != offset or span != span.strip():
                                continue
                            try:
                                name = C.check_span(kind, span, lang)
                                C.check_meta(kind, val)
                            except AssertionError as e:
                                raise SystemExit("structural check failed for %s (%s): %s" % (tid, kind, e))
                        else:
                            if C.benign_ok(text, kind):
                                continue
                            name = "benign_no_card_no_seed"
                        if not C.lang_ok(text, span, lang):
                            raise SystemExit("language check failed for %s: %r" % (tid, text[:120]))
                        break
                    else:
                        raise SystemExit("could not render a fresh valid text from %s" % tid)
                    checks[name] += 1
                    seen_texts.add(text)
                    frame_stats[(split, label)][framed] += 1
                    cases.append({"id": case_id(text), "text": text, "lang": lang, "label": label,
                                  "kind": kind, "span": span, "source": "synthetic", "template": tid})
        ids = [c["id"] for c in cases]
        assert len(ids) == len(set(ids)), "id collision in %s" % split
        cases.sort(key=lambda c: c["id"])
        out[split] = cases
    assert not {c["id"] for c in out["dev"]} & {c["id"] for c in out["test"]}
    return out


def write(out, outdir):
    paths = {}
    for split, cases in out.items():
        p = os.path.join(outdir, split + ".jsonl")
        with open(p, "w", encoding="utf-8", newline="\n") as f:
            for c in cases:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")
        paths[split] = p
    return paths


# ---------------------------------------------------------------------------
# tables
# ---------------------------------------------------------------------------
def count_tables(out, split_templates, frame_stats):
    md = []
    for split in ("dev", "test"):
        cases = out[split]
        cnt = Counter((c["label"], c["kind"], c["lang"]) for c in cases)
        ntpl = Counter(k for (k, _l), g in split_templates[split].items() for _ in g)
        md.append("### %s.jsonl — %d cases\n" % (split, len(cases)))
        md.append("| label | kind | en | zh | mixed | total | templates |")
        md.append("|---|---|---:|---:|---:|---:|---:|")
        tot = Counter()
        for label in ("secret", "benign"):
            for kind, (lab, _q) in PLAN.items():
                if lab != label:
                    continue
                row = [cnt[(label, kind, l)] for l in LANGS]
                for l, n in zip(LANGS, row):
                    tot[(label, l)] += n
                md.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, kind, row[0], row[1], row[2], sum(row), ntpl[kind]))
        for label in ("secret", "benign"):
            row = [tot[(label, l)] for l in LANGS]
            md.append("| **%s** | all | %d | %d | %d | %d | |" % (label, row[0], row[1], row[2], sum(row)))
        allrow = [tot[("secret", l)] + tot[("benign", l)] for l in LANGS]
        md.append("| **all** | | %d | %d | %d | %d | %d |" % (allrow[0], allrow[1], allrow[2], sum(allrow),
                                                             sum(len(g) for g in split_templates[split].values())))
        n = len(cases)
        ns = sum(tot[("secret", l)] for l in LANGS)
        fs = frame_stats[(split, "secret")]
        fb = frame_stats[(split, "benign")]
        md.append("")
        md.append("Secret %d (%.1f %%), benign %d (%.1f %%). Languages: en %.1f %%, zh %.1f %%, mixed %.1f %%. "
                  "Framed: secret %.2f, benign %.2f.\n" % (
                      ns, 100 * ns / n, n - ns, 100 * (n - ns) / n, 100 * allrow[0] / n, 100 * allrow[1] / n,
                      100 * allrow[2] / n, fs[True] / max(1, fs[True] + fs[False]), fb[True] / max(1, fb[True] + fb[False])))
    return "\n".join(md)


def replace_section(path, tag, body):
    with open(path, encoding="utf-8") as f:
        s = f.read()
    a, b = "<!-- %s:start -->" % tag, "<!-- %s:end -->" % tag
    i, j = s.index(a), s.index(b)
    s = s[:i + len(a)] + "\n" + body.strip("\n") + "\n" + s[j:]
    with open(path, "w", encoding="utf-8") as f:
        f.write(s)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=HERE, help="output directory (default: this directory)")
    ap.add_argument("--counts", action="store_true", help="print the count tables")
    ap.add_argument("--readme", action="store_true", help="refresh the generated sections of README.md")
    a = ap.parse_args(argv)

    S.selftest()
    split_templates = load_templates()
    checks = Counter()
    frame_stats = defaultdict(Counter)
    out = build(split_templates, checks, set(), frame_stats)
    os.makedirs(a.out, exist_ok=True)
    paths = write(out, a.out)
    ntpl = {s: sum(len(g) for g in split_templates[s].values()) for s in ("dev", "test")}
    print("templates: dev %d, test %d (disjoint)" % (ntpl["dev"], ntpl["test"]))
    for s in ("dev", "test"):
        n = len(out[s])
        ns = sum(c["label"] == "secret" for c in out[s])
        print("%s: %d cases, %d secret (%.1f %%), %d benign -> %s" % (s, n, ns, 100 * ns / n, n - ns, paths[s]))
    chk = ", ".join("%s %d" % kv for kv in sorted(checks.items()))
    print("checks passed at generation: " + chk)
    tables = count_tables(out, split_templates, frame_stats)
    if a.counts:
        print(tables)
    if a.readme:
        readme = os.path.join(HERE, "README.md")
        replace_section(readme, "counts", tables)
        import textwrap
        wrapped = textwrap.wrap(chk.replace(" ", "\u00a0").replace(",\u00a0", ", "), 100)
        replace_section(readme, "checks", "```\n" + "\n".join(w.replace("\u00a0", " ") for w in wrapped) + "\n```")
        hashes = "\n".join("%s  %s" % (hashlib.sha256(open(paths[s], "rb").read()).hexdigest(), s + ".jsonl")
                           for s in ("dev", "test"))
        replace_section(readme, "hashes", "```\n" + hashes + "\n```")
        print("README.md sections refreshed")


if __name__ == "__main__":
    main()
