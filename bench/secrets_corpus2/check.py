#!/usr/bin/env python3
"""Self-check for secrets_corpus2 (stdlib only; independent of generate.py's code paths).

Verifies: schema, unique ids and texts, every secret span is an exact substring, benign spans are
null, template ids are "<kind>.<nn>", the dev/test split is BY TEMPLATE, every kind appears in both
splits, and the structural validity of the values (Luhn, BIP39 checksums, base58check, base32, JWT
segments, PEM armour, GitHub token CRC32).  Benign texts must not contain a Luhn-valid 13-19 digit
run (placeholder excepted: it holds documented test cards) nor a checksum-valid BIP39 run (the
placeholder kind's public test vector excepted).  Prints the counts per split by label, kind, language.

    python3 check.py          # exit status 0 = all good
"""
import base64
import collections
import hashlib
import json
import os
import re
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
SECRET_KINDS = {"anthropic_key", "aws_key", "card_number", "connection_string", "crypto_wallet_key", "env_file",
                "generic_api_key", "github_token", "google_api_key", "jwt", "mnemonic_bip39_en", "mnemonic_zh",
                "openai_key", "otp", "password_nl", "pin", "private_key_pem", "recovery_codes", "security_answer",
                "slack_token", "stripe_key", "totp_secret", "vendor_token", "wifi_password"}
BENIGN_KINDS = {"base64_image", "bip39_prose_en", "bip39_prose_zh", "checksum", "code_config_benign", "date_time",
                "git_sha", "hex_colour", "isbn", "masked_card", "network_id", "numeric_context", "order_tracking",
                "password_mention", "phone_number", "placeholder", "postal_code", "price_amount", "public_id",
                "public_key_material", "secret_reference", "uuid", "version_string"}
FIELDS = ["id", "text", "lang", "label", "kind", "span", "source", "template"]

EN = open(os.path.join(HERE, "wordlists", "english.txt"), encoding="utf-8").read().split()
ZH = open(os.path.join(HERE, "wordlists", "chinese_simplified.txt"), encoding="utf-8").read().split()
EN_IDX = {w: i for i, w in enumerate(EN)}
ZH_IDX = {w: i for i, w in enumerate(ZH)}
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
EN_NUM = {"zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
          "seven": "7", "eight": "8", "nine": "9"}
ZH_NUM = {c: str(i) for i, c in enumerate("零一二三四五六七八九")}
ZH_NUM["幺"] = "1"


def bip39_ok(idx):
    if len(idx) not in (12, 15, 18, 21, 24):
        return False
    total = 11 * len(idx)
    cs = total // 33
    n = 0
    for i in idx:
        n = (n << 11) | i
    ent = (n >> cs).to_bytes((total - cs) // 8, "big")
    return (n & ((1 << cs) - 1)) == (hashlib.sha256(ent).digest()[0] >> (8 - cs))


def luhn(d):
    s = 0
    for i, ch in enumerate(reversed(d)):
        x = int(ch)
        if i % 2:
            x = x * 2 - 9 if x > 4 else x * 2
        s += x
    return s % 10 == 0


def b58decode_check(s):
    n = 0
    for c in s:
        n = n * 58 + B58.index(c)
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    raw = b"\0" * (len(s) - len(s.lstrip("1"))) + raw
    payload, chk = raw[:-4], raw[-4:]
    ok = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4] == chk
    return payload if ok else None


def spoken_digits(span):
    toks = re.findall(r"[a-z]+|\d", span.lower())
    if toks and all(t in EN_NUM or t.isdigit() for t in toks):
        return "".join(EN_NUM.get(t, t) for t in toks)
    chars = [c for c in span if c in ZH_NUM]
    if chars and len(chars) == len(re.sub(r"[\s，、,\-]", "", span)):
        return "".join(ZH_NUM[c] for c in chars)
    return None


def validate_value(kind, span):
    """Returns an error string, or None if the value is structurally right for its kind."""
    if kind == "card_number":
        d = re.sub(r"[ \-]", "", span)
        if not d.isdigit():
            d = spoken_digits(span) or ""
        if not (13 <= len(d) <= 19 and d.isdigit() and luhn(d)):
            return "card not Luhn-valid"
        if d in {"4242424242424242", "4111111111111111", "5555555555554444"}:
            return "documented test card used as a secret"
    elif kind == "mnemonic_bip39_en":
        words = re.findall(r"[a-z]+", span.lower())
        if not (all(w in EN_IDX for w in words) and bip39_ok([EN_IDX[w] for w in words])):
            return "BIP39 English checksum invalid"
    elif kind == "mnemonic_zh":
        words = re.findall(r"[\u4e00-\u9fff]", span)
        if not (all(w in ZH_IDX for w in words) and bip39_ok([ZH_IDX[w] for w in words])):
            return "BIP39 Chinese checksum invalid"
    elif kind == "totp_secret":
        s = re.sub(r"[ \-]", "", span).upper()
        if not re.fullmatch(r"[A-Z2-7]{16,64}", s):
            return "TOTP seed not base32"
    elif kind == "crypto_wallet_key":
        if re.fullmatch(r"(0x)?[0-9a-f]{64}", span):
            return None
        if span.startswith("["):
            vals = json.loads(span)
            return None if len(vals) == 64 and all(0 <= v < 256 for v in vals) else "bad keypair array"
        payload = b58decode_check(span) if all(c in B58 for c in span) else None
        is_wif = span[0] in "5KL" and len(span) in (51, 52)
        if is_wif and (payload is None or payload[0] != 0x80):
            return "WIF checksum/version invalid"
        if span.startswith("xprv") and (payload is None or payload[:4] != bytes.fromhex("0488ade4")):
            return "xprv checksum invalid"
        if not is_wif and not span.startswith("xprv"):
            n = 0
            for c in span:
                n = n * 58 + B58.index(c)
            if not 60 <= (n.bit_length() + 7) // 8 <= 64:
                return "base58 keypair not 64 bytes"
    elif kind == "jwt":
        parts = span.split(".")
        if len(parts) != 3:
            return "JWT not three segments"
        for p in parts[:2]:
            json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
    elif kind == "private_key_pem":
        body = span
        if not body.startswith("-----"):
            body = base64.b64decode(span).decode()
        if not re.search(r"-----BEGIN [A-Z ]*PRIVATE KEY( BLOCK)?-----", body) or "-----END" not in body:
            return "no PEM private-key armour"
    elif kind == "github_token":
        m = re.fullmatch(r"gh[pousr]_([A-Za-z0-9]{30})([A-Za-z0-9]{6})", span)
        if m:
            n = zlib.crc32(m.group(1).encode())
            enc = ""
            while n:
                n, r = divmod(n, 62)
                enc = B62[r] + enc
            if enc.rjust(6, "0") != m.group(2):
                return "GitHub token CRC32 invalid"
        elif not re.fullmatch(r"github_pat_11[A-Z0-9]{20}_[A-Za-z0-9]{59}", span):
            return "GitHub token shape"
    elif kind == "otp":
        if not (re.fullmatch(r"[0-9][0-9 \-]*[0-9]", span) or re.fullmatch(r"[2-9BCDFGHJKMNPQRTVWXY]{5}", span)
                or spoken_digits(span)):
            return "OTP shape"
    return None


def benign_problem(c):
    text = c["text"]
    if c["kind"] != "placeholder":
        for m in re.finditer(r"(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)", text):
            d = re.sub(r"\D", "", m.group(0))
            if luhn(d):
                return "Luhn-valid digit run in a benign case"
        toks = [t.lower() for t in re.findall(r"[A-Za-z]+", text)]
        for L in (12, 15, 18, 21, 24):
            for s in range(len(toks) - L + 1):
                w = toks[s:s + L]
                if all(x in EN_IDX for x in w) and bip39_ok([EN_IDX[x] for x in w]):
                    return "checksum-valid BIP39 English run in a benign case"
    return None


def main():
    errors = []
    data = {}
    for split in ("dev", "test"):
        with open(os.path.join(HERE, split + ".jsonl"), encoding="utf-8") as f:
            data[split] = [json.loads(line) for line in f if line.strip()]
    ids, texts, tmpl_split = set(), set(), {}
    values = collections.defaultdict(set)
    for split, cases in data.items():
        for c in cases:
            where = "%s:%s" % (split, c.get("id"))
            if sorted(c) != sorted(FIELDS):
                errors.append("%s fields %s" % (where, sorted(c)))
                continue
            if c["id"] in ids:
                errors.append("%s duplicate id" % where)
            ids.add(c["id"])
            if c["text"] in texts:
                errors.append("%s duplicate text" % where)
            texts.add(c["text"])
            if c["lang"] not in ("en", "zh", "mixed") or c["source"] != "generated":
                errors.append("%s lang/source" % where)
            want = "secret" if c["kind"] in SECRET_KINDS else "benign" if c["kind"] in BENIGN_KINDS else None
            if c["label"] != want:
                errors.append("%s label %s for kind %s" % (where, c["label"], c["kind"]))
            m = re.fullmatch(r"([a-z0-9_]+)\.(\d\d)", c["template"])
            if not m or m.group(1) != c["kind"]:
                errors.append("%s template %r" % (where, c["template"]))
            prev = tmpl_split.setdefault(c["template"], split)
            if prev != split:
                errors.append("%s template %s in both splits" % (where, c["template"]))
            if c["label"] == "secret":
                if not isinstance(c["span"], str) or not c["span"] or c["span"] not in c["text"]:
                    errors.append("%s span not an exact substring" % where)
                    continue
                err = validate_value(c["kind"], c["span"])
                if err:
                    errors.append("%s %s" % (where, err))
                values[c["span"]].add(split)
            else:
                if c["span"] is not None:
                    errors.append("%s benign span not null" % where)
                err = benign_problem(c)
                if err:
                    errors.append("%s %s" % (where, err))
    for v, splits in values.items():
        if len(splits) > 1 and len(v) > 8:
            errors.append("secret value %r appears in both splits" % v[:30])
    for kind in sorted(SECRET_KINDS | BENIGN_KINDS):
        for split in ("dev", "test"):
            if not any(c["kind"] == kind for c in data[split]):
                errors.append("kind %s missing from %s" % (kind, split))
        n = len({c["template"] for s in data.values() for c in s if c["kind"] == kind})
        if n < 8:
            errors.append("kind %s has only %d templates" % (kind, n))

    # ---- report
    for split, cases in data.items():
        lab = collections.Counter(c["label"] for c in cases)
        lang = collections.Counter(c["lang"] for c in cases)
        ntpl = len({c["template"] for c in cases})
        print("%s: %d cases, %d templates | secret %d, benign %d | en %d, zh %d, mixed %d" % (
            split, len(cases), ntpl, lab["secret"], lab["benign"], lang["en"], lang["zh"], lang["mixed"]))
    print("\n%-22s %-6s %5s %5s | %-20s | %-20s | %s" % ("kind", "label", "dev", "test", "dev en/zh/mixed",
                                                      "test en/zh/mixed", "templates"))
    for kind in sorted(SECRET_KINDS) + sorted(BENIGN_KINDS):
        row = []
        for split in ("dev", "test"):
            cs = [c for c in data[split] if c["kind"] == kind]
            lc = collections.Counter(c["lang"] for c in cs)
            row.append((len(cs), "%d/%d/%d" % (lc["en"], lc["zh"], lc["mixed"])))
        ntpl = len({c["template"] for s in data.values() for c in s if c["kind"] == kind})
        print("%-22s %-6s %5d %5d | %-20s | %-20s | %d" % (kind, "secret" if kind in SECRET_KINDS else "benign",
                                                         row[0][0], row[1][0], row[0][1], row[1][1], ntpl))
    if errors:
        print("\n%d PROBLEMS" % len(errors))
        for e in errors[:50]:
            print("  " + e)
        return 1
    print("\nall checks passed: %d cases, %d templates, spans exact, ids unique, split by template" % (
        sum(len(v) for v in data.values()), len(tmpl_split)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
