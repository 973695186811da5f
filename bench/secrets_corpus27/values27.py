"""Secret value generators for secrets_corpus27.

Every generator takes (rng, *args) and returns a dict: "v" is the gold span exactly as it will
appear in the text; other keys are companions a template may print next to it (user, ssid, q,
exp, cvv, id, addr, issuer, acct, key, host, again, ...); "rec" is what the checks compare the span
against (the digits, the words, the bytes, the key).
"""
import base64
import hashlib
import json
import string

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519

import struct27 as S

ALNUM = string.ascii_letters + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def rbytes(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


# ---------------------------------------------------------------------------
# digits in many shapes (OTPs, PINs)
# ---------------------------------------------------------------------------
EN_DIG = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ZH_DIG = "零一二三四五六七八九"
ZH_CAP = "零壹贰叁肆伍陆柒捌玖"


def fw(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def digits_render(rng, d, fmt):
    if fmt == "plain":
        return d
    if fmt == "sp3":  # 482 913 / 4829 1374
        h = len(d) // 2
        return d[:h] + " " + d[h:]
    if fmt == "dash":
        h = len(d) // 2
        return d[:h] + "-" + d[h:]
    if fmt == "spaced":
        return " ".join(d)
    if fmt == "dots":
        return ".".join(d)
    if fmt == "commas":
        return ", ".join(d)
    if fmt == "words":
        return " ".join(EN_DIG[int(c)] for c in d)
    if fmt == "wordsoh":  # "four oh double seven ..."
        out, i = [], 0
        while i < len(d):
            w = "oh" if d[i] == "0" else EN_DIG[int(d[i])]
            if i + 1 < len(d) and d[i + 1] == d[i] and rng.random() < 0.9:
                out.append("double " + w)
                i += 2
            else:
                out.append(w)
                i += 1
        return " ".join(out)
    if fmt == "wordsdash":
        return "-".join(EN_DIG[int(c)] for c in d)
    if fmt == "dotwords":  # "Four. Eight. Two."
        return " ".join(EN_DIG[int(c)].capitalize() + "." for c in d)
    if fmt == "zh":
        return "".join(ZH_DIG[int(c)] for c in d)
    if fmt == "zhyao":
        return "".join("幺" if c == "1" else ZH_DIG[int(c)] for c in d)
    if fmt == "zhsep":
        sep = rng.choice(["、", "，", " "])
        return sep.join(("幺" if c == "1" and rng.random() < 0.5 else ZH_DIG[int(c)]) for c in d)
    if fmt == "zhcap":
        return "".join(ZH_CAP[int(c)] for c in d)
    if fmt == "fw":
        return fw(d)
    if fmt == "fwsp":
        h = len(d) // 2
        return fw(d[:h]) + "　" + fw(d[h:])
    raise ValueError(fmt)


def _digits(rng, n, avoid_trivial=True):
    while True:
        d = "".join(rng.choice("0123456789") for _ in range(n))
        if d[0] == "0" and rng.random() < 0.6:
            continue
        if avoid_trivial and (len(set(d)) <= 2 or d in "01234567890" or d in "98765432109"):
            continue
        return d


def g_otp(rng, n="6", fmt="plain"):
    n = int(n)
    d = _digits(rng, n)
    v = digits_render(rng, d, fmt)
    return {"v": v, "rec": d, "again": v, "plain": d, "mins": str(rng.choice([2, 3, 5, 5, 10, 10, 15, 30]))}


def g_pin(rng, n="4", fmt="plain"):
    n = int(n)
    d = _digits(rng, n)
    v = digits_render(rng, d, fmt)
    return {"v": v, "rec": d, "plain": d}


def g_keypad(rng, n="4", fmt="hash"):
    """door / keypad / key-safe codes with decorations: 4821#, *4821#, C4821, 48-21"""
    n = int(n)
    d = _digits(rng, n)
    if fmt == "hash":
        v = d + "#"
    elif fmt == "star":
        v = "*" + d + "#"
    elif fmt == "letter":
        v = rng.choice("ABCX") + d
    elif fmt == "dash":
        v = d[:2] + "-" + d[2:]
    else:
        v = d
    return {"v": v, "rec": d, "plain": d}


# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------
WORDS = """harbour lantern copper maple velvet thistle orchard falcon meadow pepper cobalt saffron
juniper walnut granite ember willow badger cactus hazel marble otter pebble quartz raven sable
tundra umber violet wander yarrow zephyr anchor biscuit candle dahlia echo fennel glacier
hollow indigo jasper kettle lemon mango nutmeg olive parsley quill rhubarb sorrel tangerine
bramble clover driftwood fjord gravel heather iris kayak lupin mosaic nectar oyster puffin
quince rosemary seagull tulip sparrow castle bishop comet dolphin ferret gecko harp igloo
jigsaw koala lilac monsoon nimbus oregano paprika rocket summit trumpet vanilla walrus
cinnamon spruce basil prairie canyon lagoon pumpkin sunflower teapot doughnut bagel pretzel
muffin noodle waffle pickle mustard""".split()
CAPWORDS = [w.capitalize() for w in WORDS]
PINYIN = """zhangwei liuyang wangfang chenjing lihua zhaolei sunli zhouxin wujie xuming hulan
guoqiang heping linfeng luoyi songjia tangyu dengchao fengxue caiwen pengbo xiaomei
daming laowang dongdong huanhuan lele tiantian yangyang beibei""".split()
SYMS = "!@#$%&*?-_.+"
KBWALKS = ["1qaz@WSX", "!QAZ2wsx", "zaq1@WSX", "qwer1234!", "1q2w3e4r!", "Qwer!234", "asdf;lkj9",
           "1qaz2wsx#EDC", "zxcv!@#4", "ZAQ!xsw2", "poiu0987)", "mnbv5678%"]


def pw_shape(rng, shape):
    if shape == "wsd":
        return rng.choice(CAPWORDS) + rng.choice(SYMS) + _digits(rng, rng.choice([2, 3, 4]), False)
    if shape == "camel":
        return "".join(rng.sample(CAPWORDS, rng.choice([2, 3]))) + _digits(rng, rng.choice([2, 4]), False)
    if shape == "dotted":
        return ".".join(rng.sample(WORDS, rng.choice([3, 4]))) + rng.choice(["", "." + _digits(rng, 2, False)])
    if shape == "dashed":
        return "-".join(rng.sample(WORDS, rng.choice([3, 4]))) + rng.choice(["", "-" + _digits(rng, 2, False), "!"])
    if shape == "phrase":
        ws = rng.sample(WORDS, rng.choice([3, 4]))
        if rng.random() < 0.5:
            ws[0] = ws[0].capitalize()
        return " ".join(ws) + rng.choice(["", " " + _digits(rng, 2, False), "!"])
    if shape == "leet":
        w = rng.choice(WORDS) + rng.choice(WORDS)
        tr = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}
        w = "".join(tr.get(c, c) if rng.random() < 0.6 else c for c in w)
        return w[0].upper() + w[1:] + _digits(rng, 2, False)
    if shape == "rand":
        n = rng.choice([10, 12, 14, 16, 20])
        while True:
            p = rs(rng, ALNUM + "!#%&*+-=?@^_", n)
            if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p):
                return p
    if shape == "randalnum":
        while True:
            p = rs(rng, ALNUM, rng.choice([10, 12, 16]))
            if any(c.isdigit() for c in p) and any(c.isupper() for c in p):
                return p
    if shape == "pinyin":
        base = rng.choice(PINYIN)
        if rng.random() < 0.5:
            base = base.capitalize()
        return base + rng.choice(["", "@", "#", ".", "_"]) + str(rng.choice([rng.randint(1960, 2012), rng.randint(1000, 1231)])) + rng.choice(["", "!", "*"])
    if shape == "kb":
        return rng.choice(KBWALKS) + rng.choice(["", _digits(rng, 2, False)])
    if shape == "namedate":
        return rng.choice(CAPWORDS) + rng.choice(["#", "@", "_", "."]) + "%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28))
    if shape == "any":
        return pw_shape(rng, rng.choice(["wsd", "camel", "dotted", "dashed", "leet", "rand", "pinyin", "kb", "namedate", "randalnum"]))
    if shape == "anynospace":
        return pw_shape(rng, rng.choice(["wsd", "camel", "dotted", "dashed", "leet", "rand", "pinyin", "kb", "namedate"]))
    raise ValueError(shape)


NATO = {"a": "alfa", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf",
        "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima", "m": "mike", "n": "november",
        "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo", "s": "sierra", "t": "tango", "u": "uniform",
        "v": "victor", "w": "whiskey", "x": "x-ray", "y": "yankee", "z": "zulu"}
SYM_EN = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar sign", "%": "percent",
          "&": "ampersand", "*": "star", "?": "question mark", "-": "dash", "_": "underscore",
          ".": "dot", "+": "plus", "=": "equals", "^": "caret", " ": "space"}
SYM_ZH = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "和号", "*": "星号",
          "?": "问号", "-": "横杠", "_": "下划线", ".": "点", "+": "加号", "=": "等号", "^": "尖角号", " ": "空格"}


def pw_render(rng, p, render):
    if render == "plain":
        return p
    if render == "fw":
        return fw(p)
    if render == "nato":
        out = []
        for c in p:
            if c.isupper():
                out.append(rng.choice(["capital ", "upper case ", "big "]) + NATO[c.lower()].capitalize())
            elif c.islower():
                out.append(NATO[c])
            elif c.isdigit():
                out.append(EN_DIG[int(c)])
            else:
                out.append(SYM_EN[c])
        return ", ".join(out)
    if render == "letters":
        out = []
        for c in p:
            if c.isupper():
                out.append("capital " + c)
            elif c.islower():
                out.append(c)
            elif c.isdigit():
                out.append(c)
            else:
                out.append(SYM_EN[c])
        return ", ".join(out)
    if render == "zhspell":
        sep = rng.choice(["、", "，", " "])
        out = []
        for c in p:
            if c.isupper():
                out.append("大写" + c)
            elif c.islower():
                out.append("小写" + c)
            elif c.isdigit():
                out.append("数字" + c)
            else:
                out.append(SYM_ZH[c])
        return sep.join(out)
    raise ValueError(render)


EN_FIRST = """oliver amelia noah isla leo ava arthur mia george grace freddie lily theo ella harry
sofia jack evie oscar ruby archie chloe henry florence lucas alice mason poppy ethan ivy""".split()
SURN = """walsh byrne novak kowalski moreau rossi garcia silva larsen virtanen horvat keller
dubois ferreira nowak lindqvist okafor mensah haddad cohen yilmaz tanaka nguyen sato""".split()
DOMAINS = ["gmail.com", "outlook.com", "proton.me", "icloud.com", "yahoo.co.uk", "hotmail.fr",
           "gmx.ch", "wp.pl", "seznam.cz", "mail.ru", "qq.com", "163.com", "126.com", "foxmail.com",
           "fastmail.com", "hey.com", "web.de", "libero.it", "orange.fr", "t-online.de"]


def g_user(rng, style="any"):
    f, s = rng.choice(EN_FIRST), rng.choice(SURN)
    style = style if style != "any" else rng.choice(["email", "handle", "name", "pinyin"])
    if style == "email":
        return rng.choice([f + "." + s, f[0] + s, f + s[:3] + str(rng.randint(1, 99))]) + "@" + rng.choice(DOMAINS)
    if style == "handle":
        return rng.choice([f + "_" + s, f + str(rng.randint(70, 99)), s + "." + f[0], "admin", "frontdesk", "office", "reception"])
    if style == "pinyin":
        return rng.choice(PINYIN) + rng.choice(["", str(rng.randint(1, 999))])
    if style == "zhemail":
        return rng.choice(PINYIN) + str(rng.randint(10, 9999)) + "@" + rng.choice(["qq.com", "163.com", "126.com", "foxmail.com", "sina.com"])
    if style == "phone":
        return "1" + rng.choice("3589") + "".join(rng.choice("0123456789") for _ in range(9))
    return f + "." + s


def g_pw(rng, shape="any", render="plain", ustyle="any"):
    p = pw_shape(rng, shape)
    if render in ("nato", "letters", "zhspell"):
        while " " in p:
            p = pw_shape(rng, shape)
    if render == "fw":
        while " " in p:
            p = pw_shape(rng, shape)
    return {"v": pw_render(rng, p, render), "rec": p, "user": g_user(rng, ustyle),
            "old": pw_shape(rng, "wsd")}


# ---------------------------------------------------------------------------
# Wi-Fi
# ---------------------------------------------------------------------------
SSIDS = ["Nordlys_5G", "TP-Link_7A2C", "FRITZ!Box 7590 QK", "Vodafone-3F9A", "BT-HUB-X9QK",
         "Livebox-81C0", "Casa_Moreau", "HUAWEI-B535-4A1F", "ChinaNet-7Xk2", "CMCC-5Dq9", "MiWiFi_3B7E",
         "Xiaomi_A8F2", "Tenda_5E2A10", "Bakehouse-Guest", "Pool_Staff", "Marina-Office", "Studio 4B",
         "NETGEAR62", "eduroam-guest", "Sunrise_WLAN_55", "Orange-1D2C", "Telia-2G-8871", "UPC3311029",
         "DIRECT-roku-771", "Lokal_Gast", "Tattoo_Studio", "Hut_Alpin", "Kiosk-Net", "Familie_Wang",
         "Chen_Home_5G", "老王家", "Li_Family", "Helpdesk-Test", "Locksmith-Van", "Ring_Setup_2F"]


def g_wifi(rng, shape="any"):
    shape = shape if shape != "any" else rng.choice(["wsd", "phrase", "rand", "camel", "dashed", "digits", "pinyin"])
    if shape == "psk64":
        v = rs(rng, HEX, 64)
    elif shape == "phone":
        v = "1" + rng.choice("3589") + "".join(rng.choice("0123456789") for _ in range(9))
    elif shape == "digits":
        v = _digits(rng, rng.choice([8, 10, 12]))
    elif shape == "phrase":
        v = " ".join(rng.sample(WORDS, 3)) + rng.choice(["", " " + _digits(rng, 2, False)])
    elif shape == "rand":
        v = rs(rng, ALNUM, rng.choice([12, 16, 20]))
    else:
        v = pw_shape(rng, shape)
    while len(v) < 8:
        v += _digits(rng, 2, False)
    return {"v": v, "rec": v, "ssid": rng.choice(SSIDS)}


# ---------------------------------------------------------------------------
# security answers
# ---------------------------------------------------------------------------
SQ = {
    "maiden": ("What is your mother's maiden name?", "mother's maiden name", "您母亲的姓名是？", "母亲姓名",
               ["Kowalczyk", "Fairweather", "Delacroix", "Abernethy", "Lindqvist", "Okonkwo", "Marchetti", "Szabo", "Villanueva", "Pemberton"],
               ["刘桂兰", "王秀英", "陈淑珍", "赵玉梅", "孙凤琴", "周美华", "吴翠萍", "郑丽君"]),
    "pet": ("What was the name of your first pet?", "first pet", "您的第一只宠物叫什么名字？", "第一只宠物",
            ["Biscuit", "Mr Whiskers", "Pumpernickel", "Captain", "Noodle", "Ziggy", "Bramble", "Fudge", "Pickles", "Sir Barksalot"],
            ["旺财", "小黑", "豆豆", "咪咪", "团子", "大黄", "球球", "花花"]),
    "street": ("What street did you grow up on?", "street you grew up on", "您童年居住的街道叫什么？", "童年住的街道",
               ["Willow Crescent", "Rue des Tanneurs", "Calle Mayor", "Kirkgate", "Jasmine Lane", "Ul. Lipowa", "Via Roma", "Ashgrove Road"],
               ["解放路", "人民西路", "和平里", "建设巷", "胜利街", "长青路", "文化宫后街", "新华路"]),
    "school": ("What was the name of your primary school?", "primary school", "您的小学校名是？", "小学名称",
               ["St Brendan's", "Hillcrest Primary", "Escola Nova", "Lakeside Elementary", "Greyfriars", "Ecole Jules Ferry"],
               ["红星小学", "实验二小", "东风路小学", "育才小学", "新华小学", "城关一小"]),
    "teacher": ("Who was your favourite teacher?", "favourite teacher", "您最喜欢的老师姓什么？", "最喜欢的老师",
                ["Mrs Abercrombie", "Mr Oduya", "Miss Halloran", "Herr Brandt", "Madame Roux", "Mr Tanaka"],
                ["李老师", "马红梅", "张国强", "黄老师", "何建华", "杨春燕"]),
    "city": ("In what city were you born?", "city of birth", "您的出生地是？", "出生城市",
             ["Gdynia", "Tampere", "Bergamo", "Oaxaca", "Valparaiso", "Kraków", "Ghent", "Cork", "Recife"],
             ["鞍山", "宜宾", "九江", "汕头", "绵阳", "洛阳", "衢州", "锦州"]),
    "car": ("What was the make of your first car?", "first car", "您的第一辆车是什么牌子？", "第一辆车",
            ["Fiat Panda", "Skoda Felicia", "Nissan Micra", "Renault 5", "Vauxhall Corsa", "Lada Niva", "Ford Escort"],
            ["夏利", "捷达", "桑塔纳", "奥拓", "富康", "五菱之光"]),
    "food": ("What is your favourite food?", "favourite food", "您最喜欢的食物是？", "最喜欢吃的",
             ["pierogi", "shakshuka", "pho ga", "bangers and mash", "moussaka", "arepas", "bibimbap"],
             ["酸菜鱼", "锅包肉", "豆汁儿", "肠粉", "热干面", "臭豆腐", "羊肉泡馍"]),
    "friend": ("What is the name of your childhood best friend?", "childhood best friend", "您儿时最好的朋友叫什么？", "儿时好友",
               ["Tomasz", "Aoife", "Kwame", "Mireille", "Dmitri", "Siobhan", "Rafael"],
               ["二胖", "小芳", "铁蛋", "刘小军", "王磊", "燕子"]),
    "dadbday": ("What is your father's date of birth?", "father's birthday", "您父亲的生日是？", "父亲生日",
                ["14/03/1958", "2 August 1961", "1949-11-30", "07.09.1955", "23 May 1963"],
                ["1958年3月14日", "19610802", "六一年腊月初八", "1955.09.07", "农历八月十五"]),
    "honeymoon": ("Where did you go on your honeymoon?", "honeymoon", "您的蜜月旅行去了哪里？", "蜜月地点",
                  ["Dubrovnik", "Lake Bled", "Zanzibar", "the Amalfi coast", "Hokkaido", "Cappadocia"],
                  ["三亚", "丽江", "厦门鼓浪屿", "普吉岛", "九寨沟", "大理"]),
    "job": ("What was your first job?", "first job", "您的第一份工作是什么？", "第一份工作",
            ["paper round", "lifeguard", "dishwasher at Luigi's", "strawberry picking", "cinema usher"],
            ["电子厂流水线", "饭店传菜", "家教", "超市收银", "工地小工", "发传单"]),
    "word": ("Memorable word", "memorable word", "预留信息", "预留信息",
             ["Tangerine88", "lighthouse", "Muddypaws", "kettlebell", "Ophelia"],
             ["平安喜乐", "芝麻开门", "一帆风顺", "心想事成"]),
    "hero": ("Who was your childhood hero?", "childhood hero", "您小时候的偶像是谁？", "童年偶像",
             ["Zinedine Zidane", "Ayrton Senna", "Jacques Cousteau", "Marie Curie", "Bruce Lee"],
             ["雷锋", "李小龙", "郎平", "孙悟空", "张海迪"]),
}
PINYIN_OF = {"刘桂兰": "liuguilan", "王秀英": "wangxiuying", "旺财": "wangcai", "小黑": "xiaohei", "豆豆": "doudou",
             "解放路": "jiefanglu", "红星小学": "hongxingxiaoxue", "鞍山": "anshan", "宜宾": "yibin", "夏利": "xiali",
             "酸菜鱼": "suancaiyu", "二胖": "erpang", "三亚": "sanya", "李老师": "lilaoshi", "锅包肉": "guobaorou",
             "捷达": "jieda", "九江": "jiujiang", "咪咪": "mimi", "和平里": "hepingli"}


def g_sa(rng, qtype="any", alang="any"):
    qtype = qtype if qtype != "any" else rng.choice(sorted(SQ))
    qe, qes, qz, qzs, en, zh = SQ[qtype]
    alang = alang if alang != "any" else rng.choice(["en", "zh"])
    if alang == "en":
        a = rng.choice(en)
    elif alang == "zh":
        a = rng.choice(zh)
    elif alang == "py":
        cands = [w for w in zh if w in PINYIN_OF] or ["wangxiuying"]
        a = PINYIN_OF[rng.choice(cands)] if cands != ["wangxiuying"] else "wangxiuying"
    else:
        raise ValueError(alang)
    return {"v": a, "rec": a, "q": qe, "qs": qes, "qz": qz, "qzs": qzs}


# ---------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------
def _card_digits(rng, brand):
    while True:
        if brand == "visa":
            pre, n = "4", 16
        elif brand == "mc":
            pre, n = str(rng.randint(51, 55)), 16
        elif brand == "mc2":
            pre, n = str(rng.randint(2221, 2720)), 16
        elif brand == "amex":
            pre, n = rng.choice(["34", "37"]), 15
        elif brand == "disc":
            pre, n = rng.choice(["6011", "65", "644", "649"]), 16
        elif brand == "jcb":
            pre, n = str(rng.randint(3528, 3589)), 16
        elif brand == "up16":
            pre, n = rng.choice(["6222", "6228", "6217", "6259", "6212", "6214", "6226"]), 16
        elif brand == "up19":
            pre, n = rng.choice(["6222", "6228", "6217", "6216", "6230", "6236"]), 19
        elif brand == "diners":
            pre, n = rng.choice(["36", "38", "300", "305"]), 14
        else:
            raise ValueError(brand)
        body = pre + "".join(rng.choice("0123456789") for _ in range(n - len(pre) - 1))
        d = S.luhn_complete(body)
        if d not in S.TEST_CARDS and S.card_brand(d):
            return d


def card_render(d, fmt):
    if fmt == "plain":
        return d
    if len(d) == 15:
        groups = [d[:4], d[4:10], d[10:]]
    elif len(d) == 14:
        groups = [d[:4], d[4:10], d[10:]]
    elif len(d) == 19:
        groups = [d[i:i + 4] for i in range(0, 16, 4)] + [d[16:]]
    else:
        groups = [d[i:i + 4] for i in range(0, 16, 4)]
    if fmt == "sp":
        return " ".join(groups)
    if fmt == "dash":
        return "-".join(groups)
    if fmt == "fw":
        return fw(" ".join(groups)).replace(" ", "　")
    if fmt == "fwplain":
        return fw(d)
    raise ValueError(fmt)


def g_card(rng, brand="any", fmt="sp"):
    brand = brand if brand != "any" else rng.choice(["visa", "visa", "mc", "mc2", "amex", "disc", "jcb", "up16", "diners"])
    d = _card_digits(rng, brand)
    return {"v": card_render(d, fmt), "rec": d, "exp": "%02d/%02d" % (rng.randint(1, 12), rng.randint(27, 32)),
            "cvv": "".join(rng.choice("0123456789") for _ in range(4 if len(d) == 15 else 3)),
            "last4": d[-4:], "brand": {"visa": "Visa", "mc": "Mastercard", "mc2": "Mastercard", "amex": "Amex",
                                       "disc": "Discover", "jcb": "JCB", "up16": "UnionPay", "up19": "UnionPay",
                                       "diners": "Diners Club"}[brand]}


# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------
ISSUERS = ["Nextcloud", "Gitea", "Mastodon", "Bitwarden", "Proton", "Fastmail", "Synology", "Unraid",
           "Cloudflare", "Hetzner", "OVHcloud", "Namecheap", "Kraken", "Coinbase", "Discord", "Reddit",
           "Tutanota", "Zoho", "Dropbox", "Box", "Linode", "Vultr", "Scaleway", "Gandi", "Porkbun",
           "Jira", "Keeper", "NordPass", "Wise", "Revolut"]


def g_totp(rng, nbytes="20", fmt="plain", issuer=None):
    nb = int(nbytes)
    raw = rbytes(rng, nb)
    b32 = base64.b32encode(raw).decode()
    nopad = b32.rstrip("=")
    iss = issuer or rng.choice(ISSUERS)
    acct = g_user(rng, "email")
    if fmt == "plain":
        v = nopad
    elif fmt == "lower":
        v = nopad.lower()
    elif fmt == "g4":
        v = " ".join(nopad[i:i + 4] for i in range(0, len(nopad), 4))
    elif fmt == "g4l":
        v = " ".join(nopad[i:i + 4] for i in range(0, len(nopad), 4)).lower()
    elif fmt == "dash4":
        v = "-".join(nopad[i:i + 4] for i in range(0, len(nopad), 4))
    elif fmt == "g8":
        v = " ".join(nopad[i:i + 8] for i in range(0, len(nopad), 8))
    elif fmt == "wrap":
        gs = [nopad[i:i + 4] for i in range(0, len(nopad), 4)]
        h = (len(gs) + 1) // 2
        v = " ".join(gs[:h]) + "\n" + " ".join(gs[h:])
    elif fmt == "pad":
        v = b32
    elif fmt in ("uri", "uri256"):
        from urllib.parse import quote
        v = "otpauth://totp/%s:%s?secret=%s&issuer=%s" % (quote(iss), quote(acct), nopad, quote(iss))
        if fmt == "uri256":
            v += "&algorithm=SHA256&digits=8&period=30"
    else:
        raise ValueError(fmt)
    return {"v": v, "rec": raw, "issuer": iss, "acct": acct, "code": S.hotp(raw, rng.randint(10 ** 7, 10 ** 8))}


# ---------------------------------------------------------------------------
# recovery codes
# ---------------------------------------------------------------------------
def rc_code(rng, shape):
    if shape == "gh":
        return rs(rng, HEX, 5) + "-" + rs(rng, HEX, 5)
    if shape == "d8":
        return _digits(rng, 8)
    if shape == "d4d4":
        d = _digits(rng, 8)
        return d[:4] + " " + d[4:]
    if shape == "d5d5":
        d = _digits(rng, 10)
        return d[:5] + "-" + d[5:]
    if shape == "u4x3":
        return "-".join(rs(rng, UPPER_ALNUM, 4) for _ in range(3))
    if shape == "u4x2":
        return "-".join(rs(rng, UPPER_ALNUM, 4) for _ in range(2))
    if shape == "l10":
        return rs(rng, LOWER_ALNUM, 10)
    if shape == "l8":
        return rs(rng, LOWER_ALNUM, 8)
    if shape == "hex10":
        return rs(rng, HEX, 10)
    if shape == "hex16":
        return rs(rng, HEX, 16)
    if shape == "l4x4":
        return "-".join(rs(rng, string.ascii_lowercase, 4) for _ in range(4))
    if shape == "u10":
        return rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    if shape == "ms25":
        return "-".join(rs(rng, "BCDFGHJKMPQRTVWXY2346789", 5) for _ in range(5))
    if shape == "b32x4":
        return " ".join(rs(rng, "abcdefghijklmnopqrstuvwxyz234567", 4) for _ in range(4))
    raise ValueError(shape)


CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯"
ZH_NUM = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二", "十三", "十四", "十五", "十六"]


def rc_layout(rng, codes, layout):
    n = len(codes)
    if layout == "lines":
        return "\n".join(codes)
    if layout == "num":
        return "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "num0":
        return "\n".join("%02d  %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "paren":
        return "\n".join("(%d) %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "dash":
        return "\n".join("- " + c for c in codes)
    if layout == "star":
        return "\n".join("* " + c for c in codes)
    if layout == "box":
        return "\n".join("[ ] " + c for c in codes)
    if layout == "mdbox":
        k = rng.randint(1, 3)
        return "\n".join(("- [x] ~~%s~~" if i < k else "- [ ] %s") % c for i, c in enumerate(codes))
    if layout == "used":
        k = rng.randint(1, 2)
        return "\n".join(c + ("  (used)" if i < k else "") for i, c in enumerate(codes))
    if layout == "usedzh":
        k = rng.randint(1, 2)
        return "\n".join(c + ("（已用）" if i < k else "") for i, c in enumerate(codes))
    if layout == "twocol":
        h = (n + 1) // 2
        w = max(len(c) for c in codes) + 4
        return "\n".join((codes[i].ljust(w) + (codes[i + h] if i + h < n else "")).rstrip() for i in range(h))
    if layout == "tsv":
        return "\n".join("%d\t%s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "tsv2":
        return "\n".join("\t".join(codes[i:i + 2]) for i in range(0, n, 2))
    if layout == "inline":
        return ", ".join(codes)
    if layout == "semi":
        return "; ".join(codes)
    if layout == "slash":
        return " / ".join(codes)
    if layout == "space":
        return "  ".join(codes)
    if layout == "json":
        return json.dumps(codes)
    if layout == "jsonpretty":
        return "[\n" + ",\n".join('  "%s"' % c for c in codes) + "\n]"
    if layout == "yaml":
        return "\n".join("  - " + ('"%s"' % c if " " in c else c) for c in codes).lstrip()
    if layout == "toml":
        return "[" + ", ".join('"%s"' % c for c in codes) + "]"
    if layout == "md":
        return "| # | code |\n|---|---|\n" + "\n".join("| %d | %s |" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "mdrow":
        return "\n".join("| " + " | ".join(codes[i:i + 2]) + " |" for i in range(0, n, 2))
    if layout == "circled":
        return "\n".join(CIRCLED[i] + " " + c for i, c in enumerate(codes))
    if layout == "circledin":
        return " ".join(CIRCLED[i] + c for i, c in enumerate(codes))
    if layout == "zhdun":
        return "、".join(codes)
    if layout == "zhcomma":
        return "，".join(codes)
    if layout == "zhnum":
        return "\n".join("%s、%s" % (ZH_NUM[i], c) for i, c in enumerate(codes))
    if layout == "zhdi":
        return "\n".join("第%s个：%s" % (ZH_NUM[i], c) for i, c in enumerate(codes))
    if layout == "xml":
        return "\n".join("  <code>%s</code>" % c for c in codes).lstrip()
    if layout == "bash":
        return "(" + " ".join('"%s"' % c for c in codes) + ")"
    if layout == "rows3":
        return "\n".join("   ".join(codes[i:i + 3]) for i in range(0, n, 3))
    if layout == "single":
        return codes[0]
    raise ValueError(layout)


def g_rc(rng, shape="gh", layout="lines", count="10"):
    count = int(count)
    codes = []
    while len(codes) < count:
        c = rc_code(rng, shape)
        if c not in codes:
            codes.append(c)
    return {"v": rc_layout(rng, codes, layout), "rec": codes, "n": str(count), "first": codes[0]}


# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------
def _scalar(rng):
    while True:
        k = rng.getrandbits(256)
        if 1 <= k < S.SECP_N:
            return k


def g_wk(rng, typ="wif"):
    k = _scalar(rng)
    rec = {"type": typ}
    addr = ""
    if typ == "wif":
        v = S.wif(k)
    elif typ == "wifu":
        v = S.wif(k, compressed=False)
    elif typ == "wiftest":
        v = S.wif(k, 0xEF)
    elif typ == "ltc":
        v = S.wif(k, 0xB0)
    elif typ == "doge":
        v = S.wif(k, 0x9E)
    elif typ == "hex":
        v = "%064x" % k
        addr = S.eth_address(k)
    elif typ == "hex0x":
        v = "0x%064x" % k
        addr = S.eth_address(k)
    elif typ == "xprv":
        v = S.xprv(rbytes(rng, 32), k)
    elif typ == "zprv":
        v = S.xprv(rbytes(rng, 32), k, version=bytes.fromhex("04B2430C"))
    elif typ == "tprv":
        v = S.xprv(rbytes(rng, 32), k, version=bytes.fromhex("04358394"))
    elif typ in ("sol", "solarr"):
        seed = rbytes(rng, 32)
        sk = ed25519.Ed25519PrivateKey.from_private_bytes(seed)
        pub = sk.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
        full = seed + pub
        v = S.b58encode(full) if typ == "sol" else json.dumps(list(full), separators=(",", ":"))
        addr = S.b58encode(pub)
        rec["seed"] = seed
    elif typ == "nsec":
        raw = k.to_bytes(32, "big")
        v = S.bech32_encode("nsec", S.convertbits(raw, 8, 5))
    else:
        raise ValueError(typ)
    rec["k"] = k
    return {"v": v, "rec": rec, "addr": addr}


# ---------------------------------------------------------------------------
# seed phrases
# ---------------------------------------------------------------------------
EN_ORD = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
          "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
          "eighteenth", "nineteenth", "twentieth", "twenty-first", "twenty-second", "twenty-third", "twenty-fourth"]
EN_NUMW = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
           "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
           "twenty-one", "twenty-two", "twenty-three", "twenty-four"]


def mn_layout(rng, w, layout):
    n = len(w)
    if layout == "line":
        return " ".join(w)
    if layout == "lines":
        return "\n".join(w)
    if layout == "num":
        return "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "num0":
        return "\n".join("%02d %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "numparen":
        return " ".join("%d) %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "hashnum":
        return "\n".join("#%d %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "brnum":
        return " ".join("[%d] %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "rows3":
        return "\n".join("  ".join("%d.%s" % (i + j + 1, w[i + j]) for j in range(3)) for i in range(0, n, 3))
    if layout == "rows4":
        return "\n".join("   ".join("%2d %s" % (i + j + 1, w[i + j]) for j in range(4)).strip() for i in range(0, n, 4))
    if layout == "cols2":  # read downwards
        h = n // 2
        return "\n".join(("%2d. %-10s %2d. %s" % (i + 1, w[i], i + h + 1, w[i + h])).strip() for i in range(h))
    if layout == "cols3":
        h = n // 3
        return "\n".join(("%2d %-9s %2d %-9s %2d %s" % (i + 1, w[i], i + h + 1, w[i + h], i + 2 * h + 1, w[i + 2 * h])).strip() for i in range(h))
    if layout == "comma":
        return ", ".join(w)
    if layout == "upper":
        return " ".join(x.upper() for x in w)
    if layout == "title":
        return " ".join(x.capitalize() for x in w)
    if layout == "dash":
        return "-".join(w)
    if layout == "pipe":
        return " | ".join(w)
    if layout == "tsv":
        return "\n".join("%d\t%s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "tsvrow":
        return "\t".join(w)
    if layout == "md":
        return "| # | word |\n|---|------|\n" + "\n".join("| %d | %s |" % (i + 1, x) for i, x in enumerate(w))
    if layout == "mdgrid":
        return "\n".join("| " + " | ".join("%d %s" % (i + j + 1, w[i + j]) for j in range(4)) + " |" for i in range(0, n, 4))
    if layout == "json":
        return json.dumps(w)
    if layout == "yaml":
        return "\n".join("  - " + x for x in w).lstrip()
    if layout == "xml":
        return "\n".join('  <word n="%d">%s</word>' % (i + 1, x) for i, x in enumerate(w)).lstrip()
    if layout == "ini":
        return "\n".join("word%02d = %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "spoken":
        return " ".join("Word %s, %s." % (EN_NUMW[i], x) for i, x in enumerate(w))
    if layout == "ordinal":
        return "; ".join("%s %s" % (EN_ORD[i], x) for i, x in enumerate(w))
    if layout == "arrow":
        return "\n".join("%d -> %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "sticky":  # OCR of a sticky note: uneven breaks
        out, line = [], []
        for x in w:
            line.append(x)
            if len(line) >= rng.choice([2, 3, 3, 4]):
                out.append(" ".join(line))
                line = []
        if line:
            out.append(" ".join(line))
        return "\n".join(out)
    if layout == "dictated":  # voice dictation with "comma"/"period"? keep words, add "next word"
        return ", ".join(w) + "."[:0]
    # Chinese layouts
    if layout == "zsp":
        return " ".join(w)
    if layout == "zcat":
        return "".join(w)
    if layout == "zlines":
        return "\n".join(w)
    if layout == "znum":
        return "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "zcircled":
        return " ".join("%s%s" % ("①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳㉑㉒㉓㉔"[i], x) for i, x in enumerate(w))
    if layout == "zdun":
        return "、".join(w)
    if layout == "zcomma":
        return "，".join(w)
    if layout == "zrows4":
        return "\n".join("　".join(w[i:i + 4]) for i in range(0, n, 4))
    if layout == "zrows3":
        return "\n".join("".join(w[i:i + 3]) for i in range(0, n, 3))
    if layout == "zgroups3":
        return " ".join("".join(w[i:i + 3]) for i in range(0, n, 3))
    if layout == "zbracket":
        return "".join("【%s】" % x for x in w)
    if layout == "zdi":
        return "；".join("第%s个：%s" % (ZH_NUM[i] if i < 16 else "二十" + "一二三四"[i - 20] if i >= 20 else "十" + "七八九"[i - 16], x) for i, x in enumerate(w))
    if layout == "zmd":
        return "| 序号 | 字 |\n|---|---|\n" + "\n".join("| %d | %s |" % (i + 1, x) for i, x in enumerate(w))
    if layout == "ztsv":
        return "\n".join("%d\t%s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "zslash":
        return " / ".join(w)
    if layout == "zjson":
        return json.dumps(w, ensure_ascii=False)
    if layout == "zinline":
        return " ".join("%d.%s" % (i + 1, x) for i, x in enumerate(w))
    raise ValueError(layout)


def g_mn(rng, n="12", layout="line"):
    w = S.random_mnemonic(rng, int(n), "en")
    return {"v": mn_layout(rng, w, layout), "rec": w, "n": n}


def g_mz(rng, n="12", layout="zsp", lst="s"):
    name = "zhs" if lst == "s" else "zht"
    w = S.random_mnemonic(rng, int(n), name)
    return {"v": mn_layout(rng, w, layout), "rec": w, "n": n, "list": name}


# ---------------------------------------------------------------------------
# .env values
# ---------------------------------------------------------------------------
ENV_KEYS = ["APP_SECRET", "SESSION_SECRET", "SIGNING_KEY", "WEBHOOK_SECRET", "HMAC_KEY", "DB_PASSWORD",
            "SMTP_PASS", "ADMIN_PASSWORD", "JWT_SECRET", "COOKIE_SECRET", "ENCRYPTION_KEY", "API_SECRET",
            "PAYMENT_SIGN_KEY", "CALLBACK_TOKEN", "MQTT_PASS", "REDIS_PASSWORD", "BACKUP_PASSPHRASE",
            "LOCKER_API_TOKEN", "BOOKING_SALT", "TILL_SYNC_KEY"]


def env_value(rng, typ):
    if typ == "hex32":
        return rs(rng, HEX, 32)
    if typ == "hex64":
        return rs(rng, HEX, 64)
    if typ == "b64":
        return base64.b64encode(rbytes(rng, 32)).decode()
    if typ == "b64url":
        return base64.urlsafe_b64encode(rbytes(rng, 32)).decode().rstrip("=")
    if typ == "laravel":
        return "base64:" + base64.b64encode(rbytes(rng, 32)).decode()
    if typ == "django":
        return rs(rng, string.ascii_lowercase + string.digits + "!@#$%^&*(-_=+)", 50)
    if typ == "fernet":
        return base64.urlsafe_b64encode(rbytes(rng, 32)).decode()
    if typ == "alnum":
        return rs(rng, ALNUM, rng.choice([24, 32, 40]))
    if typ == "pw":
        return pw_shape(rng, "anynospace")
    if typ == "whsec":
        return "whsec_" + base64.b64encode(rbytes(rng, 24)).decode()
    if typ == "any":
        return env_value(rng, rng.choice(["hex32", "hex64", "b64", "b64url", "alnum", "pw", "laravel", "django"]))
    raise ValueError(typ)


def g_envv(rng, typ="any"):
    v = env_value(rng, typ)
    return {"v": v, "rec": v, "key": rng.choice(ENV_KEYS)}


# ---------------------------------------------------------------------------
# connection strings
# ---------------------------------------------------------------------------
HOSTS = ["db.internal", "10.0.3.17", "pg-main.lan", "mysql.shop.local", "192.168.1.40", "nas.home.arpa",
         "prod-db-1.c8xk2mq7.eu-west-1.rds.amazonaws.com", "rm-bp1x7k2q9.mysql.rds.aliyuncs.com",
         "cluster0.x7kq2.mongodb.net", "redis-17321.c12.eu-central-1-1.ec2.cloud.redislabs.com",
         "db.fkq7x2m9.supabase.co", "ep-cool-river-a1b2c3.eu-central-1.aws.neon.tech", "sql.helpdesk.lan",
         "broker.lan", "mq.bakery.local", "es01.logs.lan", "ch.analytics.lan", "taos-01.factory.lan"]
DBUSERS = ["app", "admin", "postgres", "root", "svc_booking", "readonly", "etl", "shop", "helpdesk", "pos_user",
           "reporting", "guest_wifi", "backup", "wp_user", "grafana"]
DBNAMES = ["bookings", "shop", "inventory", "members", "tickets", "pos", "crm", "wordpress", "erp", "lessons",
           "orders", "metrics", "payroll", "locksmith", "marina"]


def g_cs(rng, scheme="pg"):
    from urllib.parse import quote
    pw = pw_shape(rng, rng.choice(["wsd", "rand", "randalnum", "camel", "dashed", "pinyin"]))
    while " " in pw:
        pw = pw_shape(rng, "randalnum")
    pq = quote(pw, safe="")
    u, db = rng.choice(DBUSERS), rng.choice(DBNAMES)
    h = rng.choice(HOSTS)
    if scheme == "pg":
        v = "postgresql://%s:%s@%s:5432/%s" % (u, pq, h, db) + rng.choice(["", "?sslmode=require"])
    elif scheme == "pgasync":
        v = "postgresql+asyncpg://%s:%s@%s/%s" % (u, pq, h, db)
    elif scheme == "mysql":
        v = "mysql://%s:%s@%s:3306/%s" % (u, pq, h, db)
    elif scheme == "pymysql":
        v = "mysql+pymysql://%s:%s@%s/%s?charset=utf8mb4" % (u, pq, h, db)
    elif scheme == "mongosrv":
        v = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, pq, rs(rng, LOWER_ALNUM, 5), db)
    elif scheme == "mongo":
        v = "mongodb://%s:%s@%s:27017/%s?authSource=admin" % (u, pq, h, db)
    elif scheme == "redis":
        v = "redis://:%s@%s:6379/0" % (pq, h)
    elif scheme == "rediss":
        v = "rediss://default:%s@%s:6380" % (pq, h)
    elif scheme == "amqp":
        v = "amqp://%s:%s@%s:5672/%s" % (u, pq, h, rng.choice(["%2F", "orders", "vhost1"]))
    elif scheme == "amqps":
        v = "amqps://%s:%s@%s:5671" % (u, pq, h)
    elif scheme == "ado":
        v = "Server=%s,1433;Database=%s;User Id=%s;Password=%s;Encrypt=True;TrustServerCertificate=False;" % (h, db, u, pw.replace(";", "_"))
    elif scheme == "odbc":
        v = "Driver={ODBC Driver 18 for SQL Server};Server=tcp:%s,1433;Database=%s;Uid=%s;Pwd=%s;" % (h, db, u, pw.replace(";", "_").replace("}", "_"))
    elif scheme == "jdbcpg":
        v = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s" % (h, db, u, pq)
    elif scheme == "jdbcmysql":
        v = "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (h, db, u, pq)
    elif scheme == "jdbcmssql":
        v = "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s" % (h, db, u, pw.replace(";", "_"))
    elif scheme == "oracle":
        v = "%s/%s@//%s:1521/%s" % (u, pw.replace("@", "_").replace("/", "_"), h, rng.choice(["ORCLPDB1", "XEPDB1", "FREEPDB1"]))
    elif scheme == "libpq":
        v = "host=%s port=5432 dbname=%s user=%s password=%s sslmode=require" % (h, db, u, pw.replace(" ", "_").replace("'", "_"))
    elif scheme == "smtp":
        v = "smtps://%s:%s@smtp.%s:465" % (quote(g_user(rng, "email"), safe=""), pq, rng.choice(["fastmail.com", "gmail.com", "office365.com", "zoho.eu", "qq.com", "163.com"]))
    elif scheme == "ftp":
        v = "ftp://%s:%s@%s:21/" % (u, pq, h)
    elif scheme == "sftp":
        v = "sftp://%s:%s@%s:22/uploads" % (u, pq, h)
    elif scheme == "mqtt":
        v = "mqtts://%s:%s@%s:8883" % (u, pq, h)
    elif scheme == "nats":
        v = "nats://%s:%s@%s:4222" % (u, pq, h)
    elif scheme == "es":
        v = "https://elastic:%s@%s:9200" % (pq, h)
    elif scheme == "neo4j":
        v = "neo4j+s://neo4j:%s@%s.databases.neo4j.io" % (pq, rs(rng, HEX, 8))
    elif scheme == "clickhouse":
        v = "clickhouse://%s:%s@%s:9000/%s" % (u, pq, h, db)
    elif scheme == "taos":
        v = "taos://root:%s@%s:6030/%s" % (pq, h, db)
    elif scheme == "starrocks":
        v = "mysql://%s:%s@%s:9030/%s" % (u, pq, h, db)
    elif scheme == "mssqlurl":
        v = "mssql+pyodbc://%s:%s@%s/%s?driver=ODBC+Driver+18+for+SQL+Server" % (u, pq, h, db)
    elif scheme == "couch":
        v = "http://%s:%s@%s:5984/" % (u, pq, h)
    elif scheme == "any":
        return g_cs(rng, rng.choice(["pg", "mysql", "mongosrv", "redis", "amqp", "ado", "jdbcpg", "pymysql", "mongo"]))
    else:
        raise ValueError(scheme)
    return {"v": v, "rec": pw, "host": h, "user": u, "db": db, "pw": pw}


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
def _pem(key, fmt):
    if fmt == "pkcs1":
        f = serialization.PrivateFormat.TraditionalOpenSSL
    else:
        f = serialization.PrivateFormat.PKCS8
    return key.private_bytes(serialization.Encoding.PEM, f, serialization.NoEncryption()).decode().strip()


def pk_layout(pem, layout, rng):
    if layout == "plain":
        return pem
    if layout == "indent2":
        return pem.replace("\n", "\n  ")
    if layout == "indent4":
        return pem.replace("\n", "\n    ")
    if layout == "escaped":
        return pem.replace("\n", "\\n")
    if layout == "quote":
        return pem.replace("\n", "\n> ")
    if layout == "oneline":
        return pem.replace("\n", " ")
    if layout == "b64":
        return base64.b64encode((pem + "\n").encode()).decode()
    if layout == "crlf":
        return pem.replace("\n", "\r\n")
    raise ValueError(layout)


CURRENT_SPLIT = ["dev"]


def g_pk(rng, typ="ec256", layout="plain"):
    if typ in ("rsa1", "rsa8"):
        key = S.seeded_rsa("corpus27/%s/%d" % (CURRENT_SPLIT[0], rng.randint(0, 2)))
        pem = _pem(key, "pkcs1" if typ == "rsa1" else "pkcs8")
    elif typ in ("ec256", "ec256p8", "eck1", "ec384"):
        curve = {"ec256": ec.SECP256R1(), "ec256p8": ec.SECP256R1(), "eck1": ec.SECP256K1(), "ec384": ec.SECP384R1()}[typ]
        order = {"ec256": 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551,
                 "ec256p8": 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551,
                 "eck1": S.SECP_N,
                 "ec384": 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFC7634D81F4372DDF581A0DB248B0A77AECEC196ACCC52973}[typ]
        bits = 384 if typ == "ec384" else 256
        while True:
            d = rng.getrandbits(bits)
            if 1 <= d < order:
                break
        key = ec.derive_private_key(d, curve)
        pem = _pem(key, "pkcs8" if typ == "ec256p8" else "pkcs1")
    elif typ == "ed8":
        key = ed25519.Ed25519PrivateKey.from_private_bytes(rbytes(rng, 32))
        pem = _pem(key, "pkcs8")
    elif typ == "ssh_ed":
        seed = rbytes(rng, 32)
        key = ed25519.Ed25519PrivateKey.from_private_bytes(seed)
        pub = key.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
        pem = S.openssh_ed25519(seed, pub, g_user(rng, "handle") + "@" + rng.choice(["laptop", "nas", "pi", "build-01", "helpdesk-pc"]), rng.getrandbits(32))
    else:
        raise ValueError(typ)
    pubssh = key.public_key().public_bytes(serialization.Encoding.OpenSSH, serialization.PublicFormat.OpenSSH).decode() \
        if typ in ("ssh_ed", "ed8", "ec256", "ec256p8", "ec384", "rsa1", "rsa8") else ""
    return {"v": pk_layout(pem, layout, rng), "rec": {"pem": pem, "key": key, "typ": typ}, "pub": pubssh}


# ---------------------------------------------------------------------------
# JWTs
# ---------------------------------------------------------------------------
JWT_PROFILES = {
    "ha": lambda rng, now: {"iss": rs(rng, HEX, 32), "iat": now, "exp": now + 315360000},
    "metabase": lambda rng, now: {"resource": {"dashboard": rng.randint(2, 60)}, "params": {}, "exp": now + 600},
    "twilio": lambda rng, now: {"jti": "SK" + rs(rng, HEX, 32) + "-" + str(now), "iss": "SK" + rs(rng, HEX, 32),
                                "sub": "AC" + rs(rng, HEX, 32), "exp": now + 3600,
                                "grants": {"identity": g_user(rng, "handle"), "voice": {"incoming": {"allow": True}}}},
    "asc": lambda rng, now: {"iss": "%s-%s-%s-%s-%s" % (rs(rng, HEX, 8), rs(rng, HEX, 4), rs(rng, HEX, 4), rs(rng, HEX, 4), rs(rng, HEX, 12)),
                             "iat": now, "exp": now + 1200, "aud": "appstoreconnect-v1"},
    "musickit": lambda rng, now: {"iss": rs(rng, UPPER_ALNUM, 10), "iat": now, "exp": now + 15777000},
    "keycloak": lambda rng, now: {"exp": now + 300, "iat": now, "jti": rs(rng, HEX, 8) + "-" + rs(rng, HEX, 4),
                                  "iss": "https://sso.%s/realms/%s" % (rng.choice(["lawfirm.local", "marina.io", "bakery.shop"]), rng.choice(["staff", "main"])),
                                  "typ": "Bearer", "azp": "helpdesk-portal", "preferred_username": g_user(rng, "handle")},
    "nakama": lambda rng, now: {"tid": rs(rng, HEX, 8), "uid": "%s-%s" % (rs(rng, HEX, 8), rs(rng, HEX, 4)), "usn": g_user(rng, "handle"), "exp": now + 7200},
    "app": lambda rng, now: {"sub": str(rng.randint(10000, 999999)), "role": rng.choice(["admin", "staff", "owner"]), "iat": now, "exp": now + 86400 * 30},
    "miniapp": lambda rng, now: {"openid": "o" + rs(rng, B64URL, 27), "uid": rng.randint(100000, 9999999), "iat": now, "exp": now + 7200},
    "jitsi": lambda rng, now: {"aud": "jitsi", "iss": "chat", "sub": "vpaas-magic-cookie-" + rs(rng, HEX, 32), "room": "*", "exp": now + 7200,
                               "context": {"user": {"name": g_user(rng, "handle"), "moderator": True}}},
}
_JWT_KEYS = {}


def jwt_key(alg):
    if alg not in _JWT_KEYS:
        if alg == "RS256":
            _JWT_KEYS[alg] = S.seeded_rsa("corpus27/jwt-rs256")
        elif alg == "ES256":
            _JWT_KEYS[alg] = ec.derive_private_key(int.from_bytes(hashlib.sha256(b"corpus27/jwt-es256").digest(), "big") % (2 ** 255), ec.SECP256R1())
        elif alg == "EdDSA":
            _JWT_KEYS[alg] = ed25519.Ed25519PrivateKey.from_private_bytes(hashlib.sha256(b"corpus27/jwt-eddsa").digest())
    return _JWT_KEYS[alg]


def g_jwt(rng, alg="HS256", profile="app"):
    now = rng.randint(1767225600, 1796083200)  # 2026-2026.11
    payload = JWT_PROFILES[profile](rng, now)
    header = {"alg": alg, "typ": "JWT"}
    if profile in ("asc", "musickit"):
        header = {"alg": alg, "kid": rs(rng, UPPER_ALNUM, 10), "typ": "JWT"}
    if profile == "twilio":
        header = {"alg": alg, "typ": "JWT", "cty": "twilio-fpa;v=1"}
    if alg.startswith("HS"):
        key = rbytes(rng, 32)
    else:
        key = jwt_key(alg)
    tok = S.jwt_sign(header, payload, alg, key)
    return {"v": tok, "rec": {"alg": alg, "key": key}, "sub": str(payload.get("sub", ""))}


# ---------------------------------------------------------------------------
# API keys by provider (the span is the secret; a public half rides along as "id")
# ---------------------------------------------------------------------------
def _aws_id(rng, pre="AKIA"):
    return pre + rs(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)


API = {}


def api(name, kind):
    def deco(fn):
        API[name] = (kind, fn)
        return fn
    return deco


@api("openai_proj", "openai_key")
def _(rng):
    return {"v": "sk-proj-" + rs(rng, B64URL, 74) + "T3BlbkFJ" + rs(rng, B64URL, 74)}


@api("openai_legacy", "openai_key")
def _(rng):
    return {"v": "sk-" + rs(rng, ALNUM, 20) + "T3BlbkFJ" + rs(rng, ALNUM, 20)}


@api("openai_svc", "openai_key")
def _(rng):
    return {"v": "sk-svcacct-" + rs(rng, B64URL, 74) + "T3BlbkFJ" + rs(rng, B64URL, 74)}


@api("openai_admin", "openai_key")
def _(rng):
    return {"v": "sk-admin-" + rs(rng, B64URL, 74) + "T3BlbkFJ" + rs(rng, B64URL, 74)}


@api("ant_api", "anthropic_key")
def _(rng):
    return {"v": "sk-ant-api03-" + rs(rng, B64URL, 93) + "AA"}


@api("ant_admin", "anthropic_key")
def _(rng):
    return {"v": "sk-ant-admin01-" + rs(rng, B64URL, 93) + "AA"}


@api("aws", "aws_key")
def _(rng):
    return {"v": rs(rng, B64, 40), "id": _aws_id(rng), "region": rng.choice(["eu-west-2", "us-east-1", "eu-central-1", "ap-southeast-1", "sa-east-1", "eu-north-1"])}


@api("aws_sts", "aws_key")
def _(rng):
    tok = "IQoJb3JpZ2luX2Vj" + rs(rng, B64, 300)
    return {"v": rs(rng, B64, 40), "id": _aws_id(rng, "ASIA"), "session": tok, "region": rng.choice(["eu-west-1", "us-west-2", "eu-south-1"])}


def _gh(rng, pre):
    return {"v": S.gh_token(pre, rs(rng, ALNUM, 30))}


for _p in ("ghp", "gho", "ghu", "ghs", "ghr"):
    API[_p] = ("github_token", (lambda pre: (lambda rng: _gh(rng, pre + "_")))(_p))


@api("gh_pat", "github_token")
def _(rng):
    return {"v": "github_pat_11" + rs(rng, UPPER_ALNUM, 20) + "0" + rs(rng, ALNUM, 1) + "_" + rs(rng, ALNUM, 59)}


@api("goog", "google_api_key")
def _(rng):
    return {"v": "AIza" + rs(rng, B64URL, 35)}


@api("gocspx", "google_api_key")
def _(rng):
    return {"v": "GOCSPX-" + rs(rng, B64URL, 28), "id": "%d-%s.apps.googleusercontent.com" % (rng.randint(10 ** 11, 10 ** 12 - 1), rs(rng, LOWER_ALNUM, 32))}


@api("slack_bot", "slack_token")
def _(rng):
    return {"v": "xoxb-%d-%d-%s" % (rng.randint(10 ** 10, 10 ** 13), rng.randint(10 ** 12, 10 ** 13), rs(rng, ALNUM, 24))}


@api("slack_user", "slack_token")
def _(rng):
    return {"v": "xoxp-%d-%d-%d-%s" % (rng.randint(10 ** 10, 10 ** 13), rng.randint(10 ** 10, 10 ** 13), rng.randint(10 ** 12, 10 ** 13), rs(rng, HEX, 32))}


@api("slack_app", "slack_token")
def _(rng):
    return {"v": "xapp-1-A%s-%d-%s" % (rs(rng, UPPER_ALNUM, 10), rng.randint(10 ** 12, 10 ** 13), rs(rng, HEX, 64))}


@api("slack_hook", "slack_token")
def _(rng):
    return {"v": "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(rng, UPPER_ALNUM, 10), rs(rng, UPPER_ALNUM, 10), rs(rng, ALNUM, 24))}


@api("stripe_sk", "stripe_key")
def _(rng):
    return {"v": "sk_live_51" + rs(rng, ALNUM, 97)}


@api("stripe_rk", "stripe_key")
def _(rng):
    return {"v": "rk_live_51" + rs(rng, ALNUM, 97)}


@api("stripe_whsec", "stripe_key")
def _(rng):
    return {"v": "whsec_" + rs(rng, ALNUM, 32)}


VENDORS = {
    "hf": ("Hugging Face", lambda rng: "hf_" + rs(rng, string.ascii_letters, 34)),
    "glpat": ("GitLab", lambda rng: "glpat-" + rs(rng, B64URL, 20)),
    "npm": ("npm", lambda rng: "npm_" + rs(rng, ALNUM, 36)),
    "pypi": ("PyPI", lambda rng: "pypi-AgEIcHlwaS5vcmc" + rs(rng, B64URL, 150)),
    "sendgrid": ("SendGrid", lambda rng: "SG." + rs(rng, B64URL, 22) + "." + rs(rng, B64URL, 43)),
    "twilio": ("Twilio", lambda rng: rs(rng, HEX, 32)),
    "shopify": ("Shopify", lambda rng: "shpat_" + rs(rng, HEX, 32)),
    "dop": ("DigitalOcean", lambda rng: "dop_v1_" + rs(rng, HEX, 64)),
    "mailgun": ("Mailgun", lambda rng: "key-" + rs(rng, HEX, 32)),
    "linear": ("Linear", lambda rng: "lin_api_" + rs(rng, ALNUM, 40)),
    "groq": ("Groq", lambda rng: "gsk_" + rs(rng, ALNUM, 52)),
    "replicate": ("Replicate", lambda rng: "r8_" + rs(rng, ALNUM, 37)),
    "pulumi": ("Pulumi", lambda rng: "pul-" + rs(rng, HEX, 40)),
    "tfc": ("Terraform Cloud", lambda rng: rs(rng, ALNUM, 14) + ".atlasv1." + rs(rng, ALNUM, 67)),
    "telegram": ("Telegram", lambda rng: "%d:AA%s" % (rng.randint(10 ** 9, 8 * 10 ** 9), rs(rng, B64URL, 33))),
    "figma": ("Figma", lambda rng: "figd_" + rs(rng, B64URL, 40)),
    "notion": ("Notion", lambda rng: "ntn_" + rs(rng, ALNUM, 46)),
    "databricks": ("Databricks", lambda rng: "dapi" + rs(rng, HEX, 32)),
    "mapbox": ("Mapbox", lambda rng: "sk.eyJ1Ijoi" + rs(rng, B64URL, 30) + "." + rs(rng, B64URL, 22)),
    "dropbox": ("Dropbox", lambda rng: "sl." + rs(rng, B64URL, 135)),
    "atlassian": ("Atlassian", lambda rng: "ATATT3xFfGF0" + rs(rng, B64URL, 170) + "=" + rs(rng, HEX.upper(), 8)),
    "deepseek": ("DeepSeek", lambda rng: "sk-" + rs(rng, HEX, 32)),
    "zhipu": ("智谱", lambda rng: rs(rng, HEX, 32) + "." + rs(rng, ALNUM, 16)),
    "tencent": ("腾讯云", lambda rng: rs(rng, ALNUM, 32)),
    "doppler": ("Doppler", lambda rng: "dp.st.prd." + rs(rng, ALNUM, 43)),
    "sentry": ("Sentry", lambda rng: "sntryu_" + rs(rng, HEX, 64)),
    "postmark": ("Postmark", lambda rng: "%s-%s-%s-%s-%s" % (rs(rng, HEX, 8), rs(rng, HEX, 4), rs(rng, HEX, 4), rs(rng, HEX, 4), rs(rng, HEX, 12))),
    "algolia_admin": ("Algolia", lambda rng: rs(rng, HEX, 32)),
    "fly": ("Fly.io", lambda rng: "FlyV1 fm2_" + rs(rng, B64, 180)),
    "vercel": ("Vercel", lambda rng: rs(rng, ALNUM, 24)),
}
for _name, (_label, _fn) in VENDORS.items():
    API["v_" + _name] = ("vendor_token", (lambda fn, label: (lambda rng: {"v": fn(rng), "vendor": label}))(_fn, _label))
API["v_tencent"] = ("vendor_token", lambda rng: {"v": rs(rng, ALNUM, 32), "id": "AKID" + rs(rng, ALNUM, 32), "vendor": "腾讯云"})
API["v_twilio"] = ("vendor_token", lambda rng: {"v": rs(rng, HEX, 32), "id": "AC" + rs(rng, HEX, 32), "vendor": "Twilio"})
API["v_algolia_admin"] = ("vendor_token", lambda rng: {"v": rs(rng, HEX, 32), "id": rs(rng, UPPER_ALNUM, 10), "vendor": "Algolia"})

GENERIC = {
    "hex32": lambda rng: rs(rng, HEX, 32),
    "hex40": lambda rng: rs(rng, HEX, 40),
    "hex64": lambda rng: rs(rng, HEX, 64),
    "HEX32": lambda rng: rs(rng, HEX.upper(), 32),
    "alnum32": lambda rng: rs(rng, ALNUM, 32),
    "alnum40": lambda rng: rs(rng, ALNUM, 40),
    "b64_40": lambda rng: base64.b64encode(rbytes(rng, 30)).decode(),
    "upper20": lambda rng: rs(rng, UPPER_ALNUM, 20),
    "dashed": lambda rng: "-".join(rs(rng, UPPER_ALNUM, 5) for _ in range(6)),
    "prefixed": lambda rng: rng.choice(["live_", "prod_", "key_", "api_", "sec_"]) + rs(rng, ALNUM, 32),
}
for _name, _fn in GENERIC.items():
    API["g_" + _name] = ("generic_api_key", (lambda fn: (lambda rng: {"v": fn(rng)}))(_fn))


def g_ak(rng, provider):
    kind, fn = API[provider]
    d = fn(rng)
    d.setdefault("rec", d["v"])
    d["provider"] = provider
    return d


# ---------------------------------------------------------------------------
# registry: generator name -> (function, allowed kinds)
# ---------------------------------------------------------------------------
GENS = {
    "otp": (g_otp, {"otp"}),
    "pin": (g_pin, {"pin"}),
    "keypad": (g_keypad, {"pin"}),
    "pw": (g_pw, {"password_nl"}),
    "wifi": (g_wifi, {"wifi_password"}),
    "sa": (g_sa, {"security_answer"}),
    "card": (g_card, {"card_number"}),
    "totp": (g_totp, {"totp_secret"}),
    "rc": (g_rc, {"recovery_codes"}),
    "wk": (g_wk, {"crypto_wallet_key"}),
    "mn": (g_mn, {"mnemonic_bip39_en"}),
    "mz": (g_mz, {"mnemonic_zh"}),
    "envv": (g_envv, {"env_file"}),
    "cs": (g_cs, {"connection_string"}),
    "pk": (g_pk, {"private_key_pem"}),
    "jwt": (g_jwt, {"jwt"}),
    "ak": (g_ak, {"openai_key", "anthropic_key", "aws_key", "github_token", "google_api_key", "slack_token",
                  "stripe_key", "vendor_token", "generic_api_key"}),
}
DEFAULT_GEN = {"otp": "otp", "pin": "pin", "password_nl": "pw", "wifi_password": "wifi",
               "security_answer": "sa", "card_number": "card", "totp_secret": "totp", "recovery_codes": "rc",
               "crypto_wallet_key": "wk", "mnemonic_bip39_en": "mn", "mnemonic_zh": "mz", "env_file": "envv",
               "connection_string": "cs", "private_key_pem": "pk", "jwt": "jwt"}
