#!/usr/bin/env python3
"""secrets_corpus6 -- a blind benchmark for mimvault's secret detector.

Standard library only. Deterministic: a fixed seed, one random.Random per
template (seeded with a string, so PYTHONHASHSEED does not matter).

    python make_corpus.py            # write dev.jsonl, test.jsonl, templates.json, then check
    python make_corpus.py --check    # verify the files as they are on disk
    python make_corpus.py --table    # print the count table (markdown)

See README.md for how the corpus was written and what its author read.
"""
import argparse
import base64
import hashlib
import json
import os
import random
import re
import struct
import sys
import zlib
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = "mimvault-secrets-corpus6-2026"
SOURCE = "synthetic-blind-v6"
SPLITS = ("dev", "test")
LANGS = ("en", "zh", "mixed")
LANG_SHARE = {"en": 0.40, "zh": 0.35, "mixed": 0.25}

# ---------------------------------------------------------------- kinds and targets
# Cases per split for each kind. The (en, zh, mixed) split of each target is
# computed by largest remainder from LANG_SHARE.
SECRET_TARGETS = {
    # the kinds that are hardest to phrase-match (about 60 % of secrets)
    "security_answer": 36,
    "password_nl": 46,
    "otp": 38,
    "wifi_password": 24,
    "pin": 28,
    # the rest
    "totp_secret": 10,
    "crypto_wallet_key": 10,
    "mnemonic_bip39_en": 12,
    "mnemonic_zh": 8,
    "env_file": 12,
    "connection_string": 12,
    "api_key": 14,
    "private_key": 8,
    "jwt": 8,
    "card_number": 8,
}
BENIGN_TARGETS = {
    "checksum": 18,
    "postal_code": 18,
    "code_config_benign": 20,
    "placeholder": 16,
    "secret_reference": 16,
    "test_value": 12,
    "credential_talk": 24,
    "phone_number": 14,
    "order_number": 16,
    "version_string": 10,
    "date_time": 10,
    "address": 12,
    "git_sha": 10,
    "public_key": 14,
    "story_number": 16,
}
HARD_SECRET_KINDS = {"security_answer", "password_nl", "otp", "wifi_password", "pin"}
HARD_BENIGN_KINDS = {"checksum", "postal_code", "code_config_benign", "secret_reference",
                     "placeholder", "test_value"}
MIN_TEMPLATES_HARD = 8          # per (hard kind, language), over both splits


def lang_targets(n):
    raw = {l: n * LANG_SHARE[l] for l in LANGS}
    out = {l: int(raw[l]) for l in LANGS}
    rest = n - sum(out.values())
    order = sorted(LANGS, key=lambda l: (-(raw[l] - out[l]), LANGS.index(l)))
    for l in order[:rest]:
        out[l] += 1
    return out


def all_targets():
    t = {}
    for k, n in list(SECRET_TARGETS.items()) + list(BENIGN_TARGETS.items()):
        t[k] = lang_targets(n)
    return t


def label_of(kind):
    return "secret" if kind in SECRET_TARGETS else "benign"


# ---------------------------------------------------------------- encodings
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141


def b58encode(b):
    n = int.from_bytes(b, "big")
    s = ""
    while n:
        n, r = divmod(n, 58)
        s = B58[r] + s
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + s


def b58decode(s):
    n = 0
    for c in s:
        n = n * 58 + B58.index(c)
    pad = len(s) - len(s.lstrip("1"))
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    return b"\0" * pad + body


def dsha(b):
    return hashlib.sha256(hashlib.sha256(b).digest()).digest()


def b58check(payload):
    return b58encode(payload + dsha(payload)[:4])


def b58check_decode(s):
    try:
        raw = b58decode(s)
    except ValueError:
        return None
    p, c = raw[:-4], raw[-4:]
    return p if len(raw) > 4 and dsha(p)[:4] == c else None


def b62(n, width):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, "0")


def b64(b):
    return base64.b64encode(b).decode()


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def luhn_ok(d):
    s = 0
    for i, c in enumerate(reversed(d)):
        x = int(c)
        if i % 2:
            x *= 2
            if x > 9:
                x -= 9
        s += x
    return s % 10 == 0


def luhn_digit(body):
    for c in "0123456789":
        if luhn_ok(body + c):
            return c
    raise AssertionError


def luhn_break(d):
    """Return d with its last digit changed so that the Luhn check fails."""
    if not luhn_ok(d):
        return d
    return d[:-1] + str((int(d[-1]) + 1) % 10)


BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def bech32_polymod(values):
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = ((chk & 0x1FFFFFF) << 5) ^ v
        for i in range(5):
            if (top >> i) & 1:
                chk ^= gen[i]
    return chk


def bech32_hrp_expand(hrp):
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def convertbits(data, frombits, tobits, pad=True):
    acc = bits = 0
    out = []
    maxv = (1 << tobits) - 1
    for v in data:
        acc = (acc << frombits) | v
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            out.append((acc >> bits) & maxv)
    if pad and bits:
        out.append((acc << (tobits - bits)) & maxv)
    return out


def bech32_encode(hrp, witver, prog):
    data = [witver] + convertbits(prog, 8, 5)
    poly = bech32_polymod(bech32_hrp_expand(hrp) + data + [0] * 6) ^ 1
    chk = [(poly >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32[d] for d in data + chk)


def bech32_ok(addr):
    hrp, _, rest = addr.rpartition("1")
    try:
        data = [BECH32.index(c) for c in rest]
    except ValueError:
        return False
    return bech32_polymod(bech32_hrp_expand(hrp) + data) == 1


# ---------------------------------------------------------------- BIP39
_WL = {}


def wordlist(lang):
    if not _WL:
        en = BIP39_EN_TEXT.split()
        zh = BIP39_ZH_TEXT.split()
        for name, words, digest in (("en", en, BIP39_EN_SHA256), ("zh", zh, BIP39_ZH_SHA256)):
            h = hashlib.sha256(("\n".join(words) + "\n").encode()).hexdigest()
            if h != digest or len(set(words)) != 2048:
                raise SystemExit(f"BIP39 {name} word list does not match its reference digest")
            _WL[name] = words
            _WL[name + "_idx"] = {w: i for i, w in enumerate(words)}
    return _WL[lang]


def bip39_words(entropy, lang):
    words = wordlist(lang)
    ent_bits = len(entropy) * 8
    cs = ent_bits // 32
    n = int.from_bytes(entropy, "big")
    n = (n << cs) | (hashlib.sha256(entropy).digest()[0] >> (8 - cs))
    count = (ent_bits + cs) // 11
    return [words[(n >> (11 * (count - 1 - i))) & 2047] for i in range(count)]


def bip39_valid(ws, lang):
    wordlist(lang)
    idx = _WL[lang + "_idx"]
    if len(ws) not in (12, 15, 18, 21, 24) or any(w not in idx for w in ws):
        return False
    n = 0
    for w in ws:
        n = (n << 11) | idx[w]
    total = len(ws) * 11
    cs = total // 33
    ent_bits = total - cs
    ent = (n >> cs).to_bytes(ent_bits // 8, "big")
    return (n & ((1 << cs) - 1)) == (hashlib.sha256(ent).digest()[0] >> (8 - cs))


def bip39_span_words(span, lang):
    """The words of a laid-out phrase: numbering, separators and layout removed."""
    if lang == "en":
        toks = re.findall(r"[A-Za-z]+", span)
        return [t.lower() for t in toks]
    chars = re.findall(r"[\u4e00-\u9fff]", span)
    return chars


# ---------------------------------------------------------------- keys
def ssh_string(b):
    return struct.pack(">I", len(b)) + b


def wrap_lines(s, width):
    return "\n".join(s[i:i + width] for i in range(0, len(s), width))


def openssh_ed25519(rng, comment):
    pub = rng.randbytes(32)
    seed = rng.randbytes(32)
    pubblob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    check = rng.randbytes(4)
    priv = (check + check + ssh_string(b"ssh-ed25519") + ssh_string(pub)
            + ssh_string(seed + pub) + ssh_string(comment.encode()))
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (b"openssh-key-v1\0" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"")
            + struct.pack(">I", 1) + ssh_string(pubblob) + ssh_string(priv))
    return ("-----BEGIN OPENSSH PRIVATE KEY-----\n" + wrap_lines(b64(blob), 70)
            + "\n-----END OPENSSH PRIVATE KEY-----")


def pkcs8_ed25519(rng):
    der = bytes.fromhex("302e020100300506032b657004220420") + rng.randbytes(32)
    return "-----BEGIN PRIVATE KEY-----\n" + wrap_lines(b64(der), 64) + "\n-----END PRIVATE KEY-----"


def sec1_p256(rng):
    p256_n = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
    while True:
        k = int.from_bytes(rng.randbytes(32), "big")
        if 1 <= k < p256_n:
            break
    der = (bytes.fromhex("30310201010420") + k.to_bytes(32, "big")
           + bytes.fromhex("a00a06082a8648ce3d030107"))
    return ("-----BEGIN EC PRIVATE KEY-----\n" + wrap_lines(b64(der), 64)
            + "\n-----END EC PRIVATE KEY-----")


def _is_probable_prime(n, rng):
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71):
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(24):
        a = rng.randrange(2, n - 2)
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def _prime(rng, bits):
    while True:
        c = rng.getrandbits(bits) | (1 << (bits - 1)) | (1 << (bits - 2)) | 1
        if _is_probable_prime(c, rng):
            return c


def der_len(n):
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der_int(v):
    b = v.to_bytes((v.bit_length() + 8) // 8, "big")  # keeps a leading 0 when the top bit is set
    return b"\x02" + der_len(len(b)) + b


def pkcs1_rsa(rng, bits=2048):
    e = 65537
    while True:
        p = _prime(rng, bits // 2)
        q = _prime(rng, bits // 2)
        if p == q:
            continue
        phi = (p - 1) * (q - 1)
        try:
            d = pow(e, -1, phi)
        except ValueError:
            continue
        break
    if p < q:
        p, q = q, p
    n = p * q
    fields = [0, n, e, d, p, q, d % (p - 1), d % (q - 1), pow(q, -1, p)]
    body = b"".join(der_int(f) for f in fields)
    der = b"\x30" + der_len(len(body)) + body
    return ("-----BEGIN RSA PRIVATE KEY-----\n" + wrap_lines(b64(der), 64)
            + "\n-----END RSA PRIVATE KEY-----")


def pem_body_ok(span):
    m = re.search(r"-----BEGIN ([A-Z ]+)-----\n(.*?)\n-----END \1-----", span, re.S)
    if not m:
        return False
    try:
        raw = base64.b64decode("".join(m.group(2).split()), validate=True)
    except Exception:
        return False
    if m.group(1) == "OPENSSH PRIVATE KEY":
        return raw.startswith(b"openssh-key-v1\0")
    if m.group(1) == "RSA PRIVATE KEY":
        # check n = p * q from the DER fields
        try:
            vals = _der_ints(raw)
            return vals[1] == vals[4] * vals[5]
        except Exception:
            return False
    return raw[:1] == b"\x30"


def _der_ints(raw):
    assert raw[0] == 0x30
    i = 1
    ln = raw[i]
    i += 1 + (ln & 0x7F if ln & 0x80 else 0)
    vals = []
    while i < len(raw):
        assert raw[i] == 2
        i += 1
        ln = raw[i]
        i += 1
        if ln & 0x80:
            k = ln & 0x7F
            ln = int.from_bytes(raw[i:i + k], "big")
            i += k
        vals.append(int.from_bytes(raw[i:i + ln], "big"))
        i += ln
    return vals


# ---------------------------------------------------------------- pools
# Human-chosen secret material. Each pool is shuffled with its own seed and cut
# in two halves: dev draws from the first, test from the second. No value is in
# two pools (checked at start-up), so no secret value can cross the split.
SECRET_POOLS = {
    "ans_maiden": """Okafor Lindqvist Barrowclough Castellanos Nakamura Whitlock Fitzgerald Delacroix
        Abernathy Kowalczyk Ramanathan Oyelaran Thistlewood Marchetti Haverford Szabo Vandermeer
        Quigley Ashdown Penhaligon Rosenthal Gallagher Ferreira Kapoor Brannigan Esterhazy
        Tremblay Sandoval Montgomery-Pryce Ó'Laoghaire Bergström Achterberg""".split(),
    "ans_pet": """Biscuit Pepper Waffles Juniper Rascal Noodle Ziggy Clementine Bandit Pickles Marzipan
        Barnaby Sprocket Hazel Gizmo Poppy Rufus Nugget Pumpkin Chester Domino Fritz Pretzel
        Cinnamon Bagel Scout Tinkerbell Whiskers Captain Socks Humphrey""".split(),
    "ans_city": ["Dubuque", "Tromsø", "Galway", "Wollongong", "Sheboygan", "Ipoh", "Duluth",
                 "Aberystwyth", "Kalamazoo", "Bendigo", "Thunder Bay", "Lubbock", "Paisley",
                 "Chattanooga", "Timaru", "Saskatoon", "Hilo", "Grimsby", "Valparaíso", "Kitimat",
                 "Moose Jaw", "Llandudno", "Ballarat", "Rotorua", "Peoria", "Fort Wayne"],
    "ans_school": ["Maple Grove Elementary", "St. Brigid's", "Lincoln Primary", "Oakridge Middle",
                   "Hillcrest Elementary", "Riverside Academy", "Sacred Heart Primary",
                   "Westbrook Primary", "Pinecrest", "Holy Cross", "Meadowlark Elementary",
                   "Bayview Primary", "Eastfield Junior", "Cedar Hollow", "Larkspur Elementary",
                   "Greenfield Primary", "St Aidan's C of E", "Wren Hill Infants"],
    "ans_car": ["Toyota Corolla", "Honda Civic", "VW Jetta", "Golf GTI", "Vauxhall Corsa",
                "Ford Fiesta", "Nissan Sentra", "VW Passat", "Opel Astra", "Toyota Tercel",
                "VW Beetle", "Nissan Micra", "Ford Escort", "Chevy Cavalier", "Honda Prelude",
                "Acura Integra", "Subaru Outback", "Mazda 323", "Renault Clio", "Peugeot 205"],
    "ans_teacher": ["Mrs. Pemberton", "Mr. Alvarez", "Miss Huxley", "Mr. Dunleavy", "Ms. Okonkwo",
                    "Mrs. Galbraith", "Mr. Fairweather", "Miss Tanaka", "Mr. Hargreaves",
                    "Mrs. Quintero", "Ms. Lockhart", "Mr. Baptiste", "Mrs. Oduya", "Mr. Kettering"],
    "ans_street": ["Juniper Lane", "Alder Court", "Wexford Road", "Calloway Street", "Birchwood Drive",
                   "Tamarack Way", "Ferris Avenue", "Holloway Close", "Quarry Hill Road",
                   "Sycamore Terrace", "Linden Row", "Marlowe Street", "Pennyfield Crescent",
                   "Ashgrove Park"],
    "ans_friend": ["Dmitri", "Fenella", "Rosalind", "Caspian", "Imogen", "Thaddeus", "Lachlan",
                   "Soren", "Ottoline", "Benedikt", "Marisol", "Percival", "Anouk", "Ezekiel"],
    "ans_food": ["shepherd's pie", "pierogi", "jollof rice", "chicken pot pie", "pavlova", "goulash",
                 "bibimbap", "toad in the hole", "mac and cheese with peas", "arroz con pollo",
                 "fish finger sandwiches", "Grandma's meatloaf"],
    "ans_word": ["gooseberry", "harbourlight", "periwinkle", "candlewick", "thimbleweed", "quillpen",
                 "saffronhill", "bramblejam", "kestrel77", "driftwood", "marshmallowfog", "tidepool",
                 "copperkettle", "windlestraw", "lanternfish", "puddleduck"],
    "ans_mom_zh": ["刘桂芳", "陈淑珍", "赵秀兰", "孙玉梅", "周凤英", "吴丽华", "郑春燕", "冯素琴",
                   "何巧云", "许美玲", "韩金凤", "曹翠萍", "邓雪梅", "彭月娥", "蒋红霞", "谢秋菊"],
    "ans_dad_zh": ["李建国", "马卫东", "高志强", "梁永红", "宋德胜", "唐国庆", "黄振华", "罗长青",
                   "潘立新", "董保平", "袁海军", "杜明亮"],
    "ans_teacher_zh": ["王红梅", "杨晓燕", "罗桂香", "宋海燕", "钱老师", "胡丽萍", "叶文清",
                       "范老师", "方淑芬", "石秀珍", "熊老师", "贺丽娟"],
    # (汉字, pinyin) pairs: the Chinese and the pinyin spelling of one answer stay in one split
    "ans_city_zh": [("岳阳", "yueyang"), ("绵阳", "mianyang"), ("九江", "jiujiang"), ("丹东", "dandong"),
                    ("漯河", "luohe"), ("乐山", "leshan"), ("赣州", "ganzhou"), ("十堰", "shiyan"),
                    ("锦州", "jinzhou"), ("汕尾", "shanwei"), ("临沂", "linyi"), ("宜宾", "yibin"),
                    ("蚌埠", "bengbu"), ("铁岭", "tieling"), ("泸州", "luzhou"), ("北海", "beihai"),
                    ("潮州", "chaozhou"), ("商丘", "shangqiu"), ("鹤岗", "hegang"), ("景德镇", "jingdezhen")],
    "ans_school_zh": ["红旗小学", "育才小学", "东风路小学", "实验二小", "光明小学", "向阳小学",
                      "解放路小学", "新华小学", "朝阳小学", "五一小学", "胜利小学", "青年路小学",
                      "铁路子弟小学", "矿区一小"],
    "ans_pet_zh": ["旺财", "豆豆", "团子", "煤球", "小白", "花卷", "布丁", "可乐", "大黄", "毛毛",
                   "年糕", "橘子", "咪咪", "芝麻", "土豆", "汤圆"],
    "ans_food_zh": ["红烧肉", "糖醋排骨", "韭菜盒子", "麻辣香锅", "酸菜鱼", "锅包肉", "外婆做的臊子面",
                    "番茄炒蛋", "梅菜扣肉", "羊肉泡馍", "热干面", "肠粉"],
    # password material
    "pw_word": """sunflower tangerine lighthouse blueberry marmalade thunder galaxy velvet
        hedgehog pineapple avalanche cobblestone dragonfly espresso falcon glacier harmonica
        igloo jasmine kaleidoscope lantern meadow nebula origami pelican quartz raspberry
        saxophone tornado umbrella volcano walnut xylophone yellowtail zeppelin archipelago
        butterscotch cathedral dandelion evergreen firecracker gondola hurricane""".split(),
    "pinyin": """zhangwei liuyang xiaoyu tiantian baobei kuaile xingfu pingan wanshiruyi jiayou
        laopo qinqin huahua lele xiaobai dongdong yangyang meimei fangfang haohao shunshun
        feifei jiajia nannan beibei wenwen yueyue chenchen xinxin ranran""".split(),
    "pet_py": """doudou wangcai tuanzi meiqiu xiaohei huajuan buding kele dahuang maomao niangao
        juzi mimi zhima tudou tangyuan""".split(),
    "year": [str(y) for y in range(1958, 2024)],
    "wifi_word": """bluehouse sunnyporch greenkettle oldoaktree lemonbalm harbourview quietcorner
        bigredbarn mangotango pebblebeach fireflies snowowl riverstone moonbeam tealdoor cosynook
        seagrass wildthyme honeycomb northstar pinecabin lavenderfield cloudberry starlightcafe
        goldfinch copperpot maplesyrup saltandpepper brightmeadow foxglove""".split(),
    "wifi_py": """wojiawifi huanying laibuji kuailaiwan henkuai bieceng wodewang zhuangbei
        haoshenghuo xiaowo nuannuan tianxia baozi jiadeng yuanzi dameng""".split(),
}
_HALVES = {}


def pool_half(name, split):
    key = (name, split)
    if key not in _HALVES:
        items = list(SECRET_POOLS[name])
        random.Random(f"{SEED}|pool|{name}").shuffle(items)
        h = len(items) // 2
        _HALVES[(name, "dev")] = items[:h]
        _HALVES[(name, "test")] = items[h:]
    return _HALVES[key]


def _check_pools():
    seen = {}
    for name, items in SECRET_POOLS.items():
        flat = []
        for it in items:
            flat.extend(it if isinstance(it, tuple) else (it,))
        if name == "year":
            continue
        for v in flat:
            if v.lower() in seen and seen[v.lower()] != name:
                raise SystemExit(f"pool value {v!r} is in {seen[v.lower()]} and {name}")
            seen[v.lower()] = name
        if len(set(items)) != len(items):
            raise SystemExit(f"duplicate value in pool {name}")


# Filler pools (not secret; the same in both splits).
NAMES = ["Sam", "Priya", "Tom", "Alice", "Marco", "Jen", "Dave", "Grace", "Olu", "Kenji", "Hannah",
         "Luis", "Maya", "Ben", "Fatima", "Rob", "Chloe", "Ivan", "Nadia", "Pete"]
SURNAMES = ["lin", "okoro", "walsh", "chen", "patel", "novak", "reyes", "kim", "baker", "haddad"]
SPOUSE = ["love", "hon", "babe", "sweetheart", "darling", "my love"]
NAMES_ZH = ["小王", "老李", "阿强", "晓雯", "婷婷", "老张", "大伟", "丽丽", "小陈", "阿杰"]
BANKS = ["Chase", "Barclays", "HSBC", "Wells Fargo", "Monzo", "NatWest", "Santander", "Citi",
         "Lloyds", "TD Bank", "Nationwide", "Capital One"]
BANKS_ZH = ["招商银行", "工商银行", "建设银行", "农业银行", "中国银行", "交通银行", "浦发银行",
            "平安银行", "邮储银行", "兴业银行"]
SERVICES = [("Netflix", "netflix.com"), ("Spotify", "spotify.com"), ("Dropbox", "dropbox.com"),
            ("Amazon", "amazon.co.uk"), ("eBay", "ebay.com"), ("PayPal", "paypal.com"),
            ("Steam", "steampowered.com"), ("Instagram", "instagram.com"), ("Etsy", "etsy.com"),
            ("Airbnb", "airbnb.com"), ("Uber", "uber.com"), ("LinkedIn", "linkedin.com"),
            ("Zoom", "zoom.us"), ("Canva", "canva.com"), ("Duolingo", "duolingo.com"),
            ("Deliveroo", "deliveroo.co.uk")]
SERVICES_ZH = ["淘宝", "支付宝", "微信", "京东", "美团", "抖音", "拼多多", "小红书", "饿了么",
               "12306", "滴滴出行", "哔哩哔哩", "网易云音乐", "闲鱼"]
APPS = ["WhatsApp", "Signal", "Telegram", "Revolut", "Wise", "Venmo", "Strava", "Discord",
        "Tinder", "Bumble", "Lyft", "Grab"]
CITIES = ["Leeds", "Austin", "Lisbon", "Osaka", "Denver", "Porto", "Seattle", "Bristol", "Dublin",
          "Melbourne", "Toronto", "Edinburgh"]
CITIES_ZH = ["北京", "上海", "广州", "深圳", "杭州", "成都", "南京", "武汉", "西安", "长沙"]
CAFES = ["Bean There", "The Daily Grind", "Kettle & Crumb", "Brew Lab", "Little Fig", "Cup & Saucer"]
SHOPS = ["ASOS", "Argos", "Currys", "IKEA", "John Lewis", "Boots", "Tesco"]
MAIL_DOMAINS = ["gmail.com", "outlook.com", "icloud.com", "proton.me", "yahoo.co.uk", "qq.com", "163.com"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
FAKE_DOMAINS = ["northwind-labs.io", "tallyhome.app", "kiwiledger.com", "brightpath.dev",
                "orchardcrm.net", "pebblepost.co", "lumenworks.io", "harbor-analytics.com"]


# ---------------------------------------------------------------- value generators
# GEN[name](rng, ctx, split) -> str. «S_…» generators make the secret span; the
# others fill the rest of the text. A generator may leave related values in
# ctx (a service and its domain, the pet and the year inside a password).
GEN = {}


def gen(*names):
    def deco(f):
        for n in names:
            GEN[n] = f
        return f
    return deco


def pick(rng, name, split):
    v = rng.choice(pool_half(name, split))
    return v


DIGIT_EN = "zero one two three four five six seven eight nine".split()
DIGIT_ZH = "零一二三四五六七八九"
SYMBOL_EN = {"!": "an exclamation mark", "#": "a hash", "@": "an at sign", "$": "a dollar sign",
             "&": "an ampersand", "*": "a star", "?": "a question mark", "%": "a percent sign"}
SYMBOL_ZH = {"!": "感叹号", "#": "井号", "@": "@符号", "$": "美元符号", "&": "&符号",
             "*": "星号", "?": "问号", "%": "百分号"}
NATO = dict(zip("abcdefghijklmnopqrstuvwxyz",
                "alfa bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike "
                "november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee "
                "zulu".split()))


def digits(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def digits_nz(rng, n):
    return rng.choice("123456789") + digits(rng, n - 1)


def rand_from(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


# --- security answers (all from the split's half of a pool)
for _n in ("ans_maiden", "ans_pet", "ans_city", "ans_school", "ans_car", "ans_teacher",
           "ans_street", "ans_friend", "ans_food", "ans_word", "ans_mom_zh", "ans_dad_zh",
           "ans_teacher_zh", "ans_school_zh", "ans_pet_zh", "ans_food_zh"):
    GEN["S_" + _n] = (lambda name: (lambda rng, ctx, split: pick(rng, name, split)))(_n)


@gen("S_ans_city_zh")
def _g(rng, ctx, split):
    return pick(rng, "ans_city_zh", split)[0]


@gen("S_ans_pinyin")
def _g(rng, ctx, split):
    return pick(rng, "ans_city_zh", split)[1]


QA_EN = [("What was the name of your first pet?", "ans_pet"),
         ("What was your mother's maiden name?", "ans_maiden"),
         ("In what city were you born?", "ans_city"),
         ("What was the name of your first school?", "ans_school"),
         ("What was your first car?", "ans_car"),
         ("Who was your favourite teacher?", "ans_teacher"),
         ("What street did you grow up on?", "ans_street"),
         ("What is the name of your oldest friend?", "ans_friend"),
         ("What was your favourite food as a child?", "ans_food")]
QA_ZH = [("您母亲的姓名是？", "ans_mom_zh"), ("您父亲的姓名是？", "ans_dad_zh"),
         ("您的出生地是？", "ans_city_zh"), ("您就读的小学是？", "ans_school_zh"),
         ("您第一只宠物叫什么？", "ans_pet_zh"), ("您最喜欢的老师是？", "ans_teacher_zh"),
         ("您最爱吃的菜是？", "ans_food_zh")]


def _qa_value(rng, pool, split):
    v = pick(rng, pool, split)
    return v[0] if isinstance(v, tuple) else v


@gen("S_qa_block")
def _g(rng, ctx, split):
    qs = rng.sample(QA_EN, 3)
    vals = [_qa_value(rng, p, split) for _, p in qs]
    style = rng.randrange(4)
    if style == 0:
        return "\n".join(f"{i}. {q}\n   {v}" for i, ((q, _), v) in enumerate(zip(qs, vals), 1))
    if style == 1:
        return "\n".join(f"Q: {q}\nA: {v}" for (q, _), v in zip(qs, vals))
    if style == 2:
        return "\n".join(f"- {q[:-1]} → {v}" for (q, _), v in zip(qs, vals))
    return "\n".join(f"{q} | {v}" for (q, _), v in zip(qs, vals))


@gen("S_qa_block_zh")
def _g(rng, ctx, split):
    qs = rng.sample(QA_ZH, 3)
    vals = [_qa_value(rng, p, split) for _, p in qs]
    style = rng.randrange(3)
    if style == 0:
        return "\n".join(f"问：{q}\n答：{v}" for (q, _), v in zip(qs, vals))
    if style == 1:
        return "\n".join(f"{i}、{q[:-1]} → {v}" for i, ((q, _), v) in enumerate(zip(qs, vals), 1))
    return "\n".join(f"问题{'一二三'[i]}：{q}{v}" for i, ((q, _), v) in enumerate(zip(qs, vals)))


# --- passwords
PW_SYMBOLS = "!#$%&*@?"
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def human_pw(rng, split):
    w = pick(rng, "pw_word", split)
    style = rng.randrange(6)
    if style == 0:
        return w.capitalize() + rng.choice(PW_SYMBOLS) + digits(rng, rng.choice((2, 3, 4)))
    if style == 1:
        lw = "".join(LEET.get(c, c) if rng.random() < 0.6 else c for c in w)
        lw = lw[0].upper() + lw[1:]
        return lw + rng.choice(PW_SYMBOLS) + digits(rng, 1)
    if style == 2:
        w2 = rng.choice([x for x in pool_half("pw_word", split) if x != w])
        return w.capitalize() + w2.capitalize() + pick(rng, "year", split)
    if style == 3:
        return w + pick(rng, "year", split) + rng.choice(PW_SYMBOLS)
    if style == 4:
        w2 = rng.choice([x for x in pool_half("pw_word", split) if x != w])
        return w + "_" + w2 + digits(rng, 2)
    return w.capitalize() + "." + digits(rng, 4)


@gen("S_pw")
def _g(rng, ctx, split):
    return human_pw(rng, split)


@gen("S_pw_pinyin")
def _g(rng, ctx, split):
    p = pick(rng, "pinyin", split)
    tail = rng.choice([digits(rng, 4), pick(rng, "year", split), "1314", "520", "888",
                       f"{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"])
    style = rng.randrange(4)
    if style == 0:
        return p + tail
    if style == 1:
        return p.capitalize() + "@" + tail
    if style == 2:
        return p + "." + tail
    return p + tail + rng.choice("!.#")


PW_RAND_ALPHA = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#$%&*+-.=?@^_~"


@gen("S_pw_rand")
def _g(rng, ctx, split):
    while True:
        s = rand_from(rng, PW_RAND_ALPHA, rng.randint(14, 22))
        if re.search(r"\d", s) and re.search(r"[^A-Za-z0-9]", s) and s[0].isalnum():
            return s


@gen("S_pw_words")
def _g(rng, ctx, split):
    ws = rng.sample(pool_half("pw_word", split), rng.choice((3, 4)))
    return "-".join(ws) + "-" + digits(rng, 1)


@gen("S_pw_petyear")
def _g(rng, ctx, split):
    pet = pick(rng, "ans_pet", split)
    year = pick(rng, "year", split)
    ctx["pet"], ctx["year"] = pet, year
    return rng.choice((pet, pet.lower())) + rng.choice(("", "", "_", ".")) + year


@gen("S_pw_petyear_zh")
def _g(rng, ctx, split):
    pet = pick(rng, "pet_py", split)
    year = pick(rng, "year", split)
    return rng.choice((pet, pet.capitalize())) + rng.choice(("", "", "@")) + year


def _spell_base(rng, split):
    w = pick(rng, "pw_word", split)
    if len(w) > 9:
        w = w[:rng.randint(5, 8)]
    return w.capitalize(), digits(rng, rng.choice((2, 4))), rng.choice(PW_SYMBOLS)


@gen("S_pw_spell")
def _g(rng, ctx, split):
    w, d, sym = _spell_base(rng, split)
    dw = " ".join(DIGIT_EN[int(c)] for c in d)
    style = rng.randrange(4)
    if style == 0:
        letters = ", ".join(["capital " + w[0]] + list(w[1:]))
        return f"{letters}, then {dw}, and {SYMBOL_EN[sym]} at the end"
    if style == 1:
        nato = " ".join([NATO[w[0].lower()].upper()] + [NATO[c] for c in w[1:].lower()])
        return f"{nato} (first one in capitals), {dw}, {SYMBOL_EN[sym]}"
    if style == 2:
        return f"{w} with a capital {w[0]}, then {d}, then {SYMBOL_EN[sym]}"
    return f"{w.lower()}, all lower case except the first letter, then the numbers {dw}, then {SYMBOL_EN[sym]}"


@gen("S_pw_spell_zh")
def _g(rng, ctx, split):
    w, d, sym = _spell_base(rng, split)
    style = rng.randrange(3)
    if style == 0:
        return f"大写的{w[0]}，小写的{w[1:]}，然后{d}，最后一个{SYMBOL_ZH[sym]}"
    if style == 1:
        dz = "".join(DIGIT_ZH[int(c)] for c in d)
        return f"首字母大写的{w.lower()}，后面接{dz}，再加{SYMBOL_ZH[sym]}"
    return f"{' '.join(w)}（第一个字母大写）再加 {d} 和{SYMBOL_ZH[sym]}"


# --- one-time codes
def _otp_digits(rng, n=6):
    return digits(rng, n)


@gen("S_otp")
def _g(rng, ctx, split):
    return _otp_digits(rng, 6)


@gen("S_otp4")
def _g(rng, ctx, split):
    return _otp_digits(rng, 4)


@gen("S_otp7")
def _g(rng, ctx, split):
    return _otp_digits(rng, 7)


@gen("S_otp8")
def _g(rng, ctx, split):
    return _otp_digits(rng, 8)


@gen("S_otp_sep")
def _g(rng, ctx, split):
    d = _otp_digits(rng, 6)
    return d[:3] + rng.choice((" ", "-", " ", "-", "·")) + d[3:]


@gen("S_otp_spaced")
def _g(rng, ctx, split):
    return " ".join(_otp_digits(rng, 6))


@gen("S_otp_spoken")
def _g(rng, ctx, split):
    d = _otp_digits(rng, 6)
    w = [DIGIT_EN[int(c)] for c in d]
    style = rng.randrange(3)
    if style == 0:
        return " ".join(w[:3]) + ", " + " ".join(w[3:])
    if style == 1:
        return "-".join(w[:3]) + " " + "-".join(w[3:])
    return ", ".join(w)


@gen("S_otp_zh_spoken")
def _g(rng, ctx, split):
    d = _otp_digits(rng, 6)
    out = []
    for c in d:
        if c == "1" and rng.random() < 0.7:
            out.append("幺")
        elif c == "2" and rng.random() < 0.4:
            out.append("两")
        else:
            out.append(DIGIT_ZH[int(c)])
    s = "".join(out)
    return s if rng.random() < 0.6 else s[:3] + "，" + s[3:]


@gen("S_otp_steam")
def _g(rng, ctx, split):
    return rand_from(rng, "23456789BCDFGHJKMNPQRTVWXY", 5)


@gen("S_otp_alnum6")
def _g(rng, ctx, split):
    while True:
        s = rand_from(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6)
        if re.search(r"\d", s) and re.search(r"[A-Z]", s):
            return s


# --- Wi-Fi
@gen("S_wifi")
def _g(rng, ctx, split):
    w = pick(rng, "wifi_word", split)
    style = rng.randrange(5)
    if style == 0:
        return w + digits(rng, rng.choice((2, 4)))
    if style == 1:
        return w.capitalize() + "-" + digits(rng, 2)
    if style == 2:
        return w + rng.choice(PW_SYMBOLS) + digits(rng, 1)
    if style == 3:
        return w.upper()[:1] + w[1:] + pick(rng, "year", split)
    return w


@gen("S_wifi_rand")
def _g(rng, ctx, split):
    style = rng.randrange(4)
    if style == 0:
        return rand_from(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    if style == 1:
        return digits_nz(rng, 10)
    if style == 2:
        return rand_from(rng, "ABCDEF0123456789", 12)
    return rand_from(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ", 4) + "-" + rand_from(rng, "0123456789", 4) + \
        "-" + rand_from(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ", 4)


@gen("S_wifi_zh")
def _g(rng, ctx, split):
    style = rng.randrange(4)
    w = pick(rng, "wifi_py", split)
    if style == 0:
        return w + digits(rng, rng.choice((3, 4)))
    if style == 1:
        return w + rng.choice(("520", "1314", "666", "888", "168"))
    if style == 2:
        return digits_nz(rng, rng.choice((8, 9, 10)))
    return w.capitalize() + "@" + digits(rng, 4)


# --- PINs
@gen("S_pin4")
def _g(rng, ctx, split):
    return digits(rng, 4)


@gen("S_pin6")
def _g(rng, ctx, split):
    return digits(rng, 6)


@gen("S_pin3")
def _g(rng, ctx, split):
    return digits(rng, 3)


@gen("S_pin_dash")
def _g(rng, ctx, split):
    if rng.random() < 0.5:
        return "-".join(digits(rng, 4))
    return "-".join(f"{rng.randint(0, 39):02d}" for _ in range(3))


@gen("S_pin_words")
def _g(rng, ctx, split):
    return " ".join(DIGIT_EN[int(c)] for c in digits(rng, rng.choice((4, 6))))


@gen("S_pin_spoken")
def _g(rng, ctx, split):
    d = digits(rng, 4)
    if rng.random() < 0.5:
        return ", ".join(DIGIT_EN[int(c)] for c in d)
    tens = "ten twenty thirty forty fifty sixty seventy eighty ninety".split()
    teens = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()

    def two(x):
        a, b = divmod(int(x), 10)
        if a == 0:
            return "oh " + DIGIT_EN[b]
        if a == 1:
            return teens[b]
        return tens[a - 1] + ("" if b == 0 else "-" + DIGIT_EN[b])
    return two(d[:2]) + " " + two(d[2:])


@gen("S_pin_zh")
def _g(rng, ctx, split):
    return "".join(DIGIT_ZH[int(c)] for c in digits(rng, rng.choice((4, 6, 6))))


@gen("S_pin_zh_spoken")
def _g(rng, ctx, split):
    d = digits(rng, 6)
    m = {"1": "幺", "2": "两", "0": "洞"}
    return "".join(m[c] if c in m and rng.random() < 0.6 else DIGIT_ZH[int(c)] for c in d)


@gen("S_pin_year")
def _g(rng, ctx, split):
    return rng.choice([y for y in pool_half("year", split) if y < "1990"])


# --- TOTP seeds
def _totp_raw(rng):
    return base64.b32encode(rng.randbytes(rng.choice((10, 20, 20)))).decode()


@gen("S_totp")
def _g(rng, ctx, split):
    return _totp_raw(rng)


@gen("S_totp_grp_lower")
def _g(rng, ctx, split):
    s = _totp_raw(rng).lower()
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


@gen("S_totp_grp_upper")
def _g(rng, ctx, split):
    s = _totp_raw(rng)
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


@gen("S_totp_grp_dash")
def _g(rng, ctx, split):
    s = _totp_raw(rng)
    return "-".join(s[i:i + 4] for i in range(0, len(s), 4))


# --- wallet keys
def _secp_key(rng):
    while True:
        k = int.from_bytes(rng.randbytes(32), "big")
        if 1 <= k < SECP256K1_N:
            return k.to_bytes(32, "big")


@gen("S_wif")
def _g(rng, ctx, split):
    k = _secp_key(rng)
    return b58check(b"\x80" + k + (b"\x01" if rng.random() < 0.6 else b""))


@gen("S_ethkey")
def _g(rng, ctx, split):
    return "0x" + _secp_key(rng).hex()


@gen("S_hexkey")
def _g(rng, ctx, split):
    return _secp_key(rng).hex()


@gen("S_xprv")
def _g(rng, ctx, split):
    depth = rng.choice((0, 3))
    fpr = b"\0" * 4 if depth == 0 else rng.randbytes(4)
    child = b"\0" * 4 if depth == 0 else struct.pack(">I", 0x80000000 + rng.randrange(3))
    payload = bytes.fromhex("0488ade4") + bytes([depth]) + fpr + child + rng.randbytes(32) + b"\0" + _secp_key(rng)
    return b58check(payload)


@gen("S_solkey")
def _g(rng, ctx, split):
    return b58encode(rng.randbytes(64))


# --- seed phrases
def _phrase(rng, lang, counts=(12, 12, 12, 18, 24)):
    n = rng.choice(counts)
    return bip39_words(rng.randbytes(n * 4 // 3), lang)


def _numbered(rng, ws, sep="\n"):
    fmt = rng.choice(("{i}. {w}", "{i}) {w}", "{i:02d} {w}", "#{i} {w}", "{i} - {w}", "{i}: {w}"))
    return sep.join(fmt.format(i=i, w=w) for i, w in enumerate(ws, 1))


@gen("S_bip_en_line")
def _g(rng, ctx, split):
    return " ".join(_phrase(rng, "en"))


@gen("S_bip_en_lines")
def _g(rng, ctx, split):
    return "\n".join(_phrase(rng, "en"))


@gen("S_bip_en_num")
def _g(rng, ctx, split):
    return _numbered(rng, _phrase(rng, "en"))


@gen("S_bip_en_comma")
def _g(rng, ctx, split):
    return ", ".join(_phrase(rng, "en", (12,)))


@gen("S_bip_en_grid")
def _g(rng, ctx, split):
    ws = _phrase(rng, "en", (24,))
    rows = []
    for r in range(6):
        rows.append("   ".join(f"{r * 4 + c + 1:02d}. {ws[r * 4 + c]:<9}" for c in range(4)).rstrip())
    return "\n".join(rows)


@gen("S_bip_zh_space")
def _g(rng, ctx, split):
    return " ".join(_phrase(rng, "zh"))


@gen("S_bip_zh_run")
def _g(rng, ctx, split):
    return "".join(_phrase(rng, "zh", (12,)))


@gen("S_bip_zh_lines")
def _g(rng, ctx, split):
    return "\n".join(_phrase(rng, "zh", (12,)))


@gen("S_bip_zh_num")
def _g(rng, ctx, split):
    return _numbered(rng, _phrase(rng, "zh", (12,)), rng.choice(("\n", "  ")))


@gen("S_bip_zh_comma")
def _g(rng, ctx, split):
    return rng.choice(("、", "，", ",")).join(_phrase(rng, "zh", (12,)))


# --- tokens, env values, URLs
TOKEN_ALPHA = B62


@gen("S_env_token")
def _g(rng, ctx, split):
    style = rng.randrange(6)
    if style == 0:
        return rand_from(rng, TOKEN_ALPHA, rng.randint(32, 48))
    if style == 1:
        return rng.randbytes(rng.choice((20, 32))).hex()
    if style == 2:
        return b64(rng.randbytes(32))
    if style == 3:
        return "whsec_" + rand_from(rng, TOKEN_ALPHA, 32)
    if style == 4:
        return b64url(rng.randbytes(32))
    return rand_from(rng, TOKEN_ALPHA, 8) + "-" + rand_from(rng, TOKEN_ALPHA, 24)


@gen("S_env_hex32")
def _g(rng, ctx, split):
    return rng.randbytes(16).hex()


@gen("S_env_lower16")
def _g(rng, ctx, split):
    return rand_from(rng, "abcdefghijklmnopqrstuvwxyz", 16)


@gen("S_env_pw")
def _g(rng, ctx, split):
    return human_pw(rng, split) if rng.random() < 0.5 else GEN["S_pw_rand"](rng, ctx, split)


URL_SAFE = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"


@gen("S_url_pw")
def _g(rng, ctx, split):
    style = rng.randrange(4)
    if style == 0:
        return rand_from(rng, URL_SAFE, rng.randint(14, 24))
    if style == 1:
        w = pick(rng, "pw_word", split)
        return w.capitalize() + rng.choice(("%21", "%40", "%23", "%24")) + digits(rng, 3)
    if style == 2:
        return rand_from(rng, URL_SAFE, 8) + rng.choice("-_.~") + rand_from(rng, URL_SAFE, 8)
    w = pick(rng, "pw_word", split)
    return w + digits(rng, 4)


# --- API keys (vendor shapes)
def _ghp_like(rng, prefix):
    body = rand_from(rng, B62, 30)
    return prefix + body + b62(zlib.crc32(body.encode()), 6)


@gen("S_key_ghp")
def _g(rng, ctx, split):
    return _ghp_like(rng, rng.choice(("ghp_", "gho_")))


@gen("S_key_npm")
def _g(rng, ctx, split):
    return _ghp_like(rng, "npm_")


@gen("S_key_openai")
def _g(rng, ctx, split):
    a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"
    return "sk-proj-" + rand_from(rng, a, 74) + "T3BlbkFJ" + rand_from(rng, a, 74)


@gen("S_key_anthropic")
def _g(rng, ctx, split):
    a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"
    return "sk-ant-api03-" + rand_from(rng, a, 93) + "AA"


@gen("S_key_stripe")
def _g(rng, ctx, split):
    return rng.choice(("sk_live_", "rk_live_")) + "51" + rand_from(rng, B62, 97)


@gen("aws_id")
def _g(rng, ctx, split):
    return "AKIA" + rand_from(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)


@gen("S_key_aws_secret")
def _g(rng, ctx, split):
    return rand_from(rng, B62 + "/+", 40)


@gen("S_key_slack")
def _g(rng, ctx, split):
    return "xoxb-" + digits_nz(rng, 12) + "-" + digits_nz(rng, 13) + "-" + rand_from(rng, B62, 24)


@gen("S_key_sendgrid")
def _g(rng, ctx, split):
    a = B62 + "_-"
    return "SG." + rand_from(rng, a, 22) + "." + rand_from(rng, a, 43)


@gen("S_key_telegram")
def _g(rng, ctx, split):
    return digits_nz(rng, 10) + ":AA" + rand_from(rng, B62 + "_-", 33)


@gen("S_key_google")
def _g(rng, ctx, split):
    return "AIza" + rand_from(rng, B62 + "_-", 35)


@gen("S_key_gitlab")
def _g(rng, ctx, split):
    return "glpat-" + rand_from(rng, B62 + "_-", 20)


@gen("S_key_hf")
def _g(rng, ctx, split):
    return "hf_" + rand_from(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 34)


@gen("S_key_deepseek")
def _g(rng, ctx, split):
    return "sk-" + rng.randbytes(16).hex()


@gen("aliyun_id")
def _g(rng, ctx, split):
    return "LTAI5t" + rand_from(rng, B62, 18)


@gen("S_key_aliyun")
def _g(rng, ctx, split):
    return rand_from(rng, B62, 30)


@gen("S_key_notion")
def _g(rng, ctx, split):
    return "secret_" + rand_from(rng, B62, 43)


@gen("S_key_mailgun")
def _g(rng, ctx, split):
    return "key-" + rng.randbytes(16).hex()


# --- PEM, JWT, cards
@gen("S_pem_openssh")
def _g(rng, ctx, split):
    return openssh_ed25519(rng, rng.choice(NAMES).lower() + "@" + rng.choice(("laptop", "nas", "vps", "pi")))


@gen("S_pem_pkcs8")
def _g(rng, ctx, split):
    return pkcs8_ed25519(rng)


@gen("S_pem_ec")
def _g(rng, ctx, split):
    return sec1_p256(rng)


@gen("S_pem_rsa")
def _g(rng, ctx, split):
    return pkcs1_rsa(rng, 2048)


@gen("S_jwt")
def _g(rng, ctx, split):
    alg = rng.choice(("HS256", "RS256", "ES256"))
    header = {"alg": alg, "typ": "JWT"}
    iat = 1767225600 + rng.randrange(20_000_000)
    payload = {"sub": str(rng.randrange(10**6, 10**9)), "iat": iat, "exp": iat + rng.choice((900, 3600, 86400))}
    extra = rng.randrange(3)
    if extra == 0:
        payload["email"] = rng.choice(NAMES).lower() + "@" + rng.choice(MAIL_DOMAINS)
    elif extra == 1:
        payload["role"] = rng.choice(("user", "admin", "editor"))
    else:
        payload["sid"] = rng.randbytes(8).hex()
    siglen = {"HS256": 32, "RS256": 256, "ES256": 64}[alg]
    return ".".join((b64url(json.dumps(header, separators=(",", ":")).encode()),
                     b64url(json.dumps(payload, separators=(",", ":")).encode()),
                     b64url(rng.randbytes(siglen))))


TEST_CARDS = {"4242424242424242", "4111111111111111", "5555555555554444", "378282246310005",
              "4000056655665556", "5105105105105100", "4012888888881881", "371449635398431",
              "6011111111111117", "3530111333300000", "5200828282828210", "4000000000000002"}


def _card_digits(rng, kind=None):
    kind = kind or rng.choice(("visa", "visa", "mc", "amex", "unionpay"))
    if kind == "visa":
        body = "4" + digits(rng, 14)
    elif kind == "mc":
        body = rng.choice(("51", "52", "53", "54", "55")) + digits(rng, 13)
    elif kind == "amex":
        body = rng.choice(("34", "37")) + digits(rng, 12)
    else:
        body = "62" + digits(rng, rng.choice((13, 16)))
    d = body + luhn_digit(body)
    return kind, d


def _card(rng, ctx, brand=None):
    while True:
        kind, d = _card_digits(rng, brand)
        if d not in TEST_CARDS:
            break
    ctx["cvv"] = digits(rng, 4 if kind == "amex" else 3)
    style = rng.randrange(3)
    if style == 0:
        return d
    sep = " " if style == 1 else "-"
    if kind == "amex":
        return sep.join((d[:4], d[4:10], d[10:]))
    return sep.join(d[i:i + 4] for i in range(0, len(d), 4))


GEN["S_card"] = lambda rng, ctx, split: _card(rng, ctx)
GEN["S_card_visa"] = lambda rng, ctx, split: _card(rng, ctx, "visa")
GEN["S_card_unionpay"] = lambda rng, ctx, split: _card(rng, ctx, "unionpay")
GEN["S_card_amex"] = lambda rng, ctx, split: _card(rng, ctx, "amex")


@gen("cvv")
def _g(rng, ctx, split):
    return digits(rng, 3)


@gen("exp")
def _g(rng, ctx, split):
    return f"{rng.randint(1, 12):02d}/{rng.randint(27, 32)}"


# ---------------------------------------------------------------- fillers (not secret)
def _simple(name, seq):
    GEN[name] = lambda rng, ctx, split: rng.choice(seq)


_simple("spouse", SPOUSE)
_simple("name_zh", NAMES_ZH)
_simple("bank", BANKS)
_simple("bank_zh", BANKS_ZH)
_simple("service_zh", SERVICES_ZH)
_simple("app", APPS)
_simple("city", CITIES)
_simple("city_zh", CITIES_ZH)
_simple("cafe", CAFES)
_simple("shop", SHOPS)
_simple("weekday", WEEKDAYS)
_simple("fakedomain", FAKE_DOMAINS)


@gen("name")
def _g(rng, ctx, split):
    return rng.choice([n for n in NAMES if n != ctx.get("name2")])


@gen("name2")
def _g(rng, ctx, split):
    return rng.choice([n for n in NAMES if n != ctx.get("name")])


@gen("service")
def _g(rng, ctx, split):
    s, d = rng.choice(SERVICES)
    ctx.setdefault("domain", d)
    return s


@gen("domain")
def _g(rng, ctx, split):
    if "service" in ctx:
        for s, d in SERVICES:
            if s == ctx["service"]:
                return d
    return rng.choice(FAKE_DOMAINS)


@gen("email")
def _g(rng, ctx, split):
    n = ctx.get("name") or rng.choice(NAMES)
    return f"{n.lower()}.{rng.choice(SURNAMES)}{rng.choice(('', '', str(rng.randint(1, 99))))}@{rng.choice(MAIL_DOMAINS)}"


@gen("email_enc")
def _g(rng, ctx, split):
    return GEN["email"](rng, ctx, split).replace("@", "%40")


@gen("user")
def _g(rng, ctx, split):
    n = rng.choice(NAMES).lower()
    return rng.choice((f"{n}{rng.randint(1, 99)}", f"{n}.{rng.choice(SURNAMES)}",
                       f"{n}_{rng.choice(SURNAMES)}", f"{rng.choice(SURNAMES)}{n[0]}"))


@gen("date")
def _g(rng, ctx, split):
    return f"{rng.randint(1, 28)} {rng.choice(MONTHS)}"


@gen("date_zh")
def _g(rng, ctx, split):
    return f"{rng.randint(1, 12)}月{rng.randint(1, 28)}日"


@gen("date_iso")
def _g(rng, ctx, split):
    return f"{rng.randint(2024, 2027)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


@gen("time")
def _g(rng, ctx, split):
    return f"{rng.randint(7, 22)}:{rng.choice(('00', '05', '15', '20', '30', '45', '50'))}"


@gen("min")
def _g(rng, ctx, split):
    return str(rng.choice((2, 3, 5, 10, 15)))


@gen("amount")
def _g(rng, ctx, split):
    return f"{rng.randint(12, 980)}.{rng.choice(('00', '50', '99', '20'))}"


@gen("n")
def _g(rng, ctx, split):
    return str(rng.randint(2, 99))


@gen("room")
def _g(rng, ctx, split):
    return str(rng.randint(1, 9) * 100 + rng.randint(1, 40))


@gen("rand5")
def _g(rng, ctx, split):
    return rand_from(rng, "abcdefghijklmnopqrstuvwxyz0123456789", 5)


@gen("smshash")
def _g(rng, ctx, split):
    return rand_from(rng, B62 + "+/", 11)


@gen("last4")
def _g(rng, ctx, split):
    return digits(rng, 4)


SSID_FORMS = [lambda r: "TP-Link_" + rand_from(r, "0123456789ABCDEF", 4),
              lambda r: "NETGEAR" + digits(r, 2),
              lambda r: "HUAWEI-" + rand_from(r, "0123456789ABCDEF", 4),
              lambda r: "Xiaomi_" + rand_from(r, "0123456789ABCDEF", 4),
              lambda r: "ChinaNet-" + rand_from(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4),
              lambda r: "CMCC-" + rand_from(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 4),
              lambda r: "BT-" + rand_from(r, "ABCDEFGHJKLMNPQRSTUVWXYZ", 6),
              lambda r: "Vodafone-" + rand_from(r, "0123456789ABCDEF", 4),
              lambda r: r.choice(("TheBurrow", "Casa_Rivera", "Pretty Fly for a WiFi", "Hogwarts",
                                  "LANdo Calrissian", "Bill Wi the Science Fi", "Nacho WiFi",
                                  "Flat4B", "Garden_Office", "Studio-2.4G"))]


@gen("ssid")
def _g(rng, ctx, split):
    return rng.choice(SSID_FORMS)(rng)


# ---------------------------------------------------------------- benign values
@gen("sha256")
def _g(rng, ctx, split):
    return rng.randbytes(32).hex()


@gen("md5")
def _g(rng, ctx, split):
    return rng.randbytes(16).hex()


@gen("sri384")
def _g(rng, ctx, split):
    return "sha384-" + b64(rng.randbytes(48))


@gen("sri512")
def _g(rng, ctx, split):
    return "sha512-" + b64(rng.randbytes(64))


@gen("sri256")
def _g(rng, ctx, split):
    return "sha256-" + b64(rng.randbytes(32))


@gen("h1hash")
def _g(rng, ctx, split):
    return b64(rng.randbytes(32))


_simple("filename", ["ubuntu-24.04.1-desktop-amd64.iso", "Firefox-Setup-128.0.exe",
                     "debian-12.7.0-arm64-netinst.iso", "backup-2025-11.tar.gz",
                     "KeePassXC-2.7.9-x86_64.AppImage", "photos_export.zip", "node-v20.11.1-linux-x64.tar.xz"])
_simple("cdn", ["jsdelivr.net/npm", "cdnjs.cloudflare.com/ajax/libs", "unpkg.com"])
_simple("pkg", ["bootstrap", "alpinejs", "htmx.org", "lodash", "chart.js", "dayjs", "axios", "marked"])
_simple("image", ["nginx", "postgres", "redis", "grafana/grafana", "python", "node", "traefik"])
_simple("gomod", ["golang.org/x/crypto", "github.com/spf13/cobra", "github.com/stretchr/testify",
                  "gopkg.in/yaml.v3", "github.com/google/uuid"])


@gen("ver")
def _g(rng, ctx, split):
    return f"{rng.randint(1, 18)}.{rng.randint(0, 30)}.{rng.randint(0, 12)}"


@gen("build")
def _g(rng, ctx, split):
    return str(rng.randint(100, 9999))


IN_CITIES = [("Mumbai", "Maharashtra", "400", 104), ("New Delhi", "Delhi", "110", 96),
             ("Bengaluru", "Karnataka", "560", 100), ("Chennai", "Tamil Nadu", "600", 119),
             ("Kolkata", "West Bengal", "700", 150), ("Hyderabad", "Telangana", "500", 100),
             ("Pune", "Maharashtra", "411", 62), ("Jaipur", "Rajasthan", "302", 40),
             ("Ahmedabad", "Gujarat", "380", 61), ("Lucknow", "Uttar Pradesh", "226", 30)]
IN_STREETS = ["14, MG Road", "Flat 3B, Lotus Apartments, Baner Road", "22 Park Street",
              "No. 7, 2nd Cross, Indiranagar", "B-41 Sector 15", "House 118, Gandhi Nagar",
              "5th Floor, Prestige Tower", "Plot 9, Jubilee Hills"]


@gen("in_city")
def _g(rng, ctx, split):
    return _in(rng, ctx)[0]


def _in(rng, ctx):
    if "_in" not in ctx:
        ctx["_in"] = rng.choice(IN_CITIES)
    return ctx["_in"]


@gen("in_state")
def _g(rng, ctx, split):
    return _in(rng, ctx)[1]


@gen("in_pin")
def _g(rng, ctx, split):
    c = _in(rng, ctx)
    return c[2] + f"{rng.randint(1, c[3]):03d}"


_simple("in_addr", IN_STREETS)

CN_PLACES = [("北京", "朝阳区", "100"), ("北京", "海淀区", "100"), ("上海", "浦东新区", "200"),
             ("上海", "徐汇区", "200"), ("广州", "天河区", "510"), ("深圳", "南山区", "518"),
             ("杭州", "西湖区", "310"), ("成都", "武侯区", "610"), ("南京", "鼓楼区", "210"),
             ("武汉", "洪山区", "430"), ("西安", "雁塔区", "710"), ("长沙", "岳麓区", "410")]
CN_ROADS = ["人民路", "建设大道", "中山北路", "解放西路", "长江路", "学府街", "科技园路", "文一西路"]


def _cn(rng, ctx):
    if "_cn" not in ctx:
        ctx["_cn"] = rng.choice(CN_PLACES)
    return ctx["_cn"]


@gen("cn_city")
def _g(rng, ctx, split):
    return _cn(rng, ctx)[0] + "市"


@gen("cn_district")
def _g(rng, ctx, split):
    return _cn(rng, ctx)[1]


@gen("cn_pc")
def _g(rng, ctx, split):
    return _cn(rng, ctx)[2] + f"{rng.randint(0, 99):02d}" + rng.choice("0000000123")


_simple("cn_road", CN_ROADS)


@gen("zip")
def _g(rng, ctx, split):
    z = f"{rng.randint(10001, 99950):05d}"
    return z if rng.random() < 0.7 else z + "-" + digits(rng, 4)


@gen("ukpc")
def _g(rng, ctx, split):
    area = rng.choice(("SW1A", "EC2R", "M14", "LS6", "BS8", "EH3", "N16", "CB2", "OX4", "G12"))
    return f"{area} {rng.randint(0, 9)}{rand_from(rng, 'ABDEFGHJLNPQRSTUWXYZ', 2)}"


@gen("phone_us")
def _g(rng, ctx, split):
    return f"({rng.randint(201, 989)}) 555-{digits(rng, 4)}"


@gen("phone_uk")
def _g(rng, ctx, split):
    return f"07{digits(rng, 3)} {digits(rng, 6)}"


@gen("phone_cn")
def _g(rng, ctx, split):
    p = "1" + rng.choice("3456789") + digits(rng, 9)
    return p if rng.random() < 0.5 else f"{p[:3]} {p[3:7]} {p[7:]}"


@gen("phone_cn_land")
def _g(rng, ctx, split):
    return rng.choice(("010", "021", "020", "0755", "0571", "028")) + "-" + digits_nz(rng, 8)


def _bad_luhn(s):
    return luhn_break(s)


@gen("amazon_order")
def _g(rng, ctx, split):
    return f"{rng.randint(100, 499)}-{digits(rng, 7)}-{digits(rng, 7)}"


@gen("tb_order")
def _g(rng, ctx, split):
    return _bad_luhn(digits_nz(rng, 19))


@gen("jd_order")
def _g(rng, ctx, split):
    return digits_nz(rng, 12)


@gen("sf")
def _g(rng, ctx, split):
    return _bad_luhn(digits_nz(rng, 13))


@gen("ups")
def _g(rng, ctx, split):
    return "1Z" + rand_from(rng, "0123456789ABCDEFGHJKLMNPRSTUVWXY", 6) + digits(rng, 10)


@gen("pnr")
def _g(rng, ctx, split):
    return rand_from(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ", 3) + rand_from(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 3)


@gen("order_num")
def _g(rng, ctx, split):
    return digits_nz(rng, rng.choice((7, 8, 9, 10)))


@gen("yt")
def _g(rng, ctx, split):
    return "YT" + _bad_luhn(digits_nz(rng, 13))


@gen("gitsha")
def _g(rng, ctx, split):
    return rng.randbytes(20).hex()


@gen("gitsha7")
def _g(rng, ctx, split):
    return rng.randbytes(4).hex()[:7]


@gen("ssh_pub")
def _g(rng, ctx, split):
    blob = ssh_string(b"ssh-ed25519") + ssh_string(rng.randbytes(32))
    return f"ssh-ed25519 {b64(blob)} {rng.choice(NAMES).lower()}@{rng.choice(('mbp', 'desktop', 'thinkpad', 'pi'))}"


@gen("spki_pub")
def _g(rng, ctx, split):
    der = bytes.fromhex("302a300506032b6570032100") + rng.randbytes(32)
    return "-----BEGIN PUBLIC KEY-----\n" + b64(der) + "\n-----END PUBLIC KEY-----"


@gen("wg_pub")
def _g(rng, ctx, split):
    return b64(rng.randbytes(32))


@gen("pgp_fpr")
def _g(rng, ctx, split):
    h = rng.randbytes(20).hex().upper()
    return " ".join(h[i:i + 4] for i in range(0, 40, 4))


@gen("btc_addr")
def _g(rng, ctx, split):
    return b58check(rng.choice((b"\x00", b"\x05")) + rng.randbytes(20))


@gen("bech32_addr")
def _g(rng, ctx, split):
    return bech32_encode("bc", 0, rng.randbytes(20))


@gen("eth_addr")
def _g(rng, ctx, split):
    return "0x" + rng.randbytes(20).hex()


@gen("street_addr")
def _g(rng, ctx, split):
    return rng.choice(("Elm Street", "Harrow Road", "Kingsway", "Maple Avenue", "Victoria Road",
                       "Cedar Lane", "Oak Drive", "Mill Street"))


@gen("num")
def _g(rng, ctx, split):
    return str(rng.randint(2, 240))


@gen("envname")
def _g(rng, ctx, split):
    return rng.choice(("DB_PASSWORD", "PG_PASS", "SMTP_PASSWORD", "REDIS_AUTH", "API_TOKEN",
                       "STRIPE_SECRET_KEY", "MAIL_PASS", "ADMIN_PASSWORD", "JWT_SECRET"))


@gen("cfgkey")
def _g(rng, ctx, split):
    return rng.choice(("payment.secret", "db.password", "sms.appKey", "oss.accessKeySecret", "mail.authCode"))


@gen("model")
def _g(rng, ctx, split):
    return rng.choice(("gpt-4o-mini", "gpt-4.1", "o3-mini", "gpt-4o"))


@gen("steps")
def _g(rng, ctx, split):
    return str(rng.randint(3000, 28000))


@gen("score")
def _g(rng, ctx, split):
    return f"{rng.randint(0, 5)}–{rng.randint(0, 5)}"


@gen("train")
def _g(rng, ctx, split):
    return str(rng.randint(10, 2999))


@gen("age")
def _g(rng, ctx, split):
    return str(rng.randint(60, 99))


@gen("km")
def _g(rng, ctx, split):
    return f"{rng.randint(3, 21)}.{rng.randint(0, 9)}"


@gen("pace")
def _g(rng, ctx, split):
    return f"{rng.randint(4, 7)}'{rng.randint(0, 59):02d}\""


@gen("n3")
def _g(rng, ctx, split):
    return str(rng.randint(100, 999))


@gen("n4")
def _g(rng, ctx, split):
    return str(rng.randint(1000, 9999))


@gen("year_story")
def _g(rng, ctx, split):
    return str(rng.randint(1975, 2024))


@gen("price")
def _g(rng, ctx, split):
    return f"{rng.randint(3, 400)}.{rng.choice(('00', '49', '95', '99'))}"


@gen("fw")
def _g(rng, ctx, split):
    return (f"V{rng.randint(1, 5)}.{rng.randint(0, 9)}.{rng.randint(0, 20)} build "
            f"{rng.randint(2023, 2026)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}")


@gen("pyminor")
def _g(rng, ctx, split):
    return str(rng.randint(8, 13))


@gen("pwmin")
def _g(rng, ctx, split):
    return str(rng.choice((8, 10, 12, 14, 16)))


@gen("us_city")
def _g(rng, ctx, split):
    return rng.choice(("Austin, TX", "Denver, CO", "Seattle, WA", "Columbus, OH", "Tucson, AZ",
                       "Raleigh, NC", "Madison, WI", "Portland, OR"))


# ---------------------------------------------------------------- templates
# "@@ kind lang" opens a group; "---" separates templates. A leading "!" marks a
# template hard, "~" not hard; otherwise the kind decides. Exactly one «S_…»
# placeholder in a secret template makes the span; benign templates have none.
TEMPLATES_SRC = r"""
@@ security_answer en
«bank» made me set up security questions again. For future me: mother's maiden name — «S_ans_maiden». Same spelling as on the birth certificate, not the way Auntie writes it.
---
Hey «spouse», if «bank» rings while I'm at the clinic and asks the security question, it's the street we both grew up on: «S_ans_street». Joint account, they'll talk to you.
---
Call with «bank» card services, «date»
Agent: Before we go any further, can you confirm the name of your first school?
Me: «S_ans_school».
Agent: Thank you, that matches what we have. What can I help with today?
---
Account recovery — step 2 of 3
Security question: [ What was the make and model of your first car? ]
Your response:     [ «S_ans_car» ]
[ Continue ]   [ Try another way ]
---
«service» recovery questions, copied off the setup page before I closed it:
«S_qa_block»
---
«app» › Settings › Security › Recovery question
Question       Name of your childhood best friend
Your reply     «S_ans_friend»
Last changed   «date»
---
«date». Spent the evening redoing logins. The pension portal wanted a "memorable place", so I typed «S_ans_city», where Grandma had the farm. Nobody outside the family would guess it.
---
Voice memo, «time»: okay, the tax office one. The question about my favourite teacher — I put «S_ans_teacher». With the full stop after the title? I think with. Yeah, with.
---
«name»: what did you put for the pet one on the car insurance site?
me: «S_ans_pet» obviously 🐶
«name»: haha I used the cat
---
For Mum's folder: the water company wants her "favourite childhood meal" before they'll discuss the account, and she set it to «S_ans_food». Keep this with her bills.
---
Subject: re: broadband account

They wouldn't talk about the bill until I gave the memorable word. It's «S_ans_word» — I'd forgotten I ever set one up.
---
Memorable information for «bank» online banking: «S_ans_word». The site only asks for three letters of it at a time, so I always end up counting on my fingers.
---
Things the «bank» app will ask if I get locked out again (wrote these on the back of the welcome letter):
«S_qa_block»

@@ security_answer zh
«bank_zh»客服打电话来核实身份，问我预留的问题“母亲的姓名”，我报了«S_ans_mom_zh»，对上了才帮我解冻。
---
老公，万一银行打电话核对密保，你就说我老家是«S_ans_city_zh»，别说成省会。
---
【账号申诉】
密保问题1：您就读的小学名称？
填写内容：«S_ans_school_zh»
提交时间：«date_zh»
---
备忘：«service_zh»的安全保护问题是“第一只宠物的名字”，当时填的«S_ans_pet_zh»。
---
设置 > 账号与安全 > 密保问题
问题：您印象最深的老师
当前设置：«S_ans_teacher_zh»
[修改]
---
«service_zh»的三个密保，抄一份在这里：
«S_qa_block_zh»
---
«date_zh» 晴。给爸爸的社保账号设了密保，问题是“您的出生地”，写的是«S_ans_city_zh»，记在这儿免得他又忘了。
---
妈：它问我最爱吃的菜是什么
我：你填«S_ans_food_zh»，上回设的就是这个
妈：好嘞
---
语音转文字：嗯……电信那个，问父亲的名字，我上次填的是«S_ans_dad_zh»，三个字的，别写错。
---
客服：为了核实是您本人，请说一下您设置的问题“初中班主任的名字”。
我：«S_ans_teacher_zh»。
客服：好的，验证通过，请问有什么可以帮您？
---
给自己留个底：QQ安全中心，问题一“你的家乡”——«S_ans_city_zh»；以后改绑手机要用。
---
妈妈的医保App预留信息（她让我帮忙记着）：
«S_qa_block_zh»

@@ security_answer mixed
Chase 的 security question 我选了 first pet，填的是中文「«S_ans_pet_zh»」，他们系统居然收。
---
提醒自己：PayPal 的 recovery question 是妈妈的名字，写的 «S_ans_mom_zh»，不是拼音。
---
bank 那边 call 过来 verify，问 mother's maiden name，我说了 «S_ans_maiden»，then they unlocked the card.
---
Security question 安全问题：What city were you born in? 出生城市
→ «S_ans_city_zh»
---
老婆，Amex 打来问 memorable word 的话，就说 «S_ans_word»，我上周刚改的。
---
App 里 Settings → 安全问题，first school 填了 «S_ans_school»，在这记一下。
---
A：你 Apple ID 那三个 questions 还记得吗
B：一个是 favourite teacher，我填的 «S_ans_teacher_zh»，另外两个忘了
---
voice memo：ok so 保险公司那个，问题是 "your hometown"，I typed «S_ans_pinyin»，用拼音，全小写。
---
Q：你的第一辆车 / first car?
→ «S_ans_car»（二手的那辆，开了六年）
---
我爸的 Medicare 账户 setup 的时候选了 "father's first name"，他写了 «S_ans_dad_zh»，其实是爷爷的名字。

@@ password_nl en
«name»: what's the login for the streaming thing?
me: «email» and «S_pw»
«name»: case sensitive?
me: yep, exactly as typed
---
«date» — changed the «bank» password to «S_pw» after that phishing email. Writing it here because by Friday it'll be gone from my head.
---
Voice memo, «time»: right, for the alarm app it's «S_pw_spell». No spaces. Got it.
---
For «service» I just reused my Gmail one, «S_pw». I know. I'll fix it after the move.
---
The «service» password? It's the dog's name plus the year we got her: «S_pw_petyear».
---
name,url,username,password,note
«service»,https://«domain»/login,«email»,«S_pw_rand»,
---
{"encrypted": false, "items": [{"type": 1, "name": "«service»", "login": {"username": "«email»", "password": "«S_pw_rand»", "uris": [{"uri": "https://«domain»"}]}}]}
---
Read the «service» password out to «name» over the phone: «S_pw_words», all lower case, with the dashes.
---
Work laptop nagged me again so I changed it to «S_pw». Ninety days until it nags again.
---
Transcribed from the post-it on the monitor before binning it:
«service» — «user» / «S_pw»
---
Library e-book account
login: «user»
pass:  «S_pw»
(library card number is on the back of the card)
---
Babe the council tax site is asking for the password again, it's «S_pw» — you set it, not me 😅
---
Title	Username	Password	URL	Modified
«service»	«user»	«S_pw_rand»	https://«domain»	«date_iso»
---
Grandad wants his tablet password on paper in words he can follow, so I wrote: «S_pw_spell». It lives on the fridge now.

@@ password_nl zh
«service_zh»的密码改成«S_pw»了，原来那个被盗过一次。
---
老婆，家里电脑的开机密码是«S_pw_pinyin»，你回来自己登吧。
---
«date_zh» 又把邮箱密码忘了，重置成«S_pw»，这次写下来。
---
语音备忘：网银登录密码是«S_pw_spell_zh»，中间没有空格。
---
跟我微信那个一样的，«S_pw_pinyin»，你试试能不能登。
---
密码就是狗狗的名字加上我们领养它那年：«S_pw_petyear_zh»。
---
名称,网址,用户名,密码
«service_zh»,https://«fakedomain»,«user»,«S_pw_rand»
---
账号：«user»
密码：«S_pw»
（学校教务系统，选课用）
---
[家庭群] 爸爸：爱奇艺会员密码是多少来着
我：«S_pw_pinyin»，别改啊
---
备忘录：公司VPN新密码 «S_pw»，三个月后又要换。
---
我把好几个网站的密码都统一成了«S_pw»，省得记。
---
{"站点": "«service_zh»", "账号": "«user»", "密码": "«S_pw_rand»", "备注": "导出自手机浏览器"}

@@ password_nl mixed
我的 Netflix password 改成 «S_pw» 了，你下次 login 用这个。
---
password 跟我 Gmail 那个一样，就是 «S_pw»。
---
voice memo：Steam 的密码是 «S_pw_spell»，记住啊。
---
user: «user» / pwd: «S_pw»（公司 Jira）
---
It's 狗狗的名字 + 领养那年：«S_pw_petyear_zh»
---
不是 Wi-Fi 那个，laptop 的 login 是 «S_pw_pinyin»，注意 case sensitive。
---
name,url,username,password
学校邮箱,https://mail.«fakedomain»,«user»,«S_pw_rand»
---
changed it to «S_pw»，因为 IT 说旧的太弱了。
---
老公，Disney+ 的 account 是你邮箱，密码 «S_pw_words»。
---
日记 «date_iso»：终于把 bank 的 password 换成 «S_pw»，旧的用了五年。

@@ otp en
«S_otp» is your «service» verification code. Don't share it with anyone.
---
«bank»: Your one-time passcode is «S_otp_sep». It expires in «min» minutes. We will never call you to ask for this code.
---
G-«S_otp» is your Google verification code.
---
<#> Your «app» code: «S_otp_sep»
Don't share this code with others
«smshash»
---
Use «S_otp» to sign in to «service». The code is valid for «min» minutes.
---
Some guy claiming to be from the «bank» fraud team asked me to read back the code they'd "just sent". I said «S_otp_spoken» before it clicked. Rang the real number straight after and they froze the card.
---
Mum forwarded a screenshot this morning — "Security code: «S_otp_sep»" — asking if she should give it to the nice man on the phone. No, Mum.
---
Your «service» code is «S_otp».

@«domain» #«S_otp»
---
«name»: code??
me: «S_otp_sep»
«name»: in, thanks
---
Subject: Your sign-in code

Hi «name»,

Enter this code to finish signing in:

        «S_otp»

If this wasn't you, you can ignore this email.
---
Steam Guard: here is the code you need to log in to account «user»: «S_otp_steam»
---
Voice memo: the bank app wants the number from the text, it's «S_otp_spoken», doing it on the laptop now.
---
«bank»: Enter «S_otp8» to approve the payment of £«amount» to «shop». Not you? Call the number on the back of your card.
---
Use security code «S_otp7» for Microsoft account verification.

@@ otp zh
【«bank_zh»】您的动态验证码为«S_otp»，«min»分钟内有效，请勿泄露给他人。
---
验证码：«S_otp»（«service_zh»），您正在登录，如非本人操作请忽略。
---
【«service_zh»】«S_otp»（登录验证码）。工作人员不会向你索要，请勿告诉他人。
---
您正在进行支付操作，校验码«S_otp_sep»，切勿告知他人。【«bank_zh»】
---
妈：刚收到短信说验证码«S_otp»，那个人让我念给他
我：千万别说！是骗子，挂了
---
通话录音转写：
对方：您好，我是快递理赔专员，请把您收到的六位验证码告诉我。
我：«S_otp_zh_spoken»……
对方：好的，稍等。
---
昨天帮外婆登医保App，她把手机递过来，屏幕上写着验证码 «S_otp_spaced»，我输进去就好了。
---
【«service_zh»】验证码 «S_otp»，用于绑定新设备。若非本人操作，请立即修改密码。
---
你的«service_zh»账号登录验证码是：«S_otp»。有效期«min»分钟。
---
[工作群] 小李：谁手机收到公司邮箱的验证码了？我换电脑了
老张：«S_otp»，刚来的
---
尊敬的客户：本次交易金额«amount»元，短信验证码«S_otp»，请于«min»分钟内输入。【«bank_zh»】
---
«name_zh»在电话里念给我：“«S_otp_zh_spoken»”，我照着输了才登上去。

@@ otp mixed
刚收到 Google 的 code：G-«S_otp»，帮我输一下
---
Your verification code is «S_otp_sep»，请在 «min» 分钟内输入。【«service_zh»】
---
老公，Amazon 发你手机上的 OTP 告诉我一下
——«S_otp»
——ok 进去了
---
客服 call 我让我 read out the code，我傻傻地说了 «S_otp_spoken»……后来才发现是 scam
---
「«app»」code «S_otp»，别给别人。
---
登录 «service» 要 2FA，code 是 «S_otp»，快过期了快点
---
SMS：【«bank_zh»】OTP «S_otp» for your transfer to «name», valid 3 mins.
---
今天差点被骗：对方说是 PayPal support，让我把 «S_otp_sep» 念给他听，幸好我挂了。
---
Microsoft 的 security code «S_otp7»，帮我在电脑上输一下
---
Epic Games 发来的 code 是 «S_otp_alnum6»，六位字母数字混的

@@ wifi_password en
Guest network: «ssid»-Guest
Password: «S_wifi»
(please don't stream 4K, the router cries)
---
Sticker on the bottom of the router:
SSID: «ssid»
WPA2 key: «S_wifi_rand»
Admin: http://192.168.«n».1
---
«name»: what's the wifi at the cabin?
«name2»: «S_wifi», network is «ssid»
---
WIFI:T:WPA;S:«ssid»;P:«S_wifi»;;
---
Welcome! Wi-Fi is «ssid» and the key is «S_wifi». Checkout is at 11, leave the keys in the bowl.
---
Note for the babysitter: wifi «ssid», password «S_wifi» (case sensitive!)
---
Copied off the chalkboard at «cafe»: WIFI ☕ «ssid» / «S_wifi» / 2 hrs max
---
Changed the home wifi to «S_wifi» — the neighbours had clearly worked out the old one.
---
Network key for the printer VLAN at the office: «S_wifi_rand» (SSID «ssid»).
---
Voice memo: hotel wifi, they gave it on a little card, it's «S_wifi», all one word, room «room».
---
Text from «name»: "wifi pw is «S_wifi» btw, the 5G one is faster"

@@ wifi_password zh
WiFi：«ssid»
密码：«S_wifi_zh»
---
路由器背面贴纸：无线网络名称(SSID) «ssid»  无线密码(PWD) «S_wifi_rand»
---
[家庭群] 妹妹：家里wifi密码改了吗？
爸爸：改了，«S_wifi_zh»
---
民宿房东：wifi密码«S_wifi_zh»，网络名«ssid»，有问题随时联系我。
---
店里的无线网：«ssid»，密码是«S_wifi_zh»，顾客问的话就告诉他们。
---
二维码内容：WIFI:S:«ssid»;T:WPA;P:«S_wifi_zh»;H:false;;
---
访客网络 «ssid»_Guest 的密码设成了 «S_wifi_zh»，主网络的不给外人。
---
公司新来的同事问无线密码，我回了一句：«S_wifi_zh»，连«ssid»那个。
---
把家里WiFi密码改成了«S_wifi_zh»，以前那个邻居都知道了。
---
语音转文字：那个，咖啡店的网密码是 «S_wifi_zh»，区分大小写，跟收银台问的。

@@ wifi_password mixed
家里的 Wi-Fi password 是 «S_wifi»，network 叫 «ssid»
---
guest wifi 密码：«S_wifi_zh»，别给邻居
---
Sticker 上写着 Key: «S_wifi_rand»，SSID «ssid»
---
WIFI:T:WPA;S:«ssid»;P:«S_wifi»;; ← 这是我打印成 QR code 的内容
---
Airbnb host 说 wifi 是 «ssid»，密码 «S_wifi»
---
office 的 guest network 换了密码：«S_wifi_zh»
---
router admin 里把 WPA2 passphrase 改成了 «S_wifi»
---
群里问：酒店 wifi 多少？
答：«ssid»，pw «S_wifi_rand»

@@ pin en
Debit card PIN for the joint account: «S_pin4». Don't write it on the card, «name».
---
Door keypad at the new flat: «S_pin4» then the tick button. The fob is still on order.
---
My phone unlock is «S_pin6» if you need the map while I drive.
---
The safe in the wardrobe opens with «S_pin_words». Turn the handle down, not up.
---
Voice memo: new card came today, the PIN on the letter is «S_pin_spoken». Shredding the letter.
---
Gran's PIN is her wedding year, «S_pin_year». She refuses to change it.
---
«name»: what's the code for the garage?
me: «S_pin4»#
«name»: cheers
---
New SIM arrived. SIM PIN is «S_pin4», the PUK is on the card in the drawer.
---
Reminder: the alarm panel disarm code is «S_pin4» now — the old one stopped working after the engineer's visit.
---
Locker 214 at the gym, combination «S_pin_dash».
---
The bike lock is «S_pin_dash»; «name2» keeps forgetting which way to spin it.

@@ pin zh
银行卡取款密码：«S_pin6»，别告诉别人。
---
门禁密码«S_pin4»#，快递员问就说放门口。
---
手机锁屏密码是«S_pin6»，你帮我看下导航。
---
保险柜密码：«S_pin_zh»
---
支付宝支付密码改成«S_pin6»了。
---
妈，你那张«bank_zh»卡的密码是«S_pin_zh_spoken»，我帮你记下来了。
---
语音转文字：储蓄卡的密码，六位，«S_pin_zh»。
---
家里大门密码锁：«S_pin6»，按完按#号。
---
[家庭群] 奶奶：卡的密码我忘了
爸爸：是你生日那个，«S_pin6»
---
出差用的行李箱，密码锁拨到«S_pin3»就开了。

@@ pin mixed
我的 debit card PIN 是 «S_pin4»，帮我取 200。
---
door code «S_pin4»#，进门左转
---
phone unlock 密码：«S_pin6»
---
Safe 的 combination 改成了 «S_pin_zh»
---
ATM 密码 «S_pin6»，别 screenshot 啊
---
gym locker 是 «S_pin_dash»
---
SIM card PIN：«S_pin4»，PUK 在卡套上
---
iPad 的 passcode 改成 «S_pin6» 了，kids 别再猜了
"""

TEMPLATES_SRC += r"""
@@ totp_secret en
!Authenticator backup for «service»: the QR wouldn't scan, so the setup key is «S_totp_grp_lower»
---
otpauth://totp/«service»:«email»?secret=«S_totp»&issuer=«service»&digits=6&period=30
---
2FA secret, to type into the new phone: «S_totp»
---
!«service» — can't scan? Enter this key manually:
«S_totp_grp_upper»
Time based: on
---
!Moving to a new authenticator app. «service» seed: «S_totp_grp_dash»

@@ totp_secret zh
!两步验证密钥（换手机时手动输入）：«S_totp_grp_lower»
---
谷歌验证器里«service_zh»的密钥 «S_totp»，别删。
---
otpauth://totp/«service_zh»:«user»?secret=«S_totp»&issuer=«service_zh»
---
!无法扫描二维码？请手动输入以下密钥：
«S_totp_grp_upper»
---
!身份验证器迁移备份 —— «service_zh»：«S_totp_grp_dash»

@@ totp_secret mixed
!2FA 的 setup key：«S_totp_grp_lower»，存一下
---
TOTP secret 备份：«S_totp»
---
!Authenticator 里 «service» 的 key 是 «S_totp_grp_dash»
---
扫不了 QR 的话就手动输 secret=«S_totp»

@@ crypto_wallet_key en
!Paper wallet from 2017, finally typed it up: «S_wif»
---
MetaMask → Account details → Show private key: «S_ethkey»
---
!Electrum master private key for the old wallet: «S_xprv»
---
!Phantom export (don't lose this): «S_solkey»
---
!Raw key for the mining payout address, hex: «S_hexkey»

@@ crypto_wallet_key zh
冷钱包私钥：«S_wif»
---
小狐狸钱包导出的私钥 «S_ethkey»，备份在这里
---
!主私钥（xprv）：«S_xprv»
---
!Solana 钱包私钥：«S_solkey»
---
!纸钱包上抄下来的私钥（十六进制）：«S_hexkey»

@@ crypto_wallet_key mixed
我的 Bitcoin private key (WIF)：«S_wif»
---
!MetaMask 导出的 key：«S_hexkey»
---
!wallet 备份 xprv：«S_xprv»
---
!Phantom 钱包的 secret key：«S_solkey»

@@ mnemonic_bip39_en en
Seed words for the hardware wallet: «S_bip_en_line»
---
!Recovery phrase, one per line as the app showed it:
«S_bip_en_lines»
---
!Backup card:
«S_bip_en_num»
---
!Diary, «date». Bought my first bitcoin today. The app made me write down the words: «S_bip_en_comma». Apparently if I lose them that's it.
---
!voice memo: okay the words are «S_bip_en_line», stop, that's all of them
---
!Ledger backup sheet, typed up:
«S_bip_en_grid»

@@ mnemonic_bip39_en zh
助记词：«S_bip_en_line»
---
!钱包助记词（按顺序）：
«S_bip_en_num»
---
!备份：
«S_bip_en_lines»
---
!日记：今天终于把硬件钱包设置好了，十二个单词抄在这里 «S_bip_en_comma»
---
!交易所App要我抄下来的恢复短语：
«S_bip_en_grid»

@@ mnemonic_bip39_en mixed
seed phrase 备份：«S_bip_en_line»
---
!recovery words 按顺序：
«S_bip_en_num»
---
!Ledger 的 24 words 我拍照打出来了：
«S_bip_en_grid»
---
!wallet 的 words（一行一个）：
«S_bip_en_lines»

@@ mnemonic_zh en
Chinese seed phrase from the exchange wallet: «S_bip_zh_space»
---
!Recovery words (Chinese word list), one per line:
«S_bip_zh_lines»
---
!Wallet backup — the app was set to Chinese so the words are: «S_bip_zh_run»
---
!Numbered backup of Mum's wallet words:
«S_bip_zh_num»

@@ mnemonic_zh zh
助记词：«S_bip_zh_space»
---
!钱包助记词（按顺序抄写）：
«S_bip_zh_num»
---
!备份一下：«S_bip_zh_comma»
---
!助记词一行一个：
«S_bip_zh_lines»

@@ mnemonic_zh mixed
我的 wallet 助记词：«S_bip_zh_space»
---
!seed phrase（中文版）：«S_bip_zh_run»
---
!recovery phrase:
«S_bip_zh_num»
---
!imToken 导出的 words：«S_bip_zh_comma»

@@ env_file en
!# .env for the side project
PORT=3000
NODE_ENV=production
HUSH_HUSH=«S_env_token»
LOG_LEVEL=info
---
!export PAYMENTS_SIGNING=«S_env_token»  # added to .bashrc, remove later
---
!.env.local
NEXT_PUBLIC_SITE_NAME=My Blog
CMS_WRITE=«S_env_token»
---
DB_HOST=10.0.3.12
DB_USER=app
DB_PASS=«S_env_pw»
DB_NAME=orders
---
!docker-compose.yml
  environment:
    - POSTGRES_PASSWORD=«S_env_pw»
    - POSTGRES_DB=wiki
---
!Kubernetes secret, decoded for the runbook:
data:
  smtp-cred: «S_env_token»

@@ env_file zh
!# 配置文件，别提交
APP_MIMA=«S_env_pw»
APP_PORT=8080
---
!.env 里加了一行：WECHAT_APP_SECRET=«S_env_hex32»
---
!测试服务器环境变量：
export REDIS_AUTH=«S_env_token»
---
数据库配置：
DB_USER=root
DB_PWD=«S_env_pw»
---
!application.yml 里：
  sms:
    miyao: «S_env_token»

@@ env_file mixed
!.env 文件：
MAIL_AUTHCODE=«S_env_lower16»
MAIL_USER=«email»
---
!把 TOKEN_X=«S_env_token» 放到 CI 的 variables 里了
---
!config.ini:
[upstream]
key = «S_env_hex32»  ; 上游接口
---
!terraform.tfvars 别 commit：
cf_token = "«S_env_token»"

@@ connection_string en
!postgres://«user»:«S_url_pw»@db.«fakedomain»:5432/app
---
!mongodb+srv://admin:«S_url_pw»@cluster0.«rand5».mongodb.net/?retryWrites=true&w=majority
---
!Camera feed for the porch: rtsp://admin:«S_url_pw»@192.168.1.«n»:554/stream1
---
!redis://:«S_url_pw»@cache.internal:6379/0
---
!git remote set-url origin https://«user»:«S_url_pw»@git.«fakedomain»/team/site.git
---
!Server=tcp:«rand5».database.windows.net,1433;Database=crm;User Id=sa;Password=«S_url_pw»;Encrypt=true;

@@ connection_string zh
!数据库连接串：mysql://root:«S_url_pw»@10.0.0.«n»:3306/shop
---
!摄像头地址 rtsp://admin:«S_url_pw»@192.168.0.«n»/h264/ch1/main
---
!公司代理：http://«user»:«S_url_pw»@proxy.«fakedomain»:8080
---
!jdbc:mysql://db.«fakedomain»:3306/erp?user=erp&password=«S_url_pw»&useSSL=false
---
!消息队列：amqp://guest:«S_url_pw»@mq.«fakedomain»:5672/%2f

@@ connection_string mixed
!staging 的 DB url：postgresql://app:«S_url_pw»@«rand5».rds.amazonaws.com/app
---
!SMTP 配置 smtp://«email_enc»:«S_url_pw»@smtp.«fakedomain»:587
---
!ftp://upload:«S_url_pw»@files.«fakedomain»/incoming ← 上传素材用
---
!NAS 的 WebDAV：https://«user»:«S_url_pw»@nas.«fakedomain»:5006/photos

@@ api_key en
OpenAI key for the hackathon bot: «S_key_openai»
---
Here's the Stripe key, rotate it after the demo: «S_key_stripe»
---
git push kept failing so I made a new token: «S_key_ghp»
---
AWS creds for the backup script — access key «aws_id», secret «S_key_aws_secret»
---
Slack bot token for the standup reminder: «S_key_slack»
---
curl https://api.anthropic.com/v1/messages -H "x-api-key: «S_key_anthropic»" -H "anthropic-version: 2023-06-01"
---
Telegram bot token from BotFather: «S_key_telegram»
---
SendGrid key for the newsletter: «S_key_sendgrid»

@@ api_key zh
阿里云 AccessKey ID «aliyun_id»，AccessKey Secret：«S_key_aliyun»
---
DeepSeek 的 API 密钥：«S_key_deepseek»
---
申请到的 OpenAI 密钥：«S_key_openai»
---
GitLab 访问令牌 «S_key_gitlab»，给 CI 用
---
HuggingFace 的 token：«S_key_hf»，下载模型用
---
Mailgun 发信密钥 «S_key_mailgun»

@@ api_key mixed
Google Maps API key 在这：«S_key_google»
---
npm publish 用的 token：«S_key_npm»
---
Notion integration secret：«S_key_notion»
---
Anthropic key 先给你用：«S_key_anthropic»

@@ private_key en
Deploy key for the VPS, keep safe:
«S_pem_openssh»
---
Old TLS key from the NAS before I rebuilt it:
«S_pem_rsa»
---
Signing key (ed25519) for the release pipeline:
«S_pem_pkcs8»
---
«S_pem_ec»
^ the key for the MQTT broker cert

@@ private_key zh
服务器登录私钥：
«S_pem_openssh»
---
证书私钥备份
«S_pem_ec»
---
这是网站的 SSL 私钥，别外传：
«S_pem_rsa»
---
签名用的私钥：
«S_pem_pkcs8»

@@ private_key mixed
VPS 的 SSH private key:
«S_pem_openssh»
---
EC key 备份：
«S_pem_ec»
---
Jenkins 用的 signing key，先放这：
«S_pem_pkcs8»

@@ jwt en
Bearer token from the dev tools, works for an hour: «S_jwt»
---
Authorization: Bearer «S_jwt»
---
set-cookie: token=«S_jwt»; Path=/; HttpOnly; Secure
---
Support asked me to paste my session token so they can debug: «S_jwt»

@@ jwt zh
登录接口返回的 token：«S_jwt»
---
抓包拿到的请求头 Authorization: Bearer «S_jwt»
---
小程序的 access_token «S_jwt»，有效期两小时

@@ jwt mixed
API 调试用的 JWT：«S_jwt»
---
把这个 bearer token 放 header 里：«S_jwt»
---
localStorage 里的 id_token 是 «S_jwt»

@@ card_number en
Card for the hotel deposit: «S_card» exp «exp» CVV «cvv»
---
Paying for «name»'s ticket with my card, «S_card», security code on the back is «cvv».
---
Visa «S_card_visa»
Valid thru «exp»
«cvv»
---
Card details for the nursery direct debit form: «S_card», expires «exp», CVC «cvv».

@@ card_number zh
信用卡号 «S_card»，有效期 «exp»，安全码 «cvv»
---
帮我订一下机票，卡号«S_card»，背面三位是«cvv»。
---
银联卡：«S_card_unionpay»  到期«exp»
---
给妈妈的副卡：«S_card»，有效期«exp»，CVV2 «cvv»

@@ card_number mixed
card number «S_card»，CVV «cvv»，expire «exp»
---
用我的 Amex 付：«S_card_amex»，security code «cvv»
---
淘宝海外付款要 card：«S_card» / «exp» / «cvv»
"""

TEMPLATES_SRC += r"""
@@ checksum en
<script src="https://«cdn»/«pkg»@«ver»/dist/«pkg».min.js" integrity="«sri384»" crossorigin="anonymous"></script>
---
«sha256»  «filename»
(sha256sum output, matches the release page)
---
From package-lock.json: "resolved": "https://registry.npmjs.org/«pkg»/-/«pkg»-«ver».tgz", "integrity": "«sri512»"
---
Downloaded the image again; MD5 is «md5», same as the mirror lists, so the first download was just corrupt.
---
docker pull «image»@sha256:«sha256»
---
Content-Security-Policy: script-src 'self' '«sri256»'

@@ checksum zh
下载的安装包 SHA256 校验值：«sha256»，和官网公布的一致。
---
文件 «filename» 的 MD5：«md5»，传完再核对一遍。
---
页面里引用了 <link rel="stylesheet" href="https://«cdn»/«pkg»@«ver»/dist/«pkg».css" integrity="«sri384»">，校验通过。
---
镜像摘要 sha256:«sha256»，部署记录留底。
---
yarn.lock 里 «pkg» 的 integrity 是 «sri512»，不用改。

@@ checksum mixed
release 页面上的 checksum 是 «sha256»，我下载的这个对得上。
---
integrity 属性：«sri384»（CDN 上的 «pkg»）
---
go.sum 里这一行：«gomod» v«ver» h1:«h1hash»
---
校验一下 md5：«md5»  «filename»
---
Docker image 的 digest 是 sha256:«sha256»，和 registry 上一致

@@ postal_code en
Ship to: «in_addr», «in_city» – PIN code «in_pin», «in_state», India
---
Aunt's new address is in «in_city», PIN «in_pin». The courier needs it for the Diwali parcel.
---
My ZIP is «zip»; the form kept rejecting it until I removed the space.
---
Postcode «ukpc» — the flat above the bakery, buzzer 2.
---
The «in_city» office moved, new PIN code is «in_pin» («in_state»). Update the letterhead.
---
Return label: «num» «street_addr», «us_city» «zip»

@@ postal_code zh
收件地址：«cn_city»«cn_district»«cn_road»«num»号，邮编«cn_pc»。
---
邮政编码«cn_pc»，寄到«cn_city»的学校。
---
外婆家邮编是«cn_pc»，填快递单别忘了。
---
«cn_city»«cn_district»的邮编是多少？查了一下是«cn_pc»。
---
发票邮寄地址：«cn_city»«cn_road»«num»号  邮编：«cn_pc»

@@ postal_code mixed
寄到 India 的 address：«in_addr», «in_city», PIN code «in_pin»
---
填 form 时 postal code 写 «cn_pc»（«cn_city»）
---
ZIP code «zip»，美国朋友的地址
---
邮编 postcode：«ukpc»（UK 那边的 office）
---
印度同事说他那边的 PIN code 是 «in_pin»，就是 «in_city» 的邮编，不是密码

@@ code_config_benign en
db_password = os.environ["«envname»"]
conn = psycopg.connect(host=HOST, user="app", password=db_password)
---
const apiKey = process.env.«envname»;
if (!apiKey) throw new Error("«envname» is not set");
---
- name: Deploy
  run: ./deploy.sh
  env:
    DEPLOY_PASSWORD: ${{ secrets.«envname» }}
---
pw = getpass.getpass("Password for «user»: ")
---
token = keyring.get_password("«app»", username)
---
PASSWORD_MIN_LENGTH=12
PASSWORD_REQUIRE_SYMBOL=true
OTP_DIGITS=6
SESSION_TTL=«n»00
---
export DB_PASS="$(pass show work/«app»/db)"
---
env:
  - name: «envname»
    valueFrom:
      secretKeyRef:
        name: «app»-creds
        key: password

@@ code_config_benign zh
# 从环境变量读取密码，不要写死
password = os.getenv("«envname»")
---
// 密钥从配置中心取
String secret = configService.get("«cfgkey»");
---
数据库密码通过 ${«envname»} 注入，仓库里没有明文。
---
spring:
  datasource:
    password: ${«envname»}   # 启动时由运维注入
---
# 登录时让用户输入密码
pwd = getpass.getpass("请输入«service_zh»密码：")
---
密码策略：最少«pwmin»位，必须包含数字和字母，连续输错5次锁定30分钟。

@@ code_config_benign mixed
这里 password 是从 env 读的：os.environ.get("«envname»")，不用担心
---
CI 里用 ${{ secrets.«envname» }}，不是明文
---
token = vault.read("secret/«app»")["data"]["token"]  # 从 Vault 取
---
OTP_LENGTH=6, PIN_RETRY_LIMIT=3, SESSION_TTL=«n»m 这些是 «app» 的配置项，不是密码
---
password = os.environ["«envname»"]  # 本地用 direnv 加载

@@ placeholder en
OPENAI_API_KEY=sk-...
OPENAI_MODEL=«model»
---
password: <your-password-here>
username: «user»
---
# «pkg» example config
DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DBNAME
---
api_key = "YOUR_API_KEY"  # replace before running «pkg».py
---
# copy to .env and fill in (see «pkg» docs)
STRIPE_SECRET=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx
STRIPE_PUBLISHABLE=pk_live_xxxxxxxxxxxxxxxxxxxxxxxx
---
Template for ~/.ssh/id_ed25519 on «name»'s new laptop (fill in by hand):
-----BEGIN OPENSSH PRIVATE KEY-----
<paste your key here>
-----END OPENSSH PRIVATE KEY-----

@@ placeholder zh
«service_zh»接入配置示例：
username: 你的用户名
password: 请填写你的密码
---
# «pkg» 示例
API_KEY=<在这里填入你的密钥>
---
文档第«n»页的数据库连接写法：mysql://用户名:密码@主机:3306/库名
---
«service_zh»开放平台
token: ******（已隐藏）
更新时间：«date_zh»
---
«service_zh»账号：«phone_cn»  密码：[已删除，存在密码管理器里]

@@ placeholder mixed
把 YOUR_TOKEN 换成你自己的 token，再跑 «pkg» 的 script
---
«app» 的 config 模板：secret_key: "CHANGE_ME"
---
«pkg» 的 password 字段先留空：password: ""
---
«pkg» 的 .env.example 里是 GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX，自己替换

@@ secret_reference en
«bank» login → 1Password, vault "Personal", item "«bank» online".
---
The router admin password is in Bitwarden under Home / Network («ssid»).
---
I memorised the code for the safe in «name»'s study; it isn't written anywhere, on purpose.
---
Wi-Fi key for «ssid»: see the sticker on the router (not copying it here).
---
«service» credentials: KeePass › Work › «service»
---
PIN for the «bank» card — in the password manager, note "cards".

@@ secret_reference zh
网银密码在1Password里，条目叫“«bank_zh»”。
---
«ssid» 的WiFi密码贴在路由器背面，不写在这里。
---
«name_zh»家的保险柜密码我背下来了，没有写在任何地方。
---
服务器密码 → Bitwarden › 工作 › «service_zh»后台
---
«service_zh»的登录密码存在手机自带的密码管理里了，换手机前记得导出。

@@ secret_reference mixed
password 存在 1Password 里了，搜 «service» 就行
---
«ssid» 的 Wi-Fi 密码 → 看冰箱上贴的那张纸
---
«bank» 卡的 PIN 我记在脑子里，不写下来
---
API key 都放 Keychain 了，entry 名叫 «app»-prod
---
«service» 的 recovery codes 打印出来锁在抽屉里了，这里不记

@@ test_value en
For the checkout tests use Stripe's card 4242 4242 4242 4242, any future date, any CVC. («name» asked again.)
---
The AWS docs use AKIAIOSFODNN7EXAMPLE with wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as the example key pair — that's what the «pkg» tutorial shows too.
---
BIP39 test vector from the spec, used in the «pkg» unit tests: abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about
---
RFC 6238 uses the ASCII secret 12345678901234567890 (base32 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ) for its test table; our «pkg» test copies it.
---
jwt.io's sample token, for the parser test on «date»: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c
---
Sandbox cards: 4111 1111 1111 1111 (Visa), 5555 5555 5555 4444 (Mastercard). Noted for «name»'s demo on «weekday».

@@ test_value zh
测试环境用 Stripe 的测试卡号 4242 4242 4242 4242，有效期随便填个将来的日期（«name_zh»问的）。
---
文档里的示例密钥 AKIAIOSFODNN7EXAMPLE 不是真的，«date_zh»的培训材料里也用这个。
---
BIP39 官方测试向量（全是 abandon 最后一个 about）：abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about，«name_zh»的单元测试用。
---
单元测试用的是 RFC 4226 附录里的密钥 12345678901234567890，计数器 0 的 HOTP 值是 755224。«name_zh»写的用例。

@@ test_value mixed
sandbox 里刷 4111 1111 1111 1111 就行，Visa 的 test card，«name_zh»试过了
---
«pkg» README 里的 example key 是 AKIAIOSFODNN7EXAMPLE，官方文档的，放心
---
test vector：abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about，这是 BIP39 spec 里的，«date_zh»写进 fixture
---
RFC 6238 的 test secret GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ 就是 "12345678901234567890" 的 base32，写测试用（«name»）

@@ credential_talk en
I forgot my «service» password again. Third time this month.
---
The Wi-Fi password is on the fridge, under the «city» magnet.
---
Need to reset the «bank» PIN — the card locked after three wrong tries.
---
Reminder: turn on two-factor for the «service» account this weekend.
---
Why does «service» want a symbol AND a number AND twelve characters now?
---
«name» says never read a verification code to anyone on the phone; the bank never asks for it.
---
Got a password manager at last, moving everything over on «weekday».
---
The security questions on the «bank» site are ridiculous — who remembers their first teacher's name?
---
Changed my password on «weekday» and now the laptop won't sync mail.
---
The door code changed again; ask «name» at the concierge desk for the new one.

@@ credential_talk zh
又忘了«service_zh»的密码，只能点找回。
---
WiFi密码在冰箱上贴着呢，«name_zh»你自己看。
---
«bank_zh»的卡输错三次密码被锁了，明天去柜台。
---
提醒：给«service_zh»开两步验证。
---
«service_zh»的验证码千万不要告诉任何人，客服不会要的。
---
«service_zh»的密保问题太难记了，我都忘了当时怎么填的。
---
新买的路由器（«ssid»）默认密码要改，回头弄。
---
«date_zh»又把《达芬奇密码》重看了一遍，还是好看。

@@ credential_talk mixed
我又 forget password 了，«service» 的
---
«ssid» 的 wifi 密码在路由器背面 sticker 上
---
«bank» 说 never share OTP，所以别问我要
---
要换个 password manager 了，1Password 续费太贵，«name» 推荐 Bitwarden
---
«app» 这个 app 的 PIN 要六位，好烦
---
密码学 homework 好难，RSA 那章看不懂，«weekday» 要交

@@ phone_number en
Call the plumber on «phone_us», he's in after nine.
---
My new number: «phone_uk». The old one's going away on «weekday».
---
Dentist's office «phone_us», ask for «name».
---
Emergency contact: «name», «phone_uk»

@@ phone_number zh
我的新手机号«phone_cn»，旧的停了。
---
快递员电话 «phone_cn»，放门卫那
---
物业电话：«phone_cn_land»
---
有事打我手机 «phone_cn»，白天都在

@@ phone_number mixed
my number 换了：«phone_cn»
---
客服 hotline «phone_us»，英文服务
---
房东的 phone 是 «phone_cn»，WeChat 同号

@@ order_number en
Amazon order «amazon_order» shipped, arriving «weekday».
---
UPS tracking «ups» — stuck in «city» since Tuesday.
---
Booking reference «pnr» for the «city» flight.
---
Order #«order_num» — refund processed, 3–5 working days.
---
Parcel from China, tracking YT«sf»; the seller says two weeks.

@@ order_number zh
淘宝订单号：«tb_order»，申请退款了。
---
顺丰单号 SF«sf»，明天到。
---
京东订单«jd_order»已签收。
---
机票订单号 «pnr»，«date_zh»的航班。

@@ order_number mixed
Order number «order_num» 已发货
---
tracking number «ups»，帮我查一下
---
淘宝 order «tb_order» 的 refund 还没到账

@@ version_string en
Upgraded to «ver» and the crash is gone.
---
Firmware «fw» installed on the router.
---
Works on Python 3.«pyminor» and Node «ver»; breaks on the older one.

@@ version_string zh
系统更新到了 «ver»，耗电好像少了。
---
固件版本 «fw»，客服说是最新的。
---
App 升级到 «ver» 后登录页变了。

@@ version_string mixed
app 更新到 «ver» 之后闪退
---
iOS «ver» 的 bug，等 patch

@@ date_time en
Dentist on «date» at «time».
---
Passport expires «date_iso»; renew three months before.
---
Our anniversary is 0412 — the twelfth of April, don't forget it this year, «name».

@@ date_time zh
«date_zh»下午三点开会，带电脑。
---
«name_zh»生日是0816，提前订蛋糕。
---
护照«date_iso»到期，记得提前续。

@@ date_time mixed
deadline «date_iso»，别忘了
---
meeting 改到 «date_zh» «time»

@@ address en
New address: «num» «street_addr», Apt «room», «us_city» «zip»
---
Grandma moved to «num» «street_addr», «city». Send the card there.
---
Deliveries go to the side door at «num» «street_addr».

@@ address zh
地址：«cn_city»«cn_district»«cn_road»«num»号«n»栋«room»室
---
新家在«cn_city»«cn_road»«num»号，欢迎来玩。
---
公司搬到了«cn_district»«cn_road»«num»号«n»楼。

@@ address mixed
寄到 «num» «street_addr», «city»，谢谢
---
新 office 在«cn_city»«cn_road»«num»号，WeWork «n» 楼

@@ git_sha en
Reverted «gitsha» — it broke the login page.
---
Fixed in commit «gitsha7»; cherry-pick it onto the release branch.
---
git checkout «gitsha» -- src/auth/session.py

@@ git_sha zh
回滚到提交 «gitsha»，线上恢复了。
---
问题是 «gitsha7» 这次提交引入的。
---
合并请求里最后一个提交是 «gitsha»。

@@ git_sha mixed
那个 bug 在 commit «gitsha7» 修了
---
rebase 到 «gitsha» 之后 CI 过了

@@ public_key en
Add this to authorized_keys on the Pi: «ssh_pub»
---
My PGP fingerprint, if you want to verify: «pgp_fpr»
---
[Peer]
PublicKey = «wg_pub»
AllowedIPs = 10.8.0.«n»/32
---
Send the BTC to «btc_addr», not the old address.
---
Server's public key, for pinning:
«spki_pub»

@@ public_key zh
我的公钥：«ssh_pub»
---
收款地址 «eth_addr»，转之前再核对一遍。
---
这是公钥（可以公开）：
«spki_pub»
---
WireGuard 对端公钥 «wg_pub»

@@ public_key mixed
public key 给你：«ssh_pub»
---
打到这个 address：«bech32_addr»
---
GPG fingerprint 是 «pgp_fpr»，可以公开的

@@ story_number en
We drove «n3» miles and stopped at exit «n» for pie.
---
The match finished «score»; we sat in row «n», seat «room».
---
The bakery sold «n4» croissants on Saturday, a record.
---
Grandpa turned «age» today and still beat everyone at chess.
---
Room «room» at the hotel looked straight at the car park.
---
She finished «n»th out of «n3» runners at the park run.

@@ story_number zh
今天走了«steps»步，腿都酸了。
---
我们住在«room»房间，隔壁很吵。
---
高铁G«train»次，«time»开，别迟到。
---
外公今年«age»岁，身体还很硬朗。
---
这个月电费«price»元，比上个月多了一点。

@@ story_number mixed
今天跑了 «km» km，pace «pace»
---
room «room»，记得 check-in 前打电话
---
这次 trip 一共花了 «n4» 块，比 budget 多
---
我们 team 赢了 «score»，MVP 是«name_zh»
"""


# ---------------------------------------------------------------- templates: parse and split
PH = re.compile(r"«([A-Za-z0-9_]+)»")


class Template:
    def __init__(self, tid, kind, lang, text, hard):
        self.id, self.kind, self.lang, self.text, self.hard = tid, kind, lang, text, hard
        self.label = label_of(kind)
        self.split = None
        self.count = 0


def parse_templates():
    out, seen_groups = [], set()
    for block in re.split(r"^@@ ", TEMPLATES_SRC, flags=re.M)[1:]:
        head, _, body = block.partition("\n")
        kind, lang = head.split()
        assert (kind, lang) not in seen_groups, (kind, lang)
        assert lang in LANGS and (kind in SECRET_TARGETS or kind in BENIGN_TARGETS), head
        seen_groups.add((kind, lang))
        for i, text in enumerate(re.split(r"^---$", body, flags=re.M), 1):
            text = text.strip("\n")
            if text.startswith("!"):
                hard, text = True, text[1:]
            elif text.startswith("~"):
                hard, text = False, text[1:]
            else:
                hard = kind in HARD_SECRET_KINDS or kind in HARD_BENIGN_KINDS
            keys = PH.findall(text)
            skeys = {k for k in keys if k.startswith("S_")}
            if label_of(kind) == "secret":
                assert len(skeys) == 1, (kind, lang, i, skeys)
            else:
                assert not skeys, (kind, lang, i)
            for k in keys:
                assert k in GEN, f"no generator for «{k}» in {kind}.{lang}.{i:02d}"
            assert "«" not in PH.sub("", text) and "»" not in PH.sub("", text), (kind, lang, i)
            out.append(Template(f"{kind}.{lang}.{i:02d}", kind, lang, text, hard))
    return out


def split_templates(templates):
    targets = all_targets()
    groups = defaultdict(list)
    for t in templates:
        groups[(t.kind, t.lang)].append(t)
    for (kind, lang), ts in sorted(groups.items()):
        r = random.Random(f"{SEED}|split|{kind}|{lang}")
        order = sorted(ts, key=lambda t: t.id)
        r.shuffle(order)
        h = len(order) // 2 + (len(order) % 2 if r.random() < 0.5 else 0)
        for j, t in enumerate(order):
            t.split = "dev" if j < h else "test"
        for split in SPLITS:
            mine = sorted((t for t in ts if t.split == split), key=lambda t: t.id)
            n = targets[kind][lang]
            assert mine, f"{kind}.{lang} has no template in {split}"
            base, extra = divmod(n, len(mine))
            lucky = set(t.id for t in r.sample(mine, extra))
            for t in mine:
                t.count = base + (1 if t.id in lucky else 0)
    return groups


def render(t, rng, split):
    ctx = {}
    skeys = [k for k in PH.findall(t.text) if k.startswith("S_")]
    span = None
    if skeys:
        span = GEN[skeys[0]](rng, ctx, split)
        ctx[skeys[0]] = span

    def sub(m):
        k = m.group(1)
        if k not in ctx:
            ctx[k] = GEN[k](rng, ctx, split)
        return ctx[k]
    return PH.sub(sub, t.text), span


def case_id(tid, i):
    return hashlib.sha256(f"{SEED}|{tid}|{i}".encode()).hexdigest()[:11]


def build():
    _check_pools()
    templates = parse_templates()
    split_templates(templates)
    cases = {s: [] for s in SPLITS}
    texts = set()
    spans = {s: set() for s in SPLITS}
    for split in SPLITS:
        other = "test" if split == "dev" else "dev"
        for t in sorted((t for t in templates if t.split == split), key=lambda t: t.id):
            rng = random.Random(f"{SEED}|{t.id}")
            made = tries = 0
            while made < t.count:
                tries += 1
                if tries > 400:
                    raise SystemExit(f"{t.id}: cannot make {t.count} distinct cases")
                text, span = render(t, rng, split)
                if text in texts or (span is not None and span in spans[other]):
                    continue
                texts.add(text)
                if span is not None:
                    spans[split].add(span)
                c = {"id": case_id(t.id, made), "text": text, "lang": t.lang, "label": t.label,
                     "kind": t.kind, "span": span, "source": SOURCE, "template": t.id, "hard": t.hard}
                if t.kind.startswith("mnemonic"):
                    c["bip39_valid"] = True
                cases[split].append(c)
                made += 1
    return templates, cases


def write(templates, cases):
    for split in SPLITS:
        with open(os.path.join(HERE, f"{split}.jsonl"), "w", encoding="utf-8", newline="\n") as f:
            for c in cases[split]:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")
    meta = [{"template": t.id, "kind": t.kind, "lang": t.lang, "label": t.label, "hard": t.hard,
             "split": t.split, "count": t.count} for t in sorted(templates, key=lambda t: t.id)]
    with open(os.path.join(HERE, "templates.json"), "w", encoding="utf-8", newline="\n") as f:
        json.dump({"seed": SEED, "source": SOURCE, "templates": meta}, f, ensure_ascii=False, indent=1)
        f.write("\n")


# ---------------------------------------------------------------- check
REQUIRED = ("id", "text", "lang", "label", "kind", "span", "source", "template", "hard")
AWS_EXAMPLE = "AKIAIOSFODNN7EXAMPLE"
ABANDON = ["abandon"] * 11 + ["about"]


def load():
    cases = {}
    for split in SPLITS:
        with open(os.path.join(HERE, f"{split}.jsonl"), encoding="utf-8") as f:
            cases[split] = [json.loads(line) for line in f if line.strip()]
    with open(os.path.join(HERE, "templates.json"), encoding="utf-8") as f:
        meta = json.load(f)
    return cases, meta


def ngrams(s, n=8):
    s = re.sub(r"\s+", " ", PH.sub(" ", s)).strip()
    return {s[i:i + n] for i in range(len(s) - n + 1)}


def _digits_runs(text):
    runs = set(re.findall(r"(?<!\d)\d{13,19}(?!\d)", text))
    for m in re.finditer(r"(?<![\d])\d{4}(?:[ -]\d{4}){2,3}(?:[ -]\d{1,4})?(?![\d])", text):
        runs.add(re.sub(r"[ -]", "", m.group(0)))
    for m in re.finditer(r"(?<!\d)\d{4}[ -]\d{6}[ -]\d{5}(?!\d)", text):
        runs.add(re.sub(r"[ -]", "", m.group(0)))
    return {r for r in runs if 13 <= len(r) <= 19}


def _bip39_in_text(text):
    """Valid BIP39 phrases hidden in a text (English word runs, Chinese character runs)."""
    found = []
    wordlist("en")
    idx = _WL["en_idx"]
    toks = [t.lower() for t in re.findall(r"[A-Za-z]+", text)]
    for n in (12, 15, 18, 21, 24):
        for i in range(len(toks) - n + 1):
            w = toks[i:i + n]
            if all(x in idx for x in w) and bip39_valid(w, "en"):
                found.append(" ".join(w))
    wordlist("zh")
    zidx = _WL["zh_idx"]
    # Chinese: (a) one character per token, tokens split by spaces, commas, 、 or
    # numbering; (b) a maximal run of characters of a phrase's exact length.
    # Ordinary prose is not scanned with a sliding window: about one window in
    # sixteen of common characters passes the checksum by chance.
    seq = []
    for tok in re.split(r"[\s、，,;；.:：)#\-\d]+", text):
        if len(tok) == 1 and tok in zidx:
            seq.append(tok)
            continue
        for n in (12, 15, 18, 21, 24):
            for i in range(len(seq) - n + 1):
                if bip39_valid(seq[i:i + n], "zh"):
                    found.append("".join(seq[i:i + n]))
        seq = []
    for run in re.findall(r"[\u4e00-\u9fff]+", text):
        if len(run) in (12, 15, 18, 21, 24) and bip39_valid(list(run), "zh"):
            found.append(run)
    return found


def _wallet_ok(span):
    if span.startswith(("5", "K", "L")) and len(span) in (51, 52):
        p = b58check_decode(span)
        return bool(p) and p[0] == 0x80 and len(p) in (33, 34) and (len(p) == 33 or p[33] == 1) \
            and 1 <= int.from_bytes(p[1:33], "big") < SECP256K1_N
    if span.startswith("xprv"):
        p = b58check_decode(span)
        return bool(p) and len(p) == 78 and p[:4] == bytes.fromhex("0488ade4") and p[45] == 0
    h = span[2:] if span.startswith("0x") else span
    if re.fullmatch(r"[0-9a-f]{64}", h):
        return 1 <= int(h, 16) < SECP256K1_N
    try:
        return len(b58decode(span)) == 64
    except ValueError:
        return False


def _totp_ok(span):
    s = re.sub(r"[ -]", "", span).upper()
    try:
        raw = base64.b32decode(s)
    except Exception:
        return False
    return len(raw) in (10, 20)


def _jwt_ok(span):
    parts = span.split(".")
    if len(parts) != 3:
        return False
    try:
        dec = [base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)) for p in parts]
        header, payload = json.loads(dec[0]), json.loads(dec[1])
    except Exception:
        return False
    return "alg" in header and isinstance(payload, dict) and len(dec[2]) >= 32


def _crc_token_ok(span):
    m = re.fullmatch(r"(ghp_|gho_|npm_)([0-9A-Za-z]{30})([0-9A-Za-z]{6})", span)
    return bool(m) and b62(zlib.crc32(m.group(2).encode()), 6) == m.group(3)


def self_tests():
    errs = []
    if " ".join(bip39_words(b"\x7f" * 16, "en")) != \
            "legal winner thank year wave sausage worth useful legal winner thank yellow":
        errs.append("BIP39 7f vector")
    if bip39_words(b"\0" * 16, "en") != ABANDON:
        errs.append("BIP39 zero vector")
    if b58encode(b"Hello World!") != "2NEpo7TZRRrLZSi2U":
        errs.append("base58 vector")
    if not luhn_ok("79927398713") or luhn_ok("79927398710"):
        errs.append("Luhn vector")
    if base64.b32encode(b"12345678901234567890").decode() != "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ":
        errs.append("RFC 6238 base32 vector")
    a = bech32_encode("bc", 0, bytes(range(20)))
    if not bech32_ok(a) or bech32_ok(a[:-1] + ("q" if a[-1] != "q" else "p")):
        errs.append("bech32 round trip")
    return errs


def check(verbose=True):
    problems = []

    def fail(msg):
        problems.append(msg)

    cases, meta = load()
    targets = all_targets()
    tmeta = {m["template"]: m for m in meta["templates"]}
    src_templates = {t.id: t for t in parse_templates()}
    report = []

    # 1. fields, labels, spans
    for split in SPLITS:
        for c in cases[split]:
            for k in REQUIRED:
                if k not in c:
                    fail(f"{split} {c.get('id')}: missing {k}")
            if c["source"] != SOURCE:
                fail(f"{c['id']}: source {c['source']}")
            if c["lang"] not in LANGS:
                fail(f"{c['id']}: lang {c['lang']}")
            if c["kind"] not in targets or c["label"] != label_of(c["kind"]):
                fail(f"{c['id']}: kind/label {c['kind']}/{c['label']}")
            if c["label"] == "secret":
                if not isinstance(c["span"], str) or not c["span"] or c["span"] not in c["text"]:
                    fail(f"{c['id']}: span not verbatim in text")
            elif c["span"] is not None:
                fail(f"{c['id']}: benign case with a span")
            if not isinstance(c["hard"], bool):
                fail(f"{c['id']}: hard not a bool")
    report.append("fields, labels, verbatim spans")

    # 2. uniqueness
    ids = [c["id"] for s in SPLITS for c in cases[s]]
    texts = [c["text"] for s in SPLITS for c in cases[s]]
    if len(set(ids)) != len(ids):
        fail("duplicate ids")
    if len(set(texts)) != len(texts):
        fail("duplicate texts")
    report.append(f"{len(ids)} unique ids and texts")

    # 3. templates: one split, one kind/lang, agree with templates.json and the source
    where = defaultdict(set)
    tkind = defaultdict(set)
    tcount = Counter()
    for split in SPLITS:
        for c in cases[split]:
            where[c["template"]].add(split)
            tkind[c["template"]].add((c["kind"], c["lang"], c["hard"]))
            tcount[(c["template"], split)] += 1
    for tid, ss in where.items():
        if len(ss) != 1:
            fail(f"template {tid} in both splits")
        if len(tkind[tid]) != 1:
            fail(f"template {tid} has several kinds/langs")
        kind, lang, hard = next(iter(tkind[tid]))
        if not tid.startswith(f"{kind}.{lang}."):
            fail(f"template id {tid} does not match {kind}.{lang}")
        m = tmeta.get(tid)
        if not m or m["split"] not in ss or m["count"] != tcount[(tid, m["split"])] or m["hard"] != hard:
            fail(f"templates.json disagrees on {tid}")
    for tid, m in tmeta.items():
        if m["count"] < 1 or tid not in where:
            fail(f"template {tid} has no case")
        if tid not in src_templates:
            fail(f"template {tid} not in the generator")
    if set(src_templates) != set(tmeta):
        fail("templates.json and the generator's templates differ")
    n_t = Counter(m["split"] for m in tmeta.values())
    report.append(f"templates: {n_t['dev']} dev, {n_t['test']} test, none in both")

    # 4. phrasing leak between dev and test templates of one kind
    worst = (0.0, None, None)
    by_kind = defaultdict(lambda: defaultdict(list))
    for tid, m in tmeta.items():
        by_kind[m["kind"]][m["split"]].append(tid)
    for kind, d in by_kind.items():
        for tt in d["test"]:
            a = ngrams(src_templates[tt].text)
            if not a:
                continue
            for dt in d["dev"]:
                share = len(a & ngrams(src_templates[dt].text)) / len(a)
                if share > worst[0]:
                    worst = (share, tt, dt)
                if share > 0.5:
                    fail(f"phrasing leak: {tt} shares {share:.0%} of its 8-grams with {dt}")
    report.append(f"phrasing: the most a test template shares with a dev template is "
                  f"{worst[0]:.0%} ({worst[1]} ~ {worst[2]}), limit 50%")

    # 5. secret values do not cross the split
    sp = {s: {c["span"] for c in cases[s] if c["span"]} for s in SPLITS}
    both = sp["dev"] & sp["test"]
    if both:
        fail(f"{len(both)} span values in both splits")
    alltext = {s: "\n\x00".join(c["text"] for c in cases[s]) for s in SPLITS}
    cross = 0
    for s, o in (("dev", "test"), ("test", "dev")):
        for v in sp[s]:
            if len(v) >= 8 and v in alltext[o]:
                cross += 1
                fail(f"{s} span {v[:20]!r} occurs in a {o} text")
    for name in SECRET_POOLS:
        if set(pool_half(name, "dev")) & set(pool_half(name, "test")):
            fail(f"pool {name}: halves overlap")
    report.append(f"secret values: 0 spans in both splits, {cross} long spans found in the other split's texts, "
                  f"{len(SECRET_POOLS)} pools split in disjoint halves")

    # 6. counts
    for split in SPLITS:
        cnt = Counter((c["kind"], c["lang"]) for c in cases[split])
        for kind, lt in targets.items():
            for lang in LANGS:
                if cnt[(kind, lang)] != lt[lang]:
                    fail(f"{split} {kind}/{lang}: {cnt[(kind, lang)]} cases, target {lt[lang]}")
        n = len(cases[split])
        nsec = sum(c["label"] == "secret" for c in cases[split])
        if not 450 <= n <= 550:
            fail(f"{split}: {n} cases")
        if not 0.50 <= nsec / n <= 0.60:
            fail(f"{split}: secret share {nsec / n:.3f}")
        lc = Counter(c["lang"] for c in cases[split])
        for lang in LANGS:
            if abs(lc[lang] / n - LANG_SHARE[lang]) > 0.02:
                fail(f"{split}: {lang} share {lc[lang] / n:.3f}")
        hardk = sum(c["kind"] in HARD_SECRET_KINDS for c in cases[split])
        if not 0.55 <= hardk / nsec <= 0.65:
            fail(f"{split}: hard-kind share of secrets {hardk / nsec:.3f}")
        report.append(f"{split}: {n} cases, {nsec} secret ({nsec / n:.1%}), en/zh/mixed "
                      f"{lc['en']}/{lc['zh']}/{lc['mixed']}, hard kinds {hardk}/{nsec} of secrets ({hardk / nsec:.1%})")
    tpl_per = Counter((m["kind"], m["lang"]) for m in tmeta.values())
    for kind in HARD_SECRET_KINDS:
        for lang in LANGS:
            if tpl_per[(kind, lang)] < MIN_TEMPLATES_HARD:
                fail(f"{kind}/{lang}: only {tpl_per[(kind, lang)]} templates")
    low = min(tpl_per[(k, l)] for k in HARD_SECRET_KINDS for l in LANGS)
    report.append(f"hard kinds: at least {low} templates per kind and language (limit {MIN_TEMPLATES_HARD})")
    for kind in targets:
        langs = [set(c["lang"] for c in cases[s] if c["kind"] == kind) for s in SPLITS]
        if langs[0] != langs[1] or not langs[0]:
            fail(f"{kind}: languages differ between splits")
    report.append("every kind in both splits, in the same languages")

    # 7. structure
    nstruct = Counter()
    for split in SPLITS:
        for c in cases[split]:
            k, s = c["kind"], c["span"]
            if k.startswith("mnemonic"):
                lang = "en" if k == "mnemonic_bip39_en" else "zh"
                if not bip39_valid(bip39_span_words(s, lang), lang):
                    fail(f"{c['id']}: seed phrase checksum")
                nstruct["BIP39 checksums"] += 1
            elif k == "card_number":
                d = re.sub(r"[ -]", "", s)
                if not (d.isdigit() and luhn_ok(d)) or d in TEST_CARDS:
                    fail(f"{c['id']}: card not Luhn-valid or a test card")
                nstruct["Luhn cards"] += 1
            elif k == "crypto_wallet_key":
                if not _wallet_ok(s):
                    fail(f"{c['id']}: wallet key structure")
                nstruct["wallet keys (base58check WIF/xprv, secp256k1 range, 64-byte Solana)"] += 1
            elif k == "totp_secret":
                if not _totp_ok(s):
                    fail(f"{c['id']}: TOTP base32")
                nstruct["base32 TOTP seeds"] += 1
            elif k == "private_key":
                if not pem_body_ok(s):
                    fail(f"{c['id']}: PEM body")
                nstruct["PEM bodies (OpenSSH magic, RSA n=p*q, DER)"] += 1
            elif k == "jwt":
                if not _jwt_ok(s):
                    fail(f"{c['id']}: JWT segments")
                nstruct["JWTs"] += 1
            elif k == "api_key" and s[:4] in ("ghp_", "gho_", "npm_"):
                if not _crc_token_ok(s):
                    fail(f"{c['id']}: token CRC-32")
                nstruct["ghp/gho/npm CRC-32"] += 1
            if c["label"] == "benign":
                for r in _digits_runs(c["text"]):
                    if luhn_ok(r) and not (k == "test_value" and r in TEST_CARDS):
                        fail(f"{c['id']}: benign text holds a Luhn-valid number {r}")
                for p in _bip39_in_text(c["text"]):
                    if p.split() != ABANDON:
                        fail(f"{c['id']}: benign text holds a valid BIP39 phrase")
                for a in re.findall(r"\bbc1[02-9ac-hj-np-z]{20,}\b", c["text"]):
                    if not bech32_ok(a):
                        fail(f"{c['id']}: bad bech32 address")
    report.append("structure: " + ", ".join(f"{n} {what}" for what, n in sorted(nstruct.items())))
    report.append("benign texts: no Luhn-valid 13-19 digit number (other than documented test cards), "
                  "no valid BIP39 phrase (other than the all-abandon vector)")
    st = self_tests()
    for e in st:
        fail("self-test failed: " + e)
    report.append("self-tests: BIP39 7f and zero vectors, base58 'Hello World!', Luhn, RFC 6238 base32, bech32")

    if verbose:
        for line in report:
            print("ok  " + line if not problems else "    " + line)
        for p in problems[:50]:
            print("FAIL " + p)
        print(f"--check: {'PASSED' if not problems else 'FAILED (' + str(len(problems)) + ' problems)'}")
    return not problems


def table():
    cases, meta = load()
    targets = all_targets()
    rows = []
    head = ("| kind | label | dev en | dev zh | dev mixed | dev total | test en | test zh | test mixed | test total |\n"
            "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|")
    cnt = {s: Counter((c["kind"], c["lang"]) for c in cases[s]) for s in SPLITS}
    tot = {s: Counter() for s in SPLITS}
    for kind in targets:
        lab = label_of(kind)
        cells = []
        for s in SPLITS:
            v = [cnt[s][(kind, l)] for l in LANGS]
            for l, x in zip(LANGS, v):
                tot[s][(lab, l)] += x
            cells += [str(x) for x in v] + [str(sum(v))]
        rows.append(f"| {kind} | {lab} | " + " | ".join(cells) + " |")
    for lab in ("secret", "benign", None):
        cells = []
        for s in SPLITS:
            v = [sum(tot[s][(b, l)] for b in (("secret", "benign") if lab is None else (lab,))) for l in LANGS]
            cells += [str(x) for x in v] + [str(sum(v))]
        name = f"**all {lab}**" if lab else "**all**"
        rows.append(f"| {name} |  | " + " | ".join(cells) + " |")
    print(head)
    print("\n".join(rows))
    tm = Counter((m["split"], m["label"]) for m in meta["templates"])
    print(f"\ntemplates: dev {tm[('dev', 'secret')]} secret + {tm[('dev', 'benign')]} benign, "
          f"test {tm[('test', 'secret')]} secret + {tm[('test', 'benign')]} benign")
    for s in SPLITS:
        h = sum(c["hard"] for c in cases[s] if c["label"] == "secret")
        hb = sum(c["hard"] for c in cases[s] if c["label"] == "benign")
        print(f"{s}: hard secret {h}, hard benign {hb}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="verify the files on disk")
    ap.add_argument("--table", action="store_true", help="print the count table")
    a = ap.parse_args()
    if a.table:
        table()
        return 0
    if not a.check:
        templates, cases = build()
        write(templates, cases)
        print(f"wrote dev.jsonl ({len(cases['dev'])}), test.jsonl ({len(cases['test'])}), "
              f"templates.json ({len(templates)} templates)")
    return 0 if check() else 1


# ---------------------------------------------------------------- word lists
# BIP39 English and Simplified-Chinese word lists, copied from the `mnemonic`
# package (0.21) in /work/venv. Checked at start-up against the SHA-256 of the
# reference files (one word per line, trailing newline).
BIP39_EN_SHA256 = "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda"
BIP39_ZH_SHA256 = "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726"
BIP39_EN_TEXT = """
abandon ability able about above absent absorb abstract absurd abuse access accident
account accuse achieve acid acoustic acquire across act action actor actress actual
adapt add addict address adjust admit adult advance advice aerobic affair afford
afraid again age agent agree ahead aim air airport aisle alarm album
alcohol alert alien all alley allow almost alone alpha already also alter
always amateur amazing among amount amused analyst anchor ancient anger angle angry
animal ankle announce annual another answer antenna antique anxiety any apart apology
appear apple approve april arch arctic area arena argue arm armed armor
army around arrange arrest arrive arrow art artefact artist artwork ask aspect
assault asset assist assume asthma athlete atom attack attend attitude attract auction
audit august aunt author auto autumn average avocado avoid awake aware away
awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball
bamboo banana banner bar barely bargain barrel base basic basket battle beach
bean beauty because become beef before begin behave behind believe below belt
bench benefit best betray better between beyond bicycle bid bike bind biology
bird birth bitter black blade blame blanket blast bleak bless blind blood
blossom blouse blue blur blush board boat body boil bomb bone bonus
book boost border boring borrow boss bottom bounce box boy bracket brain
brand brass brave bread breeze brick bridge brief bright bring brisk broccoli
broken bronze broom brother brown brush bubble buddy budget buffalo build bulb
bulk bullet bundle bunker burden burger burst bus business busy butter buyer
buzz cabbage cabin cable cactus cage cake call calm camera camp can
canal cancel candy cannon canoe canvas canyon capable capital captain car carbon
card cargo carpet carry cart case cash casino castle casual cat catalog
catch category cattle caught cause caution cave ceiling celery cement census century
cereal certain chair chalk champion change chaos chapter charge chase chat cheap
check cheese chef cherry chest chicken chief child chimney choice choose chronic
chuckle chunk churn cigar cinnamon circle citizen city civil claim clap clarify
claw clay clean clerk clever click client cliff climb clinic clip clock
clog close cloth cloud clown club clump cluster clutch coach coast coconut
code coffee coil coin collect color column combine come comfort comic common
company concert conduct confirm congress connect consider control convince cook cool copper
copy coral core corn correct cost cotton couch country couple course cousin
cover coyote crack cradle craft cram crane crash crater crawl crazy cream
credit creek crew cricket crime crisp critic crop cross crouch crowd crucial
cruel cruise crumble crunch crush cry crystal cube culture cup cupboard curious
current curtain curve cushion custom cute cycle dad damage damp dance danger
daring dash daughter dawn day deal debate debris decade december decide decline
decorate decrease deer defense define defy degree delay deliver demand demise denial
dentist deny depart depend deposit depth deputy derive describe desert design desk
despair destroy detail detect develop device devote diagram dial diamond diary dice
diesel diet differ digital dignity dilemma dinner dinosaur direct dirt disagree discover
disease dish dismiss disorder display distance divert divide divorce dizzy doctor document
dog doll dolphin domain donate donkey donor door dose double dove draft
dragon drama drastic draw dream dress drift drill drink drip drive drop
drum dry duck dumb dune during dust dutch duty dwarf dynamic eager
eagle early earn earth easily east easy echo ecology economy edge edit
educate effort egg eight either elbow elder electric elegant element elephant elevator
elite else embark embody embrace emerge emotion employ empower empty enable enact
end endless endorse enemy energy enforce engage engine enhance enjoy enlist enough
enrich enroll ensure enter entire entry envelope episode equal equip era erase
erode erosion error erupt escape essay essence estate eternal ethics evidence evil
evoke evolve exact example excess exchange excite exclude excuse execute exercise exhaust
exhibit exile exist exit exotic expand expect expire explain expose express extend
extra eye eyebrow fabric face faculty fade faint faith fall false fame
family famous fan fancy fantasy farm fashion fat fatal father fatigue fault
favorite feature february federal fee feed feel female fence festival fetch fever
few fiber fiction field figure file film filter final find fine finger
finish fire firm first fiscal fish fit fitness fix flag flame flash
flat flavor flee flight flip float flock floor flower fluid flush fly
foam focus fog foil fold follow food foot force forest forget fork
fortune forum forward fossil foster found fox fragile frame frequent fresh friend
fringe frog front frost frown frozen fruit fuel fun funny furnace fury
future gadget gain galaxy gallery game gap garage garbage garden garlic garment
gas gasp gate gather gauge gaze general genius genre gentle genuine gesture
ghost giant gift giggle ginger giraffe girl give glad glance glare glass
glide glimpse globe gloom glory glove glow glue goat goddess gold good
goose gorilla gospel gossip govern gown grab grace grain grant grape grass
gravity great green grid grief grit grocery group grow grunt guard guess
guide guilt guitar gun gym habit hair half hammer hamster hand happy
harbor hard harsh harvest hat have hawk hazard head health heart heavy
hedgehog height hello helmet help hen hero hidden high hill hint hip
hire history hobby hockey hold hole holiday hollow home honey hood hope
horn horror horse hospital host hotel hour hover hub huge human humble
humor hundred hungry hunt hurdle hurry hurt husband hybrid ice icon idea
identify idle ignore ill illegal illness image imitate immense immune impact impose
improve impulse inch include income increase index indicate indoor industry infant inflict
inform inhale inherit initial inject injury inmate inner innocent input inquiry insane
insect inside inspire install intact interest into invest invite involve iron island
isolate issue item ivory jacket jaguar jar jazz jealous jeans jelly jewel
job join joke journey joy judge juice jump jungle junior junk just
kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit
kitchen kite kitten kiwi knee knife knock know lab label labor ladder
lady lake lamp language laptop large later latin laugh laundry lava law
lawn lawsuit layer lazy leader leaf learn leave lecture left leg legal
legend leisure lemon lend length lens leopard lesson letter level liar liberty
library license life lift light like limb limit link lion liquid list
little live lizard load loan lobster local lock logic lonely long loop
lottery loud lounge love loyal lucky luggage lumber lunar lunch luxury lyrics
machine mad magic magnet maid mail main major make mammal man manage
mandate mango mansion manual maple marble march margin marine market marriage mask
mass master match material math matrix matter maximum maze meadow mean measure
meat mechanic medal media melody melt member memory mention menu mercy merge
merit merry mesh message metal method middle midnight milk million mimic mind
minimum minor minute miracle mirror misery miss mistake mix mixed mixture mobile
model modify mom moment monitor monkey monster month moon moral more morning
mosquito mother motion motor mountain mouse move movie much muffin mule multiply
muscle museum mushroom music must mutual myself mystery myth naive name napkin
narrow nasty nation nature near neck need negative neglect neither nephew nerve
nest net network neutral never news next nice night noble noise nominee
noodle normal north nose notable note nothing notice novel now nuclear number
nurse nut oak obey object oblige obscure observe obtain obvious occur ocean
october odor off offer office often oil okay old olive olympic omit
once one onion online only open opera opinion oppose option orange orbit
orchard order ordinary organ orient original orphan ostrich other outdoor outer output
outside oval oven over own owner oxygen oyster ozone pact paddle page
pair palace palm panda panel panic panther paper parade parent park parrot
party pass patch path patient patrol pattern pause pave payment peace peanut
pear peasant pelican pen penalty pencil people pepper perfect permit person pet
phone photo phrase physical piano picnic picture piece pig pigeon pill pilot
pink pioneer pipe pistol pitch pizza place planet plastic plate play please
pledge pluck plug plunge poem poet point polar pole police pond pony
pool popular portion position possible post potato pottery poverty powder power practice
praise predict prefer prepare present pretty prevent price pride primary print priority
prison private prize problem process produce profit program project promote proof property
prosper protect proud provide public pudding pull pulp pulse pumpkin punch pupil
puppy purchase purity purpose purse push put puzzle pyramid quality quantum quarter
question quick quit quiz quote rabbit raccoon race rack radar radio rail
rain raise rally ramp ranch random range rapid rare rate rather raven
raw razor ready real reason rebel rebuild recall receive recipe record recycle
reduce reflect reform refuse region regret regular reject relax release relief rely
remain remember remind remove render renew rent reopen repair repeat replace report
require rescue resemble resist resource response result retire retreat return reunion reveal
review reward rhythm rib ribbon rice rich ride ridge rifle right rigid
ring riot ripple risk ritual rival river road roast robot robust rocket
romance roof rookie room rose rotate rough round route royal rubber rude
rug rule run runway rural sad saddle sadness safe sail salad salmon
salon salt salute same sample sand satisfy satoshi sauce sausage save say
scale scan scare scatter scene scheme school science scissors scorpion scout scrap
screen script scrub sea search season seat second secret section security seed
seek segment select sell seminar senior sense sentence series service session settle
setup seven shadow shaft shallow share shed shell sheriff shield shift shine
ship shiver shock shoe shoot shop short shoulder shove shrimp shrug shuffle
shy sibling sick side siege sight sign silent silk silly silver similar
simple since sing siren sister situate six size skate sketch ski skill
skin skirt skull slab slam sleep slender slice slide slight slim slogan
slot slow slush small smart smile smoke smooth snack snake snap sniff
snow soap soccer social sock soda soft solar soldier solid solution solve
someone song soon sorry sort soul sound soup source south space spare
spatial spawn speak special speed spell spend sphere spice spider spike spin
spirit split spoil sponsor spoon sport spot spray spread spring spy square
squeeze squirrel stable stadium staff stage stairs stamp stand start state stay
steak steel stem step stereo stick still sting stock stomach stone stool
story stove strategy street strike strong struggle student stuff stumble style subject
submit subway success such sudden suffer sugar suggest suit summer sun sunny
sunset super supply supreme sure surface surge surprise surround survey suspect sustain
swallow swamp swap swarm swear sweet swift swim swing switch sword symbol
symptom syrup system table tackle tag tail talent talk tank tape target
task taste tattoo taxi teach team tell ten tenant tennis tent term
test text thank that theme then theory there they thing this thought
three thrive throw thumb thunder ticket tide tiger tilt timber time tiny
tip tired tissue title toast tobacco today toddler toe together toilet token
tomato tomorrow tone tongue tonight tool tooth top topic topple torch tornado
tortoise toss total tourist toward tower town toy track trade traffic tragic
train transfer trap trash travel tray treat tree trend trial tribe trick
trigger trim trip trophy trouble truck true truly trumpet trust truth try
tube tuition tumble tuna tunnel turkey turn turtle twelve twenty twice twin
twist two type typical ugly umbrella unable unaware uncle uncover under undo
unfair unfold unhappy uniform unique unit universe unknown unlock until unusual unveil
update upgrade uphold upon upper upset urban urge usage use used useful
useless usual utility vacant vacuum vague valid valley valve van vanish vapor
various vast vault vehicle velvet vendor venture venue verb verify version very
vessel veteran viable vibrant vicious victory video view village vintage violin virtual
virus visa visit visual vital vivid vocal voice void volcano volume vote
voyage wage wagon wait walk wall walnut want warfare warm warrior wash
wasp waste water wave way wealth weapon wear weasel weather web wedding
weekend weird welcome west wet whale what wheat wheel when where whip
whisper wide width wife wild will win window wine wing wink winner
winter wire wisdom wise wish witness wolf woman wonder wood wool word
work world worry worth wrap wreck wrestle wrist write wrong yard year
yellow you young youth zebra zero zone zoo
"""
BIP39_ZH_TEXT = """
的 一 是 在 不 了 有 和 人 这 中 大 为 上 个 国 我 以 要 他 时 来 用 们 生 到 作 地 于 出 就 分
对 成 会 可 主 发 年 动 同 工 也 能 下 过 子 说 产 种 面 而 方 后 多 定 行 学 法 所 民 得 经 十
三 之 进 着 等 部 度 家 电 力 里 如 水 化 高 自 二 理 起 小 物 现 实 加 量 都 两 体 制 机 当 使
点 从 业 本 去 把 性 好 应 开 它 合 还 因 由 其 些 然 前 外 天 政 四 日 那 社 义 事 平 形 相 全
表 间 样 与 关 各 重 新 线 内 数 正 心 反 你 明 看 原 又 么 利 比 或 但 质 气 第 向 道 命 此 变
条 只 没 结 解 问 意 建 月 公 无 系 军 很 情 者 最 立 代 想 已 通 并 提 直 题 党 程 展 五 果 料
象 员 革 位 入 常 文 总 次 品 式 活 设 及 管 特 件 长 求 老 头 基 资 边 流 路 级 少 图 山 统 接
知 较 将 组 见 计 别 她 手 角 期 根 论 运 农 指 几 九 区 强 放 决 西 被 干 做 必 战 先 回 则 任
取 据 处 队 南 给 色 光 门 即 保 治 北 造 百 规 热 领 七 海 口 东 导 器 压 志 世 金 增 争 济 阶
油 思 术 极 交 受 联 什 认 六 共 权 收 证 改 清 美 再 采 转 更 单 风 切 打 白 教 速 花 带 安 场
身 车 例 真 务 具 万 每 目 至 达 走 积 示 议 声 报 斗 完 类 八 离 华 名 确 才 科 张 信 马 节 话
米 整 空 元 况 今 集 温 传 土 许 步 群 广 石 记 需 段 研 界 拉 林 律 叫 且 究 观 越 织 装 影 算
低 持 音 众 书 布 复 容 儿 须 际 商 非 验 连 断 深 难 近 矿 千 周 委 素 技 备 半 办 青 省 列 习
响 约 支 般 史 感 劳 便 团 往 酸 历 市 克 何 除 消 构 府 称 太 准 精 值 号 率 族 维 划 选 标 写
存 候 毛 亲 快 效 斯 院 查 江 型 眼 王 按 格 养 易 置 派 层 片 始 却 专 状 育 厂 京 识 适 属 圆
包 火 住 调 满 县 局 照 参 红 细 引 听 该 铁 价 严 首 底 液 官 德 随 病 苏 失 尔 死 讲 配 女 黄
推 显 谈 罪 神 艺 呢 席 含 企 望 密 批 营 项 防 举 球 英 氧 势 告 李 台 落 木 帮 轮 破 亚 师 围
注 远 字 材 排 供 河 态 封 另 施 减 树 溶 怎 止 案 言 士 均 武 固 叶 鱼 波 视 仅 费 紧 爱 左 章
早 朝 害 续 轻 服 试 食 充 兵 源 判 护 司 足 某 练 差 致 板 田 降 黑 犯 负 击 范 继 兴 似 余 坚
曲 输 修 故 城 夫 够 送 笔 船 占 右 财 吃 富 春 职 觉 汉 画 功 巴 跟 虽 杂 飞 检 吸 助 升 阳 互
初 创 抗 考 投 坏 策 古 径 换 未 跑 留 钢 曾 端 责 站 简 述 钱 副 尽 帝 射 草 冲 承 独 令 限 阿
宣 环 双 请 超 微 让 控 州 良 轴 找 否 纪 益 依 优 顶 础 载 倒 房 突 坐 粉 敌 略 客 袁 冷 胜 绝
析 块 剂 测 丝 协 诉 念 陈 仍 罗 盐 友 洋 错 苦 夜 刑 移 频 逐 靠 混 母 短 皮 终 聚 汽 村 云 哪
既 距 卫 停 烈 央 察 烧 迅 境 若 印 洲 刻 括 激 孔 搞 甚 室 待 核 校 散 侵 吧 甲 游 久 菜 味 旧
模 湖 货 损 预 阻 毫 普 稳 乙 妈 植 息 扩 银 语 挥 酒 守 拿 序 纸 医 缺 雨 吗 针 刘 啊 急 唱 误
训 愿 审 附 获 茶 鲜 粮 斤 孩 脱 硫 肥 善 龙 演 父 渐 血 欢 械 掌 歌 沙 刚 攻 谓 盾 讨 晚 粒 乱
燃 矛 乎 杀 药 宁 鲁 贵 钟 煤 读 班 伯 香 介 迫 句 丰 培 握 兰 担 弦 蛋 沉 假 穿 执 答 乐 谁 顺
烟 缩 征 脸 喜 松 脚 困 异 免 背 星 福 买 染 井 概 慢 怕 磁 倍 祖 皇 促 静 补 评 翻 肉 践 尼 衣
宽 扬 棉 希 伤 操 垂 秋 宜 氢 套 督 振 架 亮 末 宪 庆 编 牛 触 映 雷 销 诗 座 居 抓 裂 胞 呼 娘
景 威 绿 晶 厚 盟 衡 鸡 孙 延 危 胶 屋 乡 临 陆 顾 掉 呀 灯 岁 措 束 耐 剧 玉 赵 跳 哥 季 课 凯
胡 额 款 绍 卷 齐 伟 蒸 殖 永 宗 苗 川 炉 岩 弱 零 杨 奏 沿 露 杆 探 滑 镇 饭 浓 航 怀 赶 库 夺
伊 灵 税 途 灭 赛 归 召 鼓 播 盘 裁 险 康 唯 录 菌 纯 借 糖 盖 横 符 私 努 堂 域 枪 润 幅 哈 竟
熟 虫 泽 脑 壤 碳 欧 遍 侧 寨 敢 彻 虑 斜 薄 庭 纳 弹 饲 伸 折 麦 湿 暗 荷 瓦 塞 床 筑 恶 户 访
塔 奇 透 梁 刀 旋 迹 卡 氯 遇 份 毒 泥 退 洗 摆 灰 彩 卖 耗 夏 择 忙 铜 献 硬 予 繁 圈 雪 函 亦
抽 篇 阵 阴 丁 尺 追 堆 雄 迎 泛 爸 楼 避 谋 吨 野 猪 旗 累 偏 典 馆 索 秦 脂 潮 爷 豆 忽 托 惊
塑 遗 愈 朱 替 纤 粗 倾 尚 痛 楚 谢 奋 购 磨 君 池 旁 碎 骨 监 捕 弟 暴 割 贯 殊 释 词 亡 壁 顿
宝 午 尘 闻 揭 炮 残 冬 桥 妇 警 综 招 吴 付 浮 遭 徐 您 摇 谷 赞 箱 隔 订 男 吹 园 纷 唐 败 宋
玻 巨 耕 坦 荣 闭 湾 键 凡 驻 锅 救 恩 剥 凝 碱 齿 截 炼 麻 纺 禁 废 盛 版 缓 净 睛 昌 婚 涉 筒
嘴 插 岸 朗 庄 街 藏 姑 贸 腐 奴 啦 惯 乘 伙 恢 匀 纱 扎 辩 耳 彪 臣 亿 璃 抵 脉 秀 萨 俄 网 舞
店 喷 纵 寸 汗 挂 洪 贺 闪 柬 爆 烯 津 稻 墙 软 勇 像 滚 厘 蒙 芳 肯 坡 柱 荡 腿 仪 旅 尾 轧 冰
贡 登 黎 削 钻 勒 逃 障 氨 郭 峰 币 港 伏 轨 亩 毕 擦 莫 刺 浪 秘 援 株 健 售 股 岛 甘 泡 睡 童
铸 汤 阀 休 汇 舍 牧 绕 炸 哲 磷 绩 朋 淡 尖 启 陷 柴 呈 徒 颜 泪 稍 忘 泵 蓝 拖 洞 授 镜 辛 壮
锋 贫 虚 弯 摩 泰 幼 廷 尊 窗 纲 弄 隶 疑 氏 宫 姐 震 瑞 怪 尤 琴 循 描 膜 违 夹 腰 缘 珠 穷 森
枝 竹 沟 催 绳 忆 邦 剩 幸 浆 栏 拥 牙 贮 礼 滤 钠 纹 罢 拍 咱 喊 袖 埃 勤 罚 焦 潜 伍 墨 欲 缝
姓 刊 饱 仿 奖 铝 鬼 丽 跨 默 挖 链 扫 喝 袋 炭 污 幕 诸 弧 励 梅 奶 洁 灾 舟 鉴 苯 讼 抱 毁 懂
寒 智 埔 寄 届 跃 渡 挑 丹 艰 贝 碰 拔 爹 戴 码 梦 芽 熔 赤 渔 哭 敬 颗 奔 铅 仲 虎 稀 妹 乏 珍
申 桌 遵 允 隆 螺 仓 魏 锐 晓 氮 兼 隐 碍 赫 拨 忠 肃 缸 牵 抢 博 巧 壳 兄 杜 讯 诚 碧 祥 柯 页
巡 矩 悲 灌 龄 伦 票 寻 桂 铺 圣 恐 恰 郑 趣 抬 荒 腾 贴 柔 滴 猛 阔 辆 妻 填 撤 储 签 闹 扰 紫
砂 递 戏 吊 陶 伐 喂 疗 瓶 婆 抚 臂 摸 忍 虾 蜡 邻 胸 巩 挤 偶 弃 槽 劲 乳 邓 吉 仁 烂 砖 租 乌
舰 伴 瓜 浅 丙 暂 燥 橡 柳 迷 暖 牌 秧 胆 详 簧 踏 瓷 谱 呆 宾 糊 洛 辉 愤 竞 隙 怒 粘 乃 绪 肩
籍 敏 涂 熙 皆 侦 悬 掘 享 纠 醒 狂 锁 淀 恨 牲 霸 爬 赏 逆 玩 陵 祝 秒 浙 貌 役 彼 悉 鸭 趋 凤
晨 畜 辈 秩 卵 署 梯 炎 滩 棋 驱 筛 峡 冒 啥 寿 译 浸 泉 帽 迟 硅 疆 贷 漏 稿 冠 嫩 胁 芯 牢 叛
蚀 奥 鸣 岭 羊 凭 串 塘 绘 酵 融 盆 锡 庙 筹 冻 辅 摄 袭 筋 拒 僚 旱 钾 鸟 漆 沈 眉 疏 添 棒 穗
硝 韩 逼 扭 侨 凉 挺 碗 栽 炒 杯 患 馏 劝 豪 辽 勃 鸿 旦 吏 拜 狗 埋 辊 掩 饮 搬 骂 辞 勾 扣 估
蒋 绒 雾 丈 朵 姆 拟 宇 辑 陕 雕 偿 蓄 崇 剪 倡 厅 咬 驶 薯 刷 斥 番 赋 奉 佛 浇 漫 曼 扇 钙 桃
扶 仔 返 俗 亏 腔 鞋 棱 覆 框 悄 叔 撞 骗 勘 旺 沸 孤 吐 孟 渠 屈 疾 妙 惜 仰 狠 胀 谐 抛 霉 桑
岗 嘛 衰 盗 渗 脏 赖 涌 甜 曹 阅 肌 哩 厉 烃 纬 毅 昨 伪 症 煮 叹 钉 搭 茎 笼 酷 偷 弓 锥 恒 杰
坑 鼻 翼 纶 叙 狱 逮 罐 络 棚 抑 膨 蔬 寺 骤 穆 冶 枯 册 尸 凸 绅 坯 牺 焰 轰 欣 晋 瘦 御 锭 锦
丧 旬 锻 垄 搜 扑 邀 亭 酯 迈 舒 脆 酶 闲 忧 酚 顽 羽 涨 卸 仗 陪 辟 惩 杭 姚 肚 捉 飘 漂 昆 欺
吾 郎 烷 汁 呵 饰 萧 雅 邮 迁 燕 撒 姻 赴 宴 烦 债 帐 斑 铃 旨 醇 董 饼 雏 姿 拌 傅 腹 妥 揉 贤
拆 歪 葡 胺 丢 浩 徽 昂 垫 挡 览 贪 慰 缴 汪 慌 冯 诺 姜 谊 凶 劣 诬 耀 昏 躺 盈 骑 乔 溪 丛 卢
抹 闷 咨 刮 驾 缆 悟 摘 铒 掷 颇 幻 柄 惠 惨 佳 仇 腊 窝 涤 剑 瞧 堡 泼 葱 罩 霍 捞 胎 苍 滨 俩
捅 湘 砍 霞 邵 萄 疯 淮 遂 熊 粪 烘 宿 档 戈 驳 嫂 裕 徙 箭 捐 肠 撑 晒 辨 殿 莲 摊 搅 酱 屏 疫
哀 蔡 堵 沫 皱 畅 叠 阁 莱 敲 辖 钩 痕 坝 巷 饿 祸 丘 玄 溜 曰 逻 彭 尝 卿 妨 艇 吞 韦 怨 矮 歇
"""


if __name__ == "__main__":
    sys.exit(main())
