"""Structural checks for secrets_corpus19: secret spans, benign texts, languages."""
import base64
import json
import re
import unicodedata
from urllib.parse import urlsplit, parse_qs

from cryptography.hazmat.primitives import serialization

import struct19 as S


class CheckError(ValueError):
    pass


def need(cond, msg):
    if not cond:
        raise CheckError(msg)


def fw_to_ascii(s):
    out = []
    for ch in s:
        o = ord(ch)
        if 0xFF01 <= o <= 0xFF5E:
            out.append(chr(o - 0xFEE0))
        elif ch == "\u3000":
            out.append(" ")
        else:
            out.append(ch)
    return "".join(out)


# ---------------------------------------------------------------------------
# digits (OTPs, PINs, door codes): decode any of the written forms to digits
# ---------------------------------------------------------------------------
WORD_DIGIT = {"zero": "0", "oh": "0", "o": "0", "zeeroh": "0", "one": "1", "wun": "1", "two": "2", "too": "2",
              "three": "3", "tree": "3", "four": "4", "fower": "4", "five": "5", "fife": "5", "six": "6",
              "seven": "7", "eight": "8", "ait": "8", "nine": "9", "niner": "9"}
TEENS = {w: str(10 + i) for i, w in enumerate(["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
                                               "sixteen", "seventeen", "eighteen", "nineteen"])}
TENS = {w: str(i) for i, w in enumerate(["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]) if w}
ZH_DIG = {"零": "0", "〇": "0", "洞": "0", "一": "1", "幺": "1", "二": "2", "两": "2", "三": "3", "四": "4",
          "五": "5", "六": "6", "七": "7", "拐": "7", "八": "8", "九": "9"}


def decode_digits(span):
    s = fw_to_ascii(span).strip()
    s = s.replace("\u2713", " ")
    s = re.sub(r"^[#*]+|[#*]+$", "", s.strip())
    s = re.sub(r"^[A-D](?=\d)", "", s)
    if re.fullmatch(r"[\d\s.\-]+", s):
        d = re.sub(r"\D", "", s)
    elif any(ch in ZH_DIG for ch in s):
        d = ""
        for ch in s:
            if ch in ZH_DIG:
                d += ZH_DIG[ch]
            elif ch.isdigit():
                d += ch
            elif ch in " 、，,":
                continue
            else:
                raise CheckError("unexpected character %r in Chinese digits" % ch)
    else:
        toks = [t for t in re.split(r"[\s,\-]+", s.lower()) if t]
        d, i, mult = "", 0, 1
        while i < len(toks):
            t = toks[i]
            if t in ("double", "triple"):
                mult = 2 if t == "double" else 3
                i += 1
                continue
            if t in WORD_DIGIT:
                d += WORD_DIGIT[t] * mult
            elif t in TEENS:
                d += TEENS[t]
            elif t in TENS:
                if i + 1 < len(toks) and toks[i + 1] in WORD_DIGIT and WORD_DIGIT[toks[i + 1]] != "0":
                    d += TENS[t] + WORD_DIGIT[toks[i + 1]]
                    i += 1
                else:
                    d += TENS[t] + "0"
            else:
                raise CheckError("unexpected word %r in spoken digits" % t)
            mult = 1
            i += 1
    need(d.isdigit() and 3 <= len(d) <= 8, "digits decode to %r" % d)
    return d


# ---------------------------------------------------------------------------
# per-family validators: fn(span, meta) -> check name
# ---------------------------------------------------------------------------
def v_digits(span, meta, kind):
    d = decode_digits(span)
    if kind == "otp":
        need(4 <= len(d) <= 8, "OTP length")
    return "digits_decode_" + kind


def v_otpalnum(span, meta, kind):
    need(re.fullmatch(r"[23456789BCDFGHJKMNPQRTVWXY]{5}|G-\d{6}", span), "alnum OTP")
    return "otp_alnum"


def v_pw(span, meta, kind):
    need(len(span) >= 6, "password too short")
    if kind == "wifi_password":
        need(8 <= len(span) <= 63, "WPA length")
        return "wpa_length_8_63"
    if "，" in span or ", " in span or "、" in span:
        need(len(re.split(r"，|, |、", span)) >= 6, "spelled-out password has fewer than six items")
        return "spelled_out"
    return "password_shape"


def v_sa(span, meta, kind):
    need(span.strip() == span and span, "empty answer")
    return "answer_nonempty"


def v_wifi(span, meta, kind):
    need(8 <= len(span) <= 63, "WPA length %d" % len(span))
    return "wpa_length_8_63"


def v_totp(span, meta, kind):
    if span.startswith("otpauth://"):
        q = parse_qs(urlsplit(span).query)
        raw = S.b32decode_loose(q["secret"][0])
    elif re.fullmatch(r"[0-9a-f]{40}", span):
        raw = bytes.fromhex(span)
    else:
        raw = S.b32decode_loose(span)
    need(len(raw) in (10, 16, 20, 32), "TOTP seed of %d bytes" % len(raw))
    return "totp_seed_bytes"


RC_SHAPES = [r"\b[0-9a-f]{5}-[0-9a-f]{5}\b", r"\b\d{4} \d{4}\b", r"\b\d{8}\b", r"\b(?:[A-Z0-9]{5}-){4}[A-Z0-9]{5}\b",
             r"\b[a-z0-9]{4}-[a-z0-9]{4}\b", r"\b[A-Z0-9]{4}-[A-Z0-9]{4}\b", r"\b[a-z0-9]{10}\b", r"\b[a-z2-9]{12}\b",
             r"\b(?:[A-Z0-9]{4}-){6}[A-Z0-9]{4}\b", r"\b(?:\d{6}-){7}\d{6}\b", r"\b(?:[a-z0-9]{4} ){3}[a-z0-9]{4}\b"]


def v_rc(span, meta, kind):
    n = 0
    for rx in RC_SHAPES:
        for m in re.finditer(rx, span):
            tok = m.group(0)
            if re.fullmatch(r"(?:\d{6}-){7}\d{6}", tok):
                need(all(int(b) % 11 == 0 for b in tok.split("-")), "BitLocker block not divisible by 11")
            n += 1
    need(n >= 1, "no recovery-code token")
    return "recovery_code_tokens"


def v_pk(span, meta, kind):
    s = span
    if "\\n" in s:
        s = s.replace("\\n", "\n")
    if s.startswith("-----BEGIN OPENSSH PRIVATE KEY-----"):
        serialization.load_ssh_private_key(s.encode(), None)
    elif s.startswith("-----BEGIN PGP PRIVATE KEY BLOCK-----"):
        S.pgp_check_secret_block(s)
    elif s.startswith("-----BEGIN"):
        serialization.load_pem_private_key(s.strip().encode(), None)
    else:
        raw = base64.b64decode(s, validate=True)
        need(len(raw) == 32, "WireGuard key length")
    return "private_key_parsed"


def v_wk(span, meta, kind):
    s = span
    for pre in ("p2wpkh-p2sh:", "p2wpkh:", "p2pkh:"):
        if s.startswith(pre):
            s = s[len(pre):]
    if s.startswith(("xprv", "zprv", "tprv", "yprv")):
        S.ext_key_check(s)
    elif s.startswith("nsec1"):
        hrp, b = S.bech32_to_bytes(s)
        need(len(b) == 32, "nsec length")
    elif s.startswith("["):
        kp = bytes(json.loads(s))
        need(len(kp) == 64 and S.ed25519_pub(kp[:32]) == kp[32:], "Solana keypair")
    elif re.fullmatch(r"(0x)?[0-9a-f]{64}", s):
        k = int(s[-64:], 16)
        kl = int.from_bytes(bytes.fromhex(s[-64:]), "little")
        need(1 <= k < S.SECP_N or 1 <= kl < S.ED_L, "scalar range")
    elif re.fullmatch(r"[1-9A-HJ-NP-Za-km-z]{51,52}", s):
        S.wif_decode(s)
    else:
        kp = S.b58decode(s)
        need(len(kp) == 64 and S.ed25519_pub(kp[:32]) == kp[32:], "Solana base58 keypair")
    return "wallet_key_structure"


def v_mn(span, meta, kind):
    ws, lang = meta["words"], meta["lang"]
    need(S.bip39_valid(ws, lang), "BIP39 checksum")
    rest = span
    for w in ws:
        i = rest.find(w) if lang.startswith("chinese") else _find_word(rest, w)
        need(i >= 0, "word %r not in span" % w)
    return "bip39_checksum_" + ("en" if lang == "english" else "zh")


def _find_word(text, w):
    m = re.search(r"(?<![A-Za-z])%s(?![A-Za-z])" % re.escape(w), text, re.I)
    return m.start() if m else -1


def v_ak(span, meta, kind):
    need(re.fullmatch(meta["regex"], span), "API key shape")
    return "api_key_shape"


def v_jwt(span, meta, kind):
    S.jwt_check(span)
    return "jwt_segments_json"


def v_cs(span, meta, kind):
    need(meta["password"] in span, "connection string without its password")
    return "connstring_has_password"


CRED_Q = {"token", "access_token", "api_key", "key", "sig", "X-Goog-Signature", "X-Amz-Signature", "pwd", "password"}


def v_url(span, meta, kind):
    u = urlsplit(span)
    need(u.scheme, "URL scheme")
    ok = u.password is not None and u.password != ""
    q = parse_qs(u.query)
    ok = ok or any(k in q for k in CRED_Q)
    ok = ok or bool(re.search(r"/bot\d+:[\w-]{35}/|/webhookb2/|/hooks/[A-Za-z0-9]{24}/|sctapi\.ftqq\.com/SCT|api\.day\.app/[A-Za-z0-9]{22}", span))
    need(ok, "URL carries no credential")
    return "url_has_credential"


def v_card(span, meta, kind):
    d = re.sub(r"\D", "", fw_to_ascii(span))
    need(S.luhn_ok(d), "Luhn")
    need(S.card_brand(d), "card brand")
    need(d not in S.TEST_CARDS, "documented test card")
    return "luhn_card"


def v_envv(span, meta, kind):
    need(span and not re.search(r"\s", span), "env value")
    if meta and "regex" in meta:
        need(re.fullmatch(meta["regex"], span), "env provider key shape")
    return "env_value_nonempty"


FAMILY_CHECK = {"digits": v_digits, "otpalnum": v_otpalnum, "pw": v_pw, "sa": v_sa, "wifi": v_wifi, "totp": v_totp,
                "rc": v_rc, "pk": v_pk, "wk": v_wk, "mn": v_mn, "mz": v_mn, "ak": v_ak, "jwt": v_jwt, "cs": v_cs,
                "url": v_url, "card": v_card, "envv": v_envv}


def check_secret(family, span, meta, kind):
    if kind == "env_file" and family in ("ak", "pw", "jwt"):
        FAMILY_CHECK[family](span, meta, kind)
        return "env_value_nonempty"
    if kind == "wifi_password" and family == "pw":
        return v_pw(span, meta, kind)
    return FAMILY_CHECK[family](span, meta, kind)


# ---------------------------------------------------------------------------
# re-check from the written file (no generator metadata)
# ---------------------------------------------------------------------------
def recheck_from_file(case):
    kind, span = case["kind"], case["span"]
    if kind in ("otp", "pin", "door_code"):
        if kind == "otp" and re.fullmatch(r"[23456789BCDFGHJKMNPQRTVWXY]{5}|G-\d{6}", span):
            return "otp_alnum"
        return v_digits(span, None, kind)
    if kind == "card_number":
        return v_card(span, None, kind)
    if kind == "totp_secret":
        return v_totp(span, None, kind)
    if kind == "jwt":
        return v_jwt(span, None, kind)
    if kind == "private_key":
        return v_pk(span, None, kind)
    if kind == "crypto_wallet_key":
        return v_wk(span, None, kind)
    if kind == "recovery_codes":
        return v_rc(span, None, kind)
    if kind == "url_credentials":
        return v_url(span, None, kind)
    if kind == "wifi_password":
        return v_wifi(span, None, kind)
    if kind in ("mnemonic_bip39_en", "mnemonic_zh"):
        need(seed_phrase_in_span(span), "no valid seed phrase read back from the span")
        return "bip39_readback"
    need(span.strip() == span and span, "empty span")
    return "nonempty"


def seed_phrase_in_span(span):
    s = fw_to_ascii(span)
    toks = re.findall(r"[a-z]+", s.lower())
    cands = [[t for t in toks if t in S.EN_SET]]
    cands.append([t for i, t in enumerate(toks) if i % 2 == 1])  # "one ocean, two gather, ..."
    for ws in cands:
        if S.bip39_valid(ws):
            return True
    s2 = re.sub(r"第\d+个[：:]|\d+[、.)]|[①-⑳㉑-㉔]", " ", s)
    for lang, st in (("chinese_simplified", S.ZH_S_SET), ("chinese_traditional", S.ZH_T_SET)):
        ws = [c for c in s2 if c in st]
        if S.bip39_valid(ws, lang):
            return True
    return False


# ---------------------------------------------------------------------------
# benign texts: no card number, no seed phrase by accident
# ---------------------------------------------------------------------------
# the documented BIP39 test vectors of all-zero entropy, which placeholders may quote
TEST_VECTORS = [["abandon"] * 11 + ["about"], ["abandon"] * 23 + ["art"]]


def benign_problem(text, allow_test_cards=True):
    t = fw_to_ascii(text)
    runs = re.findall(r"\d+", t) + [re.sub(r"\D", "", m) for m in re.findall(r"\d(?:[ \-]?\d){12,22}", t)]
    for d in runs:
        if 13 <= len(d) <= 19 and S.card_brand(d) and S.luhn_ok(d) and not (allow_test_cards and d in S.TEST_CARDS):
            return "card-like number %s" % d
    toks = re.findall(r"[a-z]+", t.lower())
    run = []
    for tok in toks + [""]:
        if tok in S.EN_SET:
            run.append(tok)
            continue
        for n in (12, 15, 18, 21, 24):
            for i in range(0, len(run) - n + 1):
                w = run[i:i + n]
                if S.bip39_valid(w) and w not in TEST_VECTORS:
                    return "valid English seed phrase window"
        run = []
    for lang, st in (("chinese_simplified", S.ZH_S_SET), ("chinese_traditional", S.ZH_T_SET)):
        for m in re.finditer(r"[\u3400-\u9fff]+", t):
            r = m.group(0)
            if len(r) in (12, 15, 18, 21, 24) and all(c in st for c in r) and S.bip39_valid(list(r), lang):
                return "valid Chinese seed phrase run"
        singles = re.findall(r"(?<![\u3400-\u9fff])[\u3400-\u9fff](?![\u3400-\u9fff])", t)
        for n in (12, 15, 18, 21, 24):
            for i in range(0, len(singles) - n + 1):
                w = singles[i:i + n]
                if all(c in st for c in w) and S.bip39_valid(w, lang):
                    return "valid Chinese seed phrase written char by char"
    return None


# ---------------------------------------------------------------------------
# languages
# ---------------------------------------------------------------------------
HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def lang_problem(text, span, lang):
    outside = text
    if span:
        i = text.find(span)
        outside = text[:i] + " " + text[i + len(span):]
    has_han = bool(HAN.search(outside))
    if lang == "en":
        return "Han outside the span in an en text" if has_han else None
    if not has_han:
        return "no Han outside the span in a %s text" % lang
    if lang == "mixed":
        words = {w.lower() for w in re.findall(r"(?<![A-Za-z])[A-Za-z]{3,}(?![A-Za-z])", outside)}
        if len(words) < 2:
            return "mixed text with fewer than two Latin words"
    return None
