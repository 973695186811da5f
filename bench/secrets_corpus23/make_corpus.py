#!/usr/bin/env python3
"""Build secrets_corpus23: dev.jsonl and test.jsonl from hand-written templates x value generators.

  python make_corpus.py              write dev.jsonl and test.jsonl next to this file
  python make_corpus.py --out DIR    write them into DIR
  python make_corpus.py --counts     also print the count tables
  python make_corpus.py --readme     also refresh the counts, checks and hashes sections of README.md

Deterministic: every (split, kind, lang) group has its own random.Random seeded from SHA-256 of
SEED and the group's name; nothing depends on hash order, set order or the clock.
"""
import argparse
import collections
import hashlib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import checks23 as C  # noqa: E402
import fill23 as F  # noqa: E402
import struct23 as S  # noqa: E402
import vals23 as V  # noqa: E402

SEED = "secrets_corpus23/2026"
TEMPLATE_FILES = ["tpl23_personal.txt", "tpl23_keys.txt", "tpl23_dev.txt", "tpl23_benign.txt"]
LANGS = ["en", "zh", "mixed"]
ID_PREFIX = "q"
KEEP_GOING = False
ERRORS = []

SECRET_WEAK = ["otp", "security_answer", "pin", "password_nl", "totp_secret", "crypto_wallet_key", "env_file",
               "mnemonic_bip39_en", "connection_string", "wifi_password", "recovery_codes", "mnemonic_zh"]
SECRET_OTHER = ["login_pair", "door_code", "url_credentials", "api_key", "jwt", "private_key", "card_number"]
BENIGN_ISSUE = ["checksum", "postal_code", "code_config_benign", "secret_reference", "placeholder"]
BENIGN_OTHER = ["credential_talk", "masked_value", "redacted_text", "bip39_prose", "order_number", "tracking_number",
                "phone_number", "version_string", "date_time", "everyday_number", "public_material", "identifier",
                "git_log", "url_plain", "env_benign"]
SECRET_KINDS = SECRET_WEAK + SECRET_OTHER
BENIGN_KINDS = BENIGN_ISSUE + BENIGN_OTHER


def plan():
    """(kind, lang) -> (cases per split, templates per split)."""
    p = {}
    for k in SECRET_WEAK:
        for l in LANGS:
            p[(k, l)] = (16, 3)
    p[("mnemonic_zh", "en")] = (6, 2)
    p[("mnemonic_zh", "zh")] = (26, 6)
    p[("mnemonic_zh", "mixed")] = (16, 3)
    for k in SECRET_OTHER:
        for l in LANGS:
            p[(k, l)] = (10, 2)
    for k in BENIGN_ISSUE:
        for l in LANGS:
            p[(k, l)] = (12, 3)
    for k in BENIGN_OTHER:
        for l in LANGS:
            p[(k, l)] = (9, 2)
    return p


PLAN = plan()

# ---------------------------------------------------------------------------
# templates
# ---------------------------------------------------------------------------


class Template:
    def __init__(self, kind, lang, code, text, src):
        self.kind, self.lang, self.code, self.text, self.src = kind, lang, code, text, src
        self.tid = None
        self.split = None

    @property
    def label(self):
        return "secret" if self.kind in SECRET_KINDS else "benign"


def load_templates():
    out = []
    for fn in TEMPLATE_FILES:
        cur = None
        lines = []

        def flush():
            if cur is not None:
                body = "\n".join(lines).strip("\n")
                body = re.sub(r"\n+$", "", body)
                out.append(Template(cur[0], cur[1], cur[2], body, "%s:%d" % (fn, cur[3])))

        with open(os.path.join(HERE, fn), encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                line = line.rstrip("\n")
                if line.startswith("%%"):
                    continue
                if line.startswith("@@ "):
                    flush()
                    parts = line[3:].split()
                    assert len(parts) in (2, 3) and (len(parts) == 2 or parts[2] == "code"), line
                    cur = (parts[0], parts[1], len(parts) == 3, n)
                    lines = []
                else:
                    lines.append(line)
            flush()
    groups = collections.defaultdict(list)
    seen = set()
    for t in out:
        assert t.kind in SECRET_KINDS + BENIGN_KINDS, (t.kind, t.src)
        assert t.lang in LANGS, t.src
        assert t.text not in seen, "duplicate template text at %s" % t.src
        seen.add(t.text)
        has_s = re.search(r"«S(:[^»]*)?»", t.text) is not None
        any_s = "«S" in t.text
        if t.label == "secret":
            assert has_s, "secret template without a secret slot: %s" % t.src
        else:
            assert not any_s, "benign template with a secret slot: %s" % t.src
        groups[(t.kind, t.lang)].append(t)
    for key, (n, per_split) in PLAN.items():
        g = groups.get(key, [])
        assert len(g) == 2 * per_split, "group %s has %d templates, plan says %d" % (key, len(g), 2 * per_split)
        for i, t in enumerate(g):
            t.tid = "%s.%s.%02d" % (t.kind, t.lang, i + 1)
            t.split = "dev" if i % 2 == 0 else "test"
    assert set(groups) == set(PLAN), set(groups) ^ set(PLAN)
    return out, groups

# ---------------------------------------------------------------------------
# rendering
# ---------------------------------------------------------------------------
SENT = "\ue000"


def expand_choices(s, rng):
    """Expand ⟨a‖b‖c⟩ choices (nested) from the inside out.  ⟨#k#a‖b‖c⟩ is a keyed choice: every keyed
    choice with the same k in one render takes the same position (a label and its value stay paired)."""
    keyed = {}
    while "⟨" in s:
        # innermost: a ⟨ with no ⟨ before its matching ⟩
        m = re.search(r"⟨([^⟨⟩]*)⟩", s)
        if not m:
            raise ValueError("unbalanced choice in %r" % s[:80])
        body = m.group(1)
        km = re.match(r"#(\d+)#", body)
        if km:
            alts = body[km.end():].split("‖")
            k = km.group(1)
            if k not in keyed:
                keyed[k] = (rng.randrange(len(alts)), len(alts))
            i, n = keyed[k]
            assert n == len(alts), "keyed choice #%s with %d and %d alternatives" % (k, n, len(alts))
            pick = alts[i]
        else:
            pick = rng.choice(body.split("‖"))
        s = s[:m.start()] + pick + s[m.end():]
    assert "⟩" not in s and "‖" not in s, s[:120]
    return s


SLOT = re.compile(r"«([^«»]+)»")
GEN_SPEC = re.compile(r"^([a-z]+)(?:\((.*)\))?$")
FILL_SPEC = re.compile(r"^([a-z0-9_]+)(?:\((.*)\))?(?:#(\d+))?(?:\.(\d+))?$")


def parse_args(a):
    return [] if a is None or a == "" else [x.strip() for x in a.split(",")]


class RenderError(Exception):
    pass


def render(t, rng, stats):
    s = expand_choices(t.text, rng)
    mains = [m for m in SLOT.finditer(s) if m.group(1) == "S" or m.group(1).startswith("S:")]
    val = None
    if t.label == "secret":
        if len(mains) != 1:
            raise AssertionError("%s: %d secret slots after expansion" % (t.tid, len(mains)))
        spec = mains[0].group(1)
        if spec == "S":
            gname, args = V.DEFAULT_GEN[t.kind], []
        else:
            m = GEN_SPEC.match(spec[2:])
            assert m, (t.tid, spec)
            gname, args = m.group(1), parse_args(m.group(2))
        assert gname in V.GENS, (t.tid, gname)
        assert gname in V.ALLOWED[t.kind], "%s: generator %s not allowed for %s" % (t.tid, gname, t.kind)
        if gname == "sa" and not args:
            args = [t.lang]
        val = V.GENS[gname](rng, *args)
    else:
        assert not mains, t.tid
    keyed = {}
    used_by_name = collections.defaultdict(list)

    def sub(m):
        spec = m.group(1)
        if spec == "S" or spec.startswith("S:"):
            return SENT
        if spec.startswith("S."):
            assert val is not None, (t.tid, spec)
            c = spec[2:]
            if c == "again":
                return val.span
            if c not in val.comp:
                raise AssertionError("%s: companion %s not provided by the generator" % (t.tid, c))
            return val.comp[c]
        fm = FILL_SPEC.match(spec)
        assert fm, (t.tid, spec)
        name, fargs, key, idx = fm.group(1), parse_args(fm.group(2)), fm.group(3), fm.group(4)
        assert name in F.FILL, "%s: unknown filler %s" % (t.tid, name)
        if key is not None:
            if (name, key) not in keyed:
                v = F.FILL[name](rng, *fargs)
                for _ in range(20):  # distinct keys of one filler get distinct values
                    if v not in used_by_name[name]:
                        break
                    v = F.FILL[name](rng, *fargs)
                keyed[(name, key)] = v
                used_by_name[name].append(v)
            v = keyed[(name, key)]
        else:
            v = F.FILL[name](rng, *fargs)
        if idx is not None:
            v = v[int(idx)]
        assert isinstance(v, str), (t.tid, spec, v)
        return v

    out = SLOT.sub(sub, s)
    out = "\n".join(l.rstrip() for l in out.split("\n")).strip("\n")
    framed = False
    if not t.code and rng.random() < F.ENVELOPE_P:
        out, _ = F.envelope(rng, t.lang, out)
        framed = True
    if val is None:
        return out, None, None, framed
    off = out.index(SENT)
    text = out.replace(SENT, val.span)
    return text, val, off, framed

# ---------------------------------------------------------------------------
# building
# ---------------------------------------------------------------------------


def group_rng(split, kind, lang):
    h = hashlib.sha256(("%s|%s|%s|%s" % (SEED, split, kind, lang)).encode()).digest()
    return random.Random(int.from_bytes(h[:16], "big"))


def check_case(t, text, val, off, stats):
    """Return None if fine, else a reason (the render is drawn again)."""
    if val is None:
        why = C.benign_check(text)
        if why:
            return "benign: " + why
        why = C.lang_check(t.lang, text, None)
        return why
    span = val.span
    if text.find(span) != off:
        return "span not first occurrence"
    if span != span.strip():
        return "span padded"
    ok, name, detail = C.span_check(t.kind, span)
    if not ok:
        raise AssertionError("%s: structure check %s failed on %r (%s)" % (t.tid, name, span[:80], detail))
    if not C.record_check(t.kind, span, val.rec):
        raise AssertionError("%s: span does not match the generator's record: %r" % (t.tid, span[:80]))
    why = C.lang_check(t.lang, text, span)
    if why:
        raise AssertionError("%s: %s: %r" % (t.tid, why, text[:200]))
    return None


def draw(t, rng, checks, seen_texts):
    for attempt in range(400):
        text, val, off, fr = render(t, rng, checks)
        if text in seen_texts:
            continue
        why = check_case(t, text, val, off, checks)
        if why is None:
            return text, val, off, fr
        if attempt > 300:
            raise AssertionError("%s: cannot render: %s\n%s" % (t.tid, why, text[:300]))
    raise AssertionError("%s: no unique render" % t.tid)


def build():
    S.selftest()
    F.selftest()
    templates, groups = load_templates()
    cases = {"dev": [], "test": []}
    seen_texts = set()
    checks = collections.Counter()
    framed = collections.Counter()
    for split in ("dev", "test"):
        for kind in SECRET_KINDS + BENIGN_KINDS:
            for lang in LANGS:
                n, _ = PLAN[(kind, lang)]
                tpls = [t for t in groups[(kind, lang)] if t.split == split]
                rng = group_rng(split, kind, lang)
                for i in range(n):
                    t = tpls[i % len(tpls)]
                    try:
                        text, val, off, fr = draw(t, rng, checks, seen_texts)
                    except AssertionError as e:
                        if not KEEP_GOING:
                            raise
                        ERRORS.append(str(e)[:400])
                        continue
                    seen_texts.add(text)
                    label = t.label
                    if val is not None:
                        _, name, _ = C.span_check(kind, val.span)
                        checks[name] += 1
                        if val.rec.get("spelled"):
                            checks["spelled_out"] += 1
                    else:
                        checks["benign_no_card_no_seed_no_key"] += 1
                    framed[(split, label)] += fr
                    cid = ID_PREFIX + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
                    cases[split].append({"id": cid, "text": text, "lang": lang, "label": label, "kind": kind,
                                         "span": val.span if val else None, "source": "synthetic",
                                         "template": t.tid})
    ids = collections.Counter(c["id"] for sp in cases.values() for c in sp)
    assert max(ids.values()) == 1, "duplicate id"
    dev_t = {c["template"] for c in cases["dev"]}
    test_t = {c["template"] for c in cases["test"]}
    assert not dev_t & test_t, "a template is in both splits"
    for sp in cases:
        cases[sp].sort(key=lambda c: c["id"])
    return cases, templates, checks, framed


def write(cases, out_dir):
    for sp, cs in cases.items():
        with open(os.path.join(out_dir, sp + ".jsonl"), "w", encoding="utf-8") as f:
            for c in cs:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")

# ---------------------------------------------------------------------------
# tables
# ---------------------------------------------------------------------------


def count_tables(cases, templates, framed):
    out = []
    for sp in ("dev", "test"):
        cs = cases[sp]
        cnt = collections.Counter((c["kind"], c["lang"]) for c in cs)
        ntpl = collections.Counter(t.kind for t in templates if t.split == sp)
        out.append("### %s.jsonl — %d cases\n" % (sp, len(cs)))
        out.append("| label | kind | en | zh | mixed | total | templates |")
        out.append("|---|---|---:|---:|---:|---:|---:|")
        for label, kinds in (("secret", SECRET_KINDS), ("benign", BENIGN_KINDS)):
            for k in kinds:
                row = [cnt[(k, l)] for l in LANGS]
                out.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, k, row[0], row[1], row[2], sum(row), ntpl[k]))
        tot = collections.Counter()
        for c in cs:
            tot[(c["label"], c["lang"])] += 1
        for label in ("secret", "benign"):
            row = [tot[(label, l)] for l in LANGS]
            out.append("| **%s** | all | %d | %d | %d | %d | |" % (label, row[0], row[1], row[2], sum(row)))
        row = [sum(tot[(lb, l)] for lb in ("secret", "benign")) for l in LANGS]
        out.append("| **all** | | %d | %d | %d | %d | %d |" % (row[0], row[1], row[2], sum(row),
                                                                  sum(1 for t in templates if t.split == sp)))
        nsec = sum(1 for c in cs if c["label"] == "secret")
        nben = len(cs) - nsec
        out.append("")
        out.append("Secret %d (%.1f %%), benign %d (%.1f %%). Languages: en %.1f %%, zh %.1f %%, mixed %.1f %%. "
                   "Framed: secret %d, benign %d." % (
                       nsec, 100.0 * nsec / len(cs), nben, 100.0 * nben / len(cs),
                       *(100.0 * row[i] / len(cs) for i in range(3)), framed[(sp, "secret")], framed[(sp, "benign")]))
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def checks_block(checks):
    items = ", ".join("%s %d" % (k, v) for k, v in sorted(checks.items()))
    lines = []
    cur = ""
    for part in items.split(", "):
        if len(cur) + len(part) + 2 > 100:
            lines.append(cur.rstrip())
            cur = ""
        cur += part + ", "
    lines.append(cur.rstrip(", "))
    return "```\n" + "\n".join(lines) + "\n```\n"


def hashes_block(out_dir):
    lines = []
    for sp in ("dev", "test"):
        with open(os.path.join(out_dir, sp + ".jsonl"), "rb") as f:
            lines.append("%s  %s.jsonl" % (hashlib.sha256(f.read()).hexdigest(), sp))
    return "```\n" + "\n".join(lines) + "\n```\n"


def refresh_readme(sections):
    path = os.path.join(HERE, "README.md")
    with open(path, encoding="utf-8") as f:
        s = f.read()
    for name, body in sections.items():
        a, b = "<!-- %s:start -->\n" % name, "<!-- %s:end -->" % name
        i, j = s.index(a) + len(a), s.index(b)
        s = s[:i] + body + s[j:]
    with open(path, "w", encoding="utf-8") as f:
        f.write(s)


def build_safe():
    try:
        build()
    except AssertionError as e:
        ERRORS.append("FATAL " + str(e)[:400])
    seen = set()
    for e in ERRORS:
        k = e.split(":")[0]
        if k in seen:
            continue
        seen.add(k)
        print(e)
    print(len(seen), "templates with errors")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--counts", action="store_true")
    ap.add_argument("--readme", action="store_true")
    ap.add_argument("--keep-going", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.keep_going:
        global KEEP_GOING
        KEEP_GOING = True
        build_safe()
        return
    cases, templates, checks, framed = build()
    os.makedirs(a.out, exist_ok=True)
    write(cases, a.out)
    tables = count_tables(cases, templates, framed)
    if a.counts:
        print(tables)
        print(checks_block(checks))
    if a.readme:
        refresh_readme({"counts": tables, "checks": checks_block(checks), "hashes": hashes_block(a.out)})
    print("wrote %s: dev %d, test %d cases; %d templates" % (a.out, len(cases["dev"]), len(cases["test"]),
                                                          len(templates)), file=sys.stderr)


if __name__ == "__main__":
    main()
