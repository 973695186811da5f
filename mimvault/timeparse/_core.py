"""The rule engine: spans of days at a grain, the context a rule resolves against, and
the helpers rules share (nearest occurrence of a yearless date, relative units)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta

from ._calendar import add_months, add_years, monday, month_end
from .. import pattern_cache

GRAINS = ["year", "quarter", "month", "week", "day", "hour", "minute", "second"]


@dataclass
class TimeReading:
    raw: str
    kind: str  # instant | interval | unresolved | none
    value: str | None = None  # the instant, or the interval's start
    end: str | None = None  # the interval's end, inclusive at its grain
    grain: str = "rough"
    confidence: float = 1.0
    rough: bool = False  # the words are vague ("mid-March", "this summer"): an envelope
    start: int = 0  # where the expression sits in the text it was found in
    stop: int = 0

    def to_json(self) -> dict:
        out: dict = {"raw": self.raw, "kind": self.kind}
        if self.kind == "instant":
            out.update({"value": self.value, "grain": self.grain})
        elif self.kind == "interval":
            out.update({"from": self.value, "to": self.end, "grain": self.grain})
        if self.kind in ("instant", "interval", "unresolved"):
            out["precision"] = "rough" if self.rough or self.kind == "unresolved" else self.grain
            out["confidence"] = round(self.confidence, 2)
        return out


@dataclass
class Span:
    """Days ``start``..``end`` (inclusive), read at ``grain``; an instant or an interval."""

    start: date
    end: date
    grain: str
    kind: str = "instant"
    rough: bool = False
    clock: tuple[int, int] | None = None  # hour, minute, for minute grain

    def fmt(self, day: date) -> str:
        if self.grain == "year":
            return f"{day.year:04d}"
        if self.grain == "quarter":
            return f"{day.year:04d}-Q{(day.month - 1) // 3 + 1}"
        if self.grain == "month":
            return f"{day.year:04d}-{day.month:02d}"
        if self.grain == "week":
            return monday(day).isoformat()
        if self.grain in ("hour", "minute", "second") and self.clock:
            return f"{day.isoformat()}T{self.clock[0]:02d}:{self.clock[1]:02d}"
        return day.isoformat()


@dataclass
class Context:
    ref: datetime
    direction: str | None = None  # past | future | None (nearest)
    notes: dict = field(default_factory=dict)

    @property
    def today(self) -> date:
        return self.ref.date()


Resolver = Callable[[re.Match[str], Context], "Span | str | None"]  # str "unresolved"


@dataclass
class Rule:
    name: str
    pattern: re.Pattern[str]
    resolve: Resolver
    searchable: bool = True  # safe to look for inside a sentence


def rule(name: str, pattern: str, resolve: Resolver, searchable: bool = True) -> Rule:
    return Rule(name, pattern_cache.compile(pattern, re.IGNORECASE), resolve, searchable)


# --- shared helpers -------------------------------------------------------------------


def day_span(day: date) -> Span:
    return Span(day, day, "day")


def month_span(year: int, month: int) -> Span:
    return Span(date(year, month, 1), month_end(year, month), "month")


def year_span(year: int) -> Span:
    return Span(date(year, 1, 1), date(year, 12, 31), "year")


def decade_part(start: int, part: str | None) -> Span:
    """A decade, or its early / mid / late part: a rough run of years, never one year."""
    if part is None:
        return Span(date(start, 1, 1), date(start + 9, 12, 31), "year", kind="interval")
    lo, hi = {"early": (0, 3), "mid": (3, 6), "late": (6, 9)}[part]
    return Span(date(start + lo, 1, 1), date(start + hi, 12, 31), "year", kind="interval", rough=True)


def quarter_span(year: int, quarter: int) -> Span:
    start = date(year, 3 * (quarter - 1) + 1, 1)
    return Span(start, month_end(year, 3 * quarter), "quarter")


def week_span(day: date) -> Span:
    start = monday(day)
    return Span(start, start + timedelta(days=6), "week")


def interval(start: date, end: date, grain: str = "day", rough: bool = False) -> Span:
    return Span(start, end, grain, "interval", rough)


def holiday_season(span: Span) -> Span:
    """"the Christmas party", "春节期间": the weeks around a feast, not its day (a party,
    a break or a market falls somewhere in them)."""
    return interval(span.start - timedelta(days=21), span.end + timedelta(days=10), rough=True)


def nearest(options: list[Span], ctx: Context) -> Span | None:
    """Of the same date in different years, the one the context points at: the last one
    not after today (past), the first not before (future), else the closest (ties: future)."""
    options = [o for o in options if o is not None]
    if not options:
        return None
    today = ctx.today
    if ctx.direction == "past":
        past = [o for o in options if o.start <= today]
        return max(past, key=lambda o: o.start) if past else None
    if ctx.direction == "future":
        future = [o for o in options if o.end >= today]
        return min(future, key=lambda o: o.start) if future else None

    def distance(o: Span) -> tuple[int, int]:
        if o.start <= today <= o.end:
            return (0, 0)
        gap = (o.start - today).days if o.start > today else (today - o.end).days
        return (gap, 0 if o.start > today else 1)

    return min(options, key=distance)


def yearly(make: Callable[[int], Span | None], ctx: Context) -> Span | None:
    """The nearest occurrence of something that happens every year."""
    year = ctx.today.year
    options = []
    for y in (year - 1, year, year + 1):
        try:
            options.append(make(y))
        except ValueError:  # 29 February in a common year
            continue
    return nearest([o for o in options if o], ctx)


def weekday_year(month: int, day: int, weekday: int, ctx: Context, reach: int = 1) -> Span | None:
    """The occurrence of month/day nearest to today that falls on ``weekday``."""
    options = []
    for year in range(ctx.today.year - reach, ctx.today.year + reach + 1):
        try:
            candidate = date(year, month, day)
        except ValueError:
            continue
        if candidate.weekday() == weekday:
            options.append(day_span(candidate))
    return nearest(options, Context(ctx.ref)) if options else None


def shift(day: date, unit: str, amount: int) -> date:
    if unit == "day":
        return day + timedelta(days=amount)
    if unit == "week":
        return day + timedelta(weeks=amount)
    if unit == "fortnight":
        return day + timedelta(weeks=2 * amount)
    if unit == "month":
        return add_months(day, amount)
    if unit == "quarter":
        return add_months(day, 3 * amount)
    if unit == "year":
        return add_years(day, amount)
    if unit == "decade":
        return add_years(day, 10 * amount)
    raise ValueError(unit)


def unit_span(day: date, unit: str) -> Span:
    """The whole unit (day, week, month, quarter, year) containing ``day``, at its grain."""
    if unit in ("day",):
        return day_span(day)
    if unit in ("week", "fortnight"):
        return week_span(day)
    if unit == "month":
        return month_span(day.year, day.month)
    if unit == "quarter":
        return quarter_span(day.year, (day.month - 1) // 3 + 1)
    if unit in ("year", "decade"):
        return year_span(day.year)
    raise ValueError(unit)


def offset(ctx: Context, unit: str, amount: int | tuple[int, int], direction: int) -> Span | None:
    """``amount`` units ago (direction -1) or from now (+1); a vague amount gives a rough interval."""
    today = ctx.today
    if unit in ("hour", "minute", "second"):
        if isinstance(amount, tuple):
            return None
        moment = ctx.ref + direction * timedelta(**{unit + "s": amount})
        return Span(moment.date(), moment.date(), "minute", clock=(moment.hour, moment.minute))
    if isinstance(amount, tuple):
        low, high = amount
        near, far = shift(today, unit, direction * low), shift(today, unit, direction * high)
        start, end = (far, near) if direction < 0 else (near, far)
        return interval(start, end, "day", rough=True)
    return unit_span(shift(today, unit, direction * amount), unit)


def clock_time(hour: int, minute: int, meridiem: str | None) -> tuple[int, int] | None:
    if meridiem:
        meridiem = meridiem.lower().replace(".", "")
        if hour > 12:
            return None
        if meridiem in ("pm", "下午", "晚上", "傍晚") and hour < 12:
            hour += 12
        if meridiem in ("am", "凌晨", "早上", "上午") and hour == 12:
            hour = 0
    if not (0 <= hour <= 24 and 0 <= minute < 60):
        return None
    return (hour % 24, minute)
