"""Structural checks for secrets_corpus27.

check_secret(kind, span, rec, gen, args) re-reads the gold span on its own (digits spoken or
written, spelled passwords, seed phrases from their layout, base32 seeds, PEM blocks, JWT
signatures, wallet encodings, API-key shapes) and compares it with the generator's record.
scan_benign(text) looks for anything in a benign text that would be a real secret by structure.
Both raise / return a reason string on failure.
"""
import base64
import json
import re
from urllib.parse import parse_qs, unquote, urlparse

from cryptography.hazmat.primitives import serialization

import struct27 as S
import values27 as V

COUNTS = {}


def ok(name):
    COUNTS[name] = COUNTS.get(name, 0) + 1


class CheckError(Exception):
    pass


def need(cond, why):
    if not cond:
        raise CheckError(why)


# ---------------------------------------------------------------------------
# digits
# ---------------------------------------------------------------------------
WORD_D = {w: str(i) for i, w in enumerate(V.EN_DIG)}
WORD_D["oh"] = "0"
ZH_D = {c: str(i) for i, c in enumerate(V.ZH_DIG)}
ZH_D.update({c: str(i) for i, c in enumerate(V.ZH_CAP)})
ZH_D["幺"] = "1"
ZH_D["〇"] = "0"


def decode_digits(span):
    s = "".join(chr(ord(c) - 0xFEE0) if "！" <= c <= "～" else c for c in span).replace("　", " ")
    low = s.lower()
    if re.search(r"[a-z]{2,}", low):
        toks = re.findall(r"[a-z]+", low)
        out, dbl = "", 0
        for t in toks:
            if t == "double":
                dbl = 2
                continue
            if t == "triple":
                dbl = 3
                continue
            need(t in WORD_D, "unknown digit word %r" % t)
            out += WORD_D[t] * (dbl or 1)
            dbl = 0
        return out
    out = ""
    for c in s:
        if c.isdigit():
            out += c
        elif c in ZH_D:
            out += ZH_D[c]
    return out


def strip_keypad(span):
    return re.sub(r"^[A-Z*]|#$", "", span)


# ---------------------------------------------------------------------------
# spelled passwords
# ---------------------------------------------------------------------------
NATO_R = {v: k for k, v in V.NATO.items()}
SYM_EN_R = {v: k for k, v in V.SYM_EN.items()}
SYM_ZH_R = {v: k for k, v in V.SYM_ZH.items()}


def decode_spelled(span):
    if "大写" in span or "小写" in span or "数字" in span:
        parts = re.split(r"[、，]| (?=大写|小写|数字|[^\x00-\x7f])", span)
        out = ""
        for p in parts:
            p = p.strip()
            if not p:
                continue
            if p.startswith("大写"):
                out += p[2:].upper()
            elif p.startswith("小写"):
                out += p[2:].lower()
            elif p.startswith("数字"):
                out += p[2:]
            else:
                need(p in SYM_ZH_R, "unknown zh symbol %r" % p)
                out += SYM_ZH_R[p]
        return out
    out = ""
    for p in span.split(", "):
        p = p.strip()
        m = re.match(r"^(capital|upper case|big) (.+)$", p)
        if m:
            w = m.group(2)
            out += (NATO_R.get(w.lower(), w)).upper()
        elif p.lower() in NATO_R:
            out += NATO_R[p.lower()]
        elif p in WORD_D:
            out += WORD_D[p]
        elif p in SYM_EN_R:
            out += SYM_EN_R[p]
        elif len(p) == 1:
            out += p
        else:
            raise CheckError("unknown spelled token %r" % p)
    return out


# ---------------------------------------------------------------------------
# seed phrases
# ---------------------------------------------------------------------------
def readback_en(span):
    toks = [t.lower() for t in re.findall(r"[A-Za-z]+(?:-[a-z]+)?", span)]
    # drop layout markup words
    drop = {"word", "n", "th", "st", "nd", "rd"}
    drop |= set(V.EN_ORD) | set(V.EN_NUMW)
    words = []
    for t in toks:
        if t in S.INDEX["en"]:
            words.append(t)
    return words, [t for t in toks if t not in drop]


def check_mnemonic_en(span, rec):
    need(S.bip39_check(rec, "en"), "record fails checksum")
    pairs = re.findall(r"(?<![A-Za-z0-9])(\d+)\s*[.):\]\t>-]*\s*([A-Za-z]+)", span)
    if len(pairs) == len(rec):
        # numbered layouts (also columns read downwards): sort by number
        ordered = [w.lower() for _, w in sorted(pairs, key=lambda p: int(p[0]))]
        need(ordered == list(rec), "numbered read-back differs")
    else:
        words, cleaned = readback_en(span)
        it = iter(words)
        need(all(any(w == x for x in it) for w in rec), "words not found in order")
        need(len([t for t in cleaned if t in S.INDEX["en"]]) == len(rec), "extra list words in the span")
    need(S.bip39_check([w.lower() for w in rec], "en"), "read-back fails checksum")
    ok("bip39_en_readback")


HAN = re.compile(r"[\u4e00-\u9fff]")


def check_mnemonic_zh(span, rec, lst):
    need(S.bip39_check(rec, lst), "record fails checksum")
    s = re.sub(r"第[一二三四五六七八九十]+个：", "", span)
    s = s.replace("序号", "").replace("| 字 |", "")
    chars = HAN.findall(s)
    need(chars == list(rec), "zh read-back differs")
    need(S.bip39_check(chars, lst), "zh read-back fails checksum")
    ok("bip39_zh_readback")


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
def undo_pem_layout(span):
    s = span
    if "\\n" in s:
        s = s.replace("\\n", "\n")
    if s.startswith("LS0tLS1CRUdJTi"):
        s = base64.b64decode(s).decode()
    s = s.replace("\r\n", "\n")
    s = re.sub(r"\n> ?", "\n", s)
    s = re.sub(r"\n[ \t]+", "\n", s)
    if "\n" not in s.strip():
        m = re.match(r"(-----BEGIN [A-Z ]+-----) (.*) (-----END [A-Z ]+-----)", s)
        need(m, "one-line PEM not recognised")
        s = m.group(1) + "\n" + "\n".join(m.group(2).split(" ")) + "\n" + m.group(3)
    return s.strip() + "\n"


def check_pk(span, rec):
    pem = undo_pem_layout(span)
    if "OPENSSH" in pem:
        k = serialization.load_ssh_private_key(pem.encode(), None)
    else:
        k = serialization.load_pem_private_key(pem.encode(), None)
    a = k.public_key().public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    b = rec["key"].public_key().public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    need(a == b, "public half differs")
    ok("private_key_parsed")


# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------
def check_wallet(span, rec):
    t = rec["type"]
    k = rec["k"]
    if t in ("wif", "wifu", "wiftest", "ltc", "doge"):
        p = S.b58check_decode(span)
        need(p[0] in (0x80, 0xEF, 0xB0, 0x9E), "WIF version")
        need(len(p) in (33, 34), "WIF length")
        need(int.from_bytes(p[1:33], "big") == k and 0 < k < S.SECP_N, "WIF scalar")
    elif t in ("hex", "hex0x"):
        h = span[2:] if span.startswith("0x") else span
        need(re.fullmatch(r"[0-9a-f]{64}", h) and int(h, 16) == k, "hex scalar")
    elif t in ("xprv", "zprv", "tprv"):
        p = S.b58check_decode(span)
        need(len(p) == 78 and p[:4].hex().upper() in ("0488ADE4", "04B2430C", "04358394") and p[45] == 0, "xprv shape")
        need(int.from_bytes(p[46:], "big") == k, "xprv scalar")
    elif t in ("sol", "solarr"):
        raw = S.b58decode(span) if t == "sol" else bytes(json.loads(span))
        need(len(raw) == 64, "solana length")
        from cryptography.hazmat.primitives.asymmetric import ed25519
        pub = ed25519.Ed25519PrivateKey.from_private_bytes(raw[:32]).public_key().public_bytes(
            serialization.Encoding.Raw, serialization.PublicFormat.Raw)
        need(pub == raw[32:] and raw[:32] == rec["seed"], "solana public half")
    elif t == "nsec":
        hrp, data = S.bech32_decode(span)
        raw = bytes(S.convertbits(data, 5, 8, False))
        need(hrp == "nsec" and len(raw) == 32 and int.from_bytes(raw, "big") == k, "nsec")
    else:
        raise CheckError("unknown wallet type")
    ok("wallet_key_structure")


# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------
def totp_bytes(span):
    if span.startswith("otpauth://"):
        q = parse_qs(urlparse(span).query)
        sec = q["secret"][0]
    else:
        sec = re.sub(r"[\s-]", "", span)
    sec = sec.upper().rstrip("=")
    return base64.b32decode(sec + "=" * (-len(sec) % 8))


def check_totp(span, rec):
    raw = totp_bytes(span)
    need(raw == rec and len(raw) in (10, 16, 20, 32), "totp bytes")
    ok("totp_seed_bytes")


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------
def check_jwt(span, rec):
    parts = span.split(".")
    need(len(parts) == 3, "jwt segments")
    h = json.loads(S.b64url_dec(parts[0]))
    json.loads(S.b64url_dec(parts[1]))
    need(h.get("alg") == rec["alg"], "jwt alg")
    need(S.jwt_verify(span, rec["alg"], rec["key"]), "jwt signature")
    ok("jwt_verified")


# ---------------------------------------------------------------------------
# API keys
# ---------------------------------------------------------------------------
API_PATTERNS = {
    "openai_proj": r"sk-proj-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}",
    "openai_legacy": r"sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}",
    "openai_svc": r"sk-svcacct-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}",
    "openai_admin": r"sk-admin-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}",
    "ant_api": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA",
    "ant_admin": r"sk-ant-admin01-[A-Za-z0-9_-]{93}AA",
    "aws": r"[A-Za-z0-9+/]{40}",
    "aws_sts": r"[A-Za-z0-9+/]{40}",
    "ghp": r"ghp_[A-Za-z0-9]{36}", "gho": r"gho_[A-Za-z0-9]{36}", "ghu": r"ghu_[A-Za-z0-9]{36}",
    "ghs": r"ghs_[A-Za-z0-9]{36}", "ghr": r"ghr_[A-Za-z0-9]{36}",
    "gh_pat": r"github_pat_11[A-Z0-9]{20}0[A-Za-z0-9]_[A-Za-z0-9]{59}",
    "goog": r"AIza[A-Za-z0-9_-]{35}",
    "gocspx": r"GOCSPX-[A-Za-z0-9_-]{28}",
    "slack_bot": r"xoxb-\d{10,13}-\d{12,13}-[A-Za-z0-9]{24}",
    "slack_user": r"xoxp-\d{10,13}-\d{10,13}-\d{12,13}-[a-f0-9]{32}",
    "slack_app": r"xapp-1-A[A-Z0-9]{10}-\d{12,13}-[a-f0-9]{64}",
    "slack_hook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{10}/B[A-Z0-9]{10}/[A-Za-z0-9]{24}",
    "stripe_sk": r"sk_live_51[A-Za-z0-9]{97}", "stripe_rk": r"rk_live_51[A-Za-z0-9]{97}",
    "stripe_whsec": r"whsec_[A-Za-z0-9]{32}",
    "v_hf": r"hf_[A-Za-z]{34}", "v_glpat": r"glpat-[A-Za-z0-9_-]{20}", "v_npm": r"npm_[A-Za-z0-9]{36}",
    "v_pypi": r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{150}", "v_sendgrid": r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    "v_twilio": r"[a-f0-9]{32}", "v_shopify": r"shpat_[a-f0-9]{32}", "v_dop": r"dop_v1_[a-f0-9]{64}",
    "v_mailgun": r"key-[a-f0-9]{32}", "v_linear": r"lin_api_[A-Za-z0-9]{40}", "v_groq": r"gsk_[A-Za-z0-9]{52}",
    "v_replicate": r"r8_[A-Za-z0-9]{37}", "v_pulumi": r"pul-[a-f0-9]{40}",
    "v_tfc": r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9]{67}", "v_telegram": r"\d{10}:AA[A-Za-z0-9_-]{33}",
    "v_figma": r"figd_[A-Za-z0-9_-]{40}", "v_notion": r"ntn_[A-Za-z0-9]{46}", "v_databricks": r"dapi[a-f0-9]{32}",
    "v_mapbox": r"sk\.eyJ1Ijoi[A-Za-z0-9_-]{30}\.[A-Za-z0-9_-]{22}", "v_dropbox": r"sl\.[A-Za-z0-9_-]{135}",
    "v_atlassian": r"ATATT3xFfGF0[A-Za-z0-9_-]{170}=[A-F0-9]{8}", "v_deepseek": r"sk-[a-f0-9]{32}",
    "v_zhipu": r"[a-f0-9]{32}\.[A-Za-z0-9]{16}", "v_tencent": r"[A-Za-z0-9]{32}", "v_doppler": r"dp\.st\.prd\.[A-Za-z0-9]{43}",
    "v_sentry": r"sntryu_[a-f0-9]{64}", "v_postmark": r"[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}",
    "v_algolia_admin": r"[a-f0-9]{32}", "v_fly": r"FlyV1 fm2_[A-Za-z0-9+/]{180}", "v_vercel": r"[A-Za-z0-9]{24}",
    "g_hex32": r"[a-f0-9]{32}", "g_hex40": r"[a-f0-9]{40}", "g_hex64": r"[a-f0-9]{64}", "g_HEX32": r"[A-F0-9]{32}",
    "g_alnum32": r"[A-Za-z0-9]{32}", "g_alnum40": r"[A-Za-z0-9]{40}", "g_b64_40": r"[A-Za-z0-9+/]{40}",
    "g_upper20": r"[A-Z0-9]{20}", "g_dashed": r"([A-Z0-9]{5}-){5}[A-Z0-9]{5}", "g_prefixed": r"(live|prod|key|api|sec)_[A-Za-z0-9]{32}",
}


def check_api(span, provider):
    need(re.fullmatch(API_PATTERNS[provider], span), "api pattern %s" % provider)
    if provider in ("ghp", "gho", "ghu", "ghs", "ghr"):
        need(S.gh_token_ok(span), "github checksum")
    ok("api_key_shape")


# ---------------------------------------------------------------------------
# dispatcher
# ---------------------------------------------------------------------------
def check_secret(kind, span, d, gen, args):
    rec = d["rec"]
    need(span == span.strip() and span, "padded or empty span")
    if kind in ("otp", "pin"):
        raw = strip_keypad(span) if gen == "keypad" else span
        dig = decode_digits(raw)
        need(dig == rec and 4 <= len(dig) <= 8, "digits decode %r -> %r != %r" % (span, dig, rec))
        ok("digits_" + kind)
    elif kind == "password_nl":
        render = args[1] if len(args) > 1 else "plain"
        if render in ("nato", "letters", "zhspell"):
            need(decode_spelled(span) == rec, "spelled password read-back")
            ok("spelled_out")
        elif render == "fw":
            need("".join(chr(ord(c) - 0xFEE0) if "！" <= c <= "～" else c for c in span) == rec, "full-width read-back")
        else:
            need(span == rec, "password differs")
        need(len(rec) >= 8, "password too short")
        ok("password_shape")
    elif kind == "wifi_password":
        need(span == rec and (8 <= len(span) <= 63 or re.fullmatch(r"[0-9a-f]{64}", span)), "wpa length")
        ok("wpa_length_8_63")
    elif kind == "security_answer":
        need(span == rec and len(span) >= 2, "answer")
        ok("answer_nonempty")
    elif kind == "card_number":
        dig = re.sub(r"\D", "", "".join(chr(ord(c) - 0xFEE0) if "！" <= c <= "～" else c for c in span))
        need(dig == rec and S.luhn_ok(dig) and S.card_brand(dig) and dig not in S.TEST_CARDS, "card")
        ok("luhn_card_brand")
    elif kind == "totp_secret":
        check_totp(span, rec)
    elif kind == "recovery_codes":
        for c in rec:
            need(c in span, "recovery code missing")
        need(len(set(rec)) == len(rec), "repeated recovery code")
        ok("recovery_code_tokens")
    elif kind == "crypto_wallet_key":
        check_wallet(span, rec)
    elif kind == "mnemonic_bip39_en":
        check_mnemonic_en(span, rec)
    elif kind == "mnemonic_zh":
        check_mnemonic_zh(span, rec, d["list"])
    elif kind == "env_file":
        need(span == rec and len(span) >= 8, "env value")
        ok("env_value_nonempty")
    elif kind == "connection_string":
        from urllib.parse import quote
        need(rec in span or quote(rec, safe="") in span or rec.replace(";", "_").replace("}", "_").replace("@", "_").replace("/", "_").replace(" ", "_").replace("'", "_") in span,
             "password not in connection string")
        need(re.match(r"^([a-z0-9+]+://|jdbc:|Server=|Driver=|host=|[A-Za-z_]+/)", span), "connection string shape")
        ok("connstr_has_password")
    elif kind == "private_key_pem":
        check_pk(span, rec)
    elif kind == "jwt":
        check_jwt(span, rec)
    else:
        check_api(span, d["provider"])
        need(V.API[d["provider"]][0] == kind, "provider belongs to another kind")


# ---------------------------------------------------------------------------
# benign scan
# ---------------------------------------------------------------------------
JWT_IO = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
DOC_PHRASES = [["abandon"] * 11 + ["about"], ["test"] * 11 + ["junk"], ["abandon"] * 23 + ["art"]]
SECRET_PATTERNS = [
    r"sk-proj-[A-Za-z0-9_-]{40,}", r"sk-ant-(api|admin)\d\d-[A-Za-z0-9_-]{40,}", r"gh[pousr]_[A-Za-z0-9]{36}",
    r"github_pat_[A-Za-z0-9_]{50,}", r"AIza[A-Za-z0-9_-]{35}", r"xox[bpae]-\d+-[A-Za-z0-9-]{10,}",
    r"[sr]k_live_[A-Za-z0-9]{20,}", r"hf_[A-Za-z]{34}", r"glpat-[A-Za-z0-9_-]{20}", r"whsec_[A-Za-z0-9+/=]{24,}",
    r"hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]{20,}", r"npm_[A-Za-z0-9]{36}", r"SG\.[\w-]{22}\.[\w-]{43}",
    r"GOCSPX-[A-Za-z0-9_-]{28}", r"dop_v1_[a-f0-9]{64}", r"shpat_[a-f0-9]{32}", r"sk-[A-Za-z0-9]{20}T3BlbkFJ",
    r"(?<![A-Za-z])[xtz]prv[1-9A-HJ-NP-Za-km-z]{100,}", r"nsec1[02-9ac-hj-np-z]{50,}",
]


def _luhn_cards(text):
    t = "".join(chr(ord(c) - 0xFEE0) if "０" <= c <= "９" else c for c in text)
    for m in re.finditer(r"(?<![\d.])\d(?:[ -]?\d){12,18}(?![\d])", t):
        d = re.sub(r"\D", "", m.group(0))
        for L in range(13, 20):
            for i in range(0, len(d) - L + 1):
                sub = d[i:i + L]
                if (i == 0 and i + L == len(d)) and S.luhn_ok(sub) and S.card_brand(sub) and sub not in S.TEST_CARDS:
                    return sub
    return None


def scan_benign(text, kind):
    """returns a reason if the benign text holds something that is a secret by structure"""
    c = _luhn_cards(text)
    if c:
        return "card-like number " + c
    toks = [t.lower() for t in re.findall(r"[A-Za-z]+", text)]
    for n in (12, 15, 18, 21, 24):
        for i in range(0, len(toks) - n + 1):
            w = toks[i:i + n]
            if all(x in S.INDEX["en"] for x in w) and S.bip39_check(w, "en") and w not in DOC_PHRASES:
                return "valid english seed phrase"
    # chinese runs: list characters, single separators allowed
    for lst in ("zhs", "zht"):
        idx = S.INDEX[lst]
        runs, cur, gap = [], [], False
        for ch in text:
            if ch in idx:
                cur.append(ch)
                gap = False
            elif ch in " 、，　" and cur and not gap:
                gap = True
            else:
                if cur:
                    runs.append(cur)
                cur, gap = [], False
        if cur:
            runs.append(cur)
        for r in runs:
            if len(r) in (12, 15, 18, 21, 24) and S.bip39_check(r, lst):
                return "valid chinese seed phrase"
    for m in re.finditer(r"-----BEGIN ([A-Z ]*)PRIVATE KEY-----\s*([A-Za-z0-9+/=\s]{40,})-----END", text):
        return "private key block with body"
    for m in re.finditer(r"eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}", text):
        if m.group(0) != JWT_IO:
            return "jwt"
    for p in SECRET_PATTERNS:
        for m in re.finditer(p, text):
            tok = m.group(0)
            body = re.sub(r"^[a-z_]+[-_]", "", tok)
            if len(set(body[-16:])) <= 3 or re.search(r"xxxx|XXXX|your|YOUR|\.\.\.|<", tok):
                continue  # a placeholder, not a key
            return "api key pattern " + p
    for m in re.finditer(r"(?<![A-Za-z0-9])[5KLc9TQ6][1-9A-HJ-NP-Za-km-z]{50,51}(?![A-Za-z0-9])", text):
        try:
            p = S.b58check_decode(m.group(0))
            if p[0] in (0x80, 0xEF, 0xB0, 0x9E) and len(p) in (33, 34):
                return "wif"
        except Exception:
            pass
    for m in re.finditer(r"otpauth://[^\s\"']+", text):
        q = parse_qs(urlparse(m.group(0)).query)
        if q.get("secret", [""])[0] not in ("JBSWY3DPEHPK3PXP", ""):
            return "otpauth seed"
    if re.search(r"AKIA[A-Z2-7]{16}", text) and "AKIAIOSFODNN7EXAMPLE" not in text:
        return "aws access key id"
    return None
