"""Fillers and benign look-alike values for secrets_corpus27.

Every filler takes (rng, *args) and returns a string, or a tuple whose fields a template reads
with `⟪name#k.i⟫`.  Look-alikes carry their own check digits where the format has one (ISBN,
S10, IBAN, IMEI) and public key material comes from real keys.
"""
import base64
import datetime
import hashlib
import json
import string
import uuid as _uuid

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519, x25519

import struct27 as S
from values27 import rs, rbytes, HEX, ALNUM, UPPER_ALNUM, LOWER_ALNUM, B64, B64URL, EN_FIRST, SURN, DOMAINS, SSIDS, _digits

F = {}


def filler(name):
    def deco(fn):
        F[name] = fn
        return fn
    return deco


# ---------------------------------------------------------------------------
# people, places, times
# ---------------------------------------------------------------------------
ZH_SURN = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
ZH_GIVEN = ["建国", "秀英", "桂芳", "志强", "丽华", "海燕", "晓明", "建华", "玉兰", "春梅", "国庆", "子涵", "浩然", "欣怡", "梓萱",
            "宇轩", "雨桐", "俊杰", "婷婷", "磊", "静", "伟", "敏", "勇", "芳", "洋", "军", "杰", "娟", "涛"]
ZH_CITIES = ["北京", "上海", "广州", "深圳", "成都", "杭州", "武汉", "西安", "南京", "重庆", "天津", "苏州", "长沙", "郑州", "青岛",
             "沈阳", "大连", "厦门", "昆明", "福州", "合肥", "济南", "哈尔滨", "南宁", "贵阳", "石家庄", "太原", "兰州", "温州", "泉州"]
CITIES = ["Lyon", "Seville", "Turin", "Zurich", "Uppsala", "Tampere", "Aarhus", "Gdansk", "Brno", "Debrecen", "Tartu",
          "Osaka", "Da Nang", "Puebla", "Porto Alegre", "Mendoza", "Valparaiso", "Medellin", "Cusco", "Marrakesh", "Lagos",
          "Addis Ababa", "Dakar", "Almaty", "Izmir", "Haifa", "Lahore", "Glasgow", "Swansea", "Duluth", "Tucson", "Savannah"]
ZH_ABROAD = ["米兰", "普拉托", "马德里", "巴黎", "里昂", "苏黎世", "斯德哥尔摩", "赫尔辛基", "哥本哈根", "华沙", "布拉格", "布达佩斯",
             "东京", "大阪", "新加坡", "胡志明市", "墨西哥城", "圣保罗", "布宜诺斯艾利斯", "利马", "圣地亚哥", "卡萨布兰卡", "拉各斯",
             "亚的斯亚贝巴", "阿拉木图", "伊斯坦布尔", "特拉维夫", "格拉斯哥", "西雅图", "休斯敦"]


@filler("name")
def _(rng):
    return rng.choice(EN_FIRST).capitalize()


@filler("fullname")
def _(rng):
    return rng.choice(EN_FIRST).capitalize() + " " + rng.choice(SURN).capitalize()


@filler("zname")
def _(rng):
    return rng.choice(ZH_SURN) + rng.choice(ZH_GIVEN)


@filler("zsurn")
def _(rng):
    return rng.choice(ZH_SURN)


@filler("city")
def _(rng):
    return rng.choice(CITIES)


@filler("zcity")
def _(rng):
    return rng.choice(ZH_CITIES)


@filler("zabroad")
def _(rng):
    return rng.choice(ZH_ABROAD)


@filler("email")
def _(rng):
    return rng.choice(EN_FIRST) + "." + rng.choice(SURN) + "@" + rng.choice(DOMAINS)


@filler("ssid")
def _(rng):
    return rng.choice(SSIDS)


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZWDAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]


def _day(rng):
    return datetime.date(2026, 1, 1) + datetime.timedelta(days=rng.randint(0, 330))


@filler("date")
def _(rng):
    d = _day(rng)
    return "%d %s" % (d.day, MONTHS[d.month - 1])


@filler("usdate")
def _(rng):
    d = _day(rng)
    return "%s %d" % (MONTHS[d.month - 1], d.day)


@filler("isodate")
def _(rng):
    return _day(rng).isoformat()


@filler("dmy")
def _(rng):
    d = _day(rng)
    return "%02d/%02d/%d" % (d.day, d.month, d.year)


@filler("zdate")
def _(rng):
    d = _day(rng)
    return "%d月%d日" % (d.month, d.day)


@filler("weekday")
def _(rng):
    return rng.choice(WDAYS)


@filler("zweekday")
def _(rng):
    return rng.choice(ZWDAYS)


@filler("clock")
def _(rng):
    """eight increasing HH:MM times"""
    t = rng.randint(7 * 60, 20 * 60)
    out = []
    for _ in range(8):
        out.append("%02d:%02d" % (t // 60 % 24, t % 60))
        t += rng.randint(0, 6)
    return tuple(out)


@filler("clock12")
def _(rng):
    t = rng.randint(7 * 60, 21 * 60)
    out = []
    for _ in range(8):
        h, m = t // 60 % 24, t % 60
        out.append("%d:%02d %s" % ((h - 1) % 12 + 1, m, "AM" if h < 12 else "PM"))
        t += rng.randint(0, 5)
    return tuple(out)


@filler("stamp")
def _(rng):
    """eight increasing 'YYYY-MM-DD HH:MM:SS' on the same day"""
    d = _day(rng)
    t = rng.randint(7 * 3600, 21 * 3600)
    out = []
    for _ in range(8):
        out.append("%s %02d:%02d:%02d" % (d.isoformat(), t // 3600, t // 60 % 60, t % 60))
        t += rng.randint(5, 400)
    return tuple(out)


@filler("wastamp")
def _(rng):
    """WhatsApp export stamps: 14/03/2026, 09:41"""
    d = _day(rng)
    t = rng.randint(7 * 60, 21 * 60)
    out = []
    for _ in range(8):
        out.append("%02d/%02d/%d, %02d:%02d" % (d.day, d.month, d.year, t // 60, t % 60))
        t += rng.randint(0, 4)
    return tuple(out)


@filler("tx")
def _(rng):
    """increasing transcript offsets 00:01:23"""
    t = rng.randint(5, 400)
    out = []
    for _ in range(8):
        out.append("%02d:%02d:%02d" % (t // 3600, t // 60 % 60, t % 60))
        t += rng.randint(3, 40)
    return tuple(out)


@filler("hm")
def _(rng):
    return "%02d:%02d" % (rng.randint(6, 22), rng.choice(range(0, 60, 5)))


@filler("rfcdate")
def _(rng):
    d = _day(rng)
    return "%s, %d %s %d %02d:%02d:%02d +0000" % (WDAYS[d.weekday()][:3], d.day, MONTHS[d.month - 1][:3], d.year,
                                                  rng.randint(6, 22), rng.randint(0, 59), rng.randint(0, 59))


# ---------------------------------------------------------------------------
# money, phones, numbers
# ---------------------------------------------------------------------------
@filler("amount")
def _(rng):
    cur = rng.choice(["€", "$", "£", "CHF ", "zł ", "kr ", "R$ ", "MX$", "₺", "₦"])
    v = rng.choice([rng.randint(3, 99) + rng.choice([0, 0.5, 0.99, 0.25]), rng.randint(100, 4999) + rng.choice([0, 0.9, 0.5])])
    s = ("%.2f" % v)
    if v >= 1000:
        s = "{:,.2f}".format(v)
    return cur + s


@filler("zamount")
def _(rng):
    v = rng.choice([rng.randint(3, 300), rng.randint(300, 20000)]) + rng.choice([0, 0.5, 0.8, 0.99])
    return "%.2f" % v


PHONES = [
    lambda r: "+44 7%03d %06d" % (r.randint(100, 999), r.randint(0, 999999)),
    lambda r: "+1 (%03d) %03d-%04d" % (r.randint(201, 989), r.randint(200, 999), r.randint(0, 9999)),
    lambda r: "+33 6 %02d %02d %02d %02d" % tuple(r.randint(0, 99) for _ in range(4)),
    lambda r: "+34 6%02d %03d %03d" % (r.randint(0, 99), r.randint(0, 999), r.randint(0, 999)),
    lambda r: "+39 3%02d %03d %04d" % (r.randint(20, 99), r.randint(0, 999), r.randint(0, 9999)),
    lambda r: "+41 79 %03d %02d %02d" % (r.randint(0, 999), r.randint(0, 99), r.randint(0, 99)),
    lambda r: "+46 70 %03d %02d %02d" % (r.randint(0, 999), r.randint(0, 99), r.randint(0, 99)),
    lambda r: "+48 %03d %03d %03d" % (r.randint(500, 899), r.randint(0, 999), r.randint(0, 999)),
    lambda r: "+81 90-%04d-%04d" % (r.randint(0, 9999), r.randint(0, 9999)),
    lambda r: "+65 %04d %04d" % (r.randint(8000, 9899), r.randint(0, 9999)),
    lambda r: "+84 9%d %03d %04d" % (r.randint(0, 9), r.randint(0, 999), r.randint(0, 9999)),
    lambda r: "+52 55 %04d %04d" % (r.randint(0, 9999), r.randint(0, 9999)),
    lambda r: "+55 11 9%04d-%04d" % (r.randint(0, 9999), r.randint(0, 9999)),
    lambda r: "+54 9 11 %04d-%04d" % (r.randint(0, 9999), r.randint(0, 9999)),
    lambda r: "+212 6%02d-%06d" % (r.randint(0, 99), r.randint(0, 999999)),
    lambda r: "+234 80%d %03d %04d" % (r.randint(0, 9), r.randint(0, 999), r.randint(0, 9999)),
    lambda r: "+251 91 %03d %04d" % (r.randint(0, 999), r.randint(0, 9999)),
    lambda r: "+7 701 %03d %02d %02d" % (r.randint(0, 999), r.randint(0, 99), r.randint(0, 99)),
    lambda r: "+90 5%02d %03d %02d %02d" % (r.randint(30, 59), r.randint(0, 999), r.randint(0, 99), r.randint(0, 99)),
    lambda r: "+972 5%d-%03d-%04d" % (r.randint(0, 8), r.randint(0, 999), r.randint(0, 9999)),
    lambda r: "+92 3%02d %07d" % (r.randint(0, 49), r.randint(0, 9999999)),
    lambda r: "+420 6%02d %03d %03d" % (r.randint(0, 99), r.randint(0, 999), r.randint(0, 999)),
    lambda r: "+36 30 %03d %04d" % (r.randint(0, 999), r.randint(0, 9999)),
    lambda r: "+358 40 %03d %04d" % (r.randint(0, 999), r.randint(0, 9999)),
]


@filler("phone")
def _(rng):
    return rng.choice(PHONES)(rng)


@filler("zphone")
def _(rng):
    p = "1" + rng.choice(["38", "39", "36", "86", "58", "59", "77", "88", "50", "35", "37", "89", "87", "52"]) + "".join(rng.choice("0123456789") for _ in range(8))
    return rng.choice([p, p[:3] + " " + p[3:7] + " " + p[7:], p[:3] + "-" + p[3:7] + "-" + p[7:]])


@filler("zland")
def _(rng):
    return rng.choice(["010", "021", "020", "0755", "028", "0571", "027", "029", "025", "023"]) + "-" + "".join(rng.choice("0123456789") for _ in range(8))


@filler("z400")
def _(rng):
    return "400-%03d-%04d" % (rng.randint(100, 999), rng.randint(0, 9999))


@filler("int")
def _(rng, a="1", b="100"):
    return str(rng.randint(int(a), int(b)))


@filler("digits")
def _(rng, n="6"):
    return _digits(rng, int(n), False)


@filler("imei")
def _(rng):
    body = rng.choice(["35", "86", "01", "99"]) + "".join(rng.choice("0123456789") for _ in range(12))
    return S.luhn_complete(body)


@filler("unixts")
def _(rng):
    return str(rng.randint(1767225600, 1796083200))


@filler("unixms")
def _(rng):
    return str(rng.randint(1767225600, 1796083200) * 1000 + rng.randint(0, 999))


# ---------------------------------------------------------------------------
# network
# ---------------------------------------------------------------------------
@filler("ip")
def _(rng):
    return rng.choice(["192.168.%d.%d" % (rng.randint(0, 9), rng.randint(2, 254)), "10.%d.%d.%d" % (rng.randint(0, 40), rng.randint(0, 255), rng.randint(2, 254)),
                       "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(2, 254))])


@filler("pubip")
def _(rng):
    return "%d.%d.%d.%d" % (rng.choice([81, 86, 91, 145, 178, 185, 203, 212, 31, 62]), rng.randint(0, 255), rng.randint(0, 255), rng.randint(2, 254))


@filler("ipv6")
def _(rng):
    return "2001:db8:%x:%x::%x" % (rng.randint(0, 0xffff), rng.randint(0, 0xffff), rng.randint(1, 0xffff))


@filler("ipv6g")
def _(rng):
    return rng.choice(["2a02:%x:%x:%x::%x", "2001:%x:%x:%x::%x", "2408:%x:%x:%x::%x"]) % tuple(rng.randint(1, 0xffff) for _ in range(4))


@filler("mac")
def _(rng):
    sep = rng.choice([":", "-"])
    return sep.join("%02X" % rng.randint(0, 255) for _ in range(6))


@filler("macl")
def _(rng):
    return ":".join("%02x" % rng.randint(0, 255) for _ in range(6))


@filler("cidr")
def _(rng):
    return "10.%d.%d.0/%d" % (rng.randint(0, 40), rng.randint(0, 255), rng.choice([22, 23, 24]))


@filler("port")
def _(rng):
    return str(rng.choice([22, 80, 443, 1883, 3000, 5432, 8080, 8443, 8123, 9000, 51820, 2222]))


@filler("asn")
def _(rng):
    return "AS%d" % rng.randint(1000, 213000)


@filler("host")
def _(rng):
    return rng.choice(["nas.home.arpa", "printer-2f.lan", "pi-hole.local", "router.lan", "ha.local", "fileserver.office",
                       "gitea.lan", "vpn.locksmith-co.uk", "mail.marina.fr", "pbx.helpdesk.lan", "cam-03.lan"])


# ---------------------------------------------------------------------------
# versions, ids, hashes
# ---------------------------------------------------------------------------
@filler("semver")
def _(rng):
    v = "%d.%d.%d" % (rng.randint(0, 12), rng.randint(0, 40), rng.randint(0, 30))
    return v + rng.choice(["", "", "", "-rc.%d" % rng.randint(1, 4), "-beta.%d" % rng.randint(1, 9), "+build.%d" % rng.randint(100, 9999)])


@filler("ver4")
def _(rng):
    return "%d.%d.%d.%d" % (rng.randint(1, 130), rng.randint(0, 9), rng.randint(1000, 7000), rng.randint(1, 250))


@filler("iosver")
def _(rng):
    return "%d.%d.%d (%d%s%d)" % (rng.randint(16, 19), rng.randint(0, 6), rng.randint(1, 3), rng.randint(21, 23), rng.choice("ABCDEFGH"), rng.randint(10, 999))


@filler("kernel")
def _(rng):
    return "%d.%d.%d-%d-generic" % (rng.choice([5, 6]), rng.randint(1, 15), rng.randint(0, 60), rng.randint(10, 60))


@filler("fwver")
def _(rng):
    return "V%d.%d.%d.%d_%d%02d%02d" % (rng.randint(1, 3), rng.randint(0, 9), rng.randint(0, 9), rng.randint(1, 30), 2026, rng.randint(1, 11), rng.randint(1, 28))


@filler("uuid")
def _(rng):
    return str(_uuid.UUID(bytes=rbytes(rng, 16), version=4))


@filler("UUID")
def _(rng):
    return str(_uuid.UUID(bytes=rbytes(rng, 16), version=4)).upper()


@filler("uuid1")
def _(rng):
    return str(_uuid.UUID(fields=(rng.getrandbits(32), rng.getrandbits(16), (rng.getrandbits(12) | 0x1000), 0x80 | rng.getrandbits(6), rng.getrandbits(8), rng.getrandbits(48))))


@filler("uuid7")
def _(rng):
    ms = rng.randint(1767225600, 1796083200) * 1000
    b = ms.to_bytes(6, "big") + rbytes(rng, 10)
    b = b[:6] + bytes([0x70 | (b[6] & 0x0f)]) + b[7:8] + bytes([0x80 | (b[8] & 0x3f)]) + b[9:]
    return str(_uuid.UUID(bytes=b))


@filler("guid")
def _(rng):
    return "{" + str(_uuid.UUID(bytes=rbytes(rng, 16), version=4)).upper() + "}"


@filler("sha256")
def _(rng):
    return rs(rng, HEX, 64)


@filler("sha1")
def _(rng):
    return rs(rng, HEX, 40)


@filler("md5")
def _(rng):
    return rs(rng, HEX, 32)


@filler("MD5")
def _(rng):
    return rs(rng, HEX.upper(), 32)


@filler("SHA256")
def _(rng):
    return rs(rng, HEX.upper(), 64)


@filler("sha512")
def _(rng):
    return rs(rng, HEX, 128)


@filler("blake2")
def _(rng):
    return rs(rng, HEX, 128)


@filler("crc32")
def _(rng):
    return rs(rng, HEX.upper(), 8)


@filler("sri")
def _(rng, alg="sha384"):
    n = {"sha256": 32, "sha384": 48, "sha512": 64}[alg]
    return alg + "-" + base64.b64encode(rbytes(rng, n)).decode()


@filler("b64sha256")
def _(rng):
    return base64.b64encode(rbytes(rng, 32)).decode()


@filler("gitsha")
def _(rng):
    return rs(rng, HEX, 40)


@filler("gitshort")
def _(rng):
    return rs(rng, HEX, 7)


@filler("gitlog")
def _(rng, n="4"):
    msgs = ["fix: handle empty cart on checkout", "chore(deps): bump axios from 1.6.8 to 1.7.2", "docs: update README install steps",
            "feat: add booking reminder emails", "refactor: split invoice module", "test: cover refund edge cases", "ci: cache pip downloads",
            "fix(i18n): 修复繁体字显示", "Merge pull request #%d from %s/%s" % (rng.randint(40, 900), rng.choice(EN_FIRST), rng.choice(["hotfix", "dark-mode", "gdpr"])),
            "build: pin node to 20.x", "perf: lazy-load gallery images", "revert: \"feat: new pricing page\"", "style: run prettier",
            "fix: correct VAT rounding", "feat(api): paginate /members"]
    rng.shuffle(msgs)
    return "\n".join("%s %s" % (rs(rng, HEX, 7), msgs[i]) for i in range(int(n)))


@filler("isbn13")
def _(rng):
    body = rng.choice(["978", "979"]) + "".join(rng.choice("0123456789") for _ in range(9))
    d = body + S.isbn13_check(body)
    g = rng.choice(["plain", "dash"])
    if g == "plain":
        return d
    return "%s-%s-%s-%s-%s" % (d[:3], d[3], d[4:8], d[8:12], d[12])


@filler("isbn13z")
def _(rng):
    body = "9787" + "".join(rng.choice("0123456789") for _ in range(8))
    d = body + S.isbn13_check(body)
    return "%s-%s-%s-%s-%s" % (d[:3], d[3], d[4:7], d[7:12], d[12])


@filler("isbn10")
def _(rng):
    body = rng.choice(["0", "1", "3", "2", "84", "88"]) + "".join(rng.choice("0123456789") for _ in range(9))
    body = body[:9]
    d = body + S.isbn10_check(body)
    return "%s-%s-%s-%s" % (d[0], d[1:4], d[4:9], d[9])


@filler("s10")
def _(rng):
    d8 = "".join(rng.choice("0123456789") for _ in range(8))
    return rng.choice(["RR", "RX", "LX", "CP", "EE", "UA", "RB", "LY"]) + d8 + S.s10_check(d8) + rng.choice(["GB", "FR", "ES", "IT", "CH", "SE", "PL", "CZ", "JP", "SG", "MX", "BR", "TR", "CN"])


@filler("ups")
def _(rng):
    return "1Z" + rs(rng, UPPER_ALNUM, 6) + rs(rng, "0123456789", 10)


@filler("usps")
def _(rng):
    return "9400 1" + " ".join(["".join(rng.choice("0123456789") for _ in range(3))] + ["".join(rng.choice("0123456789") for _ in range(4)) for _ in range(4)] + ["".join(rng.choice("0123456789") for _ in range(2))])


@filler("dhl")
def _(rng):
    return "".join(rng.choice("0123456789") for _ in range(10))


@filler("sf")
def _(rng):
    return "SF" + "".join(rng.choice("0123456789") for _ in range(13))


@filler("jdtrack")
def _(rng):
    return "JDX" + "".join(rng.choice("0123456789") for _ in range(12))


@filler("zto")
def _(rng):
    return rng.choice(["7", "3", "4"]) + "".join(rng.choice("0123456789") for _ in range(rng.choice([11, 13, 14])))


@filler("amzorder")
def _(rng):
    return "%03d-%07d-%07d" % (rng.choice([114, 112, 111, 302, 305, 403, 28]), rng.randint(0, 9999999), rng.randint(0, 9999999))


@filler("order")
def _(rng):
    return rng.choice(["#%d" % rng.randint(1000, 99999), "ORD-%d-%05d" % (2026, rng.randint(0, 99999)),
                       "%s%d" % (rng.choice(["W", "SO", "INV-", "BK-"]), rng.randint(100000, 9999999))])


@filler("zorder")
def _(rng):
    return "".join(rng.choice("0123456789") for _ in range(rng.choice([16, 18, 19])))


# ---------------------------------------------------------------------------
# postcodes
# ---------------------------------------------------------------------------
IN_PIN = [("Bengaluru", "5600", "Karnataka"), ("Mumbai", "4000", "Maharashtra"), ("Chennai", "6000", "Tamil Nadu"),
          ("Kolkata", "7000", "West Bengal"), ("Hyderabad", "5000", "Telangana"), ("Pune", "4110", "Maharashtra"),
          ("Jaipur", "3020", "Rajasthan"), ("Lucknow", "2260", "Uttar Pradesh"), ("Kochi", "6820", "Kerala"),
          ("Ahmedabad", "3800", "Gujarat"), ("Bhopal", "4620", "Madhya Pradesh"), ("Guwahati", "7810", "Assam"),
          ("Chandigarh", "1600", "Chandigarh"), ("Indore", "4520", "Madhya Pradesh"), ("Mysuru", "5700", "Karnataka")]


@filler("pcin")
def _(rng):
    c, pre, st = rng.choice(IN_PIN)
    return (c, pre + "%02d" % rng.randint(1, 99), st)


CN_PC = [("北京", "100"), ("上海", "200"), ("广州", "510"), ("深圳", "518"), ("成都", "610"), ("杭州", "310"), ("武汉", "430"),
         ("西安", "710"), ("南京", "210"), ("重庆", "400"), ("长沙", "410"), ("郑州", "450"), ("昆明", "650"), ("乌鲁木齐", "830"),
         ("拉萨", "850"), ("哈尔滨", "150"), ("沈阳", "110"), ("厦门", "361"), ("青岛", "266"), ("兰州", "730")]


@filler("pccn")
def _(rng):
    c, pre = rng.choice(CN_PC)
    return (c, pre + "%03d" % rng.choice([0, 0, 10, 20, 31, 41, 52, 61, 72, 80, 91]))


@filler("pcurumqi")
def _(rng):
    return "8300" + "%02d" % rng.choice([0, 1, 2, 11, 13, 17, 26, 49, 54, 63, 71, 91])


def _uk(rng):
    area = rng.choice(["SW1A", "EH1", "G12", "CF10", "M4", "BS8", "LS6", "OX2", "CB2", "N16", "E8", "AB10", "BT9", "NE1", "YO1"])
    return area + " " + str(rng.randint(0, 9)) + rs(rng, "ABDEFGHJLNPQRSTUWXYZ", 2)


PCS = {
    "uk": _uk,
    "us": lambda r: "857%02d" % r.randint(1, 56) + r.choice(["", "-%04d" % r.randint(1, 9999)]),
    "fr": lambda r: r.choice(["75011", "69002", "13001", "31000", "33000", "44000", "67000", "06000", "59000"]),
    "es": lambda r: "%02d%03d" % (r.choice([28, 8, 41, 46, 29, 48]), r.randint(1, 80)),
    "it": lambda r: r.choice(["20121", "00184", "10123", "50122", "59100", "80133", "40126"]),
    "ch": lambda r: str(r.choice([8001, 8004, 3011, 1201, 4051, 6003, 9000])),
    "se": lambda r: "%03d %02d" % (r.choice([114, 211, 413, 753, 116, 582]), r.randint(10, 99)),
    "pl": lambda r: "%02d-%03d" % (r.choice([0, 30, 50, 80, 60, 90]), r.randint(1, 999)),
    "cz": lambda r: "%03d %02d" % (r.choice([110, 120, 602, 301, 400]), r.randint(0, 99)),
    "jp": lambda r: "〒%03d-%04d" % (r.choice([150, 160, 530, 600, 810, 60]), r.randint(1, 9999)),
    "br": lambda r: "%05d-%03d" % (r.choice([1310, 20040, 30130, 40010, 90010, 80010]), r.randint(0, 999)),
    "mx": lambda r: "C.P. %05d" % r.choice([6600, 6700, 44100, 64000, 72000, 11560]),
    "ar": lambda r: "C%d%s" % (r.randint(1000, 1440), rs(r, "ABCDEFGHJ", 3)),
    "cl": lambda r: "%07d" % r.choice([8320000, 7500000, 2340000, 4030000]),
    "sg": lambda r: "%06d" % r.choice([238823, 179103, 469001, 529510, 608526, 159920, 307506]),
    "vn": lambda r: "%06d" % r.choice([100000, 700000, 550000, 650000, 880000]),
    "kz": lambda r: "%06d" % r.choice([50000, 10000, 100000, 160000]),
    "il": lambda r: "%07d" % r.choice([6100000, 3508510, 9414201, 8410501]),
    "hu": lambda r: str(r.choice([1051, 1117, 4024, 6720, 7621])),
    "fi": lambda r: "%05d" % r.choice([100, 33100, 90100, 20100]),
    "dk": lambda r: str(r.choice([1050, 8000, 5000, 2100, 9000])),
    "tr": lambda r: "%05d" % r.choice([34433, 35220, 6420, 7100]),
    "ma": lambda r: "%05d" % r.choice([40000, 20250, 10090, 30000]),
    "ng": lambda r: "%06d" % r.choice([100001, 900211, 500272, 101233]),
    "et": lambda r: "%04d" % r.choice([1000, 1110, 3200]),
}
PC_COUNTRY = {"uk": "United Kingdom", "us": "USA", "fr": "France", "es": "Spain", "it": "Italy", "ch": "Switzerland",
              "se": "Sweden", "pl": "Poland", "cz": "Czechia", "jp": "Japan", "br": "Brazil", "mx": "Mexico",
              "ar": "Argentina", "cl": "Chile", "sg": "Singapore", "vn": "Vietnam", "kz": "Kazakhstan", "il": "Israel",
              "hu": "Hungary", "fi": "Finland", "dk": "Denmark", "tr": "Turkey", "ma": "Morocco", "ng": "Nigeria", "et": "Ethiopia"}
PC_CITY = {"uk": "Edinburgh", "us": "Tucson, AZ", "fr": "Paris", "es": "Madrid", "it": "Milano", "ch": "Zürich", "se": "Stockholm",
           "pl": "Warszawa", "cz": "Praha", "jp": "Tokyo", "br": "São Paulo", "mx": "Ciudad de México", "ar": "Buenos Aires",
           "cl": "Santiago", "sg": "Singapore", "vn": "Hà Nội", "kz": "Almaty", "il": "Tel Aviv", "hu": "Budapest", "fi": "Helsinki",
           "dk": "København", "tr": "İzmir", "ma": "Marrakech", "ng": "Lagos", "et": "Addis Ababa"}


@filler("pc")
def _(rng, cc="any"):
    cc = cc if cc != "any" else rng.choice(sorted(PCS))
    return (PCS[cc](rng), PC_COUNTRY[cc], PC_CITY[cc])


@filler("pcsix")
def _(rng):
    """six-digit postcodes that look like OTPs (Singapore, Vietnam, Kazakhstan, Nigeria)"""
    cc = rng.choice(["sg", "vn", "kz", "ng"])
    return (PCS[cc](rng), PC_COUNTRY[cc], PC_CITY[cc])


# ---------------------------------------------------------------------------
# colours
# ---------------------------------------------------------------------------
@filler("colour")
def _(rng):
    return "#" + rs(rng, HEX, 6)


@filler("COLOUR")
def _(rng):
    return "#" + rs(rng, HEX.upper(), 6)


@filler("colour3")
def _(rng):
    return "#" + rs(rng, HEX, 3)


@filler("colour8")
def _(rng):
    return "#" + rs(rng, HEX, 8)


@filler("argb")
def _(rng):
    return "0xFF" + rs(rng, HEX.upper(), 6)


@filler("rgb")
def _(rng):
    return "rgb(%d, %d, %d)" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255))


# ---------------------------------------------------------------------------
# public identifiers and public key material
# ---------------------------------------------------------------------------
@filler("ga4")
def _(rng):
    return "G-" + rs(rng, UPPER_ALNUM, 10)


@filler("gtm")
def _(rng):
    return "GTM-" + rs(rng, UPPER_ALNUM, 7)


@filler("pklive")
def _(rng):
    return "pk_live_51" + rs(rng, ALNUM, 97)


@filler("oauthid")
def _(rng):
    return "%d-%s.apps.googleusercontent.com" % (rng.randint(10 ** 11, 10 ** 12 - 1), rs(rng, LOWER_ALNUM, 32))


@filler("wxappid")
def _(rng):
    return "wx" + rs(rng, HEX, 16)


@filler("fbappid")
def _(rng):
    return str(rng.randint(10 ** 14, 10 ** 16 - 1))


@filler("awsacct")
def _(rng):
    return "%012d" % rng.randint(10 ** 11, 10 ** 12 - 1)


@filler("appleteam")
def _(rng):
    return rs(rng, UPPER_ALNUM, 10)


@filler("bundleid")
def _(rng):
    return "com.%s.%s" % (rng.choice(["locksmithco", "marinaapp", "bakehouse", "tidyhelp", "poolclub"]), rng.choice(["ios", "app", "booking"]))


@filler("mapboxpk")
def _(rng):
    return "pk.eyJ1Ijoi" + rs(rng, B64URL, 30) + "." + rs(rng, B64URL, 22)


@filler("sentrydsn")
def _(rng):
    return "https://%s@o%d.ingest.sentry.io/%d" % (rs(rng, HEX, 32), rng.randint(100000, 999999), rng.randint(1000000, 9999999))


@filler("recaptcha")
def _(rng):
    return "6L" + rs(rng, B64URL, 38)


@filler("ytchannel")
def _(rng):
    return "UC" + rs(rng, B64URL, 22)


@filler("discordid")
def _(rng):
    return str(rng.randint(10 ** 17, 10 ** 18))


@filler("orcid")
def _(rng):
    d = "".join(rng.choice("0123456789") for _ in range(15))
    total = 0
    for c in d:
        total = (total + int(c)) * 2
    chk = (12 - total % 11) % 11
    d = d + ("X" if chk == 10 else str(chk))
    return "-".join(d[i:i + 4] for i in range(0, 16, 4))


IBAN_BBAN = {
    "FR": lambda r: "%05d%05d%011d%02d" % (r.randint(10000, 30000), r.randint(0, 99999), r.randint(0, 10 ** 11 - 1), r.randint(0, 97)),
    "ES": lambda r: "%020d" % r.randint(0, 10 ** 20 - 1),
    "IT": lambda r: r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") + "%010d" % r.randint(0, 10 ** 10 - 1) + "%012d" % r.randint(0, 10 ** 12 - 1),
    "CH": lambda r: "%05d%012d" % (r.randint(0, 99999), r.randint(0, 10 ** 12 - 1)),
    "SE": lambda r: "%020d" % r.randint(0, 10 ** 20 - 1),
    "PL": lambda r: "%024d" % r.randint(0, 10 ** 24 - 1),
    "CZ": lambda r: "%020d" % r.randint(0, 10 ** 20 - 1),
    "HU": lambda r: "%024d" % r.randint(0, 10 ** 24 - 1),
    "FI": lambda r: "%014d" % r.randint(0, 10 ** 14 - 1),
    "DK": lambda r: "%014d" % r.randint(0, 10 ** 14 - 1),
    "GB": lambda r: rs(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 4) + "%014d" % r.randint(0, 10 ** 14 - 1),
    "TR": lambda r: "%022d" % r.randint(0, 10 ** 22 - 1),
}


@filler("iban")
def _(rng, cc="any"):
    cc = cc if cc != "any" else rng.choice(sorted(IBAN_BBAN))
    ib = S.iban_make(cc, IBAN_BBAN[cc](rng))
    return " ".join(ib[i:i + 4] for i in range(0, len(ib), 4))


_PUBCACHE = {}


@filler("sshpub")
def _(rng):
    k = ed25519.Ed25519PrivateKey.from_private_bytes(rbytes(rng, 32))
    pub = k.public_key().public_bytes(serialization.Encoding.OpenSSH, serialization.PublicFormat.OpenSSH).decode()
    return pub + " " + rng.choice(EN_FIRST) + "@" + rng.choice(["laptop", "macbook", "nas", "pi4", "helpdesk", "work"])


@filler("sshpubecdsa")
def _(rng):
    k = ec.derive_private_key(rng.getrandbits(250) + 1, ec.SECP256R1())
    return k.public_key().public_bytes(serialization.Encoding.OpenSSH, serialization.PublicFormat.OpenSSH).decode()


@filler("pempub")
def _(rng):
    k = ec.derive_private_key(rng.getrandbits(250) + 1, ec.SECP256R1())
    return k.public_key().public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo).decode().strip()


@filler("pempubed")
def _(rng):
    k = ed25519.Ed25519PrivateKey.from_private_bytes(rbytes(rng, 32))
    return k.public_key().public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo).decode().strip()


@filler("cert")
def _(rng):
    from cryptography import x509
    from cryptography.x509.oid import NameOID
    from cryptography.hazmat.primitives import hashes
    k = ec.derive_private_key(rng.getrandbits(250) + 1, ec.SECP256R1())
    cn = rng.choice(["nas.home.arpa", "helpdesk.lawfirm.local", "pos.bakehouse.lan", "cams.marina.lan"])
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, cn)])
    nb = datetime.datetime(2026, rng.randint(1, 10), rng.randint(1, 28), tzinfo=datetime.timezone.utc)
    ca = ed25519.Ed25519PrivateKey.from_private_bytes(rbytes(rng, 32))
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(k.public_key())
            .serial_number(rng.getrandbits(64) + 1).not_valid_before(nb).not_valid_after(nb + datetime.timedelta(days=397))
            .sign(ca, None))
    return cert.public_bytes(serialization.Encoding.PEM).decode().strip()


@filler("ethaddr")
def _(rng):
    return S.eip55(rbytes(rng, 20))


@filler("btcaddr")
def _(rng):
    return S.segwit_addr("bc", 0, rbytes(rng, 20))


@filler("btcp2pkh")
def _(rng):
    return S.b58check_encode(b"\0" + rbytes(rng, 20))


@filler("soladdr")
def _(rng):
    k = ed25519.Ed25519PrivateKey.from_private_bytes(rbytes(rng, 32))
    return S.b58encode(k.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw))


@filler("npub")
def _(rng):
    return S.bech32_encode("npub", S.convertbits(rbytes(rng, 32), 8, 5))


@filler("xpub")
def _(rng):
    k = rng.getrandbits(250) + 1
    return S.xpub(rbytes(rng, 32), k, depth=3, fpr=rbytes(rng, 4), child=0x80000000)


@filler("agepub")
def _(rng):
    k = x25519.X25519PrivateKey.from_private_bytes(rbytes(rng, 32))
    pub = k.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    return S.bech32_encode("age", S.convertbits(pub, 8, 5))


@filler("wgpub")
def _(rng):
    k = x25519.X25519PrivateKey.from_private_bytes(rbytes(rng, 32))
    return base64.b64encode(k.public_key().public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)).decode()


@filler("pgpfpr")
def _(rng):
    h = rs(rng, HEX.upper(), 40)
    return " ".join(h[i:i + 4] for i in range(0, 20, 4)) + "  " + " ".join(h[i:i + 4] for i in range(20, 40, 4))


# ---------------------------------------------------------------------------
# images
# ---------------------------------------------------------------------------
def _png(rng):
    w, h = rng.choice([(1, 1), (2, 2), (3, 1), (4, 4), (2, 3), (8, 1)])
    base = (rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255))
    pix = [base if rng.random() < 0.7 else (rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255)) for _ in range(w * h)]
    return S.png(w, h, pix)


@filler("datapng")
def _(rng):
    return "data:image/png;base64," + base64.b64encode(_png(rng)).decode()


@filler("rawpng")
def _(rng):
    return base64.b64encode(_png(rng)).decode()


@filler("datagif")
def _(rng):
    return "data:image/gif;base64," + base64.b64encode(S.gif1(rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255))).decode()


@filler("datasvg")
def _(rng):
    svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="%d" fill="#%s"/></svg>' % (rng.randint(3, 8), rs(rng, HEX, 6))
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()


@filler("mimepng")
def _(rng):
    """a base64 PNG wrapped at 76 columns as in a MIME part (a bigger image)"""
    w, h = rng.choice([(16, 16), (24, 12), (20, 20)])
    pix = [(rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255)) for _ in range(w * h)]
    b = base64.b64encode(S.png(w, h, pix)).decode()
    return "\n".join(b[i:i + 76] for i in range(0, len(b), 76))


# ---------------------------------------------------------------------------
# BIP39 look-alikes
# ---------------------------------------------------------------------------
EASY = """apple banana orange lemon grape melon cherry salad pizza bread butter cheese coffee sugar honey milk
river ocean forest island mountain desert garden flower spring summer autumn winter morning evening
happy funny lucky brave gentle quick simple silent famous dragon tiger lion rabbit monkey horse
castle bridge tunnel rocket planet window pencil paper school uncle family friend music guitar piano
kitchen table chair pillow blanket jacket shoe hat umbrella ticket train bus bicycle""".split()


@filler("bipfail")
def _(rng, n="12"):
    pool = [w for w in EASY if w in S.INDEX["en"]]
    return S.failing_words(rng, int(n), "en", pool)


@filler("bipfail_line")
def _(rng, n="12"):
    return " ".join(F["bipfail"](rng, n))


@filler("bipfail_comma")
def _(rng, n="12"):
    return ", ".join(F["bipfail"](rng, n))


@filler("bipfail_num")
def _(rng, n="12"):
    return "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(F["bipfail"](rng, n)))


@filler("bipfew")
def _(rng, n="6"):
    pool = [w for w in EASY if w in S.INDEX["en"]]
    return ", ".join(rng.sample(pool, int(n)))


ZEASY = [c for c in "的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处府研质"]


@filler("zbipfail")
def _(rng, n="12"):
    pool = [c for c in ZEASY if c in S.INDEX["zhs"]]
    return S.failing_words(rng, int(n), "zhs", pool)


@filler("zbipfail_sp")
def _(rng, n="12"):
    return " ".join(F["zbipfail"](rng, n))


@filler("zbipfail_dun")
def _(rng, n="12"):
    return "、".join(F["zbipfail"](rng, n))


@filler("zbipfew")
def _(rng, n="6"):
    pool = [c for c in ZEASY if c in S.INDEX["zhs"]]
    return " ".join(rng.sample(pool, int(n)))


# ---------------------------------------------------------------------------
# password managers and misc
# ---------------------------------------------------------------------------
@filler("pm")
def _(rng):
    return rng.choice(["1Password", "Bitwarden", "KeePassXC", "Proton Pass", "Apple Passwords", "Google Password Manager",
                       "Dashlane", "LastPass", "Keeper", "NordPass", "Enpass", "RoboForm", "Vaultwarden", "pass (the Unix one)"])


@filler("zpm")
def _(rng):
    return rng.choice(["家庭记账本", "红色笔记本", "手机备忘录加密那一页", "钥匙盒里的卡片", "保险柜里的信封", "爸爸的小本子", "抽屉里的牛皮纸袋"])


@filler("vault")
def _(rng):
    return rng.choice(["Family", "Shop", "Helpdesk", "Shared-IT", "Home", "Marina", "Finance", "Personal"])


@filler("pkg")
def _(rng):
    return rng.choice(["requests", "django", "flask", "numpy", "pandas", "fastapi", "uvicorn", "pydantic", "sqlalchemy", "celery",
                       "react", "vue", "express", "axios", "lodash", "next", "vite", "typescript", "esbuild", "tailwindcss"])


@filler("file")
def _(rng):
    return rng.choice(["ubuntu-24.04.1-live-server-amd64.iso", "VeraCrypt_1.26.15_Setup.exe", "OpenWrt-23.05.4-x86-64.img.gz",
                       "LibreOffice_24.8.2_Win_x86-64.msi", "Firmware_RT-AX58U_3.0.0.4.388.iso", "tailscale_1.76.1_amd64.deb",
                       "backup-2026-06-30.tar.zst", "KeePassXC-2.7.9-Win64.msi", "ha-os-13.2.img.xz", "invoice_0624.pdf"])


ENVLINES = ["PORT=8080", "LOG_LEVEL=info", "TZ=Asia/Shanghai", "NODE_ENV=production", "REDIS_HOST=127.0.0.1",
            "APP_URL=https://booking.example.org", "DB_PORT=5432", "MAIL_FROM=noreply@example.org", "DEBUG=false",
            "WORKERS=4", "CACHE_TTL=300", "UPLOAD_DIR=/data/uploads", "LANG=zh_CN.UTF-8", "QUEUE=default",
            "SENTRY_ENVIRONMENT=production", "FEATURE_NEW_CHECKOUT=1", "S3_REGION=eu-west-1", "TZ=Europe/Madrid"]


@filler("envline")
def _(rng):
    return rng.choice(ENVLINES)


# ---------------------------------------------------------------------------
# placeholders, references and code that reads secrets at run time
# ---------------------------------------------------------------------------
@filler("ph_key")
def _(rng):
    return rng.choice(["sk-xxxxxxxxxxxxxxxxxxxxxxxx", "<YOUR_API_KEY>", "your-api-key-here", "sk-...", "sk-proj-...",
                       "<your-openai-key>", "REPLACE_ME", "xxxxxxxxxxxxxxxx", "<请填写你的密钥>", "sk-ant-api03-...",
                       "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "AIzaSy...", "YOUR_TOKEN_HERE", "changeme"])


@filler("redacted")
def _(rng, kind="any"):
    k = kind if kind != "any" else rng.choice(["pin", "password_nl", "otp", "wifi_password", "security_answer", "card_number", "recovery_codes"])
    return "[REDACTED:%s]" % k


@filler("testcard")
def _(rng):
    return rng.choice(["4242 4242 4242 4242", "4000 0566 5566 5556", "5555 5555 5555 4444", "3782 822463 10005",
                       "6200 0000 0000 0005", "4111 1111 1111 1111", "6011 1111 1111 1117", "3566 0020 2036 0505"])


@filler("smstpl")
def _(rng):
    return rng.choice(["${code}", "{code}", "{{code}}", "%s", "{1}", "${otp}", "#code#", "{{otp}}"])


@filler("envread")
def _(rng):
    v = rng.choice(["DB_PASSWORD", "SMTP_PASS", "API_SECRET", "STRIPE_SECRET_KEY", "REDIS_PASSWORD", "JWT_SECRET", "MAIL_PASSWORD"])
    return rng.choice(['os.environ["%s"]', 'os.getenv("%s")', 'process.env.%s', 'System.getenv("%s")', '${{ secrets.%s }}',
                       'ENV.fetch("%s")', 'env::var("%s")', '$_ENV[\'%s\']', '${%s}', 'Environment.GetEnvironmentVariable("%s")']) % v


@filler("secretref")
def _(rng):
    return rng.choice(["op://Shop/Postgres/password", "op://Family/Router/password", "vault:secret/data/shop#db_pass",
                       "{{resolve:secretsmanager:prod/db:SecretString:password}}",
                       "arn:aws:secretsmanager:eu-west-1:%012d:secret:prod/db-%s" % (rng.randint(10 ** 11, 10 ** 12 - 1), rs(rng, ALNUM, 6)),
                       "projects/%d/secrets/smtp-password/versions/latest" % rng.randint(10 ** 11, 10 ** 12 - 1),
                       "bw://Helpdesk/NAS admin", "keyvault://kv-marina/secrets/db-password", "secretref:db-credentials/password"])


@filler("sopsenc")
def _(rng):
    return "ENC[AES256_GCM,data:%s,iv:%s,tag:%s,type:str]" % (base64.b64encode(rbytes(rng, rng.randint(12, 30))).decode(),
                                                            base64.b64encode(rbytes(rng, 32)).decode(), base64.b64encode(rbytes(rng, 16)).decode())
