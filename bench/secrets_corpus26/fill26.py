"""fill26: fillers (names, times, places, amounts) and benign look-alikes (hashes, postcodes,
public keys, identifiers, placeholders), plus the envelopes.

A filler is called as FILL[name](rng, *args) and returns a string or a tuple of strings
(tuple fields are addressed as ⦃name#key.i⦄ in templates, 1-based).
"""
import base64
import hashlib
import string
import uuid as _uuid

import struct26 as S
from cryptography.hazmat.primitives import serialization as ser
from cryptography.hazmat.primitives.asymmetric import ec, x25519

DIG = string.digits
HEX = "0123456789abcdef"
ALNUM = string.ascii_letters + DIG
A_UP = string.ascii_uppercase
A_LO = string.ascii_lowercase


def rs(rng, a, n):
    return "".join(rng.choice(a) for _ in range(n))


FILL = {}


def filler(name):
    def deco(f):
        FILL[name] = f
        return f
    return deco


def simple(name, pool):
    FILL[name] = lambda rng, *a: rng.choice(pool)

# ---------------------------------------------------------------------------
# people and places
# ---------------------------------------------------------------------------

simple("name", ["Einar", "Sigrún", "Ingrid", "Kwame", "Ama", "Wanjiru", "Otieno", "Tendai", "Rui", "Inês", "Somchai",
                "Ploy", "Ketut", "Dewi", "Min-jun", "Ji-woo", "Karma", "Pema", "Rania", "Karim", "Jovana", "Amra",
                "Sione", "Mele", "Tórur", "Beinta", "Marta", "Nuno", "Efua", "Kofi", "Njeri", "Tariro", "Malia",
                "Joana", "Hamid", "Leila", "Arnar", "Solveig", "Bjørn", "Kalani"])
simple("surname", ["Jónsdóttir", "Halvorsen", "Mensah", "Owusu", "Kamau", "Moyo", "Matos", "Pires", "Wongsakul",
                   "Santoso", "Park", "Dorji", "Haddad", "Nasser", "Vuković", "Hodžić", "Fifita", "Poulsen",
                   "Ferreira", "Ochieng", "Chikwanha", "Gunnarsson"])
simple("name_zh", ["王建军", "李秀英", "张丽", "刘洋", "陈静", "杨帆", "赵磊", "黄敏", "周杰", "吴芳", "徐明", "孙悦",
                   "马丽", "朱红", "胡军", "郭芳", "何平", "高翔", "林峰", "罗敏", "梁伟", "宋佳", "郑涛", "谢娜"])
simple("given_zh", ["小雨", "阿梅", "小张", "老李", "阿强", "小敏", "大刘", "小周", "阿芳", "老王", "小陈", "阿杰", "婷婷", "小飞"])
simple("rel_zh", ["妈", "爸", "姐", "哥", "舅舅", "小姨", "奶奶", "外公", "老婆", "老公", "儿子", "闺女", "表弟", "婶婶"])
simple("rel_en", ["Mum", "Dad", "Gran", "Grandad", "Auntie", "Uncle", "sis", "bro", "love", "son"])
simple("city", ["Reykjavík", "Tórshavn", "Tromsø", "Ponta Delgada", "Funchal", "Kotor", "Sarajevo", "Muscat", "Beirut",
                "Port Louis", "Mahé", "Praia", "Accra", "Kumasi", "Nairobi", "Mombasa", "Harare", "Belize City",
                "Bridgetown", "Paramaribo", "Vientiane", "Thimphu", "Chiang Mai", "Denpasar", "Busan", "Port Vila",
                "Nukuʻalofa", "Dili"])
simple("city_zh", ["长沙", "南京", "杭州", "济南", "石家庄", "太原", "长春", "哈尔滨", "银川", "西宁", "拉萨", "南昌", "武汉",
                   "佛山", "泉州", "绍兴", "洛阳", "宜昌", "柳州", "大理", "赣州", "潍坊"])
simple("abroad", ["Reykjavík", "Oslo", "Lisbon", "Porto", "Podgorica", "Sarajevo", "Muscat", "Beirut", "Port Louis",
                  "Victoria", "Praia", "Accra", "Nairobi", "Harare", "Belize City", "Bridgetown", "Paramaribo",
                  "Vientiane", "Thimphu", "Bangkok", "Jakarta", "Busan", "Port Vila", "Dili"])
simple("weekday", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
simple("weekday_zh", ["周一", "周二", "周三", "周四", "周五", "周六", "周日"])
simple("month", ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"])


@filler("fullname")
def _fullname(rng, *a):
    return FILL["name"](rng) + " " + FILL["surname"](rng)


@filler("email")
def _email(rng, *a):
    n = rng.choice(["ingrid", "kwame", "rui.matos", "dewi", "minjun", "karim", "amra", "sione", "njeri", "tendai", "arnar", "efua"])
    return n + rng.choice(["", ".", "_"]) * 0 + rng.choice(["", str(rng.randint(1, 99))]) + "@" + rng.choice(
        ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "hotmail.com", "mail.com", "gmx.net", "fastmail.com"])


@filler("email_zh")
def _email_zh(rng, *a):
    return rng.choice(["zhangli", "liuyang88", "chenjing", "wangmin", "huadian", "xiaoyu"]) + str(rng.randint(1, 999)) + "@" + rng.choice(
        ["qq.com", "163.com", "126.com", "139.com", "sohu.com", "aliyun.com", "sina.com"])

# ---------------------------------------------------------------------------
# dates and times
# ---------------------------------------------------------------------------

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]


@filler("date")
def _date(rng, *a):
    m = rng.randrange(12)
    return "%d %s %d" % (rng.randint(1, 28), MONTHS[m], rng.choice([2025, 2026, 2026]))


@filler("date_us")
def _date_us(rng, *a):
    return "%s %d, %d" % (MONTHS[rng.randrange(12)], rng.randint(1, 28), 2026)


@filler("date_iso")
def _date_iso(rng, *a):
    return "2026-%02d-%02d" % (rng.randint(1, 12), rng.randint(1, 28))


@filler("date_eu")
def _date_eu(rng, *a):
    return "%02d/%02d/2026" % (rng.randint(1, 28), rng.randint(1, 12))


@filler("date_zh")
def _date_zh(rng, *a):
    return "2026年%d月%d日" % (rng.randint(1, 12), rng.randint(1, 28))


@filler("md_zh")
def _md_zh(rng, *a):
    return "%d月%d日" % (rng.randint(1, 12), rng.randint(1, 28))


@filler("hm")
def _hm(rng, *a):
    return "%02d:%02d" % (rng.randint(6, 23), rng.randint(0, 59))


@filler("ampm")
def _ampm(rng, *a):
    return "%d:%02d %s" % (rng.randint(1, 12), rng.randint(0, 59), rng.choice(["AM", "PM"]))


@filler("times")
def _times(rng, *a):
    """Eight increasing hh:mm times."""
    t = rng.randint(7 * 60, 20 * 60)
    out = []
    for _ in range(8):
        out.append("%02d:%02d" % (t // 60 % 24, t % 60))
        t += rng.randint(0, 6)
    return tuple(out)


@filler("timess")
def _timess(rng, *a):
    """Eight increasing hh:mm:ss times."""
    t = rng.randint(8 * 3600, 21 * 3600)
    out = []
    for _ in range(8):
        out.append("%02d:%02d:%02d" % (t // 3600, t // 60 % 60, t % 60))
        t += rng.randint(5, 240)
    return tuple(out)


@filler("ampms")
def _ampms(rng, *a):
    t = rng.randint(8 * 60, 20 * 60)
    out = []
    for _ in range(8):
        h = t // 60 % 24
        out.append("%d:%02d %s" % ((h - 1) % 12 + 1, t % 60, "AM" if h < 12 else "PM"))
        t += rng.randint(0, 5)
    return tuple(out)


@filler("offs")
def _offs(rng, *a):
    """Eight increasing transcript offsets m:ss."""
    t = rng.randint(0, 90)
    out = []
    for _ in range(8):
        out.append("%d:%02d" % (t // 60, t % 60))
        t += rng.randint(3, 25)
    return tuple(out)


@filler("offsh")
def _offsh(rng, *a):
    """Eight increasing offsets hh:mm:ss."""
    t = rng.randint(0, 600)
    out = []
    for _ in range(8):
        out.append("%02d:%02d:%02d" % (t // 3600, t // 60 % 60, t % 60))
        t += rng.randint(3, 40)
    return tuple(out)


@filler("stamp")
def _stamp(rng, *a):
    return "2026-%02d-%02d %02d:%02d:%02d" % (rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59))


@filler("tgdate")
def _tgdate(rng, *a):
    return "%02d.%02d.2026" % (rng.randint(1, 28), rng.randint(1, 12))


@filler("year")
def _year(rng, *a):
    return str(rng.randint(1948, 2012))

# ---------------------------------------------------------------------------
# numbers, amounts, phones
# ---------------------------------------------------------------------------

@filler("int")
def _int(rng, lo="1", hi="100"):
    return str(rng.randint(int(lo), int(hi)))


@filler("dec")
def _dec(rng, lo="1", hi="100", nd="1"):
    v = rng.uniform(float(lo), float(hi))
    return ("%." + nd + "f") % v


@filler("thou")
def _thou(rng, lo="1000", hi="99999"):
    return "{:,}".format(rng.randint(int(lo), int(hi)))


CURR = [("ISK", 1, 0, 500, 90000), ("NOK", 1, 2, 50, 9000), ("€", 0, 2, 5, 900), ("OMR", 1, 3, 2, 400),
        ("LBP", 1, 0, 100000, 9000000), ("MUR", 1, 2, 100, 20000), ("SCR", 1, 2, 50, 9000), ("CVE", 1, 0, 500, 90000),
        ("GH₵", 0, 2, 10, 5000), ("KES", 1, 0, 100, 90000), ("BZD", 1, 2, 5, 2000), ("BBD", 1, 2, 5, 2000),
        ("SRD", 1, 2, 50, 9000), ("LAK", 1, 0, 20000, 3000000), ("BTN", 1, 2, 100, 50000), ("THB", 1, 2, 40, 20000),
        ("IDR", 1, 0, 10000, 5000000), ("₩", 0, 0, 1000, 900000), ("VUV", 1, 0, 500, 90000), ("US$", 0, 2, 2, 900)]


@filler("amount")
def _amount(rng, cur=None):
    """An amount; cur picks the currency (ISK, NOK, EUR, MUR, GHS, KES, ...)."""
    alias = {"EUR": "€", "GHS": "GH₵", "KRW": "₩", "USD": "US$"}
    if cur:
        cur = alias.get(cur, cur)
        sym, space, nd, lo, hi = [c for c in CURR if c[0] == cur][0]
    else:
        sym, space, nd, lo, hi = rng.choice(CURR)
    v = rng.uniform(lo, hi)
    num = ("{:,.%df}" % nd).format(v)
    return sym + (" " if space else "") + num


@filler("amount_zh")
def _amount_zh(rng, *a):
    v = rng.uniform(5, 9000)
    return rng.choice(["¥%.2f", "%.2f元", "￥%.2f", "人民币%.2f元"]) % v


PHONES = [
    ("+354", lambda r: "%s %s" % (r.choice(["6", "7", "8"]) + rs(r, DIG, 2), rs(r, DIG, 4))),
    ("+47", lambda r: "%s %s %s" % (r.choice(["4", "9"]) + rs(r, DIG, 2), rs(r, DIG, 2), rs(r, DIG, 3))),
    ("+298", lambda r: rs(r, DIG, 6)),
    ("+351", lambda r: "9%s %s %s" % (r.choice("1236"), rs(r, DIG, 3), rs(r, DIG, 3))),
    ("+382", lambda r: "6%s %s %s" % (r.choice("789"), rs(r, DIG, 3), rs(r, DIG, 3))),
    ("+387", lambda r: "6%s %s %s" % (r.choice("1256"), rs(r, DIG, 3), rs(r, DIG, 3))),
    ("+968", lambda r: "9%s %s" % (rs(r, DIG, 3), rs(r, DIG, 4))),
    ("+961", lambda r: "%s %s %s" % (r.choice(["3", "70", "71", "76"]), rs(r, DIG, 3), rs(r, DIG, 3))),
    ("+230", lambda r: "5%s %s" % (rs(r, DIG, 3), rs(r, DIG, 4))),
    ("+248", lambda r: "2 %s %s" % (rs(r, DIG, 3), rs(r, DIG, 3))),
    ("+238", lambda r: "9%s %s %s" % (rs(r, DIG, 2), rs(r, DIG, 2), rs(r, DIG, 2))),
    ("+233", lambda r: "%s %s %s" % (r.choice(["24", "20", "55", "54"]), rs(r, DIG, 3), rs(r, DIG, 4))),
    ("+254", lambda r: "7%s %s %s" % (rs(r, DIG, 2), rs(r, DIG, 3), rs(r, DIG, 3))),
    ("+263", lambda r: "7%s %s %s" % (r.choice("1378"), rs(r, DIG, 3), rs(r, DIG, 4))),
    ("+501", lambda r: "6%s-%s" % (rs(r, DIG, 2), rs(r, DIG, 4))),
    ("+1 246", lambda r: "%s-%s" % (r.choice(["23", "24", "25", "26"]) + rs(r, DIG, 1), rs(r, DIG, 4))),
    ("+597", lambda r: "8%s-%s" % (rs(r, DIG, 2), rs(r, DIG, 4))),
    ("+856", lambda r: "20 %s %s" % (rs(r, DIG, 4), rs(r, DIG, 4))),
    ("+975", lambda r: "17 %s %s %s" % (rs(r, DIG, 2), rs(r, DIG, 2), rs(r, DIG, 2))),
    ("+66", lambda r: "8%s %s %s" % (r.choice("1-9").replace("-", "5"), rs(r, DIG, 3), rs(r, DIG, 4))),
    ("+62", lambda r: "812-%s-%s" % (rs(r, DIG, 4), rs(r, DIG, 4))),
    ("+82", lambda r: "10-%s-%s" % (rs(r, DIG, 4), rs(r, DIG, 4))),
    ("+678", lambda r: "7%s %s" % (rs(r, DIG, 2), rs(r, DIG, 4))),
    ("+676", lambda r: "7%s %s" % (rs(r, DIG, 2), rs(r, DIG, 3))),
    ("+670", lambda r: "7%s %s" % (rs(r, DIG, 3), rs(r, DIG, 4))),
]


@filler("phone")
def _phone(rng, *a):
    cc, f = rng.choice(PHONES)
    return cc + " " + f(rng)


@filler("mobile_zh")
def _mobile_zh(rng, *a):
    n = "1" + rng.choice(["38", "39", "58", "86", "77", "35", "50", "87", "99", "33"]) + rs(rng, DIG, 8)
    return rng.choice([n, n[:3] + " " + n[3:7] + " " + n[7:], n[:3] + "-" + n[3:7] + "-" + n[7:]])


@filler("landline_zh")
def _landline_zh(rng, *a):
    area = rng.choice(["0731", "025", "0571", "0531", "0311", "0351", "0431", "0451", "0951", "0971", "0891", "027"])
    return "%s-%s" % (area, rs(rng, DIG, 8 if len(area) == 3 else 7).lstrip("0").rjust(8 if len(area) == 3 else 7, "6"))


@filler("hotline_zh")
def _hotline_zh(rng, *a):
    return rng.choice(["400-", "400 "]) + rs(rng, DIG, 3) + "-" + rs(rng, DIG, 4)

# ---------------------------------------------------------------------------
# hashes and checksums
# ---------------------------------------------------------------------------

def _blob(rng):
    return rng.randbytes(64)


@filler("sha256")
def _sha256(rng, *a):
    return hashlib.sha256(_blob(rng)).hexdigest()


@filler("SHA256")
def _SHA256(rng, *a):
    return hashlib.sha256(_blob(rng)).hexdigest().upper()


@filler("sha1")
def _sha1(rng, *a):
    return hashlib.sha1(_blob(rng)).hexdigest()


@filler("md5")
def _md5(rng, *a):
    return hashlib.md5(_blob(rng)).hexdigest()


@filler("sha512")
def _sha512(rng, *a):
    return hashlib.sha512(_blob(rng)).hexdigest()


@filler("b2sum")
def _b2(rng, *a):
    return hashlib.blake2b(_blob(rng)).hexdigest()


@filler("sri")
def _sri(rng, alg="384"):
    h = {"256": hashlib.sha256, "384": hashlib.sha384, "512": hashlib.sha512}[alg](_blob(rng)).digest()
    return "sha%s-%s" % (alg, base64.b64encode(h).decode())


@filler("gosum")
def _gosum(rng, *a):
    return "h1:" + base64.b64encode(hashlib.sha256(_blob(rng)).digest()).decode()


@filler("digest")
def _digest(rng, *a):
    return "sha256:" + hashlib.sha256(_blob(rng)).hexdigest()


@filler("certfp")
def _certfp(rng, *a):
    h = hashlib.sha256(_blob(rng)).hexdigest().upper()
    return ":".join(h[i:i + 2] for i in range(0, 64, 2))


@filler("certfp1")
def _certfp1(rng, *a):
    h = hashlib.sha1(_blob(rng)).hexdigest().upper()
    return ":".join(h[i:i + 2] for i in range(0, 40, 2))


@filler("crc32")
def _crc32(rng, *a):
    import zlib
    return "%08X" % zlib.crc32(_blob(rng))


@filler("nixhash")
def _nixhash(rng, *a):
    return "sha256-" + base64.b64encode(hashlib.sha256(_blob(rng)).digest()).decode()

# ---------------------------------------------------------------------------
# identifiers
# ---------------------------------------------------------------------------

@filler("hex")
def _hex(rng, n="32"):
    return rs(rng, HEX, int(n))


@filler("digits")
def _digits(rng, n="6"):
    return rs(rng, DIG, int(n))


@filler("gitsha")
def _gitsha(rng, *a):
    return hashlib.sha1(_blob(rng)).hexdigest()


@filler("gitshort")
def _gitshort(rng, *a):
    return hashlib.sha1(_blob(rng)).hexdigest()[:7]


@filler("gitlog")
def _gitlog(rng, *a):
    """Eight short SHAs for a log."""
    return tuple(hashlib.sha1(_blob(rng)).hexdigest()[:rng.choice([7, 7, 8])] for _ in range(8))


@filler("uuid")
def _uuid4(rng, *a):
    return str(_uuid.UUID(bytes=rng.randbytes(16), version=4))


@filler("UUID")
def _UUID(rng, *a):
    return str(_uuid.UUID(bytes=rng.randbytes(16), version=4)).upper()


@filler("uuid7")
def _uuid7(rng, *a):
    ms = rng.randint(1767225600000, 1798761600000)
    b = bytearray(ms.to_bytes(6, "big") + rng.randbytes(10))
    b[6] = 0x70 | (b[6] & 0x0F)
    b[8] = 0x80 | (b[8] & 0x3F)
    return str(_uuid.UUID(bytes=bytes(b)))


@filler("colour")
def _colour(rng, *a):
    return "#" + rs(rng, "0123456789ABCDEF", 6)


@filler("colourl")
def _colourl(rng, *a):
    return "#" + rs(rng, HEX, 6)


@filler("colour3")
def _colour3(rng, *a):
    return "#" + rs(rng, HEX, 3)


@filler("rgb")
def _rgb(rng, *a):
    return "rgb(%d, %d, %d)" % (rng.randrange(256), rng.randrange(256), rng.randrange(256))


@filler("isbn13")
def _isbn13(rng, *a):
    d = rng.choice(["978", "979"]) + rs(rng, DIG, 9)
    full = d + str(S.isbn13_check(d))
    return "%s-%s-%s-%s-%s" % (full[:3], full[3], full[4:8], full[8:12], full[12])


@filler("isbn13p")
def _isbn13p(rng, *a):
    d = "978" + rs(rng, DIG, 9)
    return d + str(S.isbn13_check(d))


@filler("isbn10")
def _isbn10(rng, *a):
    d = rs(rng, DIG, 9)
    c = S.isbn10_check(d)
    return "%s-%s-%s-%s" % (d[0], d[1:5], d[5:9], c)


@filler("ipv4")
def _ipv4(rng, *a):
    return rng.choice(["192.168.%d.%d" % (rng.randint(0, 20), rng.randint(2, 254)), "10.%d.%d.%d" % (rng.randint(0, 40), rng.randint(0, 255), rng.randint(2, 254)),
                       "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))])


@filler("ipv4pub")
def _ipv4pub(rng, *a):
    return "%d.%d.%d.%d" % (rng.choice([31, 41, 62, 85, 102, 105, 154, 196, 203]), rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))


@filler("ipv6")
def _ipv6(rng, *a):
    return "2001:%s:%s:%s::%s" % (rs(rng, HEX, 4).lstrip("0") or "db8", rs(rng, HEX, 4).lstrip("0") or "1", rs(rng, HEX, 3), rs(rng, HEX, 2).lstrip("0") or "1")


@filler("cidr")
def _cidr(rng, *a):
    return rng.choice(["10.%d.0.0/16" % rng.randint(0, 60), "192.168.%d.0/24" % rng.randint(0, 50), "172.%d.0.0/20" % rng.randint(16, 31)])


@filler("mac")
def _mac(rng, *a):
    return ":".join(rs(rng, "0123456789ABCDEF", 2) for _ in range(6))


@filler("macl")
def _macl(rng, *a):
    return "-".join(rs(rng, "0123456789abcdef", 2) for _ in range(6))


@filler("asn")
def _asn(rng, *a):
    return "AS" + str(rng.randint(1000, 399999))


@filler("ssid")
def _ssid(rng, *a):
    return rng.choice(["PuffinHostel_Guest", "DiveShack-5G", "Hatchery-Office", "MAKERSPACE", "CiderMill_2.4", "BeeBarn",
                       "TP-Link_7C2A", "Vodafone-A81F", "SurfHostel-Dorm", "TeaHouse_Thimphu", "BoatYard-AP", "eduroam"])


@filler("ssid_zh")
def _ssid_zh(rng, *a):
    return rng.choice(["ChinaNet-8kQe", "茶馆-5G", "CMCC-x7Hk", "驾校办公室", "剧本杀-玩家", "中医馆_WiFi", "TP-LINK_5F3A", "HUAWEI-9D2C"])


@filler("version")
def _version(rng, *a):
    return "%d.%d.%d" % (rng.randint(0, 24), rng.randint(0, 30), rng.randint(0, 40))


@filler("semver_pre")
def _semver_pre(rng, *a):
    return "%d.%d.%d-%s.%d" % (rng.randint(0, 9), rng.randint(0, 20), rng.randint(0, 20), rng.choice(["beta", "rc", "alpha"]), rng.randint(1, 9))


@filler("build")
def _build(rng, *a):
    return "%d.%d (build %d)" % (rng.randint(1, 30), rng.randint(0, 9), rng.randint(100, 99999))

# ---------------------------------------------------------------------------
# postcodes
# ---------------------------------------------------------------------------

INDIA = [("Mumbai", "4000", "Maharashtra"), ("Pune", "4110", "Maharashtra"), ("Chennai", "6000", "Tamil Nadu"),
         ("Coimbatore", "6410", "Tamil Nadu"), ("Bengaluru", "5600", "Karnataka"), ("Mysuru", "5700", "Karnataka"),
         ("Kochi", "6820", "Kerala"), ("Thiruvananthapuram", "6950", "Kerala"), ("Jaipur", "3020", "Rajasthan"),
         ("Lucknow", "2260", "Uttar Pradesh"), ("Kolkata", "7000", "West Bengal"), ("Hyderabad", "5000", "Telangana"),
         ("Ahmedabad", "3800", "Gujarat"), ("Bhopal", "4620", "Madhya Pradesh"), ("Guwahati", "7810", "Assam"),
         ("Patna", "8000", "Bihar"), ("Chandigarh", "1600", "Chandigarh"), ("New Delhi", "1100", "Delhi")]


@filler("inpin")
def _inpin(rng, *a):
    c, p, st = rng.choice(INDIA)
    return c, p + "%02d" % rng.randint(1, 99), st


ZHPOST = [("长沙", "4100"), ("南京", "2100"), ("杭州", "3100"), ("济南", "2500"), ("石家庄", "0500"), ("太原", "0300"),
          ("长春", "1300"), ("哈尔滨", "1500"), ("银川", "7500"), ("西宁", "8100"), ("拉萨", "8500"), ("南昌", "3300"),
          ("武汉", "4300"), ("佛山", "5280"), ("泉州", "3620"), ("绍兴", "3120"), ("洛阳", "4710"), ("乌鲁木齐", "8300")]


@filler("zhpost")
def _zhpost(rng, *a):
    c, p = rng.choice(ZHPOST)
    return c, p + "%02d" % rng.randint(0, 99)


WORLDPOST = [
    ("Reykjavík", "Iceland", lambda r: r.choice(["101", "105", "107", "108"])),
    ("Akureyri", "Iceland", lambda r: "600"),
    ("Oslo", "Norway", lambda r: "0" + str(r.randint(150, 599))),
    ("Tromsø", "Norway", lambda r: "90" + "%02d" % r.randint(0, 40)),
    ("Tórshavn", "Faroe Islands", lambda r: "FO-100"),
    ("Ponta Delgada", "Portugal", lambda r: "9500-%03d" % r.randint(0, 999)),
    ("Lisboa", "Portugal", lambda r: "1%03d-%03d" % (r.randint(0, 999), r.randint(0, 999))),
    ("Podgorica", "Montenegro", lambda r: "81000"),
    ("Sarajevo", "Bosnia and Herzegovina", lambda r: "71000"),
    ("Muscat", "Oman", lambda r: "PC " + r.choice(["100", "112", "113", "130"])),
    ("Port Louis", "Mauritius", lambda r: "11%03d" % r.randint(300, 399)),
    ("Nairobi", "Kenya", lambda r: "00" + r.choice(["100", "200", "600", "800"])),
    ("Bangkok", "Thailand", lambda r: "10" + "%03d" % r.choice([110, 120, 200, 330, 400])),
    ("Chiang Mai", "Thailand", lambda r: "50" + "%03d" % r.choice([100, 200, 300])),
    ("Denpasar", "Indonesia", lambda r: "80" + "%03d" % r.randint(111, 361)),
    ("Busan", "South Korea", lambda r: "4" + "%04d" % r.randint(6000, 9999)),
    ("Vientiane", "Laos", lambda r: "01000"),
    ("Thimphu", "Bhutan", lambda r: "11001"),
    ("Praia", "Cabo Verde", lambda r: "7600"),
    ("Bridgetown", "Barbados", lambda r: "BB11%03d" % r.randint(0, 156)),
]


@filler("worldpost")
def _worldpost(rng, *a):
    c, country, f = rng.choice(WORLDPOST)
    return c, f(rng), country


@filler("ghpost")
def _ghpost(rng, *a):
    return "%s-%03d-%04d" % (rng.choice(["GA", "GE", "AK", "GT"]), rng.randint(1, 999), rng.randint(1, 9999))

# ---------------------------------------------------------------------------
# orders, tracking
# ---------------------------------------------------------------------------

@filler("s10")
def _s10(rng, country="IS"):
    d8 = rs(rng, DIG, 8)
    return rng.choice(["RR", "RX", "LX", "CP", "EE", "RB", "UA"]) + d8 + str(S.s10_check(d8)) + country


@filler("order")
def _order(rng, *a):
    return rng.choice(["#", "", "No. "]) + rng.choice(["", "WO-", "ORD-", "A"]) + rs(rng, DIG, rng.choice([5, 6, 7, 8]))


@filler("order_zh")
def _order_zh(rng, *a):
    return rng.choice(["2026", "3"]) + rs(rng, DIG, rng.choice([14, 15, 16]))


@filler("track")
def _track(rng, *a):
    k = rng.randrange(6)
    if k == 0:
        return "1Z" + rs(rng, A_UP + DIG, 6) + rs(rng, DIG, 10)
    if k == 1:
        return "JJD" + rs(rng, DIG, 18)
    if k == 2:
        return rs(rng, DIG, 12)
    if k == 3:
        return "JT" + rs(rng, DIG, 13)
    if k == 4:
        return "CJ" + rs(rng, DIG, 12)
    return FILL["s10"](rng, rng.choice(["IS", "NO", "PT", "KR", "TH", "ID", "KE", "GH"]))


@filler("track_zh")
def _track_zh(rng, *a):
    k = rng.randrange(5)
    if k == 0:
        return "SF" + rs(rng, DIG, 13)
    if k == 1:
        return "YT" + rs(rng, DIG, 13)
    if k == 2:
        return "JT" + rs(rng, DIG, 13)
    if k == 3:
        return "JD" + rs(rng, DIG, 13)
    return "4" + rs(rng, DIG, 14)


@filler("pnr")
def _pnr(rng, *a):
    return rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ", 6)

# ---------------------------------------------------------------------------
# masked values
# ---------------------------------------------------------------------------

@filler("last4")
def _last4(rng, *a):
    return rs(rng, DIG, 4)


@filler("maskcard")
def _maskcard(rng, *a):
    l4 = rs(rng, DIG, 4)
    return rng.choice(["**** **** **** %s", "•••• %s", "XXXX-XXXX-XXXX-%s", "************%s", "4*** **** **** %s", "5412 75** **** %s"]) % l4

# ---------------------------------------------------------------------------
# public ids and public key material
# ---------------------------------------------------------------------------

@filler("pk_live")
def _pk_live(rng, *a):
    return "pk_live_51" + rs(rng, ALNUM, 97)


@filler("recaptcha")
def _recaptcha(rng, *a):
    return "6L" + rs(rng, ALNUM + "_-", 38)


@filler("ga4")
def _ga4(rng, *a):
    return "G-" + rs(rng, A_UP + DIG, 10)


@filler("gtm")
def _gtm(rng, *a):
    return "GTM-" + rs(rng, A_UP + DIG, 7)


@filler("gclient")
def _gclient(rng, *a):
    return "%d-%s.apps.googleusercontent.com" % (rng.randint(10**11, 10**12), rs(rng, A_LO + DIG, 32))


@filler("appleteam")
def _appleteam(rng, *a):
    return rs(rng, A_UP + DIG, 10)


@filler("fbapp")
def _fbapp(rng, *a):
    return str(rng.randint(10**14, 10**16))


@filler("wxappid")
def _wxappid(rng, *a):
    return "wx" + rs(rng, HEX, 16)


@filler("awsacct")
def _awsacct(rng, *a):
    return rs(rng, DIG, 12)


@filler("flwpub")
def _flwpub(rng, *a):
    return "FLWPUBK-" + rs(rng, HEX, 32) + "-X"


@filler("paystackpub")
def _paystackpub(rng, *a):
    return "pk_live_" + rs(rng, HEX, 40)


@filler("omisepub")
def _omisepub(rng, *a):
    return "pkey_" + rs(rng, A_LO + DIG, 19)


@filler("tossck")
def _tossck(rng, *a):
    return "live_ck_" + rs(rng, ALNUM, 22)


@filler("midclient")
def _midclient(rng, *a):
    return "Mid-client-" + rs(rng, ALNUM + "-_", 16)


@filler("algolia_app")
def _algolia_app(rng, *a):
    return rs(rng, A_UP + DIG, 10)


@filler("slackchan")
def _slackchan(rng, *a):
    return "C0" + rs(rng, A_UP + DIG, 9)


def _secp(rng):
    return S.rand_scalar(rng)


@filler("ethaddr")
def _ethaddr(rng, *a):
    return S.eth_address(_secp(rng))


@filler("btcaddr")
def _btcaddr(rng, *a):
    return S.p2pkh(S.secp_pub(_secp(rng)))


@filler("bc1")
def _bc1(rng, *a):
    return S.segwit_addr("bc", 0, S.hash160(S.secp_pub(_secp(rng))))


@filler("npub")
def _npub(rng, *a):
    return S.nostr_keys(_secp(rng))[1]


@filler("soladdr")
def _soladdr(rng, *a):
    return S.solana_keypair(rng.randbytes(32))[1]


@filler("xpub")
def _xpub(rng, *a):
    return S.xprv_from(rng, "xprv")[1]


@filler("zpub")
def _zpub(rng, *a):
    return S.xprv_from(rng, "zprv")[1]


@filler("sshpub")
def _sshpub(rng, *a):
    return S.ssh_public_line(S.ed_key(rng.randbytes(32)), rng.choice(["einar@laptop", "deploy@ci", "rui@surf", "pi@printfarm", "zhangli@MacBook"]))


@filler("sshpub_ec")
def _sshpub_ec(rng, *a):
    k = S.ec_key(S.rand_scalar(rng, 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551), ec.SECP256R1())
    return S.ssh_public_line(k, "backup@nas")


@filler("pempub")
def _pempub(rng, *a):
    k = S.ec_key(S.rand_scalar(rng, 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551), ec.SECP256R1())
    return k.public_key().public_bytes(ser.Encoding.PEM, ser.PublicFormat.SubjectPublicKeyInfo).decode().strip()


@filler("pempub_ed")
def _pempub_ed(rng, *a):
    k = S.ed_key(rng.randbytes(32))
    return k.public_key().public_bytes(ser.Encoding.PEM, ser.PublicFormat.SubjectPublicKeyInfo).decode().strip()


@filler("wgpub")
def _wgpub(rng, *a):
    k = x25519.X25519PrivateKey.from_private_bytes(rng.randbytes(32))
    return base64.b64encode(k.public_key().public_bytes(ser.Encoding.Raw, ser.PublicFormat.Raw)).decode()


@filler("agepub")
def _agepub(rng, *a):
    k = x25519.X25519PrivateKey.from_private_bytes(rng.randbytes(32))
    return S.bech32_bytes("age", k.public_key().public_bytes(ser.Encoding.Raw, ser.PublicFormat.Raw))


@filler("pgpfp")
def _pgpfp(rng, *a):
    h = hashlib.sha1(_blob(rng)).hexdigest().upper()
    return " ".join(h[i:i + 4] for i in range(0, 40, 4))


@filler("suiaddr")
def _suiaddr(rng, *a):
    return S.sui_keys(rng.randbytes(32))[1]

# ---------------------------------------------------------------------------
# BIP39 look-alikes (fail the checksum) and loose list words
# ---------------------------------------------------------------------------

@filler("badmn")
def _badmn(rng, n="12"):
    return " ".join(S.invalid_phrase(rng, int(n), "en"))


@filler("badmnlist")
def _badmnlist(rng, n="12"):
    return tuple(S.invalid_phrase(rng, int(n), "en"))


@filler("badmz")
def _badmz(rng, n="12"):
    return tuple(S.invalid_phrase(rng, int(n), "zh_s"))


@filler("mnwords")
def _mnwords(rng, n="6"):
    return tuple(rng.sample(S.WORDLISTS["en"], int(n)))


@filler("mzwords")
def _mzwords(rng, n="6"):
    return tuple(rng.sample(S.WORDLISTS["zh_s"], int(n)))

# ---------------------------------------------------------------------------
# images
# ---------------------------------------------------------------------------

@filler("pngb64")
def _pngb64(rng, *a):
    return base64.b64encode(S.tiny_png(rng)).decode()


@filler("gifb64")
def _gifb64(rng, *a):
    return base64.b64encode(S.tiny_gif(rng)).decode()


@filler("svgb64")
def _svgb64(rng, *a):
    svg = '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d"><circle cx="8" cy="8" r="%d" fill="%s"/></svg>' % (
        rng.randint(12, 32), rng.randint(12, 32), rng.randint(3, 8), FILL["colourl"](rng))
    return base64.b64encode(svg.encode()).decode()

# ---------------------------------------------------------------------------
# hosts, misc
# ---------------------------------------------------------------------------

simple("host", ["db.hatchery.local", "10.12.0.7", "pg-01.internal", "mysql.makerspace.lan", "192.168.20.15", "dbhost", "cache-01"])
simple("domain", ["tindur.fo", "surfhostel.pt", "oldmill.gh", "makerspace.lan", "divecentre.mu", "hatchery.fo", "teahouse.bt", "cidermill.no"])
simple("domain_zh", ["chaguan.cn", "jiaxiao.com.cn", "huadian.shop", "zhongyi.org.cn", "yanglao.net", "xiuche.cn"])
simple("ssid_any", ["PuffinHostel_Guest", "DiveShack-5G", "茶馆-5G", "CMCC-x7Hk", "BeeBarn"])

# ---------------------------------------------------------------------------
# envelopes (only for texts that are not code)
# ---------------------------------------------------------------------------

ENV_EN = [
    ("Bear note · {d}\n\n", ""), ("", "\n\n— sent from my Fairphone 5"), ("UpNote — {d}\n", ""), ("", "\n\nSent from Fastmail"),
    ("Craft doc · {d}\n\n", ""), ("", "\n\nSent with Mailspring"), ("[Superlist · task note]\n", ""), ("Todoist comment · {d}\n", ""),
    ("Element · #household\n", ""), ("Threema · {d}\n", ""), ("", "\n\n— sent from my moto g84"), ("Tana node ·\n", ""),
]
ENV_ZH = [
    ("【石墨文档】\n", ""), ("", "\n\n——发自 realme GT6"), ("【锤子便签】\n", ""), ("", "\n\n——来自 iQOO 12"),
    ("【Get 笔记 · {d}】\n", ""), ("【方格日记 · {d}】\n", ""), ("【专注笔记】\n", ""), ("（转自百度网盘笔记 · {d}）\n", ""),
    ("【Microsoft To Do 备注】\n", ""), ("", "\n\n——发自荣耀 X50 手机"), ("【秘塔写作猫 草稿】\n", ""), ("【MarginNote 摘录】\n", ""),
]
ENV_MIXED = [
    ("Bear 笔记 · {d}\n", ""), ("", "\n\n— sent from my Fairphone（中文输入法）"), ("Element 群 · 家里\n", ""), ("（copied from 石墨文档）\n", ""),
    ("Threema 对话 ·\n", ""), ("UpNote 笔记 — {d}\n", ""), ("", "\n\n——sent from realme phone"), ("Todoist 任务评论:\n", ""),
    ("Craft 文档 · 家务\n", ""), ("Superlist 清单备注:\n", ""),
]


def envelope(rng, lang):
    pool = {"en": ENV_EN, "zh": ENV_ZH, "mixed": ENV_MIXED}[lang]
    pre, post = rng.choice(pool)
    d = FILL["date_iso"](rng)
    return pre.replace("{d}", d), post.replace("{d}", d)


def selftest():
    import random
    rng = random.Random("fill26")
    n = 0
    for _ in range(20):
        t = FILL["s10"](rng, "IS")
        assert S.s10_check(t[2:10]) == int(t[10]); n += 1
        i = FILL["isbn13p"](rng)
        assert S.isbn13_check(i[:12]) == int(i[12]); n += 1
        assert not S.words_valid(FILL["badmn"](rng).split()); n += 1
        assert not S.words_valid(list(FILL["badmz"](rng)), "zh_s"); n += 1
    for name in FILL:
        if name in ("int", "dec", "thou", "sri", "s10", "badmn", "badmnlist", "badmz", "mnwords", "mzwords"):
            continue
        FILL[name](rng); n += 1
    return n
