"""Hints for secret references: they help to *locate* a secret, never to rebuild it
(seed 000 §15.3). "与主工作邮箱相关", "the NAS admin page" are fine; fragments of the
secret, how it is composed ("birthday + phone"), character positions and seed words are not.
"""

from __future__ import annotations

import re

from .seeds import wordlist
from .. import pattern_cache

_COMPOSITION = pattern_cache.compile(
    r"\+|&|\bplus\b|\bfollowed by\b|\bthen\b|\bcombined\b|\bbirthday\b|\bbirth ?date\b|\bdate of birth\b|"
    r"\bphone\b|\bmobile\b|\bpet'?s name\b|\bmaiden\b|\bzip\b|\byear\b|\breversed?\b|\bbackwards\b|"
    r"\bcapital(?:ised|ized)?\b|\buppercase\b|\blowercase\b|\bsymbol\b|\bdigits?\b|\bnumbers?\b|"
    r"生日|手机号|电话|年份|出生|倒过来|反过来|大写|小写|符号|数字|加上|拼音|首字母|缩写",
    re.IGNORECASE,
)
_POSITIONS = pattern_cache.compile(
    r"\b(?:first|last|second|third|fourth|\d+(?:st|nd|rd|th)) (?:letter|character|char|digit|number|word|\d+)s?\b|"
    r"\b(?:starts?|begins?|ends?) with\b|\b(?:first|last) (?:\d+|two|three|four|five|six)\b|"
    r"第[一二三四五六七八九十\d]+位|前[一二三四五六七八九十\d]+位|后[一二三四五六七八九十\d]+位|开头|结尾|末尾",
    re.IGNORECASE,
)


def hint_problems(hint: str, secret: str | None = None, category: str | None = None) -> list[str]:
    """Why ``hint`` could help rebuild the secret (empty if it only helps locate it).

    ``secret`` is known only at capture, for an instant: then no 3+ character piece of
    it may appear in the hint. Later, the other rules still apply.
    """
    from . import scan

    problems = []
    lowered = hint.lower()
    if secret:
        plain = secret.lower()
        if any(plain[i : i + 3] in lowered for i in range(len(plain) - 2) if plain[i : i + 3].strip()):
            problems.append("it contains a piece of the secret")
    if _COMPOSITION.search(hint):
        problems.append("it describes how the secret is made up")
    if _POSITIONS.search(hint):
        problems.append("it gives characters or their positions")
    english = wordlist("english")
    run = best = 0
    for word in re.findall(r"[A-Za-z]+", hint):
        run = run + 1 if word.lower() in english else 0
        best = max(best, run)
    # Seed words matter for a seed phrase's reference; elsewhere only a long run of them
    # ("family photo album" is three ordinary words that happen to be on the list).
    if best >= (2 if category == "seed_phrase" else 5):
        problems.append("it lists seed-phrase words")
    from .natural import strong_password_like
    from .tokens import random_looking

    if scan(hint) or any(strong_password_like(t) or random_looking(t) for t in hint.split()):
        problems.append("it contains a secret itself")
    return problems
