"""Value generators for secrets_corpus19.

Secret generators return the value exactly as it appears in the text (the returned string
is the gold span), or (span, meta) when the self-check needs more than the span (the words
of a seed phrase, the password inside a connection string).  Every generator takes the
group's random.Random as its first argument; arguments from the template follow as strings.

Fillers and benign look-alikes are at the end.
"""
import base64
import hashlib
import json
import string

import struct19 as S

# ---------------------------------------------------------------------------
# small helpers
# ---------------------------------------------------------------------------
DIG = "0123456789"
LOW = string.ascii_lowercase
UP = string.ascii_uppercase
ALNUM = string.ascii_letters + DIG
HEX = "0123456789abcdef"
B64URL = string.ascii_letters + DIG + "-_"
FW = {c: chr(ord(c) + 0xFEE0) for c in string.ascii_letters + DIG + "!#$%&*+-.@_?"}


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def fullwidth(s):
    return "".join(FW.get(c, c) for c in s)


def digits(rng, n, first_nonzero=False):
    while True:
        d = rs(rng, DIG, n)
        if first_nonzero and d[0] == "0":
            continue
        # avoid the trivial sequences people are told not to use; they read as examples
        if len(set(d)) == 1 or d in "0123456789" or d in "9876543210":
            continue
        return d


EN_DIGIT = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ICAO_DIGIT = ["zero", "wun", "too", "tree", "fower", "fife", "six", "seven", "ait", "niner"]
TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
ZH_DIGIT = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
ZH_ALT = {"0": ["零", "洞", "〇"], "1": ["一", "幺"], "2": ["二", "两"], "7": ["七", "拐"]}


def say_pair(p):
    a, b = int(p[0]), int(p[1])
    if a == 0:
        return "oh-" + EN_DIGIT[b] if b else "double oh"
    if a == 1:
        return TEENS[b]
    return TENS[a] + ("-" + EN_DIGIT[b] if b else "")


def say_digits(rng, d, style):
    if style == "words":
        out, i = [], 0
        while i < len(d):
            if i + 1 < len(d) and d[i] == d[i + 1] and rng.random() < 0.6:
                w = "oh" if d[i] == "0" else EN_DIGIT[int(d[i])]
                out.append("double " + w)
                i += 2
                continue
            w = EN_DIGIT[int(d[i])]
            if d[i] == "0" and rng.random() < 0.6:
                w = "oh"
            out.append(w)
            i += 1
        sep = rng.choice([" ", ", ", " "])
        return sep.join(out)
    if style == "wordsdash":
        return "-".join(EN_DIGIT[int(c)] for c in d)
    if style == "icao":
        return " ".join(ICAO_DIGIT[int(c)] for c in d)
    if style == "pairs":
        assert len(d) % 2 == 0
        return " ".join(say_pair(d[i:i + 2]) for i in range(0, len(d), 2))
    if style in ("zh", "zhsep", "zhsp"):
        out = []
        for c in d:
            if c in ZH_ALT and rng.random() < 0.45:
                out.append(rng.choice(ZH_ALT[c]))
            else:
                out.append(ZH_DIGIT[int(c)])
        sep = {"zh": "", "zhsep": rng.choice(["、", "，"]), "zhsp": " "}[style]
        return sep.join(out)
    raise KeyError(style)


def fmt_digits(rng, d, style):
    n = len(d)
    if style == "plain":
        return d
    if style == "half":
        h = n // 2
        return d[:h] + " " + d[h:]
    if style == "dash":
        h = n // 2
        return d[:h] + "-" + d[h:]
    if style == "spaced":
        return " ".join(d)
    if style == "dots":
        return ".".join(d)
    if style == "fw":
        return fullwidth(d)
    if style == "fwsp":
        return "\u3000".join(fullwidth(c) for c in d) if rng.random() < 0.5 else " ".join(fullwidth(c) for c in d)
    return say_digits(rng, d, style)


# ---------------------------------------------------------------------------
# word pools
# ---------------------------------------------------------------------------
PW_WORDS = """
anchor basalt bramble cinder clover cobalt copper cricket dune ember falcon fennel fjord garnet
ginger granite gull harbour hazel heron indigo island jasper juniper kettle lantern larch lemur
linden magnet mango maple marlin meadow mistral nectar nutmeg oyster paprika pebble pepper pickle
plover quarry quince raven reef saffron salvia sequoia sorrel spruce squid tamarind thistle timber
toucan tundra turnip umber velvet walnut willow wombat yarrow zephyr banyan cassava cocoa coral
dhow frangipani guava hibiscus kumquat lychee mangrove monsoon papaya plantain sisal tamarillo
baobab acacia calypso steelpan reggae breadfruit ackee dasheen soursop cutlass hammock lagoon
""".split()
PW_SYMS = "!@#$%&*?_.-+"
PINYIN = """xiaoyu chenchen wangjia lili tiantian dabao xiaobao mengmeng haohao jiajia
yueyue zhangwei liuyang huanhuan lele doudou niuniu guoguo xinxin anan kaixin pingan fugui
jinniu baobei shunli xingfu""".split()
SURN_PY = "zhang wang li zhao liu chen yang huang zhou wu xu sun ma zhu hu guo he lin luo".split()


def cap(w):
    return w[0].upper() + w[1:]


# ---------------------------------------------------------------------------
# SECRET GENERATORS
# ---------------------------------------------------------------------------
GENS = {}      # name -> (family, fn)


def gen(name, family):
    def deco(fn):
        GENS[name] = (family, fn)
        return fn
    return deco


# --- digit secrets: OTPs, PINs, door codes ----------------------------------
@gen("dg", "digits")
def g_dg(rng, n="6", style="plain"):
    n = int(n)
    d = digits(rng, n)
    if style in ("pairs",) and n % 2:
        style = "words"
    return fmt_digits(rng, d, style)


@gen("otp", "digits")
def g_otp(rng, n="6", style="plain"):
    return g_dg(rng, n, style)


@gen("pin", "digits")
def g_pin(rng, n="4", style="plain"):
    return g_dg(rng, n, style)


@gen("otp_alnum", "otpalnum")
def g_otp_alnum(rng, which="steam"):
    if which == "steam":
        return rs(rng, "23456789BCDFGHJKMNPQRTVWXY", 5)
    if which == "g":  # a six-digit code with the G- prefix some services send
        return "G-" + digits(rng, 6)
    raise KeyError(which)


@gen("door", "digits")
def g_door(rng, style="hash_last", n="4"):
    n = int(n)
    d = digits(rng, n)
    if style == "hash_last":
        return d + "#"
    if style == "hash_first":
        return "#" + d
    if style == "star_hash":
        return "*" + d + "#"
    if style == "key":  # a key-symbol keypad (Yale/Nuki style): digits then the tick
        return d + " \u2713"
    if style == "letter":
        return rng.choice("ABCD") + d
    if style == "lock3":  # a three- or four-wheel combination lock, dashed
        return "-".join(d)
    if style == "plain":
        return d
    return fmt_digits(rng, d, style)


# --- passwords ----------------------------------------------------------------
def pw_word(rng):
    w = cap(rng.choice(PW_WORDS))
    if rng.random() < 0.4:
        w += cap(rng.choice(PW_WORDS))
    return w + rng.choice(PW_SYMS) + digits(rng, rng.choice([2, 3, 4]))


LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}


def pw_leet(rng):
    base = rng.choice(PW_WORDS) + rng.choice(PW_WORDS)
    out = []
    for ch in base:
        if ch in LEET and rng.random() < 0.55:
            out.append(LEET[ch])
        else:
            out.append(ch)
    s = "".join(out)
    s = s[0].upper() + s[1:] if s[0].isalpha() else s
    return s + rng.choice(["", "!", "#", "?"]) + rs(rng, DIG, rng.choice([0, 2]))


def pw_phrase(rng, sep=None):
    sep = sep if sep is not None else rng.choice(["-", ".", "_", "+"])
    ws = rng.sample(PW_WORDS, rng.choice([3, 4]))
    if sep == "camel":
        return "".join(cap(w) for w in ws) + digits(rng, 2)
    return sep.join(ws) + rng.choice(["", sep + digits(rng, 2)])


def pw_random(rng):
    n = rng.choice([12, 14, 16, 20])
    while True:
        s = rs(rng, ALNUM + "!@#$%^&*-_=+?", n)
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
            return s


def pw_pinyin(rng):
    form = rng.randrange(4)
    if form == 0:
        return rng.choice(PINYIN) + digits(rng, 4)
    if form == 1:
        return cap(rng.choice(SURN_PY)) + rng.choice("@#.!") + str(rng.randrange(1962, 2006))
    if form == 2:
        return rng.choice(PINYIN) + rng.choice(["520", "1314", "666", "888"]) + rng.choice(["!", "", "."])
    return rng.choice(SURN_PY) + rng.choice(PINYIN) + "%02d%02d" % (rng.randrange(1, 13), rng.randrange(1, 29))


SYM_NAMES_EN = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar sign", "%": "percent",
                "&": "ampersand", "*": "star", "?": "question mark", "_": "underscore", ".": "dot",
                "-": "dash", "+": "plus"}
SYM_NAMES_ZH = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "和号",
                "*": "星号", "?": "问号", "_": "下划线", ".": "点", "-": "横杠", "+": "加号"}


def spell_en(rng, pw):
    mode = rng.randrange(3)
    out = []
    for ch in pw:
        if ch.isdigit():
            out.append(EN_DIGIT[int(ch)])
        elif ch.isalpha():
            if mode == 0:
                out.append(("capital " + ch) if ch.isupper() else ch)
            elif mode == 1:
                out.append(("big " + ch.upper()) if ch.isupper() else ("small " + ch))
            else:
                out.append(ch.upper() + (" upper" if ch.isupper() else " lower"))
        else:
            out.append(SYM_NAMES_EN[ch])
    return ", ".join(out)


def spell_zh(rng, pw):
    out = []
    for ch in pw:
        if ch.isdigit():
            out.append(ZH_DIGIT[int(ch)] if rng.random() < 0.5 else ch)
        elif ch.isalpha():
            out.append(("大写" if ch.isupper() else "小写") + ch.upper())
        else:
            out.append(SYM_NAMES_ZH[ch])
    return rng.choice(["，", "、", " "]).join(out)


@gen("pw", "pw")
def g_pw(rng, style=None):
    style = style or rng.choice(["word", "word", "leet", "phrase", "random", "camel"])
    if style == "word":
        return pw_word(rng)
    if style == "leet":
        return pw_leet(rng)
    if style == "phrase":
        return pw_phrase(rng)
    if style == "camel":
        return pw_phrase(rng, "camel")
    if style == "spaces":
        return " ".join(rng.sample(PW_WORDS, 4))
    if style == "random":
        return pw_random(rng)
    if style == "pinyin":
        return pw_pinyin(rng)
    if style == "fw":
        return fullwidth(pw_word(rng))
    if style == "spell":
        base = cap(rng.choice(PW_WORDS))[:rng.choice([4, 5, 6])] + rng.choice("!#?") + digits(rng, 2)
        return spell_en(rng, base)
    if style == "spellzh":
        base = cap(rng.choice(PINYIN))[:6] + digits(rng, rng.choice([2, 3])) + rng.choice(["", "!", "@"])
        return spell_zh(rng, base)
    if style == "short":  # router admin, device passwords
        return cap(rng.choice(PW_WORDS)) + digits(rng, 3)
    raise KeyError(style)


# --- security answers ----------------------------------------------------------
SA_EN = {
    "pet": "Biscuit Pepper Mango Rusty Tinkerbell Bruno Coco Snowy Marley Duchess Buttons Zeus Kiki Pumpkin Ziggy".split(),
    "street": ["Hope Road", "Frederick Street", "Marine Parade", "Triq il-Kbira", "Ellerton Close", "Constant Spring Road",
               "Kampala Road", "Acacia Avenue", "Saddle Road", "Victoria Parade", "Makarios Avenue", "Ocean View Drive"],
    "town": ["Mandeville", "San Fernando", "Lautoka", "Jinja", "Gulu", "Livingstone", "Arusha", "Moshi", "Mdina",
             "Paphos", "Limassol", "Port Antonio", "Chaguanas", "Nadi", "Ndola", "Musanze"],
    "maiden": "Okello Ramlogan Fenech Bainimarama Mwansa Christodoulou Campbell Baptiste Nakato Borg Persaud Chanda".split(),
    "school": ["St Hugh's High", "Naparima College", "Queen Victoria School", "Budo", "St Aloysius", "Mpika Boys",
               "Immaculate Conception", "Gayaza High", "Kingston College", "Bishop Anstey"],
    "teacher": ["Mrs Baptiste", "Mr Okonkwo", "Miss Fenech", "Mr Tuilagi", "Sister Agnes", "Mrs Mwale", "Mr Ramsaran"],
    "car": ["Toyota Corolla", "Nissan Sunny", "Mazda 323", "Suzuki Swift", "Honda Civic", "Datsun 120Y", "Lada Niva"],
    "food": ["curry goat", "callaloo", "rolex", "nshima", "pastizzi", "halloumi", "kokoda", "doubles", "matoke"],
    "friend": ["Keisha", "Andreas", "Mere", "Chileshe", "Rishi", "Nakato", "Marco", "Tevita", "Shanice"],
    "hero": ["Usain Bolt", "Brian Lara", "Wangari Maathai", "Bob Marley", "Nelson Mandela", "Serena Williams"],
    "word": ["lighthouse", "cardamom", "tangerine", "marmalade", "hurricane", "bluebell", "kingfisher", "toffee"],
    "date": ["14 March 1979", "03/11/1988", "1st June 1994", "22.07.1969", "9 Sept 2001", "30/04/1985"],
    "band": ["Third World", "Toto", "Kassav", "UB40", "Black Uhuru", "Abba", "Boney M"],
    "job": ["marine biologist", "pilot", "vet", "astronaut", "fireman", "ballet dancer", "chef"],
    "team": ["Arsenal", "Harbour View", "Hibernians", "Vipers SC", "Zesco United", "Defence Force", "Nadi FC"],
    "book": ["Anne of Green Gables", "Things Fall Apart", "Miguel Street", "Charlotte's Web", "The Famous Five"],
    "city": ["Kingston", "Port of Spain", "Suva", "Kampala", "Lusaka", "Valletta", "Nicosia", "Kigali", "Doha"],
}
SA_ZH = {
    "city": "绵阳 宜宾 南充 开封 洛阳 牡丹江 齐齐哈尔 营口 嘉兴 湖州 赣州 九江 岳阳 常德 柳州 遵义".split(),
    "school": ["实验小学", "城关镇中心小学", "育才小学", "红星小学", "东风路小学", "第三中学", "铁路子弟学校", "南关小学"],
    "pet": "旺财 豆豆 小黑 花花 咪咪 来福 点点 球球 大黄 二哈 年糕 汤圆".split(),
    "mother": "李秀英 王桂兰 张淑芬 刘玉梅 陈凤英 杨春燕 赵红霞 周丽华".split(),
    "father": "张建国 王志强 李卫东 刘国庆 陈永红 杨德明 赵海军 周立新".split(),
    "teacher": ["王老师", "李秀兰", "张红梅", "陈老师", "刘建华", "孙桂芝"],
    "food": "红烧肉 酸菜鱼 饺子 螺蛳粉 热干面 烩面 锅包肉 糖醋排骨 担担面 小笼包".split(),
    "idol": "周杰伦 张国荣 刘德华 邓丽君 王菲 林俊杰 五月天 李宇春".split(),
    "phone": ["诺基亚3310", "摩托罗拉V3", "小灵通", "步步高", "波导", "金立", "联想i908"],
    "birthday": ["1962年3月8日", "1970.10.1", "19750612", "1958年腊月初八", "1981-07-23"],
    "friend": "胖子 小芳 二丫 铁蛋 阿强 大伟 小燕子 猴子".split(),
    "place": ["外婆家", "县医院", "纺织厂宿舍", "铁路新村", "人民公园", "老粮站"],
    "nick": "囡囡 阿毛 小胖 妞妞 丫头 二娃 石头 宝宝".split(),
}


@gen("sa", "sa")
def g_sa(rng, topic="pet"):
    v = rng.choice(SA_EN[topic])
    if topic == "pet" and rng.random() < 0.3:
        v = v.lower()
    return v


@gen("saz", "sa")
def g_saz(rng, topic="city"):
    return rng.choice(SA_ZH[topic])


# --- Wi-Fi ---------------------------------------------------------------------------
@gen("wifi", "wifi")
def g_wifi(rng, style=None):
    style = style or rng.choice(["word", "random", "phrase", "digits"])
    while True:
        if style == "word":
            v = pw_word(rng)
        elif style == "random":
            v = rs(rng, ALNUM, rng.choice([10, 12, 16]))
        elif style == "phrase":
            v = pw_phrase(rng, rng.choice(["", "-", " "])) if rng.random() < 0.5 else " ".join(rng.sample(PW_WORDS, 3))
        elif style == "digits":
            v = digits(rng, rng.choice([8, 10, 12]), True)
        elif style == "pinyin":
            v = pw_pinyin(rng)
        elif style == "hex":
            v = rs(rng, "0123456789ABCDEF", rng.choice([10, 26]))
        else:
            raise KeyError(style)
        if 8 <= len(v) <= 63:
            return v


# --- TOTP seeds --------------------------------------------------------------------------
TOTP_ISSUERS = ["Xero", "Zoho", "Sparkasse", "QuickBooks", "Binance", "OKX", "DigitalOcean", "Hetzner",
                "Atlassian", "Shopify", "Synology", "UniFi", "Nextcloud", "HubSpot", "Zendesk", "Kraken"]


@gen("totp", "totp")
def g_totp(rng, style="plain", nbytes=None):
    nb = int(nbytes) if nbytes else rng.choice([10, 16, 20, 20, 32])
    raw = S.rbytes(rng, nb)
    b = S.b32(raw)
    if style == "plain":
        return b
    if style == "lower":
        return b.lower()
    if style == "g4l":
        return " ".join(b[i:i + 4] for i in range(0, len(b), 4)).lower()
    if style == "g4u":
        return " ".join(b[i:i + 4] for i in range(0, len(b), 4))
    if style == "g8":
        return " ".join(b[i:i + 8] for i in range(0, len(b), 8))
    if style == "dash4":
        return "-".join(b[i:i + 4] for i in range(0, len(b), 4))
    if style == "hex":
        return S.rbytes(rng, 20).hex()
    if style == "uri":
        iss = rng.choice(TOTP_ISSUERS)
        acct = rng.choice(["ops", "admin", "office", "accounts", "owner", "frontdesk"]) + "@" + rng.choice(
            ["lautoka-dive.fj", "harbourview.com.jm", "mdina-events.mt", "jinja-lodge.ug", "redhouse.tt"])
        label = iss + ":" + acct.replace("@", "%40")
        extra = rng.choice(["", "&algorithm=SHA1&digits=6&period=30", "&digits=6", "&period=30"])
        return "otpauth://totp/%s?secret=%s&issuer=%s%s" % (label, b, iss, extra)
    raise KeyError(style)


# --- recovery codes ------------------------------------------------------------------------
def _rc_token(rng, fmt):
    if fmt == "gh":
        return rs(rng, HEX, 5) + "-" + rs(rng, HEX, 5)
    if fmt == "goog":
        return digits(rng, 4, True) + " " + digits(rng, 4)
    if fmt == "g8":
        return digits(rng, 8, True)
    if fmt == "ms":
        return "-".join(rs(rng, UP + DIG, 5) for _ in range(5))
    if fmt == "d4":
        return rs(rng, LOW + DIG, 4) + "-" + rs(rng, LOW + DIG, 4)
    if fmt == "d4u":
        return rs(rng, UP + DIG, 4) + "-" + rs(rng, UP + DIG, 4)
    if fmt == "a10":
        return rs(rng, LOW + DIG, 10)
    if fmt == "x12":
        return rs(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    if fmt == "apple":
        return "-".join(rs(rng, UP + DIG, 4) for _ in range(7))
    if fmt == "bitlocker":
        return "-".join("%06d" % (11 * rng.randrange(0, 65536)) for _ in range(8))
    if fmt == "dropbox":
        return " ".join(rs(rng, LOW + DIG, 4) for _ in range(4))
    raise KeyError(fmt)


RC_DEFAULT_N = {"gh": 16, "goog": 10, "g8": 10, "ms": 1, "d4": 10, "d4u": 8, "a10": 10, "x12": 5,
                "apple": 1, "bitlocker": 1, "dropbox": 1}
CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳㉑㉒㉓㉔"


@gen("rc", "rc")
def g_rc(rng, fmt="gh", layout="lines", n=None):
    n = int(n) if n else RC_DEFAULT_N[fmt]
    toks = []
    while len(toks) < n:
        t = _rc_token(rng, fmt)
        if t not in toks:
            toks.append(t)
    if layout == "lines":
        return "\n".join(toks)
    if layout == "num":
        return "\n".join("%d. %s" % (i + 1, t) for i, t in enumerate(toks))
    if layout == "bullets":
        b = rng.choice(["- ", "• ", "* "])
        return "\n".join(b + t for t in toks)
    if layout == "inline":
        return rng.choice([", ", "; ", "  "]).join(toks)
    if layout == "cols2":
        half = (len(toks) + 1) // 2
        rows = []
        for i in range(half):
            right = toks[i + half] if i + half < len(toks) else ""
            rows.append((toks[i] + "    " + right).rstrip())
        return "\n".join(rows)
    if layout == "boxes":
        box = rng.choice(["[ ] ", "☐ ", "- [ ] "])
        return "\n".join(box + t for t in toks)
    if layout == "used":  # some crossed off as used (markdown strike-through)
        out = []
        for i, t in enumerate(toks):
            out.append("~~%s~~" % t if i < 2 else t)
        return "\n".join(out)
    if layout == "zhnum":
        return "\n".join("%s %s" % (CIRCLED[i], t) for i, t in enumerate(toks))
    if layout == "tsv":  # pasted from a spreadsheet: code <tab> status
        return "\n".join("%s\t%s" % (t, "unused") for t in toks)
    raise KeyError(layout)


# --- private keys ----------------------------------------------------------------------------
SSH_COMMENTS = ["root@signalbox", "farrier@van", "ops@roastery-kigali", "deploy@festa-mt", "lifeguard@clubhouse",
                "dispatch@depot", "vet@practice-pc", "pi@milkingshed", "admin@cinema-booth", "tech@turbine-07"]
PGP_UIDS = ["Aroha Tuilagi <aroha@lautoka-dive.fj>", "Daniel Fenech <daniel@festa-kbira.mt>",
            "Nakato Mirembe <nakato@jinja-lodge.ug>", "Kwame Baptiste <kb@redhouse.tt>",
            "Eleni Christou <eleni@paphos-villas.cy>", "Joseph Mwale <jmwale@copperbelt-coop.zm>"]


@gen("pk", "pk")
def g_pk(rng, kind="rsa_pkcs1"):
    if kind in ("rsa_pkcs1", "rsa_pkcs8", "rsa1024"):
        bits = 1024 if kind == "rsa1024" else 2048
        key = S.seeded_rsa(rng, bits)
        return S.pem_private(key, "pkcs8" if kind == "rsa_pkcs8" else "trad")
    if kind in ("ec256", "ec256_sec1", "ec384_sec1", "k1_sec1"):
        from cryptography.hazmat.primitives.asymmetric import ec
        curve = {"ec256": ec.SECP256R1(), "ec256_sec1": ec.SECP256R1(), "ec384_sec1": ec.SECP384R1(),
                 "k1_sec1": ec.SECP256K1()}[kind]
        order_bits = 384 if kind == "ec384_sec1" else 255
        k = rng.getrandbits(order_bits) | 1
        key = ec.derive_private_key(k, curve)
        return S.pem_private(key, "pkcs8" if kind == "ec256" else "trad")
    if kind == "ed25519":
        from cryptography.hazmat.primitives.asymmetric import ed25519
        return S.pem_private(ed25519.Ed25519PrivateKey.from_private_bytes(S.rbytes(rng, 32)))
    if kind == "x25519":
        from cryptography.hazmat.primitives.asymmetric import x25519
        return S.pem_private(x25519.X25519PrivateKey.from_private_bytes(S.rbytes(rng, 32)))
    if kind == "openssh":
        return S.openssh_ed25519(S.rbytes(rng, 32), rng.choice(SSH_COMMENTS), rng.getrandbits(32))
    if kind == "pgp":
        return S.pgp_secret_block(S.rbytes(rng, 32), 1600000000 + rng.randrange(10 ** 8), rng.choice(PGP_UIDS))
    if kind == "wg":
        return base64.b64encode(S.clamp25519(S.rbytes(rng, 32))).decode()
    if kind == "json_escaped":
        from cryptography.hazmat.primitives.asymmetric import ec
        key = ec.derive_private_key(rng.getrandbits(255) | 1, ec.SECP256R1())
        return S.pem_private(key, "pkcs8").replace("\n", "\\n") + "\\n"
    raise KeyError(kind)


# --- wallet keys ------------------------------------------------------------------------------
@gen("wk", "wk")
def g_wk(rng, kind="wif"):
    if kind == "wif":
        return S.wif(S.rand_scalar(rng), True)
    if kind == "wif_u":
        return S.wif(S.rand_scalar(rng), False)
    if kind == "wif_test":
        return S.wif(S.rand_scalar(rng), True, 0xEF)
    if kind == "wif_ltc":
        return S.wif(S.rand_scalar(rng), True, 0xB0)
    if kind == "electrum":
        return rng.choice(["p2wpkh:", "p2wpkh-p2sh:", "p2pkh:"]) + S.wif(S.rand_scalar(rng), True)
    if kind == "hex":
        return "%064x" % S.rand_scalar(rng)
    if kind == "hex0x":
        return "0x%064x" % S.rand_scalar(rng)
    if kind in ("xprv", "zprv", "tprv", "yprv"):
        return S.ext_key(rng, kind)
    if kind in ("sol58", "solarr"):
        seed = S.rbytes(rng, 32)
        kp = seed + S.ed25519_pub(seed)
        if kind == "sol58":
            return S.b58encode(kp)
        return "[" + ",".join(str(b) for b in kp) + "]"
    if kind == "nsec":
        return S.bech32_bytes("nsec", S.rbytes(rng, 32))
    if kind == "xmr":
        k = rng.getrandbits(256) % S.ED_L
        return k.to_bytes(32, "little").hex()
    raise KeyError(kind)


# --- BIP39 seed phrases -------------------------------------------------------------------------
def _mn_words(rng, n, lang):
    nb = {12: 16, 15: 20, 18: 24, 21: 28, 24: 32}[n]
    return S.bip39_from_entropy(S.rbytes(rng, nb), lang)


def layout_words(rng, ws, layout, zh=False):
    n = len(ws)
    if layout == "line":
        return (" " if not zh else rng.choice([" ", "\u3000"])).join(ws)
    if layout == "nosp":
        return "".join(ws)
    if layout == "lines":
        return "\n".join(ws)
    if layout == "num":
        return "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "numparen":
        return "\n".join("%d) %s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "numinline":
        return " ".join("%d %s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "numdash":
        return " ".join("%d-%s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "circled":
        return " ".join("%s%s" % (CIRCLED[i], w) for i, w in enumerate(ws))
    if layout == "circledlines":
        return "\n".join("%s %s" % (CIRCLED[i], w) for i, w in enumerate(ws))
    if layout == "csv":
        return ",".join(ws)
    if layout == "commas":
        return (", " if not zh else "、").join(ws)
    if layout == "caps":
        return " ".join(w.upper() for w in ws)
    if layout == "title":
        return " ".join(w.capitalize() for w in ws)
    if layout == "dashes":
        return "-".join(ws)
    if layout == "bullets":
        return "\n".join("- " + w for w in ws)
    if layout == "grid4":  # rows of four, tab separated (a pasted spreadsheet range)
        return "\n".join("\t".join(ws[i:i + 4]) for i in range(0, n, 4))
    if layout == "grid3":
        sep = "   " if not zh else "\u3000"
        return "\n".join(sep.join(ws[i:i + 3]) for i in range(0, n, 3))
    if layout == "tsvnum":  # spreadsheet: number <tab> word
        return "\n".join("%d\t%s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "spoken":  # a dictated list: "one ocean, two gather ..."
        names = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
                 "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
                 "twenty-one", "twenty-two", "twenty-three", "twenty-four"]
        return ", ".join("%s %s" % (names[i], w) for i, w in enumerate(ws))
    if layout == "di":  # 第1个 的
        return "\n".join("第%d个：%s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "zhnum":  # 1、的
        return rng.choice([" ", "\n"]).join("%d、%s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "brackets":
        return " ".join("[%s]" % w for w in ws)
    if layout == "json":
        return json.dumps(ws, ensure_ascii=False)
    if layout == "slashes":
        return " / ".join(ws)
    raise KeyError(layout)


@gen("mn", "mn")
def g_mn(rng, n=None, layout="line"):
    n = int(n) if n else rng.choice([12, 12, 12, 15, 18, 24])
    ws = _mn_words(rng, n, "english")
    return layout_words(rng, ws, layout), {"words": ws, "lang": "english"}


@gen("mz", "mz")
def g_mz(rng, n=None, layout="line", script="s"):
    n = int(n) if n else rng.choice([12, 12, 12, 15, 18, 24])
    lang = "chinese_simplified" if script == "s" else "chinese_traditional"
    ws = _mn_words(rng, n, lang)
    return layout_words(rng, ws, layout, zh=True), {"words": ws, "lang": lang}


# --- API keys -------------------------------------------------------------------------------------
def _ak_discord(rng):
    uid = str(rng.randrange(10 ** 17, 10 ** 19))
    return S.b64u(uid.encode()) + "." + rs(rng, B64URL, 6) + "." + rs(rng, B64URL, 38)


def _ak_mapbox(rng):
    user = rng.choice(["harbourview", "lautoka-dive", "signalbox", "jinjalodge"])
    mid = S.b64u(json.dumps({"u": user, "a": "cl" + rs(rng, LOW + DIG, 23)}, separators=(",", ":")).encode())
    return "sk." + mid + "." + rs(rng, B64URL, 22)


def _ak_atlassian(rng):
    body = rs(rng, B64URL, 170)
    return "ATATT3xFfGF0" + body + "=" + rs(rng, "0123456789ABCDEF", 8)


AK = {
    # provider: (generator, regex for the self-check)
    "sendgrid": (lambda r: "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43), r"SG\.[\w-]{22}\.[\w-]{43}"),
    "shopify": (lambda r: "shpat_" + rs(r, HEX, 32), r"shpat_[0-9a-f]{32}"),
    "shopify_ss": (lambda r: "shpss_" + rs(r, HEX, 32), r"shpss_[0-9a-f]{32}"),
    "notion": (lambda r: "secret_" + rs(r, ALNUM, 43), r"secret_[A-Za-z0-9]{43}"),
    "notion_ntn": (lambda r: "ntn_" + rs(r, DIG, 11) + rs(r, ALNUM, 35), r"ntn_\d{11}[A-Za-z0-9]{35}"),
    "airtable": (lambda r: "pat" + rs(r, ALNUM, 14) + "." + rs(r, HEX, 64), r"pat[A-Za-z0-9]{14}\.[0-9a-f]{64}"),
    "digitalocean": (lambda r: "dop_v1_" + rs(r, HEX, 64), r"dop_v1_[0-9a-f]{64}"),
    "gitlab": (lambda r: "glpat-" + rs(r, ALNUM + "_-", 20), r"glpat-[\w-]{20}"),
    "google": (lambda r: "AIza" + rs(r, B64URL, 35), r"AIza[\w-]{35}"),
    "mapbox": (_ak_mapbox, r"sk\.[\w-]+\.[\w-]{22}"),
    "fly": (lambda r: "fo1_" + rs(r, B64URL, 43), r"fo1_[\w-]{43}"),
    "supabase": (lambda r: "sbp_" + rs(r, HEX, 40), r"sbp_[0-9a-f]{40}"),
    "tailscale": (lambda r: "tskey-auth-k" + rs(r, ALNUM, 11) + "CNTRL-" + rs(r, ALNUM, 33), r"tskey-auth-k\w{11}CNTRL-\w{33}"),
    "planetscale": (lambda r: "pscale_pw_" + rs(r, B64URL, 43), r"pscale_pw_[\w-]{43}"),
    "contentful": (lambda r: "CFPAT-" + rs(r, B64URL, 43), r"CFPAT-[\w-]{43}"),
    "databricks": (lambda r: "dapi" + rs(r, HEX, 32), r"dapi[0-9a-f]{32}"),
    "doppler": (lambda r: "dp.pt." + rs(r, ALNUM, 43), r"dp\.pt\.[A-Za-z0-9]{43}"),
    "atlassian": (_ak_atlassian, r"ATATT3xFfGF0[\w-]{170}=[0-9A-F]{8}"),
    "square": (lambda r: "EAAA" + rs(r, B64URL, 60), r"EAAA[\w-]{60}"),
    "discord": (_ak_discord, r"[\w-]{20,}\.[\w-]{6}\.[\w-]{38}"),
    "openrouter": (lambda r: "sk-or-v1-" + rs(r, HEX, 64), r"sk-or-v1-[0-9a-f]{64}"),
    "github_fg": (lambda r: "github_pat_11" + rs(r, UP + DIG, 20) + "_" + rs(r, ALNUM, 59), r"github_pat_11[A-Z0-9]{20}_[A-Za-z0-9]{59}"),
    "xero": (lambda r: rs(r, B64URL, 48), r"[\w-]{48}"),
    "zoho": (lambda r: "1000." + rs(r, HEX, 32) + "." + rs(r, HEX, 32), r"1000\.[0-9a-f]{32}\.[0-9a-f]{32}"),
    "hubspot": (lambda r: "pat-eu1-" + "-".join(rs(r, HEX, n) for n in (8, 4, 4, 4, 12)), r"pat-eu1-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"),
    "postmark": (lambda r: "-".join(rs(r, HEX, n) for n in (8, 4, 4, 4, 12)), r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"),
    "intercom": (lambda r: "dG9rOj" + rs(r, ALNUM, 54) + "=", r"dG9rOj[A-Za-z0-9]{54}="),
    "backblaze": (lambda r: "K005" + rs(r, ALNUM + "+/", 27), r"K005[A-Za-z0-9+/]{27}"),
    "vonage": (lambda r: rs(r, ALNUM, 16), r"[A-Za-z0-9]{16}"),
    # Chinese platforms
    "siliconflow": (lambda r: "sk-" + rs(r, LOW, 48), r"sk-[a-z]{48}"),
    "baichuan": (lambda r: "sk-" + rs(r, HEX, 32), r"sk-[0-9a-f]{32}"),
    "yi": (lambda r: rs(r, HEX, 32), r"[0-9a-f]{32}"),
    "xfyun": (lambda r: rs(r, ALNUM, 32), r"[A-Za-z0-9]{32}"),
    "jpush": (lambda r: rs(r, HEX, 24), r"[0-9a-f]{24}"),
    "getui": (lambda r: rs(r, ALNUM, 22), r"[A-Za-z0-9]{22}"),
    "qqmap": (lambda r: "-".join(rs(r, UP + DIG, 5) for _ in range(6)), r"([A-Z0-9]{5}-){5}[A-Z0-9]{5}"),
    "baidumap": (lambda r: rs(r, ALNUM, 32), r"[A-Za-z0-9]{32}"),
    "agora": (lambda r: rs(r, HEX, 32), r"[0-9a-f]{32}"),
    "netease_im": (lambda r: rs(r, HEX, 12), r"[0-9a-f]{12}"),
    "youzan": (lambda r: rs(r, HEX, 32), r"[0-9a-f]{32}"),
    "rongcloud": (lambda r: rs(r, ALNUM, 14), r"[A-Za-z0-9]{14}"),
    "ucloud": (lambda r: rs(r, HEX, 40), r"[0-9a-f]{40}"),
    "qingcloud": (lambda r: rs(r, ALNUM, 40), r"[A-Za-z0-9]{40}"),
    "minimax": (lambda r: "sk-api-" + rs(r, B64URL, 64), r"sk-api-[\w-]{64}"),
    "hunyuan": (lambda r: "sk-" + rs(r, ALNUM, 48), r"sk-[A-Za-z0-9]{48}"),
    "zego": (lambda r: rs(r, HEX, 32), r"[0-9a-f]{32}"),
}


@gen("ak", "ak")
def g_ak(rng, provider="sendgrid"):
    fn, rx = AK[provider]
    return fn(rng), {"regex": rx}


# --- JWTs -----------------------------------------------------------------------------------------
JWT_SUBS = ["tmugisha", "driver-17", "kiosk-3", "a.fenech", "nurse.kalisa", "booth2", "depot-api", "ktuilagi", "小程序用户"]


@gen("jwt", "jwt")
def g_jwt(rng, style="hs256", app="generic"):
    iat = 1730000000 + rng.randrange(4 * 10 ** 7)
    payload = {"sub": rng.choice(JWT_SUBS[:-1]) if app != "zh" else str(rng.randrange(10 ** 7, 10 ** 8)),
               "iat": iat, "exp": iat + rng.choice([900, 3600, 86400, 604800])}
    if app == "zh":
        payload.update({"openid": "o" + rs(rng, B64URL, 27), "role": rng.choice(["staff", "member", "admin"])})
    elif app == "supa":
        payload = {"iss": "supabase", "ref": rs(rng, LOW, 20), "role": "service_role", "iat": iat, "exp": iat + 315360000}
    else:
        if rng.random() < 0.5:
            payload["role"] = rng.choice(["admin", "dispatcher", "cashier", "vet", "keeper", "editor"])
        if rng.random() < 0.5:
            payload["iss"] = "https://" + rng.choice(["auth.harbourview.com.jm", "id.signalbox.org", "login.jinja-lodge.ug", "sso.festa-kbira.mt"])
    if style == "eddsa":
        return S.jwt_eddsa({"alg": "EdDSA", "typ": "JWT", "kid": rs(rng, HEX, 8)}, payload, S.rbytes(rng, 32))
    alg = {"hs256": "HS256", "hs384": "HS384", "hs512": "HS512"}[style]
    return S.jwt_hs({"alg": alg, "typ": "JWT"}, payload, S.rbytes(rng, 32), alg)


# --- connection strings -------------------------------------------------------------------------------
DB_USERS = ["app", "roaster", "dispatch", "vetclinic", "festa_admin", "depot_rw", "svc_booking", "report_ro", "odoo", "ledger"]
DB_NAMES = ["bookings", "herd", "ledger", "fleet", "roastlog", "clients", "inventory", "tickets", "orders", "payroll"]
DB_HOSTS = ["db.internal.harbourview.com.jm", "10.20.0.15", "pg-main.fra1.internal", "mysql.lautoka-dive.fj",
            "172.16.4.20", "db-01.kampala.local", "sql.festa-kbira.mt", "192.168.10.5", "ledger-db.nicosia.lan"]
ZH_DB_HOSTS = ["10.10.3.21", "192.168.1.200", "db.guozhuang.local", "172.18.0.6", "db-his.local"]


def _db_pw(rng):
    while True:
        s = rng.choice([pw_word, pw_random, pw_pinyin])(rng)
        s = "".join(c for c in s if c not in "@:/?#%+&=;'\"\\ ")
        if len(s) >= 8:
            return s


@gen("cs", "cs")
def g_cs(rng, kind="pg"):
    u, p, h, d = rng.choice(DB_USERS), _db_pw(rng), rng.choice(DB_HOSTS), rng.choice(DB_NAMES)
    zh_h = rng.choice(ZH_DB_HOSTS)
    if kind == "pg":
        s = "postgresql://%s:%s@%s:5432/%s%s" % (u, p, h, d, rng.choice(["", "?sslmode=require"]))
    elif kind == "mysql":
        s = "mysql://%s:%s@%s:3306/%s" % (u, p, h, d)
    elif kind == "mssql":
        s = "mssql+pyodbc://%s:%s@%s:1433/%s?driver=ODBC+Driver+18+for+SQL+Server" % (u, p, h, d)
    elif kind == "cockroach":
        s = "postgresql://%s:%s@%s-%d.%s.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full" % (
            u, p, rng.choice(["free-tier", "festa", "roast"]), rng.randrange(1000, 9999), rng.choice(["aws-eu-central-1", "gcp-europe-west3"]))
    elif kind == "redis":
        s = "redis://default:%s@%s:6379/%d" % (p, h, rng.randrange(4))
    elif kind == "rediss":
        s = "rediss://default:%s@%s.upstash.io:6379" % (p, rng.choice(["eu1-kind-gull", "apn1-quiet-heron", "usw1-warm-lemur"]) + "-" + str(rng.randrange(30000, 40000)))
    elif kind == "mongo":
        s = "mongodb://%s:%s@%s:27017,%s:27017/%s?replicaSet=rs0&authSource=admin" % (u, p, h, rng.choice(DB_HOSTS), d)
    elif kind == "snowflake":
        s = "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH" % (u.upper(), p, rs(rng, LOW, 7), rs(rng, LOW + DIG, 7), d.upper())
    elif kind == "oracle":
        s = "oracle+oracledb://%s:%s@%s:1521/?service_name=ORCLPDB1" % (u, p, h)
    elif kind == "amqp":
        s = "amqp://%s:%s@%s:5672/%s" % (u, p, h, rng.choice(["%2F", "orders", "depot"]))
    elif kind == "clickhouse":
        s = "clickhouse://%s:%s@%s:9440/%s?secure=true" % (u, p, h, d)
    elif kind == "db2":
        s = "DATABASE=%s;HOSTNAME=%s;PORT=50000;PROTOCOL=TCPIP;UID=%s;PWD=%s;" % (d.upper()[:8], h, u, p)
    elif kind == "ado":
        s = "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (h, d, u, p)
    elif kind == "jdbc_mysql":
        host = rng.choice([zh_h, "rm-%s.mysql.rds.aliyuncs.com" % rs(rng, LOW + DIG, 12)])
        s = "jdbc:mysql://%s:3306/%s?useSSL=false&user=%s&password=%s" % (host, d, u, p)
    elif kind == "pgpass":
        s = "%s:5432:%s:%s:%s" % (h, d, u, p)
    elif kind == "dm":
        s = "dm://SYSDBA:%s@%s:5236" % (p, zh_h)
    elif kind == "kingbase":
        s = "jdbc:kingbase8://%s:54321/%s?user=system&password=%s" % (zh_h, d, p)
    elif kind == "tidb":
        s = "mysql://%s.root:%s@gateway01.ap-southeast-1.prod.aws.tidbcloud.com:4000/%s" % (rs(rng, LOW + DIG, 11), p, d)
    elif kind == "oceanbase":
        s = "jdbc:oceanbase://%s:2881/%s?user=root@%s&password=%s" % (zh_h, d, rng.choice(["sys", "erp", "mall"]), p)
    elif kind == "polardb":
        s = "postgresql://%s:%s@pc-%s.pg.polardb.rds.aliyuncs.com:5432/%s" % (u, p, rs(rng, LOW + DIG, 16), d)
    else:
        raise KeyError(kind)
    return s, {"password": p}


# --- URLs with credentials ----------------------------------------------------------------------------
@gen("url", "url")
def g_url(rng, kind="basic"):
    p = _db_pw(rng)
    if kind == "basic":
        s = "https://%s:%s@%s/%s" % (rng.choice(["admin", "ops", "backup", "office"]), p,
                                      rng.choice(["nas.signalbox.org", "files.harbourview.com.jm", "dav.festa-kbira.mt", "cloud.jinja-lodge.ug"]),
                                      rng.choice(["remote.php/dav/files/ops/", "share/", "api/v1/status", ""]))
    elif kind == "smb":
        s = "smb://%s:%s@%s/%s" % (rng.choice(["scanner", "office", "admin"]), p, rng.choice(["192.168.0.10", "nas.local", "fileserver"]), rng.choice(["Scans", "Accounts", "Photos"]))
    elif kind == "vnc":
        s = "vnc://:%s@%s:5900" % (p[:8], rng.choice(["10.0.0.44", "projector-pc.local", "192.168.1.77"]))
    elif kind == "hik":
        s = "http://admin:%s@192.168.%d.%d/ISAPI/Streaming/channels/101/picture" % (p, rng.randrange(0, 3), rng.randrange(20, 250))
    elif kind == "telegram":
        s = "https://api.telegram.org/bot%d:%s/sendMessage?chat_id=-100%d" % (
            rng.randrange(10 ** 9, 8 * 10 ** 9), "AA" + rs(rng, B64URL, 33), rng.randrange(10 ** 9, 10 ** 10))
    elif kind == "twilio":
        sid = "AC" + rs(rng, HEX, 32)
        s = "https://%s:%s@api.twilio.com/2010-04-01/Accounts/%s/Messages.json" % (sid, rs(rng, HEX, 32), sid)
    elif kind == "jenkins":
        s = "https://%s:%s@ci.%s/job/%s/buildWithParameters?token=%s" % (
            rng.choice(["deploy", "mwale"]), "11" + rs(rng, HEX, 32), rng.choice(["signalbox.org", "festa-kbira.mt"]),
            rng.choice(["nightly", "release", "site"]), rs(rng, ALNUM, 20))
    elif kind == "gitpip":
        s = "git+https://oauth2:glpat-%s@gitlab.com/%s/%s.git@v%d.%d.%d" % (
            rs(rng, ALNUM + "_-", 20), rng.choice(["roastery", "depot-tools", "festa"]), rng.choice(["ledger", "scales", "routing"]),
            rng.randrange(0, 3), rng.randrange(0, 12), rng.randrange(0, 9))
    elif kind == "teams":
        g = lambda: "-".join(rs(rng, HEX, n) for n in (8, 4, 4, 4, 12))
        s = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (
            rng.choice(["harbourview", "depotops", "signalbox"]), g(), g(), rs(rng, HEX, 32), g())
    elif kind == "rocket":
        s = "https://chat.%s/hooks/%s/%s" % (rng.choice(["festa-kbira.mt", "jinja-lodge.ug"]), rs(rng, ALNUM, 24), rs(rng, ALNUM, 48))
    elif kind == "gcs":
        s = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=%s%%40%s.iam.gserviceaccount.com"
             "%%2F20250312%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=20250312T101500Z&X-Goog-Expires=604800"
             "&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (
            rng.choice(["vet-xrays", "festa-photos", "herd-records"]), rng.choice(["scan-0412.pdf", "invoice.pdf", "export.csv"]),
            rng.choice(["uploader", "signer"]), rng.choice(["clinic-prod", "festa-web"]), rs(rng, HEX, 512))
    elif kind == "serverchan":
        s = "https://sctapi.ftqq.com/SCT%dT%s.send" % (rng.randrange(100000, 400000), rs(rng, ALNUM, 24))
    elif kind == "pushplus":
        s = "http://www.pushplus.plus/send?token=%s" % rs(rng, HEX, 32)
    elif kind == "bark":
        s = "https://api.day.app/%s/" % rs(rng, ALNUM, 22)
    elif kind == "ftpes":
        s = "ftpes://%s:%s@ftp.%s" % (rng.choice(["upload", "print"]), p, rng.choice(["signalbox.org", "festa-kbira.mt"]))
    else:
        raise KeyError(kind)
    return s


# --- cards ----------------------------------------------------------------------------------------------
@gen("card", "card")
def g_card(rng, brand=None, fmt="g4"):
    brand = brand or rng.choice(["visa", "visa", "mastercard", "amex", "unionpay", "jcb", "mir", "discover", "diners", "maestro"])
    num = S.make_card(rng, brand)
    if fmt == "plain":
        return num
    if fmt in ("g4", "dash", "fw"):
        if len(num) == 15:
            parts = [num[:4], num[4:10], num[10:]]
        elif len(num) == 14:
            parts = [num[:4], num[4:10], num[10:]]
        else:
            parts = [num[i:i + 4] for i in range(0, len(num), 4)]
        s = ("-" if fmt == "dash" else " ").join(parts)
        return fullwidth(s) if fmt == "fw" else s
    raise KeyError(fmt)


# --- .env values ------------------------------------------------------------------------------------------
@gen("envv", "envv")
def g_envv(rng, style=None):
    style = style or rng.choice(["hex", "b64", "random", "pw", "laravel", "whsec", "django"])
    if style == "hex":
        return rs(rng, HEX, rng.choice([32, 40, 64]))
    if style == "b64":
        return base64.b64encode(S.rbytes(rng, rng.choice([24, 32, 48]))).decode()
    if style == "random":
        return rs(rng, ALNUM, rng.choice([24, 32, 40]))
    if style == "pw":
        return pw_word(rng)
    if style == "laravel":
        return "base64:" + base64.b64encode(S.rbytes(rng, 32)).decode()
    if style == "whsec":
        return "whsec_" + base64.b64encode(S.rbytes(rng, 24)).decode()
    if style == "django":
        return rs(rng, LOW + DIG + "!@#$%^&*(-_=+)", 50)
    if style == "rails":
        return rs(rng, HEX, 128)
    raise KeyError(style)


# ---------------------------------------------------------------------------
# kind -> default generator and allowed families
# ---------------------------------------------------------------------------
KIND_DEFAULT = {
    "otp": "otp", "pin": "pin", "door_code": "door", "password_nl": "pw", "login_pair": "pw",
    "security_answer": "sa", "wifi_password": "wifi", "totp_secret": "totp", "recovery_codes": "rc",
    "private_key": "pk", "crypto_wallet_key": "wk", "mnemonic_bip39_en": "mn", "mnemonic_zh": "mz",
    "api_key": "ak", "jwt": "jwt", "connection_string": "cs", "env_file": "envv", "url_credentials": "url",
    "card_number": "card",
}
KIND_FAMILIES = {
    "otp": {"digits", "otpalnum"}, "pin": {"digits"}, "door_code": {"digits"}, "password_nl": {"pw"},
    "login_pair": {"pw"}, "security_answer": {"sa"}, "wifi_password": {"wifi", "pw"}, "totp_secret": {"totp"},
    "recovery_codes": {"rc"}, "private_key": {"pk"}, "crypto_wallet_key": {"wk"}, "mnemonic_bip39_en": {"mn"},
    "mnemonic_zh": {"mz"}, "api_key": {"ak"}, "jwt": {"jwt"}, "connection_string": {"cs"},
    "env_file": {"envv", "ak", "pw", "jwt"}, "url_credentials": {"url"}, "card_number": {"card"},
}
