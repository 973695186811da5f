"""Calendar forms, exactly as written: ``2021``, ``2021-Q3``, ``2021-06``, ``2021-W23``,
``2021-06-15``, ISO date-times, and ``A..B`` intervals (for ``mim remember --time``)."""

from __future__ import annotations

import re
from datetime import date, datetime

from ..errors import InvalidValueError
from ._core import TimeReading
from .. import pattern_cache

_FORMS: list[tuple[re.Pattern[str], str]] = [
    (pattern_cache.compile(r"\d{4}"), "year"),
    (pattern_cache.compile(r"\d{4}-Q[1-4]"), "quarter"),
    (pattern_cache.compile(r"\d{4}-\d{2}"), "month"),
    (pattern_cache.compile(r"\d{4}-W\d{2}"), "week"),
    (pattern_cache.compile(r"\d{4}-\d{2}-\d{2}"), "day"),
    (pattern_cache.compile(r"\d{4}-\d{2}-\d{2}T\d{2}"), "hour"),
    (pattern_cache.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})?"), "minute"),
    (pattern_cache.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})?"), "second"),
]
_GRAIN_ORDER = ["year", "quarter", "month", "week", "day", "hour", "minute", "second"]


def calendar_grain(text: str) -> str | None:
    """The grain of a calendar-form value (``2021-06`` -> month), or None if not one."""
    text = text.strip()
    for pattern, grain in _FORMS:
        if pattern.fullmatch(text) and _valid(text, grain):
            return grain
    return None


def _valid(text: str, grain: str) -> bool:
    try:
        if grain == "month":
            date(int(text[:4]), int(text[5:7]), 1)
        elif grain == "week":
            date.fromisocalendar(int(text[:4]), int(text[6:8]), 1)
        elif grain == "day":
            date.fromisoformat(text)
        elif grain in ("hour", "minute", "second"):
            datetime.fromisoformat(text.replace("Z", "+00:00") + (":00" if grain == "hour" else ""))
    except ValueError:
        return False
    return True


def parse_calendar(text: str) -> TimeReading:
    """Read a calendar-form time or interval (``A..B``); raise InvalidValueError otherwise."""
    raw = text.strip()
    if ".." in raw:
        start, _, end = raw.partition("..")
        g1, g2 = calendar_grain(start), calendar_grain(end)
        if g1 and g2:
            grain = min(g1, g2, key=_GRAIN_ORDER.index)
            return TimeReading(raw, "interval", start.strip(), end.strip(), grain)
    else:
        grain = calendar_grain(raw)
        if grain:
            return TimeReading(raw, "instant", raw, None, grain)
    raise InvalidValueError(
        f"time {raw!r}: expected a calendar date at some precision "
        "(2021, 2021-Q3, 2021-06, 2021-W23, 2021-06-15, 2021-06-15T09:30) or an interval A..B"
    )


def period_bounds(value: str) -> tuple[date, date] | None:
    """First and last day of a calendar-form value ("2021-Q3" -> 1 Jul .. 30 Sep), or None."""
    from datetime import timedelta

    from ._calendar import add_months, month_end

    value = value.strip()
    grain = calendar_grain(value)
    if grain is None:
        return None
    year = int(value[:4])
    if grain == "year":
        return date(year, 1, 1), date(year, 12, 31)
    if grain == "quarter":
        first = date(year, 3 * int(value[6]) - 2, 1)
        return first, add_months(first, 3) - timedelta(days=1)
    if grain == "month":
        return date(year, int(value[5:7]), 1), month_end(year, int(value[5:7]))
    if grain == "week":
        first = date.fromisocalendar(year, int(value[6:8]), 1)
        return first, first + timedelta(days=6)
    day = date(year, int(value[5:7]), int(value[8:10]))
    return day, day
