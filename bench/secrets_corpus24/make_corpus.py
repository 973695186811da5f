#!/usr/bin/env python3
"""Generate secrets_corpus24 (dev.jsonl and test.jsonl) from templates x value generators.

    python make_corpus.py                # writes dev.jsonl and test.jsonl next to this file
    python make_corpus.py --out DIR      # writes them into DIR
    python make_corpus.py --counts       # also prints the count tables
    python make_corpus.py --readme       # also refreshes the counts, checks and hashes sections of README.md

The output is the same bytes on every run: every (split, kind, lang) group draws from its own
random.Random seeded by SHA-256 of SEED and the group's name; nothing depends on hash order,
set order or the clock.
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

import checks24 as C  # noqa: E402
import fill24 as F  # noqa: E402
import struct24 as S  # noqa: E402
import vals24 as V  # noqa: E402

SEED = "secrets_corpus24/2026"
SPLITS = ("dev", "test")
LANGS = ("en", "zh", "mixed")
ENVELOPE_P = 0.10
TEMPLATE_FILES = ("tpl24_personal.txt", "tpl24_keys.txt", "tpl24_dev.txt", "tpl24_benign.txt")
ID_PREFIX = "s"

# ---------------------------------------------------------------------------
# plan: cases per split (en, zh, mixed) and templates per split (en, zh, mixed)
# ---------------------------------------------------------------------------
SECRET_WEAK = ["otp", "security_answer", "pin", "password_nl", "totp_secret", "crypto_wallet_key", "env_file",
               "mnemonic_bip39_en", "connection_string", "wifi_password", "recovery_codes"]
SECRET_OTHER = ["login_pair", "door_code", "url_credentials", "api_key", "jwt", "private_key", "card_number"]
BENIGN_WEAK = ["checksum", "postal_code", "code_config_benign", "secret_reference", "placeholder"]
BENIGN_OTHER = ["credential_talk", "masked_value", "redacted_text", "bip39_prose", "order_number", "tracking_number",
                "phone_number", "version_string", "date_time", "everyday_number", "public_material", "identifier",
                "git_log", "url_plain", "env_benign"]

PLAN = collections.OrderedDict()
for k in SECRET_WEAK:
    PLAN[k] = ("secret", (16, 16, 16), (3, 3, 3))
PLAN["mnemonic_zh"] = ("secret", (6, 26, 16), (2, 6, 3))
for k in SECRET_OTHER:
    PLAN[k] = ("secret", (10, 10, 10), (2, 2, 2))
for k in BENIGN_WEAK:
    PLAN[k] = ("benign", (12, 12, 12), (3, 3, 3))
for k in BENIGN_OTHER:
    PLAN[k] = ("benign", (9, 9, 9), (2, 2, 2))

DEFAULT_GEN = {"otp": "otp(6,plain)", "pin": "pin(4,plain)", "door": "door(4,plain)", "pw": "pw(any,plain)",
               "login": "login(any)", "wifi": "wifi(any)", "card": "card(visa,g4)", "totp": "totp(20,plain)",
               "rc": "rc(gh,lines,10)", "wk": "wk(wif)", "mn": "mn(12,line)", "mz": "mz(12,zsp)", "envv": "envv(hex64)",
               "cs": "cs(pg)", "url": "url(sftp)", "ak": "ak(stripe)", "jwt": "jwt(auth0)", "pk": "pk(rsa8,pem)",
               "sa": "sa(en)"}


# ---------------------------------------------------------------------------
# templates
# ---------------------------------------------------------------------------
class Slot:
    __slots__ = ("name", "args", "key", "idx", "raw", "rawargs")

    def __init__(self, raw):
        self.raw = raw
        if raw == "S" or raw.startswith("S:"):
            self.name, self.args, self.key, self.idx = "S", raw[2:] if raw.startswith("S:") else "", None, None
            return
        if raw.startswith("S."):
            self.name, self.args, self.key, self.idx = "S.", raw[2:], None, None
            return
        m = re.fullmatch(r"(\w+)(?:\(([^)]*)\))?(?:#(\w+))?(?:\.(\d+))?", raw)
        if not m:
            raise ValueError("bad slot «%s»" % raw)
        self.name = m.group(1)
        self.rawargs = m.group(2) or ""
        self.args = tuple(a.strip() for a in m.group(2).split(",")) if m.group(2) else ()
        self.key = m.group(3)
        self.idx = int(m.group(4)) if m.group(4) is not None else None
        if self.name not in F.FILLERS:
            raise ValueError("unknown filler «%s»" % raw)


class Choice:
    __slots__ = ("key", "alts")

    def __init__(self, key, alts):
        self.key, self.alts = key, alts


def parse_body(s):
    pos = 0

    def seq(stop):
        nonlocal pos
        out, buf = [], []
        while pos < len(s):
            ch = s[pos]
            if ch in stop:
                break
            if ch == "«":
                end = s.index("»", pos)
                if buf:
                    out.append("".join(buf))
                    buf = []
                out.append(Slot(s[pos + 1:end]))
                pos = end + 1
            elif ch == "⟨":
                if buf:
                    out.append("".join(buf))
                    buf = []
                pos += 1
                key = None
                m = re.match(r"#(\w+)#", s[pos:])
                if m:
                    key = m.group(1)
                    pos += m.end()
                alts = []
                while True:
                    alts.append(seq("‖⟩"))
                    if pos >= len(s):
                        raise ValueError("unclosed choice")
                    if s[pos] == "⟩":
                        pos += 1
                        break
                    pos += 1
                out.append(Choice(key, alts))
            else:
                buf.append(ch)
                pos += 1
        if buf:
            out.append("".join(buf))
        return out

    tree = seq("")
    if pos != len(s):
        raise ValueError("stray %r" % s[pos])
    return tree


class Template:
    def __init__(self, kind, lang, code, body, fname, line):
        self.kind, self.lang, self.code, self.body = kind, lang, code, body
        self.where = "%s:%d" % (fname, line)
        self.label = PLAN[kind][0]
        try:
            self.tree = parse_body(body)
        except ValueError as e:
            raise SystemExit("%s: %s" % (self.where, e))
        self.name = None
        self.split = None

    def slots(self):
        out = []

        def walk(t):
            for n in t:
                if isinstance(n, Slot):
                    out.append(n)
                elif isinstance(n, Choice):
                    for a in n.alts:
                        walk(a)
        walk(self.tree)
        return out


def load_templates():
    tpls = []
    for fn in TEMPLATE_FILES:
        path = os.path.join(HERE, fn)
        if not os.path.exists(path):
            continue
        cur, lines, start = None, [], 0
        with open(path, encoding="utf-8") as f:
            raw = f.read().split("\n")

        def flush():
            if cur is not None:
                body = "\n".join(lines).strip("\n")
                tpls.append(Template(cur[0], cur[1], cur[2], body, fn, start))
        for i, ln in enumerate(raw, 1):
            if ln.startswith("%#"):
                continue
            if ln.startswith("%% "):
                flush()
                parts = ln[3:].split()
                if parts[0] not in PLAN or parts[1] not in LANGS:
                    raise SystemExit("%s:%d: bad header %r" % (fn, i, ln))
                cur, lines, start = (parts[0], parts[1], "code" in parts[2:]), [], i
                continue
            if cur is not None:
                lines.append(ln)
        flush()
    # names and the split: within each (kind, lang) group, alternately dev, test in written order
    groups = collections.OrderedDict()
    bodies = set()
    for t in tpls:
        if t.body in bodies:
            raise SystemExit("duplicate template body at " + t.where)
        bodies.add(t.body)
        groups.setdefault((t.kind, t.lang), []).append(t)
    for (kind, lang), ts in groups.items():
        for i, t in enumerate(ts):
            t.name = "%s.%s.%02d" % (kind, lang, i + 1)
            t.split = SPLITS[i % 2]
        nsec = [s for t in ts for s in t.slots() if s.name == "S"]
        for t in ts:
            ns = sum(1 for s in t.slots() if s.name == "S")
            if t.label == "secret" and ns < 1:
                raise SystemExit("secret template without a secret slot: " + t.where)
            if t.label == "benign" and ns:
                raise SystemExit("benign template with a secret slot: " + t.where)
            for s in t.slots():
                if s.name == "S" and s.args:
                    fam = s.args.split("(")[0]
                    if fam != V.KIND_FAMILY[kind]:
                        raise SystemExit("%s: generator %s not allowed for %s" % (t.where, s.args, kind))
        del nsec
    return groups


# ---------------------------------------------------------------------------
# rendering
# ---------------------------------------------------------------------------
SENT = "\x00SECRET\x00"


def parse_gen(spec):
    m = re.fullmatch(r"(\w+)(?:\((.*)\))?", spec)
    name = m.group(1)
    args = [a.strip() for a in m.group(2).split(",")] if m.group(2) else []
    return name, args


def resolve(tree, rng, keyed, out):
    for n in tree:
        if isinstance(n, Choice):
            if n.key:
                if n.key not in keyed:
                    keyed[n.key] = rng.randrange(len(n.alts))
                i = keyed[n.key]
                if i >= len(n.alts):
                    raise ValueError("keyed choice %s has too few alternatives" % n.key)
            else:
                i = rng.randrange(len(n.alts))
            resolve(n.alts[i], rng, keyed, out)
        else:
            out.append(n)
    return out


class RenderError(Exception):
    pass


def render(t, rng):
    keyed = {}
    flat = resolve(t.tree, rng, keyed, [])
    sslots = [n for n in flat if isinstance(n, Slot) and n.name == "S"]
    if t.label == "secret" and len(sslots) != 1:
        raise SystemExit("%s: %d secret slots after choices" % (t.name, len(sslots)))
    secret = None
    if sslots:
        spec = sslots[0].args or DEFAULT_GEN[V.KIND_FAMILY[t.kind]]
        if "⟨" in spec:   # choices inside the generator's arguments
            spec = "".join(resolve(parse_body(spec), rng, keyed, []))
        gname, gargs = parse_gen(spec)
        if gname != V.KIND_FAMILY[t.kind]:
            raise SystemExit("%s: generator %s for kind %s" % (t.name, gname, t.kind))
        secret = V.GENERATORS[gname](rng, *gargs)
    cache, parts = {}, []
    for n in flat:
        if isinstance(n, str):
            parts.append(n)
        elif n.name == "S":
            parts.append(SENT)
        elif n.name == "S.":
            if secret is None or n.args not in secret.comp:
                raise SystemExit("%s: no companion %s" % (t.name, n.args))
            parts.append(secret.comp[n.args])
        else:
            fn = F.FILLERS[n.name]
            args = n.args
            if "⟨" in n.rawargs:   # choices inside a filler's arguments
                args = tuple(a.strip() for a in "".join(resolve(parse_body(n.rawargs), rng, keyed, [])).split(","))
            if n.key is not None:
                ck = (n.name, args, n.key)
                if ck not in cache:
                    others = {v for (nm, ar, _), v in cache.items() if nm == n.name and ar == args}
                    for _ in range(30):
                        v = fn(rng, *args)
                        if v not in others:
                            break
                    cache[ck] = v
                v = cache[ck]
            else:
                v = fn(rng, *args)
            if isinstance(v, tuple):
                v = v[n.idx or 0]
            elif n.idx is not None:
                raise SystemExit("%s: filler %s is not a tuple" % (t.name, n.raw))
            parts.append(v)
    text = "".join(parts)
    text = "\n".join(ln.rstrip() for ln in text.split("\n")).strip("\n").strip()
    # a frame, drawn with the same probability for both labels; code and config are never framed
    draw = rng.random()
    pre, post = F.envelope(rng, t.lang)
    framed = (not t.code) and draw < ENVELOPE_P
    if framed:
        text = pre + text + post
    span, offset = None, None
    if secret is not None:
        if text.count(SENT) != 1:
            raise SystemExit("%s: secret slot count" % t.name)
        offset = text.index(SENT)
        text = text.replace(SENT, secret.value)
        span = secret.value
        if text.find(span) != offset:
            raise RenderError("span occurs before its slot")
    return text, span, secret, framed


CHECK_COUNTS = collections.Counter()


def make_case(t, rng, seen):
    for attempt in range(200):
        try:
            text, span, secret, framed = render(t, rng)
        except RenderError:
            continue
        if text in seen:
            continue
        if not C.lang_ok(text, span, t.lang):
            raise SystemExit("%s (%s): language check failed for a render:\n%s" % (t.name, t.where, text))
        if t.label == "secret":
            try:
                name = C.check_secret(t.kind, span, secret.rec)
            except Exception as e:
                raise SystemExit("%s (%s): structural check failed: %s\nspan: %r" % (t.name, t.where, e, span))
            CHECK_COUNTS[name] += 1
        else:
            why = C.benign_violation(text)
            if why:
                continue
            CHECK_COUNTS["benign_no_card_no_seed_no_key"] += 1
        return {"id": ID_PREFIX + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12], "text": text,
                "lang": t.lang, "label": t.label, "kind": t.kind, "span": span, "source": "synthetic",
                "template": t.name}, framed
    raise SystemExit("%s: could not draw a new valid text" % t.name)


def group_rng(split, kind, lang):
    return random.Random(int.from_bytes(hashlib.sha256(("%s|%s|%s|%s" % (SEED, split, kind, lang)).encode()).digest()[:16], "big"))


def build(partial=False):
    S.selftest()
    F.selftest()
    groups = load_templates()
    out = {s: [] for s in SPLITS}
    framed = {s: collections.Counter() for s in SPLITS}
    seen = set()
    missing = []
    for kind, (label, quota, ntpl) in PLAN.items():
        for li, lang in enumerate(LANGS):
            ts = groups.get((kind, lang), [])
            for split in SPLITS:
                mine = [t for t in ts if t.split == split]
                if len(mine) != ntpl[li]:
                    missing.append("%s/%s/%s: %d of %d templates" % (split, kind, lang, len(mine), ntpl[li]))
                    if not partial or not mine:
                        continue
                rng = group_rng(split, kind, lang)
                V.CURRENT_SPLIT = split
                for j in range(quota[li]):
                    case, fr = make_case(mine[j % len(mine)], rng, seen)
                    seen.add(case["text"])
                    out[split].append(case)
                    framed[split][label] += fr
    if missing and not partial:
        raise SystemExit("template plan not met:\n  " + "\n  ".join(missing))
    for s in SPLITS:
        out[s].sort(key=lambda c: c["id"])
    ids = [c["id"] for s in SPLITS for c in out[s]]
    if len(ids) != len(set(ids)):
        raise SystemExit("duplicate id")
    used = {s: {c["template"] for c in out[s]} for s in SPLITS}
    if used["dev"] & used["test"]:
        raise SystemExit("a template is used in both splits")
    return out, framed, groups, missing


def dump(cases):
    keys = ("id", "text", "lang", "label", "kind", "span", "source", "template")
    return "".join(json.dumps({k: c[k] for k in keys}, ensure_ascii=False) + "\n" for c in cases)


CODE_TEMPLATES = {}


def count_tables(out, framed, groups):
    CODE_TEMPLATES.update({t.name: t.code for ts in groups.values() for t in ts})
    lines = []
    for split in SPLITS:
        cs = out[split]
        cnt = collections.Counter((c["label"], c["kind"], c["lang"]) for c in cs)
        ntpl = collections.Counter()
        for (kind, lang), ts in groups.items():
            for t in ts:
                if t.split == split:
                    ntpl[kind] += 1
        lines.append("### %s.jsonl — %d cases\n" % (split, len(cs)))
        lines.append("| label | kind | en | zh | mixed | total | templates |")
        lines.append("|---|---|---:|---:|---:|---:|---:|")
        for kind, (label, _, _) in PLAN.items():
            row = [cnt[(label, kind, l)] for l in LANGS]
            lines.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, kind, row[0], row[1], row[2], sum(row), ntpl[kind]))
        for label in ("secret", "benign"):
            row = [sum(v for (lb, _, l), v in cnt.items() if lb == label and l == lang) for lang in LANGS]
            lines.append("| **%s** | all | %d | %d | %d | %d | |" % (label, row[0], row[1], row[2], sum(row)))
        row = [sum(v for (_, _, l), v in cnt.items() if l == lang) for lang in LANGS]
        lines.append("| **all** | | %d | %d | %d | %d | %d |" % (row[0], row[1], row[2], sum(row), sum(ntpl.values())))
        nsec = sum(1 for c in cs if c["label"] == "secret")
        code = collections.Counter(c["label"] for c in cs if CODE_TEMPLATES.get(c["template"]))
        avg = {lb: sum(len(c["text"]) for c in cs if c["label"] == lb) / max(1, sum(1 for c in cs if c["label"] == lb))
               for lb in ("secret", "benign")}
        lines.append("")
        lines.append("Secret %d (%.1f %%), benign %d (%.1f %%). Languages: en %.1f %%, zh %.1f %%, mixed %.1f %%. "
                     "Framed: secret %d, benign %d." % (
                         nsec, 100 * nsec / len(cs), len(cs) - nsec, 100 * (len(cs) - nsec) / len(cs),
                         *(100 * sum(1 for c in cs if c["lang"] == l) / len(cs) for l in LANGS),
                         framed[split]["secret"], framed[split]["benign"]))
        lines.append("Code or config texts: secret %d, benign %d. Mean length in characters: secret %.0f, benign %.0f." % (
            code["secret"], code["benign"], avg["secret"], avg["benign"]))
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def replace_section(text, name, body):
    a, b = "<!-- %s:start -->" % name, "<!-- %s:end -->" % name
    i, j = text.index(a), text.index(b)
    return text[:i + len(a)] + "\n" + body + text[j:]


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--counts", action="store_true")
    ap.add_argument("--readme", action="store_true")
    ap.add_argument("--partial", action="store_true", help="development aid: build what the templates allow")
    a = ap.parse_args(argv)
    out, framed, groups, missing = build(a.partial)
    os.makedirs(a.out, exist_ok=True)
    digests = {}
    for s in SPLITS:
        data = dump(out[s]).encode("utf-8")
        with open(os.path.join(a.out, s + ".jsonl"), "wb") as f:
            f.write(data)
        digests[s] = hashlib.sha256(data).hexdigest()
    tables = count_tables(out, framed, groups)
    if a.counts:
        print(tables)
        if missing:
            print("MISSING:\n  " + "\n  ".join(missing))
    checks = ", ".join("%s %d" % kv for kv in sorted(CHECK_COUNTS.items()))
    if a.readme:
        p = os.path.join(HERE, "README.md")
        with open(p, encoding="utf-8") as f:
            txt = f.read()
        txt = replace_section(txt, "counts", tables)
        wrapped, line = [], ""
        for item in checks.split(", "):
            if line and len(line) + len(item) + 2 > 100:
                wrapped.append(line + ",")
                line = item
            else:
                line = (line + ", " + item) if line else item
        wrapped.append(line)
        txt = replace_section(txt, "checks", "```\n" + "\n".join(wrapped) + "\n```\n")
        txt = replace_section(txt, "hashes", "```\n%s  dev.jsonl\n%s  test.jsonl\n```\n" % (digests["dev"], digests["test"]))
        with open(p, "w", encoding="utf-8") as f:
            f.write(txt)
    print("dev %d cases, test %d cases; checks: %s" % (len(out["dev"]), len(out["test"]), checks))


if __name__ == "__main__":
    main()
