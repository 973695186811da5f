"""What a request to the assistant tells about the user, whatever it asks for.

People tell their life while asking for help with it: "Can you help me word a thank-you note to my
supervisor, Denise Fairbanks?", "Can you tidy up my new email signature? Gus Halloran | Staff Medical
Interpreter | Garnet Valley Health", "帮我给我老板王建国写封邮件". The request itself asserts nothing, but
what it is about is presupposed: the supervisor is Denise Fairbanks, the signature is the user's own.
Only what a request names as the user's is read — a relation in apposition to a name, a document of
the user's (``documents.py`` reads what it shows) — never what the user asks to do ("help me plan a
move to Lisbon" is a plan, not a home).

    presupposed("Can you help me word a note to my supervisor, Denise Fairbanks?")
        -> ("Denise Fairbanks is my supervisor.",)
"""

from __future__ import annotations

import re

from .. import pattern_cache

_I = re.IGNORECASE

# a request put to the assistant, at the head of its clause
REQUEST = pattern_cache.compile(
    r"^(?:(?:hey|hi|ok|okay|so|quick one)[,!]?\s+)?(?:(?:can|could|would|will)\s+you\b|(?:please\s+)?help\s+me\b|please\b|i need (?:you|help)\b)"
    r"|^(?:请|麻烦)?(?:你)?(?:帮我|帮忙|给我(?:写|改|看|翻|整理|起草))",
    _I,
)
_EN_ROLES = (
    r"(?:(?:new|current)\s+)?(?:(?:line|direct|team)\s+)?(?:manager|boss|supervisor|team lead|lead|line manager|head of department|"
    r"girlfriend|boyfriend|fianc[ée]e?|wife|husband|partner)"
)
_EN_APPOSED = pattern_cache.compile(
    rf"\bmy\s+(?P<role>{_EN_ROLES})\s*,?\s+(?P<name>(?-i:[A-Z][a-zà-ÿ'’-]+(?:\s+[A-Z][a-zà-ÿ'’-]+)?))(?![\w'’])", _I
)
_ZH_APPOSED = pattern_cache.compile(
    r"我(?:的)?(?P<role>老板|领导|上司|主管|经理|导师|组长|老公|老婆|男朋友|女朋友|未婚夫|未婚妻)\s*(?P<name>(?-i:[A-Z][a-z]+)|[\u4e00-\u9fff]{2,3}?)(?=写|发|的|说|改|看|打|[，,。！？?\s]|$)"
)


def is_request(text: str) -> bool:
    return REQUEST.search(text.strip()) is not None


def presupposed(text: str) -> tuple[str, ...]:
    """The statements about the user that a request ``text`` takes for granted."""
    if not is_request(text):
        return ()
    out = [f"{m.group('name')} is my {m.group('role')}." for m in _EN_APPOSED.finditer(text)]
    out += [f"{m.group('name')}是我的{m.group('role')}。" for m in _ZH_APPOSED.finditer(text)]
    return tuple(out)
