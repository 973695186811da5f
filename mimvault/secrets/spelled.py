"""Credentials spelled out unit by unit, wherever the spelling stands in the text.

A voice transcript, a radio log or a note read off a sticker spells a password one unit
at a time: "s, e, q, u, o, i, a, dash, p, o, r", "lima, capital alpha, romeo, plus, two",
"big W a l r u s hash one eight", "小写s p 小写a r r o 小写w 点". Such a run is rare in any
other text, but it need not follow its trigger word ("the password, let me spell it for
you, …", "… that's the admin login"). So this reads the run by its grammar — letters
(single letters or the NATO alphabet), digits (digit words, CJK digits) and symbols
(named), each with an optional case word — and takes it as a password when the text names
a credential anywhere. A name spelled for a form ("s, m, i, t, h") has neither a digit nor
a symbol, and no credential word around it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import pattern_cache
from .needles import Needles
from ._finding import Finding
from .cards import ZH_SAID_DIGITS

NATO = set(
    "alpha alfa bravo charlie delta echo foxtrot golf hotel india juliet juliett kilo lima mike november oscar papa "
    "quebec romeo sierra tango uniform victor whiskey whisky x-ray xray yankee zulu".split()
)
_DIGIT_WORDS = set("zero one two three four five six seven eight nine niner".split())
_SYMBOL_WORDS = {
    "dash", "hyphen", "minus", "hash", "pound", "star", "asterisk", "plus", "underscore", "dot", "period", "point",
    "at", "dollar", "ampersand", "percent", "equals", "slash", "backslash", "tilde", "caret", "colon", "semicolon",
    "exclamation", "bang", "question",
}  # fmt: skip
_SYMBOL_TAILS = {"mark", "sign", "point"}  # "exclamation mark", "dollar sign", "exclamation point"
_CASE_WORDS = {"capital", "cap", "big", "small", "lowercase", "lower", "uppercase", "upper", "caps"}
ZH_SAID_SYMBOLS = {  # a symbol named in Chinese ("下划线", "小老鼠" for @)
    "点", "下划线", "井号", "星号", "感叹号", "横杠", "杠", "减号", "加号", "艾特", "美元", "美元符号", "等号", "斜杠", "问号",
    "和号", "百分号", "小老鼠", "波浪号", "句号", "点号",
}  # fmt: skip
_ZH_CASE_WORD = r"(?:首字母)?(?:大写|小写)(?:的)?(?:字母)?"
_ZH_CASE = pattern_cache.compile(_ZH_CASE_WORD)
_FILLERS = {"and", "then", "followed", "by", "然后", "再", "最后", "数字"}

# one token: a CJK case word glued to its letter ("大写R"), a Latin word, a digit, a CJK
# digit, symbol or filler word, a lone symbol character
_ZH_WORDS = sorted(ZH_SAID_SYMBOLS | {w for w in _FILLERS if not w.isascii()}, key=lambda w: (-len(w), w))
_TOKEN = pattern_cache.compile(
    rf"{_ZH_CASE_WORD}\s*[A-Za-z]|[A-Za-z]+['’][A-Za-z]+|[A-Za-z][A-Za-z-]*|\d|[{ZH_SAID_DIGITS}]|" + "|".join(_ZH_WORDS) + r"|[!@#$%&*_+=?~^.-]"
)
_GAP = pattern_cache.compile(r"[\s,，、;；]*")

_CREDENTIAL = pattern_cache.compile(
    r"\b(?:pass(?:word|wd|phrase|code)?s?|pwd|login|log-?in|sign[- ]in|pin|wi-?fi)\b|密码|密碼|口令|登录|登陆|开机", re.I
)

# the words any match of _CREDENTIAL holds, asked first in the scan all detectors share
# (the case-insensitive pattern costs ~30 us on a vault file that has none of them)
_CREDENTIAL_WORDS = Needles(("pass", "pwd", "login", "log-in", "sign-in", "sign in", "pin", "wifi", "wi-fi",
                             "密码", "密碼", "口令", "登录", "登陆", "开机"))  # fmt: skip

MIN_UNITS = 6


def _unit(token: str) -> str | None:
    """The class of a spelling unit: "letter", "digit", "symbol", "punct", "case",
    "tail", "filler", or None when the token ends a spelling."""
    low = token.lower()
    if _ZH_CASE.match(token) and re.search(r"[A-Za-z]$", token):
        return "letter"
    if len(token) == 1 and token.isascii() and token.isalpha():
        return "letter"
    if low in NATO:
        return "letter"
    if token.isdigit() or low in _DIGIT_WORDS or (len(token) == 1 and token in ZH_SAID_DIGITS):
        return "digit"
    if token in ".?!":
        return "punct"  # a sentence's end, or a dot read out: a unit only inside a run
    if low in _SYMBOL_WORDS or token in ZH_SAID_SYMBOLS or (len(token) == 1 and not token.isalnum()):
        return "symbol"
    if low in _CASE_WORDS:
        return "case"
    if low in _SYMBOL_TAILS:
        return "tail"
    if low in _FILLERS:
        return "filler"
    return None


# NATO words: a text that spells in them may be read without a word for a credential ("Read it
# back to me? ... capital Mike alpha romeo india five five ampersand") — see _taken's stricter bar
_NATO_WORDS = Needles(("alpha", "bravo", "charlie", "delta", "foxtrot", "hotel", "juliet", "kilo", "lima", "oscar", "romeo", "sierra", "tango", "uniform", "victor", "whiskey", "xray", "x-ray", "yankee", "zulu"))


# single letters set apart in a row ("o, r, b, i, t", "大写F、小写j、小写o"), or a word for letter case: a spelling, whatever
# it is named — the stricter bar of _taken decides without a credential word
_LETTERS_APART = pattern_cache.compile(r"(?<![A-Za-z])[A-Za-z][,，、][ \t]?[A-Za-z][,，、][ \t]?[A-Za-z](?![A-Za-z])")


def scan_spelled(text: str) -> Iterator[Finding]:
    named = _CREDENTIAL_WORDS.found_in(text.lower()) and _CREDENTIAL.search(text)
    if not named and not _NATO_WORDS.found_in(text.lower()) and not _LETTERS_APART.search(text) and not _ZH_CASE.search(text):
        return
    pos, run = 0, []  # run: (start, end, class) of the units so far
    for m in _TOKEN.finditer(text):
        gap = text[pos : m.start()]
        kind = _unit(m.group(0))
        if kind is None or (run and _GAP.fullmatch(gap) is None):
            yield from _taken(run, bool(named))
            run = []
        if kind is not None:
            run.append((m.start(), m.end(), kind))
        pos = m.end()
    yield from _taken(run, bool(named))


def _taken(run: list[tuple[int, int, str]], named: bool = True) -> Iterator[Finding]:
    while run and run[-1][2] in ("case", "filler", "punct"):
        run = run[:-1]
    while run and run[0][2] in ("filler", "tail", "punct"):
        run = run[1:]
    classes = [kind for _, _, kind in run]
    letters, marks = classes.count("letter"), classes.count("digit") + classes.count("symbol") + classes.count("punct")
    if not named and not (classes.count("digit") >= 1 and (classes.count("symbol") >= 1 or classes.count("case") >= 1) and letters >= 4):
        return  # without a word for a credential: letters, digits and a symbol or a capital, as a password is made
    if letters >= 3 and marks >= 1 and letters + marks >= MIN_UNITS and _spelled_out(run):
        yield Finding("password", run[0][0], run[-1][1], 0.9)


def _spelled_out(run: list[tuple[int, int, str]]) -> bool:
    # units apart from each other, not a word or a code written whole: "a1b2c3" is one
    # token, "a, 1, b" are three (a filler glued to its unit is one: "数字6")
    run = [unit for n, unit in enumerate(run) if not (n and run[n - 1][2] == "filler" and run[n - 1][1] == unit[0])]
    return len(run) >= MIN_UNITS and sum(1 for a, b in zip(run, run[1:]) if b[0] > a[1]) >= len(run) - 2
