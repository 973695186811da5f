"""Fillers and benign look-alikes for secrets_corpus24.

A filler takes (rng, *args) and returns a string or a tuple of strings (a template picks a
field with «name#key.i»).  Benign look-alikes (hashes, public keys and addresses, IBANs,
postcodes, tracking numbers, ...) are built with the same structure as the real thing.
"""
import base64
import hashlib
import string

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, x25519

import struct24 as S
from vals24 import rstr, rbytes, HEX, ALNUM, _uuid, PW_WORDS, SSIDS, DB_HOSTS, DB_USERS, DB_NAMES

# ---------------------------------------------------------------------------
# people, places, times
# ---------------------------------------------------------------------------
FIRST_EN = ["Aoife", "Tendai", "Marta", "Kwame", "Ilze", "Dario", "Nadia", "Petra", "Rowan", "Sione", "Lerato", "Mateo",
            "Ines", "Bongani", "Yusuf", "Greta", "Lior", "Farida", "Ewan", "Saanvi", "Teodor", "Malia", "Jonas",
            "Ximena", "Rashid", "Delphine", "Anton", "Keisha", "Oren", "Priya", "Callum", "Nomvula", "Vuk", "Elira"]
LAST_EN = ["Ozols", "Mwale", "Novak", "Bekele", "Ledesma", "Tupou", "Rahimov", "Kalnins", "Dube", "Petrovic", "Hoxha",
           "Ciobanu", "Aliyev", "Sultanova", "Aung", "Haji", "Mensah", "Rakoto", "Ngono", "Kouassi", "Al-Khalifa",
           "Benitez", "Quispe", "Reyes", "Campbell", "Ramdial", "Morales", "Fitzgerald", "Okonkwo", "Brennan"]
SURN_ZH = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔汤"
GIVEN_ZH = ["伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟", "涛", "明", "超", "秀兰",
            "霞", "平", "刚", "桂英", "建华", "晓东", "春梅", "海燕", "志强", "丽华", "文博", "思琪", "子轩", "雨涵", "浩然",
            "欣怡", "宇航", "佳怡", "俊杰", "梓萱", "一鸣", "晨曦"]
ZH_NICK = ["老王", "小刘", "阿杰", "大姐", "二舅", "表哥", "张姐", "老陈", "小美", "阿强", "胖虎", "店长", "会计小周",
           "前台小李", "师傅", "老板娘", "舅妈", "三姑", "外甥女", "堂弟"]
MIXED_NICK = ["Kevin 陈", "Amy 王", "Leo 张", "Cindy 刘", "Jason 黄", "Vivian 李", "Eric 周", "Grace 吴", "Tony 徐",
              "Mandy 孙", "老马 Max", "Coco 林"]


def f_name_en(rng):
    return rng.choice(FIRST_EN) + " " + rng.choice(LAST_EN)


def f_first_en(rng):
    return rng.choice(FIRST_EN)


def f_name_zh(rng):
    return rng.choice(SURN_ZH) + rng.choice(GIVEN_ZH)


def f_nick_zh(rng):
    return rng.choice(ZH_NICK)


def f_nick_mx(rng):
    return rng.choice(MIXED_NICK)


def f_clock(rng, n="6", start="7", end="22"):
    n, start, end = int(n), int(start), int(end)
    base = rng.randrange(start * 60, end * 60 - n * 8)
    out, t = [], base
    for _ in range(n):
        out.append("%02d:%02d" % divmod(t, 60))
        t += rng.randrange(0, 7) + 1
    return tuple(out)


def f_clock12(rng, n="6"):
    t = f_clock(rng, n, "8", "21")
    out = []
    for x in t:
        h, m = map(int, x.split(":"))
        out.append("%d:%02d %s" % ((h - 1) % 12 + 1, m, "AM" if h < 12 else "PM"))
    return tuple(out)


def f_clocks(rng, n="6"):
    t = f_clock(rng, n)
    return tuple("%s:%02d" % (x, rng.randrange(60)) for x in t)


def f_stamp(rng, n="6"):
    """transcript offsets hh:mm:ss, increasing"""
    n = int(n)
    t = rng.randrange(5, 1500)
    out = []
    for _ in range(n):
        out.append("%02d:%02d:%02d" % (t // 3600, t // 60 % 60, t % 60))
        t += rng.randrange(3, 40)
    return tuple(out)


def f_mmss(rng, n="6"):
    n = int(n)
    t = rng.randrange(2, 600)
    out = []
    for _ in range(n):
        out.append("%d:%02d" % divmod(t, 60))
        t += rng.randrange(3, 30)
    return tuple(out)


def f_whisper(rng, n="6"):
    """Whisper-style cue ranges [mm:ss.mmm --> mm:ss.mmm], contiguous"""
    n = int(n)
    t = rng.randrange(0, 300000)
    out = []
    for _ in range(n):
        d = rng.randrange(1800, 7000)
        a, b = t, t + d
        out.append("[%02d:%02d.%03d --> %02d:%02d.%03d]" % (a // 60000, a // 1000 % 60, a % 1000, b // 60000, b // 1000 % 60, b % 1000))
        t = b
    return tuple(out)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WEEKDAYS_ZH = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]


def _ymd(rng):
    return rng.choice([2025, 2026, 2026]), rng.randrange(1, 13), rng.randrange(1, 29)


def f_date(rng, style="en"):
    y, m, d = _ymd(rng)
    return {"en": "%d %s %d" % (d, MONTHS[m - 1], y), "us": "%s %d, %d" % (MONTHS[m - 1][:3], d, y),
            "iso": "%d-%02d-%02d" % (y, m, d), "dmy": "%02d/%02d/%d" % (d, m, y), "dot": "%02d.%02d.%d" % (d, m, y),
            "zh": "%d年%d月%d日" % (y, m, d), "zhmd": "%d月%d日" % (m, d), "slash": "%d/%02d/%02d" % (y, m, d),
            "short": "%d %s" % (d, MONTHS[m - 1][:3]), "kakao": "%d. %d. %d." % (y, m, d)}[style]


def f_weekday(rng, lang="en"):
    return rng.choice(WEEKDAYS_ZH if lang == "zh" else WEEKDAYS)


def f_int(rng, a, b):
    return str(rng.randrange(int(a), int(b) + 1))


def f_dig(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(int(n)))


def f_money(rng, cur="EUR", a="5", b="400"):
    v = rng.randrange(int(a) * 100, int(b) * 100) / 100
    sym = {"EUR": "€%.2f", "USD": "$%.2f", "GBP": "£%.2f", "CNY": "¥%.2f", "RMB": "%.2f 元", "MVR": "MVR %.2f",
           "ZMW": "K%.2f", "BWP": "P%.2f", "NAD": "N$%.2f", "PYG": "₲%d", "BOB": "Bs %.2f", "DOP": "RD$%.2f",
           "JMD": "J$%.2f", "TTD": "TT$%.2f", "GTQ": "Q%.2f", "AZN": "%.2f ₼", "KGS": "%.0f сом", "MDL": "%.2f lei",
           "ALL": "%.0f lekë", "RSD": "%.0f RSD", "BHD": "BD %.3f", "XAF": "%.0f FCFA", "XOF": "%.0f FCFA",
           "MZN": "%.2f MT", "MGA": "%.0f Ar", "MMK": "%.0f Ks", "BND": "B$%.2f", "WST": "WS$%.2f"}[cur]
    if cur in ("PYG",):
        return sym % (v * 1000)
    return sym % v


CITIES_EN = ["Riga", "Liepāja", "Bratislava", "Košice", "Limassol", "Nicosia", "Novi Sad", "Belgrade", "Tirana", "Durrës",
             "Chișinău", "Baku", "Bishkek", "Yangon", "Mandalay", "Bandar Seri Begawan", "Malé", "Apia", "Lusaka",
             "Gaborone", "Windhoek", "Swakopmund", "Maputo", "Antananarivo", "Douala", "Abidjan", "Manama", "Asunción",
             "Encarnación", "Santa Cruz", "La Paz", "Santo Domingo", "Kingston", "Montego Bay", "Port of Spain",
             "Guatemala City", "Antigua Guatemala", "Quetzaltenango"]
CITIES_ZH = ["北京", "上海", "广州", "深圳", "成都", "杭州", "南京", "武汉", "西安", "重庆", "天津", "长沙", "昆明", "沈阳",
             "济南", "郑州", "福州", "厦门", "南宁", "贵阳", "兰州", "合肥", "南昌", "海口", "大理", "桂林", "洛阳", "绍兴",
             "温州", "泉州", "佛山", "东莞", "潍坊", "临沂", "赣州", "柳州", "宜昌", "芜湖"]
ABROAD_ZH = ["里加", "布拉迪斯拉发", "利马索尔", "贝尔格莱德", "地拉那", "基希讷乌", "巴库", "比什凯克", "仰光", "曼德勒",
             "斯里巴加湾", "马累", "卢萨卡", "哈博罗内", "温得和克", "马普托", "塔那那利佛", "杜阿拉", "阿比让", "麦纳麦",
             "亚松森", "东方市", "圣克鲁斯", "圣多明各", "金斯敦", "西班牙港", "危地马拉城"]


def f_city_en(rng):
    return rng.choice(CITIES_EN)


def f_city_zh(rng):
    return rng.choice(CITIES_ZH)


def f_abroad_zh(rng):
    return rng.choice(ABROAD_ZH)


# ---------------------------------------------------------------------------
# phones
# ---------------------------------------------------------------------------
def _d(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


PHONES = {
    "lv": lambda r: "+371 2%s %s" % (_d(r, 3), _d(r, 4)), "sk": lambda r: "+421 9%s %s %s" % (_d(r, 2), _d(r, 3), _d(r, 3)),
    "cy": lambda r: "+357 9%s %s" % (_d(r, 3), _d(r, 4)), "rs": lambda r: "+381 6%s %s %s" % (_d(r, 1), _d(r, 3), _d(r, 4)),
    "al": lambda r: "+355 6%s %s %s" % (_d(r, 1), _d(r, 3), _d(r, 4)), "md": lambda r: "+373 6%s %s %s" % (_d(r, 2), _d(r, 2), _d(r, 3)),
    "az": lambda r: "+994 5%s %s %s %s" % (_d(r, 1), _d(r, 3), _d(r, 2), _d(r, 2)), "kg": lambda r: "+996 (5%s) %s %s" % (_d(r, 2), _d(r, 3), _d(r, 3)),
    "mm": lambda r: "+95 9 %s %s %s" % (_d(r, 3), _d(r, 3), _d(r, 3)), "bn": lambda r: "+673 8%s %s" % (_d(r, 2), _d(r, 4)),
    "mv": lambda r: "+960 7%s %s" % (_d(r, 2), _d(r, 4)), "ws": lambda r: "+685 7%s %s" % (_d(r, 1), _d(r, 5)),
    "zm": lambda r: "+260 97 %s %s" % (_d(r, 3), _d(r, 4)), "bw": lambda r: "+267 7%s %s %s" % (_d(r, 1), _d(r, 3), _d(r, 3)),
    "na": lambda r: "+264 81 %s %s" % (_d(r, 3), _d(r, 4)), "mz": lambda r: "+258 84 %s %s" % (_d(r, 3), _d(r, 4)),
    "mg": lambda r: "+261 34 %s %s %s" % (_d(r, 2), _d(r, 3), _d(r, 2)), "cm": lambda r: "+237 6 %s %s %s %s" % (_d(r, 2), _d(r, 2), _d(r, 2), _d(r, 2)),
    "ci": lambda r: "+225 07 %s %s %s %s" % (_d(r, 2), _d(r, 2), _d(r, 2), _d(r, 2)), "bh": lambda r: "+973 3%s %s" % (_d(r, 3), _d(r, 4)),
    "py": lambda r: "+595 981 %s %s" % (_d(r, 3), _d(r, 3)), "bo": lambda r: "+591 7%s" % _d(r, 7),
    "do": lambda r: "+1 809 %s %s" % (_d(r, 3), _d(r, 4)), "jm": lambda r: "+1 876 %s %s" % (_d(r, 3), _d(r, 4)),
    "tt": lambda r: "+1 868 %s %s" % (_d(r, 3), _d(r, 4)), "gt": lambda r: "+502 %s %s" % (_d(r, 4), _d(r, 4)),
    "cn": lambda r: "1%s%s %s %s" % (r.choice("3456789"), _d(r, 1), _d(r, 4), _d(r, 4)),
    "cnplain": lambda r: "1%s%s" % (r.choice("3456789"), _d(r, 9)),
    "cnland": lambda r: "0%s-%s" % (r.choice(["571", "755", "20", "28", "29", "531", "871", "591"]), r.choice("2345678") + _d(r, 7)),
    "cn400": lambda r: "400-%s-%s" % (_d(r, 3), _d(r, 4)),
}


def f_phone(rng, cc="cn"):
    if cc == "any":
        cc = rng.choice([k for k in PHONES if not k.startswith("cn")])
    return PHONES[cc](rng)


# ---------------------------------------------------------------------------
# postcodes
# ---------------------------------------------------------------------------
IN_PIN = [("Mumbai", "400", "Maharashtra"), ("New Delhi", "110", "Delhi"), ("Bengaluru", "560", "Karnataka"),
          ("Chennai", "600", "Tamil Nadu"), ("Kolkata", "700", "West Bengal"), ("Hyderabad", "500", "Telangana"),
          ("Pune", "411", "Maharashtra"), ("Jaipur", "302", "Rajasthan"), ("Lucknow", "226", "Uttar Pradesh"),
          ("Kochi", "682", "Kerala"), ("Ahmedabad", "380", "Gujarat"), ("Bhopal", "462", "Madhya Pradesh"),
          ("Guwahati", "781", "Assam"), ("Patna", "800", "Bihar"), ("Mysuru", "570", "Karnataka"),
          ("Shimla", "171", "Himachal Pradesh"), ("Varanasi", "221", "Uttar Pradesh"), ("Madurai", "625", "Tamil Nadu"),
          ("Indore", "452", "Madhya Pradesh"), ("Thiruvananthapuram", "695", "Kerala"), ("Nagpur", "440", "Maharashtra")]
IN_PIN_ZH = {"Mumbai": "孟买", "New Delhi": "新德里", "Bengaluru": "班加罗尔", "Chennai": "金奈", "Kolkata": "加尔各答",
             "Hyderabad": "海得拉巴", "Pune": "浦那", "Jaipur": "斋浦尔", "Lucknow": "勒克瑙", "Kochi": "科钦",
             "Ahmedabad": "艾哈迈达巴德", "Bhopal": "博帕尔", "Guwahati": "古瓦哈提", "Patna": "巴特那", "Mysuru": "迈索尔",
             "Shimla": "西姆拉", "Varanasi": "瓦拉纳西", "Madurai": "马杜赖", "Indore": "印多尔", "Thiruvananthapuram": "特里凡得琅",
             "Nagpur": "那格浦尔"}


def f_inpin(rng):
    city, pre, state = rng.choice(IN_PIN)
    code = pre + "%03d" % rng.randrange(1, 99)
    return (city, code, state, IN_PIN_ZH[city], code[:3] + " " + code[3:])


ZH_POST = [("北京", "100"), ("上海", "200"), ("广州", "510"), ("深圳", "518"), ("成都", "610"), ("杭州", "310"),
           ("南京", "210"), ("武汉", "430"), ("西安", "710"), ("重庆", "400"), ("天津", "300"), ("长沙", "410"),
           ("昆明", "650"), ("沈阳", "110"), ("济南", "250"), ("郑州", "450"), ("福州", "350"), ("厦门", "361"),
           ("南宁", "530"), ("贵阳", "550"), ("兰州", "730"), ("合肥", "230"), ("南昌", "330"), ("海口", "570"),
           ("大理", "671"), ("桂林", "541"), ("洛阳", "471"), ("绍兴", "312"), ("温州", "325"), ("泉州", "362"),
           ("佛山", "528"), ("东莞", "523"), ("乌鲁木齐", "830"), ("拉萨", "850"), ("西宁", "810"), ("银川", "750"),
           ("呼和浩特", "010"), ("太原", "030"), ("石家庄", "050"), ("哈尔滨", "150")]
ZH_DISTRICT = ["朝阳区", "海淀区", "天河区", "南山区", "武侯区", "西湖区", "鼓楼区", "江汉区", "雁塔区", "渝中区",
               "和平区", "岳麓区", "五华区", "历下区", "金水区", "思明区", "青秀区", "云岩区", "城关区", "蜀山区"]
ZH_ROAD = ["建设路", "人民路", "中山路", "解放大道", "文化路", "学府路", "滨江路", "长江路", "和平街", "新华路",
           "朝阳北路", "光明巷", "幸福里", "丰收路"]


def f_zhpost(rng):
    city, pre = rng.choice(ZH_POST)
    code = pre + "%03d" % rng.randrange(0, 99)
    addr = "%s市%s%d号%s" % (city, rng.choice(ZH_ROAD), rng.randrange(1, 300), rng.choice(["", "2单元", "3栋", "附1号", "1楼"]))
    return (city, code, addr)


WORLD_POST = [("Riga", "LV-10%02d", "Latvia"), ("Bratislava", "811 0%d", "Slovakia"), ("Košice", "040 0%d", "Slovakia"),
              ("Limassol", "30%02d", "Cyprus"), ("Nicosia", "10%02d", "Cyprus"), ("Novi Sad", "210%02d", "Serbia"),
              ("Belgrade", "110%02d", "Serbia"), ("Tirana", "10%02d", "Albania"), ("Chișinău", "MD-20%02d", "Moldova"),
              ("Baku", "AZ10%02d", "Azerbaijan"), ("Bishkek", "7200%02d", "Kyrgyzstan"), ("Yangon", "111%02d", "Myanmar"),
              ("Bandar Seri Begawan", "BS88%02d", "Brunei"), ("Malé", "200%02d", "Maldives"), ("Lusaka", "101%02d", "Zambia"),
              ("Windhoek", "90%02d", "Namibia"), ("Maputo", "11%02d", "Mozambique"), ("Antananarivo", "1%02d", "Madagascar"),
              ("Asunción", "12%02d", "Paraguay"), ("Santo Domingo", "101%02d", "Dominican Republic"),
              ("Guatemala City", "010%02d", "Guatemala"), ("Port of Spain", "1008%02d", "Trinidad and Tobago"),
              ("Manama", "3%02d", "Bahrain")]


def f_worldpost(rng):
    city, pat, country = rng.choice(WORLD_POST)
    code = pat % rng.randrange(1, 9) if "%" in pat else pat
    if "%02d" in pat:
        code = pat % rng.randrange(1, 60)
    return (city, code, country)


# ---------------------------------------------------------------------------
# orders, tracking
# ---------------------------------------------------------------------------
S10_POSTS = [("LV", "Latvijas Pasts"), ("SK", "Slovenská pošta"), ("CY", "Cyprus Post"), ("RS", "Pošta Srbije"),
             ("AL", "Posta Shqiptare"), ("MD", "Poșta Moldovei"), ("AZ", "Azerpoçt"), ("KG", "Kyrgyz Post"),
             ("MM", "Myanmar Post"), ("BW", "Botswana Post"), ("NA", "NamPost"), ("PY", "Correo Paraguayo"),
             ("DO", "INPOSDOM"), ("JM", "Jamaica Post"), ("CN", "中国邮政"), ("MV", "Maldives Post")]


def f_s10(rng, cc=""):
    if cc:
        post = [p for p in S10_POSTS if p[0] == cc][0]
    else:
        post = rng.choice(S10_POSTS)
    d8 = _d(rng, 8)
    code = rng.choice("RECLUV") + rng.choice("ABCDEFGHJ") + d8 + S.s10_check(d8) + post[0]
    return (code, post[1], post[0])


def f_track(rng, kind="sf"):
    if kind == "sf":
        return "SF" + _d(rng, 13)
    if kind == "zto":
        return "78" + _d(rng, 12)
    if kind == "yto":
        return "YT" + _d(rng, 13)
    if kind == "yunda":
        return rng.choice(["43", "46"]) + _d(rng, 13)
    if kind == "jd":
        return "JDVA" + _d(rng, 11)
    if kind == "jt":
        return "JT" + _d(rng, 13)
    if kind == "dhl":
        return _d(rng, 10)
    if kind == "ups":
        return "1Z" + rstr(rng, string.ascii_uppercase + string.digits, 6) + _d(rng, 2) + _d(rng, 8)
    if kind == "fedex":
        return _d(rng, 12)
    if kind == "aramex":
        return _d(rng, 11)
    if kind == "cainiao":
        return "LP00" + _d(rng, 12)
    raise ValueError(kind)


def f_order(rng, kind="web"):
    if kind == "web":
        return "#%s-%d-%05d" % (rng.choice(["BK", "ORD", "WEB", "SO"]), rng.choice([2025, 2026]), rng.randrange(10000))
    if kind == "amazon":
        return "%03d-%s-%s" % (rng.choice([111, 112, 113, 114, 402, 407]), _d(rng, 7), _d(rng, 7))
    if kind == "taobao":
        return rng.choice("123") + _d(rng, 18)
    if kind == "pdd":
        return "%s-%s" % ("26%02d%02d" % (rng.randrange(1, 13), rng.randrange(1, 29)), _d(rng, 15))
    if kind == "meituan":
        return "26" + _d(rng, 16)
    if kind == "pnr":
        return rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    if kind == "inv":
        return "INV-%d-%04d" % (rng.choice([2025, 2026]), rng.randrange(1, 9999))
    if kind == "ticket":
        return "%s%06d" % (rng.choice(["TK", "E", "WO"]), rng.randrange(1000000))
    if kind == "zh12306":
        return "E" + _d(rng, 9)
    raise ValueError(kind)


# ---------------------------------------------------------------------------
# hashes and ids
# ---------------------------------------------------------------------------
def f_hash(rng, alg="sha256"):
    return hashlib.new(alg, rbytes(rng, 40)).hexdigest()


def f_sri(rng, alg="sha384"):
    return alg + "-" + base64.b64encode(hashlib.new(alg, rbytes(rng, 40)).digest()).decode()


def f_b64hash(rng, alg="sha256"):
    return base64.b64encode(hashlib.new(alg, rbytes(rng, 40)).digest()).decode()


def f_gitsha(rng, n="40"):
    return hashlib.sha1(rbytes(rng, 20)).hexdigest()[:int(n)]


def f_uuid(rng, case="lower"):
    u = _uuid(rng)
    return u.upper() if case == "upper" else u


def f_fingerprint(rng):
    return ":".join(rstr(rng, "0123456789ABCDEF", 2) for _ in range(32))


def f_nixhash(rng):
    return rstr(rng, "0123456789abcdfghijklmnpqrsvwxyz", 52)


def f_h1(rng):
    return "h1:" + base64.b64encode(hashlib.sha256(rbytes(rng, 16)).digest()).decode()


# ---------------------------------------------------------------------------
# public material (all from real keys)
# ---------------------------------------------------------------------------
def _k(rng):
    while True:
        k = int.from_bytes(rbytes(rng, 32), "big")
        if 1 <= k < S.SECP256K1_N:
            return k


def f_pub(rng, kind="eth"):
    if kind == "eth":
        return S.eth_address(_k(rng))
    if kind == "btc":
        return S.p2pkh(S.secp_pub(_k(rng)))
    if kind == "bc1":
        return S.segwit_address("bc", 0, S.hash160(S.secp_pub(_k(rng))))
    if kind == "sol":
        return S.b58encode(S.ed25519_pub(rbytes(rng, 32)))
    if kind == "npub":
        return S.bech32_bytes("npub", S.secp_pub(_k(rng))[1:])
    if kind == "stellar":
        return S.strkey_encode(S.STELLAR_PUB, S.ed25519_pub(rbytes(rng, 32)))
    if kind == "xrpl":
        return S.xrpl_address(S.secp_pub(_k(rng)))
    if kind == "xpub":
        k, c = S.bip32_master(rbytes(rng, 32))
        return S.bip32_serialize("xpub", 3, rbytes(rng, 4), 0x80000000, c, S.secp_pub(k))
    if kind == "zpub":
        k, c = S.bip32_master(rbytes(rng, 32))
        return S.bip32_serialize("zpub", 3, rbytes(rng, 4), 0x80000000, c, S.secp_pub(k))
    if kind == "sshed":
        pub = S.ed25519_pub(rbytes(rng, 32))
        blob = S._sshstr(b"ssh-ed25519") + S._sshstr(pub)
        return "ssh-ed25519 " + base64.b64encode(blob).decode()
    if kind == "age":
        k = x25519.X25519PrivateKey.from_private_bytes(rbytes(rng, 32))
        raw = k.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
        return S.bech32_bytes("age", raw)
    if kind == "wg":
        k = x25519.X25519PrivateKey.from_private_bytes(rbytes(rng, 32))
        return base64.b64encode(k.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)).decode()
    if kind == "pem":
        k = ec.derive_private_key(_k(rng) % (2 ** 255) + 1, ec.SECP256R1())
        return k.public_key().public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo).decode().strip()
    if kind == "pemed":
        k = ed25519.Ed25519PrivateKey.from_private_bytes(rbytes(rng, 32))
        return k.public_key().public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo).decode().strip()
    if kind == "tron":
        k = _k(rng)
        raw = S.keccak256(S.secp_pub(k, False)[1:])[-20:]
        return S.b58check_encode(b"\x41" + raw)
    raise ValueError(kind)


# ---------------------------------------------------------------------------
# identifiers with check digits
# ---------------------------------------------------------------------------
IBAN_FMT = {
    "LV": lambda r: r.choice(["HABA", "UNLA", "PARX", "RIKO", "HABA"]) + _d(r, 13),
    "SK": lambda r: r.choice(["0900", "1100", "0200", "7500"]) + _d(r, 16),
    "CY": lambda r: r.choice(["002", "005", "018"]) + _d(r, 5) + _d(r, 16),
    "RS": lambda r: r.choice(["160", "170", "205", "265"]) + _d(r, 15),
    "AL": lambda r: r.choice(["202", "212", "208"]) + _d(r, 5) + _d(r, 16),
    "MD": lambda r: r.choice(["AG", "MO", "VI"]) + _d(r, 18),
    "AZ": lambda r: r.choice(["NABZ", "AIIB", "PAHA", "IBAZ"]) + _d(r, 20),
    "BH": lambda r: r.choice(["BMAG", "NBOB", "BBKU"]) + _d(r, 14),
    "DO": lambda r: r.choice(["BAGR", "BPDO", "BRRD"]) + _d(r, 20),
    "GT": lambda r: r.choice(["TRAJ", "BINL", "AGRO"]) + _d(r, 20),
    "UA": lambda r: r.choice(["305299", "322001", "320649"]) + "0000" + _d(r, 15),
}


def f_iban(rng, cc="any", grouped="1"):
    if cc == "any":
        cc = rng.choice(list(IBAN_FMT))
    bban = IBAN_FMT[cc](rng)
    iban = cc + S.iban_check_digits(cc, bban) + bban
    assert S.iban_ok(iban)
    if grouped == "1":
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return iban


def f_imei(rng):
    return S.luhn_complete(rng.choice(["35", "86", "01", "99"]) + _d(rng, 12))


def f_isbn(rng):
    d = rng.choice(["978", "979"]) + _d(rng, 9)
    x = d + S.isbn13_check(d)
    return "%s-%s-%s-%s-%s" % (x[:3], x[3], x[4:8], x[8:12], x[12])


def f_issn(rng):
    d = _d(rng, 7)
    x = d + S.issn_check(d)
    return x[:4] + "-" + x[4:]


def f_isin(rng):
    b = rng.choice(["LV", "SK", "CY", "RS", "US", "XS", "CN"]) + rstr(rng, string.ascii_uppercase + string.digits, 9)
    return b + S.isin_check(b)


def f_ean(rng):
    d = rng.choice(["475", "858", "529", "860", "690", "692", "693", "694", "784", "786"]) + _d(rng, 9)
    return d + S.ean13_check(d)


VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def f_vin(rng):
    while True:
        v = rstr(rng, VIN_CHARS, 17)
        v = rng.choice(["1", "2", "3", "5", "J", "K", "L", "W"]) + v[1:]
        v = v[:8] + S.vin_check(v) + v[9:]
        if S.vin_check(v) == v[8]:
            return v


def lei_check(body18):
    n = int("".join(str(int(c, 36)) for c in body18 + "00"))
    return "%02d" % (98 - n % 97)


def f_lei(rng):
    b = rstr(rng, string.digits, 4) + "00" + rstr(rng, string.ascii_uppercase + string.digits, 12)
    return b + lei_check(b)


USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def uscc_check(body17):
    s = sum(USCC_CHARS.index(c) * w for c, w in zip(body17, USCC_W))
    return USCC_CHARS[(31 - s % 31) % 31]


def f_uscc(rng):
    org8 = rstr(rng, "0123456789ABCDEFGHJKLMNPQRTUWXY", 8)
    s = sum((int(c) if c.isdigit() else ord(c) - 55) * w for c, w in zip(org8, [3, 7, 9, 10, 5, 8, 4, 2]))
    c = 11 - s % 11
    org9 = org8 + ("X" if c == 10 else "0" if c == 11 else str(c))
    if org9[-1] == "X":
        org9 = org8[:-1] + "1" + org9[-1]
        org9 = org9[:8] + "0"
    body = "91" + rng.choice(["110105", "310115", "440106", "510107", "330106", "420102"]) + org9
    return body + uscc_check(body)


def f_bic(rng):
    return rng.choice(["HABALV22", "UNLALV2X", "TATRSKBX", "SUBASKBX", "BCYPCY2N", "AIKBRS22", "NCBAALTX", "AGRNMD2X",
                       "IBAZAZ2X", "BBKUBHBM", "BPDODOSX", "NCBJJMKN", "RBTTTTPX", "BINLGTGC"])


def f_semver(rng):
    return "%d.%d.%d" % (rng.randrange(0, 9), rng.randrange(0, 30), rng.randrange(0, 40))


def f_ip(rng, kind="lan"):
    if kind == "lan":
        return "192.168.%d.%d" % (rng.randrange(0, 10), rng.randrange(2, 250))
    return "%d.%d.%d.%d" % (rng.randrange(11, 220), rng.randrange(0, 255), rng.randrange(0, 255), rng.randrange(1, 254))


def f_host(rng):
    return rng.choice(DB_HOSTS)


def f_dbuser(rng):
    return rng.choice(DB_USERS)


def f_dbname(rng):
    return rng.choice(DB_NAMES)


def f_ssid(rng):
    return rng.choice(SSIDS)


def f_word(rng):
    return rng.choice(PW_WORDS)


def f_pick(rng, *items):
    return rng.choice(items)


# ---------------------------------------------------------------------------
# BIP39 look-alikes that fail the checksum
# ---------------------------------------------------------------------------
SEPS = {"space": " ", "comma": ", ", "slash": " / ", "dun": "、", "none": "", "zcomma": "，", "dash": " - "}


def f_badphrase(rng, lang="english", n="12", sep="space"):
    n = int(n)
    sep = SEPS[sep]
    while True:
        words = rng.sample(S.WORDS[lang], n)
        if not S.bip39_valid(words, lang):
            return sep.join(words)


def f_fewwords(rng, lang="english", n="6", sep="comma"):
    return SEPS[sep].join(rng.sample(S.WORDS[lang], int(n)))


# ---------------------------------------------------------------------------
# envelopes (a frame around non-code texts, drawn with the same probability for both labels)
# ---------------------------------------------------------------------------
ENVELOPES = {
    "en": [("Apple Journal · {date}\n\n", ""), ("", "\n\n— sent from my Xperia 1 VI"), ("Notesnook · {date}\n", ""),
           ("Amplenote › Daily jots\n", ""), ("", "\n\nSent from Thunderbird"), ("", "\n\nSent with Spark"),
           ("Workflowy · {date}\n", ""), ("Zoho Notebook — card\n", ""), ("Wire · {date}\n", ""),
           ("[Reflect · daily note]\n", ""), ("", "\n\n— typed on a Fairbanks kiosk keyboard"), ("Session message ·\n", "")],
    "zh": [("【思源笔记】\n", ""), ("【金山文档】\n", ""), ("", "\n——发自努比亚 Z60"), ("", "\n——来自红米 K70"),
           ("【时光序 · {date}】\n", ""), ("【三星笔记】\n", ""), ("【华为备忘录】\n", ""), ("【微信读书 · 笔记】\n", ""),
           ("【Teambition 任务备注】\n", ""), ("", "\n——来自中兴 Axon 40"), ("（转自 QQ 邮箱记事本 · {date}）\n", ""),
           ("【OPPO 便签】\n", "")],
    "mixed": [("Signal 对话 ·\n", ""), ("Heptabase 卡片 ·\n", ""), ("Anytype 笔记 ·\n", ""), ("Wire 群 ·\n", ""),
              ("Teambition 任务评论:\n", ""), ("（copied from 金山文档）\n", ""), ("", "\n\n— sent from my 努比亚 phone"),
              ("Telegram Saved Messages · 收藏\n", ""), ("Notesnook 笔记 ·\n", ""), ("Apple Journal 日记 · {date}\n", "")],
}


def envelope(rng, lang):
    pre, post = rng.choice(ENVELOPES[lang])
    d = f_date(rng, "zh" if lang == "zh" else "en")
    return pre.replace("{date}", d), post.replace("{date}", d)


FILLERS = {
    "name": f_name_en, "first": f_first_en, "zname": f_name_zh, "znick": f_nick_zh, "mnick": f_nick_mx,
    "clock": f_clock, "clock12": f_clock12, "clocks": f_clocks, "stamp": f_stamp, "mmss": f_mmss, "whisper": f_whisper,
    "date": f_date, "weekday": f_weekday, "int": f_int, "dig": f_dig, "money": f_money, "city": f_city_en,
    "zcity": f_city_zh, "abroad": f_abroad_zh, "phone": f_phone, "inpin": f_inpin, "zhpost": f_zhpost,
    "worldpost": f_worldpost, "s10": f_s10, "track": f_track, "order": f_order, "hash": f_hash, "sri": f_sri,
    "b64hash": f_b64hash, "gitsha": f_gitsha, "uuid": f_uuid, "fpr": f_fingerprint, "nixhash": f_nixhash, "h1": f_h1,
    "pub": f_pub, "iban": f_iban, "imei": f_imei, "isbn": f_isbn, "issn": f_issn, "isin": f_isin, "ean": f_ean,
    "vin": f_vin, "lei": f_lei, "uscc": f_uscc, "bic": f_bic, "semver": f_semver, "ip": f_ip, "host": f_host,
    "dbuser": f_dbuser, "dbname": f_dbname, "ssid": f_ssid, "word": f_word, "pick": f_pick, "badphrase": f_badphrase,
    "fewwords": f_fewwords,
}


def selftest():
    import random
    r = random.Random("fill24-selftest")
    n = 0
    for cc in IBAN_FMT:
        for _ in range(5):
            assert S.iban_ok(f_iban(r, cc)), cc
            n += 1
    for _ in range(20):
        code, _, _ = f_s10(r)
        assert S.s10_check(code[2:10]) == code[10]
        assert S.luhn_ok(f_imei(r))
        isbn = f_isbn(r).replace("-", "")
        assert S.isbn13_check(isbn[:12]) == isbn[12]
        v = f_vin(r)
        assert S.vin_check(v) == v[8]
        u = f_uscc(r)
        assert uscc_check(u[:17]) == u[17]
        lei = f_lei(r)
        assert int("".join(str(int(c, 36)) for c in lei)) % 97 == 1
        for lang in ("english", "chinese_simplified"):
            assert not S.bip39_valid(f_badphrase(r, lang).split(), lang)
        n += 9
    assert uscc_check("91350100M000100Y4"[:17]) in USCC_CHARS
    return n
