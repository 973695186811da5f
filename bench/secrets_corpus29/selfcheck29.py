#!/usr/bin/env python3
"""selfcheck29 -- verify secrets_corpus29 (dev.jsonl, test.jsonl).

    python3 selfcheck29.py [--runner PATH/run.py] [--dev-counts PATH/dev_counts.txt] [--no-regen]

Checks, for both files:
  * struct29's known-answer vectors (BIP39 lists pinned by SHA-256, Ed25519, secp256k1 / P-256, WIF,
    BIP-32, RIPEMD-160, Keccak / EIP-55, bech32, StrKey, Luhn, ISBN, S10, DER/PEM, OpenSSH, PPK, JWT);
  * the template files load without errors and match the plan (templates per kind and language);
  * schema: exactly the fields id, text, lang, label, kind, span, template, source, in that order,
    with the right types and values; the file is sorted by id; the id is c29- + 12 hex of SHA-256 of
    the text and is unique across both splits; no text occurs twice;
  * label matches kind; the kind list equals dev_counts.txt's (when found);
  * span: a secret's span is non-empty, unpadded and a substring of the text; a benign span is ""
    or a substring of the text;
  * structure of every secret span, re-read FROM THE SPAN ALONE (independent of the generator's
    record): digits decode to 4-8 digits; spelled passwords re-assemble to >= 8 characters; Luhn and
    a card brand, not a documented test card; base32 TOTP seeds of 10/16/20/32 bytes (also inside
    otpauth:// URIs); BIP39 checksum for English and Chinese (simplified / traditional) phrases after
    re-reading the layout; WIF / xprv base58check, hex scalars in range, Solana keypairs whose public
    half is the Ed25519 public key of the seed, nsec / suiprivkey bech32, Stellar StrKey; private keys
    parsed and internally consistent after undoing their layout; JWT signatures verified; API keys
    matching a vendor pattern of their kind (GitHub CRC32 checksums); connection strings holding a
    credential; .env values of 8+ characters; Wi-Fi passwords 8-63 characters or 64 hex;
  * every benign text is clean (no Luhn card number, no checksum-valid seed phrase, no WIF / xprv /
    nsec / Stellar seed, no private-key block with a body, no JWT but jwt.io's sample, no full-length
    prefixed API key, no otpauth seed but the documented one);
  * language: en texts have no Han outside the span; zh texts have >= 4 Han; mixed texts have Han
    and at least two different Latin words of 3+ letters;
  * split by template: every case's template belongs to its split, no template is in both, every
    template is used; splits of about equal size;
  * counts: >= 2,400 cases, 55-60 % secret, each language 30-37 %, >= 700 templates, every
    (split, kind, lang) group at its planned size;
  * no secret value of 8+ characters occurs in both splits;
  * the shared runner's load_corpus / score give the gold verdicts precision = recall = 1 and span
    hit rate 1 (when the runner is found);
  * two rebuilds (PYTHONHASHSEED=1 and =random) are byte-identical to the files on disk.
Ends with "selfcheck29: N passed, M failed".
"""
import argparse
import base64
import collections
import hashlib
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
from urllib.parse import urlparse, parse_qs

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import checks29 as C  # noqa: E402
import make_corpus29 as M  # noqa: E402
import struct29 as S  # noqa: E402
import values29 as V  # noqa: E402

FIELDS = ["id", "text", "lang", "label", "kind", "span", "template", "source"]
PASS = collections.Counter()
FAIL = []


def ok(cond, name, detail=""):
    if cond:
        PASS[name] += 1
    else:
        FAIL.append("%s: %s" % (name, detail))


# ---------------------------------------------------------------------------
# span-alone structure checks
# ---------------------------------------------------------------------------
KIND_VENDORS = {
    "openai_key": V.VENDOR_GROUPS["openai"], "anthropic_key": V.VENDOR_GROUPS["anthropic"],
    "aws_key": "aws/aws_sts", "github_token": V.VENDOR_GROUPS["github"], "google_api_key": V.VENDOR_GROUPS["google"],
    "slack_token": V.VENDOR_GROUPS["slack"] + "/xoxe", "stripe_key": V.VENDOR_GROUPS["stripe"],
    "vendor_token": V.VENDOR_GROUPS["vendor"] + "/" + V.VENDOR_GROUPS["vendorzh"],
    "generic_api_key": V.VENDOR_GROUPS["generic"],
}
NOAMB_CODE = re.compile(r"[A-Za-z0-9]{4,}(?:[- ][A-Za-z0-9]{4,})*")


def read_digits(span):
    return C.decode_digits(span)


def spelled_password(span):
    if "、" in span and re.search(r"(大写|小写|数字|符号)", span):
        return C.decode_spelled(span, "zhspell")
    if ", " in span and (span.startswith("capital ") or re.match(r"^[a-z]+(, |$)", span)):
        toks = span.split(", ")
        style = "nato" if any(len(t.replace("capital ", "")) > 1 and t.replace("capital ", "").lower() in C._NATO_R for t in toks) else "letters"
        try:
            return C.decode_spelled(span, style)
        except Exception:
            return span
    return span


def wallet_alone(span):
    if re.fullmatch(r"(0x)?[0-9a-f]{64}", span):
        d = int(span[-64:], 16)
        return 1 <= d < S.SECP256K1.n
    if span.startswith("["):
        raw = bytes(json.loads(span))
        return len(raw) == 64 and S.ed25519_public(raw[:32]) == raw[32:]
    if span.startswith(("nsec1", "suiprivkey1")):
        hrp, b = S.bech32_to_bytes(span)
        return len(b) in (32, 33)
    if re.fullmatch(r"S[A-Z2-7]{55}", span):
        v, pl = S.strkey_decode(span)
        return v == 144 and len(pl) == 32
    if span[:4] in ("xprv", "tprv", "zprv", "yprv"):
        raw = S.b58check_decode(span)
        return len(raw) == 78 and raw[45] == 0 and 1 <= int.from_bytes(raw[46:], "big") < S.SECP256K1.n
    if len(span) in (51, 52):
        d, _ = S.wif_decode(span)
        return 1 <= d < S.SECP256K1.n
    raw = S.b58decode(span)
    return len(raw) == 64 and S.ed25519_public(raw[:32]) == raw[32:]


def private_alone(span):
    if span.startswith("PuTTY-User-Key-File"):
        return S.ppk3_check(span)
    if span.startswith("{"):
        j = json.loads(span)
        assert S.ed25519_public(S.b64u_dec(j["d"])) == S.b64u_dec(j["x"])
        return "jwk"
    if span.startswith("LS0tLS1CRUdJTi"):
        text = base64.b64decode(span).decode()
    elif "\\n" in span:
        text = span.replace("\\n", "\n")
    elif "\n" not in span:
        text = C.undo_pem_layout(span, "oneline")
    else:
        text = C.undo_pem_layout(span, "plain")
    text = text.strip()
    if "OPENSSH PRIVATE KEY" in text:
        return S.openssh_check(text)
    label, body = S.pem_body(text)
    return S.parse_private_der(label, body)


def jwt_alone(span):
    h, p, s = span.split(".")
    header = json.loads(S.b64u_dec(h))
    json.loads(S.b64u_dec(p))
    return S.jwt_verify(span, V.jwt_key(header["alg"], header.get("kid", ""), p))


def connstr_alone(span):
    pats = [r"://[^\s:/@]*:[^\s@]{6,}@", r"(?i)(password|pwd)=[^;&\s]{6,}", r'password="[^"]{6,}"',
            r"^[^\s:]+:\d+:[^:\s]+:[^:\s]+:[^:\s]{6,}$", r"^machine \S+ login \S+ password \S{6,}$",
            r"^[A-Za-z0-9_]+/[^@\s]{6,}@", r" -w \S{6,}$", r"jdbc:oracle:thin:[^/]+/[^@]{6,}@"]
    return any(re.search(p, span) for p in pats)


def check_secret_alone(kind, span):
    if kind in ("otp", "pin"):
        d = read_digits(span)
        return 4 <= len(d) <= 8 and d.isdigit(), "digits"
    if kind == "password_nl":
        return len(spelled_password(span)) >= 8, "password_len"
    if kind == "security_answer":
        return len(span.strip()) >= 2, "answer_nonempty"
    if kind == "wifi_password":
        return 8 <= len(span) <= 63 or bool(re.fullmatch(r"[0-9a-f]{64}", span)), "wpa_length"
    if kind == "card_number":
        d = "".join(chr(ord(c) - 0xFF10 + 48) if 0xFF10 <= ord(c) <= 0xFF19 else c for c in span)
        d = re.sub(r"[ .-]", "", d)
        brand = re.match(r"^(4|5[1-5]|2[2-7]|3[47]|6011|65|35|62|220[0-4]|9792|67|50)", d)
        return d.isdigit() and 15 <= len(d) <= 19 and S.luhn_ok(d) and bool(brand) and d not in V.TEST_CARDS, "luhn_card"
    if kind == "totp_secret":
        if span.startswith("otpauth://"):
            b = parse_qs(urlparse(span).query)["secret"][0]
        else:
            b = re.sub(r"[\s-]", "", span).upper()
        raw = base64.b32decode(b + "=" * (-len(b) % 8))
        return len(raw) in (10, 16, 20, 32), "base32_seed"
    if kind == "recovery_codes":
        toks = [t for t in re.findall(r"[A-Za-z0-9]+(?:[- ][A-Za-z0-9]+)*", span) if re.search(r"\d", t) and len(t.replace("-", "").replace(" ", "")) >= 8]
        return len(toks) >= 1, "recovery_code_tokens"
    if kind == "crypto_wallet_key":
        return wallet_alone(span), "wallet_key_structure"
    if kind == "mnemonic_bip39_en":
        w = C.read_english_phrase(span)
        return S.bip39_check(w), "bip39_en_checksum"
    if kind == "mnemonic_zh":
        good = any(S.bip39_check(C.read_chinese_phrase(span, n), n) for n in ("chinese_simplified", "chinese_traditional"))
        return good, "bip39_zh_checksum"
    if kind == "env_file":
        return len(span) >= 8 and not re.search(r"(?i)(changeme|example|xxxx|<|\$\{)", span), "env_value"
    if kind == "connection_string":
        return connstr_alone(span), "connstr_credential"
    if kind == "private_key_pem":
        return bool(private_alone(span)), "private_key_consistent"
    if kind == "jwt":
        return jwt_alone(span), "jwt_verified"
    if kind in KIND_VENDORS:
        vs = KIND_VENDORS[kind].split("/")
        hit = [v for v in vs if re.fullmatch(C.AK[v], span)]
        if any(v in ("ghp", "gho", "ghu", "ghs", "ghr") for v in hit):
            return S.github_token_ok(span), "api_key_pattern"
        return bool(hit), "api_key_pattern"
    return False, "unknown kind"


# ---------------------------------------------------------------------------
def find(path_opts):
    for p in path_opts:
        if p and os.path.exists(p):
            return p
    return None


def load_runner(path):
    spec = importlib.util.spec_from_file_location("secbench_run", path)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def han(s):
    return len(re.findall(r"[\u4e00-\u9fff]", s))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runner")
    ap.add_argument("--dev-counts")
    ap.add_argument("--no-regen", action="store_true")
    a = ap.parse_args()

    n = S.selftest()
    ok(n > 50, "struct29_selftest_vectors")
    PASS["struct29_selftest_vectors"] = n

    templates, errors = M.load_templates()
    ok(not errors, "templates_load", "; ".join(errors[:3]))
    plan = M.plan()
    tcount = collections.Counter((t.kind, t.lang) for t in templates)
    ok(all(tcount[k] == v[0] for k, v in plan.items()) and set(tcount) == set(plan), "templates_match_plan")
    ok(len(templates) >= 700, "at_least_700_templates", str(len(templates)))
    tids = {t.tid: t for t in templates}
    assign = M.split_templates(templates)

    files = {s: os.path.join(HERE, s + ".jsonl") for s in ("dev", "test")}
    cases = {}
    for split, path in files.items():
        lines = open(path, encoding="utf-8").read().splitlines()
        cs = []
        for ln in lines:
            try:
                c = json.loads(ln)
            except ValueError:
                ok(False, "line_parses", ln[:60])
                continue
            ok(True, "line_parses")
            cs.append(c)
        cases[split] = cs
        ok([c["id"] for c in cs] == sorted(c["id"] for c in cs), "sorted_by_id", split)

    all_cases = cases["dev"] + cases["test"]
    ids = collections.Counter(c["id"] for c in all_cases)
    texts = collections.Counter(c["text"] for c in all_cases)
    secret_kinds, benign_kinds = set(M.SECRET_KINDS), set(M.BENIGN_KINDS)
    split_templates = {s: set() for s in cases}
    secret_values = {s: set() for s in cases}

    for split, cs in cases.items():
        for c in cs:
            ok(list(c.keys()) == FIELDS, "fields_exact_in_order", c.get("id"))
            ok(all(isinstance(c[k], str) for k in FIELDS), "fields_are_strings", c.get("id"))
            ok(c["id"] == "c29-" + hashlib.sha256(c["text"].encode("utf-8")).hexdigest()[:12], "id_is_hash_of_text", c["id"])
            ok(ids[c["id"]] == 1, "id_unique_across_splits", c["id"])
            ok(texts[c["text"]] == 1, "text_unique_across_splits", c["id"])
            ok(c["lang"] in ("en", "zh", "mixed"), "lang_known", c["id"])
            ok(c["source"] == "synthetic-corpus29", "source_tag", c["id"])
            ok(c["kind"] in secret_kinds | benign_kinds, "kind_known", c["id"])
            ok(c["label"] == ("secret" if c["kind"] in secret_kinds else "benign"), "label_matches_kind", c["id"])
            t = tids.get(c["template"])
            ok(t is not None and t.kind == c["kind"] and t.lang == c["lang"], "template_names_kind_lang", c["id"])
            ok(assign.get(c["template"]) == split, "template_in_its_split", c["id"])
            split_templates[split].add(c["template"])
            text, span = c["text"], c["span"]
            if c["label"] == "secret":
                ok(bool(span) and span in text, "span_in_text", c["id"])
                ok(span == span.strip(), "span_unpadded", c["id"])
                try:
                    good, name = check_secret_alone(c["kind"], span)
                except Exception as e:  # noqa: BLE001
                    good, name = False, "structure:%s" % c["kind"]
                ok(good, "structure:" + name, "%s %s %r" % (c["id"], c["kind"], span[:60]))
                if len(span) >= 8 and c["kind"] != "security_answer":
                    secret_values[split].add(span)
            else:
                ok(span == "" or span in text, "benign_span_empty_or_in_text", c["id"])
                hits = C.scan_benign(text)
                ok(not hits, "benign_scan_clean", "%s %s" % (c["id"], hits))
            outside = text.replace(span, " ") if span else text
            if c["lang"] == "en":
                ok(han(outside) == 0, "en_no_han_outside_span", c["id"])
            elif c["lang"] == "zh":
                ok(han(text) >= 4, "zh_4plus_han", c["id"])
            else:
                words = {w.lower() for w in re.findall(r"[A-Za-z]{3,}", M.ZH_OK_LATIN.sub("", outside))}
                ok(han(outside) >= 2 and len(words) >= 2, "mixed_han_and_latin", c["id"])

    ok(not (split_templates["dev"] & split_templates["test"]), "templates_split_disjoint")
    ok(split_templates["dev"] | split_templates["test"] == set(tids), "every_template_used",
       str(set(tids) - split_templates["dev"] - split_templates["test"]))
    shared = secret_values["dev"] & secret_values["test"]
    ok(not shared, "no_secret_value_in_both_splits", str(list(shared)[:3]))

    # counts
    total = len(all_cases)
    ok(total >= 2400, "at_least_2400_cases", str(total))
    ok(abs(len(cases["dev"]) - len(cases["test"])) <= 0.05 * total, "splits_about_equal")
    for split, cs in cases.items():
        ns = sum(1 for c in cs if c["label"] == "secret")
        ok(0.55 <= ns / len(cs) <= 0.60, "secret_share_55_60", "%s %.3f" % (split, ns / len(cs)))
        for lang in ("en", "zh", "mixed"):
            share = sum(1 for c in cs if c["lang"] == lang) / len(cs)
            ok(0.30 <= share <= 0.37, "lang_share_about_a_third", "%s %s %.3f" % (split, lang, share))
        got = collections.Counter((c["kind"], c["lang"]) for c in cs)
        ok(all(got[k] == v[1] // 2 for k, v in plan.items()), "counts_equal_plan", split)
        for k in secret_kinds | benign_kinds:
            ok(sum(v for (kk, _), v in got.items() if kk == k) > 0, "kind_present_in_split", "%s %s" % (split, k))

    dc = find([a.dev_counts, os.environ.get("SECBENCH_DEV_COUNTS"),
               os.path.join(HERE, "../../../shared/bench/secrets/dev_counts.txt"), "/tmp/blind/in54s/dev_counts.txt"])
    if dc:
        kinds = {}
        for ln in open(dc, encoding="utf-8"):
            m = re.match(r"\('([a-z0-9_]+)', '(secret|benign)'\)", ln.strip())
            if m:
                kinds[m.group(1)] = m.group(2)
        ok(set(kinds) <= secret_kinds | benign_kinds and all((k in secret_kinds) == (v == "secret") for k, v in kinds.items()),
           "dev_counts_kinds_covered")
        ok(set(kinds) == secret_kinds | benign_kinds, "plan_kinds_equal_dev_counts")

    runner = find([a.runner, os.environ.get("SECBENCH_RUNNER"),
                   os.path.join(HERE, "../../../shared/bench/secrets/run.py"), "/tmp/blind/in54s/run.py"])
    if runner:
        R = load_runner(runner)
        for split, path in files.items():
            loaded = R.load_corpus(path)
            ok(len(loaded) == len(cases[split]), "runner_load_corpus", split)
            res = {c["id"]: R.normalise({"secret": c["label"] == "secret", "spans": [c["span"]] if c["label"] == "secret" else []}) for c in loaded}
            s = R.score(loaded, res)
            o = s["overall"]
            ok(o["precision"] == 1.0 and o["recall"] == 1.0, "runner_gold_p_r_1", split)
            ok(s["span_hit_rate"] == 1.0, "runner_span_hit_rate_1", split)
            for lang, b in s["by_lang"].items():
                ok(b["precision"] == 1.0 and b["recall"] == 1.0, "runner_gold_per_lang", "%s %s" % (split, lang))
            flipped = {c["id"]: R.normalise(c["label"] != "secret") for c in loaded}
            s2 = R.score(loaded, flipped)
            ok(s2["overall"]["recall"] == 0.0, "runner_inverse_recall_0", split)

    if not a.no_regen:
        want = {s: open(p, "rb").read() for s, p in files.items()}
        for seed in ("1", "random"):
            with tempfile.TemporaryDirectory() as d:
                env = dict(os.environ, PYTHONHASHSEED=seed)
                subprocess.run([sys.executable, os.path.join(HERE, "make_corpus29.py"), "--out", d], check=True,
                               env=env, stdout=subprocess.DEVNULL)
                for s in files:
                    ok(open(os.path.join(d, s + ".jsonl"), "rb").read() == want[s], "rebuild_byte_identical", "%s seed=%s" % (s, seed))

    # report
    for split, cs in cases.items():
        ns = sum(1 for c in cs if c["label"] == "secret")
        lg = collections.Counter(c["lang"] for c in cs)
        lgs = collections.Counter((c["label"], c["lang"]) for c in cs)
        print("%s.jsonl: %d cases (secret %d, benign %d; en %d, zh %d, mixed %d) from %d templates" % (
            split, len(cs), ns, len(cs) - ns, lg["en"], lg["zh"], lg["mixed"], len(split_templates[split])))
        print("   secret en/zh/mixed %d/%d/%d, benign en/zh/mixed %d/%d/%d" % tuple(
            lgs[(lb, l)] for lb in ("secret", "benign") for l in ("en", "zh", "mixed")))
    print("options: runner=%s, dev_counts=%s, rebuild=%s" % ("yes" if runner else "no", "yes" if dc else "no", "no" if a.no_regen else "yes (twice)"))
    print("checks passed (count of cases or items each check was applied to):")
    print(", ".join("%s %d" % kv for kv in sorted(PASS.items())))
    for f in FAIL[:40]:
        print("FAIL " + f)
    if len(FAIL) > 40:
        print("... %d more failures" % (len(FAIL) - 40))
    print("selfcheck29: %d passed, %d failed" % (sum(PASS.values()), len(FAIL)))
    return 1 if FAIL else 0


if __name__ == "__main__":
    sys.exit(main())
