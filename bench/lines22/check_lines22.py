"""Checks bench/lines22 (holds no copy of the lines): field order and types, ids in sequence,
unique texts and phrasings, counts per slot/owner/trap kind per file and language, shapes,
script of zh/mixed lines, partner stage words, and that every value occurs verbatim in its text."""
import json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
FIELDS = ["id", "lang", "text", "slot", "owner", "trap", "value", "aliases", "phrasing"]
SLOTS = ["lives_in", "employer", "job", "manager", "partner_status"]
KINDS = ["other_person", "hypothetical", "trip", "interview", "negation", "past", "question"]
STAGES_EN = ["girlfriend", "boyfriend", "fiancée", "fiancé", "fiancee", "fiance", "wife", "husband"]
STAGES_ZH = ["女朋友", "男朋友", "未婚妻", "未婚夫", "老婆", "老公", "太太", "先生"]
REGISTERS = ["hk", "sg", "my", "cn", "student", "overseas"]
LATIN = re.compile(r"[A-Za-z]")
HAN = re.compile(r"[\u4e00-\u9fff]")
errors = []

def err(msg):
    errors.append(msg)

def stage_words(text):
    t = text.lower()
    found = set()
    for w in ["fiancée", "fiancee"]:
        if w in t:
            found.add("fiancée")
    t2 = t.replace("fiancée", "").replace("fiancee", "")
    for w in ["fiancé", "fiance"]:
        if w in t2:
            found.add("fiancé")
    for w in ["girlfriend", "boyfriend", "wife", "husband"]:
        if re.search(r"(?<![a-z])" + w, t):
            found.add(w)
    for w in STAGES_ZH:
        if w in text:
            found.add(w)
    return found

def load(name):
    rows = []
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                d = json.loads(line)
            except Exception as e:
                err(f"{name}:{n} bad JSON {e}")
                continue
            rows.append(d)
    return rows

def check(name, prefix, langs_expect):
    rows = load(name)
    if len(rows) != 200:
        err(f"{name}: {len(rows)} lines, expected 200")
    texts, phr = Counter(), Counter()
    counts = Counter()
    shapes = Counter()
    for i, d in enumerate(rows, 1):
        where = f"{name}:{d.get('id')}"
        if list(d.keys()) != FIELDS:
            err(f"{where}: field order {list(d.keys())}")
        if d["id"] != f"{prefix}-{i:03d}":
            err(f"{where}: id out of sequence")
        if d["lang"] not in langs_expect:
            err(f"{where}: lang {d['lang']}")
        if d["slot"] not in SLOTS:
            err(f"{where}: slot")
        if d["owner"] == "user":
            if d["trap"] is not None:
                err(f"{where}: user line with trap")
        elif d["owner"] == "trap":
            if d["trap"] not in KINDS:
                err(f"{where}: trap kind {d['trap']}")
        else:
            err(f"{where}: owner {d['owner']}")
        if not isinstance(d["aliases"], list) or not all(isinstance(a, str) for a in d["aliases"]):
            err(f"{where}: aliases")
        if not d["value"] or d["value"] not in d["text"]:
            err(f"{where}: value {d['value']!r} not verbatim in text")
        shape, _, fam = d["phrasing"].partition("/")
        if shape not in ("short", "medium", "long") or not fam:
            err(f"{where}: phrasing {d['phrasing']}")
        shapes[(d["lang"], shape)] += 1
        if d["lang"] == "zh" and LATIN.search(d["text"]):
            err(f"{where}: Latin letters in a zh line")
        if d["lang"] == "mixed":
            if not (LATIN.search(d["text"]) and HAN.search(d["text"])):
                err(f"{where}: mixed line lacks one script")
            if fam.split("-")[0] not in REGISTERS:
                err(f"{where}: mixed family without register")
        if d["lang"] == "en" and HAN.search(d["text"]):
            err(f"{where}: Han in an en line")
        if d["slot"] == "partner_status":
            v = d["value"]
            if v not in STAGES_EN + STAGES_ZH:
                err(f"{where}: partner value {v!r} not a stage word")
            sw = stage_words(d["text"])
            if len(sw) != 1:
                err(f"{where}: partner line holds stage words {sw}")
        texts[d["text"]] += 1
        phr[d["phrasing"]] += 1
        counts[(d["lang"], d["slot"], d["trap"] or "pos")] += 1
    for t, c in texts.items():
        if c > 1:
            err(f"{name}: duplicate text {t[:40]!r}")
    for p, c in phr.items():
        if c > 1:
            err(f"{name}: duplicate phrasing {p}")
    per_lang_pos = 26 // len(langs_expect)
    per_lang_trap = 2 // len(langs_expect)
    for lang in langs_expect:
        for s in SLOTS:
            if counts[(lang, s, "pos")] != per_lang_pos:
                err(f"{name}: {lang}/{s} positives {counts[(lang, s, 'pos')]}")
            for k in KINDS:
                if counts[(lang, s, k)] != per_lang_trap:
                    err(f"{name}: {lang}/{s}/{k} {counts[(lang, s, k)]}")
    return counts, shapes

c_en, s_en = check("en_test.jsonl", "en-test", ["en"])
c_zh, s_zh = check("zh_test.jsonl", "zh-test", ["zh", "mixed"])
for label, s in (("en", s_en), ("zh file", s_zh)):
    print(label, "shapes:", dict(sorted(s.items())))
if errors:
    print("\n".join(errors))
    sys.exit(1)
print("lines22: all checks passed")
