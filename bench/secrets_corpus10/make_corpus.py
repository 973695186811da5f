#!/usr/bin/env python3
"""Generate the blind secrets corpus no. 10: dev.jsonl and test.jsonl, 500 cases each.

    python3 make_corpus.py            # writes dev.jsonl, test.jsonl next to this file
    python3 make_corpus.py --counts   # also prints the per-kind / per-language table

Python 3.11 standard library only; a fixed seed and per-case seeds derived from it make
the output byte-identical on every run.

Cases are templates x value generators. A template is hand-written text with slots:
  «S» / «S:variant»   the secret (secret kinds only; exactly once; its text is the span)
  «V» / «V:variant»   a benign look-alike value (benign kinds only)
  «name», «zcity», …  filler values (names, places, hosts, dates …), see FILLERS
Within one case a slot name always gets the same value.

Templates are grouped by (kind, language) in the order they are written; the templates of
each group are dealt alternately to dev and test (1st dev, 2nd test, 3rd dev, …), so no
template appears in both splits.
"""
import argparse
import hashlib
import json
import os
import random
import re
import sys
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import values as V  # noqa: E402
import tpl_secret_a  # noqa: E402
import tpl_secret_b  # noqa: E402
import tpl_benign_a  # noqa: E402
import tpl_benign_b  # noqa: E402

SEED = 20250610
CASES_PER_SPLIT = 500

SECRET_QUOTA = OrderedDict([
    ("password_nl", 18), ("password_spelled", 10), ("passphrase", 10), ("wifi_password", 12), ("pin", 14),
    ("door_code", 12), ("otp", 18), ("totp_secret", 12), ("recovery_codes", 12), ("security_answer", 16),
    ("card_number", 14), ("api_key", 18), ("jwt", 10), ("connection_string", 14), ("env_file", 14),
    ("private_key_pem", 10), ("ssh_private_key", 9), ("pgp_private_key", 8), ("crypto_wallet_key", 12),
    ("mnemonic_bip39_en", 14), ("mnemonic_zh", 12),
])
BENIGN_QUOTA = OrderedDict([
    ("password_talk", 18), ("secret_reference", 17), ("placeholder", 16), ("code_config_benign", 16),
    ("public_key", 12), ("wallet_address", 12), ("checksum", 12), ("git_sha", 10), ("uuid", 10),
    ("postal_code", 12), ("order_number", 12), ("phone_number", 10), ("public_identifier", 12),
    ("masked_card", 12), ("bip39_prose", 12), ("zh_ordinary", 12), ("redacted_text", 12),
    ("numbers_everyday", 14),
])
LANG_WEIGHTS = {"en": 0.45, "zh": 0.30, "mixed": 0.25}
LANG_WEIGHTS_BY_KIND = {"zh_ordinary": {"zh": 0.65, "mixed": 0.35}}

# ---------------------------------------------------------------------------
# Fillers
# ---------------------------------------------------------------------------
ZNAMES = ["王芳", "李娜", "张伟", "刘洋", "陈静", "杨帆", "赵磊", "黄丽", "周杰", "吴敏", "老徐", "小林", "徐阿姨",
          "孙师傅", "马老师", "郭姐", "胡哥", "林晓", "何倩", "高远", "罗兰", "谢东", "阿梅", "大刘"]
USERS = ["priya.k", "tomasz_w", "aoife.b", "kwame", "mei.lin", "lars.h", "fatima.z", "dgarcia", "noor", "hiro",
         "ops", "deploy", "admin", "backup_svc", "grafana_ro", "ingest", "app_user", "svc-ledger", "wangfang88",
         "zhangwei", "liu_yang", "chenjing", "beekeeper", "galley"]
DOMAINS = ["tidepool.app", "harbour-co.net", "lumen.io", "keel.dev", "orchard.coop", "fernhill.org",
           "quarry-lane.co.uk", "mossgiel.farm", "lanternworks.cn", "yunshan-tea.com"]
HOSTS = ["db-3.internal", "10.0.4.17", "pg.harbour-co.net", "mysql.lumen.io", "192.168.1.40", "cache-01.keel.dev",
         "mongo0.orchard.coop", "nas.local", "rds-prod.c9xk2.eu-west-1.rds.amazonaws.com", "172.16.8.3",
         "ledger-db.fernhill.org", "[2001:db8::5]"]
DBS = ["ledger", "app_prod", "hives", "inventory", "bookings", "analytics", "crm", "wiki", "orders", "tea_shop"]
DATES = ["3 March", "12 April", "Tuesday", "the 9th", "Sunday night", "21 Nov", "last Friday", "2 Jan"]
ZDATES = ["3月12日", "上周五", "周二", "昨天晚上", "11月21日", "春节前", "月底", "今天上午"]
CITIES = ["Lisbon", "Galway", "Tromsø", "Kraków", "Hobart", "Oaxaca", "Leeds", "Tbilisi", "Nairobi", "Kyoto"]
ZCITIES = ["成都", "杭州", "西安", "昆明", "青岛", "厦门", "长沙", "大连", "南宁", "苏州"]
BANKS = ["Monzo", "ING", "Barclays", "Chase", "Revolut", "Nordea", "ANZ", "Santander", "Wise", "N26"]
ZBANKS = ["招商银行", "工商银行", "建设银行", "农业银行", "中国银行", "交通银行", "浦发银行", "邮储银行"]
SITES = ["Netflix", "Steam", "the council portal", "Etsy", "eBay", "Spotify", "the school app", "Nextcloud",
         "the pension portal", "Duolingo", "Strava", "the vet's booking site"]
ZSITES = ["淘宝", "京东", "12306", "支付宝", "微信", "网易邮箱", "学习通", "社保APP", "拼多多", "小红书", "B站", "个税APP"]
SSIDS = ["Casa_Rivera_5G", "TP-LINK_8A3F", "ChinaNet-7xQ2", "BT-Hub6-99KZ", "Kennel_Guest", "Lighthouse-Ops",
         "HUAWEI-B8E2", "Xiaomi_3F1C", "Vineyard Guest", "Galley-2.4G", "CMCC-Fz9K", "BakeryBackroom"]
ISSUERS = ["GitHub", "Proton", "Binance", "Kraken", "Dropbox", "Bitwarden", "Tailscale", "Fastmail", "Coinbase",
           "Cloudflare", "AWS", "Discord"]
PMS = ["1Password", "Bitwarden", "KeePassXC", "Proton Pass", "Apple Passwords", "Dashlane", "the family vault"]
ORGS = ["Fernhill Beekeepers' Co-op", "Quarry Lane Climbing Wall", "St Aidan's Boarding House", "Mossgiel Farm",
        "the Tidewater Ferry Company", "Lanternworks Theatre", "Kestrel Point Lighthouse Trust", "Orchard Bakery"]
ZORGS = ["云山茶园", "幸福里社区居委会", "东门菜市场", "阳光驾校", "夕阳红养老院", "青石板民宿", "老街网吧", "镇卫生院"]
STREETS = ["Wexford Lane", "Harbour Row", "Mill Street", "Calle Luna", "Birch Avenue", "Kaiserstraße"]
ZSTREETS = ["解放路", "人民南路", "文一西路", "建设北街", "和平里", "中山路"]
APPS = ["Signal", "WhatsApp", "Telegram", "the bank app", "Slack", "Teams"]
SURNAMES = ["Okafor", "Lindqvist", "Moreau", "Brennan", "Haddad", "Novak", "Achterberg", "Salonen", "Mbeki", "Costa"]
PETS = ["Biscuit", "Mochi", "Pepper", "Captain", "Waffles", "Tofu"]


def _first(rng):
    return rng.choice(V.FIRST_EN)


def _exp(rng):
    return "%02d/%02d" % (rng.randint(1, 12), rng.randint(26, 31))


FILLERS = {
    "name": _first, "name2": _first, "name3": _first,
    "zname": lambda r: r.choice(ZNAMES), "zname2": lambda r: r.choice(ZNAMES),
    "user": lambda r: r.choice(USERS), "user2": lambda r: r.choice(USERS),
    "email": lambda r: "%s@%s" % (r.choice(USERS).replace("_", "."), r.choice(DOMAINS)),
    "domain": lambda r: r.choice(DOMAINS),
    "host": lambda r: r.choice(HOSTS),
    "db": lambda r: r.choice(DBS),
    "date": lambda r: r.choice(DATES), "zdate": lambda r: r.choice(ZDATES),
    "isodate": lambda r: "%d-%02d-%02d" % (r.randint(2023, 2025), r.randint(1, 12), r.randint(1, 28)),
    "time": lambda r: "%02d:%02d" % (r.randint(6, 23), r.randint(0, 59)),
    "city": lambda r: r.choice(CITIES), "zcity": lambda r: r.choice(ZCITIES),
    "bank": lambda r: r.choice(BANKS), "zbank": lambda r: r.choice(ZBANKS),
    "site": lambda r: r.choice(SITES), "zsite": lambda r: r.choice(ZSITES),
    "ssid": lambda r: r.choice(SSIDS),
    "issuer": lambda r: r.choice(ISSUERS),
    "pm": lambda r: r.choice(PMS),
    "org": lambda r: r.choice(ORGS), "zorg": lambda r: r.choice(ZORGS),
    "street": lambda r: r.choice(STREETS), "zstreet": lambda r: r.choice(ZSTREETS),
    "app": lambda r: r.choice(APPS),
    "pet": lambda r: r.choice(PETS),
    "exp": _exp,
    "cvv": lambda r: "%03d" % r.randint(101, 998),
    "n": lambda r: str(r.randint(2, 9)),
    "mins": lambda r: str(r.choice([5, 10, 15, 30])),
    "amount": lambda r: r.choice(["£", "€", "$"]) + "%d.%02d" % (r.randint(3, 900), r.randint(0, 99)),
    "zamount": lambda r: "%d.%02d元" % (r.randint(3, 2000), r.randint(0, 99)),
    "room": lambda r: str(r.randint(2, 48) * 100 + r.randint(1, 30)),
    "ip": lambda r: "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 254)),
    "year": lambda r: str(r.randint(2019, 2025)),
    "last4": lambda r: "%04d" % r.randint(0, 9999),
    "surname": lambda r: r.choice(SURNAMES),
    "school": lambda r: r.choice(["St Brendan's", "Hillcrest Primary", "Riverside Junior", "Maple Grove"]),
    "ltai": lambda r: V.api_key(r, "aliyun"),
    "akid": lambda r: V.api_key(r, "tencent"),
    "hex16": lambda r: V.rs(r, V.HEX, 16),
    "hex40": lambda r: V.rs(r, V.HEX, 40),
    "wgpub": lambda r: V.public_key(r, "wg"),
    "agepub": lambda r: V.public_key(r, "age"),
}

# ---------------------------------------------------------------------------
# Value generators per kind
# ---------------------------------------------------------------------------

def _card(rng, variant, ctx):
    fmt, _, scheme = (variant or "").partition("/")
    scheme, num = V.card_digits(rng, scheme or None)
    ctx["brand"] = V.CARD_NAMES[scheme]
    ctx["zbrand"] = V.CARD_NAMES_ZH[scheme]
    fmt = fmt or rng.choice(["spaced", "spaced", "plain", "dashed", "spaced"])
    if fmt == "spaced":
        return V.group_card(num, " ")
    if fmt == "dashed":
        return V.group_card(num, "-")
    if fmt == "dotted":
        return V.group_card(num, ".")
    if fmt == "plain":
        return num
    raise KeyError(fmt)


def _layout_en(words, rng, variant):
    v = variant or rng.choice(["space", "lines", "numbered", "paren", "inline_num", "comma", "grid", "space"])
    n = len(words)
    if v == "space":
        return " ".join(words)
    if v == "upper":
        return " ".join(w.upper() for w in words)
    if v == "lines":
        return "\n".join(words)
    if v == "numbered":
        return "\n".join("%d. %s" % (i + 1, w) for i, w in enumerate(words))
    if v == "paren":
        return "\n".join("%d) %s" % (i + 1, w) for i, w in enumerate(words))
    if v == "bullets":
        return "\n".join("- " + w for w in words)
    if v == "inline_num":
        return " ".join("%d.%s" % (i + 1, w) for i, w in enumerate(words))
    if v == "comma":
        return ", ".join(words)
    if v == "dash":
        return "-".join(words)
    if v == "grid":
        cols = 4 if n % 4 == 0 else 3
        rows = ["| " + " | ".join("%d %s" % (r * cols + c + 1, words[r * cols + c]) for c in range(cols)) + " |"
                for r in range(n // cols)]
        return "\n".join(rows)
    if v == "columns":
        half = (n + 1) // 2
        return "\n".join("%2d %-10s %2d %s" % (i + 1, words[i], i + 1 + half, words[i + half]) if i + half < n
                         else "%2d %s" % (i + 1, words[i]) for i in range(half))
    if v == "fullwidth":
        return "\u3000".join(words)
    if v == "nospace":
        return "".join(words)
    if v == "dunhao":
        return "、".join(words)
    if v == "zcomma":
        return "，".join(words)
    raise KeyError(v)


def _mnemonic_en(rng, variant, ctx):
    lay, _, n = (variant or "").partition("/")
    words = V.mnemonic(rng, V.EN_WORDS, int(n) if n else None)
    ctx["nwords"] = str(len(words))
    return _layout_en(words, rng, lay or None)


def _mnemonic_zh(rng, variant, ctx):
    lay, _, n = (variant or "").partition("/")
    words = V.mnemonic(rng, V.ZH_WORDS, int(n) if n else None)
    ctx["nwords"] = str(len(words))
    lay = lay or rng.choice(["space", "space", "nospace", "lines", "numbered", "grid", "fullwidth", "dunhao"])
    return _layout_en(words, rng, lay)


def _pem(rng, variant, ctx):
    if variant == "json":
        return V.private_pem(rng, "rsa8").replace("\n", "\\n") + "\\n"
    return V.private_pem(rng, variant)


def _ssh(rng, variant, ctx):
    if variant == "putty":
        return V.putty_private(rng)
    return V.openssh_private(rng, variant)


def _pgp(rng, variant, ctx):
    return V.pgp_block(rng, True, name=rng.choice(V.FIRST_EN) + " " + rng.choice(["Okafor", "Lindqvist", "Moreau", "Chen", "Haddad"]),
                       email="%s@%s" % (rng.choice(USERS).replace("_", "."), rng.choice(DOMAINS)))


def _conn_pw(rng, variant, ctx):
    if variant and variant.startswith("api."):
        return V.api_key(rng, variant[4:])
    if variant == "azure":
        return V.b64(V.rbytes(rng, 64))
    return V.password(rng, variant or rng.choice(["urlsafe", "urlsafe", "simple", "pct", "urlsafe"]))


PLACEHOLDERS = {
    "sk_dots": ["sk-...", "sk-xxxxxxxxxxxxxxxxxxxxxxxx", "sk-XXXX", "sk_live_...", "ghp_xxxxxxxxxxxxxxxxxxxx"],
    "angle": ["<YOUR_API_KEY>", "<your-token-here>", "YOUR_API_KEY_HERE", "{your_api_key}", "REPLACE_ME",
              "<insert key>", "<api-key>"],
    "aws_id": ["AKIAIOSFODNN7EXAMPLE"],
    "aws_secret": ["wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"],
    "test_card": ["4242 4242 4242 4242", "4242424242424242", "4000 0566 5566 5556", "5555 5555 5555 4444",
                  "3782 822463 10005", "4111 1111 1111 1111", "6011 1111 1111 1117", "2223 0031 2200 3222"],
    "jwt_io": ["eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"],
    "test_mnemonic": ["abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
                      "legal winner thank year wave sausage worth useful legal winner thank yellow",
                      "zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong"],
    "empty_pem": ["-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----",
                  "-----BEGIN OPENSSH PRIVATE KEY-----\n<paste your key here>\n-----END OPENSSH PRIVATE KEY-----",
                  "-----BEGIN RSA PRIVATE KEY-----\n(key goes here)\n-----END RSA PRIVATE KEY-----"],
    "stars": ["********", "••••••••", "******", "●●●●●●", "*****"],
    "xes": ["XXXXXX", "xxxx-xxxx", "XXXX", "xxxxxx", "000000"],
    "changeme": ["changeme", "change-me", "CHANGE_ME", "please-change-this"],
    "totp_example": ["JBSWY3DPEHPK3PXP"],
    "stripe_test": ["sk_test_4eC39HqLyjWDarjtT1zdp7dc"],
    "zh": ["你的密码", "******", "XXXXXX", "（此处填写密码）", "<在这里粘贴 token>", "××××××"],
}


def _placeholder(rng, variant, ctx):
    v = variant or rng.choice(list(PLACEHOLDERS))
    return rng.choice(PLACEHOLDERS[v])


def _bip39_prose(rng, variant, ctx):
    lay, _, pool = (variant or "").partition("/")
    words = V.word_list_en(rng, pool or None)
    ctx["nwords"] = str(len(words))
    return _layout_en(words, rng, lay or rng.choice(["comma", "lines", "bullets", "space", "numbered"]))


def _zh_chars(rng, variant, ctx):
    words = V.word_list_zh(rng)
    ctx["nwords"] = str(len(words))
    return _layout_en(words, rng, variant or rng.choice(["space", "dunhao", "lines", "zcomma"]))


REDACTION_KINDS = ["pin", "password", "otp", "security_answer", "api_key", "card_number", "recovery_codes",
                   "totp_secret", "private_key", "mnemonic", "connection_string", "door_code"]

GEN = {
    # secrets
    "password_nl": lambda r, v, c: V.password(r, v),
    "password_spelled": lambda r, v, c: V.spelled(r, v),
    "passphrase": lambda r, v, c: V.passphrase(r, v),
    "wifi_password": lambda r, v, c: V.password(r, v or r.choice(["word", "random", "two_words", "pinyin", "digits8", "simple"])),
    "pin": lambda r, v, c: V.pin(r, v),
    "door_code": lambda r, v, c: V.door_code(r, v),
    "otp": lambda r, v, c: V.otp(r, v),
    "totp_secret": lambda r, v, c: V.totp_secret(r, v),
    "recovery_codes": lambda r, v, c: V.recovery_codes(r, v),
    "security_answer": lambda r, v, c: V.security_answer(r, v),
    "card_number": _card,
    "api_key": lambda r, v, c: V.api_key(r, v),
    "jwt": lambda r, v, c: V.jwt(r, v),
    "connection_string": _conn_pw,
    "env_file": lambda r, v, c: V.env_value(r, v),
    "private_key_pem": _pem,
    "ssh_private_key": _ssh,
    "pgp_private_key": _pgp,
    "crypto_wallet_key": lambda r, v, c: V.wallet_key(r, v),
    "mnemonic_bip39_en": _mnemonic_en,
    "mnemonic_zh": _mnemonic_zh,
    # benign look-alikes
    "placeholder": _placeholder,
    "public_key": lambda r, v, c: V.public_key(r, v),
    "wallet_address": lambda r, v, c: V.wallet_address(r, v),
    "checksum": lambda r, v, c: V.checksum(r, v),
    "git_sha": lambda r, v, c: V.git_sha(r, v),
    "uuid": lambda r, v, c: V.uuid4(r),
    "postal_code": lambda r, v, c: V.postal_code(r, v),
    "order_number": lambda r, v, c: V.order_number(r, v),
    "phone_number": lambda r, v, c: V.phone(r, v),
    "public_identifier": lambda r, v, c: V.public_identifier(r, v),
    "masked_card": lambda r, v, c: V.masked_card(r, v),
    "bip39_prose": _bip39_prose,
    "zh_ordinary": _zh_chars,
    "redacted_text": lambda r, v, c: r.choice(REDACTION_KINDS),
    "numbers_everyday": lambda r, v, c: V.everyday_number(r, v),
    "password_talk": lambda r, v, c: V.everyday_number(r, v or "count"),
    "secret_reference": lambda r, v, c: r.choice(PMS),
    "code_config_benign": lambda r, v, c: r.choice(["DB_PASSWORD", "API_TOKEN", "SMTP_PASS", "STRIPE_SECRET_KEY", "REDIS_PASSWORD"]),
}

SLOT = re.compile(r"«([A-Za-z_][A-Za-z0-9_]*)(?::([^»]*))?»")


def render(template, kind, label, rng):
    """-> (text, span) ; span is the secret's text for secret kinds."""
    ctx = {}
    slots = SLOT.findall(template)
    names = [n for n, _ in slots]
    if label == "secret":
        assert names.count("S") == 1, "secret template needs exactly one «S»: %r" % template[:60]
        assert "V" not in names
    else:
        assert "S" not in names, "benign template has «S»: %r" % template[:60]
    # primary values first (a card sets «brand», a mnemonic «nwords»)
    for n, var in slots:
        if n in ("S", "V") or n.startswith("V"):
            key = n + ":" + var
            if key not in ctx:
                gen_kind = kind
                ctx[key] = GEN[gen_kind](rng, var or None, ctx)
    out = []
    pos = 0
    span_start = None
    span = None
    for m in SLOT.finditer(template):
        out.append(template[pos:m.start()])
        n, var = m.group(1), m.group(2) or ""
        key = n + ":" + var
        if key not in ctx:
            if n in ctx:
                ctx[key] = ctx[n]
            elif n in FILLERS:
                ctx[key] = FILLERS[n](rng)
            else:
                raise KeyError("unknown slot %r in %r" % (n, template[:60]))
        val = ctx[key]
        if n == "S":
            span_start = sum(len(x) for x in out)
            span = val
        out.append(val)
        pos = m.end()
    out.append(template[pos:])
    text = "".join(out)
    if label == "secret":
        if text.find(span) != span_start:
            return None, None  # the secret's text occurs earlier too: draw again
    return text, span


# ---------------------------------------------------------------------------
# Structural self-check of generated secrets
# ---------------------------------------------------------------------------

def check_structure(kind, span):
    import base64 as _b64
    if kind == "card_number":
        d = re.sub(r"[ .\-]", "", span)
        assert d.isdigit() and V.luhn_ok(d), span
    elif kind in ("mnemonic_bip39_en", "mnemonic_zh"):
        wordlist = V.EN_WORDS if kind == "mnemonic_bip39_en" else V.ZH_WORDS
        word = r"[a-z]+" if kind == "mnemonic_bip39_en" else "[" + "".join(V.ZH_WORDS) + "]"
        low = span.lower()
        numbered = re.findall(r"(\d+)[.)]?\s*(" + word + ")", low)
        if numbered:
            words = [w for _, w in sorted(numbered, key=lambda p: int(p[0]))]
        else:
            words = re.findall(word, low)
        assert V.bip39_valid(words, wordlist), span
    elif kind == "jwt":
        for seg in span.split(".")[:2]:
            json.loads(_b64.urlsafe_b64decode(seg + "=" * (-len(seg) % 4)))
    elif kind == "totp_secret":
        s = span.replace(" ", "").upper()
        _b64.b32decode(s + "=" * (-len(s) % 8))
    elif kind == "crypto_wallet_key":
        if span.startswith("["):
            assert len(json.loads(span)) == 64
        elif re.fullmatch(r"(0x)?[0-9a-f]{64}", span):
            assert 0 < int(span[-64:], 16) < V.SECP256K1_N
        elif span.startswith("xprv"):
            assert V.b58check_decode(span)[:4] == bytes.fromhex("0488ade4")
        elif len(span) in (51, 52) and span[0] in "5KL":
            assert V.b58check_decode(span)[0] == 0x80
        else:
            assert len(span) in (87, 88) and all(c in V.B58 for c in span)


# ---------------------------------------------------------------------------
# Build
# ---------------------------------------------------------------------------

def load_templates():
    groups = OrderedDict()
    for mod in (tpl_secret_a, tpl_secret_b, tpl_benign_a, tpl_benign_b):
        for kind, lang, text in mod.TEMPLATES:
            assert lang in ("en", "zh", "mixed"), (kind, lang)
            assert kind in SECRET_QUOTA or kind in BENIGN_QUOTA, kind
            groups.setdefault((kind, lang), []).append(text)
    return groups


def lang_counts(kind, n):
    w = LANG_WEIGHTS_BY_KIND.get(kind, LANG_WEIGHTS)
    raw = {l: n * x for l, x in w.items()}
    out = {l: int(raw[l]) for l in w}
    rest = n - sum(out.values())
    for l in sorted(w, key=lambda l: (-(raw[l] - out[l]), list(w).index(l)))[:rest]:
        out[l] += 1
    return out


def case_rng(*parts):
    h = hashlib.sha256(("|".join(str(p) for p in (SEED,) + parts)).encode("utf-8")).digest()
    return random.Random(int.from_bytes(h[:16], "big"))


def build():
    assert sum(SECRET_QUOTA.values()) + sum(BENIGN_QUOTA.values()) == CASES_PER_SPLIT
    groups = load_templates()
    template_ids = {}
    split_templates = {"dev": {}, "test": {}}
    for (kind, lang), texts in groups.items():
        assert len(texts) >= 2, "group %s/%s needs at least two templates" % (kind, lang)
        for i, t in enumerate(texts):
            tid = "%s.%s.%02d" % (kind, lang, i + 1)
            template_ids[(kind, lang, i)] = tid
            split = "dev" if i % 2 == 0 else "test"
            split_templates[split].setdefault((kind, lang), []).append((tid, t))
    out = {}
    seen_text = set()
    for split in ("dev", "test"):
        cases = []
        for quota, label in ((SECRET_QUOTA, "secret"), (BENIGN_QUOTA, "benign")):
            for kind, n in quota.items():
                for lang, k in lang_counts(kind, n).items():
                    tpls = split_templates[split].get((kind, lang))
                    assert tpls or k == 0, "no %s templates for %s/%s" % (split, kind, lang)
                    exhausted = set()
                    pointer = 0
                    for i in range(k):
                        while True:
                            if len(exhausted) == len(tpls):
                                raise SystemExit("templates of %s/%s/%s cannot give %d distinct cases" % (split, kind, lang, k))
                            tid, t = tpls[pointer % len(tpls)]
                            pointer += 1
                            if tid in exhausted:
                                continue
                            fixed = not SLOT.search(t)
                            for attempt in range(1 if fixed else 200):
                                rng = case_rng(split, tid, i, attempt)
                                text, span = render(t, kind, label, rng)
                                if text is not None and text not in seen_text:
                                    break
                            else:
                                exhausted.add(tid)
                                continue
                            if fixed:
                                exhausted.add(tid)
                            break
                        seen_text.add(text)
                        if label == "secret":
                            check_structure(kind, span)
                        cid = "x" + hashlib.sha256(("%d|%s|%s" % (SEED, split, text)).encode("utf-8")).hexdigest()[:10]
                        cases.append(OrderedDict([
                            ("id", cid), ("text", text), ("lang", lang), ("label", label), ("kind", kind),
                            ("span", span if label == "secret" else None), ("source", "synthetic"), ("template", tid),
                        ]))
        cases.sort(key=lambda c: c["id"])
        assert len({c["id"] for c in cases}) == len(cases) == CASES_PER_SPLIT
        out[split] = cases
    dev_t = {c["template"] for c in out["dev"]}
    test_t = {c["template"] for c in out["test"]}
    assert not dev_t & test_t
    return out, len(template_ids), groups


def counts_table(out):
    lines = []
    kinds = list(SECRET_QUOTA) + list(BENIGN_QUOTA)
    lines.append("| kind | label | dev en | dev zh | dev mixed | dev total | test en | test zh | test mixed | test total |")
    lines.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    cnt = {s: Counter((c["kind"], c["lang"]) for c in out[s]) for s in out}
    tot = {s: Counter() for s in out}
    for k in kinds:
        row = [k, "secret" if k in SECRET_QUOTA else "benign"]
        for s in ("dev", "test"):
            t = 0
            for l in ("en", "zh", "mixed"):
                row.append(str(cnt[s][(k, l)]))
                t += cnt[s][(k, l)]
                tot[s][l] += cnt[s][(k, l)]
            row.append(str(t))
        lines.append("| " + " | ".join(row) + " |")
    row = ["**all**", ""]
    for s in ("dev", "test"):
        for l in ("en", "zh", "mixed"):
            row.append(str(tot[s][l]))
        row.append(str(sum(tot[s].values())))
    lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--counts", action="store_true", help="print the per-kind / per-language table")
    ap.add_argument("--outdir", default=HERE)
    a = ap.parse_args()
    out, ntemplates, groups = build()
    for split, cases in out.items():
        with open(os.path.join(a.outdir, split + ".jsonl"), "w", encoding="utf-8", newline="\n") as f:
            for c in cases:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")
    for split, cases in out.items():
        lab = Counter(c["label"] for c in cases)
        lang = Counter(c["lang"] for c in cases)
        print("%s: %d cases (secret %d, benign %d; en %d, zh %d, mixed %d) from %d templates" % (
            split, len(cases), lab["secret"], lab["benign"], lang["en"], lang["zh"], lang["mixed"],
            len({c["template"] for c in cases})))
    print("templates written: %d in %d (kind, lang) groups" % (ntemplates, len(groups)))
    if a.counts:
        print(counts_table(out))


if __name__ == "__main__":
    main()
