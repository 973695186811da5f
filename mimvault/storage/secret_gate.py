"""The secret gate of the write path.

It runs inside every ``Transaction.commit`` on every file about to be written and on the
commit message: a finding stops the operation before anything touches disk, with a
message that names the kind and the place, never the value. (Capture does not stop: it
redacts first — ``capture/redaction.py``.)
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import SecretFoundError
from ..secrets import scan, scan_file
from ..secrets.labels import HOW_OUT, describe, kind_label

if TYPE_CHECKING:
    from .transaction import PlannedWrite, Transaction

# Front-matter keys whose values mimvault writes from a closed vocabulary (a secret's kind
# after it was removed, ids, hashes, states): never the user's words, never a secret —
# "redactions: [security_answer]" beside a security question is no answer.
_OWN_KEYS = frozenset({"redactions", "id", "kind", "type", "state", "content_hash", "source_type", "evidence", "memories",
                       "supersedes", "superseded_by", "created", "updated", "captured", "mentioned_at", "last_confirmed",
                       "actions", "issue_type", "priority", "status", "time_precision", "sensitivity", "scope", "actor"})  # fmt: skip
_KEY_LINE = re.compile(r"^(?P<key>[A-Za-z_][\w-]*):")


def without_own_fields(text: str) -> str:
    """``text`` with the values of mimvault's own front-matter keys blanked (same length:
    offsets hold), for the detector."""
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


def scan_vault_file(text: str) -> list:
    """``scan_file`` for a file of the vault: its own machine-written fields left out."""
    return scan_file(without_own_fields(text))


def check_fields(predicate: str | None, value: object, where: str = "object") -> None:
    """Refuse a value stored under a predicate that names a credential (``bank_password``,
    ``door_code``, ``security_answer``…): the value is the secret itself."""
    from ..secrets.fields import field_secret

    kind = field_secret(predicate, value)
    if kind is not None:
        raise SecretFoundError(f"{where}: under the predicate {predicate!r} the value is a {kind_label(kind)}; {HOW_OUT}")


def secret_gate(tx: Transaction, writes: list[PlannedWrite]) -> None:
    """Stop the operation if any file it writes, or its commit message, holds a secret."""
    for write in writes:
        if write.content is None:
            continue
        held = write.read_back or write.obj
        if getattr(held, "kind", None) == "memory":
            check_fields(held.predicate, held.object, f"{write.rel}: field 'object'")  # type: ignore[union-attr]
        # an append-only file: its committed prefix passed this gate when it was committed
        text = write.content[tx.checked_prefix.get(write.rel, 0) :].decode("utf-8", "replace")
        findings = scan_vault_file(text)
        if findings:
            raise SecretFoundError(f"{describe(write.rel, text, findings[0])}; {HOW_OUT}")
    message = tx.message(writes)
    findings = scan(message)
    if findings:
        raise SecretFoundError(f"{describe('the commit message', message, findings[0])}; {HOW_OUT}")
