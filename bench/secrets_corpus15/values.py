"""Value generators for secrets_corpus15.

`SECRET[name](rng)` returns a secret exactly as it appears in a text (the
returned string is the gold span).  `FILL[name](rng)` returns a filler: names,
places, dates, hosts, and the benign look-alikes (hashes, postcodes, order and
tracking numbers, public keys, ...).  Every function takes a `random.Random`
and nothing else, so the output depends only on the seed.
"""
import base64
import hashlib
import json
import string
import uuid as _uuid

import crypto15 as C

SECRET = {}
FILL = {}


def secret(name):
    def deco(fn):
        assert name not in SECRET, name
        SECRET[name] = fn
        return fn
    return deco


def fill(name):
    def deco(fn):
        assert name not in FILL, name
        FILL[name] = fn
        return fn
    return deco


def pool(name, items):
    items = [x for x in (s.strip() for s in items.split("\n")) if x] if isinstance(items, str) else list(items)
    assert len(items) == len(set(items)), name
    FILL[name] = lambda rng, _i=items: rng.choice(_i)
    return items


def rbytes(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def rstr(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


AL = string.ascii_letters
ALNUM = string.ascii_letters + string.digits
UPNUM = string.ascii_uppercase + string.digits
LOWNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
FW = {c: chr(ord(c) + 0xFEE0) for c in string.ascii_letters + string.digits + "!#$%&*+-./:=?@_"}


# ===========================================================================
# Pools: people, places, things (fillers)
# ===========================================================================
FIRST_EN = pool("first_en", """
Aled Bronwen Callum Dervla Eilidh Fergus Gwen Hamza Imogen Jodie Keir Lowri Marcus Niamh Orla
Priya Rhodri Saoirse Tamsin Umar Vikram Wendell Yusuf Zara Ffion Declan Hattie Ravi Morwenna Toby
""".split())
LAST_EN = pool("last_en", """
Abernethy Bellamy Carrow Dunmore Eastwood Fairlie Gorringe Hesketh Ibbotson Jardine Kershaw
Lomax Merriman Nuttall Okafor Penhaligon Quayle Rafferty Sandhu Trelawney Urquhart Varley
Whitcombe Yardley Ainsworth Blackmore Catterall Dobbie
""".split())
FILL["name_en"] = lambda rng: rng.choice(FIRST_EN) + " " + rng.choice(LAST_EN)
SURNAME_ZH = "王李张刘陈杨黄赵周吴徐孙马胡朱郭何罗高林郑梁谢唐许冯宋韩邓彭曹曾田萧潘袁蔡蒋余于杜叶程魏苏吕丁任卢姚沈钟姜崔谭陆范汪廖石金韦贾夏付方邹熊白孟秦邱侯江尹薛闫段雷龙黎史陶贺毛郝顾龚邵万覃武钱戴严莫孔向常汤康易乔赖文施洪辛柯庄葛"
GIVEN_ZH = pool("given_zh", """
秀英 建国 桂兰 志强 丽华 海燕 晓东 淑珍 国庆 玉梅 振华 红霞 文博 雨桐 子涵 梓萱 浩然
欣怡 思远 俊杰 佳琪 宇轩 诗涵 明辉 春梅 德胜 美玲 若曦 一鸣 嘉怡 立新 晨曦 凤英 卫东
""".split())
FILL["surname_zh"] = lambda rng: rng.choice(SURNAME_ZH)
FILL["name_zh"] = lambda rng: rng.choice(SURNAME_ZH) + rng.choice(GIVEN_ZH)
FILL["title_zh"] = lambda rng: rng.choice(SURNAME_ZH) + rng.choice(["老师", "师傅", "姐", "哥", "总", "经理", "医生", "阿姨", "叔"])
pool("nick_zh", """
小鱼儿 阿杰 老K 大胖 糖糖 豆包 木木 橙子 阿飞 小满 老周 二狗 团团 丸子 花卷 阿布 七七 大熊
""".split())
pool("user_en", """
aled.p bronwen88 cal_dunmore dervla.q eilidh_f fergusj gwen.lomax hamza.s imo.fairlie jodie.k
keirw lowri.m marcus_o niamhb orla.t priya.s rhodri77 saoirse.r tamsinq umar.k vikram_s
ffion.h declan.r hattie.w ravi.b morwenna toby.n
""".split())
pool("user_pinyin", """
zhangwei88 liuyang_sz chenjing wanglei1990 yangfan zhaomin_bj huangli xiaoyu0612 sunqian
linhao zhou.jie wuting guoxin_sh heyan luokai songjia dengfei fangyuan
""".split())
FILL["email"] = lambda rng: rng.choice(FILL_USERS) + "@" + rng.choice(EMAIL_DOMAINS)
FILL_USERS = [u.replace("_", ".") for u in "aled.p bronwen88 cal.dunmore dervla.q eilidh.f fergusj gwen.lomax hamza.s jodie.k keirw priya.s rhodri77 zhangwei88 liuyang chenjing wanglei1990 yangfan huangli".split()]
EMAIL_DOMAINS = ["gmail.com", "outlook.com", "btinternet.com", "icloud.com", "proton.me", "qq.com", "163.com",
                 "yahoo.co.uk", "foxmail.com", "hotmail.co.uk"]
FILL["email_cn"] = lambda rng: rng.choice(["", "", "m"]) + str(rng.randrange(10 ** 7, 10 ** 10)) + "@" + rng.choice(["qq.com", "163.com", "126.com"])

pool("city_en", "Whitby Keswick Penzance Ludlow Hexham Tiverton Dunoon Ballymena Skegness Stranraer Bangor Oban Kendal Frome Lewes Buxton".split())
pool("city_zh", "成都 重庆 西安 昆明 贵阳 兰州 洛阳 烟台 泉州 绍兴 柳州 赣州 宜昌 大理 潍坊 南通 芜湖 珠海 襄阳 台州".split())
pool("city_world", "Vancouver Toronto Melbourne Seattle Berlin Munich London Manchester Auckland Osaka Dublin Leeds".split())
pool("weekday", "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split())
pool("weekday_zh", "周一 周二 周三 周四 周五 周六 周日".split())
pool("month_en", "January February March April May June July August September October November December".split())
FILL["date"] = lambda rng: "%d %s" % (rng.randint(1, 28), rng.choice(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]))
FILL["date_iso"] = lambda rng: "20%02d-%02d-%02d" % (rng.randint(23, 26), rng.randint(1, 12), rng.randint(1, 28))
FILL["date_zh"] = lambda rng: "%d月%d日" % (rng.randint(1, 12), rng.randint(1, 28))
FILL["date_slash"] = lambda rng: "%02d/%02d/20%02d" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(23, 26))
FILL["time"] = lambda rng: "%02d:%02d" % (rng.randint(6, 22), rng.choice(range(0, 60, 1)))
FILL["time_s"] = lambda rng: "%02d:%02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59))
FILL["hour12"] = lambda rng: "%d%s" % (rng.randint(1, 11), rng.choice(["am", "pm"]))
FILL["year"] = lambda rng: str(rng.randint(2019, 2026))
FILL["n1"] = lambda rng: str(rng.randint(2, 9))
FILL["n2"] = lambda rng: str(rng.randint(10, 99))
FILL["n3"] = lambda rng: str(rng.randint(100, 999))
FILL["n4"] = lambda rng: str(rng.randint(1000, 9999))
FILL["pct"] = lambda rng: "%d%%" % rng.randint(5, 95)
FILL["amount"] = lambda rng: "%d.%02d" % (rng.randint(3, 480), rng.randint(0, 99))
FILL["gbp"] = lambda rng: "£%d.%02d" % (rng.randint(3, 480), rng.randint(0, 99))
FILL["usd"] = lambda rng: "$%d.%02d" % (rng.randint(3, 480), rng.randint(0, 99))
FILL["cad"] = lambda rng: "CA$%d.%02d" % (rng.randint(3, 480), rng.randint(0, 99))
FILL["eur"] = lambda rng: "%d,%02d €" % (rng.randint(3, 480), rng.randint(0, 99))
FILL["rmb"] = lambda rng: "%d.%02d元" % (rng.randint(3, 980), rng.randint(0, 99))
FILL["rmb_int"] = lambda rng: "%d元" % rng.randint(15, 3800)
FILL["minutes"] = lambda rng: str(rng.choice([2, 3, 5, 10, 15]))
FILL["ip"] = lambda rng: "192.168.%d.%d" % (rng.choice([0, 1, 2, 10, 31, 50]), rng.randint(2, 254))
FILL["ip10"] = lambda rng: "10.%d.%d.%d" % (rng.randint(0, 40), rng.randint(0, 254), rng.randint(2, 254))
FILL["port"] = lambda rng: str(rng.choice([8080, 8443, 9000, 5000, 3000, 8000, 8888]))
pool("shop_en", "Co-op Tesco Sainsbury's Boots Screwfix Waitrose Halfords Lidl Greggs Ryman".split())
pool("bank_en", ["Monzo", "Starling", "Nationwide", "Barclays", "HSBC", "Lloyds", "Santander", "NatWest", "Halifax", "Metro Bank"])
pool("bank_zh", ["工商银行", "建设银行", "农业银行", "中国银行", "招商银行", "交通银行", "邮储银行", "浦发银行", "兴业银行", "农商银行"])
pool("bank_world", ["RBC", "TD", "Chase", "Wells Fargo", "Sparkasse", "Commerzbank", "ANZ", "CommBank", "Westpac", "Scotiabank"])
pool("ssid", ["BTHub6-7Q2K", "SKY4F1A9", "VM8841203", "TALKTALK-3C7E10", "Lifeboat_Crew", "CiderBarn-Guest", "ChoirLoft",
              "RepairCafe", "Wall_Staff", "VetOOH", "LabNet-2G", "ParlourPC", "EE-Hub-91KD", "Plusnet-Q7RT"])
pool("ssid_zh", ["ChinaNet-5kQx", "TP-LINK_7A21", "CMCC-Fh3e", "HUAWEI-B311", "MERCURY_2F6C", "Xiaomi_8D1A", "ChinaNet-攀岩馆",
                 "眼镜店-5G", "宠物医院员工", "CU_9e2T", "@PHICOMM_30", "H3C_5G_1F"])
pool("host", ["files.penhaligon-vets.co.uk", "nas.lifeboat-crew.org", "cams.ciderbarn.co.uk", "dav.repaircafe.org.uk",
              "backup.choirloft.net", "intranet.bouldering-hub.co.uk", "media.railwayclub.org", "lab-share.bioc.ac.uk",
              "portal.dairyherd.farm", "ops.mrt-callout.org", "stock.charityshop.org.uk", "nas.local", "192.168.1.20"])
pool("host_cn", ["nas.pethos.cn", "files.yanjing-dian.com", "cam.guoyuan.top", "oa.wedding-studio.cn", "share.lab-zju.edu.cn",
                 "pan.kaisuo365.com", "git.dancing-school.cn", "ftp.shuwu.net", "dav.fangchan.cn", "crm.zupu.org.cn"])
pool("db_host", ["db.internal", "pg-prod-1.c9akq2.eu-west-2.rds.amazonaws.com", "10.0.3.12", "mysql.lab.local",
                 "rm-bp1x7q9k2.mysql.rds.aliyuncs.com", "cluster0.q7ws1.mongodb.net", "redis-13542.c8.us-east-1-3.ec2.cloud.redislabs.com",
                 "localhost", "127.0.0.1", "pgm-uf6k3.pg.rds.aliyuncs.com", "sql-ldn-02", "herd-db.fly.dev"])
pool("dbname", ["herd", "bookings", "stock", "choir", "callouts", "lab_inventory", "clinic", "orders", "rota", "shopdb", "crm", "ledger"])
pool("dbuser", ["app", "postgres", "root", "svc_booking", "readonly", "herd_rw", "lab", "admin", "stock_writer", "sa", "dev"])
pool("gh_org", ["penhaligon-vets", "choirloft", "repaircafe-uk", "lifeboat-tools", "ciderbarn", "railway-club", "bioc-lab",
                "mrt-callout", "zupu-team", "pethos-dev", "wedding-cn"])
pool("repo", ["rota-bot", "stock-sync", "website", "booking-api", "herd-tracker", "lab-scripts", "callout-pager", "till-export",
              "infra", "mobile-app", "admin-panel"])
pool("service_en", ["Octopus Energy", "Rightmove", "Ancestry", "Findmypast", "Etsy", "Vinted", "Eventbrite", "Royal Mail", "DVLA",
                    "Gov.uk Gateway", "Trainline", "Ring", "Nest", "Xero", "QuickBooks", "SumUp", "Zettle", "Square"])
pool("app_zh", ["支付宝", "微信", "淘宝", "美团", "饿了么", "拼多多", "京东", "12306", "抖音", "小红书", "钉钉", "闲鱼", "高德", "滴滴"])
pool("choir_piece", ["Zadok the Priest", "the Fauré Requiem", "Jerusalem", "the Messiah choruses", "Cantique de Jean Racine"])
pool("route_grade", ["6a+", "6b", "6c+", "7a", "V4", "V5", "V3", "5+"])
pool("cow_name", ["Daisy 114", "Buttercup 87", "Bluebell 203", "Primrose 56", "Clover 171"])
pool("loco", ["Class 37", "Flying Scotsman", "a Hornby 0-4-0", "Class 47 diesel", "GWR pannier tank"])

# ---------------------------------------------------------------------------
# security-answer pools
# ---------------------------------------------------------------------------
SA = {}
SA["pet"] = pool("sa_pet", "Biscuit Pickle Rolo Bramble Smudge Nutmeg Sooty Jasper Mabel Crumble Dougal Skipper Hamish Twiglet Fudge Marmite Pebble Ziggy Clover Bertie Sprout Wotsit".split())
SA["maiden"] = pool("sa_maiden", "Pemberton Ashworth Kilbride Fairbairn Hollis Treharne Maddox Ormerod Quigley Venables Whitlock Gallacher Oyelaran Castellano Lisgar Pettigrew Duckworth Mcilroy".split())
SA["town"] = pool("sa_town", "Llandudno Kirkcaldy Morecambe Bridlington Aberystwyth Hartlepool Portrush Tenby Peebles Cleethorpes Fishguard Ilfracombe Wick Dumfries".split())
SA["street"] = pool("sa_street", ["Brunswick Terrace", "Gladstone Avenue", "Marlborough Crescent", "Foxglove Lane", "Tanners Row", "Jubilee Drive",
                                  "Ropewalk Close", "Heron Way", "Albion Street", "Chapel Brow", "Sycamore Grove", "Kiln Lane"])
SA["school"] = pool("sa_school", ["St Aidan's Primary", "Hillside Juniors", "Castleview Primary", "Moorlands Infants", "Greenbank Primary",
                                  "Holy Cross RC", "Bishop Road", "Ysgol Glan Morfa", "Larkhall Primary", "Woodside Juniors"])
SA["car"] = pool("sa_car", ["Vauxhall Nova", "Fiat Panda", "Ford Escort", "Nissan Micra", "Rover Metro", "Peugeot 205", "Austin Maestro",
                            "Citroen Saxo", "Renault Clio", "Ford Fiesta", "Morris Minor", "VW Polo"])
SA["teacher"] = pool("sa_teacher", ["Mrs Abernethy", "Mr Tulloch", "Miss Featherstone", "Mr Pugh", "Mrs Kaczmarek", "Miss Oduya",
                                    "Mr Greaves", "Mrs Llewellyn", "Sister Bernadette", "Mr Ramsbottom"])
SA["food"] = pool("sa_food", ["fish finger sandwiches", "Angel Delight", "rhubarb crumble", "cheese on toast", "scampi fries",
                              "bread and butter pudding", "lentil dhal", "jam roly-poly", "chip butties", "jollof rice"])
SA["book"] = pool("sa_book", ["The Phantom Tollbooth", "Swallows and Amazons", "Tom's Midnight Garden", "Carrie's War", "The Owl Service",
                              "Goodnight Mister Tom", "Watership Down", "The Borrowers", "Stig of the Dump"])
SA["friend"] = pool("sa_friend", ["Kirsty Moffat", "Gareth Pryce", "Shona", "Big Davey", "Anita Mistry", "Lorcan", "Becky Tait", "Ifan"])
SA["word"] = pool("sa_word", ["lanternfish", "quokka", "marzipan", "thimble", "periwinkle", "gazebo", "tangerine", "kestrel", "bunting",
                              "trombone", "snowdrop", "wobbly", "haberdashery", "flapjack"])
SA["honeymoon"] = pool("sa_honeymoon", ["Lake Bled", "Dubrovnik", "the Isle of Arran", "Sorrento", "Cape Cod", "Lanzarote", "Kraków"])
SA["concert"] = pool("sa_concert", ["Texas at the Barrowland", "Take That in Sheffield", "Oasis at Knebworth", "Blur at Mile End", "S Club 7 in Cardiff"])
SA["nickname"] = pool("sa_nickname", ["Beanpole", "Pudding", "Tiddler", "Sparky", "Noodle", "Chipper", "Bumble"])
SA_ZH = {}
SA_ZH["city"] = pool("saz_city", ["安顺", "汉中", "天水", "达州", "曲靖", "邵阳", "六安", "上饶", "娄底", "信阳", "周口", "玉林", "阜阳", "铁岭", "营口"])
SA_ZH["school"] = pool("saz_school", ["城关二小", "红旗小学", "实验小学", "育才小学", "解放路小学", "向阳小学", "东风小学", "人民路小学", "铁路子弟小学", "镇中心小学"])
SA_ZH["pet"] = pool("saz_pet", ["旺财", "豆豆", "咪咪", "小黑", "团子", "花花", "来福", "球球", "大黄", "雪球", "毛毛", "点点"])
SA_ZH["food"] = pool("saz_food", ["红烧肉", "酸菜鱼", "糖醋排骨", "西红柿炒鸡蛋", "回锅肉", "酸辣粉", "饺子", "热干面", "肉夹馍", "螺蛳粉"])
SA_ZH["movie"] = pool("saz_movie", ["大话西游", "霸王别姬", "阳光灿烂的日子", "甲方乙方", "天下无贼", "让子弹飞", "唐伯虎点秋香"])
SA_ZH["teacher"] = pool("saz_teacher", ["周建华", "孙桂芬", "马德明", "吴淑兰", "郑国强", "何丽萍", "冯卫国"])
SA_ZH["nickname"] = pool("saz_nick", ["二丫", "狗蛋", "小胖", "铁蛋", "丫头", "石头", "毛毛虫"])


# ===========================================================================
# Secrets
# ===========================================================================
WORDS_PW = ("harbour lantern cobble bramble otter juniper velvet pylon meadow quarry kettle saffron "
            "tundra copper willow falcon gravel marmalade pebble thistle cinder orchard beacon "
            "walrus biscuit plinth ember larch nettle puffin shingle").split()
SYMS = "!#$%&*?@+=^~"


def _pw_word(rng):
    w = rng.choice(WORDS_PW)
    w = w.capitalize() if rng.random() < .8 else w.upper()
    parts = [w, rng.choice(SYMS), str(rng.randint(10, 9999))]
    if rng.random() < .4:
        parts = [w, str(rng.randint(10, 9999)), rng.choice(SYMS)]
    return "".join(parts)


def _pw_phrase(rng):
    sep = rng.choice(["-", ".", "_", "+", "-", "."])
    k = rng.choice([3, 4, 4])
    ws = rng.sample(WORDS_PW, k)
    if rng.random() < .5:
        ws[rng.randrange(k)] += str(rng.randint(1, 99))
    return sep.join(ws)


def _pw_rand(rng):
    n = rng.randint(12, 20)
    while True:
        s = rstr(rng, ALNUM + "!#%&*-_=+?@", n)
        if any(c.isdigit() for c in s) and any(c.isupper() for c in s) and any(c.islower() for c in s):
            return s


PINYIN = "xiaoyu dabao tiantian mingming jiajia haohao lele yueyue chenchen xinxin laowang ahua beibei".split()


def _pw_pinyin(rng):
    w = rng.choice(PINYIN)
    if rng.random() < .4:
        w = w.capitalize()
    tail = rng.choice(["%02d%02d" % (rng.randint(1, 12), rng.randint(1, 28)), str(rng.randint(1960, 2012)),
                       "%d%02d%02d" % (rng.randint(1970, 2010), rng.randint(1, 12), rng.randint(1, 28))])
    return w + tail + rng.choice(["", "", "!", "@", "#"])


def _pw_leet(rng):
    w = rng.choice(WORDS_PW)
    tr = {"a": "4", "e": "3", "o": "0", "i": "1", "s": "$"}
    out = "".join(tr.get(c, c) if rng.random() < .6 else c for c in w)
    return out[0].upper() + out[1:] + rng.choice(SYMS) + str(rng.randint(1, 99))


PW_SHAPES = [_pw_word, _pw_phrase, _pw_rand, _pw_pinyin, _pw_leet]
secret("pw")(lambda rng: rng.choice(PW_SHAPES)(rng))
secret("pw_word")(_pw_word)
secret("pw_phrase")(_pw_phrase)
secret("pw_rand")(_pw_rand)
secret("pw_pinyin")(_pw_pinyin)
secret("pw_leet")(_pw_leet)
secret("pw_spaced")(lambda rng: " ".join(rng.sample(WORDS_PW, rng.choice([3, 4]))))

NATO = dict(zip(string.ascii_lowercase, "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu".split()))
DIGIT_EN = "zero one two three four five six seven eight nine".split()
SYM_EN = {"!": "exclamation mark", "#": "hash", "$": "dollar", "%": "percent", "&": "ampersand", "*": "star", "?": "question mark",
          "@": "at sign", "+": "plus", "=": "equals", "^": "caret", "~": "tilde", "-": "dash", "_": "underscore", ".": "dot"}
SYM_ZH = {"!": "感叹号", "#": "井号", "$": "美元符号", "%": "百分号", "&": "和号", "*": "星号", "?": "问号", "@": "艾特",
          "+": "加号", "=": "等号", "^": "尖角号", "~": "波浪号", "-": "横杠", "_": "下划线", ".": "点"}
DIGIT_ZH = "零一二三四五六七八九"


def _short_pw(rng):
    w = rng.choice(WORDS_PW)[:rng.randint(4, 6)]
    w = w.capitalize()
    return w + str(rng.randint(10, 99)) + rng.choice("!#@&*?")


def _spell_en(pw, rng):
    out = []
    for c in pw:
        if c.isupper():
            out.append(rng.choice(["capital ", "big ", "upper-case "]) + c)
        elif c.islower():
            out.append(c)
        elif c.isdigit():
            out.append(DIGIT_EN[int(c)])
        else:
            out.append(SYM_EN[c])
    return ", ".join(out)


def _spell_nato(pw, rng):
    out = []
    for c in pw:
        if c.isalpha():
            out.append(("capital " if c.isupper() else "") + NATO[c.lower()])
        elif c.isdigit():
            out.append(DIGIT_EN[int(c)])
        else:
            out.append(SYM_EN[c])
    return " ".join(out)


def _spell_zh(pw, rng):
    out = []
    for c in pw:
        if c.isupper():
            out.append("大写" + c)
        elif c.islower():
            out.append("小写" + c)
        elif c.isdigit():
            out.append(rng.choice(["数字", ""]) + DIGIT_ZH[int(c)])
        else:
            out.append(SYM_ZH[c])
    return "、".join(out)


secret("pw_spelled")(lambda rng: _spell_en(_short_pw(rng), rng))
secret("pw_nato")(lambda rng: _spell_nato(_short_pw(rng), rng))
secret("pw_spelled_zh")(lambda rng: _spell_zh(_short_pw(rng), rng))
secret("pw_fw")(lambda rng: "".join(FW.get(c, c) for c in _pw_word(rng)))


# --- PINs, door codes, OTPs -------------------------------------------------
def _digits(rng, n):
    while True:
        s = "".join(str(rng.randrange(10)) for _ in range(n))
        if len(set(s)) >= min(3, n) and s not in ("1234", "123456", "4321", "654321") and not (n == 4 and s.startswith("19")) \
                and not (n == 4 and s.startswith("20")):
            return s


ZH_VARIANTS = {"1": ["一", "幺"], "2": ["二", "两"], "7": ["七", "拐"], "0": ["零", "洞"]}


def _zh_digits(s, rng, sep=""):
    spoken = rng.random() < .5
    out = []
    for c in s:
        if spoken and c in ZH_VARIANTS:
            out.append(rng.choice(ZH_VARIANTS[c]))
        else:
            out.append(DIGIT_ZH[int(c)])
    return sep.join(out)


def _en_digits(s, rng):
    style = rng.choice(["single", "oh", "pairs"])
    if style == "pairs" and len(s) % 2 == 0 and all(s[i] != "0" for i in range(0, len(s), 2)):
        tens = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
        teens = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
        out = []
        for i in range(0, len(s), 2):
            a, b = int(s[i]), int(s[i + 1])
            if a == 1:
                out.append(teens[b])
            else:
                out.append(tens[a] + ("-" + DIGIT_EN[b] if b else ""))
        return " ".join(out)
    words = [("oh" if (c == "0" and style == "oh") else DIGIT_EN[int(c)]) for c in s]
    return " ".join(words)


secret("pin")(lambda rng: _digits(rng, rng.choice([4, 4, 4, 6, 6])))
secret("pin4")(lambda rng: _digits(rng, 4))
secret("pin6")(lambda rng: _digits(rng, 6))
secret("pin_spaced")(lambda rng: " ".join(_digits(rng, rng.choice([4, 6]))))
secret("pin_dotted")(lambda rng: rng.choice([".", "-", "·"]).join(_digits(rng, 4)))
secret("pin_words")(lambda rng: _en_digits(_digits(rng, 4), rng))
secret("pin_zh")(lambda rng: _zh_digits(_digits(rng, rng.choice([4, 6])), rng, rng.choice(["", "", "、", " "])))
secret("pin_fw")(lambda rng: "".join(FW[c] for c in _digits(rng, 6)))


def _door(rng):
    d = _digits(rng, rng.choice([4, 4, 5, 6]))
    return rng.choice(["#%s", "%s#", "*%s#", "C%s", "%sX", "%s✓", "%s then ENTER", "%s"]) % d


secret("door")(_door)
secret("door_digits")(lambda rng: _digits(rng, rng.choice([4, 5, 6])))
secret("padlock")(lambda rng: rng.choice(["%02d-%02d-%02d", "%02d %02d %02d", "%d-%d-%d"]) % (rng.randint(0, 39), rng.randint(0, 39), rng.randint(0, 39)))
secret("padlock3")(lambda rng: _digits(rng, 3))
secret("door_words")(lambda rng: _en_digits(_digits(rng, 4), rng))
secret("door_zh")(lambda rng: _zh_digits(_digits(rng, rng.choice([4, 6])), rng, rng.choice(["", "、"])))
secret("door_letter")(lambda rng: rng.choice("ABCDXYZ") + _digits(rng, 4))

secret("otp")(lambda rng: _digits(rng, 6))
secret("otp6")(lambda rng: _digits(rng, 6))
secret("otp4")(lambda rng: _digits(rng, 4))
secret("otp5")(lambda rng: _digits(rng, 5))
secret("otp8")(lambda rng: _digits(rng, 8))
secret("otp_sp")(lambda rng: (lambda d: d[:3] + " " + d[3:])(_digits(rng, 6)))
secret("otp_dash")(lambda rng: (lambda d: d[:3] + "-" + d[3:])(_digits(rng, 6)))
secret("otp_g")(lambda rng: "G-" + _digits(rng, 6))
secret("otp_alnum")(lambda rng: "".join(rng.choice("ABCDEFGHJKMNPQRSTUVWXYZ23456789") for _ in range(6)))
secret("otp_words")(lambda rng: _en_digits(_digits(rng, 6), rng) if rng.random() < .5 else ", ".join(DIGIT_EN[int(c)] for c in _digits(rng, 6)))
secret("otp_zh")(lambda rng: _zh_digits(_digits(rng, 6), rng, rng.choice(["", "", "、", "，"])))
secret("otp_fw")(lambda rng: "".join(FW[c] for c in _digits(rng, 6)))
secret("otp_spaced")(lambda rng: " ".join(_digits(rng, 6)))

# --- security answers -------------------------------------------------------
for _k, _v in SA.items():
    secret("sa_" + _k)(lambda rng, _v=_v: rng.choice(_v))
secret("sa")(lambda rng: rng.choice(SA[rng.choice(sorted(SA))]))
for _k, _v in SA_ZH.items():
    secret("saz_" + _k)(lambda rng, _v=_v: rng.choice(_v))
secret("saz_name")(lambda rng: rng.choice(SURNAME_ZH) + rng.choice(GIVEN_ZH))
secret("saz_date")(lambda rng: (lambda y, m, d: rng.choice(["%d年%d月%d日" % (y, m, d), "%d%02d%02d" % (y, m, d), "%d.%d.%d" % (y, m, d), "%02d%02d" % (m, d)]))(
    rng.randint(1950, 1975), rng.randint(1, 12), rng.randint(1, 28)))
secret("sa_dob_en")(lambda rng: "%d %s %d" % (rng.randint(1, 28), rng.choice(["March", "June", "October", "January", "August"]), rng.randint(1938, 1960)))


# --- TOTP seeds --------------------------------------------------------------
def _b32(rng, nbytes=None):
    n = nbytes or rng.choice([10, 20, 20, 16])
    return base64.b32encode(rbytes(rng, n)).decode().rstrip("=")


def _groups(s, k, sep):
    return sep.join(s[i:i + k] for i in range(0, len(s), k))


secret("totp")(lambda rng: _b32(rng))
secret("totp32")(lambda rng: _b32(rng, 20))
secret("totp16")(lambda rng: _b32(rng, 10))
secret("totp_lower")(lambda rng: _b32(rng).lower())
secret("totp_groups")(lambda rng: _groups(_b32(rng, 20), 4, " "))
secret("totp_groups_lower")(lambda rng: _groups(_b32(rng, 20).lower(), 4, " "))
secret("totp_dash")(lambda rng: _groups(_b32(rng, rng.choice([10, 20])), 4, "-"))
secret("totp_2lines")(lambda rng: (lambda s: _groups(s[:16], 4, " ") + "\n" + _groups(s[16:], 4, " "))(_b32(rng, 20)))
TOTP_ISSUERS = ["Xero", "Ancestry", "GitHub", "Cloudflare", "Proton", "Bitwarden", "Dropbox", "Coinbase", "Kraken", "Gitee", "Aliyun", "Synology"]


def _otpauth(rng):
    iss = rng.choice(TOTP_ISSUERS)
    acct = rng.choice(FILL_USERS) + "@" + rng.choice(EMAIL_DOMAINS)
    q = ["secret=" + _b32(rng), "issuer=" + iss.replace(" ", "%20")]
    if rng.random() < .4:
        q += ["algorithm=SHA1", "digits=6", "period=30"]
    if rng.random() < .5:
        q = q[1:2] + q[0:1] + q[2:]
    return "otpauth://totp/%s:%s?%s" % (iss.replace(" ", "%20"), acct.replace("@", "%40"), "&".join(q))


secret("totp_uri")(_otpauth)


# --- recovery codes ----------------------------------------------------------
def _rc_hex(rng):
    return rstr(rng, HEX, 5) + "-" + rstr(rng, HEX, 5)


secret("rc_gh")(lambda rng: "\n".join(_rc_hex(rng) for _ in range(rng.choice([8, 10, 16]))))
secret("rc_gh_inline")(lambda rng: " ".join(_rc_hex(rng) for _ in range(rng.choice([6, 8]))))
secret("rc_google")(lambda rng: "\n".join(_digits(rng, 4) + " " + _digits(rng, 4) for _ in range(10)))
secret("rc_google_2col")(lambda rng: "\n".join("%d. %s %s    %d. %s %s" % (i + 1, _digits(rng, 4), _digits(rng, 4), i + 6, _digits(rng, 4), _digits(rng, 4)) for i in range(5)))
secret("rc_generic")(lambda rng: "\n".join(rstr(rng, LOWNUM, 4) + "-" + rstr(rng, LOWNUM, 4) for _ in range(rng.choice([6, 8, 10]))))
secret("rc_bullets")(lambda rng: (lambda b: "\n".join(b + rstr(rng, UPNUM, 5) + "-" + rstr(rng, UPNUM, 5) for _ in range(rng.choice([5, 8]))))(rng.choice(["- ", "• "])))
secret("rc_numbered")(lambda rng: "\n".join("%d) %s" % (i + 1, rstr(rng, LOWNUM, 8)) for i in range(rng.choice([8, 10]))))
secret("rc_inline")(lambda rng: rng.choice([", ", "; ", " / ", " · "]).join(rstr(rng, LOWNUM, 4) + "-" + rstr(rng, LOWNUM, 4) for _ in range(rng.choice([5, 6, 8]))))
secret("rc_ms")(lambda rng: "-".join(rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 5) for _ in range(5)))
secret("rc_apple")(lambda rng: "-".join(rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4) for _ in range(7)))
secret("rc_bitlocker")(lambda rng: "-".join("%06d" % (11 * rng.randint(0, 65535)) for _ in range(8)))
secret("rc_single")(lambda rng: rstr(rng, LOWNUM, 4) + "-" + rstr(rng, LOWNUM, 4))
secret("rc_single_gh")(_rc_hex)
secret("rc_proton")(lambda rng: "\n".join(rstr(rng, UPNUM, 4) + rstr(rng, UPNUM, 4) for _ in range(rng.choice([6, 8]))))
secret("rc_checkbox")(lambda rng: "\n".join("[%s] %s" % (rng.choice([" ", " ", "x"]), _digits(rng, 8)) for _ in range(rng.choice([8, 10]))))
secret("rc_1pw")(lambda rng: "A3-" + "-".join([rstr(rng, "ABCDEFGHJKLMNPQRSTVWXYZ23456789", 6), rstr(rng, "ABCDEFGHJKLMNPQRSTVWXYZ23456789", 6),
                                              rstr(rng, "ABCDEFGHJKLMNPQRSTVWXYZ23456789", 5), rstr(rng, "ABCDEFGHJKLMNPQRSTVWXYZ23456789", 5),
                                              rstr(rng, "ABCDEFGHJKLMNPQRSTVWXYZ23456789", 5), rstr(rng, "ABCDEFGHJKLMNPQRSTVWXYZ23456789", 5)]))
secret("rc_zh")(lambda rng: "\n".join("%d、%s" % (i + 1, _digits(rng, 8)) for i in range(rng.choice([6, 8, 10]))))


# --- API keys and tokens -----------------------------------------------------
def _crc_tail(body):
    import zlib
    c = zlib.crc32(body.encode()) & 0xFFFFFFFF
    s = ""
    for _ in range(6):
        c, r = divmod(c, 62)
        s = ALNUM[r] + s
    return s


API = {
    "openai": lambda rng: "sk-proj-" + rstr(rng, B64URL, 74) + "T3BlbkFJ" + rstr(rng, B64URL, 74),
    "anthropic": lambda rng: "sk-ant-api03-" + rstr(rng, B64URL, 93) + "AA",
    "github": lambda rng: (lambda b: "ghp_" + b + _crc_tail(b))(rstr(rng, ALNUM, 30)),
    "github_pat": lambda rng: "github_pat_11" + rstr(rng, UPNUM, 20) + "_" + rstr(rng, ALNUM, 59),
    "gitlab": lambda rng: "glpat-" + rstr(rng, B64URL, 20),
    "stripe": lambda rng: rng.choice(["sk_live_", "rk_live_"]) + rstr(rng, ALNUM, 99 if rng.random() < .5 else 24),
    "slack": lambda rng: rng.choice(["xoxb-", "xoxp-"]) + str(rng.randint(10 ** 11, 10 ** 12)) + "-" + str(rng.randint(10 ** 12, 10 ** 13)) + "-" + rstr(rng, ALNUM, 24),
    "google": lambda rng: "AIza" + rstr(rng, B64URL, 35),
    "sendgrid": lambda rng: "SG." + rstr(rng, B64URL, 22) + "." + rstr(rng, B64URL, 43),
    "twilio": lambda rng: "SK" + rstr(rng, HEX, 32),
    "hf": lambda rng: "hf_" + rstr(rng, AL, 34),
    "npm": lambda rng: "npm_" + rstr(rng, ALNUM, 36),
    "pypi": lambda rng: "pypi-AgEIcHlwaS5vcmc" + rstr(rng, B64URL, 60),
    "shopify": lambda rng: rng.choice(["shpat_", "shpca_"]) + rstr(rng, HEX, 32),
    "telegram": lambda rng: str(rng.randint(10 ** 9, 8 * 10 ** 9)) + ":AA" + rstr(rng, B64URL, 33),
    "mailchimp": lambda rng: rstr(rng, HEX, 32) + "-us" + str(rng.randint(2, 21)),
    "deepseek": lambda rng: "sk-" + rstr(rng, HEX, 32),
    "zhipu": lambda rng: rstr(rng, HEX, 32) + "." + rstr(rng, ALNUM, 16),
    "airtable": lambda rng: "pat" + rstr(rng, ALNUM, 14) + "." + rstr(rng, HEX, 64),
    "figma": lambda rng: "figd_" + rstr(rng, B64URL, 40),
    "linear": lambda rng: "lin_api_" + rstr(rng, ALNUM, 40),
    "notion": lambda rng: "ntn_" + rstr(rng, ALNUM, 46),
    "mapbox": lambda rng: "sk.eyJ1Ijoi" + rstr(rng, ALNUM, 30) + "." + rstr(rng, B64URL, 22),
    "doppler": lambda rng: "dp.st.prd." + rstr(rng, ALNUM, 43),
    "sentry": lambda rng: "sntryu_" + rstr(rng, HEX, 64),
    "discord_bot": lambda rng: "M" + rstr(rng, B64URL, 25) + "." + rstr(rng, B64URL, 6) + "." + rstr(rng, B64URL, 38),
    "vercel": lambda rng: rstr(rng, ALNUM, 24),
    "cloudflare": lambda rng: rstr(rng, B64URL, 40),
    "square": lambda rng: "EAAA" + rstr(rng, B64URL, 60),
    "aws_secret": lambda rng: rstr(rng, ALNUM + "/+", 40),
    "aliyun_secret": lambda rng: rstr(rng, ALNUM, 30),
    "tencent_secret": lambda rng: rstr(rng, ALNUM, 32),
    "wechat_secret": lambda rng: rstr(rng, HEX, 32),
    "dashscope": lambda rng: "sk-" + rstr(rng, HEX, 32),
    "moonshot": lambda rng: "sk-" + rstr(rng, ALNUM, 48),
    "feishu_secret": lambda rng: rstr(rng, ALNUM, 32),
    "qiniu_sk": lambda rng: rstr(rng, B64URL, 40),
    "groq": lambda rng: "gsk_" + rstr(rng, ALNUM, 52),
    "resend": lambda rng: "re_" + rstr(rng, ALNUM, 8) + "_" + rstr(rng, ALNUM, 24),
    "postmark": lambda rng: str(_uuid.UUID(bytes=rbytes(rng, 16), version=4)),
}
for _k, _f in API.items():
    secret("ak_" + _k)(_f)
GENERIC_API = ["openai", "anthropic", "github", "github_pat", "gitlab", "stripe", "slack", "google", "sendgrid", "hf", "npm",
               "pypi", "shopify", "telegram", "airtable", "figma", "linear", "notion", "groq", "resend", "square", "doppler"]
secret("api")(lambda rng: API[rng.choice(GENERIC_API)](rng))
secret("api_dev")(lambda rng: API[rng.choice(["github", "github_pat", "gitlab", "npm", "pypi", "hf", "sentry", "figma", "linear"])](rng))
secret("api_ai")(lambda rng: API[rng.choice(["openai", "anthropic", "deepseek", "dashscope", "moonshot", "groq", "zhipu", "hf"])](rng))
secret("api_pay")(lambda rng: API[rng.choice(["stripe", "square", "shopify"])](rng))
FILL["aws_akid"] = lambda rng: "AKIA" + rstr(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
FILL["aliyun_akid"] = lambda rng: "LTAI5t" + rstr(rng, ALNUM, 18)
FILL["tencent_akid"] = lambda rng: "AKID" + rstr(rng, ALNUM, 32)
FILL["wechat_appid"] = lambda rng: "wx" + rstr(rng, HEX, 16)
FILL["feishu_appid"] = lambda rng: "cli_" + rstr(rng, HEX, 16)
FILL["qiniu_ak"] = lambda rng: rstr(rng, B64URL, 40)


# --- JWT ------------------------------------------------------------------
def _jwt(rng, alg=None):
    alg = alg or rng.choice(["HS256", "HS256", "HS384", "HS512"])
    iat = rng.randint(1735000000, 1790000000)
    payload = rng.choice([
        {"sub": str(rng.randint(10000, 99999999)), "name": rng.choice(FIRST_EN) + " " + rng.choice(LAST_EN), "iat": iat},
        {"sub": rng.choice(FILL_USERS), "role": rng.choice(["admin", "staff", "volunteer", "vet", "crew"]), "iat": iat, "exp": iat + 3600},
        {"uid": rng.randint(1000, 999999), "shop": rng.choice(["pethos", "yanjing", "guoyuan", "ciderbarn"]), "iat": iat, "exp": iat + 86400 * 7},
        {"iss": "https://" + rng.choice(["auth.choirloft.net", "id.repaircafe.org.uk", "sso.pethos.cn", "login.mrt-callout.org"]),
         "aud": rng.choice(["rota", "api", "app"]), "sub": _uuid.UUID(bytes=rbytes(rng, 16), version=4).hex, "iat": iat, "exp": iat + 900},
        {"user_id": rng.randint(100, 99999), "username": rng.choice(FILL_USERS), "exp": iat + 7200, "jti": rstr(rng, HEX, 16)},
    ])
    hdr = {"alg": alg, "typ": "JWT"} if rng.random() < .8 else {"typ": "JWT", "alg": alg}
    return C.jwt_hs(hdr, payload, rbytes(rng, 32))


def _jwt_rs(rng):
    iat = rng.randint(1735000000, 1790000000)
    h = C.b64url(json.dumps({"alg": "RS256", "kid": rstr(rng, HEX, 16), "typ": "JWT"}, separators=(",", ":")).encode())
    p = C.b64url(json.dumps({"sub": rstr(rng, HEX, 24), "scope": "read write", "iat": iat, "exp": iat + 3600}, separators=(",", ":")).encode())
    return h + "." + p + "." + C.b64url(rbytes(rng, 256))


secret("jwt")(lambda rng: _jwt(rng) if rng.random() < .8 else _jwt_rs(rng))
secret("jwt_hs")(_jwt)


# --- private keys -----------------------------------------------------------
def _comment(rng):
    return rng.choice(FILL_USERS) + "@" + rng.choice(["laptop", "parlour-pc", "lab-ws3", "pi4", "nas", "mbp", "build01"])


def _pk_rsa1(rng):
    return C.pem("RSA PRIVATE KEY", C.rsa_pkcs1(C.rsa_numbers(rng.choice([1024, 1024, 2048]), rng)))


def _pk_rsa8(rng):
    return C.pem("PRIVATE KEY", C.rsa_pkcs8(C.rsa_numbers(1024, rng)))


def _pk_ec(rng):
    return C.pem("EC PRIVATE KEY", C.ec_sec1(C.scalar(rng, C.P256)))


def _pk_ed8(rng):
    return C.pem("PRIVATE KEY", C.ed25519_pkcs8(rbytes(rng, 32)))


secret("pk_rsa1")(_pk_rsa1)
secret("pk_rsa8")(_pk_rsa8)
secret("pk_ec")(_pk_ec)
secret("pk_ed8")(_pk_ed8)
secret("pk_openssh")(lambda rng: C.openssh_ed25519(rbytes(rng, 32), _comment(rng), rng))
secret("pk_ppk")(lambda rng: C.putty_ed25519(rbytes(rng, 32), "eddsa-key-20%02d%02d%02d" % (rng.randint(23, 26), rng.randint(1, 12), rng.randint(1, 28))))
secret("pk_pgp")(lambda rng: C.pgp_secret_ed25519(rbytes(rng, 32), rng.choice(FIRST_EN) + " " + rng.choice(LAST_EN) + " <" + rng.choice(FILL_USERS) + "@proton.me>",
                                                  rng.randint(1600000000, 1780000000)))
secret("pk_age")(lambda rng: C.bech32_bytes("age-secret-key-", rbytes(rng, 32)).upper())


def _wg_priv(rng):
    k = bytearray(rbytes(rng, 32))
    k[0] &= 248
    k[31] = (k[31] & 127) | 64
    return base64.b64encode(bytes(k)).decode()


secret("pk_wg")(_wg_priv)
secret("pk")(lambda rng: rng.choice([_pk_rsa1, _pk_rsa8, _pk_ec, _pk_ed8, SECRET["pk_openssh"]])(rng))
secret("pk_pem")(lambda rng: rng.choice([_pk_rsa1, _pk_rsa8, _pk_ec, _pk_ed8])(rng))
secret("pk_pem_escaped")(lambda rng: rng.choice([_pk_rsa8, _pk_rsa8, _pk_ed8])(rng).replace("\n", "\\n") + "\\n")


# --- cards --------------------------------------------------------------------
def _card_digits(rng, brand):
    while True:
        if brand == "visa":
            pre, n = "4", 16
        elif brand == "mc":
            pre, n = (str(rng.randint(51, 55)) if rng.random() < .7 else str(rng.randint(2221, 2720))), 16
        elif brand == "amex":
            pre, n = rng.choice(["34", "37"]), 15
        elif brand == "discover":
            pre, n = rng.choice(["6011", "65"]), 16
        elif brand == "jcb":
            pre, n = str(rng.randint(3528, 3589)), 16
        elif brand == "unionpay":
            pre, n = "62" + rng.choice(["2", "1", "5", "8"]), rng.choice([16, 16, 19])
        elif brand == "diners":
            pre, n = "36", 14
        body = pre + "".join(str(rng.randrange(10)) for _ in range(n - len(pre) - 1))
        d = C.luhn_complete(body)
        if d not in C.TEST_CARDS and C.card_brand(d):
            return d


def _group_card(d, rng, sep=None):
    sep = rng.choice([" ", " ", "-", ""]) if sep is None else sep
    n = len(d)
    if n == 15:
        g = [4, 6, 5]
    elif n == 14:
        g = [4, 6, 4]
    elif n == 19:
        g = rng.choice([[4, 4, 4, 4, 3], [6, 13]])
    else:
        g = [4, 4, 4, 4]
    out, i = [], 0
    for k in g:
        out.append(d[i:i + k])
        i += k
    return sep.join(out)


CARD_BRANDS = ["visa", "visa", "mc", "mc", "amex", "discover", "jcb", "unionpay", "diners"]
secret("card")(lambda rng: _group_card(_card_digits(rng, rng.choice(CARD_BRANDS)), rng))
secret("card_visa")(lambda rng: _group_card(_card_digits(rng, "visa"), rng))
secret("card_mc")(lambda rng: _group_card(_card_digits(rng, "mc"), rng))
secret("card_amex")(lambda rng: _group_card(_card_digits(rng, "amex"), rng))
secret("card_up")(lambda rng: _group_card(_card_digits(rng, "unionpay"), rng))
secret("card_cn")(lambda rng: _group_card(_card_digits(rng, rng.choice(["unionpay", "unionpay", "visa", "mc"])), rng))
secret("card_plain")(lambda rng: _group_card(_card_digits(rng, rng.choice(CARD_BRANDS)), rng, ""))
FILL["expiry"] = lambda rng: "%02d/%02d" % (rng.randint(1, 12), rng.randint(26, 31))
FILL["cvv"] = lambda rng: "%03d" % rng.randint(100, 999)


# --- wallet keys -----------------------------------------------------------------
def _k1(rng):
    return C.scalar(rng, C.SECP256K1).to_bytes(32, "big")


secret("wk_hex")(lambda rng: _k1(rng).hex())
secret("wk_hex0x")(lambda rng: "0x" + _k1(rng).hex())
secret("wk_wif")(lambda rng: C.b58check_enc(b"\x80" + _k1(rng) + b"\x01"))
secret("wk_wifu")(lambda rng: C.b58check_enc(b"\x80" + _k1(rng)))
secret("wk_wif_any")(lambda rng: C.b58check_enc(b"\x80" + _k1(rng) + (b"\x01" if rng.random() < .7 else b"")))


def _xprv(rng):
    depth = rng.choice([0, 3, 3])
    fp = b"\0\0\0\0" if depth == 0 else rbytes(rng, 4)
    child = 0 if depth == 0 else 0x80000000
    raw = bytes.fromhex("0488ADE4") + bytes([depth]) + fp + child.to_bytes(4, "big") + rbytes(rng, 32) + b"\0" + _k1(rng)
    return C.b58check_enc(raw)


secret("wk_xprv")(_xprv)


def _sol_kp(rng):
    seed = rbytes(rng, 32)
    return seed + C.ed25519_pub(seed)


secret("wk_sol")(lambda rng: C.b58enc(_sol_kp(rng)))
secret("wk_sol_json")(lambda rng: "[" + ",".join(str(b) for b in _sol_kp(rng)) + "]")
secret("wk_nsec")(lambda rng: C.bech32_bytes("nsec", _k1(rng)))
secret("wk")(lambda rng: rng.choice([SECRET["wk_hex"], SECRET["wk_hex0x"], SECRET["wk_wif"], SECRET["wk_wifu"], _xprv, SECRET["wk_sol"]])(rng))
secret("wk_btc")(lambda rng: rng.choice([SECRET["wk_wif"], SECRET["wk_wifu"], _xprv])(rng))
secret("wk_eth")(lambda rng: rng.choice([SECRET["wk_hex"], SECRET["wk_hex0x"]])(rng))


# --- BIP39 ---------------------------------------------------------------------------
def _n_words(rng):
    return rng.choice([12, 12, 12, 15, 18, 24, 24])


def _mn(rng, n=None):
    return C.bip39_phrase(rng, n or _n_words(rng), C.EN_WORDS)


def _mnz(rng, n=None):
    return C.bip39_phrase(rng, n or rng.choice([12, 12, 12, 15, 18, 24]), C.ZH_WORDS)


def _grid(ws, cols, fmt, sep):
    rows = []
    for r in range(0, len(ws), cols):
        rows.append(sep.join(fmt % (r + c + 1, ws[r + c]) for c in range(cols) if r + c < len(ws)).rstrip())
    return "\n".join(rows)


def _two_cols(ws, fmt, pad):
    half = len(ws) // 2
    rows = []
    for i in range(half):
        left = fmt % (i + 1, ws[i])
        rows.append(left.ljust(pad) + fmt % (i + 1 + half, ws[i + half]))
    return "\n".join(rows)


secret("mn")(lambda rng: " ".join(_mn(rng)))
secret("mn12")(lambda rng: " ".join(_mn(rng, 12)))
secret("mn_lines")(lambda rng: "\n".join(_mn(rng)))
secret("mn_num")(lambda rng: "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(_mn(rng))))
secret("mn_num_paren")(lambda rng: "\n".join("%d) %s" % (i + 1, w) for i, w in enumerate(_mn(rng))))
secret("mn_num_pad")(lambda rng: "\n".join("%02d %s" % (i + 1, w) for i, w in enumerate(_mn(rng))))
secret("mn_num_colon")(lambda rng: "\n".join("word %d: %s" % (i + 1, w) for i, w in enumerate(_mn(rng, 12))))
secret("mn_inline_num")(lambda rng: " ".join("%d.%s" % (i + 1, w) for i, w in enumerate(_mn(rng))))
secret("mn_inline_num_sp")(lambda rng: "  ".join("%d %s" % (i + 1, w) for i, w in enumerate(_mn(rng))))
secret("mn_comma")(lambda rng: ", ".join(_mn(rng)))
secret("mn_pipe")(lambda rng: " | ".join(_mn(rng, 12)))
secret("mn_dot")(lambda rng: " · ".join(_mn(rng, 12)))
secret("mn_bullets")(lambda rng: (lambda b: "\n".join(b + w for w in _mn(rng, 12)))(rng.choice(["- ", "* ", "• "])))
secret("mn_checkbox")(lambda rng: "\n".join("- [ ] " + w for w in _mn(rng, 12)))
secret("mn_upper")(lambda rng: " ".join(_mn(rng)).upper())
secret("mn_cap")(lambda rng: " ".join(w.capitalize() for w in _mn(rng, 12)))
secret("mn_grid3")(lambda rng: _grid(_mn(rng, 12), 3, "%d. %s", "    "))
secret("mn_grid4")(lambda rng: _grid(_mn(rng, rng.choice([12, 24])), 4, "%d %-9s", "  "))
secret("mn_grid6")(lambda rng: _grid(_mn(rng, 24), 6, "%d-%s", "  "))
secret("mn_cols2")(lambda rng: _two_cols(_mn(rng, rng.choice([12, 24])), "%d. %s", 20))
secret("mn_rows4")(lambda rng: (lambda ws: "\n".join(" ".join(ws[i:i + 4]) for i in range(0, len(ws), 4)))(_mn(rng, rng.choice([12, 24]))))
secret("mn_hash")(lambda rng: " ".join("%s(%d)" % (w, i + 1) for i, w in enumerate(_mn(rng, 12))))
secret("mn_pylist")(lambda rng: "[" + ", ".join("'%s'" % w for w in _mn(rng, 12)) + "]")
secret("mn_slash")(lambda rng: "/".join(_mn(rng, 12)))
secret("mn_tab")(lambda rng: (lambda ws: "\n".join("\t".join(ws[i:i + 6]) for i in range(0, len(ws), 6)))(_mn(rng, rng.choice([12, 24]))))
secret("mn_zh_in_en")(lambda rng: " ".join(_mnz(rng, 12)))

secret("mnz")(lambda rng: " ".join(_mnz(rng)))
secret("mnz_nosp")(lambda rng: "".join(_mnz(rng, 12)))
secret("mnz_ideo")(lambda rng: "\u3000".join(_mnz(rng)))
secret("mnz_dun")(lambda rng: "、".join(_mnz(rng)))
secret("mnz_comma")(lambda rng: rng.choice(["，", ",", ", "]).join(_mnz(rng)))
secret("mnz_lines")(lambda rng: "\n".join(_mnz(rng)))
secret("mnz_num")(lambda rng: "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(_mnz(rng))))
secret("mnz_num_dun")(lambda rng: "\n".join("%d、%s" % (i + 1, w) for i, w in enumerate(_mnz(rng))))
secret("mnz_inline_num")(lambda rng: " ".join("%d%s" % (i + 1, w) for i, w in enumerate(_mnz(rng))))
secret("mnz_grid4")(lambda rng: _grid(_mnz(rng, rng.choice([12, 24])), 4, "%d.%s", "  "))
secret("mnz_grid3")(lambda rng: _grid(_mnz(rng, 12), 3, "(%d)%s", " "))
secret("mnz_rows")(lambda rng: (lambda ws: "\n".join(" ".join(ws[i:i + 3]) for i in range(0, len(ws), 3)))(_mnz(rng, 12)))
secret("mnz_bracket")(lambda rng: "".join("【%s】" % w for w in _mnz(rng, 12)))
secret("mnz_dash")(lambda rng: "-".join(_mnz(rng, 12)))
secret("mnz_slash")(lambda rng: " / ".join(_mnz(rng, 12)))
secret("mnz_dot")(lambda rng: "·".join(_mnz(rng, 12)))
secret("mnz_pairs")(lambda rng: (lambda ws: " ".join(ws[i] + ws[i + 1] for i in range(0, len(ws), 2)))(_mnz(rng, 12)))
secret("mnz_fwnum")(lambda rng: "　".join("".join(FW[c] for c in str(i + 1)) + w for i, w in enumerate(_mnz(rng, 12))))
secret("mnz_bullets")(lambda rng: "\n".join("· " + w for w in _mnz(rng, 12)))


# --- .env values ---------------------------------------------------------------------
secret("ev_hex")(lambda rng: rstr(rng, HEX, rng.choice([32, 40, 64])))
secret("ev_b64")(lambda rng: base64.b64encode(rbytes(rng, rng.choice([24, 32, 48]))).decode())
secret("ev_b64url")(lambda rng: base64.urlsafe_b64encode(rbytes(rng, 32)).decode().rstrip("="))
secret("ev_rand")(lambda rng: rstr(rng, ALNUM, rng.choice([24, 32, 40])))
secret("ev_pw")(lambda rng: rng.choice([_pw_word, _pw_rand, _pw_leet])(rng))
secret("ev_api")(lambda rng: API[rng.choice(GENERIC_API)](rng))
secret("ev_any")(lambda rng: rng.choice([SECRET["ev_hex"], SECRET["ev_b64"], SECRET["ev_rand"], SECRET["ev_pw"], SECRET["ev_api"]])(rng))
secret("ev_whsec")(lambda rng: "whsec_" + rstr(rng, ALNUM, 32))
secret("ev_django")(lambda rng: "django-insecure-" + rstr(rng, LOWNUM + "!@#$%^&*(-_=+)", 50) if rng.random() < .3 else rstr(rng, LOWNUM + "!@#%^&*-_=+", 50))
secret("ev_rails")(lambda rng: rstr(rng, HEX, 128))
secret("ev_laravel")(lambda rng: "base64:" + base64.b64encode(rbytes(rng, 32)).decode())
secret("ev_fernet")(lambda rng: base64.urlsafe_b64encode(rbytes(rng, 32)).decode())


# --- connection strings ---------------------------------------------------------------
def _cpw(rng):
    """A password that needs no escaping inside a URL or a key=value string."""
    shape = rng.random()
    if shape < .45:
        return rstr(rng, ALNUM, rng.randint(14, 24))
    if shape < .75:
        return rng.choice(WORDS_PW).capitalize() + rng.choice("!*-_.~") + str(rng.randint(10, 9999))
    return rstr(rng, ALNUM, rng.randint(6, 9)) + rng.choice("!*-_.~") + rstr(rng, ALNUM, rng.randint(6, 9))


HOSTS_BY = {
    "pg": ["db.internal", "pg-prod-1.c9akq2.eu-west-2.rds.amazonaws.com", "pgm-uf6k3.pg.rds.aliyuncs.com", "herd-db.fly.dev", "10.0.3.12", "localhost"],
    "mysql": ["mysql.lab.local", "rm-bp1x7q9k2.mysql.rds.aliyuncs.com", "10.0.3.14", "127.0.0.1", "db.internal"],
    "redis": ["redis-13542.c8.us-east-1-3.ec2.cloud.redislabs.com", "r-bp1q8x.redis.rds.aliyuncs.com", "cache.internal", "10.0.3.30", "localhost"],
}


def _cs_pg(rng):
    scheme = rng.choice(["postgres", "postgresql", "postgresql+psycopg2", "postgresql+asyncpg"])
    return "%s://%s:%s@%s:5432/%s%s" % (scheme, rng.choice(_pl("dbuser")), _cpw(rng), rng.choice(HOSTS_BY["pg"]),
                                        rng.choice(_pl("dbname")), rng.choice(["", "?sslmode=require", "?sslmode=verify-full"]))


def _pl(name):
    return FILL[name].__defaults__[0]


def _cs_mysql(rng):
    return "%s://%s:%s@%s:3306/%s%s" % (rng.choice(["mysql", "mysql+pymysql", "mariadb"]), rng.choice(_pl("dbuser")), _cpw(rng), rng.choice(HOSTS_BY["mysql"]),
                                        rng.choice(_pl("dbname")), rng.choice(["", "?charset=utf8mb4"]))


def _cs_mongo(rng):
    return "mongodb+srv://%s:%s@cluster%d.%s.mongodb.net/%s?retryWrites=true&w=majority" % (
        rng.choice(_pl("dbuser")), _cpw(rng), rng.randint(0, 3), rstr(rng, LOWNUM, 5), rng.choice(_pl("dbname")))


def _cs_redis(rng):
    return rng.choice(["redis://:%s@%s:6379/0", "rediss://default:%s@%s:6380"]) % (_cpw(rng), rng.choice(HOSTS_BY["redis"]))


def _cs_amqp(rng):
    return "amqp://%s:%s@%s:5672/%s" % (rng.choice(_pl("dbuser")), _cpw(rng), rng.choice(["rabbit.internal", "mq.lab.local", "10.0.3.21"]), rng.choice(["%2F", "herd", "orders"]))


def _cs_mssql(rng):
    return "Server=%s;Database=%s;User Id=%s;Password=%s;TrustServerCertificate=True;" % (
        rng.choice(["tcp:sql-ldn-02,1433", "PRACTICE-SRV\\SQLEXPRESS", "10.0.3.40"]), rng.choice(_pl("dbname")), rng.choice(_pl("dbuser")), _cpw(rng))


def _cs_jdbc(rng):
    return rng.choice(["jdbc:mysql://%s:3306/%s?user=%s&password=%s&useSSL=false", "jdbc:postgresql://%s:5432/%s?user=%s&password=%s"]) % (
        rng.choice(HOSTS_BY["mysql"]), rng.choice(_pl("dbname")), rng.choice(_pl("dbuser")), _cpw(rng))


def _cs_oracle(rng):
    return "%s/%s@//%s:1521/%s" % (rng.choice(["scott", "herd_rw", "app"]), _cpw(rng), rng.choice(["ora-prod.internal", "10.0.3.50"]), rng.choice(["ORCLPDB1", "HERD", "XEPDB1"]))


def _cs_odbc(rng):
    return "Driver={ODBC Driver 18 for SQL Server};Server=%s;Database=%s;UID=%s;PWD=%s;" % (
        rng.choice(["sql-ldn-02", "10.0.3.40,1433"]), rng.choice(_pl("dbname")), rng.choice(_pl("dbuser")), _cpw(rng))


def _cs_libpq(rng):
    return "host=%s port=5432 dbname=%s user=%s password=%s" % (rng.choice(HOSTS_BY["pg"]), rng.choice(_pl("dbname")), rng.choice(_pl("dbuser")), _cpw(rng))


def _cs_es(rng):
    return "https://elastic:%s@%s:9200" % (_cpw(rng), rng.choice(["es.lab.local", "10.0.3.60", "search.internal"]))


def _cs_neo4j(rng):
    return "neo4j+s://neo4j:%s@%s.databases.neo4j.io" % (_cpw(rng), rstr(rng, HEX, 8))


def _cs_ch(rng):
    return "clickhouse://%s:%s@%s:9000/%s" % (rng.choice(_pl("dbuser")), _cpw(rng), rng.choice(["ch.internal", "10.0.3.70"]), rng.choice(_pl("dbname")))


def _cs_sqlalchemy_mssql(rng):
    return "mssql+pyodbc://%s:%s@%s/%s?driver=ODBC+Driver+18+for+SQL+Server" % (rng.choice(_pl("dbuser")), _cpw(rng), rng.choice(["sql-ldn-02", "10.0.3.40"]), rng.choice(_pl("dbname")))


CS = {"pg": _cs_pg, "mysql": _cs_mysql, "mongo": _cs_mongo, "redis": _cs_redis, "amqp": _cs_amqp, "mssql": _cs_mssql, "jdbc": _cs_jdbc,
      "oracle": _cs_oracle, "odbc": _cs_odbc, "libpq": _cs_libpq, "es": _cs_es, "neo4j": _cs_neo4j, "ch": _cs_ch, "sqla_mssql": _cs_sqlalchemy_mssql}
for _k, _f in CS.items():
    secret("cs_" + _k)(_f)
secret("cs")(lambda rng: CS[rng.choice(sorted(CS))](rng))
secret("pw_safe")(_cpw)
secret("cs_url")(lambda rng: rng.choice([_cs_pg, _cs_mysql, _cs_mongo, _cs_redis, _cs_amqp, _cs_ch])(rng))
secret("cs_kv")(lambda rng: rng.choice([_cs_mssql, _cs_odbc, _cs_libpq])(rng))


# --- URLs with credentials ----------------------------------------------------------------
def _upw(rng):
    p = _cpw(rng)
    if rng.random() < .2:
        p = p[:4] + rng.choice(["%40", "%23", "%21", "%24"]) + p[4:]
    return p


def _u(rng):
    return rng.choice(["admin", "crew", "backup", "vet", "choir", "lab", "ops", "pi", "camera", "upload", rng.choice(_pl("user_en")).split(".")[0]])


URL = {
    "https": lambda rng: "https://%s:%s@%s/%s" % (_u(rng), _upw(rng), rng.choice(_pl("host")), rng.choice(["remote.php/dav/files/", "share/", "dav/", "api/v1/export", "backups/"])),
    "http_port": lambda rng: "http://%s:%s@%s:%s/" % (_u(rng), _upw(rng), rng.choice(["192.168.1.20", "10.0.0.5", "nas.local", "pi.local"]), rng.choice(["8080", "5000", "8123", "9091"])),
    "ftp": lambda rng: "ftp://%s:%s@%s/%s" % (_u(rng), _upw(rng), rng.choice(["ftp.ciderbarn.co.uk", "192.168.1.30", "ftp.shuwu.net"]), rng.choice(["", "uploads/", "scans/2025/"])),
    "sftp": lambda rng: "sftp://%s:%s@%s:22/%s" % (_u(rng), _upw(rng), rng.choice(_pl("host")), rng.choice(["home/", "data/", ""])),
    "smb": lambda rng: "smb://%s:%s@%s/%s" % (rng.choice(["PRACTICE;reception", "WORKGROUP;admin", "office"]), _upw(rng), rng.choice(["192.168.1.10", "fileserver", "nas.local"]), rng.choice(["Scans", "Share", "Photos"])),
    "rtsp": lambda rng: "rtsp://admin:%s@%s:554/%s" % (_upw(rng), rng.choice(["192.168.1.64", "10.0.0.88", "192.168.0.108"]), rng.choice(["Streaming/Channels/101", "cam/realmonitor?channel=1&subtype=0", "h264Preview_01_main"])),
    "proxy": lambda rng: "http://%s:%s@%s:%s" % (_u(rng), _upw(rng), rng.choice(["proxy.bioc.ac.uk", "10.1.1.1", "squid.internal"]), rng.choice(["3128", "8080"])),
    "socks": lambda rng: "socks5://%s:%s@%s:1080" % (_u(rng), _upw(rng), rng.choice(["203.0.113.24", "proxy.example-vpn.net", "10.2.0.1"])),
    "git_token": lambda rng: "https://%s@github.com/%s/%s.git" % (API["github"](rng), rng.choice(_pl("gh_org")), rng.choice(_pl("repo"))),
    "git_user_token": lambda rng: "https://%s:%s@github.com/%s/%s.git" % (rng.choice(["x-access-token", rng.choice(_pl("user_en")).replace(".", "-")]),
                                                                        rng.choice([API["github"], API["github_pat"], lambda r: "ghs_" + rstr(r, ALNUM, 36)])(rng), rng.choice(_pl("gh_org")), rng.choice(_pl("repo"))),
    "gitlab": lambda rng: "https://oauth2:%s@gitlab.com/%s/%s.git" % (API["gitlab"](rng), rng.choice(_pl("gh_org")), rng.choice(_pl("repo"))),
    "gitee": lambda rng: "https://%s:%s@gitee.com/%s/%s.git" % (rng.choice(_pl("user_pinyin")), _upw(rng), rng.choice(_pl("gh_org")), rng.choice(_pl("repo"))),
    "token_q": lambda rng: "https://%s/api/%s?%s=%s" % (rng.choice(["api.herdwatch.example", "hooks.choirloft.net", "api.pethos.cn", "app.repaircafe.org.uk"]),
                                                       rng.choice(["export", "v2/bookings", "sync", "feed"]), rng.choice(["access_token", "token", "api_key", "apikey", "key", "auth"]),
                                                       rng.choice([lambda r: rstr(r, ALNUM, 32), lambda r: rstr(r, HEX, 40), API["google"]])(rng)),
    "fragment": lambda rng: "https://%s/callback#access_token=%s&token_type=Bearer&expires_in=3600" % (rng.choice(["rota.choirloft.net", "app.mrt-callout.org", "localhost:3000"]), rstr(rng, B64URL, 43)),
    "slack_hook": lambda rng: "https://hooks.slack.com/services/T%s/B%s/%s" % (rstr(rng, UPNUM, 8), rstr(rng, UPNUM, 10), rstr(rng, ALNUM, 24)),
    "discord_hook": lambda rng: "https://discord.com/api/webhooks/%d/%s" % (rng.randint(10 ** 17, 10 ** 18), rstr(rng, B64URL, 68)),
    "tg_bot": lambda rng: "https://api.telegram.org/bot%s/sendMessage?chat_id=-100%d" % (API["telegram"](rng), rng.randint(10 ** 9, 10 ** 10)),
    "dingtalk": lambda rng: "https://oapi.dingtalk.com/robot/send?access_token=%s" % rstr(rng, HEX, 64),
    "feishu": lambda rng: "https://open.feishu.cn/open-apis/bot/v2/hook/%s" % _uuid.UUID(bytes=rbytes(rng, 16), version=4),
    "wecom": lambda rng: "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=%s" % _uuid.UUID(bytes=rbytes(rng, 16), version=4),
    "ipv6": lambda rng: "http://%s:%s@[fd00::%x:%x]:%s/" % (_u(rng), _upw(rng), rng.randint(1, 0xffff), rng.randint(1, 0xffff), rng.choice(["8080", "443", "5000"])),
    "pct": lambda rng: "https://%s:%s@%s/" % (rng.choice(_pl("user_en")).replace(".", "%2E"), rng.choice(["Tr%40m", "Ot%23ter", "Kil%3An", "Pa%24%24"]) + rstr(rng, ALNUM, 6) + str(rng.randint(10, 99)), rng.choice(_pl("host"))),
    "webcal": lambda rng: "webcal://%s/calendar/private-%s/basic.ics" % (rng.choice(["cal.choirloft.net", "rota.vet-ooh.co.uk", "calendar.mrt-callout.org"]), rstr(rng, HEX, 32)),
    "gcal_private": lambda rng: "https://calendar.google.com/calendar/ical/%s%%40gmail.com/private-%s/basic.ics" % (rng.choice(_pl("user_en")).replace(".", ""), rstr(rng, HEX, 32)),
    "imap": lambda rng: "imaps://%s:%s@%s:993/INBOX" % (rng.choice(FILL_USERS).replace("@", "%40") + "%40" + rng.choice(["fastmail.com", "outlook.com"]), _upw(rng), rng.choice(["imap.fastmail.com", "outlook.office365.com"])),
    "mqtt": lambda rng: "mqtt://%s:%s@%s:1883" % (rng.choice(["parlour", "sensors", "homeassistant"]), _upw(rng), rng.choice(["192.168.1.40", "broker.local", "10.0.0.9"])),
    "ws_token": lambda rng: "wss://%s/socket?token=%s" % (rng.choice(["live.pethos.cn", "push.choirloft.net", "ws.repaircafe.org.uk"]), _jwt(rng)),
    "presigned": lambda rng: "https://%s.s3.eu-west-2.amazonaws.com/%s?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=%s%%2F20250301%%2Feu-west-2%%2Fs3%%2Faws4_request&X-Amz-Date=20250301T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=%s" % (
        rng.choice(["herd-exports", "lab-data-bioc", "choir-recordings"]), rng.choice(["2025/march.csv", "run42/plate3.tif", "concert.mp3"]), FILL["aws_akid"](rng), rstr(rng, HEX, 64)),
    "pip_index": lambda rng: "https://%s:%s@pypi.%s/simple/" % (rng.choice(["__token__", "ci", "lab"]), rng.choice([API["pypi"], lambda r: rstr(r, ALNUM, 24)])(rng), rng.choice(["bioc-lab.internal", "herdwatch.example"])),
    "vnc": lambda rng: "vnc://:%s@%s:5900" % (_upw(rng), rng.choice(["192.168.1.51", "parlour-pc.local", "10.0.0.14"])),
    "ldap": lambda rng: "ldap://cn=%s,dc=%s,dc=local:%s@%s:389" % (rng.choice(["admin", "binduser"]), rng.choice(["lab", "practice"]), _upw(rng), rng.choice(["ldap.lab.local", "10.0.3.5"])),
    "zoom": lambda rng: "https://us02web.zoom.us/j/%d?pwd=%s" % (rng.randint(10 ** 9, 10 ** 11), rstr(rng, ALNUM, 32)),
    "tencent_meeting": lambda rng: "https://meeting.tencent.com/dm/%s?pwd=%s" % (rstr(rng, ALNUM, 12), rstr(rng, ALNUM, 8)),
}
for _k, _f in URL.items():
    secret("url_" + _k)(_f)
secret("url")(lambda rng: URL[rng.choice(["https", "http_port", "ftp", "sftp", "smb", "rtsp", "proxy", "git_user_token", "token_q", "ipv6", "pct", "mqtt", "imap"])](rng))
secret("url_userpass")(lambda rng: URL[rng.choice(["https", "http_port", "ftp", "sftp", "smb", "rtsp", "proxy", "socks", "ipv6", "mqtt", "vnc"])](rng))
secret("url_hook")(lambda rng: URL[rng.choice(["slack_hook", "discord_hook", "tg_bot", "dingtalk", "feishu", "wecom"])](rng))
secret("url_git")(lambda rng: URL[rng.choice(["git_token", "git_user_token", "gitlab", "gitee"])](rng))
secret("url_cn_hook")(lambda rng: URL[rng.choice(["dingtalk", "feishu", "wecom"])](rng))


# --- Wi-Fi --------------------------------------------------------------------------------
secret("wifi")(lambda rng: rng.choice([_pw_word, _pw_rand, _pw_phrase, lambda r: _digits(r, rng.choice([8, 10, 12])), lambda r: rstr(r, LOWNUM, 10)])(rng))
secret("wifi_words")(lambda rng: " ".join(rng.sample(WORDS_PW, rng.choice([3, 4]))))
secret("wifi_digits")(lambda rng: _digits(rng, rng.choice([8, 8, 10, 12])))
secret("wifi_router")(lambda rng: rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", rng.choice([8, 10, 12])) if rng.random() < .5 else rstr(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10))
secret("wifi_pinyin")(lambda rng: _pw_pinyin(rng).lower())


# ===========================================================================
# Benign look-alikes (fillers)
# ===========================================================================
FILL["sha256"] = lambda rng: rstr(rng, HEX, 64)
FILL["sha1"] = lambda rng: rstr(rng, HEX, 40)
FILL["md5"] = lambda rng: rstr(rng, HEX, 32)
FILL["git_sha"] = lambda rng: rstr(rng, HEX, 40)
FILL["git_short"] = lambda rng: rstr(rng, HEX, 7)
FILL["sri256"] = lambda rng: "sha256-" + base64.b64encode(rbytes(rng, 32)).decode()
FILL["sri384"] = lambda rng: "sha384-" + base64.b64encode(rbytes(rng, 48)).decode()
FILL["sri512"] = lambda rng: "sha512-" + base64.b64encode(rbytes(rng, 64)).decode()
FILL["sri"] = lambda rng: rng.choice([FILL["sri256"], FILL["sri384"], FILL["sri384"], FILL["sri512"]])(rng)
FILL["docker_digest"] = lambda rng: "sha256:" + rstr(rng, HEX, 64)
FILL["gosum"] = lambda rng: "h1:" + base64.b64encode(rbytes(rng, 32)).decode()
FILL["cargo_sum"] = lambda rng: rstr(rng, HEX, 64)
pool("cdn_lib", ["bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js", "alpinejs@3.14.1/dist/cdn.min.js", "htmx.org@2.0.2/dist/htmx.min.js",
                 "leaflet@1.9.4/dist/leaflet.js", "chart.js@4.4.4/dist/chart.umd.min.js", "jquery@3.7.1/dist/jquery.min.js",
                 "vue@3.4.38/dist/vue.global.prod.js", "dayjs@1.11.13/dayjs.min.js"])
pool("npm_pkg", ["lodash", "date-fns", "zod", "axios", "react-dom", "vite", "leaflet", "dayjs", "chart.js", "uuid"])
pool("py_pkg", ["requests", "numpy", "pandas", "flask", "django", "pydantic", "httpx", "openpyxl", "biopython", "scipy"])
pool("file_dl", ["ubuntu-24.04.1-desktop-amd64.iso", "raspios-bookworm-arm64-lite.img.xz", "firmware_v3.2.1.bin", "RouterOS-7.16.zip",
                 "choir-album-flac.zip", "herdwatch-setup-2.8.exe", "ImageJ-1.54f.zip", "OpenWrt-23.05.5-sysupgrade.bin"])


def _semver(rng):
    return "%d.%d.%d" % (rng.randint(0, 9), rng.randint(0, 30), rng.randint(0, 40))


FILL["semver"] = _semver
FILL["version"] = lambda rng: rng.choice([_semver(rng), "v" + _semver(rng), "%d.%d" % (rng.randint(1, 19), rng.randint(0, 9)),
                                          _semver(rng) + "-rc.%d" % rng.randint(1, 5), _semver(rng) + "-beta.%d" % rng.randint(1, 9)])
FILL["fw"] = lambda rng: "V%d.%d.%d.%d" % (rng.randint(1, 9), rng.randint(0, 9), rng.randint(0, 99), rng.randint(100, 9999))
FILL["ios_build"] = lambda rng: "%d%s%d%s" % (rng.randint(21, 23), rng.choice("ABCDEFG"), rng.randint(10, 400), rng.choice(["", "a", "b"]))
FILL["android_build"] = lambda rng: "%s%d.%d%02d%02d.%03d" % (rng.choice(["AP", "UP", "TQ"]), rng.randint(1, 4), rng.randint(24, 25), rng.randint(1, 12), rng.randint(1, 28), rng.randint(1, 99))
FILL["harmony"] = lambda rng: "%d.%d.%d.%d" % (rng.choice([3, 4, 5]), rng.randint(0, 2), rng.randint(0, 1), rng.randint(100, 330))
FILL["wechat_ver"] = lambda rng: "8.0.%d" % rng.randint(40, 58)

FILL["uuid"] = lambda rng: str(_uuid.UUID(bytes=rbytes(rng, 16), version=4))
FILL["mac"] = lambda rng: ":".join("%02X" % rng.randrange(256) for _ in range(6))
FILL["mac_dash"] = lambda rng: "-".join("%02x" % rng.randrange(256) for _ in range(6))
FILL["serial"] = lambda rng: rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + rstr(rng, "0123456789", 2) + rstr(rng, UPNUM, 6)


def _imei(rng):
    tac = rng.choice(["35", "86", "01"]) + "".join(str(rng.randrange(10)) for _ in range(6))
    return C.luhn_complete(tac + "".join(str(rng.randrange(10)) for _ in range(6)))


FILL["imei"] = _imei
VIN_CH = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
FILL["vin"] = lambda rng: rng.choice(["WVW", "SAL", "LSV", "LFV", "JTD", "VF1", "SJN"]) + rstr(rng, VIN_CH, 14)
FILL["plate_uk"] = lambda rng: rstr(rng, "ABCDEFGHJKLMNOPRSTVWXY", 2) + "%02d" % rng.choice([19, 20, 69, 70, 21, 71, 24, 74]) + " " + rstr(rng, "ABCDEFGHJKLMNOPRSTUVWXYZ", 3)
FILL["plate_cn"] = lambda rng: rng.choice("京沪川渝陕云贵甘鲁闽浙桂赣鄂") + rng.choice("ABCDEFG") + "·" + rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 5)
FILL["ear_tag"] = lambda rng: "UK %d%05d %05d" % (rng.randint(1, 7), rng.randint(0, 99999), rng.randint(0, 99999))
FILL["microchip"] = lambda rng: "%03d%012d" % (rng.choice([941, 985, 977, 900, 956]), rng.randint(0, 10 ** 12 - 1))
FILL["member_no"] = lambda rng: rstr(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + str(rng.randint(100000, 999999))
FILL["req_id"] = lambda rng: "req_" + rstr(rng, ALNUM, 24)
FILL["trace_id"] = lambda rng: rstr(rng, HEX, 32)
FILL["nhs_like"] = lambda rng: "%03d %03d %04d" % (rng.randint(400, 499), rng.randint(0, 999), rng.randint(0, 9999))
FILL["case_ref"] = lambda rng: rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ", 3) + "-" + str(rng.randint(10000, 99999))
FILL["ticket"] = lambda rng: "#" + str(rng.randint(10000, 999999))


def _isbn13(rng):
    pre = rng.choice(["9780", "9781", "9787", "9783", "97910", "9798"])
    base = pre + "".join(str(rng.randrange(10)) for _ in range(12 - len(pre)))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(base))
    d = base + str((10 - s % 10) % 10)
    return d


def _isbn13_fmt(rng):
    d = _isbn13(rng)
    if d.startswith("97910"):
        return rng.choice([d, "%s-%s-%s-%s-%s" % (d[:3], d[3:5], d[5:8], d[8:12], d[12])])
    return rng.choice([d, "%s-%s-%s-%s-%s" % (d[:3], d[3], d[4:8], d[8:12], d[12]), "%s-%s-%s-%s-%s" % (d[:3], d[3], d[4:7], d[7:12], d[12])])


def _isbn10(rng):
    base = rng.choice(["0", "1", "7"]) + "".join(str(rng.randrange(10)) for _ in range(8))
    s = sum(int(c) * (10 - i) for i, c in enumerate(base))
    ck = (11 - s % 11) % 11
    d = base + ("X" if ck == 10 else str(ck))
    return rng.choice([d, "%s-%s-%s-%s" % (d[0], d[1:4], d[4:9], d[9])])


def _issn(rng):
    base = "".join(str(rng.randrange(10)) for _ in range(7))
    s = sum(int(c) * (8 - i) for i, c in enumerate(base))
    ck = (11 - s % 11) % 11
    return base[:4] + "-" + base[4:] + ("X" if ck == 10 else str(ck))


FILL["isbn13"] = _isbn13_fmt
FILL["isbn13_plain"] = _isbn13
FILL["isbn10"] = _isbn10
FILL["issn"] = _issn
FILL["doi"] = lambda rng: "10.%d/%s" % (rng.choice([1038, 1016, 1093, 1371, 1126, 3389]), rng.choice(["s41586-0%d-%05d-%d" % (rng.randint(20, 25), rng.randint(0, 99999), rng.randint(0, 9)),
                                                                                                  "j.cell.20%d.%02d.%03d" % (rng.randint(18, 25), rng.randint(1, 12), rng.randint(1, 999)),
                                                                                                  "journal.pone.0%06d" % rng.randint(0, 999999)]))
FILL["cn_book_no"] = lambda rng: "ISBN " + _isbn13_fmt(rng)


# --- orders, tracking, invoices ---------------------------------------------------------
FILL["order_amazon"] = lambda rng: "%03d-%07d-%07d" % (rng.randint(200, 299), rng.randint(0, 9999999), rng.randint(0, 9999999))
FILL["order_ebay"] = lambda rng: "%02d-%05d-%05d" % (rng.randint(10, 27), rng.randint(0, 99999), rng.randint(0, 99999))
FILL["order_etsy"] = lambda rng: str(rng.randint(3000000000, 3499999999))
FILL["order_taobao"] = lambda rng: rng.choice(["3", "1", "4"]) + "".join(str(rng.randrange(10)) for _ in range(18))
FILL["order_jd"] = lambda rng: str(rng.randint(2 * 10 ** 11, 3 * 10 ** 11))
FILL["order_pdd"] = lambda rng: "%02d%02d%02d-%015d" % (rng.randint(23, 26), rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 10 ** 15 - 1))
FILL["order_meituan"] = lambda rng: str(rng.randint(10 ** 17, 5 * 10 ** 17))
FILL["order_shop"] = lambda rng: "#" + str(rng.randint(1001, 48999))
FILL["order_po"] = lambda rng: "PO-%d-%04d" % (rng.randint(2024, 2026), rng.randint(1, 9999))
FILL["booking_ref"] = lambda rng: rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ", 2) + rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4)
FILL["pickup_no"] = lambda rng: str(rng.randint(1, 999))


def _ups(rng):
    return "1Z" + rstr(rng, UPNUM, 6) + rstr(rng, "0123456789", 10)


FILL["track_ups"] = _ups
FILL["track_rm"] = lambda rng: rstr(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + "".join(str(rng.randrange(10)) for _ in range(9)) + "GB"
FILL["track_usps"] = lambda rng: (lambda d: " ".join(d[i:i + 4] for i in range(0, 22, 4)))("9400" + "".join(str(rng.randrange(10)) for _ in range(18)))
FILL["track_dhl"] = lambda rng: "".join(str(rng.randrange(10)) for _ in range(10))
FILL["track_evri"] = lambda rng: "H" + rstr(rng, UPNUM, 15)
FILL["track_dpd"] = lambda rng: "".join(str(rng.randrange(10)) for _ in range(14))
FILL["track_sf"] = lambda rng: "SF" + "".join(str(rng.randrange(10)) for _ in range(13))
FILL["track_zto"] = lambda rng: "7" + "".join(str(rng.randrange(10)) for _ in range(13))
FILL["track_yto"] = lambda rng: "YT" + "".join(str(rng.randrange(10)) for _ in range(13))
FILL["track_jd"] = lambda rng: "JD" + "".join(str(rng.randrange(10)) for _ in range(13))
FILL["track_ems"] = lambda rng: "E" + rstr(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 1) + "".join(str(rng.randrange(10)) for _ in range(9)) + "CN"
FILL["track_jt"] = lambda rng: "JT" + "".join(str(rng.randrange(10)) for _ in range(13))
FILL["track_canpost"] = lambda rng: "7" + "".join(str(rng.randrange(10)) for _ in range(15))
FILL["invoice"] = lambda rng: rng.choice(["INV-%d-%05d", "INV%d%05d", "%d/%05d"]) % (rng.randint(2024, 2026), rng.randint(1, 99999))
FILL["invoice_short"] = lambda rng: rng.choice(["INV-", "#", "No. ", "SI-"]) + str(rng.randint(1000, 99999))
FILL["fapiao_code"] = lambda rng: "0" + "".join(str(rng.randrange(10)) for _ in range(11))
FILL["fapiao_no"] = lambda rng: "".join(str(rng.randrange(10)) for _ in range(8))
FILL["fapiao_20"] = lambda rng: "2%d" % rng.randint(4, 6) + "".join(str(rng.randrange(10)) for _ in range(18))
FILL["vat_no"] = lambda rng: "GB %03d %04d %02d" % (rng.randint(100, 999), rng.randint(0, 9999), rng.randint(0, 99))
FILL["tax_id_cn"] = lambda rng: "91" + rstr(rng, "0123456789", 6) + rstr(rng, "0123456789ABCDEFGHJKLMNPQRTUWXY", 10)
FILL["receipt_no"] = lambda rng: "%04d-%04d-%04d" % (rng.randint(0, 9999), rng.randint(0, 9999), rng.randint(0, 9999))


# --- phones ---------------------------------------------------------------------------------
FILL["phone_uk"] = lambda rng: rng.choice(["07700 900%03d", "07700 900 %03d", "+44 7700 900%03d", "0113 496 0%03d", "020 7946 0%03d"]) % rng.randint(0, 999)
FILL["phone_us"] = lambda rng: rng.choice(["(%d) 555-01%02d", "%d-555-01%02d", "+1 %d 555 01%02d"]) % (rng.choice([206, 425, 604, 416, 312]), rng.randint(0, 99))
FILL["phone_cn"] = lambda rng: (lambda d: rng.choice([d, d[:3] + " " + d[3:7] + " " + d[7:], d[:3] + "-" + d[3:7] + "-" + d[7:], "+86 " + d]))(
    "1" + rng.choice(["38", "39", "58", "86", "36", "77", "89", "52", "99"]) + "".join(str(rng.randrange(10)) for _ in range(8)))
FILL["phone_cn_land"] = lambda rng: rng.choice(["028-%d", "023-%d", "029-%d", "0871-%d", "0591-%d"]) % rng.randint(60000000, 89999999)
FILL["phone_400"] = lambda rng: "400-%03d-%04d" % (rng.randint(100, 999), rng.randint(0, 9999))
FILL["phone_hk"] = lambda rng: "+852 %d%03d %04d" % (rng.choice([5, 6, 9]), rng.randint(0, 999), rng.randint(0, 9999))
FILL["phone_de"] = lambda rng: "+49 151 %04d %04d" % (rng.randint(0, 9999), rng.randint(0, 9999))
FILL["phone_au"] = lambda rng: "04%02d %03d %03d" % (rng.randint(0, 99), rng.randint(0, 999), rng.randint(0, 999))

# --- postcodes ---------------------------------------------------------------------------------
IN_PIN = [("Pune", "411", "Maharashtra"), ("Kochi", "682", "Kerala"), ("Jaipur", "302", "Rajasthan"), ("Lucknow", "226", "Uttar Pradesh"),
          ("Mysuru", "570", "Karnataka"), ("Indore", "452", "Madhya Pradesh"), ("Bhopal", "462", "Madhya Pradesh"),
          ("Coimbatore", "641", "Tamil Nadu"), ("Nagpur", "440", "Maharashtra"), ("Chandigarh", "160", "Chandigarh"),
          ("Guwahati", "781", "Assam"), ("Madurai", "625", "Tamil Nadu")]
FILL["in_pin"] = lambda rng: (lambda c: (c[0], "%s%03d" % (c[1], rng.randint(1, 99)), c[2]))(rng.choice(IN_PIN))
FILL["uk_postcode"] = lambda rng: rng.choice(["YO21 %d%s", "CA12 %d%s", "TR18 %d%s", "SY8 %d%s", "LS6 %d%s", "EH10 %d%s", "BT1 %d%s", "PL4 %d%s"]) % (
    rng.randint(1, 9), rstr(rng, "ABDEFGHJLNPQRSTUWXYZ", 2))
FILL["us_zip"] = lambda rng: ("%05d" % rng.randint(10000, 99950)) if rng.random() < .5 else ("%05d-%04d" % (rng.randint(10000, 99950), rng.randint(1, 9999)))
CN_POST = [("成都", "610"), ("重庆", "400"), ("西安", "710"), ("昆明", "650"), ("贵阳", "550"), ("兰州", "730"), ("洛阳", "471"),
           ("泉州", "362"), ("绍兴", "312"), ("柳州", "545"), ("宜昌", "443"), ("大理", "671")]
FILL["cn_post"] = lambda rng: (lambda c: (c[0], "%s%03d" % (c[1], rng.randint(0, 999))))(rng.choice(CN_POST))
FILL["sg_postal"] = lambda rng: "%02d%04d" % (rng.choice([23, 24, 42, 52, 53, 73]), rng.randint(0, 9999))
FILL["ca_postal"] = lambda rng: "%s%d%s %d%s%d" % (rng.choice("VMTKH"), rng.randint(1, 9), rstr(rng, "ABCEGHJKLMNPRSTVWXYZ", 1), rng.randint(1, 9), rstr(rng, "ABCEGHJKLMNPRSTVWXYZ", 1), rng.randint(1, 9))
FILL["de_plz"] = lambda rng: "%05d" % rng.randint(10115, 99998)
FILL["au_postcode"] = lambda rng: str(rng.choice([3000, 3053, 3121, 2000, 2010, 4000, 3186]))


# --- masked -------------------------------------------------------------------------------------
FILL["last4"] = lambda rng: "%04d" % rng.randint(0, 9999)
FILL["masked_card"] = lambda rng: rng.choice(["**** **** **** %04d", "•••• %04d", "XXXX-XXXX-XXXX-%04d", "************%04d", "4921 •••• •••• %04d", "5412 75** **** %04d"]) % rng.randint(0, 9999)
FILL["masked_phone"] = lambda rng: rng.choice(["138****%04d", "159****%04d", "07*** ***%03d", "+44 7*** ***%03d", "186 **** %04d"]) % rng.randint(0, 999)
FILL["masked_email"] = lambda rng: rng.choice(["a***@gmail.com", "z*******8@qq.com", "j****.k@outlook.com", "h***i@163.com", "p***@btinternet.com"])
FILL["masked_key"] = lambda rng: rng.choice(["sk_live_…%s", "ghp_****************************%s", "sk-…%s", "AKIA************%s", "xoxb-****-****-%s", "glpat-••••••••%s"]) % rstr(rng, ALNUM, 4)
FILL["dots"] = lambda rng: rng.choice(["••••••", "●●●●●●●●", "********", "······", "****"])


# --- public material --------------------------------------------------------------------------------
def _ssh_pub(rng):
    pk = C.ed25519_pub(rbytes(rng, 32))
    return "ssh-ed25519 " + base64.b64encode(C.ssh_ed25519_blob(pk)).decode() + " " + _comment(rng)


FILL["ssh_pub"] = _ssh_pub
FILL["ssh_fpr"] = lambda rng: "SHA256:" + base64.b64encode(rbytes(rng, 32)).decode().rstrip("=")
FILL["pgp_fpr"] = lambda rng: " ".join(rstr(rng, "0123456789ABCDEF", 4) for _ in range(10))
FILL["age_pub"] = lambda rng: C.bech32_bytes("age", rbytes(rng, 32))
FILL["wg_pub"] = lambda rng: base64.b64encode(rbytes(rng, 32)).decode()
FILL["npub"] = lambda rng: C.bech32_bytes("npub", rbytes(rng, 32))
FILL["btc_p2pkh"] = lambda rng: C.b58check_enc(b"\x00" + rbytes(rng, 20))
FILL["btc_p2sh"] = lambda rng: C.b58check_enc(b"\x05" + rbytes(rng, 20))
FILL["btc_bech32"] = lambda rng: C.segwit_addr("bc", 0, rbytes(rng, 20))
FILL["btc_taproot"] = lambda rng: C.segwit_addr("bc", 1, rbytes(rng, 32))
FILL["btc_addr"] = lambda rng: rng.choice([FILL["btc_p2pkh"], FILL["btc_p2sh"], FILL["btc_bech32"], FILL["btc_taproot"]])(rng)


def _eth_addr(rng):
    P = C.SECP256K1.mul(C.scalar(rng, C.SECP256K1))
    return C.eip55(C.keccak256(P[0].to_bytes(32, "big") + P[1].to_bytes(32, "big"))[-20:])


FILL["eth_addr"] = _eth_addr
FILL["tron_addr"] = lambda rng: C.b58check_enc(b"\x41" + rbytes(rng, 20))
FILL["sol_addr"] = lambda rng: C.b58enc(C.ed25519_pub(rbytes(rng, 32)))
FILL["tx_hash"] = lambda rng: "0x" + rstr(rng, HEX, 64)


def _xpub(rng):
    P = C.SECP256K1.mul(C.scalar(rng, C.SECP256K1))
    raw = bytes.fromhex("0488B21E") + b"\x03" + rbytes(rng, 4) + (0x80000000).to_bytes(4, "big") + rbytes(rng, 32) + C.compress(P)
    return C.b58check_enc(raw)


FILL["xpub"] = _xpub


def _pub_pem(rng):
    pk = C.ed25519_pub(rbytes(rng, 32))
    return C.pem("PUBLIC KEY", C.der_seq(C.der_seq(C.der_oid("1.3.101.112")), C.der(0x03, b"\0" + pk)))


FILL["pub_pem"] = _pub_pem


# --- BIP39 look-alikes ---------------------------------------------------------------------------
FILL["bip_bad12"] = lambda rng: " ".join(C.bip39_invalid(rng, 12, C.EN_WORDS, C.EN_INDEX))
FILL["bip_bad12_lines"] = lambda rng: "\n".join(C.bip39_invalid(rng, 12, C.EN_WORDS, C.EN_INDEX))
FILL["bip_bad12_num"] = lambda rng: "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(C.bip39_invalid(rng, 12, C.EN_WORDS, C.EN_INDEX)))
FILL["bip_bad12_comma"] = lambda rng: ", ".join(C.bip39_invalid(rng, 12, C.EN_WORDS, C.EN_INDEX))
FILL["bip_few"] = lambda rng: ", ".join(rng.sample(C.EN_WORDS, rng.randint(5, 8)))
FILL["bip_few_sp"] = lambda rng: " ".join(rng.sample(C.EN_WORDS, rng.randint(4, 7)))
FILL["bipz_bad12"] = lambda rng: " ".join(C.bip39_invalid(rng, 12, C.ZH_WORDS, C.ZH_INDEX))
FILL["bipz_bad12_nosp"] = lambda rng: "".join(C.bip39_invalid(rng, 12, C.ZH_WORDS, C.ZH_INDEX))
FILL["bipz_bad12_dun"] = lambda rng: "、".join(C.bip39_invalid(rng, 12, C.ZH_WORDS, C.ZH_INDEX))
FILL["bipz_few"] = lambda rng: " ".join(rng.sample(C.ZH_WORDS, rng.randint(5, 8)))
FILL["bip_bad13"] = lambda rng: " ".join(C.bip39_invalid(rng, 13, C.EN_WORDS, C.EN_INDEX))
FILL["bip_bad11"] = lambda rng: " ".join(C.bip39_invalid(rng, 11, C.EN_WORDS, C.EN_INDEX))

# --- misc fillers for benign config ---------------------------------------------------------------
pool("env_key_pw", ["DB_PASSWORD", "SMTP_PASS", "REDIS_PASSWORD", "ADMIN_PASSWORD", "PG_PASS", "MAIL_PASSWORD"])
pool("env_key_tok", ["STRIPE_SECRET_KEY", "OPENAI_API_KEY", "GITHUB_TOKEN", "SLACK_BOT_TOKEN", "SENDGRID_API_KEY", "TWILIO_AUTH_TOKEN", "DEEPSEEK_API_KEY", "HERD_SYNC_TOKEN"])
pool("pm_name", ["1Password", "Bitwarden", "KeePassXC", "Dashlane", "Proton Pass", "Apple Passwords", "LastPass", "Keeper"])
pool("vault_name", ["Practice", "Crew", "Shared", "Family", "Lab", "Committee", "Shop", "Trustees", "Admin"])
pool("item_name", ["Wi-Fi (staff)", "Xero login", "Bank — business account", "Parlour PC", "Freezer alarm panel", "Till PIN", "Booking site admin",
                   "Domain registrar", "Boathouse key safe", "Router admin", "NAS", "Ancestry account"])
FILL["qqnum"] = lambda rng: str(rng.randint(10 ** 7, 3 * 10 ** 9))
FILL["apphash"] = lambda rng: rstr(rng, ALNUM + "+/", 11)
pool("var_js", ["key", "secret", "token", "apiKey", "stripeKey", "dbPass", "hookSecret"])
pool("tfvar", ["db_password", "admin_password", "smtp_password", "api_token", "herd_db_pass", "sync_secret"])
pool("cred_name", ["dbpass", "smtp", "apitoken", "hookkey", "pgpass"])
pool("svc_name", ["herd", "choir", "lab", "lettings", "callout", "till"])
pool("k8s_secret", ["herd-db", "choir-db", "lettings-pg", "callout-redis", "shop-db", "lims-pg"])
pool("env_key_plain", ["NODE_ENV", "LOG_LEVEL", "PORT", "TZ", "DEBUG", "WORKERS", "PUBLIC_URL", "S3_BUCKET", "AWS_REGION", "FEATURE_NEW_ROTA",
                       "MAX_UPLOAD_MB", "CACHE_TTL", "SENTRY_ENVIRONMENT", "DEFAULT_LOCALE", "DB_HOST", "DB_PORT", "DB_NAME", "DB_USER"])
pool("pem_label", ["OPENSSH PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
FILL["clf_date"] = lambda rng: "%02d/%s/20%02d" % (rng.randint(1, 28), rng.choice(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]), rng.randint(24, 26))
FILL["exam_day"] = lambda rng: str(rng.choice([20, 21, 22, 23, 24, 26, 27]))
FILL["track_auspost"] = lambda rng: rstr(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + "".join(str(rng.randrange(10)) for _ in range(9)) + "AU"
FILL["node_ver"] = lambda rng: "v%d.%d.%d" % (rng.choice([18, 20, 22, 23]), rng.randint(0, 19), rng.randint(0, 9))
pool("redact_kind", ["otp", "pin", "password", "door_code", "security_answer", "wifi_password"])
FILL["pcr_cycles"] = lambda rng: str(rng.choice([25, 28, 30, 32, 35, 40]))


def _cert_pem(rng):
    """A structurally valid X.509 v3 certificate (Ed25519 key; the signature bytes are random)."""
    def name(cn, o):
        return C.der_seq(C.der(0x31, C.der_seq(C.der_oid("2.5.4.10"), C.der(0x0C, o.encode()))),
                         C.der(0x31, C.der_seq(C.der_oid("2.5.4.3"), C.der(0x0C, cn.encode()))))
    host = rng.choice(["lab-box.bioc.ac.uk", "nas.lifeboat-crew.org", "tickets.choirloft.net", "herd.local", "oa.wedding-studio.cn"])
    org = rng.choice(["Bioc Lab", "Lifeboat Crew", "Choir Loft", "Dairy Herd", "Wedding Studio"])
    y = rng.randint(24, 26)
    validity = C.der_seq(C.der(0x17, ("%02d%02d%02d000000Z" % (y, rng.randint(1, 12), rng.randint(1, 28))).encode()),
                         C.der(0x17, ("%02d%02d%02d000000Z" % (y + 1, rng.randint(1, 12), rng.randint(1, 28))).encode()))
    alg = C.der_seq(C.der_oid("1.3.101.112"))
    spki = C.der_seq(alg, C.der(0x03, b"\0" + C.ed25519_pub(rbytes(rng, 32))))
    tbs = C.der_seq(C.der(0xA0, C.der_int(2)), C.der_int(rng.getrandbits(120)), alg, name(host, org), validity, name(host, org), spki)
    return C.pem("CERTIFICATE", C.der_seq(tbs, alg, C.der(0x03, b"\0" + rbytes(rng, 64))))


FILL["cert_pem"] = _cert_pem
