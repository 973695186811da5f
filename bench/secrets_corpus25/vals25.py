"""Secret value generators for secrets_corpus25.

Every generator is called as gen(rng, ctx, *args) and returns a dict: "v" is the exact text that
goes into the case (the gold span); other keys are companions a template may print next to it
(a user name, an expiry date, a question, a public half, ...); "rec" is what the generation-time
checks compare against (the plain digits, the phrase's words, the key's public half, ...).
"""
import base64
import hashlib
import json
import string

import struct25 as S
from cryptography.hazmat.primitives.asymmetric import ec, ed25519

# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------
ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"
HEX = "0123456789abcdef"
NOAMBIG_UP = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
NOAMBIG_LO = "abcdefghjkmnpqrstuvwxyz23456789"


def rs(rng, n, alphabet=ALNUM):
    return "".join(rng.choice(alphabet) for _ in range(n))


def rb(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


EN_DIG = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ZH_DIG = "零一二三四五六七八九"
ZH_CAP = "零壹贰叁肆伍陆柒捌玖"
FW_DIG = "０１２３４５６７８９"


def _groups(ds):
    n = len(ds)
    if n % 3 == 0 and n != 12:
        k = 3
    elif n % 4 == 0:
        k = 4
    else:
        k = 2 if n == 4 else 3
    return [ds[i:i + k] for i in range(0, n, k)]


def render_digits(ds, style):
    if style == "plain":
        return ds
    if style == "sp3":
        return " ".join(_groups(ds))
    if style == "dash":
        return "-".join(_groups(ds))
    if style == "spaced":
        return " ".join(ds)
    if style == "mid":
        return "·".join(ds)
    if style == "words":
        return " ".join(EN_DIG[int(c)] for c in ds)
    if style == "wordsc":
        return ", ".join(EN_DIG[int(c)] for c in ds)
    if style == "hyph":
        return "-".join(EN_DIG[int(c)] for c in ds)
    if style == "oh":
        out, i = [], 0
        while i < len(ds):
            j = i
            while j < len(ds) and ds[j] == ds[i]:
                j += 1
            run = j - i
            w = "oh" if ds[i] == "0" else EN_DIG[int(ds[i])]
            if run == 2:
                out.append("double " + w)
            elif run == 3:
                out.append("triple " + w)
            else:
                out.extend([w] * run)
            i = j
        return " ".join(out)
    if style == "zh":
        return "".join(ZH_DIG[int(c)] for c in ds)
    if style == "zhyao":
        return "".join("幺" if c == "1" else ZH_DIG[int(c)] for c in ds)
    if style == "zhsep":
        return "，".join(ZH_DIG[int(c)] for c in ds)
    if style == "zhdun":
        return "、".join("幺" if c == "1" else ZH_DIG[int(c)] for c in ds)
    if style == "zhsp":
        return " ".join(ZH_DIG[int(c)] for c in ds)
    if style == "zhcap":
        return "".join(ZH_CAP[int(c)] for c in ds)
    if style == "fw":
        return "".join(FW_DIG[int(c)] for c in ds)
    if style == "fwsp":
        return " ".join("".join(FW_DIG[int(c)] for c in g) for g in _groups(ds))
    if style == "star":
        return "*" + ds + "#"
    if style == "hash":
        return ds + "#"
    if style == "letter":
        return "C" + ds
    if style == "keyed":
        return ds + " ✓"
    raise ValueError(style)


def _digits(rng, n):
    while True:
        ds = "".join(rng.choice("0123456789") for _ in range(n))
        if len(set(ds)) >= min(3, n - 1) and not ds.startswith("19") and not ds.startswith("20"):
            return ds


def g_otp(rng, ctx, n="6", style="plain"):
    ds = _digits(rng, int(n))
    v = render_digits(ds, style)
    return {"v": v, "again": v, "digits": ds, "mins": str(pick(rng, [3, 5, 5, 10, 10, 15])),
            "rec": {"digits": ds}}


def g_pin(rng, ctx, n="4", style="plain"):
    ds = _digits(rng, int(n))
    return {"v": render_digits(ds, style), "digits": ds, "rec": {"digits": ds}}


def g_door(rng, ctx, n="4", style="plain"):
    ds = _digits(rng, int(n))
    v = render_digits(ds, style)
    if style == "letter":
        v = pick(rng, "ABCDKX") + ds
    return {"v": v, "digits": ds, "rec": {"digits": ds}}


# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------
PW_WORDS = ["Marigold", "Kestrel", "Juniper", "Tamarind", "Pelican", "Quokka", "Harbour", "Nimbus", "Tundra",
            "Copper", "Lantern", "Falcon", "Walnut", "Cobalt", "Thistle", "Paprika", "Glacier", "Wombat",
            "Cinnamon", "Zephyr", "Pumice", "Indigo", "Biscuit", "Sorrel", "Kowhai", "Tuatara", "Banksia",
            "Puffin", "Lagoon", "Fjord", "Mango", "Cassava", "Durian", "Rambutan", "Jacaranda", "Moose",
            "Caribou", "Beaver", "Shamrock", "Currach", "Dolmen", "Kumara", "Pohutukawa", "Saguaro", "Gecko",
            "Bramble", "Nettle", "Larch", "Osprey", "Plover", "Quince", "Rhubarb", "Tortoise", "Vesper"]
PP_WORDS = ["amber", "anchor", "ballad", "barley", "candle", "canyon", "cedar", "cobble", "comet", "dingo",
            "ember", "ferry", "fiddle", "garnet", "gravel", "hazel", "inkwell", "jetty", "kettle", "kiwi",
            "ladder", "lemon", "marble", "meadow", "minnow", "nutmeg", "oyster", "paddle", "pebble", "quarry",
            "raven", "saddle", "sherbet", "spindle", "tandem", "thimble", "tinsel", "tulip", "velvet",
            "walrus", "willow", "yodel", "zinnia", "gumboot", "pavlova", "toboggan", "poutine", "sampan"]
PINYIN = ["xiaomei", "zhangwei", "liuyang", "wangfang", "chenjing", "huanghe", "taohua", "xiaolong",
          "tiantian", "yangyang", "lijun", "zhaolei", "sunli", "guoqiang", "hongmei", "jianguo", "xiaofeng",
          "wenjing", "haoran", "zixuan", "yuxin", "mingyue", "chunhua", "dongmei", "shuang", "jiahui"]
SYMS = "!@#$%&*?"
KB_WALKS = ["1qaz@WSX3edc", "zaq1@WSX", "!QAZ2wsx#EDC", "qwer@1234", "1q2w3e4r%T", "asdf;lkj88", "Zxcv!2580",
            "mko0)OKM", "2wsx#EDC4rfv", "QWEasd!@#123", "7ujm*IK<", "1qazXSW@"]
LEET = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def _pw_plain(rng, style):
    if style == "wsd":
        return pick(rng, PW_WORDS) + pick(rng, SYMS) + _digits(rng, rng.choice([2, 3, 4]))
    if style == "camel":
        return pick(rng, PW_WORDS) + pick(rng, PW_WORDS) + pick(rng, PW_WORDS) + str(rng.randrange(10, 99))
    if style == "dash":
        return "-".join(rng.sample(PP_WORDS, 4)) + "-" + str(rng.randrange(2, 99))
    if style == "dot":
        return ".".join(rng.sample(PP_WORDS, 3)) + "." + str(rng.randrange(2, 9))
    if style == "space":
        return " ".join(rng.sample(PP_WORDS, 4)) + " " + str(rng.randrange(10, 99))
    if style == "leet":
        w = pick(rng, PW_WORDS).lower() + pick(rng, PP_WORDS)
        w = "".join(LEET.get(c, c) if rng.random() < 0.7 else c for c in w)
        return w[0].upper() + w[1:] + pick(rng, SYMS)
    if style == "rand":
        while True:
            p = rs(rng, rng.choice([12, 14, 16]), ALNUM + "!#%&*+-=?")
            if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p):
                return p
    if style == "urlsafe":
        while True:
            p = rs(rng, rng.choice([14, 16, 18, 20]), ALNUM + "-_.~")
            if any(c.isdigit() for c in p) and any(c.isupper() for c in p):
                return p
    if style == "pinyin":
        nm = pick(rng, PINYIN)
        y = str(rng.randrange(1962, 2012))
        return pick(rng, [nm + y, nm.capitalize() + "@" + y[2:] + _digits(rng, 2), nm + "_" + y + pick(rng, SYMS)])
    if style == "kbwalk":
        return pick(rng, KB_WALKS) + str(rng.randrange(1, 99))
    raise ValueError(style)


NATO = {"a": "alpha", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf",
        "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima", "m": "mike", "n": "november",
        "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo", "s": "sierra", "t": "tango", "u": "uniform",
        "v": "victor", "w": "whiskey", "x": "x-ray", "y": "yankee", "z": "zulu"}
SYM_EN = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar sign", "%": "percent",
          "&": "ampersand", "*": "star", "?": "question mark", "-": "dash", "_": "underscore", ".": "dot",
          "+": "plus", "=": "equals"}
SYM_ZH = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "和号", "*": "星号",
          "?": "问号", "-": "减号", "_": "下划线", ".": "点", "+": "加号", "=": "等号"}


def spell(pw, mode):
    out = []
    for c in pw:
        if c.isdigit():
            out.append(EN_DIG[int(c)] if mode != "zh" else "数字" + c)
        elif c.isalpha():
            if mode == "nato":
                out.append(("capital " + NATO[c.lower()].capitalize()) if c.isupper() else NATO[c])
            elif mode == "letters":
                out.append(("capital " + c) if c.isupper() else c)
            else:
                out.append(("大写" if c.isupper() else "小写") + c)
        else:
            out.append(SYM_EN[c] if mode != "zh" else SYM_ZH[c])
    return (", " if mode != "zh" else "、").join(out)


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def g_pw(rng, ctx, style="wsd", form="plain"):
    base_style = style
    if form in ("nato", "letters", "zh"):
        # spelled passwords are short and have no symbols that are hard to say
        base_style = pick(rng, ["wsd", "pinyin"]) if style in ("nato", "letters", "zh") else style
        p = _pw_plain(rng, base_style)
        p = "".join(c for c in p if c.isalnum() or c in SYM_EN)
        return {"v": spell(p, form), "plain": p, "rec": {"pw": p, "spelled": form}}
    p = _pw_plain(rng, base_style)
    if form == "fw":
        return {"v": fullwidth(p), "plain": p, "rec": {"pw": p, "fw": True}}
    return {"v": p, "plain": p, "rec": {"pw": p}}


USER_EN = ["frontdesk", "ops", "admin.kiosk", "volunteer", "studio", "m.okafor", "r.tipoki", "quartermaster",
           "keeper2", "bursar", "cellar", "dispatch", "station", "coach.liam", "marta.v", "noor.h", "ainsley"]
USER_ZH = ["qiantai", "caiwu01", "dianzhang", "kufang", "yunying", "admin", "shouyin2", "jiaowu", "laoban",
           "wuye_fw", "xiaoli", "mengmeng88", "zhangjl"]
DOMAINS = ["gmail.com", "outlook.com", "icloud.com", "proton.me", "yahoo.co.nz", "hotmail.ca", "web.de",
           "gmx.at", "eircom.net", "bigpond.com", "qq.com", "163.com", "126.com", "foxmail.com", "sina.com"]


def g_login(rng, ctx, style="wsd", user="handle"):
    pw = _pw_plain(rng, style)
    if user == "email":
        u = pick(rng, USER_EN + USER_ZH).replace("_", ".") + "@" + pick(rng, DOMAINS)
    elif user == "phone":
        u = "1" + pick(rng, ["38", "39", "58", "86", "77", "35", "89"]) + _digits(rng, 8)
    elif user == "zh":
        u = pick(rng, USER_ZH)
    elif user == "staff":
        u = "S" + _digits(rng, 5)
    else:
        u = pick(rng, USER_EN)
    return {"v": pw, "user": u, "plain": pw, "rec": {"pw": pw}}


# ---------------------------------------------------------------------------
# security answers
# ---------------------------------------------------------------------------
SA = {
    # type: (question en long, short en, question zh long, short zh, en answers, zh answers)
    "toy": ("What was the name of your first stuffed toy?", "first stuffed toy", "您的第一个毛绒玩具叫什么？", "第一个毛绒玩具",
            ["Mr Biscuit", "Wobbles", "Captain Fluff", "Pippin", "Barnaby Bear", "Noodle", "Sir Hops"],
            ["嘟嘟熊", "兔兔", "胖丁", "小黄鸭", "毛毛", "阿花"]),
    "cousin": ("What is the first name of your oldest cousin?", "oldest cousin", "您最年长的表兄弟姐妹叫什么名字？", "最大的表哥／表姐",
               ["Declan", "Siobhan", "Aroha", "Marisol", "Tevita", "Ileana", "Rhiannon"],
               ["王晓燕", "李建国", "周丽萍", "陈志强", "何美玲"]),
    "wedtown": ("In which town did your parents get married?", "parents' wedding town", "您父母在哪个城市结婚？", "父母结婚的城市",
                ["Ballina", "Rotorua", "Timisoara", "Graz", "Ipoh", "Dumaguete", "Moose Jaw", "Wagga Wagga"],
                ["绵阳", "九江", "丹东", "曲靖", "常德", "宜宾"]),
    "tv": ("What was your favourite TV show as a child?", "childhood TV show", "您小时候最喜欢的电视节目是？", "童年最爱的电视节目",
           ["Bananas in Pyjamas", "Round the Twist", "Fraggle Rock", "The Raccoons", "Art Attack", "Hey Dad"],
           ["大风车", "葫芦娃", "黑猫警长", "七色光", "西游记", "蓝皮鼠和大脸猫"]),
    "computer": ("What was the model of your first computer?", "first computer", "您的第一台电脑是什么型号？", "第一台电脑",
                 ["Commodore 64", "Amiga 500", "IBM Aptiva", "iMac G3", "ZX Spectrum", "Packard Bell Legend"],
                 ["联想天禧", "小霸王学习机", "方正文祥", "长城金长城", "清华同方"]),
    "flight": ("Where did you fly to on your first flight?", "first flight", "您第一次坐飞机去的是哪里？", "第一次坐飞机去哪",
               ["Queenstown", "Kota Kinabalu", "Bucharest", "Halifax", "Darwin", "Cebu", "Salzburg"],
               ["三亚", "昆明", "乌鲁木齐", "哈尔滨", "桂林", "厦门"]),
    "hero": ("Who was your childhood hero?", "childhood hero", "您童年的偶像是谁？", "童年偶像",
             ["Jonah Lomu", "Cathy Freeman", "Wayne Gretzky", "Bruce Lee", "Evel Knievel", "Manny Pacquiao"],
             ["孙悟空", "李小龙", "郎平", "霍元甲", "聂卫平"]),
    "grandjob": ("What was your grandfather's occupation?", "grandfather's job", "您爷爷以前是做什么工作的？", "爷爷的职业",
                 ["signalman", "cooper", "tin miner", "ferryman", "lighthouse keeper", "saddler"],
                 ["铁路扳道工", "供销社会计", "磨刀师傅", "赤脚医生", "放映员"]),
    "roommate": ("What was the surname of your first roommate?", "first roommate", "您大学第一个室友姓什么叫什么？", "第一个室友",
                 ["Okonkwo", "Fitzgerald", "Dimitrescu", "Nakamura", "Villanueva", "Quigley"],
                 ["赵磊", "钱多多", "孙晓东", "马骁", "邓一鸣"]),
    "mother": ("What is your mother's full name?", "mother's name", "您母亲的姓名是？", "母亲姓名",
               ["Bernadette Walsh", "Lorna McAllister", "Teresita Cruz", "Ana Popescu"],
               ["刘桂芳", "陈淑珍", "黄玉兰", "杨秀英", "吴凤琴"]),
    "father": ("What is your father's full name?", "father's name", "您父亲的姓名是？", "父亲姓名",
               ["Colm O'Driscoll", "Henare Walker", "Rodrigo Santos", "Ion Marinescu"],
               ["张建华", "王德胜", "李志刚", "赵国庆", "周文斌"]),
    "teacher": ("What was the name of your primary-school head teacher?", "primary head teacher", "您小学班主任的名字是？", "小学班主任",
                ["Mrs Fennessy", "Mr Tamihana", "Miss Abernethy", "Mrs Dumitru"],
                ["孙秀兰", "马红霞", "钱卫东", "郑玉梅"]),
    "birthplace": ("Where were you born?", "birthplace", "您的出生地是？", "出生地",
                   ["Ennistymon", "Whanganui", "Iloilo", "Sibiu", "Kamloops", "Toowoomba"],
                   ["湖南邵阳", "四川自贡", "甘肃天水", "江西赣州", "内蒙古赤峰"]),
    "song": ("What is your favourite song?", "favourite song", "您最喜欢的歌曲是？", "最喜欢的歌",
             ["Slice of Heaven", "Fields of Athenry", "Bohemian Rhapsody", "Nothing Compares 2 U"],
             ["后来", "青花瓷", "月亮代表我的心", "童年", "海阔天空"]),
    "mumbday": ("What is your mother's date of birth?", "mother's birthday", "您母亲的生日是？", "母亲生日",
                ["14/03/1961", "1958-11-02", "02.07.1964", "23 May 1960"],
                ["19610314", "1958年11月2日", "1964-07-02", "1960.05.23"]),
}
SA_TYPES = list(SA)


def g_sa(rng, ctx, typ="any", lang="en"):
    if typ == "any":
        typ = pick(rng, SA_TYPES)
    elif typ == "anyzh":
        typ = pick(rng, ["mother", "father", "teacher", "birthplace", "song", "mumbday", "toy", "tv", "computer",
                         "flight", "hero", "grandjob", "cousin", "roommate", "wedtown"])
    q, qs, qz, qzs, en, zh = SA[typ]
    if lang == "zh":
        a = pick(rng, zh)
    elif lang == "py":
        a = _pinyin_answer(rng, typ)
    else:
        a = pick(rng, en)
    return {"v": a, "q": q, "qs": qs, "qz": qz, "qzs": qzs, "rec": {"answer": a}}


PY_ANS = {"mother": ["liuguifang", "chenshuzhen", "huangyulan", "yangxiuying"],
          "father": ["zhangjianhua", "wangdesheng", "lizhigang", "zhaoguoqing"],
          "teacher": ["sunxiulan", "mahongxia", "qianweidong"], "birthplace": ["shaoyang", "zigong", "tianshui", "ganzhou"],
          "toy": ["dudu", "tutu", "maomao"], "cousin": ["wangxiaoyan", "lijianguo"], "wedtown": ["mianyang", "jiujiang", "dandong"],
          "tv": ["dafengche", "huluwa", "heimaojingzhang"], "computer": ["lianxiang tianxi", "xiaobawang"],
          "flight": ["sanya", "kunming", "haerbin"], "hero": ["sunwukong", "lixiaolong"], "grandjob": ["fangyingyuan", "modao"],
          "roommate": ["zhaolei", "sunxiaodong"], "song": ["houlai", "qinghuaci", "tongnian"], "mumbday": ["19610314", "19641102"]}


def _pinyin_answer(rng, typ):
    return pick(rng, PY_ANS[typ])


# ---------------------------------------------------------------------------
# Wi-Fi
# ---------------------------------------------------------------------------
def g_wifi(rng, ctx, style="words"):
    if style == "words":
        v = pick(rng, PW_WORDS) + pick(rng, PW_WORDS) + _digits(rng, 4)
    elif style == "phrase":
        v = " ".join(rng.sample(PP_WORDS, 3)) + " " + str(rng.randrange(10, 99))
    elif style == "rand":
        v = rs(rng, rng.choice([12, 14, 16]), NOAMBIG_UP + NOAMBIG_LO)
    elif style == "sym":
        v = pick(rng, PW_WORDS) + pick(rng, "#!*%") + pick(rng, PP_WORDS).capitalize() + "-" + _digits(rng, 4)
    elif style == "pinyin":
        v = pick(rng, PINYIN) + pick(rng, ["@", "_", ""]) + _digits(rng, rng.choice([4, 6]))
    elif style == "psk64":
        v = rb(rng, 32).hex()
    elif style == "lower":
        v = "".join(rng.sample(PP_WORDS, 2)) + _digits(rng, 3)
    else:
        raise ValueError(style)
    assert 8 <= len(v) <= 64
    return {"v": v, "ssid": None, "rec": {"wifi": v}}


# ---------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------
BRAND_NAMES = {"visa": "Visa", "mc": "Mastercard", "mc2": "Mastercard", "amex": "Amex", "disc": "Discover",
               "jcb": "JCB", "up16": "UnionPay", "up19": "UnionPay", "diners": "Diners Club", "mir": "Mir",
               "maestro": "Maestro"}
BRAND_ZH = {"visa": "Visa", "mc": "万事达", "mc2": "万事达", "amex": "美国运通", "disc": "Discover", "jcb": "JCB",
            "up16": "银联", "up19": "银联", "diners": "大来卡", "mir": "Mir", "maestro": "Maestro"}


def g_card(rng, ctx, brand="visa", style="g4"):
    if brand == "any":
        brand = pick(rng, ["visa", "visa", "mc", "mc2", "amex", "disc", "jcb", "up16", "up19", "diners", "mir"])
    prefixes, lengths = S.CARD_BRANDS[brand]
    L = lengths[0]
    while True:
        p = pick(rng, prefixes)
        d = S.luhn_complete(p + "".join(rng.choice("0123456789") for _ in range(L - len(p) - 1)))
        if d not in S.TEST_CARDS and len(set(d)) > 4:
            break
    if L == 15:
        gs = [d[:4], d[4:10], d[10:]]
    elif L == 14:
        gs = [d[:4], d[4:10], d[10:]]
    else:
        gs = [d[i:i + 4] for i in range(0, L, 4)]
    if style == "g4":
        v = " ".join(gs)
    elif style == "dash":
        v = "-".join(gs)
    elif style == "plain":
        v = d
    elif style == "fw":
        v = fullwidth(" ".join(gs)).replace("\u3000", " ")
    elif style == "dot":
        v = ".".join(gs)
    else:
        raise ValueError(style)
    exp = "%02d/%02d" % (rng.randrange(1, 13), rng.randrange(26, 32))
    cvv = _digits(rng, 4 if brand == "amex" else 3)
    return {"v": v, "exp": exp, "cvv": cvv, "last4": d[-4:], "brand": BRAND_NAMES[brand], "brandz": BRAND_ZH[brand],
            "rec": {"card": d}}


# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------
def g_totp(rng, ctx, nbytes="20", style="plain", issuer="Example", acct=None):
    raw = rb(rng, int(nbytes))
    s = S.b32(raw)
    acct = acct or pick(rng, ["ana", "ops", "kiri", "mihai", "sinead", "liwei", "tala", "jb", "office", "nadia"]) \
        + "@" + pick(rng, ["gmail.com", "proton.me", "fastmail.com", "posteo.de", "outlook.com", "qq.com"])
    if style == "plain":
        v = s
    elif style == "lower":
        v = s.lower()
    elif style == "g4":
        v = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    elif style == "g4l":
        v = " ".join(s[i:i + 4] for i in range(0, len(s), 4)).lower()
    elif style == "dash4":
        v = "-".join(s[i:i + 4] for i in range(0, len(s), 4))
    elif style == "g8":
        v = " ".join(s[i:i + 8] for i in range(0, len(s), 8))
    elif style == "wrap":
        gs = [s[i:i + 4] for i in range(0, len(s), 4)]
        half = (len(gs) + 1) // 2
        v = " ".join(gs[:half]) + "\n" + " ".join(gs[half:])
    elif style == "uri":
        v = "otpauth://totp/%s:%s?secret=%s&issuer=%s" % (issuer.replace(" ", "%20"), acct, s,
                                                        issuer.replace(" ", "%20"))
    elif style == "uri256":
        v = "otpauth://totp/%s?secret=%s&issuer=%s&algorithm=SHA256&digits=8&period=30" % (
            acct, s, issuer.replace(" ", "%20"))
    elif style == "hex":
        v = raw.hex()
    elif style == "padded":
        v = base64.b32encode(raw).decode()
    else:
        raise ValueError(style)
    return {"v": v, "issuer": issuer, "acct": acct, "rec": {"totp": raw}}


# ---------------------------------------------------------------------------
# recovery codes
# ---------------------------------------------------------------------------
def _rc_one(rng, shape):
    if shape == "gh":
        return rs(rng, 5, HEX) + "-" + rs(rng, 5, HEX)
    if shape == "d8":
        return _digits(rng, 8)
    if shape == "d44":
        return _digits(rng, 4) + " " + _digits(rng, 4)
    if shape == "ax4":
        return rs(rng, 4, NOAMBIG_UP) + "-" + rs(rng, 4, NOAMBIG_UP)
    if shape == "l12":
        return rs(rng, 12, NOAMBIG_LO)
    if shape == "g4x3":
        return "-".join(rs(rng, 4, string.ascii_lowercase) for _ in range(3))
    if shape == "A10":
        return rs(rng, 10, NOAMBIG_UP)
    if shape == "hex10":
        return rs(rng, 10, HEX)
    if shape == "hex16":
        return rs(rng, 16, HEX)
    if shape == "d55":
        return _digits(rng, 5) + "-" + _digits(rng, 5)
    if shape == "b32x4":
        return "-".join(rs(rng, 4, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(4))
    if shape == "ms25":
        return "-".join(rs(rng, 5, NOAMBIG_UP) for _ in range(5))
    if shape == "ap28":
        return "-".join(rs(rng, 4, NOAMBIG_UP) for _ in range(7))
    if shape == "l8":
        return rs(rng, 8, NOAMBIG_LO)
    if shape == "ln44":
        return rs(rng, 4, NOAMBIG_LO) + "-" + rs(rng, 4, NOAMBIG_LO)
    raise ValueError(shape)


ROMAN = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "xiii", "xiv", "xv", "xvi"]
ZH_NUM = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二", "十三", "十四", "十五", "十六"]


def layout_list(items, layout, rng=None, used=0):
    """Lay out a list of tokens (codes or words).  Returns the block (spanned whole)."""
    n = len(items)
    mark = lambda i, s: s  # noqa: E731
    if used:
        mark = lambda i, s: (s + "  (used)") if i < used else s  # noqa: E731
    if layout == "lines":
        return "\n".join(mark(i, c) for i, c in enumerate(items))
    if layout == "num":
        return "\n".join(mark(i, "%d. %s" % (i + 1, c)) for i, c in enumerate(items))
    if layout == "numparen":
        return "\n".join(mark(i, "%d) %s" % (i + 1, c)) for i, c in enumerate(items))
    if layout == "num0":
        return "\n".join(mark(i, "%02d  %s" % (i + 1, c)) for i, c in enumerate(items))
    if layout == "numdash":
        return "\n".join(mark(i, "%d - %s" % (i + 1, c)) for i, c in enumerate(items))
    if layout == "no":
        return "\n".join(mark(i, "No.%d %s" % (i + 1, c)) for i, c in enumerate(items))
    if layout == "roman":
        return "\n".join(mark(i, "%s. %s" % (ROMAN[i], c)) for i, c in enumerate(items))
    if layout == "letters":
        return "\n".join(mark(i, "%s) %s" % ("abcdefghijklmnop"[i], c)) for i, c in enumerate(items))
    if layout == "bullet":
        return "\n".join(mark(i, "• " + c) for i, c in enumerate(items))
    if layout == "dashb":
        return "\n".join(mark(i, "- " + c) for i, c in enumerate(items))
    if layout == "emoji":
        return "\n".join(mark(i, "🔑 " + c) for i, c in enumerate(items))
    if layout == "strike":
        return "\n".join(("~~%s~~" % c) if i < used else c for i, c in enumerate(items))
    if layout == "comma":
        return ", ".join(items)
    if layout == "semi":
        return "; ".join(items)
    if layout == "space":
        return " ".join(items)
    if layout == "slash":
        return " / ".join(items)
    if layout == "zhcomma":
        return "，".join(items)
    if layout == "zhdun":
        return "、".join(items)
    if layout == "zhnum":
        return "\n".join("第%s组：%s" % (ZH_NUM[i], c) for i, c in enumerate(items))
    if layout == "zhxu":
        return "\n".join("（%d）%s" % (i + 1, c) for i, c in enumerate(items))
    if layout == "cols2":
        w = max(len(c) for c in items) + 4
        rows = [items[i:i + 2] for i in range(0, n, 2)]
        return "\n".join("".join(c.ljust(w) for c in r).rstrip() for r in rows)
    if layout == "cols2down":
        h = (n + 1) // 2
        w = max(len(c) for c in items) + 4
        rows = []
        for r in range(h):
            a = "%d. %s" % (r + 1, items[r])
            b = ("%d. %s" % (r + 1 + h, items[r + h])) if r + h < n else ""
            rows.append((a.ljust(w + 5) + b).rstrip())
        return "\n".join(rows)
    if layout == "rows3":
        return "\n".join("   ".join(items[i:i + 3]) for i in range(0, n, 3))
    if layout == "rows4num":
        cells = ["%d %s" % (i + 1, c) for i, c in enumerate(items)]
        w = max(len(c) for c in cells) + 2
        return "\n".join("".join(c.ljust(w) for c in cells[i:i + 4]).rstrip() for i in range(0, n, 4))
    if layout == "mdtable":
        return "| # | code |\n|---|------|\n" + "\n".join("| %d | %s |" % (i + 1, c) for i, c in enumerate(items))
    if layout == "mdgrid4":
        rows = ["| " + " | ".join("%d. %s" % (i + 1 + j, items[i + j]) for j in range(min(4, n - i))) + " |"
                for i in range(0, n, 4)]
        return "\n".join(rows)
    if layout == "rst":
        w = max(len(c) for c in items) + 2
        line = "+----+" + "-" * w + "+"
        out = [line]
        for i, c in enumerate(items):
            out.append("| %-2d | %s|" % (i + 1, c.ljust(w - 1)))
            out.append(line)
        return "\n".join(out)
    if layout == "json":
        return json.dumps(items, ensure_ascii=False)
    if layout == "jsonpretty":
        return json.dumps(items, ensure_ascii=False, indent=2)
    if layout == "yaml":
        return "\n".join("  - " + (c if c[0].isalnum() and " " not in c else json.dumps(c, ensure_ascii=False))
                         for c in items)
    if layout == "toml":
        return "[" + ", ".join(json.dumps(c, ensure_ascii=False) for c in items) + "]"
    if layout == "bash":
        return "(" + " ".join(("'%s'" % c) if " " in c else c for c in items) + ")"
    if layout == "hcl":
        return "[\n" + "\n".join("    %s," % json.dumps(c, ensure_ascii=False) for c in items) + "\n  ]"
    if layout == "latextab":
        rows = [items[i:i + 2] for i in range(0, n, 2)]
        return "\\begin{tabular}{ll}\n" + "\n".join("  " + " & ".join(r) + r" \\" for r in rows) + "\n\\end{tabular}"
    if layout == "html":
        return "<ul>\n" + "\n".join("  <li>%s</li>" % c for c in items) + "\n</ul>"
    if layout == "adoc":
        return "\n".join(". " + c for c in items)
    if layout == "tsv":
        return "\n".join("%d\t%s" % (i + 1, c) for i, c in enumerate(items))
    if layout == "csvrow":
        return ",".join(items)
    raise ValueError(layout)


def g_rc(rng, ctx, shape="gh", layout="lines", n="10", used="0"):
    n = int(n)
    codes = []
    while len(codes) < n:
        c = _rc_one(rng, shape)
        if c not in codes:
            codes.append(c)
    v = codes[0] if n == 1 else layout_list(codes, layout, rng, int(used))
    return {"v": v, "first": codes[0], "count": str(n), "rec": {"codes": codes, "shape": shape}}


# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------
def _scalar(rng):
    while True:
        d = int.from_bytes(rb(rng, 32), "big")
        if 0 < d < S.SECP256K1_N:
            return d


def g_wk(rng, ctx, typ="wif"):
    d = _scalar(rng)
    rec = {"wk": typ}
    if typ in ("wif", "wifu", "wift", "ltc", "doge"):
        ver = {"wif": 0x80, "wifu": 0x80, "wift": 0xEF, "ltc": 0xB0, "doge": 0x9E}[typ]
        v = S.wif_encode(d, ver, typ != "wifu")
        addr = S.p2wpkh_address(d, "tb" if typ == "wift" else "bc") if typ in ("wif", "wift") else \
            S.p2pkh_address(d, {"wifu": 0x00, "ltc": 0x30, "doge": 0x1E}[typ])
        rec["d"] = d
    elif typ in ("hex", "hex0x"):
        v = ("0x" if typ == "hex0x" else "") + d.to_bytes(32, "big").hex()
        addr = S.eth_address(d)
        rec["d"] = d
    elif typ in ("xprv", "zprv", "yprv", "tprv"):
        md, chain = S.bip32_master(rb(rng, 32))
        v = S.xprv_encode(md, chain, typ)
        addr = S.xpub_encode(md, chain, {"xprv": "xpub", "zprv": "zpub", "yprv": "ypub", "tprv": "tpub"}[typ])
        rec["d"] = md
    elif typ == "sol":
        seed = rb(rng, 32)
        v = S.solana_keypair_b58(seed)
        addr = S.b58encode(S.ed25519_pub(seed))
    elif typ == "solarr":
        seed = rb(rng, 32)
        v = json.dumps(list(seed + S.ed25519_pub(seed)), separators=(",", ":"))
        addr = S.b58encode(S.ed25519_pub(seed))
    elif typ == "nsec":
        v = S.bech32_bytes("nsec", d.to_bytes(32, "big"))
        addr = S.bech32_bytes("npub", S.nostr_x(d))
        rec["d"] = d
    elif typ == "stellar":
        seed = rb(rng, 32)
        v = S.stellar_strkey(18 << 3, seed)
        addr = S.stellar_strkey(6 << 3, S.ed25519_pub(seed))
    else:
        raise ValueError(typ)
    return {"v": v, "addr": addr, "rec": rec}


# ---------------------------------------------------------------------------
# BIP39 phrases
# ---------------------------------------------------------------------------
EMOJI_NUM = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]


def _phrase(rng, n, lang):
    ent = rb(rng, {12: 16, 15: 20, 18: 24, 21: 28, 24: 32}[n])
    return S.bip39_from_entropy(ent, lang)


def layout_words(words, layout):
    n = len(words)
    if layout == "line":
        return " ".join(words)
    if layout == "upper":
        return " ".join(w.upper() for w in words)
    if layout == "title":
        return " ".join(w.capitalize() for w in words)
    if layout == "spoken":
        return "; ".join("word %s is %s" % (EN_DIG[i + 1] if i < 9 else str(i + 1), w) for i, w in enumerate(words))
    if layout == "emoji":
        return "\n".join("%s %s" % (EMOJI_NUM[i] if i < 10 else "%d." % (i + 1), w) for i, w in enumerate(words))
    if layout == "rows4":
        return "\n".join(" ".join(words[i:i + 4]) for i in range(0, n, 4))
    if layout == "rows6":
        return "\n".join(" ".join(words[i:i + 6]) for i in range(0, n, 6))
    if layout == "pipe4":
        return "\n".join(" | ".join(words[i:i + 4]) for i in range(0, n, 4))
    if layout == "cols3down":
        h = n // 3
        w = max(len(x) for x in words) + 6
        rows = []
        for r in range(h):
            rows.append("".join(("%d %s" % (r + 1 + c * h, words[r + c * h])).ljust(w) for c in range(3)).rstrip())
        return "\n".join(rows)
    if layout == "mdhead":
        rows = []
        for i in range(0, n, 4):
            rows.append("| " + " | ".join(str(i + 1 + j) for j in range(4)) + " |")
            rows.append("| " + " | ".join(words[i:i + 4]) + " |")
        return "\n".join(rows)
    if layout == "zhrows":
        labels = ["第一行", "第二行", "第三行", "第四行", "第五行", "第六行"]
        return "\n".join("%s：%s" % (labels[i // 4], "".join(words[i:i + 4])) for i in range(0, n, 4))
    if layout == "nosp":
        return "".join(words)
    if layout == "fwsp":
        return "\u3000".join(words)
    if layout == "dot3":
        return "\n".join(" · ".join(words[i:i + 3]) for i in range(0, n, 3))
    if layout == "quote":
        return "\n".join("『%s』" % w for w in words)
    if layout == "numinline":
        return " ".join("%d.%s" % (i + 1, w) for i, w in enumerate(words))
    return layout_list(words, layout)


def g_mn(rng, ctx, n="12", layout="line"):
    words = _phrase(rng, int(n), "english")
    return {"v": layout_words(words, layout), "n": n, "rec": {"words": words, "lang": "english"}}


def g_mz(rng, ctx, n="12", layout="sp", script="s"):
    lang = "chinese_traditional" if script == "t" else "chinese_simplified"
    words = _phrase(rng, int(n), lang)
    lay = {"sp": "line"}.get(layout, layout)
    return {"v": layout_words(words, lay), "n": n, "rec": {"words": words, "lang": lang}}


# ---------------------------------------------------------------------------
# .env values
# ---------------------------------------------------------------------------
DJ = string.ascii_lowercase + string.digits + "!@%^&*(-_=+)"


def g_envv(rng, ctx, style="hex32"):
    if style == "hex32":
        v = rb(rng, 16).hex()
    elif style == "hex64":
        v = rb(rng, 32).hex()
    elif style == "hex40":
        v = rb(rng, 20).hex()
    elif style == "b64":
        v = base64.b64encode(rb(rng, 32)).decode()
    elif style == "b64url":
        v = S.b64url(rb(rng, 32))
    elif style == "laravel":
        v = "base64:" + base64.b64encode(rb(rng, 32)).decode()
    elif style == "fernet":
        v = base64.urlsafe_b64encode(rb(rng, 32)).decode()
    elif style == "django":
        v = rs(rng, 50, DJ)
    elif style == "alnum32":
        v = rs(rng, 32)
    elif style == "alnum24":
        v = rs(rng, 24)
    elif style == "pw":
        v = _pw_plain(rng, pick(rng, ["wsd", "rand", "camel"]))
    elif style == "pwurl":
        v = _pw_plain(rng, "urlsafe")
    else:
        raise ValueError(style)
    return {"v": v, "rec": {"env": v}}


# ---------------------------------------------------------------------------
# connection strings and URLs with credentials
# ---------------------------------------------------------------------------
HOSTS = ["db.kowhai-freight.internal", "10.20.4.17", "pg-prod-02.lan", "mysql.tullamore-coop.ie",
         "maria.sibiu-textile.ro", "rds.bukit-depot.my", "192.168.30.12", "sql01.cebu-shipping.ph",
         "dbhost.grazer-buehne.at", "pg.winnipeg-curling.ca", "warehouse-db.local", "10.8.0.23",
         "db-master.mangrove.co.nz", "mongo1.lilongwe-agri.mw", "redis.kampot-pepper.la"]
DBUSERS = ["app", "svc_orders", "reporting", "booking_rw", "etl", "kiosk", "inventory", "pos_sync", "webapp",
           "wp_user", "metabase", "grafana_ro", "erp"]
DBNAMES = ["orders", "roster", "bookings", "stock", "members", "ledger", "crm", "ticketing", "payroll",
           "inventory", "kiosk", "reservations"]


def g_cs(rng, ctx, typ="pg"):
    pw = _pw_plain(rng, "urlsafe")
    u, h, db = pick(rng, DBUSERS), pick(rng, HOSTS), pick(rng, DBNAMES)
    T = {
        "pg": "postgresql://{u}:{p}@{h}:5432/{db}",
        "pgasync": "postgresql+asyncpg://{u}:{p}@{h}:5432/{db}",
        "pgssl": "postgres://{u}:{p}@{h}:5432/{db}?sslmode=require",
        "yb": "postgresql://{u}:{p}@{h}:5433/{db}?load_balance=true",
        "mysql": "mysql://{u}:{p}@{h}:3306/{db}",
        "mysqlpy": "mysql+pymysql://{u}:{p}@{h}:3306/{db}?charset=utf8mb4",
        "maria": "mariadb://{u}:{p}@{h}:3306/{db}",
        "mongo": "mongodb://{u}:{p}@{h}:27017,{h2}:27017/{db}?replicaSet=rs0&authSource=admin",
        "mongosrv": "mongodb+srv://{u}:{p}@cluster0.{r}.mongodb.net/{db}?retryWrites=true&w=majority",
        "redis": "redis://:{p}@{h}:6379/0",
        "rediss": "rediss://default:{p}@{h}:6380",
        "amqp": "amqp://{u}:{p}@{h}:5672/%2F",
        "amqps": "amqps://{u}:{p}@{h}:5671/{db}",
        "mssql": "Server={h},1433;Database={db};User Id={u};Password={p};TrustServerCertificate=True;",
        "odbc": "Driver={{ODBC Driver 18 for SQL Server}};Server=tcp:{h},1433;Database={db};Uid={u};Pwd={p};Encrypt=yes;",
        "libpq": "host={h} port=5432 dbname={db} user={u} password={p} sslmode=prefer",
        "jdbcpg": "jdbc:postgresql://{h}:5432/{db}?user={u}&password={p}",
        "jdbcmy": "jdbc:mysql://{h}:3306/{db}?user={u}&password={p}&useSSL=false",
        "opengauss": "jdbc:opengauss://{h}:5432/{db}?user={u}&password={p}",
        "gauss": "jdbc:gaussdb://{h}:8000/{db}?user={u}&password={p}&currentSchema=public",
        "oscar": "jdbc:oscar://{h}:2003/{DB}?user={U}&password={p}",
        "oracle": "jdbc:oracle:thin:{u}/{p}@//{h}:1521/ORCLPDB1",
        "oraclesa": "oracle+oracledb://{u}:{p}@{h}:1521/?service_name=ORCLPDB1",
        "ch": "clickhouse://{u}:{p}@{h}:9000/{db}",
        "mqtt": "mqtt://{u}:{p}@{h}:1883",
        "https": "https://{u}:{p}@{h}/{db}/",
        "ftp": "ftp://{u}:{p}@{h}:21/uploads",
        "sftp": "sftp://{u}:{p}@{h}:22/home/{u}",
        "smb": "smb://{u}:{p}@nas.local/scans",
        "davs": "davs://{u}:{p}@cloud.{r}.net/remote.php/dav/files/{u}/",
        "rtsp": "rtsp://admin:{p}@{ip}:554/Streaming/Channels/101",
        "proxy": "http://{u}:{p}@proxy.{r}.net:3128",
        "socks": "socks5h://{u}:{p}@{ip}:1080",
        "imaps": "imaps://{u}%40{r}.net:{p}@imap.{r}.net:993",
        "gitcred": "https://{u}:{p}@git.{r}.org",
        "ldap": "ldap://cn={u},dc=lan:{p}@{h}:389",
    }
    t = T[typ]
    ip = "192.168.%d.%d" % (rng.randrange(0, 50), rng.randrange(2, 250))
    r = pick(rng, ["tiwai", "kinsale", "ilocos", "brasov", "salzkammer", "kelowna", "penang", "toowong",
                   "nkhata", "luangprabang", "otago", "galway"])
    v = t.format(u=u, p=pw, h=h, h2=h.replace("1", "2", 1) if "1" in h else "replica." + h, db=db, r=r, ip=ip,
                 DB=db.upper(), U=u.upper())
    return {"v": v, "user": u, "host": h, "pw": pw, "rec": {"pw": pw, "cs": typ}}


# ---------------------------------------------------------------------------
# API keys and tokens
# ---------------------------------------------------------------------------
def _ak(rng, prov):
    """-> (value, public id or None, kind)"""
    if prov == "openai_proj":
        return "sk-proj-" + rs(rng, 74, B64URL) + "T3BlbkFJ" + rs(rng, 74, B64URL), None
    if prov == "openai_svc":
        return "sk-svcacct-" + rs(rng, 74, B64URL) + "T3BlbkFJ" + rs(rng, 74, B64URL), None
    if prov == "openai_admin":
        return "sk-admin-" + rs(rng, 74, B64URL) + "T3BlbkFJ" + rs(rng, 74, B64URL), None
    if prov == "openai_legacy":
        return "sk-" + rs(rng, 20) + "T3BlbkFJ" + rs(rng, 20), None
    if prov == "ant_api":
        return "sk-ant-api03-" + rs(rng, 93, B64URL) + "AA", None
    if prov == "ant_admin":
        return "sk-ant-admin01-" + rs(rng, 93, B64URL) + "AA", None
    if prov == "aws":
        return rs(rng, 40, B64), "AKIA" + rs(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    if prov == "aws_sts":
        return rs(rng, 40, B64), "ASIA" + rs(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    if prov in ("ghp", "gho", "ghu", "ghs", "ghr"):
        return S.gh_token(prov + "_", rs(rng, 30)), None
    if prov == "ghpat":
        return "github_pat_11" + rs(rng, 20, UPPER_ALNUM) + "0" + rs(rng, 1, UPPER_ALNUM) + "_" + rs(rng, 59), None
    if prov == "aiza":
        return "AIza" + rs(rng, 35, B64URL), None
    if prov == "gocspx":
        return "GOCSPX-" + rs(rng, 28, B64URL), "%d-%s.apps.googleusercontent.com" % (
            rng.randrange(10 ** 11, 10 ** 12), rs(rng, 32, "abcdefghijklmnopqrstuvwxyz0123456789"))
    if prov == "xoxb":
        return "xoxb-%d-%d-%s" % (rng.randrange(10 ** 11, 10 ** 12), rng.randrange(10 ** 12, 10 ** 13), rs(rng, 24)), None
    if prov == "xoxp":
        return "xoxp-%d-%d-%d-%s" % (rng.randrange(10 ** 11, 10 ** 12), rng.randrange(10 ** 11, 10 ** 12),
                                     rng.randrange(10 ** 12, 10 ** 13), rs(rng, 32, HEX)), None
    if prov == "xapp":
        return "xapp-1-A%s-%d-%s" % (rs(rng, 10, UPPER_ALNUM), rng.randrange(10 ** 12, 10 ** 13), rs(rng, 64, HEX)), None
    if prov == "slackhook":
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(rng, 8, UPPER_ALNUM), rs(rng, 10, UPPER_ALNUM),
                                                                 rs(rng, 24)), None
    if prov == "sk_live":
        return "sk_live_51" + rs(rng, 22) + rs(rng, 74), "pk_live_51" + rs(rng, 96)
    if prov == "rk_live":
        return "rk_live_51" + rs(rng, 22) + rs(rng, 74), None
    if prov == "whsec":
        return "whsec_" + rs(rng, 32), None
    # vendor tokens
    V = {
        "pplx": lambda: "pplx-" + rs(rng, 48),
        "pcsk": lambda: "pcsk_" + rs(rng, 5) + "_" + rs(rng, 60, B64URL.replace("-", "")),
        "figd": lambda: "figd_" + rs(rng, 40, B64URL),
        "brevo": lambda: "xkeysib-" + rs(rng, 64, HEX) + "-" + rs(rng, 16),
        "resend": lambda: "re_" + rs(rng, 8) + "_" + rs(rng, 24),
        "hubspot": lambda: "pat-na1-%s-%s-%s-%s-%s" % (rs(rng, 8, HEX), rs(rng, 4, HEX), rs(rng, 4, HEX),
                                                       rs(rng, 4, HEX), rs(rng, 12, HEX)),
        "neon": lambda: "napi_" + rs(rng, 64, LOWER_ALNUM),
        "fireworks": lambda: "fw_" + rs(rng, 24),
        "square": lambda: "EAAA" + rs(rng, 60, B64URL),
        "xendit": lambda: "xnd_production_" + rs(rng, 60),
        "shippo": lambda: "shippo_live_" + rs(rng, 40, HEX),
        "sonar": lambda: "squ_" + rs(rng, 40, HEX),
        "atbb": lambda: "ATBB" + rs(rng, 32),
        "prefect": lambda: "pnu_" + rs(rng, 36),
        "dckr": lambda: "dckr_pat_" + rs(rng, 27, B64URL),
        "tfc": lambda: rs(rng, 14) + ".atlasv1." + rs(rng, 67),
        "discordbot": lambda: S.b64url(str(rng.randrange(10 ** 17, 10 ** 18)).encode()) + "." + rs(rng, 6, B64URL)
        + "." + rs(rng, 38, B64URL),
        "dashscope": lambda: "sk-" + rs(rng, 32, HEX),
        "qianfan": lambda: "bce-v3/ALTAK-" + rs(rng, 21) + "/" + rs(rng, 40, HEX),
        "okta": lambda: "00" + rs(rng, 40, B64URL),
        "glpat": lambda: "glpat-" + rs(rng, 20, B64URL),
        "npm": lambda: "npm_" + rs(rng, 36),
        "hf": lambda: "hf_" + rs(rng, 34, string.ascii_letters),
        "linear": lambda: "lin_api_" + rs(rng, 40),
        "doppler": lambda: "dp.st.prd." + rs(rng, 43),
        "infisical": lambda: "st." + rs(rng, 36, HEX) + "." + rs(rng, 32, HEX) + "." + rs(rng, 32, HEX),
    }
    if prov in V:
        return V[prov](), None
    G = {
        "hex32": lambda: rs(rng, 32, HEX),
        "hex40": lambda: rs(rng, 40, HEX),
        "hex64": lambda: rs(rng, 64, HEX),
        "b62_32": lambda: rs(rng, 32),
        "b62_40": lambda: rs(rng, 40),
        "b64_40": lambda: rs(rng, 40, B64),
        "etherscan": lambda: rs(rng, 34, "ABCDEFGHIJKLMNOPQRSTUVWXYZ123456789"),
        "umeng": lambda: rs(rng, 32, LOWER_ALNUM),
    }
    if prov in G:
        return G[prov](), (rs(rng, 24, HEX) if prov in ("umeng", "hex32") else None)
    raise ValueError(prov)


AK_FAMILY = {
    "openai_key": ["openai_proj", "openai_svc", "openai_admin", "openai_legacy"],
    "anthropic_key": ["ant_api", "ant_admin"],
    "aws_key": ["aws", "aws_sts"],
    "github_token": ["ghp", "gho", "ghu", "ghs", "ghr", "ghpat"],
    "google_api_key": ["aiza", "gocspx"],
    "slack_token": ["xoxb", "xoxp", "xapp", "slackhook"],
    "stripe_key": ["sk_live", "rk_live", "whsec"],
    "vendor_token": ["pplx", "pcsk", "figd", "brevo", "resend", "hubspot", "neon", "fireworks", "square", "xendit",
                     "shippo", "sonar", "atbb", "prefect", "dckr", "tfc", "discordbot", "dashscope", "qianfan", "okta",
                     "glpat", "npm", "hf", "linear", "doppler", "infisical"],
    "generic_api_key": ["hex32", "hex40", "hex64", "b62_32", "b62_40", "b64_40", "etherscan", "umeng"],
}


def g_ak(rng, ctx, prov):
    v, pid = _ak(rng, prov)
    return {"v": v, "id": pid, "rec": {"prov": prov, "key": v}}


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------
def jwt_keys():
    """Fixed asymmetric signing keys (string seeds), so the self-check can verify signatures."""
    import random
    rsa_key = S.seeded_rsa(random.Random("secrets_corpus25/jwt-rs256"), 2048)
    d = int.from_bytes(hashlib.sha256(b"secrets_corpus25/jwt-es256").digest(), "big") % (2 ** 255)
    es = ec.derive_private_key(d, ec.SECP256R1())
    ed = ed25519.Ed25519PrivateKey.from_private_bytes(hashlib.sha256(b"secrets_corpus25/jwt-eddsa").digest())
    return {"RS256": rsa_key, "ES256": es, "EdDSA": ed}


JWT_PROFILES = {
    "zitadel": ("https://auth.kowhai-freight.co.nz", {"urn:zitadel:iam:org:id": "27%d", "scope": "openid profile"}),
    "logto": ("https://logto.tullamore-coop.ie/oidc", {"scope": "read:orders write:orders", "client_id": "lg%s"}),
    "authentik": ("https://sso.grazer-buehne.at/application/o/intranet/", {"groups": ["staff"], "azp": "intranet"}),
    "casdoor": ("https://door.qingshan-gym.cn", {"owner": "built-in", "name": "qiantai", "tag": "staff"}),
    "pocketbase": (None, {"collectionId": "_pb_users_auth_", "type": "auth", "refreshable": True}),
    "directus": ("directus", {"role": "%s", "app_access": True, "admin_access": False}),
    "hasura": ("https://api.winnipeg-curling.ca", {"https://hasura.io/jwt/claims": {
        "x-hasura-default-role": "user", "x-hasura-allowed-roles": ["user", "manager"]}}),
    "stytch": ("stytch.com/project-live-%s", {"https://stytch.com/session": {"started_at": "2025-03-02T08:11:09Z"}}),
    "yudao": (None, {"login_user_key": "%s", "tenant_id": 1, "user_type": 2}),
    "jeecg": (None, {"username": "jiaowu", "tenant": "1002"}),
    "pig": ("pig", {"user_name": "caiwu01", "client_id": "pig", "scope": ["server"]}),
    "app": ("https://api.mangrove.co.nz", {"device": "ipad-front", "plan": "pro"}),
}


def g_jwt(rng, ctx, alg="HS256", profile="app"):
    iss, extra = JWT_PROFILES[profile]
    iat = 1735700000 + rng.randrange(0, 40000000)
    payload = {}
    if iss:
        payload["iss"] = iss.replace("%s", rs(rng, 8, LOWER_ALNUM))
    payload["sub"] = str(rng.randrange(10 ** 8, 10 ** 9)) if rng.random() < 0.5 else rs(rng, 15, LOWER_ALNUM)
    for k, v in extra.items():
        if isinstance(v, str) and "%" in v:
            v = v % (rng.randrange(10 ** 14, 10 ** 15),) if "%d" in v else v % (rs(rng, 12, LOWER_ALNUM),)
        payload[k] = v
    payload["iat"] = iat
    payload["exp"] = iat + pick(rng, [900, 3600, 86400, 604800])
    header = {"alg": alg, "typ": "JWT"}
    if alg != "HS256":
        header["kid"] = rs(rng, 10, LOWER_ALNUM)
    if alg in ("HS256", "HS512"):
        key = rb(rng, 32)
        tok = S.jwt_sign(header, payload, alg, key)
        rec = {"alg": alg, "hkey": key}
    else:
        key = ctx["jwt_keys"][alg]
        tok = S.jwt_sign(header, payload, alg, key)
        rec = {"alg": alg}
    return {"v": tok, "sub": payload["sub"], "rec": rec}


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
def make_key(rng, ctx, typ):
    if typ in ("rsa1", "rsa8", "ssh_rsa"):
        return pick(rng, ctx["rsa_pool"])
    if typ in ("ec256", "ec256p8", "ssh_ec256"):
        return ec.derive_private_key(int.from_bytes(rb(rng, 32), "big") % (2 ** 255) + 1, ec.SECP256R1())
    if typ in ("ec384",):
        return ec.derive_private_key(int.from_bytes(rb(rng, 48), "big") % (2 ** 380) + 1, ec.SECP384R1())
    if typ in ("ed8", "ssh_ed"):
        return ed25519.Ed25519PrivateKey.from_private_bytes(rb(rng, 32))
    raise ValueError(typ)


def key_text(rng, key, typ, comment):
    if typ in ("rsa1", "ec256", "ec384"):
        return S.pem_of(key, "trad")
    if typ in ("rsa8", "ec256p8", "ed8"):
        return S.pem_of(key, "pkcs8")
    if typ.startswith("ssh_"):
        return S.openssh_private(key, comment, rng.getrandbits(32))
    raise ValueError(typ)


def lay_block(text, layout):
    lines = text.split("\n")
    if layout == "plain":
        return text
    if layout.startswith("indent"):
        k = int(layout[6:])
        return lines[0] + "\n" + "\n".join(" " * k + ln for ln in lines[1:])
    if layout == "quote":
        return lines[0] + "\n" + "\n".join("> " + ln for ln in lines[1:])
    if layout == "hashc":
        return lines[0] + "\n" + "\n".join("# " + ln for ln in lines[1:])
    if layout == "escaped":
        return "\\n".join(lines) + "\\n"
    if layout == "body":
        return "".join(lines[1:-1])
    raise ValueError(layout)


def g_pk(rng, ctx, typ="ssh_ed", layout="plain"):
    key = make_key(rng, ctx, typ)
    comment = pick(rng, ["deploy@kiln", "pi@shed", "backup@nas", "ci@forgejo", "mari@laptop", "ops@bastion",
                         "root@pos-01", "build@runner3"])
    txt = key_text(rng, key, typ, comment)
    v = lay_block(txt, layout)
    pub = S.ssh_public_line(key, comment) if typ.startswith("ssh_") or typ in ("ed8",) else None
    return {"v": v, "pub": pub, "comment": comment, "rec": {"pubder": S.public_der(key), "layout": layout, "typ": typ}}


# ---------------------------------------------------------------------------
# registry: name -> (family, function)
# ---------------------------------------------------------------------------
GENS = {
    "otp": ("otp", g_otp), "pin": ("pin", g_pin), "door": ("pin", g_door), "pw": ("pw", g_pw),
    "login": ("pw", g_login), "sa": ("sa", g_sa), "wifi": ("wifi", g_wifi), "card": ("card", g_card),
    "totp": ("totp", g_totp), "rc": ("rc", g_rc), "wk": ("wk", g_wk), "mn": ("mn", g_mn), "mz": ("mz", g_mz),
    "envv": ("env", g_envv), "cs": ("cs", g_cs), "ak": ("ak", g_ak), "jwt": ("jwt", g_jwt), "pk": ("pk", g_pk),
}

KIND_FAMILY = {
    "otp": ("otp", "otp(6,plain)"), "pin": ("pin", "pin(4,plain)"), "password_nl": ("pw", "pw(wsd)"),
    "security_answer": ("sa", "sa(any)"), "wifi_password": ("wifi", "wifi(words)"),
    "card_number": ("card", "card(any,g4)"), "totp_secret": ("totp", "totp(20,plain)"),
    "recovery_codes": ("rc", "rc(gh,lines,10)"), "crypto_wallet_key": ("wk", "wk(wif)"),
    "mnemonic_bip39_en": ("mn", "mn(12,line)"), "mnemonic_zh": ("mz", "mz(12,sp)"), "env_file": ("env", "envv(hex32)"),
    "connection_string": ("cs", "cs(pg)"), "jwt": ("jwt", "jwt(HS256,app)"), "private_key_pem": ("pk", "pk(ssh_ed)"),
    "openai_key": ("ak", "ak(openai_proj)"), "anthropic_key": ("ak", "ak(ant_api)"), "aws_key": ("ak", "ak(aws)"),
    "github_token": ("ak", "ak(ghp)"), "google_api_key": ("ak", "ak(aiza)"), "slack_token": ("ak", "ak(xoxb)"),
    "stripe_key": ("ak", "ak(sk_live)"), "vendor_token": ("ak", "ak(pplx)"), "generic_api_key": ("ak", "ak(hex32)"),
}
