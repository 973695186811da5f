#!/usr/bin/env python3
"""Generate secrets_corpus16 (dev.jsonl + test.jsonl) and self-check it.

    /work/venv/bin/python make_corpus.py              # write both splits here, run the self-check
    /work/venv/bin/python make_corpus.py --out DIR    # write them into DIR
    /work/venv/bin/python make_corpus.py --counts     # also print the count tables
    /work/venv/bin/python make_corpus.py --readme     # also refresh the counts section of README.md

Deterministic: every (split, kind, lang) group draws from its own random.Random seeded by
SHA-256 of SEED and the group's name; the output is the same bytes on every run.
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
from collections import Counter, defaultdict
from urllib.parse import parse_qs, urlparse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import crypto16 as C  # noqa: E402
import gen16  # noqa: E402
import t_en  # noqa: E402
import t_mixed  # noqa: E402
import t_zh  # noqa: E402

SEED = "secrets_corpus16/issue18/v1"
ID_PREFIX = "k"
LANGS = ("en", "zh", "mixed")
RUNNER_DEFAULT = os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "bench", "secrets", "run.py"))

# ---------------------------------------------------------------------------
# kinds and quotas (cases per split)
# ---------------------------------------------------------------------------
SECRET_KINDS = ["otp", "security_answer", "pin", "password_nl", "login_pair", "wifi_password",
                "recovery_codes", "env_file", "url_credentials", "connection_string", "totp_secret",
                "crypto_wallet_key", "mnemonic_bip39_en", "mnemonic_zh", "door_code", "api_key", "jwt",
                "private_key", "card_number"]
BENIGN_KINDS = ["checksum", "postal_code", "code_config_benign", "secret_reference", "placeholder",
                "credential_talk", "bip39_prose", "redacted_text", "masked_value", "order_number",
                "tracking_number", "invoice_number", "isbn", "phone_number", "date_time", "version_string",
                "public_material", "identifier", "url_plain", "env_benign"]
QUOTA = {}
for k in ("otp", "security_answer", "pin"):
    QUOTA[k] = {"en": 28, "zh": 14, "mixed": 12}
for k in ("password_nl", "login_pair", "wifi_password", "recovery_codes", "env_file", "url_credentials",
          "connection_string", "totp_secret", "crypto_wallet_key", "mnemonic_bip39_en"):
    QUOTA[k] = {"en": 24, "zh": 12, "mixed": 12}
QUOTA["mnemonic_zh"] = {"en": 8, "zh": 28, "mixed": 12}
for k in ("door_code", "api_key", "jwt", "private_key", "card_number"):
    QUOTA[k] = {"en": 16, "zh": 8, "mixed": 8}
for k in BENIGN_KINDS[:9]:
    QUOTA[k] = {"en": 20, "zh": 10, "mixed": 10}
for k in BENIGN_KINDS[9:]:
    QUOTA[k] = {"en": 14, "zh": 8, "mixed": 8}

DEFAULT_GEN = {"otp": "otp", "pin": "pin", "door_code": "door", "password_nl": "pw", "login_pair": "pw_plain",
               "wifi_password": "wifi", "security_answer": "ans_any", "totp_secret": "totp",
               "recovery_codes": "rc_lines", "crypto_wallet_key": "wk_any", "mnemonic_bip39_en": "mn",
               "mnemonic_zh": "mz", "env_file": "env_hex", "url_credentials": "url_any",
               "connection_string": "cs_any", "api_key": "ak_any", "jwt": "jwt", "private_key": "pk_pem_any",
               "card_number": "card"}

# ---------------------------------------------------------------------------
# envelopes (generic frames), never applied to code
# ---------------------------------------------------------------------------
FRAME_P = 0.15
FRAMES = {
    "en": [("From Google Keep —\n", ""), ("[Evernote] ", ""), ("Note to self (⦃weekday⦄):\n", ""),
           ("Viber · ⦃time⦄\n", ""), ("LINE ⦃time⦄  ", ""), ("Drafts › ", ""), ("reMarkable → text:\n", ""),
           ("Fwd from ⦃name⦄: ", ""), ("", "\n\n— sent from Messenger"), ("", "\n\nsent from my Pixel"),
           ("", "  (pinned)"), ("(dictated) ", "")],
    "zh": [("【便签】", ""), ("", "\n——来自小米14"), ("飞书消息 · 昨天\n", ""), ("印象笔记 | ", ""),
           ("闲鱼消息：", ""), ("抖音私信 · ", ""), ("微博私信：", ""), ("家庭群 · ⦃rel_zh⦄：\n", ""),
           ("", "（已读）"), ("（截图文字）\n", "")],
    "mixed": [("Google Keep 备忘：\n", ""), ("飞书 message：", ""), ("LINE 群 · ⦃time⦄\n", ""),
              ("Note 笔记：", ""), ("", "\n—— sent from iPhone 手机"), ("WhatsApp 转发：", ""),
              ("【便签】", ""), ("", "（已读）")],
}

# ---------------------------------------------------------------------------
# templates
# ---------------------------------------------------------------------------
CHOICE = re.compile(r"⦅([^⦅⦆]*)⦆")
SLOT = re.compile(r"⦃([^⦃⦄]+)⦄")


def load_templates():
    groups = {}
    for lang, mod in (("en", t_en), ("zh", t_zh), ("mixed", t_mixed)):
        for kind, tpls in mod.T.items():
            assert kind in QUOTA, (lang, kind)
            groups[(kind, lang)] = list(tpls)
    for kind in QUOTA:
        for lang in LANGS:
            tpls = groups.get((kind, lang))
            assert tpls, "no templates for %s/%s" % (kind, lang)
            assert len(tpls) % 2 == 0, "odd number of templates for %s/%s" % (kind, lang)
    alltexts = [t for v in groups.values() for t in v]
    dup = [t for t, n in Counter(alltexts).items() if n > 1]
    assert not dup, "template text occurs twice: %r" % dup[:1]
    split = {"dev": {}, "test": {}}
    for (kind, lang), tpls in sorted(groups.items()):
        for i, t in enumerate(tpls):
            tid = "%s.%s.%02d" % (kind, lang, i + 1)
            split["dev" if i % 2 == 0 else "test"].setdefault((kind, lang), []).append((tid, t))
    return groups, split


def expand_choices(s, r):
    while True:
        m = CHOICE.search(s)
        if not m:
            return s
        opts = m.group(1).split("|")
        s = s[:m.start()] + opts[r.randrange(len(opts))] + s[m.end():]


def fill(s, r, kind, memo, allow_secret):
    """-> (text, secret_value or None, secret_offset or None, secret_gen or None)"""
    out, pos, secret, off, sgen = [], 0, None, None, None
    length = 0
    for m in SLOT.finditer(s):
        lit = s[pos:m.start()]
        out.append(lit)
        length += len(lit)
        name = m.group(1)
        if name == "S" or name.startswith("S:"):
            if not allow_secret or secret is not None:
                raise AssertionError("unexpected secret slot in %r" % s[:60])
            sgen = name[2:] if name.startswith("S:") else DEFAULT_GEN[kind]
            assert sgen in gen16.GEN, "unknown generator %s" % sgen
            val = gen16.GEN[sgen](r)
            secret, off = val, length
        else:
            key = name
            base = name.split("#")[0]
            assert base in gen16.GEN, "unknown filler %s" % base
            if "#" in name:
                if key not in memo:
                    memo[key] = gen16.GEN[base](r)
                val = memo[key]
            else:
                val = gen16.GEN[base](r)
        out.append(val)
        length += len(val)
        pos = m.end()
    out.append(s[pos:])
    return "".join(out), secret, off, sgen


def render(tpl, kind, lang, r):
    code = tpl.startswith("@code ")
    body = tpl[len("@code "):] if code else tpl
    body = expand_choices(body, r)
    memo = {}
    is_secret = kind in SECRET_KINDS
    text, secret, off, sgen = fill(body, r, kind, memo, is_secret)
    if is_secret:
        assert secret is not None, "secret template rendered without a secret slot: %r" % tpl[:60]
    framed = False
    if not code and r.random() < FRAME_P:
        pre, post = FRAMES[lang][r.randrange(len(FRAMES[lang]))]
        pre = fill(pre, r, kind, memo, False)[0]
        post = fill(post, r, kind, memo, False)[0]
        text = pre + text + post
        if off is not None:
            off += len(pre)
        framed = True
    return text, secret, off, sgen, framed


# ---------------------------------------------------------------------------
# structural readers and checks
# ---------------------------------------------------------------------------
HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
FW_TABLE = {0xFF10 + i: 0x30 + i for i in range(10)}
FW_TABLE.update({0xFF21 + i: 0x41 + i for i in range(26)})
FW_TABLE.update({0xFF41 + i: 0x61 + i for i in range(26)})
CIRC = {chr(0x2460 + i): i + 1 for i in range(20)}
CIRC.update({chr(0x3251 + i): 21 + i for i in range(4)})
ZH_NUMERAL = "一二三四五六七八九"


def zh_numeral(s):
    if s == "十":
        return 10
    if s.startswith("十"):
        return 10 + ZH_NUMERAL.index(s[1]) + 1
    if "十" in s:
        a, _, b = s.partition("十")
        return (ZH_NUMERAL.index(a) + 1) * 10 + (ZH_NUMERAL.index(b) + 1 if b else 0)
    return ZH_NUMERAL.index(s) + 1


def _ordered(pairs):
    """pairs: list of (number or None, word). -> list of candidate word orders."""
    words = [w for _, w in pairs]
    cands = [words]
    nums = [n for n, _ in pairs]
    if all(n is not None for n in nums) and sorted(nums) == list(range(1, len(nums) + 1)):
        cands.append([w for _, w in sorted(pairs)])
    return cands


def read_en_phrase(span):
    s = span.translate(FW_TABLE)
    s = re.sub(r"<[^>]+>", " ", s)
    s = re.sub(r"\\[a-z]+(\{[a-z]+\})?", " ", s)
    s = re.sub(r"\bword (\d+):", r" \1 ", s)
    toks = re.findall(r"\d+|[\u2460-\u2473\u3251-\u3254]|[A-Za-z]+", s)
    before, after = [], []
    pending = None
    for i, t in enumerate(toks):
        if t in CIRC or t.isascii() and t.isdigit():
            pending = CIRC[t] if t in CIRC else int(t)
            continue
        w = t.lower()
        before.append((pending, w))
        pending = None
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        after.append((int(nxt) if nxt and nxt.isascii() and nxt.isdigit() else None, w))
    cands = _ordered(before) + _ordered(after)[1:]
    return cands + [[w for w in c if w in C.EN_SET] for c in cands]


def read_zh_phrase(span):
    s = span.translate(FW_TABLE)
    toks = re.findall(r"第\d+位|\d+|[\u2460-\u2473\u3251-\u3254]|[一二三四五六七八九十]+(?=、)|[\u4e00-\u9fff]", s)
    pairs, pending = [], None
    for t in toks:
        if (len(t) > 2 and t[0] == "第"):
            pending = int(t[1:-1])
        elif t in CIRC:
            pending = CIRC[t]
        elif t.isdigit():
            pending = int(t)
        elif len(t) > 1:
            pending = zh_numeral(t)
        else:
            pairs.append((pending, t))
            pending = None
    cands = _ordered(pairs)
    # alternative reading: single numerals followed by 、 are numbers
    pairs2, pending = [], None
    for m in re.finditer(r"第\d+位|\d+|[\u2460-\u2473\u3251-\u3254]|([一二三四五六七八九十]+)、|[\u4e00-\u9fff]", s):
        t = m.group(0)
        if m.group(1):
            pending = zh_numeral(m.group(1))
        elif (len(t) > 2 and t[0] == "第"):
            pending = int(t[1:-1])
        elif t in CIRC:
            pending = CIRC[t]
        elif t.isdigit():
            pending = int(t)
        else:
            pairs2.append((pending, t))
            pending = None
    cands += _ordered(pairs2)
    cands.append(HAN.findall(s))
    return cands


EN_DIGIT = {w: str(i) for i, w in enumerate(gen16.EN_DIG)}
EN_DIGIT.update({"oh": "0", "o": "0"})
EN_TEEN = {w: str(10 + i) for i, w in enumerate(gen16.TEENS)}
EN_TENS = {w: str(i) for i, w in enumerate(gen16.TENS) if w}
ZH_DIGIT = {"零": "0", "〇": "0", "洞": "0", "一": "1", "幺": "1", "二": "2", "两": "2", "三": "3", "四": "4",
            "五": "5", "六": "6", "七": "7", "拐": "7", "八": "8", "九": "9", "勾": "9"}


def digits_of(span):
    s = span.translate(FW_TABLE).strip()
    s2 = re.sub(r"^[#*C]", "", s)
    s2 = re.sub(r"(#|\*|✓| ENT)$", "", s2)
    s3 = re.sub(r"[\s.\-,、，]", "", s2)
    if s3.isdigit():
        return s3
    if HAN.search(s):
        out = ""
        for ch in s:
            if ch in ZH_DIGIT:
                out += ZH_DIGIT[ch]
            elif ch.isdigit():
                out += ch
            elif ch in " 、，,":
                continue
            else:
                return None
        return out
    toks = re.findall(r"[a-z]+(?:-[a-z]+)?", s.lower())
    out, i = "", 0
    while i < len(toks):
        t = toks[i]
        if t in ("double", "triple") and i + 1 < len(toks) and toks[i + 1] in EN_DIGIT:
            out += EN_DIGIT[toks[i + 1]] * (2 if t == "double" else 3)
            i += 2
            continue
        if t in EN_DIGIT:
            out += EN_DIGIT[t]
        elif t in EN_TEEN:
            out += EN_TEEN[t]
        elif "-" in t and t.split("-")[0] in EN_TENS and t.split("-")[1] in EN_DIGIT:
            out += EN_TENS[t.split("-")[0]] + EN_DIGIT[t.split("-")[1]]
        elif t in EN_TENS:
            out += EN_TENS[t] + "0"
        else:
            return None
        i += 1
    return out or None


API_PATTERNS = [r"^sk-proj-[\w-]{74}T3BlbkFJ[\w-]{74}$", r"^sk-ant-api03-[\w-]{93}AA$", r"^gh[pousr]_[A-Za-z0-9]{36}$",
                r"^github_pat_11[A-Z0-9]{20}_[A-Za-z0-9]{59}$", r"^glpat-[\w-]{20}$", r"^[sr]k_live_[A-Za-z0-9]{40,99}$",
                r"^xoxb-\d+-\d+-[A-Za-z0-9]{24}$", r"^AIza[\w-]{35}$", r"^SG\.[\w-]{22}\.[\w-]{43}$",
                r"^SK[0-9a-f]{32}$", r"^[0-9a-f]{32}-us\d+$", r"^hf_[A-Za-z0-9]{34}$", r"^npm_[A-Za-z0-9]{36}$",
                r"^shpat_[0-9a-f]{32}$", r"^\d{9,10}:AA[\w-]{33}$", r"^dop_v1_[0-9a-f]{64}$", r"^ntn_[A-Za-z0-9]{46}$",
                r"^pat[A-Za-z0-9]{14}\.[0-9a-f]{64}$", r"^sk\.eyJ1Ijoi[A-Za-z0-9]{30}\.[\w-]{22}$",
                r"^sbp_[0-9a-f]{40}$", r"^gsk_[A-Za-z0-9]{52}$", r"^lin_api_[A-Za-z0-9]{40}$",
                r"^PMAK-[0-9a-f]{24}-[0-9a-f]{34}$", r"^sk-[0-9a-f]{32}$", r"^[A-Za-z0-9/+]{40}$",
                r"^[A-Za-z0-9]{24,32}$", r"^[0-9a-f]{32}$", r"^sntrys_eyJpYXQiOj[A-Za-z0-9]{60}$", r"^pul-[0-9a-f]{40}$", r"^figd_[\w-]{40}$"]


def check_secret(kind, span):
    """Structural check of a secret span; returns the name of the check passed or raises."""
    if kind == "card_number":
        d = re.sub(r"[\s-]", "", span.translate(FW_TABLE))
        assert d.isdigit() and C.luhn_ok(d) and C.card_brand(d) and d not in C.TEST_CARDS, span
        return "luhn_card"
    if kind == "mnemonic_bip39_en":
        assert any(C.bip39_valid(c, "en") for c in read_en_phrase(span)), span
        return "bip39_en_checksum"
    if kind == "mnemonic_zh":
        assert any(C.bip39_valid(c, "zh") for c in read_zh_phrase(span)), span
        return "bip39_zh_checksum"
    if kind == "totp_secret":
        s = span
        if s.startswith("otpauth://"):
            s = parse_qs(urlparse(s).query)["secret"][0]
        raw = C.b32_decode_loose(s)
        assert raw is not None and len(raw) in (10, 16, 20, 32), span
        return "base32_seed"
    if kind == "crypto_wallet_key":
        if span.startswith("nsec1"):
            hrp, data = C.bech32_decode(span)
            assert hrp == "nsec" and len(data) == 32
            return "bech32_nsec"
        if span.startswith("xprv"):
            raw = C.b58check_decode(span)
            assert raw and len(raw) == 78 and raw[:4] == b"\x04\x88\xad\xe4" and raw[45] == 0
            assert 1 <= int.from_bytes(raw[46:], "big") < C.SECP_N
            return "base58check_xprv"
        if span.startswith("["):
            arr = bytes(json.loads(span))
            assert len(arr) == 64 and C.ed25519_pub(arr[:32]) == arr[32:]
            return "solana_keypair"
        h = span[2:] if span.startswith("0x") else span
        if re.fullmatch(r"[0-9a-f]{64}", h):
            assert 1 <= int(h, 16) < C.SECP_N
            return "secp256k1_scalar"
        if span[0] in "5KL" and len(span) in (51, 52):
            raw = C.b58check_decode(span)
            assert raw and raw[0] == 0x80 and (len(raw) == 33 or (len(raw) == 34 and raw[-1] == 1))
            return "base58check_wif"
        raw = C.b58decode(span)
        assert len(raw) == 64 and C.ed25519_pub(raw[:32]) == raw[32:]
        return "solana_keypair"
    if kind == "jwt":
        assert C.jwt_ok(span), span
        return "jwt_segments_json"
    if kind == "private_key":
        if "PRIVATE KEY-----" in span:
            C.load_private(span)
            return "openssh_parsed" if "OPENSSH" in span else "pem_parsed"
        if span.startswith("AGE-SECRET-KEY-1"):
            hrp, data = C.bech32_decode(span)
            assert hrp == "age-secret-key-" and len(data) == 32
            return "bech32_age"
        assert len(base64.b64decode(span)) == 32
        return "wireguard_32_bytes"
    if kind in ("pin", "door_code", "otp"):
        if kind == "otp" and re.fullmatch(r"[23456789BCDFGHJKMNPQRTVWXY]{5}", span):
            return "steam_guard_alnum"
        if kind == "otp" and span.startswith("G-"):
            span = span[2:]
        d = digits_of(span)
        assert d and 3 <= len(d) <= 8, (kind, span)
        return "digits_decode_" + kind
    if kind == "url_credentials":
        u = urlparse(span)
        q = parse_qs(u.query)
        ok = bool(u.scheme) and (bool(u.password) or (u.username and len(u.username) > 20)
                                 or any(k in q for k in ("token", "access_token", "api_key", "key", "auth", "pwd"))
                                 or re.search(r"/(services|webhooks|hook|webhookb2|ical)/|/bot\d+:", span))
        assert ok, span
        return "url_has_credential"
    if kind == "connection_string":
        ok = (re.search(r"://[^/@\s:]*:[^@\s]+@", span) or re.search(r"(?i)(^|[;&?\s])(password|pwd)=[^;&\s]+", span)
              or re.match(r"^[\w.]+/[^@\s]+@//", span) or re.match(r"^[\w.]+:[^@\s]+@tcp\(", span))
        assert ok, span
        return "connstring_has_password"
    if kind == "recovery_codes":
        assert re.search(r"[0-9a-zA-Z]{4,}", span)
        return "recovery_code_tokens"
    if kind == "api_key":
        assert any(re.match(p, span) for p in API_PATTERNS), span
        return "api_key_shape"
    assert span.strip()
    return "other_nonempty"


CARD_RUN = re.compile(r"(?<!\d)(\d(?:[ -]?\d){12,18})(?!\d)")
TEST_VECTOR = ["abandon"] * 11 + ["about"]


def benign_problems(text):
    t = text.translate(FW_TABLE)
    for m in CARD_RUN.finditer(t):
        d = re.sub(r"[ -]", "", m.group(1))
        if C.card_brand(d) and C.luhn_ok(d) and d not in C.TEST_CARDS:
            return "card-like number " + d
    # English list words: any checksum-valid window in a run of list words
    run = []
    for w in re.findall(r"[A-Za-z]+", t) + [None]:
        if w is not None and w.lower() in C.EN_SET:
            run.append(w.lower())
            continue
        for n in (12, 15, 18, 21, 24):
            for i in range(0, len(run) - n + 1):
                win = run[i:i + n]
                if win != TEST_VECTOR and C.bip39_valid(win, "en"):
                    return "valid English seed window"
        run = []
    # Chinese: maximal contiguous runs of list characters
    for m in re.finditer(r"[\u4e00-\u9fff]+", t):
        seq = m.group(0)
        if all(ch in C.ZH_SET for ch in seq) and len(seq) in (12, 15, 18, 21, 24) and C.bip39_valid(list(seq), "zh"):
            return "valid Chinese seed run"
    # Chinese: isolated list characters written one by one
    iso = [(m.start(), m.group(0)) for m in re.finditer(r"(?<![\u4e00-\u9fff])[\u4e00-\u9fff](?![\u4e00-\u9fff])", t)]
    run, last = [], None
    for pos, ch in iso + [(None, None)]:
        gap_ok = last is not None and pos is not None and re.fullmatch(r"[\s\d.、，,/|()（）「」\u3000]*", t[last + 1:pos])
        if ch is not None and ch in C.ZH_SET and (not run or gap_ok):
            run.append(ch)
            last = pos
            continue
        for n in (12, 15, 18, 21, 24):
            for i in range(0, len(run) - n + 1):
                if C.bip39_valid(run[i:i + n], "zh"):
                    return "valid Chinese seed sequence"
        run = [ch] if (ch is not None and ch in C.ZH_SET) else []
        last = pos
    return None


def lang_problems(lang, text, span, off):
    outside = text if span is None else text[:off] + text[off + len(span):]
    has_han = bool(HAN.search(outside))
    if lang == "en":
        return "Han outside span in en text" if has_han else None
    if not has_han:
        return "no Han outside span"
    if lang == "mixed":
        words = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", outside)}
        if len(words) < 2:
            return "mixed text with fewer than 2 Latin words outside span"
    return None


# ---------------------------------------------------------------------------
# generation
# ---------------------------------------------------------------------------
def group_rng(split, kind, lang):
    h = hashlib.sha256(("%s|%s|%s|%s" % (SEED, split, kind, lang)).encode()).digest()
    return random.Random(int.from_bytes(h[:16], "big"))


def generate():
    C.selftest()
    groups, split_tpls = load_templates()
    seen_texts = set()
    out = {"dev": [], "test": []}
    checks = Counter()
    framed = Counter()
    for split in ("dev", "test"):
        for kind in SECRET_KINDS + BENIGN_KINDS:
            for lang in LANGS:
                tpls = split_tpls[split][(kind, lang)]
                r = group_rng(split, kind, lang)
                label = "secret" if kind in SECRET_KINDS else "benign"
                for i in range(QUOTA[kind][lang]):
                    tid, tpl = tpls[i % len(tpls)]
                    last = None
                    for attempt in range(400):
                        text, span, off, sgen, fr = render(tpl, kind, lang, r)
                        if text in seen_texts:
                            last = "duplicate text"
                            continue
                        if label == "secret":
                            if span != span.strip() or not span or text.find(span) != off:
                                last = "span not first occurrence / whitespace"
                                continue
                            problem = lang_problems(lang, text, span, off)
                            if problem:
                                last = problem
                                continue
                            chk = check_secret(kind, span)
                        else:
                            problem = lang_problems(lang, text, None, None) or benign_problems(text)
                            if problem:
                                last = problem
                                continue
                            chk = "benign_no_card_no_seed"
                        break
                    else:
                        raise SystemExit("template %s: no valid render after 400 attempts (%s)" % (tid, last))
                    seen_texts.add(text)
                    checks[chk] += 1
                    framed[(split, label)] += fr
                    cid = ID_PREFIX + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
                    out[split].append({"id": cid, "text": text, "lang": lang, "label": label, "kind": kind,
                                       "span": span if label == "secret" else None, "source": "synthetic",
                                       "template": tid})
    # split invariants
    dev_t = {c["template"] for c in out["dev"]}
    test_t = {c["template"] for c in out["test"]}
    assert not dev_t & test_t
    txt = {s: {t for (k, l), v in split_tpls[s].items() for _, t in v} for s in ("dev", "test")}
    assert not txt["dev"] & txt["test"]
    for s in ("dev", "test"):
        cnt = Counter((c["kind"], c["lang"]) for c in out[s])
        assert all(cnt[(k, l)] == QUOTA[k][l] for k in QUOTA for l in LANGS)
    ids = [c["id"] for s in out for c in out[s]]
    assert len(ids) == len(set(ids)), "id collision"
    for s in out:
        out[s].sort(key=lambda c: c["id"])
    return out, split_tpls, checks, framed


def write(out, outdir):
    paths = {}
    for s in ("dev", "test"):
        p = os.path.join(outdir, s + ".jsonl")
        with open(p, "w", encoding="utf-8", newline="\n") as f:
            for c in out[s]:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")
        paths[s] = p
    return paths


# ---------------------------------------------------------------------------
# self-check with the runner's own functions
# ---------------------------------------------------------------------------
def self_check(paths):
    runner = os.environ.get("SECBENCH_RUNNER", RUNNER_DEFAULT)
    spec = importlib.util.spec_from_file_location("secbench_run", runner)
    run = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(run)
    report = {}
    for s, p in paths.items():
        cases = run.load_corpus(p)
        results = {}
        for c in cases:
            if c["label"] == "secret":
                rng = run.span_range(c["text"], c["span"])
                assert rng is not None, "gold span not found in %s" % c["id"]
                assert c["text"][rng[0]:rng[1]] == c["span"]
                results[c["id"]] = run.normalise({"secret": True, "spans": [c["span"]]})
            else:
                assert c["span"] is None
                results[c["id"]] = run.normalise({"secret": False, "spans": []})
        sc = run.score(cases, results)
        o = sc["overall"]
        assert o["precision"] == 1.0 and o["recall"] == 1.0 and o["fp"] == 0 and o["fn"] == 0, o
        assert sc["span_hit_rate"] == 1.0 and sc["span_checked"] == o["tp"], sc["span_hit_rate"]
        assert not sc["errors"]
        for lang, b in sc["by_lang"].items():
            assert b["precision"] == 1.0 and b["recall"] == 1.0, (lang, b)
        report[s] = (len(cases), o["precision"], o["recall"], sc["span_hit_rate"])
    return report


# ---------------------------------------------------------------------------
# count tables
# ---------------------------------------------------------------------------
def count_tables(out, split_tpls):
    lines = []
    for s in ("dev", "test"):
        cases = out[s]
        lines.append("### %s.jsonl — %d cases\n" % (s, len(cases)))
        lines.append("| label | kind | en | zh | mixed | total | templates |")
        lines.append("|---|---|---:|---:|---:|---:|---:|")
        cnt = Counter((c["kind"], c["lang"]) for c in cases)
        tot = defaultdict(Counter)
        ntpl_all = 0
        for label, kinds in (("secret", SECRET_KINDS), ("benign", BENIGN_KINDS)):
            for k in kinds:
                row = [cnt[(k, l)] for l in LANGS]
                ntpl = sum(len(split_tpls[s][(k, l)]) for l in LANGS)
                ntpl_all += ntpl
                for l, n in zip(LANGS, row):
                    tot[label][l] += n
                lines.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, k, row[0], row[1], row[2], sum(row), ntpl))
        for label in ("secret", "benign"):
            row = [tot[label][l] for l in LANGS]
            lines.append("| **%s** | all | %d | %d | %d | %d | |" % (label, row[0], row[1], row[2], sum(row)))
        row = [tot["secret"][l] + tot["benign"][l] for l in LANGS]
        lines.append("| **all** | | %d | %d | %d | %d | %d |" % (row[0], row[1], row[2], sum(row), ntpl_all))
        ns = sum(tot["secret"].values())
        n = len(cases)
        lines.append("")
        lines.append("Secret %d (%.1f %%), benign %d (%.1f %%). Languages: en %.1f %%, zh %.1f %%, mixed %.1f %%." % (
            ns, 100 * ns / n, n - ns, 100 * (n - ns) / n, 100 * row[0] / n, 100 * row[1] / n, 100 * row[2] / n))
        lines.append("")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--counts", action="store_true")
    ap.add_argument("--readme", action="store_true")
    a = ap.parse_args()
    out, split_tpls, checks, framed = generate()
    paths = write(out, a.out)
    rep = self_check(paths)
    for s, (n, p, r, sh) in rep.items():
        print("self-check %s: %d cases load; every gold span found; gold verdicts score precision %.3f recall %.3f span hit %.3f" % (s, n, p, r, sh))
    ntpl = sum(len(v) for s in split_tpls for v in split_tpls[s].values())
    print("templates: %d (dev %d, test %d)" % (ntpl, sum(len(v) for v in split_tpls["dev"].values()),
                                                sum(len(v) for v in split_tpls["test"].values())))
    print("structure checks passed: " + ", ".join("%s %d" % kv for kv in sorted(checks.items())))
    print("framed: " + ", ".join("%s/%s %d" % (k[0], k[1], v) for k, v in sorted(framed.items())))
    for s, p in paths.items():
        print("%s  %s" % (hashlib.sha256(open(p, "rb").read()).hexdigest(), os.path.basename(p)))
    tables = count_tables(out, split_tpls)
    if a.counts:
        print(tables)
    if a.readme:
        rp = os.path.join(HERE, "README.md")
        txt = open(rp, encoding="utf-8").read()
        pre, _, rest = txt.partition("<!-- counts:start -->")
        _, _, post = rest.partition("<!-- counts:end -->")
        with open(rp, "w", encoding="utf-8") as f:
            f.write(pre + "<!-- counts:start -->\n" + tables + "\n<!-- counts:end -->" + post)


if __name__ == "__main__":
    main()
