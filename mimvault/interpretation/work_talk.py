"""An employer and a manager told by a message about the user's work, whatever its grammar.

The frames and cues read an employer from a form of telling ("joined X", "X badge", "X的工牌").
People tell a new workplace in forms nobody listed: "Day two at Greystone Mutual and IT has
shipped me a laptop", "自从跳到砚池游戏，加班少了一半", "HR at Tamarind Bank wants my
new-starter forms". What such messages share is not a form but two things:

- they **talk about the user's work**: a word of working anywhere in the message (a job, a
  first week, HR, payroll, colleagues, 上班, 加班, 同事, 东家, 社保…);
- they **name one organisation**: a name the recogniser reads as an organisation's — a
  capitalised name ending in a word of an organisation's kind ("Bluestem Health"), a Chinese
  name ending in its trade ("恒舟物流", "衡石律师事务所"), or an unknown capitalised word where
  an organisation stands ("at Wrenfield", "poached by Lumenfield").

With a word of a new start (a first day, onboarding, 入职, 新东家) the message is the user's own
word of a change; without one, the workplace is only proposed — pending, with its reason. A
message about applying, interviewing, a client, a purchase or a past job suggests nothing, and a
message naming two organisations names none (which one is the user's is not known).

The second half reads a manager the same way: a named person directing the user's work.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from .. import pattern_cache
from ..places import place_of
from .casing import is_common_word, looks_like_name
from .claims import zh_name_at
from .lexicon import CJK, EN_ORG_KINDS, EN_TITLE, FIRST_PERSON, ZH_ORG_SUFFIXES, ZH_SENIOR_TITLES, ZH_SURNAMES

_I = re.IGNORECASE
SUGGESTED = "a workplace named in talk of work, not said to be yours"

# words of working: the message is about a job (the user's, when the clause is the user's own)
_WORK_EN = pattern_cache.compile(
    r"\b(?:jobs?|work(?:ing|ed)?|shifts?|first (?:day|week|month|shift)|day (?:one|two|three|1|2|3)|week (?:one|two|1|2)|"
    r"onboarding|induction|orientation|hr|payroll|pension|new[- ]starters?|new hires?|starters?|colleagues?|co-?workers?|"
    r"boss|manager|office|desk|badge|lanyard|laptop|probation|poached|hired|employer|employed|rota|roster|deadline|"
    r"reports?|spreadsheet|project|meetings?|tasks?|budget|invoices?|"
    r"compan(?:y|ies)|firm|staff|canteen|perks?|salary|wages?|pay ?slips?|pay ?checks?|pay stubs?|business cards?|"
    r"(?:email )?signature|p45|p60|w-?2|401\(?k\)?|promotion|promoted|lab coat|uniform|staff card|work (?:van|phone|car)|overtime|dress code|"
    r"fuel card|company card|(?-i:OT))\b",
    _I,
)
_WORK_ZH = pattern_cache.compile(
    r"工作|上班|下班|加班|入职|跳槽|跳到|换工作|换单位|单位|公司|东家|同事|领导|老板|主管|工牌|工卡|工资|年薪|月薪|高就|"
    r"社保|公积金|试用期|转正|猎头|挖到|挖走|合同|报到|培训|打卡|钉钉|企业微信|邮箱|签名|名片|部门|岗位|职位|工服|制服|员工卡|"
    r"(?<![A-Za-z])(?:(?i:offer|hr|onboarding|badge|team|boss|manager|job|lab coat|uniform|staff card|dress code|overtime)|OT)(?![A-Za-z])"
)


def talks_of_work(text: str) -> bool:
    return bool(_WORK_EN.search(text) or _WORK_ZH.search(text))


# a message about something else than working there: applying, a client, buying, a visit, a past job
_NOT_WORKING_THERE = pattern_cache.compile(
    r"\b(?:interview\w*|appl(?:y|ied|ying|ication)|recruiter|headhunt\w*|vacanc\w+|shortlist\w*|rejected|"
    r"clients?|customers?|suppliers?|vendors?|competitors?|account|mortgage|loan|insurance policy|order(?:ed)?|delivery|"
    r"subscription|membership|booked|visit\w*|tour|conference|trip|holiday|"
    r"used to|formerly|previously|former|ex-|old job|back when|years ago|left|quit|resigned|leaving|laid off|redundan\w+)\b|"
    r"面试|笔试|应聘|投了|投简历|简历|客户|供应商|甲方|乙方|合作方|竞争对手|开户|贷款|办卡|信用卡|下单|快递|会员|拜访|参观|"
    r"出差|旅游|以前|之前|那时候?|当年|做过|待过|干过|前公司|离职|辞职|离开|裁员|被裁",
    _I,
)
# words of a new start: the message tells a change of workplace, not only work there
_STARTING = pattern_cache.compile(
    r"\b(?:new job|first (?:day|week|fortnight|month|shift)|day (?:one|two|three|1|2|3)|week (?:one|two|1|2)|onboarding|induction|"
    r"new[- ]starters?|new hire|joined|started|poached|hired|signed (?:on|with)|new employer|new company|on (?:their|the) (?:payroll|books))\b|"
    r"入职|新(?:东家|单位|公司|工作|工牌|同事)|换了?(?:单位|工作|东家|公司)|跳槽|跳到|挖到|报到|试用期|第一(?:天|周|个月)上班|onboarding|day ?1|first day|new job",
    _I,
)
# an offer the user has not taken
_OFFER = pattern_cache.compile(r"offer", _I)
_OFFER_TAKEN = pattern_cache.compile(r"\b(?:signed|accepted|took|taking|started|start(?:s|ing)? (?:on|today|monday))\b|签了|接了|入职|报到|上班", _I)

_EN_KINDS_MORE = (
    r"Health|Healthcare|Motors|Mutual|Games|Biotech|Freight|Agritech|Fintech|Ledger|Pharma|Foods|Retail|Robotics|Analytics|"
    r"Software|Works|Industries|Engineering|Architects|Solicitors|Associates|Construction|Hotels?|Resorts?|Brewing|Brewery|"
    r"Bakery|Interactive|Entertainment|Publishing|Press|Records|Networks?|Telecom|Mobility|Power|Rail|Railways?|Shipping|"
    r"Marine|Maritime|Aviation|Aerospace|Security|Estates|Properties|Realty|Care|Medical|Dental|Pharmacy|Laboratories|"
    r"Research|Academy|Ventures|Investments?|Finance|Financial|Credit Union|Markets?|Stores|Supermarkets?|Apparel|Design|"
    r"Creative|Marketing|Consultancy|Consultants|Advisory|Legal|LLP|AG|SA|BV|Pty|Pte|Bhd|Tech|Digital|Studio|Kitchen|Café|Cafe|"
    r"Semiconductors?|Electronics|Vets|Veterinary|Surgery|Practice|Opticians|Optical|Assurance|Re-Assurance|Reinsurance"
)
_EN_KIND_END = pattern_cache.compile(rf"\s(?:{EN_ORG_KINDS}|{_EN_KINDS_MORE})\.?$")
_EN_NAME = pattern_cache.compile(r"(?<![\w'’@.-])(?-i:[A-Z][\w&'’.-]*(?:\s+(?:&\s+|of\s+|and\s+)?[A-Z][\w&'’.-]*)*)")
# where an organisation stands: "at X", "with X", "for X", "joined X", "poached by X", "@ X"
_ORG_PLACE = pattern_cache.compile(r"(?:\b(?:at|for|joined|join|joining|by|to)\s+(?:the\s+)?|@\s*|叫\s*|是\s*|在\s*|到\s*)$", _I)
_NOT_ORGS = frozenset(
    "i hr it ir pr ceo cto cfo coo vp org ok day week monday tuesday wednesday thursday friday saturday sunday slack linkedin "
    "zoom teams outlook excel google gmail whatsapp wechat onboarding induction payroll christmas easter new year "
    "english chinese swiss mandarin cantonese ai macbook mac iphone ipad windows android pixel thinkpad surface "
    "apple dell lenovo hp asus acer microsoft samsung huawei xiaomi sony hiring ot".split()
)
_ZH_KIND_END = pattern_cache.compile(rf"(?:{ZH_ORG_SUFFIXES})$")
# a pastime done at a place: "swimming at Porthminster", "yoga at Kinetic" (no workplace)
_PASTIME_AT = pattern_cache.compile(r"\b(?!working\b|starting\b)[a-z]+ing\s+at\s+(?:the\s+)?$", _I)
_LEAD_EN = pattern_cache.compile(r"^(?:The|My|Our|New|A|An|This|That)\s+")
# what stands between a Chinese organisation's name and the words before it
_ZH_ORG = pattern_cache.compile(rf"(?P<run>[{CJK}A-Za-z]{{1,10}}?)(?P<kind>{ZH_ORG_SUFFIXES}|零售|文旅|重工|机械|制造|光电|半导体|新能源|商贸|贸易|医药|诊所|幼儿园|合作社|协会|基金会|中心|[^\s的]局)")
# a Chinese name without its kind, where a workplace stands: after a verb of joining or of working
# somewhere, before a word of working there ("跳到了米哈游", "在中粮请个年假", "蜜雪冰城总部")
_ZH_BARE = pattern_cache.compile(
    rf"(?:跳到了?|跳槽到|进了?|加入了?|入职了?|在|给|到|来了?)(?P<org>[{CJK}]{{2,6}}?)"
    r"(?=上班|工作|干活|打工|做|当|这边|那边|总部|大楼|园区|食堂|工位|请|加班|报到|的(?:园区|食堂|工位|年假|工牌|人事|同事|领导|老板|HR)|(?i:hr))"
)
# a name before the things a new workplace hands its people: "声桥的入职手续全在手机上走完了", "Straits Fertility 给的 lab coat"
_ZH_ITS_THINGS = pattern_cache.compile(
    rf"(?:^|[，,。；;!！\s])(?P<org>[{CJK}]{{2,6}}?|[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*)*)\s*(?:给的|发的|的)\s*(?:新)?"
    r"(?:入职手续|入职材料|工牌|工卡|员工卡|劳动合同|工服|制服|(?i:offer|lab coat|laptop|badge|staff card|uniform))"
)
# a name set apart in quotes or brackets: "badge says 'Klarna'", "「宁德时代」四个字", "(Goldman Sachs)"
_SET_APART = pattern_cache.compile(r"[“\"「『'‘（(]\s*(?P<org>[A-Z][\w&'’. -]{1,40}?|[\u3400-\u9fff]{2,16}?)\s*[”\"」』'’）)]")
# a Latin name inside Chinese text, set off by the change of script: "Shopee 的 onboarding"
_LATIN_IN_ZH = pattern_cache.compile(r"(?<![A-Za-z0-9@.])(?P<org>[A-Z][\w&'’-]*(?:\s+(?:&\s+)?[A-Z][\w&'’-]*)*)(?![A-Za-z0-9])")
# typed without capitals: an unknown word where a workplace stands ("day 3 at canva", "im at woolies")
_CASUAL_AT = pattern_cache.compile(r"\b(?:at|joined|for)\s+(?P<org>[a-z][\w&'’-]{2,})\b")
# what follows a person's name, not a company's: a Chinese surname ("Chris 潘"), a verb of saying or asking
_PERSON_AFTER = pattern_cache.compile(rf"\s*(?:[{''.join(sorted(ZH_SURNAMES))}](?![{CJK}]{{2}})|说|问|讲|告诉|请|让|叫|带|她|他|接手|接管|调去|调到)")
# a person's role or relation right before a name: the name is theirs ("my manager Alice")
_PERSON_BEFORE = pattern_cache.compile(
    r"(?:\b(?:manager|boss|lead|colleague|coworker|buddy|mate|friend|sister|brother|mum|mom|dad|wife|husband|partner|girlfriend|boyfriend|"
    r"mr|mrs|ms|dr|prof)\.?|同事|老板|领导|主管|经理|朋友|老公|老婆|姐|妹|哥|弟|妈|爸)\s*(?:是|叫|名叫|\bis\b|\bnamed\b|\bcalled\b)?\s*$"
    r"|(?:名叫|名字叫|叫做)\s*$"  # "boss 叫 Steven", "manager 是 Kevin Zhao": a person by name
    rf"|[{CJK}]{{2,3}}\s*[（(]\s*$"  # "陈志明 (Jimmy)": the English name a Chinese one goes by
    r"|\b(?:vp|ceo|cto|coo|cfo|cro|cpo|cmo|svp|evp|gm|md|director|head|manager|boss|lead)\b[^,，。.!?]{0,24}?(?:叫|名叫|named|called)\s*$",  # "VP of Engineering 叫 Olivia Tan"
    _I,
)
_ZH_CUT = pattern_cache.compile(
    r"^.*(?:在|到|进|去|是|了|叫|于|从|给|把|被|跟|和|帮|成|为|做|那家|这家|一家|的|入职|加入|就职|签约|换到|调到|跳到|挖到|自从|现在|目前|已经|正式)"
)


def _runs(text: str) -> list[tuple[str, int]]:
    """Capitalised runs (run, where), and their parts either side of an "and" or a full stop
    ("Greystone Mutual and IT", "the Tate. My feet")."""
    out = []
    for m in _EN_NAME.finditer(text):
        out.append((m.group(), m.start()))
        at = m.start()
        for part in re.split(r"(\s+and\s+|\.\s+)", m.group()):
            if part.strip() and part != m.group() and not re.fullmatch(r"\s+and\s+|\.\s+", part):
                out.append((part, at))
            at += len(part)
    return out


# a person named by their post before the name: "COO Farah", "VP of Engineering" alone is a post
_BY_POST = pattern_cache.compile(r"(?:CEO|CTO|COO|CFO|CRO|CPO|CMO|VP|GM|MD|SVP|EVP)\s+\S", re.I)


def named_by_kind(name: str) -> bool:
    """Whether a word of an organisation's kind names ``name``: at its end ("Pellucid Systems",
    "海纳生物科技"), or first for a public body ("Ministry of Agriculture", "University of Otago")."""
    return bool(_EN_KIND_END.search(" " + name) or _ZH_KIND_END.search(name) or _KIND_OF.match(name))


_KIND_OF = pattern_cache.compile(r"(?:Ministry|Department|University|Bank|Office|Institute|College|Council|Board|Bureau|Agency|Commission|Authority) of\s+[A-Z]")


def _a_person(text: str, at: int, name: str) -> bool:
    """A name that stands where a person's does: after a role or relation ("my manager Alice",
    "boss 叫 Steven"), before a surname or a verb of saying, or with a title ("Ms Harriet Lowe")."""
    return bool(_PERSON_BEFORE.search(text[:at]) or _PERSON_AFTER.match(text, at + len(name)) or re.match(r"(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?(?:\s|$)", name))


def _en_orgs(text: str) -> list[tuple[str, int]]:
    out = []
    for run, start in _runs(text):
        name = _LEAD_EN.sub("", run.rstrip(".'’"))
        at = start + run.find(name)
        words = name.split()
        if not words or name.casefold() in _NOT_ORGS or place_of(name) or re.fullmatch(EN_TITLE, name, _I):
            continue
        if _BY_POST.match(name):
            continue  # "COO Farah": a person by their post
        if text[start + len(run) : start + len(run) + 2] in ("'s", "’s") and len(words) == 1:
            continue  # "at Priya's": someone's home
        kind = bool(_EN_KIND_END.search(" " + name)) and len(words) >= 2
        unknown = [w for w in words if not is_common_word(w) and w.casefold() not in _NOT_ORGS and not place_of(w)]
        if kind and unknown:
            out.append((name, at))
        elif len(words) <= 3 and len(unknown) == len(words) and _ORG_PLACE.search(text[:start]) and not _PASTIME_AT.search(text[:start]) and not _a_person(text, at, name):
            out.append((name, at))  # "at Wrenfield", "poached by Lumenfield Games" (no kind word: where it stands)
    return out


def _zh_orgs(text: str) -> list[tuple[str, int]]:
    out = []
    for m in _ZH_ORG.finditer(text):
        run = m.group("run")
        cut = _ZH_CUT.match(run)
        name = run[cut.end() :] if cut else run
        if len(name) < 2 and not re.fullmatch(r"[A-Za-z]+", name):
            continue
        name += m.group("kind")
        if place_of(name) or place_of(m.group("run")) == m.group("run"):
            continue  # "深圳公司": a place's office, not a name
        out.append((name, m.end() - len(name)))
    return out


def _other_orgs(text: str, org_ok: Callable[[str], bool]) -> list[tuple[str, int]]:
    """Names an organisation's place in the text tells: set apart, in a Chinese sentence, typed in lower case."""
    out = []
    chinese = len(re.findall(f"[{CJK}]", text)) >= 4
    for form in (_ZH_BARE, _ZH_ITS_THINGS, _SET_APART, *((_LATIN_IN_ZH,) if chinese else ()), *((_CASUAL_AT,) if not re.search(r"[A-Z]", text) else ())):
        for m in form.finditer(text):
            name = m.group("org").strip()
            if form is _CASUAL_AT:
                if is_common_word(name) or not looks_like_name(name):
                    continue
                name = name.title()
            if re.match(f"[{CJK}]", name) and zh_name_at(name) == name:
                continue  # a person's name
            if re.match(r"[A-Za-z]", name) and (name.casefold() in _NOT_ORGS or _WORK_EN.fullmatch(name) or all(is_common_word(w) for w in name.split()) or re.fullmatch(EN_TITLE, name, _I)):
                continue
            if _a_person(text, m.start("org"), name) or _BY_POST.match(name) or not org_ok(name):
                continue
            if _FIELD_OF_A_POST.search(text[: m.start("org")]):
                continue  # "Head of Accessibility": the field a post is over, not a workplace
            out.append((name, m.start("org")))
    return out


_FIELD_OF_A_POST = pattern_cache.compile(r"\b(?:head|director|vp|vice president|chief|manager|lead|dean|professor)\s+of\s+$", re.IGNORECASE)


@lru_cache(maxsize=64)  # each clause of a message asks about the same message
def orgs_named(text: str, org_ok: Callable[[str], bool]) -> tuple[tuple[str, int], ...]:
    """Organisation names in ``text`` (name, where), once each: those a word of their kind ends
    ("Bluestem Health", "恒舟物流") when there are any, else those their place in the text tells."""
    def once(found: list[tuple[str, int]], seen: dict[str, int]) -> dict[str, int]:
        for name, at in found:
            if not any(name in other or other in name for other in seen):
                seen[name] = at
        return seen

    kinds = once([(name, at) for name, at in [*_zh_orgs(text), *_en_orgs(text)] if org_ok(name)], {})
    if any(_EN_KIND_END.search(" " + name) or _ZH_KIND_END.search(name) for name in kinds):
        return tuple(kinds.items())
    return tuple(once(_other_orgs(text, org_ok), kinds).items())


# a clause about a thing of the user's work, which may name the workplace ("The canteen at X
# serves…", "My new company is called X", "HR at X wants my forms"): no one else's
_WORK_THING = pattern_cache.compile(
    r"(?:(?:my|our|the)\s+)?(?:new\s+)?(?:company|employer|firm|job|workplace|office|team|canteen|hr|it|payroll|place|"
    r"badge|lanyard|laptop|contract|pension|offsite|induction|onboarding)|(?:我的?|我们的?)?(?:新)?(?:公司|单位|东家|工牌|食堂)",
    _I,
)
_FIRST_PERSON = pattern_cache.compile(FIRST_PERSON, _I)


def said_of_work(subject: str, org: str, message: str) -> bool:
    """A clause whose subject is a thing of work or the organisation itself, not a person, in a
    message where the user speaks of themselves."""
    thing = subject in ("thing", "other") or org in subject or bool(_WORK_THING.fullmatch(subject.strip()))
    return thing and bool(_FIRST_PERSON.search(message))


def employer_in_work_talk(text: str, message: str, org_ok: Callable[[str], bool]) -> tuple[str, tuple[int, int], bool] | None:
    """The one organisation ``text`` (a clause of ``message``, the user's own) names (``org_ok``: the
    cues' test of an organisation's name), when the
    message talks of the user's work and of nothing that makes the organisation someone else's;
    and whether the message tells a new start there (the user's assertion of a change, not a guess)."""
    told = message or text
    if not talks_of_work(told) or _NOT_WORKING_THERE.search(told):
        return None
    if _OFFER.search(told) and not _OFFER_TAKEN.search(told):
        return None
    named = orgs_named(told, org_ok)
    if any(looks_like_name(name) and _HANDED_TO.search(told[max(0, at - 8) : at]) for name, at in named):
        return None  # a given name a thing is handed to is a person's ("cc 给 Eric"): no workplace guessed beside it
    if len(named) > 1:
        # "Tidewell 个 office 超 chill, 同 Lotus Re 嗰种 corporate 完全两回事": the one compared with is not where one is
        named = tuple((name, at) for name, at in named if not _compared_with(told, name, at))
    if len(named) != 1:
        return None
    name, _ = named[0]
    at = text.find(name)
    if at < 0:
        return None
    return name, (at, at + len(name)), bool(_STARTING.search(told))


_HANDED_TO = pattern_cache.compile(r"(?:给|抄送|(?i:\bcc))\s*$")
# the organisation another is compared with: "同 Lotus Re 嗰种 corporate 完全两回事", "unlike Hartwell", "compared to X"
_COMPARED_WITH = pattern_cache.compile(r"(?:比|比起|不像|不比)\s*$|\b(?:unlike|compared (?:to|with)|than at|than)\s+(?:the\s+)?$", _I)
_WITH_BEFORE = pattern_cache.compile(r"(?:同|跟|和)\s*$")
_COMPARISON_AFTER = pattern_cache.compile(r"[^，,。]{0,12}?(?:嗰种|那种|那样|相比|不一样|两回事|不同|差不多|比)")


def _compared_with(told: str, name: str, at: int) -> bool:
    before = told[max(0, at - 12) : at]
    return bool(_COMPARED_WITH.search(before) or (_WITH_BEFORE.search(before) and _COMPARISON_AFTER.match(told, at + len(name))))


# --- the person who directs the user's work ------------------------------------------------
#
# A manager is told by what they do over the user's work more often than by the word: "Gareth
# wants mite counts logged in a shared sheet now", "林海峰林总让我先把台账理一遍", "我的 1:1 改成跟
# CTO 梁凯", "都得先过裴雯副总那一关". A named person who directs the user (asks, assigns, checks,
# signs off, holds their one-to-ones) suggests the user's manager; a title over others attached to
# the name ("林总", "the GM", "CTO") with it makes the reading the user's own word.

DIRECTS = "a person who directs your work, not said to be your manager"
_EN_PERSON = r"(?-i:[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)"
_ZH_SENIOR = rf"(?:{ZH_SENIOR_TITLES}|老大)"
_EN_SENIOR = r"(?:gm|general manager|ceo|cto|coo|cfo|md|managing director|director|head of [a-z]+|owner|boss|manager|supervisor|team lead|lead|foreman|chief|principal|partner)"
# the person, then what they do to the user or the user's work
_EN_DIRECTS = pattern_cache.compile(
    rf"(?P<who>{_EN_PERSON})(?:['’]s)?(?:\s*,\s*(?:the|our|my)\s+(?P<t>[A-Za-z -]{{2,30}}?)\s*,)?\s+(?:\w+\s+){{0,2}}?"
    r"(?:wants|asked me|asks me|told me|tells me|has me|had me|gave me|gives me|put me|puts me|assigned me|sent me|sends me|checks my|checked my|"
    r"reviews? my|reviewed my|signs? off|signed off|approves?|approved|is riding along|rides along|sets my|set my|runs my|ran my|"
    r"moved me|moves me|booked me|wants me|needs me|expects me|made me|makes me)\b",
)
# the verbs of a rota, which direct the user's work by themselves
_ASSIGNS_ME = pattern_cache.compile(r"\b(?:put me down for|put me on|puts me on|has me on|assigned me|rostered me|scheduled me|booked me)\b", _I)
# a pronoun's person who wants the user's work: "… and he already wants my rota as a spreadsheet"
_HE_WANTS_MINE = pattern_cache.compile(r"\b(?:he|she)\s+(?:\w+\s+){0,2}?(?:wants|needs|expects|asked for|asks for)\s+my\s+(?!(?:number|address|opinion|help|advice)\b)\w+", _I)
_EN_MY_MEETINGS_WITH = pattern_cache.compile(
    rf"\bmy\s+(?:weekly\s+)?(?:one-to-ones?|one-on-ones?|1[:-]1s?|check-ins?|catch-ups?|supervisions?|appraisals?|reviews?)\s+(?:are|is|go|goes|will be)?\s*(?:now\s+)?with\s+(?:(?P<t>{_EN_SENIOR})\s+)?(?P<who>{_EN_PERSON})",
    _I,
)
_EN_TITLED_NOW = pattern_cache.compile(rf"(?P<who>{_EN_PERSON})(?:['’]s| is)\s+(?:the|our)\s+(?P<t>{_EN_SENIOR})\s+now\b", _I)
_ZH_DIRECTS = pattern_cache.compile(
    r"(?:让我|叫我|要我|带我|拉我|安排我|派我|喊我|催我|批了我|批我|给我(?:定|派|安排|布置|打分|签)|(?:review|approve|check)\s*我的|来定|说了算)"
)
_ZH_TO_THEM = pattern_cache.compile(
    rf"(?:交给|交|过|找|跟|向|改成跟|改成|都要|都得)\s*(?:(?i:cto|ceo|gm|coo)\s*)?(?P<who>[{CJK}]{{2,3}}|{_EN_PERSON})\s*(?:{_ZH_SENIOR})?\s*"
    r"(?:汇报|批|签字|审批|那一关|那关|(?i:review|approve|sign off|做\s*(?:one-on-one|1:1|1on1)|one-on-one|1:1)|做一对一|一对一)"
)
# the user's meetings or work handed to them: "我的 1:1 改成跟 CTO 梁凯", "周报以后交给邹敏"
_ZH_MINE_TO_THEM = pattern_cache.compile(
    rf"(?:1[:：]1|(?i:one-on-one|1on1|one-to-one)|一对一|周报|日报|汇报|审批)[^，。,]{{0,8}}?(?:改成|换成|变成)?(?:跟|给|找|交给)\s*(?:(?i:cto|ceo|gm|coo)\s*)?(?P<who>[{CJK}]{{2,3}}|{_EN_PERSON})"
)
# the user placed under them, or their name where the reporting line is shown: "归潘雪管",
# "分到了柯振东手下", "汇报线显示的是卢宛如"
_ZH_UNDER = pattern_cache.compile(
    rf"(?:归了?|划(?:给|到)了?|分到了?|调到了?)\s*(?:[^，。,]{{0,6}}?的)?\s*(?:{_ZH_SENIOR})?\s*(?P<who>[{CJK}]{{2,3}}?|{_EN_PERSON})\s*(?:{_ZH_SENIOR})?\s*(?:管|手下|名下|那条线|这条线|那个组|那组)"
    rf"|(?:汇报线|审批流|直属上级|顶头上司|第一关)[^，。,]{{0,8}}?(?:是|显示的?是|变成了?|换成了?)\s*(?P<who2>[{CJK}]{{2,3}}|{_EN_PERSON})"
)
# a person who has taken the user on: "since he took over my team", "Fiona took over as my line manager",
# "looking forward to managing me", "他接手我们 team 了", "换成孙立伟当我们组长" — the one named nearest before
_TAKES_ME_ON = pattern_cache.compile(
    r"\btook over\s+(?:as\s+)?(?:my|our)\s+(?:[a-z-]+\s+)?(?:team|manager|boss|supervisor|department|unit|lead|squad|crew)\b"
    r"|\btook over\s+(?:managing|supervising|running)\s+(?:me|us|my team)\b|\b(?:manag|supervis)(?:e|es|ing)\s+(?:me|us)\b"
    r"|(?:接手|接管)(?:了)?(?:我们|我)(?:的)?\s*(?:(?i:team|section|group|unit|department|dept|shift|crew|desk)|组|部门|团队|小组|科室|课|科|班组|车间)"
    r"|当(?:了)?(?:我们|我的?)(?:的)?\s*(?:组长|主管|经理|领导|老板|上司|(?i:boss|manager|supervisor|lead))"
    r"|\btook over as my\b|(?i:took over)\s*(?:as\s+)?(?:my|我的?)\s*\S+"
    # the user placed under them by their own word: "I'm her direct report" ("she's my lead" is cues._PRONOUN_ROLE's)
    r"|\bi['’]?m\s+(?:now\s+)?(?:his|her|their)\s+(?:direct\s+)?report\b",
    _I,
)
# where the org chart puts the user: "a line from my box straight up to Patrick Doyle", "我这条线上面直接挂的是许文博",
# "我上面直接是 Benjamin Ho"
_ABOVE_ME = pattern_cache.compile(
    rf"\bline\s+from\s+my\s+(?:box|name|role|position)\s+(?:\w+\s+){{0,2}}?(?:up\s+)?to\s+(?P<who>{_EN_PERSON})"
    rf"|我(?:这条线|这个位置|这一格|的位置)?上面(?:直接)?(?:挂的|连的)?(?:就)?是\s*(?P<who2>[{CJK}]{{2,3}}|{_EN_PERSON})",
)
_NOT_A_BOSS = pattern_cache.compile(
    r"\b(?:clients?|customers?|interview\w*|hiring manager|recruiter|used to|former|old boss|ex-boss|back then|years ago)\b|"
    r"客户|甲方|面试|(?<!绩效)(?<!年终)(?<!季度)(?<!年度)面谈|以前|之前|当年|那时候|前任",
    _I,
)


def _zh_name(text: str) -> str | None:
    """The Chinese name opening ``text``, ending where a title begins ("裴雯副总": 裴雯)."""
    name = zh_name_at(text)
    if name and len(name) == 3 and re.match(_ZH_SENIOR, text[2:5]):
        name = name[:2]
    return name


def _zh_person_before(text: str, at: int) -> tuple[str, bool] | None:
    """The Chinese name (with a senior title after it, "林海峰林总", "裴雯副总") nearest before ``at``."""
    names = []
    for i in range(max(0, at - 16), at):
        if names and i < names[-1][1] + len(names[-1][0]):
            continue  # inside the name read just before ("周建华周总": not 华周)
        if text[i] in ZH_SURNAMES:
            name = _zh_name(text[i:at])
            if name and len(name) >= 2 and not re.match(r"[的了是在我你他她]", name[1:]):
                names.append((name, i))
    if not names:
        return None
    name, i = names[-1]
    senior = re.match(rf"\s*{_ZH_SENIOR}", text[i + len(name) : at]) is not None
    if re.fullmatch(f".{_ZH_SENIOR}", name) or (len(name) == 2 and re.match(_ZH_SENIOR, name[1:])):
        # "林海峰林总": the surname and title stand for the full name said just before
        earlier = [n for n, j in names[:-1] if n[0] == name[0] and len(n) >= 2]
        if earlier:
            return earlier[-1], True
        # "陈总让我…", "莫主任让我…": the surname and the title are how the user names them
        return (name, True) if re.fullmatch(f".{_ZH_SENIOR}", name) else None
    return name, senior


def _person_nearest_before(told: str, at: int, person_ok: Callable[[str], bool]) -> str | None:
    """The person named nearest before ``at`` in ``told``: a capitalised name or a Chinese one."""
    before = told[:at]
    named = []
    for n in re.finditer(_EN_PERSON, before):
        words, at = n.group().split(), n.start()
        if len(words) == 2 and is_common_word(words[0]):  # "Since Fiona": a word that opens the sentence, then the name
            words, at = words[1:], n.start() + n.group().index(words[1])
        name = " ".join(words)
        if person_ok(name) and not is_common_word(words[0]) and name not in ("He", "She", "I"):
            named.append((at, name))
    zh = _zh_person_before(told, at)
    if zh:
        named.append((before.rfind(zh[0]), zh[0]))
    return max(named)[1] if named else None


def manager_in_work_talk(
    text: str, message: str, person_ok: Callable[[str], bool], someone_elses: re.Pattern[str]
) -> tuple[str, tuple[int, int], bool] | None:
    """The person ``text`` (the user's own clause) says directs the user's work, and whether a
    title over others names them too (then the reading is the user's word, not a guess).
    ``person_ok`` and ``someone_elses``: the cues' tests of a name and of a role that is another's."""
    told = message or text
    if _NOT_A_BOSS.search(told):
        return None
    # the sentence may be split at the commas of an apposition ("Dmitri Volkov, the GM, | gave me…"):
    # a form read across the message counts for a clause inside it
    where = told.find(text) if text in told else -1
    for form in (_EN_MY_MEETINGS_WITH, _EN_TITLED_NOW, _EN_DIRECTS):
        m = form.search(text)
        if m is None and where >= 0:
            m = next((w for w in form.finditer(told) if w.start() <= where + len(text) and where <= w.end()), None)
            m = m if m and m.start("who") < where else None  # the name before the clause that tells the direction
        if m and person_ok(m.group("who")) and not is_common_word(m.group("who").split()[0]) and not someone_elses.search(text[: m.start("who")]) \
                and not named_by_kind(m.group("who")):  # "HR at Tamarind Bank wants my forms": an organisation, no person
            title = m.groupdict().get("t") or ""
            senior = bool(re.fullmatch(_EN_SENIOR, title.strip(), _I)) or form is _EN_TITLED_NOW
            if not senior and form is _EN_DIRECTS and not talks_of_work(told) and not _ASSIGNS_ME.search(text[m.start() : m.end() + 12]):
                continue  # "Anouk asked me to marry her", "Northgate Rail have asked me in": no work directed
                # (a rota's verbs need no other word of work: "Bernadette has put me down for the yearlings")
            at = text.find(m.group("who"))
            return m.group("who"), (at, at + len(m.group("who"))) if at >= 0 else (0, 0), senior
    m = _HE_WANTS_MINE.search(text)
    if m and talks_of_work(told):
        # "Gareth's first week in charge of the yard and he already wants my rota": the one the pronoun stands for
        found = _person_nearest_before(told, (where if where >= 0 else 0) + m.start(), person_ok)
        if found and not someone_elses.search(told[: told.find(found)]) and not is_common_word(found.split()[0]):
            at = text.find(found)
            return found, (at, at + len(found)) if at >= 0 else (0, 0), False
    m = _ABOVE_ME.search(text)
    if m:
        group = "who" if m.group("who") else "who2"
        who = _zh_name(text[m.start(group) :]) if re.match(f"[{CJK}]", m.group(group)) else m.group(group)
        if who and len(who) >= 2 and (person_ok(who) or re.match(f"[{CJK}]", who)):
            return who, (m.start(group), m.start(group) + len(who)), True  # the reporting line drawn: said, not guessed
    m = _TAKES_ME_ON.search(text)
    if m is None and where >= 0:
        m = next((w for w in _TAKES_ME_ON.finditer(told) if where <= w.start() < where + len(text)), None)
        base = where
    else:
        base = 0
    if m:
        found = _person_nearest_before(told, base + m.start() if base else (where + m.start() if where >= 0 else m.start()), person_ok)
        if found and not someone_elses.search(told[: told.find(found)]):
            at = text.find(found)
            return found, (at, at + len(found)) if at >= 0 else (0, 0), True  # one who took the user on: said, not guessed
    m = _ZH_UNDER.search(text)
    if m:
        group = "who" if m.group("who") else "who2"
        who = m.group(group)
        if re.match(f"[{CJK}]", who) and group == "who2":
            who = _zh_name(text[m.start(group) :])  # (before 管/手下 the form itself ends the name)
        if who and len(who) >= 2 and not someone_elses.search(text[: m.start(group)]):
            return who, (m.start(group), m.start(group) + len(who)), True  # the user placed under them: said, not guessed
    for form in (_ZH_TO_THEM, _ZH_MINE_TO_THEM):
        m = form.search(text)
        if m and not someone_elses.search(text[: m.start("who")]):
            who = m.group("who")
            if re.match(f"[{CJK}]", who):
                who = _zh_name(text[m.start("who") :]) or ""
            if who and len(who) >= 2:
                senior = re.search(rf"(?i:cto|ceo|gm|coo)\s*(?=\S*$)|{_ZH_SENIOR}", m.group()) is not None
                at = m.start("who")
                # the user's own work handed to them, told among words of work, is the user's word
                return who, (at, at + len(who)), senior or bool(_WORK_ZH.search(told))
    m = _ZH_DIRECTS.search(text)
    if m:
        found = _zh_person_before(text, m.start())
        if found and not found[1] and (not talks_of_work(told) or text.startswith("帮", m.end())):
            return None  # "王丽让我帮她带孩子": a favour asked, not work directed
        if found and not someone_elses.search(text[: text.find(found[0])]):
            at = text.find(found[0])
            return found[0], (at, at + len(found[0])), found[1]
    return None
