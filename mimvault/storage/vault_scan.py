"""What the secret detector sees of a vault file: the file with the values of mimvault's
own machine-written front-matter fields blanked, so a closed-vocabulary value ("redactions:
[security_answer]", an id, a hash) is never taken for the user's secret."""

from __future__ import annotations

import re
from typing import Any

from ..ids import ID_RE
from ..kinds import LINK_LINE
from ..secrets import scan_file

# Front-matter keys whose values mimvault writes from a closed vocabulary (a secret's kind
# after it was removed, ids, hashes, states): never the user's words, never a secret —
# "redactions: [security_answer]" beside a security question is no answer.
_OWN_KEYS = frozenset({"redactions", "id", "kind", "type", "state", "content_hash", "source_type", "evidence", "memories",
                       "supersedes", "superseded_by", "created", "updated", "captured", "mentioned_at", "last_confirmed",
                       "actions", "issue_type", "priority", "status", "time_precision", "sensitivity", "scope", "actor",
                       "session"})  # fmt: skip  (a session's label is the client's id for a conversation: "s2022-05-22" beside "wifi password" is no password)
_KEY_LINE = re.compile(r"^(?P<key>[A-Za-z_][\w-]*):")
_OWN_LINE = re.compile(rf"(?m)^[ \t]*{LINK_LINE}[ \t]*$")  # the link lines mimvault writes under a memory


def without_own_fields(text: str) -> str:
    """``text`` with the values of mimvault's own front-matter keys, its generated link lines
    ("Evidence: [[evt_…]]") and its ids blanked (same length: offsets hold), for the detector:
    an id is random by design, and "…saved passwords to …⏎⏎Evidence: [[…]]" read "Evidence"
    as the password (a capture then failed on the file mimvault itself wrote)."""
    text = _OWN_LINE.sub(lambda m: " " * len(m.group()), text)
    text = ID_RE.sub(lambda m: " " * len(m.group()), text)
    if not text.startswith(("---", "\ufeff---")):
        return text
    end = text.find("\n---", 3)
    if end < 0:
        return text
    lines = text[:end].split("\n")
    own = False
    for n, line in enumerate(lines):
        key = _KEY_LINE.match(line)
        if key:
            own = key.group("key") in _OWN_KEYS
            if own:
                lines[n] = line[: key.end()] + " " * (len(line) - key.end())
        elif own and line.startswith((" ", "-", "\t")):
            lines[n] = " " * len(line)  # a list item of an own key
        else:
            own = False
    return "\n".join(lines) + text[end:]


def object_findings(obj: Any, tx: Any = None) -> tuple[str, list]:
    """An object's file as ``tx`` will write it (without one: as a new file), and what the gate
    reads as a secret in it (capture's scrub of derived text reads the file a question or a
    memory will become — the very text the gate reads then, so the gate's reading is the one
    already made)."""
    from .files import render_document

    text = tx.file_text(obj) if tx is not None else render_document(obj.front_matter(), obj.body())
    return text, scan_vault_file(text)


def scan_vault_file(text: str) -> list:
    """``scan_file`` for a file of the vault: its own machine-written fields left out."""
    return scan_file(without_own_fields(text))
