"""Values that look like secrets but are not: placeholders, references, known examples."""

from __future__ import annotations

import re

ALLOW_PRAGMA = re.compile(r"mimvault:\s*allow-secret|pragma:\s*allowlist secret")

_PLACEHOLDER_WORDS = {
    "password", "passwd", "pass", "pwd", "secret", "token", "key", "apikey", "api_key", "changeme", "change_me",
    "example", "sample", "dummy", "placeholder", "redacted", "none", "null", "nil", "undefined", "empty", "todo",
    "your_password", "yourpassword", "your_api_key", "your_token", "mypassword", "xxx", "xxxx", "username", "user",
    "admin", "root", "test", "foo", "bar", "foobar", "value", "string", "hidden", "masked", "omitted", "removed",
}  # fmt: skip
_PLACEHOLDER_RE = re.compile(
    r"""
    \[REDACTED(:[a-z_]+)?\]            # mimvault's own redaction marker
    | <[^<>\s]{1,60}>                  # <YOUR_API_KEY>
    | \$\{[^}]*\}? | \$\(?[A-Za-z_][A-Za-z0-9_]*\)?   # ${DB_PASSWORD}, $TOKEN
    | \{\{[^}]*\}\}? | %\([a-z_]+\)s   # {{ secret }}, %(password)s
    | .*\.\.\.$ | \.\.\..* | …+        # sk-..., eyJhbGciOi...
    | ([*xX•·#_.-])\2{3,}               # ******, xxxxxxxx (repeated digits are real PINs)
    | .*(EXAMPLE|example|SAMPLE)(KEY)?$
    | (your|my|the)[-_ ]?[a-z_-]*(key|token|secret|password|pass)s?
    """,
    re.X,
)
# mimvault's own object ids (in trailers, links, front matter) are references, not secrets.
_OWN_ID = re.compile(r"(?:mem|evt|iss|sec)_[0-9A-HJKMNP-TV-Z]{26}")
# Values with a run of six or more X, * or • in them: how people blank out a key
# ("AKIA" followed by sixteen X's).
_XED_RE = re.compile(r"[Xx*•·]{6,}")

# Well-known test values published by the vendors themselves.
TEST_CARDS = {
    "4242424242424242", "4000056655665556", "4111111111111111", "4012888888881881", "5555555555554444",
    "5105105105105100", "2223003122003222", "378282246310005", "371449635398431", "6011111111111117",
    "6011000990139424", "3056930009020004", "36227206271667", "3566002020360505", "6200000000000005",
}  # fmt: skip


def is_placeholder(value: str) -> bool:
    """A blank, a template variable, an ellipsis, a redaction marker or a documented example."""
    if value[:1] in "<{[" or value.startswith("${"):
        return True  # a template or an unfinished <placeholder
    stripped = value.strip("\"'`()[]{}<>,;").strip()
    if not stripped:
        return True
    if stripped.lower() in _PLACEHOLDER_WORDS:
        return True
    if _PLACEHOLDER_RE.fullmatch(stripped) or _XED_RE.search(stripped) or _OWN_ID.fullmatch(stripped):
        return True
    return False


def allowed_line(text: str, pos: int) -> bool:
    """Whether the line holding ``pos`` carries an allow pragma (``mimvault: allow-secret``)."""
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    return bool(ALLOW_PRAGMA.search(text[start : end if end >= 0 else len(text)]))
