"""Fuzzy time: readings of time expressions that are never more precise than their words.

    parse("last April", ref)           -> TimeReading(kind="instant", value="2025-04", grain="month")
    parse("mid-2021", ref)             -> an interval 2021-05..2021-08 at month grain, rough
    parse("疫情后不久", ref)            -> kind="unresolved": raw text kept, no date invented
    find("I moved to Tokyo last April", ref) -> the readings inside a sentence, with their offsets

A reading keeps the raw text, a value or an interval, a grain (year, quarter, month,
week, day, hour, minute) and a confidence. Relative expressions resolve against the
mention time ``ref`` (when it was said), never the system clock. A date without a year
resolves to its nearest occurrence, unless the sentence's tense says past or future.

``python -m mimvault.timeparse --jsonl`` implements the benchmark runner's contract.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable
from datetime import datetime, timezone
from functools import lru_cache
from typing import TextIO

from ._calendar_forms import calendar_grain, parse_calendar, period_bounds
from ._combine import Found, combined
from ._core import Context, Rule, Span, TimeReading
from .. import pattern_cache
from ..chinese_script import mandarin

__all__ = ["TimeReading", "calendar_grain", "find", "parse", "parse_calendar", "period_bounds", "tense"]

# One character for one character, so offsets survive: full-width forms, traditional
# characters and written Cantonese (chinese_script: 今日, 聽日, 舊年 are days and years too).
_FULL = "０１２３４５６７８９：，（）－　"
_HALF = "0123456789:,()- "
_TABLE = str.maketrans(_FULL, _HALF)


def normalize(text: str) -> str:
    return mandarin(text).translate(_TABLE)


@lru_cache(maxsize=1)
def _rules() -> list[Rule]:
    """Every rule, English then Chinese: compiled on first use (~0.2 s of patterns), so a
    command that only reads calendar forms or period bounds never pays for them."""
    from . import _chinese, _english

    return _english.RULES + _chinese.RULES


def _filler() -> re.Pattern[str]:
    from . import _english

    return _english.FILLER
# the irregular pasts of common verbs ("someone who spent Friday repointing": that Friday is past)
_IRREGULAR_PASTS = (
    "ate began bent bit blew bought broke brought built burnt caught chose came cost cut dealt did drank drew drove dug "
    "fed felt fell fled flew fought forgot found froze gave got grew hung heard held hid hit hurt kept knew laid led lent "
    "let lit lost made meant met paid put quit ran rang read rode rose sang sank sat saw said sent set shook shot shut "
    "slept sold spent spoke spun stood stole stuck swam swore taught tore told took thought threw understood went woke "
    "wore won wound wrote"
)
_PAST = pattern_cache.compile(
    r"\b(?:ago|was|were|had|moved|left|joined|started|graduated|married|born|used to|"
    r"last|previous|earlier|\w+ed|" + _IRREGULAR_PASTS.replace(" ", "|") + r")\b|了|过|曾|去年|前年|上个?[月周]|昨",
    re.IGNORECASE,
)
_FUTURE = pattern_cache.compile(
    r"\b(?:will|shall|going to|gonna|plan(?:ning)? to|next|upcoming|coming|tomorrow|soon)\b|要|将|会|打算|计划|准备|下个?[月周]|明年|明天",
    re.IGNORECASE,
)


def tense(sentence: str) -> str | None:
    """past, future, or None: which way a yearless date in this sentence leans."""
    past, future = bool(_PAST.search(sentence)), bool(_FUTURE.search(sentence))
    return "past" if past and not future else "future" if future and not past else None


def _reading(span: Span | str | None, raw: str, start: int, stop: int, rule_name: str) -> TimeReading | None:
    if span is None:
        return None
    if isinstance(span, str):  # "unresolved": keep the words, invent no date
        return TimeReading(raw, "unresolved", grain="rough", confidence=0.5, rough=True, start=start, stop=stop)
    kind = span.kind
    value = span.fmt(span.start)
    end = span.fmt(span.end) if kind == "interval" else None
    if kind == "instant" and span.grain not in ("day", "minute") and span.fmt(span.start) != span.fmt(span.end):
        end = None  # a month or a year is one value at its grain
    confidence = 0.6 if span.rough else 0.85 if rule_name in ("month", "z_month", "weekday", "z_weekday") else 0.9
    return TimeReading(raw, kind, value, end, span.grain, confidence, span.rough, start, stop)


def _ref(ref: datetime | None) -> datetime:
    return ref if ref is not None else datetime.now(timezone.utc)


def parse(text: str, ref: datetime | None = None, direction: str | None = None) -> TimeReading:
    """Read ``text`` as one time expression, relative to ``ref`` (the mention time)."""
    raw = text
    normalized = normalize(text).strip()
    ctx = Context(_ref(ref), direction)
    candidates = [normalized]
    core = _filler().fullmatch(normalized)
    if core and core.group("core") != normalized:
        candidates.append(core.group("core"))
    stripped = re.sub(r"^(?:大概|大约|差不多|约|在|于)|(?:左右|前后|的时候|那天|那会儿|期间)$", "", normalized)
    if stripped and stripped != normalized:
        candidates.append(stripped)
    for candidate in candidates:
        whole = [f for f in _found(candidate, ctx) if f.rule in ("range", "modified") and f.start == 0 and f.stop == len(candidate)]
        if whole:
            reading = _reading(whole[0].span, raw, 0, len(raw), whole[0].rule)
            if reading:
                return reading
        for current in _rules():
            m = current.pattern.fullmatch(candidate)
            if not m:
                continue
            try:
                span = current.resolve(m, ctx)
            except (ValueError, KeyError, TypeError):
                continue  # 31 February, a month 13: not this rule's reading
            reading = _reading(span, raw, 0, len(raw), current.name)
            if reading:
                return reading
    return TimeReading(raw, "none", start=0, stop=len(raw))


def find(text: str, ref: datetime | None = None, direction: str | None = None) -> list[TimeReading]:
    """Time expressions inside ``text``, left to right, longest first where they overlap.

    ``direction`` defaults to the sentence's tense (see ``tense``)."""
    normalized = normalize(text)
    ctx = Context(_ref(ref), direction if direction is not None else tense(text))
    return [_reading(f.span, text[f.start : f.stop], f.start, f.stop, f.rule) for f in _found(normalized, ctx)]  # type: ignore[misc]


def _found(normalized: str, ctx: Context) -> list[Found]:
    pool: list[Found] = []
    for current in _rules():
        if not current.searchable and current.name not in ("unresolved", "z_unresolved"):
            continue
        for m in current.pattern.finditer(normalized):
            if m.end() <= m.start():
                continue
            m = _longest(current.pattern, normalized, m)
            if not _word_bounded(normalized, m.start(), m.end()):
                continue
            try:
                span = current.resolve(m, ctx)
            except (ValueError, KeyError, TypeError):
                continue
            if span is None:
                continue
            start = m.start()
            lead = _LEADING_WORD.match(normalized, start, m.end())
            if lead and m.groupdict().get("at"):
                lead = None  # "at Christmas 2016" is the time around the feast: the word is read again with it
            if lead and lead.end() < m.end():
                start = lead.end()  # "in May 2015" is kept as "May 2015"
            pool.append(Found(start, m.end(), span, current.name, m.end() - m.start()))
    # ranges and modifiers join what was read without the vague rules' help
    plain = _choose([f for f in pool if not isinstance(f.span, str)])
    joined = combined(normalized, plain)
    # a vague rule's reach ("right after … for good") yields to what the words did resolve
    pool = [f for f in pool if not (isinstance(f.span, str) and any(f.start <= j.start < f.stop for j in joined))]
    return sorted(_choose(pool + joined), key=lambda f: f.start)


def _choose(pool: list[Found]) -> list[Found]:
    """Non-overlapping expressions, the longest first (a reading before "unresolved")."""
    ranked = sorted(pool, key=lambda f: (-f.extent, isinstance(f.span, str), f.start))
    taken: list[Found] = []
    for f in ranked:
        if not any(f.start < t.stop and t.start < f.stop for t in taken):
            taken.append(f)
    return taken


_EXTEND = 32  # how far past a match a longer reading of the same rule is looked for


def _longest(pattern: re.Pattern[str], text: str, m: re.Match[str]) -> re.Match[str]:
    """The longest match of ``pattern`` starting where ``m`` does: alternation takes the
    first alternative that fits ("easter" before "easter monday"), a reader wants the
    whole phrase."""
    stop = min(len(text), m.end() + _EXTEND)
    for end in range(stop, m.end(), -1):
        if end < len(text) and text[end - 1].isascii() and text[end - 1].isalnum() and text[end].isascii() and text[end].isalnum():
            continue  # not a word boundary
        longer = pattern.fullmatch(text, m.start(), end)
        if longer is not None:
            return longer
    return m


_LEADING_WORD = pattern_cache.compile(r"(?:(?:in|on|at|since|until|till|by|from|during|through|before|after|around|about|circa)\s+)+", re.IGNORECASE)


def _word_bounded(text: str, start: int, stop: int) -> bool:
    """An English match must not start or end inside a word ("may" in "mayor")."""
    before = text[start - 1] if start > 0 else " "
    after = text[stop] if stop < len(text) else " "
    ascii_word = pattern_cache.compile(r"[A-Za-z0-9]")
    first, last = text[start], text[stop - 1]
    return not (ascii_word.match(before) and ascii_word.match(first)) and not (ascii_word.match(after) and ascii_word.match(last))


def answer_jsonl(lines: Iterable[str], out: TextIO, err: TextIO) -> None:
    """The runner contract: {"id", "text", "ref_time"} lines in, one reading per line out."""
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            case = json.loads(line)
            case_id = case["id"]  # read before the work: a case without one is reported, not answered
            ref = datetime.fromisoformat(case["ref_time"].replace("Z", "+00:00"))
            # a lone surrogate ("\\ud800" in the JSON) is no character: read around it
            reading = parse(re.sub("[\ud800-\udfff]", "\ufffd", case["text"]), ref)
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            print(f"line {number}: not a case with id, text and ref_time ({type(exc).__name__}); skipped", file=err)
            continue
        print(json.dumps({"id": case_id, **reading.to_json()}, ensure_ascii=False).encode("utf-8", "replace").decode("utf-8"), file=out)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv != ["--jsonl"]:
        print("usage: python -m mimvault.timeparse --jsonl < cases.jsonl", file=sys.stderr)
        return 2
    answer_jsonl(sys.stdin, sys.stdout, sys.stderr)
    return 0
