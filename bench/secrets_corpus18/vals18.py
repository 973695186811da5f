"""Value generators for secrets_corpus18.

SECRET[name] = (family, fn): fn(rng) returns the secret exactly as it appears in the
text (the returned string is the gold span); `family` names the structural check
that make_corpus.py applies to it.

FILL[name] = fn(rng): fillers and benign look-alikes; a tuple result can be indexed
in a template with `#k.i`.
"""
import base64
import hashlib
import json
import string
import uuid as _uuid

import struct18 as S

SECRET = {}
FILL = {}


def secret(name, family):
    def deco(fn):
        assert name not in SECRET, name
        SECRET[name] = (family, fn)
        return fn
    return deco


def fill(name):
    def deco(fn):
        assert name not in FILL, name
        FILL[name] = fn
        return fn
    return deco


def pool(name, items):
    items = [x for x in items.split("|")] if isinstance(items, str) else list(items)
    FILL[name] = lambda rng, _i=items: rng.choice(_i)


# ---------------------------------------------------------------------------
# small helpers
# ---------------------------------------------------------------------------
DIG = "0123456789"
HEX = "0123456789abcdef"
ALNUM = string.ascii_letters + string.digits
UPALNUM = string.ascii_uppercase + string.digits
LOWALNUM = string.ascii_lowercase + string.digits
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def rbytes(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def digits(rng, n, first_nonzero=False):
    s = rs(rng, DIG, n)
    if first_nonzero and s[0] == "0":
        s = rng.choice("123456789") + s[1:]
    return s


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)


EN_DIG = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ZH_DIG = "零一二三四五六七八九"
ZH_SPOKEN = {"0": ["洞", "零"], "1": ["幺", "一"], "2": ["两", "二"], "7": ["拐", "七"]}


def digit_words_en(rng, d, oh=True):
    return [("oh" if (c == "0" and oh and rng.random() < 0.6) else EN_DIG[int(c)]) for c in d]


def digit_zh(rng, d, spoken_p=0.5):
    out = []
    for c in d:
        if c in ZH_SPOKEN and rng.random() < spoken_p:
            out.append(ZH_SPOKEN[c][0])
        else:
            out.append(ZH_DIG[int(c)])
    return out


TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]


def pair_words(p):
    """two-digit string -> spoken form as people say PIN pairs."""
    a, b = int(p[0]), int(p[1])
    if a == 0:
        return "oh " + EN_DIG[b]
    if a == 1:
        return TEENS[b]
    return TENS[a] + ("-" + EN_DIG[b] if b else "")


def pin_digits(rng, n):
    while True:
        d = digits(rng, n)
        # avoid the most common PINs and anything that looks like a year
        if d in ("1234", "0000", "1111", "1212", "7777", "123456", "000000", "654321"):
            continue
        if n == 4 and d[:2] in ("19", "20"):
            continue
        if len(set(d)) < 2:
            continue
        return d


# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------
PW_WORDS = ("kestrel trapeze harness oyster lantern walnut saddle thistle marlin falcon glider winch "
            "piccolo tailor bobbin hedgehog canal barge spruce birch cobalt velvet juniper quarry "
            "meadow biscuit pelican ember harbour tundra pickle nectar saffron tamarind quince "
            "tortoise mongoose pangolin yak ferret heron osprey badger puffin otter lynx bison "
            "anchor rudder ledger parsley chutney mango papaya lychee durian ginger pepper "
            "sparrow magpie robin finch plover curlew gannet ibis kiwi wombat koala").split()
SYMS = "!@#$%&*?_-.+="


def _cap(w):
    return w[0].upper() + w[1:]


@secret("pw_word", "password")
def _(rng):
    w = rng.choice(PW_WORDS)
    forms = [
        lambda: _cap(w) + rng.choice(SYMS) + digits(rng, rng.choice([2, 3, 4])),
        lambda: _cap(w) + digits(rng, rng.choice([2, 4])) + rng.choice("!?#$"),
        lambda: w + rng.choice("_.-") + _cap(rng.choice(PW_WORDS)) + digits(rng, 2),
        lambda: _cap(w) + _cap(rng.choice(PW_WORDS)) + rng.choice(SYMS) + digits(rng, 3),
        lambda: digits(rng, 2) + _cap(w) + rng.choice("!@#") + _cap(rng.choice(PW_WORDS)),
    ]
    return rng.choice(forms)()


LEET = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}


@secret("pw_leet", "password")
def _(rng):
    w = rng.choice(PW_WORDS) + rng.choice(PW_WORDS)
    out = "".join(LEET[c] if c in LEET and rng.random() < 0.6 else (c.upper() if rng.random() < 0.2 else c) for c in w)
    if not any(c.isdigit() for c in out):
        out += digits(rng, 2)
    return out[0].upper() + out[1:] + rng.choice(["", "!", "#", "99", "_7"])


@secret("pw_rand", "password")
def _(rng):
    n = rng.choice([10, 12, 14, 16, 20])
    alpha = ALNUM + "!@#$%^&*_-+=?"
    while True:
        s = rs(rng, alpha, n)
        if (any(c.isupper() for c in s) and any(c.islower() for c in s) and any(c.isdigit() for c in s)
                and s[0] not in "-+=" and s[-1] not in "."):
            return s


@secret("pw_phrase", "password")
def _(rng):
    sep = rng.choice(["-", ".", "_", "-", "+"])
    ws = rng.sample(PW_WORDS, rng.choice([3, 4, 4, 5]))
    if rng.random() < 0.5:
        ws = [_cap(w) for w in ws]
    s = sep.join(ws)
    if rng.random() < 0.6:
        s += sep + digits(rng, rng.choice([1, 2, 3]))
    return s


@secret("pw_spaced", "password")
def _(rng):
    ws = rng.sample(PW_WORDS, rng.choice([4, 4, 5]))
    return " ".join(ws) + rng.choice(["", " " + digits(rng, 2), "!"])


PINYIN = ("zhang wang li liu chen yang huang zhao zhou wu xu sun ma hu zhu guo he lin luo gao "
          "xiaoming xiaohong meimei lili tingting haoran zixuan yuchen jiajia weiwei dandan "
          "baobao huahua lele xiaoyu mingming").split()


@secret("pw_pinyin", "password")
def _(rng):
    a = rng.choice(PINYIN)
    b = rng.choice(PINYIN)
    y = str(rng.randrange(1965, 2012))
    md = "%02d%02d" % (rng.randrange(1, 13), rng.randrange(1, 29))
    forms = [
        lambda: a + b + y[2:] + md,
        lambda: _cap(a) + b + "@" + md,
        lambda: a + "_" + b + rng.choice(["520", "1314", "666", "888"]),
        lambda: _cap(a) + y + rng.choice("!.@#"),
        lambda: a.upper()[0] + b + y + md[2:] + "*",
        lambda: "woai" + a + b + digits(rng, 3),
    ]
    return rng.choice(forms)()


@secret("pw_fw", "password")
def _(rng):
    return fullwidth(SECRET["pw_word"][1](rng))


SYM_NAMES_EN = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar sign", "%": "percent",
                "&": "ampersand", "*": "asterisk", "?": "question mark", "_": "underscore", "-": "dash",
                ".": "dot", "+": "plus", "=": "equals"}
SYM_NAMES_ZH = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "and符号",
                "*": "星号", "?": "问号", "_": "下划线", "-": "横杠", ".": "点", "+": "加号", "=": "等号"}
NATO = dict(zip("abcdefghijklmnopqrstuvwxyz",
                "alfa bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november "
                "oscar papa quebec romeo sierra tango uniform victor whiskey x-ray yankee zulu".split()))


def _short_pw(rng):
    w = rng.choice([x for x in PW_WORDS if 4 <= len(x) <= 7])
    return _cap(w) + rng.choice("!#$@*?") + digits(rng, rng.choice([2, 3]))


@secret("pw_spell_en", "spelled")
def _(rng):
    pw = _short_pw(rng)
    parts = []
    for c in pw:
        if c.isupper():
            parts.append(rng.choice(["capital ", "upper-case ", "big "]) + c)
        elif c.islower():
            parts.append(c)
        elif c.isdigit():
            parts.append(EN_DIG[int(c)])
        else:
            parts.append(SYM_NAMES_EN[c])
    return ", ".join(parts)


@secret("pw_spell_zh", "spelled")
def _(rng):
    pw = _short_pw(rng)
    parts = []
    for c in pw:
        if c.isupper():
            parts.append("大写" + c)
        elif c.islower():
            parts.append("小写" + c)
        elif c.isdigit():
            parts.append(rng.choice([c, ZH_DIG[int(c)]]))
        else:
            parts.append(SYM_NAMES_ZH[c])
    return rng.choice(["、", "，", " "]).join(parts)


@secret("pw_nato", "spelled")
def _(rng):
    pw = _short_pw(rng)
    parts = []
    for c in pw:
        if c.isalpha():
            parts.append(("capital " if c.isupper() else "") + NATO[c.lower()])
        elif c.isdigit():
            parts.append(EN_DIG[int(c)])
        else:
            parts.append(SYM_NAMES_EN[c])
    return " ".join(parts)


@secret("pw", "password")
def _(rng):
    return SECRET[rng.choice(["pw_word", "pw_word", "pw_leet", "pw_rand", "pw_phrase", "pw_pinyin"])][1](rng)


@secret("pw_en", "password")
def _(rng):
    return SECRET[rng.choice(["pw_word", "pw_word", "pw_leet", "pw_rand", "pw_phrase"])][1](rng)


# ---------------------------------------------------------------------------
# PINs, door codes, OTPs
# ---------------------------------------------------------------------------
@secret("pin", "digits")
def _(rng):
    return pin_digits(rng, rng.choice([4, 4, 4, 6]))


@secret("pin4", "digits")
def _(rng):
    return pin_digits(rng, 4)


@secret("pin6", "digits")
def _(rng):
    return pin_digits(rng, 6)


@secret("pin_sp", "digits")
def _(rng):
    return " ".join(pin_digits(rng, rng.choice([4, 6])))


@secret("pin_dash", "digits")
def _(rng):
    return "-".join(pin_digits(rng, 4))


@secret("pin_words", "digits")
def _(rng):
    d = pin_digits(rng, rng.choice([4, 4, 6]))
    return rng.choice([" ", ", ", "-"]).join(digit_words_en(rng, d))


@secret("pin_pairs", "digits")
def _(rng):
    while True:
        d = pin_digits(rng, 4)
        if d[0] != "0" and d[2] != "0":
            return pair_words(d[:2]) + " " + pair_words(d[2:])


@secret("pin_zh", "digits")
def _(rng):
    d = pin_digits(rng, rng.choice([4, 6, 6]))
    return rng.choice(["", "", "、", " "]).join(digit_zh(rng, d))


@secret("pin_fw", "digits")
def _(rng):
    return fullwidth(pin_digits(rng, rng.choice([4, 6])))


@secret("door", "digits")
def _(rng):
    return pin_digits(rng, rng.choice([4, 4, 5, 6]))


@secret("door_hash", "digits")
def _(rng):
    d = pin_digits(rng, rng.choice([4, 5, 6]))
    return rng.choice(["#" + d, d + "#", "*" + d + "#", d + "*", "#" + d + "#"])


@secret("padlock", "digits")
def _(rng):
    n = rng.choice([3, 4, 4])
    return "-".join(pin_digits(rng, n)) if rng.random() < 0.5 else pin_digits(rng, n)


@secret("dial", "digits")
def _(rng):
    a, b, c = rng.randrange(1, 40), rng.randrange(1, 40), rng.randrange(1, 40)
    form = rng.choice(["R%d L%d R%d", "%d right, %d left, %d right", "%d-%d-%d"])
    return form % (a, b, c)


@secret("door_words", "digits")
def _(rng):
    d = pin_digits(rng, 4)
    return rng.choice([" ", ", ", " - "]).join(digit_words_en(rng, d))


@secret("door_zh", "digits")
def _(rng):
    d = pin_digits(rng, rng.choice([4, 6]))
    return rng.choice(["", "、", " "]).join(digit_zh(rng, d, 0.7))


@secret("otp6", "digits")
def _(rng):
    return digits(rng, 6)


@secret("otp", "digits")
def _(rng):
    d = digits(rng, 6)
    return rng.choice([d, d, d, d[:3] + " " + d[3:], d[:3] + "-" + d[3:]])


@secret("otp_sp", "digits")
def _(rng):
    d = digits(rng, 6)
    return d[:3] + " " + d[3:]


@secret("otp_dash", "digits")
def _(rng):
    d = digits(rng, 6)
    return d[:3] + "-" + d[3:]


@secret("otp4", "digits")
def _(rng):
    return digits(rng, 4, True)


@secret("otp5", "digits")
def _(rng):
    return digits(rng, 5, True)


@secret("otp8", "digits")
def _(rng):
    d = digits(rng, 8)
    return rng.choice([d, d[:4] + " " + d[4:], d[:4] + "-" + d[4:]])


@secret("otp_g", "digits")
def _(rng):
    return "G-" + digits(rng, 6)


@secret("otp_words", "digits")
def _(rng):
    d = digits(rng, 6)
    return rng.choice([" ", ", ", "... "]).join(digit_words_en(rng, d))


@secret("otp_zh", "digits")
def _(rng):
    d = digits(rng, 6)
    return rng.choice(["", "、", " ", "，"]).join(digit_zh(rng, d))


@secret("otp_fw", "digits")
def _(rng):
    return fullwidth(digits(rng, 6))


@secret("otp_sep", "digits")
def _(rng):
    return " ".join(digits(rng, 6))


STEAM = "23456789BCDFGHJKMNPQRTVWXY"


@secret("otp_steam", "otp_alnum")
def _(rng):
    return rs(rng, STEAM, 5)


@secret("otp_alnum", "otp_alnum")
def _(rng):
    return rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)


# ---------------------------------------------------------------------------
# recovery codes
# ---------------------------------------------------------------------------
def _rc_tokens(rng, style, n):
    if style == "gh":
        return [rs(rng, HEX, 5) + "-" + rs(rng, HEX, 5) for _ in range(n)]
    if style == "google":
        return [digits(rng, 4) + " " + digits(rng, 4) for _ in range(n)]
    if style == "dash3":
        return ["-".join(rs(rng, LOWALNUM, 4) for _ in range(3)) for _ in range(n)]
    if style == "alnum10":
        return [rs(rng, LOWALNUM, 10) for _ in range(n)]
    if style == "upper8":
        return [rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) + "-" + rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(n)]
    if style == "num8":
        return [digits(rng, 8) for _ in range(n)]
    raise KeyError(style)


def _rc_layout(rng, toks, layout):
    if layout == "lines":
        return "\n".join(toks)
    if layout == "bullets":
        b = rng.choice(["- ", "* ", "• "])
        return "\n".join(b + t for t in toks)
    if layout == "numbered":
        f = rng.choice(["%d. %s", "%d) %s", "%02d  %s"])
        return "\n".join(f % (i + 1, t) for i, t in enumerate(toks))
    if layout == "cols2":
        h = (len(toks) + 1) // 2
        w = max(len(t) for t in toks) + 4
        rows = []
        for i in range(h):
            left = toks[i]
            right = toks[i + h] if i + h < len(toks) else ""
            rows.append((left.ljust(w) + right).rstrip())
        return "\n".join(rows)
    if layout == "inline":
        return rng.choice([", ", "; ", " / ", "  "]).join(toks)
    if layout == "checks":
        return "\n".join(("[x] " if i < 2 and rng.random() < 0.5 else "[ ] ") + t for i, t in enumerate(toks))
    if layout == "zh_inline":
        return "、".join(toks)
    raise KeyError(layout)


def _rc(style, layouts, nrange):
    def fn(rng):
        n = rng.choice(nrange)
        return _rc_layout(rng, _rc_tokens(rng, style, n), rng.choice(layouts))
    return fn


SECRET["rc_gh"] = ("recovery", _rc("gh", ["lines", "bullets", "numbered", "cols2", "inline", "checks"], [6, 8, 10, 16]))
SECRET["rc_google"] = ("recovery", _rc("google", ["lines", "cols2", "numbered", "inline", "checks"], [5, 6, 10]))
SECRET["rc_dash3"] = ("recovery", _rc("dash3", ["lines", "bullets", "inline"], [5, 8, 10]))
SECRET["rc_alnum10"] = ("recovery", _rc("alnum10", ["lines", "numbered", "inline", "cols2"], [8, 10]))
SECRET["rc_upper8"] = ("recovery", _rc("upper8", ["lines", "bullets", "inline", "numbered"], [6, 8, 10]))
SECRET["rc_num8"] = ("recovery", _rc("num8", ["lines", "zh_inline", "numbered", "inline"], [5, 8, 10]))
SECRET["rc_num8_zh"] = ("recovery", _rc("num8", ["zh_inline", "lines", "numbered"], [5, 8, 10]))
SECRET["rc_inline"] = ("recovery", lambda rng: _rc_layout(rng, _rc_tokens(rng, rng.choice(["gh", "google", "upper8", "alnum10"]), rng.choice([4, 5, 6, 8])), "inline"))


@secret("rc_any", "recovery")
def _(rng):
    return SECRET[rng.choice(["rc_gh", "rc_google", "rc_dash3", "rc_upper8", "rc_alnum10"])][1](rng)


@secret("rc_ms", "recovery")
def _(rng):
    return "-".join(rs(rng, "BCDFGHJKMPQRTVWXY2346789", 5) for _ in range(5))


@secret("rc_apple", "recovery")
def _(rng):
    return "-".join(rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(7))


@secret("rc_single", "recovery")
def _(rng):
    style = rng.choice(["gh", "google", "upper8", "dash3", "alnum10"])
    return _rc_tokens(rng, style, 1)[0]


@secret("rc_bitlocker", "recovery")
def _(rng):
    return "-".join("%06d" % (11 * rng.randrange(1, 65535)) for _ in range(8))


@secret("rc_1pw", "recovery")
def _(rng):
    a = "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
    return "A3-" + rs(rng, a, 6) + "-" + rs(rng, a, 6) + "-" + "-".join(rs(rng, a, 5) for _ in range(4))


@secret("rc_words", "recovery")
def _(rng):
    # long recovery key of 32 characters in groups of four, Bitwarden/Tuta style
    return " ".join(rs(rng, "abcdef0123456789", 4) for _ in range(8))


# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------
def _seed(rng):
    return S.b32_seed(rbytes(rng, rng.choice([10, 20, 20, 16])))


@secret("totp", "base32")
def _(rng):
    return _seed(rng)


@secret("totp_lower", "base32")
def _(rng):
    return _seed(rng).lower()


@secret("totp_g4", "base32")
def _(rng):
    s = S.b32_seed(rbytes(rng, rng.choice([20, 20, 10])))
    s = s.lower() if rng.random() < 0.6 else s
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


@secret("totp_dash", "base32")
def _(rng):
    s = S.b32_seed(rbytes(rng, 20))
    return "-".join(s[i:i + 4] for i in range(0, len(s), 4))


@secret("totp_g8", "base32")
def _(rng):
    s = S.b32_seed(rbytes(rng, 20))
    return " ".join(s[i:i + 8] for i in range(0, len(s), 8))


ISSUERS = ["Gitea", "Nextcloud", "Kraken", "Bitstamp", "Grafana", "Sentry", "Fastmail", "Mastodon",
           "Zoho", "Kaspi", "Binance", "OKX", "Namecheap", "Hetzner", "OVHcloud", "Tailscale", "PyPI"]


@secret("totp_uri", "otpauth")
def _(rng):
    iss = rng.choice(ISSUERS)
    acct = rng.choice(["ops", "admin", "m.okafor", "li.na", "desk", "finance", "jo"]) + rng.choice(["", "@" + rng.choice(["example.org", "shop.hk", "club.org.uk"])])
    q = "secret=" + _seed(rng) + "&issuer=" + iss
    if rng.random() < 0.5:
        q += "&algorithm=SHA1&digits=6&period=30"
    return "otpauth://totp/" + iss + ":" + acct.replace("@", "%40") + "?" + q


@secret("totp_hex", "hexseed")
def _(rng):
    return rbytes(rng, 20).hex()


@secret("totp_bytes", "byteseed")
def _(rng):
    raw = rbytes(rng, rng.choice([10, 20]))
    return "[" + ",".join(str(b - 256 if b > 127 else b) for b in raw) + "]"


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
COMMENTS = ["deploy@forge", "ops@stage-door", "rig@circus-van", "tuner@laptop", "pharmacy-pmr",
            "winch-pi", "dig-cabin", "barge-nuc", "lift-office", "hut-warden", "ci@gitea"]


@secret("pk_rsa", "pem")
def _(rng):
    return S.pem_private(S.rsa_key(rng, 2048), rng.choice(["trad", "pkcs8"]))


@secret("pk_rsa_trad", "pem")
def _(rng):
    return S.pem_private(S.rsa_key(rng, 2048), "trad")


@secret("pk_ec", "pem")
def _(rng):
    return S.pem_private(S.ec_key(rng, rng.choice(["p256", "p256", "p384"])), rng.choice(["trad", "pkcs8"]))


@secret("pk_p8", "pem")
def _(rng):
    k = rng.choice(["ec", "ed", "rsa"])
    key = S.ec_key(rng, "p256") if k == "ec" else S.ed_key(rng) if k == "ed" else S.rsa_key(rng, 2048)
    return S.pem_private(key, "pkcs8")


@secret("pk_ed", "pem")
def _(rng):
    return S.pem_private(S.ed_key(rng), "pkcs8")


@secret("pk_ossh", "pem")
def _(rng):
    return S.openssh_ed25519(rng, rng.choice(COMMENTS))[0]


@secret("pk_any", "pem")
def _(rng):
    return SECRET[rng.choice(["pk_rsa", "pk_ec", "pk_ed", "pk_ossh", "pk_ossh"])][1](rng)


@secret("pk_json_esc", "pem_escaped")
def _(rng):
    k = S.ec_key(rng, "p256") if rng.random() < 0.5 else S.rsa_key(rng, 2048)
    return S.pem_private(k, "pkcs8").replace("\n", "\\n") + "\\n"


@secret("pk_age", "age")
def _(rng):
    return S.bech32_encode("age-secret-key-", S.convertbits(rbytes(rng, 32), 8, 5)).upper()


@secret("pk_wg", "wg")
def _(rng):
    return base64.b64encode(S.clamp25519(rbytes(rng, 32))).decode()


@secret("pk_jwk", "jwk")
def _(rng):
    seed = rbytes(rng, 32)
    kid = rs(rng, LOWALNUM, 8)
    order = rng.choice([("kty", "crv", "x", "d"), ("crv", "d", "kty", "x"), ("kty", "crv", "d", "x")])
    vals = {"kty": "OKP", "crv": "Ed25519", "x": S.b64url(S.ed25519_pub(seed)), "d": S.b64url(seed)}
    obj = {k: vals[k] for k in order}
    if rng.random() < 0.5:
        obj["kid"] = kid
    return json.dumps(obj, separators=(",", ":") if rng.random() < 0.5 else (", ", ": "))


# ---------------------------------------------------------------------------
# seed phrases
# ---------------------------------------------------------------------------
def _nwords(rng):
    return rng.choice([12, 12, 12, 24, 24, 18, 15])


def _cols_down(words, ncols, fmt, gap):
    rows = (len(words) + ncols - 1) // ncols
    cells = [[fmt % (c * rows + r + 1, words[c * rows + r]) if c * rows + r < len(words) else "" for c in range(ncols)] for r in range(rows)]
    width = max(len(x) for row in cells for x in row) + gap
    return "\n".join("".join(x.ljust(width) for x in row).rstrip() for row in cells)


def en_layout(rng, ws, layout):
    if layout == "line":
        return " ".join(ws)
    if layout == "perline":
        return "\n".join(ws)
    if layout == "num":
        f = rng.choice(["%d. %s", "%d) %s", "%d - %s", "%2d  %s"])
        return "\n".join(f % (i + 1, w) for i, w in enumerate(ws))
    if layout == "numinline":
        f = rng.choice(["%d.%s", "%d) %s", "(%d) %s", "%d:%s"])
        return " ".join(f % (i + 1, w) for i, w in enumerate(ws))
    if layout == "table":
        head = rng.choice(["| # | word |\n|---|---|", "| No. | |\n|--:|---|"])
        return head + "\n" + "\n".join("| %d | %s |" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "table4":
        rows = []
        for r in range(0, len(ws), 4):
            rows.append("| " + " | ".join("%d %s" % (r + c + 1, ws[r + c]) for c in range(4) if r + c < len(ws)) + " |")
        return "\n".join(rows)
    if layout == "cols2":
        return _cols_down(ws, 2, rng.choice(["%d. %s", "%02d %s"]), 6)
    if layout == "cols3":
        return _cols_down(ws, 3, "%d. %s", 4)
    if layout == "csv":
        return ",".join(ws)
    if layout == "json":
        return "[" + ", ".join('"%s"' % w for w in ws) + "]"
    if layout == "caps":
        return " ".join(w.upper() for w in ws)
    if layout == "title":
        return " ".join(w.capitalize() for w in ws)
    if layout == "middot":
        return " · ".join(ws)
    if layout == "slash":
        return " / ".join(ws)
    if layout == "rows4":
        return "\n".join(" ".join(ws[i:i + 4]) for i in range(0, len(ws), 4))
    if layout == "rows3":
        return "\n".join("   ".join(ws[i:i + 3]) for i in range(0, len(ws), 3))
    if layout == "boxes":
        return " ".join("[%s]" % w for w in ws)
    if layout == "comma":
        return ", ".join(ws)
    if layout == "hyphen":
        return "-".join(ws)
    if layout == "wordn":
        f = rng.choice(["Word %d: %s", "word %02d = %s", "#%d %s"])
        return "\n".join(f % (i + 1, w) for i, w in enumerate(ws))
    if layout == "yaml":
        return "\n".join("  - " + w for w in ws).lstrip()
    raise KeyError(layout)


def zh_layout(rng, ws, layout):
    if layout == "sp":
        return " ".join(ws)
    if layout == "nosp":
        return "".join(ws)
    if layout == "ideo":
        return "\u3000".join(ws)
    if layout == "perline":
        return "\n".join(ws)
    if layout == "num":
        f = rng.choice(["%d. %s", "%d、%s", "%d）%s", "%02d %s"])
        return "\n".join(f % (i + 1, w) for i, w in enumerate(ws))
    if layout == "numinline":
        f = rng.choice(["%d.%s", "%d%s", "(%d)%s"])
        return " ".join(f % (i + 1, w) for i, w in enumerate(ws))
    if layout == "table":
        return "| 序 | 词 |\n|---|---|\n" + "\n".join("| %d | %s |" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "json":
        return "[" + ",".join('"%s"' % w for w in ws) + "]"
    if layout == "comma":
        return rng.choice(["，", "、", ","]).join(ws)
    if layout == "g3":
        return rng.choice(["  ", " - ", " | "]).join("".join(ws[i:i + 3]) for i in range(0, len(ws), 3))
    if layout == "g4":
        return rng.choice(["\n", " ", "\u3000"]).join("".join(ws[i:i + 4]) for i in range(0, len(ws), 4))
    if layout == "rows6":
        return "\n".join(" ".join(ws[i:i + 6]) for i in range(0, len(ws), 6))
    if layout == "brackets":
        f = rng.choice(["【%s】", "［%s］", "[%s]", "「%s」"])
        return "".join(f % w for w in ws)
    if layout == "middot":
        return "·".join(ws)
    if layout == "cols2":
        return _cols_down(ws, 2, "%d. %s", 6)
    if layout == "fwnum":
        return "\u3000".join(fullwidth(str(i + 1)) + w for i, w in enumerate(ws))
    raise KeyError(layout)


def _mn_en(layouts, counts=None):
    def fn(rng):
        ws = S.bip39_random(rng, rng.choice(counts) if counts else _nwords(rng), "english")
        return en_layout(rng, ws, rng.choice(layouts))
    return fn


def _mn_zh(layouts, lang="chinese_simplified", counts=None):
    def fn(rng):
        ws = S.bip39_random(rng, rng.choice(counts) if counts else _nwords(rng), lang)
        return zh_layout(rng, ws, rng.choice(layouts))
    return fn


for _lay in ["line", "perline", "num", "numinline", "table", "table4", "cols2", "cols3", "csv", "json",
             "caps", "title", "middot", "slash", "rows4", "rows3", "boxes", "comma", "hyphen", "wordn", "yaml"]:
    SECRET["mn_" + _lay] = ("bip39_en", _mn_en([_lay]))
SECRET["mn"] = ("bip39_en", _mn_en(["line", "line", "perline", "num", "comma", "rows4"]))
SECRET["mn12"] = ("bip39_en", _mn_en(["line"], [12]))
SECRET["mn24_num"] = ("bip39_en", _mn_en(["num", "cols2", "cols3"], [24]))
SECRET["mn_any"] = ("bip39_en", _mn_en(["line", "perline", "num", "numinline", "table", "cols2", "json", "caps", "middot", "rows4", "boxes"]))
for _lay in ["sp", "nosp", "ideo", "perline", "num", "numinline", "table", "json", "comma", "g3", "g4",
             "rows6", "brackets", "middot", "cols2", "fwnum"]:
    SECRET["mz_" + _lay] = ("bip39_zh", _mn_zh([_lay]))
    SECRET["mzt_" + _lay] = ("bip39_zht", _mn_zh([_lay], "chinese_traditional"))
SECRET["mz"] = ("bip39_zh", _mn_zh(["sp", "sp", "nosp", "perline", "num", "comma"]))
SECRET["mzt"] = ("bip39_zht", _mn_zh(["sp", "num", "perline"], "chinese_traditional"))


# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------
@secret("wk_wif", "wif")
def _(rng):
    return S.wif(S.secp_scalar(rng), rng.random() < 0.7)


@secret("wk_wif_c", "wif")
def _(rng):
    return S.wif(S.secp_scalar(rng), True)


@secret("wk_wif_u", "wif")
def _(rng):
    return S.wif(S.secp_scalar(rng), False)


@secret("wk_wif_test", "wif")
def _(rng):
    return S.wif(S.secp_scalar(rng), rng.random() < 0.7, 0xEF)


@secret("wk_ltc", "wif")
def _(rng):
    return S.wif(S.secp_scalar(rng), True, 0xB0)


@secret("wk_hex", "hexkey")
def _(rng):
    return "%064x" % S.secp_scalar(rng)


@secret("wk_0x", "hexkey")
def _(rng):
    return "0x%064x" % S.secp_scalar(rng)


@secret("wk_xprv", "xprv")
def _(rng):
    return S.xprv(rng, "xprv")[0]


@secret("wk_tprv", "xprv")
def _(rng):
    return S.xprv(rng, "tprv")[0]


@secret("wk_zprv", "xprv")
def _(rng):
    return S.xprv(rng, rng.choice(["zprv", "yprv"]))[0]


@secret("wk_sol58", "solana58")
def _(rng):
    return S.b58encode(S.solana_keypair(rng))


@secret("wk_sol_arr", "solana_arr")
def _(rng):
    return "[" + ",".join(str(b) for b in S.solana_keypair(rng)) + "]"


@secret("wk_nsec", "nsec")
def _(rng):
    return S.bech32_encode("nsec", S.convertbits(S.secp_scalar(rng).to_bytes(32, "big"), 8, 5))


@secret("wk_any", "wallet_any")
def _(rng):
    return SECRET[rng.choice(["wk_wif", "wk_0x", "wk_hex", "wk_xprv", "wk_sol58"])][1](rng)


# ---------------------------------------------------------------------------
# API keys (real prefixes and lengths, random bodies)
# ---------------------------------------------------------------------------
API = {}


def api(name, regex, fn):
    API[name] = regex
    SECRET[name] = ("api", fn)


api("ak_openai", r"sk-(proj-)?[A-Za-z0-9_-]{40,200}",
    lambda r: "sk-proj-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74) if r.random() < 0.7 else "sk-" + rs(r, ALNUM, 20) + "T3BlbkFJ" + rs(r, ALNUM, 20))
api("ak_anthropic", r"sk-ant-api03-[A-Za-z0-9_-]{93}AA", lambda r: "sk-ant-api03-" + rs(r, B64URL, 93) + "AA")
api("ak_gh", r"gh[pousr]_[A-Za-z0-9]{36}", lambda r: r.choice(["ghp_", "gho_", "ghs_"]) + rs(r, ALNUM, 36))
api("ak_ghfg", r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}", lambda r: "github_pat_11" + rs(r, UPALNUM, 20) + "_" + rs(r, ALNUM, 59))
api("ak_gitlab", r"glpat-[A-Za-z0-9_-]{20}", lambda r: "glpat-" + rs(r, B64URL, 20))
api("ak_stripe", r"(sk|rk)_live_[A-Za-z0-9]{24,99}", lambda r: r.choice(["sk_live_", "rk_live_"]) + "51" + rs(r, ALNUM, r.choice([22, 97])))
api("ak_slack", r"xox[bp]-\d+-\d+-[A-Za-z0-9]+", lambda r: "xoxb-" + digits(r, 12, True) + "-" + digits(r, 13, True) + "-" + rs(r, ALNUM, 24))
api("ak_sendgrid", r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}", lambda r: "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43))
api("ak_twilio", r"[0-9a-f]{32}", lambda r: rs(r, HEX, 32))
api("ak_mailgun", r"key-[0-9a-f]{32}", lambda r: "key-" + rs(r, HEX, 32))
api("ak_mailchimp", r"[0-9a-f]{32}-us\d{1,2}", lambda r: rs(r, HEX, 32) + "-us" + str(r.randrange(2, 21)))
api("ak_square", r"EAAA[A-Za-z0-9_-]{60}", lambda r: "EAAA" + rs(r, B64URL, 60))
api("ak_shopify", r"shp(at|ss|ca)_[0-9a-f]{32}", lambda r: r.choice(["shpat_", "shpss_"]) + rs(r, HEX, 32))
api("ak_npm", r"npm_[A-Za-z0-9]{36}", lambda r: "npm_" + rs(r, ALNUM, 36))
api("ak_pypi", r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}", lambda r: "pypi-AgEIcHlwaS5vcmc" + rs(r, B64URL, 150))
api("ak_hf", r"hf_[A-Za-z0-9]{34}", lambda r: "hf_" + rs(r, ALNUM, 34))
api("ak_discord", r"[MN][A-Za-z0-9]{23}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{38}", lambda r: r.choice("MN") + rs(r, ALNUM, 23) + "." + rs(r, B64URL, 6) + "." + rs(r, B64URL, 38))
api("ak_telegram", r"\d{8,10}:AA[A-Za-z0-9_-]{33}", lambda r: digits(r, r.choice([9, 10]), True) + ":AA" + rs(r, B64URL, 33))
api("ak_atlassian", r"ATATT3xFfGF0[A-Za-z0-9_=-]{150,}", lambda r: "ATATT3xFfGF0" + rs(r, B64URL, 170) + "=" + rs(r, HEX.upper(), 8))
api("ak_notion", r"(ntn_|secret_)[A-Za-z0-9]{43,46}", lambda r: "ntn_" + digits(r, 11) + rs(r, ALNUM, 35))
api("ak_airtable", r"pat[A-Za-z0-9]{14}\.[0-9a-f]{64}", lambda r: "pat" + rs(r, ALNUM, 14) + "." + rs(r, HEX, 64))
api("ak_do", r"dop_v1_[0-9a-f]{64}", lambda r: "dop_v1_" + rs(r, HEX, 64))
api("ak_sentry", r"sntry[us]_[A-Za-z0-9_=-]{40,}", lambda r: "sntryu_" + rs(r, HEX, 64))
api("ak_newrelic", r"NRAK-[A-Z0-9]{27}", lambda r: "NRAK-" + rs(r, UPALNUM, 27))
api("ak_doppler", r"dp\.(st|pt)\.[a-z0-9_.]*[A-Za-z0-9]{40,44}", lambda r: "dp.st.prd." + rs(r, ALNUM, 43))
api("ak_linear", r"lin_api_[A-Za-z0-9]{40}", lambda r: "lin_api_" + rs(r, ALNUM, 40))
api("ak_groq", r"gsk_[A-Za-z0-9]{52}", lambda r: "gsk_" + rs(r, ALNUM, 52))
api("ak_replicate", r"r8_[A-Za-z0-9]{37}", lambda r: "r8_" + rs(r, ALNUM, 37))
api("ak_google", r"AIza[A-Za-z0-9_-]{35}", lambda r: "AIza" + rs(r, B64URL, 35))
api("ak_aws_secret", r"[A-Za-z0-9/+]{40}", lambda r: rs(r, B64, 40))
api("ak_ali_secret", r"[A-Za-z0-9]{30}", lambda r: rs(r, ALNUM, 30))
api("ak_tencent_secret", r"[A-Za-z0-9]{32}", lambda r: rs(r, ALNUM, 32))
api("ak_wx_secret", r"[0-9a-f]{32}", lambda r: rs(r, HEX, 32))
api("ak_feishu_secret", r"[A-Za-z0-9]{32}", lambda r: rs(r, ALNUM, 32))
api("ak_deepseek", r"sk-[0-9a-f]{32}", lambda r: "sk-" + rs(r, HEX, 32))
api("ak_moonshot", r"sk-[A-Za-z0-9]{48}", lambda r: "sk-" + rs(r, ALNUM, 48))
api("ak_zhipu", r"[0-9a-f]{32}\.[A-Za-z0-9]{16}", lambda r: rs(r, HEX, 32) + "." + rs(r, ALNUM, 16))
api("ak_dingtalk", r"[A-Za-z0-9_-]{64}", lambda r: rs(r, B64URL, 64))
api("ak_cloudflare", r"[A-Za-z0-9_-]{40}", lambda r: rs(r, B64URL, 40))
api("ak_datadog", r"[0-9a-f]{32}", lambda r: rs(r, HEX, 32))
api("ak_vercel", r"[A-Za-z0-9]{24}", lambda r: rs(r, ALNUM, 24))
api("ak_netlify", r"nfp_[A-Za-z0-9]{36,40}", lambda r: "nfp_" + rs(r, ALNUM, 36))
api("ak_mistral", r"[A-Za-z0-9]{32}", lambda r: rs(r, ALNUM, 32))
api("ak_paypal", r"E[A-Za-z0-9_-]{79}", lambda r: "E" + rs(r, B64URL, 79))
api("ak_plaid", r"[0-9a-f]{30}", lambda r: rs(r, HEX, 30))
api("ak_baidu_sk", r"[A-Za-z0-9]{32}", lambda r: rs(r, ALNUM, 32))
api("ak_qwen", r"sk-[0-9a-f]{32}", lambda r: "sk-" + rs(r, HEX, 32))
api("ak_upyun", r"[A-Za-z0-9]{32}", lambda r: rs(r, ALNUM, 32))
api("ak_mapbox", r"sk\.eyJ1Ijoi[A-Za-z0-9_.-]{60,}", lambda r: "sk.eyJ1Ijoi" + rs(r, ALNUM, 30) + "In0." + rs(r, B64URL, 22))


@secret("ak_any", "api_any")
def _(rng):
    return SECRET[rng.choice(["ak_openai", "ak_gh", "ak_stripe", "ak_sendgrid", "ak_hf", "ak_slack", "ak_gitlab", "ak_npm"])][1](rng)


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------
JWT_NAMES = ["Ayesha Khan", "Tomás Ruiz", "Mei Ling", "Oren Katz", "Priya Das", "Lucas Girard",
             "Nurlan Abenov", "Hana Tesfaye", "陈晓", "刘一鸣", "黄嘉欣"]


def _jwt_payload(rng):
    iat = 1767225600 + rng.randrange(0, 20000000)
    p = {"sub": rng.choice([str(rng.randrange(10 ** 5, 10 ** 9)), str(_uuid.UUID(int=rng.getrandbits(128), version=4))])}
    if rng.random() < 0.6:
        p["name"] = rng.choice(JWT_NAMES)
    if rng.random() < 0.5:
        p["role"] = rng.choice(["admin", "service_role", "editor", "staff", "driver"])
    if rng.random() < 0.4:
        p["iss"] = rng.choice(["https://auth.forge-shop.example", "kaspi-sync", "https://id.clubhouse.app", "pmr-gateway"])
    p["iat"] = iat
    p["exp"] = iat + rng.choice([900, 3600, 86400, 604800])
    return p


@secret("jwt", "jwt")
def _(rng):
    return S.jwt_hs(rng, _jwt_payload(rng), rng.choice(["HS256", "HS256", "HS384", "HS512"]))


@secret("jwt_rs", "jwt")
def _(rng):
    return S.jwt_rs_shaped(rng, _jwt_payload(rng), rs(rng, B64URL, 16))


@secret("jwt_any", "jwt")
def _(rng):
    return SECRET[rng.choice(["jwt", "jwt", "jwt_rs"])][1](rng)


# ---------------------------------------------------------------------------
# .env values
# ---------------------------------------------------------------------------
DJANGO = string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)"


@secret("env_val", "env")
def _(rng):
    k = rng.choice(["hex32", "hex64", "b64", "alnum", "pw", "django", "laravel", "whsec", "stripe", "b64url"])
    if k == "hex32":
        return rs(rng, HEX, 32)
    if k == "hex64":
        return rs(rng, HEX, 64)
    if k == "b64":
        return base64.b64encode(rbytes(rng, rng.choice([24, 32, 48]))).decode()
    if k == "b64url":
        return S.b64url(rbytes(rng, 32))
    if k == "alnum":
        return rs(rng, ALNUM, rng.choice([24, 32, 40]))
    if k == "pw":
        return SECRET["pw_rand"][1](rng)
    if k == "django":
        return "django-insecure-" + rs(rng, DJANGO, 50) if rng.random() < 0.3 else rs(rng, DJANGO, 50)
    if k == "laravel":
        return "base64:" + base64.b64encode(rbytes(rng, 32)).decode()
    if k == "whsec":
        return "whsec_" + base64.b64encode(rbytes(rng, 24)).decode()
    return SECRET["ak_stripe"][1](rng)


@secret("env_hex", "env")
def _(rng):
    return rs(rng, HEX, rng.choice([32, 40, 64]))


@secret("env_pw", "env")
def _(rng):
    return SECRET[rng.choice(["pw_word", "pw_rand", "pw_leet"])][1](rng)


@secret("env_b64", "env")
def _(rng):
    return base64.b64encode(rbytes(rng, rng.choice([32, 48]))).decode()


@secret("env_alnum", "env")
def _(rng):
    return rs(rng, ALNUM, rng.choice([28, 32, 40]))


@secret("env_key", "env")
def _(rng):
    return SECRET[rng.choice(["ak_openai", "ak_stripe", "ak_sendgrid", "ak_gh", "ak_deepseek", "ak_mailgun", "ak_twilio"])][1](rng)


# ---------------------------------------------------------------------------
# connection strings and URLs with credentials
# ---------------------------------------------------------------------------
HOSTS = ["db.forge-shop.internal", "10.20.0.14", "pg-prod-1.hutnet.local", "mysql.stagedoor.lan",
         "192.168.50.10", "db-main.pharmacy.local", "mq.lockside.io",
         "sql-eu-west.fieldwork.dev", "172.16.8.21", "db.glidingclub.org.uk", "data.tailor-shop.fr",
         "pg.kaspi-sync.kz", "db.chifa-lima.pe", "rm-bp1x2y3z.mysql.rds.aliyuncs.com",
         "cdb-4kq9.tencentcdb.com", "10.8.3.7", "pgm-2ze8k.pg.rds.aliyuncs.com"]
DBUSERS = ["app", "admin", "forge", "pmr_rw", "stage", "dig_user", "postgres", "root", "sa", "svc_sync",
           "reporting", "hut", "winch", "zhangw", "ops_ro", "liuyang"]
DBNAMES = ["shop", "pmr", "lineup", "finds", "bookings", "ledger", "orders", "members", "inventory", "crm", "fleet"]


def _url_pw(rng):
    """password that is safe (or percent-encoded) inside a URL userinfo."""
    pw = SECRET[rng.choice(["pw_word", "pw_rand", "pw_leet", "pw_phrase"])][1](rng)
    out = ""
    for c in pw:
        if c in "@:/?#%[] ":
            out += "%%%02X" % ord(c)
        else:
            out += c
    return out


def _plain_pw(rng, bad=";'\"{} "):
    while True:
        pw = SECRET[rng.choice(["pw_word", "pw_rand", "pw_leet"])][1](rng)
        if not any(c in bad for c in pw):
            return pw


def _h(rng):
    return rng.choice(HOSTS)


CS = {}


def cs(name, fn):
    SECRET[name] = ("connstring", fn)


cs("cs_pg", lambda r: r.choice(["postgresql://", "postgres://", "postgresql+psycopg://", "postgresql+asyncpg://"]) + r.choice(DBUSERS) + ":" + _url_pw(r) + "@" + _h(r) + ":5432/" + r.choice(DBNAMES) + r.choice(["", "?sslmode=require", ""]))
cs("cs_mysql", lambda r: r.choice(["mysql://", "mysql+pymysql://", "mariadb://"]) + r.choice(DBUSERS) + ":" + _url_pw(r) + "@" + _h(r) + ":3306/" + r.choice(DBNAMES) + r.choice(["", "?charset=utf8mb4"]))
cs("cs_mongo", lambda r: "mongodb+srv://" + r.choice(DBUSERS) + ":" + _url_pw(r) + "@cluster0." + rs(r, LOWALNUM, 5) + ".mongodb.net/" + r.choice(DBNAMES) + "?retryWrites=true&w=majority" if r.random() < 0.6 else "mongodb://" + r.choice(DBUSERS) + ":" + _url_pw(r) + "@" + _h(r) + ":27017/" + r.choice(DBNAMES) + "?authSource=admin")
cs("cs_redis", lambda r: r.choice(["redis://", "rediss://"]) + r.choice(["default", "", "app"]) + ":" + _url_pw(r) + "@" + _h(r) + ":6379/" + str(r.randrange(0, 4)))
cs("cs_amqp", lambda r: r.choice(["amqp://", "amqps://"]) + r.choice(DBUSERS) + ":" + _url_pw(r) + "@" + _h(r) + ":5672/" + r.choice(["%2F", "prod", "vhost1"]))
cs("cs_ado", lambda r: "Server=tcp:" + _h(r) + ",1433;Initial Catalog=" + r.choice(DBNAMES) + ";User ID=" + r.choice(DBUSERS) + ";Password=" + _plain_pw(r) + ";Encrypt=True;TrustServerCertificate=False;")
cs("cs_jdbc", lambda r: "jdbc:" + r.choice(["mysql", "postgresql", "mariadb"]) + "://" + _h(r) + "/" + r.choice(DBNAMES) + "?user=" + r.choice(DBUSERS) + "&password=" + _url_pw(r).replace("&", "%26"))
cs("cs_oracle", lambda r: r.choice(DBUSERS) + "/" + _plain_pw(r, ";'\"{} @/") + "@//" + _h(r) + ":1521/" + r.choice(["ORCLPDB1", "XEPDB1", "FINPROD"]))
cs("cs_clickhouse", lambda r: "clickhouse://" + r.choice(DBUSERS) + ":" + _url_pw(r) + "@" + _h(r) + ":9440/" + r.choice(DBNAMES) + "?secure=true")
cs("cs_neo4j", lambda r: "neo4j+s://neo4j:" + _url_pw(r) + "@" + rs(r, HEX, 8) + ".databases.neo4j.io")
cs("cs_azure_sb", lambda r: "Endpoint=sb://" + r.choice(["forge-bus", "pmr-events", "hut-queue"]) + ".servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=" + base64.b64encode(rbytes(r, 32)).decode())
cs("cs_azure_st", lambda r: "DefaultEndpointsProtocol=https;AccountName=" + r.choice(["forgeshopst", "digfinds01", "tailorfiles"]) + ";AccountKey=" + base64.b64encode(rbytes(r, 64)).decode() + ";EndpointSuffix=core.windows.net")
cs("cs_cosmos", lambda r: "AccountEndpoint=https://" + r.choice(["lineup-db", "kennel-db", "stage-cosmos"]) + ".documents.azure.com:443/;AccountKey=" + base64.b64encode(rbytes(r, 64)).decode() + ";")
cs("cs_nats", lambda r: "nats://" + r.choice(DBUSERS) + ":" + _url_pw(r) + "@" + _h(r) + ":4222")
cs("cs_libpq", lambda r: "host=" + _h(r) + " port=5432 dbname=" + r.choice(DBNAMES) + " user=" + r.choice(DBUSERS) + " password=" + _plain_pw(r) + r.choice([" sslmode=require", ""]))
cs("cs_odbc", lambda r: "Driver={ODBC Driver 18 for SQL Server};Server=" + _h(r) + ";Database=" + r.choice(DBNAMES) + ";Uid=" + r.choice(DBUSERS) + ";Pwd=" + _plain_pw(r) + ";")
cs("cs_dsn_go", lambda r: r.choice(DBUSERS) + ":" + _plain_pw(r, ";'\"{} @/()") + "@tcp(" + _h(r) + ":3306)/" + r.choice(DBNAMES) + "?parseTime=true")
cs("cs_mssql_url", lambda r: "mssql+pyodbc://" + r.choice(DBUSERS) + ":" + _url_pw(r) + "@" + _h(r) + ":1433/" + r.choice(DBNAMES) + "?driver=ODBC+Driver+18+for+SQL+Server")


@secret("cs_any", "connstring")
def _(rng):
    return SECRET[rng.choice(["cs_pg", "cs_mysql", "cs_mongo", "cs_redis", "cs_amqp", "cs_pg"])][1](rng)


def url(name, fn):
    SECRET[name] = ("url", fn)


WEBHOST = ["files.forge-shop.example", "nas.local", "dav.tailor-shop.fr", "intranet.stagedoor.org",
           "192.168.1.20", "backup.hutwarden.net", "ci.glidingclub.org.uk", "share.oyster-farm.ie"]
url("url_basic", lambda r: "https://" + r.choice(["admin", "ops", "stage", "winch", "tuner", "dig"]) + ":" + _url_pw(r) + "@" + r.choice(WEBHOST) + r.choice(["/", "/admin/", "/remote.php/dav/files/ops/", "/api/v1/status"]))
url("url_ftp", lambda r: r.choice(["ftp://", "sftp://", "ftps://"]) + r.choice(["upload", "printshop", "site", "ftpuser"]) + ":" + _url_pw(r) + "@" + r.choice(WEBHOST) + r.choice(["/", "/incoming/", ":2121/"]))
url("url_rtsp", lambda r: "rtsp://" + r.choice(["admin", "viewer"]) + ":" + _url_pw(r) + "@192.168." + str(r.randrange(0, 10)) + "." + str(r.randrange(2, 250)) + ":554/" + r.choice(["Streaming/Channels/101", "cam/realmonitor?channel=1&subtype=0", "h264/ch1/main/av_stream"]))
url("url_proxy", lambda r: r.choice(["http://", "socks5://", "http://"]) + r.choice(["proxyuser", "u" + digits(r, 6), "site-team"]) + ":" + _url_pw(r) + "@" + r.choice(["proxy.corp.local", "10.0.0.3", "gw.fieldwork.dev"]) + ":" + r.choice(["3128", "8080", "1080"]))
url("url_git", lambda r: r.choice([
    lambda: "https://oauth2:" + SECRET["ak_gitlab"][1](r) + "@gitlab.com/" + r.choice(["forge-shop", "stagedoor", "hutnet"]) + "/" + r.choice(["site", "infra", "lineup"]) + ".git",
    lambda: "https://x-access-token:" + SECRET["ak_gh"][1](r) + "@github.com/" + r.choice(["oyster-farm", "tailorco", "pmr-tools"]) + "/" + r.choice(["app", "deploy", "web"]) + ".git",
    lambda: "https://" + r.choice(["zhangw", "liu-yang", "dev01"]) + ":" + rs(r, ALNUM, 32) + "@gitee.com/" + r.choice(["hutnet", "yuchuan", "laomian"]) + "/" + r.choice(["backend", "miniapp"]) + ".git",
])())
url("url_pip", lambda r: "https://__token__:" + SECRET["ak_pypi"][1](r) + "@upload.pypi.org/legacy/" if r.random() < 0.3 else "https://" + r.choice(["deploy", "ci"]) + ":" + _url_pw(r) + "@pypi." + r.choice(["forge-shop.example", "hutnet.local"]) + "/simple/")
url("url_slack", lambda r: "https://hooks.slack.com/services/T" + rs(r, UPALNUM, 8) + "/B" + rs(r, UPALNUM, 10) + "/" + rs(r, ALNUM, 24))
url("url_discord", lambda r: "https://discord.com/api/webhooks/" + digits(r, 19, True) + "/" + rs(r, B64URL, 68))
url("url_wecom", lambda r: "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + str(_uuid.UUID(int=r.getrandbits(128), version=4)))
url("url_feishu", lambda r: "https://open.feishu.cn/open-apis/bot/v2/hook/" + str(_uuid.UUID(int=r.getrandbits(128), version=4)))
url("url_dingtalk", lambda r: "https://oapi.dingtalk.com/robot/send?access_token=" + rs(r, HEX, 64))
url("url_sas", lambda r: "https://" + r.choice(["forgeshopst", "digfinds01", "tailorfiles"]) + ".blob.core.windows.net/" + r.choice(["backups", "photos", "exports"]) + "/" + r.choice(["db.bak", "finds.zip", "march.csv"]) + "?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2027-01-31T18:00:00Z&st=2026-01-01T00:00:00Z&spr=https&sig=" + base64.b64encode(rbytes(r, 32)).decode().replace("+", "%2B").replace("/", "%2F").replace("=", "%3D"))
url("url_s3", lambda r: "https://" + r.choice(["forge-exports", "dig-photos", "tailor-patterns"]) + ".s3.eu-west-1.amazonaws.com/" + r.choice(["report.pdf", "site-plan.dwg", "orders.csv"]) + "?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA" + rs(r, UPALNUM, 16) + "%2F20260314%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20260314T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=" + rs(r, HEX, 64))
url("url_token_q", lambda r: "https://" + r.choice(["api.forge-shop.example/v2/orders", "hooks.hutnet.net/ingest", "stream.glidingclub.org.uk/live", "status.pmr.local/feed"]) + "?" + r.choice(["access_token=", "api_key=", "token=", "apikey="]) + rs(r, ALNUM, r.choice([32, 40])))
url("url_ics", lambda r: "https://calendar.google.com/calendar/ical/" + rs(r, LOWALNUM, 26) + "%40group.calendar.google.com/private-" + rs(r, HEX, 32) + "/basic.ics")
url("url_zoom", lambda r: "https://us0" + str(r.randrange(2, 7)) + "web.zoom.us/j/" + digits(r, 11, True) + "?pwd=" + rs(r, ALNUM, 32))
url("url_baidupan", lambda r: "https://pan.baidu.com/s/1" + rs(r, B64URL, 22) + "?pwd=" + rs(r, LOWALNUM, 4))
url("url_smb", lambda r: "smb://" + r.choice(["WORKGROUP;", ""]) + r.choice(["scanner", "office", "tailor"]) + ":" + _url_pw(r) + "@" + r.choice(["192.168.1.30", "nas.local"]) + "/" + r.choice(["scans", "patterns", "share"]))
url("url_es", lambda r: "https://elastic:" + _url_pw(r) + "@" + r.choice(["es01.forge-shop.internal", "10.20.0.31", "search.hutnet.local"]) + ":9200")
url("url_mqtt", lambda r: r.choice(["mqtt://", "mqtts://"]) + r.choice(["homeassistant", "sensor", "barge"]) + ":" + _url_pw(r) + "@" + r.choice(["192.168.1.5", "broker.hutnet.local"]) + ":" + r.choice(["1883", "8883"]))
url("url_ipv6", lambda r: "http://admin:" + _url_pw(r) + "@[" + r.choice(["fd00::1", "2001:db8::42", "fe80::1c2b:3ff:fe4a:11"]) + "]:" + r.choice(["8080", "80", "8443"]) + "/")
url("url_webdav", lambda r: "davs://" + r.choice(["ops", "archive"]) + ":" + _url_pw(r) + "@" + r.choice(WEBHOST) + "/remote.php/webdav/")


@secret("url_any", "url")
def _(rng):
    return SECRET[rng.choice(["url_basic", "url_ftp", "url_proxy", "url_git", "url_rtsp"])][1](rng)


# ---------------------------------------------------------------------------
# Wi-Fi, security answers, cards
# ---------------------------------------------------------------------------
@secret("wifi", "wpa")
def _(rng):
    k = rng.choice(["word", "rand", "digits", "pinyin", "phrase", "leet"])
    if k == "word":
        return SECRET["pw_word"][1](rng)
    if k == "rand":
        return rs(rng, ALNUM, rng.choice([10, 12, 16]))
    if k == "digits":
        return digits(rng, rng.choice([8, 10, 12]))
    if k == "pinyin":
        return rng.choice(PINYIN) + rng.choice(PINYIN) + digits(rng, rng.choice([3, 4, 6]))
    if k == "phrase":
        return SECRET["pw_phrase"][1](rng)
    while True:
        s = SECRET["pw_leet"][1](rng)
        if len(s) >= 8:
            return s


@secret("wifi_digits", "wpa")
def _(rng):
    return digits(rng, rng.choice([8, 8, 10, 12]))


@secret("wifi_words", "wpa")
def _(rng):
    return " ".join(rng.sample(PW_WORDS, 3)) + " " + digits(rng, 2)


SA = {
    "sa_pet": "Biscuit|Pickles|Mango|Sir Wobbles|Pepper|Nala|Bramble|Tofu|Rocket|Bingo|Chewie|Ziggy|Dumpling|Koko|Marmite|Pudding|Captain|Waffles|Juniper|Basil",
    "sa_street": "Carrow Road|Elm Grove|Larkspur Lane|Rue des Martyrs|Calle Defensa|Jalan Besar|Nathan Road|Kelvin Way|Harbour Terrace|Quarry Hill|Mill Lane|Calle Florida|Orchard Close|Tanner Row|Bishop's Walk",
    "sa_city": "Valparaíso|Ushuaia|Almaty|Lahore|Dunedin|Tromsø|Rotterdam|Cusco|Chittagong|Essaouira|Marseille|Brno|Kandy|Galway|Hobart|Trieste|Salta|Ipoh",
    "sa_maiden": "Okonkwo|Fairweather|Castellanos|Abramowitz|Nakamura|Delacroix|Mbeki|Ferreira|Kowalczyk|Haddad|Lindqvist|Achterberg|Moreau|Quispe|Brannigan|Szabo",
    "sa_school": "St Brendan's|Hillcrest Primary|Liceo Condorcet|Raffles Girls'|Kingswood Juniors|Colegio San Andrés|Ridgeway Infants|Our Lady of Lourdes|Westfield Primary|Escuela 14",
    "sa_teacher": "Mrs Pennington|Mr Achebe|Miss Vargas|Mr Dobrev|Ms O'Hanlon|Madame Roux|Mr Tan|Mrs Abernathy|Mr Okoro|Miss Lindgren|Señora Paz",
    "sa_car": "Fiat Panda|Renault 5|Mini Metro|Toyota Starlet|Lada Niva|VW Polo|Peugeot 205|Datsun Sunny|Citroën 2CV|Ford Escort|Skoda Favorit|Nissan Micra",
    "sa_food": "shakshuka|ackee and saltfish|empanadas|laksa|pierogi|gumbo|chicken biryani|bouillabaisse|koshari|moussaka|pho|rendang|tagine",
    "sa_book": "Watership Down|The Hobbit|Matilda|Anne of Green Gables|Charlotte's Web|Momo|The Little Prince",
    "sa_hero": "Amelia Earhart|Roberto Clemente|Wangari Maathai|Jacques Cousteau|Yuri Gagarin|Nellie Bly",
    "sa_word": "marmalade|periwinkle|tangerine|zeppelin|kaleidoscope|sycamore|gondola|bumblebee|firefly|harmonica|lighthouse|porcupine|tambourine",
    "sa_date": "14/03/1998|02-11-1987|1979-07-21|29 Feb 1996|12.06.2003|30/09/1991",
    "sa_zh_name": "王秀英|李桂兰|张淑芬|刘玉珍|陈凤英|杨丽华|赵春梅|周美玲|吴素琴|黄翠花|孙月娥|朱玉兰|马秀珍|胡桂芝|郭春兰",
    "sa_zh_city": "牡丹江|自贡|景德镇|喀什|丽江|泉州|丹东|岳阳|绍兴|延吉|北海|汕尾|开封|天水|常熟|赤峰",
    "sa_zh_school": "红旗小学|实验二小|向阳小学|解放路小学|育才中学|城关二中|东风小学|光明小学|铁路一中|胜利小学|朝阳中学",
    "sa_zh_pet": "旺财|来福|豆豆|球球|大黄|咪咪|小黑|花卷|团子|元宝|雪球|可乐|皮蛋|年糕",
    "sa_zh_teacher": "赵老师|孙秀梅|钱老师|周建国|郑老师|冯丽娟|何文斌|吕老师|韩志刚",
    "sa_zh_food": "红烧肉|酸菜鱼|糖醋排骨|锅包肉|螺蛳粉|热干面|肠粉|羊肉泡馍|小笼包|麻婆豆腐|油泼面|过桥米线",
    "sa_zh_idol": "邓丽君|张国荣|周杰伦|郎平|袁隆平|李小龙|梅艳芳|刘德华|王菲|姚明",
    "sa_zh_date": "1988年3月14日|1979.07.21|一九九五年六月|2003年12月6日",
    "sa_zh_nick": "小胖|阿毛|丫丫|二狗|豆芽|石头|胖虎|毛毛|小辫|铁蛋",
}
for _k, _v in SA.items():
    SECRET[_k] = ("answer", (lambda items: lambda rng: rng.choice(items))(_v.split("|")))


@secret("sa_any", "answer")
def _(rng):
    return SECRET[rng.choice(["sa_pet", "sa_street", "sa_city", "sa_maiden", "sa_school", "sa_car", "sa_food"])][1](rng)


@secret("sa_zh_any", "answer")
def _(rng):
    return SECRET[rng.choice(["sa_zh_name", "sa_zh_city", "sa_zh_school", "sa_zh_pet", "sa_zh_teacher", "sa_zh_food"])][1](rng)


def _card_digits(rng, brand):
    if brand == "visa":
        pre, n = "4" + digits(rng, 5), 16
    elif brand == "mc":
        pre, n = rng.choice([str(rng.randrange(51, 56)) + digits(rng, 4), str(rng.randrange(2221, 2721)) + digits(rng, 2)]), 16
    elif brand == "amex":
        pre, n = rng.choice(["34", "37"]) + digits(rng, 4), 15
    elif brand == "cup":
        pre, n = "62" + rng.choice(["2848", "1700", "1483", "2588", "1226", "2202"]), rng.choice([16, 19])
    elif brand == "jcb":
        pre, n = str(rng.randrange(3528, 3590)) + digits(rng, 2), 16
    elif brand == "discover":
        pre, n = "6011" + digits(rng, 2), 16
    elif brand == "diners":
        pre, n = "36" + digits(rng, 4), 14
    else:
        raise KeyError(brand)
    while True:
        d = S.luhn_complete(pre + digits(rng, n - len(pre) - 1))
        if S.card_ok(d):
            return d


def _group(d, sep):
    n = len(d)
    if n == 15:
        parts = [d[:4], d[4:10], d[10:]]
    elif n == 14:
        parts = [d[:4], d[4:10], d[10:]]
    elif n == 19:
        parts = [d[:4], d[4:8], d[8:12], d[12:16], d[16:]]
    else:
        parts = [d[i:i + 4] for i in range(0, n, 4)]
    return sep.join(parts)


def _card(brands, seps=(" ", " ", "-", "")):
    def fn(rng):
        d = _card_digits(rng, rng.choice(brands))
        return _group(d, rng.choice(seps))
    return fn


SECRET["card"] = ("card", _card(["visa", "visa", "mc", "mc", "amex", "discover", "jcb"]))
SECRET["card_visa"] = ("card", _card(["visa"]))
SECRET["card_mc"] = ("card", _card(["mc"]))
SECRET["card_amex"] = ("card", _card(["amex"]))
SECRET["card_cup"] = ("card", _card(["cup"]))
SECRET["card_jcb"] = ("card", _card(["jcb"]))
SECRET["card_plain"] = ("card", _card(["visa", "mc", "cup"], ("",)))
SECRET["card_zh"] = ("card", _card(["cup", "cup", "visa", "mc"]))
SECRET["card_fw"] = ("card", lambda rng: fullwidth(_group(_card_digits(rng, rng.choice(["cup", "visa"])), " ")))
SECRET["card_diners"] = ("card", _card(["diners"]))


# ===========================================================================
# FILLERS
# ===========================================================================
pool("name_en", "Ayesha|Tomás|Oren|Priya|Lucas|Nurlan|Hana|Siobhan|Kwame|Ingrid|Mateo|Farah|Declan|Yusuf|"
     "Camille|Rafael|Imogen|Tariq|Beatriz|Callum|Noor|Elif|Gideon|Marisol|Anouk|Bilal|Rosalind|Dmitri")
pool("name_zh", "王磊|李娜|张伟|刘洋|陈静|杨帆|赵敏|黄磊|周婷|吴昊|徐丽|孙浩|马超|胡杨|朱琳|郭峰|何静|林晨|罗斌|高翔|"
     "梁颖|宋佳|郑凯|谢雨|韩梅|冯涛|曹阳|彭丹|邓超|许晴")
pool("surname_zh", "王|李|张|刘|陈|杨|赵|黄|周|吴|徐|孙|马|胡|朱|郭|何|林|罗|高")
pool("nick_zh", "老王|阿强|小美|胖哥|阿珍|大刘|小周|阿杰|燕子|老陈|婷婷|阿斌")
pool("rel_zh", "妈|爸|外婆|奶奶|老婆|老公|儿子|闺女|姐|哥")
pool("weekday_en", "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday")
pool("weekday_zh", "周一|周二|周三|周四|周五|周六|周日")
pool("month_en", "January|February|March|April|May|June|July|August|September|October|November|December")
pool("ssid", "Hangar-Guest|BargeLife_5G|STAGE-DOOR|Forge_WiFi|TAILOR-2.4G|Pharmacy-Staff|HutWarden|OysterShed|"
     "Dig_Cabin|CircusBarn|Livery-Yard|Lift-Office-5G|TP-LINK_8F3A|ChinaNet-x7Kq|CMCC-9E2D|ASUS_RT-58|Vodafone-D41C|"
     "Livebox-6A2F|Freebox-3C77E1|SINGTEL-7C21|HKBN-5G-A3|Kaspi-Home|PTCL-BB|FiberHome-2A|Fios-Q4T8R")
pool("city_en", "Lyon|Ghent|Graz|Brno|Singapore|Kowloon|Rosario|Valparaíso|Medellín|Arequipa|Lahore|Dhaka|Pokhara|"
     "Alexandria|Tangier|Haifa|Almaty|Addis Ababa|Arusha|Jeddah|Doha|Norwich|Asheville|Fresno")
pool("city_zh", "舟山|景德镇|宜宾|潍坊|赣州|绵阳|漳州|包头|湛江|九江|桂林|常德|大理|伊宁|营口|衢州")
pool("hhmm", "06:40|07:15|08:05|09:30|10:52|12:20|13:45|14:10|15:35|16:50|18:25|19:40|21:05|22:30|23:55")
pool("ampm", "7:15 am|8:40 am|10:05 am|11:50 am|1:20 pm|3:45 pm|5:10 pm|6:55 pm|9:30 pm|11:15 pm")
pool("host", "forge-shop.example|hutnet.local|stagedoor.org|glidingclub.org.uk|tailor-shop.fr|oyster-farm.ie|pmr.local")
pool("email", "ops@forge-shop.example|m.okafor@gmail.com|jo.tailor@outlook.com|winch.rota@glidingclub.org.uk|"
     "warden@hutnet.net|camille.g@free.fr|tariq.dig@proton.me|noor.k@yahoo.com|liuyang88@163.com|zhangw@qq.com|"
     "hana.t@icloud.com|rafa.ruiz@hotmail.com")
pool("user", "admin|ops|tuner|winch|dig01|stage|forge|pmr_admin|warden|rigger|lineup|fieldwork|tailor")
pool("user_zh", "zhangwei88|liuyang_2024|chenjing|13912345678|yuchuan_admin|laomian|wangl|kaiche_liu")
pool("amount_eur", "€12.40|€38.00|€7.95|€129.90|€64.50|€450.00|€18.25")
pool("amount_usd", "$14.99|$42.00|$8.75|$199.00|$63.10|$1,250.00")
pool("amount_cny", "¥38|¥128.5|¥66|¥299|¥1,280|¥45.8|¥3,600")
pool("amount_sgd", "S$12.80|S$45.00|S$7.20|S$129.00")
pool("amount_hkd", "HK$88|HK$320|HK$45.5|HK$1,200")
pool("bank_en", "Crédit Agricole|La Banque Postale|BNP Paribas|KBC|Erste George|Fio banka|DBS|OCBC|HSBC HK|BancoEstado|"
     "Bancolombia|BCP|HBL|Meezan Bank|Kaspi|CIH Bank|Bank Leumi|QNB|Wells Fargo|Capital One|Monzo|Starling")
pool("bank_zh", "平安银行|浦发银行|兴业银行|交通银行|民生银行|广发银行|北京银行|华夏银行|中信银行|光大银行")
FILL["n2"] = lambda rng: str(rng.randrange(10, 99))
FILL["n3"] = lambda rng: str(rng.randrange(100, 999))
FILL["n1"] = lambda rng: str(rng.randrange(2, 9))
FILL["ip"] = lambda rng: "192.168.%d.%d" % (rng.randrange(0, 10), rng.randrange(2, 250))
FILL["expiry"] = lambda rng: "%02d/%02d" % (rng.randrange(1, 13), rng.randrange(27, 32))
FILL["cvv"] = lambda rng: digits(rng, 3)
FILL["cvv4"] = lambda rng: digits(rng, 4)
FILL["last4"] = lambda rng: digits(rng, 4)
FILL["date_iso"] = lambda rng: "2026-%02d-%02d" % (rng.randrange(1, 13), rng.randrange(1, 29))
FILL["date_en"] = lambda rng: "%d %s" % (rng.randrange(1, 29), rng.choice(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]))
FILL["date_us"] = lambda rng: "%s %d" % (rng.choice(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]), rng.randrange(1, 29))
FILL["date_dmy"] = lambda rng: "%02d/%02d/2026" % (rng.randrange(1, 29), rng.randrange(1, 13))
FILL["date_zh"] = lambda rng: "%d月%d日" % (rng.randrange(1, 13), rng.randrange(1, 29))
FILL["date_zh_full"] = lambda rng: "2026年%d月%d日" % (rng.randrange(1, 13), rng.randrange(1, 29))
FILL["dur"] = lambda rng: "0:%02d" % rng.randrange(4, 59)
FILL["ts_wa"] = lambda rng: "%02d/%02d/2026, %02d:%02d:%02d" % (rng.randrange(1, 29), rng.randrange(1, 13), rng.randrange(0, 24), rng.randrange(0, 60), rng.randrange(0, 60))
FILL["ts_wx"] = lambda rng: "2026-%02d-%02d %02d:%02d" % (rng.randrange(1, 13), rng.randrange(1, 29), rng.randrange(7, 24), rng.randrange(0, 60))
FILL["ts_otter"] = lambda rng: "%02d:%02d" % (rng.randrange(0, 40), rng.randrange(0, 60))
FILL["mins"] = lambda rng: str(rng.choice([2, 3, 5, 5, 10, 10, 15]))
FILL["tail"] = lambda rng: digits(rng, 4)
FILL["plate"] = lambda rng: rng.choice(["浙L", "鲁G", "粤G", "川Q", "赣B", "桂C"]) + rs(rng, "ABCDEFGHJKLMN", 1) + digits(rng, 4)
FILL["glider_reg"] = lambda rng: "G-" + rs(rng, string.ascii_uppercase, 4)
FILL["flight"] = lambda rng: rng.choice(["SQ", "CX", "AF", "QR", "KC", "ET", "LA", "PK", "MU", "CZ"]) + str(rng.randrange(100, 990))
FILL["room"] = lambda rng: str(rng.randrange(2, 19)) + "%02d" % rng.randrange(1, 40)
FILL["hexid8"] = lambda rng: rs(rng, HEX, 8)
FILL["ticket"] = lambda rng: rng.choice(["OPS", "HUT", "FORGE", "PMR", "DIG"]) + "-" + str(rng.randrange(100, 2999))
FILL["port"] = lambda rng: rng.choice(["5432", "3306", "6379", "8080", "8443", "27017"])
FILL["dbhost"] = lambda rng: rng.choice(HOSTS)
FILL["dbuser"] = lambda rng: rng.choice(DBUSERS)
FILL["dbname"] = lambda rng: rng.choice(DBNAMES)
FILL["uuid"] = lambda rng: str(_uuid.UUID(int=rng.getrandbits(128), version=4))
FILL["uuid_up"] = lambda rng: str(_uuid.UUID(int=rng.getrandbits(128), version=4)).upper()
FILL["git_sha"] = lambda rng: rs(rng, HEX, 40)
FILL["git_short"] = lambda rng: rs(rng, HEX, rng.choice([7, 7, 8, 10]))
FILL["sha256"] = lambda rng: rs(rng, HEX, 64)
FILL["sha1"] = lambda rng: rs(rng, HEX, 40)
FILL["md5"] = lambda rng: rs(rng, HEX, 32)
FILL["sha512"] = lambda rng: rs(rng, HEX, 128)
FILL["sri256"] = lambda rng: "sha256-" + base64.b64encode(rbytes(rng, 32)).decode()
FILL["sri384"] = lambda rng: "sha384-" + base64.b64encode(rbytes(rng, 48)).decode()
FILL["sri512"] = lambda rng: "sha512-" + base64.b64encode(rbytes(rng, 64)).decode()
FILL["sri_any"] = lambda rng: FILL[rng.choice(["sri256", "sri384", "sri384", "sri512"])](rng)
FILL["b64_32"] = lambda rng: base64.b64encode(rbytes(rng, 32)).decode()
FILL["gosum_h1"] = lambda rng: "h1:" + base64.b64encode(rbytes(rng, 32)).decode()
FILL["docker_digest"] = lambda rng: "sha256:" + rs(rng, HEX, 64)
FILL["cid"] = lambda rng: "bafybei" + rs(rng, "abcdefghijklmnopqrstuvwxyz234567", 52)
FILL["semver"] = lambda rng: "%d.%d.%d" % (rng.randrange(0, 12), rng.randrange(0, 30), rng.randrange(0, 20))
FILL["semver4"] = lambda rng: "%d.%d.%d.%d" % (rng.randrange(1, 9), rng.randrange(0, 10), rng.randrange(0, 99), rng.randrange(100, 9999))
FILL["build"] = lambda rng: "%d%s%d" % (rng.randrange(20, 24), rng.choice("ABCDEFG"), rng.randrange(100, 9999))
FILL["pyver"] = lambda rng: "3.%d.%d" % (rng.randrange(9, 14), rng.randrange(0, 12))


def _masked_card(rng):
    l4 = digits(rng, 4)
    return rng.choice(["•••• •••• •••• " + l4, "**** **** **** " + l4, "XXXX-XXXX-XXXX-" + l4, "************" + l4,
                       digits(rng, 4) + " **** **** " + l4])


FILL["masked_card"] = _masked_card
FILL["masked_phone_cn"] = lambda rng: "1" + rng.choice("3578") + digits(rng, 1) + "****" + digits(rng, 4)
FILL["masked_email"] = lambda rng: rng.choice(["m", "j", "l", "c"]) + "***" + rng.choice(["@gmail.com", "@outlook.com", "@qq.com", "@163.com"])
FILL["masked_key"] = lambda rng: rng.choice(["sk-proj-", "ghp_", "sk_live_", "glpat-", "xoxb-", "AKIA"]) + "••••••••" + rs(rng, ALNUM, 4)
FILL["masked_iban"] = lambda rng: rng.choice(["FR76 •••• •••• •••• •••• •••• ", "BE68 **** **** ", "AT61 ****  **** ****  "]) + digits(rng, 3)


# ---------------------------------------------------------------------------
# postcodes and places
# ---------------------------------------------------------------------------
IN_PIN = [("Pune", "4110", "Maharashtra"), ("Jaipur", "3020", "Rajasthan"), ("Kochi", "6820", "Kerala"),
          ("Lucknow", "2260", "Uttar Pradesh"), ("Bhopal", "4620", "Madhya Pradesh"), ("Mysuru", "5700", "Karnataka"),
          ("Chennai", "6000", "Tamil Nadu"), ("Kolkata", "7000", "West Bengal"), ("Guwahati", "7810", "Assam"),
          ("Amritsar", "1430", "Punjab"), ("Surat", "3950", "Gujarat"), ("Patna", "8000", "Bihar")]
FILL["pin_in"] = lambda rng: (lambda c: (c[0], c[1] + "%02d" % rng.randrange(1, 60), c[2]))(rng.choice(IN_PIN))
FR_CP = [("Lyon", "6900"), ("Marseille", "1300"), ("Toulouse", "3100"), ("Lille", "5900"), ("Nantes", "4400"),
         ("Bordeaux", "3300"), ("Strasbourg", "6700"), ("Rennes", "3500"), ("Montpellier", "3400")]
FILL["cp_fr"] = lambda rng: (lambda c: (c[0], c[1] + str(rng.randrange(1, 9))))(rng.choice(FR_CP))
FILL["cp_paris"] = lambda rng: "750%02d" % rng.randrange(1, 21)
FILL["pc_sg"] = lambda rng: rng.choice(["0", "1", "2", "3", "4", "5", "6", "7", "8"]) + digits(rng, 5)
FILL["pc_be"] = lambda rng: rng.choice([("Ghent", "9000"), ("Leuven", "3000"), ("Liège", "4000"), ("Antwerpen", "2000"), ("Brugge", "8000")])
FILL["pc_at"] = lambda rng: rng.choice([("Graz", "8010"), ("Linz", "4020"), ("Salzburg", "5020"), ("Innsbruck", "6020"), ("Wien", "10" + str(rng.randrange(10, 24)) + "0")])
FILL["pc_cz"] = lambda rng: rng.choice([("Brno", "602 00"), ("Praha 2", "120 00"), ("Olomouc", "779 00"), ("Plzeň", "301 00")])
FILL["pc_ar"] = lambda rng: "C14" + digits(rng, 2) + rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ", 3)
FILL["pc_pk"] = lambda rng: rng.choice([("Lahore", "54" + digits(rng, 3)), ("Karachi", "75" + digits(rng, 3)), ("Islamabad", "44" + digits(rng, 3))])
FILL["pc_kz"] = lambda rng: rng.choice([("Almaty", "A05" + rs(rng, "ABCDEFGHKMPTXY", 1) + digits(rng, 1) + rs(rng, "ABCDEFGHKMPTXY", 1) + digits(rng, 1)), ("Astana", "Z01" + rs(rng, "ABCDEFGHKMPTXY", 1) + digits(rng, 1) + rs(rng, "ABCDEFGHKMPTXY", 1) + digits(rng, 1))])
FILL["pc_us"] = lambda rng: rng.choice([("Asheville, NC", "288" + digits(rng, 2)), ("Fresno, CA", "937" + digits(rng, 2)), ("Duluth, MN", "558" + digits(rng, 2))])
FILL["pc_uk"] = lambda rng: rng.choice(["NR2 4TF", "LS6 1QB", "EH9 2DL", "BS3 5NE", "CF24 3AA", "YO1 7HH", "SY23 1PB"])
CN_YB = [("舟山", "3160"), ("景德镇", "3330"), ("宜宾", "6440"), ("潍坊", "2610"), ("赣州", "3410"), ("绵阳", "6210"),
         ("漳州", "3630"), ("包头", "0140"), ("湛江", "5240"), ("九江", "3320"), ("桂林", "5410"), ("大理", "6710")]
FILL["youbian"] = lambda rng: (lambda c: (c[0], c[1] + "%02d" % rng.randrange(0, 60)))(rng.choice(CN_YB))
FILL["hk_district"] = lambda rng: rng.choice(["旺角", "觀塘", "荃灣", "沙田", "北角", "深水埗", "將軍澳"])

# ---------------------------------------------------------------------------
# orders, tracking, phones, identifiers
# ---------------------------------------------------------------------------
FILL["order_amz"] = lambda rng: "%03d-%07d-%07d" % (rng.randrange(100, 999), rng.randrange(10 ** 6, 10 ** 7), rng.randrange(10 ** 6, 10 ** 7))
FILL["order_shopee"] = lambda rng: "2603" + digits(rng, 2) + rs(rng, UPALNUM, 8)
FILL["order_generic"] = lambda rng: rng.choice(["#", "No. ", "ORD-", "CMD-", "PO-"]) + digits(rng, rng.choice([5, 6, 7]), True)
FILL["order_tb"] = lambda rng: digits(rng, 19, True)
FILL["order_jd"] = lambda rng: digits(rng, 12, True)
FILL["order_pdd"] = lambda rng: "2603" + digits(rng, 2) + "-" + digits(rng, 15)
FILL["order_mt"] = lambda rng: digits(rng, 18, True)
FILL["booking_ref"] = lambda rng: rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4)


def _s10(rng, prefix, country):
    eight = digits(rng, 8)
    return prefix + eight + str(S.s10_check_digit(eight)) + country


FILL["trk_s10"] = lambda rng: _s10(rng, rng.choice(["RR", "LX", "CP", "EE", "RB"]), rng.choice(["FR", "BE", "CZ", "SG", "AT", "PK"]))
FILL["trk_colissimo"] = lambda rng: rng.choice(["6A", "8N", "5S"]) + digits(rng, 11)


def _ups(rng):
    body = rs(rng, UPALNUM, 6) + digits(rng, 9)
    return "1Z" + body + str(S.ups_check_digit(body))


FILL["trk_ups"] = _ups
FILL["trk_usps"] = lambda rng: "9400 " + " ".join(digits(rng, 4) for _ in range(4)) + " " + digits(rng, 2)
FILL["trk_dhl"] = lambda rng: digits(rng, 10, True)
FILL["trk_sf"] = lambda rng: "SF" + digits(rng, 13, True)
FILL["trk_zto"] = lambda rng: "7" + digits(rng, 14)
FILL["trk_yd"] = lambda rng: "4" + digits(rng, 14)
FILL["trk_ems"] = lambda rng: _s10(rng, "E" + rs(rng, "ABCDEFGHJKLMN", 1), "CN")
FILL["trk_cainiao"] = lambda rng: "LP00" + digits(rng, 12)
FILL["trk_deppon"] = lambda rng: "DPK" + digits(rng, 12)
FILL["pickup_code"] = lambda rng: "%d-%d-%04d" % (rng.randrange(1, 9), rng.randrange(1, 6), rng.randrange(1000, 9999))

FILL["ph_fr"] = lambda rng: "+33 " + rng.choice("67") + " " + " ".join(digits(rng, 2) for _ in range(4))
FILL["ph_sg"] = lambda rng: "+65 " + rng.choice("89") + digits(rng, 3) + " " + digits(rng, 4)
FILL["ph_hk"] = lambda rng: "+852 " + rng.choice("5679") + digits(rng, 3) + " " + digits(rng, 4)
FILL["ph_pk"] = lambda rng: "+92 3" + digits(rng, 2) + " " + digits(rng, 7)
FILL["ph_ar"] = lambda rng: "+54 9 11 " + digits(rng, 4) + "-" + digits(rng, 4)
FILL["ph_us"] = lambda rng: "(" + rng.choice(["828", "559", "218", "917"]) + ") " + digits(rng, 3, True) + "-" + digits(rng, 4)
FILL["ph_uk"] = lambda rng: "07" + digits(rng, 3) + " " + digits(rng, 6)
FILL["ph_kz"] = lambda rng: "+7 70" + digits(rng, 1) + " " + digits(rng, 3) + " " + digits(rng, 2) + " " + digits(rng, 2)
FILL["ph_cn"] = lambda rng: "1" + rng.choice(["38", "39", "58", "86", "77", "36", "50"]) + " " + digits(rng, 4) + " " + digits(rng, 4)
FILL["ph_cn_plain"] = lambda rng: "1" + rng.choice(["38", "39", "58", "86", "77", "36", "50"]) + digits(rng, 8)
FILL["ph_cn_land"] = lambda rng: rng.choice(["0580", "0798", "0831", "0536", "0797", "0816"]) + "-" + digits(rng, 7, True)
FILL["ph_400"] = lambda rng: "400-" + digits(rng, 3) + "-" + digits(rng, 4)
FILL["ph_be"] = lambda rng: "+32 4" + digits(rng, 2) + " " + digits(rng, 2) + " " + digits(rng, 2) + " " + digits(rng, 2)
FILL["ph_cl"] = lambda rng: "+56 9 " + digits(rng, 4) + " " + digits(rng, 4)
FILL["imei"] = lambda rng: S.imei(rng)
FILL["mac"] = lambda rng: ":".join(rs(rng, "0123456789ABCDEF", 2) for _ in range(6))
FILL["vin"] = lambda rng: rs(rng, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17)
FILL["isbn"] = lambda rng: (lambda d: "978-" + d[3] + "-" + d[4:8] + "-" + d[8:12] + "-" + str(S.isbn13_check(d)))("978" + digits(rng, 9))
FILL["serial"] = lambda rng: rs(rng, UPALNUM, 3) + "-" + rs(rng, UPALNUM, 6)
FILL["iban_be"] = lambda rng: (lambda b: "BE" + S.iban_check("BE", b) + " " + b[:4] + " " + b[4:8] + " " + b[8:])(digits(rng, 12))


# ---------------------------------------------------------------------------
# public material
# ---------------------------------------------------------------------------
def _eth(rng):
    return S.eth_address_from_scalar(S.secp_scalar(rng))


def _btc_bech32(rng):
    return S.segwit_address("bc", 0, S.hash160(S.secp_pub(S.secp_scalar(rng), True)))


def _btc_p2pkh(rng):
    return S.b58check_encode(b"\x00" + S.hash160(S.secp_pub(S.secp_scalar(rng), True)))


def _sol_addr(rng):
    return S.b58encode(S.ed25519_pub(rbytes(rng, 32)))


def _age_pub(rng):
    return S.bech32_encode("age", S.convertbits(S.x25519_pub(S.clamp25519(rbytes(rng, 32))), 8, 5))


def _npub(rng):
    return S.bech32_encode("npub", S.convertbits(S.secp_pub(S.secp_scalar(rng), True)[1:], 8, 5))


FILL["eth_addr"] = _eth
FILL["btc_addr"] = _btc_bech32
FILL["btc_legacy"] = _btc_p2pkh
FILL["sol_addr"] = _sol_addr
FILL["age_pub"] = _age_pub
FILL["npub"] = _npub
FILL["wg_pub"] = lambda rng: base64.b64encode(S.x25519_pub(S.clamp25519(rbytes(rng, 32)))).decode()
FILL["ssh_pub"] = lambda rng: S.ssh_ed25519_public(rng, rng.choice(COMMENTS))
FILL["xpub"] = lambda rng: S.xpub_from(rng, rng.choice(["xpub", "zpub"]))
FILL["pgp_fpr"] = lambda rng: " ".join(rs(rng, "0123456789ABCDEF", 4) for _ in range(10))
FILL["pem_pub"] = lambda rng: S.pem_public(S.ec_key(rng, "p256") if rng.random() < 0.6 else S.ed_key(rng))
FILL["tron_addr"] = lambda rng: S.b58check_encode(b"\x41" + bytes.fromhex(_eth(rng)[2:].lower()))

# ---------------------------------------------------------------------------
# BIP39-word prose (benign)
# ---------------------------------------------------------------------------
FILL["bip_bad12"] = lambda rng: " ".join(S.bip39_invalid(rng, 12))
FILL["bip_bad12_lines"] = lambda rng: "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(S.bip39_invalid(rng, 12)))
FILL["bip_few"] = lambda rng: ", ".join(rng.sample(S.EN, rng.choice([4, 5, 6, 7])))
FILL["biz_bad12"] = lambda rng: " ".join(S.bip39_invalid(rng, 12, "chinese_simplified"))
FILL["biz_few"] = lambda rng: "、".join(rng.sample(S.ZH, rng.choice([4, 5, 6, 8])))
FILL["bip_test_vector"] = lambda rng: " ".join(["abandon"] * 11 + ["about"])

# companions for key pairs (public halves / identifiers)
FILL["ali_akid"] = lambda rng: "LTAI5t" + rs(rng, ALNUM, 18)
FILL["tc_secretid"] = lambda rng: "AKID" + rs(rng, ALNUM, 32)
FILL["wx_appid"] = lambda rng: "wx" + rs(rng, HEX, 16)
FILL["feishu_appid"] = lambda rng: "cli_" + rs(rng, HEX, 16)
FILL["aws_akid"] = lambda rng: "AKIA" + rs(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
FILL["twilio_sid"] = lambda rng: "AC" + rs(rng, HEX, 32)

# vocabulary for benign code and references
pool("var_pw", "DB_PASSWORD|POSTGRES_PASSWORD|MYSQL_PWD|PMR_DB_PASS|SMTP_PASSWORD|REDIS_PASSWORD|LEDGER_DB_PASSWORD|FINDS_DB_PASS")
pool("var_key", "STRIPE_SECRET_KEY|SENTRY_AUTH_TOKEN|OPENAI_API_KEY|MAILGUN_API_KEY|SHOPIFY_ADMIN_TOKEN|HF_TOKEN|TWILIO_AUTH_TOKEN|DEPLOY_TOKEN")
pool("var_any", "DB_PASSWORD|SMTP_PASSWORD|STRIPE_SECRET_KEY|SENTRY_AUTH_TOKEN|API_TOKEN|WEBHOOK_SECRET|REDIS_PASSWORD|SIGNING_KEY")
pool("var_lower", "db_password|smtp_password|api_token|stripe_key|webhook_secret|redis_password")
pool("pm_app", "1Password|Bitwarden|KeePassXC|Proton Pass|Dashlane|Keeper|Enpass|Apple Passwords")
pool("pm_vault", "Home|Family|Shop|Club|Pharmacy|Ops|Shared|Tour")
pool("item_en", "Router (Livebox)|PMR dispensary|WordPress admin|League website|Shopify staff|Joint account|Synology NAS|Booking system|Alarm panel")
pool("item_zh", "家里网络|店里收银|公众号后台|网银|NAS|监控|工地考勤|小程序后台")
pool("thing_en", "router admin password|alarm code|bank PIN|Wi-Fi password|safe combination|seed phrase|NAS login|booking-system password")
pool("thing_zh", "路由器密码|保险柜密码|网银密码|WiFi 密码|钱包助记词|监控密码|收银系统密码")
pool("where_en", "on the sticker under the router|in the sealed envelope at the solicitor's|on the steel plate in the safe deposit box|in my head and nowhere else|in the password manager, shared vault|on the card in the fireproof box|with the office manager")
pool("where_zh", "贴在路由器背面|在密码本里，密码本锁在抽屉|刻在钢板上放银行保管箱|只在我脑子里，没写下来|存在密码管理器的共享库里|交给会计保管")
pool("svc_en", "the bank|the league site|the PMR|the booking system|the council portal|the pension line|the ticketing site")
pool("svc_zh", "银行|医保系统|公众号后台|网上营业厅|个税App|学信网|12306")
pool("host_plain", "forge-shop.example|stagedoor.org|glidingclub.org.uk|tailor-shop.fr|oyster-farm.ie|puppet-theatre.org|derby-league.example")
pool("tz", "Europe/London|Europe/Paris|Asia/Singapore|Asia/Hong_Kong|America/Argentina/Buenos_Aires|Asia/Karachi|Asia/Almaty")
pool("loglevel", "info|debug|warn|error")
pool("region", "eu-west-1|eu-central-1|ap-southeast-1|us-east-2|ap-east-1")
pool("bucket", "dig-photos-2026|tour-posters|pmr-exports|derby-media|hut-logbook|forge-product-images")
pool("feature", "FEATURE_DARK_MODE|ENABLE_BETA_ROTA|SHOW_TOUR_MAP|USE_NEW_CHECKOUT|ALLOW_GUEST_BOOKING")
pool("num_small", "2|3|4|5|6|8|10|12")
pool("pkg_js", "alpinejs|leaflet|dayjs|htmx.org|chart.js|lodash|axios|vue")
FILL["ss"] = lambda rng: "%02d" % rng.randrange(0, 60)
FILL["trk_s10_sg"] = lambda rng: _s10(rng, rng.choice(["RR", "RB", "LX"]), "SG")
