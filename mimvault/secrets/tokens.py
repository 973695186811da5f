"""Keys and tokens with a recognisable shape: vendor formats, private-key blocks, JWTs,
connection strings, and secret-looking values assigned to secret-named keys
(``.env``, JSON, YAML, URL parameters, HTTP headers)."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterator

from ._finding import Finding
from .benign import is_placeholder

# (kind, needles, pattern): the whole match is the secret. The pattern runs only when one
# of its literal needles is in the text (a C-speed check; most texts hold none).
VENDOR_FORMATS: list[tuple[str, tuple[str, ...], str]] = [
    ("anthropic_key", ('sk-ant-',), r"sk-ant-(?:api|admin|sid)\d{2}-[A-Za-z0-9_-]{20,}"),
    ("openai_key", ('sk-',), r"sk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,}|sk-[A-Za-z0-9]{20,}T3BlbkFJ[A-Za-z0-9_-]{16,}"),
    ("api_key", ('sk-',), r"\bsk-[A-Za-z0-9_-]{24,}"),  # OpenAI-style keys of many providers (DashScope, DeepSeek, …)
    ("github_token", ('ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'), r"\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,}|\bgithub_pat_[A-Za-z0-9_]{40,}"),
    ("gitlab_token", ('gl',), r"\bgl(?:pat|dt|rt|ptt|ft|imt|agent|oas|cbt|soat)-[A-Za-z0-9_-]{20,}"),
    ("slack_token", ('xox', 'xapp-'), r"\bxox[abposre]-[A-Za-z0-9-]{10,}|\bxapp-\d-[A-Z0-9]+-\d+-[a-z0-9]{20,}"),
    ("slack_webhook", ('hooks.slack.com',), r"https://hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9/_-]{20,}"),
    ("stripe_key", ('sk_live', 'sk_test', 'rk_live', 'rk_test', 'whsec_'), r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}|\bwhsec_[A-Za-z0-9]{24,}"),
    ("google_api_key", ('AIza',), r"\bAIza[0-9A-Za-z_-]{30,}"),
    ("google_oauth", ('ya29.', 'GOCSPX-', '1//0'), r"\bya29\.[0-9A-Za-z_-]{20,}|\bGOCSPX-[A-Za-z0-9_-]{20,}|\b1//0[0-9A-Za-z_-]{30,}"),
    ("aws_key", ('A3T', 'AKIA', 'ASIA', 'ABIA', 'ACCA'), r"(?<![A-Za-z0-9/+])(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])"),
    ("jwt", ('eyJ',), r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"),
    ("huggingface_token", ('hf_',), r"\bhf_[A-Za-z0-9]{30,}"),
    ("npm_token", ('npm_',), r"\bnpm_[A-Za-z0-9]{36}"),
    ("pypi_token", ('pypi-',), r"\bpypi-AgE[A-Za-z0-9_-]{50,}"),
    ("digitalocean_token", ('_v1_',), r"\bdo[por]_v1_[a-f0-9]{64}"),
    ("twilio_key", ('SK',), r"\bSK[0-9a-f]{32}\b"),
    ("sendgrid_key", ('SG.',), r"\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{20,}"),
    ("mailgun_key", ('key-',), r"\bkey-[0-9a-f]{32}\b"),
    ("mailchimp_key", ('-us',), r"\b[0-9a-f]{32}-us\d{1,2}\b"),
    ("notion_token", ('secret_', 'ntn_'), r"\b(?:secret|ntn)_[A-Za-z0-9]{40,}"),
    ("perplexity_key", ('pplx-',), r"\bpplx-[A-Za-z0-9]{40,}"),
    ("groq_key", ('gsk_',), r"\bgsk_[A-Za-z0-9]{40,}"),
    ("xai_key", ('xai-',), r"\bxai-[A-Za-z0-9]{40,}"),
    ("replicate_token", ('r8_',), r"\br8_[A-Za-z0-9]{30,}"),
    ("linear_key", ('lin_api_',), r"\blin_api_[A-Za-z0-9]{30,}"),
    ("postman_key", ('PMAK-',), r"\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}"),
    ("sentry_token", ('sntry',), r"\bsntry[us]_[A-Za-z0-9+/=_-]{30,}"),
    ("age_key", ('AGE-SECRET-KEY-',), r"\bAGE-SECRET-KEY-1[0-9A-Z]{50,}"),
    ("telegram_bot_token", (':AA',), r"\b\d{8,10}:AA[A-Za-z0-9_-]{33}\b"),
    ("shopify_token", ('shpat_', 'shpca_', 'shppa_', 'shpss_'), r"\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}"),
    ("databricks_token", ('dapi',), r"\bdapi[a-f0-9]{32}\b"),
    ("square_token", ('sq0', 'EAAA'), r"\bsq0(?:atp|csp)-[A-Za-z0-9_-]{22,}|\bEAAA[A-Za-z0-9_-]{60,}"),
    ("atlassian_token", ('ATATT3',), r"\bATATT3[A-Za-z0-9_=-]{100,}"),
    ("doppler_token", ('dp.',), r"\bdp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,}"),
    ("vault_token", ('hvs.', 'hvb.', 'hvr.'), r"\bhv[sbr]\.[A-Za-z0-9_-]{24,}"),
    ("tailscale_key", ('tskey-',), r"\btskey-(?:api|auth|client)-[A-Za-z0-9]{10,}-[A-Za-z0-9]{20,}"),
    ("supabase_token", ('sbp_',), r"\bsbp_[a-f0-9]{40}"),
    ("onepassword_token", ('ops_',), r"\bops_eyJ[A-Za-z0-9_-]{40,}"),
    ("azure_storage_key", ('AccountKey=',), r"AccountKey=[A-Za-z0-9+/]{80,}={0,2}"),
    ("discord_token", ('.',), r"\b[MN][A-Za-z\d]{23,25}\.[\w-]{6}\.[\w-]{27,}"),
    ("wallet_xprv", ('prv',), r"\b[xyzt]prv[1-9A-HJ-NP-Za-km-z]{100,}"),
]

_PRIVATE_KEY_BEGIN = re.compile(r"-----BEGIN ((?:[A-Z0-9]+ )*)PRIVATE KEY( BLOCK)?-----")
_PRIVATE_KEY_END = re.compile(r"-----END ((?:[A-Z0-9]+ )*)PRIVATE KEY( BLOCK)?-----")
_BASE64_LINE = re.compile(r"[A-Za-z0-9+/=]{16,}|[A-Za-z0-9+/=-]*|[A-Za-z-]+: .*")

# scheme://user:PASSWORD@host
_URL_PASSWORD = re.compile(r"\b[a-z][a-z0-9+.-]{1,20}://[^\s:/@\"'<>]{1,64}:(?P<v>[^\s@/\"'<>]{1,128})@[^\s\"'<>]+")
# ?password=…&, ?api_key=…
_URL_PARAM = re.compile(
    r"[?&;](?:password|passwd|pwd|pass|api[_-]?key|apikey|access[_-]?token|auth[_-]?token|token|secret|client[_-]?secret|sig|signature|key)=(?P<v>[^&\s#\"'<>]{6,})",
    re.I,
)
# Authorization: Bearer …, X-API-Key: …
_HEADER = re.compile(
    r"\b(?:authorization|proxy-authorization|x-api-key|api-key|x-auth-token|x-access-token|x-api-token|private-token)\s*:\s*(?:bearer\s+|basic\s+|token\s+)?(?P<v>[A-Za-z0-9._~+/=-]{12,})",
    re.I,
)
# KEY=value, KEY: value, "key": "value" — where the key names a secret.
_ASSIGNMENT = re.compile(
    r"""(?P<key>[A-Za-z_][A-Za-z0-9_.-]{0,60})["']?[ \t]*(?:=|:)[ \t]*(?P<q>["'`]?)(?P<v>[^\s"'`,;]{1,200})(?P=q)""",
)
_SECRET_KEY_NAME = re.compile(
    r"pass(?:word|wd|phrase|code)?|pwd|secret|token|api[_.-]?key|apikey|access[_.-]?key|private[_.-]?key|"
    r"auth(?:[_.-]?key)?|credentials?|encryption[_.-]?key|signing[_.-]?key|master[_.-]?key|^key$|_key$",
    re.I,
)
_NOT_SECRET_KEY_NAME = re.compile(
    r"(?:name|id|ids|file|path|dir|url|uri|endpoint|env|var|variable|length|len|min|max|count|policy|type|"
    r"field|header|version|enabled|required|timeout|ttl|expiry|expires|expiration|hint|prompt|label|question|"
    r"format|rotation|provider|manager|store|storage|source|mode|algorithm|algo|size|bits|location|ref|"
    r"reference|username|user|host|port|region)$",
    re.I,
)
# NAME=<long random string>, whatever the name (.env files, shell exports)
_BARE_ASSIGNMENT = re.compile(
    r"(?m)^[ \t]*(?:export[ \t]+)?[A-Za-z_][A-Za-z0-9_]*[ \t]*=[ \t]*[\"']?(?P<v>[A-Za-z0-9+/=_-]{32,})[\"']?[ \t]*$"
)


def entropy(value: str) -> float:
    """Shannon entropy in bits per character."""
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


def _classes(value: str) -> int:
    return sum(
        (
            any(c.islower() for c in value),
            any(c.isupper() for c in value),
            any(c.isdigit() for c in value),
            any(not c.isalnum() for c in value),
        )
    )


def random_looking(value: str, min_length: int = 16) -> bool:
    """A long token with the character mix and entropy of a generated secret."""
    if len(value) < min_length or is_placeholder(value):
        return False
    if re.fullmatch(r"[0-9a-fA-F-]+", value):  # hex: keys, but also hashes and ids — needs context
        return entropy(value) > 3.0 and len(value) >= 32
    return _classes(value) >= 3 and entropy(value) >= 3.5


_VENDORS = [(kind, needles, re.compile(pattern)) for kind, needles, pattern in VENDOR_FORMATS]
_HEADER_NEEDLES = ("authorization", "api-key", "auth-token", "access-token", "api-token", "private-token")


_ALL_NEEDLES = sorted({needle for _, needles, _ in VENDOR_FORMATS for needle in needles})
# Words that must appear before the (slow, case-insensitive) secret-name pattern can match.
_KEY_NAME_HINTS = ("pass", "pwd", "secret", "token", "key", "auth", "credential")


def scan_tokens(text: str) -> Iterator[Finding]:
    present = {needle for needle in _ALL_NEEDLES if needle in text}  # one pass over the needles
    for kind, needles, pattern in _VENDORS:
        if present.isdisjoint(needles):
            continue
        for m in pattern.finditer(text):
            value = m.group(0)
            if not is_placeholder(value) and not value.endswith("EXAMPLE"):
                yield Finding(kind, m.start(), m.end(), 0.97)
    if "PRIVATE KEY" in text:
        yield from _private_keys(text)
    yield from _aws_secret_keys(text)
    if "://" in text:
        for m in _URL_PASSWORD.finditer(text):
            if not is_placeholder(m.group("v")):
                yield Finding("connection_string", m.start("v"), m.end("v"), 0.95)
    if "=" in text:
        for m in _URL_PARAM.finditer(text):
            if not is_placeholder(m.group("v")) and (random_looking(m.group("v"), 12) or "pass" in m.group(0).lower()):
                yield Finding("api_key", m.start("v"), m.end("v"), 0.9)
    lowered = text.lower()
    if any(needle in lowered for needle in _HEADER_NEEDLES):
        for m in _HEADER.finditer(text):
            if not is_placeholder(m.group("v")) and random_looking(m.group("v"), 12):
                yield Finding("api_key", m.start("v"), m.end("v"), 0.95)
    yield from _assignments(text)


def _private_keys(text: str) -> Iterator[Finding]:
    for m in _PRIVATE_KEY_BEGIN.finditer(text):
        end_match = _PRIVATE_KEY_END.search(text, m.end())
        if end_match:
            end = end_match.end()
        else:  # cut short: take the base64 body that follows
            end = m.end()
            for line in text[m.end() :].split("\n")[1:]:
                if not line.strip() and end > m.end() + 1:
                    break
                if line.strip() and not _BASE64_LINE.fullmatch(line.strip()):
                    break
                end += len(line) + 1
            end = min(end + 1, len(text))
        yield Finding("private_key", m.start(), end, 0.99)


def _aws_secret_keys(text: str) -> Iterator[Finding]:
    # A 40-character secret access key, next to an access key id or a "secret" label.
    for m in re.finditer(r"(?<![A-Za-z0-9/+=])(?P<v>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])", text):
        value = m.group("v")
        window = text[max(0, m.start() - 120) : m.start()]
        near_id = re.search(r"(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}", window)
        labelled = re.search(r"(?i)aws|secret|密钥", window)
        if (near_id or labelled) and random_looking(value, 30) and not is_placeholder(value):
            yield Finding("aws_key", m.start(), m.end(), 0.95)


def _assignments(text: str) -> Iterator[Finding]:
    lowered = text.lower()
    named = any(hint in lowered for hint in _KEY_NAME_HINTS) and _SECRET_KEY_NAME.search(text)
    for m in _ASSIGNMENT.finditer(text) if named else ():
        key, value = m.group("key"), m.group("v")
        bare_key = key.rsplit(".", 1)[-1]
        if not _SECRET_KEY_NAME.search(bare_key) or _NOT_SECRET_KEY_NAME.search(bare_key):
            continue
        if is_placeholder(value) or value.lower() in ("true", "false", "yes", "no", "on", "off", "required", "optional"):
            continue
        if re.fullmatch(r"\d{1,3}", value) or value.startswith(("http://", "https://", "$", "%(", "{{")):
            continue  # a length, a URL (checked on its own), a reference
        if re.fullmatch(r"[A-Z][A-Z0-9_-]*", value) and value.upper() == value and "_" in value + "-":
            continue  # a NAME_OF_ANOTHER_VARIABLE
        if re.search(r"pass|pwd", bare_key, re.I):
            if len(value) >= 4:
                yield Finding("password", m.start("v"), m.end("v"), 0.9)
        elif random_looking(value, 16) or (re.fullmatch(r"[0-9a-fA-F]{32,}", value) and entropy(value) > 3.0):
            yield Finding("api_key", m.start("v"), m.end("v"), 0.9)
    for m in _BARE_ASSIGNMENT.finditer(text) if "=" in text else ():
        value = m.group("v")
        if random_looking(value, 32) and not re.fullmatch(r"[0-9a-fA-F-]+", value):  # not a hash or UUID
            yield Finding("api_key", m.start("v"), m.end("v"), 0.75)
