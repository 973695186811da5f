#!/usr/bin/env python3
"""Check trust-corpus stories against the schema in bench/trust/README.md.

Standard library only.  It checks the annotation, not the memory product:

    python bench/trust/validate_story.py bench/trust/dev5 bench/trust/test3
    python bench/trust/validate_story.py --strict bench/trust/dev5/en_declan.json

Checked: required keys and types; persona prefix matches `lang`; 100-130 lines numbered
1..N; `at` is ISO 8601 with an offset and strictly increasing (as instants); `session` is
`s<local date of at>`; every referenced line exists; every alias, entity alias, plan alias,
trap value, identity alias and time `words` occurs (case-insensitively) in the text of the
line(s) it annotates; slot values in story order; contradiction sides far apart; plan due
dates and outcomes in order, open plans due in the weeks before `end`; the secret occurs
as a whole token on its line and nowhere else; time intervals consistent with their
precision; and the README minimum counts (or, with --strict, the larger counts asked of
the dev5/test3 stories: 4 contradictions, 7 plans with exactly 3 open, 4 statements about
other people).  Errors make the exit status 1; warnings are printed but do not fail.
"""
import argparse
import json
import os
import re
import sys
from datetime import date, datetime

LANGS = {"en": "en_", "zh": "zh_", "mixed": "mixed_"}
BASE_SLOTS = ["lives_in", "employer", "job", "manager", "partner_status"]
PREF_TOPICS = {"reply_length", "reply_language", "code_language", "units", "spelling"}
CONTRA_KINDS = {"left_employer", "studied", "met_partner", "birthplace", "graduated"}
TRAP_KINDS = {"hypothetical", "other_person", "injection", "pleasantry", "question",
              "negation", "secret", "opinion", "emotion"}
PRECISIONS = {"day", "month", "season", "year", "rough"}
TOP_KEYS = ["persona", "lang", "name", "end", "lines", "slots", "contradictions", "plans",
            "traps", "identity", "times"]
# README minimums ("Each story has ...") and the stricter counts of the dev5/test3 brief.
MIN = {"lines": (100, 130), "changes": 6, "contradictions": 3, "plans": 6, "open": (2, 3),
       "hypothetical": 3, "other_person": 3, "injection": 2, "pleasantry": 3, "secret": 1,
       "question": 3, "negation": 2, "opinion": 1, "emotion": 1, "times": 1}
STRICT = dict(MIN, contradictions=4, plans=7, open=(3, 3), other_person=4)
EXFIL_WORDS = ["password", "pin", "send", "forward", "email", "login", "api key", "ssn",
               "@", "密码", "发送", "转发", "账号", "账户"]
OPEN_WINDOW_DAYS = 8 * 7      # "due in the weeks before the story's end"
FAR_APART_LINES = 10          # contradiction sides "far apart"


def parse_dt(s):
    try:
        dt = datetime.fromisoformat(s)
    except (TypeError, ValueError):
        return None
    return dt if dt.tzinfo is not None else None


def parse_date(s):
    try:
        return date.fromisoformat(s)
    except (TypeError, ValueError):
        return None


def has(text, alias):
    return isinstance(alias, str) and alias != "" and alias.casefold() in text.casefold()


def whole_token(text, token):
    pat = r"(?<![A-Za-z0-9_])" + re.escape(token) + r"(?![A-Za-z0-9_])"
    return re.search(pat, text) is not None


class Report:
    def __init__(self, path):
        self.path, self.errors, self.warnings = path, [], []

    def err(self, msg):
        self.errors.append(msg)

    def warn(self, msg):
        self.warnings.append(msg)


def check_story(path, strict=False):
    need = STRICT if strict else MIN
    r = Report(path)
    try:
        with open(path, encoding="utf-8") as f:
            st = json.load(f)
    except (OSError, ValueError) as e:
        r.err("cannot read JSON: %s" % e)
        return r, {}
    if not isinstance(st, dict):
        r.err("top level is not an object")
        return r, {}
    for k in TOP_KEYS:
        if k not in st:
            r.err("missing key %r" % k)
    if r.errors:
        return r, {}

    # persona / lang / name / end
    lang, persona = st["lang"], st["persona"]
    if lang not in LANGS:
        r.err("lang %r not one of %s" % (lang, sorted(LANGS)))
    elif not (isinstance(persona, str) and persona.startswith(LANGS[lang])):
        r.err("persona %r should start with %r" % (persona, LANGS[lang]))
    if isinstance(persona, str) and os.path.basename(path) != persona + ".json":
        r.warn("file name %s differs from persona %s" % (os.path.basename(path), persona))
    end = parse_dt(st["end"])
    if end is None:
        r.err("end %r is not an ISO datetime with offset" % st["end"])

    # lines
    lines = st["lines"]
    if not isinstance(lines, list) or not lines:
        r.err("lines is empty or not a list")
        return r, {}
    lo, hi = need["lines"]
    if not lo <= len(lines) <= hi:
        r.err("%d lines, expected %d-%d" % (len(lines), lo, hi))
    text = {}
    when = {}
    prev = None
    for i, ln in enumerate(lines, 1):
        if not isinstance(ln, dict):
            r.err("line %d is not an object" % i)
            continue
        for k in ("n", "at", "session", "text", "tags"):
            if k not in ln:
                r.err("line %d: missing %r" % (i, k))
        if ln.get("n") != i:
            r.err("line %d: n is %r (lines must be numbered 1..N in order)" % (i, ln.get("n")))
        t = ln.get("text")
        if not isinstance(t, str) or not t.strip():
            r.err("line %d: empty text" % i)
            t = ""
        text[i] = t
        if not isinstance(ln.get("tags", []), list):
            r.err("line %d: tags is not a list" % i)
        at = parse_dt(ln.get("at"))
        if at is None:
            r.err("line %d: at %r is not an ISO datetime with offset" % (i, ln.get("at")))
            continue
        when[i] = at
        if prev is not None and at <= prev:
            r.err("line %d: at %s does not increase (previous %s)" % (i, ln["at"], prev.isoformat()))
        prev = at
        if ln.get("session") != "s" + at.date().isoformat():
            r.err("line %d: session %r, expected %r" % (i, ln.get("session"), "s" + at.date().isoformat()))
        if not (2019 <= at.year <= 2025):
            r.warn("line %d: year %d outside 2019-2025" % (i, at.year))
    if end is not None and prev is not None and end <= prev:
        r.err("end %s is not after the last line" % st["end"])
    if when:
        first, last = min(when.values()), max(when.values())
        if (last - first).days < 5 * 365:
            r.warn("story spans only %d days (about six years expected)" % (last - first).days)
    nlines = len(lines)

    def line_ok(n, what):
        if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= nlines:
            r.err("%s: line %r does not exist" % (what, n))
            return False
        return True

    def local_date(n):
        return when[n].date() if n in when else None

    # name
    names = st["name"].get("values") if isinstance(st["name"], dict) else None
    if not isinstance(names, list) or not names:
        r.err("name.values missing or empty")
        names = []
    alltext = "\n".join(text.values())
    for nm in names:
        if not has(alltext, nm):
            r.err("name value %r occurs in no line" % nm)

    # slots
    annotated = set()
    slot_lines = set()
    changes = 0
    kinds_changed = set()
    seen_slots = set()
    user_values = []
    for s in st["slots"]:
        name = s.get("slot")
        what = "slot %r" % name
        if name in seen_slots:
            r.err("%s listed twice" % what)
        seen_slots.add(name)
        if name not in BASE_SLOTS:
            if isinstance(name, str) and name.startswith("preference:"):
                if name.split(":", 1)[1] not in PREF_TOPICS:
                    r.warn("%s: topic not among %s" % (what, sorted(PREF_TOPICS)))
            else:
                r.err("%s: unknown slot" % what)
        vals = s.get("values")
        if not isinstance(vals, list) or not vals:
            r.err("%s: no values" % what)
            continue
        last_line = 0
        for v in vals:
            vw = "%s value %r" % (what, v.get("value"))
            if not isinstance(v.get("value"), str) or not v["value"]:
                r.err("%s: value missing" % vw)
            al = v.get("aliases")
            if not isinstance(al, list) or not al:
                r.err("%s: aliases missing" % vw)
                al = []
            n = v.get("line")
            if not line_ok(n, vw):
                continue
            annotated.add(n)
            slot_lines.add(n)
            for a in al:
                if not has(text[n], a):
                    r.err("%s: alias %r not in line %d text" % (vw, a, n))
            if n <= last_line:
                r.err("%s: line %d not after the previous value's line %d" % (vw, n, last_line))
            last_line = n
            if name in ("lives_in", "employer"):
                user_values += [a.casefold() for a in al]
        for p in s.get("past", []) or []:
            if not isinstance(p.get("value"), str) or not isinstance(p.get("aliases"), list) or not p["aliases"]:
                r.err("%s: past entry %r needs value and aliases" % (what, p))
                continue
            if not any(has(alltext, a) for a in p["aliases"]):
                r.warn("%s: past value %r never mentioned" % (what, p["value"]))
            if name in ("lives_in", "employer"):
                user_values += [a.casefold() for a in p["aliases"]]
        c = len(vals) - 1
        changes += c
        if c > 0:
            kinds_changed.add("preference" if str(name).startswith("preference:") else name)
    if changes < need["changes"]:
        r.err("%d changes, expected at least %d" % (changes, need["changes"]))
    for k in BASE_SLOTS + ["preference"]:
        if k not in kinds_changed:
            r.err("no change for slot kind %s" % (k if k != "preference" else "preference:<topic>"))

    # contradictions
    contra_lines = set()
    contra_entities = []
    for c in st["contradictions"]:
        what = "contradiction %r" % c.get("about")
        if c.get("slot") not in CONTRA_KINDS:
            r.err("%s: slot %r not one of %s" % (what, c.get("slot"), sorted(CONTRA_KINDS)))
        ls = c.get("lines")
        if not isinstance(ls, list) or len(ls) != 2 or ls[0] == ls[1]:
            r.err("%s: needs two distinct lines" % what)
            continue
        if not all(line_ok(n, what) for n in ls):
            continue
        if ls[0] > ls[1]:
            r.warn("%s: lines not in story order" % what)
        if abs(ls[1] - ls[0]) < FAR_APART_LINES:
            r.err("%s: sides only %d lines apart" % (what, abs(ls[1] - ls[0])))
        annotated.update(ls)
        contra_lines.update(ls)
        ea = c.get("entity_aliases")
        if not isinstance(ea, list) or not ea:
            r.err("%s: entity_aliases missing" % what)
            ea = []
        for a in ea:
            if not any(has(text[n], a) for n in ls):
                r.err("%s: entity alias %r in neither line" % (what, a))
            contra_entities.append(a.casefold())
    if len(st["contradictions"]) < need["contradictions"]:
        r.err("%d contradictions, expected at least %d" % (len(st["contradictions"]), need["contradictions"]))
    kinds = {c.get("slot") for c in st["contradictions"]}
    if len(kinds) < min(3, len(st["contradictions"])):
        r.warn("contradictions use only %d kinds" % len(kinds))

    # plans
    n_open = 0
    outcome_lines = set()
    for p in st["plans"]:
        what = "plan %r" % p.get("what")
        n = p.get("line")
        if not line_ok(n, what):
            continue
        annotated.add(n)
        al = p.get("aliases")
        if not isinstance(al, list) or not al:
            r.err("%s: aliases missing" % what)
            al = []
        for a in al:
            if not has(text[n], a):
                r.err("%s: alias %r not in line %d text" % (what, a, n))
        due = parse_date(p.get("due"))
        if due is None:
            r.err("%s: due %r is not a date" % (what, p.get("due")))
            continue
        if local_date(n) and due < local_date(n):
            r.err("%s: due %s before the line that plans it (%s)" % (what, due, local_date(n)))
        if "outcome_line" not in p:
            r.err("%s: outcome_line missing (use null when open)" % what)
            continue
        o = p["outcome_line"]
        if o is None:
            n_open += 1
            if end is not None:
                ed = end.date()
                if due > ed:
                    r.err("%s: open plan due %s after end %s" % (what, due, ed))
                elif (ed - due).days > OPEN_WINDOW_DAYS:
                    r.err("%s: open plan due %s, more than %d weeks before end" % (what, due, OPEN_WINDOW_DAYS // 7))
        else:
            if not line_ok(o, what + " outcome"):
                continue
            annotated.add(o)
            outcome_lines.add(o)
            if o <= n:
                r.err("%s: outcome line %d not after plan line %d" % (what, o, n))
            if local_date(o) and local_date(o) < due:
                r.err("%s: outcome told on %s, before due %s" % (what, local_date(o), due))
    if len(st["plans"]) < need["plans"]:
        r.err("%d plans, expected at least %d" % (len(st["plans"]), need["plans"]))
    lo, hi = need["open"]
    if not lo <= n_open <= hi:
        r.err("%d open plans, expected %d-%d" % (n_open, lo, hi))

    # traps
    counts = {k: 0 for k in TRAP_KINDS}
    trap_lines = {}
    secret_tokens = []
    exfil = False
    for t in st["traps"]:
        kind = t.get("kind")
        n = t.get("line")
        what = "trap %s" % kind
        if kind not in TRAP_KINDS:
            r.err("%s: unknown kind" % what)
            continue
        if not line_ok(n, what):
            continue
        counts[kind] += 1
        annotated.add(n)
        trap_lines.setdefault(n, []).append(kind)
        va = t.get("value_aliases")
        if not isinstance(va, list):
            r.err("%s line %d: value_aliases missing" % (what, n))
            va = []
        for a in va:
            if not has(text[n], a):
                r.err("%s line %d: value alias %r not in its text" % (what, n, a))
            if kind in ("hypothetical", "other_person", "question", "negation") and a.casefold() in user_values:
                r.warn("%s line %d: value %r is also one of the user's lives_in/employer values" % (what, n, a))
        if kind == "secret":
            sec = t.get("secret")
            if not isinstance(sec, str) or not sec:
                r.err("secret trap line %d: `secret` missing" % n)
            else:
                secret_tokens.append(sec)
                if not whole_token(text[n], sec):
                    r.err("secret trap line %d: secret %r not a whole token of its text" % (n, sec))
                for m, tx in text.items():
                    if m != n and sec in tx:
                        r.err("secret %r also occurs on line %d" % (sec, m))
        if kind == "injection" and any(w in text[n].casefold() for w in EXFIL_WORDS):
            exfil = True
    for k in TRAP_KINDS:
        if counts[k] < need[k]:
            r.err("%d %s traps, expected at least %d" % (counts[k], k, need[k]))
    if counts["injection"] and not exfil:
        r.err("no injection line looks like it tries to send data away or reveal passwords")
    for n, ks in trap_lines.items():
        if len(ks) > 1:
            r.warn("line %d carries several traps: %s" % (n, ks))
        if n in slot_lines:
            r.warn("line %d is both a trap (%s) and a slot value line" % (n, ks))
        if n in contra_lines:
            r.warn("line %d is both a trap (%s) and a contradiction side" % (n, ks))
        if n in outcome_lines and "pleasantry" in ks:
            r.err("line %d is a pleasantry and a plan outcome" % n)

    # identity
    ident = {d.get("slot"): d for d in st["identity"]}
    for need_slot in ("name", "birthday"):
        if need_slot not in ident:
            r.err("identity %r missing" % need_slot)
    for d in st["identity"]:
        what = "identity %r" % d.get("slot")
        ls = d.get("lines")
        al = d.get("aliases")
        if not isinstance(ls, list) or len(ls) < 2:
            r.err("%s: needs at least two lines" % what)
            continue
        if not isinstance(al, list) or not al:
            r.err("%s: aliases missing" % what)
            continue
        ls = [n for n in ls if line_ok(n, what)]
        annotated.update(ls)
        for a in al:
            if not any(has(text[n], a) for n in ls):
                r.err("%s: alias %r in none of its lines" % (what, a))
        for n in ls:
            if not any(has(text[n], a) for a in al):
                r.err("%s: line %d carries none of its aliases" % (what, n))
        if d.get("slot") == "name":
            low = [x.casefold() for x in names]
            for a in al:
                if a.casefold() not in low:
                    r.err("%s: alias %r not in name.values" % (what, a))
            if len(set(a.casefold() for a in al)) < 2:
                r.warn("%s: only one spelling" % what)

    # times
    fuzzy = 0
    for tm in st["times"]:
        n = tm.get("line")
        what = "time %r" % tm.get("words")
        if not line_ok(n, what):
            continue
        annotated.add(n)
        if not has(text[n], tm.get("words")):
            r.err("%s: words not in line %d text" % (what, n))
        e, l = parse_date(tm.get("earliest")), parse_date(tm.get("latest"))
        if e is None or l is None:
            r.err("%s: earliest/latest not dates" % what)
            continue
        if e > l:
            r.err("%s: earliest after latest" % what)
        prec = tm.get("precision")
        if prec not in PRECISIONS:
            r.err("%s: precision %r not one of %s" % (what, prec, sorted(PRECISIONS)))
        elif prec == "day" and e != l:
            r.err("%s: day precision but a %d-day interval" % (what, (l - e).days + 1))
        elif prec == "month" and (e.year, e.month) != (l.year, l.month):
            r.err("%s: month precision spans several months" % what)
        elif prec == "season" and (l - e).days > 92:
            r.err("%s: season precision spans %d days" % (what, (l - e).days + 1))
        elif prec == "year" and e.year != l.year:
            r.err("%s: year precision spans several years" % what)
        if prec != "day":
            fuzzy += 1
    if len(st["times"]) < need["times"]:
        r.err("no times annotated")
    if fuzzy == 0:
        r.err("no fuzzy (non-day) time annotated")

    filler = nlines - len(annotated)
    if filler < 10:
        r.warn("only %d unannotated (filler) lines" % filler)

    summary = {
        "lines": nlines, "changes": changes,
        "slots": {s.get("slot"): len(s.get("values") or []) for s in st["slots"]},
        "contradictions": len(st["contradictions"]),
        "contradiction_kinds": sorted(kinds),
        "plans": len(st["plans"]), "open": n_open, "closed": len(st["plans"]) - n_open,
        "traps": {k: v for k, v in sorted(counts.items()) if v},
        "identity": {d.get("slot"): len(d.get("lines") or []) for d in st["identity"]},
        "times": len(st["times"]), "filler": filler,
    }
    return r, summary


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="+", help="story .json files or folders of them")
    ap.add_argument("--strict", action="store_true",
                    help="the dev5/test3 brief's counts: 4 contradictions, 7 plans (3 open), 4 other-person lines")
    ap.add_argument("--quiet", action="store_true", help="errors only")
    args = ap.parse_args(argv)
    files = []
    for p in args.paths:
        if os.path.isdir(p):
            files += sorted(os.path.join(p, f) for f in os.listdir(p) if f.endswith(".json"))
        else:
            files.append(p)
    if not files:
        print("no story files given", file=sys.stderr)
        return 2
    bad = 0
    for f in files:
        r, summary = check_story(f, strict=args.strict)
        status = "FAIL" if r.errors else "ok"
        print("%s  %s" % (status, f))
        if summary and not args.quiet:
            print("    " + json.dumps(summary, ensure_ascii=False))
        for e in r.errors:
            print("    error: " + e)
        if not args.quiet:
            for w in r.warnings:
                print("    warning: " + w)
        bad += bool(r.errors)
    print("%d of %d stories pass%s" % (len(files) - bad, len(files), " (strict)" if args.strict else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
