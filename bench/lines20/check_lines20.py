#!/usr/bin/env python3
"""Check bench/lines20: schema, quotas, scripts and that every value occurs in its text.

usage: python check_lines20.py [DIR]   (DIR defaults to this file's folder)
Exit status 0 when every check passes; otherwise prints each problem and exits 1.
"""
import json
import os
import re
import sys
from collections import Counter

SLOTS = ["lives_in", "employer", "job", "manager", "partner_status"]
KINDS = ["other_person", "hypothetical", "trip", "interview", "negation", "past", "question"]
FIELDS = ["id", "lang", "text", "slot", "owner", "trap", "value", "aliases", "phrasing"]
SHAPES = ["catchup", "list", "form", "reply", "correction", "signature", "cv", "relative", "question"]
STAGES = {"girlfriend", "boyfriend", "fiancé", "fiancée", "wife", "husband",
          "女朋友", "男朋友", "未婚妻", "未婚夫", "老婆", "老公", "太太", "先生"}
CJK = re.compile(r"[\u4e00-\u9fff]")
LATIN = re.compile(r"[A-Za-z]")

problems = []


def bad(msg):
    problems.append(msg)


def load(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                bad(f"{path}:{n}: empty line")
                continue
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                bad(f"{path}:{n}: invalid JSON ({e})")
    return rows


def check_file(path, prefix, langs):
    rows = load(path)
    name = os.path.basename(path)
    if len(rows) != 200:
        bad(f"{name}: {len(rows)} lines, want 200")
    for i, r in enumerate(rows, 1):
        rid = r.get("id", f"#{i}")
        if list(r.keys()) != FIELDS:
            bad(f"{rid}: fields {list(r.keys())} != {FIELDS}")
            continue
        if r["id"] != f"{prefix}-{i:03d}":
            bad(f"{rid}: id out of sequence (want {prefix}-{i:03d})")
        if r["lang"] not in langs:
            bad(f"{rid}: lang {r['lang']!r}")
        if r["slot"] not in SLOTS:
            bad(f"{rid}: slot {r['slot']!r}")
        if r["owner"] == "user":
            if r["trap"] is not None:
                bad(f"{rid}: user line with trap {r['trap']!r}")
        elif r["owner"] == "trap":
            if r["trap"] not in KINDS:
                bad(f"{rid}: trap kind {r['trap']!r}")
        else:
            bad(f"{rid}: owner {r['owner']!r}")
        for k in ("text", "value", "phrasing"):
            if not isinstance(r[k], str) or not r[k].strip():
                bad(f"{rid}: {k} empty or not a string")
        if not isinstance(r["aliases"], list) or not all(isinstance(a, str) and a for a in r["aliases"]):
            bad(f"{rid}: aliases must be a list of non-empty strings")
        if r["value"] in r["aliases"]:
            bad(f"{rid}: value repeated among aliases")
        # the value itself (verbatim) occurs in the text
        if r["value"] not in r["text"]:
            bad(f"{rid}: value {r['value']!r} not in text")
        shape = r["phrasing"].split(":", 1)[0]
        if shape not in SHAPES:
            bad(f"{rid}: phrasing shape {shape!r} not in {SHAPES}")
        if r["slot"] == "partner_status" and r["value"].lower() not in STAGES:
            bad(f"{rid}: partner value {r['value']!r} is not a stage word")
        if r["lang"] == "zh" and LATIN.search(r["text"]):
            bad(f"{rid}: zh line holds Latin letters")
        if r["lang"] == "mixed" and not (LATIN.search(r["text"]) and CJK.search(r["text"])):
            bad(f"{rid}: mixed line lacks one of the two scripts")
        if r["lang"] == "en" and CJK.search(r["text"]):
            bad(f"{rid}: en line holds Chinese characters")

    good = [r for r in rows if list(r.keys()) == FIELDS]
    for key in ("id", "text", "phrasing"):
        dup = [v for v, c in Counter(r[key] for r in good).items() if c > 1]
        if dup:
            bad(f"{name}: duplicate {key}: {dup}")

    # quotas: 130 positives (26 per slot), 70 traps (14 per slot, 2 of each kind)
    pos = Counter(r["slot"] for r in good if r["owner"] == "user")
    trp = Counter(r["slot"] for r in good if r["owner"] == "trap")
    if sum(pos.values()) != 130 or sum(trp.values()) != 70:
        bad(f"{name}: {sum(pos.values())} positives / {sum(trp.values())} traps, want 130 / 70")
    for s in SLOTS:
        if pos[s] != 26:
            bad(f"{name}: {s} has {pos[s]} positives, want 26")
        if trp[s] != 14:
            bad(f"{name}: {s} has {trp[s]} traps, want 14")
        kinds = Counter(r["trap"] for r in good if r["owner"] == "trap" and r["slot"] == s)
        for k in KINDS:
            if kinds[k] != 2:
                bad(f"{name}: {s}/{k} has {kinds[k]} traps, want 2")
    if "zh" in langs:
        lang = Counter(r["lang"] for r in good)
        if lang["zh"] != 100 or lang["mixed"] != 100:
            bad(f"{name}: {lang['zh']} zh / {lang['mixed']} mixed, want 100 / 100")
        for s in SLOTS:
            for lg in ("zh", "mixed"):
                n = sum(1 for r in good if r["slot"] == s and r["owner"] == "user" and r["lang"] == lg)
                if n != 13:
                    bad(f"{name}: {s} has {n} {lg} positives, want 13")
                for k in KINDS:
                    n = sum(1 for r in good if r["slot"] == s and r["trap"] == k and r["lang"] == lg)
                    if n != 1:
                        bad(f"{name}: {s}/{k} has {n} {lg} traps, want 1")
    return good


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    en = check_file(os.path.join(d, "en_test.jsonl"), "en-test", {"en"})
    zh = check_file(os.path.join(d, "zh_test.jsonl"), "zh-test", {"zh", "mixed"})
    shared = {r["text"] for r in en} & {r["text"] for r in zh}
    if shared:
        bad(f"texts shared between files: {sorted(shared)}")
    if problems:
        for p in problems:
            print("FAIL", p)
        print(f"{len(problems)} problem(s)")
        return 1
    for name, rows in (("en_test.jsonl", en), ("zh_test.jsonl", zh)):
        by_lang = Counter(r["lang"] for r in rows)
        shapes = Counter(r["phrasing"].split(":", 1)[0] for r in rows)
        print(f"{name}: {len(rows)} lines, "
              f"{sum(r['owner'] == 'user' for r in rows)} positives, "
              f"{sum(r['owner'] == 'trap' for r in rows)} traps, langs {dict(by_lang)}")
        print(f"  shapes {dict(sorted(shapes.items()))}")
    print("OK: schema, quotas, scripts and values all check")
    return 0


if __name__ == "__main__":
    sys.exit(main())
