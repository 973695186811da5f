"""fill29 -- fillers and benign look-alike generators for secrets_corpus29.

Every generator is called as GEN(ctx, args) and returns a string.  In a template, @{name:args}
is a filler; @{?name:args} marks the benign look-alike whose value becomes the case's span.
"""
import base64
import hashlib
import json
import struct29 as S
import values29 as V

LOW, UP, DIG, ALNUM, HEX = V.LOW, V.UP, V.DIG, V.ALNUM, V.HEX
rstr, arg, pick = V.rstr, V.arg, V.pick

# ---------------------------------------------------------------------------
# people, places, times
# ---------------------------------------------------------------------------
EN_NAMES = ["Niamh", "Tobias", "Amara", "Declan", "Freya", "Kofi", "Ines", "Rohan", "Saoirse", "Emeka",
            "Magda", "Tiago", "Elif", "Oskar", "Wren", "Jude", "Nadia", "Bram", "Esme", "Kai", "Hallie",
            "Rufus", "Thandi", "Mirela", "Otis", "Zofia", "Anouk", "Idris", "Lotte", "Femi"]
EN_LAST = ["Okafor", "Brennan", "Lindqvist", "Moreau", "Haddad", "Novak", "Pereira", "Achterberg", "Mbeki",
           "Castellano", "Rahman", "Whitlock", "Dunphy", "Sørensen", "Kovacs", "Tamura", "Oduya", "Farrell"]
ZH_SUR = "王李张刘陈杨黄赵周吴徐孙马胡朱郭何罗高林郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任卢姚沈钟姜崔谭陆范汪廖石金韦贾夏付方邹熊白孟秦邱侯江尹薛闫段雷龙黎史陶贺毛郝顾龚邵万覃武钱戴严莫孔向常汤康易乔赖文"
ZH_GIVEN = ["建国", "秀兰", "志强", "丽娟", "海燕", "俊杰", "晓东", "雪梅", "文博", "思琪", "子涵", "浩然",
            "雨桐", "明轩", "佳怡", "欣怡", "宇航", "梓萱", "婷婷", "国华", "红霞", "春生", "桂芝", "永军"]
ZH_NICK = ["小雨", "阿强", "大壮", "琳琳", "老周", "阿芳", "胖虎", "小鹿", "二姐", "老马", "阿杰", "甜甜",
           "老陈", "小美", "阿伟", "娟子", "强哥", "菲菲"]
EN_REL = ["Mum", "Dad", "Gran", "Grandad", "Auntie Bea", "Uncle Tom", "my sister", "my brother", "Nan"]
ZH_REL = ["妈", "爸", "姐", "哥", "老婆", "老公", "奶奶", "外婆", "舅舅", "小姨", "闺女", "儿子"]
EN_CITY = ["Bratislava", "Riga", "Tirana", "Skopje", "Novi Sad", "Plovdiv", "Limassol", "Baku", "Bishkek",
           "Windhoek", "Gaborone", "Lusaka", "Antananarivo", "Douala", "Abidjan", "Sucre", "Asunción",
           "Antigua Guatemala", "Santo Domingo", "Kingston", "Port of Spain", "Nassau", "Manama", "Alexandria",
           "Oran", "Yangon", "Malé", "Bandar Seri Begawan", "Apia", "Port Moresby"]
ZH_CITY = ["绍兴", "泉州", "潍坊", "宜昌", "株洲", "遵义", "大理", "包头", "盐城", "芜湖", "柳州", "赣州",
           "汕头", "湛江", "洛阳", "丹东", "威海", "景德镇", "乐山", "绵阳", "襄阳", "荆州", "九江", "嘉兴"]
EN_PLACE = ["the dental practice", "the climbing gym", "the animal shelter", "the rowing club", "the record shop",
            "the laundrette", "the chess club", "the ski hire shop", "the bowling alley", "the church hall",
            "the community fridge", "the coffee cart", "the podcast studio", "the film unit base", "the language school",
            "the hair salon", "the student house", "the plumbing van", "the astronomy society", "the kids' football club"]
ZH_PLACE = ["水果店", "网吧", "美甲店", "理发店", "洗衣店", "牙科诊所", "代账公司", "社区团购群", "农家乐",
            "棋牌室", "宠物寄养店", "村委会", "老年大学", "婚庆公司", "家政公司", "药店", "乡镇卫生院", "钓鱼协会",
            "广场舞队", "律所", "留学中介", "大棚", "快递柜", "直播间"]
EN_SERVICE = ["Revolut", "Monzo", "Starling", "PayPal", "Venmo", "Cash App", "Wise", "Klarna", "eBay", "Etsy",
              "Depop", "Steam", "Epic Games", "Discord", "Twitch", "Outlook", "Yahoo Mail", "iCloud", "Dropbox",
              "Coinbase", "Kraken", "Uber", "Bolt", "Lyft", "Deliveroo", "DoorDash", "Airbnb", "Vinted", "Zelle", "Chime"]
ZH_SERVICE = ["支付宝", "微信支付", "美团", "拼多多", "闲鱼", "京东", "淘宝", "抖音", "快手", "小红书", "饿了么",
              "滴滴", "携程", "12306", "哈啰", "菜鸟", "顺丰", "网易云音乐", "哔哩哔哩", "爱奇艺", "钉钉", "企业微信",
              "个人所得税", "国家医保服务平台", "学习通", "中国移动", "中国联通", "中国电信"]
EN_BANK = ["Tatra banka", "Swedbank", "Raiffeisen", "Komercijalna", "Hellenic Bank", "Kapital Bank",
           "Bank Windhoek", "FNB Botswana", "Zanaco", "BNI Madagascar", "Afriland", "Banco Unión", "Banco Popular",
           "NCB Jamaica", "Republic Bank", "BBK", "Banque Misr", "KBZ Pay", "Bank of Maldives", "Baiduri"]
ZH_BANK = ["建设银行", "中国银行", "邮储银行", "浦发银行", "光大银行", "民生银行", "兴业银行", "平安银行",
           "华夏银行", "广发银行", "北京银行", "农商银行", "农村信用社", "微众银行", "网商银行"]
EN_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZH_DAY = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
EN_MONTH = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
EN_WORDS = ["lamp", "river", "garden", "signal", "pocket", "window", "ladder", "candle", "mirror", "basket",
            "ticket", "engine", "feather", "marble", "button", "paddle", "saddle", "tunnel", "pillow", "compass"]
DOMAINS = ["kestrel.studio", "lanternhouse.org", "harbourlane.ie", "fjordline.no", "qiaoshe.cn", "shelterops.org",
           "pebblemail.net", "rowclub.co.uk", "chesstea.cafe", "molar.dental", "vinylbarn.shop", "climbhq.fit"]


def f_name(ctx, a):
    return ctx.rng.choice(EN_NAMES)


def f_fullname(ctx, a):
    return ctx.rng.choice(EN_NAMES) + " " + ctx.rng.choice(EN_LAST)


def f_last(ctx, a):
    return ctx.rng.choice(EN_LAST)


def f_zname(ctx, a):
    return ctx.rng.choice(ZH_SUR) + ctx.rng.choice(ZH_GIVEN)


def f_zsur(ctx, a):
    return ctx.rng.choice(ZH_SUR)


def f_znick(ctx, a):
    return ctx.rng.choice(ZH_NICK)


def f_rel(ctx, a):
    return ctx.rng.choice(EN_REL)


def f_zrel(ctx, a):
    return ctx.rng.choice(ZH_REL)


def f_city(ctx, a):
    return ctx.rng.choice(EN_CITY)


def f_zcity(ctx, a):
    return ctx.rng.choice(ZH_CITY)


def f_place(ctx, a):
    return ctx.rng.choice(EN_PLACE)


def f_zplace(ctx, a):
    return ctx.rng.choice(ZH_PLACE)


def f_service(ctx, a):
    return ctx.rng.choice(EN_SERVICE)


def f_zservice(ctx, a):
    return ctx.rng.choice(ZH_SERVICE)


def f_bank(ctx, a):
    return ctx.rng.choice(EN_BANK)


def f_zbank(ctx, a):
    return ctx.rng.choice(ZH_BANK)


def f_day(ctx, a):
    return ctx.rng.choice(EN_DAY)


def f_zday(ctx, a):
    return ctx.rng.choice(ZH_DAY)


def f_word(ctx, a):
    return ctx.rng.choice(EN_WORDS)


def f_time(ctx, a):
    return "%02d:%02d" % (ctx.rng.randint(6, 23), ctx.rng.randint(0, 59))


def f_clock(ctx, a):
    """increasing chat times within one text"""
    rng = ctx.rng
    cur = getattr(ctx, "_clock", None)
    cur = rng.randint(7 * 60, 22 * 60) if cur is None else cur + rng.randint(0, 6)
    ctx._clock = cur
    return "%02d:%02d" % ((cur // 60) % 24, cur % 60)


def f_time12(ctx, a):
    return "%d:%02d %s" % (ctx.rng.randint(1, 12), ctx.rng.randint(0, 59), ctx.rng.choice(["AM", "PM"]))


def f_date(ctx, a):
    return "%d %s" % (ctx.rng.randint(1, 28), ctx.rng.choice(EN_MONTH))


def f_isodate(ctx, a):
    return "%d-%02d-%02d" % (ctx.rng.choice([2025, 2026]), ctx.rng.randint(1, 12), ctx.rng.randint(1, 28))


def f_zdate(ctx, a):
    return "%d月%d日" % (ctx.rng.randint(1, 12), ctx.rng.randint(1, 28))


def f_num(ctx, a):
    lo, hi = (int(x) for x in (a[0] if a else "2-9").split("-"))
    return str(ctx.rng.randint(lo, hi))


def f_digits(ctx, a):
    return rstr(ctx.rng, DIG, int(a[0] if a else 4))


def f_pick(ctx, a):
    return ctx.rng.choice(a)


def f_amount(ctx, a):
    rng = ctx.rng
    cur = arg(a, 0) or rng.choice(["€", "£", "$", "N$", "BWP ", "K", "Bs ", "J$", "BD "])
    return "%s%d.%02d" % (cur, rng.randint(3, 480), rng.choice([0, 50, 99, 25, 75, 10]))


def f_zamount(ctx, a):
    rng = ctx.rng
    return "%d.%02d元" % (rng.randint(3, 2000), rng.choice([0, 50, 80, 90, 0]))


def f_host(ctx, a):
    return ctx.rng.choice(V.HOSTS)


def f_dom(ctx, a):
    return ctx.rng.choice(DOMAINS)


def f_email(ctx, a):
    rng = ctx.rng
    return rng.choice(["niamh.o", "t.lindqvist", "amara", "k.okafor", "wren", "lwei", "zhang.min", "chen_yu", "ops",
                       "office", "hello", "bookings"]) + "@" + rng.choice(DOMAINS)


def f_user(ctx, a):
    return ctx.rng.choice(V.DBUSERS)


def f_ssid(ctx, a):
    return ctx.rng.choice(V.SSID_POOL)


def f_ip(ctx, a):
    rng = ctx.rng
    return rng.choice(["192.168.%d.%d" % (rng.randint(0, 50), rng.randint(2, 250)),
                       "10.%d.%d.%d" % (rng.randint(0, 40), rng.randint(0, 255), rng.randint(2, 250))])


def f_issuer(ctx, a):
    return ctx.rng.choice([i for i in V.ISSUERS if ctx.lang != "en" or i.isascii()])


def f_min(ctx, a):
    return str(ctx.rng.choice([2, 3, 5, 5, 10, 10, 15]))


# ---------------------------------------------------------------------------
# benign look-alikes
# ---------------------------------------------------------------------------
def _rb(rng, n):
    return bytes(rng.randrange(256) for _ in range(n))


def f_hash(ctx, a):
    rng = ctx.rng
    alg = arg(a, 0) or rng.choice(["sha256", "sha256", "sha1", "md5", "sha512"])
    h = getattr(hashlib, alg)(_rb(rng, 32)).hexdigest()
    return h.upper() if arg(a, 1) == "up" else h


def f_sri(ctx, a):
    rng = ctx.rng
    alg = arg(a, 0) or rng.choice(["sha384", "sha384", "sha256", "sha512"])
    return alg + "-" + base64.b64encode(getattr(hashlib, alg)(_rb(rng, 16)).digest()).decode()


def f_b64hash(ctx, a):
    return base64.b64encode(hashlib.sha256(_rb(ctx.rng, 16)).digest()).decode()


def f_gitsha(ctx, a):
    n = int(arg(a, 0) or 40)
    return hashlib.sha1(_rb(ctx.rng, 20)).hexdigest()[:n]


def f_colour(ctx, a):
    rng = ctx.rng
    st = arg(a, 0) or rng.choice(["hex6", "hex6", "hex3", "hex8"])
    if st == "hex6":
        return "#" + rstr(rng, HEX if rng.random() < 0.6 else "0123456789ABCDEF", 6)
    if st == "hex3":
        return "#" + rstr(rng, HEX, 3)
    if st == "hex8":
        return "#" + rstr(rng, "0123456789ABCDEF", 8)
    if st == "flutter":
        return "Color(0xFF" + rstr(rng, "0123456789ABCDEF", 6) + ")"
    if st == "rgb":
        return "rgb(%d, %d, %d)" % (rng.randrange(256), rng.randrange(256), rng.randrange(256))
    if st == "bare":
        return rstr(rng, "0123456789ABCDEF", 6)
    raise ValueError(st)


def f_isbn(ctx, a):
    rng = ctx.rng
    st = arg(a, 0) or rng.choice(["13", "13h", "10", "cn"])
    if st in ("13", "13h"):
        d = rng.choice(["978", "979"]) + rstr(rng, DIG, 9)
        full = d + S.isbn13_check(d)
        if st == "13":
            return full
        return "%s-%s-%s-%s-%s" % (full[:3], full[3], full[4:8], full[8:12], full[12])
    if st == "cn":
        d = "9787" + rstr(rng, DIG, 8)
        full = d + S.isbn13_check(d)
        return "ISBN %s-%s-%s-%s-%s" % (full[:3], full[3], full[4:7], full[7:12], full[12])
    d = rstr(rng, DIG, 9)
    return d + S.isbn10_check(d)


def f_masked(ctx, a):
    rng = ctx.rng
    st = arg(a, 0) or rng.choice(["stars", "dots", "x", "bin", "last4"])
    l4 = rstr(rng, DIG, 4)
    if st == "stars":
        return "**** **** **** " + l4
    if st == "dots":
        return "•••• " + l4
    if st == "x":
        return "XXXX-XXXX-XXXX-" + l4
    if st == "bin":
        return rng.choice(["622848", "453201", "520473", "621700"]) + "******" + l4
    if st == "zh":
        return rng.choice(["6222", "6217", "6228"]) + " **** **** " + l4
    if st == "amex":
        return "•••• •••••• •" + l4
    if st == "last4":
        return l4
    raise ValueError(st)


def f_ip4(ctx, a):
    rng = ctx.rng
    return "%d.%d.%d.%d" % (rng.choice([10, 172, 192, 100, 203, 45, 81]), rng.randrange(256), rng.randrange(256), rng.randint(1, 254))


def f_ip6(ctx, a):
    rng = ctx.rng
    return "2001:db8:%x:%x::%x" % (rng.randrange(65536), rng.randrange(65536), rng.randint(1, 4095))


def f_mac(ctx, a):
    rng = ctx.rng
    sep = arg(a, 0) or ":"
    return sep.join("%02x" % rng.randrange(256) for _ in range(6)).upper() if rng.random() < 0.4 else sep.join("%02x" % rng.randrange(256) for _ in range(6))


def f_cidr(ctx, a):
    rng = ctx.rng
    return "10.%d.%d.0/%d" % (rng.randrange(256), rng.randrange(256), rng.choice([16, 20, 24]))


def f_uuid(ctx, a):
    rng = ctx.rng
    st = arg(a, 0) or rng.choice(["v4", "v4", "v7", "upper"])
    if st == "v7":
        ms = rng.randint(1735689600000, 1767225600000)
        h = "%012x" % ms + "7" + rstr(rng, HEX, 3) + rng.choice("89ab") + rstr(rng, HEX, 15)
    else:
        h = rstr(rng, HEX, 12) + "4" + rstr(rng, HEX, 3) + rng.choice("89ab") + rstr(rng, HEX, 15)
    u = "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
    if st == "upper":
        return u.upper()
    if st == "brace":
        return "{" + u.upper() + "}"
    return u


def f_version(ctx, a):
    rng = ctx.rng
    st = arg(a, 0) or rng.choice(["semver", "build", "chrome", "kernel"])
    if st == "semver":
        return "%d.%d.%d" % (rng.randint(0, 9), rng.randint(0, 40), rng.randint(0, 30))
    if st == "build":
        return "%d.%d.%d (build %d)" % (rng.randint(1, 19), rng.randint(0, 9), rng.randint(0, 9), rng.randint(1000, 99999))
    if st == "chrome":
        return "%d.0.%d.%d" % (rng.randint(120, 140), rng.randint(6000, 7500), rng.randint(10, 250))
    if st == "kernel":
        return "6.%d.%d-%d-generic" % (rng.randint(1, 12), rng.randint(0, 60), rng.randint(10, 99))
    if st == "ios":
        return "iOS %d.%d.%d (%d%s%d)" % (rng.randint(16, 19), rng.randint(0, 6), rng.randint(0, 3), rng.randint(20, 23), rng.choice("ABCDEFG"), rng.randint(10, 600))
    if st == "fw":
        return "V%d.%d.%d.%d" % (rng.randint(1, 5), rng.randint(0, 9), rng.randint(0, 99), rng.randint(100, 9999))
    if st == "pep":
        return "%d.%d.%drc%d" % (rng.randint(1, 5), rng.randint(0, 20), rng.randint(0, 9), rng.randint(1, 3))
    raise ValueError(st)


def f_dt(ctx, a):
    rng = ctx.rng
    st = arg(a, 0) or rng.choice(["iso", "ts", "en", "zh"])
    y, m, d = rng.choice([2024, 2025, 2026]), rng.randint(1, 12), rng.randint(1, 28)
    hh, mm, ss = rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)
    if st == "iso":
        return "%d-%02d-%02dT%02d:%02d:%02dZ" % (y, m, d, hh, mm, ss)
    if st == "ts":
        return str(rng.randint(1700000000, 1790000000))
    if st == "tsms":
        return str(rng.randint(1700000000000, 1790000000000))
    if st == "en":
        return "%d %s %d, %02d:%02d" % (d, EN_MONTH[m - 1], y, hh, mm)
    if st == "zh":
        return "%d年%d月%d日 %02d:%02d" % (y, m, d, hh, mm)
    if st == "compact":
        return "%d%02d%02d%02d%02d" % (y, m, d, hh, mm)
    if st == "hhmm":
        return "%02d%02d" % (hh, mm)
    if st == "dmy":
        return "%02d/%02d/%d" % (d, m, y)
    if st == "ymd":
        return "%d%02d%02d" % (y, m, d)
    raise ValueError(st)


def f_order(ctx, a):
    rng = ctx.rng
    st = arg(a, 0) or rng.choice(["amazon", "taobao", "jd", "ebay", "shopify", "pdd"])
    if st == "amazon":
        return "%03d-%07d-%07d" % (rng.randint(100, 999), rng.randint(0, 9999999), rng.randint(0, 9999999))
    if st == "taobao":
        return str(rng.randint(2, 4)) + rstr(rng, DIG, 18)
    if st == "jd":
        return str(rng.randint(2, 3)) + rstr(rng, DIG, 11)
    if st == "ebay":
        return "%02d-%05d-%05d" % (rng.randint(10, 27), rng.randint(0, 99999), rng.randint(0, 99999))
    if st == "shopify":
        return "#%d" % rng.randint(1001, 48000)
    if st == "pdd":
        return "%02d%02d%02d-%s" % (rng.randint(24, 26), rng.randint(1, 12), rng.randint(1, 28), rstr(rng, DIG, 15))
    if st == "meituan":
        return "3" + rstr(rng, DIG, 17)
    raise ValueError(st)


def f_tracking(ctx, a):
    rng = ctx.rng
    st = arg(a, 0) or rng.choice(["s10", "ups", "sf", "zto", "dhl", "usps", "yto", "jt"])
    if st == "s10":
        d = rstr(rng, DIG, 8)
        return rng.choice(["RR", "CP", "LX", "EE", "RB", "UA"]) + d + S.s10_check(d) + rng.choice(["CN", "GB", "SK", "LV", "NA", "BW", "JM", "EG", "MV"])
    if st == "ups":
        return "1Z" + rstr(rng, UP + DIG, 6) + rstr(rng, DIG, 10)
    if st == "sf":
        return "SF" + rstr(rng, DIG, 13)
    if st == "zto":
        return "7" + rstr(rng, DIG, 13)
    if st == "yto":
        return "YT" + rstr(rng, DIG, 13)
    if st == "jt":
        return "JT" + rstr(rng, DIG, 13)
    if st == "dhl":
        return rstr(rng, DIG, 10)
    if st == "usps":
        return "9400 " + " ".join(rstr(rng, DIG, 4) for _ in range(4)) + " " + rstr(rng, DIG, 2)
    if st == "fedex":
        return rstr(rng, DIG, 12)
    if st == "cainiao":
        return "LP00" + rstr(rng, DIG, 12)
    raise ValueError(st)


def f_invoice(ctx, a):
    rng = ctx.rng
    st = arg(a, 0) or rng.choice(["inv", "po", "zh20", "zh8", "ref"])
    if st == "inv":
        return "INV-%d-%05d" % (rng.choice([2025, 2026]), rng.randint(1, 99999))
    if st == "po":
        return "PO-%06d" % rng.randint(1, 999999)
    if st == "zh20":
        return "%d%s" % (rng.choice([24, 25, 26]), rstr(rng, DIG, 18))
    if st == "zh8":
        return rstr(rng, DIG, 8)
    if st == "ref":
        return "%s-%s" % (rstr(rng, UP, 3), rstr(rng, DIG, 6))
    if st == "pnr":
        return rstr(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
    raise ValueError(st)


def f_phone(ctx, a):
    rng = ctx.rng
    st = arg(a, 0) or rng.choice(["uk", "ie", "sk", "lv", "na", "bw", "jm", "bh", "eg", "mv", "cn", "cnland", "cn400", "us"])
    R = lambda n: rstr(rng, DIG, n)
    return {
        "uk": "+44 7700 900" + R(3),
        "ie": "+353 87 " + R(3) + " " + R(4),
        "sk": "+421 9" + R(2) + " " + R(3) + " " + R(3),
        "lv": "+371 2" + R(3) + " " + R(4),
        "na": "+264 81 " + R(3) + " " + R(4),
        "bw": "+267 7" + R(1) + " " + R(3) + " " + R(3),
        "jm": "+1 876 " + R(3) + " " + R(4),
        "bh": "+973 3" + R(3) + " " + R(4),
        "eg": "+20 10 " + R(4) + " " + R(4),
        "mv": "+960 7" + R(2) + "-" + R(4),
        "us": "(" + rng.choice(["415", "312", "617", "206"]) + ") 555-0" + R(3),
        "cn": "1" + rng.choice(["38", "39", "58", "86", "77", "55", "35", "89", "52", "99"]) + R(8),
        "cnsp": "1" + rng.choice(["38", "39", "58", "86"]) + R(1) + " " + R(4) + " " + R(4),
        "cnland": "0" + rng.choice(["575", "595", "536", "717", "731", "851", "872", "472"]) + "-" + R(7 if rng.random() < 0.5 else 8),
        "cn400": "400-" + R(3) + "-" + R(4),
        "in": "+91 9" + R(4) + " " + R(5),
    }[st]


def f_postcode(ctx, a):
    rng = ctx.rng
    st = arg(a, 0) or "in"
    R = lambda n: rstr(rng, DIG, n)
    if st == "in":
        return _in_city(ctx)[2] + "%03d" % rng.randint(1, 60)
    if st == "cn":
        return rng.choice(["31", "36", "26", "44", "41", "56", "67", "01", "24", "51", "33"]) + R(4)
    if st == "uk":
        return rng.choice(["BT", "EH", "CF", "LS", "NR", "TR", "IV"]) + str(rng.randint(1, 29)) + " " + str(rng.randint(1, 9)) + rstr(rng, "ABDEFGHJLNPQRSTUWXYZ", 2)
    if st == "us":
        return R(5) + ("-" + R(4) if rng.random() < 0.4 else "")
    if st == "sk":
        return R(3) + " " + R(2)
    if st == "lv":
        return "LV-" + R(4)
    if st == "jp":
        return "〒" + R(3) + "-" + R(4)
    if st == "br":
        return R(5) + "-" + R(3)
    if st == "ca":
        return "%s%d%s %d%s%d" % (rng.choice("KLMNPT"), rng.randint(1, 9), rng.choice(UP), rng.randint(1, 9), rng.choice(UP), rng.randint(1, 9))
    if st == "kr":
        return R(5)
    if st == "ru":
        return R(6)
    if st == "sg":
        return R(6)
    if st == "eg":
        return R(5)
    raise ValueError(st)


IN_CITIES = [("Pune", "Maharashtra", "411"), ("Coimbatore", "Tamil Nadu", "641"), ("Indore", "Madhya Pradesh", "452"),
             ("Kochi", "Kerala", "682"), ("Jaipur", "Rajasthan", "302"), ("Lucknow", "Uttar Pradesh", "226"),
             ("Mysuru", "Karnataka", "570"), ("Surat", "Gujarat", "395"), ("Guwahati", "Assam", "781"),
             ("Bhubaneswar", "Odisha", "751"), ("Visakhapatnam", "Andhra Pradesh", "530"), ("Nagpur", "Maharashtra", "440")]


def _in_city(ctx):
    if getattr(ctx, "_in", None) is None:
        ctx._in = ctx.rng.choice(IN_CITIES)
    return ctx._in


def f_incity(ctx, a):
    c, s, _ = _in_city(ctx)
    return c if arg(a, 0) != "state" else c + ", " + s


def f_price(ctx, a):
    rng = ctx.rng
    st = arg(a, 0) or rng.choice(["eur", "gbp", "usd", "cny"])
    v = rng.randint(1, 4999)
    c = rng.choice([0, 50, 99, 45, 20])
    return {"eur": "€%d,%02d" % (v, c), "gbp": "£%d.%02d" % (v, c), "usd": "$%d.%02d" % (v, c),
            "cny": "¥%d.%02d" % (v, c), "yuan": "%d元" % v, "big": "%s,%03d.%02d" % (v, rng.randint(0, 999), c),
            "nad": "N$%d.%02d" % (v, c), "bwp": "P%d.%02d" % (v, c)}[st]


def f_pubid(ctx, a):
    rng = ctx.rng
    st = arg(a, 0) or rng.choice(["ga4", "gtm", "stripe_pk", "gclient", "aws_acct", "apple_team", "sentry_dsn", "wx_appid"])
    R = lambda al, n: rstr(rng, al, n)
    if st == "ga4":
        return "G-" + R(UP + DIG, 10)
    if st == "gtm":
        return "GTM-" + R(UP + DIG, 7)
    if st == "stripe_pk":
        return "pk_live_51" + R(ALNUM, 97)
    if st == "gclient":
        return "%d-%s.apps.googleusercontent.com" % (rng.randint(10 ** 11, 10 ** 12 - 1), R(LOW + DIG, 32))
    if st == "aws_acct":
        return R(DIG, 12)
    if st == "apple_team":
        return R(UP + DIG, 10)
    if st == "sentry_dsn":
        return "https://%s@o%d.ingest.sentry.io/%d" % (R(HEX, 32), rng.randint(100000, 999999), rng.randint(1000000, 9999999))
    if st == "wx_appid":
        return "wx" + R(HEX, 16)
    if st == "alipay_appid":
        return "2021" + R(DIG, 12)
    if st == "recaptcha":
        return "6L" + R(ALNUM + "-_", 38)
    if st == "mapbox_pk":
        return "pk.eyJ1Ijoi" + R(ALNUM, 10) + "IiwiYSI6I" + R(ALNUM, 24) + "In0." + R(ALNUM + "-_", 22)
    if st == "orcid":
        d = "0000000" + str(rng.randint(1, 3)) + R(DIG, 7)
        tot = 0
        for c in d:
            tot = (tot + int(c)) * 2
        r = (12 - tot % 11) % 11
        full = d + ("X" if r == 10 else str(r))
        return "-".join(full[i:i + 4] for i in range(0, 16, 4))
    if st == "yt":
        return "UC" + R(ALNUM + "-_", 22)
    if st == "fb_app":
        return R(DIG, 16)
    if st == "algolia_app":
        return R(UP + DIG, 10)
    if st == "plausible":
        return R(LOW, 6) + "." + rng.choice(["ie", "sk", "lv"])
    if st == "bundle":
        return "com.%s.%s" % (rng.choice(["kestrel", "lantern", "qiaoshe"]), rng.choice(["rota", "booking", "tills"]))
    raise ValueError(st)


_RSA_PUB_SEEDS = ["pub-a", "pub-b"]


def f_pubkey(ctx, a):
    rng = ctx.rng
    st = arg(a, 0) or rng.choice(["ssh_ed", "eth", "btc_bech32", "btc_p2pkh", "sol", "npub", "xpub", "pem_pub", "wg", "age", "pgpfpr"])
    if st == "ssh_ed":
        return S.ssh_ed25519_publine(_rb(rng, 32), rng.choice(["mira@thinkpad", "deploy@ci", "lwei@mbp", "backup@nas"]))
    if st == "ssh_rsa":
        k = S.rsa_key("corpus29/" + rng.choice(_RSA_PUB_SEEDS))
        blob = S._sshstr("ssh-rsa") + S._sshstr(k["e"].to_bytes(3, "big")) + S._sshstr(b"\0" + k["n"].to_bytes(256, "big"))
        return "ssh-rsa " + base64.b64encode(blob).decode() + " office-pc"
    if st == "eth":
        return S.eth_address(rng.randrange(1, S.SECP256K1.n))
    if st == "btc_bech32":
        return S.segwit_addr("bc", 0, _rb(rng, 20))
    if st == "btc_p2pkh":
        return S.b58check_encode(b"\0" + _rb(rng, 20))
    if st == "sol":
        return S.b58encode(S.ed25519_public(_rb(rng, 32)))
    if st == "npub":
        return S.bech32_bytes("npub", _rb(rng, 32))
    if st == "xpub":
        k, c = S.bip32_master(_rb(rng, 64))
        return S.bip32_serialize("xpub", k, c)
    if st == "pem_pub":
        return S.pem("PUBLIC KEY", S.ec_spki_der(S.P256, rng.randrange(1, S.P256.n)))
    if st == "wg":
        return base64.b64encode(_rb(rng, 32)).decode()
    if st == "age":
        return S.bech32_bytes("age", _rb(rng, 32))
    if st == "pgpfpr":
        h = hashlib.sha1(_rb(rng, 20)).hexdigest().upper()
        return " ".join(h[i:i + 4] for i in range(0, 40, 4))
    if st == "stellar_g":
        return S.strkey_encode(6 << 3, S.ed25519_public(_rb(rng, 32)))
    raise ValueError(st)


def f_b64img(ctx, a):
    rng = ctx.rng
    st = arg(a, 0) or rng.choice(["png", "gif", "svg", "png"])
    rgb = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
    if st == "png":
        return "data:image/png;base64," + base64.b64encode(S.png_bytes(rng.randint(1, 4), rng.randint(1, 4), rgb)).decode()
    if st == "gif":
        return "data:image/gif;base64," + base64.b64encode(S.gif_bytes(rgb)).decode()
    if st == "svg":
        svg = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="%d" fill="#%02x%02x%02x"/></svg>' % ((rng.randint(3, 8),) + rgb)
        return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()
    if st == "bare":
        return base64.b64encode(S.png_bytes(rng.randint(2, 6), rng.randint(2, 6), rgb)).decode()
    if st == "webp":
        body = b"VP8L" + bytes([5, 0, 0, 0]) + b"\x2f\x00\x00\x00\x00"
        riff = b"RIFF" + (len(body) + 4).to_bytes(4, "little") + b"WEBP" + body
        return "data:image/webp;base64," + base64.b64encode(riff).decode()
    raise ValueError(st)


def _bad_words(rng, n, name):
    wl = S.wordlist(name)
    while True:
        w = [rng.choice(wl) for _ in range(n)]
        if not S.bip39_check(w, name):
            return w


def f_bip39bad(ctx, a):
    n = int(arg(a, 0) or 12)
    sep = arg(a, 1) or " "
    sep = {"sp": " ", "comma": ", ", "nl": "\n", "num": None}.get(sep, sep)
    w = _bad_words(ctx.rng, n, "english")
    if sep is None:
        return "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(w))
    return sep.join(w)


def f_bip39word(ctx, a):
    return ctx.rng.choice(S.wordlist("english"))


def f_zhbad(ctx, a):
    n = int(arg(a, 0) or 12)
    sep = arg(a, 1) or " "
    sep = {"sp": " ", "none": "", "dun": "、", "comma": "，", "nl": "\n"}.get(sep, sep)
    return sep.join(_bad_words(ctx.rng, n, "chinese_simplified"))


def f_zhword(ctx, a):
    return ctx.rng.choice(S.wordlist("chinese_simplified"))


PLACEHOLDERS = {
    "openai": ["sk-proj-xxxxxxxxxxxxxxxxxxxxxxxx", "sk-...", "sk-proj-REPLACE_ME", "sk-XXXXXXXXXXXXXXXXXXXXXXXX"],
    "anthropic": ["sk-ant-api03-...", "sk-ant-xxxxxxxx", "sk-ant-api03-XXXXXXXXXXXXXXXX"],
    "generic": ["<YOUR_API_KEY>", "YOUR_API_KEY_HERE", "REPLACE_ME", "changeme", "xxxxxxxxxxxxxxxx", "<api-key>",
                "${API_KEY}", "{{ api_key }}", "TODO", "<insert key>", "your-key-goes-here", "dummy"],
    "aws": ["AKIAIOSFODNN7EXAMPLE"],
    "awssecret": ["wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
    "testcard": ["4242 4242 4242 4242", "4000 0566 5566 5556", "5555 5555 5555 4444", "3782 822463 10005",
                 "4111 1111 1111 1111", "6011 1111 1111 1117", "4000 0000 0000 0002"],
    "pw": ["<password>", "********", "••••••••", "YOUR_PASSWORD", "changeme", "<db-password>", "P@ssw0rd (example)",
           "hunter2"],
    "github": ["ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "ghp_...", "github_pat_XXXX"],
    "stripe": ["sk_test_...", "sk_live_xxxxxxxxxxxxxxxx", "pk_test_xxxxxxxx"],
    "totp": ["JBSWY3DPEHPK3PXP"],
    "jwt": ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"],
    "mn": ["abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
           "word1 word2 word3 … word12", "<your 12 words>"],
}


def f_ph(ctx, a):
    t = arg(a, 0) or "generic"
    return ctx.rng.choice(PLACEHOLDERS[t])


REDACT_KINDS = ["pin", "otp", "password", "security_answer", "wifi_password", "card_number", "api_key",
                "recovery_codes", "mnemonic", "private_key", "totp_secret"]


def f_redacted(ctx, a):
    k = arg(a, 0) or ctx.rng.choice(REDACT_KINDS)
    return "[REDACTED:%s]" % k


def f_cutmail(ctx, a):
    rng = ctx.rng
    user = rng.choice(["xu.ming", "ravi.k", "t.moreau", "lihua", "n.okafor", "wangjing", "emeka", "a.novak"])
    dom = rng.choice(["139", "163", "126", "189", "2980", "21cn", "8848", "0451", "sina", "qq"])
    return "%s@%s%s" % (user, dom, rng.choice(["…", "", "."]))


def f_ssh_fpr(ctx, a):
    return "SHA256:" + base64.b64encode(hashlib.sha256(_rb(ctx.rng, 8)).digest()).decode().rstrip("=")


FILLERS = {
    "name": f_name, "fullname": f_fullname, "last": f_last, "zname": f_zname, "zsur": f_zsur, "znick": f_znick,
    "rel": f_rel, "zrel": f_zrel, "city": f_city, "zcity": f_zcity, "place": f_place, "zplace": f_zplace,
    "service": f_service, "zservice": f_zservice, "bank": f_bank, "zbank": f_zbank, "day": f_day, "zday": f_zday,
    "word": f_word, "time": f_time, "clock": f_clock, "time12": f_time12, "date": f_date, "isodate": f_isodate, "zdate": f_zdate,
    "num": f_num, "digits": f_digits, "pick": f_pick, "amount": f_amount, "zamount": f_zamount, "host": f_host,
    "dom": f_dom, "email": f_email, "user": f_user, "ssid": f_ssid, "ip": f_ip, "issuer": f_issuer, "min": f_min,
    "hash": f_hash, "sri": f_sri, "b64hash": f_b64hash, "gitsha": f_gitsha, "colour": f_colour, "isbn": f_isbn,
    "masked": f_masked, "ip4": f_ip4, "ip6": f_ip6, "mac": f_mac, "cidr": f_cidr, "uuid": f_uuid,
    "version": f_version, "dt": f_dt, "order": f_order, "tracking": f_tracking, "invoice": f_invoice,
    "phone": f_phone, "postcode": f_postcode, "incity": f_incity, "price": f_price, "pubid": f_pubid,
    "pubkey": f_pubkey, "b64img": f_b64img, "bip39bad": f_bip39bad, "bip39word": f_bip39word, "zhbad": f_zhbad,
    "zhword": f_zhword, "ph": f_ph, "redacted": f_redacted, "cutmail": f_cutmail, "sshfpr": f_ssh_fpr,
}
