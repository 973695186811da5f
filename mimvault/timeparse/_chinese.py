"""Chinese time expressions (simplified; traditional characters are mapped first)."""

from __future__ import annotations

import re
from datetime import date, timedelta

from ._calendar import holiday, monday, month_end, nth_weekday
from ._core import (
    Context,
    Rule,
    Span,
    clock_time,
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
    week_span,
    weekday_year,
    year_span,
    yearly,
)
from ._numbers import ZH_NUMBER, zh_number, zh_year

# digits may stand apart from their unit ("2019 年 3 月 5 日", as typeset text spaces them)
Z_YEAR = r"(?P<year>\d{4}|\d{2}|[零〇一二三四五六七八九]{2,4})(?:(?<=\d)\s)?年(?:\s(?=\d))?"
Z_MONTH = r"(?P<month>1[0-2]|0?[1-9]|十[一二]?|[一二三四五六七八九])(?:(?<=\d)\s)?月份?(?:\s(?=\d))?"
Z_DAY = r"(?P<day>3[01]|[12]\d|0?[1-9]|三十一?|二十[一二三四五六七八九]?|十[一二三四五六七八九]?|[一二三四五六七八九])(?:(?<=\d)\s)?[日号]"
Z_WEEKDAY = r"(?:周|星期|礼拜)(?P<wd>[一二三四五六日天])"
Z_REL_YEAR = r"(?P<ry>大前年|前年|去年|上年|今年|本年|明年|下年|大后年|后年)"
Z_REL = r"(?P<rel>上上个?|上个?|这个?|本|下下个?|下个?)"
Z_TIME = (
    r"(?:(?P<ampm>凌晨|早上|上午|中午|下午|晚上|傍晚)?(?P<hour>[01]?\d|2[0-4]|[一二三四五六七八九十]{1,3})[点:：时]"
    r"(?:(?P<minute>[0-5]?\d|半|一刻|三刻|[一二三四五]十[一二三四五六七八九]?|[一二三四五六七八九十])分?)?)?"
)

REL_YEAR = {"大前年": -3, "前年": -2, "去年": -1, "上年": -1, "今年": 0, "本年": 0, "明年": 1, "下年": 1, "后年": 2, "大后年": 3}
WEEKDAY_INDEX = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}
UNITS = {"天": "day", "日": "day", "周": "week", "星期": "week", "礼拜": "week", "月": "month", "年": "year",
         "小时": "hour", "钟头": "hour", "分钟": "minute"}  # fmt: skip
HOLIDAYS = {
    "圣诞节": "christmas", "圣诞": "christmas", "平安夜": "christmas_eve", "万圣节": "halloween", "万圣夜": "halloween",
    "春节": "spring_festival", "过年": "spring_festival", "农历新年": "spring_festival", "大年初一": "spring_festival",
    "新春": "spring_festival", "除夕": "chinese_new_year_eve", "大年三十": "chinese_new_year_eve", "年三十": "chinese_new_year_eve",
    "元旦": "new_year", "元旦节": "new_year", "新年": "new_year", "元宵节": "lantern", "元宵": "lantern",
    "情人节": "valentine", "清明节": "qingming", "清明": "qingming", "劳动节": "labour_cn", "五一": "labour_cn",
    "五一劳动节": "labour_cn", "国际劳动节": "labour_cn", "端午节": "dragon_boat", "端午": "dragon_boat",
    "中秋节": "mid_autumn", "中秋": "mid_autumn", "国庆节": "national_cn", "国庆": "national_week_cn",  # 国庆 alone: the holiday week people mean
    "国庆假期": "national_week_cn", "黄金周": "national_week_cn", "母亲节": "mothers_day", "父亲节": "fathers_day",
    "感恩节": "thanksgiving", "儿童节": "children_cn", "六一": "children_cn", "六一儿童节": "children_cn",
    "妇女节": "women", "三八妇女节": "women", "三八节": "women", "双十一": "singles", "光棍节": "singles",
    "黑色星期五": "black_friday", "复活节": "easter", "耶稣受难日": "good_friday", "愚人节": "april_fools",
    "植树节": "tree_planting_cn", "青年节": "youth_cn", "五四青年节": "youth_cn", "建党节": "party_cn",
    "建军节": "army_cn", "教师节": "teachers_cn", "护士节": "nurses",
    "消费者权益日": "consumer_cn", "记者节": "journalists_cn", "世界读书日": "book_day",
    "七夕": "qixi", "七夕节": "qixi", "乞巧节": "qixi", "中元节": "ghost_festival", "鬼节": "ghost_festival",
    "重阳节": "double_ninth", "重阳": "double_ninth", "腊八": "laba", "腊八节": "laba", "小年": "little_new_year",
    "龙抬头": "dragon_head", "二月二": "dragon_head", "地球日": "earth_day", "地球一小时": "earth_hour",
    "开斋节": "eid_al_fitr", "古尔邦节": "eid_al_adha", "宰牲节": "eid_al_adha", "斋月": "ramadan",
    "逾越节": "passover", "光明节": "hanukkah", "排灯节": "diwali", "洒红节": "holi", "感恩节周末": "thanksgiving",
    "网络星期一": "cyber_monday", "圣灵降临节": "pentecost", "耶稣升天节": "ascension", "圣诞节前夕": "christmas_eve",
    # code-switched: an English feast inside a Chinese time ("18 年 Thanksgiving 前", "2019 年 Christmas")
    "Thanksgiving": "thanksgiving", "Christmas": "christmas", "Easter": "easter", "Halloween": "halloween",
    "Chinese New Year": "spring_festival", "CNY": "spring_festival", "Black Friday": "black_friday",
}  # fmt: skip
_NUMERALS = "零〇一二三四五六七八九十百千两0-9"


def _guarded(name: str) -> str:
    """A name made of numerals ("五一", "二月二") is a holiday only when it is not part of
    a longer number or date ("二十五一", "五一路", "二月二十")."""
    if not re.fullmatch(f"[{_NUMERALS}月]+", name):
        return re.escape(name)
    return rf"(?<![{_NUMERALS}]){re.escape(name)}(?![{_NUMERALS}月日号点时分秒岁名个位年级楼班路栋层期])"


Z_HOLIDAY = r"(?P<hol>" + "|".join(_guarded(n) for n in sorted(HOLIDAYS, key=lambda w: (-len(w), w))) + ")"
SEASONS = {"春": (3, 5), "夏": (6, 8), "秋": (9, 11), "冬": (12, 2)}
_EN_SEASON = {"spring": "春", "summer": "夏", "autumn": "秋", "fall": "秋", "winter": "冬"}


def _n(text: str | None) -> int | None:
    if text is None:
        return None
    value = zh_number(text)
    return value if isinstance(value, int) else None


def _rel_week(rel: str | None) -> int:
    rel = (rel or "这").rstrip("个")
    return {"上上": -2, "上": -1, "这": 0, "本": 0, "下": 1, "下下": 2}[rel]


def _year(m, ctx: Context) -> int | None:
    if m.groupdict().get("year"):
        return zh_year(m["year"])
    if m.groupdict().get("ry"):
        return ctx.today.year + REL_YEAR[m["ry"]]
    return None


def _clock(span: Span | None, m) -> Span | None:
    if span is None or not m.groupdict().get("hour"):
        return span
    hour = _n(m["hour"])
    minute_text = m.groupdict().get("minute")
    minute = {"半": 30, "一刻": 15, "三刻": 45}.get(minute_text or "", None)
    if minute is None:
        minute = _n(minute_text) if minute_text else 0
    clock = clock_time(hour or 0, minute or 0, m.groupdict().get("ampm")) if hour is not None else None
    return Span(span.start, span.start, "minute", clock=clock) if clock else span


def z_ymd(m, ctx):
    return _clock(day_span(date(zh_year(m["year"]), _n(m["month"]), _n(m["day"]))), m)  # type: ignore[arg-type]


def z_ym(m, ctx):
    year = _year(m, ctx)
    return month_span(year, _n(m["month"])) if year else None  # type: ignore[arg-type]


def z_md(m, ctx):
    month, day = _n(m["month"]), _n(m["day"])
    year = _year(m, ctx)
    if year:
        return _clock(day_span(date(year, month, day)), m)  # type: ignore[arg-type]
    if m.groupdict().get("lwd"):  # "周日, 二月十号": the nearest year in which it is a Sunday
        found = weekday_year(month, day, WEEKDAY_INDEX[m["lwd"]], ctx)  # type: ignore[arg-type]
        if found:
            return _clock(found, m)
    return _clock(yearly(lambda y: day_span(date(y, month, day)), ctx), m)  # type: ignore[arg-type]


def z_day_in_month(m, ctx):
    """"23号周日", "21号": a day of this month or a month near it (with a weekday: the one on
    that weekday; else the nearest, or the next or last as the sentence leans)."""
    day = _n(m["day"])
    wd = m.groupdict().get("wd")
    first = ctx.today.replace(day=1)
    options = []
    for step in (-2, -1, 0, 1, 2):
        month_start = shift(first, "month", step)
        try:
            candidate = month_start.replace(day=day)  # type: ignore[arg-type]
        except ValueError:
            continue
        if wd is None or candidate.weekday() == WEEKDAY_INDEX[wd]:
            options.append(day_span(candidate))
    return _clock(nearest(options, ctx), m) if options else None


def z_year(m, ctx):
    return year_span(_year(m, ctx))  # type: ignore[arg-type]


def z_month(m, ctx):
    month = _n(m["month"])
    return yearly(lambda y: month_span(y, month), ctx)  # type: ignore[arg-type]


def z_day(m, ctx):
    steps = {"今天": 0, "今日": 0, "今早": 0, "今晚": 0, "今天晚上": 0, "今天早上": 0, "今天下午": 0, "明天": 1, "明日": 1,
             "明早": 1, "明晚": 1, "后天": 2, "大后天": 3, "昨天": -1, "昨日": -1, "昨晚": -1, "前天": -2, "大前天": -3}  # fmt: skip
    return _clock(day_span(ctx.today + timedelta(days=steps[m["named"]])), m)


def z_weekday(m, ctx):
    weekday = WEEKDAY_INDEX[m["wd"]]
    today = ctx.today
    if m.groupdict().get("rel"):
        return _clock(day_span(monday(today) + timedelta(weeks=_rel_week(m["rel"]), days=weekday)), m)
    options = [day_span(today + timedelta(days=(weekday - today.weekday()) % 7 + 7 * k)) for k in (-1, 0)]
    return _clock(nearest(options, ctx), m)


def z_weekend(m, ctx):
    saturday = monday(ctx.today) + timedelta(weeks=_rel_week(m.groupdict().get("rel")), days=5)
    return interval(saturday, saturday + timedelta(days=1))


def z_week(m, ctx):
    return week_span(ctx.today + timedelta(weeks=_rel_week(m["rel"])))


def z_month_rel(m, ctx):
    first = shift(ctx.today.replace(day=1), "month", _rel_week(m["rel"]))
    return month_span(first.year, first.month)


def z_rel_year(m, ctx):
    return year_span(ctx.today.year + REL_YEAR[m["ry"]])


def z_offset(m, ctx):
    amount = zh_number(m["n"]) if m["n"] != "半" else None
    unit = UNITS[m["unit"]]
    if m["n"] == "半" and unit == "year":
        return offset(ctx, "month", 6, -1 if m["dir"].startswith("前") or m["dir"].endswith("前") else 1)
    if amount is None:
        return None
    direction = -1 if "前" in m["dir"] else 1
    return offset(ctx, unit, amount, direction)


def z_rolling(m, ctx):
    amount = zh_number(m["n"])
    unit = UNITS[m["unit"]]
    if amount is None or unit in ("hour", "minute"):
        return None
    if isinstance(amount, tuple):
        amount = amount[1]
    today = ctx.today
    if m["rel"] in ("过去", "最近", "前", "上", "近"):
        return interval(shift(today, unit, -amount), today)
    return interval(today, shift(today, unit, amount))


def z_few_days(m, ctx):
    today = ctx.today
    unit = UNITS[m["unit"].lstrip("个")]
    return interval(shift(today, unit, -7 if unit == "day" else -5), shift(today, unit, -2), rough=True)


def z_nth_weekday(m, ctx):
    n, weekday = _n(m["nth"]), WEEKDAY_INDEX[m["wd"]]
    if m.groupdict().get("mrel"):
        first = shift(ctx.today.replace(day=1), "month", _rel_week(m["mrel"]))
        found = nth_weekday(first.year, first.month, weekday, n)  # type: ignore[arg-type]
        return day_span(found) if found else None
    month = _n(m["month"])
    year = _year(m, ctx)
    if year:
        found = nth_weekday(year, month, weekday, n)  # type: ignore[arg-type]
        return day_span(found) if found else None
    return yearly(lambda y: day_span(nth_weekday(y, month, weekday, n)), ctx)  # type: ignore[arg-type]


# what happens in the weeks around a feast, not on its day ("2017 年 Christmas party", "春节期间")
Z_AROUND_HOLIDAY = r"(?P<around>(?i:party|parties|break|holidays?|season|dinner|market)\b|那阵子|那段时间|聚会|派对|晚会|年会|联欢会)"


def z_holiday(m, ctx):
    key = HOLIDAYS[m["hol"]]
    year = _year(m, ctx) or int(m["ybare"] or m["yafter"] or 0)

    def make(y: int) -> Span | None:
        found = holiday(key, y)
        if found is None:
            return None
        start, end = found
        span = day_span(start) if start == end else interval(start, end)
        return holiday_season(span) if m.groupdict().get("around") else span

    return make(year) if year else yearly(make, ctx)


def z_season(m, ctx):
    lo, hi = SEASONS[_EN_SEASON.get(m["season"].lower(), m["season"][0])]
    year = _year(m, ctx)

    def make(y: int) -> Span:
        return interval(date(y, lo, 1), month_end(y + 1 if hi < lo else y, hi), "month", rough=True)

    return make(year) if year else yearly(make, ctx)


_YEAR_PARTS = {"初": (1, 3), "年初": (1, 3), "年头": (1, 3), "中": (5, 8), "年中": (5, 8), "底": (10, 12), "年底": (10, 12),
               "年末": (10, 12), "年尾": (10, 12), "末": (10, 12), "上半年": (1, 6), "下半年": (7, 12)}  # fmt: skip
_MONTH_PARTS = {"初": (1, 10), "上旬": (1, 10), "中": (11, 20), "中旬": (11, 20), "底": (21, 31), "末": (21, 31),
                "下旬": (21, 31)}  # fmt: skip


def z_year_range(m, ctx):
    first, last = int(m["year"]), int(m["year2"])
    return interval(date(first, 1, 1), date(last, 12, 31), "year") if last > first else None


def z_part_year(m, ctx):
    year = _year(m, ctx) or ctx.today.year
    lo, hi = _YEAR_PARTS[m["part"]]
    return interval(date(year, lo, 1), month_end(year, hi), "month", rough=True)


def z_part_month(m, ctx):
    lo, hi = _MONTH_PARTS[m["part"]]
    if m.groupdict().get("month"):
        month = _n(m["month"])
        year = _year(m, ctx)

        def make(y: int) -> Span:
            return interval(date(y, month, lo), date(y, month, min(hi, month_end(y, month).day)), rough=True)  # type: ignore[arg-type]

        return make(year) if year else yearly(make, ctx)
    first = shift(ctx.today.replace(day=1), "month", _rel_week(m.groupdict().get("mrel")) if m.groupdict().get("mrel") else 0)
    return interval(first.replace(day=lo), first.replace(day=min(hi, month_end(first.year, first.month).day)), rough=True)


def z_decade(m, ctx):
    tens = m["dec"]
    if len(tens) == 4:  # 2010年代
        return decade_part(int(tens), None)
    value = int(tens) if tens.isdigit() else _n(tens)
    century = m.groupdict().get("century") or ""
    if "上" in century or "二十" in century or "20" in century:
        base = 1900
    elif century:
        base = 2000
    else:
        base = 1900 if value >= 30 else 2000
    start = base + value  # type: ignore[operator]
    part = m.groupdict().get("part") or ""
    return decade_part(start, "early" if part == "初" else "mid" if part.startswith("中") else "late" if part else None)


def z_day_of_month(m, ctx):
    day = _n(m["day"])
    today = ctx.today
    options = []
    for months in (-1, 0, 1):
        first = shift(today.replace(day=1), "month", months)
        if day and day <= month_end(first.year, first.month).day:
            options.append(day_span(first.replace(day=day)))
    return nearest(options, ctx)


def z_now(m, ctx):
    return Span(ctx.today, ctx.today, "minute", clock=(ctx.ref.hour, ctx.ref.minute))


def z_quarter(m, ctx):
    if m.groupdict().get("qrel"):
        rel = m["qrel"].rstrip("个")
        step = {"上": -1, "这": 0, "本": 0, "下": 1}[rel]
        first = shift(ctx.today.replace(day=1), "month", 3 * step)
        return quarter_span(first.year, (first.month - 1) // 3 + 1)
    year = _year(m, ctx) or ctx.today.year
    return quarter_span(year, _n(m["q"]))  # type: ignore[arg-type]


def z_xun(m, ctx):
    lo, hi = _MONTH_PARTS[m["part"]]
    first = ctx.today.replace(day=1)
    return interval(first.replace(day=lo), first.replace(day=min(hi, month_end(first.year, first.month).day)), rough=True)


def z_half_offset(m, ctx):
    amount = _n(m["n"])
    if amount is None:
        return None
    direction = -1 if "前" in m["dir"] else 1
    if m["unit"]:  # 年
        return offset(ctx, "month", 12 * amount + 6, direction)
    return offset(ctx, "day", (30 * amount + 10, 30 * amount + 20), direction)


def z_vague_offset(m, ctx):
    """十几年前 (11–19 years), 二十多年前 (21–29), 两年多前 (2–3), 三个多月前 (3–4)."""
    amount = _n(m["n"])
    if amount is None:
        return None
    groups = m.groupdict()
    more = groups.get("more") or groups.get("more2") or groups.get("more3") or ""
    unit = groups.get("unit") or groups.get("unit2") or groups.get("unit3")
    if more == "来":
        span = (max(1, amount - 2), amount + 2)
    elif amount >= 10 and amount % 10 == 0 and m.groupdict().get("more"):
        span = (amount + 1, amount + 9)
    else:
        span = (amount, amount + 1)
    return offset(ctx, UNITS[unit], span, -1 if "前" in m["dir"] else 1)


def z_few_days_around(m, ctx):
    today = ctx.today
    if m["which"] in ("过", "再过"):
        return interval(today + timedelta(days=2), today + timedelta(days=7), rough=True)
    return interval(today - timedelta(days=3), today + timedelta(days=3), rough=True)


def z_unresolved(m, ctx):
    return "unresolved"


Z_UNRESOLVED = (
    r"小时候|那时候?|当时|以前|之前|当年|早年|早些年|前段时间|前段日子|前些日子|前阵子|最近|近来|近期|不久前|"
    r"很久以前|好久以前|前些年|这些年|那些年|那会儿?|后来|将来|以后|某天|有一天|"
    # the words before the event are its anchor, never a year of their own ("2015 年|本科毕业那年夏天")
    r"疫情[^，。；：！？,.;:!?]{0,16}|(?:(?!(?:19|20)?\d{2}\s?年)[^，。；：！？,.;:!?]){0,16}(?:出生|毕业|结婚|上学|上大学|读书|工作|搬家|离婚|退休|生病|怀孕|认识)"
    # (not across the year it names: "毕业那年是15年")
    r"(?:前|后|以前|以后|之前|之后|时|的时候|那年|那会儿?|不久|前几个月|后几个月)(?:(?!是\s?\d)[^，。；：！？,.;:!?]){0,16}"
)

RULES: list[Rule] = [
    rule("z_year_range", r"(?:从|自)?(?P<year>\d{4})\s?年?\s?(?:到|至|~|-|－|—)\s?(?P<year2>\d{4})\s?年", z_year_range),
    rule("z_ymd", rf"{Z_YEAR}{Z_MONTH}{Z_DAY}{Z_TIME}", z_ymd),
    rule("z_nth_weekday", rf"(?:{Z_MONTH}|(?P<mrel>这个|下个|上个)月)的?第(?P<nth>{ZH_NUMBER})个{Z_WEEKDAY}", z_nth_weekday),
    rule("z_rel_md", rf"{Z_REL_YEAR}的?{Z_MONTH}{Z_DAY}{Z_TIME}", z_md),
    rule("z_md", rf"(?:{Z_WEEKDAY.replace('?P<wd>', '?P<lwd>')}\s*[,，]?\s*)?{Z_MONTH}{Z_DAY}{Z_TIME}", z_md),
    # "11/12 下午三点", "11/5 上午", "12/3（周三）": month/day, as Chinese writes it, where what follows
    # says it is a day (a bare "3/4" stays a fraction or a score)
    rule("z_slash_md", r"(?<![\d/.:])(?P<month>1[0-2]|0?[1-9])/(?P<day>3[01]|[12]\d|0?[1-9])(?![\d/%:])"
                       r"(?=\s*(?:上午|下午|中午|晚上|早上|凌晨|傍晚|\d{1,2}\s*[:：点]|周|星期|礼拜|[(（]))"
                       # what says it is a day is part of the words, so they read alike on their own
                       r"(?:\s*[(（]?\s*(?:周|星期|礼拜)[一二三四五六日天]\s*[)）]?)?"
                       r"(?:\s*(?:凌晨|早上|上午|中午|下午|晚上|傍晚)(?!\s*(?:[01]?\d|2[0-4]|[一二三四五六七八九十]{1,3})[点:：时]))?"
                       rf"(?:\s+(?=(?:凌晨|早上|上午|中午|下午|晚上|傍晚)?(?:[01]?\d|2[0-4]|[一二三四五六七八九十]{{1,3}})[点:：时]))?{Z_TIME}", z_md),
    rule("z_part_month", rf"(?:(?:{Z_YEAR}|{Z_REL_YEAR})?{Z_MONTH}|(?P<mrel>这个|本|上个|下个)?月)(?P<part>上旬|中旬|下旬|初|中|底|末)", z_part_month),
    rule("z_rel_ym", rf"{Z_REL_YEAR}的?{Z_MONTH}", z_ym),
    rule("z_ym", rf"{Z_YEAR}{Z_MONTH}", z_ym),
    # (code-switched, a year in digits without 年 on either side: "2018 春节", "right after 春节 2018")
    rule("z_holiday", rf"(?:(?:{Z_REL_YEAR}|{Z_YEAR}|(?P<ybare>(?:19|20)\d\d)(?=\s))\s?)?的?{Z_HOLIDAY}(?:\s?(?P<yafter>(?:19|20)\d\d)(?![\d年月号日]))?(?:\s?{Z_AROUND_HOLIDAY})?", z_holiday),
    rule("z_season", rf"(?:{Z_REL_YEAR}|{Z_YEAR})?的?(?P<season>春天|春季|夏天|夏季|秋天|秋季|冬天|冬季)", z_season),
    # code-switched: "2018 年 summer"
    rule("z_season_en", rf"(?:{Z_REL_YEAR}|{Z_YEAR})\s?的?\s?(?P<season>(?i:spring|summer|autumn|fall|winter))\b", z_season),
    rule("z_part_year", rf"(?:{Z_YEAR}|{Z_REL_YEAR})的?(?P<part>年初|年头|年中|年底|年末|年尾|上半年|下半年|初|中|底|末)", z_part_year),
    rule("z_part_this_year", r"(?P<part>年初|年中|年底|年末|上半年|下半年)", z_part_year),
    rule("z_decade", r"(?P<century>上个?世纪|二十世纪|20世纪|本世纪|21世纪|这个世纪)?(?P<dec>(?:19|20)\d0|[一二三四五六七八九]十|[1-9]0|00)年代(?P<part>初期?|中期|中叶|末期?)?", z_decade),
    rule("z_quarter", rf"(?:(?:{Z_YEAR}|{Z_REL_YEAR})的?)?第(?P<q>[一二三四1-4])个?季度|(?P<qrel>上个?|这个?|本|下个?)季度", z_quarter),
    rule("z_xun", r"(?P<part>上旬|中旬|下旬)", z_xun),
    rule("z_few_days_around", r"(?P<which>再过|过|这|近)几天", z_few_days_around),
    rule("z_now", r"现在|此时此刻|此时|此刻|眼下|当下", z_now, searchable=False),
    # a four-digit year with 年 is unambiguous inside a sentence ("我2019年搬到上海"); "20年" is not
    rule("z_year4", r"(?P<year>(?:19|20)\d{2})\s?年(?![代级底初中末])", z_year),
    # "16年离开晚报", "我15年就从晚报辞职了": two digits and 年 before what happened that year is
    # a year; "干了20年", "20年了", "20多年" are durations
    rule("z_year2", r"(?<![\d.])(?<!了|过|有|近|快|满|这|那|整)(?P<year>\d{2})\s?年(?=(?:就|才|又|也|还|都|我|的)?\s?"
         r"(?:离开|离职|辞职|辞的|走的|从|在|去|来|到|回|毕业|入职|加入|进|搬|结婚|领证|认识|开始|出生|生的|的时候|那会|那年|时候|底|初|年底|年初|夏天|冬天|春天|秋天|春节|国庆|上半年|下半年|(?:(?:[A-Za-z]+\s){0,2}(?:quit|left|joined|moved|graduat(?:ed|e|ing)|married|met|started)\b)))",
         z_year),
    # a year named as what "that year" was: "毕业那年是15年", "入职年份是18年"
    rule("z_year2_named", r"(?<=那年是|年份是|那年在|时间是)\s?(?P<year>\d{2})\s?年(?=\s?(?:[，,。.!！；;]|$))", z_year),
    rule("z_year", rf"{Z_YEAR}", z_year, searchable=False),
    rule("z_rel_year", Z_REL_YEAR, z_rel_year),
    rule("z_day", rf"(?P<named>今天晚上|今天早上|今天下午|大后天|大前天|今天|今日|今早|今晚|明天|明日|明早|明晚|后天|昨天|昨日|昨晚|前天){Z_TIME}", z_day),
    rule("z_weekend", rf"(?:{Z_REL})?(?:周|星期|礼拜)末", z_weekend),
    rule("z_day_of_month", rf"{Z_DAY}(?![楼线门房床位口厅馆机码店院街路站台桌车元块])\s*(?:[(（]?\s*{Z_WEEKDAY}\s*[)）]?)?{Z_TIME}", z_day_in_month),
    rule("z_weekday", rf"(?:{Z_REL})?{Z_WEEKDAY}{Z_TIME}", z_weekday),
    rule("z_week", rf"{Z_REL}(?:周|星期|礼拜)(?![一二三四五六日天末几])", z_week),
    rule("z_month_rel", rf"{Z_REL}月", z_month_rel),
    rule("z_few_days", r"前几(?P<unit>天|日|周|个星期|个月|年)", z_few_days),
    # "最后一天" is "the last day" (of something told), not "the next one day": no 后 after 最
    rule("z_rolling", rf"(?P<rel>过去|最近|近|(?<!最)前|上|未来|接下来|今后|下|(?<!最)后)的?(?P<n>{ZH_NUMBER})个?(?P<unit>天|日|周|星期|礼拜|月|年)", z_rolling),
    rule("z_half_offset", rf"(?P<n>{ZH_NUMBER})(?:个?(?P<unit>年)半|个半(?P<unit2>月))(?P<dir>之前|以前|前|之后|以后|过后|后)", z_half_offset),
    rule("z_vague_offset", rf"(?P<n>{ZH_NUMBER})(?:(?P<more>多|几|来)个?(?P<unit>天|周|星期|礼拜|月|年)|个?(?P<more2>多)(?P<unit2>天|周|星期|礼拜|月|年)|个?(?P<unit3>天|周|星期|礼拜|月|年)(?P<more3>多))(?P<dir>之前|以前|前|之后|以后|过后|后)", z_vague_offset),
    rule("z_offset", rf"(?P<n>{ZH_NUMBER})个?(?P<unit>天|日|周|星期|礼拜|月|年|小时|钟头|分钟)(?P<dir>之前|以前|前|之后|以后|过后|后)", z_offset),
    rule("z_month", rf"(?<![{_NUMERALS}个第]){Z_MONTH}", z_month),
    rule("z_day_of_month", Z_DAY, z_day_of_month, searchable=False),
    rule("z_unresolved", Z_UNRESOLVED, z_unresolved, searchable=False),
]
