#!/usr/bin/env python3
"""Write secrets_corpus19: dev.jsonl and test.jsonl, deterministically, then self-check.

    /work/venv/bin/python make_corpus.py              # writes dev.jsonl and test.jsonl here
    /work/venv/bin/python make_corpus.py --out DIR    # writes them into DIR
    /work/venv/bin/python make_corpus.py --counts     # also prints the count tables
    /work/venv/bin/python make_corpus.py --readme     # also refreshes the generated sections of README.md

Templates live in t_*.txt (see README.md, "How a case is made").  Within each (kind, lang)
group the templates are dealt alternately in written order: 1st, 3rd, ... to dev; 2nd, 4th,
... to test.  The two splits share no template.
"""
import argparse
import hashlib
import importlib.util
import json
import os
import random
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import struct19  # noqa: E402
import vals19  # noqa: E402
import fillers19  # noqa: E402
import checks19  # noqa: E402

SEED = "secrets_corpus19/2025"
TEMPLATE_FILES = ["t_personal.txt", "t_keys.txt", "t_dev.txt", "t_benign.txt"]
ENVELOPE_P = 0.12
SPLITS = ("dev", "test")
LANGS = ("en", "zh", "mixed")

# ---------------------------------------------------------------------------
# plan: per split, cases (en, zh, mixed) and templates per split (en, zh, mixed)
# ---------------------------------------------------------------------------
WEAK = ["otp", "security_answer", "pin", "password_nl", "totp_secret", "crypto_wallet_key", "env_file",
        "mnemonic_bip39_en", "connection_string", "wifi_password", "recovery_codes"]
OTHER_SECRET = ["login_pair", "door_code", "url_credentials", "api_key", "jwt", "private_key", "card_number"]
BENIGN_MAIN = ["checksum", "postal_code", "code_config_benign", "secret_reference", "placeholder"]
BENIGN_OTHER = ["credential_talk", "masked_value", "redacted_text", "bip39_prose", "order_number", "tracking_number",
                "phone_number", "version_string", "date_time", "public_material", "identifier", "git_log",
                "url_plain", "env_benign", "everyday_number"]

PLAN = {}
for k in WEAK:
    PLAN[k] = ("secret", (19, 19, 18), (4, 4, 4))
PLAN["mnemonic_zh"] = ("secret", (8, 28, 20), (2, 5, 5))
for k in OTHER_SECRET:
    PLAN[k] = ("secret", (13, 13, 12), (3, 3, 3))
for k in BENIGN_MAIN:
    PLAN[k] = ("benign", (14, 14, 14), (3, 3, 3))
for k in BENIGN_OTHER:
    PLAN[k] = ("benign", (10, 9, 9), (2, 2, 2))
KIND_ORDER = WEAK + ["mnemonic_zh"] + OTHER_SECRET + BENIGN_MAIN + BENIGN_OTHER


# ---------------------------------------------------------------------------
# template language
#   «S»  «S:gen»  «S:gen(a,b)»      the secret (default generator of the kind, or a named one)
#   «fill»  «fill(a,b)»  «fill#k»  «fill#k.i»   a filler; #k reuses the value; .i picks a tuple field
#   ⸨a¦b¦c⸩                         a phrasing choice (nests; may hold the secret slot)
#   a template whose first line starts with "@code " is code/config: never wrapped in an envelope
# ---------------------------------------------------------------------------
SLOT_RE = re.compile(r"«([^«»]+)»")
SECRET_RE = re.compile(r"^S(?::(\w+)(?:\(([^)]*)\))?)?$")
FILL_RE = re.compile(r"^(\w+)(?:\(([^)]*)\))?(?:#(\d+)(?:\.(\d+))?)?$")


def parse(src, where):
    """-> list of nodes: str | ('slot', body) | ('choice', [nodes, ...])"""
    pos = 0

    def seq(stop):
        nonlocal pos
        out, buf = [], []
        while pos < len(src):
            ch = src[pos]
            if ch in stop:
                break
            if ch == "⸨":
                if buf:
                    out.append("".join(buf))
                    buf = []
                pos += 1
                alts = [seq("¦⸩")]
                while pos < len(src) and src[pos] == "¦":
                    pos += 1
                    alts.append(seq("¦⸩"))
                if pos >= len(src) or src[pos] != "⸩":
                    raise SystemExit("%s: unclosed choice" % where)
                pos += 1
                out.append(("choice", alts))
                continue
            if ch == "«":
                j = src.find("»", pos)
                if j < 0:
                    raise SystemExit("%s: unclosed slot" % where)
                if buf:
                    out.append("".join(buf))
                    buf = []
                out.append(("slot", src[pos + 1:j]))
                pos = j + 1
                continue
            if ch in "¦⸩":
                raise SystemExit("%s: stray %r" % (where, ch))
            buf.append(ch)
            pos += 1
        if buf:
            out.append("".join(buf))
        return out

    nodes = seq("")
    if pos != len(src):
        raise SystemExit("%s: stray %r at %d" % (where, src[pos], pos))
    return nodes


def walk_slots(nodes):
    for n in nodes:
        if isinstance(n, tuple):
            if n[0] == "slot":
                yield n[1]
            else:
                for alt in n[1]:
                    yield from walk_slots(alt)


def max_secrets(nodes):
    total = 0
    for n in nodes:
        if isinstance(n, tuple):
            if n[0] == "slot":
                total += 1 if SECRET_RE.match(n[1]) else 0
            else:
                total += max(max_secrets(a) for a in n[1])
    return total


def min_secrets(nodes):
    total = 0
    for n in nodes:
        if isinstance(n, tuple):
            if n[0] == "slot":
                total += 1 if SECRET_RE.match(n[1]) else 0
            else:
                total += min(min_secrets(a) for a in n[1])
    return total


class Template:
    def __init__(self, kind, lang, idx, text, fname):
        self.kind, self.lang, self.idx = kind, lang, idx
        self.tid = "%s.%s.%02d" % (kind, lang, idx)
        self.code = text.startswith("@code ") or text.startswith("@code\n")
        self.src = text[6:] if self.code else text
        self.nodes = parse(self.src, "%s %s" % (fname, self.tid))
        label = PLAN[kind][0]
        if label == "secret":
            if not (max_secrets(self.nodes) == 1 and min_secrets(self.nodes) == 1):
                raise SystemExit("%s: a secret template must render exactly one secret slot" % self.tid)
        elif max_secrets(self.nodes):
            raise SystemExit("%s: a benign template has a secret slot" % self.tid)
        for body in walk_slots(self.nodes):
            m = SECRET_RE.match(body)
            if m:
                g = m.group(1) or vals19.KIND_DEFAULT[kind]
                if g not in vals19.GENS:
                    raise SystemExit("%s: unknown generator %r" % (self.tid, g))
                fam = vals19.GENS[g][0]
                if fam not in vals19.KIND_FAMILIES[kind]:
                    raise SystemExit("%s: generator %r (family %s) not allowed for kind %s" % (self.tid, g, fam, kind))
                continue
            m = FILL_RE.match(body)
            if not m or m.group(1) not in fillers19.FILL:
                raise SystemExit("%s: unknown filler «%s»" % (self.tid, body))


def load_templates():
    groups = defaultdict(list)
    seen_text = {}
    for fname in TEMPLATE_FILES:
        with open(os.path.join(HERE, fname), encoding="utf-8") as f:
            raw = f.read()
        cur = None
        buf = []

        def flush():
            if cur is None:
                return
            txt = "\n".join(buf).strip("\n")
            if txt.strip():
                groups[cur].append(txt)

        for line in raw.split("\n"):
            m = re.match(r"^=== (\w+) (en|zh|mixed)\s*$", line)
            if m:
                flush()
                cur, buf = (m.group(1), m.group(2)), []
                if cur[0] not in PLAN:
                    raise SystemExit("%s: unknown kind %s" % (fname, cur[0]))
                continue
            if line.startswith("##"):
                continue
            if line.rstrip() == "---":
                flush()
                buf = []
                continue
            buf.append(line)
        flush()
    out = {}
    for (kind, lang), texts in groups.items():
        tpls = []
        for i, t in enumerate(texts):
            if t in seen_text:
                raise SystemExit("template text occurs twice: %s and %s.%s.%02d" % (seen_text[t], kind, lang, i + 1))
            seen_text[t] = "%s.%s.%02d" % (kind, lang, i + 1)
            tpls.append(Template(kind, lang, i + 1, t, "templates"))
        out[(kind, lang)] = tpls
    # the split
    split = {}
    for kind in KIND_ORDER:
        _, _, per = PLAN[kind]
        for li, lang in enumerate(LANGS):
            tpls = out.get((kind, lang), [])
            want = 2 * per[li]
            if len(tpls) != want:
                raise SystemExit("group %s/%s has %d templates, plan says %d" % (kind, lang, len(tpls), want))
            split[("dev", kind, lang)] = tpls[0::2]
            split[("test", kind, lang)] = tpls[1::2]
    extra = set(out) - {(k, l) for k in KIND_ORDER for l in LANGS}
    if extra:
        raise SystemExit("templates for groups not in the plan: %s" % sorted(extra))
    dev_ids = {t.tid for (s, _, _), ts in split.items() if s == "dev" for t in ts}
    test_ids = {t.tid for (s, _, _), ts in split.items() if s == "test" for t in ts}
    dev_src = {t.src for (s, _, _), ts in split.items() if s == "dev" for t in ts}
    test_src = {t.src for (s, _, _), ts in split.items() if s == "test" for t in ts}
    assert not dev_ids & test_ids and not dev_src & test_src
    return split


# ---------------------------------------------------------------------------
# rendering
# ---------------------------------------------------------------------------
def call_fill(rng, body, cache):
    m = FILL_RE.match(body)
    name, args, k, field = m.group(1), m.group(2), m.group(3), m.group(4)
    args = [a.strip() for a in args.split(",")] if args else []
    key = (name, k)
    if k is not None and key in cache:
        v = cache[key]
    else:
        v = fillers19.FILL[name](rng, *args)
        if k is not None:
            cache[key] = v
    if isinstance(v, tuple):
        v = v[int(field) if field is not None else 0]
    elif field is not None:
        raise SystemExit("filler %s is not a tuple" % name)
    return v


def render(tpl, rng):
    out = []
    cache = {}
    secret = {}

    def emit(nodes):
        for n in nodes:
            if isinstance(n, str):
                out.append(n)
            elif n[0] == "choice":
                emit(rng.choice(n[1]))
            else:
                body = n[1]
                m = SECRET_RE.match(body)
                if m:
                    g = m.group(1) or vals19.KIND_DEFAULT[tpl.kind]
                    args = [a.strip() for a in m.group(2).split(",")] if m.group(2) else []
                    fam, fn = vals19.GENS[g]
                    v = fn(rng, *args)
                    meta = None
                    if isinstance(v, tuple):
                        v, meta = v
                    assert "span" not in secret
                    secret.update(span=v, offset=len("".join(out)), family=fam, meta=meta, gen=g)
                    out.append(v)
                else:
                    out.append(call_fill(rng, body, cache))

    emit(tpl.nodes)
    return "".join(out), secret


# ---------------------------------------------------------------------------
# envelopes (frames of the apps people copy text out of), same rate for secret and benign
# ---------------------------------------------------------------------------
ENVELOPES = {
    "en": [("Signal · note to self · «clock»\n", ""), ("Discord DM — Today at «clock12»\n", ""),
           ("[Samsung Notes · «dateen»]\n", ""), ("Google Messages · «clock»\n", ""),
           ("", "\n\n— sent from my Galaxy A54"), ("", "\n\nSent from Yahoo Mail on Android"),
           ("Logseq journal «ymd»\n", ""), ("Wire · «clock»\n", ""), ("[Zoho Notebook card]\n", ""),
           ("Synology Note Station · Home admin\n", ""), ("", "\n(copied from a Messenger Lite chat)"),
           ("Thunderbird draft — not sent\n\n", "")],
    "zh": [("【华为备忘录】\n", ""), ("", "\n——来自 Redmi K70"), ("", "\n——发自我的iPad"), ("钉钉 · «clock»\n", ""),
           ("QQ 聊天 · «clock»\n", ""), ("【WPS 便签】\n", ""), ("【OPPO 便签】\n", ""), ("", "\n（讯飞输入法 语音输入）"),
           ("微博草稿：\n", ""), ("", "\n——来自华为 Mate 60 Pro"), ("【Notability 手写转文字】\n", ""), ("（朋友圈仅自己可见的草稿）\n", "")],
    "mixed": [("Signal 消息 · «clock»\n", ""), ("Discord 频道 #家里 · «clock»\n", ""), ("LINE 群组 · «clock»\n", ""),
              ("钉钉 DM · «clock»\n", ""), ("Logseq 日志 «ymd»\n", ""), ("Apple 备忘录 · shared with 老公\n", ""),
              ("", "\n—— sent from 华为 P60"), ("", "\n(语音输入, sorry typos)"), ("Wire 私聊 · «clock»\n", ""),
              ("【Samsung Notes 备忘】\n", "")],
}


def render_plain(src, rng):
    out = []
    pos = 0
    for m in SLOT_RE.finditer(src):
        out.append(src[pos:m.start()])
        out.append(call_fill(rng, m.group(1), {}))
        pos = m.end()
    out.append(src[pos:])
    return "".join(out)


# ---------------------------------------------------------------------------
# build
# ---------------------------------------------------------------------------
def group_rng(split, kind, lang):
    h = hashlib.sha256(("%s|%s|%s|%s" % (SEED, split, kind, lang)).encode()).digest()
    return random.Random(int.from_bytes(h[:16], "big"))


def make_id(text):
    return "p" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def build(split_tpls, stats):
    seen_texts = set()
    out = {}
    for split in SPLITS:
        cases = []
        for kind in KIND_ORDER:
            label, quota, _ = PLAN[kind]
            for li, lang in enumerate(LANGS):
                tpls = split_tpls[(split, kind, lang)]
                rng = group_rng(split, kind, lang)
                for i in range(quota[li]):
                    tpl = tpls[i % len(tpls)]
                    for attempt in range(400):
                        text, sec = render(tpl, rng)
                        framed = False
                        if not tpl.code and rng.random() < ENVELOPE_P:
                            pre, suf = rng.choice(ENVELOPES[lang])
                            pre, suf = render_plain(pre, rng), render_plain(suf, rng)
                            text = pre + text + suf
                            if sec:
                                sec["offset"] += len(pre)
                            framed = True
                        problem = None
                        if text in seen_texts:
                            problem = "duplicate text"
                        elif label == "secret":
                            span = sec["span"]
                            if span != span.strip() or not span:
                                raise SystemExit("%s: span with surrounding whitespace: %r" % (tpl.tid, span))
                            if text.find(span) != sec["offset"]:
                                problem = "span is not the first occurrence"
                            else:
                                try:
                                    name = checks19.check_secret(sec["family"], span, sec["meta"], kind)
                                except (checks19.CheckError, ValueError, KeyError, AssertionError) as e:
                                    raise SystemExit("%s: secret fails its structural check (%s): %r" % (tpl.tid, e, span))
                                stats["checks"][name] += 1
                        else:
                            bp = checks19.benign_problem(text, allow_test_cards=(kind == "placeholder"))
                            if bp:
                                problem = bp
                                stats["benign_redraw"][bp.split()[0]] += 1
                            else:
                                stats["checks"]["benign_no_card_no_seed"] += 1
                        if problem is None:
                            lp = checks19.lang_problem(text, sec.get("span"), lang)
                            if lp:
                                raise SystemExit("%s: %s\n%s" % (tpl.tid, lp, text))
                        if problem is None:
                            break
                        stats["redraws"][problem] += 1
                    else:
                        raise SystemExit("%s: could not render a valid text (%s)" % (tpl.tid, problem))
                    seen_texts.add(text)
                    stats["framed"][(split, label)] += framed
                    stats["n"][(split, label)] += 1
                    cases.append({"id": make_id(text), "text": text, "lang": lang, "label": label, "kind": kind,
                                  "span": sec.get("span") if label == "secret" else None, "source": "synthetic",
                                  "template": tpl.tid})
        ids = [c["id"] for c in cases]
        assert len(ids) == len(set(ids)), "duplicate id in %s" % split
        cases.sort(key=lambda c: c["id"])
        out[split] = cases
    all_ids = [c["id"] for s in SPLITS for c in out[s]]
    assert len(all_ids) == len(set(all_ids)), "id shared between splits"
    return out


def write(out, outdir):
    paths = {}
    for split in SPLITS:
        p = os.path.join(outdir, split + ".jsonl")
        with open(p, "w", encoding="utf-8", newline="\n") as f:
            for c in out[split]:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")
        paths[split] = p
    return paths


# ---------------------------------------------------------------------------
# self-check with the shared runner's own functions
# ---------------------------------------------------------------------------
def find_runner():
    cands = [os.environ.get("SECBENCH_RUNNER"),
             os.path.join(HERE, "..", "..", "..", "shared", "bench", "secrets", "run.py"),
             os.path.join(HERE, "..", "..", "shared", "bench", "secrets", "run.py"),
             "/work/shared/bench/secrets/run.py"]
    for c in cands:
        if c and os.path.exists(c):
            return os.path.abspath(c)
    return None


def selfcheck(paths, split_tpls):
    runner = find_runner()
    if not runner:
        raise SystemExit("self-check: ../shared/bench/secrets/run.py not found (set SECBENCH_RUNNER)")
    spec = importlib.util.spec_from_file_location("_secbench_run", runner)
    run = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(run)
    recheck = Counter()
    all_ids = set()
    tids = {}
    for split in SPLITS:
        cases = run.load_corpus(paths[split])
        ids = [c["id"] for c in cases]
        assert len(ids) == len(set(ids)), "%s: duplicate ids" % split
        assert not (set(ids) & all_ids), "ids shared between splits"
        all_ids |= set(ids)
        results = {}
        for c in cases:
            assert c["lang"] in LANGS and c["label"] in ("secret", "benign")
            assert c["id"] == make_id(c["text"])
            if c["label"] == "secret":
                r = run.span_range(c["text"], c["span"])
                assert r is not None, "%s: span not in text" % c["id"]
                assert c["text"][r[0]:r[1]] == c["span"]
                recheck[checks19.recheck_from_file(c)] += 1
                assert checks19.lang_problem(c["text"], c["span"], c["lang"]) is None
            else:
                assert c["span"] is None
                assert checks19.benign_problem(c["text"], allow_test_cards=(c["kind"] == "placeholder")) is None
            tids.setdefault(split, set()).add(c["template"])
            results[c["id"]] = run.normalise({"secret": c["label"] == "secret",
                                              "spans": [c["span"]] if c["span"] else []})
        s = run.score(cases, results)
        o = s["overall"]
        assert o["precision"] == 1.0 and o["recall"] == 1.0, o
        assert s["span_hit_rate"] == 1.0 and not s["errors"]
        for lang, b in s["by_lang"].items():
            assert b["precision"] == 1.0 and b["recall"] == 1.0, (split, lang, b)
    assert not (tids["dev"] & tids["test"]), "a template id is in both splits"
    return recheck


# ---------------------------------------------------------------------------
# reports
# ---------------------------------------------------------------------------
def count_tables(out, split_tpls, stats):
    lines = []
    for split in SPLITS:
        cases = out[split]
        cnt = Counter((c["label"], c["kind"], c["lang"]) for c in cases)
        lines.append("### %s.jsonl — %d cases\n" % (split, len(cases)))
        lines.append("| label | kind | en | zh | mixed | total | templates |")
        lines.append("|---|---|---:|---:|---:|---:|---:|")
        tot = Counter()
        ntpl_all = 0
        for kind in KIND_ORDER:
            label = PLAN[kind][0]
            row = [cnt[(label, kind, l)] for l in LANGS]
            ntpl = sum(len(split_tpls[(split, kind, l)]) for l in LANGS)
            ntpl_all += ntpl
            lines.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, kind, row[0], row[1], row[2], sum(row), ntpl))
            for l, v in zip(LANGS, row):
                tot[(label, l)] += v
        for label in ("secret", "benign"):
            row = [tot[(label, l)] for l in LANGS]
            lines.append("| **%s** | all | %d | %d | %d | %d | |" % (label, row[0], row[1], row[2], sum(row)))
        row = [tot[("secret", l)] + tot[("benign", l)] for l in LANGS]
        lines.append("| **all** | | %d | %d | %d | %d | %d |" % (row[0], row[1], row[2], sum(row), ntpl_all))
        n = len(cases)
        ns = sum(1 for c in cases if c["label"] == "secret")
        lines.append("")
        lines.append("Secret %d (%.1f %%), benign %d (%.1f %%). Languages: en %.1f %%, zh %.1f %%, mixed %.1f %%. "
                     "Framed: secret %.2f, benign %.2f.\n" % (
                         ns, 100 * ns / n, n - ns, 100 * (n - ns) / n, 100 * row[0] / n, 100 * row[1] / n, 100 * row[2] / n,
                         stats["framed"][(split, "secret")] / max(1, stats["n"][(split, "secret")]),
                         stats["framed"][(split, "benign")] / max(1, stats["n"][(split, "benign")])))
    return "\n".join(lines)


def checks_line(stats, recheck):
    a = ", ".join("%s %d" % kv for kv in sorted(stats["checks"].items()))
    b = ", ".join("%s %d" % kv for kv in sorted(recheck.items()))
    return "at generation: " + a + "\nre-read from the files: " + b


def wrap(s, width=100):
    out, line = [], ""
    for part in s.split(", "):
        add = (", " if line else "") + part
        if len(line) + len(add) > width:
            out.append(line + ",")
            line = part
        else:
            line += add
    out.append(line)
    return "\n".join(out)


def refresh_readme(sections):
    p = os.path.join(HERE, "README.md")
    with open(p, encoding="utf-8") as f:
        txt = f.read()
    for name, body in sections.items():
        a, b = "<!-- %s:start -->" % name, "<!-- %s:end -->" % name
        i, j = txt.find(a), txt.find(b)
        if i < 0 or j < 0:
            raise SystemExit("README.md has no %s markers" % name)
        txt = txt[:i + len(a)] + "\n" + body.rstrip("\n") + "\n" + txt[j:]
    with open(p, "w", encoding="utf-8") as f:
        f.write(txt)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--counts", action="store_true")
    ap.add_argument("--readme", action="store_true")
    a = ap.parse_args(argv)
    struct19.selftest()
    split_tpls = load_templates()
    stats = {"checks": Counter(), "redraws": Counter(), "benign_redraw": Counter(), "framed": Counter(), "n": Counter()}
    out = build(split_tpls, stats)
    os.makedirs(a.out, exist_ok=True)
    paths = write(out, a.out)
    recheck = selfcheck(paths, split_tpls)
    hashes = []
    for split in SPLITS:
        with open(paths[split], "rb") as f:
            hashes.append("%s  %s.jsonl" % (hashlib.sha256(f.read()).hexdigest(), split))
    ntpl = {s: sum(len(v) for (sp, _, _), v in split_tpls.items() if sp == s) for s in SPLITS}
    print("wrote %s (%d cases, %d templates) and %s (%d cases, %d templates)" % (
        paths["dev"], len(out["dev"]), ntpl["dev"], paths["test"], len(out["test"]), ntpl["test"]))
    print("self-check passed: runner load_corpus/span_range/normalise/score, gold P=R=1, span hit 1, unique ids")
    print(wrap(checks_line(stats, recheck)))
    print("redraws: %s" % dict(sorted(stats["redraws"].items())))
    for h in hashes:
        print(h)
    tables = count_tables(out, split_tpls, stats)
    if a.counts:
        print(tables)
    if a.readme:
        refresh_readme({"counts": tables, "checks": "```\n" + wrap(checks_line(stats, recheck)) + "\n```",
                        "hashes": "```\n" + "\n".join(hashes) + "\n```"})


if __name__ == "__main__":
    main()
