#!/usr/bin/env python3
"""Build secrets_corpus25 (dev.jsonl and test.jsonl) from the tpl25_*.txt templates.

    python make_corpus.py [--out DIR] [--counts] [--readme]

Deterministic: every (split, kind, lang) group draws from its own random.Random seeded by SHA-256
of SEED and the group's name; the RSA keys and the JWT signing keys come from fixed string seeds.
"""
import argparse
import hashlib
import json
import os
import random
import re
import sys
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import struct25 as S  # noqa: E402
import vals25 as V  # noqa: E402
import fill25 as F  # noqa: E402
import checks25 as C  # noqa: E402

SEED = "secrets_corpus25/2026"
TEMPLATE_FILES = ["tpl25_personal.txt", "tpl25_keys.txt", "tpl25_dev.txt", "tpl25_apikeys.txt",
                  "tpl25_benign_a.txt", "tpl25_benign_b.txt"]
LANGS = ("en", "zh", "mixed")
ENVELOPE_P = 0.10

# ---------------------------------------------------------------------------
# plan: per split, cases per (kind, lang) and templates per (kind, lang)
# ---------------------------------------------------------------------------
WEAK = ["otp", "security_answer", "pin", "totp_secret", "crypto_wallet_key", "env_file", "mnemonic_bip39_en",
        "connection_string", "wifi_password", "recovery_codes"]
OTHER_SECRET = ["anthropic_key", "aws_key", "card_number", "generic_api_key", "github_token", "google_api_key",
                "jwt", "openai_key", "private_key_pem", "slack_token", "stripe_key", "vendor_token"]
FP_BENIGN = ["checksum", "postal_code", "code_config_benign", "secret_reference", "placeholder"]
OTHER_BENIGN = ["base64_image", "bip39_prose_en", "bip39_prose_zh", "date_time", "git_sha", "hex_colour", "isbn",
                "masked_card", "network_id", "numeric_context", "order_tracking", "phone_number", "price_amount",
                "public_id", "public_key_material", "uuid", "version_string"]

PLAN = OrderedDict()   # (kind, lang) -> (cases per split, templates per split)
for k in WEAK:
    for lg in LANGS:
        PLAN[(k, lg)] = (14, 3)
for lg in LANGS:
    PLAN[("password_nl", lg)] = (18, 3)
PLAN[("mnemonic_zh", "en")] = (6, 2)
PLAN[("mnemonic_zh", "zh")] = (22, 4)
PLAN[("mnemonic_zh", "mixed")] = (14, 3)
for k in OTHER_SECRET:
    for lg in LANGS:
        PLAN[(k, lg)] = (7, 2)
for k in FP_BENIGN:
    for lg in LANGS:
        PLAN[(k, lg)] = (11, 3)
for lg in LANGS:
    PLAN[("password_mention", lg)] = (9, 2)
for k in OTHER_BENIGN:
    for lg in LANGS:
        if k == "bip39_prose_zh" and lg == "en":
            continue  # an English text holds no Han character, so no Chinese list words
        PLAN[(k, lg)] = (9, 2) if k == "bip39_prose_zh" else (6, 2)

SECRET_KINDS = sorted(set(WEAK + OTHER_SECRET + ["password_nl", "mnemonic_zh"]))
BENIGN_KINDS = sorted(set(FP_BENIGN + OTHER_BENIGN + ["password_mention"]))


def label_of(kind):
    return "secret" if kind in SECRET_KINDS else "benign"


# ---------------------------------------------------------------------------
# template loading
# ---------------------------------------------------------------------------
class Template:
    def __init__(self, kind, lang, label, code, body, ordinal):
        self.kind, self.lang, self.note, self.code, self.body = kind, lang, label, code, body
        self.tid = "%s.%s.%02d" % (kind, lang, ordinal)


def load_templates():
    groups = OrderedDict()
    seen_bodies = set()
    for fn in TEMPLATE_FILES:
        path = os.path.join(HERE, fn)
        kind = lang = None
        cur = None
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")

        def flush():
            if cur is None:
                return
            body = "\n".join(ln.rstrip() for ln in cur["lines"]).strip("\n")
            assert body.strip(), (fn, cur["note"])
            assert body not in seen_bodies, ("duplicate template", fn, cur["note"])
            seen_bodies.add(body)
            g = groups.setdefault((kind, lang), [])
            g.append(Template(kind, lang, cur["note"], cur["code"], body, len(g) + 1))

        for ln in lines:
            if ln.startswith("%%"):
                continue
            if ln.startswith(":::"):
                flush()
                cur = None
                kind, lang = ln[3:].split()
                assert (kind, lang) in PLAN, (fn, kind, lang)
                continue
            if ln.startswith("+++"):
                flush()
                head = ln[3:].strip()
                code = head.endswith("[code]")
                cur = {"note": head.replace("[code]", "").strip(), "code": code, "lines": []}
                continue
            if cur is not None:
                cur["lines"].append(ln)
            else:
                assert not ln.strip(), (fn, "text outside a template", ln)
        flush()
    return groups


def split_templates(groups):
    out = {"dev": {}, "test": {}}
    for key, (q, ntpl) in PLAN.items():
        ts = groups.get(key, [])
        assert len(ts) == 2 * ntpl, ("group %s/%s has %d templates, plan wants %d" % (key[0], key[1], len(ts), 2 * ntpl))
        out["dev"][key] = ts[0::2]
        out["test"][key] = ts[1::2]
        for t in ts:
            secret_slots = len(re.findall(r"⟦S(?::[^⟧]*)?⟧", t.body))
            if label_of(key[0]) == "secret":
                assert secret_slots >= 1, t.tid
            else:
                assert secret_slots == 0 and "⟦S." not in t.body, t.tid
    return out


# ---------------------------------------------------------------------------
# rendering
# ---------------------------------------------------------------------------
def _split_alts(s, i):
    """s[i:] is just after an opening ⟨; return (alternatives, index after the closing ⟩)"""
    depth, start, alts = 0, i, []
    j = i
    while j < len(s):
        c = s[j]
        if c == "⟨":
            depth += 1
        elif c == "⟩":
            if depth == 0:
                alts.append(s[start:j])
                return alts, j + 1
            depth -= 1
        elif c == "¦" and depth == 0:
            alts.append(s[start:j])
            start = j + 1
        j += 1
    raise ValueError("unclosed choice: " + s[i - 1:i + 60])


def expand_choices(s, rng, keyed):
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c == "⟨":
            alts, i = _split_alts(s, i + 1)
            m = re.match(r"#(\w+)#", alts[0])
            if m:
                key = m.group(1)
                alts[0] = alts[0][m.end():]
                if key not in keyed:
                    keyed[key] = (rng.randrange(len(alts)), len(alts))
                idx, n = keyed[key]
                assert n == len(alts), ("keyed choice %s with %d and %d alternatives" % (key, n, len(alts)))
            else:
                idx = rng.randrange(len(alts))
            out.append(expand_choices(alts[idx], rng, keyed))
        else:
            out.append(c)
            i += 1
    return "".join(out)


SLOT = re.compile(r"⟦([^⟦⟧]+)⟧")
CALL = re.compile(r"^(\w+)(?:\(([^()]*)\))?(?:#(\w+))?(?:\.(\d+))?$")


def _parse_call(spec):
    m = re.match(r"^(\w+)(?:\(([^()]*)\))?$", spec)
    assert m, spec
    args = [a.strip() for a in m.group(2).split(",")] if m.group(2) else []
    return m.group(1), args


def make_secret(kind, spec, rng, ctx):
    fam, default = V.KIND_FAMILY[kind]
    name, args = _parse_call(spec or default)
    assert name in V.GENS, ("unknown generator", name)
    gfam, fn = V.GENS[name]
    assert gfam == fam, ("generator %s (family %s) in a %s template" % (name, gfam, kind))
    if name == "ak":
        assert args and args[0] in V.AK_FAMILY[kind], ("provider %s not of kind %s" % (args, kind))
    return fn(rng, ctx, *args)


def render(t, rng, ctx):
    keyed = {}
    body = expand_choices(t.body, rng, keyed)
    slots = list(SLOT.finditer(body))
    sec_slots = [m for m in slots if m.group(1) == "S" or m.group(1).startswith("S:")]
    secret = None
    if label_of(t.kind) == "secret":
        assert len(sec_slots) == 1, (t.tid, "secret slots after choices: %d" % len(sec_slots))
        spec = sec_slots[0].group(1)
        secret = make_secret(t.kind, spec[2:] if spec.startswith("S:") else None, rng, ctx)
    else:
        assert not sec_slots, t.tid
    out, pos, offset = [], 0, None
    cache = {}
    for m in slots:
        out.append(body[pos:m.start()])
        pos = m.end()
        spec = m.group(1)
        if spec == "S" or spec.startswith("S:"):
            offset = sum(len(x) for x in out)
            out.append(secret["v"])
            continue
        if spec.startswith("S."):
            val = secret[spec[2:]]
            assert val is not None, (t.tid, spec)
            out.append(str(val))
            continue
        cm = CALL.match(spec)
        assert cm, (t.tid, spec)
        name, argstr, key, field = cm.groups()
        assert name in F.FILLERS, (t.tid, "unknown filler", name)
        args = [a.strip() for a in argstr.split(",")] if argstr else []
        ck = (name, argstr, key) if key else None
        if ck and ck in cache:
            val = cache[ck]
        else:
            val = F.FILLERS[name](rng, ctx, *args)
            if ck:
                cache[ck] = val
        if field is not None:
            assert isinstance(val, tuple), (t.tid, spec)
            val = val[int(field)]
        assert isinstance(val, str), (t.tid, spec, type(val))
        out.append(val)
    out.append(body[pos:])
    text = "".join(out)
    if not t.code and rng.random() < ENVELOPE_P:
        fmt = F.envelope(rng, t.lang)
        pre = fmt.split("{t}")[0]
        text = fmt.replace("{t}", text)
        if offset is not None:
            offset += len(pre)
        framed = True
    else:
        framed = False
    return text, secret, offset, framed


# ---------------------------------------------------------------------------
# build
# ---------------------------------------------------------------------------
def group_rng(split, kind, lang):
    h = hashlib.sha256(("%s|%s|%s|%s" % (SEED, split, kind, lang)).encode()).digest()
    return random.Random(int.from_bytes(h[:16], "big"))


def make_ctx(split):
    pool = [S.seeded_rsa(random.Random("%s/rsa/%s/%d" % (SEED, split, i)), 2048) for i in range(2)]
    return {"rsa_pool": pool, "jwt_keys": V.jwt_keys(), "split": split}


def build(verbose=False):
    S.selftest()
    F.selftest()
    groups = load_templates()
    splits = split_templates(groups)
    checks = Counter()
    all_texts = set()
    result = {}
    stats = {}
    for split in ("dev", "test"):
        ctx = make_ctx(split)
        cases = []
        framed = Counter()
        for (kind, lang), (q, ntpl) in PLAN.items():
            rng = group_rng(split, kind, lang)
            ts = splits[split][(kind, lang)]
            for i in range(q):
                t = ts[i % len(ts)]
                for attempt in range(400):
                    text, secret, offset, fr = render(t, rng, ctx)
                    if text in all_texts:
                        continue
                    if label_of(kind) == "secret":
                        span = secret["v"]
                        if text.find(span) != offset:
                            continue
                        ok, name = C.check_span(kind, span, ctx["jwt_keys"])
                        if not ok:
                            raise SystemExit("%s: span fails %s: %r" % (t.tid, name, span[:120]))
                        if not C.check_record(kind, span, secret["rec"]):
                            raise SystemExit("%s: span differs from the generated value: %r" % (t.tid, span[:120]))
                        if not C.lang_ok(text, span, lang):
                            raise SystemExit("%s: language check failed:\n%s" % (t.tid, text))
                        checks[name] += 1
                    else:
                        span = None
                        prob = C.benign_problem(text)
                        if prob:
                            if verbose:
                                print("redraw", t.tid, prob, file=sys.stderr)
                            continue
                        if not C.lang_ok(text, None, lang):
                            raise SystemExit("%s: language check failed:\n%s" % (t.tid, text))
                        checks["benign_no_card_seed_key_token"] += 1
                    break
                else:
                    raise SystemExit("%s: no acceptable render after 400 attempts" % t.tid)
                all_texts.add(text)
                framed[label_of(kind)] += fr
                cid = "t" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
                cases.append(OrderedDict([("id", cid), ("text", text), ("lang", lang), ("label", label_of(kind)),
                                          ("kind", kind), ("span", span), ("source", "synthetic"),
                                          ("template", t.tid)]))
        cases.sort(key=lambda c: c["id"])
        result[split] = cases
        stats[split] = {"framed": framed,
                        "code": Counter(label_of(t.kind) for ts in splits[split].values() for t in ts if t.code)}
    return result, splits, checks, stats


def write(result, outdir):
    for split, cases in result.items():
        with open(os.path.join(outdir, split + ".jsonl"), "w", encoding="utf-8") as f:
            for c in cases:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")


def count_tables(result, splits, stats):
    out = []
    for split in ("dev", "test"):
        cases = result[split]
        cnt = Counter((c["kind"], c["lang"]) for c in cases)
        tcount = Counter(t.kind for ts in splits[split].values() for t in ts)
        out.append("### %s.jsonl — %d cases\n" % (split, len(cases)))
        out.append("| label | kind | en | zh | mixed | total | templates |")
        out.append("|---|---|---:|---:|---:|---:|---:|")
        for label, kinds in (("secret", SECRET_KINDS), ("benign", BENIGN_KINDS)):
            for k in kinds:
                row = [cnt[(k, lg)] for lg in LANGS]
                out.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, k, row[0], row[1], row[2], sum(row), tcount[k]))
        for label in ("secret", "benign"):
            row = [sum(1 for c in cases if c["label"] == label and c["lang"] == lg) for lg in LANGS]
            out.append("| **%s** | all | %d | %d | %d | %d | |" % (label, row[0], row[1], row[2], sum(row)))
        row = [sum(1 for c in cases if c["lang"] == lg) for lg in LANGS]
        out.append("| **all** | | %d | %d | %d | %d | %d |" % (row[0], row[1], row[2], sum(row),
                                                                sum(len(ts) for ts in splits[split].values())))
        ns = sum(1 for c in cases if c["label"] == "secret")
        nb = len(cases) - ns
        langs = Counter(c["lang"] for c in cases)
        code_cases = Counter(c["label"] for c in cases
                             if any(t.tid == c["template"] and t.code for t in splits[split][(c["kind"], c["lang"])]))
        mean = {lab: sum(len(c["text"]) for c in cases if c["label"] == lab) // max(1, sum(1 for c in cases if c["label"] == lab))
                for lab in ("secret", "benign")}
        out.append("")
        out.append("Secret %d (%.1f %%), benign %d (%.1f %%). Languages: en %.1f %%, zh %.1f %%, mixed %.1f %%. "
                   "Framed: secret %d, benign %d." % (ns, 100 * ns / len(cases), nb, 100 * nb / len(cases),
                                                     100 * langs["en"] / len(cases), 100 * langs["zh"] / len(cases),
                                                     100 * langs["mixed"] / len(cases), stats[split]["framed"]["secret"],
                                                     stats[split]["framed"]["benign"]))
        out.append("Code or config texts: secret %d, benign %d. Mean length in characters: secret %d, benign %d."
                   % (code_cases["secret"], code_cases["benign"], mean["secret"], mean["benign"]))
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def _replace_section(text, name, new):
    a, b = "<!-- %s:start -->" % name, "<!-- %s:end -->" % name
    i, j = text.index(a), text.index(b)
    return text[:i + len(a)] + "\n" + new + text[j:]


def refresh_readme(result, splits, checks, stats, outdir):
    path = os.path.join(HERE, "README.md")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    text = _replace_section(text, "counts", count_tables(result, splits, stats))
    items = ", ".join("%s %d" % (k, v) for k, v in sorted(checks.items()))
    import textwrap
    text = _replace_section(text, "checks", "```\n" + "\n".join(textwrap.wrap(items, 100)) + "\n```\n")
    hashes = []
    for split in ("dev", "test"):
        with open(os.path.join(outdir, split + ".jsonl"), "rb") as f:
            hashes.append("%s  %s.jsonl" % (hashlib.sha256(f.read()).hexdigest(), split))
    text = _replace_section(text, "hashes", "```\n" + "\n".join(hashes) + "\n```\n")
    tl = Counter(t.lang for sp in splits.values() for ts in sp.values() for t in ts)
    tc = sum(1 for sp in splits.values() for ts in sp.values() for t in ts if t.code)
    text = _replace_section(text, "templates", "Templates by language (both splits): en %d, zh %d, mixed %d; %d of them "
                            "are code or config.\n" % (tl["en"], tl["zh"], tl["mixed"], tc))
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--counts", action="store_true")
    ap.add_argument("--readme", action="store_true")
    ap.add_argument("--verbose", action="store_true")
    a = ap.parse_args()
    result, splits, checks, stats = build(a.verbose)
    os.makedirs(a.out, exist_ok=True)
    write(result, a.out)
    if a.counts:
        print(count_tables(result, splits, stats))
        print("checks:", dict(sorted(checks.items())))
    if a.readme:
        refresh_readme(result, splits, checks, stats, a.out)
    print("wrote %s: dev %d, test %d" % (a.out, len(result["dev"]), len(result["test"])))


if __name__ == "__main__":
    main()
