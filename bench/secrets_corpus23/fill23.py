"""Fillers and benign look-alikes for secrets_corpus23.

Each filler is fn(rng, *args) -> str or tuple (a tuple is addressed field by field as «name#k.i»).
Benign values keep their own structure valid where they have one (S10 check digits, IBAN mod-97,
ISBN / ISSN / ISIN / IMEI check digits, real public keys and addresses from seeded keys) and are never
secrets: no Luhn-valid card, no checksum-valid seed phrase, no private material.
"""
import base64
import hashlib
import string

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519

import struct23 as S
from vals23 import rbytes, rdigits, rhex, rstr

ALNUM = string.ascii_letters + string.digits

FIRST = ["Nikos", "Eleni", "Ana", "Tamar", "Giorgi", "Aram", "Lusine", "Dilnoza", "Bat-Erdene", "Sokha", "Anil",
         "Rahim", "Nadia", "Youssef", "Amani", "Joseph", "Lucia", "Diego", "Sione", "Ieva", "Marc", "Sophie",
         "Tom", "Maeve", "Chloe", "Dario", "Ivana", "Petra", "Hamza", "Thilini", "Farrukh", "Nino", "Kofi",
         "Grace", "Luc", "Elise", "Matteo", "Sara"]
LAST = ["Papadopoulou", "Horvat", "Kovač", "Beridze", "Petrosyan", "Karimova", "Erdene", "Chan", "Shrestha",
        "Hossain", "Perera", "Mansour", "Haddad", "Okello", "Mugisha", "Rodríguez", "Vargas", "Naidu",
        "Kazlauskas", "Schmit", "Borg", "Peeters", "Dubois", "Walsh", "Camilleri", "Janssens", "Novak"]
ZHNAME = ["王芳", "李伟", "张敏", "刘洋", "陈静", "杨磊", "赵婷", "黄勇", "周杰", "吴霞", "徐明", "孙丽", "马俊",
          "胡娟", "郭强", "何琳", "林涛", "罗敏"]
QQNAME = ["阿芳", "老王", "小陈", "晴天", "大刘", "静静", "海哥", "小燕子", "老李头", "木子", "安安", "阿强"]
BANK_EN = ["Bank of Georgia", "TBC Bank", "Eurobank", "Piraeus", "Alpha Bank", "Zagrebačka banka", "NLB",
           "DSK Bank", "Ameriabank", "Khan Bank", "ABA Bank", "Commercial Bank", "CIB", "QNB", "CRDB", "Stanbic",
           "BROU", "BAC Credomatic", "Banco General", "Luminor", "Spuerkeess", "BOV", "KBC", "Belfius"]
BANK_ZH = ["华夏银行", "恒丰银行", "渤海银行", "徽商银行", "长沙银行", "成都银行", "重庆农商银行", "广州农商银行",
           "苏州银行", "青岛银行", "天津银行", "贵阳银行"]
BANK_MX = ["BOC Macau", "Bank of Georgia", "ABA Bank", "bKash", "QNB", "CRDB", "Banco General", "Luminor",
           "Spuerkeess", "BOV", "KBC", "Ameriabank", "Khan Bank", "Dialog", "InstaPay", "TBC Bank"]
WEBAPP_EN = ["Booking.com", "Wolt", "Glovo", "Kagi", "Proton", "Mastodon", "Nextcloud", "Canva", "Notion",
             "Eventbrite", "Ticket Tailor", "Vetstoria", "Cliniko", "Airbnb", "Uber"]
MXDOMAIN = ["coworkly.io", "orchard.dev", "boxoffice.app", "shop-tbilisi.ge", "macau-trading.mo", "kigali-store.rw"]
MGR = ["RoboForm", "Passbolt", "SafeInCloud", "Strongbox", "MacPass", "KeePassDX", "Nextcloud Passwords",
       "Kaspersky Password Manager", "Norton Password Manager", "Bitwarden", "Vaultwarden", "KeePassXC"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
DOW = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
STREET_EN = ["12 Rustaveli Avenue", "Triq il-Merkanti 45", "88 Rue de Hollerich", "Ilica 134",
             "Vasilissis Sofias 21", "Gedimino pr. 9", "Vitosha Blvd 54", "Abovyan St 18", "Rue Neuve 102",
             "Avenida 18 de Julio 1453", "Galle Road 221", "Sukhbaatar Square 3"]
STREET_ZH = ["人民路88号", "幸福街12号3单元", "友好南路168号", "解放北路21号", "光明巷7号", "新华路302号",
             "红山路5号院", "阳光小区9栋"]
INTL_POST = [
    lambda r: "%d %02d Thessaloniki, Greece" % (r.choice([541, 546, 551]), r.randint(10, 99)),
    lambda r: "TK %d %02d Athens, Greece" % (r.choice([104, 105, 106, 115]), r.randint(10, 99)),
    lambda r: "%d000 %s, Croatia" % r.choice([(10, "Zagreb"), (21, "Split"), (51, "Rijeka")]),
    lambda r: "SI-%d000 Ljubljana, Slovenia" % 1,
    lambda r: "%d Sofia, Bulgaria" % r.choice([1000, 1113, 1407, 1574]),
    lambda r: "0%d Tbilisi, Georgia" % r.choice([105, 108, 112, 160, 179]),
    lambda r: "00%02d Yerevan, Armenia" % r.randint(1, 99),
    lambda r: "1%05d Tashkent, Uzbekistan" % r.choice([0, 11, 60, 84]),
    lambda r: "1%d Ulaanbaatar, Mongolia" % r.choice([4200, 4250, 5160, 7011]),
    lambda r: "44%d Kathmandu, Nepal" % r.choice([600, 616, 700]),
    lambda r: "Dhaka 1%03d, Bangladesh" % r.choice([205, 212, 230]),
    lambda r: "Colombo 00%d00, Sri Lanka" % r.randint(1, 9),
    lambda r: "1%04d Cairo, Egypt" % r.choice([1511, 1371, 2611]),
    lambda r: "%d Tunis, Tunisia" % r.choice([1000, 1002, 1053, 2092]),
    lambda r: "Amman 1%04d, Jordan" % r.choice([1118, 1183, 1942]),
    lambda r: "11%d00 Montevideo, Uruguay" % r.randint(1, 8),
    lambda r: "10%d0%d San José, Costa Rica" % (r.randint(1, 9), r.randint(1, 9)),
    lambda r: "LT-0%d Vilnius, Lithuania" % r.choice([1103, 3107, 8105]),
    lambda r: "L-%d Luxembourg" % r.choice([1616, 2449, 1736, 2540]),
    lambda r: "Valletta VLT %d, Malta" % r.choice([1117, 1010, 1217]),
    lambda r: "%d Brussels, Belgium" % r.choice([1000, 1040, 1050, 1060]),
    lambda r: "%d Gent, Belgium" % r.choice([9000, 9050]),
    lambda r: "12%04d Phnom Penh, Cambodia" % r.choice([101, 202, 301]),
]
IN_PIN = [("Bengaluru", "560", "Karnataka"), ("Pune", "411", "Maharashtra"), ("Chennai", "600", "Tamil Nadu"),
          ("Kolkata", "700", "West Bengal"), ("Hyderabad", "500", "Telangana"), ("Jaipur", "302", "Rajasthan"),
          ("Kochi", "682", "Kerala"), ("Ahmedabad", "380", "Gujarat"), ("Lucknow", "226", "Uttar Pradesh"),
          ("Bhopal", "462", "Madhya Pradesh"), ("Mumbai", "400", "Maharashtra"), ("New Delhi", "110", "Delhi"),
          ("Chandigarh", "160", "Chandigarh"), ("Guwahati", "781", "Assam"), ("Bhubaneswar", "751", "Odisha")]
CN_POST = [("北京", "100"), ("上海", "200"), ("广州", "510"), ("成都", "610"), ("重庆", "400"), ("杭州", "310"),
           ("南京", "210"), ("武汉", "430"), ("西安", "710"), ("长沙", "410"), ("合肥", "230"), ("福州", "350"),
           ("南昌", "330"), ("昆明", "650"), ("苏州", "215"), ("青岛", "266")]
PHONES = [
    lambda r: "+995 5%02d %02d %02d %02d" % (r.randint(50, 99), r.randint(0, 99), r.randint(0, 99), r.randint(0, 99)),
    lambda r: "+374 9%d %03d %03d" % (r.randint(1, 9), r.randint(0, 999), r.randint(0, 999)),
    lambda r: "+30 69%d %03d %04d" % (r.randint(0, 9), r.randint(0, 999), r.randint(0, 9999)),
    lambda r: "+385 9%d %03d %04d" % (r.randint(1, 9), r.randint(0, 999), r.randint(0, 9999)),
    lambda r: "+359 88 %03d %04d" % (r.randint(0, 999), r.randint(0, 9999)),
    lambda r: "+998 9%d %03d %02d %02d" % (r.randint(0, 9), r.randint(0, 999), r.randint(0, 99), r.randint(0, 99)),
    lambda r: "+855 1%d %03d %03d" % (r.randint(0, 9), r.randint(0, 999), r.randint(0, 999)),
    lambda r: "+977 98%08d" % r.randint(0, 99999999),
    lambda r: "+880 17%02d-%06d" % (r.randint(0, 99), r.randint(0, 999999)),
    lambda r: "+94 77 %03d %04d" % (r.randint(0, 999), r.randint(0, 9999)),
    lambda r: "+20 10 %04d %04d" % (r.randint(0, 9999), r.randint(0, 9999)),
    lambda r: "+962 7%d %03d %04d" % (r.randint(7, 9), r.randint(0, 999), r.randint(0, 9999)),
    lambda r: "+974 %04d %04d" % (r.randint(3000, 7999), r.randint(0, 9999)),
    lambda r: "+255 7%02d %03d %03d" % (r.randint(10, 99), r.randint(0, 999), r.randint(0, 999)),
    lambda r: "+250 78%d %03d %03d" % (r.randint(0, 9), r.randint(0, 999), r.randint(0, 999)),
    lambda r: "+598 9%d %03d %03d" % (r.randint(1, 9), r.randint(0, 999), r.randint(0, 999)),
    lambda r: "+506 %04d %04d" % (r.randint(6000, 8999), r.randint(0, 9999)),
    lambda r: "+853 6%03d %04d" % (r.randint(0, 999), r.randint(0, 9999)),
    lambda r: "+370 6%02d %05d" % (r.randint(0, 99), r.randint(0, 99999)),
    lambda r: "+352 621 %03d %03d" % (r.randint(0, 999), r.randint(0, 999)),
    lambda r: "+356 79%02d %04d" % (r.randint(0, 99), r.randint(0, 9999)),
    lambda r: "+32 47%d %02d %02d %02d" % (r.randint(0, 9), r.randint(0, 99), r.randint(0, 99), r.randint(0, 99)),
]
S10_PREFIX = ["RR", "RE", "RB", "CP", "EE", "LX", "UV", "RA"]
S10_CC = ["GR", "HR", "GE", "AM", "LU", "MT", "BE", "LT", "CN", "BG", "UZ", "LK"]
IBAN_FMT = {
    # country: list of (alphabet, length) parts of the BBAN
    "GR": [("d", 7), ("a", 16)], "HR": [("d", 17)], "SI": [("d", 15)], "BG": [("U", 4), ("d", 6), ("a", 8)],
    "GE": [("U", 2), ("d", 16)], "LT": [("d", 16)], "LU": [("d", 3), ("a", 13)], "MT": [("U", 4), ("d", 5), ("a", 18)],
    "JO": [("U", 4), ("d", 4), ("a", 18)], "QA": [("U", 4), ("a", 21)], "EG": [("d", 25)], "TN": [("d", 20)],
    "CR": [("d", 18)], "BE": None,
}
YT = string.ascii_letters + string.digits + "_-"
NIX32 = "0123456789abcdfghijklmnpqrsvwxyz"


def _iban(r):
    cc = r.choice(sorted(IBAN_FMT))
    if cc == "BE":
        ten = "%010d" % r.randint(10 ** 8, 10 ** 10 - 1)
        chk = int(ten) % 97 or 97
        bban = ten + "%02d" % chk
    else:
        bban = ""
        for alph, n in IBAN_FMT[cc]:
            a = {"d": string.digits, "U": string.ascii_uppercase, "a": string.ascii_uppercase + string.digits}[alph]
            bban += rstr(r, a, n)
        if cc == "CR":
            bban = "0" + bban[1:]
    iban = S.iban_make(cc, bban)
    assert S.iban_ok(iban)
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


def _s10(r):
    serial = rdigits(r, 8)
    return r.choice(S10_PREFIX) + serial + str(S.s10_check(serial)) + r.choice(S10_CC)


def _isbn(r):
    body = "978" + rdigits(r, 9)
    d = body + S.ean13_check(body)
    return "%s-%s-%s-%s-%s" % (d[:3], d[3], d[4:8], d[8:12], d[12])


def _issn(r):
    b = rdigits(r, 7)
    s = b + S.issn_check(b)
    return s[:4] + "-" + s[4:]


def _isin(r):
    body = r.choice(["GR", "LU", "BE", "LT", "HR", "GE"]) + rdigits(r, 9)
    return body + S.isin_check(body)


def _imei(r):
    while True:
        v = S.imei_make(r, r.choice(["35", "86", "01", "99"]) + rdigits(r, 6))
        if S.card_brand(v) is None:
            return v


def _uuid(r):
    h = rhex(r, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], r.choice("89ab"), h[17:20], h[20:32])


def _eth(r):
    return S.eth_address(S.rand_scalar(r))


def _btc(r):
    k = S.rand_scalar(r)
    if r.random() < 0.5:
        return S.p2pkh(S.secp_pub(k))
    return S.segwit_addr("bc", 0, S.hash160(S.secp_pub(k)))


def _ssh_pub(r):
    key = ed25519.Ed25519PrivateKey.from_private_bytes(rbytes(r, 32))
    return key.public_key().public_bytes(serialization.Encoding.OpenSSH, serialization.PublicFormat.OpenSSH).decode() + \
        " " + r.choice(["nikos@laptop", "ops@boxoffice", "sokha@desktop", "王芳@macbook".replace("王芳", "wangfang"),
                        "ieva@thinkpad"])


def _pub_body(r):
    key = ec.derive_private_key(S.rand_scalar(r, 2 ** 255), ec.SECP256R1())
    der = key.public_key().public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    b = base64.b64encode(der).decode()
    return "\n".join(b[i:i + 64] for i in range(0, len(b), 64))


def _npub(r):
    return S.bech32_bytes("npub", rbytes(r, 32))


def _xpub(r):
    k, c = S.bip32_master(rbytes(r, 64))
    return S.xkey("xpub", k, c)


def _sol_addr(r):
    return S.b58enc(S.ed25519_pub(rbytes(r, 32)))


def _bip_bad(r, lst, sep):
    w = S.invalid_phrase(r, 12, lst)
    return sep.join(w)


def _bip_few(r, lst, sep):
    n = r.randint(5, 7)
    return sep.join(r.sample(S.WL[lst], n))


def _order(r):
    f = r.choice(["W-%s" % rdigits(r, 7), "%s-%s-%s" % (rdigits(r, 3), rdigits(r, 7), rdigits(r, 7)),
                  rdigits(r, r.choice([10, 12, 18])), "GL%s" % rdigits(r, 9), "BK-%s" % rstr(r, "ABCDEFGHJKMNPQRSTUVWXYZ23456789", 8)])
    return f


def _amount(r):
    v = r.randint(5, 4000) + r.choice([0, 0.5, 0.99, 0.25])
    return "%.2f" % v


def _amount_cny(r):
    v = r.randint(20, 30000) + r.choice([0, 0.5, 0.8])
    return "{:,.2f}".format(v)


def _cn_mobile(r):
    d = "1" + r.choice("3456789") + rdigits(r, 9)
    return r.choice([d, d[:3] + " " + d[3:7] + " " + d[7:]])


def _date_en(r):
    d, m = r.randint(1, 28), r.choice(MONTHS)
    return r.choice(["%d %s" % (d, m), "%s %d" % (m, d), "%d %s 2025" % (d, m)])


def _date_zh(r):
    m, d = r.randint(1, 12), r.randint(1, 28)
    return r.choice(["%d月%d日" % (m, d), "2025年%d月%d日" % (m, d)])


def _datetime_zh(r):
    return "2025-%02d-%02d %02d:%02d:%02d" % (r.randint(1, 12), r.randint(1, 28), r.randint(7, 23), r.randint(0, 59),
                                              r.randint(0, 59))


def _ver(r):
    return r.choice(["%d.%d.%d" % (r.randint(1, 9), r.randint(0, 20), r.randint(0, 40)),
                     "%d.%d" % (r.randint(1, 12), r.randint(0, 9)),
                     "%d.%d.%d.%d" % (r.randint(1, 8), r.randint(0, 9), r.randint(0, 30), r.randint(100, 9999))])


def _seq(r, start, step_lo, step_hi, n=10):
    t, out = start, []
    for _ in range(n):
        out.append(t)
        t += r.randint(step_lo, step_hi)
    return out


def _tseq(r):
    return tuple("%02d:%02d" % divmod(m % 1440, 60) for m in _seq(r, r.randint(7 * 60, 20 * 60), 1, 7))


def _hrs(r):
    a = r.randint(6 * 4, 15 * 4) * 15
    b = a + r.randint(3 * 4, 9 * 4) * 15
    return ("%02d:%02d" % divmod(a, 60), "%02d:%02d" % divmod(b % 1440, 60))


def _ampm(r):
    out = []
    for m in _seq(r, r.randint(8 * 60, 17 * 60), 0, 4):
        h, mi = divmod(m, 60)
        out.append("%d:%02d %s" % ((h - 1) % 12 + 1, mi, "AM" if h < 12 else "PM"))
    return tuple(out)


def _qts(r):
    day = "2025-%02d-%02d" % (r.randint(1, 12), r.randint(1, 28))
    return tuple("%s %02d:%02d:%02d" % ((day,) + divmod(s // 60, 60) + (s % 60,))
                  for s in _seq(r, r.randint(8 * 3600, 22 * 3600), 5, 240))


def _vts(r):
    return tuple("%d:%02d" % divmod(s, 60) for s in _seq(r, r.randint(2, 50), 3, 25))


def _zts(r):
    return tuple("00:%02d:%02d" % divmod(s, 60) for s in _seq(r, r.randint(2, 400), 3, 25))


FILL = {
    "tseq": _tseq,
    "hrs": _hrs,
    "ampm": _ampm,
    "qts": _qts,
    "vts": _vts,
    "zts": _zts,
    "first": lambda r: r.choice(FIRST),
    "lastname": lambda r: r.choice(LAST),
    "zhname": lambda r: r.choice(ZHNAME),
    "qqname": lambda r: r.choice(QQNAME),
    "qqnum": lambda r: str(r.randint(10000000, 3999999999)),
    "bank_en": lambda r: r.choice(BANK_EN),
    "bank_zh": lambda r: r.choice(BANK_ZH),
    "bank_mx": lambda r: r.choice(BANK_MX),
    "webapp_en": lambda r: r.choice(WEBAPP_EN),
    "mxdomain": lambda r: r.choice(MXDOMAIN),
    "mgr": lambda r: r.choice(MGR),
    "appsig": lambda r: rstr(r, ALNUM + "+/", 11),
    "hhmm": lambda r: "%02d:%02d" % (r.randint(6, 23), r.randint(0, 59)),
    "secs": lambda r: "%02d" % r.randint(12, 59),
    "day": lambda r: str(r.randint(1, 28)),
    "day1": lambda r: str(r.randint(1, 9)),
    "dow": lambda r: r.choice(DOW),
    "date_en": _date_en,
    "date_iso": lambda r: "2025-%02d-%02d" % (r.randint(1, 12), r.randint(1, 28)),
    "date_zh": _date_zh,
    "datetime_zh": _datetime_zh,
    "amount": _amount,
    "amount_cny": _amount_cny,
    "last4": lambda r: rdigits(r, 4),
    "phone_intl": lambda r: r.choice(PHONES)(r),
    "cn_mobile": _cn_mobile,
    "area": lambda r: r.choice(["10", "21", "755", "28", "571", "25", "991", "731"]),
    "odometer": lambda r: "{:,}".format(r.randint(12000, 240000)).replace(",", r.choice([",", " "])),
    "pid": lambda r: str(r.randint(300, 48000)),
    "num1": lambda r: str(r.randint(0, 9)),
    "num2": lambda r: str(r.randint(10, 99)),
    "num3": lambda r: str(r.randint(100, 999)),
    "num4": lambda r: str(r.randint(1000, 9999)),
    "num12": lambda r: rdigits(r, 12, True),
    "digits3": lambda r: rdigits(r, 3),
    "digits4": lambda r: rdigits(r, 4),
    "digits6": lambda r: rdigits(r, 6),
    "digits8": lambda r: rdigits(r, 8),
    "digits12": lambda r: rdigits(r, 12),
    "steps": lambda r: str(r.randint(3000, 26000)),
    "erg_time": lambda r: "%d:%02d.%d" % (r.randint(6, 8), r.randint(0, 59), r.randint(0, 9)),
    "uuid": _uuid,
    "hex4": lambda r: rhex(r, 4),
    "hex16": lambda r: rhex(r, 16),
    "hex64": lambda r: rhex(r, 64),
    "lower32": lambda r: rstr(r, string.ascii_lowercase + string.digits, 32),
    "b58_47": lambda r: rstr(r, S.B58, 47),
    "b64_60": lambda r: base64.b64encode(rbytes(r, 45)).decode(),
    "b64_cert": lambda r: base64.b64encode(b"-----BEGIN CERTIFICATE-----\n" + base64.b64encode(rbytes(r, 420)) +
                                           b"\n-----END CERTIFICATE-----\n").decode(),
    "b64u43": lambda r: S.b64u(rbytes(r, 32)),
    "serial_hex": lambda r: ":".join(rhex(r, 2) for _ in range(20)),
    "git7": lambda r: rhex(r, 7),
    "git40": lambda r: rhex(r, 40),
    "sha256": lambda r: rhex(r, 64),
    "sha1": lambda r: rhex(r, 40),
    "md5": lambda r: rhex(r, 32),
    "md5_colon": lambda r: ":".join(rhex(r, 2) for _ in range(16)).upper(),
    "apk_fp": lambda r: ":".join(rhex(r, 2) for _ in range(32)).upper(),
    "sri256": lambda r: "sha256-" + base64.b64encode(rbytes(r, 32)).decode(),
    "sri384": lambda r: "sha384-" + base64.b64encode(rbytes(r, 48)).decode(),
    "sri512": lambda r: "sha512-" + base64.b64encode(rbytes(r, 64)).decode(),
    "npm_integrity": lambda r: "sha512-" + base64.b64encode(rbytes(r, 64)).decode(),
    "h1hash": lambda r: "h1:" + base64.b64encode(rbytes(r, 32)).decode(),
    "nix32": lambda r: rstr(r, NIX32, 52),
    "in_pin": lambda r: (lambda c: (c[0], c[1] + "0" + "%02d" % r.randint(1, 99), c[2]))(r.choice(IN_PIN)),
    "cn_post": lambda r: (lambda c: (c[0], c[1] + "0" + "%02d" % r.randint(0, 99)))(r.choice(CN_POST)),
    "urumqi_post": lambda r: "8300" + "%02d" % r.randint(0, 99),
    "intl_post": lambda r: r.choice(INTL_POST)(r),
    "street_en": lambda r: r.choice(STREET_EN),
    "street_zh": lambda r: r.choice(STREET_ZH),
    "ref_code": lambda r: "%s-2025-%04d" % (r.choice(["REF", "NOT", "SOL", "DOS"]), r.randint(1, 9999)),
    "doc_totp": lambda r: r.choice(["JBSWY3DPEHPK3PXP", "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"]),
    "bip_bad12_en": lambda r: _bip_bad(r, "en", " "),
    "bip_few_en": lambda r: _bip_few(r, "en", ", "),
    "bip_bad12_zh": lambda r: _bip_bad(r, "zh", "、"),
    "bip_bad12_zh_sp": lambda r: _bip_bad(r, "zh", " "),
    "bip_few_zh": lambda r: _bip_few(r, "zh", "、"),
    "order_num": _order,
    "pnr": lambda r: rstr(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6),
    "s10": _s10,
    "dhl": lambda r: rdigits(r, 10),
    "ups16": lambda r: rstr(r, string.ascii_uppercase + string.digits, 16),
    "zto": lambda r: "75" + rdigits(r, 12),
    "ver": _ver,
    "build": lambda r: "%d%s%d" % (r.randint(20, 25), r.choice("ABCDEFG"), r.randint(10, 999)),
    "pyver": lambda r: "3.%d.%d" % (r.randint(9, 13), r.randint(0, 12)),
    "nodever": lambda r: "%d.%d.%d" % (r.choice([18, 20, 22]), r.randint(0, 18), r.randint(0, 9)),
    "iosver": lambda r: "%d.%d.%d" % (r.choice([17, 18]), r.randint(0, 6), r.randint(0, 2)),
    "kver": lambda r: "6.%d.0-%d-generic" % (r.randint(1, 11), r.randint(10, 60)),
    "eth_addr": _eth,
    "btc_addr": _btc,
    "ssh_pub": _ssh_pub,
    "pub_body": _pub_body,
    "npub": _npub,
    "xpub": _xpub,
    "sol_addr": _sol_addr,
    "iban": _iban,
    "imei": _imei,
    "serial": lambda r: rstr(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 12),
    "isbn": _isbn,
    "issn": _issn,
    "isin": _isin,
    "latlon": lambda r: (lambda p: ("%.5f" % (p[0] + r.uniform(-0.02, 0.02)), "%.5f" % (p[1] + r.uniform(-0.02, 0.02))))(
        r.choice([(41.7151, 44.8271), (35.8989, 14.5146), (49.6116, 6.1319), (43.5081, 16.4402), (40.1792, 44.4991),
                  (6.9271, 79.8612), (-34.9011, -56.1645), (-1.9441, 30.0619), (50.8467, 4.3525), (54.6872, 25.2797)])),
    "cn_latlon": lambda r: (lambda p: ("%.6f" % (p[0] + r.uniform(-0.03, 0.03)), "%.6f" % (p[1] + r.uniform(-0.03, 0.03))))(
        r.choice([(30.5728, 104.0668), (30.2741, 120.1551), (30.5928, 114.3055), (34.3416, 108.9398),
                  (28.2282, 112.9388), (43.8256, 87.6168), (36.0671, 120.3826)])),
    "yt_id": lambda r: rstr(r, YT, 11),
}

# ---------------------------------------------------------------------------
# envelopes: frames drawn with the same probability for secret and benign texts (not for code)
# ---------------------------------------------------------------------------
ENVELOPES = {
    "en": ["Day One · {date_en}\n\n{t}", "{t}\n\n— sent from my iPad", "{t}\n\n— sent from my Galaxy S24",
           "Logseq journal ·\n{t}", "[Microsoft Loop]\n{t}", "{t}\n\nSent from Yahoo Mail on Android",
           "Zoho Cliq ·\n{t}", "Notability (typed) ·\n{t}", "Nextcloud Notes ·\n{t}",
           "Google Messages · {hhmm}\n{t}"],
    "zh": ["【钉钉文档】\n{t}", "【QQ 收藏】\n{t}", "{t}\n——发自我的 iPhone", "{t}\n——来自 OPPO Find X7",
           "【WPS 便签】\n{t}", "【讯飞语记】\n{t}", "【日事清】\n{t}", "（转自 QQ 收藏 · {date_zh}）\n{t}",
           "【夸克扫描王 · 识别结果】\n{t}", "【Notion 中文页面】\n{t}"],
    "mixed": ["钉钉 DM ·\n{t}", "Day One 日记 ·\n{t}", "(copied from 钉钉文档)\n{t}", "{t}\n— sent from 我的 iPad",
              "Discord 群 #家 ·\n{t}", "Logseq 日志 ·\n{t}", "Google Messages 短信 ·\n{t}", "Nextcloud 笔记 ·\n{t}"],
}
ENVELOPE_P = 0.10


def envelope(rng, lang, text):
    f = rng.choice(ENVELOPES[lang])
    return f.replace("{date_en}", _date_en(rng)).replace("{hhmm}", FILL["hhmm"](rng)).replace(
        "{date_zh}", _date_zh(rng)).replace("{t}", text), f


def selftest():
    import random
    r = random.Random(3)
    for _ in range(50):
        i = _iban(r).replace(" ", "")
        assert S.iban_ok(i)
        s = _s10(r)
        assert int(s[10]) == S.s10_check(s[2:10])
        assert S.luhn_ok(_imei(r))
        isb = _isbn(r).replace("-", "")
        assert S.ean13_check(isb[:12]) == isb[12]
        assert not S.words_valid(_bip_bad(r, "en", " ").split(), "en")
    return True
