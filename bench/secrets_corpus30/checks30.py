"""Checks for secrets_corpus30: structure of secret spans (re-read from the span alone)
and the scan of benign texts."""
import base64
import json
import re

import struct30 as S
from values30 import EN_DIG, ZH_DIG, DAXIE, FW, NATO, SYM_EN, SYM_ZH, TEST_CARDS

HAN = re.compile(r"[\u3400-\u9fff]")


def _digits_back(span):
    """Turn any digit format used by the generators back into ASCII digits."""
    s = span
    for i, c in enumerate(FW):
        s = s.replace(c, str(i))
    for i, c in enumerate(DAXIE):
        s = s.replace(c, str(i))
    s = s.replace("幺", "1")
    for i, c in enumerate(ZH_DIG):
        s = s.replace(c, str(i))
    low = s.lower().replace(".", " ").replace(",", " ").replace("-", " ")
    toks = low.split()
    out = ""
    i = 0
    while i < len(toks):
        t = toks[i]
        if t == "double" and i + 1 < len(toks) and toks[i + 1] in EN_DIG:
            out += str(EN_DIG.index(toks[i + 1])) * 2
            i += 2
            continue
        if t == "oh":
            out += "0"
        elif t in EN_DIG:
            out += str(EN_DIG.index(t))
        elif t.isdigit():
            out += t
        else:
            for ch in t:
                if ch.isdigit():
                    out += ch
                elif ch not in "、，":
                    return None
        i += 1
    return out


def _unspell(span):
    """NATO / letter-by-letter / 大写小写数字 spelling back to the password."""
    if "，" in span:
        out = ""
        rev = {v: k for k, v in SYM_ZH.items()}
        for p in span.split("，"):
            if p.startswith("大写"):
                out += p[2:].upper()
            elif p.startswith("小写"):
                out += p[2:]
            elif p.startswith("数字"):
                out += p[2:]
            elif p in rev:
                out += rev[p]
            else:
                return None
        return out
    out = ""
    rev_n = {v: k for k, v in NATO.items()}
    rev_s = {v: k for k, v in SYM_EN.items()}
    for p in span.split(", "):
        cap = p.startswith("capital ")
        w = p[8:] if cap else p
        if w in rev_n:
            out += rev_n[w].upper() if cap else rev_n[w]
        elif len(w) == 1 and w.isalpha():
            out += w.upper() if cap else w
        elif w in EN_DIG:
            out += str(EN_DIG.index(w))
        elif w.isdigit():
            out += w
        elif w in rev_s:
            out += rev_s[w]
        else:
            return None
    return out


def _words_from(span, zh):
    s = span
    s = re.sub(r"(word \d+:|第\d+个|（\d+）|\d+[.)：:-]|\|)", " ", s)
    s = re.sub(r"\d+", " ", s)
    s = s.replace("【", " ").replace("】", " ").replace("[", " ").replace("]", " ").replace('"', " ")
    s = re.sub(r"[,，、/·\-　]", " ", s)
    toks = s.split()
    if zh and len(toks) == 1:
        toks = list(toks[0])
    return [t.lower() for t in toks]


RC_TOKEN = re.compile(r"(?<![0-9A-Za-z])(?:[0-9a-f]{5}-[0-9a-f]{5}|\d{5}-\d{5}|\d{4} \d{4}|[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}|"
                      r"[A-Z0-9]{4}-[A-Z0-9]{4}|[a-z]{4}-[a-z0-9]{4}|[0-9a-f]{16}|\d{8}|[a-z0-9]{10}|[a-z0-9]{8})(?![0-9A-Za-z-])")


def RC_SHAPE(t):
    return re.sub(r"[a-z]", "a", re.sub(r"[A-Z]", "A", re.sub(r"\d", "9", t))).replace("9", "x").replace("a", "x").replace("A", "x")


def check_secret(kind, span, rec):
    """-> name of the check passed, or raises AssertionError."""
    ck = rec.get("kind") if rec else None
    if kind in ("otp", "pin"):
        d = _digits_back(span)
        assert d and d.isdigit() and 4 <= len(d) <= 8, (kind, span)
        if rec:
            assert d == rec["digits"], (span, rec)
        return "digits"
    if kind == "password_nl":
        pw = _unspell(span) if (", " in span and len(span) > 30) or "，" in span else span
        assert pw and 8 <= len(pw) <= 64, span
        if rec:
            assert pw == rec["pw"], (span, rec)
        return "password_shape"
    if kind == "security_answer":
        assert span.strip() and span == span.strip()
        if rec:
            assert span == rec["answer"]
        return "answer_nonempty"
    if kind == "wifi_password":
        assert 8 <= len(span) <= 63 or (len(span) == 64 and all(c in "0123456789abcdef" for c in span)), span
        return "wpa_length"
    if kind == "card_number":
        d = "".join(str(FW.index(c)) if c in FW else c for c in span if c.isdigit() or c in FW)
        d = "".join(c for c in d if c.isdigit())
        assert S.luhn_ok(d) and 13 <= len(d) <= 19 and d not in TEST_CARDS, span
        return "luhn_card"
    if kind == "totp_secret":
        if span.startswith("otpauth://"):
            m = re.search(r"[?&]secret=([A-Z2-7]+)", span)
            b = m.group(1)
        else:
            b = re.sub(r"[\s-]", "", span).upper()
        raw = base64.b32decode(b + "=" * (-len(b) % 8))
        assert len(raw) in (10, 16, 20, 32), span
        return "base32_seed"
    if kind == "recovery_codes":
        toks = RC_TOKEN.findall(span)
        multi = "\n" in span or any(sep in span for sep in (", ", "; ", "，", "、", " / ", '", "', "', '"))
        assert toks and (len(toks) >= 6 if multi else len(toks) == 1), span
        assert len({RC_SHAPE(t) for t in toks}) == 1, span
        if rec:
            assert toks == rec["codes"], (toks, rec["codes"])
        return "recovery_code_tokens"
    if kind == "crypto_wallet_key":
        if span.startswith("nsec1"):
            assert S.bech32_decode(span)[0] == "nsec"
            return "wallet_nsec_bech32"
        if span.startswith(("xprv", "tprv")):
            raw = S.b58check_decode(span)
            assert raw is not None and len(raw) == 78 and raw[45] == 0
            return "wallet_xprv_base58check"
        if span.startswith("["):
            b = bytes(json.loads(span))
            assert len(b) == 64 and S.ed25519_public(b[:32]) == b[32:]
            return "wallet_solana_keypair"
        if re.fullmatch(r"(0x)?[0-9a-f]{64}", span):
            k = int(span[2:] if span.startswith("0x") else span, 16)
            assert 1 <= k < S.SECP256K1.n
            return "wallet_hex_scalar"
        if span.startswith("S") and len(span) == 56:
            ver, payload = S.strkey_decode(span)
            assert ver == 18 << 3 and len(payload) == 32
            return "wallet_stellar_strkey"
        w = S.wif_decode(span)
        if w is not None:
            return "wallet_wif_base58check"
        b = S.b58decode(span)
        assert len(b) == 64 and S.ed25519_public(b[:32]) == b[32:], span
        return "wallet_solana_keypair"
    if kind in ("mnemonic_bip39_en", "mnemonic_zh"):
        zh = kind == "mnemonic_zh"
        words = _words_from(span, zh)
        if zh:
            ok = S.bip39_valid(words, "chinese_simplified") or S.bip39_valid(words, "chinese_traditional")
        else:
            ok = S.bip39_valid(words, "english")
        assert ok, span
        return "bip39_zh_checksum" if zh else "bip39_en_checksum"
    if kind == "env_file":
        assert span and " " not in span and len(span) >= 8, span
        return "env_value"
    if kind == "connection_string":
        if rec:
            assert rec["pw"] in span
        assert re.search(r"(://[^/\s]*:[^@\s]+@|[Pp]assword=|Pwd=|/[^/@\s]+@//)", span), span
        return "connstr_credential"
    if kind == "private_key_pem":
        t = span
        if "\\n" in t:
            t = t.replace("\\n", "\n")
        ls = t.strip().splitlines()
        if all(l.startswith("> ") for l in ls[1:]):
            ls = [ls[0]] + [l[2:] for l in ls[1:]]
        elif all(l.startswith("+") for l in ls[1:]):
            ls = [ls[0]] + [l[1:] for l in ls[1:]]
        t = "\n".join(l.strip() for l in ls)
        assert S.check_private_pem(t), span[:60]
        return "private_key_consistent"
    if kind == "jwt":
        assert S.jwt_verify(span), span
        return "jwt_verified"
    if kind == "github_token":
        assert S.gh_token_ok(span) if not span.startswith("github_pat_") else len(span) == 93, span
    pats = {
        "openai_key": r"sk-(proj-|svcacct-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}",
        "anthropic_key": r"sk-ant-(api03|admin01)-[A-Za-z0-9_-]{93}AA",
        "aws_key": r"[A-Za-z0-9/+]{40}",
        "github_token": r"(gh[pousr]_[A-Za-z0-9]{36}|github_pat_11[A-Z0-9]{20}_[A-Za-z0-9]{59})",
        "google_api_key": r"(AIza[A-Za-z0-9_-]{35}|GOCSPX-[A-Za-z0-9_-]{28})",
        "slack_token": r"(xox[bp]-[0-9-]+-[A-Za-z0-9]+|xapp-1-A[A-Z0-9]+-\d+-[0-9a-f]{64}|https://hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]{24})",
        "stripe_key": r"(sk_live_51[A-Za-z0-9]{97}|rk_live_51[A-Za-z0-9]{97}|whsec_[A-Za-z0-9]{32})",
        "vendor_token": r"\S{20,}",
        "generic_api_key": r"[A-Za-z0-9_]{32,64}",
    }
    if kind in pats:
        assert re.fullmatch(pats[kind], span), (kind, span)
        return "api_key_pattern"
    raise AssertionError("unknown kind " + kind)


# ---------------------------------------------------------------------------
# benign scan
# ---------------------------------------------------------------------------
DOC_TEST_CARDS = TEST_CARDS
EN_WORDS = None
ZH_SET = None


def _lists():
    global EN_WORDS, ZH_SET
    if EN_WORDS is None:
        EN_WORDS = set(S.wordlist("english"))
        ZH_SET = set(S.wordlist("chinese_simplified")) | set(S.wordlist("chinese_traditional"))


def benign_scan(text):
    """-> list of problems (empty = clean)."""
    _lists()
    probs = []
    # Luhn-valid card-like digit runs
    for m in re.finditer(r"(?<![\d.])(\d[\d -]{11,22}\d)(?![\d])", text):
        d = re.sub(r"[ -]", "", m.group(1))
        if 13 <= len(d) <= 19 and d[0] in "3456" and S.luhn_ok(d) and d not in DOC_TEST_CARDS:
            probs.append("luhn:" + d)
    # BIP39 English windows
    toks = re.findall(r"[a-z]+", text.lower())
    for n in (12, 15, 18, 21, 24):
        for i in range(0, len(toks) - n + 1):
            w = toks[i:i + n]
            if all(x in EN_WORDS for x in w) and S.bip39_valid(w):
                if w != ["abandon"] * 11 + ["about"]:
                    probs.append("bip39_en")
    # BIP39 Chinese: separated runs only
    for sepchunk in re.findall(r"(?:[\u3400-\u9fff][ 、，\n　]){11,}[\u3400-\u9fff]", text):
        chars = [c for c in sepchunk if HAN.match(c)]
        for n in (12, 24):
            for i in range(0, len(chars) - n + 1):
                w = chars[i:i + n]
                if all(c in ZH_SET for c in w) and (S.bip39_valid(w, "chinese_simplified") or S.bip39_valid(w, "chinese_traditional")):
                    probs.append("bip39_zh")
    # private key bodies
    for m in re.finditer(r"-----BEGIN ([A-Z ]*PRIVATE KEY)-----\s*\n([A-Za-z0-9+/=\n]{40,})", text):
        probs.append("pem_body")
    # JWTs other than the documented jwt.io sample
    for m in re.finditer(r"eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}", text):
        if "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c" not in m.group(0):
            probs.append("jwt")
    # WIF / xprv / nsec / stellar seeds
    for m in re.finditer(r"\b[5KLc9T][1-9A-HJ-NP-Za-km-z]{50,52}\b", text):
        if S.wif_decode(m.group(0)) is not None:
            probs.append("wif")
    for m in re.finditer(r"\b[xt]prv[1-9A-HJ-NP-Za-km-z]{100,}", text):
        probs.append("xprv")
    if re.search(r"\bnsec1[02-9ac-hj-np-z]{50,}", text):
        probs.append("nsec")
    for m in re.finditer(r"\bS[A-Z2-7]{55}\b", text):
        if S.strkey_decode(m.group(0)):
            probs.append("stellar_seed")
    # full-length prefixed keys
    keypats = [r"sk-(proj-|svcacct-)?[A-Za-z0-9_-]{20,}T3BlbkFJ", r"sk-ant-(api03|admin01)-[A-Za-z0-9_-]{60,}",
               r"gh[pousr]_[A-Za-z0-9]{36}", r"github_pat_11[A-Z0-9]{20}_", r"AIza[A-Za-z0-9_-]{35}", r"GOCSPX-[A-Za-z0-9_-]{20,}",
               r"xox[bpa]-\d{6,}-", r"xapp-1-A", r"hooks\.slack\.com/services/T[A-Z0-9]+/B", r"[sr]k_live_[A-Za-z0-9]{20,}",
               r"whsec_[A-Za-z0-9]{20,}", r"hf_[A-Za-z]{30,}", r"glpat-[A-Za-z0-9_-]{20}", r"SG\.[A-Za-z0-9_-]{20}\.",
               r"npm_[A-Za-z0-9]{36}"]
    for p in keypats:
        m = re.search(p, text)
        if m and "xxxx" not in m.group(0):
            probs.append("key:" + p[:12])
    m = re.search(r"otpauth://totp/[^\s]*secret=([A-Z2-7]+)", text)
    if m and m.group(1) != "JBSWY3DPEHPK3PXP":
        probs.append("otpauth")
    # credentials in URLs
    for m in re.finditer(r"[a-z+]{3,}://[^/\s:@]+:([^@\s/]{3,})@", text):
        if m.group(1).lower().strip("<>{}$") not in ("password", "pass", "changeme", "secret", "pw", "your_password"):
            probs.append("url_credential")
    return probs
