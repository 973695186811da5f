"""values28: secret value generators for secrets_corpus28 (standard library only).

A generator is called as GEN(rng, split, *args) and returns a Secret: .value is the exact
string that goes into the text (the gold span), .comp holds companions a template may print
(user names, SSIDs, questions, issuers, expiry dates, public halves, key names ...), and .rec
is the record the checks compare the span against.
"""
import base64
import json
import string

import struct28 as S

ALNUM = string.ascii_letters + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"


class Secret:
    def __init__(self, value, family, comp=None, rec=None):
        self.value = value
        self.family = family
        self.comp = comp or {}
        self.rec = rec or {}


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def half(rng, split, pool):
    """Pools of human values are partitioned by split, so no such value occurs in both splits."""
    sub = pool[0::2] if split == "dev" else pool[1::2]
    return rng.choice(sub)


# ---------------------------------------------------------------------------
# digits: OTPs and PINs
# ---------------------------------------------------------------------------
EN_DIG = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ZH_DIG = "零一二三四五六七八九"
ZH_DIG_YAO = "零幺二三四五六七八九"
ZH_CAP = "零壹贰叁肆伍陆柒捌玖"
FW = str.maketrans("0123456789", "０１２３４５６７８９")


def rand_digits(rng, n):
    while True:
        d = "".join(rng.choice("0123456789") for _ in range(n))
        if len(set(d)) < max(2, n // 2):
            continue
        if d in "0123456789012345" or d in "9876543210":
            continue
        if n <= 4 and d[:2] in ("19", "20"):
            continue  # avoid PINs that read like years
        return d


def fmt_digits(d, fmt, rng):
    if fmt == "plain":
        return d
    if fmt == "sp3":
        h = len(d) // 2
        return d[:h] + " " + d[h:]
    if fmt == "dash":
        h = len(d) // 2
        return d[:h] + "-" + d[h:]
    if fmt == "spaced":
        return " ".join(d)
    if fmt == "words":
        return " ".join(EN_DIG[int(c)] for c in d)
    if fmt == "wordsoh":
        out, i = [], 0
        while i < len(d):
            c = d[i]
            if i + 1 < len(d) and d[i + 1] == c:
                out.append("double " + ("oh" if c == "0" else EN_DIG[int(c)]))
                i += 2
                continue
            out.append("oh" if c == "0" else EN_DIG[int(c)])
            i += 1
        return " ".join(out)
    if fmt == "wordsdot":
        return " ".join(EN_DIG[int(c)].capitalize() + "." for c in d)
    if fmt == "wordscomma":
        return ", ".join(EN_DIG[int(c)] for c in d)
    if fmt == "zh":
        return "".join(ZH_DIG[int(c)] for c in d)
    if fmt == "zhyao":
        return "".join(ZH_DIG_YAO[int(c)] for c in d)
    if fmt == "zhsep":
        sep = rng.choice(["，", "、", " "])
        return sep.join(ZH_DIG_YAO[int(c)] for c in d)
    if fmt == "zhcap":
        return "".join(ZH_CAP[int(c)] for c in d)
    if fmt == "fw":
        return d.translate(FW)
    if fmt == "g":
        return "G-" + d
    if fmt == "star":
        return "*" + d + "#"
    if fmt == "hash":
        return d + "#"
    if fmt == "dots":
        return "·".join(d)
    raise ValueError("digit format " + fmt)


def gen_otp(rng, split, n="6", fmt="plain"):
    n = int(n)
    d = rand_digits(rng, n)
    mins = rng.choice(["2", "3", "5", "10", "15"])
    return Secret(fmt_digits(d, fmt, rng), "digits", {"mins": mins, "again": fmt_digits(d, "plain", rng)}, {"digits": d})


def gen_pin(rng, split, n="4", fmt="plain"):
    n = int(n)
    d = rand_digits(rng, n)
    return Secret(fmt_digits(d, fmt, rng), "digits", {}, {"digits": d})


# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------
PW_WORDS = """kestrel lantern quarry oyster tulip marble finch ochre walnut pebble harbour juniper cobalt
saffron meadow ember thistle granite willow heron velvet copper orchid falcon nutmeg amber cedar
pumice glacier mango kiwi otter badger rowan sorrel fjord tundra canyon lagoon mosaic paprika
saddle anchor beacon chalk cinder dune fennel gravel hazel ivory jasper kelp lichen maple nectar
opal pepper quince raven sable tamarind umber violet wren yarrow zephyr basil clover dahlia
fig ginger hickory indigo jade kumquat lilac mulberry nettle olive parsnip radish sage teal
turnip vanilla wasabi yucca acorn bramble catkin daisy elder foxglove gorse heather iris""".split()
PINYIN_NAMES = ["wangfang", "lijun", "zhangmin", "liuyang", "chenjing", "yangxue", "zhaolei", "huangli",
                "zhouqiang", "wuxia", "xuhui", "sunpeng", "maling", "zhuhong", "huyan", "guojie", "heping",
                "linlin", "luoyi", "gaofei", "liangchen", "songjia", "tanghao", "hanmei", "fengtao", "dengyu",
                "caoli", "pengbo", "zengrui", "xiaolan", "tianye", "dongmei", "panwei", "yuanyuan", "jiangtao",
                "weining", "shenyu", "duqian", "yexin", "chengcheng"]
FIRST_FOR_PW = ["Teodora", "Bashir", "Ilinca", "Kofi", "Mireille", "Anatoly", "Saoirse", "Tamsin", "Jurgis",
                "Nilufar", "Oksana", "Dragan", "Lwazi", "Yusra", "Henrike", "Paulo", "Eamon", "Zofia"]
SYMS = "!@#$%&*?+=_."
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
NATO = {"a": "alpha", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf",
        "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima", "m": "mike", "n": "november",
        "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo", "s": "sierra", "t": "tango", "u": "uniform",
        "v": "victor", "w": "whiskey", "x": "x-ray", "y": "yankee", "z": "zulu"}
SYM_NAMES = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar sign", "%": "percent",
             "&": "ampersand", "*": "asterisk", "?": "question mark", "+": "plus", "=": "equals",
             "_": "underscore", ".": "dot", "-": "dash"}
SYM_ZH = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "和号", "*": "星号",
          "?": "问号", "+": "加号", "=": "等号", "_": "下划线", ".": "点", "-": "横杠"}
KB_WALKS = ["1qaz", "2wsx", "3edc", "zaq1", "xsw2", "qwer", "asdf", "zxcv", "1q2w", "3e4r", "poiu", "mnbv"]


def _pw_shape(rng, shape):
    w = lambda: rng.choice(PW_WORDS)
    dg = lambda k: "".join(rng.choice("0123456789") for _ in range(k))
    if shape == "wsd":
        return w().capitalize() + rng.choice(SYMS[:8]) + dg(rng.randint(2, 4))
    if shape == "dws":
        return dg(rng.randint(1, 3)) + w().capitalize() + rng.choice(SYMS[:8]) + w().capitalize()
    if shape == "camel":
        return "".join(w().capitalize() for _ in range(3)) + dg(rng.randint(1, 3))
    if shape == "dash":
        return "-".join(w() for _ in range(rng.randint(3, 4))) + "-" + dg(2)
    if shape == "dot":
        return ".".join(w() for _ in range(3)) + "." + dg(rng.randint(2, 4))
    if shape == "space":
        return " ".join(w() for _ in range(rng.randint(3, 4))) + " " + dg(2)
    if shape == "leet":
        base = w() + w().capitalize()
        out = "".join(LEET.get(c, c) if rng.random() < 0.7 else c for c in base)
        return out[0].upper() + out[1:] + rng.choice(SYMS[:8]) + dg(1)
    if shape == "rand":
        while True:
            s = rs(rng, ALNUM + "!#%&*?@", rng.randint(12, 16))
            if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
                return s
    if shape == "pinyin":
        nm = rng.choice(PINYIN_NAMES)
        return rng.choice([nm, nm.capitalize()]) + rng.choice(["", "@", "_", "."]) + rng.choice([str(rng.randint(1960, 2012)), "%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28))])
    if shape == "kb":
        a, b = rng.sample(KB_WALKS, 2)
        return a.capitalize() + rng.choice("!@#$") + b + dg(rng.randint(2, 3))
    if shape == "date":
        return rng.choice(FIRST_FOR_PW) + "%02d%02d%d" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(1955, 2010))
    if shape == "short":
        return w().capitalize() + dg(rng.randint(3, 4)) + rng.choice(SYMS[:6])
    raise ValueError("password shape " + shape)


def spell(pw, fmt, rng):
    if fmt == "plain":
        return pw
    if fmt == "fw":
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in pw)
    parts = []
    for c in pw:
        if c.isalpha():
            if fmt == "nato":
                word = NATO[c.lower()]
                parts.append(("capital " + word.capitalize()) if c.isupper() else word)
            elif fmt == "letters":
                parts.append(("capital " + c) if c.isupper() else c)
            elif fmt == "zhspell":
                parts.append(("大写" if c.isupper() else "小写") + c.upper() if c.isupper() else "小写" + c)
        elif c.isdigit():
            if fmt == "zhspell":
                parts.append("数字" + c)
            else:
                parts.append(EN_DIG[int(c)])
        elif c == " ":
            parts.append("空格" if fmt == "zhspell" else "space")
        else:
            parts.append(SYM_ZH[c] if fmt == "zhspell" else SYM_NAMES[c])
    return ("、" if fmt == "zhspell" else ", ").join(parts)


EN_USERS = ["front.desk", "studio2", "admin", "m.okafor", "kiln-pc", "taproom", "reception", "lab-scope",
            "crew01", "owner", "wardenoffice", "vetvan", "boxoffice", "orchard", "h.lindqvist", "t.mendes"]
ZH_USERS = ["qiantai", "admin", "caiwu01", "laoban", "shouyin2", "kefu", "dianzhang", "cangku", "13812345678"]


def gen_pw(rng, split, shape="wsd", fmt="plain"):
    if shape == "any":
        shape = rng.choice(["wsd", "dws", "camel", "dash", "dot", "leet", "rand", "kb", "date", "short"])
    if fmt in ("nato", "letters", "zhspell"):
        # spelled passwords are kept short enough to dictate
        while True:
            pw = _pw_shape(rng, shape)
            if 7 <= len(pw) <= 14:
                break
    else:
        pw = _pw_shape(rng, shape)
    user = rng.choice(EN_USERS)
    return Secret(spell(pw, fmt, rng), "password", {"user": user, "zuser": rng.choice(ZH_USERS)}, {"password": pw, "fmt": fmt})


# ---------------------------------------------------------------------------
# Wi-Fi
# ---------------------------------------------------------------------------
SSIDS = ["Kiln&Co-Guest", "TAPROOM_5G", "Orchard-Shed", "CatCafe_Free", "CragHouse", "Luthier-Workshop",
         "StageDoor", "VetVan-Hotspot", "Ferry_Office", "Warden-Flat", "PotteryBarn2G", "Ink-Studio",
         "CampReception", "Courier-HQ", "LabNet-Guest", "Tutor_Centre"]
ZH_SSIDS = ["ChinaNet-8F2A", "TP-LINK_5G_3C91", "CMCC-xK7p", "HUAWEI-B311", "Xiaomi_A2C0", "MERCURY_7E1D",
            "CU_Q4bd", "H3C_2F6A", "FAST_9D20", "Tenda_5B31"]


def gen_wifi(rng, split, shape="any"):
    if shape == "any":
        shape = rng.choice(["words", "words", "rand", "phone", "pinyin", "space", "psk64"])
    if shape == "words":
        v = rng.choice(PW_WORDS).capitalize() + rng.choice(PW_WORDS).capitalize() + "".join(rng.choice("0123456789") for _ in range(rng.randint(2, 4)))
    elif shape == "rand":
        v = rs(rng, ALNUM, rng.randint(10, 16))
    elif shape == "phone":
        v = "1" + rng.choice("3456789") + "".join(rng.choice("0123456789") for _ in range(9))
    elif shape == "pinyin":
        v = rng.choice(PINYIN_NAMES) + rng.choice(["888", "666", "520", "1314", "2024", "0808"])
    elif shape == "space":
        v = " ".join(rng.choice(PW_WORDS) for _ in range(3)) + " " + str(rng.randint(10, 99))
    elif shape == "psk64":
        v = rs(rng, HEX, 64)
    else:
        raise ValueError(shape)
    return Secret(v, "wifi", {"ssid": rng.choice(SSIDS), "zssid": rng.choice(ZH_SSIDS)}, {"password": v})


# ---------------------------------------------------------------------------
# security answers
# ---------------------------------------------------------------------------
SA_EN = {
    "pet": ("What was the name of your first pet?", "first pet", ["Pudding", "Captain Biscuit", "Moss", "Tinker", "Marmaduke", "Pickle", "Sergeant Pepper", "Noodle", "Bramble", "Clementine", "Waffles", "Rusty"]),
    "street": ("What street did you live on at age ten?", "street at ten", ["Calle Fray Bentos", "Ropewalk Lane", "Vulcan Terrace", "Nikolaidou Street", "Orchard Row", "Quay Parade", "Tanners Yard", "Mill Brow", "Savska cesta", "Gedimino prospektas"]),
    "teacher": ("What was the surname of your favourite teacher?", "favourite teacher", ["Okonkwo", "Papadakis", "Harrowgate", "Venkataraman", "Mbeki", "Lindqvist", "Quispe", "Abernethy", "Mukherjee", "Ferreira-Lopes"]),
    "car": ("What was the make and model of your first car?", "first car", ["Lada Niva", "Fiat Uno", "Skoda Favorit", "Toyota Starlet", "Nissan Sunny", "Vauxhall Nova", "Peugeot 205", "Datsun Cherry", "Renault Clio", "Mazda 323"]),
    "town": ("In what town did your parents meet?", "where parents met", ["Kaunas", "Batumi", "Pokhara", "Kandy", "Paysandu", "Sfax", "Gyumri", "Samarkand", "Ghent", "Siem Reap", "Irbid", "Jinja"]),
    "friend": ("What was your childhood best friend's nickname?", "best friend's nickname", ["Spud", "Mouse", "Lolly", "Beans", "Ziggy", "Tiny Tim", "Goose", "Pip", "Freckles", "Boots"]),
    "food": ("What was your favourite food as a child?", "favourite childhood food", ["fish fingers", "khachapuri", "momos", "kottu roti", "baklava", "pierogi", "dal bhat", "chivito", "gallo pinto", "lahmajoun"]),
    "maiden": ("What is your mother's maiden name?", "mother's maiden name", ["Abernathy", "Kowalczyk", "Tsereteli", "Gunawardena", "Haddad", "Van Acker", "Petrosyan", "Rahman", "Oyelaran", "Sandoval"]),
    "hospital": ("In which hospital were you born?", "hospital of birth", ["St Luke's", "Queen Mary Hospital", "Mater Dei", "Kandy General", "Evangelismos", "Rigshospitalet", "Hospital Maciel", "Bir Hospital"]),
    "band": ("What was the first concert you went to?", "first concert", ["Fleetwood Mac", "a-ha", "Kylie at Wembley", "Oasis 1996", "Shakira in Montevideo", "Dire Straits", "Manu Chao", "The Cranberries"]),
}
def _zp(spec):
    return [tuple(x.split("/")) for x in spec.split()]


SA_ZH = {
    "pet": ("您第一只宠物的名字是？", "第一只宠物", _zp("旺财/wangcai 豆豆/doudou 花卷/huajuan 阿黄/ahuang 年糕/niangao 球球/qiuqiu 大白/dabai 咪咪/mimi 元宝/yuanbao 可乐/kele 黑子/heizi 团团/tuantuan")),
    "mother": ("您母亲的姓名是？", "母亲姓名", _zp("周桂芬/zhouguifen 林秀英/linxiuying 陈玉兰/chenyulan 赵凤霞/zhaofengxia 吴淑珍/wushuzhen 孙美华/sunmeihua 郑丽娟/zhenglijuan 何翠萍/hecuiping 罗春梅/luochunmei 谢金凤/xiejinfeng")),
    "school": ("您的小学校名是？", "小学名字", _zp("向阳小学/xiangyangxiaoxue 实验二小/shiyanerxiao 红星小学/hongxingxiaoxue 城关镇中心小学/chengguanzhenzhongxin 解放路小学/jiefangluxiaoxue 东风小学/dongfengxiaoxue 育才小学/yucaixiaoxue 柳林小学/liulinxiaoxue")),
    "town": ("您出生的城市是？", "出生地", _zp("鞍山/anshan 宜宾/yibin 赣州/ganzhou 汕头/shantou 包头/baotou 绵阳/mianyang 岳阳/yueyang 泉州/quanzhou 开封/kaifeng 丹东/dandong 芜湖/wuhu 玉溪/yuxi")),
    "teacher": ("您印象最深的老师姓什么？", "印象最深的老师", _zp("庞老师/panglaoshi 司马老师/simalaoshi 欧阳老师/ouyanglaoshi 钟老师/zhonglaoshi 龚老师/gonglaoshi 白老师/bailaoshi 卢老师/lulaoshi 殷老师/yinlaoshi")),
    "food": ("您最喜欢的食物是？", "最喜欢的食物", _zp("酸菜鱼/suancaiyu 锅包肉/guobaorou 热干面/reganmian 肠粉/changfen 羊肉泡馍/yangroupaomo 螺蛳粉/luosifen 糖醋排骨/tangcupaigu 油泼面/youpomian 小笼包/xiaolongbao 烤冷面/kaolengmian")),
    "friend": ("您童年最好的朋友叫什么？", "童年好友", _zp("二胖/erpang 小芳/xiaofang 铁蛋/tiedan 毛毛/maomao 阿强/aqiang 胖虎/panghu 丫丫/yaya 狗剩/gousheng")),
    "father": ("您父亲的生日是？", "父亲生日", None),
}


SA_EN_ZHQ = {"pet": ("您第一只宠物叫什么名字？", "第一只宠物"), "street": ("您十岁时住在哪条街？", "十岁时住的街道"),
             "teacher": ("您最喜欢的老师姓什么？", "最喜欢的老师"), "car": ("您的第一辆车是什么牌子型号？", "第一辆车"),
             "town": ("您父母是在哪个城市认识的？", "父母相识的城市"), "friend": ("您童年好友的外号是什么？", "童年好友的外号"),
             "food": ("您小时候最爱吃什么？", "小时候最爱吃的"), "maiden": ("您母亲的娘家姓是什么？", "母亲的娘家姓"),
             "hospital": ("您出生在哪家医院？", "出生的医院"), "band": ("您第一次去的演唱会是谁的？", "第一次看的演唱会")}
SA_ZH_ENQ = {"pet": ("What was the name of your first pet?", "first pet"), "mother": ("What is your mother's full name?", "mother's name"),
             "school": ("Which primary school did you attend?", "primary school"), "town": ("In which city were you born?", "birthplace"),
             "teacher": ("Which teacher do you remember most?", "favourite teacher"), "food": ("What is your favourite food?", "favourite food"),
             "friend": ("What was your childhood best friend called?", "childhood friend"), "father": ("When is your father's birthday?", "dad's birthday")}


def _date_answer(rng, style):
    y, m, d = rng.randint(1938, 1972), rng.randint(1, 12), rng.randint(1, 28)
    return {"iso": "%d-%02d-%02d" % (y, m, d), "dmy": "%02d/%02d/%d" % (d, m, y), "zh": "%d年%d月%d日" % (y, m, d),
            "dot": "%d.%d.%d" % (d, m, y), "compact": "%d%02d%02d" % (y, m, d)}[style]


def gen_sa(rng, split, lang="en", fmt="plain"):
    if lang == "en":
        key = rng.choice(sorted(SA_EN))
        q, qs, pool = SA_EN[key]
        ans = half(rng, split, pool)
        qz, qzs = SA_EN_ZHQ[key]
    else:
        key = rng.choice(sorted(SA_ZH))
        qz, qzs, pool = SA_ZH[key]
        if pool is None:
            ans = _date_answer(rng, rng.choice(["iso", "zh", "compact"]) if fmt != "py" else "compact")
        else:
            zh, py = half(rng, split, pool)
            ans = py if fmt == "py" else zh
        q, qs = SA_ZH_ENQ[key]
    if fmt == "date":
        ans = _date_answer(rng, rng.choice(["iso", "dmy", "dot"]))
        q, qs = "What is your father's date of birth?", "dad's birthday"
        qz, qzs = "您父亲的生日是？", "父亲生日"
    if fmt == "lower":
        ans = ans.lower()
    return Secret(ans, "answer", {"q": q, "qs": qs, "qz": qz, "qzs": qzs}, {"answer": ans})


# ---------------------------------------------------------------------------
# card numbers
# ---------------------------------------------------------------------------
CARD_BRANDS = {
    "visa": (["4"], 16), "mc": (["51", "52", "53", "54", "55"], 16), "mc2": (["2221", "2300", "2450", "2600", "2720"], 16),
    "amex": (["34", "37"], 15), "disc": (["6011", "644", "65"], 16), "jcb": (["3528", "3540", "3589"], 16),
    "up": (["62"], 16), "up19": (["62"], 19), "diners": (["36", "38"], 14), "rupay": (["6521", "6522", "508"], 16),
}
TEST_CARDS = {"4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222", "5200828282828210",
              "378282246310005", "371449635398431", "6011111111111117", "3056930009020004", "36227206271667",
              "3566002020360505", "6200000000000005", "4111111111111111", "6250941006528599", "4012888888881881",
              "5105105105105100", "4000000000000002", "4000002500003155", "6011000990139424", "30569309025904"}
CARD_NAMES = ["D. OYELARAN", "K PAPADOPOULOU", "M. VASILIAUSKAS", "S GUNAWARDENA", "T. ABESADZE", "R. HADDAD"]


def gen_card(rng, split, brand="any", fmt="g4"):
    if brand == "any":
        brand = rng.choice(["visa", "visa", "mc", "mc2", "amex", "disc", "jcb", "up", "up19", "rupay"])
    prefixes, ln = CARD_BRANDS[brand]
    while True:
        p = rng.choice(prefixes)
        num = S.luhn_complete(p + "".join(rng.choice("0123456789") for _ in range(ln - len(p) - 1)))
        if num not in TEST_CARDS and len(set(num)) > 4:
            break
    if fmt == "plain":
        v = num
    elif fmt in ("g4", "dash", "fw"):
        if ln == 15:
            groups = [num[:4], num[4:10], num[10:]]
        elif ln == 14:
            groups = [num[:4], num[4:10], num[10:]]
        else:
            groups = [num[i:i + 4] for i in range(0, ln, 4)]
        v = ("-" if fmt == "dash" else " ").join(groups)
        if fmt == "fw":
            v = v.translate(FW)
    else:
        raise ValueError(fmt)
    exp = "%02d/%02d" % (rng.randint(1, 12), rng.randint(27, 31))
    cvv = "".join(rng.choice("0123456789") for _ in range(4 if brand == "amex" else 3))
    return Secret(v, "card", {"exp": exp, "cvv": cvv, "name": rng.choice(CARD_NAMES), "last4": num[-4:]}, {"number": num, "brand": brand})


# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------
TOTP_ISSUERS = ["Kraken", "Fastly", "Bitstamp", "Vercel", "Heroku", "Zoho", "Namecheap", "Wise", "TBC Bank", "Bybit",
                "OKX", "Cloudflare", "Tuta", "Mastodon", "Synology", "Nextcloud", "Gitea", "Proxmox", "UniFi", "pfSense"]
TOTP_ACCTS = ["ops@kilnandco.gr", "m.haddad", "nikola.b", "pottery-admin", "vet.van.team", "taproom.owner",
              "ankit.r", "lina.k", "warden@stmarys.lu", "crag-house", "jiang.wei", "zhou.min"]


def gen_totp(rng, split, nbytes="20", fmt="plain"):
    nb = int(nbytes)
    raw = bytes(rng.getrandbits(8) for _ in range(nb))
    b32 = base64.b32encode(raw).decode().rstrip("=")
    issuer, acct = rng.choice(TOTP_ISSUERS), rng.choice(TOTP_ACCTS)
    if fmt == "plain":
        v = b32
    elif fmt == "lower":
        v = b32.lower()
    elif fmt in ("g4", "g4lower", "g4dash", "g4wrap", "g8"):
        k = 8 if fmt == "g8" else 4
        groups = [b32[i:i + k] for i in range(0, len(b32), k)]
        if fmt == "g4lower":
            groups = [g.lower() for g in groups]
        if fmt == "g4dash":
            v = "-".join(groups)
        elif fmt == "g4wrap":
            h = (len(groups) + 1) // 2
            v = " ".join(groups[:h]) + "\n" + " ".join(groups[h:])
        else:
            v = " ".join(groups)
    elif fmt in ("uri", "uri256", "urimin"):
        from urllib.parse import quote
        label = quote(issuer) + ":" + quote(acct)
        if fmt == "urimin":
            v = "otpauth://totp/%s?secret=%s" % (quote(acct), b32)
        elif fmt == "uri256":
            v = "otpauth://totp/%s?secret=%s&issuer=%s&algorithm=SHA256&digits=8&period=30" % (label, b32, quote(issuer))
        else:
            v = "otpauth://totp/%s?secret=%s&issuer=%s" % (label, b32, quote(issuer))
    else:
        raise ValueError(fmt)
    return Secret(v, "totp", {"issuer": issuer, "acct": acct}, {"bytes": raw.hex()})


# ---------------------------------------------------------------------------
# recovery codes
# ---------------------------------------------------------------------------
def _rc_code(rng, shape):
    if shape == "hex55":
        return rs(rng, HEX, 5) + "-" + rs(rng, HEX, 5)
    if shape == "d8":
        return rs(rng, "0123456789", 8)
    if shape == "d4d4":
        return rs(rng, "0123456789", 4) + " " + rs(rng, "0123456789", 4)
    if shape == "l4l4":
        return rs(rng, "abcdefghjkmnpqrstuvwxyz23456789", 4) + "-" + rs(rng, "abcdefghjkmnpqrstuvwxyz23456789", 4)
    if shape == "u4x3":
        return "-".join(rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(3))
    if shape == "d5d5":
        return rs(rng, "0123456789", 5) + "-" + rs(rng, "0123456789", 5)
    if shape == "l10":
        return rs(rng, "abcdefghijklmnopqrstuvwxyz0123456789", 10)
    if shape == "u10":
        return rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    if shape == "hex16":
        return rs(rng, HEX, 16)
    if shape == "ms25":
        return "-".join(rs(rng, "BCDFGHJKMPQRTVWXY2346789", 5) for _ in range(5))
    if shape == "w4":
        return " ".join(rs(rng, "abcdefghijklmnopqrstuvwxyz", 4) for _ in range(4))
    raise ValueError("recovery shape " + shape)


CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯"


def _rc_layout(codes, layout, rng):
    n = len(codes)
    used = set(rng.sample(range(n), min(n // 4, 3))) if n > 3 else set()
    if layout == "lines":
        return "\n".join(codes)
    if layout == "numdot":
        return "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "numparen":
        return "\n".join("%d) %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "bullets":
        return "\n".join("- " + c for c in codes)
    if layout == "inline_comma":
        return ", ".join(codes)
    if layout == "inline_semi":
        return "; ".join(codes)
    if layout == "inline_space":
        return "   ".join(codes)
    if layout == "cols2":
        rows = []
        for i in range(0, n, 2):
            rows.append(codes[i] + ("    " + codes[i + 1] if i + 1 < n else ""))
        return "\n".join(rows)
    if layout == "checkbox":
        return "\n".join(("- [x] ~~%s~~" % c) if i in used else ("- [ ] " + c) for i, c in enumerate(codes))
    if layout == "used":
        return "\n".join(c + ("  (used)" if i in used else "") for i, c in enumerate(codes))
    if layout == "json":
        return json.dumps(codes)
    if layout == "yaml":
        return "\n".join("- " + c for c in codes)
    if layout == "mdtable":
        return "| # | code |\n|---|---|\n" + "\n".join("| %d | %s |" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "circled":
        return "\n".join(CIRCLED[i] + " " + c for i, c in enumerate(codes))
    if layout == "zhnum":
        return "\n".join("%d、%s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "zhused":
        return "\n".join(c + ("（已用）" if i in used else "") for i, c in enumerate(codes))
    if layout == "zhdi":
        return "；".join("第%d个：%s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "zhdun":
        return "、".join(codes)
    if layout == "hashnum":
        return "\n".join("#%02d  %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "tsv":
        return "\n".join("%d\t%s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "single":
        return codes[0]
    raise ValueError("recovery layout " + layout)


def gen_rc(rng, split, shape="hex55", layout="lines", count="10"):
    n = int(count)
    if layout == "single":
        n = 1
    if shape == "any":
        shape = rng.choice(["hex55", "d8", "l4l4", "u4x3", "d5d5", "l10", "u10", "hex16"])
    codes = []
    while len(codes) < n:
        c = _rc_code(rng, shape)
        if c not in codes:
            codes.append(c)
    return Secret(_rc_layout(codes, layout, rng), "recovery", {"n": str(n), "first": codes[0]}, {"codes": codes, "shape": shape, "layout": layout})


# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------
def _scalar(rng):
    while True:
        d = rng.getrandbits(256)
        if 0 < d < S.SECP256K1.n:
            return d


def gen_wk(rng, split, kind="wifc"):
    if kind == "any":
        kind = rng.choice(["wifc", "wifu", "hex", "hex0x", "xprv", "sol", "nsec", "stellar"])
    comp = {}
    if kind in ("wifc", "wifu", "wift", "ltc", "doge"):
        ver = {"wifc": 0x80, "wifu": 0x80, "wift": 0xEF, "ltc": 0xB0, "doge": 0x9E}[kind]
        d = _scalar(rng)
        v = S.wif_encode(d, ver, kind != "wifu")
        comp["addr"] = S.p2pkh(d, kind != "wifu", {0x80: 0x00, 0xEF: 0x6F, 0xB0: 0x30, 0x9E: 0x1E}[ver])
        rec = {"scalar": d}
    elif kind in ("hex", "hex0x"):
        d = _scalar(rng)
        v = ("0x" if kind == "hex0x" else "") + d.to_bytes(32, "big").hex()
        comp["addr"] = S.eth_address(d)
        rec = {"scalar": d}
    elif kind in ("xprv", "zprv", "tprv"):
        seed = bytes(rng.getrandbits(8) for _ in range(32))
        d, ch = S.bip32_master(seed)
        v = S.xprv_encode(d, ch, kind)
        rec = {"scalar": d}
    elif kind in ("sol", "solarr"):
        seed = bytes(rng.getrandbits(8) for _ in range(32))
        pub = S.ed25519_public(seed)
        v = S.b58encode(seed + pub) if kind == "sol" else json.dumps(list(seed + pub), separators=(",", ":"))
        comp["addr"] = S.b58encode(pub)
        rec = {"seed": seed.hex()}
    elif kind == "nsec":
        d = _scalar(rng)
        v = S.bech32_bytes("nsec", d.to_bytes(32, "big"))
        P = S.SECP256K1.mul(d)
        comp["addr"] = S.bech32_bytes("npub", P[0].to_bytes(32, "big"))
        rec = {"scalar": d}
    elif kind == "stellar":
        seed = bytes(rng.getrandbits(8) for _ in range(32))
        v = S.strkey_encode(S.STELLAR_SEED, seed)
        comp["addr"] = S.strkey_encode(S.STELLAR_PUB, S.ed25519_public(seed))
        rec = {"seed": seed.hex()}
    else:
        raise ValueError("wallet kind " + kind)
    return Secret(v, "wallet", comp, dict(rec, wk=kind))


# ---------------------------------------------------------------------------
# seed phrases
# ---------------------------------------------------------------------------
NUM_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
             "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
             "twenty-one", "twenty-two", "twenty-three", "twenty-four"]


def _cols_down(ws, ncols, fmt):
    n = len(ws)
    rows = (n + ncols - 1) // ncols
    lines = []
    for r in range(rows):
        cells = []
        for c in range(ncols):
            i = c * rows + r
            if i < n:
                cells.append(fmt(i, ws[i]))
        lines.append("   ".join(cells).rstrip())
    return "\n".join(lines)


def layout_en(ws, layout, rng):
    return "\n".join(l.rstrip() for l in _layout_en(ws, layout, rng).split("\n")).strip()


def _layout_en(ws, layout, rng):
    n = len(ws)
    if layout == "line":
        return " ".join(ws)
    if layout == "comma":
        return ", ".join(ws)
    if layout == "numdot":
        return "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "num2":
        return "\n".join("%02d %s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "rows3":
        return "\n".join("  ".join("%d) %s" % (i + 1, ws[i]) for i in range(r, min(r + 3, n))) for r in range(0, n, 3))
    if layout == "rows4":
        return "\n".join("   ".join("%2d.%s" % (i + 1, ws[i]) for i in range(r, min(r + 4, n))) for r in range(0, n, 4))
    if layout == "cols2":
        return _cols_down(ws, 2, lambda i, w: "%2d %-10s" % (i + 1, w))
    if layout == "cols3":
        return _cols_down(ws, 3, lambda i, w: "%2d. %-9s" % (i + 1, w))
    if layout == "mdtable":
        return "| # | word |\n|--:|------|\n" + "\n".join("| %d | %s |" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "upper":
        return " ".join(w.upper() for w in ws)
    if layout == "title":
        return " ".join(w.capitalize() for w in ws)
    if layout == "spoken":
        return " ".join("%s, %s." % (NUM_WORDS[i + 1].capitalize(), w) for i, w in enumerate(ws))
    if layout == "pylist":
        return "[" + ", ".join("'%s'" % w for w in ws) + "]"
    if layout == "json":
        return json.dumps(ws)
    if layout == "slash":
        return " / ".join(ws)
    if layout == "dashjoin":
        return "-".join(ws)
    if layout == "bullets":
        return "\n".join("• " + w for w in ws)
    if layout == "tabnum":
        return "\n".join("%d\t%s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "grid4":
        return "\n".join("  ".join(ws[r:r + 4]) for r in range(0, n, 4))
    if layout == "brackets":
        return " ".join("[%d] %s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "wordeq":
        return "\n".join("word%02d = %s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "lines":
        return "\n".join(ws)
    if layout == "hashnum":
        return "  ".join("#%d %s" % (i + 1, w) for i, w in enumerate(ws))
    raise ValueError("seed layout " + layout)


def layout_zh(ws, layout, rng):
    return "\n".join(l.rstrip() for l in _layout_zh(ws, layout, rng).split("\n")).strip()


def _layout_zh(ws, layout, rng):
    n = len(ws)
    if layout == "sp":
        return " ".join(ws)
    if layout == "nosp":
        return "".join(ws)
    if layout == "comma":
        return "，".join(ws)
    if layout == "dun":
        return "、".join(ws)
    if layout == "numlines":
        return "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "rows4":
        return "\n".join("\u3000".join(ws[r:r + 4]) for r in range(0, n, 4))
    if layout == "rows3num":
        return "\n".join("  ".join("%02d %s" % (i + 1, ws[i]) for i in range(r, min(r + 3, n))) for r in range(0, n, 3))
    if layout == "circled":
        return " ".join(CIRCLED_24[i] + w for i, w in enumerate(ws))
    if layout == "brackets":
        return "".join("【%s】" % w for w in ws)
    if layout == "json":
        return json.dumps(ws, ensure_ascii=False)
    if layout == "slash":
        return " / ".join(ws)
    if layout == "table":
        return "| 序号 | 词 |\n|---|---|\n" + "\n".join("| %d | %s |" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "tabnum":
        return "\n".join("%d\t%s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "colon":
        return "  ".join("%d：%s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "grid6":
        return "\n".join(" ".join(ws[r:r + 6]) for r in range(0, n, 6))
    raise ValueError("zh seed layout " + layout)


CIRCLED_24 = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳㉑㉒㉓㉔"


def gen_mn(rng, split, nwords="12", layout="line"):
    n = int(nwords)
    ent = bytes(rng.getrandbits(8) for _ in range(n * 11 * 32 // 33 // 8))
    ws = S.entropy_to_mnemonic(ent)
    return Secret(layout_en(ws, layout, rng), "bip39", {"n": str(n), "first": ws[0], "last": ws[-1]}, {"words": ws, "list": "english", "layout": layout})


def gen_mz(rng, split, nwords="12", layout="sp", script="s"):
    n = int(nwords)
    ln = "chinese_simplified" if script == "s" else "chinese_traditional"
    while True:
        ent = bytes(rng.getrandbits(8) for _ in range(n * 11 * 32 // 33 // 8))
        ws = S.entropy_to_mnemonic(ent, ln)
        # keep phrases whose characters do not repeat, so the reading order is unambiguous
        if len(set(ws)) == n:
            break
    return Secret(layout_zh(ws, layout, rng), "bip39", {"n": str(n)}, {"words": ws, "list": ln, "layout": layout})


# ---------------------------------------------------------------------------
# .env values
# ---------------------------------------------------------------------------
ENV_KEYS_PLAIN = ["KILN_CTRL_SIG", "TAPROOM_POS_SHARED", "ORCHARD_SYNC", "CRAG_BOOKINGS_HMAC", "STAGE_CUE_TOKEN",
                  "VETVAN_ROUTE_KEY", "FERRY_MANIFEST_SALT", "WARDEN_CALL_PEPPER", "LUTHIER_SHOP_SESSION",
                  "INK_STUDIO_DEPOSIT_SIG", "COURIER_DISPATCH_SEAL", "TUTOR_PORTAL_COOKIE", "CATCAFE_RESERVE_TOKEN",
                  "CAMPSITE_GATE_HMAC", "RADIO_CLUB_QSL_KEY", "MARKET_STALL_LEDGER", "LAB_FREEZER_ALERT_SIG",
                  "REMOVALS_QUOTE_SIGNER", "PHOTO_PROOFING_SALT", "ARCHIVE_READER_SEAL"]
ENV_KEYS_OBVIOUS = ["DB_PASSWORD", "SECRET_KEY", "APP_KEY", "JWT_SECRET", "SESSION_SECRET", "ENCRYPTION_KEY",
                    "REDIS_PASSWORD", "SMTP_PASS", "WEBHOOK_SECRET", "ADMIN_PASSWORD", "COOKIE_SECRET", "API_SIGNING_KEY"]
ENV_KEYS_ZH = ["CHONGWU_YIYUAN_SIGN", "DAYIN_DINGDAN_KEY", "XICHE_HUIYUAN_TOKEN", "SHITANG_PAY_SALT",
               "FANGCHAN_CRM_SECRET", "CAIFENG_YUYUE_HMAC", "DANGAO_WAIMAI_SIG", "MAOKA_ZUOWEI_KEY",
               "YUMAO_CHANGDI_TOKEN", "YOUYONG_KAPIAN_SALT", "LENGKU_WENDU_SIG", "GUOYUAN_SUYUAN_KEY",
               "YOUERYUAN_JIEJIE_TOKEN", "DIANDONGCHE_WEIXIU_SIG", "YINGLOU_XIANGCE_SALT", "BANJIA_BAOJIA_KEY"]


def _env_value(rng, vk):
    if vk == "hex32":
        return rs(rng, HEX, 32)
    if vk == "hex64":
        return rs(rng, HEX, 64)
    if vk == "b64":
        return base64.b64encode(bytes(rng.getrandbits(8) for _ in range(32))).decode()
    if vk == "b64url":
        return S.b64u(bytes(rng.getrandbits(8) for _ in range(rng.choice([24, 32, 48]))))
    if vk == "laravel":
        return "base64:" + base64.b64encode(bytes(rng.getrandbits(8) for _ in range(32))).decode()
    if vk == "fernet":
        return base64.urlsafe_b64encode(bytes(rng.getrandbits(8) for _ in range(32))).decode()
    if vk == "django":
        return rs(rng, string.ascii_lowercase + string.digits + "!@#$%^&*(-_=+)", 50)
    if vk == "pw":
        return _pw_shape(rng, rng.choice(["wsd", "rand", "camel", "kb", "pinyin"]))
    if vk == "alnum":
        return rs(rng, ALNUM, rng.choice([24, 32, 40]))
    if vk == "whsec":
        return "whsec_" + rs(rng, ALNUM, 32)
    raise ValueError("env value " + vk)


def gen_envv(rng, split, vk="any", keys="plain"):
    if vk == "any":
        vk = rng.choice(["hex32", "hex64", "b64", "b64url", "laravel", "fernet", "django", "pw", "alnum"])
    pool = {"plain": ENV_KEYS_PLAIN, "obvious": ENV_KEYS_OBVIOUS, "zh": ENV_KEYS_ZH,
            "mix": ENV_KEYS_PLAIN + ENV_KEYS_OBVIOUS}[keys]
    key = rng.choice(pool)
    if vk == "laravel":
        key = "APP_KEY"
    v = _env_value(rng, vk)
    return Secret(v, "env", {"key": key, "lkey": key.lower(), "dkey": key.lower().replace("_", ".")}, {"value": v, "vk": vk})


# ---------------------------------------------------------------------------
# connection strings
# ---------------------------------------------------------------------------
DB_HOSTS = ["db.kilnandco.internal", "10.20.4.17", "pg-main.taproom.lan", "mysql.vetvan.local", "172.16.8.40",
            "orchard-db.fly.dev", "crag-prod.cluster-c8x1.eu-central-1.rds.amazonaws.com", "192.168.50.12",
            "mongo0.couriers.net", "redis.stagecrew.io", "archive-sql01", "ferry-ops.database.windows.net"]
ZH_HOSTS = ["10.8.0.23", "192.168.1.200", "rm-2ze8k1.mysql.rds.aliyuncs.com", "db.maoka.cn", "172.18.3.9",
            "ob-proxy.shitang.local", "tidb.fangchan.internal", "pg.chongwu-yy.com"]
DB_USERS = ["app", "kiln_rw", "taproom", "vetops", "crew", "orchard_svc", "courier", "archivist", "report_ro", "root",
            "shitang", "maoka_app", "fangchan_rw", "postgres", "sa"]
DB_NAMES = ["kiln", "taproom_pos", "clinic", "bookings", "manifest", "orchard", "dispatch", "archive", "tutoring", "stock"]


def gen_cs(rng, split, shape="any", where="en"):
    shapes = ["pg", "pgasync", "mysql", "mariadb", "mongosrv", "mongo", "redis", "rediss", "amqps", "adonet", "jdbcmysql",
              "jdbcpg", "oracle", "libpq", "odbc", "ftp", "sftp", "smb", "rtsp", "gitcred", "socks", "proxy", "smtps",
              "mqtt", "nats", "clickhouse", "neo4j", "webdav", "imaps", "jdbcoceanbase"]
    if shape == "any":
        shape = rng.choice(shapes[:16])
    elif shape == "url":
        shape = rng.choice(shapes[16:])
    host = rng.choice(ZH_HOSTS if where == "zh" else DB_HOSTS)
    user = rng.choice(DB_USERS)
    db = rng.choice(DB_NAMES)
    pw = _pw_shape(rng, rng.choice(["rand", "wsd", "camel", "kb"]))
    pwu = pw.replace("%", "%25").replace("@", "%40").replace("#", "%23").replace("?", "%3F").replace("/", "%2F").replace(":", "%3A").replace("&", "%26").replace("+", "%2B").replace("=", "%3D").replace(" ", "%20")
    if shape in ("adonet", "odbc", "libpq", "jdbcpg", "jdbcmysql", "jdbcoceanbase", "oracle"):
        pw = pw.replace(";", "").replace("'", "").replace("&", "").replace("@", "").replace("=", "").replace(" ", "")
        pwu = pw
    port = {"pg": 5432, "pgasync": 5432, "mysql": 3306, "mariadb": 3306, "redis": 6379, "rediss": 6380, "amqps": 5671,
            "mongo": 27017, "clickhouse": 9440, "neo4j": 7687, "mqtt": 1883, "nats": 4222}.get(shape, 0)
    v = {
        "pg": "postgresql://%s:%s@%s:%d/%s" % (user, pwu, host, port, db),
        "pgasync": "postgresql+asyncpg://%s:%s@%s/%s?ssl=require" % (user, pwu, host, db),
        "mysql": "mysql://%s:%s@%s:%d/%s" % (user, pwu, host, port, db),
        "mariadb": "mariadb://%s:%s@%s/%s?charset=utf8mb4" % (user, pwu, host, db),
        "mongosrv": "mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority" % (user, pwu, "cluster0.q7xkz.mongodb.net", db),
        "mongo": "mongodb://%s:%s@%s:%d/%s?authSource=admin" % (user, pwu, host, port, db),
        "redis": "redis://default:%s@%s:%d/0" % (pwu, host, port),
        "rediss": "rediss://:%s@%s:%d" % (pwu, host, port),
        "amqps": "amqps://%s:%s@%s:%d/%s" % (user, pwu, host, port, db),
        "adonet": "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (host, db, user, pw),
        "jdbcmysql": "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=true" % (host, db, user, pw),
        "jdbcpg": "jdbc:postgresql://%s:5432/%s?user=%s&password=%s" % (host, db, user, pw),
        "jdbcoceanbase": "jdbc:oceanbase://%s:2881/%s?user=%s@tenant01&password=%s" % (host, db, user, pw),
        "oracle": "%s/%s@%s:1521/ORCLPDB1" % (user, pw, host),
        "libpq": "host=%s port=5432 dbname=%s user=%s password=%s sslmode=require" % (host, db, user, pw),
        "odbc": "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;Uid=%s;Pwd=%s;" % (host, db, user, pw),
        "ftp": "ftp://%s:%s@%s/uploads/" % (user, pwu, host),
        "sftp": "sftp://%s:%s@%s:22/home/%s" % (user, pwu, host, user),
        "smb": "smb://%s:%s@%s/shared" % (user, pwu, host),
        "rtsp": "rtsp://admin:%s@%s:554/Streaming/Channels/101" % (pwu, rng.choice(["192.168.1.64", "10.0.0.88", "192.168.0.120"])),
        "gitcred": "https://%s:%s@git.%s/%s.git" % (user, pwu, rng.choice(["kilnandco.gr", "couriers.net", "stagecrew.io"]), db),
        "socks": "socks5h://%s:%s@%s:1080" % (user, pwu, host),
        "proxy": "http://%s:%s@proxy.%s:3128" % (user, pwu, rng.choice(["lab.internal", "office.lan", "ferryco.local"])),
        "smtps": "smtps://%s:%s@smtp.%s:465" % (user + "%40" + rng.choice(["kilnandco.gr", "taproom.lt"]), pwu, rng.choice(["migadu.com", "zoho.eu", "mailbox.org"])),
        "mqtt": "mqtt://%s:%s@%s:%d" % (user, pwu, host, port),
        "nats": "nats://%s:%s@%s:%d" % (user, pwu, host, port),
        "clickhouse": "clickhouse://%s:%s@%s:%d/%s?secure=true" % (user, pwu, host, port, db),
        "neo4j": "neo4j+s://neo4j:%s@%s.databases.neo4j.io:%d" % (pwu, rs(rng, HEX, 8), port),
        "webdav": "davs://%s:%s@cloud.%s/remote.php/dav/files/%s/" % (user, pwu, rng.choice(["kilnandco.gr", "orchard.coop"]), user),
        "imaps": "imaps://%s:%s@imap.%s:993" % (user, pwu, rng.choice(["mailbox.org", "posteo.de", "zoho.eu"])),
    }[shape]
    return Secret(v, "connstr", {"host": host, "user": user, "db": db}, {"password": pw, "shape": shape})


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
_RSA_POOL = {}


def rsa_key(split, idx):
    key = (split, idx)
    if key not in _RSA_POOL:
        import random
        _RSA_POOL[key] = S.rsa_generate(random.Random("secrets_corpus28/rsa/%s/%d" % (split, idx)), 2048)
    return _RSA_POOL[key]


def pk_layout(block, layout):
    if layout == "plain":
        return block
    if layout == "quote":
        return block.replace("\n", "\n> ")
    if layout == "indent":
        return block.replace("\n", "\n    ")
    if layout == "indent2":
        return block.replace("\n", "\n  ")
    if layout == "escaped":
        return block.replace("\n", "\\n")
    if layout == "oneline":
        return block.replace("\n", " ")
    if layout == "b64":
        return base64.b64encode((block + "\n").encode()).decode()
    raise ValueError("pem layout " + layout)


def gen_pk(rng, split, ktype="any", layout="plain"):
    if ktype == "any":
        ktype = rng.choice(["rsa1", "rsa8", "ec", "ec8", "ed8", "ssh", "k1"])
    comment = rng.choice(["deploy@kiln-build", "ci@taproom", "backup@orchard-nas", "lina@crag-laptop", "root@vetvan-pi",
                          "stage@lighting-desk", "jiang@fangchan-dev", "ops@courier-gw"])
    if ktype in ("rsa1", "rsa8"):
        k = rsa_key(split, rng.randrange(5))
        block = S.pem("RSA PRIVATE KEY", S.rsa_pkcs1(k)) if ktype == "rsa1" else S.pem("PRIVATE KEY", S.rsa_pkcs8(k))
        rec = {"n": k["n"]}
    elif ktype in ("ec", "ec8", "k1"):
        curve = S.SECP256K1 if ktype == "k1" else S.P256
        d = 0
        while not 0 < d < curve.n:
            d = rng.getrandbits(256)
        block = S.pem("PRIVATE KEY", S.ec_pkcs8(curve, d)) if ktype == "ec8" else S.pem("EC PRIVATE KEY", S.ec_sec1(curve, d))
        rec = {"scalar": d}
    elif ktype == "ed8":
        seed = bytes(rng.getrandbits(8) for _ in range(32))
        block = S.pem("PRIVATE KEY", S.ed25519_pkcs8(seed))
        rec = {"seed": seed.hex()}
    elif ktype == "ssh":
        seed = bytes(rng.getrandbits(8) for _ in range(32))
        block = S.openssh_ed25519_private(seed, comment, rng.getrandbits(32))
        rec = {"seed": seed.hex()}
    else:
        raise ValueError(ktype)
    return Secret(pk_layout(block, layout), "pem", {"comment": comment}, dict(rec, ktype=ktype, layout=layout))


# ---------------------------------------------------------------------------
# JWTs
# ---------------------------------------------------------------------------
JWT_PROFILES = {
    "app": ("https://auth.kilnandco.gr", ["user", "staff", "owner"]),
    "supabase": ("supabase", ["service_role", "anon_admin"]),
    "hasura": ("https://hasura.taproom.lt", ["admin"]),
    "directus": ("directus", ["admin"]),
    "ha": ("homeassistant", ["owner"]),
    "minio": ("https://minio.orchard.coop", ["consoleAdmin"]),
    "strapi": ("strapi", ["api-token"]),
    "miniprog": ("https://api.maoka.cn", ["member"]),
    "jitsi": ("jitsi", ["moderator"]),
    "grafana": ("grafana", ["Admin"]),
}


def gen_jwt(rng, split, alg="any", profile="app"):
    if alg == "any":
        alg = rng.choice(["HS256", "HS256", "HS384", "HS512", "EdDSA", "ES256"])
    iss, roles = JWT_PROFILES[profile]
    iat = rng.randint(1767225600, 1796000000)
    kid = "%s-%s" % (profile, rs(rng, LOWER_ALNUM, 8))
    payload = {"iss": iss, "sub": rs(rng, LOWER_ALNUM, 12) if rng.random() < 0.5 else str(rng.randint(1000, 99999)),
               "role": rng.choice(roles), "iat": iat, "exp": iat + rng.choice([3600, 86400, 2592000, 315360000])}
    if profile == "supabase":
        payload = {"iss": "supabase", "ref": rs(rng, string.ascii_lowercase, 20), "role": "service_role", "iat": iat, "exp": iat + 315360000}
    if profile == "ha":
        payload = {"iss": rs(rng, HEX, 32), "iat": iat, "exp": iat + 315360000}
    header = {"alg": alg, "typ": "JWT", "kid": kid}
    tok = S.jwt_encode(header, payload)
    return Secret(tok, "jwt", {"kid": kid}, {"alg": alg})


# ---------------------------------------------------------------------------
# API keys and tokens
# ---------------------------------------------------------------------------
def _gh(rng, prefix):
    body = rs(rng, ALNUM, 30)
    return prefix + body + S.github_checksum(body)


def _ak(rng, p):
    if p == "openai_proj":
        return "sk-proj-" + rs(rng, B64URL, 74) + "T3BlbkFJ" + rs(rng, B64URL, 74), {}
    if p == "openai_svc":
        return "sk-svcacct-" + rs(rng, B64URL, 74) + "T3BlbkFJ" + rs(rng, B64URL, 74), {}
    if p == "openai_admin":
        return "sk-admin-" + rs(rng, B64URL, 74) + "T3BlbkFJ" + rs(rng, B64URL, 74), {}
    if p == "openai_legacy":
        return "sk-" + rs(rng, ALNUM, 20) + "T3BlbkFJ" + rs(rng, ALNUM, 20), {}
    if p == "anthropic":
        return "sk-ant-api03-" + rs(rng, B64URL, 93) + "AA", {}
    if p == "anthropic_admin":
        return "sk-ant-admin01-" + rs(rng, B64URL, 93) + "AA", {}
    if p == "aws":
        return rs(rng, ALNUM + "/+", 40), {"id": "AKIA" + rs(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), "region": rng.choice(["eu-central-1", "ap-south-1", "eu-west-3", "me-central-1", "sa-east-1", "ap-southeast-1"])}
    if p == "aws_sts":
        return rs(rng, ALNUM + "/+", 40), {"id": "ASIA" + rs(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), "region": "eu-south-1",
                                          "session": "IQoJb3JpZ2luX2VjE" + rs(rng, ALNUM + "/+", 180)}
    if p in ("ghp", "gho", "ghu", "ghs", "ghr"):
        return _gh(rng, p + "_"), {}
    if p == "ghpat":
        return "github_pat_11" + rs(rng, UPPER_ALNUM, 20) + "_" + rs(rng, ALNUM, 59), {}
    if p == "gapi":
        return "AIza" + rs(rng, B64URL, 35), {}
    if p == "gocspx":
        return "GOCSPX-" + rs(rng, B64URL, 28), {"id": "%d-%s.apps.googleusercontent.com" % (rng.randint(10 ** 11, 10 ** 12 - 1), rs(rng, LOWER_ALNUM, 32))}
    if p == "xoxb":
        return "xoxb-%d-%d-%s" % (rng.randint(10 ** 11, 10 ** 12), rng.randint(10 ** 12, 10 ** 13), rs(rng, ALNUM, 24)), {}
    if p == "xoxp":
        return "xoxp-%d-%d-%d-%s" % (rng.randint(10 ** 11, 10 ** 12), rng.randint(10 ** 11, 10 ** 12), rng.randint(10 ** 12, 10 ** 13), rs(rng, HEX, 32)), {}
    if p == "xapp":
        return "xapp-1-A%s-%d-%s" % (rs(rng, UPPER_ALNUM, 10), rng.randint(10 ** 12, 10 ** 13), rs(rng, HEX, 64)), {}
    if p == "slackhook":
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(rng, UPPER_ALNUM, 10), rs(rng, UPPER_ALNUM, 10), rs(rng, ALNUM, 24)), {}
    if p == "sk_live":
        return "sk_live_51" + rs(rng, ALNUM, 97), {}
    if p == "rk_live":
        return "rk_live_51" + rs(rng, ALNUM, 97), {}
    if p == "whsec":
        return "whsec_" + rs(rng, ALNUM, 32), {}
    # vendor tokens
    vend = {
        "npm": lambda: "npm_" + rs(rng, ALNUM, 36),
        "sentry": lambda: "sntryu_" + rs(rng, HEX, 64),
        "digitalocean": lambda: "dop_v1_" + rs(rng, HEX, 64),
        "shopify": lambda: "shpat_" + rs(rng, HEX, 32),
        "sendgrid": lambda: "SG." + rs(rng, B64URL, 22) + "." + rs(rng, B64URL, 43),
        "newrelic": lambda: "NRAK-" + rs(rng, UPPER_ALNUM, 27),
        "pulumi": lambda: "pul-" + rs(rng, HEX, 40),
        "xai": lambda: "xai-" + rs(rng, ALNUM, 80),
        "openrouter": lambda: "sk-or-v1-" + rs(rng, HEX, 64),
        "groq": lambda: "gsk_" + rs(rng, ALNUM, 52),
        "replicate": lambda: "r8_" + rs(rng, ALNUM, 37),
        "atlassian": lambda: "ATATT3xFfGF0" + rs(rng, B64URL, 170) + "=" + rs(rng, UPPER_ALNUM, 8),
        "heroku": lambda: "HRKU-AA" + rs(rng, B64URL, 58),
        "flyio": lambda: "fo1_" + rs(rng, B64URL, 43),
        "doppler": lambda: "dp.st.prd." + rs(rng, ALNUM, 40),
        "telegram": lambda: "%d:AA%s" % (rng.randint(10 ** 9, 8 * 10 ** 9), rs(rng, B64URL, 33)),
        "elevenlabs": lambda: "sk_" + rs(rng, HEX, 48),
        "hf": lambda: "hf_" + rs(rng, string.ascii_letters, 34),
        "gitlab": lambda: "glpat-" + rs(rng, B64URL, 20),
        "mailgun": lambda: "key-" + rs(rng, HEX, 32),
        "linear": lambda: "lin_api_" + rs(rng, ALNUM, 40),
        "notion": lambda: "ntn_" + rs(rng, "0123456789", 11) + rs(rng, ALNUM, 35),
        "twilio": lambda: rs(rng, HEX, 32),
        "siliconflow": lambda: "sk-" + rs(rng, string.ascii_lowercase, 48),
        "minimax": lambda: "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9." + rs(rng, B64URL, 120) + "." + rs(rng, B64URL, 86),
        "qiniu": lambda: rs(rng, B64URL, 40),
        "ucloud": lambda: rs(rng, B64URL, 40),
    }
    if p in vend:
        comp = {}
        if p == "twilio":
            comp["id"] = "AC" + rs(rng, HEX, 32)
        if p in ("qiniu", "ucloud"):
            comp["id"] = rs(rng, B64URL, 40)
        return vend[p](), comp
    gen = {
        "hex32": lambda: rs(rng, HEX, 32), "hex40": lambda: rs(rng, HEX, 40), "alnum32": lambda: rs(rng, ALNUM, 32),
        "alnum40": lambda: rs(rng, ALNUM, 40), "b64_40": lambda: rs(rng, ALNUM + "+/", 40), "upper20": lambda: rs(rng, UPPER_ALNUM, 20),
        "hex64": lambda: rs(rng, HEX, 64), "alnum24": lambda: rs(rng, ALNUM, 24),
    }
    if p in gen:
        return gen[p](), {"id": str(rng.randint(100000, 99999999))}
    raise ValueError("api provider " + p)


AK_KIND = {}
for _p in ("openai_proj", "openai_svc", "openai_admin", "openai_legacy"):
    AK_KIND[_p] = "openai_key"
for _p in ("anthropic", "anthropic_admin"):
    AK_KIND[_p] = "anthropic_key"
for _p in ("aws", "aws_sts"):
    AK_KIND[_p] = "aws_key"
for _p in ("ghp", "gho", "ghu", "ghs", "ghr", "ghpat"):
    AK_KIND[_p] = "github_token"
for _p in ("gapi", "gocspx"):
    AK_KIND[_p] = "google_api_key"
for _p in ("xoxb", "xoxp", "xapp", "slackhook"):
    AK_KIND[_p] = "slack_token"
for _p in ("sk_live", "rk_live", "whsec"):
    AK_KIND[_p] = "stripe_key"
for _p in ("npm", "sentry", "digitalocean", "shopify", "sendgrid", "newrelic", "pulumi", "xai", "openrouter", "groq",
           "replicate", "atlassian", "heroku", "flyio", "doppler", "telegram", "elevenlabs", "hf", "gitlab", "mailgun",
           "linear", "notion", "twilio", "siliconflow", "minimax", "qiniu", "ucloud"):
    AK_KIND[_p] = "vendor_token"
for _p in ("hex32", "hex40", "alnum32", "alnum40", "b64_40", "upper20", "hex64", "alnum24"):
    AK_KIND[_p] = "generic_api_key"


def gen_ak(rng, split, provider):
    v, comp = _ak(rng, provider)
    comp["same"] = v
    return Secret(v, "apikey", comp, {"provider": provider, "kind": AK_KIND[provider]})


GENERATORS = {
    "otp": gen_otp, "pin": gen_pin, "pw": gen_pw, "wifi": gen_wifi, "sa": gen_sa, "card": gen_card,
    "totp": gen_totp, "rc": gen_rc, "wk": gen_wk, "mn": gen_mn, "mz": gen_mz, "envv": gen_envv,
    "cs": gen_cs, "pk": gen_pk, "jwt": gen_jwt, "ak": gen_ak,
}

# which generator families a kind may use
KIND_GENS = {
    "otp": {"otp"}, "pin": {"pin"}, "password_nl": {"pw"}, "wifi_password": {"wifi", "pw"},
    "security_answer": {"sa"}, "card_number": {"card"}, "totp_secret": {"totp"}, "recovery_codes": {"rc"},
    "crypto_wallet_key": {"wk"}, "mnemonic_bip39_en": {"mn"}, "mnemonic_zh": {"mz"}, "env_file": {"envv"},
    "connection_string": {"cs"}, "private_key_pem": {"pk"}, "jwt": {"jwt"},
    "openai_key": {"ak"}, "anthropic_key": {"ak"}, "aws_key": {"ak"}, "github_token": {"ak"},
    "google_api_key": {"ak"}, "slack_token": {"ak"}, "stripe_key": {"ak"}, "vendor_token": {"ak"},
    "generic_api_key": {"ak"},
}
DEFAULT_GEN = {
    "otp": "otp(6,plain)", "pin": "pin(4,plain)", "password_nl": "pw(any,plain)", "wifi_password": "wifi(any)",
    "card_number": "card(any,g4)", "totp_secret": "totp(20,plain)", "recovery_codes": "rc(any,lines,10)",
    "crypto_wallet_key": "wk(any)", "mnemonic_bip39_en": "mn(12,line)", "mnemonic_zh": "mz(12,sp,s)",
    "env_file": "envv(any,plain)", "connection_string": "cs(any,en)", "private_key_pem": "pk(any,plain)",
    "jwt": "jwt(any,app)",
}
