"""Structural, benign and language checks for secrets_corpus21.

`check_secret(kind, span, meta)` re-reads the secret from its span and compares
it with the generator's record (meta); `check_span_only(kind, span)` re-reads it
from the span alone (used by the self-check on the written files).  Both return
the name of the check that passed or raise CheckError.
"""
import base64
import json
import re
from urllib.parse import unquote

import struct21 as st
from vals21 import CIRCLED, CN_NUM, EN_DIGIT, SYM_EN, SYM_ZH, TEENS, TENS, ZH_DIGIT


class CheckError(Exception):
    pass


HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def _need(cond, msg):
    if not cond:
        raise CheckError(msg)


def unfullwidth(s):
    return "".join(chr(ord(c) - 0xFEE0) if 0xFF01 <= ord(c) <= 0xFF5E else c for c in s)


# ---------------------------------------------------------------------------
# digits said or written
# ---------------------------------------------------------------------------
ZH_MAP = {c: str(i) for i, c in enumerate(ZH_DIGIT)}
ZH_MAP.update({"零": "0", "幺": "1", "两": "2"})
WORD_MAP = {w: str(i) for i, w in enumerate(EN_DIGIT)}
WORD_MAP["oh"] = "0"


def decode_digits(s):
    s = unfullwidth(s)
    s = "".join(ZH_MAP.get(c, c) for c in s)
    toks = re.split(r"[\s,、，]+", s.strip().lower())
    out = ""
    i = 0
    while i < len(toks):
        t = toks[i]
        if t == "double" and i + 1 < len(toks):
            d = decode_digits(toks[i + 1])
            out += d * 2
            i += 2
            continue
        if t in WORD_MAP:
            out += WORD_MAP[t]
        elif t in TEENS:
            out += "1" + str(TEENS.index(t))
        elif t in TENS and t:
            out += str(TENS.index(t)) + "0"
        elif "-" in t and t.split("-")[0] in TENS and t.split("-")[1] in EN_DIGIT:
            a, b = t.split("-")
            out += str(TENS.index(a)) + str(EN_DIGIT.index(b))
        else:
            core = re.sub(r"[#*\-]", "", t)
            core = re.sub(r"^[a-z](?=\d)", "", core)
            _need(core.isdigit() or core == "", "undecodable token %r" % t)
            out += core
        i += 1
    return out


# ---------------------------------------------------------------------------
# spelled passwords
# ---------------------------------------------------------------------------
SYM_EN_R = {v: k for k, v in SYM_EN.items()}
SYM_ZH_R = {v: k for k, v in SYM_ZH.items()}


def unspell_en(s):
    out = ""
    for tok in s.split(", "):
        tok = tok.strip()
        m = re.fullmatch(r"(?:capital|big|upper-case) ([A-Z])", tok)
        if m:
            out += m.group(1)
            continue
        m = re.fullmatch(r"(?:small |lower-case )?([a-z])", tok)
        if m:
            out += m.group(1)
            continue
        if tok in EN_DIGIT:
            out += str(EN_DIGIT.index(tok))
            continue
        _need(tok in SYM_EN_R, "unspellable %r" % tok)
        out += SYM_EN_R[tok]
    return out


def unspell_zh(s):
    out = ""
    for tok in re.split(r"[、，]", s):
        if tok.startswith("大写") or tok.startswith("小写"):
            out += tok[2:]
        elif tok.startswith("数字"):
            out += tok[2:]
        elif tok in ZH_DIGIT:
            out += str(ZH_DIGIT.index(tok))
        else:
            _need(tok in SYM_ZH_R, "unspellable %r" % tok)
            out += SYM_ZH_R[tok]
    return out


# ---------------------------------------------------------------------------
# seed phrases read back from their layout
# ---------------------------------------------------------------------------
def readback_en(span):
    s = re.sub(r"<[^>]+>", " ", span)
    s = re.sub(r"^\s*words\s*=", " ", s)
    return re.findall(r"[a-z]+", s)


_CN_PREFIX = re.compile(r"^(?:%s)、" % "|".join(sorted(CN_NUM, key=len, reverse=True)), re.M)


def readback_zh(span, numbered_lines=None):
    s = span
    if numbered_lines is None:
        numbered_lines = bool(_CN_PREFIX.search(s)) and all(_CN_PREFIX.match(l) for l in s.split("\n"))
    if numbered_lines:
        s = _CN_PREFIX.sub("", s)
    return HAN.findall(s)


def zh_phrase_ok(words):
    for lst in ("chinese_simplified", "chinese_traditional"):
        if st.bip39_valid(words, lst):
            return lst
    return None


# ---------------------------------------------------------------------------
# shapes
# ---------------------------------------------------------------------------
AK_SHAPES = {
    "openai": r"sk-proj-[A-Za-z0-9_-]{56}T3BlbkFJ[A-Za-z0-9_-]{56}",
    "hf": r"hf_[A-Za-z]{34}",
    "glpat": r"glpat-[A-Za-z0-9_-]{20}",
    "slack": r"xoxb-\d{10,13}-\d{13}-[A-Za-z0-9]{24}",
    "notion": r"ntn_\d{11}[A-Za-z0-9]{35}",
    "airtable": r"pat[A-Za-z0-9]{14}\.[0-9a-f]{64}",
    "atlassian": r"ATATT3xFfGF0[A-Za-z0-9_-]{100}=[0-9A-F]{8}",
    "postman": r"PMAK-[0-9a-f]{24}-[0-9a-f]{34}",
    "buildkite": r"bkua_[0-9a-f]{40}",
    "circleci": r"CCIPAT_[A-Za-z0-9]{22}_[0-9a-f]{40}",
    "sourcegraph": r"sgp_[0-9a-f]{16}_[0-9a-f]{40}",
    "planetscale": r"pscale_pw_[A-Za-z0-9_-]{43}",
    "contentful": r"CFPAT-[A-Za-z0-9_-]{43}",
    "netlify": r"nfp_[A-Za-z0-9]{36}",
    "paystack": r"sk_live_[0-9a-f]{40}",
    "flutterwave": r"FLWSECK-[0-9a-f]{32}-X",
    "mailchimp": r"[0-9a-f]{32}-us\d{1,2}",
    "algolia": r"[0-9a-f]{32}",
    "google": r"AIza[A-Za-z0-9_-]{35}",
    "moonshot": r"sk-[A-Za-z0-9]{48}",
    "aws": r"[A-Za-z0-9/+]{40}",
    "qiniu": r"[A-Za-z0-9_-]{40}",
    "huawei": r"[A-Za-z0-9]{40}",
    "volc": r"[A-Za-z0-9+/]{43}=|[A-Za-z0-9+/]{44}",
    "twilio": r"[0-9a-f]{32}",
}
RC_RE = {
    "gh": r"[0-9a-f]{5}-[0-9a-f]{5}",
    "x12": r"[a-z0-9]{12}",
    "hex16": r"[0-9a-f]{16}",
    "a8": r"[a-z0-9]{8}",
    "d8": r"\d{8}",
    "fb8": r"\d{4} \d{4}",
    "tuta": r"(?:[0-9a-f]{4} ){15}[0-9a-f]{4}",
}


def rc_tokens(span, shape):
    return re.findall(r"(?<![A-Za-z0-9])(?:%s)(?![A-Za-z0-9])" % RC_RE[shape], span)


def totp_bytes(span, fmt=None):
    s = span.strip()
    if s.startswith("otpauth-migration://"):
        secs = st.ga_migration_secrets(s)
        _need(len(secs) == 1, "migration payload")
        return secs[0]
    if s.startswith("otpauth://"):
        m = re.search(r"[?&]secret=([A-Z2-7]+)", s)
        _need(m, "otpauth secret")
        return st.b32dec(m.group(1))
    if fmt == "hex" or (fmt is None and re.fullmatch(r"[0-9a-f]{20,64}", s)):
        return bytes.fromhex(s)
    if fmt == "steam" or (fmt is None and ("=" in s or "+" in s or "/" in s)):
        return base64.b64decode(s)
    compact = re.sub(r"\s+", "", s)
    _need(re.fullmatch(r"[A-Za-z2-7]+", compact), "base32 alphabet")
    return st.b32dec(compact)


def wk_ok(span, style=None):
    s = span.strip()
    if style is None:
        for sty in ("wif", "hex", "hex0x", "xprv", "sol58", "solarr", "stellar", "xrp", "sui", "nsec"):
            try:
                if wk_ok(s, sty):
                    return True
            except Exception:
                continue
        return False
    if style.startswith("wif"):
        return st.wif_decode(s) is not None
    if style in ("hex", "tronhex"):
        return re.fullmatch(r"[0-9a-f]{64}", s) is not None and 1 <= int(s, 16) < st.SECP_N
    if style == "hex0x":
        return re.fullmatch(r"0x[0-9a-f]{64}", s) is not None and 1 <= int(s, 16) < st.SECP_N
    if style in ("xprv", "tprv"):
        return st.xprv_decode(s) is not None
    if style in ("sol58", "solarr"):
        raw = bytes(json.loads(s)) if s.startswith("[") else st.b58dec(s)
        return len(raw) == 64 and st.ed_pub(raw[:32]) == raw[32:]
    if style == "stellar":
        d = st.stellar_decode(s)
        return d is not None and d[0] == 144
    if style == "xrp":
        return st.ripple_seed_decode(s) is not None
    if style == "sui":
        d = st.bech32_to_bytes(s)
        return d is not None and d[0] == "suiprivkey" and len(d[1]) == 33 and d[1][0] == 0
    if style == "nsec":
        d = st.bech32_to_bytes(s)
        return d is not None and d[0] == "nsec" and len(d[1]) == 32
    return False


def undo_pk_layout(span, layout):
    s = span
    if layout == "esc":
        s = s.replace("\\n", "\n")
    elif layout == "diff":
        s = s.replace("\n+", "\n")
    elif layout.startswith("indent"):
        s = s.replace("\n" + " " * int(layout[6:]), "\n")
    return s.strip()


def pk_ok(span):
    for layout in ("raw", "esc", "diff", "indent4", "indent2", "indent6", "indent8"):
        try:
            if _pk_ok(undo_pk_layout(span, layout)):
                return True
        except Exception:
            continue
    return False


def _pk_ok(s):
    if s.startswith("{"):
        return st.jwk_check(s)
    if s.startswith("AGE-SECRET-KEY-1"):
        d = st.bech32_to_bytes(s)
        return d is not None and len(d[1]) == 32
    if re.fullmatch(r"[A-Za-z0-9+/]{43}=", s):
        return len(base64.b64decode(s)) == 32
    return st.parse_private_pem(s)


CS_PREFIX = re.compile(r"^(postgres(ql)?(\+psycopg)?|mysql(\+pymysql)?|mariadb|mysqlx|mssql\+pyodbc|oracle\+oracledb|sqlserver|"
                       r"mongodb\+srv|rediss|dm\+dmPython|libsql)://|^jdbc:(dm|gbasedbt-sqli|kingbase8|mysql):|"
                       r"^org\.apache\.kafka|^(Host|Server)=")
URL_SCHEMES = ("smtps://", "imaps://", "rtmp://", "rtmps://", "https://", "vnc://", "ssh://", "rtsp://", "cloudinary://")


def card_digits(s):
    s = unfullwidth(s)
    s = "".join(ZH_MAP.get(c, c) for c in s)
    return re.sub(r"[\s\-]", "", s)


# ---------------------------------------------------------------------------
# per-kind checks
# ---------------------------------------------------------------------------
def check_secret(kind, span, meta):
    """Check with the generator's record; returns the check's name."""
    name = check_span_only(kind, span)
    if kind in ("otp", "pin", "door_code"):
        _need(decode_digits(span) == meta["digits"], "digits differ")
    elif kind in ("password_nl", "login_pair"):
        st_ = meta.get("style")
        if st_ == "spell_en":
            _need(unspell_en(span) == meta["password"], "spelled en")
        elif st_ == "spell_zh":
            _need(unspell_zh(span) == meta["password"], "spelled zh")
        elif st_ == "fw":
            _need(unfullwidth(span) == meta["password"], "fullwidth")
        else:
            _need(span == meta["password"], "password differs")
    elif kind == "security_answer":
        _need(span == meta["answer"], "answer")
    elif kind == "wifi_password":
        v = decode_digits(span) if meta["style"] == "zhdigits" else span
        _need(v == meta["password"], "wifi")
    elif kind == "card_number":
        _need(card_digits(span) == meta["digits"], "card digits")
    elif kind == "totp_secret":
        _need(totp_bytes(span, meta["fmt"]) == meta["bytes"], "totp bytes")
    elif kind == "recovery_codes":
        if meta["shape"] == "tuta":
            _need(span.replace(" ", "") == meta["codes"][0], "tuta")
        else:
            _need(rc_tokens(span, meta["shape"]) == meta["codes"], "codes")
    elif kind == "crypto_wallet_key":
        _need(wk_ok(span, meta["style"]), "wallet style")
    elif kind == "mnemonic_bip39_en":
        _need(readback_en(span) == meta["words"], "en readback")
    elif kind == "mnemonic_zh":
        _need(readback_zh(span, meta["layout"] == "cnnum") == meta["words"], "zh readback")
        _need(st.bip39_valid(meta["words"], meta["list"]), "zh list")
    elif kind == "api_key":
        _need(re.fullmatch(AK_SHAPES[meta["provider"]], span), "api key shape")
    elif kind == "env_file":
        _need(span == meta["value"], "env value")
        if meta["style"] in AK_SHAPES:
            _need(re.fullmatch(AK_SHAPES[meta["style"]], span), "env provider shape")
    elif kind == "connection_string":
        _need(meta["password"] in span or meta["password"] in unquote(span), "cs password")
    elif kind == "url_credentials":
        _need(meta["cred"] in span, "url cred")
    elif kind == "private_key":
        _need(undo_pk_layout(span, meta["layout"]) == meta["pem"].strip(), "pem layout")
    return name


def check_span_only(kind, span):
    """Structure of the secret from its span alone."""
    _need(span == span.strip() and span, "span whitespace")
    if kind in ("otp", "pin", "door_code"):
        d = decode_digits(span)
        lo = 3 if kind == "door_code" else 4
        _need(d.isdigit() and lo <= len(d) <= 8, "digits length")
        return "digits_decode_" + kind
    if kind in ("password_nl", "login_pair"):
        if ", " in span and re.search(r"(capital|big|upper-case) [A-Z]", span):
            v = unspell_en(span)
            _need(len(v) >= 6, "spelled length")
            return "spelled_out"
        if re.search(r"(大写|小写)", span):
            v = unspell_zh(span)
            _need(len(v) >= 6, "spelled length")
            return "spelled_out"
        _need(len(unfullwidth(span)) >= 6, "password length")
        return "password_shape"
    if kind == "security_answer":
        _need(len(span) >= 1, "answer")
        return "answer_nonempty"
    if kind == "wifi_password":
        v = span if not all(c in ZH_DIGIT for c in span) else decode_digits(span)
        _need(8 <= len(v) <= 63, "wpa length")
        return "wpa_length_8_63"
    if kind == "card_number":
        d = card_digits(span)
        _need(d.isdigit() and st.luhn_ok(d) and st.card_brand(d) and d not in st.TEST_CARDS, "card")
        return "luhn_card_brand"
    if kind == "totp_secret":
        b = totp_bytes(span)
        _need(b is not None and len(b) in (10, 16, 20, 32), "totp length")
        return "totp_seed_bytes"
    if kind == "recovery_codes":
        for shape in ("tuta", "gh", "fb8", "hex16", "x12", "d8", "a8"):
            toks = rc_tokens(span, shape)
            if toks:
                return "recovery_code_tokens"
        raise CheckError("no code tokens")
    if kind == "crypto_wallet_key":
        _need(wk_ok(span), "wallet key")
        return "wallet_key_structure"
    if kind == "mnemonic_bip39_en":
        _need(st.bip39_valid(readback_en(span), "english"), "bip39 en")
        return "bip39_en_readback"
    if kind == "mnemonic_zh":
        ok = zh_phrase_ok(readback_zh(span, True)) or zh_phrase_ok(readback_zh(span, False))
        _need(ok, "bip39 zh")
        return "bip39_zh_readback"
    if kind == "api_key":
        _need(any(re.fullmatch(p, span) for p in AK_SHAPES.values()), "api key shape")
        return "api_key_shape"
    if kind == "env_file":
        _need(len(span) >= 8 and not re.search(r"\s", span), "env value")
        return "env_value_nonempty"
    if kind == "connection_string":
        _need(CS_PREFIX.search(span) and re.search(r"(:[^:@/]+@|password=|Password=|Pwd=|authToken=)", span), "cs")
        return "connstr_has_password"
    if kind == "url_credentials":
        _need(span.startswith(URL_SCHEMES), "scheme")
        _need(re.search(r"://[^/@\s]*:[^/@\s]+@", span) or re.search(r"(Signature|token|X-Tos-Signature)=", span)
              or re.search(r"/(live2|app|rtmp|hooks|IncomingWebhook)/", span) or re.search(r"/XZ[0-9a-f]{32}\.send", span),
              "url credential")
        return "url_has_credential"
    if kind == "jwt":
        _need(st.jwt_check(span), "jwt")
        return "jwt_segments_json"
    if kind == "private_key":
        _need(pk_ok(span), "private key parse")
        return "private_key_parsed"
    raise CheckError("unknown kind " + kind)


# ---------------------------------------------------------------------------
# benign checks
# ---------------------------------------------------------------------------
DOCUMENTED_PHRASES = {
    tuple(["abandon"] * 11 + ["about"]),
    tuple(["test"] * 11 + ["junk"]),
}


def card_runs(text):
    t = unfullwidth(text)
    for m in re.finditer(r"\d(?:[ \-]?\d){12,18}", t):
        d = re.sub(r"[ \-]", "", m.group(0))
        yield d
    for m in re.finditer(r"\d{13,19}", t):
        yield m.group(0)


def benign_ok(text):
    for d in card_runs(text):
        if 13 <= len(d) <= 19 and st.luhn_ok(d) and st.card_brand(d) and d not in st.TEST_CARDS:
            raise CheckError("card-like number " + d)
    toks = re.findall(r"[a-z]+", text.lower())
    for n in (12, 15, 18, 21, 24):
        for i in range(len(toks) - n + 1):
            w = toks[i:i + n]
            if tuple(w) in DOCUMENTED_PHRASES:
                continue
            if st.bip39_valid(w, "english"):
                raise CheckError("valid english phrase")
    # maximal runs of adjacent Chinese list characters
    for m in re.finditer(r"[\u3400-\u9fff]+", text):
        run = list(m.group(0))
        if len(run) in (12, 15, 18, 21, 24) and zh_phrase_ok(run):
            raise CheckError("valid chinese run")
    # characters written one by one
    singles = re.findall(r"(?:(?<=[\s、，,|｜\-+])|^)([\u4e00-\u9fff])(?=[\s、，,|｜\-+]|$)", text, re.M)
    for n in (12, 15, 18, 21, 24):
        for i in range(len(singles) - n + 1):
            if zh_phrase_ok(singles[i:i + n]):
                raise CheckError("valid chinese singles")
    return "benign_no_card_no_seed"


# ---------------------------------------------------------------------------
# language checks
# ---------------------------------------------------------------------------
def outside(text, span):
    if not span:
        return text
    i = text.find(span)
    return text[:i] + " " + text[i + len(span):]


def lang_ok(text, span, lang):
    rest = outside(text, span)
    han = bool(HAN.search(rest))
    if lang == "en":
        _need(not han, "han in en text")
    else:
        _need(han, "no han outside span")
    if lang == "mixed":
        words = {w.lower() for w in LATIN_WORD.findall(rest)}
        _need(len(words) >= 2, "mixed needs two latin words")
    return True
