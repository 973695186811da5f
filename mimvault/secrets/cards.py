"""Payment card numbers: issuer ranges and lengths, the Luhn check, and either card context
or the usual grouping — so order, tracking, phone and ISBN numbers stay benign."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._finding import Finding
from .benign import TEST_CARDS
from .. import pattern_cache

# The look-behind (no digit, dot, comma, slash or dash before the number) comes after the
# first digit: a pattern that opens with a digit lets the regex engine skip to digits.
_CANDIDATE = pattern_cache.compile(r"(\d(?<![\d.,/-]\d)(?:[ -]?\d){11,18})(?![\d])")
_GROUPED = pattern_cache.compile(r"\d{4}([ -])\d{4}\1\d{4}\1\d{1,7}|\d{4}([ -])\d{6}\2\d{4,5}")
_CONTEXT = pattern_cache.compile(
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


# Words that make a valid number a documented test or sample card.
_TEST_CONTEXT = pattern_cache.compile(r"\btest(?:ing)?\b|sandbox|\bdemo\b|\bsample\b|\bdummy\b|\bfake\b|\bexample\b|测试|沙箱|示例|样例", re.I)


def _card_in(raw: str) -> str | None:
    """The card number in a run of digits and separators — the whole run, or the run
    without its last groups ("3763 050093 74124 4-digit CID": the "4" is not the card's)."""
    groups = re.split(r"[ -]", raw)
    for n in range(len(groups), 0, -1):
        digits = "".join(groups[:n])
        if len(digits) < 13:
            break
        if len(digits) <= 19 and digits not in TEST_CARDS and luhn_ok(digits) and issuer(digits):
            return " ".join(groups[:n])
    return None


def scan_cards(text: str) -> Iterator[Finding]:
    for m in _CANDIDATE.finditer(text):
        raw = m.group(1)
        card = _card_in(raw)
        if card is None:
            continue
        end = m.start(1) + len(card)
        near = text[max(0, m.start() - 40) : end + 40]
        if _TEST_CONTEXT.search(near):
            continue  # "Test card 4000 0025 0000 3155 for 3DS"
        if _CONTEXT.search(near) or _GROUPED.fullmatch(text[m.start(1) : end]):
            yield Finding("card_number", m.start(1), end, 0.95)


# A card number read aloud ("four nine five seven … expiry …") or written in Chinese
# numerals: the words are turned back into digits and the same checks apply.
_DIGIT_WORDS = {
    "zero": "0", "oh": "0", "o": "0", "nought": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
    "six": "6", "seven": "7", "eight": "8", "nine": "9",
}  # fmt: skip
_REPEAT_WORDS = {"double": 2, "triple": 3}
_SPOKEN = pattern_cache.compile(
    r"\b(?:(?:zero|oh|o|nought|one|two|three|four|five|six|seven|eight|nine|double|triple)\b[\s,.-]*){13,}", re.IGNORECASE
)
_CJK_DIGITS = {c: str(i) for i, c in enumerate("零一二三四五六七八九")} | {"〇": "0", "幺": "1", "两": "2", "兩": "2"}
_SPOKEN_CJK = pattern_cache.compile(r"[零〇一二三四五六七八九幺两兩](?:[\s,，-]*[零〇一二三四五六七八九幺两兩]){12,}")


def _spoken_digits(words: list[str]) -> str:
    digits, repeat = [], 1
    for word in words:
        word = word.lower()
        if word in _REPEAT_WORDS:
            repeat = _REPEAT_WORDS[word]
            continue
        digits.append(_DIGIT_WORDS[word] * repeat)
        repeat = 1
    return "".join(digits)


def scan_spoken_cards(text: str) -> Iterator[Finding]:
    lowered = text.lower()
    candidates = []
    if sum(lowered.count(w) for w in ("zero", "oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")) >= 12:
        for m in _SPOKEN.finditer(text):
            words = re.findall(r"[A-Za-z]+", m.group(0))
            candidates.append((m.start(), m.start() + len(m.group(0).rstrip(" ,.-")), _spoken_digits(words)))
    if re.search(r"[零〇一二三四五六七八九幺两兩]{4}", text):
        for m in _SPOKEN_CJK.finditer(text):
            candidates.append((m.start(), m.end(), "".join(_CJK_DIGITS[c] for c in m.group(0) if c in _CJK_DIGITS)))
    for start, end, digits in candidates:
        # the run may go on into the expiry or the CVV: try the card lengths from its start
        for n in (16, 15, 19, 14, 13, 18, 17):
            number = digits[:n]
            if len(number) == n and number not in TEST_CARDS and luhn_ok(number) and issuer(number):
                near = text[max(0, start - 60) : end + 40]
                if (_CONTEXT.search(near) or n == 16) and not _TEST_CONTEXT.search(near):
                    yield Finding("card_number", start, end, 0.9)
                break
