"""Secret value generators for secrets_corpus22.

Each generator takes (rng, *args) and returns a dict:
  span   - the exact text written into the case (the gold span)
  comp   - companions a template may print beside the secret (user, exp, id, chain, addr, ...)
  meta   - what the checks compare against (digits, password, bytes, words, ...)
A generator belongs to a family; a template's kind allows certain families (FAMILY_KINDS).
"""
import base64
import hashlib
import json
import string
import zlib

from cryptography.hazmat.primitives.asymmetric import ec, ed25519, ed448, x25519, x448
from cryptography.hazmat.primitives import serialization

import struct22 as S

GEN = {}
FAMILY = {}


def gen(name, family):
    def deco(fn):
        GEN[name] = fn
        FAMILY[name] = family
        return fn
    return deco


# which value families a kind may draw from
FAMILY_KINDS = {
    "otp": {"otp"}, "pin": {"pin"}, "door_code": {"door"}, "password_nl": {"pw"},
    "login_pair": {"login"}, "security_answer": {"sa"}, "wifi_password": {"wifi"},
    "card_number": {"card"}, "totp_secret": {"totp"}, "recovery_codes": {"rc"},
    "crypto_wallet_key": {"wk"}, "mnemonic_bip39_en": {"mn"}, "mnemonic_zh": {"mz"},
    "env_file": {"envv"}, "connection_string": {"cs"}, "url_credentials": {"url"},
    "api_key": {"ak"}, "jwt": {"jwt"}, "private_key": {"pk"},
}
DEFAULT_GEN = {
    "otp": "otp", "pin": "pin", "door_code": "door", "password_nl": "pw", "login_pair": "login",
    "security_answer": "sa", "wifi_password": "wifi", "card_number": "card", "totp_secret": "totp",
    "recovery_codes": "rc", "crypto_wallet_key": "wk", "mnemonic_bip39_en": "mn", "mnemonic_zh": "mz",
    "env_file": "envv", "connection_string": "cs", "url_credentials": "url", "api_key": "ak",
    "jwt": "jwt", "private_key": "pk",
}

ALNUM = string.ascii_letters + string.digits
UPALNUM = string.ascii_uppercase + string.digits
LOWALNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B64U = string.ascii_letters + string.digits + "-_"


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def rbytes(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def _arg(args, i, default):
    return args[i] if len(args) > i and args[i] != "" else default


# ---------------------------------------------------------------------------
# digits: OTPs, PINs, door codes
# ---------------------------------------------------------------------------
EN_DIG = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ZH_DIG = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
FW_DIG = "０１２３４５６７８９"
BAD_PINS = {"1234", "0000", "1111", "2222", "3333", "4444", "5555", "6666", "7777", "8888", "9999", "1212",
            "123456", "000000", "111111", "654321", "4321"}


def digits(rng, n, first_nonzero=False):
    while True:
        d = "".join(rng.choice("0123456789") for _ in range(n))
        if first_nonzero and d[0] == "0":
            continue
        if d in BAD_PINS or len(set(d)) < min(3, n - 1):
            continue
        return d


def en_words(rng, d):
    out = []
    i = 0
    sep = pick(rng, [" ", " ", ", ", "-"])
    while i < len(d):
        c = d[i]
        if i + 1 < len(d) and d[i + 1] == c and sep == " " and rng.random() < 0.8:
            out.append("double " + ("oh" if c == "0" else EN_DIG[int(c)]))
            i += 2
            continue
        out.append("oh" if c == "0" and rng.random() < 0.5 else EN_DIG[int(c)])
        i += 1
    return sep.join(out)


def zh_words(rng, d, sep_style="none"):
    one = "幺" if rng.random() < 0.5 else "一"
    zero = "〇" if rng.random() < 0.4 else "零"
    two = "两" if rng.random() < 0.15 else "二"
    toks = [{"0": zero, "1": one, "2": two}.get(c, ZH_DIG[int(c)]) for c in d]
    if sep_style == "sep":
        return pick(rng, ["、", "，", " "]).join(toks)
    return "".join(toks)


def fw(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def render_digits(rng, d, style):
    n = len(d)
    if style == "plain":
        return d
    if style == "sp":  # halves
        h = n // 2
        return d[:h] + " " + d[h:]
    if style == "dash":
        h = n // 2
        return d[:h] + "-" + d[h:]
    if style == "dot":
        h = n // 2
        return d[:h] + "." + d[h:]
    if style == "spaced":
        return " ".join(d)
    if style == "dashed":
        return "-".join(d)
    if style == "words":
        return en_words(rng, d)
    if style == "zh":
        return zh_words(rng, d)
    if style == "zhsep":
        return zh_words(rng, d, "sep")
    if style == "fw":
        return fw(d)
    raise ValueError(style)


@gen("otp", "otp")
def g_otp(rng, n="6", style="plain", *rest):
    n = int(n)
    d = digits(rng, n)
    if style == "gdash":
        span = "G-" + d
    elif style == "alnum":
        d = rs(rng, "ABCDEFGHJKMNPQRSTUVWXYZ23456789", n)
        while sum(c.isdigit() for c in d) < 2 or sum(c.isalpha() for c in d) < 2:
            d = rs(rng, "ABCDEFGHJKMNPQRSTUVWXYZ23456789", n)
        span = d
    else:
        span = render_digits(rng, d, style)
    return {"span": span, "comp": {"mins": str(pick(rng, [2, 3, 5, 5, 10, 10, 15])),
                                   "d1": d[:2], "d2": d[-2:]},
            "meta": {"digits": d, "style": style}}


@gen("pin", "pin")
def g_pin(rng, n="4", style="plain", *rest):
    d = digits(rng, int(n))
    return {"span": render_digits(rng, d, style), "comp": {}, "meta": {"digits": d, "style": style}}


@gen("door", "door")
def g_door(rng, n="4", style="plain", *rest):
    d = digits(rng, int(n))
    if style == "hash":
        span = d + "#"
    elif style == "starhash":
        span = "*" + d + "#"
    elif style == "letter":
        span = pick(rng, "ABCEKX") + d
    elif style == "key":
        span = d + pick(rng, ["✓", "#"])
    else:
        span = render_digits(rng, d, style)
    return {"span": span, "comp": {}, "meta": {"digits": d, "style": style}}


# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------
PW_WORDS = ["Calanque", "Mistral", "Brioche", "Lantern", "Orchard", "Saffron", "Glacier", "Pelican", "Juniper",
            "Marmot", "Tangerine", "Cobalt", "Harbor", "Quokka", "Meringue", "Sirocco", "Basalt", "Fennel",
            "Lagoon", "Tamarind", "Puffin", "Zephyr", "Caramel", "Obsidian", "Verbena", "Walrus", "Pistachio",
            "Solstice", "Mangrove", "Nougat", "Kestrel", "Paprika", "Quartz", "Truffle", "Biscayne", "Mimosa",
            "Yuzu", "Tapioca", "Osprey", "Cardamom", "Dolomite", "Gondola", "Hibiscus", "Iguana", "Jasmine",
            "Kumquat", "Lynx", "Macaron", "Nebula", "Oregano", "Papaya", "Radish", "Sequoia", "Tundra",
            "Umbra", "Vanilla", "Wombat", "Xylo", "Yodel", "Zinnia", "Andes", "Bonsai", "Cactus", "Dahlia",
            "Ember", "Fjord", "Gecko", "Hazel", "Indigo", "Jaguar", "Kiwano", "Lupine", "Mocha", "Narwhal",
            "Otter", "Pampas", "Quinoa", "Rooibos", "Sparrow", "Tofu", "Ube", "Vesper", "Wasabi", "Yak"]
PW_LOWER = [w.lower() for w in PW_WORDS] + ["kettle", "ribbon", "anchor", "pebble", "tulip", "violet", "copper",
                                             "meadow", "thimble", "compass", "falcon", "lemon", "maple", "olive",
                                             "pepper", "rocket", "saddle", "timber", "velvet", "willow"]
PINYIN_NAMES = ["zhangwei", "wangfang", "liuyang", "chenjing", "yangtao", "huangli", "zhaolei", "zhoumin",
                "wuhao", "xuqian", "sunjie", "mali", "zhuhong", "hulin", "guoqiang", "heping", "linxiao",
                "luoyi", "gaofeng", "liangchen", "songyu", "tangning", "hanbing", "fengjun", "dengyan",
                "caoyue", "pengfei", "zenghui", "xiaolong", "tianyu"]
SYMS = "!@#$%&*?+=_.~^"
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}
KEYWALKS = ["1qaz@WSX", "2wsx#EDC", "3edc$RFV", "qwer!234", "zxcv@123", "!QAZ2wsx", "1q2w3e4r", "asdf;lkj",
            "Qwerty!23", "9ol.0p;/", "mju7&YHN", "5tgb^YHN", "1qaz2wsx", "#EDC4rfv"]
NATO = {"a": "alfa", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf",
        "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima", "m": "mike", "n": "november",
        "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo", "s": "sierra", "t": "tango", "u": "uniform",
        "v": "victor", "w": "whiskey", "x": "x-ray", "y": "yankee", "z": "zulu"}
SENT_SUBJ = ["My", "Our", "Grandma", "The", "Every", "Two", "Three", "Nine"]
SENT_PARTS = [("Cat", "Eats", "Sardines"), ("Dog", "Hates", "Mondays"), ("Ferry", "Leaves", "Early"),
              ("Kettle", "Sings", "Loud"), ("Bike", "Needs", "Oil"), ("Piano", "Plays", "Jazz"),
              ("Garden", "Grows", "Leeks"), ("Boat", "Sails", "North"), ("Oven", "Bakes", "Bread"),
              ("Train", "Runs", "Late"), ("Owl", "Hoots", "Twice"), ("Fox", "Jumps", "Fences")]


def _pw_core(rng, style):
    if style == "wsd":
        return pick(rng, PW_WORDS) + pick(rng, SYMS) + pick(rng, PW_WORDS) + str(rng.randrange(10, 999))
    if style == "leet":
        w = pick(rng, PW_LOWER) + pick(rng, PW_LOWER)
        w = "".join(LEET.get(c, c) if rng.random() < 0.7 else c for c in w)
        return w[0].upper() + w[1:] + pick(rng, SYMS) + str(rng.randrange(1, 99))
    if style == "camel":
        return "".join(pick(rng, PW_WORDS) for _ in range(3)) + str(rng.randrange(1, 9999))
    if style == "dashed":
        return "-".join(pick(rng, PW_LOWER) for _ in range(rng.choice([3, 4]))) + "-" + str(rng.randrange(10, 99))
    if style == "dotted":
        return ".".join(pick(rng, PW_LOWER) for _ in range(4)) + pick(rng, ["!", "?", "#", ""]) + str(rng.randrange(1, 99))
    if style == "spaced":
        return " ".join(pick(rng, PW_LOWER) for _ in range(3)) + " " + str(rng.randrange(10, 99))
    if style == "rand":
        alpha = string.ascii_letters + string.digits + "!#%&*+-=?@^_~"
        while True:
            p = rs(rng, alpha, rng.randrange(12, 21))
            if any(c.isdigit() for c in p) and any(c.islower() for c in p) and any(c.isupper() for c in p) \
                    and any(not c.isalnum() for c in p):
                return p
    if style == "pinyin":
        return pick(rng, PINYIN_NAMES) + pick(rng, ["", "@", ".", "_"]) + "%d%02d%02d" % (
            rng.randrange(1965, 2005), rng.randrange(1, 13), rng.randrange(1, 29))
    if style == "keywalk":
        return pick(rng, KEYWALKS) + pick(rng, ["", "!", "#", "$"]) + str(rng.randrange(10, 99))
    if style == "sentence":
        a, b, c = pick(rng, SENT_PARTS)
        return pick(rng, SENT_SUBJ) + a + b + str(rng.randrange(2, 12)) + c + pick(rng, "!?.#")
    raise ValueError(style)


def spell_en(rng, p):
    out = []
    for c in p:
        if c.isupper():
            out.append(pick(rng, ["capital ", "uppercase ", "big "]) + c)
        elif c.islower():
            out.append(c)
        elif c.isdigit():
            out.append(EN_DIG[int(c)])
        else:
            out.append({"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar sign", "%": "percent",
                        "&": "ampersand", "*": "star", "?": "question mark", "+": "plus", "=": "equals",
                        "_": "underscore", ".": "dot", "~": "tilde", "^": "caret", "-": "dash"}[c])
    return ", ".join(out)


ZH_SYM = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "和号", "*": "星号",
          "?": "问号", "+": "加号", "=": "等号", "_": "下划线", ".": "点", "~": "波浪线", "^": "尖号", "-": "横杠"}


def spell_zh(rng, p):
    out = []
    for c in p:
        if c.isupper():
            out.append("大写" + c)
        elif c.islower():
            out.append("小写" + c)
        elif c.isdigit():
            out.append("数字" + ZH_DIG[int(c)] if rng.random() < 0.5 else c)
        else:
            out.append(ZH_SYM[c])
    return pick(rng, ["，", "、", " "]).join(out)


def spell_nato(rng, p):
    out = []
    for c in p:
        if c.isalpha():
            w = NATO[c.lower()]
            out.append(("capital " + w.capitalize()) if c.isupper() else w)
        elif c.isdigit():
            out.append(EN_DIG[int(c)])
        else:
            out.append({"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar sign", "%": "percent",
                        "&": "ampersand", "*": "star", "?": "question mark", "+": "plus", "=": "equals",
                        "_": "underscore", ".": "dot", "~": "tilde", "^": "caret", "-": "dash"}[c])
    return " ".join(out)


@gen("pw", "pw")
def g_pw(rng, style="wsd", *rest):
    if style in ("spell_en", "spell_zh", "nato"):
        long_words = [w for w in PW_WORDS if len(w) >= 5]
        base = pick(rng, long_words) + pick(rng, "!#?@") + str(rng.randrange(10, 99))
        if style == "nato":
            base = pick(rng, [w for w in PW_LOWER if len(w) >= 5])[:5] + str(rng.randrange(10, 99)) + pick(rng, "!#?")
            base = base[0].upper() + base[1:]
        span = {"spell_en": spell_en, "spell_zh": spell_zh, "nato": spell_nato}[style](rng, base)
        return {"span": span, "comp": {}, "meta": {"password": base, "style": style}}
    if style == "fw":
        base = _pw_core(rng, pick(rng, ["wsd", "leet", "pinyin"]))
        return {"span": fw(base), "comp": {}, "meta": {"password": base, "style": style}}
    p = _pw_core(rng, style)
    return {"span": p, "comp": {}, "meta": {"password": p, "style": style}}


FIRST_EN = ["Camille", "Matteo", "Ingrid", "Aiko", "Linh", "Siew Ling", "Hugo", "Giulia", "Elin", "Aino", "Mads",
            "Kadri", "Tomas", "Zsofia", "Ivana", "Noa", "Yasmine", "Awa", "Selam", "Valentina", "Joaquin",
            "Lucia", "Santiago", "Ayesha", "Aigerim", "Mariam", "Ahmad", "Tala", "Kenji", "Minh", "Priya"]
LAST_EN = ["Moreau", "Ricci", "Lindqvist", "Tanaka", "Nguyen", "Tan", "Lefebvre", "Bianchi", "Karlsson",
           "Virtanen", "Jensen", "Tamm", "Novak", "Horvath", "Kovac", "Levi", "Benali", "Diop", "Tesfaye",
           "Rojas", "Fernandez", "Quispe", "Gomez", "Qureshi", "Nurlanovna", "Al-Khalifa", "Sato", "Tran"]


@gen("login", "login")
def g_login(rng, ustyle="email", pstyle="", *rest):
    f = pick(rng, FIRST_EN).split()[0].lower()
    l = pick(rng, LAST_EN).lower().replace("-", "")
    if ustyle == "email":
        user = "%s.%s@%s" % (f, l, pick(rng, ["gmail.com", "outlook.com", "proton.me", "yahoo.co.jp", "free.fr",
                                                  "libero.it", "gmx.ch", "telia.com", "hotmail.com", "icloud.com"]))
    elif ustyle == "handle":
        user = f + pick(rng, ["_", ".", ""]) + l[:4] + str(rng.randrange(1, 99))
    elif ustyle == "staff":
        user = pick(rng, ["s", "emp", "u", "T"]) + str(rng.randrange(10000, 99999))
    elif ustyle == "admin":
        user = pick(rng, ["admin", "root", "operator", "manager", "supervisor", "frontdesk", "kasse"])
    elif ustyle == "pinyin":
        user = pick(rng, PINYIN_NAMES) + str(rng.randrange(1, 999))
    elif ustyle == "phone":
        user = "1" + pick(rng, ["38", "39", "58", "86", "77", "99"]) + digits(rng, 8)
    else:
        user = ustyle
    ps = pstyle or pick(rng, ["wsd", "leet", "camel", "rand", "pinyin", "keywalk", "sentence", "dashed"])
    p = _pw_core(rng, ps)
    return {"span": p, "comp": {"user": user}, "meta": {"password": p, "style": ps}}


# ---------------------------------------------------------------------------
# security answers
# ---------------------------------------------------------------------------
SA_EN = {
    "pet": ["Biscotte", "Mochi", "Pelusa", "Tofu", "Kiwi", "Bruno", "Nala", "Pippin", "Dumpling", "Chorizo",
            "Miso", "Ziggy", "Lentil", "Pamplemousse", "Frida", "Totoro", "Sancho", "Ravioli"],
    "city": ["Valparaiso", "Bergamo", "Nantes", "Tartu", "Gyor", "Aarhus", "Kumamoto", "Hue", "Cusco",
             "Rosario", "Tampere", "Haifa", "Essaouira", "Lausanne", "Uppsala", "Brno", "Split", "Almaty"],
    "school": ["St Aidan's Primary", "Ecole Jules Ferry", "Liceo Galvani", "Kungsholmen Grammar",
               "Colegio San Ignacio", "Sakuragaoka Elementary", "Tallinn English College", "Raffles Girls"],
    "car": ["Fiat Panda", "Renault Clio", "Volvo 240", "Toyota Starlet", "Skoda Felicia", "Peugeot 205",
            "Lada Niva", "Citroen 2CV", "Honda Civic", "Saab 900", "Suzuki Alto"],
    "teacher": ["Mrs Okafor", "Monsieur Girard", "Signora Conti", "Mr Halvorsen", "Ms Takahashi",
                "Senor Paredes", "Mrs Lindgren", "Mr Abebe"],
    "maiden": ["Castellanos", "Marchetti", "Bergstrom", "Hakimi", "Ferreira", "Duval", "Kowalczyk",
               "Mendoza", "Yoshida", "Rasmussen", "Halloran", "Okonkwo"],
    "street": ["Rue des Tanneurs", "Via Zamboni", "Calle Florida", "Kongensgade", "Sibeliuksenkatu",
               "Jaffa Road", "Orchard Road", "Avenida Larco", "Vaci utca"],
    "food": ["pierogi", "cassoulet", "ceviche", "bun cha", "okonomiyaki", "injera", "arancini",
             "empanadas", "smorrebrod", "tagine", "laksa", "khachapuri"],
    "friend": ["Lotte", "Benedikt", "Noemi", "Ruairi", "Yusuf", "Anouk", "Kaito", "Esperanza", "Mirela"],
    "book": ["The Little Prince", "Moomin Summer", "Pippi Longstocking", "Ronja", "Cuore", "Heidi",
             "The Neverending Story", "Momo"],
    "word": ["lighthouse42", "marzipan", "kingfisher", "Tuesday-harbour", "snowglobe", "paperclip",
             "honeycomb7", "windmill"],
}
SA_ZH = {
    "mother": ["王秀英", "李桂兰", "张淑芬", "刘玉梅", "陈美华", "杨春燕", "赵丽娟", "黄翠花", "周凤英", "吴海燕"],
    "father": ["李建国", "张卫东", "王志强", "刘建华", "陈国平", "杨德胜", "赵永刚", "孙立新"],
    "school": ["育才小学", "城关镇中心小学", "实验二小", "红旗小学", "东风路小学", "鼓楼区第一中心小学",
               "解放路小学", "向阳小学", "新华街小学"],
    "city": ["绍兴", "宜宾", "景德镇", "丹东", "泉州", "开封", "柳州", "锦州", "自贡", "赣州", "湛江", "伊宁"],
    "pet": ["旺财", "豆豆", "小黑", "咪咪", "球球", "大黄", "团子", "花卷", "可乐", "奶糖"],
    "teacher": ["刘老师", "孙老师", "马老师", "周老师", "何老师", "郭老师"],
    "book": ["《围城》", "《平凡的世界》", "《活着》", "《城南旧事》", "《呼兰河传》", "《骆驼祥子》", "《边城》"],
    "idol": ["邓丽君", "张国荣", "王菲", "刘德华", "梅艳芳", "罗大佑"],
    "food": ["螺蛳粉", "肉夹馍", "酸菜鱼", "担担面", "煲仔饭", "糖醋排骨", "热干面", "豆腐脑"],
    "nickname": ["胖墩", "小石头", "二丫", "毛毛", "小辣椒", "大头", "阿宝"],
}


@gen("sa", "sa")
def g_sa(rng, q="pet", *rest):
    a = pick(rng, SA_EN[q])
    if q == "word" and rng.random() < 0.3:
        a = a.capitalize()
    return {"span": a, "comp": {}, "meta": {"answer": a}}


@gen("saz", "sa")
def g_saz(rng, q="mother", *rest):
    if q == "bday":
        a = "%02d%02d" % (rng.randrange(1, 13), rng.randrange(1, 29))
    elif q == "bdayfull":
        a = "%d年%d月%d日" % (rng.randrange(1940, 1975), rng.randrange(1, 13), rng.randrange(1, 29))
    elif q == "pinyin":
        a = pick(rng, ["wangxiuying", "liguilan", "zhangshufen", "liuyumei", "chenmeihua", "yangchunyan"])
    else:
        a = pick(rng, SA_ZH[q])
    return {"span": a, "comp": {}, "meta": {"answer": a}}


# ---------------------------------------------------------------------------
# Wi-Fi
# ---------------------------------------------------------------------------
@gen("wifi", "wifi")
def g_wifi(rng, style="words", *rest):
    if style == "words":
        p = pick(rng, PW_WORDS) + pick(rng, ["", "-", "_", "."]) + pick(rng, PW_WORDS) + str(rng.randrange(10, 9999))
    elif style == "digits":
        p = digits(rng, rng.choice([8, 10, 11, 12]), True)
    elif style == "pinyin":
        p = pick(rng, PINYIN_NAMES) + pick(rng, ["jia", "home", "wifi", "888", "666", "520"]) + str(rng.randrange(10, 99999))
    elif style == "rand":
        p = rs(rng, ALNUM, rng.choice([12, 16, 20]))
    elif style == "phrase":
        p = " ".join(pick(rng, PW_LOWER) for _ in range(3)) + " " + str(rng.randrange(2, 99))
    elif style == "psk64":
        p = rs(rng, HEX, 64)
    elif style == "mixed":
        p = pick(rng, PW_WORDS).lower() + pick(rng, SYMS) + digits(rng, 4) + pick(rng, ["", "!", "#"])
    else:
        raise ValueError(style)
    return {"span": p, "comp": {}, "meta": {"password": p, "style": style}}


# ---------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------
def card_digits(rng, brand):
    prefs, lens = S.CARD_BRANDS[brand]
    while True:
        pre = pick(rng, prefs)
        n = pick(rng, lens)
        if brand == "mastercard" and pre.startswith("2"):
            pre = str(rng.randrange(2221, 2721))
        body = pre + "".join(rng.choice("0123456789") for _ in range(n - len(pre) - 1))
        d = S.luhn_complete(body)
        if d not in S.TEST_CARDS and S.card_brand_ok(d) and len(set(d[6:])) > 3:
            return d


def group_card(d, sep=" "):
    if len(d) in (14, 15):  # Diners 4-6-4, Amex 4-6-5
        parts = [d[:4], d[4:10], d[10:]]
    else:  # 16 as 4x4; 17 and 19 as 4x4 plus the rest
        parts = [d[i:i + 4] for i in range(0, len(d), 4)]
    return sep.join(parts)


@gen("card", "card")
def g_card(rng, brand="", style="g4", *rest):
    brand = brand or pick(rng, ["visa", "visa", "mastercard", "mastercard", "amex", "jcb", "unionpay",
                                "discover", "maestro"])
    d = card_digits(rng, brand)
    if style == "g4":
        span = group_card(d, " ")
    elif style == "dash":
        span = group_card(d, "-")
    elif style == "dot":
        span = group_card(d, ".")
    elif style == "plain":
        span = d
    elif style == "fw":
        span = fw(group_card(d, " ")) if rng.random() < 0.5 else fw(d)
    elif style == "nl":  # OCR of an embossed card: two lines
        g = group_card(d, " ").split(" ")
        span = " ".join(g[:2]) + "\n" + " ".join(g[2:])
    else:
        raise ValueError(style)
    mm = rng.randrange(1, 13)
    yy = rng.randrange(26, 32)
    return {"span": span, "comp": {"exp": "%02d/%02d" % (mm, yy), "expzh": "%02d/%02d" % (mm, yy),
                                   "cvv": digits(rng, 4 if brand == "amex" else 3),
                                   "brand": {"visa": "Visa", "mastercard": "Mastercard", "amex": "Amex",
                                             "jcb": "JCB", "unionpay": "UnionPay", "discover": "Discover",
                                             "maestro": "Maestro", "diners": "Diners Club", "dankort": "Dankort",
                                             "bancontact": "Bancontact", "mir": "Mir", "troy": "Troy"}[brand],
                                   "last4": d[-4:]},
            "meta": {"digits": d, "brand": brand}}


# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------
ISSUERS = ["Kaspi", "Swissquote", "Bitstamp", "OVHcloud", "Infomaniak", "Scaleway", "Hetzner", "Wise", "N26",
           "Mercado Pago", "Nequi", "Bitpanda", "Tiki", "Zalo", "PayPay", "DBS", "Yape", "Bolt", "Vinted", "Leboncoin",
           "Satispay", "MitID", "Fio banka", "Binance", "OKX", "Gate.io", "Bybit", "Sentry", "Linear", "Vercel"]


@gen("totp", "totp")
def g_totp(rng, nbytes="20", style="plain", issuer="", *rest):
    nb = int(nbytes)
    key = rbytes(rng, nb)
    b = S.b32(key)
    iss = issuer.replace("_", " ") if issuer else pick(rng, ISSUERS)
    acct = pick(rng, FIRST_EN).split()[0].lower() + "@" + pick(rng, ["proton.me", "gmail.com", "gmx.ch", "free.fr"])
    if style == "plain":
        span = b
    elif style == "lower":
        span = b.lower()
    elif style == "g4":
        span = " ".join(b[i:i + 4] for i in range(0, len(b), 4))
    elif style == "g4l":
        span = " ".join(b[i:i + 4] for i in range(0, len(b), 4)).lower()
    elif style == "dash4":
        span = "-".join(b[i:i + 4] for i in range(0, len(b), 4))
    elif style == "pad":
        span = S.b32(key, pad=True)
    elif style == "uri":
        span = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA1&digits=6&period=30" % (
            iss.replace(" ", "%20"), acct, b, iss.replace(" ", "%20"))
    elif style == "hotp":
        span = "otpauth://hotp/%s:%s?secret=%s&issuer=%s&counter=%d" % (
            iss.replace(" ", "%20"), acct, b, iss.replace(" ", "%20"), rng.randrange(0, 300))
    elif style == "freeotp":
        span = "[" + ", ".join(str(x - 256 if x > 127 else x) for x in key) + "]"
    elif style == "hex":
        span = key.hex()
    elif style == "b64":
        span = base64.b64encode(key).decode()
    else:
        raise ValueError(style)
    return {"span": span, "comp": {"issuer": iss, "acct": acct, "b32": b},
            "meta": {"bytes": key.hex(), "style": style}}


# ---------------------------------------------------------------------------
# recovery codes
# ---------------------------------------------------------------------------
def _rc_token(rng, style):
    if style == "gh":
        return rs(rng, HEX, 5) + "-" + rs(rng, HEX, 5)
    if style == "d8":
        return digits(rng, 4, True) + " " + digits(rng, 4)
    if style == "d8p":
        return digits(rng, 8, True)
    if style == "dc":
        return rs(rng, LOWALNUM, 4) + "-" + rs(rng, LOWALNUM, 4)
    if style == "gl16":
        return rs(rng, HEX, 16)
    if style == "ms25":
        return "-".join(rs(rng, "BCDFGHJKMPQRTVWXY2346789", 5) for _ in range(5))
    if style == "bw32":
        return " ".join(rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(8))
    if style == "steam":
        return "R" + digits(rng, 5, True)
    if style == "zoho":
        return " ".join(rs(rng, string.ascii_lowercase, 4) for _ in range(3))
    if style == "a10":
        return rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    raise ValueError(style)


RC_COUNT = {"gh": 8, "d8": 8, "d8p": 6, "dc": 8, "gl16": 8, "ms25": 1, "bw32": 1, "steam": 1, "zoho": 5, "a10": 10}
CIRC = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳㉑㉒㉓㉔"
ZH_NUM = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二", "十三", "十四", "十五",
          "十六", "十七", "十八", "十九", "二十", "二十一", "二十二", "二十三", "二十四"]


@gen("rc", "rc")
def g_rc(rng, style="gh", layout="lines", count="", *rest):
    n = int(count) if count else RC_COUNT[style]
    toks = []
    while len(toks) < n:
        t = _rc_token(rng, style)
        if t not in toks:
            toks.append(t)
    if layout == "lines":
        span = "\n".join(toks)
    elif layout == "num":
        span = "\n".join("%d. %s" % (i + 1, t) for i, t in enumerate(toks))
    elif layout == "paren":
        span = "\n".join("%d) %s" % (i + 1, t) for i, t in enumerate(toks))
    elif layout == "bullets":
        span = "\n".join("• " + t for t in toks)
    elif layout == "dash":
        span = "\n".join("- " + t for t in toks)
    elif layout == "comma":
        span = ", ".join(toks)
    elif layout == "semi":
        span = "; ".join(toks)
    elif layout == "zhcomma":
        span = "，".join(toks)
    elif layout == "pipe":
        span = " | ".join(toks)
    elif layout == "cols":
        half = (n + 1) // 2
        rows = []
        for i in range(half):
            a = toks[i]
            b = toks[i + half] if i + half < n else ""
            rows.append((a + "    " + b).rstrip())
        span = "\n".join(rows)
    elif layout == "box":
        span = "\n".join("[ ] " + t for t in toks)
    elif layout == "used":  # first one struck through as used
        span = "\n".join(("~~%s~~ (used)" % t if i == 0 else t) for i, t in enumerate(toks))
    elif layout == "circ":
        span = "\n".join(CIRC[i] + " " + t for i, t in enumerate(toks))
    elif layout == "zhnum":
        span = "\n".join(ZH_NUM[i] + "、" + t for i, t in enumerate(toks))
    elif layout == "json":
        span = "[" + ", ".join('"%s"' % t for t in toks) + "]"
    elif layout == "yaml":
        span = "\n".join("  - " + t for t in toks).lstrip()
    elif layout == "single":
        span = toks[0]
    else:
        raise ValueError(layout)
    return {"span": span, "comp": {"n": str(n)}, "meta": {"tokens": toks, "style": style, "layout": layout}}


# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------
def scalar(rng):
    while True:
        d = rng.getrandbits(256)
        if 0 < d < S.SECP256K1_N:
            return d


@gen("wk", "wk")
def g_wk(rng, typ="wif", *rest):
    comp = {}
    d = scalar(rng)
    seed = rbytes(rng, 32)
    if typ == "wif":
        span = S.wif_encode(d, 0x80, True); comp = {"chain": "Bitcoin", "addr": S.p2wpkh(d)}
    elif typ == "wifu":
        span = S.wif_encode(d, 0x80, False); comp = {"chain": "Bitcoin", "addr": S.p2pkh(d, False)}
    elif typ == "wift":
        span = S.wif_encode(d, 0xEF, True); comp = {"chain": "Bitcoin testnet", "addr": S.p2wpkh(d, "tb")}
    elif typ == "ltc":
        span = S.wif_encode(d, 0xB0, True); comp = {"chain": "Litecoin", "addr": S.p2wpkh(d, "ltc")}
    elif typ == "doge":
        span = S.wif_encode(d, 0x9E, True); comp = {"chain": "Dogecoin", "addr": S.p2pkh(d, True, 0x1E)}
    elif typ == "hex":
        span = "%064x" % d; comp = {"chain": "Ethereum", "addr": S.eth_address(d)}
    elif typ == "hex0x":
        span = "0x%064x" % d; comp = {"chain": "Ethereum", "addr": S.eth_address(d)}
    elif typ == "xprv":
        span, d2, ch = S.xprv_from_seed(seed); comp = {"chain": "Bitcoin", "addr": S.xpub_from(d2, ch)}
    elif typ == "tprv":
        span, d2, ch = S.xprv_from_seed(seed, "tprv"); comp = {"chain": "Bitcoin testnet", "addr": S.xpub_from(d2, ch, "tpub")}
    elif typ == "desc":
        x, d2, ch = S.xprv_from_seed(seed)
        body = pick(rng, ["wpkh(%s/84h/0h/0h/0/*)", "tr(%s/86h/0h/0h/0/*)", "pkh(%s/44h/0h/0h/0/*)",
                          "sh(wpkh(%s/49h/0h/0h/1/*))"]) % x
        span = body + "#" + S.descsum(body); comp = {"chain": "Bitcoin", "addr": S.xpub_from(d2, ch)}
    elif typ == "sol58":
        span = S.b58encode(S.solana_keypair(seed)); comp = {"chain": "Solana", "addr": S.b58encode(S.ed_pub(seed))}
    elif typ == "solarr":
        span = "[" + ",".join(str(x) for x in S.solana_keypair(seed)) + "]"
        comp = {"chain": "Solana", "addr": S.b58encode(S.ed_pub(seed))}
    elif typ == "edsk":
        span = S.tezos_edsk(seed)
        comp = {"chain": "Tezos", "addr": S.tezos_tz1(seed), "edpk": S.b58c_encode(bytes.fromhex("0d0f25d9") + S.ed_pub(seed))}
    elif typ == "near":
        span = S.near_secret(seed)
        comp = {"chain": "NEAR", "addr": S.ed_pub(seed).hex(), "pub58": S.b58encode(S.ed_pub(seed))}
    elif typ == "aptos":
        span = S.aptos_secret(seed); comp = {"chain": "Aptos", "addr": "0x" + hashlib.sha3_256(S.ed_pub(seed) + b"\0").hexdigest()}
    elif typ == "cardano":
        span = S.cardano_sk(seed); comp = {"chain": "Cardano", "addr": S.bech32_bytes("ed25519_pk", S.ed_pub(seed))}
    elif typ == "hedera":
        span = S.hedera_der(seed); comp = {"chain": "Hedera", "addr": "0.0.%d" % rng.randrange(100000, 9999999)}
    elif typ == "filecoin":
        span = S.filecoin_export(d); comp = {"chain": "Filecoin", "addr": "f1" + S.b32(hashlib.blake2b(S.secp_pub(d, False), digest_size=20).digest()).lower()[:39]}
    elif typ == "comet":
        kf = S.cometbft_keyfile(seed)
        span = kf["priv_key"]["value"]; comp = {"chain": "CometBFT", "addr": kf["address"], "pub": kf["pub_key"]["value"]}
    elif typ == "stellar":
        span = S.stellar_secret(seed); comp = {"chain": "Stellar", "addr": S.stellar_public(seed)}
    elif typ == "nsec":
        span = S.nostr_nsec(d.to_bytes(32, "big")); comp = {"chain": "Nostr", "addr": S.nostr_npub(d)}
    else:
        raise ValueError(typ)
    return {"span": span, "comp": comp, "meta": {"type": typ, "d": d, "seed": seed.hex()}}


# ---------------------------------------------------------------------------
# seed phrases
# ---------------------------------------------------------------------------
def _en_layout(rng, w, layout):
    n = len(w)
    if layout == "line":
        return " ".join(w)
    if layout == "num":
        return "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "paren":
        return "\n".join("%2d) %s" % (i + 1, x) for i, x in enumerate(w)).lstrip()
    if layout == "hashword":
        return "\n".join("Word #%d: %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "upper":
        return "\n".join("%d. %s" % (i + 1, x.upper()) for i, x in enumerate(w))
    if layout == "middot":
        return " · ".join(w)
    if layout == "yaml":
        return "\n".join("- " + x for x in w)
    if layout == "latex":
        return "\n".join("\\item " + x for x in w)
    if layout == "pydict":
        return "{" + ", ".join('%d: "%s"' % (i + 1, x) for i, x in enumerate(w)) + "}"
    if layout == "goslice":
        return "[]string{" + ", ".join('"%s"' % x for x in w) + "}"
    if layout == "grid":  # rows of 3, fixed width, numbered
        rows = []
        for r in range(0, n, 3):
            rows.append("".join(("%d.%s" % (i + 1, w[i])).ljust(14) for i in range(r, min(r + 3, n))).rstrip())
        return "\n".join(rows)
    if layout == "pairs":
        return "\n".join(" ".join(w[i:i + 2]) for i in range(0, n, 2))
    if layout == "six":
        return "\n".join(" ".join(w[i:i + 6]) for i in range(0, n, 6))
    if layout == "csvq":
        return ",".join('"%s"' % x for x in w)
    if layout == "mdtable":
        return "\n".join("| %d | %s |" % (i + 1, x) for i, x in enumerate(w))
    if layout == "comma":
        return ", ".join(w)
    if layout == "title":
        return " ".join(x.capitalize() for x in w)
    if layout == "dots4":
        return "\n".join("  ".join("%02d %s" % (i + 1, w[i]) for i in range(r, min(r + 4, n))) for r in range(0, n, 4))
    if layout == "zhnum":
        return "\n".join("%s、%s" % (ZH_NUM[i], x) for i, x in enumerate(w))
    if layout == "colon":
        return "\n".join("%d: %s" % (i + 1, x) for i, x in enumerate(w))
    raise ValueError(layout)


@gen("mn", "mn")
def g_mn(rng, n="12", layout="line", *rest):
    n = int(n)
    ent = rbytes(rng, n * 4 // 3)
    w = S.bip39_from_entropy(ent, "english")
    return {"span": _en_layout(rng, w, layout), "comp": {"n": str(n)},
            "meta": {"words": w, "lang": "english", "layout": layout}}


def _zh_layout(rng, w, layout):
    n = len(w)
    if layout == "sp":
        return " ".join(w)
    if layout == "nosp":
        return "".join(w)
    if layout == "ideo":
        return "\u3000".join(w)
    if layout == "row6":
        return "\n".join(" ".join(w[i:i + 6]) for i in range(0, n, 6))
    if layout == "row4":
        return "\n".join(" ".join(w[i:i + 4]) for i in range(0, n, 4))
    if layout == "num":
        return "\n".join("%d.%s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "paren":
        return "\n".join("（%d）%s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "comma":
        return "，".join(w)
    if layout == "dun":
        return "、".join(w)
    if layout == "middot":
        return "·".join(w)
    if layout == "bar4":
        return " | ".join(" ".join(w[i:i + 4]) for i in range(0, n, 4))
    if layout == "json":
        return "[" + ", ".join('"%s"' % x for x in w) + "]"
    if layout == "pylist":
        return "[" + ", ".join("'%s'" % x for x in w) + "]"
    if layout == "lines":
        return "\n".join(w)
    if layout == "circ":
        return " ".join(CIRC[i] + x for i, x in enumerate(w))
    if layout == "grid":
        return "\n".join("  ".join("%d%s" % (i + 1, w[i]) for i in range(r, min(r + 3, n))) for r in range(0, n, 3))
    if layout == "brk":
        return "".join("「%s」" % x for x in w)
    raise ValueError(layout)


@gen("mz", "mz")
def g_mz(rng, n="12", layout="sp", variant="s", *rest):
    n = int(n)
    lang = "chinese_traditional" if variant == "t" else "chinese_simplified"
    ent = rbytes(rng, n * 4 // 3)
    w = S.bip39_from_entropy(ent, lang)
    return {"span": _zh_layout(rng, w, layout), "comp": {"n": str(n)},
            "meta": {"words": w, "lang": lang, "layout": layout}}


# ---------------------------------------------------------------------------
# .env values
# ---------------------------------------------------------------------------
@gen("envv", "envv")
def g_envv(rng, style="hex32", *rest):
    if style == "hex32":
        v = rs(rng, HEX, 32)
    elif style == "hex64":
        v = rs(rng, HEX, 64)
    elif style == "b64":
        v = base64.b64encode(rbytes(rng, 32)).decode()
    elif style == "alnum":
        v = rs(rng, ALNUM, rng.choice([24, 32, 40]))
    elif style == "pw":
        v = _pw_core(rng, pick(rng, ["wsd", "rand", "leet", "keywalk"]))
    elif style == "rails":
        v = rs(rng, HEX, 128)
    elif style == "django":
        v = "django-insecure-" + rs(rng, string.ascii_lowercase + string.digits + "!@#$%^&*(-_=+)", 50)
    elif style == "whsec":
        v = "whsec_" + base64.b64encode(rbytes(rng, 24)).decode()
    elif style == "mp":
        v = "APP_USR-%s-%s-%s-%s" % (digits(rng, 16, True), digits(rng, 6, True), rs(rng, HEX, 32), digits(rng, 9, True))
    elif style == "b64url":
        v = S.b64u(rbytes(rng, 32))
    elif style == "salt":
        v = rs(rng, ALNUM, 10)
    else:
        raise ValueError(style)
    return {"span": v, "comp": {}, "meta": {"value": v, "style": style}}


# ---------------------------------------------------------------------------
# connection strings
# ---------------------------------------------------------------------------
DB_USERS = ["app_rw", "svc_booking", "reporting", "etl_loader", "kasse", "onsen_app", "bakery", "dispatch",
            "ops", "analytics_ro", "hr_portal", "cms", "ledger", "tally", "fleet"]
DB_NAMES = ["bookings", "pos", "inventory", "members", "ledger", "dispatch", "crm", "warehouse", "timesheets",
            "tickets", "orders", "roster", "patients", "fleet"]
HOSTS = ["db-1.internal", "10.20.3.14", "pg.tokyo-2.lan", "mysql-primary.svc", "192.168.10.5",
         "rds-prod.c7x2q.eu-west-3.rds.amazonaws.com", "sql.lugano.local", "db.bakery.lan", "172.16.4.20"]


def dbpw(rng):
    while True:
        p = _pw_core(rng, pick(rng, ["rand", "wsd", "camel", "leet"]))
        if not any(c in p for c in "@:/?#%&=;'\"{} "):
            return p


@gen("cs", "cs")
def g_cs(rng, typ="pg", *rest):
    u = pick(rng, DB_USERS)
    p = dbpw(rng)
    h = pick(rng, HOSTS)
    db = pick(rng, DB_NAMES)
    if typ == "pg":
        s = "postgresql://%s:%s@%s:5432/%s" % (u, p, h, db)
    elif typ == "asyncpg":
        s = "postgresql+asyncpg://%s:%s@%s:5432/%s" % (u, p, h, db)
    elif typ == "supa":
        ref = rs(rng, string.ascii_lowercase, 20)
        s = "postgresql://postgres.%s:%s@aws-0-ap-northeast-1.pooler.supabase.com:6543/postgres" % (ref, p)
    elif typ == "aiomysql":
        s = "mysql+aiomysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (u, p, h, db)
    elif typ == "pscale":
        p = "pscale_pw_" + rs(rng, ALNUM + "_", 43)
        s = "mysql://%s:%s@aws.connect.psdb.cloud/%s?sslaccept=strict" % (rs(rng, LOWALNUM, 20), p, db)
    elif typ == "mongo":
        s = "mongodb://%s:%s@%s:27017,%s:27017/%s?replicaSet=rs0&authSource=admin&authMechanism=SCRAM-SHA-256" % (
            u, p, "mongo-a.lan", "mongo-b.lan", db)
    elif typ == "amqp":
        s = "amqp://%s:%s@rabbit.lan:5672/%s" % (u, p, pick(rng, ["orders", "%2F", "dispatch"]))
    elif typ == "nats":
        s = "nats://%s:%s@nats.lan:4222" % (u, p)
    elif typ == "mqtt":
        s = "mqtts://%s:%s@broker.lan:8883" % (u, p)
    elif typ == "sentinel":
        s = "sentinel://:%s@redis-s1.lan:26379;sentinel://:%s@redis-s2.lan:26379" % (p, p)
    elif typ == "odbc":
        s = "Driver={ODBC Driver 18 for SQL Server};Server=tcp:%s,1433;Database=%s;Uid=%s;Pwd=%s;Encrypt=yes;" % (h, db, u, p)
    elif typ == "jdbcmssql":
        s = "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true" % (h, db, u, p)
    elif typ == "oracle":
        s = "%s/%s@//%s:1521/%s" % (u, p, h, pick(rng, ["ORCLPDB1", "XEPDB1", "FINPROD"]))
    elif typ == "jdbcoracle":
        s = "jdbc:oracle:thin:%s/%s@//%s:1521/%s" % (u, p, h, pick(rng, ["ORCLPDB1", "FINPROD"]))
    elif typ == "hana":
        s = "hana://%s:%s@%s:30015" % (u.upper(), p, h)
    elif typ == "trino":
        s = "trino://%s:%s@trino.lan:443/hive" % (u, p)
    elif typ == "teradata":
        s = "teradatasql://%s:%s@%s" % (u, p, h)
    elif typ == "neo4j":
        s = "neo4j+s://neo4j:%s@%s.databases.neo4j.io" % (p, rs(rng, HEX, 8))
    elif typ == "highgo":
        s = "jdbc:highgo://%s:5866/highgo?user=%s&password=%s" % (h, u, p)
    elif typ == "taos":
        s = "jdbc:TAOS-RS://%s:6041/%s?user=root&password=%s" % (h, db, p)
    elif typ == "starrocks":
        s = "mysql://%s:%s@%s:9030/%s" % (u, p, h, db)
    elif typ == "mysql":
        s = "mysql://%s:%s@%s:3306/%s" % (u, p, h, db)
    else:
        raise ValueError(typ)
    return {"span": s, "comp": {"user": u, "host": h, "db": db}, "meta": {"password": p, "type": typ}}


# ---------------------------------------------------------------------------
# URLs with credentials
# ---------------------------------------------------------------------------
def uuid4(rng):
    h = rs(rng, HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick(rng, "89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def gh_token(rng, prefix):
    body = rs(rng, ALNUM, 30)
    c = zlib.crc32(body.encode())
    b62 = ""
    B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
    while c:
        c, r = divmod(c, 62)
        b62 = B62[r] + b62
    return prefix + body + b62.rjust(6, "0")


def gh_token_ok(tok):
    import re
    m = re.fullmatch(r"(ghp_|gho_|ghu_|ghs_|ghr_|npm_)([A-Za-z0-9]{30})([A-Za-z0-9]{6})", tok)
    if not m:
        return False
    B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
    c = zlib.crc32(m.group(2).encode())
    b62 = ""
    while c:
        c, r = divmod(c, 62)
        b62 = B62[r] + b62
    return b62.rjust(6, "0") == m.group(3)


@gen("url", "url")
def g_url(rng, typ="gitcred", *rest):
    u = pick(rng, ["camille", "m.ricci", "elin.k", "aiko", "linh", "ops", "deploy", "admin", "viewer", "kasse"])
    p = dbpw(rng)
    cred = p
    if typ == "gitcred":
        cred = gh_token(rng, "ghp_")
        s = "https://%s:%s@github.com" % (u, cred)
    elif typ == "bitbucket":
        cred = "ATBB" + rs(rng, ALNUM, 32)
        s = "https://%s:%s@bitbucket.org/%s/%s.git" % (u, cred, pick(rng, ["onsen-team", "bakery", "ferme"]), pick(rng, ["pos", "site", "infra"]))
    elif typ == "pip":
        s = "https://%s:%s@pypi.%s/simple/" % (u, p, pick(rng, ["kaspi-dev.kz", "lugano-labs.ch", "fermette.fr"]))
    elif typ == "discord":
        cred = S.b64u(rbytes(rng, 51))
        s = "https://discord.com/api/webhooks/%s/%s" % (digits(rng, 19, True), cred)
    elif typ == "ifttt":
        cred = rs(rng, ALNUM + "-_", 22)
        s = "https://maker.ifttt.com/trigger/%s/with/key/%s" % (pick(rng, ["door_open", "freezer_alarm", "bell"]), cred)
    elif typ == "sas":
        cred = base64.b64encode(rbytes(rng, 32)).decode().replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
        s = ("https://%s.blob.core.windows.net/%s/%s?sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-04-30T18:00:00Z"
             "&st=2026-03-01T09:00:00Z&spr=https&sig=%s") % (pick(rng, ["onsenphotos", "bakeryinvoices", "clinicscans"]),
                                                          pick(rng, ["uploads", "backup", "exports"]),
                                                          pick(rng, ["menu.pdf", "2026-03.zip", "roster.xlsx"]), cred)
    elif typ == "s3":
        cred = rs(rng, HEX, 64)
        s = ("https://%s.s3.eu-west-3.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA%s%%2F20260312"
             "%%2Feu-west-3%%2Fs3%%2Faws4_request&X-Amz-Date=20260312T091500Z&X-Amz-Expires=604800"
             "&X-Amz-SignedHeaders=host&X-Amz-Signature=%s") % (pick(rng, ["fromagerie-exports", "ski-school-media"]),
                                                                pick(rng, ["compta/2026-02.pdf", "photos/groupe.zip"]),
                                                                rs(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), cred)
    elif typ == "feishu":
        cred = uuid4(rng)
        s = "https://open.feishu.cn/open-apis/bot/v2/hook/" + cred
    elif typ == "wecom":
        cred = uuid4(rng)
        s = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + cred
    elif typ == "pushdeer":
        cred = "PDU%sT%s" % (digits(rng, 5, True), rs(rng, ALNUM, 32))
        s = "https://api2.pushdeer.com/message/push?pushkey=%s&text=" % cred
    elif typ == "gotify":
        cred = rs(rng, ALNUM + "._", 15)
        s = "https://gotify.%s/message?token=%s" % (pick(rng, ["home.arpa", "fermette.fr", "lan"]), cred)
    elif typ == "plex":
        cred = rs(rng, ALNUM + "-_", 20)
        s = "http://192.168.1.%d:32400/library/sections/1/refresh?X-Plex-Token=%s" % (rng.randrange(2, 250), cred)
    elif typ == "jellyfin":
        cred = rs(rng, HEX, 32)
        s = "https://jellyfin.%s/Items?api_key=%s" % (pick(rng, ["home.arpa", "lan"]), cred)
    elif typ == "reolink":
        s = "rtsp://admin:%s@192.168.1.%d:554/h264Preview_01_main" % (p, rng.randrange(2, 250))
    elif typ == "tapo":
        s = "rtsp://%s:%s@192.168.0.%d:554/stream1" % (u, p, rng.randrange(2, 250))
    elif typ == "caldav":
        cred = rs(rng, string.ascii_lowercase + string.digits, 16)
        s = "https://%s%%40fastmail.com:%s@caldav.fastmail.com/dav/calendars/user/%s@fastmail.com/" % (u, cred, u)
    elif typ == "socks5":
        s = "socks5://%s:%s@proxy.%s:1080" % (u, p, pick(rng, ["office.lan", "ferme.fr", "hk-office.net"]))
    elif typ == "ntfy":
        s = "https://%s:%s@ntfy.sh/%s" % (u, p, pick(rng, ["freezer-alarm", "onsen-boiler", "bakery-oven"]))
    elif typ == "grafana":
        s = "https://admin:%s@grafana.%s/api/dashboards/home" % (p, pick(rng, ["lan", "ferme.fr"]))
    else:
        raise ValueError(typ)
    return {"span": s, "comp": {"user": u}, "meta": {"cred": cred, "type": typ}}


# ---------------------------------------------------------------------------
# API keys
# ---------------------------------------------------------------------------
AK = {
    # provider: (display name, env var, generator)
    "anthropic": ("Anthropic", "ANTHROPIC_API_KEY", lambda r: "sk-ant-api03-" + rs(r, B64U, 93) + "AA"),
    "groq": ("Groq", "GROQ_API_KEY", lambda r: "gsk_" + rs(r, ALNUM, 52)),
    "replicate": ("Replicate", "REPLICATE_API_TOKEN", lambda r: "r8_" + rs(r, ALNUM, 37)),
    "linear": ("Linear", "LINEAR_API_KEY", lambda r: "lin_api_" + rs(r, ALNUM, 40)),
    "sentry": ("Sentry", "SENTRY_AUTH_TOKEN", lambda r: "sntryu_" + rs(r, HEX, 64)),
    "npm": ("npm", "NPM_TOKEN", lambda r: gh_token(r, "npm_")),
    "ghp": ("GitHub", "GITHUB_TOKEN", lambda r: gh_token(r, "ghp_")),
    "stripe": ("Stripe", "STRIPE_SECRET_KEY", lambda r: "rk_live_51" + rs(r, ALNUM, 97)),
    "mailgun": ("Mailgun", "MAILGUN_API_KEY", lambda r: "key-" + rs(r, HEX, 32)),
    "rubygems": ("RubyGems", "GEM_HOST_API_KEY", lambda r: "rubygems_" + rs(r, HEX, 48)),
    "deepseek": ("DeepSeek", "DEEPSEEK_API_KEY", lambda r: "sk-" + rs(r, HEX, 32)),
    "zhipu": ("智谱", "ZHIPUAI_API_KEY", lambda r: rs(r, HEX, 32) + "." + rs(r, ALNUM, 16)),
    "amap": ("高德", "AMAP_WEB_KEY", lambda r: rs(r, HEX, 32)),
    "wecom": ("企业微信", "WECOM_CORP_SECRET", lambda r: rs(r, ALNUM + "-_", 43)),
    "wxpay": ("微信支付", "WXPAY_APIV3_KEY", lambda r: rs(r, ALNUM, 32)),
    "xendit": ("Xendit", "XENDIT_SECRET_KEY", lambda r: "xnd_production_" + rs(r, ALNUM, 50)),
    "midtrans": ("Midtrans", "MIDTRANS_SERVER_KEY", lambda r: "Mid-server-" + rs(r, ALNUM + "-_", 24)),
    "fly": ("Fly.io", "FLY_API_TOKEN", lambda r: "FlyV1 fm2_" + S.b64u(rbytes(r, 120))),
    "render": ("Render", "RENDER_API_KEY", lambda r: "rnd_" + rs(r, ALNUM, 32)),
    "pulumi": ("Pulumi", "PULUMI_ACCESS_TOKEN", lambda r: "pul-" + rs(r, HEX, 40)),
    "tavily": ("Tavily", "TAVILY_API_KEY", lambda r: "tvly-" + rs(r, ALNUM, 32)),
    "langsmith": ("LangSmith", "LANGSMITH_API_KEY", lambda r: "lsv2_pt_" + rs(r, HEX, 32) + "_" + rs(r, HEX, 10)),
    "firecrawl": ("Firecrawl", "FIRECRAWL_API_KEY", lambda r: "fc-" + rs(r, HEX, 32)),
    "line": ("LINE", "LINE_CHANNEL_SECRET", lambda r: rs(r, HEX, 32)),
    # pairs: secret half is the span; the public half rides along as comp id
    "tencent": ("腾讯云", "TENCENTCLOUD_SECRET_KEY", lambda r: rs(r, ALNUM, 32)),
    "feishu": ("飞书", "FEISHU_APP_SECRET", lambda r: rs(r, ALNUM, 32)),
    "razorpay": ("Razorpay", "RAZORPAY_KEY_SECRET", lambda r: rs(r, ALNUM, 24)),
}
AK_ID = {
    "tencent": lambda r: "AKID" + rs(r, ALNUM, 32),
    "feishu": lambda r: "cli_" + rs(r, HEX, 16),
    "razorpay": lambda r: "rzp_live_" + rs(r, ALNUM, 14),
}
AK_RE = {
    "anthropic": r"sk-ant-api03-[A-Za-z0-9_-]{93}AA", "groq": r"gsk_[A-Za-z0-9]{52}",
    "replicate": r"r8_[A-Za-z0-9]{37}", "linear": r"lin_api_[A-Za-z0-9]{40}", "sentry": r"sntryu_[0-9a-f]{64}",
    "npm": r"npm_[A-Za-z0-9]{36}", "ghp": r"ghp_[A-Za-z0-9]{36}", "stripe": r"rk_live_51[A-Za-z0-9]{97}",
    "mailgun": r"key-[0-9a-f]{32}", "rubygems": r"rubygems_[0-9a-f]{48}", "deepseek": r"sk-[0-9a-f]{32}",
    "zhipu": r"[0-9a-f]{32}\.[A-Za-z0-9]{16}", "amap": r"[0-9a-f]{32}", "wecom": r"[A-Za-z0-9_-]{43}",
    "wxpay": r"[A-Za-z0-9]{32}", "xendit": r"xnd_production_[A-Za-z0-9]{50}",
    "midtrans": r"Mid-server-[A-Za-z0-9_-]{24}", "fly": r"FlyV1 fm2_[A-Za-z0-9_-]{160}",
    "render": r"rnd_[A-Za-z0-9]{32}", "pulumi": r"pul-[0-9a-f]{40}", "tavily": r"tvly-[A-Za-z0-9]{32}",
    "langsmith": r"lsv2_pt_[0-9a-f]{32}_[0-9a-f]{10}", "firecrawl": r"fc-[0-9a-f]{32}", "line": r"[0-9a-f]{32}",
    "tencent": r"[A-Za-z0-9]{32}", "feishu": r"[A-Za-z0-9]{32}", "razorpay": r"[A-Za-z0-9]{24}",
}


@gen("ak", "ak")
def g_ak(rng, prov="groq", *rest):
    pname, env, fn = AK[prov]
    while True:
        k = fn(rng)
        # keys without a prefix need both letters and digits so they look like keys
        if sum(c.isdigit() for c in k) >= 3 and sum(c.isalpha() for c in k) >= 3:
            break
    comp = {"pname": pname, "envname": env}
    if prov in AK_ID:
        comp["id"] = AK_ID[prov](rng)
    return {"span": k, "comp": comp, "meta": {"prov": prov}}


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------
JWT_KEYS = {}


def jwt_key(alg):
    import random
    if alg not in JWT_KEYS:
        r = random.Random("corpus22-jwt-" + alg)
        if alg == "RS256":
            JWT_KEYS[alg] = S.seeded_rsa(r, 2048)
        elif alg == "EdDSA":
            JWT_KEYS[alg] = ed25519.Ed25519PrivateKey.from_private_bytes(rbytes(r, 32))
        elif alg == "ES256":
            JWT_KEYS[alg] = ec.derive_private_key(r.getrandbits(250) + 1, ec.SECP256R1())
    return JWT_KEYS[alg]


ISS = ["https://auth.onsen-yado.jp/realms/staff", "https://zitadel.fermette.fr", "https://authentik.bakery.lan/application/o/pos/",
       "https://logto.kaspi-dev.kz/oidc", "https://casdoor.xiche.cn", "https://clerk.tangoschool.ar",
       "https://id.skischule.ch", "https://sso.clinic.hk"]


@gen("jwt", "jwt")
def g_jwt(rng, alg="HS256", flavour="", *rest):
    now = 1772000000 + rng.randrange(0, 20000000)
    fl = flavour or pick(rng, ["oidc", "app", "mini", "svc"])
    if fl == "oidc":
        payload = {"iss": pick(rng, ISS), "sub": uuid4(rng), "aud": pick(rng, ["pos", "roster", "booking-web"]),
                   "iat": now, "exp": now + 3600, "preferred_username": pick(rng, FIRST_EN).split()[0].lower()}
    elif fl == "app":
        payload = {"uid": rng.randrange(1000, 999999), "role": pick(rng, ["staff", "admin", "cashier", "driver"]),
                   "tenant": pick(rng, ["onsen", "bakery", "skischool", "xiche"]), "iat": now, "exp": now + 86400}
    elif fl == "mini":
        payload = {"openid": "o" + rs(rng, ALNUM + "-_", 27), "shop_id": rng.randrange(100, 9999), "iat": now,
                   "exp": now + 7200}
    else:
        payload = {"sub": "service:" + pick(rng, ["dispatcher", "printer", "sync", "kiosk"]), "scope": "read write",
                   "iat": now, "exp": now + 31536000, "jti": rs(rng, HEX, 16)}
    hdr = {"alg": alg, "typ": "JWT"}
    if alg != "HS256" and rng.random() < 0.6:
        hdr["kid"] = rs(rng, ALNUM, 12)
    if alg.startswith("HS"):
        sec = rbytes(rng, 32)
        tok = S.jwt_make(hdr, payload, secret=sec)
        meta = {"alg": alg, "secret": sec.hex()}
    else:
        tok = S.jwt_make(hdr, payload, key=jwt_key(alg))
        meta = {"alg": alg}
    return {"span": tok, "comp": {}, "meta": meta}


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
def _relayout(text, layout):
    lines = text.split("\n")
    if layout == "plain":
        return text
    if layout.startswith("indent"):
        n = int(layout[6:] or 4)
        return "\n".join([lines[0]] + [" " * n + l for l in lines[1:]])
    if layout == "quote":
        return "\n".join([lines[0]] + ["> " + l for l in lines[1:]])
    if layout == "hash":
        return "\n".join([lines[0]] + ["# " + l for l in lines[1:]])
    if layout == "escaped":
        return "\\n".join(lines) + "\\n"
    raise ValueError(layout)


@gen("pk", "pk")
def g_pk(rng, typ="ed8", layout="plain", *rest):
    comment = pick(rng, ["deploy@onsen-yado", "camille@fermette", "ci@bakery-pos", "ops@skischule", "root@kiosk-03",
                         "linh@saigon-cafe", "backup@clinic-hk", "pi@mushroom-farm"])
    if typ in ("rsa1", "rsa8", "ossh_rsa", "jwk_rsa", "bare_rsa8", "kube_rsa"):
        key = S.seeded_rsa(rng, 2048)
    elif typ in ("ec256", "ec256_8", "jwk_ec", "p8"):
        key = ec.derive_private_key(rng.getrandbits(250) + 1, ec.SECP256R1())
    elif typ in ("ec384_8", "ossh_ec384", "ec384"):
        key = ec.derive_private_key(rng.getrandbits(380) + 1, ec.SECP384R1())
    elif typ in ("ec521",):
        key = ec.derive_private_key(rng.getrandbits(515) + 1, ec.SECP521R1())
    elif typ in ("ed8", "ossh_ed", "jwk_okp", "signify", "kube_ed"):
        key = ed25519.Ed25519PrivateKey.from_private_bytes(rbytes(rng, 32))
    elif typ == "ed448":
        key = ed448.Ed448PrivateKey.from_private_bytes(rbytes(rng, 57))
    elif typ == "x25519":
        key = x25519.X25519PrivateKey.from_private_bytes(rbytes(rng, 32))
    elif typ == "x448":
        key = x448.X448PrivateKey.from_private_bytes(rbytes(rng, 56))
    else:
        raise ValueError(typ)
    comp = {"comment": comment}
    if typ in ("rsa1", "ec256", "ec384", "ec521"):
        text = S.pem_trad(key)
    elif typ in ("rsa8", "ec256_8", "ec384_8", "ed8", "ed448", "x25519", "x448", "p8"):
        text = S.pem_pkcs8(key)
    elif typ.startswith("ossh_"):
        text = S.openssh_private(key, rng.getrandbits(32), comment)
        comp["pub"] = S.openssh_public(key, comment)
    elif typ.startswith("jwk_"):
        text = json.dumps(S.jwk_private(key, kid=rs(rng, ALNUM, 10) if rng.random() < 0.5 else None))
    elif typ == "signify":
        seed = key.private_bytes(serialization.Encoding.Raw, serialization.PrivateFormat.Raw, serialization.NoEncryption())
        kn = rbytes(rng, 8)
        text = S.signify_secret(seed, rbytes(rng, 16), kn)
        comp["pub"] = S.signify_public(seed, kn)
    elif typ == "bare_rsa8":
        text = base64.b64encode(S.der_pkcs8(key)).decode()
    elif typ.startswith("kube_"):
        pem = S.pem_trad(key) if typ == "kube_rsa" else S.pem_pkcs8(key)
        text = base64.b64encode((pem + "\n").encode()).decode()
    else:
        raise ValueError(typ)
    if not typ.startswith("jwk_") and typ not in ("bare_rsa8",) and not typ.startswith("kube_"):
        text = _relayout(text, layout)
    return {"span": text, "comp": comp, "meta": {"type": typ, "layout": layout,
                                                 "pubder": S.der_public(key).hex()}}
