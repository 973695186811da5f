"""Secret value generators for secrets_corpus21.

Every generator takes (rng, *args) and returns (span, meta): `span` is the exact
text that goes into the case (so it is the gold span), `meta` records what was
generated (for the checks) and companions the template may print next to it
(`S.user`, `S.exp`, `S.id`, `S.key`).
"""
import base64
import json
import string
from urllib.parse import quote

from cryptography.hazmat.primitives.asymmetric import ec, ed25519, ed448, x25519

import struct21 as st

# ---------------------------------------------------------------------------
# shared vocabularies
# ---------------------------------------------------------------------------
EN_DIGIT = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
ZH_DIGIT = "〇一二三四五六七八九"
FW = {c: chr(0xFF10 + i) for i, c in enumerate("0123456789")}

PW_WORDS = ["harbour", "lantern", "cobalt", "ferry", "meadow", "copper", "falcon", "orchid", "tundra", "pepper",
            "saffron", "glacier", "quartz", "walnut", "cactus", "harpoon", "marble", "nectar", "pelican", "thistle",
            "velvet", "hornet", "juniper", "kestrel", "lagoon", "mango", "nebula", "otter", "parsley", "quokka",
            "raven", "sundial", "tamarind", "umber", "violet", "wombat", "yarrow", "zephyr", "bramble", "cinder",
            "dolphin", "ember", "fjord", "gecko", "hazel", "indigo", "jasmine", "koala", "lychee", "mistral"]
PLACES = ["Lisbon", "Porto", "Nairobi", "Lagos", "Accra", "Muscat", "Bangkok", "Jakarta", "Seoul", "Oslo",
          "Reykjavik", "Krakow", "Izmir", "Recife", "Cusco", "Mombasa", "Hanoi", "Busan", "Bergen", "Faro"]
PINYIN_NAMES = ["zhangwei", "wangfang", "lina", "liuyang", "chenjing", "yangmin", "huangli", "zhaolei", "wuxia",
                "zhoujie", "xuqiang", "sunli", "majun", "zhuhong", "hulin", "guoyan", "linfeng", "hejing"]
PINYIN_WORDS = ["woaini", "xingfu", "pingan", "kuaile", "jiayou", "woaiwojia", "chayuan", "fengmi", "baobei",
                "wanshiruyi", "xiaomao", "dabai"]
SYMBOLS = "!@#$%&*?"
KEYWALKS = ["1qaz@WSX", "!QAZ2wsx", "zaq1@WSX", "1q2w3e4r!Q", "Qwer!234", "Zxcv@1234", "1qaz!QAZ", "Asdf#1234",
            "2wsx#EDC", "qaz123WSX!"]
SYM_EN = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar sign", "%": "percent",
          "&": "ampersand", "*": "star", "?": "question mark", "-": "dash", ".": "dot", "_": "underscore"}
SYM_ZH = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "和号", "*": "星号",
          "?": "问号", "-": "横杠", ".": "点", "_": "下划线"}

USERS = ["ops", "admin", "frontdesk", "kasia.w", "tunde", "mariana", "joao.p", "ayaka", "minjun", "ingrid",
         "kofi", "amina", "dive.ops", "taproom", "booking", "warehouse", "store01", "kefu01", "dianzhang",
         "caiwu", "jiaolian07", "zhangwei", "wangfang", "lina88", "xiaoli", "manager", "finance", "it.support"]
DOMAINS = ["divebase.co.th", "taproom-lx.pt", "ferrylink.is", "hivescale.no", "domeclub.org", "printfarm.io",
           "matatu-sacco.co.ke", "lagospay.ng", "accra-cocoa.com.gh", "muscatdive.om", "kbk-hostel.pt",
           "seoul-lex.kr", "jkt-cowork.id", "sp-armazem.com.br", "istanbulhali.com.tr", "waw-haiwaicang.pl",
           "chayuan-trace.cn", "jiaxiao-yueche.cn", "zixishi.top", "yanglao-care.cn", "xiuche-dms.cn",
           "jubensha.shop", "zhongyiguan.net", "wangba-billing.cn"]
HOSTS = ["db-1.internal", "pg-main.lan", "10.0.4.12", "172.16.8.20", "mysql-prod.local", "db.ferrylink.is",
         "pgsql.hivescale.no", "rds-sp01.sa-east-1.rds.amazonaws.com", "192.168.10.5", "db-bkk.internal",
         "pg.lagospay.ng", "mongo-1.jkt.internal", "rm-uf6a2x9.mysql.rds.aliyuncs.com", "10.10.3.7",
         "pgm-bp1k8.pg.rds.aliyuncs.com", "cdb-7xk2.tencentcdb.com", "gz-cdb-91.sql.tencentcdb.com"]
DBNAMES = ["ferry", "bookings", "hivescale", "taproom", "divelog", "dome", "pos", "warehouse", "yueche", "zixishi",
           "huli", "dms", "billing", "trace", "his", "orders"]


def _pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def _rand(rng, n, alphabet):
    return "".join(alphabet[rng.randrange(len(alphabet))] for _ in range(n))


HEX = "0123456789abcdef"
ALNUM = string.ascii_letters + string.digits
LOWALNUM = string.ascii_lowercase + string.digits
UPALNUM = string.ascii_uppercase + string.digits
B64URL = string.ascii_letters + string.digits + "-_"


def _bytes(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


# ---------------------------------------------------------------------------
# digits: OTPs, PINs, door codes
# ---------------------------------------------------------------------------
def rand_digits(rng, n):
    while True:
        d = _rand(rng, n, "0123456789")
        if len(set(d)) >= min(3, n - 1) and d not in "0123456789" and d not in "9876543210":
            return d


def _pair_words(p):
    a, b = int(p[0]), int(p[1])
    if p == "00":
        return "double oh"
    if a == 0:
        return "oh " + EN_DIGIT[b]
    if a == 1:
        return TEENS[b]
    return TENS[a] + ("-" + EN_DIGIT[b] if b else "")


def _halves(d):
    h = len(d) - len(d) // 2
    return d[:h], d[h:]


def fmt_digits(rng, d, fmt):
    if fmt == "plain":
        return d
    if fmt in ("sp3", "dash"):
        a, b = _halves(d)
        return a + (" " if fmt == "sp3" else "-") + b
    if fmt == "spaced":
        return " ".join(d)
    if fmt == "ocr":
        # recognised with broken spacing: one or two stray spaces inside the run
        cuts = sorted(rng.sample(range(1, len(d)), min(2, len(d) - 1)))
        out, last = [], 0
        for c in cuts:
            out.append(d[last:c])
            last = c
        out.append(d[last:])
        return _pick(rng, [" ", "  "]).join(out)
    if fmt == "words":
        return " ".join(EN_DIGIT[int(c)] for c in d)
    if fmt == "oh":
        return " ".join("oh" if c == "0" else EN_DIGIT[int(c)] for c in d)
    if fmt == "double":
        out, i = [], 0
        while i < len(d):
            if i + 1 < len(d) and d[i] == d[i + 1]:
                out.append("double " + ("oh" if d[i] == "0" else EN_DIGIT[int(d[i])]))
                i += 2
            else:
                out.append("oh" if d[i] == "0" else EN_DIGIT[int(d[i])])
                i += 1
        return " ".join(out)
    if fmt == "pairs":
        parts = []
        s = d
        if len(s) % 2:
            parts.append(EN_DIGIT[int(s[0])])
            s = s[1:]
        parts += [_pair_words(s[i:i + 2]) for i in range(0, len(s), 2)]
        return " ".join(parts)
    if fmt in ("zh", "zhsep", "pairs_zh"):
        yao = rng.random() < 0.4
        zero = _pick(rng, ["〇", "零"])
        chars = [("幺" if (c == "1" and yao) else zero if c == "0" else ZH_DIGIT[int(c)]) for c in d]
        if fmt == "zh":
            return "".join(chars)
        if fmt == "zhsep":
            return _pick(rng, ["、", "，", " "]).join(chars)
        return " ".join("".join(chars[i:i + 2]) for i in range(0, len(chars), 2))
    if fmt == "fw":
        return "".join(FW[c] for c in d)
    if fmt == "hash":
        return d + "#"
    if fmt == "star":
        return "*" + d + "#"
    if fmt == "letter":
        return _pick(rng, "ABCK") + d
    if fmt == "dashd":
        return "-".join(d)
    raise KeyError(fmt)


def gen_otp(rng, n="6", fmt="plain"):
    d = rand_digits(rng, int(n))
    return fmt_digits(rng, d, fmt), {"digits": d, "fmt": fmt}


def gen_pin(rng, n="4", fmt="plain"):
    d = rand_digits(rng, int(n))
    return fmt_digits(rng, d, fmt), {"digits": d, "fmt": fmt}


def gen_door(rng, n="4", fmt="plain"):
    d = rand_digits(rng, int(n))
    return fmt_digits(rng, d, fmt), {"digits": d, "fmt": fmt}


# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def make_password(rng, style):
    if style == "mixed":
        w = _pick(rng, PW_WORDS + [p.lower() for p in PLACES]).capitalize()
        s = _pick(rng, SYMBOLS)
        n = _rand(rng, rng.choice([2, 3, 4]), "0123456789")
        return _pick(rng, [w + s + n, n + s + w, w + n + s])
    if style == "leet":
        w = _pick(rng, PW_WORDS)
        lw = "".join(LEET.get(c, c) if rng.random() < 0.8 else c for c in w)
        return lw[0].upper() + lw[1:] + _pick(rng, SYMBOLS) + _rand(rng, 2, "0123456789")
    if style == "random":
        while True:
            p = _rand(rng, rng.randint(12, 16), ALNUM + "!@#$%&*")
            if any(c.isupper() for c in p) and any(c.islower() for c in p) and any(c.isdigit() for c in p):
                return p
    if style == "dash":
        return "-".join(rng.sample(PW_WORDS, rng.choice([3, 4]))) + "-" + _rand(rng, 2, "0123456789")
    if style == "dot":
        ws = rng.sample(PW_WORDS, 3)
        i = rng.randrange(3)
        ws[i] = ws[i].capitalize()
        return ".".join(ws) + "." + _rand(rng, 2, "0123456789")
    if style == "phrase":
        return " ".join(rng.sample(PW_WORDS, 4))
    if style == "pinyin":
        base = _pick(rng, PINYIN_NAMES + PINYIN_WORDS)
        form = rng.randrange(3)
        if form == 0:
            return base + str(rng.randint(1960, 2005))
        if form == 1:
            return base.capitalize() + _pick(rng, "@#!.") + "%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28))
        return base + _pick(rng, ["520", "1314", "888", "666", "168"]) + _rand(rng, 2, "0123456789")
    if style == "keywalk":
        return _pick(rng, KEYWALKS) + _rand(rng, rng.choice([0, 2]), "0123456789")
    if style == "camel":
        return "".join(w.capitalize() for w in rng.sample(PW_WORDS, 3)) + _rand(rng, rng.choice([1, 2]), "0123456789")
    if style == "digits8":
        return rand_digits(rng, 8)
    raise KeyError(style)


def spell_en(rng, pw):
    out = []
    cap = _pick(rng, ["capital", "big", "upper-case"])
    small = _pick(rng, ["", "small ", "lower-case "])
    for c in pw:
        if c.isupper():
            out.append("%s %s" % (cap, c))
        elif c.islower():
            out.append(small + c)
        elif c.isdigit():
            out.append(EN_DIGIT[int(c)])
        else:
            out.append(SYM_EN[c])
    return ", ".join(out)


def spell_zh(rng, pw):
    out = []
    for c in pw:
        if c.isupper():
            out.append("大写" + c)
        elif c.islower():
            out.append("小写" + c)
        elif c.isdigit():
            out.append("数字" + c if rng.random() < 0.5 else ZH_DIGIT[int(c)])
        else:
            out.append(SYM_ZH[c])
    return _pick(rng, ["、", "，"]).join(out)


def to_fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


def gen_pw(rng, style="mixed"):
    if style == "spell_en":
        pw = make_password(rng, _pick(rng, ["mixed", "camel"]))
        while len(pw) > 14:
            pw = make_password(rng, "mixed")
        return spell_en(rng, pw), {"password": pw, "style": style}
    if style == "spell_zh":
        pw = make_password(rng, _pick(rng, ["mixed", "pinyin"]))
        return spell_zh(rng, pw), {"password": pw, "style": style}
    if style == "fw":
        pw = make_password(rng, "mixed")
        return to_fullwidth(pw), {"password": pw, "style": style}
    pw = make_password(rng, style)
    return pw, {"password": pw, "style": style}


def gen_login(rng, style="mixed"):
    pw = make_password(rng, style)
    user = _pick(rng, USERS)
    if rng.random() < 0.35:
        user = user + "@" + _pick(rng, DOMAINS)
    return pw, {"password": pw, "user": user, "style": style}


# ---------------------------------------------------------------------------
# security answers
# ---------------------------------------------------------------------------
SA_EN = {
    "maiden": ["Okonkwo", "Ferreira", "Kowalczyk", "Haraldsdottir", "Mensah", "Yilmaz", "Nakamura", "Santos",
               "Abernathy", "Lindqvist", "Adeyemi", "Castellanos", "Dlamini", "Pereira"],
    "pet": ["Biscuit", "Mochi", "Pickles", "Captain Whiskers", "Tofu", "Bramble", "Noodle", "Pepper", "Sir Hops",
            "Kiwi", "Rusty", "Nala", "Jollof", "Pudding"],
    "petzh": ["豆豆", "旺财", "咪咪", "球球", "花花", "大黄", "元宝", "布丁"],
    "school": ["St Columba's", "Riverside Primary", "Escola Básica do Bonfim", "Hillcrest Juniors",
               "Mount Kenya Academy", "Kuvempu Nagar Public", "Sunnyvale Elementary", "Our Lady of Fatima"],
    "word": ["Lighthouse", "marmalade", "Tangerine", "cathedral", "Zanzibar", "pinecone", "Quasar", "gooseberry",
             "harmonica", "Kilimanjaro", "saltmarsh", "Tortoise"],
    "city": ["Coimbra", "Mombasa", "Kumasi", "Trondheim", "Gdansk", "Chiang Mai", "Bandung", "Daegu", "Salvador",
             "Akureyri", "Antalya", "Sohar"],
    "friend": ["Dapo Adebayo", "Inês Moura", "Kwame", "Magnus Berg", "little Tomasz", "Siti Rahma", "Ji-ho",
               "Bruno Lacerda", "Fatma", "Wanjiru"],
    "car": ["Hyundai Pony", "Fiat Uno", "Toyota Corolla", "VW Beetle", "Kia Pride", "Peugeot 504", "Lada Niva",
            "Datsun 120Y", "Opel Kadett"],
    "teacher": ["Mrs Achieng", "Mr Okafor", "Dona Lurdes", "Mr Haugen", "Miss Park", "Pani Nowak",
                "Mr Boateng", "Ibu Sari", "Mrs Fernandes"],
}
SA_ZH = {
    "teacher": ["王秀兰", "李建国", "张老师", "刘桂芳", "陈淑珍", "赵卫东", "周老师", "孙丽华"],
    "birthplace": ["湖南邵阳", "四川南充", "河南周口", "江西赣州", "黑龙江佳木斯", "广西玉林", "安徽阜阳", "福建莆田", "贵州遵义"],
    "spouse": ["刘建华", "陈美玲", "王志强", "李淑芬", "张国庆", "黄丽萍", "杨春梅", "吴海涛"],
    "pet": ["豆豆", "旺财", "咪咪", "球球", "花花", "大黄", "元宝", "小白", "布丁", "黑子"],
    "book": ["平凡的世界", "活着", "围城", "红岩", "三国演义", "钢铁是怎样炼成的", "边城", "骆驼祥子"],
    "fatherbday": ["1958年3月12日", "19620817", "1955-11-02", "1960年腊月初八", "0612", "1957.09.30"],
    "school": ["实验小学", "育才小学", "红星小学", "光明小学", "城关一小", "向阳小学", "新华小学"],
    "mother": ["李秀英", "王桂兰", "张凤英", "刘玉梅", "陈素芳", "杨淑华", "赵春兰"],
    "maidenzh": ["Zhou", "Liang", "Xu", "Deng", "Feng", "Cai", "Tang", "Luo", "Jiang"],
}


def gen_sa(rng, topic="pet"):
    a = _pick(rng, SA_EN[topic])
    return a, {"answer": a, "topic": topic}


def gen_saz(rng, topic="pet"):
    a = _pick(rng, SA_ZH[topic])
    return a, {"answer": a, "topic": topic}


# ---------------------------------------------------------------------------
# Wi-Fi
# ---------------------------------------------------------------------------
def gen_wifi(rng, style="words"):
    if style == "words":
        pw = make_password(rng, _pick(rng, ["mixed", "camel"]))
        while len(pw) < 8:
            pw += _rand(rng, 1, "0123456789")
    elif style == "random":
        pw = _rand(rng, rng.randint(12, 20), ALNUM)
    elif style == "phrase":
        pw = " ".join(rng.sample(PW_WORDS, 4))
    elif style == "digits":
        pw = rand_digits(rng, rng.choice([8, 9, 10]))
    elif style == "pinyin":
        pw = make_password(rng, "pinyin")
        while len(pw) < 8:
            pw += _rand(rng, 1, "0123456789")
    elif style == "zhdigits":
        d = rand_digits(rng, rng.choice([8, 10]))
        return "".join(ZH_DIGIT[int(c)] for c in d), {"password": d, "style": style}
    else:
        raise KeyError(style)
    return pw, {"password": pw, "style": style}


# ---------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------
def _group_card(num, sep):
    n = len(num)
    if n == 15:
        parts = [num[:4], num[4:10], num[10:]]
    elif n == 14:
        parts = [num[:4], num[4:10], num[10:]]
    elif n == 19:
        parts = [num[i:i + 4] for i in range(0, 16, 4)] + [num[16:]]
    else:
        parts = [num[i:i + 4] for i in range(0, n, 4)]
    return sep.join(parts), parts


def gen_card(rng, brand="visa", fmt="sp4"):
    num = st.card_random(rng, brand)
    exp = "%02d/%02d" % (rng.randint(1, 12), rng.randint(26, 31))
    if fmt == "plain":
        s = num
    elif fmt == "sp4":
        s = _group_card(num, " ")[0]
    elif fmt == "dash":
        s = _group_card(num, "-")[0]
    elif fmt == "fw":
        s = _group_card("".join(FW[c] for c in num), " ")[0] if len(num) == 16 else "".join(FW[c] for c in num)
    elif fmt == "ocr":
        _, parts = _group_card(num, " ")
        seps = [_pick(rng, [" ", "  ", " ", "   "]) for _ in parts[1:]]
        s = parts[0] + "".join(sp + p for sp, p in zip(seps, parts[1:]))
        if rng.random() < 0.5:  # one group split by a stray space
            i = rng.randrange(len(s) - 2) + 1
            while not (s[i - 1].isdigit() and s[i].isdigit()):
                i = rng.randrange(len(s) - 2) + 1
            s = s[:i] + " " + s[i:]
    elif fmt == "zhdig":
        s = "".join(ZH_DIGIT[int(c)] for c in num)
    else:
        raise KeyError(fmt)
    return s, {"digits": num, "brand": brand, "exp": exp}


# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------
def gen_totp(rng, nbytes="20", fmt="plain", issuer="Kraken"):
    nb = int(nbytes)
    raw = _bytes(rng, nb)
    s = st.b32(raw)
    email = _pick(rng, USERS) + "@" + _pick(rng, DOMAINS)
    if fmt == "plain":
        out = s
    elif fmt == "lower":
        out = s.lower()
    elif fmt in ("g4", "g4l"):
        out = " ".join(s[i:i + 4] for i in range(0, len(s), 4))
        out = out.lower() if fmt == "g4l" else out
    elif fmt == "g8":
        out = " ".join(s[i:i + 8] for i in range(0, len(s), 8))
    elif fmt == "ocr4":
        groups = [s[i:i + 4] for i in range(0, len(s), 4)]
        out = " ".join(groups)
        k = rng.randrange(1, len(groups))
        out = " ".join(groups[:k]) + _pick(rng, ["  ", "\n"]) + " ".join(groups[k:])
    elif fmt == "hex":
        out = raw.hex()
    elif fmt == "steam":
        out = base64.b64encode(raw).decode()
    elif fmt == "migr":
        out = st.ga_migration(raw, email, issuer, rng.randrange(1, 2 ** 31))
    elif fmt == "uri":
        out = "otpauth://totp/%s:%s?secret=%s&issuer=%s&period=30" % (quote(issuer), quote(email), s, quote(issuer))
    else:
        raise KeyError(fmt)
    return out, {"bytes": raw, "fmt": fmt}


# ---------------------------------------------------------------------------
# recovery codes
# ---------------------------------------------------------------------------
RC_SHAPES = {
    "gh": (lambda r: _rand(r, 5, HEX) + "-" + _rand(r, 5, HEX), 10),
    "x12": (lambda r: _rand(r, 12, "abcdefghijkmnpqrstuvwxyz23456789"), 5),
    "hex16": (lambda r: _rand(r, 16, HEX), 10),
    "a8": (lambda r: _rand(r, 8, "abcdefghijkmnpqrstuvwxyz23456789"), 10),
    "d8": (lambda r: _rand(r, 8, "0123456789"), 10),
    "fb8": (lambda r: _rand(r, 4, "0123456789") + " " + _rand(r, 4, "0123456789"), 10),
}
CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳㉑㉒㉓㉔"
CN_NUM = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二", "十三", "十四", "十五",
          "十六", "十七", "十八", "十九", "二十", "二十一", "二十二", "二十三", "二十四"]


def gen_rc(rng, shape="gh", layout="lines"):
    if shape == "tuta":
        raw = _rand(rng, 64, HEX)
        out = " ".join(raw[i:i + 4] for i in range(0, 64, 4))
        return out, {"codes": [raw], "shape": shape}
    mk, n = RC_SHAPES[shape]
    if layout == "single":
        n = 1
    if layout == "cols2" and n % 2:
        n += 1
    codes = []
    while len(codes) < n:
        c = mk(rng)
        if c not in codes:
            codes.append(c)
    if layout in ("lines", "single"):
        out = "\n".join(codes)
    elif layout == "bullets":
        b = _pick(rng, ["- ", "• ", "* "])
        out = "\n".join(b + c for c in codes)
    elif layout == "numbered":
        out = "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    elif layout == "inline":
        out = _pick(rng, [", ", " ", " / ", "; "]).join(codes)
    elif layout == "inlinezh":
        out = _pick(rng, ["、", "，"]).join(codes)
    elif layout == "cols2":
        w = max(len(c) for c in codes) + 4
        out = "\n".join(codes[i].ljust(w) + codes[i + 1] for i in range(0, n, 2))
    elif layout == "circled":
        out = "\n".join(CIRCLED[i] + " " + c for i, c in enumerate(codes))
    elif layout == "mdtask":
        used = rng.randrange(n)
        out = "\n".join(("- [x] ~~%s~~" if i == used else "- [ ] %s") % c for i, c in enumerate(codes))
    elif layout == "ocr":
        out = "\n".join(c if rng.random() < 0.7 else c + " " for c in codes).rstrip()
        out = out.replace("\n", _pick(rng, ["\n", "\n\n"]), 2)
    elif layout == "cnnum":
        out = "\n".join(CN_NUM[i] + "、" + c for i, c in enumerate(codes))
    elif layout == "tsvcol":
        out = " ".join(codes)
    else:
        raise KeyError(layout)
    return out, {"codes": codes, "shape": shape}


# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------
def gen_wk(rng, style="wif"):
    k = st.scalar_random(rng)
    seed = _bytes(rng, 32)
    meta = {"style": style}
    if style == "wif":
        out = st.wif(k)
    elif style == "wifu":
        out = st.wif(k, compressed=False)
    elif style == "wif_ltc":
        out = st.wif(k, "ltc")
    elif style == "wif_doge":
        out = st.wif(k, "doge")
    elif style == "wif_test":
        out = st.wif(k, "test")
    elif style in ("hex", "tronhex"):
        out = "%064x" % k
    elif style == "hex0x":
        out = "0x%064x" % k
    elif style in ("xprv", "tprv"):
        out, k, *_ = st.xprv(rng, style)
    elif style == "sol58":
        out = st.b58enc(st.solana_keypair(seed))
        meta["seed"] = seed
    elif style == "solarr":
        out = json.dumps(list(st.solana_keypair(seed)), separators=(",", ":"))
        meta["seed"] = seed
    elif style == "stellar":
        out = st.stellar_secret(seed)
        meta["seed"] = seed
    elif style == "xrp":
        seed = seed[:16]
        out = st.ripple_seed(seed)
        meta["seed"] = seed
    elif style == "sui":
        out = st.sui_privkey(seed)
        meta["seed"] = seed
    elif style == "nsec":
        out = st.nostr_nsec(k)
    else:
        raise KeyError(style)
    meta["k"] = k
    meta["chain"] = WK_CHAIN[style]
    return out, meta


WK_CHAIN = {"wif": "Bitcoin (WIF)", "wifu": "Bitcoin (WIF, uncompressed)", "wif_ltc": "Litecoin", "wif_doge": "Dogecoin",
            "wif_test": "Bitcoin testnet", "hex": "Ethereum", "tronhex": "TRON", "hex0x": "Ethereum (MetaMask export)",
            "xprv": "Bitcoin xprv", "tprv": "Bitcoin testnet tprv", "sol58": "Solana (Phantom)", "solarr": "Solana",
            "stellar": "Stellar (LOBSTR)", "xrp": "XRP (Xaman)", "sui": "Sui", "nsec": "Nostr"}


# ---------------------------------------------------------------------------
# seed phrases
# ---------------------------------------------------------------------------
def layout_en(rng, words, layout):
    n = len(words)
    if layout == "line":
        return " ".join(words)
    if layout == "nl":
        return "\n".join(words)
    if layout == "circled":
        if rng.random() < 0.5:
            return "\n".join(CIRCLED[i] + " " + w for i, w in enumerate(words))
        return " ".join(CIRCLED[i] + w for i, w in enumerate(words))
    if layout == "arrow":
        return " → ".join(words)
    if layout == "sufnum":
        sep = _pick(rng, [" ", "\n"])
        return sep.join("%s(%d)" % (w, i + 1) for i, w in enumerate(words))
    if layout == "ocrwrap":
        out, line = [], []
        for w in words:
            line.append(w)
            if len(line) >= rng.randint(3, 5):
                out.append(_pick(rng, [" ", "  ", " "]).join(line))
                line = []
        if line:
            out.append(" ".join(line))
        return "\n".join(out)
    if layout == "commas":
        return _pick(rng, [", ", ","]).join(words)
    if layout == "plus":
        return "+".join(words)
    if layout == "under":
        return "_".join(words)
    if layout == "cnnum":
        return "\n".join(CN_NUM[i] + "、" + w for i, w in enumerate(words))
    if layout == "tsvnum":
        return "\n".join("%d\t%s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "basharr":
        return " ".join('"%s"' % w for w in words)
    if layout == "html":
        return "<ol>\n" + "\n".join("  <li>%s</li>" % w for w in words) + "\n</ol>"
    if layout == "toml":
        rows = [", ".join('"%s"' % w for w in words[i:i + 4]) for i in range(0, n, 4)]
        return "words = [\n  " + ",\n  ".join(rows) + ",\n]"
    if layout == "pytuple":
        return "(" + ", ".join("'%s'" % w for w in words) + ")"
    raise KeyError(layout)


def gen_mn(rng, n="12", layout="line"):
    words = st.bip39_random(rng, int(n), "english")
    return layout_en(rng, words, layout), {"words": words, "list": "english", "layout": layout}


def layout_zh(rng, words, layout):
    n = len(words)
    if layout == "sp":
        return _pick(rng, [" ", "\u3000", " "]).join(words)
    if layout == "unsp":
        return "".join(words)
    if layout == "nl":
        return "\n".join(words)
    if layout == "cnnum":
        return "\n".join(CN_NUM[i] + "、" + w for i, w in enumerate(words))
    if layout == "circled":
        return " ".join(CIRCLED[i] + w for i, w in enumerate(words))
    if layout == "bar":
        return "｜".join(words)
    if layout == "dash":
        return "-".join(words)
    if layout == "pairs":
        return " ".join("".join(words[i:i + 2]) for i in range(0, n, 2))
    if layout == "ocr":
        out, line = [], []
        for w in words:
            line.append(w)
            if len(line) >= rng.randint(4, 7):
                out.append(_pick(rng, [" ", "", "  "]).join(line))
                line = []
        if line:
            out.append(" ".join(line))
        return "\n".join(out)
    if layout == "dun":
        return "、".join(words)
    if layout == "brk":
        return "".join("〔%s〕" % w for w in words)
    if layout == "plus":
        return "+".join(words)
    if layout == "commazh":
        return "，".join(words)
    if layout == "grid6":
        return "\n".join(" ".join(words[i:i + 6]) for i in range(0, n, 6))
    if layout == "jsarr":
        return '", "'.join(words)
    if layout == "tsvnum":
        return "\n".join("%d\t%s" % (i + 1, w) for i, w in enumerate(words))
    raise KeyError(layout)


def gen_mz(rng, n="12", layout="sp", variant="s"):
    lst = "chinese_traditional" if variant == "t" else "chinese_simplified"
    words = st.bip39_random(rng, int(n), lst)
    return layout_zh(rng, words, layout), {"words": words, "list": lst, "layout": layout}


# ---------------------------------------------------------------------------
# API keys
# ---------------------------------------------------------------------------
def ak_value(rng, provider):
    """-> (key, companion id or None)"""
    if provider == "openai":
        return "sk-proj-" + _rand(rng, 56, B64URL) + "T3BlbkFJ" + _rand(rng, 56, B64URL), None
    if provider == "hf":
        return "hf_" + _rand(rng, 34, string.ascii_letters), None
    if provider == "glpat":
        return "glpat-" + _rand(rng, 20, B64URL), None
    if provider == "slack":
        return "xoxb-%s-%s-%s" % (_rand(rng, 12, "0123456789"), _rand(rng, 13, "0123456789"), _rand(rng, 24, ALNUM)), None
    if provider == "notion":
        return "ntn_" + _rand(rng, 11, "0123456789") + _rand(rng, 35, ALNUM), None
    if provider == "airtable":
        return "pat" + _rand(rng, 14, ALNUM) + "." + _rand(rng, 64, HEX), None
    if provider == "atlassian":
        return "ATATT3xFfGF0" + _rand(rng, 100, B64URL) + "=" + _rand(rng, 8, "0123456789ABCDEF"), None
    if provider == "postman":
        return "PMAK-" + _rand(rng, 24, HEX) + "-" + _rand(rng, 34, HEX), None
    if provider == "buildkite":
        return "bkua_" + _rand(rng, 40, HEX), None
    if provider == "circleci":
        return "CCIPAT_" + _rand(rng, 22, ALNUM) + "_" + _rand(rng, 40, HEX), None
    if provider == "sourcegraph":
        return "sgp_" + _rand(rng, 16, HEX) + "_" + _rand(rng, 40, HEX), None
    if provider == "planetscale":
        return "pscale_pw_" + _rand(rng, 43, B64URL), None
    if provider == "contentful":
        return "CFPAT-" + _rand(rng, 43, B64URL), None
    if provider == "netlify":
        return "nfp_" + _rand(rng, 36, ALNUM), None
    if provider == "paystack":
        return "sk_live_" + _rand(rng, 40, HEX), None
    if provider == "flutterwave":
        return "FLWSECK-" + _rand(rng, 32, HEX) + "-X", None
    if provider == "mailchimp":
        return _rand(rng, 32, HEX) + "-us" + str(rng.randint(1, 21)), None
    if provider == "algolia":
        return _rand(rng, 32, HEX), None
    if provider == "google":
        return "AIza" + _rand(rng, 35, B64URL), None
    if provider == "moonshot":
        return "sk-" + _rand(rng, 48, ALNUM), None
    if provider == "aws":
        return _rand(rng, 40, ALNUM + "/+"), "AKIA" + _rand(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    if provider == "qiniu":
        return _rand(rng, 40, B64URL), _rand(rng, 40, B64URL)
    if provider == "huawei":
        return _rand(rng, 40, ALNUM), _rand(rng, 20, UPALNUM)
    if provider == "volc":
        sk = base64.b64encode(_rand(rng, 32, HEX).encode()).decode()
        return sk, "AKLT" + _rand(rng, 42, B64URL)
    if provider == "twilio":
        return _rand(rng, 32, HEX), "AC" + _rand(rng, 32, HEX)
    raise KeyError(provider)


AK_INFO = {  # provider -> (display name, env variable, config section)
    "openai": ("OpenAI", "OPENAI_API_KEY", "openai"), "hf": ("Hugging Face", "HF_TOKEN", "huggingface"),
    "glpat": ("GitLab", "GITLAB_TOKEN", "gitlab"), "slack": ("Slack", "SLACK_BOT_TOKEN", "slack"),
    "notion": ("Notion", "NOTION_TOKEN", "notion"), "airtable": ("Airtable", "AIRTABLE_TOKEN", "airtable"),
    "atlassian": ("Atlassian", "JIRA_API_TOKEN", "jira"), "postman": ("Postman", "POSTMAN_API_KEY", "postman"),
    "buildkite": ("Buildkite", "BUILDKITE_TOKEN", "buildkite"), "circleci": ("CircleCI", "CIRCLE_TOKEN", "circleci"),
    "sourcegraph": ("Sourcegraph", "SRC_ACCESS_TOKEN", "sourcegraph"),
    "planetscale": ("PlanetScale", "DATABASE_PASSWORD", "planetscale"),
    "contentful": ("Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", "contentful"),
    "netlify": ("Netlify", "NETLIFY_AUTH_TOKEN", "netlify"), "paystack": ("Paystack", "PAYSTACK_SECRET_KEY", "paystack"),
    "flutterwave": ("Flutterwave", "FLW_SECRET_KEY", "flutterwave"), "mailchimp": ("Mailchimp", "MAILCHIMP_API_KEY", "mailchimp"),
    "algolia": ("Algolia", "ALGOLIA_ADMIN_KEY", "algolia"), "google": ("Google Maps", "GOOGLE_MAPS_API_KEY", "google"),
    "moonshot": ("Kimi", "MOONSHOT_API_KEY", "moonshot"), "aws": ("AWS", "AWS_SECRET_ACCESS_KEY", "aws"),
    "qiniu": ("七牛", "QINIU_SECRET_KEY", "qiniu"), "huawei": ("华为云", "HUAWEICLOUD_SDK_SK", "huaweicloud"),
    "volc": ("火山引擎", "VOLC_SECRETKEY", "volcengine"), "twilio": ("Twilio", "TWILIO_AUTH_TOKEN", "twilio"),
}


def gen_ak(rng, provider="openai"):
    key, cid = ak_value(rng, provider)
    pname, env, section = AK_INFO[provider]
    return key, {"provider": provider, "id": cid or "", "pname": pname, "envname": env, "section": section}


# ---------------------------------------------------------------------------
# JWTs
# ---------------------------------------------------------------------------
_RSA_CACHE = {}


def _claims(rng, style):
    iat = rng.randint(1735689600, 1767225599)
    exp = iat + _pick(rng, [900, 3600, 86400, 604800])
    sub = _rand(rng, 8, HEX) + "-" + _rand(rng, 4, HEX) + "-4" + _rand(rng, 3, HEX) + "-a" + _rand(rng, 3, HEX) + "-" + _rand(rng, 12, HEX)
    if style == "keycloak":
        return {"exp": exp, "iat": iat, "jti": _rand(rng, 8, HEX), "iss": "https://sso.%s/realms/%s" % (_pick(rng, DOMAINS), _pick(rng, ["staff", "ops", "booking"])),
                "sub": sub, "typ": "Bearer", "azp": _pick(rng, ["web", "pos-app", "admin-ui"]),
                "realm_access": {"roles": ["offline_access", _pick(rng, ["admin", "staff", "manager"])]},
                "preferred_username": _pick(rng, USERS)}
    if style == "auth0":
        return {"iss": "https://%s.eu.auth0.com/" % _pick(rng, ["ferrylink", "domeclub", "hivescale", "lagospay"]),
                "sub": "auth0|" + _rand(rng, 24, HEX), "aud": "https://api.%s" % _pick(rng, DOMAINS),
                "iat": iat, "exp": exp, "scope": "openid profile read:bookings write:bookings"}
    if style == "cognito":
        return {"sub": sub, "cognito:groups": [_pick(rng, ["admins", "staff"])], "token_use": "access",
                "scope": "aws.cognito.signin.user.admin", "auth_time": iat, "iss": "https://cognito-idp.%s.amazonaws.com/%s_%s" % (
                    _pick(rng, ["eu-west-1", "sa-east-1", "ap-southeast-1"]), "eu-west-1", _rand(rng, 9, ALNUM)),
                "exp": exp, "iat": iat, "username": _pick(rng, USERS)}
    if style == "strapi":
        return {"id": rng.randint(1, 400), "iat": iat, "exp": exp}
    if style == "miniapp":
        return {"openid": "o" + _rand(rng, 27, B64URL), "unionid": "o" + _rand(rng, 27, B64URL),
                "role": _pick(rng, ["member", "coach", "staff"]), "iat": iat, "exp": exp}
    return {"sub": str(rng.randint(10000, 99999999)), "name": _pick(rng, USERS), "role": _pick(rng, ["admin", "staff", "user"]),
            "iat": iat, "exp": exp}


def gen_jwt(rng, alg="HS256", style="app"):
    payload = _claims(rng, style)
    header = {"alg": alg, "typ": "JWT"}
    if alg.startswith("HS"):
        tok = st.jwt_hs(header, payload, _bytes(rng, 32))
    elif alg == "EdDSA":
        tok = st.jwt_eddsa(header, payload, _bytes(rng, 32))
    else:
        header["kid"] = _rand(rng, 16, B64URL)
        tok = st.jwt_rs256(header, payload, st.rsa_key(rng, 2048))
    return tok, {"alg": alg}


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
def gen_pk(rng, kind="ssh_ed", layout="raw"):
    meta = {"kind": kind, "layout": layout}
    comment = _pick(rng, USERS) + "@" + _pick(rng, ["taproom-pos", "dome-pc", "ferry-api", "hive-pi", "nas", "bastion", "laptop"])
    if kind == "ssh_ed":
        pem = st.openssh_private(rng, "ed25519", comment)
    elif kind == "ssh_ecdsa":
        pem = st.openssh_private(rng, "ecdsa", comment)
    elif kind == "rsa_trad":
        pem = st.pem_private(st.rsa_key(rng, 2048), "trad")
    elif kind == "rsa_pkcs8":
        pem = st.pem_private(st.rsa_key(rng, 2048), "pkcs8")
    elif kind == "ec256_sec1":
        pem = st.pem_private(ec.derive_private_key(st.scalar_random(rng, st.P256_N), ec.SECP256R1()), "trad")
    elif kind == "ec384_pkcs8":
        n384 = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFC7634D81F4372DDF581A0DB248B0A77AECEC196ACCC52973
        d = rng.getrandbits(384) % (n384 - 1) + 1
        pem = st.pem_private(ec.derive_private_key(d, ec.SECP384R1()), "pkcs8")
    elif kind == "ed25519_pkcs8":
        pem = st.pem_private(ed25519.Ed25519PrivateKey.from_private_bytes(_bytes(rng, 32)), "pkcs8")
    elif kind == "ed448":
        pem = st.pem_private(ed448.Ed448PrivateKey.from_private_bytes(_bytes(rng, 57)), "pkcs8")
    elif kind == "x25519":
        pem = st.pem_private(x25519.X25519PrivateKey.from_private_bytes(_bytes(rng, 32)), "pkcs8")
    elif kind == "ppk":
        pem = st.ppk_ed25519(rng, "eddsa-key-2025%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28)))
    elif kind == "pgp":
        uid = "%s <%s@%s>" % (_pick(rng, ["Ops Team", "Kasia W", "Tunde A", "Ingrid H", "Wang Fang", "Li Na"]),
                              _pick(rng, USERS), _pick(rng, DOMAINS))
        pem = st.pgp_secret_key(rng, uid, rng.randint(1600000000, 1760000000))
    elif kind == "jwk":
        pem = st.jwk_ec_p256(rng, _rand(rng, 8, HEX))
    elif kind == "age":
        seed = _bytes(rng, 32)
        pem = st.age_identity(seed)
        meta["recip"] = st.age_recipient(seed)
    elif kind == "wg":
        pem = st.wg_private(_bytes(rng, 32))
    else:
        raise KeyError(kind)
    meta["pem"] = pem
    if layout == "raw":
        return pem, meta
    if layout == "diff":
        return "\n+".join(pem.split("\n")), meta
    if layout.startswith("indent"):
        ind = " " * int(layout[6:])
        return ("\n" + ind).join(pem.split("\n")), meta
    if layout == "esc":
        return "\\n".join(pem.split("\n")) + "\\n", meta
    raise KeyError(layout)


# ---------------------------------------------------------------------------
# .env values
# ---------------------------------------------------------------------------
ENV_KEYS = {
    "en": ["DIVE_BOOKING_WEBHOOK_SECRET", "DOME_SCHEDULER_TOKEN", "TAPROOM_UNTAPPD_SECRET", "FERRY_TICKET_HMAC_KEY",
           "PRINTFARM_OCTOPRINT_KEY", "HIVESCALE_MQTT_PASSWORD", "HOSTEL_CLOUDBEDS_SECRET", "SACCO_LEDGER_SECRET",
           "COCOA_COOP_SMS_SECRET", "ROBOTICS_TEAM_BOT_TOKEN", "ZOO_FEEDLOG_API_SECRET", "MUSEUM_CATALOGUE_TOKEN",
           "SAUNA_CLUB_BOOKING_SECRET", "KITESCHOOL_STRIPE_WEBHOOK", "JWT_SIGNING_SECRET", "SESSION_SECRET"],
    "zh": ["CHAYUAN_SMS_SECRET", "JIAXIAO_BOOKING_KEY", "MISHI_POS_TOKEN", "WANGBA_BILLING_SECRET",
           "ZHONGYI_HIS_PASSWORD", "YANGLAO_NURSE_APP_SECRET", "XIUCHE_DMS_TOKEN", "TUANZHANG_WX_SECRET",
           "ZIXISHI_MINIAPP_SECRET", "HUADIAN_YOUZAN_SECRET", "FENGCHANG_TRACE_KEY", "YIZHAN_PUSH_SECRET",
           "WX_PAY_API_V3_KEY", "JUBENSHA_ADMIN_JWT_SECRET"],
    "mixed": ["SHOPEE_PARTNER_KEY", "TOKOPEDIA_CLIENT_SECRET", "KAKAO_REST_SECRET", "TOSS_SECRET_KEY",
              "VIPPS_CLIENT_SECRET", "PIX_CLIENT_SECRET", "MPESA_CONSUMER_SECRET", "BIZUM_MERCHANT_SECRET",
              "PROMPTPAY_WEBHOOK_SECRET", "ABSHER_SMS_API_SECRET", "HAIWAICANG_WMS_TOKEN", "MUSCAT_PMS_SECRET"],
}
ENV_FIXED_KEYS = {"fernet": ["FERNET_KEY", "FIELD_ENCRYPTION_KEY"], "rails": ["SECRET_KEY_BASE"],
                  "nextauth": ["NEXTAUTH_SECRET", "AUTH_SECRET"], "paystack": ["PAYSTACK_SECRET_KEY"],
                  "flutterwave": ["FLW_SECRET_KEY"], "mpesa": ["MPESA_PASSKEY"], "moonshot": ["MOONSHOT_API_KEY"]}


def gen_envv(rng, style="hex32", lang="en"):
    if style == "hex32":
        v = _rand(rng, 32, HEX)
    elif style == "hex64":
        v = _rand(rng, 64, HEX)
    elif style in ("b64", "nextauth"):
        v = base64.b64encode(_bytes(rng, 32)).decode()
    elif style == "random":
        v = _rand(rng, rng.randint(24, 40), ALNUM)
    elif style == "fernet":
        v = base64.urlsafe_b64encode(_bytes(rng, 32)).decode()
    elif style == "rails":
        v = _rand(rng, 128, HEX)
    elif style == "pw":
        v = ""
        while len(v) < 10:
            v = make_password(rng, _pick(rng, ["mixed", "random", "leet"]))
    elif style == "mpesa":
        v = _rand(rng, 64, HEX)
    elif style in ("paystack", "flutterwave", "moonshot"):
        v = ak_value(rng, style)[0]
    else:
        raise KeyError(style)
    key = _pick(rng, ENV_FIXED_KEYS[style]) if style in ENV_FIXED_KEYS else _pick(rng, ENV_KEYS[lang])
    return v, {"value": v, "key": key, "style": style}


# ---------------------------------------------------------------------------
# connection strings
# ---------------------------------------------------------------------------
def _cs_password(rng):
    p = make_password(rng, _pick(rng, ["random", "mixed", "camel", "leet"]))
    return p.replace("@", "!").replace("/", "").replace("?", "!").replace("#", "!").replace("%", "&").replace(";", "!")


def gen_cs(rng, kind="pg"):
    pw = _cs_password(rng)
    u = _pick(rng, ["app", "ferry_rw", "svc_booking", "root", "sa", "dbadmin", "yueche", "his_app", "pos", "SYSDBA"])
    h = _pick(rng, HOSTS)
    db = _pick(rng, DBNAMES)
    pwq = quote(pw, safe="")
    if kind == "pg":
        s = "%s://%s:%s@%s:5432/%s" % (_pick(rng, ["postgresql", "postgres", "postgresql+psycopg"]), u, pwq, h, db)
    elif kind == "pg_ssl":
        s = "postgres://%s:%s@%s:5432/%s?sslmode=require" % (u, pwq, h, db)
    elif kind == "mysql":
        s = "%s://%s:%s@%s:3306/%s" % (_pick(rng, ["mysql", "mysql+pymysql", "mariadb"]), u, pwq, h, db)
    elif kind == "mysqlx":
        s = "mysqlx://%s:%s@%s:33060/%s" % (u, pwq, h, db)
    elif kind == "mssql_pyodbc":
        s = "mssql+pyodbc://%s:%s@%s:1433/%s?driver=ODBC+Driver+18+for+SQL+Server" % (u, pwq, h, db)
    elif kind == "oracle":
        s = "oracle+oracledb://%s:%s@%s:1521/?service_name=%s" % (u, pwq, h, _pick(rng, ["ORCLPDB1", "XEPDB1", "FREEPDB1"]))
    elif kind == "mssql_go":
        s = "sqlserver://%s:%s@%s:1433?database=%s" % (u, pwq, h, db)
    elif kind == "mongo_srv":
        s = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, pwq, _rand(rng, 5, LOWALNUM), db)
    elif kind == "rediss":
        s = "rediss://default:%s@%s:6380/0" % (pwq, h)
    elif kind == "kafka":
        s = 'org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (u, pw)
    elif kind == "dm_jdbc":
        s = "jdbc:dm://%s:5236/%s?user=%s&password=%s" % (h, db.upper(), u, pwq)
    elif kind == "gbase":
        s = "jdbc:gbasedbt-sqli://%s:9088/%s:GBASEDBTSERVER=gbase01;user=%s;password=%s" % (h, db, u, pw)
    elif kind == "kingbase":
        s = "jdbc:kingbase8://%s:54321/%s?user=%s&password=%s" % (h, db, u, pwq)
    elif kind == "mysql_jdbc":
        s = "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=false&serverTimezone=Asia/Shanghai" % (h, db, u, pwq)
    elif kind == "dm":
        s = "dm+dmPython://%s:%s@%s:5236" % (u, pwq, h)
    elif kind == "npgsql":
        s = "Host=%s;Port=5432;Database=%s;Username=%s;Password=%s" % (h, db, u, pw)
    elif kind == "mysql_ado":
        s = "Server=%s;Port=3306;Database=%s;Uid=%s;Pwd=%s;" % (h, db, u, pw)
    elif kind == "mssql_ado":
        s = "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (h, db, u, pw)
    elif kind == "libsql":
        tok = st.jwt_eddsa({"alg": "EdDSA", "typ": "JWT"}, {"a": "rw", "iat": rng.randint(1735689600, 1767225599),
                                                               "id": _rand(rng, 8, HEX) + "-" + _rand(rng, 4, HEX)}, _bytes(rng, 32))
        s = "libsql://%s-%s.turso.io?authToken=%s" % (db, _pick(rng, ["xuanpin", "shopee-cn", "ops"]), tok)
        pw = tok
    else:
        raise KeyError(kind)
    return s, {"password": pw, "kind": kind}


# ---------------------------------------------------------------------------
# URLs with credentials
# ---------------------------------------------------------------------------
def gen_url(rng, kind="https_basic"):
    pw = _cs_password(rng)
    pwq = quote(pw, safe="")
    u = _pick(rng, USERS).split("@")[0]
    d = _pick(rng, DOMAINS)
    if kind == "smtp":
        s = "smtps://%s%%40%s:%s@smtp.%s:465" % (u, d, pwq, d)
        cred = pwq
    elif kind == "imaps":
        s = "imaps://%s:%s@imap.%s:993/INBOX" % (u, pwq, d)
        cred = pwq
    elif kind == "rtmp":
        cred = "-".join(_rand(rng, 4, LOWALNUM) for _ in range(5))
        s = "rtmp://a.rtmp.youtube.com/live2/" + cred
    elif kind == "rtmp_twitch":
        cred = "live_%d_%s" % (rng.randint(10 ** 8, 10 ** 9 - 1), _rand(rng, 30, ALNUM))
        s = "rtmp://live.twitch.tv/app/" + cred
    elif kind == "rtmp_fb":
        cred = "FB-%d-0-%s" % (rng.randint(10 ** 14, 10 ** 15 - 1), _rand(rng, 40, B64URL))
        s = "rtmps://live-api-s.facebook.com:443/rtmp/" + cred
    elif kind == "teams":
        g = lambda: "%s-%s-%s-%s-%s" % (_rand(rng, 8, HEX), _rand(rng, 4, HEX), _rand(rng, 4, HEX), _rand(rng, 4, HEX), _rand(rng, 12, HEX))
        cred = "V2" + _rand(rng, 43, B64URL)
        s = "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/%s" % (
            _pick(rng, ["ferrylink", "spwarehouse", "bkkhotel", "lagospay"]), g(), g(), _rand(rng, 32, HEX), g(), cred)
    elif kind == "mattermost":
        cred = _rand(rng, 26, "abcdefghijkmnopqrstuvwxyz13456789")
        s = "https://chat.%s/hooks/%s" % (d, cred)
    elif kind == "gchat":
        cred = _rand(rng, 43, B64URL)
        s = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIzaSy%s&token=%s" % (
            _rand(rng, 7, ALNUM), _rand(rng, 33, B64URL), quote(cred, safe=""))
    elif kind == "vnc":
        cred = pwq
        s = "vnc://:%s@%s:5900" % (pwq, _pick(rng, ["192.168.1.23", "dad-mac.local", "10.0.0.14", "dome-pc.lan"]))
    elif kind == "ssh_pw":
        cred = pwq
        s = "ssh://%s:%s@%s:22" % (u, pwq, _pick(rng, HOSTS))
    elif kind == "webdav":
        cred = pwq
        s = "https://%s:%s@dav.%s/remote.php/dav/files/%s/" % (u, pwq, d, u)
    elif kind == "nas":
        cred = pwq
        s = "https://admin:%s@%s:5001" % (pwq, _pick(rng, ["nas.local", "fnos.lan", "192.168.31.10", "qnap-home.lan"]))
    elif kind == "hik":
        cred = pwq
        s = "rtsp://admin:%s@192.168.%d.%d:554/Streaming/Channels/101" % (pwq, rng.randint(0, 31), rng.randint(2, 250))
    elif kind == "obs":
        cred = quote(base64.b64encode(_bytes(rng, 20)).decode(), safe="")
        s = "https://%s.obs.cn-north-4.myhuaweicloud.com/snap/%s.jpg?AccessKeyId=%s&Expires=%d&Signature=%s" % (
            _pick(rng, ["yanglao-cam", "chayuan-img", "zixishi-doc"]), _rand(rng, 12, HEX), _rand(rng, 20, UPALNUM),
            rng.randint(1735689600, 1767225599), cred)
    elif kind == "tos":
        cred = _rand(rng, 64, HEX)
        s = ("https://%s.tos-cn-beijing.volces.com/%s.jpg?X-Tos-Algorithm=TOS4-HMAC-SHA256&X-Tos-Credential=AKLT%s%%2F2025%02d%02d%%2Fcn-beijing%%2Ftos%%2Frequest"
             "&X-Tos-Date=2025%02d%02dT0%d0000Z&X-Tos-Expires=3600&X-Tos-SignedHeaders=host&X-Tos-Signature=%s") % (
            _pick(rng, ["yanglao-cam", "chayuan-img"]), _rand(rng, 10, HEX), _rand(rng, 42, B64URL), rng.randint(1, 12), rng.randint(1, 28),
            rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 9), cred)
    elif kind == "xizhi":
        cred = "XZ" + _rand(rng, 32, HEX)
        s = "https://xizhi.qqoq.net/%s.send" % cred
    elif kind == "gitcode":
        cred = _rand(rng, 24, ALNUM)
        s = "https://oauth2:%s@gitcode.com/%s/%s.git" % (cred, _pick(rng, ["zixishi", "chayuan", "jiaxiao"]), _pick(rng, ["miniapp", "admin", "api"]))
    elif kind == "coding":
        cred = _rand(rng, 40, HEX)
        s = "https://%s:%s@e.coding.net/%s/%s/%s.git" % (u, cred, _pick(rng, ["yanglao", "xiuche"]), _pick(rng, ["app", "web"]), _pick(rng, ["backend", "h5"]))
    elif kind == "https_basic":
        cred = pwq
        s = "https://%s:%s@git.%s/%s/%s.git" % (u, pwq, d, _pick(rng, ["ops", "shop", "team"]), _pick(rng, ["backend", "site", "pos"]))
    elif kind == "cloudinary":
        cred = _rand(rng, 27, B64URL)
        s = "cloudinary://%d:%s@%s" % (rng.randint(10 ** 14, 10 ** 15 - 1), cred, _pick(rng, ["xuanpin", "shopee-cn", "dxk2m9"]))
    else:
        raise KeyError(kind)
    return s, {"cred": cred, "kind": kind}


GENERATORS = {
    "otp": gen_otp, "pin": gen_pin, "door": gen_door, "pw": gen_pw, "login": gen_login, "sa": gen_sa,
    "saz": gen_saz, "wifi": gen_wifi, "card": gen_card, "totp": gen_totp, "rc": gen_rc, "wk": gen_wk,
    "mn": gen_mn, "mz": gen_mz, "ak": gen_ak, "jwt": gen_jwt, "pk": gen_pk, "envv": gen_envv, "cs": gen_cs,
    "url": gen_url,
}

# which generator families a kind may use
KIND_FAMILIES = {
    "otp": {"otp"}, "pin": {"pin"}, "door_code": {"door"}, "password_nl": {"pw"}, "login_pair": {"login"},
    "security_answer": {"sa", "saz"}, "wifi_password": {"wifi"}, "card_number": {"card"},
    "totp_secret": {"totp"}, "recovery_codes": {"rc"}, "crypto_wallet_key": {"wk"},
    "mnemonic_bip39_en": {"mn"}, "mnemonic_zh": {"mz"}, "api_key": {"ak"}, "jwt": {"jwt"},
    "private_key": {"pk"}, "env_file": {"envv"}, "connection_string": {"cs"}, "url_credentials": {"url"},
}
