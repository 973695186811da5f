"""What a plan is called by: the words a later mention of it would use.

"I have an interview at Zalando" is told of later as "Zalando said no"; "11月14号 约了体检"
as "体检报告出来了". A plan's keywords are its kind (an appointment word of the lexicon)
and whom or where it is with (names, organisations — capitalised words, or the Chinese
words before 那边/约了/的).
"""

from __future__ import annotations

import re

from .. import pattern_cache
from .lexicon import CJK, EN_APPOINTMENTS, ZH_APPOINTMENTS, ZH_OCCASION_SHORT

_STOP = {
    "i", "my", "a", "an", "the", "have", "got", "is", "on", "at", "in", "for", "with", "to", "and", "also", "booked",
    "we", "our", "it", "this", "that", "first", "round", "am", "be", "will", "me", "giving", "new", "finally",
}  # fmt: skip
_ZH_FUNCTION = pattern_cache.compile(r"那边|这边|约了|预约|要去|去|的|在|下午|上午|晚上|早上|明天|今天|公司|部门|组织|视频|了")


def plan_keywords(text: str) -> list[str]:
    """The words that name a plan, most telling first."""
    lowered = text.lower()
    words: list[str] = []
    for noun in sorted(EN_APPOINTMENTS, key=lambda w: (-len(w), w)):
        if re.search(rf"(?<![a-z]){re.escape(noun)}s?(?![a-z])", lowered) and not any(noun in w for w in words):
            words.append(noun)
    for noun in [w for w in words if " " in w]:  # "flu shot" is told of later as "the flu clinic"
        for part in noun.split():
            if len(part) >= 3 and part not in _STOP and part not in words:
                words.append(part)
    for noun in sorted(ZH_APPOINTMENTS, key=lambda w: (-len(w), w)):
        if noun in text and not any(noun in w for w in words):
            words.append(noun)
    for long, short in ZH_OCCASION_SHORT.items():  # "马拉松半程" is told of afterwards as "半马", and back
        if long in text and short not in words:
            words.append(short)
        elif short in text and long not in words:
            words.append(long)
    for name in re.findall(r"(?<![\w])(?:[A-Z][\w&-]*|[A-Z0-9]{2,})(?:\s+[A-Z][\w&-]*)*", text):
        for token in name.split():
            if token.lower() not in _STOP and token not in words and len(token) >= 2:
                words.append(token)
    # a Chinese organisation or place before the plan's words: "网易杭州那边约了面试" -> 网易
    head = re.match(rf"^[{CJK}]{{2,}}", text)
    if head:
        chunk = _ZH_FUNCTION.split(head.group())[0]
        for noun in ZH_APPOINTMENTS:
            chunk = chunk.replace(noun, "")
        if len(chunk) >= 2 and chunk[:2] not in words:
            words.append(chunk[:2])
    return words
