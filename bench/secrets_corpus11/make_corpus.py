#!/usr/bin/env python3
"""Generate the blind secret-detection corpus secrets_corpus11 (dev.jsonl, test.jsonl).

Python 3.11 standard library only.  Deterministic: every (kind, lang, split) group
draws from its own random.Random seeded from SEED and the group's name, so the
output is byte-identical on every run.

    python3 make_corpus.py              # write dev.jsonl and test.jsonl next to this file
    python3 make_corpus.py --out DIR    # write them elsewhere
    python3 make_corpus.py --readme     # also refresh the counts section of README.md

Templates are dealt to the splits per (kind, lang): the 1st, 3rd, 5th ... template
of a group go to dev, the 2nd, 4th, 6th ... to test, so no template is in both.
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

import values  # noqa: E402
import wordlists  # noqa: E402
from templates_benign import T as T_BENIGN  # noqa: E402
from templates_secret import T as T_SECRET  # noqa: E402

SEED = "secrets_corpus11/2026-12-06"
LANGS = ("en", "zh", "mixed")
SPLITS = ("dev", "test")

BIG_SECRET = {"password_nl", "otp", "security_answer", "pin"}
QUOTA_BIG = {"en": 20, "zh": 13, "mixed": 11}
QUOTA_SECRET = {"en": 15, "zh": 10, "mixed": 8}
QUOTA_BENIGN = {"en": 17, "zh": 12, "mixed": 9}

# Frames put a template's text inside a chat line, a dated note, a forward ...
# Their slots have their own names so they never collide with the template's.
FRAMES = {
    "en": ["[«ftime»] «fname»: {x}", "«fname»: {x}", "Notes — «fdate»\n{x}", "{x}\n\nsent from my phone",
           "«fdate» «ftime» | {x}", "Fwd from «fname»:\n{x}", "(pinned) {x}"],
    "zh": ["[«fztime»] «fzname»：{x}", "«fzname»：{x}", "备忘 «fzdate»\n{x}", "{x}\n（转自«fzname»）",
           "«fzdate» «fztime»\n{x}", "【置顶】{x}"],
    "mixed": ["[«ftime»] «fzname»: {x}", "«fzname»：{x}", "memo «fzdate»\n{x}", "{x}\n—— from «fname»",
              "Fwd: {x}", "«fzdate» note: {x}"],
}

CHATTY = re.compile(r"(^|\n)(\[«[a-z]+»\] )?«z?name2?»\s*[:：(]")
CJK = re.compile(r"[\u4e00-\u9fff]")
ALT = re.compile(r"«~([^»]*)»")
SLOT = re.compile(r"«(!?)([a-z0-9_]+)(?:\.(\d))?»")


def secret_kinds():
    return sorted(T_SECRET)


def benign_kinds():
    return sorted(T_BENIGN)


def quota(kind, lang):
    if kind in T_SECRET:
        return (QUOTA_BIG if kind in BIG_SECRET else QUOTA_SECRET)[lang]
    return QUOTA_BENIGN[lang]


def group_rng(kind, lang, split):
    h = hashlib.sha256(("%s|%s|%s|%s" % (SEED, kind, lang, split)).encode()).digest()
    return random.Random(int.from_bytes(h[:8], "big"))


def render(tpl, r, frame=None):
    """-> (text, span, span_gen, offset) ; span None for benign templates."""
    memo = {}
    body = tpl if frame is None else frame.replace("{x}", "\x00")
    pieces = []
    pos = 0
    secret = None  # (gen, value, offset in output)
    out_len = 0

    def expand(s, allow_secret):
        nonlocal out_len, secret
        parts = []
        last = 0
        for m in SLOT.finditer(s):
            parts.append(s[last:m.start()])
            out_len += m.start() - last
            bang, name, idx = m.group(1), m.group(2), m.group(3)
            if name not in values.GEN:
                raise KeyError("unknown slot %r in template %r" % (name, tpl))
            key = name if not bang else "!" + name
            if key not in memo:
                memo[key] = values.GEN[name](r)
            v = memo[key]
            if idx is not None:
                v = v.split("|")[int(idx)]
            if bang:
                if not allow_secret or secret is not None:
                    raise ValueError("secret slot misplaced in %r" % tpl)
                secret = (name, v, out_len)
            parts.append(v)
            out_len += len(v)
            last = m.end()
        parts.append(s[last:])
        out_len += len(s) - last
        return "".join(parts)

    # «~a|b|c» picks one phrasing variant (benign templates use it for variety)
    tpl = ALT.sub(lambda m: r.choice(m.group(1).split("|")), tpl)
    if frame is None:
        text = expand(tpl, True)
    else:
        pre, post = body.split("\x00")
        a = expand(pre, False)
        b = expand(tpl, True)
        c = expand(post, False)
        text = a + b + c
    if "«" in text or "»" in text:
        raise ValueError("unfilled slot in %r" % text)
    if secret is None:
        return text, None, None, None
    return text, secret[1], secret[0], secret[2]


def deal(templates):
    """Split a group's templates: even positions to dev, odd to test."""
    return {"dev": templates[0::2], "test": templates[1::2]}


def case_id(text):
    return "c" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]


def build():
    cases = {s: [] for s in SPLITS}
    seen = set()
    checks = Counter()
    all_t = {}
    for kind in sorted(set(T_SECRET) | set(T_BENIGN)):
        assert not (kind in T_SECRET and kind in T_BENIGN), kind
        label = "secret" if kind in T_SECRET else "benign"
        src = T_SECRET if label == "secret" else T_BENIGN
        for lang in LANGS:
            tpls = src[kind].get(lang, [])
            assert len(tpls) >= 2 and len(tpls) % 2 == 0, (kind, lang, len(tpls))
            assert len(set(tpls)) == len(tpls), ("duplicate template", kind, lang)
            for t in tpls:
                has_secret = "«!" in t
                assert has_secret == (label == "secret"), (kind, lang, t)
                assert t.count("«!") <= 1, t
            dealt = deal(tpls)
            for split in SPLITS:
                r = group_rng(kind, lang, split)
                group = dealt[split]
                ids = {}
                for j, t in enumerate(tpls):
                    ids[t] = "%s.%s.%02d" % (kind, lang, j + 1)
                for t in group:
                    all_t.setdefault(ids[t], set()).add(split)
                for i in range(quota(kind, lang)):
                    t = group[i % len(group)]
                    for attempt in range(400):
                        frame = None
                        if r.random() < (0.3 if attempt < 3 else 0.9):
                            frames = FRAMES[lang]
                            if CHATTY.search(t):  # already a chat turn: no second speaker
                                frames = [f for f in frames if "name»" not in f.split("{x}")[0]]
                            frame = r.choice(frames)
                        text, span, gen_name, off = render(t, r, frame)
                        if text in seen:
                            continue
                        if span is not None:
                            if text.find(span) != off or span != span.strip() or not span:
                                checks["retry_first_occurrence"] += 1
                                continue
                        break
                    else:
                        raise RuntimeError("could not make a unique case for %s" % ids[t])
                    seen.add(text)
                    if span is not None:
                        ok = values.check_value(gen_name, span)
                        if ok is False:
                            raise AssertionError("structural check failed: %s %s %r" % (ids[t], gen_name, span))
                        if ok:
                            checks["valid:" + structure_name(gen_name, span)] += 1
                    cases[split].append({
                        "id": case_id(text), "text": text, "lang": lang, "label": label, "kind": kind,
                        "span": span, "source": "synthetic", "template": ids[t],
                    })
    # template disjointness
    both = [t for t, s in all_t.items() if len(s) > 1]
    assert not both, both
    return cases, checks, all_t


def structure_name(gen_name, span):
    if gen_name.startswith("card"):
        return "luhn"
    if gen_name.startswith("bip39"):
        return "bip39_en_checksum"
    if gen_name.startswith("zbip39"):
        return "bip39_zh_checksum"
    if gen_name.startswith("totp"):
        return "base32"
    if gen_name == "jwt":
        return "jwt_3_segments"
    if gen_name.startswith(("pem", "openssh", "pgp")):
        return "pem_block"
    return "base58check"


def self_check(cases, checks):
    assert wordlists.check()
    ids = set()
    texts = set()
    tpl_split = {}
    for split, lst in cases.items():
        for c in lst:
            assert c["id"] not in ids, c["id"]
            assert c["text"] not in texts
            ids.add(c["id"])
            texts.add(c["text"])
            assert c["lang"] in LANGS and c["label"] in ("secret", "benign")
            assert c["template"].startswith(c["kind"] + "." + c["lang"] + ".")
            assert tpl_split.setdefault(c["template"], split) == split, c["template"]
            # language groups: zh/mixed carry CJK, mixed also English, en has CJK only in mnemonic_zh
            rest = c["text"].replace(c["span"], "") if c["span"] else c["text"]
            if c["lang"] in ("zh", "mixed"):
                assert CJK.search(c["text"]), c
            if c["lang"] == "mixed":
                assert re.search(r"[A-Za-z]{2,}", CJK.sub("", rest)), c
            if c["lang"] == "en" and c["kind"] != "mnemonic_zh":
                assert not CJK.search(c["text"]), c
            if c["label"] == "secret":
                assert isinstance(c["span"], str) and c["span"] in c["text"]
                assert c["text"].find(c["span"]) >= 0
            else:
                assert c["span"] is None
                # no benign text may hide a valid BIP39 phrase or a non-test Luhn card of 16 digits
                for m in re.finditer(r"(?:\b[a-z]+\b[ ,]+){11,}\b[a-z]+\b", c["text"]):
                    ws = re.findall(r"[a-z]+", m.group(0))
                    for n in (12, 15, 18, 24):
                        for k in range(0, len(ws) - n + 1):
                            assert not values.bip39_valid(ws[k:k + n], wordlists.EN_INDEX), c
                for m in re.finditer(r"(?<![\d])(?:\d[ -]?){15,16}(?![\d])", c["text"]):
                    d = re.sub(r"\D", "", m.group(0))
                    if len(d) == 16 and values.luhn_ok(d):
                        assert d in values.TEST_CARDS, c
    # equal quotas per (kind, lang) in both splits
    q = {s: Counter((c["kind"], c["lang"]) for c in lst) for s, lst in cases.items()}
    assert q["dev"] == q["test"]
    n_secret = sum(1 for c in cases["dev"] if c["label"] == "secret")
    n_benign = len(cases["dev"]) - n_secret
    assert n_benign >= n_secret, (n_benign, n_secret)
    assert all(len(lst) >= 1000 for lst in cases.values())
    # language mix roughly 45 / 30 / 25
    langs = Counter(c["lang"] for c in cases["dev"])
    for lg, target in (("en", 0.45), ("zh", 0.30), ("mixed", 0.25)):
        assert abs(langs[lg] / len(cases["dev"]) - target) < 0.03, (lg, langs)
    return True


def dump(cases, path):
    lst = sorted(cases, key=lambda c: c["id"])
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for c in lst:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")


def counts_markdown(cases, all_t):
    out = []
    for split in SPLITS:
        lst = cases[split]
        out.append("### %s.jsonl — %d cases\n" % (split, len(lst)))
        by = defaultdict(Counter)
        for c in lst:
            by[(c["label"], c["kind"])][c["lang"]] += 1
        out.append("| label | kind | en | zh | mixed | total | templates |")
        out.append("|---|---|---:|---:|---:|---:|---:|")
        tot = Counter()
        for (label, kind) in sorted(by, key=lambda k: (k[0] != "secret", k[1])):
            cnt = by[(label, kind)]
            nt = sum(1 for t, s in all_t.items() if t.startswith(kind + ".") and split in s)
            out.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, kind, cnt["en"], cnt["zh"], cnt["mixed"],
                                                              sum(cnt.values()), nt))
            for lg in LANGS:
                tot[(label, lg)] += cnt[lg]
        for label in ("secret", "benign"):
            out.append("| **%s** | all | %d | %d | %d | %d | |" % (label, tot[(label, "en")], tot[(label, "zh")],
                                                                 tot[(label, "mixed")],
                                                                 sum(tot[(label, lg)] for lg in LANGS)))
        langs = Counter(c["lang"] for c in lst)
        out.append("| **all** | | %d | %d | %d | %d | %d |" % (langs["en"], langs["zh"], langs["mixed"], len(lst),
                                                              sum(1 for s in all_t.values() if split in s)))
        out.append("")
    return "\n".join(out)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=HERE, help="output folder (default: this folder)")
    ap.add_argument("--readme", action="store_true", help="refresh the counts section of README.md")
    a = ap.parse_args(argv)
    cases, checks, all_t = build()
    self_check(cases, checks)
    os.makedirs(a.out, exist_ok=True)
    for split in SPLITS:
        dump(cases[split], os.path.join(a.out, split + ".jsonl"))
    md = counts_markdown(cases, all_t)
    if a.readme:
        p = os.path.join(HERE, "README.md")
        s = open(p, encoding="utf-8").read()
        s = re.sub(r"(<!-- counts:start -->\n).*?(<!-- counts:end -->)", lambda m: m.group(1) + md + "\n" + m.group(2), s, flags=re.S)
        open(p, "w", encoding="utf-8").write(s)
    n = {s: len(cases[s]) for s in SPLITS}
    print("dev %d  test %d  total %d  templates %d" % (n["dev"], n["test"], n["dev"] + n["test"], len(all_t)))
    print("structural checks passed: " + ", ".join("%s %d" % (k[6:], v) for k, v in sorted(checks.items()) if k.startswith("valid:")))
    print("re-rendered because the span was not the first occurrence: %d" % checks["retry_first_occurrence"])


if __name__ == "__main__":
    main()
