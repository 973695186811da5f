"""Keys and tokens with a recognisable shape: vendor formats, private-key blocks, JWTs,
connection strings, and secret-looking values assigned to secret-named keys
(``.env``, JSON, YAML, URL parameters, HTTP headers, a two-column table's rows). Wallet keys,
known by their own checksums, are ``wallets.py``'s."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterator

from ..ids import ID_RE
from ._finding import Finding
from .benign import CLIENT_CALL, WEBHOOK_SEGMENT, declared, is_placeholder, is_public_value, is_reference
from .. import pattern_cache
from .needles import NeedlePass, Needles

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
    ("telegram_bot_token", (':AA',), r"(?:\b|(?<=bot))\d{8,10}:AA[A-Za-z0-9_-]{33}\b"),  # also in its API path: ".../bot123…:AA…/sendMessage"
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
    ("nostr_secret", ('nsec1',), r"\bnsec1[02-9ac-hj-np-z]{58}\b"),  # bech32: a nostr account's private key
    ("grafana_token", ('glsa_', 'glc_'), r"\bglsa_[A-Za-z0-9]{32}_[0-9a-fA-F]{8}\b|\bglc_[A-Za-z0-9+/]{32,}={0,2}"),
    ("newrelic_key", ('NRAK-', 'NRII-', 'NRAA-'), r"\bNR(?:AK|II|AA)-[A-Z0-9]{27}\b"),
    ("aliyun_key", ('LTAI',), r"\bLTAI[A-Za-z0-9]{12,24}\b"),
    ("tencent_key", ('AKID',), r"\bAKID[A-Za-z0-9]{32}\b"),
    ("mapbox_secret", ('sk.eyJ',), r"\bsk\.eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{16,}"),
    ("discord_webhook", ('discord',), r"https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d{5,}/[A-Za-z0-9_-]{40,}"),
    ("vendor_token", ('HRKU-', 'nfp_', 'figd_', 'bkua_', 'CCIPAT_', 'xkeysib-', 'dckr_pat_', 'pscale_', 'fo1_', 'rnd_', 'tfp_', 'pcsk_'),
     r"\bHRKU-[A-Za-z0-9_-]{20,}|\bnfp_[A-Za-z0-9]{30,}|\bfigd_[A-Za-z0-9_-]{30,}|\bbkua_[a-f0-9]{40}|\bCCIPAT_[A-Za-z0-9_]{30,}|"
     r"\bxkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}|\bdckr_pat_[A-Za-z0-9_-]{20,}|\bpscale_(?:tkn|pw|oauth)_[A-Za-z0-9_.-]{30,}|"
     r"\bfo1_[A-Za-z0-9_-]{30,}|\brnd_[A-Za-z0-9]{20,}|\btfp_[A-Za-z0-9_-]{40,}|\bpcsk_[A-Za-z0-9_]{40,}"),  # (pcsk_: Pinecone)
    # Zhipu (智谱) keys: an id in hex, a dot, a secret of sixteen in both cases
    ("vendor_token", ('.',), r"\b[0-9a-f]{32}\.(?=[A-Za-z0-9]{0,15}[A-Z])(?=[A-Za-z0-9]{0,15}[a-z])[A-Za-z0-9]{16}\b"),
    ("sourcegraph_token", ('sgp_',), r"\bsgp_(?:[a-f0-9]{16}_)?[a-f0-9]{40}\b"),
    ("contentful_token", ('CFPAT-',), r"\bCFPAT-[A-Za-z0-9_-]{43}"),
    ("flutterwave_key", ('FLWSECK',), r"\bFLWSECK(?:_TEST)?-[a-f0-9]{32}-X\b"),
    ("airtable_token", ('pat',), r"\bpat[A-Za-z0-9]{14}\.[a-f0-9]{64}\b"),
    ("dropbox_token", ('sl.',), r"\bsl\.[A-Za-z0-9_-]{130,}"),
    ("facebook_token", ('EAA',), r"\bEAA[A-Za-z0-9]{4}[A-Za-z0-9]{80,}"),
    ("serverchan_key", ('SCT',), r"\bSCT\d{4,}T[A-Za-z0-9]{20,}"),  # ServerChan's SendKey, also in its push URL's path
]

_PRIVATE_KEY_BEGIN = pattern_cache.compile(r"-----BEGIN ((?:[A-Z0-9]+ )*)PRIVATE KEY( BLOCK)?-----")
_PRIVATE_KEY_END = pattern_cache.compile(r"-----END ((?:[A-Z0-9]+ )*)PRIVATE KEY( BLOCK)?-----")
_BASE64_LINE = pattern_cache.compile(r"[A-Za-z0-9+/=]{16,}|[A-Za-z0-9+/=-]*|[A-Za-z-]+: .*")

# scheme://user:PASSWORD@host
# (the user may be empty — redis://:PASSWORD@host — and the password may hold an "@": the
# host follows the last one)
_URL_PASSWORD = pattern_cache.compile(
    r"(?<![a-z0-9+._-])[a-z][a-z0-9+._-]{1,40}://[^\s:/@\"'<>]{0,64}:(?P<v>[^\s/\"'<>]{1,128})@(?=[A-Za-z0-9\[_-])[^\s\"'<>@]+", re.I
)
# Oracle's user/PASSWORD@connect-identifier (EZConnect, a TNS alias) after sqlplus, expdp, rman, CONNECT,
# userid=, a JDBC URL's "jdbc:oracle:thin:"; or, without a command, before a host, port and service ("app/pw@//db:1521/ORCL", "app/pw@db:1521/ORCL")
_ORACLE_LOGIN = pattern_cache.compile(
    r"(?:\b(?:sqlplus|sqlldr|sqlcl|sql|expdp|impdp|exp|imp|rman|dgmgrl|tkprof|conn(?:ect)?)\s+(?:-\w+\s+)*|\buserid\s*=\s*|\btarget\s*=?\s*|\bjdbc:oracle:(?:thin|oci8?):)"
    r"['\"]?[\w$#.]+/(?P<v>[^\s/@'\"]{1,128})@['\"]?(?=[\w/(])"
    r"|(?<![\w/:.@])[\w$#.]+/(?P<w>[^\s/@'\"]{3,128})@(?://)?[\w.-]+(?::\d{2,5})?/[\w.]+",  # (not a scoped package: "npm/@picocss/pico@2/css")
    re.I,
)
# ?password=…&, ?api_key=…
_URL_PARAM = pattern_cache.compile(
    r"[?&;](?:password|passwd|pwd|pass|api[_-]?key|apikey|appid|app[_-]?key|access[_-]?token|auth[_-]?token|token|secret|"
    # (any name that ends in one: "pushkey", "sendkey", "bot_token" — the value must look generated too)
    r"client[_-]?secret|sig|sign|signature|auth_key|auth|authorization|_upt|[a-z]{0,12}key|[a-z]{0,12}token|(?<=&)p(?=\=)|(?<=\?)p(?=\=)|"
    # a pre-signed link's signature, in any cloud's header style: X-Amz-Signature, X-Goog-Signature, X-Tos-Signature
    r"x-[a-z]{2,8}-(?:signature|security-token))=(?P<v>[^&;\s#\"'<>]{6,})",
    re.I,
)
_SIGNATURE_PARAM = pattern_cache.compile(r"[?&;](?:sig|sign|signature|_upt|auth_key|x-[a-z]{2,8}-signature)=", re.I)
# a service's client made with its key: 'PostmarkClient("fda56507-…")', "OpenAI(api_key=…)" is an assignment
_CLIENT_KEY = pattern_cache.compile(CLIENT_CALL + r"""(?P<q>["'])(?P<v>[A-Za-z0-9_-]{20,200})(?P=q)""")
# a note's heading that names what its lines hold: "API keys（Macau team，别外传）", "Tokens:", "密钥"
_KEYS_HEADING = pattern_cache.compile(r"(?im)^[^\n]{0,30}(?:\b(?:api[ _-]?keys?|keys|access keys?|tokens|secret keys?|credentials)\b|密钥|秘钥)[^\n]{0,30}$")
_LABELLED_LINE = pattern_cache.compile(r"(?m)^[ \t]*(?:[-*•][ \t]*)?[^:：=\n]{1,30}[:：=][ \t]*(?P<v>[A-Za-z0-9_-]{24,200})[ \t]*$")


def _keys_under_heading(text: str) -> Iterator[Finding]:
    """Under a heading that names keys, each "label: value" line's value that looks generated (a hex key
    too: "Deepgram 语音转写：f49fe147…", which beside no such heading could be a commit's hash)."""
    for heading in _KEYS_HEADING.finditer(text):
        block_end = text.find("\n\n", heading.end())
        block = (heading.end(), len(text) if block_end < 0 else block_end)
        for m in _LABELLED_LINE.finditer(text, *block):
            value = m.group("v")
            if not is_placeholder(value) and (random_looking(value, 20) or re.fullmatch(r"[0-9a-fA-F]{32,}", value)):
                yield Finding("api_key", m.start("v"), m.end("v"), 0.85)


# Authorization: Bearer …, X-API-Key: …
_HEADER = pattern_cache.compile(
    r"\b(?:authorization|proxy-authorization|x-api-key|api-key|x-auth-token|x-access-token|x-api-token|private-token)\s*:\s*(?:bearer\s+|basic\s+|token\s+)?(?P<v>[A-Za-z0-9._~+/=-]{12,})",
    re.I,
)
# KEY=value, KEY: value, "key": "value", a two-column table's KEY<TAB>value — where the key names a secret.
_ASSIGNMENT = pattern_cache.compile(
    r"""(?P<key>[A-Za-z_][A-Za-z0-9_.-]{0,60})["']?(?:[ \t]*(?::=|\?=|\+=|=|:)[ \t]*|\t+)(?P<q>["'`]?)(?P<v>[^\s"'`,;，。；、！？）」】]{1,200})(?P=q)""",
)
# a quoted key and its quoted value in code: a setter's arguments (define('DB_PASSWORD', '…'),
# setenv("API_TOKEN", "…"); not a getter's: get_password('service', 'user')), an item set
# ($cfg["secret"] = "…") or a map entry ('token' => '…')
_QUOTED_PAIR = pattern_cache.compile(
    r"""(?:(?:(?<![\w.])(?i:define|setenv|putenv|ini_set|set|setitem|set_item|setproperty|set_property|put|setdefault)|(?<=environ\.)(?i:setdefault))[ \t]*\([ \t]*(?=['"][^'"\n]*['"][ \t]*,)|(?=['"][^'"\n]*['"][ \t]*(?:\][ \t]*=|=>)))"""
    r"""(?P<kq>['"])(?P<key>[A-Za-z_][A-Za-z0-9_.-]{0,60})(?P=kq)[ \t]*(?:,|\][ \t]*=|=>)[ \t]*(?P<q>['"`])(?P<v>[^'"`\s]{1,200})(?P=q)"""
)
# an XML element holding its value: "<password>chenjie.0205</password>", "<db.pass>…</db.pass>"
_XML_ELEMENT = pattern_cache.compile(r"<(?P<key>[A-Za-z_][A-Za-z0-9_.-]{0,60})>[ \t]*(?P<q>)(?P<v>[^<>\s]{1,200})[ \t]*</(?P=key)>")
# a property list's key and the string after it (an Apple configuration profile: "<key>Password</key>⏎<string>…</string>")
_PLIST_PAIR = pattern_cache.compile(r"<key>[ \t]*(?P<key>[A-Za-z_][A-Za-z0-9_.-]{0,60})[ \t]*</key>\s*<string>[ \t]*(?P<q>)(?P<v>[^<>\s]{1,200})[ \t]*</string>")
# a Robot Framework variable table's row: "${DB_PASSWORD}    s3cret" (the name, two blanks or more, the value)
_ROBOT_VARIABLE = pattern_cache.compile(r"(?m)^\$\{(?P<key>[A-Za-z_][A-Za-z0-9_.-]{0,60})\}(?:[ ]{2,}|\t+)(?P<q>)(?P<v>[^\s$][^\n]{0,199}?)[ \t]*$")
# a fish or csh shell's variable set with its value after a blank: "set -gx WMS_SECRET @nch0…", "setenv API_TOKEN …"
_SHELL_SET = pattern_cache.compile(r"(?m)^[ \t]*(?:set(?:[ \t]+-[a-zA-Z]+)*|setenv)[ \t]+(?P<key>[A-Za-z_][A-Za-z0-9_]{0,60})[ \t]+(?P<q>[\"']?)(?P<v>[^\s\"']{1,200})(?P=q)[ \t]*$")
# an element's name and value attributes: '<env name="JWT_KEY" value="…" />', '<add key="ApiSecret" value="…"/>'
_ATTRIBUTE_PAIR = pattern_cache.compile(
    r"""<[\w:.-]+[^<>]*?\b(?:name|key)\s*=\s*["'](?P<key>[A-Za-z_][A-Za-z0-9_.-]{0,60})["'][^<>]*?\bvalue\s*=\s*(?P<q>["'])(?P<v>[^"'<>\s]{1,200})(?P=q)"""
)
# A key names a secret by one of its words (DJANGO_KEY, SESSION_SIGNING, HMAC_KEY,
# REDIS_AUTH, CRYPT_KEY, client_secret, dbPassword) — unless its last word makes it a
# setting about the secret (PASSWORD_MIN_LENGTH, TOKEN_URL, KEY_ID, SECRET_FILE).
_PASSWORD_WORDS = {"pass", "password", "passwd", "passphrase", "passcode", "pwd", "pw", "pword"}
_SECRET_WORDS = _PASSWORD_WORDS | {
    "secret", "secrets", "token", "tokens", "apikey", "key", "keys", "auth", "credential", "credentials", "creds",
    "signing", "hmac", "salt", "pepper", "crypt", "encrypt", "encryption", "cipher", "private", "privkey", "priv",
    "jwt", "master", "dsn", "sig", "signature", "passkey", "cred", "accesskey", "secretkey", "appsecret", "appkey", "unseal",
    # a session cookie by its own name ("sessionid=…"; a bare "session" is also a capture's field),
    # and pinyin names: 密钥, 密码, 口令, 授权码
    "sessionid", "sessiontoken", "sessid", "miyao", "mima", "koulin", "authcode", "shouquanma",
    # a one-time password's seed (TOTP_SEED, MFA_SECRET)
    "totp", "otp", "mfa", "seed",
}  # fmt: skip
# one word made of a name and "password" (PGPASSWORD, ROOTPASSWORD, SSHPASS)
_PASSWORD_ENDINGS = ("password", "passwd", "passphrase", "sshpass")
# a code that opens something: keypad_code, DOOR_CODE, gate_pin, alarm_code
_LOCK_KEY_WORDS = {"keypad", "door", "gate", "lock", "alarm", "safe", "locker", "padlock", "entry", "garage", "shed", "pin"}
_SETTING_WORDS = {
    "name", "names", "id", "ids", "file", "files", "path", "dir", "url", "uri", "endpoint", "env", "var", "variable",
    "length", "len", "min", "max", "count", "policy", "type", "field", "header", "version", "enabled", "enable",
    "disabled", "required", "timeout", "ttl", "expiry", "expires", "expiration", "hint", "prompt", "label", "question",
    "format", "rotation", "provider", "manager", "store", "storage", "source", "mode", "algorithm", "algo", "alg",
    "size", "bits", "location", "ref", "reference", "username", "user", "host", "port", "region", "prefix", "suffix",
    "days", "hours", "minutes", "seconds", "secs", "lifetime", "age", "driver", "backend", "engine", "method",
    "scheme", "strategy", "class", "module", "plugin", "handler", "flag", "debug", "level", "limit", "retries",
    "attempts", "domain", "issuer", "audience", "scope", "scopes", "index", "column", "table", "bucket", "pattern",
    "regex", "length", "digits", "chars", "sha", "hash", "fingerprint", "kid", "usage", "uses", "pub", "public",
    "publishable", "site", "sitekey", "cache", "lock", "email", "mail", "owner", "account", "arn", "secure",
    "hasher", "hashers", "hashing", "encoder", "validator", "validators", "complexity", "strength", "reset",
}  # fmt: skip
_KEY_WORD_SPLIT = pattern_cache.compile(r"[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])")
_VALUE_NOT_SECRET = pattern_cache.compile(
    r"(?:true|false|yes|no|on|off|none|null|nil|required|optional|enabled|disabled|default|auto|"
    r"[A-Z]{2}\d{3}|[HRE]S\d{3}|aes-?\d{3}(?:-[a-z]{3})?|sha-?\d{1,3}|md5|bcrypt|argon2(?:id)?|scrypt|utf-?8|"
    r"\d+(?:\.\d+)*[smhdwkKMG]?[bB]?|v?\d+(?:\.\d+)+(?:-[\w.]+)?|[a-z]{2}-[a-z]+-\d|\d{4}-\d{2}-\d{2}.*)",
    re.I,
)


# words strung on one separator, with a number at the end or three words at least
def strung_words(value: str) -> bool:
    """Words strung on one separator as a generator makes them — not a variable's name in
    capitals (SPRING_DATASOURCE_PASSWORD) nor a template's blank ("your-password-here")."""
    return bool(PASSPHRASE_SHAPE.fullmatch(value)) and not value.isupper() and not _TEMPLATE_WORDS.search(value)


# the words of a template's blank ("your-password-here", "enter-new-secret")
_TEMPLATE_WORDS = pattern_cache.compile(r"(?<![a-z])(?:your|my|here|password|passwd|secret|token|example|sample|enter|insert|changeme|placeholder|xxx+)(?![a-z])", re.I)
# (without a number only on hyphens: "www.example.com" is an address, "db_user_name" a name)
# (words joined by "_" only four or more: "db_host_name" is a variable's name)
# (words joined by "+" or "~" are a generator's too, and four or more joined by dots whose last is
# no top-level domain: "marmalade.lantern.falcon.willow" is no address)
PASSPHRASE_SHAPE = pattern_cache.compile(
    r"[A-Za-z]{3,}(?P<sep>[-._+~])[A-Za-z]{3,}(?:(?P=sep)[A-Za-z]{3,})*(?P=sep)?\d{1,4}|[A-Za-z]{3,}(?P<joint>[-+~])[A-Za-z]{3,}(?:(?P=joint)[A-Za-z]{3,})+"
    r"|[a-z]{3,}(?:_[a-z]{3,}){3,}|[a-z]{3,}(?:\.[a-z]{3,}){2,}\.(?!(?:com|net|org|edu|gov|info|biz|app|dev|io|co|uk|cn|de|fr|jp|au|ca|nz|ie|local|lan|home|online|site|xyz)$)[a-z]{3,}"
)



_ASKED_WORDS = {"security", "secret", "memorable", "recovery", "challenge"}


def key_name_kind(key: str) -> str | None:
    """"password", "api_key" or "security_answer" if the name ``key`` names a secret, else None."""
    words = [w.lower().rstrip("0123456789") or w.lower() for w in _KEY_WORD_SPLIT.split(key) if w]  # ("KEY2": a key)
    if not words or words[-1] in _SETTING_WORDS or words[0] in ("public", "publishable", "pub"):
        return None
    if words[-1] == "answer" and _ASKED_WORDS.intersection(words):
        return "security_answer"  # SECURITY_ANSWER, memorableAnswer: whatever the answer, it opens the account
    if any(w in _PASSWORD_WORDS or w.endswith(_PASSWORD_ENDINGS) for w in words) or ("code" in words or "pin" in words) and any(w in _LOCK_KEY_WORDS for w in words if w != "pin"):
        return "password"
    if any(w in _SECRET_WORDS for w in words):
        return "api_key"
    return None


def _credential_value(value: str) -> bool:
    """A value with the look of a credential: generated, or made by a person (letters
    with digits or symbols), rather than a word, a number, a name or a setting."""
    if random_looking(value, 16) or (re.fullmatch(r"[0-9a-fA-F]{32,}", value) and entropy(value) > 3.0):
        return True
    if value.startswith("base64:") and len(value) >= 20:
        return True
    if re.fullmatch(r"[a-z]{12,}|[A-Z]{12,}", value) and sum(c in "aeiouAEIOU" for c in value) / len(value) < 0.25:
        return True  # generated letters (a mail app's 16-letter authorisation code): words have vowels
    if len(value) < 6 or _VALUE_NOT_SECRET.fullmatch(value):
        return False
    if re.match(r"(?:/|\./|~/|[A-Za-z]:\\)", value) or re.fullmatch(r"[\w.-]+\.(?:[a-z]{2,4})", value):
        return False  # a path, a file or a host name
    if re.fullmatch(r"[\w.-]+:\d{2,5}", value) or re.fullmatch(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", value):
        return False  # host:port, an e-mail address
    letters, digits = bool(re.search(r"[A-Za-z]", value)), bool(re.search(r"\d", value))
    symbols = bool(re.search(r"[^\w]", value))
    if re.fullmatch(r"[a-z]+(?:[_-][a-z]+)*", value) or re.fullmatch(r"[A-Z][A-Z0-9_-]*", value) and "_" in value:
        return False  # an identifier or another variable's NAME
    return (letters and digits and len(value) >= 8) or (letters and symbols and digits) or (
        letters and len(value) >= 10 and value != value.lower() and value != value.upper() and symbols
    )


# NAME=<long random string>, whatever the name (.env files, shell exports)
_BARE_ASSIGNMENT = pattern_cache.compile(
    r"(?m)^[ \t]*(?:export[ \t]+)?(?P<key>[A-Za-z_][A-Za-z0-9_]*)[ \t]*=[ \t]*[\"']?(?P<v>[A-Za-z0-9+/=_-]{32,})[\"']?[ \t]*$"
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


# Three or more lower-case pieces joined by "_" or "-": a name a person or a tool chose.
_WORDY_IDENTIFIER = pattern_cache.compile(r"[a-z]+\d{0,4}(?:[_-][a-z]+\d{0,4}){1,}(?:[_-](?:[a-z]+\d{0,4}|\d{1,8}))+")
# A piece of a name people read: a word (lower, Capitalised or CamelCase, a few digits
# after it), an acronym, a number with a unit ("128M", "v2", "L6").
_NAME_PIECE = pattern_cache.compile(r"[A-Za-z]?[a-z]{2,}(?:[A-Z][a-z]+|[A-Z]{1,3})*\d{0,4}|[A-Z]{2,5}\d{0,3}|[A-Za-z]?\d{1,6}[A-Za-z]{0,2}")


def _readable_name(value: str) -> bool:
    """A path of readable pieces ("minishlab/potion-multilingual-128M",
    "sentence-transformers/all-MiniLM-L6-v2"): at least three pieces, two of them words
    of four letters or more — a generated secret has no such grain."""
    pieces = re.split(r"[/_.@:-]", value)  # (a pin: "docker/login-action@v3", "redis:7-alpine")
    if len(pieces) < 3 or not all(_NAME_PIECE.fullmatch(p) for p in pieces):
        return False
    return sum(1 for p in pieces if re.fullmatch(r"[A-Za-z]?[a-z]{3,}", p)) >= 2


def random_looking(value: str, min_length: int = 16) -> bool:
    """A long token with the character mix and entropy of a generated secret."""
    if len(value) < min_length or is_placeholder(value):
        return False
    if _WORDY_IDENTIFIER.fullmatch(value) or _readable_name(value):  # test_a_capture_while_another_g0, my-project-name
        return False
    if re.fullmatch(r"[0-9a-fA-F-]+", value):  # hex: keys, but also hashes and ids — needs context
        return entropy(value) > 3.0 and len(value) >= 32
    return _classes(value) >= 3 and entropy(value) >= 3.5


# a word's edge in Latin letters: a key glued to Chinese ("令牌sk-…", "密钥AKIA…") starts where its letters do,
# though Python's \b counts a Chinese character as part of a word
_ASCII_EDGE = r"(?:(?<![A-Za-z0-9_])(?=[A-Za-z0-9_])|(?<=[A-Za-z0-9_])(?![A-Za-z0-9_]))"
_VENDORS = [(kind, needles, pattern_cache.compile(pattern.replace(r"\b", _ASCII_EDGE))) for kind, needles, pattern in VENDOR_FORMATS]
_HEADER_NEEDLES = Needles(("authorization", "api-key", "auth-token", "access-token", "api-token", "private-token"))
# the words that let a scan look further (each one scan of the text: a rebuild runs them on 100k files)
_NAMED_NEARBY_NEEDLES = Needles(("key", "token", "secret", "密钥", "秘钥", "令牌"))
_KEY_FILE_NEEDLES = Needles(("key", "token", "secret", "credential", "passw"))
# a webhook's address is its credential: whoever has the path token may post
# ("…/open-apis/bot/v2/hook/744ee234-…", "…/hooks/…", "…/webhook/…")
# a link that is private by a token in its path: a calendar's "…/calendar/private-98b1ba90…/basic.ics"
_PRIVATE_PATH = pattern_cache.compile(r"://[^\s/]+/(?:[^\s?#]*/)?(?:private|secret)[-_](?P<v>[A-Za-z0-9_-]{16,})(?![A-Za-z0-9_-])", re.I)
_KEY_IN_PATH = pattern_cache.compile(
    r"://[^\s/]+/(?:[^\s?#]*/)?(?:key|keys|token|secret|apikey|api_key|access_token)/(?P<v>[A-Za-z0-9_-]{16,})(?![A-Za-z0-9_-])"
    r"|\brtmps?://[^\s/]+/(?:[^\s/?#]+/)*(?P<s>live_\d+_[A-Za-z0-9]{16,}|(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,})(?![A-Za-z0-9_-])",
    re.I,
)


def _generated_id(value: str) -> bool:
    """A generated id in one case, letters and digits ("wqlyuz9gku3hekdrc47u8yi2lb"): not a word, not a hash."""
    return len(value) >= 20 and bool(re.fullmatch(r"[a-z0-9]+|[A-Z0-9]+", value)) and bool(re.search(r"\d", value)) and bool(re.search(r"[A-Za-z]", value)) \
        and not re.fullmatch(r"[0-9a-fA-F]+", value) and entropy(value) >= 3.6


_WEBHOOK_TOKEN = pattern_cache.compile(rf"://[^\s/]+/(?:[^\s?#]*/)?{WEBHOOK_SEGMENT}/(?:[^\s/?#]+/)?(?P<v>[A-Za-z0-9][A-Za-z0-9_-]{{15,}})(?![A-Za-z0-9_-])", re.I)


# the vendors' needles are case-sensitive ("AKIA", "ghp_"): a pass of their own, on the text as it is
_VENDOR_NEEDLES = Needles((needle for _, needles, _ in VENDOR_FORMATS for needle in needles), NeedlePass())
# Words that must appear before the (slow, case-insensitive) secret-name pattern can match.
_KEY_NAME_HINTS = ("pass", "pwd", "secret", "token", "key", "auth", "credential")


def scan_tokens(text: str) -> Iterator[Finding]:
    present = _VENDOR_NEEDLES.present(text)
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
    if "(" in text:
        for m in _CLIENT_KEY.finditer(text):
            value = m.group("v")
            if not is_placeholder(value) and (random_looking(value, 20) or re.fullmatch(r"[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}|[0-9a-fA-F]{32,}", value)):
                yield Finding("api_key", m.start("v"), m.end("v"), 0.9)
    if "\n" in text and _KEYS_HEADING.search(text):
        yield from _keys_under_heading(text)
    if "://" in text:
        for m in _URL_PASSWORD.finditer(text):
            if not is_placeholder(m.group("v")):
                yield Finding("connection_string", m.start("v"), m.end("v"), 0.95)
        for m in _PRIVATE_PATH.finditer(text):
            if random_looking(m.group("v"), 16) or re.fullmatch(r"[0-9a-fA-F]{24,}", m.group("v")):
                yield Finding("api_key", m.start("v"), m.end("v"), 0.9)
        for m in _WEBHOOK_TOKEN.finditer(text):
            value = m.group("v")
            if not is_placeholder(value) and (random_looking(value, 16) or _generated_id(value) or re.fullmatch(r"[0-9a-fA-F]{8}(?:-?[0-9a-fA-F]{4}){3}-?[0-9a-fA-F]{12}|[0-9a-fA-F]{24,}", value)):
                yield Finding("api_key", m.start("v"), m.end("v"), 0.9)
        # a key carried in a link's path ("…/with/key/EsB6cE9e…", IFTTT) or a stream's ("rtmp://…/live/live_4068…_4hls…")
        for m in _KEY_IN_PATH.finditer(text):
            group = "v" if m.group("v") else "s"
            value = m.group(group)
            if not is_placeholder(value) and (random_looking(value, 16) or _generated_id(value) or value.startswith(("live_", "sk_"))):
                yield Finding("api_key", m.start(group), m.end(group), 0.9)
    if "/" in text and "@" in text:
        for m in _ORACLE_LOGIN.finditer(text):
            group = "v" if m.group("v") else "w"
            if not is_placeholder(m.group(group)) and not m.group(group).startswith(("$", "%")):
                yield Finding("connection_string", m.start(group), m.end(group), 0.9)
    if "=" in text:
        for m in _URL_PARAM.finditer(text):
            named_pass = "pass" in m.group(0).lower() or (m.group(0)[1:3].lower() == "p=" and re.search(r"[?&]u(?:ser)?=", text))
            # a signed link's signature in hex ("?_upt=931843f4…", "&sign=…"): named a signature, it is one
            signed = _SIGNATURE_PARAM.match(m.group(0)) is not None and re.fullmatch(r"[0-9a-fA-F-]{12,}", m.group("v")) is not None
            if not is_placeholder(m.group("v")) and (random_looking(m.group("v"), 12) or named_pass or signed):
                yield Finding("api_key", m.start("v"), m.end("v"), 0.9)
    lowered = text.lower()
    if _HEADER_NEEDLES.found_in(lowered):
        for m in _HEADER.finditer(text):
            if not is_placeholder(m.group("v")) and random_looking(m.group("v"), 12):
                yield Finding("api_key", m.start("v"), m.end("v"), 0.95)
    yield from _assignments(text)
    if _PORT_FIELD.search(text):  # ":5432:" — only then the (slower) whole line pattern
        for m in _PGPASS.finditer(text):
            if not is_placeholder(m.group("v")):
                yield Finding("connection_string", m.start("v"), m.end("v"), 0.9)
    if _NAMED_NEARBY_NEEDLES.found_in(lowered):
        yield from _named_nearby(text)
    if _KEY_FILE_NEEDLES.found_in(lowered):
        yield from _key_file_contents(text)


# A credential named in the sentence, its value a little later ("把 API key 放这儿：sk_…",
# "the API key, so I stop digging: fdk_live_…"): a generated token within reach of its name.
_CREDENTIAL_NAME = pattern_cache.compile(
    r"(?<!public )(?<!public-)(?<![A-Za-z])(?:api[ _-]?key|access[ _-]?key|secret[ _-]?key|private[ _-]?key|(?:client|key|app|api)[ _-]?secret|"
    r"(?:api|access|auth|bearer|refresh|personal access) token|token)s?(?![A-Za-z])|密钥|秘钥|令牌",
    re.IGNORECASE,
)
_TOKEN = pattern_cache.compile(r"(?<![\w/.@-])[A-Za-z0-9][A-Za-z0-9_\-]{15,}(?![\w/@-])")


_PORT_FIELD = pattern_cache.compile(r":(?:\d{2,5}|\*):[^\s:]")
# A PostgreSQL password file's line: host:port:database:user:password.
_PGPASS = pattern_cache.compile(r"(?<![\w.:/-])(?:[\w.-]+|\*):(?:\d{2,5}|\*):(?:[\w.*-]+):(?:[\w.*@-]+):(?P<v>[^\s:]{4,})(?=\s|$)")


# A file that holds a key, and its contents told: "config/master.key contents: 3f9a…", "secret.key 的内容：…",
# "cat ~/.config/app/token⏎9c1e…" — the file's name says what the value is.
_KEY_FILE = pattern_cache.compile(
    r"(?<![\w.-])(?P<file>(?:[\w.~-]+/)*[\w.-]*?(?:key|secret|secrets|token|credentials?|passw(?:or)?d|passphrase)s?(?:\.(?:txt|key|bin|enc|json|ya?ml))?)"
    r"(?:['’]s)?(?:\s+(?:contents?|content is|says|reads|holds)|\s*(?:的内容|内容|里(?:面)?(?:是|写的是)?))\s*[:：=]?\s*"
    r"(?:\n\s*)?['\"`]?(?P<v>[A-Za-z0-9+/=_-]{16,256})(?![A-Za-z0-9+/=_-])",
    re.I,
)


_CHECKSUM_WORDS = pattern_cache.compile(r"sha\d*sum|md5sum|b2sum|checksum|digest|hash|校验|哈希|摘要", re.I)


def _key_file_contents(text: str) -> Iterator[Finding]:
    for m in _KEY_FILE.finditer(text):
        value, name = m.group("v"), m.group("file")
        if not re.search(r"[./]", name) or re.search(r"pub|known_hosts|cert", name, re.I):
            continue  # a file by its name ("config/master.key"), not a kind of key ("the public key")
        line_start = text.rfind("\n", 0, m.start()) + 1
        if _CHECKSUM_WORDS.search(text, line_start, m.start()):
            continue  # "sha256sum key.txt says …": the file's digest
        if random_looking(value) and not is_placeholder(value):
            yield Finding("api_key", m.start("v"), m.end("v"), 0.85)


def _named_nearby(text: str) -> Iterator[Finding]:
    for name in _CREDENTIAL_NAME.finditer(text):
        for m in _TOKEN.finditer(text, name.end(), min(len(text), name.end() + 60)):
            value = m.group(0)
            if not re.fullmatch(r"[0-9a-fA-F-]+", value) and random_looking(value) and not is_placeholder(value):
                yield Finding("api_key", m.start(), m.end(), 0.85)
                break


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
        if _pem_body_empty(text[m.end() : end_match.start() if end_match else end]):
            continue  # a PEM skeleton with no key material between BEGIN and END is documentation, not a key
        yield Finding("private_key", m.start(), end, 0.99)


def _pem_body_empty(body: str) -> bool:
    body = body.replace("\\n", "\n").replace("\\r", "")
    lines = [ln.strip().strip("\"',") for ln in body.split("\n")]
    payload = "".join(ln for ln in lines if ln and not re.match(r"[A-Za-z-]+: ", ln))
    if re.search(r"\.\.\.|…|<[^>]*>|\{\{|\$\{", payload) and len(re.sub(r"[^A-Za-z0-9+/=]", "", payload)) < 64:
        return True
    base64 = re.sub(r"[^A-Za-z0-9+/=]", "", payload)
    return len(base64) < 40 or is_placeholder(base64) or len(set(base64)) < 8


def _aws_secret_keys(text: str) -> Iterator[Finding]:
    # A 40-character secret access key, next to an access key id or a "secret" label.
    for m in re.finditer(r"(?<![A-Za-z0-9/+=])(?P<v>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])", text):
        value = m.group("v")
        if re.fullmatch(r"[0-9a-f]{40}", value):
            continue  # a SHA-1 (a Git commit): a secret access key mixes cases and base64 signs
        window = text[max(0, m.start() - 120) : m.start()]
        # an access key id is a word of its own, never the inside of a longer id (a ULID)
        near_id = re.search(r"(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Za-z0-9])", window)
        labelled = re.search(r"(?i)aws|secret|密钥", window)
        if (near_id or labelled) and random_looking(value, 30) and not is_placeholder(value):
            yield Finding("aws_key", m.start(), m.end(), 0.95)


_ASSIGN_NEEDLES = tuple(sorted(_SECRET_WORDS | {"pwd", "key"}))


def _assignments_in(text: str) -> Iterator[re.Match[str]]:
    """Every KEY=value of the text, one inside another's value too ("devtools: sessionid=…":
    the cookie's own key is the one that names it), and every quoted key given its quoted
    value in code (define('DB_PASSWORD', '…'), $cfg['password'] = '…', 'secret' => '…')."""
    pos = 0
    while (m := _ASSIGNMENT.search(text, pos)) is not None:
        if m.group("key").lower() == "env" and text[max(0, m.start() - 1) : m.start()] == "$" and not m.group("q"):
            pos = m.start("v")  # PowerShell's "$env:NAME = …": the name is the variable's, read again from it
            continue
        yield m
        inner = m.group("v")
        nested = re.match(r"[{\[(]?[A-Za-z_][\w.-]*=", inner)  # "Variables={HIVE_ALERT_SALT=…,STAGE=prod}": the inner pair names it
        pos = m.start("v") + (1 if inner[:1] in "{[(" else 0) if nested and m.start("v") >= pos else m.end()
    if "'" in text or '"' in text:
        yield from _QUOTED_PAIR.finditer(text)
    if "</" in text:
        yield from _XML_ELEMENT.finditer(text)  # <password>…</password>, <add key="…"> is a quoted pair
        if "<key>" in text:
            yield from _PLIST_PAIR.finditer(text)
    if "${" in text:
        yield from _ROBOT_VARIABLE.finditer(text)
    if "set " in text:
        yield from _SHELL_SET.finditer(text)
    if "value=" in text.replace(" ", ""):
        yield from _ATTRIBUTE_PAIR.finditer(text)


# a list of variables as name and value lines (Kubernetes "- name: X⏎  value: …", Render "- key: X⏎  value: …")
_NAME_VALUE = pattern_cache.compile(
    r"""(?m)^[ \t]*-?[ \t]*(?:name|key)[ \t]*:[ \t]*["']?(?P<key>[A-Za-z_][\w.-]{1,60})["']?[ \t]*\n[ \t]*value[ \t]*:[ \t]*(?P<q>["']?)(?P<v>[^\s"'#]{4,200})(?P=q)"""
)
# a setter named for its secret, its string the value: setAccessToken("…"), setApiKey('…'), set_password("…")
# a setting named by its key and set in words: "Vercel 的 env 里 APP_SECRET 设成 Nutmeg%4130 就行", "set COOKIE_KEY to …"
_SET_TO_WORDS = pattern_cache.compile(r"设成|设为|改成|改为|填成|设置成|设置为|配置成|\bset\b|\bchanged\b", re.I)
_KEY_SET_TO = pattern_cache.compile(
    r"(?<![A-Za-z0-9_$])(?P<key>[A-Z][A-Z0-9_]{2,60})(?:\s*(?:我|就|已经)?\s*(?:设成|设为|改成|改为|填成|设置成|设置为|配置成)了?|\s+(?:to|is now|now)\b)\s*[:：]?\s*['\"`]?"
    r"(?P<v>[^\s'\"`，。；、！？）」】\u3400-\u9fff]{6,200})"
)
_NAMED_SETTER = pattern_cache.compile(
    r"""(?<![A-Za-z])set_?(?P<key>\w*?(?:token|secret|key|password|passwd|apikey))\s*\(\s*(?P<q>["'])(?P<v>[^"'\s]{8,200})(?P=q)""", re.I
)

_ASSIGNED_NEEDLES = Needles((
    "pass", "pwd", "secret", "token", "key", "auth", "cred", "sign", "hmac", "salt", "crypt", "cipher", "priv", "jwt", "master",
    "dsn", "sig", "pepper", "pw", "sessid", "sessionid", "miyao", "mima", "unseal", "authcode", "totp", "otp", "mfa", "seed", "pin", "answer",
))  # fmt: skip


# a variable's value read, not written: "$NAME", "${NAME…}", "$(command)", "$env:NAME" — "$h4mr0ck!61" is a password
_VARIABLE = pattern_cache.compile(r"\$(?:\{|\(|env:|[A-Za-z_][A-Za-z0-9_]*(?![^\s\"'`,;)\]}]))")
_ENV_FILE = pattern_cache.compile(r"\.env\b|^\s*export\s+[A-Z_]+=", re.M)


def _assignments(text: str) -> Iterator[Finding]:
    lowered = text.lower()
    named = ("=" in text or ":" in text or "," in text or "</" in text or "\t" in text or "${" in text or "set" in text) and bool(_ASSIGNED_NEEDLES.found_in(lowered))
    for m in _assignments_in(text) if named else ():
        key, value = m.group("key"), m.group("v")
        if "\t" in text[m.end("key") : m.start("v")] and not _two_column_row(text, m.start("key"), m.end("v")):
            continue  # "System⏎User⏎Password⏎Notes": a table's header, not a name and its value
        bare_key = key.rsplit(".", 1)[-1]
        kind = key_name_kind(bare_key)
        if kind is None:
            continue
        after = text[m.end("v") : m.end("v") + 2]
        if is_placeholder(value) or is_reference(value, after) or is_public_value(value, text[max(0, m.start() - 40) : m.start("v")]):
            continue
        if value.lower() in ("true", "false", "yes", "no", "on", "off", "required", "optional"):
            continue
        if re.fullmatch(r"\d{1,3}", value) or value.startswith(("http://", "https://", "%(", "{{")) or _VARIABLE.match(value):
            continue  # a length, a URL (checked on its own), a reference ("$DB_PASS", "${…}", "$(cat …)")
        if text[max(0, m.start() - 2) : m.start()] == "${":
            continue  # the name inside a shell expansion ("${DB_PASSWORD:?set it first}"): a reference
        if re.fullmatch(r"[A-Z][A-Z0-9_-]*", value) and value.upper() == value and "_" in value + "-":
            continue  # a NAME_OF_ANOTHER_VARIABLE
        if kind == "security_answer":
            if len(value) >= 2:
                yield Finding("security_answer", m.start("v"), m.end("v"), 0.9)
        elif kind == "password":
            if value[0] in "([{<":
                continue  # "(the usual one)": words about it, not it
            name = value.rstrip("),;]}")  # "password=db_password)": the argument of a call
            if len(value) >= 4 and not (re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name) and declared(text, name)):
                yield Finding("password", m.start("v"), m.end("v"), 0.9)
        elif _credential_value(value) or strung_words(value) or (_ENV_FILE.search(text) and len(value) >= 6 and re.search(r"[A-Za-z]", value) and re.search(r"\d", value)):
            yield Finding("api_key", m.start("v"), m.end("v"), 0.9)  # (in a .env file, a secret's key makes a short value one)
    if "value" in lowered and "\n" in text:
        for m in _NAME_VALUE.finditer(text):
            if key_name_kind(m.group("key")) and not is_placeholder(m.group("v")) and not _VARIABLE.match(m.group("v")) and len(m.group("v")) >= 6:
                yield Finding("api_key", m.start("v"), m.end("v"), 0.9)
    if "set" in lowered and "(" in text:
        for m in _NAMED_SETTER.finditer(text):
            if not is_placeholder(m.group("v")) and not m.group("v").startswith(("$", "%")):
                yield Finding("api_key", m.start("v"), m.end("v"), 0.9)
    for m in _KEY_SET_TO.finditer(text) if _SET_TO_WORDS.search(text) else ():
        value = m.group("v").rstrip(".,;:!?")
        if key_name_kind(m.group("key")) and not is_placeholder(value) and not is_reference(value) and (_credential_value(value) or strung_words(value)):
            yield Finding("api_key", m.start("v"), m.start("v") + len(value), 0.85)
    for m in _BARE_ASSIGNMENT.finditer(text) if "=" in text else ():
        value = m.group("v")
        if public_key_name(m.group("key")):
            continue  # "PublicKey = 9pi8…=" (WireGuard): the public half
        if random_looking(value, 32) and not re.fullmatch(r"[0-9a-fA-F-]+", value):  # not a hash or UUID
            yield Finding("api_key", m.start("v"), m.end("v"), 0.75)
    yield from _config_values(text)
    yield from _exposed_values(text)


# A line of a config block: KEY=value (.env) or key: value (YAML), the key any name
_CONFIG_LINE = pattern_cache.compile(r"(?m)^[ \t]*(?:export[ \t]+)?(?P<key>[A-Za-z_][A-Za-z0-9_.-]*)[ \t]*(?:=|:[ \t])[ \t]*[\"']?(?P<v>(?:base64:)?[A-Za-z0-9+/=_.~!@$%^&*?-]{16,200})[\"']?[ \t]*$")  # a generated value is ASCII
# Keys whose random-looking values are public: digests, ids, versions, fingerprints — by the
# key's words, never letters inside one (COURIER holds "uri", MQ_SHARED "sha", REFRESH "ref")
_PUBLIC_KEY_WORD = pattern_cache.compile(
    r"sha(?:\d{1,3}|sum)?|\w*(?:hash(?:es)?|checksum|digest|fingerprint)|commit|revert|parent|tree|blob|object|etag|integrity|"
    r"uuid|guid|version|public|pub|pubkey|\w*(?:urls?|uris?)|hosts?|hostname|\w*path|\w*name|image|refs?|references?|tags?"
)


def public_key_name(key: str) -> bool:
    """Whether a config key names a public value ("IMAGE_DIGEST", "PublicKey", "CLIENT_ID")."""
    words = [w.lower() for w in re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+", key)]
    return bool(words) and (words[-1] == "id" or any(_PUBLIC_KEY_WORD.fullmatch(w.rstrip("0123456789")) for w in words))  # ("checksum64")
# a Git trailer ("Mim-Op: capture", "Reverts: 5aea…"): a commit's own words, never a config's secret
_TRAILER_KEY = pattern_cache.compile(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)*")


# Fields of mimvault's own front matter whose values it writes or that name things (an
# agent's session id may look generated): the heuristic for a config's generated values
# leaves them be. (``object`` is read by ``fields.py``; vendor tokens are found anywhere.)
_OWN_FIELDS = frozenset((
    "id", "session", "source_type", "actor", "mentioned_at", "captured", "created", "updated", "content_hash",
    "sensitivity", "state", "type", "scope", "supersedes", "superseded_by", "valid_from", "valid_to", "time_precision",
    "last_confirmed", "topic", "issue_type", "status", "event_type", "subject", "predicate",
))  # fmt: skip


def _config_values(text: str) -> Iterator[Finding]:
    """In a config block (two or more KEY=value or key: value lines), a generated-looking
    value is a secret whatever its key is called ("HUSH=5aea5e…", "miyao: 85f880…"),
    unless the key names a public digest or id."""
    if text.count("\n") < 2 or ("=" not in text and ":" not in text):
        return
    lines = list(_CONFIG_LINE.finditer(text))
    if len(lines) < 2 and len(re.findall(r"(?m)^[ \t]*[A-Za-z_][\w.-]*[ \t]*(?:=|:[ \t])", text)) < 2:
        return
    for m in lines:
        key, value = m.group("key"), m.group("v")
        if key in _OWN_FIELDS:
            continue  # a field of mimvault's own front matter ("session: standup-2024-05-03"): ids and names, no config
        if public_key_name(key) or _TRAILER_KEY.fullmatch(key) or value.startswith(("http://", "https://", "$", "%(", "{{", "/", "./")) or ID_RE.fullmatch(value):
            continue  # (mimvault's own ids: "supersedes: mem_01M8…")
        hexish = re.fullmatch(r"[0-9a-fA-F]{32,}", value)
        if (hexish and entropy(value) > 3.0) or (not hexish and random_looking(value, 16)):  # (base64: values: _exposed_values)
            yield Finding("api_key", m.start("v"), m.end("v"), 0.75)


# Words that say a value in the line is a live credential, whatever its key is called:
# "CI 里 hardcode 了 BLOB=e460…，下周要 rotate"
_EXPOSED = pattern_cache.compile(r"\b(?:hard-?coded?|rotat(?:e|ed|ing|ion)|leak(?:ed|s)?|revok(?:e|ed)|exposed)\b|硬编码|写死|轮换|泄露|泄漏|吊销", re.I)
_KEYED_VALUE = pattern_cache.compile(r"(?<![\w.])(?P<key>[A-Za-z_][A-Za-z0-9_]{0,40})[ \t]*=[ \t]*[\"']?(?P<v>[0-9a-fA-F]{32,128}|[A-Za-z0-9+/_-]{32,128}={0,2})(?![A-Za-z0-9+/=_-])")


# a key's value in Laravel's base64: form, on a line of its own ("APP_KEY=base64:…")
_ENCODED_LINE = pattern_cache.compile(r"(?m)^[ \t]*(?:export[ \t]+)?(?P<key>[A-Za-z_][A-Za-z0-9_.-]*)[ \t]*(?:=|:[ \t])[ \t]*[\"']?(?P<v>base64:[A-Za-z0-9+/]{16,}={0,2})[\"']?[ \t]*$")


def _exposed_values(text: str) -> Iterator[Finding]:
    if "base64:" in text:
        for m in _ENCODED_LINE.finditer(text):
            if not public_key_name(m.group("key")) and random_looking(m.group("v")[7:], 16):
                yield Finding("api_key", m.start("v"), m.end("v"), 0.75)
    if "=" not in text or not _EXPOSED.search(text):
        return
    for m in _KEYED_VALUE.finditer(text):
        value = m.group("v")
        if public_key_name(m.group("key")) or is_placeholder(value):
            continue
        if (re.fullmatch(r"[0-9a-fA-F]+", value) and entropy(value) > 3.0) or random_looking(value, 32):
            yield Finding("api_key", m.start("v"), m.end("v"), 0.75)


def _two_column_row(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is a whole line of its own: a name and its value, as a settings
    screen or a two-column table shows them."""
    return text[text.rfind("\n", 0, start) + 1 : start].strip() == "" and text[end : (text.find("\n", end) + 1 or len(text) + 1) - 1].strip() == ""

