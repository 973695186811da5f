"""values29 -- secret value generators for secrets_corpus29.

A generator is called as GEN(ctx, args) and returns a record: a dict whose "value" is the exact
string that goes into the text (the gold span), "check" is what the structural check compares
against (see checks29.py), and any other keys are companions a template can print with @{.name}
(user names, SSIDs, questions, issuers, public halves, key names ...).
"""
import base64
import hashlib
import json
import string
import struct29 as S

LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits
ALNUM = LOW + UP + DIG
B64U = ALNUM + "-_"
HEX = "0123456789abcdef"


def rstr(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def arg(args, i, default=None):
    if len(args) > i and args[i] not in ("", "r"):
        return args[i]
    return default


def pick(rng, spec):
    """spec 'a/b/c' -> one of them"""
    return rng.choice(spec.split("/"))


# ---------------------------------------------------------------------------
# digits: OTP and PIN
# ---------------------------------------------------------------------------
EN_DIG = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ZH_DIG = "零一二三四五六七八九"
ZH_UP = "零壹贰叁肆伍陆柒捌玖"


def _oh_words(d):
    out, i = [], 0
    while i < len(d):
        w = "oh" if d[i] == "0" else EN_DIG[int(d[i])]
        if i + 1 < len(d) and d[i + 1] == d[i] and (i + 2 >= len(d) or d[i + 2] != d[i]):
            out.append("double " + w)
            i += 2
        else:
            out.append(w)
            i += 1
    return " ".join(out)


def fmt_digits(rng, d, style):
    n = len(d)
    if style == "plain":
        return d
    if style == "sp3":
        if n == 8:
            return d[:4] + " " + d[4:]
        if n == 6:
            return d[:3] + " " + d[3:]
        if n == 4:
            return d[:2] + " " + d[2:]
        return d[:n // 2] + " " + d[n // 2:]
    if style == "dash":
        h = n // 2
        return d[:h] + "-" + d[h:]
    if style == "spaced":
        return " ".join(d)
    if style == "pairs":
        return " ".join(d[i:i + 2] for i in range(0, n, 2))
    if style == "words":
        return " ".join(EN_DIG[int(c)] for c in d)
    if style == "oh":
        return _oh_words(d)
    if style == "capwords":
        return " ".join(EN_DIG[int(c)].capitalize() + "." for c in d)
    if style == "hyphwords":
        return "-".join(EN_DIG[int(c)] for c in d)
    if style == "commawords":
        return ", ".join(EN_DIG[int(c)] for c in d)
    if style == "zh":
        return "".join(ZH_DIG[int(c)] for c in d)
    if style == "zhyao":
        return "".join("幺" if c == "1" else ZH_DIG[int(c)] for c in d)
    if style == "zhsep":
        return "、".join(ZH_DIG[int(c)] for c in d)
    if style == "zhcomma":
        return "，".join("幺" if c == "1" else ZH_DIG[int(c)] for c in d)
    if style == "zhspace":
        return " ".join(ZH_DIG[int(c)] for c in d)
    if style == "daxie":
        return "".join(ZH_UP[int(c)] for c in d)
    if style == "fw":
        return "".join(chr(0xFF10 + int(c)) for c in d)
    if style == "G":
        return "G-" + d
    if style == "hash":
        return d + "#"
    if style == "star":
        return "*" + d + "#"
    if style == "dots":
        return ".".join(d)
    raise ValueError("digit style " + style)


def _rand_digits(rng, n, pin=False):
    while True:
        d = rstr(rng, DIG, n)
        if len(set(d)) < min(3, n - 1):
            continue
        if d in "0123456789" or d in "9876543210":
            continue
        if pin and n == 4 and d[:2] in ("19", "20"):
            continue
        return d


def g_otp(ctx, args):
    rng = ctx.rng
    n = arg(args, 0) or rng.choice(["6", "6", "6", "6", "6", "4", "5", "8", "8", "7"])
    n = int(pick(rng, n))
    style = arg(args, 1) or rng.choice(["plain", "plain", "plain", "sp3", "dash"])
    if "/" in style:
        style = pick(rng, style)
    if style in ("sp3", "dash", "pairs") and n % 2:
        style = "plain"
    d = _rand_digits(rng, n)
    return dict(value=fmt_digits(rng, d, style), check=("digits", d), n=str(n))


def g_pin(ctx, args):
    rng = ctx.rng
    n = arg(args, 0) or rng.choice(["4", "4", "4", "6", "6", "5"])
    n = int(pick(rng, n))
    style = arg(args, 1) or "plain"
    if "/" in style:
        style = pick(rng, style)
    if style in ("dash", "sp3") and n % 2:
        style = "plain"
    d = _rand_digits(rng, n, pin=True)
    return dict(value=fmt_digits(rng, d, style), check=("digits", d), n=str(n))


# ---------------------------------------------------------------------------
# passwords
# ---------------------------------------------------------------------------
WORDS = ("harbour maple otter violet canyon lantern pepper thistle walnut copper meadow falcon "
         "juniper cobalt saffron quartz biscuit marlin tundra ember willow pebble orchid bramble "
         "cactus drizzle fjord gecko hazel iguana kettle lagoon mango nutmeg oyster parsnip quokka "
         "radish sorrel tamarind umber vesper wombat yarrow zephyr acorn badger cinder dahlia "
         "ferret glacier hornet inkwell jasper kestrel lupin mistral nectar olive puffin rook "
         "sparrow tulip velvet wisteria anchor beacon comet dune ermine flint granite heron").split()
SYMS = "!@#$%*_-.+?&="
PINYIN_NAMES = ["zhangwei", "liufang", "wangjing", "lixiuying", "chenjie", "yangfan", "zhaolei",
                "huangmin", "zhoujun", "wuyan", "xuqiang", "sunli", "maxiaoming", "zhuhong",
                "hujianguo", "guoping", "linyi", "heqian", "gaoyuan", "luoxin", "songtao", "xieying"]
EN_FIRST = ["Tomasz", "Aoife", "Kwame", "Ingrid", "Rafael", "Leilani", "Dmitri", "Yara", "Callum",
            "Priya", "Mateo", "Noor", "Ewan", "Zanele", "Hamish", "Solveig", "Ibrahim", "Marisol"]
WALKS = ["1qaz@WSX", "zaq1!QAZ", "2wsx#EDC", "qwer$1234", "asdf;lkj", "1q2w3e4r!", "!QAZ2wsx",
         "zxcv@4321", "poiu;0987", "3edc$RFV", "qazwsx!23", "1234qwer%"]
LEET = {"a": "@", "e": "3", "i": "1", "o": "0", "s": "$", "t": "7"}


def make_password(rng, shape):
    while True:
        p = _make_password(rng, shape)
        if len(p) >= 8:
            return p


def _make_password(rng, shape):
    if shape == "wsd":
        return rng.choice(WORDS).capitalize() + rng.choice("!@#$%*?&") + rstr(rng, DIG, rng.choice([2, 3, 4]))
    if shape == "camel":
        return "".join(w.capitalize() for w in rng.sample(WORDS, 2)) + rstr(rng, DIG, 2)
    if shape == "dash":
        return "-".join(rng.sample(WORDS, 3)) + "-" + rstr(rng, DIG, 2)
    if shape == "dot":
        return ".".join(w.capitalize() for w in rng.sample(WORDS, 3)) + "." + rstr(rng, DIG, 1)
    if shape == "space":
        return " ".join(rng.sample(WORDS, 3)) + " " + rstr(rng, DIG, 2)
    if shape == "rand":
        while True:
            p = rstr(rng, ALNUM + "!#%*@?", rng.randint(10, 16))
            if any(c in DIG for c in p) and any(c in UP for c in p) and any(c in LOW for c in p):
                return p
    if shape == "pinyin":
        nm = rng.choice(PINYIN_NAMES)
        f = rng.choice(["{n}{mmdd}", "{N}@{yyyy}", "{n}{yy}{mmdd}", "{N}.{mmdd}!", "{n}_{yyyy}"])
        y = rng.randint(1968, 2006)
        mmdd = "%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28))
        return f.format(n=nm, N=nm.capitalize(), mmdd=mmdd, yyyy=y, yy=str(y)[2:])
    if shape == "leet":
        w = "".join(rng.sample(WORDS, 2))
        out = "".join(LEET.get(c, c) if rng.random() < 0.7 else c for c in w)
        return out[0].upper() + out[1:] + rng.choice("!#%") + rstr(rng, DIG, 2)
    if shape == "walk":
        return rng.choice(WALKS) + rstr(rng, DIG, 2)
    if shape == "name":
        return rng.choice(EN_FIRST) + str(rng.randint(1961, 2009)) + rng.choice("!#.*")
    raise ValueError(shape)


NATO = {"a": "alfa", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot",
        "g": "golf", "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima",
        "m": "mike", "n": "november", "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo",
        "s": "sierra", "t": "tango", "u": "uniform", "v": "victor", "w": "whiskey", "x": "x-ray",
        "y": "yankee", "z": "zulu"}
SYM_EN = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar sign", "%": "percent",
          "*": "star", "_": "underscore", "-": "dash", ".": "dot", "+": "plus", "?": "question mark",
          "&": "ampersand", "=": "equals", " ": "space"}
SYM_ZH = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "*": "星号",
          "_": "下划线", "-": "横杠", ".": "点", "+": "加号", "?": "问号", "&": "和号", "=": "等号", " ": "空格"}


def spell(pw, style):
    toks = []
    for c in pw:
        if c.isdigit():
            toks.append(("数字" + c) if style == "zhspell" else EN_DIG[int(c)])
        elif c.isalpha():
            if style == "nato":
                toks.append(("capital " + NATO[c.lower()].capitalize()) if c.isupper() else NATO[c])
            elif style == "letters":
                toks.append(("capital " + c) if c.isupper() else c)
            else:
                toks.append(("大写" + c) if c.isupper() else ("小写" + c))
        else:
            toks.append(("符号" + SYM_ZH[c]) if style == "zhspell" else SYM_EN[c])
    return ("、" if style == "zhspell" else ", ").join(toks)


def g_pw(ctx, args):
    rng = ctx.rng
    shape = arg(args, 0) or rng.choice(["wsd", "camel", "dash", "rand", "leet", "pinyin", "dot", "name", "walk"])
    if "/" in shape:
        shape = pick(rng, shape)
    style = arg(args, 1) or "plain"
    pw = make_password(rng, shape)
    val = pw if style == "plain" else spell(pw, style)
    user = rng.choice(["admin", "office", "front.desk", "m.okafor", "j.lindqvist", "reception",
                       "owner", "staff01", "lwei", "chen.yu", "kiosk", "studio", "manager", "guest.ops"])
    return dict(value=val, check=("password", pw, style), pw=pw, user=user)


# ---------------------------------------------------------------------------
# security answers (pools partitioned by split: even entries dev, odd test)
# ---------------------------------------------------------------------------
SA_EN = [
    ("What was your mother's maiden name?", "mother's maiden name", ["Kowalczyk", "Brannigan", "Oyelaran", "Featherstone", "Lindgren", "Castellanos", "MacAskill", "Petrossian", "Nakashima", "Delacroix", "Abernethy", "Szabo"]),
    ("What was the name of your first pet?", "first pet", ["Biscuit", "Captain Whiskers", "Pudding", "Mr Noodle", "Ziggy", "Marmalade", "Sprocket", "Waffles", "Tango", "Bramble", "Pickles", "Domino"]),
    ("What street did you grow up on?", "street you grew up on", ["Carrick Lane", "Ivydene Road", "Tamarind Close", "Saltmarsh Way", "Oakhurst Drive", "Ferryside Street", "Larchmont Avenue", "Quarry Hill", "Penrose Terrace", "Birchgrove Crescent", "Hollins Row", "Wexcombe Road"]),
    ("What was the name of your primary school?", "primary school", ["St Columba's", "Larkfield Primary", "Hillcrest Elementary", "Moorside Infants", "Greenacre Primary", "Our Lady of Lourdes", "Westbrook Academy", "Riverside Juniors", "Ashgrove School", "Kinloch Primary", "Brookvale", "Fernhill Primary"]),
    ("What was the make of your first car?", "first car", ["Fiat Panda", "Vauxhall Corsa", "Toyota Starlet", "Renault Clio", "Datsun Sunny", "Skoda Felicia", "Honda Civic", "Peugeot 205", "Mazda 323", "VW Polo", "Ford Escort", "Lada Riva"]),
    ("What was your childhood best friend's name?", "childhood best friend", ["Siobhan", "Tariq", "Annelise", "Bartholomew", "Chidi", "Rosalind", "Fergus", "Yusuf", "Clementine", "Ravi", "Henrietta", "Lachlan"]),
    ("Who was your favourite teacher?", "favourite teacher", ["Mrs Adebayo", "Mr Quigley", "Miss Haverford", "Mr Lindqvist", "Mrs Ferreira", "Mr Okonjo", "Ms Trevelyan", "Mr Balogun", "Mrs Whitcombe", "Miss Rautio", "Mr Castellano", "Mrs Ebbsworth"]),
    ("In what city did your parents meet?", "city your parents met in", ["Limerick", "Tromso", "Valparaiso", "Bulawayo", "Dunedin", "Gdansk", "Cork", "Antofagasta", "Kisumu", "Halifax", "Bergen", "Ipoh"]),
    ("What was your grandmother's first name?", "grandmother's first name", ["Winifred", "Philomena", "Agnieszka", "Euphemia", "Gertrude", "Dorothea", "Ottilie", "Bernadette", "Mildred", "Ingeborg", "Theodora", "Ursula"]),
    ("What was the name of the hospital where you were born?", "hospital you were born in", ["Rotunda", "St Mary's Paddington", "Coombe", "Groote Schuur", "Royal Infirmary", "Mater Misericordiae", "Princess Margaret", "Holles Street", "Queen Alexandra", "Southmead", "Ninewells", "Musgrove Park"]),
]
SA_ZH = [
    ("您母亲的姓名是？", "母亲的姓名", ["张秀英", "李桂兰", "王淑珍", "刘玉梅", "陈翠花", "杨凤英", "赵桂芳", "黄丽华", "周美玲", "吴春燕", "徐素琴", "孙彩霞"]),
    ("您的出生地是？", "出生地", ["湖北襄阳", "四川南充", "江西赣州", "河南周口", "山东临沂", "广西柳州", "安徽阜阳", "湖南常德", "辽宁锦州", "福建莆田", "陕西汉中", "云南曲靖"]),
    ("您小学班主任的名字是？", "小学班主任的名字", ["周建华", "郑玉芬", "马国强", "冯秀兰", "邓志刚", "曹丽萍", "彭红梅", "曾庆林", "田晓燕", "蒋文华", "谢春生", "韩淑英"]),
    ("您就读的小学校名是？", "小学校名", ["光明路小学", "实验二小", "红星小学", "东风小学", "育才小学", "新华街小学", "向阳小学", "解放路小学", "胜利小学", "南门小学", "朝阳小学", "铁路子弟小学"]),
    ("您父亲的生日是？", "父亲的生日", ["1962年4月18日", "1958年11月3日", "1965年7月29日", "1960年2月14日", "1957年9月6日", "1963年12月21日", "1959年5月30日", "1961年8月8日", "1966年3月12日", "1964年10月25日", "1956年6月17日", "1967年1月9日"]),
    ("您第一只宠物的名字是？", "第一只宠物的名字", ["旺财", "豆豆", "小黑", "花卷", "团子", "大黄", "毛毛", "球球", "可乐", "年糕", "米粒", "土豆"]),
    ("您配偶的生日是？", "配偶的生日", ["0723", "1105", "0316", "0930", "1218", "0402", "0611", "0827", "0119", "1014", "0505", "0228"]),
    ("您高中的学校是？", "高中学校", ["襄阳四中", "南充高中", "赣州一中", "周口中学", "临沂一中", "柳州高级中学", "阜阳三中", "常德一中", "锦州中学", "莆田二中", "汉中中学", "曲靖一中"]),
    ("您最喜欢的歌手是？", "最喜欢的歌手", ["邓丽君", "李宗盛", "蔡琴", "刘若英", "任贤齐", "那英", "罗大佑", "王菲", "齐秦", "孟庭苇", "张雨生", "毛阿敏"]),
    ("您奶奶的名字是？", "奶奶的名字", ["钱桂香", "朱秀珍", "胡兰英", "林凤仙", "何玉兰", "罗菊花", "高秀云", "梁桂珍", "宋金凤", "唐秀英", "许月娥", "韩素珍"]),
]
PINYIN = {"张秀英": "zhangxiuying", "李桂兰": "liguilan", "王淑珍": "wangshuzhen", "刘玉梅": "liuyumei",
          "陈翠花": "chencuihua", "杨凤英": "yangfengying", "赵桂芳": "zhaoguifang", "黄丽华": "huanglihua",
          "周美玲": "zhoumeiling", "吴春燕": "wuchunyan", "徐素琴": "xusuqin", "孙彩霞": "suncaixia",
          "旺财": "wangcai", "豆豆": "doudou", "小黑": "xiaohei", "花卷": "huajuan", "团子": "tuanzi",
          "大黄": "dahuang", "毛毛": "maomao", "球球": "qiuqiu", "可乐": "kele", "年糕": "niangao",
          "米粒": "mili", "土豆": "tudou", "湖北襄阳": "xiangyang", "四川南充": "nanchong", "江西赣州": "ganzhou",
          "河南周口": "zhoukou", "山东临沂": "linyi", "广西柳州": "liuzhou", "安徽阜阳": "fuyang",
          "湖南常德": "changde", "辽宁锦州": "jinzhou", "福建莆田": "putian", "陕西汉中": "hanzhong", "云南曲靖": "qujing"}


def g_sa(ctx, args):
    rng = ctx.rng
    lang = arg(args, 0) or "en"
    parity = 0 if ctx.split == "dev" else 1
    if lang == "en":
        q, short, pool = rng.choice(SA_EN)
        ans = rng.choice(pool[parity::2])
        return dict(value=ans, check=("answer", ans), q=q, qs=short)
    if lang == "pinyin":
        cands = [(q, s, [a for a in pool[parity::2] if a in PINYIN]) for q, s, pool in SA_ZH]
        cands = [c for c in cands if c[2]]
        q, short, pool = rng.choice(cands)
        a = rng.choice(pool)
        ans = PINYIN[a]
        return dict(value=ans, check=("answer", ans), q=q, qs=short, hanzi=a)
    q, short, pool = rng.choice(SA_ZH)
    ans = rng.choice(pool[parity::2])
    return dict(value=ans, check=("answer", ans), q=q, qs=short)


# ---------------------------------------------------------------------------
# Wi-Fi
# ---------------------------------------------------------------------------
SSID_POOL = ["Velvet-Attic", "TPLINK_5G_7C21", "FRITZ!Box 7530 QX", "Kettle&Crumb Guests", "HUAWEI-B8F3",
             "ChinaNet-xK2p", "CMCC-7Tq9", "Rowhouse_24", "dental-front", "LaundroLux_Free", "Studio-Loft-5G",
             "Xiaomi_5E1A", "Tenda_3A0F20", "MERCURY_9C4D", "BarnOwl-Net", "ClimbWall_Staff", "Shelter-Office",
             "KoiPond_2.4", "NETGEAR41", "Vodafone-C0FFEE", "Livebox-6D2A", "SKY3F9A1", "eir-wifi-4410",
             "Orchard-Cottage", "RowingClub_Boathouse", "Chess&Tea", "TP-LINK_Guest_88", "CU_Xy7R"]


def g_wifi(ctx, args):
    rng = ctx.rng
    shape = arg(args, 0) or rng.choice(["phrase", "rand", "wd", "pinyin", "phone", "hex64", "phrase"])
    if "/" in shape:
        shape = pick(rng, shape)
    if shape == "phrase":
        pw = "-".join(w.capitalize() for w in rng.sample(WORDS, 2)) + "-" + rstr(rng, DIG, 2)
    elif shape == "rand":
        pw = rstr(rng, ALNUM, rng.randint(12, 20))
    elif shape == "wd":
        pw = rng.choice(WORDS) + rng.choice(WORDS) + rstr(rng, DIG, 4)
    elif shape == "pinyin":
        pw = rng.choice(["woaijia", "jiayou", "kuaile", "pingan", "xingfu", "huanying", "dajia"]) + rstr(rng, DIG, rng.choice([3, 4, 6]))
    elif shape == "phone":
        pw = "1" + rng.choice(["38", "39", "58", "86", "77", "55", "35", "89"]) + rstr(rng, DIG, 8)
    elif shape == "hex64":
        pw = rstr(rng, HEX, 64)
    elif shape == "spaced":
        pw = " ".join(rng.sample(WORDS, 3))
    else:
        raise ValueError(shape)
    assert 8 <= len(pw) <= 64
    return dict(value=pw, check=("wpa", pw), ssid=rng.choice(SSID_POOL))


# ---------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------
TEST_CARDS = {"4242424242424242", "4000056655665556", "5555555555554444", "378282246310005", "4111111111111111",
              "6011111111111117", "3566002020360505", "6200000000000005", "5105105105105100", "4012888888881881",
              "371449635398431", "6011000990139424", "3530111333300000", "2223003122003222", "5200828282828210",
              "4000000000000002", "4000000000009995", "6205500000000000004", "30569309025904", "38520000023237"}


def make_card(rng, brand):
    if brand == "visa":
        pre, n = "4" + rstr(rng, DIG, 5), 16
    elif brand == "mc":
        pre, n = (str(rng.randint(51, 55)) + rstr(rng, DIG, 4)) if rng.random() < 0.7 else str(rng.randint(2221, 2720)) + rstr(rng, DIG, 2), 16
    elif brand == "amex":
        pre, n = rng.choice(["34", "37"]) + rstr(rng, DIG, 4), 15
    elif brand == "disc":
        pre, n = rng.choice(["6011", "65" + rstr(rng, DIG, 2)]) + rstr(rng, DIG, 2), 16
    elif brand == "jcb":
        pre, n = str(rng.randint(3528, 3589)) + rstr(rng, DIG, 2), 16
    elif brand == "up16":
        pre, n = rng.choice(["622848", "621700", "622202", "623058", "625966", "621483"]), 16
    elif brand == "up19":
        pre, n = rng.choice(["621226", "622908", "621799", "623668", "621661"]), 19
    elif brand == "mir":
        pre, n = "220" + str(rng.randint(0, 4)) + rstr(rng, DIG, 2), 16
    elif brand == "troy":
        pre, n = "9792" + rstr(rng, DIG, 2), 16
    elif brand == "maestro":
        pre, n = rng.choice(["6759", "6761", "5018", "5020"]) + rstr(rng, DIG, 2), 16
    else:
        raise ValueError(brand)
    while True:
        num = S.luhn_complete(pre + rstr(rng, DIG, n - len(pre) - 1))
        if num not in TEST_CARDS:
            return num


def fmt_card(num, style):
    if style == "plain":
        return num
    if len(num) == 15:
        g = [num[:4], num[4:10], num[10:]]
    elif len(num) == 19:
        g = [num[:4], num[4:8], num[8:12], num[12:16], num[16:]]
    else:
        g = [num[i:i + 4] for i in range(0, 16, 4)]
    if style == "group":
        return " ".join(g)
    if style == "dash":
        return "-".join(g)
    if style == "fw":
        return "".join(chr(0xFF10 + int(c)) for c in num)
    if style == "dot":
        return ".".join(g)
    raise ValueError(style)


def g_card(ctx, args):
    rng = ctx.rng
    brand = arg(args, 0) or rng.choice(["visa", "visa", "mc", "mc", "amex", "disc", "jcb", "up16", "up19", "mir", "troy", "maestro"])
    if "/" in brand:
        brand = pick(rng, brand)
    style = arg(args, 1) or rng.choice(["group", "group", "plain", "dash"])
    if "/" in style:
        style = pick(rng, style)
    num = make_card(rng, brand)
    exp = "%02d/%02d" % (rng.randint(1, 12), rng.randint(27, 32))
    cvc = rstr(rng, DIG, 4 if brand == "amex" else 3)
    return dict(value=fmt_card(num, style), check=("card", num), exp=exp, cvc=cvc, last4=num[-4:])


# ---------------------------------------------------------------------------
# TOTP seeds
# ---------------------------------------------------------------------------
ISSUERS = ["Bitwarden", "Proton", "Fastmail", "Kraken", "Namecheap", "Backblaze", "Tutanota", "Mastodon",
           "Gitea", "Nextcloud", "Zoho", "Bluehost", "Hetzner", "OVHcloud", "Scaleway", "Codeberg",
           "阿里云", "腾讯云", "华为云", "百度智能云", "Gandi", "Porkbun", "Discord", "Twitch"]


def g_totp(ctx, args):
    rng = ctx.rng
    nb = int(pick(rng, arg(args, 0) or "10/20/20/16/32"))
    style = arg(args, 1) or rng.choice(["plain", "g4", "lower", "g4l"])
    if "/" in style:
        style = pick(rng, style)
    raw = bytes(rng.randrange(256) for _ in range(nb))
    b32 = base64.b32encode(raw).decode().rstrip("=")
    issuer = rng.choice([i for i in ISSUERS if ctx.lang != "en" or i.isascii()])
    account = rng.choice(["ops@", "mira.h@", "lwei@", "office@", "kaya.d@", "zhou.min@", "board@", "tech@"]) + rng.choice(["harbourlane.ie", "pebblemail.net", "kestrel.studio", "fjordline.no", "qiaoshe.cn", "lanternhouse.org"])
    if style == "plain":
        v = b32
    elif style == "lower":
        v = b32.lower()
    elif style == "g4":
        v = " ".join(b32[i:i + 4] for i in range(0, len(b32), 4))
    elif style == "g4l":
        v = " ".join(b32[i:i + 4] for i in range(0, len(b32), 4)).lower()
    elif style == "dash4":
        v = "-".join(b32[i:i + 4] for i in range(0, len(b32), 4))
    elif style == "g8":
        v = " ".join(b32[i:i + 8] for i in range(0, len(b32), 8))
    elif style == "wrap":
        g = [b32[i:i + 4] for i in range(0, len(b32), 4)]
        h = (len(g) + 1) // 2
        v = " ".join(g[:h]) + "\n" + " ".join(g[h:])
    elif style in ("uri", "uri_min", "uri256"):
        from urllib.parse import quote
        iss_q = quote(issuer)
        if style == "uri_min":
            v = "otpauth://totp/%s?secret=%s" % (quote(account), b32)
        elif style == "uri256":
            v = "otpauth://totp/%s:%s?secret=%s&issuer=%s&algorithm=SHA256&digits=8&period=30" % (iss_q, quote(account), b32, iss_q)
        else:
            v = "otpauth://totp/%s:%s?secret=%s&issuer=%s" % (iss_q, quote(account), b32, iss_q)
    else:
        raise ValueError(style)
    return dict(value=v, check=("totp", raw.hex()), issuer=issuer, account=account)


# ---------------------------------------------------------------------------
# recovery codes
# ---------------------------------------------------------------------------
NOAMB = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def rc_code(rng, shape):
    if shape == "hex5":
        return rstr(rng, HEX, 5) + "-" + rstr(rng, HEX, 5)
    if shape == "d8":
        return rstr(rng, DIG, 8)
    if shape == "d4sp":
        return rstr(rng, DIG, 4) + " " + rstr(rng, DIG, 4)
    if shape == "x4":
        return rstr(rng, NOAMB, 4) + "-" + rstr(rng, NOAMB, 4)
    if shape == "x4x3":
        return "-".join(rstr(rng, NOAMB, 4) for _ in range(3))
    if shape == "d55":
        return rstr(rng, DIG, 5) + "-" + rstr(rng, DIG, 5)
    if shape == "l10":
        return rstr(rng, LOW + DIG, 10)
    if shape == "u10":
        return rstr(rng, NOAMB, 10)
    if shape == "h16":
        return rstr(rng, HEX, 16)
    if shape == "l8":
        return rstr(rng, LOW + DIG, 8)
    if shape == "ms25":
        return "-".join(rstr(rng, NOAMB, 5) for _ in range(5))
    if shape == "b32g":
        return " ".join(rstr(rng, "abcdefghijklmnopqrstuvwxyz234567", 4) for _ in range(4))
    if shape == "w4":
        return rstr(rng, LOW, 4) + "-" + rstr(rng, LOW, 4) + "-" + rstr(rng, DIG, 4)
    raise ValueError(shape)


CIRC = "①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯"


def rc_layout(rng, codes, layout):
    n = len(codes)
    if layout == "lines":
        return "\n".join(codes)
    if layout == "num":
        return "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "paren":
        return "\n".join("%d) %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "hash":
        return "\n".join("#%02d %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "bullets":
        return "\n".join("- " + c for c in codes)
    if layout == "star":
        return "\n".join("* " + c for c in codes)
    if layout == "check":
        used = set(rng.sample(range(n), rng.randint(1, 3)))
        return "\n".join(("- [x] ~~%s~~" if i in used else "- [ ] %s") % c for i, c in enumerate(codes))
    if layout == "used":
        used = set(rng.sample(range(n), rng.randint(1, 3)))
        return "\n".join(c + ("  (used)" if i in used else "") for i, c in enumerate(codes))
    if layout == "usedzh":
        used = set(rng.sample(range(n), rng.randint(1, 3)))
        return "\n".join(c + ("（已用）" if i in used else "") for i, c in enumerate(codes))
    if layout == "inline":
        return ", ".join(codes)
    if layout == "semi":
        return "; ".join(codes)
    if layout == "zhcomma":
        return "，".join(codes)
    if layout == "dun":
        return "、".join(codes)
    if layout == "spaces":
        return "   ".join(codes)
    if layout == "cols2":
        h = (n + 1) // 2
        rows = []
        for i in range(h):
            a = codes[i]
            b = codes[i + h] if i + h < n else ""
            rows.append((a + "    " + b).rstrip())
        return "\n".join(rows)
    if layout == "json":
        return json.dumps(codes)
    if layout == "jsonpretty":
        return "[\n" + ",\n".join('  "%s"' % c for c in codes) + "\n]"
    if layout == "yaml":
        return "\n".join("- " + c for c in codes)
    if layout == "table":
        return "\n".join("| %d | %s |" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "zhnum":
        return "\n".join("%d、%s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "circ":
        return "\n".join(CIRC[i] + " " + c for i, c in enumerate(codes))
    if layout == "zhdi":
        return "\n".join("第%d个：%s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "tsv":
        return "\n".join("%d\t%s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "box":
        return "\n".join("☐ " + c for c in codes)
    if layout == "slash":
        return " / ".join(codes)
    if layout == "bash":
        return "(" + " ".join('"%s"' % c for c in codes) + ")"
    if layout == "pairs":
        rows = []
        for i in range(0, n, 2):
            rows.append("  ".join(codes[i:i + 2]))
        return "\n".join(rows)
    raise ValueError(layout)


def g_rc(ctx, args):
    rng = ctx.rng
    shape = arg(args, 0) or rng.choice(["hex5", "d8", "x4", "l10", "d55", "h16"])
    if "/" in shape:
        shape = pick(rng, shape)
    layout = arg(args, 1) or rng.choice(["lines", "num", "bullets", "cols2"])
    if "/" in layout:
        layout = pick(rng, layout)
    n = int(pick(rng, arg(args, 2) or "6/8/10/8/5"))
    if shape == "ms25":
        n = 1 if arg(args, 2) is None else n
    seen = set()
    codes = []
    while len(codes) < n:
        c = rc_code(rng, shape)
        if c not in seen:
            seen.add(c)
            codes.append(c)
    v = codes[0] if n == 1 else rc_layout(rng, codes, layout)
    return dict(value=v, check=("codes", codes), n=str(n), first=codes[0])


# ---------------------------------------------------------------------------
# wallet keys
# ---------------------------------------------------------------------------
def _scalar(rng):
    while True:
        d = rng.getrandbits(256)
        if 1 <= d < S.SECP256K1.n:
            return d


def g_wk(ctx, args):
    rng = ctx.rng
    t = arg(args, 0) or rng.choice(["wifc", "wifu", "hex", "hex0x", "xprv", "sol58", "nsec", "stellar"])
    if "/" in t:
        t = pick(rng, t)
    rec = {"type": t}
    if t in ("wifc", "wifu", "wift", "wifltc", "wifdoge"):
        d = _scalar(rng)
        net = {"wifc": "btc", "wifu": "btc", "wift": "test", "wifltc": "ltc", "wifdoge": "doge"}[t]
        v = S.wif_encode(d, t != "wifu", net)
        pre = {"btc": 0x00, "test": 0x6F, "ltc": 0x30, "doge": 0x1E}[net]
        addr = S.p2wpkh_address(d) if (t == "wifc" and rng.random() < 0.5) else S.p2pkh_address(d, t != "wifu", pre)
        rec.update(check=("wif", d), addr=addr)
    elif t in ("hex", "hex0x"):
        d = _scalar(rng)
        v = ("0x" if t == "hex0x" else "") + d.to_bytes(32, "big").hex()
        rec.update(check=("hexkey", d), addr=S.eth_address(d))
    elif t in ("xprv", "tprv", "zprv", "yprv"):
        seed = bytes(rng.randrange(256) for _ in range(64))
        k, c = S.bip32_master(seed)
        v = S.bip32_serialize(t, k, c)
        rec.update(check=("xprv", k), xpub=S.bip32_serialize(t[0] + "pub", k, c))
    elif t in ("sol58", "soljson"):
        seed = bytes(rng.randrange(256) for _ in range(32))
        pub = S.ed25519_public(seed)
        v = S.b58encode(seed + pub) if t == "sol58" else "[" + ",".join(str(b) for b in seed + pub) + "]"
        rec.update(check=("sol", seed.hex()), addr=S.b58encode(pub))
    elif t == "nsec":
        sk = bytes(rng.randrange(256) for _ in range(32))
        v = S.bech32_bytes("nsec", sk)
        rec.update(check=("bech32", "nsec", sk.hex()), npub=S.bech32_bytes("npub", bytes(rng.randrange(256) for _ in range(32))))
    elif t == "stellar":
        seed = bytes(rng.randrange(256) for _ in range(32))
        v = S.strkey_encode(18 << 3, seed)
        rec.update(check=("strkey", seed.hex()), addr=S.strkey_encode(6 << 3, S.ed25519_public(seed)))
    elif t == "sui":
        seed = bytes(rng.randrange(256) for _ in range(32))
        v = S.bech32_bytes("suiprivkey", b"\x00" + seed)
        rec.update(check=("bech32", "suiprivkey", "00" + seed.hex()))
    else:
        raise ValueError(t)
    rec["value"] = v
    return rec


# ---------------------------------------------------------------------------
# seed phrases
# ---------------------------------------------------------------------------
NUMW = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
        "twenty-one", "twenty-two", "twenty-three", "twenty-four"]


def mn_layout(rng, w, layout):
    n = len(w)
    if layout == "line":
        return " ".join(w)
    if layout == "comma":
        return ", ".join(w)
    if layout == "lines":
        return "\n".join(w)
    if layout == "num":
        return "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "numparen":
        return "\n".join("%d) %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "num0":
        return "\n".join("%02d  %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "inlinenum":
        return " ".join("%d.%s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "cols3":
        rows = n // 3
        out = []
        for r in range(rows):
            cells = ["%-4s%-10s" % ("%d." % (c * rows + r + 1), w[c * rows + r]) for c in range(3)]
            out.append("   ".join(cells).rstrip())
        return "\n".join(out)
    if layout == "rows4":
        out = []
        for r in range(0, n, 4):
            out.append("   ".join("%d. %s" % (i + 1, w[i]) for i in range(r, r + 4)))
        return "\n".join(out)
    if layout == "rows3":
        return "\n".join(" ".join(w[r:r + 3]) for r in range(0, n, 3))
    if layout == "title":
        return " ".join(x.capitalize() for x in w)
    if layout == "upper":
        return " ".join(x.upper() for x in w)
    if layout == "json":
        return json.dumps(w)
    if layout == "pylist":
        return "[" + ", ".join("'%s'" % x for x in w) + "]"
    if layout == "slash":
        return " / ".join(w)
    if layout == "dots":
        return " · ".join(w)
    if layout == "wrap":
        out, cur = [], ""
        for x in w:
            if len(cur) + len(x) + 1 > 38 and cur:
                out.append(cur)
                cur = x
            else:
                cur = (cur + " " + x).strip()
        out.append(cur)
        return "\n".join(out)
    if layout == "half":
        h = n // 2
        return " ".join(w[:h]) + "\n" + " ".join(w[h:])
    if layout == "bracket":
        return "\n".join("[%02d] %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "hashnum":
        return "\n".join("#%d %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "spoken":
        return " ".join("%s, %s." % (NUMW[i].capitalize(), x) for i, x in enumerate(w))
    if layout == "tsv":
        return "\n".join("%d\t%s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "arrow":
        return "\n".join("%d → %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "table":
        return "\n".join("| %d | %s |" % (i + 1, x) for i, x in enumerate(w))
    if layout == "hyphen":
        return "-".join(w)
    if layout == "colon":
        return "\n".join("word %d: %s" % (i + 1, x) for i, x in enumerate(w))
    raise ValueError(layout)


def g_mn(ctx, args):
    rng = ctx.rng
    n = int(pick(rng, arg(args, 0) or "12/12/12/24/18"))
    layout = arg(args, 1) or "line"
    if "/" in layout:
        layout = pick(rng, layout)
    ent = bytes(rng.randrange(256) for _ in range(n * 4 // 3))
    w = S.bip39_from_entropy(ent)
    return dict(value=mn_layout(rng, w, layout), check=("bip39", "english", w), n=str(n), w1=w[0])


def mz_layout(rng, w, layout):
    n = len(w)
    if layout == "sp":
        return " ".join(w)
    if layout == "nosp":
        return "".join(w)
    if layout == "dun":
        return "、".join(w)
    if layout == "comma":
        return "，".join(w)
    if layout == "lines":
        return "\n".join(w)
    if layout == "num":
        return "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "rows3":
        return "\n".join(" ".join(w[r:r + 3]) for r in range(0, n, 3))
    if layout == "rows4":
        return "\n".join(" ".join(w[r:r + 4]) for r in range(0, n, 4))
    if layout == "rows6":
        return "\n".join("".join(w[r:r + 6]) for r in range(0, n, 6))
    if layout == "idsp":
        return "　".join(w)
    if layout == "circ":
        return " ".join(CIRC[i] + x for i, x in enumerate(w)) if n <= 16 else " ".join("(%d)%s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "brk":
        return "".join("【%s】" % x for x in w)
    if layout == "slash":
        return " / ".join(w)
    if layout == "json":
        return json.dumps(w, ensure_ascii=False)
    if layout == "table":
        return "\n".join("| %d | %s |" % (i + 1, x) for i, x in enumerate(w))
    if layout == "di":
        return "\n".join("第%d个：%s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "numinline":
        return " ".join("%d%s" % (i + 1, x) for i, x in enumerate(w))
    if layout == "dash":
        return "-".join(w)
    if layout == "grid4":
        return "\n".join("  ".join("%d.%s" % (i + 1, w[i]) for i in range(r, r + 4)) for r in range(0, n, 4))
    raise ValueError(layout)


def g_mz(ctx, args):
    rng = ctx.rng
    n = int(pick(rng, arg(args, 0) or "12/12/12/24"))
    layout = arg(args, 1) or "sp"
    if "/" in layout:
        layout = pick(rng, layout)
    lst = {"s": "chinese_simplified", "t": "chinese_traditional"}[arg(args, 2) or "s"]
    ent = bytes(rng.randrange(256) for _ in range(n * 4 // 3))
    w = S.bip39_from_entropy(ent, lst)
    return dict(value=mz_layout(rng, w, layout), check=("bip39", lst, w), n=str(n))


# ---------------------------------------------------------------------------
# .env / config values
# ---------------------------------------------------------------------------
ENV_KEYS = {
    "std": ["SECRET_KEY", "APP_SECRET", "JWT_SECRET", "SESSION_SECRET", "DB_PASSWORD", "REDIS_PASSWORD",
            "SMTP_PASSWORD", "MAIL_PASSWORD", "ENCRYPTION_KEY", "SIGNING_KEY", "HMAC_SECRET", "WEBHOOK_SECRET",
            "COOKIE_SECRET", "NEXTAUTH_SECRET", "AUTH_SECRET", "MASTER_KEY", "ADMIN_PASSWORD", "API_TOKEN",
            "POSTGRES_PASSWORD", "MYSQL_ROOT_PASSWORD", "RABBITMQ_DEFAULT_PASS", "MINIO_ROOT_PASSWORD"],
    "odd": ["ROASTER_PROFILE_SIG", "TIDEGAUGE_PUSH_TOKEN", "BELLTOWER_HMAC", "DUNNING_WEBHOOK_SALT",
            "RINK_SCOREBOARD_KEY", "KENNEL_CAM_PASS", "LOOM_SYNC_SECRET", "GLAZE_KILN_TOKEN", "PEW_BOOKING_SALT",
            "CHOIR_PORTAL_PEPPER", "BOATHOUSE_GATE_SECRET", "RECORDSHOP_POS_PIN_SALT", "ORCHARD_SENSOR_KEY",
            "TELESCOPE_QUEUE_TOKEN", "SHELTER_INTAKE_SIG", "CLIMB_WAIVER_HMAC", "LAUNDRY_COIN_SECRET",
            "CRECHE_ROTA_KEY", "DENTAL_XRAY_SYNC_PASS", "VINYL_CATALOG_TOKEN", "BAKERY_TILL_PEPPER", "X_SIG_K",
            "K2", "PASSPHRASE", "CRED", "S3CR3T", "TOKEN_2", "PRIVATE_SALT", "SALT", "PEPPER"],
    "zh": ["SHUIGUO_DIAN_SIGN", "WANGBA_JIFEI_KEY", "MEIJIA_YUYUE_SECRET", "LIFA_HUIYUAN_TOKEN", "JIAZHENG_PAIDAN_SALT",
           "YAKE_ZHENSUO_HMAC", "DAIJIA_DINGDAN_KEY", "TUANZHANG_JIESUAN_SECRET", "XIANYU_BOT_TOKEN", "YUESAO_APP_SIGN",
           "CUN_WEIHUI_OA_PASS", "NONGJIALE_BOOKING_KEY", "KUAIDI_GUIJI_SECRET", "XIYI_DIAN_SALT", "QIPAI_SHI_SIGN"],
    "lower": ["signing_secret", "db_pass", "hmac_key", "smtp_pass", "webhook_secret", "api_secret", "session_key",
              "encryption_passphrase", "admin_token", "shared_secret", "client_secret", "push_secret"],
}
DJANGO_AL = LOW + DIG + "!@#$%^&*(-_=+)"


def env_value(rng, shape):
    if shape == "hex32":
        return rstr(rng, HEX, 32)
    if shape == "hex64":
        return rstr(rng, HEX, 64)
    if shape == "b64":
        return base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
    if shape == "b64url":
        return S.b64u(bytes(rng.randrange(256) for _ in range(rng.choice([24, 32, 48]))))
    if shape == "laravel":
        return "base64:" + base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
    if shape == "fernet":
        return base64.urlsafe_b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
    if shape == "django":
        return "django-insecure-" + rstr(rng, DJANGO_AL, 50) if rng.random() < 0.3 else rstr(rng, DJANGO_AL, 50)
    if shape == "alnum":
        return rstr(rng, ALNUM, rng.choice([24, 32, 40, 48]))
    if shape == "pw":
        return make_password(rng, rng.choice(["wsd", "rand", "camel", "leet"]))
    if shape == "words":
        return "-".join(rng.sample(WORDS, 4))
    raise ValueError(shape)


def g_env(ctx, args):
    rng = ctx.rng
    keyset = arg(args, 0) or "std"
    if "/" in keyset:
        keyset = pick(rng, keyset)
    if keyset in ENV_KEYS:
        key = rng.choice(ENV_KEYS[keyset])
    else:
        key = keyset if "/" not in keyset else pick(rng, keyset)
    shape = arg(args, 1) or rng.choice(["hex32", "hex64", "b64", "b64url", "alnum", "pw", "django", "fernet"])
    if "/" in shape:
        shape = pick(rng, shape)
    v = env_value(rng, shape)
    return dict(value=v, check=("envval", v), key=key, lkey=key.lower())


# ---------------------------------------------------------------------------
# connection strings
# ---------------------------------------------------------------------------
HOSTS = ["db-prod-2.internal", "10.20.4.17", "pg.kestrel.studio", "mysql-east.lanternhouse.org", "172.16.8.31",
         "cluster0.x7k2q.mongodb.net", "cache.fjordline.no", "rds-mx.c9a1b2.eu-west-1.rds.amazonaws.com",
         "nas.local", "192.168.31.20", "mq.harbourlane.ie", "ch01.pebblemail.net", "sql.qiaoshe.cn",
         "db.shelter-ops.org", "warehouse.orchardco.op"]
DBUSERS = ["app", "svc_web", "report_ro", "postgres", "root", "etl", "grafana", "kiosk", "lw_admin", "backup",
           "booking", "n8n", "metabase", "shop", "wp_user"]
DBNAMES = ["orders", "booking", "clinic", "members", "inventory", "ledger", "rota", "cms", "shop", "analytics"]
URLSAFE = ALNUM + "-_.~"


def cs_password(rng):
    core = rstr(rng, URLSAFE, rng.randint(12, 20))
    if rng.random() < 0.25:
        core = core[:6] + rng.choice(["%21", "%40", "%23", "%24"]) + core[6:]
    return core


def g_cs(ctx, args):
    rng = ctx.rng
    sch = arg(args, 0) or rng.choice(["pg", "mysql", "mongo", "redis", "amqp"])
    if "/" in sch:
        sch = pick(rng, sch)
    pw = cs_password(rng)
    u = rng.choice(DBUSERS)
    h = rng.choice(HOSTS)
    db = rng.choice(DBNAMES)
    ip = "192.168.%d.%d" % (rng.randint(0, 50), rng.randint(2, 250))
    T = {
        "pg": "postgresql://{u}:{pw}@{h}:5432/{db}?sslmode=require",
        "pgasync": "postgresql+asyncpg://{u}:{pw}@{h}:5432/{db}",
        "postgres": "postgres://{u}:{pw}@{h}/{db}",
        "mysql": "mysql://{u}:{pw}@{h}:3306/{db}",
        "mysqlpy": "mysql+pymysql://{u}:{pw}@{h}:3306/{db}?charset=utf8mb4",
        "mariadb": "mariadb://{u}:{pw}@{h}:3306/{db}",
        "mongo": "mongodb://{u}:{pw}@{h}:27017/{db}?authSource=admin",
        "mongosrv": "mongodb+srv://{u}:{pw}@cluster0.{r5}.mongodb.net/{db}?retryWrites=true&w=majority",
        "redis": "redis://:{pw}@{h}:6379/0",
        "rediss": "rediss://default:{pw}@{h}:6380",
        "amqp": "amqps://{u}:{pw}@{h}:5671/{db}",
        "mssql": "Server=tcp:{h},1433;Database={db};User Id={u};Password={pw};Encrypt=True;",
        "odbc": "Driver={{ODBC Driver 18 for SQL Server}};Server={h};Database={db};Uid={u};Pwd={pw};",
        "jdbcpg": "jdbc:postgresql://{h}:5432/{db}?user={u}&password={pw}",
        "jdbcmysql": "jdbc:mysql://{h}:3306/{db}?user={u}&password={pw}&useSSL=true",
        "jdbcora": "jdbc:oracle:thin:{u}/{pw}@//{h}:1521/ORCLPDB1",
        "libpq": "host={h} port=5432 dbname={db} user={u} password={pw} sslmode=require",
        "ftp": "ftp://{u}:{pw}@{h}/uploads",
        "sftp": "sftp://{u}:{pw}@{h}:22/home/{u}",
        "smb": "smb://{u}:{pw}@{ip}/scans",
        "webdav": "https://{u}:{pw}@cloud.{dom}/remote.php/dav/files/{u}/",
        "https": "https://{u}:{pw}@{dom}/admin/",
        "proxy": "http://{u}:{pw}@proxy.{dom}:3128",
        "socks": "socks5h://{u}:{pw}@{ip}:1080",
        "rtsp": "rtsp://admin:{pw}@{ip}:554/Streaming/Channels/101",
        "smtps": "smtps://{u}%40{dom}:{pw}@smtp.{dom}:465",
        "imaps": "imaps://{u}:{pw}@imap.{dom}:993",
        "neo4j": "neo4j+s://neo4j:{pw}@{r5}.databases.neo4j.io",
        "clickhouse": "clickhouse://default:{pw}@{h}:9000/{db}",
        "snowflake": "snowflake://{u}:{pw}@xy{r5}.eu-central-1/{db}/public?warehouse=COMPUTE_WH",
        "cockroach": "cockroachdb://{u}:{pw}@{h}:26257/{db}?sslmode=verify-full",
        "elastic": "https://elastic:{pw}@{h}:9200",
        "couch": "http://admin:{pw}@127.0.0.1:5984/{db}",
        "mqtt": "mqtts://{u}:{pw}@broker.{dom}:8883",
        "nats": "nats://{u}:{pw}@{h}:4222",
        "kafka": 'org.apache.kafka.common.security.plain.PlainLoginModule required username="{u}" password="{pw}";',
        "git": "https://{u}:{pw}@git.{dom}/{u}/{db}.git",
        "vnc": "vnc://:{pw}@{ip}:5900",
        "wss": "wss://{u}:{pw}@ws.{dom}/live",
        "query": "https://{dom}/api/v1/export?user={u}&password={pw}",
        "pgpass": "{h}:5432:{db}:{u}:{pw}",
        "netrc": "machine {dom} login {u} password {pw}",
        "mssqlpy": "mssql+pyodbc://{u}:{pw}@{h}:1433/{db}?driver=ODBC+Driver+18+for+SQL+Server",
        "oraez": "{u}/{pw}@{h}:1521/XEPDB1",
        "dm": "dm://SYSDBA:{pw}@{h}:5236",
        "kingbase": "jdbc:kingbase8://{h}:54321/{db}?user={u}&password={pw}",
        "taos": "taos://root:{pw}@{h}:6030/{db}",
        "ldap": "ldaps://{h}:636 -D cn=admin,dc=office,dc=lan -w {pw}",
        "ssh": "ssh://{u}:{pw}@{h}:2222",
        "ipp": "ipps://{u}:{pw}@printer.{dom}:631/ipp/print",
    }
    dom = rng.choice(["kestrel.studio", "lanternhouse.org", "harbourlane.ie", "fjordline.no", "qiaoshe.cn",
                      "shelterops.org", "pebblemail.net", "rowclub.co.uk", "chesstea.cafe", "molar.dental"])
    r5 = rstr(rng, LOW + DIG, 5)
    v = T[sch].format(u=u, pw=pw, h=h, db=db, ip=ip, dom=dom, r5=r5)
    return dict(value=v, check=("connstr", pw), pw=pw, user=u, host=h, db=db)


# ---------------------------------------------------------------------------
# private keys
# ---------------------------------------------------------------------------
def _layout_pem(rng, text, layout):
    if layout in ("plain", "quote", "indent"):
        return text  # the renderer repeats the line prefix (indent, "> ") on continuation lines
    if layout == "escaped":
        return text.replace("\n", "\\n") + "\\n"
    if layout == "oneline":
        return text.replace("\n", " ")
    if layout == "b64":
        return base64.b64encode((text + "\n").encode()).decode()
    raise ValueError(layout)


def g_pk(ctx, args):
    rng = ctx.rng
    t = arg(args, 0) or rng.choice(["rsa1", "rsa8", "ec1", "ed8", "ossh"])
    if "/" in t:
        t = pick(rng, t)
    layout = arg(args, 1) or "plain"
    comment = rng.choice(["deploy@builder", "mira@thinkpad", "backup-nas", "lwei@macbook", "ci-runner",
                          "kiosk-pi", "eddsa-key-20250314", "rsa-key-20241102", "root@edge-01", "chen@office"])
    rec = {"type": t, "comment": comment}
    if t in ("rsa1", "rsa8"):
        seed = "%s/%d" % (ctx.split, rng.randrange(4))
        k = S.rsa_key("corpus29/" + seed)
        if t == "rsa1":
            text = S.pem("RSA PRIVATE KEY", S.rsa_pkcs1_der(k))
        else:
            text = S.pem("PRIVATE KEY", S.rsa_pkcs8_der(k))
        rec["pub"] = S.pem("PUBLIC KEY", S.rsa_spki_der(k))
    elif t in ("ec1", "eck1", "ec8"):
        curve = S.SECP256K1 if t == "eck1" else S.P256
        d = rng.randrange(1, curve.n)
        text = S.pem("EC PRIVATE KEY", S.ec_sec1_der(curve, d)) if t != "ec8" else S.pem("PRIVATE KEY", S.ec_pkcs8_der(curve, d))
        rec["pub"] = S.pem("PUBLIC KEY", S.ec_spki_der(curve, d))
    elif t == "ed8":
        seed = bytes(rng.randrange(256) for _ in range(32))
        text = S.pem("PRIVATE KEY", S.ed25519_pkcs8_der(seed))
        rec["pub"] = S.pem("PUBLIC KEY", S.ed25519_spki_der(seed))
    elif t == "ossh":
        seed = bytes(rng.randrange(256) for _ in range(32))
        text = S.openssh_ed25519_private(seed, comment, rng.getrandbits(32))
        rec["pub"] = S.ssh_ed25519_publine(seed, comment)
    elif t == "ppk":
        seed = bytes(rng.randrange(256) for _ in range(32))
        text = S.ppk3_ed25519(seed, comment)
        rec["pub"] = S.ssh_ed25519_publine(seed, comment)
    elif t == "jwk":
        seed = bytes(rng.randrange(256) for _ in range(32))
        text = json.dumps({"kty": "OKP", "crv": "Ed25519", "d": S.b64u(seed), "x": S.b64u(S.ed25519_public(seed)),
                           "kid": rstr(rng, LOW + DIG, 8)})
        rec["pub"] = json.dumps({"kty": "OKP", "crv": "Ed25519", "x": S.b64u(S.ed25519_public(seed))})
    else:
        raise ValueError(t)
    rec["value"] = _layout_pem(rng, text, layout)
    rec["check"] = ("privkey", t, layout, text)
    return rec


# ---------------------------------------------------------------------------
# JWT
# ---------------------------------------------------------------------------
def jwt_key(alg, kid, payload_b64=None):
    """HS* keys are derived from the payload segment (so a check can verify a token from the span
    alone); asymmetric keys from the token's kid (RS256 from a pool of RSA keys)."""
    if alg.startswith("HS"):
        return hashlib.sha256(("corpus29-jwt-hs/" + payload_b64).encode()).digest()
    h = hashlib.sha256(("corpus29-jwt/" + kid).encode()).digest()
    if alg == "RS256":
        return S.rsa_key("corpus29-jwt/" + kid[:1])
    if alg == "ES256":
        return int.from_bytes(h, "big") % (S.P256.n - 1) + 1
    if alg == "EdDSA":
        return h
    raise ValueError(alg)


def g_jwt(ctx, args):
    rng = ctx.rng
    alg = arg(args, 0) or rng.choice(["HS256", "HS256", "HS256", "HS512", "RS256", "ES256", "EdDSA", "HS384"])
    if "/" in alg:
        alg = pick(rng, alg)
    profile = arg(args, 1) or rng.choice(["app", "supabase", "hass", "internal", "miniapp", "keycloak", "hasura", "n8n"])
    if "/" in profile:
        profile = pick(rng, profile)
    iat = rng.randint(1735689600, 1767225600)
    uid = rstr(rng, HEX, 8) + "-" + rstr(rng, HEX, 4) + "-4" + rstr(rng, HEX, 3) + "-a" + rstr(rng, HEX, 3) + "-" + rstr(rng, HEX, 12)
    if profile == "app":
        pl = {"sub": str(rng.randint(10000, 999999)), "name": rng.choice(EN_FIRST), "role": "member", "iat": iat, "exp": iat + 86400}
    elif profile == "supabase":
        pl = {"iss": "supabase", "ref": rstr(rng, LOW, 20), "role": "service_role", "iat": iat, "exp": iat + 315360000}
    elif profile == "hass":
        pl = {"iss": rstr(rng, HEX, 32), "iat": iat, "exp": iat + 315360000}
    elif profile == "internal":
        pl = {"sub": "svc-" + rng.choice(["billing", "rota", "export", "sync"]), "aud": "internal-api", "scope": "read write", "iat": iat, "exp": iat + 3600 * rng.choice([1, 12, 720])}
    elif profile == "miniapp":
        pl = {"openid": "o" + rstr(rng, ALNUM + "-_", 27), "session": rstr(rng, ALNUM, 16), "iat": iat, "exp": iat + 7200}
    elif profile == "keycloak":
        pl = {"exp": iat + 300, "iat": iat, "jti": uid, "iss": "https://auth.%s/realms/staff" % rng.choice(["kestrel.studio", "shelterops.org"]), "sub": uid, "typ": "Bearer", "azp": "portal", "preferred_username": rng.choice(PINYIN_NAMES)}
    elif profile == "hasura":
        pl = {"sub": str(rng.randint(100, 9999)), "https://hasura.io/jwt/claims": {"x-hasura-default-role": "admin", "x-hasura-allowed-roles": ["admin", "user"]}, "iat": iat}
    elif profile == "n8n":
        pl = {"sub": uid, "iss": "n8n", "aud": "public-api", "iat": iat}
    else:
        raise ValueError(profile)
    kid = rstr(rng, LOW + DIG, 10)
    header = {"alg": alg, "typ": "JWT"}
    if alg in ("RS256", "ES256", "EdDSA"):
        header["kid"] = kid
    p_b64 = S.b64u(json.dumps(pl, separators=(",", ":"), ensure_ascii=False).encode())
    tok = S.jwt_sign(header, pl, jwt_key(alg, kid, p_b64))
    assert tok.split(".")[1] == p_b64
    return dict(value=tok, check=("jwt", alg, kid), alg=alg)


# ---------------------------------------------------------------------------
# API keys and vendor tokens
# ---------------------------------------------------------------------------
def _gh(rng, prefix):
    return S.github_token(prefix, rstr(rng, ALNUM, 30))


def ak_value(rng, vendor):
    R = lambda al, n: rstr(rng, al, n)
    comp = {}
    if vendor == "openai_proj":
        v = "sk-proj-" + R(B64U, 58) + "T3BlbkFJ" + R(B64U, 58)
    elif vendor == "openai_svc":
        v = "sk-svcacct-" + R(B64U, 58) + "T3BlbkFJ" + R(B64U, 58)
    elif vendor == "openai_admin":
        v = "sk-admin-" + R(B64U, 58) + "T3BlbkFJ" + R(B64U, 58)
    elif vendor == "openai_legacy":
        v = "sk-" + R(ALNUM, 20) + "T3BlbkFJ" + R(ALNUM, 20)
    elif vendor == "ant_api":
        v = "sk-ant-api03-" + R(B64U, 93) + "AA"
    elif vendor == "ant_admin":
        v = "sk-ant-admin01-" + R(B64U, 93) + "AA"
    elif vendor in ("aws", "aws_sts"):
        v = R(ALNUM + "/+", 40)
        comp["id"] = ("AKIA" if vendor == "aws" else "ASIA") + R("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
        if vendor == "aws_sts":
            comp["tok"] = "IQoJb3JpZ2luX2Vj" + R(ALNUM + "/+", 180) + "=="
        comp["region"] = rng.choice(["eu-west-1", "us-east-2", "ap-southeast-1", "eu-central-1", "ap-east-1", "af-south-1"])
    elif vendor in ("ghp", "gho", "ghu", "ghs", "ghr"):
        v = _gh(rng, vendor + "_")
    elif vendor == "ghpat":
        v = "github_pat_11" + R(UP + DIG, 20) + "_" + R(ALNUM, 59)
    elif vendor == "aiza":
        v = "AIza" + R(ALNUM + "-_", 35)
    elif vendor == "gocspx":
        v = "GOCSPX-" + R(ALNUM + "-_", 28)
        comp["cid"] = "%d-%s.apps.googleusercontent.com" % (rng.randint(10 ** 11, 10 ** 12 - 1), R(LOW + DIG, 32))
    elif vendor == "xoxb":
        v = "xoxb-%d-%d-%s" % (rng.randint(10 ** 10, 10 ** 12), rng.randint(10 ** 12, 10 ** 13), R(ALNUM, 24))
    elif vendor == "xoxp":
        v = "xoxp-%d-%d-%d-%s" % (rng.randint(10 ** 10, 10 ** 12), rng.randint(10 ** 10, 10 ** 12), rng.randint(10 ** 12, 10 ** 13), R(HEX, 32))
    elif vendor == "xapp":
        v = "xapp-1-A%s-%d-%s" % (R(UP + DIG, 10), rng.randint(10 ** 12, 10 ** 13), R(HEX, 64))
    elif vendor == "xoxe":
        v = "xoxe.xoxp-1-" + R(ALNUM, 140)
    elif vendor == "slackhook":
        v = "https://hooks.slack.com/services/T%s/B%s/%s" % (R(UP + DIG, 9), R(UP + DIG, 10), R(ALNUM, 24))
    elif vendor == "sk_live":
        v = "sk_live_51" + R(ALNUM, 97)
    elif vendor == "rk_live":
        v = "rk_live_51" + R(ALNUM, 97)
    elif vendor == "whsec":
        v = "whsec_" + R(ALNUM, 32)
    elif vendor == "npm":
        v = "npm_" + R(ALNUM, 36)
    elif vendor == "glpat":
        v = "glpat-" + R(ALNUM + "-_", 20)
    elif vendor == "hf":
        v = "hf_" + R(LOW + UP, 34)
    elif vendor == "sendgrid":
        v = "SG." + R(B64U, 22) + "." + R(B64U, 43)
    elif vendor == "dop":
        v = "dop_v1_" + R(HEX, 64)
    elif vendor == "shpat":
        v = "shpat_" + R(HEX, 32)
    elif vendor == "groq":
        v = "gsk_" + R(ALNUM, 52)
    elif vendor == "replicate":
        v = "r8_" + R(ALNUM, 37)
    elif vendor == "xai":
        v = "xai-" + R(ALNUM, 80)
    elif vendor == "pypi":
        v = "pypi-AgEIcHlwaS5vcmc" + R(B64U, 140)
    elif vendor == "tailscale":
        v = "tskey-auth-k" + R(ALNUM, 11) + "CNTRL-" + R(ALNUM, 33)
    elif vendor == "databricks":
        v = "dapi" + R(HEX, 32)
    elif vendor == "grafana":
        v = "glsa_" + R(ALNUM, 32) + "_" + R(HEX, 8)
    elif vendor == "supabase":
        v = "sbp_" + R(HEX, 40)
    elif vendor == "linear":
        v = "lin_api_" + R(ALNUM, 40)
    elif vendor == "notion":
        v = "ntn_" + R(DIG, 11) + R(ALNUM, 35)
    elif vendor == "figma":
        v = "figd_" + R(ALNUM + "-_", 40)
    elif vendor == "postman":
        v = "PMAK-" + R(HEX, 24) + "-" + R(HEX, 34)
    elif vendor == "telegram":
        v = "%d:AA%s" % (rng.randint(10 ** 9, 8 * 10 ** 9), R(ALNUM + "-_", 33))
    elif vendor == "discord":
        uid = str(rng.randint(10 ** 17, 13 * 10 ** 17))
        v = S.b64u(uid.encode()) + "." + R(ALNUM + "-_", 6) + "." + R(ALNUM + "-_", 38)
    elif vendor == "twilio":
        v = R(HEX, 32)
        comp["id"] = "AC" + R(HEX, 32)
    elif vendor == "mailgun":
        v = "key-" + R(HEX, 32)
    elif vendor == "doppler":
        v = "dp.st.prd." + R(ALNUM, 40)
    elif vendor == "netlify":
        v = "nfp_" + R(ALNUM, 36)
    elif vendor == "flyio":
        v = "fo1_" + R(B64U, 43)
    elif vendor == "mapbox_sk":
        v = "sk.eyJ1Ijoi" + R(ALNUM, 12) + "IiwiYSI6I" + R(ALNUM, 24) + "In0." + R(ALNUM + "-_", 22)
    elif vendor == "op_sa":
        v = "ops_eyJzaWduSW5BZGRyZXNzIjoi" + R(B64U, 300)
    elif vendor == "aliyun":
        v = R(ALNUM, 30)
        comp["id"] = "LTAI5t" + R(ALNUM, 18)
    elif vendor == "tencent":
        v = R(ALNUM, 32)
        comp["id"] = "AKID" + R(ALNUM, 32)
    elif vendor == "huawei":
        v = R(ALNUM, 40)
        comp["id"] = R(UP + DIG, 20)
    elif vendor == "baidu":
        v = R(ALNUM, 32)
        comp["id"] = R(ALNUM, 24)
    elif vendor == "deepseek":
        v = "sk-" + R(HEX, 32)
    elif vendor == "zhipu":
        v = R(HEX, 32) + "." + R(ALNUM, 16)
    elif vendor == "moonshot":
        v = "sk-" + R(ALNUM, 48)
    elif vendor == "dashscope":
        v = "sk-" + R(HEX, 32)
    elif vendor == "cloudflare":
        v = R(ALNUM + "-_", 40)
    elif vendor == "vercel":
        v = R(ALNUM, 24)
    # generic shapes
    elif vendor == "hex32":
        v = R(HEX, 32)
    elif vendor == "hex40":
        v = R(HEX, 40)
    elif vendor == "hex64":
        v = R(HEX, 64)
    elif vendor == "an32":
        v = R(ALNUM, 32)
    elif vendor == "an40":
        v = R(ALNUM, 40)
    elif vendor == "an24":
        v = R(ALNUM, 24)
    elif vendor == "b64_40":
        v = base64.b64encode(bytes(rng.randrange(256) for _ in range(30))).decode()
    elif vendor == "up20":
        v = R(UP + DIG, 20)
    elif vendor == "key_pre":
        v = rng.choice(["key_", "api_", "live_", "prod_", "tok_"]) + R(ALNUM, 32)
    else:
        raise ValueError(vendor)
    return v, comp


VENDOR_GROUPS = {
    "openai": "openai_proj/openai_proj/openai_svc/openai_admin/openai_legacy",
    "anthropic": "ant_api/ant_api/ant_api/ant_admin",
    "github": "ghp/ghp/gho/ghu/ghs/ghr/ghpat",
    "google": "aiza/aiza/aiza/gocspx",
    "slack": "xoxb/xoxb/xoxp/xapp/slackhook",
    "stripe": "sk_live/sk_live/rk_live/whsec",
    "vendor": "npm/glpat/hf/sendgrid/dop/shpat/groq/replicate/xai/pypi/tailscale/databricks/grafana/supabase/linear/notion/figma/postman/telegram/discord/twilio/mailgun/doppler/netlify/flyio/mapbox_sk/op_sa",
    "vendorzh": "aliyun/tencent/huawei/baidu/deepseek/zhipu/moonshot/dashscope",
    "generic": "hex32/hex40/hex64/an32/an40/an24/b64_40/up20/key_pre",
}


VENDOR_NAMES = {"npm": "npm", "glpat": "GitLab", "hf": "Hugging Face", "sendgrid": "SendGrid", "dop": "DigitalOcean",
                "shpat": "Shopify", "groq": "Groq", "replicate": "Replicate", "xai": "xAI", "pypi": "PyPI",
                "tailscale": "Tailscale", "databricks": "Databricks", "grafana": "Grafana", "supabase": "Supabase",
                "linear": "Linear", "notion": "Notion", "figma": "Figma", "postman": "Postman", "telegram": "Telegram bot",
                "discord": "Discord bot", "twilio": "Twilio", "mailgun": "Mailgun", "doppler": "Doppler",
                "netlify": "Netlify", "flyio": "Fly.io", "mapbox_sk": "Mapbox", "op_sa": "1Password service account"}


def g_ak(ctx, args):
    rng = ctx.rng
    vendor = arg(args, 0) or "generic"
    if vendor in VENDOR_GROUPS:
        vendor = pick(rng, VENDOR_GROUPS[vendor])
    elif "/" in vendor:
        vendor = pick(rng, vendor)
    v, comp = ak_value(rng, vendor)
    rec = dict(value=v, check=("apikey", vendor, v), vendor=vendor, vname=VENDOR_NAMES.get(vendor, vendor))
    rec.update(comp)
    return rec


SECRET_GENS = {"otp": g_otp, "pin": g_pin, "pw": g_pw, "sa": g_sa, "wifi": g_wifi, "card": g_card,
               "totp": g_totp, "rc": g_rc, "wk": g_wk, "mn": g_mn, "mz": g_mz, "env": g_env, "cs": g_cs,
               "pk": g_pk, "jwt": g_jwt, "ak": g_ak}
