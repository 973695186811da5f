"""Fillers and benign look-alikes for secrets_corpus22.

A filler takes (rng, *args) and returns a string, or a tuple whose fields a template reads as
⟪name#k.i⟫. Benign look-alikes keep their structure: public keys and addresses come from real
keys, identifiers carry valid check digits, postcodes match their city, BIP39 look-alikes fail
the checksum.
"""
import base64
import hashlib
import string

from cryptography.hazmat.primitives.asymmetric import ec, ed25519, x25519
from cryptography.hazmat.primitives import serialization

import struct22 as S
from vals22 import rs, rbytes, pick, digits, uuid4, scalar, ALNUM, HEX, FIRST_EN, LAST_EN, fw

FILL = {}


def fill(name):
    def deco(fn):
        FILL[name] = fn
        return fn
    return deco


def _choice_filler(name, items):
    FILL[name] = lambda rng, *a: pick(rng, items)


# ---------------------------------------------------------------------------
# people, places, times
# ---------------------------------------------------------------------------
_choice_filler("name", [n.split()[0] for n in FIRST_EN])
_choice_filler("surname", LAST_EN)
FILL["fullname"] = lambda rng, *a: pick(rng, FIRST_EN) + " " + pick(rng, LAST_EN)
ZH_SUR = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈")
ZH_GIVEN = ["伟", "芳", "娜", "秀英", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟", "涛", "明",
            "超", "秀兰", "霞", "平", "刚", "桂英", "建华", "文", "晓东", "雨桐", "子涵", "梓萱", "浩然", "思远", "一鸣"]
FILL["zname"] = lambda rng, *a: pick(rng, ZH_SUR) + pick(rng, ZH_GIVEN)
FILL["zsur"] = lambda rng, *a: pick(rng, ZH_SUR)
_choice_filler("zkin", ["妈", "爸", "老婆", "老公", "姐", "哥", "小姨", "舅舅", "奶奶", "外婆", "闺女", "儿子"])
_choice_filler("kin", ["Mum", "Dad", "Nonna", "Mormor", "Oma", "grandpa", "Auntie Rosa", "my sister", "Papi"])
_choice_filler("weekday", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
_choice_filler("zweekday", ["周一", "周二", "周三", "周四", "周五", "周六", "周日"])
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
FILL["date"] = lambda rng, *a: "%d %s" % (rng.randrange(1, 29), pick(rng, MONTHS))
FILL["mdate"] = lambda rng, *a: "%s %d" % (pick(rng, MONTHS)[:3], rng.randrange(1, 29))
FILL["zdate"] = lambda rng, *a: "%d月%d日" % (rng.randrange(1, 13), rng.randrange(1, 29))
FILL["isodate"] = lambda rng, *a: "2026-%02d-%02d" % (rng.randrange(1, 13), rng.randrange(1, 29))
FILL["eudate"] = lambda rng, *a: "%02d/%02d/2026" % (rng.randrange(1, 29), rng.randrange(1, 13))
FILL["time"] = lambda rng, *a: "%02d:%02d" % (rng.randrange(6, 23), rng.randrange(0, 60))
FILL["ampm"] = lambda rng, *a: "%d:%02d %s" % (rng.randrange(1, 13), rng.randrange(0, 60), pick(rng, ["AM", "PM"]))
FILL["secs"] = lambda rng, *a: "%02d:%02d:%02d" % (rng.randrange(0, 2), rng.randrange(0, 60), rng.randrange(0, 60))
FILL["num"] = lambda rng, a="1", b="99", *r: str(rng.randrange(int(a), int(b) + 1))
FILL["hex"] = lambda rng, n="8", *r: rs(rng, HEX, int(n))
FILL["alnum"] = lambda rng, n="8", *r: rs(rng, ALNUM, int(n))
FILL["upper"] = lambda rng, n="4", *r: rs(rng, string.ascii_uppercase, int(n))
FILL["digits"] = lambda rng, n="6", *r: digits(rng, int(n), True)
FILL["money"] = lambda rng, *a: "%d.%02d" % (rng.randrange(3, 900), rng.randrange(0, 100))
FILL["ip"] = lambda rng, *a: "192.168.%d.%d" % (rng.randrange(0, 50), rng.randrange(2, 250))
FILL["email"] = lambda rng, *a: "%s.%s@%s" % (pick(rng, FIRST_EN).split()[0].lower(), pick(rng, LAST_EN).lower().replace("-", ""),
                                            pick(rng, ["gmail.com", "proton.me", "outlook.com", "free.fr", "libero.it", "yahoo.co.jp"]))


# increasing times for transcripts: tuple of N increasing mm:ss stamps
@fill("stamps")
def f_stamps(rng, n="6", *a):
    t = rng.randrange(3, 120)
    out = []
    for _ in range(int(n)):
        out.append("%02d:%02d" % (t // 60, t % 60))
        t += rng.randrange(3, 25)
    return tuple(out)


@fill("clock")
def f_clock(rng, n="6", *a):
    t = rng.randrange(7 * 60, 21 * 60)
    out = []
    for _ in range(int(n)):
        out.append("%02d:%02d" % (t // 60, t % 60))
        t += rng.randrange(0, 4)
    return tuple(out)


# ---------------------------------------------------------------------------
# settings vocabulary
# ---------------------------------------------------------------------------
_choice_filler("ssid", ["Onsen-Guest", "Boulangerie_5G", "SkiSchule-Staff", "Fromagerie-Wifi", "Xiche-Shop",
                        "Tango-Studio", "Fika_Office", "Hostal-Barranco", "Pho24-Guest", "Casa-Rosada-2G",
                        "Vivero-Plantas", "MushroomFarm-IoT", "Kombucha_Lab", "Taller-Bicis", "Sauna-Mokki"])
_choice_filler("zssid", ["洗车店-5G", "面包房_WiFi", "猫咖-Guest", "陶艺工作室", "温泉客房", "搬家公司办公室",
                         "渔具店", "书法班-教室", "早餐店", "婚纱摄影", "桌游吧-2.4G", "苗圃大棚"])
_choice_filler("city_en", ["Lyon", "Bologna", "Gothenburg", "Kanazawa", "Da Nang", "Penang Road", "Tartu", "Brno",
                           "Haifa", "Marrakesh", "Dakar", "Addis Ababa", "Mendoza", "Valparaiso", "Arequipa",
                           "Medellin", "Montevideo", "Lahore", "Almaty", "Lugano", "Turku", "Aarhus"])


# ---------------------------------------------------------------------------
# postcodes (benign)
# ---------------------------------------------------------------------------
IN_PIN = [("Mumbai", "400", "Maharashtra"), ("New Delhi", "110", "Delhi"), ("Bengaluru", "560", "Karnataka"),
          ("Chennai", "600", "Tamil Nadu"), ("Kolkata", "700", "West Bengal"), ("Hyderabad", "500", "Telangana"),
          ("Pune", "411", "Maharashtra"), ("Jaipur", "302", "Rajasthan"), ("Kochi", "682", "Kerala"),
          ("Lucknow", "226", "Uttar Pradesh"), ("Ahmedabad", "380", "Gujarat"), ("Bhopal", "462", "Madhya Pradesh"),
          ("Chandigarh", "160", "Chandigarh"), ("Coimbatore", "641", "Tamil Nadu"), ("Mysuru", "570", "Karnataka")]


@fill("inpin")
def f_inpin(rng, *a):
    c, p, s = pick(rng, IN_PIN)
    return (c, p + "%03d" % rng.randrange(1, 99), s)


CN_ZIP = [("北京", "100"), ("上海", "200"), ("广州", "510"), ("深圳", "518"), ("成都", "610"), ("杭州", "310"),
          ("武汉", "430"), ("西安", "710"), ("南京", "210"), ("乌鲁木齐", "830"), ("昆明", "650"), ("哈尔滨", "150"),
          ("厦门", "361"), ("青岛", "266"), ("长沙", "410"), ("大连", "116"), ("苏州", "215"), ("拉萨", "850")]


@fill("cnzip")
def f_cnzip(rng, *a):
    c, p = pick(rng, CN_ZIP)
    return (c, p + "%03d" % rng.randrange(0, 100))


WORLD_POST = [
    ("Tokyo", lambda r: "〒1%02d-%04d" % (r.randrange(0, 100), r.randrange(0, 10000)), "Japan"),
    ("Osaka", lambda r: "〒5%02d-%04d" % (r.randrange(30, 60), r.randrange(0, 10000)), "Japan"),
    ("Paris", lambda r: "750%02d" % r.randrange(1, 21), "France"),
    ("Lyon", lambda r: "6900%d" % r.randrange(1, 10), "France"),
    ("Milano", lambda r: "201%02d" % r.randrange(21, 62), "Italy"),
    ("Lugano", lambda r: "69%02d" % r.randrange(0, 20), "Switzerland"),
    ("Stockholm", lambda r: "1%02d %02d" % (r.randrange(11, 30), r.randrange(10, 99)), "Sweden"),
    ("Helsinki", lambda r: "00%03d" % r.randrange(100, 990, 10), "Finland"),
    ("Tallinn", lambda r: "10%03d" % r.randrange(111, 160), "Estonia"),
    ("Praha", lambda r: "1%d0 00" % r.randrange(1, 9), "Czechia"),
    ("Budapest", lambda r: "1%03d" % r.randrange(11, 240), "Hungary"),
    ("Casablanca", lambda r: "20%03d" % r.randrange(0, 999), "Morocco"),
    ("Buenos Aires", lambda r: "C14%02d%s" % (r.randrange(0, 100), rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 3)), "Argentina"),
    ("Santiago", lambda r: "83%05d" % r.randrange(0, 100000), "Chile"),
    ("Lima", lambda r: "150%02d" % r.randrange(1, 99), "Peru"),
    ("Bogota", lambda r: "1101%02d" % r.randrange(11, 99), "Colombia"),
    ("Lahore", lambda r: "54%03d" % r.randrange(0, 999), "Pakistan"),
    ("Almaty", lambda r: "0500%02d" % r.randrange(0, 99), "Kazakhstan"),
    ("Singapore", lambda r: "%06d" % r.randrange(18900, 829999), "Singapore"),
    ("Hanoi", lambda r: "1%05d" % r.randrange(0, 99999), "Vietnam"),
    ("Copenhagen", lambda r: "2%03d" % r.randrange(100, 500), "Denmark"),
    ("Jerusalem", lambda r: "91%05d" % r.randrange(0, 99999), "Israel"),
]


@fill("wpost")
def f_wpost(rng, *a):
    c, fn, country = pick(rng, WORLD_POST)
    return (c, fn(rng), country)


# ---------------------------------------------------------------------------
# hashes (benign)
# ---------------------------------------------------------------------------
FILL["sri"] = lambda rng, alg="sha384", *a: alg + "-" + base64.b64encode(
    rbytes(rng, {"sha256": 32, "sha384": 48, "sha512": 64}[alg])).decode()
FILL["sha256"] = lambda rng, *a: rs(rng, HEX, 64)
FILL["sha1"] = lambda rng, *a: rs(rng, HEX, 40)
FILL["md5"] = lambda rng, *a: rs(rng, HEX, 32)
FILL["sha512"] = lambda rng, *a: rs(rng, HEX, 128)
FILL["b64h"] = lambda rng, n="32", *a: base64.b64encode(rbytes(rng, int(n))).decode()
FILL["gitsha"] = lambda rng, *a: rs(rng, HEX, 40)
FILL["short"] = lambda rng, *a: rs(rng, HEX, 7)
FILL["uuid"] = lambda rng, *a: uuid4(rng)
FILL["sha256fp"] = lambda rng, *a: "SHA256:" + base64.b64encode(rbytes(rng, 32)).decode().rstrip("=")
FILL["colonfp"] = lambda rng, *a: ":".join(rs(rng, "0123456789ABCDEF", 2) for _ in range(32))


# ---------------------------------------------------------------------------
# public material from real keys (benign)
# ---------------------------------------------------------------------------
FILL["eth_addr"] = lambda rng, *a: S.eth_address(scalar(rng))
FILL["btc_addr"] = lambda rng, *a: S.p2wpkh(scalar(rng)) if rng.random() < 0.6 else S.p2pkh(scalar(rng))
FILL["sol_addr"] = lambda rng, *a: S.b58encode(S.ed_pub(rbytes(rng, 32)))
FILL["tz1"] = lambda rng, *a: S.tezos_tz1(rbytes(rng, 32))
FILL["stellar_g"] = lambda rng, *a: S.stellar_public(rbytes(rng, 32))
FILL["npub"] = lambda rng, *a: S.nostr_npub(scalar(rng))
FILL["age_pub"] = lambda rng, *a: S.bech32_bytes("age", x25519.X25519PrivateKey.from_private_bytes(rbytes(rng, 32)).public_key().public_bytes(
    serialization.Encoding.Raw, serialization.PublicFormat.Raw))
FILL["wg_pub"] = lambda rng, *a: base64.b64encode(x25519.X25519PrivateKey.from_private_bytes(rbytes(rng, 32)).public_key().public_bytes(
    serialization.Encoding.Raw, serialization.PublicFormat.Raw)).decode()


@fill("xpub")
def f_xpub(rng, *a):
    x, d, ch = S.xprv_from_seed(rbytes(rng, 32))
    return S.xpub_from(d, ch, "xpub")


@fill("ssh_pub")
def f_ssh_pub(rng, *a):
    k = ed25519.Ed25519PrivateKey.from_private_bytes(rbytes(rng, 32))
    return S.openssh_public(k, pick(rng, ["camille@fermette", "ops@onsen", "linh@laptop", "ci@bakery"]))


@fill("ecdsa_pub")
def f_ecdsa_pub(rng, *a):
    k = ec.derive_private_key(rng.getrandbits(250) + 1, ec.SECP256R1())
    return S.openssh_public(k, pick(rng, ["kiosk-02", "backup@nas", "aiko@mbp"]))


@fill("pem_pub")
def f_pem_pub(rng, *a):
    k = ec.derive_private_key(rng.getrandbits(250) + 1, ec.SECP256R1()) if rng.random() < 0.5 else \
        ed25519.Ed25519PrivateKey.from_private_bytes(rbytes(rng, 32))
    return S.pem_public(k)


@fill("cert")
def f_cert(rng, *a):
    return S.self_signed_cert(rbytes(rng, 32), pick(rng, ["pos.bakery.lan", "nas.onsen.lan", "kiosk.skischule.ch",
                                                          "printer.xiche.cn"]), rng.randrange(1, 2 ** 62))


@fill("jwk_pub")
def f_jwk_pub(rng, *a):
    import json
    k = ed25519.Ed25519PrivateKey.from_private_bytes(rbytes(rng, 32)) if rng.random() < 0.5 else \
        ec.derive_private_key(rng.getrandbits(250) + 1, ec.SECP256R1())
    return json.dumps(S.jwk_public(k, kid=rs(rng, ALNUM, 8)))


_DKIM_KEYS = []


@fill("dkim")
def f_dkim(rng, *a):
    import random
    if not _DKIM_KEYS:
        _DKIM_KEYS.append(S.seeded_rsa(random.Random("corpus22-dkim"), 1024))
    # half the records are Ed25519 (RFC 8463) from the case's own stream, half the seeded RSA key
    if rng.random() < 0.5:
        return "v=DKIM1; k=ed25519; p=" + base64.b64encode(S.ed_pub(rbytes(rng, 32))).decode()
    return "v=DKIM1; k=rsa; p=" + base64.b64encode(S.der_public(_DKIM_KEYS[0])).decode()


@fill("signify_pub")
def f_signify_pub(rng, *a):
    return S.signify_public(rbytes(rng, 32), rbytes(rng, 8))


# ---------------------------------------------------------------------------
# identifiers (benign, valid check digits)
# ---------------------------------------------------------------------------
FILL["imei"] = lambda rng, *a: S.imei_make(pick(rng, ["35", "86", "01"]) + digits(rng, 12))
FILL["iccid"] = lambda rng, *a: S.luhn_complete("89" + pick(rng, ["33", "39", "46", "81", "84", "86"]) + digits(rng, 14))
FILL["isbn"] = lambda rng, *a: S.ean13("978" + digits(rng, 9))
FILL["ean"] = lambda rng, *a: S.ean13(pick(rng, ["45", "49", "69", "30", "80", "76", "73", "64"]) + digits(rng, 10))
FILL["vin"] = lambda rng, *a: S.vin_make(pick(rng, ["VF1", "ZFA", "YV1", "JHM", "WVW", "TMB", "LSV"]) +
                                         rs(rng, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 5) + "0" +
                                         pick(rng, "LMNPRST") + rs(rng, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 1) + digits(rng, 6))
FILL["container"] = lambda rng, *a: S.iso6346(pick(rng, ["MSCU", "CMAU", "MAEU", "COSU", "ONEU", "HLXU"]) + digits(rng, 6))
FILL["imo"] = lambda rng, *a: S.imo_make(str(rng.randrange(900000, 999999)))
FILL["orcid"] = lambda rng, *a: S.orcid_make("0000000" + digits(rng, 8))
FILL["lei"] = lambda rng, *a: S.lei_make(rs(rng, string.digits, 4) + "00" + rs(rng, string.ascii_uppercase + string.digits, 12))
FILL["uscc"] = lambda rng, *a: S.uscc_make(pick(rng, ["91", "92", "52"]) + pick(rng, ["110105", "310115", "440300", "510104", "330106"]) +
                                           rs(rng, "0123456789ABCDEFGHJKLMNPQRTUWXY", 9))
FILL["mac"] = lambda rng, *a: ":".join(rs(rng, "0123456789ABCDEF", 2) for _ in range(6))
FILL["serial"] = lambda rng, *a: rs(rng, string.ascii_uppercase, 2) + digits(rng, 8) + rs(rng, string.ascii_uppercase, 1)
IBAN_FMT = {"FR": lambda r: digits(r, 10) + rs(r, "0123456789ABCDEF", 11) + digits(r, 2),
            "IT": lambda r: rs(r, string.ascii_uppercase, 1) + digits(r, 10) + digits(r, 12),
            "CH": lambda r: digits(r, 5) + digits(r, 12),
            "SE": lambda r: digits(r, 20), "FI": lambda r: digits(r, 14), "DK": lambda r: digits(r, 14),
            "EE": lambda r: digits(r, 16), "CZ": lambda r: digits(r, 20), "HU": lambda r: digits(r, 24),
            "IL": lambda r: digits(r, 19), "PK": lambda r: rs(r, string.ascii_uppercase, 4) + digits(r, 16),
            "KZ": lambda r: digits(r, 3) + rs(r, string.ascii_uppercase + string.digits, 13),
            "BH": lambda r: rs(r, string.ascii_uppercase, 4) + rs(r, string.ascii_uppercase + string.digits, 14),
            "KW": lambda r: rs(r, string.ascii_uppercase, 4) + rs(r, string.ascii_uppercase + string.digits, 22)}


@fill("iban")
def f_iban(rng, country="", *a):
    c = country or pick(rng, sorted(IBAN_FMT))
    ib = S.iban_make(c, IBAN_FMT[c](rng))
    return " ".join(ib[i:i + 4] for i in range(0, len(ib), 4))


# ---------------------------------------------------------------------------
# orders, parcels, phones, versions
# ---------------------------------------------------------------------------
ORDER = {
    "mercadolibre": lambda r: "#2000%s" % digits(r, 11),
    "falabella": lambda r: "%s" % digits(r, 10, True),
    "daraz": lambda r: digits(r, 15, True),
    "kaspi": lambda r: digits(r, 9, True),
    "tiki": lambda r: digits(r, 9, True),
    "cdiscount": lambda r: "%s%s" % (digits(r, 4, True), rs(r, string.ascii_uppercase + string.digits, 10)),
    "leboncoin": lambda r: digits(r, 10, True),
    "vinted": lambda r: digits(r, 10, True),
    "mercari": lambda r: "m" + digits(r, 11, True),
    "qoo10": lambda r: digits(r, 9, True),
    "galaxus": lambda r: digits(r, 9, True),
    "tianmao": lambda r: digits(r, 19, True)[:1].replace("0", "3") + digits(r, 18),
    "dewu": lambda r: "1" + digits(r, 17),
    "ctrip": lambda r: digits(r, 11, True),
    "dangdang": lambda r: digits(r, 11, True),
    "zhuanzhuan": lambda r: "ZZ" + digits(r, 14),
}
FILL["order"] = lambda rng, shop="", *a: ORDER[shop or pick(rng, sorted(ORDER))](rng)
S10_POST = [("LA", "FR"), ("CP", "FR"), ("EJ", "JP"), ("RR", "CH"), ("LX", "SE"), ("RB", "IT"), ("EE", "EE"),
            ("RR", "CZ"), ("CE", "CL"), ("RA", "PK"), ("EA", "KZ"), ("LV", "VN"), ("RP", "SG"), ("EB", "IL"),
            ("EA", "CN"), ("EE", "CN"), ("CX", "IT"), ("RR", "IT")]


@fill("s10")
def f_s10(rng, country="", *a):
    pool = [x for x in S10_POST if not country or x[1] == country]
    pre, cc = pick(rng, pool)
    return S.s10(pre, digits(rng, 8), cc)


FILL["yamato"] = lambda rng, *a: S.yamato_make(str(rng.randrange(10 ** 10, 10 ** 11)))
FILL["dhl"] = lambda rng, *a: digits(rng, 10, True)
FILL["fedex"] = lambda rng, *a: "7" + digits(rng, 11)
FILL["sf"] = lambda rng, *a: "SF" + "1" + digits(rng, 12)
FILL["jd"] = lambda rng, *a: "JD" + "00" + digits(rng, 13)
FILL["zto"] = lambda rng, *a: "7" + pick(rng, ["3", "5", "8"]) + digits(rng, 12)
PHONE = {
    "jp": lambda r: "+81 90-%s-%s" % (digits(r, 4), digits(r, 4)),
    "vn": lambda r: "+84 9%d %s %s %s" % (r.randrange(0, 10), digits(r, 3), digits(r, 2), digits(r, 2)),
    "sg": lambda r: "+65 %d%s %s" % (r.choice([8, 9]), digits(r, 3), digits(r, 4)),
    "hk": lambda r: "+852 %d%s %s" % (r.choice([5, 6, 9]), digits(r, 3), digits(r, 4)),
    "fr": lambda r: "+33 6 %s %s %s %s" % tuple(digits(r, 2) for _ in range(4)),
    "it": lambda r: "+39 3%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 4)),
    "ch": lambda r: "+41 79 %s %s %s" % (digits(r, 3), digits(r, 2), digits(r, 2)),
    "se": lambda r: "+46 70-%s %s %s" % (digits(r, 3), digits(r, 2), digits(r, 2)),
    "fi": lambda r: "+358 40 %s %s" % (digits(r, 3), digits(r, 4)),
    "ee": lambda r: "+372 5%s %s" % (digits(r, 3), digits(r, 4)),
    "il": lambda r: "+972 50-%s-%s" % (digits(r, 3), digits(r, 4)),
    "ma": lambda r: "+212 6 %s %s %s %s" % tuple(digits(r, 2) for _ in range(4)),
    "sn": lambda r: "+221 77 %s %s %s" % (digits(r, 3), digits(r, 2), digits(r, 2)),
    "et": lambda r: "+251 91 %s %s" % (digits(r, 3), digits(r, 4)),
    "ar": lambda r: "+54 9 11 %s-%s" % (digits(r, 4), digits(r, 4)),
    "cl": lambda r: "+56 9 %s %s" % (digits(r, 4), digits(r, 4)),
    "pe": lambda r: "+51 9%s %s %s" % (digits(r, 2), digits(r, 3), digits(r, 3)),
    "co": lambda r: "+57 31%d %s" % (r.randrange(0, 10), digits(r, 7)),
    "pk": lambda r: "+92 30%d %s" % (r.randrange(0, 10), digits(r, 7)),
    "kz": lambda r: "+7 70%d %s %s %s" % (r.randrange(0, 10), digits(r, 3), digits(r, 2), digits(r, 2)),
    "cn": lambda r: "1%s %s %s" % (pick(r, ["38", "39", "58", "86", "77", "99", "35"]), digits(r, 4), digits(r, 4)),
    "cnland": lambda r: "0%s-%s" % (pick(r, ["10", "21", "20", "755", "28", "571", "27"]), digits(r, 8, True)),
}
FILL["phone"] = lambda rng, cc="", *a: PHONE[cc or pick(rng, sorted(PHONE))](rng)
FILL["ver"] = lambda rng, *a: "%d.%d.%d" % (rng.randrange(1, 20), rng.randrange(0, 30), rng.randrange(0, 40))
FILL["build"] = lambda rng, *a: "%d%s%d" % (rng.randrange(20, 25), pick(rng, "ABCDEFG"), rng.randrange(100, 299))


# ---------------------------------------------------------------------------
# BIP39 look-alikes that fail the checksum
# ---------------------------------------------------------------------------
@fill("bipfail")
def f_bipfail(rng, lang="en", n="12", sep=" ", *a):
    wl = {"en": S.EN_WORDS, "zh": S.ZHS_WORDS, "zht": S.ZHT_WORDS}[lang]
    lname = {"en": "english", "zh": "chinese_simplified", "zht": "chinese_traditional"}[lang]
    while True:
        w = [pick(rng, wl) for _ in range(int(n))]
        if not S.bip39_check(w, lname) and len(set(w)) == len(w):
            break
    sep = {"sp": " ", "nl": "\n", "comma": ", ", "none": "", "dun": "、"}.get(sep, sep)
    return sep.join(w)


@fill("bipfew")
def f_bipfew(rng, lang="en", n="5", sep=" ", *a):
    wl = {"en": S.EN_WORDS, "zh": S.ZHS_WORDS}[lang]
    w = []
    while len(w) < int(n):
        x = pick(rng, wl)
        if x not in w:
            w.append(x)
    sep = {"sp": " ", "nl": "\n", "comma": ", ", "none": "", "dun": "、"}.get(sep, sep)
    return sep.join(w)


# ---------------------------------------------------------------------------
# masked values
# ---------------------------------------------------------------------------
FILL["last4"] = lambda rng, *a: digits(rng, 4)
FILL["masked_phone"] = lambda rng, *a: "1%s****%s" % (pick(rng, ["38", "39", "58", "86"]), digits(rng, 4))
FILL["masked_email"] = lambda rng, *a: "%s***@%s" % (pick(rng, FIRST_EN)[0].lower(), pick(rng, ["gmail.com", "proton.me", "free.fr"]))


# one of the given words, memoised with #k so a template can repeat it
FILL["one"] = lambda rng, *a: pick(rng, list(a))
