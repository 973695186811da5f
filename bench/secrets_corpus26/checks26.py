"""checks26: structural checks of secret spans (from the span alone and against the
generator's record), benign scans, and language checks."""
import json
import re

import struct26 as S
import vals26 as V

HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


class CheckError(Exception):
    pass

# ---------------------------------------------------------------------------
# secret checks from the span alone
# ---------------------------------------------------------------------------

def card_digits(span):
    t = V.halfwidth(span)
    if not re.fullmatch(r"[\d \-]+", t):
        return None
    return re.sub(r"[ \-]", "", t)


CONNSTR_PATTERNS = [
    r"^[a-z][a-z0-9+.\-]*://[^:/@\s]*:[^@\s]+@[^\s]+$",                    # scheme://user:pass@host
    r"(?i)(?:^|;)\s*(?:password|pwd)\s*=\s*[^;\s]+",                       # ADO.NET / ODBC
    r"(?:^|\s)password=\S+",                                                # libpq key=value
    r"^[A-Za-z0-9_]+:[^@\s]+@tcp\(",                                        # Go MySQL DSN
    r"^[A-Za-z0-9_]+/[^@\s]+@//",                                           # Oracle EZConnect
    r"^jdbc:[a-z0-9]+:.*[?&;]password=[^&\s]+",                            # JDBC with password
    r'password="[^"]+";$',                                                  # Kafka JAAS
]


def connstr_ok(span):
    return any(re.search(p, span) for p in CONNSTR_PATTERNS)


def span_alone(kind, span):
    """True if the span has the structure of its kind without the generator's record."""
    if span != span.strip() or not span:
        return False
    if kind in ("otp", "pin"):
        d = V.decode_digits(span)
        return 4 <= len(d) <= 8
    if kind == "password_nl":
        if re.search(r"(capital|upper case|大写|小写|数字)", span):
            return V.unspell(span) is not None
        return len(span) >= 6
    if kind == "security_answer":
        return len(span) >= 2
    if kind == "wifi_password":
        return 8 <= len(span) <= 63 or re.fullmatch(r"[0-9a-f]{64}", span) is not None
    if kind == "card_number":
        d = card_digits(span)
        return bool(d) and S.luhn_ok(d) and S.card_brand(d) is not None and d not in S.TEST_CARDS
    if kind == "totp_secret":
        try:
            b = V.totp_read(span)
        except Exception:
            return False
        return b is not None and len(b) in (10, 16, 20, 32)
    if kind == "recovery_codes":
        return max(len(V.rc_read(span, sh)) for sh in V.RC_SHAPES) >= 1
    if kind == "crypto_wallet_key":
        return V.wallet_read(span) is not None
    if kind == "mnemonic_bip39_en":
        return V.mn_valid_from_span(span) is not None
    if kind == "mnemonic_zh":
        return V.mz_valid_from_span(span) is not None
    if kind == "env_file":
        return len(span) >= 8 and not re.search(r"\s", span)
    if kind == "connection_string":
        return connstr_ok(span)
    if kind == "jwt":
        return jwt_structure(span)
    if kind == "private_key_pem":
        return V.pk_parse(span) is not None
    provs = [p for p, t in V.AK.items() if t[0] == kind]
    if provs:
        return any(V.ak_ok(p, span) for p in provs)
    raise CheckError("unknown kind " + kind)


def jwt_structure(span):
    parts = span.split(".")
    if len(parts) != 3:
        return False
    try:
        h = json.loads(S.b64u_dec(parts[0]))
        json.loads(S.b64u_dec(parts[1]))
        S.b64u_dec(parts[2])
    except Exception:
        return False
    if "alg" not in h:
        return False
    if h["alg"] in ("RS256", "ES256", "ES384", "EdDSA"):
        return S.jwt_verify(span, S.jwt_keyset(h["alg"], "corpus26"))
    return True

# ---------------------------------------------------------------------------
# secret checks against the record
# ---------------------------------------------------------------------------

def check_secret(kind, v):
    """Raises CheckError unless the value has its kind's structure and equals what was made.
    Returns the name of the check (for the counts)."""
    span, rec, chk = v["span"], v["rec"], v["check"]
    if not span_alone(kind, span):
        raise CheckError("span-alone check failed for %s: %r" % (kind, span[:80]))
    if chk in ("digits_otp", "digits_pin"):
        if V.decode_digits(span) != rec["digits"]:
            raise CheckError("digits do not decode: %r" % span)
        return chk
    if chk == "password":
        if rec["render"] in ("nato", "letters", "zh"):
            if V.unspell(span) != rec["password"]:
                raise CheckError("spelled password does not re-assemble: %r" % span)
            return "password_spelled"
        if V.halfwidth(span) != rec["password"]:
            raise CheckError("password mismatch")
        return "password_shape"
    if chk == "answer":
        if span != rec["answer"]:
            raise CheckError("answer mismatch")
        return "answer_nonempty"
    if chk == "wifi":
        if span != rec["password"]:
            raise CheckError("wifi mismatch")
        return "wpa_length_8_63_or_psk64"
    if chk == "card":
        if card_digits(span) != rec["number"]:
            raise CheckError("card mismatch")
        return "luhn_card_brand"
    if chk == "totp":
        if V.totp_read(span).hex() != rec["bytes"]:
            raise CheckError("totp mismatch")
        return "totp_seed_bytes"
    if chk == "recovery":
        got = V.rc_read(span, rec["shape"])
        if got != rec["codes"]:
            raise CheckError("recovery codes do not read back: %r vs %r" % (got, rec["codes"]))
        return "recovery_code_tokens"
    if chk == "wallet":
        r = V.wallet_read(span)
        if r is None:
            raise CheckError("wallet unreadable")
        want = rec.get("d", rec.get("seed"))
        if r[1] != want:
            raise CheckError("wallet key mismatch")
        return "wallet_key_structure"
    if chk == "bip39_en":
        ws = V.mn_valid_from_span(span)
        if ws != rec["words"]:
            raise CheckError("seed phrase does not read back")
        return "bip39_en_readback"
    if chk == "bip39_zh":
        r = V.mz_valid_from_span(span)
        if r is None or r[0] != rec["words"]:
            raise CheckError("Chinese seed phrase does not read back")
        return "bip39_zh_readback"
    if chk == "env":
        if span != rec["value"]:
            raise CheckError("env mismatch")
        return "env_value_nonempty"
    if chk == "connstr":
        if rec["password"] not in span:
            raise CheckError("connection string lacks password")
        return "connstr_has_password"
    if chk == "jwt":
        if not S.jwt_verify(span, V.jwt_key_for(rec)):
            raise CheckError("jwt does not verify")
        return "jwt_signature_verified"
    if chk == "pem":
        r = V.pk_parse(span)
        if r is None or r[1] != rec["fp"]:
            raise CheckError("private key does not parse back to the generated key")
        return "private_key_parsed"
    if chk == "apikey":
        if rec["kind"] != kind or not V.ak_ok(rec["provider"], span):
            raise CheckError("api key shape")
        return "api_key_shape"
    raise CheckError("unknown check " + chk)

# ---------------------------------------------------------------------------
# benign scans
# ---------------------------------------------------------------------------

DOC_VECTORS_EN = {
    " ".join(["abandon"] * 11 + ["about"]), " ".join(["test"] * 11 + ["junk"]), " ".join(["zoo"] * 11 + ["wrong"]),
    "legal winner thank year wave sausage worth useful legal winner thank yellow",
}
DOC_SEEDS = {"JBSWY3DPEHPK3PXP", "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"}
JWT_IO = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"

# prefixed secret shapes a benign text must not hold at full length
PREFIXED = [p for p, t in V.AK.items() if not re.match(r"^[\[(]", t[2]) and re.match(r"^[A-Za-z]", t[2])
            and p not in ("aws", "aws_sts", "twilio", "qiniu", "huaweisk", "volc", "ark", "mailchimp", "discord")
            and not p.startswith(("hex", "HEX", "alnum", "b64", "tencentmap", "seniverse", "unsplash"))]


def benign_scan(text, kind=None):
    """-> list of reasons this benign text would hold a secret."""
    out = []
    t = V.halfwidth(text)
    # card numbers
    for m in re.finditer(r"(?<![\d])\d(?:[ \-]?\d){12,18}(?![\d])", t):
        d = re.sub(r"[ \-]", "", m.group(0))
        if 13 <= len(d) <= 19 and S.luhn_ok(d) and S.card_brand(d) and d not in S.TEST_CARDS:
            out.append("card:" + d)
    # English seed windows
    toks = re.findall(r"[A-Za-z]+", text)
    run = []
    runs = []
    for tok in toks + ["#"]:
        w = tok.lower()
        if w in S.WORDINDEX["en"]:
            run.append(w)
        else:
            if len(run) >= 12:
                runs.append(run)
            run = []
    for r in runs:
        for n in (12, 15, 18, 21, 24):
            for i in range(0, len(r) - n + 1):
                win = r[i:i + n]
                if S.words_valid(win) and " ".join(win) not in DOC_VECTORS_EN:
                    out.append("bip39_en")
    # Chinese seed runs: list characters adjacent or separated by one space / punctuation mark
    allzh = set(S.WORDINDEX["zh_s"]) | set(S.WORDINDEX["zh_t"])
    for m in re.finditer(r"[\u3400-\u9fff](?:[ ,，、.。;；/|｜\-\u3000]?[\u3400-\u9fff])*", text):
        seg = m.group(0)
        chars = [c for c in seg if HAN.match(c)]
        # split at characters not in the lists
        cur = []
        for c in chars + ["X"]:
            if c in allzh:
                cur.append(c)
            else:
                if len(cur) in (12, 15, 18, 21, 24):
                    for lang in ("zh_s", "zh_t"):
                        if S.words_valid(cur, lang):
                            out.append("bip39_zh")
                cur = []
    # wallet keys
    for m in re.finditer(r"(?<![1-9A-Za-z])[5KLc9TQ6X][1-9A-HJ-NP-Za-km-z]{50,51}(?![1-9A-Za-z])", text):
        try:
            S.wif_decode(m.group(0))
            out.append("wif")
        except Exception:
            pass
    for m in re.finditer(r"[xyzt]prv[1-9A-HJ-NP-Za-km-z]{100,112}", text):
        try:
            S.xkey_decode(m.group(0))
            out.append("xprv")
        except Exception:
            pass
    for m in re.finditer(r"(nsec1|suiprivkey1)[02-9ac-hj-np-z]{50,}", text):
        out.append("bech32 private key")
    for m in re.finditer(r"(?<![1-9A-Za-z])[1-9A-HJ-NP-Za-km-z]{86,89}(?![1-9A-Za-z])", text):
        try:
            if S.solana_check(S.b58decode(m.group(0))):
                out.append("solana")
        except Exception:
            pass
    # private-key blocks with a body
    for m in re.finditer(r"-----BEGIN ([A-Z ]*PRIVATE KEY(?: BLOCK)?)-----(.*?)-----END", text, re.S):
        body = re.sub(r"[^A-Za-z0-9+/=]", "", m.group(2))
        if len(body) >= 40:
            out.append("private key block")
    # JWTs
    for m in re.finditer(r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+", text):
        if m.group(0) != JWT_IO:
            out.append("jwt")
    # prefixed keys
    for p in PREFIXED:
        pat = V.AK[p][2]
        for m in re.finditer(r"(?<![A-Za-z0-9_-])" + pat + r"(?![A-Za-z0-9_-])", text):
            if p.startswith("gh") and p != "ghpat" and not S.gh_token_ok(m.group(0)):
                continue
            out.append("apikey:" + p)
    # otpauth seeds
    for m in re.finditer(r"otpauth://[^\s]*?[?&]secret=([A-Za-z2-7]+)", text):
        if m.group(1).upper() not in DOC_SEEDS:
            out.append("otpauth")
    return out

# ---------------------------------------------------------------------------
# language checks
# ---------------------------------------------------------------------------

def lang_ok(text, lang, span=None):
    outside = text
    if span:
        i = text.find(span)
        outside = text[:i] + " " + text[i + len(span):]
    han = len(HAN.findall(outside))
    if lang == "en":
        return han == 0
    if lang == "zh":
        return han >= 4
    if lang == "mixed":
        words = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", outside)}
        return han >= 2 and len(words) >= 2
    return False
