"""A word the writer takes back at once: "安庆——不对，是安康", "Dunedin — sorry, typo, Duluth",
"Jason——sorry，是 Jayson Ong", "Hallmark — no wait, not Hallmark, Harrowmark Insurance".

People type fast and mend in the same message. The value said first is a slip, not a second
value: storing it would make a wrong memory (a home never lived in) or a false contradiction.
``corrections(text)`` finds each taking-back — the word of correction after a value, then the
value meant — and ``mended(obj, text, found)`` gives the value meant for a value a frame read
from just before one.

A value of an *earlier* message is taken back too ("Correction: it's Bradford, not Leeds", "I told you
Nordwell Bank — I meant Nordway Bank", "更正一下之前说的，不是无锡，是常州"): ``said_wrongly(text)`` gives the
values a message says were said wrongly, when it takes something back in so many words, and
``meant_instead(text, wrong)`` the value meant when no frame reads one. Governance rejects the memories
of the wrong value (``Governor.take_back``).
"""

from __future__ import annotations

import re

from .. import pattern_cache
from .lexicon import CJK

# the words that take back what was just typed or said
_CUE = r"(?:不对不对|不对|不是不是|打错了?|写错了?|说错了?|讲错了?|错了|我是说|应该是|哦不是|哦是|啊不是|更正一下|更正|(?i:\b(?:no\s+wait|wait\s+no|oh\s+wait|sorry|i\s+mean|i\s+meant|typo|oops|correction|or\s+rather|make\s+that|i\s+should\s+say)\b))"
# a sound made while finding the word, before the taking-back: "stenographer, ugh, correction, sonographer"
_HESITATION = r"(?:(?i:\b(?:ugh|um+|uh+|er+m?|hmm+|oh|no)\b)|呃|嗯|啊|呀)"  # ("no, sorry, Colm": a "no" only before a word of correction)
# an excuse for the slip, said before or after the value meant: "— Tern, TERN Analytics, autocorrect hates me"
_EXCUSE = r"(?:(?i:\b(?:auto-?correct\w*|stupid\s+(?:phone|keyboard)|fat\s+fingers?|my\s+thumbs|voice\s+typing|voice\s+to\s+text|dictation)\b)|手滑|打错字|语音打错了|输入法)"
# "Zagreb— no, Zadar": a bare "no" takes back only right after a dash
_DASH_NO = r"(?:(?i:\b(?:no|ugh))(?=[ \t]*[,，]))"
_CORRECTION = pattern_cache.compile(
    rf"[ \t]*(?:(?:——|—|–|\s-\s|…+|\.{{3}})[ \t]*{_DASH_NO}|(?:——|—|–|\s-\s|…+|\.{{3}})?[ \t]*[,，]?[ \t]*(?:{_HESITATION}[ \t]*[,，]?[ \t]*)*{_CUE})(?:[ \t]*[,，!！]?[ \t]*(?:{_CUE}|{_EXCUSE}))*[ \t]*[,，:：!！]*[ \t]*"
    # "not Hallmark," — the slip named again before the value meant
    rf"(?:(?i:not)\s+(?P<named>[^,，]{{1,30}})[,，]\s*|不是\s*(?P<named_zh>[^,，]{{1,12}})[,，]\s*)?"
    rf"(?:(?:(?i:title|name|job)|职位|岗位|名字)\s*(?:是|(?i:is))\s*|是\s*|(?i:it['’]?s)\s+)?"
    rf"(?P<right>(?-i:[A-Z])[\w'’&-]*(?:\.[\w'’&-]+)*(?:\s+(?-i:[A-Z])[\w'’&-]*(?:\.[\w'’&-]+)*)*|(?:an?\s+|the\s+)?(?-i:[a-z])[\w'’-]*(?:\s+(?-i:[a-z])[\w'’-]*){{0,2}}|[{CJK}]{{1,8}}?)"
    rf"(?=$|[\s,，。.!！?？;；、()（）]|的|了)"
)
_ANY_CUE = pattern_cache.compile(rf"{_CUE}|{_EXCUSE}|(?:——|—|–|\s-\s)[ \t]*{_DASH_NO}")
# the value meant right after a dash, an excuse after it: "Fern Analytics — Tern, TERN Analytics, autocorrect
# hates me", "Deklan — Declan, sorry, Declan Shaw", "my finance Ruth — fiancée, stupid phone"
_VALUE = rf"(?:(?-i:[A-Z])[\w'’&-]*(?:\s+(?-i:[A-Z])[\w'’&-]*)*|(?-i:[a-z])[\w'’-]*(?:\s+(?-i:[a-z])[\w'’-]*){{0,2}}|[{CJK}]{{1,8}}?)"
_DASH_THEN_VALUE = pattern_cache.compile(
    rf"[ \t]*(?:——|—|–|\s-\s)[ \t]*(?P<first>{_VALUE})(?:[ \t]*[,，][ \t]*(?P<again>{_VALUE}))?[ \t]*[,，!！]+[ \t]*(?:{_CUE}|{_EXCUSE})"
    rf"(?:[ \t]*[,，!！][ \t]*(?:(?i:it['’]?s)\s+|是\s*)?(?P<last>{_VALUE})(?=$|[\s,，。.!！?？;；]))?"
)
# what may stand between the slip and the word of correction: "Muar 了——不对…"
_AFTER_SLIP = pattern_cache.compile(r"[ \t]*(?:了|啦|呀|啊|哎呀|哎|诶|呃)*[ \t]*$")


# an apology is a correction only set off by a dash or said with "typo" ("Rhiannon — sorry, Rhian"), not
# "Marigold Insurance, sorry I went quiet"
_APOLOGY_ONLY = pattern_cache.compile(r"^[\s,，]*(?:(?i:sorry|oops)[\s,，!！]*)+$")
# a clause, not a value: "— I mean, we signed in September"
_A_CLAUSE = pattern_cache.compile(r"^(?:(?:i|i'm|we|he|she|they|it|you)(?:\s|$)|我|你|他|她|[\w-]+['’]s\s)", re.I)  # ("Eva's HR": she is, a clause)


def corrections(text: str) -> list[tuple[int, str]]:
    """``(where the word of correction starts, the value meant)`` for each taking-back in ``text``."""
    if not _ANY_CUE.search(text):
        return []
    found = []
    for m in _CORRECTION.finditer(text):
        right = _meant(m.group("right"))
        if right and not _only_an_apology(text[m.start() : m.start("right")]):
            found.append((m.start(), right))
    return found


def _meant(value: str, owners: bool = False) -> str | None:
    """The value meant, without its article (and "my", "our" where ``owners``), or None: a clause
    ("— I mean, we signed…") or a part of the place said ("淮安下面的涟水") takes nothing back."""
    words = r"an?|the|my|our" if owners else r"an?|the"
    value = re.sub(rf"^(?:{words})\s+", "", value.strip(), flags=re.I)
    return None if not value or _A_CLAUSE.match(value) or _REFINES.search(value) else value


def _only_an_apology(said: str) -> bool:
    """"Marigold Insurance, sorry I went quiet": an apology not set off by a dash takes nothing back."""
    return bool(_APOLOGY_ONLY.match(re.sub(r"[—–…]|\s-\s|\.{3}|是|(?i:it['’]?s)", "", said))) and not re.search(r"[—–…]|\s-\s", said)


def _shape(value: str) -> str:
    """What kind of word a value is written as: Chinese, a name (capitalised) or a common word."""
    if re.match(f"[{CJK}]", value):
        return "zh"
    return "name" if value[:1].isupper() else "word"


def mended(obj: str | None, text: str, found: list[tuple[int, str]]) -> str | None:
    """The value meant, when ``obj`` is the value typed last before a word of correction in
    ``text`` (a few words of its clause may come between: "Dunedin for six weeks — sorry, typo,
    Duluth") and the value after it is written the same way (a name for a name: "Leeds, sorry
    about the late reply" takes nothing back)."""
    if not obj or not found:
        return None
    for at, right in found:
        before = text[:at]
        where = before.rfind(obj, max(0, at - 48))
        if where < 0 or right.lower() == obj.lower() or _shape(right) != _shape(obj):
            continue
        between = before[where + len(obj) :]
        if _AFTER_SLIP.fullmatch(between) or (
            _shape(obj) != "zh" and not re.search(r"(?-i:[A-Z])|[.!?。！？]", between) and len(between) <= 30
        ):
            return right
    return None


# a part of the place said, not a slip: "淮安…说错了是淮安下面的涟水"
_REFINES = pattern_cache.compile(rf"^[{CJK}]{{2,4}}?(?:下面|那边|这边|附近|旁边|郊区)")
_NOT_A_SLIP = frozenset(("my", "the", "a", "an", "is", "am", "are", "was", "to", "in", "at", "of", "and", "i", "me", "our", "your"))


def repaired(text: str) -> str:
    """``text`` with each slip that stands right before its taking-back replaced by the value
    meant ("I've moved to Zagreb— no, Zadar, …" -> "I've moved to Zadar, …"; "my fiancé — sorry,
    husband!!" -> "my husband!!"), so every frame reads the message as meant, whatever the value
    is: a place, a name, a post, a partner's stage. A slip named in the taking-back ("oh wait 不是
    Bramblewood, 是 Bramblegate Analytics") is mended where it was typed."""
    if not _ANY_CUE.search(text):
        return text
    for _ in range(3):  # a message may mend more than once
        mend = _first_mend(text)
        if mend is None:
            break
        slip_start, slip_end, cut_start, cut_end, right = mend
        text = text[:slip_start] + right + text[slip_end:cut_start] + text[cut_end:]
    return text


def _first_mend(text: str) -> tuple[int, int, int, int, str] | None:
    for m in sorted((*_CORRECTION.finditer(text), *_DASH_THEN_VALUE.finditer(text)), key=lambda m: m.start()):
        if "last" in m.re.groupindex:  # a dash, the value meant, then the excuse
            group = "last" if m.group("last") else "again" if m.group("again") else "first"
            right, cut_end, named = m.group(group), m.end(group), None
        else:
            right, cut_end = m.group("right"), m.end("right")
            named = (m.group("named") or m.group("named_zh") or "").strip() or None
            apology = _only_an_apology(text[m.start() : m.start("right")])
        right = _meant(right, owners=True)
        if right is None:
            continue
        slip = _named_slip(text, m.start(), named, right) if named else _slip_before(text, m.start(), right)
        if slip is None:
            continue
        start, end = slip
        if text[start:end].lower() == right.lower():
            continue
        if "last" not in m.re.groupindex and apology and not _alike(text[start:end], right):
            continue  # "Marigold Insurance, sorry I went quiet" (but "Pebblewood, sorry, Pebblewick Studios" mends a slip)
        return start, end, m.start(), cut_end, _in_slips_case(right, text[start:end])
    return None


def _slip_before(text: str, at: int, right: str) -> tuple[int, int] | None:
    """Where the slip ends right before ``at``: a value written the same way as the one meant."""
    before = text[:at]
    end = len(before) - len(_AFTER_SLIP.search(before).group(0))
    before = before[:end]
    n = len(right.split())
    shape = _shape(right)
    if shape == "name":
        run = re.search(r"(?<![\w'’&.-])(?-i:[A-Z])[\w'’&.-]*(?:\s+(?-i:[A-Z])[\w'’&.-]*)*$", before)
        if not run:
            return None
        words = list(re.finditer(r"\S+", run.group(0)))
        first = words[-min(n, len(words))]
        return run.start() + first.start(), end
    if shape == "word":
        m = re.search(rf"(?<![\w'’-])(?P<slip>(?-i:[a-z])[\w'’-]*(?:\s+(?-i:[a-z])[\w'’-]*){{{n - 1}}})(?P<name>\s+(?-i:[A-Z])[\w'’-]*)?$", before)
        if not m or any(w.lower() in _NOT_A_SLIP for w in m.group("slip").split()):
            return None
        return m.start("slip"), m.end("slip")
    # the run of characters before that shares the most with the value meant, place by place, about as long
    # as it and opening with no word of the telling (是, 在…) ("阎春——不对，阎春梅": 阎春, not 是阎春; "搬到福州了，错了，是湖州": 福州), a verb
    # or two after it ("归阮慧玲管，不对，…阮慧琳"); two Chinese words that share no character are left
    # to the frame that read the slip
    best: tuple[tuple[int, bool, int, int, int], int, int] | None = None  # ((shared, a one-character slip, -characters not shared, -length off, -after), start, end)
    for after in range(0, 3):
        stop = len(before) - after
        for size in range(2 if len(right) > 1 else 1, len(right) + 2):
            slip = before[stop - size : stop]
            if stop - size < 0 or not re.fullmatch(f"[{CJK}]+", slip) or slip[0] in _NOT_A_NAME_START:
                continue
            # characters in the same places, counted from the start or from the end ("营养师" in "注册营养师")
            shared = max(sum(a == b for a, b in zip(slip, right)), sum(a == b for a, b in zip(slip[::-1], right[::-1])))
            # (a slip of one character in a word as long: "阮慧玲" for "阮慧琳"; else the fewest characters not shared:
            # "营养师" for "注册营养师", not "现在是营养师")
            if after and (shared < 2 or not re.fullmatch(f"[{CJK}]+", before[stop:])):
                continue  # a verb between the slip and the taking-back ("归阮慧玲管，不对"), never a mark
            typo = size == len(right) and shared >= len(right) - 1
            rank = (shared, typo, shared - size, -abs(size - len(right)), -after)
            if shared * 2 >= min(len(slip), len(right)) and shared and (best is None or rank > best[0]):
                best = (rank, stop - size, stop)
    return (best[1], best[2]) if best else None


_NOT_A_NAME_START = frozenset("是在了的我你他她就也都把被给到去来搬叫说")


def _named_slip(text: str, at: int, named: str, right: str) -> tuple[int, int] | None:
    """The slip the taking-back names, where it was typed before it (with the rest of its name)."""
    where = text.rfind(named, 0, at)
    if where < 0:
        return None
    end = where + len(named)
    if _shape(right) == "name":
        rest = re.match(r"(?:\s+(?-i:[A-Z])[\w'’&.-]*)*", text[end:at])
        if rest and len(right.split()) > len(named.split()):
            end += rest.end()
    return where, end


def _alike(slip: str, right: str) -> bool:
    """Two values that sound or look alike, as a slip and the word meant do ("Pebblewood" and
    "Pebblewick Studios", "stenographer" and "sonographer")."""
    from difflib import SequenceMatcher

    a, b = slip.lower().split()[0] if slip.split() else slip.lower(), right.lower().split()[0] if right.split() else right.lower()
    return a[:3] == b[:3] or SequenceMatcher(None, a, b).ratio() >= 0.6


def _in_slips_case(right: str, slip: str) -> str:
    """A word shouted to mend a slip is written as the slip was: "Fern Analytics — TERN Analytics" -> "Tern"."""
    if any(w.isupper() and len(w) > 1 for w in slip.split()):
        return right
    return " ".join(w.capitalize() if w.isupper() and len(w) > 1 and w.isalpha() else w for w in right.split(" "))


# --- a value of an earlier message, taken back now --------------------------------------------
# "Correction to what I said before: it's Bradford, not Leeds", "Wait, I told you Nordwell Bank — I meant
# Nordway Bank", "更正一下之前说的，不是无锡，是常州": a word of correction, and the value said wrongly,
# named. The statement's value is the one meant; the earlier memory of the wrong one is taken back with it.
_EARLIER_CUE = pattern_cache.compile(
    r"\b(?:correction|correcting|i\s+meant|i\s+mean|typo|my\s+mistake|my\s+bad|got\s+it\s+wrong|said\s+it\s+wrong|scratch\s+that|"
    r"(?:i\s+)?(?:said|told\s+you|wrote|put|typed)\s+(?:it\s+)?wrong)\b"
    r"|更正|纠正|我是说|说错了|写错了|打错了|记错了|搞错了|弄错了|口误|说成了|写成了|打成了",
    re.I,
)
_WRONG_VALUE = pattern_cache.compile(
    r"\bnot\s+(?:in\s+|at\s+|with\s+|for\s+)?(?P<x>(?-i:[A-Z])[\w'’&.-]*(?:\s+(?-i:[A-Z])[\w'’&.-]*){0,3})"
    r"|\b(?:i\s+(?:said|told\s+you|wrote))\s+(?:it\s+was\s+|it's\s+)?(?P<x2>(?-i:[A-Z])[\w'’&.-]*(?:\s+(?-i:[A-Z])[\w'’&.-]*){0,3})"
    rf"|不是\s*(?P<x3>[{CJK}]{{2,8}}?|(?-i:[A-Z])[\w'’&.-]*(?:\s+(?-i:[A-Z])[\w'’&.-]*){{0,3}})\s*(?=[，,。；;！!、]|而是|是|$|了|啊)"
    rf"|(?:说成了?|写成了?|打成了?)\s*(?P<x4>[{CJK}]{{2,8}}?|(?-i:[A-Z])[\w'’&.-]*(?:\s+(?-i:[A-Z])[\w'’&.-]*){{0,3}})(?=[，,。；;！!、]|了|$)",
    re.I,
)


def said_wrongly(text: str) -> list[str]:
    """The values ``text`` says were said wrongly before ("…it's Bradford, not Leeds" -> ["Leeds"]), when it
    takes something back in so many words; [] when it does not."""
    if not _EARLIER_CUE.search(text):
        return []
    out = []
    for m in _WRONG_VALUE.finditer(text):
        value = next(v for v in m.groups() if v)
        if not _A_CLAUSE.match(value):
            out.append(value.strip().rstrip(".,"))
    return out


# the value meant, beside the value taken back: "不是无锡，是常州", "it's Bradford, not Leeds", "I meant Nordway"
_MEANT_VALUE = pattern_cache.compile(
    rf"(?:(?<![\w])(?:it['’]s|it\s+is|it\s+was|i\s+meant|i\s+mean|should\s+(?:be|read|say))\s+|(?:而是|应该是|是)\s*)"
    rf"(?P<y>(?-i:[A-Z])[\w'’&.-]*(?:\s+(?-i:[A-Z])[\w'’&.-]*){{0,3}}|[{CJK}]{{2,8}}?)(?=\s*(?:[，,。.；;！!、]|$|了|啊|哈|才对|，|\s+not\b))",
    re.I,
)


def meant_instead(text: str, wrong: str) -> str | None:
    """The value ``text`` says was meant instead of ``wrong`` ("更正一下，不是无锡，是常州" -> 常州)."""
    for m in _MEANT_VALUE.finditer(text):
        value = m.group("y").strip().rstrip(".,")
        if value and value.lower() != wrong.lower() and not _A_CLAUSE.match(value) and wrong not in value:
            return value
    return None
