#!/usr/bin/env python3
"""Generate secrets_corpus15: dev.jsonl and test.jsonl (blind, templates x values).

    python3 make_corpus.py              # writes dev.jsonl and test.jsonl here, runs the self-check
    python3 make_corpus.py --out DIR    # writes them into DIR
    python3 make_corpus.py --counts     # also prints the count tables
    python3 make_corpus.py --readme     # also refreshes the counts section of README.md

Deterministic: every (split, kind, lang) group draws from its own random.Random,
seeded by SHA-256 of SEED and the group's name. Output is sorted by id.
Needs Python 3.11 and the `mnemonic` package (for the BIP39 word lists only).
"""
import argparse
import base64
import hashlib
import hmac
import importlib.util
import json
import os
import random
import re
import sys
import unicodedata
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import crypto15 as C  # noqa: E402
import values as V  # noqa: E402
import t_en  # noqa: E402
import t_zh  # noqa: E402
import t_mixed  # noqa: E402

SEED = "secrets_corpus15/v1"
RUNNER = os.environ.get("SECBENCH_RUNNER") or os.path.normpath(
    os.path.join(HERE, "..", "..", "..", "shared", "bench", "secrets", "run.py"))
LANGS = ("en", "zh", "mixed")

# ---------------------------------------------------------------------------
# Kinds: label, default secret generator, templates per language (both splits
# together), cases per split per language.
# ---------------------------------------------------------------------------
W_SEC = ((10, 6, 6), (24, 12, 10))
O_SEC = ((8, 4, 4), (16, 10, 8))
W_BEN = ((8, 4, 4), (18, 12, 8))
O_BEN = ((6, 4, 4), (14, 8, 8))
KINDS = OrderedDict([
    # secret kinds
    ("password_nl", ("secret", "pw") + W_SEC),
    ("login_pair", ("secret", "pw") + W_SEC),
    ("otp", ("secret", "otp") + W_SEC),
    ("pin", ("secret", "pin") + W_SEC),
    ("security_answer", ("secret", "sa") + W_SEC),
    ("totp_secret", ("secret", "totp") + W_SEC),
    ("recovery_codes", ("secret", "rc_generic") + W_SEC),
    ("crypto_wallet_key", ("secret", "wk") + W_SEC),
    ("mnemonic_bip39_en", ("secret", "mn") + W_SEC),
    ("mnemonic_zh", ("secret", "mnz", (6, 10, 6), (12, 24, 10))),
    ("env_file", ("secret", "ev_any") + W_SEC),
    ("connection_string", ("secret", "cs") + W_SEC),
    ("url_credentials", ("secret", "url") + W_SEC),
    ("wifi_password", ("secret", "wifi") + W_SEC),
    ("door_code", ("secret", "door") + O_SEC),
    ("api_key", ("secret", "api") + O_SEC),
    ("jwt", ("secret", "jwt") + O_SEC),
    ("private_key", ("secret", "pk") + O_SEC),
    ("card_number", ("secret", "card") + O_SEC),
    # benign kinds
    ("checksum", ("benign", None) + W_BEN),
    ("postal_code", ("benign", None) + W_BEN),
    ("code_config_benign", ("benign", None) + W_BEN),
    ("secret_reference", ("benign", None) + W_BEN),
    ("placeholder", ("benign", None) + W_BEN),
    ("credential_talk", ("benign", None) + W_BEN),
    ("bip39_prose", ("benign", None) + W_BEN),
    ("redacted_text", ("benign", None) + W_BEN),
    ("order_number", ("benign", None) + O_BEN),
    ("tracking_number", ("benign", None) + O_BEN),
    ("invoice_number", ("benign", None) + O_BEN),
    ("isbn", ("benign", None) + O_BEN),
    ("phone_number", ("benign", None) + O_BEN),
    ("date_time", ("benign", None) + O_BEN),
    ("version_string", ("benign", None) + O_BEN),
    ("masked_value", ("benign", None) + O_BEN),
    ("public_material", ("benign", None) + O_BEN),
    ("identifier", ("benign", None) + O_BEN),
    ("numeric_prose", ("benign", None) + O_BEN),
    ("url_plain", ("benign", None) + O_BEN),
    ("env_benign", ("benign", None) + O_BEN),
])
TEMPLATES = {"en": t_en.T, "zh": t_zh.T, "mixed": t_mixed.T}

# Envelopes: a generic frame around a non-code text, with probability 0.15.
ENVELOPES = {
    "en": ["Journal \u2014 ⁅weekday⁆ ⁅date⁆\n\n{}", "{}\n\n(copied into the notebook by the phone)", "Draft \u2014 not sent\n{}",
           "Quick note \u00b7 ⁅time⁆\n{}", "From: me\nTo: me\nSubject: note to self\n\n{}", "{}\n\n\u2014 written up ⁅date⁆"],
    "zh": ["【随手记】{}", "日记 ⁅date_zh⁆ 阴\n{}", "{}\n（草稿，未发送）", "收藏 · 笔记\n{}", "{}\n——记于⁅date_zh⁆"],
    "mixed": ["【随手记】{}", "{}\n（草稿，未发送）", "Note 笔记 · ⁅date⁆\n{}", "{}\n(草稿 draft)", "收藏 · note\n{}"],
}
ENVELOPE_P = 0.15

HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


# ---------------------------------------------------------------------------
# Template language: ⁅S⁆ / ⁅S:gen⁆ secret slot, ⁅gen⁆ filler, ⁅gen#k⁆ memoised
# filler, ⁅gen#k.i⁆ field i of a tuple filler, ⁅?a|b|c⁆ choice (nests).
# A leading "@code " marks code/config (never wrapped in an envelope).
# ---------------------------------------------------------------------------
OPEN, CLOSE = "\u2045", "\u2046"


def parse(s):
    pos = 0

    def seq(stop_at_bar):
        nonlocal pos
        items, buf = [], []
        while pos < len(s):
            ch = s[pos]
            if ch == OPEN:
                if buf:
                    items.append(("t", "".join(buf)))
                    buf = []
                pos += 1
                if s[pos] == "?":
                    pos += 1
                    branches = [seq(True)]
                    while s[pos] == "|":
                        pos += 1
                        branches.append(seq(True))
                    assert s[pos] == CLOSE, s
                    pos += 1
                    items.append(("c", branches))
                else:
                    end = s.index(CLOSE, pos)
                    name = s[pos:end]
                    assert OPEN not in name and "|" not in name, s
                    pos = end + 1
                    items.append(("s", name))
            elif stop_at_bar and ch in "|" + CLOSE:
                break
            else:
                buf.append(ch)
                pos += 1
        if buf:
            items.append(("t", "".join(buf)))
        return items

    out = seq(False)
    assert pos == len(s), "unbalanced template: %r" % s[:80]
    return out


def slot_names(tree):
    for node in tree:
        if node[0] == "s":
            yield node[1]
        elif node[0] == "c":
            for b in node[1]:
                yield from slot_names(b)


class Render:
    def __init__(self, rng, default_gen):
        self.rng, self.default_gen = rng, default_gen
        self.parts = []          # (text, role) role in {lit, fill, secret}
        self.memo = {}
        self.secret_gen = None

    def walk(self, tree):
        for node in tree:
            if node[0] == "t":
                self.parts.append((node[1], "lit"))
            elif node[0] == "c":
                self.walk(self.rng.choice(node[1]))
            else:
                self.slot(node[1])

    def slot(self, name):
        if name == "S" or name.startswith("S:"):
            gen = name[2:] if name.startswith("S:") else self.default_gen
            assert self.secret_gen is None, "two secret slots rendered"
            self.secret_gen = gen
            self.parts.append((V.SECRET[gen](self.rng), "secret"))
            return
        field = None
        base = name
        if "#" in name:
            base, key = name.split("#", 1)
            if "." in key:
                key, field = key.split(".", 1)
            mk = base + "#" + key
            if mk not in self.memo:
                self.memo[mk] = V.FILL[base](self.rng)
            val = self.memo[mk]
        else:
            val = V.FILL[base](self.rng)
        if field is not None:
            val = val[int(field)]
        assert isinstance(val, str), (name, val)
        self.parts.append((val, "fill"))


def render_case(tpl, kind, lang, rng):
    label, default_gen = KINDS[kind][0], KINDS[kind][1]
    code = tpl.startswith("@code ")
    body = tpl[6:] if code else tpl
    r = Render(rng, default_gen)
    r.walk(parse(body))
    if not code and rng.random() < ENVELOPE_P:
        env = rng.choice(ENVELOPES[lang])
        pre, post = env.split("{}")
        er = Render(rng, None)
        er.walk(parse(pre))
        head = er.parts
        er2 = Render(rng, None)
        er2.walk(parse(post))
        r.parts = [(t, "lit" if role == "lit" else "fill") for t, role in head] + r.parts + \
                  [(t, "lit" if role == "lit" else "fill") for t, role in er2.parts]
    text, span, off = "", None, None
    for t, role in r.parts:
        if role == "secret":
            span, off = t, len(text)
        text += t
    literal = "".join(t for t, role in r.parts if role == "lit")
    return text, span, off, r.secret_gen, literal


# ---------------------------------------------------------------------------
# Structural validators (secret spans)
# ---------------------------------------------------------------------------
CHECKS = Counter()
FAILS = []


def _nfkc(s):
    return unicodedata.normalize("NFKC", s)


def read_seed(span, zh):
    """Re-read a seed phrase from its layout: numbered items sorted by number, else reading order."""
    s = _nfkc(span)
    s = re.sub(r"(?i)\bword\s+(\d+)\s*:", r" \1. ", s)
    if zh:
        toks = re.findall(r"\d+|[\u4e00-\u9fff]", s)
    else:
        toks = re.findall(r"\d+|[A-Za-z]+", s)
    words = [t for t in toks if not t.isdigit()]
    nums = [t for t in toks if t.isdigit()]
    if not nums:
        return [w.lower() for w in words]
    assert len(nums) == len(words), span
    if toks[0].isdigit():      # number before word
        pairs = [(int(toks[i]), toks[i + 1]) for i in range(0, len(toks), 2)]
    else:                      # word(1) style
        pairs = [(int(toks[i + 1]), toks[i]) for i in range(0, len(toks), 2)]
    assert sorted(n for n, _ in pairs) == list(range(1, len(pairs) + 1)), span
    return [w.lower() for _, w in sorted(pairs)]


def check_secret(kind, gen, span):
    s = span
    if gen.startswith("card"):
        d = re.sub(r"\D", "", _nfkc(s))
        assert C.luhn_ok(d) and C.card_brand(d) and d not in C.TEST_CARDS, s
        CHECKS["luhn_card"] += 1
    elif gen.startswith("mnz") or gen == "mn_zh_in_en":
        seq = read_seed(s, True)
        assert C.bip39_valid(seq, C.ZH_INDEX), s
        CHECKS["bip39_zh_checksum"] += 1
    elif gen.startswith("mn"):
        seq = read_seed(s, False)
        assert C.bip39_valid(seq, C.EN_INDEX), s
        CHECKS["bip39_en_checksum"] += 1
    elif gen.startswith("totp"):
        if s.startswith("otpauth://"):
            m = re.search(r"[?&]secret=([A-Z2-7]+)", s)
            s = m.group(1)
        b = re.sub(r"[\s-]", "", s).upper()
        raw = base64.b32decode(b + "=" * (-len(b) % 8))
        assert len(raw) in (10, 16, 20, 32), span
        CHECKS["base32_seed"] += 1
    elif gen.startswith("jwt") or kind == "jwt":
        assert C.jwt_ok(s), s
        CHECKS["jwt_segments_json"] += 1
    elif gen == "url_ws_token":
        assert C.jwt_ok(s.split("token=")[1])
        CHECKS["jwt_segments_json"] += 1
    elif gen.startswith("pk"):
        check_private_key(gen, s)
    elif gen.startswith("wk"):
        check_wallet(gen, s)
    elif gen == "rc_bitlocker":
        assert all(int(g) % 11 == 0 for g in s.split("-")) and len(s.split("-")) == 8
        CHECKS["bitlocker_mod11"] += 1
    elif gen == "ak_github":
        assert V._crc_tail(s[4:34]) == s[34:]
        CHECKS["github_crc_tail"] += 1
    elif kind in ("pin", "otp", "door_code") and gen != "otp_alnum":
        d = spoken_digits(s)
        assert d.isdigit() and 3 <= len(d) <= 8, (s, d)
        CHECKS["digits_decode_%s" % kind] += 1
    elif kind == "url_credentials":
        assert re.match(r"[a-z0-9+]+://", s) and (re.match(r"[a-z0-9+]+://[^/@\s]*:[^/@\s]+@", s) or re.match(r"https://[^/@\s]+@", s)
                                                  or re.search(r"[?&#](access_token|token|api_key|apikey|key|auth|pwd|X-Amz-Signature)=", s)
                                                  or re.search(r"/(services|webhooks|hook|bot[0-9]+:[A-Za-z0-9_-]+)/|private-[0-9a-f]{32}", s)), s
        CHECKS["url_has_credential"] += 1
    elif kind == "connection_string":
        assert re.search(r"://[^/@\s]*:[^/@\s]+@|[Pp]assword=|PWD=|^[a-z_]+/[^@]+@//", s), s
        CHECKS["connstring_has_password"] += 1
    else:
        CHECKS["other_nonempty"] += 1
        assert s.strip() == s and s, repr(s)


EN_NUM = {w: i for i, w in enumerate("zero one two three four five six seven eight nine".split())}
EN_NUM["oh"] = 0
EN_TEENS = {w: 10 + i for i, w in enumerate("ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split())}
EN_TENS = {w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if w != "_"}
ZH_NUM = dict(zip("零一二三四五六七八九", range(10)))
ZH_NUM.update({"幺": 1, "两": 2, "拐": 7, "洞": 0})


def spoken_digits(s):
    """Digits of a PIN/OTP/door code written as digits, words or Chinese digits (separators dropped)."""
    s = unicodedata.normalize("NFKC", s)
    out = ""
    for tok in re.findall(r"[0-9]+|[a-z]+(?:-[a-z]+)?|[零一二三四五六七八九幺两拐洞]", s.lower()):
        if tok.isdigit():
            out += tok
        elif tok in ZH_NUM:
            out += str(ZH_NUM[tok])
        elif tok in EN_NUM:
            out += str(EN_NUM[tok])
        elif tok in EN_TEENS:
            out += str(EN_TEENS[tok])
        elif tok.split("-")[0] in EN_TENS:
            a, _, b = tok.partition("-")
            out += str(EN_TENS[a] + (EN_NUM[b] if b else 0))
        elif tok in ("g", "then", "enter", "c", "x"):
            continue
        elif len(tok) == 1:
            continue
        else:
            raise AssertionError("unexpected token %r in %r" % (tok, s))
    return out


def check_private_key(gen, s):
    if gen == "pk_pem_escaped":
        s = s.replace("\\n", "\n").strip()
    if s.startswith("-----BEGIN PGP PRIVATE KEY BLOCK-----"):
        lines = s.split("\n")
        body = "".join(lines[2:-2])
        data = base64.b64decode(body)
        assert lines[-2] == "=" + base64.b64encode(C.crc24(data).to_bytes(3, "big")).decode()
        assert data[0] == 0xC5
        CHECKS["pgp_crc24"] += 1
    elif s.startswith("-----BEGIN"):
        m = re.match(r"-----BEGIN ([A-Z ]+)-----\n(.*)\n-----END ([A-Z ]+)-----$", s, re.S)
        assert m and m.group(1) == m.group(3), s[:60]
        body = base64.b64decode(m.group(2).replace("\n", ""))
        if m.group(1) == "OPENSSH PRIVATE KEY":
            assert body.startswith(b"openssh-key-v1\0")
        else:
            tag, content, end = C.der_read(body)
            assert tag == 0x30 and end == len(body)
            if m.group(1) == "RSA PRIVATE KEY":
                _check_rsa(content)
        CHECKS["pem_der_or_openssh"] += 1
    elif s.startswith("PuTTY-User-Key-File-3"):
        lines = s.split("\n")
        comment = lines[2].split(": ", 1)[1]
        npub = int(lines[3].split(": ")[1])
        pub = base64.b64decode("".join(lines[4:4 + npub]))
        nprv = int(lines[4 + npub].split(": ")[1])
        prv = base64.b64decode("".join(lines[5 + npub:5 + npub + nprv]))
        mac = lines[5 + npub + nprv].split(": ")[1]

        def sst(b):
            b = b.encode() if isinstance(b, str) else b
            return len(b).to_bytes(4, "big") + b
        md = sst("ssh-ed25519") + sst("none") + sst(comment) + sst(pub) + sst(prv)
        assert hmac.new(b"", md, hashlib.sha256).hexdigest() == mac
        assert C.ed25519_pub(prv[4:]) == pub[-32:]
        CHECKS["putty_ppk_mac"] += 1
    elif s.startswith("AGE-SECRET-KEY-1"):
        hrp, data = C.bech32_decode(s)
        assert hrp == "age-secret-key-" and len(C.convertbits(data, 5, 8, False)) == 32
        CHECKS["bech32_age"] += 1
    else:
        assert len(base64.b64decode(s)) == 32 and s.endswith("=")
        CHECKS["wireguard_32_bytes"] += 1


def _check_rsa(content):
    ints, off = [], 0
    while off < len(content):
        tag, c, off = C.der_read(content, off)
        assert tag == 0x02
        ints.append(int.from_bytes(c, "big"))
    _, n, e, d, p, q = ints[:6]
    assert p * q == n and pow(pow(7, e, n), d, n) == 7


def check_wallet(gen, s):
    if gen in ("wk_hex", "wk_hex0x") or (gen in ("wk", "wk_eth") and re.fullmatch(r"(0x)?[0-9a-f]{64}", s)):
        k = int(s[2:] if s.startswith("0x") else s, 16)
        assert 1 <= k < C.SECP256K1.n
        CHECKS["secp256k1_scalar"] += 1
    elif s.startswith("xprv"):
        raw = C.b58check_dec(s)
        assert raw and len(raw) == 78 and raw[:4] == bytes.fromhex("0488ADE4") and raw[45] == 0
        CHECKS["base58check_xprv"] += 1
    elif s.startswith("nsec1"):
        hrp, data = C.bech32_decode(s)
        assert hrp == "nsec" and len(C.convertbits(data, 5, 8, False)) == 32
        CHECKS["bech32_nsec"] += 1
    elif s.startswith("["):
        b = bytes(json.loads(s))
        assert len(b) == 64 and C.ed25519_pub(b[:32]) == b[32:]
        CHECKS["solana_keypair"] += 1
    else:
        raw = C.b58check_dec(s) if s[0] in "5KL" and len(s) in (51, 52) else None
        if raw is not None:
            assert raw[0] == 0x80 and (len(raw) == 33 or (len(raw) == 34 and raw[-1] == 1))
            CHECKS["base58check_wif"] += 1
        else:
            b = C.b58dec(s)
            assert len(b) == 64 and C.ed25519_pub(b[:32]) == b[32:], s
            CHECKS["solana_keypair"] += 1


# ---------------------------------------------------------------------------
# Benign texts: no accidental card number and no checksum-valid seed phrase
# ---------------------------------------------------------------------------
BIP39_TEST_VECTOR = ["abandon"] * 11 + ["about"]
CARD_RUN = re.compile(r"(?<![0-9])[0-9](?:[ -]?[0-9]){12,18}(?![0-9])")


def benign_problems(text):
    t = _nfkc(text)
    for m in CARD_RUN.finditer(t):
        d = re.sub(r"\D", "", m.group())
        if C.luhn_ok(d) and C.card_brand(d) and d not in C.TEST_CARDS:
            return "card-like number " + m.group()
    # English list words: every window of 12/15/.../24 consecutive alphabetic tokens
    toks = [w.lower() for w in re.findall(r"[A-Za-z]+", t)]
    run = []
    for w in toks + [None]:
        if w is not None and w in C.EN_INDEX:
            run.append(w)
            continue
        for n in (12, 15, 18, 21, 24):
            for i in range(0, len(run) - n + 1):
                win = run[i:i + n]
                if C.bip39_valid(win, C.EN_INDEX) and win != BIP39_TEST_VECTOR:
                    return "valid English seed " + " ".join(win)
        run = []
    # Chinese: maximal contiguous runs of list characters of exactly 12..24
    for m in re.finditer(r"[\u4e00-\u9fff]+", t):
        r = m.group()
        if len(r) in (12, 15, 18, 21, 24) and C.bip39_valid(list(r), C.ZH_INDEX):
            return "valid Chinese seed run " + r
    # Chinese: characters written one by one (single list characters separated by short non-Latin gaps)
    seqs, cur, prev_end = [], [], None
    for m in re.finditer(r"[\u4e00-\u9fff]+", t):
        single = len(m.group()) == 1 and m.group() in C.ZH_INDEX
        gap = t[prev_end:m.start()] if prev_end is not None else ""
        gap_ok = prev_end is not None and len(gap) <= 6 and not re.search(r"[A-Za-z]", gap)
        if single and cur and gap_ok:
            cur.append(m.group())
        else:
            if cur:
                seqs.append(cur)
            cur = [m.group()] if single else []
        prev_end = m.end()
    if cur:
        seqs.append(cur)
    for seq in seqs:
        for n in (12, 15, 18, 21, 24):
            for i in range(0, len(seq) - n + 1):
                if C.bip39_valid(seq[i:i + n], C.ZH_INDEX):
                    return "valid Chinese seed (spaced) " + "".join(seq[i:i + n])
    return None


def lang_problems(lang, text, span, off, literal):
    outside = text if span is None else text[:off] + text[off + len(span):]
    if lang == "en":
        if HAN.search(outside):
            return "Han outside the span in an en text"
    else:
        if not HAN.search(literal):
            return "no Han in the template text of a %s text" % lang
        if lang == "mixed" and len(set(w.lower() for w in LATIN_WORD.findall(literal))) < 2:
            return "fewer than two Latin words in the template text of a mixed text"
    return None


# ---------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------
def group_rng(split, kind, lang):
    h = hashlib.sha256(("%s|%s|%s|%s" % (SEED, split, kind, lang)).encode()).digest()
    return random.Random(int.from_bytes(h, "big"))


def split_templates():
    """-> {(kind, lang): {"dev": [(tid, tpl)], "test": [...]}}; asserts counts and disjointness."""
    out = {}
    seen = {}
    for lang in LANGS:
        T = TEMPLATES[lang]
        extra = set(T) - set(KINDS)
        assert not extra, "templates for unknown kinds: %s" % extra
        for kind, (label, gen, ntpl, nc) in KINDS.items():
            tpls = T.get(kind, [])
            want = ntpl[LANGS.index(lang)]
            assert len(tpls) == want, "%s/%s: %d templates, want %d" % (kind, lang, len(tpls), want)
            assert want % 2 == 0
            d = {"dev": [], "test": []}
            for i, tpl in enumerate(tpls):
                tpl = tpl.strip("\n").rstrip()
                assert tpl not in seen, "duplicate template: %s and %s" % (seen[tpl], kind)
                tid = "%s.%s.%02d" % (kind, lang, i + 1)
                seen[tpl] = tid
                names = list(slot_names(parse(tpl[6:] if tpl.startswith("@code ") else tpl)))
                for n in names:
                    base = n.split("#")[0]
                    if n == "S" or n.startswith("S:"):
                        g = n[2:] if n.startswith("S:") else gen
                        assert g in V.SECRET, "%s: unknown secret generator %s" % (tid, g)
                    else:
                        assert base in V.FILL, "%s: unknown filler %s" % (tid, base)
                has_secret = any(n == "S" or n.startswith("S:") for n in names)
                assert has_secret == (label == "secret"), "%s: secret slot presence wrong" % tid
                d["dev" if i % 2 == 0 else "test"].append((tid, tpl))
            out[(kind, lang)] = d
    return out


def generate():
    CHECKS.clear()
    C.selftest()
    groups = split_templates()
    texts = set()
    splits = {"dev": [], "test": []}
    for split in ("dev", "test"):
        for kind, (label, gen, ntpl, nc) in KINDS.items():
            for li, lang in enumerate(LANGS):
                rng = group_rng(split, kind, lang)
                tpls = groups[(kind, lang)][split]
                for i in range(nc[li]):
                    tid, tpl = tpls[i % len(tpls)]
                    for attempt in range(400):
                        text, span, off, sgen, literal = render_case(tpl, kind, lang, rng)
                        if text in texts:
                            continue
                        if label == "secret":
                            if span is None or text.find(span) != off or span != span.strip():
                                continue
                        else:
                            assert span is None
                            if benign_problems(text):
                                continue
                        if lang_problems(lang, text, span, off, literal):
                            continue
                        break
                    else:
                        FAILS.append("%s: no acceptable render (%s)" % (tid, lang_problems(lang, text, span, off, literal)
                                                                            or (benign_problems(text) if label == "benign" else "span")))
                        continue
                    if label == "secret":
                        check_secret(kind, sgen, span)
                    else:
                        CHECKS["benign_no_card_no_seed"] += 1
                    texts.add(text)
                    cid = "v" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
                    splits[split].append(OrderedDict([
                        ("id", cid), ("text", text), ("lang", lang), ("label", label), ("kind", kind),
                        ("span", span), ("source", "synthetic"), ("template", tid)]))
    if FAILS:
        raise SystemExit("\n".join(FAILS))
    ids = [c["id"] for s in splits.values() for c in s]
    assert len(ids) == len(set(ids)), "id collision"
    dev_t = {c["template"] for c in splits["dev"]}
    test_t = {c["template"] for c in splits["test"]}
    assert not dev_t & test_t
    for s in splits.values():
        s.sort(key=lambda c: c["id"])
    return splits


def write(splits, out):
    paths = {}
    for split, cases in splits.items():
        p = os.path.join(out, split + ".jsonl")
        with open(p, "w", encoding="utf-8", newline="\n") as f:
            for c in cases:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")
        paths[split] = p
    return paths


# ---------------------------------------------------------------------------
# Self-check with the shared runner's own functions
# ---------------------------------------------------------------------------
def load_runner():
    if not os.path.exists(RUNNER):
        raise SystemExit("runner not found at %s (set SECBENCH_RUNNER)" % RUNNER)
    spec = importlib.util.spec_from_file_location("secbench_run", RUNNER)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def self_check(paths):
    run = load_runner()
    report = {}
    for split, p in paths.items():
        cases = run.load_corpus(p)
        results = {}
        for c in cases:
            if c["label"] == "secret":
                assert c.get("span") and run.span_range(c["text"], c["span"]) is not None, c["id"]
                r = run.span_range(c["text"], c["span"])
                assert c["text"][r[0]:r[1]] == c["span"]
                results[c["id"]] = run.normalise({"secret": True, "spans": [c["span"]]})
            else:
                assert c.get("span") is None
                results[c["id"]] = run.normalise({"secret": False, "spans": []})
        s = run.score(cases, results)
        o = s["overall"]
        assert o["precision"] == 1.0 and o["recall"] == 1.0 and o["fp"] == 0 and o["fn"] == 0, o
        assert s["span_hit_rate"] == 1.0 and s["span_checked"] == o["tp"], s["span_hit_rate"]
        assert not s["errors"]
        for lang, b in s["by_lang"].items():
            assert b["fp"] == 0 and b["fn"] == 0
        report[split] = (len(cases), o["precision"], o["recall"], s["span_hit_rate"])
    return report


# ---------------------------------------------------------------------------
# Count tables
# ---------------------------------------------------------------------------
def count_tables(splits):
    groups = split_templates()
    out = []
    for split in ("dev", "test"):
        cases = splits[split]
        cnt = Counter((c["label"], c["kind"], c["lang"]) for c in cases)
        out.append("### %s.jsonl \u2014 %d cases\n" % (split, len(cases)))
        out.append("| label | kind | en | zh | mixed | total | templates |")
        out.append("|---|---|---:|---:|---:|---:|---:|")
        ntpl_all = 0
        for label in ("secret", "benign"):
            for kind, spec in KINDS.items():
                if spec[0] != label:
                    continue
                row = [cnt[(label, kind, l)] for l in LANGS]
                nt = sum(len(groups[(kind, l)][split]) for l in LANGS)
                ntpl_all += nt
                out.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, kind, row[0], row[1], row[2], sum(row), nt))
        tot = {}
        for label in ("secret", "benign"):
            row = [sum(v for (lb, k, l), v in cnt.items() if lb == label and l == lang) for lang in LANGS]
            tot[label] = row
            out.append("| **%s** | all | %d | %d | %d | %d | |" % (label, row[0], row[1], row[2], sum(row)))
        allrow = [tot["secret"][i] + tot["benign"][i] for i in range(3)]
        out.append("| **all** | | %d | %d | %d | %d | %d |" % (allrow[0], allrow[1], allrow[2], sum(allrow), ntpl_all))
        n = len(cases)
        out.append("")
        out.append("Secret %d (%.1f %%), benign %d (%.1f %%). Languages: en %.1f %%, zh %.1f %%, mixed %.1f %%."
                   % (sum(tot["secret"]), 100 * sum(tot["secret"]) / n, sum(tot["benign"]), 100 * sum(tot["benign"]) / n,
                      100 * allrow[0] / n, 100 * allrow[1] / n, 100 * allrow[2] / n))
        out.append("")
    return "\n".join(out)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--counts", action="store_true")
    ap.add_argument("--readme", action="store_true")
    ap.add_argument("--no-self-check", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    splits = generate()
    paths = write(splits, a.out)
    for split, p in paths.items():
        print("%s: %d cases -> %s  sha256 %s" % (split, len(splits[split]), p, hashlib.sha256(open(p, "rb").read()).hexdigest()))
    print("structure checks passed (both splits): " + ", ".join("%s %d" % kv for kv in sorted(CHECKS.items())))
    if not a.no_self_check:
        rep = self_check(paths)
        for split, (n, p, r, sh) in rep.items():
            print("self-check %s: %d cases load; gold verdicts score precision %.3f recall %.3f span hit rate %.3f" % (split, n, p, r, sh))
    tables = count_tables(splits)
    if a.counts:
        print(tables)
    if a.readme:
        rp = os.path.join(HERE, "README.md")
        s = open(rp, encoding="utf-8").read()
        a_, b_ = "<!-- counts:start -->\n", "<!-- counts:end -->"
        i, j = s.index(a_) + len(a_), s.index(b_)
        s = s[:i] + tables + "\n" + s[j:]
        open(rp, "w", encoding="utf-8").write(s)
        print("README.md counts refreshed")


if __name__ == "__main__":
    main()
