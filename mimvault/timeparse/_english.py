"""English time expressions."""

from __future__ import annotations

import re
from datetime import date, timedelta

from .. import pattern_cache
from ._calendar import holiday, monday, month_end, nth_weekday
from ._core import (
    Context,
    Rule,
    Span,
    day_span,
    decade_part,
    holiday_season,
    interval,
    month_span,
    nearest,
    offset,
    quarter_span,
    rule,
    shift,
    unit_span,
    week_span,
    weekday_year,
    year_span,
    yearly,
)
from ._numbers import EN_DAY_WORDS, EN_NUMBER, EN_ORDINALS, en_number

MONTHS = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
    "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sept": 9, "sep": 9,
    "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
}  # fmt: skip
WEEKDAYS = {
    "monday": 0, "mon": 0, "tuesday": 1, "tues": 1, "tue": 1, "wednesday": 2, "wed": 2, "thursday": 3,
    "thurs": 3, "thur": 3, "thu": 3, "friday": 4, "fri": 4, "saturday": 5, "sat": 5, "sunday": 6, "sun": 6,
}  # fmt: skip
MONTH = r"(?P<month>" + "|".join(sorted(MONTHS, key=lambda w: (-len(w), w))) + r")\.?"
MONTH2 = MONTH.replace("?P<month>", "?P<month2>")
WEEKDAY = r"(?P<weekday>" + "|".join(sorted(WEEKDAYS, key=lambda w: (-len(w), w))) + r")\.?"
LEAD_WEEKDAY = r"(?:(?P<lead>" + "|".join(sorted(WEEKDAYS, key=lambda w: (-len(w), w))) + r")\.?,?\s*)?"
DAY = r"(?P<day>[0-3]?\d)(?!\d)(?:st|nd|rd|th)?"
DAY2 = r"(?P<day2>[0-3]?\d)(?!\d)(?:st|nd|rd|th)?"
YEAR = r"(?P<year>(?:1[6-9]|20|21)\d\d)"
DAY_WORD = r"(?P<dayword>" + "|".join(sorted(EN_DAY_WORDS, key=lambda w: (-len(w), w))) + ")"
DECADE_WORDS = {"thirties": 1930, "forties": 1940, "fifties": 1950, "sixties": 1960, "seventies": 1970,
                "eighties": 1980, "nineties": 1990}  # fmt: skip
UNIT = r"(?P<unit>second|minute|hour|day|week|fortnight|month|quarter|year|decade)s?"
REL = r"(?P<rel>this|next|last|previous|past|coming|the following|following|the previous|current)"
TIME = r"(?:(?:\s*(?:at|@)\s*|\s+)(?P<hour>[01]?\d|2[0-3])(?!\d)(?::(?P<minute>[0-5]\d))?\s*(?P<meridiem>a\.?m\.?|p\.?m\.?)?)?"

HOLIDAYS = {
    r"thanks ?giving(?: day)?": "thanksgiving", r"(?:canadian|canada) thanksgiving": "thanksgiving_ca",
    r"(?:christmas|xmas|x-mas)(?: day)?": "christmas", r"christmas eve": "christmas_eve",
    r"new years? eve|new year's eve": "new_year_eve", r"new year'?s?(?: day)?": "new_year",
    r"(?:st\.? |saint )?valentine'?s?(?: day)?": "valentine", r"hallowe'?en": "halloween", r"black friday": "black_friday",
    r"cyber monday": "cyber_monday", r"mother'?s'? day": "mothers_day", r"father'?s'? day": "fathers_day",
    r"memorial day": "memorial_day", r"labou?r day": "labor_day", r"easter(?: sunday)?": "easter",
    r"easter mon(?:day)?": "easter_monday", r"good friday|great friday": "good_friday",
    r"(?:independence day|(?:the )?fourth of july|(?:the )?4th of july|4 of july|july 4th)": "independence_us",
    r"(?:st\.? |saint )?(?:patrick|paddy)'?s day": "st_patrick", r"april fools?'?(?: day)?": "april_fools",
    r"passover|pesach": "passover", r"ramadan|ramadhan|ramzan": "ramadan", r"eid(?: al[- ]fitr|ul[- ]fitr)?": "eid_al_fitr",
    r"eid al[- ]adha|eid ul[- ]adha|bakri eid|feast of (?:the )?sacrifice": "eid_al_adha",
    r"(?:islamic|hijri|muharram) new year|islamic new year'?s day": "islamic_new_year", r"ashura": "ashura",
    r"mawlid(?: al[- ]nabi)?|milad[- ]un[- ]nabi|prophet'?s birthday": "mawlid",
    r"laylat al[- ]qadr|night of power|laylat al[- ]kadr": "laylat_al_qadr", r"isra and mi'?raj|isra'? mi'?raj": "isra_miraj",
    r"jumu'?atul[- ]wida|jamat[- ]ul[- ]vida": "jumuatul_wida",
    r"diwali|deepavali": "diwali", r"dhanteras": "dhanteras", r"naraka chaturdashi|choti diwali": "naraka_chaturdashi",
    r"govardhan puja": "govardhan_puja", r"bhai dooj|bhai duj|bhaiya dooj": "bhai_dooj", r"holi": "holi",
    r"holika dahan|chhoti holi": "holika_dahan", r"dussehra|dasara|vijayadashami": "dussehra",
    r"navaratri|navratri": "navaratri", r"raksha bandhan|rakhi": "raksha_bandhan",
    r"ganesh chaturthi|vinayaka chaturthi": "ganesh_chaturthi", r"(?:krishna )?janmashtami": "janmashtami",
    r"maha shivaratri|mahashivratri|shivaratri": "maha_shivaratri", r"ram(?:a)? navami": "ram_navami",
    r"mahavir(?:a)? jayanti": "mahavir_jayanti", r"buddha purnima|buddha jayanti|vesak": "buddha_purnima",
    r"guru nanak(?: dev)? jayanti|guru nanak'?s birthday|guru purab": "guru_nanak_jayanti", r"onam": "onam",
    r"makar sankranti|maghi": "makar_sankranti", r"(?:thai )?pongal": "pongal", r"vaisakhi|baisakhi": "vaisakhi",
    r"ugadi|gudi padwa": "ugadi", r"karva chauth|karwa chauth": "karva_chauth", r"chhath(?: puja)?": "chhath",
    r"vasant panchami|basant panchami": "vasant_panchami", r"parsi new year|navroz|nowruz": "parsi_new_year",
    r"rath yatra": "rath_yatra", r"valmiki jayanti": "valmiki_jayanti", r"guru ravidas jayanti": "guru_ravidas_jayanti",
    r"dayananda saraswati jayanti": "dayananda_jayanti", r"rabindra jayanti": "rabindra_jayanti",
    r"hanukk?ah|chanukk?ah": "hanukkah", r"yom kippur": "yom_kippur", r"rosh hashanah?": "rosh_hashanah",
    r"sukkot|succoth|feast of tabernacles": "sukkot", r"shemini atzeret|shmini atzeret": "shemini_atzeret",
    r"simchat torah|simhat torah": "simchat_torah", r"tu bishvat|tu b'shvat": "tu_bishvat", r"purim": "purim",
    r"yom hashoah|yom ha'?shoah|holocaust remembrance day": "yom_hashoah",
    r"yom ha'?atzmaut|israel independence day": "yom_haatzmaut", r"lag b'?a?omer": "lag_baomer",
    r"yom yerushalayim|jerusalem day": "yom_yerushalayim", r"shavuot|shavuos": "shavuot",
    r"tisha b'?av": "tisha_bav",
    r"(?:chinese|lunar) new year(?:'s day)?|spring festival": "spring_festival",
    r"(?:chinese|lunar) new year'?s eve": "chinese_new_year_eve", r"lantern festival": "lantern",
    r"mid-autumn(?: festival)?|mooncake festival|moon festival": "mid_autumn", r"dragon boat(?: festival)?": "dragon_boat",
    r"qixi(?: festival)?|double seventh(?: festival)?": "qixi", r"double ninth(?: festival)?|chung yeung": "double_ninth",
    r"qingming(?: festival)?|tomb[- ]sweeping day": "qingming",
    r"(?:martin luther king|mlk)(?:,? jr\.?)?'?s?(?: day)?|civil rights day": "mlk",
    r"presidents'? day|president'?s day|washington'?s birthday": "presidents_day",
    r"columbus day|indigenous peoples'? day": "columbus_day", r"veterans'? day|armistice day": "veterans",
    r"remembrance day|poppy day": "veterans", r"juneteenth": "juneteenth", r"flag day": "flag_day",
    r"patriot day": "patriot_day", r"inauguration day": "inauguration", r"election day": "election_day",
    r"grandparents'? day": "grandparents_day", r"armed forces day": "armed_forces", r"tax day": "tax_day",
    r"groundhog'?s? day": "groundhog", r"earth day": "earth_day", r"earth hour": "earth_hour",
    r"boss'?s?'? day": "boss_day", r"world vegan day": "world_vegan", r"boxing day": "boxing_day",
    r"canada day": "canada_day", r"victoria day": "victoria_day", r"australia day": "australia_day",
    r"anzac day": "anzac", r"bastille day": "bastille", r"cinco de mayo": "cinco_de_mayo",
    r"king'?s day|koningsdag": "kings_day", r"(?:st\.? |saint )george'?s day": "st_george",
    r"guy fawkes(?: day| night)?|bonfire night": "guy_fawkes", r"burns night": "burns_night",
    r"(?:st\.? |saint )andrew'?s day": "st_andrew", r"(?:st\.? |saint )david'?s day": "st_david",
    r"all saints'? day|all hallows'? day": "all_saints", r"all souls'? day": "all_souls",
    r"epiphany(?=\s*\d{4})|three kings'? day": "epiphany", r"assumption day|assumption of mary|feast of the assumption": "assumption",
    r"immaculate conception": "immaculate_conception", r"pi day": "pi_day",
    r"world aids day": "world_aids", r"human rights day": "human_rights", r"kwanzaa": "kwanzaa",
    r"(?:international )?women'?s day": "women", r"may day|international workers'? day": "labour_cn",
    r"singles'? day": "singles",
    r"maundy thursday|holy thursday|covenant thursday|thursday of mysteries": "maundy_thursday",
    r"holy saturday|easter saturday|easter eve": "holy_saturday", r"palm sunday|branch sunday": "palm_sunday",
    r"ash wednesday": "ash_wednesday", r"mardi gras|shrove tuesday|pancake (?:day|tuesday)|fat tuesday": "mardi_gras",
    r"ascension day|ascension thursday|feast of the ascension": "ascension", r"pentecost|whit ?sunday|white sunday": "pentecost",
    r"whit ?monday|pentecost monday|monday of the holy spirit": "whit_monday", r"trinity sunday": "trinity_sunday",
    r"corpus christi": "corpus_christi", r"lent(?=\s*(?:of\s+)?\d{4})": "lent",
    r"orthodox easter(?: sunday)?": "orthodox_easter", r"orthodox (?:good|great) friday": "orthodox_good_friday",
    r"clean monday|orthodox shrove monday|ash monday": "clean_monday", r"lazarus saturday": "lazarus_saturday",
    r"great lent|great fast": "great_lent",
}  # fmt: skip
HOLIDAY = r"(?P<holiday>" + "|".join(sorted(HOLIDAYS, key=lambda w: (-len(w), w))) + ")"  # longest first
# what happens in the weeks around a feast, not on its day ("the Christmas party in 2017")
AROUND_HOLIDAY = (
    r"(?P<around>part(?:y|ies)|dinners?|do|markets?|break|holidays?|hols|season|period|rush|shopping|vacation|week|fair|concerts?|trip|lunch|"
    # the things of a feast, had in the weeks around it ("a christmas card from an old coworker")
    r"(?:long )?weekend|cards?|trees?|lights|decorations|jumpers?|sweaters?|gifts?|presents?|cookies|carols?|songs?|movies?|ornaments?|stockings?|cake)\b"
)
SEASONS = {"spring": (3, 5), "summer": (6, 8), "fall": (9, 11), "autumn": (9, 11), "winter": (12, 2)}

REL_DIRECTION = {"this past": -1, "this": 0, "current": 0, "next": 1, "coming": 1, "following": 1, "the following": 1,
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
        # "last April" is the most recent April before this month, "next April" the
        # first one after it: said in November, both are a few months away.
        direction = REL_DIRECTION[rel.lower()] if rel.lower() != "this" else 0
        year = ctx.today.year
        if direction < 0 and month >= ctx.today.month:
            year -= 1
        elif direction > 0 and month <= ctx.today.month:
            year += 1
        return month_span(year, month)
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


def r_weekday_ordinal(m, ctx):
    """"tues the 18th", "fri 14th": that day of a month near today which falls on that weekday."""
    day, weekday = int(m["day"]), WEEKDAYS[m["weekday"].lower()]
    options = []
    for months in (-2, -1, 0, 1, 2):
        first = shift(ctx.today.replace(day=1), "month", months)
        if day <= month_end(first.year, first.month).day and first.replace(day=day).weekday() == weekday:
            options.append(day_span(first.replace(day=day)))
    return _with_clock(nearest(options, ctx), m) if options else None


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


def _hedged_amount(m) -> int | tuple[int, int] | None:
    """The amount, widened by the words around it: "over two" is 2–3, "twenty-odd" 20–29,
    "almost two" 1–2."""
    amount = en_number(m["n"])
    mod, odd = (_g(m, "mod") or "").lower(), (_g(m, "odd") or "").strip(" -").lower()
    if amount is None or isinstance(amount, tuple) or not (mod or odd):
        return amount
    if odd or mod in ("more than", "over", "just over"):
        return (amount, amount + 9) if odd and amount >= 10 and amount % 10 == 0 else (amount, amount + 1)
    return (max(0, amount - 1), amount)  # almost, nearly, under, less than


def r_ago(m, ctx):
    amount = _hedged_amount(m)
    if amount is None:
        return None
    return offset(ctx, m["unit"].lower().rstrip("s"), amount, -1)


def r_and_a_half(m, ctx):
    amount = en_number(m["n"])
    if not isinstance(amount, int):
        return None
    unit = m["unit"].lower().rstrip("s")
    direction = -1 if (_g(m, "dir") or "").lower() in ("ago", "before", "earlier", "back") else 1
    if unit == "year":
        return offset(ctx, "month", 12 * amount + 6, direction)
    if unit == "month":
        return offset(ctx, "day", (30 * amount + 10, 30 * amount + 20), direction)
    return None


class _Half:
    """Either spelling of "N units and a half" / "N and a half units", as one match."""

    def __init__(self, m):
        self.m = m

    def __getitem__(self, name):
        return self.m[name] or self.m[name + "2"] if name in ("n", "unit") else self.m[name]

    def group(self, name):
        return self[name]


def r_earlier_later(m, ctx):
    unit = m["unit"].lower()
    start = unit_span(ctx.today, unit)
    if m["which"].lower() == "earlier":
        return interval(start.start, ctx.today, rough=True) if start.start < ctx.today else None
    return interval(ctx.today, start.end, rough=True) if ctx.today < start.end else None


def r_this_time(m, ctx):
    unit = m["unit"].lower()
    center = shift(ctx.today, unit, REL_DIRECTION[m["rel"].lower()])
    return interval(center - timedelta(days=14), center + timedelta(days=14), rough=True)


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


def _season(name: str, y: int) -> Span:
    lo, hi = SEASONS[name.lower()]
    end_year = y + 1 if hi < lo else y
    return interval(date(y, lo, 1), month_end(end_year, hi), "month", rough=True)


def r_season(m, ctx):
    rel = (_g(m, "rel") or "").lower()
    year = _year_of(m)
    if year:
        return _season(m["season"], year)
    if rel:
        return _season(m["season"], ctx.today.year + REL_DIRECTION[rel])
    return yearly(lambda y: _season(m["season"], y), ctx)


def r_seasons_back(m, ctx):
    """"the summer before last" (two back, as "last summer" is one), "two winters ago"."""
    back = 2 if _g(m, "which") else en_number(m["n"])
    return _season(m["season"], ctx.today.year - back) if isinstance(back, int) else None


def r_year_range(m, ctx):
    first = int(m["year"])
    last = _g(m, "year2") or _g(m, "year3")
    end = int(last) if len(last) == 4 else first // 100 * 100 + int(last)  # "2015-18"
    return interval(date(first, 1, 1), date(end, 12, 31), "year") if end > first else None


# a preposition of a period, or a determiner making the feast an occasion ("the Christmas of 2017")
_AT_FEAST = pattern_cache.compile(r"\b(?:at|over|around|during|the|that)\s+$", re.IGNORECASE)
_FEAST_DAY = pattern_cache.compile(r"\b(?:day|eve|night|morning)\b", re.IGNORECASE)


def r_holiday(m, ctx):
    start, stop = m.span("holiday")
    key = next(
        v for k, v in HOLIDAYS.items() if (h := re.compile(k, re.IGNORECASE).match(m.string, start)) and h.end() == stop
    )  # matched in place: a pattern may look past the name ("lent 2018")
    year = _year_of(m)
    rel = (_g(m, "rel") or _g(m, "yrel") or "").lower()

    def make(y: int) -> Span | None:
        found = holiday(key, y)
        if found is None:
            return None
        start, end = found
        span = day_span(start) if start == end else interval(start, end)
        around = (_g(m, "around") or "").lower()
        if not around and (_g(m, "at") or _AT_FEAST.search(m.string[max(0, m.start() - 12) : m.start()])) and not _FEAST_DAY.search(m.group("holiday")):
            around = "season"  # "left at Christmas 2016", "over Easter", "that Christmas": the time around the feast
        if around.endswith("weekend"):  # "Memorial Day weekend": the days around the day, not weeks
            return interval(start - timedelta(days=2), end + timedelta(days=2), "day", rough=True)
        return holiday_season(span) if around else span

    if year:
        return make(year)
    if rel == "this" or _g(m, "yrel"):
        return make(ctx.today.year + REL_DIRECTION[rel])
    if rel in REL_DIRECTION:  # "next Easter": the next one to come; "last Easter": the latest one past
        ahead = REL_DIRECTION[rel] > 0
        options = [make(ctx.today.year + k) for k in (-1, 0, 1)]
        found = [o for o in options if o and (o.start > ctx.today if ahead else o.end < ctx.today)]
        return (found[0] if ahead else found[-1]) if found else None
    return yearly(make, ctx)


def r_decade(m, ctx):
    digits = m["decade"]
    start = int(digits) if len(digits) == 4 else (1900 + int(digits) if int(digits) >= 30 else 2000 + int(digits))
    return decade_part(start, _g(m, "part"))


def r_day_word(m, ctx):
    day = EN_DAY_WORDS[re.sub(r"\s+", " ", m["dayword"].lower())]
    if _g(m, "month"):
        return _date_or_nearest(MONTHS[m["month"].lower()], day, _year_of(m), ctx)
    return r_ordinal_day_number(day, ctx)


def r_ordinal_day_number(day: int, ctx) -> Span | None:
    today = ctx.today
    options = []
    for months in (-1, 0, 1):
        first = shift(today.replace(day=1), "month", months)
        if day <= month_end(first.year, first.month).day:
            options.append(day_span(first.replace(day=day)))
    return nearest(options, ctx)


def r_edge_day(m, ctx):
    """The first or last day of a month or a year."""
    last = m["edge"].lower() == "last"
    today = ctx.today
    if _g(m, "month"):
        month = MONTHS[m["month"].lower()]

        def make(y: int) -> Span:
            return day_span(month_end(y, month) if last else date(y, month, 1))

        year = _year_of(m)
        return make(year) if year else yearly(make, ctx)
    if _g(m, "mrel") is not None:
        first = shift(today.replace(day=1), "month", REL_DIRECTION.get(m["mrel"].lower(), 0))
        return day_span(month_end(first.year, first.month) if last else first)
    year = int(_g(m, "year2") or 0) or today.year + REL_DIRECTION.get((_g(m, "yrel") or "this").lower(), 0)
    return day_span(date(year, 12, 31) if last else date(year, 1, 1))


def r_ides(m, ctx):
    month = MONTHS[m["month"].lower()]
    day = 15 if month in (3, 5, 7, 10) else 13
    return _date_or_nearest(month, day, _year_of(m), ctx)


def r_after_next(m, ctx):
    today = ctx.today
    if _g(m, "weekday"):
        weekday = WEEKDAYS[m["weekday"].lower()]
        days = (weekday - today.weekday()) % 7 or 7
        return day_span(today + timedelta(days=days + 7))
    month = MONTHS[m["month"].lower()]
    year = today.year + (1 if month <= today.month else 0) + 1
    return month_span(year, month)


def r_decade_word(m, ctx):
    return decade_part(DECADE_WORDS[m["decadeword"].lower()], _g(m, "part"))


def r_half(m, ctx):
    second = m["half"].lower() in ("second", "2nd", "latter", "h2")
    year = _year_of(m) or ctx.today.year + REL_DIRECTION.get((_g(m, "yrel") or "this").lower(), 0)
    return interval(date(year, 7 if second else 1, 1), month_end(year, 12 if second else 6), "month")


def r_date_range(m, ctx):
    first = (MONTHS[m["month"].lower()], int(m["day"]))
    last = (MONTHS[m["month2"].lower()], int(m["day2"]))
    year = _year_of(m)

    def make(y: int) -> Span:
        end_year = y + 1 if last < first else y
        return interval(date(y, *first), date(end_year, *last))

    return make(year) if year else yearly(make, ctx)


def r_half_h(m, ctx):
    if _g(m, "half2"):
        second = m["half2"].lower() == "h2"
        year = int(m["year2"])
        return interval(date(year, 7 if second else 1, 1), month_end(year, 12 if second else 6), "month")
    return r_half(m, ctx)


def r_now(m, ctx):
    return Span(ctx.today, ctx.today, "minute", clock=(ctx.ref.hour, ctx.ref.minute))


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
    r"recently|lately|decades ago|many (?:years|months) ago|a while (?:ago|back)|some time ago|sometime ago|a long time ago|long ago|back then|in the past|"
    r"the other day|once upon a time|way back|years ago|ages ago|at some point|before|earlier|some day|someday|"
    r"(?:when|while|after|before|since|until|during) (?:i|we|my|our|he|she|they|the|his|her|covid|the pandemic)\b[^,.;:!?\u2014\u2013]{0,48}|"
    r"as a (?:kid|child|teenager|student)|growing up|in my (?:childhood|youth|twenties|thirties|teens)|"
    # a season or a day known by what happened in it: "the summer Mum had her hip done", "the year we met"
    r"the (?:spring|summer|fall|autumn|winter|year|day|night|week|weekend) (?:that |when )?(?:i|we|you|he|she|they|my|our|his|her|their|mum|mom|dad|grandma|grandpa|nan)\b[^,.;:!?\u2014\u2013]{1,48}|"
    r"(?:shortly|soon|right|not long) (?:after|before) [^,.;:!?\u2014\u2013]{1,48}"
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
    rule("date_range", rf"(?:from\s+)?{MONTH}\s*{DAY}\s*(?:to|-|–|through|until|till)\s*{MONTH2}\s*{DAY2}(?:,?\s*{YEAR})?", r_date_range),
    rule("date_range_dm", rf"(?:from\s+)?(?:the\s+)?{DAY}\s*(?:of\s+)?{MONTH}\s*(?:to|-|–|through|until|till)\s*(?:the\s+)?{DAY2}\s*(?:of\s+)?{MONTH2}(?:,?\s*{YEAR})?", r_date_range),
    rule("edge_day", rf"(?:the\s+)?(?P<edge>first|last)\s+day\s+of\s+(?:{MONTH}(?:,?\s*{YEAR})?|(?:the\s+|(?P<mrel>this|next|last|previous|current)\s+)month|(?:the\s+|(?P<yrel>this|next|last|previous|current)\s+)year|{YEAR.replace('?P<year>', '?P<year2>')})", r_edge_day),
    rule("day_word_month", rf"(?:the\s+)?{DAY_WORD}\s+(?:day\s+)?of\s+{MONTH}(?:,?\s*{YEAR})?", r_day_word),
    rule("month_day_word", rf"{MONTH}\s+(?:the\s+)?{DAY_WORD}(?:,?\s*{YEAR})?", r_day_word),
    rule("ides", rf"(?:the\s+)?ides\s+of\s+{MONTH}(?:\s*{YEAR})?", r_ides),
    rule("after_next", rf"(?:{WEEKDAY}|{MONTH})\s+after\s+next", r_after_next),
    rule("half_year", rf"(?:the\s+)?(?P<half>first|second|1st|2nd|latter)\s+half\s+of\s+(?:{YEAR}|(?:the\s+|(?P<yrel>this|next|last|previous)\s+)year)|(?P<half2>h[12])\s*{YEAR.replace('?P<year>', '?P<year2>')}", lambda m, c: r_half_h(m, c)),
    # the preposition or determiner before it is part of the phrase: "at Christmas 2016", "the Christmas of 2017" is the time around the feast
    rule("holiday", rf"(?:(?P<at>at|over|around|during|the|that)\s+)?(?:{REL}\s+)?{HOLIDAY}(?:\s+{AROUND_HOLIDAY})?(?:\s*(?:of\s+|in\s+)?(?:{YEAR}|(?P<yrel>next|last|this) year))?", r_holiday),
    rule("holiday_year_first", rf"{YEAR}(?:'s)?\s+{HOLIDAY}(?:\s+{AROUND_HOLIDAY})?", r_holiday),
    rule("nth_weekday", rf"(?:the\s+)?(?P<nth>first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)\s+{WEEKDAY}\s+(?:of|in)\s+(?:(?P<target>this month|the month|current month|next month|last month|previous month)|{MONTH}(?:\s*{YEAR})?)", r_nth_weekday),
    rule("nth_week", rf"(?:the\s+)?(?P<nth>first|second|third|fourth|last|1st|2nd|3rd|4th)\s+week\s+(?:of|in)\s+{MONTH}(?:\s*{YEAR})?", r_nth_week),
    rule("day_month", rf"{LEAD_WEEKDAY}(?:the\s+)?{DAY}\s*(?:of\s+)?{MONTH}(?:,?\s*{YEAR})?{TIME}", r_day_month),
    rule("month_day", rf"{LEAD_WEEKDAY}{MONTH}\s*(?:the\s+)?{DAY}(?:,?\s*{YEAR})?{TIME}", r_day_month),
    rule("part_of_month", rf"(?:the\s+)?(?P<part>beginning|start|early|middle|mid|late|end)(?:\s+of|-)?\s*(?:the\s+month\s+of\s+)?{MONTH}(?:\s*(?:{YEAR}|(?P<yrel>next|last|this) year))?", r_part_of_month),
    rule("part_of_year", rf"(?:the\s+)?(?P<part>beginning|start|early|middle|mid|late|end)(?:\s+of|-)?\s*(?:{YEAR}|(?P<target>(?:(?:this|next|last|previous|the)\s+)?year))", r_part_of_year),
    rule("part_of_week", rf"(?:the\s+)?(?P<part>beginning|start|middle|mid|end)\s+of\s+(?:the\s+|{REL}\s+)week", r_part_of_week),
    rule("part_of_rel_month", rf"(?:the\s+)?(?P<part>beginning|start|early|middle|mid|late|end)\s+of\s+(?:the\s+|{REL}\s+)month", r_part_of_relative_month),
    rule("month_year", rf"(?:in\s+)?{MONTH}\s*,?\s*(?:of\s+)?{YEAR}", r_month_year),
    rule("season", rf"(?:(?:{REL})\s+|(?:the\s+))?(?P<season>spring|summer|fall|autumn|winter)(?:\s*(?:of\s+)?{YEAR})?", r_season),
    rule("quarter", rf"(?:the\s+)?(?P<q>first|second|third|fourth|1st|2nd|3rd|4th|q[1-4])\s+quarter(?:\s+(?:of\s+)?{YEAR})?", r_quarter),
    rule("quarter_year", rf"(?P<q>q[1-4])\s*{YEAR}", r_quarter),
    rule("year_quarter", rf"{YEAR}\s*-?\s*(?P<q>q[1-4])", r_quarter),
    rule("weekend", r"(?:(?P<rel>this past|this|next|last|coming|past)\s+)?week-?end", r_weekend),
    rule("before_last", r"the\s+(?P<unit>day|week|month|year)\s+(?P<which>before\s+last|after\s+next)", r_before_last),
    rule("season_before_last", r"the\s+(?P<season>spring|summer|fall|autumn|winter)\s+(?P<which>before\s+last)", r_seasons_back),
    rule("seasons_ago", rf"(?P<n>{EN_NUMBER})\s+(?P<season>spring|summer|fall|autumn|winter)s?\s+ago", r_seasons_back),
    rule("year_range", rf"(?:(?P<between>between)\s+|from\s+)?{YEAR}\s*(?(between)and|(?:to|until|till|through|thru|-|–|—))\s*(?P<year3>(?:1[6-9]|20|21)\d\d|\d\d(?!\d))", r_year_range),
    rule("named_day", rf"(?P<named>the day after tomorrow|the day before yesterday|day after tomorrow|day before yesterday|today|tonight|tomorrow night|tomorrow morning|tomorrow|yesterday|last night|this morning|this afternoon|this evening){TIME}", r_named_day),
    rule("time_then_day", rf"(?:at\s+)?(?P<hour>[01]?\d|2[0-3])(?::(?P<minute>[0-5]\d))?\s*(?P<meridiem>a\.?m\.?|p\.?m\.?)\s+(?:(?P<named>today|tomorrow|yesterday)|(?:(?P<rel>this|next|last)\s+)?{WEEKDAY})", r_time_then_day),
    rule("past_unit", r"(?:over|during|in|within)?\s*the\s+(?:past|last)\s+(?P<unit>day|week|month|year)", r_past_unit),
    rule("half_year", r"(?:in\s+)?half\s+a\s+year(?:\s+(?P<dir>ago|before|earlier|later|from now))?", lambda m, c: r_half_year(m, c) if m["dir"] else offset(c, "month", 6, 1)),
    rule("weekday_ordinal", rf"{WEEKDAY},?\s+(?:the\s+)?(?P<day>[0-3]?\d)(?:st|nd|rd|th)(?!\w){TIME}", r_weekday_ordinal),
    rule("weekday_of_week", rf"{WEEKDAY}\s+(?:of\s+)?(?P<weekrel>this|next|last|previous|the following|the previous)\s+week{TIME}", r_weekday),
    rule("weekday", rf"(?:(?P<rel>this|next|last|coming|past|previous)\s+)?{WEEKDAY}(?:\s+(?P<rel2>next|last))?{TIME}", r_weekday),
    rule("week_rel", rf"{REL}\s+week", r_week_of),
    rule("relative_unit", rf"{REL}\s+{UNIT}", r_relative_unit),
    rule("and_a_half", rf"(?:(?P<n>{EN_NUMBER})\s+{UNIT}\s+and\s+a\s+half|(?P<n2>{EN_NUMBER})\s+and\s+a\s+half\s+{UNIT.replace('?P<unit>', '?P<unit2>')})\s+(?P<dir>ago|before|earlier|back|from now|later)", lambda m, c: r_and_a_half(_Half(m), c)),
    rule("ago", rf"(?:(?P<mod>more than|over|just over|almost|nearly|close to|just under|under|less than)\s+)?(?P<n>{EN_NUMBER})(?P<odd>-odd|-something|\+| odd| plus)?\s+{UNIT}\s+(?:ago|before|earlier|back|previously)", r_ago),
    # the time since something, counted back from now: "it's coming up on 7 years since I left", "it's four years since"
    rule("since_then", rf"(?:it['’]?s|it is|it has been|it['’]s been)\s+(?:(?:coming up on|going on|getting on for|pushing)\s+(?P<mod>)|(?P<mod2>more than|over|just over|almost|nearly|close to|about)\s+)?(?P<n>{EN_NUMBER})(?P<odd>-odd|-something|\+| odd| plus)?\s+{UNIT}\s+since\b", r_ago),
    rule("earlier_later", r"(?P<which>earlier|later)\s+this\s+(?P<unit>week|month|year)", r_earlier_later),
    rule("this_time", r"(?:around\s+)?(?:this|the same)\s+time\s+(?P<rel>last|next)\s+(?P<unit>year|month)", r_this_time),
    rule("other_week", r"the\s+other\s+week", lambda m, c: offset(c, "week", (1, 3), -1)),
    rule("in", rf"(?:in|within|after)\s+(?P<n>{EN_NUMBER})\s+{UNIT}", r_in),
    rule("from_now", rf"(?P<n>{EN_NUMBER})\s+{UNIT}\s+(?:from now|later|hence|from today)", r_in),
    rule("rolling", rf"(?:the\s+|over\s+the\s+|during\s+the\s+|in\s+the\s+)?(?P<rel>past|last|previous|next|coming|following)\s+(?P<n>{EN_NUMBER})\s+{UNIT}", r_rolling),
    rule("decade_word", r"(?:the\s+)?(?:(?P<part>early|mid|late)[\s-]+)?(?P<decadeword>thirties|forties|fifties|sixties|seventies|eighties|nineties)", r_decade_word),
    rule("now", r"(?:right\s+|just\s+)?now|at\s+(?:the|this)\s+moment", r_now, searchable=False),
    rule("ordinal_day_word", rf"(?:on\s+)?the\s+{DAY_WORD}(?:\s+of\s+(?:the|this)\s+month)?", r_day_word, searchable=False),
    rule("decade", r"(?:the\s+)?(?:(?P<part>early|mid|late)[\s-]+)?(?P<decade>(?:1[89]|20)\d0|[3-9]0|00|10|20)'?s", r_decade, searchable=False),
    rule("ordinal_day", rf"(?:on\s+)?the\s+{DAY}(?:\s+of\s+(?:the|this)\s+month)?", r_ordinal_day),
    rule("rel_month", rf"(?P<rel>this|next|last)\s+{MONTH}", r_month),
    rule("in_month", rf"(?:in|since|until|till|by|from|during|through|early|late|mid)\s+{MONTH}(?!\w)", r_month),
    rule("in_year", rf"(?:in|since|until|till|by|from|during|through|before|after|around|about|circa)\s+(?:the\s+year\s+)?{YEAR}", r_year),
    rule("month", rf"{MONTH}", r_month, searchable=False),
    rule("year", rf"(?:(?:the\s+)?year\s+)?{YEAR}", r_year, searchable=False),
    rule("clock", r"(?:at\s+)?(?:(?P<hour>[01]?\d|2[0-3])(?::(?P<minute>[0-5]\d))?\s*(?P<meridiem>a\.?m\.?|p\.?m\.?)|(?P<word>noon|midnight))", r_clock, searchable=False),
    rule("unresolved", UNRESOLVED, r_since, searchable=False),
]


# Words that wrap an expression without changing it.
FILLER = pattern_cache.compile(
    r"^(?:(?:on|in|at|by|around|about|approximately|roughly|circa|c\.|sometime in|some time in|sometime around|"
    r"sometime|some time|during|since|until|till|from|of|the|early on)\s+)*(?P<core>.+?)(?:\s*(?:or so|ish|-ish|\?|\.|!))?$",
    re.IGNORECASE,
)
