"""Numbers in words: English ("twenty-one", "a couple of") and Chinese ("二十一", "两", "二零一五")."""

from __future__ import annotations

import re

EN_NUMBERS = {
    "zero": 0, "one": 1, "a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40,
    "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
}  # fmt: skip
EN_VAGUE = {"a couple of": (2, 3), "couple of": (2, 3), "a couple": (2, 3), "a few": (2, 7), "few": (2, 7), "several": (3, 7)}
EN_NUMBER = r"(?:\d+|a couple of|couple of|a few|few|several|(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ]?)?(?:zero|one|two|three|four|five|six|seven|eight|nine)|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|an|a)"

EN_ORDINALS = {
    "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5,
    "last": -1,
}  # fmt: skip

_UNITS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"]
_TEENS = ["tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
          "eighteenth", "nineteenth"]  # fmt: skip
# "first" … "thirty-first": the day of a month in words
EN_DAY_WORDS = {word: n for n, word in enumerate(_UNITS, 1)} | {word: n for n, word in enumerate(_TEENS, 10)}
EN_DAY_WORDS |= {"twentieth": 20, "thirtieth": 30}
for _n, _word in enumerate(_UNITS, 1):
    for _sep in ("-", " ", ""):
        EN_DAY_WORDS[f"twenty{_sep}{_word}"] = 20 + _n
    EN_DAY_WORDS[f"thirty-{_word}"] = EN_DAY_WORDS[f"thirty {_word}"] = 30 + _n
EN_DAY_WORDS = {k: v for k, v in EN_DAY_WORDS.items() if v <= 31}

ZH_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "幺": 1}
ZH_NUMBER = r"(?:\d+|[零〇一二两三四五六七八九十百千幺]+|几|几个|半)"


def en_number(text: str) -> int | tuple[int, int] | None:
    """An exact number, a (low, high) range for vague words, or None."""
    text = text.strip().lower()
    if text in EN_VAGUE:
        return EN_VAGUE[text]
    if text.isdigit():
        return int(text)
    total = 0
    for part in re.split(r"[- ]+", text):
        if part not in EN_NUMBERS:
            return None
        total += EN_NUMBERS[part]
    return total


def zh_number(text: str) -> int | tuple[int, int] | None:
    """二十一 -> 21, 两 -> 2, 十 -> 10, 几 -> (2, 9), 12 -> 12."""
    text = text.strip()
    if text.isdigit():
        return int(text)
    if text in ("几", "几个"):
        return (2, 9)
    if not text or any(c not in ZH_DIGITS and c not in "十百千" for c in text):
        return None
    total, current = 0, 0
    for ch in text:
        if ch in ZH_DIGITS:
            current = ZH_DIGITS[ch]
        else:
            unit = {"十": 10, "百": 100, "千": 1000}[ch]
            total += (current or 1) * unit
            current = 0
    return total + current


def zh_year(text: str) -> int | None:
    """2015, 二零一五, 一九九八 (digit by digit); two digits (15年) read as the nearest century."""
    if text.isdigit():
        year = int(text)
    elif all(c in ZH_DIGITS for c in text):
        year = int("".join(str(ZH_DIGITS[c]) for c in text))
    else:
        return None
    if len(text) == 2:
        year += 2000 if year < 50 else 1900
    return year
