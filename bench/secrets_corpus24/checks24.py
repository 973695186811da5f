"""Structural checks for secrets_corpus24.

`check_secret(kind, span, rec)` re-reads a secret from its span alone (digits decoded, spelled
passwords re-assembled, seed phrases read back from their layout, TOTP seeds decoded, keys
parsed, ...) and, when the generator's record `rec` is given, compares the result with it.
It returns the name of the check that passed or raises CheckError.

`benign_violation(text)` returns a reason when a benign text holds something that has the
structure of a secret (a card number, a checksum-valid seed phrase, a WIF, an extended private
key, a private-key block with a body, a JWT, a full prefixed API key, an otpauth seed).

`lang_ok(text, span, lang)` is the language check.
"""
import base64
import json
import re
import urllib.parse

import struct24 as S
import vals24 as V


class CheckError(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise CheckError(msg)


FW_TABLE = {0xFF01 + i: 0x21 + i for i in range(94)}


def unfw(s):
    return s.translate(FW_TABLE).replace("\u3000", " ")


# ---------------------------------------------------------------------------
# digits
# ---------------------------------------------------------------------------
EN_D = {w: str(i) for i, w in enumerate(V.EN_DIG)}
EN_D.update({"oh": "0", "o": "0", "nought": "0", "zero": "0"})
ZH_D = {"零": "0", "〇": "0", "洞": "0", "一": "1", "幺": "1", "二": "2", "两": "2", "三": "3", "四": "4", "五": "5",
        "六": "6", "七": "7", "拐": "7", "八": "8", "九": "9", "勾": "9"}


def decode_digits(span):
    s = unfw(span).strip()
    s = re.sub(r"^G-", "", s)
    s = re.sub(r"^\*", "", s)
    s = re.sub(r"[#✓]$", "", s)
    s = re.sub(r"^[A-K](?=\d)", "", s)
    if re.fullmatch(r"[\d \-.]+", s):
        return re.sub(r"\D", "", s)
    if re.search(r"[\u4e00-\u9fff〇]", s):
        out = ""
        for ch in s:
            if ch in ZH_D:
                out += ZH_D[ch]
            elif ch in " 、，,-…":
                continue
            else:
                raise CheckError("unexpected char %r in Chinese digits" % ch)
        return out
    toks = [t for t in re.split(r"[\s,.\-]+", s.lower()) if t]
    out, mult = "", 1
    for t in toks:
        if t == "double":
            mult = 2
            continue
        if t == "triple":
            mult = 3
            continue
        need(t in EN_D, "unknown digit word %r" % t)
        out += EN_D[t] * mult
        mult = 1
    return out


# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------
NATO_REV = {v: k for k, v in V.NATO.items()}
SYM_EN_REV = {v: k for k, v in V.SYM_EN.items()}
SYM_ZH_REV = {v: k for k, v in V.SYM_ZH.items()}


def unspell(span):
    parts = [p.strip() for p in re.split(r", |、", span) if p.strip()]
    out = ""
    for p in parts:
        pl = p.lower()
        if pl.startswith("capital "):
            w = pl[8:]
            out += (NATO_REV[w] if w in NATO_REV else w).upper()
        elif pl in NATO_REV:
            out += NATO_REV[pl]
        elif pl in EN_D and pl not in ("oh", "o"):
            out += EN_D[pl]
        elif pl in SYM_EN_REV:
            out += SYM_EN_REV[pl]
        elif len(p) == 1 and p.isalpha():
            out += p
        elif p.startswith("大写") and len(p) == 3:
            out += p[2].upper()
        elif p.startswith("小写") and len(p) == 3:
            out += p[2].lower()
        elif p.startswith("数字") and len(p) == 3:
            out += p[2]
        elif p in SYM_ZH_REV:
            out += SYM_ZH_REV[p]
        else:
            raise CheckError("cannot unspell %r" % p)
    return out


def read_password(span):
    if re.search(r"(capital |, [a-z], |、小写|、大写|数字\d、|^大写|^小写)", span) and ("," in span or "、" in span):
        return unspell(span)
    return unfw(span) if any(ord(c) > 0xFF00 for c in span) else span


# ---------------------------------------------------------------------------
# seed phrases
# ---------------------------------------------------------------------------
NUMWORD = {w: i for i, w in enumerate(V.EN_NUMWORD)}


def _pairs(s, han):
    tokrx = r"[\u4e00-\u9fff]" if han else r"[A-Za-z]+"
    return [(int(n), w) for n, w in re.findall(r"(?<![\d])(\d{1,2})\s*[\.\):：\-|│、]*\s*(%s)" % tokrx, s)]


def read_phrase(span, lang):
    """-> list of candidate word lists read from the span's layout"""
    han = lang != "english"
    s = unfw(span)
    s = re.sub(r"<[^>]+>", " ", s)
    s = re.sub(r"(?i)number ([a-z\-]+) is ", lambda m: "%d: " % NUMWORD[m.group(1).lower()] if m.group(1).lower() in NUMWORD else m.group(0), s)
    cands = []
    pairs = _pairs(s, han)
    if pairs:
        nums = sorted(n for n, _ in pairs)
        if nums == list(range(1, len(nums) + 1)):
            cands.append([w if han else w.lower() for _, w in sorted(pairs)])
    if han:
        lines = s.splitlines()
        if len(lines) > 2 and re.fullmatch(r"\|[-| ]+\|", lines[1].strip()):
            s2 = "\n".join(lines[2:])
        else:
            s2 = s
        cands.append(re.findall(r"[\u4e00-\u9fff]", re.sub(r"\d+", " ", s2)))
    else:
        cands.append([w.lower() for w in re.findall(r"[A-Za-z]+", re.sub(r"\d+", " ", s))])
    return cands


def phrase_from_span(span, lang_hint=None):
    langs = [lang_hint] if lang_hint else ["english", "chinese_simplified", "chinese_traditional"]
    for lang in langs:
        for words in read_phrase(span, lang):
            if S.bip39_valid(words, lang) and S.MN[lang].check(" ".join(words)):
                return lang, words
    raise CheckError("no valid BIP39 phrase read back")


# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------
def totp_bytes(span):
    s = span.strip()
    if s.startswith("otpauth://"):
        q = urllib.parse.parse_qs(urllib.parse.urlparse(s).query)
        need("secret" in q, "otpauth without secret")
        return S.b32decode_loose(q["secret"][0])
    flat = re.sub(r"[\s\-]", "", s)
    if re.fullmatch(r"[0-9a-fA-F]+", flat) and len(flat) in (20, 32, 40, 64) and re.search(r"[0189]", flat):
        return bytes.fromhex(flat)
    need(re.fullmatch(r"[A-Za-z2-7=]+", flat), "not base32")
    return S.b32decode_loose(flat)


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
def undo_key_layout(span):
    s = span
    if "\\n" in s:
        s = s.replace("\\r\\n", "\n").replace("\\n", "\n")
    lines = s.split("\n")
    lines = [re.sub(r"^\s*(> ?)?\s*", "", ln) for ln in lines]
    s = "\n".join(lines).strip()
    if not s.startswith("-----BEGIN"):
        try:
            dec = base64.b64decode(s, validate=True)
        except Exception:
            raise CheckError("not a PEM and not base64")
        if dec.startswith(b"-----BEGIN"):
            return dec.decode()
        return s
    return s


def parse_private(span):
    txt = undo_key_layout(span)
    try:
        return S.load_private_any(txt)
    except Exception as e:
        raise CheckError("key does not parse: %s" % e)


# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------
def wallet_check(span, allow_hex=True):
    s = span.strip()
    if s.startswith("p2wpkh:"):
        s = s[7:]
    if re.fullmatch(r"[0-9a-fA-F]+", s) and not allow_hex:
        raise CheckError("bare hex is not judged in benign texts (hashes look the same)")
    if re.fullmatch(r"(0x)?[0-9a-fA-F]{64}", s):
        k = int(s[-64:], 16)
        need(1 <= k < S.SECP256K1_N, "hex scalar out of range")
        return "hex_scalar"
    if s[:4] in ("xprv", "yprv", "zprv", "tprv", "uprv", "vprv"):
        ver, kd, _ = S.ext_decode(s)
        need(ver in S.EXT_PRIVATE and kd[0] == 0 and 1 <= int.from_bytes(kd[1:], "big") < S.SECP256K1_N, "bad xprv")
        return "extended_private"
    if s.startswith("nsec1"):
        hrp, data = S.bech32_payload(s)
        need(hrp == "nsec" and len(data) == 32, "bad nsec")
        return "nsec"
    if s.startswith("ed25519_sk1") or s.startswith("suiprivkey1"):
        hrp, data = S.bech32_payload(s)
        need((hrp == "ed25519_sk" and len(data) == 32) or (hrp == "suiprivkey" and len(data) == 33 and data[0] == 0), "bad bech32 key")
        return "bech32_key"
    if re.fullmatch(r"S[A-Z2-7]{55}", s):
        ver, payload = S.strkey_decode(s)
        need(ver == S.STELLAR_SEED and len(payload) == 32, "bad StrKey")
        return "stellar_seed"
    if s.startswith("s") and 25 <= len(s) <= 35:
        raw = S.b58check_decode(s, S.B58_XRP)
        need(raw[0] == 0x21 and len(raw) == 17, "bad XRPL seed")
        return "xrpl_seed"
    raw = S.b58decode(s)
    if len(raw) == 64:
        need(S.ed25519_pub(raw[:32]) == raw[32:], "solana keypair halves do not match")
        return "solana_keypair"
    ver, k, _ = S.wif_decode(s)
    need(ver in (0x80, 0xEF, 0xB0, 0x9E) and 1 <= k < S.SECP256K1_N, "bad WIF")
    return "wif"


# ---------------------------------------------------------------------------
# recovery codes
# ---------------------------------------------------------------------------
RC_RX = {"gh": r"[0-9a-f]{5}-[0-9a-f]{5}", "d8": r"\d{8}", "d8sp": r"\d{4} \d{4}", "x4x3": r"[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}",
         "h10": r"[0-9a-f]{10}", "l8": r"[a-z0-9]{8}", "u10": r"[A-Z0-9]{10}", "q4": r"[a-z]{4}-[a-z]{4}-[a-z]{4}-[a-z]{4}",
         "d5d5": r"\d{5}-\d{5}", "ms25": r"(?:[A-Z0-9]{5}-){4}[A-Z0-9]{5}", "disc": r"[a-z0-9]{4}-[a-z0-9]{4}",
         "hex16": r"[0-9a-f]{16}", "l12": r"[a-z0-9]{12}", "u4u4": r"[A-Z0-9]{4}-[A-Z0-9]{4}", "bw": r"(?:[A-Z0-9]{4}-){6}[A-Z0-9]{4}"}


def rc_tokens(span, shape):
    rx = r"(?<![A-Za-z0-9_\-])%s(?![A-Za-z0-9_\-])" % RC_RX[shape]
    return re.findall(rx, span)


# ---------------------------------------------------------------------------
# per-kind secret check
# ---------------------------------------------------------------------------
SCHEMES = ("postgresql://", "postgres://", "postgresql+asyncpg://", "mysql://", "mysql+pymysql://", "mongodb://",
           "rediss://", "redis://", "amqp://", "neo4j+s://", "bolt://", "mqtts://", "nats://", "Server=", "Data Source=",
           "DRIVER=", "jdbc:", "cockroachdb://", "oracle+oracledb://", "mssql+pyodbc://", "host=", "sqlserver://", "smtp://")


def check_secret(kind, span, rec=None):
    need(span and span == span.strip(), "span empty or padded")
    fam = V.KIND_FAMILY[kind]
    if rec is not None:
        need(rec["family"] == fam, "generator family %s not allowed for %s" % (rec["family"], kind))
    if fam in ("otp", "pin", "door"):
        d = decode_digits(span)
        lo = 3 if fam == "door" else 4
        need(d.isdigit() and lo <= len(d) <= 8, "decoded digits %r" % d)
        if rec:
            need(d == rec["digits"], "digits differ from the generated code")
        return "digits_decode_" + {"otp": "otp", "pin": "pin", "door": "door_code"}[fam]
    if fam == "card":
        d = re.sub(r"[ \-]", "", unfw(span))
        need(d.isdigit() and S.luhn_ok(d) and V.card_brand(d) and d not in V.TEST_CARDS, "card structure")
        if rec:
            need(d == rec["digits"], "card digits differ")
        return "luhn_card_brand"
    if fam == "mn" or fam == "mz":
        lang, words = phrase_from_span(span, rec["lang"] if rec else ("english" if fam == "mn" else None))
        if fam == "mz":
            need(lang.startswith("chinese"), "not a Chinese list")
        if rec:
            need(words == rec["words"], "phrase read back differs")
        return "bip39_en_readback" if fam == "mn" else "bip39_zh_readback"
    if fam == "totp":
        raw = totp_bytes(span)
        need(len(raw) in (10, 16, 20, 32), "seed length %d" % len(raw))
        if rec:
            need(raw.hex() == rec["bytes"], "seed bytes differ")
        return "totp_seed_bytes"
    if fam == "jwt":
        parts = span.split(".")
        need(len(parts) == 3, "JWT segments")
        header = json.loads(S.b64u_dec(parts[0]))
        json.loads(S.b64u_dec(parts[1]))
        need("alg" in header, "JWT alg")
        if header["alg"] in V.JWT_KEYS:
            need(S.jwt_verify(span, V.fixed_key(V.JWT_KEYS[header["alg"]])), "JWT signature")
        elif rec:
            need(S.jwt_verify(span, bytes.fromhex(rec["hmac_key"])), "JWT HMAC")
        return "jwt_segments_json"
    if fam == "pk":
        key = parse_private(span)
        if rec:
            need(S.public_raw(key).hex() == rec["pub"], "public half differs")
        return "private_key_parsed"
    if fam == "wk":
        wallet_check(span)
        return "wallet_key_structure"
    if fam == "ak":
        if rec:
            need(re.fullmatch(rec["rx"], span), "API key pattern")
        else:
            need(any(re.fullmatch(rx, span) for _, _, rx, _ in V.AK_SHAPES.values()), "API key pattern")
        return "api_key_shape"
    if fam == "rc":
        if rec:
            toks = rc_tokens(span, rec["shape"])
            need(toks == rec["codes"] or sorted(toks) == sorted(rec["codes"]), "recovery codes differ")
        else:
            need(any(rc_tokens(span, sh) for sh in RC_RX), "no recovery-code tokens")
        return "recovery_code_tokens"
    if fam == "cs":
        need(span.startswith(SCHEMES), "connection string scheme")
        if rec:
            need(rec["password"] in span, "password missing from connection string")
        return "connstr_has_password"
    if fam == "url":
        need(re.match(r"[a-z0-9+]+://", span), "URL scheme")
        if rec:
            need(rec["cred"] in span, "credential missing from URL")
        return "url_has_credential"
    if fam in ("pw", "login"):
        render = rec.get("render", "plain") if rec else None
        if render in ("nato", "en", "zh"):
            pw = unspell(span)
        elif render == "fw":
            pw = unfw(span)
        elif render == "plain":
            pw = span
        else:
            pw = read_password(span)
        need(len(pw) >= 6, "password too short")
        if rec:
            need(pw == rec["password"], "password differs: %r vs %r" % (pw, rec["password"]))
        return "spelled_out" if (render or "") in ("nato", "en", "zh") else "password_shape"
    if fam == "wifi":
        need(8 <= len(span) <= 63 or re.fullmatch(r"[0-9a-f]{64}", span), "WPA length")
        if rec:
            need(span == rec["password"], "Wi-Fi password differs")
        return "wpa_length_8_63"
    if fam == "envv":
        need(len(span) >= 8 and not re.search(r"\s", span), "env value")
        if rec:
            need(span == rec["value"], "env value differs")
        return "env_value_nonempty"
    if fam == "sa":
        need(len(span) >= 1, "answer")
        if rec:
            need(span == rec["answer"], "answer differs")
        return "answer_nonempty"
    raise CheckError("no check for " + kind)


# ---------------------------------------------------------------------------
# benign texts
# ---------------------------------------------------------------------------
JWT_IO = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
          "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
DOC_TOTP = {"JBSWY3DPEHPK3PXP", "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"}
DOC_PHRASES = {" ".join(["abandon"] * 11 + ["about"]), "test test test test test test test test test test test junk",
               " ".join(["abandon"] * 23 + ["art"]), " ".join(["zoo"] * 11 + ["wrong"])}
PREFIXED_AK = [rx for name, (_, _, rx, _) in V.AK_SHAPES.items() if not re.match(r"^\[", rx)]
HAN = re.compile(r"[\u4e00-\u9fff]")


def _card_runs(text):
    t = unfw(text)
    for m in re.finditer(r"(?<![\d])\d(?:[ \-]?\d){11,18}(?![\d])", t):
        d = re.sub(r"\D", "", m.group(0))
        if 13 <= len(d) <= 19 and S.luhn_ok(d) and V.card_brand(d) and d not in V.TEST_CARDS:
            # a run inside a longer identifier with letters right before it is not a card
            yield d


def _en_seed_windows(text):
    toks = re.findall(r"[A-Za-z]+", text)
    run = []
    for t in toks + ["#"]:
        if t.lower() in S.WORDSET["english"]:
            run.append(t.lower())
            continue
        if len(run) >= 12:
            for n in (12, 15, 18, 21, 24):
                for i in range(0, len(run) - n + 1):
                    w = run[i:i + n]
                    if S.bip39_valid(w) and " ".join(w) not in DOC_PHRASES:
                        yield " ".join(w)
        run = []


def _zh_seed_runs(text):
    for lang in ("chinese_simplified", "chinese_traditional"):
        ws = S.WORDSET[lang]
        run, gap = [], 0
        for ch in text + "\n\n":
            if ch in ws:
                run.append(ch)
                gap = 0
                continue
            if run and gap == 0 and (ch.isspace() or re.match(r"[^\w]", ch)) and ch != "\n\n":
                gap = 1
                continue
            if len(run) in (12, 15, 18, 21, 24) and S.bip39_valid(run, lang):
                yield lang
            run, gap = [], 0
            if ch in ws:
                run.append(ch)


def benign_violation(text):
    if any(True for _ in _card_runs(text)):
        return "card number"
    if any(True for _ in _en_seed_windows(text)):
        return "English seed phrase"
    if any(True for _ in _zh_seed_runs(text)):
        return "Chinese seed phrase"
    for tok in re.findall(r"[1-9A-HJ-NP-Za-km-z]{50,90}", text):
        try:
            wallet_check(tok, allow_hex=False)
            return "wallet key " + tok[:8]
        except Exception:
            pass
    for tok in re.findall(r"(?:xprv|yprv|zprv|tprv|nsec1|suiprivkey1|ed25519_sk1)[0-9A-Za-z]+|S[A-Z2-7]{55}|s[1-9A-HJ-NP-Za-km-z]{24,34}", text):
        try:
            wallet_check(tok, allow_hex=False)
            return "wallet key " + tok[:8]
        except Exception:
            pass
    if re.search(r"PRIVATE KEY-----\s*(?:\\n|\n)?\s*[A-Za-z0-9+/=]{40,}", text):
        return "private key block"
    for m in re.finditer(r"eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+", text):
        if m.group(0) != JWT_IO:
            return "JWT"
    for rx in PREFIXED_AK:
        for m in re.finditer(r"(?<![A-Za-z0-9])%s(?![A-Za-z0-9])" % rx, text):
            if not re.search(r"(?i)x{4}|•|\*{4}|0{8}|example", m.group(0)):
                return "API key " + m.group(0)[:10]
    for m in re.finditer(r"otpauth://[^\s\"']*[?&]secret=([A-Za-z2-7]+)", text):
        if m.group(1).upper() not in DOC_TOTP:
            return "otpauth seed"
    return None


# ---------------------------------------------------------------------------
# language
# ---------------------------------------------------------------------------
def lang_ok(text, span, lang):
    outside = text.replace(span, " ", 1) if span else text
    han = len(HAN.findall(outside))
    words = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", outside)}
    if lang == "en":
        return han == 0
    if lang == "zh":
        return han >= 4
    if lang == "mixed":
        return han >= 2 and len(words) >= 2
    return False
