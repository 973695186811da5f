"""checks28: structural checks on secret spans and scans of benign texts (standard library only).

check_span(kind, span) re-reads a secret from its span alone and returns (check_name, detail)
or raises ValueError.  check_record(kind, span, rec) also compares with the generator's record.
scan_benign(text) returns the list of secret-like structures found in a benign text.
"""
import base64
import json
import re
from urllib.parse import parse_qs, urlparse, unquote

import struct28 as S

FW_TABLE = {0xFF10 + i: ord("0") + i for i in range(10)}
ZH_NUM = {"零": "0", "〇": "0", "一": "1", "幺": "1", "二": "2", "两": "2", "三": "3", "四": "4", "五": "5", "六": "6",
          "七": "7", "八": "8", "九": "9", "壹": "1", "贰": "2", "叁": "3", "肆": "4", "伍": "5", "陆": "6", "柒": "7",
          "捌": "8", "玖": "9"}
EN_NUM = {"zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
          "seven": "7", "eight": "8", "nine": "9"}
NUM_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
             "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
             "twenty-one", "twenty-two", "twenty-three", "twenty-four"]
CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳㉑㉒㉓㉔"


def unfullwidth(s):
    return "".join(chr(ord(c) - 0xFEE0) if "\uff01" <= c <= "\uff5e" else c for c in s)


# ---------------------------------------------------------------------------
# digits
# ---------------------------------------------------------------------------
def read_digits(span):
    s = unfullwidth(span).strip()
    s = re.sub(r"^G-", "", s)
    s = s.strip("*#")
    if any(c in ZH_NUM for c in s):
        out = "".join(ZH_NUM[c] for c in s if c in ZH_NUM)
        rest = re.sub(r"[，、,\s·\-]", "", "".join(c for c in s if c not in ZH_NUM))
        if rest:
            raise ValueError("stray characters in Chinese digits: %r" % rest)
        return out
    if re.search(r"[A-Za-z]", s):
        toks = re.findall(r"[A-Za-z]+", s.lower())
        out, i = "", 0
        while i < len(toks):
            t = toks[i]
            if t in ("double", "triple") and i + 1 < len(toks) and toks[i + 1] in EN_NUM:
                out += EN_NUM[toks[i + 1]] * (2 if t == "double" else 3)
                i += 2
                continue
            if t not in EN_NUM:
                raise ValueError("not a digit word: " + t)
            out += EN_NUM[t]
            i += 1
        return out
    d = re.sub(r"[\s\-·.]", "", s)
    if not d.isdigit():
        raise ValueError("not digits: %r" % span)
    return d


# ---------------------------------------------------------------------------
# spelled passwords
# ---------------------------------------------------------------------------
NATO_REV = {"alpha": "a", "alfa": "a", "bravo": "b", "charlie": "c", "delta": "d", "echo": "e", "foxtrot": "f", "golf": "g",
            "hotel": "h", "india": "i", "juliett": "j", "juliet": "j", "kilo": "k", "lima": "l", "mike": "m", "november": "n",
            "oscar": "o", "papa": "p", "quebec": "q", "romeo": "r", "sierra": "s", "tango": "t", "uniform": "u",
            "victor": "v", "whiskey": "w", "x-ray": "x", "yankee": "y", "zulu": "z"}
SYM_REV = {"exclamation mark": "!", "at sign": "@", "hash": "#", "dollar sign": "$", "percent": "%", "ampersand": "&",
           "asterisk": "*", "question mark": "?", "plus": "+", "equals": "=", "underscore": "_", "dot": ".", "dash": "-",
           "space": " "}
SYM_ZH_REV = {"感叹号": "!", "艾特": "@", "井号": "#", "美元符号": "$", "百分号": "%", "和号": "&", "星号": "*", "问号": "?",
              "加号": "+", "等号": "=", "下划线": "_", "点": ".", "横杠": "-", "空格": " "}
DIGIT_WORDS = {w: str(i) for i, w in enumerate(["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"])}


def read_spelled(span):
    if "、" in span and re.search(r"大写|小写|数字", span):
        out = ""
        for tok in span.split("、"):
            tok = tok.strip()
            m = re.match(r"^(大写|小写|数字)(.)$", tok)
            if m:
                ch = m.group(2)
                out += ch.upper() if m.group(1) == "大写" else (ch.lower() if m.group(1) == "小写" else ch)
            elif tok in SYM_ZH_REV:
                out += SYM_ZH_REV[tok]
            else:
                raise ValueError("bad zh spelled token " + tok)
        return out
    out = ""
    for tok in span.split(", "):
        tok = tok.strip()
        cap = False
        if tok.lower().startswith("capital "):
            cap, tok = True, tok[8:]
        low = tok.lower()
        if low in NATO_REV:
            ch = NATO_REV[low]
        elif len(tok) == 1 and tok.isalpha():
            ch = tok.lower()
        elif low in DIGIT_WORDS and not cap:
            out += DIGIT_WORDS[low]
            continue
        elif low in SYM_REV and not cap:
            out += SYM_REV[low]
            continue
        else:
            raise ValueError("bad spelled token %r" % tok)
        out += ch.upper() if cap else ch
    return out


# ---------------------------------------------------------------------------
# seed phrases
# ---------------------------------------------------------------------------
def read_bip39_en(span):
    words = set(S.wordlist("english"))
    low = span.lower()
    # numbered with digits: 1. w / 01 w / [1] w / #1 w / word01 = w / | 1 | w |
    pairs = re.findall(r"(?<![0-9])(\d{1,2})[\s.,):\]=|\t#-]*?\s*([a-z]+)", low)
    pairs = [(int(n), w) for n, w in pairs if w in words]
    if len(pairs) >= 12 and sorted(n for n, _ in pairs) == list(range(1, len(pairs) + 1)):
        return [w for _, w in sorted(pairs)]
    # numbered with words: "One, w. Two, w."
    alt = "|".join(sorted(NUM_WORDS, key=len, reverse=True))
    pairs = re.findall(r"\b(%s)[,:]\s+([a-z]+)" % alt, low)
    if len(pairs) >= 12:
        nums = [NUM_WORDS.index(n) for n, _ in pairs]
        if sorted(nums) == list(range(1, len(pairs) + 1)) and all(w in words for _, w in pairs):
            return [w for _, w in sorted(zip(nums, [w for _, w in pairs]))]
    return [t for t in re.findall(r"[a-z]+", low) if t in words]


def read_bip39_zh(span, listname):
    words = set(S.wordlist(listname))
    pairs = re.findall(r"(\d{1,2}|[%s])[\s.．:：)）\]|\t]*([\u4e00-\u9fff])" % CIRCLED, span)
    conv = []
    for n, w in pairs:
        num = CIRCLED.index(n) + 1 if n in CIRCLED else int(n)
        if w in words:
            conv.append((num, w))
    if len(conv) >= 12 and sorted(n for n, _ in conv) == list(range(1, len(conv) + 1)):
        return [w for _, w in sorted(conv)]
    return [c for c in span if c in words]


# ---------------------------------------------------------------------------
# TOTP
# ---------------------------------------------------------------------------
def read_totp(span):
    s = span.strip()
    if s.startswith("otpauth://"):
        u = urlparse(s)
        if u.netloc not in ("totp", "hotp"):
            raise ValueError("not an otpauth totp/hotp URI")
        s = parse_qs(u.query)["secret"][0]
    b = re.sub(r"[\s\-]", "", s).upper()
    raw = base64.b32decode(b + "=" * (-len(b) % 8))
    if len(raw) not in (10, 16, 20, 32):
        raise ValueError("seed length %d" % len(raw))
    return raw


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
PEM_RE = re.compile(r"-----BEGIN ([A-Z ]+)-----(.*?)-----END \1-----", re.S)


def read_pem(span):
    s = span
    if "-----BEGIN" not in s:
        s = base64.b64decode(re.sub(r"\s", "", s)).decode()
    s = s.replace("\\n", "\n")
    s = re.sub(r"(?m)^\s*>\s?", "", s)
    m = PEM_RE.search(s)
    if not m:
        raise ValueError("no PEM block")
    label, body = m.group(1), re.sub(r"\s", "", m.group(2))
    raw = base64.b64decode(body)
    if label == "OPENSSH PRIVATE KEY":
        S.openssh_parse(raw)
        return label, "openssh-ed25519"
    return label, S.verify_private_der(label, raw)


# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------
def read_wallet(span):
    s = span.strip()
    if s.startswith("["):
        arr = json.loads(s)
        b = bytes(arr)
        if len(b) != 64 or S.ed25519_public(b[:32]) != b[32:]:
            raise ValueError("bad solana keypair array")
        return "solana-array"
    if s[:4] in ("xprv", "tprv", "zprv", "yprv"):
        S.xprv_decode(s)
        return "bip32"
    if s.startswith("nsec1"):
        hrp, b = S.bech32_to_bytes(s)
        if hrp != "nsec" or len(b) != 32 or not 0 < int.from_bytes(b, "big") < S.SECP256K1.n:
            raise ValueError("bad nsec")
        return "nsec"
    if re.fullmatch(r"(0x)?[0-9a-fA-F]{64}", s):
        d = int(s[-64:], 16)
        if not 0 < d < S.SECP256K1.n:
            raise ValueError("scalar out of range")
        return "hex"
    if len(s) == 56 and s[0] == "S":
        v, p = S.strkey_decode(s)
        if v != S.STELLAR_SEED or len(p) != 32:
            raise ValueError("not a stellar seed")
        return "stellar"
    if len(s) in (51, 52):
        S.wif_decode(s)
        return "wif"
    if 86 <= len(s) <= 88:
        b = S.b58decode(s)
        if len(b) != 64 or S.ed25519_public(b[:32]) != b[32:]:
            raise ValueError("bad solana keypair")
        return "solana"
    raise ValueError("unknown wallet key shape")


# ---------------------------------------------------------------------------
# API keys
# ---------------------------------------------------------------------------
KEY_PATTERNS = {
    "openai_key": [r"sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}"],
    "anthropic_key": [r"sk-ant-(?:api03|admin01)-[A-Za-z0-9_-]{93}AA"],
    "aws_key": [r"[A-Za-z0-9/+]{40}"],
    "github_token": [r"gh[pousr]_[A-Za-z0-9]{36}", r"github_pat_11[A-Z0-9]{20}_[A-Za-z0-9]{59}"],
    "google_api_key": [r"AIza[A-Za-z0-9_-]{35}", r"GOCSPX-[A-Za-z0-9_-]{28}"],
    "slack_token": [r"xoxb-\d{12}-\d{13}-[A-Za-z0-9]{24}", r"xoxp-\d{12}-\d{12}-\d{13}-[0-9a-f]{32}",
                    r"xapp-1-A[A-Z0-9]{10}-\d{13}-[0-9a-f]{64}", r"https://hooks\.slack\.com/services/T[A-Z0-9]{10}/B[A-Z0-9]{10}/[A-Za-z0-9]{24}"],
    "stripe_key": [r"(?:sk|rk)_live_51[A-Za-z0-9]{97}", r"whsec_[A-Za-z0-9]{32}"],
    "vendor_token": [r"npm_[A-Za-z0-9]{36}", r"sntryu_[0-9a-f]{64}", r"dop_v1_[0-9a-f]{64}", r"shpat_[0-9a-f]{32}",
                     r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}", r"NRAK-[A-Z0-9]{27}", r"pul-[0-9a-f]{40}", r"xai-[A-Za-z0-9]{80}",
                     r"sk-or-v1-[0-9a-f]{64}", r"gsk_[A-Za-z0-9]{52}", r"r8_[A-Za-z0-9]{37}", r"ATATT3xFfGF0[A-Za-z0-9_-]{170}=[A-Z0-9]{8}",
                     r"HRKU-AA[A-Za-z0-9_-]{58}", r"fo1_[A-Za-z0-9_-]{43}", r"dp\.st\.prd\.[A-Za-z0-9]{40}",
                     r"\d{10}:AA[A-Za-z0-9_-]{33}", r"sk_[0-9a-f]{48}", r"hf_[A-Za-z]{34}", r"glpat-[A-Za-z0-9_-]{20}",
                     r"key-[0-9a-f]{32}", r"lin_api_[A-Za-z0-9]{40}", r"ntn_\d{11}[A-Za-z0-9]{35}", r"[0-9a-f]{32}",
                     r"sk-[a-z]{48}", r"eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9\.[A-Za-z0-9_-]{120}\.[A-Za-z0-9_-]{86}", r"[A-Za-z0-9_-]{40}"],
    "generic_api_key": [r"[0-9a-f]{32}", r"[0-9a-f]{40}", r"[0-9a-f]{64}", r"[A-Za-z0-9]{24}", r"[A-Za-z0-9]{32}", r"[A-Za-z0-9]{40}",
                        r"[A-Za-z0-9+/]{40}", r"[A-Z0-9]{20}"],
}


def check_apikey(kind, span):
    for pat in KEY_PATTERNS[kind]:
        if re.fullmatch(pat, span):
            if kind == "github_token" and span[:3] in ("ghp", "gho", "ghu", "ghs", "ghr"):
                body = span[4:34]
                if S.github_checksum(body) != span[34:]:
                    raise ValueError("github checksum")
            return pat
    raise ValueError("no %s pattern matches %r" % (kind, span[:30]))


# ---------------------------------------------------------------------------
# connection strings
# ---------------------------------------------------------------------------
def read_connstr_password(span):
    m = re.search(r"^[a-z][a-z0-9+.\-]*://[^:/@\s]*:([^@\s]+)@", span)
    if m:
        return unquote(m.group(1))
    m = re.search(r"(?i)(?:^|[;&?\s])(?:password|pwd)=([^;&\s]+)", span)
    if m:
        return m.group(1)
    m = re.match(r"^[A-Za-z0-9_]+/([^@\s]+)@[\w.\-]+:\d+/\w+$", span)
    if m:
        return m.group(1)
    raise ValueError("no credential in connection string")


# ---------------------------------------------------------------------------
# per-kind span checks
# ---------------------------------------------------------------------------
def check_span(kind, span):
    if span is None or span != span.strip() or not span:
        raise ValueError("empty or padded span")
    if kind in ("otp", "pin"):
        d = read_digits(span)
        if not (4 <= len(d) <= 8):
            raise ValueError("digit count %d" % len(d))
        return "digits_%s" % kind, d
    if kind == "card_number":
        d = re.sub(r"[\s\-]", "", unfullwidth(span))
        if not d.isdigit() or not 14 <= len(d) <= 19 or not S.luhn_ok(d):
            raise ValueError("not a Luhn-valid card number")
        import values28
        if d in values28.TEST_CARDS:
            raise ValueError("documented test card")
        return "luhn_card", d
    if kind == "mnemonic_bip39_en":
        ws = read_bip39_en(span)
        if not S.mnemonic_ok(ws):
            raise ValueError("bip39 checksum fails")
        return "bip39_en_checksum", len(ws)
    if kind == "mnemonic_zh":
        for ln in ("chinese_simplified", "chinese_traditional"):
            ws = read_bip39_zh(span, ln)
            if S.mnemonic_ok(ws, ln):
                return "bip39_zh_checksum", ln
        raise ValueError("bip39 (zh) checksum fails")
    if kind == "totp_secret":
        raw = read_totp(span)
        return "base32_totp_seed", len(raw)
    if kind == "crypto_wallet_key":
        return "wallet_key_structure", read_wallet(span)
    if kind == "private_key_pem":
        return "private_key_consistent", read_pem(span)
    if kind == "jwt":
        h, p = S.jwt_verify(span)
        return "jwt_verified", h["alg"]
    if kind in KEY_PATTERNS:
        return "api_key_pattern", check_apikey(kind, span)
    if kind == "connection_string":
        return "connstr_credential", read_connstr_password(span)
    if kind == "recovery_codes":
        toks = re.findall(r"[A-Za-z0-9]{4,}(?:[- ][A-Za-z0-9]{4,})*", span)
        if not toks:
            raise ValueError("no code tokens")
        return "recovery_code_tokens", len(toks)
    if kind in ("password_nl", "wifi_password"):
        if re.search(r"大写|小写|数字", span) and "、" in span or re.search(r"(^|, )capital ", span) or span.count(", ") >= 5:
            pw = read_spelled(span)
        else:
            pw = unfullwidth(span)
        if kind == "wifi_password" and not (8 <= len(pw) <= 63 or re.fullmatch(r"[0-9a-f]{64}", pw)):
            raise ValueError("wpa length")
        if len(pw) < 6:
            raise ValueError("password too short")
        return ("wpa_length" if kind == "wifi_password" else "password_shape"), pw
    if kind in ("security_answer", "env_file"):
        return ("answer_nonempty" if kind == "security_answer" else "env_value_nonempty"), span
    raise ValueError("unknown kind " + kind)


def check_record(kind, span, rec):
    """The span-only check plus agreement with the generator's record."""
    name, got = check_span(kind, span)
    if kind in ("otp", "pin") and got != rec["digits"]:
        raise ValueError("digits differ")
    if kind == "card_number" and got != rec["number"]:
        raise ValueError("card differs")
    if kind == "mnemonic_bip39_en" and read_bip39_en(span) != rec["words"]:
        raise ValueError("words differ")
    if kind == "mnemonic_zh" and read_bip39_zh(span, rec["list"]) != rec["words"]:
        raise ValueError("zh words differ")
    if kind == "totp_secret" and read_totp(span).hex() != rec["bytes"]:
        raise ValueError("seed differs")
    if kind in ("password_nl",) and rec.get("password") is not None and got != rec["password"]:
        raise ValueError("password differs %r %r" % (got, rec["password"]))
    if kind == "wifi_password" and got != rec["password"]:
        raise ValueError("wifi password differs")
    if kind == "connection_string" and got != rec["password"]:
        raise ValueError("connection password differs")
    if kind == "recovery_codes":
        for c in rec["codes"]:
            if c not in span:
                raise ValueError("code missing")
    if kind in S.__dict__.get("_none", ()):
        pass
    return name


# ---------------------------------------------------------------------------
# benign scan
# ---------------------------------------------------------------------------
JWT_IO = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
DOC_TOTP = {"JBSWY3DPEHPK3PXP", "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"}
DOC_MNEMONICS = {" ".join(["abandon"] * 11 + ["about"]), " ".join(["test"] * 11 + ["junk"]),
                 " ".join(["abandon"] * 23 + ["art"])}
CARD_PREFIX = re.compile(r"^(4|5[1-5]|2[2-7]|3[47]|6011|64[4-9]|65|35|62|3[068]|60|81|82|508)")
PREFIXED_KEYS = [r"sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}", r"sk-ant-(?:api03|admin01)-[A-Za-z0-9_-]{93}AA",
                 r"gh[pousr]_[A-Za-z0-9]{36}", r"github_pat_11[A-Z0-9]{20}_[A-Za-z0-9]{59}", r"AIza[A-Za-z0-9_-]{35}",
                 r"GOCSPX-[A-Za-z0-9_-]{28}", r"xox[bpe]-\d+-\d+-[A-Za-z0-9-]{20,}", r"hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]{20,}",
                 r"(?:sk|rk)_live_[A-Za-z0-9]{24,}", r"whsec_[A-Za-z0-9]{32}", r"npm_[A-Za-z0-9]{36}", r"dop_v1_[0-9a-f]{64}",
                 r"shpat_[0-9a-f]{32}", r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}", r"glpat-[A-Za-z0-9_-]{20}", r"hf_[A-Za-z]{34}",
                 r"gsk_[A-Za-z0-9]{52}", r"r8_[A-Za-z0-9]{37}", r"xai-[A-Za-z0-9]{80}", r"sk-or-v1-[0-9a-f]{64}"]


def _split_runs(run, zw):
    out, cur = [], ""
    for ch in run:
        if ch in zw:
            cur += ch
        else:
            if cur:
                out.append(cur)
            cur = ""
    if cur:
        out.append(cur)
    return out


PLACEHOLDERISH = re.compile(r"(X{6,}|x{6,}|\.\.\.|your|YOUR|EXAMPLE|example|REPLACE|here)")


def scan_benign(text):
    hits = []
    t = unfullwidth(text)
    # card numbers
    for m in re.finditer(r"(?<![\d])\d(?:[ \-]?\d){12,18}(?!\d)", t):
        d = re.sub(r"[ \-]", "", m.group(0))
        import values28
        if 13 <= len(d) <= 19 and S.luhn_ok(d) and CARD_PREFIX.match(d) and d not in values28.TEST_CARDS:
            hits.append("card:" + m.group(0))
    # English seed windows
    words = set(S.wordlist("english"))
    toks = re.findall(r"[A-Za-z]+", t)
    run = []
    for tok in toks + ["."]:
        if tok.lower() in words and tok != ".":
            run.append(tok.lower())
            continue
        for n in (12, 15, 18, 21, 24):
            for i in range(0, len(run) - n + 1):
                win = run[i:i + n]
                if S.mnemonic_ok(win) and " ".join(win) not in DOC_MNEMONICS:
                    hits.append("bip39_en:" + " ".join(win[:3]))
        run = []
    # Chinese seed runs: maximal runs of adjacent list characters, or of list characters each
    # separated by one space / ideographic space / 、 / ， (the layouts a seed phrase is written in)
    for ln in ("chinese_simplified", "chinese_traditional"):
        zw = set(S.wordlist(ln))
        runs = re.findall(r"[\u4e00-\u9fff]+", text)
        runs += ["".join(m.group(0)[::2]) for m in re.finditer(r"(?:[\u4e00-\u9fff][ \u3000、，,])+[\u4e00-\u9fff]", text)]
        for run in runs:
            for part in _split_runs(run, zw):
                if len(part) in (12, 15, 18, 21, 24) and S.mnemonic_ok(list(part), ln):
                    hits.append("bip39_zh:" + part[:4])
    # wallet keys
    for m in re.finditer(r"(?<![A-Za-z0-9])[1-9A-HJ-NP-Za-km-z]{51,52}(?![A-Za-z0-9])", t):
        try:
            S.wif_decode(m.group(0))
            hits.append("wif")
        except Exception:
            pass
    for m in re.finditer(r"[xtzy]prv[1-9A-HJ-NP-Za-km-z]{100,112}", t):
        try:
            S.xprv_decode(m.group(0))
            hits.append("xprv")
        except Exception:
            pass
    if re.search(r"nsec1[02-9ac-hj-np-z]{58}", t):
        hits.append("nsec")
    for m in re.finditer(r"(?<![A-Z0-9])S[A-Z2-7]{55}(?![A-Z0-9])", t):
        try:
            if S.strkey_decode(m.group(0))[0] == S.STELLAR_SEED:
                hits.append("stellar-seed")
        except Exception:
            pass
    # private key blocks with a body
    for m in re.finditer(r"-----BEGIN ([A-Z ]*PRIVATE KEY)-----(.*?)-----END", t, re.S):
        body = re.sub(r"[\s>\\n]", "", m.group(2))
        if len(re.findall(r"[A-Za-z0-9+/]", body)) >= 40:
            hits.append("pem-private")
    # JWTs
    for m in re.finditer(r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{10,}", t):
        if m.group(0) != JWT_IO:
            hits.append("jwt")
    # prefixed API keys
    for pat in PREFIXED_KEYS:
        for m in re.finditer(pat, t):
            if not PLACEHOLDERISH.search(m.group(0)):
                hits.append("key:" + m.group(0)[:12])
    # otpauth seeds
    for m in re.finditer(r"otpauth://\S+", t):
        q = parse_qs(urlparse(m.group(0)).query)
        sec = (q.get("secret") or [""])[0].upper()
        if sec and sec not in DOC_TOTP and re.fullmatch(r"[A-Z2-7]{16,}", sec):
            hits.append("otpauth")
    return hits
