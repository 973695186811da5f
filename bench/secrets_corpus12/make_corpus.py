#!/usr/bin/env python3
"""Generate secrets_corpus12: dev.jsonl and test.jsonl (blind, split by template).

    python3 make_corpus.py              # writes dev.jsonl and test.jsonl next to this file
    python3 make_corpus.py --out DIR    # writes them into DIR
    python3 make_corpus.py --counts     # also prints the count tables (markdown)
    python3 make_corpus.py --readme     # also rewrites the counts section of README.md

Python 3.11 standard library only. The output is byte-identical on every run: every
(split, kind, lang) group draws from its own random.Random seeded by SHA-256 of SEED and the
group's name, and nothing depends on hash order.
"""
import argparse
import hashlib
import json
import os
import random
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import values as V  # noqa: E402
import wordlists  # noqa: E402
import t_secret_en  # noqa: E402
import t_secret_zh  # noqa: E402
import t_secret_mixed  # noqa: E402
import t_benign_en  # noqa: E402
import t_benign_zh  # noqa: E402
import t_benign_mixed  # noqa: E402

SEED = "secrets_corpus12/2026-12-06"
LANGS = ("en", "zh", "mixed")

# Kinds where detectors usually fail in English get a larger quota (and more templates).
EMPHASIS = ["pin", "door_code", "login_pair", "recovery_codes", "security_answer", "otp", "totp_secret",
            "mnemonic_zh", "wifi_password"]
OTHER_SECRET = ["password_nl", "mnemonic_bip39_en", "card_number", "api_key", "jwt", "private_key",
                "crypto_wallet_key", "connection_string", "url_credentials", "env_file"]
BENIGN = ["checksum", "postal_code", "order_number", "phone_number", "version_string", "code_config_benign",
          "secret_reference", "placeholder", "credential_talk", "masked_value", "public_key", "wallet_address",
          "numeric_prose", "bip39_prose", "identifier", "redacted_text", "url_plain"]
SECRET_KINDS = EMPHASIS + OTHER_SECRET
ALL_KINDS = SECRET_KINDS + BENIGN

QUOTA = {}
for k in EMPHASIS:
    QUOTA[k] = {"en": 24, "zh": 14, "mixed": 12}
for k in OTHER_SECRET:
    QUOTA[k] = {"en": 14, "zh": 9, "mixed": 8}
for k in BENIGN:
    QUOTA[k] = {"en": 21, "zh": 14, "mixed": 11}

TEMPLATE_MODULES = {
    ("secret", "en"): t_secret_en, ("secret", "zh"): t_secret_zh, ("secret", "mixed"): t_secret_mixed,
    ("benign", "en"): t_benign_en, ("benign", "zh"): t_benign_zh, ("benign", "mixed"): t_benign_mixed,
}

SLOT = re.compile(r"⟨([^⟨⟩]*)⟩")
CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def label_of(kind):
    return "secret" if kind in SECRET_KINDS else "benign"


def load_templates():
    """-> {(kind, lang): [(template_id, text), ...]} in written order."""
    groups = {}
    for (label, lang), mod in TEMPLATE_MODULES.items():
        for kind, tpls in mod.TEMPLATES.items():
            assert kind in ALL_KINDS, (kind, mod.__name__)
            assert label_of(kind) == label, (kind, mod.__name__)
            assert (kind, lang) not in groups
            items = []
            for i, t in enumerate(tpls, 1):
                t = t.strip("\n")
                items.append(("%s.%s.%02d" % (kind, lang, i), t))
            groups[(kind, lang)] = items
    for kind in ALL_KINDS:
        for lang in LANGS:
            assert (kind, lang) in groups, "no templates for %s/%s" % (kind, lang)
            ts = groups[(kind, lang)]
            assert len(ts) >= 2 and len(ts) % 2 == 0, "%s/%s needs an even number (>=2) of templates, has %d" % (kind, lang, len(ts))
            texts = [t for _, t in ts]
            assert len(set(texts)) == len(texts), "duplicate template text in %s/%s" % (kind, lang)
            for tid, t in ts:
                secret_slots = [m for m in SLOT.findall(t) if m == "S" or m.startswith("S:")]
                if label_of(kind) == "secret":
                    assert len(secret_slots) == 1, "%s must have exactly one secret slot" % tid
                else:
                    assert not secret_slots, "%s: benign template with a secret slot" % tid
                assert SLOT.search(t), "%s has no slot: it could give only one text" % tid
    return groups


def split_templates(groups):
    """Deal each group's templates alternately: 1st, 3rd, ... to dev; 2nd, 4th, ... to test."""
    dev, test = {}, {}
    for key, items in groups.items():
        dev[key] = items[0::2]
        test[key] = items[1::2]
    dev_ids = {tid for items in dev.values() for tid, _ in items}
    test_ids = {tid for items in test.values() for tid, _ in items}
    assert not dev_ids & test_ids, "a template is in both splits"
    dev_texts = {t for items in dev.values() for _, t in items}
    test_texts = {t for items in test.values() for _, t in items}
    assert not dev_texts & test_texts, "a template text is in both splits"
    return {"dev": dev, "test": test}


DEFAULT_GEN = {"pin": "pin4", "door_code": "pin4", "login_pair": "pw", "otp": "otp6", "totp_secret": "b32",
               "wifi_password": "wifi", "password_nl": "pw", "card_number": "card", "api_key": "api_key",
               "jwt": "jwt", "private_key": "pem_key", "crypto_wallet_key": "wallet_key",
               "connection_string": "conn", "url_credentials": "cred_url", "env_file": "env_val",
               "mnemonic_bip39_en": "mn_en_line", "mnemonic_zh": "mn_zh_line", "recovery_codes": "rc_generic"}


def render(tpl, rng, kind):
    out = []
    pos = 0
    span = span_at = None
    gen_name = None
    binds = {}
    length = 0
    for m in SLOT.finditer(tpl):
        lit = tpl[pos:m.start()]
        out.append(lit)
        length += len(lit)
        pos = m.end()
        body = m.group(1)
        if body == "S" or body.startswith("S:"):
            gen_name = body[2:] or DEFAULT_GEN[kind]
            val = V.GEN[gen_name](rng)
            span, span_at = val, length
        elif body.startswith("?"):
            val = V.pick(rng, body[1:].split("|"))
        elif body.startswith("%"):
            tag, _, opts = body[1:].partition(":")
            val = V.pick(rng, opts.split("|"))
            binds[tag] = val
        elif body.startswith("#"):
            a, b = body[1:].split("-")
            val = str(rng.randint(int(a), int(b)))
        elif body.startswith("@"):
            val = binds[body[1:]]
        else:
            name, _, tag = body.partition("@")
            val = (V.FILL[name] if name in V.FILL else V.GEN[name])(rng)
            if tag:
                binds[tag] = val
        out.append(val)
        length += len(val)
    out.append(tpl[pos:])
    return "".join(out), span, span_at, gen_name


# ---------------------------------------------------------------------------
# Structural checks
# ---------------------------------------------------------------------------
CHECKS = Counter()
DIGIT_WORDS = set(V.EN_DIGIT) | {"oh", "double"}


def check_secret(kind, span, gen_name):
    """Validity where the kind has a structure. Returns an error string or None."""
    if kind == "card_number":
        d = re.sub(r"[ -]", "", span)
        if not (d.isdigit() and 13 <= len(d) <= 19 and V.luhn_ok(d)) or d in V.TEST_CARDS:
            return "card not Luhn-valid"
        CHECKS["luhn"] += 1
    elif kind in ("mnemonic_bip39_en", "mnemonic_zh"):
        lang = "en" if kind == "mnemonic_bip39_en" else "zh"
        idx = wordlists.EN_INDEX if lang == "en" else wordlists.ZH_INDEX
        if not V.bip39_ok(V.extract_mnemonic(span, lang), idx):
            return "mnemonic checksum"
        CHECKS["bip39_%s_checksum" % lang] += 1
    elif kind == "totp_secret":
        if not V.base32_ok(span):
            return "not base32"
        CHECKS["base32"] += 1
    elif kind == "jwt":
        if not V.jwt_ok(span):
            return "jwt"
        CHECKS["jwt_3_segments_json"] += 1
    elif kind == "private_key":
        if not V.pem_ok(span):
            return "pem"
        CHECKS["pem_structure" if "PGP" not in span else "pgp_crc24"] += 1
    elif kind == "crypto_wallet_key":
        s = span
        if s.startswith("["):
            ok = len(json.loads(s)) == 64
            CHECKS["solana_json_64"] += ok
        elif re.fullmatch(r"(0x)?[0-9a-f]{64}", s):
            ok = True
            CHECKS["hex_32_bytes"] += 1
        else:
            p = V.b58check_decode(s)
            if p is not None and (p[0] == 0x80 or p[:4] == bytes.fromhex("0488ade4")):
                ok = True
                CHECKS["base58check_wif_xprv"] += 1
            else:
                ok = len(V.b58decode(s)) == 64
                CHECKS["solana_base58_64"] += ok
        if not ok:
            return "wallet key structure"
    elif kind == "recovery_codes" and gen_name == "rc_bitlocker":
        if not all(int(b) % 11 == 0 for b in span.split("-")):
            return "bitlocker blocks"
        CHECKS["bitlocker_mod11"] += 1
    elif kind in ("pin", "door_code", "otp") and gen_name != "otp_alnum":
        low = span.lower()
        if not (re.search(r"\d", span) or any(w in low.split() for w in DIGIT_WORDS) or re.search(r"[零一二三四五六七八九幺两拐洞]", span)
                or any(w in re.split(r"[ ,\-]+", low) for w in DIGIT_WORDS)):
            return "no digits in code"
    return None


# documented test vectors, allowed in placeholder texts
BIP39_TEST_VECTORS = [["abandon"] * 11 + ["about"], ["legal", "winner", "thank", "year", "wave", "sausage", "worth", "useful", "legal", "winner", "thank", "yellow"], ["zoo"] * 11 + ["wrong"]]
CARD_RUN = re.compile(r"(?<![\d])[2-6]\d{3}(?:[ -]?\d){9,15}(?![\d])")


def check_benign(kind, text):
    for m in CARD_RUN.finditer(text):
        d = re.sub(r"[ -]", "", m.group(0))
        if 13 <= len(d) <= 19 and V.luhn_ok(d) and d not in V.TEST_CARDS:
            return "benign text holds a Luhn-valid card-like number"
    # English: every run of consecutive BIP39 words, every window of a valid length
    run = []
    for w in re.findall(r"[A-Za-z]+", text) + ["|"]:
        if w.lower() in wordlists.EN_INDEX:
            run.append(w.lower())
            continue
        for n in (12, 15, 18, 21, 24):
            for i in range(len(run) - n + 1):
                if V.bip39_ok(run[i:i + n], wordlists.EN_INDEX) and run[i:i + n] not in BIP39_TEST_VECTORS:
                    return "benign text holds a valid English BIP39 phrase"
        run = []
    # Chinese: characters laid out one by one (separated by spaces or punctuation), and
    # whole contiguous runs of list characters of a mnemonic length
    toks = re.split(r"[\s、，,;；/|·.]+", text)
    run = []
    for t in toks + ["|"]:
        if len(t) == 1 and t in wordlists.ZH_INDEX:
            run.append(t)
            continue
        for n in (12, 15, 18, 21, 24):
            for i in range(len(run) - n + 1):
                if V.bip39_ok(run[i:i + n], wordlists.ZH_INDEX):
                    return "benign text holds a checksum-valid Chinese BIP39 sequence"
        run = []
    for m in re.finditer(r"[\u4e00-\u9fff]+", text):
        r = [c for c in m.group(0)]
        if len(r) in (12, 15, 18, 21, 24) and all(c in wordlists.ZH_INDEX for c in r) and V.bip39_ok(r, wordlists.ZH_INDEX):
            return "benign text holds a checksum-valid Chinese BIP39 run"
    CHECKS["benign_no_card_no_mnemonic"] += 1
    return None


def check_lang(lang, kind, text, span):
    outside = text.replace(span, "") if span else text
    if lang == "en":
        if CJK.search(outside):
            return "en text with CJK outside the span"
    elif lang == "zh":
        if not CJK.search(outside):
            return "zh text without CJK outside the span"
    else:
        if not CJK.search(outside):
            return "mixed text without CJK"
        if not re.search(r"[A-Za-z]{2,}", outside):
            return "mixed text without Latin words"
    return None


# ---------------------------------------------------------------------------
def group_rng(split, kind, lang):
    h = hashlib.sha256(("%s|%s|%s|%s" % (SEED, split, kind, lang)).encode()).digest()
    return random.Random(int.from_bytes(h[:8], "big"))


def case_id(text):
    return "h" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def generate(splits):
    seen = set()
    out = {"dev": [], "test": []}
    for split in ("dev", "test"):
        for kind in ALL_KINDS:
            for lang in LANGS:
                tpls = splits[split][(kind, lang)]
                rng = group_rng(split, kind, lang)
                label = label_of(kind)
                n_need = QUOTA[kind][lang]
                made = 0
                t_idx = 0
                exhausted = Counter()
                while made < n_need:
                    tid, tpl = tpls[t_idx % len(tpls)]
                    t_idx += 1
                    if exhausted[tid] >= 3 and len(exhausted) < len(tpls):
                        continue
                    ok = False
                    for _attempt in range(60):
                        text, span, span_at, gen_name = render(tpl, rng, kind)
                        if text in seen:
                            continue
                        if label == "secret":
                            if text.find(span) != span_at or not span.strip():
                                continue
                            err = check_secret(kind, span, gen_name)
                            assert err is None, (tid, err, span)
                        else:
                            if check_benign(kind, text):
                                continue
                        err = check_lang(lang, kind, text, span)
                        assert err is None, (tid, err, text)
                        ok = True
                        break
                    if not ok:
                        exhausted[tid] += 1
                        assert sum(exhausted.values()) < 200, "cannot fill %s/%s/%s" % (split, kind, lang)
                        continue
                    seen.add(text)
                    out[split].append({"id": case_id(text), "text": text, "lang": lang, "label": label,
                                       "kind": kind, "span": span, "source": "synthetic", "template": tid})
                    made += 1
    return out


def self_check(out, splits):
    ids = Counter(c["id"] for s in out.values() for c in s)
    assert max(ids.values()) == 1, "duplicate id"
    texts = Counter(c["text"] for s in out.values() for c in s)
    assert max(texts.values()) == 1, "duplicate text"
    used = {s: {c["template"] for c in out[s]} for s in out}
    assert not used["dev"] & used["test"], "template used in both splits"
    for s in out:
        allowed = {tid for items in splits[s].values() for tid, _ in items}
        assert used[s] <= allowed
    cnt = {s: Counter((c["kind"], c["lang"]) for c in out[s]) for s in out}
    assert cnt["dev"] == cnt["test"], "per-(kind, lang) counts differ between the splits"
    for s in out:
        for kind in ALL_KINDS:
            for lang in LANGS:
                assert cnt[s][(kind, lang)] == QUOTA[kind][lang]
        for c in out[s]:
            assert set(c) == {"id", "text", "lang", "label", "kind", "span", "source", "template"}
            assert c["template"].startswith(c["kind"] + "." + c["lang"] + ".")
            if c["label"] == "secret":
                i = c["text"].find(c["span"])
                assert i >= 0
            else:
                assert c["span"] is None
        n_sec = sum(c["label"] == "secret" for c in out[s])
        n_ben = len(out[s]) - n_sec
        assert n_ben >= n_sec, "benign must be at least as many as secret"
        assert len(out[s]) >= 1000
    return True


def write(out, outdir):
    paths = {}
    for split, cases in out.items():
        cases = sorted(cases, key=lambda c: c["id"])
        p = os.path.join(outdir, split + ".jsonl")
        with open(p, "w", encoding="utf-8", newline="\n") as f:
            for c in cases:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")
        paths[split] = p
    return paths


def counts_markdown(out, splits):
    lines = []
    for split in ("dev", "test"):
        cases = out[split]
        c = Counter((x["kind"], x["lang"]) for x in cases)
        ntpl = Counter(k for (k, _lang), items in splits[split].items() for _ in items)
        lines.append("### %s.jsonl — %d cases\n" % (split, len(cases)))
        lines.append("| label | kind | en | zh | mixed | total | templates |")
        lines.append("|---|---|---:|---:|---:|---:|---:|")
        for label in ("secret", "benign"):
            for kind in sorted(k for k in ALL_KINDS if label_of(k) == label):
                row = [c[(kind, l)] for l in LANGS]
                lines.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, kind, *row, sum(row), ntpl[kind]))
        for label in ("secret", "benign"):
            row = [sum(v for (k, l), v in c.items() if l == lang and label_of(k) == label) for lang in LANGS]
            lines.append("| **%s** | all | %d | %d | %d | %d | |" % (label, *row, sum(row)))
        row = [sum(v for (k, l), v in c.items() if l == lang) for lang in LANGS]
        lines.append("| **all** | | %d | %d | %d | %d | %d |" % (*row, sum(row), sum(ntpl.values())))
        share = ", ".join("%s %.1f %%" % (lang, 100.0 * r / sum(row)) for lang, r in zip(LANGS, row))
        lines.append("\nLanguage shares: %s.\n" % share)
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--counts", action="store_true")
    ap.add_argument("--readme", action="store_true")
    a = ap.parse_args(argv)
    wordlists.check()
    groups = load_templates()
    splits = split_templates(groups)
    out = generate(splits)
    self_check(out, splits)
    paths = write(out, a.out)
    n_tpl = sum(len(v) for v in groups.values())
    used = len({c["template"] for s in out.values() for c in s})
    print("templates: %d written, %d used; cases: dev %d, test %d" % (n_tpl, used, len(out["dev"]), len(out["test"])))
    print("structural checks passed: " + ", ".join("%s %d" % kv for kv in sorted(CHECKS.items())))
    for split, p in paths.items():
        print("%s  %s" % (hashlib.sha256(open(p, "rb").read()).hexdigest(), os.path.basename(p)))
    md = counts_markdown(out, splits)
    if a.counts:
        print(md)
    if a.readme:
        rp = os.path.join(HERE, "README.md")
        txt = open(rp, encoding="utf-8").read()
        new = re.sub(r"(<!-- counts:start -->\n).*?(<!-- counts:end -->)", lambda m: m.group(1) + md + "\n" + m.group(2), txt, flags=re.S)
        with open(rp, "w", encoding="utf-8") as f:
            f.write(new)


if __name__ == "__main__":
    main()
