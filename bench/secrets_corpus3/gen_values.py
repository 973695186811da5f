"""Value generators for secrets_corpus3 (stdlib only).

Every generator is ``f(r, ctx) -> str`` where ``r`` is the template's own
``random.Random`` and ``ctx`` is the per-case dict (a secret generator may leave
values there for fillers, e.g. the number of words of a seed phrase).
Structured values carry their real checksums: BIP39 (SHA-256 checksum bits),
Luhn for card numbers, base58check for WIF / xprv / addresses, bech32 for
segwit / nostr / age, CRC-32 base62 for GitHub and npm tokens, CRC-24 for PGP
armour, mod-11 groups for BitLocker keys, ISBN check digits.
"""
import base64
import hashlib
import json
import os
import string
import struct
import uuid
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def _wordlist(name):
    with open(os.path.join(HERE, "wordlists", name), encoding="utf-8") as f:
        words = [w.strip() for w in f if w.strip()]
    assert len(words) == 2048 and len(set(words)) == 2048, name
    return words


WL_EN = _wordlist("bip39_english.txt")
WL_ZH = _wordlist("bip39_chinese_simplified.txt")

LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
ALNUM = string.ascii_letters + string.digits
B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"


def pick(r, seq):
    return r.choice(seq)


def pool(c, seq):
    """the half of a word pool that belongs to the case's split: dev and test
    draw security answers and password words from disjoint halves, so a value
    seen while tuning on dev never reappears in test"""
    split = c.get("split")
    if split == "dev":
        return seq[0::2]
    if split == "test":
        return seq[1::2]
    return seq


def rs(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def b64(b):
    return base64.b64encode(b).decode()


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def wrap(s, n=64):
    return "\n".join(s[i:i + n] for i in range(0, len(s), n))


# ---------------------------------------------------------------------------
# checksums / encodings
# ---------------------------------------------------------------------------
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58(b):
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, rem = divmod(n, 58)
        s = B58[rem] + s
    return "1" * (len(b) - len(b.lstrip(b"\0"))) + s


def b58check(payload):
    return b58(payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4])


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values):
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5):
            if (top >> i) & 1:
                chk ^= gen[i]
    return chk


def _hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def convertbits(data, frm, to, pad=True):
    acc = bits = 0
    out = []
    maxv = (1 << to) - 1
    for v in data:
        acc = (acc << frm) | v
        bits += frm
        while bits >= to:
            bits -= to
            out.append((acc >> bits) & maxv)
    if pad and bits:
        out.append((acc << (to - bits)) & maxv)
    return out


def bech32_encode(hrp, data5):
    pm = _polymod(_hrp_expand(hrp) + data5 + [0] * 6) ^ 1
    return hrp + "1" + "".join(BECH[d] for d in data5 + [(pm >> 5 * (5 - i)) & 31 for i in range(6)])


def luhn_ok(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(prefix_and_body):
    for d in DIGITS:
        if luhn_ok(prefix_and_body + d):
            return prefix_and_body + d
    raise AssertionError


def not_luhn(r, n, first=None):
    s = (first or pick(r, "123456789")) + rs(r, DIGITS, n - 1 - (len(first) - 1 if first else 0))
    if luhn_ok(s):
        s = s[:-1] + str((int(s[-1]) + 1) % 10)
    return s


def base62(n):
    s = ""
    while n:
        n, rem = divmod(n, 62)
        s = B62[rem] + s
    return s or "0"


def crc_token(r, prefix, n=30):
    body = rs(r, ALNUM, n)
    return prefix + body + base62(zlib.crc32(body.encode())).rjust(6, "0")


def crc24(data):
    crc = 0xB704CE
    for byte in data:
        crc ^= byte << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def bip39(r, wordlist, nwords):
    ent_bits = nwords * 11 * 32 // 33
    ent = r.randbytes(ent_bits // 8)
    cs = ent_bits // 32
    h = hashlib.sha256(ent).digest()
    bits = bin(int.from_bytes(ent, "big"))[2:].zfill(ent_bits) + bin(h[0])[2:].zfill(8)[:cs]
    return [wordlist[int(bits[i:i + 11], 2)] for i in range(0, len(bits), 11)]


# ---------------------------------------------------------------------------
# filler pools
# ---------------------------------------------------------------------------
NAMES = ["Mia", "Tom", "Priya", "Kofi", "Lena", "Diego", "Hannah", "Sam", "Aisha", "Ben", "Yuki", "Omar",
         "Zoe", "Luca", "Grace", "Ravi", "Nina", "Ethan", "Sofia", "Jonas", "Chloe", "Marcus", "Ines", "Felix"]
SURNAMES = ["Kowalski", "Brennan", "Haddad", "Sato", "Mensah", "Lindgren", "Ortega", "Fischer", "Patel",
            "Dubois", "Novak", "Achebe", "Romano", "Walsh", "Kaur", "Nguyen", "Larsen", "Baptiste"]
ZNAMES = ["张伟", "王芳", "李娜", "刘洋", "陈杰", "杨敏", "赵磊", "黄丽", "周强", "吴静", "徐明", "孙悦",
          "马超", "朱婷", "胡军", "郭涛", "何雪", "林峰", "罗琳", "高翔"]
ZREL = ["老婆", "老公", "妈", "爸", "哥", "姐", "宝", "亲爱的"]
SERVICES = ["Netflix", "Spotify", "Dropbox", "Amazon", "eBay", "PayPal", "Gmail", "Outlook", "Steam",
            "Disney+", "Zoom", "Slack", "Notion", "Airbnb", "LinkedIn", "Instagram", "Facebook", "Duolingo",
            "Coinbase", "Xbox", "Nintendo", "Figma", "Canva", "Booking.com"]
ZSERVICES = ["支付宝", "微信", "淘宝", "京东", "美团", "拼多多", "抖音", "小红书", "12306", "网易邮箱",
             "QQ", "哔哩哔哩", "爱奇艺", "优酷", "滴滴", "携程", "饿了么", "百度网盘"]
BANKS = ["Chase", "Barclays", "HSBC", "Monzo", "Wells Fargo", "Lloyds", "Santander", "Bank of America",
         "Revolut", "Nationwide", "NatWest", "Citi", "ING", "Capital One"]
ZBANKS = ["工商银行", "建设银行", "招商银行", "农业银行", "中国银行", "交通银行", "邮储银行", "浦发银行"]
PMS = ["1Password", "Bitwarden", "KeePassXC", "LastPass", "Dashlane", "iCloud Keychain", "Proton Pass", "Enpass"]
ITEMS = ["Bank", "Router admin", "Chase debit", "Work VPN", "Netflix family", "AWS root", "Home Wi-Fi",
         "Mum's iPad", "Pension portal", "Car insurance", "School portal", "NAS"]
ITEMS_ZH = ["网银", "工资卡", "公司VPN", "家里WiFi", "支付宝", "爸的手机", "社保", "公积金", "孩子学校"]
VAULTS = ["Personal", "Family", "Work", "Shared-Ops", "Private", "Finance"]
DOMAINS = ["brightlane.io", "tallowcreek.com", "mossgate.dev", "kiteharbor.net", "quillpoint.co",
           "hengtai-tech.cn", "yunfan.cn", "larkspur.app", "ferrovia.eu", "copperleaf.org"]
MAILDOMAINS = ["gmail.com", "outlook.com", "proton.me", "icloud.com", "yahoo.com", "qq.com", "163.com"]
APPS = ["ledgerly", "payments-api", "orders", "hermes", "atlas", "billing", "crm", "pixie", "notify", "reports"]
ORGS = ["brightlane", "mossgate", "kiteharbor-eng", "quillpoint", "yunfan-dev", "ferrovia"]
DBUSERS = ["app", "svc_reporting", "analytics", "root", "admin", "django", "orders_rw", "etl", "backup"]
DBNAMES = ["orders", "app_prod", "crm", "billing", "analytics", "wordpress", "inventory", "shop"]
CITIES = ["Leeds", "Lisbon", "Austin", "Melbourne", "Toronto", "Dublin", "Hamburg", "Osaka", "Denver"]
ZCITIES = ["北京", "上海", "深圳", "杭州", "成都", "武汉", "南京", "西安", "广州", "苏州"]
MERCHANTS = ["Tesco", "Starbucks", "Shell", "Uniqlo", "IKEA", "Apple Store", "Boots", "Whole Foods"]
PKGS = ["lodash", "alpinejs", "htmx.org", "chart.js", "dayjs", "axios", "bootstrap", "d3"]
FILES = ["ubuntu-24.04-desktop-amd64.iso", "Firefox-128.0.dmg", "backup-2024-06.tar.gz", "model.safetensors",
         "mimvault-0.9.2-py3-none-any.whl", "installer.exe", "photos.zip", "debian-12.5.0-arm64-netinst.iso"]
COMMITMSGS = ["fix null check in parser", "bump deps", "add retry to webhook sender", "refactor auth middleware",
              "docs: update README", "handle empty cart", "speed up search index build", "revert flaky test"]
GOMODS = ["github.com/spf13/cobra", "golang.org/x/net", "github.com/stretchr/testify", "go.uber.org/zap"]
PW_WORDS = ["tiger", "maple", "river", "falcon", "cobalt", "pepper", "harbor", "velvet", "orchid", "summit",
            "lantern", "biscuit", "walrus", "meadow", "copper", "saturn", "juniper", "pickle", "thunder", "mango",
            "violet", "sparrow", "glacier", "pumpkin", "rocket", "willow", "nebula", "canyon", "otter", "dragon"]
PINYIN = ["zhangwei", "liuyang", "wangfang", "lixiaolong", "chenjie", "zhaolei", "huangmin", "sunli", "zhoujie",
          "wuhao", "xuming", "linlin", "yangyang", "gaoxiang", "maochao"]
PY_INIT = ["zw", "ly", "wf", "lxl", "cj", "zl", "hm", "sl", "zj", "wh", "xm", "gx"]
PW_SYMS = "!@#$%*_-.?+"
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS_LONG = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
               "October", "November", "December"]


def name(r, c): return pick(r, NAMES)
def surname(r, c): return pick(r, SURNAMES)
def fullname(r, c): return pick(r, NAMES) + " " + pick(r, SURNAMES)
def zname(r, c): return pick(r, ZNAMES)
def zrel(r, c): return pick(r, ZREL)
def svc(r, c): return pick(r, SERVICES)
def zsvc(r, c): return pick(r, ZSERVICES)
def bank(r, c): return pick(r, BANKS)
def zbank(r, c): return pick(r, ZBANKS)
def pm(r, c): return pick(r, PMS)
def item(r, c): return pick(r, ITEMS)
def item_zh(r, c): return pick(r, ITEMS_ZH)
def vault(r, c): return pick(r, VAULTS)
def domain(r, c): return pick(r, DOMAINS)
def app(r, c): return pick(r, APPS)
def org(r, c): return pick(r, ORGS)
def dbuser(r, c): return pick(r, DBUSERS)
def dbname(r, c): return pick(r, DBNAMES)
def city(r, c): return pick(r, CITIES)
def zcity(r, c): return pick(r, ZCITIES)
def merchant(r, c): return pick(r, MERCHANTS)
def pkg(r, c): return pick(r, PKGS)
def file(r, c): return pick(r, FILES)
def commitmsg(r, c): return pick(r, COMMITMSGS)
def gomod(r, c): return pick(r, GOMODS)
def n2(r, c): return str(r.randint(2, 99))
def n3(r, c): return str(r.randint(100, 999))
def octet(r, c): return str(r.randint(2, 250))
def pr(r, c): return str(r.randint(120, 4800))
def mins(r, c): return pick(r, ["5", "10", "15", "3", "30"])
def sec(r, c): return "%02d" % r.randint(5, 59)
def time_(r, c): return "%02d:%02d" % (r.randint(6, 23), r.randint(0, 59))
def date(r, c): return "%d %s" % (r.randint(1, 28), pick(r, MONTHS))
def date_long(r, c): return "%s %d, %d" % (pick(r, MONTHS_LONG), r.randint(1, 28), r.randint(2019, 2025))
def iso(r, c): return "%d-%02d-%02dT%02d:%02d:%02dZ" % (r.randint(2021, 2025), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
def isodate(r, c): return "%d-%02d-%02d" % (r.randint(2021, 2025), r.randint(1, 12), r.randint(1, 28))
def zdate(r, c): return "%d月%d日" % (r.randint(1, 12), r.randint(1, 28))
def zdate_full(r, c): return "%d年%d月%d日" % (r.randint(2020, 2025), r.randint(1, 12), r.randint(1, 28))
def tail4(r, c): return rs(r, DIGITS, 4)
def tail4a(r, c): return rs(r, ALNUM, 4)
def year(r, c): return str(r.randint(2015, 2025))


def email(r, c):
    n = pick(r, NAMES).lower()
    s = pick(r, SURNAMES).lower()
    local = pick(r, [n + "." + s, n + s[0], n[0] + s, n + "_" + s + str(r.randint(1, 99)), s + n[0]])
    return local + "@" + pick(r, MAILDOMAINS)


def email_enc(r, c):
    return email(r, c).replace("@", "%40")


def user(r, c):
    n = pick(r, NAMES).lower()
    s = pick(r, SURNAMES).lower()
    return pick(r, [n + "." + s[0], n[0] + s, s + str(r.randint(1, 99)), n + "_" + s[:3], pick(r, PINYIN) + str(r.randint(1, 999))])


def ssid(r, c):
    return pick(r, [pick(r, SURNAMES) + "_5G", "TP-LINK_" + rs(r, "0123456789ABCDEF", 4), "HUAWEI-" + rs(r, "0123456789ABCDEF", 4),
                    "ChinaNet-" + rs(r, ALNUM, 4), "CMCC-" + rs(r, ALNUM, 4), "BT-" + rs(r, UPPER + DIGITS, 6),
                    "NETGEAR" + rs(r, DIGITS, 2), "Xiaomi_" + rs(r, "0123456789ABCDEF", 4), "VM" + rs(r, DIGITS, 7),
                    pick(r, ["Casa", "Home", "Loft", "Cabin", "Flat"]) + pick(r, ["Net", "WiFi", "-Guest", "_EXT"])])


def host(r, c):
    return pick(r, ["db-prod-%d.internal" % r.randint(1, 9), "10.0.%d.%d" % (r.randint(0, 9), r.randint(2, 250)),
                    "pg-main.%s.eu-west-1.rds.amazonaws.com" % rs(r, LOWER + DIGITS, 12),
                    "mysql." + pick(r, DOMAINS), "172.16.%d.%d" % (r.randint(0, 31), r.randint(2, 250)),
                    "db." + pick(r, DOMAINS), "redis-%d.%s" % (r.randint(10000, 19999), "c1.us-east-1-2.ec2.cloud.redislabs.com")])


def ip(r, c): return "192.168.%d.%d" % (r.randint(0, 9), r.randint(2, 250))
def rand5(r, c): return rs(r, LOWER + DIGITS, 5)
def hex16(r, c): return rs(r, HEX, 16)
def digits18(r, c): return str(r.randint(10 ** 17, 10 ** 18 - 1))
def studentid(r, c): return str(r.randint(2019, 2024)) + rs(r, DIGITS, 6)
def qq(r, c): return str(r.randint(10 ** 7, 10 ** 10))
def az(r, c): return pick(r, APPS) + "-sql-" + rs(r, LOWER + DIGITS, 4)
def acct(r, c): return pick(r, APPS).replace("-", "") + rs(r, LOWER + DIGITS, 4)
def slack_t(r, c): return "T" + rs(r, UPPER + DIGITS, 8)
def slack_b(r, c): return "B" + rs(r, UPPER + DIGITS, 10)
def exp(r, c): return "%02d/%02d" % (r.randint(1, 12), r.randint(26, 31))
def cvv(r, c): return rs(r, DIGITS, 3)
def issuer(r, c): return pick(r, ["GitHub", "AWS", "Google", "Dropbox", "Coinbase", "Binance", "Proton", "Discord", "Okta", "Atlassian"])


def aws_id(r, c): return "AKIA" + rs(r, UPPER + "234567", 16)
def ali_id(r, c): return "LTAI5t" + rs(r, ALNUM, 18)


# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------
PW_END_SYMS = "!@#$%*_+"  # a password at the end of a sentence never ends in . , ? -


def pw_word(r, c):
    w1, w2 = r.sample(pool(c, PW_WORDS), 2)
    y = pick(r, [str(r.randint(1970, 2024)), str(r.randint(10, 99)), str(r.randint(1, 9))])
    s = pick(r, PW_END_SYMS)
    leet = w1.capitalize().replace("e", "3").replace("o", "0")
    return pick(r, [w1.capitalize() + y + s, w1 + s + y + w2.capitalize(), y + w1.capitalize() + s,
                    w1.capitalize() + w2.capitalize() + y, leet + s + y, w1.capitalize() + s + w2 + y])


def pw_rand(r, c):
    n = r.randint(12, 18)
    chars = [pick(r, LOWER), pick(r, UPPER), pick(r, DIGITS), pick(r, PW_SYMS)]
    chars += [pick(r, ALNUM + PW_SYMS) for _ in range(n - 4)]
    r.shuffle(chars)
    chars[0] = pick(r, ALNUM) if not chars[0].isalnum() else chars[0]
    chars[-1] = pick(r, ALNUM + PW_END_SYMS) if chars[-1] in ".-?" else chars[-1]
    return "".join(chars)


def pw_zh(r, c):
    py = pick(r, pool(c, PINYIN))
    ini = pick(r, pool(c, PY_INIT))
    bd = "%d%02d%02d" % (r.randint(1965, 2005), r.randint(1, 12), r.randint(1, 28))
    return pick(r, [py + bd[:4], ini.capitalize() + "@" + bd, ini + pick(r, ["520", "1314", "888", "666"]) + rs(r, DIGITS, 3),
                    "woaini" + pick(r, ["1314", "520"]) + pick(r, "!@#"), py.capitalize() + "_" + rs(r, DIGITS, 5),
                    ini.upper() + bd[2:] + pick(r, "!#*"), py + "@" + pick(r, ["qq", "163", "home"]) + rs(r, DIGITS, 2)])


def pw_phrase(r, c):
    ws = r.sample(pool(c, PW_WORDS), r.randint(3, 4))
    sep = pick(r, ["-", ".", "_", ""])
    if sep == "":
        ws = [w.capitalize() for w in ws]
    return sep.join(ws) + pick(r, ["", sep + str(r.randint(2, 99))])


def pw_url(r, c):
    n = r.randint(12, 22)
    chars = [pick(r, DIGITS), pick(r, UPPER), pick(r, LOWER)] + [pick(r, ALNUM + "-_.~") for _ in range(n - 3)]
    r.shuffle(chars)
    chars[-1] = pick(r, ALNUM) if not chars[-1].isalnum() else chars[-1]
    return "".join(chars)


def pw_pct(r, c):
    a = rs(r, ALNUM, r.randint(4, 8))
    return a + pick(r, ["%40", "%21", "%23", "%24", "%2F"]) + rs(r, ALNUM, r.randint(4, 8))


def pw_semi(r, c):
    chars = [pick(r, LOWER), pick(r, UPPER), pick(r, DIGITS), pick(r, "!@#$*-_")] + [pick(r, ALNUM + "!@#$*-_") for _ in range(r.randint(10, 16))]
    r.shuffle(chars)
    return "".join(chars)


def pw_wifi(r, c):
    return pick(r, [pw_word(r, c), rs(r, DIGITS, 8), pick(r, pool(c, PW_WORDS)) + pick(r, ["house", "home", "nest", "den"]) + str(r.randint(2000, 2024)),
                    "Welcome@" + pick(r, ["Home", "Casa", "Cabin"]) + str(r.randint(10, 99)), rs(r, ALNUM, 12), rs(r, LOWER + DIGITS, 10)])


def pw_any(r, c):
    return pick(r, [pw_word, pw_rand, pw_phrase, pw_zh])(r, c)


def digits8(r, c): return pick(r, "123456789") + rs(r, DIGITS, 7)
def digits3(r, c): return rs(r, DIGITS, 3)


ZH_DIG = "零一二三四五六七八九"
EN_DIG = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
EN_TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def zh_digits(r, s):
    return "".join(("幺" if ch == "1" and r.random() < 0.4 else ZH_DIG[int(ch)]) for ch in s)


def en_two(n):
    if n < 10:
        return EN_DIG[n]
    if n < 20:
        return EN_TEENS[n - 10]
    return EN_TENS[n // 10] + ("" if n % 10 == 0 else "-" + EN_DIG[n % 10])


def en_number(r, s):
    """speak a digit string the way people do"""
    if len(s) == 4 and s[0] in "12" and r.random() < 0.5:
        a, b = int(s[:2]), int(s[2:])
        if b == 0:
            return en_two(a) + " hundred"
        return en_two(a) + " " + (("oh " + EN_DIG[b]) if b < 10 else en_two(b))
    if len(s) == 2 and s[0] != "0" and r.random() < 0.5:
        return en_two(int(s))
    zero = pick(r, ["zero", "oh"])
    return " ".join(zero if ch == "0" else EN_DIG[int(ch)] for ch in s)


SYM_EN = {"!": ["exclamation mark", "exclamation point", "bang"], "@": ["at sign", "the at symbol"],
          "#": ["hash", "pound sign", "hashtag"], "$": ["dollar sign"], "*": ["asterisk", "star"],
          "_": ["underscore"], "-": ["dash", "hyphen"], ".": ["dot", "full stop"], "?": ["question mark"],
          "&": ["ampersand"]}
SYM_ZH = {"!": ["感叹号", "叹号"], "@": ["艾特", "at 符号", "小老鼠"], "#": ["井号"], "$": ["美元符号"],
          "*": ["星号"], "_": ["下划线"], ".": ["点", "句号"], "-": ["减号", "横杠"]}
NATO = {"a": "alpha", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf",
        "h": "hotel", "i": "india", "j": "juliet", "k": "kilo", "l": "lima", "m": "mike", "n": "november",
        "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo", "s": "sierra", "t": "tango", "u": "uniform",
        "v": "victor", "w": "whiskey", "x": "x-ray", "y": "yankee", "z": "zulu"}


def spelled_en(r, c):
    word = pick(r, pool(c, PW_WORDS))
    sym = pick(r, list(SYM_EN))
    num = pick(r, [str(r.randint(1975, 2024)), str(r.randint(10, 99)), rs(r, DIGITS, 3)])
    symw = pick(r, SYM_EN[sym])
    cap = pick(r, ["capital", "uppercase", "big", "capital letter"])
    p = r.randrange(6)
    if p == 0:
        parts = ["%s %s" % (cap, word[0].upper()), word, num, symw]
        return ", ".join(parts)
    if p == 1:
        return "%s with a capital %s, then %s, then %s" % (word, word[0].upper(), en_number(r, num), pick(r, ["a " + symw, symw]))
    if p == 2:
        letters = list(word[:r.randint(4, 6)])
        k = r.randrange(len(letters))
        out = []
        for i, ch in enumerate(letters):
            out.append(("capital " + ch.upper()) if i == k else ch)
        out[0] = "lowercase " + out[0] if k != 0 else out[0]
        return ", ".join(out + [en_number(r, num), symw])
    if p == 3:
        letters = list(rs(r, LOWER, r.randint(4, 6)))
        out = []
        for ch in letters:
            w = NATO[ch]
            out.append(w.capitalize() if r.random() < 0.4 else "lowercase " + w)
        out.insert(r.randint(1, len(out)), " ".join(EN_DIG[int(d)] for d in num))
        return ", ".join(out) + ", " + symw
    if p == 4:
        w2 = pick(r, pool(c, PW_WORDS))
        return "all lowercase %s%s, no spaces, then %s" % (word, w2, en_number(r, num))
    return "%s, the word %s, %s %s, and %s at the end" % (pick(r, ["number " + num[0], en_number(r, num[:1])]), word, cap, pick(r, UPPER), symw)


def spelled_zh(r, c):
    word = pick(r, pool(c, PW_WORDS))
    sym = pick(r, list(SYM_ZH))
    symw = pick(r, SYM_ZH[sym])
    num = pick(r, [str(r.randint(1975, 2024)), str(r.randint(10, 99)), rs(r, DIGITS, 4)])
    py = pick(r, pool(c, PINYIN))
    p = r.randrange(5)
    if p == 0:
        return "大写%s，小写%s，%s，%s" % (word[0].upper(), word[1:], num, symw)
    if p == 1:
        return "首字母大写的%s，后面跟%s，最后是%s" % (word, zh_digits(r, num), symw)
    if p == 2:
        return "全小写的%s，然后%s" % (py, zh_digits(r, num))
    if p == 3:
        return "%s加%s再加一个%s" % (py, num, symw)
    return "%s，大写的%s，%s" % (zh_digits(r, num), word.upper(), symw)


def digits_zh8(r, c):
    return zh_digits(r, digits8(r, c))


# ---------------------------------------------------------------------------
# PINs, door codes, OTPs
# ---------------------------------------------------------------------------
def _pin(r, n):
    while True:
        s = rs(r, DIGITS, n)
        if len(set(s)) > 1:
            return s


def pin4(r, c): return _pin(r, 4)
def pin6(r, c): return _pin(r, 6)
def pin4_spaced(r, c): return pick(r, [" ", "-", " - "]).join(_pin(r, 4))


def pin_en_spoken(r, c):
    s = _pin(r, 4)
    if r.random() < 0.3 and s[0] != "0" and s[2] != "0":
        return en_two(int(s[:2])) + " " + en_two(int(s[2:]))
    return pick(r, [" ", "-", ", "]).join(EN_DIG[int(d)] for d in s)


def pin_zh_spoken(r, c): return zh_digits(r, _pin(r, pick(r, [6, 6, 6, 4])))


def pin_six_same(r, c):
    d = pick(r, "123456789")
    return "六个" + pick(r, [d, ZH_DIG[int(d)]])


def door_hash(r, c): return pick(r, ["", "#", "*"]) + _pin(r, pick(r, [4, 4, 5, 6])) + pick(r, ["#", ""])
def door_star(r, c): return "*" + _pin(r, 4) + pick(r, ["#", ""])
def combo(r, c): return "-".join("%02d" % r.randint(0, 39) for _ in range(3))


def _otp(r, n):
    while True:
        s = rs(r, DIGITS, n)
        if len(set(s)) > 2:
            return s


def otp4(r, c): return _otp(r, 4)
def otp6(r, c): return _otp(r, 6)
def otp7(r, c): return _otp(r, 7)
def otp8(r, c): return _otp(r, 8)
def otp6_dash(r, c): s = _otp(r, 6); return s[:3] + "-" + s[3:]
def otp6_space(r, c): s = _otp(r, 6); return s[:3] + " " + s[3:]
def otp6_spread(r, c): return pick(r, [" ", "-", " "]).join(_otp(r, 6))
def steam5(r, c): return rs(r, "23456789BCDFGHJKMNPQRTVWXY", 5)


def otp_spoken_en(r, c):
    s = _otp(r, 6)
    return " ".join(EN_DIG[int(d)] for d in s[:3]) + pick(r, [", ", " ... ", " "]) + " ".join(EN_DIG[int(d)] for d in s[3:])


def otp_zh_spoken(r, c): return zh_digits(r, _otp(r, 6))
def app_hash(r, c): return rs(r, ALNUM + "+/", 11)


# ---------------------------------------------------------------------------
# TOTP seeds, recovery codes
# ---------------------------------------------------------------------------
def _b32(r, nbytes): return base64.b32encode(r.randbytes(nbytes)).decode().rstrip("=")
def b32_16(r, c): return _b32(r, 10)
def b32_32(r, c): return _b32(r, 20)
def b32_64(r, c): return _b32(r, 40)


def b32_grouped_lower(r, c):
    s = _b32(r, pick(r, [10, 20, 20])).lower()
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def b32_grouped_upper(r, c):
    s = _b32(r, pick(r, [10, 20, 20]))
    return pick(r, [" ", "-"]).join(s[i:i + 4] for i in range(0, len(s), 4))


def rc_github(r, c):
    codes = ["%s-%s" % (rs(r, HEX, 5), rs(r, HEX, 5)) for _ in range(16)]
    return "\n".join(codes)


def rc_google(r, c):
    codes = ["%s %s" % (rs(r, DIGITS, 4), rs(r, DIGITS, 4)) for _ in range(10)]
    if r.random() < 0.5:
        return "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(codes))
    return "\n".join(codes[i] + "    " + codes[i + 1] for i in range(0, 10, 2))


def rc_generic(r, c):
    n = r.randint(6, 10)
    codes = ["%s-%s" % (rs(r, UPPER + DIGITS, 4), rs(r, UPPER + DIGITS, 4)) for _ in range(n)]
    return pick(r, ["\n", ", ", "  "]).join(codes)


def rc_apple(r, c): return "-".join(rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(7))
def rc_ms(r, c): return "-".join(rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5) for _ in range(5))
def rc_bitlocker(r, c): return "-".join("%06d" % (11 * r.randint(0, 65535)) for _ in range(8))
def rc_discord(r, c): return "\n".join("%s-%s" % (rs(r, LOWER + DIGITS, 4), rs(r, LOWER + DIGITS, 4)) for _ in range(10))
def rc_discord_inline(r, c): return ", ".join("%s-%s" % (rs(r, LOWER + DIGITS, 4), rs(r, LOWER + DIGITS, 4)) for _ in range(r.randint(4, 8)))
def rc_bitwarden(r, c): return rs(r, UPPER + DIGITS, 32)


def op_secret_key(r, c):
    al = "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
    return "A3-%s-%s-%s-%s-%s-%s" % (rs(r, al, 6), rs(r, al, 6), rs(r, al, 5), rs(r, al, 5), rs(r, al, 5), rs(r, al, 5))


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
def _pem(label, der, width=64):
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, wrap(b64(der), width), label)


def pem_ec(r, c):
    der = bytes.fromhex("307702010104") + b"\x20" + r.randbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + r.randbytes(64)
    return _pem("EC PRIVATE KEY", der)


def pem_pkcs8_ed(r, c):
    der = bytes.fromhex("302e020100300506032b657004220420") + r.randbytes(32)
    return _pem("PRIVATE KEY", der)


def pem_rsa(r, c):
    bits = pick(r, [1024, 2048])
    nb = bits // 8
    body = b"\x02\x01\x00" + b"\x02\x82" + struct.pack(">H", nb + 1) + b"\x00" + bytes([r.randint(0x80, 0xff)]) + r.randbytes(nb - 1) + bytes.fromhex("0203010001")
    body += b"\x02\x82" + struct.pack(">H", nb) + r.randbytes(nb)
    for _ in range(2):
        body += b"\x02\x81" + bytes([nb // 2 + 1]) + b"\x00" + bytes([r.randint(0x80, 0xff)]) + r.randbytes(nb // 2 - 1)
    for _ in range(3):
        body += b"\x02\x81" + bytes([nb // 2]) + bytes([r.randint(0x01, 0x7f)]) + r.randbytes(nb // 2 - 1)
    der = b"\x30\x82" + struct.pack(">H", len(body)) + body
    return _pem(pick(r, ["RSA PRIVATE KEY", "RSA PRIVATE KEY", "PRIVATE KEY"]), der)


def _sshstr(b):
    if isinstance(b, str):
        b = b.encode()
    return struct.pack(">I", len(b)) + b


def ed25519_pub_blob(pub):
    return _sshstr("ssh-ed25519") + _sshstr(pub)


def openssh_ed(r, c):
    pub = r.randbytes(32)
    priv = r.randbytes(32)
    comment = pick(r, ["deploy@ci", "mia@laptop", "root@web-1", "backup", "github-actions", ""])
    chk = r.randbytes(4)
    sec = chk + chk + _sshstr("ssh-ed25519") + _sshstr(pub) + _sshstr(priv + pub) + _sshstr(comment)
    i = 1
    while len(sec) % 8:
        sec += bytes([i])
        i += 1
    blob = b"openssh-key-v1\0" + _sshstr("none") + _sshstr("none") + _sshstr(b"") + struct.pack(">I", 1) + _sshstr(ed25519_pub_blob(pub)) + _sshstr(sec)
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % wrap(b64(blob), 70)


def _armor(kind, data):
    crc = base64.b64encode(crc24(data).to_bytes(3, "big")).decode()
    return "-----BEGIN PGP %s-----\n\n%s\n=%s\n-----END PGP %s-----" % (kind, wrap(b64(data), 64), crc, kind)


def pgp_priv(r, c):
    body = r.randbytes(r.randint(300, 420))
    data = b"\x95" + struct.pack(">H", len(body)) + body  # old-format secret-key packet
    return _armor("PRIVATE KEY BLOCK", data)


def pgp_pub(r, c):
    body = r.randbytes(r.randint(280, 400))
    data = b"\x99" + struct.pack(">H", len(body)) + body  # old-format public-key packet
    return _armor("PUBLIC KEY BLOCK", data)


def _wg_key(r):
    k = bytearray(r.randbytes(32))
    k[0] &= 248
    k[31] = (k[31] & 127) | 64
    return b64(bytes(k))


def wg_priv(r, c): return _wg_key(r)
def wg_pub(r, c): return b64(r.randbytes(32))
def age_secret(r, c): return bech32_encode("age-secret-key-", convertbits(r.randbytes(32), 8, 5)).upper()
def age_pub(r, c): return bech32_encode("age", convertbits(r.randbytes(32), 8, 5))


# ---------------------------------------------------------------------------
# wallet keys and addresses
# ---------------------------------------------------------------------------
def wif_c(r, c): return b58check(b"\x80" + r.randbytes(32) + b"\x01")
def wif_u(r, c): return b58check(b"\x80" + r.randbytes(32))
def eth_priv_hex(r, c): return r.randbytes(32).hex()
def eth_priv_0x(r, c): return "0x" + r.randbytes(32).hex()


def xprv(r, c):
    return b58check(bytes.fromhex("0488ade4") + b"\x00" + b"\x00" * 8 + r.randbytes(32) + b"\x00" + r.randbytes(32))


def xpub(r, c):
    return b58check(bytes.fromhex("0488b21e") + bytes([3]) + r.randbytes(4) + bytes.fromhex("80000000") + r.randbytes(32) + bytes([pick(r, [2, 3])]) + r.randbytes(32))


def sol_b58(r, c): return b58(r.randbytes(64))
def sol_json(r, c): return "[" + ",".join(str(b) for b in r.randbytes(64)) + "]"
def sol_pub(r, c): return b58(r.randbytes(32))
def nsec(r, c): return bech32_encode("nsec", convertbits(r.randbytes(32), 8, 5))
def npub(r, c): return bech32_encode("npub", convertbits(r.randbytes(32), 8, 5))
def btc_p2pkh(r, c): return b58check(b"\x00" + r.randbytes(20))
def btc_p2sh(r, c): return b58check(b"\x05" + r.randbytes(20))
def btc_bech32(r, c): return bech32_encode("bc", [0] + convertbits(r.randbytes(20), 8, 5))
def eth_addr(r, c): return "0x" + r.randbytes(20).hex()
def tron(r, c): return b58check(b"\x41" + r.randbytes(20))


# ---------------------------------------------------------------------------
# seed phrases
# ---------------------------------------------------------------------------
def _mn(r, c, wl, choices=(12, 12, 12, 24, 18, 15, 21)):
    n = pick(r, list(choices))
    c["n_words"] = str(n)
    return bip39(r, wl, n)


def mn_en_line(r, c): return " ".join(_mn(r, c, WL_EN, (12, 12, 12, 24)))
def mn_en_line12(r, c): return " ".join(_mn(r, c, WL_EN, (12,)))
def mn_en_lines(r, c): return "\n".join(_mn(r, c, WL_EN))
def mn_en_comma(r, c): return ", ".join(_mn(r, c, WL_EN, (12, 12, 24)))
def mn_en_caps(r, c): return " ".join(w.upper() for w in _mn(r, c, WL_EN, (12, 24)))


def mn_en_numbered(r, c):
    ws = _mn(r, c, WL_EN, (12, 24, 24, 18))
    fmt = pick(r, ["%d. %s", "%d) %s", "%d %s", "#%d %s", "%02d. %s"])
    return "\n".join(fmt % (i + 1, w) for i, w in enumerate(ws))


def mn_en_grid(r, c):
    ws = _mn(r, c, WL_EN, (12, 24))
    cols = pick(r, [3, 4])
    cells = ["%2d %-9s" % (i + 1, w) for i, w in enumerate(ws)]
    return "\n".join("  ".join(cells[i:i + cols]).rstrip() for i in range(0, len(cells), cols)).strip()


def mn_zh_space(r, c): return " ".join(_mn(r, c, WL_ZH, (12, 12, 24, 18)))
def mn_zh_solid(r, c): return "".join(_mn(r, c, WL_ZH, (12, 12, 15)))
def mn_zh_lines(r, c): return "\n".join(_mn(r, c, WL_ZH, (12, 12, 24)))


def mn_zh_numbered(r, c):
    ws = _mn(r, c, WL_ZH, (12, 12, 24))
    fmt = pick(r, ["%d.%s", "%d、%s", "%d %s", "(%d)%s"])
    sep = pick(r, [" ", "\n", "  "])
    return sep.join(fmt % (i + 1, w) for i, w in enumerate(ws))


def mn_zh_grid(r, c):
    ws = _mn(r, c, WL_ZH, (12,))
    return "\n".join(" ".join(ws[i:i + 4]) for i in range(0, 12, 4))


def n_words(r, c): return c["n_words"]


# ---------------------------------------------------------------------------
# API keys and tokens
# ---------------------------------------------------------------------------
def k_openai(r, c):
    return pick(r, ["sk-" + rs(r, ALNUM, 20) + "T3BlbkFJ" + rs(r, ALNUM, 20),
                    "sk-proj-" + rs(r, URLSAFE, 74) + "T3BlbkFJ" + rs(r, URLSAFE, 74),
                    "sk-svcacct-" + rs(r, URLSAFE, 64)])


def k_anthropic(r, c): return "sk-ant-api03-" + rs(r, URLSAFE, 93) + "AA"


def k_github(r, c):
    if r.random() < 0.25:
        return "github_pat_" + rs(r, ALNUM, 22) + "_" + rs(r, ALNUM, 59)
    return crc_token(r, pick(r, ["ghp_", "ghp_", "ghs_"]))


def k_ghoauth(r, c): return crc_token(r, "gho_")
def k_npm(r, c): return crc_token(r, "npm_")
def k_gitlab(r, c): return "glpat-" + rs(r, URLSAFE, 20)
def k_stripe_live(r, c): return pick(r, ["sk_live_", "sk_live_", "rk_live_"]) + rs(r, ALNUM, pick(r, [24, 99]))
def k_aws_secret(r, c): return rs(r, ALNUM + "/+", 40)
def k_google(r, c): return "AIza" + rs(r, URLSAFE, 35)
def k_slack(r, c): return "xoxb-%d-%d-%s" % (r.randint(10 ** 10, 10 ** 12), r.randint(10 ** 12, 10 ** 13), rs(r, ALNUM, 24))
def k_slack_user(r, c): return "xoxp-%d-%d-%d-%s" % (r.randint(10 ** 10, 10 ** 12), r.randint(10 ** 10, 10 ** 12), r.randint(10 ** 12, 10 ** 13), rs(r, HEX, 32))
def k_sendgrid(r, c): return "SG." + rs(r, URLSAFE, 22) + "." + rs(r, URLSAFE, 43)
def k_telegram(r, c): return "%d:AA%s" % (r.randint(10 ** 8, 10 ** 10), rs(r, URLSAFE, 33))
def k_mailgun(r, c): return "key-" + rs(r, HEX, 32)
def k_hf(r, c): return "hf_" + rs(r, string.ascii_letters, 34)
def k_pypi(r, c): return "pypi-AgEIcHlwaS5vcmc" + rs(r, URLSAFE, r.randint(120, 160))
def k_do(r, c): return "dop_v1_" + rs(r, HEX, 64)
def k_notion(r, c): return pick(r, ["secret_" + rs(r, ALNUM, 43), "ntn_" + rs(r, DIGITS, 11) + rs(r, ALNUM, 35)])
def k_ali_secret(r, c): return rs(r, ALNUM, 30)
def k_twilio(r, c): return rs(r, HEX, 32)
def twilio_sid(r, c): return "AC" + rs(r, HEX, 32)
def hex32(r, c): return rs(r, HEX, 32)
def hex40(r, c): return rs(r, HEX, 40)
def hex64(r, c): return rs(r, HEX, 64)
def b64_32(r, c): return b64(r.randbytes(32))
def b64_of_pw(r, c): return b64(pw_rand(r, c).encode())
def whsec(r, c): return "whsec_" + rs(r, ALNUM, 32)
def qq_auth(r, c): return rs(r, LOWER, 16)
def slack_hook(r, c): return rs(r, ALNUM, 24)
def discord_hook(r, c): return rs(r, URLSAFE, 68)
def azkey(r, c): return b64(r.randbytes(64))
def django_key(r, c): return rs(r, LOWER + DIGITS + "!@#%^&*(-_=+)", 50)
def hex32_sess(r, c): return "%s%%2C%d%%2C%s%%2A%s" % (rs(r, HEX, 8), r.randint(1735000000, 1760000000), rs(r, HEX, 5), rs(r, DIGITS + "abcdef", 2))


def jwt(r, c):
    alg = pick(r, ["HS256", "RS256", "ES256"])
    head = {"alg": alg, "typ": "JWT"}
    if alg != "HS256":
        head["kid"] = rs(r, ALNUM, 12)
    t = r.randint(1700000000, 1760000000)
    pay = pick(r, [{"sub": str(r.randint(10000, 99999999)), "iat": t, "exp": t + 3600},
                   {"sub": email(r, c), "role": pick(r, ["admin", "user", "service"]), "iat": t, "exp": t + 86400},
                   {"iss": "https://auth." + pick(r, DOMAINS), "aud": pick(r, APPS), "sub": str(uuid.UUID(int=r.getrandbits(128), version=4)), "scope": "read write", "exp": t}])
    sig = r.randbytes(32 if alg == "HS256" else (64 if alg == "ES256" else 256))
    return ".".join([b64url(json.dumps(head, separators=(",", ":")).encode()), b64url(json.dumps(pay, separators=(",", ":")).encode()), b64url(sig)])


def google_refresh(r, c): return "1//0" + rs(r, ALNUM, 2) + rs(r, URLSAFE, 97)
def ya29(r, c): return "ya29.a0" + rs(r, URLSAFE, 150)


ENV_KEYS = ["HUSH", "MAILER_PW", "PG_PWD", "REDIS_AUTH", "SMTP_CRED", "MASTER", "X_TOKEN", "CRED", "PRIVATE",
            "UPSTREAM_AUTH", "SIGNING", "BROKER_PASS", "LDAP_BIND", "VAULT_UNSEAL", "COOKIE_SIGN", "ADMIN_INITIAL",
            "PASSCODE", "BASIC_AUTH_PW", "RELAY_KEY", "HMAC", "SVC_ACCT_PW", "K", "MQ_SHARED", "FTP_PW", "DB_PW2",
            "SESSION_SALT", "ENCRYPTION_MASTER", "PAYMENT_SIG", "S3_SECRET", "PUSHER_APP_SECRET", "OTEL_AUTH_HEADER"]


def envkey(r, c): return pick(r, ENV_KEYS)


def envval(r, c):
    return pick(r, [hex32, hex64, b64_32, pw_rand, pw_word, lambda r, c: rs(r, ALNUM, 40)])(r, c)


# ---------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------
TEST_CARDS = {"4242424242424242", "4000056655665556", "5555555555554444", "378282246310005", "4111111111111111",
              "5105105105105100", "6011111111111117", "371449635398431", "4012888888881881"}


def _card(r, prefix, n):
    while True:
        s = luhn_complete(prefix + rs(r, DIGITS, n - len(prefix) - 1))
        if s not in TEST_CARDS and len(set(s[len(prefix):])) > 3:
            return s


def _fmt(s, groups, sep):
    out, i = [], 0
    for g in groups:
        out.append(s[i:i + g])
        i += g
    return sep.join(out)


def card_visa(r, c): return _fmt(_card(r, "4", 16), (4, 4, 4, 4), pick(r, [" ", "-", ""]))
def card_mc(r, c): return _fmt(_card(r, pick(r, ["51", "52", "53", "54", "55", "2221", "2720"]), 16), (4, 4, 4, 4), pick(r, [" ", "-", ""]))
def card_amex(r, c): return _fmt(_card(r, pick(r, ["34", "37"]), 15), (4, 6, 5), pick(r, [" ", "-", ""]))
def card_unionpay(r, c):
    n = pick(r, [16, 19])
    return _fmt(_card(r, "62", n), (4, 4, 4, 4) if n == 16 else (4, 4, 4, 4, 3), pick(r, [" ", ""]))
def card_any(r, c): return pick(r, [card_visa, card_mc, card_amex])(r, c)


# ---------------------------------------------------------------------------
# security-question answers
# ---------------------------------------------------------------------------
ANS = {
    "surname": ["Baranowski", "Eze", "Thorvaldsen", "Villanueva", "Pemberton", "Iwu", "Rasmussen", "Galloway", "Oduya", "Okafor", "Lindqvist", "Moreau", "Castellanos", "Nakamura", "Fitzgerald", "Abernathy", "Kowalczyk",
                "Ferreira", "Delacroix", "Oyelaran", "Henningsen", "Marchetti", "Szabo", "Quintero", "MacAllister"],
    "pet": ["Waffles", "Bobo", "Hazel", "Sir Barksalot", "Pumpkin", "Kiwi", "Mochi", "Rufus", "Clementine", "Biscuit", "Pepper", "Mr Whiskers", "Rolo", "Juniper", "Captain", "Noodle", "Fudge", "Ziggy", "Mittens",
            "Bramble", "Pickles", "Luna", "Tofu", "Scout", "Dobby"],
    "school": ["Westbrook Primary", "St Columba's", "Pinecrest Elementary", "Our Lady of Lourdes", "Abbotsford Junior", "Eastside Elementary", "St Mungo's", "Kingswood Infants", "St. Brigid's", "Lincoln Elementary", "Hillcrest Primary", "Oakwood Junior", "Sacred Heart",
               "Greenfield Academy", "Maple Grove Elementary", "St Aidan's", "Riverside Primary", "Holy Cross"],
    "city": ["Whangarei", "Pécs", "Bendigo", "Timișoara", "Oulu", "Galway", "Cuenca", "Arequipa", "Dunedin", "Tromsø", "Cebu", "Aberdeen", "Valparaíso", "Gdańsk", "Chattanooga", "Bruges", "Kisumu",
             "Ljubljana", "Hobart", "Tampere", "Coimbra", "Saskatoon"],
    "street": ["Larkhill Road", "Mulberry Court", "Via Garibaldi", "Old Mill Lane", "Station Parade", "Quarry Street", "Juniper Way", "Baker's Row", "Wexford Lane", "Calle Ancha", "Birchwood Drive", "Elm Terrace", "Rue des Lilas", "Ashgrove Road",
               "Kingfisher Close", "Pine Hollow", "Cotton Street", "Harbour View"],
    "teacher": ["Mrs Kaminski", "Mr Osei", "Miss Holloway", "Mr Grünewald", "Mrs Oyelowo", "Ms Fairweather", "Mr Castellano", "Mr Halvorsen", "Mrs Adeyemi", "Miss Pritchard", "Mr Okonkwo", "Ms Varga", "Mrs Delaney",
                "Mr Ferraro", "Miss Tanaka", "Mr Blackwood"],
    "car": ["Skoda Felicia", "Ford Ka", "VW Polo", "Honda Jazz", "Mazda 323", "Renault Clio", "Vauxhall Astra", "Datsun Sunny", "Corolla", "Civic", "Fiesta", "Golf", "a red Nova", "Micra", "Saab 900", "Peugeot 205", "Jetta", "Escort"],
    "book": ["The Phantom Tollbooth", "Black Beauty", "Goodnight Moon", "Heidi", "Swallows and Amazons", "Tuck Everlasting", "Watership Down", "Matilda", "The Hobbit", "Anne of Green Gables", "Charlotte's Web", "Holes",
             "The Secret Garden", "Redwall", "Hatchet"],
    "friend": ["Anneliese", "Bartek", "Sunita", "Jasper", "Moana", "Fergus", "Thandiwe", "Lorcan", "Tobias", "Kezia", "Ronan", "Ingrid", "Dev", "Marisol", "Callum", "Beatrix", "Oluwaseun", "Piotr"],
    "concert": ["Pulp at Glastonbury", "Westlife", "Arctic Monkeys", "ABBA", "Bon Jovi 1989", "Nirvana", "Blur at Brixton", "Oasis 1996", "Coldplay", "Spice Girls", "Metallica", "Green Day", "Shania Twain"],
    "memword": ["periwinkle", "Kestrel", "buttercup42", "MANDOLIN", "octopus", "Tamarind", "glockenspiel", "snapdragon", "marmalade", "zeppelin", "HUCKLEBERRY", "tangerine7", "lighthouse", "quokka", "Ptarmigan", "velveteen"],
    "school_zh": ["朝阳区实验小学", "海淀区中关村第一小学", "第二十七中学", "育英学校", "向阳小学", "胜利街小学", "城关一小", "实验二小", "育才小学", "北京市第一六一中学", "红旗小学", "人大附小", "东风路小学", "师大附中", "光明小学"],
    "mother_zh": ["周桂芳", "吴秀珍", "孙玉兰", "徐丽华", "郑淑珍", "何翠英", "林美华", "王秀英", "李桂兰", "张淑芬", "刘玉梅", "陈凤英", "杨秀兰", "赵春梅", "黄美玲"],
    "pet_zh": ["来福", "可乐", "布丁", "雪球", "团团", "小白", "点点", "豆豆", "旺财", "咪咪", "小黑", "球球", "花花", "多多", "大黄", "年糕"],
    "city_zh": ["开封", "锦州", "岳阳", "泉州", "遵义", "鞍山", "常德", "洛阳", "青岛", "绵阳", "齐齐哈尔", "赣州", "宜昌", "丹东", "汕头", "大理"],
    "teacher_zh": ["赵玉芬", "孙建华", "何老师", "黄志强", "吴丽萍", "郑国庆", "王建国", "李老师", "张红梅", "刘德胜", "陈秀芳", "周卫东", "马丽"],
    "friend_zh": ["小芳", "胖虎", "阿杰", "丫丫", "东东", "小燕子", "小胖", "二丫", "阿强", "毛毛", "大壮", "小雪"],
    "food_zh": ["酸菜鱼", "锅包肉", "肠粉", "烤鸭", "麻辣烫", "凉皮", "红烧肉", "饺子", "螺蛳粉", "糖醋排骨", "火锅", "煎饼果子", "小龙虾"],
    "street_zh": ["红旗路", "光明街", "东风大道", "文化路", "新华里", "胡同口", "和平路", "解放大街", "人民北路", "建设巷", "中山路", "胜利街"],
}


def _ans(key):
    return lambda r, c: pick(r, pool(c, ANS[key]))


for _k in ANS:
    globals()["ans_" + _k] = _ans(_k)


def ans_date_zh(r, c):
    y, m, d = pick(r, pool(c, list(range(1946, 1976)))), r.randint(1, 12), r.randint(1, 28)
    return pick(r, ["%d%02d%02d" % (y, m, d), "%d年%d月%d日" % (y, m, d), "%d.%d.%d" % (y, m, d)])


# ---------------------------------------------------------------------------
# benign look-alikes
# ---------------------------------------------------------------------------
def sha256(r, c): return hashlib.sha256(r.randbytes(32)).hexdigest()
def sha1(r, c): return hashlib.sha1(r.randbytes(20)).hexdigest()
def md5(r, c): return hashlib.md5(r.randbytes(16)).hexdigest()
def sri384(r, c): return b64(hashlib.sha384(r.randbytes(32)).digest())
def sri512(r, c): return b64(hashlib.sha512(r.randbytes(32)).digest())
def gosum(r, c): return b64(hashlib.sha256(r.randbytes(32)).digest())
def fp_colon(r, c): return ":".join("%02X" % b for b in hashlib.sha256(r.randbytes(32)).digest())
def git40(r, c): return hashlib.sha1(r.randbytes(20)).hexdigest()


def git7(r, c):
    while True:
        s = hashlib.sha1(r.randbytes(20)).hexdigest()[:pick(r, [7, 7, 8, 10])]
        if any(ch.isalpha() for ch in s) and any(ch.isdigit() for ch in s):
            return s


def gitdate(r, c):
    return "%s %s %d %02d:%02d:%02d %d +0100" % (pick(r, ["Mon", "Tue", "Wed", "Thu", "Fri"]), pick(r, MONTHS), r.randint(1, 28), r.randint(8, 20), r.randint(0, 59), r.randint(0, 59), r.randint(2022, 2025))


def uuid4(r, c): return str(uuid.UUID(int=r.getrandbits(128), version=4))
def uuid_upper(r, c): return uuid4(r, c).upper()
def ssh_ed_pub(r, c): return "ssh-ed25519 " + b64(ed25519_pub_blob(r.randbytes(32))) + " " + pick(r, ["mia@laptop", "deploy", "tom@work-mbp", "ci@build-3", "yubikey"])


def ssh_rsa_pub(r, c):
    blob = _sshstr("ssh-rsa") + _sshstr(b"\x01\x00\x01") + _sshstr(b"\x00" + bytes([r.randint(0x80, 0xff)]) + r.randbytes(255))
    return "ssh-rsa " + b64(blob) + " " + pick(r, ["ben@desktop", "backup@nas", "jenkins"])


def pem_pub(r, c): return _pem("PUBLIC KEY", bytes.fromhex("302a300506032b6570032100") + r.randbytes(32))


def cert_pem(r, c):
    body = r.randbytes(r.randint(560, 700))
    return _pem("CERTIFICATE", b"\x30\x82" + struct.pack(">H", len(body)) + body)


def gpg_fpr(r, c):
    h = hashlib.sha1(r.randbytes(20)).hexdigest().upper()
    return " ".join(h[i:i + 4] for i in range(0, 40, 4))


def order_amz(r, c):
    d = not_luhn(r, 17)
    return "%s-%s-%s" % (d[:3], d[3:10], d[10:])
def order_zh(r, c): return not_luhn(r, pick(r, [18, 19]), first=pick(r, ["1", "2", "3"]))
def order_generic(r, c): return pick(r, ["#", "No. ", ""]) + str(r.randint(100000, 9999999))
def invoice(r, c): return "INV-%d-%05d" % (r.randint(2021, 2025), r.randint(1, 99999))
def pnr(r, c): return rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 1) + rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5)
def case_no(r, c): return "%s-%d" % (pick(r, ["CS", "SR", "TKT", "CASE"]), r.randint(100000, 9999999))
def fapiao(r, c): return rs(r, DIGITS, 8)
def ups(r, c): return "1Z" + rs(r, UPPER + DIGITS, 6) + rs(r, DIGITS, 10)
def usps(r, c): s = "9400" + rs(r, DIGITS, 18); return " ".join(s[i:i + 4] for i in range(0, 22, 4))
def royal(r, c): return rs(r, UPPER, 2) + rs(r, DIGITS, 9) + "GB"
def sf(r, c): return "SF" + not_luhn(r, 13)
def zto(r, c): return not_luhn(r, 14, first="7")
def jdl(r, c): return "JDVA" + rs(r, DIGITS, 11)
def zip_us(r, c): return "%05d" % r.randint(1001, 99950)
def zip4(r, c): return "%05d-%04d" % (r.randint(1001, 99950), r.randint(1, 9999))


def uk_post(r, c):
    return pick(r, ["SW1A", "E1", "M4", "LS6", "B15", "EH3", "G12", "CF10", "BS8", "N16", "OX2"]) + " " + str(r.randint(1, 9)) + rs(r, "ABDEFGHJLNPQRSTUWXYZ", 2)


def cn_post(r, c): return pick(r, ["100", "200", "510", "310", "610", "430", "210", "710"]) + rs(r, DIGITS, 3)


IN_CITIES = [("Bengaluru", "560"), ("Mumbai", "400"), ("New Delhi", "110"), ("Chennai", "600"), ("Hyderabad", "500"),
             ("Kolkata", "700"), ("Pune", "411"), ("Kochi", "682"), ("Jaipur", "302")]


def _in_place(r, c):
    if "_in_place" not in c:
        c["_in_place"] = pick(r, IN_CITIES)
    return c["_in_place"]


def in_pin(r, c): return _in_place(r, c)[1] + "%03d" % r.randint(1, 99)
def in_city(r, c): return _in_place(r, c)[0]
def ca_post(r, c): return "%s%d%s %d%s%d" % (pick(r, "MKVTHLJ"), r.randint(1, 9), pick(r, UPPER), r.randint(1, 9), pick(r, UPPER), r.randint(0, 9))
def de_post(r, c): return "%05d" % r.randint(10115, 99998)
def phone_us(r, c): return "(%d) %d-%04d" % (r.randint(201, 989), r.randint(200, 999), r.randint(0, 9999))
def phone_uk(r, c): return "+44 7%03d %06d" % (r.randint(100, 999), r.randint(0, 999999))
def phone_in(r, c): return "+91 %d%04d %05d" % (r.randint(6, 9), r.randint(0, 9999), r.randint(0, 99999))
def phone_cn(r, c): return "1" + pick(r, "3456789") + rs(r, DIGITS, 9)


def phone_cn_spaced(r, c):
    s = phone_cn(r, c)
    return s[:3] + pick(r, [" ", "-"]) + s[3:7] + pick(r, [" ", "-"]) + s[7:]


def isbn13(r, c):
    body = pick(r, ["978", "979"]) + rs(r, DIGITS, 9)
    chk = (10 - sum((1 if i % 2 == 0 else 3) * int(d) for i, d in enumerate(body)) % 10) % 10
    s = body + str(chk)
    return pick(r, [s, "%s-%s-%s-%s-%s" % (s[:3], s[3], s[4:8], s[8:12], s[12])])


def isbn10(r, c):
    body = rs(r, DIGITS, 9)
    chk = (11 - sum((10 - i) * int(d) for i, d in enumerate(body)) % 11) % 11
    return "%s-%s-%s-%s" % (body[0], body[1:4], body[4:9], "X" if chk == 10 else str(chk))


def semver(r, c):
    v = "%d.%d.%d" % (r.randint(0, 12), r.randint(0, 40), r.randint(0, 30))
    return v + pick(r, ["", "", "-rc.%d" % r.randint(1, 5), "-beta.%d" % r.randint(1, 9), "+build.%d" % r.randint(1, 999)])


def winbuild(r, c): return "%d.%d" % (pick(r, [19045, 22621, 22631, 26100]), r.randint(1000, 4999))
def ios(r, c): return "%d.%d.%d" % (r.randint(15, 18), r.randint(0, 6), r.randint(0, 3))
def pyver(r, c): return "3.%d.%d" % (r.randint(8, 13), r.randint(0, 12))
def nodever(r, c): return "%d.%d.%d" % (pick(r, [18, 20, 22]), r.randint(0, 19), r.randint(0, 9))
def price_usd(r, c): return pick(r, ["$%d.%02d" % (r.randint(3, 999), r.randint(0, 99)), "$%s" % format(r.randint(1000, 9999), ","), "$%d" % r.randint(5, 400)])
def price_gbp(r, c): return "£%d.%02d" % (r.randint(2, 900), r.randint(0, 99))
def price_eur(r, c): return "€%d,%02d" % (r.randint(2, 900), r.randint(0, 99))
def price_cny(r, c): return pick(r, ["%d元" % r.randint(9, 2999), "¥%s" % format(r.randint(10, 5999), ","), "%d.%02d元" % (r.randint(1, 999), r.randint(0, 99))])
def price_sub(r, c): return pick(r, ["£", "$", "€"]) + "%d.99" % r.randint(4, 19)
def small(r, c): return str(r.randint(2, 9))
def hour(r, c): return str(r.randint(1, 11))
def temp(r, c): return str(r.randint(-5, 38))
def flight(r, c): return pick(r, ["BA", "UA", "LH", "AF", "DL", "EK", "QF", "KL", "AA"]) + pick(r, ["", " "]) + str(r.randint(10, 2999))
def flight_zh(r, c): return pick(r, ["CA", "MU", "CZ", "HU", "3U", "ZH", "MF"]) + str(r.randint(1000, 9999))
def train_zh(r, c): return pick(r, "GDKZT") + str(r.randint(1, 2999))
def seat(r, c): return "%d%s" % (r.randint(1, 45), pick(r, "ABCDEFHJK"))
def gate(r, c): return pick(r, "ABCDE") + str(r.randint(1, 60))
def score(r, c): return "%d-%d" % (r.randint(0, 6), r.randint(0, 5))
def room(r, c): return str(r.randint(1, 40)) + "%02d" % r.randint(1, 40)
def promo(r, c): return pick(r, ["SPRING", "WELCOME", "SAVE", "HELLO", "FREESHIP", "VIP", "BACK2SCHOOL", "SUMMER"]) + pick(r, ["10", "15", "20", "25", "2025", "50", ""])


BIP_VOCAB_SAFE = [w for w in WL_EN if len(w) >= 5]


def bip_vocab(r, c): return ", ".join(r.sample(BIP_VOCAB_SAFE, r.randint(5, 8)))


BIP_SENT = [
    "The island was quiet after the storm, so we walked along the beach and found an old anchor",
    "Grandma made apple pie and the whole kitchen smelled of butter and cinnamon",
    "My brother lost his wallet at the airport again, then found it under the seat",
    "We need to order more paper, a new stapler and a box of pencils for the office",
    "The kids built a castle out of blankets and then a dragon knocked it over",
    "Remember to water the garden, feed the cat, and lock the door before the trip",
    "Our team tried a new recipe for the picnic: lemon chicken with garlic and rice",
    "The museum had a huge whale skeleton hanging from the ceiling above the lobby",
    "Found a little owl sitting on the fence this morning, it just stared at me",
    "Spent the afternoon in the library reading about ancient Roman roads and bridges",
]


def bip_sentence(r, c): return pick(r, BIP_SENT)
