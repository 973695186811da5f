"""Structural checks for secrets_corpus25.

check_span(kind, span)         -> (ok, name): the span alone still has the structure of its kind
check_record(kind, span, rec)  -> ok: the span re-read equals what the generator produced
benign_problem(text)           -> None or a description of a secret-looking thing in a benign text
lang_ok(text, span, lang)      -> ok
"""
import base64
import json
import re
import urllib.parse

import struct25 as S
from cryptography.hazmat.primitives import serialization

# ---------------------------------------------------------------------------
# digits
# ---------------------------------------------------------------------------
EN_NUM = {"zero": "0", "oh": "0", "nought": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
          "six": "6", "seven": "7", "eight": "8", "nine": "9"}
ZH_NUM = {"零": "0", "〇": "0", "洞": "0", "一": "1", "幺": "1", "二": "2", "两": "2", "三": "3", "四": "4", "五": "5",
          "六": "6", "七": "7", "拐": "7", "八": "8", "九": "9", "勾": "9", "壹": "1", "贰": "2", "叁": "3", "肆": "4",
          "伍": "5", "陆": "6", "柒": "7", "捌": "8", "玖": "9"}


def decode_digits(s):
    s = "".join(chr(ord(c) - 0xFEE0) if "０" <= c <= "９" else c for c in s)
    low = s.lower()
    if re.search(r"[a-z]", re.sub(r"^[a-z](?=\d)", "", low)):
        toks = re.findall(r"[a-z]+", low)
        out, mult = "", 1
        for t in toks:
            if t == "double":
                mult = 2
            elif t == "triple":
                mult = 3
            elif t in EN_NUM:
                out += EN_NUM[t] * mult
                mult = 1
            else:
                return None
        return out
    out = ""
    for c in s:
        if c.isdigit():
            out += c
        elif c in ZH_NUM:
            out += ZH_NUM[c]
        elif c in " -·，、,.#*✓" or (c.isascii() and c.isalpha()):
            continue
        else:
            return None
    return out


# ---------------------------------------------------------------------------
# spelled passwords
# ---------------------------------------------------------------------------
from vals25 import NATO, SYM_EN, SYM_ZH, EN_DIG  # noqa: E402

_NATO_R = {v: k for k, v in NATO.items()}
_SYM_EN_R = {v: k for k, v in SYM_EN.items()}
_SYM_ZH_R = {v: k for k, v in SYM_ZH.items()}


def unspell(s):
    if "、" in s and ("大写" in s or "小写" in s or "数字" in s):
        out = ""
        for part in s.split("、"):
            if part.startswith("大写"):
                out += part[2:].upper()
            elif part.startswith("小写"):
                out += part[2:].lower()
            elif part.startswith("数字"):
                out += part[2:]
            elif part in _SYM_ZH_R:
                out += _SYM_ZH_R[part]
            else:
                return None
        return out
    if ", " in s:
        out = ""
        for part in s.split(", "):
            cap = part.startswith("capital ")
            p = part[8:] if cap else part
            if p.lower() in _NATO_R:
                c = _NATO_R[p.lower()]
            elif len(p) == 1 and p.isalpha():
                c = p
            elif p in EN_DIG:
                c = str(EN_DIG.index(p))
            elif p in _SYM_EN_R:
                c = _SYM_EN_R[p]
            else:
                return None
            out += c.upper() if cap else c
        return out
    return None


def unfullwidth(s):
    return "".join(chr(ord(c) - 0xFEE0) if "！" <= c <= "～" else c for c in s)


# ---------------------------------------------------------------------------
# BIP39 read-back
# ---------------------------------------------------------------------------
_WORDSET = {}


def wordset(lang):
    if lang not in _WORDSET:
        _WORDSET[lang] = set(S.wordlist(lang))
    return _WORDSET[lang]


def _en_candidates(span):
    t = re.sub(r"<[^>]+>", " ", span)
    t = re.sub(r"\\[a-z]+(\{[^}]*\})?", " ", t)
    cands = []
    sp = re.findall(r"word (\w+) is ([a-zA-Z]+)", t)
    if sp:
        cands.append([w.lower() for _, w in sp])
    pairs = re.findall(r"(?<![\w.])(\d{1,2})[^\sA-Za-z0-9]*\s*([A-Za-z]+)", t)
    if len(pairs) >= 12:
        nums = [int(a) for a, _ in pairs]
        if sorted(nums) == list(range(1, len(nums) + 1)):
            cands.append([w.lower() for _, w in sorted(pairs, key=lambda p: int(p[0]))])
    toks = [w.lower() for w in re.findall(r"[A-Za-z]+", re.sub(r"No\.\d+", " ", t))]
    cands.append([w for w in toks if w in wordset("english")])
    return cands


def _zh_candidates(span, lang):
    t = re.sub(r"第[一二三四五六七八九十]+[行个组]：?", " ", span)
    cands = []
    pairs = re.findall(r"(\d{1,2})[^\s\d]{0,2}?\s*([\u4e00-\u9fff])", t)
    if len(pairs) >= 12:
        nums = [int(a) for a, _ in pairs]
        if sorted(nums) == list(range(1, len(nums) + 1)):
            cands.append([w for _, w in sorted(pairs, key=lambda p: int(p[0]))])
    cands.append([c for c in t if c in wordset(lang)])
    return cands


def readback(span, lang):
    """-> list of words forming a valid phrase, or None"""
    if lang == "english":
        cands = _en_candidates(span)
    else:
        cands = _zh_candidates(span, lang)
    for c in cands:
        if len(c) in (12, 15, 18, 21, 24) and S.bip39_valid(c, lang):
            return c
    return None


# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------
def totp_bytes(span):
    s = span.strip()
    if s.startswith("otpauth://"):
        q = urllib.parse.parse_qs(urllib.parse.urlparse(s).query)
        if "secret" not in q:
            return None
        return S.b32decode_loose(q["secret"][0])
    compact = "".join(s.split())
    if re.fullmatch(r"[0-9a-f]{20}|[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}", compact):
        return bytes.fromhex(compact)
    return S.b32decode_loose(s)


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
def unlayout_key(span):
    t = span
    if "\\n" in t and "\n" not in t:
        t = t.replace("\\n", "\n")
    lines = t.split("\n")
    out = []
    for ln in lines:
        ln = ln.strip()
        if ln.startswith("> "):
            ln = ln[2:]
        elif ln.startswith("# "):
            ln = ln[2:]
        elif ln in (">", "#"):
            ln = ""
        out.append(ln.strip())
    return "\n".join(x for x in out if x)


def parse_private_key(span):
    t = unlayout_key(span)
    tries = []
    if "-----BEGIN" in t:
        tries.append(t)
    else:
        body = "".join(t.split())
        wrapped = "\n".join(body[i:i + 64] for i in range(0, len(body), 64))
        for lab in ("PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY"):
            tries.append("-----BEGIN %s-----\n%s\n-----END %s-----" % (lab, wrapped, lab))
    for x in tries:
        try:
            if "OPENSSH PRIVATE KEY" in x:
                return serialization.load_ssh_private_key(x.encode(), None)
            return serialization.load_pem_private_key(x.encode(), None)
        except Exception:
            continue
    return None


# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------
def wallet_ok(span):
    s = span.strip()
    if s.startswith("["):
        try:
            arr = json.loads(s)
            return len(arr) == 64 and S.ed25519_pub(bytes(arr[:32])) == bytes(arr[32:])
        except Exception:
            return False
    if re.fullmatch(r"(0x)?[0-9a-fA-F]{64}", s):
        d = int(s[2:] if s.startswith("0x") else s, 16)
        return 0 < d < S.SECP256K1_N
    if s.startswith("nsec1"):
        r = S.bech32_to_bytes(s)
        return bool(r) and r[0] == "nsec" and len(r[1]) == 32
    if s[:4] in ("xprv", "yprv", "zprv", "tprv", "uprv", "vprv"):
        return S.xprv_decode(s) is not None
    if re.fullmatch(r"S[A-Z2-7]{55}", s):
        r = S.stellar_decode(s)
        return bool(r) and r[0] == 18 << 3
    if re.fullmatch(r"[1-9A-HJ-NP-Za-km-z]{51,52}", s) and S.wif_decode(s):
        return True
    if re.fullmatch(r"[1-9A-HJ-NP-Za-km-z]{85,90}", s):
        return S.solana_check(s)
    return False


# ---------------------------------------------------------------------------
# API keys
# ---------------------------------------------------------------------------
AK_RE = {
    "openai_key": r"sk-(proj|svcacct|admin)-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}|sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}",
    "anthropic_key": r"sk-ant-(api03|admin01)-[A-Za-z0-9_-]{93}AA",
    "aws_key": r"[A-Za-z0-9/+]{40}",
    "github_token": r"gh[pousr]_[A-Za-z0-9]{36}|github_pat_11[A-Z0-9]{22}_[A-Za-z0-9]{59}",
    "google_api_key": r"AIza[A-Za-z0-9_-]{35}|GOCSPX-[A-Za-z0-9_-]{28}",
    "slack_token": r"xoxb-\d{11,12}-\d{12,13}-[A-Za-z0-9]{24}|xoxp-\d+-\d+-\d+-[0-9a-f]{32}|xapp-1-A[A-Z0-9]{10}-\d{13}-[0-9a-f]{64}"
                   r"|https://hooks\.slack\.com/services/T[A-Z0-9]{8}/B[A-Z0-9]{10}/[A-Za-z0-9]{24}",
    "stripe_key": r"(sk|rk)_live_51[A-Za-z0-9]{96}|whsec_[A-Za-z0-9]{32}",
    "vendor_token": r"pplx-[A-Za-z0-9]{48}|pcsk_[A-Za-z0-9]{5}_[A-Za-z0-9_]{60}|figd_[A-Za-z0-9_-]{40}"
                    r"|xkeysib-[0-9a-f]{64}-[A-Za-z0-9]{16}|re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}"
                    r"|pat-na1-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|napi_[a-z0-9]{64}"
                    r"|fw_[A-Za-z0-9]{24}|EAAA[A-Za-z0-9_-]{60}|xnd_production_[A-Za-z0-9]{60}|shippo_live_[0-9a-f]{40}"
                    r"|squ_[0-9a-f]{40}|ATBB[A-Za-z0-9]{32}|pnu_[A-Za-z0-9]{36}|dckr_pat_[A-Za-z0-9_-]{27}"
                    r"|[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9]{67}|[A-Za-z0-9_-]{24,26}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{38}"
                    r"|sk-[0-9a-f]{32}|bce-v3/ALTAK-[A-Za-z0-9]{21}/[0-9a-f]{40}|00[A-Za-z0-9_-]{40}"
                    r"|glpat-[A-Za-z0-9_-]{20}|npm_[A-Za-z0-9]{36}|hf_[A-Za-z]{34}|lin_api_[A-Za-z0-9]{40}"
                    r"|dp\.st\.prd\.[A-Za-z0-9]{43}|st\.[0-9a-f]{36}\.[0-9a-f]{32}\.[0-9a-f]{32}",
    "generic_api_key": r"[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[A-Za-z0-9]{32}|[A-Za-z0-9]{40}|[A-Za-z0-9+/]{40}"
                       r"|[A-Z1-9]{34}|[a-z0-9]{32}",
}

# secret-looking patterns a benign text must not hold (full length, random body)
BENIGN_FORBID = [
    ("openai", r"sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,}"), ("anthropic", r"sk-ant-[a-z0-9]+-[A-Za-z0-9_-]{60,}"),
    ("github", r"gh[pousr]_[A-Za-z0-9]{36}"), ("ghpat", r"github_pat_[A-Za-z0-9_]{70,}"),
    ("google", r"AIza[A-Za-z0-9_-]{35}"), ("slack", r"xox[bpae]-\d+-[A-Za-z0-9-]{20,}"),
    ("stripe", r"(?:sk|rk)_live_[A-Za-z0-9]{20,}"), ("whsec", r"whsec_[A-Za-z0-9]{24,}"),
    ("glpat", r"glpat-[A-Za-z0-9_-]{20}"), ("npm", r"npm_[A-Za-z0-9]{36}"), ("hf", r"hf_[A-Za-z]{30,}"),
    ("akia", r"(?:AKIA|ASIA)[A-Z2-7]{16}"),
]


def _looks_placeholder(s):
    return bool(re.search(r"x{6,}|X{6,}|\.{3}|…|EXAMPLE|•|\*{4,}|<|your|YOUR", s))


# ---------------------------------------------------------------------------
# per-kind checks from the span alone
# ---------------------------------------------------------------------------
CONN_RE = re.compile(r"^[a-z][a-z0-9+.-]*://[^\s:/@]*:[^\s@]+@|(?:Password|Pwd|password)=[^;&\s]+|jdbc:oracle:thin:\w+/[^@\s]+@",
                     re.I)

RC_TOKEN = re.compile(r"\b(?:[0-9a-f]{5}-[0-9a-f]{5}|\d{8}|\d{4} \d{4}|[A-Z0-9]{4}-[A-Z0-9]{4}(?:-[A-Z0-9]{4,5}){0,5}"
                      r"|[a-z0-9]{12}|[a-z]{4}-[a-z]{4}-[a-z]{4}|[A-Z0-9]{10}|[0-9a-f]{10}|[0-9a-f]{16}|\d{5}-\d{5}"
                      r"|[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}|[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4}|[a-z0-9]{8}"
                      r"|[a-z0-9]{4}-[a-z0-9]{4})\b")


def check_span(kind, span, jwt_keys=None):
    if not span or span != span.strip():
        return False, "span_not_trimmed"
    if kind == "card_number":
        d = re.sub(r"[\s.\-]", "", unfullwidth(span))
        ok = d.isdigit() and S.luhn_ok(d) and S.card_brand(d) is not None and d not in S.TEST_CARDS
        return ok, "luhn_card_brand"
    if kind == "mnemonic_bip39_en":
        w = readback(span, "english")
        from mnemonic import Mnemonic
        return (w is not None and Mnemonic("english").check(" ".join(w))), "bip39_en_readback"
    if kind == "mnemonic_zh":
        for lang in ("chinese_simplified", "chinese_traditional"):
            if readback(span, lang):
                return True, "bip39_zh_readback"
        return False, "bip39_zh_readback"
    if kind == "totp_secret":
        b = totp_bytes(span)
        return (b is not None and len(b) in (10, 16, 20, 32)), "totp_seed_bytes"
    if kind == "jwt":
        parts = span.split(".")
        if len(parts) != 3:
            return False, "jwt_segments_json"
        try:
            h = json.loads(S.b64url_dec(parts[0]))
            json.loads(S.b64url_dec(parts[1]))
        except Exception:
            return False, "jwt_segments_json"
        if "alg" not in h or span == S.JWT_IO_SAMPLE:
            return False, "jwt_segments_json"
        if jwt_keys and h["alg"] in jwt_keys:
            return S.jwt_verify(span, h["alg"], jwt_keys[h["alg"]]), "jwt_signature_verified"
        return True, "jwt_segments_json"
    if kind == "private_key_pem":
        return parse_private_key(span) is not None, "private_key_parsed"
    if kind == "crypto_wallet_key":
        return wallet_ok(span), "wallet_key_structure"
    if kind in ("otp", "pin"):
        d = decode_digits(span)
        lo = 4
        return (d is not None and lo <= len(d) <= 8), "digits_decode_" + kind
    if kind == "password_nl":
        p = unspell(span)
        if p is not None:
            return len(p) >= 6, "spelled_out"
        p = unfullwidth(span)
        return (len(p) >= 6 and not p.isdigit()), "password_shape"
    if kind == "wifi_password":
        return (8 <= len(span) <= 63 or re.fullmatch(r"[0-9a-f]{64}", span) is not None), "wpa_length_8_63"
    if kind == "security_answer":
        return len(span) >= 2, "answer_nonempty"
    if kind == "recovery_codes":
        toks = RC_TOKEN.findall(span)
        return len(toks) >= 1, "recovery_code_tokens"
    if kind == "env_file":
        return (len(span) >= 8 and not any(c.isspace() for c in span)), "env_value_nonempty"
    if kind == "connection_string":
        return CONN_RE.search(span) is not None, "connstr_has_password"
    if kind in AK_RE:
        ok = re.fullmatch(AK_RE[kind], span) is not None
        if ok and kind == "github_token" and span[:4] in ("ghp_", "gho_", "ghu_", "ghs_", "ghr_"):
            ok = S.gh_token_ok(span)
        return ok, "api_key_shape"
    return False, "unknown_kind"


def check_record(kind, span, rec):
    if kind == "card_number":
        return re.sub(r"[\s.\-]", "", unfullwidth(span)) == rec["card"]
    if kind == "mnemonic_bip39_en":
        return readback(span, "english") == rec["words"]
    if kind == "mnemonic_zh":
        return readback(span, rec["lang"]) == rec["words"]
    if kind == "totp_secret":
        return totp_bytes(span) == rec["totp"]
    if kind == "jwt":
        if rec["alg"].startswith("HS"):
            return S.jwt_verify(span, rec["alg"], rec["hkey"])
        return True
    if kind == "private_key_pem":
        k = parse_private_key(span)
        return k is not None and S.public_der(k) == rec["pubder"]
    if kind == "crypto_wallet_key":
        if "d" in rec:
            s = span
            if re.fullmatch(r"(0x)?[0-9a-fA-F]{64}", s):
                return int(s[-64:], 16) == rec["d"]
            if s.startswith("nsec1"):
                return int.from_bytes(S.bech32_to_bytes(s)[1], "big") == rec["d"]
            if s[1:4] == "prv":
                return S.xprv_decode(s) == rec["d"]
            w = S.wif_decode(s)
            return bool(w) and w[1] == rec["d"]
        return True
    if kind in ("otp", "pin"):
        return decode_digits(span) == rec["digits"]
    if kind == "password_nl":
        p = unspell(span) if rec.get("spelled") else unfullwidth(span) if rec.get("fw") else span
        return p == rec["pw"]
    if kind == "wifi_password":
        return span == rec["wifi"]
    if kind == "security_answer":
        return span == rec["answer"]
    if kind == "recovery_codes":
        return all(c in span for c in rec["codes"])
    if kind == "env_file":
        return span == rec["env"]
    if kind == "connection_string":
        return rec["pw"] in span
    if kind in AK_RE:
        return span == rec["key"]
    return False


# ---------------------------------------------------------------------------
# benign texts
# ---------------------------------------------------------------------------
_CARD_RUN = re.compile(r"(?<![\d])(\d[\d \-]{11,22}\d)(?![\d])")


def benign_problem(text):
    t = unfullwidth(text)
    for m in _CARD_RUN.finditer(t):
        run = m.group(1)
        groups = re.split(r"[ \-]", run)
        cands = ["".join(groups)]
        for i in range(len(groups)):
            for j in range(i + 1, len(groups) + 1):
                cands.append("".join(groups[i:j]))
        for d in cands:
            if 13 <= len(d) <= 19 and S.luhn_ok(d) and S.card_brand(d) and d not in S.TEST_CARDS:
                return "card " + d
    # English BIP39 windows
    toks = [w.lower() for w in re.findall(r"[A-Za-z]+", t)]
    ws = wordset("english")
    run = []
    for w in toks + ["<end>"]:
        if w in ws:
            run.append(w)
            continue
        for n in (12, 15, 18, 21, 24):
            for i in range(0, len(run) - n + 1):
                win = run[i:i + n]
                if S.bip39_valid(win) and win != ["abandon"] * 11 + ["about"] and win != ["test"] * 11 + ["junk"]:
                    return "bip39 window"
        run = []
    # Chinese maximal runs (adjacent, or separated by one space / punctuation mark)
    for lang in ("chinese_simplified", "chinese_traditional"):
        zs = wordset(lang)
        for m in re.finditer(r"(?:[\u4e00-\u9fff][ 、，,·／/|｜]?)+", t):
            chars = [c for c in m.group(0) if c in zs]
            seq = [c for c in m.group(0) if "\u4e00" <= c <= "\u9fff"]
            if len(chars) == len(seq) and len(chars) in (12, 15, 18, 21, 24) and S.bip39_valid(chars, lang):
                return "bip39 zh run"
    # wallet keys, private keys, JWTs
    for tok in re.findall(r"[1-9A-HJ-NP-Za-km-z]{50,112}", t):
        if S.wif_decode(tok) or (tok[1:4] == "prv" and S.xprv_decode(tok)):
            return "wallet key"
        if 85 <= len(tok) <= 90 and S.solana_check(tok):
            return "solana keypair"
    for tok in re.findall(r"nsec1[a-z0-9]{50,}", t):
        return "nsec"
    for tok in re.findall(r"\bS[A-Z2-7]{55}\b", t):
        r = S.stellar_decode(tok)
        if r and r[0] == 18 << 3:
            return "stellar seed"
    if re.search(r"PRIVATE KEY-----\s*\n\s*[A-Za-z0-9+/]{40,}", t):
        return "private key block"
    for tok in re.findall(r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+", t):
        if tok != S.JWT_IO_SAMPLE:
            return "jwt"
    for name, rx in BENIGN_FORBID:
        for m in re.finditer(rx, t):
            if not _looks_placeholder(m.group(0)) and "EXAMPLE" not in t[m.start():m.end() + 12]:
                return "api key " + name
    for m in re.finditer(r"otpauth://[^\s\"']+", t):
        q = urllib.parse.parse_qs(urllib.parse.urlparse(m.group(0)).query)
        sec = q.get("secret", [""])[0]
        if sec and sec not in ("JBSWY3DPEHPK3PXP", "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"):
            return "otpauth seed"
    return None


# ---------------------------------------------------------------------------
# language
# ---------------------------------------------------------------------------
def _han(s):
    return sum(1 for c in s if "\u4e00" <= c <= "\u9fff" or "\u3400" <= c <= "\u4dbf")


def lang_ok(text, span, lang):
    outside = text
    if span:
        i = text.find(span)
        outside = text[:i] + " " + text[i + len(span):]
    h = _han(outside)
    if lang == "en":
        return h == 0
    if lang == "zh":
        return h >= 4
    latin = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", outside)}
    return h >= 2 and len(latin) >= 2
