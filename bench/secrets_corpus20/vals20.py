"""Secret value generators for secrets_corpus20.

Every generator takes (rng, ctx, *args) and returns a V: `text` is exactly what goes into the
case text (so it is the gold span), `fam` names the structural check that make_corpus applies,
`meta` holds what that check needs, `comp` holds companion values a template may print next to
the secret (a user name, a key id) with the slot ‹S.name›.
"""
import base64
import json
import string
import uuid

import struct20 as S


class V:
    __slots__ = ("text", "fam", "meta", "comp")

    def __init__(self, text, fam, meta=None, comp=None):
        self.text = text
        self.fam = fam
        self.meta = meta or {}
        self.comp = comp or {}


ALNUM = string.ascii_letters + string.digits
LOWNUM = string.ascii_lowercase + string.digits
UPNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"


def rs(rng, n, alphabet=ALNUM):
    return "".join(rng.choice(alphabet) for _ in range(n))


def digits(rng, n, first_nonzero=False):
    s = "".join(str(rng.randrange(10)) for _ in range(n))
    if first_nonzero and s[0] == "0":
        s = str(rng.randrange(1, 10)) + s[1:]
    return s


def fw(s):
    """Full-width form of ASCII printable characters."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


# ---------------------------------------------------------------------------
# spoken digits
# ---------------------------------------------------------------------------
EN_DIG = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
EN_TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
            "eighteen", "nineteen"]
EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
ZH_DIG = "零一二三四五六七八九"


def say_en(rng, d, style="words"):
    if style == "pairs" and len(d) % 2 == 0:
        out = []
        for i in range(0, len(d), 2):
            a, b = int(d[i]), int(d[i + 1])
            if a == 0:
                out.append("oh-" + EN_DIG[b])
            elif a == 1:
                out.append(EN_TEENS[b])
            else:
                out.append(EN_TENS[a] + ("" if b == 0 else "-" + EN_DIG[b]))
        return " ".join(out)
    words = []
    i = 0
    while i < len(d):
        c = d[i]
        if style == "words" and i + 1 < len(d) and d[i + 1] == c and rng.random() < 0.6:
            words.append("double " + ("oh" if c == "0" else EN_DIG[int(c)]))
            i += 2
            continue
        words.append("oh" if c == "0" and rng.random() < 0.5 else EN_DIG[int(c)])
        i += 1
    return " ".join(words)


def say_zh(rng, d, sep=""):
    out = []
    for c in d:
        if c == "1" and rng.random() < 0.35:
            out.append("幺")
        elif c == "0" and rng.random() < 0.3:
            out.append("〇")
        else:
            out.append(ZH_DIG[int(c)])
    return sep.join(out)


def _digit_form(rng, d, form):
    if form == "plain":
        return d
    if form == "sp":  # 482 913 / 48 29
        h = len(d) // 2
        return d[:h] + " " + d[h:]
    if form == "dash":
        h = len(d) // 2
        return d[:h] + "-" + d[h:]
    if form == "each":
        return " ".join(d)
    if form == "dots":
        return "·".join(d)
    if form == "words":
        return say_en(rng, d, "words")
    if form == "pairs":
        return say_en(rng, d, "pairs")
    if form == "zh":
        return say_zh(rng, d)
    if form == "zhsep":
        return say_zh(rng, d, rng.choice(["、", "，", " "]))
    if form == "fw":
        return fw(d)
    raise KeyError(form)


def g_otp(rng, ctx, n="6", form="plain"):
    d = digits(rng, int(n))
    return V(_digit_form(rng, d, form), "digits", {"digits": d, "min": 4, "max": 8, "what": "otp"})


def g_otp_g(rng, ctx):
    d = digits(rng, 6)
    return V("G-" + d, "digits", {"digits": d, "min": 6, "max": 6, "what": "otp", "strip": "G-"})


def g_otp_alnum(rng, ctx, n="6"):
    s = rs(rng, int(n), "23456789BCDFGHJKMNPQRTVWXY")
    return V(s, "otp_alnum", {"code": s})


def g_pin(rng, ctx, n="4", form="plain"):
    while True:
        d = digits(rng, int(n))
        if len(set(d)) > 1 and d not in ("1234", "123456", "0000"):
            break
    return V(_digit_form(rng, d, form), "digits", {"digits": d, "min": 4, "max": 8, "what": "pin"})


def g_door(rng, ctx, n="4", form="plain"):
    d = digits(rng, int(n))
    if form == "hash":
        return V(d + "#", "digits", {"digits": d, "min": 3, "max": 8, "what": "door", "strip": "#"})
    if form == "hashfirst":
        return V("#" + d, "digits", {"digits": d, "min": 3, "max": 8, "what": "door", "strip": "#"})
    if form == "star":
        return V("*" + d + "#", "digits", {"digits": d, "min": 3, "max": 8, "what": "door", "strip": "*#"})
    if form == "lock":
        return V("-".join(d), "digits", {"digits": d, "min": 3, "max": 8, "what": "door", "strip": "-"})
    if form == "letter":
        L = rng.choice("ABCKX")
        return V(L + d, "digits", {"digits": d, "min": 3, "max": 8, "what": "door", "strip": L})
    if form == "key":
        return V("🔑" + d, "digits", {"digits": d, "min": 3, "max": 8, "what": "door", "strip": "🔑"})
    return V(_digit_form(rng, d, form), "digits", {"digits": d, "min": 3, "max": 8, "what": "door"})


# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------
PW_WORDS = ["kowhai", "tussock", "merino", "paddock", "wharf", "kauri", "pohutukawa", "wattle",
            "galah", "billabong", "maple", "toboggan", "curling", "loonie", "shamrock", "curragh",
            "gracht", "stroopwafel", "tulip", "strudel", "brezel", "jeepney", "kalamansi",
            "durian", "rambutan", "dhow", "falcon", "marlin", "volcano", "quetzal", "jacaranda",
            "baobab", "protea", "springbok", "lagoon", "atoll", "hibiscus", "tamarind",
            "lantern", "harbour", "ferry", "glacier", "cinder", "copper", "saffron", "walnut",
            "pebble", "thistle", "heron", "otter", "badger", "juniper", "sorrel", "quill",
            "cobalt", "mango", "papaya", "cedar", "fjord", "puffin", "bramble", "kettle", "anvil"]
PINYIN = ["zhangwei", "liuyang", "wangfang", "chenjing", "lixiaoming", "zhaolei", "huangmin",
          "zhoujie", "wuhao", "xuli", "sunyue", "mayun", "guolin", "hexin", "luoqing", "songtao",
          "tangmei", "hanbing", "fengyu", "dengchao", "caixin", "yuanyuan", "jiangnan", "xiamen"]
SYMS = "!@#$%&*?._-+="
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def _pw_style(rng, style):
    w = rng.choice(PW_WORDS)
    if style == "wsd":
        return w.capitalize() + rng.choice(SYMS) + digits(rng, max(rng.choice([2, 3, 4]), 7 - len(w)))
    if style == "dsw":
        return digits(rng, 2) + rng.choice(SYMS) + w.capitalize() + rng.choice(SYMS)
    if style == "leet":
        w2 = rng.choice(PW_WORDS)
        s = "".join(LEET.get(c, c) if rng.random() < 0.7 else c for c in (w + w2))
        return s[0].upper() + s[1:] + rng.choice(SYMS) + digits(rng, 2)
    if style == "camel":
        ws = rng.sample(PW_WORDS, 3)
        return "".join(x.capitalize() for x in ws) + digits(rng, 2)
    if style == "dash":
        ws = rng.sample(PW_WORDS, rng.choice([3, 4]))
        return rng.choice(["-", ".", "_"]).join(ws) + "-" + digits(rng, 2)
    if style == "rand":
        while True:
            s = rs(rng, rng.choice([12, 14, 16]), ALNUM + "!@#%^&*")
            if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
                return s
    if style == "pinyin":
        p = rng.choice(PINYIN)
        return rng.choice([p, p.capitalize()]) + rng.choice(["@", "#", "_", ".", ""]) + \
            rng.choice([digits(rng, 4), "19" + digits(rng, 2), digits(rng, 6)]) + rng.choice(["", "!", "$"])
    if style == "phrase":
        ws = rng.sample(PW_WORDS, 4)
        return " ".join(ws)
    raise KeyError(style)


PW_STYLES = ["wsd", "dsw", "leet", "camel", "dash", "rand", "pinyin"]

SPELL_EN_SYM = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar sign",
                "%": "percent", "&": "ampersand", "*": "star", "?": "question mark", ".": "dot",
                "_": "underscore", "-": "dash", "+": "plus", "=": "equals"}
SPELL_ZH_SYM = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "和号",
                "*": "星号", "?": "问号", ".": "点", "_": "下划线", "-": "横杠", "+": "加号", "=": "等号"}


def g_pw(rng, ctx, style=None):
    st = style or rng.choice(PW_STYLES)
    if st == "fw":
        p = _pw_style(rng, rng.choice(["wsd", "pinyin", "camel"]))
        return V(fw(p), "password", {"pw": p})
    if st == "spell_en":
        p = _pw_style(rng, "wsd")[:10]
        items = []
        for c in p:
            if c.isupper():
                items.append("capital " + c)
            elif c.islower():
                items.append(c)
            elif c.isdigit():
                items.append(EN_DIG[int(c)])
            else:
                items.append(SPELL_EN_SYM[c])
        return V(", ".join(items), "spelled", {"pw": p, "n": len(items)})
    if st == "spell_zh":
        p = _pw_style(rng, rng.choice(["wsd", "pinyin"]))[:10]
        items = []
        for c in p:
            if c.isupper():
                items.append("大写" + c)
            elif c.islower():
                items.append("小写" + c)
            elif c.isdigit():
                items.append(ZH_DIG[int(c)])
            else:
                items.append(SPELL_ZH_SYM[c])
        return V("、".join(items), "spelled", {"pw": p, "n": len(items)})
    p = _pw_style(rng, st)
    return V(p, "password", {"pw": p})


# ---------------------------------------------------------------------------
# login pairs
# ---------------------------------------------------------------------------
EN_FIRST = ["aroha", "mere", "tane", "liam", "chloe", "siobhan", "ciaran", "niamh", "daan", "femke",
            "sven", "jolien", "thabo", "lerato", "zanele", "pieter", "maricel", "jomar", "arnel",
            "aisyah", "farid", "hamdan", "layla", "omar", "marisol", "andres", "ioana", "radu",
            "tevita", "sione", "kiri", "declan", "maeve", "brody", "hunter", "mackenzie", "tyler"]
EN_LAST = ["ngata", "tipene", "walsh", "obrien", "murphy", "devries", "jansen", "bakker",
           "nkosi", "dlamini", "botha", "santos", "reyes", "delacruz", "rahman", "ismail",
           "alhashimi", "mora", "vargas", "popescu", "ionescu", "fifita", "taufa", "macdonald",
           "tremblay", "gagnon", "roy", "leblanc", "oconnor", "kelly", "fraser"]
PY_USER = ["zhangli", "wanghui", "chenyu", "liuqiang", "yangfan", "zhaomin", "huangjie", "zhouyan",
           "wuqian", "xuhao", "sunli", "maxiao", "hulin", "gaoyang", "linlin", "heping", "luoyi"]


def g_login(rng, ctx, style=None, user_kind=None):
    pw = g_pw(rng, ctx, style or rng.choice(["wsd", "leet", "camel", "rand", "pinyin", "dsw"]))
    uk = user_kind or rng.choice(["plain", "dot", "mail", "py", "admin"])
    f, l = rng.choice(EN_FIRST), rng.choice(EN_LAST)
    if uk == "plain":
        user = f + digits(rng, 2)
    elif uk == "dot":
        user = f + "." + l
    elif uk == "mail":
        user = f + "." + l + "@" + rng.choice(["gmail.com", "outlook.com", "xtra.co.nz", "bigpond.com",
                                              "eircom.net", "ziggo.nl", "shaw.ca", "yahoo.com.ph"])
    elif uk == "py":
        user = rng.choice(PY_USER) + digits(rng, rng.choice([2, 3, 4]))
    elif uk == "phone":
        user = "1" + rng.choice(["38", "39", "58", "77", "86", "99"]) + digits(rng, 8)
    else:
        user = rng.choice(["admin", "manager", "frontdesk", "ops", "cellar", "studio", "office", "kasir"])
    pw.comp = {"user": user}
    return pw


# ---------------------------------------------------------------------------
# security answers
# ---------------------------------------------------------------------------
SA_EN = {
    "pet": ["Biscuit", "Pickles", "Rangi", "Muffin", "Ziggy", "Captain Fluff", "Toffee", "Mango",
            "Pepper", "Kumara", "Bandit", "Oreo", "Noodle", "Waffles", "Hemi", "Skipper"],
    "street": ["Ponsonby Road", "Wakefield Street", "Dorset Avenue", "Kloof Nek Road",
               "Prinsengracht", "Rue Sainte-Catherine", "Jalan Alor", "Katipunan Avenue",
               "Bathurst Street", "Grafton Street", "Oxford Terrace", "Long Street"],
    "town": ["Gisborne", "Timaru", "Ballarat", "Wagga Wagga", "Moose Jaw", "Kamloops", "Tralee",
             "Athlone", "Zwolle", "Deventer", "Stellenbosch", "Iloilo", "Ipoh", "Kuching", "Sibiu"],
    "maiden": ["Fitzgerald", "Vanderberg", "Kowalczyk", "Moana", "Tremblay", "Hennessy", "Mahlangu",
               "Bautista", "Abdullah", "Ferreira", "Oosthuizen", "Delaney", "Sokolova"],
    "school": ["St Brigid's", "Rangitoto College", "Kelvin Grove", "Sir John A. Macdonald",
               "Coláiste Íde", "Het Baken", "Rondebosch Boys", "Ateneo", "SK Taman Tun",
               "Hillcrest Primary", "Te Kura o Waikare"],
    "teacher": ["Mrs Pohatu", "Mr Gallagher", "Miss Botha", "Mrs de Groot", "Mr Villanueva",
                "Ms Leclerc", "Mr Ahmad", "Sister Agnes", "Mrs Kaur", "Mr Tupou"],
    "food": ["pavlova", "lamingtons", "poutine", "boxty", "bitterballen", "bobotie", "adobo",
             "nasi lemak", "shawarma", "gallo pinto", "sarmale", "hokey pokey", "Anzac biscuits"],
    "car": ["Holden Kingswood", "Toyota Corolla", "Mazda 323", "Ford Falcon", "Nissan Sunny",
            "Honda Civic", "VW Golf", "Proton Saga", "Isuzu Trooper", "Dacia Logan"],
    "friend": ["Tama", "Bridget", "Jaco", "Marisol", "Kwame", "Aoife", "Rizal", "Noor", "Benji"],
    "book": ["The Bone People", "Anne of Green Gables", "Cloudstreet", "Matilda", "Noli Me Tangere",
             "Hairy Maclary", "Possum Magic", "The Secret Garden"],
    "word": ["harbourlights", "tangerine kite", "silverfern", "otterpond", "marmalade", "crimson tui",
             "blue heron", "pumice"],
    "date": ["14 March 1987", "02/11/1979", "the 9th of July 1992", "23 August", "1 June 2001"],
    "team": ["the Crusaders", "Leinster", "the Canucks", "Ajax", "the Sharks", "Ginebra", "Brumbies"],
    "job": ["paper round", "shelf stacker at Pak'nSave", "lifeguard", "dishwasher", "fruit picker"],
    "hero": ["Sir Edmund Hillary", "Terry Fox", "Manny Pacquiao", "Cathy Freeman", "Nelson Mandela"],
}
SA_ZH = {
    "name": ["王秀英", "李桂兰", "张建国", "刘淑芬", "陈志强", "赵玉梅", "黄德明", "周春花", "吴振华", "孙丽娟"],
    "city": ["丹东", "鹤岗", "自贡", "天水", "北海", "汕尾", "景德镇", "绵阳", "营口", "漳州", "六盘水", "榆林"],
    "school": ["红星小学", "实验二小", "育才中学", "城关一中", "东风小学", "人民路小学", "第三十七中学", "朝阳小学"],
    "pet": ["旺财", "小白", "豆豆", "咪咪", "花卷", "大黄", "球球", "年糕", "可乐", "芝麻"],
    "food": ["红烧肉", "糖醋排骨", "酸菜鱼", "锅包肉", "热干面", "肉夹馍", "螺蛳粉", "煎饼果子", "蛋炒饭"],
    "teacher": ["刘老师", "王丽萍", "张老师", "陈德华", "李红梅", "赵老师", "孙玉兰", "周建平", "马老师", "郑淑华",
                "何老师", "高美玲"],
    "date": ["1988年5月20日", "十月初八", "1993.07.14", "腊月二十三", "六月六"],
    "book": ["平凡的世界", "围城", "活着", "白鹿原", "骆驼祥子", "红楼梦", "三体"],
    "street": ["解放路", "人民南路", "中山北街", "胜利大街", "建设巷", "新华路"],
    "idol": ["刘德华", "邓丽君", "周杰伦", "张国荣", "王菲", "姚明"],
    "nick": ["小胖", "二丫", "铁蛋", "毛毛", "丫丫", "石头"],
}


def g_sa(rng, ctx, cat=None):
    cat = cat or rng.choice(sorted(SA_EN))
    a = rng.choice(SA_EN[cat])
    return V(a, "answer", {"answer": a, "cat": cat})


def g_saz(rng, ctx, cat=None):
    cat = cat or rng.choice(sorted(SA_ZH))
    a = rng.choice(SA_ZH[cat])
    return V(a, "answer", {"answer": a, "cat": cat})


# ---------------------------------------------------------------------------
# Wi-Fi
# ---------------------------------------------------------------------------
def g_wifi(rng, ctx, style=None):
    st = style or rng.choice(["word", "rand", "digits", "phrase", "pinyin", "leet"])
    if st == "word":
        p = rng.choice(PW_WORDS).capitalize() + rng.choice(PW_WORDS) + digits(rng, rng.choice([2, 3, 4]))
    elif st == "rand":
        p = rs(rng, rng.choice([10, 12, 16]), ALNUM)
    elif st == "digits":
        p = digits(rng, rng.choice([8, 10, 12]), True)
    elif st == "phrase":
        p = "-".join(rng.sample(PW_WORDS, 3))
    elif st == "pinyin":
        p = rng.choice(PINYIN) + digits(rng, rng.choice([4, 6, 8]))
    else:
        p = _pw_style(rng, "leet")
    assert 8 <= len(p) <= 63
    return V(p, "wifi", {"pw": p})


# ---------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------
def g_card(rng, ctx, brand=None, form=None):
    brand = brand or rng.choice(["visa", "mastercard", "amex", "discover", "jcb", "unionpay", "diners",
                                 "mir", "mada", "maestro", "eftpos", "uatp"])
    n = S.card_number(rng, brand)
    form = form or rng.choice(["sp", "sp", "plain", "dash"])
    if form in ("sp", "dash", "fwsp"):
        sep = {"sp": " ", "dash": "-", "fwsp": " "}[form]
        if len(n) == 15:
            g = [n[:4], n[4:10], n[10:]]
        elif len(n) == 14:
            g = [n[:4], n[4:10], n[10:]]
        else:
            g = [n[i:i + 4] for i in range(0, len(n), 4)]
        t = sep.join(g)
        if form == "fwsp":
            t = fw(t)
    elif form == "fw":
        t = fw(n)
    else:
        t = n
    return V(t, "card", {"pan": n, "brand": brand}, {"exp": "%02d/%02d" % (rng.randrange(1, 13), rng.randrange(27, 32)),
                                                      "cvv": digits(rng, 4 if brand == "amex" else 3)})


# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------
TOTP_ISSUERS = ["Kiwibank", "RealMe", "myGov", "Xero", "Okta", "Datadog", "Cloudflare", "Figma",
                "Docker Hub", "Bitbucket", "PagerDuty", "HubSpot", "Dropbox", "Square", "GCash",
                "Coinbase", "Kraken", "Revolut", "bunq", "Desjardins", "Gitea", "Discord"]


def g_totp(rng, ctx, nbytes="20", form="plain"):
    nb = int(nbytes)
    raw = S.rbytes(rng, nb)
    s = S.b32(raw)
    meta = {"nbytes": nb, "seed": s}
    if form == "plain":
        t = s
    elif form == "g4":
        t = " ".join(s.lower()[i:i + 4] for i in range(0, len(s), 4))
    elif form == "g4u":
        t = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    elif form == "dash":
        t = "-".join(s[i:i + 4] for i in range(0, len(s), 4))
    elif form == "g8":
        t = " ".join(s[i:i + 8] for i in range(0, len(s), 8))
    elif form == "lower":
        t = s.lower()
    elif form == "two":
        h = (len(s) // 8) * 4
        t = s[:h] + "\n" + s[h:]
    elif form == "hex":
        t = raw.hex()
        meta["hex"] = True
    elif form == "uri":
        iss = ctx.get("issuer") or rng.choice(TOTP_ISSUERS)
        acct = rng.choice(EN_FIRST) + "@" + rng.choice(["gmail.com", "proton.me", "outlook.com"])
        q = "secret=%s&issuer=%s" % (s, iss.replace(" ", "%20"))
        if rng.random() < 0.4:
            q += "&algorithm=SHA1&digits=6&period=30"
        t = "otpauth://totp/%s:%s?%s" % (iss.replace(" ", "%20"), acct.replace("@", "%40"), q)
        meta["uri"] = True
    else:
        raise KeyError(form)
    return V(t, "totp", meta)


# ---------------------------------------------------------------------------
# recovery codes
# ---------------------------------------------------------------------------
def _rc_code(rng, fmt):
    if fmt == "gh":
        return rs(rng, 5, HEX) + "-" + rs(rng, 5, HEX)
    if fmt == "discord":
        return rs(rng, 4, LOWNUM) + "-" + rs(rng, 4, LOWNUM)
    if fmt == "google":
        return digits(rng, 4) + " " + digits(rng, 4)
    if fmt == "d8":
        return digits(rng, 8)
    if fmt == "d10":
        return digits(rng, 10)
    if fmt == "a10":
        return rs(rng, 10, LOWNUM)
    if fmt == "x4":
        return "-".join(rs(rng, 4, UPNUM) for _ in range(3))
    if fmt == "ms":
        return "-".join(rs(rng, 5, "BCDFGHJKMPQRTVWXY2346789") for _ in range(5))
    if fmt == "apple":
        return "-".join(rs(rng, 4, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(7))
    if fmt == "bitlocker":
        return "-".join("%06d" % (11 * rng.randrange(1, 65536)) for _ in range(8))
    if fmt == "onepw":
        # 1Password-style Secret Key: A3-XXXXXX-XXXXXX-XXXXX-XXXXX-XXXXX-XXXXX
        al = "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
        return "A3-" + "-".join(rs(rng, n, al) for n in (6, 6, 5, 5, 5, 5))
    if fmt == "hex32":
        return rs(rng, 32, HEX)
    if fmt == "b8":
        return rs(rng, 8, "abcdefghjkmnpqrstuvwxyz23456789")
    raise KeyError(fmt)


RC_SINGLE = {"ms", "apple", "bitlocker", "onepw", "hex32"}


def g_rc(rng, ctx, fmt="gh", layout="lines", n=None):
    if fmt in RC_SINGLE and n is None:
        n = "1"
    n = int(n) if n else {"gh": 10, "discord": 8, "google": 10, "d8": 8, "d10": 10, "a10": 10,
                           "x4": 8, "b8": 10}.get(fmt, 8)
    codes = []
    while len(codes) < n:
        c = _rc_code(rng, fmt)
        if c not in codes:
            codes.append(c)
    if n == 1:
        t = codes[0]
    elif layout == "lines":
        t = "\n".join(codes)
    elif layout == "num":
        t = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    elif layout == "num0":
        t = "\n".join("%02d  %s" % (i + 1, c) for i, c in enumerate(codes))
    elif layout == "bul":
        t = "\n".join("• " + c for c in codes)
    elif layout == "box":
        t = "\n".join("☐ " + c for c in codes)
    elif layout == "boxused":
        k = rng.randrange(1, 3)
        t = "\n".join(("☑ %s (used)" if i < k else "☐ %s") % c for i, c in enumerate(codes))
    elif layout == "inline":
        t = ", ".join(codes)
    elif layout == "semi":
        t = "; ".join(codes)
    elif layout == "cols":
        h = (n + 1) // 2
        rows = []
        for i in range(h):
            a = codes[i]
            b = codes[i + h] if i + h < n else ""
            rows.append((a + "    " + b).rstrip())
        t = "\n".join(rows)
    elif layout == "zhnum":
        t = "\n".join("%d、%s" % (i + 1, c) for i, c in enumerate(codes))
    else:
        raise KeyError(layout)
    return V(t, "recovery", {"codes": codes, "fmt": fmt})


# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------
def g_wk(rng, ctx, form="wif"):
    k = S.secp_scalar(rng)
    if form == "wif":
        return V(S.wif(k, "btc", True), "wallet", {"form": "wif"})
    if form == "wifu":
        return V(S.wif(k, "btc", False), "wallet", {"form": "wif"})
    if form in ("ltc", "doge", "dash", "test"):
        return V(S.wif(k, form, True), "wallet", {"form": "wif"})
    if form == "hex":
        return V("%064x" % k, "wallet", {"form": "hex"})
    if form == "0x":
        return V("0x%064x" % k, "wallet", {"form": "hex"})
    if form in ("xprv", "tprv", "zprv", "yprv"):
        return V(S.ext_key(rng, form, k), "wallet", {"form": "ext"})
    if form == "sol58":
        return V(S.b58enc(S.solana_keypair(rng)), "wallet", {"form": "sol58"})
    if form == "solarr":
        kp = S.solana_keypair(rng)
        return V("[" + ",".join(str(b) for b in kp) + "]", "wallet", {"form": "solarr"})
    if form == "nsec":
        return V(S.nostr_keys(k)[0], "wallet", {"form": "nsec"})
    if form == "electrum":
        return V(rng.choice(["p2wpkh:", "p2wpkh-p2sh:"]) + S.wif(k, "btc", True), "wallet", {"form": "wif"})
    raise KeyError(form)


# ---------------------------------------------------------------------------
# BIP39 seed phrases
# ---------------------------------------------------------------------------
ROMAN = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "xiii", "xiv", "xv",
         "xvi", "xvii", "xviii", "xix", "xx", "xxi", "xxii", "xxiii", "xxiv"]


def layout_words(rng, w, layout):
    n = len(w)
    if layout == "sp":
        return " ".join(w)
    if layout == "caps":
        return " ".join(x.upper() for x in w)
    if layout == "title":
        return " ".join(x.capitalize() for x in w)
    if layout == "lines":
        return "\n".join(w)
    if layout == "num":  # 1. word
        return "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "numpar":  # (01) word
        return "\n".join("(%02d) %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "roman":
        return "\n".join("%s. %s" % (ROMAN[i], x) for i, x in enumerate(w))
    if layout == "no":  # No.1 word
        return "  ".join("No.%d %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "suffix":  # word(1)
        return " ".join("%s(%d)" % (x, i + 1) for i, x in enumerate(w))
    if layout == "box":
        return "\n".join("☐ " + x for x in w)
    if layout == "dotsep":
        return " · ".join(w)
    if layout == "pipe3":  # rows of three: 1 word | 2 word | 3 word
        rows = []
        for r in range(0, n, 3):
            rows.append(" | ".join("%d %s" % (i + 1, w[i]) for i in range(r, min(r + 3, n))))
        return "\n".join(rows)
    if layout == "grid4":  # rows of four, unnumbered
        return "\n".join(" ".join(w[r:r + 4]) for r in range(0, n, 4))
    if layout == "cols2":  # two numbered columns read downward
        h = n // 2
        width = max(len(x) for x in w[:h]) + 4
        return "\n".join(("%02d %s" % (i + 1, w[i])).ljust(width + 4) + "%02d %s" % (i + h + 1, w[i + h])
                         for i in range(h))
    if layout == "asciibox":
        width = max(len(x) for x in w)
        line = "+----+" + "-" * (width + 2) + "+"
        rows = [line] + ["| %2d | %s |" % (i + 1, x.ljust(width)) for i, x in enumerate(w)] + [line]
        return "\n".join(rows)
    if layout == "semi":
        return ";".join(w)
    if layout == "comma":
        return ", ".join(w)
    if layout == "dash":
        return "-".join(w)
    if layout == "dots":  # 01 ........ word
        return "\n".join("%02d ........ %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "hash":
        return " ".join("#%d %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "prefix4":  # steel-plate style four letters in caps
        return " ".join(x[:4].upper() for x in w)
    # Chinese layouts
    if layout == "nosp":
        return "".join(w)
    if layout == "idsp":
        return "\u3000".join(w)
    if layout == "dun":
        return "、".join(w)
    if layout == "zhcomma":
        return "，".join(w)
    if layout == "zhnum":  # 1.字
        return "\n".join("%d.%s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "zhnum_in":  # 1.字 2.字 inline
        return " ".join("%d.%s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "di":  # 第1个：字
        return "\n".join("第%d个：%s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "zhgrid3":
        return "\n".join(" ".join(w[r:r + 3]) for r in range(0, n, 3))
    if layout == "zhgrid4":
        return "\n".join("".join(w[r:r + 4]) for r in range(0, n, 4))
    if layout == "brk":
        return "".join("[%s]" % x for x in w)
    if layout == "fwnum":
        return "\u3000".join(fw(str(i + 1)) + x for i, x in enumerate(w))
    if layout == "slash":
        return " / ".join(w)
    raise KeyError(layout)


def g_mn(rng, ctx, n="12", layout="sp"):
    w = S.bip39_phrase(rng, int(n), "english")
    return V(layout_words(rng, w, layout), "mn_en", {"words": w, "list": "english", "layout": layout})


def g_mz(rng, ctx, n="12", layout="sp", script="s"):
    lst = "chinese_traditional" if script == "t" else "chinese_simplified"
    w = S.bip39_phrase(rng, int(n), lst)
    return V(layout_words(rng, w, layout), "mn_zh", {"words": w, "list": lst, "layout": layout})


# ---------------------------------------------------------------------------
# env values
# ---------------------------------------------------------------------------
def g_envv(rng, ctx, style=None):
    st = style or rng.choice(["hex32", "hex64", "b64", "rand", "pw", "whsec", "laravel", "prov", "django"])
    if st == "hex32":
        v = rs(rng, 32, HEX)
    elif st == "hex64":
        v = rs(rng, 64, HEX)
    elif st == "b64":
        v = base64.b64encode(S.rbytes(rng, rng.choice([24, 32, 48]))).decode()
    elif st == "rand":
        v = rs(rng, rng.choice([24, 32, 40]), ALNUM)
    elif st == "pw":
        v = _pw_style(rng, rng.choice(["wsd", "leet", "rand", "camel"]))
    elif st == "whsec":
        v = "whsec_" + base64.b64encode(S.rbytes(rng, 24)).decode()
    elif st == "laravel":
        v = "base64:" + base64.b64encode(S.rbytes(rng, 32)).decode()
    elif st == "django":
        v = rs(rng, 50, string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)")
    elif st == "prov":
        v = g_ak(rng, ctx).text
    elif st in AK:
        v = AK[st](rng)
    else:
        raise KeyError(st)
    return V(v, "env", {"value": v})


# ---------------------------------------------------------------------------
# API keys
# ---------------------------------------------------------------------------
def _uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


AK = {
    "resend": lambda r: "re_" + rs(r, 8) + "_" + rs(r, 24),
    "postmark": lambda r: _uuid(r),
    "brevo": lambda r: "xkeysib-" + rs(r, 64, HEX) + "-" + rs(r, 16),
    "doppler": lambda r: "dp.st.prd." + rs(r, 40),
    "doppler_pt": lambda r: "dp.pt." + rs(r, 43),
    "dockerhub": lambda r: "dckr_pat_" + rs(r, 27, URLSAFE),
    "tfc": lambda r: rs(r, 14) + ".atlasv1." + rs(r, 67),
    "square": lambda r: "EAAA" + rs(r, 60, URLSAFE),
    "okta": lambda r: "00" + rs(r, 40, URLSAFE),
    "pagerduty": lambda r: "u+" + rs(r, 18, URLSAFE),
    "datadog": lambda r: rs(r, 32, HEX),
    "datadog_app": lambda r: rs(r, 40, HEX),
    "figma": lambda r: "figd_" + rs(r, 40, URLSAFE),
    "asana": lambda r: "2/" + digits(r, 16, True) + "/" + digits(r, 16, True) + ":" + rs(r, 32, HEX),
    "hubspot": lambda r: "pat-na1-" + _uuid(r),
    "dropbox": lambda r: "sl.u." + rs(r, 136, URLSAFE),
    "cloudflare": lambda r: rs(r, 40, URLSAFE),
    "dynatrace": lambda r: "dt0c01." + rs(r, 24, UPNUM) + "." + rs(r, 64, UPNUM),
    "bitbucket": lambda r: "ATBB" + rs(r, 32),
    "fireworks": lambda r: "fw_" + rs(r, 24),
    "perplexity": lambda r: "pplx-" + rs(r, 48),
    "xai": lambda r: "xai-" + rs(r, 80),
    "elevenlabs": lambda r: "sk_" + rs(r, 48, HEX),
    "mistral": lambda r: rs(r, 32),
    "cohere": lambda r: rs(r, 40),
    "pinecone": lambda r: "pcsk_" + rs(r, 6) + "_" + rs(r, 58),
    "neon": lambda r: "napi_" + rs(r, 64, LOWNUM),
    "github_pat": lambda r: "github_pat_11" + rs(r, 20, UPNUM) + "_" + rs(r, 59),
    "plaid": lambda r: rs(r, 30, HEX),
    "algolia": lambda r: rs(r, 32, HEX),
    "gmaps": lambda r: "AIza" + rs(r, 35, URLSAFE),
    "openai_proj": lambda r: "sk-proj-" + rs(r, 74, URLSAFE) + "T3BlbkFJ" + rs(r, 74, URLSAFE),
    "stripe_rk": lambda r: "rk_live_" + rs(r, 99),
    "qianfan": lambda r: "bce-v3/ALTAK-" + rs(r, 21) + "/" + rs(r, 40, HEX),
    "dashscope": lambda r: "sk-" + rs(r, 32, HEX),
    "baichuan": lambda r: "sk-" + rs(r, 32, HEX),
    "lingyi": lambda r: rs(r, 32, HEX),
    "getui": lambda r: rs(r, 22),
    "umeng": lambda r: rs(r, 32, LOWNUM),
    "rongcloud": lambda r: rs(r, 14),
    "easemob": lambda r: "YXA6" + rs(r, 27, URLSAFE),
    "yunxin": lambda r: rs(r, 12, HEX),
    "ronglian": lambda r: rs(r, 32, HEX),
    "tianditu": lambda r: rs(r, 32, HEX),
    "baidumap": lambda r: rs(r, 32),
    "moonshot": lambda r: "sk-" + rs(r, 48),
}
# companion public ids for pairs
AK_ID = {
    "plaid": lambda r: rs(r, 24, HEX),
    "algolia": lambda r: rs(r, 10, UPNUM),
    "datadog_app": lambda r: rs(r, 32, HEX),
    "qianfan": lambda r: "ALTAK" + rs(r, 20),
    "getui": lambda r: rs(r, 22),
    "umeng": lambda r: rs(r, 24, HEX),
    "rongcloud": lambda r: rs(r, 14, LOWNUM),
    "easemob": lambda r: "YXA6" + rs(r, 22, URLSAFE),
    "yunxin": lambda r: rs(r, 32, HEX),
    "ronglian": lambda r: "8a" + rs(r, 30, HEX),
    "okta": lambda r: "dev-" + digits(r, 8) + ".okta.com",
}
AK_DEFAULT = ["resend", "brevo", "doppler", "dockerhub", "tfc", "square", "okta", "figma",
              "asana", "hubspot", "dynatrace", "bitbucket", "fireworks", "perplexity", "xai",
              "elevenlabs", "pinecone", "neon", "github_pat", "gmaps"]


def g_ak(rng, ctx, prov=None):
    prov = prov or rng.choice(AK_DEFAULT)
    v = AK[prov](rng)
    comp = {"id": AK_ID[prov](rng)} if prov in AK_ID else {}
    return V(v, "apikey", {"prov": prov}, comp)


AK_PATTERNS = {
    "resend": r"re_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}",
    "postmark": r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}",
    "brevo": r"xkeysib-[0-9a-f]{64}-[A-Za-z0-9]{16}",
    "doppler": r"dp\.st\.prd\.[A-Za-z0-9]{40}",
    "doppler_pt": r"dp\.pt\.[A-Za-z0-9]{43}",
    "dockerhub": r"dckr_pat_[A-Za-z0-9_-]{27}",
    "tfc": r"[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9]{67}",
    "square": r"EAAA[A-Za-z0-9_-]{60}",
    "okta": r"00[A-Za-z0-9_-]{40}",
    "pagerduty": r"u\+[A-Za-z0-9_-]{18}",
    "datadog": r"[0-9a-f]{32}",
    "datadog_app": r"[0-9a-f]{40}",
    "figma": r"figd_[A-Za-z0-9_-]{40}",
    "asana": r"2/\d{16}/\d{16}:[0-9a-f]{32}",
    "hubspot": r"pat-na1-[0-9a-f-]{36}",
    "dropbox": r"sl\.u\.[A-Za-z0-9_-]{136}",
    "cloudflare": r"[A-Za-z0-9_-]{40}",
    "dynatrace": r"dt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}",
    "bitbucket": r"ATBB[A-Za-z0-9]{32}",
    "fireworks": r"fw_[A-Za-z0-9]{24}",
    "perplexity": r"pplx-[A-Za-z0-9]{48}",
    "xai": r"xai-[A-Za-z0-9]{80}",
    "elevenlabs": r"sk_[0-9a-f]{48}",
    "mistral": r"[A-Za-z0-9]{32}",
    "cohere": r"[A-Za-z0-9]{40}",
    "pinecone": r"pcsk_[A-Za-z0-9]{6}_[A-Za-z0-9]{58}",
    "neon": r"napi_[a-z0-9]{64}",
    "github_pat": r"github_pat_11[A-Z0-9]{20}_[A-Za-z0-9]{59}",
    "plaid": r"[0-9a-f]{30}",
    "algolia": r"[0-9a-f]{32}",
    "gmaps": r"AIza[A-Za-z0-9_-]{35}",
    "openai_proj": r"sk-proj-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}",
    "stripe_rk": r"rk_live_[A-Za-z0-9]{99}",
    "qianfan": r"bce-v3/ALTAK-[A-Za-z0-9]{21}/[0-9a-f]{40}",
    "dashscope": r"sk-[0-9a-f]{32}",
    "baichuan": r"sk-[0-9a-f]{32}",
    "lingyi": r"[0-9a-f]{32}",
    "getui": r"[A-Za-z0-9]{22}",
    "umeng": r"[a-z0-9]{32}",
    "rongcloud": r"[A-Za-z0-9]{14}",
    "easemob": r"YXA6[A-Za-z0-9_-]{27}",
    "yunxin": r"[0-9a-f]{12}",
    "ronglian": r"[0-9a-f]{32}",
    "tianditu": r"[0-9a-f]{32}",
    "baidumap": r"[A-Za-z0-9]{32}",
    "moonshot": r"sk-[A-Za-z0-9]{48}",
}


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------
JWT_CLAIMS = [
    lambda r: {"sub": digits(r, 6), "role": "service_role", "iss": "hasura",
               "https://hasura.io/jwt/claims": {"x-hasura-default-role": "admin",
                                                "x-hasura-allowed-roles": ["admin"]}},
    lambda r: {"id": rs(r, 15, LOWNUM), "type": "authRecord", "collectionId": rs(r, 15, LOWNUM),
               "exp": 1767000000 + r.randrange(10 ** 7)},
    lambda r: {"id": _uuid(r), "role": _uuid(r), "app_access": True, "admin_access": True,
               "iat": 1760000000 + r.randrange(10 ** 7), "iss": "directus"},
    lambda r: {"sub": r.choice(EN_FIRST) + "@" + r.choice(["marina.co.nz", "cellar-door.com.au", "rinkside.ca"]),
               "scope": "read write", "iat": 1760000000 + r.randrange(10 ** 7),
               "exp": 1770000000 + r.randrange(10 ** 7)},
    lambda r: {"uid": r.randrange(10 ** 5, 10 ** 7), "openid": "o" + rs(r, 27, URLSAFE),
               "shop": r.choice(["naichadian", "huoguo", "hongbei"]), "exp": 1768000000 + r.randrange(10 ** 7)},
    lambda r: {"userId": digits(r, 8), "tenant": r.choice(["wuye", "keyanzu", "yueziCenter"]),
               "roles": ["ADMIN"], "iat": 1761000000 + r.randrange(10 ** 7)},
    lambda r: {"aud": "authenticated", "sub": _uuid(r), "email": r.choice(EN_FIRST) + "@gmail.com",
               "exp": 1769000000 + r.randrange(10 ** 7)},
]
_RSA_CACHE = {}


def g_jwt(rng, ctx, alg=None):
    alg = alg or rng.choice(["HS256", "HS256", "HS384", "HS512", "EdDSA", "RS256"])
    payload = rng.choice(JWT_CLAIMS)(rng)
    if alg.startswith("HS"):
        t = S.jwt_hmac(rng, payload, alg)
    elif alg == "EdDSA":
        t = S.jwt_eddsa(rng, payload)
    else:
        k = ctx["rsa"]()
        t = S.jwt_rs256(k, payload, kid=rs(rng, 8, LOWNUM))
    return V(t, "jwt", {"alg": alg})


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
def g_pk(rng, ctx, form=None):
    form = form or rng.choice(["rsa1", "rsa8", "ec256", "ec384", "k1", "ed25519", "ossh_ed", "ossh_rsa"])
    meta = {"form": form}
    if form == "rsa1":
        t = S.pem_private(ctx["rsa"](), "trad")
    elif form == "rsa8":
        t = S.pem_private(ctx["rsa"](), "pkcs8")
    elif form == "rsa1024":
        t = S.pem_private(S.rsa_key(rng, 1024), "trad")
    elif form == "ec256":
        t = S.pem_private(S.ec_key(rng, "p256"), rng.choice(["trad", "pkcs8"]))
    elif form == "ec384":
        t = S.pem_private(S.ec_key(rng, "p384"), rng.choice(["trad", "pkcs8"]))
    elif form == "k1":
        t = S.pem_private(S.ec_key(rng, "k1"), "trad")
    elif form == "ed25519":
        t = S.pem_private(S.ed25519_key(rng), "pkcs8")
    elif form == "ed448":
        t = S.pem_private(S.ed448_key(rng), "pkcs8")
    elif form == "x25519":
        t = S.pem_private(S.x25519_key(rng), "pkcs8")
    elif form == "ossh_ed":
        t = S.openssh_private(rng, "ed25519", comment=ctx.get("comment") or rng.choice(
            ["deploy@cellar-door", "jomar@bpo-night", "radio@studio-b", "pi@marina", "ops@rinkside"]))
    elif form == "ossh_rsa":
        t = S.openssh_private(rng, "rsa", comment=rng.choice(["backup@woolshed", "root@kiosk", "git@nas"]),
                              rsa_k=ctx["rsa"]())
    elif form == "age":
        t, recip = S.age_identity(rng)
        return V(t, "pem", meta, {"recip": recip})
    elif form == "wg":
        t = base64.b64encode(S.wg_key(rng)).decode()
    elif form == "json_esc":
        inner = S.pem_private(rng.choice([S.ec_key(rng, "p256"), S.ed25519_key(rng)]), "pkcs8")
        t = inner.replace("\n", "\\n") + "\\n"
    elif form == "b64":
        inner = S.pem_private(S.ec_key(rng, "p256"), "pkcs8")
        t = base64.b64encode((inner + "\n").encode()).decode()
    else:
        raise KeyError(form)
    return V(t, "pem", meta)


# ---------------------------------------------------------------------------
# connection strings
# ---------------------------------------------------------------------------
DB_HOSTS = ["db.cellar-door.internal", "10.8.0.12", "db-prod-01.marina.lan", "db2.rinkside.ca",
            "192.168.50.20", "db-ap-southeast-2.example-host.net", "db.woolshed.co.nz",
            "data0.tnd-print.my", "sql01.funeralhome.local", "10.20.1.5", "rds-syd.cluster-xyz.internal",
            "db.bpo-shift.ph", "172.16.8.30", "ghub-db.lan"]
DB_USERS = ["cellar", "app_rw", "radio", "bookings", "shearing", "ops", "kiosk", "reporting",
            "wuye_admin", "lab_rw", "dbadmin", "marina_app", "root"]
DB_NAMES = ["cellardoor", "bookings", "playout", "rink", "tally", "ledger", "lims", "wuye", "pos",
            "roster", "inventory", "members"]


def _db_pw(rng):
    return rng.choice([_pw_style(rng, "wsd"), rs(rng, 20), _pw_style(rng, "rand"), _pw_style(rng, "pinyin"),
                       rs(rng, 16, ALNUM)]).replace("@", "!").replace("/", "_").replace(":", "_").replace(
        "?", "!").replace("#", "!").replace("%", "!").replace(";", "!").replace("&", "!")


def g_cs(rng, ctx, form=None):
    form = form or rng.choice(["pg", "mysql", "mongo_srv", "mongo_rs", "redis", "amqps", "ado", "jdbc_q",
                               "jdbc_mysql_q", "mariadb", "firebird", "valkey", "pymssql", "libpq"])
    u, h, d, pw = rng.choice(DB_USERS), rng.choice(DB_HOSTS), rng.choice(DB_NAMES), _db_pw(rng)
    if form == "pg":
        t = "%s://%s:%s@%s:5432/%s" % (rng.choice(["postgres", "postgresql", "postgresql+psycopg"]), u, pw, h, d)
        if rng.random() < 0.3:
            t += "?sslmode=require"
    elif form == "mysql":
        t = "mysql%s://%s:%s@%s:3306/%s" % (rng.choice(["", "+pymysql", "+mysqldb"]), u, pw, h, d)
    elif form == "mariadb":
        t = "mariadb://%s:%s@%s/%s" % (u, pw, h, d)
    elif form == "mongo_srv":
        t = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (
            u, pw, rs(rng, 5, LOWNUM), d)
    elif form == "mongo_rs":
        t = "mongodb://%s:%s@m1.%s:27017,m2.%s:27017,m3.%s:27017/%s?replicaSet=rs0&authSource=admin" % (
            u, pw, "db.lan", "db.lan", "db.lan", d)
    elif form == "redis":
        t = "redis://%s:%s@%s:6379/%d" % (rng.choice(["default", ""]), pw, h, rng.randrange(4))
    elif form == "valkey":
        t = "valkeys://default:%s@%s:6380" % (pw, h)
    elif form == "amqps":
        t = "amqps://%s:%s@%s:5671/%s" % (u, pw, h, rng.choice(["%2F", "prod", "vhost1"]))
    elif form == "ado":
        t = "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (h, d, u, pw)
    elif form == "jdbc_q":
        t = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s" % (h, d, u, pw)
    elif form == "jdbc_mysql_q":
        t = "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (h, d, u, pw)
    elif form == "opengauss":
        t = "jdbc:opengauss://%s:5432/%s?user=%s&password=%s" % (h, d, u, pw)
    elif form == "gaussdb":
        t = "jdbc:gaussdb://%s:8000/%s?user=%s&password=%s" % (h, d, u, pw)
    elif form == "oscar":
        t = "jdbc:oscar://%s:2003/%s?user=%s&password=%s" % (h, d.upper(), u, pw)
    elif form == "firebird":
        t = "firebird://SYSDBA:%s@%s:3050//var/lib/firebird/data/%s.fdb" % (pw, h, d)
    elif form == "pymssql":
        t = "mssql+pymssql://%s:%s@%s:1433/%s" % (u, pw, h, d)
    elif form == "libpq":
        t = "host=%s port=5432 dbname=%s user=%s password=%s sslmode=require" % (h, d, u, pw)
    elif form == "tdsql":
        t = "mysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (u, pw, h, d)
    else:
        raise KeyError(form)
    return V(t, "connstr", {"pw": pw})


# ---------------------------------------------------------------------------
# URLs with credentials
# ---------------------------------------------------------------------------
def g_url(rng, ctx, form=None):
    form = form or rng.choice(["basic", "ftp", "smb", "rtsp", "codeberg", "datadog", "gmaps", "proxy",
                               "sftp", "pypi", "slack", "powerautomate"])
    u = rng.choice(["admin", "studio", "cellar", "ops", "kiosk", "backup", "camera", "uploader"])
    pw = _db_pw(rng)
    meta = {"form": form}
    if form == "basic":
        t = "https://%s:%s@%s/%s" % (u, pw, rng.choice(["nas.woolshed.co.nz", "files.cellar-door.com.au",
                                                       "192.168.1.20:5001", "dav.rinkside.ca"]),
                                     rng.choice(["", "webdav/", "admin/"]))
        meta["pw"] = pw
    elif form == "ftp":
        t = "ftp://%s:%s@%s/%s" % (u, pw, rng.choice(["ftp.printshop.my", "10.0.0.7", "transmitter.local"]),
                                   rng.choice(["incoming", "logs", ""]))
        meta["pw"] = pw
    elif form == "sftp":
        t = "sftp://%s:%s@%s:22/%s" % (u, pw, rng.choice(["backup.marina.lan", "172.16.4.9"]), "uploads")
        meta["pw"] = pw
    elif form == "smb":
        t = "smb://%s:%s@%s/%s" % (u, pw, rng.choice(["192.168.0.10", "diskstation.local"]),
                                   rng.choice(["scans", "accounts", "playout"]))
        meta["pw"] = pw
    elif form == "rtsp":
        t = "rtsp://admin:%s@%s:554/cam/realmonitor?channel=%d&subtype=0" % (
            pw, rng.choice(["192.168.1.108", "10.1.1.64", "192.168.8.201"]), rng.randrange(1, 5))
        meta["pw"] = pw
    elif form == "proxy":
        t = "http://%s:%s@proxy.%s:3128" % (u, pw, rng.choice(["bpo-shift.ph", "marina.lan", "lab.local"]))
        meta["pw"] = pw
    elif form == "codeberg":
        tok = rs(rng, 40, HEX)
        t = "https://oauth2:%s@%s/%s/%s.git" % (tok, rng.choice(["codeberg.org", "gitea.woolshed.co.nz"]),
                                                rng.choice(["ops", "studio", "cellar"]),
                                                rng.choice(["playout-scripts", "pos-export", "infra"]))
        meta["pw"] = tok
    elif form == "pypi":
        tok = "pypi-AgEIcHlwaS5vcmc" + rs(rng, 120, URLSAFE)
        t = "https://__token__:%s@upload.pypi.org/legacy/" % tok
        meta["pw"] = tok
    elif form == "datadog":
        tok = rs(rng, 32, HEX)
        t = "https://http-intake.logs.datadoghq.com/api/v2/logs?dd-api-key=%s&ddsource=nginx" % tok
        meta["param"] = "dd-api-key"
    elif form == "gmaps":
        tok = "AIza" + rs(rng, 35, URLSAFE)
        t = "https://maps.googleapis.com/maps/api/staticmap?center=%s&zoom=14&size=600x300&key=%s" % (
            rng.choice(["-36.85,174.76", "-34.93,138.60", "53.34,-6.26"]), tok)
        meta["param"] = "key"
    elif form == "slack":
        t = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(rng, 8, UPNUM), rs(rng, 10, UPNUM), rs(rng, 24))
        meta["hook"] = True
    elif form == "powerautomate":
        t = ("https://prod-%02d.australiasoutheast.logic.azure.com:443/workflows/%s/triggers/manual/paths/invoke"
             "?api-version=2016-06-01&sp=%%2Ftriggers%%2Fmanual%%2Frun&sv=1.0&sig=%s") % (
            rng.randrange(1, 30), rs(rng, 32, HEX), rs(rng, 43, URLSAFE))
        meta["param"] = "sig"
    elif form == "oss":
        t = "https://%s.oss-cn-%s.aliyuncs.com/%s?OSSAccessKeyId=LTAI5t%s&Expires=%d&Signature=%s" % (
            rng.choice(["wuye-docs", "keyanzu-data", "yuezi-photos"]), rng.choice(["hangzhou", "shenzhen", "beijing"]),
            rng.choice(["contract.pdf", "raw/2025-03.csv", "baby/001.jpg"]), rs(rng, 18),
            1767000000 + rng.randrange(10 ** 7), rs(rng, 27, ALNUM) + "%3D")
        meta["param"] = "Signature"
    elif form == "cos":
        t = ("https://%s-125%s.cos.ap-%s.myqcloud.com/%s?q-sign-algorithm=sha1&q-ak=AKID%s"
             "&q-sign-time=%d%%3B%d&q-key-time=%d%%3B%d&q-header-list=host&q-url-param-list=&q-signature=%s") % (
            rng.choice(["huoguo", "yanjing", "qinhang"]), digits(rng, 7), rng.choice(["guangzhou", "chengdu"]),
            rng.choice(["menu.pdf", "orders.xlsx"]), rs(rng, 32), 1767000000, 1767003600, 1767000000, 1767003600,
            rs(rng, 40, HEX))
        meta["param"] = "q-signature"
    elif form == "qiniu":
        t = "http://%s.clouddn.com/%s?e=%d&token=%s:%s" % (
            rs(rng, 6, LOWNUM), rng.choice(["video/lesson3.mp4", "img/nail-01.png"]),
            1767000000 + rng.randrange(10 ** 6), rs(rng, 40, URLSAFE), rs(rng, 28, URLSAFE) + "=")
        meta["param"] = "token"
    elif form == "dingtalk_tok":
        t = "https://oapi.dingtalk.com/robot/send?access_token=%s" % rs(rng, 64, HEX)
        meta["param"] = "access_token"
    else:
        raise KeyError(form)
    return V(t, "url", meta)


GENS = {
    "otp": g_otp, "otp_g": g_otp_g, "otp_alnum": g_otp_alnum, "pin": g_pin, "door": g_door,
    "pw": g_pw, "login": g_login, "sa": g_sa, "saz": g_saz, "wifi": g_wifi, "card": g_card,
    "totp": g_totp, "rc": g_rc, "wk": g_wk, "mn": g_mn, "mz": g_mz, "envv": g_envv, "ak": g_ak,
    "jwt": g_jwt, "pk": g_pk, "cs": g_cs, "url": g_url,
}

# default generator (with args) of each secret kind, and the generator families a kind accepts
KIND_DEFAULT = {
    "otp": ("otp", ()), "pin": ("pin", ()), "door_code": ("door", ()), "password_nl": ("pw", ()),
    "login_pair": ("login", ()), "security_answer": ("sa", ()), "wifi_password": ("wifi", ()),
    "card_number": ("card", ()), "totp_secret": ("totp", ()), "recovery_codes": ("rc", ()),
    "crypto_wallet_key": ("wk", ()), "mnemonic_bip39_en": ("mn", ()), "mnemonic_zh": ("mz", ()),
    "env_file": ("envv", ()), "api_key": ("ak", ()), "jwt": ("jwt", ()), "private_key": ("pk", ()),
    "connection_string": ("cs", ()), "url_credentials": ("url", ()),
}
KIND_GENS = {
    "otp": {"otp", "otp_g", "otp_alnum"}, "pin": {"pin"}, "door_code": {"door"},
    "password_nl": {"pw"}, "login_pair": {"login"}, "security_answer": {"sa", "saz"},
    "wifi_password": {"wifi"}, "card_number": {"card"}, "totp_secret": {"totp"},
    "recovery_codes": {"rc"}, "crypto_wallet_key": {"wk"}, "mnemonic_bip39_en": {"mn"},
    "mnemonic_zh": {"mz"}, "env_file": {"envv"}, "api_key": {"ak"}, "jwt": {"jwt"},
    "private_key": {"pk"}, "connection_string": {"cs"}, "url_credentials": {"url"},
}
