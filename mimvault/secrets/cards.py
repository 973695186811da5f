"""Payment card numbers: issuer ranges and lengths, the Luhn check, and either card context
or the usual grouping — so order, tracking, phone and ISBN numbers stay benign."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._finding import Finding
from .benign import TEST_CARDS

# The look-behind (no digit, dot, comma, slash or dash before the number) comes after the
# first digit: a pattern that opens with a digit lets the regex engine skip to digits.
_CANDIDATE = re.compile(r"(\d(?<![\d.,/-]\d)(?:[ -]?\d){11,18})(?![\d])")
_GROUPED = re.compile(r"\d{4}([ -])\d{4}\1\d{4}\1\d{1,7}|\d{4}([ -])\d{6}\2\d{4,5}")
_CONTEXT = re.compile(
    r"card|credit|debit|visa|master ?card|amex|american express|discover|union ?pay|jcb|diners|maestro|cvv|cvc|"
    r"\bexp(?:iry|ires)?\b|valid thru|卡号|卡號|银行卡|信用卡|借记卡|储蓄卡|\bcard\b|卡|安全码|有效期",
    re.IGNORECASE,
)


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch)
        if i % 2:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return total % 10 == 0


def issuer(digits: str) -> str | None:
    n, two, four, six = len(digits), int(digits[:2]), int(digits[:4]), int(digits[:6])
    if digits[0] == "4" and n in (13, 16, 19):
        return "visa"
    if (51 <= two <= 55 or 2221 <= four <= 2720) and n == 16:
        return "mastercard"
    if two in (34, 37) and n == 15:
        return "amex"
    if (four == 6011 or 644 <= int(digits[:3]) <= 649 or two == 65 or 622126 <= six <= 622925) and 16 <= n <= 19:
        return "discover"
    if 3528 <= four <= 3589 and 16 <= n <= 19:
        return "jcb"
    if (300 <= int(digits[:3]) <= 305 or two in (36, 38, 39)) and 14 <= n <= 19:
        return "diners"
    if two in (62, 81) and 16 <= n <= 19:
        return "unionpay"
    if 2200 <= four <= 2204 and n == 16:
        return "mir"
    if four in (5018, 5020, 5038, 5893, 6304, 6759, 6761, 6762, 6763) and 12 <= n <= 19:
        return "maestro"
    return None


def scan_cards(text: str) -> Iterator[Finding]:
    for m in _CANDIDATE.finditer(text):
        raw = m.group(1)
        digits = re.sub(r"\D", "", raw)
        if not 13 <= len(digits) <= 19 or digits in TEST_CARDS or not luhn_ok(digits) or not issuer(digits):
            continue
        near = text[max(0, m.start() - 40) : m.end() + 40]
        if _CONTEXT.search(near) or _GROUPED.fullmatch(raw):
            yield Finding("card_number", m.start(1), m.end(1), 0.95)
