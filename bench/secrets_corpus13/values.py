"""Value generators for corpus13: secrets with real structure and look-alikes.

GEN maps a slot name to a function rng -> str.  Secret generators render the
value exactly as it appears in the text (spelled, grouped, laid out), so the
rendered string is the gold span.
"""
import base64
import hashlib
import json
import string

import crypto
import wordlists

# ---------------------------------------------------------------------------
# pools
# ---------------------------------------------------------------------------
FIRST = ("Aisha Bram Carys Dev Elspeth Femi Gethin Hollis Ines Jonah Kasia Leon Maeve Nico Orla Priya "
         "Quentin Rhiannon Sol Tamsin Umar Vera Wilf Xanthe Yusuf Zara Agnes Bilal Cormac Delphine Ewan "
         "Farah Gus Hattie Idris Juno Kit Lorcan Mirela Ned Otis Peggy Rafe Saoirse Tobias Una Vikram "
         "Winnie Ade Bea Cal Dora Eli Fenella Grant Hamish Iona Jasper Keziah Lottie Marnie Noor").split()
SURN = ("Abernethy Bakshi Callaghan Daramola Eckersley Fairweather Gallagher Hazeldine Ibbotson Jaworski "
        "Kettleborough Lindqvist Mabry Nwosu Ormerod Penhaligon Quayle Rennison Szabo Trelawney Underhill "
        "Varga Whitlock Yardley Zielinski Ashdown Blackmore Cheetham Dunmore Entwistle Fothergill Greaves "
        "Heseltine Illingworth Jessop Kowalczyk Loveday Metcalfe Nuttall Oakshott Pickering Rowbotham "
        "Sowerby Tillotson Upton Vickers Wadsworth").split()
ZSUR = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢")
ZGIVEN = ("秀英 桂兰 建国 志强 丽娟 海燕 文斌 晓明 玉梅 国华 春生 雪梅 德福 淑珍 红霞 立新 凤英 振华 美玲 永刚 "
          "婷婷 子轩 梓涵 浩然 雨桐 思远 一鸣 欣怡 俊杰 嘉怡 宇航 诗琪 明轩 若曦 晨阳 佳豪 静怡 天宇 可馨").split()
CITY = ("Carlisle Truro Dundee Aberystwyth Hexham Penzance Kendal Whitby Ludlow Stranraer Bideford Oban "
        "Harrogate Wrexham Ilfracombe Skegness Bangor Lowestoft Peebles Tenby Macclesfield Cromer Morecambe "
        "Dumfries Totnes Hereford Falmouth Kirkwall Barnstaple Ripon Durban Tampere Ghent Porto Gdansk Leeuwarden "
        "Bergen Graz Cork Limerick Galway Halifax Dunedin Hobart Mysore Kochi").split()
ZCITY = ("洛阳 绵阳 柳州 赣州 泉州 宜宾 丹东 桂林 湛江 九江 大理 延吉 铁岭 蚌埠 芜湖 常德 岳阳 衡阳 汕头 "
         "潮州 开封 信阳 南充 遵义 威海 烟台 包头 鄂尔多斯 景德镇 自贡 乐山 株洲 黄石 宜昌 荆州 盐城 扬州 镇江").split()
STREET = ("Larkspur Close|Tanners Row|Mill Lane|Quarry Hill|Orchard Way|Ferry Road|Cobble Wynd|Chapel Street|"
          "Beacon Rise|Foundry Lane|Weavers Court|Heron Drive|Rope Walk|Sandpiper Crescent|Kiln Road|"
          "Bramble Gardens|Old Forge Lane|Linnet Grove|Station Approach|Willow Bank").split("|")
PETS = ("Biscuit Pickles Marmite Bramble Dougal Custard Peanut Rolo Taffy Nugget Pippin Bonnie Basil Crumpet "
        "Fudge Pepper Scampi Twiglet Hobnob Mabel Monty Rascal Sprout Toffee Wellington Bingo Gizmo Patch Noodle "
        "Chutney Sherbet Kipper Boris Minty Dumpling Pudding Hamlet").split()
ZPETS = "旺财 小白 豆豆 球球 咪咪 点点 花花 大黄 来福 毛毛 团子 小黑 元宝 可乐 年糕 汤圆 布丁 糖糖 馒头 妞妞".split()
SCHOOLS = ("St Aidan's Primary|Hollybrook Infants|Castle Hill Juniors|Meadowbank Primary|Greenfold School|"
           "Our Lady of Lourdes|Kingsmead Primary|Ashgrove Juniors|Westfield Infants|Brackenhurst Primary|"
           "St Columba's|Riverside Juniors|Bishop Wand|Fernhill Primary").split("|")
TEACHERS = ("Mrs Okafor|Mr Pettigrew|Miss Halloran|Mrs Dunleavy|Mr Achterberg|Miss Fennimore|Mr Gatiss|"
            "Mrs Brightwell|Mr Oduya|Miss Tregear|Mrs Lomax|Mr Carvalho").split("|")
CARS = ("Fiesta|Corsa|Micra|Polo|Clio|Nova|Punto|Astra|Escort|Metro|Saxo|Yaris|Golf|Mini|Sierra|Beetle|"
        "Cavalier|Maestro|Panda|Civic").split("|")
BOOKS = ("Watership Down|The Hobbit|Goodnight Mister Tom|Anne of Green Gables|Charlotte's Web|Carrie's War|"
         "The Borrowers|Stig of the Dump|Swallows and Amazons|Matilda|The Secret Garden|Tom's Midnight Garden").split("|")
HONEY = ("Lake Bled|Madeira|Crete|the Gower|Lisbon|Skye|Santorini|Kraków|Dubrovnik|Menorca|Porto|Tenerife").split("|")
FOODS = ("fish finger sandwiches|rhubarb crumble|jam roly-poly|cheese on toast|jollof rice|toad in the hole|"
         "bread and butter pudding|mushy peas|pierogi|spotted dick|sticky toffee pudding").split("|")
MEMWORDS = ("saltmarsh lanternfish periwinkle blackcurrant hollyhock quicksilver tangerine gooseberry "
            "kingfisher ironbridge starling dandelion marigold buttercup treacle woodsmoke").split()
ZSCHOOLS = "实验小学 第二小学 红旗小学 育才小学 人民路小学 光明小学 向阳小学 解放路小学 东风小学 新华小学".split()
ZFOODS = "红烧肉 酸菜鱼 糖醋排骨 韭菜盒子 西红柿炒鸡蛋 羊肉泡馍 热干面 螺蛳粉 煎饼果子 锅包肉".split()
SSID_EN = ("HiveHouse_Guest|Observatory-5G|GroomVan|TheOldRectory|BeeShed2G|Dome_WiFi|FoodBank-Volunteers|"
           "Flat4B|SkyLark_EXT|Parish-Hall|LaserLab|EscapeHQ|Glamp-Field3|Ink&Anchor|BowlsClubhouse|"
           "Harbour-View-Let|MAKERSPACE-IoT|RoomToBreathe|Bramble_Cottage").split("|")
SSID_ZH = ("ChinaNet-8fKq|TP-LINK_5G_3A7C|MERCURY_2F1B|CMCC-Minsu|HUAWEI-B5F2|Xiaomi_6D1E|ChinaUnicom-JX|"
           "茶馆-5G|民宿二楼|自习室WiFi|剧本杀-客人|猫咖_Guest|驾校办公室|网咖-VIP").split("|")
ADJ = ("amber brisk copper dusky ember frosty gilded hazel indigo jolly keen lunar mossy nimble olive plucky "
       "quiet russet silver tawny umber velvet woolly zesty").split()
NOUN = ("otter lantern kettle heron thimble badger comet walnut parsnip beacon trowel acorn puffin quill "
        "saddle tinder urchin violet wicket yarrow zephyr barrow cobble drover").split()
PWWORDS = ("Marmalade Harbour Bluebell Lighthouse Honeycomb Telescope Pinecone Snapdragon Orion Sparrow "
           "Hedgehog Cardigan Gingerbread Lavender Pemberton Nightjar Oatcake Quillfeather Rosehip "
           "Saffron Thistle Wayfarer Zeppelin Apiary Nebula Sextant Kestrel").split()
PINYIN = ("zhangwei liuyang wangfang chenjing lihua zhaolei sunli yangmei huangtao zhoujie wuyue "
          "xiaoming dongdong tiantian lanlan haoran xinyi junjie").split()
HOSTS_EN = ("hive-db.internal|obs-pi.local|apiary-prod.cluster-c9x.eu-west-2.rds.amazonaws.com|"
            "10.20.0.14|db.escaperoom.co.uk|makerspace-nas.lan|pg.foodbank.org.uk|127.0.0.1|"
            "mongo0.glampfield.net|redis.parishhall.internal").split("|")
HOSTS_ZH = ("rm-bp1x7k2.mysql.rds.aliyuncs.com|192.168.3.20|cdb-9fk2q.sql.tencentcdb.com|minsu-db.local|"
            "10.0.8.5|redis-zxs.internal|pgm-uf6k.pg.rds.aliyuncs.com").split("|")
DOMAINS = "hivehouse.co.uk skylark-dome.org parishhall.org.uk escapehq.io inkandanchor.studio glampfield.net".split()


def _hex(rng, n):
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def _alnum(rng, n, alphabet=string.ascii_letters + string.digits):
    return "".join(rng.choice(alphabet) for _ in range(n))


def _bytes(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------
SYMS = "!#$%&*?@+=^~"


def pw_word(rng):
    w = rng.choice(PWWORDS)
    d = str(rng.randint(2, 9999))
    s = rng.choice(SYMS)
    return rng.choice([w + s + d, w + d + s, s + w + d, w.lower() + d + s, w + "_" + d, w + d + w[0].lower() + s])


def pw_phrase(rng):
    k = rng.choice([3, 4])
    words = rng.sample(ADJ + NOUN, k)
    sep = rng.choice(["-", ".", "_", " ", "-"])
    out = sep.join(words)
    if rng.random() < 0.6:
        out += sep + str(rng.randint(1, 99))
    return out


def pw_rand(rng):
    n = rng.randint(10, 18)
    while True:
        s = _alnum(rng, n, string.ascii_letters + string.digits + "!#%*+-=?@^_")
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
            return s


def pw_pinyin(rng):
    p = rng.choice(PINYIN)
    y = rng.choice([str(rng.randint(1970, 2005)), "%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28)), str(rng.randint(100, 999))])
    return rng.choice([p + y, p.capitalize() + "@" + y, p[:2].upper() + y + rng.choice(SYMS), p + "_" + y + rng.choice(SYMS)])


def pw_camel(rng):
    ws = rng.sample([w.capitalize() for w in ADJ + NOUN], 3)
    return "".join(ws) + str(rng.randint(1, 99)) + rng.choice(["", "!", "?", "#"])


def pw_leet(rng):
    w = rng.choice(PWWORDS)
    t = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1", "s": "5"})
    return w[0] + w[1:].translate(t) + rng.choice(SYMS) + str(rng.randint(10, 99))


def pw(rng):
    return rng.choice([pw_word, pw_phrase, pw_rand, pw_pinyin, pw_camel, pw_leet, pw_word])(rng)


def pw_nospace(rng):
    while True:
        p = pw(rng)
        if " " not in p:
            return p


NATO = dict(zip(string.ascii_lowercase, ("alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike "
                                         "november oscar papa quebec romeo sierra tango uniform victor whiskey xray "
                                         "yankee zulu").split()))
DIGW = "zero one two three four five six seven eight nine".split()
SYMW = {"!": "exclamation mark", "#": "hash", "$": "dollar", "%": "percent", "&": "ampersand", "*": "star",
        "?": "question mark", "@": "at sign", "+": "plus", "=": "equals", "^": "caret", "~": "tilde",
        "_": "underscore", "-": "dash", ".": "dot"}


def pw_spoken(rng):
    """Dictated: 'big H, o, n, e, y, seven, two, hash'."""
    while True:
        p = pw_word(rng)
        if len(p) <= 14:
            break
    out = []
    for c in p:
        if c.isdigit():
            out.append(DIGW[int(c)])
        elif c.isupper():
            out.append(rng.choice(["big ", "capital ", "upper "]) + c)
        elif c.islower():
            out.append(c)
        else:
            out.append(SYMW.get(c, c))
    return rng.choice([", ", " ", " - "]).join(out)


def pw_phonetic(rng):
    w = "".join(rng.sample(string.ascii_lowercase, 4))
    d = str(rng.randint(10, 99))
    parts = [NATO[c].capitalize() if i == 0 else NATO[c] for i, c in enumerate(w)] + [DIGW[int(x)] for x in d]
    return " ".join(parts)


ZDIG = "零一二三四五六七八九"
ZDIG_ALT = "洞幺两三四五六拐八勾"


def pw_zh_spelled(rng):
    """大写M、小写a ... spelled in Chinese."""
    p = rng.choice(PWWORDS)[:rng.randint(4, 6)] + str(rng.randint(10, 999))
    out = []
    for c in p:
        if c.isdigit():
            out.append(ZDIG[int(c)])
        elif c.isupper():
            out.append("大写" + c)
        else:
            out.append("小写" + c)
    return rng.choice(["，", "、", " "]).join(out)


# ---------------------------------------------------------------------------
# PINs, door codes, OTPs
# ---------------------------------------------------------------------------
def _digits(rng, n):
    while True:
        s = "".join(rng.choice("0123456789") for _ in range(n))
        if len(set(s)) >= 2 and s not in ("1234", "123456", "0000"):
            return s


def pin4(rng):
    return _digits(rng, 4)


def pin6(rng):
    return _digits(rng, 6)


def pin46(rng):
    return _digits(rng, rng.choice([4, 4, 6, 5]))


def pin_sp(rng):
    return " ".join(_digits(rng, 4))


def pin_dash(rng):
    return rng.choice(["-", ".", " - "]).join(_digits(rng, 4))


def pin_words(rng):
    return rng.choice([" ", "-", ", "]).join(DIGW[int(c)] if c != "0" or rng.random() < 0.5 else "oh" for c in _digits(rng, 4))


TENS = "zero ten twenty thirty forty fifty sixty seventy eighty ninety".split()
TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()


def _two(n):
    if n < 10:
        return "oh " + DIGW[n]
    if n < 20:
        return TEENS[n - 10]
    return TENS[n // 10] + ("" if n % 10 == 0 else "-" + DIGW[n % 10])


def pin_pairs(rng):
    """'forty-four seventy-one' (how people say door codes)."""
    while True:
        d = _digits(rng, 4)
        if d[0] != "0":
            return _two(int(d[:2])) + " " + _two(int(d[2:]))


def pin_double(rng):
    a, b, c = rng.sample("123456789", 3)
    form = rng.choice(["double %s %s %s" % (DIGW[int(a)], DIGW[int(b)], DIGW[int(c)]),
                       "%s double %s %s" % (DIGW[int(a)], DIGW[int(b)], DIGW[int(c)]),
                       "%s %s double %s" % (DIGW[int(a)], DIGW[int(b)], DIGW[int(c)])])
    return form


def pin_zh(rng):
    d = _digits(rng, rng.choice([4, 6]))
    alt = rng.random() < 0.4
    return "".join((ZDIG_ALT if alt else ZDIG)[int(c)] for c in d)


def pin_zh_sep(rng):
    d = _digits(rng, 4)
    return rng.choice(["、", "，", " ", "-"]).join(ZDIG[int(c)] for c in d)


def door_code(rng):
    d = _digits(rng, rng.choice([4, 4, 5, 6]))
    return rng.choice([d, d, "*" + d + "#", d + "#", "#" + d, "C" + d, d + "✓", "*" + d, d + "*"])


def year_old(rng):
    return str(rng.randint(1852, 1979))


def door_star(rng):
    return rng.choice(["*", "#"]) + _digits(rng, 4) + rng.choice(["#", "", "*"])


def padlock(rng):
    return rng.choice(["-", " - ", " / ", "."]).join("%02d" % rng.randint(0, 39) for _ in range(3))


def padlock4(rng):
    return _digits(rng, 4)


def door_letters(rng):
    return rng.choice("ABCDXYZ") + _digits(rng, 4) + rng.choice(["", "", "X", "Y"])


def otp6(rng):
    return _digits(rng, 6)


def otp_g(rng):
    return "G-" + _digits(rng, 6)


def otp_dash(rng):
    d = _digits(rng, 6)
    return d[:3] + rng.choice(["-", " ", "\u00a0"]) + d[3:]


def otp8(rng):
    return _digits(rng, 8)


def otp4(rng):
    return _digits(rng, 4)


def otp_alnum(rng):
    s = _alnum(rng, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
    return rng.choice([s, s[:3] + "-" + s[3:]])


def otp_spaced(rng):
    return " ".join(_digits(rng, 6))


def otp_words(rng):
    return " ".join(DIGW[int(c)] for c in _digits(rng, 6))


def otp_zh(rng):
    return "".join(ZDIG_ALT[int(c)] if rng.random() < 0.3 else ZDIG[int(c)] for c in _digits(rng, 6))


# ---------------------------------------------------------------------------
# security answers
# ---------------------------------------------------------------------------
def ans_pet(rng):
    return rng.choice(PETS)


def ans_maiden(rng):
    return rng.choice(SURN)


def ans_city(rng):
    return rng.choice(CITY)


def ans_street(rng):
    return rng.choice(STREET)


def ans_school(rng):
    return rng.choice(SCHOOLS)


def ans_teacher(rng):
    return rng.choice(TEACHERS)


def ans_car(rng):
    return rng.choice(CARS)


def ans_friend(rng):
    return rng.choice(FIRST) + " " + rng.choice(SURN)


def ans_book(rng):
    return rng.choice(BOOKS)


def ans_honey(rng):
    return rng.choice(HONEY)


def ans_food(rng):
    return rng.choice(FOODS)


def ans_word(rng):
    return rng.choice(MEMWORDS)


def ans_any(rng):
    return rng.choice([ans_pet, ans_maiden, ans_city, ans_street, ans_teacher, ans_car, ans_friend])(rng)


def ans_zh_name(rng):
    return rng.choice(ZSUR) + rng.choice(ZGIVEN)


def ans_zh_city(rng):
    return rng.choice(ZCITY)


def ans_zh_school(rng):
    return rng.choice(ZCITY) + rng.choice(ZSCHOOLS)


def ans_zh_pet(rng):
    return rng.choice(ZPETS)


def ans_zh_date(rng):
    y, m, d = rng.randint(1950, 1975), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice(["%d%02d%02d" % (y, m, d), "%d年%d月%d日" % (y, m, d), "%d.%d.%d" % (y, m, d)])


def ans_zh_teacher(rng):
    return rng.choice(ZSUR) + rng.choice(["老师", "老师", "校长"])


def ans_zh_food(rng):
    return rng.choice(ZFOODS)


def ans_zh_any(rng):
    return rng.choice([ans_zh_name, ans_zh_city, ans_zh_school, ans_zh_pet, ans_zh_teacher])(rng)


# ---------------------------------------------------------------------------
# recovery codes and TOTP seeds (blocks)
# ---------------------------------------------------------------------------
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def _codes(rng, kind, n):
    out = []
    for _ in range(n):
        if kind == "gh":
            out.append(_hex(rng, 5) + "-" + _hex(rng, 5))
        elif kind == "goog":
            d = _digits(rng, 8)
            out.append(d[:4] + " " + d[4:])
        elif kind == "dig8":
            out.append(_digits(rng, 8))
        elif kind == "alnum":
            out.append(_alnum(rng, 4, "abcdefghjkmnpqrstuvwxyz23456789") + "-" + _alnum(rng, 4, "abcdefghjkmnpqrstuvwxyz23456789"))
        elif kind == "epic":
            out.append(_alnum(rng, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"))
        elif kind == "upper10":
            out.append(_alnum(rng, 10, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"))
    return out


def rc_list(rng):
    kind = rng.choice(["gh", "goog", "dig8", "alnum", "epic", "upper10"])
    n = rng.choice([4, 5, 6, 8, 10])
    codes = _codes(rng, kind, n)
    lay = rng.choice(["lines", "bullets", "numbered", "pairs", "inline", "checkbox", "paren"])
    if lay == "lines":
        return "\n".join(codes)
    if lay == "bullets":
        return "\n".join("• " + c for c in codes)
    if lay == "numbered":
        return "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    if lay == "pairs":
        rows = []
        for i in range(0, len(codes), 2):
            rows.append("    ".join(codes[i:i + 2]))
        return "\n".join(rows)
    if lay == "checkbox":
        return "\n".join(("[x] " if i < 2 else "[ ] ") + c for i, c in enumerate(codes))
    if lay == "paren":
        return "\n".join("(%s) %s" % (string.ascii_lowercase[i], c) for i, c in enumerate(codes))
    return rng.choice([", ", "; ", " / ", "  "]).join(codes)


def rc_gh(rng):
    codes = _codes(rng, "gh", 16)
    lay = rng.choice(["lines", "pairs", "bullets"])
    if lay == "lines":
        return "\n".join(codes)
    if lay == "bullets":
        return "\n".join("- " + c for c in codes)
    return "\n".join("  ".join(codes[i:i + 2]) for i in range(0, 16, 2))


def rc_single(rng):
    return _codes(rng, rng.choice(["gh", "goog", "dig8", "alnum", "epic", "upper10"]), 1)[0]


def rc_ms25(rng):
    return "-".join(_alnum(rng, 5, "BCDFGHJKMPQRTVWXY2346789") for _ in range(5))


def rc_apple28(rng):
    return "-".join(_alnum(rng, 4, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(7))


def rc_bitwarden(rng):
    return _alnum(rng, 32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")


def rc_steam(rng):
    return "R" + _digits(rng, 5)


def rc_bitlocker(rng):
    return "-".join("%06d" % (11 * rng.randint(1, 59577)) for _ in range(8))


def rc_any(rng):
    return rng.choice([rc_list, rc_list, rc_ms25, rc_apple28, rc_bitwarden, rc_bitlocker])(rng)


def totp(rng):
    s = crypto.base32_seed(rng, rng.choice([10, 20, 20]))
    form = rng.choice(["plain", "plain", "lower", "groups", "dashes"])
    if form == "lower":
        return s.lower()
    if form == "groups":
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4)).lower() if rng.random() < 0.5 else " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    if form == "dashes":
        return "-".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


def totp_plain(rng):
    return crypto.base32_seed(rng, rng.choice([10, 20]))


def totp_groups(rng):
    s = crypto.base32_seed(rng, 20)
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4)).lower()


def totp_uri(rng):
    s = crypto.base32_seed(rng, 20)
    iss = rng.choice(["Hive%20House", "Skylark", "EscapeHQ", "Xero", "Proton", "Bitwarden", "AWS", "GitLab", "Aliyun", "Gitee"])
    acct = rng.choice(FIRST).lower() + rng.choice(["@", "%40"]) + rng.choice(DOMAINS)
    extra = rng.choice(["", "&algorithm=SHA1&digits=6&period=30", "&digits=6"])
    return "otpauth://totp/%s:%s?secret=%s&issuer=%s%s" % (iss, acct, s, iss, extra)


# ---------------------------------------------------------------------------
# seed phrases
# ---------------------------------------------------------------------------
def _layout_en(rng, words, lay):
    n = len(words)
    if lay == "line":
        return " ".join(words)
    if lay == "caps":
        return " ".join(w.upper() for w in words)
    if lay == "comma":
        return ", ".join(words)
    if lay == "json":
        return json.dumps(words)
    if lay == "lines":
        return "\n".join(words)
    if lay == "paren":
        return "\n".join("(%d) %s" % (i + 1, w) for i, w in enumerate(words))
    if lay == "hash":
        return "  ".join("#%d %s" % (i + 1, w) for i, w in enumerate(words))
    if lay == "fours":
        return "\n".join(" ".join(words[i:i + 4]) for i in range(0, n, 4))
    if lay == "zero":
        return "\n".join("%02d-%s" % (i + 1, w) for i, w in enumerate(words))
    if lay == "cols3":
        rows = n // 3
        out = []
        for r in range(rows):
            out.append("   ".join("%2d %-9s" % (r + 1 + c * rows, words[r + c * rows]) for c in range(3)).rstrip())
        return "\n".join(out)
    if lay == "tab":
        return "\n".join("\t".join(words[i:i + 6]) for i in range(0, n, 6))
    if lay == "arrow":
        return " → ".join(words)
    if lay == "slash":
        return " / ".join(words)
    raise ValueError(lay)


EN_LAYOUTS = ["line", "caps", "comma", "json", "lines", "paren", "hash", "fours", "zero", "cols3", "tab", "arrow", "slash"]


def mn_en(rng):
    return _layout_en(rng, crypto.bip39_random(rng, rng.choice([12, 12, 24, 15, 18])), rng.choice(EN_LAYOUTS))


def mn_en_json(rng):
    return _layout_en(rng, crypto.bip39_random(rng, rng.choice([12, 24])), "json")


def mn_en_line(rng):
    return _layout_en(rng, crypto.bip39_random(rng, rng.choice([12, 24])), rng.choice(["line", "comma", "slash"]))


def mn_en_block(rng):
    return _layout_en(rng, crypto.bip39_random(rng, rng.choice([12, 24])), rng.choice(["lines", "paren", "fours", "zero", "cols3", "tab"]))


def _layout_zh(rng, words, lay):
    n = len(words)
    if lay == "space":
        return " ".join(words)
    if lay == "solid":
        return "".join(words)
    if lay == "dun":
        return "、".join(words)
    if lay == "comma":
        return "，".join(words)
    if lay == "json":
        return json.dumps(words, ensure_ascii=False)
    if lay == "lines":
        return "\n".join(words)
    if lay == "num":
        return "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(words))
    if lay == "numinline":
        return " ".join("%d%s" % (i + 1, w) for i, w in enumerate(words))
    if lay == "rows":
        return "\n".join(" ".join(words[i:i + 6]) for i in range(0, n, 6))
    if lay == "grid4":
        rows = n // 4
        return "\n".join("  ".join("%d.%s" % (r + 1 + c * rows, words[r + c * rows]) for c in range(4)) for r in range(rows))
    if lay == "bracket":
        return " ".join("【%s】" % w for w in words)
    if lay == "fullspace":
        return "\u3000".join(words)
    raise ValueError(lay)


ZH_LAYOUTS = ["space", "solid", "dun", "comma", "json", "lines", "num", "numinline", "rows", "grid4", "bracket", "fullspace"]


def mn_zh(rng):
    return _layout_zh(rng, crypto.bip39_random(rng, rng.choice([12, 12, 24, 18]), "zh"), rng.choice(ZH_LAYOUTS))


def mn_zh_line(rng):
    return _layout_zh(rng, crypto.bip39_random(rng, rng.choice([12, 24]), "zh"), rng.choice(["space", "solid", "dun", "comma", "fullspace"]))


def mn_zh_block(rng):
    return _layout_zh(rng, crypto.bip39_random(rng, rng.choice([12, 24]), "zh"), rng.choice(["lines", "num", "rows", "grid4"]))


def bip39_bad_en(rng):
    return " ".join(crypto.bip39_invalid(rng, 12, "en"))


def bip39_bad_zh(rng):
    return " ".join(crypto.bip39_invalid(rng, 12, "zh"))


def bip39_words_en(rng):
    return rng.choice(wordlists.ENGLISH)


# ---------------------------------------------------------------------------
# API keys, tokens, JWT
# ---------------------------------------------------------------------------
A62 = string.ascii_letters + string.digits
AURL = A62 + "-_"


def api_key(rng):
    return _api(rng, rng.randrange(30))


def _api(rng, k):
    if k == 0:
        return "sk-proj-" + _alnum(rng, 74, AURL) + "T3BlbkFJ" + _alnum(rng, 74, AURL)
    if k == 1:
        return "sk-ant-api03-" + _alnum(rng, 93, AURL) + "-" + _alnum(rng, 6, AURL) + "AA"
    if k == 2:
        return "ghp_" + _alnum(rng, 36)
    if k == 3:
        return "github_pat_11" + _alnum(rng, 20, string.ascii_uppercase + string.digits) + "_" + _alnum(rng, 59)
    if k == 4:
        return rng.choice(["sk_live_", "rk_live_"]) + _alnum(rng, 99)
    if k == 5:
        return "xoxb-" + _digits(rng, 12) + "-" + _digits(rng, 13) + "-" + _alnum(rng, 24)
    if k == 6:
        return "AIza" + _alnum(rng, 35, AURL)
    if k == 7:
        return "SG." + _alnum(rng, 22, AURL) + "." + _alnum(rng, 43, AURL)
    if k == 8:
        return _hex(rng, 32)  # twilio auth token style
    if k == 9:
        return "key-" + _hex(rng, 32)
    if k == 10:
        return "shpat_" + _hex(rng, 32)
    if k == 11:
        return "dop_v1_" + _hex(rng, 64)
    if k == 12:
        return "lin_api_" + _alnum(rng, 40)
    if k == 13:
        return "ntn_" + _digits(rng, 11) + _alnum(rng, 35)
    if k == 14:
        return "gsk_" + _alnum(rng, 52)
    if k == 15:
        return "r8_" + _alnum(rng, 37)
    if k == 16:
        return "hf_" + _alnum(rng, 34)
    if k == 17:
        return "glpat-" + _alnum(rng, 20, AURL)
    if k == 18:
        return "npm_" + _alnum(rng, 36)
    if k == 19:
        return "pypi-AgEIcHlwaS5vcmc" + _alnum(rng, 140, AURL)
    if k == 20:
        return "%d:AA%s" % (rng.randint(5000000000, 7999999999), _alnum(rng, 33, AURL))
    if k == 21:
        return "PMAK-" + _hex(rng, 24) + "-" + _hex(rng, 34)
    if k == 22:
        return "dp.st.prd." + _alnum(rng, 43)
    if k == 23:
        return "sk-" + _hex(rng, 32)  # deepseek-style
    if k == 24:
        return _hex(rng, 32) + "." + _alnum(rng, 16)  # zhipu id.secret
    if k == 25:
        return "xapp-1-A0" + _alnum(rng, 9, string.ascii_uppercase + string.digits) + "-" + _digits(rng, 13) + "-" + _hex(rng, 64)
    if k == 26:
        return "glsa_" + _alnum(rng, 32) + "_" + _hex(rng, 8)
    if k == 27:
        return "fw_" + _alnum(rng, 24)
    if k == 28:
        return base64.b64encode(_bytes(rng, 18)).decode().replace("/", "x").replace("+", "z")[:24] + "." + _alnum(rng, 6, AURL) + "." + _alnum(rng, 38, AURL)  # discord bot token shape
    return "sk-or-v1-" + _hex(rng, 64)


def api_openai(rng):
    return _api(rng, 0)


def api_anthropic(rng):
    return _api(rng, 1)


def api_llm(rng):
    return _api(rng, rng.choice([0, 1, 14, 23, 24, 29]))


def api_github(rng):
    return _api(rng, rng.choice([2, 3]))


def api_stripe(rng):
    return _api(rng, 4)


def api_bot(rng):
    return _api(rng, rng.choice([5, 20, 28, 25]))


def api_http(rng):
    """keys sent in an HTTP header: any provider except bot tokens"""
    return _api(rng, rng.choice([0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 21, 22, 23, 26, 27, 29]))


def aws_secret(rng):
    return _alnum(rng, 40, A62 + "/+")


def aws_id(rng):
    return "AKIA" + _alnum(rng, 16, string.ascii_uppercase + "234567")


def ali_id(rng):
    return "LTAI5t" + _alnum(rng, 18)


def ali_secret(rng):
    return _alnum(rng, 30)


def tc_id(rng):
    return "AKID" + _alnum(rng, 32)


def tc_secret(rng):
    return _alnum(rng, 32)


def wx_secret(rng):
    return _hex(rng, 32)


def wx_appid(rng):
    return "wx" + _hex(rng, 16)


def hexkey32(rng):
    return _hex(rng, 32)


def hexkey64(rng):
    return _hex(rng, 64)


def jwt(rng):
    now = rng.randint(1735689600, 1767225600)
    payload = rng.choice([
        {"sub": str(rng.randint(10000, 99999999)), "name": rng.choice(FIRST) + " " + rng.choice(SURN), "iat": now, "exp": now + 3600},
        {"uid": rng.randint(100, 999999), "role": rng.choice(["admin", "volunteer", "host", "staff"]), "iat": now},
        {"iss": "https://auth." + rng.choice(DOMAINS), "aud": "api", "sub": _hex(rng, 24), "scope": "read write", "exp": now + 86400},
        {"user_id": rng.randint(1000, 99999), "device": rng.choice(["ipad", "pos-2", "kiosk"]), "exp": now + 600},
        {"sub": rng.choice(FIRST).lower(), "tenant": rng.choice(["hive", "dome", "minsu", "cafe"]), "iat": now, "jti": _hex(rng, 16)},
    ])
    return crypto.jwt_hs(rng, payload, rng.choice(["HS256", "HS256", "HS384", "HS512"]))


def bearer(rng):
    return rng.choice([jwt, api_key])(rng)


# ---------------------------------------------------------------------------
# private keys and wallet keys
# ---------------------------------------------------------------------------
def pk_rsa(rng):
    return crypto.rsa_pkcs1_pem(rng, rng.choice([1024, 2048]))


def pk_rsa8(rng):
    return crypto.rsa_pkcs8_pem(rng, rng.choice([1024, 2048]))


def pk_ec(rng):
    return crypto.ec_p256_pem(rng)


def pk_ed8(rng):
    return crypto.ed25519_pkcs8_pem(rng)


def pk_ssh(rng):
    return crypto.openssh_ed25519(rng, rng.choice(FIRST).lower() + "@" + rng.choice(["laptop", "pi", "nas", "van", "dome-pc"]))[0]


def pk_age(rng):
    return crypto.bech32_encode("age-secret-key-", crypto.convertbits(_bytes(rng, 32), 8, 5)).upper()


def pk_wg(rng):
    b = bytearray(_bytes(rng, 32))
    b[0] &= 248
    b[31] = (b[31] & 127) | 64
    return base64.b64encode(bytes(b)).decode()


def pk_any(rng):
    return rng.choice([pk_rsa, pk_rsa8, pk_ec, pk_ed8, pk_ssh, pk_ssh])(rng)


def wk_wif(rng):
    k, _ = crypto.secp256k1_keypair(rng)
    return crypto.b58check_encode(b"\x80" + k + (b"\x01" if rng.random() < 0.7 else b""))


def wk_hex(rng):
    k, _ = crypto.secp256k1_keypair(rng)
    return rng.choice(["0x", "", "0x"]) + k.hex()


def wk_xprv(rng):
    k, _ = crypto.secp256k1_keypair(rng)
    depth = rng.choice([0, 3])
    fp = b"\0\0\0\0" if depth == 0 else _bytes(rng, 4)
    child = b"\0\0\0\0" if depth == 0 else (0x80000000).to_bytes(4, "big")
    return crypto.b58check_encode(bytes.fromhex("0488ADE4") + bytes([depth]) + fp + child + _bytes(rng, 32) + b"\0" + k)


def wk_sol(rng):
    seed = _bytes(rng, 32)
    return crypto.b58encode(seed + crypto.ed25519_public(seed))


def wk_sol_json(rng):
    seed = _bytes(rng, 32)
    return json.dumps(list(seed + crypto.ed25519_public(seed)), separators=(",", ":"))


def wk_nsec(rng):
    return crypto.bech32_encode("nsec", crypto.convertbits(_bytes(rng, 32), 8, 5))


def wk_any(rng):
    return rng.choice([wk_wif, wk_hex, wk_xprv, wk_sol, wk_nsec, wk_wif])(rng)


# ---------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------
def _card_digits(rng, brand=None):
    brand = brand or rng.choice(["visa", "visa", "mastercard", "mastercard", "amex", "unionpay", "discover", "jcb", "diners", "mir"])
    prefixes, lengths = crypto.CARD_BRANDS[brand]
    length = lengths[0] if brand != "unionpay" else rng.choice(lengths)
    while True:
        p = rng.choice(prefixes)
        if brand == "mastercard" and p.startswith("2"):
            p = str(rng.randint(2221, 2720))
        body = p + "".join(rng.choice("0123456789") for _ in range(length - len(p) - 1))
        num = crypto.luhn_complete(body)
        if num not in crypto.TEST_CARDS:
            return brand, num


def _group(num, brand, sep):
    if brand == "amex":
        parts = [num[:4], num[4:10], num[10:]]
    elif brand == "diners":
        parts = [num[:4], num[4:10], num[10:]]
    elif len(num) == 19:
        parts = [num[:4], num[4:8], num[8:12], num[12:16], num[16:]] if sep != "" and len(num) == 19 else [num]
    else:
        parts = [num[i:i + 4] for i in range(0, len(num), 4)]
    return sep.join(parts)


def card(rng):
    brand, num = _card_digits(rng)
    return _group(num, brand, rng.choice([" ", " ", "-", "", " "]))


def card_plain(rng):
    return _card_digits(rng)[1]


def card_cn(rng):
    brand, num = _card_digits(rng, "unionpay")
    return _group(num, brand, rng.choice([" ", ""]))


def bad_card(rng):
    """Card-shaped number (brand prefix, grouped) whose Luhn check fails."""
    brand, num = _card_digits(rng, rng.choice(["visa", "mastercard", "unionpay", "discover"]))
    last = str((int(num[-1]) + rng.randint(1, 9)) % 10)
    num = num[:-1] + last
    assert not crypto.luhn_ok(num)
    return _group(num, brand, rng.choice([" ", "-", ""]))


def expiry(rng):
    return "%02d/%02d" % (rng.randint(1, 12), rng.randint(26, 31))


def cvv(rng):
    return _digits(rng, 3)


# ---------------------------------------------------------------------------
# connection strings, URLs with credentials, env values, wifi
# ---------------------------------------------------------------------------
def _user(rng):
    return rng.choice(["app", "hive", "admin", "postgres", "root", "svc_booking", "dome_rw", "minsu", "report", "etl"])


def _dbpw(rng):
    return rng.choice([pw_rand, pw_word, lambda r: _alnum(r, 24)])(rng).replace("@", "A").replace("/", "x").replace(":", "c").replace("#", "h").replace("?", "q").replace("%", "p").replace(" ", "-")


def conn(rng):
    return _conn(rng, rng.randrange(11))


def conn_url(rng):
    """URL-shaped database strings (SQLAlchemy, psql, .env)"""
    return _conn(rng, rng.choice([0, 1, 2, 3, 4, 7, 8, 10]))


def conn_sqlalchemy(rng):
    return _conn(rng, rng.choice([0, 1, 7, 11, 12]))


def conn_jdbc(rng):
    return _conn(rng, rng.choice([6, 13]))


def conn_ado(rng):
    return _conn(rng, 5)


def conn_psql(rng):
    return _conn(rng, rng.choice([0, 9]))


def conn_redis(rng):
    return _conn(rng, rng.choice([3, 10]))


def _conn(rng, k):
    u, p, db = _user(rng), _dbpw(rng), rng.choice(["bookings", "hives", "members", "pos", "orders", "guests", "prod"])
    h = rng.choice(HOSTS_EN + HOSTS_ZH)
    if k == 0:
        return "postgresql://%s:%s@%s:5432/%s" % (u, p, h, db)
    if k == 1:
        return "mysql://%s:%s@%s:3306/%s" % (u, p, h, db)
    if k == 2:
        return "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, p, _alnum(rng, 5, "abcdefghijklmnopqrstuvwxyz0123456789"), db)
    if k == 3:
        return "redis://:%s@%s:6379/0" % (p, h)
    if k == 4:
        return "amqp://%s:%s@%s:5672/%%2F" % (u, p, h)
    if k == 5:
        return "Server=%s,1433;Database=%s;User Id=%s;Password=%s;Encrypt=True;" % (h, db, u, p)
    if k == 6:
        return "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=false" % (h, db, u, p)
    if k == 7:
        return "postgres+asyncpg://%s:%s@%s/%s" % (u, p, h, db)
    if k == 8:
        return "clickhouse://%s:%s@%s:9000/%s" % (u, p, h, db)
    if k == 9:
        return "host=%s port=5432 dbname=%s user=%s password=%s sslmode=require" % (h, db, u, p)
    if k == 11:
        return "mysql+pymysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (u, p, h, db)
    if k == 12:
        return "postgresql+psycopg2://%s:%s@%s/%s" % (u, p, h, db)
    if k == 13:
        return "jdbc:postgresql://%s:5432/%s?user=%s&password=%s" % (h, db, u, p)
    return "rediss://default:%s@%s:6380" % (p, h)


def urlcred(rng):
    return _urlcred(rng, rng.randrange(12))


def url_upload(rng):
    return _urlcred(rng, rng.choice([0, 8, 9]))


def url_hook(rng):
    return _urlcred(rng, rng.choice([3, 4, 7]))


def url_slack(rng):
    return _urlcred(rng, 4)


def url_discord(rng):
    return _urlcred(rng, 3)


def url_wecom(rng):
    return _urlcred(rng, 5)


def url_dingtalk(rng):
    return _urlcred(rng, 6)


def url_feishu(rng):
    return _urlcred(rng, 10)


def url_cam(rng):
    return _urlcred(rng, rng.choice([1, 1, 11]))


def url_rtsp(rng):
    return _urlcred(rng, 1)


def whsec(rng):
    return "whsec_" + _alnum(rng, 32)


def url_git(rng):
    return _urlcred(rng, rng.choice([2, 12, 13]))


def url_telegram(rng):
    return _urlcred(rng, 7)


def _urlcred(rng, k):
    p = _dbpw(rng)
    if k == 0:
        return "https://%s:%s@dav.%s/remote.php/dav/files/%s/" % (rng.choice(FIRST).lower(), p, rng.choice(DOMAINS), rng.choice(FIRST).lower())
    if k == 1:
        return "rtsp://admin:%s@192.168.1.%d:554/Streaming/Channels/101" % (p, rng.randint(20, 250))
    if k == 2:
        return "https://x-access-token:ghs_%s@github.com/%s/%s.git" % (_alnum(rng, 36), rng.choice(["hivehouse", "skylark-astro", "escapehq"]), rng.choice(["site", "booking", "ops"]))
    if k == 3:
        return "https://discord.com/api/webhooks/%d/%s" % (rng.randint(10 ** 17, 10 ** 18), _alnum(rng, 68, AURL))
    if k == 4:
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (_alnum(rng, 8, string.ascii_uppercase + string.digits), _alnum(rng, 10, string.ascii_uppercase + string.digits), _alnum(rng, 24))
    if k == 5:
        return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s-%s-%s-%s-%s" % (_hex(rng, 8), _hex(rng, 4), _hex(rng, 4), _hex(rng, 4), _hex(rng, 12))
    if k == 6:
        return "https://oapi.dingtalk.com/robot/send?access_token=%s" % _hex(rng, 64)
    if k == 7:
        return "https://api.telegram.org/bot%d:AA%s/sendMessage" % (rng.randint(5000000000, 7999999999), _alnum(rng, 33, AURL))
    if k == 8:
        return "ftp://%s:%s@ftp.%s/uploads" % (rng.choice(FIRST).lower(), p, rng.choice(DOMAINS))
    if k == 9:
        return "https://%s.s3.eu-west-2.amazonaws.com/%s.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20250611%%2Feu-west-2%%2Fs3%%2Faws4_request&X-Amz-Date=20250611T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (rng.choice(["hive-docs", "dome-backups"]), _alnum(rng, 8, "abcdefghijklmnopqrstuvwxyz"), aws_id(rng), _hex(rng, 64))
    if k == 10:
        return "https://open.feishu.cn/open-apis/bot/v2/hook/%s-%s-%s-%s-%s" % (_hex(rng, 8), _hex(rng, 4), _hex(rng, 4), _hex(rng, 4), _hex(rng, 12))
    if k == 12:
        return "https://oauth2:glpat-%s@gitlab.com/%s/%s.git" % (_alnum(rng, 20, AURL), rng.choice(["hivehouse", "escapehq"]), rng.choice(["site", "ops"]))
    if k == 13:
        return "https://%s:%s@gitee.com/%s/%s.git" % (rng.choice(PINYIN), p, rng.choice(PINYIN), rng.choice(["minsu", "shop", "ops"]))
    return "http://%s:%s@%s:8080/manage" % (_user(rng), p, rng.choice(["192.168.0.2", "10.1.1.9", "pi.local"]))


def env_pw(rng):
    return rng.choice([_dbpw, pw_word, pw_rand])(rng)


def env_rand(rng):
    return rng.choice([lambda r: _hex(r, 64), lambda r: base64.b64encode(_bytes(r, 32)).decode(), lambda r: _alnum(r, 40), lambda r: _alnum(r, 50, AURL)])(rng)


def env_token(rng):
    return rng.choice([api_key, lambda r: _alnum(r, 40), lambda r: _hex(r, 40)])(rng)


def envval(rng):
    return rng.choice([lambda r: _hex(r, 64), lambda r: base64.b64encode(_bytes(r, 32)).decode(), _dbpw, api_key, lambda r: _alnum(r, 40), pw_word])(rng)


def wifi(rng):
    k = rng.randrange(6)
    if k == 0:
        return _digits(rng, rng.choice([8, 10]))
    if k == 1:
        return pw_word(rng)
    if k == 2:
        return " ".join(rng.sample(ADJ + NOUN, 3))
    if k == 3:
        return _alnum(rng, rng.choice([8, 12, 13]), "abcdefghjkmnpqrstuvwxyz23456789")
    if k == 4:
        return pw_camel(rng)
    return rng.choice(NOUN) + rng.choice(NOUN) + str(rng.randint(10, 99))


def wifi_nospace(rng):
    while True:
        w = wifi(rng)
        if " " not in w:
            return w


def wifi_cn(rng):
    return rng.choice([lambda r: _digits(r, 8), pw_pinyin, lambda r: _alnum(r, 10, "abcdefghjkmnpqrstuvwxyz23456789")])(rng)


# ---------------------------------------------------------------------------
# benign look-alike values
# ---------------------------------------------------------------------------
def mask_card(rng):
    last = _digits(rng, 4)
    return rng.choice(["•••• •••• •••• " + last, "**** **** **** " + last, "xxxx-xxxx-xxxx-" + last, "ending " + last,
                       "…" + last, "XXXXXXXXXXXX" + last])


def last4(rng):
    return _digits(rng, 4)


def mask_phone(rng):
    return rng.choice(["13", "15", "18", "17"]) + str(rng.randint(0, 9)) + "****" + _digits(rng, 4)


def mask_key(rng):
    return rng.choice(["sk-…" + _alnum(rng, 4), "ghp_****" + _alnum(rng, 4), "sk_live_••••" + _alnum(rng, 4), "AKIA************" + _alnum(rng, 4, string.ascii_uppercase)])


def amazon_order(rng):
    return "%03d-%07d-%07d" % (rng.randint(100, 999), rng.randint(0, 9999999), rng.randint(0, 9999999))


def ebay_order(rng):
    return "%02d-%05d-%05d" % (rng.randint(10, 99), rng.randint(0, 99999), rng.randint(0, 99999))


def ups(rng):
    return "1Z" + _alnum(rng, 6, string.ascii_uppercase + string.digits) + _digits(rng, 10)


def royalmail(rng):
    return _alnum(rng, 2, string.ascii_uppercase) + _digits(rng, 9) + "GB"


def sf(rng):
    return "SF" + _digits(rng, 13)


def jd(rng):
    return "JD" + _digits(rng, 13)


def ticket(rng):
    return rng.choice(["#%d" % rng.randint(1000, 99999), "INC%07d" % rng.randint(0, 9999999), "CS-%d" % rng.randint(10000, 999999), "REQ-%d" % rng.randint(100, 99999)])


def pnr(rng):
    return _alnum(rng, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")


def invoice(rng):
    return "INV-%d-%05d" % (rng.randint(2023, 2026), rng.randint(1, 99999))


def order_cn(rng):
    while True:
        s = rng.choice("1234") + _digits(rng, 18)
        if not crypto.has_valid_card(s):
            return s


def order6(rng):
    return _digits(rng, 6)


def semver(rng):
    return "%d.%d.%d" % (rng.randint(0, 9), rng.randint(0, 30), rng.randint(0, 40)) + rng.choice(["", "", "-rc.%d" % rng.randint(1, 4), "-beta.%d" % rng.randint(1, 9), "+build.%d" % rng.randint(10, 999)])


def chrome_ver(rng):
    return "%d.0.%d.%d" % (rng.randint(118, 131), rng.randint(5000, 6999), rng.randint(10, 250))


def android_build(rng):
    return "%s.%d%02d%02d.%03d" % (rng.choice(["TQ3A", "UP1A", "AP2A", "BP1A"]), rng.randint(23, 25), rng.randint(1, 12), rng.randint(1, 28), rng.randint(1, 30))


def kernel(rng):
    return "%d.%d.%d-%d-generic" % (rng.choice([5, 6]), rng.randint(1, 15), rng.randint(0, 90), rng.randint(10, 120))


def firmware(rng):
    return "V%d.%d.%d.%d" % (rng.randint(1, 5), rng.randint(0, 9), rng.randint(0, 99), rng.randint(1000, 9999))


def git_sha(rng):
    return _hex(rng, 40)


def short_sha(rng):
    return _hex(rng, rng.choice([7, 8, 10, 12]))


def sha256hex(rng):
    return _hex(rng, 64)


def md5hex(rng):
    return _hex(rng, 32)


def sri(rng):
    alg = rng.choice(["sha384", "sha512", "sha256"])
    n = {"sha256": 32, "sha384": 48, "sha512": 64}[alg]
    return alg + "-" + base64.b64encode(_bytes(rng, n)).decode()


def image_digest(rng):
    return "sha256:" + _hex(rng, 64)


def phone_us(rng):
    return "(%d) 555-01%02d" % (rng.choice([212, 415, 503, 617, 802]), rng.randint(0, 99))


def phone_uk(rng):
    return rng.choice(["07700 900%03d", "0113 496 0%03d", "020 7946 0%03d", "+44 7700 900%03d"]) % rng.randint(0, 999)


def phone_cn(rng):
    head = rng.choice(["13", "15", "18", "17", "19"]) + str(rng.randint(0, 9))
    sep = rng.choice(["", " ", "-"])
    return head + sep + _digits(rng, 4) + sep + _digits(rng, 4)


def phone_400(rng):
    return "400-%03d-%04d" % (rng.randint(100, 999), rng.randint(0, 9999))


def uuid4(rng):
    h = _hex(rng, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], rng.choice("89ab"), h[17:20], h[20:32])


def trace_id(rng):
    return _hex(rng, 32)


def req_id(rng):
    return rng.choice(["req_", "evt_", "ch_", "pi_", "cus_"]) + _alnum(rng, 24)


def imei(rng):
    return crypto.luhn_complete(rng.choice(["35", "86", "35", "01"]) + _digits(rng, 12))


def mac(rng):
    return ":".join(_hex(rng, 2) for _ in range(6)).upper()


def vin(rng):
    return _alnum(rng, 17, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")


def serial(rng):
    return _alnum(rng, rng.choice([10, 12]), string.ascii_uppercase + string.digits)


def ssh_pub(rng):
    return crypto.ssh_ed25519_public(rng, rng.choice(FIRST).lower() + "@" + rng.choice(["laptop", "pi", "nas", "van"]))


def spki_pem(rng):
    return crypto.ed25519_spki_pem(rng)


def age_pub(rng):
    return crypto.bech32_encode("age", crypto.convertbits(_bytes(rng, 32), 8, 5))


def npub(rng):
    return crypto.bech32_encode("npub", crypto.convertbits(_bytes(rng, 32), 8, 5))


def wg_pub(rng):
    return base64.b64encode(_bytes(rng, 32)).decode()


def pgp_fpr(rng):
    h = _hex(rng, 40).upper()
    return " ".join(h[i:i + 4] for i in range(0, 40, 4))


def host_fpr(rng):
    return "SHA256:" + base64.b64encode(_bytes(rng, 32)).decode().rstrip("=")


def btc_bech32(rng):
    return crypto.bech32_encode("bc", [0] + crypto.convertbits(_bytes(rng, 20), 8, 5))


def btc_p2pkh(rng):
    return crypto.b58check_encode(b"\x00" + _bytes(rng, 20))


def eth_addr(rng):
    _, P = crypto.secp256k1_keypair(rng)
    pub = P[0].to_bytes(32, "big") + P[1].to_bytes(32, "big")
    return crypto.eip55(crypto.keccak256(pub)[-20:].hex())


def tron_addr(rng):
    return crypto.b58check_encode(b"\x41" + _bytes(rng, 20))


def sol_addr(rng):
    return crypto.b58encode(crypto.ed25519_public(_bytes(rng, 32)))


def xpub(rng):
    _, P = crypto.secp256k1_keypair(rng)
    return crypto.b58check_encode(bytes.fromhex("0488B21E") + b"\x03" + _bytes(rng, 4) + (0x80000000).to_bytes(4, "big") + _bytes(rng, 32) + crypto.compress(P))


def tx_hash(rng):
    return _hex(rng, 64)


def in_pincode(rng):
    return rng.choice(IN_PLACES)[1] + "%03d" % rng.randint(1, 99)


IN_PLACES = [("Pune", "411", "Maharashtra"), ("Mysuru", "570", "Karnataka"), ("Kochi", "682", "Kerala"),
             ("Jaipur", "302", "Rajasthan"), ("Lucknow", "226", "Uttar Pradesh"), ("Indore", "452", "Madhya Pradesh"),
             ("Bhopal", "462", "Madhya Pradesh"), ("Nagpur", "440", "Maharashtra"), ("Coimbatore", "641", "Tamil Nadu"),
             ("Madurai", "625", "Tamil Nadu"), ("Vadodara", "390", "Gujarat"), ("Guwahati", "781", "Assam"),
             ("Bengaluru", "560", "Karnataka"), ("Chennai", "600", "Tamil Nadu")]
IN_CITY = [p[0] for p in IN_PLACES]


def in_city_pin(rng):
    c, pre, st = rng.choice(IN_PLACES)
    return rng.choice(["%s, PIN code %s%03d", "%s - PIN code %s%03d", "%s PIN Code: %s%03d"]) % (c, pre, rng.randint(1, 99))


def in_form(rng):
    c, pre, st = rng.choice(IN_PLACES)
    return "City: %s  PIN: %s%03d  State: %s" % (c, pre, rng.randint(1, 99), st)


def uk_postcode(rng):
    return rng.choice(["LA9 4QR", "TR18 2BZ", "DD1 5EH", "HG1 2SX", "NE46 3NH", "SY1 1LG", "EX32 8PX", "TQ9 5RY", "PE8 6UL", "BS3 4DF"])


def us_zip(rng):
    return "%05d" % rng.randint(10000, 99950) + rng.choice(["", "-%04d" % rng.randint(0, 9999)])


def zh_postcode(rng):
    return "%d%05d" % (rng.randint(1, 8), rng.randint(0, 99999))


def price(rng):
    return rng.choice(["£%d.%02d", "$%d.%02d", "€%d,%02d"]) % (rng.randint(2, 480), rng.randint(0, 99))


def rmb(rng):
    return "%d.%d元" % (rng.randint(8, 2600), rng.randint(0, 9))


def room(rng):
    return str(rng.choice([rng.randint(101, 499), rng.randint(1001, 2899)]))


def year(rng):
    return str(rng.randint(1998, 2026))


def url_plain(rng):
    k = rng.randrange(6)
    d = rng.choice(DOMAINS)
    if k == 0:
        return "https://www.%s/events?month=%d&page=%d" % (d, rng.randint(1, 12), rng.randint(1, 5))
    if k == 1:
        return "git@github.com:%s/%s.git" % (rng.choice(["hivehouse", "skylark-astro"]), rng.choice(["site", "ops"]))
    if k == 2:
        return "https://maps.app.goo.gl/" + _alnum(rng, 17)
    if k == 3:
        return "https://docs.%s/guide/%s#step-%d" % (d, rng.choice(["wifi", "lockbox", "login"]), rng.randint(1, 9))
    if k == 4:
        return "https://forms.gle/" + _alnum(rng, 17)
    return "https://%s/booking/%d" % (d, rng.randint(1000, 99999))


# ---------------------------------------------------------------------------
# fillers (no secrets)
# ---------------------------------------------------------------------------
def name(rng):
    return rng.choice(FIRST)


def fullname(rng):
    return rng.choice(FIRST) + " " + rng.choice(SURN)


def zname(rng):
    return rng.choice(ZSUR) + rng.choice(ZGIVEN)


def zsur(rng):
    return rng.choice(ZSUR)


def city(rng):
    return rng.choice(CITY)


def zcity(rng):
    return rng.choice(ZCITY)


def incity(rng):
    return rng.choice(IN_CITY)


def email(rng):
    return "%s.%s@%s" % (rng.choice(FIRST).lower(), rng.choice(SURN).lower(), rng.choice(DOMAINS))


def username(rng):
    return rng.choice([rng.choice(FIRST).lower() + str(rng.randint(1, 99)), rng.choice(FIRST).lower() + "." + rng.choice(SURN).lower(),
                       rng.choice(PINYIN) + "_" + str(rng.randint(1, 999)), "admin", "frontdesk", email(rng)])


def handle(rng):
    return rng.choice(FIRST).lower() + str(rng.randint(1, 99))


def zuser(rng):
    return rng.choice([rng.choice(PINYIN) + str(rng.randint(1, 999)), "1" + rng.choice("3589") + _digits(rng, 9), rng.choice(PINYIN) + "@" + rng.choice(["qq.com", "163.com", "126.com"])])


WEEKDAY = "Mon Tue Wed Thu Fri Sat Sun".split()
MONTH = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()


def date(rng):
    d = rng.randint(1, 28)
    return rng.choice(["%s %d %s" % (rng.choice(WEEKDAY), d, rng.choice(MONTH)), "%d %s" % (d, rng.choice(MONTH)),
                       "%s %d" % (rng.choice(MONTH), d), "%02d/%02d" % (d, rng.randint(1, 12))])


def zdate(rng):
    return "%d月%d日" % (rng.randint(1, 12), rng.randint(1, 28))


def clock(rng):
    return rng.choice(["%d:%02d" % (rng.randint(7, 22), rng.choice([0, 15, 30, 45, 5, 50])), "%d%s" % (rng.randint(1, 11), rng.choice(["am", "pm"])), "%d.%02dpm" % (rng.randint(1, 11), rng.choice([0, 15, 30]))])


def zclock(rng):
    return rng.choice(["早上", "上午", "下午", "晚上"]) + rng.choice("一二三四五六七八九十") + "点" + rng.choice(["", "半", "一刻"])


def ssid(rng):
    return rng.choice(SSID_EN)


def zssid(rng):
    return rng.choice(SSID_ZH)


def num(rng):
    return str(rng.randint(2, 40))


def bignum(rng):
    return str(rng.randint(41, 900))


def hive(rng):
    return rng.choice(["Hive 3", "the Langstroth by the hedge", "Hive B", "the top-bar hive", "the nuc", "Hive 7"])


def host_en(rng):
    return rng.choice(HOSTS_EN)


def host_zh(rng):
    return rng.choice(HOSTS_ZH)


def domain(rng):
    return rng.choice(DOMAINS)


def bip39_word_en(rng):
    return rng.choice(wordlists.ENGLISH)


def zaddr(rng):
    return rng.choice(["幸福路", "建设路", "滨江路", "解放大道", "人民南路"]) + str(rng.randint(1, 300)) + "号"


GEN = {k: v for k, v in list(globals().items()) if callable(v) and not k.startswith("_") and k not in
       ("Curve",) and getattr(v, "__module__", None) == __name__}
