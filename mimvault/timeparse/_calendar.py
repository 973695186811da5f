"""Calendar arithmetic and holidays: fixed and rule-based ones computed here; Chinese
lunar festivals, Diwali and Jewish holidays from ``holidays``; Ramadan from
``convertdate``'s Islamic calendar. Both libraries load only when such a holiday is named."""

from __future__ import annotations

import calendar
from datetime import date, timedelta
from functools import lru_cache


def add_months(day: date, months: int) -> date:
    month = day.month - 1 + months
    year = day.year + month // 12
    month = month % 12 + 1
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def add_years(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 Feb
        return day.replace(year=day.year + years, day=28)


def month_end(year: int, month: int) -> date:
    return date(year, month, calendar.monthrange(year, month)[1])


def monday(day: date) -> date:
    return day - timedelta(days=day.weekday())


def nth_weekday(year: int, month: int, weekday: int, n: int) -> date | None:
    """The n-th (1-based; -1 = last) ``weekday`` (0 = Monday) of a month."""
    if n > 0:
        first = date(year, month, 1)
        day = first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))
        return day if day.month == month else None
    last = month_end(year, month)
    return last - timedelta(days=(last.weekday() - weekday) % 7)


def easter(year: int) -> date:
    """Western Easter Sunday (anonymous Gregorian computus)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = b // 4, b % 4
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = c // 4, c % 4
    l = (32 + 2 * e + 2 * i - h - k) % 7  # noqa: E741
    m = (a + 11 * h + 22 * l) // 451
    month = (h + l - 7 * m + 114) // 31
    return date(year, month, (h + l - 7 * m + 114) % 31 + 1)


@lru_cache(maxsize=None)
def _country(code: str, year: int) -> dict[date, str]:
    import holidays  # only when a lunar or religious holiday is named (~0.1 s to import)

    return dict(holidays.country_holidays(code, years=[year]).items())


def _named(code: str, year: int, *names: str) -> date | None:
    """The first day a country's calendar gives one of ``names`` (not an eve, not "observed")."""
    for day, name in sorted(_country(code, year).items()):
        lowered = name.lower()
        if any(n.lower() in lowered for n in names) and "observed" not in lowered and "eve" not in lowered.split():
            return day
    return None


def _lunar(year: int, *names: str) -> date | None:
    return _named("CN", year, *names)


# name -> function(year) -> (first day, last day)
def holiday(key: str, year: int) -> tuple[date, date] | None:
    one = lambda d: (d, d) if d else None  # noqa: E731
    fixed = {
        "christmas": (12, 25), "christmas_eve": (12, 24), "new_year": (1, 1), "new_year_eve": (12, 31),
        "valentine": (2, 14), "halloween": (10, 31), "independence_us": (7, 4), "st_patrick": (3, 17),
        "april_fools": (4, 1), "women": (3, 8), "labour_cn": (5, 1), "children_cn": (6, 1), "national_cn": (10, 1),
        "singles": (11, 11),
    }  # fmt: skip
    if key in fixed:
        return one(date(year, *fixed[key]))
    if key == "thanksgiving":
        return one(nth_weekday(year, 11, 3, 4))
    if key == "black_friday":
        return one(nth_weekday(year, 11, 3, 4) + timedelta(days=1))  # type: ignore[operator]
    if key == "cyber_monday":
        return one(nth_weekday(year, 11, 3, 4) + timedelta(days=4))  # type: ignore[operator]
    if key == "mothers_day":
        return one(nth_weekday(year, 5, 6, 2))
    if key == "fathers_day":
        return one(nth_weekday(year, 6, 6, 3))
    if key == "memorial_day":
        return one(nth_weekday(year, 5, 0, -1))
    if key == "labor_day":
        return one(nth_weekday(year, 9, 0, 1))
    if key == "easter":
        return one(easter(year))
    if key == "good_friday":
        return one(easter(year) - timedelta(days=2))
    if key == "spring_festival":
        return one(_lunar(year, "Spring Festival", "Chinese New Year"))
    if key == "chinese_new_year_eve":
        found = _lunar(year + 1, "Chinese New Year", "Spring Festival")
        found = found if found and found.year == year else _lunar(year, "Chinese New Year")
        return one(found - timedelta(days=1)) if found else None
    if key == "lantern":
        cny = _lunar(year, "Chinese New Year", "Spring Festival")
        return one(cny + timedelta(days=14)) if cny else None
    if key == "qingming":
        return one(_lunar(year, "Tomb-Sweeping", "Qingming"))
    if key == "dragon_boat":
        return one(_lunar(year, "Dragon Boat"))
    if key == "mid_autumn":
        return one(_lunar(year, "Mid-Autumn"))
    if key == "national_week_cn":
        return (date(year, 10, 1), date(year, 10, 7))
    if key == "passover":
        first = _named("IL", year, "Pesach", "Passover")
        return (first - timedelta(days=1), first + timedelta(days=7)) if first else None
    if key in ("ramadan", "eid_al_fitr"):
        from convertdate import islamic  # the arithmetical Islamic calendar (observed days may differ by one)

        for hijri in range((year - 622) * 33 // 32, (year - 622) * 33 // 32 + 3):
            start = date(*islamic.to_gregorian(hijri, 9, 1))
            eid = date(*islamic.to_gregorian(hijri, 10, 1))
            if key == "ramadan" and start.year == year:
                return (start, eid - timedelta(days=1))
            if key == "eid_al_fitr" and eid.year == year:
                return (eid, eid)
        return None
    if key == "diwali":
        return one(_named("IN", year, "Diwali", "Deepavali"))
    if key == "hanukkah":
        first = _named("IL", year, "Hanukkah", "Chanukah")
        return (first, first + timedelta(days=7)) if first else None
    if key == "yom_kippur":
        return one(_named("IL", year, "Yom Kippur"))
    if key == "rosh_hashanah":
        return one(_named("IL", year, "Rosh Hashanah"))
    return None
