"""English time expressions."""

from __future__ import annotations

import re
from datetime import date, timedelta

from ._calendar import holiday, month_end, monday, nth_weekday
from ._core import (
    Context,
    weekday_year,
    Rule,
    Span,
    day_span,
    interval,
    month_span,
    nearest,
    offset,
    quarter_span,
    rule,
    shift,
    unit_span,
    week_span,
    year_span,
    yearly,
)
from ._numbers import EN_NUMBER, EN_ORDINALS, en_number

MONTHS = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
    "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sept": 9, "sep": 9,
    "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
}  # fmt: skip
WEEKDAYS = {
    "monday": 0, "mon": 0, "tuesday": 1, "tues": 1, "tue": 1, "wednesday": 2, "wed": 2, "thursday": 3,
    "thurs": 3, "thur": 3, "thu": 3, "friday": 4, "fri": 4, "saturday": 5, "sat": 5, "sunday": 6, "sun": 6,
}  # fmt: skip
MONTH = r"(?P<month>" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
MONTH2 = MONTH.replace("?P<month>", "?P<month2>")
WEEKDAY = r"(?P<weekday>" + "|".join(sorted(WEEKDAYS, key=len, reverse=True)) + r")\.?"
LEAD_WEEKDAY = r"(?:(?P<lead>" + "|".join(sorted(WEEKDAYS, key=len, reverse=True)) + r")\.?,?\s*)?"
DAY = r"(?P<day>[0-3]?\d)(?!\d)(?:st|nd|rd|th)?"
DAY2 = r"(?P<day2>[0-3]?\d)(?!\d)(?:st|nd|rd|th)?"
YEAR = r"(?P<year>(?:1[6-9]|20|21)\d\d)"
UNIT = r"(?P<unit>second|minute|hour|day|week|fortnight|month|quarter|year|decade)s?"
REL = r"(?P<rel>this|next|last|previous|past|coming|the following|following|the previous|current)"
TIME = r"(?:(?:\s*(?:at|@)\s*|\s+)(?P<hour>[01]?\d|2[0-3])(?!\d)(?::(?P<minute>[0-5]\d))?\s*(?P<meridiem>a\.?m\.?|p\.?m\.?)?)?"

HOLIDAYS = {
    r"thanks ?giving(?: day)?": "thanksgiving", r"(?:christmas|xmas|x-mas)(?: day)?": "christmas",
    r"christmas eve": "christmas_eve", r"new year'?s eve": "new_year_eve", r"new year'?s(?: day)?": "new_year",
    r"(?:st\.? )?valentine'?s(?: day)?": "valentine", r"hallowe'?en": "halloween", r"black friday": "black_friday",
    r"cyber monday": "cyber_monday", r"mother'?s day": "mothers_day", r"father'?s day": "fathers_day",
    r"memorial day": "memorial_day", r"labou?r day": "labor_day", r"easter(?: sunday)?": "easter",
    r"good friday": "good_friday", r"(?:independence day|(?:the )?fourth of july|july 4th)": "independence_us",
    r"(?:st\.? )?patrick'?s day": "st_patrick", r"april fools'?(?: day)?": "april_fools",
    r"passover|pesach": "passover", r"ramadan|ramadhan": "ramadan", r"eid(?: al[- ]fitr)?": "eid_al_fitr",
    r"diwali|deepavali": "diwali", r"hanukk?ah|chanukah": "hanukkah", r"yom kippur": "yom_kippur",
    r"rosh hashanah?": "rosh_hashanah", r"(?:chinese|lunar) new year|spring festival": "spring_festival",
    r"mid-autumn(?: festival)?|moon festival": "mid_autumn", r"dragon boat(?: festival)?": "dragon_boat",
}  # fmt: skip
HOLIDAY = r"(?P<holiday>" + "|".join(HOLIDAYS) + ")"
SEASONS = {"spring": (3, 5), "summer": (6, 8), "fall": (9, 11), "autumn": (9, 11), "winter": (12, 2)}

REL_DIRECTION = {"this": 0, "current": 0, "next": 1, "coming": 1, "following": 1, "the following": 1,
                 "last": -1, "previous": -1, "past": -1, "the previous": -1}  # fmt: skip


def _g(m: re.Match[str], name: str) -> str | None:
    try:
        return m.group(name)
    except IndexError:
        return None


def _year_of(m: re.Match[str]) -> int | None:
    year = _g(m, "year")
    return int(year) if year else None


def _date_or_nearest(month: int, day: int, year: int | None, ctx: Context, weekday: int | None = None) -> Span | None:
    if year:
        try:
            return day_span(date(year, month, day))
        except ValueError:
            return None
    if weekday is not None:  # "Sunday, Feb 10": the nearest year in which it is a Sunday
        return weekday_year(month, day, weekday, ctx) or yearly(lambda y: day_span(date(y, month, day)), ctx)
    return yearly(lambda y: day_span(date(y, month, day)), ctx)


def _with_clock(span: Span | None, m: re.Match[str]) -> Span | None:
    if span is None or not _g(m, "hour"):
        return span
    from ._core import clock_time

    clock = clock_time(int(m.group("hour")), int(m.group("minute") or 0), _g(m, "meridiem"))
    if clock is None or (not m.group("minute") and not _g(m, "meridiem")):
        return span  # a bare number after a date is not a time
    return Span(span.start, span.start, "minute", clock=clock)


# --- resolvers ----------------------------------------------------------------------


def r_iso_datetime(m, ctx):
    return Span(
        date(int(m["y"]), int(m["mo"]), int(m["d"])), date(int(m["y"]), int(m["mo"]), int(m["d"])), "minute",
        clock=(int(m["h"]), int(m["mi"])),
    )  # fmt: skip


def r_iso_date(m, ctx):
    return day_span(date(int(m["y"]), int(m["mo"]), int(m["d"])))


def r_slash_date(m, ctx):
    a, b, year = int(m["a"]), int(m["b"]), int(m["y"])
    year = year + (2000 if year < 50 else 1900) if year < 100 else year
    month, day = (a, b) if a <= 12 else (b, a)  # US order unless the first cannot be a month
    return day_span(date(year, month, day))


def r_month_year_numeric(m, ctx):
    return month_span(int(m["y"]), int(m["mo"]))


def r_day_month(m, ctx):
    lead = _g(m, "lead")
    weekday = WEEKDAYS[lead.lower()] if lead else None
    span = _date_or_nearest(MONTHS[m["month"].lower()], int(m["day"]), _year_of(m), ctx, weekday)
    return _with_clock(span, m)


def r_month_year(m, ctx):
    return month_span(int(m["year"]), MONTHS[m["month"].lower()])


def r_month(m, ctx):
    month = MONTHS[m["month"].lower()]
    rel = _g(m, "rel")
    if rel:
        return month_span(ctx.today.year + REL_DIRECTION[rel.lower()] * (1 if rel.lower() != "this" else 0), month)
    return yearly(lambda y: month_span(y, month), ctx)


def r_ordinal_day(m, ctx):
    day = int(m["day"])
    if not 1 <= day <= 31:
        return None
    today = ctx.today
    options = []
    for months in (-1, 0, 1):
        first = shift(today.replace(day=1), "month", months)
        if day <= month_end(first.year, first.month).day:
            options.append(day_span(first.replace(day=day)))
    return nearest(options, ctx)


def r_year(m, ctx):
    return year_span(int(m["year"]))


def r_quarter(m, ctx):
    n = m["q"].lower()
    quarter = EN_ORDINALS.get(n) or int(n.lstrip("q"))
    year = _year_of(m) or ctx.today.year
    return quarter_span(year, quarter)


def r_relative_unit(m, ctx):
    unit = m["unit"].lower().rstrip("s")
    return unit_span(shift(ctx.today, unit, REL_DIRECTION[m["rel"].lower()]), unit)


def r_before_last(m, ctx):
    unit = m["unit"].lower()
    steps = -2 if "before" in m["which"].lower() else 2
    return unit_span(shift(ctx.today, unit, steps), unit)


def r_named_day(m, ctx):
    word = m["named"].lower()
    steps = {"today": 0, "tonight": 0, "this morning": 0, "this afternoon": 0, "this evening": 0, "tomorrow": 1,
             "yesterday": -1, "the day after tomorrow": 2, "the day before yesterday": -2, "day after tomorrow": 2,
             "day before yesterday": -2, "last night": -1, "tomorrow night": 1, "tomorrow morning": 1}[word]  # fmt: skip
    return _with_clock(day_span(ctx.today + timedelta(days=steps)), m)


def r_weekday(m, ctx):
    weekday = WEEKDAYS[m["weekday"].lower()]
    rel = (_g(m, "rel") or _g(m, "rel2") or "").lower()
    week_rel = (_g(m, "weekrel") or "").lower()
    today = ctx.today
    if week_rel or rel:
        steps = REL_DIRECTION.get(week_rel or rel, 0)
        if rel in ("coming",):
            days = (weekday - today.weekday()) % 7 or 7
            return _with_clock(day_span(today + timedelta(days=days)), m)
        day = monday(today) + timedelta(weeks=steps, days=weekday)
        return _with_clock(day_span(day), m)
    options = [day_span(today + timedelta(days=(weekday - today.weekday()) % 7 + 7 * k)) for k in (-1, 0)]
    return _with_clock(nearest(options, ctx), m)


def r_nth_weekday(m, ctx):
    n = EN_ORDINALS[m["nth"].lower()]
    weekday = WEEKDAYS[m["weekday"].lower()]
    target = (_g(m, "target") or "").lower()
    today = ctx.today
    if target in ("this month", "the month", "current month"):
        return day_span(nth_weekday(today.year, today.month, weekday, n))  # type: ignore[arg-type]
    if target in ("next month", "last month", "previous month"):
        first = shift(today.replace(day=1), "month", 1 if target.startswith("next") else -1)
        return day_span(nth_weekday(first.year, first.month, weekday, n))  # type: ignore[arg-type]
    month = MONTHS[m["month"].lower()]
    year = _year_of(m)
    if year:
        found = nth_weekday(year, month, weekday, n)
        return day_span(found) if found else None
    return yearly(lambda y: day_span(nth_weekday(y, month, weekday, n)), ctx)  # type: ignore[arg-type]


def r_nth_week(m, ctx):
    n = EN_ORDINALS[m["nth"].lower()]
    month = MONTHS[m["month"].lower()]

    def make(year: int) -> Span:
        if n > 0:
            first = date(year, month, 1)
            start = first if first.weekday() == 0 else monday(first) + timedelta(weeks=1)
            return week_span(start + timedelta(weeks=n - 1))
        last = month_end(year, month)
        return week_span(monday(last) if last.weekday() == 6 else monday(last) - timedelta(weeks=1))

    year = _year_of(m)
    return make(year) if year else yearly(make, ctx)


def r_ago(m, ctx):
    amount = en_number(m["n"])
    if amount is None:
        return None
    return offset(ctx, m["unit"].lower().rstrip("s"), amount, -1)


def r_in(m, ctx):
    amount = en_number(m["n"])
    if amount is None:
        return None
    return offset(ctx, m["unit"].lower().rstrip("s"), amount, +1)


def r_rolling(m, ctx):
    amount = en_number(m["n"])
    if amount is None:
        return None
    unit = m["unit"].lower().rstrip("s")
    if isinstance(amount, tuple):
        amount = amount[1]
    today = ctx.today
    if m["rel"].lower() in ("past", "last", "previous", "the previous", "the past", "the last"):
        return interval(shift(today, unit, -amount), today)
    return interval(today, shift(today, unit, amount))


def r_for_days(m, ctx):
    start = _date_or_nearest(MONTHS[m["month"].lower()], int(m["day"]), _year_of(m), ctx)
    amount = en_number(m["n"])
    if start is None or not isinstance(amount, int):
        return None
    return interval(start.start, shift(start.start, m["unit"].lower().rstrip("s"), amount))


def r_day_range(m, ctx):
    month = MONTHS[m["month"].lower()]
    first, last = int(m["day"]), int(m["day2"])
    year = _year_of(m)

    def make(y: int) -> Span:
        return interval(date(y, month, first), date(y, month, last))

    return make(year) if year else yearly(make, ctx)


def r_month_range(m, ctx):
    year = _year_of(m) or ctx.today.year
    first, last = MONTHS[m["month"].lower()], MONTHS[m["month2"].lower()]
    end_year = year + (1 if last < first else 0)
    return interval(date(year, first, 1), month_end(end_year, last), "month")


_PART_OF_MONTH = {"early": (1, 10), "beginning": (1, 10), "start": (1, 10), "mid": (11, 20), "middle": (11, 20),
                  "late": (21, 31), "end": (21, 31)}  # fmt: skip
_PART_OF_YEAR = {"early": (1, 3), "beginning": (1, 3), "start": (1, 3), "mid": (5, 8), "middle": (5, 8),
                 "late": (10, 12), "end": (10, 12)}  # fmt: skip


def _part(word: str) -> str:
    word = word.lower().strip()
    for key in ("beginning", "start", "early", "middle", "mid", "late", "end"):
        if word.startswith(key):
            return key
    return word


def r_part_of_month(m, ctx):
    part = _part(m["part"])
    month = MONTHS[m["month"].lower()]
    lo, hi = _PART_OF_MONTH[part]
    rel = (_g(m, "yrel") or "").lower()
    year = _year_of(m) or (ctx.today.year + REL_DIRECTION[rel] if rel else None)

    def make(y: int) -> Span:
        return interval(date(y, month, lo), date(y, month, min(hi, month_end(y, month).day)), rough=True)

    return make(year) if year else yearly(make, ctx)


def r_part_of_year(m, ctx):
    part = _part(m["part"])
    lo, hi = _PART_OF_YEAR[part]
    target = (_g(m, "target") or "").lower()
    year = _year_of(m)
    if year is None:
        rel = re.match(r"(this|next|last|previous|the)\b", target)
        year = ctx.today.year + (REL_DIRECTION.get(rel.group(1), 0) if rel else 0)
    return interval(date(year, lo, 1), month_end(year, hi), "month", rough=True)


def r_part_of_week(m, ctx):
    part = _part(m["part"])
    rel = (_g(m, "rel") or "this").lower()
    start = monday(ctx.today) + timedelta(weeks=REL_DIRECTION.get(rel, 0))
    if part in ("end", "late"):
        return interval(start + timedelta(days=4), start + timedelta(days=6), rough=True)
    if part in ("mid", "middle"):
        return interval(start + timedelta(days=2), start + timedelta(days=3), rough=True)
    return interval(start, start + timedelta(days=1), rough=True)


def r_part_of_relative_month(m, ctx):
    part = _part(m["part"])
    rel = (_g(m, "rel") or "this").lower()
    first = shift(ctx.today.replace(day=1), "month", REL_DIRECTION.get(rel, 0))
    lo, hi = _PART_OF_MONTH[part]
    return interval(first.replace(day=lo), first.replace(day=min(hi, month_end(first.year, first.month).day)), rough=True)


def r_season(m, ctx):
    lo, hi = SEASONS[m["season"].lower()]
    rel = (_g(m, "rel") or "").lower()
    year = _year_of(m)

    def make(y: int) -> Span:
        end_year = y + 1 if hi < lo else y
        return interval(date(y, lo, 1), month_end(end_year, hi), "month", rough=True)

    if year:
        return make(year)
    if rel:
        return make(ctx.today.year + REL_DIRECTION[rel])
    return yearly(make, ctx)


def r_holiday(m, ctx):
    key = next(v for k, v in HOLIDAYS.items() if re.fullmatch(k, m["holiday"], re.IGNORECASE))
    year = _year_of(m)
    rel = (_g(m, "rel") or _g(m, "yrel") or "").lower()

    def make(y: int) -> Span | None:
        found = holiday(key, y)
        if found is None:
            return None
        start, end = found
        return day_span(start) if start == end else interval(start, end)

    if year:
        return make(year)
    if rel in ("next", "last", "previous", "this"):
        return make(ctx.today.year + REL_DIRECTION[rel])
    return yearly(make, ctx)


def r_decade(m, ctx):
    digits = m["decade"]
    start = int(digits) if len(digits) == 4 else (1900 + int(digits) if int(digits) >= 30 else 2000 + int(digits))
    return interval(date(start, 1, 1), date(start + 9, 12, 31), "year")


def r_since(m, ctx):
    return "unresolved"


def r_time_then_day(m, ctx):
    from ._core import clock_time

    base = r_named_day(m, ctx) if m.groupdict().get("named") else r_weekday(m, ctx)
    clock = clock_time(int(m["hour"]), int(m["minute"] or 0), m["meridiem"])
    return Span(base.start, base.start, "minute", clock=clock) if base and clock else None


def r_clock(m, ctx):
    from ._core import clock_time

    if m.groupdict().get("word"):
        clock = (12, 0) if m["word"].lower() == "noon" else (0, 0)
    else:
        clock = clock_time(int(m["hour"]), int(m["minute"] or 0), m["meridiem"])
    if clock is None:
        return None
    day = ctx.today
    if (clock[0], clock[1]) < (ctx.ref.hour, ctx.ref.minute) and ctx.direction != "past":
        day += timedelta(days=1)  # the next time the clock shows it
    return Span(day, day, "minute", clock=clock)


def r_past_unit(m, ctx):
    unit = m["unit"].lower()
    return interval(shift(ctx.today, unit, -1), ctx.today)


def r_half_year(m, ctx):
    return offset(ctx, "month", 6, -1 if m["dir"].lower() in ("ago", "before", "earlier") else 1)


def r_weekend(m, ctx):
    rel = (_g(m, "rel") or "this").lower()
    saturday = monday(ctx.today) + timedelta(days=5, weeks=REL_DIRECTION.get(rel, 0))
    return interval(saturday - timedelta(days=1), saturday + timedelta(days=1))


def r_week_of(m, ctx):
    return _with_clock(week_span(ctx.today + timedelta(weeks=REL_DIRECTION[m["rel"].lower()])), m)


UNRESOLVED = (
    r"recently|lately|a while (?:ago|back)|some time ago|sometime ago|a long time ago|long ago|back then|in the past|"
    r"the other day|once upon a time|way back|years ago|ages ago|at some point|before|earlier|some day|someday|"
    r"(?:when|while|after|before|since|until|during) (?:i|we|my|our|he|she|they|the|his|her|covid|the pandemic)\b.*|"
    r"as a (?:kid|child|teenager|student)|growing up|in my (?:childhood|youth|twenties|thirties|teens)|"
    r"(?:shortly|soon|right|not long) (?:after|before) .*"
)

RULES: list[Rule] = [
    rule("iso_datetime", r"(?P<y>\d{4})-(?P<mo>\d\d)-(?P<d>\d\d)[t ](?P<h>\d\d):(?P<mi>\d\d)(?::\d\d)?(?:z|[+-]\d\d:?\d\d)?", r_iso_datetime),
    rule("iso_date", r"(?P<y>\d{4})[-/.](?P<mo>\d{1,2})[-/.](?P<d>\d{1,2})", r_iso_date),
    rule("slash_date", r"(?P<a>\d{1,2})/(?P<b>\d{1,2})/(?P<y>\d{2}|\d{4})", r_slash_date),
    rule("month_slash_year", r"(?P<mo>0?[1-9]|1[0-2])/(?P<y>\d{4})", r_month_year_numeric),
    rule("year_dash_month", r"(?P<y>\d{4})-(?P<mo>0[1-9]|1[0-2])", r_month_year_numeric),
    rule("for_days", rf"(?:from\s+)?(?:the\s+)?{DAY}\s*(?:of\s+)?{MONTH}(?:,?\s*{YEAR})?\s+for\s+(?P<n>{EN_NUMBER})\s+{UNIT}", r_for_days),
    rule("day_range", rf"(?:from\s+)?(?:the\s+)?{DAY}\s*(?:to|-|–|through|until|till)\s*(?:the\s+)?{DAY2}\s+(?:of\s+)?{MONTH}(?:,?\s*{YEAR})?", r_day_range),
    rule("day_range_md", rf"(?:from\s+)?{MONTH}\s*{DAY}\s*(?:to|-|–|through|until|till)\s*{DAY2}(?:,?\s*{YEAR})?", r_day_range),
    rule("month_range", rf"(?:from\s+)?{MONTH}\s*(?:to|-|–|through|until|till)\s*{MONTH2}(?:,?\s*{YEAR})?", r_month_range),
    rule("holiday", rf"(?:{REL}\s+)?{HOLIDAY}(?:\s*(?:of\s+)?(?:{YEAR}|(?P<yrel>next|last|this) year))?", r_holiday),
    rule("holiday_year_first", rf"{YEAR}(?:'s)?\s+{HOLIDAY}", r_holiday),
    rule("nth_weekday", rf"(?:the\s+)?(?P<nth>first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)\s+{WEEKDAY}\s+(?:of|in)\s+(?:(?P<target>this month|the month|current month|next month|last month|previous month)|{MONTH}(?:\s*{YEAR})?)", r_nth_weekday),
    rule("nth_week", rf"(?:the\s+)?(?P<nth>first|second|third|fourth|last|1st|2nd|3rd|4th)\s+week\s+(?:of|in)\s+{MONTH}(?:\s*{YEAR})?", r_nth_week),
    rule("day_month", rf"{LEAD_WEEKDAY}(?:the\s+)?{DAY}\s*(?:of\s+)?{MONTH}(?:,?\s*{YEAR})?{TIME}", r_day_month),
    rule("month_day", rf"{LEAD_WEEKDAY}{MONTH}\s*(?:the\s+)?{DAY}(?:,?\s*{YEAR})?{TIME}", r_day_month),
    rule("part_of_month", rf"(?:the\s+)?(?P<part>beginning|start|early|middle|mid|late|end)(?:\s+of|-)?\s*(?:the\s+month\s+of\s+)?{MONTH}(?:\s*(?:{YEAR}|(?P<yrel>next|last|this) year))?", r_part_of_month),
    rule("part_of_year", rf"(?:the\s+)?(?P<part>beginning|start|early|middle|mid|late|end)(?:\s+of|-)?\s*(?:{YEAR}|(?P<target>(?:this|next|last|previous|the) year))", r_part_of_year),
    rule("part_of_week", rf"(?:the\s+)?(?P<part>beginning|start|middle|mid|end)\s+of\s+(?:the\s+|{REL}\s+)week", r_part_of_week),
    rule("part_of_rel_month", rf"(?:the\s+)?(?P<part>beginning|start|early|middle|mid|late|end)\s+of\s+(?:the\s+|{REL}\s+)month", r_part_of_relative_month),
    rule("month_year", rf"(?:in\s+)?{MONTH}\s*,?\s*(?:of\s+)?{YEAR}", r_month_year),
    rule("season", rf"(?:(?:{REL})\s+|(?:the\s+))?(?P<season>spring|summer|fall|autumn|winter)(?:\s*(?:of\s+)?{YEAR})?", r_season),
    rule("quarter", rf"(?:the\s+)?(?P<q>first|second|third|fourth|1st|2nd|3rd|4th|q[1-4])\s+quarter(?:\s+(?:of\s+)?{YEAR})?", r_quarter),
    rule("quarter_year", rf"(?P<q>q[1-4])\s*{YEAR}", r_quarter),
    rule("year_quarter", rf"{YEAR}\s*-?\s*(?P<q>q[1-4])", r_quarter),
    rule("weekend", rf"(?:(?P<rel>this|next|last|coming|past)\s+)?weekend", r_weekend),
    rule("before_last", r"the\s+(?P<unit>day|week|month|year)\s+(?P<which>before\s+last|after\s+next)", r_before_last),
    rule("named_day", rf"(?P<named>the day after tomorrow|the day before yesterday|day after tomorrow|day before yesterday|today|tonight|tomorrow night|tomorrow morning|tomorrow|yesterday|last night|this morning|this afternoon|this evening){TIME}", r_named_day),
    rule("time_then_day", rf"(?:at\s+)?(?P<hour>[01]?\d|2[0-3])(?::(?P<minute>[0-5]\d))?\s*(?P<meridiem>a\.?m\.?|p\.?m\.?)\s+(?:(?P<named>today|tomorrow|yesterday)|(?:(?P<rel>this|next|last)\s+)?{WEEKDAY})", r_time_then_day),
    rule("past_unit", r"(?:over|during|in|within)?\s*the\s+(?:past|last)\s+(?P<unit>day|week|month|year)", r_past_unit),
    rule("half_year", r"(?:in\s+)?half\s+a\s+year(?:\s+(?P<dir>ago|before|earlier|later|from now))?", lambda m, c: r_half_year(m, c) if m["dir"] else offset(c, "month", 6, 1)),
    rule("weekday_of_week", rf"{WEEKDAY}\s+(?:of\s+)?(?P<weekrel>this|next|last|previous|the following|the previous)\s+week{TIME}", r_weekday),
    rule("weekday", rf"(?:(?P<rel>this|next|last|coming|past|previous)\s+)?{WEEKDAY}(?:\s+(?P<rel2>next|last))?{TIME}", r_weekday),
    rule("week_rel", rf"{REL}\s+week", r_week_of),
    rule("relative_unit", rf"{REL}\s+{UNIT}", r_relative_unit),
    rule("ago", rf"(?P<n>{EN_NUMBER})\s+{UNIT}\s+(?:ago|before|earlier|back|previously)", r_ago),
    rule("in", rf"(?:in|within|after)\s+(?P<n>{EN_NUMBER})\s+{UNIT}", r_in),
    rule("from_now", rf"(?P<n>{EN_NUMBER})\s+{UNIT}\s+(?:from now|later|hence|from today)", r_in),
    rule("rolling", rf"(?:the\s+|over\s+the\s+|during\s+the\s+|in\s+the\s+)?(?P<rel>past|last|previous|next|coming|following)\s+(?P<n>{EN_NUMBER})\s+{UNIT}", r_rolling),
    rule("decade", r"(?:the\s+)?(?P<decade>(?:1[89]|20)\d0|[3-9]0|00|10|20)'?s", r_decade, searchable=False),
    rule("ordinal_day", rf"(?:on\s+)?the\s+{DAY}(?:\s+of\s+(?:the|this)\s+month)?", r_ordinal_day),
    rule("rel_month", rf"(?P<rel>this|next|last)\s+{MONTH}", r_month),
    rule("in_month", rf"(?:in|since|until|till|by|from|during|through|early|late|mid)\s+{MONTH}(?!\w)", r_month),
    rule("in_year", rf"(?:in|since|until|till|by|from|during|through|before|after)\s+(?:the\s+year\s+)?{YEAR}", r_year),
    rule("month", rf"{MONTH}", r_month, searchable=False),
    rule("year", rf"(?:(?:the\s+)?year\s+)?{YEAR}", r_year, searchable=False),
    rule("clock", r"(?:at\s+)?(?:(?P<hour>[01]?\d|2[0-3])(?::(?P<minute>[0-5]\d))?\s*(?P<meridiem>a\.?m\.?|p\.?m\.?)|(?P<word>noon|midnight))", r_clock, searchable=False),
    rule("unresolved", UNRESOLVED, r_since, searchable=False),
]


# Words that wrap an expression without changing it.
FILLER = re.compile(
    r"^(?:(?:on|in|at|by|around|about|approximately|roughly|circa|c\.|sometime in|some time in|sometime around|"
    r"sometime|some time|during|since|until|till|from|of|the|early on)\s+)*(?P<core>.+?)(?:\s*(?:or so|ish|-ish|\?|\.|!))?$",
    re.IGNORECASE,
)
