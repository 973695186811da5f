#!/usr/bin/env python3
"""Render secrets_corpus3: templates x value generators -> dev.jsonl, test.jsonl.

stdlib only, deterministic: every template gets its own random.Random seeded
with SEED and the template id, so rewording one template never changes the
cases of another (adding or removing one re-spreads its kind's target).  The
split is BY TEMPLATE: all cases of a template land in one split, and within
every (kind, language) group templates are dealt to dev and test so that both
splits see every kind in every language it has.  Pool-drawn secret values
(security answers, password words) come from disjoint halves of their pools
in dev and test.

    python3 generate.py && python3 check.py
"""
import hashlib
import json
import os
import random
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen_values as V  # noqa: E402
from templates_benign import BENIGN  # noqa: E402
from templates_secret import SECRET  # noqa: E402

SEED = "mimvault-secrets-corpus3-2024"
SOURCE = "synthetic-blind-v3"

# cases per kind over both splits (hard kinds weighted up)
TARGET = {
    # secrets
    "password_nl": 140, "password_pair": 70, "wifi_password": 65, "pin": 80, "door_code": 50, "otp": 105,
    "totp_secret": 60, "recovery_codes": 70, "private_key": 65, "crypto_wallet_key": 55,
    "mnemonic_bip39_en": 55, "mnemonic_zh": 50, "api_key": 120, "access_token": 55, "connection_string": 70,
    "env_file": 65, "security_answer": 95, "card_number": 60,
    # benign
    "secret_reference": 75, "credential_talk": 75, "code_config_benign": 65, "placeholder": 65,
    "masked_value": 35, "checksum": 40, "git_sha": 35, "uuid": 30, "public_key": 45, "wallet_address": 40,
    "order_number": 35, "tracking_number": 35, "postal_code": 45, "phone_number": 30, "isbn": 24,
    "version_string": 30, "date_time": 30, "price": 28, "flight_number": 30, "story_number": 45,
    "bip39_prose": 40, "ordinary_zh": 40, "promo_code": 24,
}

SLOT = re.compile(r"«(=|!?)([A-Za-z0-9_]*)(?:~(\w+))?»")
CHOICE = re.compile(r"⟦(.*?)⟧", re.S)
GEN_ALIASES = {"time": V.time_}


def gen(name):
    if name in GEN_ALIASES:
        return GEN_ALIASES[name]
    fn = getattr(V, name, None)
    if not callable(fn):
        raise KeyError("no generator %r" % name)
    return fn


def render(tpl, r, split=None):
    """-> (text, span or None, start offset of the span or None)"""
    text = CHOICE.sub(lambda m: r.choice(m.group(1).split("|")), tpl)
    ctx = {"split": split}
    secret = None
    m = re.search(r"«!(\w+)»", text)
    if m:
        secret = gen(m.group(1))(r, ctx)
    out, pos, start = [], 0, None
    for m in SLOT.finditer(text):
        out.append(text[pos:m.start()])
        pos = m.end()
        mark, g, suf = m.groups()
        if mark == "=":
            out.append(secret)
        elif mark == "!":
            start = sum(len(x) for x in out)
            out.append(secret)
        else:
            key = g + ("~" + suf if suf else "")
            if key not in ctx:
                ctx[key] = gen(g)(r, ctx)
            out.append(ctx[key])
    out.append(text[pos:])
    return "".join(out), secret, start


def template_list():
    rows = []
    seen = Counter()
    for label, table in (("secret", SECRET), ("benign", BENIGN)):
        for entry in table:
            kind, lang, text = entry[:3]
            flags = entry[3].split() if len(entry) > 3 else []
            assert kind in TARGET, kind
            assert lang in ("en", "zh", "mixed"), lang
            assert ("«!" in text) == (label == "secret"), (kind, text)
            seen[(kind, lang)] += 1
            weight = 1
            for f in flags:
                if f.startswith("w"):
                    weight = int(f[1:])
            tid = "%s.%s.%02d" % (kind, lang, seen[(kind, lang)])
            rows.append({"tid": tid, "kind": kind, "lang": lang, "label": label, "text": text,
                         "hard": "H" in flags, "bip39": "bip39" in flags, "weight": weight})
    return rows


LANG_SHARE = {"en": 0.40, "zh": 0.32, "mixed": 0.28}


def allocate(rows):
    """number of cases per template: TARGET[kind] split over languages by
    LANG_SHARE (so Chinese and code-switched text weigh about as much as
    English), then over a language's templates by weight"""
    by_kind = defaultdict(list)
    for t in rows:
        by_kind[t["kind"]].append(t)
    for kind, ts in by_kind.items():
        langs = sorted({t["lang"] for t in ts})
        share = {l: LANG_SHARE[l] / sum(LANG_SHARE[x] for x in langs) for l in langs}
        lang_w = Counter()
        for t in ts:
            lang_w[t["lang"]] += t["weight"]
        want = TARGET[kind]
        raw = [want * share[t["lang"]] * t["weight"] / lang_w[t["lang"]] for t in ts]
        ns = [int(x) for x in raw]
        rest = want - sum(ns)
        order = sorted(range(len(ts)), key=lambda i: (-(raw[i] - ns[i]), ts[i]["tid"]))
        for i in order[:rest]:
            ns[i] += 1
        for t, n in zip(ts, ns):
            t["n"] = max(1, n)


def assign_splits(rows):
    """deal the templates of each (kind, lang) group to dev/test: hard and plain
    templates separately, each to the split that has fewer such cases so far,
    so both splits get every kind in every language and a similar hard share"""
    groups = defaultdict(list)
    for t in rows:
        groups[(t["kind"], t["lang"])].append(t)
    totals = Counter()
    for key in sorted(groups):
        ts = groups[key]
        if len(ts) < 2:
            raise SystemExit("group %s/%s has only one template; cannot appear in both splits" % key)
        got = Counter()
        for hard in (True, False):
            sub = Counter()
            for t in sorted((t for t in ts if t["hard"] == hard), key=lambda t: (-t["n"], t["tid"])):
                split = min(("dev", "test"), key=lambda x: (sub[x], got[x], totals[(x, hard)], totals[x], x))
                t["split"] = split
                sub[split] += t["n"]
                got[split] += t["n"]
                totals[(split, hard)] += t["n"]
                totals[split] += t["n"]
        for split in ("dev", "test"):
            if not any(t["split"] == split for t in ts):
                other = "test" if split == "dev" else "dev"
                t = min((t for t in ts if t["split"] == other), key=lambda t: (t["n"], t["tid"]))
                t["split"] = split


def case_id(tid, i):
    return hashlib.sha256(("%s|%s|%d" % (SEED, tid, i)).encode()).hexdigest()[:11]


def build():
    rows = template_list()
    allocate(rows)
    assign_splits(rows)
    cases = {"dev": [], "test": []}
    texts = set()
    for t in rows:
        r = random.Random("%s|%s" % (SEED, t["tid"]))
        made = tries = 0
        while made < t["n"]:
            tries += 1
            if tries > 60 * t["n"] + 60:
                raise SystemExit("template %s cannot produce %d distinct cases (made %d)" % (t["tid"], t["n"], made))
            text, span, start = render(t["text"], r, t["split"])
            if text in texts:
                continue
            if span is not None and text.find(span) != start:
                continue  # the secret must be the first occurrence of its span
            texts.add(text)
            rec = {"id": case_id(t["tid"], made), "text": text, "lang": t["lang"], "label": t["label"],
                   "kind": t["kind"], "span": span, "source": SOURCE, "template": t["tid"], "hard": t["hard"]}
            if t["kind"] in ("mnemonic_bip39_en", "mnemonic_zh") or t["bip39"]:
                rec["bip39_valid"] = True
                if t["bip39"]:
                    rec["bip39_phrase"] = re.search(r"(abandon(?: abandon){10} about|test(?: test){10} junk)", text).group(1)
            cases[t["split"]].append(rec)
            made += 1
    for split in cases:
        # stable, label-free order: by id
        cases[split].sort(key=lambda c: c["id"])
        with open(os.path.join(HERE, split + ".jsonl"), "w", encoding="utf-8") as f:
            for c in cases[split]:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "templates.json"), "w", encoding="utf-8") as f:
        json.dump([{k: t[k] for k in ("tid", "kind", "lang", "label", "hard", "n", "split")} for t in rows], f, ensure_ascii=False, indent=0)
    for split in ("dev", "test"):
        cs = cases[split]
        lab = Counter(c["label"] for c in cs)
        print("%-4s %4d cases  secret %d  benign %d  templates %d" % (split, len(cs), lab["secret"], lab["benign"], len({c["template"] for c in cs})))


if __name__ == "__main__":
    build()
