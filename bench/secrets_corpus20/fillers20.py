"""Fillers and benign look-alikes for secrets_corpus20.

A filler takes (rng, *args) and returns a string, or a tuple whose fields a template reads with
‹name#k.i›. Look-alikes carry real structure where they have one: S10 and ABN check digits,
Luhn-valid IMEIs, ISBN-13, Indian PIN codes whose prefix matches the city, Chinese 邮编 with the
city's prefix, public keys and addresses derived from real keys.
"""
import base64
import hashlib
import uuid

import struct20 as S
from vals20 import EN_FIRST, EN_LAST, HEX, LOWNUM, UPNUM, ALNUM, PY_USER, digits, rs

EN_FULL_FIRST = [x.capitalize() for x in EN_FIRST]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
NAME_ZH_SUR = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘"
NAME_ZH_GIVEN = ["伟", "芳", "娜", "秀英", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟",
                 "涛", "明", "超", "秀兰", "霞", "平", "刚", "桂英", "晓东", "建华", "海燕", "雪梅", "志明",
                 "文静", "子涵", "浩然", "思远", "雨桐", "欣怡"]


def f_num(rng, n="4"):
    n = int(n)
    if n == 1:
        return str(rng.randrange(1, 10))
    return digits(rng, n, True)


def f_num2(rng):
    return "%02d" % rng.randrange(1, 29)


def f_first_en(rng):
    return rng.choice(EN_FULL_FIRST)


def f_name_en(rng):
    return rng.choice(EN_FULL_FIRST) + " " + rng.choice(["Ngata", "Walsh", "O'Brien", "de Vries",
                                                          "Nkosi", "Santos", "Reyes", "Rahman",
                                                          "Tremblay", "Gagnon", "Murphy", "Popescu",
                                                          "Fifita", "Fraser", "Kelly", "Bakker"])


def f_name_zh(rng):
    return rng.choice(NAME_ZH_SUR) + rng.choice(NAME_ZH_GIVEN)


def f_time(rng):
    return "%02d:%02d" % (rng.randrange(6, 24), rng.randrange(60))


def f_time_pm(rng):
    return "%d:%02d %s" % (rng.randrange(1, 13), rng.randrange(60), rng.choice(["AM", "PM"]))


def _date(rng):
    return rng.randrange(2024, 2027), rng.randrange(1, 13), rng.randrange(1, 29)


def f_date_en(rng):
    y, m, d = _date(rng)
    return rng.choice(["%d %s %d" % (d, MONTHS[m - 1], y), "%s %d, %d" % (MONTHS[m - 1][:3], d, y),
                       "%s %d %s" % (WEEKDAYS[rng.randrange(7)][:3], d, MONTHS[m - 1][:3])])


def f_date_zh(rng):
    y, m, d = _date(rng)
    return rng.choice(["%d年%d月%d日" % (y, m, d), "%d月%d日" % (m, d), "%d月%d号" % (m, d)])


def f_date_dot(rng):
    y, m, d = _date(rng)
    return "%02d.%02d.%d" % (d, m, y)


def f_date_slash(rng):
    y, m, d = _date(rng)
    return "%02d/%02d/%d" % (d, m, y)


def f_date_iso(rng):
    y, m, d = _date(rng)
    return "%d-%02d-%02d" % (y, m, d)


def f_day(rng):
    return rng.choice(WEEKDAYS)


def f_month(rng):
    return rng.choice(MONTHS)


def f_amount(rng):
    return rng.choice(["%d.%02d" % (rng.randrange(5, 900), rng.randrange(100)), str(rng.randrange(10, 3000))])


def f_tail4(rng):
    return digits(rng, 4)


def f_tailhex(rng):
    return rs(rng, 4, HEX)


def f_hex(rng, n="16"):
    return rs(rng, int(n), HEX)


def f_upnum(rng, n="10"):
    return rs(rng, int(n), UPNUM)


def f_alnum(rng, n="8"):
    return rs(rng, int(n), ALNUM)


def f_port(rng):
    return str(rng.choice([3000, 5000, 8000, 8080, 8081, 8443, 8888, 9000, 5173, 4000]))


def f_ip(rng):
    return rng.choice(["10.20.1.%d", "192.168.1.%d", "172.16.4.%d"]) % rng.randrange(2, 250)


def f_ver3(rng):
    return "%d.%d.%d" % (rng.randrange(1, 12), rng.randrange(0, 30), rng.randrange(0, 20))


def f_email(rng):
    return rng.choice(EN_FIRST) + "." + rng.choice(EN_LAST) + "@" + rng.choice(
        ["gmail.com", "outlook.com", "xtra.co.nz", "bigpond.com", "eircom.net", "shaw.ca", "proton.me"])


def f_py_user(rng):
    return rng.choice(PY_USER)


def f_ssid(rng):
    return rng.choice(["CellarDoor-Guest", "WOOLSHED_5G", "TP-Link_%s" % rs(rng, 4, "0123456789ABCDEF"),
                       "Rinkside-Members", "StudioB-Guest", "Marina_Office", "ChinaNet-%s" % rs(rng, 4, UPNUM),
                       "TP-LINK_%s" % rs(rng, 4, "0123456789ABCDEF"), "Starlink-Camp", "Villa%d_5G" % rng.randrange(1, 20),
                       "PLDTHOMEFIBR%s" % rs(rng, 5, "0123456789abcdef"), "Guesthouse-Lobby", "HUAWEI-%s" % rs(rng, 4, UPNUM),
                       "Xiaomi_%s" % rs(rng, 4, "0123456789ABCDEF"), "NBN-%s" % digits(rng, 4)])


def f_chore_en(rng):
    return rng.choice(["book the ute in for a WOF", "renew the rink locker", "order more labels",
                       "call the vet about the dogs", "pay the council rates", "return library books",
                       "buy smoko biscuits", "fix the gate latch", "renew car rego"])


def f_street_en(rng):
    return rng.choice(["Ponsonby Road", "Cuba Street", "Rundle Street", "King William Street",
                       "Bathurst Street", "Queen Street", "George Street", "Main Road", "Harbour View Drive",
                       "Kloof Street", "Dominion Road", "Victoria Avenue"])


def f_street_ie(rng):
    return rng.choice(["Camden Street", "Dame Street", "Rathmines Road", "Capel Street", "Thomas Street",
                       "Leeson Street", "Manor Street", "Talbot Street"])


def f_street_nl(rng):
    return rng.choice(["Prinsengracht", "Haarlemmerdijk", "Witte de Withstraat", "Oudegracht",
                       "Nieuwe Binnenweg", "Javastraat", "Lange Voorhout"])


def f_street_zh(rng):
    return rng.choice(["解放路", "建设大街", "人民路", "中山路", "和平街", "胜利路", "光明巷", "朝阳路", "文化街", "新华路"])


# postcodes -------------------------------------------------------------------
IN_PIN = [("Kochi", "682", "Kerala"), ("Mysuru", "570", "Karnataka"), ("Nagpur", "440", "Maharashtra"),
          ("Bhopal", "462", "Madhya Pradesh"), ("Guwahati", "781", "Assam"), ("Jaipur", "302", "Rajasthan"),
          ("Lucknow", "226", "Uttar Pradesh"), ("Surat", "395", "Gujarat"), ("Coimbatore", "641", "Tamil Nadu"),
          ("Visakhapatnam", "530", "Andhra Pradesh"), ("Patna", "800", "Bihar"), ("Indore", "452", "Madhya Pradesh"),
          ("Amritsar", "143", "Punjab"), ("Shillong", "793", "Meghalaya"), ("Panaji", "403", "Goa")]


def f_in_pin(rng):
    city, pre, state = rng.choice(IN_PIN)
    return city, pre + "%03d" % rng.randrange(1, 60), state


CN_POST = [("呼和浩特", "010"), ("太原", "030"), ("石家庄", "050"), ("长春", "130"), ("哈尔滨", "150"),
           ("合肥", "230"), ("南昌", "330"), ("福州", "350"), ("南宁", "530"), ("海口", "570"), ("贵阳", "550"),
           ("昆明", "650"), ("兰州", "730"), ("银川", "750"), ("西宁", "810"), ("拉萨", "850")]


def f_cn_post(rng):
    city, pre = rng.choice(CN_POST)
    return city, pre + "%03d" % rng.randrange(0, 100)


NZ_POST = [("Roslyn", "Dunedin", "90"), ("Sumner", "Christchurch", "80"), ("Karori", "Wellington", "60"),
           ("Grey Lynn", "Auckland", "10"), ("Mount Albert", "Auckland", "10"), ("Whataupoko", "Gisborne", "40"),
           ("Highfield", "Timaru", "79")]


def f_nz_post(rng):
    sub, city, pre = rng.choice(NZ_POST)
    return sub, city, pre + "%02d" % rng.randrange(1, 60)


AU_POST = [("Ballarat", "VIC", "335"), ("Wagga Wagga", "NSW", "265"), ("Tanunda", "SA", "535"),
           ("McLaren Vale", "SA", "517"), ("Margaret River", "WA", "628"), ("Toowoomba", "QLD", "435"),
           ("Launceston", "TAS", "725")]


def f_au_post(rng):
    town, st, pre = rng.choice(AU_POST)
    return town, st, pre + str(rng.randrange(10))


CA_POST = [("Moose Jaw, SK", "S6H"), ("Kamloops, BC", "V2C"), ("Halifax, NS", "B3H"), ("Sudbury, ON", "P3A"),
           ("Gatineau, QC", "J8X"), ("Red Deer, AB", "T4N"), ("Vancouver, BC", "V6B"), ("Toronto, ON", "M5V")]


def f_ca_post(rng):
    city, fsa = rng.choice(CA_POST)
    ldu = "%d%s%d" % (rng.randrange(10), rng.choice("ABCEGHJKLMNPRSTVWXYZ"), rng.randrange(10))
    return city, fsa + " " + ldu


def f_eircode(rng):
    rk = rng.choice(["D02", "D04", "D06", "D07", "D08", "D6W", "D08", "D12"])
    return rk + " " + rs(rng, 4, "ACDEFHKNPRTVWXY0123456789")


def f_nl_post(rng):
    return "%d %s %s" % (rng.randrange(1011, 1109), rs(rng, 2, "ABCDEGHJKLMNPRSTVWXZ"),
                         rng.choice(["Amsterdam", "Rotterdam", "Utrecht", "Den Haag"]))


def f_my_post(rng):
    return rng.choice(["50", "59", "47", "40", "81"]) + digits(rng, 3)


def f_ph_zip(rng):
    return rng.choice(["1100", "1101", "1200", "1226", "1605", "1630", "1740"])


def f_za_post(rng):
    return rng.choice(["2000", "2001", "2092", "2196", "8001", "8005", "4001", "0181"])


# phones ----------------------------------------------------------------------
def f_phone_au(rng):
    return rng.choice(["(08) %s %s" % (digits(rng, 4), digits(rng, 4)), "04%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))])


def f_phone_nz(rng):
    return rng.choice(["(03) %s %s" % (digits(rng, 3), digits(rng, 4)), "021 %s %s" % (digits(rng, 3), digits(rng, 4))])


def f_phone_ca(rng):
    return "(%s) %s-%s" % (rng.choice(["416", "604", "306", "902", "819"]), digits(rng, 3, True), digits(rng, 4))


def f_phone_nl(rng):
    return "+31 6 %s %s" % (digits(rng, 4), digits(rng, 4))


def f_phone_ph(rng):
    return "+63 9%s %s %s" % (digits(rng, 2), digits(rng, 3), digits(rng, 4))


def f_phone_my(rng):
    return "+60 1%s-%s %s" % (rng.randrange(10), digits(rng, 3), digits(rng, 4))


def f_phone_za(rng):
    return "+27 11 %s %s" % (digits(rng, 3), digits(rng, 4))


def f_phone_ae(rng):
    return "+971 5%s %s %s" % (rng.choice("0245"), digits(rng, 3), digits(rng, 4))


def f_phone_cn(rng):
    return "1" + rng.choice(["38", "39", "58", "86", "77", "99"]) + " " + digits(rng, 4) + " " + digits(rng, 4)


def f_phone_cn_masked(rng):
    return "1" + rng.choice(["38", "39", "58", "86"]) + "****" + digits(rng, 4)


# orders / tracking -----------------------------------------------------------
def f_order_lazada(rng):
    return digits(rng, 15, True)


def f_order_takealot(rng):
    return "MP" + digits(rng, 8)


def f_order_noon(rng):
    return "N" + digits(rng, 11) + rng.choice(["A", "B"])


def f_s10(rng, country="NZ"):
    return S.s10(rng, rng.choice(["RR", "LX", "CP", "EE", "RB"]), country)


# hashes ----------------------------------------------------------------------
def f_sha256hex(rng):
    return hashlib.sha256(S.rbytes(rng, 16)).hexdigest()


def f_sha1hex(rng):
    return hashlib.sha1(S.rbytes(rng, 16)).hexdigest()


def f_md5hex(rng):
    return hashlib.md5(S.rbytes(rng, 16)).hexdigest()


def f_sm3hex(rng):
    return hashlib.new("sm3", S.rbytes(rng, 16)).hexdigest()


def f_sri(rng, n="48"):
    n = int(n)
    h = {32: hashlib.sha256, 48: hashlib.sha384, 64: hashlib.sha512}[n]
    return base64.b64encode(h(S.rbytes(rng, 16)).digest()).decode()


def f_short_sha(rng):
    return rs(rng, 7, HEX)


def f_uuid(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def f_mac(rng):
    return ":".join(rs(rng, 2, "0123456789ABCDEF") for _ in range(6))


def f_imei(rng):
    return S.imei(rng)


def f_isbn(rng):
    return S.isbn13(rng)


def f_abn(rng):
    return S.abn(rng)


def f_coords(rng):
    return rng.choice(["-36.8%03d,174.7%03d", "-34.9%03d,138.6%03d", "53.3%03d,-6.2%03d", "25.2%03d,55.2%03d",
                       "14.5%03d,121.0%03d", "3.1%03d,101.6%03d"]) % (rng.randrange(1000), rng.randrange(1000))


# public material (derived from real keys) ------------------------------------
def f_eth_addr(rng):
    return S.eth_address(S.secp_scalar(rng))


def f_btc_addr(rng):
    k = S.secp_scalar(rng)
    return rng.choice([S.btc_p2wpkh(k), S.btc_p2pkh(k)])


def f_tron_addr(rng):
    return S.tron_address(S.secp_scalar(rng))


def f_sol_addr(rng):
    return S.b58enc(S.ed25519_pub(S.rbytes(rng, 32)))


def f_npub(rng):
    return S.nostr_keys(S.secp_scalar(rng))[1]


def f_xpub(rng):
    return S.ext_key(rng, "xpub")


def f_wg_pub(rng):
    return base64.b64encode(S.x25519_pub(S.wg_key(rng))).decode()


def f_age_recip(rng):
    return S.age_identity(rng)[1]


def f_ssh_pub(rng):
    return S.ssh_ed25519_pub(S.rbytes(rng, 32), rng.choice(["aroha@laptop", "daan@fiets", "jomar@bpo",
                                                            "zhangli@lab", "ops@marina"]))


def f_pem_pub(rng):
    return S.pem_public(S.ec_key(rng, "p256"))


# misc words ------------------------------------------------------------------
def f_item_en(rng):
    return rng.choice(["Square (cellar door)", "Roster admin", "Playout PC", "Bookings inbox", "Kiwibank business",
                       "Xero", "MLS", "Club email", "Gate controller", "Studio NAS"])


def f_item_zh(rng):
    return rng.choice(["建行", "支付宝", "社保卡", "医保", "工资卡", "物业后台"])


def f_sysname_zh(rng):
    return rng.choice(["物业收费系统", "月子中心后台", "琴行约课系统", "火锅店收银", "课题组服务器", "眼镜店验光软件"])


def f_kdbx(rng):
    return rng.choice(["家里.kdbx", "全家密码.kdbx", "Passwords.kdbx", "爸妈.kdbx"])


def f_envname(rng):
    return rng.choice(["SQUARE_ACCESS_TOKEN", "RESEND_API_KEY", "DATABASE_PASSWORD", "ROSTER_DB_PASSWORD",
                       "BOOKING_API_KEY", "GATE_WEBHOOK_SECRET", "PLAYOUT_STREAM_KEY", "TALLY_SECRET",
                       "WUYE_SMS_KEY", "YUEZI_PAY_SECRET", "LIMS_DB_PASSWORD", "MEITUAN_APP_SECRET",
                       "QINHANG_WX_SECRET", "LOYALTY_DB_PASSWORD", "DORM_BOT_KEY", "PRINTSHOP_API_KEY",
                       "TIMESHEET_DB_PASSWORD", "LISTINGS_DB_PASSWORD", "VILLA_BOOKING_SECRET"])


def f_envword(rng):
    return rng.choice(["square", "booking", "roster", "gate", "playout"])


# BIP39 look-alikes -----------------------------------------------------------
def f_bip_fail12(rng):
    while True:
        w = [rng.choice(S.EN) for _ in range(12)]
        if not S.bip39_valid(w, "english"):
            return ", ".join(w) if rng.random() < 0.5 else " ".join(w)


def f_bip_few(rng):
    return ", ".join(rng.sample(S.EN, rng.randrange(4, 8)))


def f_bipz_fail12(rng):
    while True:
        w = [rng.choice(S.ZH) for _ in range(12)]
        if not S.bip39_valid(w, "chinese_simplified"):
            return rng.choice(["", " ", "、"]).join(w)


def f_bipz_few(rng):
    return "、".join(rng.sample(S.ZH, rng.randrange(4, 8)))


FILLERS = {k[2:]: v for k, v in list(globals().items()) if k.startswith("f_") and callable(v)}
