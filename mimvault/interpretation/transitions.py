"""A change told as the way from the old value to the new: "Long-haul trucker to school bus driver",
"jumped from Kestrel Analytics to Marrowgate Games", "the switch from Swansea to Kilkenny", "left
Carlisle for Sligo", "Ex-Drummond Shipping, now Calloway Tea", "office manager → apprentice luthier",
"从出纳转成驾校教练".

One grammar of forms, not a pattern per slot: a lead word that says the old one is left (from, went
from, switched from, left, leaving, ex-, 从), the old value, a word that points on (to, for, →, now,
到, 转成), the new value. The slot is what the two values are, told by the lexicons the other readers
use: two places (the gazetteer) a home, two posts (the title grammar) a job, two stages a partner,
two organisations an employer. The new value is the user's now; the old one is left to the readers
of the past ("I left Yarrow Dental" is a departure already).
"""

from __future__ import annotations

import re

from .. import pattern_cache
from ..places import is_place
from .casing import is_common_word
from .cues import BACK_THEN, STAGE_WORDS, Cue, org_like, title_ok
from .lexicon import CJK, EN_ROLE_TITLE, ZH_ROLE_TITLE, ZH_WORKPLACE_ENDINGS
from .work_talk import named_by_kind

_I = re.IGNORECASE
# when the way was taken, after the new value of a line that is only the way ("… in four years", "… last spring")
_TIME_TAIL = pattern_cache.compile(r"\s+(?:(?:in|within|after|over)\s+(?:\w+\s+)?(?:years?|months?|weeks?|days?)|(?:last|this)\s+\w+|now|finally|at last)$", _I)
_ZH_WORKPLACE = pattern_cache.compile(rf"(?:{ZH_WORKPLACE_ENDINGS})$")
_NAMED = pattern_cache.compile(r"[A-Z][a-z'’-]+(?:\s[A-Z][a-z'’-]+)?")

# a value: a few words (a name, a post, a place), or a few Chinese characters
_VALUE = rf"(?:[A-Za-z][\w'’&.-]*(?:[ ](?!to\b|for\b|now\b|from\b)[A-Za-z][\w'’&.-]*){{0,4}}|[{CJK}]{{2,10}}?)"
_BEING = r"(?:being\s+)?(?:an?\s+|the\s+|['‘\"“])?"
# the forms, the more telling first (a line that is only the way is tried last)
_FORMS = tuple(
    pattern_cache.compile(form, _I)
    for form in (
        # "(went|going) from X to Y", "switched from X to Y", "jumped from X to Y", "the switch from X to Y"
        rf"(?:^|(?<=[\s,(—–-]))(?:(?:went|going|go|gone|moved|move|switched|switching|switch|jumped|jumping|shifted|swapped|traded|transferred|promoted)\s+)?"
        rf"from\s+{_BEING}(?P<old>{_VALUE})['’\"”]?\s+(?:to|→|->)\s+{_BEING}(?P<new>{_VALUE})",
        # "left Carlisle for Sligo", "leaving Yarrow Dental for Kinross Audio", "quit the bank for Monzo"
        rf"\b(?:left|leaving|quit|quitting|ditched|swapped|traded)\s+(?:the\s+)?(?P<old>{_VALUE})\s+for\s+(?:the\s+)?(?P<new>{_VALUE})",
        # "Ex-Drummond Shipping, now Calloway Tea"
        rf"\bex-(?P<old>{_VALUE}),?\s+now\s+(?:at\s+|in\s+|an?\s+)?(?P<new>{_VALUE})",
        # "Long-haul trucker to school bus driver.", "office manager → apprentice luthier": a line that is only the way
        rf"(?:^|(?<=[.!?]\s))(?P<old>{_VALUE})\s+(?:to|→|->)\s+(?:an?\s+)?(?P<new>{_VALUE})[ \t]*(?:[.!?…]+(?=\s|$)|$|(?=\n|[,，;；—–]))",
        # Chinese: "从出纳转成驾校教练" (a move, "从上海搬到昆山", is the movers' frame's)
        rf"从(?P<old>[{CJK}A-Za-z ]{{2,12}}?)(?:转成|转为|转岗成|转岗到|变成|换成|跳到|跳槽到|到)(?P<new>[{CJK}A-Za-z ]{{2,12}}?)(?=$|[，,。！!；;了啦\s])",
    )
)


def transition(text: str, filled: set[str], sentence: str = "") -> Cue | None:
    """The new value of a slot told as the way from the old one, in ``text`` — whoever the
    clause is about (the claim decides whose; a partner's stage is the user's relation to them)."""
    if BACK_THEN.search(sentence or text):
        return None  # "Back in my twenties I went from waiter to …": a way taken long ago
    for form in _FORMS:
        for m in form.finditer(text):
            old, new = _trimmed(m.group("old")), _trimmed(m.group("new"))
            if not old or not new:
                continue
            said_new = _TIME_TAIL.sub("", m.group("new").strip(" .,!'‘’\"“”"))
            if form is _FORMS[3] and (old.lower() != m.group("old").strip(" '‘’\"“”").lower() or new.lower() != said_new.lower()):
                continue  # a line that is only the way says nothing else ("Flying to Oslo with Henrik" is a trip)
            at = m.start("new")
            slot = _slot_of(old, new)
            if slot is None or slot in filled:
                continue
            if slot == "partner_stage":
                return Cue("relationship", STAGE_WORDS[new.lower()], None, (at, at + len(new)), about_user=True, confidence=0.8)  # type: ignore[arg-type]
            return Cue("fact", slot, new, (at, at + len(new)), confidence=0.85 if slot == "lives_in" else 0.8)
    return None


def _trimmed(value: str) -> str:
    """The value without what follows it in the clause: a name's capitalised words, a post's words."""
    value = value.strip(" .,!'‘’\"“”")
    words = value.split()
    if value[:1].isupper() and len(words) > 1 and words[1][:1].islower() and a_post(value[:1].lower() + value[1:]):
        value = value[:1].lower() + value[1:]  # "Long-haul trucker to …": a capital that opens a line, not a name's
    if value[:1].isupper():
        return re.match(r"[A-Z][\w'’&.-]*(?:\s+(?:&\s+|of\s+)?(?!I\b|I['’])[A-Z][\w'’&.-]*)*", value).group(0)
    return re.split(r"\s+(?:in|on|at|last|this|next|since|after|before|and|but|so|which|who|with|finally|now|already|lol)\b", value, maxsplit=1, flags=_I)[0]


def _slot_of(old: str, new: str) -> str | None:
    """What two values are the same kind of: places, stages, posts or organisations. (One known
    town makes a name on the other side a town: "left Carlisle for Sligo".)"""
    if any(" " not in v and is_common_word(v) for v in (old, new)):
        return None  # "Off to Pune to …": a word, not a place left
    if (is_place(new) or is_place(old)) and _NAMED.fullmatch(new) and _NAMED.fullmatch(old) and not named_by_kind(new):
        return "lives_in"
    if new.lower() in STAGE_WORDS and old.lower().strip("'‘’\"") in (*STAGE_WORDS, "just friends", "friends", "friend"):
        return "partner_stage"
    if a_post(new) and a_post(old):
        return "job"
    if _an_org(new) and (_an_org(old) or old.lower() in ("the council", "the civil service", "the bank", "the nhs")):
        return "employer"
    return None


def a_post(value: str) -> bool:
    """A post by the title grammar, its last three words at most ("air traffic control assistant")."""
    if re.match(f"[{CJK}]", value):
        return bool(re.fullmatch(ZH_ROLE_TITLE, value)) and title_ok(value, alone=False)
    words = value.split()
    tail = " ".join(words[-3:])
    return len(words) <= 5 and bool(re.fullmatch(EN_ROLE_TITLE, tail, _I)) and title_ok(tail, alone=False)


def _an_org(value: str) -> bool:
    """An organisation's name: capitalised words (or a Chinese workplace's), not a place or a person's post."""
    if re.match(f"[{CJK}]", value):
        # (a Chinese workplace by how its name ends: "从怕水到漂起来" is no change of employer)
        return bool(_ZH_WORKPLACE.search(value)) and org_like(value) and not is_place(value) and not a_post(value)
    words = value.split()
    return all(w[:1].isupper() or w in ("&", "and", "of") for w in words) and org_like(value) and not is_place(value) and (
        len(words) >= 2 or named_by_kind(value)
    )
