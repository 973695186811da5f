#!/usr/bin/env python3
"""Check bench/lines24dev (en_dev.jsonl, zh_dev.jsonl) against its README.  Standard library only;
it holds no copy of the lines.  Adapted from check_lines24.py (bench/lines24) to the dev files.

    python check_lines24dev.py                      # the two files next to this script
    python check_lines24dev.py --dir DIR            # or in DIR
    python check_lines24dev.py --readmes FOLDER ISSUE.md   # also: no value or alias occurs in them

Checked: valid JSON lines; field order and types; ids in sequence; langs per file; counts per slot,
owner and trap kind per file and language; unique ids, texts and phrasings (across both files);
`phrasing` is `<shape>/<family>` with the shape its length gives and, for code-switched lines, a
family that starts with its register; `zh` lines hold no Latin letters, `en` lines no Chinese and
`mixed` lines both scripts; partner values are stage words and every partner line holds exactly one
stage word; every value occurs verbatim in its text; aliases are strings other than the value.
Added for the dev files: the shape totals and the register totals of the lines24 README; the partner
stage words among the positives (the lines24dev README's table); no two non-partner lines in either
file share a value or alias; the alias conventions (pinyin for a Chinese place, a Chinese name for a
Latin-script place in zh_dev.jsonl, an unaccented alias for an accented value, a lower-case alias
for a capitalised stage word, a given-name or title alias for a manager's full name); and that no
line holds the fixed word parts of the device examples quoted in the lines24 README.  It also
prints the mean characters per shape.
Exit status 1 on any error.
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
    "en_dev.jsonl": {"prefix": "en", "langs": {"en": 200},
                     "per_slot": {"en": {"user": 26, "kind": 2}}},
    "zh_dev.jsonl": {"prefix": "zh", "langs": {"zh": 100, "mixed": 100},
                     "per_slot": {"zh": {"user": 13, "kind": 1}, "mixed": {"user": 13, "kind": 1}}},
}
# the mix of the lines24 README
SHAPE_TOTALS = {"en": {"short": 69, "medium": 65, "long": 66},
                "zh": {"short": 35, "medium": 33, "long": 32},
                "mixed": {"short": 35, "medium": 39, "long": 26}}
REGISTER_TOTALS = {"hk": 18, "sg": 15, "my": 15, "cn": 21, "student": 15, "overseas": 16}
# stage words among the positives (this corpus's own choice, in its README)
STAGE_TOTALS = {"en": {"wife": 5, "husband": 5, "girlfriend": 4, "boyfriend": 4, "fiancée": 4, "fiancé": 4},
                "zh": {"女朋友": 2, "男朋友": 2, "未婚妻": 2, "未婚夫": 2, "老婆": 2, "老公": 1, "太太": 1, "先生": 1},
                "mixed": {w: 1 for w in ["husband", "wife", "girlfriend", "boyfriend", "fiancé", "fiancée",
                                         "老公", "老婆", "太太", "先生", "女朋友", "未婚妻", "未婚夫"]}}
# Fixed word parts of the device examples quoted in the lines24 README, kept out of these lines so
# that the dev corpus varies the forms instead of repeating them.  Ordinary words the README also
# names (um, uh, like, sorry, 嗯, 呃, 那个, comma, 逗号, 以前, imagine, 唔系 as a plain negation) are
# allowed.
QUOTED_MARKERS = ["so basically", "you know", "I guess", "I suppose", "no wait", "I mean", "scratch that",
                  "not the other way round", "we've— we're—", "remember that", "end of message",
                  "if we ever", "dream only", "back when", "when I was", "year one", "no no",
                  "就是说", "算是", "不对不对", "说错了", "别记反了", "我 我现在", "帮我记一下", "说完了",
                  "想想而已", "然后"]
ACCENTED = re.compile(r"[\u00c0-\u024f\u1e00-\u1eff]")
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


def alias_errors(where, r):
    """The alias conventions of the lines24 README."""
    errs = []
    v, al, lang, slot = r["value"], list(r["aliases"] or []), r["lang"], r["slot"]
    if not isinstance(v, str):
        return errs
    if ACCENTED.search(v) and not any(not ACCENTED.search(a) and LATIN.search(a) for a in al):
        errs.append("%s: accented value %r has no unaccented alias" % (where, v))
    if slot == "partner_status" and v != v.lower() and v.lower() not in al:
        errs.append("%s: capitalised stage word %r has no lower-case alias" % (where, v))
    if slot == "lives_in":
        if CJK.search(v) and not LATIN.search(v) and not any(LATIN.search(a) for a in al):
            errs.append("%s: Chinese place %r has no pinyin alias" % (where, v))
        if lang in ("zh", "mixed") and LATIN.search(v) and not any(CJK.search(a) for a in al):
            errs.append("%s: Latin-script place %r in the Chinese file has no Chinese alias" % (where, v))
    if slot == "manager":
        full_cjk = CJK.search(v) and not LATIN.search(v) and len(v) == 3
        full_latin = LATIN.search(v) and " " in v.strip()
        if (full_cjk or full_latin) and not al:
            errs.append("%s: manager %r has no given-name or title alias" % (where, v))
        if full_cjk and v[1:] not in al:
            errs.append("%s: manager %r lacks the given-characters alias %r" % (where, v, v[1:]))
        if not full_cjk and not full_latin and not any(v in a and a != v for a in al):
            errs.append("%s: manager %r named by surname only has no title-form alias" % (where, v))
    return errs


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
            want_id = "%s-dev-%03d" % (spec["prefix"], i)
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
                    key = v.casefold()
                    if key in seen_val and seen_val[key] != where:
                        errors.append("%s: value or alias %r also used by %s" % (where, v, seen_val[key]))
                    seen_val.setdefault(key, where)
            errors.extend(alias_errors(where, r))
            for mk in QUOTED_MARKERS:
                if LATIN.search(mk):
                    hit = re.search(r"(?<![A-Za-z])" + re.escape(mk.casefold()) + r"(?![A-Za-z])", text.casefold())
                else:
                    hit = mk in text
                if hit:
                    errors.append("%s: holds %r, a device example quoted in the lines24 README" % (where, mk))
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
        for lang in spec["langs"]:
            got = {k: shapes.get((lang, k), 0) for k in SHAPES}
            if got != SHAPE_TOTALS[lang]:
                errors.append("%s %s: shapes %s, expected %s" % (fname, lang, got, SHAPE_TOTALS[lang]))
            stage = collections.Counter(r["value"].casefold() for _, r in rows
                                        if r["lang"] == lang and r["slot"] == "partner_status" and r["owner"] == "user")
            want = {k.casefold(): v for k, v in STAGE_TOTALS[lang].items()}
            if dict(stage) != want:
                errors.append("%s %s: stage words in positives %s, expected %s" % (fname, lang, dict(stage), want))
        regs = collections.Counter(r["phrasing"].split("/", 1)[-1].split("-")[0]
                                   for _, r in rows if r["lang"] == "mixed")
        if "mixed" in spec["langs"] and dict(regs) != REGISTER_TOTALS:
            errors.append("%s: registers %s, expected %s" % (fname, dict(regs), REGISTER_TOTALS))
        means = {}
        for lang in spec["langs"]:
            means[lang] = "/".join(
                "%.0f" % (sum(len(r["text"]) for _, r in rows if r["lang"] == lang and r["phrasing"].startswith(k + "/"))
                          / max(1, shapes.get((lang, k), 0))) for k in SHAPES)
        summary[fname] = {"lines": len(rows), "mean_chars_s/m/l": means,
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
