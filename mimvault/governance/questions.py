"""What to ask the user about a conflict, a change or a stale memory (seed 000 §12).

A question is short, in the user's language (Chinese when the memories are), shows one
line of evidence per side, and offers explicit options ending with "later". Each option
carries an action (``MemoryIssue.actions``) so that answering is exact even after the
user reworded the options in an editor.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from .. import pattern_cache
from ..ids import new_id
from ..model import IssueType, MemoryIssue, Priority, first_line, one_line
from .conflicts import Conflict
from .facets import Facet

if TYPE_CHECKING:
    from ..config import VaultConfig

_CJK = pattern_cache.compile(r"[\u3400-\u9fff]")

TOPIC = {
    "lives_in": ("where you live", "你住在哪里"),
    "employer": ("where you work", "你在哪里工作"),
    "job": ("your job", "你的职业"),
    "name": ("your name", "你的名字"),
    "birthday": ("your birthday", "你的生日"),
    "spouse": ("your spouse", "你的配偶"),
    "partner": ("your partner", "你的伴侣"),
    "manager": ("who your manager is", "你的上级是谁"),
    "hometown": ("your hometown", "你的家乡"),
    "birthplace": ("where you were born", "你的出生地"),
    "nationality": ("your nationality", "你的国籍"),
    "school": ("your school", "你的学校"),
    "relationship_status": ("your relationship status", "你的感情状况"),
}
RELATION = {
    "spouse": "配偶", "partner": "伴侣", "parent": "父母", "child": "孩子", "sibling": "兄弟姐妹",
    "grandparent": "祖父母", "cousin": "表亲", "friend": "朋友", "manager": "上级", "colleague": "同事",
}  # fmt: skip
WORDS = {
    "later": ("later", "以后再说"),
    "neither": ("neither", "都不对"),
    "both_now": ("both are true now", "两个现在都对"),
    "both_times": ("both happened, at different times", "两次都发生过"),
    "both": ("both", "两个都对"),
    "yes": ("yes, still true", "对，现在还是这样"),
    "no_longer": ("no longer true", "已经不是了"),
    "fact": ("a fact", "是事实"),
    "opinion": ("my view (an opinion)", "是我的看法"),
}


def chinese(memories: list[Facet]) -> bool:
    return any(_CJK.search(m.text or m.object or "") for m in memories)


def for_conflict(conflict: Conflict, config: VaultConfig, now: datetime) -> MemoryIssue:
    """The question that settles ``conflict``: one option per side, then the others."""
    sides = conflict.memories
    zh = chinese(sides)
    kind = conflict.issue_type
    options, actions = [], []
    if kind == IssueType.opinion_fact_confusion:
        m = sides[0]
        question = (
            f"“{one_line(m.text)}”被记成了事实。这是事实，还是你的看法？"
            if zh
            else f"“{one_line(m.text)}” was saved as a fact. Is it a fact, or your view?"
        )
        options = [_w("fact", zh), _w("opinion", zh), _w("neither", zh)]
        actions = [f"fact:{m.id}", f"opinion:{m.id}", "neither"]
    elif kind == IssueType.relation_conflict:
        person = sides[0].object or "?"
        names = [_relation(m.predicate, zh) for m in sides]
        question = (
            f"{person}既被记为你的{'，又被记为你的'.join(names)}。哪个对？"
            if zh
            else f"{person} is recorded as your {' and as your '.join(names)}. Which is right?"
        )
        options = [*names, _w("both", zh), _w("neither", zh)]
        actions = [*(f"keep:{m.id}" for m in sides), "both", "neither"]
    elif kind == IssueType.timeline_conflict:
        what = one_line(sides[-1].text)
        if len({m.valid_from for m in sides}) == 1:  # the same time, told with another place or subject
            question = (
                f"关于“{what}”，我有{len(sides)}个说法。哪个对？"
                if zh
                else f"I have {len(sides)} versions of “{what}”. Which is right?"
            )
            options = [one_line(m.object or m.text) for m in sides] + [_w("both", zh), _w("neither", zh)]
        else:
            question = (
                f"关于“{what}”的时间，我有{len(sides)}个版本。哪个更接近实际？"
                if zh
                else f"I have {len(sides)} dates for “{what}”. Which is closer?"
            )
            options = [_when(m, zh) for m in sides] + [_w("both_times", zh), _w("neither", zh)]
        actions = [*(f"keep:{m.id}" for m in sides), "both", "neither"]
    else:  # fact_conflict, stale_vs_recent
        en, cn = TOPIC.get(conflict.topic, (conflict.topic.replace("_", " "), conflict.topic))
        if kind == IssueType.stale_vs_recent:
            old, new = sides[0], sides[-1]
            question = (
                f"你以前说{one_line(old.text)}（{_when(old, zh)}），最近又说{one_line(new.text)}。现在哪个是对的？"
                if zh
                else f"You said “{one_line(old.text)}” ({_when(old, zh)}), and more recently “{one_line(new.text)}”. Which is true now?"
            )
        else:
            question = (
                f"关于{cn}，我有{len(sides)}个版本。现在哪个是对的？" if zh else f"I have {len(sides)} versions of {en}. Which is true now?"
            )
        options = [f"{m.object} ({_when(m, zh)})" if m.object else one_line(m.text) for m in sides]
        options += [_w("both_now", zh), _w("neither", zh)]
        actions = [*(f"keep:{m.id}" for m in sides), "both", "neither"]
    return _issue(kind, question, options, actions, sides, config, now)


def for_ended(memory: Facet, said: Facet | None, config: VaultConfig, now: datetime) -> MemoryIssue:
    """A stated change ("I left my job", "我离职了") that ends a current memory the
    policy does not let mimvault end by itself."""
    zh = chinese([memory] + ([said] if said else []))
    what = one_line(memory.text)
    if said is not None:
        question = (
            f"你说“{one_line(said.text)}”。这条还对吗：“{what}”？"
            if zh
            else f"You said “{one_line(said.text)}”. Is this still true: “{what}”?"
        )
    else:
        question = f"这条还对吗：“{what}”？" if zh else f"Is this still true: “{what}”?"
    sides = [memory] + ([said] if said else [])
    options = [_w("no_longer", zh), _w("yes", zh)]
    actions = [f"ended:{memory.id}", f"keep:{memory.id}"]
    return _issue(IssueType.fact_conflict, question, options, actions, sides, config, now)


def for_stale(memory: Facet, config: VaultConfig, now: datetime) -> MemoryIssue:
    """A time-sensitive memory nobody has confirmed for long: is it still true?"""
    zh = chinese([memory])
    since = f"{memory.since:%Y-%m-%d}"
    question = (
        f"这条还对吗（上次确认：{since}）：“{one_line(memory.text)}”？"
        if zh
        else f"Is this still true (last confirmed {since}): “{one_line(memory.text)}”?"
    )
    options = [_w("yes", zh), _w("no_longer", zh)]
    actions = [f"keep:{memory.id}", f"ended:{memory.id}"]
    return _issue(IssueType.stale_memory, question, options, actions, [memory], config, now, Priority.low)


def side_line(m: Facet) -> str:
    """One line of evidence for one side: the words, when they hold, where they came from."""
    source = f" ({m.source_type})" if m.source_type else ""
    links = " ".join(f"[[{e}]]" for e in m.evidence[:2])
    held = f"{m.time_raw or m.valid_from}; " if (m.time_raw or m.valid_from) else ""
    return f"[[{m.id}]] “{one_line(m.text, 90)}” — {held}said {m.when:%Y-%m-%d}{source} {links}".rstrip()


def _issue(
    kind: IssueType,
    question: str,
    options: list[str],
    actions: list[str],
    sides: list[Facet],
    config: VaultConfig,
    now: datetime,
    priority: Priority | None = None,
) -> MemoryIssue:
    zh = chinese(sides)
    return MemoryIssue(
        id=new_id("issue", now),
        title=first_line(question),
        issue_type=kind,
        priority=priority or _priority(sides, config),
        question=question,
        options=[*options, _w("later", zh)],
        actions=[*actions, "later"],
        sides=[side_line(m) for m in sides],
        memories=[m.id for m in sides],
        evidence=list(dict.fromkeys(e for m in sides for e in m.evidence[:2])),
        created=now,
        updated=now,
    )


def _priority(sides: list[Facet], config: VaultConfig) -> Priority:
    """High when it matters for what agents do (important, or a class B/C subject)."""
    classes = {config.confirmation.class_for(m.type, m.predicate, "low") for m in sides}
    top = max(m.importance for m in sides)
    if top >= 0.7 or classes & {"B", "C"}:
        return Priority.high
    return Priority.medium if top >= 0.4 else Priority.low


def _when(m: Facet, zh: bool) -> str:
    if m.time_raw:
        return m.time_raw
    if m.valid_from:
        return ("约" if zh else "~") + m.valid_from if m.time_precision == "rough" else m.valid_from
    return f"{m.when:%Y-%m-%d}说的" if zh else f"said {m.when:%Y-%m-%d}"


def _relation(predicate: str | None, zh: bool) -> str:
    name = predicate or "?"
    return RELATION.get(name, name) if zh else name.replace("_", " ")


def _w(word: str, zh: bool) -> str:
    return WORDS[word][1 if zh else 0]
