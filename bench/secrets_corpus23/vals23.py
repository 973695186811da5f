"""Secret value generators for secrets_corpus23.

Every generator is fn(rng, *args) -> Val.  Val.span is the gold span (what the template's secret
slot becomes); Val.comp holds companions a template may print (user names, expiry dates, public
halves, addresses, questions, issuers ...); Val.rec is the generator's own record, which the
checks at generation compare against (the digits, the phrase, the bytes, the password ...).
"""
import base64
import hashlib
import json
import string

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, x25519

import struct23 as S


class Val:
    __slots__ = ("span", "comp", "rec", "family")

    def __init__(self, span, comp=None, rec=None, family=None):
        self.span = span
        self.comp = comp or {}
        self.rec = rec or {}
        self.family = family


ALNUM = string.ascii_letters + string.digits
UPALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
LOWALNUM = "abcdefghijkmnpqrstuvwxyz23456789"
HEX = "0123456789abcdef"


def rstr(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def rhex(rng, n):
    return rstr(rng, HEX, n)


def rbytes(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


# ---------------------------------------------------------------------------
# digits (OTP, PIN, door codes)
# ---------------------------------------------------------------------------
EN_DIG = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
EN_TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
            "eighteen", "nineteen"]
EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
ZH_DIG = "零一二三四五六七八九"
FW = str.maketrans("0123456789", "０１２３４５６７８９")


def rdigits(rng, n, first_nonzero=False):
    while True:
        d = "".join(rng.choice("0123456789") for _ in range(n))
        if first_nonzero and d[0] == "0":
            continue
        # not a trivial sequence
        if len(set(d)) < 3 or d in "0123456789" or d in "9876543210":
            continue
        return d


def en_words(d, rng, style="plain"):
    out = []
    i = 0
    while i < len(d):
        c = d[i]
        if style in ("double", "plain") and i + 1 < len(d) and d[i + 1] == c and rng.random() < 0.8:
            w = "oh" if (c == "0" and rng.random() < 0.5) else EN_DIG[int(c)]
            out.append("double " + w)
            i += 2
            continue
        if c == "0" and rng.random() < 0.5:
            out.append("oh")
        else:
            out.append(EN_DIG[int(c)])
        i += 1
    return out


def pair_words(d):
    """'4829' -> ['forty-eight', 'twenty-nine']; only when every pair starts non-zero."""
    out = []
    for i in range(0, len(d), 2):
        p = d[i:i + 2]
        if len(p) == 1:
            out.append(EN_DIG[int(p)])
            continue
        a, b = int(p[0]), int(p[1])
        if a == 0:
            out.append("oh " + EN_DIG[b])
        elif a == 1:
            out.append(EN_TEENS[b])
        else:
            out.append(EN_TENS[a] + ("-" + EN_DIG[b] if b else ""))
    return out


def zh_digits(d, rng, yao=0.4, ling="零"):
    out = []
    for c in d:
        if c == "1" and rng.random() < yao:
            out.append("幺")
        elif c == "0":
            out.append(ling if ling else rng.choice("零〇"))
        elif c == "2" and rng.random() < 0.1:
            out.append("两")
        else:
            out.append(ZH_DIG[int(c)])
    return out


def render_digits(rng, d, style):
    n = len(d)
    if style == "plain":
        return d
    if style == "sp3":  # 482 913 / 48 29 / 4829 1375
        h = n // 2
        return d[:h] + " " + d[h:]
    if style == "dash":
        h = n // 2
        return d[:h] + "-" + d[h:]
    if style == "spaced":
        return " ".join(d)
    if style == "dots":
        return ".".join(d)
    if style == "commas":
        return ", ".join(d)
    if style == "hyph1":
        return "-".join(d)
    if style == "words":
        return " ".join(en_words(d, rng))
    if style == "wordsc":
        return ", ".join(en_words(d, rng, "single"))
    if style == "wordsd":  # with full stops, as a voice reads it
        return ". ".join(w.capitalize() for w in en_words(d, rng, "single"))
    if style == "pairs":
        if n % 2 or any(d[i] == "0" for i in range(0, n, 2)):
            return None
        return " ".join(pair_words(d))
    if style == "zh":
        return "".join(zh_digits(d, rng))
    if style == "zhsep":
        return rng.choice(["、", "，", " ", "-"]).join(zh_digits(d, rng))
    if style == "zhsp":
        return " ".join(zh_digits(d, rng))
    if style == "fw":
        return d.translate(FW)
    if style == "hash":
        return d + "#"
    if style == "star":
        return "*" + d + "#"
    if style == "letter":
        return rng.choice("ABCDKX") + d
    if style == "keyb":  # key then digits then a tick mark
        return d + " ✔"
    raise ValueError(style)


DIGIT_STYLES = ["plain", "sp3", "dash", "spaced", "dots", "commas", "hyph1", "words", "wordsc", "wordsd", "pairs",
                "zh", "zhsep", "zhsp", "fw", "hash", "star", "letter"]


def _digits_val(rng, n, style, family, first_nonzero=False):
    n = int(n)
    for _ in range(200):
        d = rdigits(rng, n, first_nonzero or style in ("pairs",))
        s = render_digits(rng, d, style)
        if s is not None:
            return Val(s, {"mins": str(rng.choice([3, 5, 10, 15])), "n": str(n)}, {"digits": d, "style": style}, family)
    raise AssertionError("no render for %s" % style)


def g_otp(rng, n="6", style="plain"):
    v = _digits_val(rng, n, style, "otp")
    return v


def g_pin(rng, n="4", style="plain"):
    return _digits_val(rng, n, style, "pin")


def g_door(rng, n="4", style="plain"):
    return _digits_val(rng, n, style, "door")

# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------
PW_WORDS = ["harbour", "kettle", "quartz", "lantern", "meadow", "cobalt", "juniper", "saffron", "orbit", "cellar",
            "pebble", "falcon", "tundra", "biscuit", "walnut", "marble", "thistle", "ember", "glacier", "pylon",
            "velvet", "ginger", "compass", "rooftop", "sparrow", "tangerine", "basalt", "lagoon", "violet",
            "anchor", "pickle", "ferret", "monsoon", "trolley", "mango", "cactus", "parsnip", "olive", "rocket",
            "badger", "willow", "canyon", "zephyr", "oyster", "puffin", "harvest", "teapot", "sundial"]
PINYIN = ["zhangwei", "wangfang", "liuyang", "chenjing", "lixiaoming", "zhaolei", "huangmin", "zhoujie",
          "wuhao", "xulin", "sunli", "maqiang", "gaoyan", "linfeng", "hexin", "guoqing"]
SYMS = "!@#$%&*?+=_."
KEYWALKS = ["1qaz@WSX", "zaq1@WSX", "!QAZ2wsx", "1qaz!QAZ", "qwer#1234", "Qwer!234", "asdf;lkj", "zxcv@123",
            "1q2w3e4r!", "q1w2e3r4@", "P0o9i8u7", "mju7&UJM"]
LEET = str.maketrans({"a": "@", "e": "3", "o": "0", "s": "$", "i": "1", "t": "7"})
NATO = {"a": "alpha", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf",
        "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima", "m": "mike", "n": "november",
        "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo", "s": "sierra", "t": "tango", "u": "uniform",
        "v": "victor", "w": "whiskey", "x": "x-ray", "y": "yankee", "z": "zulu"}
SYM_NAMES_EN = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar sign", "%": "percent",
                "&": "ampersand", "*": "star", "?": "question mark", "+": "plus", "=": "equals",
                "_": "underscore", ".": "full stop", "-": "dash"}
SYM_NAMES_ZH = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "和号", "*": "星号",
                "?": "问号", "+": "加号", "=": "等号", "_": "下划线", ".": "点", "-": "减号"}
FW_ALL = {c: chr(ord(c) + 0xFEE0) for c in string.ascii_letters + string.digits + "!#$%&*+=?@_."}


def pw_plain(rng, style):
    W = lambda: rng.choice(PW_WORDS)
    if style == "wordsym":
        return W().capitalize() + rng.choice(SYMS) + W().capitalize() + str(rng.randint(10, 99))
    if style == "camel":
        return W().capitalize() + W().capitalize() + W().capitalize() + str(rng.randint(1, 9))
    if style == "dashed":
        return "-".join([W(), W(), W()]) + "-" + str(rng.randint(10, 99))
    if style == "dotted":
        return ".".join([W(), W(), W(), str(rng.randint(1, 9))])
    if style == "phrase":
        return " ".join([W(), W(), rng.choice(["at", "on", "by", "in"]), W(), str(rng.randint(2, 99))])
    if style == "random":
        while True:
            p = rstr(rng, ALNUM + "!#%&*?@", rng.randint(12, 16))
            if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c in "!#%&*?@" for c in p):
                return p
    if style == "leet":
        return W().translate(LEET).capitalize() + W().translate(LEET) + rng.choice(SYMS) + str(rng.randint(10, 99))
    if style == "pinyin":
        p = rng.choice(PINYIN)
        return rng.choice([p, p.capitalize()]) + rng.choice(["@", "#", ".", "_", "!"]) + \
            rng.choice(["%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28)), str(rng.randint(1975, 2012))])
    if style == "keywalk":
        return rng.choice(KEYWALKS) + str(rng.randint(10, 99))
    if style == "short":  # 8-10 mixed, for spelling out
        while True:
            p = W()[:rng.randint(4, 6)].capitalize() + str(rng.randint(10, 99)) + rng.choice("!#@?")
            return p
    raise ValueError(style)


def spell_en(p, rng):
    out = []
    for c in p:
        if c.isupper():
            out.append("capital " + c)
        elif c.islower():
            out.append(c)
        elif c.isdigit():
            out.append(EN_DIG[int(c)])
        else:
            out.append(SYM_NAMES_EN[c])
    return ", ".join(out)


def spell_nato(p, rng):
    out = []
    for c in p:
        if c.isupper():
            out.append("capital " + NATO[c.lower()].capitalize())
        elif c.islower():
            out.append(NATO[c])
        elif c.isdigit():
            out.append(EN_DIG[int(c)])
        else:
            out.append(SYM_NAMES_EN[c])
    return " ".join(out)


def spell_zh(p, rng):
    out = []
    for c in p:
        if c.isupper():
            out.append("大写" + c)
        elif c.islower():
            out.append("小写" + c)
        elif c.isdigit():
            out.append("数字" + c if rng.random() < 0.5 else ZH_DIG[int(c)])
        else:
            out.append(SYM_NAMES_ZH[c])
    return "、".join(out)


def g_pw(rng, style="wordsym"):
    if style in ("nato", "spell_en", "spell_zh"):
        p = pw_plain(rng, "short")
        s = {"nato": spell_nato, "spell_en": spell_en, "spell_zh": spell_zh}[style](p, rng)
        return Val(s, {}, {"password": p, "spelled": style}, "pw")
    if style == "fw":
        p = pw_plain(rng, "wordsym")
        return Val("".join(FW_ALL.get(c, c) for c in p), {}, {"password": p, "fw": True}, "pw")
    p = pw_plain(rng, style)
    return Val(p, {}, {"password": p}, "pw")


FIRST = ["maria", "nikos", "ana", "tomas", "lejla", "giorgi", "aram", "dilnoza", "bat", "sokha", "anil", "rahim",
         "nadia", "youssef", "karim", "amani", "joseph", "claudine", "lucia", "diego", "sione", "ieva", "marc", "joe"]
LAST = ["papadopoulou", "horvat", "kovac", "beridze", "petrosyan", "karimova", "erdene", "chan", "shrestha",
        "hossain", "perera", "mansour", "haddad", "okello", "mugisha", "rodriguez", "vargas", "naidu", "kazlauskas",
        "schmit", "borg", "peeters", "dubois", "walsh"]
ZH_USERS = ["zhangwei", "wangfang", "li.na", "liuyang88", "chenjing_sh", "zhaolei", "huangmin", "zhoujie01"]
MAIL_DOM = ["gmail.com", "outlook.com", "proton.me", "yahoo.com", "icloud.com", "163.com", "qq.com", "foxmail.com",
            "hotmail.com", "gmx.net"]


def rand_user(rng, style=None):
    style = style or rng.choice(["email", "user", "user", "phone", "first.last"])
    f, l = rng.choice(FIRST), rng.choice(LAST)
    if style == "email":
        return "%s.%s@%s" % (f, l, rng.choice(MAIL_DOM))
    if style == "user":
        return rng.choice([f + l[:1], f[:1] + l, f + str(rng.randint(1, 99)), "admin", "frontdesk", "ops"])
    if style == "phone":
        return "1" + rng.choice("3578") + "".join(rng.choice("0123456789") for _ in range(9))
    if style == "first.last":
        return f + "." + l
    if style == "zh":
        return rng.choice(ZH_USERS)
    return f


def g_login(rng, pwstyle=None, ustyle=None):
    pwstyle = pwstyle or rng.choice(["wordsym", "camel", "random", "leet", "pinyin", "dashed", "keywalk"])
    v = g_pw(rng, pwstyle)
    v.comp["user"] = rand_user(rng, ustyle)
    v.family = "login"
    return v


def g_wifi(rng, style=None):
    style = style or rng.choice(["words", "digits", "random", "phrase", "pinyin"])
    if style == "words":
        p = rng.choice(PW_WORDS) + rng.choice(PW_WORDS) + str(rng.randint(100, 9999))
    elif style == "digits":
        p = rdigits(rng, rng.choice([8, 10, 12]), True)
    elif style == "random":
        p = rstr(rng, ALNUM, rng.randint(12, 20))
    elif style == "phrase":
        p = " ".join(rng.choice(PW_WORDS) for _ in range(3)) + " " + str(rng.randint(2, 99))
    elif style == "pinyin":
        p = rng.choice(["woaiwojia", "jiayou", "pingan", "wifi", "kuaile", "xingfu"]) + rdigits(rng, rng.choice([4, 6, 8]))
    elif style == "psk64":
        p = rhex(rng, 64)
    elif style == "sym":
        p = rng.choice(PW_WORDS).capitalize() + rng.choice("!#@$%") + rng.choice(PW_WORDS) + str(rng.randint(10, 99))
    else:
        raise ValueError(style)
    ssid = rng.choice(["Kapetanios_5G", "TBC-Guest", "Villa-Olive", "HOME-7A21", "Telekom-3F2B", "Proximus-Home-4411",
                       "Ooredoo-2.4G", "Vodafone-C0FF", "Livebox-91A2", "DIGI_a7e1", "A1-Home-38", "TP-Link_5C2E",
                       "ChinaNet-8KQd", "CMCC-aX7R", "MERCURY_6A1C", "Xiaomi_B3F0", "HUAWEI-1F9A", "@PHICOMM_2E"])
    return Val(p, {"ssid": ssid}, {"password": p, "style": style}, "wifi")

# ---------------------------------------------------------------------------
# security answers
# ---------------------------------------------------------------------------
SA = {
    "maiden": ("What is your mother's maiden name?", "mother's maiden name", "您母亲的姓名是？", "母亲姓名",
               ["Papadakis", "Horvatić", "Beridze", "Petrosyan", "Shrestha", "Mansour", "Kazlauskaitė", "Okello",
                "Fonseca", "Delacroix", "Agius", "Vermeulen"],
               ["李秀兰", "王桂英", "张淑珍", "刘玉梅", "陈凤英", "赵美华", "孙丽君", "周秀芳"],
               ["Li Xiulan", "Wang Guiying", "Zhang Shuzhen", "Liu Yumei"]),
    "pet": ("What was the name of your first pet?", "first pet", "您第一只宠物的名字？", "第一只宠物",
            ["Biscuit", "Pickle", "Mango", "Captain Fluff", "Noodle", "Juniper", "Bruno", "Sokrates", "Pirat",
             "Kiwi", "Mr Whiskers", "Tarzan"],
            ["旺财", "豆豆", "小黑", "咪咪", "球球", "大黄", "花卷", "阿福"],
            ["Doudou", "Wangcai", "Qiuqiu", "Huajuan"]),
    "street": ("What street did you grow up on?", "street you grew up on", "您小时候住的街道？", "童年住的街道",
               ["Larkspur Lane", "Quarry Road", "Mill Row", "Odos Ermou", "Ilica", "Rustaveli Avenue",
                "Chapel Terrace", "Rue des Tanneurs", "Triq il-Kbira", "Gedimino prospektas"],
               ["人民路", "解放街", "建设巷", "和平里", "中山北路", "向阳胡同", "跃进路", "东风巷"],
               ["Renmin Lu", "Jiefang Jie", "Heping Li"]),
    "school": ("What was the name of your primary school?", "primary school", "您就读的小学名称？", "小学名称",
               ["St Brigid's Primary", "Hillcrest Elementary", "School No. 51", "Lycée Jean Monnet",
                "Osnovna škola Vladimir Nazor", "Gymnasium 7", "Our Lady of Victories", "Rosebank Primary"],
               ["红旗小学", "实验二小", "育才小学", "新华路小学", "东方红小学", "第三中心小学"],
               ["Hongqi Xiaoxue", "Yucai Primary"]),
    "teacher": ("Who was your favourite teacher?", "favourite teacher", "您最喜欢的老师姓名？", "最喜欢的老师",
                ["Mrs Abernethy", "Mr Kowalczyk", "Ms Chkheidze", "Kyria Eleni", "Mr Baptiste", "Miss Farrugia",
                 "Mrs Okonjo", "Mr Van den Berg"],
                ["张老师", "刘桂芳", "王建国老师", "陈红", "李淑华", "马老师"],
                ["Zhang laoshi", "Liu Guifang"]),
    "city": ("In what city were you born?", "city of birth", "您的出生地是？", "出生城市",
             ["Thessaloniki", "Kutaisi", "Plovdiv", "Rijeka", "Gyumri", "Samarkand", "Kandy", "Sfax", "Jinja",
              "Paysandú", "Ghent", "Kaunas"],
             ["洛阳", "绵阳", "鞍山", "宜宾", "赣州", "丹东", "汕头", "包头"],
             ["Luoyang", "Mianyang", "Anshan", "Baotou"]),
    "car": ("What was the make of your first car?", "first car", "您的第一辆车是什么牌子？", "第一辆车",
            ["Fiat Panda", "Lada Niva", "Zastava 101", "VW Polo", "Renault 4", "Opel Kadett", "Škoda Felicia",
             "Daewoo Matiz", "Toyota Starlet"],
            ["桑塔纳", "捷达", "夏利", "奥拓", "富康", "五菱之光"],
            ["Santana", "Jetta", "Xiali"]),
    "food": ("What is your favourite food?", "favourite food", "您最喜欢的食物？", "最喜欢吃的菜",
             ["moussaka", "khachapuri", "pierogi", "fish amok", "kottu roti", "koshari", "ćevapi", "momos"],
             ["酸菜鱼", "红烧肉", "韭菜盒子", "糖醋排骨", "热干面", "锅包肉"],
             ["suancaiyu", "hongshaorou"]),
    "friend": ("What was the name of your childhood best friend?", "childhood best friend", "您童年最好的朋友叫什么？",
               "儿时好友", ["Dimitra", "Teodor", "Nino", "Ashot", "Farrukh", "Thilini", "Salma", "Wanjiru", "Joost"],
               ["小胖", "王磊", "二丫", "铁蛋", "李娜", "阿强"],
               ["Xiaopang", "Wang Lei", "Tiedan"]),
    "dad": ("What is your father's date of birth?", "father's birthday", "您父亲的生日是？", "父亲生日",
            ["14 March 1958", "02/11/1961", "1959-07-23", "30 August 1955", "9 January 1963"],
            ["1958年3月14日", "19610211", "1959.07.23", "1963年1月9日", "19550830"],
            ["1958-03-14", "19610211"]),
    "word": ("Memorable word", "memorable word", "您设置的安全口令？", "安全口令",
             ["marmalade", "lighthouse", "Bellwether", "tamarind", "quokka", "driftwood", "Persimmon"],
             ["平安喜乐", "花好月圆", "一帆风顺", "海阔天空", "长命百岁"],
             ["pinganxile", "haikuotiankong"]),
    "honeymoon": ("Where did you go on your honeymoon?", "honeymoon", "您蜜月旅行去了哪里？", "蜜月地点",
                  ["Ohrid", "Kotor", "Zanzibar", "Santorini", "Hvar", "Luang Prabang", "Mauritius"],
                  ["三亚", "丽江", "大理", "厦门", "西双版纳", "青岛"],
                  ["Sanya", "Lijiang", "Dali"]),
    "job": ("What was your first job?", "first job", "您的第一份工作是？", "第一份工作",
            ["paper round", "lifeguard", "dishwasher at Taverna Nikos", "kiosk seller", "tram conductor"],
            ["饭店服务员", "纺织厂挡车工", "超市收银员", "家教", "邮递员"],
            ["fuwuyuan", "shouyinyuan"]),
}


def g_sa(rng, lang="en", qtype=None):
    qtype = qtype or rng.choice(sorted(SA))
    q_en, qs_en, q_zh, qs_zh, en, zh, py = SA[qtype]
    if lang == "en":
        a = rng.choice(en)
    elif lang == "zh":
        a = rng.choice(zh)
    elif lang == "py":
        a = rng.choice(py)
    else:  # mixed: English, Chinese or pinyin
        a = rng.choice(rng.choice([en, zh, py]))
    return Val(a, {"q": q_en, "qs": qs_en, "qz": q_zh, "qzs": qs_zh, "qtype": qtype}, {"answer": a, "qtype": qtype}, "sa")

# ---------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------


def g_card(rng, brand=None, fmt="g4"):
    brand = brand or rng.choice(["visa", "mc", "mc2", "amex", "disc", "jcb", "up16", "up19", "diners", "maestro"])
    d = S.random_card(rng, brand)
    if fmt == "g4":
        if len(d) == 15:
            s = d[:4] + " " + d[4:10] + " " + d[10:]
        elif len(d) == 14:
            s = d[:4] + " " + d[4:10] + " " + d[10:]
        else:
            s = " ".join(d[i:i + 4] for i in range(0, len(d), 4))
    elif fmt == "dash":
        s = "-".join(d[i:i + 4] for i in range(0, len(d), 4))
    elif fmt == "plain":
        s = d
    elif fmt == "fw":
        s = " ".join(d[i:i + 4] for i in range(0, len(d), 4)).translate(FW)
    elif fmt == "dots":
        s = ".".join(d[i:i + 4] for i in range(0, len(d), 4))
    else:
        raise ValueError(fmt)
    exp = "%02d/%02d" % (rng.randint(1, 12), rng.randint(27, 32))
    cvv = rdigits(rng, 4 if len(d) == 15 else 3)
    return Val(s, {"exp": exp, "cvv": cvv, "brand": brand}, {"digits": d}, "card")

# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------


def _groups(s, k, sep):
    return sep.join(s[i:i + k] for i in range(0, len(s), k))


def g_totp(rng, nbytes="20", fmt="plain", issuer="", acct=""):
    nb = int(nbytes)
    key = rbytes(rng, nb)
    b = S.b32(key)
    issuer = issuer.replace("_", " ")
    acct = acct or rand_user(rng, "email")
    if fmt == "plain":
        s = b
    elif fmt == "lower":
        s = b.lower()
    elif fmt == "g4":
        s = _groups(b, 4, " ")
    elif fmt == "g4l":
        s = _groups(b.lower(), 4, " ")
    elif fmt == "dash4":
        s = _groups(b, 4, "-")
    elif fmt == "g8":
        s = _groups(b, 8, " ")
    elif fmt == "g4nl":  # two lines of groups, as a setup page wraps it
        g = _groups(b, 4, " ").split(" ")
        h = len(g) // 2
        s = " ".join(g[:h]) + "\n" + " ".join(g[h:])
    elif fmt == "pad":
        s = base64.b32encode(key).decode()
    elif fmt == "hex":
        s = key.hex()
    elif fmt == "uri":
        from urllib.parse import quote
        iss = issuer or "Example"
        label = quote(iss, safe="") + ":" + quote(acct, safe="@")
        s = "otpauth://totp/%s?secret=%s&issuer=%s" % (label, b, quote(iss, safe=""))
        if rng.random() < 0.4:
            s += "&algorithm=SHA1&digits=6&period=30"
    else:
        raise ValueError(fmt)
    return Val(s, {"issuer": issuer, "acct": acct, "b32": b}, {"key": key, "fmt": fmt}, "totp")

# ---------------------------------------------------------------------------
# recovery codes
# ---------------------------------------------------------------------------
CIRC = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯"
ZHNUM = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二", "十三", "十四", "十五", "十六"]
RC_SHAPES = {
    # shape: (generator, default count)
    "gh": (lambda r: rhex(r, 5) + "-" + rhex(r, 5), 16),
    "d8": (lambda r: rdigits(r, 8), 10),
    "d8s": (lambda r: (lambda d: d[:4] + " " + d[4:])(rdigits(r, 8)), 10),
    "kc": (lambda r: "-".join(rstr(r, UPALNUM, 4) for _ in range(3)), 10),
    "hex10": (lambda r: rhex(r, 10), 10),
    "a8": (lambda r: rstr(r, LOWALNUM, 8), 10),
    "a10u": (lambda r: rstr(r, UPALNUM, 10), 8),
    "ms": (lambda r: "-".join(rstr(r, UPALNUM, 5) for _ in range(5)), 1),
    "l4x4": (lambda r: "-".join(rstr(r, "abcdefghjkmnpqrstuvwxyz", 4) for _ in range(4)), 8),
    "d6x2": (lambda r: rdigits(r, 5) + "-" + rdigits(r, 5), 10),
}


def rc_layout(codes, layout, rng):
    n = len(codes)
    if layout == "nl":
        return "\n".join(codes)
    if layout == "num":
        return "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "num2":
        return "\n".join("%02d  %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "par":
        return "\n".join("%d) %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "dash":
        return "\n".join("- " + c for c in codes)
    if layout == "bullet":
        return "\n".join("• " + c for c in codes)
    if layout == "grid2":
        h = (n + 1) // 2
        w = max(len(c) for c in codes)
        return "\n".join(codes[i].ljust(w + 4) + (codes[i + h] if i + h < n else "") for i in range(h)).rstrip()
    if layout == "grid2r":  # two per row, read across
        w = max(len(c) for c in codes)
        return "\n".join((codes[i].ljust(w + 3) + (codes[i + 1] if i + 1 < n else "")).rstrip() for i in range(0, n, 2))
    if layout == "grid3":
        rows = []
        for i in range(0, n, 3):
            rows.append("   ".join(codes[i:i + 3]))
        return "\n".join(rows)
    if layout == "pipes":
        rows = []
        for i in range(0, n, 2):
            rows.append("| " + " | ".join(codes[i:i + 2]) + " |")
        return "\n".join(rows)
    if layout == "inline":
        return ", ".join(codes)
    if layout == "slash":
        return " / ".join(codes)
    if layout == "semi":
        return "; ".join(codes)
    if layout == "space":
        return "  ".join(codes)
    if layout == "zhnum":
        return "\n".join("%s、%s" % (ZHNUM[i], c) for i, c in enumerate(codes))
    if layout == "zhcomma":
        return "，".join(codes)
    if layout == "zhdun":
        return "、".join(codes)
    if layout == "circ":
        return "\n".join("%s %s" % (CIRC[i], c) for i, c in enumerate(codes))
    if layout == "circin":
        return " ".join("%s%s" % (CIRC[i], c) for i, c in enumerate(codes))
    if layout == "json":
        return json.dumps(codes)
    if layout == "jsonpretty":
        return "[\n" + ",\n".join('  "%s"' % c for c in codes) + "\n]"
    if layout == "li":
        return "<ol>\n" + "\n".join("  <li>%s</li>" % c for c in codes) + "\n</ol>"
    if layout == "used":  # first codes crossed out as used
        k = rng.randint(1, 3)
        return "\n".join(("~~%s~~ (used)" % c) if i < k else c for i, c in enumerate(codes))
    if layout == "box":
        return "\n".join("[ ] " + c for c in codes)
    if layout == "single":
        return codes[0]
    raise ValueError(layout)


def g_rc(rng, shape="gh", layout="nl", count=None):
    fn, dflt = RC_SHAPES[shape]
    n = int(count) if count else (1 if layout == "single" else dflt)
    codes = []
    while len(codes) < n:
        c = fn(rng)
        if c not in codes:
            codes.append(c)
    return Val(rc_layout(codes, layout, rng), {"n": str(n)}, {"codes": codes, "shape": shape}, "rc")

# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------


def g_wk(rng, kind="wif"):
    comp = {}
    k = S.rand_scalar(rng)
    if kind == "wif":
        s = S.wif(k, True)
        comp = {"addr": S.p2pkh(S.secp_pub(k)), "chain": "Bitcoin"}
    elif kind == "wifu":
        s = S.wif(k, False)
        comp = {"addr": S.p2pkh(S.secp_pub(k, False)), "chain": "Bitcoin"}
    elif kind == "wift":
        s = S.wif(k, True, 0xEF)
        comp = {"addr": S.segwit_addr("tb", 0, S.hash160(S.secp_pub(k))), "chain": "Bitcoin testnet"}
    elif kind == "wifsw":  # segwit wallet: address bc1q...
        s = S.wif(k, True)
        comp = {"addr": S.segwit_addr("bc", 0, S.hash160(S.secp_pub(k))), "chain": "Bitcoin"}
    elif kind == "ltc":
        s = S.wif(k, True, 0xB0)
        comp = {"addr": S.p2pkh(S.secp_pub(k), 0x30), "chain": "Litecoin"}
    elif kind == "doge":
        s = S.wif(k, True, 0x9E)
        comp = {"addr": S.p2pkh(S.secp_pub(k), 0x1E), "chain": "Dogecoin"}
    elif kind in ("hex", "hex0x", "cosmos", "tron"):
        h = k.to_bytes(32, "big").hex()
        s = ("0x" + h) if kind == "hex0x" else h
        if kind in ("hex", "hex0x"):
            comp = {"addr": S.eth_address(k), "chain": "Ethereum"}
        elif kind == "cosmos":
            comp = {"addr": S.bech32_bytes("cosmos", S.hash160(S.secp_pub(k))), "chain": "Cosmos Hub"}
        else:
            pub = S.secp_pub(k, False)[1:]
            comp = {"addr": S.b58check_enc(b"\x41" + S.keccak256(pub)[-20:]), "chain": "TRON"}
    elif kind in ("xprv", "yprv", "zprv", "tprv", "vprv"):
        seed = rbytes(rng, 64)
        mk, ch = S.bip32_master(seed)
        s = S.xkey(kind, mk, ch)
        comp = {"xpub": S.xkey("xpub", mk, ch), "chain": "Bitcoin"}
        k = mk
    elif kind == "sol":
        seed = rbytes(rng, 32)
        s = S.sol_keypair(seed)
        comp = {"addr": S.b58enc(S.ed25519_pub(seed)), "chain": "Solana"}
    elif kind == "avax":
        kb = k.to_bytes(32, "big")
        s = "PrivateKey-" + S.cb58_enc(kb)
        comp = {"chain": "Avalanche"}
    elif kind == "dot":
        s = "0x" + rbytes(rng, 32).hex()
        comp = {"chain": "Polkadot"}
    elif kind == "xmr":
        s = S.monero_spend_key(rng)
        comp = {"chain": "Monero"}
    elif kind == "mini":
        s = S.mini_key(rng)
        comp = {"chain": "Bitcoin"}
    elif kind == "nsec":
        seed = k.to_bytes(32, "big")
        s = S.bech32_bytes("nsec", seed)
        comp = {"chain": "Nostr"}
    else:
        raise ValueError(kind)
    return Val(s, comp, {"wk": kind}, "wk")

# ---------------------------------------------------------------------------
# seed phrases
# ---------------------------------------------------------------------------
ORD = {1: "st", 2: "nd", 3: "rd"}
SPOKEN = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
          "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
          "twenty-one", "twenty-two", "twenty-three", "twenty-four"]


def mn_layout(w, layout, rng):
    n = len(w)
    if layout == "line":
        return " ".join(w)
    if layout == "nl":
        return "\n".join(w)
    if layout == "num":
        return "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "numin":
        return " ".join("(%d) %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "brk":
        return "\n".join("[%02d] %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "ord":
        return ", ".join("%d%s %s" % (i + 1, ORD.get((i + 1) % 10 if (i + 1) not in (11, 12, 13) else 0, "th"), x)
                         for i, x in enumerate(w))
    if layout == "hyph":
        return "-".join(w)
    if layout == "tbl":
        rows = []
        for i in range(0, n, 4):
            rows.append("| " + " | ".join("%d %s" % (j + 1, w[j]) for j in range(i, min(i + 4, n))) + " |")
        return "\n".join(rows)
    if layout == "cols":  # three columns read downwards
        r = (n + 2) // 3
        rows = []
        for i in range(r):
            cells = []
            for c in range(3):
                j = i + c * r
                if j < n:
                    cells.append(("%d." % (j + 1)).ljust(4) + w[j].ljust(10))
            rows.append("".join(cells).rstrip())
        return "\n".join(rows)
    if layout == "rows3":
        return "\n".join("  ".join(w[i:i + 3]) for i in range(0, n, 3))
    if layout == "rows4":
        return "\n".join(" ".join(w[i:i + 4]) for i in range(0, n, 4))
    if layout == "upper":
        return " ".join(x.upper() for x in w)
    if layout == "title":
        return " ".join(x.capitalize() for x in w)
    if layout == "csv":
        return ",".join(w)
    if layout == "slash":
        return " / ".join(w)
    if layout == "split":
        h = n // 2
        return "1-%d: %s\n%d-%d: %s" % (h, " ".join(w[:h]), h + 1, n, " ".join(w[h:]))
    if layout == "spoken":
        return " ".join("%s: %s." % (SPOKEN[i].capitalize(), x) for i, x in enumerate(w))
    if layout == "pylist":
        return "[" + ", ".join('"%s"' % x for x in w) + "]"
    if layout == "hash":
        return " ".join("#%d %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "colon":
        return "\n".join("%02d: %s" % (i + 1, x) for i, x in enumerate(w))
    raise ValueError(layout)


def g_mn(rng, n="12", layout="line"):
    w = S.random_phrase(rng, int(n), "en")
    return Val(mn_layout(w, layout, rng), {"n": n}, {"words": w, "list": "en"}, "mn")


def _pinyin(ch):
    from pypinyin import pinyin, Style
    return pinyin(ch, style=Style.TONE)[0][0]


def mz_layout(w, layout, rng):
    n = len(w)
    if layout == "sp":
        return " ".join(w)
    if layout == "nosp":
        return "".join(w)
    if layout == "nl":
        return "\n".join(w)
    if layout == "num":
        return "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "numin":
        return " ".join("%d.%s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "brk":
        return "\n".join("[%02d] %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "py":
        return " ".join("%s(%s)" % (x, _pinyin(x)) for x in w)
    if layout == "zhord":
        return "，".join("第%s个：%s" % (ZHNUM[i] if i < 16 else str(i + 1), x) for i, x in enumerate(w))
    if layout == "semi":
        return "；".join(w)
    if layout == "rows4":
        return "\n".join("\u3000".join(w[i:i + 4]) for i in range(0, n, 4))
    if layout == "tbl":
        return "| 序号 | 词 |\n|---|---|\n" + "\n".join("| %d | %s |" % (i + 1, x) for i, x in enumerate(w))
    if layout == "comma":
        return "，".join(w)
    if layout == "grp3":
        return " ".join("".join(w[i:i + 3]) for i in range(0, n, 3))
    if layout == "dash":
        return "-".join(w)
    if layout == "cols":
        r = (n + 2) // 3
        rows = []
        for i in range(r):
            cells = []
            for c in range(3):
                j = i + c * r
                if j < n:
                    cells.append("%2d %s" % (j + 1, w[j]))
            rows.append("    ".join(cells))
        return "\n".join(rows)
    if layout == "pylist":
        return "[" + ", ".join("'%s'" % x for x in w) + "]"
    if layout == "bullet":
        return "\n".join("· " + x for x in w)
    raise ValueError(layout)


def g_mz(rng, n="12", layout="sp", trad=""):
    lst = "zt" if trad == "t" else "zh"
    w = S.random_phrase(rng, int(n), lst)
    return Val(mz_layout(w, layout, rng), {"n": n}, {"words": w, "list": lst}, "mz")

# ---------------------------------------------------------------------------
# .env values
# ---------------------------------------------------------------------------


def g_envv(rng, style=None):
    style = style or rng.choice(["hex32", "hex64", "b64", "b64u", "laravel", "django", "alnum", "pw", "whsec",
                                 "shpss"])
    if style == "hex32":
        v = rhex(rng, 32)
    elif style == "hex64":
        v = rhex(rng, 64)
    elif style == "b64":
        v = base64.b64encode(rbytes(rng, 32)).decode()
    elif style == "b64u":
        v = S.b64u(rbytes(rng, 32))
    elif style == "laravel":
        v = "base64:" + base64.b64encode(rbytes(rng, 32)).decode()
    elif style == "django":
        v = "django-insecure-" + rstr(rng, string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50) \
            if rng.random() < 0.3 else rstr(rng, string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50)
    elif style == "alnum":
        v = rstr(rng, ALNUM, rng.choice([24, 32, 40]))
    elif style == "pw":
        v = pw_plain(rng, rng.choice(["wordsym", "random", "leet", "camel"]))
    elif style == "whsec":
        v = "whsec_" + base64.b64encode(rbytes(rng, 24)).decode()
    elif style == "shpss":
        v = "shpss_" + rhex(rng, 32)
    elif style == "fernet":
        v = base64.urlsafe_b64encode(rbytes(rng, 32)).decode()
    else:
        raise ValueError(style)
    return Val(v, {}, {"value": v, "style": style}, "env")

# ---------------------------------------------------------------------------
# connection strings
# ---------------------------------------------------------------------------
HOSTS = ["db-prod-2.internal", "10.40.2.17", "pg.boxoffice.lan", "db.vetclinic.local", "172.20.0.5",
         "mysql-primary.svc.cluster.local", "rm-bp1x7.mysql.rds.aliyuncs.com", "ck01.warehouse.lan",
         "db.orchard-coop.net", "192.168.10.20", "sql.harbourtheatre.org", "pgbouncer.internal"]
DBUSERS = ["app", "boxoffice", "vet_rw", "analytics", "etl_loader", "ops", "svc_orders", "report_ro", "root", "sa",
           "admin", "kiosk"]
DBNAMES = ["boxoffice", "clinic", "orders", "warehouse", "harvest", "members", "roster", "inventory", "ledger",
           "bookings", "prod"]


def _cs_pw(rng):
    return pw_plain(rng, rng.choice(["wordsym", "random", "camel", "leet", "pinyin"])).replace("@", "!").replace(
        "/", "_").replace("#", "%").replace("?", "!").replace(" ", "").replace(";", ",").replace("%", "*")


def g_cs(rng, kind="pg"):
    h, u, d, pw = rng.choice(HOSTS), rng.choice(DBUSERS), rng.choice(DBNAMES), _cs_pw(rng)
    if kind == "pg":
        s = "postgresql://%s:%s@%s:5432/%s" % (u, pw, h, d)
    elif kind == "pgssl":
        s = "postgres://%s:%s@%s:5432/%s?sslmode=require" % (u, pw, h, d)
    elif kind == "cockroach":
        s = "postgresql://%s:%s@free-tier14.aws-eu-west-1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full" % (u, pw)
    elif kind == "tidb":
        s = "mysql://%s.root:%s@gateway01.eu-central-1.prod.aws.tidbcloud.com:4000/%s" % (rhex(rng, 10), pw, d)
    elif kind == "mysql":
        s = "mysql://%s:%s@%s:3306/%s" % (u, pw, h, d)
    elif kind == "clickhouse":
        s = "clickhouse://%s:%s@%s:9000/%s" % (u, pw, h, d)
    elif kind == "chjdbc":
        s = "jdbc:clickhouse://%s:8123/%s?user=%s&password=%s" % (h, d, u, pw)
    elif kind == "snowflake":
        s = "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH" % (u.upper(), pw, rstr(rng, string.ascii_lowercase, 7), rstr(rng, string.ascii_lowercase, 6), d.upper())
    elif kind == "redshift":
        s = "jdbc:redshift://%s.%s.eu-west-1.redshift.amazonaws.com:5439/%s;UID=%s;PWD=%s" % (d, rhex(rng, 8), d, u, pw)
    elif kind == "db2":
        s = "jdbc:db2://%s:50000/%s:user=%s;password=%s;" % (h, d.upper()[:8], u, pw)
    elif kind == "h2":
        s = "jdbc:h2:tcp://%s:9092/~/%s;USER=%s;PASSWORD=%s" % (h, d, u, pw)
    elif kind == "oceanbase":
        s = "jdbc:oceanbase://%s:2881/%s?user=%s@tenant1&password=%s" % (h, d, u, pw)
    elif kind == "yashan":
        s = "jdbc:yasdb://%s:1688/%s?user=%s&password=%s" % (h, d, u, pw)
    elif kind == "xugu":
        s = "jdbc:xugu://%s:5138/%s?user=%s&password=%s" % (h, d.upper(), u.upper(), pw)
    elif kind == "vastbase":
        s = "jdbc:vastbase://%s:5432/%s?user=%s&password=%s" % (h, d, u, pw)
    elif kind == "mongo":
        s = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, pw, rstr(rng, string.ascii_lowercase + string.digits, 5), d)
    elif kind == "redis":
        s = "redis://default:%s@%s:6379/0" % (pw, h)
    elif kind == "amqps":
        s = "amqps://%s:%s@%s:5671/%s" % (u, pw, h, d)
    elif kind == "couch":
        s = "http://%s:%s@%s:5984/%s" % (u, pw, h, d)
    elif kind == "ado":
        s = "Server=%s,1433;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True;" % (h, d, u, pw)
    elif kind == "odbc":
        s = "DRIVER={PostgreSQL Unicode};SERVER=%s;PORT=5432;DATABASE=%s;UID=%s;PWD=%s" % (h, d, u, pw)
    elif kind == "libpq":
        s = "host=%s port=5432 dbname=%s user=%s password=%s" % (h, d, u, pw)
    elif kind == "mariadbc":
        s = "mariadb+mariadbconnector://%s:%s@%s:3306/%s" % (u, pw, h, d)
    elif kind == "influx":
        s = "influxdb://%s:%s@%s:8086/%s" % (u, pw, h, d)
    elif kind == "sqlalchemy_ora":
        s = "oracle+cx_oracle://%s:%s@%s:1521/?service_name=%s" % (u, pw, h, d.upper())
    else:
        raise ValueError(kind)
    return Val(s, {"pw": pw, "user": u, "host": h, "db": d}, {"password": pw, "cs": kind}, "cs")

# ---------------------------------------------------------------------------
# URLs with credentials
# ---------------------------------------------------------------------------


def g_url(rng, kind="basic"):
    pw = _cs_pw(rng)
    if kind == "tgbot":
        tok = "%d:AA%s" % (rng.randint(5000000000, 7999999999), rstr(rng, ALNUM + "_-", 33))
        s = "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%d" % (tok, rng.randint(1000000000, 1999999999))
        cred = tok
    elif kind == "bark":
        cred = rstr(rng, ALNUM, 22)
        s = "https://api.day.app/%s/%s" % (cred, rng.choice(["快递到了", "洗衣机好了", "backup%20done", "门铃"]))
    elif kind == "serverchan":
        cred = "SCT%dT%s" % (rng.randint(100000, 299999), rstr(rng, ALNUM, 27))
        s = "https://sctapi.ftqq.com/%s.send?title=%s" % (cred, rng.choice(["备份完成", "disk%20full", "订单提醒"]))
    elif kind == "wxpusher":
        cred = "AT_" + rstr(rng, ALNUM, 32)
        s = "https://wxpusher.zjiecode.com/api/send/message/?appToken=%s&content=hello&uid=UID_%s" % (cred, rstr(rng, ALNUM, 28))
    elif kind == "make":
        cred = rstr(rng, string.ascii_lowercase + string.digits, 32)
        s = "https://hook.eu1.make.com/%s" % cred
    elif kind == "zapier":
        cred = rstr(rng, string.ascii_lowercase + string.digits, 7)
        s = "https://hooks.zapier.com/hooks/catch/%d/%s/" % (rng.randint(1000000, 19999999), cred)
    elif kind == "firebase":
        cred = rstr(rng, ALNUM, 40)
        s = "https://%s-default-rtdb.europe-west1.firebasedatabase.app/orders.json?auth=%s" % (
            rng.choice(["boxoffice", "vetqueue", "harvest-app", "rowing-club"]), cred)
    elif kind == "owm":
        cred = rhex(rng, 32)
        s = "https://api.openweathermap.org/data/2.5/weather?q=%s&units=metric&appid=%s" % (
            rng.choice(["Tbilisi", "Split", "Kandy", "Jinja", "Montevideo"]), cred)
    elif kind == "axis":
        cred = pw
        s = "http://root:%s@192.168.%d.%d/axis-cgi/jpg/image.cgi?resolution=1280x720" % (pw, rng.randint(0, 9), rng.randint(20, 200))
    elif kind == "foscam":
        cred = pw
        s = "http://192.168.%d.%d:88/cgi-bin/CGIProxy.fcgi?cmd=snapPicture2&usr=admin&pwd=%s" % (rng.randint(0, 9), rng.randint(20, 200), pw)
    elif kind == "socks":
        cred = pw
        s = "socks5://%s:%s@proxy.%s:1080" % (rng.choice(DBUSERS), pw, rng.choice(["vpn-gr.net", "office.lan", "hk-relay.io"]))
    elif kind == "proxy":
        cred = pw
        s = "http://%s:%s@proxy.corp.local:3128" % (rng.choice(FIRST), pw)
    elif kind == "pop3s":
        cred = pw
        s = "pop3s://%s:%s@pop.%s:995" % (rand_user(rng, "first.last"), pw, rng.choice(["mail.gr", "t-online.hr", "abv.bg", "mail.ge"]))
    elif kind == "registry":
        cred = pw
        s = "https://%s:%s@registry.%s/v2/_catalog" % (rng.choice(["ci", "deploy", "ops"]), pw, rng.choice(["harbourtheatre.org", "vetclinic.io", "orchard.dev"]))
    elif kind == "jenkins":
        cred = rhex(rng, 34)
        s = "https://jenkins.%s/job/%s/buildWithParameters?token=%s" % (
            rng.choice(["boxoffice.lan", "ci.orchard.dev"]), rng.choice(["deploy-prod", "nightly", "release"]), cred)
    elif kind == "reset":
        cred = S.b64u(rbytes(rng, 32))
        s = "https://%s/account/reset-password?token=%s" % (rng.choice(["members.rowingclub.org", "my.vetclinic.ge", "portal.harbourtheatre.org", "shop.orchard.dev"]), cred)
    elif kind == "magic":
        cred = rstr(rng, ALNUM, 48)
        s = "https://%s/auth/magic?email=%s&code=%s" % (rng.choice(["app.kinde.example.com", "login.coworkly.io", "auth.boxoffice.app"]),
                                                        rand_user(rng, "email").replace("@", "%40"), cred)
    elif kind == "gcs":
        cred = rhex(rng, 512)
        s = ("https://storage.googleapis.com/%s/%s?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%%40proj-%d.iam.gserviceaccount.com"
             "%%2F20250301%%2Fauto%%2Fstorage%%2Fgoog4_request&X-Goog-Date=20250301T101500Z&X-Goog-Expires=604800"
             "&X-Goog-SignedHeaders=host&X-Goog-Signature=%s") % (rng.choice(["vet-xrays", "theatre-scans", "orchard-invoices"]),
                                                                   rng.choice(["2025/03/scan-0412.pdf", "patient-118.dcm", "inv-7731.pdf"]), rng.randint(100000, 999999), cred)
    elif kind == "upyun":
        cred = rhex(rng, 8) + "%d" % rng.randint(1700000000, 1799999999)
        s = "https://%s.b0.upaiyun.com/%s?_upt=%s" % (rng.choice(["kouqiang", "chongwu", "guoyuan"]), rng.choice(["xray/0412.jpg", "contract.pdf", "video/ke01.mp4"]), cred)
    elif kind == "gitea":
        cred = rhex(rng, 40)
        s = "https://%s:%s@git.%s/%s.git" % (rng.choice(["deploy", "ci-bot", "mthompson"]), cred,
                                               rng.choice(["rowingclub.org", "orchard.dev", "coworkly.io"]), rng.choice(["ops/inventory", "web/site", "infra/ansible"]))
    elif kind == "pip":
        cred = pw
        s = "https://%s:%s@pypi.%s/simple/" % (rng.choice(["build", "ci", "pkg"]), pw, rng.choice(["internal.orchard.dev", "corp.coworkly.io"]))
    elif kind == "elastic":
        cred = pw
        s = "https://elastic:%s@%s:9200/_cat/indices" % (pw, rng.choice(["es01.lan", "10.40.2.30", "search.boxoffice.lan"]))
    elif kind == "router":
        cred = pw
        s = "http://admin:%s@192.168.%d.1/" % (pw, rng.choice([0, 1, 8, 31]))
    elif kind == "rtmp":
        cred = "live_%d_%s" % (rng.randint(100000000, 999999999), rstr(rng, ALNUM, 30))
        s = "rtmp://live.twitch.tv/app/%s" % cred
    elif kind == "webdav":
        cred = pw
        s = "davs://%s:%s@cloud.%s/remote.php/dav/files/%s/" % (rng.choice(FIRST), pw, rng.choice(["familie-peeters.be", "schmit.lu", "borg.mt"]), rng.choice(FIRST))
    else:
        raise ValueError(kind)
    return Val(s, {"cred": cred}, {"cred": cred, "url": kind}, "url")

# ---------------------------------------------------------------------------
# API keys
# ---------------------------------------------------------------------------
AK = {
    # provider: (generator, regex for the span, display name)
    "openrouter": (lambda r: "sk-or-v1-" + rhex(r, 64), r"sk-or-v1-[0-9a-f]{64}", "OpenRouter"),
    "shopify": (lambda r: "shpat_" + rhex(r, 32), r"shpat_[0-9a-f]{32}", "Shopify"),
    "newrelic": (lambda r: "NRAK-" + rstr(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 27), r"NRAK-[A-Z0-9]{27}", "New Relic"),
    "grafana": (lambda r: "glc_" + base64.b64encode(json.dumps({"o": str(r.randint(100000, 999999)), "n": "stack-%d" % r.randint(100000, 999999), "k": rstr(r, ALNUM, 24), "m": {"r": "prod-eu-west-2"}}, separators=(",", ":")).encode()).decode().rstrip("="), r"glc_[A-Za-z0-9+/]{60,}", "Grafana Cloud"),
    "digitalocean": (lambda r: "dop_v1_" + rhex(r, 64), r"dop_v1_[0-9a-f]{64}", "DigitalOcean"),
    "supabase": (lambda r: "sbp_" + rhex(r, 40), r"sbp_[0-9a-f]{40}", "Supabase"),
    "tgbot": (lambda r: "%d:AA%s" % (r.randint(5000000000, 7999999999), rstr(r, ALNUM + "_-", 33)), r"\d{9,10}:AA[A-Za-z0-9_-]{33}", "Telegram"),
    "typeform": (lambda r: "tfp_" + rstr(r, ALNUM, 44) + "_" + rstr(r, ALNUM, 14), r"tfp_[A-Za-z0-9]{44}_[A-Za-z0-9]{14}", "Typeform"),
    "siliconflow": (lambda r: "sk-" + rstr(r, string.ascii_lowercase, 48), r"sk-[a-z]{48}", "SiliconFlow"),
    "deepgram": (lambda r: rhex(r, 40), r"[0-9a-f]{40}", "Deepgram"),
    "cohere": (lambda r: rstr(r, ALNUM, 40), r"[A-Za-z0-9]{40}", "Cohere"),
    "voyage": (lambda r: "pa-" + rstr(r, ALNUM + "-_", 43), r"pa-[A-Za-z0-9_-]{43}", "Voyage AI"),
    "yunpian": (lambda r: rhex(r, 32), r"[0-9a-f]{32}", "云片"),
    "postmark": (lambda r: "%s-%s-%s-%s-%s" % (rhex(r, 8), rhex(r, 4), "4" + rhex(r, 3), r.choice("89ab") + rhex(r, 3), rhex(r, 12)),
                 r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}", "Postmark"),
    "mapbox": (lambda r: "sk." + S.b64u(json.dumps({"u": r.choice(["harbourtheatre", "orchardcoop", "vetmaps"]), "a": "cl" + rstr(r, string.ascii_lowercase + string.digits, 23)}, separators=(",", ":")).encode()) + "." + rstr(r, ALNUM + "_-", 22),
               r"sk\.eyJ1Ijoi[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{22}", "Mapbox"),
    "heroku": (lambda r: "HRKU-AA" + rstr(r, ALNUM + "_-", 58), r"HRKU-AA[A-Za-z0-9_-]{58}", "Heroku"),
    "doppler": (lambda r: "dp.st.prd." + rstr(r, ALNUM, 43), r"dp\.st\.prd\.[A-Za-z0-9]{43}", "Doppler"),
    "sendgrid": (lambda r: "SG." + rstr(r, ALNUM + "_-", 22) + "." + rstr(r, ALNUM + "_-", 43), r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}", "SendGrid"),
    "minimax": (lambda r: "sk-api-" + rstr(r, ALNUM + "_-", 80), r"sk-api-[A-Za-z0-9_-]{80}", "MiniMax"),
}
# key pairs: (public id generator, secret generator, secret regex, name)
AK_PAIRS = {
    "aliyun": (lambda r: "LTAI5t" + rstr(r, ALNUM, 18), lambda r: rstr(r, ALNUM, 30), r"[A-Za-z0-9]{30}", "阿里云 AccessKey"),
    "jpush": (lambda r: rhex(r, 24), lambda r: rhex(r, 24), r"[0-9a-f]{24}", "极光推送"),
    "feishu": (lambda r: "cli_a" + rhex(r, 15), lambda r: rstr(r, ALNUM, 32), r"[A-Za-z0-9]{32}", "飞书开放平台"),
    "wechat": (lambda r: "wx" + rhex(r, 16), lambda r: rhex(r, 32), r"[0-9a-f]{32}", "微信公众号"),
    "xfyun": (lambda r: rhex(r, 8), lambda r: rstr(r, ALNUM, 32), r"[A-Za-z0-9]{32}", "讯飞开放平台"),
    "dingtalk": (lambda r: "ding" + rstr(r, string.ascii_lowercase + string.digits, 16), lambda r: rstr(r, ALNUM + "-_", 64), r"[A-Za-z0-9_-]{64}", "钉钉"),
    "jdcloud": (lambda r: "JDC_" + rstr(r, "ABCDEF0123456789", 28), lambda r: rstr(r, "ABCDEF0123456789", 32), r"[A-F0-9]{32}", "京东云"),
}


def g_ak(rng, provider="openrouter"):
    if provider in AK:
        fn, rx, name = AK[provider]
        k = fn(rng)
        return Val(k, {"name": name}, {"provider": provider, "rx": rx}, "ak")
    idf, sf, rx, name = AK_PAIRS[provider]
    k = sf(rng)
    return Val(k, {"id": idf(rng), "name": name}, {"provider": provider, "rx": rx}, "ak")

# ---------------------------------------------------------------------------
# JWTs: signing keys are fixed, seeded from strings
# ---------------------------------------------------------------------------
_JWT_KEYS = {}


def jwt_keys():
    if not _JWT_KEYS:
        import random
        _JWT_KEYS["RS256"] = S.seeded_rsa(random.Random("corpus23/jwt-rs256"), 2048)
        _JWT_KEYS["ES256"] = ec.derive_private_key(S.rand_scalar(random.Random("corpus23/jwt-es256"), S.SECP_N) % (2 ** 255), ec.SECP256R1())
        _JWT_KEYS["ES384"] = ec.derive_private_key(S.rand_scalar(random.Random("corpus23/jwt-es384"), S.SECP_N) % (2 ** 255), ec.SECP384R1())
        _JWT_KEYS["EdDSA"] = ed25519.Ed25519PrivateKey.from_private_bytes(hashlib.sha256(b"corpus23/jwt-eddsa").digest())
    return _JWT_KEYS


JWT_ISS = {
    "firebase": lambda r, now: {"iss": "https://securetoken.google.com/%s" % r.choice(["boxoffice-app", "vet-queue-ge", "orchard-coop"]),
                                "aud": "boxoffice-app", "auth_time": now - 40, "user_id": rstr(r, ALNUM, 28), "sub": rstr(r, ALNUM, 28),
                                "iat": now, "exp": now + 3600, "email": rand_user(r, "email"), "email_verified": True,
                                "firebase": {"identities": {}, "sign_in_provider": "password"}},
    "azure": lambda r, now: {"aud": "api://%s" % "-".join([rhex(r, 8), rhex(r, 4), rhex(r, 4), rhex(r, 4), rhex(r, 12)]),
                             "iss": "https://sts.windows.net/%s/" % "-".join([rhex(r, 8), rhex(r, 4), rhex(r, 4), rhex(r, 4), rhex(r, 12)]),
                             "iat": now, "nbf": now, "exp": now + 4299, "name": r.choice(FIRST).capitalize() + " " + r.choice(LAST).capitalize(),
                             "scp": "user_impersonation", "upn": rand_user(r, "email"), "ver": "1.0"},
    "ory": lambda r, now: {"iss": "https://%s.projects.oryapis.com" % rstr(r, string.ascii_lowercase, 12), "sub": "-".join([rhex(r, 8), rhex(r, 4), rhex(r, 4), rhex(r, 4), rhex(r, 12)]),
                           "iat": now, "exp": now + 900, "session": {"aal": "aal1"}},
    "fusionauth": lambda r, now: {"aud": "-".join([rhex(r, 8), rhex(r, 4), rhex(r, 4), rhex(r, 4), rhex(r, 12)]), "exp": now + 3600, "iat": now,
                                  "iss": "auth.rowingclub.org", "sub": "-".join([rhex(r, 8), rhex(r, 4), rhex(r, 4), rhex(r, 4), rhex(r, 12)]),
                                  "authenticationType": "PASSWORD", "email": rand_user(r, "email"), "roles": ["member"]},
    "kinde": lambda r, now: {"aud": [], "azp": rhex(r, 32), "exp": now + 86400, "iat": now, "iss": "https://coworkly.kinde.com",
                             "jti": "-".join([rhex(r, 8), rhex(r, 4), rhex(r, 4), rhex(r, 4), rhex(r, 12)]), "org_code": "org_" + rhex(r, 11),
                             "permissions": ["read:bookings"], "scp": ["openid", "profile", "email", "offline"], "sub": "kp_" + rhex(r, 32)},
    "appwrite": lambda r, now: {"userId": rhex(r, 20), "sessionId": rhex(r, 20), "exp": now + 900},
    "mp": lambda r, now: {"openid": "o" + rstr(r, ALNUM + "_-", 27), "session_key_id": rstr(r, ALNUM, 16), "shop_id": r.randint(1000, 99999),
                          "role": r.choice(["店员", "店长", "收银"]), "iat": now, "exp": now + 7200},
    "app": lambda r, now: {"sub": str(r.randint(10000, 999999)), "name": r.choice(FIRST).capitalize(), "role": r.choice(["admin", "staff", "vet", "cashier"]),
                           "iat": now, "exp": now + r.choice([900, 3600, 86400])},
}


def g_jwt(rng, alg="HS256", iss=None):
    iss = iss or rng.choice(sorted(JWT_ISS))
    now = rng.randint(1735700000, 1767000000)
    payload = JWT_ISS[iss](rng, now)
    header = {"alg": alg, "typ": "JWT"}
    if alg != "HS256" or rng.random() < 0.3:
        header["kid"] = rhex(rng, 16) if alg != "HS256" else "v1"
    if alg.startswith("HS"):
        key = rbytes(rng, 32)
    else:
        key = jwt_keys()[alg]
    tok = S.jwt_sign(header, payload, key)
    return Val(tok, {"iss": iss, "hs_secret": key.hex() if isinstance(key, bytes) else ""}, {"alg": alg, "key": key}, "jwt")

# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------


def _mk_key(rng, typ):
    if typ.startswith("rsa"):
        return S.seeded_rsa(rng, 2048)
    if typ in ("ec256", "ec256p8"):
        return ec.derive_private_key(S.rand_scalar(rng, 2 ** 255), ec.SECP256R1())
    if typ in ("ec384", "ec384p8", "ssh384"):
        return ec.derive_private_key(S.rand_scalar(rng, 2 ** 383), ec.SECP384R1())
    if typ in ("ssh521", "ec521"):
        return ec.derive_private_key(S.rand_scalar(rng, 2 ** 519), ec.SECP521R1())
    if typ in ("ed25519", "ssh_ed25519"):
        return ed25519.Ed25519PrivateKey.from_private_bytes(rbytes(rng, 32))
    if typ == "x25519":
        return x25519.X25519PrivateKey.from_private_bytes(rbytes(rng, 32))
    if typ == "secp256k1":
        return ec.derive_private_key(S.rand_scalar(rng), ec.SECP256K1())
    raise ValueError(typ)


def pk_layout(block, layout):
    lines = block.split("\n")
    if layout == "plain":
        return block
    if layout == "esc":
        return "\\n".join(lines) + "\\n"
    if layout.startswith("indent"):
        n = int(layout[6:] or 4)
        return lines[0] + "\n" + "\n".join(" " * n + l for l in lines[1:])
    if layout == "quote":
        return lines[0] + "\n" + "\n".join("> " + l for l in lines[1:])
    if layout == "b64":
        return base64.b64encode((block + "\n").encode()).decode()
    if layout == "body":  # bare base64 body on one line
        return "".join(lines[1:-1])
    raise ValueError(layout)


def g_pk(rng, typ="rsa8", layout="plain"):
    key = _mk_key(rng, typ)
    comment = rng.choice(FIRST) + "@" + rng.choice(["boxoffice", "vet-pc", "orchard-nas", "lighthouse", "coworkly-ci", "rowing-laptop"])
    if typ.startswith("ssh"):
        block = S.openssh_private(key, comment, rng.getrandbits(32))
    elif typ in ("rsa1", "ec256", "ec384", "ec521", "secp256k1"):
        block = S.pem(key, "trad")
    else:
        block = S.pem(key, "pkcs8")
    pub = S.ssh_public_line(key, comment) if typ.startswith("ssh") or typ in ("ed25519",) else ""
    return Val(pk_layout(block, layout), {"pub": pub, "comment": comment}, {"block": block, "layout": layout, "pubraw": S.pub_raw(key)}, "pk")

# ---------------------------------------------------------------------------
# registry
# ---------------------------------------------------------------------------
GENS = {
    "otp": g_otp, "pin": g_pin, "door": g_door, "pw": g_pw, "login": g_login, "wifi": g_wifi, "sa": g_sa,
    "card": g_card, "totp": g_totp, "rc": g_rc, "wk": g_wk, "mn": g_mn, "mz": g_mz, "envv": g_envv, "cs": g_cs,
    "url": g_url, "ak": g_ak, "jwt": g_jwt, "pk": g_pk,
}
DEFAULT_GEN = {
    "otp": "otp", "pin": "pin", "door_code": "door", "password_nl": "pw", "login_pair": "login",
    "wifi_password": "wifi", "security_answer": "sa", "card_number": "card", "totp_secret": "totp",
    "recovery_codes": "rc", "crypto_wallet_key": "wk", "mnemonic_bip39_en": "mn", "mnemonic_zh": "mz",
    "env_file": "envv", "connection_string": "cs", "url_credentials": "url", "api_key": "ak", "jwt": "jwt",
    "private_key": "pk",
}
# which generators a kind may use (a template naming another stops the build)
ALLOWED = {
    "otp": {"otp"}, "pin": {"pin"}, "door_code": {"door"}, "password_nl": {"pw", "login"},
    "login_pair": {"login"}, "wifi_password": {"wifi"}, "security_answer": {"sa"}, "card_number": {"card"},
    "totp_secret": {"totp"}, "recovery_codes": {"rc"}, "crypto_wallet_key": {"wk"}, "mnemonic_bip39_en": {"mn"},
    "mnemonic_zh": {"mz"}, "env_file": {"envv"}, "connection_string": {"cs"}, "url_credentials": {"url"},
    "api_key": {"ak"}, "jwt": {"jwt"}, "private_key": {"pk"},
}
