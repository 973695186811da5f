"""Dictated text as a voice keyboard leaves it, read as it would have been typed.

Someone who dictates says the punctuation ("hi all comma from today I'm with Velder Robotics
comma …", "审批人那一栏冒号 栾书婷 换行 抄送冒号人事") and spells a name out to make sure of
it ("Amberley Bakehouse, one word, A M B E R L E Y", "Cedar Lane Books C-E-D-A-R 那家书店").
Read literally, the words of punctuation glue the clauses together ("comma from today I'm with")
and the letters stand where the clause goes on. ``written(text)`` puts the marks in their
places and drops the spelled letters; a text that shows no sign of dictation is returned as it
is, so "the Oxford comma" or "colon cancer screening" stay words.
"""

from __future__ import annotations

import re

from .. import pattern_cache

# the marks people say, in the words voice keyboards take as commands
_EN_MARKS = (
    (r"new paragraph", "\n\n"), (r"new line(?!\s+(?:managers?|management|boss|of|item|up|for|at|in|between|to))|newline|next line", "\n"), (r"full stop", "."), (r"question mark", "?"),
    (r"exclamation (?:mark|point)", "!"), (r"semi-?colon", ";"), (r"colon(?!\s+(?:cancer|polyps?|screening|surgery|health|cleanse|issues?|problems?)\b)", ":"),
    (r"comma", ","), (r"open (?:bracket|brackets|paren|parenthesis)", "("), (r"close (?:bracket|brackets|paren|parenthesis)", ")"),
    (r"open quotes?", "“"), (r"(?:close|end) quotes?|unquote", "”"),
)  # fmt: skip
_ZH_MARKS = (
    (r"新的一段|另起一段|新段落", "\n\n"), (r"换行|另起一行|下一行", "\n"), (r"逗号", "，"), (r"句号", "。"), (r"问号", "？"),
    (r"感叹号|叹号", "！"), (r"冒号", "："), (r"分号", "；"), (r"顿号", "、"), (r"左括号", "（"), (r"右括号", "）"),
    (r"左引号|前引号", "“"), (r"右引号|后引号", "”"),
)  # fmt: skip
_EN_MARK = pattern_cache.compile(r"(?<![A-Za-z'’-])(?:" + "|".join(p for p, _ in _EN_MARKS) + r")(?![A-Za-z'’-])", re.IGNORECASE)
_ZH_MARK = pattern_cache.compile("|".join(p for p, _ in _ZH_MARKS))
# commands a voice keyboard alone is given: one of them is sign enough
_SURE_SIGN = pattern_cache.compile(r"(?<![A-Za-z])(?:new line(?!\s+(?:managers?|management|boss|of|item|up|for|at|in|between|to)\b)|new paragraph|full stop)(?![A-Za-z])|换行|另起一行|新的一段|另起一段", re.IGNORECASE)
# a name spelled letter by letter: three or more capitals standing alone ("A M B E R L E Y", "C-E-D-A-R",
# "P I C K"), not an acronym written whole
_SPELLED = pattern_cache.compile(r"(?<![A-Za-z])[A-Z](?:(?:[ \t]+|[ \t]*[-–][ \t]*)[A-Z](?![A-Za-z])){2,}(?![A-Za-z])")


# a Chinese character told by a word it is in or by its parts, to make sure of it: "湖水的湖", "三点水的澜",
# "琳是王字旁加树林的林", "立早章", and the one it is not: "不是弓长张", "不是蓝色的蓝"
_RADICALS = r"(?:三点水|两点水|草字头|竹字头|宝盖头|木字旁|王字旁|提手旁|单人旁|双人旁|绞丝旁|金字旁|言字旁|女字旁|口字旁|日字旁|月字旁|土字旁|火字旁|石字旁|禾木旁|米字旁|足字旁|走之底?|耳刀旁|反文旁|四点底|心字底|竖心旁|示字旁|衣字旁|山字旁|雨字头|虫字旁)"
_SURNAME_PARTS = (
    "立早章", "弓长张", "木子李", "耳东陈", "口天吴", "古月胡", "双口吕", "言午许", "草头黄", "三横王", "禾口程", "双木林",
    "人可何", "走肖赵", "文武斌", "关耳郑", "千里重", "子小孙", "日勿易", "女少妙", "山今岑", "木易杨",
)  # fmt: skip
_CHAR_TOLD = pattern_cache.compile(
    rf"(?:不是|不系|唔系|唔是|(?:[\u4e00-\u9fff]?是)?)(?:{_RADICALS}(?:加[\u4e00-\u9fff]{{1,4}}的)?的?[\u4e00-\u9fff](?=$|[\s，,。！!？?])|"
    + "|".join(_SURNAME_PARTS) + rf"|(?P<word>[\u4e00-\u9fff]{{1,4}})的(?P<char>[\u4e00-\u9fff])(?=$|[\s，,。！!？?]))"
)


def _unsaid_characters(text: str) -> str:
    """``text`` without the words that only tell how a character is written."""
    def drop(m: re.Match[str]) -> str:
        if m.group("char") and m.group("char") not in m.group("word"):
            return m.group()  # "公司的人", "我妈的车": an owner's thing, no character told
        return ""
    return _CHAR_TOLD.sub(drop, text)


def _mark_of(table: tuple[tuple[str, str], ...], said: str) -> str:
    for pattern, mark in table:
        if re.fullmatch(pattern, said, re.IGNORECASE):
            return mark
    return said


def dictated(text: str) -> bool:
    """Whether ``text`` reads as dictated: a command only a voice keyboard is given, or two marks said as words."""
    return bool(_SURE_SIGN.search(text)) or len(_EN_MARK.findall(text)) + len(_ZH_MARK.findall(text)) >= 2


# a short word said twice as one finds the next ("my my employer's…", "I I got it", "the the records place")
_STAMMER = pattern_cache.compile(r"\b(?P<w>i|my|me|we|our|the|a|an|to|at|in|it|he|she|they|is|was|and|so)(?:\s+(?P=w)\b)+", re.IGNORECASE)


def written(text: str) -> str:
    """``text`` with its spoken marks put in place, its spelled-out letters and stammered words dropped."""
    if dictated(text):
        text = _EN_MARK.sub(lambda m: _mark_of(_EN_MARKS, m.group().lower()), text)
        text = _ZH_MARK.sub(lambda m: _mark_of(_ZH_MARKS, m.group()), text)
        text = re.sub(r"[ \t]+([,.;:?!)”，。；：？！、）])", r"\1", text)  # "Friday ," -> "Friday,"
        text = re.sub(r"([(“（])[ \t]+", r"\1", text)
        text = re.sub(r"[,，][ \t]*([.?!。？！])", r"\1", text)  # "next week, full stop": the stop ends it
    if _CHAR_TOLD.search(text):
        text = _unsaid_characters(text)
    text = _STAMMER.sub(lambda m: m.group("w"), text)
    if _SPELLED.search(text):
        text = _SPELLED.sub(_unspelled, text)
        text = re.sub(r"[ \t]{2,}", " ", re.sub(r"[ \t]*,[ \t]*(?=,)", "", text))
    return text


def _unspelled(m: re.Match[str]) -> str:
    letters = re.sub(r"[^A-Z]", "", m.group())
    if len(letters) >= 3 and all(ch == letters[0] for ch in letters):
        return m.group()  # "AAA" said apart is no spelling
    return ""
