"""Fillers (people, places, dates, services on the road) and benign look-alikes for secrets_corpus31.

FILLERS[name](rng, ctx) -> str          used as «name» or «name#key» in templates
BENIGN[name](rng, ctx, arg) -> str      used as «B:name[:arg]» (the benign span) or «b:name[:arg]»
"""
import base64
import hashlib
import json
import string
import struct
import zlib

import struct31 as S
from values31 import rs, pick, rand_digits, ALNUM, HEX, B64U, card_number, group_card, PW_WORDS

# ---------------------------------------------------------------------------
# fillers
# ---------------------------------------------------------------------------
EN_NAMES = ["Wren", "Callum", "Ines", "Tomasz", "Priya", "Declan", "Marisol", "Rhys", "Ayla", "Hamish", "Odile", "Kofi",
            "Saoirse", "Bram", "Leila", "Jonah", "Femi", "Greta", "Rafe", "Tilly", "Mateo", "Anouk", "Ewan", "Zara",
            "Lachie", "Maeve", "Dev", "Freya", "Otto", "Nina"]
ZH_NAMES = ["老周", "阿杰", "小雨", "王姐", "陈叔", "李哥", "小林", "大刘", "阿芳", "老孙", "嫂子", "小马", "唐唐", "老何",
            "阿坤", "小敏", "胖虎", "老谢", "杨杨", "阿珍", "小范", "老邓", "晓晴", "大伟"]
REL_EN = ["Mum", "Dad", "Gran", "Grandad", "my sister", "my brother", "Aunt Bev", "Uncle Pete", "Nana", "my cousin"]
REL_ZH = ["妈", "爸", "奶奶", "外公", "姐", "老婆", "老公", "儿子", "女儿", "舅舅", "小姨", "外婆"]
PLACE_EN = ["Cradle Mountain", "Dawson City", "Ullapool", "Loreto", "Kazbegi", "Khiva", "Coober Pedy", "Haast",
            "Cape Breton", "Tok", "Mestia", "Broome", "Te Anau", "Durness", "Whitehorse", "Mulegé", "Samarkand",
            "Alice Springs", "Kaikoura", "Haines", "Bruny Island", "Applecross", "Tofino", "Exmouth", "Karakol"]
PLACE_ZH = ["林芝", "然乌湖", "那拉提", "赛里木湖", "额济纳", "阿尔山", "漠河", "稻城", "色达", "茶卡", "敦煌", "禾木",
            "丙中洛", "涠洲岛", "独库公路", "喀纳斯", "八宿", "左贡", "香格里拉", "塔县", "伊宁", "满洲里", "黑河", "腾冲"]
PLACE_MX = ["Queenstown", "Te Anau", "Banff", "Jasper", "Hobart", "Broome", "Biei", "Furano", "Tofino", "Wanaka",
            "Uluru", "Whistler", "Byron Bay", "Kaikoura", "Canmore", "Exmouth"]
CAMP_EN = ["Lakeview Holiday Park", "Mossy Creek RV Park", "Kiwi Ridge camp", "Glen Affric campsite", "Pine Hollow RV Resort",
           "Driftwood Bay campground", "Red Gum Flats", "Tamarack Lake CG", "Salt Pan Station stay", "Heron Cove Marina Park",
           "Big Sky Bush Camp", "Lock 42 visitor moorings", "Yukon River campground", "Saltire Farm stop"]
CAMP_ZH = ["然乌湖房车营地", "那拉提自驾营地", "茶卡盐湖营地", "喀纳斯露营基地", "额济纳胡杨林营地", "阿尔山森林营地",
           "稻城亚丁房车营地", "禾木村露营地", "涠洲岛海边营地", "漠河北极村营地"]
VEH_EN = ["Sprinter", "Transit", "Ducato", "Hiace", "Troopy", "Coaster", "Vanagon", "Bongo", "Promaster", "Crafter",
          "Master", "Boxer"]
VEH_ZH = ["依维柯", "全顺", "特顺", "大通", "宇通房车", "拖挂房车", "皮卡", "海狮", "考斯特", "途睿欧"]
BANK_EN = ["Kiwibank", "ANZ", "Westpac", "ASB", "TD", "RBC", "Scotiabank", "Desjardins", "Schwab", "USAA", "Up Bank",
           "Bendigo Bank", "BNZ", "Tangerine", "Navy Federal", "ING"]
BANK_ZH = ["中国银行", "建设银行", "工商银行", "招商银行", "邮储银行", "农商银行", "浦发银行", "兴业银行", "光大银行", "华夏银行",
           "平安银行", "民生银行"]
FERRY = ["Spirit of Tasmania", "BC Ferries", "Interislander", "Bluebridge", "CalMac", "Marine Atlantic",
         "Alaska Marine Highway", "Stena Line", "Kangaroo Island SeaLink"]
APP_EN = ["Park4Night", "iOverlander", "Campendium", "Hipcamp", "WikiCamps", "CamperMate", "Harvest Hosts", "Polarsteps",
          "Gaia GPS", "Starlink app", "Victron Connect", "EcoFlow app"]
APP_ZH = ["高德地图", "两步路", "六只脚", "奥维地图", "趣露营", "携程", "房车生活家", "车旅纵横"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
WDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
ZH_WD = "一二三四五六日"
MAIL_SVC = ["Escapees", "Anytime Mailbox", "St Brendan's Isle", "Traveling Mailbox", "PostNet"]


def f_clock(rng, ctx):
    st = ctx.setdefault("_clock", [rng.randrange(6 * 60, 21 * 60)])
    st[0] += rng.randrange(0, 6)
    m = st[0] % (24 * 60)
    return "%02d:%02d" % (m // 60, m % 60)


def f_date_en(rng, ctx):
    d = rng.randrange(1, 29)
    return pick(rng, ["%d %s" % (d, MONTHS[rng.randrange(12)]), "%s %d %s" % (WDAYS[rng.randrange(7)], d, MONTHS[rng.randrange(12)]),
                      "%s %d" % (MONTHS[rng.randrange(12)], d)])


def f_date_zh(rng, ctx):
    return "%d月%d日" % (rng.randrange(1, 13), rng.randrange(1, 29))


def f_date_iso(rng, ctx):
    return "2026-%02d-%02d" % (rng.randrange(1, 13), rng.randrange(1, 29))


FILLERS = {
    "en_name": lambda rng, ctx: pick(rng, EN_NAMES),
    "zh_name": lambda rng, ctx: pick(rng, ZH_NAMES),
    "rel_en": lambda rng, ctx: pick(rng, REL_EN),
    "rel_zh": lambda rng, ctx: pick(rng, REL_ZH),
    "place_en": lambda rng, ctx: pick(rng, PLACE_EN),
    "place_zh": lambda rng, ctx: pick(rng, PLACE_ZH),
    "place_mx": lambda rng, ctx: pick(rng, PLACE_MX),
    "camp_en": lambda rng, ctx: pick(rng, CAMP_EN),
    "camp_zh": lambda rng, ctx: pick(rng, CAMP_ZH),
    "veh_en": lambda rng, ctx: pick(rng, VEH_EN),
    "veh_zh": lambda rng, ctx: pick(rng, VEH_ZH),
    "bank_en": lambda rng, ctx: pick(rng, BANK_EN),
    "bank_zh": lambda rng, ctx: pick(rng, BANK_ZH),
    "ferry": lambda rng, ctx: pick(rng, FERRY),
    "app_en": lambda rng, ctx: pick(rng, APP_EN),
    "app_zh": lambda rng, ctx: pick(rng, APP_ZH),
    "mailsvc": lambda rng, ctx: pick(rng, MAIL_SVC),
    "clock": f_clock,
    "time": lambda rng, ctx: "%02d:%02d" % (rng.randrange(5, 23), rng.randrange(60)),
    "date_en": f_date_en,
    "date_zh": f_date_zh,
    "date_iso": f_date_iso,
    "km": lambda rng, ctx: str(rng.randrange(40, 900)),
    "n2": lambda rng, ctx: str(rng.randrange(2, 12)),
    "n3": lambda rng, ctx: str(rng.randrange(100, 999)),
    "usd": lambda rng, ctx: "$%d.%02d" % (rng.randrange(8, 400), rng.randrange(100)),
    "cny": lambda rng, ctx: "%d元" % rng.randrange(20, 2000),
    "site": lambda rng, ctx: pick(rng, ["A", "B", "C", "D"]) + str(rng.randrange(1, 40)),
    "zh_site": lambda rng, ctx: "%s区%d号" % (pick(rng, "东西南北"), rng.randrange(1, 40)),
    "word": lambda rng, ctx: pick(rng, PW_WORDS),
}

# ---------------------------------------------------------------------------
# benign look-alikes
# ---------------------------------------------------------------------------


def _bytes(rng, n):
    return bytes(rng.randrange(256) for _ in range(n))


def b_hash(rng, ctx, arg):
    alg = arg or pick(rng, ["sha256", "sha256", "sha1", "md5", "sha512"])
    return hashlib.new(alg, _bytes(rng, 24)).hexdigest()


def b_sri(rng, ctx, arg):
    alg = arg or pick(rng, ["sha384", "sha384", "sha512", "sha256"])
    return alg + "-" + base64.b64encode(hashlib.new(alg, _bytes(rng, 24)).digest()).decode()


def b_gosum(rng, ctx, arg):
    return "h1:" + base64.b64encode(hashlib.sha256(_bytes(rng, 24)).digest()).decode()


def b_sm3(rng, ctx, arg):
    return hashlib.new("sm3", _bytes(rng, 24)).hexdigest()


def b_git(rng, ctx, arg):
    h = hashlib.sha1(_bytes(rng, 20)).hexdigest()
    return h if arg == "full" else h[:int(arg or pick(rng, [7, 7, 8, 10, 12]))]


def b_hexcol(rng, ctx, arg):
    if arg == "3":
        return "#" + rs(rng, "0123456789abcdef", 3)
    if arg == "argb":
        return "0xFF" + rs(rng, "0123456789ABCDEF", 6)
    c = rs(rng, "0123456789abcdef", 6)
    return "#" + (c.upper() if rng.random() < 0.4 else c)


def b_isbn(rng, ctx, arg):
    if arg == "10":
        d = rand_digits(rng, 9, False)
        d += S.isbn10_check(d)
        return "%s-%s-%s-%s" % (d[0], d[1:4], d[4:9], d[9])
    pre = "9787" if arg == "zh" else pick(rng, ["9780", "9781", "9780", "9791"])
    d = pre + rand_digits(rng, 8, False)
    d += S.isbn13_check(d)
    if rng.random() < 0.5:
        return d
    return "%s-%s-%s-%s-%s" % (d[:3], d[3], d[4:7], d[7:12], d[12])


def b_masked(rng, ctx, arg):
    last4 = rand_digits(rng, 4, False)
    style = arg or pick(rng, ["stars", "dots", "bin", "x"])
    if style == "stars":
        return "**** **** **** " + last4
    if style == "dots":
        return "•••• " + last4
    if style == "bin":
        n, _ = card_number(rng, pick(rng, ["visa", "mc", "unionpay"]))
        return n[:6] + "*" * (len(n) - 10) + n[-4:]
    if style == "x":
        return "XXXX-XXXX-XXXX-" + last4
    if style == "zh":
        n, _ = card_number(rng, "unionpay")
        return n[:4] + " **** **** " + n[-4:]
    if style == "last4":
        return last4
    raise ValueError(style)


def b_authcode(rng, ctx, arg):
    return rand_digits(rng, 6, False)


def b_ip(rng, ctx, arg):
    t = arg or pick(rng, ["v4", "v4", "v6", "mac", "cidr", "priv"])
    if t == "v4":
        return "%d.%d.%d.%d" % (pick(rng, [100, 203, 45, 82, 154]), rng.randrange(256), rng.randrange(256), rng.randrange(1, 255))
    if t == "priv":
        return "192.168.%d.%d" % (pick(rng, [0, 1, 8, 50]), rng.randrange(2, 254))
    if t == "v6":
        return "2001:db8:%x:%x::%x" % (rng.randrange(65536), rng.randrange(65536), rng.randrange(1, 65536))
    if t == "mac":
        return ":".join("%02X" % rng.randrange(256) for _ in range(6))
    if t == "cidr":
        return "10.%d.%d.0/%d" % (rng.randrange(256), rng.randrange(256), pick(rng, [16, 22, 24]))
    raise ValueError(t)


def b_uuid(rng, ctx, arg):
    t = arg or pick(rng, ["4", "4", "7", "U"])
    if t == "7":
        ms = 1764000000000 + rng.randrange(10 ** 10)
        return "%08x-%04x-7%03x-%04x-%012x" % (ms >> 16, ms & 0xFFFF, rng.getrandbits(12), 0x8000 | rng.getrandbits(14), rng.getrandbits(48))
    u = "%08x-%04x-4%03x-%04x-%012x" % (rng.getrandbits(32), rng.getrandbits(16), rng.getrandbits(12), 0x8000 | rng.getrandbits(14), rng.getrandbits(48))
    return u.upper() if t == "U" else u


def b_version(rng, ctx, arg):
    return pick(rng, ["%d.%d.%d" % (rng.randrange(1, 30), rng.randrange(0, 20), rng.randrange(0, 40)),
                      "v%d.%d.%d" % (rng.randrange(0, 9), rng.randrange(0, 30), rng.randrange(0, 15)),
                      "%d.%d.%d-rc.%d" % (rng.randrange(1, 5), rng.randrange(0, 12), rng.randrange(0, 9), rng.randrange(1, 5)),
                      "%d.%d build %d" % (rng.randrange(1, 20), rng.randrange(0, 9), rng.randrange(1000, 99999)),
                      "%d.%d.%d.%d" % (rng.randrange(1, 9), rng.randrange(0, 9), rng.randrange(0, 9), rng.randrange(100, 9999))])


def b_datetime(rng, ctx, arg):
    t = arg or pick(rng, ["iso", "isoz", "unix", "unixms", "hhmm", "dmy"])
    ts = 1764000000 + rng.randrange(0, 30000000)
    if t == "unix":
        return str(ts)
    if t == "unixms":
        return str(ts * 1000 + rng.randrange(1000))
    import datetime
    dt = datetime.datetime.fromtimestamp(ts, datetime.timezone.utc)
    if t == "iso":
        return dt.strftime("%Y-%m-%d %H:%M")
    if t == "isoz":
        return dt.strftime("%Y-%m-%dT%H:%M:%SZ")
    if t == "hhmm":
        return "%02d%02d" % (rng.randrange(4, 23), pick(rng, [0, 15, 30, 45, 10, 50]))
    if t == "dmy":
        return dt.strftime("%d/%m/%Y")
    raise ValueError(t)


def b_order(rng, ctx, arg):
    t = arg or pick(rng, ["s10", "ups", "dhl", "usps", "sf", "zto", "jd", "amazon", "pnr", "ferry", "invoice"])
    if t == "s10":
        d = rand_digits(rng, 8, False)
        return pick(rng, ["RR", "LX", "CP", "EE", "RB"]) + d + S.s10_check(d) + pick(rng, ["NZ", "AU", "CA", "GB", "CN", "US"])
    if t == "ups":
        return "1Z" + rs(rng, "0123456789ABCDEFGHJKLMNPRSTUVWXYZ", 6) + rand_digits(rng, 10, False)
    if t == "dhl":
        return rand_digits(rng, 10, False)
    if t == "usps":
        return "9400" + rand_digits(rng, 18, False)
    if t == "sf":
        return "SF" + rand_digits(rng, 13, False)
    if t == "zto":
        return "7" + rand_digits(rng, 14, False)
    if t == "jd":
        return "JDVA" + rand_digits(rng, 11, False)
    if t == "amazon":
        return "%s-%s-%s" % (rand_digits(rng, 3, False), rand_digits(rng, 7, False), rand_digits(rng, 7, False))
    if t == "pnr":
        return rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    if t == "ferry":
        return pick(rng, ["BCF", "SOT", "ISL", "CMC"]) + "-" + rand_digits(rng, 7, False)
    if t == "invoice":
        return "INV-%d-%s" % (rng.randrange(2024, 2027), rand_digits(rng, 5, False))
    raise ValueError(t)


def b_phone(rng, ctx, arg):
    t = arg or pick(rng, ["nz", "au", "ca", "uk", "cn", "cnland", "cn400", "mn", "ge", "us"])
    d = lambda n: rand_digits(rng, n, False)
    return {"nz": lambda: "+64 2%s %s %s" % (pick(rng, ["1", "2", "7"]), d(3), d(4)),
            "au": lambda: "+61 4%s %s %s" % (d(2), d(3), d(3)),
            "ca": lambda: "+1 (867) %s-%s" % (d(3), d(4)),
            "uk": lambda: "07%s %s" % (d(3), d(6)),
            "cn": lambda: "1%s %s %s" % (pick(rng, ["38", "39", "58", "86", "77", "89"]), d(4), d(4)),
            "cnland": lambda: "%s-%s" % (pick(rng, ["0894", "0891", "0999", "0937", "0457"]), d(7)),
            "cn400": lambda: "400-%s-%s" % (d(3), d(4)),
            "mn": lambda: "+976 %s %s" % (pick(rng, ["88", "99", "95"]) + d(2), d(4)),
            "ge": lambda: "+995 5%s %s %s" % (d(2), d(3), d(3)),
            "us": lambda: "(907) %s-%s" % (d(3), d(4))}[t]()


INDIA_PIN = [("Leh", "194101"), ("Manali", "175131"), ("Munnar", "685612"), ("Rishikesh", "249201"),
             ("Gangtok", "737101"), ("Puducherry", "605001"), ("Jaisalmer", "345001"), ("Udaipur", "313001"),
             ("Darjeeling", "734101"), ("Kochi", "682001"), ("Shimla", "171001"), ("Hampi", "583239"),
             ("Alappuzha", "688001"), ("Ooty", "643001"), ("Spiti (Kaza)", "172114"), ("Dharamshala", "176215")]
ZH_POST = [("林芝", "860000"), ("敦煌", "736200"), ("漠河", "165300"), ("稻城", "627750"), ("阿尔山", "137800"),
           ("额济纳旗", "735400"), ("新源县", "835800"), ("伊宁", "835000"), ("香格里拉", "674400"), ("满洲里", "021400"),
           ("腾冲", "679100"), ("八宿", "855600")]
OTHER_POST = [("Wanaka", "9305"), ("Te Anau", "9600"), ("Haast", "7844"), ("Broome WA", "6725"), ("Alice Springs NT", "0870"),
              ("Hobart TAS", "7000"), ("Whitehorse YT", "Y1A 2C6"), ("Dawson City YT", "Y0B 1G0"), ("Tok, AK", "99780"),
              ("Haines, AK", "99827"), ("Ullapool", "IV26 2XD"), ("Durness", "IV27 4PN"), ("Tofino BC", "V0R 2Z0"),
              ("Exmouth WA", "6707")]


def b_postal(rng, ctx, arg):
    t = arg or "india"
    pool = {"india": INDIA_PIN, "zh": ZH_POST, "other": OTHER_POST}[t]
    city, code = pick(rng, pool)
    ctx["_postal_city"] = city
    return code


def b_price(rng, ctx, arg):
    t = arg or pick(rng, ["usd", "nzd", "aud", "cad", "cny", "eur"])
    a = rng.randrange(5, 3000)
    c = rng.randrange(100)
    return {"usd": "$%d.%02d" % (a, c), "nzd": "NZ$%d.%02d" % (a, c), "aud": "A$%d.%02d" % (a, c),
            "cad": "C$%d.%02d" % (a, c), "cny": "¥%d.%02d" % (a, c), "eur": "€%d,%02d" % (a, c),
            "yuan": "%d元" % a}[t]


def b_public_id(rng, ctx, arg):
    t = arg or pick(rng, ["ga4", "gtm", "pk_live", "oauth_client", "aws_acct", "apple_team", "sentry", "wx_appid",
                          "recaptcha", "mapbox_pk", "algolia_app"])
    return {"ga4": lambda: "G-" + rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10),
            "gtm": lambda: "GTM-" + rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 7),
            "pk_live": lambda: "pk_live_51" + rs(rng, ALNUM, 97),
            "oauth_client": lambda: "%d-%s.apps.googleusercontent.com" % (rng.randrange(10 ** 11, 10 ** 12), rs(rng, string.ascii_lowercase + string.digits, 32)),
            "aws_acct": lambda: rand_digits(rng, 12, False),
            "apple_team": lambda: rs(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10),
            "sentry": lambda: "https://%s@o%d.ingest.sentry.io/%d" % (rs(rng, HEX, 32), rng.randrange(10 ** 5, 10 ** 6), rng.randrange(10 ** 6, 10 ** 7)),
            "wx_appid": lambda: "wx" + rs(rng, HEX, 16),
            "recaptcha": lambda: "6L" + rs(rng, B64U, 38),
            "mapbox_pk": lambda: "pk.eyJ1Ijoi" + rs(rng, B64U, 40) + "." + rs(rng, B64U, 22),
            "algolia_app": lambda: rs(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 10)}[t]()


def b_pubkey(rng, ctx, arg):
    t = arg or pick(rng, ["ssh", "btc", "bech32", "eth", "npub", "xpub", "age", "pgpfp", "wg", "sol", "pem"])
    k = rng.randrange(1, S.SECP256K1.n)
    seed = _bytes(rng, 32)
    if t == "ssh":
        pub = S.ed25519_public(seed)
        blob = S._sshstr("ssh-ed25519") + S._sshstr(pub)
        return "ssh-ed25519 " + base64.b64encode(blob).decode() + " " + pick(rng, ["wren@vanpi", "laptop", "pi@solar"])
    if t == "btc":
        return S.p2pkh(S.SECP256K1.compressed(S.SECP256K1.mul(k)))
    if t == "bech32":
        return S.segwit_addr("bc", 0, S.hash160(S.SECP256K1.compressed(S.SECP256K1.mul(k))))
    if t == "eth":
        return S.eth_address(k)
    if t == "npub":
        return S.bech32_bytes("npub", S.SECP256K1.mul(k)[0].to_bytes(32, "big"))
    if t == "xpub":
        return S.bip32_master(_bytes(rng, 64))[1]
    if t == "age":
        return S.bech32_bytes("age", _bytes(rng, 32))
    if t == "pgpfp":
        h = hashlib.sha1(seed).hexdigest().upper()
        return " ".join(h[i:i + 4] for i in range(0, 40, 4))
    if t == "wg":
        return base64.b64encode(_bytes(rng, 32)).decode()
    if t == "sol":
        return S.b58encode(S.ed25519_public(seed))
    if t == "pem":
        return S.pem("PUBLIC KEY", S.spki("ed25519", S.ed25519_public(seed)))
    raise ValueError(t)


def _png(rng, w=1, h=1):
    def chunk(typ, data):
        return struct.pack(">I", len(data)) + typ + data + struct.pack(">I", zlib.crc32(typ + data) & 0xFFFFFFFF)
    rows = b"".join(b"\x00" + bytes([rng.randrange(256), rng.randrange(256), rng.randrange(256), 255]) * w for _ in range(h))
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)) + \
        chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def _gif(rng):
    r, g, b = rng.randrange(256), rng.randrange(256), rng.randrange(256)
    return b"GIF89a\x01\x00\x01\x00\x80\x00\x00" + bytes([r, g, b]) + b"\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;"


def b_image(rng, ctx, arg):
    t = arg or pick(rng, ["png", "png", "gif", "svg"])
    if t == "png":
        return "data:image/png;base64," + base64.b64encode(_png(rng, rng.randrange(1, 4), rng.randrange(1, 4))).decode()
    if t == "gif":
        return "data:image/gif;base64," + base64.b64encode(_gif(rng)).decode()
    col = "#%06x" % rng.randrange(1 << 24)
    svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="%d" fill="%s"/></svg>' % (rng.randrange(3, 8), col)
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()


def b_bip39_en(rng, ctx, arg):
    """English list words that do NOT form a valid phrase: n words; for 12/24 the checksum fails."""
    wl = S.wordlist("english")
    n = int(arg or pick(rng, [12, 12, 24, 6, 8, 10]))
    while True:
        words = [pick(rng, wl) for _ in range(n)]
        if n in (12, 15, 18, 21, 24) and S.bip39_valid(words):
            continue
        return " ".join(words)


def b_bip39_zh(rng, ctx, arg):
    wl = S.wordlist("chinese_simplified")
    parts = (arg or "").split("/")
    n = int(parts[0] or pick(rng, [12, 12, 8, 10]))
    sep = parts[1] if len(parts) > 1 else pick(rng, [" ", "、", "，", ""])
    while True:
        words = [pick(rng, wl) for _ in range(n)]
        if n in (12, 15, 18, 21, 24) and S.bip39_valid(words, "chinese_simplified"):
            continue
        return {"space": " ", "none": "", "dun": "、", "comma": "，"}.get(sep, sep).join(words)


def b_bip39_words_en(rng, ctx, arg):
    """a list of real-life words that happen to be on the BIP39 list (shopping, camp gear...)."""
    pool = ["bacon", "butter", "bread", "coffee", "lemon", "onion", "potato", "rice", "salad", "sugar", "tomato",
            "water", "ice", "candle", "rope", "bucket", "blanket", "battery", "cable", "tape", "glue", "soap",
            "towel", "tent", "torch", "kettle", "jacket", "boot", "glove", "hat", "map", "wallet", "key", "lamp",
            "oil", "fuel", "gas", "tyre" if False else "wheel", "bike", "ladder", "hammer", "brush", "sponge"]
    n = int(arg or pick(rng, [5, 6, 7, 8]))
    words = rng.sample(pool, n)
    return ", ".join(words)


PLACEHOLDERS = {
    "sk": "sk-...", "sk_xxx": "sk-proj-xxxxxxxxxxxxxxxxxxxxxxxx", "your_key": "<YOUR_API_KEY>",
    "aws_id": "AKIAIOSFODNN7EXAMPLE", "aws_secret": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "card4242": "4242 4242 4242 4242", "card4111": "4111 1111 1111 1111", "card5555": "5555 5555 5555 4444",
    "totp_doc": "JBSWY3DPEHPK3PXP", "changeme": "changeme", "your_password": "your-password-here",
    "xxxx": "xxxx-xxxx-xxxx-xxxx", "stars": "********", "redacted": "<redacted>", "env_ref": "${DB_PASSWORD}",
    "code_tpl": "{code}", "zh_code_tpl": "{验证码}", "pct_s": "%s", "pin_red": "[REDACTED:pin]",
    "pw_red": "[REDACTED:password]", "sa_red": "[REDACTED:security_answer]", "otp_red": "[REDACTED:otp]",
    "ghp_x": "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "dots": "••••••", "angle_pw": "<password>",
    "todo": "TODO-set-me", "hook_x": "https://hooks.slack.com/services/T000/B000/XXXX",
}


def b_placeholder(rng, ctx, arg):
    return PLACEHOLDERS[arg]


def b_cut_email(rng, ctx, arg):
    user = pick(rng, ["wren.k", "xu.ming", "lihua", "hamish.r", "zhoujie", "odile.m", "chen.yu", "priya.n"])
    dom = pick(rng, ["2980", "139", "gm", "outl", "163", "proton", "icl", "fastm"])
    return user + "@" + dom


def b_pem_skeleton(rng, ctx, arg):
    lab = arg or pick(rng, ["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
    mid = pick(rng, ["...", "(paste key here)", "<key material>", "…"])
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (lab, mid, lab)


def b_numeric(rng, ctx, arg):
    t = arg or pick(rng, ["odo", "km", "litres", "site", "amps", "volts", "ch", "elev"])
    return {"odo": lambda: "%d" % rng.randrange(40000, 320000), "km": lambda: "%d" % rng.randrange(50, 1500),
            "litres": lambda: "%d.%d" % (rng.randrange(20, 90), rng.randrange(10)), "site": lambda: str(rng.randrange(1, 250)),
            "amps": lambda: str(rng.randrange(50, 400)), "volts": lambda: "%d.%d" % (rng.randrange(12, 14), rng.randrange(10)),
            "ch": lambda: "%d.%03d" % (rng.randrange(144, 148), rng.randrange(0, 1000, 5)),
            "elev": lambda: str(rng.randrange(800, 5200))}[t]()


BENIGN = {
    "hash": b_hash, "sri": b_sri, "gosum": b_gosum, "sm3": b_sm3, "git": b_git, "hexcol": b_hexcol, "isbn": b_isbn,
    "masked": b_masked, "authcode": b_authcode, "ip": b_ip, "uuid": b_uuid, "version": b_version, "dt": b_datetime,
    "order": b_order, "phone": b_phone, "postal": b_postal, "price": b_price, "pubid": b_public_id, "pubkey": b_pubkey,
    "image": b_image, "bip39en": b_bip39_en, "bip39zh": b_bip39_zh, "shoplist": b_bip39_words_en,
    "ph": b_placeholder, "cutmail": b_cut_email, "pemskel": b_pem_skeleton, "num": b_numeric,
    "postal_city": lambda rng, ctx, arg: ctx.get("_postal_city", ""),
    "redkind": lambda rng, ctx, arg: pick(rng, ["security_answer", "pin", "password", "otp", "recovery_codes", "card_number"]),
}
