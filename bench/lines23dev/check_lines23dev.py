#!/usr/bin/env python3
"""Check the lines23dev corpus (stdlib only; holds no copy of the lines).

    python check_lines23dev.py                  # schema, counts, shapes, registers, scripts, values
    python check_lines23dev.py --inputs FILE...  # also: no value or quoted example phrasing taken
                                                 # from the given input files (the blind inputs)

Exit status 0 when every check passes, 1 otherwise.
"""
import argparse
import collections
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))

FIELDS = ["id", "lang", "text", "slot", "owner", "trap", "value", "aliases", "phrasing"]
SLOTS = ["lives_in", "employer", "job", "manager", "partner_status"]
TRAPS = ["other_person", "hypothetical", "trip", "interview", "negation", "past", "question"]
SHAPES = ["short", "medium", "long"]
REGISTERS = ["hk", "sg", "my", "cn", "student", "overseas"]
# Code-switched lines per register (the mix of the lines23 README); every register on every
# slot, REGISTER_PER_SLOT lines each.
REGISTER_COUNTS = {"hk": 18, "sg": 15, "my": 15, "cn": 22, "student": 15, "overseas": 15}
REGISTER_PER_SLOT = (3, 5)

FILES = {
    # name: (id prefix, {lang: lines}, {lang: positives per slot}, {lang: traps per kind per slot},
    #        {lang: (short, medium, long)})
    "en_dev.jsonl": ("en", {"en": 200}, {"en": 26}, {"en": 2}, {"en": (67, 67, 66)}),
    "zh_dev.jsonl": ("zh", {"zh": 100, "mixed": 100}, {"zh": 13, "mixed": 13},
                     {"zh": 1, "mixed": 1}, {"zh": (34, 33, 33), "mixed": (33, 34, 33)}),
}

# Length bounds per shape: English words; Chinese characters; code-switched lines count
# Chinese characters plus Latin words.
BOUNDS = {
    "en": {"short": (1, 18), "medium": (19, 32), "long": (33, 10 ** 6)},
    "zh": {"short": (1, 24), "medium": (25, 40), "long": (41, 10 ** 6)},
    "mixed": {"short": (1, 20), "medium": (21, 36), "long": (37, 10 ** 6)},
}

CJK = re.compile(r"[\u3400-\u9fff]")
LATIN = re.compile(r"[A-Za-z]")
TOKEN = re.compile(r"[A-Za-z0-9\u00c0-\u024f][A-Za-z0-9\u00c0-\u024f'’&.\-:/]*")

EN_STAGE = {"girlfriend", "boyfriend", "fiancé", "fiancée", "fiance", "fiancee", "wife", "husband"}
ZH_STAGE = ["女朋友", "男朋友", "未婚妻", "未婚夫", "老婆", "老公", "太太", "先生"]
EN_STAGE_RE = re.compile(r"(?<![A-Za-z\u00c0-\u024f])(girlfriend|boyfriend|fiancée|fiancé|fiancee|fiance|wife|husband)(?![A-Za-z\u00c0-\u024f])", re.I)


# Fixed parts of quoted input examples that are ordinary time or number words, not phrasings.
GENERIC_PARTS = {"as of", "on monday", "one day", "right after", "一个月"}


def unaccent(text):
    text = text.replace("ø", "o").replace("Ø", "O")
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def units(text):
    return len(CJK.findall(text)) + len(TOKEN.findall(text))


def en_words(text):
    return len(TOKEN.findall(text))


def stage_words(text):
    found = {m.group(1).lower() for m in EN_STAGE_RE.finditer(text)}
    found |= {w for w in ZH_STAGE if w in text}
    return found


class Checker:
    def __init__(self):
        self.errors = []
        self.notes = []

    def err(self, msg):
        self.errors.append(msg)

    def load(self, name):
        path = os.path.join(HERE, name)
        rows = []
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                if not line.strip():
                    self.err(f"{name}:{n}: blank line")
                    continue
                try:
                    obj = json.loads(line, object_pairs_hook=list)
                except json.JSONDecodeError as e:
                    self.err(f"{name}:{n}: invalid JSON ({e})")
                    continue
                keys = [k for k, _ in obj]
                if keys != FIELDS:
                    self.err(f"{name}:{n}: fields {keys} != {FIELDS}")
                rows.append((n, dict(obj)))
        return rows

    def check_file(self, name):
        prefix, lang_lines, pos_per, trap_per, shape_counts = FILES[name]
        rows = self.load(name)
        texts, phrasings = collections.Counter(), collections.Counter()
        count = collections.Counter()
        shapes = collections.Counter()
        registers = collections.Counter()
        reg_slot = collections.Counter()
        chars = collections.defaultdict(list)
        stages = collections.Counter()
        for n, r in rows:
            where = f"{name}:{n} ({r.get('id')})"
            # types
            for k in ["id", "lang", "text", "slot", "owner", "value", "phrasing"]:
                if not isinstance(r.get(k), str) or not r.get(k):
                    self.err(f"{where}: {k} must be a non-empty string")
            if not (r.get("trap") is None or isinstance(r.get("trap"), str)):
                self.err(f"{where}: trap must be null or a string")
            al = r.get("aliases")
            if not isinstance(al, list) or not all(isinstance(a, str) and a for a in al):
                self.err(f"{where}: aliases must be a list of non-empty strings")
                al = []
            if len(set(al)) != len(al) or r.get("value") in al:
                self.err(f"{where}: aliases repeat each other or the value")
            # id sequence
            want = f"{prefix}-dev-{n:03d}"
            if r.get("id") != want:
                self.err(f"{where}: id should be {want}")
            lang, slot, owner, trap = r.get("lang"), r.get("slot"), r.get("owner"), r.get("trap")
            text, value, phr = r.get("text", ""), r.get("value", ""), r.get("phrasing", "")
            if lang not in lang_lines:
                self.err(f"{where}: lang {lang!r} not allowed in {name}")
                continue
            if slot not in SLOTS:
                self.err(f"{where}: slot {slot!r}")
                continue
            if owner == "user":
                if trap is not None:
                    self.err(f"{where}: a user line has trap {trap!r}")
                kind = "pos"
            elif owner == "trap":
                if trap not in TRAPS:
                    self.err(f"{where}: trap kind {trap!r}")
                    continue
                kind = trap
            else:
                self.err(f"{where}: owner {owner!r}")
                continue
            count[(lang, slot, kind)] += 1
            texts[text] += 1
            phrasings[phr] += 1
            # value verbatim
            if value not in text:
                self.err(f"{where}: value {value!r} not verbatim in text")
            # shape / family / register
            shape, _, family = phr.partition("/")
            if shape not in SHAPES or not family:
                self.err(f"{where}: phrasing {phr!r} is not <shape>/<family>")
                continue
            shapes[(lang, shape)] += 1
            chars[(lang, shape)].append(len(text))
            if lang == "mixed":
                reg = family.split("-", 1)[0]
                if reg not in REGISTERS:
                    self.err(f"{where}: mixed family {family!r} does not start with a register")
                registers[reg] += 1
                reg_slot[(reg, slot)] += 1
            size = en_words(text) if lang == "en" else units(text)
            lo, hi = BOUNDS[lang][shape]
            if not lo <= size <= hi:
                self.err(f"{where}: {shape} line has length {size}, outside {lo}..{hi}")
            # scripts
            if lang == "zh":
                if LATIN.search(text):
                    self.err(f"{where}: zh line holds Latin letters")
                if not CJK.search(text):
                    self.err(f"{where}: zh line holds no Chinese")
            elif lang == "mixed":
                if not (LATIN.search(text) and CJK.search(text)):
                    self.err(f"{where}: mixed line does not hold both scripts")
            elif lang == "en" and CJK.search(text):
                self.err(f"{where}: en line holds Chinese")
            # partner stage words
            if slot == "partner_status":
                if value.lower() not in EN_STAGE and value not in ZH_STAGE:
                    self.err(f"{where}: partner value {value!r} is not a stage word")
                sw = stage_words(text)
                if sw != {value.lower() if value.lower() in EN_STAGE else value}:
                    self.err(f"{where}: partner line holds stage words {sorted(sw)}, want exactly {value!r}")
                if owner == "user":
                    stages[(lang, value.lower())] += 1
                if value != value.lower() and value.lower() not in al:
                    self.err(f"{where}: capitalised stage word {value!r} lacks its lower-case alias")
            # alias conventions
            if unaccent(value) != value and unaccent(value).lower() not in [a.lower() for a in al]:
                self.err(f"{where}: accented {value!r} lacks its unaccented alias {unaccent(value)!r}")
            if slot == "lives_in":
                if CJK.search(value) and not any(LATIN.search(a) for a in al):
                    self.err(f"{where}: Chinese place {value!r} lacks a pinyin/Latin alias")
                if name == "zh_dev.jsonl" and LATIN.search(value) and not any(CJK.search(a) for a in al):
                    self.err(f"{where}: place {value!r} in a Chinese file lacks a Chinese alias")
            if slot == "manager" and owner == "user":
                if not any(a in value or value in a for a in al):
                    self.err(f"{where}: manager {value!r} has no given-name or title-form alias")
        for reg, want in REGISTER_COUNTS.items():
            if registers and registers[reg] != want:
                self.err(f"{name}: register {reg}: {registers[reg]} lines, want {want}")
            if registers:
                for slot in SLOTS:
                    lo, hi = REGISTER_PER_SLOT
                    if not lo <= reg_slot[(reg, slot)] <= hi:
                        self.err(f"{name}: register {reg} on {slot}: {reg_slot[(reg, slot)]} lines, want {lo}..{hi}")
        for t, c in texts.items():
            if c > 1:
                self.err(f"{name}: text repeated {c}x: {t[:40]}…")
        for p, c in phrasings.items():
            if c > 1:
                self.err(f"{name}: phrasing repeated {c}x: {p}")
        # counts
        total = collections.Counter(r.get("lang") for _, r in rows)
        for lang, want in lang_lines.items():
            if total[lang] != want:
                self.err(f"{name}: {total[lang]} {lang} lines, want {want}")
            for slot in SLOTS:
                if count[(lang, slot, "pos")] != pos_per[lang]:
                    self.err(f"{name}: {lang} {slot}: {count[(lang, slot, 'pos')]} positives, want {pos_per[lang]}")
                for kind in TRAPS:
                    if count[(lang, slot, kind)] != trap_per[lang]:
                        self.err(f"{name}: {lang} {slot}: {count[(lang, slot, kind)]} {kind} traps, want {trap_per[lang]}")
            got = tuple(shapes[(lang, s)] for s in SHAPES)
            if got != shape_counts[lang]:
                self.err(f"{name}: {lang} shapes short/medium/long {got}, want {shape_counts[lang]}")
        return rows, count, shapes, registers, chars, stages

    def check_unique_values(self, rows_all):
        """No two non-partner lines (across both files) share a value or alias."""
        owner = {}
        for name, r in rows_all:
            if r.get("slot") == "partner_status":
                continue
            for v in {x.lower() for x in [r.get("value", "")] + list(r.get("aliases") or [])}:
                if v in owner and owner[v] != r.get("id"):
                    self.err(f"{name} {r.get('id')}: value/alias {v!r} also used by {owner[v]}")
                owner.setdefault(v, r.get("id"))

    def check_inputs(self, rows_all, inputs):
        """No value (other than a stage word) and no quoted example phrasing of the inputs reused."""
        blob = ""
        for fn in inputs:
            with open(fn, encoding="utf-8") as f:
                blob += f.read() + "\n"
        low = blob.lower()
        seen = set()
        for name, r in rows_all:
            v = r["value"]
            if r["slot"] == "partner_status":
                continue
            for cand in [v] + r["aliases"]:
                c = cand.lower()
                if c in seen:
                    continue
                seen.add(c)
                pat = re.compile(r"(?<![a-z])" + re.escape(c) + r"(?![a-z])") if LATIN.search(c) else None
                hit = pat.search(low) if pat else (c in blob)
                if hit:
                    self.err(f"{name} {r['id']}: value/alias {cand!r} occurs in the input READMEs")
        # quoted example phrasings of the inputs, split into fixed word parts at their
        # placeholders (X, Y, <job>, …, numbers, punctuation): a part of two or more English
        # words or three or more Chinese characters must not recur in a line.
        quote = re.compile(r'(?:(?<=[\s(\[])|^)"([^"\n]{3,90}?)"(?=[\s),.;:…\]]|$)', re.M)
        quoted = quote.findall(blob) + re.findall(r"“([^”\n]{3,90})”", blob)
        quoted += re.findall(r"([\u4e00-\u9fff][\u4e00-\u9fffA-Za-z ]{2,20})…", blob)
        parts = set()
        for q in quoted:
            for seg in re.split(r"…|<[^>]*>|\b[XY]\b|\d+|[,:;.?!()]", q):
                seg = seg.strip().lower()
                en = re.findall(r"[a-zà-ÿ']+", seg)
                if len(en) >= 2:
                    parts.add(" ".join(en))
                for z in re.findall(r"[\u4e00-\u9fff]+", seg):
                    if len(z) >= 3:
                        parts.add(z)
        parts -= GENERIC_PARTS
        for name, r in rows_all:
            t = r["text"].lower()
            tw = " " + " ".join(re.findall(r"[a-zà-ÿ']+", t)) + " "
            for p in sorted(parts):
                hit = (" " + p + " ") in tw if re.match(r"[a-zà-ÿ']", p) else p in t
                if hit:
                    self.err(f"{name} {r['id']}: reuses quoted input phrasing part {p!r}")
        self.notes.append(f"inputs: {len(seen)} values/aliases and {len(parts)} quoted phrasing parts "
                          f"checked against {', '.join(os.path.basename(i) for i in inputs)}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--inputs", nargs="+", metavar="FILE",
                    help="the README/issue files the corpus was written from")
    args = ap.parse_args()
    ck = Checker()
    rows_all = []
    report = []
    for name in FILES:
        rows, count, shapes, registers, chars, stages = ck.check_file(name)
        rows_all += [(name, r) for _, r in rows]
        langs = FILES[name][1]
        for lang in langs:
            pos = sum(count[(lang, s, "pos")] for s in SLOTS)
            tr = sum(count[(lang, s, k)] for s in SLOTS for k in TRAPS)
            sh = "/".join(str(shapes[(lang, s)]) for s in SHAPES)
            mean = "/".join(str(round(sum(chars[(lang, s)]) / max(1, len(chars[(lang, s)]))))
                            for s in SHAPES)
            report.append(f"{name} {lang}: {pos + tr} lines, {pos} positives, {tr} traps, "
                          f"short/medium/long {sh}, mean characters {mean}")
            st = sorted(((w, c) for (lg, w), c in stages.items() if lg == lang), key=lambda x: (-x[1], x[0]))
            report.append(f"{name} {lang} stage words in positives: " + ", ".join(f"{w} {c}" for w, c in st))
        if registers:
            report.append(f"{name} mixed registers: " +
                          ", ".join(f"{k} {registers[k]}" for k in REGISTERS))
    ck.check_unique_values(rows_all)
    if args.inputs:
        ck.check_inputs(rows_all, args.inputs)
    for line in report + ck.notes:
        print(line)
    if ck.errors:
        for e in ck.errors:
            print("ERROR", e)
        print(f"FAIL: {len(ck.errors)} problem(s)")
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
