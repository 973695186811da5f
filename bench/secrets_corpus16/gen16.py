"""Value generators for secrets_corpus16.

Every generator is a function of one random.Random and returns a string.  Secret generators
return exactly the text that appears in the case, so the returned string is the gold span.
Fillers and benign look-alikes return plain strings.  GEN maps a slot name to its generator.
"""
import base64
import hashlib
import json
import string
import uuid

import crypto16 as C

GEN = {}


def g(name=None):
    def deco(fn):
        GEN[name or fn.__name__] = fn
        return fn
    return deco


def pick(r, seq):
    return seq[r.randrange(len(seq))]


def rs(r, alphabet, n):
    return "".join(alphabet[r.randrange(len(alphabet))] for _ in range(n))


def rbytes(r, n):
    return bytes(r.getrandbits(8) for _ in range(n))


HEX = "0123456789abcdef"
ALNUM = string.ascii_letters + string.digits
LOWALNUM = string.ascii_lowercase + string.digits
UPALNUM = string.ascii_uppercase + string.digits
B64URL = ALNUM + "-_"

# ---------------------------------------------------------------------------
# pools (fillers)
# ---------------------------------------------------------------------------
FIRST_EN = ["Aoife", "Ciarán", "Niamh", "Darragh", "Oisín", "Róisín", "Tadhg", "Kirra", "Jarrah",
            "Mere", "Tane", "Aroha", "Wiremu", "Thandi", "Sipho", "Lerato", "Pieter", "Anneke",
            "Priya", "Arjun", "Kavya", "Rohan", "Femke", "Bram", "Sanne", "Joost", "Marisol",
            "Jericho", "Étienne", "Maëlle", "Declan", "Bronagh", "Lachlan", "Matilda", "Hamish",
            "Ngaio", "Zanele", "Dev", "Ishaan", "Meera", "Colm", "Saoirse", "Callum", "Tegan"]
SURN_EN = ["Byrne", "O'Sullivan", "Ngata", "van Dijk", "Naidoo", "Dlamini", "Iyer", "Fernandes",
           "McAllister", "Kowalczyk", "Tremblay", "Reyes", "Whitford", "Okafor", "Moloney",
           "Te Awa", "Botha", "Menon", "de Vries", "Gallagher", "Pillay", "Walsh", "Jansen"]
REL_EN = ["Mum", "Dad", "Nana", "Grandad", "Aunty Bev", "Uncle Ray", "my sister", "my brother",
          "the kids' dad", "the kids' mum", "Gran", "Poppa", "my ex", "our au pair", "the foster agency"]
TOWN_EN = ["Galway", "Limerick", "Cork", "Sligo", "Ballarat", "Geelong", "Cairns", "Hobart",
           "Dunedin", "Nelson", "Napier", "Whanganui", "Durban", "Gqeberha", "Bloemfontein",
           "Utrecht", "Groningen", "Halifax", "Winnipeg", "Kelowna", "Pune", "Mysuru", "Kochi"]
COUNTRY_EN = ["Ireland", "Australia", "New Zealand", "South Africa", "the Netherlands", "Canada", "India"]
MONTH = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTH_FULL = ["January", "February", "March", "April", "May", "June", "July", "August",
              "September", "October", "November", "December"]
WEEKDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
SURN_ZH = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙", "马", "朱", "胡", "郭",
           "何", "高", "林", "罗", "郑", "梁", "谢", "宋", "唐", "韩", "冯", "邓", "曹", "彭", "曾", "萧"]
GIVEN_ZH = ["秀英", "桂兰", "建华", "志强", "丽娟", "海燕", "国庆", "春梅", "晓东", "雅婷", "子轩",
            "梓涵", "浩然", "欣怡", "宇航", "婉清", "振国", "玉珍", "文杰", "静怡", "明辉", "淑芬"]
CITY_ZH = ["绵阳", "株洲", "宜宾", "赣州", "湛江", "开封", "丹东", "漳州", "汕尾", "临沂", "岳阳",
           "遵义", "南充", "九江", "秦皇岛", "延吉", "景德镇", "常德", "泉州", "乐山"]
REL_ZH = ["我妈", "我爸", "奶奶", "爷爷", "外婆", "姥爷", "老公", "老婆", "我姐", "我哥", "小姑",
          "舅舅", "孩子他爸", "孩子他妈", "表弟", "儿子", "闺女"]

# security-answer pools
ANS_PET = ["Biscuit", "Pavlova", "Marmite", "Pickle", "Banjo", "Rusty", "Skippy", "Bramble",
           "Noodle", "Tinker", "Dingo", "Sausage", "Mabel", "Otis", "Juniper", "Ziggy", "Kiwi",
           "Tui", "Wombat", "Boerie", "Chutney", "Poffertje", "Mango", "Toffee"]
ANS_MAIDEN = ["Fitzgerald", "Hennessy", "Van der Merwe", "Pillai", "Kerrigan", "Mahlangu",
              "Achterberg", "Prendergast", "Tuhiwai", "Mulcahy", "Quinlan", "Boshoff",
              "Ramaswamy", "Dunleavy", "Kavanagh", "Heemskerk", "Lafleur", "Naicker"]
ANS_CITY = ["Ballina", "Wagga Wagga", "Toowoomba", "Rotorua", "Timaru", "Stellenbosch",
            "Pietermaritzburg", "Thrissur", "Enschede", "Zwolle", "Moncton", "Tralee",
            "Dungarvan", "Kalgoorlie", "Greymouth", "Oudtshoorn", "Mangaluru", "Castlebar"]
ANS_SCHOOL = ["St Brigid's NS", "Scoil Mhuire", "Kingswood Primary", "Rondebosch Boys",
              "Nelson Central", "Kendriya Vidyalaya No. 2", "Bishop Strachan", "Glenroy West",
              "Het Baarnsch Lyceum", "Loreto Abbey", "Fairview Public", "Holy Rosary Convent"]
ANS_STREET = ["Wattle Grove", "Kauri Street", "Jacaranda Avenue", "Protea Road", "Fuchsia Lane",
              "Keizersgracht", "Rue Champlain", "Marine Parade", "Church Road", "Boundary Lane"]
ANS_CAR = ["Holden Commodore", "Ford Laser", "Nissan Pulsar", "Mazda 323", "VW Citi Golf",
           "Maruti 800", "Toyota Starlet", "Opel Kadett", "Subaru Leone", "Datsun 120Y"]
ANS_TEACHER = ["Mrs Okonkwo", "Mr Kavanagh", "Ms Pillai", "Sister Bernadette", "Mr Ngata",
               "Juffrouw Bakker", "Mrs Ramsamy", "Mr Tremblay", "Miss Dooley"]
ANS_FOOD = ["pavlova", "bobotie", "boxty", "Anzac biscuits", "masala dosa", "stroopwafels",
            "poutine", "lamingtons", "koeksisters", "colcannon", "hokey pokey", "butter chicken"]
ANS_BOOK = ["Possum Magic", "Hairy Maclary", "Anne of Green Gables", "The Magic Faraway Tree",
            "Jock of the Bushveld", "Malgudi Days", "Blinky Bill", "Pippi Longstocking"]
ANS_WORD = ["kookaburra", "marmalade", "lighthouse", "tamarind", "cartwheel", "periwinkle",
            "driftwood", "gooseberry", "quokka", "snapdragon", "fandango", "tangerine"]
ANS_HERO = ["Ruud Gullit", "Dame Whina Cooper", "Sachin", "Roy Keane", "Cathy Freeman",
            "Bryan Habana", "Wayne Gretzky", "Dan Carter"]
ANS_ZH_NAME_GIVEN = ["秀兰", "玉梅", "桂芳", "淑珍", "凤英", "翠花", "金凤", "美华", "素琴", "彩霞"]
ANS_ZH_SCHOOL = ["城关镇第二小学", "红旗路小学", "实验小学", "育才中学", "向阳小学", "东风路小学",
                 "解放路小学", "光明小学", "铁路子弟学校", "第十一中学", "新华小学"]
ANS_ZH_PET = ["豆豆", "旺财", "团子", "球球", "小黑", "大黄", "咪咪", "可乐", "元宝", "花卷", "馒头"]
ANS_ZH_FOOD = ["螺蛳粉", "热干面", "肉夹馍", "酸菜鱼", "糖醋排骨", "锅包肉", "担担面", "煎饼果子"]
ANS_ZH_TEACHER = ["王老师", "刘春梅", "陈建国", "李桂英", "赵老师", "张淑芳"]
ANS_ZH_IDOL = ["周润发", "邓丽君", "姚明", "刘翔", "李小龙", "张国荣"]

PW_WORDS = ["Kookaburra", "Marmite", "pavlova", "Tui", "Wattle", "Harbour", "Ferry", "Gannet",
            "Kowhai", "Protea", "Biltong", "Tulip", "Canal", "Maple", "Loon", "Mango", "Chai",
            "Shamrock", "Curragh", "Puffin", "Kereru", "Jacaranda", "Pohutukawa", "Stroop",
            "Bobbin", "Lantern", "Walrus", "Quinoa", "Trawler", "Sextant", "Anchor", "Spinnaker"]
PASS_WORDS = ["tidal", "ferret", "oboe", "plinth", "gravel", "mango", "velvet", "copper", "harbour",
              "sleet", "quince", "badger", "lantern", "anvil", "meadow", "pickle", "tundra",
              "saffron", "walnut", "drizzle", "ember", "cobalt", "thistle", "sprocket", "kelp"]
PINYIN = ["zhangwei", "liuxiaomei", "wangfang", "chenjie", "yangyang", "huanglei", "zhaomin",
          "xiaoyu", "lili", "haoran", "tingting", "dongdong", "wenjing", "jiahui"]

SSIDS_EN = ["Marina-Guest", "BoathouseWiFi", "Pavilion_5G", "KeaCottage", "ScoutHall",
            "VINEYARD-CELLAR", "eir-7F3A", "Telstra4C21", "Spark-Home-2.4", "Vodacom-MiFi",
            "KPN_B8F1", "BELL482", "JioFiber-5G", "StudioOnAir", "AllotmentShed", "Physio-Front",
            "PrintShop-Back", "KennelOffice", "CoHousing-Common", "Radio-Studio-B"]
SSIDS_ZH = ["ChinaNet-8F2a", "CMCC-Xh3k", "TP-LINK_5G_A7C2", "HUAWEI-E3D9", "Xiaomi_6B1F",
            "物业办公室", "农家乐-大厅", "私房菜", "老年大学-3楼", "琴行", "HONOR-7C31", "ChinaUnicom-2G4"]
HOSTS = ["db.internal", "10.0.3.17", "pg-main.lan", "nas.local", "192.168.1.40", "mq.kitchen.lan",
         "sql01.printshop.ie", "data.kennels.co.nz", "db.rowingclub.org.au",
         "redis.cohousing.nl", "mysql.radiostudio.ca", "10.8.0.5", "pg.physio.co.za"]
DOMAINS = ["ballinaboats.ie", "greymouthrowing.org.nz", "kennels.co.za", "printhaus.nl",
           "cricketclub.com.au", "cohousing.ca", "stationradio.ie", "bikecoop.org", "physiocare.in",
           "vineyardcellar.com.au", "allotments.ie", "scouts-halifax.ca"]
USERS = ["admin", "aoife.b", "kennel", "printroom", "skipper", "boathouse", "treasurer", "radio2",
         "physio", "coop_admin", "field", "mere.ngata", "bram", "scoutmaster", "cellar", "backup"]
USERS_ZH = ["wuye01", "laonian", "sifangcai", "qinhang", "admin", "zhangsan2", "cunwei",
            "yuezi_center", "gym_coach", "xiaomei88", "huayuan", "dayinpu"]

# ---------------------------------------------------------------------------
# fillers
# ---------------------------------------------------------------------------
g("name")(lambda r: pick(r, FIRST_EN))
g("fullname")(lambda r: pick(r, FIRST_EN) + " " + pick(r, SURN_EN))
g("surname")(lambda r: pick(r, SURN_EN))
g("rel")(lambda r: pick(r, REL_EN))
g("town")(lambda r: pick(r, TOWN_EN))
g("country")(lambda r: pick(r, COUNTRY_EN))
g("weekday")(lambda r: pick(r, WEEKDAY))
g("name_zh")(lambda r: pick(r, SURN_ZH) + pick(r, GIVEN_ZH))
g("xiao_zh")(lambda r: pick(r, ["小", "老", "阿"]) + pick(r, SURN_ZH))
g("rel_zh")(lambda r: pick(r, REL_ZH))
g("city_zh")(lambda r: pick(r, CITY_ZH))
g("ssid")(lambda r: pick(r, SSIDS_EN))
g("ssid_zh")(lambda r: pick(r, SSIDS_ZH))
g("host")(lambda r: pick(r, HOSTS))
g("domain")(lambda r: pick(r, DOMAINS))
g("user")(lambda r: pick(r, USERS))
g("user_zh")(lambda r: pick(r, USERS_ZH))
g("n2")(lambda r: str(r.randint(2, 12)))
g("n3")(lambda r: str(r.randint(100, 999)))
g("room")(lambda r: str(r.randint(1, 4)) + str(r.randint(0, 2)) + str(r.randint(1, 9)))
g("mins")(lambda r: str(pick(r, [5, 10, 15, 20, 30])))
g("price")(lambda r: "%d.%02d" % (r.randint(3, 480), r.choice([0, 50, 95, 99, 20])))
g("yuan")(lambda r: str(r.randint(12, 4800)))
g("year")(lambda r: str(r.randint(2019, 2026)))


@g()
def email(r):
    return "%s.%s@%s" % (pick(r, FIRST_EN).lower().replace("í", "i").replace("á", "a").replace("é", "e").replace("ë", "e"),
                         pick(r, SURN_EN).lower().replace("'", "").replace(" ", ""), pick(r, DOMAINS))


@g()
def email_zh(r):
    return "%s%d@%s" % (pick(r, PINYIN), r.randint(1, 999), pick(r, ["qq.com", "163.com", "126.com", "foxmail.com", "sina.com"]))


@g()
def date(r):
    return "%d %s" % (r.randint(1, 28), pick(r, MONTH))


@g()
def date_long(r):
    return "%s %d %s" % (pick(r, WEEKDAY), r.randint(1, 28), pick(r, MONTH_FULL))


@g()
def date_zh(r):
    return "%d月%d日" % (r.randint(1, 12), r.randint(1, 28))


@g()
def time(r):
    return "%d:%02d" % (r.randint(6, 22), pick(r, [0, 5, 10, 15, 20, 30, 40, 45, 50]))


@g()
def iso_ts(r):
    return "%s-%02d-%02dT%02d:%02d:%02dZ" % (pick(r, ["2025", "2026"]), r.randint(1, 12), r.randint(1, 28),
                                              r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))


@g()
def digits4_benign(r):
    return str(r.randint(1000, 9999))


# ---------------------------------------------------------------------------
# spelled-out numbers
# ---------------------------------------------------------------------------
EN_DIG = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
ZH_DIG = "零一二三四五六七八九"
ZH_RADIO = {"0": "洞", "1": "幺", "2": "两", "7": "拐"}
FW = str.maketrans("0123456789", "０１２３４５６７８９")


def pin_digits(r, n):
    while True:
        d = "".join(str(r.randrange(10)) for _ in range(n))
        if len(set(d)) < 2 or d in "0123456789" or d in "9876543210" or d in ("1212", "2580", "1004"):
            continue
        if d[:4] in ("1234", "0000", "1111", "4242", "2222"):
            continue
        return d


def say_digit(c, oh=True):
    return "oh" if (c == "0" and oh) else EN_DIG[int(c)]


def say_pair(p):
    a, b = int(p[0]), int(p[1])
    if a == 0:
        return "oh " + EN_DIG[b]
    if a == 1:
        return TEENS[b]
    return TENS[a] + ("-" + EN_DIG[b] if b else "")


def words_digits(r, d):
    style = r.randrange(4)
    if style == 0:
        return " ".join(say_digit(c, r.random() < 0.7) for c in d)
    if style == 1 and len(d) % 2 == 0:
        return " ".join(say_pair(d[i:i + 2]) for i in range(0, len(d), 2))
    if style == 2:
        out, i = [], 0
        while i < len(d):
            if i + 1 < len(d) and d[i] == d[i + 1]:
                out.append("double " + say_digit(d[i]))
                i += 2
            else:
                out.append(say_digit(d[i]))
                i += 1
        return " ".join(out)
    return ", ".join(say_digit(c, False) for c in d)


def zh_digits(r, d):
    style = r.randrange(4)
    radio = r.random() < 0.4
    chars = [ZH_RADIO[c] if (radio and c in ZH_RADIO) else ZH_DIG[int(c)] for c in d]
    if style == 0:
        return "".join(chars)
    if style == 1:
        return "、".join(chars)
    if style == 2:
        return " ".join(chars)
    return "".join(chars[:len(chars) // 2]) + "，" + "".join(chars[len(chars) // 2:])


# ---------------------------------------------------------------------------
# secrets: PINs, door codes, OTPs
# ---------------------------------------------------------------------------
g("pin")(lambda r: pin_digits(r, pick(r, [4, 4, 4, 6, 5])))
g("pin4")(lambda r: pin_digits(r, 4))
g("pin6")(lambda r: pin_digits(r, 6))
g("pin_sp")(lambda r: " ".join(pin_digits(r, pick(r, [4, 6]))))
g("pin_dot")(lambda r: ".".join(pin_digits(r, 4)))
g("pin_words")(lambda r: words_digits(r, pin_digits(r, pick(r, [4, 4, 6]))))
g("pin_zh")(lambda r: zh_digits(r, pin_digits(r, pick(r, [4, 6, 6]))))
g("pin_fw")(lambda r: pin_digits(r, pick(r, [4, 6])).translate(FW))


@g()
def door(r):
    d = pin_digits(r, pick(r, [4, 4, 5, 6]))
    return pick(r, ["{}", "#{}", "{}#", "*{}#", "C{}", "{}✓", "{} ENT", "{}*"]).format(d)


g("door_plain")(lambda r: pin_digits(r, pick(r, [4, 5, 6])))
g("door_words")(lambda r: words_digits(r, pin_digits(r, 4)))
g("door_zh")(lambda r: zh_digits(r, pin_digits(r, pick(r, [4, 6]))))


@g()
def padlock(r):
    if r.random() < 0.4:
        return pin_digits(r, 3)
    return "-".join("%02d" % r.randrange(40) for _ in range(3))


def otp_digits(r, n):
    return "".join(str(r.randrange(10)) for _ in range(n))


g("otp")(lambda r: otp_digits(r, 6))
g("otp6")(lambda r: otp_digits(r, 6))
g("otp4")(lambda r: pin_digits(r, 4))
g("otp5")(lambda r: otp_digits(r, 5))
g("otp8")(lambda r: otp_digits(r, 8))
g("otp_sp")(lambda r: (lambda d: d[:3] + " " + d[3:])(otp_digits(r, 6)))
g("otp_dash")(lambda r: (lambda d: d[:3] + "-" + d[3:])(otp_digits(r, 6)))
g("otp_g")(lambda r: "G-" + otp_digits(r, 6))
g("otp_words")(lambda r: words_digits(r, otp_digits(r, 6)))
g("otp_zh")(lambda r: zh_digits(r, otp_digits(r, 6)))
g("otp_fw")(lambda r: otp_digits(r, 6).translate(FW))
g("otp_alnum")(lambda r: rs(r, "23456789BCDFGHJKMNPQRTVWXY", 5))
g("otp_dot")(lambda r: (lambda d: d[:3] + "." + d[3:])(otp_digits(r, 6)))

# ---------------------------------------------------------------------------
# secrets: passwords
# ---------------------------------------------------------------------------
SYM = "!#$%&*?@+=^~"


@g()
def pw(r):
    s = r.randrange(6)
    if s == 0:
        return pick(r, PW_WORDS) + pick(r, SYM) + str(r.randint(10, 9999))
    if s == 1:
        sep = pick(r, ["-", ".", "_", "+"])
        w = r.sample(PASS_WORDS, r.randint(3, 4))
        if r.random() < 0.5:
            w = [x.capitalize() for x in w]
        return sep.join(w) + (sep + str(r.randint(2, 99)) if r.random() < 0.6 else "")
    if s == 2:
        while True:
            p = rs(r, ALNUM + "!#%&*@?", r.randint(10, 16))
            if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p):
                return p
    if s == 3:
        return pick(r, PINYIN) + pick(r, ["", "@", "_", "."]) + "%02d%02d" % (r.randint(1, 12), r.randint(1, 28))
    if s == 4:
        w = pick(r, PW_WORDS)
        leet = w.translate(str.maketrans("aeiosAEIOS", "4310$4310$"))
        return leet + pick(r, SYM) + str(r.randint(1, 99))
    return pick(r, PASS_WORDS).capitalize() + str(r.randint(1950, 2019)) + pick(r, SYM) + pick(r, PASS_WORDS)


@g()
def pw_plain(r):
    # no spaces, no quotes, safe in any layout
    while True:
        p = pw(r)
        if " " not in p:
            return p


@g()
def pw_phrase_sp(r):
    return " ".join(r.sample(PASS_WORDS, r.randint(4, 5))) + (" " + str(r.randint(2, 99)) if r.random() < 0.5 else "")


@g()
def pw_pinyin(r):
    p = pick(r, PINYIN)
    return pick(r, [p.capitalize(), p]) + pick(r, ["@", "#", "", "_"]) + pick(r, ["19%02d%02d%02d" % (r.randint(60, 99), r.randint(1, 12), r.randint(1, 28)),
                                                                                    "%02d%02d" % (r.randint(1, 12), r.randint(1, 28)),
                                                                                    str(r.randint(100, 999)) + pick(r, ["!", "."])])


@g()
def pw_rand(r):
    while True:
        p = rs(r, ALNUM + "!#%*@", r.randint(12, 20))
        if any(c.isdigit() for c in p) and any(c.isupper() for c in p):
            return p


NATO = {"a": "alpha", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot", "g": "golf",
        "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima", "m": "mike", "n": "november",
        "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo", "s": "sierra", "t": "tango", "u": "uniform",
        "v": "victor", "w": "whiskey", "x": "x-ray", "y": "yankee", "z": "zulu"}
SYM_EN = {"!": "exclamation mark", "#": "hash", "@": "at sign", "$": "dollar", "%": "percent",
          "&": "ampersand", "*": "star", "?": "question mark", "-": "dash", ".": "full stop", "_": "underscore"}
SYM_ZH = {"!": "感叹号", "#": "井号", "@": "艾特", "$": "美元符号", "%": "百分号", "&": "和号",
          "*": "星号", "?": "问号", "-": "横杠", ".": "点", "_": "下划线"}


def _short_pw(r):
    w = pick(r, ["Tui", "Kea", "Moa", "Fern", "Kelp", "Reef", "Gull", "Wren", "Dune", "Surf", "Tern", "Yak"])
    return w + pick(r, ["", "x", "q"]) + str(r.randint(10, 99)) + pick(r, "!#@?")


@g()
def pw_spelled(r):
    p = _short_pw(r)
    out = []
    for c in p:
        if c.isupper():
            out.append(pick(r, ["capital ", "big ", "upper-case "]) + c)
        elif c.islower():
            out.append(c)
        elif c.isdigit():
            out.append(EN_DIG[int(c)])
        else:
            out.append(SYM_EN[c])
    return pick(r, [", ", " - ", " "]).join(out)


@g()
def pw_nato(r):
    p = _short_pw(r)
    out = []
    for c in p:
        if c.isalpha():
            out.append(("capital " if c.isupper() else "") + NATO[c.lower()])
        elif c.isdigit():
            out.append(EN_DIG[int(c)])
        else:
            out.append(SYM_EN[c])
    return " ".join(out)


@g()
def pw_zh_spelled(r):
    p = _short_pw(r)
    out = []
    for c in p:
        if c.isupper():
            out.append("大写" + c)
        elif c.islower():
            out.append("小写" + c)
        elif c.isdigit():
            out.append(ZH_DIG[int(c)] if r.random() < 0.5 else c)
        else:
            out.append(SYM_ZH[c])
    return pick(r, ["、", "，", " "]).join(out)


g("pw_fw")(lambda r: pw_plain(r).translate(str.maketrans(string.ascii_letters + string.digits,
                                                          "".join(chr(ord(c) + 0xFEE0) for c in string.ascii_letters + string.digits))))

# ---------------------------------------------------------------------------
# secrets: security answers
# ---------------------------------------------------------------------------
g("ans_pet")(lambda r: pick(r, ANS_PET))
g("ans_maiden")(lambda r: pick(r, ANS_MAIDEN))
g("ans_city")(lambda r: pick(r, ANS_CITY))
g("ans_school")(lambda r: pick(r, ANS_SCHOOL))
g("ans_street")(lambda r: pick(r, ANS_STREET))
g("ans_car")(lambda r: pick(r, ANS_CAR))
g("ans_teacher")(lambda r: pick(r, ANS_TEACHER))
g("ans_food")(lambda r: pick(r, ANS_FOOD))
g("ans_book")(lambda r: pick(r, ANS_BOOK))
g("ans_word")(lambda r: pick(r, ANS_WORD))
g("ans_hero")(lambda r: pick(r, ANS_HERO))
g("ans_date")(lambda r: "%d %s %d" % (r.randint(1, 28), pick(r, MONTH_FULL), r.randint(1948, 1975)))
g("ans_any")(lambda r: pick(r, ANS_PET + ANS_MAIDEN + ANS_CITY + ANS_SCHOOL + ANS_STREET + ANS_WORD))
g("ans_zh_name")(lambda r: pick(r, SURN_ZH) + pick(r, ANS_ZH_NAME_GIVEN))
g("ans_zh_city")(lambda r: pick(r, CITY_ZH))
g("ans_zh_school")(lambda r: pick(r, CITY_ZH) + pick(r, ANS_ZH_SCHOOL))
g("ans_zh_pet")(lambda r: pick(r, ANS_ZH_PET))
g("ans_zh_food")(lambda r: pick(r, ANS_ZH_FOOD))
g("ans_zh_teacher")(lambda r: pick(r, ANS_ZH_TEACHER))
g("ans_zh_idol")(lambda r: pick(r, ANS_ZH_IDOL))
g("ans_zh_date")(lambda r: pick(r, ["%d%02d%02d", "%d年%d月%d日", "%d-%02d-%02d", "%d.%d.%d"]) %
                 (r.randint(1945, 1972), r.randint(1, 12), r.randint(1, 28)))
g("ans_zh_any")(lambda r: pick(r, [pick(r, SURN_ZH) + pick(r, ANS_ZH_NAME_GIVEN), pick(r, CITY_ZH),
                                   pick(r, ANS_ZH_PET), pick(r, ANS_ZH_FOOD), pick(r, ANS_ZH_TEACHER)]))

# ---------------------------------------------------------------------------
# secrets: TOTP seeds
# ---------------------------------------------------------------------------


def _seed(r):
    return C.b32(rbytes(r, pick(r, [20, 20, 10, 16])))


g("totp")(lambda r: _seed(r))
g("totp_lower")(lambda r: _seed(r).lower())
g("totp_g4")(lambda r: (lambda s: " ".join(s[i:i + 4] for i in range(0, len(s), 4)))(C.b32(rbytes(r, pick(r, [20, 10])))))
g("totp_g4l")(lambda r: (lambda s: " ".join(s[i:i + 4] for i in range(0, len(s), 4)))(C.b32(rbytes(r, 20)).lower()))
g("totp_dash")(lambda r: (lambda s: "-".join(s[i:i + 4] for i in range(0, len(s), 4)))(C.b32(rbytes(r, pick(r, [20, 10])))))
g("totp_g8")(lambda r: (lambda s: " ".join(s[i:i + 8] for i in range(0, len(s), 8)))(C.b32(rbytes(r, 20))))

ISSUERS = ["Kiwibank", "myGov", "Revolut", "Xero", "MYOB", "Bitstamp", "Coinbase", "Proton",
           "Nextcloud", "Zoho", "Bunq", "Wise", "Home%20Assistant", "Gitea", "Fastmail", "Tuta"]


@g()
def totp_uri(r):
    iss = pick(r, ISSUERS)
    acct = pick(r, USERS) + "%40" + pick(r, DOMAINS)
    s = _seed(r)
    q = ["secret=" + s, "issuer=" + iss]
    if r.random() < 0.5:
        q.append("algorithm=SHA1")
    if r.random() < 0.5:
        q.append("digits=" + pick(r, ["6", "8"]))
    if r.random() < 0.4:
        q.append("period=30")
    if r.random() < 0.3:
        q = q[1:2] + q[:1] + q[2:]
    return "otpauth://totp/%s:%s?%s" % (iss, acct, "&".join(q))


# ---------------------------------------------------------------------------
# secrets: recovery codes
# ---------------------------------------------------------------------------


def _hexcode(r):
    return rs(r, HEX, 5) + "-" + rs(r, HEX, 5)


g("rc_lines")(lambda r: "\n".join(_hexcode(r) for _ in range(pick(r, [8, 10, 16]))))
g("rc_pairs")(lambda r: "\n".join(_hexcode(r) + "    " + _hexcode(r) for _ in range(pick(r, [4, 5, 8]))))
g("rc_bullets")(lambda r: (lambda b: "\n".join(b + _hexcode(r) for _ in range(pick(r, [6, 8, 10]))))(pick(r, ["- ", "* ", "• "])))
g("rc_num")(lambda r: "\n".join("%d. %s" % (i + 1, rs(r, LOWALNUM, 4) + "-" + rs(r, LOWALNUM, 4)) for i in range(pick(r, [8, 10]))))
g("rc_inline")(lambda r: pick(r, [", ", "; ", " / ", "  "]).join(rs(r, LOWALNUM, 4) + "-" + rs(r, LOWALNUM, 4) for _ in range(pick(r, [5, 6, 8]))))
g("rc_8d")(lambda r: "\n".join(otp_digits(r, 4) + " " + otp_digits(r, 4) for _ in range(pick(r, [5, 8, 10]))))
g("rc_8d_cols")(lambda r: "\n".join("%s %s    %s %s" % (otp_digits(r, 4), otp_digits(r, 4), otp_digits(r, 4), otp_digits(r, 4)) for _ in range(5)))
g("rc_ms")(lambda r: "-".join(rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5) for _ in range(5)))
g("rc_x")(lambda r: "\n".join(rs(r, LOWALNUM, 12) for _ in range(pick(r, [5, 6]))))
g("rc_apple")(lambda r: "-".join(rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 4) for _ in range(7)))
g("rc_one")(lambda r: pick(r, [_hexcode(r), otp_digits(r, 4) + " " + otp_digits(r, 4), rs(r, LOWALNUM, 4) + "-" + rs(r, LOWALNUM, 4)]))
g("rc_caps")(lambda r: "\n".join(rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) + "-" + rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(pick(r, [6, 8]))))
g("rc_1pw")(lambda r: "A3-" + rs(r, "ABCDEFGHJKLMNPQRSTVWXYZ23456789", 6) + "-" + "-".join(rs(r, "ABCDEFGHJKLMNPQRSTVWXYZ23456789", n) for n in (6, 5, 5, 5, 5)))
g("rc_zh")(lambda r: pick(r, ["、", "，", "；"]).join(otp_digits(r, 8) for _ in range(pick(r, [5, 6, 8]))))
g("rc_box")(lambda r: "\n".join("[ ] " + otp_digits(r, 8) for _ in range(pick(r, [6, 8]))))

# ---------------------------------------------------------------------------
# secrets: wallet keys
# ---------------------------------------------------------------------------
g("wk_hex")(lambda r: "%064x" % C.secp_scalar(r))
g("wk_0x")(lambda r: "0x%064x" % C.secp_scalar(r))
g("wk_wif")(lambda r: C.wif(C.secp_scalar(r), True))
g("wk_wif_u")(lambda r: C.wif(C.secp_scalar(r), False))
g("wk_wif_any")(lambda r: C.wif(C.secp_scalar(r), r.random() < 0.7))
@g()
def wk_xprv(r):
    if r.random() < 0.5:
        return C.xkey(C.secp_scalar(r), rbytes(r, 32))
    return C.xkey(C.secp_scalar(r), rbytes(r, 32), depth=3, fp=rbytes(r, 4), child=0x80000000)


@g()
def wk_sol(r):
    seed = rbytes(r, 32)
    return C.b58encode(seed + C.ed25519_pub(seed))


@g()
def wk_sol_arr(r):
    seed = rbytes(r, 32)
    return "[" + ",".join(str(b) for b in seed + C.ed25519_pub(seed)) + "]"


g("wk_nsec")(lambda r: C.bech32_encode("nsec", rbytes(r, 32)))
g("wk_any")(lambda r: GEN[pick(r, ["wk_hex", "wk_0x", "wk_wif", "wk_wif_u", "wk_xprv", "wk_sol"])](r))

# ---------------------------------------------------------------------------
# secrets: BIP39 phrases, layouts
# ---------------------------------------------------------------------------
CIRCLED = [chr(0x2460 + i) for i in range(20)] + [chr(0x3251 + i) for i in range(4)]
ZH_NUM = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二", "十三", "十四", "十五",
          "十六", "十七", "十八", "十九", "二十", "二十一", "二十二", "二十三", "二十四"]


def _n(r):
    return pick(r, [12, 12, 12, 24, 24, 15, 18])


def en_layout(name, w):
    n = len(w)
    if name == "line":
        return " ".join(w)
    if name == "lines":
        return "\n".join(w)
    if name == "num_dot":
        return "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(w))
    if name == "num_paren":
        return "\n".join("%d) %s" % (i + 1, x) for i, x in enumerate(w))
    if name == "bracket":
        return "\n".join("[%02d] %s" % (i + 1, x) for i, x in enumerate(w))
    if name == "circled":
        return " ".join(CIRCLED[i] + x for i, x in enumerate(w))
    if name == "rows3":
        return "\n".join(" ".join(w[i:i + 3]) for i in range(0, n, 3))
    if name == "rows4num":
        return "\n".join("   ".join("%d %s" % (j + 1, w[j]) for j in range(i, min(i + 4, n))) for i in range(0, n, 4))
    if name == "cols2":
        h = n // 2
        return "\n".join("%-4s%-11s%d. %s" % ("%d." % (i + 1), w[i], i + h + 1, w[i + h]) for i in range(h))
    if name == "html":
        return "<ol>\n" + "\n".join("  <li>%s</li>" % x for x in w) + "\n</ol>"
    if name == "latex":
        return "\\begin{enumerate}\n" + "\n".join("  \\item %s" % x for x in w) + "\n\\end{enumerate}"
    if name == "and":
        return ", ".join(w[:-1]) + " and " + w[-1]
    if name == "caps":
        return " ".join(x.upper() for x in w)
    if name == "dash":
        return "-".join(w)
    if name == "pipe":
        return " | ".join(w)
    if name == "word_num":
        return "  ".join("%s(%d)" % (x, i + 1) for i, x in enumerate(w))
    if name == "colon_num":
        return "\n".join("word %d: %s" % (i + 1, x) for i, x in enumerate(w))
    if name == "title":
        return " ".join(x.capitalize() for x in w)
    if name == "semicolon":
        return "; ".join(w)
    raise KeyError(name)


EN_LAYOUTS = ["line", "lines", "num_dot", "num_paren", "bracket", "circled", "rows3", "rows4num",
              "cols2", "html", "latex", "and", "caps", "dash", "pipe", "word_num", "colon_num",
              "title", "semicolon"]
for _name in EN_LAYOUTS:
    GEN["mn_" + _name] = (lambda nm: (lambda r: en_layout(nm, C.mnemonic_words(r, _n(r), "en"))))(_name)
GEN["mn"] = lambda r: en_layout("line", C.mnemonic_words(r, _n(r), "en"))
GEN["mn_any_block"] = lambda r: en_layout(pick(r, ["lines", "num_dot", "rows3", "rows4num", "cols2", "bracket", "num_paren"]),
                                          C.mnemonic_words(r, _n(r), "en"))
GEN["mn_any_inline"] = lambda r: en_layout(pick(r, ["line", "and", "dash", "pipe", "circled", "word_num", "semicolon", "title"]),
                                           C.mnemonic_words(r, _n(r), "en"))


def zh_layout(name, w):
    n = len(w)
    if name == "sp":
        return " ".join(w)
    if name == "tight":
        return "".join(w)
    if name == "idsp":
        return "\u3000".join(w)
    if name == "lines":
        return "\n".join(w)
    if name == "num":
        return "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(w))
    if name == "cnnum":
        return "\n".join("%s、%s" % (ZH_NUM[i], x) for i, x in enumerate(w))
    if name == "circled":
        return " ".join(CIRCLED[i] + x for i, x in enumerate(w))
    if name == "grid4":
        return "\n".join("  ".join("%d.%s" % (j + 1, w[j]) for j in range(i, min(i + 4, n))) for i in range(0, n, 4))
    if name == "di":
        return "\n".join("第%d位 %s" % (i + 1, x) for i, x in enumerate(w))
    if name == "dun":
        return "、".join(w)
    if name == "quote":
        return "".join("「%s」" % x for x in w)
    if name == "g4":
        return " ".join("".join(w[i:i + 4]) for i in range(0, n, 4))
    if name == "rows6":
        return "\n".join(" ".join(w[i:i + 6]) for i in range(0, n, 6))
    if name == "slash":
        return " / ".join(w)
    if name == "pipe":
        return "|".join(w)
    raise KeyError(name)


ZH_LAYOUTS = ["sp", "tight", "idsp", "lines", "num", "cnnum", "circled", "grid4", "di", "dun",
              "quote", "g4", "rows6", "slash", "pipe"]
for _name in ZH_LAYOUTS:
    GEN["mz_" + _name] = (lambda nm: (lambda r: zh_layout(nm, C.mnemonic_words(r, _n(r), "zh"))))(_name)
GEN["mz"] = lambda r: zh_layout("sp", C.mnemonic_words(r, _n(r), "zh"))
GEN["mz_any_block"] = lambda r: zh_layout(pick(r, ["lines", "num", "cnnum", "grid4", "di", "rows6"]),
                                          C.mnemonic_words(r, _n(r), "zh"))
GEN["mz_any_inline"] = lambda r: zh_layout(pick(r, ["sp", "idsp", "dun", "quote", "g4", "slash", "circled", "pipe"]),
                                           C.mnemonic_words(r, _n(r), "zh"))

# ---------------------------------------------------------------------------
# secrets: env values, API keys, JWT
# ---------------------------------------------------------------------------
g("env_hex")(lambda r: rs(r, HEX, pick(r, [32, 40, 64])))
g("env_b64")(lambda r: base64.b64encode(rbytes(r, pick(r, [24, 32, 48]))).decode())
g("env_pw")(lambda r: pw_rand(r))
g("env_rand")(lambda r: rs(r, ALNUM, pick(r, [24, 32, 40])))
g("env_django")(lambda r: "django-insecure-" + rs(r, string.ascii_lowercase + string.digits + "!@#$%^&*(-_=+)", 50))
g("env_laravel")(lambda r: "base64:" + base64.b64encode(rbytes(r, 32)).decode())
g("env_whsec")(lambda r: "whsec_" + rs(r, ALNUM, 32))


def _gh_token(r, prefix):
    body = rs(r, ALNUM, 30)
    import zlib
    crc = zlib.crc32(body.encode()) & 0xffffffff
    tail = ""
    n = crc
    for _ in range(6):
        n, m = divmod(n, 62)
        tail = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"[m] + tail
    return prefix + body + tail


AK = {
    "ak_openai": lambda r: "sk-proj-" + rs(r, ALNUM + "-_", 74) + "T3BlbkFJ" + rs(r, ALNUM + "-_", 74),
    "ak_anthropic": lambda r: "sk-ant-api03-" + rs(r, ALNUM + "-_", 93) + "AA",
    "ak_gh": lambda r: _gh_token(r, "ghp_"),
    "ak_gho": lambda r: _gh_token(r, "gho_"),
    "ak_ghpat": lambda r: "github_pat_11" + rs(r, UPALNUM, 20) + "_" + rs(r, ALNUM, 59),
    "ak_gitlab": lambda r: "glpat-" + rs(r, ALNUM + "-_", 20),
    "ak_stripe": lambda r: pick(r, ["sk_live_", "rk_live_"]) + rs(r, ALNUM, 99),
    "ak_slack": lambda r: "xoxb-%d-%d-%s" % (r.randint(10 ** 11, 10 ** 12), r.randint(10 ** 12, 10 ** 13), rs(r, ALNUM, 24)),
    "ak_google": lambda r: "AIza" + rs(r, ALNUM + "-_", 35),
    "ak_sendgrid": lambda r: "SG." + rs(r, ALNUM + "-_", 22) + "." + rs(r, ALNUM + "-_", 43),
    "ak_twilio": lambda r: "SK" + rs(r, HEX, 32),
    "ak_mailchimp": lambda r: rs(r, HEX, 32) + "-us" + str(r.randint(2, 21)),
    "ak_hf": lambda r: "hf_" + rs(r, ALNUM, 34),
    "ak_npm": lambda r: "npm_" + rs(r, ALNUM, 36),
    "ak_shopify": lambda r: "shpat_" + rs(r, HEX, 32),
    "ak_telegram": lambda r: "%d:AA%s" % (r.randint(10 ** 9, 8 * 10 ** 9), rs(r, ALNUM + "-_", 33)),
    "ak_do": lambda r: "dop_v1_" + rs(r, HEX, 64),
    "ak_notion": lambda r: "ntn_" + rs(r, ALNUM, 46),
    "ak_airtable": lambda r: "pat" + rs(r, ALNUM, 14) + "." + rs(r, HEX, 64),
    "ak_mapbox": lambda r: "sk.eyJ1Ijoi" + rs(r, ALNUM, 30) + "." + rs(r, ALNUM + "-_", 22),
    "ak_sentry": lambda r: "sntrys_eyJpYXQiOj" + rs(r, ALNUM, 60),
    "ak_supabase": lambda r: "sbp_" + rs(r, HEX, 40),
    "ak_pulumi": lambda r: "pul-" + rs(r, HEX, 40),
    "ak_deepseek": lambda r: "sk-" + rs(r, HEX, 32),
    "ak_groq": lambda r: "gsk_" + rs(r, ALNUM, 52),
    "ak_linear": lambda r: "lin_api_" + rs(r, ALNUM, 40),
    "ak_postman": lambda r: "PMAK-" + rs(r, HEX, 24) + "-" + rs(r, HEX, 34),
    "ak_datadog": lambda r: rs(r, HEX, 32),
    "ak_aws_secret": lambda r: rs(r, ALNUM + "/+", 40),
    "ak_ali_secret": lambda r: rs(r, ALNUM, 30),
    "ak_tencent_secret": lambda r: rs(r, ALNUM, 32),
    "ak_wechat_secret": lambda r: rs(r, HEX, 32),
    "ak_razorpay": lambda r: "rzp_live_" + rs(r, ALNUM, 14),
    "ak_paystack": lambda r: "sk_live_" + rs(r, HEX, 40),
}
GEN.update(AK)
AK_PREFIXED = ["ak_openai", "ak_anthropic", "ak_gh", "ak_ghpat", "ak_gitlab", "ak_stripe", "ak_slack",
               "ak_google", "ak_sendgrid", "ak_hf", "ak_npm", "ak_shopify", "ak_telegram", "ak_do",
               "ak_notion", "ak_airtable", "ak_mapbox", "ak_supabase", "ak_groq", "ak_linear", "ak_postman"]
g("ak_any")(lambda r: GEN[pick(r, AK_PREFIXED)](r))
g("env_prov")(lambda r: GEN[pick(r, AK_PREFIXED)](r))
g("aws_id")(lambda r: "AKIA" + rs(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16))
g("ali_id")(lambda r: "LTAI5t" + rs(r, ALNUM, 18))
g("tencent_id")(lambda r: "AKID" + rs(r, ALNUM, 32))
g("wechat_appid")(lambda r: "wx" + rs(r, HEX, 16))
g("razorpay_id")(lambda r: "rzp_live_" + rs(r, ALNUM, 14))

JWT_SUBS = ["aoife.b", "kennel-admin", "print-01", "skipper", "radio2", "12094", "u_77812", "coop-7"]


@g()
def jwt(r):
    iat = r.randint(1735700000, 1790000000)
    payload = {"sub": pick(r, JWT_SUBS), "iat": iat, "exp": iat + pick(r, [900, 3600, 86400])}
    if r.random() < 0.5:
        payload["role"] = pick(r, ["admin", "staff", "member", "parent", "volunteer"])
    if r.random() < 0.3:
        payload["iss"] = "https://auth." + pick(r, DOMAINS)
    if r.random() < 0.15:
        return C.jwt_rs_shaped(r, payload, rs(r, HEX, 8))
    return C.jwt_hs(r, payload, pick(r, ["HS256", "HS256", "HS384", "HS512"]))


# ---------------------------------------------------------------------------
# secrets: private keys
# ---------------------------------------------------------------------------
g("pk_rsa")(lambda r: C.rsa_pem(r, pick(r, [1024, 1024, 2048]), False))
g("pk_rsa8")(lambda r: C.rsa_pem(r, 1024, True))
g("pk_ec")(lambda r: C.ec_pem(r, False))
g("pk_ec8")(lambda r: C.ec_pem(r, True))
g("pk_ed")(lambda r: C.ed25519_pem(rbytes(r, 32)))
g("pk_ssh")(lambda r: C.openssh_ed25519(rbytes(r, 32), pick(r, USERS) + "@" + pick(r, ["laptop", "pi", "nas", "boathouse", "studio-mac"]), r.getrandbits(32)))
g("pk_age")(lambda r: C.bech32_encode("age-secret-key-", rbytes(r, 32)).upper())
g("pk_wg")(lambda r: base64.b64encode(rbytes(r, 32)).decode())
g("pk_pem_any")(lambda r: GEN[pick(r, ["pk_rsa", "pk_rsa8", "pk_ec", "pk_ed", "pk_ssh"])](r))

# ---------------------------------------------------------------------------
# secrets: cards
# ---------------------------------------------------------------------------
CARD_PREFIXES = [("4", 16, "visa"), ("4", 16, "visa"), ("51", 16, "mc"), ("53", 16, "mc"), ("55", 16, "mc"),
                 ("2221", 16, "mc"), ("2720", 16, "mc"), ("34", 15, "amex"), ("37", 15, "amex"),
                 ("62", 16, "up"), ("62", 19, "up"), ("6011", 16, "disc"), ("65", 16, "disc"),
                 ("3528", 16, "jcb"), ("3589", 16, "jcb"), ("36", 14, "diners"), ("2200", 16, "mir")]


def card_digits(r, prefer=None):
    while True:
        pre, n, b = pick(r, [c for c in CARD_PREFIXES if prefer is None or c[2] == prefer])
        if pre in ("2221", "2720"):
            pre = str(r.randint(2221, 2720))
        d = C.luhn_complete(pre + otp_digits(r, n - len(pre) - 1))
        if d not in C.TEST_CARDS and len(set(d[len(pre):])) > 3:
            return d


def group_card(d, sep):
    n = len(d)
    if n == 15:
        parts = [d[:4], d[4:10], d[10:]]
    elif n == 14:
        parts = [d[:4], d[4:10], d[10:]]
    elif n == 19:
        parts = [d[:6], d[6:]] if False else [d[i:i + 4] for i in range(0, 16, 4)] + [d[16:]]
    else:
        parts = [d[i:i + 4] for i in range(0, n, 4)]
    return sep.join(parts)


g("card")(lambda r: group_card(card_digits(r), pick(r, [" ", " ", "-", ""])))
g("card_sp")(lambda r: group_card(card_digits(r), " "))
g("card_plain")(lambda r: card_digits(r))
g("card_up")(lambda r: group_card(card_digits(r, "up"), pick(r, [" ", ""])))
g("card_visa")(lambda r: group_card(card_digits(r, "visa"), pick(r, [" ", "-"])))
g("card_fw")(lambda r: group_card(card_digits(r), " ").translate(FW))
g("expiry")(lambda r: "%02d/%d" % (r.randint(1, 12), r.randint(26, 31)))
g("cvv")(lambda r: otp_digits(r, 3))

# ---------------------------------------------------------------------------
# secrets: connection strings and URLs with credentials
# ---------------------------------------------------------------------------


def _cpw(r):
    while True:
        p = rs(r, ALNUM, r.randint(3, 6)) + pick(r, ["", "_", "-", "."]) + rs(r, ALNUM, r.randint(5, 10))
        if any(c.isdigit() for c in p):
            return p


def _pctpw(r):
    a = _cpw(r)
    return a[:4] + pick(r, ["%40", "%23", "%21", "%2F", "%3A"]) + a[4:]


DBN = ["kennels", "bookings", "roster", "orders", "pavilion", "allotments", "crm", "prints", "members",
       "playout", "cellar", "physio_notes", "wuye", "laonian", "sifangcai", "yuezi"]
g("db_name")(lambda r: pick(r, DBN))
g("cs_pg")(lambda r: "%s://%s:%s@%s:5432/%s" % (pick(r, ["postgres", "postgresql", "postgresql+psycopg", "postgresql+asyncpg"]), pick(r, USERS), _cpw(r), pick(r, HOSTS), pick(r, DBN)) + pick(r, ["", "?sslmode=require", "?sslmode=verify-full"]))
g("cs_mysql")(lambda r: "%s://%s:%s@%s:3306/%s" % (pick(r, ["mysql", "mysql+pymysql", "mariadb"]), pick(r, USERS), _cpw(r), pick(r, HOSTS), pick(r, DBN)) + pick(r, ["", "?charset=utf8mb4"]))
g("cs_mongo")(lambda r: "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority" % (pick(r, USERS), _cpw(r), rs(r, LOWALNUM, 5), pick(r, DBN)))
g("cs_mongo_plain")(lambda r: "mongodb://%s:%s@%s:27017/%s?authSource=admin" % (pick(r, USERS), _cpw(r), pick(r, HOSTS), pick(r, DBN)))
g("cs_redis")(lambda r: pick(r, ["redis://:%s@%s:6379/0" % (_cpw(r), pick(r, HOSTS)), "rediss://default:%s@%s:6380" % (_cpw(r), pick(r, HOSTS))]))
g("cs_amqp")(lambda r: "amqp://%s:%s@%s:5672/%s" % (pick(r, USERS), _cpw(r), pick(r, HOSTS), pick(r, ["%2F", "prod", "kitchen"])))
g("cs_ado")(lambda r: "Server=tcp:%s,1433;Initial Catalog=%s;User ID=%s;Password=%s;Encrypt=True;" % (pick(r, ["sql01.printshop.ie", "10.0.3.17", "radio.database.windows.net"]), pick(r, DBN), pick(r, USERS), _cpw(r)))
g("cs_jdbc")(lambda r: pick(r, ["jdbc:mysql://%s:3306/%s?user=%s&password=%s" % (pick(r, HOSTS), pick(r, DBN), pick(r, USERS), _cpw(r)),
                                "jdbc:postgresql://%s:5432/%s?user=%s&password=%s&ssl=true" % (pick(r, HOSTS), pick(r, DBN), pick(r, USERS), _cpw(r))]))
g("cs_godsn")(lambda r: "%s:%s@tcp(%s:3306)/%s?parseTime=true" % (pick(r, USERS), _cpw(r), pick(r, HOSTS), pick(r, DBN)))
g("cs_libpq")(lambda r: "host=%s port=5432 dbname=%s user=%s password=%s" % (pick(r, HOSTS), pick(r, DBN), pick(r, USERS), _cpw(r)))
g("cs_snowflake")(lambda r: "snowflake://%s:%s@%s-%s/%s/PUBLIC?warehouse=COMPUTE_WH" % (pick(r, USERS), _cpw(r), rs(r, string.ascii_lowercase, 7), rs(r, string.ascii_lowercase, 6), pick(r, DBN).upper()))
g("cs_mssql")(lambda r: "mssql+pyodbc://%s:%s@%s/%s?driver=ODBC+Driver+18+for+SQL+Server" % (pick(r, USERS), _cpw(r), pick(r, HOSTS), pick(r, DBN)))
g("cs_oracle")(lambda r: "%s/%s@//%s:1521/%s" % (pick(r, USERS), _cpw(r), pick(r, HOSTS), pick(r, ["ORCLPDB1", "XEPDB1"])))
g("cs_couch")(lambda r: "couchbases://%s:%s@cb.%s" % (pick(r, USERS), _cpw(r), pick(r, DOMAINS)))
g("cs_cockroach")(lambda r: "postgresql://%s:%s@free-tier.gcp-us-central1.cockroachlabs.cloud:26257/%s?sslmode=verify-full" % (pick(r, USERS), _cpw(r), pick(r, DBN)))
g("cs_influx")(lambda r: "influxdb://%s:%s@%s:8086/%s" % (pick(r, USERS), _cpw(r), pick(r, HOSTS), pick(r, ["telemetry", "cellar_temps", "hives"])))
g("cs_pct")(lambda r: "postgresql://%s:%s@%s:5432/%s" % (pick(r, USERS), _pctpw(r), pick(r, HOSTS), pick(r, DBN)))
CS_ALL = ["cs_pg", "cs_mysql", "cs_mongo", "cs_mongo_plain", "cs_redis", "cs_amqp", "cs_ado", "cs_jdbc",
          "cs_godsn", "cs_libpq", "cs_snowflake", "cs_mssql", "cs_oracle", "cs_couch", "cs_cockroach", "cs_pct"]
g("cs_any")(lambda r: GEN[pick(r, CS_ALL)](r))

g("url_basic")(lambda r: "https://%s:%s@%s/%s" % (pick(r, USERS), _cpw(r), pick(r, ["dav.", "files.", "cloud.", "backup.", "cms."]) + pick(r, DOMAINS), pick(r, ["remote.php/dav/", "admin/", "", "share/rota/"])))
g("url_http_port")(lambda r: "http://%s:%s@%s:%d/" % (pick(r, USERS), _cpw(r), pick(r, ["192.168.1.1", "192.168.0.254", "10.0.0.2", "router.lan", "nas.local"]), pick(r, [8080, 5000, 8443, 9000])))
g("url_ftp")(lambda r: "%s://%s:%s@%s%s" % (pick(r, ["ftp", "ftps", "sftp"]), pick(r, USERS), _cpw(r), pick(r, ["ftp.", "files."]) + pick(r, DOMAINS), pick(r, ["/", "/uploads/", ":2222/home/"])))
g("url_smb")(lambda r: "smb://%s;%s:%s@%s/%s" % (pick(r, ["OFFICE", "WORKGROUP", "KENNEL"]), pick(r, USERS), _cpw(r), pick(r, ["nas.local", "192.168.1.20", "fileserver"]), pick(r, ["scans", "photos", "accounts"])))
g("url_rtsp")(lambda r: "rtsp://%s:%s@192.168.%d.%d:554/%s" % (pick(r, ["admin", "viewer", "cam"]), _cpw(r), pick(r, [0, 1, 8]), r.randint(20, 250), pick(r, ["Streaming/Channels/101", "stream1", "h264Preview_01_main", "cam/realmonitor?channel=1&subtype=0"])))
g("url_git")(lambda r: pick(r, ["https://x-access-token:%s@github.com/%s/%s.git" % (_gh_token(r, "ghs_"), pick(r, USERS), pick(r, DBN)),
                                "https://oauth2:%s@gitlab.com/%s/%s.git" % ("glpat-" + rs(r, ALNUM + "-_", 20), pick(r, USERS), pick(r, DBN)),
                                "https://%s:%s@github.com/%s/%s.git" % (pick(r, USERS), _gh_token(r, "ghp_"), pick(r, USERS), pick(r, DBN)),
                                "https://%s:%s@gitee.com/%s/%s.git" % (pick(r, USERS_ZH), _cpw(r), pick(r, USERS_ZH), pick(r, DBN))]))
g("url_proxy")(lambda r: "%s://%s:%s@%s:%d" % (pick(r, ["http", "socks5", "socks5h", "https"]), pick(r, USERS), _cpw(r), pick(r, ["proxy.", "gw."]) + pick(r, DOMAINS), pick(r, [3128, 1080, 8080, 8888])))
g("url_slack")(lambda r: "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(r, UPALNUM, 8), rs(r, UPALNUM, 10), rs(r, ALNUM, 24)))
g("url_discord")(lambda r: "https://discord.com/api/webhooks/%d/%s" % (r.randint(10 ** 17, 10 ** 18), rs(r, ALNUM + "-_", 68)))
g("url_feishu")(lambda r: "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % str(uuid.UUID(bytes=rbytes(r, 16), version=4)))
g("url_wecom")(lambda r: "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % str(uuid.UUID(bytes=rbytes(r, 16), version=4)))
g("url_dingtalk")(lambda r: "https://oapi.dingtalk.com/robot/send?access_token=%s" % rs(r, HEX, 64))
g("url_teams")(lambda r: "https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (pick(r, ["printhaus", "radiostation", "kennels"]), uuid.UUID(bytes=rbytes(r, 16), version=4), uuid.UUID(bytes=rbytes(r, 16), version=4), rs(r, HEX, 32), uuid.UUID(bytes=rbytes(r, 16), version=4)))
g("url_token_q")(lambda r: "https://%s/%s?%s=%s" % (pick(r, ["api.", "hooks.", "status.", "app."]) + pick(r, DOMAINS), pick(r, ["export.csv", "v1/feed", "sync", "calendar/feed.ics", "backup"]), pick(r, ["token", "access_token", "api_key", "key", "auth"]), rs(r, ALNUM, pick(r, [32, 40]))))
g("url_ics")(lambda r: "https://calendar.google.com/calendar/ical/%s%%40group.calendar.google.com/private-%s/basic.ics" % (rs(r, LOWALNUM, 26), rs(r, HEX, 32)))
g("url_pan")(lambda r: "https://pan.baidu.com/s/1%s?pwd=%s" % (rs(r, ALNUM + "-_", 22), rs(r, LOWALNUM, 4)))
g("url_ipv6")(lambda r: "http://%s:%s@[fd00::%x:%x]:8080/" % (pick(r, USERS), _cpw(r), r.randint(1, 0xffff), r.randint(1, 0xffff)))
g("url_pct")(lambda r: "https://%s:%s@%s/" % (pick(r, USERS), _pctpw(r), pick(r, ["webmail.", "portal.", "files."]) + pick(r, DOMAINS)))
g("url_mqtt")(lambda r: "%s://%s:%s@%s:%d" % (pick(r, ["mqtt", "mqtts"]), pick(r, ["hass", "sensors", "hive"]), _cpw(r), pick(r, ["broker.lan", "192.168.1.60", "mqtt." + pick(r, DOMAINS)]), pick(r, [1883, 8883])))
g("url_nouser")(lambda r: "%s://:%s@%s/" % (pick(r, ["http", "vnc"]), _cpw(r), pick(r, ["192.168.1.77:5900", "printer.lan", "10.0.0.9:8000"])))
g("url_telegram")(lambda r: "https://api.telegram.org/bot%d:AA%s/sendMessage?chat_id=-100%d" % (r.randint(10 ** 9, 8 * 10 ** 9), rs(r, ALNUM + "-_", 33), r.randint(10 ** 9, 10 ** 10)))
g("url_zoom")(lambda r: "https://us0%dweb.zoom.us/j/%d?pwd=%s" % (r.randint(2, 6), r.randint(8 * 10 ** 9, 9 * 10 ** 10), rs(r, ALNUM, 32)))
g("url_tencent_mtg")(lambda r: "https://meeting.tencent.com/dm/%s?pwd=%s" % (rs(r, ALNUM, 12), otp_digits(r, 4)))
g("url_webdav")(lambda r: "https://%s:%s@%s/remote.php/dav/files/%s/" % (pick(r, USERS), _cpw(r), pick(r, ["cloud.", "nc."]) + pick(r, DOMAINS), pick(r, USERS)))
URL_USERPASS = ["url_basic", "url_http_port", "url_ftp", "url_smb", "url_rtsp", "url_proxy", "url_ipv6", "url_pct", "url_mqtt", "url_webdav"]
g("url_any")(lambda r: GEN[pick(r, URL_USERPASS + ["url_git", "url_token_q", "url_slack", "url_discord"])](r))

# ---------------------------------------------------------------------------
# secrets: Wi-Fi
# ---------------------------------------------------------------------------


@g()
def wifi(r):
    s = r.randrange(5)
    if s == 0:
        return pick(r, PW_WORDS) + pick(r, ["", "!", "#"]) + str(r.randint(100, 99999))
    if s == 1:
        return otp_digits(r, pick(r, [8, 10, 12]))
    if s == 2:
        return rs(r, ALNUM, pick(r, [10, 12, 16]))
    if s == 3:
        return pick(r, PINYIN) + str(r.randint(1000, 99999))
    return pick(r, PASS_WORDS) + pick(r, ["-", "_", ""]) + pick(r, PASS_WORDS) + str(r.randint(1, 99))


g("wifi_digits")(lambda r: pin_digits(r, pick(r, [8, 8, 10])))
g("wifi_phrase")(lambda r: " ".join(r.sample(PASS_WORDS, 4)))
g("wifi_pinyin")(lambda r: pick(r, PINYIN) + str(r.randint(1000, 99999)))
g("wifi_router")(lambda r: rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) + "-" + rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) + "-" + rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4))
g("wifi_hexkey")(lambda r: rs(r, "0123456789ABCDEF", pick(r, [10, 12, 16])))

# ---------------------------------------------------------------------------
# benign look-alikes
# ---------------------------------------------------------------------------
g("order_amazon")(lambda r: "%03d-%07d-%07d" % (r.choice([249, 250, 403, 404, 171, 114]), r.randint(0, 9999999), r.randint(0, 9999999)))
g("order_flipkart")(lambda r: "OD" + str(r.randint(3, 4)) + otp_digits(r, 17))
g("order_takealot")(lambda r: "MP" + otp_digits(r, 8))
g("order_bol")(lambda r: "A000" + rs(r, UPALNUM, 6))
g("order_tb")(lambda r: str(r.randint(1, 3)) + otp_digits(r, 18))
g("order_jd")(lambda r: str(r.randint(2, 3)) + otp_digits(r, 11))
g("order_pdd")(lambda r: "%02d%02d%02d-%s" % (r.randint(24, 26), r.randint(1, 12), r.randint(1, 28), otp_digits(r, 15)))
g("order_generic")(lambda r: pick(r, ["#", "No. ", "ORD-", "SO-", "PO-"]) + str(r.randint(10000, 999999)))
g("booking_ref")(lambda r: rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6))


def _s10(r, country):
    d = otp_digits(r, 8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    s = sum(int(a) * b for a, b in zip(d, w))
    c = 11 - s % 11
    c = 0 if c == 10 else 5 if c == 11 else c
    return pick(r, ["RR", "CP", "LX", "EE", "CE", "RB"]) + d + str(c) + country


g("trk_anpost")(lambda r: _s10(r, "IE"))
g("trk_s10")(lambda r: _s10(r, pick(r, ["AU", "NZ", "ZA", "NL", "CA", "IN", "CN"])))
g("trk_ups")(lambda r: "1Z" + rs(r, UPALNUM, 6) + otp_digits(r, 10))
g("trk_postnl")(lambda r: "3S" + rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 4) + otp_digits(r, 9))
g("trk_auspost")(lambda r: rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 3) + otp_digits(r, 7) + pick(r, ["", ""]))
g("trk_sf")(lambda r: "SF" + otp_digits(r, 13))
g("trk_zto")(lambda r: "7" + str(r.randint(3, 8)) + otp_digits(r, 12))
g("trk_yunda")(lambda r: "43" + otp_digits(r, 11))
g("trk_jd")(lambda r: "JDV" + otp_digits(r, 12))
g("trk_dpd")(lambda r: "0" + otp_digits(r, 13))
g("trk_courierguy")(lambda r: "TCG" + otp_digits(r, 7))
g("trk_nzpost")(lambda r: "NZ" + otp_digits(r, 9) + pick(r, ["", "01"]))

g("inv")(lambda r: pick(r, ["INV-", "INV", "Inv #", "F", "FAC-", "TAX-"]) + pick(r, ["", "2025-", "2026-"]) + "%04d" % r.randint(1, 9999))
g("gstin")(lambda r: "%02d%s%04d%s1Z%s" % (r.randint(1, 36), rs(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 5), r.randint(0, 9999), rs(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1), rs(r, UPALNUM, 1)))
g("ie_vat")(lambda r: "IE" + otp_digits(r, 7) + rs(r, "ABCDEFGHW", 1))


@g()
def abn(r):
    while True:
        d = [r.randint(1, 9)] + [r.randrange(10) for _ in range(10)]
        w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
        dd = d[:]
        dd[0] -= 1
        if sum(a * b for a, b in zip(dd, w)) % 89 == 0:
            s = "".join(map(str, d))
            return s[:2] + " " + s[2:5] + " " + s[5:8] + " " + s[8:]


g("fapiao_code")(lambda r: "0" + otp_digits(r, 11))
g("fapiao_no")(lambda r: otp_digits(r, 8))
g("fapiao20")(lambda r: pick(r, ["25", "26"]) + otp_digits(r, 18))
g("tax_no_zh")(lambda r: "91" + otp_digits(r, 4) + "00" + rs(r, UPALNUM, 10))


@g()
def isbn13(r):
    s = C.isbn13(pick(r, ["978", "979"]) + otp_digits(r, 9))
    return s if r.random() < 0.5 else "%s-%s-%s-%s-%s" % (s[:3], s[3], s[4:8], s[8:12], s[12])


@g()
def isbn10(r):
    return C.isbn10("0" + otp_digits(r, 8))


g("phone_au")(lambda r: "04%02d %03d %03d" % (r.randint(0, 99), r.randint(0, 999), r.randint(0, 999)))
g("phone_nz")(lambda r: "02%d %03d %04d" % (pick(r, [1, 2, 7]), r.randint(100, 999), r.randint(0, 9999)))
g("phone_ie")(lambda r: "08%d %03d %04d" % (pick(r, [3, 5, 6, 7]), r.randint(100, 999), r.randint(0, 9999)))
g("phone_za")(lambda r: "0%d %03d %04d" % (pick(r, [72, 82, 83, 61]), r.randint(100, 999), r.randint(0, 9999)))
g("phone_in")(lambda r: "+91 %d%04d %05d" % (pick(r, [9, 8, 7]), r.randint(0, 9999), r.randint(0, 99999)))
g("phone_nl")(lambda r: "06-%08d" % r.randint(10000000, 99999999))
g("phone_ca")(lambda r: "(%d) 555-01%02d" % (pick(r, [613, 604, 902, 204]), r.randint(0, 99)))
g("phone_cn")(lambda r: pick(r, ["1%d%d %04d %04d", "1%d%d-%04d-%04d", "1%d%d%04d%04d"]) % (pick(r, [3, 5, 8, 9]), r.randrange(10), r.randint(0, 9999), r.randint(0, 9999)))
g("phone_cn_land")(lambda r: "0%d-%d" % (pick(r, [10, 20, 21, 28, 571, 731, 816]), r.randint(6000000, 89999999)))
g("phone_400")(lambda r: "400-%03d-%04d" % (r.randint(100, 999), r.randint(0, 9999)))
g("phone_any")(lambda r: GEN[pick(r, ["phone_au", "phone_nz", "phone_ie", "phone_za", "phone_in", "phone_nl", "phone_ca"])](r))

g("version")(lambda r: "%d.%d.%d" % (r.randint(0, 17), r.randint(0, 30), r.randint(0, 40)))
g("version4")(lambda r: "%d.%d.%d.%d" % (r.randint(1, 9), r.randint(0, 9), r.randint(0, 99), r.randint(1000, 9999)))
g("build")(lambda r: "%d%s%d" % (r.randint(20, 23), rs(r, "ABCDEFGH", 1), r.randint(10, 5999)))


@g()
def sri(r):
    alg = pick(r, ["sha256", "sha384", "sha512"])
    n = {"sha256": 32, "sha384": 48, "sha512": 64}[alg]
    return alg + "-" + base64.b64encode(hashlib.new(alg, rbytes(r, 40)).digest()[:n]).decode()


g("sha256hex")(lambda r: hashlib.sha256(rbytes(r, 32)).hexdigest())
g("sha1hex")(lambda r: hashlib.sha1(rbytes(r, 20)).hexdigest())
g("md5hex")(lambda r: hashlib.md5(rbytes(r, 16)).hexdigest())
g("gitsha7")(lambda r: hashlib.sha1(rbytes(r, 20)).hexdigest()[:7])
g("gosum")(lambda r: "h1:" + base64.b64encode(hashlib.sha256(rbytes(r, 8)).digest()).decode())
g("uuid")(lambda r: str(uuid.UUID(bytes=rbytes(r, 16), version=4)))

IN_PIN = [("Bengaluru", "560", "Karnataka"), ("Chennai", "600", "Tamil Nadu"), ("Kolkata", "700", "West Bengal"),
          ("Hyderabad", "500", "Telangana"), ("Jaipur", "302", "Rajasthan"), ("Lucknow", "226", "Uttar Pradesh"),
          ("Kochi", "682", "Kerala"), ("Pune", "411", "Maharashtra"), ("Mumbai", "400", "Maharashtra"),
          ("New Delhi", "110", "Delhi"), ("Ahmedabad", "380", "Gujarat"), ("Bhopal", "462", "Madhya Pradesh"),
          ("Mysuru", "570", "Karnataka"), ("Coimbatore", "641", "Tamil Nadu"), ("Patna", "800", "Bihar")]


@g()
def in_city_pin(r):
    c, p, s = pick(r, IN_PIN)
    return "%s %s%03d" % (c, p, r.randint(1, 99))


@g()
def in_address(r):
    c, p, s = pick(r, IN_PIN)
    return "%s, %s - %s%03d" % (c, s, p, r.randint(1, 99))


@g()
def in_pin_only(r):
    c, p, s = pick(r, IN_PIN)
    return "%s%03d" % (p, r.randint(1, 99))


@g()
def in_city(r):
    return pick(r, IN_PIN)[0]


EIR = ["D02", "D04", "D06", "D08", "T12", "H91", "V94", "F91", "X91", "A94", "P31", "R95", "W23"]
g("eircode")(lambda r: pick(r, EIR) + " " + rs(r, "ACDEFHKNPRTVWXY", 1) + rs(r, "0123456789ACDEFHKNPRTVWXY", 3))
g("au_postcode")(lambda r: pick(r, ["NSW 2%03d", "VIC 3%03d", "QLD 4%03d", "WA 6%03d", "TAS 7%03d", "SA 5%03d"]) % r.randint(0, 999))
g("nz_postcode")(lambda r: "%04d" % pick(r, [r.randint(600, 2699), r.randint(3010, 4999), r.randint(7010, 9893)]))
g("nl_postcode")(lambda r: "%d %s" % (r.randint(1011, 9999), rs(r, "ABCEGHJKLMNPRSTVWXZ", 2)))
g("ca_postcode")(lambda r: "%s%d%s %d%s%d" % (pick(r, list("KLMNHTVBRE")), r.randint(0, 9), rs(r, "ABCEGHJKLMNPRSTVWXYZ", 1), r.randint(0, 9), rs(r, "ABCEGHJKLMNPRSTVWXYZ", 1), r.randint(0, 9)))
g("za_postcode")(lambda r: "%04d" % r.randint(1, 9999))
CN_POST = [("成都", "610"), ("武汉", "430"), ("西安", "710"), ("杭州", "310"), ("南京", "210"), ("长沙", "410"),
           ("绵阳", "621"), ("株洲", "412"), ("赣州", "341"), ("临沂", "276"), ("泉州", "362"), ("遵义", "563")]


@g()
def cn_city_post(r):
    c, p = pick(r, CN_POST)
    return "%s %s%03d" % (c, p, r.randint(0, 999) // 100 * 100)


@g()
def cn_post_only(r):
    c, p = pick(r, CN_POST)
    return "%s%03d" % (p, r.randint(0, 9) * 100)


g("mask_card")(lambda r: pick(r, ["**** **** **** %04d", "•••• •••• •••• %04d", "XXXX-XXXX-XXXX-%04d", "•••• %04d", "****%04d", "ending %04d"]) % r.randint(0, 9999))
g("mask_phone_cn")(lambda r: "1%d%d****%04d" % (pick(r, [3, 5, 8]), r.randrange(10), r.randint(0, 9999)))
g("mask_phone")(lambda r: "04** *** %03d" % r.randint(0, 999))
g("mask_key")(lambda r: pick(r, ["sk_live_…", "ghp_****", "sk-proj-…", "AKIA************", "xoxb-…-…", "glpat-••••"]) + rs(r, ALNUM, 4))
g("mask_dots")(lambda r: pick(r, ["••••••", "******", "●●●●●●●●", "••••", "****", "xxxxxx"]))
g("last4")(lambda r: "%04d" % r.randint(0, 9999))

REDACT_KINDS = ["pin", "password", "otp", "security_answer", "api_key", "seed_phrase", "card_number",
                "recovery_code", "private_key", "wifi_password", "door_code", "totp_secret", "jwt", "connection_string"]
g("redkind")(lambda r: pick(r, REDACT_KINDS))
g("redmark")(lambda r: "[REDACTED:%s]" % pick(r, REDACT_KINDS))


@g()
def ssh_pub(r):
    return C.ssh_ed25519_public(rbytes(r, 32), pick(r, USERS) + "@" + pick(r, ["laptop", "pi", "nas", "studio"]))


g("btc_addr")(lambda r: pick(r, [C.b58check_encode(b"\x00" + rbytes(r, 20)), C.b58check_encode(b"\x05" + rbytes(r, 20)),
                                 C.segwit_addr("bc", 0, rbytes(r, 20))]))
g("eth_addr")(lambda r: C.eip55(C.keccak256(C.secp_pub(C.secp_scalar(r), False)[1:])[-20:].hex()))
g("xpub")(lambda r: C.xkey(C.secp_scalar(r), rbytes(r, 32), depth=3, fp=rbytes(r, 4), child=0x80000000, private=False))
g("age_pub")(lambda r: C.bech32_encode("age", C.x25519_pub(rbytes(r, 32))))
g("wg_pub")(lambda r: base64.b64encode(C.x25519_pub(rbytes(r, 32))).decode())
g("pgp_fpr")(lambda r: " ".join(rs(r, "0123456789ABCDEF", 4) for _ in range(10)))
g("tron_addr")(lambda r: C.b58check_encode(b"\x41" + rbytes(r, 20)))


@g()
def pubkey_pem(r):
    from cryptography.hazmat.primitives import serialization as S
    from cryptography.hazmat.primitives.asymmetric import ed25519 as E
    k = E.Ed25519PrivateKey.from_private_bytes(rbytes(r, 32)).public_key()
    return k.public_bytes(S.Encoding.PEM, S.PublicFormat.SubjectPublicKeyInfo).decode().strip()


@g()
def cert_pem(r):
    import datetime
    from cryptography import x509
    from cryptography.x509.oid import NameOID
    from cryptography.hazmat.primitives import serialization as S
    from cryptography.hazmat.primitives.asymmetric import ed25519 as E
    k = E.Ed25519PrivateKey.from_private_bytes(rbytes(r, 32))
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, pick(r, DOMAINS))])
    nb = datetime.datetime(2025, r.randint(1, 12), r.randint(1, 28), tzinfo=datetime.timezone.utc)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(k.public_key())
            .serial_number(r.getrandbits(64) + 1).not_valid_before(nb)
            .not_valid_after(nb + datetime.timedelta(days=365)).sign(k, None))
    return cert.public_bytes(S.Encoding.PEM).decode().strip()


@g()
def imei(r):
    return C.luhn_complete("35" + otp_digits(r, 12))


g("mac")(lambda r: ":".join(rs(r, "0123456789ABCDEF", 2) for _ in range(6)))
g("serial")(lambda r: rs(r, UPALNUM, 3) + "-" + otp_digits(r, 6) + "-" + rs(r, UPALNUM, 2))
g("vin")(lambda r: rs(r, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 17))
g("plate_zh")(lambda r: pick(r, ["川B", "湘B", "粤K", "鲁Q", "闽C", "赣B"]) + rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 5))
g("nhi")(lambda r: rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 3) + otp_digits(r, 4))
g("member_no")(lambda r: pick(r, ["M", "RC", "SC", "GL"]) + otp_digits(r, 6))
g("microchip")(lambda r: pick(r, ["956", "985", "900"]) + otp_digits(r, 12))
g("flight")(lambda r: pick(r, ["EI", "QF", "NZ", "SA", "KL", "AC", "6E", "CZ", "MU", "CA"]) + str(r.randint(10, 1999)))
g("utm_url")(lambda r: "https://www.%s/%s?utm_source=%s&utm_medium=email&utm_campaign=%s" % (pick(r, DOMAINS), pick(r, ["events", "shop", "news/2025", "fixtures"]), pick(r, ["newsletter", "facebook", "whatsapp"]), pick(r, ["spring", "agm", "open_day", "xmas"])))
g("maps_url")(lambda r: "https://maps.google.com/?q=%.5f,%.5f" % (r.uniform(-45, 55), r.uniform(-120, 175)))
g("oauth_url")(lambda r: "https://accounts.%s/oauth/authorize?response_type=code&client_id=%s&redirect_uri=https%%3A%%2F%%2Fapp.%s%%2Fcb&state=%s" % (pick(r, DOMAINS), rs(r, ALNUM, 20), pick(r, DOMAINS), rs(r, ALNUM, 16)))
g("yt_url")(lambda r: "https://youtu.be/%s?t=%d" % (rs(r, ALNUM + "-_", 11), r.randint(10, 3000)))
g("git_ssh")(lambda r: "git@%s:%s/%s.git" % (pick(r, ["github.com", "gitlab.com", "gitee.com", "codeberg.org"]), pick(r, USERS), pick(r, DBN)))

BIP_PROSE_EN = ["spelling list", "word search", "vocab test", "crossword answers", "word-of-the-day cards",
                "Scrabble words we played", "bingo calls", "props list"]


@g()
def en_words_bad(r):
    n = pick(r, [11, 12, 12, 13, 12, 9])
    while True:
        w = [pick(r, C.EN_WORDS) for _ in range(n)]
        if not any(C.bip39_valid(w[i:i + k], "en") for k in (12,) for i in range(0, n - k + 1)):
            return pick(r, [", ", " ", " · ", ", "]).join(w)


@g()
def zh_chars_bad(r):
    n = pick(r, [11, 12, 12, 13, 10])
    while True:
        w = [pick(r, C.ZH_WORDS) for _ in range(n)]
        if not any(C.bip39_valid(w[i:i + k], "zh") for k in (12,) for i in range(0, n - k + 1)):
            return pick(r, ["、", " ", "，"]).join(w)


g("en_words_few")(lambda r: ", ".join(pick(r, C.EN_WORDS) for _ in range(r.randint(4, 8))))


# late additions
g("ak_razorpay_secret")(lambda r: rs(r, ALNUM, 24))


@g()
def en_words_bad_num(r):
    while True:
        w = [pick(r, C.EN_WORDS) for _ in range(12)]
        if not C.bip39_valid(w, "en"):
            return "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(w))


@g()
def zh_chars_bad_num(r):
    while True:
        w = [pick(r, C.ZH_WORDS) for _ in range(12)]
        if not C.bip39_valid(w, "zh"):
            return "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(w))


g("zh_chars_few")(lambda r: "、".join(pick(r, C.ZH_WORDS) for _ in range(r.randint(4, 8))))
g("last4_card")(lambda r: "%04d" % r.randint(0, 9999))


@g()
def pw_memorable(r):
    s = r.randrange(3)
    if s == 0:
        return pick(r, PW_WORDS) + pick(r, SYM) + str(r.randint(10, 9999))
    if s == 1:
        return "-".join(x.capitalize() for x in r.sample(PASS_WORDS, 3)) + str(r.randint(2, 99))
    return pick(r, PASS_WORDS).capitalize() + str(r.randint(1950, 2019)) + pick(r, SYM)


g("ak_figma")(lambda r: "figd_" + rs(r, ALNUM + "-_", 40))
AU_TOWNS = [("Ballarat", "VIC", "3350"), ("Geelong", "VIC", "3220"), ("Cairns", "QLD", "4870"), ("Hobart", "TAS", "7000"),
            ("Wagga Wagga", "NSW", "2650"), ("Toowoomba", "QLD", "4350"), ("Kalgoorlie", "WA", "6430"),
            ("Bendigo", "VIC", "3550"), ("Mount Gambier", "SA", "5290"), ("Mildura", "VIC", "3500"),
            ("Dubbo", "NSW", "2830"), ("Bundaberg", "QLD", "4670")]
g("au_town_post")(lambda r: "%s %s %s" % pick(r, AU_TOWNS))
