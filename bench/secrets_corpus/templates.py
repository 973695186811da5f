"""Templates for the secrets benchmark corpus.

A template is (kind, lang, fmt, make):
  * ``fmt`` is text with slots ``⟦name⟧`` and alternatives ``⟪a|b|c⟫`` (one is
    picked per case; alternatives may hold slots and nest).
  * ``⟦S⟧`` is the value under test: the secret (its exact text becomes the
    case's span) or, for benign kinds, the look-alike value.
  * ``make(r)`` returns a dict of slot values for one case; it must hold "S"
    and may hold any other slot that has to agree with it (a card's brand,
    a vendor's name).  Other slots come from SLOTS (pools or generators);
    a slot name with a trailing number (⟦name2⟧) draws a second value.

Templates are written per kind and per language; generate.py assigns about
half of each kind's templates (per language) to dev and the rest to test.
"""
import values as V
from values import pick, digits, hexs, chars

# ---------------------------------------------------------------------------
# Slot pools
# ---------------------------------------------------------------------------
NAMES = ["Priya", "Tom", "Aisha", "Marco", "Sofia", "Kenji", "Olu", "Hannah", "Diego", "Fatima", "Liam",
         "Chloe", "Ravi", "Emma", "Noah", "Ines", "Yusuf", "Grace", "Mei", "Jonas"]
ZNAMES = ["老王", "小李", "张伟", "王芳", "李娜", "刘洋", "陈静", "小陈", "赵磊", "周敏", "阿强", "孙老师", "小雨", "阿杰"]
RELS = ["mum", "dad", "my sister", "my brother", "grandma", "my wife", "my husband", "Uncle Raj", "the sitter"]
ZRELS = ["妈妈", "爸爸", "老婆", "老公", "姐姐", "弟弟", "奶奶", "表哥", "婆婆"]
SVCS = ["Gmail", "Netflix", "Amazon", "PayPal", "Dropbox", "Spotify", "iCloud", "Facebook", "Instagram", "LinkedIn",
        "Steam", "Outlook", "Disney+", "Xbox", "Uber", "Airbnb", "eBay", "Discord", "Zoom", "Notion", "Slack"]
ZSVCS = ["支付宝", "微信", "淘宝", "京东", "12306", "QQ邮箱", "网易邮箱", "百度网盘", "美团", "拼多多", "小红书", "B站",
         "抖音", "学信网", "个税App", "钉钉", "飞书", "携程"]
BANKS = ["Chase", "HSBC", "Barclays", "Monzo", "Revolut", "Wells Fargo", "Bank of America", "Lloyds", "Santander",
         "Citi", "ING", "N26", "Starling", "Capital One", "Nationwide"]
ZBANKS = ["招商银行", "工商银行", "建设银行", "农业银行", "中国银行", "交通银行", "浦发银行", "平安银行", "邮储银行"]
USERS = ["admin", "jdoe", "priya.n", "app_user", "deploy", "svc_backup", "zhangwei", "analytics", "wp_admin",
         "reporting", "etl", "webapp", "grafana", "liuyang"]
HOSTS = ["db.internal", "prod-db-01.cluster.local", "10.0.3.17", "pg.mycompany.io", "localhost", "mysql.example-shop.cn",
         "rds-prod.c9akciq32.eu-west-1.rds.amazonaws.com", "192.168.1.50", "db-staging.acme.dev", "orders-db.svc",
         "pgm-uf6x1b2c3.pg.rds.aliyuncs.com"]
DBS = ["app", "orders", "analytics", "wordpress", "billing", "crm", "inventory", "blog_prod", "shop", "metrics"]
CITIES = ["Leeds", "Porto", "Austin", "Nairobi", "Kraków", "Osaka", "Lyon", "Adelaide", "Calgary", "Dunedin"]
ZCITIES = ["北京", "上海", "成都", "杭州", "武汉", "西安", "南京", "重庆", "长沙", "厦门"]
ISSUERS = ["GitHub", "Google", "AWS", "Dropbox", "Coinbase", "Binance", "Proton", "Bitwarden", "Atlassian", "Okta", "Kraken"]
MERCHANTS = ["AMAZON MKTPLACE", "Tesco", "Uber Eats", "Booking.com", "Apple.com/bill", "IKEA", "Zara", "Deliveroo"]
REGIONS = ["us-east-1", "eu-west-1", "ap-southeast-1", "us-west-2", "ap-northeast-1", "eu-central-1", "cn-north-1"]
ORGS = ["acme", "mimvault", "tiny-labs", "zhangwei-dev", "northwind", "open-data-co"]
REPOS = ["website", "infra", "api", "mobile-app", "scripts", "dotfiles", "ml-pipeline"]
ENV_BENIGN = ["PORT=3000", "NODE_ENV=production", "DEBUG=false", "LOG_LEVEL=info", "APP_URL=https://app.example.com",
              "TZ=Asia/Shanghai", "DB_HOST=db", "DB_USER=app", "REDIS_HOST=redis", "FEATURE_FLAGS=beta,search",
              "APP_ENV=production", "CACHE_TTL=300", "WORKERS=4", "MAIL_HOST=smtp.mailgun.org", "S3_BUCKET=acme-uploads",
              "SENTRY_ENVIRONMENT=prod", "ALLOWED_HOSTS=.example.com", "DB_PORT=5432", "LANG=en_US.UTF-8"]
ENV_KEYS = ["STRIPE_SECRET", "DJANGO_KEY", "SESSION_SIGNING", "SECRET_KEY", "JWT_SECRET", "APP_KEY", "NEXTAUTH_SECRET",
            "COOKIE_SECRET", "ENCRYPTION_KEY", "MAIL_PASS", "SMTP_PASSWORD", "ADMIN_PASS", "DB_PASS", "REDIS_AUTH",
            "WEBHOOK_SIGNING_KEY", "HMAC_KEY", "FLASK_SECRET", "SECRET_KEY_BASE", "MASTER_KEY", "PAYMENT_GATEWAY_SECRET",
            "INTERNAL_API_TOKEN", "BASIC_AUTH_PASS", "CRYPT_KEY", "OAUTH_CLIENT_SECRET", "LDAP_BIND_PW"]
SSID_NAMED = ["HomeNet", "TheShire", "PrettyFlyForAWiFi", "FamilyWiFi", "Casa_Ana", "LinksysGuest", "Bananas5G", "Office-5G",
              "Cafe_Guest"]
ZSSID_NAMED = ["小米的WiFi", "老王家", "我家网络", "ChinaNet-5G-家", "咖啡店免费WiFi"]
SSID_PREFIX = ["TP-LINK_", "ChinaNet-", "CMCC-", "HUAWEI-", "Xiaomi_", "BT-Hub6-", "Vodafone-", "NETGEAR", "MERCURY_", "SKY"]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ZWEEKDAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]


def _ssid(r):
    if r.random() < 0.45:
        return pick(r, SSID_NAMED)
    return pick(r, SSID_PREFIX) + hexs(r, 4, upper=True)


def _zssid(r):
    return pick(r, ZSSID_NAMED) if r.random() < 0.3 else _ssid(r)


def _email(r):
    return pick(r, ["priya.n", "tom.reed", "aisha88", "marco.b", "zhangwei", "lina_", "kenji.t", "hannah.o", "me", "wangfang"]) + \
        pick(r, ["", str(r.randint(1, 99))]) + "@" + pick(r, ["gmail.com", "outlook.com", "icloud.com", "qq.com", "163.com", "proton.me", "yahoo.co.uk"])


def _time(r):
    return "%02d:%02d" % (r.randint(6, 23), r.randint(0, 59))


def _dated(r):
    return pick(r, ["%d %s" % (r.randint(1, 28), pick(r, MONTHS)), "%s %d" % (pick(r, MONTHS), r.randint(1, 28)),
                    "last " + pick(r, WEEKDAYS), "yesterday", "%d/%02d" % (r.randint(1, 28), r.randint(1, 12))])


def _zdate(r):
    return pick(r, ["%d月%d日" % (r.randint(1, 12), r.randint(1, 28)), "昨天", "上" + pick(r, ZWEEKDAYS), "前天",
                    "%d号" % r.randint(1, 28)])


SLOTS = {
    "name": NAMES, "zname": ZNAMES, "rel": RELS, "zrel": ZRELS, "svc": SVCS, "zsvc": ZSVCS, "bank": BANKS,
    "zbank": ZBANKS, "user": USERS, "host": HOSTS, "db": DBS, "city": CITIES, "zcity": ZCITIES, "issuer": ISSUERS,
    "merchant": MERCHANTS, "region": REGIONS, "org": ORGS, "repo": REPOS, "envline": ENV_BENIGN, "envkey": ENV_KEYS,
    "weekday": WEEKDAYS, "zweekday": ZWEEKDAYS, "zbrand": ["储蓄卡", "信用卡", "借记卡", "工资卡"], "month": MONTHS,
    "email": _email, "ssid": _ssid, "zssid": _zssid, "time": _time, "dated": _dated, "zdate": _zdate,
    "mm": lambda r: "%02d" % r.randint(1, 12), "yy": lambda r: str(r.randint(26, 31)),
    "yyyy": lambda r: str(r.randint(2026, 2031)), "cvv": lambda r: digits(r, 3),
    "d1": lambda r: str(r.randint(2, 9)), "d2": lambda r: str(r.randint(10, 99)), "d3": lambda r: str(r.randint(100, 999)),
    "d4": lambda r: digits(r, 4), "hex5": lambda r: chars(r, 5, V.ALNUM_LOWER), "price": lambda r: "%d.%02d" % (r.randint(5, 900), r.randint(0, 99)),
    "akid": lambda r: V.aws_key_id(r), "phone": lambda r: V.phone(r, "cn"), "uphone": lambda r: V.phone(r, "us"),
    "sha7": lambda r: hexs(r, 7), "proj": lambda r: pick(r, ["shop", "notes", "tracker", "family-album", "demo"]) + "-" + digits(r, 4, True),
    "n": lambda r: str(r.randint(8, 16)), "mon": lambda r: str(r.randint(1, 12)), "hr": lambda r: str(r.randint(118, 178)),
}

# ---------------------------------------------------------------------------
# Layout helpers
# ---------------------------------------------------------------------------


def mn_layout(r, words, layout=None, zh=False):
    layout = layout or pick(r, ["line", "lines", "numbered", "columns"])
    if layout == "line":
        return " ".join(words)
    if layout == "lines":
        return "\n".join(words)
    if layout == "numbered":
        fmt = pick(r, ["%d. %s", "%d) %s", "%d %s", "%02d. %s"])
        return "\n".join(fmt % (i + 1, w) for i, w in enumerate(words))
    if layout == "numbered_inline":
        return " ".join("%d.%s" % (i + 1, w) for i, w in enumerate(words))
    if layout == "columns":
        opts = [c for c in (3, 4) if len(words) % c == 0]
        ncol = pick(r, opts)
        per = len(words) // ncol
        width = max(len(w) for w in words) + (6 if not zh else 5)
        rows = []
        for i in range(per):
            cells = ["%2d. %s" % (c * per + i + 1, words[c * per + i]) for c in range(ncol)]
            rows.append("".join(cell.ljust(width) for cell in cells).rstrip())
        return "\n".join(rows)
    if layout == "comma":
        return ("，" if zh else ", ").join(words)
    if layout == "nospace":
        return "".join(words)
    if layout == "grid":
        ncol = 4 if len(words) % 4 == 0 else 3
        return "\n".join(" ".join(words[i:i + ncol]) for i in range(0, len(words), ncol))
    raise ValueError(layout)


def codes_layout(r, codes, layout=None):
    layout = layout or pick(r, ["lines", "numbered", "grid2", "comma", "bullets"])
    if layout == "lines":
        return "\n".join(codes)
    if layout == "numbered":
        return "\n".join("%d. %s" % (i + 1, c) for i, c in enumerate(codes))
    if layout == "grid2":
        half = (len(codes) + 1) // 2
        left, right = codes[:half], codes[half:]
        return "\n".join((a + "    " + (right[i] if i < len(right) else "")).rstrip() for i, a in enumerate(left))
    if layout == "comma":
        return ", ".join(codes)
    if layout == "bullets":
        return "\n".join("- " + c for c in codes)
    if layout == "spaced":
        return "  ".join(codes)
    raise ValueError(layout)


def sample_invalid(r, pool, n, lang="en"):
    """n distinct words from pool that do NOT form a valid BIP39 phrase."""
    m = V.MN_EN if lang == "en" else V.MN_ZH
    while True:
        words = r.sample(pool, n)
        if n not in (12, 15, 18, 21, 24) or not m.check(" ".join(words)):
            return words


def indent(block, n=4):
    return "\n".join(" " * n + line if line else line for line in block.split("\n"))


# ---------------------------------------------------------------------------
# Template registry
# ---------------------------------------------------------------------------
TEMPLATES = []  # list of dicts: kind, lang, fmt, make


def T(kind, lang, fmt, make=None):
    TEMPLATES.append({"kind": kind, "lang": lang, "fmt": fmt, "make": make})


def S(gen):
    """make() that only sets the value slot."""
    return lambda r: {"S": gen(r)}


# value generators shared by templates
def pw(r):
    return V.password(r)


def conn_pw(r):
    # URL-safe passwords for URIs; sometimes percent-encoded
    p = V.password(r, pick(r, ["random", "word", "two", "pinyin"]))
    if r.random() < 0.25:
        import urllib.parse
        return urllib.parse.quote(p, safe="")
    return "".join(c for c in p if c not in "@:/?#%&;") or "x" + V.chars(r, 12)


def conn_pw_semicolon(r):
    return "".join(c for c in V.password(r) if c not in ";{}=") + V.digits(r, 2)


def pin4(r):
    return V.pin(r, 4)


def pin6(r):
    return V.pin(r, 6)


def card_make(r):
    brand, num = V.card_text(r)
    zh = {"Visa": "Visa卡", "Mastercard": "万事达卡", "Amex": "运通卡", "UnionPay": "银联卡", "JCB": "JCB卡",
          "Discover": "Discover卡", "Diners": "大来卡", "Maestro": "Maestro卡"}[brand]
    return {"S": num, "brand": brand, "zbrand": zh}


def vendor_make(prefixed_only=False):
    def mk(r):
        name, env, tok = V.vendor_token(r, prefixed_only)
        return {"S": tok, "vendor": name, "VENV": env}
    return mk


def vendor_specific(name):
    gen = [v for v in V.VENDORS if v[0] == name][0]

    def mk(r):
        return {"S": gen[2](r), "vendor": gen[0], "VENV": gen[1]}
    return mk


# ===========================================================================
# SECRET KINDS
# ===========================================================================

# ---------------- password_nl -----------------------------------------------
K = "password_nl"
T(K, "en", "⟦svc⟧ login ⟪—|-|:⟫ user: ⟦email⟧ / pass: ⟦S⟧", S(pw))
T(K, "en", "note to self: the ⟦svc⟧ password is now ⟦S⟧ (changed it ⟦dated⟧)", S(pw))
T(K, "en", "Hey it's ⟦name⟧. Password for the shared ⟦svc⟧ account is ⟦S⟧ ⟪— please don't change it again|, don't share it outside the family|. Logging out of all devices now⟫", S(pw))
T(K, "en", "Dear diary,\nLong day. Finally got into the old laptop⟪ — turns out|, and of course⟫ the password was ⟦S⟧ all along. ⟪Made pasta and watched two episodes.|Backed up the photos to the NAS.|Mum called about Sunday lunch.⟫", S(pw))
T(K, "en", "voice memo ⟦time⟧ ok so for later the ⟦svc⟧ password is ⟦S⟧ ⟪that's it bye|got it okay|remember to change it⟫",
  S(lambda r: V.spell_en(r, V.password(r, pick(r, ["word", "leet", "pinyin"])))))
T(K, "en", "Username ⟦user⟧\nPassword ⟦S⟧\n⟪(work VPN)|(school portal)|(old router admin)⟫", S(pw))
T(K, "en", "- ⟦svc⟧: ⟦email⟧\n- password: ⟦S⟧\n- 2FA: on my phone", S(pw))
T(K, "en", "My ⟦bank⟧ online banking passphrase is ⟦S⟧ — ⟪long but easy to type|don't tell anyone|I'll change it next month⟫", S(lambda r: V.passphrase(r)))
T(K, "zh", "⟦zsvc⟧账号：⟦phone⟧ 密码：⟦S⟧", S(pw))
T(K, "zh", "记一下，⟦zsvc⟧的登录密码改成了 ⟦S⟧，⟪别再忘了|下次别再找我要了|这次记住⟫", S(pw))
T(K, "zh", "⟦zrel⟧的⟦zsvc⟧密码是⟦S⟧，⟪老记不住，我帮忙存着|总是忘，我替他们记着|怕忘了，让我存一下⟫", S(pw))
T(K, "zh", "语音备忘 那个⟦zsvc⟧的密码是 ⟦S⟧ ⟪记住了啊|别搞错了|就这样⟫", S(lambda r: V.spell_zh(r, V.password(r, pick(r, ["word", "pinyin"])))))
T(K, "zh", "录音转写 ⟦zsvc⟧登录密码 ⟦S⟧ ⟪一共八位|八位数|都是数字⟫",
  S(lambda r: V.spoken_digits_zh(r, V.digits(r, 8), spaced=r.random() < 0.5)))
T(K, "zh", "用户名：⟦user⟧\n密码：⟦S⟧\n（⟪公司VPN|学校教务系统|家里NAS⟫）", S(pw))
T(K, "zh", "⟦zdate⟧ 晴\n今天把家里电脑的开机密码改了，新密码 ⟦S⟧，写在这里免得忘。⟪晚上吃了火锅。|下午带孩子去了公园。|明天还要早起。⟫", S(pw))
T(K, "mixed", "我的 ⟦svc⟧ password 是 ⟦S⟧，⟪别告诉别人哈|你先用着|记得 logout⟫", S(pw))
T(K, "mixed", "公司 VPN 的 login: ⟦user⟧，pw: ⟦S⟧，记得 connect 之后再开 Outlook", S(pw))
T(K, "mixed", "帮我 login 一下 ⟦svc⟧，account 是 ⟦email⟧，密码 ⟦S⟧，thanks!", S(pw))
T(K, "mixed", "new password for 家里的 NAS：⟦S⟧⟪（admin 账号）|，上周刚改的⟫", S(pw))

# ---------------- pin -------------------------------------------------------
K = "pin"
T(K, "en", "⟪ATM|Debit card|Card⟫ PIN for the ⟦bank⟧ ⟪debit card|current account|joint account⟫: ⟦S⟧", S(pin4))
T(K, "en", "SIM PIN is ⟦S⟧, PUK is on the card holder in the drawer", S(pin4))
T(K, "en", "Door code for the building is ⟦S⟧# — the keypad is on the left of the ⟪gate|lobby door|bike shed⟫", S(lambda r: V.pin(r, pick(r, [4, 5, 6]))))
T(K, "en", "Hotel room safe: ⟪code|combination⟫ ⟦S⟧, ⟪passports inside|we set it on arrival⟫", S(lambda r: V.pin(r, pick(r, [4, 6]))))
T(K, "en", "um the pin for the ⟪new card|visa|work card⟫ is ⟦S⟧ yeah ⟪don't forget it|okay|that's all⟫", S(lambda r: V.spoken_digits_en(r, V.pin(r, 4))))
T(K, "en", "phone unlock code: ⟦S⟧ ⟪(the old iPhone)|(Dad's Android)|— needed it to get the photos off⟫", S(lambda r: V.pin(r, pick(r, [4, 6]))))
T(K, "en", "[⟦time⟧] ⟦name⟧: lockbox code at the Airbnb is ⟦S⟧, keys are inside", S(pin4))
T(K, "en", "Garage keypad ⟦S⟧ then the up arrow. Alarm is off while we're away.", S(pin4))
T(K, "zh", "⟦zbank⟧卡取款密码 ⟦S⟧", S(pin6))
T(K, "zh", "⟪支付宝|微信|云闪付⟫支付密码：⟦S⟧", S(pin6))
T(K, "zh", "小区门禁密码 ⟦S⟧#，按完等两秒", S(lambda r: V.pin(r, pick(r, [4, 6]))))
T(K, "zh", "保险柜密码是⟦S⟧，别跟别人说", S(lambda r: V.pin(r, pick(r, [4, 6]))))
T(K, "zh", "那张卡的密码是⟦S⟧，记住了", S(lambda r: V.spoken_digits_zh(r, V.pin(r, 6))))
T(K, "zh", "手机锁屏密码 ⟦S⟧（⟪旧手机|⟦zrel⟧的手机⟫）", S(lambda r: V.pin(r, pick(r, [4, 6]))))
T(K, "zh", "办公室门锁密码改成⟦S⟧了，下周一生效", S(pin6))
T(K, "mixed", "⟦zbank⟧ 的 ATM PIN 是 ⟦S⟧", S(pin6))
T(K, "mixed", "office 门禁 code：⟦S⟧，进去左转", S(lambda r: V.pin(r, pick(r, [4, 5]))))
T(K, "mixed", "my 支付密码 is ⟦S⟧, 别给别人看", S(pin6))
T(K, "mixed", "SIM 卡 PIN ⟦S⟧，换手机的时候要输", S(pin4))

# ---------------- otp -------------------------------------------------------
K = "otp"
T(K, "en", "G-⟦S⟧ is your Google verification code.", S(lambda r: V.otp(r, 6)))
T(K, "en", "Your ⟦svc⟧ code is ⟦S⟧. Don't share it with anyone.", S(lambda r: V.otp(r)))
T(K, "en", "Your code is ⟦S⟧", S(V.otp_sep))
T(K, "en", "the guy on the phone said he was from ⟦bank⟧ and asked me to read out ⟦S⟧, which I did. ⟪Calling the bank now.|Pretty sure it was a scam.|Card is frozen now.⟫", S(lambda r: V.otp(r, 6)))
T(K, "en", "login code ⟦S⟧ (expired, requested a new one)", S(lambda r: V.otp(r)))
T(K, "en", "⟦bank⟧: ⟦S⟧ is your one-time passcode for a payment of £⟦price⟧ at ⟦merchant⟧. Never share this code.", S(lambda r: V.otp(r, 6)))
T(K, "en", "okay the code they texted is ⟦S⟧ ⟪go go go|type it in quick|before it runs out⟫", S(lambda r: V.spoken_digits_en(r, V.otp(r, 6))))
T(K, "en", "Use ⟦S⟧ to verify your email address. This code expires in ⟪10|15|30⟫ minutes.", S(lambda r: V.otp(r, pick(r, [6, 8]))))
T(K, "zh", "【⟦zsvc⟧】验证码：⟦S⟧，⟪5|10|15⟫分钟内有效，请勿泄露。", S(lambda r: V.otp(r, pick(r, [4, 6]))))
T(K, "zh", "【⟦zbank⟧】您的动态密码为⟦S⟧，用于网上支付⟦d3⟧.00元，切勿告知他人。", S(lambda r: V.otp(r, 6)))
T(K, "zh", "刚收到的验证码是 ⟦S⟧，快帮我填一下", S(lambda r: V.otp(r, 6)))
T(K, "zh", "验证码 ⟦S⟧（已过期）", S(lambda r: V.otp(r)))
T(K, "zh", "那人让我把短信里的⟦S⟧念给他听，我就念了，后来才知道是骗子", S(lambda r: V.spoken_digits_zh(r, V.otp(r, 6))))
T(K, "zh", "⟦S⟧（⟦zsvc⟧登录验证码，10分钟内有效）", S(lambda r: V.otp(r, 6)))
T(K, "mixed", "快！⟦svc⟧ 的 verification code 是 ⟦S⟧，两分钟就 expire 了", S(lambda r: V.otp(r, 6)))
T(K, "mixed", "OTP ⟦S⟧ 我转发给你了，login 一下", S(lambda r: V.otp(r)))
T(K, "mixed", "[⟦time⟧] ⟦zname⟧: code 是 ⟦S⟧", S(V.otp_sep))
T(K, "mixed", "⟦bank⟧ 发来的 one-time passcode：⟦S⟧，转账用的", S(lambda r: V.otp(r, 6)))

# ---------------- totp_secret -----------------------------------------------
K = "totp_secret"


def b32(r):
    return V.base32_seed(r)


def b32_any(r):
    s = V.base32_seed(r)
    return V.grouped4(s, lower=r.random() < 0.7) if r.random() < 0.5 else s


T(K, "en", "otpauth://totp/⟦issuer⟧:⟦email⟧?secret=⟦S⟧&issuer=⟦issuer⟧⟪|&algorithm=SHA1&digits=6&period=30⟫", S(b32))
T(K, "en", "2FA setup key for ⟦svc⟧: ⟦S⟧", S(b32_any))
T(K, "en", "Authenticator secret (in case I lose my phone): ⟦S⟧", S(b32_any))
T(K, "en", "Can't scan the QR code? Enter this key manually:\n⟦S⟧\nTime-based, 6 digits.", S(lambda r: V.grouped4(V.base32_seed(r))))
T(K, "en", "mfa:\n  issuer: ⟦issuer⟧\n  account: ⟦email⟧\n  totp_seed: ⟦S⟧\n", S(b32))
T(K, "en", "TOTP for the shared ⟦issuer⟧ admin login — seed ⟦S⟧, add it to your authenticator", S(b32_any))
T(K, "zh", "⟦zsvc⟧两步验证密钥：⟦S⟧", S(b32_any))
T(K, "zh", "谷歌验证器的密钥备份：⟦S⟧，换手机的时候用", S(b32_any))
T(K, "zh", "无法扫描二维码？请手动输入密钥：⟦S⟧", S(lambda r: V.grouped4(V.base32_seed(r), lower=False)))
T(K, "zh", "身份验证器密钥（⟦issuer⟧）\n⟦S⟧\n基于时间，6位", S(b32))
T(K, "mixed", "Google Authenticator 的 secret key 是 ⟦S⟧，换手机前记得导出", S(b32_any))
T(K, "mixed", "把 2FA seed ⟦S⟧ 加到 Authy 里就行", S(b32))
T(K, "mixed", "otpauth 链接：otpauth://totp/⟦issuer⟧:⟦user⟧?secret=⟦S⟧&issuer=⟦issuer⟧&digits=6", S(b32))

# ---------------- recovery_codes --------------------------------------------
K = "recovery_codes"


def rc(style=None, layout=None):
    return S(lambda r: codes_layout(r, V.recovery_codes(r, style), layout))


T(K, "en", "⟦svc⟧ recovery codes\n\n⟦S⟧\n\nKeep these somewhere safe. Each code can be used once.", rc("github", "lines"))
T(K, "en", "Backup codes for my Google account:\n⟦S⟧", rc("google", "numbered"))
T(K, "en", "2FA backup codes (⟦svc⟧) — each works once\n⟦S⟧", rc(None, "grid2"))
T(K, "en", "Microsoft account recovery code: ⟦S⟧", S(V.ms_recovery))
T(K, "en", "Apple ID recovery key ⟦S⟧ (printed copy in the filing cabinet too)", S(V.apple_recovery))
T(K, "en", "⟦svc⟧ backup codes: ⟦S⟧", rc(None, "comma"))
T(K, "en", "## Emergency\n\nIf I'm locked out of ⟦issuer⟧, use one of these:\n⟦S⟧\n(cross them off when used)", rc(None, "bullets"))
T(K, "zh", "⟦zsvc⟧备用验证码（每个只能用一次）：\n⟦S⟧", rc(None, "lines"))
T(K, "zh", "两步验证的恢复码，存一下：\n⟦S⟧", rc(None, "numbered"))
T(K, "zh", "GitHub 恢复码 ⟦S⟧", rc("github", "comma"))
T(K, "zh", "⟦issuer⟧账号的备用码\n⟦S⟧\n用过的划掉", rc(None, "grid2"))
T(K, "mixed", "my recovery codes for ⟦issuer⟧，先存这里：\n⟦S⟧", rc(None, "lines"))
T(K, "mixed", "Discord backup codes 备份：⟦S⟧", rc("dash4", "comma"))
T(K, "mixed", "Apple 的 recovery key 是 ⟦S⟧，换 iPhone 要用", S(V.apple_recovery))
T(K, "mixed", "⟦issuer⟧ 2FA 的 backup codes（用一个划一个）\n⟦S⟧", rc(None, "bullets"))

# ---------------- security_answer -------------------------------------------
K = "security_answer"
SURNAMES = ["Adeyemi", "Moreau", "Gallagher", "Rossi", "Haddad", "Novak", "Okafor", "Fernández", "Kowalski", "Nakamura", "Oyelaran", "Whitaker", "Lindqvist", "Brennan", "Castellano",
            "Mbeki", "Hargreaves", "Delacroix", "Petrovic", "Abernathy", "Quigley", "Szabo"]
PETS = ["Bonnie", "Toffee", "Rusty", "Muffin", "Socks", "Oreo", "Biscuit", "Pickles", "Mochi", "Noodle", "Captain", "Pudding", "Ziggy", "Waffles", "Pepper", "Sir Fluff", "Bramble", "Kiwi"]
ANIMALS = ["hamster", "goldfish", "rabbit", "cat", "dog", "budgie", "tortoise", "guinea pig"]
SCHOOLS = ["St Mary's Primary", "Oakridge Elementary", "Hillcrest", "Greenfield Juniors", "Riverside Primary", "Lincoln Elementary",
           "Holy Trinity", "Westbrook Academy", "Parkside Infants", "Maple Grove School", "St Aidan's", "Lakeview Elementary"]
STREETS = ["Maple Crescent", "Elm Row", "Juniper Lane", "Orchard Close", "Baker Street", "Willow Drive", "Cranbrook Road",
           "Ashdown Avenue", "Pelham Terrace", "Larkspur Way", "Gorse Hill", "Kingfisher Court"]
CARS = ["Corolla", "Fiat Panda", "Ford Fiesta", "VW Golf", "Honda Civic", "Nissan Micra", "Peugeot 206", "Vauxhall Corsa",
        "Mazda 323", "Renault Clio", "Toyota Yaris", "Ford Escort", "Volvo 240"]
TEACHERS = ["Mrs Abernathy", "Mr Okonkwo", "Miss Patel", "Mr Haddad", "Mrs Lindgren", "Mr Fitzgerald", "Ms Oduya",
            "Mrs Kaur", "Mr Brannigan", "Miss Honey", "Mrs Dlamini", "Mr Varga"]
ZSURN = ["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "周", "吴", "徐", "孙", "马", "朱", "胡", "郭", "何", "林", "罗", "高"]
ZGIVEN = ["秀英", "建国", "桂兰", "德明", "淑芬", "丽华", "红梅", "建华", "志强", "海燕", "玉兰", "国庆", "春生", "美玲", "文斌", "小燕"]
ZSCHOOL_PRE = ["育才", "实验", "红旗", "光明", "城南", "东风", "解放路", "人民路", "向阳", "新华", "北关", "青年路", "朝阳"]
ZSCHOOL_SUF = ["小学", "第二小学", "中心小学", "中学", "实验小学", "一小"]
ZPETS = ["豆豆", "旺财", "咪咪", "小黑", "球球", "团团", "大黄", "花花", "毛毛", "点点", "乐乐", "嘟嘟", "可乐", "糯米", "来福", "小白"]
ZPLACES = ["绵阳", "洛阳", "桂林", "大理", "赣州", "人民路", "解放街", "红星村", "宜宾", "泉州", "芜湖", "常德", "丹东", "遵义",
           "柳州", "襄阳", "建设大街", "胜利路"]
ZCARS = ["捷达", "桑塔纳", "夏利", "富康", "奥拓", "五菱宏光", "比亚迪F3", "长安之星"]


def zschool(r):
    return pick(r, ZSCHOOL_PRE) + pick(r, ZSCHOOL_SUF)


def zperson(r):
    return pick(r, ZSURN) + pick(r, ZGIVEN)


def zteacher(r):
    return pick(r, ZSURN) + "老师" if r.random() < 0.4 else zperson(r)


T(K, "en", "⟪mother's|mum's|Mother's⟫ maiden name⟪|, for ⟦bank⟧|, for the ⟦svc⟧ recovery⟫: ⟦S⟧", S(lambda r: pick(r, SURNAMES)))
T(K, "en", "first pet was a ⟦animal⟧ called ⟦S⟧ — that's my bank's security question", lambda r: {"S": pick(r, PETS), "animal": pick(r, ANIMALS)})
T(K, "en", "Security Q for ⟦bank⟧: name of your first school? -> ⟦S⟧", S(lambda r: pick(r, SCHOOLS)))
T(K, "en", "For the ⟦bank⟧ phone check they ask for the street I grew up on, which I set as ⟦S⟧", S(lambda r: pick(r, STREETS)))
T(K, "en", "security answer for the insurance login is ⟦S⟧ the make of my first car ⟪okay|remember that|for next time⟫", S(lambda r: pick(r, CARS).lower()))
T(K, "en", "⟪Q|Question⟫: What was the name of your ⟪favourite|first⟫ teacher?⟪| (⟦svc⟧)| (⟦bank⟧)⟫\nA: ⟦S⟧", S(lambda r: pick(r, TEACHERS)))
T(K, "en", "⟦svc⟧ account recovery\n- Birth city: ⟦S⟧\n- (second question not set)", S(lambda r: pick(r, CITIES)))
T(K, "zh", "密保：小学名字 ⟦S⟧", S(zschool))
T(K, "zh", "密保问题：你母亲的名字？答：⟦S⟧", S(zperson))
T(K, "zh", "⟦zsvc⟧的密保问题是第一只宠物的名字，我填的是⟦S⟧", S(lambda r: pick(r, ZPETS)))
T(K, "zh", "安全问题 - 您最喜欢的老师：⟦S⟧", S(zteacher))
T(K, "zh", "⟦zbank⟧客服验证问的是出生地，我设的是⟦S⟧", S(lambda r: pick(r, ZPLACES)))
T(K, "mixed", "⟦bank⟧ 的 security question 是出生城市，我填的 ⟦S⟧", S(lambda r: pick(r, CITIES + ZPLACES[:5])))
T(K, "mixed", "密保 Q: first pet's name → ⟦S⟧", S(lambda r: pick(r, PETS + ZPETS)))
T(K, "mixed", "security answer 设的是我小学班主任的名字，⟦S⟧", S(lambda r: pick(r, [zteacher, lambda q: pick(q, TEACHERS)])(r)))
T(K, "mixed", "⟪Apple ID|⟦svc⟧|⟦bank⟧⟫ 的安全提示问题：第一辆车？ ⟦S⟧", S(lambda r: pick(r, CARS + ZCARS)))

# ---------------- wifi_password ---------------------------------------------
K = "wifi_password"


def wifi_pw(r):
    s = r.random()
    if s < 0.2:
        return V.digits(r, pick(r, [8, 10]))
    if s < 0.35:
        return V.passphrase(r, sep=pick(r, ["", "-"]))
    return V.password(r)


T(K, "en", "WiFi: ⟦ssid⟧\nPassword: ⟦S⟧", S(wifi_pw))
T(K, "en", "Guest wifi is ⟦ssid⟧, key ⟦S⟧", S(wifi_pw))
T(K, "en", "WIFI:T:WPA;S:⟦ssid⟧;P:⟦S⟧;;", S(lambda r: "".join(c for c in wifi_pw(r) if c not in ";:\\,\"")))
T(K, "en", "network={\n    ssid=\"⟦ssid⟧\"\n    psk=\"⟦S⟧\"\n    key_mgmt=WPA-PSK\n}", S(lambda r: wifi_pw(r).replace('"', '')))
T(K, "en", "For the sitter: the wifi password is ⟦S⟧ (network ⟦ssid⟧). Bedtime is 8.", S(wifi_pw))
T(K, "en", "so the wifi is ⟦ssid⟧ and the password is ⟦S⟧ all lowercase except where I said", S(lambda r: V.spell_en(r, V.password(r, "word"))))
T(K, "en", "nmcli dev wifi connect \"⟦ssid⟧\" password \"⟦S⟧\"", S(lambda r: wifi_pw(r).replace('"', '')))
T(K, "zh", "WiFi名称：⟦zssid⟧\nWiFi 密码：⟦S⟧", S(wifi_pw))
T(K, "zh", "家里的无线网密码改成 ⟦S⟧ 了", S(wifi_pw))
T(K, "zh", "店里WiFi：⟦zssid⟧ 密码⟦S⟧，客人问就告诉他们", S(wifi_pw))
T(K, "zh", "⟦zrel⟧问wifi密码，是⟦S⟧，名字叫⟦zssid⟧", S(wifi_pw))
T(K, "mixed", "我们家 Wi-Fi 是 ⟦ssid⟧，password ⟦S⟧，来了直接连", S(wifi_pw))
T(K, "mixed", "Airbnb 的 WiFi password：⟦S⟧（SSID：⟦ssid⟧）", S(wifi_pw))
T(K, "mixed", "office guest network 的密码是 ⟦S⟧，每个月换一次", S(wifi_pw))

# ---------------- connection_string -----------------------------------------
K = "connection_string"
T(K, "en", "DATABASE_URL=postgres://⟦user⟧:⟦S⟧@⟦host⟧:5432/⟦db⟧", S(conn_pw))
T(K, "en", "mongodb+srv://⟦user⟧:⟦S⟧@cluster0.⟦hex5⟧.mongodb.net/⟦db⟧?retryWrites=true&w=majority", S(conn_pw))
T(K, "en", "cache:\n  url: redis://:⟦S⟧@⟦host⟧:6379/0\n  ttl: 300", S(conn_pw))
T(K, "en", "CELERY_BROKER_URL = \"amqp://⟦user⟧:⟦S⟧@rabbitmq.internal:5672/%2F\"", S(conn_pw))
T(K, "en", "jdbc:mysql://⟦host⟧:3306/⟦db⟧?user=⟦user⟧&password=⟦S⟧&useSSL=true", S(conn_pw))
T(K, "en", "Driver={ODBC Driver 18 for SQL Server};Server=tcp:⟦host⟧,1433;Database=⟦db⟧;Uid=⟦user⟧;Pwd=⟦S⟧;Encrypt=yes;", S(conn_pw_semicolon))
T(K, "en", "\"ConnectionStrings\": {\n  \"Default\": \"Server=⟦host⟧;Database=⟦db⟧;User Id=⟦user⟧;Password=⟦S⟧;TrustServerCertificate=True\"\n}", S(conn_pw_semicolon))
T(K, "en", "engine = create_engine(\"mysql+pymysql://⟦user⟧:⟦S⟧@⟦host⟧/⟦db⟧?charset=utf8mb4\")", S(conn_pw))
T(K, "en", "psql 'postgresql://⟦user⟧:⟦S⟧@⟦host⟧/⟦db⟧?sslmode=require'", S(conn_pw))
T(K, "en", "[database]\nurl = \"postgresql://⟦user⟧:⟦S⟧@⟦host⟧:5432/⟦db⟧\"\npool_size = ⟦d1⟧", S(conn_pw))
T(K, "zh", "测试库连接串：mysql://⟦user⟧:⟦S⟧@⟦host⟧:3306/⟦db⟧", S(conn_pw))
T(K, "zh", "生产环境的 Redis：rediss://default:⟦S⟧@⟦host⟧:6380", S(conn_pw))
T(K, "zh", "数据库连不上，帮我看看这个：postgresql://⟦user⟧:⟦S⟧@⟦host⟧:5432/⟦db⟧", S(conn_pw))
T(K, "zh", "FTP 地址 ftp://⟦user⟧:⟦S⟧@files.⟦hex5⟧.cn:21/upload", S(conn_pw))
T(K, "mixed", "staging 的 DB url 是 postgres://⟦user⟧:⟦S⟧@⟦host⟧/⟦db⟧，别 commit 进去", S(conn_pw))
T(K, "mixed", "jdbc 配置：jdbc:sqlserver://⟦host⟧:1433;databaseName=⟦db⟧;user=⟦user⟧;password=⟦S⟧;", S(conn_pw_semicolon))
T(K, "mixed", "Mongo 的 connection string：mongodb://⟦user⟧:⟦S⟧@⟦host⟧:27017/⟦db⟧?authSource=admin，用 Compass 连", S(conn_pw))

# ---------------- env_file --------------------------------------------------
K = "env_file"


def envk(r):
    return {"S": V.env_secret_value(r), "KEY": pick(r, ENV_KEYS)}


T(K, "en", "⟦envline⟧\n⟦envline2⟧\n⟦KEY⟧=⟦S⟧\n⟦envline3⟧", envk)
T(K, "en", "# ~/.profile\nexport PATH=\"$HOME/bin:$PATH\"\nexport ⟦KEY⟧=⟦S⟧", envk)
T(K, "en", "services:\n  web:\n    image: ⟦repo⟧:latest\n    environment:\n      - ⟦envline⟧\n      - ⟦KEY⟧=⟦S⟧", envk)
T(K, "en", "```env\n⟦envline⟧\n⟦KEY⟧=\"⟦S⟧\"\n```", lambda r: {"S": V.env_secret_value(r).replace('"', ''), "KEY": pick(r, ENV_KEYS)})
T(K, "en", "[Service]\nEnvironment=⟦envline⟧\nEnvironment=⟦KEY⟧=⟦S⟧\nExecStart=/usr/bin/node server.js", envk)
T(K, "en", ".env.production\n\nAPP_ENV=production\nAPP_DEBUG=false\n⟦KEY⟧=⟦S⟧\n⟦envline⟧", envk)
T(K, "en", "heroku config:set ⟦KEY⟧=⟦S⟧ -a ⟦repo⟧", lambda r: {"S": V.chars(r, r.randint(24, 40), V.B64URL), "KEY": pick(r, ENV_KEYS)})
T(K, "zh", "服务器上的 .env：\n⟦envline⟧\n⟦KEY⟧=⟦S⟧\n⟦envline2⟧", envk)
T(K, "zh", "把这个加到 .env 里：⟦KEY⟧=⟦S⟧", envk)
T(K, "zh", "环境变量配置如下\n```\n⟦KEY⟧=⟦S⟧\n⟦envline⟧\n```\n改完重启一下服务", envk)
T(K, "mixed", "prod 的 .env 我贴一下：\n⟦envline⟧\n⟦envline2⟧\n⟦KEY⟧=⟦S⟧", envk)
T(K, "mixed", "记得改 .env 里的 ⟦KEY⟧=⟦S⟧，之前那个 leak 了", envk)
T(K, "mixed", "docker run -e ⟦KEY⟧=⟦S⟧ -p 8080:8080 ⟦repo⟧ 这样跑就行", lambda r: {"S": V.chars(r, r.randint(24, 40), V.B64URL), "KEY": pick(r, ENV_KEYS)})

# ---------------- mnemonic_bip39_en -----------------------------------------
K = "mnemonic_bip39_en"


def mn_en(layout=None, n=None):
    return S(lambda r: mn_layout(r, V.bip39_words(r, "en", n), layout))


T(K, "en", "seed phrase: ⟦S⟧", mn_en("line"))
T(K, "en", "Ledger recovery phrase — DO NOT LOSE\n⟦S⟧", mn_en("lines"))
T(K, "en", "Wallet backup (⟪Trezor|Ledger|Electrum|Sparrow⟫)\n⟦S⟧", mn_en("numbered"))
T(K, "en", "⟦S⟧", mn_en("columns", 24))
T(K, "en", "Set up the new hardware wallet tonight. Wrote the words on the steel plate too: ⟦S⟧. Put the plate in the safe, ⟪card in the drawer|told nobody|the rest is on the NAS⟫.", mn_en("line"))
T(K, "en", "{\"wallet\": \"⟪MetaMask|Phantom|Trust⟫\", \"mnemonic\": \"⟦S⟧\", \"derivation\": \"m/44'/60'/0'/0\"}", mn_en("line"))
T(K, "en", "recovery words ⟦S⟧", mn_en("numbered_inline"))
T(K, "zh", "钱包助记词：⟦S⟧", mn_en("line"))
T(K, "zh", "助记词备份（按顺序）：\n⟦S⟧", mn_en("numbered"))
T(K, "zh", "imToken 的助记词，抄一份：\n⟦S⟧\n千万别截图", mn_en("lines"))
T(K, "zh", "冷钱包 ⟦zdate⟧\n⟦S⟧", mn_en("columns"))
T(K, "mixed", "MetaMask 的 seed phrase 是 ⟦S⟧，千万别截图", mn_en("line"))
T(K, "mixed", "backup 一下 recovery phrase：\n⟦S⟧\n存到保险箱 later", mn_en("lines"))
T(K, "mixed", "我的 wallet seed（12 words）：⟦S⟧", mn_en("numbered_inline", 12))

# ---------------- mnemonic_zh -----------------------------------------------
K = "mnemonic_zh"


def mn_zh(layout=None, n=None):
    return S(lambda r: mn_layout(r, V.bip39_words(r, "zh", n), layout, zh=True))


T(K, "zh", "助记词：⟦S⟧", mn_zh("line"))
T(K, "zh", "中文助记词（按顺序）：\n⟦S⟧", mn_zh("numbered"))
T(K, "zh", "钱包备份 ⟦zdate⟧\n⟦S⟧\n放在保险柜第二层", mn_zh("grid"))
T(K, "zh", "imToken 导出的中文助记词 ⟦S⟧ 别丢了", mn_zh("nospace"))
T(K, "zh", "恢复短语：⟦S⟧", mn_zh("comma"))
T(K, "zh", "助记词一行一个\n⟦S⟧", mn_zh("lines"))
T(K, "mixed", "my wallet 的 mnemonic（中文版）：⟦S⟧", mn_zh("line"))
T(K, "mixed", "Seed phrase (Chinese wordlist): ⟦S⟧", mn_zh("nospace"))
T(K, "mixed", "hardware wallet 的 recovery 词：\n⟦S⟧", mn_zh("numbered"))
T(K, "mixed", "backup of the 钱包 words, in order:\n⟦S⟧", mn_zh("grid"))

# ---------------- crypto_wallet_key -----------------------------------------
K = "crypto_wallet_key"
T(K, "en", "BTC paper wallet private key (WIF): ⟦S⟧", S(V.wif))
T(K, "en", "const wallet = new ethers.Wallet(\"⟦S⟧\", provider);", S(V.eth_privkey))
T(K, "en", "MetaMask > Account details > Show private key: ⟦S⟧", S(lambda r: V.eth_privkey(r, r.random() < 0.5)))
T(K, "en", "xprv for the cold storage: ⟦S⟧", S(V.xprv))
T(K, "en", "raw private key (hex) for the validator: ⟦S⟧", S(V.raw_hex_privkey))
T(K, "en", "Phantom export — Solana secret key (base58): ⟦S⟧", S(V.solana_secret))
T(K, "en", "bitcoin-cli importprivkey ⟦S⟧ \"savings\" false", S(V.wif))
T(K, "zh", "钱包私钥：⟦S⟧，千万别泄露", S(lambda r: pick(r, [V.wif, V.eth_privkey])(r)))
T(K, "zh", "导出的 ETH 私钥 ⟦S⟧", S(V.eth_privkey))
T(K, "zh", "比特币纸钱包私钥（WIF格式）⟦S⟧", S(V.wif))
T(K, "zh", "矿池钱包的私钥（十六进制）：\n⟦S⟧", S(V.raw_hex_privkey))
T(K, "mixed", "MetaMask 导出的 private key 是 ⟦S⟧", S(V.eth_privkey))
T(K, "mixed", "这个 wallet 的 privkey：⟦S⟧，先 import 到 Rabby", S(lambda r: pick(r, [V.eth_privkey, V.raw_hex_privkey])(r)))
T(K, "mixed", "cold wallet 的 WIF key ⟦S⟧ 记在这里", S(V.wif))

# ---------------- card_number -----------------------------------------------
K = "card_number"
T(K, "en", "card: ⟦S⟧ exp ⟦mm⟧/⟦yy⟧ cvv ⟦cvv⟧", card_make)
T(K, "en", "⟦name⟧'s ⟦brand⟧ — ⟦S⟧, expires ⟦mm⟧/⟦yy⟧", card_make)
T(K, "en", "{\"card_number\": \"⟦S⟧\", \"exp_month\": ⟦mon⟧, \"exp_year\": ⟦yyyy⟧, \"cvc\": \"⟦cvv⟧\"}",
  lambda r: dict(card_make(r), S=V.card(r)[1]))
T(K, "en", "okay card number is ⟦S⟧ expiry ⟪oh|zero⟫ ⟪three|five|eight|nine⟫ ⟪twenty seven|twenty eight|twenty nine⟫",
  lambda r: {"S": V.spoken_digits_en(r, V.card(r, "Visa")[1], allow_double=False)})
T(K, "en", "Booking the hotel for ⟦rel⟧: ⟦brand⟧ ⟦S⟧, CVV ⟦cvv⟧", card_make)
T(K, "en", "Card on file for the gym membership: ⟦S⟧", card_make)
T(K, "en", "- Name on card: ⟦name⟧ Smith\n- Number: ⟦S⟧\n- Exp: ⟦mm⟧/⟦yy⟧", card_make)
T(K, "zh", "卡号：⟦S⟧，有效期 ⟦mm⟧/⟦yy⟧，背面三位 ⟦cvv⟧", card_make)
T(K, "zh", "⟦zbank⟧信用卡 ⟦S⟧", card_make)
T(K, "zh", "帮我订一下机票，用这张卡 ⟦S⟧", card_make)
T(K, "zh", "⟦zrel⟧的⟦zbrand⟧卡号是⟦S⟧，有效期到⟦yyyy⟧年⟦mm⟧月", card_make)
T(K, "mixed", "用我的 ⟦brand⟧ card 付吧，number 是 ⟦S⟧", card_make)
T(K, "mixed", "信用卡 number：⟦S⟧，exp ⟦mm⟧/⟦yy⟧", card_make)
T(K, "mixed", "⟦zbank⟧ 的 debit card ⟦S⟧，绑 Apple Pay 用", card_make)

# ---------------- private_key_pem -------------------------------------------
K = "private_key_pem"
PK = S(V.private_key_pem)
T(K, "en", "deploy key for the server:\n```\n⟦S⟧\n```", PK)
T(K, "en", "~/.ssh/id_ed25519\n⟦S⟧", S(V.openssh_private))
T(K, "en", "Here's the key for the staging box, don't lose it\n\n⟦S⟧", PK)
T(K, "en", "tls:\n  cert_file: /etc/ssl/app.crt\n  key: |\n⟦S⟧", S(lambda r: indent(V.private_key_pem(r, pick(r, ["rsa", "ec", "pkcs8"])))))
T(K, "en", "{\n  \"type\": \"service_account\",\n  \"project_id\": \"⟦proj⟧\",\n  \"private_key_id\": \"⟦hexid⟧\",\n  \"private_key\": \"⟦S⟧\",\n  \"client_email\": \"ci@⟦proj⟧.iam.gserviceaccount.com\"\n}",
  lambda r: {"S": V.pem_rsa(r, pkcs8=True).replace("\n", "\\n") + "\\n", "hexid": V.hexs(r, 40)})
T(K, "en", "my PGP secret key backup, ⟦dated⟧\n⟦S⟧", S(lambda r: V.pgp_block(r, True)))
T(K, "zh", "服务器的私钥，先发你：\n⟦S⟧", PK)
T(K, "zh", "这是 GitHub 部署用的 SSH 私钥：\n⟦S⟧", S(V.openssh_private))
T(K, "zh", "PGP 私钥备份 ⟦zdate⟧\n⟦S⟧", S(lambda r: V.pgp_block(r, True)))
T(K, "mixed", "staging 机器的 private key 贴这里了：\n⟦S⟧", PK)
T(K, "mixed", "ssh key（私钥）：\n```\n⟦S⟧\n```\n用完记得删", PK)
T(K, "mixed", "nginx 的 SSL key 文件内容 server.key：\n⟦S⟧", S(lambda r: V.private_key_pem(r, pick(r, ["rsa", "ec", "pkcs8"]))))

# ---------------- aws_key ---------------------------------------------------
K = "aws_key"
AW = S(V.aws_secret)
T(K, "en", "[default]\naws_access_key_id = ⟦akid⟧\naws_secret_access_key = ⟦S⟧\nregion = ⟦region⟧", AW)
T(K, "en", "export AWS_ACCESS_KEY_ID=⟦akid⟧\nexport AWS_SECRET_ACCESS_KEY=⟦S⟧\nexport AWS_DEFAULT_REGION=⟦region⟧", AW)
T(K, "en", "Access key ID,Secret access key\n⟦akid⟧,⟦S⟧", AW)
T(K, "en", "s3 = boto3.client(\"s3\", aws_access_key_id=\"⟦akid⟧\", aws_secret_access_key=\"⟦S⟧\")", AW)
T(K, "en", "provider \"aws\" {\n  region     = \"⟦region⟧\"\n  access_key = \"⟦akid⟧\"\n  secret_key = \"⟦S⟧\"\n}", AW)
T(K, "en", "IAM user for the backup script: ⟦akid⟧ / ⟦S⟧", AW)
T(K, "en", "temporary creds from the console:\nAWS_ACCESS_KEY_ID=⟦tid⟧\nAWS_SECRET_ACCESS_KEY=⟦S⟧\nAWS_SESSION_TOKEN=⟦tok⟧",
  lambda r: {"S": V.aws_secret(r), "tid": V.aws_key_id(r, temp=True), "tok": V.aws_session_token(r)})
T(K, "zh", "AWS 的密钥：AccessKeyId ⟦akid⟧，SecretAccessKey ⟦S⟧", AW)
T(K, "zh", "新建的 IAM 用户密钥：\n⟦akid⟧\n⟦S⟧\n只给了 S3 权限", AW)
T(K, "zh", "亚马逊云访问密钥 ID：⟦akid⟧ 私有访问密钥：⟦S⟧", AW)
T(K, "mixed", "这是 S3 bucket 的 credentials：key id ⟦akid⟧，secret ⟦S⟧", AW)
T(K, "mixed", "CI 里用的 AWS secret key 是 ⟦S⟧（id ⟦akid⟧）", AW)
T(K, "mixed", "aws configure 的时候填：⟦akid⟧ 和 ⟦S⟧，region 选 ⟦region⟧", AW)

# ---------------- github_token ----------------------------------------------
K = "github_token"
GH = S(V.github_token)
T(K, "en", "git clone https://⟦user⟧:⟦S⟧@github.com/⟦org⟧/⟦repo⟧.git", GH)
T(K, "en", "GITHUB_TOKEN=⟦S⟧", GH)
T(K, "en", "echo ⟦S⟧ | gh auth login --with-token", GH)
T(K, "en", "curl -H \"Authorization: token ⟦S⟧\" https://api.github.com/repos/⟦org⟧/⟦repo⟧/issues", GH)
T(K, "en", "new PAT for the release bot: ⟦S⟧ (expires in 90 days, repo scope only)", GH)
T(K, "en", "github.com:\n    oauth_token: ⟦S⟧\n    user: ⟦user⟧\n    git_protocol: https", GH)
T(K, "zh", "GitHub 令牌：⟦S⟧，给 CI 用的", GH)
T(K, "zh", "这个 token 有 repo 权限：⟦S⟧，用完删掉", GH)
T(K, "zh", "个人访问令牌（⟦org⟧ 组织）\n⟦S⟧", GH)
T(K, "mixed", "我的 GitHub PAT 是 ⟦S⟧，你先用着", GH)
T(K, "mixed", "CI 里的 token 换成 ⟦S⟧ 了，old 的已经 revoke", GH)
T(K, "mixed", "push 不上去，remote 设成 https://⟦S⟧@github.com/⟦org⟧/⟦repo⟧ 就好了", GH)

# ---------------- google_api_key --------------------------------------------
K = "google_api_key"
GK = S(V.google_api_key)
T(K, "en", "<script src=\"https://maps.googleapis.com/maps/api/js?key=⟦S⟧&callback=initMap\" async></script>", GK)
T(K, "en", "GOOGLE_MAPS_API_KEY=⟦S⟧", GK)
T(K, "en", "curl \"https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key=⟦S⟧\" -d @req.json", GK)
T(K, "en", "Gemini API key for the side project: ⟦S⟧", GK)
T(K, "en", "const firebaseConfig = {\n  apiKey: \"⟦S⟧\",\n  authDomain: \"⟦proj⟧.firebaseapp.com\",\n  projectId: \"⟦proj⟧\"\n};", GK)
T(K, "en", "YouTube Data API key for the playlist script: ⟦S⟧ (quota 10k/day)", GK)
T(K, "zh", "谷歌地图的 API 密钥：⟦S⟧", GK)
T(K, "zh", "Gemini 的 key 是 ⟦S⟧，别发到群里", GK)
T(K, "zh", "翻译接口用的谷歌密钥\n⟦S⟧", GK)
T(K, "mixed", "Google Cloud console 里新建的 API key：⟦S⟧，限制了 referrer", GK)
T(K, "mixed", "把 ⟦S⟧ 填到 app 的 config 里就能用 Maps 了", GK)
T(K, "mixed", "Gemini API 的 key 我换了，新的是 ⟦S⟧", GK)

# ---------------- openai_key ------------------------------------------------
K = "openai_key"
OK = S(V.openai_key)
T(K, "en", "OPENAI_API_KEY=⟦S⟧", OK)
T(K, "en", "client = OpenAI(api_key=\"⟦S⟧\")", OK)
T(K, "en", "curl https://api.openai.com/v1/chat/completions \\\n  -H \"Authorization: Bearer ⟦S⟧\" \\\n  -H \"Content-Type: application/json\"", OK)
T(K, "en", "here's the team key for the hackathon: ⟦S⟧ — budget capped at $50", OK)
T(K, "en", "llm:\n  provider: openai\n  model: gpt-4o-mini\n  api_key: ⟦S⟧", OK)
T(K, "en", "# .zshrc\nexport OPENAI_API_KEY=\"⟦S⟧\"", OK)
T(K, "zh", "OpenAI 的 key：⟦S⟧，额度还剩 50 刀", OK)
T(K, "zh", "把这个密钥填进去：⟦S⟧", OK)
T(K, "zh", "公司买的 ChatGPT 接口密钥\n⟦S⟧\n别外传", OK)
T(K, "mixed", "ChatGPT API key 我放这了 ⟦S⟧，别外传", OK)
T(K, "mixed", "用我的 OpenAI key 跑 batch：⟦S⟧", OK)
T(K, "mixed", "Cursor 里 custom key 填 ⟦S⟧ 就行", OK)

# ---------------- anthropic_key ---------------------------------------------
K = "anthropic_key"
AK = S(V.anthropic_key)
T(K, "en", "ANTHROPIC_API_KEY=⟦S⟧", AK)
T(K, "en", "client = anthropic.Anthropic(api_key=\"⟦S⟧\")", AK)
T(K, "en", "curl https://api.anthropic.com/v1/messages \\\n  -H \"x-api-key: ⟦S⟧\" \\\n  -H \"anthropic-version: 2023-06-01\"", AK)
T(K, "en", "Claude key for the eval harness: ⟦S⟧", AK)
T(K, "en", "{\n  \"env\": {\n    \"ANTHROPIC_API_KEY\": \"⟦S⟧\"\n  }\n}", AK)
T(K, "en", "workspace key (team: research) ⟦S⟧ — rotate after the demo", AK)
T(K, "zh", "Claude 的 API 密钥：⟦S⟧", AK)
T(K, "zh", "Anthropic 控制台新建的 key\n⟦S⟧", AK)
T(K, "zh", "这个密钥给评测脚本用：⟦S⟧", AK)
T(K, "mixed", "Anthropic key 是 ⟦S⟧，quota 够用", AK)
T(K, "mixed", "Claude Code 里配的 API key：⟦S⟧，别 push 到 repo", AK)
T(K, "mixed", "export 一下 ANTHROPIC_API_KEY=⟦S⟧ 再跑", AK)

# ---------------- slack_token -----------------------------------------------
K = "slack_token"
SL = S(V.slack_token)
T(K, "en", "SLACK_BOT_TOKEN=⟦S⟧", S(lambda r: V.slack_token(r, "xoxb")))
T(K, "en", "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy done\"}' ⟦S⟧", S(lambda r: V.slack_token(r, "hook")))
T(K, "en", "xoxp token for the export script: ⟦S⟧", S(lambda r: V.slack_token(r, "xoxp")))
T(K, "en", "app = App(token=\"⟦S⟧\", signing_secret=os.environ[\"SLACK_SIGNING_SECRET\"])", S(lambda r: V.slack_token(r, "xoxb")))
T(K, "en", "alerts:\n  slack:\n    webhook_url: ⟦S⟧\n    channel: \"#ops\"", S(lambda r: V.slack_token(r, "hook")))
T(K, "en", "Socket mode app-level token: ⟦S⟧", S(lambda r: V.slack_token(r, "xapp")))
T(K, "zh", "Slack 机器人的 token：⟦S⟧", S(lambda r: V.slack_token(r, "xoxb")))
T(K, "zh", "告警推送的 webhook 地址 ⟦S⟧", S(lambda r: V.slack_token(r, "hook")))
T(K, "zh", "Slack 工作区的用户令牌\n⟦S⟧", S(lambda r: V.slack_token(r, pick(r, ["xoxp", "xoxe"]))))
T(K, "mixed", "Slack bot token 是 ⟦S⟧，加到 channel 里再用", S(lambda r: V.slack_token(r, "xoxb")))
T(K, "mixed", "webhook 我配好了：⟦S⟧，test 一下", S(lambda r: V.slack_token(r, "hook")))
T(K, "mixed", "导出 Slack history 用这个 token ⟦S⟧", SL)

# ---------------- stripe_key ------------------------------------------------
K = "stripe_key"


def stripe_secret(r):
    """API secret / restricted key (webhook secrets have their own templates)."""
    pre, n = pick(r, [("sk_live_51", 97), ("sk_live_51", 97), ("sk_live_", 24), ("rk_live_51", 97)])
    return pre + V.chars(r, n)


SK = S(stripe_secret)
WH = S(lambda r: "whsec_" + V.chars(r, 32))
T(K, "en", "STRIPE_SECRET_KEY=⟦S⟧", SK)
T(K, "en", "stripe.api_key = \"⟦S⟧\"", SK)
T(K, "en", "curl https://api.stripe.com/v1/charges -u ⟦S⟧: -d amount=2000 -d currency=usd", SK)
T(K, "en", "webhook signing secret for the prod endpoint: ⟦S⟧", WH)
T(K, "en", "const stripe = require('stripe')('⟦S⟧');", SK)
T(K, "en", "restricted key (read-only, for the dashboard): ⟦S⟧", S(lambda r: "rk_live_51" + V.chars(r, 97)))
T(K, "zh", "Stripe 正式环境的密钥：⟦S⟧", SK)
T(K, "zh", "支付接口的 live key\n⟦S⟧", SK)
T(K, "zh", "Stripe 回调签名密钥 ⟦S⟧", WH)
T(K, "mixed", "Stripe live secret key 是 ⟦S⟧，别用在 test 环境", SK)
T(K, "mixed", "把 ⟦S⟧ 配到 server 上，前端只放 publishable key", SK)
T(K, "mixed", "shop 的 Stripe key 换了：⟦S⟧⟪|，webhook secret 也换成 ⟦wh⟧ 了⟫", lambda r: {"S": SK(r)["S"], "wh": "whsec_" + V.chars(r, 32)})

# ---------------- jwt -------------------------------------------------------
K = "jwt"
JW = S(V.jwt)
T(K, "en", "Authorization: Bearer ⟦S⟧", JW)
T(K, "en", "Cookie: session=⟦S⟧; Path=/; HttpOnly", JW)
T(K, "en", "{\"access_token\":\"⟦S⟧\",\"token_type\":\"Bearer\",\"expires_in\":3600}", JW)
T(K, "en", "curl -s https://api.⟦proj⟧.io/v1/me -H \"Authorization: Bearer ⟦S⟧\"", JW)
T(K, "en", "here's my token from devtools, can you check why it 401s: ⟦S⟧", JW)
T(K, "en", "localStorage.setItem('id_token', '⟦S⟧');", JW)
T(K, "zh", "登录后拿到的 token：⟦S⟧", JW)
T(K, "zh", "抓包看到的请求头：\nAuthorization: Bearer ⟦S⟧", JW)
T(K, "zh", "测试账号的令牌 ⟦S⟧，有效期一天", JW)
T(K, "mixed", "把 access token ⟦S⟧ 贴到 Postman 里", JW)
T(K, "mixed", "这个 JWT 好像 expire 了：⟦S⟧", JW)
T(K, "mixed", "admin 的 token 是 ⟦S⟧，debug 完记得 logout", JW)

# ---------------- vendor_token ----------------------------------------------
K = "vendor_token"
VT = vendor_make(True)
T(K, "en", "⟦vendor⟧ token: ⟦S⟧", VT)
T(K, "en", "⟦VENV⟧=⟦S⟧", VT)
T(K, "en", "//registry.npmjs.org/:_authToken=⟦S⟧", vendor_specific("npm"))
T(K, "en", "[pypi]\n  username = __token__\n  password = ⟦S⟧", vendor_specific("PyPI"))
T(K, "en", "git remote set-url origin https://oauth2:⟦S⟧@gitlab.com/⟦org⟧/⟦repo⟧.git", vendor_specific("GitLab"))
T(K, "en", "huggingface-cli login --token ⟦S⟧", vendor_specific("Hugging Face"))
T(K, "en", "Telegram bot for the doorbell: ⟦S⟧ (from BotFather)", vendor_specific("Telegram"))
T(K, "en", "sendgrid:\n  api_key: \"⟦S⟧\"\n  from: noreply@⟦proj⟧.io", vendor_specific("SendGrid"))
T(K, "zh", "阿里云 AccessKey：\nAccessKey ID：LTAI5t⟦akid2⟧\nAccessKey Secret：⟦S⟧", lambda r: {"S": V.chars(r, 30), "akid2": V.chars(r, 18)})
T(K, "zh", "腾讯云 API 密钥 SecretId：AKID⟦sid⟧ SecretKey：⟦S⟧", lambda r: {"S": V.chars(r, 32), "sid": V.chars(r, 32)})
T(K, "zh", "⟦vendor⟧ 的令牌：⟦S⟧", VT)
T(K, "zh", "npm 发包用的 token\n⟦S⟧", vendor_specific("npm"))
T(K, "mixed", "HF token 是 ⟦S⟧，push model 要用", vendor_specific("Hugging Face"))
T(K, "mixed", "⟦vendor⟧ 的 API token ⟦S⟧ 先别 rotate", VT)
T(K, "mixed", "DigitalOcean 的 personal access token：⟦S⟧，terraform 用", vendor_specific("DigitalOcean"))

# ---------------- generic_api_key -------------------------------------------
K = "generic_api_key"
GA = S(V.generic_api_key)
T(K, "en", "curl -H \"X-API-Key: ⟦S⟧\" https://api.⟦proj⟧.io/v2/items", GA)
T(K, "en", "api_key = \"⟦S⟧\"  # weather service", GA)
T(K, "en", "https://api.openweathermap.org/data/2.5/weather?q=⟦city⟧&appid=⟦S⟧", S(lambda r: V.hexs(r, 32)))
T(K, "en", "Weather API key: ⟦S⟧", GA)
T(K, "en", "integrations:\n  analytics:\n    endpoint: https://collect.⟦proj⟧.io\n    apiKey: ⟦S⟧", GA)
T(K, "en", "Authorization: Token ⟦S⟧", S(lambda r: V.hexs(r, 40)))
T(K, "en", "[services.⟪weather|geocoder|search⟫]\nbase_url = \"https://api.⟦proj⟧.io\"\napi_key = \"⟦S⟧\"", GA)
T(K, "zh", "接口密钥：⟦S⟧", GA)
T(K, "zh", "微信公众号 AppID：wx⟦appid⟧\nAppSecret：⟦S⟧", lambda r: {"S": V.hexs(r, 32), "appid": V.hexs(r, 16)})
T(K, "zh", "高德地图的 key：⟦S⟧，Web服务用", S(lambda r: V.hexs(r, 32)))
T(K, "mixed", "这个 API key 是 ⟦S⟧，rate limit 一分钟 60 次", GA)
T(K, "mixed", "third-party 的 api secret ⟦S⟧ 我放 config 里了", GA)
T(K, "mixed", "问卷平台的 secret key：⟦S⟧，只给后端用", GA)

# ===========================================================================
# BENIGN KINDS
# ===========================================================================
N = lambda r: {"S": ""}  # noqa: E731  (no value slot)

# ---------------- password_mention ------------------------------------------
K = "password_mention"
T(K, "en", "I forgot my ⟦svc⟧ password again⟪, ugh|. Third time this month|, resetting it now|. The reset email never arrives⟫", N)
T(K, "en", "Reminder: ⟪⟦svc⟧|work|the ⟦bank⟧ app⟫ wants a new password every ⟪90|60|30⟫ days⟪|, set a calendar note| — so annoying⟫", N)
T(K, "en", "⟪The|Your new|A⟫ password must be at least ⟦n⟧ characters and include ⟪a number and a symbol|an uppercase letter|one digit⟫.", N)
T(K, "en", "⟦name⟧ asked me for the ⟪wifi|Netflix|printer⟫ password but I couldn't remember it⟪|, will check later| so I reset it⟫", N)
T(K, "en", "My ⟪|⟦svc⟧ |work |⟦bank⟧ ⟫password is ⟪expired|incorrect apparently|too old, says the portal|locked⟫, need to call ⟪IT|support|the helpdesk⟫ ⟪tomorrow|on ⟦weekday⟧|after lunch|first thing⟫", N)
T(K, "en", "Reset my ⟦bank⟧ PIN at the branch ⟪today|on ⟦weekday⟧⟫, took ⟦d2⟧ minutes", N)
T(K, "en", "never share your ⟪OTP|verification code|PIN|password⟫ with anyone — ⟦bank⟧ will never ask for it", N)
T(K, "en", "password manager migration: done for ⟦d2⟧ of ⟦d3⟧ logins⟪|, the rest this weekend| — ⟦svc⟧ still to do⟫", N)
T(K, "zh", "又把⟦zsvc⟧的密码忘了，⟪气死|只能重置了|找回流程好麻烦|这已经是第三次了⟫", N)
T(K, "zh", "密码错误次数过多，⟦zsvc⟧账号被锁定了，⟦n⟧⟪小时|分钟⟫后再试", N)
T(K, "zh", "⟦zsvc⟧验证码一直收不到，⟪是不是被拦截了|换了手机号还是不行|客服也说不清楚⟫", N)
T(K, "zh", "⟪公司|学校|银行|⟦zsvc⟧⟫要求每⟪三个月|半年|九十天|两个月⟫改一次密码，⟪好烦|又要想新的了|记不住|⟦zname⟧也在吐槽⟫", N)
T(K, "zh", "⟦zrel⟧问我⟪家里WiFi|电视会员|⟦zsvc⟧⟫密码是多少，我也不记得了", N)
T(K, "zh", "⟦zsvc⟧新密码需要包含⟪大小写字母和数字|特殊字符|字母和数字⟫，至少⟦n⟧位", N)
T(K, "mixed", "我的 ⟦svc⟧ password 又 ⟪expire|过期|被 reset⟫ 了⟪|，烦|，得重新设⟫", N)
T(K, "mixed", "忘记 ⟦svc⟧ 的 password 了，只能 ⟪reset|找回|重新注册⟫", N)
T(K, "mixed", "⟦zbank⟧ 的 PIN 输错⟪三|两|好几⟫次，卡被 lock 了⟪|，明天去柜台|，要带身份证|，⟦zdate⟧再去⟫", N)
T(K, "mixed", "⟦zname⟧ 问我要 ⟦svc⟧ 的密码，我说自己注册一个吧", N)

# ---------------- secret_reference ------------------------------------------
K = "secret_reference"
PM = ["1Password", "Bitwarden", "KeePassXC", "Apple Passwords", "Dashlane", "the Keychain"]
T(K, "en", "⟦bank⟧ password is in ⟪1Password|Bitwarden|KeePassXC⟫ → ⟪Banking|Finance|Money⟫/⟦bank⟧", N)
T(K, "en", "⟦svc⟧ ⟪password|PIN|passphrase⟫: memorised, not written anywhere", N)
T(K, "en", "⟦svc⟧ → ⟪1Password|Bitwarden|Proton Pass⟫ › ⟪Personal|Family|Work|Shared⟫⟪| (hint: the long one)| (updated ⟦dated⟧)⟫", N)
T(K, "en", "the ⟦issuer⟧ recovery codes are ⟪printed and in the fireproof box|in the safe deposit box|in the blue folder at ⟦rel⟧'s⟫", N)
T(K, "en", "⟪WiFi|Router admin|Guest network|⟦ssid⟧⟫ password: on the sticker ⟪under the router|on the back of the modem|inside the cupboard door⟫⟪| (ask ⟦name⟧ if it's peeled off)|. Not written anywhere else.⟫", N)
T(K, "en", "⟪AWS root|Cloudflare|Domain registrar⟫ credentials live in ⟪Bitwarden|1Password|KeePass⟫, ⟪Work|Infra|Admin⟫ collection, item \"⟦repo⟧\"", N)
T(K, "en", "⟪door|gate|garage|alarm⟫ code — ask ⟦name⟧, ⟪she|he⟫ has it", N)
T(K, "en", "⟦bank⟧ PIN: in the bank's letter, ⟪top drawer of the desk|the filing box|the safe⟫ (hint: ⟪the newer envelope|not the old card|changed ⟦dated⟧⟫)", N)
T(K, "zh", "⟦zsvc⟧密码已存入 ⟪1Password|Bitwarden|密码管理器|iCloud 钥匙串⟫", N)
T(K, "zh", "⟦zbank⟧的⟪密码|取款密码|支付密码|网银密码⟫记在心里，没写下来⟪|，⟦zrel⟧也不知道|，放心⟫", N)
T(K, "zh", "⟪WiFi|路由器管理|光猫|⟦zssid⟧的⟫密码贴在⟪路由器背面|光猫侧面|鞋柜里面|冰箱门上的便签里⟫⟪|，⟦zrel⟧知道在哪|，别拍照⟫", N)
T(K, "zh", "⟦zsvc⟧密码存在 ⟪Bitwarden|1Password|KeePass⟫ 的“⟪家庭|工作|财务⟫”文件夹里", N)
T(K, "zh", "⟪保险柜|门锁|车库|老房子的门禁⟫密码只有⟦zrel⟧知道⟪|，要用就问⟦zrel2⟧|，没写下来⟫", N)
T(K, "zh", "⟪助记词|⟪冷钱包|imToken|硬件钱包⟫的助记词⟫抄在纸上，放在⟪银行保管箱|家里保险柜|⟦zrel⟧那里|⟦zcity⟧老家⟫⟪|，没有电子版|，⟦zdate⟧核对过⟫", N)
T(K, "mixed", "⟦svc⟧ 的 password 在 ⟪1Password|Bitwarden⟫ 的 ⟪Family|Personal|Work⟫ vault 里", N)
T(K, "mixed", "⟪AWS root|GitHub|域名注册商|⟦svc⟧|⟦repo⟧ 服务器⟫ 的 credentials → ⟪Bitwarden|1Password|KeePass⟫ › ⟪Work|Infra|Admin|Personal⟫", N)
T(K, "mixed", "⟪助记词|seed phrase|wallet 备份|⟪Ledger|Trezor|MetaMask⟫ 的 recovery phrase⟫抄在纸上放⟪保险柜|银行 safe deposit box|⟦zrel⟧家⟫了，never online⟪|，⟦zdate⟧检查过| 👍⟫", N)
T(K, "mixed", "⟦issuer⟧ 的 recovery codes 打印出来放在⟪书房 drawer|保险柜|filing cabinet|⟦zrel⟧那边的 safe⟫ 里了⟪|，⟦zdate⟧打印的⟫", N)
T(K, "mixed", "⟦zbank⟧ ⟪|⟦zbrand0⟧⟫的 ⟪PIN|取款密码|支付密码⟫：memorised，没写下来⟪|，hint 也没有|，只有我知道⟫", N)

# ---------------- placeholder -----------------------------------------------
K = "placeholder"
PH_KEYS = ["sk-...", "sk-xxxxxxxxxxxxxxxxxxxxxxxx", "<YOUR_API_KEY>", "your-api-key-here", "sk-ant-...", "<OPENAI_API_KEY>",
           "sk-proj-XXXXXXXXXXXXXXXX", "ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "REPLACE_ME", "<token>", "${TOKEN}",
           "xoxb-your-bot-token", "sk_live_...", "AIza...", "<insert key here>", "********", "YOUR_TOKEN", "<api-key>",
           "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx", "$API_KEY", "{{ api_key }}", "sk-ant-api03-XXXXXXXX", "[REDACTED]"]
PH_TESTCARDS = ["4242 4242 4242 4242", "4242424242424242", "4000 0566 5566 5556", "5555 5555 5555 4444", "4111 1111 1111 1111",
                "3782 822463 10005", "6011 1111 1111 1117", "4242-4242-4242-4242", "5200 8282 8282 8210", "3714 496353 98431"]
PHK = S(lambda r: pick(r, PH_KEYS))
PHSVC = ["OpenAI", "the weather API", "Anthropic", "Mapbox", "SendGrid", "your provider", "the SDK"]
T(K, "en", "⟪# ⟦repo⟧/.env.example\n|# copy to .env and fill in\n|⟫OPENAI_API_KEY=⟦S⟧⟪|\nMODEL=gpt-4o-mini|\nPORT=⟦d4⟧⟫", S(lambda r: pick(r, ["sk-...", "sk-xxxxxxxxxxxxxxxxxxxxxxxx", "<OPENAI_API_KEY>", "your-key-here", "sk-proj-XXXXXXXXXXXX", "sk-YOUR-KEY"])))
T(K, "en", "curl https://api.⟦proj⟧.io/v1/⟪items|users|search⟫ -H \"Authorization: Bearer ⟦S⟧\"", PHK)
T(K, "en", "⟪Example from the AWS docs:|From the tutorial:|Sample config (not real):⟫\n[⟪default|dev|⟦repo⟧⟫]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nregion = ⟦region⟧", N)
T(K, "en", "⟪Use the test card|Test with|In test mode, pay with⟫ ⟦S⟧ ⟪with any future expiry and any CVC.|and CVC 123, expiry ⟦mm⟧/⟦yy⟧.|— it always succeeds.⟫", S(lambda r: pick(r, PH_TESTCARDS)))
PKT = lambda r: {"S": "", "pkt": pick(r, ["", "", "RSA ", "EC ", "OPENSSH "])}  # noqa: E731
T(K, "en", "⟪Paste your key between the markers|Your key file should look like this|Format expected by ⟦repo⟧⟫:\n-----BEGIN ⟦pkt⟧PRIVATE KEY-----\n⟪...|<key material>|(your key here)⟫\n-----END ⟦pkt⟧PRIVATE KEY-----", PKT)
T(K, "en", "DATABASE_URL=⟪postgres|mysql|postgresql⟫://⟪USER|<user>|username⟫:⟪PASSWORD|<password>|your_password|****⟫@⟪HOST|localhost|<host>⟫:⟪5432|3306⟫/⟪DBNAME|mydb|<db>|⟦db⟧⟫", N)
T(K, "en", "api_key: ⟦S⟧   # get one at https://dashboard.⟦proj⟧.io", PHK)
T(K, "en", "⟪|# ⟦repo⟧\n⟫GITHUB_TOKEN=⟦S⟧⟪| # needs repo scope| # replace before running|  # personal access token⟫", S(lambda r: pick(r, ["ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "<your-github-token>", "ghp_...", "YOUR_TOKEN_HERE", "github_pat_XXXX"])))
T(K, "zh", "把 ⟦S⟧ 换成你自己的⟪密钥|key|令牌⟫⟪|，在⟦proj⟧控制台申请|即可⟫", S(lambda r: pick(r, ["YOUR_API_KEY", "<YOUR_API_KEY>", "sk-xxxx", "your-key", "<token>", "xxxxxx"])))
T(K, "zh", "测试卡号 ⟦S⟧，有效期⟪随便填一个将来的日期|填 ⟦mm⟧/⟦yy⟧|任意⟫，CVC 任意", S(lambda r: pick(r, PH_TESTCARDS)))
T(K, "zh", "在 ⟪.env|⟦repo⟧/.env|config.env⟫ 里写 ⟪OPENAI_API_KEY|API_KEY|ANTHROPIC_API_KEY⟫=⟦S⟧（替换成你的⟪|真实密钥|key⟫）", S(lambda r: pick(r, ["sk-xxxx", "sk-...", "你的key", "<your-key>", "sk-ant-..."])))
T(K, "zh", "私钥格式示例⟪|（⟦repo⟧）|，内容替换成你自己的⟫：\n-----BEGIN ⟦pkt⟧PRIVATE KEY-----\n⟪...|（此处省略）|xxxx⟫\n-----END ⟦pkt⟧PRIVATE KEY-----", PKT)
T(K, "mixed", "⟪文档里|AWS 官方 tutorial 里|⟦repo⟧ 的 README 里⟫的 example key ⟪AKIAIOSFODNN7EXAMPLE|wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY⟫ 不能真用⟪|，要换成自己的|，只是 demo|，region 写 ⟦region⟧⟫", N)
T(K, "mixed", "⟪token|API key|secret⟫ 填 ⟦S⟧ 就行，先别 commit 真的⟪|，review 完再说⟫", PHK)
T(K, "mixed", "⟪⟦db⟧|⟦repo⟧|config⟫ 的 password 那栏先写 ⟪CHANGE_ME|<password>|xxxxxx|********|TODO⟫，上线前再改", N)
T(K, "mixed", "Stripe test mode 用 ⟦S⟧ 这张卡⟪测试|就行|，不会真扣钱⟫⟪|，exp ⟦mm⟧/⟦yy⟧⟫", S(lambda r: pick(r, PH_TESTCARDS)))

# ---------------- code_config_benign ----------------------------------------
K = "code_config_benign"
ENVNAMES = ["DB_PASSWORD", "API_KEY", "STRIPE_SECRET", "OPENAI_API_KEY", "JWT_SECRET", "SMTP_PASSWORD", "GITHUB_TOKEN",
            "REDIS_PASSWORD", "MYSQL_ROOT_PASSWORD", "SESSION_SECRET", "AWS_SECRET_ACCESS_KEY", "SLACK_BOT_TOKEN",
            "PGPASSWORD", "ADMIN_PASS", "SIGNING_KEY", "MAIL_PASSWORD"]
EN_ = lambda r: {"S": "", "E": pick(r, ENVNAMES), "E2": pick(r, ENVNAMES), "var": pick(r, ["password", "pw", "db_pass", "secret", "api_key", "token"])}  # noqa: E731
T(K, "en", "⟦var⟧ = os.environ⟪[\"⟦E⟧\"]|.get(\"⟦E⟧\")|[\"⟦E⟧\"].strip()⟫", EN_)
T(K, "en", "services:\n  ⟪db|database|postgres⟫:\n    image: ⟪postgres:16|postgres:15-alpine|mysql:8⟫\n    environment:\n      ⟪POSTGRES_PASSWORD|MYSQL_PASSWORD|DB_PASS⟫: ${⟪POSTGRES_PASSWORD|DB_PASSWORD|MYSQL_PASSWORD|DB_PASS⟫}", EN_)
T(K, "en", "env:\n  ⟦E⟧: ${{ secrets.⟦E⟧ }}\n  ⟪NODE_ENV: production|CI: true|PYTHONUNBUFFERED: 1⟫", EN_)
T(K, "en", "const ⟦var⟧ = process.env.⟦E⟧;\nif (!⟦var⟧) throw new Error(\"⟦E⟧ is not set\");", EN_)
T(K, "en", "env:\n  - name: ⟦E⟧\n    valueFrom:\n      secretKeyRef:\n        name: ⟪app-secrets|db-creds|⟦repo⟧-secrets⟫\n        key: ⟪password|api-key|token⟫", EN_)
T(K, "en", "⟦var⟧ = getpass.getpass(\"⟪Password|Passphrase|Enter password⟫: \")\nconn = connect(user=⟪user|args.user|\"⟦user⟧\"⟫, password=⟦var⟧)", EN_)
T(K, "en", "# .env.example⟪| — copy to .env| (do not commit .env)⟫\n⟦E⟧=\n⟦E2⟧=\n⟪PORT=3000|DEBUG=true|LOG_LEVEL=debug⟫", EN_)
T(K, "en", "DATABASE_URL=⟪postgres|postgresql⟫://⟦user⟧:${⟪PGPASSWORD|DB_PASSWORD|POSTGRES_PASSWORD⟫}@⟪db|localhost|⟦host⟧⟫:5432/⟦db⟧", EN_)
T(K, "en", "spring.datasource.password=${⟪SPRING_DATASOURCE_PASSWORD|DB_PASSWORD|JDBC_PASSWORD⟫}\nspring.datasource.username=⟦user⟧", EN_)
T(K, "en", "resource \"aws_db_instance\" \"⟪main|⟦db⟧|primary⟫\" {\n  username = \"⟦user⟧\"\n  password = var.⟪db_password|master_password|⟦var⟧⟫\n}", EN_)
T(K, "zh", "# 从环境变量读取⟪密码|密钥|token⟫\n⟦var⟧ = os.getenv(\"⟦E⟧\")", EN_)
T(K, "zh", "配置文件里写 password: ${⟦E⟧}，实际值放在 ⟪k8s secret|Vault|密钥管理服务⟫ 里", EN_)
T(K, "zh", "密钥不要写死在代码里，用 ⟪config.get|settings.get|os.getenv⟫(\"⟦E⟧\") 读取", EN_)
T(K, "zh", "部署脚本：\nexport ⟦E⟧=$(vault kv get -field=value secret/⟦repo⟧/⟦var⟧)", EN_)
T(K, "mixed", "别 hardcode⟪| 密码| key⟫，用 ⟪os.environ[\"⟦E⟧\"]|os.getenv(\"⟦E⟧\")|process.env.⟦E⟧⟫ 读⟪|，本地放 .env|，prod 用 secret manager⟫", EN_)
T(K, "mixed", "⟪CI|GitHub Actions|workflow⟫ 里的⟪ token|密码| key⟫ 用 ${{ secrets.⟦E⟧ }} 引用就行⟪|，别直接写|，在 repo settings 里配⟫", EN_)
T(K, "mixed", "docker-compose 里 ⟪password|secret|token⟫ 写成 ${⟦E⟧}，值在 .env 里（.env 不进 git⟪|，已经加到 .gitignore⟫）", EN_)

# ---------------- public_key_material ---------------------------------------
K = "public_key_material"
T(K, "en", "my public key, add it to authorized_keys:\n⟦S⟧", S(V.ssh_ed25519_public))
T(K, "en", "~/.ssh/id_rsa.pub\n⟦S⟧", S(V.ssh_rsa_public))
T(K, "en", "Server signing key (public):\n⟦S⟧", S(V.pem_public))
T(K, "en", "My PGP public key — feel free to share it:\n⟦S⟧", S(lambda r: V.pgp_block(r, False)))
T(K, "en", "server.crt\n⟦S⟧", S(V.certificate))
T(K, "en", "Send the refund to my BTC address ⟦S⟧", S(V.btc_address))
T(K, "en", "[Peer]\nPublicKey = ⟦S⟧\nEndpoint = vpn.⟦proj⟧.io:51820\nAllowedIPs = 10.8.0.0/24", S(lambda r: V.b64(V.rbytes(r, 32))))
T(K, "en", "age recipient for the backups: ⟦S⟧", S(V.age_recipient))
T(K, "zh", "我的公钥：⟦S⟧", S(V.ssh_ed25519_public))
T(K, "zh", "收款地址（BTC）：⟦S⟧", S(V.btc_address))
T(K, "zh", "ETH 钱包地址 ⟦S⟧，转账记得选 ERC20", S(V.eth_address))
T(K, "zh", "证书内容如下：\n⟦S⟧", S(V.certificate))
T(K, "mixed", "把我的 public key 加到 server 上：⟦S⟧", S(V.ssh_ed25519_public))
T(K, "mixed", "USDT 收款 address：⟦S⟧", S(V.eth_address))
T(K, "mixed", "这是我的 PGP 公钥，可以 share：\n⟦S⟧", S(lambda r: V.pgp_block(r, False)))

# ---------------- public_id -------------------------------------------------
K = "public_id"
T(K, "en", "Stripe publishable key for the checkout page: ⟦S⟧", S(lambda r: "pk_live_51" + V.chars(r, 97)))
T(K, "en", "OAuth client ID: ⟦S⟧.apps.googleusercontent.com", S(lambda r: V.digits(r, 12, True) + "-" + V.chars(r, 32, V.ALNUM_LOWER)))
T(K, "en", "AWS account ID ⟦S⟧ — role arn:aws:iam::⟦S⟧:role/ReadOnly", S(lambda r: V.digits(r, 12, True)))
T(K, "en", "GA4 measurement ID: ⟦S⟧", S(lambda r: "G-" + V.chars(r, 10, V.ALNUM_UPPER)))
T(K, "en", "Mapbox public token (URL-restricted): ⟦S⟧", S(lambda r: "pk.eyJ1Ijoi" + V.chars(r, 60, V.B64URL) + "." + V.chars(r, 22, V.B64URL)))
T(K, "en", "Stripe customer ⟦S⟧ disputed the charge", S(lambda r: "cus_" + V.chars(r, 14)))
T(K, "en", "reCAPTCHA site key: ⟦S⟧", S(lambda r: "6L" + V.chars(r, 38, V.B64URL)))
T(K, "zh", "小程序的 AppID 是 ⟦S⟧", S(lambda r: "wx" + V.hexs(r, 16)))
T(K, "zh", "我的 Discord 用户 ID：⟦S⟧", S(lambda r: V.digits(r, 18, True)))
T(K, "zh", "统计代码的衡量 ID：⟦S⟧", S(lambda r: "G-" + V.chars(r, 10, V.ALNUM_UPPER)))
T(K, "mixed", "Slack channel ID 是 ⟦S⟧，bot 要加进去", S(lambda r: "C0" + V.chars(r, 9, V.ALNUM_UPPER)))
T(K, "mixed", "前端用 publishable key ⟦S⟧ 就行", S(lambda r: "pk_live_51" + V.chars(r, 97)))
T(K, "mixed", "AWS account ⟦S⟧ 是 prod 的", S(lambda r: V.digits(r, 12, True)))

# ---------------- uuid ------------------------------------------------------
K = "uuid"
U = S(V.uuid4)
T(K, "en", "request id ⟦S⟧ failed with 502, retrying", U)
T(K, "en", "Notion page: https://www.notion.so/Meeting-notes-⟦S⟧", S(lambda r: V.uuid4(r).replace("-", "")))
T(K, "en", "[⟦time⟧:12] INFO job=⟦S⟧ status=done duration=⟦d2⟧s", U)
T(K, "en", "device_id: ⟦S⟧", U)
T(K, "en", "INSERT INTO users (id, name) VALUES ('⟦S⟧', '⟦name⟧');", U)
T(K, "en", "Your support ticket reference is ⟦S⟧.", U)
T(K, "zh", "订单追踪 ID：⟦S⟧", U)
T(K, "zh", "日志里报错的 trace id 是 ⟦S⟧", U)
T(K, "zh", "设备序列号（UUID）⟦S⟧", U)
T(K, "mixed", "这个 request 的 correlation id 是 ⟦S⟧，帮我查一下 log", U)
T(K, "mixed", "Notion 链接 notion.so/⟦S⟧ 里有 meeting notes", S(lambda r: V.uuid4(r).replace("-", "")))
T(K, "mixed", "workspace id ⟦S⟧ 填到 config 里", U)

# ---------------- git_sha ---------------------------------------------------
K = "git_sha"
G40 = S(lambda r: V.hexs(r, 40))
G7 = S(lambda r: V.hexs(r, pick(r, [7, 7, 8, 10, 12])))
T(K, "en", "fixed in ⟦S⟧, will be in the next release", G7)
T(K, "en", "git revert ⟦S⟧", G40)
T(K, "en", "commit ⟦S⟧\nAuthor: ⟦name⟧ <⟦email⟧>\nDate:   ⟦weekday⟧ Mar 14 ⟦time⟧:02 2025 +0000\n\n    Fix login redirect loop", G40)
T(K, "en", "https://github.com/⟦org⟧/⟦repo⟧/commit/⟦S⟧", G40)
T(K, "en", "HEAD is now at ⟦S⟧ Bump version", G7)
T(K, "en", "pin the action to a SHA: uses: actions/checkout@⟦S⟧", G40)
T(K, "zh", "这个 bug 在 ⟦S⟧ 修了", G7)
T(K, "zh", "回滚到提交 ⟦S⟧ 就好", G40)
T(K, "zh", "线上版本的 commit 是 ⟦S⟧", G40)
T(K, "mixed", "cherry-pick 一下 ⟦S⟧ 到 release 分支", G7)
T(K, "mixed", "deploy 的是 ⟦S⟧ 这个 commit 吗？", G40)
T(K, "mixed", "git bisect 找到了，bad commit 是 ⟦S⟧", G7)

# ---------------- checksum --------------------------------------------------
K = "checksum"
T(K, "en", "<script src=\"https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js\" integrity=\"⟦S⟧\" crossorigin=\"anonymous\"></script>", S(V.sri))
T(K, "en", "⟦S⟧  ubuntu-24.04.1-desktop-amd64.iso", S(lambda r: V.sha(r, 64)))
T(K, "en", "SHA256 (⟪Obsidian-1.6.7.dmg|node-v22.9.0-linux-x64.tar.xz|vault-backup.tar.gz⟫) = ⟦S⟧", S(lambda r: V.sha(r, 64)))
T(K, "en", "\"node_modules/lodash\": {\n  \"version\": \"4.17.21\",\n  \"resolved\": \"https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz\",\n  \"integrity\": \"⟦S⟧\"\n}", S(lambda r: "sha512-" + V.b64(V.rbytes(r, 64))))
T(K, "en", "docker pull nginx@sha256:⟦S⟧", S(lambda r: V.sha(r, 64)))
T(K, "en", "github.com/stretchr/testify v1.9.0 h1:⟦S⟧", S(lambda r: V.b64(V.rbytes(r, 32))))
T(K, "en", "requests==2.32.3 \\\n    --hash=sha256:⟦S⟧", S(lambda r: V.sha(r, 64)))
T(K, "en", "MD5 (photos-2024.zip) = ⟦S⟧", S(lambda r: V.sha(r, 32)))
T(K, "en", "[[package]]\nname = \"serde\"\nversion = \"1.0.210\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"⟦S⟧\"", S(lambda r: V.sha(r, 64)))
T(K, "zh", "下载后校验一下 SHA256：⟦S⟧", S(lambda r: V.sha(r, 64)))
T(K, "zh", "固件包的 MD5 是 ⟦S⟧，对得上再刷", S(lambda r: V.sha(r, 32)))
T(K, "zh", "镜像摘要 sha256:⟦S⟧", S(lambda r: V.sha(r, 64)))
T(K, "zh", "安装包哈希值（SHA-1）：⟦S⟧", S(lambda r: V.sha(r, 40)))
T(K, "mixed", "checksum 对不上：expected ⟦S⟧", S(lambda r: V.sha(r, 64)))
T(K, "mixed", "CDN 的 integrity=\"⟦S⟧\" 要跟着版本一起更新", S(V.sri))
T(K, "mixed", "release 页面写的 sha256 是 ⟦S⟧，我本地算的一样", S(lambda r: V.sha(r, 64)))

# ---------------- base64_image ----------------------------------------------
K = "base64_image"
DU = S(V.data_uri)
T(K, "en", "<img src=\"⟦S⟧\" alt=\"logo\" width=\"16\">", DU)
T(K, "en", "![screenshot](⟦S⟧)", DU)
T(K, "en", ".icon {\n  background-image: url(\"⟦S⟧\");\n}", DU)
T(K, "en", "{\"user\": \"⟦name⟧\", \"avatar\": \"⟦S⟧\"}", DU)
T(K, "en", "favicon: ⟦S⟧", DU)
T(K, "zh", "头像的 base64：⟦S⟧", DU)
T(K, "zh", "图片转成了 base64 嵌在网页里：<img src=\"⟦S⟧\">", DU)
T(K, "zh", "二维码图片数据 ⟦S⟧", DU)
T(K, "mixed", "把 icon 转成 data URI 了：⟦S⟧", DU)
T(K, "mixed", "email 模板里的 logo 用 ⟦S⟧ inline 进去", DU)
T(K, "mixed", "![图](⟦S⟧)", DU)

# ---------------- phone_number ----------------------------------------------
K = "phone_number"
T(K, "en", "Call ⟦name⟧ back on ⟦S⟧ after 5", S(lambda r: V.phone(r, pick(r, ["us", "uk", "in"]))))
T(K, "en", "Plumber: ⟦S⟧ (ask for Dave)", S(lambda r: V.phone(r, pick(r, ["us", "uk"]))))
T(K, "en", "Emergency contact — ⟦rel⟧, ⟦S⟧", S(lambda r: V.phone(r)))
T(K, "en", "tel: ⟦S⟧\nemail: ⟦email⟧", S(lambda r: V.phone(r)))
T(K, "en", "new number is ⟦S⟧, old one is dead", S(lambda r: V.phone(r)))
T(K, "zh", "⟦zrel⟧的新手机号：⟦S⟧", S(lambda r: V.phone(r, "cn")))
T(K, "zh", "快递员电话 ⟦S⟧，放门口就行", S(lambda r: V.phone(r, "cn")))
T(K, "zh", "物业电话 ⟦S⟧", S(V.cn_landline))
T(K, "mixed", "⟦zname⟧ 的 WhatsApp 是 ⟦S⟧", S(lambda r: V.phone(r, pick(r, ["hk", "cn", "uk"]))))
T(K, "mixed", "有事 call 我 ⟦S⟧", S(lambda r: V.phone(r, "cn")))
T(K, "mixed", "hotel 前台电话 ⟦S⟧", S(lambda r: V.phone(r, pick(r, ["hk", "de", "us"]))))

# ---------------- order_tracking --------------------------------------------
K = "order_tracking"


def trk(kinds):
    def mk(r):
        c, n = V.tracking(r, pick(r, kinds))
        return {"S": n, "carrier": c}
    return mk


T(K, "en", "Amazon order #⟦S⟧ — arriving ⟦weekday⟧", trk(["amazon"]))
T(K, "en", "⟦carrier⟧ tracking number: ⟦S⟧", trk(["ups", "fedex", "usps", "royal", "dhl"]))
T(K, "en", "Your ⟦carrier⟧ parcel ⟦S⟧ is out for delivery.", trk(["ups", "royal", "dhl", "fedex"]))
T(K, "en", "eBay order ⟦S⟧ shipped", trk(["ebay"]))
T(K, "en", "Returned the shoes, label ⟦S⟧, refund in 5-7 days", trk(["ups", "usps", "royal"]))
T(K, "zh", "⟦carrier⟧快递单号 ⟦S⟧", trk(["sf", "zto"]))
T(K, "zh", "⟦carrier⟧订单号：⟦S⟧，还没发货", trk(["jd", "taobao"]))
T(K, "zh", "退货单号 ⟦S⟧，记得填到⟦carrier⟧后台", trk(["sf", "taobao"]))
T(K, "mixed", "⟦carrier⟧ 的 tracking number 是 ⟦S⟧", trk(["sf", "ups", "dhl"]))
T(K, "mixed", "order ⟦S⟧ 还没到，问一下客服", trk(["taobao", "jd", "amazon"]))
T(K, "mixed", "包裹 ⟦S⟧ 显示 delivered 了但我没收到", trk(["zto", "fedex", "sf"]))

# ---------------- postal_code -----------------------------------------------
K = "postal_code"


def pc(region):
    def mk(r):
        city, code = V.postal(r, region)
        return {"S": code, "pcity": city}
    return mk


T(K, "en", "PIN code ⟦S⟧, ⟦pcity⟧", pc("in"))
T(K, "en", "Ship to: ⟦d2⟧ MG Road, ⟦pcity⟧ - ⟦S⟧", pc("in"))
T(K, "en", "my pin code is ⟦S⟧ (⟦pcity⟧), can you check if you deliver there?", pc("in"))
T(K, "en", "⟦d3⟧ Market St, ⟦pcity⟧ ⟦S⟧", pc("us"))
T(K, "en", "ZIP: ⟦S⟧", pc("us"))
T(K, "en", "Flat 3, ⟦d2⟧ Elm Row, London ⟦S⟧", S(V.uk_postcode))
T(K, "en", "Delivery address updated — pincode ⟦S⟧, ⟦pcity⟧", pc("in"))
T(K, "zh", "邮编：⟦S⟧（⟦pcity⟧）", pc("cn"))
T(K, "zh", "收货地址：⟦pcity⟧⟪人民路|建设路|中山路|文化路⟫⟦d2⟧号，邮政编码 ⟦S⟧", pc("cn"))
T(K, "zh", "寄到⟦pcity⟧，邮编⟦S⟧，收件人⟦zname⟧", pc("cn"))
T(K, "mixed", "邮编 zip code：⟦S⟧，⟦pcity⟧", pc("cn"))
T(K, "mixed", "印度同事的地址 PIN code ⟦S⟧, ⟦pcity⟧", pc("in"))
T(K, "mixed", "US 地址的 ZIP 是 ⟦S⟧（⟦pcity⟧）", pc("us"))

# ---------------- price_amount ----------------------------------------------
K = "price_amount"
T(K, "en", "New laptop was $⟦S⟧ with the student discount", S(lambda r: "{:,}".format(r.randint(600, 2999)) + pick(r, [".00", ".99", ""])))
T(K, "en", "Rent is going up to £⟦S⟧ a month from ⟦month⟧", S(lambda r: "{:,}".format(r.randint(900, 3200))))
T(K, "en", "Dinner split: €⟦S⟧ each", S(lambda r: "%d,%02d" % (r.randint(12, 80), r.randint(0, 99))))
T(K, "en", "Invoice #⟦d4⟧ total: ₹⟦S⟧ (incl. GST)", S(lambda r: "{:,}".format(r.randint(1000, 250000))))
T(K, "en", "Groceries ⟦weekday⟧: $⟦S⟧", S(lambda r: "%d.%02d" % (r.randint(20, 300), r.randint(0, 99))))
T(K, "zh", "这件外套 ⟦S⟧ 元，打完折还挺划算", S(lambda r: str(r.randint(99, 2999))))
T(K, "zh", "本月房租 ¥⟦S⟧，水电另算", S(lambda r: "{:,}".format(r.randint(1500, 12000))))
T(K, "zh", "消费 ⟦S⟧ 元，积分 ⟦d3⟧", S(lambda r: "%d.%02d" % (r.randint(10, 5000), r.randint(0, 99))))
T(K, "mixed", "iPhone 才 ⟦S⟧ RMB，比 HK 贵一点", S(lambda r: str(r.randint(5000, 12999))))
T(K, "mixed", "budget 是 ⟦S⟧ 刀以内", S(lambda r: str(r.randint(200, 5000))))
T(K, "mixed", "total 一共 ¥⟦S⟧，AA 一下", S(lambda r: "%d.%d0" % (r.randint(100, 2000), r.randint(0, 9))))

# ---------------- date_time -------------------------------------------------
K = "date_time"
T(K, "en", "Meeting moved to ⟦S⟧", S(lambda r: "%d-%02d-%02d %02d:%02d" % (r.randint(2024, 2026), r.randint(1, 12), r.randint(1, 28), r.randint(8, 18), pick(r, [0, 15, 30, 45]))))
T(K, "en", "⟦rel⟧'s birthday: ⟦S⟧", S(lambda r: "%d %s" % (r.randint(1, 28), pick(r, MONTHS))))
T(K, "en", "created_at: ⟦S⟧", S(lambda r: str(1700000000 + r.randrange(100_000_000))))
T(K, "en", "Flight lands ⟦S⟧ local time", S(lambda r: "%02d/%02d/%d %02d:%02d" % (r.randint(1, 28), r.randint(1, 12), r.randint(2024, 2026), r.randint(0, 23), r.randint(0, 59))))
T(K, "en", "Timestamp ⟦S⟧ in the log", S(lambda r: "%d-%02d-%02dT%02d:%02d:%02dZ" % (r.randint(2023, 2026), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))))
T(K, "zh", "⟦S⟧ 开家长会", S(lambda r: "%d年%d月%d日下午%d点" % (r.randint(2024, 2026), r.randint(1, 12), r.randint(1, 28), r.randint(1, 5))))
T(K, "zh", "签证有效期至 ⟦S⟧", S(lambda r: "%d.%02d.%02d" % (r.randint(2025, 2030), r.randint(1, 12), r.randint(1, 28))))
T(K, "zh", "航班 ⟦S⟧ 起飞", S(lambda r: "%d月%d日 %02d:%02d" % (r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59))))
T(K, "mixed", "deadline 是 ⟦S⟧，别忘了", S(lambda r: "%d月%d号 23:59" % (r.randint(1, 12), r.randint(1, 28))))
T(K, "mixed", "call 定在 ⟦S⟧（北京时间）", S(lambda r: "%d/%d %02d:00" % (r.randint(1, 12), r.randint(1, 28), r.randint(8, 22))))
T(K, "mixed", "护照 expire 日期 ⟦S⟧", S(lambda r: "%d%02d%02d" % (r.randint(2026, 2034), r.randint(1, 12), r.randint(1, 28))))

# ---------------- version_string --------------------------------------------
K = "version_string"
T(K, "en", "Upgraded to Python ⟦S⟧, tests still pass", S(lambda r: "3.%d.%d" % (r.randint(9, 13), r.randint(0, 12))))
T(K, "en", "iOS ⟦S⟧ broke the widget again", S(lambda r: "%d.%d.%d" % (r.randint(16, 18), r.randint(0, 6), r.randint(1, 3))))
T(K, "en", "\"dependencies\": {\n  \"react\": \"^⟦S⟧\"\n}", S(lambda r: "%d.%d.%d" % (r.randint(16, 19), r.randint(0, 3), r.randint(0, 9))))
T(K, "en", "Build ⟦S⟧ is on TestFlight", S(lambda r: "%d.%d.%d (%d)" % (r.randint(1, 4), r.randint(0, 20), r.randint(0, 9), r.randint(100, 9999))))
T(K, "en", "Chrome ⟦S⟧ (Official Build) (arm64)", S(lambda r: "%d.0.%d.%d" % (r.randint(120, 131), r.randint(6000, 6800), r.randint(10, 200))))
T(K, "en", "release v⟦S⟧ tagged", S(lambda r: "%d.%d.%d%s" % (r.randint(0, 5), r.randint(0, 30), r.randint(0, 20), pick(r, ["", "", "-rc.1", "-beta.2"]))))
T(K, "zh", "路由器固件升级到 V⟦S⟧ 了", S(lambda r: "%d.%d.%d.%d" % (r.randint(1, 3), r.randint(0, 9), r.randint(0, 9), r.randint(10, 300))))
T(K, "zh", "⟪微信|支付宝|钉钉⟫版本 ⟦S⟧，更新后⟪聊天记录还在|一切正常|有点卡⟫", S(lambda r: "8.0.%d" % r.randint(30, 55)))
T(K, "zh", "系统版本：HarmonyOS ⟦S⟧", S(lambda r: "%d.%d.%d.%d" % (r.randint(3, 5), r.randint(0, 2), r.randint(0, 1), r.randint(100, 200))))
T(K, "mixed", "node 升到 ⟦S⟧ 之后 build 挂了", S(lambda r: "v%d.%d.%d" % (r.randint(18, 23), r.randint(0, 12), r.randint(0, 5))))
T(K, "mixed", "App 的 version 是 ⟦S⟧，已经是最新的了", S(lambda r: "%d.%d.%d" % (r.randint(1, 9), r.randint(0, 20), r.randint(0, 9))))
T(K, "mixed", "kernel ⟦S⟧ 的 bug 修了", S(lambda r: "%d.%d.%d" % (r.randint(5, 6), r.randint(1, 12), r.randint(1, 90))))

# ---------------- isbn ------------------------------------------------------
K = "isbn"
T(K, "en", "ISBN ⟦S⟧ — the one ⟦name⟧ recommended", S(V.isbn13))
T(K, "en", "Library hold: ISBN-10 ⟦S⟧", S(V.isbn10))
T(K, "en", "@book{smith2020,\n  title = {Designing Data Systems},\n  isbn = {⟦S⟧}\n}", S(V.isbn13))
T(K, "en", "Textbook for the course: ⟦S⟧ (3rd edition)", S(V.isbn13))
T(K, "zh", "书号 ISBN ⟦S⟧，图书馆有", S(V.isbn13))
T(K, "zh", "教材的 ISBN 是 ⟦S⟧", S(V.isbn13))
T(K, "zh", "⟦zname⟧推荐的书：ISBN：⟦S⟧", S(V.isbn10))
T(K, "mixed", "这本书的 ISBN ⟦S⟧，Kindle 上也有", S(V.isbn13))
T(K, "mixed", "order 了 ISBN ⟦S⟧ 那本 paperback", S(V.isbn13))
T(K, "mixed", "reading list 第三本：⟦S⟧", S(V.isbn13))

# ---------------- hex_colour ------------------------------------------------
K = "hex_colour"
HC = S(lambda r: "#" + V.hexs(r, pick(r, [6, 6, 6, 3, 8]), upper=r.random() < 0.4))
T(K, "en", "brand colour is ⟦S⟧, use it for buttons only", HC)
T(K, "en", ":root {\n  --primary: ⟦S⟧;\n  --accent: ⟦S2⟧;\n}", lambda r: {"S": "#" + V.hexs(r, 6), "S2": "#" + V.hexs(r, 6)})
T(K, "en", "theme: { extend: { colors: { brand: '⟦S⟧' } } }", HC)
T(K, "en", "paint for the hallway: ⟦S⟧ (close to sage green)", HC)
T(K, "en", "<rect fill=\"⟦S⟧\" width=\"10\" height=\"10\"/>", HC)
T(K, "zh", "主色用 ⟦S⟧，辅助色浅一点", HC)
T(K, "zh", "背景颜色改成 ⟦S⟧ 吧", HC)
T(K, "zh", "设计稿里的按钮颜色是⟦S⟧", HC)
T(K, "mixed", "button 的 hover 颜色用 ⟦S⟧", HC)
T(K, "mixed", "logo 的 hex 是 ⟦S⟧，别用错了", HC)
T(K, "mixed", "dark mode 的 background 设成 ⟦S⟧", HC)

# ---------------- masked_card -----------------------------------------------
K = "masked_card"
MC = S(V.masked_card)
T(K, "en", "Your card ⟦S⟧ was charged $⟦price⟧ at ⟦merchant⟧", MC)
T(K, "en", "Visa ending in ⟦S⟧ expires next month", S(lambda r: V.digits(r, 4)))
T(K, "en", "Payment method: ⟦S⟧", MC)
T(K, "en", "Refund to Mastercard ⟦S⟧ in 3-5 business days", MC)
T(K, "en", "Card: ⟦S⟧  Exp: ⟦mm⟧/⟦yy⟧  (updated in settings)", MC)
T(K, "zh", "您尾号⟦S⟧的储蓄卡消费⟦d3⟧.00元", S(lambda r: V.digits(r, 4)))
T(K, "zh", "绑定的银行卡：⟦S⟧", MC)
T(K, "zh", "⟦zbank⟧信用卡（尾号⟦S⟧）本期账单已出", S(lambda r: V.digits(r, 4)))
T(K, "mixed", "用的是尾号 ⟦S⟧ 的 Visa", S(lambda r: V.digits(r, 4)))
T(K, "mixed", "Apple Pay 绑的卡 ⟦S⟧", MC)
T(K, "mixed", "statement 上显示 ⟦S⟧ 扣了两次", MC)

# ---------------- network_id ------------------------------------------------
K = "network_id"
T(K, "en", "NAS is at ⟦S⟧, port 5000", S(V.ipv4_private))
T(K, "en", "printer MAC ⟦S⟧ — reserve an IP for it", S(V.mac))
T(K, "en", "vpc_id = \"vpc-⟦S⟧\"\nsubnet_ids = [\"subnet-⟦S2⟧\"]", lambda r: {"S": V.hexs(r, 17), "S2": V.hexs(r, 17)})
T(K, "en", "ping ⟦S⟧ is timing out", S(lambda r: pick(r, [V.ipv4_private, V.ipv6])(r)))
T(K, "en", "our network is called ⟦S⟧ now", S(_ssid))
T(K, "en", "Peering with AS⟦S⟧ is up", S(lambda r: str(r.randint(1000, 65000))))
T(K, "zh", "⟪路由器|光猫|NAS⟫后台地址 ⟦S⟧⟪|，用网线连上再打开|，⟦zrel⟧家的也一样⟫", S(lambda r: pick(r, ["192.168.1.1", "192.168.0.1", "192.168.3.1", "10.0.0.1", "192.168.31.1"])))
T(K, "zh", "服务器内网 IP：⟦S⟧", S(V.ipv4_private))
T(K, "zh", "家里 WiFi 的名字叫 ⟦S⟧", S(_zssid))
T(K, "mixed", "VPN 的 subnet 是 ⟦S⟧", S(lambda r: "10.%d.0.0/%d" % (r.randint(0, 255), pick(r, [16, 20, 24]))))
T(K, "mixed", "电视的 MAC address ⟦S⟧", S(V.mac))
T(K, "mixed", "VLAN ⟦S⟧ 给 IoT 设备用", S(lambda r: str(r.randint(2, 400))))

# ---------------- numeric_context -------------------------------------------
K = "numeric_context"
T(K, "en", "walked ⟦S⟧ steps today", S(lambda r: "{:,}".format(r.randint(2000, 25000)) if r.random() < 0.5 else str(r.randint(2000, 25000))))
T(K, "en", "Meeting in room ⟦S⟧, 4th floor", S(lambda r: str(r.randint(4001, 4099))))
T(K, "en", "Flight ⟦S⟧ boards at gate B⟦d2⟧", S(lambda r: pick(r, ["BA", "CA", "UA", "LH", "SQ"]) + str(r.randint(100, 2999))))
T(K, "en", "Scored ⟦S⟧ on the practice test, need 700", S(lambda r: str(r.randint(500, 690))))
T(K, "en", "weight ⟦S⟧ kg, resting HR ⟦d2⟧", S(lambda r: "%d.%d" % (r.randint(50, 95), r.randint(0, 9))))
T(K, "en", "The bus is the ⟦S⟧, every 12 minutes", S(lambda r: str(r.randint(1, 399))))
T(K, "en", "Read ⟦S⟧ pages this week", S(lambda r: str(r.randint(120, 900))))
T(K, "zh", "今天走了 ⟦S⟧ 步", S(lambda r: str(r.randint(2000, 25000))))
T(K, "zh", "体重 ⟦S⟧ 公斤，比上个月轻了一点", S(lambda r: "%d.%d" % (r.randint(45, 90), r.randint(0, 9))))
T(K, "zh", "会议室 ⟦S⟧，十五楼⟪|，⟦time⟧ 开始|，带电脑⟫", S(lambda r: "15%02d" % r.randint(1, 30)))
T(K, "zh", "高铁 G⟦S⟧ 次，⟦d2⟧ 车厢", S(lambda r: str(r.randint(1, 9999))))
T(K, "mixed", "今天 run 了 ⟦S⟧ km，heart rate 平均 ⟦hr⟧", S(lambda r: "%d.%d" % (r.randint(3, 21), r.randint(0, 9))))
T(K, "mixed", "考了 ⟦S⟧ 分，比 mock test 高", S(lambda r: str(r.randint(480, 720))))
T(K, "mixed", "住 ⟦S⟧ 房间，breakfast 在二楼", S(lambda r: str(r.randint(201, 2899))))

# ---------------- bip39_prose_en --------------------------------------------
K = "bip39_prose_en"
PROSE_A = ["Remember to water the garden and feed the cat before the trip.",
           "Uncle called about the party; bring a salad and some juice.",
           "The train was late again, so I walked along the river to the office.",
           "Kids want pizza, cake and a movie for the holiday weekend.",
           "Spring is finally here: rain in the morning, a warm sunset at night.",
           "Found an old letter from my cousin in a book about the ocean."]
PROSE_B = ["Once upon a time a little fox lived near a quiet village by the forest.",
           "The rabbit and the turtle agreed to race to the old bridge.",
           "A brave mouse found a golden key under the kitchen door.",
           "The elephant could not find his shoe, so he asked the giraffe.",
           "Every night the owl told the moon a new story about the island."]
FOOD = ["apple", "banana", "bread", "butter", "cheese", "milk", "egg", "rice", "salad", "soup", "tomato", "potato", "onion",
        "garlic", "lemon", "orange", "mango", "pear", "grape", "coffee", "sugar", "salt", "pepper", "cabbage", "corn", "bean",
        "chicken", "beef", "fish", "honey", "juice", "olive", "peanut", "noodle"]
ANIM = ["cat", "dog", "horse", "lion", "tiger", "eagle", "rabbit", "mouse", "monkey", "zebra", "elephant", "dolphin", "whale",
        "fox", "wolf", "duck", "goose", "frog", "snake", "spider", "kitten", "puppy", "pony", "giraffe"]
T(K, "en", "⟦S⟧ ⟦S2⟧", lambda r: {"S": pick(r, PROSE_A), "S2": pick(r, PROSE_A)})
T(K, "en", "Shopping list: ⟦S⟧", S(lambda r: ", ".join(sample_invalid(r, FOOD, r.randint(6, 12)))))
T(K, "en", "Spelling words for week ⟦d1⟧:\n⟦S⟧", S(lambda r: "\n".join(V.bip39_invalid_words(r, "en", 12))))
T(K, "en", "⟪Bedtime story|Story time|For ⟦name⟧⟫: ⟦S⟧ The end.", S(lambda r: " ".join(r.sample(PROSE_B, 2))))
T(K, "en", "tags: ⟦S⟧", S(lambda r: ", ".join(V.bip39_invalid_words(r, "en", r.choice([8, 12, 15])))))
T(K, "en", "Animals we saw at the zoo: ⟦S⟧", S(lambda r: " ".join(sample_invalid(r, ANIM, 12))))
T(K, "en", "Crossword answers (across): ⟦S⟧", S(lambda r: " ".join("%d. %s" % (i + 1, w) for i, w in enumerate(V.bip39_invalid_words(r, "en", 12)))))
T(K, "zh", "孩子这周要背的英语单词：⟦S⟧", S(lambda r: " ".join(V.bip39_invalid_words(r, "en", 12))))
T(K, "zh", "英语听写：\n⟦S⟧", S(lambda r: "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(sample_invalid(r, FOOD + ANIM, 12)))))
T(K, "zh", "今天学的单词 ⟦S⟧，明天复习", S(lambda r: "，".join(r.sample(ANIM, 8))))
T(K, "mixed", "英语课 vocabulary：⟦S⟧", S(lambda r: ", ".join(V.bip39_invalid_words(r, "en", 12))))
T(K, "mixed", "shopping list 记一下：⟦S⟧", S(lambda r: "、".join(r.sample(FOOD, 8))))
T(K, "mixed", "⟪小朋友|⟦zname⟧⟫的 English story⟪|作业|练习⟫：⟦S⟧", S(lambda r: " ".join(r.sample(PROSE_B, r.randint(1, 3)))))

# ---------------- bip39_prose_zh --------------------------------------------
K = "bip39_prose_zh"
ZPROSE_A = ["今天天气不错，我们去公园散步吧。", "妈妈做了红烧肉和米饭，晚上一起看电影。", "周末打算带孩子去动物园看熊猫。",
            "明天早上八点开会，记得带电脑。", "这本书写得很好，推荐你也看看。", "下班路上买了水果和牛奶。",
            "老家的院子里种了很多花，春天特别好看。", "晚上跑步五公里，感觉身体好多了。"]
ZPROSE_B = ["从前有一座山，山里有一座庙，庙里有个老和尚在讲故事。", "小兔子在森林里找到了一个大苹果。",
            "春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。", "床前明月光，疑是地上霜。举头望明月，低头思故乡。",
            "小猫钓鱼的时候总是三心二意。"]
T(K, "zh", "⟦S⟧⟦S2⟧", lambda r: {"S": pick(r, ZPROSE_A), "S2": pick(r, ZPROSE_A)})
T(K, "zh", "本周生字：⟦S⟧", S(lambda r: " ".join(V.bip39_invalid_words(r, "zh", 12, V.ZH_WORDS[:600]))))
T(K, "zh", "今天的听写\n⟦S⟧", S(lambda r: mn_layout(r, V.bip39_invalid_words(r, "zh", 12, V.ZH_WORDS[:800]), "grid", zh=True)))
T(K, "zh", "⟪|背诵：|睡前故事：|今天读的：⟫⟦S⟧", S(lambda r: "".join(r.sample(ZPROSE_B, r.randint(1, 2)))))
T(K, "zh", "⟦zdate⟧ 日记：⟦S⟧", S(lambda r: pick(r, ZPROSE_A) + pick(r, ZPROSE_A)))
T(K, "zh", "成语：⟦S⟧", S(lambda r: "，".join(r.sample(["一心一意", "三心二意", "四面八方", "五光十色", "七上八下", "十全十美", "千言万语", "人山人海", "自言自语", "大同小异"], 5))))
T(K, "mixed", "Chinese class vocab: ⟦S⟧", S(lambda r: " ".join(V.bip39_invalid_words(r, "zh", 12, V.ZH_WORDS[:600]))))
T(K, "mixed", "⟦zdate⟧的 meeting notes：⟦S⟧", S(lambda r: "".join(r.sample(["下周上线，测试先跑完再说。", "客户说要改需求，我们明天再讨论。", "预算不够，先做第一期。", "设计稿周五前给到。", "大家先把各自的任务过一遍。", "下次会议改到下午三点。"], r.randint(1, 3)))))
T(K, "mixed", "kids 的中文作业⟪|（抄写）|（背诵）⟫：⟦S⟧", S(lambda r: "".join(r.sample(ZPROSE_B, r.randint(1, 2)))))
T(K, "mixed", "⟪weekend plan|周末 plan|todo⟫：⟦S⟧", S(lambda r: "".join(r.sample(ZPROSE_A, r.randint(1, 2)))))
