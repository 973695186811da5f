"""Structural checks for secrets_corpus31.

check_span(kind, span) -> (name, ok, info)   re-reads a secret from its span alone
check_record(kind, span, rec) -> (name, ok)  compares with the generator's record (at generation)
scan_benign(text) -> list of problems        look for real secret structures in a benign text
"""
import base64
import json
import re

import struct31 as S

EN_DIG = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ZH_MAP = {"零": "0", "〇": "0", "洞": "0", "一": "1", "幺": "1", "二": "2", "两": "2", "三": "3", "四": "4", "五": "5",
          "六": "6", "七": "7", "八": "8", "九": "9", "壹": "1", "贰": "2", "叁": "3", "肆": "4", "伍": "5", "陆": "6",
          "柒": "7", "捌": "8", "玖": "9"}
FW = {chr(0xFF10 + i): str(i) for i in range(10)}
TEST_CARDS = {"4242424242424242", "4111111111111111", "5555555555554444", "4000056655665556", "378282246310005",
              "371449635398431", "6011111111111117", "5105105105105100", "4012888888881881", "3530111333300000",
              "6200000000000005", "5200828282828210", "4000000000000002", "4000000000009995", "36227206271667",
              "6011000990139424", "3566002020360505", "4000002500003155", "4000000000003220"}


def spoken_digits(s):
    """Digits from a spoken or written form: '482 913', 'four eight double two', 'Four. Eight.',
    '四八幺', '四、八、二', '肆捌', full-width."""
    t = s.strip()
    if re.fullmatch(r"[0-9 \-]+", t):
        return re.sub(r"\D", "", t)
    if all(c in ZH_MAP or c in FW or c in " 、，" or c.isdigit() for c in t):
        return "".join(ZH_MAP.get(c) or FW.get(c) or (c if c.isdigit() else "") for c in t)
    words = re.findall(r"[a-zA-Z]+", t.lower())
    out, mult = "", 1
    for w in words:
        if w == "double":
            mult = 2
            continue
        if w == "triple":
            mult = 3
            continue
        if w == "oh":
            d = "0"
        elif w in EN_DIG:
            d = str(EN_DIG.index(w))
        else:
            return None
        out += d * mult
        mult = 1
    return out or None


NATO_R = {"alfa": "a", "alpha": "a", "bravo": "b", "charlie": "c", "delta": "d", "echo": "e", "foxtrot": "f",
          "golf": "g", "hotel": "h", "india": "i", "juliett": "j", "juliet": "j", "kilo": "k", "lima": "l", "mike": "m",
          "november": "n", "oscar": "o", "papa": "p", "quebec": "q", "romeo": "r", "sierra": "s", "tango": "t",
          "uniform": "u", "victor": "v", "whiskey": "w", "x-ray": "x", "yankee": "y", "zulu": "z"}
SYM_EN_R = {"exclamation mark": "!", "at sign": "@", "hash": "#", "dollar": "$", "percent": "%", "ampersand": "&",
            "star": "*", "question mark": "?", "dot": ".", "dash": "-", "underscore": "_"}
SYM_ZH_R = {"感叹号": "!", "艾特": "@", "井号": "#", "美元符号": "$", "百分号": "%", "和号": "&", "星号": "*", "问号": "?",
            "点": ".", "横杠": "-", "下划线": "_"}


def unspell(s):
    if "、" in s and ("大写" in s or "小写" in s or "数字" in s):
        out = ""
        for p in s.split("、"):
            if p.startswith("大写"):
                out += p[2:].upper()
            elif p.startswith("小写"):
                out += p[2:]
            elif p.startswith("数字"):
                out += p[2:]
            elif p in SYM_ZH_R:
                out += SYM_ZH_R[p]
            else:
                return None
        return out
    out = ""
    for p in s.split(", "):
        cap = p.startswith("capital ")
        w = p[8:] if cap else p
        if w in NATO_R:
            c = NATO_R[w]
        elif len(w) == 1 and w.isalpha():
            c = w.lower()
        elif w in EN_DIG:
            c = str(EN_DIG.index(w))
        elif w in SYM_EN_R:
            c = SYM_EN_R[w]
        else:
            return None
        out += c.upper() if cap else c
    return out


def card_digits(s):
    d = re.sub(r"[ \-]", "", s)
    return d if d.isdigit() else None


def totp_seed(s):
    if s.startswith("otpauth://"):
        m = re.search(r"[?&]secret=([A-Z2-7]+)", s)
        return m.group(1) if m else None
    t = re.sub(r"[\s\-]", "", s).upper()
    return t if re.fullmatch(r"[A-Z2-7]+", t) else None


RC_RE = {
    "hex55": r"\b[0-9a-f]{5}-[0-9a-f]{5}\b", "d8": r"(?<![\d.])\d{8}(?!\d)", "d44": r"\b\d{4} \d{4}\b",
    "U44": r"\b[A-Z0-9]{4}-[A-Z0-9]{4}\b", "U444": r"\b[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}\b", "l10": r"\b[a-z0-9]{10}\b",
    "h16": r"\b[0-9a-f]{16}\b", "d55": r"\b\d{5}-\d{5}\b", "l44": r"\b[a-z]{4}-[a-z]{4}\b",
    "U25": r"\b[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4}\b",
}


def rc_tokens(span):
    best = []
    for shape, rx in RC_RE.items():
        toks = re.findall(rx, span)
        if shape == "U44":
            toks = [t for t in toks if not re.search(r"[A-Z0-9]{4}-[A-Z0-9]{4}-" + re.escape(t), span)]
            if re.findall(RC_RE["U444"], span):
                continue
        if shape == "l10":
            toks = [t for t in toks if re.search(r"\d", t) and re.search(r"[a-z]", t)]
        if len(toks) > len(best):
            best = toks
    return best


def _by_number(span, word_rx):
    """Numbered layouts (also columns read downwards): order the words by their numbers."""
    pairs = re.findall(r"(\d+)\s*[.):：|]?\s*(?:\|\s*)?(" + word_rx + ")", span)
    if pairs and sorted(int(n) for n, _ in pairs) == list(range(1, len(pairs) + 1)):
        return [w for _, w in sorted(pairs, key=lambda p: int(p[0]))]
    return None


def mnemonic_words_en(span):
    t = re.sub(r"Word \w+, ", " ", span)
    words = [w.lower() for w in re.findall(r"[A-Za-z]+", t)]
    numbered = _by_number(t, "[A-Za-z]+")
    if numbered and len(numbered) == len(words):
        return [w.lower() for w in numbered]
    return words


def mnemonic_words_zh(span):
    chars = re.findall(r"[\u4e00-\u9fff]", span)
    numbered = _by_number(span, "[\u4e00-\u9fff]")
    if numbered and len(numbered) == len(chars):
        return numbered
    return chars


def wallet_check(s):
    s = s.strip()
    try:
        if s.startswith("[") and s.endswith("]"):
            arr = bytes(json.loads(s))
            return len(arr) == 64 and S.ed25519_public(arr[:32]) == arr[32:], "solana_json"
        if s.startswith("nsec1"):
            hrp, b = S.bech32_to_bytes(s)
            return hrp == "nsec" and len(b) == 32 and 0 < int.from_bytes(b, "big") < S.SECP256K1.n, "nsec_bech32"
        if s.startswith("suiprivkey1"):
            hrp, b = S.bech32_to_bytes(s)
            return hrp == "suiprivkey" and len(b) == 33 and b[0] == 0, "sui_bech32"
        if re.fullmatch(r"(0x)?[0-9a-fA-F]{64}", s):
            k = int(s[-64:], 16)
            return 0 < k < S.SECP256K1.n, "hex_scalar"
        if s[:4] in ("xprv", "tprv", "zprv", "yprv"):
            ver, cc, key = S.xkey_decode(s)
            return key[0] == 0 and 0 < int.from_bytes(key[1:], "big") < S.SECP256K1.n, "xprv_base58check"
        if re.fullmatch(r"S[A-Z2-7]{55}", s):
            v, raw = S.strkey_decode(s)
            return v == 144 and len(raw) == 32, "stellar_strkey"
        raw = S.b58decode(s)
        if len(raw) == 64:
            return S.ed25519_public(raw[:32]) == raw[32:], "solana_base58"
        ver, k, comp = S.wif_decode(s)
        return ver in (0x80, 0xEF, 0xB0, 0x9E) and 0 < k < S.SECP256K1.n, "wif_base58check"
    except Exception as e:  # noqa
        return False, "error %r" % e


def unwrap_pem(s):
    if "\\n" in s and "\n" not in s:
        s = s.replace("\\n", "\n")
    lines = s.strip().split("\n")
    if all(l.startswith(">") for l in lines):
        lines = [l[1:].lstrip(" ") for l in lines]
    lines = [l.strip() for l in lines]
    return "\n".join(l for l in lines if l)


def private_key_check(s):
    p = unwrap_pem(s)
    try:
        if "OPENSSH PRIVATE KEY" in p:
            return S.openssh_parse(p), "openssh"
        label, body = S.pem_body(p)
        t, v, _ = S.der_read(body)
        kids = S.der_children(v)
        if label == "PRIVATE KEY":
            oid = S.der_oid_decode(S.der_children(kids[1][1])[0][1])
            inner = kids[2][1]
            if oid == S.OID_ED25519:
                t2, seed, _ = S.der_read(inner)
                return len(seed) == 32, "ed25519_pkcs8"
            if oid == S.OID_RSA:
                label, (t, v, _) = "RSA PRIVATE KEY", S.der_read(inner)
                kids = S.der_children(v)
            elif oid == S.OID_EC:
                curve_oid = S.der_oid_decode(S.der_children(kids[1][1])[1][1])
                label, (t, v, _) = "EC PRIVATE KEY", S.der_read(inner)
                kids = S.der_children(v)
                kids.append(("curve", curve_oid))
        if label == "RSA PRIVATE KEY":
            n, e, d, pp, qq = [int.from_bytes(kids[i][1], "big") for i in (1, 2, 3, 4, 5)]
            return pp * qq == n and pow(pow(7, e, n), d, n) == 7, "rsa"
        if label == "EC PRIVATE KEY":
            d = int.from_bytes(kids[1][1], "big")
            curve_oid = None
            pub = None
            for t, val in kids[2:]:
                if t == 0xA0:
                    curve_oid = S.der_oid_decode(S.der_read(val)[1])
                elif t == 0xA1:
                    pub = S.der_read(val)[1][1:]
                elif t == "curve":
                    curve_oid = val
            curve = S.P256 if curve_oid == S.OID_P256 else S.SECP256K1
            return pub == curve.uncompressed(curve.mul(d)), "ec_" + curve.name
    except Exception as e:  # noqa
        return False, "error %r" % e
    return False, "unknown label " + label


API_RE = {
    "openai_key": r"sk-(proj|svcacct|admin)-[A-Za-z0-9_\-]{74}T3BlbkFJ[A-Za-z0-9_\-]{74}|sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}",
    "anthropic_key": r"sk-ant-(api03|admin01)-[A-Za-z0-9_\-]{93}AA",
    "aws_key": r"[A-Za-z0-9+/]{40}",
    "github_token": r"gh[pousr]_[A-Za-z0-9]{36}|github_pat_11[A-Z0-9]{20}_[A-Za-z0-9]{59}",
    "google_api_key": r"AIza[A-Za-z0-9_\-]{35}|GOCSPX-[A-Za-z0-9_\-]{28}",
    "slack_token": r"xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}|xoxp-\d{12}-\d{12}-\d{13}-[0-9a-f]{32}|xapp-1-A[A-Z0-9]{10}-\d{13}-[0-9a-f]{64}|https://hooks\.slack\.com/services/T[A-Z0-9]{10}/B[A-Z0-9]{10}/[A-Za-z0-9]{24}",
    "stripe_key": r"(sk|rk)_live_51[A-Za-z0-9]{97}|whsec_[A-Za-z0-9]{32}",
    "vendor_token": r"\S{20,}",
    "generic_api_key": r"[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[A-Za-z0-9]{32}|[A-Za-z0-9]{40}|[A-Za-z0-9]{38}==|key_[A-Za-z0-9]{32}",
}


def check_span(kind, span):
    """-> (check name, ok, info); from the span alone."""
    if not span or span != span.strip():
        return "span_nonempty_unpadded", False, ""
    if kind in ("otp", "pin"):
        d = spoken_digits(span)
        return "digits", bool(d) and 4 <= len(d) <= 8, d
    if kind == "password_nl":
        if ", " in span and ("capital" in span or any(w in span for w in NATO_R)) or "、" in span and "写" in span:
            p = unspell(span)
            return "password_len", p is not None and len(p) >= 6, p
        return "password_len", len(span) >= 6, ""
    if kind == "security_answer":
        return "answer_nonempty", len(span) >= 2, ""
    if kind == "wifi_password":
        return "wpa_length", 8 <= len(span) <= 63 or bool(re.fullmatch(r"[0-9a-f]{64}", span)), ""
    if kind == "card_number":
        d = card_digits(span)
        return "luhn_card", bool(d) and 13 <= len(d) <= 19 and S.luhn_ok(d) and d not in TEST_CARDS, d
    if kind == "totp_secret":
        seed = totp_seed(span)
        try:
            raw = base64.b32decode(seed + "=" * (-len(seed) % 8))
        except Exception:  # noqa
            return "base32_seed", False, ""
        return "base32_seed", len(raw) >= 10, seed
    if kind == "recovery_codes":
        toks = rc_tokens(span)
        return "recovery_code_tokens", len(toks) >= 1, toks
    if kind == "crypto_wallet_key":
        ok, info = wallet_check(span)
        return "wallet_key_structure", ok, info
    if kind == "mnemonic_bip39_en":
        w = mnemonic_words_en(span)
        return "bip39_en_checksum", S.bip39_valid(w, "english"), len(w)
    if kind == "mnemonic_zh":
        w = mnemonic_words_zh(span)
        ok = S.bip39_valid(w, "chinese_simplified") or S.bip39_valid(w, "chinese_traditional")
        return "bip39_zh_checksum", ok, len(w)
    if kind == "env_file":
        return "env_value", len(span) >= 8 and "\n" not in span, ""
    if kind == "connection_string":
        m = re.search(r"://[^/\s:@]*:([^@\s/]+)@", span) or re.search(r"(?i)password=([^;&\s]+)", span)
        return "connstr_credential", bool(m) and len(m.group(1)) >= 6, m.group(1) if m else ""
    if kind == "private_key_pem":
        ok, info = private_key_check(span)
        return "private_key_consistent", ok, info
    if kind == "jwt":
        try:
            return "jwt_verified", S.jwt_verify(span), ""
        except Exception as e:  # noqa
            return "jwt_verified", False, repr(e)
    if kind in API_RE:
        ok = bool(re.fullmatch(API_RE[kind], span))
        if kind == "github_token" and ok:
            ok = S.github_token_ok(span)
        return "api_key_pattern", ok, ""
    return "unknown_kind", False, kind


def check_record(kind, span, rec):
    """Compare what the span says with what the generator recorded."""
    name, ok, info = check_span(kind, span)
    if not ok:
        return name, False
    if kind in ("otp", "pin"):
        return name, info == rec["digits"]
    if kind == "password_nl" and "plain" in rec:
        return name, info == rec["plain"]
    if kind == "card_number":
        return name, info == rec["digits"]
    if kind == "totp_secret":
        return name, info == rec["seed"]
    if kind == "recovery_codes":
        return name, sorted(info) == sorted(rec["codes"])
    if kind == "mnemonic_bip39_en":
        return name, mnemonic_words_en(span) == rec["words"]
    if kind == "mnemonic_zh":
        return name, mnemonic_words_zh(span) == rec["words"]
    if kind == "connection_string":
        return name, info == rec["password"]
    return name, ok


# ---------------------------------------------------------------------------
# scan of benign texts
# ---------------------------------------------------------------------------
EN_WL = None


def _enwl():
    global EN_WL
    if EN_WL is None:
        EN_WL = set(S.wordlist("english"))
    return EN_WL


def scan_benign(text):
    probs = []
    # card numbers
    for m in re.finditer(r"(?<![\d])(?:\d[ \-]?){12,18}\d(?![\d])", text):
        d = re.sub(r"\D", "", m.group(0))
        if 13 <= len(d) <= 19 and S.luhn_ok(d) and d not in TEST_CARDS and \
                re.match(r"4|5[1-5]|2[2-7]|3[47]|6|35|36|38|220", d):
            probs.append("luhn_card:" + d)
    # English seed phrases: any window of valid length among list words
    toks = [w.lower() for w in re.findall(r"[A-Za-z]+", text)]
    wl = _enwl()
    run = []
    for t in toks + ["\0"]:
        if t in wl:
            run.append(t)
            continue
        for n in (12, 15, 18, 21, 24):
            for i in range(0, len(run) - n + 1):
                if S.bip39_valid(run[i:i + n]):
                    probs.append("bip39_en_window")
                    break
        run = []
    # Chinese seed phrases separated by spaces / 、 / ， / newlines
    zh = S.wordlist("chinese_simplified")
    zset = set(zh)
    for m in re.finditer(r"(?:[\u4e00-\u9fff][ 、，\n\u3000]){11,}[\u4e00-\u9fff]", text):
        chars = re.findall(r"[\u4e00-\u9fff]", m.group(0))
        if all(c in zset for c in chars):
            for n in (12, 24):
                for i in range(0, len(chars) - n + 1):
                    if S.bip39_valid(chars[i:i + n], "chinese_simplified"):
                        probs.append("bip39_zh_window")
    # private key blocks with a body
    for m in re.finditer(r"-----BEGIN ([A-Z ]*PRIVATE KEY)-----(.*?)-----END", text, re.S):
        body = re.sub(r"\s", "", m.group(2))
        if len(body) > 40:
            probs.append("private_key_body")
    # JWTs
    for m in re.finditer(r"eyJ[A-Za-z0-9_\-]+\.eyJ[A-Za-z0-9_\-]+\.[A-Za-z0-9_\-]{16,}", text):
        probs.append("jwt")
    # prefixed API keys
    for rx in (r"sk-(proj|svcacct|admin)-[A-Za-z0-9_\-]{40,}", r"sk-ant-[a-z0-9]+-[A-Za-z0-9_\-]{40,}",
               r"gh[pousr]_[A-Za-z0-9]{36}", r"github_pat_[A-Za-z0-9_]{50,}", r"AIza[A-Za-z0-9_\-]{35}",
               r"xox[bpae]-\d+-", r"(sk|rk)_live_[A-Za-z0-9]{20,}", r"whsec_[A-Za-z0-9]{20,}", r"GOCSPX-",
               r"hf_[A-Za-z]{30,}", r"glpat-[A-Za-z0-9_\-]{20}", r"xprv[1-9A-HJ-NP-Za-km-z]{100,}", r"nsec1[a-z0-9]{50,}",
               r"suiprivkey1", r"tskey-auth-", r"hooks\.slack\.com/services/T[A-Z0-9]{8,}/B[A-Z0-9]{8,}/[A-Za-z0-9]{20,}"):
        if re.search(rx, text):
            probs.append("api_key:" + rx[:12])
    # WIF keys
    for m in re.finditer(r"\b[5KLc9][1-9A-HJ-NP-Za-km-z]{50,51}\b", text):
        try:
            S.wif_decode(m.group(0))
            probs.append("wif")
        except Exception:  # noqa
            pass
    # Stellar seeds
    for m in re.finditer(r"\bS[A-Z2-7]{55}\b", text):
        try:
            S.strkey_decode(m.group(0))
            probs.append("stellar_seed")
        except Exception:  # noqa
            pass
    # otpauth with a seed other than the documented one
    for m in re.finditer(r"otpauth://\S*secret=([A-Z2-7]+)", text):
        if m.group(1) != "JBSWY3DPEHPK3PXP":
            probs.append("otpauth_seed")
    # credentials in URLs
    for m in re.finditer(r"://[^/\s:@]+:([^@\s/]{4,})@", text):
        pw = m.group(1)
        if not (pw[0] in "${<*%" or pw.lower() in ("password", "pass", "xxxx", "changeme") or set(pw) <= set("x*.")):
            probs.append("url_credential")
    return probs
