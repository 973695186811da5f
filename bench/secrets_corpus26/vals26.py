"""vals26: secret value generators.

Each generator returns a dict:
  span  - the exact secret substring as it will stand in the text (the gold span)
  comp  - companions (user, ssid, exp, cvv, q, id, addr, ...) for template slots
  rec   - what the generator made (digits, words, bytes, password, ...) for the checks
  check - the name of the structural check
Layout renderers for seed phrases, recovery codes and keys live here too, each with
its reader so that a check can read the value back from the span.
"""
import base64
import json
import re
import string

import struct26 as S
from cryptography.hazmat.primitives.asymmetric import ec, x25519

A_UP = string.ascii_uppercase
A_LO = string.ascii_lowercase
DIG = string.digits
ALNUM = A_UP + A_LO + DIG
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


class GenError(Exception):
    pass

# ---------------------------------------------------------------------------
# digits (OTP, PIN)
# ---------------------------------------------------------------------------

EN_D = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ZH_D = "零一二三四五六七八九"
ZH_CAP = "零壹贰叁肆伍陆柒捌玖"
FW = {c: chr(0xFF10 + int(c)) for c in DIG}


def digits(rng, n, first_nonzero=False):
    while True:
        d = rs(rng, DIG, n)
        if first_nonzero and d[0] == "0":
            continue
        if len(set(d)) == 1 or d in "0123456789" or d in "9876543210":
            continue
        return d


def halves(d, sep):
    if len(d) <= 4:
        return d
    h = len(d) // 2 if len(d) != 5 else 2
    return d[:h] + sep + d[h:]


def en_words(rng, d, cap=False, sep=" ", dbl=True):
    out = []
    i = 0
    while i < len(d):
        c = d[i]
        if dbl and i + 1 < len(d) and d[i + 1] == c and rng.random() < 0.7:
            w = "double " + (EN_D[int(c)] if c != "0" else rng.choice(["oh", "zero"]))
            i += 2
        else:
            w = EN_D[int(c)] if c != "0" else rng.choice(["oh", "zero"])
            i += 1
        out.append(w)
    if cap:
        out = [w[0].upper() + w[1:] for w in out]
    return sep.join(out)


def zh_digits(rng, d, yao=False, cap=False, sep=""):
    tab = ZH_CAP if cap else ZH_D
    out = []
    for c in d:
        if c == "1" and yao:
            out.append("幺")
        else:
            out.append(tab[int(c)])
    return sep.join(out)


def render_digits(rng, d, style):
    if style == "plain":
        return d
    if style == "sp":
        return halves(d, " ")
    if style == "dash":
        return halves(d, "-")
    if style == "spaced":
        return " ".join(d)
    if style == "pairs":
        return " ".join(d[i:i + 2] for i in range(0, len(d), 2))
    if style == "mdot":
        return halves(d, "·")
    if style == "words":
        return en_words(rng, d)
    if style == "wordsnd":
        return en_words(rng, d, dbl=False)
    if style == "wordsdash":
        return en_words(rng, d, dbl=False, sep="-")
    if style == "wordscomma":
        return en_words(rng, d, dbl=False, sep=", ")
    if style == "wordsdot":
        return en_words(rng, d, cap=True, sep=". ", dbl=False)
    if style == "zh":
        return zh_digits(rng, d)
    if style == "zhyao":
        return zh_digits(rng, d, yao=True)
    if style == "zhsep":
        return zh_digits(rng, d, yao=rng.random() < 0.5, sep=rng.choice(["、", "，", " "]))
    if style == "zhcap":
        return zh_digits(rng, d, cap=True)
    if style == "fw":
        return "".join(FW[c] for c in d)
    if style == "hash":
        return d + "#"
    if style == "star":
        return "*" + d + "#"
    raise GenError("digit style " + style)


WORD2D = {w: str(i) for i, w in enumerate(EN_D)}
WORD2D.update({"oh": "0", "o": "0", "nought": "0", "nil": "0"})


def decode_digits(span):
    """Digits spoken or written in a span -> '0123...'; '' if it cannot be read."""
    t = span
    for c, f in FW.items():
        t = t.replace(f, c)
    for i, c in enumerate(ZH_D):
        t = t.replace(c, str(i))
    for i, c in enumerate(ZH_CAP):
        t = t.replace(c, str(i))
    t = t.replace("幺", "1").replace("两", "2").replace("〇", "0")
    toks = re.findall(r"[A-Za-z]+|\d", t)
    out = []
    mult = 1
    for tok in toks:
        low = tok.lower()
        if low == "double":
            mult = 2
            continue
        if low == "triple":
            mult = 3
            continue
        if tok.isdigit():
            out.append(tok * mult)
        elif low in WORD2D:
            out.append(WORD2D[low] * mult)
        elif low in ("then", "and"):
            continue
        else:
            return ""
        mult = 1
    return "".join(out)


def g_otp(rng, ctx, n="6", style="plain"):
    n = int(n)
    d = digits(rng, n, first_nonzero=style.startswith("words") or style.startswith("zh"))
    span = render_digits(rng, d, style)
    mins = rng.choice([2, 3, 5, 5, 10, 10, 15])
    return dict(span=span, comp={"mins": str(mins), "again": span, "digits": d}, rec={"digits": d}, check="digits_otp")


def g_pin(rng, ctx, n="4", style="plain"):
    n = int(n)
    while True:
        d = digits(rng, n, first_nonzero=style.startswith("words") or style.startswith("zh"))
        if not (n == 4 and (d.startswith("19") or d.startswith("20"))):
            break
    span = render_digits(rng, d, style)
    return dict(span=span, comp={"digits": d}, rec={"digits": d}, check="digits_pin")

# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------

PW_WORDS = ["puffin", "harbour", "kelp", "lantern", "fjord", "basalt", "glacier", "mango", "cedar", "tamarind",
            "heron", "copper", "saffron", "anchor", "ember", "tide", "lagoon", "cobalt", "juniper", "marlin",
            "orchid", "pumice", "quartz", "raven", "salmon", "thistle", "umber", "walrus", "yarrow", "zephyr",
            "barley", "cinder", "dune", "falcon", "gannet", "hazel", "ibis", "jasmine", "kiwi", "lotus",
            "mistral", "nutmeg", "osprey", "pepper", "reef", "sorrel", "tundra", "violet", "willow", "baobab"]
PW_SYM = "!#$%&*@?+=_."
PINYIN_NAMES = ["wangli", "zhangwei", "liuyang", "chenjing", "lixia", "zhaolei", "sunmei", "huangbo",
                "zhouhui", "wujun", "xuming", "maling", "heqin", "guofang", "linfeng", "tanglei"]
KB_WALKS = ["1qaz@WSX", "1qaz2wsx#EDC", "zaq1@WSX", "!QAZ2wsx", "qwe123!@#", "asdf;lkj9", "Qwerty!2345",
            "1q2w3e4r%T", "zxcvbnm,./7", "qazWSX!@#4", "7ujm&UJM", "5tgb^YHN"]
IS_WORDS = ["Þórsmörk", "Jökull", "Hekla", "Lundi", "Fjörður", "Eldgos", "Álfur", "Sólskin"]


def _cap(w):
    return w[0].upper() + w[1:]


def make_password(rng, shape):
    if shape == "any":
        shape = rng.choice(["wsd", "camel", "dashp", "dotp", "leet", "rand", "wordnum", "kb"])
    if shape == "wsd":
        return _cap(rng.choice(PW_WORDS)) + rng.choice("!#$%&*@?") + rs(rng, DIG, rng.choice([2, 3, 4]))
    if shape == "camel":
        ws = rng.sample(PW_WORDS, rng.choice([2, 3]))
        return "".join(_cap(w) for w in ws) + rs(rng, DIG, rng.choice([1, 2]))
    if shape == "dashp":
        ws = rng.sample(PW_WORDS, 3)
        ws.insert(rng.randrange(4), rs(rng, DIG, 2))
        return "-".join(ws)
    if shape == "dotp":
        ws = rng.sample(PW_WORDS, 3)
        return ".".join(ws) + "." + rs(rng, DIG, 1)
    if shape == "spacep":
        ws = rng.sample(PW_WORDS, 2)
        num = rng.choice(["three", "seven", "nine", "eleven", "forty"])
        return "%s %s %ss %s" % (num, ws[0], ws[1], rng.choice(["at dawn", "on the roof", "in june", "before tea"]))
    if shape == "leet":
        w = rng.choice(PW_WORDS)
        tr = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
        w = "".join(tr.get(c, c) if rng.random() < 0.7 else c for c in w)
        w2 = rng.choice(PW_WORDS)
        return _cap(w) + rng.choice("&!#") + _cap("".join(tr.get(c, c) for c in w2))
    if shape == "rand":
        while True:
            p = rs(rng, ALNUM + "!#%&*+?@", rng.randint(12, 16))
            if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p):
                return p
    if shape == "alnum":
        while True:
            p = rs(rng, ALNUM, rng.randint(10, 14))
            if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p):
                return p
    if shape == "wordnum":
        return rng.choice(PW_WORDS) + rs(rng, DIG, 4)
    if shape == "pinyin":
        n = rng.choice(PINYIN_NAMES)
        if rng.random() < 0.5:
            n = _cap(n)
        return n + rng.choice(["@", ".", "_", "#", ""]) + rng.choice(["19", "20"]) + rs(rng, DIG, 2) + rng.choice(["", "!", rs(rng, DIG, 2)])
    if shape == "kb":
        return rng.choice(KB_WALKS) + rng.choice(["", "!", "#", "@", "."]) + rs(rng, DIG, rng.choice([2, 3]))
    if shape == "icelandic":
        return rng.choice(IS_WORDS) + rng.choice("#!&") + rs(rng, DIG, 4)
    if shape == "simple":
        return rng.choice(PW_WORDS) + rs(rng, DIG, rng.choice([2, 3]))
    raise GenError("password shape " + shape)


NATO = {c: w for c, w in zip(A_LO, ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
                                      "juliett", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo",
                                      "sierra", "tango", "uniform", "victor", "whiskey", "x-ray", "yankee", "zulu"])}
SYM_EN = {"!": "exclamation mark", "#": "hash", "$": "dollar sign", "%": "percent", "&": "ampersand", "*": "asterisk",
          "@": "at sign", "?": "question mark", "+": "plus", "=": "equals", "_": "underscore", ".": "dot", "-": "dash",
          "^": "caret", ",": "comma", "/": "slash", ";": "semicolon"}
SYM_ZH = {"!": "感叹号", "#": "井号", "$": "美元符号", "%": "百分号", "&": "and符号", "*": "星号", "@": "艾特",
          "?": "问号", "+": "加号", "=": "等号", "_": "下划线", ".": "点", "-": "横杠", "^": "尖号"}


def spell(rng, pw, mode):
    parts = []
    for c in pw:
        if mode == "nato":
            if c.isupper():
                parts.append(rng.choice(["capital ", "upper case "]) + NATO[c.lower()])
            elif c.islower():
                parts.append(NATO[c])
            elif c.isdigit():
                parts.append(EN_D[int(c)])
            else:
                parts.append(SYM_EN[c])
        elif mode == "letters":
            if c.isupper():
                parts.append("capital " + c)
            elif c.islower() or c.isdigit():
                parts.append(c)
            else:
                parts.append(SYM_EN[c])
        elif mode == "zh":
            if c.isupper():
                parts.append("大写" + c)
            elif c.islower():
                parts.append("小写" + c)
            elif c.isdigit():
                parts.append("数字" + c)
            else:
                parts.append(SYM_ZH[c])
        else:
            raise GenError(mode)
    if mode == "zh":
        return "、".join(parts)
    return ", ".join(parts)


def unspell(span):
    """Re-assemble a spelled password (NATO, letters, Chinese)."""
    if "大写" in span or "小写" in span or "数字" in span:
        rev = {v: k for k, v in SYM_ZH.items()}
        out = []
        for p in span.split("、"):
            p = p.strip()
            if p.startswith("大写"):
                out.append(p[2:].upper())
            elif p.startswith("小写"):
                out.append(p[2:].lower())
            elif p.startswith("数字"):
                out.append(p[2:])
            elif p in rev:
                out.append(rev[p])
            else:
                return None
        return "".join(out)
    rev_nato = {v: k for k, v in NATO.items()}
    rev_sym = {v: k for k, v in SYM_EN.items()}
    out = []
    for p in span.split(", "):
        p = p.strip()
        up = False
        for pre in ("capital ", "upper case "):
            if p.startswith(pre):
                up, p = True, p[len(pre):]
        if p in rev_nato:
            ch = rev_nato[p]
        elif p in rev_sym:
            ch = rev_sym[p]
        elif p in EN_D:
            ch = str(EN_D.index(p))
        elif len(p) == 1:
            ch = p
        else:
            return None
        out.append(ch.upper() if up else ch)
    return "".join(out)


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s)


def halfwidth(s):
    return "".join(chr(ord(c) - 0xFEE0) if "\uff01" <= c <= "\uff5e" else c for c in s)


def g_pw(rng, ctx, shape="any", render="plain"):
    pw = make_password(rng, shape)
    if render in ("nato", "letters", "zh"):
        pw = re.sub(r"[^A-Za-z0-9!#$%&*@?+=_.-]", "", pw)
        span = spell(rng, pw, render)
    elif render == "fw":
        span = fullwidth(pw)
    else:
        span = pw
    return dict(span=span, comp={"pw": pw}, rec={"password": pw, "render": render}, check="password")


USER_EN = ["einar.h", "frontdesk", "ama.owusu", "wanjiru_k", "rui.matos", "ketut.s", "admin", "reception", "office",
           "tindur", "kiosk01", "gm", "bookings", "sigrun", "tendai.m", "ploy.s", "karma.d", "jovana", "workshop",
           "studio", "captain", "hatchery", "dive.ops", "pos1", "manager"]
USER_ZH = ["admin", "chaguan01", "qiantai", "zhangli", "jiaxiao_kf", "wangmin", "caiwu", "dianzhang", "huadian2023",
           "liuxin88", "kefu01", "yanglao_admin", "zhongyi", "shouyin", "13800001111"]


def g_login(rng, ctx, shape="any", utype="en", render="plain"):
    v = g_pw(rng, ctx, shape, render)
    if utype == "en":
        u = rng.choice(USER_EN)
    elif utype == "zh":
        u = rng.choice(USER_ZH)
    elif utype == "email":
        u = rng.choice(["ingrid", "kwame.a", "rui", "dewi.p", "minjun", "karim.h", "amra", "sione"]) + "@" + rng.choice(
            ["gmail.com", "outlook.com", "yahoo.com", "icloud.com", "mail.com", "gmx.net"])
    elif utype == "phone":
        u = "1" + rng.choice(["38", "39", "58", "86", "77", "35"]) + rs(rng, DIG, 8)
    else:
        u = utype
    v["comp"]["user"] = u
    return v

# ---------------------------------------------------------------------------
# security answers
# ---------------------------------------------------------------------------

# qtype: (q long en, q short en, q long zh, q short zh, [answers en], [(answer zh, pinyin)])
SA = {
    "boat": ("What was the name of your first boat?", "first boat", "您的第一条船叫什么名字？", "第一条船",
             ["Sæbjörg", "Kittiwake", "Blue Heron", "Marisol", "Lena B", "Kofi's Pride"], [("海燕号", "haiyanhao"), ("渔丰三号", "yufengsanhao"), ("红星二号", "hongxingerhao")]),
    "concert": ("What was the first concert you went to?", "first concert", "您看的第一场演唱会是？", "第一场演唱会",
                ["Sigur Ros 2008", "a-ha at Spektrum", "Coldplay Lisbon", "Sauti Sol Nairobi"], [("张学友九七年", "zhangxueyou97"), ("五月天北京站", "wuyuetianbeijing"), ("刀郎西安", "daolangxian")]),
    "nickname": ("What was your childhood nickname?", "childhood nickname", "您小时候的外号是？", "小时候的外号",
                 ["Bumpy", "Kiki", "Toto", "Pipoca", "Moose", "Nana Yaw"], [("小胖", "xiaopang"), ("二丫", "erya"), ("豆豆", "doudou"), ("石头", "shitou")]),
    "village": ("In which village did your grandmother live?", "grandmother's village", "您外婆住在哪个村？", "外婆的村子",
                ["Gjogv", "Vik", "Sintra", "Nyeri", "Ubud", "Paro"], [("柳树湾", "liushuwan"), ("李家庄", "lijiazhuang"), ("石门村", "shimencun")]),
    "teacher": ("What was the name of your favourite teacher?", "favourite teacher", "您最喜欢的老师叫什么？", "最喜欢的老师",
                ["Mrs Halvorsen", "Mr Okonkwo", "Senhora Pires", "Ms Karanja"], [("王秀兰", "wangxiulan"), ("周丽华", "zhoulihua"), ("陈建国", "chenjianguo")]),
    "phone": ("What was the model of your first mobile phone?", "first phone", "您的第一部手机是什么型号？", "第一部手机",
              ["Nokia 3310", "Motorola Razr", "Sony Ericsson K750i", "Nokia 6600"], [("诺基亚5230", "nuojiya5230"), ("小灵通", "xiaolingtong"), ("步步高i6", "bubugaoi6")]),
    "bestman": ("Who was the best man at your wedding?", "best man", "您婚礼上的伴郎是谁？", "伴郎",
                ["Einar", "Kwame", "Jorge Matos", "Dae-ho"], [("刘强", "liuqiang"), ("阿杰", "ajie"), ("张伟", "zhangwei")]),
    "team": ("What is your favourite football team?", "favourite team", "您最喜欢的球队是？", "喜欢的球队",
             ["Benfica", "KR Reykjavik", "Gor Mahia", "Asante Kotoko", "Rosenborg"], [("广州队", "guangzhoudui"), ("国安", "guoan"), ("泰山队", "taishandui")]),
    "book": ("What was your favourite book as a child?", "childhood book", "您小时候最喜欢的书是？", "小时候最喜欢的书",
             ["Moomin", "The Hobbit", "Matilda", "Emil"], [("西游记", "xiyouji"), ("三毛流浪记", "sanmaoliulangji"), ("十万个为什么", "shiwangeweishenme")]),
    "dreamjob": ("What did you want to be when you grew up?", "dream job", "您小时候的梦想是什么职业？", "小时候的梦想",
                 ["lighthouse keeper", "astronaut", "bus driver", "ferry captain"], [("宇航员", "yuhangyuan"), ("科学家", "kexuejia"), ("开挖掘机", "kaiwajueji")]),
    "street": ("What street did you grow up on?", "childhood street", "您小时候住在哪条街？", "小时候住的街",
               ["Laugavegur", "Rua das Flores", "Moi Avenue", "Soi Ari"], [("解放路", "jiefanglu"), ("人民街", "renminjie"), ("和平里", "hepingli")]),
    "mumplace": ("Where was your mother born?", "mother's birthplace", "您母亲的出生地是？", "母亲出生地",
                 ["Isafjordur", "Ponta Delgada", "Kumasi", "Mombasa", "Chiang Rai"], [("衡阳", "hengyang"), ("绵阳", "mianyang"), ("景德镇", "jingdezhen"), ("开封", "kaifeng")]),
    "pet": ("What was the name of your first pet?", "first pet", "您的第一只宠物叫什么？", "第一只宠物",
            ["Snudur", "Biscuit", "Mango", "Kofi", "Bobo"], [("旺财", "wangcai"), ("咪咪", "mimi"), ("小黑", "xiaohei")]),
    "dadbday": ("What is your father's date of birth?", "father's birthday", "您父亲的生日是？", "父亲生日",
                ["14/03/1956", "2 May 1961", "1958-11-23"], [("1956年3月14日", "19560314"), ("1961年5月2日", "19610502")]),
    "proposal": ("Where did you propose?", "proposal place", "您在哪里求婚的？", "求婚地点",
                 ["Jokulsarlon", "Cabo da Roca", "Lake Naivasha", "Kuta beach"], [("西湖断桥", "xihuduanqiao"), ("鼓浪屿", "gulangyu"), ("洱海边", "erhaibian")]),
    "firstjobboss": ("What was the surname of your first boss?", "first boss", "您第一个老板姓什么？", "第一个老板",
                     ["Gudmundsson", "Mensah", "Ferreira", "Wongsakul"], [("姓马", "xingma"), ("黄老板", "huanglaoban"), ("姓欧阳", "xingouyang")]),
}


def g_sa(rng, ctx, qtype="any", form="en"):
    if qtype == "any":
        qtype = rng.choice(sorted(SA))
    ql, qs, qz, qzs, en, zh = SA[qtype]
    if form == "any":
        form = rng.choice(["en", "zh", "py"])
    if form == "en":
        ans = rng.choice(en)
        if rng.random() < 0.15:
            ans = ans.lower()
    elif form == "zh":
        ans = rng.choice(zh)[0]
    elif form == "py":
        ans = rng.choice(zh)[1]
    else:
        raise GenError("sa form " + form)
    return dict(span=ans, comp={"q": ql, "qs": qs, "qz": qz, "qzs": qzs}, rec={"answer": ans}, check="answer")

# ---------------------------------------------------------------------------
# Wi-Fi
# ---------------------------------------------------------------------------

SSIDS_EN = ["PuffinHostel_Guest", "DiveShack-5G", "Hatchery-Office", "MAKERSPACE", "Orchestra_Tour_Bus", "EscapeRoom-Staff",
            "CiderMill_2.4", "GroomingSalon", "Sintra-House", "Nyali Flat 3B", "Vipps-free-not", "BeeBarn",
            "TP-Link_7C2A", "Vodafone-A81F", "SurfHostel-Dorm", "LetterpressShop", "TeaHouse_Thimphu", "BoatYard-AP"]
SSIDS_ZH = ["ChinaNet-8kQe", "茶馆-5G", "CMCC-x7Hk", "驾校办公室", "剧本杀-玩家", "中医馆_WiFi", "花店-Guest", "TP-LINK_5F3A",
            "HUAWEI-9D2C", "养老院护士站", "自习室-A区", "ChinaUnicom-3u2P", "MERCURY_A1B2", "修车铺"]


def g_wifi(rng, ctx, shape="any", ssid="en"):
    if shape == "any":
        shape = rng.choice(["phrase", "wsd", "alnum", "digits", "pinyin"])
    if shape == "phrase":
        pw = "-".join(rng.sample(PW_WORDS, 2)) + "-" + rs(rng, DIG, 2)
    elif shape == "wsd":
        pw = make_password(rng, "wsd")
    elif shape == "alnum":
        pw = rs(rng, ALNUM, rng.randint(12, 20))
    elif shape == "digits":
        pw = "1" + rng.choice(["38", "39", "58", "86", "77", "35", "88"]) + rs(rng, DIG, 8)
    elif shape == "pinyin":
        pw = rng.choice(["chaguan", "huadian", "jiaxiao", "xiuche", "zhongyi", "laojia", "haoyun"]) + rs(rng, DIG, 4)
    elif shape == "psk64":
        pw = rs(rng, HEX, 64)
    elif shape == "spaces":
        pw = make_password(rng, "spacep")
    else:
        raise GenError("wifi shape " + shape)
    if not (8 <= len(pw) <= 64):
        return g_wifi(rng, ctx, shape, ssid)
    s = rng.choice(SSIDS_EN if ssid == "en" else SSIDS_ZH)
    return dict(span=pw, comp={"ssid": s}, rec={"password": pw}, check="wifi")

# ---------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------

def make_card(rng, brand):
    table = {
        "visa": (["4"], 16), "mc": (["51", "52", "53", "54", "55", "2221", "2299", "2305", "2680", "2720"], 16),
        "amex": (["34", "37"], 15), "discover": (["6011", "65", "644"], 16), "jcb": (["3528", "3541", "3589"], 16),
        "up16": (["62"], 16), "up19": (["62"], 19), "diners": (["36", "300", "305"], 14), "rupay": (["6521", "6522"], 16),
    }
    pfxs, ln = table[brand]
    while True:
        p = rng.choice(pfxs)
        body = p + rs(rng, DIG, ln - len(p) - 1)
        num = S.luhn_complete(body)
        if num not in S.TEST_CARDS and S.card_brand(num) and len(set(num[6:])) > 3:
            return num


def group_card(num, sep=" "):
    if len(num) == 15:
        parts = [num[:4], num[4:10], num[10:]]
    elif len(num) == 14:
        parts = [num[:4], num[4:10], num[10:]]
    else:
        parts = [num[i:i + 4] for i in range(0, len(num), 4)]
    return sep.join(parts)


def g_card(rng, ctx, brand="any", fmt="g4"):
    if brand == "any":
        brand = rng.choice(["visa", "visa", "mc", "mc", "amex", "discover", "jcb", "up16", "diners"])
    num = make_card(rng, brand)
    if fmt == "g4":
        span = group_card(num)
    elif fmt == "dash":
        span = group_card(num, "-")
    elif fmt == "plain":
        span = num
    elif fmt == "fw":
        span = fullwidth(group_card(num))
    else:
        raise GenError("card fmt " + fmt)
    exp = "%02d/%02d" % (rng.randint(1, 12), rng.randint(27, 31))
    cvv = rs(rng, DIG, 4 if len(num) == 15 else 3)
    return dict(span=span, comp={"exp": exp, "cvv": cvv, "last4": num[-4:], "brand": brand}, rec={"number": num}, check="card")

# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------

ISSUERS = ["Islandsbanki", "Vipps", "Millennium", "Equity Bank", "M-PESA", "Hakrinbank", "BCEL One", "Kasikorn", "Xendit",
           "Toss", "Hugging Face", "GitLab", "Airtable", "Notion", "Postman", "Atlassian", "Contentful", "Netlify",
           "Buildkite", "PlanetScale", "Zitadel", "Authentik", "Logto", "Trezor Suite", "Backpack", "Unisat"]


def g_totp(rng, ctx, nbytes="20", fmt="plain", issuer=None, acct=None):
    nb = int(nbytes)
    raw = rng.randbytes(nb)
    b = S.b32(raw)
    iss = issuer or rng.choice(ISSUERS)
    ac = acct or rng.choice(["ingrid@fjordmail.is", "ops@tindur.fo", "kwame.a", "rui.matos", "dewi@studio.id",
                             "minjun.park", "hatchery-admin", "treasurer", "liwei", "chen.jing@qq.com"])
    if fmt == "plain":
        span = b
    elif fmt == "lower":
        span = b.lower()
    elif fmt == "g4":
        span = " ".join(b[i:i + 4] for i in range(0, len(b), 4))
    elif fmt == "g4l":
        span = " ".join(b[i:i + 4] for i in range(0, len(b), 4)).lower()
    elif fmt == "dash4":
        span = "-".join(b[i:i + 4] for i in range(0, len(b), 4))
    elif fmt == "g8":
        span = " ".join(b[i:i + 8] for i in range(0, len(b), 8))
    elif fmt == "wrap":
        gs = [b[i:i + 4] for i in range(0, len(b), 4)]
        h = (len(gs) + 1) // 2
        span = " ".join(gs[:h]) + "\n" + " ".join(gs[h:])
    elif fmt == "pad":
        span = base64.b32encode(raw).decode()
    elif fmt == "uri":
        from urllib.parse import quote
        span = "otpauth://totp/%s:%s?secret=%s&issuer=%s" % (quote(iss), quote(ac, safe="@"), b, quote(iss))
    elif fmt == "uri256":
        from urllib.parse import quote
        span = "otpauth://totp/%s?secret=%s&issuer=%s&algorithm=SHA256&digits=8&period=30" % (quote(iss + ":" + ac, safe="@:"), b, quote(iss))
    elif fmt == "hex":
        span = raw.hex()
    else:
        raise GenError("totp fmt " + fmt)
    return dict(span=span, comp={"issuer": iss, "acct": ac}, rec={"bytes": raw.hex(), "fmt": fmt}, check="totp")


def totp_read(span):
    """Seed bytes from a span: otpauth URI, hex or base32 in any grouping."""
    s = span.strip()
    m = re.search(r"[?&]secret=([A-Za-z2-7=]+)", s)
    if s.startswith("otpauth://"):
        if not m:
            return None
        return S.b32decode_loose(m.group(1))
    if re.fullmatch(r"[0-9a-f]{20,64}", s) and len(s) in (20, 32, 40, 64):
        return bytes.fromhex(s)
    t = re.sub(r"[\s\-]", "", s)
    if not re.fullmatch(r"[A-Za-z2-7]+=*", t):
        return None
    return S.b32decode_loose(t)

# ---------------------------------------------------------------------------
# recovery codes
# ---------------------------------------------------------------------------

SAFE_UP = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
RC_SHAPES = {
    "gh": (lambda r: rs(r, HEX, 5) + "-" + rs(r, HEX, 5), r"[0-9a-f]{5}-[0-9a-f]{5}"),
    "d8": (lambda r: rs(r, DIG, 8), r"\d{8}"),
    "d4d4": (lambda r: rs(r, DIG, 4) + " " + rs(r, DIG, 4), r"\d{4} \d{4}"),
    "u4x3": (lambda r: "-".join(rs(r, SAFE_UP, 4) for _ in range(3)), r"[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}"),
    "u4x2": (lambda r: "-".join(rs(r, SAFE_UP, 4) for _ in range(2)), r"[A-Z0-9]{4}-[A-Z0-9]{4}"),
    "hex10": (lambda r: rs(r, HEX, 10), r"[0-9a-f]{10}"),
    "hex16": (lambda r: rs(r, HEX, 16), r"[0-9a-f]{16}"),
    "l8": (lambda r: rs(r, A_LO + DIG, 8), r"[a-z0-9]{8}"),
    "u10": (lambda r: rs(r, SAFE_UP, 10), r"[A-Z0-9]{10}"),
    "l4x4": (lambda r: "-".join(rs(r, A_LO, 4) for _ in range(4)), r"[a-z]{4}-[a-z]{4}-[a-z]{4}-[a-z]{4}"),
    "d5d5": (lambda r: rs(r, DIG, 5) + "-" + rs(r, DIG, 5), r"\d{5}-\d{5}"),
    "ms25": (lambda r: "-".join(rs(r, SAFE_UP, 5) for _ in range(5)), r"[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4}"),
    "b32x4": (lambda r: " ".join(rs(r, "abcdefghijklmnopqrstuvwxyz234567", 4) for _ in range(4)), r"[a-z2-7]{4} [a-z2-7]{4} [a-z2-7]{4} [a-z2-7]{4}"),
    "d10": (lambda r: rs(r, DIG, 10), r"\d{10}"),
    "l4l4": (lambda r: rs(r, A_LO + DIG, 4) + "-" + rs(r, A_LO + DIG, 4), r"[a-z0-9]{4}-[a-z0-9]{4}"),
}
CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳"


def _rc_layout(rng, codes, layout):
    n = len(codes)
    if layout == "lines":
        return "\n".join(codes)
    if layout == "numdot":
        return "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "numparen":
        return "\n".join("%d) %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "hashnum":
        return "\n".join("#%02d  %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "dash":
        return "\n".join("- " + c for c in codes)
    if layout == "star":
        return "\n".join("* " + c for c in codes)
    if layout == "arrow":
        return "\n".join("→ " + c for c in codes)
    if layout == "comma":
        return ", ".join(codes)
    if layout == "semi":
        return "; ".join(codes)
    if layout == "space":
        return "  ".join(codes)
    if layout == "slash":
        return " / ".join(codes)
    if layout == "pipe":
        rows = [codes[i:i + 3] for i in range(0, n, 3)]
        return "\n".join("| " + " | ".join(r) + " |" for r in rows)
    if layout == "twocol":
        rows = [codes[i:i + 2] for i in range(0, n, 2)]
        return "\n".join("    ".join(r) for r in rows)
    if layout == "tabnum":
        return "\n".join("%02d\t%s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "yaml":
        return "\n".join("- " + c for c in codes)
    if layout == "yamlq":
        return "\n".join('- "%s"' % c for c in codes)
    if layout == "toml":
        return "[" + ", ".join('"%s"' % c for c in codes) + "]"
    if layout == "json":
        return json.dumps(codes)
    if layout == "jsonpretty":
        return "[\n" + ",\n".join('  "%s"' % c for c in codes) + "\n]"
    if layout == "zhnum":
        return "\n".join("%d、%s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "zhdi":
        return "\n".join("第%d个：%s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "zhcomma":
        return "，".join(codes)
    if layout == "zhdun":
        return "、".join(codes)
    if layout == "circled":
        return "\n".join(CIRCLED[i] + " " + c for i, c in enumerate(codes))
    if layout == "circledinline":
        return " ".join(CIRCLED[i] + c for i, c in enumerate(codes))
    if layout == "checkbox":
        used = rng.randint(1, 3)
        return "\n".join(("[x] %s (used)" if i < used else "[ ] %s") % c for i, c in enumerate(codes))
    if layout == "checkboxzh":
        used = rng.randint(1, 3)
        return "\n".join(("☑ %s 已用" if i < used else "☐ %s") % c for i, c in enumerate(codes))
    if layout == "strike":
        used = rng.randint(1, 2)
        return "\n".join(("~~%s~~" if i < used else "%s") % c for i, c in enumerate(codes))
    if layout == "ofn":
        return "\n".join("Code %d of %d: %s" % (i + 1, n, c) for i, c in enumerate(codes))
    if layout == "bracket":
        return " ".join("[%s]" % c for c in codes)
    if layout == "bashrr":
        return "(" + " ".join('"%s"' % c for c in codes) + ")"
    if layout == "lua":
        return "{ " + ", ".join('"%s"' % c for c in codes) + " }"
    if layout == "sql":
        return ",\n".join("  ('%s')" % c for c in codes)
    if layout == "single":
        return codes[0]
    raise GenError("rc layout " + layout)


def g_rc(rng, ctx, shape="gh", layout="lines", n="10"):
    n = 1 if layout == "single" else int(n)
    gen, pat = RC_SHAPES[shape]
    codes = []
    while len(codes) < n:
        c = gen(rng)
        if c not in codes:
            codes.append(c)
    span = _rc_layout(rng, codes, layout)
    return dict(span=span, comp={"n": str(n), "first": codes[0]}, rec={"codes": codes, "shape": shape}, check="recovery")


def rc_read(span, shape):
    pat = RC_SHAPES[shape][1]
    return re.findall(r"(?<![A-Za-z0-9])" + pat + r"(?![A-Za-z0-9])", span)

# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------

WIF_VERSIONS = {"wif": (0x80, True), "wifu": (0x80, False), "wiftest": (0xEF, True), "ltc": (0xB0, True),
                "doge": (0x9E, True), "dash": (0xCC, True)}
ADDR_VERSIONS = {0x80: 0x00, 0xEF: 0x6F, 0xB0: 0x30, 0x9E: 0x1E, 0xCC: 0x4C}


def g_wk(rng, ctx, typ="wif"):
    if typ in WIF_VERSIONS:
        ver, comp = WIF_VERSIONS[typ]
        d = S.rand_scalar(rng)
        span = S.wif_encode(d, ver, comp)
        addr = S.p2pkh(S.secp_pub(d, comp), ADDR_VERSIONS[ver])
        if typ == "wif" and rng.random() < 0.5:
            addr = S.segwit_addr("bc", 0, S.hash160(S.secp_pub(d)))
        rec = {"type": typ, "d": d}
    elif typ in ("hex", "hex0x"):
        d = S.rand_scalar(rng)
        h = d.to_bytes(32, "big").hex()
        span = ("0x" + h) if typ == "hex0x" else h
        addr = S.eth_address(d)
        rec = {"type": typ, "d": d}
    elif typ in ("xprv", "yprv", "zprv", "tprv"):
        span, pub, d = S.xprv_from(rng, typ)
        addr = pub
        rec = {"type": typ, "d": d}
    elif typ in ("sol", "solarr"):
        seed = rng.randbytes(32)
        sk, addr, arr = S.solana_keypair(seed)
        span = sk if typ == "sol" else "[" + ",".join(str(x) for x in arr) + "]"
        rec = {"type": typ, "seed": seed.hex()}
    elif typ == "nsec":
        d = S.rand_scalar(rng)
        span, addr = S.nostr_keys(d)
        rec = {"type": typ, "d": d}
    elif typ == "sui":
        seed = rng.randbytes(32)
        span, addr = S.sui_keys(seed)
        rec = {"type": typ, "seed": seed.hex()}
    else:
        raise GenError("wallet type " + typ)
    return dict(span=span, comp={"addr": addr}, rec=rec, check="wallet")


def wallet_read(span):
    """Identify and validate a wallet private key from the span alone -> type or None."""
    s = span.strip()
    try:
        if re.fullmatch(r"[5KLc9TQ6X][1-9A-HJ-NP-Za-km-z]{50,51}", s):
            ver, d, comp = S.wif_decode(s)
            if ver in ADDR_VERSIONS:
                return "wif", d
        if re.fullmatch(r"(0x)?[0-9a-fA-F]{64}", s):
            d = int(s[-64:], 16)
            if 1 <= d < S.SECP_N:
                return "hex", d
        if s[:4] in ("xprv", "yprv", "zprv", "tprv"):
            name, key = S.xkey_decode(s)
            return name, int.from_bytes(key[1:], "big")
        if s.startswith("nsec1"):
            hrp, b = S.bech32_to_bytes(s)
            if len(b) == 32:
                return "nsec", int.from_bytes(b, "big")
        if s.startswith("suiprivkey1"):
            hrp, b = S.bech32_to_bytes(s)
            if len(b) == 33 and b[0] == 0:
                return "sui", b[1:].hex()
        if s.startswith("["):
            arr = json.loads(s)
            if len(arr) == 64 and S.solana_check(bytes(arr)):
                return "solarr", bytes(arr[:32]).hex()
        if re.fullmatch(r"[1-9A-HJ-NP-Za-km-z]{85,90}", s):
            raw = S.b58decode(s)
            if S.solana_check(raw):
                return "sol", raw[:32].hex()
    except Exception:
        return None
    return None

# ---------------------------------------------------------------------------
# BIP39 seed phrases: layouts and readers
# ---------------------------------------------------------------------------

ORD_EN = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
          "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth",
          "twentieth", "twenty-first", "twenty-second", "twenty-third", "twenty-fourth"]


def mn_layout(rng, ws, layout):
    n = len(ws)
    if layout == "line":
        return " ".join(ws)
    if layout == "perline":
        return "\n".join(ws)
    if layout == "numdot":
        return "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "numparen":
        return "\n".join("%d) %s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "hashnum":
        return "\n".join("#%d %s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "pad2":
        return "\n".join("%02d  %s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "inlinenum":
        return " ".join("%d.%s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "bracketnum":
        return " ".join("[%d] %s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "cols2down":
        h = n // 2
        width = max(len(w) for w in ws[:h]) + 6
        return "\n".join(("%d. %s" % (i + 1, ws[i])).ljust(width + 4) + "%d. %s" % (i + h + 1, ws[i + h]) for i in range(h))
    if layout == "cols3down":
        h = n // 3
        lines = []
        for i in range(h):
            cells = ["%d %s" % (i + k * h + 1, ws[i + k * h]) for k in range(3)]
            lines.append("".join(c.ljust(16) for c in cells).rstrip())
        return "\n".join(lines)
    if layout == "rows4num":
        return "\n".join("   ".join("%d %s" % (i + k + 1, ws[i + k]) for k in range(4)) for i in range(0, n, 4))
    if layout == "rows3pipe":
        return "\n".join(" | ".join(ws[i:i + 3]) for i in range(0, n, 3))
    if layout == "rows4":
        return "\n".join(" ".join(ws[i:i + 4]) for i in range(0, n, 4))
    if layout == "comma":
        return ", ".join(ws)
    if layout == "csv":
        return ",".join(ws)
    if layout == "json":
        return json.dumps(ws)
    if layout == "yaml":
        return "\n".join("  - " + w for w in ws)
    if layout == "upper":
        return " ".join(w.upper() for w in ws)
    if layout == "title":
        return " ".join(w.capitalize() for w in ws)
    if layout == "upperlines":
        return "\n".join("%d %s" % (i + 1, w.upper()) for i, w in enumerate(ws))
    if layout == "spoken":
        return ", ".join("%s word %s" % (ORD_EN[i], w) for i, w in enumerate(ws))
    if layout == "dashjoin":
        return "-".join(ws)
    if layout == "wordn":
        return "\n".join("word %d: %s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "tabrows":
        return "\n".join("\t".join("%d\t%s" % (i + k + 1, ws[i + k]) for k in range(3)) for i in range(0, n, 3))
    if layout == "mdtable":
        rows = ["| # | word |", "|---|------|"] + ["| %d | %s |" % (i + 1, w) for i, w in enumerate(ws)]
        return "\n".join(rows)
    if layout == "mdgrid":
        rows = ["| A | B | C |", "|---|---|---|"]
        for i in range(0, n, 3):
            rows.append("| " + " | ".join("%d. %s" % (i + k + 1, ws[i + k]) for k in range(3)) + " |")
        return "\n".join(rows)
    if layout == "ocr":
        out, line = [], []
        for w in ws:
            line.append(w)
            if len(line) >= rng.randint(2, 4):
                out.append((" " * rng.randint(1, 3)).join(line))
                line = []
        if line:
            out.append("  ".join(line))
        return "\n".join(out)
    if layout == "quoted":
        return " ".join('"%s"' % w for w in ws)
    if layout == "semicolon":
        return "; ".join(ws)
    if layout == "slash":
        return " / ".join(ws)
    if layout == "arrowpairs":
        return "\n".join("%d -> %s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "colon":
        return "\n".join("%d: %s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "python":
        return "[" + ", ".join("'%s'" % w for w in ws) + "]"
    raise GenError("mn layout " + layout)


def mn_read(span, want=None):
    """Read an English phrase back from its layout; returns the candidate word lists."""
    cands = []
    low = span.lower()
    pairs = re.findall(r"(\d+)\s*(?:\.|\)|:|\]|->|\||\t|\s)\s*([a-z]+)", low)
    if pairs:
        d = {}
        for num, w in pairs:
            d.setdefault(int(num), w)
        if sorted(d) == list(range(1, len(d) + 1)):
            cands.append([d[k] for k in sorted(d)])
    sp = re.findall(r"(" + "|".join(ORD_EN) + r") word ([a-z]+)", low)
    if sp:
        cands.append([w for _, w in sp])
    cands.append(re.findall(r"[a-z]+", low))
    return cands


def mn_valid_from_span(span, lang="en"):
    for ws in mn_read(span):
        if len(ws) in (12, 15, 18, 21, 24) and S.words_valid(ws, lang) and S.mnemonic_check(ws, lang):
            return ws
    return None


def g_mn(rng, ctx, n="12", layout="line"):
    ws = S.random_phrase(rng, int(n), "en")
    span = mn_layout(rng, ws, layout)
    return dict(span=span, comp={"n": n, "w1": ws[0]}, rec={"words": ws}, check="bip39_en")


CIRC24 = CIRCLED + "㉑㉒㉓㉔"
ZH_NUMS = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二", "十三", "十四", "十五", "十六",
           "十七", "十八", "十九", "二十", "二十一", "二十二", "二十三", "二十四"]


def mz_layout(rng, ws, layout):
    n = len(ws)
    if layout == "sp":
        return " ".join(ws)
    if layout == "nosp":
        return "".join(ws)
    if layout == "perline":
        return "\n".join(ws)
    if layout == "numdot":
        return "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "inlinenum":
        return " ".join("%d.%s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "rows4":
        return "\n".join(" ".join(ws[i:i + 4]) for i in range(0, n, 4))
    if layout == "rows4ideo":
        return "\n".join("\u3000".join(ws[i:i + 4]) for i in range(0, n, 4))
    if layout == "rows3bar":
        return "\n".join("｜".join(ws[i:i + 3]) for i in range(0, n, 3))
    if layout == "comma":
        return "，".join(ws)
    if layout == "dun":
        return "、".join(ws)
    if layout == "circled":
        return " ".join(CIRC24[i] + w for i, w in enumerate(ws))
    if layout == "circledlines":
        return "\n".join("%s %s" % (CIRC24[i], w) for i, w in enumerate(ws))
    if layout == "lenticular":
        return "".join("【%s】" % w for w in ws)
    if layout == "corner":
        return " ".join("「%s」" % w for w in ws)
    if layout == "json":
        return json.dumps(ws, ensure_ascii=False)
    if layout == "dashjoin":
        return "-".join(ws)
    if layout == "slash":
        return "/".join(ws)
    if layout == "mdtable":
        return "\n".join(["| 序号 | 词 |", "|---|---|"] + ["| %d | %s |" % (i + 1, w) for i, w in enumerate(ws)])
    if layout == "parenzh":
        return " ".join("(%d)%s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "rows6":
        return "\n".join(" ".join(ws[i:i + 6]) for i in range(0, n, 6))
    if layout == "numcolon":
        return "\n".join("%d：%s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "pad2":
        return "\n".join("%02d %s" % (i + 1, w) for i, w in enumerate(ws))
    if layout == "cols2down":
        h = n // 2
        return "\n".join("%s      %d. %s" % (("%d. %s" % (i + 1, ws[i])).ljust(5), i + h + 1, ws[i + h]) for i in range(h))
    if layout == "tabrows":
        return "\n".join("\t".join(ws[i:i + 4]) for i in range(0, n, 4))
    raise GenError("mz layout " + layout)


def mz_read(span):
    cands = []
    lists = [S.WORDINDEX["zh_s"], S.WORDINDEX["zh_t"]]
    allw = set(S.WORDINDEX["zh_s"]) | set(S.WORDINDEX["zh_t"])
    pairs = re.findall(r"(\d+)\s*(?:\.|\)|：|:|\||\t|\s)\s*([\u3400-\u9fff])", span)
    if pairs:
        d = {}
        for num, w in pairs:
            d.setdefault(int(num), w)
        if sorted(d) == list(range(1, len(d) + 1)):
            cands.append([d[k] for k in sorted(d)])
    circ = re.findall(r"([" + CIRC24 + r"])\s*([\u3400-\u9fff])", span)
    if circ:
        cands.append([w for _, w in sorted(circ, key=lambda p: CIRC24.index(p[0]))])
    cands.append([c for c in span if c in allw])
    return cands


def mz_valid_from_span(span):
    for ws in mz_read(span):
        for lang in ("zh_s", "zh_t"):
            if len(ws) in (12, 15, 18, 21, 24) and S.words_valid(ws, lang) and S.mnemonic_check(ws, lang):
                return ws, lang
    return None


def g_mz(rng, ctx, n="12", layout="sp", script="s"):
    lang = "zh_s" if script == "s" else "zh_t"
    ws = S.random_phrase(rng, int(n), lang)
    span = mz_layout(rng, ws, layout)
    return dict(span=span, comp={"n": n}, rec={"words": ws, "lang": lang}, check="bip39_zh")

# ---------------------------------------------------------------------------
# .env values
# ---------------------------------------------------------------------------

def g_envv(rng, ctx, shape="any"):
    if shape == "any":
        shape = rng.choice(["hex32", "hex64", "b64", "b64u", "laravel", "django", "fernet", "alnum", "pw"])
    if shape == "hex32":
        v = rng.randbytes(16).hex()
    elif shape == "hex64":
        v = rng.randbytes(32).hex()
    elif shape == "hex48":
        v = rng.randbytes(24).hex()
    elif shape == "b64":
        v = base64.b64encode(rng.randbytes(rng.choice([24, 32, 48]))).decode()
    elif shape == "b64u":
        v = S.b64u(rng.randbytes(rng.choice([24, 32, 48])))
    elif shape == "laravel":
        v = "base64:" + base64.b64encode(rng.randbytes(32)).decode()
    elif shape == "django":
        v = rs(rng, A_LO + DIG + "!@#%^&*(-_=+)", 50)
    elif shape == "fernet":
        v = base64.urlsafe_b64encode(rng.randbytes(32)).decode()
    elif shape == "alnum":
        v = rs(rng, ALNUM, rng.choice([24, 32, 40]))
    elif shape == "pw":
        v = ""
        while len(v) < 10:
            v = make_password(rng, rng.choice(["wsd", "rand", "camel", "pinyin"]))
    elif shape == "phrase":
        v = make_password(rng, "dashp")
    else:
        raise GenError("env shape " + shape)
    return dict(span=v, comp={}, rec={"value": v}, check="env")

# ---------------------------------------------------------------------------
# connection strings
# ---------------------------------------------------------------------------

HOSTS = ["db.hatchery.local", "10.12.0.7", "pg-01.internal", "mysql.makerspace.lan", "192.168.20.15",
         "prod-db.cx8k2mq1.eu-north-1.rds.amazonaws.com", "mongo0.tindur.fo", "redis.surfhostel.pt",
         "cache-01", "sql01.oldmill.local", "172.16.4.21", "dbhost", "db-primary.svc.cluster.local"]
HOSTS_ZH = ["10.0.8.12", "192.168.1.200", "db.chaguan.cn", "rm-bp1x7q.mysql.rds.aliyuncs.com", "pgm-2ze3k.pg.rds.aliyuncs.com",
            "dm01.jiaxiao.local", "kingbase.yanglao.gov.cn", "172.18.3.9", "mongo.huadian.com", "r-bp1h6.redis.rds.aliyuncs.com"]
DBNAMES = ["hatchery", "bookings", "orders", "members", "dive_log", "printfarm", "tickets", "inventory", "erp", "crm", "pos", "app"]
DBUSERS = ["app", "svc_booking", "postgres", "root", "admin", "report_ro", "ops", "hatch_rw", "sa", "SYSDBA", "system", "gbase"]


def db_password(rng):
    kind = rng.random()
    if kind < 0.45:
        return rs(rng, ALNUM, rng.randint(14, 24))
    if kind < 0.7:
        return make_password(rng, rng.choice(["wsd", "camel", "pinyin"])).replace("@", "").replace("#", "!").replace("?", "").replace("%", "").replace("&", "").replace("+", "").replace("=", "")
    return rs(rng, ALNUM, 8) + rng.choice(["_", "-", "."]) + rs(rng, ALNUM, 8)


def g_cs(rng, ctx, typ="pg", zh="0"):
    hosts = HOSTS_ZH if zh == "1" else HOSTS
    h = rng.choice(hosts)
    db = rng.choice(DBNAMES)
    u = rng.choice(DBUSERS[:9])
    p = db_password(rng)
    if typ == "pg":
        s = "postgresql://%s:%s@%s:5432/%s" % (u, p, h, db)
    elif typ == "pgssl":
        s = "postgres://%s:%s@%s:5432/%s?sslmode=require" % (u, p, h, db)
    elif typ == "pgasync":
        s = "postgresql+asyncpg://%s:%s@%s/%s" % (u, p, h, db)
    elif typ == "psycopg":
        s = "postgresql+psycopg://%s:%s@%s:5432/%s" % (u, p, h, db)
    elif typ == "mysql":
        s = "mysql://%s:%s@%s:3306/%s" % (u, p, h, db)
    elif typ == "pymysql":
        s = "mysql+pymysql://%s:%s@%s:3306/%s?charset=utf8mb4" % (u, p, h, db)
    elif typ == "gomysql":
        s = "%s:%s@tcp(%s:3306)/%s?parseTime=true&loc=Local" % (u, p, h, db)
    elif typ == "libpq":
        s = "host=%s port=5432 dbname=%s user=%s password=%s sslmode=prefer" % (h, db, u, p)
    elif typ == "adonet":
        s = "Server=%s,1433;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True;" % (h, db, u, p)
    elif typ == "odbc":
        s = "DRIVER={ODBC Driver 18 for SQL Server};SERVER=%s;DATABASE=%s;UID=%s;PWD=%s" % (h, db, u, p)
    elif typ == "mssqlsa":
        s = "mssql+pyodbc://sa:%s@%s:1433/%s?driver=ODBC+Driver+18+for+SQL+Server" % (p, h, db)
    elif typ == "mongo":
        s = "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (u, p, rs(rng, A_LO + DIG, 5), db)
    elif typ == "mongoplain":
        s = "mongodb://%s:%s@%s:27017/%s?authSource=admin" % (u, p, h, db)
    elif typ == "redis":
        s = "redis://:%s@%s:6379/0" % (p, h)
    elif typ == "rediss":
        s = "rediss://default:%s@%s-%s.upstash.io:6379" % (p, rng.choice(["eager", "fleet", "calm", "brave"]), rng.choice(["gannet", "puffin", "ibis"]) + rs(rng, DIG, 5))
    elif typ == "amqp":
        s = "amqp://%s:%s@%s:5672/%s" % (u, p, h, rng.choice(["%2F", "vhost", "prod"]))
    elif typ == "nats":
        s = "nats://%s:%s@%s:4222" % (u, p, h)
    elif typ == "neo4j":
        s = "neo4j+s://neo4j:%s@%s.databases.neo4j.io" % (p, rs(rng, A_LO + DIG, 8))
    elif typ == "smtp":
        s = "smtps://%s:%s@smtp.%s:465" % (rng.choice(["noreply", "bookings", "alerts"]), p, rng.choice(["fastmail.com", "zoho.eu", "mailbox.org", "office365.com"]))
    elif typ == "ftp":
        s = "ftp://%s:%s@%s/" % (u, p, h)
    elif typ == "sftp":
        s = "sftp://%s:%s@%s:22/upload" % (u, p, h)
    elif typ == "es":
        s = "https://elastic:%s@%s:9200" % (p, h)
    elif typ == "dm":
        s = "jdbc:dm://%s:5236?user=SYSDBA&password=%s" % (h, p)
    elif typ == "kingbase":
        s = "jdbc:kingbase8://%s:54321/%s?user=system&password=%s" % (h, db, p)
    elif typ == "gbase":
        s = "jdbc:gbase://%s:5258/%s?user=gbase&password=%s" % (h, db, p)
    elif typ == "mysqljdbc":
        s = "jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=false" % (h, db, u, p)
    elif typ == "oracle":
        s = "%s/%s@//%s:1521/ORCLPDB1" % (rng.choice(["scott", "hr", "app_owner"]), p, h)
    elif typ == "oracledb":
        s = "oracle+oracledb://%s:%s@%s:1521/?service_name=XEPDB1" % (u, p, h)
    elif typ == "mqtt":
        s = "mqtts://%s:%s@%s:8883" % (rng.choice(["sensor", "hive-scale", "probe01"]), p, h)
    elif typ == "clickhouse":
        s = "clickhouse://default:%s@%s:9000/%s" % (p, h, db)
    elif typ == "rtsp":
        s = "rtsp://admin:%s@%s:554/Streaming/Channels/101" % (p, rng.choice(["192.168.1.64", "10.0.0.50", "192.168.0.108"]))
    elif typ == "proxy":
        s = "http://%s:%s@%s:3128" % (rng.choice(["proxyuser", "staff", "guest01"]), p, rng.choice(["proxy.lan", "10.1.1.1", "squid.office"]))
    elif typ == "kafka":
        s = 'org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (rs(rng, A_UP + DIG, 16), p)
    elif typ == "cassandra":
        s = "cassandra://%s:%s@%s:9042/%s" % (u, p, h, db)
    elif typ == "sqlserverurl":
        s = "sqlserver://sa:%s@%s:1433?database=%s" % (p, h, db)
    elif typ == "git":
        s = "https://%s:%s@%s/%s.git" % (rng.choice(["deploy", "ci-bot", "oauth2"]), p, rng.choice(["git.makerspace.lan", "gitea.oldmill.net", "code.hatchery.fo"]), rng.choice(["infra/ansible", "shop/site", "ops/scripts"]))
    elif typ == "webdav":
        s = "https://%s:%s@%s/remote.php/dav/files/%s/" % (u, p, rng.choice(["cloud.tindur.fo", "nc.surfhostel.pt", "dav.makerspace.lan"]), u)
    else:
        raise GenError("cs type " + typ)
    return dict(span=s, comp={"user": u, "host": h, "db": db}, rec={"password": p, "type": typ}, check="connstr")

# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------

JWT_PROFILES = {
    "zitadel": lambda r, t: {"iss": "https://auth.%s.zitadel.cloud" % r.choice(["tindur", "divecentre", "oldmill"]), "sub": str(r.randint(10**17, 10**18)),
                             "aud": [str(r.randint(10**17, 10**18))], "exp": t + 43200, "iat": t, "urn:zitadel:iam:org:id": str(r.randint(10**17, 10**18))},
    "authentik": lambda r, t: {"iss": "https://sso.%s/application/o/%s/" % (r.choice(["makerspace.lan", "hatchery.fo"]), r.choice(["grafana", "wiki", "nextcloud"])),
                               "sub": rs(r, HEX, 64), "aud": rs(r, ALNUM, 40), "exp": t + 300, "iat": t, "preferred_username": r.choice(["einar", "ama", "rui"])},
    "logto": lambda r, t: {"jti": rs(r, B64URL, 21), "sub": rs(r, A_LO + DIG, 12), "iat": t, "exp": t + 3600, "scope": "read:orders write:orders",
                           "client_id": rs(r, A_LO + DIG, 21), "iss": "https://%s.logto.app/oidc" % rs(r, A_LO, 6), "aud": "https://api.%s.com" % r.choice(["surfhostel", "cidermill"])},
    "casdoor": lambda r, t: {"owner": "built-in", "name": r.choice(["admin", "zhangli", "kefu01"]), "type": "normal-user", "iss": "http://casdoor.%s.cn" % r.choice(["chaguan", "jiaxiao"]),
                             "sub": rs(r, HEX, 8) + "-" + rs(r, HEX, 4) + "-" + rs(r, HEX, 4) + "-" + rs(r, HEX, 4) + "-" + rs(r, HEX, 12), "aud": [rs(r, HEX, 20)], "exp": t + 604800, "iat": t},
    "postgrest": lambda r, t: {"role": r.choice(["web_anon", "service_role", "hatchery_rw", "authenticated"]), "exp": t + 86400 * 365},
    "livekit": lambda r, t: {"video": {"room": r.choice(["rehearsal", "dive-briefing", "tour-bus"]), "roomJoin": True}, "iss": "API" + rs(r, ALNUM, 12),
                             "exp": t + 21600, "nbf": t, "sub": r.choice(["conductor", "guide-02", "host"])},
    "ghost": lambda r, t: {"iat": t, "exp": t + 300, "aud": "/admin/"},
    "mercure": lambda r, t: {"mercure": {"publish": ["*"], "subscribe": ["https://example.com/orders/{id}"]}},
    "centrifugo": lambda r, t: {"sub": str(r.randint(100, 9999)), "exp": t + 3600, "channels": ["news", "bookings"]},
    "app": lambda r, t: {"sub": str(r.randint(1000, 99999)), "name": r.choice(["Sigrún", "Kwame", "王丽", "Dewi"]), "role": r.choice(["admin", "staff", "owner"]),
                         "iat": t, "exp": t + 86400 * r.choice([1, 7, 30])},
    "miniapp": lambda r, t: {"openid": "o" + rs(r, B64URL, 27), "uid": r.randint(10000, 999999), "shop": r.choice(["huadian", "chaguan", "jiaxiao"]), "iat": t, "exp": t + 7200},
}


def g_jwt(rng, ctx, alg="HS256", profile="app"):
    t = rng.randint(1788000000, 1796000000)  # 2026
    payload = JWT_PROFILES[profile](rng, t)
    header = {"alg": alg, "typ": "JWT"}
    if profile == "ghost":
        header["kid"] = rs(rng, HEX, 24)
    if alg in S.HS:
        key = rng.randbytes(32)
        tok = S.jwt_sign(header, payload, key)
        rec = {"alg": alg, "key": key.hex()}
    else:
        if alg != "HS256":
            header["kid"] = header.get("kid") or rs(rng, B64URL, 16)
        ks = S.jwt_keyset(alg, "corpus26")
        tok = S.jwt_sign(header, payload, ks)
        rec = {"alg": alg, "key": None}
    return dict(span=tok, comp={"sub": str(payload.get("sub", ""))}, rec=rec, check="jwt")


def jwt_key_for(rec):
    if rec["alg"] in S.HS:
        return bytes.fromhex(rec["key"])
    return S.jwt_keyset(rec["alg"], "corpus26")

# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------

def _pem_layout(rng, pem, layout):
    lines = pem.split("\n")
    if layout == "plain":
        return pem
    if layout == "quote":
        return "\n> ".join(lines)
    if layout.startswith("indent"):
        n = int(layout[6:] or 2)
        return ("\n" + " " * n).join(lines)
    if layout == "escaped":
        return "\\n".join(lines) + "\\n"
    if layout == "b64":
        return base64.b64encode((pem + "\n").encode()).decode()
    if layout == "oneline":
        return " ".join(lines)
    if layout == "body":
        return "".join(lines[1:-1])
    if layout == "hashc":
        return "\n# ".join(lines)
    raise GenError("pem layout " + layout)


def pem_unlayout(span):
    """Undo a layout: returns candidate PEM/OpenSSH texts."""
    s = span.strip()
    cands = []
    if "\\n" in s:
        cands.append(s.replace("\\n", "\n"))
    if s.startswith("LS0t"):
        try:
            cands.append(base64.b64decode(s).decode())
        except Exception:
            pass
    lines = s.split("\n")
    cands.append("\n".join(re.sub(r"^(\s*>\s?|\s*#\s?|\s+)", "", l) for l in lines))
    m = re.match(r"(-----BEGIN [A-Z ]+-----) (.*) (-----END [A-Z ]+-----)$", s)
    if m:
        cands.append(m.group(1) + "\n" + "\n".join(m.group(2).split(" ")) + "\n" + m.group(3))
    if re.fullmatch(r"[A-Za-z0-9+/=]{100,}", s):
        for lab in ("PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY"):
            body = "\n".join(s[i:i + 64] for i in range(0, len(s), 64))
            cands.append("-----BEGIN %s-----\n%s\n-----END %s-----" % (lab, body, lab))
    cands.append(s)
    return cands


def pk_parse(span):
    """-> (kind, fingerprint) or None"""
    for c in pem_unlayout(span):
        try:
            if "PGP PRIVATE KEY BLOCK" in c:
                seed = S.pgp_parse_secret(c)
                return "pgp", S.pub_fingerprint(S.ed_key(seed))
            k = S.load_private_any(c)
            return type(k).__name__, S.pub_fingerprint(k)
        except Exception:
            continue
    return None


def g_pk(rng, ctx, typ="ec256", layout="plain"):
    split = ctx.get("split", "dev")
    if typ in ("rsa1", "rsa8", "ssh_rsa"):
        key = S.rsa_key("pk|%s|%d" % (split, rng.randrange(3)))
    elif typ in ("ec256", "ec256p8", "ssh_ec"):
        key = S.ec_key(S.rand_scalar(rng, 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551), ec.SECP256R1())
    elif typ == "ec384":
        key = S.ec_key(S.rand_scalar(rng) >> 1, ec.SECP384R1())
    elif typ == "k1":
        key = S.ec_key(S.rand_scalar(rng), ec.SECP256K1())
    elif typ in ("ed8", "ssh_ed", "pgp"):
        key = S.ed_key(rng.randbytes(32))
    elif typ == "x25519":
        key = x25519.X25519PrivateKey.from_private_bytes(rng.randbytes(32))
    else:
        raise GenError("pk type " + typ)
    if typ in ("rsa1", "ec256", "ec384", "k1"):
        pem = S.pem_private(key, "trad")
    elif typ in ("rsa8", "ec256p8", "ed8", "x25519"):
        pem = S.pem_private(key, "pkcs8")
    elif typ.startswith("ssh_"):
        pem = S.openssh_private(key, rng.getrandbits(32), rng.choice(["deploy@hatchery", "einar@laptop", "ci@runner", "pi@printfarm", "root@vps", "zhangli@MacBook-Pro"]))
    elif typ == "pgp":
        seed = key.private_bytes(S.ser.Encoding.Raw, S.ser.PrivateFormat.Raw, S.ser.NoEncryption())
        pem = S.pgp_secret_key(seed, rng.randint(1750000000, 1790000000), rng.choice(["Sigrún Jónsdóttir <sigrun@tindur.fo>", "Rui Matos <rui@surfhostel.pt>", "Kwame Mensah <kwame@oldmill.gh>"]))
    span = _pem_layout(rng, pem, layout)
    pub = S.ssh_public_line(key) if typ.startswith("ssh_") else ""
    return dict(span=span, comp={"pub": pub}, rec={"fp": S.pub_fingerprint(key), "typ": typ, "layout": layout}, check="pem")

# ---------------------------------------------------------------------------
# API keys and tokens
# ---------------------------------------------------------------------------

def _ak_table():
    T = {}

    def add(name, kind, gen, pat, comp=None):
        T[name] = (kind, gen, pat, comp)
    # OpenAI
    add("openai_proj", "openai_key", lambda r: "sk-proj-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74), r"sk-proj-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}")
    add("openai_svc", "openai_key", lambda r: "sk-svcacct-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74), r"sk-svcacct-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}")
    add("openai_admin", "openai_key", lambda r: "sk-admin-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74), r"sk-admin-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}")
    add("openai_legacy", "openai_key", lambda r: "sk-" + rs(r, ALNUM, 20) + "T3BlbkFJ" + rs(r, ALNUM, 20), r"sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}")
    # Anthropic
    add("ant_api", "anthropic_key", lambda r: "sk-ant-api03-" + rs(r, B64URL, 93) + "AA", r"sk-ant-api03-[A-Za-z0-9_-]{93}AA")
    add("ant_admin", "anthropic_key", lambda r: "sk-ant-admin01-" + rs(r, B64URL, 93) + "AA", r"sk-ant-admin01-[A-Za-z0-9_-]{93}AA")
    add("ant_oat", "anthropic_key", lambda r: "sk-ant-oat01-" + rs(r, B64URL, 93) + "AA", r"sk-ant-oat01-[A-Za-z0-9_-]{93}AA")
    # AWS
    add("aws", "aws_key", lambda r: rs(r, ALNUM + "/+", 40), r"[A-Za-z0-9/+]{40}",
        lambda r: {"id": "AKIA" + rs(r, A_UP + "234567", 16)})
    add("aws_sts", "aws_key", lambda r: rs(r, ALNUM + "/+", 40), r"[A-Za-z0-9/+]{40}",
        lambda r: {"id": "ASIA" + rs(r, A_UP + "234567", 16), "session": "IQoJb3JpZ2luX2VjE" + rs(r, ALNUM + "/+", 280) + "=="})
    # GitHub
    for p in ("ghp", "gho", "ghu", "ghs", "ghr"):
        add(p, "github_token", (lambda pp: lambda r: S.gh_token(pp + "_", rs(r, ALNUM, 30)))(p), p + r"_[A-Za-z0-9]{36}")
    add("ghpat", "github_token", lambda r: "github_pat_11" + rs(r, A_UP + DIG, 20) + "_" + rs(r, ALNUM, 59), r"github_pat_11[A-Z0-9]{20}_[A-Za-z0-9]{59}")
    # Google
    add("aiza", "google_api_key", lambda r: "AIza" + rs(r, B64URL, 35), r"AIza[A-Za-z0-9_-]{35}")
    add("gocspx", "google_api_key", lambda r: "GOCSPX-" + rs(r, B64URL, 28), r"GOCSPX-[A-Za-z0-9_-]{28}",
        lambda r: {"id": "%d-%s.apps.googleusercontent.com" % (r.randint(10**11, 10**12), rs(r, A_LO + DIG, 32))})
    # Slack
    add("xoxb", "slack_token", lambda r: "xoxb-%d-%d-%s" % (r.randint(10**10, 10**12), r.randint(10**12, 10**13), rs(r, ALNUM, 24)), r"xoxb-\d{10,13}-\d{12,13}-[A-Za-z0-9]{24}")
    add("xoxp", "slack_token", lambda r: "xoxp-%d-%d-%d-%s" % (r.randint(10**10, 10**12), r.randint(10**10, 10**12), r.randint(10**12, 10**13), rs(r, HEX, 32)), r"xoxp-\d{10,13}-\d{10,13}-\d{12,13}-[0-9a-f]{32}")
    add("xapp", "slack_token", lambda r: "xapp-1-A%s-%d-%s" % (rs(r, A_UP + DIG, 10), r.randint(10**12, 10**13), rs(r, HEX, 64)), r"xapp-1-A[A-Z0-9]{10}-\d{13}-[0-9a-f]{64}")
    add("xoxe", "slack_token", lambda r: "xoxe-1-" + rs(r, ALNUM, 146), r"xoxe-1-[A-Za-z0-9]{146}")
    add("slackhook", "slack_token", lambda r: "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(r, A_UP + DIG, 8), rs(r, A_UP + DIG, 10), rs(r, ALNUM, 24)),
        r"https://hooks\.slack\.com/services/T[A-Z0-9]{8}/B[A-Z0-9]{10}/[A-Za-z0-9]{24}")
    # Stripe
    add("sk_live", "stripe_key", lambda r: "sk_live_51" + rs(r, ALNUM, 22) + rs(r, ALNUM, 75), r"sk_live_51[A-Za-z0-9]{97}")
    add("rk_live", "stripe_key", lambda r: "rk_live_51" + rs(r, ALNUM, 22) + rs(r, ALNUM, 75), r"rk_live_51[A-Za-z0-9]{97}")
    add("whsec", "stripe_key", lambda r: "whsec_" + rs(r, ALNUM, 32), r"whsec_[A-Za-z0-9]{32}")
    # vendor tokens
    add("hf", "vendor_token", lambda r: "hf_" + rs(r, A_UP + A_LO, 34), r"hf_[A-Za-z]{34}")
    add("glpat", "vendor_token", lambda r: "glpat-" + rs(r, B64URL, 20), r"glpat-[A-Za-z0-9_-]{20}")
    add("pmak", "vendor_token", lambda r: "PMAK-" + rs(r, HEX, 24) + "-" + rs(r, HEX, 34), r"PMAK-[0-9a-f]{24}-[0-9a-f]{34}")
    add("airtable", "vendor_token", lambda r: "pat" + rs(r, ALNUM, 14) + "." + rs(r, HEX, 64), r"pat[A-Za-z0-9]{14}\.[0-9a-f]{64}")
    add("notion", "vendor_token", lambda r: "ntn_" + rs(r, DIG, 11) + rs(r, ALNUM, 35), r"ntn_[0-9]{11}[A-Za-z0-9]{35}")
    add("flw", "vendor_token", lambda r: "FLWSECK-" + rs(r, HEX, 32) + "-X", r"FLWSECK-[0-9a-f]{32}-X",
        lambda r: {"id": "FLWPUBK-" + rs(r, HEX, 32) + "-X"})
    add("paystack", "vendor_token", lambda r: "sk_live_" + rs(r, HEX, 40), r"sk_live_[0-9a-f]{40}",
        lambda r: {"id": "pk_live_" + rs(r, HEX, 40)})
    add("xendit", "vendor_token", lambda r: "xnd_production_" + rs(r, ALNUM, 60), r"xnd_production_[A-Za-z0-9]{60}")
    add("midtrans", "vendor_token", lambda r: "Mid-server-" + rs(r, B64URL, 24), r"Mid-server-[A-Za-z0-9_-]{24}",
        lambda r: {"id": "Mid-client-" + rs(r, B64URL, 16)})
    add("omise", "vendor_token", lambda r: "skey_" + rs(r, A_LO + DIG, 19), r"skey_[a-z0-9]{19}",
        lambda r: {"id": "pkey_" + rs(r, A_LO + DIG, 19)})
    add("toss", "vendor_token", lambda r: "live_sk_" + rs(r, ALNUM, 22), r"live_sk_[A-Za-z0-9]{22}",
        lambda r: {"id": "live_ck_" + rs(r, ALNUM, 22)})
    add("discord", "vendor_token", lambda r: base64.b64encode(str(r.randint(10**17, 10**18)).encode()).decode().rstrip("=") + "." + rs(r, B64URL, 6) + "." + rs(r, B64URL, 38),
        r"[MNO][A-Za-z0-9]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{38}")
    add("twilio", "vendor_token", lambda r: rs(r, HEX, 32), r"[0-9a-f]{32}", lambda r: {"id": "AC" + rs(r, HEX, 32)})
    add("contentful", "vendor_token", lambda r: "CFPAT-" + rs(r, B64URL, 43), r"CFPAT-[A-Za-z0-9_-]{43}")
    add("buildkite", "vendor_token", lambda r: "bkua_" + rs(r, HEX, 40), r"bkua_[0-9a-f]{40}")
    add("circleci", "vendor_token", lambda r: "CCIPAT_" + rs(r, ALNUM, 22) + "_" + rs(r, HEX, 40), r"CCIPAT_[A-Za-z0-9]{22}_[0-9a-f]{40}")
    add("mailchimp", "vendor_token", lambda r: rs(r, HEX, 32) + "-us" + str(r.randint(2, 21)), r"[0-9a-f]{32}-us\d{1,2}")
    add("pscale", "vendor_token", lambda r: "pscale_pw_" + rs(r, B64URL, 43), r"pscale_pw_[A-Za-z0-9_-]{43}")
    add("netlify", "vendor_token", lambda r: "nfp_" + rs(r, ALNUM, 40), r"nfp_[A-Za-z0-9]{40}")
    add("glsa", "vendor_token", lambda r: "glsa_" + rs(r, ALNUM, 32) + "_" + rs(r, HEX, 8), r"glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}")
    add("volc", "vendor_token", lambda r: base64.b64encode(rng_bytes(r, 45)).decode(), r"[A-Za-z0-9+/]{60}",
        lambda r: {"id": "AKLT" + rs(r, B64URL, 42)})
    add("qiniu", "vendor_token", lambda r: rs(r, B64URL, 40), r"[A-Za-z0-9_-]{40}", lambda r: {"id": rs(r, B64URL, 40)})
    add("huaweisk", "vendor_token", lambda r: rs(r, ALNUM, 40), r"[A-Za-z0-9]{40}", lambda r: {"id": rs(r, A_UP + DIG, 20)})
    add("kimi", "vendor_token", lambda r: "sk-" + rs(r, ALNUM, 48), r"sk-[A-Za-z0-9]{48}")
    add("ark", "vendor_token", lambda r: "%s-%s-%s-%s-%s" % (rs(r, HEX, 8), rs(r, HEX, 4), rs(r, HEX, 4), rs(r, HEX, 4), rs(r, HEX, 12)),
        r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
    # generic
    add("hex32", "generic_api_key", lambda r: rs(r, HEX, 32), r"[0-9a-f]{32}")
    add("hex40", "generic_api_key", lambda r: rs(r, HEX, 40), r"[0-9a-f]{40}")
    add("hex64", "generic_api_key", lambda r: rs(r, HEX, 64), r"[0-9a-f]{64}")
    add("HEX32", "generic_api_key", lambda r: rs(r, HEX.upper(), 32), r"[0-9A-F]{32}")
    add("alnum32", "generic_api_key", lambda r: rs(r, ALNUM, 32), r"[A-Za-z0-9]{32}")
    add("alnum40", "generic_api_key", lambda r: rs(r, ALNUM, 40), r"[A-Za-z0-9]{40}")
    add("alnum16up", "generic_api_key", lambda r: rs(r, A_UP + DIG, 16), r"[A-Z0-9]{16}")
    add("b64_40", "generic_api_key", lambda r: base64.b64encode(rng_bytes(r, 30)).decode(), r"[A-Za-z0-9+/]{40}")
    add("tencentmap", "generic_api_key", lambda r: "-".join(rs(r, A_UP + DIG, 5) for _ in range(6)), r"[A-Z0-9]{5}(?:-[A-Z0-9]{5}){5}")
    add("seniverse", "generic_api_key", lambda r: "S" + rs(r, ALNUM, 16), r"S[A-Za-z0-9]{16}")
    add("unsplash", "generic_api_key", lambda r: rs(r, B64URL, 43), r"[A-Za-z0-9_-]{43}")
    return T


def rng_bytes(r, n):
    return r.randbytes(n)


AK = _ak_table()


def g_ak(rng, ctx, provider="hex32"):
    kind, gen, pat, compf = AK[provider]
    while True:
        v = gen(rng)
        # keep random bodies clear of the markers other shapes are known by
        if provider in ("aws", "aws_sts", "b64_40", "volc") and not (re.search(r"[0-9]", v) and re.search(r"[A-Z]", v)):
            continue
        break
    comp = compf(rng) if compf else {}
    return dict(span=v, comp=comp, rec={"provider": provider, "kind": kind, "value": v}, check="apikey")


def ak_ok(provider, span):
    return re.fullmatch(AK[provider][2], span) is not None and (not provider.startswith("gh") or provider == "ghpat" or S.gh_token_ok(span))

# ---------------------------------------------------------------------------
# registry
# ---------------------------------------------------------------------------

GENS = {"otp": g_otp, "pin": g_pin, "pw": g_pw, "login": g_login, "sa": g_sa, "wifi": g_wifi, "card": g_card,
        "totp": g_totp, "rc": g_rc, "wk": g_wk, "mn": g_mn, "mz": g_mz, "envv": g_envv, "cs": g_cs, "jwt": g_jwt,
        "pk": g_pk, "ak": g_ak}

KIND_GENS = {
    "otp": {"otp"}, "pin": {"pin"}, "password_nl": {"pw", "login"}, "security_answer": {"sa"}, "wifi_password": {"wifi"},
    "card_number": {"card"}, "totp_secret": {"totp"}, "recovery_codes": {"rc"}, "crypto_wallet_key": {"wk"},
    "mnemonic_bip39_en": {"mn"}, "mnemonic_zh": {"mz"}, "env_file": {"envv"}, "connection_string": {"cs"},
    "jwt": {"jwt"}, "private_key_pem": {"pk"},
}
for _p, (_k, *_r) in AK.items():
    KIND_GENS.setdefault(_k, set()).add("ak")


def generate(kind, name, args, rng, ctx):
    if name not in KIND_GENS.get(kind, ()):
        raise GenError("generator %s not allowed for kind %s" % (name, kind))
    if name == "ak":
        prov = args[0]
        if AK[prov][0] != kind:
            raise GenError("provider %s is %s, not %s" % (prov, AK[prov][0], kind))
    return GENS[name](rng, ctx, *args)
