#!/usr/bin/env python3
"""Generate secrets_corpus13: dev.jsonl and test.jsonl (deterministic).

    python3 make_corpus.py              # write dev.jsonl / test.jsonl here and self-check
    python3 make_corpus.py --out DIR    # write elsewhere
    python3 make_corpus.py --counts     # print the count tables
    python3 make_corpus.py --readme     # refresh the counts section of README.md

Templates live in t_en.py, t_zh.py, t_mixed.py.  Syntax:
    ⟦S⟧ / ⟦S:gen⟧   the secret (kind's default generator, or the named one)
    ⟦gen⟧           a filler from values.GEN;  ⟦gen#1⟧ repeats the same value
    «a|b|c»         one of the phrasings
    leading "@"     never wrap this template in a frame (code, config, forms)
Within each (kind, lang) the templates are dealt alternately: 1st, 3rd, ... to
dev; 2nd, 4th, ... to test.
"""
import argparse
import base64
import collections
import hashlib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import crypto  # noqa: E402
import t_en  # noqa: E402
import t_mixed  # noqa: E402
import t_zh  # noqa: E402
import values  # noqa: E402
import wordlists  # noqa: E402

SEED = "secrets_corpus13/v1"
LANGS = ("en", "zh", "mixed")
TEMPLATES = {"en": t_en.T, "zh": t_zh.T, "mixed": t_mixed.T}

WEIGHTED_SECRET = ["password_nl", "login_pair", "pin", "door_code", "security_answer", "otp"]
OTHER_SECRET = ["recovery_codes", "totp_secret", "mnemonic_bip39_en", "mnemonic_zh", "api_key", "jwt",
                "private_key", "crypto_wallet_key", "card_number", "connection_string", "url_credentials",
                "env_file", "wifi_password"]
WEIGHTED_BENIGN = ["credential_talk", "secret_reference"]
OTHER_BENIGN = ["masked_value", "order_number", "version_string", "checksum", "phone_number", "date_time",
                "numeric_prose", "identifier", "invalid_card", "placeholder", "code_config_benign",
                "public_key", "wallet_address", "postal_code", "bip39_prose", "redacted_text", "url_plain"]
SECRET_KINDS = WEIGHTED_SECRET + OTHER_SECRET
BENIGN_KINDS = WEIGHTED_BENIGN + OTHER_BENIGN

QUOTA = {}
for k in WEIGHTED_SECRET:
    QUOTA[k] = {"en": 28, "zh": 12, "mixed": 10}
for k in OTHER_SECRET:
    QUOTA[k] = {"en": 15, "zh": 10, "mixed": 8}
for k in WEIGHTED_BENIGN:
    QUOTA[k] = {"en": 30, "zh": 12, "mixed": 10}
# the English ways of telling PINs, door codes and security answers, and English
# credential talk, get the most templates and cases
for k in ("pin", "door_code", "security_answer"):
    QUOTA[k]["en"] = 32
QUOTA["credential_talk"]["en"] = 34
for k in OTHER_BENIGN:
    QUOTA[k] = {"en": 18, "zh": 11, "mixed": 9}

DEFAULT_GEN = {
    "password_nl": "pw_nospace", "login_pair": "pw_nospace", "pin": "pin46", "door_code": "door_code",
    "security_answer": {"en": "ans_any", "zh": "ans_zh_any", "mixed": "ans_zh_any"}, "otp": "otp6",
    "recovery_codes": "rc_any", "totp_secret": "totp", "mnemonic_bip39_en": "mn_en", "mnemonic_zh": "mn_zh",
    "api_key": "api_key", "jwt": "jwt", "private_key": "pk_any", "crypto_wallet_key": "wk_any",
    "card_number": "card", "connection_string": "conn", "url_credentials": "urlcred", "env_file": "envval",
    "wifi_password": "wifi",
}

FRAMES = {
    "en": [
        ("Note to self, {date}:\n", ""),
        ("", "\n\nSent from my iPhone"),
        ("Begin forwarded message:\n\nFrom: {name}\nSubject: {subj}\n\n", ""),
        ("[Pinned note]\n", ""),
        ("", "\n\n-- \n{name}"),
        ("Reminder ({date}): ", ""),
        ("Copied from the old notebook —\n", ""),
        ("{name}: ", ""),
    ],
    "zh": [
        ("【备忘录】{zdate}\n", ""),
        ("", "\n\n—— 发自我的手机"),
        ("转发自{zname}：\n", ""),
        ("[收藏] ", ""),
        ("{zname}：", ""),
        ("", "（记得删）"),
    ],
    "mixed": [
        ("Fwd from {name}：\n", ""),
        ("【Note】", ""),
        ("", "\n\nSent from 微信"),
        ("{zname}: ", ""),
        ("备忘 ({date})\n", ""),
    ],
}
SUBJECTS = ["stuff for the weekend", "handover", "Re: quick q", "Fwd: info", "keys etc", "the list", "before you go"]

SLOT = re.compile(r"⟦([^⟧]+)⟧")
CHOICE = re.compile(r"«([^«»]*)»")
CJK = re.compile(r"[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]")
HAN = re.compile(r"[\u3400-\u9fff]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")

CHECKS = collections.Counter()


class Redraw(Exception):
    pass


def group_rng(*parts):
    h = hashlib.sha256("|".join((SEED,) + parts).encode("utf-8")).digest()
    return random.Random(int.from_bytes(h[:16], "big"))


def default_gen(kind, lang):
    g = DEFAULT_GEN[kind]
    return g[lang] if isinstance(g, dict) else g


def render(tpl, rng, kind, lang):
    raw = tpl.startswith("@")
    if raw:
        tpl = tpl[1:]
    tpl = CHOICE.sub(lambda m: rng.choice(m.group(1).split("|")), tpl)
    out, pos, span, off, cache = [], 0, None, None, {}
    n_secret = 0
    for m in SLOT.finditer(tpl):
        out.append(tpl[pos:m.start()])
        nm = m.group(1)
        if nm == "S" or nm.startswith("S:"):
            gen = nm[2:] if nm.startswith("S:") else default_gen(kind, lang)
            val = values.GEN[gen](rng)
            off = sum(len(x) for x in out)
            span = val
            n_secret += 1
        else:
            base = nm.split("#")[0]
            if base not in values.GEN:
                raise KeyError("unknown slot %r in %r" % (nm, tpl[:60]))
            if "#" in nm:
                if nm not in cache:
                    cache[nm] = values.GEN[base](rng)
                val = cache[nm]
            else:
                val = values.GEN[base](rng)
        out.append(val)
        pos = m.end()
    out.append(tpl[pos:])
    text = "".join(out)
    assert not re.search(r"[«»⟦⟧]", text), "unrendered markup: %r" % text[:80]
    if n_secret > 1:
        raise AssertionError("two secret slots: %r" % tpl[:80])
    return text, span, off, raw


def frame(text, off, rng, lang):
    pre, post = rng.choice(FRAMES[lang])
    fill = {"date": values.date(rng), "name": values.name(rng), "subj": rng.choice(SUBJECTS),
            "zdate": values.zdate(rng), "zname": values.zname(rng)}
    pre, post = pre.format(**fill), post.format(**fill)
    return pre + text + post, (off + len(pre) if off is not None else None)


# ---------------------------------------------------------------------------
# validation
# ---------------------------------------------------------------------------
def outside(text, span, off):
    if span is None:
        return text
    return text[:off] + " " + text[off + len(span):]


def check_lang(text, span, off, lang, kind):
    rest = outside(text, span, off)
    if lang == "en":
        if CJK.search(rest):
            raise AssertionError("CJK outside the span in an en case: %r" % text[:80])
    else:
        if not HAN.search(rest):
            raise AssertionError("%s case without Chinese outside the span: %r" % (lang, text[:80]))
        if lang == "mixed":
            latin = [w for w in LATIN_WORD.findall(rest)]
            if not latin:
                raise AssertionError("mixed case without English outside the span: %r" % text[:80])


def validate_secret(kind, span):
    s = span
    if kind == "card_number":
        d = re.sub(r"\D", "", s)
        assert crypto.luhn_ok(d) and crypto.card_brand_of(d) and d not in crypto.TEST_CARDS, s
        CHECKS["luhn"] += 1
    elif kind == "mnemonic_bip39_en":
        assert crypto.bip39_valid(crypto.read_mnemonic(s, "en"), "en"), s
        CHECKS["bip39_en_checksum"] += 1
    elif kind == "mnemonic_zh":
        assert crypto.bip39_valid(crypto.read_mnemonic(s, "zh"), "zh"), s
        CHECKS["bip39_zh_checksum"] += 1
    elif kind == "totp_secret":
        m = re.search(r"secret=([A-Z2-7]+)", s)
        assert crypto.base32_ok(m.group(1) if m else s), s
        CHECKS["base32"] += 1
    elif kind == "jwt":
        assert crypto.jwt_ok(s), s
        CHECKS["jwt_segments_json"] += 1
    elif kind == "private_key":
        if s.startswith("-----BEGIN"):
            assert crypto.pem_ok(s), s
            CHECKS["pem_der_or_openssh"] += 1
        elif s.startswith("AGE-SECRET-KEY-1"):
            assert crypto.bech32_ok(s), s
            CHECKS["bech32"] += 1
        else:
            assert len(base64.b64decode(s)) == 32, s
            CHECKS["wireguard_32_bytes"] += 1
    elif kind == "crypto_wallet_key":
        if s.startswith("nsec1"):
            assert crypto.bech32_ok(s)
            CHECKS["bech32"] += 1
        elif s.startswith("["):
            assert len(json.loads(s)) == 64
            CHECKS["solana_json_64"] += 1
        elif re.fullmatch(r"(0x)?[0-9a-f]{64}", s):
            assert 0 < int(s[-64:], 16) < crypto.SECP256K1.n
            CHECKS["secp256k1_scalar"] += 1
        elif s.startswith("xprv") or (s[0] in "5KL" and len(s) in (51, 52)):
            assert crypto.b58check_ok(s), s
            CHECKS["base58check"] += 1
        else:
            assert len(crypto.b58decode(s)) == 64, s
            CHECKS["solana_base58_64"] += 1
    elif kind == "recovery_codes" and re.fullmatch(r"(\d{6}-){7}\d{6}", s):
        assert all(int(b) % 11 == 0 for b in s.split("-"))
        CHECKS["bitlocker_mod11"] += 1


def make_case(kind, lang, tpl, tid, rng, seen):
    label = "secret" if kind in SECRET_KINDS else "benign"
    for attempt in range(200):
        text, span, off, raw = render(tpl, rng, kind, lang)
        if label == "secret":
            assert span is not None, "secret template without ⟦S⟧: %s" % tid
        else:
            assert span is None, "benign template with ⟦S⟧: %s" % tid
        if not raw and rng.random() < 0.2:
            text, off = frame(text, off, rng, lang)
        if text in seen:
            continue
        if label == "secret" and text.find(span) != off:
            continue
        if label == "benign":
            if crypto.has_valid_card(text) or crypto.has_valid_bip39_run(text):
                continue
        else:
            if kind not in ("card_number",) and crypto.has_valid_card(outside(text, span, off)):
                continue
        check_lang(text, span, off, lang, kind)
        if label == "secret":
            validate_secret(kind, span)
        else:
            CHECKS["benign_no_valid_card_or_bip39_run"] += 1
        seen.add(text)
        cid = "q" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
        return {"id": cid, "text": text, "lang": lang, "label": label, "kind": kind, "span": span,
                "source": "synthetic", "template": tid}
    raise AssertionError("could not render %s" % tid)


def split_templates():
    out = {"dev": {}, "test": {}}
    for lang in LANGS:
        for kind in SECRET_KINDS + BENIGN_KINDS:
            tpls = TEMPLATES[lang].get(kind)
            assert tpls, "no templates for %s/%s" % (kind, lang)
            assert len(tpls) % 2 == 0 and len(tpls) >= 4, "%s/%s has %d templates" % (kind, lang, len(tpls))
            assert len(set(tpls)) == len(tpls), "duplicate template in %s/%s" % (kind, lang)
            ids = ["%s.%s.%02d" % (kind, lang, i + 1) for i in range(len(tpls))]
            out["dev"][(kind, lang)] = list(zip(ids[0::2], tpls[0::2]))
            out["test"][(kind, lang)] = list(zip(ids[1::2], tpls[1::2]))
    extra = set(TEMPLATES["en"]) | set(TEMPLATES["zh"]) | set(TEMPLATES["mixed"])
    unknown = extra - set(SECRET_KINDS + BENIGN_KINDS)
    assert not unknown, unknown
    return out


def generate():
    wordlists.check()
    CHECKS.clear()
    splits = split_templates()
    seen = set()
    result = {}
    for split in ("dev", "test"):
        cases = []
        for kind in SECRET_KINDS + BENIGN_KINDS:
            for lang in LANGS:
                tpls = splits[split][(kind, lang)]
                rng = group_rng(split, kind, lang)
                for i in range(QUOTA[kind][lang]):
                    tid, tpl = tpls[i % len(tpls)]
                    cases.append(make_case(kind, lang, tpl, tid, rng, seen))
        cases.sort(key=lambda c: c["id"])
        result[split] = cases
    # split hygiene
    dev_t = {c["template"] for c in result["dev"]}
    test_t = {c["template"] for c in result["test"]}
    assert not dev_t & test_t
    dev_txt = {t for (_, t) in sum(splits["dev"].values(), [])}
    test_txt = {t for (_, t) in sum(splits["test"].values(), [])}
    assert not dev_txt & test_txt
    ids = [c["id"] for s in result.values() for c in s]
    assert len(ids) == len(set(ids))
    for kind in SECRET_KINDS + BENIGN_KINDS:
        for lang in LANGS:
            a = sum(1 for c in result["dev"] if c["kind"] == kind and c["lang"] == lang)
            b = sum(1 for c in result["test"] if c["kind"] == kind and c["lang"] == lang)
            assert a == b == QUOTA[kind][lang]
    return result, splits


def write(result, out):
    paths = {}
    os.makedirs(out, exist_ok=True)
    for split, cases in result.items():
        p = os.path.join(out, split + ".jsonl")
        with open(p, "w", encoding="utf-8") as f:
            for c in cases:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")
        paths[split] = p
    return paths


def selfcheck(paths):
    """Load with the shared runner's own functions; gold as verdicts must score 1/1/1."""
    import importlib.util
    runner = os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "bench", "secrets", "run.py"))
    spec = importlib.util.spec_from_file_location("secrets_run", runner)
    run = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(run)
    ok = True
    for split, p in paths.items():
        cases = run.load_corpus(p)
        results = {c["id"]: run.normalise({"secret": c["label"] == "secret", "spans": [c["span"]] if c["span"] else []}) for c in cases}
        s = run.score(cases, results)
        o = s["overall"]
        good = (o["precision"] == 1.0 and o["recall"] == 1.0 and s["span_hit_rate"] == 1.0
                and s["span_checked"] == o["tp"] and not s["errors"])
        for c in cases:
            if c["span"] is not None:
                r = run.span_range(c["text"], c["span"])
                good = good and r is not None and c["text"][r[0]:r[1]] == c["span"]
        print("self-check %-5s %d cases: precision %.3f recall %.3f span hit %.3f (%d spans) -> %s"
              % (split, len(cases), o["precision"], o["recall"], s["span_hit_rate"], s["span_checked"], "PASS" if good else "FAIL"))
        ok = ok and good
    return ok


def count_tables(result, splits):
    lines = []
    for split in ("dev", "test"):
        cases = result[split]
        lines.append("### %s.jsonl — %d cases\n" % (split, len(cases)))
        lines.append("| label | kind | en | zh | mixed | total | templates |")
        lines.append("|---|---|---:|---:|---:|---:|---:|")
        tot = collections.Counter()
        ntpl = 0
        for label, kinds in (("secret", SECRET_KINDS), ("benign", BENIGN_KINDS)):
            for kind in sorted(kinds):
                row = [sum(1 for c in cases if c["kind"] == kind and c["lang"] == l) for l in LANGS]
                nt = sum(len(splits[split][(kind, l)]) for l in LANGS)
                ntpl += nt
                for l, v in zip(LANGS, row):
                    tot[(label, l)] += v
                lines.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, kind, row[0], row[1], row[2], sum(row), nt))
        for label in ("secret", "benign"):
            row = [tot[(label, l)] for l in LANGS]
            lines.append("| **%s** | all | %d | %d | %d | %d | |" % (label, row[0], row[1], row[2], sum(row)))
        row = [tot[("secret", l)] + tot[("benign", l)] for l in LANGS]
        lines.append("| **all** | | %d | %d | %d | %d | %d |" % (row[0], row[1], row[2], sum(row), ntpl))
        lines.append("\nLanguage shares: en %.1f %%, zh %.1f %%, mixed %.1f %%.\n" % tuple(100.0 * r / sum(row) for r in row))
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--counts", action="store_true")
    ap.add_argument("--readme", action="store_true")
    a = ap.parse_args()
    result, splits = generate()
    paths = write(result, a.out)
    print("structural checks passed: " + ", ".join("%s %d" % kv for kv in sorted(CHECKS.items())))
    ok = selfcheck(paths)
    tables = count_tables(result, splits)
    if a.counts:
        print(tables)
    if a.readme:
        p = os.path.join(HERE, "README.md")
        s = open(p, encoding="utf-8").read()
        a_, b_ = s.index("<!-- counts:start -->"), s.index("<!-- counts:end -->")
        s = s[:a_] + "<!-- counts:start -->\n" + tables + "\n" + s[b_:]
        open(p, "w", encoding="utf-8").write(s)
    if not ok:
        sys.exit(1)


if __name__ == "__main__":
    main()
