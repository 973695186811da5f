"""checks29 -- structural checks for secrets_corpus29.

check_span(kind, span, record_check) re-reads a secret span from the span alone (and compares it
with the generator's record when one is given); returns the name of the check that passed or raises.
scan_benign(text) returns a list of reasons why a benign text would hold a real secret ([] = clean).
"""
import base64
import json
import re
from urllib.parse import urlparse, parse_qs, unquote

import struct29 as S
import values29 as V

# ---------------------------------------------------------------------------
# digits
# ---------------------------------------------------------------------------
_EN = {w: str(i) for i, w in enumerate(V.EN_DIG)}
_EN["oh"] = "0"
_ZH = {c: str(i) for i, c in enumerate(V.ZH_DIG)}
_ZH.update({c: str(i) for i, c in enumerate(V.ZH_UP)})
_ZH["幺"] = "1"


def decode_digits(span):
    s = span.strip()
    s = "".join(chr(ord(c) - 0xFF10 + 48) if 0xFF10 <= ord(c) <= 0xFF19 else c for c in s)
    if s.startswith("G-"):
        s = s[2:]
    out = ""
    toks = re.findall(r"[A-Za-z]+|\d|[\u4e00-\u9fff]", s)
    i = 0
    while i < len(toks):
        t = toks[i]
        tl = t.lower()
        if t.isdigit():
            out += t
        elif tl in ("double", "triple"):
            nxt = toks[i + 1].lower()
            d = _EN[nxt] if nxt in _EN else nxt
            out += d * (2 if tl == "double" else 3)
            i += 1
        elif tl in _EN:
            out += _EN[tl]
        elif t in _ZH:
            out += _ZH[t]
        else:
            raise ValueError("unexpected token %r in digits %r" % (t, span))
        i += 1
    return out


# ---------------------------------------------------------------------------
# spelled passwords
# ---------------------------------------------------------------------------
_NATO_R = {v: k for k, v in V.NATO.items()}
_SYM_EN_R = {v: k for k, v in V.SYM_EN.items()}
_SYM_ZH_R = {v: k for k, v in V.SYM_ZH.items()}


def decode_spelled(span, style):
    if style == "zhspell":
        out = ""
        for t in span.split("、"):
            if t.startswith("大写"):
                out += t[2:]
            elif t.startswith("小写"):
                out += t[2:]
            elif t.startswith("数字"):
                out += t[2:]
            elif t.startswith("符号"):
                out += _SYM_ZH_R[t[2:]]
            else:
                raise ValueError(t)
        return out
    out = ""
    for t in span.split(", "):
        cap = t.startswith("capital ")
        w = t[8:] if cap else t
        if w in _SYM_EN_R:
            out += _SYM_EN_R[w]
        elif w in _EN and w != "oh":
            out += _EN[w]
        elif style == "nato":
            c = _NATO_R[w.lower()]
            out += c.upper() if cap else c
        else:
            assert len(w) == 1, w
            out += w.upper() if cap else w
    return out


# ---------------------------------------------------------------------------
# seed phrases
# ---------------------------------------------------------------------------
_NUMW = {w.lower(): i + 1 for i, w in enumerate(V.NUMW)}


def read_english_phrase(span):
    wl = set(S.wordlist("english"))
    sp = re.findall(r"([A-Z][a-z]+(?:-[a-z]+)?), ([a-z]+)\.", span)
    if sp and all(a.lower() in _NUMW for a, _ in sp):
        return [w for _, w in sorted((_NUMW[a.lower()], w) for a, w in sp)]
    pairs = re.findall(r"(\d+)[\s.):\]→\t|#-]*([A-Za-z]+)", span)
    pairs = [(int(n), w.lower()) for n, w in pairs if w.lower() in wl]
    if len(pairs) >= 12:
        return [w for _, w in sorted(pairs)]
    return [t.lower() for t in re.findall(r"[A-Za-z]+", span) if t.lower() in wl]


def read_chinese_phrase(span, name):
    wl = set(S.wordlist(name))
    s = re.sub(r"第\d+个：", " ", span)
    return [c for c in s if c in wl]


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
def undo_pem_layout(span, layout):
    if layout == "escaped":
        return span.replace("\\n", "\n").strip()
    if layout == "b64":
        return base64.b64decode(span).decode().strip()
    if layout == "oneline":
        m = re.match(r"(-----BEGIN ([A-Z ]+)-----) (.*) (-----END \2-----)$", span)
        if m:
            return "\n".join([m.group(1)] + m.group(3).split(" ") + [m.group(4)])
        if span.startswith("PuTTY"):
            raise ValueError("ppk cannot be one-line")
        return span
    lines = span.split("\n")
    return "\n".join(re.sub(r"^[ \t>]*", "", ln) if i else ln for i, ln in enumerate(lines)).strip()


def check_private(span, t, layout):
    text = undo_pem_layout(span, layout)
    if t == "ossh":
        return S.openssh_check(text)
    if t == "ppk":
        return S.ppk3_check(text)
    if t == "jwk":
        j = json.loads(text)
        seed = S.b64u_dec(j["d"])
        assert S.ed25519_public(seed) == S.b64u_dec(j["x"])
        return "jwk-ed25519"
    label, body = S.pem_body(text)
    return S.parse_private_der(label, body)


# ---------------------------------------------------------------------------
# API key patterns
# ---------------------------------------------------------------------------
AK = {
    "openai_proj": r"sk-proj-[A-Za-z0-9_-]{58}T3BlbkFJ[A-Za-z0-9_-]{58}",
    "openai_svc": r"sk-svcacct-[A-Za-z0-9_-]{58}T3BlbkFJ[A-Za-z0-9_-]{58}",
    "openai_admin": r"sk-admin-[A-Za-z0-9_-]{58}T3BlbkFJ[A-Za-z0-9_-]{58}",
    "openai_legacy": r"sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}",
    "ant_api": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "ant_admin": r"sk-ant-admin01-[A-Za-z0-9_-]{93}AA",
    "aws": r"[A-Za-z0-9/+]{40}", "aws_sts": r"[A-Za-z0-9/+]{40}",
    "ghp": r"ghp_[A-Za-z0-9]{36}", "gho": r"gho_[A-Za-z0-9]{36}", "ghu": r"ghu_[A-Za-z0-9]{36}",
    "ghs": r"ghs_[A-Za-z0-9]{36}", "ghr": r"ghr_[A-Za-z0-9]{36}",
    "ghpat": r"github_pat_11[A-Z0-9]{20}_[A-Za-z0-9]{59}",
    "aiza": r"AIza[A-Za-z0-9_-]{35}", "gocspx": r"GOCSPX-[A-Za-z0-9_-]{28}",
    "xoxb": r"xoxb-\d{10,13}-\d{12,14}-[A-Za-z0-9]{24}", "xoxp": r"xoxp-\d{10,13}-\d{10,13}-\d{12,14}-[0-9a-f]{32}",
    "xapp": r"xapp-1-A[A-Z0-9]{10}-\d{12,14}-[0-9a-f]{64}", "xoxe": r"xoxe\.xoxp-1-[A-Za-z0-9]{140}",
    "slackhook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{9}/B[A-Z0-9]{10}/[A-Za-z0-9]{24}",
    "sk_live": r"sk_live_51[A-Za-z0-9]{97}", "rk_live": r"rk_live_51[A-Za-z0-9]{97}", "whsec": r"whsec_[A-Za-z0-9]{32}",
    "npm": r"npm_[A-Za-z0-9]{36}", "glpat": r"glpat-[A-Za-z0-9_-]{20}", "hf": r"hf_[A-Za-z]{34}",
    "sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}", "dop": r"dop_v1_[0-9a-f]{64}", "shpat": r"shpat_[0-9a-f]{32}",
    "groq": r"gsk_[A-Za-z0-9]{52}", "replicate": r"r8_[A-Za-z0-9]{37}", "xai": r"xai-[A-Za-z0-9]{80}",
    "pypi": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{140}", "tailscale": r"tskey-auth-k[A-Za-z0-9]{11}CNTRL-[A-Za-z0-9]{33}",
    "databricks": r"dapi[0-9a-f]{32}", "grafana": r"glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}", "supabase": r"sbp_[0-9a-f]{40}",
    "linear": r"lin_api_[A-Za-z0-9]{40}", "notion": r"ntn_\d{11}[A-Za-z0-9]{35}", "figma": r"figd_[A-Za-z0-9_-]{40}",
    "postman": r"PMAK-[0-9a-f]{24}-[0-9a-f]{34}", "telegram": r"\d{10}:AA[A-Za-z0-9_-]{33}",
    "discord": r"[A-Za-z0-9_-]{24,26}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{38}", "twilio": r"[0-9a-f]{32}",
    "mailgun": r"key-[0-9a-f]{32}", "doppler": r"dp\.st\.prd\.[A-Za-z0-9]{40}", "netlify": r"nfp_[A-Za-z0-9]{36}",
    "flyio": r"fo1_[A-Za-z0-9_-]{43}", "mapbox_sk": r"sk\.eyJ1Ijoi[A-Za-z0-9]{12}IiwiYSI6I[A-Za-z0-9]{24}In0\.[A-Za-z0-9_-]{22}",
    "op_sa": r"ops_eyJzaWduSW5BZGRyZXNzIjoi[A-Za-z0-9_-]{300}",
    "aliyun": r"[A-Za-z0-9]{30}", "tencent": r"[A-Za-z0-9]{32}", "huawei": r"[A-Za-z0-9]{40}", "baidu": r"[A-Za-z0-9]{32}",
    "deepseek": r"sk-[0-9a-f]{32}", "zhipu": r"[0-9a-f]{32}\.[A-Za-z0-9]{16}", "moonshot": r"sk-[A-Za-z0-9]{48}",
    "dashscope": r"sk-[0-9a-f]{32}", "cloudflare": r"[A-Za-z0-9_-]{40}", "vercel": r"[A-Za-z0-9]{24}",
    "hex32": r"[0-9a-f]{32}", "hex40": r"[0-9a-f]{40}", "hex64": r"[0-9a-f]{64}", "an32": r"[A-Za-z0-9]{32}",
    "an40": r"[A-Za-z0-9]{40}", "an24": r"[A-Za-z0-9]{24}", "b64_40": r"[A-Za-z0-9+/]{40}", "up20": r"[A-Z0-9]{20}",
    "key_pre": r"(key|api|live|prod|tok)_[A-Za-z0-9]{32}",
}


# ---------------------------------------------------------------------------
# the per-kind check
# ---------------------------------------------------------------------------
def check_span(kind, span, rc):
    """rc: the generator's check tuple. Returns the check name."""
    t = rc[0]
    if t == "digits":
        d = decode_digits(span)
        assert d == rc[1] and 4 <= len(d) <= 8, (span, rc)
        return "digits_" + kind
    if t == "password":
        pw, style = rc[1], rc[2]
        got = span if style == "plain" else decode_spelled(span, style)
        assert got == pw and len(pw) >= 8, (span, pw)
        return "password_shape"
    if t == "answer":
        assert span == rc[1] and len(span.strip()) >= 2
        return "answer_nonempty"
    if t == "wpa":
        assert span == rc[1] and (8 <= len(span) <= 63 or re.fullmatch(r"[0-9a-f]{64}", span))
        return "wpa_length"
    if t == "card":
        d = "".join(chr(ord(c) - 0xFF10 + 48) if 0xFF10 <= ord(c) <= 0xFF19 else c for c in span)
        d = re.sub(r"[ .-]", "", d)
        assert d == rc[1] and S.luhn_ok(d) and d not in V.TEST_CARDS and 15 <= len(d) <= 19
        return "luhn_card"
    if t == "totp":
        if span.startswith("otpauth://"):
            q = parse_qs(urlparse(span).query)
            b = q["secret"][0]
        else:
            b = re.sub(r"[\s-]", "", span).upper()
        raw = base64.b32decode(b + "=" * (-len(b) % 8))
        assert raw.hex() == rc[1] and len(raw) in (10, 16, 20, 32)
        return "base32_totp_seed"
    if t == "codes":
        assert all(c in span for c in rc[1]) and len(rc[1]) >= 1
        return "recovery_code_tokens"
    if t == "wif":
        d, _ = S.wif_decode(span)
        assert d == rc[1] and 1 <= d < S.SECP256K1.n
        return "wallet_wif_base58check"
    if t == "hexkey":
        d = int(span[2:] if span.startswith("0x") else span, 16)
        assert d == rc[1] and 1 <= d < S.SECP256K1.n and len(span.replace("0x", "")) == 64
        return "wallet_hex_scalar"
    if t == "xprv":
        raw = S.b58check_decode(span)
        assert len(raw) == 78 and raw[45] == 0 and int.from_bytes(raw[46:], "big") == rc[1]
        return "wallet_xprv_base58check"
    if t == "sol":
        raw = bytes(json.loads(span)) if span.startswith("[") else S.b58decode(span)
        assert len(raw) == 64 and S.ed25519_public(raw[:32]) == raw[32:] and raw[:32].hex() == rc[1]
        return "wallet_solana_keypair"
    if t == "bech32":
        hrp, b = S.bech32_to_bytes(span)
        assert hrp == rc[1] and b.hex() == rc[2]
        return "wallet_bech32"
    if t == "strkey":
        v, pl = S.strkey_decode(span)
        assert v == 18 << 3 and pl.hex() == rc[1]
        return "wallet_stellar_strkey"
    if t == "bip39":
        name, words = rc[1], rc[2]
        got = read_english_phrase(span) if name == "english" else read_chinese_phrase(span, name)
        assert got == list(words) and S.bip39_check(got, name), (span, got)
        return "bip39_en_checksum" if name == "english" else "bip39_zh_checksum"
    if t == "envval":
        assert span == rc[1] and len(span) >= 8 and not span.startswith("${")
        return "env_value_nonempty"
    if t == "connstr":
        assert rc[1] in span
        return "connstr_credential"
    if t == "privkey":
        desc = check_private(span, rc[1], rc[2])
        assert undo_pem_layout(span, rc[2]).strip() == rc[3].strip()
        return "private_key_consistent"
    if t == "jwt":
        h, p, s = span.split(".")
        header = json.loads(S.b64u_dec(h))
        json.loads(S.b64u_dec(p))
        assert header["alg"] == rc[1]
        assert S.jwt_verify(span, V.jwt_key(rc[1], header.get("kid", rc[2]), p))
        return "jwt_verified"
    if t == "apikey":
        vendor = rc[1]
        assert re.fullmatch(AK[vendor], span), (vendor, span)
        if vendor in ("ghp", "gho", "ghu", "ghs", "ghr"):
            assert S.github_token_ok(span)
        assert span == rc[2]
        return "api_key_pattern"
    raise ValueError("unknown check " + t)


# ---------------------------------------------------------------------------
# benign scan
# ---------------------------------------------------------------------------
KNOWN_VECTORS = {
    " ".join(["abandon"] * 11 + ["about"]),
    "legal winner thank year wave sausage worth useful legal winner thank yellow",
    "zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong",
}
_TEST = {c for c in V.TEST_CARDS}
_DOC_TOKENS = {"JBSWY3DPEHPK3PXP", "AKIAIOSFODNN7EXAMPLE"}


def _han(c):
    return "\u4e00" <= c <= "\u9fff"


def scan_benign(text):
    hits = []
    # cards
    for m in re.finditer(r"(?<![\d])\d(?:[ -]?\d){12,18}(?!\d)", text):
        d = re.sub(r"[ -]", "", m.group(0))
        if d[0] in "23456" and 13 <= len(d) <= 19 and S.luhn_ok(d) and d not in _TEST:
            hits.append("card:" + d)
    # English seed windows
    wl = set(S.wordlist("english"))
    toks = [t.lower() for t in re.findall(r"[A-Za-z]+", text)]
    run = []
    for t in toks + ["\0"]:
        if t in wl:
            run.append(t)
            continue
        if len(run) >= 12:
            for n in (12, 15, 18, 21, 24):
                for i in range(0, len(run) - n + 1):
                    w = run[i:i + n]
                    if S.bip39_check(w) and " ".join(w) not in KNOWN_VECTORS:
                        hits.append("bip39_en")
        run = []
    # Chinese seed runs: list characters each separated by one separator (space, 、, ，, ideographic
    # space, newline, " / ").  Unspaced runs are not scanned: ordinary Chinese prose is made of list
    # characters, and about one 12-character window in 16 passes the checksum by chance.
    for name in ("chinese_simplified", "chinese_traditional"):
        zl = set(S.wordlist(name))
        for m in re.finditer(r"(?:[\u4e00-\u9fff](?:[ 、，　\n]|\s/\s)){11,}[\u4e00-\u9fff]", text):
            r = [c for c in m.group(0) if c in zl]
            if len(r) != len([c for c in m.group(0) if "\u4e00" <= c <= "\u9fff"]):
                continue
            for n in (12, 15, 18, 21, 24):
                for i in range(0, len(r) - n + 1):
                    if S.bip39_check(r[i:i + n], name):
                        hits.append("bip39_zh")
    # WIF / extended private keys / other wallet secrets
    for m in re.finditer(r"\b[5KLc9TQ6][1-9A-HJ-NP-Za-km-z]{50,51}\b", text):
        try:
            S.wif_decode(m.group(0))
            hits.append("wif")
        except Exception:
            pass
    for m in re.finditer(r"\b[xtyz]prv[1-9A-HJ-NP-Za-km-z]{100,112}\b", text):
        hits.append("xprv")
    if re.search(r"\bnsec1[02-9ac-hj-np-z]{20,}", text) or re.search(r"\bsuiprivkey1", text):
        hits.append("bech32 private key")
    if re.search(r"\bS[A-Z2-7]{55}\b", text):
        hits.append("stellar seed")
    # private key blocks with a body
    for m in re.finditer(r"-----BEGIN ([A-Z ]*)PRIVATE KEY-----\s*([A-Za-z0-9+/=\s]{40,})-----END", text):
        hits.append("private key block")
    if "PuTTY-User-Key-File" in text and "Private-Lines" in text:
        hits.append("ppk")
    # JWT
    for m in re.finditer(r"eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}", text):
        if m.group(0) not in fill_jwt_placeholders():
            hits.append("jwt")
    # prefixed API keys of full length
    for pat in (r"sk-(proj|svcacct|admin)-[A-Za-z0-9_-]{40,}", r"sk-ant-(api03|admin01)-[A-Za-z0-9_-]{60,}",
                r"ghp_[A-Za-z0-9]{36}", r"gh[ousr]_[A-Za-z0-9]{36}", r"github_pat_[A-Za-z0-9_]{60,}",
                r"AIza[A-Za-z0-9_-]{35}", r"xox[bpae]-\d{6,}", r"(sk|rk)_live_[A-Za-z0-9]{20,}",
                r"whsec_[A-Za-z0-9]{24,}", r"glpat-[A-Za-z0-9_-]{20}", r"\bhf_[A-Za-z]{30,}", r"npm_[A-Za-z0-9]{36}",
                r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}", r"GOCSPX-[A-Za-z0-9_-]{28}",
                r"hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]{20,}"):
        for m in re.finditer(pat, text):
            if "x" * 8 not in m.group(0).lower() and "X" * 8 not in m.group(0):
                hits.append("api key " + pat[:12])
    for m in re.finditer(r"\bAKIA[A-Z2-7]{16}\b", text):
        if m.group(0) not in _DOC_TOKENS:
            hits.append("aws id")
    for m in re.finditer(r"otpauth://[^\s]*secret=([A-Z2-7a-z]+)", text):
        if m.group(1).upper() not in _DOC_TOKENS:
            hits.append("otpauth")
    return hits


def fill_jwt_placeholders():
    import fill29
    return set(fill29.PLACEHOLDERS["jwt"])
