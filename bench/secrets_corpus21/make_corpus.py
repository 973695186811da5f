#!/usr/bin/env python3
"""Build secrets_corpus21: a blind secret-detection corpus (issue 18).

Templates (tpl21_*.txt) x value generators (vals21.py, fill21.py) -> dev.jsonl
and test.jsonl.  The two splits share no template.  Deterministic: every
(split, kind, lang) group draws from its own random.Random seeded by SHA-256 of
SEED and the group's name.

    python make_corpus.py              # writes dev.jsonl and test.jsonl next to this file
    python make_corpus.py --out DIR    # writes them into DIR
    python make_corpus.py --counts     # also prints the count tables (markdown)
"""
import argparse
import hashlib
import json
import os
import random
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import checks21 as ck  # noqa: E402
import fill21  # noqa: E402
import struct21  # noqa: E402
import vals21  # noqa: E402

SEED = "secrets_corpus21/2026-12/blind"
TEMPLATE_FILES = ["tpl21_personal.txt", "tpl21_keys.txt", "tpl21_dev.txt", "tpl21_benign.txt"]
LANGS = ("en", "zh", "mixed")
ENVELOPE_P = 0.12
ID_PREFIX = "k"

# ---------------------------------------------------------------------------
# plan: cases per split for each (kind, lang)
# ---------------------------------------------------------------------------
WEAK_SECRET = ["otp", "security_answer", "pin", "password_nl", "totp_secret", "crypto_wallet_key", "env_file",
               "mnemonic_bip39_en", "connection_string", "wifi_password", "recovery_codes", "mnemonic_zh"]
OTHER_SECRET = ["login_pair", "door_code", "url_credentials", "api_key", "jwt", "private_key", "card_number"]
NAMED_BENIGN = ["checksum", "postal_code", "code_config_benign", "secret_reference", "placeholder"]
OTHER_BENIGN = ["credential_talk", "masked_value", "redacted_text", "bip39_prose", "order_number", "tracking_number",
                "phone_number", "version_string", "date_time", "public_material", "identifier", "git_log",
                "url_plain", "env_benign", "everyday_number"]
SECRET_KINDS = WEAK_SECRET + OTHER_SECRET
BENIGN_KINDS = NAMED_BENIGN + OTHER_BENIGN

QUOTA = {}
for k in WEAK_SECRET:
    QUOTA[k] = {"en": 15, "zh": 15, "mixed": 15}
QUOTA["mnemonic_zh"] = {"en": 6, "zh": 24, "mixed": 15}
for k in OTHER_SECRET:
    QUOTA[k] = {"en": 9, "zh": 9, "mixed": 9}
for k in NAMED_BENIGN:
    QUOTA[k] = {"en": 10, "zh": 10, "mixed": 10}
for k in OTHER_BENIGN:
    QUOTA[k] = {"en": 8, "zh": 8, "mixed": 8}

DEFAULT_GEN = {
    "otp": "otp(6,plain)", "pin": "pin(4,plain)", "door_code": "door(4,plain)", "password_nl": "pw(mixed)",
    "login_pair": "login(mixed)", "security_answer": "sa(pet)", "wifi_password": "wifi(words)",
    "card_number": "card(visa,sp4)", "totp_secret": "totp(20,plain)", "recovery_codes": "rc(gh,lines)",
    "crypto_wallet_key": "wk(wif)", "mnemonic_bip39_en": "mn(12,line)", "mnemonic_zh": "mz(12,sp)",
    "api_key": "ak(openai)", "jwt": "jwt(HS256,app)", "private_key": "pk(ssh_ed)", "env_file": "envv(hex32,en)",
    "connection_string": "cs(pg)", "url_credentials": "url(https_basic)",
}

# ---------------------------------------------------------------------------
# envelopes (never around code)
# ---------------------------------------------------------------------------
ENVELOPES = {
    "en": ["Bear note · ⦃isodate⦄\n\n{}", "Joplin › Inbox\n{}", "{}\n\n— sent from my Fairphone", "Threema · ⦃time⦄\n{}",
           "iMessage · ⦃name⦄ · ⦃time⦄\n{}", "Zulip · #general › house · ⦃time⦄\n{}", "Microsoft To Do — Tasks\n{}",
           "{}\n\nSent from Proton Mail for Android", "Craft doc · Home admin\n{}", "[Mattermost · ⦃time⦄]\n{}",
           "{}\n\n(copied from a Todoist comment)", "Skype · ⦃name⦄ · ⦃time⦄\n{}"],
    "zh": ["【石墨文档】\n{}", "【腾讯文档 · 家庭共享】\n{}", "【夸克笔记】⦃zdate⦄\n{}", "【锤子便签】\n{}", "小红书私信 · ⦃time⦄\n{}",
           "B站私信 · ⦃time⦄\n{}", "{}\n——发自vivo X100 Pro", "{}\n——发自 realme GT", "【TIM 聊天记录】\n{}",
           "【Bear 熊掌记】\n{}", "（从微信收藏里复制的）\n{}", "【百度网盘笔记】⦃zdate⦄\n{}"],
    "mixed": ["Threema 消息 · ⦃time⦄\n{}", "Element 房间 #家 · ⦃time⦄\n{}", "iMessage 对话 · ⦃time⦄\n{}",
              "（copied from 腾讯文档）\n{}", "Bear 笔记 · ⦃isodate⦄\n{}", "Joplin 笔记 › 家里\n{}",
              "{}\n— sent from my 小米 14", "Mattermost 频道 · ⦃time⦄\n{}", "{}\n（forwarded from 石墨文档）",
              "Todoist 任务评论:\n{}"],
}

SLOT = re.compile(r"⦃([^⦃⦄]*)⦄")
CHOICE = re.compile(r"〖([^〖〗]*)〗")


class Template:
    def __init__(self, kind, lang, idx, text):
        self.kind, self.lang, self.idx = kind, lang, idx
        self.code = text.startswith("@code\n")
        self.text = text[6:] if self.code else text
        self.id = "%s.%s.%02d" % (kind, lang, idx + 1)
        self.split = "dev" if idx % 2 == 0 else "test"


def load_templates():
    groups = defaultdict(list)
    seen = set()
    for fn in TEMPLATE_FILES:
        txt = open(os.path.join(HERE, fn), encoding="utf-8").read()
        parts = re.split(r"^=== (\S+) (\S+)\s*$", txt, flags=re.M)
        assert parts[0].strip() == "", fn
        for i in range(1, len(parts), 3):
            kind, lang, body = parts[i], parts[i + 1], parts[i + 2]
            assert lang in LANGS and kind in QUOTA, (fn, kind, lang)
            assert (kind, lang) not in groups, ("duplicate group", kind, lang)
            for j, t in enumerate(body.strip("\n").split("\n%%\n")):
                t = t.strip("\n")
                assert t and t not in seen, ("empty or duplicate template", kind, lang, j)
                seen.add(t)
                tp = Template(kind, lang, j, t)
                _validate(tp)
                groups[(kind, lang)].append(tp)
    for kind in QUOTA:
        for lang in LANGS:
            g = groups[(kind, lang)]
            assert len(g) >= 4 and len(g) % 2 == 0, ("templates per group", kind, lang, len(g))
    return groups


def _validate(tp):
    slots = SLOT.findall(tp.text)
    secret = tp.kind in SECRET_KINDS
    has_s = any(s == "S" or s.startswith("S:") for s in slots)
    assert has_s == secret, ("secret slot", tp.id)
    for s in slots:
        if s == "S" or s.startswith("S.") or s.startswith("S:"):
            if s.startswith("S:"):
                fam = s[2:].split("(")[0]
                assert fam in vals21.KIND_FAMILIES[tp.kind], ("family", tp.id, fam)
            continue
        name = re.split(r"[#(]", s)[0]
        assert fill21.get_filler(name) is not None, ("unknown filler", tp.id, name)


# ---------------------------------------------------------------------------
# rendering
# ---------------------------------------------------------------------------
def resolve_choices(rng, text):
    while True:
        m = CHOICE.search(text)
        if not m:
            return text
        opts = m.group(1).split("┆")
        text = text[:m.start()] + opts[rng.randrange(len(opts))] + text[m.end():]


def parse_call(spec):
    m = re.fullmatch(r"([A-Za-z_0-9]+)(?:\(([^()]*)\))?", spec)
    assert m, spec
    return m.group(1), [a.strip() for a in m.group(2).split(",")] if m.group(2) else []


def render(rng, tp, envelope=None):
    text = resolve_choices(rng, tp.text)
    if envelope:
        text = resolve_choices(rng, envelope).replace("{}", text, 1) if "{}" in envelope else text
    slots = SLOT.findall(text)
    s_slots = [s for s in slots if s == "S" or s.startswith("S:")]
    assert len(s_slots) == (1 if tp.kind in SECRET_KINDS else 0), ("one secret per text", tp.id, s_slots)
    span = meta = None
    if s_slots:
        spec = s_slots[0][2:] if s_slots[0].startswith("S:") else DEFAULT_GEN[tp.kind]
        gname, args = parse_call(spec)
        span, meta = vals21.GENERATORS[gname](rng, *args)
        meta = dict(meta, gen=gname)
    cache = {}
    out = []
    pos = 0
    offset = None
    for m in SLOT.finditer(text):
        out.append(text[pos:m.start()])
        s = m.group(1)
        if s == "S" or s.startswith("S:"):
            offset = sum(len(x) for x in out)
            val = span
        elif s.startswith("S."):
            val = str(meta[s[2:]])
        else:
            key = None
            field = None
            body = s
            if "#" in s:
                body, key = s.split("#", 1)
                if "." in key:
                    key, field = key.split(".", 1)
            name, args = parse_call(body)
            ck_ = (name, tuple(args), key)
            if key is not None and ck_ in cache:
                v = cache[ck_]
            else:
                v = fill21.get_filler(name)(rng, *args)
                if key is not None:
                    cache[ck_] = v
            if isinstance(v, tuple):
                assert field is not None, ("tuple filler needs a field", tp.id, s)
                v = v[int(field)]
            val = v
        out.append(val)
        pos = m.end()
    out.append(text[pos:])
    result = "".join(out)
    return result, span, meta, offset


# ---------------------------------------------------------------------------
# building
# ---------------------------------------------------------------------------
def group_rng(split, kind, lang):
    h = hashlib.sha256(("%s|%s|%s|%s" % (SEED, split, kind, lang)).encode()).digest()
    return random.Random(int.from_bytes(h[:16], "big"))


def build(stats):
    groups = load_templates()
    seen_text = set()
    cases = {"dev": [], "test": []}
    for split in ("dev", "test"):
        for kind in SECRET_KINDS + BENIGN_KINDS:
            for lang in LANGS:
                tpls = [t for t in groups[(kind, lang)] if t.split == split]
                rng = group_rng(split, kind, lang)
                for i in range(QUOTA[kind][lang]):
                    tp = tpls[i % len(tpls)]
                    cases[split].append(make_case(rng, tp, seen_text, stats))
    # split hygiene
    ids = [c["id"] for s in cases.values() for c in s]
    assert len(ids) == len(set(ids)), "duplicate id"
    dev_t = {c["template"] for c in cases["dev"]}
    test_t = {c["template"] for c in cases["test"]}
    assert not dev_t & test_t, "template in both splits"
    return cases, groups


def make_case(rng, tp, seen_text, stats):
    last_err = None
    for attempt in range(300):
        env = None
        if not tp.code and rng.random() < ENVELOPE_P:
            env = ENVELOPES[tp.lang][rng.randrange(len(ENVELOPES[tp.lang]))]
        text, span, meta, offset = render(rng, tp, env)
        if text in seen_text:
            last_err = "duplicate text"
            continue
        try:
            if span is not None:
                if text.find(span) != offset:
                    last_err = "span not first occurrence"
                    continue
                name = ck.check_secret(tp.kind, span, meta)
            else:
                try:
                    name = ck.benign_ok(text)
                except ck.CheckError as e:
                    last_err = str(e)
                    continue
            ck.lang_ok(text, span, tp.lang)
        except ck.CheckError as e:
            raise SystemExit("check failed for %s: %s\n---\n%s" % (tp.id, e, text))
        seen_text.add(text)
        stats["checks"][name] += 1
        stats["framed"][(tp.kind in SECRET_KINDS, env is not None)] += 1
        return {
            "id": ID_PREFIX + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12],
            "text": text,
            "lang": tp.lang,
            "label": "secret" if tp.kind in SECRET_KINDS else "benign",
            "kind": tp.kind,
            "span": span,
            "source": "synthetic",
            "template": tp.id,
        }
    raise SystemExit("could not render %s: %s" % (tp.id, last_err))


def write(cases, out):
    os.makedirs(out, exist_ok=True)
    for split, cs in cases.items():
        with open(os.path.join(out, split + ".jsonl"), "w", encoding="utf-8") as f:
            for c in sorted(cs, key=lambda c: c["id"]):
                f.write(json.dumps(c, ensure_ascii=False) + "\n")


def count_tables(cases, groups):
    lines = []
    for split in ("dev", "test"):
        cs = cases[split]
        lines.append("### %s.jsonl — %d cases\n" % (split, len(cs)))
        lines.append("| label | kind | en | zh | mixed | total | templates |")
        lines.append("|---|---|---:|---:|---:|---:|---:|")
        cnt = Counter((c["kind"], c["lang"]) for c in cs)
        tcount = Counter(t.kind for g in groups.values() for t in g if t.split == split)
        tot = Counter()
        for label, kinds in (("secret", SECRET_KINDS), ("benign", BENIGN_KINDS)):
            for k in kinds:
                row = [cnt[(k, l)] for l in LANGS]
                lines.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, k, *row, sum(row), tcount[k]))
                for l, n in zip(LANGS, row):
                    tot[(label, l)] += n
        for label in ("secret", "benign"):
            row = [tot[(label, l)] for l in LANGS]
            lines.append("| **%s** | all | %d | %d | %d | %d | |" % (label, *row, sum(row)))
        allrow = [tot[("secret", l)] + tot[("benign", l)] for l in LANGS]
        lines.append("| **all** | | %d | %d | %d | %d | %d |" % (*allrow, sum(allrow), sum(tcount.values())))
        ns = sum(tot[("secret", l)] for l in LANGS)
        n = len(cs)
        lines.append("\nSecret %d (%.1f %%), benign %d (%.1f %%). Languages: en %.1f %%, zh %.1f %%, mixed %.1f %%.\n" % (
            ns, 100 * ns / n, n - ns, 100 * (n - ns) / n, *[100 * a / n for a in allrow]))
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--counts", action="store_true")
    a = ap.parse_args(argv)
    struct21.selftest()
    stats = {"checks": Counter(), "framed": Counter()}
    cases, groups = build(stats)
    write(cases, a.out)
    ntpl = Counter(t.split for g in groups.values() for t in g)
    print("dev %d cases, test %d cases; templates dev %d, test %d" % (
        len(cases["dev"]), len(cases["test"]), ntpl["dev"], ntpl["test"]))
    print("checks: " + ", ".join("%s %d" % kv for kv in sorted(stats["checks"].items())))
    fr = stats["framed"]
    print("framed: secret %.2f, benign %.2f" % (
        fr[(True, True)] / max(1, fr[(True, True)] + fr[(True, False)]),
        fr[(False, True)] / max(1, fr[(False, True)] + fr[(False, False)])))
    if a.counts:
        print(count_tables(cases, groups))


if __name__ == "__main__":
    main()
