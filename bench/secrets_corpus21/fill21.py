"""Fillers and benign look-alikes for secrets_corpus21.

A filler is fn(rng, *args) -> str, or a tuple of str (fields addressed as
⦃name#k.i⦄ in a template).  Public keys and addresses are derived from real
keys generated here; postcodes match their city's prefix; S10 tracking numbers
carry valid check digits.
"""
import base64
import hashlib
import re
import string

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, ed25519

import struct21 as st
from vals21 import ALNUM, B64URL, DOMAINS, HEX, HOSTS, DBNAMES, USERS, _bytes, _pick, _rand

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
FIRST = ["Amara", "Tunde", "Ingrid", "Joao", "Mariana", "Kofi", "Wanjiru", "Minjun", "Ayaka", "Kasia", "Tomasz",
         "Elif", "Mehmet", "Siti", "Budi", "Nadia", "Omar", "Leila", "Magnus", "Sigrid", "Rafael", "Lucia",
         "Chidi", "Efua", "Arjun", "Priya", "Thabo", "Ana", "Bjorn", "Hana"]
SURN = ["Okafor", "Ferreira", "Haugen", "Kowalski", "Mensah", "Yilmaz", "Santos", "Kim", "Nakamura", "Rahman",
        "Adeyemi", "Lindqvist", "Kariuki", "Nguyen", "Pereira", "Boateng", "Sato", "Demir", "Silva", "Moreau"]
ZSUR = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高")
ZGIVEN = ["伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "娟", "涛", "明", "超", "秀兰", "霞",
          "平", "建华", "志强", "桂英", "海燕", "晓东"]
ZREL = ["妈", "爸", "姥姥", "奶奶", "外婆", "大伯", "小姨", "二舅", "老婆", "老公", "姐", "表哥"]
ZSHOP = ["清风茶园", "顺达驾校", "山海剧本杀", "静心自习室", "康乐养老院", "老陈汽修", "仁和中医馆", "星际网咖", "花语花店",
         "甜心烘焙", "百花蜂场", "渔乐渔具", "快捷驿站", "凌云射箭馆"]
ZCITY = ["长沙", "昆明", "福州", "合肥", "南宁", "贵阳", "太原", "兰州", "西宁", "呼和浩特", "温州", "泉州"]
ZSTREET = ["人民路", "解放路", "建设路", "中山路", "和平街", "光明路", "新华街", "幸福路", "文化路", "长江路"]
ZDISTRICT = ["天山区", "沙依巴克区", "新市区", "水磨沟区", "头屯河区"]
ZCITYPOST = [("北京市", "100", 0, 99), ("上海市", "200", 0, 99), ("广州市", "510", 0, 99), ("深圳市", "518", 0, 99),
             ("成都市", "610", 0, 99), ("杭州市", "310", 0, 99), ("武汉市", "430", 0, 99), ("西安市", "710", 0, 99),
             ("南京市", "210", 0, 99), ("长沙市", "410", 0, 99), ("昆明市", "650", 0, 99), ("拉萨市", "850", 0, 99),
             ("哈尔滨市", "150", 0, 99), ("福州市", "350", 0, 99)]
TW = [("中正区", "100"), ("大同区", "103"), ("中山区", "104"), ("松山区", "105"), ("大安区", "106"), ("万华区", "108"),
      ("信义区", "110"), ("士林区", "111"), ("北投区", "112"), ("内湖区", "114")]
INPIN = [("Mumbai", "400", 1, 104, "Maharashtra"), ("Pune", "411", 1, 62, "Maharashtra"), ("New Delhi", "110", 1, 96, "Delhi"),
         ("Bengaluru", "560", 1, 103, "Karnataka"), ("Chennai", "600", 1, 130, "Tamil Nadu"),
         ("Kolkata", "700", 1, 160, "West Bengal"), ("Hyderabad", "500", 1, 100, "Telangana"),
         ("Ahmedabad", "380", 1, 61, "Gujarat"), ("Jaipur", "302", 1, 40, "Rajasthan"),
         ("Lucknow", "226", 1, 30, "Uttar Pradesh"), ("Kochi", "682", 1, 42, "Kerala"),
         ("Bhopal", "462", 1, 47, "Madhya Pradesh"), ("Guwahati", "781", 1, 40, "Assam")]
BANK_EN = ["Equity Bank", "KCB", "GTBank", "Ecobank", "Standard Chartered", "Bank Muscat", "Kasikornbank",
           "Bank Central Asia", "Millennium bcp", "Caixa Geral", "PKO Bank Polski", "DNB", "Landsbankinn", "Itau",
           "Banco do Brasil", "Akbank", "Al Rajhi Bank", "MCB"]
SITE = ["DiveBase", "Ferrylink", "Cloudbeds", "Hostelworld", "Kiteshop", "Domeclub", "Untappd", "Printables",
        "Allegro", "Jumia", "Shopee", "Tokopedia", "Trendyol"]
ISP = ["Safaricom Home", "MTN Fibre", "MEO", "NOS", "Telenor", "Vivo Fibra", "True Online", "Turkcell Superonline",
       "IndiHome", "Orange Polska", "Siminn", "Omantel"]
HOSTEL = ["Casa do Rio Hostel", "Alfama Rooftop Hostel", "Lighthouse Backpackers", "Baixa Bunks", "Hostel Gaivota",
          "Kite Lodge", "Blue Reef Hostel", "Harbour Bunkhouse"]
PET = ["Biscuit", "Mochi", "Pickles", "Tofu", "Bramble", "Noodle", "Kiwi", "Nala", "the cat", "both dogs"]
SSID = ["DiveBase_Guest", "Taproom-5G", "HIVE-NET", "Dome_Club", "KiteLodge", "CasaDoRio", "Cowork-JKT", "TP-LINK_8C2E",
        "ChinaNet-7xkQ", "CMCC-Zixishi", "Xiaomi_A3F1", "HUAWEI-CY8F", "MERCURY_2F", "Vivo-Fibra-9D", "Telenor-Hjem",
        "Sauna_Club", "BKK-Office", "TP-Link_Guest"]
STREET_PT = ["Santa Catarina", "das Flores", "do Almada", "Augusta", "da Prata", "dos Fanqueiros", "de Cedofeita"]
STREET_BR = ["Jardim Paulista", "Vila Madalena", "Moema Park", "Pinheiros Garden", "Bela Vista"]
SVCSLUG = ["ferry-api", "hivescale", "dive-log", "taproom-pos", "dome-sched", "printfarm", "sacco-ledger",
           "zixishi", "yueche", "chayuan-trace", "jubensha-admin", "bkk-pms", "lagos-pay", "sp-wms", "oslo-door"]
ENVSECRET = ["DB_PASSWORD", "API_TOKEN", "STRIPE_SECRET_KEY", "PAYSTACK_SECRET_KEY", "SMTP_PASSWORD", "JWT_SECRET",
             "OPENAI_API_KEY", "MOONSHOT_API_KEY", "WX_APP_SECRET", "REDIS_PASSWORD", "WEBHOOK_SECRET",
             "MPESA_CONSUMER_SECRET", "KAKAO_REST_KEY", "POS_DB_PASSWORD", "DMS_DB_PASSWORD"]
TFVAR = ["db_password", "api_token", "webhook_secret", "smtp_password", "admin_password", "wifi_psk"]
PM = ["Proton Pass", "Dashlane", "Enpass", "Bitwarden", "KeePassXC", "1Password", "Apple Passwords", "NordPass",
      "Keeper", "Vaultwarden", "Google Password Manager"]
PMITEM = ["Router (upstairs)", "NAS admin", "Till", "Joint account", "POS admin", "Dad - bank", "Wi-Fi", "Door keypad"]
JSLIB = ["alpinejs@3.14.1/dist/cdn.min.js", "htmx.org@2.0.3/dist/htmx.min.js", "chart.js@4.4.4/dist/chart.umd.js",
         "leaflet@1.9.4/dist/leaflet.js", "dayjs@1.11.13/dayjs.min.js", "lodash@4.17.21/lodash.min.js"]
CSSLIB = ["bootstrap@5.3.3/dist/css/bootstrap.min.css", "leaflet@1.9.4/dist/leaflet.css",
          "@picocss/pico@2.0.6/css/pico.min.css", "bulma@1.0.2/css/bulma.min.css"]
CRATE = ["serde", "tokio", "reqwest", "chrono", "rand", "anyhow", "clap", "rustls", "hyper", "regex"]
PYPKG = ["requests", "httpx", "pydantic", "sqlalchemy", "urllib3", "certifi", "idna", "charset-normalizer", "pyyaml"]
PKGSLUG = ["chayuan", "jiaxiao", "zixishi", "yanglao", "huadian", "divebase", "ferrylink", "kiteshop", "xuanpin"]


def f_digits(rng, n):
    n = int(n)
    return str(rng.randint(1, 9)) + _rand(rng, n - 1, "0123456789") if n > 1 else str(rng.randrange(10))


def f_date(rng):
    return "%d %s %d" % (rng.randint(1, 28), _pick(rng, MONTHS), rng.choice([2024, 2025, 2026]))


def f_isodate(rng):
    return "%d-%02d-%02d" % (rng.choice([2024, 2025, 2026]), rng.randint(1, 12), rng.randint(1, 28))


def f_zdate(rng):
    return "%d年%d月%d日" % (rng.choice([2024, 2025, 2026]), rng.randint(1, 12), rng.randint(1, 28))


def f_time(rng):
    return "%02d:%02d" % (rng.randint(6, 23), rng.randint(0, 59))


def f_icsdt(rng):
    return "%d%02d%02dT%02d%02d00" % (rng.choice([2025, 2026]), rng.randint(1, 12), rng.randint(1, 28),
                                     rng.randint(7, 20), rng.choice([0, 15, 30, 45]))


def f_gitdate(rng):
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    return "%s %s %d %02d:%02d:%02d %d %s" % (_pick(rng, days), _pick(rng, MONTHS)[:3], rng.randint(1, 28),
                                              rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59),
                                              rng.choice([2025, 2026]), _pick(rng, ["+0100", "+0800", "+0300", "-0300", "+0000"]))


def f_phone(rng, cc):
    d = lambda n: _rand(rng, n, "0123456789")
    if cc == "uk":
        return "07%s %s" % (d(3), d(6))
    if cc == "cn":
        return "1%s %s %s" % (_pick(rng, ["38", "39", "58", "86", "35", "77", "50", "88"]), d(4), d(4))
    if cc == "ng":
        return "+234 %s %s %s" % (_pick(rng, ["803", "806", "813", "816", "703", "905"]), d(3), d(4))
    if cc == "th":
        return "+66 %s %s %s" % (_pick(rng, ["81", "82", "86", "89", "92"]), d(3), d(4))
    if cc == "ke":
        return "+254 7%s %s %s" % (d(2), d(3), d(3))
    if cc == "pt":
        return "+351 9%s %s %s" % (_pick(rng, ["1", "2", "3", "6"]), d(3), d(3))
    if cc == "id":
        return "+62 8%s-%s-%s" % (d(2), d(4), d(4))
    if cc == "br":
        return "+55 11 9%s-%s" % (d(4), d(4))
    if cc == "kr":
        return "+82 10-%s-%s" % (d(4), d(4))
    if cc == "tr":
        return "+90 5%s %s %s %s" % (d(2), d(3), d(2), d(2))
    raise KeyError(cc)


def f_sri(rng, alg="384"):
    n = {"256": 32, "384": 48, "512": 64}[alg]
    return "sha%s-%s" % (alg, base64.b64encode(hashlib.new("sha" + alg, _bytes(rng, 40)).digest()[:n]).decode())


def f_inpin(rng):
    city, pfx, lo, hi, state = _pick(rng, INPIN)
    return city, pfx + "%03d" % rng.randint(lo, hi), state


def f_zcitypost(rng):
    city, pfx, lo, hi = _pick(rng, ZCITYPOST)
    return city, pfx + "%03d" % rng.randint(lo, hi)


def f_tw(rng):
    dist, p = _pick(rng, TW)
    return dist, p + "%03d" % rng.randint(1, 99)


def _pub_material(rng):
    return st.scalar_random(rng)


def f_ethaddr(rng):
    return st.eth_address(st.scalar_random(rng))


def f_btcaddr(rng):
    k = st.scalar_random(rng)
    return st.btc_p2pkh(k) if rng.random() < 0.5 else st.btc_p2wpkh(k)


def f_xrpaddr(rng):
    k = st.scalar_random(rng)
    return st.b58check_enc(b"\x00" + st.hash160(st.secp_pub(k)), st.RIPPLE58)


def f_sshpub(rng):
    return st.openssh_public_line(_bytes(rng, 32), _pick(rng, USERS) + "@" + _pick(rng, ["laptop", "ops-mbp", "dome-pc", "desktop"]))


def f_pempub(rng):
    if rng.random() < 0.5:
        key = ec.derive_private_key(st.scalar_random(rng, st.P256_N), ec.SECP256R1())
    else:
        key = ed25519.Ed25519PrivateKey.from_private_bytes(_bytes(rng, 32))
    return st.pem_public(key)


def f_xpub(rng):
    _, k, chain, fp, child = st.xprv(rng)
    return st.xpub_from(k, chain, fp, child)


def f_uuid(rng):
    return "%s-%s-4%s-%s%s-%s" % (_rand(rng, 8, HEX), _rand(rng, 4, HEX), _rand(rng, 3, HEX), _pick(rng, "89ab"),
                                  _rand(rng, 3, HEX), _rand(rng, 12, HEX))


def f_iban(rng, cc):
    n = {"PT": 25, "ES": 24, "PL": 28, "TR": 26}[cc]
    s = st.iban(rng, cc, n)
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def f_mac(rng):
    return ":".join(_rand(rng, 2, "0123456789ABCDEF") for _ in range(6))


def f_serial(rng):
    return _pick(rng, ["SN", "C02", "PF", "R5", "HX"]) + _rand(rng, rng.randint(8, 10), "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")


def f_ups1z(rng):
    return "1Z" + _rand(rng, 6, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + _rand(rng, 10, "0123456789")


def f_semver(rng):
    return "%d.%d.%d" % (rng.randint(0, 12), rng.randint(0, 30), rng.randint(0, 20))


def f_bip39bad(rng, lang="en", n="12"):
    if lang == "en":
        w = st.bip39_bad_checksum(rng, int(n), "english")
        return _pick(rng, [", ", " ", " / "]).join(w)
    w = st.bip39_bad_checksum(rng, int(n), "chinese_simplified")
    return _pick(rng, [" ", "、", "，"]).join(w)


def f_bip39few(rng, lang="en"):
    k = rng.randint(4, 7)
    if lang == "en":
        return ", ".join(rng.sample(st.WORDS["english"], k))
    return "、".join(rng.sample(st.WORDS["chinese_simplified"][:600], k))


def _fmt_cue(ms):
    h, ms = divmod(ms, 3600000)
    m, ms = divmod(ms, 60000)
    s, ms = divmod(ms, 1000)
    return "%02d:%02d:%02d.%03d" % (h, m, s, ms)


def f_cues(rng):
    """Three WebVTT cue timings in order: ("00:01:14.200 --> 00:01:18.900", ...)."""
    t = rng.randint(2000, 600000) // 100 * 100
    out = []
    for _ in range(3):
        d = rng.randint(15, 90) * 100
        out.append("%s --> %s" % (_fmt_cue(t), _fmt_cue(t + d)))
        t += d + rng.randint(1, 20) * 100
    return tuple(out)


def f_hms(rng):
    t = rng.randint(5, 1800)
    out = []
    for _ in range(3):
        out.append("%02d:%02d:%02d" % (t // 3600, t // 60 % 60, t % 60))
        t += rng.randint(3, 25)
    return tuple(out)


def f_mss(rng):
    t = rng.randint(1, 900)
    out = []
    for _ in range(3):
        out.append("%02d:%02d" % (t // 60, t % 60))
        t += rng.randint(3, 25)
    return tuple(out)


def f_hist(rng):
    """Increasing shell-history line numbers."""
    n = rng.randint(40, 1900)
    out = []
    for _ in range(6):
        out.append(str(n))
        n += rng.choice([1, 1, 1, 2, 3, 7])
    return tuple(out)


def f_fullname(rng):
    return _pick(rng, FIRST) + " " + _pick(rng, SURN)


FILLERS = {
    "name": lambda r: _pick(r, FIRST),
    "surname": lambda r: _pick(r, SURN),
    "fullname": f_fullname,
    "fullnameup": lambda r: f_fullname(r).upper(),
    "nick": lambda r: _pick(r, ["kasia", "tunde", "joao_p", "minjun", "ingrid", "kofi", "amara", "elif", "budi",
                                "xiaoli", "laowang", "ayaka", "bjorn", "priya", "chidi", "dapo"]) + _pick(r, ["", "", "_", "2"]),
    "email": lambda r: _pick(r, USERS).split("@")[0] + "@" + _pick(r, DOMAINS),
    "user": lambda r: _pick(r, USERS),
    "host": lambda r: _pick(r, HOSTS),
    "ip": lambda r: "192.168.%d.%d" % (r.randint(0, 31), r.randint(2, 250)) if r.random() < 0.6 else "10.%d.%d.%d" % (
        r.randint(0, 20), r.randint(0, 255), r.randint(2, 250)),
    "domain": lambda r: _pick(r, DOMAINS),
    "site": lambda r: _pick(r, SITE),
    "isp": lambda r: _pick(r, ISP),
    "bank_en": lambda r: _pick(r, BANK_EN),
    "hostel": lambda r: _pick(r, HOSTEL),
    "pet": lambda r: _pick(r, PET),
    "ssid": lambda r: _pick(r, SSID),
    "asset": lambda r: _pick(r, ["IT-", "AST-", "NB-"]) + _rand(r, 5, "0123456789"),
    "street_pt": lambda r: _pick(r, STREET_PT),
    "street_br": lambda r: _pick(r, STREET_BR),
    "svcslug": lambda r: _pick(r, SVCSLUG),
    "envsecret": lambda r: _pick(r, ENVSECRET),
    "tfvar": lambda r: _pick(r, TFVAR),
    "dbuser": lambda r: _pick(r, ["app", "backup", "ferry", "svc_pos", "readonly", "yueche", "his_app"]),
    "dbname": lambda r: _pick(r, DBNAMES),
    "pm": lambda r: _pick(r, PM),
    "pmitem": lambda r: _pick(r, PMITEM),
    "pkgslug": lambda r: _pick(r, PKGSLUG),
    "crate": lambda r: _pick(r, CRATE),
    "pypkg": lambda r: _pick(r, PYPKG),
    "jslib": lambda r: _pick(r, JSLIB),
    "csslib": lambda r: _pick(r, CSSLIB),
    "semver": f_semver,
    "py_ver": lambda r: "3.%d.%d" % (r.randint(10, 13), r.randint(0, 12)),
    "node_ver": lambda r: "v%d.%d.%d" % (r.choice([18, 20, 22]), r.randint(0, 19), r.randint(0, 9)),
    "money": lambda r: "%d.%02d" % (r.randint(10, 9999), r.randint(0, 99)),
    "cardexp": lambda r: "%02d/%02d" % (r.randint(1, 12), r.randint(26, 31)),
    "date": f_date, "isodate": f_isodate, "zdate": f_zdate, "time": f_time, "icsdt": f_icsdt,
    "gitdate": f_gitdate, "hist": f_hist, "cues": f_cues, "hms": f_hms, "mss": f_mss,
    "sec": lambda r: str(r.randint(3, 59)),
    "unix": lambda r: str(r.randint(1735689600, 1767225599)),
    "ymd": lambda r: "%d%02d%02d" % (r.choice([2025, 2026]), r.randint(1, 12), r.randint(1, 28)),
    "zname": lambda r: _pick(r, ZSUR) + _pick(r, ZGIVEN),
    "zsur": lambda r: _pick(r, ZSUR),
    "zgiven": lambda r: _pick(r, ZGIVEN),
    "zrel": lambda r: _pick(r, ZREL),
    "zcity": lambda r: _pick(r, ZCITY),
    "zshop": lambda r: _pick(r, ZSHOP),
    "zstreet": lambda r: _pick(r, ZSTREET),
    "zdistrict": lambda r: _pick(r, ZDISTRICT),
    "zcitypost": f_zcitypost,
    "urumqi": lambda r: "830%03d" % r.randint(0, 99),
    "tw": f_tw,
    "inpin": f_inpin,
    "inpin_mumbai": lambda r: "400%03d" % r.randint(1, 104),
    "cep": lambda r: "0%d%03d-%03d" % (r.randint(1, 9), r.randint(0, 999), r.randint(0, 999)),
    "ptpost": lambda r: "40%02d-%03d" % (r.randint(0, 99), r.randint(0, 999)),
    "krpost": lambda r: "0%d%03d" % (r.randint(1, 8), r.randint(0, 999)),
    "kepost": lambda r: _pick(r, ["00100", "00200", "00500", "00600", "00800"]),
    "sapost": lambda r: "1%d%03d" % (r.randint(1, 4), r.randint(0, 999)),
    "thpost": lambda r: _pick(r, ["10110", "10120", "10200", "10250", "10330", "10400", "10500"]),
    "plpost": lambda r: "0%d-%03d" % (r.randint(0, 4), r.randint(1, 999)),
    "trpost": lambda r: "347%02d" % r.randint(10, 30),
    "phone": f_phone,
    "sri": f_sri,
    "hex7": lambda r: _rand(r, 7, HEX), "hex8": lambda r: _rand(r, 8, HEX),
    "hex32": lambda r: _rand(r, 32, HEX), "hex40": lambda r: _rand(r, 40, HEX),
    "hex64": lambda r: _rand(r, 64, HEX), "hex128": lambda r: _rand(r, 128, HEX),
    "b64fp": lambda r: base64.b64encode(_bytes(r, 32)).decode().rstrip("="),
    "b64md5": lambda r: base64.b64encode(_bytes(r, 16)).decode(),
    "fpcolon": lambda r: ":".join(_rand(r, 2, "0123456789ABCDEF") for _ in range(32)),
    "alnumU10": lambda r: _rand(r, 10, string.ascii_uppercase + string.digits),
    "lat": lambda r: "%.5f" % (r.uniform(-35, 60)),
    "lon": lambda r: "%.5f" % (r.uniform(-60, 140)),
    "uuid": f_uuid, "imei": lambda r: st.imei(r), "isbn": lambda r: st.isbn13(r), "iban": f_iban,
    "cnpj": lambda r: st.cnpj(r), "mac": f_mac, "serial": f_serial,
    "s10": lambda r, p, c: st.s10(r, p, c), "ups1z": f_ups1z,
    "ord_allegro": lambda r: "%s-%s-%s" % (_rand(r, 8, HEX), _rand(r, 4, HEX), _rand(r, 4, HEX)),
    "shopee_ord": lambda r: "%02d%02d%02d%s" % (r.randint(24, 26), r.randint(1, 12), r.randint(1, 28), _rand(r, 8, string.ascii_uppercase + string.digits)),
    "n16ord": lambda r: "2000" + _rand(r, 12, "0123456789"),
    "n18ord": lambda r: "3" + _rand(r, 17, "0123456789"),
    "n19ord": lambda r: "4" + _rand(r, 18, "0123456789"),
    "ethaddr": f_ethaddr, "btcaddr": f_btcaddr, "xrpaddr": f_xrpaddr,
    "stellarpub": lambda r: st.stellar_public(_bytes(r, 32)),
    "suiaddr": lambda r: st.sui_address(_bytes(r, 32)),
    "sshpub": f_sshpub, "pempub": f_pempub, "xpub": f_xpub,
    "wgpub": lambda r: st.wg_public(_bytes(r, 32)),
    "agerecip": lambda r: st.age_recipient(_bytes(r, 32)),
    "npub": lambda r: st.nostr_npub(st.scalar_random(r)),
    "bip39bad": f_bip39bad, "bip39few": f_bip39few,
}


def get_filler(name):
    if name in FILLERS:
        return FILLERS[name]
    m = re.fullmatch(r"n(\d+)", name)
    if m:
        return lambda r: f_digits(r, m.group(1))
    m = re.fullmatch(r"alnum(\d+)", name)
    if m:
        return lambda r: _rand(r, int(m.group(1)), ALNUM)
    return None
