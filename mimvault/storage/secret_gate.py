"""The secret gate of the write path, and what capture does with a secret instead.

The gate runs inside every ``Transaction.commit`` on every file about to be written and on
the commit message: a finding stops the operation before anything touches disk, with a
message that names the kind and the place, never the value.

Capture does not stop: it redacts the input (``[REDACTED:password]``) before building
the evidence, and proposes a secret reference — a label and a hint that help find the
secret in the user's password manager, checked so that they cannot help rebuild it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..errors import SecretFoundError
from ..secrets import Finding, category_of, redact, scan, scan_file
from ..secrets.hints import hint_problems

if TYPE_CHECKING:
    from .transaction import PlannedWrite, Transaction

KIND_LABEL = {
    "password": "password",
    "wifi_password": "Wi-Fi password",
    "pin": "PIN or door code",
    "otp": "one-time code",
    "recovery_code": "recovery codes",
    "totp_secret": "two-factor (TOTP) seed",
    "security_answer": "security-question answer",
    "seed_phrase": "wallet seed phrase",
    "private_key": "private key",
    "card_number": "payment card number",
    "connection_string": "password in a connection string",
}


def kind_label(kind: str) -> str:
    return KIND_LABEL.get(kind, "API key or token")


def describe(where: str, text: str, finding: Finding) -> str:
    """``where:line holds a <kind> (characters a-b)`` — the place and kind, never the value."""
    line_start = text.rfind("\n", 0, finding.start) + 1
    label = kind_label(finding.kind)
    article = "an" if label[0].lower() in "aeiou" else "a"
    return (
        f"{where}:{finding.line(text)} holds {article} {label} "
        f"(characters {finding.start - line_start + 1}-{finding.end - line_start} of that line)"
    )


HOW_OUT = "secrets never enter memory: keep it in your password manager (`mim secrets add` records where)"


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
        findings = scan_file(text)
        if findings:
            raise SecretFoundError(f"{describe(write.rel, text, findings[0])}; {HOW_OUT}")
    message = tx.message(writes)
    findings = scan(message)
    if findings:
        raise SecretFoundError(f"{describe('the commit message', message, findings[0])}; {HOW_OUT}")


# --- capture ------------------------------------------------------------------------


@dataclass
class Proposal:
    """A secret reference to propose for one finding (the secret itself is not kept)."""

    kind: str
    category: str
    label: str
    hint: str


@dataclass
class Redaction:
    text: str  # the input with every secret replaced by [REDACTED:kind]
    findings: list[Finding]
    proposals: list[Proposal]

    @property
    def kinds(self) -> list[str]:
        return [f.kind for f in self.findings]


_TRIGGER_WORD = re.compile(
    r"pass(?:word|wd|code|phrase)|pwd|\bpw\b|\bpin\b|code|key|token|secret|seed|phrase|mnemonic|answer|card|"
    r"密码|密碼|口令|验证码|密钥|私钥|助记词|恢复|密保|卡号|令牌",
    re.IGNORECASE,
)
_TRAILING = re.compile(r"(?:\s*(?:is now|is still|is|was|are|changed to|set to|=|:|：|->|是|为|还是|改成了?|设为)\s*)+$", re.IGNORECASE)
_LEADING = re.compile(
    r"^(?:\s*(?:(?:remind me|note to self|hey|um+|uh+|okay|ok|so|and|the|my|our|a|an|here'?s|this is)\b|"
    r"我的|帮我存一下|帮我记一下|记一下|备忘|今天|[-–—:：,，/])\s*)+",
    re.IGNORECASE,
)


def redact_for_capture(text: str, source: str, when: str) -> Redaction:
    """Redact ``text`` and propose a reference for each durable secret in it."""
    findings = scan(text)
    redacted, _ = redact(text, findings)
    proposals = []
    shift = 0  # where each finding's marker starts in the redacted text
    for finding in findings:
        marker_start = finding.start + shift
        shift += len(f"[REDACTED:{finding.kind}]") - (finding.end - finding.start)
        category = category_of(finding.kind)
        if category is None:
            continue  # a one-time code: nothing to look up later
        # The label is cut from the redacted text only, so it can never quote a secret.
        label = _label(redacted[:marker_start])
        if not label or hint_problems(label, text[finding.start : finding.end]):
            label = kind_label(finding.kind)
        proposals.append(Proposal(finding.kind, category, label, f"mentioned in {source} on {when}"))
    return Redaction(redacted, findings, proposals)


def _label(before: str) -> str:
    """A few words naming what the secret belongs to: "bank password", "支付宝登录密码"."""
    clause = re.split(r"[\n。！？!?;；]|\.\s|，|,|\[REDACTED:[a-z_]+\]|\band\b|和|以及", before)[-1]
    clause = _TRAILING.sub("", clause)
    triggers = list(_TRIGGER_WORD.finditer(clause))
    if triggers:
        last = triggers[-1]
        head = clause[: last.end()]
        words = head.split()
        head = " ".join(words[-4:]) if len(words) > 1 else head
        if re.search(r"[\u3400-\u9fff]", head):
            head = head[-16:]
        clause = head
    clause = _LEADING.sub("", clause).strip(" -:：,，'\"")
    return clause[:60]
