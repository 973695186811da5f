"""Fillers and benign look-alike generators for secrets_corpus19.

A filler is fn(rng, *args) -> str (or a tuple, whose fields a template reads as «name#k.i»).
None of them produces a secret; the benign checks in checks19.py make sure of the two
structural cases that could happen by chance (a Luhn-valid card number, a seed phrase
with a valid checksum).
"""
import base64
import hashlib
import uuid

import struct19 as S
from vals19 import rs, digits, DIG, HEX, LOW, UP, ALNUM, B64URL, CIRCLED

FILL = {}


def fill(name):
    def deco(fn):
        FILL[name] = fn
        return fn
    return deco


def pick(rng, seq):
    return rng.choice(seq)


# ---------------------------------------------------------------------------
# people, places, times
# ---------------------------------------------------------------------------
NAMES_EN = ["Shanice", "Kemar", "Tajay", "Rishi", "Kavita", "Darnell", "Mere", "Tevita", "Losana", "Nakato",
            "Okello", "Mirembe", "Chileshe", "Mwila", "Bwalya", "Marija", "Daniel", "Eleni", "Andreas", "Uwase",
            "Mugisha", "Jonas", "Lena", "Nikos", "Nino", "Giorgi", "Neema", "Baraka", "Kalisa", "Aisha",
            "Farid", "Tariq", "Rosa", "Matteo", "Jelena", "Dragan", "Oksana", "Taras", "Sefo", "Ana"]
NAMES_ZH = ["老周", "小陈", "王姐", "刘师傅", "张阿姨", "李哥", "小赵", "孙老师", "何姐", "老马", "阿芳", "小吴",
            "郑律师", "冯会计", "黄医生", "大刘", "曹姐", "小邓", "老宋", "许主任"]
FULLNAMES_ZH = ["周建平", "陈晓燕", "王丽娟", "刘国华", "张秀梅", "李志刚", "赵海燕", "孙明", "何佳怡", "马俊",
                "吴静", "郑浩", "冯雪", "黄磊", "曹颖", "邓凯", "宋佳", "许文博"]
REL_ZH = ["妈", "爸", "姐", "哥", "舅舅", "小姨", "奶奶", "外公", "二叔", "嫂子", "老婆", "老公", "闺女", "儿子"]
WEEKDAY_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WEEKDAY_ZH = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
MONTH_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December"]
MON3 = [m[:3] for m in MONTH_EN]


@fill("name")
def f_name(rng):
    return pick(rng, NAMES_EN)


@fill("zname")
def f_zname(rng):
    return pick(rng, NAMES_ZH)


@fill("zfull")
def f_zfull(rng):
    return pick(rng, FULLNAMES_ZH)


@fill("rel")
def f_rel(rng):
    return pick(rng, REL_ZH)


@fill("clock")
def f_clock(rng):
    return "%02d:%02d" % (rng.randrange(6, 24), rng.randrange(60))


@fill("clock12")
def f_clock12(rng):
    return "%d:%02d %s" % (rng.randrange(1, 13), rng.randrange(60), rng.choice(["AM", "PM"]))


@fill("secs")
def f_secs(rng):
    return "%02d:%02d:%02d" % (rng.randrange(6, 24), rng.randrange(60), rng.randrange(60))


@fill("ymd")
def f_ymd(rng):
    return "2025-%02d-%02d" % (rng.randrange(1, 13), rng.randrange(1, 29))


@fill("dmy")
def f_dmy(rng):
    return "%02d/%02d/2025" % (rng.randrange(1, 29), rng.randrange(1, 13))


@fill("dmydot")
def f_dmydot(rng):
    return "%02d.%02d.2025" % (rng.randrange(1, 29), rng.randrange(1, 13))


@fill("dateen")
def f_dateen(rng):
    return "%s %d %s" % (pick(rng, WEEKDAY_EN)[:3], rng.randrange(1, 29), pick(rng, MON3))


@fill("md")
def f_md(rng):
    return "%d月%d日" % (rng.randrange(1, 13), rng.randrange(1, 29))


@fill("ymdzh")
def f_ymdzh(rng):
    return "2025年%d月%d日" % (rng.randrange(1, 13), rng.randrange(1, 29))


@fill("wd")
def f_wd(rng):
    return pick(rng, WEEKDAY_EN)


@fill("zwd")
def f_zwd(rng):
    return pick(rng, WEEKDAY_ZH)


@fill("mins")
def f_mins(rng):
    return str(rng.choice([2, 3, 5, 5, 10, 10, 15]))


@fill("n")
def f_n(rng, a="1", b="9"):
    return str(rng.randrange(int(a), int(b) + 1))


@fill("d")
def f_d(rng, n="4"):
    return digits(rng, int(n), True)


@fill("hex")
def f_hex(rng, n="8"):
    return rs(rng, HEX, int(n))


@fill("HEX")
def f_HEX(rng, n="8"):
    return rs(rng, "0123456789ABCDEF", int(n))


@fill("alnum")
def f_alnum(rng, n="8"):
    return rs(rng, ALNUM, int(n))


@fill("lowal")
def f_lowal(rng, n="8"):
    return rs(rng, LOW + DIG, int(n))


@fill("upal")
def f_upal(rng, n="8"):
    return rs(rng, UP + DIG, int(n))


@fill("ssid")
def f_ssid(rng):
    return pick(rng, ["Harbourview_Guest", "Signalbox-5G", "FRITZ!Box 7590 QX", "Vodafone-2A41", "Digicel_WiFi_4D2A",
                      "Flow-Home-77C1", "MTN-Home-5G", "Airtel_Zerotouch", "GO-Fibre-8821", "Epic-Home-93",
                      "TBC_Guest", "Magti_Fiber_2G", "Roastery-Staff", "Depot-Office", "Lodge_Reception"])


@fill("zssid")
def f_zssid(rng):
    return pick(rng, ["CMCC-x7Tq", "ChinaNet-3fKd", "TP-LINK_8A2C", "HUAWEI-1E7A", "Xiaomi_9B3C", "CU_5G_HkP2",
                      "MERCURY_6F1D", "Tenda_A3C1E0", "H3C_Office", "宠物医院-员工", "律所-访客", "KTV_Guest_5G"])


@fill("email")
def f_email(rng):
    return "%s.%s@%s" % (pick(rng, NAMES_EN).lower(), rs(rng, LOW, 1),
                         pick(rng, ["gmail.com", "outlook.com", "yahoo.com", "proton.me", "icloud.com", "flowja.com"]))


@fill("zemail")
def f_zemail(rng):
    return "%s@%s" % (rng.choice([digits(rng, 9, True), pick(rng, ["xiaoyu", "chenhao", "lijing", "wanglei"]) + digits(rng, 3)]),
                      pick(rng, ["qq.com", "163.com", "126.com", "foxmail.com", "sina.com"]))


@fill("user")
def f_user(rng):
    return pick(rng, ["mwale.j", "k.baptiste", "nakato.m", "eleni_c", "tevita.f", "frontdesk", "depot-ops", "rishi.r",
                      "shanice88", "roastmaster", "bookings", "a.fenech"])


@fill("zuser")
def f_zuser(rng):
    return rng.choice(["1" + rng.choice("3578") + digits(rng, 9), pick(rng, ["chenhao_", "lijing", "wanglei", "zhoujp"]) + digits(rng, 2)])


@fill("cnmobile")
def f_cnmobile(rng):
    return "1" + rng.choice(["38", "39", "58", "86", "77", "52", "35", "99"]) + digits(rng, 8)


@fill("amount")
def f_amount(rng):
    return "%d.%02d" % (rng.randrange(5, 900), rng.randrange(100))


@fill("bigamount")
def f_bigamount(rng):
    return "{:,}".format(rng.randrange(10, 900) * 1000)


@fill("ip")
def f_ip(rng):
    return "192.168.%d.%d" % (rng.randrange(0, 3), rng.randrange(2, 250))


@fill("port")
def f_port(rng):
    return str(pick(rng, [8080, 8443, 3000, 5000, 8000, 9000]))


@fill("room")
def f_room(rng):
    return str(rng.randrange(1, 6)) + "%02d" % rng.randrange(1, 40)


@fill("sec")
def f_sec(rng):
    return str(rng.randrange(2, 59))


# ---------------------------------------------------------------------------
# checksums and hashes
# ---------------------------------------------------------------------------
def _rb(rng, n):
    return S.rbytes(rng, n)


@fill("sha256")
def f_sha256(rng):
    return _rb(rng, 32).hex()


@fill("sha1")
def f_sha1(rng):
    return _rb(rng, 20).hex()


@fill("md5")
def f_md5(rng):
    return _rb(rng, 16).hex()


@fill("sha512")
def f_sha512(rng):
    return _rb(rng, 64).hex()


@fill("b2")
def f_b2(rng):
    return _rb(rng, 64).hex()


@fill("sri")
def f_sri(rng, alg="384"):
    n = {"256": 32, "384": 48, "512": 64}[alg]
    return "sha%s-%s" % (alg, base64.b64encode(_rb(rng, n)).decode())


@fill("gosum")
def f_gosum(rng):
    return "h1:" + base64.b64encode(_rb(rng, 32)).decode()


@fill("digest")
def f_digest(rng):
    return "sha256:" + _rb(rng, 32).hex()


@fill("crc32")
def f_crc32(rng):
    return rs(rng, "0123456789ABCDEF", 8)


@fill("gitsha")
def f_gitsha(rng):
    return _rb(rng, 20).hex()


@fill("short")
def f_short(rng):
    return _rb(rng, 4).hex()[:7]


@fill("certfp")
def f_certfp(rng):
    return ":".join("%02X" % b for b in _rb(rng, 32))


@fill("sha1fp")
def f_sha1fp(rng):
    return ":".join("%02X" % b for b in _rb(rng, 20))


# ---------------------------------------------------------------------------
# postcodes (tuple fillers carry the city with its code)
# ---------------------------------------------------------------------------
IN_PIN = [("Mumbai", "400", "Maharashtra"), ("New Delhi", "110", "Delhi"), ("Bengaluru", "560", "Karnataka"),
          ("Chennai", "600", "Tamil Nadu"), ("Kolkata", "700", "West Bengal"), ("Hyderabad", "500", "Telangana"),
          ("Pune", "411", "Maharashtra"), ("Jaipur", "302", "Rajasthan"), ("Lucknow", "226", "Uttar Pradesh"),
          ("Kochi", "682", "Kerala"), ("Ahmedabad", "380", "Gujarat"), ("Bhopal", "462", "Madhya Pradesh"),
          ("Patna", "800", "Bihar"), ("Guwahati", "781", "Assam"), ("Nagpur", "440", "Maharashtra"),
          ("Indore", "452", "Madhya Pradesh"), ("Varanasi", "221", "Uttar Pradesh"), ("Mysuru", "570", "Karnataka")]
CN_POST = [("北京", "100"), ("上海", "200"), ("广州", "510"), ("深圳", "518"), ("成都", "610"), ("重庆", "400"),
           ("武汉", "430"), ("西安", "710"), ("杭州", "310"), ("南京", "210"), ("长沙", "410"), ("郑州", "450"),
           ("沈阳", "110"), ("哈尔滨", "150"), ("昆明", "650"), ("南宁", "530"), ("贵阳", "550"), ("合肥", "230"),
           ("福州", "350"), ("济南", "250"), ("青岛", "266"), ("太原", "030"), ("石家庄", "050"), ("兰州", "730")]


@fill("inpin")
def f_inpin(rng):
    city, pre, state = pick(rng, IN_PIN)
    return (city, pre + "0" + "%02d" % rng.randrange(1, 99), state)


@fill("cnpost")
def f_cnpost(rng):
    city, pre = pick(rng, CN_POST)
    return (city, pre + "0" + "%02d" % rng.randrange(0, 99))


POST = {
    "de": lambda r: pick(r, [("Berlin", "1%04d" % r.randrange(115, 4199)), ("Hamburg", "2%04d" % r.randrange(95, 2769)),
                             ("München", "8%04d" % r.randrange(331, 1929)), ("Köln", "5%04d" % r.randrange(667, 1149)),
                             ("Leipzig", "04%03d" % r.randrange(103, 357)), ("Dresden", "01%03d" % r.randrange(67, 328))]),
    "dehh": lambda r: ("Hamburg", "2%04d" % r.randrange(95, 2769)),
    "at": lambda r: pick(r, [("Wien", "1%02d0" % r.randrange(1, 24)), ("Graz", "80%02d" % r.randrange(10, 64)),
                             ("Linz", "40%02d" % r.randrange(20, 41)), ("Salzburg", "50%02d" % r.randrange(20, 63))]),
    "gr": lambda r: pick(r, [("Athens", "1%02d %02d" % (r.randrange(4, 18), r.randrange(10, 99))),
                             ("Thessaloniki", "54%d %02d" % (r.randrange(6, 7), r.randrange(21, 55)))]),
    "ro": lambda r: pick(r, [("București", "0%05d" % r.randrange(10011, 62000)), ("Cluj-Napoca", "400%03d" % r.randrange(1, 700))]),
    "ua": lambda r: pick(r, [("Kyiv", "0%d%03d" % (r.randrange(1, 5), r.randrange(1, 999))), ("Lviv", "79%03d" % r.randrange(5, 71)),
                             ("Odesa", "65%03d" % r.randrange(9, 125))]),
    "ge": lambda r: ("Tbilisi", "01%02d" % r.randrange(1, 99)),
    "lk": lambda r: pick(r, [("Colombo", "00%d00" % r.randrange(1, 10)), ("Kandy", "20000"), ("Galle", "80000")]),
    "np": lambda r: pick(r, [("Kathmandu", "44600"), ("Pokhara", "33700"), ("Lalitpur", "44700")]),
    "bd": lambda r: ("Dhaka", "1%03d" % r.randrange(0, 236)),
    "mn": lambda r: ("Ulaanbaatar", "1%d%03d" % (r.randrange(4, 9), r.randrange(0, 250))),
    "uz": lambda r: ("Tashkent", "100%03d" % r.randrange(0, 200)),
    "eg": lambda r: pick(r, [("Cairo", "11%03d" % r.randrange(311, 999)), ("Alexandria", "21%03d" % r.randrange(500, 599))]),
    "sa": lambda r: pick(r, [("Riyadh", "1%04d" % r.randrange(1000, 4999)), ("Jeddah", "2%04d" % r.randrange(1000, 3999))]),
    "kh": lambda r: ("Phnom Penh", "12%04d" % r.randrange(101, 1299)),
    "mt": lambda r: pick(r, [("Valletta", "VLT %04d" % r.randrange(1000, 1999)), ("Sliema", "SLM %04d" % r.randrange(1000, 1999)),
                             ("Mdina", "MDN %04d" % r.randrange(1000, 1999))]),
    "cy": lambda r: pick(r, [("Limassol", "3%03d" % r.randrange(0, 999)), ("Nicosia", "1%03d" % r.randrange(0, 999)),
                             ("Paphos", "8%03d" % r.randrange(0, 999))]),
    "lu": lambda r: ("Luxembourg", "L-%04d" % r.randrange(1009, 2999)),
    "lt": lambda r: ("Vilnius", "LT-%05d" % r.randrange(1100, 14999)),
    "uy": lambda r: ("Montevideo", "11%03d" % r.randrange(0, 999)),
    "ec": lambda r: ("Quito", "170%03d" % r.randrange(100, 999)),
    "cr": lambda r: ("San José", "10%03d" % r.randrange(101, 999)),
    "tt": lambda r: ("Port of Spain", "1%05d" % r.randrange(0, 99999)),
}


@fill("post")
def f_post(rng, country="de"):
    return POST[country](rng)


# ---------------------------------------------------------------------------
# order and tracking numbers, phone numbers
# ---------------------------------------------------------------------------
ORDER = {
    "emag": lambda r: digits(r, 9, True),
    "otto": lambda r: digits(r, 10, True),
    "zalando": lambda r: "10105" + digits(r, 9),
    "noon": lambda r: "NAE" + rs(r, UP, 1) + digits(r, 11),
    "daraz": lambda r: "1" + digits(r, 14),
    "jumia": lambda r: "3" + digits(r, 8),
    "amazon": lambda r: "30%d-%s-%s" % (r.randrange(2, 6), digits(r, 7), digits(r, 7)),
    "etsy": lambda r: digits(r, 10, True),
    "doudian": lambda r: "69" + digits(r, 17),
    "kuaishou": lambda r: "2" + digits(r, 15),
    "1688": lambda r: "2" + digits(r, 18),
    "vip": lambda r: "25" + digits(r, 12),
    "zhuanzhuan": lambda r: "1" + digits(r, 15),
    "dangdang": lambda r: "3" + digits(r, 10),
    "youzan": lambda r: "E2025%02d%02d" % (r.randrange(1, 13), r.randrange(1, 29)) + digits(r, 14),
    "booking": lambda r: digits(r, 10, True),
    "ticket": lambda r: rs(r, UP, 2) + digits(r, 6),
    "pnr": lambda r: rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 6),
    "invoice": lambda r: "INV-2025-%04d" % r.randrange(1, 9999),
}


@fill("order")
def f_order(rng, shop="emag"):
    return ORDER[shop](rng)


def s10(rng, country, prefix=None):
    d8 = digits(rng, 8)
    return (prefix or rng.choice(["RR", "RA", "RB", "EE", "CP", "LX"])) + d8 + str(S.s10_check(d8)) + country


TRACK = {
    "novaposhta": lambda r: "20" + r.choice(["450", "400", "451"]) + digits(r, 9),
    "dhlde": lambda r: "00340434" + digits(r, 12),
    "gls": lambda r: digits(r, 11, True),
    "hermes": lambda r: "H10" + digits(r, 17),
    "acs": lambda r: digits(r, 10, True),
    "econt": lambda r: "1" + digits(r, 12),
    "aramex": lambda r: digits(r, 11, True),
    "smsa": lambda r: "29" + digits(r, 10),
    "s10de": lambda r: s10(r, "DE"), "s10gr": lambda r: s10(r, "GR"), "s10ua": lambda r: s10(r, "UA"),
    "s10lk": lambda r: s10(r, "LK"), "s10fj": lambda r: s10(r, "FJ"), "s10jm": lambda r: s10(r, "JM"),
    "s10cn": lambda r: s10(r, "CN", r.choice(["EA", "EE", "RR", "CP"])),
    "sto": lambda r: "77" + digits(r, 13),
    "kuayue": lambda r: "KY" + digits(r, 12),
    "anneng": lambda r: "300" + digits(r, 9),
    "chinapost": lambda r: "98" + digits(r, 11),
    "yunda": lambda r: "46" + digits(r, 13),
}


@fill("track")
def f_track(rng, carrier="gls"):
    return TRACK[carrier](rng)


PHONE = {
    "de": lambda r: "+49 15%d %s %s" % (r.randrange(1, 8), digits(r, 4), digits(r, 4)),
    "at": lambda r: "+43 664 %s" % digits(r, 7, True),
    "gr": lambda r: "+30 69%d %s %s" % (r.randrange(0, 10), digits(r, 3), digits(r, 4)),
    "ro": lambda r: "+40 7%d%d %s %s" % (r.randrange(2, 9), r.randrange(10), digits(r, 3), digits(r, 3)),
    "ua": lambda r: "+380 %s %s %s" % (r.choice(["67", "50", "63", "93"]), digits(r, 3), digits(r, 4)),
    "ge": lambda r: "+995 5%s %s %s %s" % (digits(r, 2), digits(r, 2), digits(r, 2), digits(r, 2)),
    "uz": lambda r: "+998 9%d %s %s %s" % (r.randrange(0, 10), digits(r, 3), digits(r, 2), digits(r, 2)),
    "mn": lambda r: "+976 99%s %s" % (digits(r, 2), digits(r, 4)),
    "np": lambda r: "+977 98%d-%s" % (r.randrange(0, 10), digits(r, 7)),
    "bd": lambda r: "+880 17%s-%s" % (digits(r, 2), digits(r, 6)),
    "lk": lambda r: "+94 77 %s %s" % (digits(r, 3), digits(r, 4)),
    "kh": lambda r: "+855 12 %s %s" % (digits(r, 3), digits(r, 3)),
    "eg": lambda r: "+20 10%d %s %s" % (r.randrange(0, 10), digits(r, 3), digits(r, 4)),
    "tz": lambda r: "+255 75%d %s %s" % (r.randrange(0, 10), digits(r, 3), digits(r, 3)),
    "zm": lambda r: "+260 97 %s" % digits(r, 7),
    "ug": lambda r: "+256 77%d %s" % (r.randrange(0, 10), digits(r, 6)),
    "rw": lambda r: "+250 78%d %s %s" % (r.randrange(0, 10), digits(r, 3), digits(r, 3)),
    "jm": lambda r: "(876) %s-%s" % (r.choice(["435", "322", "876", "469"]), digits(r, 4)),
    "tt": lambda r: "1-868-%s-%s" % (r.choice(["620", "678", "754", "489"]), digits(r, 4)),
    "uy": lambda r: "+598 9%d %s %s" % (r.randrange(1, 9), digits(r, 3), digits(r, 3)),
    "ec": lambda r: "+593 9%d %s %s" % (r.randrange(5, 10), digits(r, 3), digits(r, 4)),
    "fj": lambda r: "+679 %s %s" % (r.choice(["923", "836", "701", "998"]), digits(r, 4)),
    "qa": lambda r: "+974 %s %s" % (r.choice(["5512", "6630", "3301", "7708"]), digits(r, 4)),
    "sa": lambda r: "+966 5%d %s %s" % (r.randrange(0, 10), digits(r, 3), digits(r, 4)),
    "mo": lambda r: "+853 66%s %s" % (digits(r, 2), digits(r, 4)),
    "mt": lambda r: "+356 79%s %s" % (digits(r, 2), digits(r, 4)),
    "cy": lambda r: "+357 99 %s" % digits(r, 6),
    "cn": lambda r: "1%s %s %s" % (r.choice(["38", "39", "58", "86", "77", "52"]), digits(r, 4), digits(r, 4)),
    "cnland": lambda r: "%s-%s" % (r.choice(["028", "0371", "024", "0755", "0731", "021", "010"]), digits(r, 8, True)),
}


@fill("phone")
def f_phone(rng, country="de"):
    return PHONE[country](rng)


# ---------------------------------------------------------------------------
# identifiers
# ---------------------------------------------------------------------------
@fill("uuid")
def f_uuid(rng):
    return str(uuid.UUID(bytes=_rb(rng, 16), version=4))


@fill("imei")
def f_imei(rng):
    body = rng.choice(["35", "86", "01"]) + digits(rng, 12)
    return S.luhn_complete(body)


@fill("mac")
def f_mac(rng):
    return ":".join("%02X" % b for b in _rb(rng, 6))


VIN_MAP = {c: v for c, v in zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9])}
VIN_W = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]


@fill("vin")
def f_vin(rng):
    al = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
    v = list(rng.choice(["JTD", "WVW", "SAL", "MA3", "KMH", "LSV"]) + rs(rng, al, 5) + "0" + rs(rng, al, 8))
    s = sum((int(c) if c.isdigit() else VIN_MAP[c]) * w for c, w in zip(v, VIN_W))
    v[8] = "X" if s % 11 == 10 else str(s % 11)
    return "".join(v)


@fill("isbn")
def f_isbn(rng):
    return S.isbn13("978" + digits(rng, 9))


USCC_CH = "0123456789ABCDEFGHJKLMNPQRTUWXY"
USCC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


@fill("uscc")
def f_uscc(rng):
    body = rng.choice(["91", "92", "52"]) + rng.choice(["110105", "440300", "510104", "330106", "420102"]) + \
        rs(rng, USCC_CH, 9)
    s = sum(USCC_CH.index(c) * w for c, w in zip(body, USCC_W))
    c = 31 - s % 31
    return body + USCC_CH[0 if c == 31 else c]


@fill("serial")
def f_serial(rng):
    return rs(rng, UP, 2) + digits(rng, 2) + rs(rng, UP + DIG, 6)


# ---------------------------------------------------------------------------
# public material (from real keys)
# ---------------------------------------------------------------------------
@fill("btcaddr")
def f_btcaddr(rng):
    k = S.rand_scalar(rng)
    return S.segwit_address("bc", 0, S.hash160(S.secp_pub(k)))


@fill("ethaddr")
def f_ethaddr(rng):
    k = S.rand_scalar(rng)
    pub = S.secp_pub(k, False)[1:]
    return S.eip55(S.keccak256(pub)[-20:].hex())


@fill("tronaddr")
def f_tronaddr(rng):
    k = S.rand_scalar(rng)
    pub = S.secp_pub(k, False)[1:]
    return S.b58check_encode(b"\x41" + S.keccak256(pub)[-20:])


@fill("sshpub")
def f_sshpub(rng):
    return S.ssh_pub_line(_rb(rng, 32), rng.choice(["ops@depot", "mwale@laptop", "vet@clinic", "pi@shed", "deploy@ci"]))


@fill("npub")
def f_npub(rng):
    return S.bech32_bytes("npub", S.secp_pub(S.rand_scalar(rng))[1:])  # x-only public key


@fill("agepub")
def f_agepub(rng):
    return S.bech32_bytes("age", S.x25519_pub(S.clamp25519(_rb(rng, 32))))


@fill("wgpub")
def f_wgpub(rng):
    return base64.b64encode(S.x25519_pub(S.clamp25519(_rb(rng, 32)))).decode()


@fill("pgpfp")
def f_pgpfp(rng):
    fp = S.pgp_fingerprint(_rb(rng, 32), 1600000000 + rng.randrange(10 ** 8))
    return " ".join(fp[i:i + 4] for i in range(0, 40, 4))


@fill("x509")
def f_x509(rng):
    return S.x509_cert_pem(_rb(rng, 32), rng.choice(["roastery.local", "signalbox.lan", "nas.festa", "pos.clinic"]),
                           rng.randrange(1, 2 ** 62), rng.choice([2023, 2024, 2025]))


@fill("pempub")
def f_pempub(rng):
    from cryptography.hazmat.primitives.asymmetric import ed25519, ec
    if rng.random() < 0.5:
        key = ed25519.Ed25519PrivateKey.from_private_bytes(_rb(rng, 32))
    else:
        key = ec.derive_private_key(rng.getrandbits(255) | 1, ec.SECP256R1())
    return S.pem_public(key)


@fill("xpub")
def f_xpub(rng, kind="xpub"):
    return S.ext_key(rng, kind)


@fill("soladdr")
def f_soladdr(rng):
    return S.b58encode(S.ed25519_pub(_rb(rng, 32)))


@fill("lnnode")
def f_lnnode(rng):
    return S.secp_pub(S.rand_scalar(rng)).hex()


# ---------------------------------------------------------------------------
# masked values, BIP39 look-alikes
# ---------------------------------------------------------------------------
@fill("last4")
def f_last4(rng):
    return digits(rng, 4)


@fill("maskphone")
def f_maskphone(rng):
    return "1" + rng.choice(["38", "39", "58", "86"]) + "****" + digits(rng, 4)


@fill("maskemail")
def f_maskemail(rng):
    n = pick(rng, NAMES_EN).lower()
    return n[0] + "***" + n[-1] + "@" + pick(rng, ["gmail.com", "outlook.com", "qq.com", "163.com"])


@fill("bad12")
def f_bad12(rng, lang="english", n="12"):
    n = int(n)
    wl = S.WL[lang]
    while True:
        ws = [rng.choice(wl) for _ in range(n)]
        if not S.bip39_valid(ws, lang):
            return ("" if lang.startswith("chinese") else " ").join(ws)


@fill("few")
def f_few(rng, lang="english", n="5"):
    ws = rng.sample(S.WL[lang], int(n))
    return ("、" if lang.startswith("chinese") else ", ").join(ws)


@fill("testcard")
def f_testcard(rng):
    return pick(rng, ["4242 4242 4242 4242", "4000 0566 5566 5556", "5555 5555 5555 4444", "4111 1111 1111 1111",
                      "3782 822463 10005", "6011 1111 1111 1117", "6200 0000 0000 0005"])


# ---------------------------------------------------------------------------
# versions
# ---------------------------------------------------------------------------
@fill("ver")
def f_ver(rng):
    return "%d.%d.%d" % (rng.randrange(1, 18), rng.randrange(0, 40), rng.randrange(0, 30))


@fill("ver2")
def f_ver2(rng):
    return "%d.%d" % (rng.randrange(1, 18), rng.randrange(0, 40))


@fill("build")
def f_build(rng):
    return "2025%02d%02d" % (rng.randrange(1, 13), rng.randrange(1, 29))


@fill("pick")
def f_pick(rng, options):
    """«pick(a/b/c)#1» -- one of the slash-separated options; with #k the same one again later."""
    return rng.choice(options.split("/"))
