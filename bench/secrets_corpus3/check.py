#!/usr/bin/env python3
"""Independent self-check of secrets_corpus3 (stdlib only).

Does not import generate.py or gen_values.py: every checksum is re-implemented
here.  Exits 1 and lists the problems if anything fails; prints the counts
table otherwise.

    python3 check.py
"""
import base64
import hashlib
import json
import os
import re
import sys
import zlib
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
SPLITS = ("dev", "test")
LANGS = ("en", "zh", "mixed")
SECRET_KINDS = {"password_nl", "password_pair", "wifi_password", "pin", "door_code", "otp", "totp_secret",
                "recovery_codes", "private_key", "crypto_wallet_key", "mnemonic_bip39_en", "mnemonic_zh", "api_key",
                "access_token", "connection_string", "env_file", "security_answer", "card_number"}
BENIGN_KINDS = {"secret_reference", "credential_talk", "code_config_benign", "placeholder", "masked_value", "checksum",
                "git_sha", "uuid", "public_key", "wallet_address", "order_number", "tracking_number", "postal_code",
                "phone_number", "isbn", "version_string", "date_time", "price", "flight_number", "story_number",
                "bip39_prose", "ordinary_zh", "promo_code"}
# canonical BIP39 list digests (bitcoin/bips bip-0039/english.txt and chinese_simplified.txt)
WORDLIST_SHA256 = {
    "bip39_english.txt": "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda",
    "bip39_chinese_simplified.txt": "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726",
}
DOCUMENTED_TEST_CARDS = {"4242424242424242", "5555555555554444", "378282246310005", "4000056655665556",
                         "4111111111111111", "5105105105105100", "6011111111111117", "371449635398431"}

problems = []


def fail(msg):
    problems.append(msg)


# ---------------------------------------------------------------------------
# checksum helpers (re-implemented)
# ---------------------------------------------------------------------------
def load_wordlist(name):
    path = os.path.join(HERE, "wordlists", name)
    raw = open(path, "rb").read()
    if hashlib.sha256(raw).hexdigest() != WORDLIST_SHA256[name]:
        fail("wordlist %s: sha256 differs from the canonical BIP39 list" % name)
    words = raw.decode("utf-8").split()
    if len(words) != 2048 or len(set(words)) != 2048:
        fail("wordlist %s: %d words, %d distinct (want 2048)" % (name, len(words), len(set(words))))
    return words


EN = load_wordlist("bip39_english.txt")
ZH = load_wordlist("bip39_chinese_simplified.txt")
EN_IDX = {w: i for i, w in enumerate(EN)}
ZH_IDX = {w: i for i, w in enumerate(ZH)}


def bip39_valid(indices):
    n = len(indices)
    if n not in (12, 15, 18, 21, 24):
        return False
    bits = "".join(format(i, "011b") for i in indices)
    cs = n // 3
    ent = bits[:-cs]
    ent_bytes = int(ent, 2).to_bytes(len(ent) // 8, "big")
    want = format(hashlib.sha256(ent_bytes).digest()[0], "08b")[:cs]
    return bits[-cs:] == want


def phrase_indices(phrase):
    cjk = re.findall(r"[\u4e00-\u9fff]", phrase)
    if cjk:
        if any(ch not in ZH_IDX for ch in cjk):
            return None
        return [ZH_IDX[ch] for ch in cjk]
    words = [w.lower() for w in re.findall(r"[A-Za-z]+", phrase)]
    if any(w not in EN_IDX for w in words):
        return None
    return [EN_IDX[w] for w in words]


def luhn(digits):
    s = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch) * (2 if i % 2 else 1)
        s += d - 9 if d > 9 else d
    return s % 10 == 0


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58decode(s):
    n = 0
    for ch in s:
        if ch not in B58:
            return None
        n = n * 58 + B58.index(ch)
    body = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    return b"\0" * (len(s) - len(s.lstrip("1"))) + body


def b58check(s):
    raw = b58decode(s)
    if raw is None or len(raw) < 5:
        return None
    payload, chk = raw[:-4], raw[-4:]
    return payload if hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4] == chk else None


BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def bech32_ok(s, hrp):
    s = s.lower()
    if not s.startswith(hrp + "1"):
        return False
    data = s[len(hrp) + 1:]
    if any(ch not in BECH for ch in data):
        return False
    vals = [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp] + [BECH.index(ch) for ch in data]
    gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
    chk = 1
    for v in vals:
        top = chk >> 25
        chk = (chk & 0x1ffffff) << 5 ^ v
        for i in range(5):
            if (top >> i) & 1:
                chk ^= gen[i]
    return chk == 1


B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def crc_token_ok(tok):
    body, chk = tok[-36:-6], tok[-6:]
    n = zlib.crc32(body.encode())
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return (s or "0").rjust(6, "0") == chk


def wallet_key_ok(span):
    if re.fullmatch(r"[5KL][1-9A-HJ-NP-Za-km-z]{50,51}", span):
        p = b58check(span)
        return p is not None and p[0] == 0x80 and len(p) in (33, 34)
    if span.startswith("xprv"):
        p = b58check(span)
        return p is not None and p[:4] == bytes.fromhex("0488ade4") and len(p) == 78
    if span.startswith("nsec1"):
        return bech32_ok(span, "nsec")
    if re.fullmatch(r"(0x)?[0-9a-f]{64}", span):
        return True
    if span.startswith("["):
        try:
            arr = json.loads(span)
        except ValueError:
            return False
        return len(arr) == 64 and all(isinstance(x, int) and 0 <= x < 256 for x in arr)
    raw = b58decode(span)
    return raw is not None and len(raw) == 64


def wallet_address_ok(tok):
    if tok.startswith("bc1"):
        return bech32_ok(tok, "bc")
    if tok.startswith("npub1"):
        return bech32_ok(tok, "npub")
    if re.fullmatch(r"0x[0-9a-f]{40}", tok):
        return True
    if tok.startswith("xpub"):
        p = b58check(tok)
        return p is not None and p[:4] == bytes.fromhex("0488b21e")
    if tok[0] in "13T":
        p = b58check(tok)
        if p is not None and p[0] in (0x00, 0x05, 0x41) and len(p) == 21:
            return True
    raw = b58decode(tok)
    return raw is not None and len(raw) == 32  # Solana public key


# ---------------------------------------------------------------------------
# load
# ---------------------------------------------------------------------------
cases = {}
for split in SPLITS:
    path = os.path.join(HERE, split + ".jsonl")
    if not os.path.exists(path):
        fail("missing %s" % path)
        cases[split] = []
        continue
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.strip():
                try:
                    rows.append(json.loads(line))
                except ValueError as e:
                    fail("%s:%d: bad JSON (%s)" % (split, n, e))
    cases[split] = rows
ALL = [(s, c) for s in SPLITS for c in cases[s]]

# ---------------------------------------------------------------------------
# per-record schema and spans
# ---------------------------------------------------------------------------
kind_label = {}
for split, c in ALL:
    cid = c.get("id", "?")
    for k in ("id", "text", "lang", "label", "kind", "span", "template", "source", "hard"):
        if k not in c:
            fail("%s %s: missing field %r" % (split, cid, k))
    if not re.fullmatch(r"[0-9a-f]{11}", str(c.get("id"))):
        fail("%s %s: id is not 11 hex digits" % (split, cid))
    if c.get("lang") not in LANGS:
        fail("%s %s: lang %r" % (split, cid, c.get("lang")))
    label, kind, text, span = c.get("label"), c.get("kind"), c.get("text", ""), c.get("span")
    if label == "secret":
        if kind not in SECRET_KINDS:
            fail("%s %s: secret with non-secret kind %r" % (split, cid, kind))
        if not isinstance(span, str) or not span.strip():
            fail("%s %s: secret without span" % (split, cid))
        elif span not in text:
            fail("%s %s: span does not occur verbatim in text" % (split, cid))
        elif span != span.strip():
            fail("%s %s: span has leading/trailing whitespace" % (split, cid))
    elif label == "benign":
        if kind not in BENIGN_KINDS:
            fail("%s %s: benign with non-benign kind %r" % (split, cid, kind))
        if span is not None:
            fail("%s %s: benign case with a span" % (split, cid))
    else:
        fail("%s %s: label %r" % (split, cid, label))
    if kind_label.setdefault(kind, label) != label:
        fail("kind %s has both labels" % kind)
    if re.search(r"[«»⟦⟧]", text):
        fail("%s %s: unrendered template syntax in text" % (split, cid))
    if not text.strip():
        fail("%s %s: empty text" % (split, cid))

# ---------------------------------------------------------------------------
# uniqueness and the split by template
# ---------------------------------------------------------------------------
ids = Counter(c["id"] for _, c in ALL)
for i, n in ids.items():
    if n > 1:
        fail("id %s used %d times" % (i, n))
texts = Counter(c["text"] for _, c in ALL)
for t, n in texts.items():
    if n > 1:
        fail("text used %d times: %r" % (n, t[:80]))
tpl_split = defaultdict(set)
tpl_meta = defaultdict(set)
for split, c in ALL:
    tpl_split[c["template"]].add(split)
    tpl_meta[c["template"]].add((c["kind"], c["lang"], c["label"]))
for t, ss in tpl_split.items():
    if len(ss) > 1:
        fail("template %s appears in both splits" % t)
    if len(tpl_meta[t]) > 1:
        fail("template %s mixes kinds/langs: %s" % (t, tpl_meta[t]))
dev_t = {t for t, ss in tpl_split.items() if "dev" in ss}
test_t = {t for t, ss in tpl_split.items() if "test" in ss}
if dev_t & test_t:
    fail("%d templates in both splits" % len(dev_t & test_t))


# phrasing leak: the constant wording of a template (character 8-grams present
# in every one of its cases, after cutting out the secret span and every long
# value-like token - keys, hashes, URLs, code) must not reappear as most of the
# constant wording of a template of the same kind in the other split
VALUEISH = re.compile(r"[^\s\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]{16,}")


def grams(text, span, n=8):
    t = text.replace(span, "\x00") if span else text
    t = VALUEISH.sub("\x00", t)
    t = re.sub(r"\s+", " ", t).lower()
    return {t[i:i + n] for i in range(len(t) - n + 1) if "\x00" not in t[i:i + n]}


fingerprint = {}
by_tpl = defaultdict(list)
for split, c in ALL:
    by_tpl[c["template"]].append(c)
for t, cs in by_tpl.items():
    fp = None
    for c in cs:
        g = grams(c["text"], c["span"])
        fp = g if fp is None else fp & g
    fingerprint[t] = fp or set()
tpl_kind = {t: next(iter(m))[0] for t, m in tpl_meta.items()}
gram_owner = defaultdict(set)
for t in dev_t:
    for g in fingerprint[t]:
        gram_owner[g].add(t)
for t in sorted(test_t):
    fp = fingerprint[t]
    if len(fp) < 10:
        continue
    shared = Counter()
    for g in fp:
        for d in gram_owner.get(g, ()):
            if tpl_kind[d] == tpl_kind[t]:
                shared[d] += 1
    for d, n in shared.most_common(1):
        if n / len(fp) > 0.6:
            fail("phrasing leak: test template %s shares %d/%d of its constant 8-grams with dev template %s" % (t, n, len(fp), d))

# a secret value seen in dev must not reappear in test (security answers of any
# length, every other span of 8+ characters)
spans = {s: {c["span"] for c in cases[s] if c["label"] == "secret" and (c["kind"] == "security_answer" or len(c["span"]) >= 8)} for s in SPLITS}
for v in sorted(spans["dev"] & spans["test"]):
    fail("secret value in both splits: %r" % v[:40])

# ---------------------------------------------------------------------------
# coverage and balance
# ---------------------------------------------------------------------------
count = {s: Counter(c["kind"] for c in cases[s]) for s in SPLITS}
kl = {s: defaultdict(set) for s in SPLITS}
for s in SPLITS:
    for c in cases[s]:
        kl[s][c["kind"]].add(c["lang"])
for kind in sorted(SECRET_KINDS | BENIGN_KINDS):
    for s in SPLITS:
        if not count[s][kind]:
            fail("kind %s missing from %s" % (kind, s))
    if kl["dev"][kind] != kl["test"][kind]:
        fail("kind %s: languages differ between splits (dev %s, test %s)" % (kind, sorted(kl["dev"][kind]), sorted(kl["test"][kind])))
    if kind != "ordinary_zh" and kl["dev"][kind] != set(LANGS):
        fail("kind %s not covered in all three languages" % kind)
    a, b = count["dev"][kind], count["test"][kind]
    if a and b and not 0.5 <= a / b <= 2.0:
        fail("kind %s unbalanced: dev %d vs test %d" % (kind, a, b))
    floor = 15 if kind in SECRET_KINDS else 10
    for s in SPLITS:
        if count[s][kind] < floor:
            fail("kind %s has only %d cases in %s (floor %d)" % (kind, count[s][kind], s, floor))
n_dev, n_test = len(cases["dev"]), len(cases["test"])
for s, n in (("dev", n_dev), ("test", n_test)):
    if not 900 <= n <= 1250:
        fail("%s has %d cases (want about 1000)" % (s, n))
    lang = Counter(c["lang"] for c in cases[s])
    for l in LANGS:
        if lang[l] < 0.2 * n:
            fail("%s: language %s is only %d of %d" % (s, l, lang[l], n))
    sec = [c for c in cases[s] if c["label"] == "secret"]
    if not 0.45 <= len(sec) / n <= 0.65:
        fail("%s: secret share %.2f" % (s, len(sec) / n))
    hard = sum(1 for c in sec if c["hard"])
    if not 0.35 <= hard / len(sec) <= 0.55:
        fail("%s: hard share of secrets %.2f (want about 0.4-0.5)" % (s, hard / len(sec)))
    for l in LANGS:
        ls = [c for c in cases[s] if c["lang"] == l]
        share = sum(c["label"] == "secret" for c in ls) / len(ls)
        if not 0.35 <= share <= 0.75:
            fail("%s/%s: secret share %.2f" % (s, l, share))
if abs(n_dev - n_test) > 0.05 * (n_dev + n_test) / 2:
    fail("splits differ in size: %d vs %d" % (n_dev, n_test))

# ---------------------------------------------------------------------------
# structure of the values
# ---------------------------------------------------------------------------
for split, c in ALL:
    cid, kind, text, span = c["id"], c["kind"], c["text"], c["span"]
    if c.get("bip39_valid") or kind in ("mnemonic_bip39_en", "mnemonic_zh"):
        phrase = span if kind.startswith("mnemonic") else c.get("bip39_phrase")
        if not c.get("bip39_valid"):
            fail("%s %s: mnemonic case without bip39_valid" % (split, cid))
        if not phrase or phrase not in text:
            fail("%s %s: bip39 phrase missing from text" % (split, cid))
        else:
            idx = phrase_indices(phrase)
            if idx is None:
                fail("%s %s: phrase has words outside the BIP39 list" % (split, cid))
            elif not bip39_valid(idx):
                fail("%s %s: BIP39 checksum invalid (%d words)" % (split, cid, len(idx)))
            if kind == "mnemonic_zh" and not re.search(r"[\u4e00-\u9fff]", phrase):
                fail("%s %s: mnemonic_zh without Chinese words" % (split, cid))
            if kind == "mnemonic_bip39_en" and re.search(r"[\u4e00-\u9fff]", phrase):
                fail("%s %s: mnemonic_bip39_en with Chinese words" % (split, cid))
    if kind == "card_number":
        d = re.sub(r"[ -]", "", span)
        if not (d.isdigit() and 13 <= len(d) <= 19 and luhn(d)) or d in DOCUMENTED_TEST_CARDS:
            fail("%s %s: card span is not a Luhn-valid non-test number" % (split, cid))
    if kind == "crypto_wallet_key" and not wallet_key_ok(span):
        fail("%s %s: wallet key fails its encoding check: %s" % (split, cid, span[:30]))
    if kind == "totp_secret":
        s = re.sub(r"[ -]", "", span).upper()
        try:
            base64.b32decode(s + "=" * (-len(s) % 8))
        except Exception:
            fail("%s %s: TOTP seed is not base32" % (split, cid))
        if len(s) not in (16, 32, 64):
            fail("%s %s: TOTP seed length %d" % (split, cid, len(s)))
    if kind == "recovery_codes" and re.fullmatch(r"(\d{6}-){7}\d{6}", span):
        if any(int(g) % 11 for g in span.split("-")):
            fail("%s %s: BitLocker key group not divisible by 11" % (split, cid))
    if kind == "private_key" and span.startswith("-----BEGIN"):
        m = re.fullmatch(r"-----BEGIN ([A-Z ]+)-----\n(.*?)\n-----END \1-----", span, re.S)
        if not m:
            fail("%s %s: PEM armour malformed" % (split, cid))
        else:
            body = "\n".join(l for l in m.group(2).split("\n") if l and not l.startswith("="))
            try:
                base64.b64decode(body.replace("\n", ""), validate=True)
            except Exception:
                fail("%s %s: PEM body is not base64" % (split, cid))
    if kind == "otp":
        digits = re.sub(r"[ -]", "", span)
        spoken = re.fullmatch(r"[a-z ,.\u4e00-\u9fff]+", span)
        if not (digits.isdigit() and 4 <= len(digits) <= 8) and not spoken and not re.fullmatch(r"[2-9B-Y]{5}", span):
            fail("%s %s: OTP span %r has an unexpected shape" % (split, cid, span))
    for tok in re.findall(r"\b(?:gh[pso]_[A-Za-z0-9]{36}|npm_[A-Za-z0-9]{36})\b", span or ""):
        if not crc_token_ok(tok):
            fail("%s %s: token checksum invalid: %s" % (split, cid, tok[:12]))
    if kind == "wallet_address":
        toks = re.findall(r"(?:bc1[a-z0-9]{20,}|npub1[a-z0-9]{50,}|0x[0-9a-f]{40}|xpub[1-9A-HJ-NP-Za-km-z]{100,}|\b[13T][1-9A-HJ-NP-Za-km-z]{25,34}\b|\b[1-9A-HJ-NP-Za-km-z]{32,44}\b)", text)
        if not toks or not all(wallet_address_ok(t) for t in toks):
            fail("%s %s: wallet address fails its checksum" % (split, cid))
    if c["label"] == "benign":
        # a benign text must not hide a real card number or a valid English seed phrase
        for run in re.findall(r"(?<![0-9A-Za-z])(?<!\d[ -])\d(?:[ -]?\d){12,18}(?![ -]?\d)(?![A-Za-z])", text):
            d = re.sub(r"[ -]", "", run)
            if 13 <= len(d) <= 19 and luhn(d) and d not in DOCUMENTED_TEST_CARDS and kind != "isbn":
                fail("%s %s: benign text holds a Luhn-valid number %s" % (split, cid, run))
        if not c.get("bip39_valid"):
            for run in re.findall(r"[\u4e00-\u9fff]{12,}", text):
                if all(ch in ZH_IDX for ch in run):
                    for n in (12, 15, 18, 21, 24):
                        for i in range(len(run) - n + 1):
                            if bip39_valid([ZH_IDX[ch] for ch in run[i:i + n]]):
                                fail("%s %s: benign Chinese text holds a valid %d-character phrase" % (split, cid, n))
            toks = [w.lower() for w in re.findall(r"[A-Za-z]+", text)]
            for n in (12, 15, 18, 21, 24):
                for i in range(len(toks) - n + 1):
                    win = toks[i:i + n]
                    if all(w in EN_IDX for w in win) and bip39_valid([EN_IDX[w] for w in win]):
                        fail("%s %s: benign text holds a valid %d-word English phrase" % (split, cid, n))

# ---------------------------------------------------------------------------
# report
# ---------------------------------------------------------------------------
if problems:
    for p in problems[:200]:
        print("FAIL:", p)
    if len(problems) > 200:
        print("... and %d more" % (len(problems) - 200))
    print("\n%d problem(s)" % len(problems))
    sys.exit(1)

print("%-20s %-6s | %-24s | %-24s" % ("", "", "dev  en  zh mixed  all", "test  en  zh mixed  all"))
for label, kinds in (("secret", SECRET_KINDS), ("benign", BENIGN_KINDS)):
    for kind in sorted(kinds):
        row = []
        for s in SPLITS:
            lc = Counter(c["lang"] for c in cases[s] if c["kind"] == kind)
            row.append("%7d %3d %5d %4d" % (lc["en"], lc["zh"], lc["mixed"], sum(lc.values())))
        print("%-20s %-6s | %s | %s" % (kind, label, row[0], row[1]))
for s in SPLITS:
    lab = Counter(c["label"] for c in cases[s])
    lang = Counter(c["lang"] for c in cases[s])
    sec = [c for c in cases[s] if c["label"] == "secret"]
    print("%s: %d cases (%d secret, %d benign; en %d, zh %d, mixed %d); %d templates; hard share of secrets %.2f"
          % (s, len(cases[s]), lab["secret"], lab["benign"], lang["en"], lang["zh"], lang["mixed"],
             len(dev_t if s == "dev" else test_t), sum(c["hard"] for c in sec) / len(sec)))
print("OK: all checks passed")
