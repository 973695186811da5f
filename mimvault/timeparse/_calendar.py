"""Calendar arithmetic and holidays. Fixed, weekday-rule and Easter-based holidays are
computed here; Jewish and Islamic ones from ``convertdate``'s calendars, Chinese lunar
festivals from ``lunardate``, Indian festivals and Qingming from ``holidays``. Each
library loads only when such a holiday is named."""

from __future__ import annotations

import calendar
import re
import warnings
from collections.abc import Callable
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


def orthodox_easter(year: int) -> date:
    """Orthodox Easter Sunday: the Julian computus, moved to the Gregorian calendar."""
    a, b, c = year % 4, year % 7, year % 19
    d = (19 * c + 15) % 30
    e = (2 * a + 4 * b - d + 34) % 7
    month, day = divmod(d + e + 114, 31)
    julian_gap = year // 100 - year // 400 - 2
    return date(year, month, day + 1) + timedelta(days=julian_gap)


@lru_cache(maxsize=None)
def _country(code: str, year: int) -> dict[date, str]:
    import holidays  # only when such a holiday is named (~0.1 s to import)

    categories = ("public", "optional") if code == "IN" else ("public",)
    return dict(holidays.country_holidays(code, years=[year], categories=categories).items())


def _named(code: str, year: int, *names: str) -> date | None:
    """The first day a country's calendar gives exactly one of ``names`` (its entries
    may list several names, "Makar Sankranti; Pongal")."""
    wanted = {n.lower() for n in names}
    for day, name in sorted(_country(code, year).items()):
        if {part.strip().lower() for part in re.split(r"[;/]", name)} & wanted:
            return day
    return None


def _lunar(year: int, month: int, day: int) -> date | None:
    """A day of the Chinese lunar calendar, in the lunar year that starts in ``year``."""
    from lunardate import LunarDate  # only when a lunar festival is named

    try:
        return LunarDate(year, month, day).to_solar_date()
    except ValueError:
        return None


def _hebrew(year: int, month: int, day: int) -> date:
    """A Hebrew calendar day in Gregorian ``year`` (Tishrei–Tevet fall in the Hebrew
    year that began that autumn; the other months in the one before)."""
    from convertdate import hebrew  # only when a Jewish holiday is named

    hebrew_year = year + (3761 if month in (7, 8, 9) else 3760)
    if month == 12 and hebrew.leap(hebrew_year):
        month = 13  # Adar II in a leap year (Purim)
    with warnings.catch_warnings():  # convertdate calls its own deprecated helpers
        warnings.simplefilter("ignore", DeprecationWarning)
        return date(*hebrew.to_gregorian(hebrew_year, month, day))


def _islamic(year: int, month: int, day: int) -> date | None:
    """An Islamic calendar day in Gregorian ``year`` (the arithmetical calendar: the
    observed day may differ by one)."""
    from convertdate import islamic

    base = (year - 622) * 33 // 32
    for hijri in range(base - 1, base + 3):
        found = date(*islamic.to_gregorian(hijri, month, day))
        if found.year == year:
            return found
    return None


def _jewish(month: int, day: int, days: int = 1, adjust: Callable[[date], date] | None = None) -> HolidayRule:
    """From the eve (the evening before, when it begins) to its last day."""

    def rule(year: int) -> Span:
        first = _hebrew(year, month, day)
        first = adjust(first) if adjust else first
        return first - timedelta(days=1), first + timedelta(days=days - 1)

    return rule


def _yom_hashoah(day: date) -> date:  # 27 Nisan, kept off the Sabbath's edges
    return day - timedelta(days=1) if day.weekday() == 4 else day + timedelta(days=1) if day.weekday() == 6 else day


def _yom_haatzmaut(day: date) -> date:  # 5 Iyar, moved so it touches no Sabbath
    weekday = day.weekday()
    return day - timedelta(days={4: 1, 5: 2}.get(weekday, 0)) + timedelta(days=1 if weekday == 0 else 0)


def _tisha_bav(day: date) -> date:  # 9 Av on a Sabbath is kept the next day
    return day + timedelta(days=1) if day.weekday() == 5 else day


def _nearest_weekday(day: date) -> date:
    return day - timedelta(days=1) if day.weekday() == 5 else day + timedelta(days=1) if day.weekday() == 6 else day


Span = tuple[date, date]
HolidayRule = Callable[[int], "Span | None"]


def _one(find: Callable[[int], date | None]) -> HolidayRule:
    def rule(year: int) -> Span | None:
        day = find(year)
        return (day, day) if day else None

    return rule


def _fixed(month: int, day: int) -> HolidayRule:
    return _one(lambda y: date(y, month, day))


def _nth(month: int, weekday: int, n: int, days: int = 0) -> HolidayRule:
    return _one(lambda y: nth_weekday(y, month, weekday, n) + timedelta(days=days))  # type: ignore[operator]


def _easter(days: int, orthodox: bool = False) -> HolidayRule:
    base = orthodox_easter if orthodox else easter
    return _one(lambda y: base(y) + timedelta(days=days))


def _easter_span(first: int, last: int, orthodox: bool = False) -> HolidayRule:
    base = orthodox_easter if orthodox else easter
    return lambda y: (base(y) + timedelta(days=first), base(y) + timedelta(days=last))


def _india(*names: str, days: int = 0) -> HolidayRule:
    return _one(lambda y: (d + timedelta(days=days)) if (d := _named("IN", y, *names)) else None)


def _ramadan(year: int) -> Span | None:
    start = _islamic(year, 9, 1)
    if start is None:
        return None
    from convertdate import islamic

    hijri_year = islamic.from_gregorian(start.year, start.month, start.day)[0]
    end = date(*islamic.to_gregorian(hijri_year, 10, 1)) - timedelta(days=1)
    return start, end


def _last_friday_of_ramadan(year: int) -> date | None:
    found = _ramadan(year)
    if found is None:
        return None
    end = found[1]
    return end - timedelta(days=(end.weekday() - 4) % 7)


def _chinese_new_year_eve(year: int) -> date | None:
    # the eve that falls in ``year`` (late January or February)
    new_year = _lunar(year, 1, 1)
    return new_year - timedelta(days=1) if new_year else None


def _navaratri(year: int) -> Span | None:
    dussehra = _named("IN", year, "Dussehra")
    return (dussehra - timedelta(days=9), dussehra - timedelta(days=1)) if dussehra else None


def _victoria_day(year: int) -> date:
    may24 = date(year, 5, 24)
    return may24 - timedelta(days=may24.weekday())


def _kings_day(year: int) -> date:
    day = date(year, 4, 27)
    return day - timedelta(days=1) if day.weekday() == 6 else day


HOLIDAY_RULES: dict[str, HolidayRule] = {
    # fixed days
    "christmas": _fixed(12, 25), "christmas_eve": _fixed(12, 24), "new_year": _fixed(1, 1),
    "new_year_eve": _fixed(12, 31), "valentine": _fixed(2, 14), "halloween": _fixed(10, 31),
    "independence_us": _fixed(7, 4), "st_patrick": _fixed(3, 17), "april_fools": _fixed(4, 1), "women": _fixed(3, 8),
    "labour_cn": _fixed(5, 1), "children_cn": _fixed(6, 1), "national_cn": _fixed(10, 1), "singles": _fixed(11, 11),
    "groundhog": _fixed(2, 2), "earth_day": _fixed(4, 22), "world_vegan": _fixed(11, 1), "veterans": _fixed(11, 11),
    "juneteenth": _fixed(6, 19), "flag_day": _fixed(6, 14), "patriot_day": _fixed(9, 11),
    "inauguration": _fixed(1, 20), "boxing_day": _fixed(12, 26), "canada_day": _fixed(7, 1),
    "australia_day": _fixed(1, 26), "anzac": _fixed(4, 25), "bastille": _fixed(7, 14), "cinco_de_mayo": _fixed(5, 5),
    "st_george": _fixed(4, 23), "guy_fawkes": _fixed(11, 5), "burns_night": _fixed(1, 25), "st_andrew": _fixed(11, 30),
    "st_david": _fixed(3, 1), "all_saints": _fixed(11, 1), "all_souls": _fixed(11, 2), "epiphany": _fixed(1, 6),
    "assumption": _fixed(8, 15), "immaculate_conception": _fixed(12, 8), "pi_day": _fixed(3, 14),
    "world_aids": _fixed(12, 1), "human_rights": _fixed(12, 10), "tree_planting_cn": _fixed(3, 12),
    "youth_cn": _fixed(5, 4), "party_cn": _fixed(7, 1), "army_cn": _fixed(8, 1), "teachers_cn": _fixed(9, 10),
    "nurses": _fixed(5, 12), "consumer_cn": _fixed(3, 15), "journalists_cn": _fixed(11, 8), "book_day": _fixed(4, 23),
    "tax_day": _fixed(4, 15), "kwanzaa": lambda y: (date(y, 12, 26), date(y + 1, 1, 1)),
    "national_week_cn": lambda y: (date(y, 10, 1), date(y, 10, 7)),
    "boss_day": _one(lambda y: _nearest_weekday(date(y, 10, 16))), "kings_day": _one(_kings_day),
    # the n-th weekday of a month
    "thanksgiving": _nth(11, 3, 4), "black_friday": _nth(11, 3, 4, 1), "cyber_monday": _nth(11, 3, 4, 4),
    "mothers_day": _nth(5, 6, 2), "fathers_day": _nth(6, 6, 3), "memorial_day": _nth(5, 0, -1),
    "labor_day": _nth(9, 0, 1), "mlk": _nth(1, 0, 3), "presidents_day": _nth(2, 0, 3), "columbus_day": _nth(10, 0, 2),
    "thanksgiving_ca": _nth(10, 0, 2), "armed_forces": _nth(5, 5, 3), "election_day": _nth(11, 0, 1, 1),
    "grandparents_day": _nth(9, 0, 1, 6), "earth_hour": _nth(3, 5, -1), "victoria_day": _one(_victoria_day),
    # Easter and the days that hang on it
    "easter": _easter(0), "easter_monday": _easter(1), "good_friday": _easter(-2), "maundy_thursday": _easter(-3),
    "holy_saturday": _easter(-1), "palm_sunday": _easter(-7), "ash_wednesday": _easter(-46),
    "mardi_gras": _easter(-47), "ascension": _easter(39), "pentecost": _easter(49), "whit_monday": _easter(50),
    "trinity_sunday": _easter(56), "corpus_christi": _easter(60), "lent": _easter_span(-46, -1),
    "orthodox_easter": _easter(0, True), "orthodox_good_friday": _easter(-2, True),
    "clean_monday": _easter(-48, True), "lazarus_saturday": _easter(-8, True),
    "great_lent": _easter_span(-48, -8, True),
    # Jewish holidays: from the eve
    "rosh_hashanah": _jewish(7, 1), "yom_kippur": _jewish(7, 10), "sukkot": _jewish(7, 15, 7),
    "shemini_atzeret": _jewish(7, 22), "simchat_torah": _jewish(7, 23), "hanukkah": _jewish(9, 25, 8),
    "tu_bishvat": _jewish(11, 15), "purim": _jewish(12, 14), "passover": _jewish(1, 15, 8),
    "yom_hashoah": _jewish(1, 27, adjust=_yom_hashoah), "yom_haatzmaut": _jewish(2, 5, adjust=_yom_haatzmaut),
    "lag_baomer": _jewish(2, 18), "yom_yerushalayim": _jewish(2, 28), "shavuot": _jewish(3, 6, 2),
    "tisha_bav": _jewish(5, 9, adjust=_tisha_bav),
    # Islamic holidays
    "ramadan": _ramadan, "eid_al_fitr": _one(lambda y: _islamic(y, 10, 1)),
    "eid_al_adha": _one(lambda y: _islamic(y, 12, 10)), "islamic_new_year": _one(lambda y: _islamic(y, 1, 1)),
    "ashura": _one(lambda y: _islamic(y, 1, 10)), "mawlid": _one(lambda y: _islamic(y, 3, 12)),
    "laylat_al_qadr": _one(lambda y: _islamic(y, 9, 27)), "isra_miraj": _one(lambda y: _islamic(y, 7, 27)),
    "jumuatul_wida": _one(_last_friday_of_ramadan),
    # Indian festivals (lunisolar: from the ``holidays`` calendar)
    "diwali": _india("Diwali"), "dhanteras": _india("Diwali", days=-2), "naraka_chaturdashi": _india("Naraka Chaturdashi"),
    "govardhan_puja": _india("Govardhan Puja"), "bhai_dooj": _india("Bhai Duj"), "holi": _india("Holi"),
    "holika_dahan": _india("Holika Dahan"), "dussehra": _india("Dussehra"), "navaratri": _navaratri,
    "raksha_bandhan": _india("Raksha Bandhan"), "ganesh_chaturthi": _india("Ganesh Chaturthi"),
    "janmashtami": _india("Janmashtami (Vaishnava)"), "maha_shivaratri": _india("Maha Shivaratri"),
    "ram_navami": _india("Ram Navami"), "mahavir_jayanti": _india("Mahavira's Birthday"),
    "buddha_purnima": _india("Buddha Purnima"), "guru_nanak_jayanti": _india("Guru Nanak's Birthday"),
    "onam": _india("Onam"), "makar_sankranti": _india("Makar Sankranti"), "pongal": _india("Pongal"),
    "vaisakhi": _india("Vaisakhi"), "ugadi": _india("Ugadi", "Gudi Padwa"), "karva_chauth": _india("Karaka Chaturthi (Karwa Chouth)"),
    "chhath": _india("Pratihar Shashthi or Surya Shashthi (Chhath Puja)"), "vasant_panchami": _india("Basant Panchami"),
    "parsi_new_year": _india("Parsi New Year"), "rath_yatra": _india("Rath Yatra"),
    "valmiki_jayanti": _india("Maharishi Valmiki's Birthday"), "guru_ravidas_jayanti": _india("Guru Ravi Das's Birthday"),
    "dayananda_jayanti": _india("Swami Dayanand Saraswati's Birthday"), "rabindra_jayanti": _india("Guru Rabindranath's Birthday"),
    # Chinese festivals (lunar calendar)
    "spring_festival": _one(lambda y: _lunar(y, 1, 1)), "chinese_new_year_eve": _one(_chinese_new_year_eve),
    "lantern": _one(lambda y: _lunar(y, 1, 15)), "dragon_head": _one(lambda y: _lunar(y, 2, 2)),
    "dragon_boat": _one(lambda y: _lunar(y, 5, 5)), "qixi": _one(lambda y: _lunar(y, 7, 7)),
    "ghost_festival": _one(lambda y: _lunar(y, 7, 15)), "mid_autumn": _one(lambda y: _lunar(y, 8, 15)),
    "double_ninth": _one(lambda y: _lunar(y, 9, 9)), "laba": _one(lambda y: _lunar(y - 1, 12, 8)),
    "little_new_year": _one(lambda y: _lunar(y - 1, 12, 23)),
    "qingming": _one(lambda y: _named("CN", y, "Tomb-Sweeping Day")),
}  # fmt: skip


def holiday(key: str, year: int) -> Span | None:
    """(first day, last day) of a named holiday in ``year``, or None."""
    rule = HOLIDAY_RULES.get(key)
    if rule is None or not 1583 <= year <= 2099:
        return None
    try:
        return rule(year)
    except (ValueError, KeyError, IndexError, OverflowError):
        return None  # outside a calendar table's range
