"""The secret gate of the write path.

It runs inside every ``Transaction.commit`` on every file about to be written and on the
commit message: a finding stops the operation before anything touches disk, with a
message that names the kind and the place, never the value. (Capture does not stop: it
redacts first — ``capture/redaction.py``.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import SecretFoundError
from ..secrets import scan
from ..secrets.labels import HOW_OUT, describe, kind_label
from .vault_scan import scan_vault_file

if TYPE_CHECKING:
    from .transaction import PlannedWrite, Transaction

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
