#!/usr/bin/env python3
"""Generate the blind secret-detection benchmark corpus (secrets_corpus2).

Stdlib only, deterministic.  Templates x value generators -> dev.jsonl / test.jsonl,
split BY TEMPLATE (every case of one template lands in the same split).

    python3 generate.py            # writes dev.jsonl and test.jsonl next to this file
    python3 generate.py --check    # regenerate and run the self-checks only

Template syntax: «v» is the value (for secret kinds it is the gold span), «name» etc. are
filler slots (same slot -> same value within one case), «a|b|c» picks one alternative.
"""
import argparse
import base64
import hashlib
import json
import os
import random
import re
import string
import zlib

SEED = 20250917
CASES_SECRET = 5      # renders per secret template
CASES_BENIGN = 5      # renders per benign template
HERE = os.path.dirname(os.path.abspath(__file__))

# ---------------------------------------------------------------------------
# BIP39 word lists (copied from the MIT-licensed python-mnemonic package)
# ---------------------------------------------------------------------------
WL_SHA = {
    "english.txt": "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda",
    "chinese_simplified.txt": "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726",
}


def load_wordlist(name):
    data = open(os.path.join(HERE, "wordlists", name), "rb").read()
    if hashlib.sha256(data).hexdigest() != WL_SHA[name]:
        raise SystemExit("word list %s does not match the BIP39 list" % name)
    words = data.decode("utf-8").split()
    assert len(words) == 2048 and len(set(words)) == 2048
    return words


BIP_EN = load_wordlist("english.txt")
BIP_ZH = load_wordlist("chinese_simplified.txt")
BIP_EN_SET = set(BIP_EN)
BIP_ZH_SET = set(BIP_ZH)
BIP_EN_IDX = {w: i for i, w in enumerate(BIP_EN)}
BIP_ZH_IDX = {w: i for i, w in enumerate(BIP_ZH)}


def entropy_to_indices(ent):
    nbits = len(ent) * 8
    cs = nbits // 32
    h = hashlib.sha256(ent).digest()
    n = (int.from_bytes(ent, "big") << cs) | (h[0] >> (8 - cs))
    total = nbits + cs
    return [(n >> (total - 11 * (i + 1))) & 2047 for i in range(total // 11)]


def indices_valid(idx):
    if len(idx) not in (12, 15, 18, 21, 24):
        return False
    total = 11 * len(idx)
    cs = total // 33
    n = 0
    for i in idx:
        n = (n << 11) | i
    ent = (n >> cs).to_bytes((total - cs) // 8, "big")
    return (n & ((1 << cs) - 1)) == (hashlib.sha256(ent).digest()[0] >> (8 - cs))


def mnemonic_words(r, wl, n=None):
    n = n or r.choice([12, 12, 12, 12, 24, 24, 15, 18, 21])
    ent = rbytes(r, n * 11 * 32 // 33 // 8)
    words = [wl[i] for i in entropy_to_indices(ent)]
    assert indices_valid([(BIP_EN_IDX if wl is BIP_EN else BIP_ZH_IDX)[w] for w in words])
    return words


def contains_valid_mnemonic_en(text):
    toks = re.findall(r"[A-Za-z]+", text)
    toks = [t.lower() for t in toks]
    for L in (12, 15, 18, 21, 24):
        for s in range(0, len(toks) - L + 1):
            win = toks[s:s + L]
            if all(w in BIP_EN_SET for w in win) and indices_valid([BIP_EN_IDX[w] for w in win]):
                return True
    return False


def contains_valid_mnemonic_zh_separated(text):
    """Checks runs of single BIP39 characters separated by whitespace / list punctuation."""
    toks = re.split(r"[\s,，、;；.。|/0-9]+", text)
    runs, cur = [], []
    for t in toks:
        if len(t) == 1 and t in BIP_ZH_SET:
            cur.append(t)
        else:
            if cur:
                runs.append(cur)
            cur = []
    if cur:
        runs.append(cur)
    for run in runs:
        for L in (12, 15, 18, 21, 24):
            for s in range(0, len(run) - L + 1):
                if indices_valid([BIP_ZH_IDX[w] for w in run[s:s + L]]):
                    return True
    return False


# ---------------------------------------------------------------------------
# Encoding helpers
# ---------------------------------------------------------------------------
DIG = string.digits
HEX = "0123456789abcdef"
HEXU = HEX.upper()
UP = string.ascii_uppercase
LO = string.ascii_lowercase
ALNUM = string.digits + string.ascii_letters
B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
B64URL = ALNUM + "-_"
B64STD = ALNUM + "+/"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
LOALNUM = string.ascii_lowercase + string.digits


def rs(r, alpha, n):
    return "".join(r.choice(alpha) for _ in range(n))


def rbytes(r, n):
    return bytes(r.getrandbits(8) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def sha256(b):
    return hashlib.sha256(b).digest()


def b58encode(b):
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, rem = divmod(n, 58)
        s = B58[rem] + s
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + s


def b58check(payload):
    return b58encode(payload + sha256(sha256(payload))[:4])


def base62_int(n, width):
    s = ""
    while n:
        n, rem = divmod(n, 62)
        s = B62[rem] + s
    return s.rjust(width, "0")


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _bech_polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((b >> i) & 1) else 0
    return chk


def _convertbits(data, frombits, tobits):
    acc = bits = 0
    ret = []
    maxv = (1 << tobits) - 1
    for v in data:
        acc = (acc << frombits) | v
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            ret.append((acc >> bits) & maxv)
    if bits:
        ret.append((acc << (tobits - bits)) & maxv)
    return ret


def bech32_encode(hrp, data5, const=1):
    values = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp] + data5
    pm = _bech_polymod(values + [0] * 6) ^ const
    chk = [(pm >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH[d] for d in data5 + chk)


def luhn_ok(digits):
    s = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(prefix, length, r):
    body = prefix + rs(r, DIG, length - len(prefix) - 1)
    for c in DIG:
        if luhn_ok(body + c):
            return body + c


def group(s, sizes, sep=" "):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return sep.join(x for x in out if x)


def group_every(s, n, sep=" "):
    return sep.join(s[i:i + n] for i in range(0, len(s), n))


def wrap64(s, w=64):
    return "\n".join(s[i:i + w] for i in range(0, len(s), w))


# spoken digits
EN_NUM = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ZH_NUM = "零一二三四五六七八九"


def say_en(digits, r, sep=None):
    sep = sep if sep is not None else r.choice([" ", " ", ", ", "-"])
    words = []
    for c in digits:
        w = EN_NUM[int(c)]
        if c == "0" and r.random() < 0.4:
            w = "oh"
        words.append(w)
    return sep.join(words)


def say_zh(digits, r, sep=None):
    sep = sep if sep is not None else r.choice(["", "", " ", "、"])
    yao = r.random() < 0.5
    out = []
    for c in digits:
        ch = ZH_NUM[int(c)]
        if c == "1" and yao:
            ch = "幺"
        out.append(ch)
    return sep.join(out)


# ---------------------------------------------------------------------------
# Filler slots
# ---------------------------------------------------------------------------
def pick(*xs):
    return lambda r: r.choice(xs)


FILL = {
    "name": pick("Sam", "Priya", "Tom", "Aisha", "Marco", "Hannah", "Luis", "Chloe", "Ben", "Fatima",
                 "Oliver", "Mei", "Jonas", "Grace", "Dev", "Noah", "Ingrid", "Kofi", "Rosa", "Ethan"),
    "zname": pick("张伟", "李娜", "王芳", "刘洋", "陈静", "小李", "老王", "阿强", "赵磊", "孙悦", "周婷",
                  "吴昊", "郑爽", "黄晓明", "林小雨", "何师傅", "表姐", "老公", "老婆", "我妈"),
    "rel": pick("Mum", "Dad", "my sister", "my brother", "Gran", "my husband", "my wife", "my flatmate"),
    "zrel": pick("我妈", "我爸", "老婆", "老公", "我姐", "我弟", "奶奶", "室友"),
    "svc": pick("Netflix", "Spotify", "Dropbox", "Gmail", "Outlook", "Steam", "Amazon", "PayPal", "LinkedIn",
                "Instagram", "Airbnb", "eBay", "Disney+", "Zoom", "Notion", "Figma", "Duolingo", "Booking.com"),
    "zsvc": pick("微信", "支付宝", "淘宝", "京东", "美团", "抖音", "小红书", "12306", "拼多多", "滴滴",
                 "网易邮箱", "QQ", "哔哩哔哩", "携程", "饿了么", "闲鱼", "知乎", "百度网盘"),
    "bank": pick("Chase", "Barclays", "HSBC", "Wells Fargo", "Lloyds", "Santander", "Monzo", "Capital One",
                 "NatWest", "Revolut", "Starling", "Bank of America", "ING", "Citi"),
    "zbank": pick("招商银行", "工商银行", "建设银行", "中国银行", "农业银行", "交通银行", "浦发银行", "平安银行",
                  "中信银行", "邮储银行"),
    "city": pick("Leeds", "Denver", "Porto", "Melbourne", "Glasgow", "Austin", "Lyon", "Cork", "Tucson", "Bristol"),
    "zcity": pick("杭州", "成都", "西安", "南京", "厦门", "青岛", "长沙", "苏州", "重庆", "大连"),
    "day": pick("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "zday": pick("周一", "周二", "周三", "周四", "周五", "周六", "周日", "昨天", "前天", "今天早上"),
    "min": pick("5", "10", "15", "30"),
    "hm": lambda r: "%02d:%02d" % (r.randint(7, 22), r.randint(0, 59)),
    "user": pick("alice", "devops", "app_user", "svc_backup", "jlin", "mchen", "admin", "deploy",
                 "reporting", "etl_rw", "zhangwei", "liuyang88", "grafana", "ci-bot"),
    "email": lambda r: r.choice(["sam.k", "priya.r", "tom_h", "zhangwei", "lina.chen", "m.rossi", "hk2019",
                                 "jlin"]) + "@" + r.choice(["gmail.com", "outlook.com", "163.com", "qq.com",
                                                            "proton.me", "icloud.com", "fastmail.com"]),
    "host": pick("db.internal", "10.0.3.17", "pg-prod-1.cluster.local", "mysql.staging.acme.io", "127.0.0.1",
                 "orders-db.c9xk2m.eu-west-1.rds.amazonaws.com", "192.168.10.40", "redis.svc",
                 "mongo-0.mongo.default.svc", "data.example.net"),
    "db": pick("orders", "app", "analytics", "crm", "inventory", "wiki", "billing", "prod"),
    "ssid": lambda r: r.choice(["TP-LINK_", "ChinaNet-", "Xiaomi_", "BT-", "Vodafone-", "MERCURY_", "HUAWEI-",
                                "NETGEAR", "Linksys"]) + rs(r, "ABCDEF0123456789", 4),
    "hssid": pick("HomeNet", "TheShire", "Casa-Lopez", "FBI Surveillance Van", "Cafe Lumen Guest",
                  "Flat3B", "Pretty Fly for a WiFi", "Office-Guest", "dabai_5G", "WuJia_5G"),
    "proj": pick("billing-api", "photo-sync", "wedding-site", "homelab", "scraper", "blog", "crm-lite",
                 "mobile-app", "data-pipeline", "side-project"),
    "pet": pick("dog", "cat", "hamster", "rabbit", "parrot"),
    "n2": lambda r: str(r.randint(2, 29)),
    "yr": lambda r: str(r.randint(2019, 2025)),
}


# ---------------------------------------------------------------------------
# Value generators (return a str, or a dict with "v" = the value / gold span)
# ---------------------------------------------------------------------------
def digits(n, lead0=True):
    def g(r):
        s = rs(r, DIG, n)
        if not lead0 and s[0] == "0":
            s = r.choice("123456789") + s[1:]
        if len(set(s)) < 3:
            return g(r)
        return s
    return g


otp6 = digits(6)
otp4 = digits(4)
otp5 = digits(5)
otp8 = digits(8)


def otp_any(r):
    return digits(r.choice([4, 6, 6, 6, 5, 8]))(r)


def otp6_sep(r):
    d = otp6(r)
    return d[:3] + r.choice(["-", " ", "-", " "]) + d[3:]


def otp6_spaced(r):
    return " ".join(otp6(r))


def otp_words_en(r):
    return say_en(digits(r.choice([6, 6, 4]))(r), r)


def otp_words_zh(r):
    return say_zh(otp6(r), r)


def steam_code(r):
    return rs(r, "23456789BCDFGHJKMNPQRTVWXY", 5)


def pin4(r):
    return digits(4)(r)


def pin6(r):
    return digits(6)(r)


def pin_any(r):
    return digits(r.choice([4, 4, 4, 6, 6, 5]))(r)


def combo3(r):
    return "-".join(str(r.randint(0, 39)) for _ in range(3))


def combo_dial(r):
    return "%d-%d-%d" % (r.randint(1, 39), r.randint(1, 39), r.randint(1, 39))


def pin_hash(r):
    return digits(r.choice([4, 5, 6]))(r) + "#"


def pin_words_en(r):
    return say_en(pin_any(r), r)


def pin_words_zh(r):
    return say_zh(pin6(r) if r.random() < 0.6 else pin4(r), r)


# ---- passwords -----------------------------------------------------------
PW_WORDS = ["sunflower", "harbor", "tiger", "maple", "rocket", "velvet", "copper", "meadow", "falcon", "pepper",
            "orbit", "banjo", "walnut", "cobalt", "lantern", "pixel", "mango", "glacier", "otter", "thistle"]
PINYIN = ["zhangwei", "wangfang", "lina", "liuyang", "chenjing", "xiaoming", "woaini", "huahua", "tiantian",
          "wangzi", "laowang", "mimi", "beibei", "dandan", "haha", "qwer"]
SYMS = "!@#$%&*?-_.+"


def pw_random(r):
    n = r.randint(10, 18)
    while True:
        s = rs(r, ALNUM + SYMS, n)
        if any(c.isupper() for c in s) and any(c.isdigit() for c in s) and any(c in SYMS for c in s) \
                and s[0] not in "-.":
            return s


def pw_human(r):
    w = r.choice(PW_WORDS)
    w = w.capitalize() if r.random() < 0.7 else w
    if r.random() < 0.5:
        return w + r.choice("!@#$%&") + str(r.randint(1, 9999))
    return w + str(r.randint(10, 2024)) + r.choice("!?#$*")


def pw_pinyin(r):
    base = r.choice(PINYIN)
    style = r.randint(0, 3)
    if style == 0:
        return base + str(r.randint(1960, 2012))
    if style == 1:
        return base.capitalize() + "@" + "%02d%02d" % (r.randint(1, 12), r.randint(1, 28))
    if style == 2:
        return base + r.choice(["520", "1314", "888", "666", "123"]) + r.choice(["", "!", ".", "#"])
    return base[:2].upper() + base[2:] + "_" + str(r.randint(100, 999))


def pw_phrase(r):
    ws = r.sample(PW_WORDS, r.choice([3, 4]))
    sep = r.choice(["-", ".", "_", ""])
    if sep == "":
        ws = [w.capitalize() for w in ws]
    return sep.join(ws) + (str(r.randint(1, 99)) if r.random() < 0.5 else "")


def pw_leet(r):
    w = r.choice(PW_WORDS + ["dragon", "monkey", "shadow", "summer", "football", "princess"])
    tbl = {"a": "4", "e": "3", "o": "0", "i": "1", "s": "$", "t": "7"}
    out = "".join(tbl.get(c, c) if r.random() < 0.6 else c for c in w)
    return out[0].upper() + out[1:] + r.choice(["!", "&3", "#9", "2024", "?!", "*7"])


def pw_any(r):
    return r.choice([pw_random, pw_human, pw_pinyin, pw_phrase, pw_leet, pw_random])(r)


def pw_urlsafe(r):
    while True:
        s = rs(r, ALNUM + "-_.~", r.randint(10, 20))
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and s[0].isalnum():
            return s


def pw_nospecial(r):
    while True:
        s = rs(r, ALNUM, r.randint(12, 22))
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s):
            return s


SYM_EN = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar sign", "%": "percent sign",
          "&": "ampersand", "*": "asterisk", "?": "question mark", "-": "dash", "_": "underscore", ".": "dot",
          "+": "plus"}
SYM_ZH = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "and 符号", "*": "星号",
          "?": "问号", "-": "横杠", "_": "下划线", ".": "点", "+": "加号"}


def _spellable(r):
    w = r.choice(PW_WORDS + PINYIN)
    w = w[0].upper() + w[1:] if r.random() < 0.7 else w
    return w[: r.randint(4, 7)] + str(r.randint(10, 999)) + r.choice(SYMS[:4] + "-_")


def pw_spelled_en(r):
    pw = _spellable(r)
    parts = []
    for c in pw:
        if c.isupper():
            parts.append(r.choice(["capital ", "big ", "uppercase "]) + c)
        elif c.islower():
            parts.append(c if r.random() < 0.8 else "small " + c)
        elif c.isdigit():
            parts.append(EN_NUM[int(c)] if r.random() < 0.6 else c)
        else:
            parts.append(SYM_EN[c])
    return r.choice([", ", " ", " - "]).join(parts)


def pw_spelled_zh(r):
    pw = _spellable(r)
    parts = []
    for c in pw:
        if c.isupper():
            parts.append("大写" + c)
        elif c.islower():
            parts.append(c if r.random() < 0.6 else "小写" + c)
        elif c.isdigit():
            parts.append(ZH_NUM[int(c)] if r.random() < 0.6 else c)
        else:
            parts.append(SYM_ZH[c])
    return r.choice(["，", " ", "、"]).join(parts)


def pw_digits_zh(r):
    return say_zh(digits(r.choice([6, 8]))(r), r)


def wifi_pw(r):
    while True:
        s = _wifi_pw(r)
        if len(s) >= 8:
            return s


def _wifi_pw(r):
    k = r.randint(0, 5)
    if k == 0:
        return digits(r.choice([8, 10]), lead0=False)(r)
    if k == 1:
        return "1" + r.choice("3456789") + rs(r, DIG, 9)  # a phone number used as a Wi-Fi password
    if k == 2:
        return pw_human(r)
    if k == 3:
        return pw_pinyin(r) + str(r.randint(0, 9))
    if k == 4:
        return rs(r, ALNUM, r.randint(12, 20))
    return pw_phrase(r)


# ---- security answers ----------------------------------------------------
def pick_v(*xs):
    return lambda r: r.choice(xs)


sa_pet = pick_v("Biscuit", "Mr Whiskers", "Pudding", "Rolo", "Captain", "Noodle", "Bramble", "Ziggy", "Peaches",
                "Tofu", "Bean", "Marmalade", "Scout", "Pickle")
sa_city = pick_v("Aberystwyth", "Wagga Wagga", "Dundee", "Kalamazoo", "Tromsø", "Bendigo", "Hull", "Boise",
                 "Coimbra", "Limerick", "Ipswich", "Gdańsk")
sa_school = pick_v("St Bede's Primary", "Oakfield Elementary", "Hillcrest Junior", "Westbrook Primary",
                   "Our Lady of Lourdes", "Maple Grove Elementary", "Ashton Infants", "Greenhill Primary")
sa_maiden = pick_v("Okafor", "Pemberton", "Kowalczyk", "Huxley", "Nakamura", "Fitzgerald", "Delacroix",
                   "Abernathy", "Lindqvist", "Moreau", "Haddad")
sa_teacher = pick_v("Mrs Pennington", "Mr Adebayo", "Miss Trelawny", "Mr Castellano", "Mrs Oduya",
                    "Ms Brannigan", "Mr Whitlock")
sa_car = pick_v("Vauxhall Corsa", "Honda Civic", "blue Fiesta", "Nissan Micra", "Ford Escort", "VW Polo",
                "Toyota Corolla", "Peugeot 206")
sa_street = pick_v("Elmwood Avenue", "Cromwell Road", "Juniper Lane", "Station Road", "Larkspur Close",
                   "Maple Crescent", "Orchard Way", "Tennyson Street", "Kingfisher Drive", "Bellevue Terrace")
sa_food = pick_v("shepherd's pie", "pierogi", "mac and cheese", "jollof rice", "lasagne", "pad thai")
sa_fake = lambda r: r.choice(["Purple", "Quantum", "Soggy", "Velvet", "Angry", "Tiny"]) + \
    r.choice(["Toaster", "Walrus", "Pancake", "Cactus", "Lobster"]) + str(r.randint(10, 99))
sa_zcity = pick_v("洛阳", "绵阳", "丹东", "赣州", "柳州", "开封", "湛江", "岳阳", "宜宾", "景德镇", "铁岭")
sa_zschool = pick_v("育才小学", "实验二小", "红星小学", "城关镇中心小学", "光明路小学", "东风小学", "人民路小学",
                    "第三中学", "新华小学")
sa_zmother = pick_v("王秀英", "李桂兰", "张玉梅", "刘淑芬", "陈凤霞", "杨春花", "赵丽萍", "周美玲")
sa_zteacher = pick_v("王建国", "李红梅", "张志强", "刘芳", "陈国平", "赵淑华", "孙立新", "马丽娟", "郭永红", "徐卫东")
sa_zpet = pick_v("旺财", "豆豆", "咪咪", "球球", "小黑", "大黄", "团子", "年糕")
sa_zfriend = pick_v("胖虎", "李小龙", "王磊", "二丫", "小胖", "刘畅", "孙猴子", "大壮", "毛毛", "阿飞", "许嘉怡")
sa_zdate = lambda r: r.choice(["%d%02d%02d", "%d年%d月%d日", "%d-%02d-%02d", "%d.%d.%d"]) % (
    r.randint(1950, 1975), r.randint(1, 12), r.randint(1, 28))
sa_zfood = pick_v("红烧肉", "饺子", "糖醋排骨", "螺蛳粉", "酸菜鱼", "臭豆腐", "肠粉", "热干面", "锅包肉", "羊肉泡馍")


# ---- cards ---------------------------------------------------------------
TEST_CARDS = {"4242424242424242", "4111111111111111", "5555555555554444", "4000056655665556",
              "5105105105105100", "378282246310005", "371449635398431", "6011111111111117",
              "4012888888881881", "5200828282828210", "3566002020360505", "4000000000000002"}


def card_raw(r):
    brand = r.choice(["visa", "visa", "mc", "mc2", "amex", "unionpay", "unionpay19", "discover", "jcb"])
    if brand == "visa":
        d = luhn_complete("4" + rs(r, DIG, 5), 16, r)
    elif brand == "mc":
        d = luhn_complete("5" + r.choice("12345") + rs(r, DIG, 4), 16, r)
    elif brand == "mc2":
        d = luhn_complete(str(r.randint(2221, 2720)) + rs(r, DIG, 2), 16, r)
    elif brand == "amex":
        d = luhn_complete(r.choice(["34", "37"]) + rs(r, DIG, 4), 15, r)
    elif brand == "unionpay":
        d = luhn_complete(r.choice(["622202", "621700", "622848", "623052", "621483"]), 16, r)
    elif brand == "unionpay19":
        d = luhn_complete(r.choice(["621226", "622208", "621700", "623668"]), 19, r)
    elif brand == "discover":
        d = luhn_complete("6011" + rs(r, DIG, 2), 16, r)
    else:
        d = luhn_complete("35" + str(r.randint(28, 89)) + rs(r, DIG, 2), 16, r)
    if d in TEST_CARDS or len(set(d)) < 5:
        return card_raw(r)
    return d


def fmt_card(d, r, style=None):
    style = style if style is not None else r.choice(["space", "space", "dash", "plain"])
    if style == "plain":
        return d
    sep = " " if style == "space" else "-"
    if len(d) == 15:
        return group(d, [4, 6, 5], sep)
    if len(d) == 19 and r.random() < 0.5:
        return group(d, [6, 13], sep)
    return group_every(d, 4, sep)


def card(r):
    d = card_raw(r)
    return {"v": fmt_card(d, r), "exp": "%02d/%02d" % (r.randint(1, 12), r.randint(26, 31)),
            "cvv": rs(r, DIG, 4 if len(d) == 15 else 3), "last4": d[-4:]}


def card_plain(r):
    d = card(r)
    d["v"] = d["v"].replace(" ", "").replace("-", "")
    return d


def card_spoken(r):
    d = card_raw(r)
    while len(d) != 16:
        d = card_raw(r)
    chunks = [say_en(d[i:i + 4], r, " ") for i in range(0, 16, 4)]
    return {"v": ", ".join(chunks)}


def card_spoken_zh(r):
    d = card_raw(r)
    while len(d) != 16:
        d = card_raw(r)
    return {"v": "，".join(say_zh(d[i:i + 4], r, "") for i in range(0, 16, 4))}


# ---- TOTP seeds ------------------------------------------------------------
def totp_raw(r):
    return rs(r, B32, r.choice([16, 16, 32, 32, 26]))


def totp_grouped(r):
    s = totp_raw(r)
    while len(s) % 4:
        s = totp_raw(r)
    return group_every(s.lower() if r.random() < 0.7 else s, 4, " ")


def totp_plain(r):
    return totp_raw(r)


def totp_dash(r):
    s = rs(r, B32, 32)
    return group_every(s, 4, "-")


# ---- wallet keys ------------------------------------------------------------
def wif(r):
    k = rbytes(r, 32)
    if r.random() < 0.7:
        return b58check(b"\x80" + k + b"\x01")   # compressed: K... / L...
    return b58check(b"\x80" + k)                  # uncompressed: 5...


def wif_testnet(r):
    return b58check(b"\xef" + rbytes(r, 32) + b"\x01")  # c...


def hex_key0x(r):
    return "0x" + rbytes(r, 32).hex()


def hex_key(r):
    return rbytes(r, 32).hex()


def xprv(r):
    payload = bytes.fromhex("0488ade4") + bytes([r.choice([0, 3])]) + rbytes(r, 4) + rbytes(r, 4) + \
        rbytes(r, 32) + b"\x00" + rbytes(r, 32)
    return b58check(payload)


def sol_b58(r):
    return b58encode(rbytes(r, 64))


def sol_json(r):
    return "[" + ",".join(str(b) for b in rbytes(r, 64)) + "]"


def wallet_any(r):
    return r.choice([wif, wif, hex_key0x, hex_key0x, hex_key, xprv, sol_b58])(r)


# ---- PEM private keys --------------------------------------------------------
def der_len(n):
    if n < 128:
        return bytes([n])
    if n < 256:
        return b"\x81" + bytes([n])
    return b"\x82" + n.to_bytes(2, "big")


def der(tag, body):
    return bytes([tag]) + der_len(len(body)) + body


def der_int(b):
    if b[0] & 0x80:
        b = b"\x00" + b
    return der(0x02, b)


def rsa_der(r, bits=2048):
    nb = bits // 8
    parts = [b"\x00", rbytes(r, nb), b"\x01\x00\x01", rbytes(r, nb), rbytes(r, nb // 2), rbytes(r, nb // 2),
             rbytes(r, nb // 2), rbytes(r, nb // 2), rbytes(r, nb // 2)]
    body = der(0x02, parts[0]) + b"".join(der_int(p if p[0] else b"\x01" + p[1:]) for p in parts[1:])
    return der(0x30, body)


def ec_der(r):
    return der(0x30, der(0x02, b"\x01") + der(0x04, rbytes(r, 32)) +
               bytes.fromhex("a00a06082a8648ce3d030107") + der(0xa1, der(0x03, b"\x00\x04" + rbytes(r, 64))))


def ed25519_pkcs8(r):
    return bytes.fromhex("302e020100300506032b657004220420") + rbytes(r, 32)


def openssh_ed25519(r):
    def sstr(b):
        return len(b).to_bytes(4, "big") + b
    pub = sstr(b"ssh-ed25519") + sstr(rbytes(r, 32))
    chk = rbytes(r, 4)
    priv = chk + chk + sstr(b"ssh-ed25519") + sstr(rbytes(r, 32)) + sstr(rbytes(r, 64)) + \
        sstr(r.choice([b"sam@laptop", b"deploy@ci", b"zhang@mbp", b"root@nas"]))
    priv += bytes(range(1, 1 + (-len(priv)) % 8))
    blob = b"openssh-key-v1\x00" + sstr(b"none") + sstr(b"none") + sstr(b"") + (1).to_bytes(4, "big") + \
        sstr(pub) + sstr(priv)
    return blob


def pem(label, der_bytes):
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, wrap64(b64(der_bytes), 64), label)


def pem_rsa(r):
    return pem("RSA PRIVATE KEY", rsa_der(r, r.choice([1024, 2048])))


def pem_ec(r):
    return pem("EC PRIVATE KEY", ec_der(r))


def pem_pkcs8(r):
    return pem("PRIVATE KEY", ed25519_pkcs8(r) if r.random() < 0.5 else
               bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7") + rsa_der(r, 2048)[:1187])


def pem_openssh(r):
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % wrap64(
        b64(openssh_ed25519(r)), 70)


def pem_pgp(r):
    body = wrap64(b64(b"\x95\x03\x98\x04" + rbytes(r, 420)), 64)
    crc = "=" + b64(rbytes(r, 3))
    return "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n%s\n%s\n-----END PGP PRIVATE KEY BLOCK-----" % (body, crc)


def pem_encrypted(r):
    return pem("ENCRYPTED PRIVATE KEY", bytes.fromhex("308202b4305e06092a864886f70d01050d3051") + rbytes(r, 600))


def pem_any(r):
    return r.choice([pem_rsa, pem_ec, pem_pkcs8, pem_openssh, pem_openssh, pem_pkcs8])(r)


def pem_json_escaped(r):
    p = pem("PRIVATE KEY", bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7") +
            rsa_der(r, 2048)[:1187])
    return p.replace("\n", "\\n") + "\\n"


def pem_b64_k8s(r):
    return b64((pem_ec(r) + "\n").encode())


# ---- JWT -----------------------------------------------------------------------
def jwt(r):
    alg = r.choice(["HS256", "HS256", "RS256", "ES256", "HS512"])
    hdr = {"alg": alg, "typ": "JWT"}
    if r.random() < 0.4:
        hdr["kid"] = rs(r, HEX, 16)
    iat = r.randint(1700000000, 1760000000)
    payload = r.choice([
        {"sub": str(r.randint(10000, 99999999)), "name": r.choice(["Sam Kerr", "Li Na", "Priya Rao"]), "iat": iat},
        {"sub": "user_" + rs(r, LOALNUM, 10), "role": r.choice(["admin", "editor", "user"]), "iat": iat,
         "exp": iat + 3600},
        {"iss": "https://auth." + r.choice(["acme.io", "shop.cn", "example-app.com"]), "aud": "api",
         "sub": rs(r, HEX, 24), "scope": "read write", "iat": iat, "exp": iat + 86400},
        {"uid": r.randint(1000, 999999), "email": FILL["email"](r), "exp": iat + 7 * 86400},
    ])
    siglen = {"HS256": 32, "HS512": 64, "RS256": 256, "ES256": 64}[alg]
    return ".".join([b64u(json.dumps(hdr, separators=(",", ":")).encode()),
                     b64u(json.dumps(payload, separators=(",", ":")).encode()), b64u(rbytes(r, siglen))])


# ---- vendor keys -----------------------------------------------------------------
def aws(r):
    return {"v": rs(r, B64STD, 40), "kid": "AKIA" + rs(r, UP + "234567", 16),
            "region": r.choice(["us-east-1", "eu-west-2", "ap-southeast-1", "cn-north-1", "eu-central-1"])}


def aws_session(r):
    d = aws(r)
    d["kid"] = "ASIA" + d["kid"][4:]
    d["tok"] = "IQoJb3JpZ2luX2VjE" + rs(r, B64STD, 300) + "=="
    return d


def gh_classic(prefix="ghp_"):
    def g(r):
        body = rs(r, ALNUM, 30)
        return prefix + body + base62_int(zlib.crc32(body.encode()), 6)
    return g


def gh_fine(r):
    return "github_pat_11" + rs(r, UP + DIG, 20) + "_" + rs(r, ALNUM, 59)


def gh_any(r):
    return r.choice([gh_classic("ghp_"), gh_classic("ghp_"), gh_classic("gho_"), gh_classic("ghs_"),
                     gh_classic("ghu_"), gh_fine, gh_fine])(r)


def slack_bot(r):
    return "xoxb-%s-%s-%s" % (rs(r, DIG, r.choice([11, 12, 13])), rs(r, DIG, 13), rs(r, ALNUM, 24))


def slack_user(r):
    return "xoxp-%s-%s-%s-%s" % (rs(r, DIG, 12), rs(r, DIG, 12), rs(r, DIG, 13), rs(r, HEX, 32))


def slack_app(r):
    return "xapp-1-A%s-%s-%s" % (rs(r, UP + DIG, 10), rs(r, DIG, 13), rs(r, HEX, 64))


def slack_hook(r):
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(r, UP + DIG, 8), rs(r, UP + DIG, 10),
                                                            rs(r, ALNUM, 24))


def slack_any(r):
    return r.choice([slack_bot, slack_bot, slack_user, slack_app, slack_hook])(r)


def stripe_sk(r):
    return r.choice(["sk_live_", "sk_live_", "rk_live_"]) + (
        "51" + rs(r, ALNUM, 97) if r.random() < 0.5 else rs(r, ALNUM, 24))


def stripe_whsec(r):
    return "whsec_" + rs(r, ALNUM, 32)


def stripe_any(r):
    return r.choice([stripe_sk, stripe_sk, stripe_whsec])(r)


def google_key(r):
    return "AIzaSy" + rs(r, B64URL, 33)


def openai_key(r):
    k = r.randint(0, 3)
    if k == 0:
        return "sk-" + rs(r, ALNUM, 20) + "T3BlbkFJ" + rs(r, ALNUM, 20)
    if k == 1:
        return "sk-proj-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74)
    if k == 2:
        return "sk-svcacct-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74)
    return "sk-proj-" + rs(r, B64URL, 48) + "T3BlbkFJ" + rs(r, B64URL, 48)


def anthropic_key(r):
    pre = r.choice(["sk-ant-api03-", "sk-ant-api03-", "sk-ant-api03-", "sk-ant-admin01-"])
    return pre + rs(r, B64URL, 93) + "AA"


VENDORS = [
    ("GitLab", lambda r: "glpat-" + rs(r, B64URL, 20)),
    ("npm", lambda r: "npm_" + rs(r, ALNUM, 36)),
    ("PyPI", lambda r: "pypi-AgEIcHlwaS5vcmc" + rs(r, B64URL, 120)),
    ("Hugging Face", lambda r: "hf_" + rs(r, string.ascii_letters, 34)),
    ("SendGrid", lambda r: "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43)),
    ("Shopify", lambda r: "shpat_" + rs(r, HEX, 32)),
    ("DigitalOcean", lambda r: "dop_v1_" + rs(r, HEX, 64)),
    ("Telegram", lambda r: str(r.randint(100000000, 7999999999)) + ":AA" + rs(r, B64URL, 33)),
    ("Mailgun", lambda r: "key-" + rs(r, HEX, 32)),
    ("Notion", lambda r: "ntn_" + rs(r, DIG, 11) + rs(r, ALNUM, 35)),
    ("Linear", lambda r: "lin_api_" + rs(r, ALNUM, 40)),
    ("Postman", lambda r: "PMAK-" + rs(r, HEX, 24) + "-" + rs(r, HEX, 34)),
    ("Groq", lambda r: "gsk_" + rs(r, ALNUM, 52)),
    ("Replicate", lambda r: "r8_" + rs(r, ALNUM, 37)),
    ("Figma", lambda r: "figd_" + rs(r, B64URL, 40)),
    ("Twilio", lambda r: "SK" + rs(r, HEX, 32)),
    ("Doppler", lambda r: "dp.st.prd." + rs(r, ALNUM, 40)),
    ("Discord", lambda r: b64u(str(r.randint(10 ** 17, 10 ** 18)).encode()) + "." + rs(r, B64URL, 6) + "." +
     rs(r, B64URL, 38)),
    ("Atlassian", lambda r: "ATATT3xFfGF0" + rs(r, B64URL, 170) + "=" + rs(r, HEXU, 8)),
    ("DeepSeek", lambda r: "sk-" + rs(r, HEX, 32)),
]
VENDOR_ZH = [
    ("阿里云", lambda r: {"v": rs(r, ALNUM, 30), "kid": "LTAI5t" + rs(r, ALNUM, 18)}),
    ("腾讯云", lambda r: {"v": rs(r, ALNUM, 32), "kid": "AKID" + rs(r, ALNUM, 32)}),
]


def vendor(r):
    name, g = r.choice(VENDORS)
    return {"v": g(r), "vendor": name}


def generic_key(r):
    k = r.randint(0, 4)
    if k == 0:
        return rs(r, HEX, 32)
    if k == 1:
        return rs(r, ALNUM, 40)
    if k == 2:
        return rs(r, HEX, 64)
    if k == 3:
        return b64(rbytes(r, 32))
    return rs(r, ALNUM, 24) + rs(r, DIG, 4)


def hex32(r):
    return rs(r, HEX, 32)


# ---- recovery codes -------------------------------------------------------------
def rc_github(r):
    return ["%s-%s" % (rs(r, HEX, 5), rs(r, HEX, 5)) for _ in range(16)]


def rc_google(r):
    return ["%s %s" % (rs(r, DIG, 4), rs(r, DIG, 4)) for _ in range(10)]


def rc_discord(r):
    return [rs(r, LOALNUM, 8) for _ in range(10)]


def rc_alnum_dash(r):
    return ["%s-%s" % (rs(r, UP + DIG, 4), rs(r, UP + DIG, 4)) for _ in range(10)]


def rc_digits8(r):
    return [rs(r, DIG, 8) for _ in range(r.choice([8, 10, 12]))]


def rc_block(codes_fn, layout=None):
    def g(r):
        codes = codes_fn(r)
        lay = layout or r.choice(["lines", "numbered", "two_col", "comma"])
        if lay == "lines":
            s = "\n".join(codes)
        elif lay == "numbered":
            s = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
        elif lay == "two_col":
            rows = []
            for i in range(0, len(codes), 2):
                rows.append("    ".join(codes[i:i + 2]))
            s = "\n".join(rows)
        elif lay == "comma":
            s = ", ".join(codes)
        else:
            s = " ".join(codes)
        return {"v": s, "n": str(len(codes))}
    return g


def ms_recovery(r):
    return "-".join(rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5) for _ in range(5))


def apple_recovery(r):
    return "-".join(rs(r, UP + DIG, 4) for _ in range(7))


def bitlocker(r):
    return "-".join("%06d" % (r.randint(0, 65535) * 11) for _ in range(8))


def onepw_secret(r):
    return "A3-%s-%s-%s-%s-%s-%s" % (rs(r, UP + DIG, 6), rs(r, UP + DIG, 6), rs(r, UP + DIG, 5),
                                      rs(r, UP + DIG, 5), rs(r, UP + DIG, 5), rs(r, UP + DIG, 5))


# ---- mnemonics -----------------------------------------------------------------
def mn_en(layout=None, n=None):
    def g(r):
        ws = mnemonic_words(r, BIP_EN, n)
        lay = layout or r.choice(["space", "space", "lines", "numbered"])
        return {"v": layout_words(ws, lay, r), "n": str(len(ws))}
    return g


def mn_zh(layout=None, n=None):
    def g(r):
        ws = mnemonic_words(r, BIP_ZH, n)
        lay = layout or r.choice(["space", "space", "lines", "numbered", "comma_zh"])
        return {"v": layout_words(ws, lay, r), "n": str(len(ws))}
    return g


def layout_words(ws, lay, r):
    if lay == "space":
        return " ".join(ws)
    if lay == "lines":
        return "\n".join(ws)
    if lay == "numbered":
        fmt = r.choice(["%d. %s", "%d) %s", "%d %s", "%02d. %s"])
        sep = "\n" if r.random() < 0.7 else "  "
        return sep.join(fmt % (i + 1, w) for i, w in enumerate(ws))
    if lay == "grid":
        rows = [ws[i:i + 4] for i in range(0, len(ws), 4)]
        return "\n".join("  ".join(row) for row in rows)
    if lay == "grid_num":
        rows = []
        for i in range(0, len(ws), 3):
            rows.append("   ".join("%d.%s" % (j + 1, ws[j]) for j in range(i, min(i + 3, len(ws)))))
        return "\n".join(rows)
    if lay == "comma":
        return ", ".join(ws)
    if lay == "comma_zh":
        return "、".join(ws) if r.random() < 0.5 else "，".join(ws)
    if lay == "dash":
        return "-".join(ws)
    if lay == "nospace":
        return "".join(ws)
    if lay == "upper":
        return " ".join(w.upper() for w in ws)
    raise ValueError(lay)


# ---- connection strings -----------------------------------------------------------
def conn(r):
    return {"v": pw_urlsafe(r)}


def conn_any(r):
    return {"v": pw_nospecial(r)}


# ---------------------------------------------------------------------------
# Benign value generators
# ---------------------------------------------------------------------------
def hexn(n):
    return lambda r: rs(r, HEX, n)


def sri(alg):
    n = {"sha256": 32, "sha384": 48, "sha512": 64}[alg]
    return lambda r: b64(rbytes(r, n))


def uuid4(r):
    h = list(rs(r, HEX, 32))
    h[12] = "4"
    h[16] = r.choice("89ab")
    h = "".join(h)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def uuid4_upper(r):
    return uuid4(r).upper()


def hex_colour(r):
    k = r.random()
    if k < 0.6:
        return "#" + rs(r, HEX, 6)
    if k < 0.8:
        return "#" + rs(r, HEXU, 6)
    if k < 0.9:
        return "#" + rs(r, HEX, 3)
    return "#" + rs(r, HEX, 8)


def isbn13(r):
    body = r.choice(["978", "979"]) + rs(r, DIG, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    d = body + str((10 - s % 10) % 10)
    if r.random() < 0.6:
        return "%s-%s-%s-%s-%s" % (d[:3], d[3], d[4:8], d[8:12], d[12])
    return d


def isbn10(r):
    body = rs(r, DIG, 9)
    s = sum((10 - i) * int(c) for i, c in enumerate(body))
    c = (11 - s % 11) % 11
    d = body + ("X" if c == 10 else str(c))
    return "%s-%s-%s-%s" % (d[0], d[1:4], d[4:9], d[9])


def phone_cn(r):
    d = "1" + r.choice("3456789") + rs(r, DIG, 9)
    return r.choice([d, group(d, [3, 4, 4], " "), group(d, [3, 4, 4], "-")])


def phone_us(r):
    return r.choice(["(%s) 555-01%s", "%s-555-01%s", "+1 %s 555 01%s"]) % (r.choice(["415", "212", "312", "503",
                                                                                     "617"]), rs(r, DIG, 2))


def phone_uk(r):
    return r.choice(["07700 900%s", "+44 7700 900%s", "020 7946 0%s"]) % rs(r, DIG, 3)


def phone_au(r):
    return "04%s %s %s" % (rs(r, DIG, 2), rs(r, DIG, 3), rs(r, DIG, 3))


def postal_uk(r):
    return r.choice(["SW1A 2AA", "EC1A 1BB", "M1 1AE", "B33 8TH", "CR2 6XH", "DN55 1PT", "LS1 4DY", "EH1 1YZ"])


def postal_us(r):
    return rs(r, "123456789", 1) + rs(r, DIG, 4) + ("-" + rs(r, DIG, 4) if r.random() < 0.4 else "")


def postal_in(r):
    return r.choice(["560001", "110001", "400001", "600028", "700019", "500081", "411014", "682001", "302001"])


def postal_cn(r):
    return r.choice(["100871", "200030", "310027", "610041", "710049", "510275", "430072", "210093", "361005"])


def postal_jp(r):
    return "%s-%s" % (rs(r, DIG, 3), rs(r, DIG, 4))


def postal_ca(r):
    return r.choice(["K1A 0B1", "M5V 3L9", "V6B 4Y8", "H2X 1Y4", "T2P 2M5"])


def price(r):
    whole = r.choice([r.randint(3, 99), r.randint(100, 999), r.randint(1000, 99999)])
    s = "{:,}".format(whole)
    return s + (".%02d" % r.randint(0, 99) if r.random() < 0.6 else "")


def version(r):
    k = r.random()
    if k < 0.5:
        return "%d.%d.%d" % (r.randint(0, 25), r.randint(0, 30), r.randint(0, 40))
    if k < 0.75:
        return "%d.%d" % (r.randint(1, 20), r.randint(0, 12))
    return "%d.%d.%d.%d" % (r.randint(1, 12), r.randint(0, 9), r.randint(0, 9999), r.randint(0, 999))


def chrome_ver(r):
    return "%d.0.%d.%d" % (r.randint(110, 131), r.randint(5000, 6999), r.randint(10, 200))


MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def date_en(r):
    k = r.randint(0, 3)
    d, m, y = r.randint(1, 28), r.randint(1, 12), r.randint(2023, 2026)
    if k == 0:
        return "%s %d %s, %02d:%02d" % (r.choice(["Mon", "Tue", "Wed", "Thu", "Fri"]), d, MONTHS[m - 1],
                                         r.randint(8, 18), r.choice([0, 15, 30, 45]))
    if k == 1:
        return "%02d/%02d/%d" % (d, m, y)
    if k == 2:
        return "%s %d, %d at %d:%02d %s" % (MONTHS[m - 1], d, y, r.randint(1, 12), r.choice([0, 15, 30, 45]),
                                             r.choice(["am", "pm"]))
    return "%d-%02d-%02d" % (y, m, d)


def iso_ts(r):
    return "%d-%02d-%02dT%02d:%02d:%02d%s" % (r.randint(2023, 2026), r.randint(1, 12), r.randint(1, 28),
                                             r.randint(0, 23), r.randint(0, 59), r.randint(0, 59),
                                             r.choice(["Z", "+08:00", ".%03dZ" % r.randint(0, 999), "+01:00"]))


def unix_ts(r):
    return str(r.randint(1700000000, 1790000000))


def date_zh(r):
    k = r.randint(0, 3)
    y, m, d = r.randint(2023, 2026), r.randint(1, 12), r.randint(1, 28)
    if k == 0:
        return "%d年%d月%d日%s%d点" % (y, m, d, r.choice(["上午", "下午", "晚上"]), r.randint(1, 11))
    if k == 1:
        return "%d月%d日 %02d:%02d" % (m, d, r.randint(6, 22), r.randint(0, 59))
    if k == 2:
        return "%d/%d/%d" % (y, m, d)
    return "%d.%02d.%02d" % (y, m, d)


def ipv4_private(r):
    return r.choice(["192.168.%d.%d" % (r.randint(0, 10), r.randint(2, 254)),
                     "10.%d.%d.%d" % (r.randint(0, 40), r.randint(0, 255), r.randint(2, 254)),
                     "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 254))])


def ipv4_pub(r):
    return r.choice(["203.0.113.%d", "198.51.100.%d", "192.0.2.%d"]) % r.randint(1, 254)


def mac(r):
    sep = r.choice([":", "-"])
    m = sep.join(rs(r, HEX, 2) for _ in range(6))
    return m.upper() if r.random() < 0.5 else m


def cidr(r):
    return r.choice(["10.%d.0.0/16" % r.randint(0, 250), "172.%d.0.0/20" % r.randint(16, 31),
                     "192.168.%d.0/24" % r.randint(0, 200), "100.64.0.0/10"])


def ipv6(r):
    return "2001:db8:%s:%s::%s" % (rs(r, HEX, 4).lstrip("0") or "0", rs(r, HEX, 4).lstrip("0") or "0",
                                   rs(r, HEX, 3).lstrip("0") or "1")


def non_luhn_digits(n, lead="123456789"):
    def g(r):
        while True:
            d = rs(r, lead, 1) + rs(r, DIG, n - 1)
            if not luhn_ok(d):
                return d
    return g


def amazon_order(r):
    return "%s-%s-%s" % (rs(r, DIG, 3), rs(r, DIG, 7), rs(r, DIG, 7))


def ups(r):
    return "1Z" + rs(r, UP + DIG, 6) + rs(r, DIG, 10)


def royal_mail(r):
    return rs(r, UP, 2) + rs(r, DIG, 9) + "GB"


def ebay_order(r):
    return "%s-%s-%s" % (rs(r, DIG, 2), rs(r, DIG, 5), rs(r, DIG, 5))


def last4(r):
    return rs(r, DIG, 4)


def bin6(r):
    return r.choice(["453201", "491761", "542418", "622202", "625907", "377752", "401288"])


# public key material
def sstr(b):
    return len(b).to_bytes(4, "big") + b


def ssh_ed25519_pub(r):
    return b64(sstr(b"ssh-ed25519") + sstr(rbytes(r, 32)))


def ssh_rsa_pub(r):
    return b64(sstr(b"ssh-rsa") + sstr(b"\x01\x00\x01") + sstr(b"\x00" + rbytes(r, 256)))


def wg_key(r):
    return b64(rbytes(r, 32))


def pem_pub(r):
    if r.random() < 0.5:
        d = bytes.fromhex("302a300506032b6570032100") + rbytes(r, 32)
    else:
        d = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(r, 64)
    return pem("PUBLIC KEY", d)


def pem_cert(r):
    return pem("CERTIFICATE", bytes.fromhex("3082030d308201f5a003020102021414") + rbytes(r, 560))


def pgp_pub(r):
    body = wrap64(b64(b"\x99\x01\x0d\x04" + rbytes(r, 300)), 64)
    return "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n%s\n=%s\n-----END PGP PUBLIC KEY BLOCK-----" % (
        body, b64(rbytes(r, 3)))


def btc_addr(r):
    k = r.randint(0, 2)
    if k == 0:
        return b58check(b"\x00" + rbytes(r, 20))
    if k == 1:
        return b58check(b"\x05" + rbytes(r, 20))
    return bech32_encode("bc", [0] + _convertbits(rbytes(r, 20), 8, 5))


def eth_addr(r):
    return "0x" + rs(r, HEX, 40)


def xpub(r):
    payload = bytes.fromhex("0488b21e") + bytes([r.choice([0, 3])]) + rbytes(r, 4) + rbytes(r, 4) + \
        rbytes(r, 32) + bytes([r.choice([2, 3])]) + rbytes(r, 32)
    return b58check(payload)


def age_recipient(r):
    return bech32_encode("age", _convertbits(rbytes(r, 32), 8, 5))


def gpg_fpr(r):
    return " ".join(rs(r, HEXU, 4) for _ in range(10))


def ssh_fpr(r):
    return "SHA256:" + b64(rbytes(r, 32)).rstrip("=")


# base64 images
def img_b64(kind):
    def g(r):
        if kind == "png":
            head = bytes.fromhex("89504e470d0a1a0a0000000d49484452") + bytes([0, 0, 0, r.randint(8, 64), 0, 0, 0,
                                                                             r.randint(8, 64)]) + b"\x08\x06\x00\x00\x00"
        elif kind == "jpeg":
            head = bytes.fromhex("ffd8ffe000104a46494600010100000100010000ffdb004300")
        elif kind == "gif":
            head = b"GIF89a" + bytes([1, 0, 1, 0, 0x80, 0, 0])
        elif kind == "webp":
            head = b"RIFF" + rbytes(r, 4) + b"WEBPVP8 "
        else:
            svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d"><circle cx="%d" cy="%d" r="%d" ' \
                  'fill="#%s"/></svg>' % (24, 24, 12, 12, r.randint(4, 11), rs(r, HEX, 6))
            return b64(svg.encode())
        return b64(head + rbytes(r, r.randint(40, 220)))
    return g


def img_any(r):
    return img_b64(r.choice(["png", "png", "jpeg", "gif", "webp"]))(r)


# BIP39-word prose / lists (benign): never a checksum-valid run
FOOD = [w for w in ["apple", "banana", "bread", "butter", "cheese", "chicken", "coffee", "egg", "lemon", "milk",
                    "onion", "orange", "pepper", "potato", "rice", "salad", "salt", "sugar", "tomato", "carrot",
                    "cereal", "cream", "garlic", "honey", "juice", "mango", "melon", "olive", "peanut", "pizza",
                    "sauce", "soup", "tuna", "wine", "bacon", "bean", "cherry", "corn"] if w in BIP_EN_SET]

EN_SENTENCES = [
    "We walked along the river, past the old mill, and found a quiet spot near the bridge for lunch.",
    "The kids want to visit the zoo again because the baby elephant finally came out of the cave.",
    "Remember to water the garden and feed the cat before you leave for the airport.",
    "My uncle says the best coffee in the city is at that little shop behind the museum.",
    "The storm knocked over the fence, so we need to call someone about the damage this week.",
    "She left her jacket and umbrella on the train, and the office has no record of them.",
    "After dinner we played a card game, and grandma won every single round again.",
    "The doctor said to drink more water, take a walk every morning, and sleep before midnight.",
    "There was a strange noise in the kitchen, but it was only the old fridge again.",
    "Our team lost the match in the final minute, which was a tough end to the season.",
    "I bought a new lamp for the desk, a rug for the hall and a frame for the family photo.",
    "The village has one shop, one school, one church and a very proud local football club.",
]


def en_prose(r):
    return " ".join(r.sample(EN_SENTENCES, r.choice([1, 2, 2, 3])))


def _bip_list_en(r, pool, n):
    while True:
        ws = [r.choice(pool) for _ in range(n)]
        if not contains_valid_mnemonic_en(" ".join(ws)):
            return ws


def en_wordlist(r):
    n = r.choice([8, 10, 12, 12, 14, 24])
    return ", ".join(_bip_list_en(r, BIP_EN, n)) if r.random() < 0.5 else " ".join(_bip_list_en(r, BIP_EN, n))


def food_list(r):
    return ", ".join(_bip_list_en(r, FOOD, r.choice([6, 9, 12, 13])))


ZH_SENTENCES = [
    "今天下午去公园散步，看到很多人在放风筝，天气特别好。",
    "周末打算回老家看看爷爷奶奶，顺便带点水果过去。",
    "这家小店的面条很有名，每天中午都要排队。",
    "孩子说学校下个月要开运动会，他报名了跑步和跳远。",
    "晚上和朋友一起吃火锅，聊了很多以前上学时候的事。",
    "最近工作有点忙，每天回家都很晚，想找时间好好休息一下。",
    "妈妈在阳台上种了不少花，春天一到全都开了。",
    "明天早上七点的火车，别忘了提前一个小时出门。",
    "楼下新开了一家书店，里面还有一个安静的读书角。",
    "我们决定今年国庆节去云南旅行，先到昆明再去大理。",
    "医生说要多喝水，少吃辣，按时吃饭，早点睡觉。",
    "这本小说写得很好，我一个晚上就看完了。",
]
ZH_POEMS = ["床前明月光，疑是地上霜。举头望明月，低头思故乡。",
            "白日依山尽，黄河入海流。欲穷千里目，更上一层楼。",
            "春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。",
            "离离原上草，一岁一枯荣。野火烧不尽，春风吹又生。",
            "锄禾日当午，汗滴禾下土。谁知盘中餐，粒粒皆辛苦。",
            "千山鸟飞绝，万径人踪灭。孤舟蓑笠翁，独钓寒江雪。",
            "红豆生南国，春来发几枝。愿君多采撷，此物最相思。",
            "松下问童子，言师采药去。只在此山中，云深不知处。"]


def zh_prose(r):
    return "".join(r.sample(ZH_SENTENCES, r.choice([1, 2, 2, 3])))


def zh_poem(r):
    return r.choice(ZH_POEMS)


def zh_char_list(r):
    common = [c for c in "山水火木土日月人口手田大小上下中天云雨风花草鸟鱼马牛羊米竹石门车学生家国" if c in BIP_ZH_SET]
    while True:
        n = r.choice([8, 10, 12, 12, 15, 16])
        cs = [r.choice(common) for _ in range(n)]
        s = r.choice([" ", "  ", "、", "，"]).join(cs)
        if not contains_valid_mnemonic_zh_separated(s):
            return s


def zh_word_list(r):
    words = ["苹果", "香蕉", "面包", "牛奶", "鸡蛋", "大米", "白菜", "土豆", "西红柿", "酱油", "洗衣液", "纸巾"]
    return r.choice(["、", "，", " "]).join(r.sample(words, r.randint(5, 9)))


# placeholders
def masked_stars(r):
    return r.choice(["******", "********", "••••••••", "xxxxxx", "XXXXXX", "[REDACTED]", "<hidden>"])


# ---------------------------------------------------------------------------
# Template registry
# ---------------------------------------------------------------------------
SECRET_KINDS = ["anthropic_key", "aws_key", "card_number", "connection_string", "crypto_wallet_key", "env_file",
                "generic_api_key", "github_token", "google_api_key", "jwt", "mnemonic_bip39_en", "mnemonic_zh",
                "openai_key", "otp", "password_nl", "pin", "private_key_pem", "recovery_codes", "security_answer",
                "slack_token", "stripe_key", "totp_secret", "vendor_token", "wifi_password"]
BENIGN_KINDS = ["base64_image", "bip39_prose_en", "bip39_prose_zh", "checksum", "code_config_benign", "date_time",
                "git_sha", "hex_colour", "isbn", "masked_card", "network_id", "numeric_context", "order_tracking",
                "password_mention", "phone_number", "placeholder", "postal_code", "price_amount", "public_id",
                "public_key_material", "secret_reference", "uuid", "version_string"]
REG = []


def add(kind, gen, rows):
    label = "secret" if kind in SECRET_KINDS else "benign"
    assert kind in SECRET_KINDS or kind in BENIGN_KINDS, kind
    for row in rows:
        lang, fmt = row[0], row[1]
        g = row[2] if len(row) > 2 else gen
        assert lang in ("en", "zh", "mixed")
        if label == "secret":
            assert "«v»" in fmt, (kind, fmt)
        REG.append({"kind": kind, "label": label, "lang": lang, "fmt": fmt, "gen": g})


FILL.update({
    "dom": pick("netflix.com", "example.com", "twitter.com", "x.com", "discord.com", "github.com", "uber.com",
                "airbnb.com"),
    "hex16": hexn(16),
    "hex32": hexn(32),
    "hex40": hexn(40),
    "app": lambda r: str(r.randint(100000, 999999)),
    "cl": lambda r: rs(r, LOALNUM, 5),
    "kidx": lambda r: rs(r, UP + DIG, 10),
    "n3": lambda r: str(r.randint(100, 999)),
    "amt": lambda r: "%d.%02d" % (r.randint(3, 900), r.randint(0, 99)),
})


def multi(**gens):
    def g(r):
        out = {}
        for k, f in gens.items():
            out[k] = f(r)
        return out
    return g


def with_extra(base, **gens):
    def g(r):
        d = base(r)
        d = dict(d) if isinstance(d, dict) else {"v": d}
        for k, f in gens.items():
            d[k] = f(r)
        return d
    return g


def const(s):
    return lambda r: s


def vendor_named(name):
    f = dict(VENDORS)[name]
    return lambda r: {"v": f(r), "vendor": name}


def b64_of(g):
    return lambda r: b64(g(r).encode())


def django_key(r):
    return rs(r, LO + DIG + "!@#$%^&*(-_=+)", 50)


def qq_auth(r):
    return rs(r, LO, 16)


# ===================== SECRET TEMPLATES =====================================
add("otp", otp6, [
    ("en", "«svc»: Your verification code is «v». It expires in «min» minutes. Don't share this code with anyone."),
    ("en", "G-«v» is your Google verification code."),
    ("en", "«v» is your «Discord code.\n\n@discord.com|Uber code. Never share this code.\n\n@m.uber.com|X verification code.\n\n@x.com|Airbnb verification code.\n\n@airbnb.com» #«v»"),
    ("en", "Use «v» to sign in to your «bank» account. We will never call you to ask for this code.", otp6_sep),
    ("en", "voice memo «hm» — ok so the code they read out was «v», I need to type it in before it times out",
     otp_words_en),
    ("en", "Ugh. A guy claiming to be from the «bank» fraud team called «day», said he'd text me a code to "
           "'confirm it was me'. It came through as «v» and like an idiot I read it back to him. Card's frozen now."),
    ("en", "Telegram code: «v»\n\nYou can also tap on this link to log in:\nhttps://t.me/login/«v»\n\n"
           "This code can be used to log in to your Telegram account. We never ask it for anything else.", otp5),
    ("en", "steam guard code for the new laptop «v» (it changes every 30s lol)", steam_code),
    ("en", "[«bank»] One-time passcode «v» for a payment of £«amt» at AMZN Mktp. Not you? Call the number on "
           "the back of your card.", otp_any),
    ("zh", "【«zbank»】您的验证码为«v»，您正在进行登录操作，«min»分钟内有效，请勿泄露给他人。"),
    ("zh", "【«zsvc»】验证码«v»，用于手机号登录，«min»分钟内有效。如非本人操作，请忽略本短信。", otp_any),
    ("zh", "【12306】«v»（12306短信验证码）。您正在使用短信验证码登录，请勿向任何人提供。"),
    ("zh", "语音备忘：刚才客服电话里念的验证码是«v»，我还没来得及输进去", otp_words_zh),
    ("zh", "«zday»有个自称«zsvc»客服的人打电话说我账户异常，让我把收到的验证码报给他，我傻乎乎地就念了«v»，"
           "挂了电话才反应过来是诈骗。"),
    ("zh", "动态密码：«v»（«zbank»网银登录，60秒内有效）"),
    ("zh", "«zrel»：刚才发到你手机上的验证码是多少？\n我：«v»，你赶紧输，快过期了", otp6_sep),
    ("mixed", "刚收到的 «svc» verification code 是 «v»，帮我登一下"),
    ("mixed", "OTP «v» 是不是已经过期了？短信说 valid for «min» minutes，我才刚收到", otp_any),
    ("mixed", "您的 Apple ID 验证码为：«v»。请勿与他人共享。"),
    ("mixed", "voice memo 转写：那个 code 是«v»，先记下来", otp_words_zh),
    ("mixed", "boss 让我把 2FA 的 code 发给他：«v»，说要登公司的 AWS console", otp6_spaced),
    ("mixed", "Microsoft 帐户安全代码为 «v»，如果不是你本人请求的，请忽略", otp_any),
    ("mixed", "Your «svc» code 是 «v»，刚才 screenshot 发你了", otp6_sep),
    ("mixed", "WhatsApp code «v»，千万别发给别人«|，骗子最爱要这个»", otp6_sep),
    ("zh", "【支付宝】校验码«v»，您正在进行«支付|实名认证|更换手机号»操作，切勿告知他人。"),
])

add("security_answer", None, [
    ("en", "Security questions for «bank» (set up «yr»):\n- Birth city: «v»\n- First pet: «a2»\n"
           "- Favourite teacher: «a3»", multi(v=sa_city, a2=sa_pet, a3=sa_teacher)),
    ("en", "Phoned «bank» to unlock the card. They asked for my first school and I gave them «v» — it worked, "
           "so that's what's on file.", sa_school),
    ("en", "Note to self: for «svc» I used a fake answer for 'mother's maiden name' — «v». Don't use the real "
           "one anywhere online.", sa_fake),
    ("en", "Q: What was the name of your first «pet»?\n→ «v»", sa_pet),
    ("en", "reminder the question on the pension portal is the street I grew up on and I put «v» so use that",
     sa_street),
    ("en", "If they ask about my first car it's «v»; favourite food is «a2».", multi(v=sa_car, a2=sa_food)),
    ("en", "Mother's maiden name (for the «bank» app): «v»", sa_maiden),
    ("zh", "密保问题：您母亲的姓名？\n我填的：«v»", sa_zmother),
    ("zh", "«zsvc»的安全问题\n1. 您出生的城市：«v»\n2. 您小学的名称：«a2»\n3. 您的第一只宠物：«a3»",
     multi(v=sa_zcity, a2=sa_zschool, a3=sa_zpet)),
    ("zh", "银行客服问我小学班主任叫什么，我说了«v»，就通过验证了", sa_zteacher),
    ("zh", "设置密保：问题选的「父亲的生日」，填的是«v»", sa_zdate),
    ("zh", "QQ的三个密保问题我都填的同一个：«v»，以后找回账号别忘了", sa_zpet),
    ("zh", "备忘：网银找回密码的问题是“您最喜欢的食物”，当时写的是«v»", sa_zfood),
    ("zh", "密保——初恋的名字：«v»", sa_zfriend),
    ("mixed", "«svc» 的 security question 是 first pet name，我填的是 «v»", sa_zpet),
    ("mixed", "Apple ID 密保问题：\n- 你少年时代最好的朋友叫什么名字？ «v»\n- 你的第一个上司叫什么名字？ «a2»\n"
              "- 你父母是在哪里认识的？ «a3»", multi(v=sa_zfriend, a2=sa_zteacher, a3=sa_zcity)),
    ("mixed", "bank 的 verification question 问我 mother's maiden name，我说了 «v»，居然过了", sa_zmother),
    ("mixed", "memo: PayPal security Q 'city you were born in' → «v»（不是真的出生地，是我编的）", sa_zcity),
    ("mixed", "表格上填的：\n出生城市 / Birth city: «v»\n第一所学校 / First school: «a2»",
     multi(v=sa_zcity, a2=sa_zschool)),
    ("mixed", "那个 app 问 'What was your childhood nickname?'，我填了 «v»", sa_zfriend),
    ("mixed", "Security question: 'Name of your primary school?' 我填的 «v»«|，其实是我表弟的学校»", sa_zschool),
])

add("pin", pin4, [
    ("en", "Safe combination: «v» (turn left first, then right, then left)", combo_dial),
    ("en", "locker 2«n2» at the gym — code «v»"),
    ("en", "The door code for the flat is «v», press the key symbol after it.", pin_any),
    ("en", "voice memo: new card came today, the PIN is «v», changing it at the ATM tomorrow", pin_words_en),
    ("en", "Mum's phone unlock code is «v» in case she needs help with it again", pin6),
    ("en", "Garage keypad — punch in «v» then wait for the beep.", pin_hash),
    ("en", "bike lock combo is «v»", lambda r: "-".join(pin4(r))),
    ("zh", "银行卡密码«v»，别告诉别人", pin6),
    ("zh", "单元门禁密码：«v»#，进门左手边是电梯", pin_any),
    ("zh", "保险柜密码是«v»", pin_words_zh),
    ("zh", "手机锁屏密码改成«v»了", pin6),
    ("zh", "公司前台储物柜的密码 «v»，用完记得锁上"),
    ("zh", "我爸的支付密码是«v»，他老是忘", pin6),
    ("mixed", "新 SIM 卡的 PIN 是 «v»，PUK 码在卡托背面"),
    ("mixed", "Airbnb 的 door code «v»，check-in 以后会换新的", pin_any),
    ("mixed", "ATM PIN 记一下：«v»", pin_words_zh),
    ("mixed", "办公室 server room 的 keypad code：«v»", pin_hash),
    ("mixed", "Gym locker 的 combination 是 «v»，别忘了", combo3),
    ("mixed", "手机 passcode 改成 «v» 了«|，Face ID 老是认不出来»", pin6),
    ("zh", "奶奶家的门锁密码：«v»，按完要按确认键", pin_any),
])

add("password_nl", pw_any, [
    ("en", "«svc» login — «email» / «v»"),
    ("en", "my «svc» password is «v» btw, in case you need to log in while I'm away"),
    ("en", "voice memo transcript: ok the new password for the laptop is «v» ... got it, good", pw_spelled_en),
    ("en", "username: «user»\npassword: «v»", pw_random),
    ("en", "Changed the «bank» online banking password to «v» today because the old one stopped working.",
     pw_human),
    ("en", "Told «rel» the Netflix password over the phone: «v». She wrote it on a post-it, sigh.", pw_phrase),
    ("en", "so to get into the old iMac you type «v» — I know, I know, I'll change it", pw_leet),
    ("zh", "账号：«user» 密码：«v»"),
    ("zh", "«zsvc»的密码我改成«v»了，你别再用旧的", pw_pinyin),
    ("zh", "语音转文字：我的邮箱密码是«v»，你先帮我登一下", pw_spelled_zh),
    ("zh", "老婆的淘宝登录密码«v»", pw_pinyin),
    ("zh", "公司电脑开机密码是«v»，每三个月要改一次", pw_random),
    ("zh", "家里那台旧电脑的密码是«v»，就是我生日那几个数字", pw_digits_zh),
    ("mixed", "VPN 的 password 是 «v»，username 用工号", pw_random),
    ("mixed", "«svc» 账号 «email»，pw：«v»"),
    ("mixed", "voice memo：不是 wifi，是 NAS 的 admin password，«v»", pw_spelled_en),
    ("mixed", "我把 «svc» 的 password 改成 «v» 了，sync 一下你的 keychain", pw_phrase),
    ("mixed", "教务系统 login：学号 2019«n3» / 密码 «v»", pw_pinyin),
    ("mixed", "root 密码 reset 成 «v» 了，下次 login 之后记得改掉", pw_random),
    ("mixed", "Steam 账号 «user» 密码 «v»，借你玩两天", pw_human),
    ("zh", "路由器后台的管理密码：«v»«|，登录地址 192.168.1.1»"),
])

add("wifi_password", wifi_pw, [
    ("en", 'network={\n    ssid="«hssid»"\n    psk="«v»"\n    key_mgmt=WPA-PSK\n}'),
    ("en", "nmcli dev wifi connect '«hssid»' password '«v»'"),
    ("en", "WIFI:T:WPA;S:«hssid»;P:«v»;;"),
    ("en", "wifi is «hssid», pw «v»"),
    ("en", "interface=wlan0\nssid=«hssid»\nhw_mode=g\nwpa=2\nwpa_passphrase=«v»\nwpa_key_mgmt=WPA-PSK"),
    ("en", "Guest info for the cottage: the Wi-Fi network is «hssid» and the password is «v». Bins go out "
           "on Thursday."),
    ("zh", "WiFi名：«ssid»\n密码：«v»"),
    ("zh", "家里无线网的密码改了，新的是«v»"),
    ("zh", "店里的无线网«ssid»，密码«v»，顾客问就告诉他们"),
    ("zh", "接口 WLAN 上的配置文件 «ssid»:\n    身份验证         : WPA2 - 个人\n    密码             : 存在\n"
           "    关键内容         : «v»"),
    ("zh", "爸妈家的无线网：«ssid» / «v»"),
    ("mixed", "办公室 Wi-Fi «hssid» 的 password 是 «v»，guest 网络不要给客户用"),
    ("mixed", "# 公司的网\n[wifi]\nssid=«hssid»\nmode=infrastructure\n\n[wifi-security]\nkey-mgmt=wpa-psk\n"
              "psk=«v»"),
    ("mixed", "二维码里解出来是 WIFI:S:«ssid»;T:WPA;P:«v»;H:false;;"),
    ("mixed", "Airbnb 房东说 wifi 密码是 «v»，SSID 是 «hssid»"),
    ("mixed", "路由器 admin 页面上显示的 WPA2 passphrase：«v»"),
    ("zh", "隔壁老王家的无线网«ssid»，密码«v»，他说可以蹭"),
])

add("env_file", pw_nospecial, [
    ("en", "# .env\nDB_HOST=«host»\nDB_USER=«user»\nDB_PASSWORD=«v»\nDB_NAME=«db»"),
    ("en", "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: «user»\n"
           "      POSTGRES_PASSWORD: «v»\n    ports:\n      - \"5432:5432\""),
    ("en", "[Unit]\nDescription=«proj» worker\n\n[Service]\nExecStart=/usr/local/bin/«proj»\n"
           "Environment=\"«SMTP_PASS|MAIL_PWD|REDIS_AUTH|ADMIN_SECRET|UPSTREAM_CRED»=«v»\"\n"
           "Environment=\"PORT=8080\"\nRestart=always"),
    ("en", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: «proj»-creds\ntype: Opaque\ndata:\n"
           "  username: «u64»\n  password: «v»",
     lambda r: {"v": b64(pw_nospecial(r).encode()), "u64": b64(FILL["user"](r).encode())}),
    ("en", "# ~/.zshrc\nexport PATH=\"$HOME/.local/bin:$PATH\"\n"
           "export «JWT_SECRET|SESSION_SECRET|NEXTAUTH_SECRET|COOKIE_SECRET»=«v»\nalias ll='ls -la'",
     lambda r: b64(rbytes(r, 32))),
    ("en", "APP_NAME=«proj»\nAPP_ENV=production\nAPP_KEY=«v»\nAPP_DEBUG=false\nAPP_URL=https://«proj».app",
     lambda r: "base64:" + b64(rbytes(r, 32))),
    ("en", "# settings/production.py\nDEBUG = False\nSECRET_KEY = '«v»'\nALLOWED_HOSTS = ['«proj».com']",
     django_key),
    ("en", "machine api.«proj».io\n  login «user»\n  password «v»"),
    ("zh", "测试服的配置（别提交到仓库）：\nREDIS_HOST=«host»\nREDIS_PASSWORD=«v»\nREDIS_PORT=6379"),
    ("zh", "服务器上的 .env 内容如下：\nMYSQL_ROOT_PASSWORD=«v»\nMYSQL_DATABASE=«db»"),
    ("zh", "application.properties 里这样配：\nspring.datasource.url=jdbc:mysql://«host»:3306/«db»\n"
           "spring.datasource.username=«user»\nspring.datasource.password=«v»"),
    ("zh", "小程序后台的配置：\nWX_APPID=wx«hex16»\nWX_APPSECRET=«v»", hex32),
    ("zh", ".pgpass 里那一行：«host»:5432:«db»:«user»:«v»"),
    ("mixed", "# 生产环境，千万别 commit\nADMIN_PASS=«v»\nLOG_LEVEL=info", pw_random),
    ("mixed", "docker run -d -p 9000:9000 -e MINIO_ROOT_USER=admin -e MINIO_ROOT_PASSWORD=«v» "
              "minio/minio server /data  # 本地测试用"),
    ("mixed", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: «proj»-env   # 后端用的\nstringData:\n"
              "  KEYCLOAK_ADMIN_PASSWORD: «v»"),
    ("mixed", "GitHub Actions 里 hardcode 了 token（要改）：\nenv:\n  DEPLOY_TOKEN: «v»", generic_key),
    ("mixed", "config.yaml:\nsmtp:\n  host: smtp.qq.com\n  user: «email»\n  auth_code: «v»   # QQ 邮箱授权码",
     qq_auth),
    ("mixed", ".env.production 里这行别外传：SESSION_SECRET=«v»", lambda r: b64(rbytes(r, 32))),
    ("zh", "运维发来的环境变量：\nexport DB_PASS=«v»\nexport DB_PORT=3306"),
    ("zh", "docker-compose.yml 里写死了：\n    environment:\n      - REDIS_PASSWORD=«v»\n      - TZ=Asia/Shanghai"),
])

add("connection_string", conn, [
    ("en", "DATABASE_URL=postgres://«user»:«v»@«host»:5432/«db»"),
    ("en", "mongodb+srv://«user»:«v»@cluster0.«cl».mongodb.net/«db»?retryWrites=true&w=majority"),
    ("en", "jdbc:mysql://«host»:3306/«db»?user=«user»&password=«v»&useSSL=true"),
    ("en", "Server=tcp:«proj».database.windows.net,1433;Initial Catalog=«db»;User ID=«user»;Password=«v»;"
           "Encrypt=True;Connection Timeout=30;"),
    ("en", "Driver={ODBC Driver 18 for SQL Server};Server=«host»;Database=«db»;Uid=«user»;Pwd=«v»;"),
    ("en", "redis-cli -u redis://:«v»@«host»:6379/0 ping"),
    ("en", "curl 'https://api.«proj».io/v2/report?appid=«app»&key=«v»&format=json'", hex32),
    ("en", "DefaultEndpointsProtocol=https;AccountName=«cl»store;AccountKey=«v»;EndpointSuffix=core.windows.net",
     lambda r: b64(rbytes(r, 64))),
    ("en", "celery broker: amqp://«user»:«v»@rabbit.internal:5672/%2F"),
    ("en", "upload the photos to ftp://«user»:«v»@files.«proj».net/uploads/ when you get a chance"),
    ("zh", "数据库连接串：mysql://«user»:«v»@«host»:3306/«db»"),
    ("zh", "这个接口要带令牌：https://open.«proj».cn/api/v1/orders?token=«v»&page=1", generic_key),
    ("zh", "老系统的 Oracle 连接：«user»/«v»@«host»:1521/ORCL"),
    ("zh", "天气查询用的地址：https://restapi.amap.com/v3/weather/weatherInfo?city=110101&key=«v»", hex32),
    ("zh", "报表库的连接：jdbc:postgresql://«host»:5432/«db»?user=«user»&password=«v»"),
    ("mixed", "SQLAlchemy 的 URL：mssql+pyodbc://«user»:«v»@«host»/«db»?driver=ODBC+Driver+17+for+SQL+Server"),
    ("mixed", "webhook 地址别外传：https://«proj».example.cn/hook?access_token=«v»", generic_key),
    ("mixed", "git remote 里带了密码：https://«user»:«v»@gitea.«proj».cn/«user»/«proj».git"),
    ("mixed", "smb://«user»:«v»@nas.local/photos  # 家里 NAS 的 share"),
    ("mixed", "InfluxDB 1.x 的 query url: http://«host»:8086/query?u=«user»&p=«v»&db=«db»"),
    ("mixed", "MongoDB URI 给你：mongodb://«user»:«v»@«host»:27017/«db»?authSource=admin"),
    ("mixed", "钉钉机器人 webhook：https://oapi.dingtalk.com/robot/send?access_token=«v»", hexn(64)),
    ("zh", "缓存的连接：redis://default:«v»@«host»:6379"),
    ("zh", "消息队列地址 amqp://«user»:«v»@mq.«proj».cn:5672/vhost"),
    ("zh", "企业微信群机器人地址：https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=«v»", uuid4),
])

add("mnemonic_bip39_en", mn_en(), [
    ("en", "wallet backup — DO NOT LOSE\n«v»"),
    ("en", "Seed words for the Ledger (written down «day»):\n«v»", mn_en("numbered")),
    ("en", "voice memo: okay reading them back to make sure — «v» — that's «n» words", mn_en("space")),
    ("en", "My MetaMask recovery phrase is «v». Please keep this somewhere safe for me if anything happens.",
     mn_en("space", 12)),
    ("en", "Things to sort before the move:\n- cancel gym\n- forward post\n- crypto: «v»\n- book the van",
     mn_en("space")),
    ("en", "Recovery sheet (Trezor)\n«v»\nverified on device ✓", mn_en("grid", 24)),
    ("zh", "助记词备份（英文的）：\n«v»"),
    ("zh", "钱包的恢复短语：«v»，共«n»个词，千万别截图", mn_en("space")),
    ("zh", "冷钱包助记词按顺序：\n«v»", mn_en("numbered")),
    ("zh", "语音转写：那个助记词我念一遍，«v»，好了就这些", mn_en("space", 12)),
    ("mixed", "MetaMask 的 secret recovery phrase：«v»", mn_en("space")),
    ("mixed", "Trust Wallet seed phrase 备份在这里：\n«v»", mn_en("lines")),
    ("mixed", "帮我保管一下 Phantom 的 recovery phrase：«v»（«n» words）", mn_en("comma")),
    ("mixed", "imToken 助记词 (English)：\n«v»", mn_en("grid_num")),
    ("mixed", "Ledger 的 24 words 抄一份：\n«v»", mn_en("numbered", 24)),
    ("zh", "老爸的钱包，助记词写在日记本最后一页：«v»", mn_en("space")),
])

add("mnemonic_zh", mn_zh(), [
    ("en", "My Chinese-language wallet backup words (imToken, simplified Chinese list):\n«v»"),
    ("en", "Seed phrase in Chinese characters, numbered:\n«v»", mn_zh("numbered")),
    ("en", "The Bitpie wallet gave me these recovery characters: «v»", mn_zh("space")),
    ("en", "transcribed from the paper card in Dad's drawer — «v» — he says it's his old wallet",
     mn_zh("space", 12)),
    ("zh", "助记词：«v»", mn_zh("space")),
    ("zh", "钱包助记词（中文）按顺序抄下来：\n«v»", mn_zh("numbered")),
    ("zh", "备份一下，«n»个字：«v»", mn_zh("comma_zh")),
    ("zh", "冷钱包恢复短语\n«v»\n写在纸上放保险柜了，这里再存一份", mn_zh("lines")),
    ("zh", "我手机上那个钱包的助记词是«v»，没加空格", mn_zh("nospace", 12)),
    ("zh", "创建钱包时屏幕上显示的：\n«v»", mn_zh("grid")),
    ("mixed", "wallet 的 seed phrase（中文版）：«v»", mn_zh("space")),
    ("mixed", "Recovery phrase 备份：\n«v»\n—— 别传到 cloud", mn_zh("lines")),
    ("mixed", "mnemonic 是中文的：«v»，import 的时候要选简体中文", mn_zh("space")),
    ("mixed", "TokenPocket 的 backup words: «v»", mn_zh("comma_zh")),
    ("mixed", "imToken 备份时显示的助记词，按 grid 抄的：\n«v»", mn_zh("grid_num")),
    ("en", "Wallet recovery words (Chinese list), one per line:\n«v»", mn_zh("lines")),
])

add("recovery_codes", None, [
    ("en", "GitHub recovery codes («yr»):\n«v»", rc_block(rc_github, "lines")),
    ("en", "Google backup codes — each works once\n«v»", rc_block(rc_google, "two_col")),
    ("en", "Discord backup codes: «v»", rc_block(rc_discord, "comma")),
    ("en", "Microsoft account recovery code: «v» — print it and keep it with the passport", ms_recovery),
    ("en", "BitLocker recovery key for the work laptop: «v»", bitlocker),
    ("zh", "两步验证的备用码，每个只能用一次：\n«v»", rc_block(rc_digits8, "numbered")),
    ("zh", "Apple 账户恢复密钥：«v»，丢了就找不回账户了", apple_recovery),
    ("zh", "«zsvc»的备用验证码\n«v»", rc_block(rc_alnum_dash, "lines")),
    ("mixed", "1Password 的 Secret Key（Emergency Kit 上印的）：«v»", onepw_secret),
    ("mixed", "2FA backup codes 存一下：\n«v»", rc_block(rc_github, "numbered")),
    ("mixed", "Proton 的 recovery codes：«v»", rc_block(rc_alnum_dash, "comma")),
    ("mixed", "Google 的 backup codes（每个只能用一次）：\n«v»", rc_block(rc_google, "numbered")),
    ("zh", "微软账户恢复代码：«v»，放保险箱", ms_recovery),
    ("zh", "BitLocker 恢复密钥 «v»，重装系统的时候要用", bitlocker),
])

add("card_number", card, [
    ("en", "card for the hotel booking: «v» exp «exp» cvv «cvv»"),
    ("en", "«name»'s «debit|credit|travel» card — «v», expires «exp»"),
    ("en", "voice memo: card number is «v», and the expiry is on the back", card_spoken),
    ("en", "Billing\nCard number: «v» | Exp: «exp» | Security code: «cvv»", card_plain),
    ("zh", "卡号：«v»\n有效期：«exp»\n安全码：«cvv»"),
    ("zh", "帮我订机票用这张卡 «v»，有效期«exp»"),
    ("zh", "语音转写：卡号是«v»", card_spoken_zh),
    ("mixed", "Amazon 绑卡用的 credit card：«v»，CVV «cvv»"),
    ("mixed", "报销用公司的 corporate card «v» exp «exp»", card_plain),
    ("mixed", "«zbank»信用卡 card no. «v»"),
    ("mixed", "备用的 credit card «v»，expiry «exp»，CVV 在背面"),
    ("zh", "我的工资卡卡号«v»，帮我转一下«|，户名«zname»»", card_plain),
])

add("crypto_wallet_key", wif, [
    ("en", "paper wallet (2017) private key, WIF: «v»"),
    ("en", "const wallet = new ethers.Wallet(\"«v»\", provider);", hex_key0x),
    ("en", "PRIVATE_KEY=«v»\nRPC_URL=https://eth.llamarpc.com\nCHAIN_ID=1", hex_key0x),
    ("en", "Solana keypair (~/.config/solana/id.json): «v»", sol_json),
    ("en", "master private key exported from Electrum: «v»", xprv),
    ("zh", "以太坊钱包私钥：«v»", hex_key0x),
    ("zh", "比特币私钥（WIF 格式）«v»，导入钱包就能用"),
    ("zh", "Phantom 导出的私钥：«v»", sol_b58),
    ("mixed", "// hardhat.config.js 里的 deployer\naccounts: [\"«v»\"], // 测试网的钱，别用主网", hex_key0x),
    ("mixed", "bitcoin-cli importprivkey «v» \"old-wallet\" false   # 老钱包迁移"),
    ("mixed", "MetaMask 导出的 private key：«v»", hex_key),
    ("mixed", "Solana 的 keypair JSON：«v»", sol_json),
    ("zh", "老钱包的私钥（十六进制）：«v»", hex_key),
])

add("private_key_pem", pem_any, [
    ("en", "deploy key for the staging box:\n«v»", pem_openssh),
    ("en", "server.key\n«v»", pem_rsa),
    ("en", '{\n  "type": "service_account",\n  "project_id": "«proj»",\n  "private_key_id": "«hex40»",\n'
           '  "private_key": "«v»",\n  "client_email": "deployer@«proj».iam.gserviceaccount.com"\n}',
     pem_json_escaped),
    ("en", "my old GPG key, exported before wiping the laptop\n«v»", pem_pgp),
    ("zh", "服务器的私钥，备份一下：\n«v»"),
    ("zh", "证书对应的密钥文件内容：\n«v»", pem_ec),
    ("zh", "加密过的私钥（口令另外告诉你）：\n«v»", pem_encrypted),
    ("mixed", "apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: ingress-tls  # ingress 用的证书\n"
              "data:\n  tls.crt: «crt»\n  tls.key: «v»",
     lambda r: {"v": pem_b64_k8s(r), "crt": b64(pem("CERTIFICATE", rbytes(r, 300)).encode())}),
    ("mixed", "ssh 登录跳板机用的 id_ed25519：\n«v»", pem_openssh),
    ("mixed", "Apple Push 的 p8 key (AuthKey_«kidx».p8)：\n«v»",
     lambda r: pem("PRIVATE KEY", bytes.fromhex("308193020100301306072a8648ce3d020106082a8648ce3d030107047930770201010420")
                   + rbytes(r, 32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(r, 64))),
    ("mixed", "GCP service account 的 JSON 里 private_key 字段：\"«v»\"", pem_json_escaped),
    ("zh", "把我的 GPG 私钥导出来了：\n«v»", pem_pgp),
])

add("jwt", jwt, [
    ("en", "curl -H 'Authorization: Bearer «v»' https://api.«proj».io/v1/me"),
    ("en", "session cookie from devtools: token=«v»; Path=/; HttpOnly; Secure"),
    ("en", "here's my access token for the staging API, valid till Friday: «v»"),
    ("zh", "登录后拿到的令牌：«v»，有效期一天"),
    ("zh", "接口要在请求头里加 Authorization: Bearer «v»"),
    ("zh", "浏览器本地存储里存的：«v»"),
    ("mixed", "这个 JWT 是 admin 账号的：«v»，别泄露"),
    ("mixed", "Postman 里的 Bearer token：«v»"),
    ("mixed", "{\"access_token\": \"«v»\", \"token_type\": \"Bearer\", \"expires_in\": 3600}  ← login 接口返回的"),
])

add("anthropic_key", anthropic_key, [
    ("en", "ANTHROPIC_API_KEY=«v»\nMODEL=claude-sonnet-4"),
    ("en", "client = anthropic.Anthropic(api_key=\"«v»\")"),
    ("en", "here's the Claude key for the hackathon, please don't post it anywhere: «v»"),
    ("zh", "Anthropic 接口密钥：«v»"),
    ("zh", "把这个密钥填到配置里：«v»，额度每月一百刀"),
    ("zh", "调用接口时请求头 x-api-key 带上 «v» 就行"),
    ("mixed", "export ANTHROPIC_API_KEY=\"«v»\"  # 公司的 key，别外传"),
    ("mixed", "老板给的 Claude API key：«v»"),
    ("mixed", "curl https://api.anthropic.com/v1/messages -H \"x-api-key: «v»\" -H \"anthropic-version: "
              "2023-06-01\"  # 测试一下能不能通"),
])

add("openai_key", openai_key, [
    ("en", "# .env.local\nNEXT_PUBLIC_SITE=«proj»\nOPENAI_API_KEY=«v»"),
    ("en", "openai.api_key = '«v»'"),
    ("en", "sharing the team OpenAI key until billing is sorted: «v»"),
    ("zh", "OpenAI 的密钥：«v»，用完记得删"),
    ("zh", "代理服务里配置的密钥是 «v»"),
    ("zh", "ChatGPT 接口的秘钥我放这里：«v»"),
    ("mixed", "new OpenAI project key 生成好了：«v»"),
    ("mixed", ".env 里加一行 OPENAI_KEY=«v» 就行"),
    ("mixed", "const openai = new OpenAI({ apiKey: \"«v»\" }); // TODO 移到 env"),
])

add("google_api_key", google_key, [
    ("en", "<script src=\"https://maps.googleapis.com/maps/api/js?key=«v»&callback=initMap\" async></script>"),
    ("en", "GOOGLE_API_KEY=«v»"),
    ("en", "const firebaseConfig = {\n  apiKey: \"«v»\",\n  authDomain: \"«proj».firebaseapp.com\",\n"
           "  projectId: \"«proj»\"\n};"),
    ("zh", "谷歌地图的密钥：«v»"),
    ("zh", "油管数据接口的密钥 «v»，每天一万配额"),
    ("zh", "翻译接口：https://translation.googleapis.com/language/translate/v2?key=«v»&q=你好&target=en"),
    ("mixed", "Gemini API key 先用我的：«v»"),
    ("mixed", "Firebase config 里的 apiKey 是 «v»"),
    ("mixed", "curl \"https://www.googleapis.com/youtube/v3/search?part=snippet&q=猫&key=«v»\""),
])

add("github_token", gh_any, [
    ("en", "git clone https://«v»@github.com/«user»/«proj».git"),
    ("en", "GITHUB_TOKEN=«v»"),
    ("en", "made a fine-grained PAT for the CI bot, contents:read only — «v»", gh_fine),
    ("zh", "GitHub 的个人访问令牌：«v»，90 天后过期"),
    ("zh", "推代码的时候用这个令牌当密码：«v»"),
    ("zh", "令牌：«v»（只有读权限）"),
    ("mixed", "gh auth login --with-token <<< «v»   # 新电脑"),
    ("mixed", "CI 用的 token 是 «v»，记得设 expiry"),
    ("mixed", "# ~/.config/gh/hosts.yml（同步到新机器用）\ngithub.com:\n    oauth_token: «v»\n    user: «user»\n"
              "    git_protocol: https", gh_classic("gho_")),
])

add("slack_token", slack_bot, [
    ("en", "SLACK_BOT_TOKEN=«v»\nSLACK_CHANNEL=#deploys"),
    ("en", "webhook for #alerts: «v»", slack_hook),
    ("en", "app-level token for socket mode: «v»", slack_app),
    ("zh", "Slack 机器人的令牌：«v»"),
    ("zh", "报警推送地址：«v»", slack_hook),
    ("zh", "用户令牌 «v»，有管理员权限", slack_user),
    ("mixed", "Slack bot token 换了，新的是 «v»"),
    ("mixed", "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"部署完成\"}' «v»", slack_hook),
    ("mixed", "socket mode 要用 app token：«v»", slack_app),
])

add("stripe_key", stripe_sk, [
    ("en", "STRIPE_SECRET_KEY=«v»"),
    ("en", "stripe.api_key = \"«v»\""),
    ("en", "webhook signing secret for the prod endpoint: «v»", stripe_whsec),
    ("zh", "Stripe 正式环境的密钥：«v»"),
    ("zh", "收款后台的私密密钥：«v»，不能放前端"),
    ("zh", "回调签名密钥 «v»", stripe_whsec),
    ("mixed", "Stripe live secret key：«v»，千万不要放到 frontend"),
    ("mixed", "restricted key 只给了 read 权限：«v»", lambda r: "rk_live_" + rs(r, ALNUM, 99)),
    ("mixed", "STRIPE_WEBHOOK_SECRET=«v»  # 正式环境", stripe_whsec),
])

add("aws_key", aws, [
    ("en", "[default]\naws_access_key_id = «kid»\naws_secret_access_key = «v»\nregion = «region»"),
    ("en", "AWS_ACCESS_KEY_ID=«kid»\nAWS_SECRET_ACCESS_KEY=«v»\nAWS_DEFAULT_REGION=«region»"),
    ("en", "IAM user for the backup script: key «kid», secret «v»"),
    ("zh", "亚马逊云的访问密钥：\nID：«kid»\n密钥：«v»"),
    ("zh", "AK «kid» SK «v»，只开了 S3 的权限"),
    ("zh", "临时凭证（一小时有效）：\n«kid»\n«v»\n«tok»", aws_session),
    ("mixed", "aws configure 的时候填：Access Key «kid» / Secret «v»"),
    ("mixed", "s3 = boto3.client('s3', aws_access_key_id='«kid»', aws_secret_access_key='«v»')  # 临时的"),
    ("mixed", "S3 bucket 的 credentials：«kid»:«v»"),
])

add("vendor_token", vendor, [
    ("en", "«vendor» token: «v»"),
    ("en", "//registry.npmjs.org/:_authToken=«v»", vendor_named("npm")),
    ("en", "HF_TOKEN=«v»", vendor_named("Hugging Face")),
    ("en", "Telegram bot token from BotFather: «v» — bot is @«proj»_bot", vendor_named("Telegram")),
    ("zh", "阿里云 AccessKey ID：«kid»\nAccessKey Secret：«v»", VENDOR_ZH[0][1]),
    ("zh", "腾讯云 SecretId «kid» SecretKey «v»", VENDOR_ZH[1][1]),
    ("zh", "«vendor» 的令牌：«v»"),
    ("mixed", "GitLab CI 用的 personal access token：«v»", vendor_named("GitLab")),
    ("mixed", "SendGrid API key（发邮件用）：«v»", vendor_named("SendGrid")),
    ("mixed", "# ~/.pypirc  发包用的\n[pypi]\n  username = __token__\n  password = «v»", vendor_named("PyPI")),
])

add("generic_api_key", generic_key, [
    ("en", "curl -H \"X-API-Key: «v»\" https://api.«proj».io/v1/stations"),
    ("en", "weather:\n  provider: openweather\n  api_key: «v»\n  units: metric", hex32),
    ("en", "the partner portal gave us this key for prod: «v»"),
    ("zh", "微信公众号 AppSecret：«v»", hex32),
    ("zh", "接口密钥：«v»，调用时放在请求头里"),
    ("zh", "百度翻译 APP ID：2025«n3»0001，密钥：«v»", lambda r: rs(r, ALNUM, 20)),
    ("mixed", "第三方物流的 API key：«v»"),
    ("mixed", "headers = {\"Authorization\": \"Token «v»\"}  # 供应商给的"),
    ("mixed", "地图 SDK 的 secret：«v»", hex32),
])

add("totp_secret", totp_grouped, [
    ("en", "authenticator setup key for «svc»: «v»"),
    ("en", "otpauth://totp/«svc»:«email»?secret=«v»&issuer=«svc»&digits=6", totp_plain),
    ("en", "Can't scan the QR code? Enter this key instead:\n«v»"),
    ("en", "2FA seed for the shared admin account (so both of us can add it): «v»", totp_dash),
    ("zh", "两步验证的密钥（手动输入用）：«v»"),
    ("zh", "谷歌验证器的设置密钥 «v»，换手机的时候要用"),
    ("zh", "身份验证器扫不了码就输这个：«v»", totp_plain),
    ("mixed", "Google Authenticator 的 setup key：«v»"),
    ("mixed", "2FA secret 备份一下 «v»，不然换手机就 GG 了"),
    ("mixed", "oathtool --totp -b «v»   # 服务器上生成 code", totp_plain),
])


# ===================== BENIGN TEMPLATES =====================================
FILL.update({
    "sha7": hexn(7),
    "c2": hex_colour,
    "hex6": hexn(6),
    "ip": ipv4_private,
    "pip": ipv4_pub,
    "mac": mac,
    "cidr": cidr,
    "ipv6": ipv6,
    "last4": last4,
    "bin6": bin6,
    "cn": phone_cn,
    "d3": lambda r: rs(r, "123456789", 1) + rs(r, DIG, 2),
    "d4": lambda r: rs(r, DIG, 4),
    "d8": lambda r: rs(r, "2345678", 1) + rs(r, DIG, 7),
    "d12": lambda r: rs(r, "123456789", 1) + rs(r, DIG, 11),
    "ver": version,
    "title": pick("The Overstory", "Piranesi", "Sapiens", "Educated", "The Three-Body Problem", "Circe",
                  "Klara and the Sun", "Atomic Habits"),
    "ztitle": pick("《活着》", "《三体》", "《平凡的世界》", "《围城》", "《百年孤独》", "《人类简史》"),
    "km": lambda r: "%d.%d" % (r.randint(3, 21), r.randint(0, 9)),
    "price": price,
})

add("base64_image", img_any, [
    ("en", "<img src=\"data:image/png;base64,«v»\" alt=\"logo\" width=\"32\">", img_b64("png")),
    ("en", ".icon-check { background: url(data:image/gif;base64,«v») no-repeat center; }", img_b64("gif")),
    ("en", "Pasted the chart inline so it survives the email: ![chart](data:image/jpeg;base64,«v»)",
     img_b64("jpeg")),
    ("zh", "头像的 base64：data:image/png;base64,«v»", img_b64("png")),
    ("zh", "截图转成 base64 存进数据库了：data:image/webp;base64,«v»", img_b64("webp")),
    ("zh", "这个图标直接内联就行：<img src=\"data:image/svg+xml;base64,«v»\">", img_b64("svg")),
    ("mixed", "把 favicon 改成 inline 的：<link rel=\"icon\" href=\"data:image/png;base64,«v»\">", img_b64("png")),
    ("mixed", "OCR 接口要传 base64 的图片：{\"image\": \"«v»\", \"lang\": \"zh\"}"),
    ("mixed", "email signature 里的 logo 是 data:image/gif;base64,«v»", img_b64("gif")),
])

add("bip39_prose_en", en_prose, [
    ("en", "Shopping list: «v»", food_list),
    ("en", "Spelling words for week «n2»: «v»", en_wordlist),
    ("en", "«v»"),
    ("en", "Diary, «day»: «v»"),
    ("en", "Tags for the photo album: «v»", en_wordlist),
    ("zh", "孩子这周要背的英语单词：«v»", en_wordlist),
    ("zh", "买菜清单（英文练习）：«v»", food_list),
    ("zh", "英语课的听写材料：«v»"),
    ("mixed", "今天的 vocabulary：«v»", en_wordlist),
    ("mixed", "英语 essay 的开头我写的是：«v»"),
    ("zh", "阅读理解里的一句话：«v»"),
    ("mixed", "英文 grocery list 给阿姨：«v»", food_list),
    ("mixed", "Scrabble 上拼出来的词：«v»，一共三百多分", en_wordlist),
])

add("bip39_prose_zh", zh_prose, [
    ("en", "Characters I learned in Chinese class today: «v»", zh_char_list),
    ("en", "My friend sent me this, can you translate? «v»"),
    ("en", "The poem on the scroll in Grandma's hallway reads: «v»", zh_poem),
    ("zh", "«v»"),
    ("zh", "今天的生字：«v»", zh_char_list),
    ("zh", "背一首诗：«v»", zh_poem),
    ("zh", "日记：«v»"),
    ("mixed", "Chinese class homework：把这些字各写五遍 «v»", zh_char_list),
    ("mixed", "朋友圈 draft：«v»"),
    ("mixed", "超市 shopping list：«v»", zh_word_list),
])

add("checksum", hexn(64), [
    ("en", "«v»  ubuntu-24.04.1-desktop-amd64.iso"),
    ("en", "<script src=\"https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js\" "
           "integrity=\"sha384-«v»\" crossorigin=\"anonymous\"></script>", sri("sha384")),
    ("en", "\"node_modules/lodash\": {\n  \"version\": \"4.17.21\",\n  \"resolved\": "
           "\"https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz\",\n  \"integrity\": \"sha512-«v»\"\n}",
     sri("sha512")),
    ("zh", "下载后校验一下 SHA256：«v»"),
    ("zh", "镜像的摘要：sha256:«v»"),
    ("zh", "文件的 MD5 是 «v»，和官网的一致", hexn(32)),
    ("mixed", "requirements.txt 里加 hash：requests==2.32.3 --hash=sha256:«v»"),
    ("mixed", "go.sum 里这一行：golang.org/x/text v0.14.0 h1:«v»", sri("sha256")),
    ("mixed", "release 页面的 SHA-1 checksum 是 «v»，download 完对比一下", hexn(40)),
])

add("code_config_benign", None, [
    ("en", "«db_password|pg_pass|password» = os.environ[\"«DB_PASSWORD|PGPASSWORD|POSTGRES_PASSWORD»\"]\n"
           "conn = psycopg.connect(host=os.getenv(\"DB_HOST\"), user=\"«user»\", password=«db_password|pg_pass|password»)"),
    ("en", "services:\n  «db|postgres|database»:\n    image: postgres:«14|15|16|17»\n    env_file: «.env|.env.local|secrets.env»\n"
           "    environment:\n      POSTGRES_USER: «user»\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set it in .env}"),
    ("en", "env:\n  - name: «DB_PASSWORD|REDIS_PASSWORD|API_TOKEN|SMTP_PASSWORD»\n    valueFrom:\n      secretKeyRef:\n"
           "        name: «proj»-«db|cache|mail|creds»\n        key: «password|token|value»"),
    ("en", "- name: «Publish|Release|Deploy»\n  run: «npm publish|./scripts/release.sh|make deploy»\n  env:\n"
           "    «NODE_AUTH_TOKEN|DEPLOY_KEY|TWINE_PASSWORD»: ${{ secrets.«NPM_TOKEN|DEPLOY_KEY|PYPI_API_TOKEN» }}"),
    ("zh", "密码不写在代码里，统一从环境变量读取：«password|db_pass|secret» = os.getenv(\"«DB_PASSWORD|MYSQL_PWD|APP_SECRET»\")"
           "«，本地用 .env，线上由运维注入|，缺了就直接报错退出|»"),
    ("zh", "配置里超时 «n2» 秒，最大连接数 «n3»，重试 «3|5» 次：\ntimeout: «n2»\nmax_connections: «n3»\nretries: «3|5»"),
    ("zh", ".env.example 模板（值都留空，自己填）：\nDB_HOST=\nDB_PASSWORD=\n«API_KEY|SECRET_KEY|JWT_SECRET»=\n«PORT=8080|LOG_LEVEL=info|TZ=Asia/Shanghai»"),
    ("zh", "密码策略：最少 «n2» 位，必须包含数字和符号，«90|180|60» 天过期：\npassword_min_length: «n2»\n"
           "password_require_symbol: true\npassword_max_age_days: «90|180|60»"),
    ("mixed", "secret = client.secrets.kv.v2.read_secret_version(path=\"«prod|staging|shared»/«db|redis|smtp»\")  # 从 Vault 读，不落盘\n"
              "password = secret[\"data\"][\"data\"][\"password\"]"),
    ("mixed", "variable \"«db_password|admin_password|api_token»\" {\n  type      = string\n  sensitive = true\n}\n"
              "# 值放在 «terraform.tfvars|CI 的 secret 里|环境变量 TF_VAR_xxx»，不提交"),
    ("mixed", "spring.datasource.password=${«DB_PASSWORD|SPRING_DATASOURCE_PASSWORD|MYSQL_PWD»}   # «由 k8s 注入|启动脚本 export|从 Nacos 配置中心拉»"),
    ("mixed", "resp = boto3.client(\"secretsmanager\").get_secret_value(SecretId=\"«proj»/«prod|staging»/«api|db»\")  # 运行时拿 key"),
])

add("date_time", date_en, [
    ("en", "Dentist moved to «v»."),
    ("en", "2 errors logged at «v», both timeouts", iso_ts),
    ("en", "created_at: «v»\nupdated_at: «v2»", lambda r: {"v": unix_ts(r), "v2": unix_ts(r)}),
    ("zh", "会议改到«v»", date_zh),
    ("zh", "火车«v»发车，提前半小时到站", date_zh),
    ("zh", "我妈生日是«m»月«d»日，记得提前订蛋糕", lambda r: {"v": "", "m": str(r.randint(1, 12)),
                                                          "d": str(r.randint(1, 28))}),
    ("mixed", "deadline 是 «v»，别拖", date_en),
    ("mixed", "log 里显示 «v» 开始报错", iso_ts),
    ("mixed", "cron 设成每天 «hm» 跑一次 backup"),
])

add("git_sha", hexn(40), [
    ("en", "commit «v»\nAuthor: «name» <«email»>\nDate:   Tue Mar 4 10:12:55 2025 +0000\n\n    fix flaky login test"),
    ("en", "fixed in «s», see the PR for details", lambda r: {"v": "", "s": rs(r, HEX, r.randint(7, 12))}),
    ("en", "Revert \"add retry to uploader\"\n\nThis reverts commit «v»."),
    ("zh", "回滚到 «sha7» 这个版本就好了"),
    ("zh", "线上跑的是 «v» 这次提交"),
    ("zh", "这个问题是 «sha7» 引入的，已经修了"),
    ("mixed", "git checkout «sha7» 然后 rebuild 一下"),
    ("mixed", "cherry-pick «v» 到 release 分支"),
    ("mixed", "CI build #«n3» 对应的 commit 是 «v»"),
])

add("hex_colour", hex_colour, [
    ("en", "brand colours: primary «v», accent «c2»"),
    ("en", ":root {\n  --bg: «v»;\n  --fg: «c2»;\n  --radius: 6px;\n}"),
    ("en", "we're painting the nursery «v» — the sage green from the sample card"),
    ("zh", "主色 «v»，辅助色 «c2»"),
    ("zh", "按钮颜色改成 «v»"),
    ("zh", "这个蓝色的色值是 «v»"),
    ("mixed", "tailwind config 里加一个 brand: '«v»'"),
    ("mixed", "Figma 里的 primary color 是 «v»，hover 用 «c2»"),
    ("mixed", "const THEME = 0x«hex6»; // 主题色"),
])

add("isbn", isbn13, [
    ("en", "Reading list: «title», ISBN «v»"),
    ("en", "ISBN-10: «v»", isbn10),
    ("en", "Order the course textbook (ISBN «v») before week «n2»."),
    ("zh", "书号：ISBN «v»"),
    ("zh", "«ztitle»的 ISBN 是 «v»"),
    ("zh", "图书馆借的书，ISBN：«v»，下周五还"),
    ("mixed", "Kindle 上没有，纸质版 ISBN «v»"),
    ("mixed", "citation 里要写 ISBN：«v»"),
    ("mixed", "二手书 «ztitle»，ISBN «v»，九成新", isbn10),
])

add("masked_card", last4, [
    ("en", "Payment of £«amt» to Tesco Stores from card ending «v»."),
    ("en", "Visa •••• «v»   expires 09/27"),
    ("en", "Card: **** **** **** «v»"),
    ("zh", "您尾号«v»的信用卡消费人民币«amt»元。"),
    ("zh", "银行卡 6222 **** **** «v»"),
    ("zh", "付款卡：**** «v»"),
    ("mixed", "Apple Pay 绑的是 Mastercard •••• «v»"),
    ("mixed", "statement 上显示 XXXX-XXXX-XXXX-«v»"),
    ("mixed", "refund 会退回这张卡：«bin6»******«v»"),
])

add("network_id", ipv4_private, [
    ("en", "NAS is at «v», gateway «ip»"),
    ("en", "MAC address of the printer: «mac»"),
    ("en", "allow «cidr» and «pip» in the security group"),
    ("zh", "路由器管理地址 192.168.«n2».1"),
    ("zh", "摄像头的 MAC 地址：«mac»"),
    ("zh", "服务器 IP «v»，端口 8443"),
    ("mixed", "VPN 的 subnet 是 «cidr»"),
    ("mixed", "BSSID «mac» 的信号最强，channel 36"),
    ("mixed", "IPv6 地址：«ipv6»，DNS 用 «pip»"),
])

add("numeric_context", digits(4, lead0=False), [
    ("en", "Room «v» is on the fourth floor, next to the lifts."),
    ("en", "Ran «km» km this morning, «n2» minutes faster than last week"),
    ("en", "New high score in Tetris: «v» points!", digits(6, lead0=False)),
    ("en", "Steps today: «v», a personal best", digits(5, lead0=False)),
    ("zh", "今天走了«v»步", digits(5, lead0=False)),
    ("zh", "酒店房间号«v»，在八楼"),
    ("zh", "工号«v»，入职登记的时候要填", digits(6, lead0=False)),
    ("mixed", "这次 exam 考了 «v» 分（满分 750）", lambda r: str(r.randint(480, 720))),
    ("mixed", "room «v» 的投影仪坏了"),
    ("mixed", "年会 lucky draw 我的号码是 «v»", digits(3, lead0=False)),
])

add("order_tracking", amazon_order, [
    ("en", "Your Amazon order #«v» has shipped."),
    ("en", "UPS tracking «v», out for delivery", ups),
    ("en", "Royal Mail tracking: «v»", royal_mail),
    ("zh", "顺丰单号 SF«v»", non_luhn_digits(13)),
    ("zh", "淘宝订单号：«v»", non_luhn_digits(19)),
    ("zh", "京东订单«v»已签收", non_luhn_digits(12)),
    ("mixed", "eBay 订单 «v» 还没 ship", ebay_order),
    ("mixed", "DHL 的 tracking number «v»，明天送到", non_luhn_digits(10)),
    ("mixed", "拼多多 order «v» 申请退款了", non_luhn_digits(16)),
])

add("password_mention", None, [
    ("en", "I changed my «svc» password «yesterday|last night|this morning|on «day»», so the old one won't work any more."),
    ("en", "Your password must be at least «8|10|12|14» characters long and include «a number|a number and a symbol|an uppercase letter»."),
    ("en", "Got locked out after three wrong PIN attempts, going to the «bank» branch «tomorrow|on «day»»."),
    ("en", "Enter the «4|6|8»-digit code we sent to your «phone|email». The code expires in «min» minutes."),
    ("zh", "验证码已发送«，请注意查收|至您的手机|，«min»分钟内有效»«。|»"),
    ("zh", "«密码|支付密码|PIN 码»错误，您还可以尝试«1|2|3»次"),
    ("zh", "我忘了«zsvc»的«支付密码|登录密码|独立密码»，得去重置一下"),
    ("mixed", "«password|VPN password|邮箱 password» 又过期了，IT 要求 «90|60|180» 天改一次"),
    ("mixed", "开了 2FA 之后每次 login ««zsvc»|«svc»» 都要输 code，好烦"),
    ("mixed", "«svc» 的 recovery codes 已经打印出来了，但还没想好放«哪|在哪个抽屉»"),
])

add("phone_number", phone_uk, [
    ("en", "Call the plumber on «v»"),
    ("en", "my new number is «v», update your contacts", phone_us),
    ("en", "Dr Patel's surgery: «v»", phone_au),
    ("zh", "我的新手机号 «v»", phone_cn),
    ("zh", "快递员电话：«v»", phone_cn),
    ("zh", "家里座机 010-«d8»"),
    ("mixed", "客服 hotline 400-«d3»-«d4»"),
    ("mixed", "WhatsApp 我 +86 «v»", phone_cn),
    ("mixed", "emergency contact：«zname» «v»", phone_cn),
])

add("placeholder", None, [
    ("en", "OPENAI_API_KEY=«sk-...|sk-xxxxxxxxxxxxxxxx|sk-your-key-here»  # «put your own key here|replace me|get one from the dashboard»"),
    ("en", "«api_key|API_KEY|token|secret» = \"«<YOUR_API_KEY>|<your-token-here>|YOUR_SECRET_HERE|REPLACE_ME»\""),
    ("en", "From the «AWS docs|AWS CLI user guide|boto3 quickstart»«:|, example only:» aws_access_key_id = AKIAIOSFODNN7EXAMPLE«, |\n»aws_secret_access_key = "
           "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
    ("en", "Use test card «tc» with any future expiry date and any CVC.",
     lambda r: {"v": "", "tc": r.choice(["4242 4242 4242 4242", "4242424242424242", "5555 5555 5555 4444",
                                         "4000 0566 5566 5556", "4000 0000 0000 0002",
                                         "3782 822463 10005", "6011 1111 1111 1117", "5105 1051 0510 5100"])}),
    ("en", "-----BEGIN «lab»-----\n«<paste your key here>|...|YOUR_KEY_HERE|(key goes here)»\n-----END «lab»-----",
     lambda r: {"v": "", "lab": r.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])}),
    ("en", "«postgres|mysql|mongodb»://user:password@localhost:«5432|3306|27017»/mydb   («straight from the tutorial|docs example», replace before use)"),
    ("zh", "«密码|登录密码|支付密码»：«st»", lambda r: {"v": "", "st": masked_stars(r)}),
    ("zh", "«验证码|短信验证码|动态码»：«XXXXXX|******|______|{code}»（示例，以短信为准）"),
    ("zh", "«文档|教程|博客»里的示例令牌：«ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx|xoxb-your-token|ghp_<你的令牌>|glpat-XXXXXXXXXXXXXXXXXXXX»"),
    ("zh", "测试卡号 «4111 1111 1111 1111|4242 4242 4242 4242|6200 0000 0000 0005|5555 5555 5555 4444»，有效期«随便填一个以后的日期|填 12/34 就行|写未来任意月份»"),
    ("mixed", "«README|教程|官方文档» 里写的是 export «STRIPE_KEY=sk_test_xxx|OPENAI_API_KEY=sk-...|GITHUB_TOKEN=ghp_XXXX|ANTHROPIC_API_KEY=<your key>»，换成你自己的«| key 再跑»"),
    ("mixed", "BIP39 官方 test vector：abandon abandon abandon abandon abandon abandon abandon abandon abandon "
              "abandon abandon about «——|，» «公开的测试助记词，千万别往里面转钱|文档示例，所有人都知道|只用于单元测试|wallet 库的 unit test 里到处都是»"),
    ("mixed", "jwt.io 上的示例 token：eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6Ikpv"
              "aG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c«，decode 着玩的| 拿来做测试|，教程里都用这个|（secret 是 your-256-bit-secret）|，大家都见过|，不是真的登录凭证»"),
    ("zh", "«API 密钥|接口密钥|AppSecret»：«<在控制台生成后填到这里>|（待申请）|请替换为你自己的密钥|此处留空»"),
    ("mixed", "sample .env：\nAWS_ACCESS_KEY_ID=«AKIAXXXXXXXXXXXXXXXX|<your-access-key-id>»\nAWS_SECRET_ACCESS_KEY=«<secret>|xxxxxxxxxxxxxxxx|<your-secret-access-key>»«|  # 自己填»"),
    ("mixed", "config 模板：\ndatabase:\n  user: «<你的用户名>|your_user|<db_user>»\n  password: «<填你的密码>|<password>|********|CHANGE_ME»"),
])

add("postal_code", postal_uk, [
    ("en", "Ship to: 221B Baker Street, London «v»"),
    ("en", "ZIP «v»", postal_us),
    ("en", "Office address: MG Road, Bengaluru, Karnataka, PIN code «v»", postal_in),
    ("en", "Mailing address: «n2» «Sussex Drive|Queen Street|Elgin Street», «Ottawa ON|Toronto ON|Vancouver BC» «v»", postal_ca),
    ("zh", "邮编 «v»", postal_cn),
    ("zh", "寄到：«zcity»市人民路 88 号，邮政编码 «v»", postal_cn),
    ("zh", "日本的地址：〒«v» 东京都千代田区", postal_jp),
    ("mixed", "India 的 PIN code 是 «v»，填地址的时候要用", postal_in),
    ("mixed", "美国网站的 ZIP code 填 «v»", postal_us),
    ("mixed", "postcode «v» 附近那家中餐馆"),
])

add("price_amount", price, [
    ("en", "Total: $«v»"),
    ("en", "Rent went up to £1,«d3» a month."),
    ("en", "€«v» incl. VAT, free delivery over €50"),
    ("zh", "总价 ¥«v»"),
    ("zh", "这个月一共花了«v»元"),
    ("zh", "装修报价：人民币«n2».«d3»万元"),
    ("mixed", "iPhone 国行 «v» 块", lambda r: "{:,}".format(r.choice(range(4999, 13999, 100)))),
    ("mixed", "subscription 每月 $«v»"),
    ("mixed", "invoice 金额 USD «v»，下个月付款"),
])

add("public_id", None, [
    ("en", "Stripe publishable key (safe to ship in the frontend bundle): pk_live_«x»",
     lambda r: {"v": "", "x": "51" + rs(r, ALNUM, 97)}),
    ("en", "GA4 measurement ID G-«x»", lambda r: {"v": "", "x": rs(r, UP + DIG, 10)}),
    ("en", "AWS account ID «d12», role arn:aws:iam::«d12»:role/deploy"),
    ("en", "OAuth client ID: «d12»-«x».apps.googleusercontent.com",
     lambda r: {"v": "", "x": rs(r, LOALNUM, 32)}),
    ("zh", "公众号 AppID：wx«hex16»"),
    ("zh", "苹果开发者 Team ID：«x»", lambda r: {"v": "", "x": rs(r, UP + DIG, 10)}),
    ("zh", "B站 UID «x»，关注一下", lambda r: {"v": "", "x": str(r.randint(10 ** 7, 10 ** 10))}),
    ("mixed", "Twilio Account SID 是 AC«hex32»（auth token 另外存）"),
    ("mixed", "YouTube channel ID：UC«x»", lambda r: {"v": "", "x": rs(r, B64URL, 22)}),
    ("mixed", "Slack channel ID C0«x»，bot 要先加进去", lambda r: {"v": "", "x": rs(r, UP + DIG, 9)}),
])

add("public_key_material", ssh_ed25519_pub, [
    ("en", "ssh-ed25519 «v» sam@laptop"),
    ("en", "[Peer]\nPublicKey = «v»\nAllowedIPs = 10.8.0.2/32\nEndpoint = vpn.example.net:51820", wg_key),
    ("en", "Here's our public key for encrypting the files:\n«v»", pem_pub),
    ("en", "Send the BTC to «v» — that's the receiving address, not the key", btc_addr),
    ("zh", "我的比特币收款地址：«v»", btc_addr),
    ("zh", "把这个公钥加到服务器的 authorized_keys：\nssh-rsa «v» zhang@mbp", ssh_rsa_pub),
    ("zh", "以太坊收款地址 «v»", eth_addr),
    ("mixed", "GPG fingerprint：«v»", gpg_fpr),
    ("mixed", "xpub 可以给会计看余额，不能花钱：«v»", xpub),
    ("mixed", "age recipient (public)：«v»", age_recipient),
    ("mixed", "服务器的 certificate：\n«v»", pem_cert),
    ("mixed", "host key fingerprint 是 «v»，第一次连的时候核对一下", ssh_fpr),
])

add("secret_reference", None, [
    ("en", "«Bank|Banking» login is in «1Password|Bitwarden|Dashlane» under «Bank|Finance» → «bank» → Login."),
    ("en", "«Safe|Locker|Garage|Alarm» code: memorised, not written anywhere«.| — ask me in person.| (same rule as always).»"),
    ("en", "The Wi-Fi password is on the sticker «under|on the back of» the «router|modem|BT hub»«.|, guests can scan the QR there.| — not writing it here.»"),
    ("en", "«Recovery|Backup» codes for «svc» printed and put in the «fireproof box|filing cabinet|document wallet» in the «wardrobe|study»."),
    ("en", "Seed phrase is stamped on the steel plate in the safe deposit box at «bank»«.|, box key is with «rel».»"),
    ("en", "AWS keys rotated — the new ones are in Vault at secret/«prod|staging»/aws, ask «name» for access."),
    ("zh", "«网银|信用卡|券商»密码存在 Bitwarden 的「«家庭|财务|重要»」文件夹里"),
    ("zh", "保险柜密码只有我和«zrel»知道，没写下来"),
    ("zh", "助记词«抄在纸上|刻在钢板上|分成两份»，«放在银行保险箱了|锁在书房抽屉里|交给律师保管了»"),
    ("zh", "«公司 VPN|内网邮箱|财务系统»的密码在 KeePass 里，条目叫「«工作VPN|公司内网|出差用»」"),
    ("mixed", "«Netflix|Disney+|Spotify|YouTube Premium» 密码在 family 的 shared vault 里«|，找«zrel»要权限»"),
    ("mixed", "«svc» 的密码 saved 在 «iCloud Keychain|Google Password Manager|Chrome»，换手机会自动同步"),
    ("mixed", "«svc» 的 2FA backup codes 存在 1Password 的 secure note 里"),
    ("zh", "«银行卡|信用卡|社保卡»密码«只有我妈知道|只记在脑子里|跟以前那张不一样»，«没有写在任何地方|别问我要|不在手机里存»"),
    ("mixed", "wifi 密码贴在«冰箱|鞋柜|路由器|书桌»上那张 sticky note 上«|，这里就不写了|，来了自己看»"),
    ("mixed", "那个 API key 放在 «GitHub secrets|GitLab CI variables|Vercel env» 里了，名字叫 «PROD_API_KEY|STRIPE_SECRET|OPENAI_KEY»"),
])

add("uuid", uuid4, [
    ("en", "request_id=«v» status=504 upstream timed out"),
    ("en", "Ticket reference: «v»"),
    ("en", "device GUID {«v»}", uuid4_upper),
    ("zh", "订单流水号 «v»"),
    ("zh", "设备标识：«v»"),
    ("zh", "报错的追踪编号是 «v»"),
    ("mixed", "Idempotency-Key: «v» —— 防止重复扣款"),
    ("mixed", "bucket 里的文件名是 «v».jpg"),
    ("mixed", "user_id «v» 的数据要按 GDPR 删掉"),
])

add("version_string", version, [
    ("en", "Upgraded to Python «v» and the tests still pass.", lambda r: "3.%d.%d" % (r.randint(8, 13), r.randint(0, 12))),
    ("en", "iOS «v» broke my widgets again", lambda r: "%d.%d.%d" % (r.randint(15, 18), r.randint(0, 6), r.randint(1, 3))),
    ("en", "requires node >= «v»", lambda r: "%d.%d.%d" % (r.choice([16, 18, 20, 22]), r.randint(0, 19), r.randint(0, 9))),
    ("zh", "系统版本 «v»"),
    ("zh", "微信版本 8.0.«n2»"),
    ("zh", "固件版本：V«v»"),
    ("mixed", "release «v»-rc.«n2» 已经发了"),
    ("mixed", "Chrome «v» 有个 rendering bug", chrome_ver),
    ("mixed", "build «v»+«sha7» 打包好了"),
])


# ---------------------------------------------------------------------------
# Rendering
# ---------------------------------------------------------------------------
CJK_RE = re.compile(r"[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]")


def _split_top(s, sep="|"):
    parts, depth, cur = [], 0, []
    for ch in s:
        if ch == "«":
            depth += 1
        elif ch == "»":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur))
    return parts


def _match_close(fmt, i):
    depth = 0
    for j in range(i, len(fmt)):
        if fmt[j] == "«":
            depth += 1
        elif fmt[j] == "»":
            depth -= 1
            if depth == 0:
                return j
    raise ValueError("unbalanced « » in %r" % fmt[:60])


def render(fmt, r, vals, _cache=None, _base=0):
    """Returns (text, offset of the first «v» or None).  «a|b» alternatives may nest slots."""
    cache = {} if _cache is None else _cache
    out, n, span_off, i = [], 0, None, 0
    while i < len(fmt):
        k = fmt.find("«", i)
        if k < 0:
            out.append(fmt[i:])
            break
        out.append(fmt[i:k])
        n += k - i
        j = _match_close(fmt, k)
        key = fmt[k + 1:j]
        alts = _split_top(key)
        if len(alts) > 1:
            s, off = render(r.choice(alts), r, vals, cache, _base + n)
            if off is not None and span_off is None:
                span_off = off
        else:
            if key in vals:
                s = vals[key]
            elif key in cache:
                s = cache[key]
            elif key in FILL:
                s = cache[key] = FILL[key](r)
            else:
                raise KeyError("unknown slot %r in %r" % (key, fmt[:60]))
            if key == "v" and span_off is None:
                span_off = _base + n
        out.append(s)
        n += len(s)
        i = j + 1
    return "".join(out), span_off


def strip_slots(fmt):
    """Template text with named slots removed and each «a|b» replaced by its first alternative."""
    out, i = [], 0
    while i < len(fmt):
        k = fmt.find("«", i)
        if k < 0:
            out.append(fmt[i:])
            break
        out.append(fmt[i:k])
        j = _match_close(fmt, k)
        alts = _split_top(fmt[k + 1:j])
        if len(alts) > 1:
            out.append(strip_slots(alts[0]))
        i = j + 1
    return "".join(out)


CARDLIKE_RE = re.compile(r"(?<![\d])\d(?:[ -]?\d){12,18}(?![\d])")


def benign_violation(text, kind):
    """A benign case must not accidentally contain a structurally valid secret."""
    if kind != "placeholder":
        for m in CARDLIKE_RE.finditer(text):
            d = re.sub(r"\D", "", m.group(0))
            if 13 <= len(d) <= 19 and luhn_ok(d):
                return "luhn-valid digit run"
        if contains_valid_mnemonic_en(text):
            return "checksum-valid BIP39 English run"
    if contains_valid_mnemonic_zh_separated(text):
        return "checksum-valid BIP39 Chinese run"
    return None


def assign_ids():
    counters = {}
    for t in REG:
        counters[t["kind"]] = counters.get(t["kind"], 0) + 1
        t["tid"] = "%s.%02d" % (t["kind"], counters[t["kind"]])


def check_template_langs():
    for t in REG:
        fmt = strip_slots(t["fmt"])
        has_cjk = bool(CJK_RE.search(fmt))
        latin_words = re.findall(r"[A-Za-z]{2,}", fmt)
        if t["lang"] == "en":
            assert not has_cjk, t["tid"]
        elif t["lang"] == "zh":
            assert has_cjk or not re.search(r"\w", fmt), t["tid"]
        else:
            assert has_cjk and latin_words, t["tid"]


def assign_splits():
    """Split BY TEMPLATE: within each (kind, lang) group templates alternate dev/test; the parity
    carries on from group to group so that odd-sized groups balance out."""
    split, flip = {}, 0
    for kind in SECRET_KINDS + BENIGN_KINDS:
        for lang in ("en", "zh", "mixed"):
            group_t = [t["tid"] for t in REG if t["kind"] == kind and t["lang"] == lang]
            random.Random("%d:split:%s:%s" % (SEED, kind, lang)).shuffle(group_t)
            for tid in group_t:
                split[tid] = "dev" if flip % 2 == 0 else "test"
                flip += 1
    return split


def build():
    assign_ids()
    check_template_langs()
    split = assign_splits()
    seen, cases = set(), []
    for t in REG:
        secret = t["label"] == "secret"
        want = CASES_SECRET if secret else CASES_BENIGN
        r = random.Random("%d:%s" % (SEED, t["tid"]))
        made = tries = 0
        while made < want:
            tries += 1
            if tries > 400:
                raise SystemExit("template %s cannot produce %d distinct valid cases" % (t["tid"], want))
            if t["gen"] is None:
                if "«v»" in t["fmt"]:
                    raise SystemExit("template %s uses «v» without a generator" % t["tid"])
                vals = {}
            else:
                vals = t["gen"](r)
                vals = dict(vals) if isinstance(vals, dict) else {"v": vals}
            text, off = render(t["fmt"], r, vals)
            if text in seen:
                continue
            if secret:
                span = vals["v"]
                if not span or off is None or text.find(span) != off:
                    continue
            else:
                span = None
                if benign_violation(text, t["kind"]):
                    continue
            seen.add(text)
            made += 1
            cid = hashlib.sha256(("%s|%d|%s" % (t["tid"], made, text)).encode("utf-8")).hexdigest()[:12]
            cases.append({"id": cid, "text": text, "lang": t["lang"], "label": t["label"], "kind": t["kind"],
                          "span": span, "source": "generated", "template": t["tid"],
                          "_split": split[t["tid"]]})
    return cases


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=HERE, help="output directory (default: next to this file)")
    ap.add_argument("--check", action="store_true", help="generate in memory and report counts only")
    a = ap.parse_args(argv)
    cases = build()
    by = {"dev": [], "test": []}
    for c in cases:
        by[c.pop("_split")].append(c)
    for name, lst in by.items():
        random.Random("%d:order:%s" % (SEED, name)).shuffle(lst)
        if not a.check:
            with open(os.path.join(a.out, name + ".jsonl"), "w", encoding="utf-8") as f:
                for c in lst:
                    f.write(json.dumps(c, ensure_ascii=False) + "\n")
    print("templates %d, cases %d (dev %d, test %d)" % (len(REG), len(cases), len(by["dev"]), len(by["test"])))


if __name__ == "__main__":
    main()
