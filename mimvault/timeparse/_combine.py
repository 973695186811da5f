"""Readings joined by the words around them: a range ("from 2015 to 2018", "2015年到2018年")
and a modifier ("right after Spring Festival 2022", "2022年春节后", "春节前后").

A modified reading is never more precise than its words: "after X" is a rough window
beside X, as long as the modifier allows ("right after" is weeks, "after" a month or
two), at day grain — never X's own day.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import timedelta

from ._core import GRAINS, Span, day_span, interval
from .. import pattern_cache

# how far a window reaches, in days, by the modifier's words
_NEAR = 30  # right / just / immediately / shortly after: within the month after (a rough window says no more)
_PLAIN = 45  # after, before, 后, 前
_AROUND = 14  # 前后, 左右, around (each side)

_EN_BEFORE = pattern_cache.compile(
    r"(?:(?P<adv>right|just|immediately|shortly|soon|not long|a (?:few|couple of) (?:days|weeks)|a little|some (?:days|weeks))\s+)?"
    r"(?P<dir>after|before|around)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_ZH_AFTER = pattern_cache.compile(r"\s?(?P<dir>前后|左右|之后不久|后不久|刚过完?|刚过去|刚结束|一过|过后|之后|以后|后|之前|以前|前)(?![天日周月年个])")
_ZH_BEFORE = pattern_cache.compile(r"(?P<adv>刚过完?|刚)$")
_RANGE_JOIN = pattern_cache.compile(r"^\s*(?:to|until|till|through|thru|-|–|—|~|到|至|－)\s*$", re.IGNORECASE)
_BETWEEN_JOIN = pattern_cache.compile(r"^\s*(?:and|与|和)\s*$", re.IGNORECASE)
_BETWEEN_LEAD = pattern_cache.compile(r"(?:between|从|自)\s*$", re.IGNORECASE)
_FROM_LEAD = pattern_cache.compile(r"(?:from|从|自)\s*$", re.IGNORECASE)


@dataclass
class Found:
    """One expression found in a text: where, its span (or "unresolved"), its rule."""

    start: int
    stop: int
    span: Span | str
    rule: str
    extent: int = 0  # the length its rule matched (a leading "in" included), for ranking

    def __post_init__(self) -> None:
        self.extent = self.extent or self.stop - self.start


def combined(text: str, found: list[Found]) -> list[Found]:
    """The ranges and modified readings ``found`` (non-overlapping, in order) make with the
    words of ``text`` around them; the caller prefers them to their parts."""
    out: list[Found] = []
    resolved = [f for f in found if isinstance(f.span, Span)]
    in_order = sorted(resolved, key=lambda f: f.start)
    for a, b in zip(in_order, in_order[1:]):
        day = _day_of_that_month(a, b, text, text[a.stop : b.start])
        if day is not None:  # "下个月15号", "next month on the 15th": that month's day
            out.append(day)
    for a, b in zip(resolved, resolved[1:]):
        between = text[a.stop : b.start]
        lead = text[max(0, a.start - 12) : a.start]
        if _RANGE_JOIN.match(between) or (_BETWEEN_JOIN.match(between) and _BETWEEN_LEAD.search(lead)):
            span = _range(a.span, b.span)  # type: ignore[arg-type]
            if span is not None:
                begin = a.start
                m = (_FROM_LEAD if _RANGE_JOIN.match(between) else _BETWEEN_LEAD).search(lead)
                if m:
                    begin = a.start - (len(lead) - m.start())
                out.append(Found(begin, b.stop, span, "range"))
    for f in resolved:
        modified = _modified(text, f)
        if modified is not None:
            out.append(modified)
    return out


_DAY_OF_MONTH = pattern_cache.compile(r"(?:(?:on\s+)?the\s+)?(?P<d>\d{1,2})(?:st|nd|rd|th)?\s*(?:号|日)?", re.IGNORECASE)


def _day_of_that_month(a: Found, b: Found, text: str, between: str) -> Found | None:
    """A month said as such (next month, 上个月) and a bare day of the month right after it."""
    month, day = a.span, b.span
    assert isinstance(month, Span) and isinstance(day, Span)
    if month.grain != "month" or day.grain != "day" or (between.strip() not in ("", "on", ",")):
        return None
    bare = _DAY_OF_MONTH.fullmatch(text[b.start : b.stop].strip())
    if bare is None:
        return None
    try:
        when = month.start.replace(day=int(bare.group("d")))
    except ValueError:
        return None  # "next month on the 31st" of a shorter month: leave both readings
    return Found(a.start, b.stop, day_span(when), "month-day")


def _range(a: Span, b: Span) -> Span | None:
    if b.end < a.start:
        return None
    grain = min(a.grain, b.grain, key=lambda g: GRAINS.index(g) if g in GRAINS else len(GRAINS))
    if grain in ("hour", "minute", "second"):
        grain = "day"
    return Span(a.start, b.end, grain, "interval", a.rough or b.rough)


def _modified(text: str, f: Found) -> Found | None:
    span = f.span
    assert isinstance(span, Span)
    if span.grain == "year" or span.grain == "quarter":
        return None  # "after 2019": from then on, the year itself is the honest reading
    holiday = "holiday" in f.rule
    before = _EN_BEFORE.search(text, 0, f.start)
    if before is not None:
        adv = (before.group("adv") or "").lower()
        direction = before.group("dir").lower()
        if direction == "before" and not adv and not holiday:
            return None  # "before Friday": a deadline, not a time of its own
        reach = _NEAR if adv in ("right", "just", "immediately", "a little") or "days" in adv else _PLAIN
        return Found(before.start(), f.stop, _window(span, direction, reach), "modified")
    after = _ZH_AFTER.match(text, f.stop)
    if after is not None:
        word = after.group("dir")
        lead = _ZH_BEFORE.search(text, 0, f.start)
        direction = "around" if word in ("前后", "左右") else "before" if "前" in word else "after"
        if direction == "before" and not holiday:
            return None  # "周五前": a deadline
        reach = _NEAR if lead or "不久" in word or "刚" in word or word == "一过" else _PLAIN  # "春节刚过": just after
        return Found(lead.start() if lead else f.start, after.end(), _window(span, direction, reach), "modified")
    lead = _ZH_BEFORE.search(text, 0, f.start)
    if lead is not None:
        return Found(lead.start(), f.stop, _window(span, "after", _NEAR), "modified")
    return None


def _window(span: Span, direction: str, reach: int) -> Span:
    if direction == "after":
        return interval(span.end + timedelta(days=1), span.end + timedelta(days=reach), "day", rough=True)
    if direction == "before":
        return interval(span.start - timedelta(days=reach), span.start - timedelta(days=1), "day", rough=True)
    return interval(span.start - timedelta(days=_AROUND), span.end + timedelta(days=_AROUND), "day", rough=True)
