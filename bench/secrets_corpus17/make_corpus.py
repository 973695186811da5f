#!/usr/bin/env python3
"""Write secrets_corpus17 (dev.jsonl and test.jsonl) deterministically, then self-check it.

    /work/venv/bin/python make_corpus.py              # writes dev.jsonl and test.jsonl here, runs the self-check
    /work/venv/bin/python make_corpus.py --out DIR    # writes them into DIR
    /work/venv/bin/python make_corpus.py --counts     # also prints the count tables
    /work/venv/bin/python make_corpus.py --readme     # also refreshes the counts section of README.md

Templates live in t_en.py, t_zh.py and t_mixed.py; value generators in gen17.py; structure helpers in
crypto17.py. See README.md.
"""
import argparse
import base64
import hashlib
import importlib.util
import json
import os
import random
import re
import sys
from collections import Counter, OrderedDict
from urllib.parse import parse_qs, unquote, urlsplit

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import crypto17 as C  # noqa: E402
import gen17 as G  # noqa: E402
import t_en  # noqa: E402
import t_mixed  # noqa: E402
import t_zh  # noqa: E402

SEED = "secrets_corpus17/v1"
ID_PREFIX = "q"
FRAME_P = 0.15
LANGS = ("en", "zh", "mixed")

# ---------------------------------------------------------------------------
# Quotas per split: kind -> (en, zh, mixed)
# ---------------------------------------------------------------------------
SECRET_KINDS = OrderedDict()
for k in ("otp", "security_answer", "pin", "password_nl"):
    SECRET_KINDS[k] = (24, 21, 15)
for k in ("door_code", "totp_secret", "mnemonic_bip39_en", "connection_string", "env_file", "wifi_password",
          "recovery_codes", "crypto_wallet_key"):
    SECRET_KINDS[k] = (20, 16, 12)
SECRET_KINDS["mnemonic_zh"] = (8, 28, 12)
for k in ("login_pair", "url_credentials", "api_key", "jwt", "private_key", "card_number"):
    SECRET_KINDS[k] = (10, 9, 7)

BENIGN_KINDS = OrderedDict()
for k in ("checksum", "postal_code", "code_config_benign", "secret_reference", "placeholder", "credential_talk",
          "masked_value", "redacted_text", "bip39_prose"):
    BENIGN_KINDS[k] = (15, 13, 10)
for k in ("order_number", "tracking_number", "version_string", "git_log", "price", "date_time", "phone_number",
          "room_number", "public_material", "identifier", "url_plain", "env_benign"):
    BENIGN_KINDS[k] = (11, 10, 7)

KINDS = OrderedDict(list(SECRET_KINDS.items()) + list(BENIGN_KINDS.items()))
TEMPLATE_MODULES = {"en": t_en.T, "zh": t_zh.T, "mixed": t_mixed.T}

# ---------------------------------------------------------------------------
# Frames (envelopes) per language
# ---------------------------------------------------------------------------
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _frame(rng, lang):
    t = "%02d:%02d" % (rng.randint(6, 23), rng.randint(0, 59))
    d = "%d %s" % (rng.randint(1, 28), MONTHS[rng.randrange(12)])
    dz = "%d月%d日" % (rng.randint(1, 12), rng.randint(1, 28))
    en = [("[Bear · %s]\n" % d, ""), ("Joplin › Inbox\n\n", ""), ("Day One — %s, %s\n" % (d, t), ""),
          ("", "\n\n— typed on the bus, sorry for typos"), ("Threema · %s\n" % t, ""),
          ("Element › #household\n", ""), ("Microsoft To Do › Flagged\n", ""),
          ("", "\n\nSent with Proton Mail secure email."), ("Zulip › general › admin stuff\n", ""),
          ("(transcribed from a sticky note)\n", ""), ("Skype · %s\n" % t, ""), ("", "\n\n[pinned]")]
    zh = [("【石墨文档】\n", ""), ("", "\n——来自锤子便签"), ("（朋友圈草稿·仅自己可见）\n", ""),
          ("文件传输助手 %s\n" % t, ""), ("小红书私信 · %s\n" % t, ""), ("豆邮：\n", ""),
          ("腾讯文档 · 共享笔记\n", ""), ("", "\n——发自 vivo X100"), ("TIM 消息 %s\n" % t, ""),
          ("夸克笔记 | %s\n" % dz, "")]
    mx = [("Notion 页面 · 家里杂事\n", ""), ("Telegram 收藏 / Saved Messages\n", ""),
          ("Outlook 草稿（未发送）\n", ""), ("Zoom 会议聊天 %s\n" % t, ""), ("Discord 私信 · %s\n" % t, "")] + zh
    pool = {"en": en, "zh": zh, "mixed": mx}[lang]
    return pool[rng.randrange(len(pool))]


# ---------------------------------------------------------------------------
# Template rendering
# ---------------------------------------------------------------------------
CH_OPEN, CH_CLOSE, CH_SEP = "⟪", "⟫", "¦"
SLOT_RE = re.compile(r"⟦([^⟦⟧]+)⟧")


def resolve_choices(s, rng):
    out = []
    i = 0
    while i < len(s):
        ch = s[i]
        if ch == CH_OPEN:
            depth, j, parts, start = 1, i + 1, [], i + 1
            while depth:
                c = s[j]
                if c == CH_OPEN:
                    depth += 1
                elif c == CH_CLOSE:
                    depth -= 1
                elif c == CH_SEP and depth == 1:
                    parts.append(s[start:j])
                    start = j + 1
                j += 1
            parts.append(s[start:j - 1])
            out.append(resolve_choices(parts[rng.randrange(len(parts))], rng))
            i = j
        else:
            out.append(ch)
            i += 1
    return "".join(out)


class Redraw(Exception):
    pass


def render(template, kind, label, rng, lang):
    code = template.startswith("@code ")
    body = template[6:] if code else template
    flat = resolve_choices(body, rng)
    slots = SLOT_RE.findall(flat)
    secret_slots = [s for s in slots if s == "S" or s.startswith("S:")]
    if label == "secret" and len(secret_slots) != 1:
        raise AssertionError("secret template must render exactly one secret slot: %r" % template[:80])
    if label == "benign" and secret_slots:
        raise AssertionError("benign template with a secret slot: %r" % template[:80])
    span = extras = None
    gen_name = None
    if secret_slots:
        s = secret_slots[0]
        gen_name = s[2:] if s.startswith("S:") else G.DEFAULT_GEN[kind]
        v = G.SECRET_GENS[gen_name](rng)
        span, extras = (v if isinstance(v, tuple) else (v, {}))
    cache = {}
    parts, offset = [], None
    pos = 0
    for m in SLOT_RE.finditer(flat):
        parts.append(flat[pos:m.start()])
        name = m.group(1)
        if name == "S" or name.startswith("S:"):
            offset = sum(len(p) for p in parts)
            val = span
        elif name.startswith("S."):
            val = extras[name[2:]]
        else:
            base, _, tag = name.partition("#")
            field = None
            if "." in tag:
                tag, field = tag.split(".")
            key = (base, tag) if tag else None
            if key and key in cache:
                v = cache[key]
            else:
                if base not in G.FILLERS:
                    raise AssertionError("unknown filler %r in %r" % (base, template[:60]))
                v = G.FILLERS[base](rng)
                if key:
                    cache[key] = v
            val = v[int(field)] if field is not None else v
            if isinstance(val, tuple):
                raise AssertionError("tuple filler needs a field: %r" % name)
        parts.append(val)
        pos = m.end()
    parts.append(flat[pos:])
    text = "".join(parts)
    framed = False
    if not code and rng.random() < FRAME_P:
        pre, post = _frame(rng, lang)
        text = pre + text + post
        if offset is not None:
            offset += len(pre)
        framed = True
    return text, span, offset, gen_name, framed


# ---------------------------------------------------------------------------
# Structural checks
# ---------------------------------------------------------------------------
HAN_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
LATIN_WORD_RE = re.compile(r"[A-Za-z]{3,}")
FW_TABLE = {ord(c): ord(c) - 0xFEE0 for c in "０１２３４５６７８９＃＊"}
FW_TABLE[0x3000] = 0x20
ZH_DIG = {"零": "0", "〇": "0", "洞": "0", "一": "1", "幺": "1", "二": "2", "两": "2", "三": "3", "四": "4",
          "五": "5", "六": "6", "七": "7", "拐": "7", "八": "8", "九": "9"}
WORD_DIG = {w: str(i) for i, w in enumerate(G.ONES)}
WORD_DIG["oh"] = "0"


def decode_digits(span):
    s = span.translate(FW_TABLE)
    s = re.sub(r"( then ENTER| \+ OK| ✓| and the key symbol)$", "", s)
    s = s.strip("*#")
    if re.fullmatch(r"[ABCXZ]?\d{4}[ABZ]?", s):
        s = s.strip("ABCXZ")
    s = re.sub(r"^G-", "", s)
    if all(ch in ZH_DIG or ch in "、， " for ch in s):
        return "".join(ZH_DIG.get(ch, "") for ch in s)
    if re.search(r"[a-z]", s):
        out = []
        for tok in re.split(r"[\s,.\u2014]+", s.replace("...", " ")):
            if not tok:
                continue
            if tok in WORD_DIG:
                out.append(WORD_DIG[tok])
            elif tok == "double":
                out.append("D")
            elif "-" in tok or tok in G.TEENS or tok in G.TENS:
                if "-" in tok:
                    a, b = tok.split("-")
                    out.append(str(G.TENS.index(a)) + WORD_DIG[b])
                elif tok in G.TEENS:
                    out.append(str(10 + G.TEENS.index(tok)))
                else:
                    out.append(str(G.TENS.index(tok)) + "0")
            else:
                return None
        res = ""
        for i, t in enumerate(out):
            if t == "D":
                continue
            res += t * 2 if i and out[i - 1] == "D" else t
        return res
    s2 = re.sub(r"[\s\-·.]", "", s)
    return s2 if s2.isdigit() else None


def check_digits(span, lo=3, hi=8):
    d = decode_digits(span)
    return d is not None and d.isdigit() and lo <= len(d) <= hi


def read_seed(span, zh=False):
    s = span.translate(FW_TABLE)
    if zh:
        toks = re.findall(r"(\d+)|([\u4e00-\u9fff])", s)
        index = C.ZH_INDEX
    else:
        toks = re.findall(r"(\d+)|([A-Za-z]+)", s)
        index = C.EN_INDEX
    words, nums, pending = [], [], None
    for num, w in toks:
        if num:
            pending = int(num)
            continue
        if zh:
            word = w if w in index else None
        else:
            lw = w.lower()
            word = lw if lw in index else C.EN_PREFIX4.get(lw) if len(lw) == 4 else None
        if word is None:
            pending = None
            continue
        words.append(word)
        nums.append(pending)
        pending = None
    if nums and all(n is not None for n in nums) and sorted(nums) == list(range(1, len(nums) + 1)):
        words = [w for _, w in sorted(zip(nums, words))]
    return words, index


def check_seed(span, zh):
    words, index = read_seed(span, zh)
    return C.bip39_valid(words, index)


def _b58_ok(s, versions, lengths):
    try:
        raw = C.b58check_decode(s)
    except ValueError:
        return False
    return raw is not None and raw[0] in versions and len(raw) in lengths


def check_wallet(span):
    s = span.strip()
    if s.startswith("[") and s.endswith("]"):
        b = bytes(json.loads(s))
        return len(b) == 64 and C.ed25519_pub(b[:32]) == b[32:]
    if "#" in s and "(" in s:
        body, cs = s.rsplit("#", 1)
        if C.descriptor_checksum(body) != cs:
            return False
        x = re.search(r"xprv[1-9A-HJ-NP-Za-km-z]+", body).group(0)
        return check_wallet(x)
    if re.fullmatch(r"(0x)?[0-9a-fA-F]{64}", s):
        k = int(s[2:] if s.startswith("0x") else s, 16)
        return 0 < k < C.SECP256K1_N
    if s.startswith("xprv"):
        raw = C.b58check_decode(s)
        return raw is not None and len(raw) == 78 and int.from_bytes(raw[:4], "big") == C.XPRV and raw[45] == 0 \
            and 0 < int.from_bytes(raw[46:], "big") < C.SECP256K1_N
    if s[0] in "5KLT" or s[0] in "Q6":
        raw = C.b58check_decode(s)
        if raw is not None and raw[0] in (0x80, 0xB0, 0x9E):
            return len(raw) == 33 or (len(raw) == 34 and raw[-1] == 1)
    try:
        raw = C.b58decode(s)
    except ValueError:
        return False
    return len(raw) == 64 and C.ed25519_pub(raw[:32]) == raw[32:]


def check_totp(span):
    s = span.strip()
    if s.startswith("otpauth-migration://"):
        data = unquote(parse_qs(urlsplit(s).query)["data"][0])
        secs = C.migration_secrets(data)
        return bool(secs) and all(len(x) in (10, 16, 20, 32) for x in secs)
    if s.startswith("otpauth://"):
        sec = parse_qs(urlsplit(s).query)["secret"][0]
        b = C.base32_decode_loose(sec)
        return b is not None and len(b) in (10, 16, 20, 32)
    b = C.base32_decode_loose(s)
    return b is not None and len(b) in (10, 16, 20, 32)


def check_pk(span):
    s = span.strip()
    if s.startswith("AGE-SECRET-KEY-1"):
        hrp, d = C.bech32_decode(s)
        return hrp == "age-secret-key-" and len(bytes(C.convertbits(d, 5, 8, False))) == 32
    if s.startswith("-----BEGIN"):
        C.load_private_pem(s)
        return True
    raw = base64.b64decode(s, validate=True)
    if len(raw) == 32:
        return True
    txt = raw.decode()
    C.load_private_pem(txt.strip())
    return True


URL_CRED_RE = re.compile(r"^[a-z][a-z0-9+.-]*://[^/@\s:]*:[^@\s]+@")
QUERY_CRED = ("token", "access_token", "api_key", "key", "sig", "pwd")
PATH_CRED = ("hooks.zapier.com/hooks/catch/", "/with/key/", "/hooks/", "/api/webhook/", "/bot/v2/hook/", "/live/live_")


def check_url(span):
    if URL_CRED_RE.match(span):
        return True
    q = parse_qs(urlsplit(span).query)
    if any(k in q and q[k][0] for k in QUERY_CRED):
        return True
    return any(p in span for p in PATH_CRED)


def check_conn(span):
    if URL_CRED_RE.match(span):
        return True
    return bool(re.search(r'(?i)(password|pwd)\s*=\s*"?[^";\s]+', span))


def check_card(span):
    d = re.sub(r"[\s\-\u3000]", "", span.translate({ord(c): ord(c) - 0xFEE0 for c in "０１２３４５６７８９"}))
    return C.card_valid(d)


RC_TOKEN = re.compile(r"\b([0-9a-z]{4}-[0-9a-z]{4}|[0-9a-f]{5}-[0-9a-f]{5}|\d{4} \d{4}|\d{8}|[A-Z2-9]{10}|"
                      r"[A-Z2-9]{32}|R\d{5}|[0-9a-f]{4}( [0-9a-f]{4}){15}|[B-Y2-9]{5}(-[B-Y2-9]{5}){4})\b")


def check_api(span, extras):
    return any(re.search(p, span) for p in G.API_PREFIX_RE)


def structural(kind, span, gen_name, extras):
    """-> name of the check that passed (raises/returns None on failure)."""
    if kind == "card_number":
        return "luhn_card" if check_card(span) else None
    if kind in ("mnemonic_bip39_en", "mnemonic_zh"):
        zh = bool(HAN_RE.search(span))
        if kind == "mnemonic_zh" and not zh:
            return None
        return ("bip39_zh_checksum" if zh else "bip39_en_checksum") if check_seed(span, zh) else None
    if kind == "totp_secret":
        return "base32_seed" if check_totp(span) else None
    if kind == "jwt":
        return "jwt_segments_json" if C.jwt_parts_ok(span) else None
    if kind == "private_key":
        return "private_key_parsed" if check_pk(span) else None
    if kind == "crypto_wallet_key":
        return "wallet_key_structure" if check_wallet(span) else None
    if kind in ("pin", "door_code"):
        return "digits_decode_" + kind if check_digits(span, 3, 8) else None
    if kind == "otp":
        if re.fullmatch(r"[A-Z2-9]{3}-?[A-Z2-9]{3}", span) and re.search(r"[A-Z]", span):
            return "otp_alnum"
        return "digits_decode_otp" if check_digits(span, 4, 8) else None
    if kind == "url_credentials":
        return "url_has_credential" if check_url(span) else None
    if kind == "connection_string":
        return "connstring_has_password" if check_conn(span) else None
    if kind == "recovery_codes":
        return "recovery_code_tokens" if RC_TOKEN.search(span) else None
    if kind == "api_key":
        return "api_key_shape" if check_api(span, extras) else None
    if kind == "wifi_password":
        return "wpa_length_8_63" if 8 <= len(span) <= 63 else None
    if span and span == span.strip() and len(span) >= 2:
        return "other_nonempty"
    return None


DIGIT_RUN_RE = re.compile(r"(?<![\d])\d(?:[\d \-]{11,22})\d(?![\d])")


def benign_clean(text):
    t = text.translate({ord(c): ord(c) - 0xFEE0 for c in "０１２３４５６７８９"})
    for m in DIGIT_RUN_RE.finditer(t):
        run = m.group(0)
        for chunk in re.split(r"\s{2,}", run):
            d = re.sub(r"[ \-]", "", chunk)
            for L in range(13, 20):
                for i in range(0, len(d) - L + 1):
                    sub = d[i:i + L]
                    if C.card_valid(sub) and (i == 0 or True):
                        return False
    ws = [w.lower() for w in re.findall(r"[A-Za-z]+", text)]
    for n in (12, 15, 18, 21, 24):
        for i in range(0, len(ws) - n + 1):
            win = ws[i:i + n]
            if win == ["abandon"] * 11 + ["about"]:
                continue
            if all(w in C.EN_INDEX for w in win) and C.bip39_valid(win, C.EN_INDEX):
                return False
    # maximal runs of adjacent Chinese list characters
    for m in re.finditer(r"[\u4e00-\u9fff]+", text):
        run = m.group(0)
        if len(run) in (12, 15, 18, 21, 24) and all(c in C.ZH_INDEX for c in run) \
                and C.bip39_valid(list(run), C.ZH_INDEX):
            return False
    # list characters written one by one (each standing alone between separators)
    singles = []
    for tok in re.split(r"[\s、，,;；|｜/\-→>.。:：0-9０-９()（）\[\]]+", text):
        if len(tok) == 1 and tok in C.ZH_INDEX:
            singles.append(tok)
            continue
        if tok:
            singles.append(None)
    seq = []
    for t in singles + [None]:
        if t is None:
            for n in (12, 15, 18, 21, 24):
                for i in range(0, len(seq) - n + 1):
                    if C.bip39_valid(seq[i:i + n], C.ZH_INDEX):
                        return False
            seq = []
        else:
            seq.append(t)
    return True


def lang_ok(text, span, offset, lang):
    outside = text if span is None else text[:offset] + "\u0000" + text[offset + len(span):]
    has_han = bool(HAN_RE.search(outside))
    if lang == "en":
        return not has_han
    if not has_han:
        return False
    if lang == "mixed":
        return len({w.lower() for w in LATIN_WORD_RE.findall(outside)}) >= 2
    return True


# ---------------------------------------------------------------------------
# Building
# ---------------------------------------------------------------------------
def group_rng(split, kind, lang):
    h = hashlib.sha256(("%s|%s|%s|%s" % (SEED, split, kind, lang)).encode()).digest()
    return random.Random(int.from_bytes(h[:8], "big"))


def split_templates():
    out = {}
    for lang in LANGS:
        T = TEMPLATE_MODULES[lang]
        for kind in KINDS:
            ts = T.get(kind, [])
            if len(ts) < 4 or len(ts) % 2:
                raise AssertionError("%s/%s: need an even number (>= 4) of templates, have %d" % (kind, lang, len(ts)))
            if len(set(ts)) != len(ts):
                raise AssertionError("%s/%s: duplicate template text" % (kind, lang))
            ids = ["%s.%s.%02d" % (kind, lang, i + 1) for i in range(len(ts))]
            out[("dev", kind, lang)] = [(ids[i], ts[i]) for i in range(0, len(ts), 2)]
            out[("test", kind, lang)] = [(ids[i], ts[i]) for i in range(1, len(ts), 2)]
        extra = set(T) - set(KINDS)
        if extra:
            raise AssertionError("unknown kinds in t_%s: %s" % (lang, sorted(extra)))
    return out


def build():
    C.selftest()
    groups = split_templates()
    cases = {"dev": [], "test": []}
    seen_text = set()
    checks = Counter()
    frames = Counter()
    for split in ("dev", "test"):
        for kind, quotas in KINDS.items():
            label = "secret" if kind in SECRET_KINDS else "benign"
            for li, lang in enumerate(LANGS):
                rng = group_rng(split, kind, lang)
                tpls = groups[(split, kind, lang)]
                for i in range(quotas[li]):
                    tid, tpl = tpls[i % len(tpls)]
                    for attempt in range(400):
                        text, span, offset, gen_name, framed = render(tpl, kind, label, rng, lang)
                        if text in seen_text:
                            continue
                        if label == "secret":
                            if span != span.strip() or not span or text.find(span) != offset:
                                continue
                            try:
                                chk = structural(kind, span, gen_name, None)
                            except Exception:
                                chk = None
                            if not chk:
                                continue
                        else:
                            if not benign_clean(text):
                                continue
                            chk = "benign_no_card_no_seed"
                        if not lang_ok(text, span, offset, lang):
                            continue
                        break
                    else:
                        raise AssertionError("could not render a valid new case from %s" % tid)
                    seen_text.add(text)
                    checks[chk] += 1
                    frames[(label, framed)] += 1
                    cases[split].append(OrderedDict([
                        ("id", ID_PREFIX + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]),
                        ("text", text), ("lang", lang), ("label", label), ("kind", kind), ("span", span),
                        ("source", "synthetic"), ("template", tid)]))
    # split assertions
    dev_t = {c["template"] for c in cases["dev"]}
    test_t = {c["template"] for c in cases["test"]}
    assert not dev_t & test_t
    tx = {g: {t for _, t in v} for g, v in groups.items()}
    dev_txt = set().union(*[v for g, v in tx.items() if g[0] == "dev"])
    test_txt = set().union(*[v for g, v in tx.items() if g[0] == "test"])
    assert not dev_txt & test_txt
    ids = [c["id"] for s in cases.values() for c in s]
    assert len(ids) == len(set(ids))
    for split in cases:
        cases[split].sort(key=lambda c: c["id"])
    return cases, groups, checks, frames


def write(cases, outdir):
    paths = {}
    for split, cs in cases.items():
        p = os.path.join(outdir, split + ".jsonl")
        with open(p, "w", encoding="utf-8", newline="\n") as f:
            for c in cs:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")
        paths[split] = p
    return paths


# ---------------------------------------------------------------------------
# Self-check with the shared runner's own functions
# ---------------------------------------------------------------------------
def load_runner():
    path = os.environ.get("SECBENCH_RUNNER") or os.path.normpath(
        os.path.join(HERE, "..", "..", "..", "shared", "bench", "secrets", "run.py"))
    spec = importlib.util.spec_from_file_location("secbench_run", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod, path


def selfcheck(paths):
    run, rpath = load_runner()
    out = []
    for split, p in paths.items():
        cases = run.load_corpus(p)
        for c in cases:
            if c["label"] == "secret":
                r = run.span_range(c["text"], c["span"])
                assert r is not None, c["id"]
                assert c["text"][r[0]:r[1]] == c["span"]
            else:
                assert c["span"] is None
        results = {c["id"]: run.normalise({"secret": c["label"] == "secret",
                                           "spans": [c["span"]] if c["span"] else []}) for c in cases}
        s = run.score(cases, results)
        o = s["overall"]
        assert o["precision"] == 1.0 and o["recall"] == 1.0, (split, o)
        assert s["span_hit_rate"] == 1.0 and s["span_checked"] == o["tp"], split
        assert not s["errors"]
        for lang, b in s["by_lang"].items():
            assert b["precision"] == 1.0 and b["recall"] == 1.0, (split, lang, b)
        out.append("%s: %d cases load; %d gold spans found; precision %.3f recall %.3f span hit %.3f (%d); "
                   "by lang %s" % (split, len(cases), o["tp"] + o["fn"], o["precision"], o["recall"],
                                   s["span_hit_rate"], s["span_checked"],
                                   ", ".join("%s %.3f/%.3f" % (k, v["precision"], v["recall"])
                                             for k, v in s["by_lang"].items())))
    return out, rpath


# ---------------------------------------------------------------------------
# Count tables
# ---------------------------------------------------------------------------
def count_tables(cases, groups):
    lines = []
    for split in ("dev", "test"):
        cs = cases[split]
        cnt = Counter((c["kind"], c["lang"]) for c in cs)
        lines.append("### %s.jsonl — %d cases" % (split, len(cs)))
        lines.append("")
        lines.append("| label | kind | en | zh | mixed | total | templates |")
        lines.append("|---|---|---:|---:|---:|---:|---:|")
        for kind in KINDS:
            label = "secret" if kind in SECRET_KINDS else "benign"
            row = [cnt[(kind, l)] for l in LANGS]
            nt = sum(len(groups[(split, kind, l)]) for l in LANGS)
            lines.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, kind, row[0], row[1], row[2], sum(row), nt))
        tot_t = sum(len(v) for g, v in groups.items() if g[0] == split)
        for label in ("secret", "benign"):
            row = [sum(1 for c in cs if c["label"] == label and c["lang"] == l) for l in LANGS]
            lines.append("| **%s** | all | %d | %d | %d | %d | |" % (label, row[0], row[1], row[2], sum(row)))
        row = [sum(1 for c in cs if c["lang"] == l) for l in LANGS]
        lines.append("| **all** | | %d | %d | %d | %d | %d |" % (row[0], row[1], row[2], sum(row), tot_t))
        lines.append("")
        n = len(cs)
        ns = sum(1 for c in cs if c["label"] == "secret")
        lines.append("Secret %d (%.1f %%), benign %d (%.1f %%). Languages: en %.1f %%, zh %.1f %%, mixed %.1f %%."
                     % (ns, 100.0 * ns / n, n - ns, 100.0 * (n - ns) / n,
                        100.0 * row[0] / n, 100.0 * row[1] / n, 100.0 * row[2] / n))
        lines.append("")
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--counts", action="store_true")
    ap.add_argument("--readme", action="store_true")
    a = ap.parse_args(argv)
    cases, groups, checks, frames = build()
    paths = write(cases, a.out)
    hashes = []
    for split, p in paths.items():
        with open(p, "rb") as f:
            hashes.append("%s  %s\n" % (hashlib.sha256(f.read()).hexdigest(), os.path.basename(p)))
        print(hashes[-1], end="")
    print("structural checks passed (both splits): " +
          ", ".join("%s %d" % kv for kv in sorted(checks.items())))
    for label in ("secret", "benign"):
        n = frames[(label, True)] + frames[(label, False)]
        print("framed %s texts: %d of %d (%.3f)" % (label, frames[(label, True)], n, frames[(label, True)] / n))
    ntpl = {s: sum(len(v) for g, v in groups.items() if g[0] == s) for s in ("dev", "test")}
    print("templates: dev %d, test %d (disjoint)" % (ntpl["dev"], ntpl["test"]))
    tables = count_tables(cases, groups)
    if a.counts:
        print(tables)
    if a.readme:
        rp = os.path.join(HERE, "README.md")
        with open(rp, encoding="utf-8") as f:
            txt = f.read()
        new = re.sub(r"(<!-- counts:start -->\n).*?(<!-- counts:end -->)",
                     lambda m: m.group(1) + tables + "\n" + m.group(2), txt, flags=re.S)
        new = re.sub(r"(<!-- hashes:start -->\n).*?(<!-- hashes:end -->)",
                     lambda m: m.group(1) + "".join(hashes) + m.group(2), new, flags=re.S)
        with open(rp, "w", encoding="utf-8", newline="\n") as f:
            f.write(new)
    lines, rpath = selfcheck(paths)
    print("self-check with %s:" % rpath)
    for l in lines:
        print("  " + l)
    print("self-check OK")


if __name__ == "__main__":
    main()
