"""How a secret is named to the user, and the one way out: kinds in words, places
without values."""

from __future__ import annotations

from ._finding import Finding

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
    "iban": "bank account number (IBAN)",
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
