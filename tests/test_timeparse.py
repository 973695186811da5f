"""Time expressions: never more precise than the words; relative to the mention time."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import datetime, timedelta, timezone

import pytest

from mimvault.timeparse import find, parse, tense

REF = datetime(2026, 3, 18, 11, 55, tzinfo=timezone(timedelta(hours=8)))  # a Wednesday


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("last April", {"kind": "instant", "value": "2025-04", "grain": "month"}),
        ("mid-2021", {"kind": "interval", "from": "2021-05", "to": "2021-08", "grain": "month", "precision": "rough"}),
        ("early 2019", {"kind": "interval", "from": "2019-01", "to": "2019-03", "grain": "month"}),
        ("late March", {"kind": "interval", "from": "2026-03-21", "to": "2026-03-31", "grain": "day", "precision": "rough"}),
        ("the summer of 2015", {"kind": "interval", "from": "2015-06", "to": "2015-08", "grain": "month"}),
        ("Christmas 2020", {"kind": "instant", "value": "2020-12-25", "grain": "day"}),
        ("next Monday", {"kind": "instant", "value": "2026-03-23", "grain": "day"}),
        ("two weeks ago", {"kind": "instant", "value": "2026-03-02", "grain": "week"}),
        ("in 3 days", {"kind": "instant", "value": "2026-03-21", "grain": "day"}),
        ("tomorrow at 9:30", {"kind": "instant", "value": "2026-03-19T09:30", "grain": "minute"}),
        ("3pm tomorrow", {"kind": "instant", "value": "2026-03-19T15:00", "grain": "minute"}),
        ("5 June 2024", {"kind": "instant", "value": "2024-06-05", "grain": "day"}),
        ("the 1980s", {"kind": "interval", "from": "1980", "to": "1989", "grain": "year"}),
        ("Q3 2025", {"kind": "instant", "value": "2025-Q3", "grain": "quarter"}),
        ("sometime last year", {"kind": "instant", "value": "2025", "grain": "year"}),
        ("a few days ago", {"kind": "interval", "grain": "day", "precision": "rough"}),
        ("the first week of May", {"kind": "instant", "value": "2026-05-04", "grain": "week"}),
        ("Easter 2025", {"kind": "instant", "value": "2025-04-20", "grain": "day"}),
        ("half a year ago", {"kind": "instant", "value": "2025-09", "grain": "month"}),
        ("before I moved to Tokyo", {"kind": "unresolved"}),
        ("when I was in college", {"kind": "unresolved"}),
        ("the summer Mum had her hip done", {"kind": "unresolved"}),  # known by what happened in it, not last summer
        ("the year we met", {"kind": "unresolved"}),
        ("2018年国庆", {"kind": "interval", "from": "2018-10-01", "to": "2018-10-07", "grain": "day"}),  # the holiday week
        ("2021年中", {"kind": "interval", "from": "2021-05", "to": "2021-08", "grain": "month", "precision": "rough"}),
        ("去年四月", {"kind": "instant", "value": "2025-04", "grain": "month"}),
        ("今年三月初", {"kind": "interval", "from": "2026-03-01", "to": "2026-03-10", "grain": "day"}),
        ("下周五", {"kind": "instant", "value": "2026-03-27", "grain": "day"}),
        ("上周末", {"kind": "interval", "from": "2026-03-14", "to": "2026-03-15", "grain": "day"}),
        ("半年前", {"kind": "instant", "value": "2025-09", "grain": "month"}),
        ("两个星期前", {"kind": "instant", "value": "2026-03-02", "grain": "week"}),
        ("上个世纪八十年代", {"kind": "interval", "from": "1980", "to": "1989", "grain": "year"}),
        ("2019年上半年", {"kind": "interval", "from": "2019-01", "to": "2019-06", "grain": "month"}),
        ("去年中秋节", {"kind": "instant", "value": "2025-10-06", "grain": "day"}),
        ("明年春节", {"kind": "instant", "value": "2027-02-06", "grain": "day"}),
        ("后天上午10点半", {"kind": "instant", "value": "2026-03-20T10:30", "grain": "minute"}),
        ("二〇二一年", {"kind": "instant", "value": "2021", "grain": "year"}),
        ("疫情后不久", {"kind": "unresolved"}),
        ("孩子出生前几个月", {"kind": "unresolved"}),
        ("小时候", {"kind": "unresolved"}),
        ("週二, 二月十號", {"kind": "instant", "value": "2026-02-10", "grain": "day"}),
        ("週日, 二月十號", {"kind": "instant", "value": "2026-02-10", "grain": "day"}),  # no nearby Sunday: nearest
        ("Saturday, March 20", {"kind": "instant", "value": "2027-03-20", "grain": "day"}),  # the nearby year it is a Saturday
        # traditional characters and written Cantonese (chinese_script)
        ("聽日下晝三點", {"kind": "instant", "value": "2026-03-19T15:00", "grain": "minute"}),
        ("舊年四月", {"kind": "instant", "value": "2025-04", "grain": "month"}),
        ("下個禮拜三", {"kind": "instant", "value": "2026-03-25", "grain": "day"}),
        ("not a time at all", {"kind": "none"}),
    ],
)
def test_readings(text, expected):
    reading = parse(text, REF).to_json()
    for key, value in expected.items():
        assert reading.get(key) == value, (text, reading)
    assert reading["raw"] == text


def test_a_vague_phrase_is_never_given_a_precise_date():
    for text in ("mid-2021", "late 2019", "this summer", "去年春天", "年底", "a few weeks ago", "前几天"):
        reading = parse(text, REF)
        assert reading.kind == "interval" and reading.rough, text


def test_relative_times_use_the_mention_time_not_the_clock():
    said = datetime(2013, 2, 12, 4, 30, tzinfo=timezone.utc)
    assert parse("yesterday", said).value == "2013-02-11"
    assert parse("去年", said).value == "2012"


def test_yearless_dates_follow_the_sentence_tense():
    assert parse("December 25", REF, direction="past").value == "2025-12-25"
    assert parse("December 25", REF, direction="future").value == "2026-12-25"
    assert tense("I moved to Osaka in April") == "past" and tense("我下个月要去上海") == "future"


def test_find_in_sentences():
    found = find("I moved to Tokyo last April, and I start the new job on 2026-04-01", REF)
    assert [(r.raw, r.value, r.grain) for r in found] == [("last April", "2025-04", "month"), ("2026-04-01", "2026-04-01", "day")]
    assert [r.raw for r in find("我应该是2021年中从A公司离开的", REF)] == ["2021年中"]
    assert find("The mayor said may is busy", REF) == []
    assert find("我家住在3号楼，1号线很方便", REF) == []
    sentence = "We met in May 2015 near the library"
    [reading] = find(sentence, REF)
    assert sentence[reading.start : reading.stop] == "May 2015" and reading.value == "2015-05"


def test_runner_contract():
    cases = "\n".join(
        json.dumps(c, ensure_ascii=False)
        for c in [
            {"id": "a", "text": "yesterday", "lang": "en", "ref_time": "2013-02-12T04:30:00-02:00"},
            {"id": "b", "text": "小时候", "lang": "zh", "ref_time": "2024-06-15T10:00:00+08:00"},
            {"id": "c", "text": "qwerty", "lang": "en", "ref_time": "2024-06-15T10:00:00+08:00"},
        ]
    )
    done = subprocess.run([sys.executable, "-m", "mimvault.timeparse", "--jsonl"], input=cases, capture_output=True, text=True, check=True)
    answers = {a["id"]: a for a in map(json.loads, done.stdout.splitlines())}
    assert answers["a"]["value"] == "2013-02-11" and answers["a"]["grain"] == "day"
    assert answers["b"]["kind"] == "unresolved" and answers["c"]["kind"] == "none"


def test_last_and_next_month_names_are_the_nearest_such_month():
    november = datetime(2026, 11, 29, tzinfo=timezone.utc)
    assert parse("last April", november).value == "2026-04"  # seven months ago, not nineteen
    assert parse("next April", november).value == "2027-04"
    february = datetime(2026, 2, 10, tzinfo=timezone.utc)
    assert parse("last April", february).value == "2025-04"
    assert parse("next April", february).value == "2026-04"
    assert parse("last February", february).value == "2025-02"


def test_mim_time_shows_a_reading_and_finds_time_words_in_a_sentence(mim):
    out = mim("time", "last spring", "--at", "2026-03-18").stdout
    assert "'last spring': 2025-03 .. 2025-05" in out and "precision" in out
    data = json.loads(mim("time", "我应该是2021年中从A公司离开的", "--at", "2026-03-18", "--json").stdout)
    (reading,) = data["readings"]
    assert reading["raw"] == "2021年中" and reading["precision"] == "rough"
    assert "no time expression" in mim("time", "hello there", expect=1).stdout
    assert "--at" in mim("time", "today", "--at", "someday", expect=2).stderr


def test_mim_time_jsonl_is_the_runner_contract(mim):
    cases = json.dumps({"id": "a", "text": "yesterday", "ref_time": "2013-02-12T04:30:00-02:00"}) + "\nnot json\n"
    cases += json.dumps({"text": "today", "ref_time": "2013-02-12T04:30:00-02:00"}) + "\n"  # no id: reported, the rest go on
    cases += json.dumps({"id": "d", "text": "tomorrow", "ref_time": "2013-02-12T04:30:00-02:00"}) + "\n"
    result = mim("time", "--jsonl", input=cases)
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert [(a["id"], a["value"]) for a in answers] == [("a", "2013-02-11"), ("d", "2013-02-13")]
    assert "line 2:" in result.stderr and "line 3:" in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [("the early 2000s", "2000", "2003"), ("late 2010s", "2016", "2019"), ("八十年代初", "1980", "1983"),
     ("90年代末", "1996", "1999"), ("上世纪八十年代中期", "1983", "1986")],
)
def test_part_of_a_decade_is_a_rough_run_of_years(text, first, last):
    reading = parse(text, REF)
    assert (reading.value, reading.end, reading.rough) == (first, last, True)


DUCKLING_REF = datetime(2013, 2, 12, 4, 30, tzinfo=timezone(timedelta(hours=-2)))


@pytest.mark.parametrize(
    ("text", "value", "end"),
    [
        ("yom kippur 2018", "2018-09-18", "2018-09-19"),  # Jewish holidays begin on the eve
        ("hanukkah 2018", "2018-12-02", "2018-12-10"),
        ("orthodox easter 2018", "2018-04-08", None),
        ("lent 2018", "2018-02-14", "2018-03-31"),
        ("eid al-adha 2018", "2018-08-22", None),
        ("navaratri 2018", "2018-10-10", "2018-10-18"),
        ("boss's day 2016", "2016-10-17", None),  # a Sunday: kept on the Monday
        ("MLK day of last year", "2012-01-16", None),
        ("next easter", "2013-03-31", None),  # the next one to come, not next year's
        ("2018年七夕", "2018-08-17", None),
        ("2018年除夕", "2018-02-15", None),
        ("勞動節", "2013-05-01", None),
    ],
)
def test_holidays_of_many_calendars(text, value, end):
    reading = parse(text, DUCKLING_REF)
    assert (reading.value, reading.end) == (value, end)


@pytest.mark.parametrize(
    ("text", "value", "end"),
    [
        ("more than two years ago", "2010-02-12", "2011-02-12"),
        ("twenty-odd years ago", "1984-02-12", "1993-02-12"),
        ("二十多年前", "1984-02-12", "1992-02-12"),
        ("两年多前", "2010-02-12", "2011-02-12"),
        ("earlier this year", "2013-01-01", "2013-02-12"),
    ],
)
def test_hedged_amounts_give_rough_ranges_not_dates(text, value, end):
    reading = parse(text, DUCKLING_REF)
    assert (reading.value, reading.end, reading.rough) == (value, end, True)


def test_half_units_and_edges():
    assert parse("a year and a half ago", DUCKLING_REF).value == "2011-08"
    assert parse("一年半以前", DUCKLING_REF).value == "2011-08"
    assert parse("last day of october 2015", DUCKLING_REF).value == "2015-10-31"
    assert parse("march first", DUCKLING_REF).value == "2013-03-01"
    assert (parse("first half of 2014", DUCKLING_REF).value, parse("H1 2014", DUCKLING_REF).end) == ("2014-01", "2014-06")
    assert parse("下个季度", DUCKLING_REF).value == "2013-Q2"


def test_numbers_are_not_holidays_inside_longer_numbers():
    assert [r.raw for r in find("我十一月去北京", DUCKLING_REF)] == ["十一月"]
    assert find("他住在五一路，今年二十一岁", DUCKLING_REF)[0].raw == "今年"
    assert [r.raw for r in find("五一假期去哪", DUCKLING_REF)] == ["五一"]
    assert [r.raw for r in find("I lent him money", DUCKLING_REF)] == []
    assert [r.raw for r in find("easter monday 2014 was cold", DUCKLING_REF)] == ["easter monday 2014"]


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [
        # a modifier is a rough window beside its time, never the time's own day; "right
        # after" reaches the month after, as people mean it (not three exact weeks)
        ("right after Spring Festival 2022", "2022-02-02", "2022-03-03"),
        ("shortly after New Year 2021", "2021-01-02", "2021-02-15"),
        ("right before Christmas 2020", "2020-11-25", "2020-12-24"),
        ("2022年春节后", "2022-02-02", "2022-03-18"),
        ("2021年国庆前", "2021-08-17", "2021-09-30"),
        ("春节前后", "2026-02-03", "2026-03-03"),
        ("刚过完春节", "2026-02-18", "2026-03-19"),
        ("2021年春节刚过", "2021-02-13", "2021-03-14"),  # "just after", said after the feast
        # code-switched: a year in digits without 年, before or after the feast
        ("right after 春节 2018", "2018-02-17", "2018-03-18"),
        ("2018 春节后", "2018-02-17", "2018-04-02"),
    ],
)
def test_a_modified_time_is_a_rough_window_beside_it(text, first, last):
    reading = parse(text, REF).to_json()
    assert (reading["kind"], reading["from"], reading["to"], reading["precision"]) == ("interval", first, last, "rough")
    [found] = find(f"I left {text} for good" if text.isascii() else f"我{text}离职了", REF)
    assert found.raw == text and found.rough


@pytest.mark.parametrize(
    ("text", "first", "last", "grain"),
    [
        ("from 2015 to 2018", "2015", "2018", "year"),
        ("between 2016 and 2018", "2016", "2018", "year"),
        ("2015-18", "2015", "2018", "year"),
        ("2015年到2018年", "2015", "2018", "year"),
        ("从2015到2018年", "2015", "2018", "year"),
        ("from March 2019 to June 2020", "2019-03", "2020-06", "month"),
        ("the summer before last", "2024-06", "2024-08", "month"),
        ("two winters ago", "2024-12", "2025-02", "month"),
        ("2022 年底", "2022-10", "2022-12", "month"),
    ],
)
def test_ranges_and_spaced_forms(text, first, last, grain):
    [found] = find(f"I lived there {text}." if text.isascii() else f"我{text}住在那里", REF)
    assert (found.kind, found.value, found.end, found.grain) == ("interval", first, last, grain), text


def test_a_deadline_keeps_its_day_and_typeset_chinese_keeps_its_date():
    assert [(r.raw, r.value) for r in find("Finish it before Friday", REF) if r.kind == "instant"] == [("Friday", "2026-03-20")]
    assert [(r.raw, r.value) for r in find("报告周五前交", REF)] == [("周五", "2026-03-20")]
    assert [(r.raw, r.value) for r in find("我 2019 年 3 月 5 日搬的家", REF)] == [("2019 年 3 月 5 日", "2019-03-05")]


def test_two_digit_year_before_a_code_switched_event_is_a_year_not_a_duration():
    assert [(r.raw, r.value) for r in find("15 年 PhD graduate 的时候, 我爸妈飞过来了", REF)] == [("15 年", "2015")]
    assert find("干了20年 PhD 研究", REF) == []


@pytest.mark.parametrize(
    ("text", "value"),
    [("下个月15号去面试", "2025-12-15"), ("下个月 15 号", "2025-12-15"), ("上个月3号", "2025-10-03"),
     ("next month on the 15th", "2025-12-15"), ("this month, the 20th", "2025-11-20")],
)
def test_a_day_after_a_month_said_as_such_is_that_months_day(text, value):
    # "下个月15号" was two readings, and the day the 15th of this month
    (reading,) = find(text, datetime(2025, 11, 3, 10, tzinfo=timezone.utc))
    assert (reading.value, reading.grain) == (value, "day")


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [("a christmas card from an old coworker", "2020-12-04", "2021-01-04"),  # the weeks around the feast, not its day
     ("drove up over Memorial Day weekend", "2021-05-29", "2021-06-02"),  # the days around it
     ("I walked out of that job at Christmas 2016", "2016-12-04", "2017-01-04")],  # at a feast: its time, not its day
)
def test_a_feasts_things_and_its_weekend_are_rough_windows_around_it(text, first, last):
    (reading,) = find(text, datetime(2021, 6, 5, 10, tzinfo=timezone.utc))
    assert (reading.value, reading.end, reading.rough) == (first, last, True)


def test_a_feasts_own_day_is_a_day():
    (reading,) = find("we got engaged on Christmas Day 2016", datetime(2021, 6, 5, 10, tzinfo=timezone.utc))
    assert (reading.value, reading.end, reading.rough) == ("2016-12-25", None, False)


def test_the_last_day_is_no_day_after():
    assert find("最后一天大家请我吃了烤鸭", datetime(2021, 6, 5, 10, tzinfo=timezone.utc)) == []
