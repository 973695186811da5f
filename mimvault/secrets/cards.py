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
    r"\bexp(?:iry|ires)?\b|valid thru|long number|number on the (?:front|card)|卡号|卡號|银行卡|信用卡|借记卡|储蓄卡|\bcard\b|卡|安全码|有效期",
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


def card_in(raw: str) -> str | None:
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
    candidates = list(_CANDIDATE.finditer(text))
    if not candidates:
        return
    for m in candidates:
        raw = m.group(1)
        card = card_in(raw)
        if card is None:
            continue
        end = m.start(1) + len(card)
        near = text[max(0, m.start() - 40) : end + 40]
        if _TEST_CONTEXT.search(near):
            continue  # "Test card 4000 0025 0000 3155 for 3DS"
        if _OTHER_NUMBER_BEFORE.search(text, max(0, m.start() - 30), m.start()) and not (
            _EXPIRY_AFTER.match(text, end) or _CARD_NAMED_BEFORE.search(text, max(0, m.start() - 40), m.start())
        ):
            continue  # "Support ticket 425-6411502895: the card reader…": a number named as something else
            # (but "card for the supplies order: 4386-… exp 04/31" is the card's)
        if _CONTEXT.search(near) or _GROUPED.fullmatch(text[m.start(1) : end]):
            yield Finding("card_number", m.start(1), end, 0.95)
    # an issuer this table does not list (Maestro's 56–69, Troy, a local scheme): a valid number
    # of 16–19 digits named as a card's ("卡号 5644-1009-0332-0116", "Troy card 号码：…") or
    # followed by its expiry ("Number: … ⏎Expiry: 09/31") is one too
    if _TEST_CONTEXT.search(text):
        return
    for m in candidates:
        digits = re.sub(r"[ -]", "", m.group(1))
        if not (16 <= len(digits) <= 19) or issuer(digits) or digits in TEST_CARDS or not luhn_ok(digits):
            continue
        grouped = _GROUPED.fullmatch(m.group(1)) and _CONTEXT.search(text, max(0, m.start() - 60), m.end() + 40)
        if _CARD_LABEL_BEFORE.search(text, max(0, m.start() - 50), m.start()) or _EXPIRY_AFTER.match(text, m.end()) or grouped:
            # (grouped in fours as a card is printed, with a card's word near: "Troy card for …: 9792 2207 …")
            yield Finding("card_number", m.start(1), m.end(1), 0.9)


_OTHER_NUMBER_BEFORE = pattern_cache.compile(
    r"\b(?:ticket|order|tracking|invoice|booking|case|ref(?:erence)?|reservation|confirmation|parcel|shipment|policy|claim|serial|imei)"
    r"(?:\s+(?:no\.?|number|num|#|id|code))?\s*[#:：]?\s*$|(?:工单|订单|单号|快递单号|运单号|发票号|预约号|保单号)(?:号)?\s*[:：]?\s*$",
    re.IGNORECASE,
)
_CARD_NAMED_BEFORE = pattern_cache.compile(r"\b(?:card|visa|mastercard|amex)\b[^\n\d]{0,40}$|(?:卡|卡号)[^\n\d]{0,12}$", re.IGNORECASE)
# a card named by its word or by a card scheme's name (Dankort, Troy, RuPay, Elo, Verve, Interac, girocard, Bancontact, Mir…)
_CARD_LABEL_BEFORE = pattern_cache.compile(
    r"(?:卡号|卡號|的卡|银行卡|信用卡|借记卡|(?:\bcard\b|\b(?:dankort|troy|rupay|elo|verve|interac|girocard|bancontact|hipercard|cabal|naranja|mir|bc ?card|meeza)\b)[^\n\d]{0,40}?)\s*(?:是|为|[:：—–-])?\s*$",
    re.IGNORECASE,
)
_EXPIRY_AFTER = pattern_cache.compile(r"[^\n\d]{0,6}\n?[^\n\d]{0,4}(?:\bexp(?:iry|ires|iration)?\b|valid thru|有效期)[^\n\d]{0,6}\d{1,2}\s*/\s*\d{2}", re.IGNORECASE)


# A card number read aloud ("four nine five seven … expiry …") or written in Chinese
# numerals: the words are turned back into digits and the same checks apply.
DIGIT_WORDS = {
    "zero": "0", "oh": "0", "o": "0", "nought": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
    "six": "6", "seven": "7", "eight": "8", "nine": "9",
}  # fmt: skip
_REPEAT_WORDS = {"double": 2, "triple": 3}
_SPOKEN = pattern_cache.compile(
    r"\b(?:(?:zero|oh|o|nought|one|two|three|four|five|six|seven|eight|nine|double|triple)\b[\s,.-]*){13,}", re.IGNORECASE
)
# Chinese digits as they are read aloud, the radio way too: 幺 1, 两 2, 拐 7, 勾 9, 洞 0 ("洞两九拐幺五"),
# and as cheques and banks write them (壹贰叁…, 貳參陸 in traditional characters)
ZH_SAID_DIGITS = "零〇洞一幺二两兩三四五六七拐八九勾壹贰貳叁參肆伍陆陸柒捌玖"
ZH_SAID_TABLE = str.maketrans(ZH_SAID_DIGITS, "00011222345677899122334566789")
_SPOKEN_CJK = pattern_cache.compile(rf"[{ZH_SAID_DIGITS}](?:[\s,，-]*[{ZH_SAID_DIGITS}]){{12,}}")


def _spoken_digits(words: list[str]) -> str:
    digits, repeat = [], 1
    for word in words:
        word = word.lower()
        if word in _REPEAT_WORDS:
            repeat = _REPEAT_WORDS[word]
            continue
        digits.append(DIGIT_WORDS[word] * repeat)
        repeat = 1
    return "".join(digits)


def scan_spoken_cards(text: str) -> Iterator[Finding]:
    lowered = text.lower()
    candidates = []
    if sum(lowered.count(w) for w in ("zero", "oh", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")) >= 12:
        for m in _SPOKEN.finditer(text):
            words = re.findall(r"[A-Za-z]+", m.group(0))
            candidates.append((m.start(), m.start() + len(m.group(0).rstrip(" ,.-")), _spoken_digits(words)))
    if re.search(rf"[{ZH_SAID_DIGITS}]{{4}}", text):
        for m in _SPOKEN_CJK.finditer(text):
            candidates.append((m.start(), m.end(), re.sub(r"\D", "", m.group(0).translate(ZH_SAID_TABLE))))
    for start, end, digits in candidates:
        # the run may go on into the expiry or the CVV: try the card lengths from its start
        for n in (16, 15, 19, 14, 13, 18, 17):
            number = digits[:n]
            if len(number) == n and number not in TEST_CARDS and luhn_ok(number) and issuer(number):
                near = text[max(0, start - 60) : end + 40]
                if (_CONTEXT.search(near) or n == 16) and not _TEST_CONTEXT.search(near):
                    yield Finding("card_number", start, end, 0.9)
                break


# --- bank account numbers (IBAN) ------------------------------------------------------
#
# An IBAN is a country code, two check digits and the national account number (BBAN), of
# a length fixed per country; the whole passes ISO 7064 mod 97-10. Written electronically
# ("NL91ABNA0417164300") or on paper, in groups of four ("NL91 ABNA 0417 1643 00"). The
# checksum and the country's length keep order numbers, SKUs and references out.
IBAN_LENGTHS = {
    "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22, "BR": 29, "BY": 28,
    "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "DO": 28, "EE": 20, "EG": 29, "ES": 24, "FI": 18,
    "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27, "GT": 28, "HR": 21, "HU": 28, "IE": 22,
    "IL": 23, "IQ": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LC": 32, "LI": 21, "LT": 20,
    "LU": 20, "LV": 21, "LY": 25, "MC": 27, "MD": 24, "ME": 22, "MK": 19, "MR": 27, "MT": 31, "MU": 30, "NL": 18,
    "NO": 15, "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "SA": 24, "SC": 31, "SE": 24,
    "SI": 19, "SK": 24, "SM": 27, "ST": 25, "SV": 28, "TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24,
    "XK": 20,
}  # fmt: skip
# The examples the standard and the banks print (ISO 13616, the ECBS and Wikipedia's): no one's account.
TEST_IBANS = {"GB82WEST12345698765432", "DE89370400440532013000", "NL91ABNA0417164300", "FR1420041010050500013M02606", "GB29NWBK60161331926819"}
_IBAN = pattern_cache.compile(r"(?<![A-Za-z0-9])(?P<v>[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?)(?![A-Za-z0-9])")


def iban_ok(value: str) -> bool:
    """The country's length and the mod-97 check of an IBAN (spaces ignored)."""
    compact = value.replace(" ", "")
    if IBAN_LENGTHS.get(compact[:2]) != len(compact) or not compact[2:4].isdigit():
        return False
    moved = compact[4:] + compact[:4]
    return int("".join(str(int(ch, 36)) for ch in moved)) % 97 == 1


def scan_ibans(text: str) -> Iterator[Finding]:
    if not re.search(r"[A-Z]{2}\d\d", text):
        return
    for m in _IBAN.finditer(text):
        value = m.group("v")
        # on paper the groups are of four: a shorter group ends the number, and what follows is a word
        while value and not iban_ok(value) and " " in value:
            value = value.rsplit(" ", 1)[0]
        if not iban_ok(value) or value.replace(" ", "") in TEST_IBANS:
            continue
        if _TEST_CONTEXT.search(text, max(0, m.start() - 40), m.start() + len(value) + 40):
            continue  # "a sample IBAN for the form validator"
        if _TO_BE_PAID.search(text, max(0, m.start() - 60), m.start()) or _PAID_AFTER.match(text, m.start("v") + len(value)):
            continue  # "Invoice 发票 IBAN: TR35 …": an account given out to be paid into, printed for anyone who pays
        yield Finding("iban", m.start("v"), m.start("v") + len(value), 0.9)


# the words that give an account out to be paid into: an invoice's, a payee's
_TO_BE_PAID = pattern_cache.compile(
    r"\binvoice|\bpay(?:ment)?s? (?:to|into)\b|\bbeneficiary|\bpayee|\bremit|\bbank details\b|\bwire (?:to|details)|\btransfer(?: to)?\b|发票|收款|汇款(?:账户|信息)|户名|转账|对公",
    re.IGNORECASE,
)
# … or named so in the rest of its sentence ("IBAN CH40 … and the invoice number on the transfer", "…，supplier 要 bank transfer",
# "…, reference DOS-2025-6740": a payment's reference; "（…客户要求的格式）": given to clients)
_PAID_AFTER = pattern_cache.compile(r"[^.!?。！？\n]{0,60}?(?:invoice|transfer|payment|remit|reference|汇款|转账|付款|打款|收款|客户)", re.IGNORECASE)
