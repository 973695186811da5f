"""A sentence put back in its plain order, with the "my" a diary leaves out, before it is read.

"It's Rhodri who signs my rotas now" says "Rhodri signs my rotas now"; "Ms Fong is the one I answer
to now" says "I answer to Ms Fong now"; "The person I answer to now, Dr Farrar, does her rounds…"
says "I answer to Dr Farrar now, does her rounds…"; "排班表上签字的是莫晓东了" says "排班表上是莫晓东签字了".
A cleft puts one part of a sentence in focus and moves it; the claim is the same. Reading the plain
order lets every frame that reads the plain sentence read the cleft too, instead of a second copy of
each frame for every way of focusing it. Only the cleft is rewritten; a negated or questioned one
("it isn't Tom who…", "is it Tom who…?") is left as written, and so is one where the focused part's
place in the rest is not plain.

A diary drops "my" at the start of a sentence ("Flat's above the launderette in Wrexham", "New place
in Penang…", "Boss wants…"): the noun of a home or a job said bare there is the writer's own.
"""

from __future__ import annotations

import re

from .. import pattern_cache
from .lexicon import CJK

# who is put in focus: a name, with an optional title
_NAME = r"(?:(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?\s+)?(?-i:[A-Z\u00c0-\u00de][\w'’\u00df-\u024f-]+)(?:\s+(?-i:[A-Z\u00c0-\u00de][\w'’\u00df-\u024f-]+)){0,3}"
_PRONOUN_SUBJECT = r"(?:I|we|you|he|she|they)"
_ONE = r"(?:one|person|man|woman|guy|lady|bloke)"
# a stranded preposition the focused person belongs after ("the one I answer to")
_STRANDED = r"(?:to|with|for|under|from)"
# the rest of a cleft: "who/that" and a verb phrase, or a clause with its own subject ("I answer to now")
_REST_BODY = r"[^.,;:!?\n—–]+"
_SUBJECT_AHEAD = rf"(?={_PRONOUN_SUBJECT}\s)"
_REST = rf"(?:(?:who|that)\s+(?P<rest>{_REST_BODY})|(?P<rest2>{_SUBJECT_AHEAD}{_REST_BODY}))"
_REST_LAZY = rf"(?:(?:who|that)\s+(?P<rest>{_REST_BODY}?)|(?P<rest2>{_SUBJECT_AHEAD}{_REST_BODY}?))"
# "it's Rhodri Lloyd who signs my rotas now", "now it's Ms Fong that I report to"
_IT_CLEFT = pattern_cache.compile(
    rf"(?<![\w'’])(?i:it['’]s|it\s+is|it\s+was|it['’]ll\s+be|it\s+will\s+be)\s+(?:(?i:now)\s+)?(?P<x>{_NAME})\s+{_REST}"
)
# "Ms Fong Mei Yee is the one I answer to now", "Rhodri's the one who signs my rotas"
_ONE_CLEFT = pattern_cache.compile(
    rf"(?P<x>(?!(?:This|That|It|What|Which|There|Here|Who|He|She)\b){_NAME})(?:\s+is|['’]s)\s+(?:now\s+)?the\s+{_ONE}\s+{_REST}"
)
# "the person I answer to now, Dr Imogen Farrar, …", "the one who signs my rotas now is Rhodri"
_REVERSED = pattern_cache.compile(
    rf"(?i:\bthe\s+{_ONE})\s+{_REST_LAZY}\s*(?:,\s*|\s+(?:is|was)\s+|['’]s\s+)(?P<x>{_NAME})(?=\s*(?:[,.;:!?]|$))"
)
_TIME_WORD = r"(?:now|these\s+days|nowadays|today|again|here|there|too|at\s+work)"
_VERB_AFTER_PRONOUN = pattern_cache.compile(rf"(?i:{_PRONOUN_SUBJECT})\s+(?:(?:now|still|also|really|only|actually|mostly)\s+)*(?P<verb>[a-z]+)(?:\s+(?P<prep>{_STRANDED})(?=(?:\s+{_TIME_WORD})*\s*$))?", re.I)
_ONE_WORD_THEN_TIME = pattern_cache.compile(rf"(?:\s+[a-z]+)?(?:\s+{_TIME_WORD})*\s*", re.I)
_NEGATED_OR_ASKED = pattern_cache.compile(r"(?:n['’]t|\bnot|\bnever)\s*$|\b(?:is|was|will)\s*$|\?", re.I)

# Chinese: "签字的是莫晓东", "管我们组的现在是 Kelvin": the one doing it, after 的是
_ZH_VERB = r"签字|签|批|审批|审|管|带我|负责|打分|评|排班|发工资|安排"
_ZH_CLEFT = pattern_cache.compile(
    rf"(?P<vp>(?:{_ZH_VERB})(?:(?!{_ZH_VERB})[{CJK}]){{0,6}}?)的(?:人)?(?P<adv>(?:现在|就|都|也|已经|如今)*)是\s*(?P<x>(?!自己|我)[{CJK}]{{2,6}}?|{_NAME})(?=$|[\s，,。！!？?；;]|了|啦|呢|吧)"
)

# a home's or a job's noun opening a sentence bare: "Flat's above…", "New boss starts Monday"
_BARE_OWN = pattern_cache.compile(
    r"(?:^|(?<=[.!?\n])\s*)(?P<noun>(?:New\s+(?:flat|house|apartment|condo|place|room|job|boss|manager|landlord))|(?:Flat|House|Apartment|Condo|Boss|Manager|Landlord))"
    r"(?=['’]s\b|\s+(?:in|at|is|was|has|wants|says|said|starts|started)\b)"
)


def _plain(x: str, rest: str) -> str | None:
    """The sentence a focused ``x`` and the rest of its cleft say; None when where ``x``
    belongs in the rest is not plain."""
    rest = rest.strip()
    lead = _VERB_AFTER_PRONOUN.match(rest)
    if not lead:
        return f"{x} {rest}"  # "who signs my rotas now": x is the subject
    if lead.group("prep"):  # "I answer to now": x after the stranded preposition
        return f"{rest[: lead.end()]} {x}{rest[lead.end() :]}"
    after = rest[lead.end("verb") :]
    if not _ONE_WORD_THEN_TIME.fullmatch(after):
        return None  # "I now get to call my girlfriend": the gap could be after any verb
    return f"{rest[: lead.end('verb')]} {x}{after}"  # "I call home these days": x is the object


_ANY_CLEFT = pattern_cache.compile(r"(?i)\bit['’]?s\b|\bit\s+(?:is|was|will)|\bthe\s+" + _ONE + r"\b|的(?:人)?(?:现在|就|都|也|已经|如今)*是")


def restated(text: str) -> str:
    """``text`` with a diary's bare home or job made the writer's and each cleft put back in its
    plain order (the rest as written)."""
    text = _BARE_OWN.sub(lambda m: f"My {m.group('noun')[0].lower()}{m.group('noun')[1:]}", text)
    if not _ANY_CLEFT.search(text):
        return text
    for cleft in (_IT_CLEFT, _ONE_CLEFT, _REVERSED):

        def plain_or_as_written(m: re.Match[str], text: str = text) -> str:
            if _NEGATED_OR_ASKED.search(text[: m.start()][-12:]) or "?" in text[m.end() : m.end() + 2]:
                return m.group()
            return _plain(m.group("x"), m.group("rest") or m.group("rest2")) or m.group()

        text = cleft.sub(plain_or_as_written, text)
    return _ZH_CLEFT.sub(lambda m: f"{m.group('adv')}是{m.group('x')}{m.group('vp')}", text)
