"""Secret value generators for secrets_corpus30.

gen(kind, variant, rng, ctx) -> dict(value=..., comp={...}, check={...})

`value` is the gold span exactly as it appears in the text; `comp` holds companions
a template may print beside it (user name, SSID, question, issuer, key name, the
public half or address of a key, an access-key id ...); `check` records what the
checks at generation verify (checks30.check_secret re-reads the value from the span).
A variant is one of the generator's formats, optionally `fmt/N` for a length.
"""
import base64
import hashlib
import hmac
import json
import string

import struct30 as S

ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
URLSAFE = ALNUM + "-_"


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def split_variant(v, default_fmt, default_n=None):
    fmt, _, n = (v or default_fmt).partition("/")
    return fmt or default_fmt, (int(n) if n else default_n)


# ---------------------------------------------------------------------------
# digits: otp and pin
# ---------------------------------------------------------------------------
EN_DIG = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ZH_DIG = "零一二三四五六七八九"
DAXIE = "零壹贰叁肆伍陆柒捌玖"
FW = "０１２３４５６７８９"


def _random_digits(rng, n):
    while True:
        d = "".join(rng.choice("0123456789") for _ in range(n))
        if len(set(d)) >= min(3, n - 1) and d not in ("123456", "1234", "12345678"):
            return d


def _en_words(rng, d, caps=False):
    out = []
    i = 0
    while i < len(d):
        if i + 1 < len(d) and d[i] == d[i + 1] and rng.random() < 0.6:
            w = "double " + EN_DIG[int(d[i])]
            i += 2
        else:
            w = EN_DIG[int(d[i])]
            if d[i] == "0" and rng.random() < 0.6:
                w = "oh"
            i += 1
        out.append(w)
    if caps:
        return " ".join(w[0].upper() + w[1:] + "." for w in out)
    return " ".join(out)


def _zh(rng, d, yao=None, sep=""):
    yao = rng.random() < 0.5 if yao is None else yao
    return sep.join(("幺" if (c == "1" and yao) else ZH_DIG[int(c)]) for c in d)


def fmt_digits(rng, d, fmt):
    n = len(d)
    if fmt == "plain":
        return d
    if fmt == "sp":
        h = n // 2
        return d[:h] + " " + d[h:]
    if fmt == "dash":
        h = n // 2
        return d[:h] + "-" + d[h:]
    if fmt == "dig":
        return " ".join(d)
    if fmt == "comma":
        return ", ".join(d)
    if fmt == "words":
        return _en_words(rng, d)
    if fmt == "Words":
        return _en_words(rng, d, caps=True)
    if fmt == "hyph":
        return "-".join(EN_DIG[int(c)] for c in d)
    if fmt == "zh":
        return _zh(rng, d)
    if fmt == "zhsp":
        return _zh(rng, d, sep=" ")
    if fmt == "zhdun":
        return _zh(rng, d, sep="、")
    if fmt == "zhcomma":
        return _zh(rng, d, sep="，")
    if fmt == "daxie":
        return "".join(DAXIE[int(c)] for c in d)
    if fmt == "fw":
        return "".join(FW[int(c)] for c in d)
    if fmt == "pairs":
        return " ".join(d[i:i + 2] for i in range(0, n, 2))
    if fmt == "dot":
        return ".".join(d[i:i + 3] for i in range(0, n, 3))
    raise ValueError("digit format " + fmt)


def gen_otp(rng, v, ctx):
    fmt, n = split_variant(v, "plain", 6)
    d = _random_digits(rng, n)
    return dict(value=fmt_digits(rng, d, fmt), comp={}, check=dict(kind="digits", digits=d, fmt=fmt))


def gen_pin(rng, v, ctx):
    fmt, n = split_variant(v, "plain", 4)
    d = _random_digits(rng, n)
    return dict(value=fmt_digits(rng, d, fmt), comp={}, check=dict(kind="digits", digits=d, fmt=fmt))


# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------
PW_WORDS = ("harbour kettle lantern saffron thimble walrus pepper meadow copper fennel gravel "
            "biscuit tundra willow orchid cobalt falcon parsnip velvet marble cactus puffin "
            "juniper glacier muffin rocket quartz badger sorrel pylon hazel otter cinder "
            "lagoon maple nutmeg paddle quince raven spruce trumpet violet wombat zephyr "
            "anchor bramble chestnut dingo ember fjord goose heron igloo jasper koala "
            "lobster magpie nectar oyster pebble quokka rhubarb sable tamarind umber "
            "vesper wasabi yarrow zinnia acorn beacon candle dune eel fig garnet "
            "hammock ivy jigsaw kiwi ladle mango noodle olive pickle radish").split()
SYMS = "!@#$%&*?+=._-"
PINYIN_NAMES = ["zhangwei", "liuyang", "wangfang", "lijing", "chenhao", "yangmei", "zhaolei",
                "huangyan", "zhoujie", "wuqiong", "xuming", "sunli", "maxiaoyu", "hugang",
                "guoxin", "linfeng", "hezhen", "gaopeng", "luoyi", "zhengkai"]
FIRST_NAMES = ["Aoife", "Niamh", "Ciaran", "Pieter", "Sanne", "Jurgen", "Greta", "Lukas",
               "Mila", "Bronwyn", "Rangi", "Aroha", "Tamsin", "Marisol", "Rowena", "Dmytro",
               "Oksana", "Ioana", "Andrei", "Thandiwe", "Sipho", "Amani", "Farid", "Noor",
               "Jolo", "Marites", "Aziz", "Wei Ling", "Siti", "Callum"]
WALKS = ["1qaz@WSX", "qwer1234!", "zaq1@WSX", "asdf;lkj", "!QAZ2wsx", "1q2w3e4r", "qazWSX!@",
         "poiu0987", "mnbv!234", "zxcv#567"]


def _word(rng):
    return pick(rng, PW_WORDS)


def _pw_shape(rng, shape):
    while True:
        pw = _pw_shape1(rng, shape)
        if len(pw) >= 8:
            return pw


def _pw_shape1(rng, shape):
    if shape == "wsd":
        return _word(rng).capitalize() + rng.choice(SYMS) + _random_digits(rng, rng.choice([2, 3, 4]))
    if shape == "camel":
        return "".join(_word(rng).capitalize() for _ in range(rng.choice([2, 3]))) + str(rng.randrange(2, 99))
    if shape == "dashed":
        return "-".join(_word(rng) for _ in range(rng.choice([3, 4]))) + "-" + str(rng.randrange(10, 99))
    if shape == "dotted":
        return ".".join(_word(rng).capitalize() for _ in range(3)) + "." + str(rng.randrange(10, 999))
    if shape == "leet":
        w = _word(rng) + _word(rng).capitalize()
        w = w.translate(str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "$"}))
        return w[0].upper() + w[1:] + rng.choice(SYMS) + str(rng.randrange(1, 99))
    if shape == "random":
        alpha = ALNUM + "!#$%&*+-=?@^_"
        while True:
            s = rs(rng, alpha, rng.choice([12, 14, 16]))
            if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
                return s
    if shape == "pinyin":
        base = pick(rng, PINYIN_NAMES)
        if rng.random() < 0.5:
            base = base[0].upper() + base[1:]
        tail = rng.choice(["%02d%02d" % (rng.randrange(1, 13), rng.randrange(1, 29)),
                           str(rng.randrange(1968, 2012)), "@" + str(rng.randrange(1970, 2010)),
                           "." + "%02d%02d" % (rng.randrange(1, 13), rng.randrange(1, 29))])
        return base + tail
    if shape == "walk":
        return pick(rng, WALKS) + rs(rng, string.digits, 2) + rng.choice(SYMS)
    if shape == "name":
        return pick(rng, FIRST_NAMES).replace(" ", "") + str(rng.randrange(1962, 2015)) + rng.choice("!?#*")
    raise ValueError(shape)


PW_SHAPES = ["wsd", "camel", "dashed", "dotted", "leet", "random", "pinyin", "walk", "name"]

NATO = dict(a="alfa", b="bravo", c="charlie", d="delta", e="echo", f="foxtrot", g="golf", h="hotel",
            i="india", j="juliett", k="kilo", l="lima", m="mike", n="november", o="oscar", p="papa",
            q="quebec", r="romeo", s="sierra", t="tango", u="uniform", v="victor", w="whiskey",
            x="x-ray", y="yankee", z="zulu")
SYM_EN = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar", "%": "percent",
          "&": "ampersand", "*": "star", "?": "question mark", "+": "plus", "=": "equals",
          ".": "dot", "_": "underscore", "-": "dash"}
SYM_ZH = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "和号",
          "*": "星号", "?": "问号", "+": "加号", "=": "等号", ".": "点", "_": "下划线", "-": "横杠"}


def _short_pw(rng):
    w = ""
    while len(w) < 5:
        w = _word(rng)[:rng.choice([5, 6])]
    return w[0].upper() + w[1:] + _random_digits(rng, 2) + rng.choice("!#@?*")


def spell(rng, pw, style):
    parts = []
    for c in pw:
        if c.isalpha():
            if style == "nato":
                w = NATO[c.lower()]
                parts.append(("capital " if c.isupper() else "") + w)
            elif style == "spell":
                parts.append(("capital " + c) if c.isupper() else c)
            elif style == "zhspell":
                parts.append(("大写" + c) if c.isupper() else ("小写" + c))
        elif c.isdigit():
            if style == "zhspell":
                parts.append("数字" + c)
            else:
                parts.append(c if style == "spell" else EN_DIG[int(c)])
        else:
            parts.append(SYM_ZH[c] if style == "zhspell" else SYM_EN[c])
    sep = "，" if style == "zhspell" else ", "
    return sep.join(parts)


USERS = ["a.okafor", "sanne.devries", "lukas_w", "tamsin.r", "m.santos", "dmytro.k", "ioana.p",
         "thandi.m", "jolo.reyes", "siti.h", "callum.b", "noor.f", "frontdesk", "admin", "ops",
         "zhang.wei", "liu_yang", "wangfang88", "chenhao", "xuming", "sunli1990", "linfeng",
         "shop01", "kitchen", "warehouse2", "night.shift", "editor", "studio", "reception"]
MAIL_DOM = ["gmail.com", "outlook.com", "proton.me", "yahoo.com", "icloud.com", "qq.com",
            "163.com", "126.com", "foxmail.com", "sina.com"]


def user_name(rng):
    u = pick(rng, USERS)
    if rng.random() < 0.35:
        u = u.replace(".", "").replace("_", "") + "@" + pick(rng, MAIL_DOM)
    return u


def gen_pw(rng, v, ctx):
    fmt, _ = split_variant(v, "any")
    comp = dict(user=user_name(rng))
    if fmt in ("nato", "spell", "zhspell"):
        pw = _short_pw(rng)
        return dict(value=spell(rng, pw, fmt), comp=comp, check=dict(kind="password", pw=pw, fmt=fmt))
    shape = pick(rng, PW_SHAPES) if fmt == "any" else fmt
    if shape == "cn":  # pinyin / walk / random, as Chinese users tend to
        shape = pick(rng, ["pinyin", "pinyin", "walk", "random", "wsd"])
    pw = _pw_shape(rng, shape)
    return dict(value=pw, comp=comp, check=dict(kind="password", pw=pw, fmt=shape))


# ---------------------------------------------------------------------------
# security answers (pools partitioned by split: even entries dev, odd entries test)
# ---------------------------------------------------------------------------
SA = {
    "pet": dict(
        q_en=["What was the name of your first pet?", "Name of your childhood pet?", "First pet's name"],
        q_zh=["您第一只宠物的名字是？", "你小时候养的宠物叫什么？", "第一只宠物的名字"],
        en=["Biscuit", "Pickles", "Mr Whiskers", "Tofu", "Bramble", "Snowy", "Rolo", "Captain",
            "Pudding", "Ziggy", "Marmite", "Scout", "Pepper Jack", "Noodle", "Bella Rose", "Fudge"],
        zh=["旺财", "豆豆", "小黑", "球球", "毛毛", "花卷", "大黄", "咪咪", "可乐", "年糕", "糯米", "来福",
            "点点", "团子", "阿福", "芝麻"]),
    "street": dict(
        q_en=["What street did you grow up on?", "Street of your first home?", "Childhood street"],
        q_zh=["您小时候住在哪条街？", "你长大的那条街叫什么？", "童年住址所在街道"],
        en=["Ballymore Road", "Keizersgracht", "Wattle Street", "Orchard Lane", "Linden Avenue",
            "Kloof Street", "Rua Augusta", "Bayview Terrace", "Maple Crescent", "Fitzroy Place",
            "Queen Street West", "Jalan Ampang", "Mango Avenue", "Quay Road", "Hillcrest Drive", "Rosebank Way"],
        zh=["解放路", "人民北路", "中山二路", "建设大街", "和平里", "东风路", "幸福巷", "长江路", "光明街",
            "胜利路", "延安西路", "红旗街", "民主巷", "黄河路", "新华街", "友谊路"]),
    "school": dict(
        q_en=["What primary school did you attend?", "Name of your first school?", "Your elementary school"],
        q_zh=["您就读的小学名称？", "你的小学叫什么名字？", "您的母校（小学）"],
        en=["St Brigid's", "Scoil Mhuire", "De Regenboog", "Grundschule am Park", "Hillview Primary",
            "Mount Albert School", "Riverside Elementary", "Greenpoint Primary", "Holy Family",
            "Oakridge Primary", "Sekolah Kebangsaan Bukit", "Lakeside Public School",
            "St Columba's", "Het Palet", "Bayside Primary", "Kingswood School"],
        zh=["实验小学", "红星小学", "育才小学", "向阳小学", "东风小学", "第二实验小学", "新华小学", "光明小学",
            "城关一小", "师范附小", "解放路小学", "朝阳小学", "明德小学", "胜利小学", "铁路子弟小学", "北关小学"]),
    "city": dict(
        q_en=["In what city were you born?", "Town where your parents met?", "City of your birth"],
        q_zh=["您出生在哪个城市？", "您父母是在哪个城市认识的？", "出生地"],
        en=["Galway", "Utrecht", "Graz", "Timisoara", "Lviv", "Cebu", "Ipoh", "Bloemfontein",
            "Hamilton", "Halifax", "Cuenca", "Beira", "Sharjah", "Ballarat", "Dunedin", "Kilkenny"],
        zh=["宜昌", "绵阳", "柳州", "赣州", "丹东", "襄阳", "泉州", "鞍山", "湛江", "岳阳", "开封", "德阳",
            "九江", "锦州", "常德", "宝鸡"]),
    "maiden": dict(
        q_en=["Mother's maiden name?", "Your mother's maiden name", "What is your mother's maiden name?"],
        q_zh=["您母亲的姓名？", "母亲的名字", "您妈妈叫什么名字？"],
        en=["Fitzgerald", "Van der Berg", "Oberhuber", "Popescu", "Kovalenko", "Dela Cruz", "Tan",
            "Naidoo", "Te Rangi", "Gagnon", "Villacis", "Macuacua", "Al Mansoori", "McAllister",
            "Brennan", "Schouten"],
        zh=["李秀英", "王桂兰", "张淑珍", "刘玉梅", "陈凤英", "杨丽华", "赵秀兰", "黄素芬", "周美玲", "吴翠花",
            "徐桂芳", "孙红梅", "马春兰", "朱小红", "胡淑华", "郭玉兰"]),
    "teacher": dict(
        q_en=["Name of your favourite teacher?", "Who was your favourite teacher?", "Favourite teacher's surname"],
        q_zh=["您最喜欢的老师姓什么？", "你最难忘的老师叫什么？", "您小学班主任的名字"],
        en=["Mrs Dunleavy", "Meneer Bakker", "Herr Gruber", "Ms Radu", "Mr Petrenko", "Sister Agnes",
            "Cikgu Rahman", "Mrs Botha", "Whaea Mere", "Madame Tremblay", "Profe Andrade", "Mr Kelly",
            "Miss O'Neill", "Mevrouw Jansen", "Frau Huber", "Mr Sithole"],
        zh=["王老师", "刘秀芳", "陈建国", "张老师", "李红", "赵德明", "孙老师", "周丽", "马老师", "郑淑兰",
            "何老师", "高志强", "许老师", "罗玉华", "宋老师", "唐敏"]),
    "car": dict(
        q_en=["What was your first car?", "Make and model of your first car", "First car you owned"],
        q_zh=["您的第一辆车是什么车？", "你买的第一辆车", "第一辆车的品牌"],
        en=["Toyota Starlet", "Opel Corsa", "VW Polo", "Dacia Logan", "Lada Niva", "Honda Jazz",
            "Proton Saga", "Nissan Sunny", "Holden Barina", "Ford Laser", "Chevy Cavalier",
            "Suzuki Swift", "Mazda 323", "Fiat Uno", "Renault Clio", "Mitsubishi Lancer"],
        zh=["夏利", "捷达", "桑塔纳", "奥拓", "富康", "比亚迪F3", "五菱宏光", "吉利自由舰", "长安之星", "奇瑞QQ",
            "飞度", "伊兰特", "宝来", "赛欧", "凯越", "哈弗H6"]),
    "food": dict(
        q_en=["Favourite childhood food?", "What food did you hate as a child?", "Your favourite dish"],
        q_zh=["您最喜欢的食物？", "小时候最爱吃什么？", "你最讨厌的菜"],
        en=["boxty", "stroopwafels", "kaiserschmarrn", "mamaliga", "varenyky", "sinigang",
            "nasi lemak", "bobotie", "pavlova", "poutine", "locro", "matapa", "luqaimat",
            "lamingtons", "colcannon", "bitterballen"],
        zh=["炸酱面", "红烧肉", "锅包肉", "酸菜鱼", "糖醋排骨", "韭菜盒子", "热干面", "螺蛳粉", "肉夹馍",
            "小鸡炖蘑菇", "蛋炒饭", "煎饼果子", "麻婆豆腐", "凉皮", "羊肉泡馍", "苦瓜炒蛋"]),
    "friend": dict(
        q_en=["Name of your best friend in childhood?", "Childhood best friend's first name", "Who was your best friend at school?"],
        q_zh=["您童年最好的朋友叫什么？", "小时候最好的朋友", "您的发小叫什么名字？"],
        en=["Siobhan", "Joost", "Florian", "Mihai", "Taras", "Rodel", "Hafiz", "Lerato", "Tane",
            "Mathieu", "Gabriela", "Nelio", "Rashid", "Bronte", "Declan", "Femke"],
        zh=["二胖", "李强", "小芳", "王磊", "刘洋", "大毛", "陈静", "小军", "张伟", "铁蛋", "小红", "杨帆",
            "胖虎", "周婷", "小胖", "阿强"]),
}
SA_PINYIN = {
    "pet": ["wangcai", "doudou", "xiaohei", "qiuqiu", "maomao", "huajuan", "dahuang", "mimi"],
    "street": ["jiefanglu", "renminbeilu", "zhongshanerlu", "jianshedajie", "hepingli", "dongfenglu", "xingfuxiang", "changjianglu"],
    "school": ["shiyanxiaoxue", "hongxingxiaoxue", "yucaixiaoxue", "xiangyangxiaoxue", "dongfengxiaoxue", "xinhuaxiaoxue", "guangmingxiaoxue", "chengguanyixiao"],
    "city": ["yichang", "mianyang", "liuzhou", "ganzhou", "dandong", "xiangyang", "quanzhou", "anshan"],
    "maiden": ["lixiuying", "wangguilan", "zhangshuzhen", "liuyumei", "chenfengying", "yanglihua", "zhaoxiulan", "huangsufen"],
    "teacher": ["wanglaoshi", "liuxiufang", "chenjianguo", "zhanglaoshi", "lihong", "zhaodeming", "sunlaoshi", "zhouli"],
    "car": ["xiali", "jieda", "sangtana", "aotuo", "fukang", "wulinghongguang", "changanzhixing", "feidu"],
    "food": ["zhajiangmian", "hongshaorou", "guobaorou", "suancaiyu", "tangcupaigu", "jiucaihezi", "reganmian", "luosifen"],
    "friend": ["erpang", "liqiang", "xiaofang", "wanglei", "liuyang", "damao", "chenjing", "tiedan"],
}


def gen_sa(rng, v, ctx):
    """variant: en | zh | pinyin | date ; optional /CATEGORY"""
    fmt, _, cat = (v or "en").partition("/")
    part = 0 if ctx["split"] == "dev" else 1
    cats = sorted(SA)
    if fmt == "date":
        cat = "date"
        y, m, d = rng.randrange(1948, 1999), rng.randrange(1, 13), rng.randrange(1, 29)
        if ctx["lang"] == "zh" or rng.random() < 0.4:
            val = rng.choice(["%d年%d月%d日" % (y, m, d), "%d.%02d.%02d" % (y, m, d), "%02d%02d" % (m, d)])
        else:
            val = rng.choice(["%02d/%02d/%d" % (d, m, y), "%d %s %d" % (d, ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1], y), "%02d%02d" % (d, m)])
        q_en = rng.choice(["Father's date of birth?", "Your parents' wedding anniversary?", "Grandmother's birthday?"])
        q_zh = rng.choice(["您父亲的生日？", "您父母的结婚纪念日？", "您奶奶的生日？"])
        return dict(value=val, comp=dict(q=q_zh if ctx["lang"] == "zh" else q_en, q_en=q_en, q_zh=q_zh),
                    check=dict(kind="answer", answer=val))
    if not cat:
        cat = pick(rng, cats)
    pool = SA[cat]
    if fmt == "pinyin":
        vals = SA_PINYIN[cat][part::2]
    else:
        vals = pool["zh" if fmt == "zh" else "en"][part::2]
    val = pick(rng, vals)
    q_en, q_zh = pick(rng, pool["q_en"]), pick(rng, pool["q_zh"])
    return dict(value=val, comp=dict(q=q_zh if ctx["lang"] == "zh" else q_en, q_en=q_en, q_zh=q_zh, cat=cat),
                check=dict(kind="answer", answer=val))


# ---------------------------------------------------------------------------
# wifi
# ---------------------------------------------------------------------------
SSIDS = ["Eircom-7F2A", "KPN-Guest", "FRITZ!Box 7590 QX", "Telstra4C91", "Spark-HomeHub-22",
         "BELL417", "TP-Link_5G_8E40", "Globe_at_Home_3F1C", "unifi_TM_9921", "Vodacom-Fibre",
         "etisalat-9B7", "CNT-Familia", "Tmcel_WiFi", "ZTE-a8c3f1", "ChinaNet-x7Kp", "CMCC-5G-2BQd",
         "CU_8F6a", "HUAWEI-B535-3D", "Xiaomi_5E2F", "MERCURY_9A", "StaffOnly", "SetLounge",
         "Depot-Office", "Bakery-Back", "Ward7-Break", "Tabletop_Club", "Lobby-Guests", "Van-Hotspot"]


def gen_wifi(rng, v, ctx):
    fmt, _ = split_variant(v, "any")
    if fmt == "any":
        fmt = rng.choice(["words", "words", "random", "mixed", "pinyin"])
    if fmt == "words":
        val = _word(rng) + _word(rng).capitalize() + str(rng.randrange(10, 9999))
    elif fmt == "random":
        val = rs(rng, ALNUM, rng.choice([10, 12, 13, 16]))
    elif fmt == "mixed":
        val = _word(rng).capitalize() + "-" + _word(rng) + "-" + rs(rng, string.digits, 3)
    elif fmt == "pinyin":
        val = pick(rng, PINYIN_NAMES) + rs(rng, string.digits, rng.choice([4, 6, 8]))
    elif fmt == "phone":
        val = "1" + rng.choice(["35", "38", "39", "50", "58", "77", "86", "88"]) + rs(rng, string.digits, 8)
    elif fmt == "psk":
        val = rs(rng, HEX, 64)
    elif fmt == "spaced":
        val = " ".join(_word(rng) for _ in range(4))
    elif fmt == "digits":
        val = _random_digits(rng, rng.choice([8, 10]))
    else:
        raise ValueError(fmt)
    return dict(value=val, comp=dict(ssid=pick(rng, SSIDS)), check=dict(kind="wpa", psk=val))


# ---------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------
TEST_CARDS = {"4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222",
              "378282246310005", "371449635398431", "6011111111111117", "3566002020360505",
              "6200000000000005", "4111111111111111", "5105105105105100", "4012888888881881",
              "30569309025904", "38520000023237", "6011000990139424", "3530111333300000",
              "5200828282828210", "4000002500003155", "4000000000003220"}


def card_digits(rng, brand):
    if brand == "visa":
        pre, n = "4" + rs(rng, string.digits, 5), 16
    elif brand == "mc":
        pre = rng.choice([str(rng.randrange(51, 56)) + rs(rng, string.digits, 4), str(rng.randrange(2221, 2721)) + rs(rng, string.digits, 2)])
        n = 16
    elif brand == "amex":
        pre, n = rng.choice(["34", "37"]) + rs(rng, string.digits, 4), 15
    elif brand == "disc":
        pre, n = "6011" + rs(rng, string.digits, 2), 16
    elif brand == "jcb":
        pre, n = str(rng.randrange(3528, 3590)) + rs(rng, string.digits, 2), 16
    elif brand == "up":
        pre, n = "62" + rng.choice(["2", "5", "8"]) + rs(rng, string.digits, 3), rng.choice([16, 19])
    elif brand == "maestro":
        pre, n = rng.choice(["6759", "5018", "6763"]) + rs(rng, string.digits, 2), 16
    else:
        raise ValueError(brand)
    while True:
        body = pre + rs(rng, string.digits, n - len(pre) - 1)
        num = body + S.luhn_digit(body)
        if num not in TEST_CARDS:
            return num


def group_card(num, sep=" "):
    if len(num) == 15:
        return num[:4] + sep + num[4:10] + sep + num[10:]
    if len(num) == 19:
        return sep.join([num[i:i + 4] for i in range(0, 16, 4)]) + sep + num[16:]
    return sep.join(num[i:i + 4] for i in range(0, len(num), 4))


def gen_card(rng, v, ctx):
    fmt, _, brand = (v or "any").partition("/")
    if not brand:
        brand = pick(rng, ["visa", "visa", "mc", "mc", "amex", "disc", "jcb", "up", "maestro"] if ctx["lang"] != "zh"
                     else ["up", "up", "up", "visa", "mc", "jcb"])
    num = card_digits(rng, brand)
    if fmt == "any":
        fmt = rng.choice(["sp", "sp", "plain", "dash"])
    if fmt == "sp":
        val = group_card(num, " ")
    elif fmt == "plain":
        val = num
    elif fmt == "dash":
        val = group_card(num, "-")
    elif fmt == "fw":
        val = "".join(FW[int(c)] if c.isdigit() else "　" for c in group_card(num, " "))
    else:
        raise ValueError(fmt)
    exp = "%02d/%02d" % (rng.randrange(1, 13), rng.randrange(26, 32))
    cvv = rs(rng, string.digits, 4 if brand == "amex" else 3)
    return dict(value=val, comp=dict(exp=exp, cvv=cvv, brand=brand, last4=num[-4:]),
                check=dict(kind="card", digits=num))


# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------
ISSUERS = ["Bunq", "Revolut", "Kraken", "Proton", "Fastmail", "Dropbox", "Xero", "MYOB",
           "Shopify", "Coinbase", "Namecheap", "Cloudflare", "DigitalOcean", "Hetzner", "OVHcloud",
           "Atlassian", "Zoho", "Wise", "Binance", "Gitea", "Nextcloud", "Synology", "Okta", "Bitwarden"]
ACCTS = ["ops@", "me@", "finance@", "aoife.b@", "pieter@", "callsheet@", "warehouse@", "zhangwei@",
         "liuyang@", "admin@", "tabletop.club@", "ward7@"]
ACCT_DOM = ["gmail.com", "proton.me", "outlook.com", "163.com", "qq.com", "fastmail.com", "icloud.com"]


def gen_totp(rng, v, ctx):
    fmt, n = split_variant(v, "plain", None)
    nbytes = n or rng.choice([10, 20, 20, 32])
    raw = bytes(rng.randrange(256) for _ in range(nbytes))
    b32 = base64.b32encode(raw).decode().rstrip("=")
    issuer = pick(rng, ISSUERS)
    acct = pick(rng, ACCTS) + pick(rng, ACCT_DOM)
    comp = dict(issuer=issuer, acct=acct)
    if fmt == "plain":
        val = b32
    elif fmt == "lower":
        val = b32.lower()
    elif fmt == "grp4":
        val = " ".join(b32[i:i + 4] for i in range(0, len(b32), 4))
    elif fmt == "grp4l":
        val = " ".join(b32[i:i + 4] for i in range(0, len(b32), 4)).lower()
    elif fmt == "dash4":
        val = "-".join(b32[i:i + 4] for i in range(0, len(b32), 4))
    elif fmt == "grp8":
        val = " ".join(b32[i:i + 8] for i in range(0, len(b32), 8))
    elif fmt == "wrap":
        h = (len(b32) // 2 // 4) * 4
        val = b32[:h] + "\n" + b32[h:]
    elif fmt == "uri":
        lab = issuer + ":" + acct
        extra = rng.choice(["", "&algorithm=SHA1&digits=6&period=30", "&digits=6", "&algorithm=SHA256&digits=8&period=30"])
        val = "otpauth://totp/%s?secret=%s&issuer=%s%s" % (lab.replace(" ", "%20").replace("@", "%40"), b32, issuer, extra)
    else:
        raise ValueError(fmt)
    return dict(value=val, comp=comp, check=dict(kind="totp", b32=b32, nbytes=nbytes))


# ---------------------------------------------------------------------------
# recovery codes
# ---------------------------------------------------------------------------
CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯"


def _rc_one(rng, shape):
    if shape == "hex55":
        return rs(rng, HEX, 5) + "-" + rs(rng, HEX, 5)
    if shape == "d8":
        return rs(rng, string.digits, 8)
    if shape == "d44":
        return rs(rng, string.digits, 4) + " " + rs(rng, string.digits, 4)
    if shape == "l8":
        return rs(rng, "abcdefghjkmnpqrstuvwxyz23456789", 8)
    if shape == "U44":
        a = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
        return rs(rng, a, 4) + "-" + rs(rng, a, 4)
    if shape == "U444":
        a = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
        return "-".join(rs(rng, a, 4) for _ in range(3))
    if shape == "d55":
        return rs(rng, string.digits, 5) + "-" + rs(rng, string.digits, 5)
    if shape == "h16":
        return rs(rng, HEX, 16)
    if shape == "l10":
        return rs(rng, string.ascii_lowercase + string.digits, 10)
    if shape == "l44":
        return rs(rng, string.ascii_lowercase, 4) + "-" + rs(rng, string.ascii_lowercase + string.digits, 4)
    raise ValueError(shape)


RC_SHAPES = ["hex55", "d8", "d44", "l8", "U44", "U444", "d55", "h16", "l10", "l44"]


def gen_rc(rng, v, ctx):
    """variant: layout[/count]; the shape is drawn."""
    layout, n = split_variant(v, "lines", None)
    shape = pick(rng, RC_SHAPES)
    n = n or rng.choice([6, 8, 8, 10, 10, 12])
    if layout in ("single",):
        n = 1
    codes = []
    while len(codes) < n:
        c = _rc_one(rng, shape)
        if c not in codes:
            codes.append(c)
    used = set(rng.sample(range(n), rng.choice([0, 1, 2]))) if n > 3 else set()
    if layout == "lines":
        val = "\n".join(codes)
    elif layout == "single":
        val = codes[0]
    elif layout == "num":
        val = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    elif layout == "num0":
        val = "\n".join("%02d  %s" % (i + 1, c) for i, c in enumerate(codes))
    elif layout == "paren":
        val = "\n".join("(%d) %s" % (i + 1, c) for i, c in enumerate(codes))
    elif layout == "comma":
        val = ", ".join(codes)
    elif layout == "semi":
        val = "; ".join(codes)
    elif layout == "zhcomma":
        val = "，".join(codes)
    elif layout == "zhdun":
        val = "、".join(codes)
    elif layout == "slash":
        val = " / ".join(codes)
    elif layout == "cols2":
        rows = []
        for i in range(0, n, 2):
            rows.append("    ".join(codes[i:i + 2]))
        val = "\n".join(rows)
    elif layout == "cols3":
        rows = []
        for i in range(0, n, 3):
            rows.append("   ".join(codes[i:i + 3]))
        val = "\n".join(rows)
    elif layout == "orgbox":
        val = "\n".join(("- [X] " if i in used else "- [ ] ") + c for i, c in enumerate(codes))
    elif layout == "strike":
        val = "\n".join(("~" + c + "~ used" if i in used else c) for i, c in enumerate(codes))
    elif layout == "tick":
        val = "\n".join(c + ("  ✓" if i in used else "") for i, c in enumerate(codes))
    elif layout == "zhused":
        val = "\n".join(c + ("（用过了）" if i in used else "") for i, c in enumerate(codes))
    elif layout == "circled":
        val = "\n".join(CIRCLED[i] + " " + c for i, c in enumerate(codes[:16]))
    elif layout == "zhnum":
        val = "\n".join("第%d组 %s" % (i + 1, c) for i, c in enumerate(codes))
    elif layout == "pipe":
        val = "\n".join("| %d | %s |" % (i + 1, c) for i, c in enumerate(codes))
    elif layout == "json":
        val = "[" + ", ".join('"%s"' % c for c in codes) + "]"
    elif layout == "yaml":
        val = "\n".join("  - " + c if i else "- " + c for i, c in enumerate(codes))
    elif layout == "tsv":
        val = "\n".join("%d\t%s" % (i + 1, c) for i, c in enumerate(codes))
    elif layout == "hash":
        val = "\n".join("#%d %s" % (i + 1, c) for i, c in enumerate(codes))
    elif layout == "arrow":
        val = "\n".join("→ " + c for c in codes)
    elif layout == "dot":
        val = "\n".join("· " + c for c in codes)
    elif layout == "lua":
        val = "{ " + ", ".join("'%s'" % c for c in codes) + " }"
    elif layout == "srt":
        val = "\n".join("code %d of %d: %s" % (i + 1, n, c) for i, c in enumerate(codes))
    else:
        raise ValueError(layout)
    return dict(value=val, comp=dict(n=n, shape=shape), check=dict(kind="rc", codes=codes))


# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------
def _scalar(rng):
    while True:
        k = rng.getrandbits(256)
        if 1 <= k < S.SECP256K1.n:
            return k


def _xkey(rng, version):
    seed = bytes(rng.randrange(256) for _ in range(32))
    I = hmac.new(b"Bitcoin seed", seed, hashlib.sha512).digest()
    k, cc = I[:32], I[32:]
    payload = version + b"\0" + b"\0\0\0\0" + b"\0\0\0\0" + cc + b"\0" + k
    return S.b58check_encode(payload), int.from_bytes(k, "big"), cc


def gen_wk(rng, v, ctx):
    fmt = v or pick(rng, ["wif", "wif", "wifu", "hex", "0x", "xprv", "nsec", "sol", "stellar"])
    comp = {}
    if fmt in ("wif", "wifu", "tnet", "ltc"):
        k = _scalar(rng)
        comp_ = fmt != "wifu"
        prefix = {"wif": 0x80, "wifu": 0x80, "tnet": 0xEF, "ltc": 0xB0}[fmt]
        val = S.wif(k, comp_, prefix)
        pub = S.SECP256K1.pub_compressed(k) if comp_ else S.SECP256K1.pub_uncompressed(k)
        if fmt in ("wif", "wifu"):
            comp["addr"] = S.p2pkh(pub) if (fmt == "wifu" or rng.random() < 0.5) else S.p2wpkh(pub)
        elif fmt == "tnet":
            comp["addr"] = S.p2wpkh(pub, "tb")
        else:
            comp["addr"] = S.p2pkh(pub, 0x30)
        chk = dict(kind="wif")
    elif fmt in ("hex", "0x"):
        k = _scalar(rng)
        val = ("0x" if fmt == "0x" else "") + "%064x" % k
        chk = dict(kind="hexkey")
    elif fmt in ("xprv", "tprv"):
        val, k, cc = _xkey(rng, bytes.fromhex("0488ade4" if fmt == "xprv" else "04358394"))
        chk = dict(kind="xprv")
    elif fmt == "nsec":
        k = _scalar(rng)
        val = S.bech32_bytes("nsec", k.to_bytes(32, "big"))
        comp["addr"] = S.bech32_bytes("npub", S.SECP256K1.mul(k)[0].to_bytes(32, "big"))
        chk = dict(kind="nsec")
    elif fmt in ("sol", "solarr"):
        seed = bytes(rng.randrange(256) for _ in range(32))
        pub = S.ed25519_public(seed)
        comp["addr"] = S.b58encode(pub)
        if fmt == "sol":
            val = S.b58encode(seed + pub)
        else:
            val = "[" + ",".join(str(b) for b in seed + pub) + "]"
        chk = dict(kind="solana")
    elif fmt == "stellar":
        seed = bytes(rng.randrange(256) for _ in range(32))
        val = S.strkey(18 << 3, seed)
        comp["addr"] = S.strkey(6 << 3, S.ed25519_public(seed))
        chk = dict(kind="stellar")
    else:
        raise ValueError(fmt)
    chk["fmt"] = fmt
    comp.setdefault("addr", "")
    return dict(value=val, comp=comp, check=chk)


# ---------------------------------------------------------------------------
# seed phrases
# ---------------------------------------------------------------------------
def layout_words(rng, words, layout, zh=False):
    n = len(words)
    if layout == "space":
        return " ".join(words)
    if layout == "none":
        return "".join(words)
    if layout == "lines":
        return "\n".join(words)
    if layout == "num":
        return "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "num0":
        return "\n".join("%02d %s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "numin":
        return " ".join("%d.%s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "numparen":
        return " ".join("%d)%s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "comma":
        return ", ".join(words)
    if layout == "dash":
        return "-".join(words)
    if layout == "upper":
        return " ".join(w.upper() for w in words)
    if layout == "title":
        return " ".join(w.capitalize() for w in words)
    if layout == "middot":
        return " · ".join(words)
    if layout == "rows4":
        return "\n".join(" ".join(words[i:i + 4]) for i in range(0, n, 4))
    if layout == "rows3":
        return "\n".join(" ".join(words[i:i + 3]) for i in range(0, n, 3))
    if layout == "rows6":
        return "\n".join(" ".join(words[i:i + 6]) for i in range(0, n, 6))
    if layout == "grid3":
        per = n // 3
        rows = []
        for r in range(per):
            rows.append("   ".join("%2d %-9s" % (c * per + r + 1, words[c * per + r]) for c in range(3)).rstrip())
        return "\n".join(rows)
    if layout == "numrows4":
        rows = []
        for i in range(0, n, 4):
            rows.append("  ".join("%d-%s" % (j + 1, words[j]) for j in range(i, i + 4)))
        return "\n".join(rows)
    if layout == "json":
        return "[" + ", ".join('"%s"' % w for w in words) + "]"
    if layout == "word_n":
        return "\n".join("word %d: %s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "dun":
        return "、".join(words)
    if layout == "zhcomma":
        return "，".join(words)
    if layout == "zhnum":
        return "\n".join("%d：%s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "zhrows4":
        return "\n".join("　".join(words[i:i + 4]) for i in range(0, n, 4))
    if layout == "zhrows3":
        return "\n".join(" ".join(words[i:i + 3]) for i in range(0, n, 3))
    if layout == "zhpar":
        return " ".join("（%d）%s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "zhbox":
        return "".join("【%s】" % w for w in words)
    if layout == "zhdi":
        return "\n".join("第%d个 %s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "slash":
        return " / ".join(words)
    if layout == "pipe":
        return "\n".join("| %d | %s |" % (i + 1, w) for i, w in enumerate(words))
    raise ValueError(layout)


def gen_mn(rng, v, ctx):
    layout, n = split_variant(v, "space", None)
    n = n or rng.choice([12, 12, 24])
    ent = bytes(rng.randrange(256) for _ in range(16 if n == 12 else 32))
    words = S.bip39_from_entropy(ent, "english")
    return dict(value=layout_words(rng, words, layout), comp=dict(n=n),
                check=dict(kind="bip39", words=words, list="english"))


def gen_mz(rng, v, ctx):
    layout, n = split_variant(v, "space", None)
    lst = "chinese_simplified"
    if layout.startswith("trad-"):
        lst, layout = "chinese_traditional", layout[5:]
    n = n or rng.choice([12, 12, 12, 24])
    ent = bytes(rng.randrange(256) for _ in range(16 if n == 12 else 32))
    words = S.bip39_from_entropy(ent, lst)
    return dict(value=layout_words(rng, words, layout, zh=True), comp=dict(n=n),
                check=dict(kind="bip39", words=words, list=lst))


# ---------------------------------------------------------------------------
# env values
# ---------------------------------------------------------------------------
ENV_KEYS_OBVIOUS = ["SECRET_KEY", "DB_PASSWORD", "JWT_SECRET", "SESSION_SECRET", "API_TOKEN",
                    "SMTP_PASSWORD", "REDIS_PASSWORD", "APP_KEY", "ENCRYPTION_KEY", "WEBHOOK_SECRET",
                    "ADMIN_PASSWORD", "SIGNING_KEY", "AUTH_SECRET", "COOKIE_SECRET", "MINIO_ROOT_PASSWORD"]
ENV_KEYS_ODD = ["CALLSHEET_HMAC", "TILL_RECONCILE_SIG", "FORKLIFT_TELEMATICS_AUTH", "DUNGEON_MASTER_PEPPER",
                "WARD_ROSTER_SALT", "PALLET_SCAN_SIG", "VENDING_ROUTE_K", "RUSHES_UPLOAD_CRED",
                "GENEALOGY_EXPORT_KEY", "VISA_SLOT_BOT_AUTH", "HACKDAY_JUDGE_SEED", "LAUNDRY_TOKEN",
                "X_HMAC", "K1", "PEPPER", "S3CR", "TK", "LOADING_DOCK_SIG", "CONSOLE_PARENTAL_K",
                "TAXPREP_VAULT_SIG"]
ENV_KEYS_PINYIN = ["CANGKU_SIGN", "PAIBAN_HMAC", "SHOUYIN_MIYAO", "KUAIDI_GUI_KEY", "WAIMAI_SIGN_SECRET",
                   "ZHUANGXIU_API_MI", "YUESAO_APP_SECRET", "WANGYUECHE_SIG", "MENGZHEN_TOKEN", "QIANGUI_SALT"]


def env_value(rng, shape):
    if shape == "hex32":
        return rs(rng, HEX, 32)
    if shape == "hex64":
        return rs(rng, HEX, 64)
    if shape == "b64":
        return base64.b64encode(bytes(rng.randrange(256) for _ in range(rng.choice([24, 32, 33])))).decode()
    if shape == "b64u":
        return S.b64u(bytes(rng.randrange(256) for _ in range(32)))
    if shape == "laravel":
        return "base64:" + base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
    if shape == "fernet":
        return base64.urlsafe_b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
    if shape == "django":
        return "django-insecure-" + rs(rng, string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50) \
            if rng.random() < 0.3 else rs(rng, string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50)
    if shape == "alnum":
        return rs(rng, ALNUM, rng.choice([24, 32, 40]))
    if shape == "pw":
        return _pw_shape(rng, pick(rng, ["wsd", "random", "leet", "camel"]))
    if shape == "words":
        return "-".join(_word(rng) for _ in range(4)) + "-" + rs(rng, string.digits, 4)
    raise ValueError(shape)


ENV_SHAPES = ["hex32", "hex64", "b64", "b64u", "laravel", "fernet", "django", "alnum", "pw", "words"]


def gen_env(rng, v, ctx):
    """variant: keyset/shape ; keyset obvious|odd|pinyin|any"""
    keyset, _, shape = (v or "any").partition("/")
    if keyset == "any":
        keyset = pick(rng, ["obvious", "odd", "odd", "pinyin"] if ctx["lang"] != "en" else ["obvious", "odd", "odd"])
    key = pick(rng, {"obvious": ENV_KEYS_OBVIOUS, "odd": ENV_KEYS_ODD, "pinyin": ENV_KEYS_PINYIN}[keyset])
    shape = shape or pick(rng, ENV_SHAPES)
    val = env_value(rng, shape)
    return dict(value=val, comp=dict(key=key), check=dict(kind="env", shape=shape))


# ---------------------------------------------------------------------------
# connection strings
# ---------------------------------------------------------------------------
HOSTS = ["db.internal.lan", "10.20.4.17", "pg-prod-2.depot.local", "mysql.set-ops.net", "192.168.8.40",
         "redis.tabletop.club", "nas.home.arpa", "files.filmcrew.ie",
         "mq.warehouse-ops.co.za", "db.hackday.nz", "sql01.taxprep.ca", "ward7-pc.local", "172.16.3.9",
         "kv.vending.my", "es.genealogy.nl", "mqtt.lorry.local", "db.zhuangxiu.cn", "rm-bp1.mysql.rds.local",
         "cangku-db.lan"]
DB_USERS = ["app", "admin", "postgres", "root", "report_ro", "svc_till", "editor", "crew", "dm",
            "ward7", "sa", "warehouse", "genealogy", "taxprep", "elastic", "mqttuser", "scanner"]
DBS = ["production", "rosters", "inventory", "callsheets", "campaign", "family_tree", "returns",
       "vending", "ledger", "dispatch", "wms", "orders", "crm"]


def _cs_pw(rng):
    return rng.choice([_pw_shape(rng, pick(rng, ["wsd", "camel", "random", "pinyin", "leet"])),
                       rs(rng, ALNUM, rng.choice([12, 16, 20]))]).replace("@", "!").replace("/", "-").replace(":", "=")


CS_FORMS = ["pg", "pgq", "mysql", "mongo", "redis", "rediss", "amqp", "ado", "jdbcpg", "jdbcmy", "ftp",
            "sftp", "smb", "dav", "mqtt", "es", "couch", "nats", "oracle", "odbc", "libpq", "proxy",
            "socks", "githttps", "influx", "sqlalchemy", "ldap"]


def gen_cs(rng, v, ctx):
    form = v or pick(rng, CS_FORMS)
    u, pw, h, db = pick(rng, DB_USERS), _cs_pw(rng), pick(rng, HOSTS), pick(rng, DBS)
    if form == "pg":
        val = "postgres%s://%s:%s@%s:5432/%s" % (rng.choice(["", "ql"]), u, pw, h, db)
    elif form == "pgq":
        val = "postgresql://%s:5432/%s?user=%s&password=%s&sslmode=require" % (h, db, u, pw)
    elif form == "mysql":
        val = "mysql://%s:%s@%s:3306/%s" % (u, pw, h, db)
    elif form == "mongo":
        val = "mongodb+srv://%s:%s@%s/%s?retryWrites=true&w=majority" % (u, pw, pick(rng, ["cluster0.x7fq2.mongodb.net", "archive.p3k9z.mongodb.net"]), db)
    elif form == "redis":
        val = "redis://%s:%s@%s:6379/%d" % (rng.choice(["default", ""]), pw, h, rng.randrange(0, 4))
    elif form == "rediss":
        val = "rediss://default:%s@%s:6380" % (pw, h)
    elif form == "amqp":
        val = "amqp%s://%s:%s@%s:%d/%s" % (rng.choice(["", "s"]), u, pw, h, rng.choice([5672, 5671]), rng.choice(["%2f", "jobs", "scans"]))
    elif form == "ado":
        val = "Server=%s,1433;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True;" % (h, db, u, pw)
    elif form == "jdbcpg":
        val = "jdbc:postgresql://%s:5432/%s?user=%s&password=%s" % (h, db, u, pw)
    elif form == "jdbcmy":
        val = "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=false" % (h, db, u, pw)
    elif form == "ftp":
        val = "ftp://%s:%s@%s/%s" % (u, pw, h, rng.choice(["upload", "rushes/day3", "scans", ""]))
    elif form == "sftp":
        val = "sftp://%s:%s@%s:22/%s" % (u, pw, h, rng.choice(["home/" + u, "incoming", "exports"]))
    elif form == "smb":
        val = "smb://%s:%s@%s/%s" % (u, pw, h, rng.choice(["shared", "scans", "Rushes", "homes"]))
    elif form == "dav":
        val = "https://%s:%s@%s/remote.php/dav/files/%s/" % (u, pw, h, u)
    elif form == "mqtt":
        val = "mqtt%s://%s:%s@%s:%d" % (rng.choice(["", "s"]), u, pw, h, rng.choice([1883, 8883]))
    elif form == "es":
        val = "https://elastic:%s@%s:9200" % (pw, h)
    elif form == "couch":
        val = "http://admin:%s@%s:5984/%s" % (pw, h, db)
    elif form == "nats":
        val = "nats://%s:%s@%s:4222" % (u, pw, h)
    elif form == "oracle":
        val = "%s/%s@//%s:1521/%s" % (u, pw, h, rng.choice(["ORCLPDB1", "XEPDB1", "FREEPDB1"]))
    elif form == "odbc":
        val = "Driver={ODBC Driver 18 for SQL Server};Server=tcp:%s,1433;Database=%s;Uid=%s;Pwd=%s;Encrypt=yes;" % (h, db, u, pw)
    elif form == "libpq":
        val = "host=%s port=5432 dbname=%s user=%s password=%s" % (h, db, u, pw)
    elif form == "proxy":
        val = "http://%s:%s@%s:%d" % (u, pw, pick(rng, ["proxy.depot.local", "10.0.0.2", "squid.office.lan"]), rng.choice([3128, 8080]))
    elif form == "socks":
        val = "socks5://%s:%s@%s:1080" % (u, pw, pick(rng, ["127.0.0.1", "vps.hackday.nz", "10.8.0.1"]))
    elif form == "githttps":
        val = "https://%s:%s@%s/%s.git" % (u, pw, pick(rng, ["git.filmcrew.ie", "gitea.home.arpa", "code.depot.local"]), rng.choice(["ops/scripts", "campaign/notes", "wms/app"]))
    elif form == "influx":
        val = "http://%s:%s@%s:8086/%s" % (u, pw, h, rng.choice(["telemetry", "sensors"]))
    elif form == "sqlalchemy":
        val = "%s://%s:%s@%s/%s" % (rng.choice(["mysql+pymysql", "postgresql+psycopg2", "mssql+pyodbc"]), u, pw, h, db)
    elif form == "pypi":
        val = "https://%s:%s@%s/simple/" % (u, pw, pick(rng, ["pypi.depot.local", "nexus.filmcrew.ie", "pkgs.hackday.nz", "mirror.cangku.lan"]))
    elif form == "ldap":
        val = "ldaps://cn=%s,dc=%s,dc=local:%s@%s:636" % (u, rng.choice(["depot", "crew", "ward"]), pw, h)
    else:
        raise ValueError(form)
    return dict(value=val, comp=dict(user=u, pw=pw, host=h, db=db),
                check=dict(kind="connstr", pw=pw, form=form))


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
COMMENTS = ["deploy@depot", "ci@hackday", "aoife@laptop", "pieter@nas", "crew@ditbox", "warehouse@scanner",
            "zhangwei@mbp", "ops@ward7", "liuyang@desktop", "tabletop@pi"]


def _transform_block(val, tr, rng):
    if not tr:
        return val
    lines = val.split("\n")
    if tr == "q":
        return "\n".join([lines[0]] + ["> " + l for l in lines[1:]])
    if tr.startswith("i"):
        n = int(tr[1:])
        return "\n".join([lines[0]] + [" " * n + l for l in lines[1:]])
    if tr == "plus":
        return "\n".join([lines[0]] + ["+" + l for l in lines[1:]])
    if tr == "esc":
        return "\\n".join(lines) + "\\n"
    raise ValueError(tr)


def gen_pk(rng, v, ctx):
    form, _, tr = (v or "any").partition("+")
    if form == "any":
        form = pick(rng, ["rsa1", "rsa8", "ec", "ec8", "ed8", "ossh", "ossh"])
    if form in ("rsa1", "rsa8"):
        k = S.rsa_key("corpus30/%s/%d" % (ctx["split"], rng.randrange(4)))
        val = S.pem("RSA PRIVATE KEY", S.rsa_pkcs1(k)) if form == "rsa1" else S.pem("PRIVATE KEY", S.rsa_pkcs8(k))
    elif form in ("ec", "ec8"):
        d = rng.randrange(1, S.P256.n)
        val = S.pem("EC PRIVATE KEY", S.ec_sec1(d)) if form == "ec" else S.pem("PRIVATE KEY", S.ec_pkcs8(d))
    elif form == "ed8":
        seed = bytes(rng.randrange(256) for _ in range(32))
        val = S.pem("PRIVATE KEY", S.ed25519_pkcs8(seed))
    elif form == "ossh":
        seed = bytes(rng.randrange(256) for _ in range(32))
        val = S.openssh_ed25519(seed, pick(rng, COMMENTS), rng.getrandbits(32))
    else:
        raise ValueError(form)
    plain = val
    val = _transform_block(val, tr, rng)
    return dict(value=val, comp={}, check=dict(kind="pem", form=form, tr=tr, plain=plain))


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------
def gen_jwt(rng, v, ctx):
    prof = v or pick(rng, ["app", "service", "device", "mini", "crew", "hass"])
    now = 1764000000 + rng.randrange(0, 9000000)
    if prof == "app":
        pl = {"sub": str(rng.randrange(10000, 999999)), "name": pick(rng, FIRST_NAMES), "iat": now, "exp": now + 86400 * 7}
    elif prof == "service":
        pl = {"iss": "supabase", "ref": rs(rng, string.ascii_lowercase, 20), "role": "service_role", "iat": now, "exp": now + 315360000}
    elif prof == "device":
        pl = {"sub": "scanner-" + rs(rng, HEX, 6), "scope": "wms:write pallets:read", "iat": now}
    elif prof == "mini":
        pl = {"openid": "o" + rs(rng, URLSAFE, 27), "session_key_ver": 2, "iat": now, "exp": now + 7200}
    elif prof == "crew":
        pl = {"sub": pick(rng, USERS), "roles": ["crew", "upload"], "project": "callsheets", "iat": now, "exp": now + 43200}
    else:
        pl = {"iss": rs(rng, HEX, 32), "iat": now, "exp": now + 315360000}
    alg = pick(rng, ["HS256", "HS256", "HS384", "HS512", "EdDSA"])
    tok = S.jwt_make(alg, pl, kid=rs(rng, HEX, 8) if rng.random() < 0.4 else None)
    return dict(value=tok, comp=dict(alg=alg), check=dict(kind="jwt"))


# ---------------------------------------------------------------------------
# API keys
# ---------------------------------------------------------------------------
def gen_openai(rng, v, ctx):
    f = v or pick(rng, ["proj", "proj", "svc", "legacy"])
    if f == "proj":
        val = "sk-proj-" + rs(rng, URLSAFE, 74) + "T3BlbkFJ" + rs(rng, URLSAFE, 74)
    elif f == "svc":
        val = "sk-svcacct-" + rs(rng, URLSAFE, 74) + "T3BlbkFJ" + rs(rng, URLSAFE, 74)
    else:
        val = "sk-" + rs(rng, ALNUM, 20) + "T3BlbkFJ" + rs(rng, ALNUM, 20)
    return dict(value=val, comp={}, check=dict(kind="api", vendor="openai"))


def gen_anthropic(rng, v, ctx):
    f = v or pick(rng, ["api", "api", "admin"])
    pre = "sk-ant-api03-" if f == "api" else "sk-ant-admin01-"
    val = pre + rs(rng, URLSAFE, 93) + "AA"
    return dict(value=val, comp={}, check=dict(kind="api", vendor="anthropic"))


def gen_aws(rng, v, ctx):
    pre = "ASIA" if v == "sts" else "AKIA"
    akid = pre + rs(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    sec = rs(rng, ALNUM + "/+", 40)
    return dict(value=sec, comp=dict(akid=akid, region=pick(rng, ["eu-west-1", "ap-southeast-2", "ca-central-1", "af-south-1", "me-central-1", "ap-southeast-1"])),
                check=dict(kind="api", vendor="aws"))


def gen_github(rng, v, ctx):
    f = v or pick(rng, ["ghp_", "ghp_", "gho_", "ghs_", "pat"])
    if f == "pat":
        val = "github_pat_11" + rs(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 20) + "_" + rs(rng, ALNUM, 59)
    else:
        val = S.gh_token(f, rs(rng, ALNUM, 30))
    return dict(value=val, comp={}, check=dict(kind="api", vendor="github"))


def gen_google(rng, v, ctx):
    f = v or pick(rng, ["aiza", "aiza", "aiza", "oauth"])
    if f == "aiza":
        val = "AIza" + rs(rng, URLSAFE, 35)
        comp = {}
    else:
        val = "GOCSPX-" + rs(rng, URLSAFE, 28)
        comp = dict(client_id="%d-%s.apps.googleusercontent.com" % (rng.randrange(10 ** 11, 10 ** 12), rs(rng, LOWER_ALNUM, 32)))
    comp.setdefault("client_id", "")
    return dict(value=val, comp=comp, check=dict(kind="api", vendor="google"))


def gen_slack(rng, v, ctx):
    f = v or pick(rng, ["xoxb", "xoxb", "xoxp", "xapp", "hook"])
    if f == "xoxb":
        val = "xoxb-%s-%s-%s" % (rs(rng, string.digits, 12), rs(rng, string.digits, 13), rs(rng, ALNUM, 24))
    elif f == "xoxp":
        val = "xoxp-%s-%s-%s-%s" % (rs(rng, string.digits, 12), rs(rng, string.digits, 12), rs(rng, string.digits, 13), rs(rng, HEX, 32))
    elif f == "xapp":
        val = "xapp-1-A%s-%s-%s" % (rs(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10), rs(rng, string.digits, 13), rs(rng, HEX, 64))
    else:
        val = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 8), rs(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10), rs(rng, ALNUM, 24))
    return dict(value=val, comp={}, check=dict(kind="api", vendor="slack"))


def gen_stripe(rng, v, ctx):
    f = v or pick(rng, ["sk", "sk", "rk", "whsec"])
    if f == "sk":
        val = "sk_live_51" + rs(rng, ALNUM, 97)
    elif f == "rk":
        val = "rk_live_51" + rs(rng, ALNUM, 97)
    else:
        val = "whsec_" + rs(rng, ALNUM, 32)
    return dict(value=val, comp={}, check=dict(kind="api", vendor="stripe"))


VENDORS = {
    "hf": lambda r: "hf_" + rs(r, string.ascii_letters, 34),
    "npm": lambda r: "npm_" + rs(r, ALNUM, 36),
    "glpat": lambda r: "glpat-" + rs(r, URLSAFE, 20),
    "sendgrid": lambda r: "SG." + rs(r, URLSAFE, 22) + "." + rs(r, URLSAFE, 43),
    "telegram": lambda r: "%d:AA%s" % (r.randrange(10 ** 9, 8 * 10 ** 9), rs(r, URLSAFE, 33)),
    "do": lambda r: "dop_v1_" + rs(r, HEX, 64),
    "shopify": lambda r: "shpat_" + rs(r, HEX, 32),
    "pulumi": lambda r: "pul-" + rs(r, HEX, 40),
    "linear": lambda r: "lin_api_" + rs(r, ALNUM, 40),
    "notion": lambda r: "ntn_" + rs(r, string.digits, 11) + rs(r, ALNUM, 35),
    "figma": lambda r: "figd_" + rs(r, URLSAFE, 40),
    "databricks": lambda r: "dapi" + rs(r, HEX, 32),
    "mailgun": lambda r: "key-" + rs(r, HEX, 32),
    "tailscale": lambda r: "tskey-auth-k" + rs(r, ALNUM, 10) + "CNTRL-" + rs(r, ALNUM, 33),
    "replicate": lambda r: "r8_" + rs(r, ALNUM, 37),
    "supabase": lambda r: "sbp_" + rs(r, HEX, 40),
    "grafana": lambda r: "glsa_" + rs(r, ALNUM, 32) + "_" + rs(r, HEX, 8),
    "atlassian": lambda r: "ATATT3xFfGF0" + rs(r, URLSAFE, 180) + "=" + rs(r, "ABCDEF0123456789", 8),
    "groq": lambda r: "gsk_" + rs(r, ALNUM, 52),
    "deepseek": lambda r: "sk-" + rs(r, HEX, 32),
    "twilio": lambda r: rs(r, HEX, 32),
}


def gen_vendor(rng, v, ctx):
    f = v or pick(rng, sorted(VENDORS))
    val = VENDORS[f](rng)
    comp = dict(vendor=f, sid=("AC" + rs(rng, HEX, 32)) if f == "twilio" else "")
    return dict(value=val, comp=comp, check=dict(kind="api", vendor=f))


def gen_generic(rng, v, ctx):
    f = v or pick(rng, ["hex32", "hex40", "hex64", "alnum32", "alnum40", "key_"])
    if f.startswith("hex"):
        val = rs(rng, HEX, int(f[3:]))
    elif f.startswith("alnum"):
        val = rs(rng, ALNUM, int(f[5:]))
    else:
        val = "key_" + rs(rng, ALNUM, 32)
    return dict(value=val, comp={}, check=dict(kind="api", vendor="generic"))


GEN = {
    "otp": gen_otp, "pin": gen_pin, "password_nl": gen_pw, "security_answer": gen_sa,
    "wifi_password": gen_wifi, "card_number": gen_card, "totp_secret": gen_totp,
    "recovery_codes": gen_rc, "crypto_wallet_key": gen_wk, "mnemonic_bip39_en": gen_mn,
    "mnemonic_zh": gen_mz, "env_file": gen_env, "connection_string": gen_cs,
    "private_key_pem": gen_pk, "jwt": gen_jwt, "openai_key": gen_openai,
    "anthropic_key": gen_anthropic, "aws_key": gen_aws, "github_token": gen_github,
    "google_api_key": gen_google, "slack_token": gen_slack, "stripe_key": gen_stripe,
    "vendor_token": gen_vendor, "generic_api_key": gen_generic,
}


def gen(kind, variant, rng, ctx):
    return GEN[kind](rng, variant, ctx)
