"""fill28: fillers and benign look-alike values for secrets_corpus28 (standard library only).

A filler is called as FN(rng, ctx, *args) and returns a string or a tuple of strings (a tuple
filler is read field by field with name#k.i).  ctx is the render context (split, lang and a
small state dict, used for increasing chat times).
"""
import base64
import hashlib
import json
import string
import struct
import zlib

import struct28 as S

HEX = "0123456789abcdef"
ALNUM = string.ascii_letters + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def dg(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


# ---------------------------------------------------------------------------
# people and places
# ---------------------------------------------------------------------------
EN_FIRST = ["Eleni", "Marko", "Ruta", "Giorgi", "Anahit", "Dilnoza", "Bat-Erdene", "Sujata", "Ishara", "Farhana",
            "Sokha", "Litia", "Valentina", "Esteban", "Yara", "Hamza", "Amani", "Kato", "Baraka", "Awa",
            "Pieter", "Mireille", "Luca", "Tomas", "Aino", "Niamh", "Declan", "Priya", "Omar", "Ines",
            "Bruno", "Hedda", "Kwame", "Sione", "Leilani", "Matteo", "Zainab", "Rosalind", "Wojtek", "Nadia"]
EN_SUR = ["Papadakis", "Kovacic", "Zukauskas", "Beridze", "Hakobyan", "Karimova", "Batbayar", "Shrestha",
          "Perera", "Rahman", "Chea", "Naidu", "Pereyra", "Solano", "Haddad", "Al-Masri", "Mugisha", "Okello",
          "Mwakyusa", "Diop", "Vermeulen", "Schmit", "Camilleri", "Borg", "Lindgren", "Fairweather", "Ashdown"]
ZH_SUR = "王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段雷钱汤尹黎易常武乔贺赖龚文"
ZH_GIVEN = ["建国", "秀兰", "志强", "丽华", "海燕", "晓东", "婷婷", "俊杰", "淑芬", "国庆", "雪梅", "振华", "佳怡",
            "子涵", "浩然", "桂英", "明辉", "春花", "文博", "欣怡", "立新", "红梅", "宇航", "思雨", "德胜", "美玲"]
ZH_TITLE = ["师傅", "老师", "姐", "哥", "总", "经理", "阿姨", "叔"]

EN_CITIES = [("Thessaloniki", "Greece"), ("Heraklion", "Greece"), ("Split", "Croatia"), ("Zagreb", "Croatia"),
             ("Ljubljana", "Slovenia"), ("Vilnius", "Lithuania"), ("Kaunas", "Lithuania"), ("Tbilisi", "Georgia"),
             ("Batumi", "Georgia"), ("Yerevan", "Armenia"), ("Tashkent", "Uzbekistan"), ("Samarkand", "Uzbekistan"),
             ("Ulaanbaatar", "Mongolia"), ("Kathmandu", "Nepal"), ("Pokhara", "Nepal"), ("Colombo", "Sri Lanka"),
             ("Kandy", "Sri Lanka"), ("Dhaka", "Bangladesh"), ("Phnom Penh", "Cambodia"), ("Siem Reap", "Cambodia"),
             ("Suva", "Fiji"), ("Montevideo", "Uruguay"), ("San Jose", "Costa Rica"), ("Panama City", "Panama"),
             ("Tunis", "Tunisia"), ("Amman", "Jordan"), ("Doha", "Qatar"), ("Kuwait City", "Kuwait"),
             ("Kigali", "Rwanda"), ("Kampala", "Uganda"), ("Dar es Salaam", "Tanzania"), ("Zanzibar", "Tanzania"),
             ("Dakar", "Senegal"), ("Ghent", "Belgium"), ("Antwerp", "Belgium"), ("Luxembourg", "Luxembourg"),
             ("Valletta", "Malta"), ("Nuuk", "Greenland")]
ZH_CITIES = ["大连", "烟台", "洛阳", "襄阳", "柳州", "宜昌", "镇江", "衢州", "潍坊", "九江", "遵义", "大理", "延吉",
             "舟山", "北海", "常德", "安庆", "赣州", "唐山", "呼伦贝尔", "景德镇", "秦皇岛", "湛江", "漳州"]
STREETS = ["Tsimiski St", "Ilica", "Trubarjeva cesta", "Pilies g.", "Rustaveli Ave", "Abovyan St", "Amir Temur St",
           "Peace Ave", "Lakeside Rd", "Galle Rd", "Gulshan Ave", "Sisowath Quay", "Victoria Parade",
           "Av. 18 de Julio", "Avenida Central", "Av. Balboa", "Av. Habib Bourguiba", "Rainbow St", "Al Corniche",
           "KN 5 Rd", "Kampala Rd", "Samora Ave", "Rue Carnot", "Veldstraat", "Grand-Rue", "Republic St"]


def f_fn(rng, ctx):
    return rng.choice(EN_FIRST)


def f_sn(rng, ctx):
    return rng.choice(EN_SUR)


def f_nm(rng, ctx):
    return rng.choice(EN_FIRST) + " " + rng.choice(EN_SUR)


def f_zname(rng, ctx):
    return rng.choice(ZH_SUR) + rng.choice(ZH_GIVEN)


def f_zsur(rng, ctx):
    return rng.choice(ZH_SUR) + rng.choice(ZH_TITLE)


def f_zgiven(rng, ctx):
    return rng.choice(ZH_GIVEN)


def f_city(rng, ctx):
    return rng.choice(EN_CITIES)


def f_zcity(rng, ctx):
    return rng.choice(ZH_CITIES)


def f_street(rng, ctx):
    return "%d %s" % (rng.randint(2, 240), rng.choice(STREETS))


# ---------------------------------------------------------------------------
# times and dates
# ---------------------------------------------------------------------------
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_WDAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]


def _clock(rng, ctx):
    st = ctx["state"]
    if "clock" not in st:
        st["clock"] = rng.randint(6 * 60, 21 * 60)
    else:
        st["clock"] += rng.randint(0, 7)
    return divmod(st["clock"] % (24 * 60), 60)


def f_hm(rng, ctx):
    h, m = _clock(rng, ctx)
    return "%02d:%02d" % (h, m)


def f_hms(rng, ctx):
    h, m = _clock(rng, ctx)
    return "%02d:%02d:%02d" % (h, m, rng.randint(0, 59))


def f_ampm(rng, ctx):
    h, m = _clock(rng, ctx)
    return "%d:%02d %s" % ((h - 1) % 12 + 1, m, "AM" if h < 12 else "PM")


def f_mmss(rng, ctx):
    st = ctx["state"]
    st["sec"] = st.get("sec", rng.randint(3, 40)) + rng.randint(4, 25)
    return "%02d:%02d" % divmod(st["sec"], 60)


def _ymd(rng):
    return rng.choice([2025, 2026, 2026, 2027]), rng.randint(1, 12), rng.randint(1, 28)


def f_date(rng, ctx):
    y, m, d = _ymd(rng)
    return rng.choice(["%d %s %d" % (d, MONTHS[m - 1], y), "%s %d, %d" % (MONTHS[m - 1], d, y), "%d %s" % (d, MONTHS[m - 1][:3])])


def f_isodate(rng, ctx):
    return "%d-%02d-%02d" % _ymd(rng)


def f_dmy(rng, ctx):
    y, m, d = _ymd(rng)
    return "%02d/%02d/%d" % (d, m, y)


def f_zdate(rng, ctx):
    y, m, d = _ymd(rng)
    return rng.choice(["%d年%d月%d日" % (y, m, d), "%d月%d日" % (m, d)])


def f_wday(rng, ctx):
    return rng.choice(WDAYS)


def f_zwday(rng, ctx):
    return rng.choice(ZH_WDAYS)


def f_month(rng, ctx):
    return rng.choice(MONTHS)


def f_stamp(rng, ctx):
    y, m, d = _ymd(rng)
    h, mi = _clock(rng, ctx)
    return "%d-%02d-%02dT%02d:%02d:%02dZ" % (y, m, d, h, mi, rng.randint(0, 59))


def f_unix(rng, ctx):
    return str(rng.randint(1767225600, 1830000000))


def f_n(rng, ctx, a="1", b="99"):
    return str(rng.randint(int(a), int(b)))


def f_pick(rng, ctx, *opts):
    return rng.choice(opts)


# ---------------------------------------------------------------------------
# money
# ---------------------------------------------------------------------------
def f_amt(rng, ctx):
    cur = rng.choice(["€", "GEL ", "AMD ", "UZS ", "NPR ", "LKR ", "BDT ", "KHR ", "FJD ", "UYU ", "CRC ", "TND ", "JOD ",
                      "QAR ", "KWD ", "RWF ", "UGX ", "TZS ", "XOF ", "US$", "£"])
    big = cur.strip() in ("UZS", "KHR", "UGX", "TZS", "RWF", "XOF", "CRC")
    v = rng.randint(1000, 900000) if big else rng.randint(3, 2400) + rng.choice([0, 0.5, 0.25, 0.99, 0.4])
    return cur + ("{:,}".format(int(v)) if big else ("%.2f" % v))


def f_zamt(rng, ctx):
    v = rng.randint(3, 9000) + rng.choice([0, 0.5, 0.8, 0.99])
    return rng.choice(["¥%.2f" % v, "%.2f元" % v, "%d元" % int(v), "￥%d" % int(v)])


# ---------------------------------------------------------------------------
# phones
# ---------------------------------------------------------------------------
def f_phone(rng, ctx):
    fm = rng.choice([
        lambda: "+30 69%d %s %s" % (rng.randint(0, 9), dg(rng, 3), dg(rng, 4)),
        lambda: "+385 9%d %s %s" % (rng.randint(1, 9), dg(rng, 3), dg(rng, 4)),
        lambda: "+386 4%d %s %s" % (rng.randint(0, 1), dg(rng, 3), dg(rng, 3)),
        lambda: "+370 6%s %s" % (dg(rng, 2), dg(rng, 5)),
        lambda: "+995 5%s %s %s" % (dg(rng, 2), dg(rng, 3), dg(rng, 3)),
        lambda: "+374 9%d %s%s" % (rng.randint(1, 9), dg(rng, 3), dg(rng, 3)),
        lambda: "+998 9%d %s %s %s" % (rng.randint(0, 9), dg(rng, 3), dg(rng, 2), dg(rng, 2)),
        lambda: "+977 98%s%s" % (dg(rng, 4), dg(rng, 4)),
        lambda: "+94 7%d %s %s" % (rng.randint(0, 8), dg(rng, 3), dg(rng, 4)),
        lambda: "+880 17%s-%s" % (dg(rng, 2), dg(rng, 6)),
        lambda: "+855 %d%d %s %s" % (rng.randint(1, 9), rng.randint(0, 9), dg(rng, 3), dg(rng, 3)),
        lambda: "+679 %s %s" % (dg(rng, 3), dg(rng, 4)),
        lambda: "+598 9%s %s %s" % (dg(rng, 1), dg(rng, 3), dg(rng, 3)),
        lambda: "+506 %s %s" % (dg(rng, 4), dg(rng, 4)),
        lambda: "+216 %s %s %s" % (dg(rng, 2), dg(rng, 3), dg(rng, 3)),
        lambda: "+962 7 %s %s" % (dg(rng, 4), dg(rng, 4)),
        lambda: "+974 %s %s" % (dg(rng, 4), dg(rng, 4)),
        lambda: "+250 78%s %s" % (dg(rng, 1), dg(rng, 6)),
        lambda: "+256 7%s %s" % (dg(rng, 2), dg(rng, 6)),
        lambda: "+255 7%s %s %s" % (dg(rng, 2), dg(rng, 3), dg(rng, 3)),
        lambda: "+221 77 %s %s %s" % (dg(rng, 3), dg(rng, 2), dg(rng, 2)),
        lambda: "+32 47%s %s %s" % (dg(rng, 1), dg(rng, 2), dg(rng, 4)),
        lambda: "+352 621 %s %s" % (dg(rng, 3), dg(rng, 3)),
        lambda: "+356 79%s %s" % (dg(rng, 2), dg(rng, 4)),
        lambda: "+299 %s %s" % (dg(rng, 2), dg(rng, 4)),
        lambda: "+91 9%s %s" % (dg(rng, 4), dg(rng, 5)),
    ])
    return fm()


def f_zphone(rng, ctx):
    p = "1" + rng.choice(["35", "36", "38", "39", "50", "52", "58", "59", "77", "80", "86", "88", "89", "99"]) + dg(rng, 8)
    return rng.choice([p, p[:3] + " " + p[3:7] + " " + p[7:], p[:3] + "-" + p[3:7] + "-" + p[7:]])


def f_zland(rng, ctx):
    return rng.choice(["0411", "0535", "0379", "0710", "0772", "0717", "0511", "0570", "0536", "0792", "0851"]) + "-" + dg(rng, 8)[:rng.choice([7, 8])]


def f_z400(rng, ctx):
    return "400-%s-%s" % (dg(rng, 3), dg(rng, 4))


def f_email(rng, ctx):
    return "%s.%s@%s" % (rng.choice(EN_FIRST).lower(), rng.choice(EN_SUR).lower().replace("-", ""),
                         rng.choice(["kilnandco.gr", "taproom.lt", "orchard.coop", "stagecrew.io", "vetvan.lu", "fastmail.com", "proton.me"]))


# ---------------------------------------------------------------------------
# postcodes
# ---------------------------------------------------------------------------
IN_PIN = [("Pune", "411", "Maharashtra"), ("Bengaluru", "560", "Karnataka"), ("Chennai", "600", "Tamil Nadu"),
          ("Kolkata", "700", "West Bengal"), ("Hyderabad", "500", "Telangana"), ("Ahmedabad", "380", "Gujarat"),
          ("Jaipur", "302", "Rajasthan"), ("Lucknow", "226", "Uttar Pradesh"), ("Kochi", "682", "Kerala"),
          ("Bhopal", "462", "Madhya Pradesh"), ("Guwahati", "781", "Assam"), ("Coimbatore", "641", "Tamil Nadu"),
          ("Mysuru", "570", "Karnataka"), ("Indore", "452", "Madhya Pradesh"), ("Patna", "800", "Bihar"),
          ("Bhubaneswar", "751", "Odisha"), ("Nagpur", "440", "Maharashtra"), ("Surat", "395", "Gujarat"),
          ("Visakhapatnam", "530", "Andhra Pradesh"), ("Madurai", "625", "Tamil Nadu"), ("Dehradun", "248", "Uttarakhand"),
          ("Shimla", "171", "Himachal Pradesh"), ("Amritsar", "143", "Punjab"), ("Varanasi", "221", "Uttar Pradesh"),
          ("Panaji", "403", "Goa"), ("Mumbai", "400", "Maharashtra"), ("New Delhi", "110", "Delhi"), ("Ranchi", "834", "Jharkhand")]
IN_PIN_ZH = {"Pune": "浦那", "Bengaluru": "班加罗尔", "Chennai": "金奈", "Kolkata": "加尔各答", "Hyderabad": "海得拉巴",
             "Ahmedabad": "艾哈迈达巴德", "Jaipur": "斋浦尔", "Lucknow": "勒克瑙", "Kochi": "科钦", "Bhopal": "博帕尔",
             "Guwahati": "古瓦哈提", "Coimbatore": "哥印拜陀", "Mysuru": "迈索尔", "Indore": "印多尔", "Patna": "巴特那",
             "Bhubaneswar": "布巴内斯瓦尔", "Nagpur": "那格浦尔", "Surat": "苏拉特", "Visakhapatnam": "维沙卡帕特南",
             "Madurai": "马杜赖", "Dehradun": "德拉敦", "Shimla": "西姆拉", "Amritsar": "阿姆利则", "Varanasi": "瓦拉纳西",
             "Panaji": "帕纳吉", "Mumbai": "孟买", "New Delhi": "新德里", "Ranchi": "兰契"}


EN_DIGW = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def f_inpin(rng, ctx):
    """(city, PIN code, state, city in Chinese, PIN written 3+3, PIN spoken in words)"""
    city, pre, state = rng.choice(IN_PIN)
    code = pre + "0" + dg(rng, 2)
    return (city, code, state, IN_PIN_ZH[city], code[:3] + " " + code[3:], " ".join(EN_DIGW[int(c)] for c in code))


ZH_POST = [("大连", "116"), ("烟台", "264"), ("洛阳", "471"), ("襄阳", "441"), ("柳州", "545"), ("宜昌", "443"),
           ("镇江", "212"), ("衢州", "324"), ("潍坊", "261"), ("九江", "332"), ("遵义", "563"), ("大理", "671"),
           ("延吉", "133"), ("舟山", "316"), ("北海", "536"), ("常德", "415"), ("安庆", "246"), ("唐山", "063"),
           ("乌鲁木齐", "830"), ("拉萨", "850"), ("秦皇岛", "066"), ("湛江", "524"), ("漳州", "363"), ("景德镇", "333")]


def f_zpost(rng, ctx):
    city, pre = rng.choice(ZH_POST)
    return (city, pre + "0" + dg(rng, 2))


WORLD_POST = [
    ("Thessaloniki", "Greece", lambda r: "546 %s" % dg(r, 2)), ("Split", "Croatia", lambda r: "21000"),
    ("Zagreb", "Croatia", lambda r: "10%s" % r.choice(["000", "010", "020", "040", "110"])), ("Ljubljana", "Slovenia", lambda r: "1000"),
    ("Vilnius", "Lithuania", lambda r: "LT-%s" % dg(r, 5)), ("Tbilisi", "Georgia", lambda r: "01%s" % dg(r, 2)),
    ("Yerevan", "Armenia", lambda r: "00%s" % dg(r, 2)), ("Tashkent", "Uzbekistan", lambda r: "100%s" % dg(r, 3)),
    ("Ulaanbaatar", "Mongolia", lambda r: "14%s" % dg(r, 3)), ("Kathmandu", "Nepal", lambda r: "446%s" % dg(r, 2)),
    ("Colombo", "Sri Lanka", lambda r: "00%s00" % r.randint(1, 9)), ("Dhaka", "Bangladesh", lambda r: "12%s" % dg(r, 2)),
    ("Phnom Penh", "Cambodia", lambda r: "120%s" % dg(r, 3)), ("Montevideo", "Uruguay", lambda r: "11%s00" % r.randint(1, 9)),
    ("San Jose", "Costa Rica", lambda r: "10%s" % dg(r, 3)), ("Tunis", "Tunisia", lambda r: "10%s" % dg(r, 2)),
    ("Amman", "Jordan", lambda r: "11%s" % dg(r, 3)), ("Kuwait City", "Kuwait", lambda r: "1%s" % dg(r, 4)),
    ("Ghent", "Belgium", lambda r: "9000"), ("Antwerp", "Belgium", lambda r: "20%s0" % r.randint(0, 9)),
    ("Luxembourg", "Luxembourg", lambda r: "L-%s" % dg(r, 4)), ("Valletta", "Malta", lambda r: "VLT %s" % dg(r, 4)),
    ("Nuuk", "Greenland", lambda r: "3900"), ("Batumi", "Georgia", lambda r: "60%s" % dg(r, 2)),
]


def f_wpost(rng, ctx):
    city, country, fn = rng.choice(WORLD_POST)
    return (city, country, fn(rng))


# ---------------------------------------------------------------------------
# order and tracking numbers
# ---------------------------------------------------------------------------
def f_s10(rng, ctx, cc=""):
    cc = cc or rng.choice(["GR", "HR", "SI", "LT", "GE", "AM", "UZ", "NP", "LK", "BD", "KH", "UY", "CR", "TN", "JO", "QA", "BE", "LU", "MT", "CN"])
    body = dg(rng, 8)
    return rng.choice(["RB", "RR", "EE", "LX", "CP", "UA", "RS"]) + body + S.s10_check(body) + cc


def f_ups(rng, ctx):
    return "1Z" + rs(rng, UPPER_ALNUM, 6) + dg(rng, 10)


def f_dhl(rng, ctx):
    return dg(rng, 10)


def f_sf(rng, ctx):
    return "SF" + dg(rng, 13)


def f_zto(rng, ctx):
    return rng.choice(["73", "75", "78"]) + dg(rng, 12)


def f_jt(rng, ctx):
    return "JT" + dg(rng, 13)


def f_jd(rng, ctx):
    return "JDV" + dg(rng, 12)


def f_yto(rng, ctx):
    return "YT" + dg(rng, 13)


def f_order(rng, ctx):
    return rng.choice([
        lambda: "#%s-%s" % (dg(rng, 4), dg(rng, 4)),
        lambda: "ORD-%s-%s" % (rng.choice(["2026", "26"]), dg(rng, 6)),
        lambda: "%s-%s-%s" % (dg(rng, 3), dg(rng, 7), dg(rng, 7)),
        lambda: "W%s" % dg(rng, 9),
        lambda: "PO-%s/%s" % (dg(rng, 5), rng.choice(["A", "B", "K"])),
        lambda: "%s%s" % (rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ", 2), dg(rng, 8)),
    ])()


def f_zorder(rng, ctx):
    return rng.choice([lambda: "3" + dg(rng, 17), lambda: "2" + dg(rng, 17), lambda: "25" + dg(rng, 12), lambda: "DD" + dg(rng, 14)])()


def f_invoice(rng, ctx):
    return rng.choice(["INV-%d-%s" % (rng.choice([2026, 2027]), dg(rng, 5)), "F%s/%s" % (dg(rng, 4), rng.choice(["26", "2026"])),
                       "No. %s" % dg(rng, 6), "Rechnung %s" % dg(rng, 7), "BL-%s" % dg(rng, 6)])


def f_pnr(rng, ctx):
    return rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)


def f_flight(rng, ctx):
    return rng.choice(["A3", "OU", "BT", "TK", "QR", "FZ", "RJ", "UL", "BG", "KU", "WB", "FJ", "JU", "LG"]) + " " + str(rng.randint(100, 1999))


# ---------------------------------------------------------------------------
# hashes, checksums, ids
# ---------------------------------------------------------------------------
def _rb(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def f_sha256(rng, ctx):
    return _rb(rng, 32).hex()


def f_sha1(rng, ctx):
    return _rb(rng, 20).hex()


def f_md5(rng, ctx):
    return _rb(rng, 16).hex()


def f_sha512(rng, ctx):
    return _rb(rng, 64).hex()


def f_sri(rng, ctx, bits="384"):
    n = {"256": 32, "384": 48, "512": 64}[bits]
    return "sha%s-%s" % (bits, base64.b64encode(_rb(rng, n)).decode())


def f_sm3(rng, ctx):
    return _rb(rng, 32).hex().upper()


def f_digest(rng, ctx):
    return "sha256:" + _rb(rng, 32).hex()


def f_crc32(rng, ctx):
    return "%08X" % rng.getrandbits(32)


def f_fpr(rng, ctx):
    return ":".join("%02X" % b for b in _rb(rng, 32))


def f_fpr1(rng, ctx):
    return ":".join("%02X" % b for b in _rb(rng, 20))


def f_gitsha(rng, ctx):
    return _rb(rng, 20).hex()


def f_gitshort(rng, ctx):
    return _rb(rng, 4).hex()[:rng.choice([7, 7, 8])]


def f_uuid4(rng, ctx):
    b = bytearray(_rb(rng, 16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def f_uuid7(rng, ctx):
    ms = rng.randint(1767225600000, 1830000000000)
    b = bytearray(ms.to_bytes(6, "big") + _rb(rng, 10))
    b[6] = (b[6] & 0x0F) | 0x70
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def f_uuidup(rng, ctx):
    return f_uuid4(rng, ctx).upper()


def f_isbn13(rng, ctx, pre=""):
    """ISBN-13 with a valid check digit, hyphenated prefix-group-publisher-title-check (or plain)"""
    group = {"978-960": ("978", "960"), "978-953": ("978", "953"), "978-9986": ("978", "9986"), "978-9941": ("978", "9941"),
             "978-7-5": ("978", "7"), "978-7-02": ("978", "7"), "978-1-": ("978", "1"), "979-8-": ("979", "8"), "978-0-": ("978", "0")}
    pre = pre or rng.choice(sorted(group))
    p3, grp = group[pre]
    lead = pre.replace("-", "")[len(p3) + len(grp):]
    rest = 12 - len(p3) - len(grp)
    publen = max(len(lead), rng.choice([2, 3, 4]) if rest > 6 else 2)
    pub = lead + dg(rng, publen - len(lead))
    title = dg(rng, rest - publen)
    body = p3 + grp + pub + title
    chk = S.isbn13_check(body)
    return "-".join([p3, grp, pub, title, chk]) if rng.random() < 0.8 else body + chk


def f_isbn10(rng, ctx):
    body = rng.choice(["0", "1", "3", "9"]) + dg(rng, 8)
    return body + S.isbn10_check(body)


def f_hexcol(rng, ctx):
    return "#" + rs(rng, "0123456789ABCDEF" if rng.random() < 0.4 else HEX, rng.choice([6, 6, 6, 3, 8]))


def f_rgb(rng, ctx):
    return "rgb(%d, %d, %d)" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255))


# ---------------------------------------------------------------------------
# network ids and versions
# ---------------------------------------------------------------------------
def f_ip(rng, ctx):
    return rng.choice([lambda: "192.168.%d.%d" % (rng.randint(0, 50), rng.randint(2, 254)),
                       lambda: "10.%d.%d.%d" % (rng.randint(0, 40), rng.randint(0, 255), rng.randint(2, 254)),
                       lambda: "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254)),
                       lambda: "%d.%d.%d.%d" % (rng.choice([31, 46, 85, 91, 103, 151, 185, 196]), rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))])()


def f_cidr(rng, ctx):
    return rng.choice(["10.%d.0.0/16" % rng.randint(0, 60), "192.168.%d.0/24" % rng.randint(0, 60), "172.%d.0.0/12" % rng.choice([16, 20]),
                       "100.64.0.0/10", "fd%s:%s::/64" % (rs(rng, HEX, 2), rs(rng, HEX, 4))])


def f_ipv6(rng, ctx):
    return "2a0%d:%s:%s::%s" % (rng.randint(0, 9), rs(rng, HEX, 4), rs(rng, HEX, 4), rs(rng, HEX, rng.randint(1, 4)))


def f_mac(rng, ctx):
    sep = rng.choice([":", "-"])
    return sep.join("%02X" % b for b in _rb(rng, 6))


def f_ver(rng, ctx):
    return "%d.%d.%d" % (rng.randint(0, 19), rng.randint(0, 40), rng.randint(0, 30))


def f_build(rng, ctx):
    return rng.choice(["%d.%d.%d (build %d)" % (rng.randint(1, 9), rng.randint(0, 30), rng.randint(0, 9), rng.randint(1000, 99999)),
                       "%dA%d" % (rng.randint(20, 24), rng.randint(100, 999)) + rs(rng, "abcdefg", 1),
                       "v%d.%d.%d-rc.%d" % (rng.randint(0, 5), rng.randint(0, 20), rng.randint(0, 9), rng.randint(1, 5)),
                       "%d.%d.%d.%d" % (rng.randint(100, 140), 0, rng.randint(1000, 7000), rng.randint(10, 300))])


# ---------------------------------------------------------------------------
# public ids
# ---------------------------------------------------------------------------
def f_pklive(rng, ctx):
    return "pk_live_51" + rs(rng, ALNUM, 97)


def f_ga4(rng, ctx):
    return "G-" + rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10)


def f_gtm(rng, ctx):
    return "GTM-" + rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 7)


def f_gclient(rng, ctx):
    return "%d-%s.apps.googleusercontent.com" % (rng.randint(10 ** 11, 10 ** 12 - 1), rs(rng, string.ascii_lowercase + string.digits, 32))


def f_awsacct(rng, ctx):
    return dg(rng, 12)


def f_appleteam(rng, ctx):
    return rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10)


def f_wxappid(rng, ctx):
    return "wx" + rs(rng, HEX, 16)


def f_sentrydsn(rng, ctx):
    return "https://%s@o%d.ingest.de.sentry.io/%d" % (rs(rng, HEX, 32), rng.randint(100000, 999999), rng.randint(1000000, 9999999))


def f_mapboxpk(rng, ctx):
    user = rng.choice(["kilnco", "ferryops", "orchardmap", "crag-house"])
    return "pk." + S.b64u(json.dumps({"u": user, "a": rs(rng, string.ascii_lowercase + string.digits, 25)}, separators=(",", ":")).encode()) + "." + rs(rng, ALNUM + "-_", 22)


def f_fbappid(rng, ctx):
    return dg(rng, 15)


def f_algoliaapp(rng, ctx):
    return rs(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10)


def f_recaptcha(rng, ctx):
    return "6L" + rs(rng, ALNUM + "_-", 38)


def f_ytchannel(rng, ctx):
    return "UC" + rs(rng, ALNUM + "_-", 22)


def f_stripeacct(rng, ctx):
    return "acct_1" + rs(rng, ALNUM, 15)


def f_alipayid(rng, ctx):
    return "20210" + dg(rng, 11)


def f_paypalclient(rng, ctx):
    return "A" + rs(rng, ALNUM + "-_", 79)


# ---------------------------------------------------------------------------
# public keys and addresses (derived from real keys)
# ---------------------------------------------------------------------------
def _k1(rng):
    while True:
        d = rng.getrandbits(256)
        if 0 < d < S.SECP256K1.n:
            return d


def f_ethaddr(rng, ctx):
    return S.eth_address(_k1(rng))


def f_btcaddr(rng, ctx):
    return S.p2pkh(_k1(rng))


def f_bech32addr(rng, ctx):
    d = _k1(rng)
    return S.segwit_addr("bc", 0, S.hash160(S.SECP256K1.point_bytes(S.SECP256K1.mul(d), True)))


def f_soladdr(rng, ctx):
    return S.b58encode(S.ed25519_public(_rb(rng, 32)))


def f_xpub(rng, ctx):
    d, ch = S.bip32_master(_rb(rng, 32))
    return S.xpub_encode(d, ch, rng.choice(["xpub", "zpub"]))


def f_npub(rng, ctx):
    P = S.SECP256K1.mul(_k1(rng))
    return S.bech32_bytes("npub", P[0].to_bytes(32, "big"))


def f_stellarpub(rng, ctx):
    return S.strkey_encode(S.STELLAR_PUB, S.ed25519_public(_rb(rng, 32)))


def f_sshpub(rng, ctx):
    return S.ssh_ed25519_public_line(S.ed25519_public(_rb(rng, 32)), rng.choice(["lina@crag-laptop", "deploy@kiln-build", "pi@orchard-gw", "jiang@fangchan-dev", ""]))


def f_pempub(rng, ctx):
    if rng.random() < 0.5:
        der = S.ed25519_spki(S.ed25519_public(_rb(rng, 32)))
    else:
        d = rng.getrandbits(255) + 1
        der = S.ec_spki(S.P256, d)
    return S.pem("PUBLIC KEY", der)


def f_age(rng, ctx):
    return S.bech32_bytes("age", _rb(rng, 32))


def f_wgpub(rng, ctx):
    return base64.b64encode(_rb(rng, 32)).decode()


def f_pgpfp(rng, ctx):
    h = _rb(rng, 20).hex().upper()
    return " ".join(h[i:i + 4] for i in range(0, 40, 4))


# ---------------------------------------------------------------------------
# images
# ---------------------------------------------------------------------------
def _png(rng, w, h):
    def chunk(t, data):
        return struct.pack(">I", len(data)) + t + data + struct.pack(">I", zlib.crc32(t + data) & 0xFFFFFFFF)
    color = bytes([rng.randint(0, 255) for _ in range(3)])
    raw = b"".join(b"\0" + color * w for _ in range(h))
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def f_b64png(rng, ctx):
    return base64.b64encode(_png(rng, rng.randint(1, 6), rng.randint(1, 6))).decode()


def f_datapng(rng, ctx):
    return "data:image/png;base64," + f_b64png(rng, ctx)


def f_datagif(rng, ctx):
    c = bytes([rng.randint(0, 255) for _ in range(3)])
    gif = b"GIF89a\x01\x00\x01\x00\x80\x00\x00" + c + b"\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;"
    return "data:image/gif;base64," + base64.b64encode(gif).decode()


def f_datasvg(rng, ctx):
    col = "#%06x" % rng.getrandbits(24)
    svg = '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d"><circle cx="8" cy="8" r="%d" fill="%s"/></svg>' % (16, 16, rng.randint(3, 8), col)
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()


def f_datawebp(rng, ctx):
    body = b"VP8L" + struct.pack("<I", 10) + bytes([0x2F, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88])
    riff = b"RIFF" + struct.pack("<I", 4 + len(body)) + b"WEBP" + body
    return "data:image/webp;base64," + base64.b64encode(riff).decode()


# ---------------------------------------------------------------------------
# BIP39 look-alikes
# ---------------------------------------------------------------------------
def f_bipfail(rng, ctx, n="12"):
    ws = S.wordlist("english")
    n = int(n)
    while True:
        pick = [rng.choice(ws) for _ in range(n)]
        if not S.mnemonic_ok(pick) and len(set(pick)) == n:
            return " ".join(pick)


def f_bipwords(rng, ctx, n="6", sep=" "):
    ws = S.wordlist("english")
    sep = {"comma": ", ", "sp": " ", "nl": "\n", "slash": " / "}.get(sep, sep)
    return sep.join(rng.sample(ws, int(n)))


def f_bipword(rng, ctx):
    return rng.choice(S.wordlist("english"))


def f_zbipfail(rng, ctx, n="12", sep="sp"):
    ws = S.wordlist("chinese_simplified")
    n = int(n)
    sep = {"sp": " ", "none": "", "dun": "、", "comma": "，"}[sep]
    while True:
        pick = rng.sample(ws, n)
        if not S.mnemonic_ok(pick, "chinese_simplified"):
            return sep.join(pick)


def f_zbipchars(rng, ctx, n="6", sep="none"):
    ws = S.wordlist("chinese_simplified")
    sep = {"sp": " ", "none": "", "dun": "、", "comma": "，"}[sep]
    return sep.join(rng.sample(ws, int(n)))


# ---------------------------------------------------------------------------
# masked values and test values
# ---------------------------------------------------------------------------
def f_last4(rng, ctx):
    return dg(rng, 4)


def f_maskcard(rng, ctx):
    l4 = dg(rng, 4)
    return rng.choice(["**** **** **** " + l4, "•••• " + l4, "XXXX-XXXX-XXXX-" + l4, "4%s ** **** %s" % (dg(rng, 3), l4),
                       "5%s%s******%s" % (dg(rng, 1), dg(rng, 4), l4), "6222 **** **** " + l4, "************" + l4,
                       "3782 ****** *" + dg(rng, 4), "ending " + l4])


TEST_CARDS_DOC = [("4242 4242 4242 4242", "Stripe"), ("4000 0566 5566 5556", "Stripe"), ("5555 5555 5555 4444", "Stripe"),
                  ("3782 822463 10005", "Stripe"), ("6011 1111 1111 1117", "Stripe"), ("4111 1111 1111 1111", "Braintree"),
                  ("6200 0000 0000 0005", "UnionPay"), ("4012 8888 8888 1881", "Adyen"), ("5105 1051 0510 5100", "PayPal sandbox")]


def f_testcard(rng, ctx):
    return rng.choice(TEST_CARDS_DOC)


BENIGN_ENV = ["NODE_ENV=production", "PORT=3000", "PORT=8080", "TZ=Asia/Shanghai", "LOG_LEVEL=info", "LOG_LEVEL=warn",
              "APP_ENV=production", "DEBUG=false", "WORKERS=4", "CACHE_TTL=600", "UPLOAD_DIR=/data/uploads",
              "LANG=zh_CN.UTF-8", "DB_HOST=10.8.0.23", "DB_PORT=3306", "REDIS_DB=2", "SITE_NAME=maoka"]


def f_benv(rng, ctx):
    return rng.choice(BENIGN_ENV)


def f_benvlines(rng, ctx, n="2"):
    return "\n".join(rng.sample(BENIGN_ENV, int(n)))


def f_lit(rng, ctx, *words):
    """literal code words (so zh templates keep Latin only inside values)"""
    return " ".join(words)


def f_smstpl(rng, ctx):
    return "SMS_TEMPLATE_ID=SMS_%d" % rng.randint(100000000, 999999999)


CDN = ["https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js",
       "https://cdnjs.cloudflare.com/ajax/libs/leaflet/1.9.4/leaflet.js",
       "https://unpkg.com/htmx.org@2.0.4/dist/htmx.min.js",
       "https://code.jquery.com/jquery-3.7.1.min.js",
       "https://cdn.jsdelivr.net/npm/alpinejs@3.14.8/dist/cdn.min.js"]
CDN_CSS = ["https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css",
           "https://cdnjs.cloudflare.com/ajax/libs/leaflet/1.9.4/leaflet.css",
           "https://cdn.jsdelivr.net/npm/bulma@1.0.2/css/bulma.min.css"]


def f_sritag(rng, ctx):
    return '<script src="%s" integrity="%s" crossorigin="anonymous"></script>' % (rng.choice(CDN), f_sri(rng, ctx, rng.choice(["384", "384", "512", "256"])))


def f_linktag(rng, ctx):
    return '<link rel="stylesheet" href="%s" integrity="%s" crossorigin="anonymous">' % (rng.choice(CDN_CSS), f_sri(rng, ctx, rng.choice(["384", "512"])))


SECRET_NAMES = ["DB_PASSWORD", "REDIS_PASSWORD", "SMTP_PASS", "MYSQL_PWD", "PAYMENT_SECRET", "JWT_SECRET", "ADMIN_PASSWORD",
                "WEBHOOK_SECRET", "STRIPE_SECRET_KEY", "OPENAI_API_KEY", "PG_PASSWORD", "MINIO_SECRET_KEY"]


def f_secname(rng, ctx):
    return rng.choice(SECRET_NAMES)


def f_envread(rng, ctx):
    n = rng.choice(SECRET_NAMES)
    return rng.choice(['os.environ["%s"]' % n, 'os.getenv("%s")' % n, 'process.env.%s' % n, 'System.getenv("%s")' % n,
                       'Deno.env.get("%s")' % n, 'Bun.env.%s' % n, 'getenv("%s")' % n, 'ENV.fetch("%s")' % n,
                       'std::env::var("%s")?' % n, '$env:%s' % n, '${%s}' % n, '${{ secrets.%s }}' % n,
                       'os.Getenv("%s")' % n, 'Environment.GetEnvironmentVariable("%s")' % n])


def f_storeref(rng, ctx):
    return rng.choice(["op://Shop/Router/password", "op://Prod/Postgres/credential", "vault kv get -field=password secret/shop/db",
                       "bws secret get 3f1c", "pass show shop/wifi", "security find-generic-password -s kiln-nas -w",
                       "gcloud secrets versions access latest --secret=db-password", "az keyvault secret show --vault-name shopkv --name db-pass --query value -o tsv",
                       "aws ssm get-parameter --name /shop/db/password --with-decryption --query Parameter.Value",
                       "doppler secrets get DB_PASSWORD --plain", "/run/secrets/db_password", "$CREDENTIALS_DIRECTORY/db-pass",
                       "{{ with secret \"kv/data/shop\" }}{{ .Data.data.password }}{{ end }}"])


def f_sopsenc(rng, ctx):
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (base64.b64encode(_rb(rng, rng.randint(10, 24))).decode(), base64.b64encode(_rb(rng, 32)).decode(), base64.b64encode(_rb(rng, 16)).decode())


def f_vaultblob(rng, ctx):
    lines = ["$ANSIBLE_VAULT;1.1;AES256"] + [_rb(rng, 40).hex()[:80] for _ in range(rng.randint(3, 5))]
    return "\n".join(lines)


def f_redact(rng, ctx, kind="pin"):
    return "[REDACTED:%s]" % kind


def f_cutmail(rng, ctx):
    return rng.choice(EN_FIRST).lower() + rng.choice(["@[…]", "@[redacted]", "@[REDACTED:email]"])


EN_PLACEHOLDER_VALUES = ["sk-...", "<YOUR_API_KEY>", "sk_live_XXXXXXXXXXXXXXXXXXXXXXXX", "changeme", "REPLACE_ME", "xoxb-your-token-here",
                         "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "AKIAIOSFODNN7EXAMPLE", "your-secret-here", "sk-ant-api03-...",
                         "<paste-token>", "TODO", "********", "${PASSWORD}", "AIzaSy...", "whsec_...", "hf_xxxxxxxxxxxxxxxx"]


def f_phval(rng, ctx):
    return rng.choice(EN_PLACEHOLDER_VALUES)


def f_pemskel(rng, ctx, lang="en"):
    label = rng.choice(["PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    bodies = ["<paste your key here>", "...", "REPLACE_ME", "(key goes here)", ""]
    if lang != "en":
        bodies += ["<此处粘贴私钥>", "（私钥内容粘贴在这里）"]
    body = rng.choice(bodies)
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, body, label) if body else "-----BEGIN %s-----\n-----END %s-----" % (label, label)


def f_smsvar(rng, ctx):
    return rng.choice(["{code}", "${code}", "{{otp}}", "%s", "{1}", "#code#", "${verifyCode}", "{{ code }}"])


# ---------------------------------------------------------------------------
# envelopes
# ---------------------------------------------------------------------------
ENVELOPES = {
    "en": [("Day One · {date}\n\n", ""), ("", "\n\n— sent from my Galaxy A55"), ("Logseq journal · {isodate}\n", ""),
           ("Memos · {isodate} {hm}\n", ""), ("", "\n\nSent from Yahoo Mail for iPhone"), ("Microsoft Loop · note\n", ""),
           ("[Zettlr draft]\n", ""), ("Trilium › Inbox\n", ""), ("", "\n\nSent from my iPad"), ("", "\n\nSent via HEY")],
    "zh": [("【腾讯文档】\n", ""), ("【钉钉文档·{zdate}】\n", ""), ("【夸克笔记】\n", ""), ("【讯飞听见·转写】\n", ""),
           ("【小米便签】\n", ""), ("", "\n——来自我的真我手机"), ("【企业微信·微盘备注】\n", ""), ("【简书草稿】\n", ""),
           ("【知乎想法·仅自己可见】\n", ""), ("", "\n——发自中兴手机")],
    "mixed": [("Day One 日记 · {isodate}\n", ""), ("", "\n——sent from 小米 14"), ("Memos 备忘 · {hm}\n", ""),
              ("（copied from 腾讯文档）\n", ""), ("Logseq 日志 · {isodate}\n", ""), ("", "\n\nSent from Yahoo 邮箱")],
}


FILLERS = {name[2:]: fn for name, fn in list(globals().items()) if name.startswith("f_") and callable(fn)}
