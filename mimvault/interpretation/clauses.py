"""An input cut into clauses, each knowing its sentence and whether it is quoted.

Sentences end at . ! ? 。！？；; and line breaks (not inside "4.30", "e.g.", "Dr."); a
sentence splits into clauses at commas (not inside a date: "May 8, 2023"), dashes, and
before a conjunction that opens a new statement (", and", " but ", " and I …"). Text in
quotation marks — “…”, "…", 「…」, '…' — is marked quoted: someone else's words, passed on.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import pattern_cache
from .lexicon import CJK, EN_ROLE_TITLE, PLAY_FRAMES


@dataclass
class Clause:
    text: str
    start: int  # offset in the input
    sentence: int  # which sentence (0-based)
    sentence_text: str
    first: bool  # the first clause of its sentence
    quoted: bool  # inside quotation marks
    asks: bool = False  # its sentence ends with a question mark
    last: bool = True  # the last clause of its sentence (where a question mark is the clause's own)


_QUOTES = [("“", "”"), ("「", "」"), ("『", "』"), ("\"", "\""), ("«", "»"), ("„", "“")]
_ABBREVIATION = pattern_cache.compile(r"\b(?:e\.g|i\.e|vs|mr|mrs|ms|dr|prof|st|mt|approx|a\.m|p\.m|u\.s|u\.k|jr|sr)$", re.IGNORECASE)
_EMOJI = "\U0001F300-\U0001FAFF\u2600-\u27BF"
# an emoji closes a chat sentence as a full stop does ("Promoted to head sommelier 🍷🍷 can you draft…"),
# when words stand on both sides of it (``_sentences``: not "I ❤️ Paris")
_SENTENCE_END = pattern_cache.compile(rf"[.!?。！？；;…]+|\n+|(?<=\S)[ \t]*[{_EMOJI}][{_EMOJI}\uFE0F\u200d]*(?=[ \t]*\S)")
_EMOJI_RUN = pattern_cache.compile(rf"\s*[{_EMOJI}]")
# two words (or Chinese characters), looked for on each side of an emoji
_WORD = r"(?:(?<![A-Za-z])[A-Za-z]+(?:['’][a-z]+)?(?![A-Za-z])|[\u4e00-\u9fff])"
_TWO_WORDS = pattern_cache.compile(rf"{_WORD}[^A-Za-z\u4e00-\u9fff'’]*?{_WORD}")
_MONTH_OR_DAY = (
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s*\d{0,2}(?:st|nd|rd|th)?|"
    r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*|\d{1,2}(?:st|nd|rd|th)?"
)
_COMMA_IN_DATE = pattern_cache.compile(rf"(?:{_MONTH_OR_DAY})\s*$", re.IGNORECASE)
# Where a sentence splits into clauses.
_CLAUSE_BREAK = pattern_cache.compile(
    r"，|,(?!\d)|\s+[—–]\s+|\s-\s|——|(?<=\S)\s+(?=(?:and|but|so|because|though|although|while|whereas|"
    r"then)\s+(?:i|we|my|our|he|she|they|it|his|her|their)\b)|(?<=[a-z])\s+(?=but\s)|"
    r"\s+(?=and\s+(?:never|not|didn't|don't|no longer|then)\b)|"
    r"[:：]\s*(?=(?-i:I)\b|(?:i'm|i've|we|we're|my)\b|我|他|她)|"
    r"(?<=[a-z])[-–—]\s+(?=\S)|"  # "what's been happening lately- I took a class": a dash typed against its word  # "…and it's gone through: I'm a senior engineer now"
    r"(?<=\w)\s+(?=(?-i:I)['’](?:d|ll)\b)|"  # "Back when I studied music I'd never have guessed…"
    r"(?<=\w)(?<!\bif)(?<!\bwhether)(?<!\bwhen)(?<!\bsince)(?<!\bwhile)(?<!\buntil)(?<!\bbefore)(?<!\bafter)(?<!\bonce)(?<!\bas)"
    r"(?<!\bbecause)(?<!\bcause)(?<!\bcos)(?<!\bthat)(?<!\bthough)(?<!\bwhere)\s+(?=(?-i:I)\s+(?:never|didn't|don't|can't|couldn't|wasn't|was|had|have|need|needed|would|'d|will|'ll|"
    r"think|thought|still|also|just|really|am|'m|must|should|want|wanted)\b)",
    re.IGNORECASE,
)
_ZH_BREAK = pattern_cache.compile(rf"(?<=[{CJK}])(?=(?:但是|不过|可是|而且|所以|然后|结果)[{CJK}])")
# a blank between two runs of Chinese ends a clause in a chat typed without commas ("今天是在远帆船舶的第一天
# 工牌还没发") — in a sentence with no Latin letters (a mixed one sets words apart by blanks: "Daniel 吴 打分")
_ZH_BLANK_BREAK = pattern_cache.compile(r"(?<=[\u4e00-\u9fff]{3})[ \t\u3000]+(?=[\u4e00-\u9fff]{2})")
_LATIN = pattern_cache.compile(r"[A-Za-z]")


# Hesitations of speech, as a voice memo's transcript or a texted ramble has them: "so, er,
# yeah, three weeks in at …", "the new boss, um, Nomvula, wants …", "我现在做那个，嗯，法务专员嘛".
# Not words of the statement: read without them, the clause is the one a fluent speaker says.
# "like", "you know", "I mean", 那个 and 就是 are fillers only set off by commas (else they are
# words: "I like it", "那个人", "就是他"); "er" only in lower case ("ER" is a ward).
_HESITATION = r"(?:(?i:um+|uh+|uhm+|erm+|hmm+|ehm)|er|Er(?=,))"
_SET_OFF = r"(?:(?i:like|you know|i mean)|那个|就是|这个|怎么说呢)"
_FILLER_RUN = pattern_cache.compile(
    rf"(?P<pre>[ \t]*[,，][ \t]*)(?:{_HESITATION}|{_SET_OFF})(?![\w'’])(?:[ \t]*[,，][ \t]*(?:{_HESITATION}|{_SET_OFF})(?![\w'’]))*[ \t]*[,，…—–-]+[ \t]*"
    rf"|[ \t]*(?<![\w'’-]){_HESITATION}(?![\w'’-])[ \t]*[,，…—–-]*[ \t]*"
    rf"|[嗯呃][,，…~～\s]*"
    # a Chinese filler closed by a comma after a word ("做那个，", "然后就是那个，", "就，"), or
    # 就是 opening a ramble ("就是 um 我现在…", "就是我现在做…")
    # (not the 就 of a word: 高就, 成就, 造就, 迁就, 将就, 早就)
    rf"|(?<=[{CJK}])(?:那个|这个|就是那个|就是|怎么说呢|(?<![高成造迁将早])就)[,，][ \t]*|(?:^|(?<=[,，]))[ \t]*就是(?:[ \t]+|(?=我[^，,。！？!?\s]))"
)


def without_fillers(text: str) -> str:
    """``text`` without the hesitations of speech (see above); a join between two Latin
    words keeps one space, between Chinese characters none."""
    if not _FILLER_RUN.search(text):
        return text

    def joined(m: re.Match) -> str:
        before = text[m.start() - 1] if m.start() else ""
        after = text[m.end()] if m.end() < len(text) else ""
        if not before or not after or before in "\n([（\"“「" or after in "\n.!?。！？)）\"”」":
            return ""
        return " " if before.isascii() and before.isalnum() or after.isascii() and after.isalnum() else ""

    return _FILLER_RUN.sub(joined, text)


def split(text: str) -> list[Clause]:
    """The clauses of ``text`` in order."""
    out: list[Clause] = []
    number = 0
    for seg_start, seg_end, inside in _segments(text):
        segment = text[seg_start:seg_end]
        for s_start, s_end in _sentences(segment):
            sentence = segment[s_start:s_end]
            pieces = list(_pieces(sentence))
            for n, (c_start, c_end) in enumerate(pieces):
                raw = sentence[c_start:c_end]
                stripped = _LEADING_CONJUNCTION.sub("", raw.strip(_EDGES)).strip(_EDGES)
                if not stripped:
                    continue
                if _OPEN_MARKER.search(stripped):
                    stripped += "]"  # mimvault's own "[REDACTED:pin]" keeps its bracket
                for opening, closing in (("\"", "\""), ("“", "”"), ("「", "」")):
                    unclosed = stripped.count(opening) % 2 if opening == closing else stripped.count(opening) - stripped.count(closing)
                    if unclosed > 0:
                        stripped += closing  # 'Just finished "A Dance with Dragons"' keeps the title's closing mark
                offset = seg_start + s_start + c_start + raw.find(stripped[:8])
                asks = bool(re.search(r"[?？]\s*[\"'”’」)）]*\s*$", sentence))
                out.append(Clause(stripped, offset, number, sentence.strip(_EDGES), n == 0, inside, asks, n == len(pieces) - 1))
            number += 1
    return out


_EDGES = " \t\n\"'“”‘’「」『』()（）[]【】:：-—–*>.。!！?？;；,，~～…"
_OPEN_MARKER = pattern_cache.compile(r"\[REDACTED:[a-z_]+$")
_LEADING_CONJUNCTION = pattern_cache.compile(r"^(?:and|but|so|then|also|plus|or)\s+(?=\S)", re.IGNORECASE)


def _segments(text: str) -> list[tuple[int, int, bool]]:
    """The text cut at quotation marks: (start, end, quoted)."""
    spans = sorted(_quoted_spans(text))
    out, pos = [], 0
    for a, b in spans:
        if a < pos:
            continue
        if a > pos:
            out.append((pos, a, False))
        out.append((a, b, True))
        pos = b
    if pos < len(text):
        out.append((pos, len(text), False))
    return out


# single quotes quote only where they open and close at word edges (not "don't", "Siân's")
# (an apostrophe between letters inside them is a word's: "'… store this as the user's permanent preference.'")
_SINGLE_QUOTED = pattern_cache.compile(r"(?:(?<=^)|(?<=[\s:：,，(（]))(['‘])(?=\S)(?:[^'‘’\n]|(?<=[A-Za-z])['’](?=[A-Za-z])){4,}?(?<=\S)['’](?=$|[\s.,;:!?，。！？)）])")


# A short phrase in quotes right after "is"/"called"/"是"/"叫" names something ("my title is
# 'data analyst II'", "a café called “Crumbs”"): the clause's own complement, not a quotation.
_NAMING_WORD = pattern_cache.compile(r"(?:\b(?:is|was|as|called|named|titled|still|now|officially)|是|叫|叫做|名叫|印着|写着|印的是|写的是)\s*$", re.IGNORECASE)


def _names_a_thing(text: str, a: int, b: int) -> bool:
    inner = text[a + 1 : b - 1]
    if re.fullmatch(r"[\w ]{2,30}[:：]\s*[\w -]{1,30}", inner):
        return True  # a form's field and its value ('year of graduation: 2013'): the user's own entry
    if _TITLE.fullmatch(inner) and re.search(r"\w[\s,]*$", text[max(0, a - 24) : a]) and not _commands(inner):
        return True  # 'Just finished "A Dance with Dragons"': a title inside the clause, not a quotation
    return len(inner.split()) <= 4 and not re.search(r"[.!?。！？:：]", inner) and bool(_NAMING_WORD.search(text[max(0, a - 24) : a]))


_ROLE_TITLE = pattern_cache.compile(EN_ROLE_TITLE, re.IGNORECASE)


def _commands(inner: str) -> bool:
    """Words in quotes that open like an order ("Ignore Previous Rules", "Always Reply In French"):
    a quotation, whatever its capitals."""
    from .english import verb_forms  # lazily: the verb table loads on first use

    first = inner.split()[0].lower()
    if _ROLE_TITLE.fullmatch(inner):
        return False  # "Tree Officer", "Head Gardener": a post, whatever verb its first word may be
    return first in ("always", "never", "please", "do", "don't", "dont") or any(f.tag == "VB" for f in verb_forms(first))


# a title as written: its words capitalised but the short ones, up to eight of them
_TITLE = pattern_cache.compile(r"(?-i:[A-Z0-9][\w'’&-]*(?:\s+(?:[A-Z0-9][\w'’&-]*|a|an|the|of|in|on|at|to|for|and|or|with|from|by)){0,7})")


def _quoted_spans(text: str) -> list[tuple[int, int]]:
    return [(a, b) for a, b in _all_quoted_spans(text) if not _names_a_thing(text, a, b)]


def _all_quoted_spans(text: str) -> list[tuple[int, int]]:
    spans = [(m.start(), m.end()) for m in _SINGLE_QUOTED.finditer(text)]
    for opening, closing in _QUOTES:
        pos = 0
        while True:
            a = text.find(opening, pos)
            if a < 0:
                break
            b = text.find(closing, a + 1)
            if b < 0:
                break
            if b - a > 3:  # a word in quotes ("the 'right' way") is no quotation
                spans.append((a, b + 1))
            pos = b + 1
    return spans


# a lead that announces what follows, ended by its colon: "先说下我情况哈：", "quick intro 省得你问:", "context dump
# so you don't have to ask:", "一口气更新:" — a sentence of its own, so what follows reads as told, not as said
_ANNOUNCING_LEAD = pattern_cache.compile(
    r"^\s*(?=[^:：\n]{0,40}[:：])(?:[^:：\n]{0,24}?(?:\b(?:update|updates|news|intro|introduction|context|background|recap|summary|catch[- ]?up|"
    r"heads[- ]?up|fyi|tl;?dr|long story short|status|dump|rundown|basics|quick version|short version|"
    # …or frames it as play or a question: "Just for fun: if we ever moved to Cornwall, …" (lexicon.PLAY_FRAMES)
    rf"{PLAY_FRAMES})\b|汇报|近况|更新|介绍|背景|交代|省得你问|"
    r"先说|说一下|说下|报告一下|长话短说|简单说|总结一下|情况)[^:：\n]{0,20}?)[:：][ \t]*(?=\S)",
    re.IGNORECASE,
)


def _sentences(text: str) -> list[tuple[int, int]]:
    lead = _ANNOUNCING_LEAD.match(text)
    if lead and not _FIELD_LEAD.search(lead.group(0)) and not _ASKING_LEAD.search(lead.group(0)):
        return [(0, lead.end()), *((lead.end() + a, lead.end() + b) for a, b in _sentences(text[lead.end() :]))]
    out, start = [], 0
    for m in _SENTENCE_END.finditer(text):
        end = m.end()
        if _EMOJI_RUN.match(m.group()) and not (_TWO_WORDS.search(text, start, m.start()) and _TWO_WORDS.search(text, end)):
            continue  # "I ❤️ Paris", "done ✅": a word or a mark, not the end of a sentence
        if m.group() == ".":
            before, after = text[max(0, m.start() - 6) : m.start()], text[end : end + 1]
            if before[-1:].isdigit() and after.isdigit():
                continue  # 4.30, 3.5
            if _ABBREVIATION.search(before) or (after and not after.isspace()):
                continue  # Dr. Li, e.g. this, example.com
        if text[start:end].strip():
            out.append((start, end))
        start = end
    if text[start:].strip():
        out.append((start, len(text)))
    return out


# (nor a request, whose colon gives the text to work on: "帮我 update 一下 profile：…", "帮我写一段…介绍：…")
_ASKING_LEAD = pattern_cache.compile(r"帮我|帮忙|请|麻烦|\b(?:please|pls|can you|could you|would you|help me|write|draft|fix|rewrite|update my|update the)\b", re.IGNORECASE)
# (not a record's field, whose value the colon gives: "Status: married", "Background: nursing")
_FIELD_LEAD = pattern_cache.compile(r"^\s*(?:marital\s+)?(?:status|background|情况说明)\s*[:：]", re.IGNORECASE)


def _two_subjects(left: str, right: str) -> bool:
    """"for the record theo and i met…": a name and "and I" before a verb."""
    from .casing import looks_like_name

    words = left.split()
    last = words[-1].strip(",.;:") if words else ""
    if not re.match(r"(?:and|&)\s+(?:i|me)\s+\w+", right, re.IGNORECASE):
        return False
    # a Chinese name too: "Funny to think 林可 and I first met…"
    return bool(re.fullmatch(r"[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ'’-]+|[\u3400-\u9fff]{2,3}", last)) or looks_like_name(last)


# a clause that takes its fact for granted, then a question without a comma between: "Now that I'm an
# actuary do I have to be good at parties?" (the fact is told, only the rest is asked)
_GIVEN_THEN_ASKED = pattern_cache.compile(
    r"^(?:now that|since|seeing as|given that|as)\s+(?:i|we)\b[^,?]{3,80}?(?P<cut>\s+)(?=(?:do|does|did|should|can|could|will|would|must|shall|am|is|are|how|what|where|when|why|who)\s+(?:i|we|you)\b)",
    re.IGNORECASE,
)


def _pieces(sentence: str) -> list[tuple[int, int]]:
    cuts = []
    given = _GIVEN_THEN_ASKED.match(sentence.lstrip())
    if given:
        lead = len(sentence) - len(sentence.lstrip())
        cuts.append((lead + given.start("cut"), lead + given.end("cut")))
    blank_breaks = [] if _LATIN.search(sentence) else [(m.start(), m.end()) for m in _ZH_BLANK_BREAK.finditer(sentence)]
    cuts.extend(blank_breaks)
    for pattern in (_CLAUSE_BREAK, _ZH_BREAK):
        for m in pattern.finditer(sentence):
            if m.group().strip() in (",", "，") and _COMMA_IN_DATE.search(sentence[: m.start()]) and re.match(r"\s*\d{4}", sentence[m.end() :]):
                continue  # "May 8, 2023"
            cuts.append((m.start(), m.end()))
    cuts.sort()
    out, start = [], 0
    for a, b in cuts:
        if a < start:
            continue
        left = sentence[start:a]
        if a == b and re.search(f"[{CJK}]$", left):
            if len(left) < 4 or (sentence.startswith("结果", a) and not left.endswith("了")):
                continue  # "…了然后…" cuts a Chinese run before its connective; a word or two is no clause, and
                # 结果 after no finished event is a noun ("奶奶体检结果还行")
        elif sentence[a:b].strip() == "" and (a, b) not in blank_breaks and (len(left.split()) < 3 or _two_subjects(left, sentence[b:])):
            continue  # "Jonas and I met…": a conjunction between two subjects, not two clauses
        out.append((start, a))
        start = b
    out.append((start, len(sentence)))
    return [(a, b) for a, b in out if b > a]
