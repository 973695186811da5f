"""Structural checks for secrets_corpus20.

check_span(kind, span) re-reads a secret straight from its span (no generator metadata), so the
self-check can run it on the written files. check_meta(v) adds the generator-side comparisons
(the decoded digits are the generated digits, the connection string holds the generated password,
the phrase read back is the generated phrase). benign_ok(text, kind) rejects benign texts that
happen to hold a card number or a valid seed phrase. lang_ok(text, span, lang) enforces the
language groups.
"""
import base64
import re
import urllib.parse

import struct20 as S
from vals20 import AK_PATTERNS, EN_DIG, EN_TEENS, EN_TENS

HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def unfw(s):
    return "".join(chr(ord(c) - 0xFEE0) if "\uff01" <= c <= "\uff5e" else (" " if c == "\u3000" else c) for c in s)


# ---------------------------------------------------------------------------
# digits, spoken or written
# ---------------------------------------------------------------------------
_ZH = {"零": "0", "〇": "0", "洞": "0", "一": "1", "幺": "1", "二": "2", "两": "2", "三": "3", "四": "4",
       "五": "5", "六": "6", "七": "7", "拐": "7", "八": "8", "九": "9"}
_EN = {w: str(i) for i, w in enumerate(EN_DIG)}
_EN["oh"] = "0"


def decode_digits(span, strip=""):
    s = unfw(span)
    for ch in strip:
        s = s.replace(ch, "")
    s = s.replace("🔑", "")
    if re.fullmatch(r"[\d\s\-·.]+", s):
        return re.sub(r"\D", "", s)
    if all(c in _ZH or c in "、，, " for c in s):
        return "".join(_ZH[c] for c in s if c in _ZH)
    out = []
    toks = re.split(r"[\s,]+", s.lower().strip())
    i = 0
    while i < len(toks):
        t = toks[i]
        if t in ("double", "triple"):
            n = 2 if t == "double" else 3
            out.append(_EN[toks[i + 1]] * n)
            i += 2
            continue
        if t in _EN:
            out.append(_EN[t])
        elif t in EN_TEENS:
            out.append("1" + str(EN_TEENS.index(t)))
        elif t.startswith("oh-") and t[3:] in _EN:
            out.append("0" + _EN[t[3:]])
        elif "-" in t and t.split("-")[0] in EN_TENS:
            a, b = t.split("-", 1)
            out.append(str(EN_TENS.index(a)) + _EN[b])
        elif t in EN_TENS and t:
            out.append(str(EN_TENS.index(t)) + "0")
        else:
            return None
        i += 1
    return "".join(out)


# ---------------------------------------------------------------------------
# seed phrases read back from a layout
# ---------------------------------------------------------------------------
def _read_en(span):
    s = unfw(span)
    cands = []
    toks = re.findall(r"[A-Za-z]+|\d+", s)
    words = [t.lower() for t in toks if t.isalpha() and t.lower() in S.EN_SET]
    cands.append(words)
    # four-letter prefixes (steel plates)
    pre = [t.lower() for t in toks if t.isalpha()]
    if pre and all(3 <= len(p) <= 4 for p in pre):
        exp = []
        for p in pre:
            m = [p] if (len(p) == 3 and p in S.EN_SET) else [w for w in S.EN if w.startswith(p)]
            exp.append(m[0] if len(m) == 1 else None)
        if None not in exp:
            cands.append(exp)
    # numbered: number then word, or word then number
    seq = [t for t in toks if t.isdigit() or t.lower() in S.EN_SET]
    if seq and seq[0].isdigit():
        pairs = []
        for a, b in zip(seq, seq[1:]):
            if a.isdigit() and not b.isdigit():
                pairs.append((int(a), b.lower()))
        if pairs and sorted(p[0] for p in pairs) == list(range(1, len(pairs) + 1)):
            cands.append([w for _, w in sorted(pairs)])
    elif seq and seq[-1].isdigit():
        pairs = []
        for a, b in zip(seq, seq[1:]):
            if not a.isdigit() and b.isdigit():
                pairs.append((int(b), a.lower()))
        if pairs and sorted(p[0] for p in pairs) == list(range(1, len(pairs) + 1)):
            cands.append([w for _, w in sorted(pairs)])
    return cands[::-1]  # numbered readings first, then prefixes, then plain reading order


def _read_zh(span):
    s = unfw(span)
    s = re.sub(r"第\d+个[：:]", " ", s)
    s = re.sub(r"\d+", " ", s)
    chars = HAN.findall(s)
    return [chars]


def read_phrase(span, lang):
    """-> (words, listname) of a checksum-valid phrase read from the span, or None"""
    if lang == "en":
        for w in _read_en(span):
            if S.bip39_valid(w, "english"):
                return w, "english"
        return None
    for w in _read_zh(span):
        for lst in ("chinese_simplified", "chinese_traditional"):
            if S.bip39_valid(w, lst):
                return w, lst
    return None


# ---------------------------------------------------------------------------
# per-family checks on the span alone
# ---------------------------------------------------------------------------
RC_SHAPES = [r"[0-9a-f]{5}-[0-9a-f]{5}", r"[a-z0-9]{4}-[a-z0-9]{4}", r"\d{4} \d{4}", r"\d{8}", r"\d{10}",
             r"[a-z0-9]{10}", r"[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}", r"(?:[A-Z0-9]{5}-){4}[A-Z0-9]{5}",
             r"(?:[A-Z0-9]{4}-){6}[A-Z0-9]{4}", r"(?:\d{6}-){7}\d{6}", r"A3-[A-Z0-9]{6}-[A-Z0-9]{6}(?:-[A-Z0-9]{5}){4}",
             r"[0-9a-f]{32}", r"[a-z0-9]{8}"]


def _rc_ok(span):
    toks = re.findall(r"\d{4} \d{4}|A3(?:-[A-Z0-9]+)+|[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*", span)
    good = 0
    for t in toks:
        for shape in RC_SHAPES:
            if re.fullmatch(shape, t):
                if re.fullmatch(r"(?:\d{6}-){7}\d{6}", t) and any(int(b) % 11 for b in t.split("-")):
                    continue
                good += 1
                break
    return good >= 1


def _wallet_ok(span):
    s = span
    for p in ("p2wpkh-p2sh:", "p2wpkh:"):
        if s.startswith(p):
            s = s[len(p):]
    if s.startswith("["):
        try:
            b = bytes(int(x) for x in s.strip("[]").split(","))
        except ValueError:
            return False
        return S.solana_keypair_ok(b)
    if s.startswith("nsec1"):
        r = S.bech32_to_bytes(s)
        return bool(r) and r[0] == "nsec" and r[1] is not None and len(r[1]) == 32
    if re.fullmatch(r"(0x)?[0-9a-fA-F]{64}", s):
        k = int(s[2:] if s.startswith("0x") else s, 16)
        return 1 <= k < S.SECP_N
    if s[:4] in ("xprv", "tprv", "zprv", "yprv"):
        return S.ext_key_ok(s)
    if all(c in S.B58 for c in s):
        if S.wif_decode(s) is not None:
            return True
        try:
            return S.solana_keypair_ok(S.b58dec(s))
        except ValueError:
            return False
    return False


def _pem_ok(span):
    s = span
    if s.startswith("AGE-SECRET-KEY-1"):
        r = S.bech32_to_bytes(s)
        return bool(r) and r[1] is not None and len(r[1]) == 32
    if "\\n" in s:
        return S.parse_private_key(s.replace("\\n", "\n"))
    if "-----BEGIN" in s:
        return S.parse_private_key(s)
    try:
        raw = base64.b64decode(s, validate=True)
    except Exception:
        return False
    if len(raw) == 32:
        return True  # WireGuard private key
    try:
        return S.parse_private_key(raw.decode())
    except UnicodeDecodeError:
        return False


def _totp_ok(span):
    if span.startswith("otpauth://"):
        q = urllib.parse.parse_qs(urllib.parse.urlparse(span).query)
        sec = q.get("secret", [""])[0]
        raw = S.b32_decode_loose(sec)
    elif re.fullmatch(r"[0-9a-f]{40}", span):
        return True
    else:
        raw = S.b32_decode_loose(span)
    return raw is not None and len(raw) in (10, 16, 20, 32)


def _url_ok(span):
    u = urllib.parse.urlparse(span)
    if not u.scheme:
        return False
    if u.password:
        return True
    q = urllib.parse.parse_qs(u.query)
    for p in ("dd-api-key", "key", "sig", "Signature", "q-signature", "token", "access_token"):
        if q.get(p, [""])[0]:
            return True
    return "hooks.slack.com/services/" in span


def _connstr_ok(span):
    if re.search(r"(?i)(password|pwd)=[^;&\s]+", span):
        return True
    m = re.match(r"[a-z0-9+]+://([^/@]*)@", span)
    return bool(m and ":" in m.group(1) and m.group(1).split(":", 1)[1])


def check_span(kind, span, lang=None):
    """-> check name if the span has the structure of its kind, else raise AssertionError"""
    assert span and span == span.strip(), "span empty or padded"
    if kind in ("otp", "pin", "door_code"):
        if kind == "otp" and re.fullmatch(r"[23456789BCDFGHJKMNPQRTVWXY]{5,8}", span) and re.search(r"[A-Z]", span):
            return "otp_alnum"
        s = span[2:] if span.startswith("G-") else span
        d = decode_digits(s, "#*" if kind == "door_code" else "")
        if d is None and kind == "door_code":
            d = decode_digits(s[1:]) if s[:1].isalpha() else None
        lo = 3 if kind == "door_code" else 4
        assert d is not None and lo <= len(d) <= 8 and d.isdigit(), (kind, span, d)
        return "digits_decode_" + kind
    if kind == "card_number":
        d = re.sub(r"\D", "", unfw(span))
        assert S.luhn_ok(d) and S.card_brand_ok(d) and d not in S.TEST_CARDS, span
        return "luhn_card_brand"
    if kind == "mnemonic_bip39_en":
        r = read_phrase(span, "en")
        assert r, span
        return "bip39_en_readback"
    if kind == "mnemonic_zh":
        r = read_phrase(span, "zh")
        assert r, span
        return "bip39_zh_readback"
    if kind == "totp_secret":
        assert _totp_ok(span), span
        return "totp_seed_bytes"
    if kind == "recovery_codes":
        assert _rc_ok(span), span
        return "recovery_code_tokens"
    if kind == "crypto_wallet_key":
        assert _wallet_ok(span), span
        return "wallet_key_structure"
    if kind == "private_key":
        assert _pem_ok(span), span[:60]
        return "private_key_parsed"
    if kind == "jwt":
        assert S.jwt_ok(span), span
        return "jwt_segments_json"
    if kind == "api_key":
        assert any(re.fullmatch(p, span) for p in AK_PATTERNS.values()), span
        return "api_key_shape"
    if kind == "url_credentials":
        assert _url_ok(span), span
        return "url_has_credential"
    if kind == "connection_string":
        assert _connstr_ok(span), span
        return "connstr_has_password"
    if kind == "wifi_password":
        assert 8 <= len(span) <= 63 and "\n" not in span, span
        return "wpa_length_8_63"
    if kind == "env_file":
        assert len(span) >= 8 and not re.search(r"\s", span), span
        return "env_value_nonempty"
    if kind in ("password_nl", "login_pair"):
        if "、" in span or ", " in span and len(span.split(", ")) >= 6:
            items = re.split(r"、|, ", span)
            assert len(items) >= 6, span
            return "spelled_out"
        assert len(unfw(span)) >= 8, span
        return "password_shape"
    if kind == "security_answer":
        assert len(span) >= 2, span
        return "answer_nonempty"
    raise AssertionError("unknown kind " + kind)


def check_meta(kind, v):
    """generator-side comparisons; raise AssertionError on a mismatch"""
    m = v.meta
    if v.fam == "digits":
        d = decode_digits(v.text, m.get("strip", ""))
        if d is None and m.get("strip"):
            d = decode_digits(v.text.replace(m["strip"], ""))
        assert d == m["digits"], (v.text, d, m)
    elif v.fam in ("mn_en", "mn_zh"):
        r = read_phrase(v.text, "en" if v.fam == "mn_en" else "zh")
        assert r and r[0] == m["words"] and S.bip39_valid(m["words"], m["list"]), (v.text, r)
        for w in m["words"]:
            if m["layout"] != "prefix4":
                assert w in v.text or w.upper() in v.text or w.capitalize() in v.text
    elif v.fam == "connstr":
        assert m["pw"] in v.text
    elif v.fam == "apikey":
        assert re.fullmatch(AK_PATTERNS[m["prov"]], v.text), (m, v.text)
    elif v.fam == "card":
        assert re.sub(r"\D", "", unfw(v.text)) == m["pan"]
    elif v.fam == "spelled":
        assert len(re.split(r"、|, ", v.text)) == m["n"] >= 6


# ---------------------------------------------------------------------------
# benign texts
# ---------------------------------------------------------------------------
_RUN = re.compile(r"\d(?:[ \-]?\d)*")


def holds_card(text):
    t = unfw(text)
    for m in _RUN.finditer(t):
        d = re.sub(r"\D", "", m.group(0))
        cands = {d}
        cands.update(re.findall(r"\d+", m.group(0)))
        for c in cands:
            if 12 <= len(c) <= 19 and S.luhn_ok(c) and S.card_brand_ok(c) and c not in S.TEST_CARDS:
                return c
    return None


def holds_en_phrase(text):
    toks = re.findall(r"[a-z]+", text.lower())
    for n in (12, 15, 18, 21, 24):
        for i in range(len(toks) - n + 1):
            w = toks[i:i + n]
            if all(x in S.EN_SET for x in w) and S.bip39_valid(w, "english"):
                if w == ["abandon"] * 11 + ["about"]:
                    continue
                return True
    return False


def holds_zh_phrase(text):
    for lst, wl in (("chinese_simplified", S.ZH_SET), ("chinese_traditional", S.ZHT_SET)):
        # adjacent runs (maximal, exact length)
        for m in re.finditer(r"[\u4e00-\u9fff]+", text):
            run = [c for c in m.group(0)]
            # split the run into maximal sub-runs of list characters
            cur = []
            for c in run + [None]:
                if c is not None and c in wl:
                    cur.append(c)
                    continue
                if len(cur) in (12, 15, 18, 21, 24) and S.bip39_valid(cur, lst):
                    return True
                cur = []
        # characters written one by one with a separator: every window
        seq = re.findall(r"(?<![\u4e00-\u9fff])[\u4e00-\u9fff](?![\u4e00-\u9fff])", text)
        seq = [c for c in seq if c in wl]
        for n in (12, 15, 18, 21, 24):
            for i in range(len(seq) - n + 1):
                if S.bip39_valid(seq[i:i + n], lst):
                    return True
    return False


def benign_ok(text, kind):
    c = holds_card(text)
    if c:
        return "card"
    if holds_en_phrase(text):
        return "bip39_en"
    if holds_zh_phrase(text):
        return "bip39_zh"
    if re.search(r"-----BEGIN [A-Z ]*PRIVATE KEY-----\n[A-Za-z0-9+/=]{40,}", text):
        return "pem"
    return None


# ---------------------------------------------------------------------------
# language groups
# ---------------------------------------------------------------------------
def lang_ok(text, span, lang):
    if span:
        i = text.find(span)
        outside = text[:i] + " " + text[i + len(span):]
    else:
        outside = text
    han = bool(HAN.search(outside))
    if lang == "en":
        return not han
    if lang == "zh":
        return han
    words = {w.lower() for w in LATIN_WORD.findall(outside)}
    return han and len(words) >= 2
