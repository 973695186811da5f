#!/usr/bin/env python3
"""Build secrets_corpus18: dev.jsonl and test.jsonl from hand-written templates.

    python make_corpus.py              # writes dev.jsonl and test.jsonl here, runs the self-check
    python make_corpus.py --out DIR    # writes them into DIR
    python make_corpus.py --counts     # also prints the count tables
    python make_corpus.py --readme     # also refreshes the counts and hashes sections of README.md

Deterministic: every (split, kind, lang) group draws from its own random.Random,
seeded with SHA-256 of SEED and the group's name.
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

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import struct18 as S  # noqa: E402
import vals18 as V  # noqa: E402

SEED = "secrets_corpus18/2026"
ID_PREFIX = "r"

# ---------------------------------------------------------------------------
# Kinds and quotas (per split: en, zh, mixed)
# ---------------------------------------------------------------------------
WEAK_SECRET = ["otp", "security_answer", "pin", "password_nl", "totp_secret", "crypto_wallet_key",
               "env_file", "mnemonic_bip39_en", "mnemonic_zh", "connection_string", "wifi_password",
               "recovery_codes"]
OTHER_SECRET = ["login_pair", "door_code", "url_credentials", "api_key", "jwt", "private_key", "card_number"]
WEAK_BENIGN = ["checksum", "postal_code", "code_config_benign", "secret_reference", "placeholder"]
OTHER_BENIGN = ["credential_talk", "masked_value", "redacted_text", "bip39_prose", "order_number",
                "tracking_number", "phone_number", "version_string", "date_time", "public_material",
                "identifier", "git_log", "url_plain", "env_benign", "everyday_number"]

QUOTA = {}
TPL_PLAN = {}
for k in WEAK_SECRET:
    QUOTA[k] = (21, 18, 13)
    TPL_PLAN[k] = (8, 6, 6)
QUOTA["mnemonic_zh"] = (8, 30, 14)
TPL_PLAN["mnemonic_zh"] = (4, 10, 6)
for k in OTHER_SECRET:
    QUOTA[k] = (12, 10, 7)
    TPL_PLAN[k] = (6, 4, 4)
for k in WEAK_BENIGN:
    QUOTA[k] = (16, 14, 10)
    TPL_PLAN[k] = (8, 6, 6)
for k in OTHER_BENIGN:
    QUOTA[k] = (13, 11, 8)
    TPL_PLAN[k] = (4, 4, 4)
SECRET_KINDS = set(WEAK_SECRET + OTHER_SECRET)
LANGS = ("en", "zh", "mixed")

DEFAULT_GEN = {
    "otp": "otp", "security_answer": "sa_any", "pin": "pin", "password_nl": "pw", "totp_secret": "totp_g4",
    "crypto_wallet_key": "wk_any", "env_file": "env_val", "mnemonic_bip39_en": "mn", "mnemonic_zh": "mz",
    "connection_string": "cs_any", "wifi_password": "wifi", "recovery_codes": "rc_any", "login_pair": "pw",
    "door_code": "door", "url_credentials": "url_any", "api_key": "ak_any", "jwt": "jwt_any",
    "private_key": "pk_any", "card_number": "card",
}
# which value families a kind may use
KIND_FAMILIES = {
    "otp": {"digits", "otp_alnum"}, "pin": {"digits"}, "door_code": {"digits"},
    "password_nl": {"password", "spelled"}, "login_pair": {"password", "spelled"},
    "security_answer": {"answer"}, "totp_secret": {"base32", "otpauth", "hexseed", "byteseed"},
    "crypto_wallet_key": {"wif", "hexkey", "xprv", "solana58", "solana_arr", "nsec", "wallet_any"},
    "env_file": {"env", "password", "api"}, "mnemonic_bip39_en": {"bip39_en"},
    "mnemonic_zh": {"bip39_zh", "bip39_zht"}, "connection_string": {"connstring"},
    "wifi_password": {"wpa", "password"}, "recovery_codes": {"recovery"},
    "url_credentials": {"url"}, "api_key": {"api", "api_any"}, "jwt": {"jwt"},
    "private_key": {"pem", "pem_escaped", "age", "wg", "jwk"}, "card_number": {"card"},
}

# ---------------------------------------------------------------------------
# Template language
#   ⟦S⟧ / ⟦S:gen⟧   the secret (kind default / named generator)
#   ⟦gen⟧           a filler; ⟦gen#k⟧ the same value again; ⟦gen#k.i⟧ field i of a tuple
#   ⟪a¦b¦c⟫         a phrasing choice (nestable)
#   "@code " at the start: code/config, never wrapped in an envelope
# ---------------------------------------------------------------------------
class TemplateError(Exception):
    pass


def parse(src):
    pos = 0

    def seq(stop):
        nonlocal pos
        items = []
        buf = []
        while pos < len(src):
            c = src[pos]
            if c in stop:
                break
            if c == "⟦":
                end = src.index("⟧", pos)
                if buf:
                    items.append(("lit", "".join(buf)))
                    buf = []
                items.append(("slot", src[pos + 1:end]))
                pos = end + 1
            elif c == "⟪":
                if buf:
                    items.append(("lit", "".join(buf)))
                    buf = []
                pos += 1
                alts = []
                while True:
                    alts.append(seq("¦⟫"))
                    if pos >= len(src):
                        raise TemplateError("unclosed choice in %r" % src[:60])
                    if src[pos] == "⟫":
                        pos += 1
                        break
                    pos += 1
                items.append(("choice", alts))
            elif c in "⟧⟫¦":
                raise TemplateError("stray %r in %r" % (c, src[:80]))
            else:
                buf.append(c)
                pos += 1
        if buf:
            items.append(("lit", "".join(buf)))
        return items

    tree = seq("")
    if pos != len(src):
        raise TemplateError("trailing text in %r" % src[:60])
    return tree


def slot_names(tree):
    for node in tree:
        if node[0] == "slot":
            yield node[1]
        elif node[0] == "choice":
            for alt in node[1]:
                yield from slot_names(alt)


class Render:
    def __init__(self, rng, kind):
        self.rng = rng
        self.kind = kind
        self.out = []
        self.n = 0
        self.cache = {}
        self.secret = None  # (offset, value, gen)
        self.secret_count = 0

    def emit(self, s):
        self.out.append(s)
        self.n += len(s)

    def run(self, tree):
        for node in tree:
            if node[0] == "lit":
                self.emit(node[1])
            elif node[0] == "choice":
                self.run(self.rng.choice(node[1]))
            else:
                self.slot(node[1])

    def slot(self, name):
        if name == "S" or name.startswith("S:"):
            gen = name[2:] if name.startswith("S:") else DEFAULT_GEN[self.kind]
            fam, fn = V.SECRET[gen]
            val = fn(self.rng)
            self.secret_count += 1
            self.secret = (self.n, val, gen, fam)
            self.emit(val)
            return
        field = None
        key = None
        if "#" in name:
            base, key = name.split("#", 1)
            if "." in key:
                key, field = key.split(".", 1)
                field = int(field)
        else:
            base = name
        if base not in V.FILL:
            raise TemplateError("unknown filler %r" % base)
        if key is not None:
            ck = (base, key)
            if ck not in self.cache:
                self.cache[ck] = V.FILL[base](self.rng)
            val = self.cache[ck]
        else:
            val = V.FILL[base](self.rng)
        if isinstance(val, tuple):
            val = val[field if field is not None else 0]
        self.emit(str(val))

    def text(self):
        return "".join(self.out)


# ---------------------------------------------------------------------------
# Envelopes (frames) applied with probability ENV_P to non-code texts
# ---------------------------------------------------------------------------
ENV_P = 0.15
ENVELOPES = {
    "en": [
        ("Apple Notes — shared with ⟦name_en⟧\n\n", ""), ("OneNote › Personal › Quick Notes\n", ""),
        ("[Simplenote] ", ""), ("Standard Notes · ⟦date_en⟧\n", ""), ("Slack · DM from ⟦name_en⟧\n", ""),
        ("Teams chat · ⟦hhmm⟧\n", ""), ("", "\n\n— dictated to Siri, excuse the typos"),
        ("", "\n\nSent from Outlook for Android"), ("Trello · Home admin card\n", ""),
        ("Mastodon DM · ⟦hhmm⟧\n", ""), ("(text pulled from a screenshot)\n", ""), ("", "\n[edited]"),
    ],
    "zh": [
        ("【有道云笔记】\n", ""), ("【幕布】", ""), ("滴答清单 · ", ""), ("flomo · ", ""), ("QQ邮箱草稿箱\n", ""),
        ("", "\n——发自荣耀 Magic6"), ("", "\n——发自OPPO Find X7"), ("语雀 · 个人知识库\n", ""),
        ("坚果云笔记：", ""), ("（长按复制自备忘录）\n", ""), ("【微信收藏】", ""), ("", "\n（已编辑）"),
    ],
    "mixed": [
        ("Slack 频道 #ops · ", ""), ("Teams 会议聊天：", ""), ("WhatsApp Business 回复 · ", ""),
        ("Obsidian 日记 · ⟦date_iso⟧\n", ""), ("Google Docs 评论：", ""), ("", "\n— 用 iPad 写的 sorry typos"),
        ("Notes 备忘 · ", ""), ("", "\n（forwarded from my work phone）"),
    ],
}


def envelope(rng, lang):
    pre, post = rng.choice(ENVELOPES[lang])
    r = Render(rng, None)
    r.run(parse(pre))
    pre = r.text()
    r = Render(rng, None)
    r.run(parse(post))
    return pre, r.text()


# ---------------------------------------------------------------------------
# Structural checks on secret values
# ---------------------------------------------------------------------------
HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
EN_NUM = {w: str(i) for i, w in enumerate(V.EN_DIG)}
EN_NUM["oh"] = "0"
ZH_NUM = {c: str(i) for i, c in enumerate(V.ZH_DIG)}
ZH_NUM.update({"洞": "0", "幺": "1", "两": "2", "拐": "7"})
TEN_W = {w: i for i, w in enumerate(V.TENS) if w}
TEEN_W = {w: 10 + i for i, w in enumerate(V.TEENS)}


def nfkc_digits(s):
    return "".join(chr(ord(c) - 0xFEE0) if "\uff10" <= c <= "\uff19" else c for c in s)


def decode_digits(span):
    s = nfkc_digits(span).lower()
    out = ""
    toks = re.findall(r"[a-z]+|\d|[\u4e00-\u9fff]", s)
    i = 0
    while i < len(toks):
        tok = toks[i]
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        if tok.isdigit():
            out += tok
        elif tok in TEN_W:
            if nxt in EN_NUM and EN_NUM[nxt] != "0":
                out += str(TEN_W[tok]) + EN_NUM[nxt]
                i += 1
            else:
                out += str(TEN_W[tok]) + "0"
        elif tok in EN_NUM:
            out += EN_NUM[tok]
        elif tok in ZH_NUM:
            out += ZH_NUM[tok]
        elif tok in TEEN_W:
            out += str(TEEN_W[tok])
        elif tok in ("r", "l", "right", "left"):
            pass
        else:
            return None
        i += 1
    return out


NUMBERED_EN = re.compile(r"(\d+)[^A-Za-z0-9\n]{0,4}([A-Za-z]+)")
NUMBERED_ZH = re.compile(r"(\d+)[^0-9\u3400-\u9fff]{0,3}([\u3400-\u9fff])")


def read_mnemonic(span, lang):
    wl = S.INDEX[lang]
    if lang == "english":
        pairs = [(int(n), w.lower()) for n, w in NUMBERED_EN.findall(span)]
        pairs = [(n, w) for n, w in pairs if w in wl]
        nums = sorted(n for n, _ in pairs)
        if len(pairs) in (12, 15, 18, 21, 24) and nums == list(range(1, len(pairs) + 1)):
            return [w for _, w in sorted(pairs)]
        return [w.lower() for w in re.findall(r"[A-Za-z]+", span) if w.lower() in wl]
    s = nfkc_digits(span)
    pairs = [(int(n), w) for n, w in NUMBERED_ZH.findall(s)]
    pairs = [(n, w) for n, w in pairs if w in wl]
    nums = sorted(n for n, _ in pairs)
    if len(pairs) in (12, 15, 18, 21, 24) and nums == list(range(1, len(pairs) + 1)):
        return [w for _, w in sorted(pairs)]
    return [c for c in s if c in wl]


RC_SHAPES = [r"\b[0-9a-f]{5}-[0-9a-f]{5}\b", r"\b\d{4} \d{4}\b", r"\b[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}\b",
             r"\b[a-z0-9]{10}\b", r"\b[A-Z0-9]{4}-[A-Z0-9]{4}\b", r"\b\d{8}\b", r"\b[A-Z0-9]{5}(-[A-Z0-9]{5}){4}\b",
             r"\b[A-Z0-9]{4}(-[A-Z0-9]{4}){6}\b", r"\b\d{6}(-\d{6}){7}\b", r"\bA3(-[A-Z0-9]{5,6}){6}\b",
             r"\b[0-9a-f]{4}( [0-9a-f]{4}){7}\b"]


def check_value(fam, gen, span, text):
    """-> name of the check passed; raises AssertionError if the value is not well-formed."""
    if fam == "password":
        assert len(span) >= 6 and span == span.strip()
        return "password_shape"
    if fam == "spelled":
        assert len([x for x in re.split(r"[\s,、，]+", span) if x]) >= 6
        return "spelled_out"
    if fam == "digits":
        d = decode_digits(span)
        assert d is not None and 3 <= len(d) <= 8, (span, d)
        return "digits_decode"
    if fam == "otp_alnum":
        assert re.fullmatch(r"[A-Z0-9]{5,6}", span)
        return "otp_alnum"
    if fam == "recovery":
        assert any(re.search(p, span) for p in RC_SHAPES), span
        if gen == "rc_bitlocker":
            assert all(int(b) % 11 == 0 for b in span.split("-"))
        return "recovery_code_tokens"
    if fam == "base32":
        n = S.b32_decode_len(span)
        assert n in (10, 16, 20, 32), (span, n)
        return "base32_seed"
    if fam == "otpauth":
        m = re.search(r"[?&]secret=([A-Z2-7]+)", span)
        assert span.startswith("otpauth://totp/") and m and S.b32_decode_len(m.group(1)) in (10, 16, 20, 32)
        return "base32_seed"
    if fam == "hexseed":
        assert re.fullmatch(r"[0-9a-f]{40}", span)
        return "hex_seed_20_bytes"
    if fam == "byteseed":
        vals = json.loads(span)
        assert len(vals) in (10, 20) and all(-128 <= v <= 127 for v in vals)
        return "byte_seed"
    if fam == "pem":
        S.load_private_any(span)
        return "private_key_parsed"
    if fam == "pem_escaped":
        S.load_private_any(span.replace("\\n", "\n"))
        return "private_key_parsed"
    if fam == "age":
        hrp, data, spec = S.bech32_decode(span)
        assert hrp == "age-secret-key-" and spec == 1 and len(bytes(S.convertbits(data, 5, 8, False))) == 32
        return "private_key_parsed"
    if fam == "wg":
        assert len(base64.b64decode(span)) == 32
        return "private_key_parsed"
    if fam == "jwk":
        o = json.loads(span)
        d = S.b64url_decode(o["d"])
        assert len(d) == 32 and S.b64url(S.ed25519_pub(d)) == o["x"]
        return "private_key_parsed"
    if fam in ("bip39_en", "bip39_zh", "bip39_zht"):
        lang = {"bip39_en": "english", "bip39_zh": "chinese_simplified", "bip39_zht": "chinese_traditional"}[fam]
        ws = read_mnemonic(span, lang)
        assert S.bip39_valid(ws, lang), (span, ws)
        return "bip39_checksum_" + ("en" if lang == "english" else "zh")
    if fam in ("wif", "hexkey", "xprv", "solana58", "solana_arr", "nsec", "wallet_any"):
        assert wallet_ok(span), span
        return "wallet_key_structure"
    if fam == "api":
        assert re.fullmatch(V.API[gen], span), (gen, span)
        return "api_key_shape"
    if fam == "api_any":
        assert any(re.fullmatch(r, span) for r in V.API.values())
        return "api_key_shape"
    if fam == "jwt":
        assert S.jwt_check(span)
        return "jwt_segments_json"
    if fam == "env":
        assert len(span) >= 8 and not re.search(r"\s", span)
        return "env_value_nonempty"
    if fam == "connstring":
        assert re.search(r"://[^:/@\s]*:[^@\s]+@|[Pp]assword=|Pwd=|AccountKey=|SharedAccessKey=|^\w+/[^@\s]+@//|^\w+:[^@\s]+@tcp\(", span), span
        return "connstring_has_password"
    if fam == "url":
        assert re.match(r"[a-z0-9+]+://", span)
        assert re.search(r"://[^:/@\s]*:[^@\s]+@|[?&](access_token|api_key|apikey|token|sig|pwd|key|X-Amz-Signature)=|hooks\.slack\.com/services/|discord\.com/api/webhooks/|/bot/v2/hook/|/private-[0-9a-f]{32}/", span), span
        return "url_has_credential"
    if fam == "wpa":
        assert 8 <= len(span) <= 63
        return "wpa_length_8_63"
    if fam == "answer":
        assert span and span == span.strip()
        return "answer_nonempty"
    if fam == "card":
        d = re.sub(r"[\s\-\u3000]", "", nfkc_digits(span))
        assert S.card_ok(d), span
        return "luhn_card"
    raise AssertionError("unknown family " + fam)


def wallet_ok(s):
    if re.fullmatch(r"(0x)?[0-9a-fA-F]{64}", s):
        k = int(s[-64:], 16)
        return 1 <= k < S.SECP256K1_N
    if s.startswith("[") and s.endswith("]"):
        vals = json.loads(s)
        return len(vals) == 64 and all(0 <= v < 256 for v in vals) and S.solana_check(bytes(vals))
    if s.startswith("nsec1"):
        r = S.bech32_decode(s)
        return r is not None and r[0] == "nsec" and len(bytes(S.convertbits(r[1], 5, 8, False))) == 32
    if s[:4] in S.XPRV_VERSIONS:
        return S.xprv_check(s)
    if not all(c in S.B58 for c in s):
        return False
    if len(s) in (51, 52):
        return S.wif_check(s)
    raw = S.b58decode(s)
    return len(raw) == 64 and S.solana_check(raw)


# ---------------------------------------------------------------------------
# Benign checks: no accidental card numbers or valid seed phrases
# ---------------------------------------------------------------------------
CARD_RUN = re.compile(r"\d(?:[ \-]?\d){12,18}")
EN_TOKEN = re.compile(r"[A-Za-z]+")


def benign_problem(text, kind):
    t = nfkc_digits(text)
    for m in CARD_RUN.finditer(t):
        d = re.sub(r"[ \-]", "", m.group(0))
        if S.card_ok(d):
            return "card-like number " + d
    toks = [w.lower() for w in EN_TOKEN.findall(text)]
    run = []
    runs = []
    for w in toks + [None]:
        if w is not None and w in S.INDEX["english"]:
            run.append(w)
        else:
            if len(run) >= 12:
                runs.append(run)
            run = []
    for run in runs:
        for n in (12, 15, 18, 21, 24):
            for i in range(len(run) - n + 1):
                win = run[i:i + n]
                if S.bip39_valid(win) and win != ["abandon"] * 11 + ["about"]:
                    return "valid english seed window"
    for lang in ("chinese_simplified", "chinese_traditional"):
        wl = S.INDEX[lang]
        # maximal runs of adjacent list characters
        for m in re.finditer(r"[\u3400-\u9fff]+", text):
            seg = m.group(0)
            cur = []
            for c in seg + "\0":
                if c in wl:
                    cur.append(c)
                else:
                    if len(cur) in (12, 15, 18, 21, 24) and S.bip39_valid(cur, lang):
                        return "valid chinese seed run"
                    cur = []
        # single list characters separated by spaces or punctuation
        singles = re.findall(r"(?<![\u3400-\u9fff])[\u3400-\u9fff](?![\u3400-\u9fff])", text)
        seq = [c for c in singles if c in wl]
        for n in (12, 15, 18, 21, 24):
            for i in range(len(seq) - n + 1):
                if S.bip39_valid(seq[i:i + n], lang):
                    return "valid chinese seed (spaced)"
    return None


# ---------------------------------------------------------------------------
# Language checks
# ---------------------------------------------------------------------------
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def lang_problem(text, span, lang):
    outside = text
    if span:
        i = text.find(span)
        outside = text[:i] + " " + text[i + len(span):]
    has_han = bool(HAN.search(outside))
    if lang == "en":
        return "han in en text" if has_han else None
    if not has_han:
        return "no han outside span"
    if lang == "mixed":
        words = {w.lower() for w in LATIN_WORD.findall(outside)}
        if len(words) < 2:
            return "mixed text without two latin words"
    return None


# ---------------------------------------------------------------------------
# Templates
# ---------------------------------------------------------------------------
def load_templates():
    from t_personal import TEMPLATES as A
    from t_keys import TEMPLATES as B
    from t_dev import TEMPLATES as C
    from t_benign import TEMPLATES as D
    groups = defaultdict(list)
    seen = set()
    for kind, lang, text in A + B + C + D:
        assert kind in QUOTA, kind
        assert lang in LANGS, lang
        key = text.strip("\n")
        assert key not in seen, "duplicate template: %r" % key[:80]
        seen.add(key)
        groups[(kind, lang)].append(key)
    tpls = {}
    problems = []
    for kind in QUOTA:
        for li, lang in enumerate(LANGS):
            lst = groups.get((kind, lang), [])
            want = TPL_PLAN[kind][li]
            if len(lst) != want:
                problems.append("%s/%s: %d templates, plan %d" % (kind, lang, len(lst), want))
            for i, t in enumerate(lst):
                tid = "%s.%s.%02d" % (kind, lang, i + 1)
                code = t.startswith("@code ")
                body = t[6:] if code else t
                tree = parse(body)
                names = list(slot_names(tree))
                for nm in names:
                    base = nm[2:] if nm.startswith("S:") else nm
                    if nm == "S":
                        continue
                    if nm.startswith("S:"):
                        if base not in V.SECRET:
                            raise TemplateError("%s: unknown secret generator %r" % (tid, base))
                        if V.SECRET[base][0] not in KIND_FAMILIES[kind]:
                            raise TemplateError("%s: generator %r (family %s) not allowed for %s" % (tid, base, V.SECRET[base][0], kind))
                    else:
                        b = base.split("#")[0]
                        if b not in V.FILL:
                            raise TemplateError("%s: unknown filler %r" % (tid, b))
                has_secret = any(n == "S" or n.startswith("S:") for n in names)
                if (kind in SECRET_KINDS) != has_secret:
                    raise TemplateError("%s: secret slot presence wrong" % tid)
                split = "dev" if i % 2 == 0 else "test"
                tpls.setdefault((split, kind, lang), []).append((tid, tree, code))
    if problems:
        raise SystemExit("template plan mismatch:\n  " + "\n  ".join(problems))
    return tpls


# ---------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------
def group_rng(*parts):
    h = hashlib.sha256(("|".join((SEED,) + parts)).encode()).digest()
    return random.Random(int.from_bytes(h[:16], "big"))


def make_case(rng, kind, lang, tid, tree, code, stats):
    label = "secret" if kind in SECRET_KINDS else "benign"
    for attempt in range(200):
        r = Render(rng, kind)
        r.run(tree)
        text = r.text()
        span = None
        if label == "secret":
            if r.secret_count != 1:
                raise TemplateError("%s rendered %d secret slots" % (tid, r.secret_count))
            off, span, gen, fam = r.secret
        enveloped = False
        if not code and rng.random() < ENV_P:
            pre, post = envelope(rng, lang)
            text = pre + text + post
            enveloped = True
            if label == "secret":
                off += len(pre)
        if label == "secret":
            if text.find(span) != off or span != span.strip() or not span:
                stats["redraw_span"] += 1
                continue
            try:
                chk = check_value(fam, gen, span, text)
            except AssertionError as e:
                raise SystemExit("%s: value check failed for %s: %r (%s)" % (tid, gen, span[:80], e))
        else:
            prob = benign_problem(text, kind)
            if prob:
                stats["redraw_benign:" + prob.split()[0]] += 1
                continue
            chk = "benign_no_card_no_seed"
        lp = lang_problem(text, span, lang)
        if lp:
            raise SystemExit("%s: language check failed (%s): %r" % (tid, lp, text[:200]))
        return {"text": text, "span": span, "check": chk, "enveloped": enveloped}
    raise SystemExit("%s: no acceptable render after 200 attempts" % tid)


def build():
    tpls = load_templates()
    out = {"dev": [], "test": []}
    stats = Counter()
    checks = Counter()
    seen_text = set()
    for split in ("dev", "test"):
        for kind in QUOTA:
            for li, lang in enumerate(LANGS):
                rng = group_rng(split, kind, lang)
                lst = tpls[(split, kind, lang)]
                label = "secret" if kind in SECRET_KINDS else "benign"
                for i in range(QUOTA[kind][li]):
                    tid, tree, code = lst[i % len(lst)]
                    for _ in range(100):
                        c = make_case(rng, kind, lang, tid, tree, code, stats)
                        if c["text"] not in seen_text:
                            break
                        stats["redraw_duplicate"] += 1
                    else:
                        raise SystemExit("%s: cannot render a new text" % tid)
                    seen_text.add(c["text"])
                    checks[c["check"]] += 1
                    cid = ID_PREFIX + hashlib.sha256(c["text"].encode()).hexdigest()[:12]
                    out[split].append({
                        "id": cid, "text": c["text"], "lang": lang, "label": label, "kind": kind,
                        "span": c["span"], "source": "synthetic", "template": tid,
                        "_env": c["enveloped"],
                    })
    ids = [c["id"] for s in out.values() for c in s]
    assert len(ids) == len(set(ids)), "duplicate ids"
    dev_t = {c["template"] for c in out["dev"]}
    test_t = {c["template"] for c in out["test"]}
    assert not dev_t & test_t, "template in both splits"
    return out, stats, checks, tpls


def write(out, outdir):
    os.makedirs(outdir, exist_ok=True)
    paths = {}
    for split, cases in out.items():
        cases.sort(key=lambda c: c["id"])
        p = os.path.join(outdir, split + ".jsonl")
        with open(p, "w", encoding="utf-8", newline="\n") as f:
            for c in cases:
                row = {k: c[k] for k in ("id", "text", "lang", "label", "kind", "span", "source", "template")}
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
        paths[split] = p
    return paths


# ---------------------------------------------------------------------------
# Self-check with the shared runner's own loader and scorer
# ---------------------------------------------------------------------------
def runner_path():
    env = os.environ.get("SECBENCH_RUNNER")
    if env:
        return env
    for cand in (os.path.join(HERE, "..", "..", "..", "shared", "bench", "secrets", "run.py"),
                 "/work/shared/bench/secrets/run.py"):
        if os.path.exists(cand):
            return os.path.abspath(cand)
    return None


def self_check(paths):
    rp = runner_path()
    runner = None
    if rp:
        spec = importlib.util.spec_from_file_location("secbench_runner", rp)
        runner = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(runner)
    report = []
    all_ids = set()
    for split, p in paths.items():
        if runner:
            cases = runner.load_corpus(p)
        else:
            cases = [json.loads(line) for line in open(p, encoding="utf-8") if line.strip()]
        ids = [c["id"] for c in cases]
        assert len(ids) == len(set(ids)), "duplicate ids in " + split
        assert not all_ids & set(ids), "id in both splits"
        all_ids |= set(ids)
        for c in cases:
            if c["label"] == "secret":
                sp = c["span"]
                assert sp and sp in c["text"], c["id"]
            else:
                assert c["span"] is None
        # structural re-check straight from the file
        for c in cases:
            if c["label"] != "secret":
                continue
            fams = KIND_FAMILIES[c["kind"]]
            ok = False
            for fam in sorted(fams):
                try:
                    gen = None
                    if fam == "api":
                        if any(re.fullmatch(r, c["span"]) for r in V.API.values()):
                            ok = True
                            break
                        continue
                    check_value(fam, gen, c["span"], c["text"])
                    ok = True
                    break
                except Exception:
                    continue
            assert ok, "structure re-check failed for %s (%s)" % (c["id"], c["kind"])
        if runner:
            results = {c["id"]: runner.normalise({"secret": c["label"] == "secret",
                                                  "spans": [c["span"]] if c["span"] else []}) for c in cases}
            s = runner.score(cases, results)
            o = s["overall"]
            assert o["precision"] == 1.0 and o["recall"] == 1.0 and not s["errors"], o
            assert s["span_hit_rate"] == 1.0
            for lang, b in s["by_lang"].items():
                assert b["precision"] == 1.0 and b["recall"] == 1.0, lang
            report.append("%s: %d cases load with the runner's load_corpus; gold verdicts score P=R=1.000, span hit rate 1.000"
                          % (split, len(cases)))
        else:
            report.append("%s: %d cases (runner not found; loaded with json)" % (split, len(cases)))
    return report


# ---------------------------------------------------------------------------
# Counts
# ---------------------------------------------------------------------------
def count_tables(out, tpls):
    lines = []
    for split in ("dev", "test"):
        cases = out[split]
        cnt = Counter((c["label"], c["kind"], c["lang"]) for c in cases)
        ntpl = Counter()
        for (sp, kind, lang), lst in tpls.items():
            if sp == split:
                ntpl[kind] += len(lst)
        lines.append("### %s.jsonl — %d cases\n" % (split, len(cases)))
        lines.append("| label | kind | en | zh | mixed | total | templates |")
        lines.append("|---|---|---:|---:|---:|---:|---:|")
        for label, kinds in (("secret", WEAK_SECRET + OTHER_SECRET), ("benign", WEAK_BENIGN + OTHER_BENIGN)):
            for k in kinds:
                row = [cnt[(label, k, l)] for l in LANGS]
                lines.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, k, row[0], row[1], row[2], sum(row), ntpl[k]))
        tot = Counter()
        for c in cases:
            tot[(c["label"], c["lang"])] += 1
        for label in ("secret", "benign"):
            row = [tot[(label, l)] for l in LANGS]
            lines.append("| **%s** | all | %d | %d | %d | %d | |" % (label, row[0], row[1], row[2], sum(row)))
        langs = Counter(c["lang"] for c in cases)
        lines.append("| **all** | | %d | %d | %d | %d | %d |" % (langs["en"], langs["zh"], langs["mixed"], len(cases), sum(ntpl.values())))
        nsec = sum(1 for c in cases if c["label"] == "secret")
        env = Counter((c["label"], c["_env"]) for c in cases)
        lines.append("")
        lines.append("Secret %d (%.1f %%), benign %d (%.1f %%). Languages: en %.1f %%, zh %.1f %%, mixed %.1f %%. "
                     "Framed: secret %.2f, benign %.2f." % (
                         nsec, 100 * nsec / len(cases), len(cases) - nsec, 100 * (len(cases) - nsec) / len(cases),
                         100 * langs["en"] / len(cases), 100 * langs["zh"] / len(cases), 100 * langs["mixed"] / len(cases),
                         env[("secret", True)] / max(1, nsec), env[("benign", True)] / max(1, len(cases) - nsec)))
        lines.append("")
    return "\n".join(lines)


def refresh_readme(tables, hashes, checks):
    p = os.path.join(HERE, "README.md")
    t = open(p, encoding="utf-8").read()
    t = re.sub(r"<!-- counts:start -->.*<!-- counts:end -->",
               lambda m: "<!-- counts:start -->\n" + tables + "\n<!-- counts:end -->", t, flags=re.S)
    t = re.sub(r"<!-- hashes:start -->.*<!-- hashes:end -->",
               lambda m: "<!-- hashes:start -->\n" + hashes + "\n<!-- hashes:end -->", t, flags=re.S)
    t = re.sub(r"<!-- checks:start -->.*<!-- checks:end -->",
               lambda m: "<!-- checks:start -->\n" + checks + "\n<!-- checks:end -->", t, flags=re.S)
    open(p, "w", encoding="utf-8").write(t)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--counts", action="store_true")
    ap.add_argument("--readme", action="store_true")
    a = ap.parse_args()
    S.selftest()
    out, stats, checks, tpls = build()
    paths = write(out, a.out)
    for line in self_check(paths):
        print(line)
    hashes = "\n".join("%s  %s" % (hashlib.sha256(open(paths[s], "rb").read()).hexdigest(), s + ".jsonl") for s in ("dev", "test"))
    print(hashes)
    chk = ", ".join("%s %d" % kv for kv in sorted(checks.items()))
    print("checks passed (both splits):", chk)
    print("redraws:", ", ".join("%s %d" % kv for kv in sorted(stats.items())))
    ntpl = Counter(sp for (sp, _, _), lst in tpls.items() for _ in lst)
    print("templates: dev %d, test %d" % (ntpl["dev"], ntpl["test"]))
    tables = count_tables(out, tpls)
    if a.counts:
        print(tables)
    if a.readme:
        wrapped = "```\n" + "\n".join(
            __import__("textwrap").wrap(chk, 100)) + "\n```"
        refresh_readme(tables, "```\n" + hashes + "\n```", wrapped)


if __name__ == "__main__":
    main()
