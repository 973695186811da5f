#!/usr/bin/env python3
"""Checker for bench/lines23 (schema and counts). Holds no copy of the lines.

    python check_lines23.py                 # checks en_test.jsonl and zh_test.jsonl beside it
    python check_lines23.py --readmes PATH [PATH ...]
        # also: no value/alias occurs in the earlier READMEs (a folder of *.md or single files,
        # e.g. the trust issue), and no quoted example phrasing of theirs is reused

Exit status 0 when every check passes.
"""
import argparse
import collections
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FIELDS = ["id", "lang", "text", "slot", "owner", "trap", "value", "aliases", "phrasing"]
SLOTS = ["lives_in", "employer", "job", "manager", "partner_status"]
TRAPS = ["other_person", "hypothetical", "trip", "interview", "negation", "past", "question"]
SHAPES = ["short", "medium", "long"]
REGISTERS = ["hk", "sg", "my", "cn", "student", "overseas"]
STAGE_EN = {"girlfriend", "boyfriend", "fiancé", "fiancée", "fiance", "fiancee", "wife", "husband"}
STAGE_ZH = ["女朋友", "男朋友", "未婚妻", "未婚夫", "老婆", "老公", "太太", "先生", "妻子", "丈夫"]
STAGE_EN_RE = re.compile(r"(?<![A-Za-zÀ-ÿ])(girlfriend|boyfriend|fianc[ée]e?|wife|husband)(?![A-Za-zÀ-ÿ])", re.I)
LATIN = re.compile(r"[A-Za-zÀ-ÿ]")
CJK = re.compile(r"[\u4e00-\u9fff]")

errors = []


def err(msg):
    errors.append(msg)


def stage_count(text):
    n = len(STAGE_EN_RE.findall(text))
    for w in STAGE_ZH:
        n += text.count(w)
    return n


def load(path, prefix):
    rows = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip():
                err(f"{path}:{ln}: blank line")
                continue
            try:
                obj = json.loads(line, object_pairs_hook=lambda p: p)
            except json.JSONDecodeError as ex:
                err(f"{path}:{ln}: invalid JSON: {ex}")
                continue
            keys = [k for k, _ in obj]
            if keys != FIELDS:
                err(f"{path}:{ln}: field order {keys}")
            r = dict(obj)
            want = f"{prefix}-{ln:03d}"
            if r.get("id") != want:
                err(f"{path}:{ln}: id {r.get('id')!r}, expected {want}")
            rows.append(r)
    return rows


def check_row(r, file_langs):
    rid = r.get("id")
    for k in ("id", "lang", "text", "slot", "owner", "value", "phrasing"):
        if not isinstance(r.get(k), str) or not r.get(k).strip():
            err(f"{rid}: {k} must be a non-empty string")
    if not isinstance(r.get("aliases"), list) or not all(isinstance(a, str) and a for a in r.get("aliases", [])):
        err(f"{rid}: aliases must be a list of non-empty strings")
    if r.get("lang") not in file_langs:
        err(f"{rid}: lang {r.get('lang')!r}")
    if r.get("slot") not in SLOTS:
        err(f"{rid}: slot {r.get('slot')!r}")
    if r.get("owner") == "user":
        if r.get("trap") is not None:
            err(f"{rid}: user line with trap {r.get('trap')!r}")
    elif r.get("owner") == "trap":
        if r.get("trap") not in TRAPS:
            err(f"{rid}: trap kind {r.get('trap')!r}")
    else:
        err(f"{rid}: owner {r.get('owner')!r}")
    text, value = r.get("text", ""), r.get("value", "")
    if value not in text:
        err(f"{rid}: value {value!r} not verbatim in text")
    if value in r.get("aliases", []):
        err(f"{rid}: value repeated among aliases")
    ph = r.get("phrasing", "")
    shape, _, family = ph.partition("/")
    if shape not in SHAPES or not family:
        err(f"{rid}: phrasing {ph!r} is not <short|medium|long>/<family>")
    lang = r.get("lang")
    if lang == "zh" and LATIN.search(text):
        err(f"{rid}: zh line holds Latin letters")
    if lang == "mixed":
        if not (LATIN.search(text) and CJK.search(text)):
            err(f"{rid}: mixed line lacks one of the scripts")
        if family.split("-")[0] not in REGISTERS:
            err(f"{rid}: mixed family {family!r} does not start with a register")
    if lang == "en" and CJK.search(text):
        err(f"{rid}: en line holds Chinese characters")
    if r.get("slot") == "partner_status":
        v = value.lower()
        if v not in STAGE_EN and value not in STAGE_ZH:
            err(f"{rid}: partner value {value!r} is not a stage word")
        n = stage_count(text)
        if n != 1:
            err(f"{rid}: partner line holds {n} stage words")


def table(rows, title):
    print(f"\n{title}")
    langs = sorted({r["lang"] for r in rows})
    hdr = ["slot"] + [f"{l} pos" for l in langs] + [f"{l} traps" for l in langs]
    print("  " + " | ".join(hdr))
    for s in SLOTS:
        cells = [s]
        for l in langs:
            cells.append(str(sum(1 for r in rows if r["slot"] == s and r["lang"] == l and r["owner"] == "user")))
        for l in langs:
            cells.append(str(sum(1 for r in rows if r["slot"] == s and r["lang"] == l and r["owner"] == "trap")))
        print("  " + " | ".join(cells))


def check_counts(rows, name, split_langs):
    # per slot: 26 positives and 14 traps, 2 of each kind
    for s in SLOTS:
        sr = [r for r in rows if r.get("slot") == s]
        pos = [r for r in sr if r.get("owner") == "user"]
        tr = [r for r in sr if r.get("owner") == "trap"]
        if len(pos) != 26:
            err(f"{name}/{s}: {len(pos)} positives, expected 26")
        if len(tr) != 14:
            err(f"{name}/{s}: {len(tr)} traps, expected 14")
        kinds = collections.Counter(r.get("trap") for r in tr)
        for k in TRAPS:
            if kinds[k] != 2:
                err(f"{name}/{s}: {kinds[k]} traps of kind {k}, expected 2")
        if split_langs:
            for l in ("zh", "mixed"):
                lp = [r for r in pos if r.get("lang") == l]
                if len(lp) != 13:
                    err(f"{name}/{s}: {len(lp)} {l} positives, expected 13")
                lk = collections.Counter(r.get("trap") for r in tr if r.get("lang") == l)
                for k in TRAPS:
                    if lk[k] != 1:
                        err(f"{name}/{s}: {lk[k]} {l} traps of kind {k}, expected 1")
    if len(rows) != 200:
        err(f"{name}: {len(rows)} lines, expected 200")


def readme_checks(rows, paths):
    texts = []
    files = []
    for path in paths:
        files += sorted(glob.glob(os.path.join(path, "*.md"))) if os.path.isdir(path) else [path]
    for p in files:
        with open(p, encoding="utf-8") as f:
            texts.append(f.read())
    big = "\n".join(texts)
    low = big.lower()
    stage = STAGE_EN | set(STAGE_ZH)
    seen = set()
    for r in rows:
        for v in [r["value"]] + r["aliases"]:
            if v.lower() in stage or (r["slot"] == "partner_status"):
                continue
            if (v, r["id"]) in seen:
                continue
            seen.add((v, r["id"]))
            if CJK.search(v):
                hit = v in big
            else:
                hit = re.search(r"(?<![a-z])" + re.escape(v.lower()) + r"(?![a-z])", low) is not None
            if hit:
                err(f"{r['id']}: value/alias {v!r} occurs in an earlier README")
    # quoted example phrasings, split into fixed word parts around placeholders
    quotes = []
    for line in big.splitlines():
        quotes += re.findall(r'"([^"\n]{3,160})"', line)
        quotes += re.findall(r"“([^”\n]{3,160})”", line)
    parts = set()
    for q in quotes:
        for part in re.split(r"\b[XYZ]\b|…|\.\.\.|<[^>]*>|[XYZ](?=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff])[XYZ]", q):
            part = part.strip(" ,.;:!?'()[]—-")
            if CJK.search(part):
                if len(CJK.findall(part)) >= 4:
                    parts.add(part)
            elif len(part.split()) >= 3:
                parts.add(part.lower())
    for r in rows:
        t, tl = r["text"], r["text"].lower()
        for p in parts:
            if (CJK.search(p) and p in t) or (not CJK.search(p) and p in tl):
                err(f"{r['id']}: reuses quoted README phrasing {p!r}")
    return len(files), len(parts)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", default=HERE)
    ap.add_argument("--readmes", nargs="+", default=None)
    a = ap.parse_args()
    en = load(os.path.join(a.dir, "en_test.jsonl"), "en-test")
    zh = load(os.path.join(a.dir, "zh_test.jsonl"), "zh-test")
    for r in en:
        check_row(r, {"en"})
    for r in zh:
        check_row(r, {"zh", "mixed"})
    check_counts(en, "en_test.jsonl", False)
    check_counts(zh, "zh_test.jsonl", True)
    langs = collections.Counter(r.get("lang") for r in zh)
    if langs["zh"] != 100 or langs["mixed"] != 100:
        err(f"zh_test.jsonl: {dict(langs)}, expected 100 zh and 100 mixed")
    allr = en + zh
    for key in ("text", "phrasing"):
        c = collections.Counter(r.get(key) for r in allr)
        for k, n in c.items():
            if n > 1:
                err(f"duplicate {key}: {k!r} x{n}")
    table(en, "en_test.jsonl (positives / traps per slot)")
    table(zh, "zh_test.jsonl (positives / traps per slot)")
    print("\nlength mix (phrasing shape): short / medium / long, and mean characters per shape")
    for name, rows in (("en", en), ("zh", [r for r in zh if r["lang"] == "zh"]),
                       ("mixed", [r for r in zh if r["lang"] == "mixed"])):
        c = collections.Counter(r["phrasing"].split("/")[0] for r in rows)
        means = []
        for s in SHAPES:
            ls = [len(r["text"]) for r in rows if r["phrasing"].startswith(s + "/")]
            means.append(f"{s} {sum(ls) / max(1, len(ls)):.0f}")
        print(f"  {name:5}: {c['short']} / {c['medium']} / {c['long']}   ({', '.join(means)})")
    regs = collections.Counter(r["phrasing"].split("/", 1)[1].split("-")[0] for r in zh if r["lang"] == "mixed")
    print("  mixed registers: " + ", ".join(f"{k} {regs[k]}" for k in REGISTERS))
    if a.readmes:
        nf, n = readme_checks(allr, a.readmes)
        print(f"\nREADME checks: values and aliases against {nf} files, {n} quoted fixed word parts: none reused")
    if errors:
        print(f"\nFAIL: {len(errors)} problem(s)")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print(f"\nOK: {len(en)} + {len(zh)} lines, schema and counts as specified")


if __name__ == "__main__":
    main()
