"""Values that look like secrets but are not: placeholders, references, known examples."""

from __future__ import annotations

import base64
import binascii

import re
from .. import pattern_cache

ALLOW_PRAGMA = pattern_cache.compile(r"mimvault:\s*allow-secret|pragma:\s*allowlist secret")

_PLACEHOLDER_WORDS = {
    "password", "passwd", "pass", "pwd", "secret", "token", "key", "apikey", "api_key", "changeme", "change_me",
    "example", "sample", "dummy", "placeholder", "redacted", "none", "null", "nil", "undefined", "empty", "todo",
    "your_password", "yourpassword", "your_api_key", "your_token", "mypassword", "xxx", "xxxx", "username", "user",
    "admin", "root", "test", "foo", "bar", "foobar", "value", "string", "hidden", "masked", "omitted", "removed",
}  # fmt: skip
_PLACEHOLDER_RE = pattern_cache.compile(
    r"""
    \[REDACTED(:[a-z_]+)?\]            # mimvault's own redaction marker
    | <[^<>\s]{1,60}>                  # <YOUR_API_KEY>
    | \$\{[^}]*\}? | \$\(?[A-Za-z_][A-Za-z0-9_]*\)?   # ${DB_PASSWORD}, $TOKEN
    | \{\{[^}]*\}\}? | %\([a-z_]+\)s   # {{ secret }}, %(password)s
    | .*\.\.\.$ | \.\.\..* | …+        # sk-..., eyJhbGciOi...
    | ([*xX•·#_.-])\2{3,}               # ******, xxxxxxxx (repeated digits are real PINs)
    | .*(EXAMPLE|example|SAMPLE)(KEY)?$
    | (your|my|the)[-_ ]?[a-z_-]*(key|token|secret|password|pass)s?
    | .*[-_.](?i:your|my)[-_.]?[A-Za-z_-]*(?i:key|token|secret|password)s?([-_.](?i:here))?   # AIzaSy-YOUR-KEY, sk-your-key-here
    | (?i:change[-_]?me|replace[-_]?me)([-_.].*)?      # changeme-in-prod
    | .+[-_.](?i:change[-_]?me|replace[-_]?me|placeholder|dummy|redacted|todo|tbd|fixme|fill[-_]?me(?:[-_]?in)?)   # sk-proj-REPLACE_ME: a vendor's prefix, then the blank
    """,
    re.X,
)
# mimvault's own object ids (in trailers, links, front matter) are references, not secrets.
_OWN_ID = pattern_cache.compile(r"(?:mem|evt|iss|sec)_[0-9A-HJKMNP-TV-Z]{26}")
# Values with a run of six or more X, * or • in them: how people blank out a key
# ("AKIA" followed by sixteen X's).
_XED_RE = pattern_cache.compile(r"[Xx*•·●∙⬤]{6,}")  # and the dots a password manager shows in place of one

# Well-known test values published by the vendors themselves.
TEST_CARDS = {
    "4242424242424242", "4000056655665556", "4111111111111111", "4012888888881881", "5555555555554444",
    "5105105105105100", "2223003122003222", "378282246310005", "371449635398431", "6011111111111117",
    "6011000990139424", "3056930009020004", "36227206271667", "3566002020360505", "6200000000000005",
}  # fmt: skip


# Published test vectors: the RFC 4226/6238 secret "12345678901234567890" (as written and in
# base32), the examples the authenticator documentation prints ("JBSWY3DPEHPK3PXP") and the
# test-mode key of Stripe's documentation.
TEST_SECRETS = ("12345678901234567890", "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", "JBSWY3DPEHPK3PXP",
                "SK_TEST_4EC39HQLYJWDARJTT1ZDP7DC")  # Stripe's API reference prints this test-mode key


_LONG_NUMBER = pattern_cache.compile(r"(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)")


def names_test_card(text: str) -> bool:
    """Whether the text holds a vendor's published test card: its CVC and expiry are examples too."""
    return any(re.sub(r"\D", "", m.group()) in TEST_CARDS for m in _LONG_NUMBER.finditer(text))


def is_test_vector(value: str) -> bool:
    """A secret every reader of a standard knows: no one's secret."""
    bare = re.sub(r"[\s-]", "", value).upper()
    return any(bare.startswith(t) or (len(bare) >= 16 and t.startswith(bare)) for t in TEST_SECRETS)


def is_placeholder(value: str) -> bool:
    """A blank, a template variable, an ellipsis, a redaction marker or a documented example."""
    if value[:1] in "<{[" or value.startswith("${"):
        return True  # a template or an unfinished <placeholder
    stripped = value.strip("\"'`()[]{}<>,;【】〔〕（）「」").strip()
    if not stripped:
        return True
    if stripped.lower().replace("-", "_") in _PLACEHOLDER_WORDS:
        return True  # (no listed word has a hyphen: "change-me" is change_me)
    if _PLACEHOLDER_RE.fullmatch(stripped) or _XED_RE.search(stripped) or _OWN_ID.fullmatch(stripped):
        return True
    if _ZH_BLANK.search(stripped):
        return True  # "请填写你的密码": a form's instruction where the value goes
    if is_test_vector(stripped):
        return True  # "RFC 6238 test secret GEZDGNBVGY3TQOJQ…"
    return bool(_ELIDED.search(stripped))  # "sk-...kWSC": the ends of a key, its middle left out


# a form's instruction where the value goes: "请输入答案", "填写您的密码", "Enter your answer", "type the code here"
_ZH_BLANK = pattern_cache.compile(
    r"^(?:请|在此|此处)[\u4e00-\u9fff]{0,3}?(?:填写|填入|输入|替换)|^(?:填写|输入)(?:你|您)的|^(?:你|您)的[\u4e00-\u9fff]{1,6}$"
    r"|^(?:改成|换成|替换成|填)(?:你|您)(?:自己)?的"  # "改成你自己的": change it to your own
    r"|^(?:你的|您的|你自己的)?(?:密码|口令|用户名|账号|帐号|密钥|令牌)$"  # "mysql://用户名:密码@host": the word where the value goes
    r"|^(?:please\s+)?(?:enter|type|insert|fill in|write)\s+(?:your|the|an?)\s+(?:\w+\s+){0,2}(?:answer|password|passcode|code|pin|value|text|response)s?(?:\s+here)?$",
    re.I,
)
_ELIDED = pattern_cache.compile(r"[\w-](?:\.{3,}|…)[\w-]")


def allowed_line(text: str, pos: int) -> bool:
    """Whether the line holding ``pos`` carries an allow pragma (``mimvault: allow-secret``)."""
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    return bool(ALLOW_PRAGMA.search(text[start : end if end >= 0 else len(text)]))


# --- references: where a secret is, or code that reads it ------------------------------

PASSWORD_MANAGERS = {
    "1password", "bitwarden", "lastpass", "keepass", "keepassxc", "keepassx", "dashlane", "keychain", "enpass",
    "nordpass", "roboform", "vaultwarden", "passbolt", "pass", "gopass", "authy", "proton", "protonpass", "keeper", "nextcloud",
    "keepassium", "keepassdx", "psono", "teampass", "passwork", "secrethub", "zoho vault", "safeincloud", "passwordstate",
}  # fmt: skip
# The roots of expressions that read a secret at run time.
_CODE_ROOTS = {
    "process", "os", "var", "local", "locals", "data", "module", "config", "settings", "env", "environ", "self",
    "this", "args", "opts", "options", "request", "req", "secrets", "secret", "vault", "params", "props", "context",
    "ctx", "app", "import", "getpass", "keyring", "credentials", "creds", "cfg", "conf", "input", "inputs", "values",
    "system", "environment", "dotenv", "aws_secretsmanager_secret_version", "each", "site", "current",
}  # fmt: skip
# Calls and commands that read a secret when the code runs (a prompt, not a value).
_READERS = pattern_cache.compile(
    r"read-host|getpass|get-credential|input|raw_input|prompt|readline|askpass|keyring|read\s+-s|secrets?manager|"
    r"get[_-]?secret|get-storedcredential|get-az\w*secret|vault\s+(?:kv\s+)?read|op\s+read|pass\s+show|security\s+find-",
    re.I,
)
_DOTTED = pattern_cache.compile(r"[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)+(?:\[[^\]]*\]?)?")
# a call, in any language's way of naming it: os.getenv(…), std::env::var(…), System.fetch_env!(…)
# (a dotted name's call however its value was cut; a bare name's with its parentheses closed, or its first
# argument a string or a name — "mko0(IJN!" is a password, not a call)
# symbols as a generator strews them, not as code writes a call ("x(pj&*%0&d2)s-$1w*&yb)bo**…", a Django key)
_SYMBOL_SOUP = pattern_cache.compile(r"[&*%$#@!^~]{2}|(?:[&*%$#@!^~][^&*%$#@!^~]*){4}")
_CALL = pattern_cache.compile(
    r"[A-Za-z_$][\w$]*(?:(?:\.|::)[A-Za-z_$][\w$]*)+!?\(.*"
    r"|[A-Za-z_$][\w$]*!?\((?:.*\).*|\s*(?:[\"'`]|[A-Za-z_$][\w$.]*\s*(?:[=,(.)]|$)).*)?"
)


# a service's client made with a value: 'PostmarkClient("…")' (the value is its key)
CLIENT_CALL = r"\b[A-Z]\w*(?:Client|Api|API|Sdk|SDK)\s*\(\s*"


def declared(text: str, name: str) -> bool:
    """Whether ``name`` is a variable the code in ``text`` declares or assigns on a line of its own
    ("pwd = Environ(…)", "Dim pwd As String", "const token = …")."""
    return bool(re.search(rf"(?m)^\s*(?:(?:Dim|Private|Public|const|let|var|my|local|set)\s+{re.escape(name)}\b|(?:const |let |var |my )?{re.escape(name)}\s*=(?!=))", text))


def is_reference(value: str, after: str = "") -> bool:
    """Code that reads a secret (``process.env.X``, ``var.db_password``,
    ``os.environ["X"]``, ``getpass(...)``, a variable in a call: ``password=token)``)
    or a place that keeps it (a password manager's name) — not the secret itself."""
    v = value.strip("\"'`")
    low = v.lower()
    if low in PASSWORD_MANAGERS or low.rstrip(".,;:") in PASSWORD_MANAGERS:
        return True
    if low.rstrip(".,;:!") in ("memorised", "memorized", "memorise", "memorize", "unwritten"):
        return True  # "Phone passcode: memorised, not written anywhere": kept in a head, the only place named
    if (_CALL.fullmatch(v) and not _SYMBOL_SOUP.search(v)) or after[:1] == "(" or _READERS.match(v):
        return True  # getpass.getpass(…), config.get(…), Read-Host
    if re.fullmatch(r"[A-Za-z_][\w.]*\[(?:['\"][^'\"]*['\"]?\]?)?", v):
        return True  # ENV['DB_PASSWORD'], os.environ["X"], secrets["x"] (the quote may end the token)
    if re.fullmatch(r"![A-Za-z_]+", v) and after[:1] in (" ", ""):
        return True  # a YAML tag: !env_var DB_PASSWORD, !vault, !secret
    if v[:1] in "*&" and _DOTTED.fullmatch(v[1:]):
        return True  # a pointer read through: Go's *resp.Body.SecretData
    if _DOTTED.fullmatch(v) and (
        re.split(r"\.|::|->", v, maxsplit=1)[0].lower() in _CODE_ROOTS or after[:1] in (";", ")", ",", "[") or "[" in v
    ):
        return True
    if (re.fullmatch(r"[a-z_][a-z_]*", v) or re.fullmatch(r"[A-Z][A-Z0-9]*_[A-Z0-9_]+", v)) and (
        after[:1] in (")", ";", "]") or re.match(r",\s*[A-Za-z_]\w*\s*=", after)  # (a comma then prose: "I wrote: evergreen, all lower case")
    ):
        return True  # a bare variable inside code: connect(user=u, password=token), password=REDIS_PASSWORD)
    if _DOTTED.fullmatch(v) and any(part.lower() in ("env", "environ", "environment") for part in v.split(".")[1:]):
        return True  # a runtime's environment read: "Bun.env.OPENAI_API_KEY", "Deno.env.X"
    if re.fullmatch(r"(?:~|\.{1,2}|%[a-z])?(?:/[a-z0-9._-]+){2,}/?", v):
        return True  # a file that holds it: "LoadCredential=smtp-pass:/etc/credstore/ferry-smtp", "%d/api-token"
    if _PINNED.fullmatch(v):
        return True  # a package or an action pinned to a version: "docker/login-action@v3", "left-pad@1.3.0"
    if _HOLDER_NAME.fullmatch(v):
        return True  # a variable named for what it holds: "password = dbPassword", "db_password = resp.SecretString"
    return False


# a variable or a field named for the credential it holds, letters only, one word of several (camelCase,
# snake_case, dotted): it is where the secret is, not the secret ("dbPassword", "resp.SecretString", "db_pass")
_CAMEL_CREDENTIAL = r"(?:Pass(?:word|wd|phrase)?|Secret|Token|Pwd|Credentials?|ApiKey)"
_PLAIN_CREDENTIAL = r"(?:password|passwd|pass|secret|token|pwd|credentials?)"
_HOLDER_NAME = pattern_cache.compile(
    rf"(?:[A-Za-z_]+\.)*(?:[a-z]+(?:[A-Z][a-z]*)*?{_CAMEL_CREDENTIAL}(?:[A-Z][a-z]*)*|{_CAMEL_CREDENTIAL}(?:[A-Z][a-z]+)+|{_PLAIN_CREDENTIAL}(?:[A-Z][a-z]+)+"
    rf"|[a-z]+(?:_[a-z]+)*_{_PLAIN_CREDENTIAL}(?:_[a-z]+)*|{_PLAIN_CREDENTIAL}(?:_[a-z]+)+|[A-Z]+(?:_[A-Z]+)*_(?:PASSWORD|PASSWD|PASS|SECRET|TOKEN|PWD)(?:_[A-Z]+)*)"
)


_PINNED = pattern_cache.compile(r"[A-Za-z][\w.-]*(?:/[\w.-]+)*@(?:v\d+(?:\.\d+)*|\d+\.\d+(?:\.\d+)*)")


# Public halves and public identifiers that share a secret's shape.
_PUBLIC_VALUE = pattern_cache.compile(
    r"pk_(?:live|test)_[A-Za-z0-9]{8,}|pk\.eyJ[A-Za-z0-9._-]+|G-[A-Z0-9]{6,12}|UA-\d{4,10}-\d{1,4}|ca-pub-\d{10,20}|"
    r"phc_[A-Za-z0-9]{30,}|npk_[A-Za-z0-9]{20,}|"
    # client-side keys by their documented prefixes: Omise's public key, Toss Payments' client key
    r"pkey_(?:test_)?[a-z0-9]{12,}|(?:live|test)_ck_[A-Za-z0-9]{12,}|"
    # a time zone's IANA name ("TZ=Africa/Johannesburg", "America/Argentina/Buenos_Aires")
    r"(?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)(?:/[A-Z][A-Za-z_+-]*){1,2}"
)
_FINGERPRINT = pattern_cache.compile(r"(?<![0-9A-Fa-f:])(?:[0-9A-Fa-f]{2}:){15,}[0-9A-Fa-f]{2}(?![0-9A-Fa-f:])")
_ENCRYPTED = pattern_cache.compile(r"ENC\[(?:AES|PGP|KMS)|\$ANSIBLE_VAULT;|vault:v\d+:")
_SITE_KEY_CONTEXT = pattern_cache.compile(r"site[ _-]?key|sitekey|data-sitekey|public|客户端|前端", re.I)


# A UUID is an identifier (an idempotency key, a request id): random, but it grants nothing.
_UUID = pattern_cache.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}")
# Values published as examples for everyone to test with: BIP39's first test vector, jwt.io's
# sample token (its first two segments).
_PUBLISHED_EXAMPLES = (
    "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",  # the AWS documentation's key pair
    "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
)
# Words on the line that say the value is a documented example ("示例令牌", "test vector").
_EXAMPLE_CONTEXT = pattern_cache.compile(
    r"\b(?:test vectors?|sample (?:token|key|value)|example (?:token|key|value)|documentation example|from the docs|"
    r"(?:docs|documentation|tutorials?|readme)(?:['’]s?)? (?:use|uses|show|shows|print|prints|give|gives|list|lists)|unit[ -]?tests?)\b"
    r"|示例|样例|范例|测试向量|官方(?:的)?(?:测试|例子)|教程里|文档里|文档中的例子|单元测试|测试用例",
    re.I,
)


# the path segment of a webhook, whose next segment is its credential: /hooks/, /webhook/, /webhookb2/
WEBHOOK_SEGMENT = r"(?:hooks?|webhooks?)[a-z0-9]{0,3}"


def is_public_value(value: str, before: str = "") -> bool:
    """A publishable or public key (Stripe ``pk_live_``, Mapbox ``pk.``, Google
    Analytics ids, a reCAPTCHA *site* key, a Stellar account id) — made to be shown to every
    visitor — a UUID, a value sealed at rest (sops ``ENC[…]``, Ansible Vault), or a value
    published as an example (on a line that says so, or one everyone knows: the RFC's and the
    authenticator docs' TOTP seeds, an ``otpauth://`` link made with one)."""
    if _PUBLIC_VALUE.fullmatch(value):
        return True
    if _FINGERPRINT.search(value):
        return True  # a certificate's or a key's fingerprint, hex bytes set apart by colons: published to be checked
    if _UUID.fullmatch(value.strip()):
        # …unless it is what a link or a field grants access with ("webhook/send?key=<uuid>")
        # (or a service's client is made with: 'PostmarkClient("<uuid>")')
        return not re.search(r"[?&](?:key|token|secret|access_token|auth|sig)=$|(?:api|secret|auth|access)[ _-]?(?:key|token)\s*[:=]\s*$|/" + WEBHOOK_SEGMENT + r"/(?:[^\s/?#]+/)?$"
                             r"|" + CLIENT_CALL + r"[\"']$", before, re.I)
    flat = " ".join(value.split())
    if any(flat.startswith(example) for example in _PUBLISHED_EXAMPLES):
        return True
    if _ENCRYPTED.match(value):
        return True  # sealed at rest (sops "ENC[AES256_GCM,…]", Ansible Vault, Vault transit): only its key opens it
    if len(value) == 56 and value[0] == "G":
        from .wallets import is_stellar_account

        if is_stellar_account(value):
            return True  # a Stellar account id: the public half, by its version byte and checksum
    seed = re.search(r"[?&]secret=([A-Za-z2-7]+)", value)
    if re.sub(r"[\s=-]", "", seed.group(1) if seed else value).upper() in TEST_SECRETS:
        return True  # "the example secret JBSWY3DPEHPK3PXP", an otpauth:// link made with it
    line = before[before.rfind("\n") + 1 :]
    if _EXAMPLE_CONTEXT.search(line) and not re.search(r"\b(?:my|our|real|prod(?:uction)?)\b|我的|真实|生产", line, re.I):
        return True
    if re.fullmatch(r"6L[A-Za-z0-9_-]{38}", value):
        # reCAPTCHA keys come in pairs that look alike: the site key is public, the secret key is not
        return bool(_SITE_KEY_CONTEXT.search(before)) and not re.search(r"secret", before[-40:], re.I)
    return False


# Subresource integrity and other digests: "integrity=\"sha384-…\"", "sha256:…", "h1:…=".
_DIGEST = pattern_cache.compile(
    r"""(?:\bintegrity\s*[=:]\s*["']?|\b(?:sha(?:1|224|256|384|512)|sha3-\d{3}|md5|blake2[bs]?|h1)[-:])[A-Za-z0-9+/=_-]{16,}""",
    re.I,
)


# hex of a digest's length after the digest's name on its line ("MD5 of the audio master: 6110…",
# "sha256sum → 9f86…", "校验值 …"): a checksum proves a file, it opens nothing
_NAMED_DIGEST = pattern_cache.compile(
    r"(?:\b(?:md5|sha-?(?:1|224|256|384|512)|sha3-\d{3}|blake2[bs]?|b2|checksum|digest|hash)(?:sum)?\b|校验(?:和|值|码)?|哈希(?:值)?|摘要"
    r"|\bcommit\b|提交(?:号|记录)?(?=\s*[:：=]))"  # a Git commit, named by its own word ("提交=d1854b18…")
    r"[^\n]{0,60}?(?<![0-9A-Za-z])(?P<v>[0-9a-fA-F]{32,128})(?![0-9A-Za-z])",
    re.I,
)
_DIGEST_LENGTHS = frozenset({32, 40, 56, 64, 96, 128})
# a CRC-32 named as a checksum: eight hex digits, letters among them ("升级包校验码01CE3037", "CRC32: 9a0364b9");
# eight plain digits after 校验码 stay a code sent by text
_NAMED_CRC = pattern_cache.compile(
    r"(?:\bcrc(?:-?32)?\b|\bchecksum\b|校验(?:和|值|码))[\s:：=是为]{0,4}(?P<v>(?=[0-9]*[a-fA-F])[0-9a-fA-F]{8})(?![0-9A-Za-z])", re.I
)
# an HTTP response's digest headers ("content-md5: bDAnn/…==", "etag: \"b0d9…\"", "x-goog-hash: md5=…",
# "x-amz-checksum-sha256: …"): a file's checksum, printed by curl -I, in base64 or hex
_DIGEST_HEADER = pattern_cache.compile(
    r"(?im)^[ \t]*(?:content-md5|etag|digest|repr-digest|x-[\w-]*?(?:hash|checksum|md5|sha\d*|crc\w*)[\w-]*)[ \t]*:[ \t]*"
    r"(?:W/)?[\"']?(?:[\w-]+=)?(?P<v>[A-Za-z0-9+/=_-]{16,})"
)
# A key's fingerprint as GnuPG prints it: ten groups of four hex digits (eight for a short
# one), letters among them — public, whatever code-shaped group it holds ("815E 6830 …")
_GROUPED_FINGERPRINT = pattern_cache.compile(r"(?<![0-9A-Fa-f])[0-9A-Fa-f]{4}(?:[ \t]{1,2}[0-9A-Fa-f]{4}){7,9}(?![0-9A-Za-z])")


def digest_spans(text: str) -> list[tuple[int, int]]:
    """Where the text holds a digest or a fingerprint (a checksum is public: it proves, it
    grants nothing)."""
    lowered = text.lower()
    spans = []
    if "fingerprint" in lowered or "指纹" in text or "gpg" in lowered or "pgp" in lowered:
        spans = [m.span() for m in _GROUPED_FINGERPRINT.finditer(text) if re.search(r"[A-Fa-f]", m.group())]
    if not any(n in lowered for n in ("sha", "md5", "integrity", "blake", "h1:", "checksum", "digest", "hash", "etag", "crc", "校验", "哈希", "commit", "提交")):
        return spans
    named = [m.span("v") for m in _NAMED_DIGEST.finditer(text) if len(m.group("v")) in _DIGEST_LENGTHS]
    named += [m.span("v") for m in _NAMED_CRC.finditer(text)]
    headers = [m.span("v") for m in _DIGEST_HEADER.finditer(text)] if ":" in text else []
    return spans + [m.span() for m in _DIGEST.finditer(text)] + named + headers


# A value stored encrypted: what a tool writes in place of the secret (SOPS, Spring's Jasypt,
# Ansible Vault, HashiCorp Vault's transit engine, age and PGP armour). Reading it needs the key,
# which is elsewhere: the envelope is no secret, and nothing inside it is one either.
_CIPHERTEXT = pattern_cache.compile(
    r"\bENC\[[A-Z0-9_]+,data:[^\]\s]*\]|\bENC\([A-Za-z0-9+/=]{8,}\)"
    r"|\$ANSIBLE_VAULT;\d+\.\d+;[A-Z0-9]+(?:;[\w-]+)?(?:\s*\n[ \t]*[0-9a-fA-F]{16,})+"
    r"|\bvault:v\d+:[A-Za-z0-9+/=]{16,}"
    r"|-----BEGIN (?:AGE ENCRYPTED FILE|PGP MESSAGE)-----.*?-----END (?:AGE ENCRYPTED FILE|PGP MESSAGE)-----",
    re.S,
)


def ciphertext_spans(text: str) -> list[tuple[int, int]]:
    """Where the text holds a value stored encrypted (see above)."""
    if not ("ENC" in text or "$ANSIBLE_VAULT" in text or "vault:v" in text or "-----BEGIN " in text):
        return []
    return [m.span() for m in _CIPHERTEXT.finditer(text)]


# An image written as base64 (a data URI, a test's placeholder thumbnail): a picture, by the magic
# bytes its decoding opens with — PNG, JPEG, GIF, WebP, an SVG's markup — whatever names it
_BASE64_RUN = pattern_cache.compile(r"(?:data:image/[\w+.-]+;base64,)?(?P<b>[A-Za-z0-9+/]{24,}={0,2})")
_IMAGE_MAGIC = (b"\x89PNG\r\n", b"\xff\xd8\xff", b"GIF87a", b"GIF89a", b"<svg", b"<?xml")  # (long enough that no key opens so by chance)


def image_spans(text: str) -> list[tuple[int, int]]:
    """Where the text holds an image written as base64."""
    if "iVBOR" not in text and "base64," not in text and "/9j/" not in text and "R0lGOD" not in text and "PHN2Zy" not in text:
        return []
    out = []
    for m in _BASE64_RUN.finditer(text):
        head = m.group("b")[:16]
        try:
            start = base64.b64decode(head[: len(head) // 4 * 4])
        except (ValueError, binascii.Error):
            continue
        if start.startswith(_IMAGE_MAGIC) or (start.startswith(b"RIFF") and start[8:12] == b"WEBP"):
            out.append(m.span())
    return out


# An Indian PIN code is a postcode: six digits (the first not 0) next to a place.
_PLACE_AFTER = pattern_cache.compile(r"^\s*[,，(（-]?\s*(?:(?:near|in|at|off|it['’]?s|that['’]?s|which is)\s+)?(?:[A-Z][a-z]{2,}|[\u4e00-\u9fff]{2,})")
# a place, then its PIN code, however the address line joins them ("Lucknow, Uttar Pradesh - PIN code")
_PLACE_BEFORE = pattern_cache.compile(r"(?P<town>(?-i:[A-Z][a-z]{2,})|[\u4e00-\u9fff]{2,})\s*[,，:：\-–—(（]?\s*(?:pin|pincode|pin code|pin-code)\s*[:：-]?\s*$", re.I)
_ADDRESS_WORDS = pattern_cache.compile(
    r"\b(?:address|deliver(?:y|ed)?|ship(?:ping|ped)?(?: to)?|courier|parcel|postal|road|rd|street|st|nagar|colony|"
    r"sector|district|city|state|india|indian|village|taluk|tehsil|mandal|flat|apartment|lane|marg|layout|pradesh|nadu|bengal|"
    r"envelope|attn|mail(?:ed|ing)? to|post(?:ed)? to)\b|"
    r"地址|邮编|邮政|印度|收货|快递",
    re.I,
)


def is_postcode(text: str, start: int, end: int) -> bool:
    """Whether the six digits at ``text[start:end]`` are a postcode (an Indian "PIN code
    560001, Bengaluru"), by the place named next to them or the address around them."""
    if not re.fullmatch(r"[1-9]\d{5}", text[start:end]):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    before = text[max(line_start, start - 120) : start]  # the address line it closes
    after = text[end : end + 40]
    if re.match(r"[^。.!?\n]{0,12}?(?:是邮编|就是邮编|邮政编码|(?:is|it's) (?:a |the |just (?:a|the) )?(?:post ?code|zip(?: code)?|postal code))", after, re.I):
        return True  # "PIN 码105428，是邮编不是密码": said to be a postcode
    # (the word may close the line before: a question and its answer, "what's the PIN for delivery?⏎Me: 226012")
    asked = text[max(0, start - 120) : start] if re.fullmatch(r"[\w .'’-]{0,24}[:：]?\s*", text[line_start:start]) else before
    named = re.search(r"pin\s?-?code|pincode|postcode|post code|postal|zip|邮编|邮政编码", asked, re.I)
    if not named and not re.search(r"\bpin\b", asked, re.I):
        return False
    if re.search(r"\b(?:atm|debit|credit|card|bank|sim|phone|upi|login|app)\b[^\n]{0,12}pin", asked, re.I):
        return False
    place = _PLACE_AFTER.match(after)
    if place and re.match(r"\s*[,，(（-]?\s*(?:Don|Do|Never|Please|The|It|This|That|Keep|Change|Use|Enter|Not|And|But|Ok|Okay)\b", after):
        place = None
    # the address around it, on its line or the lines of the same form ("Address line 1: …⏎City: …⏎PIN: …")
    address = _ADDRESS_WORDS.search(asked + after) or _ADDRESS_WORDS.search(text, max(0, line_start - 160), line_start)
    town = _PLACE_BEFORE.search(before)  # "Kochi - PIN 682029" (a town, not "hairdresser — PIN")
    if address or (place and (named or _a_town(place.group(0)))) or (town and (named or _a_town(town.group("town")))):
        return True
    # "the New Delhi office, PIN 110006": a town the gazetteer knows, named in the same clause before it
    clause = re.split(r"[.;!?。；！？]", before)[-1]
    return any(_a_town(m.group(0)) for m in re.finditer(r"(?-i:[A-Z][a-z]+(?: [A-Z][a-z]+)?)", clause))


def _a_town(words: str) -> bool:
    """Whether ``words`` ("(Kochi", ", 海淀") name a town the gazetteer knows: "PIN: 682029 (Kochi)"
    is an address's PIN code, a lock's PIN is not followed by a town."""
    from ..places import is_place  # the gazetteer, only for this rare question

    return is_place(re.sub(r"^[\s,，(（-]*(?:(?:near|in|at|off|it['’]?s|that['’]?s|which is)\s+)?", "", words))
