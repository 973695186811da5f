"""Secrets in structured fields: a predicate that names a credential makes its object one.

Text detectors find "my bank password is Tr0ub4dor&3" because the words name the value.
A memory says the same in two fields — ``predicate: bank_password`` and ``object:
Tr0ub4dor&3`` — on separate lines of its front matter, where no text detector sees
them together (and "Fluffy", a security answer, looks like nothing at all). So the
gate reads the fields as a person would: the predicate's words are a lexicon of
credential names (with the words that make it talk *about* a credential, such as
``password_manager`` or ``password_hint``, excluded), and a value under such a name is
a secret unless it is a placeholder or mimvault's own redaction marker.

    credential_kind("bank_password")      -> "password"
    credential_kind("password_manager")   -> None
    scan_fields(text)                     -> [Finding] for front-matter objects
"""

from __future__ import annotations

import re

from ._finding import Finding
from .benign import is_placeholder
from .. import pattern_cache

# A credential named by one word of the predicate.
_WORD_KINDS = {
    "password": "password", "passwd": "password", "pwd": "password", "pw": "password", "passphrase": "password",
    "passcode": "pin", "pin": "pin", "pincode": "pin", "otp": "otp", "totp": "totp_secret", "mnemonic": "seed_phrase",
    "cvv": "card_number", "cvc": "card_number", "credential": "password", "credentials": "password",
    "apikey": "api_key", "secret": "api_key", "secrets": "api_key", "privkey": "private_key", "iban": "iban",
}  # fmt: skip
# A credential named by two words together: (first, second) -> kind.
_PAIR_KINDS = {
    **{(w, "key"): "api_key" for w in ("api", "access", "auth", "secret", "signing", "license", "encryption", "ssh")},
    **{(w, "token"): "api_key" for w in ("api", "access", "auth", "bearer", "refresh", "session", "personal", "bot", "github")},
    ("private", "key"): "private_key", ("seed", "phrase"): "seed_phrase", ("seed", "words"): "seed_phrase",
    ("recovery", "phrase"): "seed_phrase", ("wallet", "seed"): "seed_phrase", ("recovery", "code"): "recovery_code",
    ("recovery", "codes"): "recovery_code", ("backup", "code"): "recovery_code", ("backup", "codes"): "recovery_code",
    ("recovery", "key"): "recovery_code", ("security", "answer"): "security_answer",
    ("secret", "answer"): "security_answer", ("maiden", "name"): "security_answer", ("card", "number"): "card_number",
    ("wifi", "key"): "wifi_password", ("unlock", "pattern"): "pin", ("one", "time"): "otp",
    ("verification", "code"): "otp", ("login", "code"): "otp", ("sms", "code"): "otp", ("auth", "code"): "otp",
    ("totp", "seed"): "totp_secret", ("authenticator", "seed"): "totp_secret", ("2fa", "seed"): "totp_secret",
}  # fmt: skip
# "<thing> code" is a secret for things that lock; a zip, country or area code is not.
_LOCKS = {
    "door", "safe", "gate", "alarm", "lock", "garage", "entry", "access", "unlock", "security", "locker", "keypad",
    "building", "padlock", "vault", "atm", "sim", "puk", "phone", "screen", "bike", "suitcase", "mailbox",
}  # fmt: skip
# Words that make the predicate talk about a credential, not hold one.
_ABOUT = {
    "manager", "hint", "location", "where", "stored", "storage", "reset", "changed", "change", "policy", "length",
    "expiry", "expires", "expired", "rotation", "strength", "reminder", "app", "provider", "question", "questions",
    "rule", "rules", "format", "type", "count", "date", "updated", "holder", "owner", "vault", "protected", "set",
    "forgot", "forgotten", "lost", "recovery_email", "requirement", "requirements",
}  # fmt: skip
_ASKED = {"security", "secret", "question", "questions", "challenge", "recovery", "memorable"}
_PHYSICAL = {"house", "car", "door", "office", "spare", "room", "bike", "mail", "mailbox", "apartment", "flat", "front", "back", "locker", "garage"}
_ZH_WORDS = {
    "密码": "password", "密碼": "password", "口令": "password", "验证码": "otp", "驗證碼": "otp", "密钥": "api_key",
    "私钥": "private_key", "助记词": "seed_phrase", "密保": "security_answer", "卡号": "card_number", "令牌": "api_key",
}  # fmt: skip
_ZH_ABOUT = pattern_cache.compile(r"提示|管理器|在哪|位置|重置|修改|忘记|问题")
_SPLIT = pattern_cache.compile(r"[^a-z0-9]+")
_CAMEL = pattern_cache.compile(r"(?<=[a-z0-9])(?=[A-Z])")


def credential_kind(predicate: str | None) -> str | None:
    """The secret kind a predicate names (None: it names no credential)."""
    if not predicate:
        return None
    if re.fullmatch(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_PASS", predicate.strip()):
        return "password"  # an environment variable named for it: POS_PASS (a "pass" in words may be a bus pass)
    for word, kind in _ZH_WORDS.items():
        if word in predicate:
            return None if _ZH_ABOUT.search(predicate) else kind
    words = [w for w in _SPLIT.split(_CAMEL.sub("_", predicate).lower()) if w]
    if "answer" in words and any(w in _ASKED for w in words):
        return "security_answer"  # the answer to a security question, however it is spelled
    if not words or any(w in _ABOUT for w in words):
        return None
    if "wifi" in words and any(w in ("password", "pass", "key", "passphrase") for w in words):
        return "wifi_password"
    for a, b in zip(words, words[1:]):
        kind = _PAIR_KINDS.get((a, b))
        if kind:
            return kind
        if b in ("code", "pin", "combination", "combo") and a in _LOCKS:
            return "pin"
    for w in words:
        if w in _WORD_KINDS:
            return _WORD_KINDS[w]
    if words[-1] == "token" or (len(words) > 1 and words[-1] == "key" and words[-2] not in _PHYSICAL):
        return "api_key"  # slack_token, stripe_key (a house key is a thing, not a secret)
    return None


def value_is_secret(value: object) -> bool:
    """Whether a value under a credential's name would give the credential away."""
    if value is None or isinstance(value, bool):
        return False
    text = str(value).strip()
    if not text or text.lower() in ("null", "~", "none", "n/a", "unknown"):
        return False
    if re.fullmatch(r"(?:\[REDACTED:[a-z_]+\][\s,;/]*)+", text):
        return False  # mimvault's own marker: what is left after redaction
    return not is_placeholder(text)


def field_secret(predicate: str | None, value: object) -> str | None:
    """The secret kind of ``value`` stored under ``predicate`` (None: not a secret)."""
    kind = credential_kind(predicate)
    return kind if kind is not None and value_is_secret(value) else None


_FIELD_LINE = pattern_cache.compile(r"^(predicate|object):[ \t]*(.*?)[ \t]*$", re.MULTILINE)


def scan_fields(text: str) -> list[Finding]:
    """Findings for a front matter whose ``predicate`` names a credential: the ``object``
    value, and every other place the same value appears in the file (aliases, title,
    body)."""
    if not text.startswith(("---", "\ufeff---")):
        return []
    end = re.search(r"^(?:---|\.\.\.)[ \t]*$", text[3:], re.MULTILINE)
    fm_end = end.start() + 3 if end else len(text)
    values: dict[str, tuple[str, int, int]] = {}
    for m in _FIELD_LINE.finditer(text, 0, fm_end):
        raw = m.group(2)
        start, stop = m.start(2), m.end(2)
        if len(raw) >= 2 and raw[0] == raw[-1] and raw[0] in "'\"":
            raw, start, stop = raw[1:-1], start + 1, stop - 1
        values[m.group(1)] = (raw, start, stop)
    if "predicate" not in values or "object" not in values:
        return []
    kind = credential_kind(values["predicate"][0])
    value, start, stop = values["object"]
    if kind is None or not value_is_secret(value):
        return []
    found = [Finding(kind, start, stop, 0.95)]
    if len(value) >= 3:
        pos = text.find(value)
        while pos >= 0:
            if pos != start:
                found.append(Finding(kind, pos, pos + len(value), 0.95))
            pos = text.find(value, pos + 1)
    return sorted(found, key=lambda f: f.start)
