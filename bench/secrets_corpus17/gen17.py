"""Value generators and fillers for secrets_corpus17.

Every secret generator returns the secret exactly as it appears in the text (that string is the gold
span), or (span, extras) where extras are companion values a template may place elsewhere
(`⟦S.user⟧`, `⟦S.akid⟧`, …). Fillers return a string, or a tuple whose fields a template picks
with `⟦name#k.i⟧`. Benign look-alikes are fillers too.
"""
import base64
import hashlib
import json
import string

import crypto17 as C

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
HEX = "0123456789abcdef"


def pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def rstr(rng, alphabet, n):
    return "".join(alphabet[rng.randrange(len(alphabet))] for _ in range(n))


def rbytes(rng, n):
    return bytes(rng.randrange(256) for _ in range(n))


def digits(rng, n, lead_nonzero=False):
    s = rstr(rng, DG, n)
    if lead_nonzero and s[0] == "0":
        s = pick(rng, "123456789") + s[1:]
    return s


# ---------------------------------------------------------------------------
# Pools (settings' vocabulary)
# ---------------------------------------------------------------------------
NAMES_EN = ["Haruto", "Yui", "Kenji", "Aoi", "Min-jun", "Seo-yeon", "Ji-ho", "João", "Ana Clara", "Thiago",
            "Luana", "Ximena", "Diego", "Guadalupe", "Chidi", "Ngozi", "Tunde", "Folake", "Emeka", "Kwame",
            "Ama", "Kofi", "Akosua", "Linnea", "Oskar", "Astrid", "Sigrid", "Magnus", "Aino", "Eero", "Zofia",
            "Kacper", "Wojtek", "Inês", "Duarte", "Lucía", "Álvaro", "Giulia", "Matteo", "Sigrún", "Elif",
            "Emre", "Linh", "Minh", "Ploy", "Somchai", "Budi", "Siti", "Catalina", "Kadri", "Teodor", "Noa",
            "Yusuf", "Amara", "Rafael", "Henrik", "Mei", "Tomasz", "Chiara", "Ifeoma"]
SURNAMES_EN = ["Watanabe", "Park", "Kim", "Silva", "Oliveira", "Hernández", "Okafor", "Adeyemi", "Mensah",
               "Lindqvist", "Haugen", "Virtanen", "Kowalski", "Nowak", "Ferreira", "García", "Rossi",
               "Jónsdóttir", "Yılmaz", "Nguyen", "Santoso", "Tamm", "Sato", "Boateng", "Eze", "Bergström"]
ZH_SUR = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程魏苏吕丁任沈姚卢")
ZH_GIVEN = ["秀英", "桂兰", "建国", "志强", "海燕", "丽华", "晓明", "婷婷", "浩然", "子涵", "雨桐", "思远", "欣怡",
            "振华", "玉梅", "国庆", "文静", "一鸣", "佳怡", "宇航", "春生", "美玲", "立新", "瑞雪", "凤英", "德胜",
            "梓萱", "俊杰", "淑芬", "慧敏", "金花", "永刚"]
ZH_PINYIN_SUR = ["wang", "li", "zhang", "liu", "chen", "yang", "huang", "zhao", "wu", "zhou", "xu", "sun", "ma",
                 "zhu", "hu", "guo", "he", "lin", "luo", "zheng"]
ZH_PINYIN_GIVEN = ["xiuying", "guilan", "jianguo", "zhiqiang", "haiyan", "lihua", "xiaoming", "tingting",
                   "haoran", "zihan", "yutong", "siyuan", "xinyi", "zhenhua", "yumei", "wenjing", "yiming"]

WORDS_PW = ["kestrel", "propolis", "saison", "spruce", "rosette", "nebula", "kiln", "glaze", "lantern", "ferry",
            "harbour", "merlin", "comet", "tamarind", "maple", "pierogi", "jollof", "mochi", "fjord", "aurora",
            "cassava", "mango", "cobalt", "velvet", "quartz", "hopvine", "barley", "juniper", "orbit", "saffron",
            "tundra", "lagoon", "cedar", "puffin", "ember", "granite", "walnut", "plover", "sorrel", "marimba",
            "yuzu", "kimchi", "tapioca", "zephyr", "monsoon", "basalt", "heron", "lychee", "paprika", "tortuga"]
SYMS = "!@#$%&*?+=_.-"

CITIES_ZH = ["绵阳", "开封", "景德镇", "赣州", "丹东", "北海", "泉州", "延吉", "宜宾", "常德", "临沂", "榆林",
             "大理", "汕头", "鞍山", "湛江", "九江", "遵义", "柳州", "锦州"]
SCHOOLS_ZH = ["南山中学", "第十中学", "实验小学", "育才中学", "外国语学校", "第一中学", "红星小学", "铁路中学",
              "师大附中", "新华小学"]
PETS_ZH = ["旺财", "豆豆", "煤球", "咪咪", "大黄", "团子", "可乐", "布丁", "花卷", "小白", "年糕", "土豆"]
FOODS_ZH = ["螺蛳粉", "热干面", "锅包肉", "酸菜鱼", "肠粉", "凉皮", "糖葫芦", "臭豆腐", "羊肉泡馍", "担担面"]
BOOKS_ZH = ["平凡的世界", "活着", "围城", "红楼梦", "三体", "边城", "骆驼祥子", "白鹿原"]
IDOLS_ZH = ["邓丽君", "周杰伦", "袁隆平", "钱学森", "张桂梅", "刘翔", "姚明", "王菲"]

PETS_EN = ["Mochi", "Bolinha", "Kimchi", "Pipoca", "Tofu", "Loki", "Simba", "Biscoito", "Pumba", "Nala",
           "Sushi", "Kaju", "Fika", "Pierożek", "Chuchu", "Milo", "Bacalhau", "Tango", "Dumpling", "Zeytin"]
STREETS = ["Rua Augusta", "Calle Olmo", "ulica Długa", "Storgatan", "Via Roma", "Sinchon-ro", "Allen Avenue",
           "Rua das Flores", "Kongens gate", "Avenida Juárez", "Ogunlana Drive", "Hämeenkatu", "Bağdat Caddesi",
           "Jalan Braga", "Laugavegur", "Rua do Carmo", "Calle Mayor", "Nowy Świat", "Odos-ro", "Kanal Street"]
TOWNS = ["Kiruna", "Aveiro", "Gdańsk", "Puebla", "Jeonju", "Kumasi", "Enugu", "Bergen", "Tampere", "Córdoba",
         "Izmir", "Hue", "Chiang Mai", "Bandung", "Tartu", "Akureyri", "Campinas", "Oaxaca", "Ibadan", "Tromsø",
         "Kraków", "Braga", "Perugia", "Sendai", "Valparaíso"]
MAIDEN = ["Okonkwo", "Albuquerque", "Kowalska", "Lindqvist", "Yamamoto", "Hernández", "Mensah", "Bergström",
          "Nakagawa", "Castellanos", "Adebayo", "Wiśniewska", "Pereira", "Johansen", "Marchetti", "Demir",
          "Takahashi", "Agyemang", "Lehtinen", "Saarinen"]
SCHOOLS_EN = ["Escola Dom Pedro II", "Liceo Galilei", "Sinseo Elementary", "King's College Lagos",
              "Kungsholmens gymnasium", "Colegio San Ignacio", "Achimota", "Kyoto Nishi Junior High",
              "Szkoła Podstawowa nr 12", "Tampereen lyseo", "Escola Secundária de Aveiro", "St. Gregory's Ikoyi"]
TEACHERS = ["Mrs Adeyemi", "Senhor Barbosa", "Pani Nowak", "Tanaka-sensei", "Señora Ortega", "Herr Lindgren",
            "Mr Boateng", "Professora Lúcia", "Mrs Eze", "Signora Bianchi", "Ms Park"]
CARS = ["Fiat Uno", "VW Fusca", "Daewoo Matiz", "Volvo 240", "Lada Niva", "Toyota Corolla", "Peugeot 504",
        "Kia Pride", "Škoda Felicia", "Suzuki Alto", "Nissan Sunny", "Renault 4"]
FOODS = ["feijoada", "bibimbap", "jollof rice", "pierogi", "köttbullar", "tteokbokki", "pão de queijo",
         "tamales", "suya", "okonomiyaki", "bacalhau", "pad kra pao", "rendang", "baklava"]
BOOKS = ["Pippi Longstocking", "Things Fall Apart", "O Alquimista", "Norwegian Wood", "Moomin", "Pedro Páramo",
         "The Little Prince", "Anne of Green Gables", "Momo", "Half of a Yellow Sun"]
FRIENDS = ["Chiamaka", "Kasia", "Bruna", "Hyun-woo", "Sanna", "Takumi", "Olumide", "Paulina", "Mateus", "Efua"]
HEROES = ["Wangari Maathai", "Ayrton Senna", "Marie Curie", "Chinua Achebe", "Astrid Lindgren", "Yuri Gagarin",
          "Frida Kahlo", "Roald Amundsen", "Kofi Annan"]
MEMWORDS = ["gooseberry", "lighthouse", "saudade", "hygge", "petrichor", "sisu", "tsundoku", "lagom",
            "ubuntu", "kintsugi", "fernweh", "sobremesa"]

SSIDS_ALL = ["Apiary-Shed", "TapRoom_5G", "Dome-Control", "FerryCrew", "Studio_Kiln", "Guesthouse-Hlid", "Ward7-Staff",
         "EscapeHQ", "Luthier_Workshop", "Tinta&Agulha", "MakerSpace-2G", "Vodafone-A81C", "MEO-4F2A1",
         "NOS-9C3D", "Telia-7E21", "ZTE-Kwame", "KT_GiGA_5G_3A1F", "TP-Link_BC52", "Livebox-77E0", "FRITZ!Box 7590 QX",
         "MTN_4G_2C9", "Orange-Fibra-55", "ChinaNet-9xMq", "CMCC-7Hk2", "TP-LINK_民宿3楼", "驿站-办公", "剧本杀_大厅",
         "Tenda_A2E8", "HUAWEI-B8K3"]
SSIDS_CN = ["ChinaNet-9xMq", "CMCC-7Hk2", "TP-LINK_民宿3楼", "驿站-办公", "剧本杀_大厅", "Tenda_A2E8", "HUAWEI-B8K3",
            "ChinaNet-5G-3fQ", "CU_8kd2", "MERCURY_茶室", "小米路由器-自习室", "TP-LINK_5G_7A3C"]
SSIDS = [x for x in SSIDS_ALL if x not in SSIDS_CN]
HOSTS = ["hive-scale.internal", "dome.obs.lan", "pos.taproom.local", "db.kilnworks.io", "gw.ferrylines.no",
         "ward7-nas.hosp.lan", "escape-ops.cloud", "198.51.100.24", "10.20.0.15", "192.168.50.2", "172.16.8.40",
         "mx.tinta-agulha.pt", "api.paczkomat-demo.pl", "nas.guesthouse.is", "erp.shenzhen-hw.cn", "10.8.3.77"]
DOMAINS = ["kilnworks.io", "ferrylines.no", "taproom.co", "observatorio.cl", "apiary.coop", "tinta-agulha.pt",
           "escape-ops.cloud", "makerspace.se", "lagos-logistics.ng", "kraków-dorm.pl".replace("ó", "o"),
           "guesthouse.is", "yamabiko.jp", "hive.ke", "shenzhen-hw.cn", "prato-tessile.it"]
USERS = ["admin", "ops", "hive", "brewer", "dome", "nurse.ward7", "frontdesk", "deploy", "kwame", "zofia.k",
         "ines", "haruto", "backup", "svc_reports", "gm", "root", "ci-bot", "stock", "eero.v", "chidi"]


def _name_en(rng):
    return pick(rng, NAMES_EN)


def _full_en(rng):
    return pick(rng, NAMES_EN) + " " + pick(rng, SURNAMES_EN)


def _name_zh(rng):
    return pick(rng, ZH_SUR) + pick(rng, ZH_GIVEN)


def _email(rng):
    return pick(rng, ["kwame", "zofia", "ines.f", "haruto", "linnea", "chidi.o", "eero", "ploy", "budi",
                      "giulia.r", "ops", "frontdesk", "ana.clara", "wojtek", "sigrun"]) + "@" + pick(rng, DOMAINS)


def _date_en(rng):
    return "%d %s" % (rng.randint(1, 28), pick(rng, ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug",
                                                     "Sep", "Oct", "Nov", "Dec"]))


def _date_zh(rng):
    return "%d月%d日" % (rng.randint(1, 12), rng.randint(1, 28))


def _time(rng):
    return "%02d:%02d" % (rng.randint(6, 23), rng.randint(0, 59))


def _iso(rng):
    return "2025-%02d-%02dT%02d:%02d:%02dZ" % (rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23),
                                              rng.randint(0, 59), rng.randint(0, 59))


# ---------------------------------------------------------------------------
# Digits and spoken forms
# ---------------------------------------------------------------------------
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
         "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
ZH_D = "零一二三四五六七八九"
FW = str.maketrans("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!@#$%&*?+=_.-",
                   "０１２３４５６７８９ＡＢＣＤＥＦＧＨＩＪＫＬＭＮＯＰＱＲＳＴＵＶＷＸＹＺａｂｃｄｅｆｇｈｉｊｋｌｍｎｏｐｑｒｓｔｕｖｗｘｙｚ！＠＃＄％＆＊？＋＝＿．－")


def words_digits(s, rng, oh=True):
    out = []
    i = 0
    while i < len(s):
        d = s[i]
        if i + 1 < len(s) and s[i + 1] == d and rng.random() < 0.35:
            out.append("double " + (("oh" if oh and rng.random() < 0.6 else "zero") if d == "0" else ONES[int(d)]))
            i += 2
            continue
        out.append(("oh" if oh and rng.random() < 0.5 else "zero") if d == "0" else ONES[int(d)])
        i += 1
    return out


def pair_words(p):
    n = int(p)
    if p[0] == "0":
        return "oh " + ONES[n]
    if n < 10:
        return ONES[n]
    if n < 20:
        return TEENS[n - 10]
    return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")


def zh_digits(s, rng, style=None):
    style = style or pick(rng, ["plain", "yao", "dun"])
    m = {"plain": ZH_D, "yao": "洞幺两三四五六拐八九" if rng.random() < 0.4 else "零幺二三四五六七八九"}
    m["dun"] = ZH_D
    cs = [m.get(style, ZH_D)[int(d)] for d in s]
    if style == "dun":
        return "、".join(cs)
    return "".join(cs)


def fullwidth(s):
    return s.translate(FW)


# ---------------------------------------------------------------------------
# Secret generators
# ---------------------------------------------------------------------------
def g_pin4(rng):
    while True:
        s = digits(rng, 4)
        if s not in ("1234", "0000", "1111") and len(set(s)) > 1:
            return s


def g_pin6(rng):
    while True:
        s = digits(rng, 6)
        if len(set(s)) > 2 and s not in ("123456", "654321"):
            return s


def g_pin(rng):
    return g_pin4(rng) if rng.random() < 0.7 else g_pin6(rng)


def g_pin_spaced(rng):
    return pick(rng, [" ", "-", "·", "."]).join(g_pin(rng))


def g_pin_words(rng):
    s = g_pin4(rng)
    return pick(rng, [" ", ", ", "-"]).join(words_digits(s, rng))


def g_pin_pairs(rng):
    s = g_pin4(rng)
    return pair_words(s[:2]) + " " + pair_words(s[2:])


def g_pin_zh(rng):
    return zh_digits(g_pin(rng), rng)


def g_pin_fw(rng):
    return fullwidth(g_pin(rng))


def g_puk(rng):
    return digits(rng, 8)


def g_wps(rng):
    p7 = rng.randrange(10 ** 6, 10 ** 7)
    return "%07d%d" % (p7, C.wps_checksum(p7))


def g_pin5(rng):
    return digits(rng, 5, True)


def g_otp6(rng):
    return digits(rng, 6)


def g_otp_sp(rng):
    s = digits(rng, 6)
    return s[:3] + " " + s[3:]


def g_otp_dash(rng):
    s = digits(rng, 6)
    return s[:3] + "-" + s[3:]


def g_otp_pairs(rng):
    s = digits(rng, 6)
    return pick(rng, [" ", "-", "."]).join([s[0:2], s[2:4], s[4:6]])


def g_otp4(rng):
    return digits(rng, 4)


def g_otp5(rng):
    return digits(rng, 5)


def g_otp8(rng):
    return digits(rng, 8)


def g_otp_g(rng):
    return "G-" + digits(rng, 6)


def g_otp_alnum(rng):
    while True:
        s = rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
        if any(c.isdigit() for c in s) and any(c.isalpha() for c in s):
            return s


def g_otp_alnum_dash(rng):
    s = g_otp_alnum(rng)
    return s[:3] + "-" + s[3:]


def g_otp_words(rng):
    s = digits(rng, 6)
    return pick(rng, [" ", ", ", "... "]).join(words_digits(s, rng))


def g_otp_zh(rng):
    return zh_digits(digits(rng, 6), rng)


def g_otp_zh4(rng):
    return zh_digits(digits(rng, 4), rng)


def g_otp_fw(rng):
    return fullwidth(digits(rng, 6))


def g_otp_spaced1(rng):
    return " ".join(digits(rng, 6))


def g_door4(rng):
    return g_pin4(rng)


def g_door_star(rng):
    return "*" + g_pin4(rng) + "#"


def g_door_hash(rng):
    return g_pin4(rng) + "#"


def g_door_hashfirst(rng):
    return "#" + digits(rng, rng.choice([4, 5, 6]))


def g_door_letter(rng):
    s = g_pin4(rng)
    return pick(rng, ["A", "B", "C", "X"]) + s if rng.random() < 0.5 else s + pick(rng, ["A", "B", "Z"])


def g_door_enter(rng):
    return g_pin4(rng) + pick(rng, [" then ENTER", " + OK", " ✓", " and the key symbol"])


def g_padlock(rng):
    if rng.random() < 0.5:
        return "%02d-%02d-%02d" % (rng.randint(0, 39), rng.randint(0, 39), rng.randint(0, 39))
    return digits(rng, rng.choice([3, 4]))


def g_door6(rng):
    return g_pin6(rng)


def g_door_words(rng):
    s = g_pin4(rng)
    return pair_words(s[:2]) + " " + pair_words(s[2:]) if rng.random() < 0.5 else " ".join(words_digits(s, rng))


def g_door_zh(rng):
    return zh_digits(digits(rng, rng.choice([4, 6])), rng)


def g_door_fw(rng):
    return fullwidth(g_pin4(rng)) + ("＃" if rng.random() < 0.5 else "")


# Passwords -------------------------------------------------------------------
def _cap(w, rng):
    return w.capitalize() if rng.random() < 0.6 else w


def pw_wordsym(rng):
    return _cap(pick(rng, WORDS_PW), rng) + pick(rng, SYMS) + digits(rng, rng.choice([2, 3, 4]))


def pw_leet(rng):
    w = pick(rng, WORDS_PW) + pick(rng, WORDS_PW)
    tr = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
    out = "".join(tr[c] if c in tr and rng.random() < 0.6 else c for c in w)
    return out[0].upper() + out[1:] + pick(rng, SYMS)


def pw_camel(rng):
    return "".join(pick(rng, WORDS_PW).capitalize() for _ in range(3)) + digits(rng, 2)


def pw_phrase(rng):
    sep = pick(rng, ["-", ".", "_", "+", "~"])
    ws = [pick(rng, WORDS_PW) for _ in range(rng.choice([3, 4]))]
    return sep.join(ws) + (sep + digits(rng, 2) if rng.random() < 0.5 else "")


def pw_phrase_sp(rng):
    return " ".join(pick(rng, WORDS_PW) for _ in range(4))


def pw_random(rng):
    while True:
        s = rstr(rng, AN + "!#%&*+=?@^", rng.choice([12, 14, 16, 20]))
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
            return s


def pw_pinyin(rng):
    return pick(rng, ZH_PINYIN_SUR) + pick(rng, ZH_PINYIN_GIVEN) + pick(rng, ["", "@", "_", "."]) + \
        str(rng.randint(1960, 2012)) + ("%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28)) if rng.random() < 0.3 else "")


def pw_pinyin_cap(rng):
    return pick(rng, ZH_PINYIN_SUR).capitalize() + pick(rng, ZH_PINYIN_GIVEN) + pick(rng, SYMS) + digits(rng, 3)


def g_pw(rng):
    return pick(rng, [pw_wordsym, pw_leet, pw_camel, pw_phrase, pw_random])(rng)


def g_pw_zh(rng):
    return pick(rng, [pw_pinyin, pw_pinyin_cap, pw_wordsym, pw_random])(rng)


SYM_NAMES = {"!": "exclamation mark", "@": "at sign", "#": "hash", "$": "dollar", "%": "percent",
             "&": "ampersand", "*": "star", "?": "question mark", "+": "plus", "=": "equals", "_": "underscore",
             ".": "dot", "-": "dash", "~": "tilde"}
NATO = {"a": "alpha", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf",
        "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima", "m": "mike", "n": "november",
        "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo", "s": "sierra", "t": "tango", "u": "uniform",
        "v": "victor", "w": "whiskey", "x": "x-ray", "y": "yankee", "z": "zulu"}
ZH_SYM = {"!": "感叹号", "@": "艾特", "#": "井号", "$": "美元符号", "%": "百分号", "&": "和号", "*": "星号",
          "?": "问号", "+": "加号", "=": "等号", "_": "下划线", ".": "点", "-": "横杠", "~": "波浪号"}


def _short_pw(rng):
    return _cap(pick(rng, ["kiln", "fjord", "heron", "yuzu", "ember", "maple", "comet", "orbit"]), rng) + \
        pick(rng, "!#@&*?") + digits(rng, rng.choice([2, 3]))


def g_pw_spell(rng):
    pw = _short_pw(rng)
    out = []
    for ch in pw:
        if ch.isupper():
            out.append(pick(rng, ["capital ", "big ", "upper-case "]) + ch)
        elif ch.isalpha():
            out.append(ch)
        elif ch.isdigit():
            out.append(ONES[int(ch)])
        else:
            out.append(SYM_NAMES[ch])
    return ", ".join(out)


def g_pw_nato(rng):
    pw = _short_pw(rng)
    out = []
    for ch in pw:
        if ch.isalpha():
            out.append(("capital " if ch.isupper() else "") + NATO[ch.lower()])
        elif ch.isdigit():
            out.append(ONES[int(ch)])
        else:
            out.append(SYM_NAMES[ch])
    return " ".join(out)


def g_pw_zhspell(rng):
    pw = _short_pw(rng)
    out = []
    for ch in pw:
        if ch.isupper():
            out.append("大写" + ch)
        elif ch.isalpha():
            out.append("小写" + ch)
        elif ch.isdigit():
            out.append("数字" + ZH_D[int(ch)] if rng.random() < 0.5 else ch)
        else:
            out.append(ZH_SYM[ch])
    return "、".join(out)


def g_pw_fw(rng):
    return fullwidth(pw_wordsym(rng))


# Security answers ------------------------------------------------------------
def _date_numeric(rng):
    return "%02d/%02d/%d" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(1975, 2012))


SA_EN = {
    "sa_pet": PETS_EN, "sa_street": STREETS, "sa_town": TOWNS, "sa_maiden": MAIDEN, "sa_school": SCHOOLS_EN,
    "sa_teacher": TEACHERS, "sa_car": CARS, "sa_food": FOODS, "sa_book": BOOKS, "sa_friend": FRIENDS,
    "sa_hero": HEROES, "sa_word": MEMWORDS,
}


def _mk_pool(pool, lower_p=0.25):
    def f(rng):
        v = pick(rng, pool)
        return v.lower() if rng.random() < lower_p else v
    return f


def g_sa_date(rng):
    return _date_numeric(rng)


def g_sa_any(rng):
    return _mk_pool(SA_EN[pick(rng, sorted(SA_EN))])(rng)


def g_saz_name(rng):
    return _name_zh(rng)


def g_saz_city(rng):
    return pick(rng, CITIES_ZH)


def g_saz_school(rng):
    return pick(rng, CITIES_ZH) + pick(rng, ["市", ""]) + pick(rng, SCHOOLS_ZH)


def g_saz_teacher(rng):
    return pick(rng, ZH_SUR) + pick(rng, ZH_GIVEN) if rng.random() < 0.5 else pick(rng, ZH_SUR) + "老师"


def g_saz_pet(rng):
    return pick(rng, PETS_ZH)


def g_saz_food(rng):
    return pick(rng, FOODS_ZH)


def g_saz_book(rng):
    return pick(rng, BOOKS_ZH)


def g_saz_idol(rng):
    return pick(rng, IDOLS_ZH)


def g_saz_date(rng):
    y, m, d = rng.randint(1950, 1995), rng.randint(1, 12), rng.randint(1, 28)
    return pick(rng, ["%d年%d月%d日" % (y, m, d), "%d%02d%02d" % (y, m, d), "%d.%d.%d" % (y, m, d)])


def g_saz_any(rng):
    return pick(rng, [g_saz_name, g_saz_city, g_saz_school, g_saz_pet, g_saz_food])(rng)


# Login pairs / wifi ---------------------------------------------------------------
def g_lp(rng):
    return pick(rng, [pw_wordsym, pw_random, pw_camel, pw_leet])(rng), {"user": pick(rng, USERS), "email": _email(rng)}


def g_lp_zh(rng):
    return pick(rng, [pw_pinyin, pw_pinyin_cap, pw_random, pw_wordsym])(rng), \
        {"user": pick(rng, ZH_PINYIN_SUR) + pick(rng, ZH_PINYIN_GIVEN) + digits(rng, 2), "email": _email(rng),
         "phone": "1" + pick(rng, ["38", "39", "52", "58", "86", "77"]) + digits(rng, 8)}


def g_wifi(rng):
    r = rng.random()
    if r < 0.3:
        return pw_phrase(rng)
    if r < 0.5:
        return digits(rng, rng.choice([8, 10, 12]), True)
    if r < 0.7:
        return pw_wordsym(rng)
    if r < 0.85:
        return rstr(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return pw_camel(rng)


def g_wifi_digits(rng):
    return digits(rng, rng.choice([8, 9, 10]), True)


def g_wifi_zh(rng):
    return pick(rng, [pw_pinyin, lambda r: digits(r, 8, True), lambda r: pick(r, ZH_PINYIN_SUR) + digits(r, 6),
                      pw_wordsym])(rng)


def g_wifi_sp(rng):
    return pw_phrase_sp(rng)


# Recovery codes -------------------------------------------------------------------
def _rc_lines(codes, rng, style=None):
    style = style or pick(rng, ["lines", "bullets", "numbered", "inline", "cols", "checkbox"])
    if style == "lines":
        return "\n".join(codes)
    if style == "bullets":
        return "\n".join("• " + c for c in codes)
    if style == "numbered":
        return "\n".join("%d) %s" % (i + 1, c) for i, c in enumerate(codes))
    if style == "inline":
        return pick(rng, [", ", " / ", "; ", "  "]).join(codes)
    if style == "checkbox":
        return "\n".join(("[x] " if i < 2 and rng.random() < 0.5 else "[ ] ") + c for i, c in enumerate(codes))
    half = (len(codes) + 1) // 2
    rows = []
    for i in range(half):
        row = codes[i] + ("    " + codes[i + half] if i + half < len(codes) else "")
        rows.append(row)
    return "\n".join(rows)


def g_rc_8digit(rng):
    n = rng.choice([8, 10])
    spaced = rng.random() < 0.5
    codes = ["%s %s" % (digits(rng, 4), digits(rng, 4)) if spaced else digits(rng, 8) for _ in range(n)]
    return _rc_lines(codes, rng)


def g_rc_alnum(rng):
    n = rng.choice([8, 10, 16])
    codes = ["%s-%s" % (rstr(rng, LO + DG, 4), rstr(rng, LO + DG, 4)) for _ in range(n)]
    return _rc_lines(codes, rng)


def g_rc_hex55(rng):
    codes = ["%s-%s" % (rstr(rng, HEX, 5), rstr(rng, HEX, 5)) for _ in range(rng.choice([8, 10, 16]))]
    return _rc_lines(codes, rng)


def g_rc_upper(rng):
    codes = [rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10) for _ in range(rng.choice([6, 8, 10]))]
    return _rc_lines(codes, rng)


def g_rc_bw(rng):
    return rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 32)


def g_rc_tuta(rng):
    h = rstr(rng, HEX, 64)
    return " ".join(h[i:i + 4] for i in range(0, 64, 4))


def g_rc_steam(rng):
    return "R" + digits(rng, 5)


def g_rc_single(rng):
    return pick(rng, [lambda r: "%s-%s" % (rstr(r, LO + DG, 4), rstr(r, LO + DG, 4)),
                      lambda r: digits(r, 8), lambda r: "%s %s" % (digits(r, 4), digits(r, 4)),
                      lambda r: "%s-%s" % (rstr(r, HEX, 5), rstr(r, HEX, 5))])(rng)


def g_rc_ms25(rng):
    return "-".join(rstr(rng, "BCDFGHJKMPQRTVWXY2346789", 5) for _ in range(5))


def g_rc(rng):
    return pick(rng, [g_rc_8digit, g_rc_alnum, g_rc_hex55, g_rc_upper])(rng)


# env file values -------------------------------------------------------------------
def g_env(rng):
    r = rng.random()
    if r < 0.3:
        return rstr(rng, HEX, pick(rng, [32, 40, 64]))
    if r < 0.5:
        return base64.b64encode(rbytes(rng, pick(rng, [24, 32, 48]))).decode()
    if r < 0.7:
        return pw_random(rng)
    if r < 0.9:
        return rstr(rng, AN, pick(rng, [24, 32, 40]))
    v = g_apikey(rng)
    return v[0] if isinstance(v, tuple) else v


def g_env_pw(rng):
    return pick(rng, [pw_wordsym, pw_random, pw_leet])(rng)


def g_env_hex(rng):
    return rstr(rng, HEX, pick(rng, [32, 48, 64]))


def g_env_b64(rng):
    return base64.b64encode(rbytes(rng, 32)).decode()


def g_env_laravel(rng):
    return "base64:" + base64.b64encode(rbytes(rng, 32)).decode()


def g_env_whsec(rng):
    return "whsec_" + base64.b64encode(rbytes(rng, 24)).decode()


# API keys --------------------------------------------------------------------------
def ak_twilio(rng):
    return rstr(rng, HEX, 32), {"sid": "AC" + rstr(rng, HEX, 32), "keysid": "SK" + rstr(rng, HEX, 32)}


def ak_mailchimp(rng):
    return rstr(rng, HEX, 32) + "-us" + str(rng.randint(2, 21))


def ak_cloudflare(rng):
    return rstr(rng, AN + "_-", 40)


def ak_flutterwave(rng):
    return "FLWSECK-" + rstr(rng, HEX, 32) + "-X"


def ak_mercadopago(rng):
    return "APP_USR-%s-%s-%s-%s" % (digits(rng, 16, True), digits(rng, 6), rstr(rng, HEX, 32), digits(rng, 9, True))


def ak_xendit(rng):
    return "xnd_production_" + rstr(rng, AN, 54)


def ak_omise(rng):
    return "skey_" + rstr(rng, LO + DG, 19)


def ak_mollie(rng):
    return "live_" + rstr(rng, AN, 30)


def ak_sentry(rng):
    return "sntrys_" + b64u_str(rng, 120)


def b64u_str(rng, n):
    return rstr(rng, AN + "_-", n)


def ak_grafana(rng):
    return "glsa_" + rstr(rng, AN, 32) + "_" + rstr(rng, HEX, 8)


def ak_netlify(rng):
    return "nfp_" + rstr(rng, AN, 36)


def ak_pulumi(rng):
    return "pul-" + rstr(rng, HEX, 40)


def ak_tfc(rng):
    return rstr(rng, AN, 14) + ".atlasv1." + rstr(rng, AN, 67)


def ak_buildkite(rng):
    return "bkua_" + rstr(rng, HEX, 40)


def ak_typeform(rng):
    return "tfp_" + rstr(rng, AN, 44) + "_" + rstr(rng, AN, 14)


def ak_openai(rng):
    return "sk-proj-" + rstr(rng, AN + "_-", 74) + "T3BlbkFJ" + rstr(rng, AN + "_-", 74)


def ak_moonshot(rng):
    return "sk-" + rstr(rng, AN, 48)


def ak_zhipu(rng):
    return rstr(rng, HEX, 32) + "." + rstr(rng, AN, 16)


def ak_huawei(rng):
    return rstr(rng, AN, 40), {"akid": rstr(rng, UP + DG, 20)}


def ak_volc(rng):
    return base64.b64encode(rbytes(rng, 45)).decode().rstrip("="), {"akid": "AKLT" + rstr(rng, AN, 42)}


def ak_qiniu(rng):
    return rstr(rng, AN + "_-", 40), {"akid": rstr(rng, AN + "_-", 40)}


def ak_baidu(rng):
    return rstr(rng, AN, 32), {"akid": rstr(rng, AN, 24)}


def ak_amap(rng):
    return rstr(rng, HEX, 32)


def ak_wxpay(rng):
    return rstr(rng, AN, 32), {"mchid": "16" + digits(rng, 8)}


def ak_anthropic(rng):
    return "sk-ant-api03-" + rstr(rng, AN + "_-", 93) + "AA"


def ak_github(rng):
    return "ghp_" + rstr(rng, AN, 36)


def ak_stripe(rng):
    return "sk_live_" + rstr(rng, AN, 99)


def ak_slack(rng):
    return "xoxb-%s-%s-%s" % (digits(rng, 12, True), digits(rng, 13, True), rstr(rng, AN, 24))


def ak_aws(rng):
    return rstr(rng, AN + "/+", 40), {"akid": "AKIA" + rstr(rng, UP + "234567", 16)}


def ak_hf(rng):
    return "hf_" + rstr(rng, AN, 34)


API_GENS = [ak_mailchimp, ak_cloudflare, ak_flutterwave, ak_mercadopago, ak_xendit, ak_omise, ak_mollie,
            ak_grafana, ak_netlify, ak_pulumi, ak_buildkite, ak_typeform, ak_openai, ak_moonshot, ak_anthropic,
            ak_github, ak_stripe, ak_slack, ak_hf]
API_PREFIX_RE = [r"^[0-9a-f]{32}-us\d+$", r"^FLWSECK-[0-9a-f]{32}-X$", r"^APP_USR-", r"^xnd_production_",
                 r"^skey_", r"^live_", r"^sntrys_", r"^glsa_", r"^nfp_", r"^pul-[0-9a-f]{40}$", r"\.atlasv1\.",
                 r"^bkua_", r"^tfp_", r"^sk-proj-.*T3BlbkFJ", r"^sk-[A-Za-z0-9]{48}$", r"^[0-9a-f]{32}\.[A-Za-z0-9]{16}$",
                 r"^sk-ant-api03-", r"^ghp_[A-Za-z0-9]{36}$", r"^sk_live_", r"^xoxb-", r"^hf_",
                 r"^[A-Za-z0-9_-]{40}$", r"^[0-9a-f]{32}$", r"^[A-Za-z0-9+/]{40}$", r"^[A-Za-z0-9]{32}$",
                 r"^[A-Za-z0-9+/]{60}$"]


def g_apikey(rng):
    return pick(rng, API_GENS)(rng)


# JWT -------------------------------------------------------------------------------
_RS_KEYS = {}


def _rs_key(rng):
    tag = rng.randrange(3)
    if tag not in _RS_KEYS:
        import random as _r
        _RS_KEYS[tag] = C.rsa_key(2048, _r.Random("corpus17-jwt-rsa-%d" % tag))
    return _RS_KEYS[tag]


def _claims(rng):
    iat = 1735689600 + rng.randrange(0, 3 * 10 ** 7)
    p = pick(rng, [
        {"sub": digits(rng, 8, True), "name": _full_en(rng), "iat": iat, "exp": iat + 3600},
        {"sub": "user_" + rstr(rng, LO + DG, 10), "role": pick(rng, ["admin", "staff", "service_role"]),
         "iat": iat, "exp": iat + 86400},
        {"iss": "https://auth." + pick(rng, DOMAINS), "aud": "mobile", "sub": rstr(rng, HEX, 24), "scope":
         "read write", "iat": iat, "exp": iat + 900},
        {"uid": rng.randrange(10 ** 5, 10 ** 7), "shop": pick(rng, ["taproom", "ward7", "kiln"]), "iat": iat},
        {"openid": "o" + rstr(rng, AN + "_-", 27), "sessionKey": rstr(rng, AN, 16), "iat": iat, "exp": iat + 7200},
    ])
    return p


def g_jwt(rng):
    alg = pick(rng, ["HS256", "HS256", "HS384", "HS512"])
    return C.jwt_hs(_claims(rng), rbytes(rng, 32), alg)


def g_jwt_rs(rng):
    return C.jwt_rs256(_claims(rng), _rs_key(rng), rstr(rng, AN, 12))


def g_jwt_any(rng):
    return g_jwt_rs(rng) if rng.random() < 0.25 else g_jwt(rng)


# Private keys ------------------------------------------------------------------------
def _rsa(rng, bits):
    import random as _r
    return C.rsa_key(bits, _r.Random(rng.getrandbits(64)))


def pk_rsa1(rng):
    return C.pem_pkcs1(_rsa(rng, pick(rng, [1024, 1024, 2048])))


def pk_rsa8(rng):
    return C.pem_pkcs8(_rsa(rng, pick(rng, [1024, 2048])))


def _ec(rng, curve, order):
    from cryptography.hazmat.primitives.asymmetric import ec
    k = rng.randrange(1, order)
    return ec.derive_private_key(k, curve)


def pk_ec384(rng):
    from cryptography.hazmat.primitives.asymmetric import ec
    n = 0xffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973
    key = _ec(rng, ec.SECP384R1(), n)
    return C.pem_pkcs1(key) if rng.random() < 0.5 else C.pem_pkcs8(key)


def pk_k1(rng):
    from cryptography.hazmat.primitives.asymmetric import ec
    return C.pem_pkcs1(_ec(rng, ec.SECP256K1(), C.SECP256K1_N))


def pk_p256(rng):
    from cryptography.hazmat.primitives.asymmetric import ec
    n = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551
    return C.pem_pkcs8(_ec(rng, ec.SECP256R1(), n))


def pk_ed25519(rng):
    from cryptography.hazmat.primitives.asymmetric import ed25519
    return C.pem_pkcs8(ed25519.Ed25519PrivateKey.from_private_bytes(rbytes(rng, 32)))


def pk_ed448(rng):
    from cryptography.hazmat.primitives.asymmetric import ed448
    return C.pem_pkcs8(ed448.Ed448PrivateKey.from_private_bytes(rbytes(rng, 57)))


def pk_x25519(rng):
    from cryptography.hazmat.primitives.asymmetric import x25519
    return C.pem_pkcs8(x25519.X25519PrivateKey.from_private_bytes(rbytes(rng, 32)))


def pk_openssh(rng):
    comment = pick(rng, USERS) + "@" + pick(rng, ["kiln-pi", "dome-ctrl", "ward7-laptop", "taproom-pos", "hive-gw",
                                                  "mbp-ines", "thinkpad"])
    return C.openssh_ed25519(rbytes(rng, 32), comment, rng.getrandbits(32))


def pk_openssh_rsa(rng):
    comment = pick(rng, USERS) + "@" + pick(rng, ["ferry-bridge", "nas", "build01"])
    return C.openssh_rsa(_rsa(rng, 1024), comment, rng.getrandbits(32))


def _clamp(b):
    b = bytearray(b)
    b[0] &= 248
    b[31] &= 127
    b[31] |= 64
    return bytes(b)


def pk_wg(rng):
    return base64.b64encode(_clamp(rbytes(rng, 32))).decode()


def pk_age(rng):
    return C.bech32_encode("age-secret-key-", C.convertbits(rbytes(rng, 32), 8, 5)).upper()


def pk_k8s_b64(rng):
    return base64.b64encode((pk_ec384(rng) + "\n").encode()).decode()


def g_pk(rng):
    return pick(rng, [pk_rsa1, pk_rsa8, pk_ec384, pk_k1, pk_p256, pk_ed25519, pk_ed448, pk_openssh])(rng)


# Wallet keys --------------------------------------------------------------------------
def _scalar(rng):
    return rng.randrange(1, C.SECP256K1_N)


def wk_wif(rng):
    return C.wif(_scalar(rng), compressed=rng.random() < 0.7)


def wk_ltc(rng):
    return C.wif(_scalar(rng), compressed=True, version=0xB0)


def wk_doge(rng):
    return C.wif(_scalar(rng), compressed=True, version=0x9E)


def wk_hex(rng):
    return "%064x" % _scalar(rng)


def wk_hex0x(rng):
    return "0x%064x" % _scalar(rng)


def wk_xprv(rng):
    k = _scalar(rng)
    depth = pick(rng, [0, 0, 3])
    fpr = bytes(4) if depth == 0 else rbytes(rng, 4)
    child = 0 if depth == 0 else 0x80000000
    return C.xkey(C.XPRV, depth, fpr, child, rbytes(rng, 32), b"\0" + k.to_bytes(32, "big"))


def wk_sol(rng):
    seed = rbytes(rng, 32)
    return C.b58encode(seed + C.ed25519_pub(seed))


def wk_sol_arr(rng):
    seed = rbytes(rng, 32)
    return "[" + ",".join(str(b) for b in seed + C.ed25519_pub(seed)) + "]"


def wk_desc(rng):
    x = wk_xprv(rng)
    body = pick(rng, ["wpkh(%s/84'/0'/0'/0/*)", "tr(%s/86'/0'/0'/0/*)", "pkh(%s/44'/0'/0'/0/*)"]) % x
    return body + "#" + C.descriptor_checksum(body)


def g_wk(rng):
    return pick(rng, [wk_wif, wk_hex, wk_hex0x, wk_xprv, wk_sol, wk_ltc])(rng)


# TOTP ------------------------------------------------------------------------------------
def _seed_b32(rng, n=None):
    n = n or pick(rng, [10, 16, 20, 20, 32])
    return base64.b32encode(rbytes(rng, n)).decode().rstrip("=")


def totp_plain(rng):
    return _seed_b32(rng)


def totp_g4(rng):
    s = _seed_b32(rng, pick(rng, [20, 20, 10])).lower()
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def totp_g4u(rng):
    s = _seed_b32(rng, pick(rng, [10, 20]))
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def totp_g8(rng):
    s = _seed_b32(rng, 20)
    return pick(rng, [" ", "-"]).join(s[i:i + 8] for i in range(0, len(s), 8))


def totp_dash(rng):
    s = _seed_b32(rng, pick(rng, [10, 20]))
    return "-".join(s[i:i + 4] for i in range(0, len(s), 4))


def totp_2lines(rng):
    s = _seed_b32(rng, 20).lower()
    g = [s[i:i + 4] for i in range(0, len(s), 4)]
    return " ".join(g[:4]) + "\n" + " ".join(g[4:])


def totp_g3(rng):
    s = _seed_b32(rng, 10).lower()
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def totp_lower(rng):
    return _seed_b32(rng).lower()


def totp_uri(rng):
    issuer = pick(rng, ["Nubank", "Allegro", "Vipps", "Toss", "Rakuten", "MercadoLivre", "Tokopedia", "Proton",
                        "Kraken", "Bitpanda", "Hetzner", "Shopify", "Zoho", "Gitea"])
    acct = _email(rng)
    s = _seed_b32(rng)
    q = "secret=%s&issuer=%s" % (s, issuer)
    if rng.random() < 0.4:
        q += "&algorithm=SHA1&digits=6&period=30"
    return "otpauth://totp/%s:%s?%s" % (issuer, acct.replace("@", "%40"), q)


def totp_migration(rng):
    n = rng.choice([1, 2, 3])
    entries = [(rbytes(rng, pick(rng, [10, 20])), _email(rng), pick(rng, ["Proton", "Hetzner", "Allegro", "Kraken"]))
               for _ in range(n)]
    data = base64.b64encode(C.migration_payload(entries, rng.randrange(1, 2 ** 31))).decode()
    from urllib.parse import quote
    return "otpauth-migration://offline?data=" + quote(data, safe="")


def g_totp(rng):
    return pick(rng, [totp_plain, totp_g4, totp_g4u, totp_dash, totp_lower])(rng)


# Seed phrases -------------------------------------------------------------------------------
def _mn_words(rng, words=C.EN_WORDS, n=None):
    n = n or pick(rng, [12, 12, 12, 15, 18, 24])
    return C.bip39_from_entropy(rbytes(rng, n * 11 * 32 // 33 // 8), words)


def mn_line(rng):
    return " ".join(_mn_words(rng))


def mn_caps(rng):
    return " ".join(w.upper() for w in _mn_words(rng))


def mn_comma(rng):
    return ", ".join(_mn_words(rng))


def mn_numbered(rng):
    ws = _mn_words(rng)
    fmt = pick(rng, ["%d. %s", "%d) %s", "%02d  %s", "#%d %s", "%d - %s", "[%d] %s"])
    return "\n".join(fmt % (i + 1, w) for i, w in enumerate(ws))


def mn_perline(rng):
    return "\n".join(_mn_words(rng))


def mn_hash_inline(rng):
    ws = _mn_words(rng)
    return " ".join("#%d %s" % (i + 1, w) for i, w in enumerate(ws))


def mn_cols3(rng):
    ws = _mn_words(rng, n=12)
    rows = []
    for r in range(4):
        rows.append("   ".join("%-3s%-9s" % ("%d." % (c * 4 + r + 1), ws[c * 4 + r]) for c in range(3)).rstrip())
    return "\n".join(rows)


def mn_rows4(rng):
    ws = _mn_words(rng, n=pick(rng, [12, 24]))
    out = []
    for i in range(0, len(ws), 4):
        out.append("%d-%d: %s" % (i + 1, i + 4, " ".join(ws[i:i + 4])))
    return "\n".join(out)


def mn_prefix4(rng):
    ws = _mn_words(rng, n=pick(rng, [12, 24]))
    return " ".join(w[:4].upper() for w in ws)


def mn_yaml(rng):
    return "\n  ".join("- " + w for w in _mn_words(rng))


def mn_tabgrid(rng):
    ws = _mn_words(rng, n=pick(rng, [12, 24]))
    rows = []
    for i in range(0, len(ws), 6):
        rows.append("\t".join("%d.%s" % (i + j + 1, ws[i + j]) for j in range(6)))
    return "\n".join(rows)


def mn_pipes(rng):
    ws = _mn_words(rng, n=12)
    return "\n".join(" | ".join(ws[i:i + 3]) for i in range(0, 12, 3))


def mn_voice(rng):
    ws = _mn_words(rng, n=12)
    return pick(rng, [" ... ", ", um, ", " — ", ". "]).join(ws)


def mn_title(rng):
    return " ".join(w.capitalize() for w in _mn_words(rng))


def mn_dashes(rng):
    return "-".join(_mn_words(rng))


def g_mn(rng):
    return pick(rng, [mn_line, mn_numbered, mn_perline, mn_comma])(rng)


def _mz(rng, n=None):
    return _mn_words(rng, C.ZH_WORDS, n)


def mz_line(rng):
    return " ".join(_mz(rng))


def mz_nospace(rng):
    return "".join(_mz(rng))


def mz_numbered(rng):
    ws = _mz(rng)
    fmt = pick(rng, ["%d. %s", "%d、%s", "(%d)%s", "[%d] %s", "%02d %s"])
    return "\n".join(fmt % (i + 1, w) for i, w in enumerate(ws))


def mz_inline_num(rng):
    ws = _mz(rng)
    return " ".join("%d.%s" % (i + 1, w) for i, w in enumerate(ws))


def mz_rows(rng):
    ws = _mz(rng, pick(rng, [12, 24]))
    return "\n".join("%d-%d：%s" % (i + 1, i + 4, " ".join(ws[i:i + 4])) for i in range(0, len(ws), 4))


def mz_grid(rng):
    ws = _mz(rng, 12)
    return "\n".join("｜".join("%d %s" % (i + j + 1, ws[i + j]) for j in range(4)) for i in range(0, 12, 4))


def mz_comma(rng):
    return pick(rng, ["，", ",", "；"]).join(_mz(rng))


def mz_arrow(rng):
    return pick(rng, ["→", " → ", ">"]).join(_mz(rng))


def mz_perline(rng):
    return "\n".join(_mz(rng))


def mz_groups3(rng):
    ws = _mz(rng)
    return "  ".join("".join(ws[i:i + 3]) for i in range(0, len(ws), 3))


def mz_cols2(rng):
    ws = _mz(rng, 12)
    return "\n".join("%d %s      %d %s" % (i + 1, ws[i], i + 7, ws[i + 6]) for i in range(6))


def mz_fw(rng):
    ws = _mz(rng, 12)
    return "　".join(fullwidth(str(i + 1)) + w for i, w in enumerate(ws))


def g_mz(rng):
    return pick(rng, [mz_line, mz_nospace, mz_numbered, mz_comma])(rng)


def g_mz_en_note(rng):
    return pick(rng, [mz_line, mz_numbered, mz_grid])(rng)


# Connection strings / URLs --------------------------------------------------------------
def _cs_pw(rng):
    return pick(rng, [pw_random, pw_wordsym, lambda r: rstr(r, AN, 20)])(rng).replace("@", "").replace("/", "") \
        .replace(":", "").replace("?", "").replace("#", "").replace("%", "").replace(";", "")


def _db(rng):
    return pick(rng, ["hive", "taproom", "dome", "ward7", "escape", "orders", "kiln", "manifest", "stock", "ledger"])


def cs_pg(rng):
    sch = pick(rng, ["postgres", "postgresql", "postgresql+asyncpg", "postgresql+psycopg"])
    q = pick(rng, ["", "?sslmode=require", "?sslmode=verify-full&application_name=cron"])
    return "%s://%s:%s@%s:5432/%s%s" % (sch, pick(rng, USERS), _cs_pw(rng), pick(rng, HOSTS), _db(rng), q)


def cs_mysql(rng):
    sch = pick(rng, ["mysql", "mysql+aiomysql", "mariadb", "mysql+pymysql"])
    return "%s://%s:%s@%s:3306/%s" % (sch, pick(rng, USERS), _cs_pw(rng), pick(rng, HOSTS), _db(rng))


def cs_mongo_multi(rng):
    hs = ",".join("mongo%d.%s:27017" % (i, pick(rng, DOMAINS)) for i in range(1, 4))
    return "mongodb://%s:%s@%s/%s?replicaSet=rs0&authSource=admin" % (pick(rng, USERS), _cs_pw(rng), hs, _db(rng))


def cs_redis(rng):
    return pick(rng, ["redis", "rediss"]) + "://" + pick(rng, ["", "default"]) + ":" + _cs_pw(rng) + "@" + \
        pick(rng, HOSTS) + ":" + pick(rng, ["6379", "6380", "25061"]) + "/" + str(rng.randint(0, 3))


def cs_amqps(rng):
    return "amqps://%s:%s@%s:5671/%s" % (pick(rng, USERS), _cs_pw(rng), pick(rng, HOSTS), pick(rng, ["%2f", "prod"]))


def cs_nats(rng):
    return "nats://%s:%s@%s:4222" % (pick(rng, USERS), _cs_pw(rng), pick(rng, HOSTS))


def cs_kafka(rng):
    return 'org.apache.kafka.common.security.plain.PlainLoginModule required username="%s" password="%s";' % (
        pick(rng, USERS), _cs_pw(rng))


def cs_npgsql(rng):
    return "Host=%s;Port=5432;Database=%s;Username=%s;Password=%s" % (pick(rng, HOSTS), _db(rng), pick(rng, USERS),
                                                                     _cs_pw(rng))


def cs_mssql_url(rng):
    return "sqlserver://%s:%s@%s:1433?database=%s" % (pick(rng, USERS), _cs_pw(rng), pick(rng, HOSTS), _db(rng))


def cs_jdbc_mssql(rng):
    return "jdbc:sqlserver://%s:1433;databaseName=%s;user=%s;password=%s;encrypt=true" % (
        pick(rng, HOSTS), _db(rng), pick(rng, USERS), _cs_pw(rng))


def cs_supabase(rng):
    return "postgresql://postgres.%s:%s@aws-0-%s.pooler.supabase.com:6543/postgres" % (
        rstr(rng, LO, 20), _cs_pw(rng), pick(rng, ["eu-central-1", "sa-east-1", "ap-northeast-2"]))


def cs_planetscale(rng):
    return "mysql://%s:pscale_pw_%s@aws.connect.psdb.cloud/%s?sslaccept=strict" % (
        rstr(rng, LO + DG, 12), rstr(rng, AN + "_", 43), _db(rng))


def cs_couch(rng):
    return "http://%s:%s@%s:5984/%s" % (pick(rng, ["admin", "couch"]), _cs_pw(rng), pick(rng, HOSTS), _db(rng))


def cs_ado(rng):
    return "Data Source=%s;Initial Catalog=%s;User ID=%s;Password=%s;TrustServerCertificate=True" % (
        pick(rng, HOSTS), _db(rng), pick(rng, USERS), _cs_pw(rng))


def cs_libpq(rng):
    return "host=%s port=5432 dbname=%s user=%s password=%s" % (pick(rng, HOSTS), _db(rng), pick(rng, USERS),
                                                                 _cs_pw(rng))


def cs_clickhouse(rng):
    return "clickhouse://%s:%s@%s:9440/%s?secure=true" % (pick(rng, USERS), _cs_pw(rng), pick(rng, HOSTS), _db(rng))


def g_cs(rng):
    return pick(rng, [cs_pg, cs_mysql, cs_mongo_multi, cs_redis, cs_amqps, cs_npgsql, cs_mssql_url, cs_supabase,
                      cs_ado])(rng)


def url_userpass(rng):
    return "%s://%s:%s@%s%s/%s" % (pick(rng, ["https", "http", "ftps", "ftp"]), pick(rng, USERS), _cs_pw(rng),
                                   pick(rng, HOSTS), pick(rng, ["", ":8443", ":2121", ":8080"]),
                                   pick(rng, ["", "files/", "export/", "dav/"]))


def url_rtmp(rng):
    return "rtmp://%s/live/%s" % (pick(rng, ["a.rtmp.youtube.com", "live.twitch.tv/app".split("/")[0],
                                             "push.obs.example.tv"]), "live_" + digits(rng, 9) + "_" + rstr(rng, AN, 30))


def url_zapier(rng):
    return "https://hooks.zapier.com/hooks/catch/%s/%s/" % (digits(rng, 7, True), rstr(rng, LO + DG, 7))


def url_ifttt(rng):
    return "https://maker.ifttt.com/trigger/%s/with/key/%s" % (pick(rng, ["hive_alarm", "door_open", "kiln_done"]),
                                                              rstr(rng, AN + "_-", 22))


def url_gchat(rng):
    return "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIzaSy%s&token=%s%%3D" % (
        rstr(rng, AN, 7), rstr(rng, AN + "_-", 33), rstr(rng, AN + "_-", 43))


def url_mattermost(rng):
    return "https://chat.%s/hooks/%s" % (pick(rng, DOMAINS), rstr(rng, LO + DG, 26))


def url_bitbucket(rng):
    return "https://%s:ATBB%s@bitbucket.org/%s/%s.git" % (pick(rng, USERS), rstr(rng, AN, 28),
                                                         pick(rng, ["kilnworks", "taproom"]), _db(rng))


def url_azdo(rng):
    return "https://%s:%s@dev.azure.com/%s/%s/_git/%s" % (pick(rng, ["build", "pat"]), rstr(rng, LO + DG, 52),
                                                          pick(rng, ["ferrylines", "hospital-it"]), _db(rng), _db(rng))


def url_hf(rng):
    return "https://%s:hf_%s@huggingface.co/%s/%s" % (pick(rng, USERS), rstr(rng, AN, 34), pick(rng, USERS), _db(rng))


def url_gitlab_ci(rng):
    return "https://gitlab-ci-token:glcbt-%s@gitlab.%s/%s.git" % (rstr(rng, AN + "_", 20), pick(rng, DOMAINS), _db(rng))


def url_ha(rng):
    return "https://%s/api/webhook/%s" % (pick(rng, ["ha.guesthouse.is", "home.kilnworks.io", "casa.duckdns.org"]),
                                          rstr(rng, AN + "-_", 40))


def url_cam(rng):
    return "rtsp://%s:%s@%s:554/Streaming/Channels/101" % (pick(rng, ["admin", "viewer"]), _cs_pw(rng),
                                                           pick(rng, ["192.168.1.64", "10.0.0.21", "192.168.50.8"]))


def url_query(rng):
    return "https://%s/%s?%s=%s" % (pick(rng, HOSTS), pick(rng, ["export.csv", "feed.ics", "api/v1/report"]),
                                    pick(rng, ["token", "access_token", "api_key", "sig"]), rstr(rng, AN, 32))


def url_lark(rng):
    return "https://open.feishu.cn/open-apis/bot/v2/hook/%s-%s-%s-%s-%s" % (
        rstr(rng, HEX, 8), rstr(rng, HEX, 4), rstr(rng, HEX, 4), rstr(rng, HEX, 4), rstr(rng, HEX, 12))


def url_wecom(rng):
    return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s-%s-%s-%s-%s" % (
        rstr(rng, HEX, 8), rstr(rng, HEX, 4), rstr(rng, HEX, 4), rstr(rng, HEX, 4), rstr(rng, HEX, 12))


def url_pan(rng):
    return "https://pan.baidu.com/s/1%s?pwd=%s" % (rstr(rng, AN + "-_", 22), rstr(rng, LO + DG, 4))


def g_url(rng):
    return pick(rng, [url_userpass, url_zapier, url_ifttt, url_mattermost, url_bitbucket, url_cam, url_query,
                      url_gchat, url_rtmp])(rng)


# Cards ------------------------------------------------------------------------------------
def _card_digits(rng, brand=None):
    b = [x for x in C.CARD_BRANDS if brand is None or x[0] == brand]
    _, ps, ls = pick(rng, b)
    p = pick(rng, ps)
    L = pick(rng, ls)
    while True:
        d = C.luhn_complete(p + digits(rng, L - len(p) - 1))
        if C.card_valid(d):
            return d


def _group(d):
    if len(d) == 15:
        return [d[:4], d[4:10], d[10:]]
    if len(d) == 19:
        return [d[:6], d[6:]] if False else [d[i:i + 4] for i in range(0, 16, 4)] + [d[16:]]
    if len(d) == 18:
        return [d[i:i + 4] for i in range(0, 16, 4)] + [d[16:]]
    return [d[i:i + 4] for i in range(0, 16, 4)]


def fmt_card(d, rng):
    st = rng.random()
    if st < 0.45:
        return " ".join(_group(d))
    if st < 0.7:
        return "-".join(_group(d))
    if st < 0.9:
        return d
    return fullwidth(" ".join(_group(d))).replace(" ", "　")


def _mk_card(brand):
    def f(rng):
        d = _card_digits(rng, brand)
        return fmt_card(d, rng), {"exp": "%02d/%02d" % (rng.randint(1, 12), rng.randint(26, 31)),
                                  "cvv": digits(rng, 4 if d[:2] in ("34", "37") else 3)}
    return f


def g_card(rng):
    return _mk_card(None)(rng)


# ---------------------------------------------------------------------------
# Benign look-alikes
# ---------------------------------------------------------------------------
def b_order_amz(rng):
    return "%s-%s-%s" % (digits(rng, 3, True), digits(rng, 7), digits(rng, 7))


def b_order_rakuten(rng):
    return "%s-2025%02d%02d-%s" % (digits(rng, 6, True), rng.randint(1, 12), rng.randint(1, 28), digits(rng, 10))


def b_order_toko(rng):
    return "INV/2025%02d%02d/MPL/%s" % (rng.randint(1, 12), rng.randint(1, 28), digits(rng, 10, True))


def b_order_shopee(rng):
    return "25%02d%02d%s" % (rng.randint(1, 12), rng.randint(1, 28), rstr(rng, UP + DG, 8))


def b_order_meli(rng):
    return "2000" + digits(rng, 12)


def b_order_allegro(rng):
    return "%s-%s-%s-%s" % (rstr(rng, HEX, 8), rstr(rng, HEX, 4), rstr(rng, HEX, 4), rstr(rng, HEX, 4))


def b_order_zh(rng):
    return digits(rng, pick(rng, [16, 18, 19]), True)


def b_order_coupang(rng):
    return digits(rng, 14, True)


def b_booking(rng):
    return rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4)


def b_trk_yamato(rng):
    b = digits(rng, 11, True)
    return b + str(int(b) % 7)


def b_trk_s10(rng, cc=None):
    d8 = digits(rng, 8)
    return pick(rng, ["EJ", "RR", "CP", "LX", "NL", "EE"]) + d8 + str(C.s10_check(d8)) + (cc or pick(rng, ["JP", "BR", "PL", "SE", "KR", "CN", "IT", "PT"]))


def b_trk_sscc(rng):
    body = "00" + "3" + digits(rng, 14)
    return body + str(C.gs1_check(body))


def b_trk_inpost(rng):
    return digits(rng, 24, True)


def b_trk_cj(rng):
    return digits(rng, 12, True)


def b_trk_ninja(rng):
    return "NV" + pick(rng, ["SG", "MY", "PH", "ID", "TH", "VN"]) + rstr(rng, UP + DG, 10)


def b_trk_zh(rng):
    return pick(rng, ["SF", "YT", "JT", "DPK", "ZTO"]) + digits(rng, 13) if rng.random() < 0.5 else \
        pick(rng, ["77", "78", "43"]) + digits(rng, 13)


def b_version(rng):
    return "%d.%d.%d" % (rng.randint(0, 19), rng.randint(0, 40), rng.randint(0, 99))


def b_sha40(rng):
    return rstr(rng, HEX, 40)


def b_sha7(rng):
    return rstr(rng, HEX, 7)


def b_sha256(rng):
    return rstr(rng, HEX, 64)


def b_sri(rng):
    alg = pick(rng, ["sha256", "sha384", "sha512"])
    n = {"sha256": 32, "sha384": 48, "sha512": 64}[alg]
    return alg + "-" + base64.b64encode(rbytes(rng, n)).decode()


def b_uuid(rng):
    h = rstr(rng, HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick(rng, "89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def b_imei(rng):
    return C.luhn_complete(pick(rng, ["35", "86", "01", "49"]) + digits(rng, 12))


def b_mac(rng):
    return ":".join(rstr(rng, "0123456789ABCDEF", 2) for _ in range(6))


def b_orcid(rng):
    d = "0000000" + digits(rng, 8)
    d = d[:15]
    c = C.orcid_check(d)
    s = d + c
    return "-".join(s[i:i + 4] for i in range(0, 16, 4))


def b_vin(rng):
    return rstr(rng, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17)


def b_price(rng):
    return pick(rng, ["R$ %d,%02d" % (rng.randint(5, 900), rng.randint(0, 99)),
                      "%d zł" % rng.randint(9, 900), "¥%d,%03d" % (rng.randint(1, 99), rng.randint(0, 999)),
                      "₩%d,%03d" % (rng.randint(1, 300), rng.randint(0, 999)), "%d kr" % rng.randint(20, 4000),
                      "CHF %d.%02d" % (rng.randint(3, 500), rng.randint(0, 99)),
                      "₦%d,%03d" % (rng.randint(1, 900), rng.randint(0, 999)), "€%d.%02d" % (rng.randint(2, 400), rng.randint(0, 99)),
                      "MXN %d.00" % rng.randint(30, 3000), "₺%d" % rng.randint(40, 9000)])


def b_phone_intl(rng):
    return pick(rng, ["+81 90-%s-%s" % (digits(rng, 4), digits(rng, 4)), "+82 10-%s-%s" % (digits(rng, 4), digits(rng, 4)),
                      "+55 11 9%s-%s" % (digits(rng, 4), digits(rng, 4)), "+52 55 %s %s" % (digits(rng, 4), digits(rng, 4)),
                      "+234 803 %s %s" % (digits(rng, 3), digits(rng, 4)), "+46 70 %s %s %s" % (digits(rng, 3), digits(rng, 2), digits(rng, 2)),
                      "+47 %s %s %s" % (digits(rng, 3), digits(rng, 2), digits(rng, 3)), "+48 %s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3)),
                      "+351 91 %s %s" % (digits(rng, 3), digits(rng, 4)), "+39 3%s %s" % (digits(rng, 2), digits(rng, 7)),
                      "+233 24 %s %s" % (digits(rng, 3), digits(rng, 4)), "+84 90 %s %s" % (digits(rng, 3), digits(rng, 4))])


def b_phone_cn(rng):
    d = "1" + pick(rng, ["38", "39", "52", "58", "86", "77", "99", "35"]) + digits(rng, 8)
    return pick(rng, [d, d[:3] + " " + d[3:7] + " " + d[7:], d[:3] + "-" + d[3:7] + "-" + d[7:]])


def b_phone_tw(rng):
    return "09%s-%s-%s" % (digits(rng, 2), digits(rng, 3), digits(rng, 3))


def b_room(rng):
    return pick(rng, ["%d%02d" % (rng.randint(1, 12), rng.randint(1, 40)), "B%d-%02d" % (rng.randint(1, 4), rng.randint(1, 30)),
                      "%d" % rng.randint(100, 1999)])


def b_pincode_in(rng):
    city, pre, state = pick(rng, [("Pune", "411", "Maharashtra"), ("Jaipur", "302", "Rajasthan"),
                                  ("Kochi", "682", "Kerala"), ("Lucknow", "226", "Uttar Pradesh"),
                                  ("Bhopal", "462", "Madhya Pradesh"), ("Guwahati", "781", "Assam"),
                                  ("Coimbatore", "641", "Tamil Nadu"), ("Mysuru", "570", "Karnataka"),
                                  ("Indore", "452", "Madhya Pradesh"), ("Patna", "800", "Bihar")])
    return (city, pre + digits(rng, 3), state)


def b_postcode_other(rng):
    return pick(rng, ["〒%s-%s" % (digits(rng, 3, True), digits(rng, 4)), "CEP %s-%s" % (digits(rng, 5, True), digits(rng, 3)),
                      "%s-%s Warszawa" % (digits(rng, 2), digits(rng, 3)), "%s %s Stockholm" % (digits(rng, 3, True), digits(rng, 2)),
                      "%s-%s Lisboa" % ("1" + digits(rng, 3), digits(rng, 3)), "%s Seoul" % ("0" + digits(rng, 4)),
                      "%s Oslo" % ("0" + digits(rng, 3)), "%s Reykjavík" % pick(rng, ["101", "105", "107"])])


def b_postcode_zh(rng):
    city, pre = pick(rng, [("绵阳", "621"), ("开封", "475"), ("景德镇", "333"), ("泉州", "362"), ("大理", "671"),
                           ("柳州", "545"), ("遵义", "563"), ("延吉", "133"), ("九江", "332"), ("汕头", "515")])
    return (city, pre + digits(rng, 3))


def b_ssh_pub(rng):
    return C.ssh_ed25519_public(rbytes(rng, 32), pick(rng, USERS) + "@" + pick(rng, ["kiln-pi", "ferry-bridge", "dome"]))


def b_eth_addr(rng):
    return C.eth_address(_scalar(rng))


def b_btc_addr(rng):
    k = _scalar(rng)
    r = rng.random()
    if r < 0.4:
        return C.segwit_address("bc", 0, C.hash160(C.secp_pub(k)))
    if r < 0.7:
        return C.b58check_encode(b"\x00" + C.hash160(C.secp_pub(k)))
    return C.b58check_encode(b"\x05" + C.hash160(rbytes(rng, 20)))


def b_ltc_addr(rng):
    return C.segwit_address("ltc", 0, C.hash160(C.secp_pub(_scalar(rng))))


def b_sol_addr(rng):
    return C.b58encode(C.ed25519_pub(rbytes(rng, 32)))


def b_xpub(rng):
    k = _scalar(rng)
    return C.xkey(C.XPUB, 3, rbytes(rng, 4), 0x80000000, rbytes(rng, 32), C.secp_pub(k))


def b_onion(rng):
    return C.onion_v3(C.ed25519_pub(rbytes(rng, 32)))


def b_age_pub(rng):
    from cryptography.hazmat.primitives.asymmetric import x25519
    from cryptography.hazmat.primitives import serialization as S
    pub = x25519.X25519PrivateKey.from_private_bytes(rbytes(rng, 32)).public_key().public_bytes(S.Encoding.Raw, S.PublicFormat.Raw)
    return C.bech32_encode("age", C.convertbits(pub, 8, 5))


def b_wg_pub(rng):
    from cryptography.hazmat.primitives.asymmetric import x25519
    from cryptography.hazmat.primitives import serialization as S
    pub = x25519.X25519PrivateKey.from_private_bytes(rbytes(rng, 32)).public_key().public_bytes(S.Encoding.Raw, S.PublicFormat.Raw)
    return base64.b64encode(pub).decode()


def b_pubpem(rng):
    from cryptography.hazmat.primitives.asymmetric import ed25519
    return C.public_pem(ed25519.Ed25519PrivateKey.from_private_bytes(rbytes(rng, 32)))


def b_pgp_fpr(rng):
    h = rstr(rng, "0123456789ABCDEF", 40)
    return " ".join(h[i:i + 4] for i in range(0, 40, 4))


def b_en_words(rng, n):
    while True:
        ws = [pick(rng, C.EN_WORDS) for _ in range(n)]
        if n not in (12, 15, 18, 21, 24) or not C.bip39_valid(ws, C.EN_INDEX):
            return ws


def b_zh_words(rng, n):
    while True:
        ws = [pick(rng, C.ZH_WORDS) for _ in range(n)]
        if n not in (12, 15, 18, 21, 24) or not C.bip39_valid(ws, C.ZH_INDEX):
            return ws


def b_mask_card(rng):
    last = digits(rng, 4)
    return pick(rng, ["•••• •••• •••• " + last, "**** **** **** " + last, "XXXX-XXXX-XXXX-" + last,
                      digits(rng, 4, True)[:1] + "***  ****  ****  " + last, "ending " + last])


def b_mask_phone(rng):
    return pick(rng, ["1%s****%s" % (pick(rng, ["38", "59", "86"]), digits(rng, 4)),
                      "+48 *** *** %s" % digits(rng, 3), "090-****-%s" % digits(rng, 4)])


def b_mask_key(rng):
    return pick(rng, ["sk_live_••••" + rstr(rng, AN, 4), "ghp_****************" + rstr(rng, AN, 4),
                      "AKIA************" + rstr(rng, UP + DG, 4), "glsa_…" + rstr(rng, AN, 4),
                      "xoxb-****-****-" + rstr(rng, AN, 4), "FLWSECK-****…-X"])


# ---------------------------------------------------------------------------
# Registries
# ---------------------------------------------------------------------------
SECRET_GENS = {
    # pin
    "pin": g_pin, "pin4": g_pin4, "pin6": g_pin6, "pin5": g_pin5, "pin_sp": g_pin_spaced, "pin_words": g_pin_words,
    "pin_pairs": g_pin_pairs, "pin_zh": g_pin_zh, "pin_fw": g_pin_fw, "puk": g_puk, "wps": g_wps,
    # otp
    "otp": g_otp6, "otp_sp": g_otp_sp, "otp_dash": g_otp_dash, "otp_pairs": g_otp_pairs, "otp4": g_otp4,
    "otp5": g_otp5, "otp8": g_otp8, "otp_g": g_otp_g, "otp_alnum": g_otp_alnum, "otp_alnum_dash": g_otp_alnum_dash,
    "otp_words": g_otp_words, "otp_zh": g_otp_zh, "otp_zh4": g_otp_zh4, "otp_fw": g_otp_fw, "otp_sp1": g_otp_spaced1,
    # door
    "door": g_door4, "door4": g_door4, "door_star": g_door_star, "door_hash": g_door_hash, "door_hashfirst": g_door_hashfirst,
    "door_letter": g_door_letter, "door_enter": g_door_enter, "padlock": g_padlock, "door6": g_door6,
    "door_words": g_door_words, "door_zh": g_door_zh, "door_fw": g_door_fw,
    # password
    "pw": g_pw, "pw_zh": g_pw_zh, "pw_wordsym": pw_wordsym, "pw_leet": pw_leet, "pw_camel": pw_camel,
    "pw_phrase": pw_phrase, "pw_phrase_sp": pw_phrase_sp, "pw_random": pw_random, "pw_pinyin": pw_pinyin,
    "pw_pinyin_cap": pw_pinyin_cap, "pw_spell": g_pw_spell, "pw_nato": g_pw_nato, "pw_zhspell": g_pw_zhspell,
    "pw_fw": g_pw_fw,
    # security answers
    "sa_date": g_sa_date, "sa_any": g_sa_any,
    "saz_name": g_saz_name, "saz_city": g_saz_city, "saz_school": g_saz_school, "saz_teacher": g_saz_teacher,
    "saz_pet": g_saz_pet, "saz_food": g_saz_food, "saz_book": g_saz_book, "saz_idol": g_saz_idol,
    "saz_date": g_saz_date, "saz_any": g_saz_any,
    # login, wifi
    "lp": g_lp, "lp_zh": g_lp_zh, "wifi": g_wifi, "wifi_digits": g_wifi_digits, "wifi_zh": g_wifi_zh,
    "wifi_sp": g_wifi_sp,
    # recovery codes
    "rc": g_rc, "rc_8digit": g_rc_8digit, "rc_alnum": g_rc_alnum, "rc_hex55": g_rc_hex55, "rc_upper": g_rc_upper,
    "rc_bw": g_rc_bw, "rc_tuta": g_rc_tuta, "rc_steam": g_rc_steam, "rc_single": g_rc_single, "rc_ms25": g_rc_ms25,
    # env
    "env": g_env, "env_pw": g_env_pw, "env_hex": g_env_hex, "env_b64": g_env_b64, "env_laravel": g_env_laravel,
    "env_whsec": g_env_whsec,
    # api keys
    "ak": g_apikey, "ak_twilio": ak_twilio, "ak_mailchimp": ak_mailchimp, "ak_cloudflare": ak_cloudflare,
    "ak_flutterwave": ak_flutterwave, "ak_mercadopago": ak_mercadopago, "ak_xendit": ak_xendit, "ak_omise": ak_omise,
    "ak_mollie": ak_mollie, "ak_sentry": ak_sentry, "ak_grafana": ak_grafana, "ak_netlify": ak_netlify,
    "ak_pulumi": ak_pulumi, "ak_tfc": ak_tfc, "ak_buildkite": ak_buildkite, "ak_typeform": ak_typeform,
    "ak_openai": ak_openai, "ak_moonshot": ak_moonshot, "ak_zhipu": ak_zhipu, "ak_huawei": ak_huawei,
    "ak_volc": ak_volc, "ak_qiniu": ak_qiniu, "ak_baidu": ak_baidu, "ak_amap": ak_amap, "ak_wxpay": ak_wxpay,
    "ak_anthropic": ak_anthropic, "ak_github": ak_github, "ak_stripe": ak_stripe, "ak_slack": ak_slack,
    "ak_aws": ak_aws, "ak_hf": ak_hf,
    # jwt
    "jwt": g_jwt_any, "jwt_hs": g_jwt, "jwt_rs": g_jwt_rs,
    # private keys
    "pk": g_pk, "pk_rsa1": pk_rsa1, "pk_rsa8": pk_rsa8, "pk_ec384": pk_ec384, "pk_k1": pk_k1, "pk_p256": pk_p256,
    "pk_ed25519": pk_ed25519, "pk_ed448": pk_ed448, "pk_x25519": pk_x25519, "pk_openssh": pk_openssh,
    "pk_openssh_rsa": pk_openssh_rsa, "pk_wg": pk_wg, "pk_age": pk_age, "pk_k8s_b64": pk_k8s_b64,
    # wallet keys
    "wk": g_wk, "wk_wif": wk_wif, "wk_ltc": wk_ltc, "wk_doge": wk_doge, "wk_hex": wk_hex, "wk_hex0x": wk_hex0x,
    "wk_xprv": wk_xprv, "wk_sol": wk_sol, "wk_sol_arr": wk_sol_arr, "wk_desc": wk_desc,
    # totp
    "totp": g_totp, "totp_plain": totp_plain, "totp_g4": totp_g4, "totp_g4u": totp_g4u, "totp_g8": totp_g8,
    "totp_dash": totp_dash, "totp_2lines": totp_2lines, "totp_g3": totp_g3, "totp_lower": totp_lower,
    "totp_uri": totp_uri, "totp_migration": totp_migration,
    # mnemonics
    "mn": g_mn, "mn_line": mn_line, "mn_caps": mn_caps, "mn_comma": mn_comma, "mn_numbered": mn_numbered,
    "mn_perline": mn_perline, "mn_hash_inline": mn_hash_inline, "mn_cols3": mn_cols3, "mn_rows4": mn_rows4,
    "mn_prefix4": mn_prefix4, "mn_yaml": mn_yaml, "mn_tabgrid": mn_tabgrid, "mn_pipes": mn_pipes,
    "mn_voice": mn_voice, "mn_title": mn_title, "mn_dashes": mn_dashes,
    "mz": g_mz, "mz_line": mz_line, "mz_nospace": mz_nospace, "mz_numbered": mz_numbered,
    "mz_inline_num": mz_inline_num, "mz_rows": mz_rows, "mz_grid": mz_grid, "mz_comma": mz_comma,
    "mz_arrow": mz_arrow, "mz_perline": mz_perline, "mz_groups3": mz_groups3, "mz_cols2": mz_cols2, "mz_fw": mz_fw,
    "mz_en": g_mz_en_note,
    # connection strings
    "cs": g_cs, "cs_pg": cs_pg, "cs_mysql": cs_mysql, "cs_mongo": cs_mongo_multi, "cs_redis": cs_redis,
    "cs_amqps": cs_amqps, "cs_nats": cs_nats, "cs_kafka": cs_kafka, "cs_npgsql": cs_npgsql,
    "cs_mssql_url": cs_mssql_url, "cs_jdbc_mssql": cs_jdbc_mssql, "cs_supabase": cs_supabase,
    "cs_planetscale": cs_planetscale, "cs_couch": cs_couch, "cs_ado": cs_ado, "cs_libpq": cs_libpq,
    "cs_clickhouse": cs_clickhouse,
    # urls
    "url": g_url, "url_userpass": url_userpass, "url_rtmp": url_rtmp, "url_zapier": url_zapier,
    "url_ifttt": url_ifttt, "url_gchat": url_gchat, "url_mattermost": url_mattermost, "url_bitbucket": url_bitbucket,
    "url_azdo": url_azdo, "url_hf": url_hf, "url_gitlab_ci": url_gitlab_ci, "url_ha": url_ha, "url_cam": url_cam,
    "url_query": url_query, "url_lark": url_lark, "url_wecom": url_wecom, "url_pan": url_pan,
    # cards
    "card": g_card, "card_visa": _mk_card("visa"), "card_mc": _mk_card("mastercard"), "card_amex": _mk_card("amex"),
    "card_jcb": _mk_card("jcb"), "card_up": _mk_card("unionpay"), "card_elo": _mk_card("elo"),
    "card_rupay": _mk_card("rupay"), "card_verve": _mk_card("verve"), "card_troy": _mk_card("troy"),
    "card_dankort": _mk_card("dankort"), "card_maestro": _mk_card("maestro"), "card_hiper": _mk_card("hipercard"),
}

DEFAULT_GEN = {
    "pin": "pin", "otp": "otp", "door_code": "door", "password_nl": "pw", "security_answer": "sa_any",
    "login_pair": "lp", "wifi_password": "wifi", "recovery_codes": "rc", "env_file": "env",
    "api_key": "ak", "jwt": "jwt", "private_key": "pk", "crypto_wallet_key": "wk", "totp_secret": "totp",
    "mnemonic_bip39_en": "mn", "mnemonic_zh": "mz", "connection_string": "cs", "url_credentials": "url",
    "card_number": "card",
}
for _k, _pool in SA_EN.items():
    SECRET_GENS[_k] = _mk_pool(_pool)


def _n(f, *a):
    return lambda rng: f(rng, *a)


FILLERS = {
    "name": _name_en, "full": _full_en, "name_zh": _name_zh, "sur_zh": lambda r: pick(r, ZH_SUR),
    "email": _email, "user": lambda r: pick(r, USERS), "host": lambda r: pick(r, HOSTS),
    "domain": lambda r: pick(r, DOMAINS), "ssid": lambda r: pick(r, SSIDS), "ssid_zh": lambda r: pick(r, SSIDS_CN), "date": _date_en, "date_zh": _date_zh,
    "time": _time, "iso": _iso, "n2": lambda r: str(r.randint(2, 12)), "n3": lambda r: str(r.randint(12, 480)),
    "min": lambda r: str(r.choice([2, 3, 5, 10, 15])), "year": lambda r: str(r.randint(2019, 2026)),
    "town": lambda r: pick(r, TOWNS), "city_zh": lambda r: pick(r, CITIES_ZH), "pet": lambda r: pick(r, PETS_EN),
    "pw_decoy": lambda r: pick(r, WORDS_PW), "hexid": lambda r: rstr(r, HEX, 8),
    "last4": lambda r: digits(r, 4), "dur": lambda r: "0:%02d" % r.randint(5, 59),
    # benign look-alikes
    "order_amz": b_order_amz, "order_rakuten": b_order_rakuten, "order_toko": b_order_toko,
    "order_shopee": b_order_shopee, "order_meli": b_order_meli, "order_allegro": b_order_allegro,
    "order_zh": b_order_zh, "order_coupang": b_order_coupang, "booking": b_booking,
    "trk_yamato": b_trk_yamato, "trk_s10": b_trk_s10, "trk_sscc": b_trk_sscc, "trk_inpost": b_trk_inpost,
    "trk_cj": b_trk_cj, "trk_ninja": b_trk_ninja, "trk_zh": b_trk_zh, "trk_ems": _n(b_trk_s10, "CN"),
    "version": b_version, "sha40": b_sha40, "sha7": b_sha7, "sha256": b_sha256, "sri": b_sri, "uuid": b_uuid,
    "imei": b_imei, "mac": b_mac, "orcid": b_orcid, "vin": b_vin, "price": b_price, "phone": b_phone_intl,
    "phone_cn": b_phone_cn, "phone_tw": b_phone_tw, "room": b_room, "pincode_in": b_pincode_in,
    "postcode": b_postcode_other, "postcode_zh": b_postcode_zh, "ssh_pub": b_ssh_pub, "eth_addr": b_eth_addr,
    "btc_addr": b_btc_addr, "ltc_addr": b_ltc_addr, "sol_addr": b_sol_addr, "xpub": b_xpub, "onion": b_onion,
    "age_pub": b_age_pub, "wg_pub": b_wg_pub, "pub_pem": b_pubpem, "pgp_fpr": b_pgp_fpr,
    "en_words12": lambda r: " ".join(b_en_words(r, 12)), "en_words6": lambda r: ", ".join(b_en_words(r, r.choice([5, 6, 7]))),
    "en_words12_num": lambda r: "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(b_en_words(r, 12))),
    "zh_words12": lambda r: " ".join(b_zh_words(r, 12)), "zh_words5": lambda r: "、".join(b_zh_words(r, r.choice([4, 5, 6]))),
    "mask_card": b_mask_card, "mask_phone": b_mask_phone, "mask_key": b_mask_key,
    "digit4": lambda r: digits(r, 4, True), "digit6": lambda r: digits(r, 6, True),
    "md5": lambda r: rstr(r, HEX, 32), "h1": lambda r: base64.b64encode(rbytes(r, 32)).decode(),
    "sha1colon": lambda r: ":".join(rstr(r, "0123456789ABCDEF", 2) for _ in range(20)),
    "street": lambda r: pick(r, STREETS),
    "amt": lambda r: "%d.%02d" % (r.randint(2, 480), r.randint(0, 99)),
    "amt0": lambda r: "{:,}".format(r.randint(120, 98000)),
    "eshop": lambda r: pick(r, ["Allegro", "Rakuten", "Tokopedia", "Shopee", "Mercado Livre", "Coupang"]), "n4": lambda r: str(r.randint(1000, 9999)),
    "name_py": lambda r: pick(r, ZH_PINYIN_SUR) + pick(r, ZH_PINYIN_GIVEN),
}
