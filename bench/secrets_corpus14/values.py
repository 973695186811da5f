"""Value generators for secrets_corpus14.

`GEN[name](rng)` returns a string exactly as it appears in a text. Secret generators return the
secret as rendered (that string is the gold span); filler generators return context values and
look-alikes. Every generator takes a `random.Random` and nothing else, so the corpus depends only
on the seed.
"""
import base64
import hashlib
import json
import string

import crypto14 as C
from wordlists import CHINESE, ENGLISH

GEN = {}


def gen(fn):
    GEN[fn.__name__[2:]] = fn
    return fn


def pick(r, seq):
    return seq[r.randrange(len(seq))]


ALNUM = string.ascii_letters + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def rs(r, n, alphabet=ALNUM):
    return "".join(r.choice(alphabet) for _ in range(n))


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


# ---------------------------------------------------------------------------
# Word pools (this corpus's own; settings vocabulary lives in the templates)
# ---------------------------------------------------------------------------
NOUNS = ("harbour lantern pebble saddle thistle walnut kestrel meadow copper juniper lobster "
         "paddock biscuit marlin velvet sparrow ember quartz cobalt hazel badger pelican orchard "
         "compass trumpet ferret gravel nutmeg oyster pepper raven sorrel tinsel umber willow "
         "yarrow zephyr bramble cricket dormouse falcon gannet heron ibis jackdaw kipper "
         "lupin mallow nettle osprey puffin quince rhubarb samphire teasel").split()
ADJS = ("amber brisk crooked dusty eager fuzzy gentle hollow icy jolly keen lanky mellow "
        "nimble odd plucky quiet rusty salty tidy upbeat vivid wobbly young zesty").split()
PINYIN = ("wang li zhang liu chen yang huang zhao wu zhou xu sun ma zhu hu guo lin he gao luo "
          "xiaoyu jiahui zihan yutong haoran wenjing mengyao junjie xinyi tingting lei bo").split()
SYMS = "!@#$%&*?_-."

FIRST_EN = ("Aoife Bram Cleo Dev Esme Finn Gus Hattie Idris Jude Kit Lorna Mags Nell Ollie "
            "Priya Quentin Rosa Stan Tamsin Uma Vic Wren Yusuf Zara Callum Elif Hamish Ines "
            "Marek Noor Petra Rhys Saoirse Tobias").split()
LAST_EN = ("Abara Blackwood Costa Dunmore Ellery Fairweather Grieve Hollins Iqbal Jarvis Kowalski "
           "Lindqvist Mbeki Navarro Okafor Pemberton Quayle Rahman Sorensen Thackeray Underwood "
           "Varga Whitlock Yeo").split()
SUR_ZH = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董袁潘蒋蔡余杜叶程"
GIVEN_ZH = ("伟 芳 娜 敏 静 丽 强 磊 军 洋 勇 艳 杰 娟 涛 明 超 秀兰 霞 平 刚 桂英 子涵 浩然 "
            "雨桐 梓萱 一诺 欣怡 宇轩 思远 嘉怡 俊杰 晓东 春梅 国庆 建华 海燕 志强 文博").split()


def name_en(r):
    return pick(r, FIRST_EN)


@gen
def g_name(r):
    return pick(r, FIRST_EN)


@gen
def g_fullname(r):
    return pick(r, FIRST_EN) + " " + pick(r, LAST_EN)


@gen
def g_surname(r):
    return pick(r, LAST_EN)


@gen
def g_zname(r):
    return pick(r, SUR_ZH) + pick(r, GIVEN_ZH)


@gen
def g_zsur(r):
    return pick(r, SUR_ZH)


@gen
def g_zcall(r):
    """How people address each other in a Chinese chat."""
    return pick(r, ["小", "老", "阿"]) + pick(r, SUR_ZH) if r.random() < 0.6 else pick(r, SUR_ZH) + pick(r, ["姐", "哥", "师傅", "总", "老师"])


@gen
def g_user(r):
    f = pick(r, FIRST_EN).lower()
    return pick(r, [f + "." + pick(r, LAST_EN).lower(), f + str(r.randint(1, 99)), f[0] + pick(r, LAST_EN).lower(),
                    f + "_" + pick(r, NOUNS), pick(r, PINYIN) + pick(r, PINYIN) + str(r.randint(1, 999))])


@gen
def g_email(r):
    return g_user(r) + "@" + pick(r, ["gmail.com", "outlook.com", "proton.me", "icloud.com", "yahoo.co.uk",
                                      "qq.com", "163.com", "foxmail.com", "fastmail.com"])


@gen
def g_workmail(r):
    return pick(r, FIRST_EN).lower() + "@" + pick(r, DOMAINS)


DOMAINS = ["saltmarsh-livery.co.uk", "greywake-theatre.org", "kelpie-surf.com", "ridgeway-dental.co.uk",
           "fallowfield-fc.org.uk", "bluemoor-arbor.com", "stompbox-records.com", "tallowhostel.eu",
           "quillandrye.co", "pinecrest-chalets.fr", "loudhailer.fm", "northstar-removals.co.uk"]


@gen
def g_domain(r):
    return pick(r, DOMAINS)


@gen
def g_host(r):
    return pick(r, ["db", "pg", "mysql", "cache", "queue", "api", "nas", "files", "mail", "git", "ci"]) + \
        pick(r, ["", "-01", "-prod", "-02", ".internal", "-eu"]) + "." + pick(r, DOMAINS)


@gen
def g_ip(r):
    return pick(r, ["10.%d.%d.%d" % (r.randint(0, 40), r.randint(0, 255), r.randint(2, 250)),
                    "192.168.%d.%d" % (r.randint(0, 9), r.randint(2, 250)),
                    "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(2, 250))])


@gen
def g_ssid(r):
    return pick(r, ["Livery-Yard-Guest", "KelpieSurf_5G", "TallowHostel-FREE", "BACKSTAGE-2G", "Ridgeway Staff",
                    "Stompbox", "Chalet_Pinecrest", "BT-H7K2QX", "VM4471823", "TP-LINK_5G_8C1A", "QuillRye-Guests",
                    "HomeNet-5G", "NOTAVAN", "SKY9F2A1", "Fallowfield Clubhouse"])


@gen
def g_zssid(r):
    return pick(r, ["ChinaNet-x7Qa", "CMCC-3F2b", "TP-LINK_7E21", "HUAWEI-B8C3", "Xiaomi_4A1F", "画室WiFi",
                    "乒乓俱乐部-5G", "桌游吧_Guest", "理发店", "早餐店-5G", "ChinaNet-洗车", "Tenda_2A9C0E"])


@gen
def g_sortcode(r):
    return "%02d-%02d-%02d" % (r.randint(1, 99), r.randint(0, 99), r.randint(0, 99))


@gen
def g_jwt_io(r):
    return JWT_IO_EXAMPLE


@gen
def g_aws_example_id(r):
    return AWS_EXAMPLE_ID


@gen
def g_bank(r):
    return pick(r, ["Monzo", "Nationwide", "Barclays", "Lloyds", "HSBC", "Starling", "NatWest", "Santander",
                    "Chase", "Revolut", "Co-op Bank", "First Direct"])


@gen
def g_zbank(r):
    return pick(r, ["工行", "建行", "招行", "农行", "中行", "交行", "邮储", "浦发", "兴业", "中信", "平安银行", "宁波银行"])


@gen
def g_day(r):
    return pick(r, ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])


@gen
def g_zday(r):
    return pick(r, ["周一", "周二", "周三", "周四", "周五", "周六", "周日", "礼拜三", "星期五"])


MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


@gen
def g_date(r):
    d, m, y = r.randint(1, 28), r.randint(1, 12), r.randint(2023, 2026)
    return pick(r, ["%d %s %d" % (d, MONTHS[m - 1], y), "%02d/%02d/%d" % (d, m, y), "%d-%02d-%02d" % (y, m, d),
                    "%s %d" % (MONTHS[m - 1], d)])


@gen
def g_zdate(r):
    m, d = r.randint(1, 12), r.randint(1, 28)
    return pick(r, ["%d月%d日" % (m, d), "%d/%d" % (m, d), "2025年%d月%d日" % (m, d), "%d.%d" % (m, d)])


@gen
def g_time(r):
    h, m = r.randint(6, 22), pick(r, [0, 5, 10, 15, 20, 30, 40, 45, 50])
    return pick(r, ["%02d:%02d" % (h, m), "%d:%02d%s" % ((h - 1) % 12 + 1, m, "am" if h < 12 else "pm"),
                    "%d.%02d" % ((h - 1) % 12 + 1, m)])


@gen
def g_ztime(r):
    h, m = r.randint(7, 22), pick(r, [0, 10, 15, 20, 30, 45])
    return pick(r, ["%d:%02d" % (h, m), "%d点%s" % (h if h <= 12 else h - 12, "半" if m == 30 else ""),
                    "晚上%d点" % (h - 12 if h > 12 else h)])


@gen
def g_stamp(r):
    """WhatsApp-export date and time."""
    return "%02d/%02d/%d, %02d:%02d:%02d" % (r.randint(1, 28), r.randint(1, 12), r.randint(2024, 2026),
                                            r.randint(6, 23), r.randint(0, 59), r.randint(0, 59))


@gen
def g_zstamp(r):
    return "2025-%02d-%02d %02d:%02d:%02d" % (r.randint(1, 12), r.randint(1, 28), r.randint(7, 23),
                                             r.randint(0, 59), r.randint(0, 59))


@gen
def g_hhmm(r):
    return "%02d:%02d" % (r.randint(6, 23), r.randint(0, 59))


@gen
def g_mins(r):
    return str(pick(r, [3, 5, 5, 10, 10, 15, 30]))


@gen
def g_num2(r):
    return str(r.randint(2, 40))


@gen
def g_num3(r):
    return str(r.randint(101, 989))


@gen
def g_noun(r):
    return pick(r, NOUNS)


@gen
def g_horse(r):
    return pick(r, ["Biscuit", "Dandelion", "Major Tom", "Pepper", "Rosie", "Shadowfax", "Toffee", "Bramble", "Ziggy"])


@gen
def g_show(r):
    return pick(r, ["The Seagull", "Twelfth Night", "Blood Wedding", "Under Milk Wood", "The Crucible", "Hay Fever"])


@gen
def g_venue(r):
    return pick(r, ["the Corn Exchange", "Buxton Opera House", "the Lyceum studio", "Hebden Trades Club", "the Brewhouse"])


@gen
def g_zplace(r):
    return pick(r, ["画室", "乒乓球馆", "理发店", "五金店", "水果店", "桌游吧", "排练室", "早餐店", "洗车店", "项目部", "仓库"])


@gen
def g_app(r):
    return pick(r, ["Xero", "Deliveroo", "Airbnb", "Octopus Energy", "Teams", "Notion", "Canva", "Eventbrite",
                    "Booking.com", "eBay", "Trainline", "Zoom", "Dropbox", "Shopify", "Squarespace"])


@gen
def g_zapp(r):
    return pick(r, ["淘宝", "支付宝", "微信", "美团", "拼多多", "京东", "抖音", "滴滴", "12306", "闲鱼", "小红书", "钉钉", "飞书"])


# ---------------------------------------------------------------------------
# Passwords and passphrases
# ---------------------------------------------------------------------------


def _pw_word(r):
    w = pick(r, NOUNS)
    style = r.randrange(7)
    if style == 0:
        return w.capitalize() + pick(r, SYMS) + str(r.randint(10, 9999))
    if style == 1:
        return w + str(r.randint(1, 99)) + pick(r, ADJS).capitalize() + pick(r, "!?#*")
    if style == 2:
        return pick(r, ADJS).capitalize() + w.capitalize() + pick(r, NOUNS).capitalize() + str(r.randint(1, 99))
    if style == 3:
        leet = w.replace("o", "0").replace("e", "3").replace("a", "@").replace("i", "1")
        return leet.capitalize() + pick(r, "#$%&") + str(r.randint(1, 99))
    if style == 4:
        return pick(r, PINYIN) + pick(r, PINYIN) + "%02d%02d" % (r.randint(1, 12), r.randint(1, 28))
    if style == 5:
        return pick(r, PINYIN).capitalize() + pick(r, "@#.") + str(r.randint(1970, 2012)) + "%02d%02d" % (
            r.randint(1, 12), r.randint(1, 28))
    return w.capitalize() + str(r.randint(1, 9)) + pick(r, NOUNS).capitalize() + pick(r, SYMS)


def _pw_random(r, n=None):
    n = n or r.randint(12, 20)
    while True:
        s = rs(r, n, ALNUM + "!#%&*+-=?@^_")
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
            return s


def _passphrase(r):
    k = r.randint(3, 5)
    words = [pick(r, NOUNS + ADJS) for _ in range(k)]
    sep = pick(r, ["-", ".", "_", "-", "+"])
    s = sep.join(words)
    if r.random() < 0.5:
        s += sep + str(r.randint(2, 99))
    return s


@gen
def g_pw(r):
    x = r.random()
    if x < 0.5:
        return _pw_word(r)
    if x < 0.78:
        return _pw_random(r)
    return _passphrase(r)


@gen
def g_pw_simple(r):
    """A password without quote characters or shell-special `$`, for commands and config."""
    while True:
        s = g_pw(r)
        if not any(c in s for c in "$'\"`\\ &;|<>*?!"):
            return s


@gen
def g_pw_url(r):
    """A password that can stand in a URL's user-info or query string without escaping."""
    while True:
        s = g_pw_simple(r)
        if not any(c in s for c in "@#/%:?+=^"):
            return s


@gen
def g_pw_spaced(r):
    words = [pick(r, NOUNS + ADJS) for _ in range(r.randint(3, 5))]
    if r.random() < 0.5:
        words.append(str(r.randint(2, 99)))
    return " ".join(words)


@gen
def g_pw_random(r):
    return _pw_random(r)


@gen
def g_pw_zh(r):
    """Passwords as Chinese users often make them: pinyin, initials, dates, phone tails."""
    style = r.randrange(5)
    if style == 0:
        return pick(r, PINYIN) + pick(r, PINYIN) + str(r.randint(1970, 2010))
    if style == 1:
        return "".join(pick(r, PINYIN)[0] for _ in range(3)).upper() + "@" + "%06d" % r.randint(0, 999999)
    if style == 2:
        return pick(r, PINYIN).capitalize() + pick(r, PINYIN) + pick(r, "!@#.") + str(r.randint(100, 9999))
    if style == 3:
        return "".join(pick(r, PINYIN)[0] for _ in range(r.randint(2, 4))) + "%02d%02d" % (r.randint(1, 12), r.randint(1, 28)) + pick(r, ["", "!", ".", "@"])
    return _pw_random(r, r.randint(10, 14))


@gen
def g_pw_fw(r):
    return fullwidth(pick(r, [g_pw_zh, _pw_word])(r))


SYM_EN = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar", "%": "percent", "&": "ampersand",
          "*": "star", "-": "dash", "_": "underscore", ".": "dot", "?": "question mark"}
DIG_EN = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
NATO = ("alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa "
        "quebec romeo sierra tango uniform victor whiskey x-ray yankee zulu").split()
SYM_ZH = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "和号", "*": "星号",
          "-": "横杠", "_": "下划线", ".": "点", "?": "问号"}
DIG_ZH = "零一二三四五六七八九"


def _spell_base(r):
    w = pick(r, NOUNS)[:r.randint(4, 6)]
    w = "".join(c.upper() if r.random() < 0.3 else c for c in w)
    if w == w.lower():
        w = w[0].upper() + w[1:]
    return w + str(r.randint(1, 99)) + pick(r, "!@#$%&*-_.?")


@gen
def g_pw_spelled(r):
    """Letter by letter, as dictated or transcribed: 'capital K, e, l, p, seven, nine, hash'."""
    base = _spell_base(r)
    cap = pick(r, ["capital", "big", "upper case", "uppercase"])
    parts = []
    for c in base:
        if c.isupper():
            parts.append("%s %s" % (cap, c))
        elif c.islower():
            parts.append(c)
        elif c.isdigit():
            parts.append(pick(r, [DIG_EN[int(c)], c]))
        else:
            parts.append(SYM_EN[c])
    return pick(r, [", ", " ", " - "]).join(parts)


@gen
def g_pw_nato(r):
    base = _spell_base(r)
    parts = []
    for c in base:
        if c.isalpha():
            w = NATO[ord(c.lower()) - 97]
            parts.append(("capital " + w.capitalize()) if c.isupper() else w)
        elif c.isdigit():
            parts.append(DIG_EN[int(c)])
        else:
            parts.append(SYM_EN[c])
    return " ".join(parts)


@gen
def g_pw_zhspelled(r):
    base = _spell_base(r)
    parts = []
    for c in base:
        if c.isupper():
            parts.append("大写" + c)
        elif c.islower():
            parts.append(pick(r, ["小写" + c, c]))
        elif c.isdigit():
            parts.append(pick(r, ["数字" + c, c, DIG_ZH[int(c)]]))
        else:
            parts.append(SYM_ZH[c])
    return pick(r, ["、", "，", " ", "、"]).join(parts)


# ---------------------------------------------------------------------------
# PINs, door codes, spoken digits
# ---------------------------------------------------------------------------
BORING = {"1234", "0000", "1111", "2222", "1212", "4321", "2580", "9999", "123456", "000000", "111111",
          "654321", "666666", "888888", "121212", "5555", "6666", "7777", "8888", "3333"}


def digits(r, n):
    while True:
        s = "".join(r.choice("0123456789") for _ in range(n))
        if s not in BORING and len(set(s)) > 1 and not (n == 4 and 1900 <= int(s) <= 2030):
            return s


def spoken_en(d, r):
    out, i = [], 0
    while i < len(d):
        if i + 1 < len(d) and d[i] == d[i + 1] and r.random() < 0.7:
            out.append("double " + ("oh" if d[i] == "0" else DIG_EN[int(d[i])]))
            i += 2
            continue
        out.append("oh" if d[i] == "0" and r.random() < 0.6 else DIG_EN[int(d[i])])
        i += 1
    return pick(r, [" ", " ", ", ", "-"]).join(out)


ZH_ALT = {"0": ["零", "洞"], "1": ["一", "幺"], "2": ["二", "两"], "7": ["七", "拐"]}


def spoken_zh(d, r, sep=None):
    mil = r.random() < 0.35
    out = [pick(r, ZH_ALT[c]) if (c in ZH_ALT and mil) else DIG_ZH[int(c)] for c in d]
    if sep is None:
        sep = pick(r, ["", "", "、", " ", "，"])
    return sep.join(out)


@gen
def g_pin4(r):
    return digits(r, 4)


@gen
def g_pin6(r):
    return digits(r, 6)


@gen
def g_pin(r):
    return digits(r, pick(r, [4, 4, 4, 6, 6, 5]))


@gen
def g_pin_spaced(r):
    return pick(r, [" ", "-", " ", "."]).join(digits(r, pick(r, [4, 6])))


@gen
def g_pin_en(r):
    return spoken_en(digits(r, pick(r, [4, 4, 6])), r)


@gen
def g_pin_pairs(r):
    """'forty-seven nineteen', how people say four-digit numbers."""
    tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    teens = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
             "nineteen"]

    def two(n):
        if n < 10:
            return "oh " + DIG_EN[n]
        if n < 20:
            return teens[n - 10]
        return tens[n // 10] + ("" if n % 10 == 0 else "-" + DIG_EN[n % 10])
    a, b = r.randint(11, 99), r.randint(10, 99)
    return two(a) + " " + two(b)


@gen
def g_pin_zh(r):
    return spoken_zh(digits(r, pick(r, [4, 6, 6])), r)


@gen
def g_pin_fw(r):
    return fullwidth(digits(r, pick(r, [4, 6, 6])))


@gen
def g_door(r):
    return digits(r, pick(r, [4, 4, 5, 6]))


@gen
def g_door_keypad(r):
    d = digits(r, pick(r, [4, 4, 5, 6]))
    return pick(r, ["*%s#" % d, "%s#" % d, "#%s" % d, "%s✓" % d, "%s then #" % d, "C%s" % d, "%sX" % d,
                    "%s + ENTER" % d, "%s*" % d])


@gen
def g_padlock(r):
    n = pick(r, [3, 3, 4])
    if r.random() < 0.5:
        return digits(r, n)
    return "-".join("%02d" % r.randint(0, 39) for _ in range(3))


@gen
def g_door_en(r):
    return pick(r, [spoken_en, lambda d, rr: g_pin_pairs(rr)])(digits(r, 4), r)


@gen
def g_door_zh(r):
    return spoken_zh(digits(r, pick(r, [4, 6])), r)


@gen
def g_door_fw(r):
    d = digits(r, pick(r, [4, 6]))
    return fullwidth(pick(r, [d, d + "#", "*" + d + "#"]))


# ---------------------------------------------------------------------------
# One-time codes
# ---------------------------------------------------------------------------


@gen
def g_otp6(r):
    return "%06d" % r.randint(0, 999999)


@gen
def g_otp(r):
    x = r.random()
    d = "%06d" % r.randint(0, 999999)
    if x < 0.45:
        return d
    if x < 0.6:
        return d[:3] + pick(r, ["-", " ", " "]) + d[3:]
    if x < 0.7:
        return "%04d" % r.randint(0, 9999)
    if x < 0.8:
        return "%08d" % r.randint(0, 99999999)
    if x < 0.9:
        return "G-" + d
    return rs(r, 5, "BCDFGHJKMNPQRTVWXY2346789")


@gen
def g_otp4(r):
    return "%04d" % r.randint(0, 9999)


@gen
def g_otp8(r):
    return "%08d" % r.randint(0, 99999999)


@gen
def g_otp_dash(r):
    d = "%06d" % r.randint(0, 999999)
    return d[:3] + pick(r, ["-", " ", "·"]) + d[3:]


@gen
def g_otp_g(r):
    return "G-%06d" % r.randint(0, 999999)


@gen
def g_otp_alnum(r):
    return rs(r, pick(r, [5, 6]), "BCDFGHJKMNPQRTVWXY2346789")


@gen
def g_otp_en(r):
    return spoken_en("%06d" % r.randint(0, 999999), r)


@gen
def g_otp_zh(r):
    return spoken_zh("%06d" % r.randint(0, 999999), r)


@gen
def g_otp_fw(r):
    return fullwidth("%06d" % r.randint(0, 999999))


@gen
def g_otp_spaced(r):
    return " ".join("%06d" % r.randint(0, 999999))


# ---------------------------------------------------------------------------
# Security answers
# ---------------------------------------------------------------------------
ANS = {
    "pet": ["Biscuit", "Mr Whiskers", "Pudding", "Sooty", "Bramble", "Captain", "Noodle", "Pickle", "Fudge", "Mowgli",
            "Treacle", "Ziggy", "Marmite", "Bonnie", "Scamp"],
    "maiden": ["Featherstone", "O'Rourke", "Prendergast", "Haldane", "Szymanski", "Achterberg", "McAllister",
               "Trelawney", "Gallacher", "Ridley-Boyce", "Oyelaran", "Pennington"],
    "town": ["Llandudno", "Kirkcaldy", "Stroud", "Whitby", "Ballymena", "Morecambe", "Penzance", "Leominster",
             "Tralee", "Oban", "Skegness", "Hexham"],
    "street": ["Cobden Terrace", "Vicarage Lane", "Albion Street", "Fern Grove", "Mill Hill Road", "Sefton Drive",
               "Wellgate", "Hollybush Close"],
    "school": ["St Bede's", "Heathfield Juniors", "Longcroft Primary", "Our Lady of Lourdes", "Abbeymead",
               "Brookside Infants", "Greenholm Primary"],
    "teacher": ["Mrs Okonjo", "Mr Pettigrew", "Miss Abernethy", "Mr Dhillon", "Mrs Lomax", "Sister Bernadette"],
    "car": ["Vauxhall Nova", "Fiat Panda", "Austin Metro", "Ford Fiesta", "Renault Clio", "Nissan Micra",
            "Rover 214", "VW Polo"],
    "food": ["fish finger butties", "lasagne", "jam roly-poly", "cheese on toast", "Angel Delight", "shepherd's pie"],
    "book": ["The Hobbit", "Black Beauty", "Matilda", "Watership Down", "The Twits", "Swallows and Amazons"],
    "friend": ["Gemma Stott", "Dillon", "Big Kev", "Rachel P", "Tomasz", "Hayley Burrows"],
    "word": ["tangerine", "Ravenscar", "bobbydazzler", "Quokka", "lighthouse77", "Winnipeg", "marzipan"],
}
ANS_ZH = {
    "name": lambda r: pick(r, SUR_ZH) + pick(r, GIVEN_ZH),
    "city": lambda r: pick(r, ["绵阳", "营口", "赣州", "大理", "宜宾", "丹东", "株洲", "开封", "泉州", "铁岭", "自贡", "湛江"]),
    "school": lambda r: pick(r, ["红星", "实验", "育才", "光明", "向阳", "解放路", "城南", "东风"]) + pick(r, ["小学", "第二小学", "中心小学"]),
    "pet": lambda r: pick(r, ["豆豆", "旺财", "咪咪", "球球", "小白", "花卷", "可乐", "年糕", "大黄"]),
    "date": lambda r: pick(r, ["%d%02d%02d", "%d年%d月%d日", "%d-%02d-%02d", "%d.%d.%d"]) % (
        r.randint(1950, 1975), r.randint(1, 12), r.randint(1, 28)),
    "food": lambda r: pick(r, ["红烧肉", "酸菜鱼", "饺子", "糖醋排骨", "西红柿炒蛋", "螺蛳粉", "热干面"]),
    "teacher": lambda r: pick(r, SUR_ZH) + pick(r, ["建国", "桂芳", "秀英", "卫东", "红梅", "志刚"]),
    "nick": lambda r: pick(r, ["胖虎", "小石头", "毛毛", "阿呆", "丫丫", "二狗"]),
}


def _mk_ans(key):
    def f(r):
        return pick(r, ANS[key])
    GEN["ans_" + key] = f


for _k in ANS:
    _mk_ans(_k)


def _mk_ansz(key):
    GEN["ansz_" + key] = ANS_ZH[key]


for _k in ANS_ZH:
    _mk_ansz(_k)


@gen
def g_ans(r):
    return pick(r, ANS[pick(r, sorted(ANS))])


@gen
def g_ansz(r):
    return ANS_ZH[pick(r, sorted(ANS_ZH))](r)


# ---------------------------------------------------------------------------
# Seed phrases (valid BIP39 checksums; English and Chinese-simplified lists)
# ---------------------------------------------------------------------------


def _n(r):
    return pick(r, [12, 12, 12, 24, 15, 18])


def _layout_en(words, r, style):
    n = len(words)
    if style == "line":
        return " ".join(words)
    if style == "upper":
        return " ".join(words).upper()
    if style == "comma":
        return ", ".join(words)
    if style == "dash":
        return "-".join(words)
    if style == "slash":
        return " / ".join(words)
    if style == "lines":
        return "\n".join(words)
    if style == "numbered":
        fmt = pick(r, ["%d. %s", "%d) %s", "%d - %s", "%02d %s", "#%d %s", "%d: %s"])
        return "\n".join(fmt % (i + 1, w) for i, w in enumerate(words))
    if style == "inline_num":
        return " ".join("%d.%s" % (i + 1, w) for i, w in enumerate(words))
    if style == "rows":
        k = pick(r, [3, 4]) if n % 3 == 0 else 4
        rows = [words[i:i + k] for i in range(0, n, k)]
        return "\n".join("  ".join("%d %s" % (i * k + j + 1, w) for j, w in enumerate(row)) for i, row in enumerate(rows))
    if style == "cols":
        half = (n + 1) // 2
        w1 = max(len(w) for w in words[:half]) + 6
        return "\n".join(("%d. %s" % (i + 1, words[i])).ljust(w1) + (
            "%d. %s" % (i + 1 + half, words[i + half]) if i + half < n else "") for i in range(half)).rstrip()
    if style == "table":
        return "| # | word |\n|---|------|\n" + "\n".join("| %d | %s |" % (i + 1, w) for i, w in enumerate(words))
    if style == "tsv":
        return "\n".join("\t".join(words[i:i + 6]) for i in range(0, n, 6))
    if style == "json":
        return json.dumps(words)
    if style == "brackets":
        return " ".join("[%s]" % w for w in words)
    raise KeyError(style)


EN_LAYOUTS = ["line", "line", "upper", "comma", "dash", "slash", "lines", "numbered", "inline_num", "rows", "cols",
              "table", "tsv", "json", "brackets"]


def _mk_mn(style):
    def f(r):
        return _layout_en(C.bip39_phrase(r, _n(r) if style not in ("rows",) else pick(r, [12, 24]), "en"), r, style)
    GEN["mn_" + style] = f


for _s in EN_LAYOUTS:
    _mk_mn(_s)


@gen
def g_mn(r):
    return GEN["mn_" + pick(r, EN_LAYOUTS)](r)


@gen
def g_mn12(r):
    return " ".join(C.bip39_phrase(r, 12, "en"))


def _layout_zh(words, r, style):
    n = len(words)
    if style == "space":
        return " ".join(words)
    if style == "tight":
        return "".join(words)
    if style == "ideo":
        return "\u3000".join(words)
    if style == "dun":
        return pick(r, ["、", "，", ",", "-"]).join(words)
    if style == "lines":
        return "\n".join(words)
    if style == "numbered":
        fmt = pick(r, ["%d. %s", "%d、%s", "%d）%s", "(%d)%s", "%02d %s"])
        return "\n".join(fmt % (i + 1, w) for i, w in enumerate(words))
    if style == "inline_num":
        return " ".join("%d%s" % (i + 1, w) for i, w in enumerate(words))
    if style == "grid":
        k = pick(r, [3, 4, 6])
        return "\n".join("  ".join("%d.%s" % (i + j + 1, words[i + j]) for j in range(k)) for i in range(0, n, k))
    if style == "groups":
        return " ".join("".join(words[i:i + 3]) for i in range(0, n, 3))
    if style == "fw_num":
        return "\u3000".join(fullwidth(str(i + 1)) + w for i, w in enumerate(words))
    raise KeyError(style)


ZH_LAYOUTS = ["space", "space", "tight", "ideo", "dun", "lines", "numbered", "inline_num", "grid", "groups", "fw_num"]


def _mk_mnz(style):
    def f(r):
        return _layout_zh(C.bip39_phrase(r, pick(r, [12, 12, 24]) if style != "groups" else pick(r, [12, 24, 18]), "zh"), r, style)
    GEN["mnz_" + style] = f


for _s in ZH_LAYOUTS:
    _mk_mnz(_s)


@gen
def g_mnz(r):
    return GEN["mnz_" + pick(r, ZH_LAYOUTS)](r)


# benign look-alikes


@gen
def g_bip_bad12(r):
    return " ".join(C.bip39_invalid(r, 12, "en"))


@gen
def g_bip_bad12_lines(r):
    return "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(C.bip39_invalid(r, 12, "en")))


@gen
def g_bipz_bad12(r):
    return " ".join(C.bip39_invalid(r, 12, "zh"))


@gen
def g_bipword(r):
    return pick(r, ENGLISH)


@gen
def g_bipwords5(r):
    return ", ".join(r.sample(ENGLISH, 5))


@gen
def g_bipwords8(r):
    return " ".join(r.sample(ENGLISH, 8))


# ---------------------------------------------------------------------------
# Recovery and backup codes
# ---------------------------------------------------------------------------


def _rc_layout(codes, r, style=None):
    style = style or pick(r, ["lines", "lines", "bullets", "numbered", "inline", "cols", "checkbox"])
    if style == "lines":
        return "\n".join(codes)
    if style == "bullets":
        return "\n".join(pick(r, ["- ", "• ", "* "]) + c for c in codes)
    if style == "numbered":
        return "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    if style == "inline":
        return pick(r, [", ", "; ", " / ", "  "]).join(codes)
    if style == "cols":
        half = (len(codes) + 1) // 2
        return "\n".join(codes[i] + "    " + (codes[i + half] if i + half < len(codes) else "") for i in range(half)).rstrip()
    if style == "checkbox":
        return "\n".join(("[x] " if i < r.randint(0, 3) else "[ ] ") + c for i, c in enumerate(codes))
    raise KeyError(style)


@gen
def g_rc_github(r):
    return _rc_layout([rs(r, 5, HEX) + "-" + rs(r, 5, HEX) for _ in range(pick(r, [16, 10, 8]))], r)


@gen
def g_rc_google(r):
    return _rc_layout(["%04d %04d" % (r.randint(0, 9999), r.randint(0, 9999)) for _ in range(10)], r)


@gen
def g_rc_generic(r):
    a = pick(r, ["abcdefghjkmnpqrstuvwxyz23456789", "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"])
    k = pick(r, [4, 5])
    return _rc_layout([rs(r, k, a) + "-" + rs(r, k, a) for _ in range(pick(r, [6, 8, 10, 12]))], r)


@gen
def g_rc_ms(r):
    return "-".join(rs(r, 5, "BCDFGHJKMNPQRTVWXY2346789") for _ in range(5))


@gen
def g_rc_apple(r):
    return "-".join(rs(r, 4, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(7))


@gen
def g_rc_1pw(r):
    a = "ABCDEFGHJKLMNPQRSTVWXYZ23456789"
    return "A3-" + rs(r, 6, a) + "-" + rs(r, 6, a) + "-" + "-".join(rs(r, 5, a) for _ in range(4))


@gen
def g_rc_single(r):
    return pick(r, [rs(r, 5, HEX) + "-" + rs(r, 5, HEX), "%04d %04d" % (r.randint(0, 9999), r.randint(0, 9999)),
                    rs(r, 4, "abcdefghjkmnpqrstuvwxyz23456789") + "-" + rs(r, 4, "abcdefghjkmnpqrstuvwxyz23456789")])


@gen
def g_rc(r):
    return pick(r, [g_rc_github, g_rc_google, g_rc_generic, g_rc_generic])(r)


@gen
def g_rc_one(r):
    return pick(r, [g_rc_ms, g_rc_apple, g_rc_1pw])(r)


# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------


def _b32(r, nbytes):
    return base64.b32encode(bytes(r.getrandbits(8) for _ in range(nbytes))).decode().rstrip("=")


@gen
def g_totp(r):
    return _b32(r, pick(r, [10, 20, 20]))


@gen
def g_totp_grouped(r):
    s = _b32(r, pick(r, [10, 20]))
    if r.random() < 0.4:
        s = s.lower()
    return pick(r, [" ", " ", "-"]).join(s[i:i + 4] for i in range(0, len(s), 4))


@gen
def g_totp_lower(r):
    return _b32(r, 20).lower()


@gen
def g_otpauth(r):
    issuer = pick(r, ["Xero", "Dropbox", "GitLab", "Kraken", "Bitwarden", "AWS", "Cloudflare", "Zoho", "Aliyun"])
    acct = g_email(r)
    s = _b32(r, 20)
    q = "secret=%s&issuer=%s" % (s, issuer)
    if r.random() < 0.4:
        q += "&algorithm=SHA1&digits=6&period=30"
    return "otpauth://totp/%s:%s?%s" % (issuer, acct.replace("@", "%40"), q)


# ---------------------------------------------------------------------------
# API keys and tokens (real prefixes, random bodies)
# ---------------------------------------------------------------------------
B64URL = ALNUM + "-_"
KEYS = {
    "openai": lambda r: "sk-proj-" + rs(r, 74, B64URL) + "T3BlbkFJ" + rs(r, 74, B64URL),
    "anthropic": lambda r: "sk-ant-api03-" + rs(r, 93, B64URL) + "AA",
    "ghp": lambda r: "ghp_" + rs(r, 36),
    "gho": lambda r: "gho_" + rs(r, 36),
    "github_pat": lambda r: "github_pat_11" + rs(r, 20, UPPER_DIG) + "_" + rs(r, 59),
    "glpat": lambda r: "glpat-" + rs(r, 20, B64URL),
    "stripe": lambda r: pick(r, ["sk_live_", "rk_live_"]) + "51" + rs(r, 97),
    "stripe_whsec": lambda r: "whsec_" + rs(r, 32),
    "slack_bot": lambda r: "xoxb-%d-%d-%s" % (r.randint(10**10, 10**12), r.randint(10**12, 10**13), rs(r, 24)),
    "slack_user": lambda r: "xoxp-%d-%d-%d-%s" % (r.randint(10**10, 10**12), r.randint(10**10, 10**12),
                                                r.randint(10**12, 10**13), rs(r, 32, HEX)),
    "slack_app": lambda r: "xapp-1-A%s-%d-%s" % (rs(r, 10, UPPER_DIG), r.randint(10**12, 10**13), rs(r, 64, HEX)),
    "google": lambda r: "AIza" + rs(r, 35, B64URL),
    "sendgrid": lambda r: "SG." + rs(r, 22, B64URL) + "." + rs(r, 43, B64URL),
    "twilio": lambda r: rs(r, 32, HEX),
    "mailgun": lambda r: "key-" + rs(r, 32, HEX),
    "mailchimp": lambda r: rs(r, 32, HEX) + "-us" + str(r.randint(2, 21)),
    "npm": lambda r: "npm_" + rs(r, 36),
    "pypi": lambda r: "pypi-AgEIcHlwaS5vcmc" + rs(r, 160, B64URL),
    "hf": lambda r: "hf_" + rs(r, 34, string.ascii_letters),
    "shopify": lambda r: pick(r, ["shpat_", "shpss_"]) + rs(r, 32, HEX),
    "digitalocean": lambda r: "dop_v1_" + rs(r, 64, HEX),
    "linear": lambda r: "lin_api_" + rs(r, 40),
    "notion": lambda r: "ntn_" + rs(r, 11, string.digits) + rs(r, 35),
    "discord": lambda r: rs(r, 24, ALNUM) + "." + rs(r, 6, B64URL) + "." + rs(r, 38, B64URL),
    "telegram": lambda r: "%d:AA%s" % (r.randint(10**9, 8 * 10**9), rs(r, 33, B64URL)),
    "atlassian": lambda r: "ATATT3xFfGF0" + rs(r, 170, B64URL) + "=" + rs(r, 8, UPPER_DIG),
    "figma": lambda r: "figd_" + rs(r, 40, B64URL),
    "newrelic": lambda r: "NRAK-" + rs(r, 27, UPPER_DIG),
    "square": lambda r: "EAAA" + rs(r, 60, B64URL),
    "groq": lambda r: "gsk_" + rs(r, 52),
    "replicate": lambda r: "r8_" + rs(r, 37),
    "openrouter": lambda r: "sk-or-v1-" + rs(r, 64, HEX),
    "deepseek": lambda r: "sk-" + rs(r, 32, HEX),
    "postman": lambda r: "PMAK-" + rs(r, 24, HEX) + "-" + rs(r, 34, HEX),
    "brevo": lambda r: "xkeysib-" + rs(r, 64, HEX) + "-" + rs(r, 16),
    "resend": lambda r: "re_" + rs(r, 8) + "_" + rs(r, 24),
    "gitlab_runner": lambda r: "glrt-" + rs(r, 20, B64URL),
    "doppler": lambda r: "dp.st.prd." + rs(r, 40),
    "firebase": lambda r: "AAAA" + rs(r, 7, B64URL) + ":APA91b" + rs(r, 134, B64URL),
    "aws_secret": lambda r: rs(r, 40, ALNUM + "+/"),
    "aliyun_secret": lambda r: rs(r, 30),
    "tencent_secret": lambda r: rs(r, 32),
    "wechat_secret": lambda r: rs(r, 32, HEX),
    "zhipu": lambda r: rs(r, 32, HEX) + "." + rs(r, 16),
    "moonshot": lambda r: "sk-" + rs(r, 48),
    "baidu_sk": lambda r: rs(r, 32),
}
GENERIC_KEY_VENDORS = ["openai", "anthropic", "ghp", "github_pat", "glpat", "stripe", "slack_bot", "slack_user",
                       "google", "sendgrid", "mailgun", "npm", "pypi", "hf", "shopify", "digitalocean", "linear",
                       "notion", "telegram", "figma", "newrelic", "groq", "replicate", "openrouter", "postman",
                       "brevo", "resend", "doppler", "atlassian", "square", "slack_app", "gitlab_runner"]


def _mk_key(v):
    GEN["key_" + v] = KEYS[v]


for _v in KEYS:
    _mk_key(_v)


@gen
def g_key(r):
    return KEYS[pick(r, GENERIC_KEY_VENDORS)](r)


@gen
def g_aws_id(r):
    return pick(r, ["AKIA", "AKIA", "ASIA"]) + rs(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")


@gen
def g_aliyun_id(r):
    return "LTAI5t" + rs(r, 18)


@gen
def g_tencent_id(r):
    return "AKID" + rs(r, 32)


@gen
def g_wechat_appid(r):
    return "wx" + rs(r, 16, HEX)


@gen
def g_twilio_sid(r):
    return "AC" + rs(r, 32, HEX)


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------


@gen
def g_jwt(r):
    alg = pick(r, ["HS256", "HS256", "HS384", "HS512"])
    iat = r.randint(1735689600, 1790000000)
    payload = pick(r, [
        {"sub": str(r.randint(1000, 99999999)), "name": g_fullname(r), "iat": iat, "exp": iat + 3600},
        {"sub": g_user(r), "role": pick(r, ["admin", "staff", "editor", "service_role"]), "iat": iat},
        {"uid": rs(r, 20), "email": g_email(r), "scope": "read write", "exp": iat + 86400},
        {"iss": "https://auth." + pick(r, DOMAINS), "aud": "api", "sub": rs(r, 12, HEX), "iat": iat,
         "exp": iat + 900, "jti": rs(r, 16, HEX)},
        {"user_id": r.randint(100, 99999), "tenant": pick(r, ["kelpie", "stompbox", "greywake", "ridgeway"]),
         "iat": iat},
    ])
    header = {"alg": alg, "typ": "JWT"} if r.random() < 0.7 else {"typ": "JWT", "alg": alg}
    return C.jwt_hs(header, payload, bytes(r.getrandbits(8) for _ in range(32)))


# ---------------------------------------------------------------------------
# Private keys
# ---------------------------------------------------------------------------


def _bytes(r, n):
    return bytes(r.getrandbits(8) for _ in range(n))


@gen
def g_pk_rsa(r):
    return C.pem("RSA PRIVATE KEY", C.rsa_pkcs1(C.rsa_key(r, 1024)))


@gen
def g_pk_rsa8(r):
    return C.pem("PRIVATE KEY", C.rsa_pkcs8(C.rsa_key(r, pick(r, [1024, 1024, 1024, 2048]))))


@gen
def g_pk_ec(r):
    return C.pem("EC PRIVATE KEY", C.ec_p256_sec1(r))


@gen
def g_pk_ed(r):
    return C.pem("PRIVATE KEY", C.ed25519_pkcs8(_bytes(r, 32)))


@gen
def g_pk_openssh(r):
    return C.openssh_ed25519(_bytes(r, 32), g_user(r) + "@" + pick(r, ["laptop", "thinkpad", "mbp", "pi", "nas",
                                                                           "buildbox"]), r)


@gen
def g_pk(r):
    return pick(r, [g_pk_rsa, g_pk_rsa8, g_pk_ec, g_pk_ed, g_pk_openssh, g_pk_openssh])(r)


@gen
def g_pk_wg(r):
    k = bytearray(_bytes(r, 32))
    k[0] &= 248
    k[31] = (k[31] & 127) | 64
    return base64.b64encode(bytes(k)).decode()


@gen
def g_pk_age(r):
    return C.bech32_encode("age-secret-key-", C.convertbits(_bytes(r, 32), 8, 5)).upper()


# ---------------------------------------------------------------------------
# Wallet keys
# ---------------------------------------------------------------------------


@gen
def g_wif(r):
    k = C.ec_scalar(r, C.SECP256K1).to_bytes(32, "big")
    return C.b58check_encode(b"\x80" + k + (b"\x01" if r.random() < 0.7 else b""))


@gen
def g_hexkey(r):
    k = "%064x" % C.ec_scalar(r, C.SECP256K1)
    return ("0x" + k) if r.random() < 0.6 else k


@gen
def g_xprv(r):
    k = C.ec_scalar(r, C.SECP256K1).to_bytes(32, "big")
    depth = pick(r, [0, 3])
    fp = b"\0\0\0\0" if depth == 0 else _bytes(r, 4)
    child = b"\0\0\0\0" if depth == 0 else (0x80000000).to_bytes(4, "big")
    return C.b58check_encode(bytes.fromhex("0488ADE4") + bytes([depth]) + fp + child + _bytes(r, 32) + b"\0" + k)


@gen
def g_sol(r):
    seed = _bytes(r, 32)
    return C.b58encode(seed + C.ed25519_public(seed))


@gen
def g_wallet(r):
    return pick(r, [g_wif, g_wif, g_hexkey, g_hexkey, g_xprv, g_sol])(r)


# benign public material


@gen
def g_btc_addr(r):
    return pick(r, [lambda: C.b58check_encode(b"\x00" + _bytes(r, 20)),
                    lambda: C.b58check_encode(b"\x05" + _bytes(r, 20)),
                    lambda: C.bech32_encode("bc", [0] + C.convertbits(_bytes(r, 20), 8, 5))])()


@gen
def g_eth_addr(r):
    return "0x" + rs(r, 40, HEX)


@gen
def g_tron_addr(r):
    return C.b58check_encode(b"\x41" + _bytes(r, 20))


@gen
def g_xpub(r):
    P = C.ec_mult(C.SECP256K1, C.ec_scalar(r, C.SECP256K1))
    return C.b58check_encode(bytes.fromhex("0488B21E") + b"\x03" + _bytes(r, 4) + (0x80000000).to_bytes(4, "big")
                             + _bytes(r, 32) + C.compressed(P))


@gen
def g_ssh_pub(r):
    seed = _bytes(r, 32)
    blob = C.ssh_ed25519_pub_blob(C.ed25519_public(seed))
    return "ssh-ed25519 " + base64.b64encode(blob).decode() + " " + g_user(r) + "@" + pick(r, ["laptop", "mbp", "pi"])


@gen
def g_ssh_fp(r):
    return "SHA256:" + base64.b64encode(_bytes(r, 32)).decode().rstrip("=")


@gen
def g_pgp_fp(r):
    h = rs(r, 40, "0123456789ABCDEF")
    return " ".join(h[i:i + 4] for i in range(0, 40, 4))


@gen
def g_pub_pem(r):
    return C.pem("PUBLIC KEY", C.ed25519_spki(C.ed25519_public(_bytes(r, 32))))


@gen
def g_age_pub(r):
    return C.bech32_encode("age", C.convertbits(_bytes(r, 32), 8, 5))


@gen
def g_wg_pub(r):
    return base64.b64encode(_bytes(r, 32)).decode()


# ---------------------------------------------------------------------------
# Cards (Luhn-valid, never a documented test number)
# ---------------------------------------------------------------------------
TEST_CARDS = {"4242424242424242", "4111111111111111", "4000056655665556", "5555555555554444", "5200828282828210",
              "378282246310005", "371449635398431", "6011111111111117", "3566002020360505", "6200000000000005",
              "4000000000000002", "4012888888881881", "5105105105105100", "6011000990139424", "4000000000003220",
              "4000000000009995", "2223003122003222", "30569309025904", "36227206271667", "6205500000000000004"}


def _card_digits(r, brand=None):
    brand = brand or pick(r, ["visa", "visa", "mc", "mc2", "amex", "unionpay", "unionpay19", "discover", "jcb"])
    while True:
        if brand == "visa":
            n = C.luhn_complete("4" + str(r.randint(0, 9)), 16, r)
        elif brand == "mc":
            n = C.luhn_complete(str(r.randint(51, 55)), 16, r)
        elif brand == "mc2":
            n = C.luhn_complete(str(r.randint(2221, 2720)), 16, r)
        elif brand == "amex":
            n = C.luhn_complete(pick(r, ["34", "37"]), 15, r)
        elif brand == "unionpay":
            n = C.luhn_complete("62" + pick(r, ["2", "1", "5", "8"]), 16, r)
        elif brand == "unionpay19":
            n = C.luhn_complete("62" + pick(r, ["2", "1", "8"]), 19, r)
        elif brand == "discover":
            n = C.luhn_complete(pick(r, ["6011", "65", "644", "649"]), 16, r)
        else:
            n = C.luhn_complete(str(r.randint(3528, 3589)), 16, r)
        if n not in TEST_CARDS:
            return n


def group_card(n, sep):
    if len(n) == 15:
        parts = [n[:4], n[4:10], n[10:]]
    elif len(n) == 19:
        parts = [n[i:i + 4] for i in range(0, 16, 4)] + [n[16:]]
    else:
        parts = [n[i:i + 4] for i in range(0, len(n), 4)]
    return sep.join(parts)


@gen
def g_card(r):
    return group_card(_card_digits(r), pick(r, [" ", " ", "-", "", " "]))


@gen
def g_card_plain(r):
    return _card_digits(r)


@gen
def g_card_visa(r):
    return group_card(_card_digits(r, "visa"), pick(r, [" ", ""]))


@gen
def g_card_cn(r):
    return group_card(_card_digits(r, pick(r, ["unionpay", "unionpay19", "unionpay"])), pick(r, [" ", "", " "]))


@gen
def g_card_fw(r):
    return fullwidth(group_card(_card_digits(r, pick(r, ["unionpay", "visa", "mc"])), pick(r, [" ", ""])))


@gen
def g_expiry(r):
    m, y = r.randint(1, 12), r.randint(26, 31)
    return pick(r, ["%02d/%02d" % (m, y), "%02d/20%02d" % (m, y), "%02d-%02d" % (m, y)])


@gen
def g_cvv(r):
    return "%03d" % r.randint(100, 999)


@gen
def g_last4(r):
    return "%04d" % r.randint(0, 9999)


# benign: Luhn-valid IMEI (15 digits, prefixes that are not card prefixes)


@gen
def g_imei(r):
    return C.luhn_complete(pick(r, ["35", "86", "01", "99"]) + "%04d" % r.randint(0, 9999), 15, r)


@gen
def g_notcard(r):
    """Card-shaped, card-prefixed, Luhn fails: loyalty/gift/membership numbers."""
    n = C.luhn_fail(pick(r, ["4", "5" + str(r.randint(1, 5)), "62", "6011"]), 16, r)
    return group_card(n, pick(r, [" ", "-", ""]))


# ---------------------------------------------------------------------------
# Wi-Fi
# ---------------------------------------------------------------------------


@gen
def g_wifi(r):
    x = r.random()
    if x < 0.3:
        return _passphrase(r)
    if x < 0.5:
        return "%d" % r.randint(10**7, 10**10)
    if x < 0.7:
        return _pw_word(r)
    if x < 0.85:
        return rs(r, pick(r, [8, 10, 12]), "abcdefghjkmnpqrstuvwxyz23456789")
    return rs(r, 10, "ABCDEFGHJKMNPQRSTUVWXYZ23456789")


@gen
def g_wifi_digits(r):
    return digits(r, pick(r, [8, 8, 10, 12]))


@gen
def g_wifi_sticker(r):
    return pick(r, [rs(r, 10, "ABCDEFGHJKMNPQRSTUVWXYZ23456789"), rs(r, 8, "abcdefghjkmnpqrstuvwxyz23456789"),
                    "%d" % r.randint(10**7, 10**8 - 1), rs(r, 12, "abcdefghjkmnpqrstuvwxyz23456789")])


@gen
def g_wifi_spaced(r):
    return g_pw_spaced(r)


# ---------------------------------------------------------------------------
# Connection strings, URLs with credentials, config values
# ---------------------------------------------------------------------------


def _dbuser(r):
    return pick(r, ["app", "admin", "root", "postgres", "svc_booking", "readonly", "etl", "wp_user", "bookings",
                    "shop", "report"])


def _dbname(r):
    return pick(r, ["bookings", "yard", "tickets", "prod", "shop", "members", "inventory", "crm", "wordpress"])


@gen
def g_dbuser(r):
    return _dbuser(r)


@gen
def g_conn_pg(r):
    return "%s://%s:%s@%s:5432/%s%s" % (pick(r, ["postgres", "postgresql", "postgresql+psycopg2", "postgresql+asyncpg"]),
                                       _dbuser(r), g_pw_url(r), g_host(r), _dbname(r),
                                       pick(r, ["", "?sslmode=require", ""]))


@gen
def g_conn_mysql(r):
    return "mysql://%s:%s@%s:3306/%s" % (_dbuser(r), g_pw_url(r), g_host(r), _dbname(r))


@gen
def g_conn_mongo(r):
    return "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (
        _dbuser(r), g_pw_url(r), rs(r, 5, "abcdefghijklmnopqrstuvwxyz0123456789"), _dbname(r))


@gen
def g_conn_redis(r):
    return "%s://%s:%s@%s:%d/0" % (pick(r, ["redis", "rediss"]), pick(r, ["default", ""]), rs(r, 32, ALNUM),
                                   g_host(r), pick(r, [6379, 6380]))


@gen
def g_conn_amqp(r):
    return "amqp://%s:%s@%s:5672/%s" % (pick(r, ["guest_ops", "worker", "bookings"]), g_pw_url(r), g_host(r),
                                        pick(r, ["%2F", "prod", "vhost1"]))


@gen
def g_conn_mssql(r):
    return "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (
        pick(r, ["sql-ridgeway.database.windows.net", "10.2.0.14", "SQLBOX01"]), _dbname(r), _dbuser(r),
        g_pw_url(r))


@gen
def g_conn_jdbc(r):
    scheme, port = pick(r, [("mysql", 3306), ("postgresql", 5432)])
    return "jdbc:%s://%s:%d/%s?user=%s&password=%s" % (scheme, g_host(r), port, _dbname(r), _dbuser(r),
                                                      g_pw_url(r))


@gen
def g_conn_azure(r):
    return "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (
        pick(r, ["kelpiemedia", "stompboxstore", "ridgewayxrays", "greywakeassets"]),
        base64.b64encode(_bytes(r, 64)).decode())


@gen
def g_conn_servicebus(r):
    return "Endpoint=sb://%s.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=%s" % (
        pick(r, ["tallow-bookings", "northstar-jobs"]), base64.b64encode(_bytes(r, 32)).decode())


@gen
def g_conn_oracle(r):
    return "%s/%s@//%s:1521/%s" % (pick(r, ["scott_ops", "hr_app", "ledger"]), g_pw_url(r), g_host(r),
                                   pick(r, ["ORCLPDB1", "FINPRD", "XEPDB1"]))


@gen
def g_conn_libpq(r):
    return "host=%s port=5432 dbname=%s user=%s password=%s" % (g_host(r), _dbname(r), _dbuser(r), g_pw_url(r))


@gen
def g_conn(r):
    return pick(r, [g_conn_pg, g_conn_pg, g_conn_mysql, g_conn_mongo, g_conn_redis, g_conn_amqp, g_conn_mssql,
                    g_conn_jdbc, g_conn_azure, g_conn_oracle, g_conn_libpq])(r)


@gen
def g_url_basic(r):
    return "%s://%s:%s@%s%s" % (pick(r, ["https", "https", "http", "ftp", "sftp", "webdav", "smb"]), g_user(r),
                                g_pw_url(r), pick(r, ["nas.", "files.", "dav.", "cam.", ""]) + g_domain(r),
                                pick(r, ["/", "/remote.php/dav/files/", "/share/", ":8080/", "/backups"]))


@gen
def g_url_rtsp(r):
    return "rtsp://%s:%s@%s:554/Streaming/Channels/%d01" % (pick(r, ["admin", "viewer"]), g_pw_url(r), g_ip(r),
                                                           r.randint(1, 4))


@gen
def g_url_git(r):
    return pick(r, [
        lambda: "https://x-access-token:ghs_%s@github.com/%s/%s.git" % (rs(r, 36), pick(r, ["kelpie-surf", "greywake"]), pick(r, ["site", "bookings", "infra"])),
        lambda: "https://oauth2:glpat-%s@gitlab.com/%s/%s.git" % (rs(r, 20, B64URL), pick(r, ["stompbox", "ridgeway"]), pick(r, ["shop", "app"])),
        lambda: "https://%s:%s@gitee.com/%s/%s.git" % (g_user(r), g_pw_url(r), pick(r, PINYIN), pick(r, ["huashi", "pingpong", "shop"])),
        lambda: "https://%s:ghp_%s@github.com/%s/dotfiles.git" % (g_user(r), rs(r, 36), g_user(r)),
    ])()


@gen
def g_url_hook(r):
    return pick(r, [
        lambda: "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(r, 10, UPPER_DIG), rs(r, 10, UPPER_DIG), rs(r, 24)),
        lambda: "https://discord.com/api/webhooks/%d/%s" % (r.randint(10**17, 10**18), rs(r, 68, B64URL)),
        lambda: "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % g_uuid(r),
        lambda: "https://oapi.dingtalk.com/robot/send?access_token=%s" % rs(r, 64, HEX),
        lambda: "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % g_uuid(r),
        lambda: "https://api.telegram.org/bot%s/sendMessage" % KEYS["telegram"](r),
    ])()


@gen
def g_url_slack(r):
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(r, 10, UPPER_DIG), rs(r, 10, UPPER_DIG), rs(r, 24))


@gen
def g_url_discord(r):
    return "https://discord.com/api/webhooks/%d/%s" % (r.randint(10**17, 10**18), rs(r, 68, B64URL))


@gen
def g_url_feishu(r):
    return "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % g_uuid(r)


@gen
def g_url_dingtalk(r):
    return "https://oapi.dingtalk.com/robot/send?access_token=%s" % rs(r, 64, HEX)


@gen
def g_url_wecom(r):
    return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % g_uuid(r)


@gen
def g_url_query(r):
    return pick(r, [
        lambda: "https://api.%s/v2/export?api_key=%s" % (g_domain(r), rs(r, 32, HEX)),
        lambda: "https://%s/feeds/bookings.ics?token=%s" % (g_domain(r), rs(r, 40, B64URL)),
        lambda: "https://calendar.google.com/calendar/ical/%s/private-%s/basic.ics" % (
            g_email(r).replace("@", "%40"), rs(r, 32, HEX)),
        lambda: "https://%s/wp-json/sync?access_token=%s" % (g_domain(r), rs(r, 48)),
    ])()


@gen
def g_url_cred(r):
    return pick(r, [g_url_basic, g_url_basic, g_url_rtsp, g_url_git, g_url_hook, g_url_query])(r)


@gen
def g_env_value(r):
    return pick(r, [g_pw_simple, lambda rr: rs(rr, 64, HEX), lambda rr: base64.b64encode(_bytes(rr, 32)).decode(),
                    lambda rr: rs(rr, 40), g_key, lambda rr: rs(rr, 32, HEX)])(r)


@gen
def g_hex64(r):
    return rs(r, 64, HEX)


@gen
def g_hex32(r):
    return rs(r, 32, HEX)


@gen
def g_b64_32(r):
    return base64.b64encode(_bytes(r, 32)).decode()


@gen
def g_rand40(r):
    return rs(r, 40)


@gen
def g_docker_auth(r):
    return base64.b64encode(("%s:%s" % (g_user(r), g_pw_simple(r))).encode()).decode()


@gen
def g_bank_passcode(r):
    return digits(r, pick(r, [5, 6, 6, 8]))


@gen
def g_memorable(r):
    return pick(r, ANS["word"] + ANS["pet"] + ANS["town"])


# ---------------------------------------------------------------------------
# Benign look-alikes
# ---------------------------------------------------------------------------


def _not_cardlike(r, fn):
    while True:
        s = fn()
        d = "".join(c for c in s if c.isdigit())
        if not (13 <= len(d) <= 19 and C.luhn_ok(d)):
            return s


@gen
def g_order_amazon(r):
    return "%03d-%07d-%07d" % (r.randint(200, 408), r.randint(0, 9999999), r.randint(0, 9999999))


@gen
def g_order_ebay(r):
    return "%02d-%05d-%05d" % (r.randint(10, 29), r.randint(0, 99999), r.randint(0, 99999))


@gen
def g_order_taobao(r):
    return _not_cardlike(r, lambda: str(r.randint(1, 4)) + "".join(r.choice("0123456789") for _ in range(18)))


@gen
def g_order_jd(r):
    return str(r.randint(2 * 10**11, 3 * 10**11))


@gen
def g_order_ref(r):
    return pick(r, ["#%d" % r.randint(10000, 999999), "ORD-%s" % rs(r, 8, UPPER_DIG),
                    "INV-%d-%04d" % (r.randint(2024, 2026), r.randint(1, 9999)), "#%s" % rs(r, 6, UPPER_DIG),
                    "W%d" % r.randint(10**8, 10**9)])


@gen
def g_order(r):
    return pick(r, [g_order_amazon, g_order_ebay, g_order_ref, g_order_ref])(r)


@gen
def g_booking_ref(r):
    return rs(r, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")


@gen
def g_track_ups(r):
    return "1Z" + rs(r, 6, UPPER_DIG) + "%02d" % r.randint(1, 99) + "%08d" % r.randint(0, 99999999)


@gen
def g_track_royal(r):
    return pick(r, ["AB", "RN", "TT", "JD", "LX"]) + "%09d" % r.randint(0, 999999999) + "GB"


@gen
def g_track_sf(r):
    return "SF" + "%013d" % r.randint(10**12, 10**13 - 1)


@gen
def g_track_zto(r):
    return _not_cardlike(r, lambda: pick(r, ["75", "78", "73"]) + "%012d" % r.randint(0, 10**12 - 1))


@gen
def g_track_yto(r):
    return "YT" + "%013d" % r.randint(10**12, 10**13 - 1)


@gen
def g_track_usps(r):
    d = "9400" + "".join(r.choice("0123456789") for _ in range(18))
    return " ".join(d[i:i + 4] for i in range(0, 22, 4))


@gen
def g_track_dhl(r):
    return "%010d" % r.randint(10**9, 10**10 - 1)


@gen
def g_track_evri(r):
    return "H" + "%02d" % r.randint(0, 99) + rs(r, 3, string.ascii_uppercase) + "%010d" % r.randint(0, 10**10 - 1)


@gen
def g_track(r):
    return pick(r, [g_track_ups, g_track_royal, g_track_dhl, g_track_evri, g_track_usps])(r)


@gen
def g_ztrack(r):
    return pick(r, [g_track_sf, g_track_zto, g_track_yto, lambda rr: "JT" + "%013d" % rr.randint(10**12, 10**13 - 1)])(r)


@gen
def g_phone_uk(r):
    return pick(r, ["07700 900%03d", "+44 7700 900%03d", "07700900%03d", "0161 496 0%03d", "020 7946 0%03d"]) % r.randint(0, 999)


@gen
def g_phone_us(r):
    return pick(r, ["(%d) 555-01%02d", "%d-555-01%02d", "+1 %d 555 01%02d"]) % (pick(r, [212, 415, 312, 617, 503]),
                                                                           r.randint(0, 99))


@gen
def g_phone_cn(r):
    d = pick(r, ["13", "15", "17", "18", "19"]) + "".join(r.choice("0123456789") for _ in range(9))
    return pick(r, [d, d[:3] + " " + d[3:7] + " " + d[7:], d[:3] + "-" + d[3:7] + "-" + d[7:], "+86 " + d])


@gen
def g_phone_400(r):
    return "400-%03d-%04d" % (r.randint(100, 999), r.randint(0, 9999))


@gen
def g_phone_hk(r):
    return "+852 %d%03d %04d" % (r.randint(5, 9), r.randint(0, 999), r.randint(0, 9999))


@gen
def g_price(r):
    return pick(r, ["£%d.%02d" % (r.randint(1, 400), r.randint(0, 99)), "$%s.00" % "{:,}".format(r.randint(5, 4999)),
                    "€%d,%02d" % (r.randint(1, 300), r.randint(0, 99)), "£%d" % r.randint(5, 2500)])


@gen
def g_zprice(r):
    return pick(r, ["¥%d" % r.randint(5, 3000), "%d元" % r.randint(5, 30000), "%d.%02d元" % (r.randint(1, 500), r.randint(0, 99)),
                    "￥%s" % "{:,}".format(r.randint(100, 99999))])


@gen
def g_gbp_small(r):
    return "£%d.%02d" % (r.randint(2, 38), pick(r, [0, 50, 95, 25, 75, 45]))


@gen
def g_zprice_small(r):
    return pick(r, ["¥%d" % r.randint(2, 30), "%d元" % r.randint(2, 30), "%d.%d元" % (r.randint(1, 20), pick(r, [5, 0, 8]))])


@gen
def g_version(r):
    return pick(r, ["%d.%d.%d" % (r.randint(0, 9), r.randint(0, 30), r.randint(0, 40)),
                    "v%d.%d.%d" % (r.randint(1, 5), r.randint(0, 20), r.randint(0, 20)),
                    "%d.%d.%d-rc.%d" % (r.randint(1, 4), r.randint(0, 9), 0, r.randint(1, 5)),
                    "%d.%d.%d+build.%d" % (r.randint(1, 4), r.randint(0, 9), r.randint(0, 9), r.randint(100, 9999)),
                    "V%d.%d.%d.%d" % (r.randint(1, 3), r.randint(0, 9), r.randint(0, 99), r.randint(1000, 9999))])


@gen
def g_build(r):
    return "%d%s%d" % (r.randint(20, 23), pick(r, "ABCDEFG"), r.randint(5, 999)) + pick(r, ["", "a", "b"])


@gen
def g_sha40(r):
    return rs(r, 40, HEX)


@gen
def g_sha7(r):
    return rs(r, 7, HEX)


@gen
def g_sha256(r):
    return rs(r, 64, HEX)


@gen
def g_md5(r):
    return rs(r, 32, HEX)


@gen
def g_sri(r):
    return pick(r, ["sha384-", "sha512-", "sha256-"]) + base64.b64encode(_bytes(r, 48)).decode()


@gen
def g_flight(r):
    return pick(r, ["BA %d", "BA%d", "EZY%d", "FR %d", "LH %d", "KL%d", "U2 %d", "LS%d", "EI %d", "VS%d"]) % r.randint(100, 9899)


@gen
def g_zflight(r):
    return pick(r, ["CA%d", "MU%d", "CZ%d", "HU%d", "3U%d", "ZH%d", "MF%d", "HO%d", "FM%d"]) % r.randint(1000, 9899)


@gen
def g_train(r):
    return pick(r, ["G", "D", "K", "Z"]) + str(r.randint(10, 2999))


@gen
def g_room(r):
    return str(pick(r, [r.randint(101, 999), r.randint(1001, 4830)]))


@gen
def g_seat(r):
    return "%d%s" % (r.randint(1, 48), pick(r, "ABCDEFK"))


@gen
def g_gate(r):
    return "%s%d" % (pick(r, ["A", "B", "C", "D", ""]), r.randint(1, 62))


@gen
def g_uk_post(r):
    return pick(r, ["%s%d %d%s" % (pick(r, ["LS", "M", "BS", "EH", "CF", "NE", "SW", "N", "OX", "YO"]), r.randint(1, 20),
                                  r.randint(1, 9), rs(r, 2, "ABDEFGHJLNPQRSTUWXYZ"))])


@gen
def g_us_zip(r):
    z = "%05d" % r.randint(10001, 99950)
    return pick(r, [z, z + "-%04d" % r.randint(1, 9999)])


IN_CITIES = [("Mumbai", "400"), ("Delhi", "110"), ("Bengaluru", "560"), ("Chennai", "600"), ("Pune", "411"),
             ("Kolkata", "700"), ("Hyderabad", "500"), ("Jaipur", "302"), ("Kochi", "682"), ("Lucknow", "226")]


@gen
def g_in_city_pin(r):
    c, p = pick(r, IN_CITIES)
    return "%s %s%03d" % (c, p, r.randint(1, 99)) if r.random() < 0.5 else "%s - %s %03d" % (c, p, r.randint(1, 99))


@gen
def g_in_pin(r):
    c, p = pick(r, IN_CITIES)
    return "%s%03d" % (p, r.randint(1, 99))


CN_POST = [("北京", "100"), ("上海", "200"), ("广州", "510"), ("成都", "610"), ("杭州", "310"), ("武汉", "430"),
           ("西安", "710"), ("南京", "210"), ("长沙", "410"), ("昆明", "650")]


@gen
def g_cn_post(r):
    """A city and its 6-digit postcode (prefix matched to the city)."""
    c, p = pick(r, CN_POST)
    return "%s%s %s%03d" % (c, pick(r, ["", "市"]), p, r.randint(0, 99))


@gen
def g_cn_postcode(r):
    c, p = pick(r, CN_POST)
    return "%s%03d" % (p, r.randint(0, 99))


@gen
def g_uuid(r):
    h = rs(r, 32, HEX)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], pick(r, "89ab"), h[17:20], h[20:32])


@gen
def g_serial(r):
    return pick(r, ["SN%s" % rs(r, 10, UPPER_DIG), "%s-%s-%s" % (rs(r, 4, UPPER_DIG), rs(r, 4, UPPER_DIG), rs(r, 4, UPPER_DIG)),
                    "C02%s" % rs(r, 8, UPPER_DIG)])


@gen
def g_member(r):
    return pick(r, ["%08d" % r.randint(0, 99999999), "M-%05d" % r.randint(0, 99999), "%s%06d" % (rs(r, 2, string.ascii_uppercase), r.randint(0, 999999))])


@gen
def g_plate(r):
    return pick(r, ["粤B", "沪A", "京N", "浙A", "川A", "苏E"]) + rs(r, 5, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")


@gen
def g_mac(r):
    return ":".join(rs(r, 2, "0123456789ABCDEF") for _ in range(6))


# placeholders and documented examples (fixed strings, listed so both splits use the same pool)
AWS_EXAMPLE_ID = "AKIAIOSFODNN7EXAMPLE"
AWS_EXAMPLE_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
JWT_IO_EXAMPLE = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"
                  ".SflKxwRJSMeKKF2QT4fwpMeJf36POk6yQV_adQssw5c")


@gen
def g_test_card(r):
    return pick(r, ["4242 4242 4242 4242", "4242424242424242", "4000 0566 5566 5556", "5555 5555 5555 4444",
                    "4111 1111 1111 1111", "6200 0000 0000 0005", "3782 822463 10005"])


@gen
def g_placeholder_key(r):
    return pick(r, ["sk-...", "sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", "<YOUR_API_KEY>", "YOUR_TOKEN_HERE", "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
                    "xoxb-your-bot-token", "REPLACE_ME", "<paste-key-here>", "********", "changeme-in-prod", "${API_KEY}",
                    "sk-ant-xxxxxxxx", "{{ api_key }}", "AIzaSy-YOUR-KEY"])


@gen
def g_placeholder_pw(r):
    return pick(r, ["<password>", "YOUR_PASSWORD", "********", "hunter2-not-real", "xxxxxx", "<db-password>", "PASSWORD_HERE",
                    "${DB_PASSWORD}", "__PASSWORD__", "••••••••", "[password]", "%PASSWORD%"])


@gen
def g_example_key(r):
    """Keys whose body itself says it is an example."""
    return pick(r, [
        "sk_test_" + "4eC39HqLyjWDarjtT1zdp7dc",  # Stripe's documented test secret key
        AWS_EXAMPLE_SECRET,
        "ghp_" + "EXAMPLE" + "0" * 29,
        "xoxb-000000000000-0000000000000-EXAMPLEEXAMPLEEXAMPLE00",
        "sk-proj-EXAMPLE-" + "x" * 24,
        "AIzaSyEXAMPLE-EXAMPLE-EXAMPLE-000000",
        "glpat-EXAMPLEexample1234",
        "SG.EXAMPLE_KEY.EXAMPLE_SECRET_VALUE",
        "npm_EXAMPLE0000000000000000000000000000",
        "hf_ExampleTokenDoNotUse000000000000",
    ])


@gen
def g_masked_card(r):
    d = "%04d" % r.randint(0, 9999)
    return pick(r, ["**** **** **** " + d, "•••• •••• •••• " + d, "XXXX-XXXX-XXXX-" + d, "ending " + d, "****" + d,
                    "%04d ******** %s" % (pick(r, [4929, 5412, 6222]), d)])


@gen
def g_masked_key(r):
    return pick(r, ["sk_live_…" + rs(r, 4), "ghp_****" + rs(r, 4), "sk-proj-…" + rs(r, 4), "xoxb-****-****-" + rs(r, 4),
                    "AKIA************" + rs(r, 4, UPPER_DIG), "••••••••" + rs(r, 4)])


@gen
def g_masked_phone(r):
    return pick(r, ["138****%04d", "07*** ***%03d", "+44 **** **%04d", "186****%04d"]) % r.randint(0, 999)


@gen
def g_redaction(r):
    return "[REDACTED:%s]" % pick(r, ["pin", "password", "otp", "door_code", "security_answer", "wifi_password",
                                      "api_key", "card_number", "recovery_codes", "mnemonic", "private_key", "totp_secret"])


@gen
def g_kind(r):
    return pick(r, ["pin", "password", "otp", "door_code", "security_answer", "wifi_password", "api_key", "card_number",
                    "recovery_codes", "seed_phrase", "private_key", "totp_secret", "connection_string"])


@gen
def g_cut_email(r):
    return g_user(r) + "@[" + pick(r, ["…", "...", "REDACTED", "redacted"]) + "]"


@gen
def g_pm(r):
    return pick(r, ["1Password", "Bitwarden", "KeePassXC", "LastPass", "Dashlane", "Proton Pass", "the Apple Passwords app",
                    "Keychain", "Enpass"])


@gen
def g_zpm(r):
    return pick(r, ["1Password", "Bitwarden", "KeePass", "iCloud 钥匙串", "华为密码保险箱", "小米密码管理", "密码本App", "LastPass"])


@gen
def g_envvar(r):
    return pick(r, ["DB_PASSWORD", "STRIPE_SECRET_KEY", "SMTP_PASS", "API_TOKEN", "REDIS_PASSWORD", "OPENAI_API_KEY",
                    "SESSION_SECRET", "MAIL_PASSWORD", "JWT_SECRET", "ADMIN_PIN"])


@gen
def g_keyname(r):
    return pick(r, ["BOOKING_API_SECRET", "TILL_SYNC_TOKEN", "YARD_DB_PASS", "MAILER_KEY", "SIGNING_SECRET", "HOOK_SALT",
                    "PODCAST_RSS_TOKEN", "LOCKBOX_API", "CHALET_CM_PASSWORD", "SHEETS_SA_KEY", "ENCRYPTION_KEY",
                    "ADMIN_PANEL_PW", "PAYROLL_SFTP_PW", "UPLOADS_HMAC", "WEBHOOK_SIGNING_KEY", "X_AUTH", "SECRET",
                    "PASS", "KEY2", "APP_SECRET", "MQ_CREDENTIALS", "CRON_TOKEN"])
