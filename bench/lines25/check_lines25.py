#!/usr/bin/env python3
"""Check bench/lines25 (en_test.jsonl, zh_test.jsonl) against its README.  Standard library only;
it holds no copy of the lines.  Adapted from check_lines24.py.

    python check_lines25.py                      # the two files next to this script
    python check_lines25.py --dir DIR            # or in DIR
    python check_lines25.py --readmes FOLDER ISSUE.md   # also: no value or alias occurs in them

Checked: valid JSON lines; field order and types; ids in sequence; langs per file; counts per slot,
owner and trap kind per file and language; unique ids, texts and phrasings (across both files);
`phrasing` is `<shape>/<family>` with the shape its length gives and, for code-switched lines, a
family that starts with its register; `zh` lines hold no Latin letters, `en` lines no Chinese and
`mixed` lines both scripts; partner values are stage words and every partner line holds exactly one
stage word; every value occurs verbatim in its text; aliases are strings other than the value;
no two non-partner lines (across both files) share a value or an alias.  It also prints the mean
characters per shape and language.  Exit status 1 on any error.
"""
import argparse
import collections
import json
import os
import re
import sys

FIELDS = ["id", "lang", "text", "slot", "owner", "trap", "value", "aliases", "phrasing"]
SLOTS = ["lives_in", "employer", "job", "manager", "partner_status"]
KINDS = ["other_person", "hypothetical", "trip", "interview", "negation", "past", "question"]
SHAPES = ["short", "medium", "long"]
# length limits (characters) for short / medium; longer is long
LIMITS = {"en": (75, 125), "zh": (20, 34), "mixed": (40, 55)}
REGISTERS = {"hk", "sg", "my", "cn", "student", "overseas"}
FILES = {
    "en_test.jsonl": {"prefix": "en", "langs": {"en": 200},
                      "per_slot": {"en": {"user": 26, "kind": 2}}},
    "zh_test.jsonl": {"prefix": "zh", "langs": {"zh": 100, "mixed": 100},
                      "per_slot": {"zh": {"user": 13, "kind": 1}, "mixed": {"user": 13, "kind": 1}}},
}
EN_STAGE = re.compile(r"(?<![A-Za-z\u00c0-\u024f])(girlfriend|boyfriend|fianc[eé]e?|wife|husband)(?![A-Za-z\u00c0-\u024f])",
                      re.IGNORECASE)
ZH_STAGE = ["女朋友", "男朋友", "未婚妻", "未婚夫", "老婆", "老公", "太太", "先生"]
STAGE_VALUES = {"girlfriend", "boyfriend", "fiancé", "fiancée", "fiance", "fiancee", "wife", "husband"} | set(ZH_STAGE)
LATIN = re.compile(r"[A-Za-z]")
CJK = re.compile(r"[\u3400-\u9fff]")


def stage_count(text):
    n = len(EN_STAGE.findall(text))
    for w in ZH_STAGE:
        n += text.count(w)
    return n


def shape_of(lang, text):
    a, b = LIMITS[lang]
    n = len(text)
    return "short" if n <= a else ("medium" if n <= b else "long")


def check(folder, readme_texts=None):
    errors = []
    seen_text, seen_phr, seen_id, seen_val = {}, {}, set(), {}
    values = []
    summary = {}
    for fname, spec in FILES.items():
        path = os.path.join(folder, fname)
        try:
            with open(path, encoding="utf-8") as f:
                raw = f.read().splitlines()
        except OSError as e:
            errors.append("%s: cannot read (%s)" % (fname, e))
            continue
        rows = []
        for i, line in enumerate(raw, 1):
            where = "%s:%d" % (fname, i)
            try:
                r = json.loads(line)
            except ValueError as e:
                errors.append("%s: not JSON (%s)" % (where, e))
                continue
            if list(r.keys()) != FIELDS:
                errors.append("%s: fields %s, expected %s" % (where, list(r.keys()), FIELDS))
                continue
            rows.append((where, r))
            want_id = "%s-test-%03d" % (spec["prefix"], i)
            if r["id"] != want_id:
                errors.append("%s: id %r, expected %r" % (where, r["id"], want_id))
            if r["id"] in seen_id:
                errors.append("%s: duplicate id %r" % (where, r["id"]))
            seen_id.add(r["id"])
            for k in ("text", "value", "phrasing"):
                if not isinstance(r[k], str) or not r[k].strip():
                    errors.append("%s: %s empty or not a string" % (where, k))
            if not isinstance(r["aliases"], list) or not all(isinstance(a, str) and a for a in r["aliases"]):
                errors.append("%s: aliases must be a list of non-empty strings" % where)
            elif r["value"] in r["aliases"]:
                errors.append("%s: value repeated among its aliases" % where)
            if r["lang"] not in spec["langs"]:
                errors.append("%s: lang %r not allowed in %s" % (where, r["lang"], fname))
                continue
            if r["slot"] not in SLOTS:
                errors.append("%s: slot %r" % (where, r["slot"]))
            if r["owner"] == "user":
                if r["trap"] is not None:
                    errors.append("%s: a positive has trap %r" % (where, r["trap"]))
            elif r["owner"] == "trap":
                if r["trap"] not in KINDS:
                    errors.append("%s: trap kind %r" % (where, r["trap"]))
            else:
                errors.append("%s: owner %r" % (where, r["owner"]))
            text = r["text"] if isinstance(r["text"], str) else ""
            if r["value"] not in text:
                errors.append("%s: value %r not verbatim in its text" % (where, r["value"]))
            # scripts
            if r["lang"] == "zh" and LATIN.search(text):
                errors.append("%s: zh line holds Latin letters" % where)
            if r["lang"] == "en" and CJK.search(text):
                errors.append("%s: en line holds Chinese characters" % where)
            if r["lang"] == "mixed" and not (LATIN.search(text) and CJK.search(text)):
                errors.append("%s: mixed line does not hold both scripts" % where)
            # phrasing
            ph = r["phrasing"]
            m = re.match(r"^(short|medium|long)/(.+)$", ph or "")
            if not m:
                errors.append("%s: phrasing %r is not <shape>/<family>" % (where, ph))
            else:
                if m.group(1) != shape_of(r["lang"], text):
                    errors.append("%s: shape %s but %d characters make it %s"
                                  % (where, m.group(1), len(text), shape_of(r["lang"], text)))
                if r["lang"] == "mixed" and m.group(2).split("-")[0] not in REGISTERS:
                    errors.append("%s: code-switched family %r does not start with a register" % (where, m.group(2)))
            # partner
            if r["slot"] == "partner_status":
                if r["value"].casefold() not in {v.casefold() for v in STAGE_VALUES}:
                    errors.append("%s: partner value %r is not a stage word" % (where, r["value"]))
                n = stage_count(text)
                if n != 1:
                    errors.append("%s: partner line holds %d stage words" % (where, n))
            # uniqueness across files
            if text in seen_text:
                errors.append("%s: text duplicates %s" % (where, seen_text[text]))
            seen_text.setdefault(text, where)
            if ph in seen_phr:
                errors.append("%s: phrasing %r duplicates %s" % (where, ph, seen_phr[ph]))
            seen_phr.setdefault(ph, where)
            values.append((where, [r["value"]] + list(r["aliases"] or [])))
            if r["slot"] != "partner_status":
                for v in [r["value"]] + list(r["aliases"] or []):
                    key = v.casefold() if isinstance(v, str) else v
                    if key in seen_val and seen_val[key] != where:
                        errors.append("%s: value or alias %r also on %s" % (where, v, seen_val[key]))
                    seen_val.setdefault(key, where)
        # counts
        langs = collections.Counter(r["lang"] for _, r in rows)
        if dict(langs) != spec["langs"]:
            errors.append("%s: languages %s, expected %s" % (fname, dict(langs), spec["langs"]))
        for lang, need in spec["per_slot"].items():
            for slot in SLOTS:
                sub = [r for _, r in rows if r["lang"] == lang and r["slot"] == slot]
                pos = sum(1 for r in sub if r["owner"] == "user")
                if pos != need["user"]:
                    errors.append("%s %s %s: %d positives, expected %d" % (fname, lang, slot, pos, need["user"]))
                kinds = collections.Counter(r["trap"] for r in sub if r["owner"] == "trap")
                for k in KINDS:
                    if kinds.get(k, 0) != need["kind"]:
                        errors.append("%s %s %s: %d %s traps, expected %d"
                                      % (fname, lang, slot, kinds.get(k, 0), k, need["kind"]))
        shapes = collections.Counter((r["lang"], r["phrasing"].split("/")[0]) for _, r in rows)
        regs = collections.Counter(r["phrasing"].split("/", 1)[-1].split("-")[0]
                                   for _, r in rows if r["lang"] == "mixed")
        means = {}
        for (lang, shp) in sorted(shapes):
            ls = [len(r["text"]) for _, r in rows if r["lang"] == lang and r["phrasing"].split("/")[0] == shp]
            means["%s/%s" % (lang, shp)] = round(sum(ls) / len(ls)) if ls else 0
        summary[fname] = {"mean_chars": means,
                          "lines": len(rows),
                          "positives": sum(1 for _, r in rows if r["owner"] == "user"),
                          "traps": sum(1 for _, r in rows if r["owner"] == "trap"),
                          "langs": dict(langs),
                          "shapes": {"%s/%s" % k: v for k, v in sorted(shapes.items())},
                          "registers": dict(sorted(regs.items()))}
    if readme_texts:
        # Stage words are the slot's fixed vocabulary and are not checked.  A value with Latin
        # letters is looked for as a whole word (case-insensitive), a Chinese one as a substring.
        low = [t.casefold() for t in readme_texts]
        stage = {v.casefold() for v in STAGE_VALUES}
        for where, vals in values:
            for v in vals:
                if v.casefold() in stage:
                    continue
                if LATIN.search(v):
                    pat = re.compile(r"(?<![A-Za-z0-9])" + re.escape(v.casefold()) + r"(?![A-Za-z0-9])")
                    hit = any(pat.search(t) for t in low)
                else:
                    hit = any(v.casefold() in t for t in low)
                if hit:
                    errors.append("%s: value or alias %r occurs in an earlier README or the issue" % (where, v))
    return errors, summary


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dir", default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--readmes", nargs="+", metavar="PATH",
                    help="folders of earlier READMEs and/or files (e.g. issue16.md) the values must not occur in")
    args = ap.parse_args(argv)
    texts = []
    for p in args.readmes or []:
        if os.path.isdir(p):
            for fn in sorted(os.listdir(p)):
                if fn.endswith(".md"):
                    with open(os.path.join(p, fn), encoding="utf-8") as f:
                        texts.append(f.read())
        else:
            with open(p, encoding="utf-8") as f:
                texts.append(f.read())
    errors, summary = check(args.dir, texts)
    for fname, s in summary.items():
        print("%s  %s" % (fname, json.dumps(s, ensure_ascii=False)))
    for e in errors:
        print("error: " + e)
    print("%s (%d errors)" % ("FAIL" if errors else "ok", len(errors)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
