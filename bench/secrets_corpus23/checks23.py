"""Structural checks for secrets_corpus23.

span_check(kind, span)          -> (ok, name, detail)  structure from the span alone (self-check)
record_check(kind, span, rec)   -> (ok, name, detail)  the span equals the generator's record
benign_check(text)              -> None or a reason    no card, no seed phrase, no key in a benign text
lang_check(lang, text, span)    -> None or a reason
"""
import base64
import json
import re
from urllib.parse import parse_qs, unquote, urlparse

import struct23 as S
import vals23 as V

FW_TABLE = {0xFF10 + i: 0x30 + i for i in range(10)}
FW_TABLE.update({0xFF21 + i: 0x41 + i for i in range(26)})
FW_TABLE.update({0xFF41 + i: 0x61 + i for i in range(26)})
FW_TABLE.update({ord(c) + 0xFEE0: ord(c) for c in "!#$%&*+=?@_."})
FW_TABLE[0x3000] = 0x20


def fw_norm(s):
    return s.translate(FW_TABLE)


HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")

# ---------------------------------------------------------------------------
# digits
# ---------------------------------------------------------------------------
_EN = {w: str(i) for i, w in enumerate(V.EN_DIG)}
_EN.update({"oh": "0", "o": "0"})
_TEENS = {w: str(10 + i) for i, w in enumerate(V.EN_TEENS)}
_TENS = {w: str(i) for i, w in enumerate(V.EN_TENS) if w}
_ZH = {"零": "0", "〇": "0", "洞": "0", "一": "1", "幺": "1", "二": "2", "两": "2", "三": "3", "四": "4", "五": "5",
       "六": "6", "七": "7", "八": "8", "九": "9"}


def decode_digits(span):
    t = fw_norm(span).lower().strip()
    t = t.replace("✔", " ").replace("#", " ").replace("*", " ")
    t = re.sub(r"^[a-z](?=\d)", "", t)
    toks = [x for x in re.split(r"[\s,.\-、，;:]+", t) if x]
    out = []
    mult = 1
    i = 0
    while i < len(toks):
        tok = toks[i]
        if tok in ("double", "triple"):
            mult = 2 if tok == "double" else 3
            i += 1
            continue
        if tok.isdigit():
            out.append(tok * mult if len(tok) == 1 else tok)
        elif tok in _EN:
            out.append(_EN[tok] * mult)
        elif tok in _TEENS:
            out.append(_TEENS[tok])
        elif tok in _TENS:
            if i + 1 < len(toks) and toks[i + 1] in _EN and toks[i + 1] not in ("zero", "oh", "o"):
                out.append(_TENS[tok] + _EN[toks[i + 1]])
                i += 1
            else:
                out.append(_TENS[tok] + "0")
        elif all(ch in _ZH for ch in tok):
            out.append("".join(_ZH[ch] for ch in tok))
        else:
            return None
        mult = 1
        i += 1
    d = "".join(out)
    return d if d.isdigit() else None

# ---------------------------------------------------------------------------
# spelled passwords
# ---------------------------------------------------------------------------
_NATO_R = {v: k for k, v in V.NATO.items()}
_SYM_EN_R = {v: k for k, v in V.SYM_NAMES_EN.items()}
_SYM_ZH_R = {v: k for k, v in V.SYM_NAMES_ZH.items()}


def unspell(span):
    """Re-assemble a spelled-out password (English list, NATO, Chinese) or return None."""
    if "、" in span and ("大写" in span or "小写" in span):
        out = []
        for it in span.split("、"):
            if it.startswith("大写") and len(it) == 3:
                out.append(it[2].upper())
            elif it.startswith("小写") and len(it) == 3:
                out.append(it[2].lower())
            elif it.startswith("数字") and len(it) == 3 and it[2].isdigit():
                out.append(it[2])
            elif it in _ZH and it not in ("幺", "两", "洞", "〇"):
                out.append(_ZH[it])
            elif it in _SYM_ZH_R:
                out.append(_SYM_ZH_R[it])
            else:
                return None
        return "".join(out)
    if ", " in span:
        out = []
        for it in span.split(", "):
            if it.startswith("capital ") and len(it) == 9:
                out.append(it[-1].upper())
            elif len(it) == 1 and it.isalpha():
                out.append(it)
            elif it in _EN and it not in ("oh", "o"):
                out.append(_EN[it])
            elif it in _SYM_EN_R:
                out.append(_SYM_EN_R[it])
            else:
                return None
        return "".join(out)
    toks = span.split(" ")
    out = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if t == "capital" and i + 1 < len(toks) and toks[i + 1].lower() in _NATO_R:
            out.append(_NATO_R[toks[i + 1].lower()].upper())
            i += 2
            continue
        if t in _NATO_R:
            out.append(_NATO_R[t])
        elif t in _EN and t not in ("oh", "o"):
            out.append(_EN[t])
        elif i + 1 < len(toks) and (t + " " + toks[i + 1]) in _SYM_EN_R:
            out.append(_SYM_EN_R[t + " " + toks[i + 1]])
            i += 2
            continue
        elif t in _SYM_EN_R:
            out.append(_SYM_EN_R[t])
        else:
            return None
        i += 1
    return "".join(out)

# ---------------------------------------------------------------------------
# seed phrases read back from their layout
# ---------------------------------------------------------------------------
_SPOKEN_R = {w: i + 1 for i, w in enumerate(V.SPOKEN)}


def readback_en(span):
    """Candidate word sequences from an English layout; the first valid one is returned."""
    t = span.lower()
    cands = []
    # numbered pairs (1. w, [01] w, (1) w, #1 w, 1st w, table cells, columns)
    pairs = re.findall(r"(?<![a-z\d])(\d{1,2})(?:st|nd|rd|th)?[^a-z\d\n|]{0,3}([a-z]+)", t)
    if pairs:
        nums = [int(a) for a, _ in pairs]
        if sorted(nums) == list(range(1, len(nums) + 1)):
            cands.append([w for _, w in sorted(((int(a), w) for a, w in pairs))])
    # spoken numbers ("One: w. Two: w.")
    sp = re.findall(r"\b([a-z]+(?:-[a-z]+)?):\s*([a-z]+)\.", t)
    if sp and all(a in _SPOKEN_R for a, _ in sp):
        cands.append([w for _, w in sorted((_SPOKEN_R[a], w) for a, w in sp)])
    # plain: list words in order (digits and markup dropped)
    cands.append([w for w in re.findall(r"[a-z]+", re.sub(r"\d", " ", t)) if w in S.EN_SET])
    for c in cands:
        if S.words_valid(c, "en"):
            return c
    return cands[-1]


_ZH_NUMERAL = "一二三四五六七八九十"


def readback_zh(span):
    t = fw_norm(span)
    t = re.sub(r"\([a-zA-Zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜü]+\)", "", t)  # pinyin
    t = t.replace("| 序号 | 词 |", "")
    cands = []
    pairs = re.findall(r"(\d{1,2})[^\d\u3400-\u9fff]{0,3}([\u3400-\u9fff])", t)
    if pairs:
        nums = [int(a) for a, _ in pairs]
        if sorted(nums) == list(range(1, len(nums) + 1)):
            cands.append([w for _, w in sorted((int(a), w) for a, w in pairs)])
    t2 = re.sub(r"第[%s\d]+个[:：]" % _ZH_NUMERAL, " ", t)
    t2 = re.sub(r"\d", " ", t2)
    for lst in ("zh", "zt"):
        ws = S.ZH_SET if lst == "zh" else S.ZT_SET
        cands.append([ch for ch in t2 if ch in ws])
    for c in cands:
        if S.words_valid(c):
            return c
    return cands[-1]

# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------


def totp_bytes(span):
    s = span.strip()
    if s.startswith("otpauth://"):
        q = parse_qs(urlparse(s).query)
        if "secret" not in q:
            return None
        s = q["secret"][0]
    if re.fullmatch(r"[0-9a-fA-F]{20,64}", s) and len(s) % 2 == 0 and not re.fullmatch(r"[A-Z2-7]+", s):
        return bytes.fromhex(s)
    s2 = re.sub(r"[\s\-]", "", s)
    if not re.fullmatch(r"[A-Za-z2-7]+=*", s2):
        return None
    return S.b32dec(s2)

# ---------------------------------------------------------------------------
# private keys: undo the layout
# ---------------------------------------------------------------------------


def unlayout_key(span):
    s = span.strip()
    if "\\n" in s and "\n" not in s:
        s = s.replace("\\n", "\n")
    if not s.startswith("-----BEGIN"):
        try:
            dec = base64.b64decode(s, validate=True).decode()
            if "-----BEGIN" in dec:
                s = dec
            else:
                raise ValueError
        except Exception:
            # bare body: try PKCS#8 DER
            from cryptography.hazmat.primitives import serialization
            try:
                return serialization.load_der_private_key(base64.b64decode(s), None)
            except Exception:
                return None
    lines = []
    for l in s.strip().split("\n"):
        l = l.strip()
        if l.startswith("> "):
            l = l[2:]
        lines.append(l)
    return S.parse_private("\n".join(lines) + "\n")

# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------


def wallet_ok(span):
    s = span.strip()
    if s.startswith("PrivateKey-"):
        p = S.cb58_dec(s[len("PrivateKey-"):])
        return p is not None and len(p) == 32 and 0 < int.from_bytes(p, "big") < S.SECP_N
    if s.startswith("nsec1"):
        d = S.bech32_dec(s)
        if not d or d[0] != "nsec":
            return False
        b = S.convertbits(d[1], 5, 8, False)
        return b is not None and len(b) == 32
    if s[:4] in ("xprv", "yprv", "zprv", "tprv", "vprv"):
        return S.xprv_decode(s) is not None
    if s.startswith("S") and len(s) in (22, 30) and S.mini_key_ok(s):
        return True
    if re.fullmatch(r"0x[0-9a-fA-F]{64}", s):
        k = int(s, 16)
        return 0 < k  # secp256k1 hex or a Substrate seed
    if re.fullmatch(r"[0-9a-f]{64}", s):
        k = int(s, 16)
        return 0 < k < S.SECP_N or S.monero_key_ok(s)
    if re.fullmatch(r"[%s]{51,52}" % S.B58, s):
        return S.wif_decode(s) is not None
    if re.fullmatch(r"[%s]{86,88}" % S.B58, s):
        return S.sol_keypair_ok(s)
    return False

# ---------------------------------------------------------------------------
# recovery codes
# ---------------------------------------------------------------------------
RC_RX = {
    "gh": r"[0-9a-f]{5}-[0-9a-f]{5}",
    "d8": r"(?<!\d)\d{8}(?!\d)",
    "d8s": r"(?<!\d)\d{4} \d{4}(?!\d)",
    "kc": r"[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}",
    "hex10": r"(?<![0-9a-z])[0-9a-f]{10}(?![0-9a-z])",
    "a8": r"(?<![0-9a-z])[a-z0-9]{8}(?![0-9a-z])",
    "a10u": r"(?<![0-9A-Z])[A-Z0-9]{10}(?![0-9A-Z])",
    "ms": r"[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}",
    "l4x4": r"[a-z]{4}-[a-z]{4}-[a-z]{4}-[a-z]{4}",
    "d6x2": r"(?<!\d)\d{5}-\d{5}(?!\d)",
}


def rc_tokens(span, shape):
    t = re.sub(r"</?(ol|li)>", " ", span)
    return re.findall(RC_RX[shape], t)


def rc_any(span):
    best = None
    for shape in RC_RX:
        toks = rc_tokens(span, shape)
        if toks and (best is None or len(toks) > len(best[1])):
            best = (shape, toks)
    return best

# ---------------------------------------------------------------------------
# per-kind structure from the span alone
# ---------------------------------------------------------------------------
CS_RX = re.compile(r"^(postgres(ql)?|mysql|mariadb\+mariadbconnector|clickhouse|snowflake|mongodb(\+srv)?|redis|amqps|"
                   r"influxdb|oracle\+cx_oracle|http)://[^:/\s]+:[^@\s]+@|^jdbc:[a-z0-9]+[:/]|^(Server|DRIVER|host)=")
URL_CRED = re.compile(r"^(https?|socks5|pop3s|davs|rtmp)://")


def card_digits(span):
    t = fw_norm(span)
    t = re.sub(r"[\s\-.]", "", t)
    return t if t.isdigit() else None


def span_check(kind, span):
    if span != span.strip() or not span:
        return False, "span_trimmed", "span has outer whitespace"
    if kind in ("otp", "pin", "door_code"):
        d = decode_digits(span)
        lo = 3 if kind == "door_code" else 4
        ok = d is not None and lo <= len(d) <= 8
        return ok, "digits_decode_" + kind, d
    if kind == "card_number":
        d = card_digits(span)
        ok = d is not None and S.luhn_ok(d) and S.card_brand(d) is not None and d not in S.TEST_CARDS
        return ok, "luhn_card_brand", d
    if kind == "mnemonic_bip39_en":
        w = readback_en(span)
        return S.words_valid(w, "en"), "bip39_en_readback", len(w)
    if kind == "mnemonic_zh":
        w = readback_zh(span)
        return S.words_valid(w), "bip39_zh_readback", len(w)
    if kind == "totp_secret":
        b = totp_bytes(span)
        return b is not None and len(b) in (10, 16, 20, 32), "totp_seed_bytes", len(b) if b else None
    if kind == "jwt":
        try:
            h, p, s = span.split(".")
            hdr = json.loads(S.b64u_dec(h))
            json.loads(S.b64u_dec(p))
            ok = "alg" in hdr and len(S.b64u_dec(s)) >= 32
        except Exception:
            ok = False
        if ok and hdr["alg"] != "HS256":
            ok = S.jwt_verify(span, V.jwt_keys()[hdr["alg"]])
        return ok, "jwt_segments_json", None
    if kind == "private_key":
        k = unlayout_key(span)
        return k is not None, "private_key_parsed", type(k).__name__
    if kind == "crypto_wallet_key":
        return wallet_ok(span), "wallet_key_structure", None
    if kind == "recovery_codes":
        b = rc_any(span)
        return b is not None, "recovery_code_tokens", b[0] if b else None
    if kind == "api_key":
        for fn, rx, name in V.AK.values():
            if re.fullmatch(rx, span):
                return True, "api_key_shape", name
        for _, _, rx, name in V.AK_PAIRS.values():
            if re.fullmatch(rx, span):
                return True, "api_key_shape", name
        return False, "api_key_shape", None
    if kind == "connection_string":
        return bool(CS_RX.search(span)) and re.search(r"(:[^@/\s]+@|password=|PWD=|Password=)", span, re.I) is not None, \
            "connstr_has_password", None
    if kind == "url_credentials":
        ok = bool(URL_CRED.match(span))
        if ok:
            u = urlparse(span)
            q = parse_qs(u.query)
            ok = bool(u.password) or any(k in q for k in ("auth", "appid", "pwd", "token", "appToken", "code",
                                                             "X-Goog-Signature", "_upt", "chat_id")) or \
                bool(re.search(r"/(hooks/catch/\d+/\w+|[A-Za-z0-9]{22}/|SCT\w+\.send|[a-z0-9]{32}$|app/live_)", u.path + ("" if not u.query else "")))
        return ok, "url_has_credential", None
    if kind == "wifi_password":
        n = len(span)
        return (8 <= n <= 63) or bool(re.fullmatch(r"[0-9a-f]{64}", span)), "wpa_length_8_63", n
    if kind == "env_file":
        return len(span) >= 8 and not re.search(r"\s", span), "env_value_nonempty", None
    if kind == "security_answer":
        return len(span) >= 2, "answer_nonempty", None
    if kind in ("password_nl", "login_pair"):
        p = unspell(span) if (" " in span and ("capital" in span or "、" in span)) else fw_norm(span)
        ok = p is not None and len(p) >= 6
        return ok, "password_shape", None
    return False, "unknown_kind", kind


def record_check(kind, span, rec):
    """The span is what the generator made."""
    if "digits" in rec and kind in ("otp", "pin", "door_code"):
        return decode_digits(span) == rec["digits"]
    if kind == "card_number":
        return card_digits(span) == rec["digits"]
    if kind == "mnemonic_bip39_en":
        return readback_en(span) == rec["words"]
    if kind == "mnemonic_zh":
        return readback_zh(span) == rec["words"]
    if kind == "totp_secret":
        return totp_bytes(span) == rec["key"]
    if kind == "jwt":
        return S.jwt_verify(span, rec["key"])
    if kind == "private_key":
        k = unlayout_key(span)
        return k is not None and S.pub_raw(k) == rec["pubraw"]
    if kind == "recovery_codes":
        return sorted(rc_tokens(span, rec["shape"])) == sorted(rec["codes"])
    if kind in ("password_nl", "login_pair"):
        if rec.get("spelled"):
            return unspell(span) == rec["password"]
        return fw_norm(span) == rec["password"]
    if kind == "wifi_password":
        return span == rec["password"]
    if kind == "connection_string":
        return rec["password"] in span
    if kind == "url_credentials":
        return rec["cred"] in span
    if kind == "api_key":
        return re.fullmatch(rec["rx"], span) is not None
    if kind == "security_answer":
        return span == rec["answer"]
    if kind == "env_file":
        return span == rec["value"]
    if kind == "crypto_wallet_key":
        return wallet_ok(span)
    return False

# ---------------------------------------------------------------------------
# benign: nothing that is a secret by structure
# ---------------------------------------------------------------------------
DOC_TOTP = {"JBSWY3DPEHPK3PXP", "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"}
DOC_AWS = {"AKIAIOSFODNN7EXAMPLE"}
_CARD_RUN = re.compile(r"(?<![\d\w])\d(?:[ \-]?\d){12,18}(?![\d])")
_B58_TOK = re.compile(r"[%s]{50,112}" % S.B58)
_PREFIX_KEYS = [rx for p, (fn, rx, name) in V.AK.items() if p not in ("deepgram", "cohere", "yunpian", "postmark")] + [
    r"AKIA[0-9A-Z]{16}", r"ghp_[A-Za-z0-9]{36}", r"xox[abp]-[0-9]+-[0-9A-Za-z-]{20,}", r"sk-(proj-)?[A-Za-z0-9]{40,}",
    r"sk_live_[A-Za-z0-9]{20,}", r"AIza[0-9A-Za-z_-]{35}"]


def _zh_runs(text):
    """Maximal runs of list characters: adjacent, or each one separated by a single separator."""
    out = []
    cur = []
    for ch in text:
        if ch in S.ZH_SET or ch in S.ZT_SET:
            cur.append(ch)
        else:
            if cur:
                out.append(cur)
            cur = []
    if cur:
        out.append(cur)
    # separated single characters
    for m in re.finditer(r"(?:[\u3400-\u9fff][ ,，、;；·|｜\-/\u3000]){11,}[\u3400-\u9fff]", text):
        chars = [c for c in m.group(0) if HAN.match(c)]
        if all(c in S.ZH_SET or c in S.ZT_SET for c in chars):
            out.append(chars)
    return out


def benign_check(text):
    t = fw_norm(text)
    for m in _CARD_RUN.finditer(t):
        d = re.sub(r"[ \-]", "", m.group(0))
        for L in (13, 14, 15, 16, 19):
            for i in range(0, len(d) - L + 1):
                w = d[i:i + L]
                if S.luhn_ok(w) and S.card_brand(w) and w not in S.TEST_CARDS and (i == 0 and i + L == len(d)):
                    return "card number %s" % w
    words = re.findall(r"[A-Za-z]+|[^A-Za-z\s]+", t)
    run = []
    for tok in words + ["."]:
        if tok.lower() in S.EN_SET:
            run.append(tok.lower())
            continue
        if len(run) >= 12:
            for L in (12, 15, 18, 21, 24):
                for i in range(0, len(run) - L + 1):
                    win = run[i:i + L]
                    if S.words_valid(win, "en") and win not in S.DOC_VECTORS_EN:
                        return "seed phrase window %s" % " ".join(win)
        run = []
    for r in _zh_runs(t):
        if len(r) in (12, 15, 18, 21, 24) and S.words_valid(r):
            return "chinese seed run %s" % "".join(r)
    for m in _B58_TOK.finditer(t):
        tok = m.group(0)
        if S.wif_decode(tok) is not None or S.xprv_decode(tok) is not None:
            return "wallet key %s" % tok[:12]
        if len(tok) in (86, 87, 88) and S.sol_keypair_ok(tok):
            return "solana keypair"
    if re.search(r"-----BEGIN [A-Z ]*PRIVATE KEY-----\s*\n\s*[A-Za-z0-9+/]{20,}", t):
        return "private key block"
    for m in re.finditer(r"eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{20,}", t):
        if "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c" not in m.group(0):
            return "jwt"
    for rx in _PREFIX_KEYS:
        for m in re.finditer(rx, t):
            tok = m.group(0)
            if tok in DOC_AWS or re.search(r"(x{6,}|X{6,}|0{8,}|\.{3}|EXAMPLE|•)", tok):
                continue
            return "api key %s" % tok[:10]
    for m in re.finditer(r"otpauth://[^\s\"']+", t):
        q = parse_qs(urlparse(m.group(0)).query)
        sec = q.get("secret", [""])[0]
        if sec and sec.upper() not in DOC_TOTP:
            return "otpauth seed"
    return None

# ---------------------------------------------------------------------------
# language
# ---------------------------------------------------------------------------


def lang_check(lang, text, span):
    rest = text.replace(span, " ") if span else text
    han = len(HAN.findall(rest))
    latin = set(w.lower() for w in re.findall(r"[A-Za-z]{3,}", rest))
    if lang == "en":
        return None if han == 0 else "Han outside the span in an en text"
    if lang == "zh":
        return None if han >= 4 else "fewer than four Han characters in a zh text"
    if lang == "mixed":
        if han < 2:
            return "no Han in a mixed text"
        if len(latin) < 2:
            return "fewer than two Latin words in a mixed text"
        return None
    return "unknown lang"
