"""A value told in short, with only when it began: "Mossgiel Dairy, since August.", "Leeds now,
since March", "home = Kelowna as of the 1st", "work: Dovetail Joinery since the spring", "Home is
Tralee these days", "Portree's where I live now".

The way people answer a question nobody wrote down: the value, then a time that says it still holds
(since…, as of…, these days, for good). The slot is a label's when there is one (home, work, job,
boss), else what the value is by the shared lexicons (a town of the gazetteer, an organisation by its
kind word, a post by the title grammar). "Now" alone is not enough ("Paris now, back Sunday" is a
trip); a time since which it holds is.
"""

from __future__ import annotations

import re

from .. import pattern_cache
from ..places import is_place
from .cues import Cue, org_like
from .transitions import a_post
from .work_talk import named_by_kind

_I = re.IGNORECASE

_HOLDS = r"(?:since\s+(?:the\s+)?[\w'’-]+(?:\s+\d{1,4})?|as of\s+(?:the\s+)?[\w'’-]+(?:\s+\d{1,4})?|these days|nowadays|for good)"
_LABEL = r"(?P<label>home|work|job|role|title|employer|boss|manager|location|based)"
_END = r"[\s.!]*(?:[^\w\s]{1,4}[\s.!]*)?$"  # (an emoji may end it)
_SHORT = tuple(
    pattern_cache.compile(form, _I)
    for form in (
        # "home = Kelowna as of the 1st", "work: Dovetail Joinery now", "Home is Tralee these days" (a label: "now" will do)
        rf"^\s*{_LABEL}\s*(?:=|:|is|'s|’s)\s*(?:now\s+)?(?P<v>[A-Za-z][\w'’&.-]*(?:\s+(?!now\b|since\b|as\b|these\b|for\b)[A-Za-z][\w'’&.-]*){{0,3}})[\s,]*(?:now|{_HOLDS}|now[\s,]*{_HOLDS}){_END}",
        # "Mossgiel Dairy, since August.", "Leeds now, since March"
        rf"^\s*(?P<v>[A-Z][\w'’&.-]*(?:\s+(?!now\b|since\b|as\b)[A-Z&][\w'’&.-]*){{0,3}})[\s,!]*(?:now[\s,!]*)?{_HOLDS}{_END}",
        # "Portree's where I live now", "Tralee is home now": a home by its words, whatever the gazetteer knows
        rf"^\s*(?P<v>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)(?:['’]s|\s+is)\s+(?P<home>where (?:i|we) live|home)(?:\s+(?:now|these days|nowadays))\b",
    )
)
_LABEL_SLOT = {"home": "lives_in", "location": "lives_in", "based": "lives_in", "work": None, "job": "job", "role": "job",
               "title": "job", "employer": "employer", "boss": "manager", "manager": "manager"}  # fmt: skip


def short_state(text: str, filled: set[str]) -> Cue | None:
    """The value of a slot told in short with the time since which it holds, in the clause ``text``."""
    for form in _SHORT:
        m = form.match(text)
        if m is None:
            continue
        value = m.group("v").strip()
        label = (m.groupdict().get("label") or "").lower()
        slot = _LABEL_SLOT.get(label) if label else ("lives_in" if m.groupdict().get("home") else None)
        if slot is None:
            slot = _kind_of(value, work=label == "work")
        if slot is None or slot in filled:
            continue
        at = m.start("v")
        return Cue("relationship" if slot == "manager" else "fact", slot, value, (at, at + len(value)), about_user=True, confidence=0.8)
    return None


def _kind_of(value: str, work: bool = False) -> str | None:
    if not work and is_place(value):
        return "lives_in"
    if a_post(value.lower()) and (work or value == value.lower()):
        return "job"
    if named_by_kind(value) or (work and org_like(value) and value[:1].isupper()):
        return "employer"
    return None
