"""Fillers and benign look-alikes for secrets_corpus30.

filler(name, rng, state) -> str           ({f:name} in a template; {f:name#k} is keyed)
look(name, rng, state)   -> (value, comp)  ({L:name} in a template; the first one is the span)
"""
import base64
import hashlib
import json
import string
import uuid as _uuid

import struct30 as S
from values30 import rs, pick, HEX, ALNUM, URLSAFE, card_digits, TEST_CARDS, _scalar

# ---------------------------------------------------------------------------
# people, places, time
# ---------------------------------------------------------------------------
EN_NAMES = ["Aoife", "Niamh", "Ciaran", "Declan", "Pieter", "Sanne", "Femke", "Joost", "Jurgen",
            "Greta", "Lukas", "Mila", "Bronwyn", "Rangi", "Aroha", "Tamsin", "Rowena", "Dmytro",
            "Oksana", "Ioana", "Andrei", "Thandiwe", "Sipho", "Lerato", "Farid", "Noor", "Jolo",
            "Marites", "Aziz", "Siti", "Callum", "Hamish", "Kiri", "Mathieu", "Chantal", "Nelio",
            "Gabriela", "Rashid", "Bronte", "Wiebke"]
EN_SURN = ["Brennan", "Fitzgerald", "de Vries", "Bakker", "Gruber", "Huber", "Popescu", "Kovalenko",
           "Dela Cruz", "Tan", "Naidoo", "Botha", "Te Rangi", "Gagnon", "Tremblay", "Villacis",
           "Macuacua", "Al Mansoori", "McAllister", "Schouten", "Okonkwo", "Radu"]
ZH_SURN = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程"
ZH_GIVEN = ["伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟", "涛", "明",
            "超", "秀英", "霞", "平", "刚", "桂英", "建华", "晓东", "子涵", "雨桐", "浩然", "欣怡", "梓萱", "宇航",
            "思远", "佳琪", "海燕", "志强", "春梅", "国庆"]
ZH_NICK = ["老公", "老婆", "妈", "老爸", "表姐", "小舅", "二姨", "闺女", "儿子", "嫂子", "师傅", "组长",
           "班长", "店长", "王姐", "小周", "阿强", "老李", "大刘", "秀秀"]
EN_CITIES = ["Galway", "Cork", "Utrecht", "Groningen", "Leipzig", "Graz", "Cluj-Napoca", "Lviv",
             "Cebu", "Davao", "Penang", "Ipoh", "Durban", "Stellenbosch", "Hobart", "Ballarat",
             "Dunedin", "Napier", "Halifax", "Winnipeg", "Cuenca", "Guayaquil", "Maputo", "Sharjah",
             "Macau"]
ZH_CITIES = ["宜昌", "绵阳", "柳州", "赣州", "丹东", "襄阳", "泉州", "鞍山", "湛江", "岳阳", "开封",
             "德阳", "九江", "锦州", "常德", "宝鸡", "芜湖", "盐城", "潍坊", "遵义"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_WEEK = "一二三四五六日"

EN_BANKS = ["Bank of Ireland", "AIB", "ING", "Rabobank", "Sparkasse", "Erste", "Banca Transilvania",
            "PrivatBank", "BPI", "Maybank", "CIMB", "Capitec", "FNB", "Westpac", "ANZ", "Kiwibank",
            "Desjardins", "Banco Pichincha", "Millennium bim", "Emirates NBD", "BNU Macau"]
ZH_BANKS = ["工商银行", "建设银行", "农业银行", "中国银行", "招商银行", "邮储银行", "交通银行", "浦发银行",
            "兴业银行", "平安银行", "宁波银行", "北京银行"]


def _clock(rng, state, zh=False):
    t = state.get("_clock")
    if t is None:
        t = rng.randrange(6 * 60, 21 * 60)
    else:
        t += rng.randrange(1, 9)
    state["_clock"] = t
    return "%02d:%02d" % (t // 60 % 24, t % 60)


def _date_en(rng):
    d = rng.randrange(1, 29)
    return rng.choice(["%d %s" % (d, MONTHS[rng.randrange(12)]), "%s %d" % (MONTHS[rng.randrange(12)], d),
                       "%02d/%02d/2026" % (d, rng.randrange(1, 13)), "%s %d %s" % (WEEKDAYS[rng.randrange(7)][:3], d, MONTHS[rng.randrange(12)][:3])])


def _date_zh(rng):
    m, d = rng.randrange(1, 13), rng.randrange(1, 29)
    return rng.choice(["%d月%d日" % (m, d), "2026年%d月%d日" % (m, d), "%d.%d" % (m, d), "周" + ZH_WEEK[rng.randrange(7)]])


FILLERS = {
    "name": lambda r, s: pick(r, EN_NAMES),
    "surname": lambda r, s: pick(r, EN_SURN),
    "full": lambda r, s: pick(r, EN_NAMES) + " " + pick(r, EN_SURN),
    "zname": lambda r, s: r.choice(ZH_SURN) + pick(r, ZH_GIVEN),
    "zsurn": lambda r, s: r.choice(ZH_SURN),
    "znick": lambda r, s: pick(r, ZH_NICK),
    "city": lambda r, s: pick(r, EN_CITIES),
    "zcity": lambda r, s: pick(r, ZH_CITIES),
    "clock": lambda r, s: _clock(r, s),
    "date": lambda r, s: _date_en(r),
    "zdate": lambda r, s: _date_zh(r),
    "iso": lambda r, s: "2026-%02d-%02d" % (r.randrange(1, 13), r.randrange(1, 29)),
    "bank": lambda r, s: pick(r, EN_BANKS),
    "zbank": lambda r, s: pick(r, ZH_BANKS),
    "n2": lambda r, s: str(r.randrange(2, 10)),
    "n3": lambda r, s: str(r.randrange(10, 60)),
    "room": lambda r, s: str(r.randrange(101, 520)),
    "amount": lambda r, s: "%d.%02d" % (r.randrange(12, 900), r.randrange(100)),
    "yuan": lambda r, s: str(r.randrange(20, 3000)),
    "last4": lambda r, s: rs(r, string.digits, 4),
    "host": lambda r, s: pick(r, ["depot-nas.local", "10.20.4.17", "ward7-pc", "ditbox.filmcrew.ie",
                                  "pi.tabletop.club", "192.168.8.40", "cangku-db.lan", "nas.home.arpa"]),
    "user": lambda r, s: pick(r, ["aoife", "pieter", "lukas", "tamsin", "dmytro", "jolo", "siti",
                                  "zhangwei", "liuyang", "chenhao", "ops", "crew"]),
    "ssid": lambda r, s: pick(r, ["StaffOnly", "SetLounge", "Depot-Office", "Ward7-Break", "Tabletop_Club",
                                  "Eircom-7F2A", "KPN-Guest", "Telstra4C91", "ChinaNet-x7Kp", "CMCC-5G-2BQd"]),
    "var": lambda r, s: pick(r, ["DB_PASSWORD", "API_TOKEN", "SMTP_PASS", "STRIPE_SECRET_KEY", "WIFI_PSK",
                                 "OPENAI_API_KEY", "GH_TOKEN", "SESSION_SECRET", "REDIS_PASSWORD", "JWT_SECRET",
                                 "MAPS_KEY", "CANGKU_SIGN", "PAIBAN_HMAC", "TILL_RECONCILE_SIG"]),
}


def filler(name, rng, state):
    return FILLERS[name](rng, state)


# ---------------------------------------------------------------------------
# look-alikes
# ---------------------------------------------------------------------------
IN_PIN = [("Mumbai", "Maharashtra", "400"), ("New Delhi", "Delhi", "110"), ("Bengaluru", "Karnataka", "560"),
          ("Chennai", "Tamil Nadu", "600"), ("Kolkata", "West Bengal", "700"), ("Hyderabad", "Telangana", "500"),
          ("Pune", "Maharashtra", "411"), ("Ahmedabad", "Gujarat", "380"), ("Jaipur", "Rajasthan", "302"),
          ("Lucknow", "Uttar Pradesh", "226"), ("Kochi", "Kerala", "682"), ("Chandigarh", "Chandigarh", "160"),
          ("Bhopal", "Madhya Pradesh", "462"), ("Coimbatore", "Tamil Nadu", "641"), ("Indore", "Madhya Pradesh", "452")]
ZH_POST = [("北京", "100"), ("上海", "200"), ("广州", "510"), ("成都", "610"), ("杭州", "310"), ("武汉", "430"),
           ("西安", "710"), ("南京", "210"), ("宜昌", "443"), ("绵阳", "621"), ("柳州", "545"), ("泉州", "362"),
           ("潍坊", "261"), ("遵义", "563"), ("芜湖", "241")]
CA_FSA = ["M5V", "H2X", "V6B", "T2P", "K1P", "B3H", "R3C"]


def _ipv4(rng):
    kind = rng.randrange(3)
    if kind == 0:
        parts = [10, rng.randrange(256), rng.randrange(256), rng.randrange(1, 255)]
    elif kind == 1:
        parts = [192, 168, rng.randrange(256), rng.randrange(1, 255)]
    else:
        parts = [rng.randrange(23, 220), rng.randrange(256), rng.randrange(256), rng.randrange(1, 255)]
    return ".".join(str(x) for x in parts)


def _orcid(rng):
    base = "0000000" + rs(rng, string.digits, 8)
    total = 0
    for c in base:
        total = (total + int(c)) * 2
    r = (12 - total % 11) % 11
    chk = "X" if r == 10 else str(r)
    d = base + chk
    return "-".join(d[i:i + 4] for i in range(0, 16, 4))


def _bip39_fail_en(rng, n):
    words = S.wordlist("english")
    while True:
        w = [pick(rng, words) for _ in range(n)]
        if not S.bip39_valid(w):
            return w


def _bip39_fail_zh(rng, n):
    words = S.wordlist("chinese_simplified")
    while True:
        w = [pick(rng, words) for _ in range(n)]
        if not S.bip39_valid(w, "chinese_simplified"):
            return w


PROSE_EN = ["apple", "river", "garden", "window", "candle", "orange", "pencil", "ticket", "island",
            "winter", "summer", "rabbit", "castle", "piano", "honey", "mountain", "forest", "ocean",
            "shadow", "silver", "velvet", "rocket", "saddle", "basket", "blanket", "coffee", "bridge",
            "engine", "thunder", "lemon", "tomato", "butter", "cherry", "jacket", "kitchen", "ladder"]
PROSE_ZH = "山水火木金土日月风云雨雪花草鸟鱼虫马牛羊春夏秋冬东西南北上下左右天地人心手口目耳"


def _uuid7(rng):
    ms = 1764000000000 + rng.randrange(0, 10 ** 10)
    b = ms.to_bytes(6, "big") + bytes(rng.randrange(256) for _ in range(10))
    b = bytearray(b)
    b[6] = 0x70 | (b[6] & 0x0F)
    b[8] = 0x80 | (b[8] & 0x3F)
    return str(_uuid.UUID(bytes=bytes(b)))


def _xpub(rng):
    k = _scalar(rng)
    cc = bytes(rng.randrange(256) for _ in range(32))
    return S.b58check_encode(bytes.fromhex("0488b21e") + b"\0" * 9 + cc + S.SECP256K1.pub_compressed(k))


def _btc_addr(rng):
    k = _scalar(rng)
    pub = S.SECP256K1.pub_compressed(k)
    return rng.choice([S.p2pkh(pub), S.p2wpkh(pub)])


def _phone(rng):
    c = rng.choice(["ie", "nl", "de", "au", "nz", "ca", "ph", "my", "za", "ae", "ec", "mz", "mo", "cn", "cn"])
    d = lambda n: rs(rng, string.digits, n)
    return {"ie": "+353 8%s %s %s" % (rng.choice("3567"), d(3), d(4)),
            "nl": "+31 6 %s %s" % (d(4), d(4)),
            "de": "+49 15%s %s" % (d(1), d(7)),
            "au": "04%s %s %s" % (d(2), d(3), d(3)),
            "nz": "+64 21 %s %s" % (d(3), d(4)),
            "ca": "(%s) %s-%s" % (rng.choice(["416", "514", "604", "902"]), d(3), d(4)),
            "ph": "+63 9%s %s %s" % (d(2), d(3), d(4)),
            "my": "+60 1%s-%s %s" % (d(1), d(3), d(4)),
            "za": "082 %s %s" % (d(3), d(4)),
            "ae": "+971 5%s %s %s" % (d(1), d(3), d(4)),
            "ec": "+593 9%s %s %s" % (d(1), d(3), d(4)),
            "mz": "+258 84 %s %s" % (d(3), d(4)),
            "mo": "+853 6%s %s" % (d(3), d(4)),
            "cn": "1%s %s %s" % (rng.choice(["38", "39", "58", "86", "77", "36"]), d(4), d(4))}[c]


def look(name, rng, state):
    r = rng
    comp = {}
    if name == "sha256":
        v = rs(r, HEX, 64)
    elif name == "sha512":
        v = rs(r, HEX, 128)
    elif name == "sha1":
        v = rs(r, HEX, 40)
    elif name == "md5":
        v = rs(r, HEX, 32)
    elif name == "sri":
        alg = r.choice(["sha384", "sha384", "sha512", "sha256"])
        n = {"sha256": 32, "sha384": 48, "sha512": 64}[alg]
        v = alg + "-" + base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()
    elif name == "gosum":
        v = "h1:" + base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode()
    elif name == "digest":
        v = "sha256:" + rs(r, HEX, 64)
    elif name == "inpin":
        city, state_, p3 = pick(r, IN_PIN)
        v = p3 + rs(r, "0123456789", 3)
        comp = dict(city=city, state=state_)
    elif name == "inpin_sp":
        city, state_, p3 = pick(r, IN_PIN)
        v = p3 + " " + rs(r, "0123456789", 3)
        comp = dict(city=city, state=state_)
    elif name == "zhpost":
        city, p3 = pick(r, ZH_POST)
        v = p3 + rs(r, "0123456789", 3)
        comp = dict(city=city)
    elif name == "nlpost":
        v = "%d %s" % (r.randrange(1011, 9999), rs(r, "ABCDEFGHJKLMNPRSTVWXZ", 2))
    elif name == "depost":
        v = "%05d" % r.randrange(1067, 99998)
    elif name == "capost":
        v = "%s %d%s%d" % (pick(r, CA_FSA), r.randrange(10), r.choice("ABCEGHJKLMNPRSTVWXYZ"), r.randrange(10))
    elif name == "aupost":
        v = str(r.choice([r.randrange(2000, 2999), r.randrange(3000, 3999), r.randrange(7000, 7499)]))
    elif name == "eircode":
        v = "%s %s" % (r.choice(["D02", "D04", "H91", "T12", "V94", "A94"]), rs(r, "ACDEFHKNPRTVWXY0123456789", 4))
    elif name == "zacode":
        v = "%04d" % r.randrange(1, 9999)
    elif name == "masked":
        last = rs(r, string.digits, 4)
        v = r.choice(["**** **** **** " + last, "•••• " + last, "XXXX-XXXX-XXXX-" + last, "************" + last,
                      "4%s ** **** %s" % (rs(r, string.digits, 3) + " " + rs(r, string.digits, 2), last),
                      "62%s **** **** %s" % (rs(r, string.digits, 2), last)])
        comp = dict(last4=last)
    elif name == "last4":
        v = rs(r, string.digits, 4)
    elif name == "ipv4":
        v = _ipv4(r)
    elif name == "ipv6":
        v = "2001:db8:%x:%x::%x" % (r.randrange(65536), r.randrange(65536), r.randrange(1, 65536))
    elif name == "mac":
        v = ":".join("%02X" % r.randrange(256) for _ in range(6))
    elif name == "cidr":
        v = r.choice(["10.%d.0.0/16" % r.randrange(256), "10.%d.%d.0/24" % (r.randrange(256), r.randrange(256)),
                      "172.%d.%d.0/20" % (r.randrange(16, 32), 16 * r.randrange(16))])
    elif name == "s10":
        d8 = rs(r, string.digits, 8)
        v = r.choice(["RR", "CP", "LX", "EE", "RB", "UA"]) + d8 + S.s10_digit(d8) + r.choice(["IE", "NL", "DE", "AU", "NZ", "CA", "CN", "MY", "ZA"])
    elif name == "ups":
        v = "1Z" + rs(r, "0123456789ABCDEFGHJKLMNPRSTVWXYZ", 6) + rs(r, string.digits, 10)
    elif name == "sf":
        v = "SF" + rs(r, string.digits, 13)
    elif name == "jd":
        v = "JDV" + rs(r, string.digits, 12)
    elif name == "order":
        v = r.choice(["%03d-%07d-%07d" % (r.randrange(100, 999), r.randrange(10 ** 7), r.randrange(10 ** 7)),
                      "#%d" % r.randrange(100000, 999999), "ORD-" + rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 8)])
    elif name == "tborder":
        v = rs(r, string.digits, 19)
        v = "2" + v[1:]
    elif name == "pnr":
        v = rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 6)
    elif name == "phone":
        v = _phone(r)
    elif name == "cnmobile":
        v = "1%s%s" % (r.choice(["38", "39", "58", "86", "77", "36", "52"]), rs(r, string.digits, 8))
    elif name == "price":
        v = r.choice(["€%d.%02d", "AU$%d.%02d", "NZ$%d.%02d", "CA$%d.%02d", "R%d.%02d", "RM%d.%02d", "AED %d.%02d", "MOP %d.%02d"]) % (r.randrange(3, 4000), r.randrange(100))
    elif name == "yuan":
        v = "¥%d.%02d" % (r.randrange(3, 9000), r.randrange(100))
    elif name == "ga4":
        v = "G-" + rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10)
    elif name == "gtm":
        v = "GTM-" + rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 7)
    elif name == "pk_live":
        v = "pk_live_51" + rs(r, ALNUM, 97)
    elif name == "oauth_client":
        v = "%d-%s.apps.googleusercontent.com" % (r.randrange(10 ** 11, 10 ** 12), rs(r, "abcdefghijklmnopqrstuvwxyz0123456789", 32))
    elif name == "aws_acct":
        v = rs(r, string.digits, 12)
    elif name == "wx_appid":
        v = "wx" + rs(r, HEX, 16)
    elif name == "recaptcha":
        v = "6L" + rs(r, URLSAFE, 38)
    elif name == "orcid":
        v = _orcid(r)
    elif name == "sentry_dsn":
        v = "https://%s@o%d.ingest.sentry.io/%d" % (rs(r, HEX, 32), r.randrange(10 ** 5, 10 ** 6), r.randrange(10 ** 6, 10 ** 7))
    elif name == "ssh_pub":
        seed = bytes(r.randrange(256) for _ in range(32))
        v = S.ssh_ed25519_public(S.ed25519_public(seed), pick(r, ["aoife@laptop", "ci@depot", "zhangwei@mbp", "crew@ditbox"]))
    elif name == "btc_addr":
        v = _btc_addr(r)
    elif name == "npub":
        v = S.bech32_bytes("npub", S.SECP256K1.mul(_scalar(r))[0].to_bytes(32, "big"))
    elif name == "age":
        v = S.bech32_bytes("age", bytes(r.randrange(256) for _ in range(32)))
    elif name == "pgp_fpr":
        h = rs(r, "0123456789ABCDEF", 40)
        v = " ".join(h[i:i + 4] for i in range(0, 40, 4))
    elif name == "wg_pub":
        v = base64.b64encode(S.ed25519_public(bytes(r.randrange(256) for _ in range(32)))).decode()
    elif name == "xpub":
        v = _xpub(r)
    elif name == "sol_addr":
        v = S.b58encode(S.ed25519_public(bytes(r.randrange(256) for _ in range(32))))
    elif name == "stellar_pub":
        v = S.strkey(6 << 3, S.ed25519_public(bytes(r.randrange(256) for _ in range(32))))
    elif name == "pem_pub":
        v = S.pem("PUBLIC KEY", S.ed25519_spki(S.ed25519_public(bytes(r.randrange(256) for _ in range(32)))))
    elif name == "uuid4":
        v = str(_uuid.UUID(bytes=bytes(r.randrange(256) for _ in range(16)), version=4))
    elif name == "uuid4u":
        v = str(_uuid.UUID(bytes=bytes(r.randrange(256) for _ in range(16)), version=4)).upper()
    elif name == "uuid7":
        v = _uuid7(r)
    elif name == "version":
        v = r.choice(["%d.%d.%d" % (r.randrange(0, 30), r.randrange(0, 40), r.randrange(0, 200)),
                      "v%d.%d.%d" % (r.randrange(1, 9), r.randrange(0, 40), r.randrange(0, 30)),
                      "%d.%d.%d-rc.%d" % (r.randrange(1, 9), r.randrange(0, 20), r.randrange(0, 9), r.randrange(1, 5)),
                      "%d.%d.%d.%d" % (r.randrange(1, 20), r.randrange(0, 9), r.randrange(1000, 30000), r.randrange(0, 500))])
    elif name == "build":
        v = "%d.%d (%d)" % (r.randrange(1, 20), r.randrange(0, 20), r.randrange(1000, 99999))
    elif name == "isots":
        v = "2026-%02d-%02dT%02d:%02d:%02dZ" % (r.randrange(1, 13), r.randrange(1, 29), r.randrange(24), r.randrange(60), r.randrange(60))
    elif name == "unix":
        v = str(1764000000 + r.randrange(0, 20000000))
    elif name == "unixms":
        v = str(1764000000000 + r.randrange(0, 20000000000))
    elif name == "hhmm":
        v = "%02d%02d" % (r.randrange(5, 23), r.choice([0, 15, 30, 45, 10, 50]))
    elif name == "gitsha":
        v = rs(r, HEX, 40)
    elif name == "gitshort":
        v = rs(r, HEX, r.choice([7, 8, 10]))
    elif name == "colour":
        v = "#" + rs(r, "0123456789ABCDEF" if r.random() < 0.5 else HEX, r.choice([6, 6, 6, 3, 8]))
    elif name == "argb":
        v = "0xFF" + rs(r, "0123456789ABCDEF", 6)
    elif name == "isbn13":
        d12 = "978" + r.choice(["0", "1", "7", "90", "3"]) + rs(r, string.digits, 12)
        d12 = d12[:12]
        v = d12 + S.isbn13_digit(d12)
        if r.random() < 0.5:
            v = "%s-%s-%s-%s-%s" % (v[:3], v[3], v[4:8], v[8:12], v[12])
    elif name == "isbn13zh":
        d12 = "9787" + rs(r, string.digits, 8)
        v = d12 + S.isbn13_digit(d12)
        v = "%s-%s-%s-%s-%s" % (v[:3], v[3], v[4:7], v[7:12], v[12])
    elif name == "isbn10":
        d9 = r.choice(["0", "1", "3"]) + rs(r, string.digits, 8)
        v = d9 + S.isbn10_digit(d9)
    elif name == "png":
        v = "data:image/png;base64," + base64.b64encode(S.png(r.choice([1, 2, 4]), r.choice([1, 2]), (r.randrange(256), r.randrange(256), r.randrange(256)))).decode()
    elif name == "png_raw":
        v = base64.b64encode(S.png(r.choice([2, 3, 4]), r.choice([2, 3]), (r.randrange(256), r.randrange(256), r.randrange(256)))).decode()
    elif name == "gif":
        v = "data:image/gif;base64," + base64.b64encode(S.gif1x1((r.randrange(256), r.randrange(256), r.randrange(256)))).decode()
    elif name == "svg":
        col = rs(r, HEX, 6)
        svg = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="7" fill="#%s"/></svg>' % col
        v = "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()
    elif name == "bip12":
        v = " ".join(_bip39_fail_en(r, 12))
    elif name == "bip24":
        v = " ".join(_bip39_fail_en(r, 24))
    elif name == "bipfew":
        v = ", ".join(_bip39_fail_en(r, r.randrange(4, 9)))
    elif name == "bipfew_sp":
        v = " ".join(_bip39_fail_en(r, r.randrange(5, 10)))
    elif name == "bip12lines":
        v = "\n".join(_bip39_fail_en(r, 12))
    elif name == "zh12":
        v = " ".join(_bip39_fail_zh(r, 12))
    elif name == "zh12dun":
        v = "、".join(_bip39_fail_zh(r, 12))
    elif name == "zhfew":
        v = "、".join(_bip39_fail_zh(r, r.randrange(4, 9)))
    elif name == "zhfew_sp":
        v = " ".join(_bip39_fail_zh(r, r.randrange(5, 10)))
    elif name == "zh24rows":
        w = _bip39_fail_zh(r, 24)
        v = "\n".join(" ".join(w[i:i + 6]) for i in range(0, 24, 6))
    # placeholders and mimvault's own derived text
    elif name == "ph_key":
        v = r.choice(["sk-...", "<YOUR_API_KEY>", "sk-proj-xxxxxxxxxxxxxxxxxxxx", "your-api-key-here", "${OPENAI_API_KEY}",
                      "REPLACE_ME", "<paste token here>", "xoxb-your-token", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
                      "AIza...", "sk_live_...", "<secret>", "********", "{{ api_key }}", "TODO"])
    elif name == "ph_aws":
        v = r.choice(["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"])
    elif name == "ph_card":
        v = r.choice(["4242 4242 4242 4242", "4242424242424242", "5555 5555 5555 4444", "4000 0566 5566 5556",
                      "3782 822463 10005", "4111 1111 1111 1111", "6200 0000 0000 0005"])
    elif name == "ph_redact":
        v = "[REDACTED:%s]" % r.choice(["pin", "password_nl", "otp", "security_answer", "wifi_password", "card_number",
                                        "recovery_codes", "api_key", "mnemonic_bip39_en", "totp_secret"])
    elif name == "ph_redact_pin":
        v = "[REDACTED:pin]"
    elif name == "ph_pem":
        lab = r.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
        v = "-----BEGIN %s-----\n%s\n-----END %s-----" % (lab, r.choice(["...", "<paste key here>", "(key goes here)", "……"]), lab)
    elif name == "ph_sms":
        v = r.choice(["{code}", "{{otp}}", "%s", "{验证码}", "${code}", "#{code}", "[code]", "XXXXXX", "{{.Code}}"])
    elif name == "ph_totp":
        v = "JBSWY3DPEHPK3PXP"
    elif name == "ph_jwt":
        v = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
    elif name == "ph_cutmail":
        v = r.choice(["aoife.brennan@gm", "pieter@kpn", "zhangwei@1", "liuyang@16", "ops@hackd", "tamsin.r@outl",
                      "chenhao@qq", "xu.ming@2980", "lihua@139", "siti.h@yah"])
    elif name == "ph_env":
        v = r.choice(["changeme", "CHANGE_ME", "<password>", "xxxxxxxx", "your_password", "${DB_PASSWORD}", "__SECRET__", "placeholder"])
    elif name == "ph_stars":
        v = r.choice(["••••••••", "********", "●●●●●●", "******"])
    else:
        raise ValueError("look-alike " + name)
    return v, comp


# ---------------------------------------------------------------------------
# envelopes (drawn with the same probability for both labels; never for code)
# ---------------------------------------------------------------------------
ENVELOPES = {
    "en": [("Logseq · journals/{iso}\n", ""), ("", "\n\n— sent from my Pixel 8a"), ("Day One · {date}\n", ""),
           ("", "\n\nSent from Yahoo Mail for iPhone"), ("Google Keep\n", ""), ("Evernote › Inbox\n", ""),
           ("", "\n\nSent from Samsung Email"), ("Zoho Notebook · {date}\n", "")],
    "zh": [("【印象笔记】\n", ""), ("", "\n——发自一加手机"), ("【腾讯文档·草稿】\n", ""), ("【浮墨笔记】", ""),
           ("", "\n——发自魅族手机"), ("【小米便签】\n", ""), ("【夸克笔记·{zdate}】\n", ""), ("【搜狗输入法·语音】", "")],
    "mixed": [("Logseq 日记 · {iso}\n", ""), ("", "\n\n——sent from 一加 phone"), ("Google Keep 便签\n", ""),
              ("（copied from 腾讯文档）\n", ""), ("Day One 日记 · {zdate}\n", ""), ("Evernote 收件箱 ·\n", "")],
}
