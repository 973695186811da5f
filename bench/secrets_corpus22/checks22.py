"""Structural checks for secrets_corpus22.

check_secret() re-reads a secret from its span alone (structure) and compares it with the
generator's own record; check_benign() makes sure a benign text holds no card number and no valid
seed phrase; check_lang() enforces the language groups. Failures raise CheckError.
"""
import base64
import json
import re
import urllib.parse

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.serialization import load_pem_private_key, load_ssh_private_key, load_der_private_key
from cryptography.hazmat.primitives.asymmetric import ed25519

import struct22 as S
import vals22 as V


class CheckError(Exception):
    pass


def need(cond, msg):
    if not cond:
        raise CheckError(msg)


def unfw(s):
    return "".join(chr(ord(c) - 0xFEE0) if "！" <= c <= "～" else (" " if c == "\u3000" else c) for c in s)


# ---------------------------------------------------------------------------
# digits
# ---------------------------------------------------------------------------
EN_MAP = {w: str(i) for i, w in enumerate(V.EN_DIG)}
EN_MAP["oh"] = "0"
ZH_MAP = {"零": "0", "〇": "0", "一": "1", "幺": "1", "二": "2", "两": "2", "三": "3", "四": "4", "五": "5",
          "六": "6", "七": "7", "八": "8", "九": "9"}


def decode_digits(span):
    s = unfw(span).lower()
    s = re.sub(r"^g-", "", s)
    s = s.replace("✓", "").replace("🔑", "")
    s = re.sub(r"\bdouble\s+(\w+)", r"\1 \1", s)
    s = re.sub(r"\btriple\s+(\w+)", r"\1 \1 \1", s)
    out = ""
    for tok in re.split(r"[\s,，、.\-#*]+", s):
        if not tok:
            continue
        if tok in EN_MAP:
            out += EN_MAP[tok]
        elif tok.isdigit():
            out += tok
        elif all(c in ZH_MAP for c in tok):
            out += "".join(ZH_MAP[c] for c in tok)
        elif re.fullmatch(r"[a-z]\d+", tok):
            out += tok[1:]
        else:
            raise CheckError("undecodable digit token %r in %r" % (tok, span))
    return out


# ---------------------------------------------------------------------------
# spelled passwords
# ---------------------------------------------------------------------------
SYM_EN = {"exclamation mark": "!", "at sign": "@", "hash": "#", "dollar sign": "$", "percent": "%",
          "ampersand": "&", "star": "*", "question mark": "?", "plus": "+", "equals": "=", "underscore": "_",
          "dot": ".", "tilde": "~", "caret": "^", "dash": "-"}
NATO_REV = {v: k for k, v in V.NATO.items()}


def unspell_en(span):
    out = ""
    for tok in span.split(", "):
        m = re.fullmatch(r"(?:capital|uppercase|big) ([A-Z])", tok)
        if m:
            out += m.group(1)
        elif re.fullmatch(r"[a-z]", tok):
            out += tok
        elif tok in EN_MAP:
            out += EN_MAP[tok]
        elif tok in SYM_EN:
            out += SYM_EN[tok]
        else:
            raise CheckError("spelled token %r" % tok)
    return out


def unspell_nato(span):
    toks = span.split(" ")
    out = ""
    i = 0
    while i < len(toks):
        two = " ".join(toks[i:i + 2])
        if two in SYM_EN:
            out += SYM_EN[two]
            i += 2
            continue
        t = toks[i]
        if t == "capital":
            out += NATO_REV[toks[i + 1].lower()].upper()
            i += 2
            continue
        if t in NATO_REV:
            out += NATO_REV[t]
        elif t in EN_MAP:
            out += EN_MAP[t]
        elif t in SYM_EN:
            out += SYM_EN[t]
        else:
            raise CheckError("nato token %r" % t)
        i += 1
    return out


ZH_SYM_REV = {v: k for k, v in V.ZH_SYM.items()}


def unspell_zh(span):
    out = ""
    for tok in re.split(r"[，、 ]", span):
        if tok.startswith("大写") or tok.startswith("小写"):
            out += tok[2:]
        elif tok.startswith("数字"):
            out += ZH_MAP[tok[2:]]
        elif tok.isdigit():
            out += tok
        elif tok in ZH_SYM_REV:
            out += ZH_SYM_REV[tok]
        else:
            raise CheckError("zh spelled token %r" % tok)
    return out


# ---------------------------------------------------------------------------
# seed phrases read back from their layout
# ---------------------------------------------------------------------------
def read_en_words(span):
    s = span
    s = re.sub(r"Word #\d+:", " ", s)
    s = s.replace("\\item", " ").replace("[]string", " ")
    s = re.sub(r"[0-9]", " ", s)
    toks = re.findall(r"[A-Za-z]+", s)
    return [t.lower() for t in toks]


def read_zh_words(span):
    s = re.sub(r"[0-9（）()「」\[\]'\",，、|·\s\u3000.]", "", span)
    s = "".join(c for c in s if c not in V.CIRC)
    return list(s)


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
def undo_layout(span, layout):
    if layout == "plain":
        return span
    if layout == "escaped":
        return span.replace("\\n", "\n")
    lines = span.split("\n")
    if layout.startswith("indent"):
        n = int(layout[6:] or 4)
        need(all(l.startswith(" " * n) for l in lines[1:]), "indent")
        return "\n".join([lines[0]] + [l[n:] for l in lines[1:]])
    if layout == "quote":
        need(all(l.startswith("> ") for l in lines[1:]), "quote")
        return "\n".join([lines[0]] + [l[2:] for l in lines[1:]])
    if layout == "hash":
        need(all(l.startswith("# ") for l in lines[1:]), "hash")
        return "\n".join([lines[0]] + [l[2:] for l in lines[1:]])
    raise CheckError(layout)


def pub_der(key):
    return S.der_public(key).hex()


def check_pk(span, meta):
    typ, layout = meta["type"], meta["layout"]
    if typ.startswith("jwk_"):
        j = json.loads(span)
        need(S.jwk_check(j), "jwk")
        return "private_key_parsed"
    if typ == "signify":
        need(S.signify_check(undo_layout(span, layout)), "signify")
        return "private_key_parsed"
    if typ == "bare_rsa8":
        key = load_der_private_key(base64.b64decode(span, validate=True), None)
    elif typ.startswith("kube_"):
        key = load_pem_private_key(base64.b64decode(span, validate=True), None)
    else:
        txt = undo_layout(span, layout)
        if typ.startswith("ossh_"):
            key = load_ssh_private_key(txt.encode(), None)
        else:
            key = load_pem_private_key(txt.encode(), None)
    need(pub_der(key) == meta["pubder"], "pk pub mismatch")
    return "private_key_parsed"


# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------
def check_wk(span, meta):
    typ = meta["type"]
    d = meta["d"]
    seed = bytes.fromhex(meta["seed"])
    if typ in ("wif", "wifu", "wift", "ltc", "doge"):
        need(S.wif_decode(span) == d, "wif")
        ver = S.b58c_decode(span)[0]
        need(ver == {"wif": 0x80, "wifu": 0x80, "wift": 0xEF, "ltc": 0xB0, "doge": 0x9E}[typ], "wif version")
    elif typ in ("hex", "hex0x"):
        h = span[2:] if typ == "hex0x" else span
        need(re.fullmatch(r"[0-9a-f]{64}", h) and int(h, 16) == d and 0 < d < S.SECP256K1_N, "hex key")
    elif typ in ("xprv", "tprv"):
        r = S.xkey_decode(span)
        need(r and r[0] == typ and r[1][0] == 0 and 0 < int.from_bytes(r[1][1:], "big") < S.SECP256K1_N, "xprv")
    elif typ == "desc":
        need(S.descsum_ok(span), "descriptor checksum")
        x = re.search(r"xprv[1-9A-HJ-NP-Za-km-z]{107,108}", span).group(0)
        r = S.xkey_decode(x)
        need(r and r[0] == "xprv", "desc xprv")
    elif typ == "sol58":
        raw = S.b58decode(span)
        need(len(raw) == 64 and S.ed_pub(raw[:32]) == raw[32:] and raw[:32] == seed, "solana")
    elif typ == "solarr":
        raw = bytes(json.loads(span))
        need(len(raw) == 64 and S.ed_pub(raw[:32]) == raw[32:], "solana arr")
    elif typ == "edsk":
        p = S.b58c_decode(span)
        need(p and p[:4] == S.TEZOS_EDSK and p[4:] == seed, "edsk")
    elif typ == "near":
        need(span.startswith("ed25519:"), "near prefix")
        raw = S.b58decode(span[8:])
        need(len(raw) == 64 and S.ed_pub(raw[:32]) == raw[32:], "near")
    elif typ == "aptos":
        need(re.fullmatch(r"ed25519-priv-0x[0-9a-f]{64}", span) and span[15:] == seed.hex(), "aptos")
    elif typ == "cardano":
        need(S.bech32_bytes_decode(span) == ("ed25519_sk", seed), "cardano")
    elif typ == "hedera":
        k = load_der_private_key(bytes.fromhex(span), None)
        need(isinstance(k, ed25519.Ed25519PrivateKey), "hedera")
    elif typ == "filecoin":
        j = json.loads(bytes.fromhex(span))
        need(j["Type"] == "secp256k1" and int.from_bytes(base64.b64decode(j["PrivateKey"]), "big") == d, "filecoin")
    elif typ == "comet":
        raw = base64.b64decode(span, validate=True)
        need(len(raw) == 64 and S.ed_pub(raw[:32]) == raw[32:], "comet")
    elif typ == "stellar":
        v, pl = S.stellar_decode(span)
        need(v == 144 and pl == seed, "stellar")
    elif typ == "nsec":
        need(S.bech32_bytes_decode(span) == ("nsec", d.to_bytes(32, "big")), "nsec")
    else:
        raise CheckError(typ)
    return "wallet_key_structure"


# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------
def decode_totp(span, style):
    if style in ("uri", "hotp"):
        q = urllib.parse.parse_qs(urllib.parse.urlparse(span).query)
        need(span.startswith("otpauth://"), "otpauth")
        return S.b32dec(q["secret"][0])
    if style == "freeotp":
        return bytes(x & 0xFF for x in json.loads(span))
    if style == "hex":
        return bytes.fromhex(span)
    if style == "b64":
        return base64.b64decode(span, validate=True)
    need(re.fullmatch(r"[A-Za-z2-7 =\-]+", span), "base32 alphabet")
    return S.b32dec(span.replace("=", ""))


RC_RE = {"gh": r"[0-9a-f]{5}-[0-9a-f]{5}", "d8": r"\d{4} \d{4}", "d8p": r"(?<!\d)\d{8}(?!\d)",
         "dc": r"[a-z0-9]{4}-[a-z0-9]{4}", "gl16": r"[0-9a-f]{16}", "ms25": r"(?:[A-Z0-9]{5}-){4}[A-Z0-9]{5}",
         "bw32": r"(?:[A-Z0-9]{4} ){7}[A-Z0-9]{4}", "steam": r"R\d{5}", "zoho": r"[a-z]{4} [a-z]{4} [a-z]{4}",
         "a10": r"[A-Z0-9]{10}"}

SCHEMES = ("postgresql://", "postgresql+asyncpg://", "mysql://", "mysql+aiomysql://", "mongodb://", "amqp://",
           "nats://", "mqtts://", "sentinel://", "Driver={", "jdbc:", "hana://", "trino://", "teradatasql://",
           "neo4j+s://")


# ---------------------------------------------------------------------------
# secrets
# ---------------------------------------------------------------------------
def check_secret(kind, gen, span, meta, comp):
    """Returns the name of the check passed; raises CheckError."""
    need(span and span == span.strip(), "span empty or padded")
    fam = V.FAMILY[gen]
    need(fam in V.FAMILY_KINDS[kind], "family %s not allowed for %s" % (fam, kind))
    if fam in ("otp", "pin", "door"):
        if meta.get("style") == "alnum":
            need(re.fullmatch(r"[A-Z0-9]{4,8}", span) and span == meta["digits"], "alnum otp")
        else:
            dd = decode_digits(span)
            need(dd == meta["digits"] and 3 <= len(dd) <= 8, "digits %r != %r" % (dd, meta["digits"]))
            if fam in ("otp", "pin"):
                need(len(dd) >= 4, "short")
        return {"otp": "digits_decode_otp", "pin": "digits_decode_pin", "door": "digits_decode_door_code"}[fam]
    if fam == "pw":
        st = meta["style"]
        got = {"spell_en": unspell_en, "spell_zh": unspell_zh, "nato": unspell_nato}.get(st)
        if got:
            need(got(span) == meta["password"], "spelled")
            return "spelled_out"
        if st == "fw":
            need(unfw(span) == meta["password"], "fw pw")
        else:
            need(span == meta["password"], "pw")
        need(len(meta["password"]) >= 8, "pw short")
        return "password_shape"
    if fam == "login":
        need(span == meta["password"] and len(span) >= 8, "login pw")
        return "password_shape"
    if fam == "sa":
        need(span == meta["answer"] and len(span) >= 2, "answer")
        return "answer_nonempty"
    if fam == "wifi":
        need(span == meta["password"] and (8 <= len(span) <= 63 or re.fullmatch(r"[0-9a-f]{64}", span)), "wpa")
        return "wpa_length_8_63"
    if fam == "card":
        d = re.sub(r"[\s\-.]", "", unfw(span))
        need(d.isdigit() and S.luhn_ok(d) and S.card_brand_ok(d) and d not in S.TEST_CARDS and d == meta["digits"], "card")
        return "luhn_card_brand"
    if fam == "totp":
        b = decode_totp(span, meta["style"])
        need(b is not None and len(b) in (10, 16, 20, 32) and b.hex() == meta["bytes"], "totp bytes")
        return "totp_seed_bytes"
    if fam == "rc":
        toks = re.findall(RC_RE[meta["style"]], span)
        need(sorted(toks) == sorted(meta["tokens"]), "rc tokens %r" % toks)
        return "recovery_code_tokens"
    if fam == "wk":
        return check_wk(span, meta)
    if fam == "mn":
        w = read_en_words(span)
        need(w == meta["words"] and S.bip39_check(w, "english"), "bip39 en readback")
        return "bip39_en_readback"
    if fam == "mz":
        w = read_zh_words(span)
        need(w == meta["words"] and S.bip39_check(w, meta["lang"]), "bip39 zh readback")
        return "bip39_zh_readback"
    if fam == "envv":
        need(span == meta["value"] and len(span) >= 8, "env")
        return "env_value_nonempty"
    if fam == "cs":
        need(meta["password"] in span and span.startswith(SCHEMES) or
             (meta["type"] == "oracle" and re.match(r"\w+/", span) and meta["password"] in span), "connstr")
        return "connstr_has_password"
    if fam == "url":
        need(re.match(r"(https?|rtsp|socks5)://", span) and meta["cred"] in span, "url cred")
        return "url_has_credential"
    if fam == "ak":
        need(re.fullmatch(V.AK_RE[meta["prov"]], span), "api key shape")
        if meta["prov"] in ("ghp", "npm"):
            need(V.gh_token_ok(span), "token crc")
        return "api_key_shape"
    if fam == "jwt":
        need(S.jwt_parts_ok(span), "jwt parts")
        if meta["alg"].startswith("HS"):
            need(S.jwt_verify(span, secret=bytes.fromhex(meta["secret"])), "jwt hmac")
        else:
            need(S.jwt_verify(span, key=V.jwt_key(meta["alg"])), "jwt sig")
        return "jwt_segments_json"
    if fam == "pk":
        return check_pk(span, meta)
    raise CheckError("unknown family " + fam)


# ---------------------------------------------------------------------------
# benign texts
# ---------------------------------------------------------------------------
DOC_VECTORS = {
    " ".join(["abandon"] * 11 + ["about"]),
    "legal winner thank year wave sausage worth useful legal winner thank yellow",
    " ".join(["zoo"] * 11 + ["wrong"]),
    " ".join(["test"] * 11 + ["junk"]),
}
RUN_RE = re.compile(r"\d+(?:[ \-]\d+)*")


def find_cards(text):
    t = unfw(text)
    hits = []
    for m in RUN_RE.finditer(t):
        groups = re.split(r"[ \-]", m.group(0))
        for i in range(len(groups)):
            acc = ""
            for j in range(i, len(groups)):
                acc += groups[j]
                if len(acc) > 19:
                    break
                if 13 <= len(acc) <= 19 and S.luhn_ok(acc) and S.card_brand_ok(acc) and acc not in S.TEST_CARDS:
                    hits.append(acc)
    return hits


def find_seeds(text):
    hits = []
    words = re.findall(r"[A-Za-z]+", text)
    runs, cur = [], []
    for w in words:
        if w.lower() in S.WL_INDEX["english"]:
            cur.append(w.lower())
        else:
            if cur:
                runs.append(cur)
            cur = []
    if cur:
        runs.append(cur)
    for r in runs:
        for n in (12, 15, 18, 21, 24):
            for i in range(0, len(r) - n + 1):
                w = r[i:i + n]
                if " ".join(w) in DOC_VECTORS:
                    continue
                if S.bip39_check(w, "english"):
                    hits.append(" ".join(w))
    # Chinese: maximal runs of list characters, adjacent or separated by one separator
    seps = set(" \u3000、，,·|")
    run = []
    prev_sep = 0
    zruns = []
    for c in text + "\0":
        if c in S.ZH_ANY:
            run.append(c)
            prev_sep = 0
        elif c in seps and run and prev_sep == 0:
            prev_sep = 1
        else:
            if run:
                zruns.append(run)
            run = []
            prev_sep = 0
    for r in zruns:
        if len(r) in (12, 15, 18, 21, 24):
            if S.bip39_check(r, "chinese_simplified") or S.bip39_check(r, "chinese_traditional"):
                hits.append("".join(r))
    return hits


def check_benign(text):
    need(not find_cards(text), "benign holds a card number")
    need(not find_seeds(text), "benign holds a seed phrase")
    return "benign_no_card_no_seed"


# ---------------------------------------------------------------------------
# languages
# ---------------------------------------------------------------------------
HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def outside(text, span):
    if not span:
        return text
    i = text.find(span)
    return text[:i] + " " + text[i + len(span):]


def check_lang(text, span, lang):
    o = outside(text, span)
    han = len(HAN.findall(o))
    latin = {w.lower() for w in re.findall(r"(?<![A-Za-z])[A-Za-z]{3,}(?![A-Za-z])", o)}
    if lang == "en":
        need(han == 0, "en text has Han outside the span")
    elif lang == "zh":
        need(han >= 4, "zh text has too little Han")
    elif lang == "mixed":
        need(han >= 2, "mixed text has too little Han")
        need(len(latin) >= 2, "mixed text has too few Latin words")
    else:
        raise CheckError(lang)


# ---------------------------------------------------------------------------
# structure from the span alone (used by the self-check on the written files)
# ---------------------------------------------------------------------------
def _try(fn, *a):
    try:
        return bool(fn(*a))
    except Exception:
        return False


def _digits_ok(span, lo, hi):
    if re.fullmatch(r"[A-Z0-9]{4,8}", span) and any(c.isalpha() for c in span):
        return True  # alphanumeric one-time code
    try:
        d = decode_digits(span)
    except CheckError:
        return False
    return lo <= len(d) <= hi


def _totp_any(span):
    if span.startswith("otpauth://"):
        b = decode_totp(span, "uri")
    elif span.startswith("["):
        b = decode_totp(span, "freeotp")
    elif re.fullmatch(r"[0-9a-f]{20,64}", span):
        b = bytes.fromhex(span)
    else:
        b = decode_totp(span, "g4")
    return b is not None and len(b) in (10, 16, 20, 32)


def _wallet_any(span):
    if re.fullmatch(r"[1-9A-HJ-NP-Za-km-z]{51,52}", span) and S.wif_decode(span) is not None:
        return True
    s = span[2:] if span.startswith("0x") else span
    if re.fullmatch(r"[0-9a-f]{64}", s):
        return 0 < int(s, 16) < S.SECP256K1_N
    r = S.xkey_decode(span) if re.fullmatch(r"[1-9A-HJ-NP-Za-km-z]{100,120}", span) else None
    if r and r[1][0] == 0:
        return True
    if "#" in span and S.descsum_ok(span):
        x = re.search(r"[xt]prv[1-9A-HJ-NP-Za-km-z]{107,108}", span)
        r = S.xkey_decode(x.group(0)) if x else None
        return bool(r) and r[1][0] == 0
    if span.startswith("ed25519:"):
        raw = S.b58decode(span[8:])
        return len(raw) == 64 and S.ed_pub(raw[:32]) == raw[32:]
    if span.startswith("ed25519-priv-0x"):
        return bool(re.fullmatch(r"ed25519-priv-0x[0-9a-f]{64}", span))
    if span.startswith("edsk"):
        p = S.b58c_decode(span)
        return bool(p) and p[:4] == S.TEZOS_EDSK and len(p) == 36
    if span.startswith("ed25519_sk1") or span.startswith("nsec1"):
        hrp, b = S.bech32_bytes_decode(span)
        return b is not None and len(b) == 32
    if span.startswith(S.HEDERA_DER_PREFIX):
        return isinstance(load_der_private_key(bytes.fromhex(span), None), ed25519.Ed25519PrivateKey)
    if span.startswith("7b22"):
        j = json.loads(bytes.fromhex(span))
        return len(base64.b64decode(j["PrivateKey"])) == 32
    if span.startswith("["):
        raw = bytes(json.loads(span))
        return len(raw) == 64 and S.ed_pub(raw[:32]) == raw[32:]
    if re.fullmatch(r"S[A-Z2-7]{55}", span):
        v, pl = S.stellar_decode(span)
        return v == 144
    if re.fullmatch(r"[A-Za-z0-9+/]{86}==", span):
        raw = base64.b64decode(span)
        return len(raw) == 64 and S.ed_pub(raw[:32]) == raw[32:]
    raw = S.b58decode(span) if re.fullmatch(r"[1-9A-HJ-NP-Za-km-z]{80,90}", span) else b""
    return len(raw) == 64 and S.ed_pub(raw[:32]) == raw[32:]


def _pk_any(span):
    if span.startswith("{"):
        return S.jwk_check(json.loads(span))
    if span.startswith("untrusted comment:"):
        lines = span.split("\n")
        return S.signify_check("\n".join(l.lstrip() for l in lines))
    if span.startswith("-----BEGIN"):
        if "\\n" in span:
            txt = span.replace("\\n", "\n")
        else:
            lines = span.split("\n")
            body = lines[1:]
            for pre in ("> ", "# "):
                if all(l.startswith(pre) for l in body):
                    body = [l[len(pre):] for l in body]
            body = [l.lstrip(" ") for l in body]
            txt = "\n".join([lines[0]] + body)
        if "OPENSSH" in txt:
            load_ssh_private_key(txt.encode(), None)
        else:
            load_pem_private_key(txt.encode(), None)
        return True
    raw = base64.b64decode(span, validate=True)
    if raw.startswith(b"-----BEGIN"):
        load_pem_private_key(raw, None)
    else:
        load_der_private_key(raw, None)
    return True


def _url_any(span):
    if not re.match(r"(https?|rtsp|socks5)://", span):
        return False
    u = urllib.parse.urlparse(span)
    if u.password:
        return True
    q = urllib.parse.parse_qs(u.query)
    if any(k in q for k in ("sig", "X-Amz-Signature", "key", "pushkey", "token", "X-Plex-Token", "api_key")):
        return True
    return bool(re.search(r"/api/webhooks/\d+/[\w-]{40,}|/with/key/[\w-]{16,}|/bot/v2/hook/[0-9a-f-]{36}", span))


def span_structure(kind, span):
    """True if the span alone still has the structure of its kind."""
    if not span or span != span.strip():
        return False
    if kind == "otp":
        return _digits_ok(span, 4, 8)
    if kind == "pin":
        return _digits_ok(span, 4, 8)
    if kind == "door_code":
        return _digits_ok(span, 3, 8)
    if kind == "password_nl":
        for fn in (unspell_en, unspell_nato, unspell_zh):
            if _try(fn, span):
                return len(fn(span)) >= 8
        return len(unfw(span)) >= 8
    if kind == "login_pair":
        return len(span) >= 8 and "\n" not in span
    if kind == "security_answer":
        return len(span) >= 2 and "\n" not in span
    if kind == "wifi_password":
        return 8 <= len(span) <= 63 or bool(re.fullmatch(r"[0-9a-f]{64}", span))
    if kind == "card_number":
        d = re.sub(r"[\s\-.]", "", unfw(span))
        return d.isdigit() and S.luhn_ok(d) and bool(S.card_brand_ok(d)) and d not in S.TEST_CARDS
    if kind == "totp_secret":
        return _try(_totp_any, span)
    if kind == "recovery_codes":
        return any(re.search(p, span) for p in RC_RE.values())
    if kind == "crypto_wallet_key":
        return _try(_wallet_any, span)
    if kind == "mnemonic_bip39_en":
        return S.bip39_check(read_en_words(span), "english")
    if kind == "mnemonic_zh":
        w = read_zh_words(span)
        return S.bip39_check(w, "chinese_simplified") or S.bip39_check(w, "chinese_traditional")
    if kind == "env_file":
        return len(span) >= 8 and "\n" not in span
    if kind == "connection_string":
        return span.startswith(SCHEMES) or bool(re.match(r"\w+/[^@\s]+@//", span))
    if kind == "url_credentials":
        return _try(_url_any, span)
    if kind == "api_key":
        return any(re.fullmatch(p, span) for p in V.AK_RE.values()) and \
            (not re.match(r"(ghp|npm)_", span) or V.gh_token_ok(span))
    if kind == "jwt":
        return S.jwt_parts_ok(span)
    if kind == "private_key":
        return _try(_pk_any, span)
    return False
