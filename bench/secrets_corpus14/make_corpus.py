#!/usr/bin/env python3
"""Generate secrets_corpus14: dev.jsonl and test.jsonl (same bytes on every run).

    python3 make_corpus.py              # writes dev.jsonl and test.jsonl here, runs the self-check
    python3 make_corpus.py --out DIR    # writes them into DIR
    python3 make_corpus.py --counts     # also prints the count tables
    python3 make_corpus.py --readme     # also rewrites the counts section of README.md

Template syntax (see README.md): ⟨S⟩ is the secret from the kind's default generator, ⟨S:gen⟩ the
secret from a named generator, ⟨gen⟩ a filler, ⟨gen#1⟩ the same filler value again wherever #1
repeats, ⟨?a|b|c⟩ one phrasing choice (choices nest). A template may start with flags: `@code `
(code, config or a form: never framed) and `@ocr ` (the literal text gets OCR-style errors; the
secret never does).
"""
import argparse
import base64
import collections
import hashlib
import importlib.util
import json
import os
import random
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import crypto14 as C  # noqa: E402
import values as V  # noqa: E402
import wordlists  # noqa: E402
from t_en import T as T_EN  # noqa: E402
from t_mixed import T as T_MIXED  # noqa: E402
from t_zh import T as T_ZH  # noqa: E402

SEED = "secrets_corpus14/2026"
RUNNER = os.path.normpath(os.path.join(HERE, "..", "..", "..", "shared", "bench", "secrets", "run.py"))

# kind -> (default secret generator or None for benign, quotas per split (en, zh, mixed))
SECRET_W = (24, 12, 10)
SECRET_N = (16, 11, 8)
BENIGN_W = (20, 12, 10)
BENIGN_N = (14, 9, 7)
KINDS = {
    # secret kinds
    "password_nl": ("pw", SECRET_W),
    "pin": ("pin", SECRET_W),
    "door_code": ("door", SECRET_W),
    "otp": ("otp", SECRET_W),
    "security_answer": ("ans", SECRET_W),
    "login_pair": ("pw", SECRET_N),
    "bank_login": ("pw", SECRET_N),
    "card_number": ("card", SECRET_N),
    "wifi_password": ("wifi", SECRET_N),
    "recovery_codes": ("rc", SECRET_N),
    "totp_secret": ("totp", SECRET_N),
    "mnemonic_bip39_en": ("mn", SECRET_N),
    "mnemonic_zh": ("mnz", SECRET_N),
    "api_key": ("key", SECRET_N),
    "jwt": ("jwt", SECRET_N),
    "private_key": ("pk", SECRET_N),
    "crypto_wallet_key": ("wallet", SECRET_N),
    "connection_string": ("conn", SECRET_N),
    "url_credentials": ("url_cred", SECRET_N),
    "env_file": ("env_value", SECRET_N),
    "cli_password": ("pw_simple", SECRET_N),
    "dotfile_credential": ("pw_simple", SECRET_N),
    # benign kinds
    "credential_talk": (None, BENIGN_W),
    "secret_reference": (None, BENIGN_W),
    "order_number": (None, BENIGN_N),
    "tracking_number": (None, BENIGN_N),
    "phone_number": (None, BENIGN_N),
    "date_time": (None, BENIGN_N),
    "price": (None, BENIGN_N),
    "version_string": (None, BENIGN_N),
    "git_log": (None, BENIGN_N),
    "checksum": (None, BENIGN_N),
    "placeholder": (None, BENIGN_N),
    "example_key": (None, BENIGN_N),
    "room_number": (None, BENIGN_N),
    "flight_number": (None, BENIGN_N),
    "postal_code": (None, BENIGN_N),
    "identifier": (None, BENIGN_N),
    "public_material": (None, BENIGN_N),
    "bip39_prose": (None, BENIGN_N),
    "code_config_benign": (None, BENIGN_N),
    "redacted_text": (None, BENIGN_N),
    "masked_value": (None, BENIGN_N),
    "numeric_prose": (None, BENIGN_N),
}
LANGS = ("en", "zh", "mixed")
TEMPLATES = {"en": T_EN, "zh": T_ZH, "mixed": T_MIXED}
FRAME_P = 0.25

# ---------------------------------------------------------------------------
# Template parsing and rendering
# ---------------------------------------------------------------------------
OPEN, CLOSE = "\u27e8", "\u27e9"


def parse(s, i=0, top=True):
    """-> list of nodes: str | ("slot", name) | ("choice", [nodes...])"""
    nodes, buf = [], []
    while i < len(s):
        c = s[i]
        if c == OPEN:
            if buf:
                nodes.append("".join(buf))
                buf = []
            j, depth = i + 1, 1
            while depth:
                if s[j] == OPEN:
                    depth += 1
                elif s[j] == CLOSE:
                    depth -= 1
                j += 1
            inner = s[i + 1:j - 1]
            if inner.startswith("?"):
                nodes.append(("choice", [parse(alt) for alt in split_top(inner[1:])]))
            else:
                nodes.append(("slot", inner))
            i = j
            continue
        buf.append(c)
        i += 1
    if buf:
        nodes.append("".join(buf))
    return nodes


def split_top(s):
    out, depth, cur = [], 0, []
    for c in s:
        if c == OPEN:
            depth += 1
        elif c == CLOSE:
            depth -= 1
        if c == "|" and depth == 0:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    out.append("".join(cur))
    return out


def render(nodes, rng, memo, default_gen, segs):
    """Appends (text, role) to segs; role is 'lit', 'fill' or 'secret'."""
    for n in nodes:
        if isinstance(n, str):
            segs.append((n, "lit"))
        elif n[0] == "choice":
            render(rng.choice(n[1]), rng, memo, default_gen, segs)
        else:
            name = n[1]
            if name == "S" or name.startswith("S:"):
                g = name[2:] if name.startswith("S:") else default_gen
                segs.append((V.GEN[g](rng), "secret"))
            else:
                if "#" in name:
                    if name not in memo:
                        memo[name] = V.GEN[name.split("#")[0]](rng)
                    val = memo[name]
                else:
                    val = V.GEN[name](rng)
                segs.append((val, "fill"))


OCR_EN = {"l": "1", "I": "l", "O": "0", "o": "0", "S": "5", "B": "8", "e": "c", ":": ";", "m": "rn", "i": "í",
          "a": "o", "t": "f", "n": "ri", ".": ",", " ": ""}
OCR_ZH = {"码": "玛", "账": "帐", "户": "戸", "令": "今", "号": "弓", "验": "脸", "证": "讧", "密": "蜜", "录": "汞",
          "登": "灯", "：": ":", "，": ",", "。": "o"}


def ocr_noise(text, rng, p=0.07):
    out = []
    for c in text:
        if c in OCR_EN and rng.random() < p:
            out.append(OCR_EN[c])
        elif c in OCR_ZH and rng.random() < p * 2:
            out.append(OCR_ZH[c])
        else:
            out.append(c)
    return "".join(out)


# Generic frames: how a pasted text arrives (chat export line, forward, note header, OCR header, footer)
FRAMES = {
    "en": [
        ("[⟨stamp⟩] ⟨fullname⟩: ", ""),
        ("⟨hhmm⟩ - ⟨name⟩: ", ""),
        ("Fwd: ⟨?message from ⟨name⟩|text from ⟨phone_uk⟩|SMS⟩\n", ""),
        ("Notes · Edited ⟨date⟩ at ⟨hhmm⟩\n", ""),
        ("[text recognised from screenshot IMG_⟨num3⟩⟨num2⟩.PNG]\n", ""),
        ("", "\n\nSent from Outlook for Android"),
        ("", "\n\n-- \n⟨name⟩"),
        ("⟨name⟩ — Today at ⟨time⟩\n", ""),
        ("Subject: ⟨?quick one|re: this week|handover|FYI⟩\n\n", "\n\nCheers,\n⟨name⟩"),
        ("", " (edited)"),
    ],
    "zh": [
        ("⟨zname⟩ ⟨zstamp⟩\n", ""),
        ("【转发】", ""),
        ("[聊天记录] ⟨zcall⟩：", ""),
        ("备忘录 ⟨zdate⟩ ⟨ztime⟩\n", ""),
        ("图片文字识别：\n", ""),
        ("", "\n——来自华为 Mate 60 Pro"),
        ("", "\n（已置顶）"),
        ("「⟨zname⟩」转发的消息：\n", ""),
        ("", "\n[已读]"),
    ],
}
FRAMES["mixed"] = FRAMES["zh"] + [("[⟨stamp⟩] ⟨zname⟩: ", ""), ("Fwd: ⟨?短信|SMS⟩\n", ""), ("", "\n\nSent from my iPhone")]


def frame_for(lang, rng):
    pre, post = rng.choice(FRAMES[lang])
    a, b = [], []
    render(parse(pre), rng, {}, None, a)
    render(parse(post), rng, {}, None, b)
    return "".join(t for t, _ in a), "".join(t for t, _ in b)


def parse_flags(t):
    flags = set()
    while t.startswith("@"):
        word, _, rest = t.partition(" ")
        flags.add(word[1:])
        t = rest
    return flags, t


# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------
HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
CHECKS = collections.Counter()


def to_ascii(s):
    return unicodedata.normalize("NFKC", s)


def card_like_runs(text):
    t = to_ascii(text)
    for m in re.finditer(r"\d(?:[ -]?\d)*", t):
        d = re.sub(r"\D", "", m.group())
        yield d
    for m in re.finditer(r"\d+", t):
        yield m.group()


def is_card(d):
    if not (13 <= len(d) <= 19) or not C.luhn_ok(d):
        return False
    if len(d) == 15:
        return d[:2] in ("34", "37")
    if len(d) == 14:
        return d[:2] in ("36", "38") or "300" <= d[:3] <= "305"
    return (d[0] == "4" or "51" <= d[:2] <= "55" or "2221" <= d[:4] <= "2720" or d[:2] == "62"
            or d[:4] == "6011" or d[:2] == "65" or "644" <= d[:3] <= "649" or "3528" <= d[:4] <= "3589")


BIP39_TEST_VECTOR = ["abandon"] * 11 + ["about"]  # documented in BIP-0039; an example, never a secret


def en_bip_runs_valid(text):
    toks = re.findall(r"[a-z]+", text.lower())
    wl = set(wordlists.ENGLISH)
    run = []
    for tk in toks + [""]:
        if tk in wl:
            run.append(tk)
            continue
        for L in (12, 15, 18, 21, 24):
            for i in range(0, len(run) - L + 1):
                if C.bip39_valid(run[i:i + L], "en") and run[i:i + L] != BIP39_TEST_VECTOR:
                    return True
        run = []
    return False


def zh_bip_runs_valid(text):
    wl = set(wordlists.CHINESE)
    for m in re.finditer(r"[\u4e00-\u9fff]+", text):
        run = m.group()
        if len(run) in (12, 15, 18, 21, 24) and all(c in wl for c in run) and C.bip39_valid(list(run), "zh"):
            return True
    return False


def mnemonic_words(span, lang):
    s = to_ascii(span)
    if lang == "en":
        s = "\n".join(ln for ln in s.splitlines() if not re.match(r"\|\s*(#|-)", ln))
        pairs = re.findall(r"(\d+)[^\w\n]*?\s*([a-zA-Z]+)", s)
        words = re.findall(r"[a-zA-Z]+", s)
    else:
        pairs = re.findall(r"(\d+)\D*?([\u4e00-\u9fff])", s)
        words = HAN.findall(s)
    if pairs and len(pairs) == len(words):
        words = [w for _, w in sorted(pairs, key=lambda p: int(p[0]))]
    return [w.lower() for w in words]


def check_structure(kind, span):
    """Assert the secret value has the structure of its kind. Returns the name of the check."""
    s = to_ascii(span)
    if kind == "card_number":
        d = re.sub(r"\D", "", s)
        assert is_card(d) and d not in V.TEST_CARDS, span
        return "luhn_card"
    if kind == "mnemonic_bip39_en":
        assert C.bip39_valid(mnemonic_words(span, "en"), "en"), span
        return "bip39_en_checksum"
    if kind == "mnemonic_zh":
        assert C.bip39_valid(mnemonic_words(span, "zh"), "zh"), span
        return "bip39_zh_checksum"
    if kind == "totp_secret":
        m = re.search(r"secret=([A-Z2-7]+)", s)
        b = (m.group(1) if m else re.sub(r"[\s-]", "", s)).upper()
        raw = base64.b32decode(b + "=" * (-len(b) % 8))
        assert len(raw) in (10, 20), span
        return "base32_10_20"
    if kind == "jwt":
        assert C.jwt_ok(s), span
        return "jwt_segments_json"
    if kind == "private_key":
        if s.startswith("-----BEGIN"):
            assert C.pem_ok(s), span
            return "pem_der_or_openssh"
        if s.startswith("AGE-SECRET-KEY-1"):
            assert C.bech32_ok(s), span
            return "bech32_age"
        assert len(base64.b64decode(s, validate=True)) == 32, span
        return "wireguard_32_bytes"
    if kind == "crypto_wallet_key":
        h = s[2:] if s.startswith("0x") else s
        if re.fullmatch(r"[0-9a-f]{64}", h):
            assert 1 <= int(h, 16) < C.SECP256K1["n"], span
            return "secp256k1_scalar"
        if s.startswith("xprv"):
            p = C.b58check_decode(s)
            assert p is not None and len(p) == 78, span
            return "base58check_xprv"
        if s[0] in "5KL" and len(s) in (51, 52):
            p = C.b58check_decode(s)
            assert p is not None and p[0] == 0x80, span
            return "base58check_wif"
        raw = C.b58decode(s)
        assert len(raw) == 64 and C.ed25519_public(raw[:32]) == raw[32:], span
        return "solana_keypair"
    return None


def lang_ok(lang, text, offset, span):
    outside = text[:offset] + "\n" + text[offset + len(span):] if span is not None else text
    han = bool(HAN.search(outside))
    if lang == "en":
        return not han
    if lang == "zh":
        return han
    return han and bool(LATIN_WORD.search(outside))


# ---------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------


def group_rng(split, kind, lang):
    h = hashlib.sha256(("%s|%s|%s|%s" % (SEED, split, kind, lang)).encode()).digest()
    return random.Random(int.from_bytes(h[:16], "big"))


def split_templates():
    out = {"dev": {}, "test": {}}
    for lang in LANGS:
        for kind, temps in TEMPLATES[lang].items():
            assert kind in KINDS, (lang, kind)
            assert len(temps) >= 2 and len(temps) % 2 == 0, (kind, lang, len(temps))
            for i, t in enumerate(temps):
                tid = "%s.%s.%02d" % (kind, lang, i + 1)
                out["dev" if i % 2 == 0 else "test"].setdefault((kind, lang), []).append((tid, t))
    for kind in KINDS:
        for lang in LANGS:
            assert (kind, lang) in out["dev"], ("no templates", kind, lang)
    return out


def make_case(split, kind, lang, tid, template, rng, seen):
    default_gen, _ = KINDS[kind]
    secret = default_gen is not None
    flags, body = parse_flags(template)
    nodes = parse(body)
    for attempt in range(400):
        segs = []
        render(nodes, rng, {}, default_gen, segs)
        nsec = sum(1 for _, role in segs if role == "secret")
        assert nsec == (1 if secret else 0), (tid, nsec)
        if "ocr" in flags:
            noisy = []
            for k, (t, role) in enumerate(segs):
                if role == "lit":
                    # never glue the secret to its neighbours: the two characters either side stay
                    head = 2 if k > 0 and segs[k - 1][1] == "secret" else 0
                    tail = 2 if k + 1 < len(segs) and segs[k + 1][1] == "secret" else 0
                    cut = max(len(t) - tail, head)
                    t = t[:head] + ocr_noise(t[head:cut], rng) + t[cut:]
                noisy.append((t, role))
            segs = noisy
        text, offset, span = "", None, None
        for t, role in segs:
            if role == "secret":
                offset, span = len(text), t
            text += t
        if "code" not in flags and rng.random() < FRAME_P:
            pre, post = frame_for(lang, rng)
            text = pre + text + post
            offset = offset + len(pre) if offset is not None else None
        if text in seen:
            continue
        if secret and text.find(span) != offset:
            continue
        if not lang_ok(lang, text, offset or 0, span):
            raise AssertionError("language rule broken by template %s: %r" % (tid, text))
        if not secret:
            if any(is_card(d) and d not in V.TEST_CARDS for d in card_like_runs(text)):
                continue
            if en_bip_runs_valid(text) or zh_bip_runs_valid(text):
                continue
            CHECKS["benign_no_card_no_seed"] += 1
        else:
            name = check_structure(kind, span)
            if name:
                CHECKS[name] += 1
        seen.add(text)
        cid = "x" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
        return {"id": cid, "text": text, "lang": lang, "label": "secret" if secret else "benign", "kind": kind,
                "span": span, "source": "synthetic", "template": tid}
    raise AssertionError("could not render a fresh case from %s" % tid)


def generate():
    wordlists.check()
    C.selftest()
    CHECKS.clear()
    temps = split_templates()
    seen = set()
    splits = {}
    for split in ("dev", "test"):
        cases = []
        for kind in KINDS:
            quotas = dict(zip(LANGS, KINDS[kind][1]))
            for lang in LANGS:
                rng = group_rng(split, kind, lang)
                ts = temps[split][(kind, lang)]
                for i in range(quotas[lang]):
                    tid, t = ts[i % len(ts)]
                    cases.append(make_case(split, kind, lang, tid, t, rng, seen))
        cases.sort(key=lambda c: c["id"])
        splits[split] = cases
    # the split: no template id or template text in both
    dev_t = {c["template"] for c in splits["dev"]}
    test_t = {c["template"] for c in splits["test"]}
    assert not dev_t & test_t
    texts = {}
    for split in ("dev", "test"):
        for tid, t in (x for v in temps[split].values() for x in v):
            assert texts.setdefault(t, split) == split, "template text in both splits: " + tid
    ids = [c["id"] for s in splits.values() for c in s]
    assert len(ids) == len(set(ids))
    return splits, temps


def dump(cases):
    return "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases)


def load_runner():
    spec = importlib.util.spec_from_file_location("secrets_runner", RUNNER)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def self_check(paths):
    """Load each file with the runner's own loader and score gold verdicts with its own scorer."""
    run = load_runner()
    for path in paths:
        cases = run.load_corpus(path)
        results = {}
        for c in cases:
            assert c["label"] in ("secret", "benign") and c["lang"] in LANGS
            if c["label"] == "secret":
                r = run.span_range(c["text"], c["span"])
                assert r is not None and c["text"][r[0]:r[1]] == c["span"], c["id"]
                results[c["id"]] = run.normalise({"secret": True, "spans": [c["span"]]})
            else:
                assert c["span"] is None, c["id"]
                results[c["id"]] = run.normalise({"secret": False, "spans": []})
        s = run.score(cases, results)
        o = s["overall"]
        assert o["precision"] == 1.0 and o["recall"] == 1.0 and o["fp"] == 0 and o["fn"] == 0, o
        assert s["span_hit_rate"] == 1.0 and s["span_checked"] == o["tp"], s["span_hit_rate"]
        assert not s["errors"]
        print("self-check %s: %d cases load; %d spans found; gold verdicts score P=%.3f R=%.3f span hit %.3f"
              % (os.path.basename(path), len(cases), o["tp"], o["precision"], o["recall"], s["span_hit_rate"]))


def count_tables(splits, temps):
    out = []
    for split in ("dev", "test"):
        cases = splits[split]
        cnt = collections.Counter((c["label"], c["kind"], c["lang"]) for c in cases)
        ntemp = collections.Counter(k for (k, _l), v in temps[split].items() for _ in v)
        out.append("### %s.jsonl — %d cases\n" % (split, len(cases)))
        out.append("| label | kind | en | zh | mixed | total | templates |")
        out.append("|---|---|---:|---:|---:|---:|---:|")
        for label in ("secret", "benign"):
            for kind in sorted(k for k in KINDS if (KINDS[k][0] is not None) == (label == "secret")):
                row = [cnt[(label, kind, l)] for l in LANGS]
                out.append("| %s | %s | %d | %d | %d | %d | %d |" % (label, kind, *row, sum(row), ntemp[kind]))
        for label in ("secret", "benign"):
            row = [sum(v for (lb, _k, l), v in cnt.items() if lb == label and l == lang) for lang in LANGS]
            out.append("| **%s** | all | %d | %d | %d | %d | |" % (label, *row, sum(row)))
        row = [sum(1 for c in cases if c["lang"] == l) for l in LANGS]
        out.append("| **all** | | %d | %d | %d | %d | %d |" % (*row, sum(row), sum(ntemp.values())))
        n = len(cases)
        nsec = sum(1 for c in cases if c["label"] == "secret")
        out.append("")
        out.append("Secret %d (%.1f %%), benign %d (%.1f %%). Languages: en %.1f %%, zh %.1f %%, mixed %.1f %%.\n"
                   % (nsec, 100.0 * nsec / n, n - nsec, 100.0 * (n - nsec) / n,
                      *(100.0 * r / n for r in row)))
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=HERE)
    ap.add_argument("--counts", action="store_true")
    ap.add_argument("--readme", action="store_true")
    a = ap.parse_args()
    splits, temps = generate()
    paths = []
    for split in ("dev", "test"):
        p = os.path.join(a.out, split + ".jsonl")
        with open(p, "w", encoding="utf-8", newline="\n") as f:
            f.write(dump(splits[split]))
        paths.append(p)
    print("checks passed: " + ", ".join("%s %d" % kv for kv in sorted(CHECKS.items())))
    self_check(paths)
    for p in paths:
        with open(p, "rb") as f:
            print("%s  %s" % (hashlib.sha256(f.read()).hexdigest(), os.path.basename(p)))
    tables = count_tables(splits, temps)
    if a.counts:
        print(tables)
    if a.readme:
        rp = os.path.join(HERE, "README.md")
        with open(rp, encoding="utf-8") as f:
            doc = f.read()
        start, end = "<!-- counts:start -->\n", "<!-- counts:end -->"
        i, j = doc.index(start) + len(start), doc.index(end)
        doc = doc[:i] + tables + "\n" + doc[j:]
        with open(rp, "w", encoding="utf-8", newline="\n") as f:
            f.write(doc)


if __name__ == "__main__":
    main()
