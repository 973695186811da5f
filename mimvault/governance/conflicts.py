"""Contradictions between memories (seed 000 §11): which memories disagree, and how.

Pure functions over ``Facet``s (``facets.py``). What to ask about a conflict is decided
in ``questions.py``; nothing here writes.

Five kinds:

- ``fact_conflict``: two current values of a single-valued predicate (``lives_in``,
  ``employer``, ``name``… — the registry is ``conflicts.single_valued`` in config) whose
  validity overlaps;
- ``stale_vs_recent``: the same, when the older one was last confirmed long before the
  newer one was said (``conflicts.recent_days``);
- ``timeline_conflict``: the same once-in-a-life event (left a company, moved to a city,
  graduated) at two times that cannot both hold;
- ``relation_conflict``: one person recorded in two relations that exclude each other
  (``conflicts.exclusive_relations``: a friend who is also the boss);
- ``opinion_fact_confusion``: a "fact" that carries opinion markers ("the best", "最好").
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import timedelta
from typing import TYPE_CHECKING

from .. import pattern_cache
from ..interpretation.lexicon import ZH_SENIOR_TITLES
from ..kinds import LIVE_STATES, IssueType
from ..statement_keys import (
    LIFE_ONCE_EVENTS,
    SINGLE_VALUED,
    entity_key,
    norm_words,
    slot_of,
)
from .facets import Facet, facet_topic, loose_span

if TYPE_CHECKING:
    from ..config import ConflictPolicy

OPINION_MARKERS = pattern_cache.compile(
    r"\b(?:best|worst|greatest|overrated|underrated|beautiful|ugly|awesome|terrible|amazing|awful|boring|"
    r"should|shouldn't|must|ought to|better than|worse than|i (?:think|feel|believe)|in my (?:opinion|view))\b"
    r"|最好|最棒|最差|最烂|最美|好看|难看|难吃|好吃|无聊|应该|不应该|比.{1,8}(?:好|差)|我觉得|我认为|在我看来",
    re.IGNORECASE,
)
# A question shows at most this many versions (the most recent): more is not easy to answer.
MAX_SIDES = 6


@dataclass
class Conflict:
    """Memories that disagree, oldest first, and the kind of disagreement."""

    issue_type: IssueType
    memories: list[Facet]
    topic: str = ""

    @property
    def ids(self) -> list[str]:
        return [m.id for m in self.memories]


def detect(new: Facet, others: Iterable[Facet], policy: ConflictPolicy) -> list[Conflict]:
    """How ``new`` disagrees with the live memories ``others`` (those sharing its topic)."""
    found: list[Conflict] = []
    if new.type == "fact" and OPINION_MARKERS.search(new.text):
        found.append(Conflict(IssueType.opinion_fact_confusion, [new], "opinion"))
    topic = facet_topic(new)
    if topic is None:
        return found
    rivals = [o for o in others if o.id != new.id and o.state in LIVE_STATES and facet_topic(o) == topic]
    rivals = [o for o in rivals if not _proposed_change(o, new) and disagree(o, new, policy)]
    if rivals:
        sides = sorted(rivals, key=lambda m: (m.when, m.id))[-(MAX_SIDES - 1):] + [new]
        found.append(_conflict(sorted(sides, key=lambda m: (m.when, m.id)), policy))
    return found


def scan(facets: Iterable[Facet], policy: ConflictPolicy) -> list[Conflict]:
    """Every conflict among live memories (``mim maintain``): one per group that disagrees."""
    groups: dict[str, list[Facet]] = defaultdict(list)
    found: list[Conflict] = []
    for f in facets:
        if f.state not in LIVE_STATES:
            continue
        if f.type == "fact" and f.state != "conflicted" and OPINION_MARKERS.search(f.text):
            found.append(Conflict(IssueType.opinion_fact_confusion, [f], "opinion"))
        topic = facet_topic(f)
        if topic is not None:
            groups[topic].append(f)
    for members in groups.values():
        if len(members) < 2:
            continue
        involved = _involved(members, policy)
        if involved:
            sides = sorted(involved, key=lambda m: (m.when, m.id))[-MAX_SIDES:]
            found.append(_conflict(sides, policy))
    return found


def _involved(members: list[Facet], policy: ConflictPolicy) -> list[Facet]:
    """The members of one topic that disagree with another member (linear in the
    common cases: a group can hold thousands of memories)."""
    first = members[0]
    if first.type == "relationship" and not slot_of(first.type, first.predicate, first.topic):
        roles = {m.predicate for m in members}
        clashing = {r for group in policy.exclusive_relations for r in roles & set(group) if len(roles & set(group)) > 1}
        return [m for m in members if m.predicate in clashing]
    if first.type in ("fact", "profile") and first.predicate not in policy.single_valued and first.predicate not in SINGLE_VALUED:
        return []
    involved: dict[str, Facet] = {}
    open_ended = [m for m in members if first.type != "event" and not m.valid_from and not m.valid_to]
    open_ids = {m.id for m in open_ended}
    dated = [m for m in members if m.id not in open_ids]
    for n, a in enumerate(open_ended[:300]):  # undated current values all overlap
        for b in open_ended[n + 1 : 300]:
            if not _proposed_change(a, b) and disagree(a, b, policy):
                involved[a.id] = a
                involved[b.id] = b
    # one open value per object stands for all of them when compared with dated ones
    probes = list({norm_words(m.object): m for m in open_ended}.values())[:2]
    for a in dated:
        for b in [*dated, *probes] if len(dated) <= 300 else probes:
            if a.id != b.id and not _proposed_change(a, b) and disagree(a, b, policy):
                involved[a.id] = a
                involved[b.id] = b
    return list(involved.values())


def _proposed_change(a: Facet, b: Facet) -> bool:
    """One names the other as the version it replaces: a change waiting for the user — or the later one
    is a proposed change of the slot (pending, naming a version it replaces) said after the other: it
    waits for the user's yes, whichever older value it named, and is no second answer to ask about."""
    if a.supersedes == b.id or b.supersedes == a.id:
        return True
    newer, older = (a, b) if a.when > b.when else (b, a)
    return bool(newer.supersedes) and newer.state == "pending_review" and older.when < newer.when


def disagree(a: Facet, b: Facet, policy: ConflictPolicy) -> bool:
    """Whether two memories on one topic cannot both be right."""
    slot = slot_of(a.type, a.predicate, a.topic)
    if a.type == "relationship":
        if slot == "partner":
            # the stages of one partnership never contradict each other (a change, or the same)
            return bool(a.object and b.object) and not same_value(a.object, b.object) and _overlap(a, b)
        if slot:
            return bool(a.object and b.object) and not same_value(a.object, b.object) and _overlap(a, b)
        return a.predicate != b.predicate and any(
            a.predicate in group and b.predicate in group for group in policy.exclusive_relations
        )
    if a.type == "event":
        return _versions_disagree(a, b)
    if a.predicate not in policy.single_valued and slot not in SINGLE_VALUED and not (slot or "").startswith("pref:"):
        return False
    if same_value(a.object, b.object, slot) or (slot == "job" and (said_shorter(a.object, b.object) or said_shorter(b.object, a.object))):
        return False  # (a post and its head: "运行部主管" and "主管" are one post)
    return _overlap(a, b)  # both held at some same time


def _overlap(a: Facet, b: Facet) -> bool:
    if _over_untimed(a) or _over_untimed(b):
        return False  # "I used to live in Berlin": over, nobody said when — nothing to contradict
    (a0, a1), (b0, b1) = a.span(), b.span()
    # a current value told with no start is known to hold from its telling on, when set
    # against one that ended
    if not a.valid_from and not a.valid_to and b.valid_to:
        a0 = a.when.date()
    if not b.valid_from and not b.valid_to and a.valid_to:
        b0 = b.when.date()
    return a0 <= b1 and b0 <= a1


def _over_untimed(f: Facet) -> bool:
    return bool(f.valid_to) and not f.valid_from and f.time_precision == "rough"


def same_value(a: str | None, b: str | None, slot: str | None = None) -> bool:
    """One value however it is written: case and punctuation; an employer's long and short
    names ("Fernweh Labs", "Fernweh"); a place and the place within it ("杭州", "杭州滨江");
    a name in two scripts (王芳, Wang Fang). A job title is only itself: "senior data
    scientist" is a change from "data scientist"."""
    na, nb = norm_words(a), norm_words(b)
    if na == nb:
        return True
    if not na or not nb or slot == "job" or (slot or "").startswith("pref:"):
        return False
    if slot in (None, "employer", "manager", "partner") and entity_key(a) == entity_key(b):
        return True
    if slot in ("name", "manager", "partner", None) and _same_name(a or "", b or ""):
        return True
    if slot in ("manager", None) and (_titled_surname(a or "", b or "") or _titled_surname(b or "", a or "")):
        return True
    if slot in ("lives_in", "hometown", "birthplace", None):
        from ..places import same_place

        if same_place(a, b):
            return True  # "苏州" and "Suzhou"
    return _contained(na, nb) or _contained(nb, na)


def said_shorter(old: str | None, new: str | None) -> bool:
    """A post said by its head alone after its full title: "主管" after "运行部主管", "Manager" after
    "Podiatry Services Manager" — the same post, not a change (a longer title later is one: a promotion)."""
    na, nb = norm_words(old), norm_words(new)
    if not na or not nb or na == nb:
        return False
    if promoted_from(old, new):
        return False
    if re.search(r"[\u3400-\u9fff]", nb):
        return len(nb) >= 2 and na.replace(" ", "").endswith(nb.replace(" ", ""))
    return f" {na}".endswith(f" {nb}")


# words that put a post below its head: dropping one is a promotion ("apprentice tube bender" -> "tube bender")
_RANK_BELOW = pattern_cache.compile(r"\b(?:apprentice|trainee|junior|assistant|intern|probationary|acting|deputy|associate|student)\b|见习|实习|助理|学徒|试用|代理|副")


def promoted_from(old: str | None, new: str | None) -> bool:
    """The older post carries a word that ranks it below its head and the newer one drops it
    ("apprentice glassblower" -> "glassblower", "见习律师" -> "律师"): a promotion, not the post said shorter."""
    return bool(old and new) and _RANK_BELOW.search(old or "") is not None and _RANK_BELOW.search(new or "") is None


def _same_name(a: str, b: str) -> bool:
    """A Chinese name and its pinyin, in either order ("王芳" = "Wang Fang" = "FANG WANG")."""
    cjk_a, cjk_b = bool(re.search(r"[\u3400-\u9fff]", a)), bool(re.search(r"[\u3400-\u9fff]", b))
    if cjk_a == cjk_b:
        return False
    han, latin = (a, b) if cjk_a else (b, a)
    if not re.fullmatch(r"[\u3400-\u9fff]{2,4}", han.strip()) or not re.fullmatch(r"[A-Za-z]+(?:[ -][A-Za-z]+)*", latin.strip()):
        return False
    from pypinyin import lazy_pinyin  # only here: its dictionaries take a while to load

    sounds = lazy_pinyin(han.strip())
    written = latin.lower().replace("-", " ").split()
    joined = "".join(written)
    return joined in ("".join(sounds), "".join(sounds[1:] + sounds[:1]))


# a Chinese surname and a post over others: how people name their boss ("邵总", "莫主任", "陈经理")
_SURNAME_TITLE = pattern_cache.compile(rf"(?P<s>[\u3400-\u9fff])(?:{ZH_SENIOR_TITLES}|老师|工)")


def _titled_surname(titled: str, name: str) -> bool:
    """"邵总" and "邵振东": one person, named by surname and post, and in full."""
    m = _SURNAME_TITLE.fullmatch(titled.strip())
    return bool(m) and re.fullmatch(r"[\u3400-\u9fff]{2,3}", name.strip()) is not None and name.strip()[0] == m.group("s") \
        and not _SURNAME_TITLE.fullmatch(name.strip())


def _contained(short: str, long: str) -> bool:
    if re.search(r"[\u3400-\u9fff]", short):
        return len(short) >= 2 and short in long
    return len(short) >= 3 and f" {short} " in f" {long} "


_YEAR = pattern_cache.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def _versions_disagree(a: Facet, b: Facet) -> bool:
    """Two tellings of one once-event: a different time (told with dates, or only in
    words — then the years they name), or a different place, school or subject."""
    if a.valid_from and b.valid_from:
        (a0, a1), (b0, b1) = loose_span(a), loose_span(b)
        if a1 < b0 or b1 < a0:
            return True
    else:
        years_a = set(_YEAR.findall(a.time_raw or "")) or ({a.valid_from[:4]} if a.valid_from else set())
        years_b = set(_YEAR.findall(b.time_raw or "")) or ({b.valid_from[:4]} if b.valid_from else set())
        if years_a and years_b and not years_a & years_b:
            return True
    if a.event_type in LIFE_ONCE_EVENTS and a.object and b.object:
        parts_a, parts_b = a.object.split(", "), b.object.split(", ")
        if a.event_type == "education" and len(parts_a) == len(parts_b) == 2:
            # "新闻, 湘潭大学" and "汉语言文学, 湘潭大学": one school, two subjects — two versions
            return not all(_share_content(x, y) for x, y in zip(parts_a, parts_b))
        return not _share_content(a.object, b.object)
    return False


_FILLER_WORDS = frozenset(
    {"a", "an", "the", "at", "in", "on", "of", "to", "my", "our", "friend", "friends", "s", "party", "trip", "with", "and",
     "through", "during", "via", "one", "some", "there", "place", "time", "一个", "朋友", "的", "在", "university",
     "college", "school", "uni", "institute", "degree",
     # what many subjects of study are: "civil engineering" and "mechanical engineering" are two
     "engineering", "science", "sciences", "studies", "technology", "management", "design", "bsc", "ba", "msc", "major"}
)  # fmt: skip


# what every school, wedding or party is: sharing it says nothing
_GENERIC_GRAMS = frozenset({"一个", "朋友", "的婚", "婚礼", "大学", "学院", "学校", "中学", "高中", "专业", "本科", "公司", "一家",
                            "工程", "科学", "技术", "管理", "设计"})  # "土木工程" and "测绘工程": two subjects


# the words of the telling, not of what it tells: pronouns, the copula, prepositions and particles
_FUNCTION_CHARS = frozenset("我你他她它们是在和跟与说了的上里过着就也都那这")


def _cjk_pairs(text: str) -> set[str]:
    """Two-character pieces of the content words ("是在", "我们" carry none: "Yifan 和我是在…" and
    "我说我们是在…" share no place)."""
    return {
        text[i : i + 2] for i in range(len(text) - 1)
        if re.fullmatch(r"[\u3400-\u9fff]{2}", text[i : i + 2]) and not (text[i] in _FUNCTION_CHARS and text[i + 1] in _FUNCTION_CHARS)
    }  # fmt: skip


def _share_content(a: str, b: str) -> bool:
    """Whether two tellings share a distinctive word (a place, a school, a subject)."""
    if re.search(r"[\u3400-\u9fff]", a + b):
        grams_a = _cjk_pairs(a) - _GENERIC_GRAMS
        grams_b = _cjk_pairs(b)
        latin_a = set(norm_words(re.sub(r"[\u3400-\u9fff]", " ", a)).split()) - _FILLER_WORDS
        latin_b = set(norm_words(re.sub(r"[\u3400-\u9fff]", " ", b)).split()) - _FILLER_WORDS
        return bool(grams_a & grams_b) or bool(latin_a & latin_b)
    words_a = set(norm_words(a).split()) - _FILLER_WORDS
    words_b = set(norm_words(b).split()) - _FILLER_WORDS
    return bool(words_a & words_b)


def _conflict(members: list[Facet], policy: ConflictPolicy) -> Conflict:
    first = members[0]
    if first.type == "relationship" and not slot_of(first.type, first.predicate, first.topic):
        return Conflict(IssueType.relation_conflict, members, facet_topic(first) or "")
    if first.type == "event":
        return Conflict(IssueType.timeline_conflict, members, facet_topic(first) or "")
    kind = IssueType.fact_conflict
    newest = max(m.when for m in members)
    if min(m.since for m in members) < newest - timedelta(days=policy.recent_days):
        kind = IssueType.stale_vs_recent
    return Conflict(kind, members, slot_of(first.type, first.predicate, first.topic) or first.predicate or "")
