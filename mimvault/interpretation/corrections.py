"""A word the writer takes back at once: "安庆——不对，是安康", "Dunedin — sorry, typo, Duluth",
"Jason——sorry，是 Jayson Ong", "Hallmark — no wait, not Hallmark, Harrowmark Insurance".

People type fast and mend in the same message. The value said first is a slip, not a second
value: storing it would make a wrong memory (a home never lived in) or a false contradiction.
``corrections(text)`` finds each taking-back — the word of correction after a value, then the
value meant — and ``mended(obj, text, found)`` gives the value meant for a value a frame read
from just before one.
"""

from __future__ import annotations

import re

from .. import pattern_cache
from .lexicon import CJK

# the words that take back what was just typed or said
_CUE = r"(?:不对不对|不对|不是不是|打错了|写错了|说错了|错了|我是说|应该是|(?i:no\s+wait|wait\s+no|sorry|i\s+mean|i\s+meant|typo|oops|correction))"
_CORRECTION = pattern_cache.compile(
    rf"[ \t]*(?:——|—|–|\s-\s|…+|\.{{3}})?[ \t]*[,，]?[ \t]*{_CUE}(?:[ \t]*[,，!！][ \t]*{_CUE})*[ \t]*[,，:：!！]?[ \t]*"
    # "not Hallmark," — the slip named again before the value meant
    rf"(?:(?i:not)\s+[^,，]{{1,30}}[,，]\s*|不是[^,，]{{1,12}}[,，]\s*)?"
    rf"(?:(?:(?i:title|name|job)|职位|岗位|名字)\s*(?:是|(?i:is))\s*|是\s*|(?i:it['’]?s)\s+)?"
    rf"(?P<right>(?-i:[A-Z])[\w'’&-]*(?:\.[\w'’&-]+)*(?:\s+(?-i:[A-Z])[\w'’&-]*(?:\.[\w'’&-]+)*)*|(?:an?\s+|the\s+)?(?-i:[a-z])[\w'’-]*(?:\s+(?-i:[a-z])[\w'’-]*){{0,2}}|[{CJK}]{{1,8}}?)"
    rf"(?=$|[\s,，。.!！?？;；、()（）]|的|了)"
)
# what may stand between the slip and the word of correction: "Muar 了——不对…"
_AFTER_SLIP = pattern_cache.compile(r"[ \t]*(?:了|啦|呀|啊)?[ \t]*$")


# an apology is a correction only set off by a dash or said with "typo" ("Rhiannon — sorry, Rhian"), not
# "Marigold Insurance, sorry I went quiet"
_APOLOGY_ONLY = pattern_cache.compile(r"^[\s,，]*(?:(?i:sorry|oops)[\s,，!！]*)+$")
# a clause, not a value: "— I mean, we signed in September"
_A_CLAUSE = pattern_cache.compile(r"^(?:i|i'm|we|he|she|they|it|you|我们?|你|他|她)(?:\s|$)", re.I)


def corrections(text: str) -> list[tuple[int, str]]:
    """``(where the word of correction starts, the value meant)`` for each taking-back in ``text``."""
    if not re.search(rf"{_CUE}", text):
        return []
    found = []
    for m in _CORRECTION.finditer(text):
        right = re.sub(r"^(?:an?|the)\s+", "", m.group("right").strip(), flags=re.I)
        said = text[m.start() : m.start("right")]
        if not right or _A_CLAUSE.match(right):
            continue
        if _APOLOGY_ONLY.match(re.sub(r"[—–…]|\s-\s|\.{3}|是|(?i:it['’]?s)", "", said)) and not re.search(r"[—–…]|\s-\s", said):
            continue
        found.append((m.start(), right))
    return found


def _shape(value: str) -> str:
    """What kind of word a value is written as: Chinese, a name (capitalised) or a common word."""
    if re.match(f"[{CJK}]", value):
        return "zh"
    return "name" if value[:1].isupper() else "word"


def mended(obj: str | None, text: str, found: list[tuple[int, str]]) -> str | None:
    """The value meant, when ``obj`` is the value typed last before a word of correction in
    ``text`` (a few words of its clause may come between: "Dunedin for six weeks — sorry, typo,
    Duluth") and the value after it is written the same way (a name for a name: "Leeds, sorry
    about the late reply" takes nothing back)."""
    if not obj or not found:
        return None
    for at, right in found:
        before = text[:at]
        where = before.rfind(obj, max(0, at - 48))
        if where < 0 or right.lower() == obj.lower() or _shape(right) != _shape(obj):
            continue
        between = before[where + len(obj) :]
        if _AFTER_SLIP.fullmatch(between) or (
            _shape(obj) != "zh" and not re.search(r"(?-i:[A-Z])|[.!?。！？]", between) and len(between) <= 30
        ):
            return right
    return None
