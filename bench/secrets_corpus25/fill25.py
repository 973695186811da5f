"""Fillers and benign look-alikes for secrets_corpus25.

A filler is called as f(rng, ctx, *args) and returns a string, or a tuple whose fields a template
reads as ⟦name#k.i⟧.
"""
import base64
import hashlib
import string
import uuid

import struct25 as S
from vals25 import rs, rb, pick, HEX, ALNUM, UPPER_ALNUM, LOWER_ALNUM, _digits, B64URL
from cryptography.hazmat.primitives.asymmetric import ed25519, ec, x25519
from cryptography.hazmat.primitives import serialization, hashes
from cryptography import x509
from cryptography.x509.oid import NameOID
import datetime

# ---------------------------------------------------------------------------
# people and places
# ---------------------------------------------------------------------------
FN_EN = ["Aoife", "Ciarán", "Niamh", "Tadhg", "Roisin", "Wiremu", "Aroha", "Mere", "Tane", "Kahu", "Jomar",
         "Marites", "Rizal", "Bea", "Andrei", "Ioana", "Mircea", "Corina", "Lukas", "Anneke", "Bram", "Femke",
         "Jannik", "Liesl", "Priya", "Farid", "Siti", "Hafiz", "Mei Ling", "Darius", "Ngozi", "Thabo", "Lerato",
         "Chikondi", "Tiwonge", "Santiago", "Gabriela", "Yuliana", "Keanu", "Malia", "Owen", "Shauna", "Declan",
         "Hemi", "Ruby", "Callum", "Isla", "Mateo", "Vanessa", "Sione"]
SN_EN = ["Byrne", "Ó Súilleabháin", "Ngata", "Parata", "dela Cruz", "Villanueva", "Popescu", "Ionescu", "Huber",
         "Gruber", "de Vries", "Bakker", "Abdullah", "Tan", "Naidoo", "Mokoena", "Banda", "Phiri", "Andrade",
         "Tremblay", "Gagnon", "MacLeod", "Fonoti", "Mahe", "O'Brien", "Walsh", "Kowalczyk", "Reyes"]
ZH_SURN = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
ZH_GIVEN = ["建国", "秀英", "志强", "丽娟", "海燕", "伟", "芳", "娜", "敏", "静", "磊", "军", "洋", "勇", "艳", "杰",
            "涛", "明", "超", "秀兰", "霞", "平", "刚", "桂英", "晓东", "雨婷", "子涵", "梓轩", "一诺", "欣怡", "浩然",
            "思远", "佳怡", "宇航", "若曦", "俊杰", "文博", "诗琪", "嘉豪", "雅婷"]
ZH_NICK = ["小王", "老陈", "阿芳", "小林", "老周", "阿强", "小美", "老马", "晓雯", "阿杰", "小郑", "胖哥", "老宋", "阿珍",
           "小黎", "表姐", "二舅", "小姨", "老爸", "老妈", "奶奶", "外公", "大伯", "嫂子"]


def f_name(rng, ctx):
    return pick(rng, FN_EN) + " " + pick(rng, SN_EN)


def f_fn(rng, ctx):
    return pick(rng, FN_EN)


def f_zname(rng, ctx):
    return pick(rng, ZH_SURN) + pick(rng, ZH_GIVEN)


def f_znick(rng, ctx):
    return pick(rng, ZH_NICK)


def f_int(rng, ctx, a, b):
    return str(rng.randrange(int(a), int(b) + 1))


def f_digits(rng, ctx, n):
    return "".join(rng.choice("0123456789") for _ in range(int(n)))


def f_pick(rng, ctx, *opts):
    return pick(rng, opts)


# ---------------------------------------------------------------------------
# time and dates
# ---------------------------------------------------------------------------
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WDAYS_ZH = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]


def _date(rng):
    return datetime.date(2025, 1, 1) + datetime.timedelta(days=rng.randrange(0, 520))


def f_date(rng, ctx, style="iso"):
    d = _date(rng)
    if style == "iso":
        return d.isoformat()
    if style == "dmy":
        return d.strftime("%d/%m/%Y")
    if style == "mdy":
        return "%d/%d/%d" % (d.month, d.day, d.year)
    if style == "long":
        return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
    if style == "us":
        return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
    if style == "short":
        return "%s %d" % (MONTHS[d.month - 1][:3], d.day)
    if style == "wd":
        return "%s %d %s" % (WDAYS[d.weekday()], d.day, MONTHS[d.month - 1])
    if style == "zh":
        return "%d年%d月%d日" % (d.year, d.month, d.day)
    if style == "zhmd":
        return "%d月%d日" % (d.month, d.day)
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "compact":
        return d.strftime("%Y%m%d")
    raise ValueError(style)


def f_time(rng, ctx, style="24"):
    h, m = rng.randrange(6, 23), rng.randrange(0, 60)
    if style == "24":
        return "%02d:%02d" % (h, m)
    if style == "ampm":
        return "%d:%02d %s" % ((h - 1) % 12 + 1, m, "AM" if h < 12 else "PM")
    if style == "sec":
        return "%02d:%02d:%02d" % (h, m, rng.randrange(60))
    if style == "zh":
        return "%s%d点%02d分" % ("上午" if h < 12 else "下午", (h - 1) % 12 + 1, m)
    raise ValueError(style)


def f_times(rng, ctx, n="6", style="24"):
    t = rng.randrange(7 * 60, 20 * 60)
    out = []
    for _ in range(int(n)):
        t += rng.randrange(1, 9)
        h, m = divmod(t, 60)
        if style == "24":
            out.append("%02d:%02d" % (h, m))
        elif style == "sec":
            out.append("%02d:%02d:%02d" % (h, m, rng.randrange(60)))
        elif style == "ampm":
            out.append("%d:%02d %s" % ((h - 1) % 12 + 1, m, "am" if h < 12 else "pm"))
        elif style == "srt":
            out.append("00:%02d:%02d,%03d" % (t % 60, rng.randrange(60), rng.randrange(1000)))
    if style == "srt":
        # subtitle cues: minutes and seconds from the start, increasing
        s = rng.randrange(2, 30)
        out = []
        for _ in range(int(n)):
            a = s
            s += rng.randrange(2, 6)
            out.append("00:%02d:%02d,%03d --> 00:%02d:%02d,%03d" % (a // 60, a % 60, rng.randrange(1000),
                                                                    s // 60, s % 60, rng.randrange(1000)))
            s += 1
    return tuple(out)


def f_stamps(rng, ctx, n="4"):
    """mm:ss offsets from the start of a recording, increasing"""
    s = rng.randrange(3, 40)
    out = []
    for _ in range(int(n)):
        out.append("%02d:%02d" % (s // 60, s % 60))
        s += rng.randrange(4, 25)
    return tuple(out)


# ---------------------------------------------------------------------------
# money, phones
# ---------------------------------------------------------------------------
CUR = {"NZD": ("NZ$", 2), "AUD": ("A$", 2), "CAD": ("C$", 2), "EUR": ("€", 2), "RON": ("lei", 2),
       "MYR": ("RM", 2), "PHP": ("₱", 2), "AED": ("AED", 2), "ZAR": ("R", 2), "USD": ("US$", 2),
       "CNY": ("¥", 2), "MWK": ("MK", 0), "LAK": ("₭", 0), "HNL": ("L", 2), "GBP": ("£", 2)}


def f_amt(rng, ctx, cur="EUR", lo="3", hi="900"):
    sym, dec = CUR[cur]
    val = rng.randrange(int(lo) * 100, int(hi) * 100) / 100
    if dec == 0:
        s = "{:,}".format(int(val * 1000))
    else:
        s = "{:,.2f}".format(val)
    if cur in ("RON", "AED"):
        return s + " " + sym
    if cur == "CNY":
        return "¥" + s
    return sym + s


PHONE = {
    "ie": lambda r: "+353 8%d %s %s" % (r.choice([3, 5, 6, 7]), _digits(r, 3), _digits(r, 4)),
    "nz": lambda r: "+64 2%d %s %s" % (r.choice([1, 2, 7]), _digits(r, 3), _digits(r, 4)),
    "au": lambda r: "04%s %s %s" % (_digits(r, 2), _digits(r, 3), _digits(r, 3)),
    "ca": lambda r: "(%s) %s-%s" % (r.choice(["204", "250", "306", "416", "514", "604", "709"]), _digits(r, 3),
                                    _digits(r, 4)),
    "de": lambda r: "+49 15%d %s" % (r.choice([1, 2, 7, 9]), _digits(r, 8)),
    "at": lambda r: "+43 664 %s %s" % (_digits(r, 3), _digits(r, 4)),
    "nl": lambda r: "06-%s %s" % (_digits(r, 4), _digits(r, 4)),
    "ro": lambda r: "+40 7%s %s %s" % (_digits(r, 2), _digits(r, 3), _digits(r, 3)),
    "my": lambda r: "+60 1%d-%s %s" % (r.choice([2, 3, 6, 7, 9]), _digits(r, 3), _digits(r, 4)),
    "ph": lambda r: "+63 9%s %s %s" % (_digits(r, 2), _digits(r, 3), _digits(r, 4)),
    "ae": lambda r: "+971 5%d %s %s" % (r.choice([0, 2, 5, 6]), _digits(r, 3), _digits(r, 4)),
    "za": lambda r: "+27 8%d %s %s" % (r.choice([2, 3, 4]), _digits(r, 3), _digits(r, 4)),
    "ec": lambda r: "+593 9%s %s %s" % (_digits(r, 1), _digits(r, 3), _digits(r, 4)),
    "mw": lambda r: "+265 99%s %s" % (_digits(r, 1), _digits(r, 6)),
    "cn": lambda r: "1%s%s" % (r.choice(["38", "39", "50", "58", "86", "88", "77", "35", "99"]), _digits(r, 8)),
    "cnsp": lambda r: "1%s %s %s" % (r.choice(["38", "39", "50", "58", "86", "88"]), _digits(r, 4), _digits(r, 4)),
    "cnland": lambda r: "0%s-%s" % (r.choice(["21", "10", "571", "755", "28", "27", "991", "871"]), _digits(r, 8)),
    "cn400": lambda r: "400-%s-%s" % (_digits(r, 3), _digits(r, 4)),
    "la": lambda r: "+856 20 %s %s" % (_digits(r, 4), _digits(r, 4)),
    "hn": lambda r: "+504 9%s-%s" % (_digits(r, 3), _digits(r, 4)),
}


def f_phone(rng, ctx, cc="ie"):
    return PHONE[cc](rng)


# ---------------------------------------------------------------------------
# postcodes
# ---------------------------------------------------------------------------
IN_CITIES = [("Bengaluru", "5600", "Karnataka"), ("Chennai", "6000", "Tamil Nadu"), ("Pune", "4110", "Maharashtra"),
             ("Kochi", "6820", "Kerala"), ("Jaipur", "3020", "Rajasthan"), ("Lucknow", "2260", "Uttar Pradesh"),
             ("Bhubaneswar", "7510", "Odisha"), ("Guwahati", "7810", "Assam"), ("Indore", "4520", "Madhya Pradesh"),
             ("Coimbatore", "6410", "Tamil Nadu"), ("Mysuru", "5700", "Karnataka"), ("Dehradun", "2480", "Uttarakhand"),
             ("Patna", "8000", "Bihar"), ("Vadodara", "3900", "Gujarat")]
CN_CITIES = [("长沙市", "4100"), ("合肥市", "2300"), ("南宁市", "5300"), ("贵阳市", "5500"), ("太原市", "0300"),
             ("呼和浩特市", "0100"), ("兰州市", "7300"), ("海口市", "5701"), ("西宁市", "8100"), ("银川市", "7500"),
             ("拉萨市", "8500"), ("石家庄市", "0500"), ("南昌市", "3300"), ("济南市", "2500"), ("福州市", "3500"),
             ("温州市", "3250"), ("洛阳市", "4710"), ("柳州市", "5450")]


def f_pc_in(rng, ctx):
    c, p, st = pick(rng, IN_CITIES)
    return (c, p + "%02d" % rng.randrange(1, 99), st)


def f_pc_cn(rng, ctx):
    c, p = pick(rng, CN_CITIES)
    return (c, p + "%02d" % rng.randrange(0, 99))


def f_pc_urumqi(rng, ctx):
    return "8300" + "%02d" % rng.randrange(0, 64)


EIR_ROUTING = ["D02", "D04", "D08", "T12", "H91", "V94", "F92", "A94", "X91", "R95"]


def f_pc(rng, ctx, cc):
    L = string.ascii_uppercase
    if cc == "ie":
        return pick(rng, EIR_ROUTING) + " " + rs(rng, 1, "ACDEFHKNPRTVWXY") + rs(rng, 3, "0123456789ACDEFHKNPRTVWXY")
    if cc == "nl":
        return "%d %s" % (rng.randrange(1011, 9999), rs(rng, 2, "ABCEGHJKLMNPRTVWXZ"))
    if cc == "de":
        return "%05d" % rng.randrange(1067, 99999)
    if cc == "at":
        return str(rng.choice([1010, 1070, 4020, 5020, 6020, 8010, 9020]))
    if cc == "ro":
        return "%06d" % rng.choice([10011, 300011, 400012, 550003, 700028, 900178])
    if cc == "ca":
        return "%s%d%s %d%s%d" % (rs(rng, 1, "ABCEGHJKLMNPRSTVXY"), rng.randrange(10), rs(rng, 1, "ABCEGHJKLMNPRSTVWXYZ"),
                                  rng.randrange(10), rs(rng, 1, "ABCEGHJKLMNPRSTVWXYZ"), rng.randrange(10))
    if cc == "au":
        return str(rng.choice([2000, 2480, 3000, 3550, 4000, 4870, 5000, 6000, 7000, 800]))
    if cc == "nz":
        return str(rng.choice([1010, 3010, 3110, 4410, 6011, 7010, 8011, 9016, 9300]))
    if cc == "my":
        return "%05d" % rng.choice([50450, 10200, 80000, 88000, 93000, 30450])
    if cc == "ph":
        return "%04d" % rng.choice([1000, 1226, 6000, 8000, 5000, 2600])
    if cc == "za":
        return "%04d" % rng.choice([2001, 8001, 4001, 181, 6001, 9301])
    if cc == "ec":
        return "%06d" % rng.choice([170150, 90150, 10150, 130105])
    if cc == "hn":
        return "%05d" % rng.choice([11101, 21101, 31101])
    if cc == "mw":
        return "P.O. Box %d" % rng.randrange(100, 3000)
    raise ValueError(cc)


# ---------------------------------------------------------------------------
# orders and tracking
# ---------------------------------------------------------------------------
def f_order(rng, ctx, shop="amazon"):
    if shop == "amazon":
        return "%03d-%07d-%07d" % (rng.randrange(100, 999), rng.randrange(10 ** 6, 10 ** 7), rng.randrange(10 ** 6, 10 ** 7))
    if shop == "lazada":
        return str(rng.randrange(10 ** 14, 10 ** 15))
    if shop == "bol":
        return "A000" + rs(rng, 6, UPPER_ALNUM)
    if shop == "trademe":
        return str(rng.randrange(4 * 10 ** 9, 5 * 10 ** 9))
    if shop == "emag":
        return str(rng.randrange(4 * 10 ** 8, 5 * 10 ** 8))
    if shop == "noon":
        return "NAEH" + str(rng.randrange(10 ** 9, 10 ** 10))
    if shop == "takealot":
        return "MP" + str(rng.randrange(10 ** 7, 10 ** 8))
    if shop == "shopify":
        return "#" + str(rng.randrange(1001, 9999))
    if shop == "jd":
        return str(rng.randrange(2 * 10 ** 11, 3 * 10 ** 11))
    if shop == "hema":
        return str(rng.randrange(10 ** 17, 10 ** 18))
    if shop == "tb":
        return str(rng.randrange(3 * 10 ** 18, 4 * 10 ** 18))
    if shop == "pdd":
        return "%s-%s" % (_date(rng).strftime("%y%m%d"), rng.randrange(10 ** 14, 10 ** 15))
    if shop == "inv":
        return "INV-%d-%04d" % (rng.choice([2025, 2026]), rng.randrange(1, 9999))
    if shop == "po":
        return "PO%06d" % rng.randrange(10 ** 5, 10 ** 6)
    raise ValueError(shop)


S10_POSTS = {"ie": ("IE", "R"), "nl": ("NL", "R"), "de": ("DE", "R"), "at": ("AT", "R"), "ro": ("RO", "R"),
             "ph": ("PH", "E"), "my": ("MY", "E"), "au": ("AU", "R"), "nz": ("NZ", "R"), "ca": ("CA", "R"),
             "ae": ("AE", "R"), "za": ("ZA", "R"), "cn": ("CN", "E")}


def f_trk(rng, ctx, carrier="s10"):
    if carrier.startswith("s10"):
        cc = carrier[4:] if len(carrier) > 3 else pick(rng, sorted(S10_POSTS))
        country, svc = S10_POSTS[cc]
        return S.s10_complete(svc + rs(rng, 1, "ABCDEFGHJKLMNPRSTUVWXYZ"), _digits(rng, 8), country)
    if carrier == "ups":
        return "1Z" + rs(rng, 6, UPPER_ALNUM) + _digits(rng, 10)
    if carrier == "dhl":
        return _digits(rng, 10)
    if carrier == "fedex":
        return _digits(rng, 12)
    if carrier == "dpd":
        return "0" + _digits(rng, 13)
    if carrier == "gls":
        return _digits(rng, 11)
    if carrier == "postnl":
        return "3S" + rs(rng, 4, string.ascii_uppercase) + _digits(rng, 9)
    if carrier == "sf":
        return "SF" + _digits(rng, 13)
    if carrier == "zto":
        return "7" + _digits(rng, 14)
    if carrier == "yto":
        return "YT" + _digits(rng, 13)
    if carrier == "sto":
        return "77" + _digits(rng, 13)
    if carrier == "deppon":
        return "DPK" + _digits(rng, 12)
    if carrier == "jdl":
        return "JDVA" + _digits(rng, 11)
    if carrier == "lbc":
        return _digits(rng, 12)
    if carrier == "poslaju":
        return "E" + rs(rng, 1, "RPE") + _digits(rng, 9) + "MY"
    raise ValueError(carrier)


# ---------------------------------------------------------------------------
# hashes and identifiers
# ---------------------------------------------------------------------------
def f_hash(rng, ctx, alg="sha256"):
    b = rb(rng, 64)
    return hashlib.new(alg, b).hexdigest()


def f_hashup(rng, ctx, alg="sha256"):
    return f_hash(rng, ctx, alg).upper()


def f_sri(rng, ctx, alg="sha384"):
    return alg + "-" + base64.b64encode(hashlib.new(alg, rb(rng, 64)).digest()).decode()


def f_b64hash(rng, ctx, alg="sha256"):
    return base64.b64encode(hashlib.new(alg, rb(rng, 64)).digest()).decode()


def f_gitsha(rng, ctx):
    return hashlib.sha1(rb(rng, 32)).hexdigest()


def f_gitshort(rng, ctx, n="7"):
    return hashlib.sha1(rb(rng, 32)).hexdigest()[:int(n)]


def f_uuid(rng, ctx, style="lower"):
    u = str(uuid.UUID(bytes=rb(rng, 16), version=4))
    return u.upper() if style == "upper" else (u.replace("-", "") if style == "nodash" else u)


def f_uuid7(rng, ctx):
    ms = 1735700000000 + rng.randrange(0, 4 * 10 ** 10)
    b = bytearray(ms.to_bytes(6, "big") + rb(rng, 10))
    b[6] = (b[6] & 0x0F) | 0x70
    b[8] = (b[8] & 0x3F) | 0x80
    return str(uuid.UUID(bytes=bytes(b)))


ISBN_GROUPS = ["978-0", "978-1", "978-7", "978-3", "978-90", "978-973", "978-983", "978-971", "978-0-646"]


def f_isbn(rng, ctx, style="hyph"):
    if style == "zh":
        pub = pick(rng, ["02", "5321", "5086", "301", "5447", "111", "5217"])
        body = "9787" + pub
    else:
        body = pick(rng, ["9780", "9781", "9783", "97890", "978973", "978983", "978971", "9780646"])
        pub = None
    d12 = body + _digits(rng, 12 - len(body))
    d = S.isbn13_complete(d12)
    if style == "plain":
        return d
    if style == "zh":
        rest = d[4 + len(pub):12]
        return "978-7-%s-%s-%s" % (pub, rest, d[12])
    # hyphenate loosely: prefix-group-registrant-publication-check
    g = 1 if d[3] in "01" else (2 if d[3:5] == "90" else 3 if d[3:6] in ("973", "983", "971") else 1)
    grp = d[3:3 + g]
    reg = d[3 + g:3 + g + 3]
    pubn = d[6 + g:12]
    return "%s-%s-%s-%s-%s" % (d[:3], grp, reg, pubn, d[12])


def f_isbn10(rng, ctx):
    return S.isbn10_complete("0" + _digits(rng, 8))


def f_hexcol(rng, ctx, style="lower"):
    c = rs(rng, 6, HEX)
    return "#" + (c.upper() if style == "upper" else c)


def f_b64img(rng, ctx, fmt="png"):
    if fmt == "png":
        w = rng.choice([1, 2, 3, 4])
        h = rng.choice([1, 2, 3])
        px = []
        base = [rng.randrange(256) for _ in range(3)]
        for _ in range(w * h):
            px += [min(255, max(0, c + rng.randrange(-20, 20))) for c in base]
        return "data:image/png;base64," + base64.b64encode(S.png_bytes(w, h, px)).decode()
    if fmt == "gif":
        return "data:image/gif;base64," + base64.b64encode(S.gif_1x1(*[rng.randrange(256) for _ in range(3)])).decode()
    if fmt == "svg":
        col = rs(rng, 6, HEX)
        svg = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="%d" fill="#%s"/></svg>'
               % (rng.randrange(3, 8), col))
        return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()
    if fmt == "rawpng":
        return base64.b64encode(S.png_bytes(2, 2, [rng.randrange(256) for _ in range(12)])).decode()
    raise ValueError(fmt)


def f_ip(rng, ctx, style="priv"):
    if style == "priv":
        return "192.168.%d.%d" % (rng.randrange(0, 60), rng.randrange(2, 254))
    if style == "ten":
        return "10.%d.%d.%d" % (rng.randrange(0, 255), rng.randrange(0, 255), rng.randrange(2, 254))
    if style == "pub":
        return "%d.%d.%d.%d" % (rng.choice([37, 41, 49, 103, 121, 154, 185, 197, 203]), rng.randrange(0, 255),
                                rng.randrange(0, 255), rng.randrange(2, 254))
    if style == "v6":
        return "2001:db8:%x:%x::%x" % (rng.randrange(65536), rng.randrange(65536), rng.randrange(1, 65536))
    if style == "cidr":
        return "10.%d.%d.0/24" % (rng.randrange(0, 255), rng.randrange(0, 255))
    raise ValueError(style)


def f_mac(rng, ctx, sep=":"):
    return sep.join("%02X" % rng.randrange(256) for _ in range(6))


def f_ver(rng, ctx, style="semver"):
    a, b, c = rng.randrange(0, 9), rng.randrange(0, 30), rng.randrange(0, 40)
    if style == "semver":
        return "%d.%d.%d" % (a + 1, b, c)
    if style == "v":
        return "v%d.%d.%d" % (a + 1, b, c)
    if style == "rc":
        return "%d.%d.%d-rc.%d" % (a + 1, b, c, rng.randrange(1, 5))
    if style == "build":
        return "%d.%d.%d+build.%d" % (a + 1, b, c, rng.randrange(1000, 9999))
    if style == "four":
        return "%d.%d.%d.%d" % (a + 1, b, c, rng.randrange(100, 9999))
    if style == "fw":
        return "V%d.%d.%02d_build%s" % (a + 1, b % 10, c, _date(rng).strftime("%Y%m%d"))
    raise ValueError(style)


# ---------------------------------------------------------------------------
# public material (from real keys) and public ids
# ---------------------------------------------------------------------------
def _sk(rng):
    while True:
        d = int.from_bytes(rb(rng, 32), "big")
        if 0 < d < S.SECP256K1_N:
            return d


def f_ethaddr(rng, ctx):
    return S.eth_address(_sk(rng))


def f_btcaddr(rng, ctx, style="bech32"):
    d = _sk(rng)
    return S.p2wpkh_address(d) if style == "bech32" else S.p2pkh_address(d)


def f_npub(rng, ctx):
    return S.bech32_bytes("npub", S.nostr_x(_sk(rng)))


def f_xpub(rng, ctx, kind="xpub"):
    d, c = S.bip32_master(rb(rng, 32))
    return S.xpub_encode(d, c, kind)


def f_solpub(rng, ctx):
    return S.b58encode(S.ed25519_pub(rb(rng, 32)))


def f_stellarpub(rng, ctx):
    return S.stellar_strkey(6 << 3, S.ed25519_pub(rb(rng, 32)))


def f_sshpub(rng, ctx, comment="user@host"):
    k = ed25519.Ed25519PrivateKey.from_private_bytes(rb(rng, 32))
    return S.ssh_public_line(k, comment)


def f_sshpub_ec(rng, ctx, comment="user@host"):
    k = ec.derive_private_key(int.from_bytes(rb(rng, 32), "big") % (2 ** 255) + 1, ec.SECP256R1())
    return S.ssh_public_line(k, comment)


def f_pempub(rng, ctx):
    k = ec.derive_private_key(int.from_bytes(rb(rng, 32), "big") % (2 ** 255) + 1, ec.SECP256R1())
    return S.public_pem(k)


def f_cert(rng, ctx, cn="kiosk.local"):
    k = ed25519.Ed25519PrivateKey.from_private_bytes(rb(rng, 32))
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, cn)])
    start = datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc) + datetime.timedelta(days=rng.randrange(0, 300))
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(k.public_key())
            .serial_number(rng.getrandbits(63) + 1).not_valid_before(start)
            .not_valid_after(start + datetime.timedelta(days=397)).sign(k, None))
    return cert.public_bytes(serialization.Encoding.PEM).decode().strip()


def f_fpr(rng, ctx, style="sha256"):
    if style == "sha256":
        return "SHA256:" + base64.b64encode(rb(rng, 32)).decode().rstrip("=")
    if style == "colon":
        return ":".join("%02X" % b for b in rb(rng, 32))
    if style == "pgp":
        h = rs(rng, 40, "0123456789ABCDEF")
        return " ".join(h[i:i + 4] for i in range(0, 40, 4))
    raise ValueError(style)


def f_agepub(rng, ctx):
    k = x25519.X25519PrivateKey.from_private_bytes(rb(rng, 32))
    pub = k.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return S.bech32_bytes("age", pub)


def f_wgpub(rng, ctx):
    k = x25519.X25519PrivateKey.from_private_bytes(rb(rng, 32))
    return base64.b64encode(k.public_key().public_bytes(serialization.Encoding.Raw,
                                                        serialization.PublicFormat.Raw)).decode()


def f_pubid(rng, ctx, kind):
    if kind == "pk_live":
        return "pk_live_51" + rs(rng, 96)
    if kind == "ga4":
        return "G-" + rs(rng, 10, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
    if kind == "gclient":
        return "%d-%s.apps.googleusercontent.com" % (rng.randrange(10 ** 11, 10 ** 12), rs(rng, 32, LOWER_ALNUM))
    if kind == "awsacct":
        return _digits(rng, 12)
    if kind == "teamid":
        return rs(rng, 10, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
    if kind == "fbapp":
        return str(rng.randrange(10 ** 14, 10 ** 15))
    if kind == "slackchan":
        return "C0" + rs(rng, 9, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
    if kind == "snowflake":
        return str(rng.randrange(10 ** 17, 10 ** 18))
    if kind == "wxappid":
        return "wx" + rs(rng, 16, HEX)
    if kind == "aliappid":
        return "2021" + _digits(rng, 12)
    if kind == "mapboxpk":
        u = pick(rng, ["kowhai", "tullamore", "ilocos", "brasov"])
        return "pk." + S.b64url(('{"u":"%s","a":"%s"}' % (u, rs(rng, 21, LOWER_ALNUM))).encode()) + "." + rs(rng, 22, B64URL)
    if kind == "bundle":
        return "com.%s.%s" % (pick(rng, ["kowhai", "tullamore", "sibiu", "mangrove"]), pick(rng, ["kiosk", "rota", "tickets"]))
    if kind == "algoliaapp":
        return rs(rng, 10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    if kind == "azuretenant":
        return f_uuid(rng, ctx)
    if kind == "qq":
        return str(rng.randrange(10 ** 8, 3 * 10 ** 9))
    if kind == "douyin":
        return "dy" + _digits(rng, 9)
    if kind == "ein":
        return "%02d-%07d" % (rng.randrange(10, 99), rng.randrange(10 ** 6, 10 ** 7))
    raise ValueError(kind)


# ---------------------------------------------------------------------------
# BIP39 look-alikes (benign): list words that do NOT form a valid phrase
# ---------------------------------------------------------------------------
def _bad_phrase(rng, n, lang):
    wl = S.wordlist(lang)
    while True:
        ws = [pick(rng, wl) for _ in range(n)]
        if not S.bip39_valid(ws, lang):
            return ws


def f_bip39bad(rng, ctx, n="12", sep=" "):
    return {"sp": " ", "comma": ", ", "nl": "\n"}.get(sep, sep).join(_bad_phrase(rng, int(n), "english"))


def f_bip39some(rng, ctx, n="5", sep=", "):
    wl = S.wordlist("english")
    return {"sp": " ", "comma": ", "}.get(sep, sep).join(rng.sample(wl, int(n)))


def f_bip39zbad(rng, ctx, n="12", sep=" "):
    return {"sp": " ", "none": ""}.get(sep, sep).join(_bad_phrase(rng, int(n), "chinese_simplified"))


def f_bip39zsome(rng, ctx, n="6", sep=""):
    wl = S.wordlist("chinese_simplified")
    return {"sp": " ", "none": ""}.get(sep, sep).join(rng.sample(wl, int(n)))


# ---------------------------------------------------------------------------
# envelopes (frames around non-code texts, p = 0.10)
# ---------------------------------------------------------------------------
ENV_EN = ["Google Keep · {d}\n\n{t}", "{t}\n\n— sent from my Pixel 8", "Drafts ·\n{t}", "Evernote — {d}\n{t}",
          "{t}\n\nSent from Gmail Mobile", "Things 3 — note\n{t}", "Basecamp · Message Board\n{t}",
          "{t}\n\n(typed into Noteshelf)", "[Capacities · daily note]\n{t}", "{t}\n\nSent via Posteo",
          "Viber ·\n{t}", "Typora draft · {d}\n\n{t}"]
ENV_ZH = ["【印象笔记】\n{t}", "{t}\n\n——发自小米 13", "【为知笔记 · {d}】\n{t}", "【FlowUs 息流】\n{t}",
          "{t}\n\n——来自一加 12", "【wolai 我来】\n{t}", "【飞书妙记 · 摘录】\n{t}", "{t}\n\n——发自魅族 21",
          "【iCloud 备忘录】\n{t}", "（转自 WPS 云文档 · {d}）\n{t}", "【Effie 写作】\n{t}", "{t}\n\n——来自 vivo X Fold3"]
ENV_MIX = ["Google Keep 便签 · {d}\n{t}", "Evernote 印象 ·\n{t}", "{t}\n\n— sent from my Pixel 8（中文输入）",
           "Viber 群 · 家里\n{t}", "Basecamp 留言 ·\n{t}", "FlowUs page · 家务\n{t}", "（copied from 飞书妙记）\n{t}",
           "{t}\n\n——sent from 一加 phone", "Drafts 草稿 ·\n{t}", "Things 3 任务备注:\n{t}"]


def envelope(rng, lang):
    pool = {"en": ENV_EN, "zh": ENV_ZH, "mixed": ENV_MIX}[lang]
    fmt = pick(rng, pool)
    d = f_date(rng, None, "zh" if lang == "zh" else "long")
    return fmt.replace("{d}", d)


SSID_EN = ["Kowhai-Guest", "SHEARING_SHED", "Rink-Staff", "SugarShack_5G", "eir-7F2A", "Spark-8C1D", "BigPond4417",
           "Telstra3A9C", "FRITZ!Box 7590 KQ", "Ziggo9271", "KPN-B3F0", "DIGI_5G_4471", "Maxis-Fibre-2G", "PLDTHOMEFIBR8c3d",
           "Globe_LTE_77", "du-Home-31", "Vumatel_Lodge", "Netplus-Finca", "Airtel-Estate", "LaoTel_Boat", "Claro-Casa",
           "Bell-Hub-612", "Rogers-5G-77", "Vodafone-Studio", "A1-Heuriger", "Magenta-Stand"]
SSID_ZH = ["ChinaNet-7xKq", "CMCC-5G-3A7F", "TP-LINK_5G_9C21", "HUAWEI-B3F0", "MERCURY_2E8A", "Xiaomi_8F11", "@PHICOMM_66",
           "ChinaUnicom-AX3000", "qinhang-5G", "yanjing_guest", "huoguo2F", "wujin_office", "yuezi-Staff", "wutuoban"]


def f_ssid(rng, ctx, lang="en"):
    return pick(rng, SSID_ZH if lang == "zh" else SSID_EN)


FILLERS = {
    "ssid": f_ssid,
    "name": f_name, "fn": f_fn, "zname": f_zname, "znick": f_znick, "int": f_int, "digits": f_digits, "pick": f_pick,
    "date": f_date, "time": f_time, "times": f_times, "stamps": f_stamps, "amt": f_amt, "phone": f_phone,
    "pc_in": f_pc_in, "pc_cn": f_pc_cn, "pc_urumqi": f_pc_urumqi, "pc": f_pc, "order": f_order, "trk": f_trk,
    "hash": f_hash, "hashup": f_hashup, "sri": f_sri, "b64hash": f_b64hash, "gitsha": f_gitsha, "gitshort": f_gitshort,
    "uuid": f_uuid, "uuid7": f_uuid7, "isbn": f_isbn, "isbn10": f_isbn10, "hexcol": f_hexcol, "b64img": f_b64img,
    "ip": f_ip, "mac": f_mac, "ver": f_ver, "ethaddr": f_ethaddr, "btcaddr": f_btcaddr, "npub": f_npub,
    "xpub": f_xpub, "solpub": f_solpub, "stellarpub": f_stellarpub, "sshpub": f_sshpub, "sshpub_ec": f_sshpub_ec,
    "pempub": f_pempub, "cert": f_cert, "fpr": f_fpr, "agepub": f_agepub, "wgpub": f_wgpub, "pubid": f_pubid,
    "bip39bad": f_bip39bad, "bip39some": f_bip39some, "bip39zbad": f_bip39zbad, "bip39zsome": f_bip39zsome,
}


def selftest():
    import random
    r = random.Random(3)
    n = 0
    for _ in range(20):
        t = f_trk(r, None, "s10")
        assert S.s10_complete(t[:2], t[2:10], t[11:]) == t
        i = f_isbn(r, None, "plain")
        assert S.isbn13_ok(i)
        n += 2
    for _ in range(10):
        ws = f_bip39bad(r, None, "12").split()
        assert len(ws) == 12 and not S.bip39_valid(ws)
        zs = f_bip39zbad(r, None, "12").split()
        assert len(zs) == 12 and not S.bip39_valid(zs, "chinese_simplified")
        n += 2
    assert f_cert(random.Random(1), None) == f_cert(random.Random(1), None)
    n += 1
    return n
