"""Secret value generators for secrets_corpus31.

gen(kind, rng, ctx, opts) -> dict(value=..., check={...}, comp={...})
  value  the exact string placed in the text (the gold span)
  check  what the generator knows about the value, re-checked at generation
  comp   companions that ride along (user names, SSIDs, questions, ids, addresses ...)

opts is a dict parsed from the slot, e.g. «S:fmt=zh,n=6» -> {"fmt": "zh", "n": "6"}.
"""
import base64
import hashlib
import json
import string

import struct31 as S

ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
B64 = string.ascii_letters + string.digits + "+/"
B64U = string.ascii_letters + string.digits + "-_"
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


# ---------------------------------------------------------------------------
# digits in words
# ---------------------------------------------------------------------------
EN_DIG = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ZH_DIG = "零一二三四五六七八九"
ZH_DIG_CAP = "零壹贰叁肆伍陆柒捌玖"
FULLW = "０１２３４５６７８９"


def digits_en_words(d, rng, style):
    """style: 'plain' (lower, spaces, 'oh', 'double'), 'caps' (Capitalised. Full. Stops.),
    'comma' (four, eight, two)."""
    words = []
    i = 0
    while i < len(d):
        c = d[i]
        w = EN_DIG[int(c)]
        if c == "0" and rng.random() < 0.6:
            w = "oh"
        if style == "plain" and i + 1 < len(d) and d[i + 1] == c and rng.random() < 0.7:
            words.append("double " + w)
            i += 2
            continue
        words.append(w)
        i += 1
    if style == "caps":
        return " ".join(w.capitalize() + "." for w in words)
    if style == "comma":
        return ", ".join(words)
    return " ".join(words)


def digits_zh(d, rng, style):
    """style: 'plain' 四八二, 'yao' 幺 for 1 and 〇/洞 for 0 in places, 'sep' with 、/，/space,
    'cap' 大写, 'full' full-width."""
    if style == "full":
        return "".join(FULLW[int(c)] for c in d)
    if style == "cap":
        return "".join(ZH_DIG_CAP[int(c)] for c in d)
    out = []
    for c in d:
        ch = ZH_DIG[int(c)]
        if style in ("yao", "sep") and c == "1" and rng.random() < 0.7:
            ch = "幺"
        if c == "0" and rng.random() < 0.3:
            ch = "〇"
        out.append(ch)
    if style == "sep":
        return pick(rng, ["、", "，", " "]).join(out)
    return "".join(out)


def layout_digits(d, rng, fmt):
    if fmt == "plain":
        return d
    if fmt == "space3":
        h = len(d) // 2
        return d[:h] + " " + d[h:]
    if fmt == "dash3":
        h = len(d) // 2
        return d[:h] + "-" + d[h:]
    if fmt == "spaced":
        return " ".join(d)
    if fmt == "pairs":
        return " ".join(d[i:i + 2] for i in range(0, len(d), 2))
    if fmt == "words":
        return digits_en_words(d, rng, "plain")
    if fmt == "caps":
        return digits_en_words(d, rng, "caps")
    if fmt == "comma":
        return digits_en_words(d, rng, "comma")
    if fmt in ("zh", "yao", "sep", "cap", "full"):
        return digits_zh(d, rng, {"zh": "plain"}.get(fmt, fmt))
    raise ValueError(fmt)


def rand_digits(rng, n, avoid_trivial=True):
    while True:
        d = "".join(rng.choice("0123456789") for _ in range(n))
        if not avoid_trivial:
            return d
        if len(set(d)) >= min(3, n - 1) and d not in "0123456789" and d not in "9876543210":
            return d


def g_otp(rng, ctx, o):
    n = int(o.get("n") or pick(rng, [6, 6, 6, 6, 4, 5, 8, 6]))
    d = rand_digits(rng, n)
    lang = ctx["lang"]
    fmt = o.get("fmt") or pick(rng, {
        "en": ["plain", "plain", "space3", "dash3", "spaced", "words", "caps", "pairs"],
        "zh": ["plain", "plain", "zh", "yao", "sep", "full", "space3", "plain"],
        "mixed": ["plain", "plain", "space3", "dash3", "words", "yao", "sep", "spaced"]}[lang])
    if fmt in ("pairs",) and n % 2:
        fmt = "spaced"
    return dict(value=layout_digits(d, rng, fmt), check={"digits": d, "fmt": fmt}, comp={"n": str(n)})


def g_pin(rng, ctx, o):
    n = int(o.get("n") or pick(rng, [4, 4, 4, 6, 6, 4, 5, 8]))
    d = rand_digits(rng, n)
    lang = ctx["lang"]
    fmt = o.get("fmt") or pick(rng, {
        "en": ["plain", "plain", "plain", "spaced", "words", "comma", "caps"],
        "zh": ["plain", "plain", "zh", "yao", "sep", "cap", "full"],
        "mixed": ["plain", "plain", "plain", "spaced", "words", "yao", "sep"]}[lang])
    return dict(value=layout_digits(d, rng, fmt), check={"digits": d, "fmt": fmt}, comp={"n": str(n)})


# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------
PW_WORDS = ["kestrel", "gravel", "tussock", "wombat", "caribou", "jerrycan", "ferry", "tailgate", "outback",
            "kombi", "lantern", "compass", "saltmarsh", "heron", "bluegum", "tundra", "quokka", "moose",
            "harbour", "canyon", "willow", "cobalt", "pinecone", "sundown", "drifter", "tidewater", "ridge",
            "marmot", "sprocket", "bramble", "kayak", "switchback", "pelican", "ember", "glacier", "puffin",
            "driftwood", "tamarack", "coyote", "dingo", "lupin", "fjord", "skerry", "bothy", "wagtail",
            "cassowary", "boab", "spinifex", "larch", "otter", "ptarmigan", "muskeg", "yarrow", "juniper"]
PINYIN = ["zhangwei", "liuyang", "wangfang", "chenjie", "lixiaomei", "zhaolei", "huangmin", "zhoujun",
          "xulin", "sunhao", "maxiaoyu", "gaofeng", "heqing", "luoyi", "tangtang", "yeqiu", "dengchao",
          "fangche", "luying", "chedui", "zijia", "xibei", "chuanzang", "dukulu"]
NAMES_PW = ["Hamish", "Marisol", "Declan", "Saoirse", "Tomasz", "Priya", "Rhys", "Odile", "Femi", "Greta",
            "Callum", "Ines", "Bram", "Leila", "Jonah"]
SYM = "!@#$%&*?."
WALKS = ["1qaz@WSX", "zaq1@WSX", "qwer1234!", "Asdf;lkj9", "1q2w3e4r!", "!QAZ2wsx", "zxcv!234", "Qwe123!@#"]


def pw_shape(rng, shape=None):
    shape = shape or pick(rng, ["wsd", "wsd", "camel", "dashed", "dotted", "leet", "random", "pinyin",
                                "walk", "nameyear", "wordnum", "spaced"])
    w = lambda: pick(rng, PW_WORDS)
    if shape == "wsd":
        v = w().capitalize() + pick(rng, SYM) + rand_digits(rng, pick(rng, [2, 3, 4]), False)
    elif shape == "camel":
        v = "".join(w().capitalize() for _ in range(pick(rng, [2, 3]))) + rand_digits(rng, 2, False)
    elif shape == "dashed":
        v = "-".join(w() for _ in range(pick(rng, [3, 4]))) + pick(rng, ["", "-" + rand_digits(rng, 2, False)])
    elif shape == "dotted":
        v = ".".join(w() for _ in range(3)) + pick(rng, ["", "." + rand_digits(rng, 2, False)]) + pick(rng, ["", "!"])
    elif shape == "leet":
        base = w() + w()
        tr = str.maketrans({"a": "@", "e": "3", "o": "0", "i": "1", "s": "$"})
        v = base[0].upper() + base[1:].translate(tr) + rand_digits(rng, 2, False)
    elif shape == "random":
        while True:
            v = rs(rng, ALNUM + "!#%*-_", pick(rng, [12, 14, 16, 20]))
            if any(c.isdigit() for c in v) and any(c.isupper() for c in v) and any(c.islower() for c in v):
                break
    elif shape == "pinyin":
        v = pick(rng, PINYIN) + pick(rng, ["", "@", "_", "."]) + pick(rng, ["19", "20"]) + rand_digits(rng, 2, False) + \
            pick(rng, ["", rand_digits(rng, 4, False)])
    elif shape == "walk":
        v = pick(rng, WALKS) + pick(rng, ["", rand_digits(rng, 2, False)])
    elif shape == "nameyear":
        v = pick(rng, NAMES_PW) + pick(rng, ["19", "20"]) + rand_digits(rng, 2, False) + pick(rng, SYM)
    elif shape == "wordnum":
        v = w() + rand_digits(rng, pick(rng, [3, 4]), False) + w().upper()[:3]
    elif shape == "spaced":
        v = " ".join(w() for _ in range(4))
    else:
        raise ValueError(shape)
    return v, shape


NATO = {"a": "alfa", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf",
        "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima", "m": "mike", "n": "november",
        "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo", "s": "sierra", "t": "tango", "u": "uniform",
        "v": "victor", "w": "whiskey", "x": "x-ray", "y": "yankee", "z": "zulu"}
SYM_EN = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar", "%": "percent",
          "&": "ampersand", "*": "star", "?": "question mark", ".": "dot", "-": "dash", "_": "underscore"}
SYM_ZH = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "和号", "*": "星号",
          "?": "问号", ".": "点", "-": "横杠", "_": "下划线"}


def spell(v, style):
    parts = []
    for c in v:
        if c.isalpha():
            if style == "nato":
                parts.append(("capital " if c.isupper() else "") + NATO[c.lower()])
            elif style == "letters":
                parts.append(("capital " + c.upper()) if c.isupper() else c)
            else:
                parts.append(("大写" if c.isupper() else "小写") + c)
        elif c.isdigit():
            parts.append(EN_DIG[int(c)] if style != "zh" else "数字" + c)
        else:
            parts.append((SYM_ZH if style == "zh" else SYM_EN)[c])
    return ("、" if style == "zh" else ", ").join(parts)


EMAIL_USERS = ["wren.travels", "hamish.on.the.road", "marisol.v", "declan.k", "saoirse.b", "tomasz.p",
               "priya.nomad", "rhys.overland", "odile.m", "femi.a", "greta.h", "callum.r", "vanlife.ines",
               "bram.k", "leila.s", "jonah.w", "zhoujie88", "xiaoyu_luying", "laowang1975", "chedui.lin"]
MAIL_DOM = ["gmail.com", "outlook.com", "proton.me", "icloud.com", "fastmail.com", "163.com", "qq.com",
            "yahoo.co.nz", "bigpond.com", "shaw.ca"]


def g_pw(rng, ctx, o):
    allowed = o.get("shape")
    while True:
        v, shape = pw_shape(rng, allowed)
        if o.get("nospace") and " " in v:
            continue
        break
    user = pick(rng, EMAIL_USERS)
    comp = {"user": user, "email": user + "@" + pick(rng, MAIL_DOM), "plain": v}
    sp = o.get("spell")
    if sp:
        while " " in v or shape == "spaced":
            v, shape = pw_shape(rng, pick(rng, ["wsd", "leet", "nameyear", "pinyin", "wordnum"]))
        comp["plain"] = v
        return dict(value=spell(v, sp), check={"plain": v, "spell": sp, "len": len(v)}, comp=comp)
    return dict(value=v, check={"len": len(v), "shape": shape}, comp=comp)


# ---------------------------------------------------------------------------
# security answers (pools partitioned by split: even entries dev, odd entries test)
# ---------------------------------------------------------------------------
SA = {
    "pet": (["What was the name of your first pet?", "Name of your childhood pet?", "First pet's name"],
            ["你的第一只宠物叫什么名字？", "您童年时养的宠物叫什么？", "第一只宠物的名字"],
            ["Biscuit", "Pickles", "Rolo", "Juniper", "Mango", "Bramble", "Nutmeg", "Pepper", "Ziggy", "Waffles",
             "Clementine", "Tansy", "Moss", "Duffy", "Hobnob", "Sprocket", "Otis", "Marmalade", "Skipper", "Noodle",
             "Fudge", "Pip", "Bosun", "Teasel"],
            ["旺财", "豆豆", "小黑", "咪咪", "球球", "糯米", "可乐", "花卷", "大黄", "馒头", "芝麻", "来福", "毛毛", "年糕",
             "阿福", "布丁", "雪球", "点点", "虎子", "汤圆"],
            ["wangcai", "doudou", "xiaohei", "mimi", "qiuqiu", "nuomi", "kele", "huajuan", "dahuang", "mantou",
             "zhima", "laifu", "maomao", "niangao"]),
    "street": (["What street did you grow up on?", "Street you lived on in primary school?", "Childhood street"],
               ["你小时候住的街道叫什么？", "童年居住的街道名称？", "小时候家住哪条街"],
               ["Larkhill Road", "Orchard Close", "Ferry Lane", "Kinnoull Street", "Mill Wynd", "Hawthorn Avenue",
                "Coronation Terrace", "Quarry Row", "Tannery Lane", "Beacon Drive", "Wattle Grove", "Kowhai Crescent",
                "Birchmount Road", "Saltire Place", "Gumtree Lane", "Maple Bend"],
               ["解放路", "建设街", "人民北路", "光明巷", "胜利街", "红旗路", "和平里", "新华街", "跃进路", "东风巷", "朝阳街", "五一路"],
               ["jiefanglu", "jianshejie", "guangmingxiang", "shenglijie", "hongqilu", "heping li", "xinhuajie"]),
    "maiden": (["What is your mother's maiden name?", "Mother's maiden name", "Your mum's surname before marriage?"],
               ["您母亲的姓名是？", "母亲的名字", "你妈妈叫什么名字？"],
               ["Featherstone", "MacAskill", "Pennington", "Oduya", "Kowalczyk", "Trelawny", "Ashdown", "Gallacher",
                "Rourke", "Delacroix", "Abernethy", "Quigley", "Hallström", "Van der Berg", "Okafor", "Tremblay"],
               ["刘桂芳", "张秀英", "王淑珍", "陈玉兰", "李凤霞", "赵美华", "孙丽娟", "周翠萍", "吴海燕", "郑红梅", "马兰芝", "冯素琴"],
               ["liuguifang", "zhangxiuying", "wangshuzhen", "chenyulan", "lifengxia", "zhaomeihua", "sunlijuan"]),
    "car": (["What was your first car?", "Make and model of your first car", "First vehicle you owned?"],
            ["你的第一辆车是什么牌子？", "您拥有的第一辆车是？", "第一辆车的型号"],
            ["Nissan Micra", "Ford Laser", "Vauxhall Corsa", "Datsun 120Y", "Mini Metro", "Honda Civic", "VW Polo",
             "Toyota Starlet", "Renault Clio", "Fiat Panda", "Holden Barina", "Suzuki Swift", "Mazda 323", "Ford Escort"],
            ["桑塔纳", "捷达", "夏利", "富康", "奥拓", "长安之星", "五菱宏光", "比亚迪F3", "羚羊", "昌河北斗星", "吉利豪情", "奇瑞QQ"],
            ["sangtana", "jieda", "xiali", "fukang", "aotuo", "wulinghongguang"]),
    "teacher": (["Who was your favourite teacher?", "Name of your Year 6 teacher", "Favourite school teacher"],
                ["你小学班主任叫什么？", "您最喜欢的老师是？", "初中班主任的名字"],
                ["Mrs Gilchrist", "Mr Okonjo", "Miss Fairweather", "Mr Baptiste", "Mrs Lindqvist", "Mr Tamihana",
                 "Ms Achterberg", "Mrs Penhaligon", "Mr Villanueva", "Miss Dunwoody", "Mr Kealoha", "Mrs Ferreira"],
                ["赵建国", "孙丽华", "钱卫东", "周春梅", "吴志强", "郑秀兰", "王红英", "冯国栋", "陈淑芬", "褚明亮", "卫小燕", "蒋德胜"],
                ["zhaojianguo", "sunlihua", "qianweidong", "zhouchunmei", "wuzhiqiang", "zhengxiulan"]),
    "born": (["In what town were you born?", "City of birth", "Where were you born?"],
             ["您的出生地是？", "你出生在哪个城市？", "出生的县城"],
             ["Kirkcaldy", "Wagga Wagga", "Moose Jaw", "Timaru", "Ballarat", "Thunder Bay", "Invercargill", "Dubbo",
              "Fort McMurray", "Oban", "Whanganui", "Lethbridge", "Mildura", "Peterhead"],
             ["绵阳", "宜宾", "赣州", "鞍山", "丹东", "遵义", "柳州", "汉中", "天水", "营口", "铁岭", "阜阳", "邵阳", "九江"],
             ["mianyang", "yibin", "ganzhou", "anshan", "dandong", "zunyi", "liuzhou", "hanzhong", "tianshui"]),
    "singer": (["Favourite band as a teenager?", "Your favourite singer?", "First concert you went to?"],
               ["你最喜欢的歌手是？", "您的偶像是谁？", "第一次去看的演唱会是谁的？"],
               ["Crowded House", "The Proclaimers", "Split Enz", "Midnight Oil", "The Tragically Hip", "Runrig",
                "Silverchair", "Shania Twain", "Blondie", "Alanis Morissette", "Del Amitri", "The Cranberries"],
               ["周杰伦", "王菲", "张学友", "刘德华", "邓丽君", "孙燕姿", "陈奕迅", "蔡依林", "李宇春", "许巍", "朴树", "张惠妹"],
               ["zhoujielun", "wangfei", "zhangxueyou", "liudehua", "denglijun", "sunyanzi", "chenyixun"]),
    "date": (["Your father's date of birth?", "Wedding anniversary (MMDD)", "Your grandmother's birthday"],
             ["您父亲的生日是？", "结婚纪念日是哪天？", "你奶奶的生日"],
             None, None, None),
}


def _pool(lst, split):
    par = 0 if split == "dev" else 1
    return [x for i, x in enumerate(lst) if i % 2 == par]


def g_sa(rng, ctx, o):
    lang = ctx["lang"]
    qtypes = [q for q in SA if o.get("q") in (None, q)]
    qt = pick(rng, qtypes)
    qen, qzh, aen, azh, apy = SA[qt]
    form = o.get("a")
    if qt == "date":
        par = 0 if ctx["split"] == "dev" else 1
        while True:
            y, m, d = rng.randrange(1930, 1995), rng.randrange(1, 13), rng.randrange(1, 29)
            if (y + m + d) % 2 == par:
                break
        val = pick(rng, ["%02d%02d" % (m, d), "%d%02d%02d" % (y, m, d), "%02d/%02d/%d" % (d, m, y),
                         "%d-%02d-%02d" % (y, m, d)] + (["%d年%d月%d日" % (y, m, d)] if lang == "zh" or form == "zh" else []))
    else:
        if form is None:
            form = {"en": "en", "zh": pick(rng, ["zh", "zh", "zh", "py"]),
                    "mixed": pick(rng, ["en", "zh", "zh", "py"])}[lang]
        src = {"en": aen, "zh": azh, "py": apy}[form]
        val = pick(rng, _pool(src, ctx["split"]))
        if form == "en" and rng.random() < 0.25:
            val = val.lower()
    q = pick(rng, qzh if (lang == "zh" or (lang == "mixed" and rng.random() < 0.5)) else qen)
    if lang == "en":
        q = pick(rng, qen)
    return dict(value=val, check={"qtype": qt}, comp={"q": q, "qen": pick(rng, qen), "qzh": pick(rng, qzh)})


# ---------------------------------------------------------------------------
# Wi-Fi
# ---------------------------------------------------------------------------
SSIDS = ["Kauri-Lodge-Guest", "Tui_Campground", "HaastBeach_WiFi", "YukonRiverRV", "Harbour_Van_Park", "NC500-Hub",
         "ChinaNet-3kQa", "CMCC-7f2d", "TP-LINK_5G_8A1C", "STARLINK", "Troopy-Hotspot", "MiFi-8800",
         "HUAWEI-B311-5E2A", "Loreto_Bay_RV", "Mestia-Guesthouse", "KhivaCamp", "Glenmore_Office", "DawsonCity_Camp",
         "Boondock-Base", "Xiaomi_A7F3", "Tenda_5G_21", "Bothy-Net", "Marina-Hostel-5G", "DRIFTER_VAN"]


def g_wifi(rng, ctx, o):
    shape = o.get("shape") or pick(rng, ["words", "wordnum", "random", "phone", "hex64", "wsd", "pinyin", "sentence"])
    if shape == "words":
        v = "".join(pick(rng, PW_WORDS).capitalize() for _ in range(2)) + rand_digits(rng, pick(rng, [2, 3, 4]), False)
    elif shape == "wordnum":
        v = pick(rng, PW_WORDS) + rand_digits(rng, 4, False) + pick(rng, ["", "!", "#"])
    elif shape == "random":
        v = rs(rng, ALNUM, pick(rng, [10, 12, 16]))
    elif shape == "phone":
        v = pick(rng, ["13", "15", "18", "17"]) + rand_digits(rng, 9, False)
    elif shape == "hex64":
        v = rs(rng, HEX, 64)
    elif shape == "wsd":
        v = ""
        while len(v) < 8:
            v, _ = pw_shape(rng, "wsd")
    elif shape == "pinyin":
        v = pick(rng, PINYIN) + rand_digits(rng, pick(rng, [4, 6]), False)
    else:
        v = pick(rng, ["welcome", "enjoy", "hello", "relax"]) + pick(rng, ["to", "the"]) + pick(rng, PW_WORDS) + \
            rand_digits(rng, 2, False)
    assert 8 <= len(v) <= 64
    return dict(value=v, check={"len": len(v)}, comp={"ssid": pick(rng, SSIDS)})


# ---------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------
TEST_CARDS = {"4242424242424242", "4111111111111111", "5555555555554444", "4000056655665556", "378282246310005",
              "371449635398431", "6011111111111117", "5105105105105100", "4012888888881881", "3530111333300000",
              "6200000000000005", "5200828282828210", "4000000000000002", "4000000000009995", "36227206271667",
              "6011000990139424", "3566002020360505", "4000002500003155", "4000000000003220"}


def card_number(rng, brand=None):
    brand = brand or pick(rng, ["visa", "visa", "mc", "mc2", "amex", "discover", "jcb", "unionpay", "unionpay19",
                                "mir", "maestro", "diners"])
    pref, length = {
        "visa": (lambda: "4" + rand_digits(rng, 5, False), 16),
        "mc": (lambda: str(rng.randrange(51, 56)) + rand_digits(rng, 4, False), 16),
        "mc2": (lambda: str(rng.randrange(2221, 2721)) + rand_digits(rng, 2, False), 16),
        "amex": (lambda: pick(rng, ["34", "37"]) + rand_digits(rng, 4, False), 15),
        "discover": (lambda: pick(rng, ["6011", "65" + rand_digits(rng, 2, False)]) + rand_digits(rng, 2, False), 16),
        "jcb": (lambda: str(rng.randrange(3528, 3590)) + rand_digits(rng, 2, False), 16),
        "unionpay": (lambda: "62" + pick(rng, ["2", "5", "8"]) + rand_digits(rng, 3, False), 16),
        "unionpay19": (lambda: "62" + pick(rng, ["17", "22", "28"]) + rand_digits(rng, 2, False), 19),
        "mir": (lambda: "220" + str(rng.randrange(0, 5)) + rand_digits(rng, 2, False), 16),
        "maestro": (lambda: pick(rng, ["6759", "6761", "5018", "5020"]) + rand_digits(rng, 2, False), 16),
        "diners": (lambda: pick(rng, ["36", "38"]) + rand_digits(rng, 4, False), 14),
    }[brand]
    while True:
        p = pref()
        n = S.luhn_complete(p + rand_digits(rng, length - len(p) - 1, False))
        if n not in TEST_CARDS:
            return n, brand


def group_card(n, fmt):
    if fmt == "plain":
        return n
    sep = {"space": " ", "dash": "-"}[fmt]
    if len(n) == 15:
        return sep.join([n[:4], n[4:10], n[10:]])
    if len(n) == 14:
        return sep.join([n[:4], n[4:10], n[10:]])
    return sep.join(n[i:i + 4] for i in range(0, len(n), 4))


def g_card(rng, ctx, o):
    n, brand = card_number(rng, o.get("brand"))
    fmt = o.get("fmt") or pick(rng, ["space", "space", "dash", "plain"])
    exp = "%02d/%02d" % (rng.randrange(1, 13), rng.randrange(26, 32))
    return dict(value=group_card(n, fmt), check={"digits": n, "brand": brand},
                comp={"exp": exp, "last4": n[-4:], "cvv": rand_digits(rng, 4 if brand == "amex" else 3, False),
                      "brand": {"visa": "Visa", "mc": "Mastercard", "mc2": "Mastercard", "amex": "Amex",
                                "discover": "Discover", "jcb": "JCB", "unionpay": "UnionPay", "unionpay19": "UnionPay",
                                "mir": "Mir", "maestro": "Maestro", "diners": "Diners"}[brand]})


# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------
TOTP_ISSUERS = ["Wise", "Kiwibank", "Schwab", "Starlink", "Victron VRM", "Hipcamp", "Proton", "Bitwarden", "Coinbase",
                "Campendium", "Escapees Mail", "Anytime Mailbox", "Up Bank", "Desjardins", "Tailscale", "GitHub",
                "Cloudflare", "Namecheap", "Binance", "Kraken", "Dropbox", "Backblaze", "Garmin", "Westpac"]


def g_totp(rng, ctx, o):
    nb = int(o.get("bytes") or pick(rng, [10, 16, 20, 20, 32]))
    raw = bytes(rng.randrange(256) for _ in range(nb))
    seed = base64.b32encode(raw).decode().rstrip("=")
    issuer = pick(rng, TOTP_ISSUERS)
    acct = pick(rng, EMAIL_USERS) + "@" + pick(rng, MAIL_DOM)
    fmt = o.get("fmt") or pick(rng, ["plain", "plain", "lower", "g4", "g4", "g4lower", "g4dash", "g8", "uri"])
    if fmt == "plain":
        v = seed
    elif fmt == "lower":
        v = seed.lower()
    elif fmt in ("g4", "g4lower", "g4dash", "g8"):
        k = 8 if fmt == "g8" else 4
        groups = [seed[i:i + k] for i in range(0, len(seed), k)]
        v = ("-" if fmt == "g4dash" else " ").join(groups)
        if fmt == "g4lower":
            v = v.lower()
    elif fmt == "uri":
        from urllib.parse import quote
        params = "secret=%s&issuer=%s" % (seed, quote(issuer))
        if rng.random() < 0.4:
            params += "&algorithm=%s&digits=%s&period=30" % (pick(rng, ["SHA1", "SHA256"]), pick(rng, ["6", "8"]))
        v = "otpauth://totp/%s:%s?%s" % (quote(issuer), quote(acct), params)
    else:
        raise ValueError(fmt)
    return dict(value=v, check={"seed": seed, "fmt": fmt}, comp={"issuer": issuer, "acct": acct})


# ---------------------------------------------------------------------------
# recovery codes
# ---------------------------------------------------------------------------
CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"


def rc_code(rng, shape):
    if shape == "hex55":
        return rs(rng, HEX, 5) + "-" + rs(rng, HEX, 5)
    if shape == "d8":
        return rand_digits(rng, 8, False)
    if shape == "d44":
        return rand_digits(rng, 4, False) + " " + rand_digits(rng, 4, False)
    if shape == "U44":
        return rs(rng, UPPER_ALNUM, 4) + "-" + rs(rng, UPPER_ALNUM, 4)
    if shape == "U444":
        return "-".join(rs(rng, UPPER_ALNUM, 4) for _ in range(3))
    if shape == "l10":
        while True:
            c = rs(rng, LOWER_ALNUM, 10)
            if any(x.isdigit() for x in c) and any(x.isalpha() for x in c):
                return c
    if shape == "h16":
        return rs(rng, HEX, 16)
    if shape == "d55":
        return rand_digits(rng, 5, False) + "-" + rand_digits(rng, 5, False)
    if shape == "l44":
        return rs(rng, "abcdefghjkmnpqrstuvwxyz", 4) + "-" + rs(rng, "abcdefghjkmnpqrstuvwxyz", 4)
    if shape == "U25":
        return "-".join(rs(rng, "BCDFGHJKMPQRTVWXY2346789", 5) for _ in range(5))
    raise ValueError(shape)


def rc_layout(codes, rng, layout):
    n = len(codes)
    if n == 1:
        return codes[0]
    if layout == "lines":
        return "\n".join(codes)
    if layout == "num":
        return "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "paren":
        return "\n".join("%d) %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "bullets":
        b = pick(rng, ["- ", "• ", "* "])
        return "\n".join(b + c for c in codes)
    if layout == "checks":
        used = set(rng.sample(range(n), min(2, n)))
        return "\n".join(("- [x] ~~%s~~" % c) if i in used else ("- [ ] " + c) for i, c in enumerate(codes))
    if layout == "cols2":
        h = (n + 1) // 2
        rows = []
        for i in range(h):
            row = codes[i] + ("    " + codes[i + h] if i + h < n else "")
            rows.append(row)
        return "\n".join(rows)
    if layout == "comma":
        return ", ".join(codes)
    if layout == "semi":
        return "; ".join(codes)
    if layout == "zhcomma":
        return "，".join(codes)
    if layout == "dun":
        return "、".join(codes)
    if layout == "circled":
        return "\n".join(CIRCLED[i] + " " + c for i, c in enumerate(codes))
    if layout == "zhnum":
        return "\n".join("%d、%s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "used_zh":
        used = set(rng.sample(range(n), min(2, n)))
        return "\n".join(c + ("（已用）" if i in used else "") for i, c in enumerate(codes))
    if layout == "json":
        return json.dumps(codes)
    if layout == "yaml":
        return "\n".join("  - " + (c if " " not in c else '"%s"' % c) for c in codes).lstrip()
    if layout == "table":
        return "\n".join("| %d | %s |" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "pipe":
        return " | ".join(codes)
    raise ValueError(layout)


def g_rc(rng, ctx, o):
    shape = o.get("shape") or pick(rng, ["hex55", "d8", "d44", "U44", "U444", "l10", "h16", "d55", "l44"])
    n = int(o.get("n") or pick(rng, [8, 10, 10, 12, 16, 6, 5]))
    if shape == "U25":
        n = 1
    codes = []
    while len(codes) < n:
        c = rc_code(rng, shape)
        if c not in codes:
            codes.append(c)
    layout = o.get("layout") or pick(rng, {
        "en": ["lines", "num", "paren", "bullets", "checks", "cols2", "comma", "semi", "json", "table"],
        "zh": ["lines", "num", "zhcomma", "dun", "circled", "zhnum", "used_zh", "cols2", "table"],
        "mixed": ["lines", "num", "bullets", "checks", "zhcomma", "zhnum", "used_zh", "json", "cols2"]}[ctx["lang"]])
    if layout in ("comma", "semi", "zhcomma", "dun", "pipe") and shape == "d44":
        layout = "lines"
    v = rc_layout(codes, rng, layout)
    return dict(value=v, check={"codes": codes, "shape": shape, "layout": layout}, comp={"n": str(n)})


# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------
def _scalar(rng, curve=S.SECP256K1):
    return rng.randrange(1, curve.n)


def g_wk(rng, ctx, o):
    t = o.get("t") or pick(rng, ["wif_c", "wif_c", "wif_u", "wif_test", "ltc", "doge", "hex", "hex0x", "tron",
                                  "xprv", "tprv", "zprv", "sol58", "soljson", "nsec", "stellar", "sui"])
    comp = {}
    if t in ("wif_c", "wif_u", "wif_test", "ltc", "doge"):
        k = _scalar(rng)
        comp_ = t != "wif_u"
        ver, aver, chain = {"wif_c": (0x80, 0, "BTC"), "wif_u": (0x80, 0, "BTC"), "wif_test": (0xEF, 0x6F, "tBTC"),
                            "ltc": (0xB0, 0x30, "LTC"), "doge": (0x9E, 0x1E, "DOGE")}[t]
        v = S.wif(k, comp_, ver)
        P = S.SECP256K1.mul(k)
        pub = S.SECP256K1.compressed(P) if comp_ else S.SECP256K1.uncompressed(P)
        addr = S.p2pkh(pub, aver)
        if t == "wif_c" and rng.random() < 0.5:
            addr = S.segwit_addr("bc", 0, S.hash160(pub))
        comp = {"addr": addr, "chain": chain}
        chk = {"type": "wif", "k": k}
    elif t in ("hex", "hex0x", "tron"):
        k = _scalar(rng)
        v = ("0x" if t == "hex0x" else "") + "%064x" % k
        comp = {"addr": S.tron_address(k) if t == "tron" else S.eth_address(k), "chain": "TRX" if t == "tron" else "ETH"}
        chk = {"type": "hex", "k": k}
    elif t in ("xprv", "tprv", "zprv"):
        seed = bytes(rng.randrange(256) for _ in range(64))
        pub = {"xprv": "xpub", "tprv": "tpub", "zprv": "zpub"}[t]
        v, xpub, k = S.bip32_master(seed, t, pub)
        comp = {"addr": xpub, "chain": "BTC"}
        chk = {"type": "xkey", "k": k}
    elif t in ("sol58", "soljson"):
        seed = bytes(rng.randrange(256) for _ in range(32))
        pub = S.ed25519_public(seed)
        kp = seed + pub
        v = S.b58encode(kp) if t == "sol58" else json.dumps(list(kp), separators=(",", ":"))
        comp = {"addr": S.b58encode(pub), "chain": "SOL"}
        chk = {"type": "sol", "seed": seed.hex()}
    elif t == "nsec":
        k = _scalar(rng)
        v = S.bech32_bytes("nsec", k.to_bytes(32, "big"))
        x = S.SECP256K1.mul(k)[0]
        comp = {"addr": S.bech32_bytes("npub", x.to_bytes(32, "big")), "chain": "Nostr"}
        chk = {"type": "nsec", "k": k}
    elif t == "stellar":
        seed = bytes(rng.randrange(256) for _ in range(32))
        v = S.strkey_encode("S", seed)
        comp = {"addr": S.strkey_encode("G", S.ed25519_public(seed)), "chain": "XLM"}
        chk = {"type": "stellar", "seed": seed.hex()}
    elif t == "sui":
        seed = bytes(rng.randrange(256) for _ in range(32))
        v = S.bech32_bytes("suiprivkey", b"\x00" + seed)
        comp = {"addr": "0x" + hashlib.blake2b(b"\x00" + S.ed25519_public(seed), digest_size=32).hexdigest(), "chain": "SUI"}
        chk = {"type": "sui", "seed": seed.hex()}
    else:
        raise ValueError(t)
    chk["t"] = t
    return dict(value=v, check=chk, comp=comp)


# ---------------------------------------------------------------------------
# seed phrases
# ---------------------------------------------------------------------------
def mn_layout_en(words, rng, layout):
    n = len(words)
    if layout == "space":
        return " ".join(words)
    if layout == "comma":
        return ", ".join(words)
    if layout == "upper":
        return " ".join(w.upper() for w in words)
    if layout == "title":
        return " ".join(w.capitalize() for w in words)
    if layout == "lines":
        return "\n".join(words)
    if layout == "num":
        return "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "numparen":
        return "\n".join("%d) %s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "numpad":
        return "\n".join("%02d %s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "inline_num":
        return " ".join("%d.%s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "rows4":
        return "\n".join(" ".join("%d %s" % (i + j + 1, words[i + j]) for j in range(4)) for i in range(0, n, 4))
    if layout == "rows3":
        return "\n".join("  ".join(words[i:i + 3]) for i in range(0, n, 3))
    if layout == "cols3":
        h = n // 3
        return "\n".join("".join(("%d %s" % (c * h + r + 1, words[c * h + r])).ljust(15) for c in range(3)).rstrip()
                         for r in range(h))
    if layout == "hyphen":
        return "-".join(words)
    if layout == "slash":
        return " / ".join(words)
    if layout == "json":
        return json.dumps(words)
    if layout == "pylist":
        return "[" + ", ".join("'%s'" % w for w in words) + "]"
    if layout == "table":
        return "\n".join("| %d | %s |" % (i + 1, w) for i, w in enumerate(words))
    if layout == "spoken":
        return " ".join("Word %s, %s." % (EN_DIG[i + 1] if i < 9 else str(i + 1), w) for i, w in enumerate(words))
    if layout == "halves":
        h = n // 2
        return " ".join(words[:h]) + "\n" + " ".join(words[h:])
    raise ValueError(layout)


def mn_layout_zh(words, rng, layout):
    n = len(words)
    if layout == "space":
        return " ".join(words)
    if layout == "ideo":
        return "\u3000".join(words)
    if layout == "solid":
        return "".join(words)
    if layout == "dun":
        return "、".join(words)
    if layout == "comma":
        return "，".join(words)
    if layout == "lines":
        return "\n".join(words)
    if layout == "num":
        return "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "inline_num":
        return " ".join("%d.%s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "rows4":
        return "\n".join(" ".join(words[i:i + 4]) for i in range(0, n, 4))
    if layout == "rows3":
        return "\n".join("\u3000".join(words[i:i + 3]) for i in range(0, n, 3))
    if layout == "circled":
        if n > 20:
            return " ".join("(%d)%s" % (i + 1, w) for i, w in enumerate(words))
        return " ".join(CIRCLED[i] + w for i, w in enumerate(words))
    if layout == "bracket":
        return "".join("【%s】" % w for w in words)
    if layout == "slash":
        return " / ".join(words)
    if layout == "json":
        return json.dumps(words, ensure_ascii=False)
    if layout == "table":
        return "\n".join("| %d | %s |" % (i + 1, w) for i, w in enumerate(words))
    if layout == "colon":
        return "\n".join("%d：%s" % (i + 1, w) for i, w in enumerate(words))
    raise ValueError(layout)


def g_mn(rng, ctx, o):
    n = int(o.get("n") or pick(rng, [12, 12, 12, 24, 12, 24]))
    ent = bytes(rng.randrange(256) for _ in range(n * 4 // 3))
    words = S.bip39_from_entropy(ent, "english")
    layout = o.get("layout") or pick(rng, ["space", "space", "comma", "upper", "title", "lines", "num", "numparen",
                                            "numpad", "inline_num", "rows4", "rows3", "cols3", "hyphen", "slash",
                                            "json", "table", "halves"])
    return dict(value=mn_layout_en(words, rng, layout), check={"words": words, "layout": layout}, comp={"n": str(n)})


def g_mz(rng, ctx, o):
    n = int(o.get("n") or pick(rng, [12, 12, 12, 24, 12]))
    wl = o.get("wl") or ("chinese_traditional" if rng.random() < 0.12 else "chinese_simplified")
    ent = bytes(rng.randrange(256) for _ in range(n * 4 // 3))
    words = S.bip39_from_entropy(ent, wl)
    layout = o.get("layout") or pick(rng, ["space", "space", "ideo", "solid", "dun", "comma", "lines", "num",
                                            "inline_num", "rows4", "rows3", "circled", "bracket", "slash", "json",
                                            "table", "colon"])
    return dict(value=mn_layout_zh(words, rng, layout), check={"words": words, "layout": layout, "wl": wl},
                comp={"n": str(n)})


# ---------------------------------------------------------------------------
# .env values
# ---------------------------------------------------------------------------
ENV_KEYS = ["VRM_PORTAL_TOKEN", "CAMPSITE_SYNC_SECRET", "CONVOY_BOT_SIGNING_KEY", "TRACKER_HMAC", "BLOG_DEPLOY_SECRET",
            "MAILBOX_SCAN_TOKEN", "DASHCAM_UPLOAD_SECRET", "SOLAR_MQTT_PASSWORD", "FERRY_ALERTS_KEY", "GPX_SYNC_SALT",
            "SECRET_KEY", "DB_PASSWORD", "SESSION_SECRET", "APP_KEY", "JWT_SECRET", "WEBHOOK_SIGNING_SECRET",
            "K3", "SIG", "PEPPER", "CRED", "X_AUTH", "TRIPLOG_COOKIE_KEY", "WATERTANK_API_PASS", "BORDER_DOCS_AES_KEY",
            "PARK_PASS_BOT_TOKEN", "FANGCHE_YINGDI_KEY", "CHEDUI_BOT_SECRET", "YOUKA_JIFEN_TOKEN", "LUYING_SIGN_KEY",
            "ZIJIA_RIJI_SALT", "session_secret", "signing_key", "inreach_feed_pass", "NARROWBOAT_CCTV_PASS",
            "ROADSCHOOL_LMS_SECRET", "PETSITTER_PORTAL_PW", "HOMEBASE_NAS_PASS", "ENCRYPTION_KEY"]


def env_value(rng, enc=None):
    enc = enc or pick(rng, ["hex32", "hex64", "b64", "b64u", "django", "alnum", "pw", "fernet", "laravel", "words"])
    if enc == "hex32":
        v = rs(rng, HEX, 32)
    elif enc == "hex64":
        v = rs(rng, HEX, 64)
    elif enc == "b64":
        v = base64.b64encode(bytes(rng.randrange(256) for _ in range(pick(rng, [24, 32, 33])))).decode()
    elif enc == "b64u":
        v = base64.urlsafe_b64encode(bytes(rng.randrange(256) for _ in range(pick(rng, [24, 32, 36])))).decode().rstrip("=")
    elif enc == "django":
        v = rs(rng, string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 50)
    elif enc == "alnum":
        v = rs(rng, ALNUM, pick(rng, [24, 32, 40]))
    elif enc == "pw":
        v = ""
        while len(v) < 8:
            v, _ = pw_shape(rng, pick(rng, ["wsd", "random", "leet", "camel"]))
    elif enc == "fernet":
        v = base64.urlsafe_b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
    elif enc == "laravel":
        v = "base64:" + base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
    else:
        v = "-".join(pick(rng, PW_WORDS) for _ in range(4)) + "-" + rand_digits(rng, 3, False)
    return v, enc


def g_env(rng, ctx, o):
    v, enc = env_value(rng, o.get("enc"))
    if o.get("noquote_safe") and any(c in v for c in "#\"'$ &(*)!"):
        v, enc = env_value(rng, pick(rng, ["hex32", "hex64", "alnum", "b64u"]))
    key = o.get("key") or pick(rng, ENV_KEYS)
    return dict(value=v, check={"enc": enc}, comp={"key": key})


# ---------------------------------------------------------------------------
# connection strings
# ---------------------------------------------------------------------------
HOSTS = ["db.triplog.internal", "10.0.8.12", "pg-van-01.lan", "nas.homebase.lan", "192.168.8.20", "mqtt.drifter.cc",
         "broker.roamhome.net", "cluster0.k3x9q.mongodb.net", "redis-17421.c12.ap-southeast-2-1.ec2.cloud.redislabs.com",
         "mysql.ferrybook.co.nz", "vanpi.local", "tracker.overland.club", "pg.bothy.dev", "ftp.campprint.ca",
         "cam-rear.van", "100.87.14.3", "homeassistant.local", "db.yingdi.cn", "rm-bp1x7k2.mysql.rds.aliyuncs.com",
         "influx.solarvan.io"]
DB_USERS = ["triplog", "admin", "vanpi", "ha", "owntracks", "root", "app_rw", "backup", "wren", "chedui", "pi",
            "grafana", "svc_blog", "yingdi", "mosquitto", "postgres"]
DBNAMES = ["triplog", "bookings", "convoy", "vanlog", "ledger", "gps", "photos", "yingdi"]


def cs_password(rng):
    v, _ = pw_shape(rng, pick(rng, ["wsd", "random", "camel", "leet", "wordnum"]))
    v = v.replace("@", "#").replace("/", "_").replace(":", "_").replace("?", "!").replace("&", "%26")
    if "%" in v and not "%26" in v:
        v = v.replace("%", "p")
    return v


def g_cs(rng, ctx, o):
    t = o.get("t") or pick(rng, ["postgres", "mysql", "mongo", "mongosrv", "redis", "rediss", "amqp", "mqtt", "mqtts",
                                  "ftp", "sftp", "smb", "rtsp", "https", "http", "davs", "socks5", "jdbc_pg",
                                  "jdbc_mysql", "adonet", "libpq", "nats"])
    host = o.get("host") or pick(rng, HOSTS)
    user = pick(rng, DB_USERS)
    pw = cs_password(rng)
    db = pick(rng, DBNAMES)
    port = {"postgres": 5432, "mysql": 3306, "mongo": 27017, "redis": 6379, "rediss": 6380, "amqp": 5672, "mqtt": 1883,
            "mqtts": 8883, "ftp": 21, "sftp": 22, "rtsp": 554, "https": 8443, "http": 8123, "socks5": 1080,
            "jdbc_pg": 5432, "jdbc_mysql": 3306, "nats": 4222}.get(t)
    if t == "postgres":
        v = "%s://%s:%s@%s:%d/%s" % (pick(rng, ["postgres", "postgresql", "postgresql+psycopg"]), user, pw, host, port, db)
        if rng.random() < 0.3:
            v += "?sslmode=require"
    elif t == "mysql":
        v = "%s://%s:%s@%s:%d/%s" % (pick(rng, ["mysql", "mysql+pymysql", "mariadb"]), user, pw, host, port, db)
    elif t == "mongo":
        v = "mongodb://%s:%s@%s:%d/%s?authSource=admin" % (user, pw, host, port, db)
    elif t == "mongosrv":
        v = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (user, pw, rs(rng, LOWER_ALNUM, 5), db)
    elif t in ("redis", "rediss"):
        v = "%s://%s:%s@%s:%d/%d" % (t, pick(rng, ["default", ""]), pw, host, port, rng.randrange(0, 4))
    elif t == "amqp":
        v = "%s://%s:%s@%s:%d/%s" % (pick(rng, ["amqp", "amqps"]), user, pw, host, port, pick(rng, ["%2F", "convoy"]))
    elif t in ("mqtt", "mqtts"):
        v = "%s://%s:%s@%s:%d" % (t, pick(rng, ["owntracks", "mosquitto", "ha", "vanpi"]), pw, host, port)
    elif t in ("ftp", "sftp"):
        v = "%s://%s:%s@%s%s/" % (t, user, pw, host, ":%d" % port if rng.random() < 0.5 else "")
    elif t == "smb":
        v = "smb://%s:%s@%s/%s" % (user, pw, host, pick(rng, ["photos", "backup", "trip-videos", "share"]))
    elif t == "rtsp":
        v = "rtsp://%s:%s@%s:%d/%s" % (pick(rng, ["admin", "viewer", "cam"]), pw, host, port,
                                         pick(rng, ["stream1", "h264/ch1/main/av_stream", "live/main", "cam/realmonitor?channel=1&subtype=0"]))
    elif t in ("https", "http"):
        v = "%s://%s:%s@%s:%d/%s" % (t, user, pw, host, port, pick(rng, ["", "api/states", "remote.php/dav/files/" + user, "admin"]))
    elif t == "davs":
        v = "davs://%s:%s@%s/remote.php/webdav/" % (user, pw, host)
    elif t == "socks5":
        v = "socks5h://%s:%s@%s:%d" % (user, pw, host, port)
    elif t == "jdbc_pg":
        v = "jdbc:postgresql://%s:%d/%s?user=%s&password=%s" % (host, port, db, user, pw)
    elif t == "jdbc_mysql":
        v = "jdbc:mysql://%s:%d/%s?user=%s&password=%s&useSSL=true" % (host, port, db, user, pw)
    elif t == "adonet":
        v = "Server=%s;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True;" % (host, db, user, pw)
    elif t == "libpq":
        v = "host=%s port=5432 dbname=%s user=%s password=%s" % (host, db, user, pw)
    elif t == "nats":
        v = "nats://%s:%s@%s:%d" % (user, pw, host, port)
    else:
        raise ValueError(t)
    return dict(value=v, check={"password": pw, "t": t}, comp={"host": host, "user": user, "db": db})


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
_RSA_CACHE = {}


def rsa_key(split, i):
    key = "secrets_corpus31/rsa/%s/%d" % (split, i)
    if key not in _RSA_CACHE:
        _RSA_CACHE[key] = S.seeded_rsa(key)
    return _RSA_CACHE[key]


KEY_COMMENTS = ["wren@vanpi", "hamish@troopy", "deploy@triplog", "ines@drifter-nuc", "laozhou@fangche",
                "backup@homebase", "pi@solar-monitor", "convoy-bot", "blog-deploy", "xiaoyu@macbook"]


def g_pk(rng, ctx, o):
    t = o.get("t") or pick(rng, ["rsa1", "rsa8", "ec1", "ec8", "ed8", "ossh", "ossh", "k1"])
    comp = {}
    if t in ("rsa1", "rsa8"):
        n, e, d, p, q = rsa_key(ctx["split"], rng.randrange(4))
        body = S.rsa_pkcs1(n, e, d, p, q) if t == "rsa1" else S.rsa_pkcs8(n, e, d, p, q)
        v = S.pem("RSA PRIVATE KEY" if t == "rsa1" else "PRIVATE KEY", body)
    elif t in ("ec1", "ec8", "k1"):
        curve = S.SECP256K1 if t == "k1" else S.P256
        d = rng.randrange(1, curve.n)
        body = S.ec_pkcs8(curve, d) if t == "ec8" else S.ec_sec1(curve, d)
        v = S.pem("PRIVATE KEY" if t == "ec8" else "EC PRIVATE KEY", body)
    elif t == "ed8":
        seed = bytes(rng.randrange(256) for _ in range(32))
        v = S.pem("PRIVATE KEY", S.ed25519_pkcs8(seed))
        comp["pub"] = S.pem("PUBLIC KEY", S.spki("ed25519", S.ed25519_public(seed)))
    else:
        seed = bytes(rng.randrange(256) for _ in range(32))
        cmt = pick(rng, KEY_COMMENTS)
        v, publine = S.openssh_ed25519(seed, cmt, rng.getrandbits(32))
        comp["pub"] = publine
        comp["comment"] = cmt
    plain = v
    wrap = o.get("wrap")
    if wrap == "quote":
        v = "\n".join("> " + l for l in v.split("\n"))
    elif wrap == "indent":
        ind = o.get("ind", "4")
        v = "\n".join(" " * int(ind) + l for l in v.split("\n")).lstrip()
    elif wrap == "escaped":
        v = v.replace("\n", "\\n") + "\\n"
    return dict(value=v, check={"t": t, "pem": plain}, comp=comp)


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------
def g_jwt(rng, ctx, o):
    alg = o.get("alg") or pick(rng, ["HS256", "HS256", "HS256", "HS384", "HS512", "RS256", "ES256", "EdDSA"])
    prof = o.get("p") or pick(rng, ["ha", "supabase", "app", "directus", "tracker", "booking", "miniapp"])
    now = 1764000000 + rng.randrange(0, 8000000)
    if prof == "ha":
        payload = {"iss": rs(rng, HEX, 32), "iat": now, "exp": now + 315360000}
    elif prof == "supabase":
        payload = {"iss": "supabase", "ref": rs(rng, string.ascii_lowercase, 20), "role": "service_role", "iat": now,
                   "exp": now + 315360000}
    elif prof == "app":
        payload = {"sub": str(rng.randrange(10000, 999999)), "name": pick(rng, NAMES_PW), "scope": "trips:write",
                   "iat": now, "exp": now + 86400 * 30}
    elif prof == "directus":
        payload = {"id": "%08x-%04x-4%03x-%04x-%012x" % (rng.getrandbits(32), rng.getrandbits(16), rng.getrandbits(12),
                                                          0x8000 | rng.getrandbits(14), rng.getrandbits(48)),
                   "role": "admin", "app_access": True, "admin_access": True, "iat": now, "exp": now + 900,
                   "iss": "directus"}
    elif prof == "tracker":
        payload = {"device": "van-" + rs(rng, LOWER_ALNUM, 6), "perm": ["positions:write", "events:read"],
                   "iat": now}
    elif prof == "booking":
        payload = {"uid": rng.randrange(100000, 9999999), "email": pick(rng, EMAIL_USERS) + "@" + pick(rng, MAIL_DOM),
                   "site": pick(rng, ["hipcamp", "campendium", "yingdi"]), "iat": now, "exp": now + 604800}
    else:
        payload = {"openid": "o" + rs(rng, B64U, 27), "session_key_ver": 2, "iat": now, "exp": now + 7200}
    header = {"alg": alg, "typ": "JWT"}
    key = None
    if alg == "RS256":
        key = rsa_key(ctx["split"], rng.randrange(4))
        header["jwk"] = {"kty": "RSA", "n": S.b64u(key[0].to_bytes(256, "big")), "e": "AQAB"}
    elif alg == "ES256":
        key = rng.randrange(1, S.P256.n)
        Q = S.P256.mul(key)
        header["jwk"] = {"kty": "EC", "crv": "P-256", "x": S.b64u(Q[0].to_bytes(32, "big")),
                         "y": S.b64u(Q[1].to_bytes(32, "big"))}
    elif alg == "EdDSA":
        key = bytes(rng.randrange(256) for _ in range(32))
        header["jwk"] = {"kty": "OKP", "crv": "Ed25519", "x": S.b64u(S.ed25519_public(key))}
    else:
        header["kid"] = rs(rng, LOWER_ALNUM, 8) if rng.random() < 0.3 else None
        if header["kid"] is None:
            del header["kid"]
    tok = S.jwt_make(header, payload, alg, key, rng)
    return dict(value=tok, check={"alg": alg}, comp={"profile": prof})


# ---------------------------------------------------------------------------
# API keys and tokens
# ---------------------------------------------------------------------------
def g_openai(rng, ctx, o):
    t = o.get("t") or pick(rng, ["proj", "proj", "svc", "admin", "legacy"])
    if t == "legacy":
        v = "sk-" + rs(rng, ALNUM, 20) + "T3BlbkFJ" + rs(rng, ALNUM, 20)
    else:
        pfx = {"proj": "sk-proj-", "svc": "sk-svcacct-", "admin": "sk-admin-"}[t]
        v = pfx + rs(rng, B64U, 74) + "T3BlbkFJ" + rs(rng, B64U, 74)
    return dict(value=v, check={"re": "openai"}, comp={})


def g_anthropic(rng, ctx, o):
    t = o.get("t") or pick(rng, ["api", "api", "api", "admin"])
    pfx = "sk-ant-api03-" if t == "api" else "sk-ant-admin01-"
    return dict(value=pfx + rs(rng, B64U, 93) + "AA", check={"re": "anthropic"}, comp={})


def g_aws(rng, ctx, o):
    kid = pick(rng, ["AKIA", "AKIA", "ASIA"]) + rs(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    sec = rs(rng, ALNUM + "+/", 40)
    comp = {"id": kid, "region": pick(rng, ["ap-southeast-2", "ca-central-1", "eu-west-2", "us-west-2", "ap-east-1"])}
    if kid.startswith("ASIA"):
        comp["session"] = "IQoJb3JpZ2luX2Vj" + rs(rng, B64, 120)
    return dict(value=sec, check={"re": "aws"}, comp=comp)


def g_github(rng, ctx, o):
    t = o.get("t") or pick(rng, ["ghp_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "pat"])
    if t == "pat":
        v = "github_pat_11" + rs(rng, UPPER_ALNUM, 20) + "_" + rs(rng, ALNUM, 59)
    else:
        r = rs(rng, ALNUM, 30)
        v = t + r + S.github_checksum(r)
    return dict(value=v, check={"re": "github"}, comp={})


def g_google(rng, ctx, o):
    t = o.get("t") or pick(rng, ["aiza", "aiza", "aiza", "gocspx"])
    if t == "aiza":
        v = "AIza" + rs(rng, B64U, 35)
        comp = {}
    else:
        v = "GOCSPX-" + rs(rng, B64U, 28)
        comp = {"client_id": "%d-%s.apps.googleusercontent.com" % (rng.randrange(10 ** 11, 10 ** 12), rs(rng, LOWER_ALNUM, 32))}
    return dict(value=v, check={"re": "google"}, comp=comp)


def g_slack(rng, ctx, o):
    t = o.get("t") or pick(rng, ["xoxb", "xoxb", "xoxp", "xapp", "hook"])
    d = lambda n: str(rng.randrange(10 ** (n - 1), 10 ** n))
    if t == "xoxb":
        v = "xoxb-%s-%s-%s" % (d(12), d(13), rs(rng, ALNUM, 24))
    elif t == "xoxp":
        v = "xoxp-%s-%s-%s-%s" % (d(12), d(12), d(13), rs(rng, HEX, 32))
    elif t == "xapp":
        v = "xapp-1-A%s-%s-%s" % (rs(rng, UPPER_ALNUM, 10), d(13), rs(rng, HEX, 64))
    else:
        v = "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(rng, UPPER_ALNUM, 10), rs(rng, UPPER_ALNUM, 10), rs(rng, ALNUM, 24))
    return dict(value=v, check={"re": "slack"}, comp={})


def g_stripe(rng, ctx, o):
    t = o.get("t") or pick(rng, ["sk", "sk", "rk", "whsec"])
    if t == "sk":
        v = "sk_live_51" + rs(rng, ALNUM, 97)
    elif t == "rk":
        v = "rk_live_51" + rs(rng, ALNUM, 97)
    else:
        v = "whsec_" + rs(rng, ALNUM, 32)
    return dict(value=v, check={"re": "stripe"}, comp={})


VENDORS = {
    "huggingface": lambda rng: "hf_" + rs(rng, string.ascii_letters, 34),
    "gitlab": lambda rng: "glpat-" + rs(rng, B64U, 20),
    "npm": lambda rng: "npm_" + rs(rng, ALNUM, 36),
    "sendgrid": lambda rng: "SG." + rs(rng, B64U, 22) + "." + rs(rng, B64U, 43),
    "telegram": lambda rng: "%d:AA%s" % (rng.randrange(10 ** 9, 8 * 10 ** 9), rs(rng, B64U, 33)),
    "twilio": lambda rng: rs(rng, HEX, 32),
    "shopify": lambda rng: "shpat_" + rs(rng, HEX, 32),
    "digitalocean": lambda rng: "dop_v1_" + rs(rng, HEX, 64),
    "linear": lambda rng: "lin_api_" + rs(rng, ALNUM, 40),
    "mapbox": lambda rng: "sk.eyJ1Ijoi" + rs(rng, B64U, 40) + "." + rs(rng, B64U, 22),
    "tailscale": lambda rng: "tskey-auth-k" + rs(rng, ALNUM, 16) + "-" + rs(rng, ALNUM, 33),
    "groq": lambda rng: "gsk_" + rs(rng, ALNUM, 52),
    "replicate": lambda rng: "r8_" + rs(rng, ALNUM, 37),
    "netlify": lambda rng: "nfp_" + rs(rng, ALNUM, 36),
    "flyio": lambda rng: "fo1_" + rs(rng, B64U, 43),
    "notion": lambda rng: "ntn_" + rs(rng, ALNUM, 46),
    "airtable": lambda rng: "pat" + rs(rng, ALNUM, 14) + "." + rs(rng, HEX, 64),
    "perplexity": lambda rng: "pplx-" + rs(rng, ALNUM, 48),
    "xai": lambda rng: "xai-" + rs(rng, ALNUM, 80),
    "pypi": lambda rng: "pypi-AgEIcHlwaS5vcmc" + rs(rng, B64U, 60),
    "doppler": lambda rng: "dp.st.prd." + rs(rng, ALNUM, 43),
    "grafana": lambda rng: "glsa_" + rs(rng, ALNUM, 32) + "_" + rs(rng, HEX, 8),
    "deepseek": lambda rng: "sk-" + rs(rng, HEX, 32),
    "postmark": lambda rng: "%08x-%04x-%04x-%04x-%012x" % (rng.getrandbits(32), rng.getrandbits(16), rng.getrandbits(16),
                                                         rng.getrandbits(16), rng.getrandbits(48)),
    "discord": lambda rng: S.b64u(str(rng.randrange(10 ** 17, 10 ** 18)).encode()) + "." + rs(rng, B64U, 6) + "." + rs(rng, B64U, 38),
    "dropbox": lambda rng: "sl." + rs(rng, B64U, 135),
    "atlassian": lambda rng: "ATATT3xFfGF0" + rs(rng, B64U, 170) + "=" + rs(rng, HEX.upper(), 8),
    "aliyun": lambda rng: rs(rng, ALNUM, 30),
}
VENDOR_NAMES = {"huggingface": "Hugging Face", "gitlab": "GitLab", "npm": "npm", "sendgrid": "SendGrid",
                "telegram": "Telegram bot", "twilio": "Twilio", "shopify": "Shopify", "digitalocean": "DigitalOcean",
                "linear": "Linear", "mapbox": "Mapbox", "tailscale": "Tailscale", "groq": "Groq",
                "replicate": "Replicate", "netlify": "Netlify", "flyio": "Fly.io", "notion": "Notion",
                "airtable": "Airtable", "perplexity": "Perplexity", "xai": "xAI", "pypi": "PyPI", "doppler": "Doppler",
                "grafana": "Grafana", "deepseek": "DeepSeek", "postmark": "Postmark", "discord": "Discord bot",
                "dropbox": "Dropbox", "atlassian": "Atlassian", "aliyun": "Aliyun AccessKey"}


def g_vendor(rng, ctx, o):
    t = o.get("t") or pick(rng, sorted(VENDORS))
    v = VENDORS[t](rng)
    comp = {"service": VENDOR_NAMES[t], "t": t}
    if t == "twilio":
        comp["id"] = "AC" + rs(rng, HEX, 32)
    elif t == "aliyun":
        comp["id"] = "LTAI5t" + rs(rng, ALNUM, 18)
    else:
        comp["id"] = ""
    return dict(value=v, check={"re": "vendor", "t": t}, comp=comp)


GENERIC_SERVICES = ["OpenWeatherMap", "Windy", "Victron VRM", "Traccar", "Stormglass", "MetService", "Tomorrow.io",
                    "AccuWeather", "Mapillary", "HERE", "TomTom", "Geoapify", "OpenCage", "Park4Night", "aviationstack",
                    "ExchangeRate-API", "高德地图", "和风天气", "百度地图", "彩云天气"]


def g_generic(rng, ctx, o):
    t = o.get("t") or pick(rng, ["hex32", "hex40", "hex64", "alnum32", "alnum40", "b64_40", "key_"])
    v = {"hex32": lambda: rs(rng, HEX, 32), "hex40": lambda: rs(rng, HEX, 40), "hex64": lambda: rs(rng, HEX, 64),
         "alnum32": lambda: rs(rng, ALNUM, 32), "alnum40": lambda: rs(rng, ALNUM, 40),
         "b64_40": lambda: rs(rng, ALNUM, 38) + "==", "key_": lambda: "key_" + rs(rng, ALNUM, 32)}[t]()
    svc = o.get("svc") or pick(rng, [s for s in GENERIC_SERVICES if ctx["lang"] != "en" or s.isascii()])
    return dict(value=v, check={"re": "generic", "t": t}, comp={"service": svc})


GENERATORS = {
    "otp": g_otp, "pin": g_pin, "password_nl": g_pw, "security_answer": g_sa, "wifi_password": g_wifi,
    "card_number": g_card, "totp_secret": g_totp, "recovery_codes": g_rc, "crypto_wallet_key": g_wk,
    "mnemonic_bip39_en": g_mn, "mnemonic_zh": g_mz, "env_file": g_env, "connection_string": g_cs,
    "private_key_pem": g_pk, "jwt": g_jwt, "openai_key": g_openai, "anthropic_key": g_anthropic, "aws_key": g_aws,
    "github_token": g_github, "google_api_key": g_google, "slack_token": g_slack, "stripe_key": g_stripe,
    "vendor_token": g_vendor, "generic_api_key": g_generic,
}


def gen(kind, rng, ctx, opts):
    return GENERATORS[kind](rng, ctx, opts)
