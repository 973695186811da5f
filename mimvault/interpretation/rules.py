"""The default extractor: clauses, their claims, and frames over them — English, Chinese
and the two mixed.

The input is cut into clauses (``clauses.py``) and each clause's claim read — who it is
about, in which mode (``claims.py``). Frames then find what a clause states: a slot
(where someone lives, works, what they do, who their manager or partner is, their name,
birthday, birthplace), a once-in-a-life event (studied, met the partner, joined or left
an employer), a plan with its date, a preference or a "from now on" rule with its topic,
an opinion, an emotion, a habit. A frame does not decide who the statement is about or
whether it holds: the claim does, and governance decides what becomes of it.

Care over coverage (DESIGN §1): small talk yields nothing; a question, a wish, pasted text
yields no memory (the evidence keeps the words); a negated clause states no fact; an
opinion is only an opinion and an emotion only an emotion.
"""

from __future__ import annotations

import re
from functools import lru_cache
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from .. import pattern_cache
from ..statement_keys import entity_key
from ..timeparse import TimeReading, find, tense
from .candidate import Candidate
from .casing import casual, looks_like_name
from .given_names import is_given_name
from .claims import AFTER_KIN_NAME, PAST_STATE, Claim, analyse, given_name_after_kin, reporter, someone_else, zh_name_at
from .clauses import Clause, split, without_fillers
from .corrections import corrections, meant_instead, mended, repaired, said_wrongly
from .restated import restated
from .short_states import short_state
from .transitions import transition
from .lexicon import COUPLE_STAGE_SIGNS, EN_ORG_KINDS, FELL_THROUGH_EN, FIRST_PERSON, FELL_THROUGH_ZH, PARTNER_STAGES, ZH_NOW_ON_OPENERS
from .lexicon import (
    ZH_ANY_WORKER,
    MANAGER_DUTIES_EN,
    ZH_SITE_HEADS,
    ZH_SURNAMES,
    MANAGER_ROLES_EN,
    alternation,
    EN_LIFE_STAGE,
    MANAGER_ROLES_ZH,
    EN_ROLE_TITLE,
    EN_TITLE,
    EN_TITLE_MODIFIERS,
    ZH_TITLE,
    ZH_ROLE_TITLE,
    ZH_PIVOT_VERBS,
    EN_HYPOTHETICAL,
    ACADEMIC_FIELD_PHRASES,
    ACADEMIC_FIELDS,
    CJK,
    EN_APPOINTMENTS,
    EN_RELATIONS,
    EN_TRAVEL,
    EN_EVALUATIVE,
    EN_FUNCTION_WORDS,
    FORMAT_WORDS,
    HUMAN_LANGUAGES,
    LENGTH_WORDS,
    SWITCH_TO_PATTERN,
    UNIT_SYSTEMS,
    UNIT_WORDS,
    PROGRAMMING_LANGUAGES,
    TONE_WORDS,
    ZH_APPOINTMENTS,
    ZH_RELATIONS,
    ZH_SHORT_KIN,
    GREETING_BEFORE_NAME,
    ZH_TITLE_MODIFIERS,
    ZH_SEPARABLE_VERBS,
    ZH_WORKPLACE_ENDINGS,
)
from .answers import answered
from .dictation import written
from .documents import someone_elses_paper
from .english import is_verb, verb_forms
from .episodes import read as read_episode
from .cues import A_ROLE_FOR_A_WHILE, DURATION_NEXT, SOMEONE_ELSES_ROLE, THING_MOVED, ZH_TAKES_A_PERSON, field_in_clause, full_name_before_title, find_cues, main_place, names_a_trade, once_events, partner_mentioned, partner_telling, person_named, places_in, shown_in_clause, talked_of_over_there, titled_names, town_before, town_of_the_move
from .cues import job as job_cue
from .cues import job_on_label as label_job
from .cues import title_ok
from .requests import IMPERATIVE, ZH_NEW_HOME_IN, ZH_SOMEONES, ZH_TASK, events_prepared_for, is_request, own_texts, presupposed
from .work_talk import named_by_kind, said_of_work, talks_of_work
from ..places import is_place, place_of, place_rank
from ..chinese_script import mandarin, restorer
from .romanised import name_forms, same_name

_I = re.IGNORECASE


# --- value shapes -------------------------------------------------------------------------

_LATIN = "A-Za-z0-9\u00c0-\u024f"  # letters of Latin scripts (\\w would take Chinese characters too)
NAME = rf"(?-i:(?!I\b)[A-Z][{_LATIN}'’.-]*(?: (?:van |de |von |da )?[A-Z][{_LATIN}'’-]*){{0,2}})"
CJK_NAME = rf"[{CJK}]{{2,4}}"
ANY_NAME = rf"(?:{NAME}|{CJK_NAME})"
# An organisation or a place in English: capitalised words (and &, digits), or a Chinese run.
_CAP = rf"(?-i:(?!I\b)[A-Z0-9\u00c0-\u00d6\u00d8-\u00de][{_LATIN}&'’.-]*)"
ORG = rf"(?:(?:the\s+)?{_CAP}(?:\s+(?:{_CAP}|&|of|de|(?:and|for)(?=\s+(?!I\b)(?-i:[A-Z]))))*|[{CJK}A-Za-z0-9·&]{{1,14}}?)"
PLACE = ORG
_EN_REL = alternation(EN_RELATIONS)
_ZH_REL = alternation(ZH_RELATIONS)
_PARTNER_EN = r"girlfriend|boyfriend|partner|fianc[ée]e?|fiance|wife|husband|spouse|hubby|hubs|missus|wifey"
_PARTNER_ZH = r"男朋友|女朋友|男友|女友|对象|未婚夫|未婚妻|老公|老婆|丈夫|妻子|爱人|先生|太太|媳妇"
_MANAGER_EN = rf"(?:direct |line |new |current |team |reporting )*(?:{MANAGER_ROLES_EN})"
# (and the head of a site or a unit, whoever the user works under there: 场长, 厂长, 店长, 科长… — not a bare 总)
_MANAGER_ZH = rf"(?:现在的)?(?:直属|顶头)?(?:车间|部门|科室|项目|班组)?(?:领导|上级|上司|经理|老板|主管|组长|主任|{ZH_SITE_HEADS}|总监|副总|leader|manager|direct manager|supervisor|boss)"
_APPT_EN = alternation(EN_APPOINTMENTS)
_APPT_ZH = alternation(ZH_APPOINTMENTS)
# large alternations used inside frames' builders, compiled once (not per call)
_ZH_ROLE_TITLE_RE = pattern_cache.compile(ZH_ROLE_TITLE)
_EN_TITLE_RE = pattern_cache.compile(EN_TITLE, _I)
_OCCASION_NOUN = pattern_cache.compile(rf"(?:{_APPT_EN})s?\b|{_APPT_ZH}", _I)
# a post as the topic before 是: "PE里的VP说白了就是…"
_FULL_NAME = pattern_cache.compile(NAME)
# a thing the user owns, named with its owner: "my Halden Robotics laptop", "我的德盛电器工牌"
_OWNED = pattern_cache.compile(r"(?<![\w'’])(?P<np>my\s+(?:new\s+)?(?-i:[A-Z][\w&.'’-]*(?:\s+(?:&\s+)?[A-Z][\w&.'’-]*)*)\s+[a-z][a-z -]{1,24}?)(?=\s+(?:won['’]t|doesn['’]t|isn['’]t|can['’]t|didn['’]t|wasn['’]t|never|is|was|tomorrow|today|to|for|on|at|in|with|and|or|so|but)\b|[,.;!?—–-]|$)", _I)
# a past told with its time: the stage named then is the stage then ("…in 2019", "back then", "那时候")
_BACK_THEN = pattern_cache.compile(r"\b(?:back then|at the time|in (?:19|20)\d\d|years ago|when we (?:first|were)|back when)\b|那时|当时|那会|那年|\d{4}\s*年", _I)
_TITLE_AS_TOPIC = pattern_cache.compile(rf"(?:{ZH_TITLE}|(?-i:(?<![A-Za-z])[A-Z]{{2,4}}(?![A-Za-z]))|(?i:(?<![A-Za-z]){EN_TITLE}(?![A-Za-z])))[^，,。]*?$")
_ZH_TITLE_ENDS = pattern_cache.compile(rf"(?:副|正|常务|执行)?(?:{MANAGER_ROLES_ZH}|总|工|老师)$")  # ("邹文斌副厂长": the deputy's name before 副)
# Where a value stops in English: a preposition, a conjunction, a time word.
_EN_STOP = r"(?:(?=$|[,.;:!?)\u2014]|\s+(?:on|in|at|as|for|since|from|until|till|last|next|this|before|after|and|but|because|so|with|when|where|which|who|to|by|during|around|about|now|today|tomorrow|yesterday|tonight|again|too|though|lol|haha|i|we|you|he|she|they|my|our|is|was|are|were|has|had|actually|already|yet|right|just|shortly|soon|straight|immediately|officially|finally|early|late|mid|recently|earlier|later|sometime|almost|nearly|exactly|only|once|back|then|after|the|a|an|it|this|that|there|everyone|people)\b)|(?<=[A-Za-z0-9.])(?=\s*[\u3400-\u9fff])|(?<=[\u3400-\u9fff])(?=\s|$|[^\u3400-\u9fff]))"
# after a name (an employer, a place) a lower-case word ends it: "First day at Lorne & Baird done"
_NAME_STOP = rf"(?:{_EN_STOP}|\s+(?-i:[a-z])|(?=\s*[^\w\s]))"
_ZH_STOP = r"(?=$|[，。！？,.!?、；;\s]|了|的|吧|啦|呢|啊|哦|呀|工作|上班|附近|那边|这边|一带|周边|待|做|当|读|住|玩|出差|旅游|看|和|跟|快|已经|差不多|以后|之后|(?:[一二两三四五六七八九十半几\d]+个?多?(?:天|周|星期|礼拜|月|年)))"


@dataclass
class Found:
    """What a frame read in a clause (before the claim and the time are applied)."""

    type: str
    predicate: str | None
    object: str | None
    event_type: str | None = None
    importance: float = 0.6
    confidence: float = 0.85
    change: bool = False
    habit: bool = False
    sensitivity: str = "low"
    topic: str | None = None
    about_user: bool = False  # the statement is the user's, whoever the clause's subject is (a relation)
    negatable: bool = True  # a negated clause states no such thing
    doubt: str | None = None  # why the frame itself is unsure
    time: str | None = None  # time words the frame read itself ("class of 2015")
    span: tuple[int, int] = (0, 0)
    own_news: bool = False  # reported words that tell the user's own news ("… she said yes" to the user's proposal)


Builder = Any  # (match, clause text, context) -> Found | None


_SPEAKER = pattern_cache.compile(FIRST_PERSON, _I)
# what the user's partner does to the couple is the user's too ("Mateus proposed on the ferry", "小川是2016年…认识的"),
# unless two others are the couple
_THE_COUPLES = frozenset({*PARTNER_STAGES, "met_partner"})
_A_COUPLE = pattern_cache.compile(r"\s(?:and|&)\s|和|跟|与")  # "Vivian 跟 Marcus Tan 结婚了": two others, their wedding
# a subject placed by the speaker's group ("Hannah on my team", "Sam from our office"): the "my" is not the speaker acting
_OF_MY_GROUP = pattern_cache.compile(r"\s*(?-i:[A-Z][\w'’-]+)(?:\s+(?-i:[A-Z][\w'’-]+))?\s+(?:on|from|in|at|of)\s+(?:my|our)\s+[\w-]+", _I)
_FIRST_PERSON_FRAME = pattern_cache.compile(r"(?:i|i['’]m|i['’]ve|i am|i have|我)\b", _I)
def _dropped_subject(text: str) -> bool:
    """A clause that opens on its verb ("told them twice I live in …"): its subject was dropped,
    not someone else's ("people keep assuming I live in Oslo")."""
    first = re.match(r"[a-z]+", text)
    return bool(first) and any(f.tag in ("VBD", "VBZ", "VBN") for f in verb_forms(first.group()))


_FIRST_PERSON_BEFORE = pattern_cache.compile(r"(?:\bi|\bi['’]m|\bi am|我)\s*(?:now\s+|still\s+|actually\s+)?$", _I)


@dataclass
class Frame:
    name: str
    regex: re.Pattern[str]
    build: Builder
    modes: tuple[str, ...] = ("assertion", "plan")
    casual: re.Pattern[str] | None = None  # the same frame for text typed without case


FRAMES: list[Frame] = []
# a name in text typed without case: one word (whether it is a name is checked after)
LOWER_NAME = r"(?-i:[a-z][a-z'’-]{1,24})"


def frame(name: str, pattern: str, modes: tuple[str, ...] = ("assertion", "plan"), flags: int = _I):
    def register(build: Builder) -> Builder:
        casual = pattern_cache.compile(pattern.replace(NAME, LOWER_NAME), flags) if NAME in pattern else None
        FRAMES.append(Frame(name, pattern_cache.compile(pattern, flags), build, modes, casual))
        return build

    return register


def _obj(m: re.Match[str], *names: str) -> str | None:
    for n in names or ("obj", "obj2", "obj3"):
        v = m.groupdict().get(n)
        if v:
            return v
    return None


# --- identity -------------------------------------------------------------------------------


@frame("name", rf"\bmy (?:full |real |legal )?name(?:'s| is) (?P<obj>{ANY_NAME})|^(?:hi[!,. ]*|hello[!,. ]*|hey[!,. ]*)?i'?m (?P<obj3>{NAME})$")
def _name(m, text, ctx):
    return Found("profile", "name", _obj(m, "obj", "obj3"), importance=0.9, confidence=0.95, about_user=True)


# what the user is called: another form of their name, never a second name
@frame(
    "name_called",
    rf"\bcall me (?P<obj>{NAME})|\b(?:everyone|everybody|people|friends|my friends|they all|patients|the kids|the lads|customers)(?:\s+\w+){{0,3}}?\s+(?:calls?|keep calling|kept calling|started calling|now call) me (?P<obj2>{NAME}|(?-i:[a-z]+)(?=\s+(?:since|now|and|because|these days)\b|$))|"
    # (not "这个称呼我还叫不太顺口": the word as a noun, and an adverb is no name)
    rf"(?:大家|朋友们?|家里人|同事们?|他们)?都?(?<!别)(?<!不要|不用)(?:叫|喊|(?<!这个|那个)称呼)我(?:为)?(?![还也都就不没很才总又再已正])(?P<obj3>{CJK_NAME}|{NAME})",
    modes=("assertion", "instruction"),
)
def _name_called(m, text, ctx):
    # no name has 的 in it, nor the words that close a request ("叫我小周就行", "叫我阿杰吧")
    called = re.sub(r"(?<=[\u3400-\u9fff])(?:的|了|呢|啊|就行|就好|就可以|就成|吧|好了).*$", "", _obj(m, "obj", "obj2", "obj3") or "")
    if called[:1] in ZH_SURNAMES and _ZH_ROLE_TITLE_RE.fullmatch(called[1:]):
        called = called[1:]  # "都叫我邝主管": the surname is the user's own, the post is 主管
    if _ZH_ROLE_TITLE_RE.fullmatch(called) or _EN_TITLE_RE.fullmatch(called):
        # "姑娘们叫我护士长", "everyone calls me Chef": a post they address the user by, not a name
        return Found("profile", "job", called, importance=0.8, confidence=0.8, about_user=True)
    if called.islower() and m.group("obj2") == called:
        return None  # "calls me gaffer since …": what they call the user, no name (a title is read above)
    return Found("profile", "name", called, importance=0.9, confidence=0.9, topic="alias", about_user=True)


@frame("alias_name", rf"\bmy (?P<kind>chinese|english|korean|japanese|nick|other|birth) ?name(?:'s| is) (?P<obj>{ANY_NAME})|(?P<kind2>english|chinese) name\s*(?:is|是|叫)\s*(?P<obj2>{ANY_NAME})|(?P<kind3>中文名|英文名|小名|外号|昵称)(?:是|叫)?\s*(?P<obj3>{ANY_NAME})")
def _alias_name(m, text, ctx):
    return Found("profile", "name", _obj(m), importance=0.9, confidence=0.9, topic="alias")


@frame("zh_name", rf"^(?:你好|大家好|hi|hello)?[，, ]*我(?:的名字)?(?:叫|是)(?P<obj>{CJK_NAME}|{NAME})(?=$|[，,。！!\s])|我的名字(?:是|叫)(?P<obj2>{CJK_NAME}|{NAME})")
def _zh_name(m, text, ctx):
    name = _obj(m)
    if name and re.fullmatch(f"[{CJK}]+", name) and zh_name_at(name) is None:
        return None
    if name and name.endswith("人") and "叫" not in m.group(0):
        return None  # "我是乐山人", "我是东北人": where one is from (hometown), not a name
    return Found("profile", "name", name, importance=0.9, confidence=0.95, about_user=True)


@frame("age", r"\bI(?:'m| am) (?P<obj>\d{1,3})(?: years old| yrs old| y/o|(?=$|[,.!]| now| this year))|我(?:今年|现在)?(?P<obj2>\d{1,3}|[一二三四五六七八九十]{1,3})岁")
def _age(m, text, ctx):
    return Found("profile", "age", _obj(m, "obj", "obj2"), importance=0.7, confidence=0.9, about_user=True)


@frame("birthday", r"\bmy birthday(?: is|'s)\b|\bbirthday is\b|\bborn on\b|生日是|是我(?:的)?生日|我(?:的)?生日|it'?s my birthday")
def _birthday(m, text, ctx):
    if re.search(r"\b(?:\w+['’]s?|his|her|their|our)\s+(?:\w+\s+)?$", text[: m.start()], _I) and not re.search(r"\bmy\s+$", text[: m.start()], _I):
        return None  # "a coworker's birthday is on Friday", "her birthday is…": someone else's
    return Found("profile", "birthday", None, importance=0.8, confidence=0.9, about_user=True)


@frame("lives_here", r"\b(?:i|we)(?:['’]ve|\s+have)?\s+(?:(?:actually|really|now|officially|finally|properly|do|just)\s+){0,2}(?:live|lived|living|moved|settled|ended up(?:\s+living)?)\s+(?:out\s+|over\s+|down\s+|up\s+|back\s+)?(?:here|there)\b(?!\s+(?:in|at|on|with|for|from)\b)"
       # an arrival to stay: "We landed here for good last month", "I've come here for good"
       r"|\b(?:i|we)(?:['’]ve|\s+have)?\s+(?:(?:finally|just|now)\s+)?(?:landed|arrived|come|came|moved)\s+(?:here|there)\s+for good\b")
def _lives_here(m, text, ctx):
    # "…I keep forgetting now that I actually live here", "…so we live here now": here is the town the message names
    # (the town the message names, not one told as left behind: town_before; a town named in
    # someone else's clause counts, "Whoever said Mesa winters were lovely … I actually live here")
    town = town_before(ctx.get("message") or text, text)
    return Found("fact", "lives_in", town, importance=0.8, confidence=0.85, about_user=True) if town else None


@frame("zh_residence_permit", rf"(?P<obj>[{CJK}]{{2,6}}?)(?:市)?的?(?:居住证|暂住证)(?:终于|总算|已经|也)?(?:办|下来|拿到|批|到手)")
def _zh_residence_permit(m, text, ctx):
    # "东莞的居住证终于办下来了": a residence permit is issued where one lives
    place = _obj(m)
    return Found("fact", "lives_in", place, importance=0.8, confidence=0.8, about_user=True) if is_place(place) else None


@frame("born_there", r"(?:^|\bi was |\bi'm |\bwas )(?:and\s+)?born (?:and raised |and bred )?(?:there|here)\b")
def _born_there(m, text, ctx):
    # "I'm a Bellingham girl, technically — born there, …": the town the sentence named before
    places = places_in(_said_before(text, ctx))
    if not places:
        return None
    return Found("profile", "birthplace", places[-1][2], importance=0.8, confidence=0.9, about_user=True)


@frame("birthplace", rf"\b(?:i was|i'm|i am|was) born in (?P<obj>{PLACE}){_NAME_STOP}|^(?:and\s+|but\s+)?born (?:and raised |and bred )?in (?P<obj6>{PLACE}){_NAME_STOP}|我(?:其实|也|就|是|真的)*在\s*(?P<obj2>[{CJK}A-Za-z][{CJK}A-Za-z ]{{1,20}}?)\s*出生|出生(?:在|于)\s*(?P<obj3>[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*|[{CJK}A-Za-z]{{2,8}}?){_ZH_STOP}|我是?\s?(?P<obj4>[{CJK}]{{2,6}}?|[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)?)\s?出生的|出生地(?:那一?栏|一栏)?(?:我|本人)?(?:是|写的是?|写了|在|填的是?|填了|\s*[,，:：—–]\s*)?\s*(?![那这一]栏|[那这一]一?栏)(?P<obj5>[{CJK}]{{2,6}}?)(?=$|[，。,.!！—\s]|的)|^(?:是|也是)?在\s*(?P<obj7>[{CJK}A-Za-z][{CJK}A-Za-z ]{{1,20}}?)\s*出生(?:的|长大)|^我(?P<obj8>[{CJK}]{{2,4}}?)出生(?=\s*(?:$|[，。,.!！]))|\b(?:in|at)\s+(?P<obj9>{PLACE}),?\s+(?:which is\s+)?where i was born\b")
def _birthplace(m, text, ctx):
    if (m.group("obj8") or m.group("obj9")) and not place_of((m.group("obj8") or m.group("obj9")).strip()):
        return None  # "我开平出生" (Cantonese 出世): a town; "我刚出生" is none
    # "…，在乐山出生的": a dropped subject, the clause before's (the user's, or a relative's)
    return Found("profile", "birthplace", _obj(m, "obj", "obj2", "obj3", "obj4", "obj5", "obj6", "obj7", "obj8", "obj9"), importance=0.8, confidence=0.9,
                 about_user=not m.group("obj7"))  # fmt: skip


# a form's field of the place of birth ending a clause, and whose it is when not the user's ("my dad's place of birth")
_BIRTH_FIELD = pattern_cache.compile(r"(?:\bplace of birth|\bbirthplace|\bcity of birth|\bcountry of birth|出生地点?|出生城市|籍贯)\s*[:：]?\s*$", _I)
_OTHERS_BIRTH = pattern_cache.compile(r"(?:\b(?:\w+'s|his|her|their|your)|(?:他|她|你|爸|妈|儿子|女儿|孩子)[的]?)\s*$", _I)


@frame("birth_field", rf"^(?P<obj>{PLACE}|[{CJK}]{{2,6}}?)(?=$|\s*(?:right|吧|吗|对吧|对不对|[?？]))")
def _birth_field(m, text, ctx):
    if not ctx.get("birth_field") or not place_of(m.group("obj").strip()):
        return None
    return Found("profile", "birthplace", m.group("obj").strip(), importance=0.8, confidence=0.8, about_user=True)


@frame("hometown", rf"\bi(?:'m| am) (?:originally )?from (?P<obj>{PLACE}){_NAME_STOP}|\bi grew up in (?P<obj2>{PLACE}){_NAME_STOP}|我(?:是)(?P<obj3>[{CJK}]{{2,6}}?)人(?:$|[，。,.!！])|我老家(?:在|是)(?P<obj4>[{CJK}]{{2,8}}?){_ZH_STOP}")
def _hometown(m, text, ctx):
    return Found("fact", "hometown", _obj(m, "obj", "obj2", "obj3", "obj4"), importance=0.6, confidence=0.85)


# --- where one lives ----------------------------------------------------------------------


@frame("lives_in", rf"\b(?:live|living|lives|lived|based|settled|staying|residing|reside)\s+in\s+(?P<obj>{PLACE}){_NAME_STOP}")
def _lives_in(m, text, ctx):
    return Found("fact", "lives_in", _obj(m), importance=0.8, confidence=0.9)


@frame(
    "where_i_live",
    rf"(?:^|\bso\s+|[—–-]\s+)(?P<obj>{PLACE})\s+is\s+where\s+(?:i|we)(?:['’]ve|\s+have)?\s+(?:(?:now|finally|ended up|actually)\s+)*(?:live|living|settled|landed|call home|ended up)\b"
    rf"|\bit['’]s\s+(?P<obj2>{PLACE})\s+where\s+(?:i|we)(?:['’]ve|\s+have)?\s+(?:(?:now|finally|actually)\s+)*(?:ended up(?:\s+living)?|live|settled|landed)\b"
    # a notice of it: "my place of residence has changed to Leeds", "home address is now in Derby"
    rf"|\b(?:place of residence|residence|home address|residential address)\s+(?:has\s+|is\s+|was\s+)?(?:changed|moved|now)\s+(?:to\s+|in\s+)?(?P<obj3>{PLACE}){_NAME_STOP}"
    # one of its residents: "I'm officially a Leeds resident", "Ballarat has a new resident, and it's me"
    rf"|\b(?:i['’]m|i am|we['’]re|we are)\s+(?:now\s+|officially\s+|finally\s+|properly\s+)*(?:an?\s+)?(?:official\s+|proper\s+|permanent\s+)?(?P<obj4>{PLACE})\s+residents?\b"
    rf"|^(?P<obj5>{PLACE})\s+has\s+(?:a\s+)?new\s+residents?\b",
)
def _where_i_live(m, text, ctx):
    if m.group("obj5") and not re.search(r"\b(?:it['’]s|that['’]s|namely)\s+(?:me|us)\b", ctx.get("sentence") or text, _I):
        return None  # a town's new resident is the user only when the sentence says so
    place = _obj(m, "obj", "obj2", "obj3", "obj4", "obj5")
    return Found("fact", "lives_in", place, importance=0.8, confidence=0.85, about_user=True) if place and is_place(place) else None


_HOME_NOUNS = r"(?:flat|apartment|house|place|terrace|condo|studio|room|two-bed|one-bed|three-bed|bungalow|cottage|loft|semi|maisonette|bedsit|townhouse|duplex|walk-?up|row ?house|brownstone|triplex|granny flat|rental|unit)"
_HOME_VERBS = (
    r"(?:rent(?:ing|ed)?|own|owning|share|sharing|have|bought|buying|found|got the keys to|picked up the keys to|"
    r"moved into|moving into|signed (?:for|the lease on))"
)


@frame("home_in", rf"(?:\b(?P<who>i|we)\s+(?:now\s+|just\s+)?|^)(?:{_HOME_VERBS})\s+(?:a|an|our|my|the)\s+(?:[\w'-]+\s+){{0,3}}?{_HOME_NOUNS}\b(?:\s+[\w'-]+){{0,4}}?\s+(?:in|off|near)\s+(?P<obj>{PLACE})(?:,\s*(?P<city>{PLACE}))?{_NAME_STOP}")
def _home_in(m, text, ctx):
    """"we rent a flat in Leith", "Renting a flat above a chippy in Levenshulme, Manchester"."""
    place, city = _obj(m), m.group("city")
    if not city:  # the clause ends at the comma: the town may follow in the sentence
        after = re.search(rf"{re.escape(place)}\s*,\s*(?P<city>{PLACE})", ctx.get("sentence") or "")
        city = after.group("city") if after else None
    if city and is_place(city):
        place = city  # the town after the district
    elif not m.group("who") and not is_place(place):
        return None  # no one said it and no town is named: "renting a room in the old mill"
    if not m.group("who") and re.search(r"\b(?:i|we)\s+(?:\w+\s+)?live\s+in\b", ctx.get("message") or "", _I):
        return None  # "signed the lease on a terrace in Brunswick. we live in Melbourne now": the town said outright
    return Found("fact", "lives_in", place, importance=0.8, confidence=0.85)


# the user's own home, street or neighbours in a town the gazetteer knows: "our new place in Osaka",
# "the neighbours on our street in Napier", "three weeks of living in Harrogate"
@frame("own_home_in", rf"\b(?:our|my)\s+(?:new\s+|own\s+|little\s+|rented\s+|first\s+|tiny\s+|(?:first|second|third|fourth|top|ground|basement)[- ]floor\s+|\w+-bedroom\s+)*(?:{_HOME_NOUNS}|home|street|road|neighbou?rs?|neighbou?rhood|address|local\s+\w+)\s+(?:in|on|at|near)\s+(?P<obj>{PLACE}){_NAME_STOP}"
       rf"|\b(?:days?|weeks?|months?|fortnight)\s+(?:of\s+)?(?:living|being\s+based)\s+in\s+(?P<obj2>{PLACE}){_NAME_STOP}")
def _own_home_in(m, text, ctx):
    place = _obj(m, "obj", "obj2")
    if not is_place(place) or re.search(EN_TRAVEL, text, _I) or re.search(r"\b(?:old|former|previous|last|parents['’]?|mum['’]s|dad['’]s)\s+(?:\w+\s+)?$", text[: m.start()] + " ", _I):
        return None  # a town only: "our old street in Leeds", a trip's, a parent's home are not where the user lives now
    return Found("fact", "lives_in", place, importance=0.8, confidence=0.8, about_user=bool(m.group("obj")))


@frame("been_in", rf"\b(?:i'?ve|we'?ve|i have|we have)?\s*been (?:living |based )?in (?P<obj>{PLACE})\s+(?:since|for (?:\w+ )?(?:years|yrs|ages|a decade))\b|\b(?:keys to|moved into|got|found) (?:the|our|my) (?:new )?(?:place|flat|apartment|house|home|condo)\s+(?:in|off)\s+(?P<obj2>{PLACE}){_NAME_STOP}")
def _been_in(m, text, ctx):
    if re.search(EN_TRAVEL, text, _I):
        return None
    return Found("fact", "lives_in", _obj(m, "obj", "obj2"), importance=0.8, confidence=0.85)


_MOVING = pattern_cache.compile(r"\b(?:moved|moving|landed|keys|van|boxes|unpack\w*|lease|movers|relocat\w+|new (?:place|flat|apartment|house|home))\b|搬家|搬完|搬到|落地|新家|租到", _I)


_HOME_IDIOM = pattern_cache.compile(rf"^(?:so\s+)?(?P<obj>{PLACE})(?:,?\s+then|\s+it is|\s+it's|,?\s+here (?:we|i) come|\s+is home(?: now)?)[.!]*$", _I)


@frame("home_named", rf"^(?:so\s+)?(?P<obj>{PLACE})(?:,?\s+then|\s+it is|\s+it's|,?\s+here (?:we|i) come|\s+is home now|\s+is home)?$")
def _home_named(m, text, ctx):
    # "Picked up the keys… Glasgow, then.", "We've landed. Toronto it is": a town named alone
    # in a message about moving is the new home (the gazetteer says it is a town)
    place = _obj(m)
    idiom = _HOME_IDIOM.match(text) or _HOME_IDIOM.match(ctx.get("sentence") or "")
    if not (idiom and _MOVING.search(ctx.get("message") or "") and is_place(place)):
        return None
    if re.search(r"\bis home\b", idiom.group(0), _I):
        # "Moving day done. Shrewsbury is home now": the user's plain word of where home is, a change
        return Found("fact", "lives_in", place, importance=0.8, confidence=0.9, about_user=True, change=True)
    return Found("fact", "lives_in", place, importance=0.8, confidence=0.8, about_user=True)


@frame("here_in", rf"^(?:now\s+)?(?:here|back) in (?P<obj>{PLACE}){_NAME_STOP}")
def _here_in(m, text, ctx):
    if re.search(EN_TRAVEL, text, _I):
        return None  # "here in Paris for the weekend": a visit, not a home
    return Found("fact", "lives_in", _obj(m), importance=0.8, confidence=0.85)


@frame("moved", rf"\b(?:moved|moving|relocated|relocating|relocate|move|shifted|shifting)\s+(?:back\s+|over\s+|out\s+)?(?:to|into)\s+(?P<obj>{PLACE}){_NAME_STOP}")
def _moved(m, text, ctx):
    if m.group(0).lower().startswith("shift") and not is_place(_obj(m)):
        return None  # "shifted to JB" is a move as Singapore and India say it; "shifted to Nights" is a rota
    if named_by_kind(_obj(m)) and not is_place(_obj(m)):
        return None  # "since I moved to Corbel Architects": a new workplace, not a home
    return Found("event", "lives_in", _obj(m), event_type="move", importance=0.8, confidence=0.9, change=True)


_ZH_PLACE = rf"(?:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſA-Z]+(?: [A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſA-Z]+)*|[{CJK}A-Za-z]{{2,12}}?)"


# a place one stays at, not a home: a hotel, an inn, a hostel
_LODGING = pattern_cache.compile(r"(?:酒店|宾馆|旅馆|旅店|民宿|客栈|青旅|招待所|度假村|(?i:hotel|hostel|inn|airbnb|motel))$")
# 家 after a number or 有/这/那 counts companies and shops ("北京有家在线教育在招人"): no home
# 住 that ends a verb of holding or stopping is no living: 入住手续, 记住, 抓住, 忍住
_HOLD_ZHU = "入记抓挡拦保忍稳顶撑止站握捂堵卡围憋罩困锁绑拴揪扣按压接守留"


@frame("zh_lives_in", rf"(?:住在|(?<![{_HOLD_ZHU}])住(?![过了着院宿店的址房户持进下得证])|(?<![有一这那几哪某两每各大人国专作商玩东庄行老])家在|定居在?|落户在?|租在|租住在|(?i:base)\s*在|常驻|坐标|落脚(?:在|到)?(?!\s)|把家安在了?|安家在|扎根在)\s*(?P<obj>{_ZH_PLACE}){_ZH_STOP}"
       # settled in a place, the verb after it, in either language: "我们一家在 Ipoh settle down 了", "在厦门安家了"
       rf"|(?:我|我们|我们一家|全家|一家人)\s*(?:已经|终于|总算)?\s*在\s*(?P<obj2>{_ZH_PLACE})\s*(?:(?i:settled?(?:\s+down)?)|安家|定居|落户|扎根|安顿下来)")
def _zh_lives_in(m, text, ctx):
    place = _obj(m, "obj", "obj2").strip()
    if re.match(r"(?:这儿|这里|这边)(?:了|啦)?", place):
        # "我是真住在这儿了": here is the town the message names ("办了张扬州图书馆的读者证")
        message = ctx.get("message") or text
        town = town_before(message, text) if text in message else None
        return Found("fact", "lives_in", town, importance=0.8, confidence=0.85) if town else None
    if place in ("在家", "家里", "这边", "那边", "附近", "一起") or _DURATION.fullmatch(place) or _LODGING.search(place):
        return None  # (and "住两晚", "住宠物酒店", "住如家酒店": a stay, not a home)
    if m.group(0).startswith("落户") and not is_place(place) and re.match(r"(?:手续|材料|政策|的事|申请|审批)", place):
        return None  # "落户手续今天全部办完": the papers of settling, the town said elsewhere
    return Found("fact", "lives_in", place, importance=0.8, confidence=0.9)


_MOVED_THING = pattern_cache.compile(
    r"(?:公司|办公楼|办公室|总部|工厂|门店|店|部门|部|团队|学校|医院|实验室|项目组|(?i:office|team))[^，,。]{0,4}$"
    rf"|{THING_MOVED}"  # "声桥把研发部整个搬去了深圳": what someone moved, not the user's home
)


@frame("zh_moved", rf"(?:搬到|搬去|搬回|搬来|搬家到|搬家去|移居到?|迁居到?|(?<![A-Za-z])(?:move[ds]?|moving|relocat(?:e[ds]?|ing))\s*(?:去|到|回))了?\s*(?P<obj>{_ZH_PLACE}){_ZH_STOP}")
def _zh_moved(m, text, ctx):
    if _MOVED_THING.search(text[: m.start()]):
        return None  # "同程新办公楼搬到了金鸡湖边": the office moved, not the user
    place = _obj(m).strip()
    if DURATION_NEXT.match(place):
        return None  # "搬来一个多月才…": how long since the move, the place is here, not named
    if re.fullmatch(r"国内?|祖国|中国", place) or place.startswith("国"):
        return None  # "搬回国了": back to the country, the town is told elsewhere ("落脚深圳南山")
    if re.match(r"[来去过]", place):
        return None  # "plugin 也搬回来了": 回来/过去 is the way it went, no town ("搬回来了" alone names none)
    if place.startswith("老家") and len(place) > 3:
        place = place[2:]  # "搬回老家长沙": the town is 长沙, 老家 says it is where one comes from
    return Found("event", "lives_in", place, event_type="move", importance=0.8, confidence=0.9, change=True)


@frame("zh_moved_here", r"(?:搬|搬家)(?:过来|来这(?:儿|里|边))|(?:成了|成为了?|算是?|是)\s*(?P<obj>[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ]+(?: [A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ]+)*|[\u3400-\u9fff]{2,6}?)\s*(?:的)?\s*(?:本地)?居民"
       # become one of a town's people ("正式成为赣州人"; "我是上海人" tells where one is from, not a move)
       r"|(?:成了|成为了?)\s*(?P<obj_people>[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ]+|[\u3400-\u9fff]{2,4}?)\s*人(?![家员士物])")
def _zh_moved_here(m, text, ctx):
    # "搬过来还没请大家吃过饭": moved here, the town the message names; "成了 Melbourne 居民": one of its residents
    if m.group("obj") or m.group("obj_people"):
        place = (m.group("obj") or m.group("obj_people")).strip()
        return Found("fact", "lives_in", place, importance=0.8, confidence=0.85, about_user=True) if is_place(place) else None
    if re.search(r"[他她]|[A-Z][a-z]+", text[: m.start()]) or re.match(r"\s*(?:跟|和|同)我", text[m.end() :]):
        return None  # "Marcus 刚搬过来", "搬过来跟我住了": someone else moved (in with the user)
    message = ctx.get("message") or text
    only = town_of_the_move(message) if text in message else None
    town = (town_before(message, text) or only) if text in message else None
    # the one town of the whole message is where the user moved; of several, the nearest before is a guess
    sure = town is not None and only == town
    return Found("event", "lives_in", town, event_type="move", importance=0.8, confidence=0.85 if sure else 0.8, change=True) if town else None


@frame("zh_back_home", rf"^(?:终于)?回(?:到)?(?P<obj>[{CJK}]{{2,4}}?)(?:了|啦)(?=$|[！!，,。])")
def _zh_back_home(m, text, ctx):
    # "回成都了！在玉林租了个两居": back to a town — a move when the message tells of a home there
    # (a visit otherwise: "回成都了，看爸妈")
    town = _obj(m).strip()
    message = ctx.get("message") or text
    if not is_place(town) or not re.search(r"租|房子|新家|钥匙|搬|住下|安顿|入住|两居|一居|三居|公寓", message):
        return None
    return Found("event", "lives_in", town, event_type="move", importance=0.8, confidence=0.85, change=True)


@frame("zh_home", rf"在\s*(?P<obj>{_ZH_PLACE})\s*(?:租房|租了房|租的房|买了房|买房|安家|定居|安顿下来|扎根|落脚)|(?P<obj2>[{CJK}]{{2,6}}|[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſA-Z]+)就是(?:我的)?家了|以后就是(?P<obj3>[{CJK}]{{2,6}}|[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſA-Z]+)人了"
       # the town's papers of a resident, got: "台北的居留证都搞定了", "苏州的居住证办下来了"
       rf"|(?P<obj4>{_ZH_PLACE})\s*的?\s*(?:居留证|居住证|暂住证|居留卡|户口)\s*(?:都|也|终于|总算)?\s*(?:办(?:好|下来|妥)|搞定|下来|到手|拿到|批(?:了|下来))")
def _zh_home(m, text, ctx):
    # "London就是家了" names the town as the subject: the home is the user's all the same;
    # "我哥在杭州买了房" is his
    if m.group("obj4"):
        town = m.group("obj4").strip()
        if not is_place(town) or re.search(r"[他她]|[爸妈哥姐弟妹]", text[: m.start()]):
            return None  # "我妈的户口办好了": hers
        return Found("fact", "lives_in", town, importance=0.8, confidence=0.85)  # a resident's papers issued: as sure as 住在
    idiom = bool(m.group("obj2") or m.group("obj3"))
    if m.group("obj3") and not is_place(m.group("obj3")):
        return None  # "以后就是有老公的人了": a kind of person, not a town's
    town = m.group("obj") or ""
    if town and not is_place(town) and is_place(town[:-1]) and town[-1] not in "市区县镇村省州乡岛":
        return None  # "在九江雪安家过的": a town, then someone's name (雪安家 is her home, not 安家)
    return Found("fact", "lives_in", _obj(m, "obj", "obj2", "obj3").strip(), importance=0.8, confidence=0.85, about_user=idiom)


@frame("zh_home_noun", rf"在\s?(?P<obj>{_ZH_PLACE}?)\s?(?:的)?\s?(?:(?i:rent|租|买|签)(?:了|下)?\s?(?:一[个间套]|个)?[^，。,]{{0,6}}?(?:房子?|居室|公寓|单间|(?i:loft|studio|apartment|flat))|(?:房子|公寓|新房)[^，。,]{{0,6}}?(?:签|买|租|定)(?:下来|好|到)了?)")
def _zh_home_noun(m, text, ctx):
    """"在北京 rent 了一个一居室", "在杭州的房子终于签下来了": a home taken in a named town."""
    place = _obj(m).strip()
    if not is_place(place):
        return None
    return Found("fact", "lives_in", place, importance=0.8, confidence=0.85)


# a home named by its town, the town before it as its owner would be: "阳江新屋个 wifi", "Taiping 间屋第一张 bill",
# "芜湖这个小区电梯太小", "湛江 rental 系平" — the user's own home unless someone else's is said before it
@frame("zh_town_home", rf"(?P<obj>{_ZH_PLACE}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)\s?(?:这边的?|那边的?|这个|这间|间|个|的)?\s?(?:新屋|新家|新房(?!东)|屋企|(?<=[间个])屋|出租屋|宿舍|小区|公寓|房子|(?i:rental|new flat|new place|new house|apartment|condo))(?![\u3400-\u9fff]{{0,2}}(?:中介|广告|价|市场))")
def _zh_town_home(m, text, ctx):
    town = _obj(m).strip()
    before = text[: m.start()]
    if not is_place(town) or re.search(r"[他她它]|[爸妈哥姐弟妹]|朋友|同事|亲戚|[A-Z][a-z]+\s?(?:的|'s)|酒店|民宿|(?i:hotel|airbnb|hostel)", before) \
            or re.search(r"出差|旅游|旅行|度假|玩|(?i:trip|holiday|visit)", ctx.get("sentence") or text):
        return None
    if re.search(r"退租|退房|退了|搬出|搬走|卖了|卖掉", text[m.end() :]):
        return None  # "太原的出租屋也退了": a home given up, no longer where one lives
    if talked_of_over_there(text, m.end("obj") if m.group("obj") else m.start()):
        return None
    if re.search(r"新屋|新家|新房(?!东)|(?i:new (?:flat|place|house))", m.group(0)):
        # a new home in a town is a move there ("阳江新屋个 wifi 终于装好"); a home alone, where one lives (a guess)
        return Found("event", "lives_in", town, event_type="move", importance=0.8, confidence=0.85, change=True, about_user=True)
    return Found("fact", "lives_in", town, importance=0.8, confidence=0.8, about_user=True)


@frame("zh_in_city", rf"^我?(?:现在|目前|如今)(?:人)?(?:在|居住在|定居在)(?P<obj>[{CJK}A-Za-z ]{{2,8}}?)(?:$|[，。,.!！])")
def _zh_in_city(m, text, ctx):
    where = _obj(m).strip()
    if re.search(r"(?:上班|工作|实习|打工|读书|上学|出差|开会|加班)了?$", where):
        return None  # "现在在网易上班了": where one works, not a town
    if where in ctx.get("known_employers", ()):
        return Found("fact", "employer", where, importance=0.8, confidence=0.8)  # "现在在美团": at work there
    if not (is_place(where) or re.search(r"[市省区县镇]$", where) or where.isascii()):
        return None  # "现在在美团", a company the vault does not know yet: no town to read
    return Found("fact", "lives_in", where, importance=0.8, confidence=0.85)


# --- work ---------------------------------------------------------------------------------


def _without_the(org: str | None) -> str:
    """An organisation's name without the article before it: "the Lakeshore Natural History Museum", "the
    Royal Marsden" are named; "the pub" is not, nor a place's unit ("the Lekki branch", "the Torquay
    library": one capitalised word, or a town, after "the" names where, not whom — left lower-case)."""
    org = org or ""
    bare = re.sub(r"^the\s+(?=(?-i:[A-Z0-9]))", "", org, flags=_I)
    if bare == org:
        return org
    named = (len(bare.split()) >= 2 and not is_place(bare)) or bool(_ORG_KIND.search(bare))
    return bare if named else org


@frame("works_at", rf"\bwork(?:s|ing|ed|['’]s| is)?\s+(?:as\s+(?:an?\s+)?(?P<job>{EN_ROLE_TITLE})\s+)?(?:at|for)\s+(?P<obj>{ORG}){_NAME_STOP}")
def _works_at(m, text, ctx):
    if m.start() > 0 and m.group(0)[0].isupper() and not casual(text):
        return None  # "Launceston Granite Works at a trade night": a name's last word, not the verb
    org = _without_the(_obj(m))
    if org[:1].islower() and not casual(text):
        return None  # "works at a café": an employer has a name
    if _PAST_JOB.search(text[: m.start()]) or re.search(r"\bworked\b", m.group(0), _I):
        return None  # a past job: not where one works now (its leaving is an event of its own)
    return Found("fact", "employer", org, importance=0.8, confidence=0.85)


@frame("joined", rf"\b(?:joined|joining|join|started at|starting at|start at|began at|beginning at|got a job at|hired (?:by|at)|new job at|signed with|(?:my )?first (?:day|week) (?:at|with)|day (?:one|1) at|onboarding at|accepted(?: the| an| their)?(?: offer (?:from|at)| job at| role at)?|signed (?:the |an |my )?offer (?:from|with|at)|start(?:ing|ed)? (?:my new job |a new job |work |working )?at)\s+(?P<obj>{ORG}){_NAME_STOP}")
def _joined(m, text, ctx):
    org = _without_the(_obj(m))
    if org[:1].islower() and not (casual(text) and looks_like_name(org.split()[0])):
        return None  # "accepted the invitation": an employer has a name
    if re.match(r"[了过着的]", org):
        return None  # "join 了 Grab": an English verb in a Chinese sentence, its object after 了 (zh_joined)
    return Found("event", "employer", org, event_type="joined_company", importance=0.8, confidence=0.85, change=True)


_ORG_KIND = pattern_cache.compile(rf"(?:{EN_ORG_KINDS})\b")


# The words of employment, told of the speaker: "I am employed by the Highland Council", "my
# employer is now Ørsted", "I've taken a post at Groote Schuur Hospital", "I'm at Clifford Chance
# now", "Fonterra took me on full time", "Shelter Cymru — that's who pays my wages now"
@frame("employed_by", rf"\b(?:i\s+am|i['’]m|i['’]ve\s+been|i\s+have\s+been)\s+(?:now\s+|officially\s+)?(?:employed|hired|taken on|contracted)\s+(?:full[- ]time\s+|part[- ]time\s+|permanently\s+)?(?:by|at|with)\s+(?P<obj>{ORG}){_NAME_STOP}"
       rf"|\bmy\s+(?:new\s+)?employer(?:\s+is|['’]s)\s+(?:now\s+)?(?P<obj2>{ORG}){_NAME_STOP}"
       rf"|\b(?:i['’]ve\s+|i\s+have\s+|i\s+)?(?:taken|took|accepted|started)\s+(?:up\s+)?(?:a|the|my)\s+(?:new\s+|permanent\s+)?(?:post|position|role|job)\s+(?:at|with)\s+(?P<obj3>{ORG}){_NAME_STOP}"
       rf"|\b(?:i['’]m|i\s+am)\s+(?:(?:like|now|officially|finally|actually|basically|properly)\s+){{0,3}}at\s+(?P<obj4>{ORG})(?:\s+now\b|\s+from\s+(?:the\s+\w+|monday|tomorrow|next\s+\w+)\b|(?=\s*,\s*(?:or rather|sorry)\b))"
       rf"|\bnow\s+(?:that\s+)?i['’]m\s+at\s+(?P<obj5>{ORG}){_NAME_STOP}"
       rf"|^(?P<obj6>{ORG})\s+(?:took me on|hired me|signed me|has taken me on)\b"
       rf"|^(?P<obj7>{ORG})\s*[—–-]+\s*that['’]s\s+(?:who\s+pays\s+my\s+(?:wages|salary)|the\s+name\s+on\s+my\s+(?:contract|payslip|badge))")
def _employed_by(m, text, ctx):
    org = _obj(m, "obj", "obj2", "obj3", "obj4", "obj5", "obj6", "obj7")
    org = re.sub(r"^the\s+", "", org, flags=_I)
    if not org or org[0].islower() or _generic(org) or is_place(org):
        return None  # "I'm at the airport now", "I'm at Leeds now": a place, not an employer
    message = ctx.get("message") or text
    if (m.group("obj4") or m.group("obj5")) and not _WORK_TALK.search(message) and not (
        named_by_kind(org) and not _VISITED_KIND.search(org) and not re.search(EN_TRAVEL, message, _I)
    ):
        return None  # "I'm at Heathrow now, boarding soon": where one is, unless the message speaks of work or
        # the name is a firm's ("I'm at Quillfeather Insurance from the first"; a hospital or a hotel is visited)
    return Found("fact", "employer", org, importance=0.8, confidence=0.85, change=True, about_user=bool(m.group("obj2") or m.group("obj6") or m.group("obj7")))


_VISITED_KIND = pattern_cache.compile(r"\b(?:Hospital|Clinic|Infirmary|Surgery|Hospice|Hotel|Inn|Resort|Airport|Station|Museum|Gallery|Park|Library|Centre|Center)\b")
_WORK_TALK = pattern_cache.compile(
    r"\b(?:job|jobs|firms?|compan(?:y|ies)|employer|colleagues?|team|office|desk|shift|department|group|contract|salary|wages|"
    r"payslip|boss|manager|joined|switched|hired|onboarding|induction|probation|badge|work(?:ing)?)\b", _I
)


@frame("with_company", rf"\bi['’]m (?:now |still )?with (?P<obj>{ORG}){_NAME_STOP}")
def _with_company(m, text, ctx):
    # "I'm with Gannet Subsea, been on their books a couple of years": with a company, told as work
    org = _obj(m)
    message = ctx.get("message") or text
    kind = _ORG_KIND.search(org or "")
    if not org or not org[:1].isupper() or len(org.split()) < 2 and not kind:
        return None  # "I'm with Tom": a person
    now = kind and re.match(r"[\s,.]*(?:now|these days)\b", text[m.end("obj") :], _I)  # "I'm with Access Bank now, no more Zenith"
    if not now and not re.search(r"\b(?:books|contract|shifts?|rota|payroll|job|work(?:ing)?|years?|months|since|as an?|company|firm|team|crew|offshore"
                                 r"|from today|as of today|starting today|inbox|e-?mail)\b", message, _I):
        return None
    return Found("fact", "employer", org, importance=0.8, confidence=0.8)


# a noun of the slot, then its value: "Day job is climbing arborist with …", "job: nurse at …"
_SLOT_NOUN_IS = r"^(?:my\s+)?(?:day job|job|work|role|position|new job|new role|job title|title)(?:\s*[:：]|\s+(?:is|['’]s)(?:\s+now)?)\s*"


# a post told as what the speaker does a thing as, or as what being it is like: "as clinical coach I train the
# student nurses", "Being a veterinary nurse at Severnside Animal Hospital with MS means…", "Being quality lead is…"
@frame("role_as", rf"(?:^|[,:;—–]\s*)as\s+(?:an?\s+|the\s+|(?:a\s+)?new\s+)?(?P<title>{EN_ROLE_TITLE})\s+(?=i\b|i['’]m\b)"
       rf"|^being\s+(?:an?\s+|the\s+)?(?P<title2>{EN_ROLE_TITLE})\b(?=\s+(?:at|for|with|in|is|means|has|was|feels|takes)\b)")
def _role_as(m, text, ctx):
    title = (m.group("title") or m.group("title2")).strip()
    if not title_ok(title, alone=False):
        return None
    return Found("profile", "job", title, importance=0.8, confidence=0.75)


@frame("title_at", rf"\bi(?:'m| am)\s+(?:now\s+|currently\s+|still\s+)?(?:an?\s+|the\s+)?(?P<title>{EN_ROLE_TITLE})\s+(?:at|for|with)\s+(?P<obj>{ORG}){_NAME_STOP}"
       rf"|{_SLOT_NOUN_IS}(?:an?\s+)?(?:{EN_ROLE_TITLE})\s+(?:at|for|with)\s+(?P<obj2>{ORG}){_NAME_STOP}"
       # a profile line with its subject dropped: "Currently a staff RN on the cardiac unit at Lakeshore General"
       rf"|^(?:currently|now|still)\s+(?:working\s+as\s+)?(?:an?|the)\s+(?:{EN_TITLE})\b[^,.;:!?]{{0,40}}?\s+(?:at|for)\s+(?:the\s+)?(?-i:(?=[A-Z]))(?P<obj3>{ORG}){_NAME_STOP}")
def _title_at(m, text, ctx):
    org = _without_the(_obj(m, "obj", "obj2", "obj3"))
    if not org or (org[0].islower() and not re.match(f"[{CJK}]", org)):
        return None  # "at the pub": an employer has a name
    if m.group("title") and not title_ok(m.group("title"), alone=False):
        return None  # "I'm a regular at The Crown", "a member at Fitness First": no post
    if re.search(r"\b(?:with|and)\s+(?-i:[A-Z])", m.group(0)[: m.start("obj") - m.start()] if m.group("obj") else ""):
        return None  # "I'm with Tom Baker at the pub": a person, not a post
    return Found("fact", "employer", org, importance=0.8, confidence=0.85)


@frame("at_company_for", rf"(?:^|\b(?:been|i've been|i have been|i'm|i am|we're)\s+)(?:now\s+)?at\s+(?P<obj>{ORG})\s+for\s+(?:a|an|\w+|\d+)\s+(?:day|week|month|year)s?|\b(?:\w+|\d+) (?:days?|weeks?|months?) in at (?P<obj2>{ORG}){_NAME_STOP}")
def _at_company(m, text, ctx):
    return Found("fact", "employer", _obj(m), importance=0.8, confidence=0.85)


# at an organisation, named by its kind, told as where one is these days: "I'm at Gannet Marine now, doing
# their stock", "I've been at Marrowbone Press since February" (not "at the pub": an organisation's name)
@frame("at_org_now", rf"\b(?:i['’]m|i am|i['’]ve been|i have been)\s+(?:now\s+|still\s+)?(?:at|with)\s+(?P<obj>{ORG})"
       rf"(?=\s+(?:now|these days|since|full[- ]time|permanently)\b|\s*,\s*(?:doing|working|mostly|on|in)\b)")
def _at_org_now(m, text, ctx):
    org = _without_the(_obj(m))
    if not org or not org[:1].isupper() or not named_by_kind(org):
        return None  # "I'm at home now", "I've been at Mum's since Friday": no organisation
    if _VISITED_KIND.search(org) and not _WORK_TALK.search(ctx.get("message") or text):
        return None  # "I'm at St Mary's Hospital now, waiting for the scan": a patient's or a guest's place
    return Found("fact", "employer", org, importance=0.8, confidence=0.8)


def _named_org(org: str) -> bool:
    """An organisation by its name and its kind ("鹿鸣出版社", "Juniper Freight"), not a place, a
    generic word or one without its name ("一家设计院")."""
    return named_by_kind(org) and not _is_place(org) and not _generic(org) and not re.search(r"一家|一个|某", org)


# an organisation's name in Chinese or Latin letters, a Latin one whole ("Pinehurst Consulting", not "Pinehurst")
_ZH_OR_LATIN_ORG = rf"(?-i:[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*)*)(?=$|[\s，。！？,.!?、；;])|[{CJK}A-Za-z0-9·&]{{2,16}}?{_ZH_STOP}"


# a move to an organisation named by its kind: "我这边换到了鹿鸣出版社", "被 Saltmarsh Consulting 挖过去了",
# "被 Northwind Clinic headhunt 过去", "since 我转到 Pinehurst Consulting"
@frame("zh_switched_to_org", rf"(?:换到了?|换去了?|跳到了?|转到了?|调到了?)\s*(?P<obj>{_ZH_OR_LATIN_ORG})"
       rf"|被\s*(?P<obj2>[{CJK}A-Za-z0-9 ·&]{{2,24}}?)\s*(?:(?:挖|(?i:headhunt(?:ed)?))\s*(?:过去|走|去)?|招(?:走|去)|签(?:走|下))\s*(?:了|之后|以后|后)")
def _zh_switched_to_org(m, text, ctx):
    org = _obj(m, "obj", "obj2").strip()
    if not _named_org(org):
        return None  # "换到了靠窗的座位", "被一家设计院挖了": a seat, an organisation without its name
    return Found("event", "employer", org, event_type="joined_company", importance=0.8, confidence=0.8, change=True)


# where one is these days, an organisation named by its kind, in a message about work: "早就走了，现在在 Juniper Freight",
# "年后就去了万川建材，忙得脚不沾地" (asked "最近在哪高就")


@frame("zh_now_at_org", rf"(?:现在|目前|如今)(?:就|已经|都)?在\s*(?P<obj>{_ZH_OR_LATIN_ORG})"
       rf"|(?:^|(?<=[年月后]))(?:就|已经|早就|刚)?(?:去了|进了)\s*(?P<obj2>{_ZH_OR_LATIN_ORG})")
def _zh_now_at_org(m, text, ctx):
    org = _obj(m, "obj", "obj2").strip()
    if not _named_org(org) or not talks_of_work(ctx.get("message") or text):
        return None  # "现在在上海", "去了中国银行办卡", "进了一家游戏公司": a place, an errand, no name
    sentence = ctx.get("sentence") or text
    if m.group("obj2") and "我" not in sentence[: max(0, sentence.find(text)) + m.start()]:
        return None  # "晓换工作了，去了番禺…": whose going it is, the sentence does not say it is the user's
    if m.group("obj2"):
        return Found("event", "employer", org, event_type="joined_company", importance=0.8, confidence=0.8, change=True)
    return Found("fact", "employer", org, importance=0.8, confidence=0.8)


@frame("left_job", rf"\b(?:left|quit|resigned from|walked out of|handed (?:in )?my notice(?: in)? (?:at|to)|(?:my )?last day (?:at|with)|laid off (?:from|by)|fired from)\s+(?P<obj>{ORG}){_NAME_STOP}")
def _left_job(m, text, ctx):
    org = _obj(m)
    if org and org[0].islower() and not re.search(f"[{CJK}]", org[:1]):
        return None  # "left early", "leaving the party"
    if org and re.fullmatch(r"[的了过啦呢吧啊]+", org):
        return None  # "从中原测绘院 quit 的": the verb ends a Chinese clause; what was left came before it
    left, _, went_to = org.partition(" for ")
    if (went_to and (is_place(left) or is_place(went_to))) or (org and m.group(0).lower().startswith("left") and is_place(org) and not named_by_kind(org)):
        return None  # "left Carlisle for Sligo", "We left Palmerston North in May": a town left (``transitions``), no employer
    if org and re.search(r"\bto\s*$", m.group(0)[: m.start("obj") - m.start()]) and (org in ctx.get("known", ()) or re.fullmatch(r"[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+", org)):
        # "handed my notice to Gail": to a person — the place left is the employer the vault knows
        known = [e for e in ctx.get("known_employers", ()) if e]
        if not known:
            return None
        org = known[0]
    return Found("event", "left_employer", org, event_type="left_company", importance=0.8, confidence=0.8, change=True)


# a unit inside a workplace, after the workplace's 的: "心内科", "产房", "终端部门", "pastry kitchen"
_ZH_WORKPLACE_UNIT = (
    rf"(?:[{CJK}A-Za-z ]{{0,12}}?(?:部门|事业部|部|科室|科|产房|病区|病房|车间|厨房|后厨|前台|实验室|门店|分店|总部|分公司|团队|小组|组|中心|办公室|工地|"
    r"(?i:kitchen|department|dept|team|lab|office|ward|desk|studio|branch|unit|floor)))"
)
_UNIT_AT_END = pattern_cache.compile(rf"\s*的\s*{_ZH_WORKPLACE_UNIT}$")


@frame("zh_works_at", rf"(?<![现正实存还所好])在(?P<obj>[{CJK}A-Za-z0-9 ·&]{{2,24}}?(?:\s*的\s*{_ZH_WORKPLACE_UNIT})?)\s*(?:工作|上班|任职|实习|供职|做(?!\s*了?(?:一|几|两)?(?:个|次|场|下|期|轮|份|顿)(?!\s*(?:{ZH_ROLE_TITLE})))|当(?!着|众|面|时|场|天|晚)|担任|干(?!嘛|啥|什么|掉|杯)|教(?=书|课|学生)|带(?=\s*(?:[高初][一二三]|[一二三四五六七八九]年级|毕业班|班|课|学生)))")
def _zh_works_at(m, text, ctx):
    org = _obj(m).strip()
    if re.search(r"(?:手底下|手下|底下|麾下|名下)$", org):
        return None  # "在单世杰手底下干活": under a person, read as the manager
    unit = _UNIT_AT_END.search(org)
    if unit and unit.start() >= 2:
        org = org[: unit.start()].strip()  # "在协和医院的心内科", "在 Bayshore Hotel 的 pastry kitchen": the employer, not its unit
    if _PAST_JOB.search(text[: m.start()]):
        if _org_like_zh(org):
            ctx["last_org"] = org  # "来山城桥检之前我在蜀道路桥干施工，…辞的职": the one left, said next
        return None
    kind_in_town = pattern_cache.compile(rf"(?P<town>[{CJK}]{{2,4}}?)[{CJK}]{{0,3}}的(?:一家|一个|那家)?[{CJK}]{{1,3}}$").match(org)
    if kind_in_town and _is_place(kind_in_town.group("town")):
        # "在银川郊区的酒庄干活": a kind of workplace, no name — where it is, as a guess of home
        return Found("fact", "lives_in", kind_in_town.group("town"), importance=0.6, confidence=0.6, doubt="where you work, not said to be your home")
    if org in ("家", "家里", "公司", "这边", "那边", "一家", "外面", "单位") or org.endswith(("家里", "这边")) or _generic(org):
        return None
    if _is_place(org):  # "在郑州当老师": where one works is the town one lives in, not an employer
        return Found("fact", "lives_in", org, importance=0.7, confidence=0.75)
    ctx["last_org"] = org
    return Found("fact", "employer", org, importance=0.8, confidence=0.85)


# employed there, in the formal words of a CV or a letter ("本人目前就职于中建三局"), working for them ("从七月起给北辰精算打工")
@frame("zh_employed_by", rf"(?:就职|任职|供职|受雇|服务)于\s*(?P<obj>[{CJK}A-Za-z0-9 ·&]{{2,16}}?){_ZH_STOP}|给(?P<obj2>[{CJK}A-Za-z0-9·&]{{2,12}}?)打工")
def _zh_employed_by(m, text, ctx):
    org = _obj(m, "obj", "obj2").strip()
    if _PAST_JOB.search(text[: m.start()]) or not _org_like_zh(org) or re.fullmatch(r"[他她它]们?|别人|人家", org):
        return None  # ("给她打工": a person's, read by the manager's frames)
    ctx["last_org"] = org
    return Found("fact", "employer", org, importance=0.8, confidence=0.85)


@frame("zh_post_at_org", rf"我(?:就|也|只|其实|现在|目前|如今|已经|正式|终于)*是\s*(?P<obj>[{CJK}A-Za-z0-9·&]{{2,10}}?|[A-Z][\w&]*(?: [A-Z][\w&]*){{0,3}})\s*(?P<new>新来|刚来|新入职|刚入职|新进)?的\s*(?:新|一名|一个|个|名)?\s*(?:{ZH_ROLE_TITLE}|(?i:{EN_TITLE})(?![a-z]))")
def _zh_post_at_org(m, text, ctx):
    """"我是北辰精工的采购", "我是瑞丰光电新来的测试": the workplace whose post the user holds (the post is
    read by the job frame) — not whose one is ("我是张老师的学生", "我是他们的经理")."""
    org = m.group("obj").strip()
    if not _named_org(org) or zh_name_at(org) == org or re.search(rf"(?:{ZH_ROLE_TITLE})$|[他她我你这那]|们$|家$", org):
        return None  # (a name of an organisation's kind: not "新来", "三年级二班", "这栋楼")
    ctx["last_org"] = org
    return Found("fact", "employer", org, importance=0.8, confidence=0.8, about_user=True, change=bool(m.group("new")))


@frame("zh_joined", rf"(?:入职(?!档案|手续|体检|材料|资料|培训|流程|表|通知|前|后|时|那|系统|信息|登记)了?|加入了?|加盟了?|(?<![搬住走跑钻挤])进了|跳槽(?:去|到)了?|(?<![A-Za-z])join(?:ed)?\s*了\s*|(?:换了?(?:份|个)?(?:新)?工作|跳槽了?|辞职了?)[，,\s]*(?:去了|到了|进了))(?P<obj>[{CJK}A-Za-z0-9 ·&]{{2,14}}?){_ZH_STOP}|(?:去|到)(?P<obj2>[{CJK}A-Za-z0-9 ·&]{{2,14}}?)(?:报到|报道|入职)|第一天(?:去|到|在)(?P<obj3>[{CJK}A-Za-z0-9 ·&]{{2,14}}?)上班|(?P<obj4>[{CJK}A-Za-z0-9·&]{{2,12}}?)(?:那边|这边)?的\s?offer\s?(?:接了|签了|拿了|收了)|(?:接了|签了)(?P<obj5>[{CJK}A-Za-z0-9·&]{{2,12}}?)的\s?offer|在(?P<obj6>[{CJK}A-Za-z0-9 ·&]{{2,14}}?)的第一(?:天|周|个星期|个月)|^(?P<obj7>[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ0-9&]+(?: [A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ0-9&]+)?)\s?(?:(?:上班|入职)?第[一二三1-3](?:天|周|个?星期|个月)|day ?1\b|day one\b|onboarding\b)|^(?P<obj8>[{CJK}]{{2,6}})\s?(?:day ?1\b|day one\b|onboarding\b)"
       # gone to work somewhere, done: "我去了台积电上班", "去腾讯上班了"
       rf"|(?:去了|到了)\s*(?P<obj9>[{CJK}A-Za-z0-9 ·&]{{2,14}}?)\s*(?:上班|工作)|(?<![要想会能])去\s*(?P<obj10>[{CJK}A-Za-z0-9 ·&]{{2,14}}?)\s*(?:上班|工作)(?:了|啦)"
       # just gone in: "刚进的润禾食品，税前九千五"
       rf"|^(?:我)?刚(?:刚)?进(?:的|了)?\s*(?P<obj11>{_ZH_OR_LATIN_ORG})")
def _zh_joined(m, text, ctx):
    org = _obj(m, "obj", "obj2", "obj3", "obj4", "obj5", "obj6", "obj7", "obj8", "obj9", "obj10", "obj11").strip()
    if m.group("obj11") and not _named_org(org):
        return None  # "刚进门", "刚进了家": no organisation
    if _JOB_CHANGE_ZH.match(m.group(0)) and not _USERS_CHANGE_ZH.match(ctx.get("sentence") or text):
        return None  # "思雨，换工作去了小米上海": her change
    if m.group("obj8") and (_generic(org) or zh_name_at(org) == org or re.search("[今明昨天周年月]", org)):
        return None  # "今天 day 1", a person's name: no employer
    if m.group("obj7") and (not all(w[:1].isupper() for w in org.split()) or (" " not in org and is_verb(org.lower()))):
        return None  # "Married life 第一周", "Retired 第一周": words, not an organisation's name
    if m.group("obj6"):
        if is_place(org):  # "在 Singapore 的第一个月": the first month in a town is a new home
            return Found("event", "lives_in", org, event_type="move", importance=0.8, confidence=0.85, change=True)
    if _is_place(org):
        return None  # "下周一去苏州报到": the city, not the employer
    if re.fullmatch(r"[\d年月日号]+", org) or org in ("新公司", "公司") or _generic(org):
        return None
    # "Lumora 入职第一周": an organisation opening the clause is the user's new one, not its subject
    return Found("event", "employer", org, event_type="joined_company", importance=0.8, confidence=0.85, change=True,
                 about_user=bool((m.group("obj7") or m.group("obj8")) and not text[m.end() :].strip(" ，,。.!！~～")))  # "Kevin 入职第一周就被骂了": his


@frame("zh_went_to_org", rf"^(?:刚|就)?(?:去了|到了|进了)(?P<obj>[{CJK}A-Za-z0-9 ·&]{{2,14}}?){_ZH_STOP}")
def _zh_went_to_org(m, text, ctx):
    # "最近换了工作，去了一家叫云帆科技的公司": after a change of job, where one went is the new employer
    if not _JOB_CHANGE_ZH.search(ctx.get("sentence") or "") or not _USERS_CHANGE_ZH.match(ctx.get("sentence") or ""):
        return None  # "思雨，换工作去了小米上海", "晓换工作了，去了…": someone else's change
    org = _obj(m).strip()
    if _is_place(org) or _generic(org) or org in ("新公司", "公司"):
        return None
    return Found("event", "employer", org, event_type="joined_company", importance=0.8, confidence=0.8, change=True)


_JOB_CHANGE_ZH = pattern_cache.compile(r"换了?(?:份|个)?(?:新)?工作|跳槽|辞职|离职|找到了?(?:新)?工作|新工作")
# a sentence that tells the speaker's own change: it opens with 我, or with the change itself
# (after a time word), never with someone's name ("思雨，换工作去了…")
_USERS_CHANGE_ZH = pattern_cache.compile(
    r"^\s*(?:(?:最近|刚刚?|上个?月|上周|今年|去年|前不久|终于|总算|对了|其实|然后|嗯|哈哈)[\s，,]*)*(?:我|换了?(?:份|个)?(?:新)?工作|跳槽|辞职|离职|找到)"
)


@frame("zh_at_company_for", rf"(?:在|(?<![下起出过回上进])来|到)(?P<obj>[{CJK}A-Za-z0-9 ·&]{{2,12}}?)(?:干了|工作了|上班了|做了)?(?:快|已经|都|差不多|将近|整)?(?:满|有)?(?:一|两|三|四|五|六|七|八|九|十|半|\d+|几)+个?(?:多)?(?:天|周|星期|礼拜|月|年)了")
def _zh_at_company(m, text, ctx):
    place = _obj(m).strip()
    if place in ("家", "这边", "那边", "一起", "这里", "那里") or _is_place(place) or re.search("[待住租第了]", place):
        return None  # "在一起快两年了", "在上海租房第三年了": together, a home — not a workplace
    return Found("fact", "employer", place, importance=0.75, confidence=0.8)


_NAMED_SLOTS = {"employer", "left_employer", "lives_in", "manager", "partner", "fiance", "spouse", "name", "hometown", "birthplace"}


def _name_word(word: str) -> bool:
    """A word typed without case that may be a name: a listed given name ("theo", "mark"), or no
    common word and no form of an English verb ("looks", "reckons", "smuggled" are not)."""
    return is_given_name(word) or (looks_like_name(word) and not verb_forms(word.lower()))


# a capital letter inside a sentence, not opening it: a writer who writes "I" and names with capitals
_CAPITAL_INSIDE = pattern_cache.compile(r"(?<=[a-z,;:—–-] )(?:[A-Z](?=[a-z])|I\b)")  # (an acronym, "OHSU", tells nothing)


def _plausible_uncased(found: Found, text: str = "", ctx: dict | None = None) -> bool:
    """In text typed without case, a name-like value must be no common word ("my manager
    is great", "at work"); the ones kept are written as names ("doug" -> "Doug"). Chinese
    text switches into English words, not names, when it writes them in lower case ("老婆
    remote 到年底"): there only a name the vault knows is one."""
    if found.predicate not in _NAMED_SLOTS and found.type != "relationship":
        return True
    if not found.object or re.search(f"[{CJK}]", found.object):
        return True
    if found.object[:1].isupper() and found.object.casefold() not in text.casefold():
        return True  # "Grant, my boss, …": the name came from a clause written with case
    words = found.object.split()
    if re.search(f"[{CJK}]", text):
        known = {k.casefold() for k in (*(ctx or {}).get("known", ()), *(ctx or {}).get("known_partners", ()), *(ctx or {}).get("known_employers", ())) if k}
        if found.object.casefold() not in known:
            return False
    if not any(_name_word(w) for w in words):
        return False
    sentence = (ctx or {}).get("sentence") or ""
    if _CAPITAL_INSIDE.search(sentence) and found.object.casefold() in text.casefold() and found.object.casefold() in sentence:
        return False  # "…Mrs Okoye now, my husband is thrilled": one who writes names with capitals wrote no name here
    if found.type == "relationship" or found.predicate in ("name", "employer", "left_employer", "lives_in", "hometown", "birthplace"):
        found.object = " ".join(w[:1].upper() + w[1:] for w in words)
    return True


def _is_place(value: str) -> bool:
    """A Chinese town or city name ("离开西安"): a place left, not an employer (Latin names
    are not checked: Nokia is a company and a Finnish town)."""
    return bool(re.search(f"[{CJK}]", value)) and is_place(value)


def _generic(value: str) -> bool:
    """"一家设计院", "a startup": a kind of place, not one you can tell from another."""
    return bool(re.match(r"^(?:一家|一个|某个?|某家|那家|这家|家|新公司|新单位|a |an |some |the new |my new )", value, _I))


def _org_like_zh(org: str) -> bool:
    return not (org in ("家", "家里", "公司", "这边", "那边", "一家", "外面", "单位") or org.endswith(("家里", "这边")) or _generic(org) or _is_place(org))


# "…，2017年国庆前辞的职" (read as "辞职了"): the employer the message named last
@frame("zh_left_told_last", r"^(?:(?:是|于|在)?[^，,。]{0,12}?)?(?:离职|辞职|离开|走)(?:的|了)$")
def _zh_left_told_last(m, text, ctx):
    org = ctx.get("last_org")
    if not org:
        return None
    return Found("event", "left_employer", org, event_type="left_company", importance=0.8, confidence=0.8, change=True)


@frame("was_at", rf"\bi (?:was|worked) (?:at|for) (?:this |a |the )?(?:startup |company |place |agency |firm )?(?P<obj>{ORG})\s+for\b"
       rf"|\b(?:i\s+)?(?:did|spent|put in|had|was)\s+(?:\w+|\d+)\s+(?:years?|yrs|months?)\s+(?:at|with)\s+(?P<obj2>{ORG}){_NAME_STOP}"
       rf"|\bi (?:was|worked) (?:at|for) (?P<obj3>{ORG})(?=\s*,|\s+(?:until|till|before|back then|back in)\b)")
def _was_at(m, text, ctx):
    org = _obj(m, "obj", "obj2", "obj3")
    if org and (looks_like_name(org.split()[0]) or org[0].isupper()):
        ctx["last_org"] = org
    return None


@frame("left_told_after", r"(?:^|[:：]\s*|\b(?:and|then|but|before i|until i)\s+)(?:i\s+)?(?:left|quit)\s+(?:in|around|at the end of|after)\b")
def _left_told_after(m, text, ctx):
    org = ctx.get("last_org")
    if not org:
        return None
    return Found("event", "left_employer", org, event_type="left_company", importance=0.8, confidence=0.8, change=True)


# a workplace named as the one left, or as the talk's topic
_LEAVING_NAMED = pattern_cache.compile(
    rf"\b(?:left|quit|resigned from|walked out of)\s+(?P<org>{ORG}){_NAME_STOP}|^(?P<org2>{ORG})\s+came up\b"
    rf"|(?:聊起|说起|提到|提起)(?!来)(?P<org3>[{CJK}A-Za-z]{{2,10}}?)(?=[，,。]|$)|从(?P<org4>[{CJK}A-Za-z]{{2,10}}?)(?=出来|离职|辞职|离开)"
)


@frame("left_that_place", r"\b(?:left|quit|resigned from|walked out of|got out of)\s+(?:that|the|this)\s+(?:place|company|job|startup|firm|agency|gig|shop|outfit)\b|\b(?:walked out of|got out of|left|quit)\s+there\b|离开(?:了)?(?:那儿|那里|那边)|^我?是[^，,。]{0,14}?(?:走|离开|离职|辞职)的|(?:从|离开了?)(?:那家|那个|这家)(?:公司|单位|地方)?(?:离职|辞职|走|出来)|(?:那家|那个)(?:公司|单位)(?:我)?(?:是)?[^，,。]{0,10}?(?:离职|辞职|走)的")
def _left_that_place(m, text, ctx):
    """"the loopwise thing came up… i quit that place in fall 2017": the place is the one
    this message names — one the vault knows the user worked at."""
    org = ctx.get("last_org") or _named_employer(ctx.get("message") or text, ctx.get("known_employers", ()))
    if not org:
        return None
    return Found("event", "left_employer", org, event_type="left_company", importance=0.8, confidence=0.8, change=True)


def _named_employer(message: str, known: tuple[str, ...]) -> str | None:
    """The one known employer this message names (two or none: unknown)."""
    lowered = message.lower()
    named = [
        name for name in known
        if len(name) >= 2 and re.search(rf"(?<![\w]){re.escape(name.lower())}(?![\w])" if name.isascii() else re.escape(name), lowered)
    ]  # fmt: skip
    return named[0] if len(named) == 1 else None


@frame("zh_was_at", rf"在(?P<obj>[{CJK}A-Za-z0-9 ·&]{{2,24}}?)\s*(?:待|干|做|住)了(?:快|差不多|将近|有)?(?:一|两|三|四|五|六|七|八|九|十|半|\d+|几)+个?(?:多)?(?:年|月)")
def _zh_was_at(m, text, ctx):
    org = _obj(m).strip()
    if _is_place(org):
        return Found("fact", "lives_in", org, importance=0.8, confidence=0.85)
    if _generic(org):
        return None
    ctx["last_org"] = org
    return None  # a stay told as past: its leaving is the event (and it names the employer)


@frame("zh_left", rf"^(?P<obj8>[{CJK}A-Za-z0-9·&]{{2,10}}?(?:{ZH_WORKPLACE_ENDINGS}))\s*(?:我|那边|那儿)?\s*(?:是|于)[^，,。]{{0,14}}?(?:才)?(?:离开|离职|辞职|辞的职|走)的|从(?P<obj>[{CJK}A-Za-z0-9 ·&]{{2,12}}?|[{CJK}]{{1,6}}\s?[A-Z][A-Za-z0-9·&]*(?: [A-Z][A-Za-z0-9·&]*){{0,3}})\s*(?:离职|辞职|辞的职|离的职|走|出来|离开|跳槽|(?i:quit|left|resigned)\b)|(?:辞|离)(?:的|了)(?P<obj7>[{CJK}A-Za-z0-9·&]{{2,10}}?)(?:的职|的工作)?{_ZH_STOP}|在(?P<obj5>[{CJK}A-Za-z0-9·&]{{2,12}}?)待到.{{0,12}}?(?:才)?(?:走的|离开的|走了|离开了|离职的|辞职的)|(?:quit|left)\s+(?P<obj6>[{CJK}][{CJK}A-Za-z0-9·&]{{1,11}}?){_ZH_STOP}|离开了?(?P<obj2>[{CJK}A-Za-z0-9·&]{{2,10}}?){_ZH_STOP}|在(?P<obj3>[{CJK}A-Za-z0-9 ·&]{{2,12}}?)的\s?(?:最后一天|last day)|(?P<obj4>[{CJK}A-Za-z0-9·&]{{2,12}}?)\s?last day")
def _zh_left(m, text, ctx):
    org = _obj(m, "obj", "obj2", "obj3", "obj4", "obj5", "obj6", "obj7", "obj8").strip()
    if re.fullmatch(r"(?:那|这)(?:儿|里|边|家)?(?:公司|单位|厂)?", org):
        return None  # "从那儿走的": the place named before, which the leaving cue reads
    if _generic(org) or _is_place(org) or (m.group("obj7") and org in ("职", "工作", "掉", "退")):
        return None  # "离开西安": a city left, not a job
    if org[-1:] in ("搬", "跑", "逃", "调") or _is_place(org[:-1]):
        return None  # "从香港搬出来了": a town moved out of
    return Found("event", "left_employer", org, event_type="left_company", importance=0.8, confidence=0.8, change=True)


# --- what one does ---------------------------------------------------------------------------


# a label that heads a note, not part of what it says ("Context:", "life update -", "背景：")
_DISCOURSE_LABEL = pattern_cache.compile(
    r"^\W*(?:(?:some|quick|brief|short|little|big|small|life|work|job|home)\s+)?(?:context|background|update|news|fyi|about me|status|note)\s*(?:[:：]|\s[-–—]\s)\s*"
    r"|^\W*(?:背景|近况|更新|补充|说明|交代一下|自我介绍)\s*[:：]\s*",
    _I,
)
_INTRODUCING = pattern_cache.compile(
    r"^\W*(?:(?:hi|hello|hey)\b[^.!?]{0,40}?\bhere\b|for context\b|(?:(?:some|quick|brief|short|a bit of|a little)\s+)?context(?: for you)?\s*[:：,]|background\s*[:：]|about me\s*[:：]|a bit about me\b)"
    r"|^\W*(?:先)?(?:交代一下|介绍一下|自我介绍|补充一下|背景|具体点|简单说一下)",
    _I,
)
_ROLE_ARRIVED = pattern_cache.compile(
    r"^(?:my\s+|our\s+)?new\s+(?:line\s+|direct\s+)?(?:manager|boss|supervisor|team lead)\s+(?:started|arrived|joined|starts|is here|came in)\b"
    rf"|新(?:来|调来|换)了?(?:个|一个|位|一位)?(?:新的?)?{_MANAGER_ZH}$",
    _I,
)
_ZH_NAMED_AFTER = pattern_cache.compile(rf"^(?:叫|名叫|是)\s*(?P<n>{CJK_NAME}|{NAME})$")
_OTHERS_OWN = pattern_cache.compile(r"(?:\b(?:his|her|their|your)|(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+)['’]s)\s+(?:[\w-]+\s+){0,2}$|(?:[他她]|[他她]们|[\u3400-\u9fff]{2,3})(?<!我)(?<!我们)的\s*(?:新)?$", _I)
_TITLE_CARRIER = pattern_cache.compile(r"名片|工牌|头衔|职位|职级|升职|调进|调到|调去|转岗|\b(?:moved|transferred|put) me (?:to|into|onto|over to)\b|\btitle\b|\bsignature\b|business cards?|\bbadge\b|\bnameplate\b|\bpromoted\b|\bpromotion\b", _I)


# a post as the topic of what it means, the way one speaks of one's own new job: "Team lead
# on the tree-risk side means spreadsheets…", "研发经理 听起来很厉害，实际上就是每天试吃…"
@frame(
    "post_as_topic",
    rf"^(?:(?:Being|Becoming|As)\s+(?:an?\s+|the\s+)?)?(?P<obj>(?i:{EN_TITLE}))(?:\s+(?:on|in|for|at|of)\s+[^,.;:!?]{{2,30}}?)?\s+(?:means|sounds|feels|involves|comes with|turns out|turned out|is (?:mostly|mainly|basically|really just|just))\b"
    rf"|^(?P<obj2>{ZH_TITLE})\s*(?:这个(?:头衔|title|职位|岗位|位置|名头))?\s*(?:听起来|听着|说起来|意味着|其实就是|说白了就是)",
    flags=0,
)
def _post_as_topic(m, text, ctx):
    title = _obj(m, "obj", "obj2")
    if m.group("obj") and not (m.group(0)[0].isupper() or ctx.get("message", "")[:1].islower()):
        return None  # a post opens the sentence, capitalised as the user writes
    if not title or re.search(r"s$", title) and not re.search(r"ss$", title):
        return None  # "Nurses are…": people of a trade, not a post
    return Found("profile", "job", title, importance=0.8, confidence=0.7, about_user=True)


# the user among the people of their trade: "我们检修工要在第一班车开之前…", "us paramedics never get lunch"
@frame("one_of_the_trade", rf"^(?:我们|咱们)(?P<obj>{ZH_ROLE_TITLE})(?=要|得|都|就|会|每|一般|平时|[，,])|\b(?:we|us)\s+(?P<obj2>(?:{EN_TITLE_MODIFIERS}\s+)?[a-z]+(?:er|or|ist|ian|ic|nurse|cook|chef|mason)s)\b(?!\s+(?:and|&))")
def _one_of_the_trade(m, text, ctx):
    title = _obj(m, "obj", "obj2") or ""
    if m.group("obj2"):
        title = title[:-1]  # the trade, one of them
        if not title_ok(title, alone=True) and not _EN_TITLE_RE.fullmatch(title):
            return None  # "we others", "us gamers": no trade
    return Found("profile", "job", title, importance=0.7, confidence=0.7, about_user=True)


@frame("title_alone", rf"^(?P<obj>{ZH_TITLE}|(?i:{EN_TITLE}))(?:\s+title)?(?:\s+(?:as of|from|since|starting)\b.*)?$")
def _title_alone(m, text, ctx):
    """"名片印出来了，投资经理": a title alone, right after the card it is printed on."""
    title = _obj(m).strip()
    if not ctx.get("title_story") or re.search("[是为做当在的了]", title):
        return None  # "岗位是质量工程师" is a sentence, which the other frames read
    if ctx.get("person_before"):
        return None  # "Marcus Tse 是我老板, co-founder": his title, set beside him
    return Found("profile", "job", title, importance=0.8, confidence=0.8, about_user=True)  # whoever the word seems to name


@frame("post_named", rf"(?:\bmy |\bthe |\bnew |^)(?:job |official |new )?(?:title|role|position)(?:['’]s| (?:is|was changed to|became))\s+(?i:now |officially |still |finally |just )*['\"‘“]?(?:an? )?(?P<obj>{EN_TITLE})\b"
       rf"|^(?:day job|work|job|job title|title|role|position|new title|new role)\b[^:\n]{{0,40}}:\s*['\"‘“]?(?:an? )?(?P<obj3>{EN_TITLE})\b"
       rf"|{_SLOT_NOUN_IS}['\"‘“]?(?:an? )?(?P<obj4>{EN_ROLE_TITLE})"
       # the title first, then what it is: "Heritage conservator is the title on the letter"
       rf"|^(?P<obj6>{EN_ROLE_TITLE})\s+(?:is|was)\s+(?:now\s+)?(?:my|the)\s+(?:new\s+|official\s+|job\s+)?title\b"
       # the title one signs with, quoted: "Signing emails 'Tree Officer' still feels odd"
       rf"|\bsign(?:ing|ed|s)?\s+(?:off\s+)?(?:(?:my|all|the)\s+)?(?:e-?mails?|letters?|messages?|reports?|off)?\s*(?:as\s+)?['\"‘“](?:an? )?(?P<obj5>{EN_ROLE_TITLE})(?:['\"’”]|$)"
       rf"|\bmy (?:new |official |work )?(?:e-?mail signature|signature|business cards?|badge|name badge|linkedin(?: headline)?|nameplate|door sign) (?:now )?(?:says|reads|has)\s+(?:i'?m\s+)?['\"‘“]?(?:an? )?(?P<obj2>{EN_TITLE})\b")
def _title_is(m, text, ctx):
    guessed = m.group("obj4") or m.group("obj5") or m.group("obj6")  # an occupation known by its form, not the lexicon
    if guessed and not title_ok(guessed, alone=False):
        return None  # "my job is a nightmare": no post
    return Found("profile", "job", _obj(m, "obj", "obj2", "obj3", "obj4", "obj5", "obj6"), importance=0.8, confidence=0.85)


@frame("job_as", rf"\b(?:work(?:s|ing)?|job)\s+as\s+(?:an?\s+)?(?P<obj>{EN_TITLE})\b|\b(?:work(?:s|ing|ed)?|job)\s+as\s+an?\s+(?P<obj4>{EN_ROLE_TITLE})|\bas (?!(?:my|our|his|her|their|your)\b)(?:an?\s+|the\s+|(?=(?:\w+\s+)?(?:lead|head|director|manager|engineer)\b)|(?=(?-i:[A-Z])))(?P<obj2>{EN_TITLE})\b(?!\s+(?-i:[A-Z]))|\bpromoted to\s+(?:an?\s+)?(?P<obj3>{EN_TITLE})\b"
       # the speaker's role, before what the speaker does in it: "as a deckhand I now have to…", "As a 兽医 我…"
       rf"|\bas\s+(?:an?|the)\s+(?:new\s+)?(?P<obj5>{EN_ROLE_TITLE}|{ZH_ROLE_TITLE})\s*[,，]?\s*(?=(?:i|i['’]m|i['’]ve|i['’]d|i['’]ll|my|me)\b|我)")
def _job_as(m, text, ctx):
    if m.group("obj4") and not m.group("obj") and not title_ok(m.group("obj4"), alone=False):
        return None  # "working as a team": no trade
    if m.group("obj2") and _PROJECT_ROLE.search(text[max(0, m.start() - 40) : m.start()]):
        return None  # "getting the Leith Walk project as lead": a role on a piece of work, not a post
    own = bool(re.search(r"\bi\s+(?:just\s+|finally\s+)?(?:took over|stepped (?:up|in)|started|joined|signed on|came in)\s*$", text[: m.start()], _I))
    # the user named by someone's record: "the intranet lists me as …", "HR updated me in Workday as …"
    own = own or bool(re.search(r"\b(?:lists?|listed|updated|registered|put|down|has)\s+me\b[^.,;]{0,24}$", text[: m.start()], _I))
    # the role of the one who speaks next, or of what is the user's: "as a deckhand I…", "my cut as a mortgage broker"
    speakers = bool(m.group("obj5")) or bool(m.group("obj2") and _MY_THING_AS.search(text[: m.start()]))
    if (m.group("obj2") or m.group("obj5")) and A_ROLE_FOR_A_WHILE.search(text):
        return None  # "worked a day as a deckhand", "helping out as a deckhand for an afternoon": a turn, not a post
    return Found("profile", "job", _obj(m, "obj", "obj2", "obj3", "obj4", "obj5"), importance=0.8, confidence=0.85, change=bool(m.group("obj3")) or own, about_user=own or speakers)


# "my cut as a mortgage broker": what is the user's, in their post (not "my twenties as a courier": a time of life)
_MY_THING_AS = pattern_cache.compile(r"\bmy\s+(?!(?:\w+\s+)?(?:twenties|thirties|forties|fifties|teens|youth|days|years|time|life|past|career|stint|spell)\b)\w+(?:\s+\w+)?\s*$", _I)
_PROJECT_ROLE = pattern_cache.compile(r"\b(?:project|account|case|campaign|bid|pitch|initiative|workstream|launch|release|programme|program|review|panel|committee|team|trip|event|show)\b|项目", _I)


@frame("job_am", rf"\bi(?:'m| am)\s+(?:now\s+|currently\s+|still\s+|officially\s+|finally\s+)?(?:an?\s+|the\s+)?(?P<obj>{EN_TITLE})\b(?!\s+(?:friend|of))"
       # a post held since a time, or given: "I've been a nurse since March", "I've been appointed deputy headteacher"
       rf"|\bi(?:['’]ve| have)\s+been\s+(?:(?P<given>appointed|made|named|promoted to|hired as|taken on as|confirmed as)\s+)?(?:now\s+|officially\s+)?(?:an?\s+|the\s+){{0,1}}(?P<obj2>{EN_TITLE})\b(?!\s+(?:friend|of))"
       # an occupation the lexicon lacks, known by its form (an agent noun) after "a", ending the phrase:
       # "I'm a claims adjuster now", "I've been a bookbinder since June"
       rf"|\bi(?:'m| am|['’]ve been| have been)\s+(?:now\s+|currently\s+|still\s+|officially\s+|finally\s+)?an?\s+(?P<form>{EN_ROLE_TITLE})"
       rf"(?=\s+(?:now|at|for|with|in|since|full-time|part-time|these days)\b|\s*(?:[,.;:!?)]|[—–-]\s)|\s*$)")
def _job_am(m, text, ctx):
    form, title = m.group("form"), _obj(m, "obj", "obj2")
    if title and not m.group("given") and m.group("obj2") and not re.search(r"\b(?:an?|the)\s+\S*$", text[: m.start("obj2")], _I):
        return None  # "I've been presenting …": after "been" without an article, a verb, no post
    if title and re.match(r"[a-z]+ing\s", title, _I) and not re.search(r"\b(?:an?|the)\s+$", text[: m.start("obj") if m.group("obj") else m.start("obj2")], _I):
        return None  # "I'm presenting interpreter coverage": a verb before the noun, no post
    if form:
        if not title_ok(form, alone=False) or re.search(r"(?-i:[A-Z])", form):
            return None  # "I'm a big believer", "I'm officially an Aberdonian": no trade (a capital: where one is from)
        cue = job_cue(text)
        if not _EN_TITLE_RE.fullmatch(form) and not (cue and cue.object and cue.object.lower() == form.lower()):
            # only its form says it is a trade ("I'm a keen knitter now" is a hobby): the user is asked
            return Found("profile", "job", form, importance=0.8, confidence=0.6, doubt="an occupation known by its form only")
        title = form
    return Found("profile", "job", title, importance=0.8, confidence=0.85, change=bool(m.group("given")))


@frame("zh_job", rf"(?:做|当|担任|现任|出任|就任|兼任|升任|是|成了|成为|^作为)(?:一名|一个|一位|个|名|了)?(?P<obj>{ZH_TITLE})|^(?:作为|是)(?:一名|一个|一位|个|名)?\s*(?P<obj8>{ZH_ROLE_TITLE})(?=[，,\s]|$)|(?:(?<![不没别])(?:当|担任|现任|出任|就任)|我(?:就|也|只|其实|现在|目前|如今|已经|正式|终于)*是)(?:一名|一个|个|名|了)?(?P<obj7>{ZH_ROLE_TITLE})(?=已经|有|都|快|的|而已|罢了|了|啦|喽|咯|呀|啊|[，,。!！~～\s]|$)|升(?:职)?(?:了)?(?:我)?(?:到|为|成|做|当)?(?P<obj2>{ZH_TITLE})|升(?:职)?(?:到|为|成)?\s*(?P<obj6>(?i:{EN_TITLE}))(?![a-z])|(?:做|当|担任|是|成了|成为|title\s*是|岗位是|职位是)\s*(?:一名|一个|个|名|了)?\s*(?:[\w&·]+(?: [\w&·]+){{0,2}}\s?的\s?)?(?:{ZH_TITLE_MODIFIERS}\s?)?(?P<obj3>(?i:{EN_TITLE}))(?![a-z])|(?:做|当)\s*(?P<obj4>[A-Za-z][A-Za-z ]{{1,20}}{ZH_TITLE})|(?:title|头衔|职位|职级|岗位|(?:工牌|名片|胸牌|工卡)上(?:写|印)的|正式title)\s*(?:是|写的是?|变成了?|换成了?|改成了?|升成了?|升到了?)?\s*[“\"「『]?\s*(?P<obj5>{ZH_ROLE_TITLE}|(?!(?i:is|was|now)\b)(?i:{EN_TITLE})(?![a-z]))")
def _zh_job(m, text, ctx):
    if not re.search(f"[{CJK}]", text):
        return None  # "My title changed to Head of Procurement": English, read by the English frames and the record's field
    if (_obj(m, *[g for g in m.groupdict() if g.startswith("obj")]) or "").strip().endswith(tuple(ZH_ANY_WORKER)):
        return None  # "正式成为沐阳教育的打工人": a worker, no post
    if re.search(r"(?:一位|一个|那位|这位|几位|(?:拜访|见|找|请教|认识|采访|约|问)了?)\s*$", text[: m.start()]):
        return None  # "顺便拜访一位做漆器的老师": someone the user visits, not a post of the user's
    own = bool(re.search(r"我(?:现在|已经|正式|目前|也|就)*\s*$", text[: m.start()]))  # "我妈…announce 我现在是 Tech Lead": the user's, in her clause
    own = own or m.group(0).startswith("作为")  # "作为一名推拿师，想给店里…": the dropped subject's role, the speaker's
    # ("我叫邬晓岚，是个钟表维修师": 是 opening the clause, its subject the one before)
    title = re.sub(r"^(?:做|当)(?=.)", "", _obj(m, "obj", "obj2", "obj3", "obj4", "obj5", "obj6", "obj7", "obj8") or "")  # "是做系统策划的"
    title = re.sub(r"^(?:上了|上|了)(?=.{2})", "", title)  # "当上了年级组长": the post, not the verb's ending
    title = re.sub(r"^.*的(?=.{2})", "", title)  # "我是北辰精工的工程师": the post; its workplace is zh_post_at_org's
    if re.search(r"(?:们|大家|一大半|大部分|大多数|很多|不少|有些|有的)(?:都|也)?\s*$", text[: m.start()]):
        return None  # "新来的学员一大半是退伍军人": what others are
    if re.match(r"[给跟和向帮替为对被把让]", title):
        return None  # "就是给老师傅打下手": whom the user helps, not a post
    if re.match(r"\s*(?:专业|系|课|班|证)", text[m.end() :]):
        return None  # "学的就是空乘专业": a subject of study, not a post
    if re.match(r"\s*的\s*(?!时候|话|一员|那段)[\u4e00-\u9fff]", text[m.end() :]) and re.search(r"是\s*(?:一名|一个|个|名|了)?\s*$", text[: m.start(next(g for g in ("obj", "obj7", "obj3", "obj5", "obj2", "obj4", "obj6") if m.group(g)))]):
        return None  # "我是老师的女儿", "我是护士的妈妈": whose one is, not one's post ("做大堂经理的第一个月" is one's own)
    if re.search(rf"(?:{_MANAGER_ZH}|{MANAGER_ROLES_ZH}|{_ZH_REL}|(?i:boss|manager|ceo|(?<![a-z])pi(?![a-z])))\s*(?:也|就|现在|以前|原来)?\s*(?:是|当|做)?\s*$", text[: m.start() + 1]):
        return None  # "直属老板是 CEO 唐磊", "现在的PI是宋清越教授": the boss's title, not the user's
    if re.match(r"\s*[\u4e00-\u9fff][^，,。；;]{1,20}的\s*$", text[m.end() :]) and not re.search(r"我\s*(?:现在|以前|也|就|还)?\s*(?:是|当|做)\s*$", text[: m.start() + 1]):
        return None  # "工卡照片是 HR 拿手机拍的": who did it, not what anyone's post is
    if re.match(r"\s*(?:帮|替|给|陪|带|教|让|叫|跟|和|送|接|领)(?:我|咱)", text[m.end() :]):
        return None  # "都是前台帮我刷的": who did something for the user, not the user's post
    before = text[: m.start()]
    at = text.find(title, m.start()) if title else -1
    if re.match(r"我们?的|我(?!们)", title) or (title.startswith("我们") and not own) or (at >= 0 and re.search(r"我们?的\s*(?:新的?\s*)?$", text[:at])):
        return None  # "老周是我的项目经理", "Marc 是我的 comp supervisor", "他是我们组长": the other's post toward the user
    if "我" not in before and _TITLE_AS_TOPIC.search(before) and re.search(r"(?:就|其实|无非|不过)(?:是|算)?$|说白了就?$", before + "是"):
        return None  # "PE里的VP说白了就是高级打工人": what a post amounts to, not the user's post
    made = bool(re.search(rf"(?:{ZH_PIVOT_VERBS})我(?:去|来)?\s*$", text[: m.start()]))  # "林姐让我当首席修复师": the user's post
    return Found("profile", "job", title or None, importance=0.8, confidence=0.85, change=bool(m.group("obj2") or m.group("obj6") or made), about_user=made or own)


# --- the people in one's life -------------------------------------------------------------


# "is my line manager", "is who I answer to", "is the one I report to now"
_WHOM_I_ANSWER_TO = r"(?:who|whom|the one|the person|the man|the woman)\s+(?:i|we)\s+(?:now\s+)?(?:answer|report)\s+to\b"
_IS_MY_MANAGER = rf"(?:is|['’]s)\s+(?:now\s+)?(?:my\s+(?:new\s+)?{_MANAGER_EN}\b|{_WHOM_I_ANSWER_TO})"


# a third person (or their team) right before the verb: the line is theirs
_THIRD_PERSON_BEFORE = pattern_cache.compile(r"(?:\b(?!I\b|I['’])(?-i:[A-Z][\w'’-]+)(?:['’]s\s+\w+)?|\b(?:he|she|they|everyone|who|team|department|group)\b)\s+(?:now\s+|also\s+|still\s+)?$", _I)


@frame("manager_is", rf"\bmy {_MANAGER_EN}(?:['’]s|\s+is)\s+(?:now\s+)?(?:called|named)\s+(?P<obj25>{NAME})|\bmy {_MANAGER_EN}['’]s\s+(?:now\s+)?(?:like,?\s+)?(?:an?\s+(?:woman|man|guy|lady|bloke|chap)\s+called\s+)?(?P<obj27>{NAME})(?=\s*(?:[,.;!]|$|\s+now\b|\s+since\b))|\bmy {_MANAGER_EN}['’]s\s+name\s+is\s+(?P<obj26>{NAME})|\bmy {_MANAGER_EN}(?:\s+at\s+{ORG})?\s+(?:(?:is|was|will be|has been)\s+(?:now\s+)?(?:(?:changed|switched|updated)\s+to\s+)?|(?:(?:got|has|have)\s+)?(?:changed|switched|updated)\s+to\s+)(?P<obj>{NAME}|[{CJK}]{{2,3}}(?![{CJK}]))|\bnew (?:line |direct )?(?:manager|boss|supervisor|team lead)\b[^:]{{0,40}}:\s*(?P<obj5>{NAME})|\b(?P<obj6>{NAME})\s*\((?:my\s+)?(?:new\s+)?(?:manager|boss|supervisor)\b|\bmy {_MANAGER_EN}\s+(?P<obj7>{NAME})\s+(?:has|is|was|said|says|wants|asked|told|made|scheduled|moved|just)\b|^(?P<obj8>{NAME}),\s*my {_MANAGER_EN}\b|\b(?P<obj2>{NAME})(?:\s+is|['’]s|\s+has been|['’]s been|\s+became|\s+has become)\s+(?:now\s+|officially\s+)*(?:my|me)\s+(?:[a-z]+\s+)?{_MANAGER_EN}\b|\b(?:i\s+)?(?:now\s+)?report(?:s|ing)?\s+(?:directly\s+|straight\s+)?to\s+(?:(?:the|our)\s+[\w -]{{2,30}}?,\s+)?(?P<obj3>{NAME})|\bnew (?:manager|boss)(?: is|:)\s+(?P<obj4>{NAME})|\b(?:my\s+)?new (?:line |direct )?(?:manager|boss|supervisor)\s+(?P<obj9>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+))(?=\s|,|$)|(?:^|,\s*)(?P<obj10>{NAME}),\s+(?:the|our|my)\s+[^,]{{2,40}}?,\s+{_IS_MY_MANAGER}|^(?:the|our|my)\s+[^,]{{2,30}}?,\s+(?P<obj11>{NAME}),\s+{_IS_MY_MANAGER}|^(?P<obj17>{NAME})\s+(?:is|['’]s)\s+(?:now\s+)?{_WHOM_I_ANSWER_TO}|\bmakes\s+(?P<obj12>{NAME})(?:,\s+[^,]{{2,40}}?,)?\s+my\s+(?:new\s+)?{_MANAGER_EN}\b|\bi\s+(?:now\s+)?answer\s+to\s+(?P<obj13>{NAME})|^(?P<obj14>{NAME})\s+is\s+(?:the|our)\s+(?:[a-z]+\s+){{0,2}}{_MANAGER_EN}\b[^.;]*?\b(?:he|she)['’]s the one i (?:answer|report) to\b"
       # "landed under Pat Brennan", "restructure put me under Nomvula", "New boss is a guy called Marcus"
       rf"|\b(?:landed|ended up|put me|moved me|i['’]m now|i am now|now|(?:been|got|was|were|i['’]ve been)\s+(?:moved|put|placed|shifted))\s+under\s+(?P<obj18>{NAME})|^under\s+(?P<obj20>{NAME})\s+(?:now|these days)\b"
       # a cleft: "It's Farid I report to now", "The person I answer to these days is Declan Moriarty"
       rf"|\bit['’]s\s+(?P<obj21>{NAME})\s+(?:that\s+|who\s+|whom\s+)?(?:i|we)\s+(?:now\s+)?(?:report|answer)\s+to\b"
       rf"|\bthe\s+(?:person|one|woman|man|guy|lady)\s+(?:that\s+|who\s+|whom\s+)?(?:i|we)\s+(?:now\s+)?(?:report|answer)\s+to(?:\s+(?:now|these days|here))?\s+is\s+(?:now\s+)?(?P<obj22>{NAME})"
       # one of the person's direct reports: "Harriet Vos has taken me on as one of her direct reports", "I'm one of Ana's reports now"
       rf"|\b(?P<obj23>{NAME})\s+has\s+(?:taken|brought)\s+me\s+on\s+as\s+(?:one\s+of\s+)?(?:his|her|their)\s+(?:direct\s+)?reports?\b"
       rf"|\b(?:i['’]m|i am)\s+(?:now\s+)?(?:one of\s+)?(?P<obj24>{NAME})['’]s\s+(?:new\s+)?(?:direct\s+)?reports?\b"
       rf"|\bnew (?:line )?(?:boss|manager|supervisor)\s+is\s+(?:a|an|this)\s+(?:guy|woman|man|bloke|lady|chap|girl|fella)\s+(?:called|named)\s+(?P<obj19>{NAME})"
       # "Priya, who I report to now, runs standup": the name, then the relative clause that says so
       rf"|\b(?P<obj15>{NAME}),\s+(?:who|whom)\s+i\s+(?:now\s+)?(?:report|answer)\s+to\b"
       # "new manager started today, Farah Nadeem, …": the arrival, then the name in apposition
       rf"|\b(?:my\s+|our\s+)?new (?:line |direct )?(?:manager|boss|supervisor|team lead)\s+(?:started|arrived|joined|starts|is here|came in)\b[^,.;]{{0,20}},\s*(?P<obj16>{NAME})(?=\s*(?:,|$))", modes=("assertion", "plan", "reported"))
def _manager(m, text, ctx):
    if SOMEONE_ELSES_ROLE.search(text[: m.start()]):
        return None  # "my flatmate's new boss Trevor": the flatmate's
    if m.group("obj3") and _THIRD_PERSON_BEFORE.search(text[: m.start()]):
        return None  # "Lucy reports to Hannah Price", "Jun's team reports to…": theirs, not the user's
    if (m.group("obj2") or "").lower() in ("he", "she", "they", "it", "this", "that"):
        return None  # "She's my manager now": a pronoun, read by cues._PRONOUN_ROLE
    return Found("relationship", "manager", _obj(m, "obj", "obj2", "obj3", "obj4", "obj5", "obj6", "obj7", "obj8", "obj9", "obj10",
                                                 "obj11", "obj12", "obj13", "obj14", "obj15", "obj16", "obj17", "obj18", "obj19", "obj20",
                                                 "obj21", "obj22", "obj23", "obj24", "obj25", "obj26", "obj27"), importance=0.8, confidence=0.85, about_user=True)


def _said_before(text: str, ctx: dict) -> str:
    """What the clause's sentence says before it (where a pronoun's or a role's name is)."""
    sentence = ctx.get("sentence") or text
    return sentence[: max(sentence.find(text), 0)]


# the role in a clause of its own, the name in the clause before: "The chief, Gareth Pugh, is my
# line manager", "Which makes Dafydd Rees, the fleet superintendent, my boss now", "Tom Penrose
# is the pilotage manager here, so he's the one I answer to"
@frame("manager_named_before", rf"^(?:is|was|became|['’]s)\s+(?:now\s+|officially\s+)?my\s+(?:new\s+)?{_MANAGER_EN}\b|^(?:is|['’]s)\s+(?:now\s+)?{_WHOM_I_ANSWER_TO}|^my\s+(?:new\s+)?{_MANAGER_EN}\s+(?:now|these days|since\b(?!\s+(?:i|we|he|she|they)\b))|^(?:he|she)(?:['’]s| is) the one (?:i|we) (?:answer|report) to\b|^that['’]s\s+(?:who|the one)\s+(?:i|we)\s+(?:now\s+)?(?:answer|report)\s+to\b"
       r"|^(?:(?:so|and|now)\s+)*(?:i|we)\s+(?:now\s+)?(?:report|answer)\s+(?:directly\s+)?to\s+(?:him|her)\b")
def _manager_named_before(m, text, ctx):
    before = _said_before(text, ctx)
    full = list(re.finditer(r"(?<![\w'’])(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ'’-]+(?: [A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ'’-]+){1,2})\b", before))
    # a first name alone only after the word that introduces a person ("his daughter Renata runs the shop now so I report to her")
    first = list(re.finditer(rf"\b(?:{_INTRODUCES_A_PERSON})\s+(?P<n>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ'’-]+))\b", before, _I))
    spots = [(f.start(), f.group(0)) for f in full] + [(f.start("n"), f.group("n")) for f in first]
    if not spots:
        return None  # a first name alone is too easily a word ("Which", "Gruff")
    return Found("relationship", "manager", max(spots)[1], importance=0.8, confidence=0.8, about_user=True)


_INTRODUCES_A_PERSON = r"daughter|son|wife|husband|brother|sister|niece|nephew|cousin|colleague|friend|partner|boss|manager|supervisor|director|owner|mate"


# the clause before told of someone else's workplace getting a new boss: "阿龙他们公司换老板了，新老板叫潘国栋"
# the units a pronoun's people work in ("她们科", "他们公司")
_THEIR_UNIT = r"(?:他|她)们?(?:的)?\s*(?:部门|公司|单位|组|团队|科室|科|病区|处|队"
_THEIR_NEW_BOSS_BEFORE = pattern_cache.compile(rf"{_THEIR_UNIT}|店|厂)(?:里)?\s*(?:换|来|调|新)[^，,。]{{0,8}}[，,]\s*$")


def _before_clause(clause: Clause, ctx: dict) -> str:
    """What the message says before ``clause``."""
    told = ctx.get("message") or ""
    at = told.find(clause.text)
    return told[:at] if at > 0 else ""


def _others_post_before(before: str, ctx: dict, at_post: bool = False) -> bool:
    """Whether the boss word after ``before`` is someone else's: a relative's or friend's
    (``SOMEONE_ELSES_ROLE``), a pronoun's or their unit's ("室友说她新老板叫…", "小罗说她们部门新来了个领导"),
    or a person's named before 的 ("一帆的新老板叫程伟豪", "李娜的新老板"). ``at_post``: the post (or
    its 新) stands right after ``before``, so a pronoun there is its owner."""
    stripped = re.sub(r"新(?:来|调来|换|上任)?了?(?:个|一个|位|一位)?(?:新的?)?\s*$", "", before)  # (the arrival words before the post)
    if SOMEONE_ELSES_ROLE.search(stripped) or re.search(rf"{_THEIR_UNIT}|班组|那边|店里|厂里)(?:里)?$", stripped):
        return True

    if (at_post or stripped != before) and re.search(r"(?:他|她)们?(?:的)?$", stripped):
        return True  # "她新老板叫…" (not "接替他带我们的是 Anita": he is the one replaced)
    owner = re.search(rf"(?P<who>[{CJK}]{{2,3}}|{NAME})\s?的\s*(?:新|现在的)?\s*$", before)
    return bool(owner) and (zh_name_at(owner.group("who")) == owner.group("who") or owner.group("who") in (*ctx.get("known_partners", ()), *ctx.get("known", ())))


@frame("zh_manager_arrived", rf"新(?:来|调来|换|上任)?了?(?:个|一个|位|一位)?(?:新的?)?{_MANAGER_ZH}\s*[，,]?\s*(?:叫|是|名叫)\s*(?P<obj>{CJK_NAME}|{NAME})", modes=("assertion", "reported"))
def _zh_manager_arrived(m, text, ctx):
    # "我们部门新来了个领导，叫陈浩": the one who came, then his name (not "我妹的新领导叫…": hers)
    if _others_post_before(text[: m.start()], ctx, at_post=True) or re.match(r"[个一位]", _obj(m) or ""):
        return None  # ("室友说她新老板叫…" is hers)
    name = _obj(m)
    if re.fullmatch(f"[{CJK}]+", name or ""):
        name = zh_name_at(name) or name[:3]
    return Found("relationship", "manager", name, importance=0.8, confidence=0.8, about_user=True) if name else None


# a person named with a work title in the sentences before a pronoun: the name before the title
# ("拉毛措主任", "钱蔚钱总"), after it ("生产经理梁颖"), a surname and title ("周工"), a Latin name
_NAME_THEN_TITLE = pattern_cache.compile(rf"(?:^|(?<=[，,。！!？?\s]))(?P<n>[{CJK}]{{2,4}}?|{NAME})\s*(?:{MANAGER_ROLES_ZH})")
_TITLE_THEN_NAME = pattern_cache.compile(rf"(?:{MANAGER_ROLES_ZH})\s*(?P<n>[{CJK}]{{2,4}}|{NAME})")
_LATIN_NAME_OPENS = pattern_cache.compile(rf"(?:^|(?<=[，,。！!？?\s]))(?P<n>{NAME})")


def _zh_name_set_apart(text: str, at: int, name: str) -> bool:
    """A Chinese name read at ``at`` that the words around set apart as one: after a word that takes a person
    ("和周敏的", "改成王晓东，") and before a stop or 的 — not "这周开始" read as 周开始."""
    before = text[at - 1] if at else ""
    after = text[at + len(name) : at + len(name) + 1]
    return (not before or before in ZH_TAKES_A_PERSON or before == " ") and (not after or after in "，,。的、 ！？!?")


def _titled_person_before(text: str, ctx: dict) -> str | None:
    message = ctx.get("message") or text
    before = message[: max(message.find(text), 0)]
    found: list[tuple[int, str]] = []
    for m in _NAME_THEN_TITLE.finditer(before):
        name = m.group("n")
        found.append((m.start("n"), (zh_name_at(name) or name) if re.match(f"[{CJK}]", name) else name))
    for m in _TITLE_THEN_NAME.finditer(before):
        name = zh_name_at(m.group("n")) if re.match(f"[{CJK}]", m.group("n")) else m.group("n")
        if name:
            found.append((m.start("n"), name))
    for m in titled_names(before):
        at = m.start("n")
        whole = next((before[at - k : at] for k in (3, 2) if at >= k and before[at - k] == before[at] and zh_name_at(before[at - k :]) == before[at - k : at]), None)
        named_at, _, name = full_name_before_title(before, at, m.end("n"), m.group("n"))  # "韦建华主任", not 华主任
        found.append((named_at, whole or name))  # "钱蔚钱总": the name the title repeats
    if not found:  # no title: a Latin name or a Chinese one, the nearest ("改成王晓东，他现在是我的 line manager")
        found = [(m.start("n"), m.group("n")) for m in _LATIN_NAME_OPENS.finditer(before)]
        found += [(i, n) for i, ch in enumerate(before) if ch in ZH_SURNAMES and (n := zh_name_at(before[i:])) and _zh_name_set_apart(before, i, n)]
    if not found:
        return None
    at = max(p for p, _ in found)
    return max((n for p, n in found if p == at), key=len)  # the one named last


def _name_before_title(text: str) -> str | None:
    """The whole name before a work title that ends ``text``: "护理部的吴国华主任" -> 吴国华
    (a frame that reads three characters would take 华主任)."""
    title = _ZH_TITLE_ENDS.search(text)
    if not title:
        return None
    before = text[: title.start()]
    for size in (3, 2, 4):
        whole = before[-size:]
        if re.search(r"[是叫的为由给向跟和]", whole):
            continue  # "上司是许总": a name never spans the copula before it
        if len(whole) == size and zh_name_at(whole) == whole:
            return whole
    return None


# the one over the user, newly come, by their post before their name: "新来的 CRO Amy Tsai", "区域总监程立"
_ZH_TITLE_BEFORE_NAME = rf"(?:(?:新来的|新上任的|新的|新任)\s*)?(?:(?-i:[A-Z]{{2,5}})\s+|[{CJK}]{{0,4}}?(?:总监|总经理|副总|总裁|主任|经理|主管|组长|部长|处长|科长)\s*)?"


@frame("zh_manager", rf"我?(?:的)?{_MANAGER_ZH}\s*(?:是|叫|换成了?|变成了?)\s*(?:(?-i:[A-Z]{{2,5}})\b\s*|(?:总监|总经理|副总|总裁|主任|经理)\s*)?(?P<obj>(?!(?-i:[A-Z]{{2,5}})\b){CJK_NAME}|{NAME})|(?:老板|上司|领导|组长|主管|boss|manager)\s?(?:就是|是)(?:[^，。]{{0,10}}的)?(?:那个|那位)?\s?(?P<obj9>{NAME})|(?:我的?\s?|新的?|^)(?:直属)?(?:老板|上司|领导|组长|主管|boss|manager)\s?(?P<obj8>[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+[\u4e00-\u9fff]?(?![a-z])|(?:小|老|阿)[{CJK}](?=[{CJK}])|(?!娘)[{CJK}]{{2,3}}(?=到岗|来了|从|说|今天|入职|上任|人(?:挺|很|特别|超|还|不)|[，,。]|$))|现在(?:是|由)(?P<obj2>[{CJK}]{{2,3}}|{NAME})(?:带|管)(?:我们|我)|向\s*{_ZH_TITLE_BEFORE_NAME}(?P<obj3>[{CJK}]{{2,3}}|{NAME})\s*汇报|(?:汇报给|(?i:report)\s?给)(?:的(?:人)?是|是)?\s*{_ZH_TITLE_BEFORE_NAME}(?P<obj6>{NAME}(?:\s?[\u4e00-\u9fff](?![\u4e00-\u9fff]))?|(?!新)[{CJK}]{{2,3}})|(?:我们组|我们部门|我们团队|组里)?(?:现在)?是(?P<obj7>[{CJK}]{{2,3}}|{NAME})(?<![主监保掌接])(?:在)?(?:带|管)(?![理家道])|report to (?P<obj4>{NAME})|(?P<obj5>(?!现在|已经|目前|如今)[{CJK}]{{2,3}}|{NAME}(?:\s?[\u4e00-\u9fff](?=\s*(?:现在)?是我))?)\s*(?:[（(][^（()）\n]{{1,20}}[)）]\s*)?(?:从?[\w ]{{1,20}}?起\s*)?(?:现在|已经|就)*(?:是|成了|成为了?|变成了?)我(?:在[^，,。的\s]{{1,10}})?(?:的)?\s*(?:新的?)?\s*(?:直属|直接)?\s*(?:(?i:[a-z]{{2,12}})\s+)?(?:{_MANAGER_ZH}|(?i:line manager|direct manager|team lead))|(?:直接)?(?:跟|向|给)(?P<obj10>她|他)(?:直接)?汇报|(?P<obj12>她|他)(?:已经|都|也|就|现在|以后|从此)*(?:当|做|是)(?:了)?我(?:的|们)?\s*(?:新的?)?\s*(?:{_MANAGER_ZH}|顶头上司)|给(?P<obj14>她|他)打工|(?:管|带)(?:着)?我(?:们)?的(?:人)?(?:是|就是)\s*(?P<obj11>{CJK_NAME}|{NAME})|(?:^|我|现在|目前|如今)(?:也|都|就)?归\s*(?P<obj13>[{CJK}]{{2,3}}?|{NAME})\s*(?:管|带)", modes=("assertion", "plan", "reported"))
def _zh_manager(m, text, ctx):
    if _others_post_before(text[: m.start()], ctx, at_post=re.match(rf"新|{_MANAGER_ZH}", m.group(0)) is not None):
        return None  # "我妹的新领导叫…", "以前的 boss Jenny", "她新老板叫…": someone else's, or one of the past
    name = _obj(m, "obj", "obj2", "obj3", "obj4", "obj5", "obj6", "obj7", "obj8", "obj9", "obj10", "obj11", "obj12", "obj13", "obj14")
    if m.group("obj12") or m.group("obj10") or m.group("obj14") or (name and re.search("[他她]", name) and m.group("obj5") == name):
        # "周工又把报告退回来了……他当我领导三年了", "拉毛措主任正式上任了，现在我直接跟她汇报",
        # "…要 Rachel approve 才行，她现在是我的 reporting manager": the person the message named before
        who = _titled_person_before(text, ctx)
        return Found("relationship", "manager", who, importance=0.8, confidence=0.8, about_user=True) if who else None
    if m.group("obj5"):
        named_after = zh_name_at(text[m.end() :].lstrip())
        if named_after:  # "收件人是我经理谢文静": the name after the role is the manager, not the clause's topic
            return Found("relationship", "manager", named_after, importance=0.8, confidence=0.85, about_user=True)
        elif re.fullmatch(f"[{CJK}]+(?:人|者|方)", name) and zh_name_at(name) is None:
            return None  # "收件人是我经理": a role noun (收件人, 联系人), no one named
    if name and re.fullmatch(f"[{CJK}]+", name):
        if m.group("obj8") and text[m.end("obj8") : m.end("obj8") + 1] in ("，", ",", "。", "") and zh_name_at(name) != name:
            return None  # "新老板人很好，": words about the boss, not a name
        group = next(g for g in ("obj", "obj2", "obj3", "obj5", "obj6", "obj7", "obj8", "obj11", "obj13") if m.group(g) == name)
        name = _name_before_title(text[: m.end(group)]) or zh_name_at(name) or name[:3]
    return Found("relationship", "manager", name, importance=0.8, confidence=0.85, about_user=True)


# words of affection or of newness between "my" and the partner word ("my new boyfriend Kofi");
# not "ex", "late" or "former", which end the stage
_PARTNER_FONDLY = r"(?:(?:brand[ -])?new|lovely|wonderful|dear|darling|amazing|beautiful|gorgeous|current|long-term|long-suffering)\s+"


@frame("partner_is", rf"(?:\bmy (?:{_PARTNER_FONDLY})?|^)(?P<rel>{_PARTNER_EN})(?:'s name is|,)?\s*(?:(?:is|=|:)\s*(?:called\s+|named\s+)?)?(?<=\s)(?P<obj>{NAME})\b|\b(?P<obj2>{NAME})(?:\s+is|\s+became|['’]s)\s+(?:officially\s+|now\s+)?my\s+(?:new\s+)?(?P<rel2>{_PARTNER_EN})\b|\b(?P<obj3>{NAME})\s*\((?:my\s+|the\s+)?(?P<rel3>{_PARTNER_EN})(?:\)|$)", modes=("assertion", "plan", "reported"))
def _partner_is(m, text, ctx):
    rel = (m.group("rel") or m.group("rel2") or m.group("rel3")).lower()
    return Found("relationship", _stage(rel), _obj(m, "obj", "obj2", "obj3"), importance=0.8, confidence=0.9, about_user=True)


# a couple told by being together, not by a word for the partner: "I've been seeing Tom", "Sam and I have
# been together since uni", "我跟启帆快在一起三年了" (with a length or 了: "我跟同事在一起吃饭" is company)
_TOGETHER_TAIL = r"(?=了|快|[一二两三四五六七八九十几半\d]+\s*(?:年|个月|个多月|天|周|星期)|的第|[，。,.!！~～\s]|$)"
_NOT_A_PARTNER_ZH = frozenset(("同事", "朋友", "大家", "家人", "孩子", "爸妈", "父母", "室友", "同学", "老板", "客户", "他们", "她们"))


@frame(
    "together",
    rf"\b(?:i['’]ve been|i have been|i['’]m|i am|been)\s+(?:dating|seeing|going out with|together with|(?P<with>with))\s+(?P<obj>{NAME})(?=\s+(?:for|since|now|\d|about|almost|nearly)\b|[,.!]|$)"
    rf"|\b(?P<obj2>{NAME})\s+and\s+i\s+(?:have been|['’]ve been|are|got)\s+(?:together|dating|an item)\b"
    rf"|我(?:跟|和|与)\s*(?P<zh>[{CJK}]{{2,3}}?|{NAME})\s*(?:快|已经|都|才|刚)?(?:要)?在一起{_TOGETHER_TAIL}"
    rf"|(?P<zh2>[{CJK}]{{2,3}}?|{NAME})\s*(?:跟|和)我\s*(?:快|已经|都|才|刚)?(?:要)?在一起{_TOGETHER_TAIL}",
)
def _together(m, text, ctx):
    who = _obj(m, "obj", "obj2", "zh", "zh2")
    if m.group("with") and not (is_given_name(who) or _known_partner(who, ctx)):
        return None  # "I'm with Siemens Healthineers now": a workplace; "I've been with Tom for three years": him
    if who in _NOT_A_PARTNER_ZH or (m.group("zh2") and not (zh_name_at(who) == who or _known_partner(who, ctx))):
        return None  # "我跟同事在一起": company; a subject before "跟我" must be a name
    if re.match(f"[{CJK}]", who) and who in ZH_RELATIONS:
        return None
    return Found("relationship", "partner", who, importance=0.8, confidence=0.8, about_user=True)


@frame("said_yes", r"\b(?:i|she|he) said yes\b|\bsaid yes\b|答应了|同意了|我说\s?yes")
def _said_yes(m, text, ctx):
    who = ctx.get("partner_hint")
    if not who:
        return None  # a yes to something else
    return Found("relationship", "fiance", who, importance=0.85, confidence=0.85, about_user=True)


@frame("partner_pronoun", rf"\b(?:he|she|they)(?:'s| is| are| has become| became)\s+(?:officially\s+|now\s+)?my\s+(?P<rel>{_PARTNER_EN})\b(?:\s+now)?")
def _partner_pronoun(m, text, ctx):
    who = ctx.get("partner_hint") or ctx.get("last_person")
    return Found("relationship", _stage(m.group("rel").lower()), who, importance=0.8, confidence=0.85, about_user=True)


_SOMEONE_ELSES = pattern_cache.compile(r"\b(?:her|his|their|[A-Za-z]+['’]s)\s+(?:\w+\s+)?$", _I)
_DECLINED = pattern_cache.compile(
    r"\bi (?:said|told (?:him|her)) no\b|\bturned (?:him|her|it) down\b|\bi declined\b|\bi refused\b|\bi (?:didn['’]t|did not|couldn['’]t|wouldn['’]t) say yes\b|我拒绝了|没答应|我没同意", _I
)


def _marriage_told_plainly(dropped: str, passive: str, registered: str) -> str:
    """The forms of telling a marriage or an engagement without "we got …", its groups named as given:
    a diary drops the subject ("Got engaged last night.", "Finally got married!", not "engaged to the
    idea"), the ceremony told in the passive ("We were married by a registrar on Friday"), and the
    time since the marriage was registered ("从上个月领证起", "领证以后")."""
    return (
        rf"^(?:(?:just|finally|officially)\s+)?got\s+(?P<{dropped}>married|engaged|hitched)\b(?!\s+to\s+(?:the|my|a|an|this|that)\b)"
        rf"|\bwe\s+were\s+(?:finally\s+|officially\s+)?(?P<{passive}>married)\s+(?=by\b|at\b|in\s+(?:a|the)\b|on\s+(?-i:[A-Z])|last\b|yesterday\b|today\b|this\b)"
        rf"|(?P<{registered}>领证)(?:起|以来|以后|之后|后)"
    )


@frame("engaged_married", r"\b(?:we|i)\s+(?:just\s+|finally\s+)?got\s+(?P<what>engaged|married|hitched)\b|\b(?:we|i)(?:'re| are|'m| am|m| re)\s+(?:now\s+|officially\s+)?(?P<what2>engaged|married)\b|\b(?:we|i)\s+(?:just\s+|finally\s+)?(?P<what3>tied the knot)\b"
       r"|^(?:we did it!*\s*)?(?P<what4>married) (?:yesterday|today|this morning|last (?:week|weekend|saturday|sunday))\b"
       r"|\b(?P<who>[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+|he|she)\s+(?P<what6>proposed|asked me to marry (?:him|her)|popped the question)\b"
       rf"|{_marriage_told_plainly('what7', 'what8', 'what9')}")
def _engaged(m, text, ctx):
    what = (m.group("what") or m.group("what2") or m.group("what3") or m.group("what4") or m.group("what6") or m.group("what7")
            or m.group("what8") or ("married" if m.group("what9") else "")).lower()
    if m.group("what9") and re.search(r"他|她|妹|姐|哥|弟|妈|爸|朋友|同事|同学|闺蜜", text[: m.start()]) and not re.search(r"我(?:和|跟)", text[: m.start()]):
        return None  # "我妹领证以后就搬走了": another couple's
    if what in ("proposed", "popped the question") or what.startswith("asked me"):
        if _DECLINED.search(ctx.get("message") or text):
            return None  # "…asked me to marry him, I said no": no engagement
        who = m.group("who")
        if who.lower() not in ("he", "she"):
            if not looks_like_name(who) or _SOMEONE_ELSES.search(text[: m.start("who")]):
                return None  # "her fella proposed", "cousin Aoife's boyfriend just popped the question": theirs
        who = ctx.get("partner_hint") if who.lower() in ("he", "she") else who
        return Found("relationship", "fiance", who, importance=0.85, confidence=0.85, about_user=True)
    return Found("relationship", "fiance" if what == "engaged" else "spouse", ctx.get("partner_hint"), importance=0.85, confidence=0.85, about_user=True)


@frame("report_to_relative", r"^(?:who|whom)\s+i\s+(?:now\s+)?(?:report|answer)\s+to\b"
       # a manager's duty over the user's work in the relative clause: "Donald Grant, who owns the shop
       # and signs off my timesheets, …"
       rf"|^who\b[^.;]{{0,60}}?\b(?:signs?(?:\s+off)?|approves?|okays?|checks?|does|runs?)\s+(?:off\s+)?(?:all\s+)?my\s+(?:{MANAGER_DUTIES_EN})\b"
       # what the post named before makes them: "Lorna Birtwistle is clinical director now, which makes her my line manager"
       r"|^(?:which|that|and that|this)\s+makes\s+(?:her|him|them)\s+my\s+(?:new\s+)?(?:line\s+manager|manager|boss|supervisor)\b"
       # the one a letter is to, addressed as the manager: "dear Ruth Calloway, as my new line manager, could we…"
       r"|^as\s+my\s+(?:new\s+)?(?:line\s+manager|manager|boss|supervisor)\s*$")
def _report_to_relative(m, text, ctx):
    # "Priya, who I report to now, runs standup": the name the clause before gave
    who = ctx.get("name_alone") or ctx.get("last_person")
    if not who or not (looks_like_name(who.split()[0]) or _FULL_NAME.fullmatch(who) and " " in who):
        return None  # a word, not a name (a full name of two capitalised words is one: "Ines Kowalczyk")
    return Found("relationship", "manager", who, importance=0.8, confidence=0.85, about_user=True)


@frame("appositive_role", rf"^(?:the\s+[\w -]{{1,24}}?\s+and\s+|(?:is|'s)\s+(?:now\s+|officially\s+)?)?my (?:new |current |line |direct )*(?P<rel>{MANAGER_ROLES_EN}|{_PARTNER_EN})(?:\s+now)?$"
       # "Lwazi, the boyfriend, is cooking": "the" before a partner word is the speaker's own
       rf"|^the (?P<rel4>{_PARTNER_EN})$"
       # the role said by whom the user answers to: "Hemi Walker, the ops manager I answer to here, …"
       rf"|^(?:the|my|our)\s+(?:[a-z-]+\s+){{0,2}}?(?P<rel2>manager|boss|supervisor|lead|director|foreman|head)\s+(?:(?:that|who|whom)\s+)?(?:i|we)\s+(?:now\s+)?(?:answer|report)\s+to\b"
       rf"|^(?:我(?:现在|目前|新|如今)?|现在|目前|如今|新来)的?\s*(?:直属|直接|新)?\s*(?P<rel3>{_MANAGER_ZH}|顶头上司)$")
def _appositive_role(m, text, ctx):
    # "marcus, my new boss, has a treadmill desk": the name the clause before gave alone
    who = ctx.get("name_alone")
    if not who:
        return None
    rel = (m.group("rel") or m.group("rel4") or "boss").lower()
    predicate = "manager" if re.fullmatch(MANAGER_ROLES_EN, rel) else _stage(rel)
    return Found("relationship", predicate, who, importance=0.8, confidence=0.85, about_user=True)


_BARE_STAGE_ZH = r"老公|老婆|媳妇|未婚夫|未婚妻|男朋友|女朋友|男友|女友"
# the partner's own people and things, which only someone with that partner has ("未婚妻的爸妈", "老公的同事")
_PARTNERS_OWN = r"爸妈|父母|爸爸|妈妈|爸|妈|家人|家里|老家|同事|朋友|闺蜜|公司|生日|姐姐|妹妹|哥哥|弟弟|奶奶|爷爷|外婆|姥姥"


@frame("partner_mention", rf"\bmy (?!ex)(?P<rel>{_PARTNER_EN})\b|我(?:的)?(?P<rel2>{_PARTNER_ZH})(?!的(?!{_PARTNERS_OWN}))|我(?:的)?\s?(?P<rel3>{_PARTNER_EN})\b(?!['’]s|\s?的)"
       # the word alone opening the clause is the speaker's own ("the fiancée has declared…", "Fiancée's parents
       # are coming", "老公今天下班…"), as is the one the user is with ("和男朋友在一起一百天", "我和 boyfriend 的…")
       rf"|^(?:the\s+|my\s+)?(?:new\s+)?(?P<rel4>(?-i:[Ff]ianc[ée]e?|[Hh]usband|[Ww]ife|[Bb]oyfriend|[Gg]irlfriend|[Hh]ubby|[Hh]ubs|[Mm]issus|[Ww]ifey))\b(?=['’]s\s(?!\s*(?:called|named|name)\b)|\s+(?:has|have|was|is|and|says|said|wants|thinks|just|made|got|took|reckons)\b)"
       rf"|^(?P<rel5>{_BARE_STAGE_ZH})(?!们|的(?!{_PARTNERS_OWN}))|(?:^|我)(?:和|跟)\s?(?P<rel6>{_BARE_STAGE_ZH}|boyfriend|girlfriend|fianc[ée]e?|husband|wife)"
       # in Chinese a bare word for a partner is the speaker's own, wherever it stands ("第一次带男朋友回家",
       # "周末 wife 要去 yoga retreat", "跟 husband 回他老家") — unless another's (她老公, 小周的男朋友) or one looked for
       rf"|(?<=[\u3400-\u9fff ])(?<![他她它]的)(?<![他她它们])(?<![个找想有前])(?P<rel7>男朋友|女朋友|男友|女友|未婚夫|未婚妻|boyfriend|girlfriend|fianc[ée]e?|husband|wife)(?![A-Za-z们])(?!的(?!{_PARTNERS_OWN}))")
def _partner_mention(m, text, ctx):
    # "my fiancé wants a big party", "老婆说想养猫", "看到我 wife 笑得…": the stage the user is at, with
    # the partner the vault knows (named later by governance) — a corroboration, never a name of its own
    rel = next(m.group(g) for g in ("rel", "rel2", "rel3", "rel4", "rel5", "rel6", "rel7") if m.group(g)).lower()
    if m.group("rel7") and (not re.search(r"[\u3400-\u9fff]", text) or re.search(r"的\s*$|[他她]\s*$|\bused to\b|以前|曾经|之前|前任", text[: m.start("rel7")], _I)):
        return None  # English prose, or someone's ("小周的男朋友"): only a Chinese clause's bare word is the speaker's
    if m.group("rel6") and re.search(r"订婚|结婚|领证|求婚|engaged|married", text, _I):
        return None  # "我和男朋友订婚了": the stage is the engagement's, read by its own frame
    after = text[m.end() :]
    if (m.group("rel3") or m.group("rel7")) and (re.match(rf"\s*(?:叫|是|名叫)?\s*{NAME}", after) or zh_name_at(after.lstrip())):
        return None  # "我 girlfriend Lily 下周来": the partner named, which the naming frame reads
    return Found("relationship", _stage(rel), ctx.get("partner_hint"), importance=0.6, confidence=0.75, about_user=True)


_COUPLE_SIGNS = [(stage, pattern_cache.compile(words, _I)) for stage, words in COUPLE_STAGE_SIGNS]
_SAID_YES_TO_ME = pattern_cache.compile(r"\bi\s+(?:finally\s+|just\s+)?proposed\b|\b(?:for|bought|got|chose|picked)\s+(?:her|his|the|a)\s+(?:engagement\s+)?ring\b|\bon one knee\b|\basked\s+(?:\w+\s+)?to\s+marry\s+me\b|(?<![A-Za-z])propose\s*的|我(?:跟|向)[^，。]{0,8}求婚", _I)


@frame("couple_sign", "|".join(f"(?:{words})" for _, words in COUPLE_STAGE_SIGNS))
def _couple_sign(m, text, ctx):
    # a stage shown by what only a couple at it does: the user's own partner, whoever is named
    if SOMEONE_ELSES_ROLE.search(text[: m.start()]) or re.search(
        r"\b(?:her|his|their)\s+(?:own\s+|new\s+)?(?:wedding|honeymoon|fianc[ée]e?|bride|groom|wife|husband)\b|[他她]们的(?:婚礼|蜜月)|(?:他|她)的(?:未婚[夫妻]|新娘|新郎)", text, _I
    ):
        return None  # "her honeymoon", "我妹的订婚宴", "my brother and his fiancée … at the engagement party": theirs
    if re.search(r"(?:和|跟)[他她]\S{0,3}\s*$|[他她]们\s*$", text[: m.start()]):
        return None  # "同事小周和她老公领证了": a couple the user only tells of
    stage = next(stage for stage, rx in _COUPLE_SIGNS if rx.match(m.group(0)))
    return Found("relationship", stage, ctx.get("partner_hint"), importance=0.8, confidence=0.85, about_user=True)


@frame("said_yes", r"^(?:and\s+)?(?:she|he|they)\s+said\s+yes\b", modes=("assertion", "reported"))
def _said_yes(m, text, ctx):
    # "I proposed to Marcus …. he said yes", "asked Nia to marry me and she said yes": the user's proposal, accepted
    if not _SAID_YES_TO_ME.search(ctx.get("message") or text):
        return None  # "she said yes to the job"
    return Found("relationship", "fiance", ctx.get("partner_hint"), importance=0.85, confidence=0.85, about_user=True, own_news=True)


@frame("marriage_event", r"\b(?:we|i)\s+(?:just\s+|finally\s+)?(?:got\s+)?(?P<obj>married|engaged|divorced|tied the knot)\b|我(?:们)?(?P<obj2>结婚|订婚|离婚|领证)[了啦]"
       # code-switched, an English participle in a Chinese sentence: "我们 engaged 了", "我俩终于 got married 啦"
       r"|我(?:们|俩)\s*(?:已经|刚刚?|终于|正式)?\s*(?:got\s+)?(?P<obj3>married|engaged|divorced)\s*(?:了|啦)"
       rf"|{_marriage_told_plainly('obj4', 'obj5', 'obj6')}")
def _marriage_event(m, text, ctx):
    what = _obj(m, "obj", "obj2", "obj3", "obj4", "obj5", "obj6")
    what = "married" if what == "hitched" else what
    return Found("event", "marriage", what, event_type="marriage" if what not in ("engaged", "订婚") else "engagement", importance=0.9, confidence=0.9)


@frame("zh_partner_is", rf"(?:我(?:的)?\s?|^|(?<=[^\x00-\x7f他她的们]\s))(?P<rel>{_PARTNER_ZH}|boyfriend|girlfriend|fianc[ée]e?|husband|wife)\s*(?:叫|是|名叫)?\s*(?P<obj>{CJK_NAME}|{NAME})|(?P<obj2>[{CJK}]{{2,3}}|{NAME})\s*(?:正式|就|也|已经)?(?:成为|成了|是)(?:了)?我(?:的)?(?P<rel2>{_PARTNER_ZH})"
       # a promotion told as such: "许哲 正式升级成 老公" (a bare kin word in Chinese is the speaker's)
       rf"|(?P<obj3>[{CJK}]{{2,3}}|{NAME})\s*(?:正式|终于|已经|就)?\s*(?:升级|晋升|转正|变)(?:成|为)了?\s*(?:我(?:的)?)?\s*(?P<rel3>{_PARTNER_ZH}|husband|wife|fianc[ée]e?)", modes=("assertion", "plan", "reported"))
def _zh_partner(m, text, ctx):
    rel = (m.group("rel") or m.group("rel2") or m.group("rel3")).lower()
    name = _obj(m, "obj", "obj2", "obj3")
    if name and re.fullmatch(f"[{CJK}]+", name):
        name = zh_name_at(name, ctx.get("known", ()))
    if not name:
        return None
    return Found("relationship", _stage(rel), name, importance=0.8, confidence=0.9, about_user=True)


@frame("zh_became_partner", rf"成为了?(?P<obj>{NAME}|[{CJK}]{{2,3}}?)(?:他|她)?的?(?P<rel>老婆|老公|妻子|丈夫|太太|先生|未婚妻|未婚夫|女朋友|男朋友)")
def _zh_became_partner(m, text, ctx):
    name = _obj(m)
    if name and re.fullmatch(f"[{CJK}]+", name):
        name = zh_name_at(name, ctx.get("known", ())) or name
    return Found("relationship", _stage(m.group("rel")), name, importance=0.85, confidence=0.85, about_user=True)


@frame("zh_partner_pronoun", rf"(?:他|她)(?:现在|已经|正式)?(?:是|成为|成了)(?:了)?我(?:的)?\s?(?P<rel>{_PARTNER_ZH}|(?i:{_PARTNER_EN})\b)")
def _zh_partner_pronoun(m, text, ctx):
    who = ctx.get("partner_hint") or ctx.get("last_person")
    rel = m.group("rel")
    return Found("relationship", _stage(rel.lower() if rel.isascii() else rel), who, importance=0.8, confidence=0.85, about_user=True)


@frame("zh_married", r"(?:(?:我们|我俩|我?(?:和|跟)[^，,。！!？?]{1,8}?)[^，,。！!？?]{0,24}?|^|去|今天|昨天|前天|上周[一二三四五六日天末]?|那天|当天|(?<=\d)|(?<=[年月日号]))(?:终于|总算|就)?\s*(?:(?P<what>领证|结婚|订婚)[了啦]|(?:got\s+)?(?P<what4>engaged|married)\s*[了啦]|(?P<what3>办完(?:了)?婚礼|办了婚礼|婚礼(?:终于)?(?:办完|办好|结束)(?:了|啦)))|(?P<what2>求婚)(?:了|成功)")
def _zh_married(m, text, ctx):
    # "昨天办完婚礼": a wedding one held; "我们 engaged 了": the English participle in a Chinese sentence
    what = m.group("what") or m.group("what2") or {"engaged": "订婚", "married": "结婚"}.get((m.group("what4") or "").lower(), "结婚")
    told = next((g for g in ("what", "what4") if m.group(g)), None)  # the stage word, after whose couple
    if told and re.search(r"(?:和|跟)[他她]\S{0,3}$", m.group(0)[: m.start(told) - m.start()].rstrip()):
        return None  # "同事小周和她老公领证了": another couple, the user only tells of it
    stage = "spouse" if what in ("领证", "结婚") else "fiance"
    return Found("relationship", stage, ctx.get("partner_hint") or ctx.get("last_person"), importance=0.85, confidence=0.85, about_user=True)


@frame("relation_named", rf"\bmy (?P<rel>{_EN_REL})(?:'s name is|,)?\s+(?:is\s+(?:called\s+|named\s+)?)?(?P<obj>{NAME})\b|\b(?P<obj2>{NAME}) is my (?P<rel2>{_EN_REL})\b(?!['’]s)|\bi have an? (?P<rel3>{_EN_REL})(?: (?:named|called) (?P<obj3>{NAME}))?", modes=("assertion", "plan", "reported"))
def _relation(m, text, ctx):
    rel = (m.group("rel") or m.group("rel2") or m.group("rel3") or "").lower()
    predicate = EN_RELATIONS.get(rel, "knows")
    if predicate in ("partner", "fiance", "spouse", "manager"):
        return None  # their own frames
    obj = _obj(m, "obj", "obj2", "obj3") or (rel if predicate == "pet" else None)
    return Found("relationship", predicate, obj, importance=0.7, confidence=0.85, about_user=True)


_SIBLING_KIN = "".join(k for k, v in ZH_SHORT_KIN.items() if v == "sibling")  # 弟, 妹, 哥, 姐: "我弟雪松…"


@frame("zh_relation_named", rf"我(?:的)?(?P<rel>{_ZH_REL})(?:叫|是|名叫)(?P<obj>{CJK_NAME}|{NAME})|(?P<obj2>[{CJK}]{{2,3}})是我(?:的)?(?P<rel2>{_ZH_REL})"
       # the name in apposition, then what they did: "我弟雪松五一结婚了", "我表妹佳琪住在上海"
       rf"|^我(?:的)?(?P<rel3>{_ZH_REL}|[{_SIBLING_KIN}])(?P<obj3>[{CJK}]{{2}}(?={AFTER_KIN_NAME})|(?=[{''.join(sorted(ZH_SURNAMES))}])[{CJK}]{{3}}(?![{CJK}]{{0,1}}(?:年|月|岁|个)))", modes=("assertion", "plan", "reported"))
def _zh_relation(m, text, ctx):
    rel = m.group("rel") or m.group("rel2") or m.group("rel3")
    if m.group("obj3") and not (given_name_after_kin(m.group("obj3")) and (
        zh_name_at(text[m.start("obj3") :]) == m.group("obj3") or (len(m.group("obj3")) == 2 and zh_name_at(m.group("obj3")) == m.group("obj3")) or m.group("obj3")[0] in "阿小老"
        or re.match(r"[，,。\s]|五一|国庆|春节|元旦|端午|中秋|结婚|离婚|订婚|辞职|两口子", text[m.end("obj3") :])
    )):
        return None  # "我弟今年…", "我爸妈被封在家里": a time or words after the kin word, no name
    predicate = ZH_RELATIONS.get(rel) or ZH_SHORT_KIN.get(rel, "knows")
    if predicate in ("partner", "fiance", "spouse", "manager"):
        return None
    name = _obj(m, "obj", "obj2", "obj3")
    if m.group("obj2") and (is_place(name) or re.match(r"家|那边|这边|的", text[m.end() :])):
        return None  # "芜湖是我表哥家": a town, and whose home it is
    if name and re.fullmatch(f"[{CJK}]+", name):
        name = zh_name_at(name) or (name if len(name) <= 3 else None)
    return Found("relationship", predicate, name, importance=0.7, confidence=0.85, about_user=True) if name else None


# --- once in a life ---------------------------------------------------------------------------


# two subjects studied together, the school after both: "I studied law and economics at Leeds"
_AND_A_SUBJECT_AT = pattern_cache.compile(rf"\s+(?:and|&)\s+(?P<more>(?!(?:then|later|also|now|after|before)\b)[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s+(?:at|in)\s+(?P<school>{ORG}){_NAME_STOP}")


@frame("studied", rf"\bmy major\s*(?:is|was|其实是|是)\s*(?P<field9>[a-z][a-z &-]{{2,30}}?)(?=\s*(?:$|[,.;!?，。]|[\u4e00-\u9fff]))|\bmy (?P<field10>[a-z]+(?: [a-z]+)?) degree (?:at|from) (?P<school10>{ORG}){_NAME_STOP}|\bi (?:trained|studied|went to (?:uni|university|college|med school|law school|grad school)|did my (?:training|studies))\s+(?:at|in)\s+(?P<school8>{ORG}){_NAME_STOP}|(?:\bi |^)(?:studied|majored in|did my degree in|read)\s+(?P<field>[a-z][a-z &-]{{2,40}}?)(?:\s+(?:at|in)\s+(?P<school>{ORG}))?{_EN_STOP}|\bdid (?P<field3>[a-z][a-z &-]{{2,40}}?) at (?P<school3>(?-i:[A-Z])[\w&'’ -]{{0,40}}?(?:University|College|Institute|Academy|Polytechnic|School|Uni)\b(?: of (?-i:[A-Z])\w+)?)|\b(?:(?:my|a|an|the|that|this|our) )?(?!(?:since|from|with|after|before|of|in|at|and|but|my|a|an|the)\b)(?P<field2>[a-z][a-z &-]{{1,30}}?) (?:degree|diploma|certificate|bsc|msc|masters|master's|phd|doctorate) (?:in|at|from) (?P<school2>{ORG}){_NAME_STOP}|\b(?:i was|i'm|i am) an? (?P<field4>[a-z][a-z &-]{{2,30}}?) (?:major|student|undergrad)\b(?:\s+(?:at|in)\s+(?P<school4>{ORG}))?{_NAME_STOP}|\bmy (?:undergrad(?:uate)? |college |uni )?major(?:\s+at\s+(?P<school6>{ORG}))? (?:was|is) (?:in )?(?P<field5>[a-z][a-z &-]{{2,30}}?)(?:\s+at\s+(?P<school5>{ORG}))?{_EN_STOP}")
def _studied(m, text, ctx):
    field = _obj(m, "field", "field2", "field3", "field4", "field5", "field9", "field10") or ""
    school = _obj(m, "school", "school2", "school3", "school4", "school5", "school6", "school8", "school10") or ""
    field, school = field.strip(), school.strip()
    if m.group("field2"):
        field = re.split(r"\b(?:my|our|a|an|the|his|her|their|that|this)\b\s*", field, flags=_I)[-1].strip()  # "…to finally use my microbiology degree": the field is after the last determiner
    if m.group("school8") and re.sub(r"^the\s+", "", school, flags=_I)[:1].islower() and not casual(ctx.get("message") or text):
        return None  # "I studied at night": a school is named with a capital, unless nothing is
    if not school and re.match(r"i read\b", m.group(0), _I):
        return None  # "I read six books": reading, unless it is a subject read at a university
    if field and m.group("field") and (more := _AND_A_SUBJECT_AT.match(text, m.end("field"))):
        field, school = f"{field} and {more.group('more')}", school or more.group("school")  # "fisheries and wildlife at Selkirk"
    return Found("event", "studied", _join(field, school), event_type="education", importance=0.8, confidence=0.85, topic=_level(text))


_FIELD = "(?:" + "|".join(sorted({*ACADEMIC_FIELD_PHRASES, *(w for w in ACADEMIC_FIELDS if w)}, key=lambda w: (-len(w), w))) + ")"
_AT_UNI = pattern_cache.compile(r"\b(?:uni|university|college|degree|studied|school|undergrad|major)\b|大学|本科|读书|专业", _I)
_SCHOOL_NAME = pattern_cache.compile(r"\b(?:University|Uni|College|Tech|Institute|School|Academy|Polytechnic|Conservatoire)\b|大学|学院|师大|中学|高中")


@frame("field_at_school", rf"(?:\b(?:i was |when i was |back when i was )?(?:doing|studying|reading|majoring in)\s+|^(?:i did\s+)?|\b(?:(?P<years>(?:one|two|three|four|five|six|seven|\d)\s+years\s+of)|(?P<those>(?:all\s+)?(?:those|these)))\s+|本科\s*(?:读的|学的|是)?\s*)(?P<field>(?i:(?:[a-z]{{3,}}\s+)?{_FIELD}))\s+(?:(?P<classes>lectures|classes|seminars|modules|tutorials|lab sessions)\s+)?(?:at|@|在)\s*(?P<school>(?-i:[A-Z])[\w&'’-]+(?: (?-i:[A-Z])[\w&'’-]+){{0,3}}|[{CJK}]{{2,8}}?)(?=$|[\s,.;!?，。]|(?:大学|读))")
def _field_at_school(m, text, ctx):
    """"psychology at Leeds" after "what I did at uni", "when I was doing sociology at Leeds",
    "我本科 CS at 东南": a field of study beside a school."""
    message = ctx.get("message") or text
    studying = re.match(r"(?:i was |when i was |back when i was )?(?:doing|studying|reading|majoring)", m.group(0), _I)
    if m.group("those") and not m.group("classes"):
        return None  # "those design changes at Figma": not classes of a subject
    if m.group("years") and not m.group("classes") and not (is_place(m.group("school")) or _SCHOOL_NAME.search(m.group("school"))):
        return None  # "three years of design at Figma": work; "four years of marine biology at Aberdeen": its university
    if not studying and not (m.group("years") or m.group("those") or m.group("classes")) and not _AT_UNI.search(message):
        return None  # "design at Figma": work, unless the message speaks of study
    return Found("event", "studied", _join(m.group("field"), m.group("school")), event_type="education", importance=0.8, confidence=0.8, topic=_level(text))


# a subject the lexicon lacks, studied at a place named as a school: "when I was studying baking
# and pastry at Lake Washington Tech", "back when I was doing speech-language pathology at 华东师大"
@frame("studying_at_school", rf"\b(?P<verb>studying|doing|reading)\s+(?P<field>(?-i:[a-z])[a-z&'’ -]{{2,40}}?)\s+(?:at|@)\s*(?P<school>[{CJK}]{{2,10}}(?=$|[\s,.;!?，。])|{ORG})")
def _studying_at_school(m, text, ctx):
    school = m.group("school").strip()
    if not _SCHOOL_NAME.search(school) and not (m.group("verb").lower() == "studying" and is_place(school)):
        return None  # "doing maintenance at Tesco": work, not study
    # "Those three years studying vet nursing at Writtle were the making of me": the years spent are the speaker's
    spent = m.group("verb").lower() == "studying" and re.search(r"\b(?:those|these|the|my|\d+|two|three|four|five|six)\s+years?\s+$", text[: m.start()], _I) is not None
    return Found("event", "studied", _join(m.group("field").strip(), school), event_type="education", importance=0.8, confidence=0.8, topic=_level(text), about_user=spent)


@frame("graduated", rf"\bgraduated(?:\s+from\s+(?P<school>{ORG}))?{_EN_STOP}|\b(?:finished|completed|was awarded|got)\s+my\s+(?P<school8>[a-z][a-z ]{{0,30}}?\s+)?(?:diploma|degree|bachelor'?s|master'?s|phd|doctorate)\b|\bfinished (?:uni|university|college|my degree|my studies)?\s*at (?P<school4>{ORG})(?=\s+(?:back\s+)?in\s+\d{{4}})|\bthe year (?:i|we) (?:finished|graduated|left) (?:uni |university |college |school )?(?:at|from) (?P<school7>{ORG}){_NAME_STOP}|我(?P<school2>[{CJK}A-Za-z0-9 ]{{0,12}}?)毕业的?|(?:从|在)(?P<school3>[{CJK}A-Za-z]{{2,10}})毕业|(?P<school5>[{CJK}]{{1,8}}(?:大学|学院|中学|高中|学校|大)|[A-Z]{{2,6}})\s?(?:master|硕士|本科|博士|phd|MSc|MBA)?毕业|(?P<y2>\d{{2}})年(?P<school6>[{CJK}]{{1,8}}(?:大学|学院|大)|[A-Z]{{2,6}})?\s?(?:master|硕士|本科|博士|phd|MSc)?毕业|(?P<year>\d{{4}})\s?年?(?:那届|届|毕业)|\bclass of (?P<year2>\d{{4}})\b|\b(?:year of graduation|graduation year|graduated)\W{{0,3}}(?:in\s+)?(?P<year3>\d{{4}})\b|毕业(?:年份|时间)\s*[:：]?\s*(?P<year4>\d{{4}})")
def _graduated(m, text, ctx):
    school = (m.group("school") or m.group("school2") or m.group("school3") or m.group("school4") or m.group("school5") or m.group("school6") or m.group("school7") or m.group("school8") or "").strip()
    school = re.sub(rf"^.*?(?:\d{{4}}\s?年?|从|在)\s*(?=[{CJK}A-Za-z]{{2}})", "", school)  # "是2014年从同济" -> 同济
    short_year = re.search(r"(?<!\d)(\d{2})年", school)  # "我就是16年毕业的"
    school = re.sub(r"^(?:们|哋|自己|就是|也是|就|才|是|还|都|已经)+|(?<!\d)\d{2}年", "", school).strip()
    if re.fullmatch(r"[\d年月日号前后大概左右就是也才的]*", school):
        school = ""
    year = (f"{m.group('year')}年" if m.groupdict().get("year") else None) or m.groupdict().get("year2") or m.groupdict().get("year3") or m.groupdict().get("year4") or (f"20{m.group('y2')}年" if m.groupdict().get("y2") else None)
    if year is None and short_year:
        year = f"20{short_year.group(1)}年"
    bare = re.search(r"(?<![\d.])((?:19|20)\d\d)(?![\d.])", ctx.get("sentence") or text)
    if year is None and bare and not any(re.search(r"\d\d", t.raw) for t in _times(text, datetime(2000, 1, 1)) if t.kind != "unresolved"):
        year = f"{bare.group(1)}年"  # "2013 毕业那年夏天": a graduation is dated by the year said with it
    # "a page on us class of 2016 people", "我们2015年毕业那届的": the speaker is of the year, whoever the clause is about
    ours = bool(m.groupdict().get("year2") or m.groupdict().get("year")) and _OF_OUR_YEAR.search(text, 0, m.start()) is not None
    if ours and not school:
        alumni = re.search(rf"(?P<school>{ORG})\s+(?:alumni|alum|grads?)\b", text)
        school = alumni.group("school") if alumni else ""
    return Found("event", "graduated", school or None, event_type="graduation", importance=0.8, confidence=0.85, topic=_level(ctx.get("sentence") or text), time=year, about_user=ours)


# the speaker among those of a graduation year: "us class of 2016", "we're class of", "我们2015年毕业那届"
_OF_OUR_YEAR = pattern_cache.compile(r"(?:\b(?:(?:us|we|we're|we are|we were|i'm|i am|i was)\s+(?:the\s+)?|(?:our|my)\s+)|(?:我们|咱们|我哋|我)[^，。,.!！?？]{0,12}?)$", _I)


@frame("zh_school_of", rf"我(?:也)?是(?P<school>[{CJK}]{{2,6}}|[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ]+)(?:出来的|毕业的)")
def _zh_school_of(m, text, ctx):
    ctx["last_school"] = m.group("school")
    return Found("event", "graduated", m.group("school"), event_type="graduation", importance=0.8, confidence=0.8, topic=_level(ctx.get("sentence")))


# "鲁斌翻我简历，说电子电器专业的怎么跑来修表了", "睇我 CV 问点解 food science 出身会跑嚟做 hatchery": someone
# reading the user's CV names their field by the background it gives them ("X专业的", "X出身")
_READS_MY_CV = pattern_cache.compile(r"(?:我的?|翻我|看我|睇我|读我)\s?(?:简历|履历|(?i:cv|resume|résumé))", _I)


@frame("zh_background", rf"(?P<field>[{CJK}]{{2,8}}?|[A-Za-z][A-Za-z ]{{2,24}}?)\s?(?:专业(?:的|出身)|出身)(?=\s?(?:的|怎么|为何|为什么|点解|会|却|居然|跑|来|去))")
def _zh_background(m, text, ctx):
    if not _READS_MY_CV.search(ctx.get("message") or text):
        return None
    field = re.sub(r"^(?:说|问|讲|话|点解|为何|为什么|怎么)+", "", m.group("field")).strip()
    if len(field) < 2:
        return None
    return Found("event", "studied", field, event_type="education", importance=0.7, confidence=0.7, about_user=True)


@frame("zh_field_read", rf"^(?:想当年|当年|以前|那时候?|其实|说起来)?\s*我?(?:的)?\s*(?P<level>本科|undergrad|大学|大专|中专|研究生|master|硕士|博士|phd|degree|bachelor)\s*(?:是)?(?:读|学|念|修)的?(?:是)?\s*(?P<field>[{CJK}]{{2,10}}|[A-Za-z][A-Za-z ]{{1,24}}?)\s?(?:$|[，。,.!！]|专业|的(?:$|[，。,.!！]))")
def _zh_field_read(m, text, ctx):
    school = ctx.get("last_school") or ""
    field = re.sub(r"^(?:就是|也是|是)", "", m.group("field"))  # "中专学的就是钟表维修"
    return Found("event", "studied", _join(field, school), event_type="education", importance=0.8, confidence=0.85, topic=_level(m.group("level")))


# what ends a field of study said in Chinese: a mark, its "专业", or the clause going on ("…园艺，", "城乡规划总算派上用场",
# "mechanical engineering 读得挺痛苦")
_ZH_FIELD_END = r"(?=\s*(?:$|[，。,.!！？?；;]|的|专业|出身|毕业|总算|终于|还|也|就|都|读得|学得|念得|那|这|时|后|了|没|(?:master|硕士|本科|phd|博士)))"
_ZH_FIELD_WORDS = rf"(?!在|是|书|我|啥|什么)[{CJK}]{{2,8}}?|[A-Za-z][A-Za-z&-]*(?: [A-Za-z&-]+){{0,3}}?"


@frame("zh_studied", rf"(?:我|^)(?:自己)?(?:当年|以前|那时|那会儿?)?(?:也是)?(?:的)?(?P<level>本科|大学|研究生|硕士|博士|大专|master|bachelor|phd|undergrad|uni|college)?\s*(?:是|也是)?\s*在\s*(?P<school>[{CJK}]{{2,10}}?|[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ]*(?:\s[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ]*){{0,3}})\s*(?:(?<![大中小])学(?![会到着过院校堂])|读(?!书)|念(?!书))(?:了)?\s*(?:[一二两三四五六七八九十几\d]+\s*年(?:的)?)?的?(?:是)?\s*(?P<field>{_ZH_FIELD_WORDS}){_ZH_FIELD_END}(?:专业)?\s*(?P<level2>master|硕士|本科|phd|博士)?|我(?:的)?(?:本科|大学|研究生|硕士)(?:时|的时候)?(?:是|(?:读|学|念)的(?:是)?)\s?(?P<field2>{_ZH_FIELD_WORDS}){_ZH_FIELD_END}|(?:学|读|念|(?i:major|majored in))\s?的是\s?(?P<field3>[{CJK}]{{2,20}}|[A-Za-z][A-Za-z&-]*(?: [A-Za-z&-]+){{0,3}}?(?=\s*(?:$|[，。,.!！；;]|专业|的)))|我\s?(?:的)?\s?(?P<level3>本科|大学|研究生|硕士|博士|(?i:master|bachelor|phd|undergrad))\s?(?:是|读的是|念的是|是在)\s?(?P<school3>[{CJK}]{{2,10}}?|[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ]*)\s?的\s?(?P<field4>[{CJK}A-Za-z]{{2,12}})")
def _zh_studied(m, text, ctx):
    field = re.sub(r"^(?:就是|也是|是)", "", (m.group("field") or m.group("field2") or m.group("field3") or m.group("field4") or "").strip())
    if re.match(r"(?:写|做|搞|弄|看|想|找|忙|准备|打|玩|听|吃|跑)|.*[个些点]$|(?:家|家里|网上|线上|网课|这边|那边|公司|单位)$|.*(?:当|教|干)", (m.group("school") or "").strip()):
        return None  # "我在写个读 sensor 的小脚本": 在 before a verb is "busy doing", no school; "在网上学的吉他": no school
    if re.fullmatch(r"(?i:master|bachelor|phd|undergrad)|本科|硕士|博士|研究生", field):
        field = ""  # "在 USC 读 master": the degree, not the subject
    school = (m.group("school") or m.group("school3") or "").strip()
    if not school and m.group("field3"):  # "我 undergrad 在药大 major 的是 biostatistics": where, before it
        at = re.search(rf"在\s*(?P<s>[{CJK}]{{2,8}}?|[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ]*(?:\s[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ]*){{0,3}})\s*(?:(?i:major(?:ed)?(?: in)?)|学|读|念)\s?的是", text)
        school = at.group("s") if at else ""
    level = _level(m.group("level") or m.group("level2") or m.group("level3") or text)
    return Found("event", "studied", _join(field, school), event_type="education", importance=0.8, confidence=0.85, topic=level)


def _level(text: str | None) -> str | None:
    """The degree a study is for ("master", "phd"; a first degree: None) — two degrees are
    two educations, never two versions of one."""
    lowered = (text or "").lower()
    if re.search(r"master|msc|\bms\b|\bma\b|mba|硕士|研究生|读研", lowered):
        return "master"
    if re.search(r"phd|doctor|博士", lowered):
        return "phd"
    return None


@frame("met", rf"(?:\b(?:we|(?P<who>{NAME}|[a-z][a-z'-]+) and i|i and (?P<who2>{NAME}))|(?:^|(?<=\s))(?P<who3>{CJK_NAME}|[{CJK}]{{2,3}})\s*(?:and|&) i|(?P<who4>{NAME}|{CJK_NAME})\s*(?:和|跟|与)我|我\s*(?:和|跟|与|同)\s*(?P<who6>{NAME}|{CJK_NAME}|[{CJK}]{{2,3}}))\s+(?:first\s+)?met\s+(?P<obj>(?:at|in|on|through|during|via)\b.+)$"
       # "Met Priya on the Glen Albyn boat in 2016", "I first met Anders at…": the partner the vault knows
       rf"|(?:^|\bi\s+)(?:first\s+)?met\s+(?P<who5>{NAME})\s+(?P<obj2>(?:at|in|on|through|during|via)\b.+)$")
def _met(m, text, ctx):
    if m.group("who5"):
        if not _known_partner(m.group("who5"), ctx):
            return None  # someone met, not the partner
        return Found("event", "met_partner", _clean_tail(m.group("obj2")), event_type="met_partner", importance=0.8, confidence=0.85, about_user=True)
    who = m.group("who")
    if who and who[0].islower() and not looks_like_name(who):
        return None  # "friends and i met at…" (a word, not a name)
    # "theo and i met …": the user met them, whoever is named first
    return Found("event", "met_partner", _clean_tail(m.group("obj")), event_type="met_partner", importance=0.8, confidence=0.85, about_user=True)


def _partner_word(who: str) -> bool:
    """The partner named by their stage, not their name ("老婆", "my wife"): a relation word of the lexicon's partner stages."""
    word = re.sub(r"^my\s+", "", who.strip(), flags=_I).lower()
    return (ZH_RELATIONS.get(word) or EN_RELATIONS.get(word)) in PARTNER_STAGES


def _known_partner(who: str, ctx: dict) -> bool:
    """Whether ``who`` is the partner the vault knows, by key or by the name in another script."""
    known = [p for p in ctx.get("known_partners", ()) if p]
    return any(entity_key(who) == entity_key(p) or same_name(who, p) for p in known)


_HOW_WE_MET = pattern_cache.compile(r"\bhow (?:we|you two|you guys) (?:first )?met\b|\bhow we got together\b|(?:咋|怎么|如何)认识的|怎么在一起的", _I)


_MET_SAID = pattern_cache.compile(r"\b(?:we|i) (?:first )?met\b|第一次见面|初次见面|认识", _I)


@frame("met_before", r"^(?:(?P<lead>.{4,}?)(?:\s*[,;]\s*|\s+))?(?:(?:and|so)\s+)?(?:that'?s|that is|which is|this is|that was) how (?:we|\w+ and i|i met \w+)(?: first)? met\b|^(?:就|于是|然后)?(?:这样|这么|这|就这样)(?:子)?(?:就)?(?:认识|识)(?:了|的)")
def _met_before(m, text, ctx):
    lead = m.groupdict().get("lead") or ctx.get("said_before") or ""
    if _MET_SAID.search(lead):
        return None  # "我哋第一次见面嗰条航线…就咁识咗": the meeting told before, by its own frame
    told = re.sub(r"^(?:\d+\s+years?\s+since|(?:it was|it's)\s+)\s*", "", lead, flags=_I).strip(" ,.，。")
    if len(told) < 4:
        return None
    # the meeting's time: one with its year ("五一…就係 summer 2018…": this year's holiday is the trip, not the meeting)
    times = [t.raw for t in _times(told, datetime(2000, 1, 1)) if t.kind != "unresolved"]
    when = next((t for t in times if re.search(r"(?<!\d)(?:19|20)\d\d(?!\d)", t)), times[0] if times else None)
    return Found("event", "met_partner", told[:120], event_type="met_partner", importance=0.8, confidence=0.75, about_user=True, time=when)


@frame("met_story", r"^(?P<obj>.{4,})$")
def _met_story(m, text, ctx):
    if not ctx.get("met_story") or _HOW_WE_MET.search(text):
        return None
    ctx["met_story"] = False
    # the answer as the user gave it: "我说是在 Richmond 一家奶茶店", "I told them it was at…"
    told = re.sub(r"^(?:(?:i said|i told (?:them|her|him|everyone)|我说|我就说|我告诉(?:他|她)们?)\s*,?\s*)?(?:(?:that\s+)?(?:it was|it's|we met|that was)\s*)?(?:是|在)*\s*", "", m.group("obj"), flags=_I)
    return Found("event", "met_partner", told, event_type="met_partner", importance=0.8, confidence=0.75, about_user=True)


# met, in Mandarin and as Cantonese says it ("喺 badminton club 识嘅"): not 知识, 意识, 常识…
_ZH_MET = r"(?:认识|(?<![知意常见学胆标共赏])识(?=\s?(?:的|了|那)))"


@frame("zh_met", rf"^(?!我|咱|他们|她们|跟|和|与|同|当时|那时|当年|那年|后来|最早|起初|一开始|其实)(?P<who5>{NAME}|[{CJK}]{{2,3}})\s?(?:(?:和|跟|同)我\s?)?是(?P<obj5>.+?)(?:{_ZH_MET}|\s?(?i:first met|met))\s?的|^(?:跟|和|与|同)\s?(?P<who7>{CJK_NAME}|{NAME}|[{CJK}]{{2,3}})\s?是(?P<obj7>.+?)(?:{_ZH_MET}|\s?(?i:first met|met))\s?的|(?:第一次见(?:到)?|初次见到?)(?P<who6>{NAME}|[{CJK}]{{2,3}})|我(?:和|跟|同)\s*(?P<who>{CJK_NAME}|{NAME})\s*是(?P<obj>.+?)(?:{_ZH_MET}|\s?(?i:first met|met))\s?的|我们是(?P<obj2>.+?)(?:{_ZH_MET}|\s?(?i:first met|met))\s?的|(?:我和|我跟|我同)\s*(?P<who2>{CJK_NAME}|{NAME})\s*(?P<obj3>.+?)(?:{_ZH_MET}|\s?(?i:first met|met))\s?的|^(?:是)?(?P<obj4>(?:在|于)?.{{2,24}}?)(?:{_ZH_MET}|\s?(?i:first met|met))\s?的(?:$|了)|我们(?P<obj8>.{{2,24}}?)(?:第一次|初次)见面|我们(?P<obj9>[^，,。]{{0,8}}?(?:在|于).{{2,30}}?){_ZH_MET}(?:那会儿?|那阵子?|的时候|那年|\s?的)")
def _zh_met(m, text, ctx):
    if m.group("who2") and re.match(f"[{CJK}]", m.group("who2")):
        # "我和周屿在银川一个 wine tasting 上认识的": the name ends where 在 begins the place
        name = zh_name_at(m.group("who2")) or m.group("who2")[:2]
        told = (m.group("who2")[len(name) :] + m.group("obj3")).strip()
        return Found("event", "met_partner", re.sub(r"^(?:是|在|于)", "", told).strip(), about_user=True, event_type="met_partner", importance=0.8, confidence=0.85)
    who = m.group("who5") or m.group("who6") or m.group("who7")
    if who:
        # "Leo 是 2018 年在南京…认识的", "2017年在朋友婚礼上第一次见阿杰": the partner the vault knows
        if not _known_partner(who, ctx) and not _partner_word(who):
            return None  # (the partner may be named in the other script: "和 Su Qing 是…认识的" of 苏晴; or by stage: "同老婆是…识的")
        if m.group("who6"):
            where = text[: m.start()].strip("，, ")
            where = re.sub(r"^(?:想起|记得|那年|当年)", "", where)
            return Found("event", "met_partner", where or who, about_user=True, event_type="met_partner", importance=0.8, confidence=0.8)
        return Found("event", "met_partner", (m.group("obj5") or m.group("obj7")).strip(), about_user=True, event_type="met_partner", importance=0.8, confidence=0.85)
    if m.group("obj4") and not re.search(r"我们|我俩|我跟|我和|第一次见|老婆|老公|女朋友|男朋友|对象|爱人|在一起|结婚", ctx.get("sentence") or ""):
        return None  # "…认识的" alone: whom, unknown
    told = re.sub(r"^(?:当时|那时|当年|那年|后来|最早|起初|一开始|其实)?\s*(?:我(?:跟|和|与|同)[^是，,]{1,10}?(?=是|在|于))?\s*(?:是)?\s*(?:在|于)?", "", _obj(m, "obj", "obj2", "obj3", "obj4", "obj8", "obj9").strip())
    return Found("event", "met_partner", told or _obj(m, "obj", "obj2", "obj3", "obj4", "obj8", "obj9").strip(), about_user=True, event_type="met_partner", importance=0.8, confidence=0.85)


# --- plans ---------------------------------------------------------------------------------


@frame("appointment", rf"(?P<obj>(?:\b[\w-]+\s+){{0,4}}?(?:{_APPT_EN})s?\b(?:\s+(?:at|with|for|in)\s+{ORG})?)|\b(?P<fly>fly|flying|flight)\b", modes=("assertion", "plan"))
def _appointment(m, text, ctx):
    return Found("event", "plan", None, event_type="plan", importance=0.6, confidence=0.85, about_user=_users_occasion(text, m.start(), m.end()))


# whose the occasion is when someone else opens the clause: "Tomás wants my appraisal on the
# 14th", "Wendy 要求 11月18号 做冬季新品 tasting" (the one asked is the one who tells it)
_MY_OCCASION = pattern_cache.compile(r"\b(?:my|our)\s+(?:[\w-]+\s+){0,2}$", _I)
_ASKED_OF_ME = pattern_cache.compile(r"(?:要求|让|叫|安排|通知|派|逼|催)(?:我|我们)?|\b(?:wants|asked|told|needs|expects)\s+(?:me|us)\s+to\b", _I)


def _users_occasion(text: str, start: int, end: int) -> bool:
    said = text[start:end]
    noun = _OCCASION_NOUN.search(said)
    before = text[: start + (noun.start() if noun else len(said))]
    return bool(_MY_OCCASION.search(before) or _ASKED_OF_ME.search(before))


# an errand or a booking with a day to come: "21号周五上午去车管所换证", "订了那家西餐厅",
# "I have to renew my passport on Friday" (``_plan`` keeps only those with a future date)
@frame(
    "errand",
    r"\b(?:booked|reserved|scheduled|signed up for|registered for|(?:i )?(?:have|need|got) to (?:renew|pick up|collect|sign|attend|sit|take|get|have|see|go to|drop off))\s+(?P<obj>[^,.;!?]{3,40})|"
    r"(?:订了|约了|预约了|报了名|报名了)(?P<obj2>[\u3400-\u9fffA-Za-z]{2,16})|(?P<obj4>[\u3400-\u9fffA-Za-z0-9 ]{2,24}?)\s*(?:终于)?(?:定在|约在|安排在|约上了|报上了|订好了)|"
    r"去(?P<obj3>[\u3400-\u9fffA-Za-z]{2,8}?(?:办|换|拿|取|签|考|看|做|参加|交|领|打)[\u3400-\u9fffA-Za-z]{1,8})",
    modes=("assertion", "plan"),
)
def _errand(m, text, ctx):
    return Found("event", "plan", None, event_type="plan", importance=0.55, confidence=0.75, doubt=None)


# someone coming to the user's home on a day to come, whoever tells it: "物业说11月19号下午派人来修",
# "the landlord says a plumber is coming on the 19th to fix the leak" (``_plan`` keeps only a future day)
@frame(
    "home_visit",
    r"(?:派人|师傅|工人|物业|快递|安装工)?(?:来|上门)(?:修|装|安装|检修|维修|送|检查|测量|换)|"
    r"\b(?:plumber|electrician|engineer|technician|fitter|installer|surveyor|inspector|landlord|courier|boiler (?:man|guy))\b[^,.;!?]{0,40}?"
    r"\b(?:coming|come|comes|due|booked|visiting|round)\b[^,.;!?]{0,30}?\b(?:to\s+)?(?:fix|repair|install|service|deliver|inspect|look at|check|replace|measure)\b",
    modes=("assertion", "plan", "reported"),
)
def _home_visit(m, text, ctx):
    return Found("event", "plan", None, event_type="plan", importance=0.55, confidence=0.75, about_user=True)


@frame("zh_appointment", rf"(?P<obj>{_APPT_ZH})", modes=("assertion", "plan"))
def _zh_appointment(m, text, ctx):
    return Found("event", "plan", None, event_type="plan", importance=0.6, confidence=0.85, about_user=_users_occasion(text, m.start(), m.end()))


# --- preferences, rules, habits ------------------------------------------------------------


@frame("instruction", r".+", modes=("instruction",))
def _instruction(m, text, ctx):
    topic, value = instruction_topic(text)
    if topic is None:
        topic, value = instruction_topic(ctx.get("sentence") or text)
    # a rule on no known topic and with no word that makes it standing ("Don't tell him I
    # said") may be an aside: the user confirms it
    sentence = ctx.get("sentence") or text
    standing = topic is not None or _STANDING.search(sentence)
    if not standing and not _NAMES_THE_USER.search(text):
        return None  # a wish for the listener ("make the most of it", "enjoy the sun"), not a rule for how to treat the user
    return Found(
        "preference", "instruction", value or _instruction_text(text), importance=0.7, confidence=0.9, change=True,
        topic=topic, doubt=None if standing else "a one-off request or an aside, not clearly a standing rule",
    )  # fmt: skip


# a rule names the user or what the assistant produces; a wish for the listener names neither
_NAMES_THE_USER = pattern_cache.compile(
    r"\b(?:i|me|my|mine|myself|i'm|i've|i'd|i'll|us|our)\b|我|"
    r"\b(?:repl(?:y|ies)|answers?|respon(?:d|ses?)|messages?|emoji\w*|emoticons?|format\w*|bullets?|summar\w+|lists?|tables?|"
    r"markdown|headings?|tone|formal|casual|short(?:er)?|long(?:er)?|brief|concise|detail\w*|examples?|remind\w*|notif\w*|jargon|"
    r"explain\w*|translat\w*|spell\w*|units?|links?|sources?|citations?|code)\b|回复|回答|答案|格式|表情|简短|详细|例子|提醒|翻译",
    _I,
)
_STANDING = pattern_cache.compile(
    r"\b(?:from now on|going forward|from here on|henceforth|always|never|every time|whenever|each time|by default|"
    r"in future|in the future|for all(?! of)|all my|any time)\b|以后|今后|往后(?![退看靠仰倒挪缩走移躲撤拉翻])|" + ZH_NOW_ON_OPENERS + r"|每次|总是|一律|永远|一直|都要|都用|默认",
    _I,
)


@frame("prefers", rf"\bi (?:really |much |strongly |still )?prefer (?P<obj>[^,.;!?]+?){_EN_STOP}|我(?:还是)?(?:更|比较)?(?:喜欢|偏好|偏爱)(?P<obj2>[^，。！,.!]{{1,24}}?)(?:多了|一点|一些)?(?:$|[，。！,.!])")
def _prefers(m, text, ctx):
    obj = _obj(m, "obj", "obj2")
    if obj and obj.startswith("的"):
        return None  # "只接我喜欢的项目": the projects I like — a noun the liking describes, no preference said
    return Found("preference", "prefers", obj, importance=0.6, confidence=0.85)


@frame("likes", rf"\bi (?:really |absolutely |just |kind of |still )?(?:like|love|enjoy|adore) (?P<obj>[^,.;!?]+?){_EN_STOP}|我(?:很|非常|特别|最)?(?:爱吃|爱喝|爱|喜欢吃|喜欢喝)(?P<obj2>[^，。！,.!]{{1,24}})")
def _likes(m, text, ctx):
    obj = _obj(m, "obj", "obj2")
    if obj and obj.startswith("的"):
        return None  # "我喜欢的那家店关门了": the liking describes a noun, no preference said
    if obj and obj.split()[0].lower() in _NOT_A_LIKING:
        return None  # "I love how it shows…", "I love when you…", "love all the yellow leaves": a reply to what was shown
    return Found("preference", "likes", obj, importance=0.5, confidence=0.8)


_NOT_A_LIKING = frozenset({"how", "when", "what", "that", "it", "this", "those", "these", "all", "every", "so", "being", "to", "the way"})


@frame("dislikes", rf"\bi (?:really )?(?:hate|dislike|can't stand|cannot stand|don't like|do not like|don't eat|don't drink|never eat|never drink) (?P<obj>[^,.;!?]+?){_EN_STOP}|我(?:不喜欢|讨厌|不爱|受不了|不吃|不喝|最怕|怕)(?P<obj2>[^，。！,.!]{{1,24}})", modes=("assertion", "negated"))
def _dislikes(m, text, ctx):
    return Found("preference", "dislikes", _obj(m, "obj", "obj2"), importance=0.5, confidence=0.8, negatable=False)


@frame("allergy", rf"\b(?:i'm|i am) allergic to (?P<obj>[^,.;!?]+?){_EN_STOP}|我对(?P<obj2>[^，。！,.!]{{1,16}}?)过敏")
def _allergy(m, text, ctx):
    return Found("fact", "allergy", _obj(m, "obj", "obj2"), importance=0.8, confidence=0.9, sensitivity="medium")


@frame("diet", r"\bi(?:'m| am) (?:a |an )?(?P<obj>vegetarian|vegan|pescatarian|teetotal(?:er)?|gluten[- ]free|lactose intolerant)\b|我(?P<obj2>吃素|是素食者|不吃肉|不喝酒|不抽烟)", modes=("assertion", "negated"))
def _diet(m, text, ctx):
    return Found("preference", "diet", _obj(m, "obj", "obj2"), importance=0.6, confidence=0.9, negatable=False)


@frame("habit", rf"\bi (?:usually|always|often|normally|typically|regularly|tend to) (?P<obj>[^,.;!?]+?){_EN_STOP}|\bi (?P<obj2>(?:\w+ ){{1,4}}?)every (?:day|morning|evening|night|week|weekend|weekday|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|我(?:每天|每周|每晚|每天早上|每天晚上|经常|通常|一般|总是|平时|习惯)(?P<obj3>[^，。！,.!]{{2,24}})")
def _habit(m, text, ctx):
    done = _obj(m, "obj", "obj2", "obj3") or ""
    if done.strip().lower() in ("do", "did", "does", "have", "am", "was", "it", "that", "so", "too", "one"):
        return None  # "which I always do": the verb stands for one said before, no habit of its own
    return Found("preference", "habit", done, importance=0.5, confidence=0.6, habit=True)


# --- views and feelings ------------------------------------------------------------------------


@frame("opinion", r"\b(?:i (?:really |honestly |still )?(?:think|believe|feel like|feel that|reckon)|in my (?:opinion|view)|imo|honestly,? i think) (?P<obj>.+)|^(?:honestly,?\s+)?(?P<obj3>.+\b(?:is|are|was|were) (?:so |really |totally |completely |just |a bit )?(?:overrated|underrated|the best|the worst|amazing|terrible|awful|great|beautiful|ugly|boring|a crime|a joke|a scam|pointless|genius)\b.*)|我(?:个人)?(?:觉得|认为|相信|感觉)(?P<obj2>.{3,})", modes=("assertion", "negated"))
def _opinion(m, text, ctx):
    obj = _obj(m, "obj", "obj2", "obj3")
    if not obj or len(obj) < 3:
        return None
    head = obj.split()[0].lower().strip(",.!")
    if m.group("obj3") and (head in _NO_TOPIC or (head.endswith("ing") and is_verb(head))):
        return None  # "that painting is amazing", "taking care of ourselves is so important": a reply, not a view held
    if m.group("obj3") and re.search(r"\b(?:was|were)\b", obj, _I):
        return None  # "the meteor shower was amazing", "his songs were great": how an experience went, no view held
    if re.match(r"(?:in\s+)?(?:you|your|u)\b", obj, _I):
        return None  # "I believe in you", "I think you'll do great": about the listener
    return Found("opinion", "opinion", obj.strip(), importance=0.5, confidence=0.75, negatable=False)


_NO_TOPIC = frozenset({"it", "it's", "that", "that's", "this", "those", "these", "there", "everything", "being", "what", "your", "you"})
_EMOTIONS_EN = (
    "sad|happy|stressed|anxious|tired|exhausted|excited|worried|angry|upset|depressed|lonely|frustrated|nervous|"
    "scared|overwhelmed|bored|grateful|proud|heartbroken|miserable|relieved|hopeful|burned out|burnt out|burnout|"
    "homesick|terrified|thrilled|down|low|drained|furious|ecstatic|calm|content|jealous|embarrassed|ashamed"
)
_EMOTIONS_ZH = "难过|开心|高兴|焦虑|好累|很累|累死了|累瘫|心累|(?<!麻)烦|生气|伤心|郁闷|紧张|兴奋|担心|孤独|沮丧|失落|崩溃|疲惫|幸福|感动|害怕|无聊|压力大|压力很大|压力好大|压力山大|绝望|委屈|心情很差|心情不好|心情特别好|心情超好|心情很好|不安|慌|憋得慌|舍不得|想家"


@frame("emotion", rf"\b(?:i(?:'m| am| feel| felt| was|'ve been| have been)?|feeling|felt)\s+(?:so |really |very |a bit |kind of |pretty |super |quite |totally |a little )?(?P<obj>{_EMOTIONS_EN})\b|(?:我)?(?:今天|最近|现在|这几天)?(?:真的|很|好|特别|非常|有点|有些|挺|太|超级?)?(?P<obj2>{_EMOTIONS_ZH})", modes=("assertion", "negated"))
def _emotion(m, text, ctx):
    # a glad feeling said alone ("Thanks! I'm so excited!", "太开心了") is how a reply sounds:
    # below the default importance threshold it stays evidence; with its reason ("excited
    # about the new job") or a feeling of how one is ("stressed", "好累") it is a snapshot
    felt = _obj(m, "obj", "obj2") or ""
    rest = (text[: m.start()] + " " + text[m.end() :]).lower()
    reason = [w for w in re.findall(r"[a-z][a-z']+", rest) if w not in EN_FUNCTION_WORDS and w not in EN_EVALUATIVE and w not in _FELT]
    reason_zh = pattern_cache.compile(rf"[^{CJK}]|[了的呢吧啊呀哦哈很好真太超特别有点我们你他她也都还就]").sub("", rest)
    replied = felt.lower() in _GLAD and not reason and len(reason_zh) < 2 and bool(_REPLYING.search(ctx.get("message") or text))
    return Found("emotion", "feels", felt, importance=0.25 if replied else 0.3, confidence=0.9, negatable=False)


_FELT = frozenset({"feel", "feeling", "felt", "feels", "so", "today", "now", "right", "lately"})
_REPLYING = pattern_cache.compile(r"\b(?:thanks?|thank you|thx|appreciate|you|your|congrats|congratulations)\b|谢谢|多谢|感谢|你|恭喜", _I)
_GLAD = frozenset("happy excited grateful proud thrilled ecstatic hopeful relieved content 开心 高兴 幸福 感动 兴奋".split())


# --- other events with their time ----------------------------------------------------------------


# the milestones of a life, not its days out: a home or a car bought, a pet adopted, a
# marathon run, a company started (a trip, a meal, a purchase of the day are small talk)
_MILESTONE_EN = (
    r"(?:a |an |our |my |the )?(?:first |new |own )?(?:house|home|flat|apartment|condo|car|dog|cat|puppy|kitten|"
    r"marathon|half marathon|business|company|startup|shop|restaurant|bakery|phd|master'?s|degree|thesis|driving test|"
    r"black belt|pilot'?s licen[cs]e)\b[^,.;!?]{0,30}"
)
_MILESTONE_ZH = r"(?:套|辆|只|条|个)?(?:房子?|新房|车|狗|猫|公司|店|驾照|博士|硕士|学位|全马|半马|马拉松)[^，。！,.!]{0,10}"


@frame(
    "life_event",
    rf"\b(?:i|we)\s+(?:just\s+|finally\s+)?(?P<verb>adopted|bought|launched|opened|sold|ran|won|passed|finished|completed|founded|started)\s+(?P<obj>{_MILESTONE_EN})|"
    rf"(?P<zverb>买了|领养了|养了|开了|创办了|考过了|拿到了|跑完了|完成了)(?P<obj2>{_MILESTONE_ZH})",
)
def _life_event(m, text, ctx):
    obj = (_obj(m, "obj", "obj2") or "").strip()
    if not obj:
        return None
    return Found("event", "did", obj, event_type="life_event", importance=0.55, confidence=0.8)


# ---------------------------------------------------------------------------------------------


def _stage(relation: str) -> str:
    relation = relation.lower()
    return EN_RELATIONS.get(relation) or ZH_RELATIONS.get(relation) or {"fiancé": "fiance", "fiancée": "fiance"}.get(relation, "partner")


_TODAYISH = pattern_cache.compile(r"today|tonight|this (?:morning|afternoon|evening|week)|now|just now|今天|今晚|这周|刚才|现在", _I)


def _join(field: str, school: str) -> str | None:
    field = re.sub(r"^(?:的是|是)(?=[\u3400-\u9fff])", "", field.strip())  # "读的是自动化"
    parts = [p for p in (field, school.strip()) if p]
    return ", ".join(parts) or None


def _clean_tail(text: str) -> str:
    return re.sub(r"[,.;!?].*$", "", text).strip()


_PAST_JOB = pattern_cache.compile(r"\b(?:before|previously|formerly|used to|back then|was at|had been)\b|之前|以前|原来|曾经|那时候", _I)


def _instruction_text(text: str) -> str:
    text = re.sub(rf"^(?:change of plan:?\s*)?(?:from now on|going forward|from here on(?: out| in)?|henceforth|以后|{ZH_NOW_ON_OPENERS}|今后|往后)[,，:：\s]*", "", text, flags=_I)
    return text.strip(" ,，。.!！") or text


SWITCH_TO = pattern_cache.compile(SWITCH_TO_PATTERN, _I)



# A length asked for by what it must not be, or by a count ("别太长", "三五句话就够", "not too
# long", "don't be so brief"): the table's words alone read "别太短" as short.
# the length of the one text asked for, not of replies: "Write a short note to our landlord", "a brief toast"
_A_DOCUMENTS_LENGTH = pattern_cache.compile(
    r"\s+(?:[\w-]+\s+)?(?:note|toast|card|review|e-?mail|letter|bio|speech|message|post|caption|intro|poem|story|summary|paragraph|"
    r"thank-you|announcement|invitation|apology|reply|comment|text|blurb|statement|cover letter)s?\b"
)
_COUNT = r"\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of"
_REPLY_UNITS = r"bullet points?|bullets?|sentences?|lines?|words?|paragraphs?|points?"
_LENGTH_TOLD = (
    # the reply said short or long in the words people use: "以后 reply 短短的就好", "回答长点"
    (pattern_cache.compile(r"(?:回复|回答|答复|reply|replies|answers?)\s*(?:得|都|就|要)?\s*(?:短短的|短点|短些|短的|简单点|简单些)|短短的就(?:好|行|可以)"), "short"),
    (pattern_cache.compile(r"(?:回复|回答|答复|reply|replies|answers?)\s*(?:得|都|就|要)?\s*(?:长长的|长点|长些|详细点|详细些)"), "long"),
    (pattern_cache.compile(r"(?:别|不要|不用|不必|甭)\s*(?:[写回说讲答]得?)?\s*(?:太|那么|这么|过于)?\s*(?:短|简短|简单|简略|精简)|\b(?:not|don'?t|do not|never)\s+(?:be\s+|so\s+|too\s+|that\s+)*(?:short|brief|terse)\b"), "long"),
    # a reply held to a count: "three bullet points max", "no more than 100 words", "不超过五行", "200字以内" (a rule's
    # words or the replies named: "keep it under 80 words" in a request is the length of that one text)
    (pattern_cache.compile(r"(?=.*(?:\b(?:from now on|going forward|always|every time|answers?|repl(?:y|ies)|responses?)\b|以后|今后|回复|回答|回我))(?:.*?)(?:"
        rf"(?:{_COUNT})\s+(?:{_REPLY_UNITS})\s+(?:max(?:imum)?|tops|at most|or (?:less|fewer))\b"
        rf"|\b(?:at most|no more than|max(?:imum)?(?: of)?|under|up to|less than|fewer than)\s+(?:{_COUNT})\s+(?:{_REPLY_UNITS})\b"
        r"|(?:不超过|最多|顶多|控制在)\s*[\d一二两三四五六七八九十百]+\s*(?:句|行|个?字|段|条|个要点|点)|[\d一二两三四五六七八九十百]+\s*(?:行|个?字|段|条|个要点)\s*(?:以内|之内|以下|就够|就行|就好))"
    ), "short"),
    (pattern_cache.compile(r"(?:别|不要|不用|不必|甭)\s*(?:[写回说讲答]得?)?\s*(?:太|那么|这么|过于)?\s*(?:长|啰嗦|罗嗦|多)|[一二两三四五几\d]+(?:到[一二三四五六七八九十\d]+)?句话?(?:就够|就行|就好|以内|足够|左右)|三五句|\b(?:not|don'?t|do not|never)\s+(?:be\s+|so\s+|too\s+|that\s+)*(?:long|wordy|long-winded|verbose)\b"), "short"),
)

# a quantity and the unit it is to be given in, whatever the unit ("尺寸给我用法分", "sizes in lignes")
_MEASURED_IN = pattern_cache.compile(
    r"(?:尺寸|尺码|长度|重量|温度|距离|高度|宽度|厚度|\bsizes?\b|\bdimensions?\b|\bmeasurements?\b|\blengths?\b|\bweights?\b|\btemperatures?\b|\bdistances?\b)"
    r"[^，。,.;；!！?？]{0,10}?(?:都用|给我用|用|\bin\b)\s*(?P<v>[\u4e00-\u9fff]{1,3}?(?=[（(，。,.\s吧啊就了]|$)|[a-z]{3,12}\b)"
)


def instruction_topic(text: str) -> tuple[str | None, str | None]:
    """What a "from now on" rule is about, and the value it sets: the language of code
    examples, of replies, their length, format or tone (None: a rule of its own). Of two
    values the one the rule turns to wins: the one after "switch to / 改回 / 换成", else the
    first one not turned away from ("Excel 公式写，SQL 我看不懂")."""
    lowered = text.lower()
    switch = SWITCH_TO.search(lowered)
    after = switch.end() if switch else 0
    if switch and re.fullmatch(r"from now on|going forward|from here on", switch.group()) and re.match(r"\s*(?:[,.;:!]|$)", lowered[after:]):
        after = 0  # "US gallons and psi first from now on, metric in brackets": the words before it are the rule's

    def pick(hits: list[tuple[int, str]]) -> str | None:
        hits = sorted(h for h in hits if not _negated_before(lowered, h[0]))
        turned_to = [h for h in hits if h[0] >= after]
        return (turned_to or hits or [(0, None)])[0][1]

    code = re.search(r"\bcode\b|代码|示例|例子|snippet|script|脚本|program|formula|公式|\bmacros?\b|\bexamples?\b", lowered) or re.search(
        r"(?<![a-z#+])(?:python|java|javascript|typescript|golang|rust|kotlin|swift|scala|ruby|php|haskell|c\+\+|c#|matlab|julia)(?![a-z#+])", lowered
    )
    if code:
        hits = []
        for lang in sorted(PROGRAMMING_LANGUAGES, key=lambda w: (-len(w), w)):
            for h in re.finditer(rf"(?<![a-z#+]){re.escape(lang)}(?![a-z#+])", lowered):
                # a one-letter name ("R", "C") counts when used, or named a language ("R语言")
                if len(lang) > 1 or re.search(rf"(?:用|in|use|给我|写|换成|改成)\s*{re.escape(lang)}(?![a-z0-9_])|(?<![a-z]){re.escape(lang)}\s*(?:吧|就行|就好|code|代码|语言|language)", lowered):
                    if not any(a <= h.start() < a + n for a, n, _ in hits):
                        hits.append((h.start(), len(lang), lang))
        value = pick([(a, lang) for a, _, lang in hits])
        if value:
            return "code_language", _LANG_CASE.get(value, value.capitalize() if len(value) > 2 else value.upper())
    if re.search(r"spell|拼写|拼法", lowered):
        value = pick([(h.start(), v) for p, v in ((r"british|\buk\b|英式|commonwealth", "British"), (r"american|\bus\b|美式", "American")) for h in re.finditer(p, lowered)])
        if value:
            return "spelling", value
    value = pick([(h.start(), v) for p, v in UNIT_WORDS for h in re.finditer(p, lowered)])
    if value:
        return "units", value
    if re.search(r"\bunits?\b|单位", lowered) or any(re.search(p, lowered) for p, _ in UNIT_SYSTEMS):
        value = pick([(h.start(), v) for p, v in UNIT_SYSTEMS for h in re.finditer(p, lowered)])
        if value:
            return "units", value
    # a quantity measured in a unit no list holds: "机芯尺寸给我用法分（ligne）", "sizes in ligne from now on"
    measured = _MEASURED_IN.search(lowered)
    if measured:
        return "units", measured.group("v")
    found = [(h.start(), v) for w, v in HUMAN_LANGUAGES.items() for h in re.finditer(re.escape(w), lowered)]
    if found:
        topic = "docs_language" if re.search(r"\bdocs?\b|documentation|documents?|materials?|papers?|articles?|资料|文档|文章|材料", lowered) else "reply_language"
        if topic == "docs_language" or switch or re.search(r"回复|回答|reply|answer|respond|write|用|speak|talk|\bin |\bonly\b", lowered):
            value = pick(found)
            if value:
                return topic, value
    for told, value in _LENGTH_TOLD:
        if told.search(lowered):
            return "reply_length", value
    for word, value in sorted(LENGTH_WORDS.items(), key=lambda kv: -len(kv[0])):
        said = pattern_cache.compile(rf"(?<![a-z]){re.escape(word)}(?![a-z])").search(lowered)  # the table's words
        if said and not _negated_before(lowered, said.start()) and not _A_DOCUMENTS_LENGTH.match(lowered, said.end()):
            return "reply_length", value
    for word, value in FORMAT_WORDS.items():
        if word in lowered:
            return "reply_format", value
    for word, value in TONE_WORDS.items():
        if re.search(rf"(?<![a-z]){re.escape(word)}(?![a-z])", lowered):
            return "reply_tone", value
    return None, None


_LANG_CASE = {"javascript": "JavaScript", "typescript": "TypeScript", "golang": "Go", "go": "Go", "c++": "C++",
              "c#": "C#", "php": "PHP", "sql": "SQL", "r": "R", "c": "C", "f#": "F#", "objective-c": "Objective-C",
              "sas": "SAS", "spss": "SPSS", "cobol": "COBOL", "abap": "ABAP", "vhdl": "VHDL", "ocaml": "OCaml",
              "powershell": "PowerShell", "vba": "VBA", "visual basic": "Visual Basic"}  # fmt: skip


def _negated_before(text: str, at: int) -> bool:
    """Whether the word at ``at`` is what the rule turns away from: "别用Java", "not Java", "R 我基本不用了"."""
    before = text[max(0, at - 8) : at]
    after = text[at : at + 24]
    return bool(re.search(r"(?:(?:别再?|不要再?|不再|不用)(?:用|写|说|给)?|not|no|instead of|rather than|stop using|avoid)\s*$", before)) or bool(
        re.search(r"^\S+\s*(?:我)?(?:基本)?(?:不用|用不上|不写)了?", after)
    ) or bool(_TURNED_FROM.search(text[max(0, at - 40) : at]))


# a rule's old value, named as what the user turns away from ("changing my mind on the short replies", "forget the metric")
_TURNED_FROM = pattern_cache.compile(r"(?:chang(?:ing|ed|e) (?:my|of) mind (?:on|about)|forget|scrap|ditch|drop|no more|done with|enough of|改掉|不要再)\s+(?:the\s+|those\s+|all\s+(?:the\s+)?)?$", _I)


# --- the extractor ------------------------------------------------------------------------------


_LIFE_STAGE = pattern_cache.compile(EN_LIFE_STAGE, re.IGNORECASE)


_CALLED = pattern_cache.compile(
    rf"(?:一家|一个|一间)\s*(?:[{CJK}A-Za-z]{{1,10}}?\s*)?(?:叫|名叫|叫做)\s*(?P<n>[A-Z][\w&.'’-]*(?:\s[A-Z][\w&.'’-]*){{0,3}}|[{CJK}]{{2,8}}?)"
    rf"(?:\s*的\s*[{CJK}A-Za-z]{{1,10}}?)?(?=\s*(?:做|当|上班|工作|实习|干|[，,。]|$))|"
    r"\ban? (?:small |big |tiny |new |local |little )?(?:company|startup|start-up|firm|agency|studio|shop|bakery|cafe|café|clinic|"
    r"lab|CRO|charity|nonprofit|non-profit|consultancy|practice|place|outfit|team) (?:called|named) (?P<n2>[A-Z][\w&.'’-]*(?:\s[A-Z][\w&.'’-]*){0,3})"
)


# a separable verb told apart, done: its halves with 了 or 的 (and perhaps a classifier)
# between them; 结过婚 (once married) stays as told
_SPLIT_VERB = pattern_cache.compile(
    "|".join(f"(?P<v{n}>{a})(?P<asp{n}>了|的)(?:个|次|一次)?{b}" for n, (a, b) in enumerate(ZH_SEPARABLE_VERBS.values()))
)


def joined_separable(text: str) -> str:
    """``text`` with its separable verbs joined: 领的证 / 领了证 -> 领证了."""

    def join(m: re.Match[str]) -> str:
        n = next(k[1:] for k, v in m.groupdict().items() if v and k.startswith("v"))
        first, second = list(ZH_SEPARABLE_VERBS.values())[int(n)]
        return f"{first}{second}了"

    return _SPLIT_VERB.sub(join, text) if re.search(f"[{CJK}]", text) else text


# what stands before "的新家" and is no part of a town: a person's, a relation's, a firm's
_ZH_NOT_A_PART = pattern_cache.compile(rf"{ZH_SOMEONES}|公司|老板")


def _presupposed(text: str, ctx: dict, asked: bool = False) -> tuple[str, ...]:
    """``requests.presupposed``, and a new home named by a part of town the gazetteer lacks, in the one
    town the message names ("从椒江的新家到厂区…？台州公交…")."""
    statements = presupposed(text, asked=asked)
    part = ZH_NEW_HOME_IN.search(text) if not statements and (asked or is_request(text)) else None
    if part and not _ZH_NOT_A_PART.search(part.group("town")) and not place_of(part.group("town")):
        town = town_of_the_move(ctx.get("message") or text, tuple(ctx.get("foreign", ())))
        statements += (f"我的新家在{town}。",) if town else ()
    return statements


class RulesExtractor:
    name = "rules"

    def extract(
        self, text: str, ref: datetime, known_names: tuple[str, ...] = (), known_employers: tuple[str, ...] = (),
        known_partners: tuple[str, ...] = (),
    ) -> list[Candidate]:
        """The candidates ``text`` tells. Traditional characters and written Cantonese are read as
        simplified Mandarin (``chinese_script``); what is kept is in the user's own characters."""
        text = written(text)  # "hi all comma from today I'm with …", "C-E-D-A-R": dictated, read as typed
        wrong = said_wrongly(mandarin(text))  # (read before the slips are mended: "I told you X — I meant Y")
        text = without_fillers(text)  # "the new boss, um, Nomvula, …": read as said fluently
        text = repaired(text)  # "I've moved to Zagreb— no, Zadar": read as meant
        text = restated(text)  # "it's Rhodri who signs my rotas now": read in its plain order
        text = _WECHAT_EMOJI_FIRST.sub("", text)  # "[旺柴]正式成为…": WeChat's emoji codes opening a message
        reading = mandarin(text)
        if "[" in reading:  # "[旺柴]正式成为…": WeChat's emoji codes, read as the pictures they are (one blank a character: offsets hold)
            reading = _WECHAT_EMOJI.sub(lambda m: "\u3000" * len(m.group()), reading)
        known = [tuple(map(mandarin, names)) for names in (known_names, known_employers, known_partners)]
        found = self._read(reading, ref, *known)
        taken_back = corrections(reading)
        if taken_back:  # "安庆——不对，是安康": the value meant, not the slip
            found = _unique([c.model_copy(update={"object": meant}) if (meant := mended(c.object, reading, taken_back)) else c for c in found])
        if wrong:  # "Correction: it's Bradford, not Leeds": the earlier Leeds is taken back with this
            found = [_correcting(c, wrong) for c in found]
            if not any(c.corrects for c in found) and (meant := meant_instead(reading, wrong[0])):
                # "更正一下之前说的，不是无锡，是常州": no slot named — the vault's value said wrongly says which
                found.append(Candidate(type="fact", text=reading[:500], object=meant, corrects=wrong[0], topic="correction", importance=0.8, confidence=0.8))
        if reading == text:
            return found
        restore = restorer(reading, text)
        return [c.model_copy(update={f: restore(getattr(c, f)) for f in ("text", "subject", "object", "time") if getattr(c, f)}) for c in found]

    def _read(
        self, text: str, ref: datetime, known_names: tuple[str, ...], known_employers: tuple[str, ...], known_partners: tuple[str, ...],
    ) -> list[Candidate]:
        clauses = split(text)
        claims = analyse(clauses, known=(*known_names, *known_partners))
        ctx: dict[str, Any] = {"known": known_names, "last_person": None, "partner_hint": None, "message": text,
                               "known_employers": known_employers, "known_partners": known_partners}  # fmt: skip
        out: list[Candidate] = []
        sentence_times: dict[int, list[TimeReading]] = {}
        previous_timed: dict[int, bool] = {}  # sentence -> whether the clause before had a time
        for clause in clauses:
            times = _times(clause.text, ref)
            rest = clause.text
            for t in times:
                rest = rest.replace(t.raw, "")
            left = re.sub(r"[\W_]", "", rest)
            # what is left beside the time: a few letters, or at most two Chinese characters
            # ("十二月还穿短袖" is a clause of its own)
            alone = times and len(re.sub(f"[{CJK}]", "", left)) + 3 * len(re.findall(f"[{CJK}]", left)) <= 6
            # a clause that is a time is its neighbours' time, unless it only refines the time
            # of the clause before ("in January 2018, right after New Year, and started at…")
            if alone and not previous_timed.get(clause.sentence):
                sentence_times.setdefault(clause.sentence, []).extend(times)
            previous_timed[clause.sentence] = bool(times)
        every_time: dict[int, list[TimeReading]] = {}
        for clause in clauses:
            every_time.setdefault(clause.sentence, []).extend(_outside_routines(_times(clause.text, ref, "future"), clause.text))
        foreign: dict[int, list[str]] = {}  # per sentence: the clauses about someone else
        for clause, claim in zip(clauses, claims):
            if claim.subject not in ("user", "thing") and not is_place(claim.subject) and not claim.of_the_home:  # "…in Mumbles, Swansea": a place alone is no one
                foreign.setdefault(clause.sentence, []).append(clause.text)
        # "for context I run the dispensary …, staff pharmacist, …": a message that introduces the
        # user — a title standing alone in it is theirs
        introducing = bool(_INTRODUCING.search(text[:60]))
        told: set[int] = set()  # clauses a frame took
        for at, (clause, claim) in enumerate(zip(clauses, claims)):
            topic = _LEAVING_NAMED.search(clause.text)
            named = _obj(topic, "org", "org2", "org3", "org4").strip() if topic else ""
            if len(named) >= 2 and (named[0].isupper() or re.match(f"[{CJK}]{{2}}", named)) and not re.match(r"[的了是我你他她]", named) and not _generic(named):
                # "Gareth asked why I left Yare Valley Apiaries. … I left in March 2018", "跟新同事聊起华晋，
                # 我…就离开那儿了": the workplace a leaving or a talk names, whatever the clause's mode
                ctx["last_org"] = named
            # the clauses about someone else: the sentence's, then the message's before it (a
            # town named there is theirs: "Rhys is … in Cardiff now. living with mates in Splott")
            ctx["foreign"] = foreign.get(clause.sentence, []) + [t for n, ts in foreign.items() if n < clause.sentence for t in ts]
            # "…how we met. it was hinge, jan 2018": the clauses after it tell the meeting
            ctx["met_story"] = ctx.pop("_met_next", False)
            # "…where Theo spilled punch down my dress and that's how we met": the clauses before it tell the meeting
            ctx["said_before"] = " ".join(c.text for c in clauses[:at] if c.sentence == clause.sentence)
            # "it asks place of birth — Green Bay, Wisconsin", "要填出生地, 台山": a form's field, its value the next clause
            ctx["birth_field"] = ctx.pop("_birth_next", False)
            field = _BIRTH_FIELD.search(clause.text)
            if field and not _OTHERS_BIRTH.search(clause.text[: field.start()]):
                ctx["_birth_next"] = True
            if _HOW_WE_MET.search(clause.text):
                ctx["_met_next"] = True
            ctx["title_story"] = ctx.pop("_title_next", False) or introducing
            # the subject of the clause before in this sentence: a title standing alone after a person is theirs
            ctx["person_before"] = at > 0 and clauses[at - 1].sentence == clause.sentence and claims[at - 1].subject not in ("user", "thing", "other", "_topic")
            carrier = _TITLE_CARRIER.search(clause.text)
            if carrier and not _OTHERS_OWN.search(clause.text[: carrier.start()]):
                ctx["_title_next"] = True  # not "Her business cards came: …": hers
            ctx["name_alone"] = ctx.pop("_name_now", None)  # the clause before was a name alone
            role_arrived = ctx.pop("_role_arrived", None)
            role_before = ctx.pop("_role_ends", None)
            if claim.doubt == "a name alone" and role_before is not None and role_before.sentence == clause.sentence and not SOMEONE_ELSES_ROLE.search(role_before.text):
                # "annual review with my new line manager, Dmitri, on thursday", "reporting directly to the CFO, Ahmed":
                # the role ends a clause, the name alone is the next
                out.append(Candidate(type="relationship", text=f"{role_before.text}, {clause.text}"[:500], subject="user",
                                     predicate="manager", object=claim.subject, confidence=0.8, importance=0.8, mode="assertion"))  # fmt: skip
            if _ROLE_ENDS.search(clause.text):
                ctx["_role_ends"] = clause
            if claim.doubt == "a name alone":
                ctx["_name_now"] = claim.subject
                if role_arrived and clause.sentence == role_arrived.sentence and looks_like_name(claim.subject.split()[0]):
                    # "new manager started today, Farah Nadeem, …": the arrival, then who it is
                    out.append(Candidate(type="relationship", text=f"{role_arrived.text}, {clause.text}"[:500], subject="user",
                                         predicate="manager", object=claim.subject, confidence=0.8, importance=0.8, mode="assertion"))  # fmt: skip
            elif claim.mode == "assertion" and _ROLE_ARRIVED.search(clause.text):
                ctx["_role_arrived"] = clause
            named = _ZH_NAMED_AFTER.match(clause.text.strip())
            if named and role_arrived and clause.sentence == role_arrived.sentence:
                # "我们部门新来了个领导，叫陈浩": the arrival, then who it is
                who = zh_name_at(named.group("n")) or named.group("n")
                out.append(Candidate(type="relationship", text=f"{role_arrived.text}，{clause.text}"[:500], subject="user",
                                     predicate="manager", object=who, confidence=0.8, importance=0.8, mode="assertion"))  # fmt: skip
            ctx["sentence_days"] = every_time.get(clause.sentence, [])
            _note_people(clause.text, claim, ctx)
            ctx["sentence"] = clause.sentence_text
            resolved = _relative_resolved(clause.text, clauses[at - 1].text) if at and clauses[at - 1].sentence == clause.sentence else None
            read, read_claim = clause, claim
            if resolved and (claim.mode in ("assertion", "instruction") or (claim.mode == "question" and not clause.last)):
                # "…with Sanjay Patel, who I now report to, …": the relative clause told of the one it follows (a
                # question's too: "Is it weird to ask Lucia Ferraro, who manages me now, to…?" asks of the mentor, not the boss)
                read, read_claim = replace(clause, text=resolved[0]), replace(claim, mode="assertion", subject=resolved[1])
            found_here = self._clause(read, read_claim, ref, ctx, sentence_times.get(clause.sentence, []))
            if any(c.predicate == "employer" and c.subject == "user" for c in found_here):
                ctx["_title_next"] = True  # "started at Tillerman on Monday. research lead, …": the new job's title
            elif ctx["title_story"] and not found_here and _DAY_ONE.fullmatch(clause.text.strip()):
                ctx["_title_next"] = True  # "跳槽到汇川了，今天第一天，项目经理": the day between, then the title
            out += found_here
            if any(id(c) not in ctx.setdefault("mentions", set()) for c in found_here):
                told.add(at)  # (a partner only named by the user's word for them leaves the clause's happening to read)
            if clause is clauses[-1] or clauses[at + 1].sentence != clause.sentence:
                out += _dated_plan(clauses, claims, clause.sentence, [c for c in out if id(c) not in ctx.get("mentions", ())], ref)
        # "Mortgage meeting on 17 November about the house in Stoke": a day to come, no home yet
        planned = {c.text for c in out if c.event_type == "plan"}
        out = [c for c in out if not (c.type == "fact" and c.predicate in ("lives_in", "employer") and c.text in planned)]
        # "我在爱宠一直干到2018年夏天才辞职": the clause that tells of leaving a workplace tells of no job there now
        left = {(c.text, entity_key(c.object)) for c in out if c.predicate == "left_employer" and c.object}
        out = [c for c in out if not (c.type == "fact" and c.predicate == "employer" and c.object and (c.text, entity_key(c.object)) in left)]
        out += _job_on_label(text, clauses, claims, out)
        out += _on_papers(text, out)
        out += _on_form(text, out)
        for statement in answered(text):  # "asked where I trained, told her X": I trained at X
            out += self._read(without_fillers(statement), ref, known_names, known_employers, known_partners)
        for statement in own_texts(text):  # "Fix the typos in my out-of-office: 'I am on leave …'": the user's own words
            out += self._read(without_fillers(statement), ref, known_names, known_employers, known_partners)
        for statement in events_prepared_for(text):  # "Remind me what to bring to the offsite on 27 November": a plan
            out += [c for c in self._read(statement, ref, known_names, known_employers, known_partners) if c.predicate == "plan"]
        if ZH_TASK.match(text.strip()):
            # a task asked in Chinese presupposes whom it is for as an English one does ("帮我回一下梁志强，他是我新的直属上司")
            for statement in presupposed(text):
                out += self._read(statement, ref, known_names, known_employers, known_partners)
        if _small_talk_mostly(clauses, claims):
            # "晚安，今天累瘫了": a good night and how the day felt — small talk, its feeling too
            out = [c for c in out if c.type != "emotion"]
        else:
            mentions = ctx.get("mentions", set())
            out += _episodes(clauses, claims, told, [c for c in out if id(c) not in mentions], sentence_times, ref)
        # what others say of the user, denied by the user in the same message, is no candidate
        # ("People keep saying I work at Northwestern. I've never worked at Northwestern")
        denials = [c.text.casefold() for c, claim in zip(clauses, claims) if claim.mode == "negated" and claim.subject == "user"]
        out = [c for c in out if not (c.doubt and c.object and any(c.object.casefold() in d for d in denials))]
        # a couple denied in the message ("we're not married", "我们只是朋友") is no stage of one, whatever a form says
        if _NOT_MARRIED.search(text):
            out = [c for c in out if c.predicate != "spouse"]
        if _NOT_A_COUPLE.search(text):
            out = [c for c in out if c.predicate not in ("spouse", "partner", "fiance")]
        # one name, one kind of thing: a name the message makes a person ("…to Derek Walsh, since he's the one I
        # report to") is no workplace guessed from talk of work
        people = {c.object for c in out if c.type == "relationship" and c.object}
        out = [c for c in out if not (c.predicate == "employer" and c.doubt and c.object in people)]
        return _without_credentials(_one_employer(_one_home(_unique(_one_rule_value(_home_of_workplace(_school_no_workplace(_one_schooling(out))))))), text)

    def _clause(self, clause: Clause, claim: Claim, ref: datetime, ctx: dict, sentence_times: list[TimeReading]) -> list[Candidate]:
        text = clause.text
        label = _DISCOURSE_LABEL.match(text)
        if label and text[label.end() :].strip():
            # "quick context: hospital porter at Bayview General": the label heads what it labels
            return self._clause(replace(clause, text=text[label.end() :]), claim, ref, ctx, sentence_times)
        if claim.mode == "hypothetical" and not _EN_HYPO_HEAD.search(_EN_FIRST.split(text, 1)[0]) and _EN_FIRST.search(text) and not re.search(f"[{CJK}]", text):
            # "Mira's our line manager and none of us would swap her": the wish is the tail's
            first = _EN_FIRST.split(text, 1)[0]
            return self._clause(replace(clause, text=first), replace(claim, mode="assertion"), ref, ctx, sentence_times)
        if claim.mode in ("hypothetical", "negated"):
            told = _PRESUPPOSED.search(text)
            mine = told and (claim.subject == "user" or re.search(r"\bmy\b", told.group(0), _I))  # "since my nursing degree at…": the user's, whoever the clause is about
            if told and mine:  # "back when I was at the Mackintosh School doing my degree, we'd never have…": the when-clause is told as fact
                return self._clause(replace(clause, text=told.group(0)), replace(claim, mode="assertion", subject="user"), ref, ctx, sentence_times)
        if claim.mode == "instruction" and not clause.first and _one_off_task(clause.sentence_text, clause.sentence_text, claim) and instruction_topic(text)[0] is None:
            # "Make me a playlist for our engagement party — my fiancée loves 80s synth-pop": told beside a task, no rule
            claim = replace(claim, mode="assertion")
        if claim.subject == "user" and is_request(text) and (claim.mode == "question" or _one_off_task(text, clause.sentence_text, claim)):
            # a request presupposes what it is about: "…a note to my supervisor, Denise Fairbanks?", "tidy up my
            # new email signature? <it>" (requests.py; the document is read by the cue of the clause naming it)
            # (each read as a message of its own: inside the request's clause, "Jonas Weber is my manager." was read
            # with the request's sentence around it, and its name taken for a workplace)
            told = [c for statement in _presupposed(clause.sentence_text if clause.sentence_text.startswith(text) else text, ctx)
                    for c in self._read(statement, ref, ctx["known"], ctx["known_employers"], ctx["known_partners"])]
            shown = _shown_in_request(text, clause.sentence_text, ctx)
            return told + [self._candidate(f, m, clause, replace(claim, mode="assertion"), ref, [], ctx) for f, m in shown]
        if claim.mode == "question" and claim.subject == "user":
            # a question presupposes what it names as the user's ("…from our new place in north Lethbridge…?")
            told = [c for statement in _presupposed(text, ctx, asked=True)
                    for c in self._clause(replace(clause, text=statement), replace(claim, mode="assertion", doubt=None), ref, ctx, sentence_times)]
            if told:
                return told + self._partner_telling(clause, claim, ref, ctx) + self._owned_things(clause, claim, ref, ctx)
        if claim.mode == "question" and claim.subject == "user" and (is_request(clause.sentence_text) or not clause.last):
            # a clause of a request that holds a record of the user's ("… — 'Year of graduation: 2014' — can you
            # check …?", "'出生地：四平' 这句英文怎么写"): the record's field, as the user filled it in
            shown = _shown_in_request(text, clause.sentence_text, ctx)
            if shown:  # (with the clause's times: "Year of graduation: 2014" dates the graduation)
                return [self._candidate(f, m, clause, replace(claim, mode="assertion"), ref, _times(text, ref), ctx) for f, m in shown]
        if claim.mode in ("pleasantry", "quoted", "question", "hypothetical"):
            return self._partner_telling(clause, claim, ref, ctx) + self._owned_things(clause, claim, ref, ctx) if claim.mode == "question" else []
        speaker_told: list[Candidate] = []
        if claim.mode == "reported":
            # what is said is theirs; how the user names the speaker is the user's own telling:
            # "my new landlord in Joburg says …", "徐汇这房子的 landlord 说…", "我老板 Celine 说…"
            speaker = reporter(text)
            if speaker and _USERS_OWN.search(speaker):
                speaker_told = self._clause(replace(clause, text=speaker), replace(claim, mode="assertion", subject="user", doubt=None), ref, ctx, sentence_times)
        times = _times(text, ref)
        own_times = bool(times)
        found: list[tuple[Found, re.Match[str]]] = []
        taken: list[tuple[int, int, str]] = []
        uncased = casual(text)
        if uncased:
            text = text.lower()  # "THEO GOT DOWN ON ONE KNEE": read as typed without case
        # "在一家 CRO 叫 Novacline 做 CRA", "at a startup called Finch": the name stands for the place
        text = _CALLED.sub(lambda m: m.group("n") or m.group("n2"), text)
        text = joined_separable(text)  # "520领的证": 领证了
        for fr in FRAMES:
            if claim.mode not in fr.modes and not (claim.mode == "negated" and "negated" in fr.modes):
                continue
            for m in (fr.casual or fr.regex if uncased else fr.regex).finditer(text):
                family = fr.name.removeprefix("zh_").split("_")[0]
                if any(m.start() < b and a < m.end() and t == family for a, b, t in taken):
                    continue
                result = fr.build(m, text, ctx)
                if result is None or (uncased and not _plausible_uncased(result, text, ctx)):
                    continue
                if claim.mode == "negated" and result.negatable:
                    continue
                result.span = (m.start(), m.end())
                found.append((result, m))
                taken.append((m.start(), m.end(), family))
        candidates = []
        for result, m in found:
            borrowed = sentence_times if not own_times else []
            told = times or borrowed
            if result.type == "event" and told and all(t.kind == "unresolved" for t in told):
                # "…since I walked out of that place, right after Easter 2018": the day said beside it
                told = [t for t in _times(clause.sentence_text, ref) if t.kind != "unresolved"] or told
            c = self._candidate(result, m, clause, claim, ref, told, ctx)
            if c is not None:
                candidates.append(c)
        if claim.mode in ("negated", "plan") and "employer" not in {c.predicate for c in candidates}:
            candidates += self._owned_things(clause, claim, ref, ctx)
        if claim.mode in ("assertion", "plan"):  # the slots no frame filled, from their cues
            filled = {c.predicate for c in candidates} | {c.event_type for c in candidates}
            for result, m in _cued(text, clause.sentence_text, claim, filled, ctx):
                if claim.mode == "plan" and result.predicate != "manager":
                    continue  # "马主任（我们教研组长）又让我下周交…": the relation stands, whatever the plan
                # a once-event takes its sentence's time ("Rhys and I got together…, in 2008")
                told = times or (sentence_times if not own_times else []) or (_times(clause.sentence_text, ref) if result.type == "event" else [])
                if result.type == "event" and told and all(t.kind == "unresolved" for t in told):
                    # "since I left them, right after New Year 2018 it was": the day said beside it
                    told = [t for t in _times(clause.sentence_text, ref) if t.kind != "unresolved"] or told
                c = self._candidate(result, m, clause, claim, ref, told, ctx)
                if c is not None:
                    candidates.append(c)
        if claim.mode == "assertion" and claim.subject == "user" and not ctx.get("presupposing"):
            # what the clause names as the user's, beside what it says ("嘉禾精密的入职体检单上要填…": joined there)
            filled = {c.predicate for c in candidates}
            ctx["presupposing"] = True  # (the statements it makes are read once, not for what they presuppose)
            try:
                candidates += [c for statement in presupposed(text, asked=True)
                               for c in self._clause(replace(clause, text=statement), claim, ref, ctx, sentence_times) if c.predicate not in filled]
            finally:
                ctx["presupposing"] = False
        if not {c.predicate for c in candidates} & set(PARTNER_STAGES):
            candidates += self._partner_telling(clause, claim, ref, ctx)
        # One statement per clause and kind: a plan wins over a bare event; a view stays a
        # view unless the clause states something else.
        if any(c.type != "opinion" for c in candidates):
            candidates = [c for c in candidates if c.type != "opinion"]
        if any(c.event_type == "plan" for c in candidates):
            candidates = [c for c in candidates if c.event_type != "life_event"]
        return speaker_told + candidates

    def _owned_things(self, clause: Clause, claim: Claim, ref: datetime, ctx: dict) -> list[Candidate]:
        """What the user owns stands whatever the clause denies, plans or asks of it: "my Halden Robotics
        laptop won't connect", "remind me to bring my Tindall Engineering badge" (a thing only staff have)."""
        out = []
        for phrase in _OWNED.finditer(clause.text):
            for result, m in _cued(phrase.group("np"), clause.sentence_text, replace(claim, mode="assertion"), set(), ctx):
                if result.predicate == "employer" and not result.doubt:
                    span = _Span(phrase.start("np") + m.start(), phrase.start("np") + m.end())
                    c = self._candidate(result, span, clause, replace(claim, mode="assertion", subject="user", doubt=None), ref, [], ctx)
                    if c is not None:
                        out.append(c)
        return out

    def _partner_telling(self, clause: Clause, claim: Claim, ref: datetime, ctx: dict) -> list[Candidate]:
        """"未婚妻 说…", "my wife 说…", "my wife snores…", "陪老公去…": whatever she says, asks or does, the
        word for her is the user's own."""
        teller = partner_telling(clause.text)
        mentioned = teller is None and not (claim.tense == "past" and _BACK_THEN.search(clause.text))
        if mentioned:
            teller = partner_mentioned(clause.text, ctx.get("message", ""), claim.subject)  # (not "my girlfriend and I went to Lisbon in 2019": what she was then)
        if teller is None:
            return []
        found = Found(teller.type, teller.predicate, None, importance=0.75, confidence=teller.confidence, about_user=True)
        c = self._candidate(found, _Span(*teller.span), clause, replace(claim, mode="assertion", subject="user", doubt=None), ref, [], ctx)
        if c is not None and mentioned:
            ctx.setdefault("mentions", set()).add(id(c))
        return [c] if c is not None else []

    def _candidate(self, f: Found, m: re.Match[str], clause: Clause, claim: Claim, ref: datetime, times: list[TimeReading], ctx: dict) -> Candidate | None:
        text = clause.text
        obj = f.object
        if f.predicate == "birthday":
            obj = _month_day(times)
            if obj is None:
                return None
        elif f.event_type == "plan":
            # "Booked a physio appointment for November 13": a date without a year in a
            # plan is the next one, whatever tense the booking is told in
            booked = pattern_cache.compile(r"\b(?:booked|scheduled|set up|signed up|registered|arranged|bought (?:the |my |our )?tickets?)\b|约了|预约|报名|报了|定在|安排在|约在|(?:买|订|抢)(?:了|好了|到了)[^，,。]{0,12}?(?:票|航班)", _I).search(text)
            told_as_past = claim.tense == "past" and not booked
            own = times if told_as_past else (_times(text, ref, "future") or times)
            plan = _plan(text, own or ctx.get("sentence_days", []), ref, claim)
            if plan is None:
                return None
            obj = plan
            if not own:  # its day said in another clause ("booked my test, thurs nov 13 at 10:20")
                times = [t for t in ctx.get("sentence_days", []) if t.kind in ("instant", "interval")]
        elif obj is not None:
            obj = _clean(obj, times, keep_long=f.predicate == "instruction")
            if f.predicate == "employer" and obj and (names_a_trade(obj) or obj.endswith(("扎根", "落脚", "安家", "定居", "生活"))):
                return None  # "来干动物这行快十年了": a trade, not a workplace; "在杭州扎根": a home
            if f.predicate == "employer" and obj and re.search(r"[\u4e00-\u9fff](?:一直|一起|都|也|还|就|才|已经|正在|长期)$", obj):
                obj = re.sub(r"(?:一直|一起|都|也|还|就|才|已经|正在|长期)$", "", obj)  # "在爱宠一直干到…": the name, not the adverb after it
            if f.predicate == "job" and obj and re.match(r"(?:with|and|to|for|at|by|from|of)\s", obj, _I):
                return None  # "I'm with Tom Baker": a title never opens with a preposition
            if f.predicate == "job" and obj and (lead := _DURATION.match(obj)) and len(obj) - lead.end() >= 2:
                obj = obj[lead.end() :].lstrip("的 ")  # "做了一年前台": the job is 前台
            if f.predicate == "lives_in" and obj and re.fullmatch(r"[a-z]{1,4}", obj) and not is_place(obj):
                return None  # "I live in mm all day": no town is two lower-case letters
            if f.predicate == "lives_in" and obj and _DAY_OR_MONTH.fullmatch(obj.strip()):
                return None  # "the check-in moved to Thursdays": a day, no town
            if f.predicate == "lives_in" and obj and obj.strip().lower() in ("here", "here now", "this town", "this city"):
                # "…now that I actually live here": the town the message names, not one left behind
                obj = town_before(ctx.get("message") or text, text, tuple(ctx.get("foreign", ())))
            elif f.predicate == "lives_in" and obj and not is_place(obj) and f.event_type != "plan":
                # "住县城凤城这边", "租在南山科技园附近": a part of town, the town is the message's
                obj = town_before(ctx.get("message") or text, text, tuple(ctx.get("foreign", ())), obj) or obj
            if f.predicate == "manager" and obj:
                obj = person_named(obj, text, ctx.get("message") or text)
            if f.predicate == "job" and obj and re.fullmatch(EN_TITLE_MODIFIERS, obj, _I):
                # "升成 head roaster": a modifier read as the head, completed by the title grammar (in
                # its clause, or elsewhere in the message: "…，说是 head")
                whole = job_cue(text) or label_job(text) or job_cue(ctx.get("message") or "")
                obj = whole.object if whole and obj.lower() in whole.object.lower() else obj
            if f.predicate in ("employer", "left_employer") and obj and _COUNT_OF_TIME.fullmatch(obj):
                obj = None  # "网易入职第一周", "入职满一个月": how long, not where
            if not obj or _DURATION.fullmatch(obj) or (f.predicate == "lives_in" and obj.lower() in _NOT_A_TOWN):
                return None
        elif f.type not in ("relationship", "event") and f.predicate not in ("instruction",):
            return None
        if f.type == "relationship" and obj:
            obj = re.sub(r"['’]s$", "", obj)  # "my friend gabby's party": Gabby
        if f.type == "relationship" and not obj:
            if f.predicate not in ("partner", "fiance", "spouse", "separated", "divorced"):
                return None
        subject = "user" if f.about_user else claim.subject
        couple = f.predicate in _THE_COUPLES and _A_COUPLE.search(claim.subject)  # (the one they married is one of the two)
        placed = _OF_MY_GROUP.match(text)
        someone_elses = (f.about_user and claim.named and (f.predicate not in _THE_COUPLES or couple) and someone_else(claim.subject, None if couple else obj)
                         and not _SPEAKER.search(text, placed.end() if placed else 0))
        if someone_elses:
            # the frame reads as the user's ("搬去 Auckland", "to be payroll manager at Admiral", "has a new
            # manager"), but the clause opens with someone else and never names the speaker: theirs
            subject = claim.subject
        if f.predicate == "manager" and re.search(r"他们|她们|\btheir\b", text[: m.end()], _I) and not re.search(r"我|\b(?:my|me|i|our|us)\b", text[: m.end()], _I):
            return None  # "志远他们公司换了个新老板马总", "阿静说她们片区换了个新组长": the boss of theirs
        if subject != "user" and f.type in ("fact", "profile", "event") and _dropped_subject(text) and (
            _FIRST_PERSON_FRAME.match(text, m.start()) or _FIRST_PERSON_BEFORE.search(text[max(0, m.start() - 12) : m.start()])
        ):
            # the frame opens with the speaker ("…— told them twice I live in Tampere now"): theirs,
            # whoever the clause's dropped subject was inherited from
            subject = "user"
        if f.predicate == "manager" and _THEIR_NEW_BOSS_BEFORE.search(_before_clause(clause, ctx)):
            return None  # "阿龙他们公司换老板了，新老板叫潘国栋": their workplace's new boss, not the user's
        if f.type == "relationship" and subject != "user":
            if someone_elses:
                return None  # "Leo 的 manager Greg 给他升了 senior", "Vivian 跟 Marcus Tan 结婚了": their relation
            subject = "user"
        mode = "assertion" if f.own_news else claim.mode
        if f.event_type == "plan":
            mode = "plan"
        elif mode == "plan" and f.type in ("fact", "profile", "relationship"):
            mode = "assertion"  # "I'm starting at X on Monday": a change from that day
        # the time of what the frame found: within or after its words ("reminded me tonight
        # that we met … in summer 2017" is summer 2017), and never the words themselves
        usable = [t for t in times if not (t.kind == "unresolved" and t.start < m.end() and m.start() < t.stop)]
        if mode == "assertion":  # "Dental nurse to practice manager in four years": how long it took, not when
            usable = [t for t in usable if not (_SPAN_OF_TIME.fullmatch(t.raw) and re.search(rf"\bin\s+{re.escape(t.raw)}\b", text, _I))]
        # a time that names its year over one that does not ("halloween party in 2017")
        dated = [t for t in usable if re.search(r"(?:19|20)\d\d", t.raw)]
        usable = dated or usable
        time_words = next((t.raw for t in usable if t.start >= m.start()), None) or next((t.raw for t in usable), None) or f.time
        if not dated and f.time and re.search(r"(?:19|20)\d\d", f.time):
            time_words = f.time  # the year the frame read over "那年夏天"
        if not time_words and f.predicate != "birthplace":
            # "we moved to Ohio when I was two", "… as a kid": the time of life in the clause
            # joined after it dates it (and makes it history, not a change of now); a Chinese
            # clause after "，" ("小时候天天…") is a statement of its own
            start = clause.sentence_text.find(text)
            tail = clause.sentence_text[start + len(text) :].lstrip(" ,") if start >= 0 else ""
            joint = re.search(r"\b(?:back when|when|while|as)$", text, re.I)  # the splitter leaves "when" behind
            stage = _LIFE_STAGE.match(f"{joint.group(0)} {tail}" if joint else tail) if tail else None
            time_words = stage.group(0) if stage else None
        if f.event_type == "education" and time_words and _TODAYISH.fullmatch(time_words.strip()):
            time_words = None  # "that forestry degree from UBC paid off today": the day of the telling, not of the study
        keep_time = f.type in ("event", "fact", "profile") and f.predicate not in ("birthday", "name") and time_words
        doubt = (None if (claim.doubt == "a name alone" and f.about_user) or f.own_news else claim.doubt) or f.doubt
        if re.search(r"\b(?:i think|i guess|probably|maybe|perhaps|if i remember|iirc|not sure|i believe)\b|应该是|可能|大概|好像|似乎|也许|记得是|估计", text, _I) and f.type != "opinion":
            doubt = doubt or "hedged"
        # "every summer" repeats, it dates nothing
        recurring = bool(time_words and (re.match(r"(?:every|each)\b|每", time_words, _I) or re.search(r"\b(?:every|each)\s+" + re.escape(time_words), text, _I)))
        if f.predicate in _NOW_SLOTS and not f.change and (
            ((not time_words or recurring) and _TOLD_AS_HISTORY.search(text))
            or any(_VAGUE_PAST.fullmatch(t.raw.strip()) and t.start < m.start() for t in usable)  # "之前在岳阳住过五年": dated "before"
        ):
            doubt = doubt or PAST_STATE  # "I used to live in Darwin back in uni": not where one lives now
        if f.predicate in _NOW_SLOTS and _ENDED_SPELL.search(text):
            doubt = doubt or PAST_STATE  # "I worked as a postman for ten years before uni", whatever time it names
        if f.predicate == "job" and _FIGURE_OF_SPEECH.search(clause.sentence_text) and re.search(r"\bi['’]?m\s+(?:just\s+|only\s+)?(?:an?|the)\b", text, _I):
            doubt = doubt or "said in a figure of speech"  # "She runs the yard like a ship and I'm a deckhand"
        if f.predicate == "lives_in" and _HOME_FOR_LATER.search(ctx.get("message") or text):
            doubt = doubt or "a home for later, not said to be lived in now"  # "在秦皇岛买了个小房子，以后退休去住"
        if f.predicate in _NOW_SLOTS and _A_RECORD_SAYS.search(clause.sentence_text) and _SAID_WRONG.search(ctx.get("message") or text):
            doubt = doubt or "what a record says, which the user says is wrong"
        if f.predicate in _NOW_SLOTS and _CAME_TO_NOTHING.search(ctx.get("message") or text):
            doubt = doubt or "told as not having happened"  # "差一点就 join Nimbus Air 了，…，没去成"
        said = clause.sentence_text if f.predicate == "instruction" else clause.text  # a rule is its whole sentence
        return Candidate(
            type=f.type,  # type: ignore[arg-type]
            text=said.strip().rstrip("。.!！")[:500],
            subject=subject[:80],
            predicate=f.predicate,
            object=obj[:200] if obj else None,
            event_type=f.event_type,
            time=time_words[:80] if keep_time and time_words else None,
            confidence=round(f.confidence * (0.7 if doubt == "hedged" else 1.0), 2),
            importance=f.importance,
            sensitivity=f.sensitivity,  # type: ignore[arg-type]
            habit=f.habit,
            change=f.change,
            topic=f.topic,
            mode=mode,  # type: ignore[arg-type]
            doubt=doubt,
        )


_DAY_OR_MONTH = pattern_cache.compile(
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:january|february|march|april|may|june|july|august|september|october|november|december)|"
    r"(?:the\s+)?(?:weekends?|mornings?|afternoons?|evenings?|nights?)",
    _I,
)


# the slots that hold one value now, and the words that tell a state as over ("used to", "back
# when", "spent my twenties as", "以前", "当年")
_NOW_SLOTS = frozenset({"lives_in", "employer", "job", "manager", "partner", "fiance", "spouse"})
# a spell told as ended: "I worked as a postman for ten years before uni", "in my previous life as a copywriter"
_ENDED_SPELL = pattern_cache.compile(
    # a state in the simple past with how long it lasted: "I worked as a postman for ten years", "I lived in York for five years"
    r"(?<!['’]ve )(?<!have )(?<!has )(?<!had )\b(?:(?:worked|was)\s+as|lived\s+in|worked\s+(?:at|for))\b[^.;!?]*\bfor\s+(?:\d+|a few|several|many|two|three|four|five|six|seven|eight|nine|ten|a couple of)\s+years\b"
    r"|\bbefore (?:uni|university|college|i (?:moved|retired|left|switched|started|retrained))\b|\b(?:my|a) (?:previous|past|former|old) life\b",
    _I,
)
# a comparison in the sentence: "I'm a …" beside it is the figure's, not the user's trade
_FIGURE_OF_SPEECH = pattern_cache.compile(
    r"\b(?:like|as if|as though)\s+(?:an?|some|the)\s+\w+", _I
)
# a time that says only "before now": the state it dates is history ("以前在岳阳住了五年")
_VAGUE_PAST = pattern_cache.compile(r"以前|之前|从前|曾经|当年|那时候?|那会儿?|back then|before|previously|formerly", _I)
_TOLD_AS_HISTORY = pattern_cache.compile(
    r"\bused to\b|\bback when\b|\bwhen\s+(?:\w+\s+){1,2}was\s+(?:my|our)\b|\bback in (?:uni|college|school|the day)\b|\bspent my (?:teens|twenties|thirties|forties|\w+ years)\b|"
    r"\bin my (?:teens|twenties|thirties|forties)\b|\bfor years before\b|\bpreviously\b|\bformerly\b|以前|从前|曾经|当年|那时候|那会儿|年轻的时候",
    _I,
)


_NOT_MARRIED = pattern_cache.compile(r"\b(?:we(?:['’]re| are)|i(?:['’]m| am))\s+not\s+(?:(?:actually|even|yet)\s+)?married\b|\bnot married (?:yet)?\b|(?:我们)?(?:还)?没(?:有)?结婚", _I)
_NOT_A_COUPLE = pattern_cache.compile(r"\bjust friends\b|\bwe(?:['’]re| are) not (?:together|a couple|dating)\b|只是(?:普通)?朋友|不是(?:一对|情侣)", _I)
_HOME_FOR_LATER = pattern_cache.compile(
    r"(?:以后|将来|退休(?:了|后|以后)?)(?:再|就)?去?住|养老|\bwhen (?:i|we) retire\b|\bretirement (?:home|flat|place|house)\b|\bholiday (?:home|house|flat|let)\b",
    _I,
)
# what a record says of the user (a system, a form, an agency, a site), then the user saying it is wrong:
# "HR's system lists Barnaby Quist as my manager, which is wrong", "人事系统里写我是焊工，我从来没干过焊工",
# "快递系统一直把我地址写成遵义，我压根没在那边住过" — the value is the record's mistake, never the user's
_A_RECORD_SAYS = pattern_cache.compile(
    r"\b(?:lists?|listed|has me down|had me down|shows?|showed|says|said|put me down|records?|recorded|auto-?fill(?:s|ed)?)\b[^.;!?]{0,60}\bas\b"
    r"|\b(?:system|records?|database|form|profile|app|site|website|portal|agency|hr|payroll)\b[^.;!?]{0,40}\b(?:lists?|shows?|says|has)\b"
    r"|(?:系统|记录|档案|表格|表上|资料|网站|平台|app|APP|人事|快递)[^，,。；;]{0,12}(?:写成|写着|写我是|显示|显示咗|登记成|改成|填成|填的是|写的是)"
    r"|把我(?:的)?[^，,。；;]{0,8}(?:写成|登记成|改成|填成)",
    _I,
)
_SAID_WRONG = pattern_cache.compile(
    r"\b(?:which|that|it)(?:['’]s|\s+is)\s+(?:wrong|not right|incorrect|a mistake)\b|\bnever\s+(?:been|worked|managed|lived|welded|done|had|met)\b"
    r"|\bI['’]ve never\b|\bnot (?:my|true)\b|从来没|从来冇|压根没|根本没|从没|写错|搞错|弄错|不对|唔啱",
    _I,
)

# a change the message says came to nothing: "没去成", "the move fell through", "didn't go through"
_CAME_TO_NOTHING = pattern_cache.compile(
    rf"\b(?:{FELL_THROUGH_EN})\b|\bdidn['’]t (?:go through|happen|work out)\b|\bpulled the (?:offer|relocation)\b|"
    r"\b(?:plans?|move|offer|it)\b[^.]{0,40}\b(?:cancel?led|scrapped|shelved|rejected|refused)\b|"
    rf"没去成|没搬成|没租成|没买成|没签成|没成功|{FELL_THROUGH_ZH}|差一点就|被拒|拒签|取消了|没批下来",
    _I,
)


# a clause that ends on the user's manager's role, the name in the clause after
_ROLE_ENDS = pattern_cache.compile(rf"(?:\bmy\s+(?:(?!old\b|former\b|ex\b|previous\b|last\b|first\b)[a-z]+\s+){{0,3}}(?:{MANAGER_ROLES_EN})|\breport(?:s|ing)?\s+(?:directly\s+|straight\s+)?to\s+the\s+[\w -]{{2,30}})\s*$", _I)


# the user's own in a speaker's description: "my landlord", "我们房东", "这房子的 landlord"
_USERS_OWN = pattern_cache.compile(r"\b(?:my|our)\b|我|这(?:套|间|个)?(?:房子|房|公寓|院子)|新家|新房子?", _I)


# a when-clause presupposes its state whatever the main clause does ("back when I was a
# student nurse at Glamorgan, we'd never have…", "在复旦读书的时候…")
_PRESUPPOSED = pattern_cache.compile(
    r"\b(?:back )?when i was (?:at|a|an|in|still|studying|working)\b.*?(?=\s+(?:we|i|they|you|it)['’]d\b|\s+(?:we|i|they|you)\s+(?:would|could|never|didn['’]t|wouldn['’]t|couldn['’]t)\b|[,;]|$)"
    # what a denial is about, named as its topic: "成都新家的 boxes 还没拆完" (the new home is there; the boxes are not unpacked)
    r"|^[\u4e00-\u9fff]{2,6}(?:的)?(?:新家|新房子?|新公寓|新公司|新单位)(?=的)"
    # what a denial counts from, named as the user's own: "haven't looked at this since my nursing degree at UT Arlington"
    r"|\bsince my (?:[a-z]+\s+){0,3}(?:degree|diploma|training|apprenticeship|studies|course)\s+(?:at|in|from)\s+(?-i:[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*)*)"
    # …or since an act of the user's, dated: "haven't set foot in that hatchery since I quit in spring 2017"
    r"|(?<=\bsince )i (?:left|quit|moved|graduated|finished|started)\b[^,;.]*",
    _I,
)


# where one sleeps or sits that names no town ("双十一那几天基本住公司", "住在江边")
_NOT_A_TOWN = frozenset(
    "公司 江边 海边 河边 湖边 山上 宿舍 酒店 学校 医院 单位 附近 楼上 楼下 隔壁 市区 郊区 乡下 城里 家里 在家 这边 那边 一起 "
    "办公室 工地 厂里 店里 寝室 宾馆 民宿 朋友家 同学家 亲戚家 老家 老地方 原来的地方 a an the my our this that".split()
)


_COUNT_OF_TIME = pattern_cache.compile(r"(?:第|满|快|近|刚|才|已经)*[一二两三四五六七八九十百几半\d]*\s*个?多?(?:天|周|星期|礼拜|月|年)?(?:了|多)?")
_DURATION = pattern_cache.compile(r"[一二两三四五六七八九十半几\d]+\s*个?多?(?:天|周|星期|礼拜|月|年|晚|夜|宿)")  # ("住两晚": a stay)


_DAY_ONE = pattern_cache.compile(r"(?:今天|today|so|and)?\s*(?:正式)?\s*(?:第一天|第一周|day ?1|day one|first day|first week)?\s*(?:了|!+|！+)?", _I)


# where an English clause's first statement ends, and what makes a statement unreal
_EN_FIRST = pattern_cache.compile(r"\s+(?:and|but|because|so|though|although)\s+(?!i\b|we\b)", _I)
_EN_HYPO_HEAD = pattern_cache.compile(EN_HYPOTHETICAL + r"|^(?:if|what if|suppose|imagine|even if|i wish|had i|were i)\b", _I)


class _Span:
    """Where a cue found its value (what a frame's match gives ``_candidate``)."""

    def __init__(self, a: int, b: int):
        self._a, self._b = a, b

    def start(self, *_: Any) -> int:
        return self._a

    def end(self, *_: Any) -> int:
        return self._b


_ENDS_WITH_NAME = pattern_cache.compile(rf"(?:^|[\s(])(?P<n>{NAME})\s*,?\s*$")
_WHO_I = pattern_cache.compile(r"^(?:who|whom)\s+(?P<s>(?:i|we)\s+.*\b(?:to|for|with|under|beside|alongside))\s*$", _I)
_WHO_IS = pattern_cache.compile(r"^who\s+(?P<rest>[a-z]+\b.*)$", _I)
# "At Marchbrook Water, | where I work, …": the place the clause before ends with is where the speaker does it
_WHERE_I = pattern_cache.compile(
    r"^where\s+(?P<s>(?:i|we)\s+(?:now\s+|currently\s+|still\s+|used to\s+)?(?P<v>work(?:ed)?|live[d]?|grew up|stud(?:y|ied)|trained|(?:was|were) born))(?:\s+(?:now|these days|at the moment))?\s*$",
    _I,
)


def _relative_resolved(text: str, before: str) -> tuple[str, str] | None:
    """A relative clause told of the person the clause before ends with, as a clause of its own, and
    whose it is: "who I now report to" after "…with Sanjay Patel" -> ("I now report to Sanjay Patel",
    the user's); "who has been my manager for two weeks" after "…to Nadia Haddad" -> ("Nadia Haddad has
    been my manager for two weeks", Nadia Haddad's)."""
    named = _ENDS_WITH_NAME.search(before)
    if named is None or named.group("n") in ("I", "My", "The"):
        return None
    name = named.group("n")
    where = _WHERE_I.match(text.strip())
    if where:
        name = re.sub(r"^(?:At|In|On|With|For|From|To|Near)\s+", "", name)
        working = where.group("v").lower().startswith(("work", "stud", "train"))
        lead = re.search(r"(\w+)\s*$", before[: before.rfind(name)])
        lead = lead.group(1).lower() if lead else ""
        if (working and (is_place(name) or lead not in ("", "at", "for"))) or (not working and lead not in ("", "in", "to", "from", "near")):
            return None  # "the cafe in Leith, where I work": the town, not the workplace
        return f"{where.group('s')} {'at' if working else 'in'} {name}", "user"
    told = _WHO_I.match(text.strip())
    if told:
        return f"{told.group('s')} {name}", "user"
    told = _WHO_IS.match(text.strip())
    if told and (re.match(r"(?:is|was|has|had|['’]s|became|will|now)\b", told.group("rest"), _I) or any(f.tag in ("VBD", "VBN", "VBZ") for f in verb_forms(told.group("rest").split()[0]))):
        # ("…, who manages me now": of the user too, whom it names; "…, who moved to Porto": hers alone)
        return f"{name} {told.group('rest')}", "user" if re.search(r"\b(?:me|my)\b", told.group("rest"), _I) else name
    return None


def _one_off_task(text: str, sentence: str, claim: Claim) -> bool:
    """A task put to the assistant in the imperative, not a standing rule: "Draft a polite note to Derek
    Walsh…" asks for a note and asserts nothing of Derek; "Give me shorter answers" and "always write
    in British English" are rules on a topic and stay rules."""
    return claim.mode in ("assertion", "instruction") and IMPERATIVE.match(text.strip()) is not None \
        and not _STANDING.search(sentence) and instruction_topic(text)[0] is None and not _RUNS_ON_TO_TELL.search(text)


# a request that runs on into a statement of its own, its comma lost: "change my emergency contact to Dev
# he's my husband now"
_RUNS_ON_TO_TELL = pattern_cache.compile(r"\s(?:he|she|we|they)(?:['’](?:s|re)|\s+(?:is|are|was|were|has|have))\s|\s(?:i['’]m|i am|i['’]ve)\s", _I)


def _shown_in_request(text: str, sentence: str, ctx: dict) -> list[tuple[Found, Any]]:
    """What the user's own document shows, named in a request ("tidy up my new email signature? …")."""
    out = []
    for slot, value in shown_in_clause(text, ctx.get("message") or sentence):
        found = Found("fact", slot, value, importance=0.7, confidence=0.8, about_user=True)
        found.span = (0, 0)
        out.append((found, _Span(0, 0)))
    field = field_in_clause(text, ctx.get("message") or sentence)  # "this form: Current address 填的是 Toronto": the user's own record
    if field is not None and field.predicate not in {f.predicate for f, _ in out}:
        found = Found(field.type, field.predicate, field.object or None, event_type=field.event_type, importance=0.7, confidence=field.confidence,
                      about_user=True, doubt=field.doubt, time=field.time)
        found.span = (0, 0)
        out.append((found, _Span(0, 0)))
    return out


def _cued(text: str, sentence: str, claim: Claim, filled: set[str | None], ctx: dict) -> list[tuple[Found, Any]]:
    """Slots and once-events told without a frame ("Amazon badge 拿到了", "就这么好上了"):
    ``cues.py``, for the user's own statements only (a relation word makes the user's
    manager whoever the clause is about)."""
    out = []
    have = {p for p in filled if p}
    names = {"education": "studied", "graduation": "graduated", "left_company": "left_employer"}
    have |= {names[p] for p in have if p in names}
    employers = (*ctx.get("known_employers", ()), *((ctx["last_org"],) if ctx.get("last_org") else ()))  # and one just named
    cues = find_cues(text, sentence, have, tuple(ctx.get("foreign", ())), ctx.get("message") or "") + once_events(text, sentence, have, tuple(ctx.get("known_partners", ())), employers, ctx.get("message") or "")
    moved_on = transition(text, have | {c.predicate for c in cues} | ({"partner_stage"} if have & set(PARTNER_STAGES) else set()), sentence)
    cues += [moved_on] if moved_on else []  # "Long-haul trucker to school bus driver": the way from the old value to the new
    told_short = short_state(sentence, have | {c.predicate for c in cues}) if sentence.strip().startswith(text.strip()) else None
    cues += [told_short] if told_short else []  # "Mossgiel Dairy, since August.": a value and the time since it holds
    for cue in cues:
        home_of_a_thing = claim.names_users_home(cue.predicate)
        of_work = cue.work_talk and not someone_else(claim.subject) and said_of_work(claim.subject, cue.object, ctx.get("message") or text)  # "The canteen at X serves…"
        if not cue.about_user and claim.subject != "user" and not home_of_a_thing and not of_work:
            continue  # a thing's clause may name the user's home ("The Nelson house has a lemon tree")
        found = Found(cue.type, cue.predicate, cue.object or None, event_type=cue.event_type, importance=0.75 if cue.event_type else 0.7,
                      confidence=min(cue.confidence, 0.8) if home_of_a_thing else cue.confidence,
                      about_user=cue.about_user or home_of_a_thing or of_work, change=cue.predicate == "left_employer", doubt=cue.doubt)  # fmt: skip
        found.span = cue.span
        out.append((found, _Span(*cue.span)))
    return out


# A day named by the calendar, not by a feast ("Christmas" is told of afterwards as often as before)
_BARE_WEEKDAY = pattern_cache.compile(r"(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:周|星期|礼拜)[一二三四五六日天]", _I)
_NAMED_DAY = pattern_cache.compile(
    r"\d|周[一二三四五六日天]|星期|礼拜|明天|后天|下周|下个?星期|下个?月|tomorrow|tonight|"
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\bnext (?:week|month)\b",
    _I,
)
# What the user will do on that day: a verb, or an event's noun ("Implant consult on the 20th")
_ACTIVITY = pattern_cache.compile(
    rf"\b\w+ing\b|\b(?:go|see|meet|have|take|sit|start|fly|pick|drop|move|present|sign|get|visit|attend|give|do|run|pay|check|"
    rf"book(?:ed)?|consult|appt|appointment|deliver(?:ed|y)?|arriv(?:e|es|ing)|install(?:ed|ation)?|{_APPT_EN})s?\b|去|来|做|考|见|看|接|送|飞|办|拿|交|签|搬|开|参加|跟|带|回|约|报|修|打|取|面|到货|到仓库|送达|交付|安装|上门|{_APPT_ZH}",
    _I,
)
_FAREWELL = pattern_cache.compile(r"\bsee (?:you|ya)\b|\btalk (?:to you )?(?:later|tomorrow|soon)\b|\bttyl\b|\bbye\b|good ?night|(?:再|回头|改天|下次|明天|晚点|有空)聊|晚安|拜拜|再见", _I)
# someone else's clause that makes the user take part: "Celtic Coaches have asked me in", "苏总约我…去厂里聊聊"
_INVITES_ME = pattern_cache.compile(r"\b(?:asked|invited|booked|scheduled|wants?|called)\s+me\b|约我|邀请我|请我|叫我去|让我去|喊我|找我|通知我", _I)
_RECURRING = pattern_cache.compile(r"\b(?:birthday|anniversary|every|each|always|usually|again|evenings|mornings|nights|weekends|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b|生日|纪念日|每[天周月年个次]|每逢|总是", _I)


def _episodes(
    clauses: list[Clause], claims: list[Claim], told: set[int], found: list[Candidate],
    sentence_times: dict[int, list[TimeReading]], ref: datetime,
) -> list[Candidate]:
    """The happenings, states, habits and intentions of the clauses no frame took (none
    in a message that is mostly small talk: ``_small_talk_mostly``)."""
    said = [c.text for c in found]
    out = []
    for n, (clause, claim) in enumerate(zip(clauses, claims)):
        words = clause.text.strip().rstrip("。.!！")
        if n in told or not words or any(words in t or t in words for t in said):
            continue
        # the sentence's times are said elsewhere in it: they date the clause, and no word of it
        own = _times(clause.text, ref) or [replace(t, start=-1, stop=-1) for t in sentence_times.get(clause.sentence, [])]
        episode = read_episode(clause, claim, own, lambda text: _times(text, ref))
        if episode is not None:
            out.append(episode)
    return out


def _small_talk_mostly(clauses: list[Clause], claims: list[Claim]) -> bool:
    """Small talk first (a clause of it, or a clause opening with thanks, a greeting or a
    good night), and little after it: no name, at most ten words or sixteen characters —
    "Good night，明天还要开早会", "早上好呀，刚交完班，困死了": the small talk's reason, not a day
    to keep (the evidence keeps the words)."""
    if not claims:
        return False
    if claims[0].mode == "pleasantry":
        rest = " ".join(c.text for c, claim in zip(clauses[1:], claims[1:]) if claim.mode != "pleasantry")
    elif _OPENS_SMALL_TALK.match(clauses[0].text):
        rest = _OPENS_SMALL_TALK.sub("", " ".join(c.text for c, claim in zip(clauses, claims) if claim.mode != "pleasantry"), count=1)
    else:
        return False
    latin = len(re.findall(r"[A-Za-z]+", rest))
    cjk = len(re.findall(f"[{CJK}]", rest))
    named = [w for w in re.findall(r"\b(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+)\b", rest) if looks_like_name(w)]  # "Hope", "Thanks" are words
    return latin + cjk / 1.6 <= 10 and not named and not _names_a_city(rest)  # "不好意思，上周去了趟杭州出差" tells a trip


def _names_a_city(text: str) -> bool:
    """A place the gazetteer knows, or a big city anywhere in a run of Chinese ("去了趟杭州")."""
    if places_in(text):
        return True
    return any(
        (p := place_of(run[i : i + n])) and place_rank(p) < 3000
        for run in re.findall(f"[{CJK}]+", text) for n in (2, 3) for i in range(len(run) - n + 1)
    )  # fmt: skip


# how small talk opens a message: thanks, a greeting, a good night, a festive wish
_OPENS_SMALL_TALK = pattern_cache.compile(
    r"^\W*(?:thanks?|thank you|thx|ty|cheers|good (?:morning|night|evening|afternoon)|morning|evening|night|gn|hi|hey|hello|"
    r"merry christmas|happy new year|晚安|早啊|早安|早上好|晚上好|谢谢|多谢|感谢|辛苦了|新年快乐|圣诞快乐|平安夜快乐|中秋快乐|节日快乐)"
    r"(?:\b|(?=[\u3400-\u9fff\s,，!！]))",
    _I,
)


def _job_on_label(text: str, clauses: list[Clause], claims: list[Claim], found: list[Candidate]) -> list[Candidate]:
    """The post a document of the user's shows ("new badge says Clinical Pharmacist",
    "org chart says …", "工牌上写着“康复助理”"): read over the whole message, since a label
    reads like hearsay ("says") or a quotation to the clause analysis; never beside a
    question, a wish, a denial or a rule."""
    if any(c.predicate == "job" and c.subject == "user" for c in found):
        return []
    cue = label_job(text)
    if cue is None or re.search(r"[|｜]", cue.object or ""):
        return []  # ("李静 | 市场部 | 美团": a whole signature, read by its parts elsewhere)
    start = max((text.rfind(mark, 0, cue.span[0]) for mark in "\n.!?。！？"), default=-1) + 1
    ends = [e for e in (text.find(mark, cue.span[1]) for mark in "\n.!?。！？") if e >= 0]
    told = text[start : min(ends) if ends else len(text)].strip() or text.strip()
    # the label's own clause (where it begins, and what it shows) is no question, wish, denial or rule
    near = [(c, m) for c, m in zip(clauses, claims) if c.start <= cue.span[1] and c.start + len(c.text) >= cue.span[0] - 12]
    asked = ends and text[min(ends)] in "?？"
    if asked or any(m.mode in ("question", "hypothetical", "negated", "instruction") or c.asks for c, m in near):
        return []
    return [Candidate(type="fact", text=told[:500], subject="user", predicate="job", object=cue.object[:200],
                      confidence=0.75, importance=0.7, mode="assertion")]  # fmt: skip


# The paper a once-event leaves, and what it says: a leaving one dated ("my old P45 from Kestrel Lettings,
# dated May 2018", "锦程家政的离职证明，上面写的2018年3月"), a birth certificate's place ("the birth
# certificate says Mexborough"), a degree's field and school ("my degree certificate. It says BSc
# Criminology, Teesside"). Read over the whole message (what the paper says is set off from it by a comma
# or a new sentence), as the user's recollection of the event: against an earlier one it is a question.
_LEAVING_PAPER = r"(?:P45|P60|leaver['’]s (?:letter|form)|leaving (?:letter|certificate)|termination letter|letter of termination|离职证明|离职信|辞职信|解除劳动合同(?:证明|通知书?)?)"
_PAPER_SAYS = r"(?:[,，.。]?\s*(?:it|which|that)?\s*(?:says|said|reads|shows|is)\s*|[,，]?\s*(?:dated|上面写的是?|上面写着|日期是|写的是?|落款是?)\s*)"
_PAPERS = (
    ("left_employer", pattern_cache.compile(
        rf"(?:\b{_LEAVING_PAPER}\s+(?:from|at)\s+(?P<org>{ORG})|(?P<org2>[{CJK}A-Za-z][{CJK}A-Za-z ]{{1,14}}?)\s*的\s*{_LEAVING_PAPER})"
        rf"[^。.;；]{{0,12}}?{_PAPER_SAYS}(?P<v>(?:(?:early|mid|late)[ -])?(?:(?-i:[A-Z])[a-z]+\s+)?(?:19|20)\d{{2}}(?:\s*年(?:\s*\d{{1,2}}\s*月)?)?)", _I)),
    ("birthplace", pattern_cache.compile(
        rf"(?:\bbirth certificate\b|出生证(?:明)?)[^。;；]{{0,20}}?{_PAPER_SAYS}(?P<v>(?-i:[A-Z])[a-z]+(?: (?-i:[A-Z])[a-z]+)?|[{CJK}]{{2,6}}?(?=$|[，。,.!！\s]|不是))", _I)),
    ("studied", pattern_cache.compile(
        rf"\b(?:degree certificate|diploma|transcript)\b[^;；]{{0,30}}?{_PAPER_SAYS}(?:(?:BA|BSc|MA|MSc|BEng|MEng|LLB|BEd)\s+(?:\(Hons\)\s+)?)"
        rf"(?P<v>(?-i:[A-Z])[a-z]+(?: (?:and |& )?(?-i:[A-Z])[a-z]+)?),\s*(?P<school>(?-i:[A-Z])[\w'’&-]+(?: (?-i:[A-Z])[\w'’&-]+){{0,3}})", _I)),
)


# a form filled in for oneself: the contact in case of need, and how they are related ("next of kin: Rosalind
# Achebe, relationship: wife", "紧急联系人填苏晴 关系那栏 呃 就写老婆")
_FORM_CONTACT = pattern_cache.compile(
    rf"(?:next of kin|emergency contact|in case of emergency|紧急联系人)(?:那栏|一栏)?(?:\s+on\s+[^,，。\n]{{1,30}}?\s+to\s+|\s*(?:[:：]|is|填|写|是|to)?\s*(?:写|填)?\s*)(?P<who>{NAME}|[{CJK}]{{2,3}}?)(?=$|[\s,，。.;；\n]|关系)", _I
)
_FORM_RELATION = pattern_cache.compile(
    rf"(?:relationship|relation|关系)(?:那栏|一栏)?\s*(?:[:：]|is|填|写|是)?\s*(?:呃|嗯|就|um|uh)?\s*(?:写|填)?\s*(?:my\s+)?(?P<rel>{_PARTNER_EN}|{_PARTNER_ZH})(?![A-Za-z])", _I
)


def _on_form(text: str, found: list[Candidate]) -> list[Candidate]:
    contact, relation = _FORM_CONTACT.search(text), _FORM_RELATION.search(text)
    if contact is None or relation is None or any(c.type == "relationship" and c.predicate in PARTNER_STAGES for c in found):
        return []
    if someone_elses_paper(text[max(0, contact.start() - 24) : contact.start()]):
        return []  # "Mum's emergency contact: …": her form
    who = contact.group("who")
    return [Candidate(type="relationship", text=text[:500], subject="user", predicate=_stage(relation.group("rel")), object=who,
                      confidence=0.75, importance=0.8, mode="assertion")]


def _on_papers(text: str, found: list[Candidate]) -> list[Candidate]:
    out = []
    for slot, pattern in _PAPERS:
        m = pattern.search(text)
        if m is None or someone_elses_paper(text[max(0, m.start() - 24) : m.start()]):  # "her P45", "我妈的出生证明"
            continue
        told = text[max(0, m.start() - 80) : m.end()].strip()
        if slot == "left_employer":
            org = (m.group("org") or m.group("org2")).strip()
            org = re.sub(r"^.*(?:翻到|翻出|找到|看到|拿到|收到|拿出|开了|打出)(?:了)?", "", org).strip() or org  # "翻出宏瓯造价事务所的…": the firm
            if any(c.predicate == "left_employer" and c.time for c in found):
                continue
            out.append(Candidate(type="event", text=told[:500], subject="user", predicate="left_employer", object=org[:200],
                                 event_type="left_company", time=m.group("v").strip()[:80], confidence=0.8, importance=0.8, change=True, mode="assertion"))
        elif slot == "birthplace" and not any(c.predicate == "birthplace" for c in found):
            out.append(Candidate(type="profile", text=told[:500], subject="user", predicate="birthplace", object=m.group("v").strip(),
                                 confidence=0.8, importance=0.8, mode="assertion"))
        elif slot == "studied" and not any(c.predicate == "studied" for c in found):
            out.append(Candidate(type="event", text=told[:500], subject="user", predicate="studied", object=_join(m.group("v"), m.group("school")),
                                 event_type="education", confidence=0.8, importance=0.8, topic=_level(text), mode="assertion"))
    return out


def _dated_plan(clauses: list[Clause], claims: list[Claim], sentence: int, found: list[Candidate], ref: datetime) -> list[Candidate]:
    """A sentence of the user's with a calendar day to come and something to do on it
    ("Implant consult on the 20th of November", "11月21号跟于姐做年度述职", "flu jab booked,
    Saturday the 18th at the pharmacy"): a plan, whatever its noun, when no frame made one.
    A birthday, a routine or a farewell is not one; a job started or a move made that day
    is told by its own memory."""
    mine = [(c, m) for c, m in zip(clauses, claims) if c.sentence == sentence]
    text = mine[0][0].sentence_text
    if any(c.type not in ("emotion", "opinion") and c.text in text and c.predicate != "lives_in" for c in found):
        return []  # a plan the frames read, or a job started that day (a move on a day to come is a
        # plan as well: "3月1号搬去杭州", and its own memory is a change to confirm)
    if _RECURRING.search(text) or _FAREWELL.search(text) or not _ACTIVITY.search(text):
        return []
    today = ref.date().isoformat()
    users = [(c, m) for c, m in mine if m.mode in ("assertion", "plan") and (m.subject == "user" or _INVITES_ME.search(c.text) or not _person_like(m.subject))]
    if not users:
        return []
    # the day may be told in a clause of its own or of someone else's ("老婆爸妈 11 月 23 号从西安
    # 飞过来, 我去宝安机场接"): what the user does that day is the plan
    for clause, claim in [*users, *((c, m) for c, m in mine if (c, m) not in users and m.mode in ("assertion", "plan"))]:
        told_past = tense(clause.text) == "past"
        for t in _outside_routines(_times(clause.text, ref, "future"), clause.text):
            if told_past and _BARE_WEEKDAY.fullmatch(t.raw.strip()):
                continue  # "someone who spent Friday repointing": that Friday is past (but "asked me for a talk on 20 November" is to come)
            if not (t.kind == "instant" and t.value and t.grain in ("day", "minute", "hour") and t.value[:10] > today and _NAMED_DAY.search(t.raw)):
                continue
            if _DONE_AFTER.search(clause.text[clause.text.find(t.raw) + len(t.raw) :]) or (int(t.value[:4]) - ref.year) * 12 + int(t.value[5:7]) - ref.month > 11:
                continue  # "11月9号考完了": told after the day (a year ahead is a past day read forward)
            doing = next((c for c, m in users if _ACTIVITY.search(c.text.replace(t.raw, ""))), None)
            if doing is None:
                continue
            words = _plan(doing.text, [t] if doing is clause else [], ref, claim) if doing is clause else _plan_words(doing.text)
            if not words:
                continue
            return [Candidate(
                type="event", text=text.strip().rstrip("。.!！")[:500], subject="user", predicate="plan", object=words[:200],
                event_type="plan", time=t.raw[:80], confidence=0.7, importance=0.55, mode="plan",
            )]  # fmt: skip
    return []


def _person_like(subject: str) -> bool:
    """Whether a claim's subject is someone (a name, a relation, a pronoun), not a thing
    ("the driving ability one", "plan is we move …", "房子在滨江租好了")."""
    if subject in ("other", "thing", "plan") or not subject:
        return False
    if subject.lower().startswith(("my ", "我", "he", "she", "they", "他", "她")) or subject[0].isupper():
        return True
    return bool(re.fullmatch(f"[{CJK}]{{2,3}}", subject) and zh_name_at(subject) == subject)


def _plan_words(text: str) -> str | None:
    """A plan's words from a clause without its day ("我去宝安机场接")."""
    words = re.sub(r"^(?:我们|我|咱们)?(?:还|也|就)?(?:要|会|得|打算|准备|计划|想)?(?:去|来)?(?=[\u3400-\u9fff]{2})", "", text.strip())
    words = re.sub(r"^(?:i(?:'ll| will)|we(?:'ll| will)|i'm|we're)\s+", "", words, flags=_I)
    return words[:120] or None


# what marks the day's event itself as done: "考完了", "went well", "had my…"
_DONE_AFTER = pattern_cache.compile(r"^[^，,。；;!?！？]*?(?:了(?!解)|过(?![来去])|完)|\b(?:went|was|were|had|did|got|passed|failed)\b", _I)


_NO_TIME = {"before", "earlier", "after", "later", "before that", "back then", "once", "at some point"}


def _times(text: str, ref: datetime, direction: str | None = None) -> list[TimeReading]:
    """The time expressions of a clause that say when (not "before switching to UX")."""
    return list(_times_of(text, ref, direction))


@lru_cache(maxsize=1024)
def _times_of(text: str, ref: datetime, direction: str | None) -> tuple[TimeReading, ...]:
    # one reading per clause and direction: a clause is read several times (its own time,
    # its sentence's, a plan's day to come)
    return tuple(t for t in find(text, ref, direction) if t.kind in ("instant", "interval", "unresolved") and t.raw.lower().strip() not in _NO_TIME)


_PROPOSAL_FORM = (
    rf"\bpropos(?:ed|e) to (?P<n>{NAME})|(?P<n2>{NAME})[^,.!?，。！]{{0,30}}?\b(?:proposed|propose|got down on one knee|popped the question|asked me to marry)"
    rf"|(?:跟|向|和|给)?(?P<n3>[{CJK}]{{2,3}}|{NAME})[^，。！!]{{0,20}}?求婚"
)
_PROPOSAL = pattern_cache.compile(_PROPOSAL_FORM)
_PROPOSAL_CASUAL = pattern_cache.compile(_PROPOSAL_FORM.replace(NAME, LOWER_NAME))
_PARTNER_NAMED = pattern_cache.compile(
    rf"(?:我(?:的)?|^|\b[Mm]y\s+)(?:{_PARTNER_ZH}|boyfriend|girlfriend|fianc[ée]e?|husband|wife|partner)\s*(?:叫|是|名叫|,)?\s*(?P<n>{NAME}|{CJK_NAME})"
    rf"|(?P<n2>{NAME})\s*\((?:my\s+)?(?:{_PARTNER_EN})(?:\)|$)"
)

_NAME_BEFORE_VERB = pattern_cache.compile(r"(?<![\w'’])(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+(?: [A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+)?)(?=\s+(?:proposed|said|is|and|asked|was|got|became)|\s*(?:求婚|正式|说|成为|是))")


def _note_people(text: str, claim: Claim, ctx: dict) -> None:
    """The last person named (what "he" and "她" point back to), and the partner."""
    names = _NAME_BEFORE_VERB.findall(text)
    pronoun = claim.subject.lower().split("'")[0] in ("he", "she", "they", "it", "him", "her") or claim.subject in ("他", "她", "他们", "她们", "它")
    greeted = re.match(GREETING_BEFORE_NAME, claim.subject, _I) is not None  # "Dear Auntie, …": whom the letter is to, not whom "he" means
    if not pronoun and not greeted and claim.subject not in ("user", "other", "thing") and not claim.subject.startswith(("my ", "我")) and len(claim.subject) <= 24:
        ctx["last_person"] = claim.subject
    elif names:
        ctx["last_person"] = names[-1]
    proposal = _PROPOSAL
    if casual(text):  # typed without case: any name-like word before the proposal
        proposal = _PROPOSAL_CASUAL
        text = text.lower()
    m = proposal.search(text)
    if m and (m.group("n") or m.group("n2") or m.group("n3")):
        name = m.group("n") or m.group("n2") or m.group("n3")
        if casual(name) and not looks_like_name(name):
            name = None
        if name and re.fullmatch(f"[{CJK}]+", name):
            group = next(g for g in ("n", "n2", "n3") if m.group(g))
            name = zh_name_at(text[m.start(group) :], (*ctx.get("known", ()), *ctx.get("known_partners", ())))  # where the name ends, read on (a time is no one: "昨晚求婚了")
        if name and name.lower() not in ("he", "she", "they", "him", "her"):  # "He asked me to marry him": who, the clause before says
            ctx["partner_hint"] = name[:1].upper() + name[1:]
    for m in _PARTNER_NAMED.finditer(text):
        name = m.group("n") or m.group("n2")
        ctx["partner_hint"] = zh_name_at(name, ctx.get("known", ())) if pattern_cache.compile(f"[{CJK}]+").fullmatch(name) else name


def _month_day(times: list[TimeReading]) -> str | None:
    # a date the words name ("14th of July") before one counted from today ("tomorrow")
    named = sorted(times, key=lambda t: not re.search(r"\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|月", t.raw, _I))
    for t in named:
        if t.value and re.fullmatch(r"\d{4}-\d{2}-\d{2}", t.value[:10]) and t.grain in ("day", "minute"):
            return t.value[5:10]
    return None


_WEEKDAY_RANGE = pattern_cache.compile(
    r"(?:周|星期|礼拜)[一二三四五六日天](?:到|至|~|-|～)(?:周|星期|礼拜)?[一二三四五六日天]|"
    r"\b(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?\s*(?:to|through|thru|till|until|-|–)\s*"
    r"(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?\b|"
    # a day every week: "starts every Monday by walking…", "每周五下午"
    r"\b(?:every|each)\s+(?:other\s+|single\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|每个?(?:周|星期|礼拜)[一二三四五六日天]",
    re.IGNORECASE,
)


def _outside_routines(times: list[TimeReading], text: str) -> list[TimeReading]:
    """``times`` less the days of a weekly routine in ``text`` ("周一到周五带小学生", "Monday to
    Friday"): a routine has no day to come."""
    routine = [m.span() for m in _WEEKDAY_RANGE.finditer(text)]
    return [t for t in times if not any(a <= t.start < b for a, b in routine)]


def _plan(text: str, times: list[TimeReading], ref: datetime, claim: Claim) -> str | None:
    """The plan's words without their time, if it has a time to come (or says it will)."""
    dated = [t for t in times if t.kind in ("instant", "interval") and t.value and t.grain in ("day", "minute", "hour", "week")]
    dated = _outside_routines(dated, text)
    today = ref.date().isoformat()
    future = [t for t in dated if t.value[:10] > today or (t.value[:10] == today and len(t.value) > 10 and t.value[11:16] > f"{ref:%H:%M}")]
    if not future and not (claim.mode == "plan" and not dated):
        return None
    if not future:
        return None  # a plan with no date is not a follow-up yet
    words = _clean(text, times, keep_long=True) or text
    words = re.sub(r"^(?:(?:also|so|and|ok|btw|just|finally)\s+)*(?:i(?:'ve| have)(?: got)?|i'm|we're|we have|there's|my|our|we)\s+(?:an?\s+|the\s+|my\s+)?|^(?:an?|the)\s+", "", words, flags=_I)
    words = re.sub(r"\s+(?:is|are|was|will be|booked for|booked|scheduled for|is on|on)$", "", words, flags=_I)
    # "我 要去面试" (its time taken out) is told of as "面试": no subject, no modal, no gap
    words = pattern_cache.compile(rf"(?<=[{CJK}])\s+(?=[{CJK}])").sub("", words)
    words = re.sub(r"^(?:上午|下午|中午|晚上|早上|傍晚)", "", words)  # the rest of its time ("下周二下午")
    words = re.sub(r"\s*(?:终于)?(?:约上了|定在|约在|安排在|报上了|订好了)\s*", "", words)

    words = pattern_cache.compile(r"^(?:我们|我|咱们)?(?:还|也|就)?(?:要|会|得|打算|准备|计划|想)?(?:去|来)?(?=[\u3400-\u9fff]{2})").sub("", words)
    return words[:120]


_TRAILING = pattern_cache.compile(
    r"(?:\s+(?:now|recently|again|too|as well|anymore|already|yet|lol|haha|though|actually|for good|these days|back|"
    r"right now|at the moment|for now|in|on|at|since|from|around|about|by|during|until|circa|this week|this year|"
    r"last night|tonight|today|officially|finally|as of today|for a \w+|for (?-i:[a-z0-9])\w* \w+s?))+$|[\"'“”‘’()（）]+$",
    _I,
)
_ZH_TRAILING = pattern_cache.compile(r"(?:了|的|啦|呢|吧|哦|呀|啊|那边|这边|附近|一带|周边|这里|那里|上班|工作|一周|两周|半年|一年|约在|定在)+$")
_LEADING = pattern_cache.compile(r"^(?:the|a|an|my|our)\s+(?=[A-Z])|^(?:了|在|到|去)", 0)


def _clean(obj: str, times: list[TimeReading], keep_long: bool = False) -> str | None:
    for t in times:  # time words are the time, not the object
        obj = obj.replace(t.raw, " ")
    obj = re.sub(r"\s+", " ", obj).strip(" ,.;:!?，。；：！？、\"'")
    previous = None
    while previous != obj:
        previous = obj
        obj = _TRAILING.sub("", obj).strip(" ,.;:!?")
        obj = _ZH_TRAILING.sub("", obj).strip()
        obj = _LEADING.sub("", obj).strip()
    limit = 200 if keep_long else 80
    if not obj or len(obj) > limit or obj.lower() in ("it", "this", "that", "there", "here", "them", "him", "her", "home"):
        return None
    return obj


def _without_credentials(candidates: list[Candidate], message: str) -> list[Candidate]:
    """Letters after a name on a badge or a signature are a credential, not the post:
    "GIDEON REYES, RN, NURSE MANAGER", "Ana Lima, PhD"."""
    def post_nominal(title: str) -> bool:
        return bool(re.fullmatch(r"[A-Z]{2,4}", title)) and bool(
            re.search(rf"(?-i:[A-Z][A-Za-z'’-]+(?:\s+[A-Z][A-Za-z'’-]+)+)\s*,\s*(?:[A-Z]{{2,4}}\s*,\s*)*{re.escape(title)}\b", message)
        )

    return [c for c in candidates if not (c.predicate == "job" and c.subject == "user" and c.object and post_nominal(c.object))]


def _one_schooling(candidates: list[Candidate]) -> list[Candidate]:
    """A school named again beside the subject studied there is one schooling, not two
    ("Field of study: forestry. School: Selkirk College")."""
    told = [c.object for c in candidates if c.event_type == "education" and c.object]
    return [c for c in candidates if not (c.event_type == "education" and c.object and any(
        other != c.object and other.endswith(f", {c.object}") for other in told))]


# the slots a correction of an earlier message may mend: one value at a time, the user's
_CORRECTABLE = frozenset({"lives_in", "employer", "job", "manager", "birthplace", "hometown", "studied", "graduated", "partner", "fiance", "spouse"})


def _correcting(c: Candidate, wrong: list[str]) -> Candidate:
    """``c`` marked as correcting the wrongly said value of its slot, when it is the user's and its value
    is another one of the same kind (a place for a place, a name for a name)."""
    if c.subject != "user" or c.predicate not in _CORRECTABLE or not c.object or c.mode != "assertion":
        return c
    for value in wrong:
        if value.lower() in c.object.lower() or c.object.lower() in value.lower():
            continue
        if c.predicate in ("lives_in", "birthplace", "hometown") and not (is_place(value) or re.match(r"[\u4e00-\u9fff]", value)):
            continue
        return c.model_copy(update={"corrects": value})
    return c


def _school_no_workplace(candidates: list[Candidate]) -> list[Candidate]:
    """The school the user studied at or graduated from, named in the same input, is no guess at
    a workplace: "I studied fisheries at Selkirk College", "专业：钟表维修，学校：德阳技师学院"."""
    schools = {c.object.rsplit(", ", 1)[-1] for c in candidates
               if c.subject == "user" and c.object and c.event_type in ("education", "graduation")}  # fmt: skip
    return [c for c in candidates if not (c.predicate == "employer" and c.doubt and c.object in schools)]


def _one_employer(candidates: list[Candidate]) -> list[Candidate]:
    """One input tells of one new employer: "Orientation at Auckland City Hospital today,
    Te Whatu Ora lanyard and all" names where and whose; the surest reading stays."""
    jobs = [c for c in candidates if c.predicate == "employer" and c.subject == "user" and c.mode == "assertion"]
    if len({c.object for c in jobs}) < 2 or any(c.predicate in ("left_employer", "left_company") or c.event_type == "left_company" for c in candidates):
        return candidates
    if any(_PAST_JOB.search(c.text) for c in jobs):
        return candidates  # "before Northwind I was at Brightline": two employers, one of them past
    if len({c.confidence for c in jobs}) == 1:
        return candidates  # "I work at Google. I work at Meta.": said alike, a question
    best = max(jobs, key=lambda c: c.confidence)  # a cue's reading yields to a surer one
    return [c for c in candidates if c not in jobs or c.object == best.object]


_IN_TOWN_AFTER = pattern_cache.compile(r"\s*(?:,\s*)?(?:in|based in|out in|down in|up in)\s+(?P<t>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+(?:[ -][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+)?))\b")


def _home_of_workplace(candidates: list[Candidate]) -> list[Candidate]:
    """Where the user works, told in passing, says where they live — as a guess to
    confirm, never a fact: "我在深圳水贝的 Aurelis Gem Lab 做宝石鉴定师" (深圳; the employer
    is Aurelis Gem Lab), "a welder at Harland Steel in Belfast" (Belfast). Only when the
    message names no home of its own."""
    homes = any(c.predicate == "lives_in" and c.subject == "user" for c in candidates)
    out = list(candidates)
    for i, c in enumerate(candidates):
        if c.predicate != "employer" or c.subject != "user" or c.mode != "assertion" or not c.object:
            continue
        town = None
        opening = main_place(c.object) if re.search(f"[{CJK}]", c.object) else None  # "Riverside Animal Clinic" is a name
        if opening and opening[0] == 0 and len(opening[2]) < len(c.object):
            town = opening[2]
            where = re.match(rf"{re.escape(town)}[{CJK}]{{0,4}}?的\s*(?P<org>\S.*)$", c.object)
            if where:  # "深圳水贝的 Aurelis Gem Lab": the lab, in a part of Shenzhen
                out[i] = c.model_copy(update={"object": where.group("org")})
        else:
            at = c.text.find(c.object)
            after = _IN_TOWN_AFTER.match(c.text, at + len(c.object)) if at >= 0 else None
            town = after.group("t") if after and is_place(after.group("t")) else None
        if town and not homes and not c.doubt:
            homes = True
            out.append(Candidate(
                type="fact", text=c.text, subject="user", predicate="lives_in", object=town, confidence=0.6,
                importance=0.6, mode="assertion", doubt="where you work, not said to be your home",
            ))  # fmt: skip
    return out


def _one_home(candidates: list[Candidate]) -> list[Candidate]:
    """One input tells of one home: "Moved to Singapore, 住在 Tiong Bahru" and "我现在在杭州，
    住在滨江" name the city and then the part of it. The first place said stays; the rest
    are where in it (never two homes at once)."""
    out, seen = [], {}
    for c in candidates:
        if c.predicate == "lives_in" and c.mode == "assertion" and c.doubt != PAST_STATE:  # (a past home is no first home)
            first = seen.setdefault(c.subject, c.object)
            if c.object != first:
                continue
        out.append(c)
    return out


_WECHAT_EMOJI = pattern_cache.compile(r"\[[\u4e00-\u9fff]{1,4}\]")
_WECHAT_EMOJI_FIRST = pattern_cache.compile(r"^(?:\s*\[[\u4e00-\u9fff]{1,4}\])+\s*")
_SPAN_OF_TIME = pattern_cache.compile(r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|\d+)\s+(?:years?|months?|weeks?|days?)", _I)


def _one_rule_value(candidates: list[Candidate]) -> list[Candidate]:
    """One message sets one value of a rule's topic: of two values, the one said as a rule ("from now on,
    … three bullet points max") stands, and the other, said without a rule's words, is its reason ("Long
    answers just feed the spiral")."""
    as_rule = {id(c): bool(_STANDING.search(c.text) or IMPERATIVE.match(c.text.strip())) for c in candidates if c.predicate == "instruction" and c.topic}
    marked = {c.topic: c.object for c in candidates if as_rule.get(id(c))}
    return [c for c in candidates if not (id(c) in as_rule and not as_rule[id(c)] and c.topic in marked and c.object != marked[c.topic])]


# the words every doubt of a guess at the user's own slot says ("a workplace named in talk of work, not said to
# be yours", "an arrival, the town named beside it: not said to be home")
_GUESS_OF_THE_USERS_SLOT = "not said to be"


def _unique(candidates: list[Candidate]) -> list[Candidate]:
    seen: dict[tuple, int] = {}
    out: list[Candidate] = []
    # a rule is its sentence: one per sentence and topic (the first value said), and a
    # sentence that sets a topic is not also a rule of its own clause by clause
    placed = {c.text for c in candidates if c.predicate == "instruction" and c.topic}
    named = {(c.predicate, c.subject) for c in candidates if c.type in ("relationship", "event") and c.object}
    for c in candidates:
        key = (c.type, c.subject, c.predicate, (c.object or c.text).lower(), c.time)  # another time: another statement
        if c.predicate == "instruction":
            if not c.topic and c.text in placed:
                continue
            key = (c.predicate, c.topic or "", c.text)
        if c.type in ("relationship", "event") and not c.object and (c.predicate, c.subject) in named:
            continue  # "我们领证了！林可就是我老婆了", "…2013 年那届": the one that names it
        if key not in seen:
            seen[key] = len(out)
            out.append(c)
        elif _GUESS_OF_THE_USERS_SLOT in (out[seen[key]].doubt or "") and not c.doubt and c.mode == out[seen[key]].mode and c.confidence >= out[seen[key]].confidence:
            # "到了！现在住 Auckland 了": the reading told plainly ("现在住 Auckland 了"), not the guess of its arrival
            # (only a guess of the user's own slot gives way; a relayed, hedged or past reading keeps its doubt)
            out[seen[key]] = c
        elif c.confidence > out[seen[key]].confidence and c.mode == out[seen[key]].mode:
            # the same statement in two clauses ("搬家公司终于走了, 苏州园区的新家…"): the surer reading
            out[seen[key]] = out[seen[key]].model_copy(update={"confidence": c.confidence})
    return out
