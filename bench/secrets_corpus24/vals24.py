"""Secret value generators for secrets_corpus24.

Each generator takes (rng, *args) and returns a Secret: `value` is the exact text that goes
into the case (the gold span), `rec` is the generator's record that the checks compare
against, `comp` holds companions (user names, SSIDs, expiry dates, questions, public halves,
issuers, ...) that a template may print beside the secret.
"""
import base64
import hashlib
import json
import random
import string
import urllib.parse

from cryptography.hazmat.primitives.asymmetric import ec, ed25519, x25519

import struct24 as S


class Secret:
    def __init__(self, family, value, rec=None, comp=None):
        self.family = family
        self.value = value
        self.rec = dict(rec or {})
        self.rec["family"] = family
        self.comp = dict(comp or {})


ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"


def rstr(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def rbytes(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


# ---------------------------------------------------------------------------
# digits: otp, pin, door codes
# ---------------------------------------------------------------------------
EN_DIG = "zero one two three four five six seven eight nine".split()
ZH_DIG = "零一二三四五六七八九"
ZH_RADIO = "洞幺两三四五六拐八勾"
FW = str.maketrans("0123456789", "０１２３４５６７８９")


def draw_digits(rng, n, lead_zero_ok=True):
    while True:
        d = "".join(rng.choice("0123456789") for _ in range(n))
        if not lead_zero_ok and d[0] == "0":
            continue
        if len(set(d)) < max(2, n // 2):
            continue
        if d in "01234567890" or d in "98765432109":
            continue
        return d


def _words_oh(d, cap=False):
    out, i = [], 0
    while i < len(d):
        if i + 2 < len(d) and d[i] == d[i + 1] == d[i + 2]:
            out.append("triple " + ("oh" if d[i] == "0" else EN_DIG[int(d[i])]))
            i += 3
        elif i + 1 < len(d) and d[i] == d[i + 1]:
            out.append("double " + ("oh" if d[i] == "0" else EN_DIG[int(d[i])]))
            i += 2
        else:
            out.append("oh" if d[i] == "0" else EN_DIG[int(d[i])])
            i += 1
    return out


def render_digits(d, fmt, rng):
    n = len(d)
    if fmt == "plain":
        return d
    if fmt == "sp":        # 482 913 / 4829 1307 / 48 21
        h = n // 2 if n % 2 == 0 else 3
        return d[:h] + " " + d[h:]
    if fmt == "dash":
        h = n // 2 if n % 2 == 0 else 3
        return d[:h] + "-" + d[h:]
    if fmt == "dot":
        h = n // 2 if n % 2 == 0 else 3
        return d[:h] + "." + d[h:]
    if fmt == "g":
        return "G-" + d
    if fmt == "each":
        return " ".join(d)
    if fmt == "eachdash":
        return "-".join(d)
    if fmt == "words":
        return " ".join(EN_DIG[int(c)] for c in d)
    if fmt == "wordsdash":
        return "-".join(EN_DIG[int(c)] for c in d)
    if fmt == "wordscomma":
        return ", ".join(EN_DIG[int(c)] for c in d)
    if fmt == "oh":
        return " ".join(_words_oh(d))
    if fmt == "nought":
        return " ".join("nought" if c == "0" else EN_DIG[int(c)] for c in d)
    if fmt == "cap":
        return " ".join(EN_DIG[int(c)].capitalize() + "." for c in d)[:-1]
    if fmt == "zh":
        return "".join(ZH_DIG[int(c)] for c in d)
    if fmt == "zhyao":
        return "".join("幺" if c == "1" else ZH_DIG[int(c)] for c in d)
    if fmt == "zhdun":
        return "、".join(ZH_DIG[int(c)] for c in d)
    if fmt == "zhcomma":
        return "，".join("幺" if c == "1" else ZH_DIG[int(c)] for c in d)
    if fmt == "zhsep":
        sep = rng.choice(["、", "，", " ", "-", "…"])
        yao = rng.random() < 0.5
        return sep.join(("幺" if c == "1" and yao else ZH_DIG[int(c)]) for c in d)
    if fmt == "zhsp":
        return " ".join(ZH_DIG[int(c)] for c in d)
    if fmt == "radio":
        return "".join(ZH_RADIO[int(c)] for c in d)
    if fmt == "fw":
        return d.translate(FW)
    if fmt == "hash":
        return d + "#"
    if fmt == "star":
        return "*" + d + "#"
    if fmt == "letter":
        return rng.choice("ABCDEFK") + d
    if fmt == "enter":
        return d + "✓"
    raise ValueError("digit format " + fmt)


def _code(family, rng, n, fmt, lead_zero_ok=True):
    n = int(n)
    d = draw_digits(rng, n, lead_zero_ok)
    v = render_digits(d, fmt, rng)
    comp = {"mins": str(rng.choice([3, 5, 5, 10, 10, 15])), "again": v,
            "tail": "".join(rng.choice("0123456789") for _ in range(4))}
    return Secret(family, v, {"digits": d, "fmt": fmt}, comp)


def g_otp(rng, n="6", fmt="plain"):
    return _code("otp", rng, n, fmt)


def g_pin(rng, n="4", fmt="plain"):
    return _code("pin", rng, n, fmt, lead_zero_ok=False)


def g_door(rng, n="4", fmt="plain"):
    return _code("door", rng, n, fmt, lead_zero_ok=False)


# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------
PW_WORDS = """anchor biscuit cobalt drizzle ember falcon gravel harbour indigo juniper kettle lantern
marble nutmeg orchard pebble quartz saffron thistle umber velvet walnut yarrow zephyr basalt
cinder dune fennel glacier heron ivy jasper kelp lupin moss nettle oyster pylon quill rook
sorrel tundra urchin vole wicker alder bramble cedar dahlia egret fjord gorse hazel inlet
jackdaw kestrel larch magpie newt osprey plover raven sparrow teal wren badger coyote dingo
ferret gecko hyena ibex jaguar koala lemur marmot narwhal ocelot panda quokka tapir walrus
yak zebu cactus cumin paprika ginger clove fig quince mango papaya lychee durian guava
tamarind sesame lentil barley rye millet sorghum tractor canoe sledge kayak rickshaw tram
ferry glider zeppelin compass sextant anvil chisel trowel spindle bobbin thimble kiln loom
easel""".split()
SYMS = "!@#$%&*?+=~"
PINYIN_NAMES = ["zhangwei", "liuyang", "wangfang", "chenjing", "lixiaoming", "zhaolei", "huangmin", "zhouqiang",
                "wuhao", "xuli", "sunyue", "majun", "hulin", "guoping", "hexin", "gaojie", "linfeng", "luoxia",
                "songtao", "tangning", "hanmei", "fengyu", "dengchao", "caiwen"]
KB_WALKS = ["1qaz@WSX3edc", "zaq1!QAZ", "qwer#1234", "Asdf;lkj88", "!QAZ2wsx#EDC", "1q2w3e4r%T", "Zxcv!2468",
            "qazWSX#741", "Poiu)0987", "mko0(IJN", "1qa2ws3ed$RF", "hjkl;5678"]
LEET = str.maketrans({"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"})
NATO = {"a": "alfa", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf",
        "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima", "m": "mike", "n": "november",
        "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo", "s": "sierra", "t": "tango", "u": "uniform",
        "v": "victor", "w": "whiskey", "x": "x-ray", "y": "yankee", "z": "zulu"}
SYM_EN = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar sign", "%": "percent", "&": "ampersand",
          "*": "asterisk", "?": "question mark", "+": "plus", "=": "equals", "~": "tilde", "-": "dash", ".": "dot",
          "_": "underscore"}
SYM_ZH = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "和号", "*": "星号",
          "?": "问号", "+": "加号", "=": "等号", "~": "波浪号", "-": "横杠", ".": "点", "_": "下划线"}


def make_password(rng, style):
    if style == "any":
        style = rng.choice(["wsd", "camel", "dashed", "leet", "random", "pinyin", "walk", "dotted", "wsd2"])
    if style == "wsd":
        return rng.choice(PW_WORDS).capitalize() + rng.choice(SYMS) + str(rng.randrange(10, 9999))
    if style == "wsd2":
        return rng.choice(PW_WORDS) + str(rng.randrange(1, 99)) + rng.choice(PW_WORDS).capitalize() + rng.choice(SYMS)
    if style == "camel":
        return "".join(w.capitalize() for w in rng.sample(PW_WORDS, 3)) + str(rng.randrange(1, 99))
    if style == "dashed":
        return "-".join(rng.sample(PW_WORDS, 4))
    if style == "dotted":
        return ".".join(w.capitalize() if i == 1 else w for i, w in enumerate(rng.sample(PW_WORDS, 3))) + "." + str(rng.randrange(10, 99))
    if style == "phrase":
        return " ".join(rng.sample(PW_WORDS, 4))
    if style == "leet":
        w = rng.choice(PW_WORDS) + rng.choice(PW_WORDS)
        return w.translate(LEET).capitalize() + rng.choice(SYMS)
    if style == "random":
        while True:
            p = rstr(rng, ALNUM + "!#%&*+?@", rng.randrange(12, 17))
            if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p):
                return p
    if style == "pinyin":
        return rng.choice(PINYIN_NAMES) + rng.choice(["", "@", "."]) + "%02d%02d" % (rng.randrange(1, 13), rng.randrange(1, 29))
    if style == "pinyin2":
        return rng.choice(PINYIN_NAMES).capitalize() + rng.choice(["@", "#", "_"]) + str(rng.randrange(1960, 2012))
    if style == "walk":
        return rng.choice(KB_WALKS) + rng.choice(["", "!", str(rng.randrange(1, 9))])
    if style == "alnum":
        while True:
            p = rstr(rng, ALNUM, rng.randrange(10, 14))
            if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p):
                return p
    raise ValueError("password style " + style)


def spell(pw, how):
    parts = []
    for c in pw:
        if how == "nato":
            if c.isalpha():
                parts.append(("capital " + NATO[c.lower()].capitalize()) if c.isupper() else NATO[c])
            elif c.isdigit():
                parts.append(EN_DIG[int(c)])
            else:
                parts.append(SYM_EN[c])
        elif how == "en":
            if c.isalpha():
                parts.append(("capital " + c.upper()) if c.isupper() else c)
            elif c.isdigit():
                parts.append(EN_DIG[int(c)])
            else:
                parts.append(SYM_EN[c])
        elif how == "zh":
            if c.isalpha():
                parts.append(("大写" if c.isupper() else "小写") + c)
            elif c.isdigit():
                parts.append("数字" + c)
            else:
                parts.append(SYM_ZH[c])
    return ("、" if how == "zh" else ", ").join(parts)


def render_pw(pw, render):
    if render == "plain":
        return pw
    if render in ("nato", "en", "zh"):
        return spell(pw, render)
    if render == "fw":
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in pw)
    raise ValueError(render)


def _pw_ok_for(render, pw):
    if render in ("nato", "en", "zh"):
        return all(c.isalnum() or c in SYM_EN for c in pw) and " " not in pw and len(pw) <= 14
    return True


def g_pw(rng, style="any", render="plain"):
    while True:
        pw = make_password(rng, style)
        if _pw_ok_for(render, pw):
            break
    return Secret("pw", render_pw(pw, render), {"password": pw, "render": render}, _people(rng))


USERS_EN = ["frontdesk", "admin", "m.okafor", "jgallagher", "till2", "reception", "ops", "svc-backup", "kiosk01",
            "lab.tech", "pharm-rx", "projection", "studio", "warden", "bookings", "coach.k", "manager", "stock"]
USERS_ZH = ["qiantai", "admin", "caiwu01", "dianzhang", "shouyin2", "kefu", "cangku", "laoban", "zhangjl", "liu.kj",
            "yunying", "huiji", "jishu", "hr01"]
DOMAINS = ["mailbox.org", "posteo.net", "gmx.net", "outlook.com", "icloud.com", "yahoo.com", "zoho.eu", "fastmail.com",
           "163.com", "126.com", "sina.cn", "qq.com", "aliyun.com", "foxmail.com"]


def _people(rng):
    u = rng.choice(USERS_EN + USERS_ZH)
    return {"user": u, "email": u.replace("-", ".") + str(rng.randrange(2, 99)) + "@" + rng.choice(DOMAINS),
            "user_en": rng.choice(USERS_EN), "user_zh": rng.choice(USERS_ZH)}


def g_login(rng, style="any", ukind="user"):
    pw = make_password(rng, style)
    s = Secret("login", pw, {"password": pw}, _people(rng))
    if ukind == "email":
        s.comp["user"] = s.comp["email"]
    elif ukind == "zh":
        s.comp["user"] = s.comp["user_zh"]
    elif ukind == "en":
        s.comp["user"] = s.comp["user_en"]
    elif ukind == "phone":
        s.comp["user"] = "1" + rng.choice("3578") + "".join(rng.choice("0123456789") for _ in range(9))
    return s


SSIDS = ["Lantern-Guest", "BOOKSHOP_5G", "Pharmacy-Staff", "HALL_WIFI", "Ferrybank-Net", "ChessClub", "Kiln&Co",
         "Studio-Annex", "TP-LINK_7A3C", "HUAWEI-9F21", "ChinaNet-x4Kp", "CMCC-Jd8q", "Xiaomi_5E0A", "MERCURY_2C4",
         "Laundry-Free", "TeaHouse-2F", "KTV-Staff", "Barn-Events", "Depot-Office", "Casa-Ledesma", "VodafoneHome-21",
         "ZTE-8C1B", "H3C_2F8A", "FAST_6D90", "Tenda_51E0", "DIRECT-Printer"]


def g_wifi(rng, style="any"):
    if style == "psk64":
        v = rstr(rng, HEX, 64)
    elif style == "digits":
        v = "".join(rng.choice("0123456789") for _ in range(rng.choice([8, 10, 12])))
    elif style == "phrase":
        v = " ".join(rng.sample(PW_WORDS, 3))
    else:
        while True:
            v = make_password(rng, style)
            if 8 <= len(v) <= 63:
                break
    return Secret("wifi", v, {"password": v}, {"ssid": rng.choice(SSIDS)})


# ---------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------
TEST_CARDS = {"4242424242424242", "4000056655665556", "5555555555554444", "378282246310005", "6200000000000005",
              "6250941006528599", "4111111111111111", "5105105105105100", "4012888888881881", "371449635398431",
              "6011111111111117", "3530111333300000", "30569309025904", "4000000000000002", "5200828282828210",
              "6011000990139424", "3566002020360505", "36227206271667", "6221260000000000", "4000002500003155"}


def card_brand(d):
    n = len(d)
    if d[0] == "4" and n in (13, 16, 19):
        return "visa"
    if n == 16 and (51 <= int(d[:2]) <= 55 or 2221 <= int(d[:4]) <= 2720):
        return "mastercard"
    if n == 15 and d[:2] in ("34", "37"):
        return "amex"
    if n == 16 and (d[:4] == "6011" or d[:2] == "65" or 644 <= int(d[:3]) <= 649):
        return "discover"
    if n in (16, 19) and 3528 <= int(d[:4]) <= 3589:
        return "jcb"
    if n in (16, 19) and d[:2] == "62":
        return "unionpay"
    if n == 14 and (d[:2] in ("36", "38") or 300 <= int(d[:3]) <= 305):
        return "diners"
    if 12 <= n <= 19 and d[:4] in ("5018", "5020", "5038", "6304", "6759", "6761", "6763"):
        return "maestro"
    if n == 16 and d[:4] in ("2200", "2201", "2202", "2203", "2204"):
        return "mir"
    return None


CARD_PREFIX = {"visa": ["4"], "mc": ["51", "52", "53", "54", "55", "2221", "2410", "2720"], "amex": ["34", "37"],
               "disc": ["6011", "65"], "jcb": ["3528", "3566", "3589"], "up": ["62"], "diners": ["36", "38"],
               "maestro": ["6759", "5018", "6304"], "mir": ["2200", "2202"]}


def g_card(rng, brand="visa", fmt="g4"):
    length = {"amex": 15, "diners": 14, "up19": 19, "maestro": 19 if rng.random() < 0.5 else 16}.get(brand, 16)
    pool = CARD_PREFIX["up" if brand == "up19" else brand]
    while True:
        p = rng.choice(pool)
        p += "".join(rng.choice("0123456789") for _ in range(length - 1 - len(p)))
        d = S.luhn_complete(p)
        if d not in TEST_CARDS and card_brand(d) and len(set(d)) > 4:
            break
    if fmt == "plain":
        v = d
    elif fmt in ("g4", "dash4", "fw"):
        if len(d) == 15:
            g = [d[:4], d[4:10], d[10:]]
        elif len(d) == 14:
            g = [d[:4], d[4:10], d[10:]]
        else:
            g = [d[i:i + 4] for i in range(0, len(d), 4)]
        v = ("-" if fmt == "dash4" else " ").join(g)
        if fmt == "fw":
            v = v.translate(FW)
    else:
        raise ValueError(fmt)
    exp = "%02d/%02d" % (rng.randrange(1, 13), rng.randrange(27, 32))
    cvv = "".join(rng.choice("0123456789") for _ in range(4 if len(d) == 15 else 3))
    return Secret("card", v, {"digits": d}, {"exp": exp, "cvv": cvv, "last4": d[-4:]})


# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------
def g_totp(rng, nbytes="20", fmt="plain", issuer="", acct=""):
    nbytes = int(nbytes)
    while True:
        raw = rbytes(rng, nbytes)
        b = S.b32(raw)
        if any(c.isdigit() for c in b) and b != "JBSWY3DPEHPK3PXP":
            break
    if fmt == "plain":
        v = b
    elif fmt == "lower":
        v = b.lower()
    elif fmt in ("g4", "g4l", "dash4", "g4wrap"):
        g = [b[i:i + 4] for i in range(0, len(b), 4)]
        if fmt == "g4":
            v = " ".join(g)
        elif fmt == "g4l":
            v = " ".join(g).lower()
        elif fmt == "dash4":
            v = "-".join(g)
        else:
            half = (len(g) + 1) // 2
            v = " ".join(g[:half]) + "\n" + " ".join(g[half:])
    elif fmt == "g8":
        v = " ".join(b[i:i + 8] for i in range(0, len(b), 8))
    elif fmt == "hex":
        v = raw.hex()
    elif fmt == "pad":
        v = base64.b32encode(raw).decode()
    elif fmt == "uri":
        iss = issuer or rng.choice(["Kraken", "Tuta", "Infomaniak", "Migadu", "Hetzner", "OVH", "Porkbun"])
        a = acct or rng.choice(["ops@", "me@", "billing@", "admin@"]) + rng.choice(["lantern.ink", "kiln.studio", "ferrybank.ie", "tea-2f.cn"])
        v = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (
            urllib.parse.quote(iss), urllib.parse.quote(a), b, urllib.parse.quote(iss))
    elif fmt == "urimin":
        iss = issuer or rng.choice(["Gitea", "Sentry", "Zammad", "Authentik"])
        v = "otpauth://totp/%s?secret=%s&issuer=%s" % (urllib.parse.quote(iss), b, urllib.parse.quote(iss))
    else:
        raise ValueError(fmt)
    now = S.hotp(raw, 58000000 + rng.randrange(100000))
    return Secret("totp", v, {"bytes": raw.hex()}, {"code": now, "issuer": issuer})


# ---------------------------------------------------------------------------
# recovery codes
# ---------------------------------------------------------------------------
CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯"
ZH_NUM = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二", "十三", "十四", "十五", "十六"]


def rc_code(rng, shape):
    if shape == "gh":
        return rstr(rng, HEX, 5) + "-" + rstr(rng, HEX, 5)
    if shape == "d8":
        return "".join(rng.choice("0123456789") for _ in range(8))
    if shape == "d8sp":
        d = "".join(rng.choice("0123456789") for _ in range(8))
        return d[:4] + " " + d[4:]
    if shape == "x4x3":
        return "-".join(rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(3))
    if shape == "h10":
        return rstr(rng, HEX, 10)
    if shape == "l8":
        return rstr(rng, "abcdefghjkmnpqrstuvwxyz23456789", 8)
    if shape == "u10":
        return rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    if shape == "q4":
        return "-".join(rstr(rng, string.ascii_lowercase, 4) for _ in range(4))
    if shape == "d5d5":
        return "".join(rng.choice("0123456789") for _ in range(5)) + "-" + "".join(rng.choice("0123456789") for _ in range(5))
    if shape == "ms25":
        return "-".join(rstr(rng, "BCDFGHJKMPQRTVWXY2346789", 5) for _ in range(5))
    if shape == "disc":
        return rstr(rng, LOWER_ALNUM, 4) + "-" + rstr(rng, LOWER_ALNUM, 4)
    if shape == "hex16":
        return rstr(rng, HEX, 16)
    if shape == "l12":
        return rstr(rng, LOWER_ALNUM, 12)
    if shape == "u4u4":
        return rstr(rng, UPPER_ALNUM, 4) + "-" + rstr(rng, UPPER_ALNUM, 4)
    if shape == "bw":
        return "-".join(rstr(rng, UPPER_ALNUM, 4) for _ in range(7))
    raise ValueError(shape)


def rc_layout(codes, layout, rng):
    n = len(codes)
    if layout == "lines":
        return "\n".join(codes)
    if layout == "num":
        return "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "num2":
        return "\n".join("%02d  %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "paren":
        return "\n".join("(%s) %s" % ("abcdefghijklmnop"[i], c) for i, c in enumerate(codes))
    if layout == "hash":
        return "\n".join("#%d %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "bullet":
        return "\n".join("* " + c for c in codes)
    if layout == "dash":
        return "\n".join("- " + c for c in codes)
    if layout == "comma":
        return ", ".join(codes)
    if layout == "semi":
        return "; ".join(codes)
    if layout == "space":
        return "  ".join(codes)
    if layout == "tab3":
        return "\n".join("\t".join(codes[i:i + 3]) for i in range(0, n, 3))
    if layout == "pipe2":
        return "\n".join("| " + " | ".join(codes[i:i + 2]) + " |" for i in range(0, n, 2))
    if layout == "yaml":
        return "recovery_codes:\n" + "\n".join("  - " + c for c in codes)
    if layout == "toml":
        return "codes = [" + ", ".join('"%s"' % c for c in codes) + "]"
    if layout == "pylist":
        return "[" + ", ".join("'%s'" % c for c in codes) + "]"
    if layout == "json":
        return json.dumps(codes)
    if layout == "htmltable":
        rows = "".join("<tr><td>%s</td><td>%s</td></tr>" % (codes[i], codes[i + 1] if i + 1 < n else "") for i in range(0, n, 2))
        return "<table>" + rows + "</table>"
    if layout == "orgtable":
        return "\n".join("| %d | %s |" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "latex":
        return "\\begin{enumerate}\n" + "\n".join("  \\item " + c for c in codes) + "\n\\end{enumerate}"
    if layout == "used":
        k = max(1, n // 4)
        return "\n".join(("%s (used)" % c) if i < k else c for i, c in enumerate(codes))
    if layout == "tick":
        k = max(1, n // 3)
        return "\n".join(("✔ " + c) if i < k else ("  " + c if False else "□ " + c) for i, c in enumerate(codes))
    if layout == "slash":
        return "1/%d " % n + codes[0] + "".join("\n%d/%d %s" % (i + 1, n, c) for i, c in enumerate(codes) if i)
    if layout == "circled":
        return "\n".join(CIRCLED[i] + " " + c for i, c in enumerate(codes))
    if layout == "zhnum":
        return "\n".join(ZH_NUM[i] + "、" + c for i, c in enumerate(codes))
    if layout == "zhdi":
        return "；".join("第%d个 %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "zhcomma":
        return "，".join(codes)
    if layout == "dun":
        return "、".join(codes)
    if layout == "cols2":
        half = (n + 1) // 2
        return "\n".join("%-2d %s      %-2d %s" % (i + 1, codes[i], i + 1 + half, codes[i + half]) if i + half < n
                         else "%-2d %s" % (i + 1, codes[i]) for i in range(half))
    if layout == "single":
        return codes[0]
    raise ValueError(layout)


def g_rc(rng, shape="gh", layout="lines", n="10"):
    n = int(n)
    if layout == "single":
        n = 1
    codes = []
    while len(codes) < n:
        c = rc_code(rng, shape)
        if c not in codes:
            codes.append(c)
    return Secret("rc", rc_layout(codes, layout, rng), {"codes": codes, "shape": shape, "layout": layout},
                  {"n": str(n), "first": codes[0]})


# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------
def _scalar(rng):
    while True:
        k = int.from_bytes(rbytes(rng, 32), "big")
        if 1 <= k < S.SECP256K1_N:
            return k


def g_wk(rng, typ="wif"):
    comp = {}
    rec = {"type": typ}
    if typ in ("wif", "wifu", "wift", "ltc", "doge", "electrum"):
        k = _scalar(rng)
        ver = {"wif": 0x80, "wifu": 0x80, "wift": 0xEF, "ltc": 0xB0, "doge": 0x9E, "electrum": 0x80}[typ]
        v = S.wif_encode(k, ver, compressed=(typ != "wifu"))
        pub = S.secp_pub(k, typ != "wifu")
        comp["addr"] = {0x80: S.p2pkh(pub), 0xEF: S.p2pkh(pub, 0x6F), 0xB0: S.p2pkh(pub, 0x30), 0x9E: S.p2pkh(pub, 0x1E)}[ver]
        if typ == "electrum":
            v = "p2wpkh:" + v
            comp["addr"] = S.segwit_address("bc", 0, S.hash160(pub))
        rec["k"] = k
    elif typ in ("hex", "hex0x"):
        k = _scalar(rng)
        v = ("0x" if typ == "hex0x" else "") + k.to_bytes(32, "big").hex()
        comp["addr"] = S.eth_address(k)
        rec["k"] = k
    elif typ in ("xprv", "yprv", "zprv", "tprv"):
        k, chain = S.bip32_master(rbytes(rng, 32))
        depth = rng.choice([0, 3, 4])
        fp = bytes(4) if depth == 0 else rbytes(rng, 4)
        child = 0 if depth == 0 else rng.choice([0, 1, 0x80000000])
        v = S.bip32_serialize(typ, depth, fp, child, chain, b"\x00" + k.to_bytes(32, "big"))
        rec["k"] = k
    elif typ == "sol":
        seed = rbytes(rng, 32)
        pub = S.ed25519_pub(seed)
        v = S.b58encode(seed + pub)
        comp["addr"] = S.b58encode(pub)
        rec["seed"] = seed.hex()
    elif typ == "nsec":
        k = _scalar(rng)
        v = S.bech32_bytes("nsec", k.to_bytes(32, "big"))
        comp["addr"] = S.bech32_bytes("npub", S.secp_pub(k)[1:])
        rec["k"] = k
    elif typ == "stellar":
        seed = rbytes(rng, 32)
        v = S.strkey_encode(S.STELLAR_SEED, seed)
        comp["addr"] = S.strkey_encode(S.STELLAR_PUB, S.ed25519_pub(seed))
        rec["seed"] = seed.hex()
    elif typ == "xrpl":
        ent = rbytes(rng, 16)
        v = S.xrpl_seed(ent)
        rec["entropy"] = ent.hex()
    elif typ == "ada":
        seed = rbytes(rng, 32)
        v = S.bech32_bytes("ed25519_sk", seed)
        rec["seed"] = seed.hex()
    elif typ == "sui":
        seed = rbytes(rng, 32)
        v = S.bech32_bytes("suiprivkey", b"\x00" + seed)
        rec["seed"] = seed.hex()
    else:
        raise ValueError(typ)
    return Secret("wk", v, rec, comp)


# ---------------------------------------------------------------------------
# seed phrases
# ---------------------------------------------------------------------------
EN_NUMWORD = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty twenty-one twenty-two twenty-three twenty-four".split()


def mn_layout(words, layout):
    n = len(words)
    if layout == "line":
        return " ".join(words)
    if layout == "lines":
        return "\n".join(words)
    if layout == "num":
        return "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "parenin":
        return " ".join("%d) %s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "num2":
        return "\n".join("%02d  %s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "rows4":
        return "\n".join("   ".join("%d.%s" % (j + 1, words[j]) for j in range(i, min(i + 4, n))) for i in range(0, n, 4))
    if layout == "rows3":
        return "\n".join("  ".join("%02d %s" % (j + 1, words[j]) for j in range(i, min(i + 3, n))) for i in range(0, n, 3))
    if layout == "cols2":
        half = n // 2
        return "\n".join(("%-4s%-11s%s %s" % ("%d." % (i + 1), words[i], "%d." % (i + 1 + half), words[i + half])) for i in range(half))
    if layout == "cols3":
        third = n // 3
        return "\n".join("   ".join("%02d %-9s" % (i + 1 + c * third, words[i + c * third]) for c in range(3)).rstrip() for i in range(third))
    if layout == "comma":
        return ", ".join(words)
    if layout == "bullets":
        return "\n".join("- " + w for w in words)
    if layout == "upper":
        return " ".join(w.upper() for w in words)
    if layout == "title":
        return " ".join(w.capitalize() for w in words)
    if layout == "json":
        return json.dumps(words, ensure_ascii=False)
    if layout == "pylist":
        return "[" + ", ".join("'%s'" % w for w in words) + "]"
    if layout == "htmlol":
        return "<ol>" + "".join("<li>%s</li>" % w for w in words) + "</ol>"
    if layout == "mdtable":
        return "| # | |\n|---|---|\n" + "\n".join("| %d | %s |" % (i + 1, w) for i, w in enumerate(words))
    if layout == "orgtable":
        return "|----+---------|\n" + "\n".join("| %2d | %s |" % (i + 1, w) for i, w in enumerate(words)) + "\n|----+---------|"
    if layout == "box":
        top = "┌────┬────────────┐"
        rows = "\n".join("│ %2d │ %-10s │" % (i + 1, w) for i, w in enumerate(words))
        return top + "\n" + rows + "\n└────┴────────────┘"
    if layout == "pipes":
        return "\n".join(" | ".join(words[i:i + 6]) for i in range(0, n, 6))
    if layout == "slash":
        return " / ".join(words)
    if layout == "wordn":
        return "\n".join("Word %02d: %s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "spoken":
        return " ".join("Number %s is %s." % (EN_NUMWORD[i + 1], w) for i, w in enumerate(words))
    if layout == "sixes":
        return "\n".join(" ".join(words[i:i + 6]) for i in range(0, n, 6))
    if layout == "dots":
        return " · ".join(words)
    if layout == "yaml":
        return "\n".join("  - " + w for w in words).lstrip()
    # Chinese-specific layouts
    if layout == "zsp":
        return " ".join(words)
    if layout == "zcat":
        return "".join(words)
    if layout == "zideo":
        return "\n".join("\u3000".join(words[i:i + 4]) for i in range(0, n, 4))
    if layout == "zdun":
        return "、".join(words)
    if layout == "zcomma":
        return "，".join(words)
    if layout == "zbracket":
        return "".join("【%s】" % w for w in words)
    if layout == "znumin":
        return " ".join("%d-%s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "zgrid3":
        return "\n".join("  ".join("%02d %s" % (j + 1, words[j]) for j in range(i, min(i + 3, n))) for i in range(0, n, 3))
    if layout == "znum":
        return "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "ztable":
        return "| 序 | 字 |\n|---|---|\n" + "\n".join("| %d | %s |" % (i + 1, w) for i, w in enumerate(words))
    if layout == "zrows6":
        return "\n".join(" ".join(words[i:i + 6]) for i in range(0, n, 6))
    if layout == "zslash":
        return " / ".join(words)
    if layout == "zcolon":
        return "\n".join("%d：%s" % (i + 1, w) for i, w in enumerate(words))
    raise ValueError(layout)


def _phrase(rng, n, lang):
    n = int(n)
    nbytes = {12: 16, 15: 20, 18: 24, 21: 28, 24: 32}[n]
    while True:
        ent = rbytes(rng, nbytes)
        words = S.bip39_phrase(ent, lang)
        if len(set(words)) == len(words):
            return words


def g_mn(rng, n="12", layout="line"):
    words = _phrase(rng, n, "english")
    return Secret("mn", mn_layout(words, layout), {"words": words, "lang": "english", "layout": layout})


def g_mz(rng, n="12", layout="zsp", script="s"):
    lang = "chinese_traditional" if script == "t" else "chinese_simplified"
    words = _phrase(rng, n, lang)
    return Secret("mz", mn_layout(words, layout), {"words": words, "lang": lang, "layout": layout})


# ---------------------------------------------------------------------------
# .env values
# ---------------------------------------------------------------------------
def g_envv(rng, style="hex64"):
    if style == "hex32":
        v = rstr(rng, HEX, 32)
    elif style == "hex64":
        v = rstr(rng, HEX, 64)
    elif style == "b64":
        v = base64.b64encode(rbytes(rng, 32)).decode()
    elif style == "b64url":
        v = S.b64u(rbytes(rng, 32))
    elif style == "laravel":
        v = "base64:" + base64.b64encode(rbytes(rng, 32)).decode()
    elif style == "django":
        v = rstr(rng, string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50)
    elif style == "rand":
        v = rstr(rng, ALNUM, rng.randrange(28, 41))
    elif style == "pw":
        v = make_password(rng, rng.choice(["wsd", "random", "camel", "leet", "alnum"]))
    elif style == "sk_live":
        v = "sk_live_" + rstr(rng, ALNUM, 24)
    elif style == "hvs":
        v = "hvs." + rstr(rng, ALNUM, 24)
    elif style == "dapi":
        v = "dapi" + rstr(rng, HEX, 32)
    elif style == "age":
        v = "AGE-SECRET-KEY-1" + "".join(rng.choice(S.BECH32_CHARSET) for _ in range(58)).upper()
    elif style == "uuidish":
        h = rstr(rng, HEX, 32)
        v = "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
        v = "sec_" + v
    else:
        raise ValueError(style)
    return Secret("envv", v, {"value": v, "style": style})


# ---------------------------------------------------------------------------
# connection strings
# ---------------------------------------------------------------------------
DB_HOSTS = ["db-primary.internal", "10.20.4.17", "pg-main.lan", "mysql01.corp.local", "172.16.8.40",
            "prod-db.c8xk2m.eu-central-1.rds.amazonaws.com", "pc-2ze7k1v9.rwlb.rds.aliyuncs.com", "192.168.10.25",
            "sql-bookshop.database.windows.net", "cluster0.x7kq2.mongodb.net", "redis-14522.c8.eu-west-1-2.ec2.cloud.redislabs.com",
            "broker.fieldnet.io", "8f3c21aa.databases.neo4j.io", "doris-fe.dc1.local", "uxdb.hospital.local",
            "kwdb-01.plant.local", "goldendb-proxy.bank.local", "nats.depot.lan"]
DB_USERS = ["app", "bookshop_rw", "etl_user", "reporting", "svc_laundry", "root", "admin", "pharmacy", "dispatch",
            "zhyy_app", "ktv_pos", "erp", "analytics", "grafana_ro"]
DB_NAMES = ["bookshop", "pharmacy", "laundry", "venue", "erp", "kiln", "dispatch", "clinic", "members", "tickets",
            "zhangwu", "huiyuan", "kucun", "yingye"]


def db_password(rng):
    return make_password(rng, rng.choice(["random", "alnum", "wsd", "camel", "leet"])).replace("@", "!").replace("/", "").replace("?", "&").replace("#", "%")


def _urlpw(pw):
    return pw.replace("%", "%25").replace("&", "%26").replace("+", "%2B").replace("=", "%3D")


def g_cs(rng, scheme="pg"):
    u, h, db = rng.choice(DB_USERS), rng.choice(DB_HOSTS), rng.choice(DB_NAMES)
    pw = db_password(rng)
    up = _urlpw(pw)
    t = {
        "pg": "postgresql://{u}:{up}@{h}:5432/{db}?sslmode=require",
        "pgasync": "postgresql+asyncpg://{u}:{up}@{h}/{db}",
        "pgplain": "postgres://{u}:{up}@{h}:5432/{db}",
        "mysql": "mysql://{u}:{up}@{h}:3306/{db}",
        "pymysql": "mysql+pymysql://{u}:{up}@{h}:3306/{db}?charset=utf8mb4",
        "mongo": "mongodb://{u}:{up}@{h}:27017,{h2}:27017/{db}?replicaSet=rs0&authSource=admin",
        "rediss": "rediss://default:{up}@{h}:6380/0",
        "redis": "redis://:{up}@{h}:6379/2",
        "amqp": "amqp://{u}:{up}@{h}:5672/{db}",
        "neo4j": "neo4j+s://neo4j:{up}@{h}",
        "bolt": "bolt://{u}:{up}@{h}:7687",
        "mqtts": "mqtts://{u}:{up}@{h}:8883",
        "nats": "nats://{u}:{up}@{h}:4222",
        "ado": "Server=tcp:{h},1433;Initial Catalog={db};User ID={u};Password={pw};Encrypt=True;TrustServerCertificate=False;",
        "oracle_ado": "Data Source={h}:1521/ORCLPDB1;User Id={u};Password={pw};",
        "odbc": "DRIVER={{ODBC Driver 18 for SQL Server}};SERVER={h};DATABASE={db};UID={u};PWD={pw}",
        "jdbc_pg": "jdbc:postgresql://{h}:5432/{db}?user={u}&password={up}&ssl=true",
        "jdbc_mysql": "jdbc:mysql://{h}:3306/{db}?user={u}&password={up}&useSSL=true&serverTimezone=Asia/Shanghai",
        "jdbc_mssql": "jdbc:sqlserver://{h}:1433;databaseName={db};user={u};password={pw};encrypt=true",
        "jdbc_oracle": "jdbc:oracle:thin:{u}/{pw}@{h}:1521/ORCLPDB1",
        "doris": "jdbc:mysql://{h}:9030/{db}?user={u}&password={up}&rewriteBatchedStatements=true",
        "uxdb": "jdbc:uxdb://{h}:5432/{db}?user={u}&password={up}",
        "kaiwu": "postgresql://{u}:{up}@{h}:26257/{db}?sslmode=disable",
        "goldendb": "jdbc:goldendb://{h}:8880/{db}?user={u}&password={up}",
        "cockroach": "cockroachdb://{u}:{up}@{h}:26257/{db}?sslmode=verify-full",
        "oracledb": "oracle+oracledb://{u}:{up}@{h}:1521/?service_name=ORCLPDB1",
        "pyodbc": "mssql+pyodbc://{u}:{up}@{h}:1433/{db}?driver=ODBC+Driver+18+for+SQL+Server",
        "libpq": "host={h} port=5432 dbname={db} user={u} password={pw} sslmode=require",
        "mssqlurl": "sqlserver://{u}:{up}@{h}:1433?database={db}",
        "smtpurl": "smtp://{u}:{up}@{h}:587",
    }[scheme]
    pw_for_kv = pw
    if scheme in ("ado", "oracle_ado", "odbc", "libpq", "jdbc_mssql", "jdbc_oracle"):
        pw_for_kv = pw.replace(";", "").replace(" ", "").replace("/", "").replace("@", "")
    v = t.format(u=u, up=up, pw=pw_for_kv, h=h, h2=h.replace("1", "2", 1) if "1" in h else "replica-" + h, db=db)
    shown = up if "{up}" in t else pw_for_kv
    return Secret("cs", v, {"password": shown, "scheme": scheme}, {"user": u, "host": h, "db": db})


# ---------------------------------------------------------------------------
# URLs with credentials
# ---------------------------------------------------------------------------
def g_url(rng, kind="sftp"):
    pw = _urlpw(db_password(rng))
    u = rng.choice(["backup", "scanner", "admin", "uploader", "ops", "caisse", "shop", "cam"])
    if kind == "sftp":
        v, cred = "sftp://%s:%s@files.%s:22/upload/" % (u, pw, rng.choice(["lantern.ink", "depot-ops.net", "cha-lou.cn"])), pw
    elif kind == "ftps":
        v, cred = "ftps://%s:%s@ftp.%s/incoming" % (u, pw, rng.choice(["printworks.co", "kiln.studio", "xiyi.cn"])), pw
    elif kind == "smb":
        v, cred = "smb://%s:%s@nas.local/%s" % (u, pw, rng.choice(["scans", "accounts", "photos", "shared"])), pw
    elif kind == "rtsp":
        v, cred = "rtsp://admin:%s@192.168.%d.%d:554/Streaming/Channels/101" % (pw, rng.randrange(0, 10), rng.randrange(20, 250)), pw
    elif kind == "webdav":
        v, cred = "https://%s:%s@cloud.%s/remote.php/dav/files/%s/" % (u, pw, rng.choice(["famille-ledesma.net", "hall.org.uk"]), u), pw
    elif kind == "nasbasic":
        v, cred = "http://admin:%s@192.168.%d.%d:5000/" % (pw, rng.randrange(0, 3), rng.randrange(2, 250)), pw
    elif kind == "smtp":
        v, cred = "smtps://%s:%s@smtp.%s:465" % (u, pw, rng.choice(["mailbox.org", "zoho.eu", "qiye.163.com"])), pw
    elif kind == "ghs":
        tok = "ghs_" + rstr(rng, ALNUM, 36)
        v, cred = "https://x-access-token:%s@github.com/%s.git" % (tok, rng.choice(["lantern-books/site", "kiln-co/shop", "depot/dispatch"])), tok
    elif kind == "glpat":
        tok = "glpat-" + rstr(rng, ALNUM + "-_", 20)
        v, cred = "https://oauth2:%s@gitlab.%s/ops/infra.git" % (tok, rng.choice(["com", "depot-ops.net"])), tok
    elif kind == "gitee":
        tok = rstr(rng, HEX, 32)
        v, cred = "https://%s:%s@gitee.com/%s.git" % (rng.choice(["zhangjl", "caiwu01", "ktv-dev"]), tok, rng.choice(["xiyi/pos", "chalou/miniapp", "yaofang/erp"])), tok
    elif kind == "ntfy":
        tok = "tk_" + rstr(rng, LOWER_ALNUM, 29)
        a = S.b64u(("Bearer " + tok).encode())
        v, cred = "https://ntfy.%s/alerts/json?auth=%s" % (rng.choice(["depot-ops.net", "hall.org.uk"]), a), a
    elif kind == "pushover":
        tok = "a" + rstr(rng, LOWER_ALNUM, 29)
        v, cred = "https://api.pushover.net/1/messages.json?token=%s&user=u%s&message=door+open" % (tok, rstr(rng, LOWER_ALNUM, 29)), tok
    elif kind == "matrix":
        tok = "syt_" + S.b64u(rng.choice(["bot", "alerts", "janitor"]).encode()) + "_" + rstr(rng, ALNUM, 20) + "_" + rstr(rng, ALNUM, 6)
        v, cred = "https://matrix.%s/_matrix/client/v3/sync?access_token=%s" % (rng.choice(["hall.org.uk", "lantern.ink"]), tok), tok
    elif kind == "hawebhook":
        tok = rstr(rng, ALNUM + "-_", 40)
        v, cred = "https://%s.duckdns.org:8123/api/webhook/%s" % (rng.choice(["ledesma", "barnhouse", "kilnstudio"]), tok), tok
    elif kind == "sas":
        sig = urllib.parse.quote(base64.b64encode(rbytes(rng, 32)).decode(), safe="")
        v = ("https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=o&sp=rl&se=2026-12-31T23:59:00Z"
             "&st=2026-11-01T00:00:00Z&spr=https&sig=%s") % (rng.choice(["lanternbooks", "depotops", "barnvenue"]),
                                                             rng.choice(["exports", "backups", "invoices"]),
                                                             rng.choice(["stock.csv", "db-2026-11.bak", "payroll.xlsx"]), sig)
        cred = sig
    elif kind == "pushplus":
        tok = rstr(rng, HEX, 32)
        v, cred = "http://www.pushplus.plus/send?token=%s&title=%s&content=ok" % (tok, rng.choice(["backup", "alarm", "kucun"])), tok
    elif kind == "qmsg":
        tok = rstr(rng, HEX, 32)
        v, cred = "https://qmsg.zendee.cn/send/%s?msg=%s" % (tok, rng.choice(["test", "done", "door"])), tok
    elif kind == "bce":
        sig = rstr(rng, HEX, 64)
        ak = rstr(rng, HEX, 32)
        v = "https://%s.bj.bcebos.com/%s?authorization=bce-auth-v1%%2F%s%%2F2026-11-20T08%%3A00%%3A00Z%%2F3600%%2Fhost%%2F%s" % (
            rng.choice(["chalou-img", "xiyi-bak", "yaofang-docs"]), rng.choice(["menu.pdf", "db.sql.gz", "hetong.pdf"]), ak, sig)
        cred = sig
    else:
        raise ValueError(kind)
    return Secret("url", v, {"cred": cred, "kind": kind})


# ---------------------------------------------------------------------------
# API keys (real prefixes and lengths, random bodies)
# ---------------------------------------------------------------------------
# name: (label, builder, regex of the whole key, public-id builder or None)
def _b(prefix, alphabet, n, suffix=""):
    return lambda rng: prefix + rstr(rng, alphabet, n) + suffix


AK_SHAPES = {
    "stripe": ("Stripe secret key", _b("sk_live_51", ALNUM, 97), r"sk_live_51[A-Za-z0-9]{97}", None),
    "pypi": ("PyPI API token", _b("pypi-AgEIcHlwaS5vcmc", B64URL, 120), r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{120}", None),
    "databricks": ("Databricks personal access token", lambda rng: "dapi" + rstr(rng, HEX, 32) + rng.choice(["", "-2", "-3"]), r"dapi[0-9a-f]{32}(-\d)?", None),
    "tailscale": ("Tailscale auth key", lambda rng: "tskey-auth-k" + rstr(rng, ALNUM, 11) + "CNTRL-" + rstr(rng, ALNUM, 33), r"tskey-auth-k[A-Za-z0-9]{11}CNTRL-[A-Za-z0-9]{33}", None),
    "vault": ("Vault token", _b("hvs.", ALNUM, 24), r"hvs\.[A-Za-z0-9]{24}", None),
    "langsmith": ("LangSmith API key", lambda rng: "lsv2_pt_" + rstr(rng, HEX, 32) + "_" + rstr(rng, HEX, 10), r"lsv2_pt_[0-9a-f]{32}_[0-9a-f]{10}", None),
    "wandb": ("Weights & Biases API key", _b("", HEX, 40), r"[0-9a-f]{40}", None),
    "dropbox": ("Dropbox access token", _b("sl.B", B64URL, 135), r"sl\.B[A-Za-z0-9_-]{135}", None),
    "mollie": ("Mollie live API key", _b("live_", ALNUM, 30), r"live_[A-Za-z0-9]{30}", None),
    "duffel": ("Duffel live token", _b("duffel_live_", B64URL, 43), r"duffel_live_[A-Za-z0-9_-]{43}", None),
    "easypost": ("EasyPost production key", _b("EZAK", HEX, 54), r"EZAK[0-9a-f]{54}", None),
    "posthog": ("PostHog personal API key", _b("phx_", ALNUM, 47), r"phx_[A-Za-z0-9]{47}", None),
    "launchdarkly": ("LaunchDarkly API access token", lambda rng: "api-" + _uuid(rng), r"api-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", None),
    "telnyx": ("Telnyx API key", lambda rng: "KEY" + rstr(rng, "0123456789ABCDEF", 32) + "_" + rstr(rng, ALNUM, 22), r"KEY[0-9A-F]{32}_[A-Za-z0-9]{22}", None),
    "mistral": ("Mistral API key", _b("", ALNUM, 32), r"[A-Za-z0-9]{32}", None),
    "together": ("Together AI key", _b("tgp_v1_", B64URL, 43), r"tgp_v1_[A-Za-z0-9_-]{43}", None),
    "coze": ("扣子 Coze 个人访问令牌", _b("pat_", ALNUM, 64), r"pat_[A-Za-z0-9]{64}", None),
    "baichuan": ("百川 API Key", _b("sk-", HEX, 32), r"sk-[0-9a-f]{32}", None),
    "baidu": ("百度智能云 Secret Access Key", _b("", HEX, 32), r"[0-9a-f]{32}", lambda rng: rstr(rng, HEX, 32)),
    "yunxin": ("网易云信 AppSecret", _b("", HEX, 12), r"[0-9a-f]{12}", lambda rng: rstr(rng, HEX, 32)),
    "rongcloud": ("融云 App Secret", _b("", ALNUM, 14), r"[A-Za-z0-9]{14}", lambda rng: rstr(rng, string.ascii_lowercase + string.digits, 14)),
    "agora": ("声网 App Certificate", _b("", HEX, 32), r"[0-9a-f]{32}", lambda rng: rstr(rng, HEX, 32)),
    "juhe": ("聚合数据 AppKey", _b("", HEX, 32), r"[0-9a-f]{32}", None),
    "kuaidi100": ("快递100 授权 key", _b("", ALNUM, 16), r"[A-Za-z0-9]{16}", lambda rng: rstr(rng, "0123456789ABCDEF", 32)),
    "youzan": ("有赞 client_secret", _b("", HEX, 32), r"[0-9a-f]{32}", lambda rng: rstr(rng, HEX, 16)),
    "baidumap": ("百度地图 AK", _b("", ALNUM, 32), r"[A-Za-z0-9]{32}", None),
    "ksyun": ("金山云 SecretAccessKey", _b("", B64URL.replace("-", "+").replace("_", "/"), 40), r"[A-Za-z0-9+/]{40}", lambda rng: "AKLT" + rstr(rng, ALNUM, 20)),
}


def _uuid(rng):
    h = rstr(rng, HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def g_ak(rng, provider="stripe"):
    label, build, rx, pid = AK_SHAPES[provider]
    while True:
        v = build(rng)
        if "xxxx" not in v.lower() and any(c.isdigit() for c in v):
            break
    comp = {"label": label}
    if pid:
        comp["id"] = pid(rng)
    return Secret("ak", v, {"provider": provider, "rx": rx}, comp)


# ---------------------------------------------------------------------------
# JWTs
# ---------------------------------------------------------------------------
_KEY_CACHE = {}


def fixed_key(name):
    """Keys that sign asymmetric JWTs and private-key cases come from fixed string seeds."""
    if name in _KEY_CACHE:
        return _KEY_CACHE[name]
    r = random.Random("secrets_corpus24/key/" + name)
    if name.startswith("rsa"):
        k = S.seeded_rsa(r, 2048)
    elif name.startswith("p256"):
        k = ec.derive_private_key(r.randrange(1, 2 ** 255), ec.SECP256R1())
    elif name.startswith("p384"):
        k = ec.derive_private_key(r.randrange(1, 2 ** 383), ec.SECP384R1())
    elif name.startswith("p521"):
        k = ec.derive_private_key(r.randrange(1, 2 ** 520), ec.SECP521R1())
    elif name.startswith("ed"):
        k = ed25519.Ed25519PrivateKey.from_private_bytes(bytes(r.getrandbits(8) for _ in range(32)))
    elif name.startswith("x25519"):
        k = x25519.X25519PrivateKey.from_private_bytes(bytes(r.getrandbits(8) for _ in range(32)))
    else:
        raise ValueError(name)
    _KEY_CACHE[name] = k
    return k


JWT_PROFILES = {
    "auth0": ("RS256", lambda rng, now: {"iss": "https://%s.eu.auth0.com/" % rng.choice(["lantern-books", "barn-venue", "depot-ops"]),
                                         "sub": "auth0|" + rstr(rng, HEX, 24), "aud": ["https://api.lantern.ink", "https://lantern-books.eu.auth0.com/userinfo"],
                                         "iat": now, "exp": now + 86400, "scope": "openid profile email read:orders", "azp": rstr(rng, ALNUM, 32)}),
    "keycloak": ("RS256", lambda rng, now: {"exp": now + 300, "iat": now, "jti": _uuid(rng), "iss": "https://sso.%s/realms/%s" % (rng.choice(["depot-ops.net", "hall.org.uk"]), rng.choice(["staff", "main"])),
                                            "aud": "account", "sub": _uuid(rng), "typ": "Bearer", "azp": "dispatch-web", "preferred_username": rng.choice(["ops", "m.okafor", "warden"])}),
    "cognito": ("RS256", lambda rng, now: {"sub": _uuid(rng), "iss": "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_" + rstr(rng, ALNUM, 9),
                                           "client_id": rstr(rng, LOWER_ALNUM, 26), "token_use": "access", "scope": "aws.cognito.signin.user.admin",
                                           "auth_time": now, "exp": now + 3600, "iat": now, "username": rng.choice(["bookings", "frontdesk"])}),
    "clerk": ("RS256", lambda rng, now: {"azp": "https://app.kiln.studio", "exp": now + 60, "iat": now, "iss": "https://clerk.kiln.studio",
                                         "nbf": now - 10, "sid": "sess_" + rstr(rng, ALNUM, 27), "sub": "user_" + rstr(rng, ALNUM, 27)}),
    "strapi": ("HS256", lambda rng, now: {"id": rng.randrange(1, 40), "iat": now, "exp": now + 2592000}),
    "supabase": ("HS256", lambda rng, now: {"iss": "supabase", "ref": rstr(rng, string.ascii_lowercase, 20), "role": "service_role", "iat": now, "exp": now + 315360000}),
    "django": ("HS256", lambda rng, now: {"token_type": "access", "exp": now + 300, "iat": now, "jti": rstr(rng, HEX, 32), "user_id": rng.randrange(2, 500)}),
    "ruoyi": ("HS512", lambda rng, now: {"login_user_key": _uuid(rng)}),
    "springhs384": ("HS384", lambda rng, now: {"sub": rng.choice(["zhangjl", "admin", "caiwu01"]), "roles": ["ROLE_ADMIN"], "iat": now, "exp": now + 7200}),
    "apple": ("ES256", lambda rng, now: {"iss": rstr(rng, UPPER_ALNUM, 10), "iat": now, "exp": now + 15552000, "aud": "https://appleid.apple.com", "sub": "ink.lantern.web"}),
    "gateway": ("ES384", lambda rng, now: {"iss": "gw.depot-ops.net", "sub": "svc-dispatch", "aud": "fleet-api", "iat": now, "exp": now + 900}),
    "edge": ("EdDSA", lambda rng, now: {"iss": "edge-auth", "sub": "device-" + rstr(rng, HEX, 8), "iat": now, "exp": now + 3600, "scope": "telemetry:write"}),
    "wxapp": ("HS256", lambda rng, now: {"openid": "o" + rstr(rng, ALNUM + "-_", 27), "uid": rng.randrange(10000, 99999), "iat": now, "exp": now + 604800}),
}
JWT_KEYS = {"RS256": "rsa-jwt-1", "ES256": "p256-jwt-1", "ES384": "p384-jwt-1", "EdDSA": "ed-jwt-1"}


def g_jwt(rng, profile="auth0"):
    alg, claims = JWT_PROFILES[profile]
    now = 1790000000 + rng.randrange(0, 5000000)
    payload = claims(rng, now)
    header = {"alg": alg, "typ": "JWT"}
    if alg.startswith("HS"):
        key = rbytes(rng, 32)
        rec = {"hmac_key": key.hex()}
    else:
        kname = JWT_KEYS[alg]
        key = fixed_key(kname)
        header["kid"] = rstr(rng, ALNUM, 16)
        rec = {"key": kname}
    tok = S.jwt_sign(header, payload, alg, key)
    rec["alg"] = alg
    return Secret("jwt", tok, rec)


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
PK_TYPES = {
    "rsa8": ("rsa", "pkcs8"), "rsa1": ("rsa", "trad"), "p256_8": ("p256", "pkcs8"), "p256_sec1": ("p256", "trad"),
    "p384_8": ("p384", "pkcs8"), "ed8": ("ed", "pkcs8"), "x25519_8": ("x25519", "pkcs8"),
    "ssh_ed": ("ed", "ssh"), "ssh_p256": ("p256", "ssh"), "ssh_p384": ("p384", "ssh"), "ssh_rsa": ("rsa", "ssh"),
    "p521_8": ("p521", "pkcs8"),
}


CURRENT_SPLIT = "dev"   # set by make_corpus before each group; RSA pools are per split


def seeded_key(rng, base):
    """EC, Ed25519 and X25519 keys come fresh from the group's random stream."""
    if base == "p256":
        return ec.derive_private_key(rng.randrange(1, 2 ** 255), ec.SECP256R1())
    if base == "p384":
        return ec.derive_private_key(rng.randrange(1, 2 ** 383), ec.SECP384R1())
    if base == "p521":
        return ec.derive_private_key(rng.randrange(1, 2 ** 520), ec.SECP521R1())
    if base == "ed":
        return ed25519.Ed25519PrivateKey.from_private_bytes(rbytes(rng, 32))
    if base == "x25519":
        return x25519.X25519PrivateKey.from_private_bytes(rbytes(rng, 32))
    raise ValueError(base)


def g_pk(rng, typ="rsa8", layout="pem"):
    base, fmt = PK_TYPES[typ]
    if base == "rsa":
        # RSA primes are searched in pure Python, so RSA keys come from a small pool of fixed string
        # seeds; each split has its own pool, so no key text occurs in both splits
        kname = "rsa-pk-%s-%d" % (CURRENT_SPLIT, rng.randrange(0, 4))
        key = fixed_key(kname)
    else:
        kname = None
        key = seeded_key(rng, base)
    if fmt == "ssh":
        pem = S.openssh_private(key, rng.getrandbits(32), rng.choice(["ops@depot", "deploy@barn", "m.okafor@laptop", "ci@lantern", "root@kiosk"]))
    else:
        pem = S.pem_private(key, fmt)
    if layout == "pem":
        v = pem
    elif layout.startswith("indent"):
        n = int(layout[6:] or 4)
        v = pem.replace("\n", "\n" + " " * n)
    elif layout == "esc":
        v = pem.replace("\n", "\\n")
    elif layout == "quote":
        v = pem.replace("\n", "\n> ")
    elif layout == "b64":
        v = base64.b64encode((pem + "\n").encode()).decode()
    elif layout == "body":
        v = "".join(pem.splitlines()[1:-1])
    elif layout == "crlfesc":
        v = pem.replace("\n", "\\r\\n")
    else:
        raise ValueError(layout)
    return Secret("pk", v, {"key": kname, "pub": S.public_raw(key).hex(), "layout": layout, "fmt": fmt},
                  {"fp": "SHA256:" + base64.b64encode(hashlib.sha256(S.public_raw(key)).digest()).decode().rstrip("=")})


# ---------------------------------------------------------------------------
# security answers
# ---------------------------------------------------------------------------
SA_TYPES = {
    "grandma": ("What was your grandmother's first name?", "grandmother's first name", "您奶奶的名字是？", "奶奶的名字",
                ["Winifred", "Agnes", "Dolores", "Mildred", "Zofia", "Marguerite", "Philippa", "Henrietta", "Eulalia", "Ingeborg"],
                ["秀英", "桂兰", "玉珍", "淑芬", "翠花", "凤英", "兰芝", "素琴"], ["xiuying", "guilan", "yuzhen", "shufen", "cuihua"]),
    "concert": ("What was the first concert you went to?", "first concert", "您看的第一场演唱会是？", "第一场演唱会",
                ["Simply Red at Wembley", "ABBA in Gothenburg", "Crowded House 1996", "Kylie in Leeds", "Oasis at Knebworth", "the Proclaimers in Leith"],
                ["张学友九七巡演", "周杰伦双截棍演唱会", "黑豹乐队", "刘德华广州站", "五月天诺亚方舟"], ["zhangxueyou", "zhoujielun", "wuyuetian"]),
    "nickname": ("What was your childhood nickname?", "childhood nickname", "您的小名是？", "小名",
                 ["Pickle", "Sprout", "Moose", "Scooter", "Dumpling", "Bean", "Noodle", "Biscuit"],
                 ["狗蛋", "二丫", "小胖", "毛毛", "豆豆", "石头", "妞妞", "铁柱"], ["goudan", "erya", "maomao", "doudou", "shitou"]),
    "boss": ("What was the name of your first boss?", "first boss", "您第一位领导的姓名？", "第一位领导",
             ["Mr Okafor", "Brenda Hollis", "Dieter", "Mrs Vantongeren", "Colm", "Señora Aquino"],
             ["王建国", "刘主任", "陈国华", "赵经理", "孙德胜"], ["wangjianguo", "chenguohua", "sundesheng"]),
    "hospital": ("In which hospital were you born?", "hospital of birth", "您出生在哪家医院？", "出生医院",
                 ["St Thomas'", "the Rotunda", "Royal Victoria", "Holy Cross", "Mater Dei", "Princess Margaret"],
                 ["湘雅医院", "华西医院", "妇幼保健院", "协和医院", "县人民医院", "铁路医院"], ["xiangya", "huaxi", "fuyou"]),
    "phone": ("What was the model of your first mobile phone?", "first mobile phone", "您的第一部手机是什么型号？", "第一部手机",
              ["Nokia 3310", "Motorola V3", "Sony Ericsson K750i", "Siemens C35", "Samsung E250", "BlackBerry Curve"],
              ["诺基亚5230", "摩托罗拉V8", "小灵通", "波导", "金立", "步步高i606"], ["nuojiya", "xiaolingtong", "bodao"]),
    "team": ("What is your favourite sports team?", "favourite team", "您最喜欢的球队？", "最喜欢的球队",
             ["Partick Thistle", "Hajduk Split", "Olimpia", "Bohemians", "Red Star", "Zalgiris", "Club Bolivar"],
             ["山东泰山", "北京国安", "广州恒大", "辽宁男篮", "上海申花"], ["guoan", "shenhua", "taishan"]),
    "street": ("What street did you live on when you were ten?", "street at age ten", "您十岁时住在哪条街？", "小时候住的街",
               ["Brunswick Terrace", "Calle Palma", "Elm Row", "Vulkan iela", "Kneza Milosa", "Rua Direita", "Oak Lane"],
               ["解放路", "人民北路", "胜利街", "建设巷", "红旗路", "中山西路"], ["jiefanglu", "shenglijie", "hongqilu"]),
    "album": ("What was the first album you bought?", "first album", "您买的第一张专辑？", "第一张专辑",
              ["Rumours", "Parklife", "OK Computer", "Thriller", "Tapestry", "Nevermind"],
              ["范特西", "吻别", "十一月的萧邦", "我很丑可是我很温柔", "七里香"], ["fantexi", "wenbie", "qilixiang"]),
    "dreamjob": ("What did you want to be when you grew up?", "childhood dream job", "您小时候的梦想职业？", "梦想职业",
                 ["lighthouse keeper", "train driver", "astronaut", "vet", "ballet dancer", "fireman"],
                 ["科学家", "宇航员", "老师", "警察", "飞行员", "医生"], ["kexuejia", "yuhangyuan", "feixingyuan"]),
    "bike": ("What make was your first bicycle?", "first bicycle", "您的第一辆自行车是什么牌子？", "第一辆自行车",
             ["Raleigh Chopper", "Puch", "Peugeot", "Schwinn", "Flying Pigeon", "Bianchi"],
             ["飞鸽", "永久", "凤凰", "捷安特", "五羊"], ["feige", "yongjiu", "fenghuang"]),
    "book": ("What is your favourite childhood book?", "favourite book", "您最喜欢的一本书？", "最喜欢的书",
             ["Watership Down", "The Hobbit", "Charlotte's Web", "Anne of Green Gables", "Swallows and Amazons"],
             ["平凡的世界", "西游记", "红岩", "三体", "围城", "骆驼祥子"], ["pingfandeshijie", "xiyouji", "santi"]),
    "teacher": ("What was the surname of your favourite teacher?", "favourite teacher", "您最喜欢的老师姓什么？", "最喜欢的老师",
                ["Ferreira", "MacAllister", "Novak", "Dunleavy", "Abernethy", "Kowalczyk"],
                ["黄老师", "杨老师", "郑老师", "邓老师", "韩老师"], ["huanglaoshi", "yanglaoshi", "zhenglaoshi"]),
    "fatherbday": ("What is your father's date of birth?", "father's birthday", "您父亲的生日是？", "父亲生日",
                   None, None, None),
}


def g_sa(rng, alang="en", typ=""):
    if not typ:
        typ = rng.choice([t for t in SA_TYPES if alang not in ("py",) or SA_TYPES[t][6]])
    q, qs, qz, qzs, en, zh, py = SA_TYPES[typ]
    if typ == "fatherbday":
        y, m, d = rng.randrange(1940, 1970), rng.randrange(1, 13), rng.randrange(1, 29)
        v = {"en": "%d %s %d" % (d, ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                     "October", "November", "December"][m - 1], y),
             "zh": "%d年%d月%d日" % (y, m, d), "py": "%d%02d%02d" % (y, m, d)}.get(alang, "%d-%02d-%02d" % (y, m, d))
    else:
        pool = {"en": en, "zh": zh, "py": py or en}[alang]
        v = rng.choice(pool)
    return Secret("sa", v, {"answer": v, "type": typ}, {"q": q, "qs": qs, "qz": qz, "qzs": qzs})


GENERATORS = {"otp": g_otp, "pin": g_pin, "door": g_door, "pw": g_pw, "login": g_login, "wifi": g_wifi, "card": g_card,
              "totp": g_totp, "rc": g_rc, "wk": g_wk, "mn": g_mn, "mz": g_mz, "envv": g_envv, "cs": g_cs, "url": g_url,
              "ak": g_ak, "jwt": g_jwt, "pk": g_pk, "sa": g_sa}

KIND_FAMILY = {"otp": "otp", "pin": "pin", "door_code": "door", "password_nl": "pw", "login_pair": "login",
               "wifi_password": "wifi", "card_number": "card", "totp_secret": "totp", "recovery_codes": "rc",
               "crypto_wallet_key": "wk", "mnemonic_bip39_en": "mn", "mnemonic_zh": "mz", "env_file": "envv",
               "connection_string": "cs", "url_credentials": "url", "api_key": "ak", "jwt": "jwt", "private_key": "pk",
               "security_answer": "sa"}
