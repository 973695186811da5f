"""Slot cues: a slot told without a verb frame — a word of the slot and a value of the
slot's kind in one clause.

People rarely say "I live in Cardiff" twice. They say "Home is a two-up two-down in
Canton, Cardiff", "搬来 Seattle 两周", "Amazon badge 拿到了", "京东试用期第三周了", "Still
a staff nurse", "岗位叫物理教研员", "Bethan's our ward manager", "于静是我们组的头儿". Each
pairs a **cue** of the slot (a home, a badge, a probation period, a title, a role over
us) with a **value of the slot's type** found by a recogniser, not by the sentence:

    places      the gazetteer (``places.py``), the most populous place of the clause
    employers   an organisation name right before an employer's cue ("X badge", "X的工位",
                "X试用期"), or after "at" in a first-day clause
    titles      a job title: modifiers and an occupation head noun (``lexicon.py``)
    people      a name beside a role word of the one above the user

Frames come first; a cue fills only a slot no frame of the clause filled. The clause
analysis still decides certainty: a cue reads only the user's own assertions (other
people's homes and jobs, wishes, questions and pasted text never reach it).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from .. import pattern_cache
from .claims import ZH_WORKPLACE_POST, zh_name_at
from .lexicon import (
    EN_RELATIONS,
    GREETING_BEFORE_NAME,
    ZH_ANY_WORKER,
    ZH_ORG_SUFFIXES,
    ZH_RELATIONS,
    ZH_PROVINCES,
    CJK,
    EN_ROLE_TITLE,
    EN_TITLE,
    JOB_ACRONYMS,
    NOT_OCCUPATIONS,
    OCCUPATIONS,
    ZH_ROLE_TITLE,
    ZH_TITLE,
    EMPLOYER_CUES_EN,
    EMPLOYER_CUES_ZH,
    EN_TRAVEL,
    FELL_THROUGH_EN,
    FELL_THROUGH_ZH,
    MANAGER_ROLES_EN,
    MANAGER_DUTIES_EN,
    MANAGER_DUTIES_ZH,
    MANAGER_WORK_EN,
    MANAGER_WORK_ZH,
    MANAGER_ROLES_ZH,
    ZH_SURNAMES,
    ZH_UNIVERSITY_NAMES,
    ZH_TRAVEL,
    ZH_PIVOT_VERBS,
    EN_FLOATING_ADVERBS,
    ZH_FLOATING_ADVERBS,
    ZH_WORKPLACE_ENDINGS,
)
from .casing import looks_like_name
from .english import is_inflected
from ..places import place_of, place_rank, same_place
from .romanised import name_forms
from .workplace import workplaces_named
from .documents import shown_on_documents
from .requests import someone_elses_document
from .work_talk import DIRECTS, SUGGESTED as TALK_SUGGESTED, employer_in_work_talk, manager_in_work_talk, named_by_kind

_I = re.IGNORECASE


@dataclass
class Cue:
    """A slot value a cue found: what ``rules.Found`` is made from."""

    type: str
    predicate: str
    object: str
    span: tuple[int, int]
    about_user: bool = False
    confidence: float = 0.8
    event_type: str | None = None
    doubt: str | None = None  # why the cue is unsure: governance keeps it pending, with this reason
    work_talk: bool = False  # read from a message's talk of work: a clause about a thing of work may tell it
    time: str | None = None  # the time words the record gives ("Year of graduation: 2014"): a bare year is a time there


# --- recognisers ---------------------------------------------------------------------

_EN_CAPS = pattern_cache.compile(r"(?<![\w'’])[A-Z][\w'’&.-]*(?:\s+(?:of\s+|and\s+|for\s+|&\s+|de\s+)?[A-Z][\w'’&.-]*)*")
_ZH_RUN = pattern_cache.compile(f"[{CJK}]+")
# a Chinese place is a word of its own: what may stand before and after it
_ZH_BEFORE = set("在住去来回到搬从于是离飞个家达抵了把脚根")  # (落脚, 扎根: verbs of settling)  # ("把石家庄这套房子的暖气费交了": 把 opens the phrase)
_ZH_ARRIVED = ("落地", "降落", "搬进", "住进")  # "落地香港": landed there; "搬进东莞新家": moved into a home there
_ZH_AFTER = set("的这那住市人买租定安落了工上当做读待呆过区县省附边里第一二两三四五六七八九十半几生出长东西南北新")  # ("东莞新家")
_NOT_PLACES = {"home", "mission", "day", "may", "march", "june", "august", "reading", "bath", "nice", "mobile", "orange", "victoria",
               "university", "college", "hospital", "school", "city", "general", "central", "north", "south", "east", "west"}  # fmt: skip
# towns whose names are also words or names ("Reading", "Bath", "Victoria"): a town after a
# preposition of place ("the new rental in Victoria", "moved to Reading")
_TOWN_OR_WORD = {"reading", "bath", "nice", "mobile", "orange", "victoria"}
_PLACE_PREPOSITION = pattern_cache.compile(r"\b(?:in|to|from|near|outside)\s+$", _I)


def _opens_sentence(text: str, at: int) -> bool:
    return not text[:at].strip() or bool(re.search(r"[.!?。！？:：;；\n]\s*$", text[:at]))


def _common_word(word: str) -> bool:
    from .casing import is_common_word

    return is_common_word(word)


# what a town's name names when one of these follows it
_STREET_WORDS = frozenset(
    "road rd street st lane ln avenue ave drive dr way close crescent terrace grove gardens place square row walk "
    "hill mews court parade boulevard highway station airport hospital bridge park estate".split()
)


_A_COUNT = pattern_cache.compile(r"[一二三四五六七八九十两几半]+[次回遍个天年月号点趟顿]")


def places_in(text: str) -> list[tuple[int, int, str]]:
    """Places the gazetteer knows in ``text``: (start, end, words as written)."""
    found: list[tuple[int, int, str]] = []
    for m in _EN_CAPS.finditer(text):
        words = list(re.finditer(r"\S+", m.group()))
        i = 0
        while i < len(words):
            for j in range(len(words), i, -1):
                a, b = m.start() + words[i].start(), m.start() + words[j - 1].end()
                name = re.sub(r"['’]s$", "", text[a:b].rstrip(".,'’"))  # "Ottawa's Glebe": Ottawa, then its part
                if j < len(words) and words[j].group().rstrip(".,").casefold() in _STREET_WORDS:
                    continue  # "Abbeydale Road", "Great Ormond Street": a street's name, not the town
                known = name.casefold() not in _NOT_PLACES or (name.casefold() in _TOWN_OR_WORD and _PLACE_PREPOSITION.search(text[max(0, a - 8) : a]))
                if known and i == j - 1 and _opens_sentence(text, a) and not _PLACE_PREPOSITION.search(text[max(0, a - 8) : a]):
                    known = not _common_word(name)  # "Van unpacked", "Nice day": a word capitalised by its place
                if known and place_of(name):
                    found.append((a, a + len(name), name))
                    i = j - 1
                    break
            i += 1
    for m in _ZH_RUN.finditer(text):
        run, i = m.group(), 0
        while i < len(run) - 1:
            for size in (4, 3, 2):
                sub = run[i : i + size]
                if len(sub) < size or not place_of(sub) or _A_COUNT.fullmatch(sub):
                    continue  # (a count is no town, whatever a gazetteer spells so: "吵了三次" is not 三次市)
                a, b = m.start() + i, m.start() + i + size
                before = text[a - 1] if a else ""
                after = text[b] if b < len(text) else ""
                district = place_of(text[b : b + 2]) or place_of(text[b : b + 3]) or pattern_cache.compile(f"[{CJK}]{{1,3}}[区县镇]").match(text[b:])
                # a big city opening a clause is the city whatever follows ("深圳南山租了个…", "广州天河的新房子")
                # (or after a word of place: "地址在珠海香洲", "落脚深圳南山")
                # (not after 从 or 离, where a town is left or measured from; not before a name's 家, someone's home: "九江雪安家")
                district = district or (
                    (not before or not re.match(f"[{CJK}]", before) or (before in _ZH_BEFORE and before not in "从离"))
                    and place_rank(sub) < 3000
                    and "家" not in text[b : b + 4]
                )
                if sub in ZH_PROVINCES and district:
                    continue  # "湖南吉首": the province, then the town it is told for
                if text[max(0, a - 3) : a] in ZH_PROVINCES or text[max(0, a - 2) : a] in ZH_PROVINCES:
                    before = ""  # a town right after its province stands on its own
                if text[max(0, a - 2) : a] in _ZH_ARRIVED:
                    before = ""
                if (not before or not re.match(f"[{CJK}]", before) or before in _ZH_BEFORE) and (
                    not after or not re.match(f"[{CJK}]", after) or after in _ZH_AFTER or district  # "广州天河", "深圳南山"
                ):
                    found.append((a, b, sub))
                    i += size - 1
                    break
            i += 1
    if not found and not re.search(r"[A-Z]", text):
        # typed without capitals: a town the gazetteer knows after a word of place ("my new place
        # in saskatoon", "the commute in from guelph"), no common word
        for m in _CASUAL_PLACE.finditer(text):
            name = next((n for n in (m.group("two"), m.group("one")) if place_of(n) and n not in _NOT_PLACES and not _common_word(n)), None)
            if name:
                found.append((m.start("one"), m.start("one") + len(name), name.title()))
    return sorted(found)


_CASUAL_PLACE = pattern_cache.compile(r"\b(?:in|to|from|near|outside)\s+(?P<two>(?P<one>[a-z][a-z'’-]{2,})(?:\s+[a-z][a-z'’-]{2,})?)")


# what names a part of a town ("南山科技园", "县城凤城这边", "软件园二期附近", "成都高新区")
_PART_OF_TOWN = pattern_cache.compile(r"(?:区|县|县城|镇|村|街|路|道|园|湾|城|坊|里|小区|新区|附近|这边|那边|一带|二期|三期)$")


_NEAR_A_PLACE = r"\s*(?:附近|旁边|边上|一带|周边|这边|那边|对面|脚下)"
_EN_NEAR = r"\b(?:near|by|next to|close to|opposite|round the corner from|a (?:short )?walk from|minutes from)\s+(?:the\s+)?"


def _blank(text: str, clauses) -> str:
    """``text`` with ``clauses`` blanked out, every offset kept."""
    for clause in clauses:
        text = text.replace(clause, " " * len(clause))
    return text


def town_before(message: str, clause: str, foreign: tuple[str, ...] = (), part: str = "") -> str | None:
    """The town the message names last up to the end of ``clause``, outside clauses about
    someone else and homes given up, for a ``part`` of a town: where "租在南山科技园附近"
    or "住县城凤城这边" is ("刚到深圳，…，租在南山科技园附近": 深圳)."""
    end = message.find(clause)
    opening = main_place(part) if part else None  # "上海静安": a town, then its district
    # "租在翠湖附近", "a flat near Green Lake in Seattle": a landmark of the town, not the town
    near = part and (re.search(re.escape(part) + _NEAR_A_PLACE, clause) or re.search(_EN_NEAR + re.escape(part), clause, re.I))
    if end < 0 or (part and not near and not _PART_OF_TOWN.search(part) and not (opening and opening[0] == 0 and opening[1] < len(part))):
        return None  # "New York" is no part of York
    rest = message[: end + len(clause)]
    rest = _blank(rest, [*foreign, *(p for p in re.split(r"[，,；;。.!！]", rest) if _LEFT_HOME.search(p) or _NOT_HOME.search(p))])
    # not a town told as the one before ("…like back in Antwerp", "moved here from Turku", "以前在武汉")
    towns = [t for t in places_in(rest) if not _TOWN_BEFORE_NOW.search(rest[: t[0]])]
    return towns[-1][2] if towns else None


# a street address, then its town: "4 Low Fellside, Kendal", "12B Mill Lane, Bolton BL1 4QQ" — the town
# by where it stands, whether or not the gazetteer knows it (a small town)
_ADDRESS_TOWN = pattern_cache.compile(
    r"(?<![\w/-])\d{1,4}[A-Za-z]?,?\s+(?:(?-i:[A-Z])[a-z'’]+\s+){0,3}(?-i:[A-Z])[a-z'’]+\s*,\s*"
    r"(?P<town>(?-i:[A-Z])[a-z'’]+(?:[ -](?-i:[A-Z])[a-z'’]+)?)(?=\s*(?:(?-i:[A-Z]{1,2}\d)|\d{4,6}\b|[,.;!—–-]|$))"
)


def address_town(text: str) -> str | None:
    """The town of the one street address ``text`` holds (none, or two different ones: None)."""
    towns = {m.group("town") for m in _ADDRESS_TOWN.finditer(text) if m.group("town").lower() not in _NOT_A_TOWN_WORD}
    return towns.pop() if len(towns) == 1 else None


_NOT_A_TOWN_WORD = frozenset({"street", "road", "lane", "avenue", "flat", "apartment", "unit", "floor", "suite", "the", "and"})


def town_of_the_move(message: str, foreign: tuple[str, ...] = ()) -> str | None:
    """The one town a message that tells a move without its destination names ("搬过来快一个礼拜了，…南通的早饭
    还是吃不惯", "register with a GP in York? We came over from Sheffield yesterday"): not the one left, nor one
    of someone else's clause; two towns leave it unsaid."""
    rest = _blank(message, [*foreign, *(p for p in re.split(r"[，,；;。.!！?？]", message) if _LEFT_HOME.search(p) or _NOT_HOME.search(p))])
    towns: list[str] = []
    for start, end, town in places_in(rest):
        if _TOWN_BEFORE_NOW.search(rest[:start]) or re.search(r"(?:从|自|\bfrom)\s*$", rest[max(0, start - 6) : start], _I):
            continue  # the town left behind
        if _FORMER_AFTER.match(rest, end) or _FORMER_BEFORE.search(rest[max(0, start - 30) : start]):
            continue  # "南通的旧地址删了吧", "my old flat in Leeds": the old one
        if not any(same_place(town, t) for t in towns):
            towns.append(town)
    if not towns and (town := address_town(message)):  # (the message's: an address's town is a clause of its own)
        towns.append(town)  # "Address labels for the new place came — 4 Low Fellside, Kendal": a small town, by its address
    if len(towns) == 2 and re.search(rf"{re.escape(towns[0])}\s*[,，]\s*{re.escape(towns[1])}|{re.escape(towns[1])}\s*[,，]\s*{re.escape(towns[0])}", rest):
        return min(towns, key=place_rank)  # "Spokane, South Hill": a town and a part of it, side by side — the town
    return towns[0] if len(towns) == 1 else None


_FORMER_AFTER = pattern_cache.compile(r"[^，,。.;；]{0,4}?的?(?:旧|以前的|之前的|原来的)")
_FORMER_BEFORE = pattern_cache.compile(r"\b(?:old|previous|former)\s+(?:\w+\s+){0,2}(?:in|at)\s+$|(?:以前|之前|原来)(?:住)?在?\s*$", _I)
# a new address of the user's, or where their post goes now: the town the message names is home
_NEW_ADDRESS = pattern_cache.compile(
    r"新(?:的)?(?:收货|家庭|居住|住家)?地址|以后(?:快递|包裹|信)?都?(?:寄|发)到?|\bmy\s+new\s+(?:home\s+|postal\s+|delivery\s+)?address\b"
    r"|\b(?:change|update)\s+my\s+(?:home\s+|postal\s+|delivery\s+)?address\b",
    _I,
)
# the new home named without a town, its street address elsewhere in the message ("labels for the new place came —
# 4 Low Fellside, Kendal")
_CJK_RE = pattern_cache.compile(rf"[{CJK}]")
_NEW_HOME = pattern_cache.compile(
    r"(?<!['’]s )\b(?:the|our|my)\s+new\s+(?:place|home|flat|house|apartment|digs)\b|^\s*new\s+address\b"
    # (in Chinese, the new home by a part of town the gazetteer lacks: "从椒江的新家到厂区…台州公交…")
    r"|(?<![他她妈爸哥姐弟妹婆公友事])(?:的)?(?:新家|新房子|新住处|新租的房子)",
    _I,
)
_TOWN_BEFORE_NOW = pattern_cache.compile(
    r"(?:\bback(?: home)? in|\b(?:moved|came)(?: here)? from|\bleft|\bused to live in|(?:以前|之前|从前|曾经)(?:在|住(?:过|了)?在?|待过|呆过))\s*$", _I
)


def main_place(text: str) -> tuple[int, int, str] | None:
    """The town a clause is about: of "Canton, Cardiff" or "南山…深圳", the most populous."""
    spans = places_in(text)
    return min(spans, key=lambda s: place_rank(s[2]), default=None)


_ORG_STOP = {
    "公司", "新公司", "这边", "那边", "我们", "我", "第一天", "今天", "新", "的", "现在", "这家", "那家", "单位", "工作",
    "the", "my", "our", "new", "first", "day", "today", "name", "this", "that", "a", "an", "i", "and", "so", "still",
}  # fmt: skip
# the acronyms of work's own things — its documents, formats, roles, departments and measures — never a
# workplace ("谢谢你上回帮我改的培训PPT", "写了八份SOP", "R&D 各个 team leads")
_WORK_ACRONYMS = frozenset(
    "PPT PPTX PDF DOC DOCX XLS XLSX CSV SOP KPI KPIS OKR OKRS CV HR IT CEO CTO CFO COO CIO VP PM PMO QA QC IP R&D RND PCT SEO "
    "CRM ERP API UI UX DDL OA MVP ROI P&L SLA RFP RFQ BOM FAQ SAAS B2B B2C".split()
)
# people named by what they are to the user's work, never a workplace
_ZH_PEOPLE = frozenset("同事 新同事 客户 学生 同学 员工 新员工 孩子 家长 病人 患者 顾客 用户 团队 大家 组员 下属 队员 学员 徒弟".split())
_ZH_ORG_LEAD = pattern_cache.compile(r"^(?:现在|今天|已经|终于|正式|刚刚|刚|在|去|到|进|新|我们|我|成为了?|成了|加入了?|上面还?|还?印着|还?写着|印的是|写的是)+")
_TIME_WORD = pattern_cache.compile(r"\d|[一二两三四五六七八九十]+(?:天|周|个月|年)|周[一二三四五六日末]|昨天|今天|明天|上周|下周|(?i:\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|today|week|weekly|daily|monthly|quarterly|yearly|annual|weekend|tonight|tomorrow|yesterday)\b)")


def org_before(text: str, at: int) -> str | None:
    """The organisation named right before position ``at`` ("Te Whatu Ora| lanyard",
    "猿辅导|的工位", "京东|试用期")."""
    head = re.sub(r"(?:\s*(?:的|这边|那边))?\s*$", "", text[:at])  # "同程这边入职": 同程
    head = re.sub(r"(?:\s+(?:staff|work|new|id|company|employee|office|team))+$", "", head)  # "Clatsop Maritime Institute staff| badge"
    m = re.search(rf"(?:[A-Z][\w&.'’-]*(?:\s+(?:of\s+|and\s+|&\s+)?[A-Z][\w&.'’-]*)*|[{CJK}A-Za-z0-9·&]{{2,12}})$", head)
    if not m:
        return None
    name = _ZH_ORG_LEAD.sub("", m.group()).strip()
    name = re.sub(r"^(?:My|Our|The|His|Her|Their|Your)\s+(?=[A-Z])", "", name)  # "My Clatsop Maritime Institute staff badge"
    verb = _ZH_VERB_BEFORE_ORG.search(name)
    if verb and verb.group() == "和" and verb.start() == 1:
        verb = None  # "安和礼仪", "人和物流": 和 after one character is inside a word, not "and"
    if verb and len(name) - verb.end() >= 2:  # "收拾旧东西翻出|鹭岛酒店": the name starts after the verb
        name = name[verb.end() :]
    return name if org_like(name) else None


# a verb or preposition a Chinese organisation name follows ("翻出", "进了", "在"), its last one
_ZH_VERB_BEFORE_ORG = pattern_cache.compile(
    r"(?:参加|出(?!版)|穿上|戴上|换上|领到|收到|在|到|去|进|了|是|翻|拿|看|找|给|把|从|跟|和|向|于|穿|戴)"
    r"(?!.*(?:参加|出(?!版)|穿上|戴上|换上|领到|收到|在|到|去|进|了|是|翻|拿|看|找|给|把|从|跟|和|向|于|穿|戴))"
)  # ("第一次穿上|远洋航运的工服": the name starts after the verb)


def org_after(text: str, at: int) -> str | None:
    """The organisation after "at" following position ``at`` ("first shift at Front Range Health")."""
    m = pattern_cache.compile(r"\s*(?:at|with|for)\s+(?:the\s+)?(?P<org>[A-Z][\w&.'’-]*(?:\s+(?:of\s+|and\s+|&\s+)?[A-Z][\w&.'’-]*)*)").match(text, at)
    # a Chinese name in a code-switched line ("第一天 at 蓉骑科技 (Rongqi Tech)")
    m = m or pattern_cache.compile(rf"\s*(?:at|with)\s*(?P<org>[{CJK}]{{2,10}})(?=\s*(?:[(（]|[，,。.;；!！]|$))").match(text, at)
    if not m:
        m = pattern_cache.compile(r".{0,24}?\b(?:at|with)\s+(?:the\s+)?(?P<org>[A-Z][\w&.'’-]*(?:\s+(?:of\s+|and\s+|&\s+)?[A-Z][\w&.'’-]*)*)").match(text, at)
    if not m and not re.search(r"[A-Z]", text):
        # typed without capitals: a word no dictionary has ("first shift at greggs")
        casual_org = pattern_cache.compile(r"\s*(?:at|with)\s+(?P<org>[a-z][\w&'’-]+)").match(text, at)
        if casual_org and looks_like_name(casual_org.group("org")):
            return casual_org.group("org").title()
    return m.group("org") if m and org_like(m.group("org")) else None


def _caps_at(text: str, at: int) -> str | None:
    """The capitalised name starting at ``at`` ("…says |City of Edinburgh Council")."""
    m = pattern_cache.compile(r"[A-Z][\w&.'’-]*(?:\s+(?:of\s+|and\s+|&\s+)?[A-Z][\w&.'’-]*)*").match(text, at)
    return m.group().rstrip(".") if m and org_like(m.group().rstrip(".")) else None


# companies people hire for a job at home, not work for: a moving company, a courier, a cleaner, a decorator, an agent
_HIRED_SERVICE = pattern_cache.compile(r"^(?:搬家|快递|家政|保洁|装修|中介|房屋中介|开锁|维修)(?:公司|师傅)?$")


def names_a_trade(name: str) -> bool:
    """A Chinese object that a verb opens or a trade ends: work done, no workplace ("做宠物训练App",
    "干动物这行", "负责集团招聘")."""
    return bool(re.match(r"[做干当去到给帮]|负责|管理|对接|服务于|代表|联系|协助|带领|支持", name)) or name.endswith(("这行", "一行", "行业"))


def org_like(name: str) -> bool:
    if not name or name.casefold() in _ORG_STOP or len(name) < 2 or len(name) > 40 or name in ZH_RELATIONS or name.upper() in _WORK_ACRONYMS:
        return False  # ("老公的同事": a husband's colleagues, no workplace called 老公; a "PPT" is a file)
    # (an acronym in capitals that spells a small town's name is an acronym: "KAS badge", not Kaş)
    acronym = name.isupper() and name.isalpha() and 2 < len(name) <= 5 and place_of(name) == name.title()
    if _TIME_WORD.search(name) or (place_of(name) and not acronym) or re.search(r"工牌|工卡|名片|[写印]的?$|上[写印]", name):
        return False  # "工牌上写的是…": the badge, not who issued it
    if re.search(r"^(?:刚|才|已经|正在|开始|现在|目前|第[一二三四五六七八九十\d]+次|头一次|首次)|[这那]边|上班|全靠|的时候", name):
        return False  # "刚开始做临床协调员", "Grenoble这边上班全靠爬坡": a time or a place of talk, no name
    if re.fullmatch(f"[{CJK}]+", name) and (re.search(r"(?<!机器)[人者]$", name) or name in _ZH_PEOPLE):
        return False  # "给新人的 onboarding", "客户的工牌": people, not a place
    if re.fullmatch(f"[{CJK}]+", name):
        # "一家公司", "某单位", "新公司": a kind of place, named by no one
        bare = re.sub(r"(?:股份有限公司|有限责任公司|有限公司)$", "公司", name)  # "有" of 有限公司 is no verb
        if _HIRED_SERVICE.search(bare) or names_a_trade(bare) or re.search(r"(?:调|新|刚|才|招|派|请|借)(?:过)?(?:来|去)$", bare):
            return False  # "搬家公司的车": a service hired; "做宠物训练App": a verb opens it; "干动物这行": a trade
        return len(bare) <= 10 and not re.search(r"[我你他她它们这那个了是在有就都也很]|[一两几][位名]|拜访|顺便|^(?:单位|公司|本单位)", bare) and not re.match(r"[一某新老原前这那]?[家间所个]?(?:公司|单位|厂|企业|机构|工厂|店|学校|医院|大学|学院|银行|酒店|工地|门店|总部|分公司)$|[一某]", name)
    if re.match(f"[{CJK}]", name):  # "山野 Roastery": a Chinese name with an English word
        return len(name) <= 24 and bool(re.search(r"[A-Z]", name)) and not re.search(r"[我你他她它们这那个了是在有就都也很]", name)
    if " " not in name and is_inflected(name, ("VBD", "VBN", "VBG")):
        return False  # "Packed 了 23 个箱子": a verb opening the line, no organisation
    return bool(re.match(r"[A-Z0-9]", name))


# a name in Latin letters, accents included ("Tomás", "Zoë", "Łukasz")
_EN_PERSON = r"(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?(?-i:[A-Z\u00c0-\u00de\u0141][a-z\u00df-\u024f'’-]+(?:\s+[A-Z\u00c0-\u00de\u0141][a-z\u00df-\u024f'’-]+)?)"
_PERSON = rf"(?:{_EN_PERSON}|[{CJK}]{{2,3}})"  # a Chinese one is read again by ``zh_name_at``


_GONE_AFTER_NAME = pattern_cache.compile(r"\s*(?:已经|刚)?(?:走了|离职|退休|调走|调去|离开|辞职|被调|退了)")


def _person_ok(name: str | None) -> bool:
    if not name:
        return False
    bare = re.sub(r"^(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+", "", name)
    if re.match(GREETING_BEFORE_NAME, bare, _I) or (" " not in bare and bare[:1].isupper() and _in_lexicon(bare)):
        return False  # a letter's greeting ("Dear Auntie"), a post alone ("Lead Designer": the title, no one named)
    return bare.casefold() not in _ORG_STOP and not place_of(bare) and not _TIME_WORD.search(bare) and bare not in ("I", "My", "Our", "The")


# --- the cues ------------------------------------------------------------------------

_HOME_EN = pattern_cache.compile(
    r"\b(?:home|live|lives|living|lived|flat|apartment|house|bungalow|cottage|villa|terrace|rent(?:ed|ing)?|lease|landlord|landlady|letting agent|tenancy|moved|moving|settled|settling|"
    # the papers of a new home: an address changed, the post redirected, the local tax billed
    r"(?:chang|updat)\w*\s+(?:my|our|the)\s+(?:[\w'’]+\s+){0,3}(?:address|postcode|post code|zip code)|new address|redirect(?:ed|ion)|"
    r"council tax|rates (?:notice|bill)|property tax|"
    # a GP registered with, as one can only be where one lives: "Registered with the Widcombe surgery", "New GP
    # registration done — Lemon Street surgery in Truro", "the first GP in Bath who…"
    r"regist\w*\s+(?:with\s+)?(?:a\s+|the\s+|my\s+)?(?:new\s+)?(?:[\w'’-]+\s+){0,3}(?:GP|surgery|health cent(?:re|er)|medical cent(?:re|er))|GP registration|new GP|first GP in|"
    r"unpack\w*|neighbou?rhood|mortgage|keys|studio|condo|(?:basement |garden )?suite|bedroom|removalists?|removals|movers|moving (?:truck|van)|removal (?:truck|van)|"
    # the address of a new home named by its town: "the new Saskatoon address"
    r"new\s+(?-i:[A-Z][\w'’-]+)(?:\s+(?-i:[A-Z][\w'’-]+))?\s+address|"
    r"new place|boxes)\b|\b(?:two|one|three)-(?:up|bed)\b"
    # the first days somewhere, told as settling in: "first week in Halifax", "first morning
    # waking up in Boise" (a trip says so: _NOT_HOME)
    r"|\b(?:first|1st)\s+(?:full\s+)?(?:week|month|night|morning|weekend|winter|summer|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:[a-z]+ing\s+(?:up\s+)?)?in\b"
    # a resident, the neighbours, the building one lives in: "first week as a Nanaimo resident",
    # "our new next-door neighbour in Launceston", "my new building in Fredericton"
    r"|\bresidents?\b|\bnew\s+(?:next[- ]door\s+)?neighbou?rs?\b|\bneighbou?rs?\s+here\b|\b(?:my|our)\s+new\s+(?:building|street|block|digs)\b|\bmoving\s+cartons?\b"
    r"|\b(?:the|our|my|a)\s+(?:new\s+)?rental\b(?!\s+(?:car|van|bike|company|agency|desk))",  # "the new rental in Victoria", not "car rental"
    _I,
)
# Chinese words that say where one lives, not only what one rents ("搬到", "安家", "算半个X人了")
_ZH_SURE_HOME = r"住|搬来|搬到|搬去|搬回|搬完|搬好|搬家[^，。,]{0,6}?(?:搞定|弄完|完了|好了)|安家|定居|落户|户口(?:\s*\w{0,8}?\s*)?(?:迁|落|转)|settle|relocat\w*|新家|的家(?:了|啦)|就是(?:我的)?家|registered local resident|(?:算|成了|就是|是)(?:半个|正宗的?)?(?=[\u3400-\u9fff]{2,4}人了)"
# (and the errands of settling somewhere: a library card, a GP, the street office, the utilities switched on, the commute from home)
_HOME_ZH = pattern_cache.compile(
    rf"{_ZH_SURE_HOME}|房子|租的|合租|租了|出租屋|租房|搬家|钥匙|(?<!行李)箱子|纸箱|拆箱|交房|收房|入住|公寓|一居室?|两居室?|单间|新房|apartment|studio|\brent\b|小区|房东"
    r"|邻居|对门|业主群|(?:车|车牌|户口|社保)[^，。,]{0,3}迁到|上了?本地(?:牌照|车牌)|residence card|residence permit"
    r"|读者证|图书馆卡|library card|居住证|建了?档|街道办|水电|燃气|宽带|broadband|register\w*\s+(?:了\s*)?(?:with\s+)?(?:a\s+|the\s+)?GP|从家|commute|通勤"
    # the health insurance moved or issued where one lives now: "医保关系转到芜湖了", "台州的医保卡办下来了", "新的 GP 在 Geelong West"
    r"|医保(?:关系|卡)?[^，。,]{0,4}(?:转到|转入|迁到|迁入)|医保卡[^，。,]{0,6}(?:办下来|办好|补办|拿到|到手)|新的\s*GP",
    _I,
)
_NOT_HOME = pattern_cache.compile(
    rf"{EN_TRAVEL}|\b(?:viewings?|viewed|view(?:ing)?\s+(?:a|the|another|some)\s+(?:\w+\s+)?(?:flat|house|apartment|place|home|bungalow|condo)s?|looking at|house[- ]hunting|hunting|offer on|dream|someday|one day|would|might|could|"
    rf"born|grew up|hometown|parents['’]?|mum['’]s|mom['’]s|dad['’]s|his|her|their|retire(?:ment|d)?|holiday home)\b|{ZH_TRAVEL}|看房|看楼|出生|老家|长大|爸妈家|父母家|他家|她家|"
    # a home for later: "以后退休去住", "将来养老"
    r"(?:以后|将来|退休(?:了|后|以后)?)(?:再|就)?去?住|养老",
    _I,
)


_NAMED_HOME = pattern_cache.compile(
    r"\b(?:the|our|my)\s+(?P<place>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+(?:[ -][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+)?))\s+(?:house|flat|home|cottage|bungalow|terrace)\b"
    r"|\b(?:the|our|my)\s+(?:new\s+)?(?:house|flat|home|cottage|bungalow|terrace|place)\s+in\s+(?P<place2>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+(?:[ -][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+)?))\b"
    # the people of a home, in a town too small for the gazetteer: "our landlady here in Kilkenny",
    # "our new next-door neighbour in Ennistymon"
    r"|\b(?:landlord|landlady|neighbou?rs?|(?:new\s+)?(?:next[- ]door\s+)?neighbou?rs?)\s+(?:here\s+|over\s+|out\s+)?in\s+(?P<place3>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+(?:[ -][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+)?))\b",
    _I,
)
# a home given up: "杭州那套退租了", "moved out of the Leeds flat"
_LEFT_HOME = pattern_cache.compile(r"退租|退房|退了|搬出|搬走了|\bmoved out\b(?!\s+(?:there|here|to)\b)|\bmoving out\b(?!\s+(?:there|here|to)\b)|\bgave up the\b|\bon the market\b", _I)
_HOME_SURE = pattern_cache.compile(
    rf"\b(?:home|live|lives|living|moved|settled|settling|keys|unpack\w*|first night|last box|tenancy|council tax|rates (?:notice|bill)|new address|redirect(?:ed|ion))\b|{_ZH_SURE_HOME}"
    r"|\b(?:chang|updat)\w*\s+(?:my|our|the)\s+(?:[\w'’]+\s+){0,3}(?:address|postcode|post code|zip code)\b"
    # moving boxes in a room of one's home: "garage in Bend is floor to ceiling boxes", "箱子拆了一半"
    r"|\b(?:garage|kitchen|living room|lounge|hallway|spare room|bedroom)\b[^.!?]{0,40}\bboxes\b|\bboxes\b[^.!?]{0,40}\b(?:garage|kitchen|living room|lounge|hallway|spare room|bedroom)\b"
    r"|箱子[^，。,]{0,4}(?:拆|堆)|拆(?:了)?[^，。,]{0,4}箱"
    r"|租了(?:个|一)?[^，。,]{0,6}?(?:房|一室|两室|一房|公寓|(?i:studio|apartment))"
    r"|\brent(?:ed|ing)\s+(?:a|the|my|our)\s+(?:\w+\s+)?(?:flat|apartment|house|place|room|studio|villa|condo|cottage)\b"
    r"|\b(?:a|the|our|my)\s+rented\s+(?:\w+[\s-]+)?(?:flat|apartment|house|place|room|studio|villa|condo|cottage|bed|terrace)\b",  # "a rented two-bed"
    _I,
)
# a town called home: "Aberdeen is officially home now", "home is Leith these days" — the
# speaker's home, whatever the clause seems to be about
_TOWN_IS_HOME = r"\b(?:is|'s)\s+(?:officially\s+|now\s+|properly\s+)*home(?:\s+now)?\b(?!\s+(?:to|of|for|game|games|team|ground|page|screen|office|base)\b)|\bhome\s+(?:is|now is)\s+(?-i:[A-Z])"
_TOWN_IS_HOME_RE = pattern_cache.compile(_TOWN_IS_HOME, _I)
# being somewhere for good: "we're in Denver now", "人在青岛"
_HERE_NOW = pattern_cache.compile(
    r"\b(?:i'm|i am|we're|we are)\s+(?:now\s+|finally\s+|officially\s+)?(?:in|based in|out in|over in)\b(?=.*\b(?:now|for good|official(?:ly)?|these days|nowadays)\b)|^人在|现在人在"
    r"|" + _TOWN_IS_HOME,
    _I,
)


# time spent somewhere, told as settling in — or as a stay: "Week one in Margate done", "one week in
# Ithaca", "been in Aberystwyth a fortnight" (kept pending: a visit is told the same way)
_SETTLING = pattern_cache.compile(
    r"\bweek\s+(?:one|two|1|2)\s+in\b|\b(?:one|two|three|four|five|six|a|\d+)\s+(?:weeks?|months?)\s+in\s+(?=[A-Z])"
    # the first season lived through there: "First winter in Ghent and I'm in shock"
    r"|\bfirst\s+(?:winter|summer|autumn|fall|spring|christmas|monsoon|rainy season|heatwave|full year)\s+(?:living\s+|here\s+)?in\s+(?=[A-Z])"
    r"|\bbeen\s+in\s+(?-i:[A-Z])[\w'’ -]{1,30}?\s+(?:a|an|one|two|three|four|five|six|\d+)\s+(?:fortnight|weeks?|months?)\b",
    _I,
)
# a place named only to be set aside: "I mean Freiburg now, not Manchester", "leaving London"
_SET_ASIDE = pattern_cache.compile(r"\b(?:not|instead of|rather than|no longer|leaving|left|from|miss(?:ing)?)\s+(?:the\s+)?$|(?:不是|离开|离开了|告别)\s*$", _I)


_ORG_KIND_END = pattern_cache.compile(rf"(?:{ZH_ORG_SUFFIXES})$")
_A_STAY = pattern_cache.compile(r"住(?:了|上)?\s*[一二两三四五六七八九十半几\d]+\s*(?:个)?(?:晚|夜|天|宿)")


def talked_of_over_there(text: str, at: int) -> bool:
    """Whether the town that ends at ``at`` is talked of "over there" in a clause without the user in it:
    "聊城那边房子便宜" — its houses, no home of the user's."""
    return re.match(r"\s?那边", text[at:]) is not None and not re.search(r"我|咱", text)


def lives_in(text: str, sentence: str, foreign: tuple[str, ...] = (), message: str = "") -> Cue | None:
    if _A_STAY.search(text):
        return None  # "住两晚", "住了三天": nights of a stay, no home
    cue = _lives_in(text, sentence, foreign, message)
    if cue is not None and talked_of_over_there(text, cue.span[1]):
        return None
    if cue is not None and _TOWN_IS_HOME_RE.search(text):
        return replace(cue, about_user=True)
    if cue is None and _SETTLING.search(text) and not _NOT_HOME.search(sentence):
        place = _kept_place(text)
        if place is not None:
            return Cue("fact", "lives_in", place[2], (place[0], place[1]), confidence=0.7, doubt="time spent in a place, perhaps a stay")
    # a new address, or a move told without where to ("Two removal vans and one furious cat later", "We came over
    # from Sheffield yesterday"): the one town the message names is the new home (an address's, a guess)
    told = cue is None and message and not _SOMEONE_MOVED.search(text) and (
        _NEW_ADDRESS.search(text) or _MOVED_IN.search(text) or ((new_home := _NEW_HOME.search(text)) and (_CJK_RE.search(text) or address_town(message)) and new_home)
        or ((came := _ARRIVED.match(text)) and _HOME_THINGS.search(message) and came))
    town = town_of_the_move(message, foreign) if told else None
    if told and town:
        # the town beside an arrival, never said to be home: a guess to confirm (unless the message says where
        # the user lives or rents: "到了。柳州。…房子租在柳南区")
        arrived = told.re is _ARRIVED and not _LIVES_OR_RENTS.search(message)
        return Cue("fact", "lives_in", town, told.span(), about_user=True, confidence=0.75 if told.re is _NEW_ADDRESS or arrived else 0.85,
                   doubt=_ARRIVAL_DOUBT if arrived else None)
    if cue is None and _LIVED_HERE.search(text) and message:
        # "How do people in Akureyri cope with the dark?? I've lived here since August": here is the one
        # town the message names (two towns, or one of someone else's, leave it unsaid)
        towns = {p[2] for p in places_in(message) if not any(p[2] in f for f in foreign)}
        if len(towns) == 1:
            here = _LIVED_HERE.search(text)
            return Cue("fact", "lives_in", towns.pop(), here.span(), about_user=True, confidence=0.7)
    return cue


# a move told without its destination, the user's own
_MOVED_IN = pattern_cache.compile(
    r"\b(?:we|i)\s+(?:just\s+|finally\s+|only\s+)?(?:moved\s+(?:in|here|over|house|up|down)\b|came\s+over\s+from\b|got\s+the\s+keys\b)"
    r"|\bremoval\s+(?:vans?|men|lorry|lorries|trucks?)\b|\bmoving\s+(?:van|truck|lorry)s?\s+(?:came|arrived|left)\b|\bunpacking\s+(?:boxes|the\s+last)\b",
    _I,
)
# arrived, told with the new home's things elsewhere in the message: "we're here. Spokane, …, a rental with a
# porch", "到了. Lyon. Croix-Rousse 的小公寓" (a trip's arrival names a hotel or a conference, no rental)
_ARRIVED = pattern_cache.compile(r"^\s*(?:(?:we|i)['’](?:re|m)\s+here|(?:we|i)\s+made\s+it|到了|搬完了)\s*[.。!！]*\s*$", _I)
_LIVES_OR_RENTS = pattern_cache.compile(r"租在|住在|\b(?:we|i)\s+(?:live|rent)\b|\b(?:living|renting)\s+in\b", _I)
_ARRIVAL_DOUBT = "an arrival, the town named beside it: not said to be home"
_HOME_THINGS = pattern_cache.compile(r"\b(?:rental|flat|apartment|duplex|boxes|unpack\w*)\b|公寓|房子|租了|租在|两室|一室|出租屋", _I)
_SOMEONE_MOVED = pattern_cache.compile(r"\b(?:he|she|they|my\s+(?:\w+\s+)?(?:sister|brother|mum|mom|dad|parents|friend|son|daughter|cousin|neighbou?rs?))\b", _I)
_LIVED_HERE = pattern_cache.compile(
    r"\b(?:i['’]ve|i have|we['’]ve|we have)\s+(?:lived|been living)\s+here\b|\bi\s+live\s+here\b|(?:我|我们)?(?:住在这(?:里|儿|边)|在这(?:里|儿|边)住)",
    _I,
)


def _moved_from(text: str, place: tuple[int, int, str]) -> bool:
    """"从 Bay Area 搬回国了", "moved from Leeds": the town a move left, never the home it made."""
    return bool(re.search(r"(?:从|自|\bfrom)\s*$", text[max(0, place[0] - 6) : place[0]], _I)) and bool(
        re.match(r"[^，,。.;；]{0,14}?(?:搬|迁|回国|\bmov(?:ed|ing)\b|\brelocat)", text[place[1] :], _I)
    )


def _kept_place(text: str) -> tuple[int, int, str] | None:
    """The most populous place of ``text`` that is not set aside ("…, not Manchester")."""
    kept = [p for p in places_in(text) if not _SET_ASIDE.search(text[max(0, p[0] - 14) : p[0]]) and not _moved_from(text, p)]
    return min(kept, key=lambda s: place_rank(s[2]), default=None)


# someone moving a thing, not the user moving home: "声桥把研发部整个搬去了深圳" (but "把家搬到了苏州", "把屋头…搬到成都")
THING_MOVED = r"把(?!\s*(?:家|我们家|全家|我家|屋头|屋里|家当|户口|home))[^，,。把]{1,12}$"
_THING_MOVED = pattern_cache.compile(THING_MOVED)
# how long since a move, where its town would stand: "搬来一个多月才…" (the town is here, not named) — the
# home cue and the move frame both read it
DURATION_NEXT = pattern_cache.compile(r"了?\s*[一二两三四五六七八九十几半\d]+\s*个?多?(?:天|周|星期|礼拜|月|年)")


def _lives_in(text: str, sentence: str, foreign: tuple[str, ...] = (), message: str = "") -> Cue | None:
    """"Home is a flat in Canton, Cardiff", "A week living in Auckland", "来北京两周了，在西二旗合租":
    a cue of a home in the clause, a town in its sentence (not in a clause about someone
    else: "阿杰被公司调去上海了，…，我又得找人合租"). A town too small for the gazetteer is read
    where a home is named by it ("the first night in the Musselburgh house")."""
    cue = _HOME_EN.search(text) or _HOME_ZH.search(text) or _HERE_NOW.search(text) or _HERE_NOW.search(sentence if text in sentence else text)
    if cue is None or _NOT_HOME.search(sentence) or _LEFT_HOME.search(text):
        return None
    if cue.group(0).startswith("搬") and cue.string is text and _THING_MOVED.search(text[: cue.start()]):
        return None
    if cue.group(0).startswith("搬") and cue.string is text and DURATION_NEXT.match(text, cue.end()):
        # "搬来三个月": moved here — the town named before it ("洛阳这边冬天真干，搬来三个月"), never one after
        at = sentence.find(text)
        before = sentence[: at + cue.start()] if at >= 0 else text[: cue.start()]
        towns = [p for p in places_in(_blank(before, list(foreign))) if not _moved_from(before, p)]
        return Cue("fact", "lives_in", towns[-1][2], (0, 0), confidence=0.85) if towns else None
    place = _kept_place(text)
    if place is not None:  # "in Canton, Cardiff": the district, then its town
        at = sentence.find(text)
        after = re.match(r"\s*,\s*(?P<t>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+(?:[ -][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+)?))", sentence[at + place[1] :]) if at >= 0 else None
        if after and place_of(after.group("t")) and place_rank(after.group("t")) < place_rank(place[2]):
            place = (0, 0, after.group("t"))
    if place is None:
        # someone else's clause, a home given up
        # (nor a place denied: "not moving to Cork after all — the house sale collapsed")
        rest = _blank(sentence, [*foreign, *(p for p in re.split(r"[，,；;—–]", sentence) if _LEFT_HOME.search(p) or _DENIED.search(p))])
        at = max(sentence.find(text), 0)
        # the town nearest the clause ("搬家公司今天搞定了，广州天河的新房子，深圳那套退了": 广州)
        towns = [p for p in places_in(rest) if not _moved_from(rest, p) and not _ORG_AFTER_TOWN.match(rest, p[1])]
        place = min(towns, key=lambda s: (min(abs(s[0] - at), abs(s[1] - at - len(text))), place_rank(s[2])), default=None)
    if place is None and message and sentence in message and _HOME_SURE.search(text):
        # "Got the keys to the terrace on Abbeydale Road. Sleeping on a mattress in Sheffield tonight."
        # (or before it: "first morning waking up in Boise. unpacked exactly 2 boxes")
        start = message.find(sentence)
        # (not a town denied in another sentence: "没搬去常德啊，…。还在老地方住着呢")
        foreign = (*foreign, *(p for p in re.split(r"[，,；;。.!！?？—–]", message) if _DENIED.search(p)))
        after = _blank(message[start + len(sentence) :], foreign)
        town = next((p for p in places_in(after) if not _NOT_HOME.search(after[max(0, p[0] - 40) : p[0]])), None)
        if town is None:
            before = _blank(message[:start], foreign)
            town = next((p for p in reversed(places_in(before)) if not _NOT_HOME.search(before[max(0, p[0] - 40) : p[1]])), None)
        place = (0, 0, town[2]) if town else None
    if place is None:
        named = _NAMED_HOME.search(text)
        town = named and (named.group("place") or named.group("place2") or named.group("place3"))
        if town and not _TIME_WORD.search(town) and town.casefold() not in _ORG_STOP:
            at = text.find(town)
            sure = _HOME_SURE.search(sentence) or _lived_in_message(message, town)
            return Cue("fact", "lives_in", town, (at, at + len(town)), confidence=0.85 if sure else 0.8)
        return None
    span = (place[0], place[1]) if text[place[0] : place[1]] == place[2] else (0, 0)
    # living, moving in, a home: the user says where they live; a flat or the rent alone says less
    sure = _HOME_SURE.search(text) or _HERE_NOW.search(sentence if text in sentence else text)
    sure = sure or _lived_in_message(message, place[2])
    return Cue("fact", "lives_in", place[2], span, confidence=0.85 if sure else 0.8)


# a town that opens an organisation's name is no town the sentence names: "东海船舶的分厂", "杭州银行"
_ORG_AFTER_TOWN = pattern_cache.compile(
    rf"(?![一的这那])[{CJK}]{{0,4}}?(?:{ZH_ORG_SUFFIXES})"
    # a town naming a thing of work or of a trip: "the Penrith job", "the Leeds office", "the Bristol interview"
    r"|\s+(?:job|role|post|position|offer|interview|office|branch|site|depot|store|plant|team|contract|conference|trip|visit)s?\b"
)


def _lived_in_message(message: str, town: str) -> bool:
    """"last box in. the bungalow in Tenby is ours … home": the message says the place is
    lived in, and names no other town."""
    return bool(message and _HOME_SURE.search(message) and {p[2] for p in places_in(message)} <= {town})


_EMPLOYER_EN = pattern_cache.compile(rf"\b(?:{EMPLOYER_CUES_EN})\b", _I)
_EMPLOYER_ZH = pattern_cache.compile(EMPLOYER_CUES_ZH)
_FIRST_DAY = pattern_cache.compile(r"\b(?:first|1st)\s+(?:(?!day|week|shift|month)[a-z]+\s+){0,2}(?:day|week|shift|shifts|set of shifts|month)\b|\borientation\b|\binduction\b|\bonboarding\b|\bstarted\b|第一天|第一周|报到", _I)
# what "started" may start, between it and "at X", for X to be an employer ("started work at",
# "started my new job with"): nothing, or a word of work
_STARTED_WORK = pattern_cache.compile(
    r"\s*(?:(?:my|a|the|new|first|full-time|part-time|permanent|proper|real)\s+)*(?:(?:job|work|role|position|post|shift|contract|placement|"
    r"apprenticeship|traineeship|internship|training|rotation)s?\s+)?(?:at|with|for)\b",
    _I,
)
_ZH_AT_WORK = pattern_cache.compile(rf"在\s*(?P<org>[{CJK}A-Za-z0-9·&][{CJK}A-Za-z0-9·& ]{{1,14}}?)\s*(?:上了?[^，,。]{{0,4}}?班|报到|报道|打工)")


_HOME_NAME = pattern_cache.compile(r"(?:小区|公寓|宿舍|楼|家|社区|花园|苑|府|院|村|里)$")
_ORG_TITLE = pattern_cache.compile(rf"^(?![做干当去到给帮])(?:(?:正式|已经|终于)?(?:成为了?|成了|加入了?))?(?P<org>[{CJK}A-Za-z]{{2,8}}?)的\s*{ZH_TITLE}$")  # "郑外的高二物理老师", "正式成为沐阳教育的一员"

_POST_AT = pattern_cache.compile(rf"^(?:an?\s+)?(?P<t>{EN_ROLE_TITLE})\s+(?:at|with)\s+(?:the\s+)?(?P<org>(?-i:[A-Z][\w&.'’-]*(?:\s+(?:&\s+|of\s+)?[A-Z][\w&.'’-]*)*))\s*$", _I)
_LABOUR_FOR = pattern_cache.compile(r"(?i:\bi\s+(?:drive|work|teach|cook|clean|nurse|code|design|deliver|instruct)\b[^,.;]{0,30}?\b(?:for|with)\s+(?:the\s+)?)(?P<org>[A-Z][\w&.'’-]*(?:\s+(?:&\s+|and\s+|of\s+)?[A-Z][\w&.'’-]*)*)")
_SIGNED_AS = pattern_cache.compile(r"\b(?:signed (?:up|on)|started|joined)\s+(?:with|at)\s+(?P<org>[A-Z][\w&.'’-]*(?:\s+(?:&\s+|and\s+|of\s+)?[A-Z][\w&.'’-]*)*)\s+as\b", _I)
_RUNS_AT = pattern_cache.compile(r"(?i:\bi\s+(?:run|manage|lead|staff|cover|head|look after)\s+(?:the|a|our)\s+[^,.;]{1,50}?\bat\s+(?:the\s+)?)(?P<org>[A-Z][\w&.'’-]*(?:\s+(?:&\s+|and\s+|of\s+)?[A-Z][\w&.'’-]*)*)")


_TURNED_DOWN = pattern_cache.compile(r"\bturn(?:ed|ing|s)?\s+(?:\w+\s+){0,3}?down\b|\bdeclin(?:ed|ing)\b|\brejected\b|\brefused\b|拒了|拒绝|没接|推掉", _I)


def employer(text: str, message: str = "") -> Cue | None:
    """"Amazon badge 拿到了", "京东试用期第三周了", "first shift at Front Range Health"."""
    m = _ORG_TITLE.match(text) or _ZH_AT_WORK.search(text)  # "郑外的高二物理老师"
    if m is None:
        m = ZH_WORKPLACE_POST.match(text)  # "农信遥感做遥感分析师"
        m = m if m and zh_name_at(m.group("org")) != m.group("org") else None  # a person doing a job is no workplace: "张伟做设计师"
    if m and org_like(m.group("org")):
        return Cue("fact", "employer", m.group("org"), m.span("org"), confidence=0.75)
    for cue in [*_EMPLOYER_ZH.finditer(text), *_EMPLOYER_EN.finditer(text)]:
        org = org_before(text, cue.start())
        if org and _HOME_NAME.search(org):
            continue  # "小区的门禁卡": the card of a home
        if org and (re.fullmatch(ZH_TITLE, org) or org.lower() in _OCCUPATION_SET or org.lower().rstrip("s") in _OCCUPATION_SET):
            continue  # "实习生转正了": a person made permanent, not a place
        if cue.group().lower() in ("slack", "intranet", "staff portal") and not _FIRST_DAY.search(text):
            continue  # "joined the Rust slack": a community's, unless it is a first week's
        if "offer" in cue.group().lower() and _TURNED_DOWN.search(text):
            continue  # "I turned down the Accenture offer": no workplace
        if org:
            at = text.rfind(org, 0, cue.start())
            return Cue("fact", "employer", org, (at, at + len(org)), confidence=0.75)
    # a post at a place, as a profile line writes it: "scientific glassblower at Kettlewell Scientific"
    post_at = _POST_AT.match(text.strip())
    if post_at and title_ok(post_at.group("t"), alone=True) and org_like(post_at.group("org")):
        at = text.find(post_at.group("org"))
        return Cue("fact", "employer", post_at.group("org"), (at, at + len(post_at.group("org"))), confidence=0.8)
    labour = _LABOUR_FOR.search(text) or _SIGNED_AS.search(text)
    labour = labour or _RUNS_AT.search(text)  # what the user runs there: "I run the dispensary on nights … at Red River General"
    # the kit an employer sends a new starter: "Corvane laptop arrived, badge photo is cursed"
    sent = _KIT_ARRIVED.search(text)
    if sent and sent.group("org").casefold() not in _DEVICE_BRANDS and org_like(sent.group("org")):
        return Cue("fact", "employer", sent.group("org"), sent.span("org"), confidence=0.7, about_user=True)
    if labour and org_like(labour.group("org")):  # "I drive the 4 for Gower Valley Buses", "signed up with RoadReady as …"
        return Cue("fact", "employer", labour.group("org"), labour.span("org"), confidence=0.8)
    # "my badge for the Nordvind Service gate finally works": whose gate the badge opens
    # the kit handed out, then its name in quotes: "新工牌发下来了，“徽岭索道有限公司”，…"
    handed = _ZH_KIT_HANDED.search(text)
    at = message.find(text) if handed and text in message else -1
    quoted = _QUOTED_NEXT.match(message, at + len(text)) if at >= 0 else None
    if quoted and org_like(quoted.group("org")) and not _names_a_post(quoted.group("org")):
        return Cue("fact", "employer", quoted.group("org"), (len(text), len(text)), confidence=0.75, about_user=True)
    # what the kit has printed on it: "工作服后背印着“武陵峰林索道”几个大字"
    printed = _ZH_KIT_PRINTED.search(text)
    if printed and zh_name_at(printed.group("org")) == printed.group("org").strip():
        printed = None  # "新工牌上印的是彭以雯": the holder's name, not who issued it
    if printed and org_like(printed.group("org")) and not _names_a_post(printed.group("org")):
        return Cue("fact", "employer", printed.group("org"), printed.span("org"), confidence=0.75, about_user=True)
    # "my badge for the Nordvind Service gate", "My swipe card for the Capital Monuments Trust workshop"
    opens = _KIT_FOR.search(text)
    if opens and org_like(opens.group("org")):
        org = re.sub(r"\s+(?:Workshop|Office|Building|Site|Gate|Door|Depot|Yard)$", "", opens.group("org"))
        return Cue("fact", "employer", org, (opens.start("org"), opens.start("org") + len(org)), confidence=0.75, about_user=_MY_KIT.search(text) is not None)
    # what the kit says or carries: "badge says …", "lanyard: Goldfields Heritage Masonry",
    # "My hi-vis still has Derwent Stone & Restoration printed across the back"
    says = _KIT_SAYS.search(text)
    if says:
        org = org_after(text, says.end() - 1) or _caps_at(text, says.end())
        if org and not re.fullmatch(EN_TITLE, org, _I):  # "badge says Ward Sister": a title
            at = text.find(org, says.end())
            return Cue("fact", "employer", org, (at, at + len(org)), confidence=0.75, about_user=_MY_KIT.search(text) is not None)
    # the papers of a new job: "made it through probation at Sage", "signed the contract with
    # Rolls-Royce", "2 days into aldi", a work e-mail address ("aoife@ocado.com", "my Atlassian email")
    papers = _JOB_PAPERS.search(text)
    if papers:
        org = papers.group("org")
        org = org.title() if org.islower() and looks_like_name(org) else org
        if org_like(org):
            return Cue("fact", "employer", org, papers.span("org"), confidence=0.75, about_user=True)
    ours = _ZH_ONE_OF_THEM.search(text)
    at = message.find(text) if message and text in message else -1
    if ours is None and at >= 0 and re.match(r"\s*[“\"「]", message[at + len(text) :]):
        ours = _ZH_ONE_OF_THEM.match(message, at)  # "…挂上了“恒远物流”": the quote split from its clause
        text = message if ours else text
    if ours:
        group = next(g for g in ("org", "org2", "org3", "org4", "org5") if ours.group(g))
        org = org_before(text, ours.end(group)) if group == "org4" else re.sub(r"^(?:在|到|进|了)", "", ours.group(group).strip())
        if org and org_like(org) and zh_name_at(org) != org:
            return Cue("fact", "employer", org, (0, 0) if text is message else ours.span(group), confidence=0.75, about_user=True)
    mail = _WORK_MAIL.search(text)
    if mail and not (re.search(r"\b(?:my|our)\b|我的?", text[max(0, mail.start() - 60) : mail.start()], _I) and not re.search(r"\b(?:to|cc|from)\s+$|发到\s*$|转发给?\s*$", text[: mail.start()], _I)):
        mail = None  # the user's own address only ("my new work email is …"), not one written to or pasted ("… to it-support@…")
    if mail:
        group = next(g for g in ("org", "dom", "dom2") if mail.group(g))
        org = mail.group(group)
        if group != "org":
            org = org.upper() if len(org) <= 3 or not re.search(r"[aeiouy]", org) else org.title()  # "@td.com", "@hmrc.gov.uk"; "@ocado.com": Ocado
        if org.lower() not in _MAIL_PROVIDERS and org_like(org):
            return Cue("fact", "employer", org, mail.span(group), confidence=0.75, about_user=True)
    # who pays: "First payslip from Avian Risk Partners", "点苍的第一笔工资到账"
    paid = _PAID_BY.search(text)
    group = paid and ("org" if paid.group("org") else "org2")
    if paid and group == "org2" and not _PAYDAY.search(message or text):
        paid = None  # "the first one from X" is a pay only on a payday
    if paid and org_like(paid.group(group)):
        return Cue("fact", "employer", paid.group(group), paid.span(group), confidence=0.75, about_user=True)
    first_pay = _ZH_FIRST_PAY.search(text)
    org = org_before(text, first_pay.start()) if first_pay else None
    if org and zh_name_at(org) != org and not re.search(r"[妈爸哥姐弟妹婆公儿女]", org):
        at = text.rfind(org, 0, first_pay.start())
        return Cue("fact", "employer", org, (at, at + len(org)), confidence=0.75, about_user=True)
    for org, span, doubt, maybe_a_person in workplaces_named(text):
        verb = _ZH_VERB_BEFORE_ORG.search(org) if re.match(f"[{CJK}]", org) else None
        if verb and len(org) - verb.end() >= 3:
            org = org[verb.end() :]  # "参加了南湖集团": the name starts after the verb
        if SOMEONE_ELSES_ROLE.search(text[: span[0]]) or not org_like(org) or (maybe_a_person and re.fullmatch(r"[A-Z][a-z]+", org) and _person_ok(org)) \
                or (maybe_a_person and re.match(f"[{CJK}]", org) and (zh_name_at(org) == org or place_of(org) or re.search(r"[妈爸哥姐弟妹婆公儿女家]", org))):
            continue  # "my sister's Qantas uniform", a town, "being at Ahmed's"
        if (_HOME_NAME.search(org) and not _ORG_KIND_END.search(org)) or re.search(r"[我你他她]", org) or org.casefold() in _DEVICE_BRANDS:
            continue  # "小区的门禁卡": the pass of a home ("…人民医院" is a hospital); "a Dell laptop": its maker
        return Cue("fact", "employer", org, span, confidence=0.7, about_user=True, doubt=doubt)
    first = _FIRST_DAY.search(text)
    if first and first.group().lower() == "started" and not _STARTED_WORK.match(text, first.end()):
        first = None  # "started open-water swimming at Gyllyngvase": a pastime begun, not a job
    if first:
        org = org_after(text, first.end())
        if org:
            at = text.find(org, first.end())
            return Cue("fact", "employer", org, (at, at + len(org)), confidence=0.7)  # where, more than whose
    talk = employer_in_work_talk(text, message, org_like)
    if talk and talk[0].casefold() in _WORK_TOOLS and not talk[2]:
        talk = None  # "在 Workday 里把 approver 改成…": the software work is done in, a guess of no workplace
    if talk:
        name, span, started = talk  # a new start told there is the user's own word of a change
        bare = _ZH_ORG_LEAD.sub("", name) if re.match(f"[{CJK}]", name) else name  # "上面还印着德盛贸易": what is printed
        span, name = (span[0] + len(name) - len(bare), span[1]), bare
        return Cue("fact", "employer", name, span, confidence=0.7 if started else 0.6, doubt=None if started else TALK_SUGGESTED, work_talk=True)
    return None


_PAID_BY = pattern_cache.compile(
    r"\b(?:my\s+)?(?:first\s+)?(?:pay ?slip|pay ?cheque|pay ?check|salary|wages|pay stub)\s+(?:from|at)\s+(?:the\s+)?(?P<org>(?-i:[A-Z][\w&.'’-]*(?:\s+(?:&\s+|of\s+|and\s+)?[A-Z][\w&.'’-]*)*))"
    # "the first one from X" on a payday
    r"|\bfirst one from\s+(?:the\s+)?(?P<org2>(?-i:[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*)*))", _I
)
_PAYDAY = pattern_cache.compile(r"\bpay ?day\b|\bgot paid\b|\bwages?\b|\bpay ?packet\b", _I)
_ORG_NAME = r"(?P<org>(?-i:[A-Z][\w&.'’-]*(?:\s+(?:&\s+|of\s+|and\s+)?[A-Z][\w&.'’-]*)*)|(?-i:[a-z][\w&'’-]+))"
_JOB_PAPERS = pattern_cache.compile(
    r"\b(?:(?:probation(?:ary period)?|trial period)\s+(?:at|with)|signed\s+(?:my|the|a)\s+(?:\w+\s+)?contract\s+(?:with|at)"
    r"|(?:\d+|a|one|two|three|four|five|six|a few)\s+(?:days?|weeks?|shifts?)\s+into(?:\s+(?:the|my)\s+(?:\w+\s+){0,2}(?:job|contract|role|placement)\s+at)?"
    r"|onboard(?:ed|ing)?\s+(?:at|to|with)|(?:i['’]m|i am)\s+(?:now\s+|officially\s+)+with)\s+(?:the\s+)?" + _ORG_NAME,
    _I,
)
# one of them now: "现在已经是远帆航运的一员了", "Monday 开始我就是 Tidewater Logistics 的人了", "正式 onboard 到 Kestrel Bio",
# "在 Bluestem Capital 坐满五天了", what the workplace issued ("木槿教育配的电脑"), its work chat ("workspace 叫 …")
_ZH_ONE_OF_THEM = pattern_cache.compile(
    rf"(?:是|成了|成为了?|加入了?)\s*(?P<org>[{CJK}A-Za-z0-9&·][{CJK}A-Za-z0-9&· ]{{1,20}}?)\s*的(?:一员|人了|人啦|正式员工|员工了)"
    rf"|onboard(?:ed)?\s*(?:到|进|at|to)\s*(?P<org2>[{CJK}A-Za-z0-9&·][{CJK}A-Za-z0-9&· ]{{1,20}}?)(?=\s*[，,。!！]|$)"
    rf"|在\s*(?P<org3>[{CJK}A-Za-z0-9&·][{CJK}A-Za-z0-9&· ]{{1,20}}?)\s*(?:坐满|待满|干满|上满)"
    rf"|(?P<org4>[{CJK}A-Za-z0-9&·][{CJK}A-Za-z0-9&· ]{{1,20}}?)\s*(?:配的|发的)\s*(?:电脑|笔记本|laptop|macbook|显示器|工服|工牌|门禁卡)"
    rf"|(?:企业微信|钉钉|飞书|workspace|(?i:slack))[^，,。]{{0,12}}?(?:叫|挂上了?|显示(?:的是)?)\s*[“\"「]?(?P<org5>[{CJK}A-Za-z0-9&·][{CJK}A-Za-z0-9&· ]{{1,20}}?)[”\"」]?(?=\s*[，,。!！]|$)",
    _I,
)
_WORK_MAIL = pattern_cache.compile(
    r"\b[\w.+-]+@(?P<dom>[a-z0-9-]+)\.(?:com|co|org|net|io|gov|edu|ac|nhs)\b|(?<![\w.])@(?P<dom2>[a-z0-9-]+)\.(?:com|co|org|net|io|gov|edu|ac|nhs)\b"
    r"|\bmy\s+(?:new\s+)?(?P<org>(?-i:[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*)?))\s+(?:work\s+)?e-?mail\b",
    _I,
)
_MAIL_PROVIDERS = frozenset("gmail googlemail outlook hotmail live yahoo icloud me aol proton protonmail qq 163 126 foxmail sina yeah gmx mail example".split())
_ZH_FIRST_PAY = pattern_cache.compile(
    r"(?:发)?(?:的)?\s*(?:(?:第一笔|第一个月的?|首月)(?:工资|薪水|薪资)|第一张(?:工资条|工资单)|(?i:first\s+(?:pay ?check|pay ?cheque|pay ?slip|salary|paycheque)))"
)


# what one is given to wear or carry at work, and that names the employer
_WORK_KIT_EN = (
    r"(?:(?:staff|work|new|id|company)\s+)*(?:badge|lanyard|pass|id card|access card|key ?card|swipe card|fob|hi-?vis(?:\s+vest)?|"
    r"high-?vis(?:\s+vest)?|uniform|polo(?:\s+shirt)?|overalls|apron|scrubs|name ?tag|name badge|hard hat|work shirt)"
)
_KIT_ARRIVED = pattern_cache.compile(
    r"(?:^|\b(?:my|the|a|new)\s+)(?!(?:my|the|a|new|our)\b)(?P<org>(?-i:[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*)?))\s+(?:work\s+)?(?:laptop|macbook|work phone|hoodie|welcome pack|starter pack)\s+"
    r"(?:arrived|came|is here|turned up|showed up|landed)\b",
    _I,
)
_DEVICE_BRANDS = frozenset("apple dell lenovo hp asus acer microsoft samsung thinkpad macbook razer huawei xiaomi sony lg toshiba framework google".split())
# the software work is done in, named in talk of work far more often than as the workplace
_WORK_TOOLS = frozenset(
    "workday slack jira confluence outlook teams zoom sap salesforce notion trello asana sharepoint gmail excel powerpoint "
    "servicenow zendesk hubspot github gitlab figma miro 钉钉 飞书 企业微信 oa".split()
)


def _names_a_post(words: str) -> bool:
    """A title, in either language or both ("Winemaker 酿酒师", "康复主管"): no organisation."""
    return bool(_ZH_TITLE_AT_END.search(words) or _EN_TITLE_FIRST.match(words))


_ZH_KIT_HANDED = pattern_cache.compile(r"(?:工作服|制服|工服|工牌|工卡|胸牌|门禁卡|名片)(?:终于)?(?:发下来了|发了|到了|做好了|印好了|拿到了|领到了|下来了)\s*$")
_QUOTED_NEXT = pattern_cache.compile(r"\s*[，,:：]\s*[“\"「『](?P<org>[\u3400-\u9fffA-Za-z0-9·& ]{2,20})[”\"」』]")
_ZH_KIT_PRINTED = pattern_cache.compile(
    r"(?:工作服|制服|工服|工牌|工卡|胸牌|门禁卡|名片|(?i:badge|lanyard|polo))[^，。,]{0,6}?(?:印着|写着|印的是|写的是|上面是|印了|写了)\s*[“\"「『]?\s*"
    r"(?P<org>[\u3400-\u9fffA-Za-z0-9·& ]{2,16}?)\s*(?:[”\"」』]|几个大字|的字|$|[，。,])"
)
_KIT_FOR = pattern_cache.compile(rf"\b{_WORK_KIT_EN}\s+(?:for|at|from)\s+(?:the\s+)?(?P<org>(?-i:[A-Z][\w&.'’-]*(?:\s+(?:&\s+|of\s+)?[A-Z][\w&.'’-]*)*))", _I)
_KIT_SAYS = pattern_cache.compile(rf"\b(?:{_WORK_KIT_EN}|email signature|signature)\s*(?:(?:now|still|today|yesterday|this morning)\s*)*(?:says|reads|has|:)\s*", _I)
_ZH_TITLE_AT_END = pattern_cache.compile(f"(?:{ZH_TITLE})$")
_EN_TITLE_FIRST = pattern_cache.compile(rf"(?:{EN_ROLE_TITLE})(?:\s|$)", _I)
_MY_KIT = pattern_cache.compile(rf"\b(?:my|got my|got a|got the)\s+{_WORK_KIT_EN}", _I)
_ROLE_EN = rf"(?:(?:[a-z]+\s+){{0,2}}(?:{MANAGER_ROLES_EN}))"
_ROLE_ZH = rf"(?:{MANAGER_ROLES_ZH})"
_MINE_EN = r"(?:my|our|the)"
# the one the user works under, who runs the user's section, who is the boss of the user:
# "First month under Amara done", "Chef Anton runs my section now", "Niamh is the boss of me now"
_UNDER_AND_RUNS = (
    pattern_cache.compile(rf"\b(?:(?:working|work|works)\s+(?:directly\s+)?under|(?:first|1st|second|third)\s+(?:day|week|month|shift)s?\s+under)\s+(?P<who>{_EN_PERSON})(?=\s*(?:[,.;:!?()—–-]|$)|\s+(?:now|done|and|at|in|since|for|so|but|these|this)\b)", _I),
    pattern_cache.compile(rf"(?P<who>{_EN_PERSON})\s+(?:now\s+)?runs\s+(?:my|our)\s+(?:section|team|shift|unit|ward|crew|department|kitchen|station|lab|desk|squad|platoon|watch)\b", _I),
    pattern_cache.compile(rf"(?P<who>{_EN_PERSON})\s+is\s+(?:now\s+)?the\s+boss\s+of\s+(?:me|us)\b", _I),
)
_MANAGER_FORMS = [
    # "Bethan's our ward manager", "Carys is the matron over us"
    pattern_cache.compile(rf"(?P<who>{_EN_PERSON}|[{CJK}]{{2,3}})(?:['’]s|\s+is)\s+(?:now\s+)?{_MINE_EN}\s+{_ROLE_EN}\b(?P<tail>.*)", _I),
    # "马主任（我们教研组长）", "Gord (my manager)": the role in brackets after the name
    pattern_cache.compile(rf"(?P<who>{_EN_PERSON}|[{CJK}]{{2,3}})\s*[（(]\s*(?:我们|我的|咱们|my|our)\s*(?:的)?\s*[^）)]{{0,6}}?(?:{_ROLE_ZH}|{_ROLE_EN})\s*[）)]", _I),
    # "my manager's Tom Harker", "My nurse manager Denise Carter", "new manager for nights is Marisol Vega"
    pattern_cache.compile(rf"\b(?:{_MINE_EN}\s+|your\s+)?(?:new\s+)?{_ROLE_EN}(?:\s+(?:here|now|for \w+))?(?:['’]s|\s+is(?:\s+now)?|\s+will\s+be|\s+now|,)?\s+(?P<who>{_EN_PERSON})", _I),
    # the name, an aside, then the role: "Oluwaseun, who I used to sit next to, is now my boss"
    pattern_cache.compile(rf"(?P<who>{_EN_PERSON}),[^,.;]{{1,48}},\s+is\s+(?:now\s+)?my\s+(?:new\s+)?{_ROLE_EN}\b", _I),
    # a notice to the user, forwarded: "From 1 March, Thabo Nkosi is your direct manager"
    pattern_cache.compile(rf"(?P<who>{_EN_PERSON})\s+(?:is|will be)\s+(?:now\s+)?your\s+(?:new\s+|direct\s+|line\s+)*{_ROLE_EN}\b", _I),
    # ("Lucy reports to Hannah Price": a third person's line, not the user's)
    pattern_cache.compile(rf"\breport(?:ing)?\s+(?:directly\s+)?to\s+(?P<who>{_PERSON})", _I),
    # managed by them, one of their reports: "I'm managed by Leilani Kahale since the merger", "I'm a direct report of Naomi Castellanos"
    pattern_cache.compile(rf"\bi(?:['’]m| am|['’]ve been| have been)\s+(?:now\s+)?(?:(?:line[- ])?managed|supervised)\s+by\s+(?P<who>{_EN_PERSON})", _I),
    pattern_cache.compile(rf"\bi(?:['’]m| am)\s+(?:now\s+)?(?:a|one of)\s+(?:the\s+)?direct reports?\s+(?:of|to|for)\s+(?P<who>{_EN_PERSON})", _I),
    # "解子豪当我领导以后", "在单世杰手底下干活": the one over the user, by the post held over them or the place under them
    pattern_cache.compile(rf"(?P<who>{_PERSON})\s*(?:现在|已经|正式)?(?:当|做)(?:了)?我(?:们)?(?:的)?\s*(?:{_ROLE_ZH})"),
    pattern_cache.compile(rf"在\s*(?P<who>{_PERSON})\s*(?:的)?\s*(?:手底下|手下|麾下)"),
    # "I'm under Paula Jenkins now", "Sian Rees is the new depot manager"
    pattern_cache.compile(rf"\bi(?:['’]m| am)\s+(?:now\s+)?under\s+(?P<who>{_EN_PERSON})", _I),
    pattern_cache.compile(rf"(?P<who>{_EN_PERSON})\s+is\s+(?:now\s+)?the\s+new\s+{_ROLE_EN}\b", _I),
    # "于静是我们组的头儿", "Jen 是我 manager"
    pattern_cache.compile(rf"(?P<who>{_PERSON})\s*(?:就|也|现在|才|已经)*是\s*我(?:们)?(?:组|团队|部门|team|科室|项目组)?(?:的)?\s*(?:直接|直属|新|现在的)?\s*{_ROLE_ZH}"),
    # "我 leader 王磊", "组长刘海涛", "车间主任马建国", "team 的 manager 叫 Raj"
    pattern_cache.compile(rf"(?:^|我(?:们)?(?:组|团队|部门)?(?:的)?\s*|[A-Za-z]+\s*的\s*)(?:[{CJK}]{{0,4}}?)\s?{_ROLE_ZH}\s*(?:是|叫|就是)?\s*(?P<who>{_PERSON})"),
    # "秦川带我们组", "我现在归新来的CPO何雯管", "直接向陈立汇报"
    pattern_cache.compile(rf"(?P<who>{_PERSON})\s*(?:直接)?(?:带|管)(?:着)?我(?:们)?(?!叫|喊|称)"),  # (not "管我叫妈": what one is called)
    pattern_cache.compile(rf"归[^，,。管他她]{{0,10}}?(?P<who>{_EN_PERSON}|[{CJK}]{{2,3}}?|他|她)\s*管"),  # the name right before 管
    pattern_cache.compile(rf"(?:向|跟|给)\s*(?P<who>{_EN_PERSON}|[{CJK}]{{2,3}}?|他|她)\s*汇报"),
    # the new one over the user, named first: "唐伟这个新老大是真的卷"
    pattern_cache.compile(rf"(?P<who>{_PERSON})\s*(?:这个|这位)\s*新(?:来的)?\s*(?:老大|领导|上司|主管|头儿|(?i:boss|leader|manager))"),
    # the field of a work system that names the user's manager: "钉钉上我的主管一栏显示“林雅婷”",
    # "Workday 里 manager 那一栏已经变成 (Zhang Wei)"
    pattern_cache.compile(
        rf"(?:我的)?(?:主管|上级|直属领导|汇报对象|(?i:line manager|manager|supervisor))\s*(?:那)?一?(?:栏|字段)[^，,。]{{0,6}}?(?:显示|写着|改成了?|变成了?|换成了?)\s*[“\"「(（]?\s*"
        rf"(?P<who>{_EN_PERSON}|[{CJK}]{{2,3}}?)(?=\s*[”\"」)）]|\s*[，,。]|$)"
    ),
    # the team that is someone's, joined: "officially moved onto Karen's team", "I'm in Anil's squad now",
    # "transferred to Bridget's crew", "joined Mateo's lab", "被划到了杜鹏那个组", "被 move 到 Grace 蔡 的 team 底下"
    pattern_cache.compile(
        rf"\b(?:i['’]m\s+(?:now\s+)?in|(?:moved|move|moving|transferred|switched|put|shifted)\s+(?:\w+\s+)?(?:on|onto|to|into|over to)|joined|joining|on)\s+"
        rf"(?P<who>{_EN_PERSON})['’]s\s+(?:new\s+)?(?:team|crew|squad|lab|group|unit|department|pod|tribe|section|ward)\b",
        _I,
    ),
    pattern_cache.compile(
        rf"(?:划到|调到|分到|分配到|转到|(?i:move)\s*到|换到|进了|加入了?)(?:了)?\s*(?P<who>{_EN_PERSON}(?:\s?[{CJK}]{{1,2}})?|[{CJK}]{{2,3}}?)\s*(?:那个|的)\s*(?:组|团队|(?i:team)|部门|项目组|小组|科室)"
    ),
    # the reporting line drawn to a person: "我头上那根线现在连到了付晓光下面", "reporting line 现在 point 到 Arjun Mehta"
    pattern_cache.compile(rf"(?:那根线|汇报线|(?i:reporting line))[^，,。]{{0,12}}?(?:连到了?|指向|挂到|(?i:point)\s*到|到了)\s*(?P<who>{_EN_PERSON}|[{CJK}]{{2,3}})(?=\s*(?:下面|底下|那|，|,|。|$|[A-Za-z]))"),
    *_UNDER_AND_RUNS,
    # a name, then the role over the user in apposition: "Dr Venkatesh, my new clinical supervisor", "Hamish, who's my line manager"
    pattern_cache.compile(rf"(?P<who>{_EN_PERSON}),\s+(?:who['’]s\s+|who is\s+)?(?:now\s+)?my\s+(?:new\s+)?{_ROLE_EN}\b", _I),
]
# a word before the duty that is no relative's: "my carer's leave" is the user's, "my sister's rotas" hers
_NOT_KINS = "(?!(?:" + "|".join(sorted((re.escape(w) for w in EN_RELATIONS), key=len, reverse=True)) + r")['’]s\b)"
# the one who does a manager's duties over the user's work ("Hank Sorensen signs my timesheets
# now", "my reviews go through her", "我的假都是老周批")
_MANAGER_DUTY = pattern_cache.compile(
    rf"(?P<who>{_EN_PERSON}|\b(?:he|she)|\bthe\s+(?:man|woman|guy|person|one|lady|bloke)\s+who)\s+(?:(?:[a-z]+\s+){{1,5}}and\s+)?(?:now\s+|still\s+|also\s+|did\s+|does\s+|will\s+)?(?:signs?(?:\s+off)?|signed(?:\s+off)?|approves?|approved|okays?|okayed|does|did|handles|handled|writes|wrote|runs)\s+(?:off\s+)?(?:all\s+)?my\s+(?:{_NOT_KINS}[\w'’-]+\s+)?(?:{MANAGER_DUTIES_EN})\b"
    # the question of who does it, answered after a dash: "You asked who signs off my carer's leave now — Janice Whitlow"
    rf"|\bwho\s+(?:now\s+)?(?:signs?(?:\s+off)?|approves?|okays?)\s+(?:off\s+)?my\s+(?:{_NOT_KINS}[\w'’-]+\s+)?(?:{MANAGER_DUTIES_EN})\b[^—–:\n]{{0,12}}[—–:]\s*(?P<who26>{_EN_PERSON})"
    # whom the user asks about it: "it's Marcus Oyelaran I'm asking about carer's leave now"
    rf"|\bit['’]s\s+(?P<who28>{_EN_PERSON})\s+(?:that\s+)?i(?:['’]m|\s+am)?\s+(?:ask(?:ing)?|go(?:ing)?\s+to|check(?:ing)?\s+with)\s+(?:about\s+|for\s+)?(?:my\s+)?(?:[\w'’-]+\s+)?(?:{MANAGER_DUTIES_EN})\b"
    # who signs it now: "现在批请假的是徐海峰", "签我报销的人换成了许峰"
    rf"|(?:批|签|审)(?:我的?)?(?:{MANAGER_DUTIES_ZH})(?:单|条)?的(?:人)?(?:现在)?(?:是|换成了?|变成了?)\s*(?P<who29>{_EN_PERSON}|{_PERSON})"
    rf"|\bmy\s+(?:{MANAGER_DUTIES_EN}|{MANAGER_WORK_EN})\s+(?:now\s+|all\s+)?(?:go|goes|run|runs|get signed)\s+(?:(?:straight|directly)\s+)?(?:through|past|by|to)\s+(?P<who2>{_EN_PERSON}|him|her)\b"
    rf"|(?P<who3>{_PERSON}|他|她)\s*(?:现在|也|都)?(?:批|签|审|管|打)(?:我的)?(?:{MANAGER_DUTIES_ZH})"
    rf"|我的[^，,。；]{{0,4}}?(?:{MANAGER_DUTIES_ZH})(?:表|单)?(?:(?:和|跟|、)[^，,。；]{{0,4}}?(?:{MANAGER_DUTIES_ZH})(?:表|单)?)*(?:现在)?(?:都|也)?(?:是|得|要|归)?(?:找)?(?P<who4>{_EN_PERSON}|[{CJK}]{{2,3}}?|他|她)\s*(?:批|签|审|管|打)"
    # whose the user's review is now: "我的考核现在归陈立明副校长", "以后我的季度打分归她"
    rf"|我的[^，,。；]{{0,4}}?(?:{MANAGER_DUTIES_ZH})(?:表|单)?(?:现在|以后|从此)?(?:都|也)?归\s*(?P<who23>{_EN_PERSON}(?:\s?[{CJK}])?|[{CJK}]{{2,8}}?|他|她)\s*(?:管|来定|负责)?(?=$|[，,。！!；;])"
    # "我的绩效由莫天翔来打": who scores the user's review
    rf"|我的[^，,。；]{{0,4}}?(?:{MANAGER_DUTIES_ZH})(?:表|单)?(?:现在|以后|从此)?(?:都|也)?由\s*(?P<who25>{_EN_PERSON}|[{CJK}]{{2,3}}?|他|她)\s*(?:来)?(?:打|评|定|负责|签|批)"
    # a standing one-on-one with the user: "Minji 每周四跟我 1:1"
    rf"|(?<![\w'’-])(?P<who24>{_EN_PERSON}(?:-{_EN_PERSON})?|[{CJK}]{{2,3}}?)\s*(?:每周.|每天|每月|每两周)?\s*(?:都)?\s*(?:跟|和)我\s*(?:一对一|1[:-]1|one-on-one)"
    # the work handed up: "周报现在直接交宋厂长", "周报得周日晚上发给她", "我做的活都得他签字", "要过刘生那一关"
    rf"|(?:{MANAGER_WORK_ZH}|{MANAGER_WORK_EN}|{MANAGER_DUTIES_ZH}|{MANAGER_DUTIES_EN})(?:现在|以后|每周|每天)?(?:都|也)?(?:直接)?(?:得|要|必须)?[^，,。；]{{0,8}}?(?:交给?|发给|报给|汇报给|抄送给?|(?i:send|submit)\s*给)\s*(?P<who5>{_EN_PERSON}|{_PERSON}|他|她)(?![A-Za-z'’-])(?!\s*的\s*(?:HR|hr|人事|财务|行政|前台|邮箱|群))"
    # who the approval is sought from: "以后我的 approval 要找 Dr. Awang Rahman", "请假得找孙总"
    rf"|(?:{MANAGER_DUTIES_ZH}|{MANAGER_DUTIES_EN}|(?i:approvals?)|审批)[^，,。；]{{0,6}}?(?:要|得|都)?(?:找)\s*(?P<who27>{_EN_PERSON}|{_PERSON})\s*(?=$|[，,。；!！])"
    rf"|(?:{MANAGER_WORK_ZH})[^，,。；]{{0,4}}?(?:都|也)?(?:得|要|需要|必须)\s*(?P<who6>{_EN_PERSON}|{_PERSON}|他|她)\s*(?:签字|签|批|审|过目|点头)"
    rf"|(?:得|要|必须)(?:先)?过\s*(?P<who7>他|她|{_EN_PERSON}|[{CJK}]{{2,3}}?)\s*(?:那)?一?关"
    # who does the duty: "绩效是赵敏来打分", "年假现在找孙总批", "expense claim 都要 Tom Becker sign off",
    # "leave request 都是 Priya approve", "my first appraisal with Rachel", "每周的 1:1 现在是跟 Sarah Chen"
    rf"|(?:{MANAGER_DUTIES_ZH}|{MANAGER_DUTIES_EN}|performance review)[^，,。；;.!?]{{0,8}}?(?:(?:都|也|现在)?(?:是|由|找|要|得)\s*)+(?P<who8>{_EN_PERSON}(?:\s?[{CJK}])?|[{CJK}]{{2,3}}?)\s*(?:来)?\s*(?:打分|评|批|签字|签|审|sign(?:s|ed)? off|approves?|approved|review)"
    rf"|\b(?:my\s+)?(?:{MANAGER_DUTIES_EN})\s+(?:\w+\s+){{0,2}}?with\s+(?P<who9>{_EN_PERSON})\b"
    rf"|(?:1[:-]1|one-on-one|一对一)[^，,。]{{0,8}}?(?:跟|和|with)\s*(?P<who10>{_EN_PERSON}|[{CJK}]{{2,3}})"
    rf"|(?:跟|和)\s*(?P<who11>[{CJK}]{{2,3}}?|{_EN_PERSON})\s*(?:一对一|1[:-]1)"
    rf"|(?P<who12>{_EN_PERSON})['’]s\s+my\s+(?:new\s+)?(?:reviewer|appraiser|approver)\b"
    # the duty done or bounced: "timesheet bounced back from Mr Okafor", "now Siobhán has to approve them"
    rf"|\b(?:{MANAGER_DUTIES_EN})\s+(?:\w+\s+){{0,2}}?(?:bounced|signed(?: off)?|approved|rejected|sent back|returned)\s+(?:back\s+)?(?:from|by)\s+(?P<who13>{_EN_PERSON})"
    rf"|(?P<who14>{_EN_PERSON})\s+(?:has|needs|had|will have)\s+to\s+(?:approve|sign off|sign)\s+(?:them|it|my)\b"
    # who took over from the old boss: "老领导退休了，接他班的是钱卫东"
    rf"|接(?:他|她|老领导|领导)?的?班的?(?:是|人是)\s*(?P<who15>{_EN_PERSON}|[{CJK}]{{2,3}})"
    rf"|跟了(?:他|她)\s*(?:[一二两三四五六七八九十几半\d]+\s*(?:个月|年|周))(?P<who16>)"
    # the work sent up, whoever sends it: "sent my first friday update to Lerato", "I email my numbers to
    # Declan", "weekly status report goes to Tom Haddad now", "leave request sent to Gareth, my new approver"
    rf"|\b(?:sent|send|sends|email(?:ed|s)?|submit(?:ted|s)?|hand(?:ed|s)? in|report(?:ed|s)?)\s+my\s+(?:\w+\s+){{0,2}}?(?:{MANAGER_DUTIES_EN}|{MANAGER_WORK_EN})\s+(?:in\s+)?to\s+(?P<who17>{_EN_PERSON})"
    rf"|\b(?:{MANAGER_DUTIES_EN}|{MANAGER_WORK_EN})\s+(?:now\s+)?(?:goes|go|went|sent|get sent|gets sent)\s+(?:now\s+)?(?:straight\s+|directly\s+)?(?:to|through)\s+(?P<who18>{_EN_PERSON})"
    # the approval chain's first step, the goals aligned with, the bonus decided by: "审批流第一个节点变成了卢静",
    # "第一个 approver 是 Leo 姚", "目标都得先跟邵伟对齐", "OKR 要跟 Ben 夏 align", "年终奖由 Raymond 欧阳 决定"
    rf"|(?:审批流?|approval|请假|报销)[^，,。]{{0,10}}?(?:节点|approver|审批人)\s*(?:现在)?\s*(?:变成了?|换成了?|改成了?|是)\s*(?P<who19>{_EN_PERSON}(?:\s?[{CJK}]{{1,2}})?|[{CJK}]{{2,3}})"
    rf"|(?:目标|OKR|okr|KPI|进度|方向|计划)[^，,。]{{0,8}}?(?:跟|和|与)\s*(?P<who20>{_EN_PERSON}(?:\s?[{CJK}]{{1,2}})?|[{CJK}]{{2,3}}?)\s*(?:对齐|align|对一下|过一遍)"
    rf"|(?:年终奖|绩效|考核|晋升|升职|调薪|(?i:year-end bonus|bonus))[^，,。]{{0,6}}?(?:由|是|归)\s*(?P<who21>{_EN_PERSON}(?:\s?[{CJK}]{{1,2}})?|[{CJK}]{{2,3}}?)\s*(?:来)?(?:决定|说了算|定|拍板)"
    # the one managing the user: "now that he's managing me", "Priya is supervising me from Monday"
    rf"|(?P<who22>{_EN_PERSON}|\b(?:he|she))(?:['’]s|\s+is)\s+(?:now\s+|officially\s+)?(?:managing|supervising|line[- ]managing)\s+me\b",
    _I,
)
SOMEONE_ELSES_ROLE = pattern_cache.compile(
    r"\b(?:her|his|their|\w+['’]s)\s+(?:\w+\s+){0,3}$|(?:他|她|他们)的\s*\S{0,4}$|(?:他|她|他们|她们)\s*(?:新|现在的)?\s*(?:老板|领导|上司|上级|主管|经理|组长|boss|manager|supervisor|lead)\s*$"
    # a bare kin word is the speaker's kin: "老公的新 manager Stephanie" is the husband's
    r"|(?:^|[，,。\s我])(?:老公|老婆|媳妇|男朋友|女朋友|对象|爸爸?|妈妈?|哥哥?|姐姐?|弟弟?|妹妹?|闺蜜|室友|同事|朋友|同学)(?:\s?[\u4e00-\u9fff]{2,3}|\s?[A-Z][a-z]+)?的\s*\S{0,8}$"
    # (a kin word with the name after it: "我同事小李的新领导")
    # a relative's or a friend's ("我妹的新领导叫…"), or one of the past ("以前的 boss Jenny", "跟的第一个领导是…")
    r"|我(?:的)?(?:妹妹?|姐姐?|哥哥?|弟弟?|妈|爸|老公|老婆|男朋友|女朋友|朋友|同学|室友|表[哥姐弟妹]|堂[哥姐弟妹]|闺蜜)的\s*\S{0,6}$"
    # the same in English words ("My wife 的 new boss 叫…")
    r"|\b(?i:wife|husband|boyfriend|girlfriend|partner|fianc[eé]e?|bf|gf|mum|mom|dad|sister|brother|sis|bro|friend|flatmate|roommate|housemate|colleague|cousin|son|daughter)\s*的\s*(?:[\w\u4e00-\u9fff]+\s*){0,3}$"
    r"|(?:以前|之前|原来|过去|前任|上一任|第一个|第一任)的?\s*\S{0,8}\s*$|\b(?:former|old|ex-?|previous|first)\s+(?:\w+\s+){0,2}$"
    # standing in for a while ("临时由 Brian 带我们")
    r"|(?:临时|暂时|代)(?:由)?\s*$",
    _I,
)
_DENIED = pattern_cache.compile(
    r"\b(?:not|never)\s+(?:\w+\s+)?(?:mov(?:e|ed|ing)|go(?:ing)?|went|liv(?:e|ed|ing)|relocat\w*)\b|n['’]t\s+(?:\w+\s+)?(?:mov(?:e|ing)|go(?:ing)?|liv(?:e|ing)|relocat\w*)\b"
    rf"|\b(?:{FELL_THROUGH_EN})\b"
    rf"|不(?:搬|去|住|来)|没(?:搬|去|住|租|买|签)|(?:租|买|搬|签)不成|{FELL_THROUGH_ZH}",
    _I,
)
_ROLE_OVER_US = pattern_cache.compile(rf"\b(?:{MANAGER_ROLES_EN})\b", _I)


_ZH_THIS_BOSS = pattern_cache.compile(
    r"(?:跟了|跟着|跟)(?:这个|这位|他|她)\s*(?:boss|老板|领导|师傅|头儿)(?:\s*[一二两三四五六七八九十几\d]+\s*年)?|(?:跟着|跟)(?:他|她)(?:干|学|做事|混)", _I
)
_APPOSED_ROLE = pattern_cache.compile(rf"\s*(?:who['’]s\s+|who is\s+)?(?:now\s+)?my\s+(?:new\s+)?{_ROLE_EN}(?:\s+(?:now|as of (?:this|last) \w+|since \w+))?\s*[,.]?\s*$", _I)
_PRONOUN_ROLE = pattern_cache.compile(
    rf"\b(?:he|she)(?:['’]s|\s+is|\s+became|\s+has\s+become|['’]s\s+become|\s+has\s+been|['’]s\s+been|\s+(?:took|has taken|stepped|has stepped)\s+(?:over|in|up)\s+as)\s+(?:(?:now|officially|only|just|finally)\s+)*(?:been\s+)?"
    rf"(?:(?:my|me|our)\s+(?:new\s+)?{_ROLE_EN}\b(?!['’]s)|(?:who|the one|the person)\s+(?:i|we)\s+(?:now\s+)?(?:answer|report)\s+to\b)"
    # the one doing a manager's duty: "she's the one signing off my leave now"
    rf"|\b(?:he|she)['’]s\s+the\s+one\s+(?:(?:who\s+)?sign(?:s|ing)\s+off|(?:who\s+)?approv(?:es|ing)|(?:who\s+)?do(?:es|ing))\s+(?:all\s+)?my\s+(?:{MANAGER_DUTIES_EN})\b"
    rf"|(?:(?:他|她)|^(?=现在|已经|如今|目前|成了|成为|变成|也是|还是|同时))(?:现在|已经|就|如今|目前|也|还|同时)*(?:成了|成为了?|是|变成了?)\s*我(?:们(?:组|团队|部门|科室|项目组|(?i:team))?)?(?:的)?\s*(?:(?:直属|直接|新的?|现在的)\s*)*"
    rf"(?:{_ROLE_ZH}|(?i:(?:new\s+|direct\s+|line\s+)?{_ROLE_EN}\b))",
    _I,
)


# How people are named at work beside their names: 苏总, 刘工, 孙科长, 张老师; a full name given
# in apposition ("全名苏明远", "大名林美", "英文名 Kevin"); an honorific before a surname ("Prof. Wong")
_ZH_TITLED = pattern_cache.compile(
    "(?P<n>[" + "".join(sorted(ZH_SURNAMES)) + "](?:总|工|主任|科长|处长|局长|厂长|经理|老师|医生|教授|博士|姐|哥|所长|院长|副?校长|站长|馆长|队长|部长|主管|组长|老板|师傅))"
)
_ZH_TITLE_AFTER_NAME = pattern_cache.compile(r"(?:副|正)?(?:校长|院长|主任|科长|处长|局长|厂长|经理|总监|所长|站长|馆长|队长|部长|主管|组长|老师|教授|总)$")


def titled_names(text: str):
    """People named by surname and a work title in ``text`` ("周工", "孙科长"), in order."""
    return _ZH_TITLED.finditer(text)


_FULL_NAME = pattern_cache.compile(rf"(?:全名|大名|本名|真名|英文名|中文名|full name|real name)\s*(?:是|叫|is|:|：)?\s*(?P<n>{_EN_PERSON}|[{CJK}]{{2,3}})", _I)
_HONORIFIC = pattern_cache.compile(r"(?:Dr|Prof|Mr|Mrs|Ms|Miss)\.?\s+(?P<n>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ'’-]+(?:\s+[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ'’-]+)?))")
_NOT_A_PERSON = {"is", "was", "the", "a", "an", "my", "our", "new", "now", "he", "she", "they", "it", "and", "so"}


def person_named(name: str, text: str, message: str = "") -> str:
    """The whole name of the person ``name`` (as a frame read it) points to in ``text``: the
    full name the message gives ("老板 May 姐，大名林美"), the surname after an honorific, a
    surname after a given name ("Raymond| Leung"), the three characters of a Chinese name,
    or where a function word was read, the person the clause names ("boss is Bethan Lloyd")."""
    full = _FULL_NAME.search(message or text)
    if full:
        found = full.group("n").strip()
        return (zh_name_at(found) or found) if re.match(f"[{CJK}]", found) else found
    at = text.find(name)
    if name.lower() in _NOT_A_PERSON or (re.fullmatch(f"[{CJK}]+", name) and zh_name_at(name) != name and not _ZH_TITLED.fullmatch(name)):
        titled = _ZH_TITLED.search(text)
        person = re.search(rf"\b(?:is|was|be)\s+(?P<n>{_EN_PERSON})", text)
        return titled.group("n") if titled else (person.group("n") if person else name)
    if at < 0:
        return name
    honorific = _HONORIFIC.match(text, at)
    if honorific:
        return honorific.group(0).strip()
    if name[:1].isupper() and " " not in name:
        whole = re.match(rf"{re.escape(name)}\s+(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ'’-]+)\b", text[at:])
        return whole.group(0) if whole else name
    if re.fullmatch(f"[{CJK}]{{2}}", name):
        titled = _ZH_TITLED.match(text, at)
        # the clause may end inside the name: "老板是周启|明，…" (but "向陈立汇报" ends at 陈立)
        where = message.find(text[at:]) if message and text[at:] in message else -1
        rest = message[where:] if where >= 0 else text[at:]
        # (a one-character verb ending the clause is no part of it: "找王磊签")
        whole = len(rest) >= 3 and re.match(f"[{CJK}]", rest[2]) and rest[2] not in _ZH_CLAUSE_FINAL_VERBS and (len(rest) == 3 or rest[3] in "，,。.！!？?、；;：: )）") and zh_name_at(rest[:4]) == rest[:3]
        return titled.group("n") if titled else (rest[:3] if whole and zh_name_at(rest) == rest[:3] else name)
    return name


_ZH_CLAUSE_FINAL_VERBS = frozenset("签批审管打说问讲看帮")


def _person_named_earlier(told: str, message: str) -> str | None:
    """The person the sentences before ``told`` named last, for a pronoun that opens it ("Lunch with Priya
    today. She's my manager now.", "…给老齐，客气点。他是我们组长")."""
    if not message or told not in message:
        return None
    earlier = message[: message.find(told)]
    # (a sentence's end, or a quotation's: the clauses split a quoted phrase off as a sentence of its own)
    if not re.search(r"[.!?。！？]['\"’”]?\s*$|(?<=\w)['\"’”]\s*$", earlier) or len(earlier) >= 300:
        return None
    named = [w for n in re.finditer(_EN_PERSON, earlier) if (w := _person_words(n.group()))]
    if named:
        return named[-1]
    # "帮我写个调休条给老齐，客气点。他是我们组长": the Chinese person named last
    return _zh_referent(earlier) if re.search(f"[{CJK}]", earlier) else None


def _person_words(found: str) -> str | None:
    """The name in a capitalised run, or None: not a pronoun ("She's"), not the verb or the word opening
    a sentence before it ("Copying Ingrid", "Cc'ing Morwenna", "Every email")."""
    words = found.split()
    while words and (re.search(r"['’]", words[0]) or is_inflected(words[0], ("VBG",)) or _common_word(words[0])):
        words = words[1:]
    name = re.sub(r"['’]s$|['’]$", "", " ".join(words))  # "Oliver Tan's team": whose; "'sync w/ Gwen Ashby'": a quote's end
    if not name or name.split()[0] in _NOT_A_NAME or place_of(name) or not _person_ok(name):
        return None  # "Org chart", "west Wales"
    return name if name.split("'")[0].split("’")[0] not in ("He", "She", "They", "It", "I") else None


_ZH_TIME_BEFORE = pattern_cache.compile(r"[这那每上下本今明去前后]$")


def _zh_referent(before: str, dropped: bool = False) -> str | None:
    """Whom a Chinese pronoun points to in the words ``before`` it: the person named last; a dropped subject
    is the clause before's subject, the person named first ("屈慧敏接了老周的位置，现在是我的顶头上司"). A person is
    a Latin name, a surname with a title ("周主任", "何总"), or a Chinese name the words set apart: at a
    clause's start or after a word that takes a person ("和周敏的", "改成王晓东", "那位黎振声") — not "全程站着"."""
    near = [(n.start(), w) for n in re.finditer(_EN_PERSON, before) if (w := _person_words(n.group()))]
    titled = [full_name_before_title(before, t.start("n"), t.end("n"), t.group("n")) for t in _ZH_TITLED.finditer(before)]
    near += [(a, n) for a, _, n in titled]
    for i, ch in enumerate(before):
        familiar = i and before[i - 1] in "老小" and ch in ZH_SURNAMES  # "请假条老彭签了": 老彭, wherever it stands
        if ch not in ZH_SURNAMES or any(a <= i < b for a, b, _ in titled) or (i and before[i - 1] not in ZH_TAKES_A_PERSON and not familiar):
            continue
        name = zh_name_at(before[i - 1 :]) if familiar else zh_name_at(before[i:])
        if name and len(name) >= 2 and not (_ZH_TIME_BEFORE.search(before[:i]) and ch in "周月年天"):
            near.append((i, name))
    # (not one said to have gone: "梁总走了以后她是我的新上司" points past 梁总)
    near = [(a, n) for a, n in near if not _GONE_AFTER_NAME.match(before, (before.find(n, a) if before.find(n, a) >= 0 else a) + len(n))]
    if not near:
        return None
    near.sort()
    who = near[0][1] if dropped else near[-1][1]
    whole = [n for _, n in near if n[0] == who[0] and len(n) > len(who) and not _ZH_TITLED.fullmatch(n)]  # "黎振声黎总": the full name the title repeats
    return whole[-1] if whole and _ZH_TITLED.fullmatch(who) else who


def full_name_before_title(text: str, start: int, end: int, titled: str) -> tuple[int, int, str]:
    """The person a surname-and-title match names: "韦建华主任" matched as 华主任 is 韦建华 (its given name
    ends in a surname character); "周主任" stays itself."""
    for size in (2, 1):
        whole = text[max(0, start - size) : start + 1]
        if start - size >= 0 and zh_name_at(whole) == whole:
            return start - size, end, whole
    return start, end, titled


# the words after which a Chinese name stands ("和周敏", "改成王晓东", "那位黎振声", "，屈慧敏"); rules reads
# a name with no title before a pronoun by the same words (a space too, there: no "Vivian 周" to misread)
ZH_TAKES_A_PERSON = frozenset("和跟给向叫是成找由被让请位得，,。；;：:、！？!?")


# the full name in brackets, then the role over the user: "郭师傅（郭建民，我们维修部的头儿）", "邹律师 (邹明, my
# supervising partner)" — read in the sentence, as the comma inside the brackets splits the clause
_BRACKETED_NAME_ROLE = pattern_cache.compile(
    rf"[（(]\s*(?P<who>{_EN_PERSON}|[{CJK}]{{2,3}})\s*[,，、]\s*(?:我们|我的|咱们|my|our)\s*(?:的)?\s*[^）),，]{{0,10}}?(?:{_ROLE_ZH}|{_ROLE_EN}|supervising partner)\s*[）)]",
    _I,
)


def manager(text: str, sentence: str = "", message: str = "") -> Cue | None:
    """The person the user reports to, named beside a role word over the user ("…, so
    he's my boss": the one the sentence named; "我们周主任": ours, by surname and title)."""
    if re.match(r"\s*(?:以后|现在|从此|今后)?\s*(?:他们|她们)", text) and "我" not in text:
        return None  # "以后她们排班都归卢海燕管": whom they answer to, not the user
    told = sentence if sentence and text in sentence else text
    bracketed = _BRACKETED_NAME_ROLE.search(told)
    if bracketed and told.find(text) <= bracketed.start("who") < told.find(text) + len(text):
        who = bracketed.group("who")
        if _person_ok(who) or zh_name_at(who) == who:
            return Cue("relationship", "manager", who, (0, 0), about_user=True, confidence=0.8)
    ours = re.match(r"^(?:我们|咱们)(?:的)?(?:组|部门|科室|团队)?(?:的)?\s*", text)
    titled = _ZH_TITLED.match(text, ours.end()) if ours else None
    if titled and titled.group("n")[1:] not in ("姐", "哥"):
        return Cue("relationship", "manager", titled.group("n"), titled.span("n"), about_user=True, confidence=0.75)
    # the role alone in its clause, in apposition to a name ending the one before: "spoke to Dr
    # Venkatesh, my new clinical supervisor, about …", "Jorge, my new crew chief, is …"
    if sentence and text in sentence and _APPOSED_ROLE.match(text):
        named = re.search(rf"(?P<who>{_EN_PERSON})\s*,\s*$", sentence[: sentence.find(text)])
        if named and _person_ok(named.group("who")) and not SOMEONE_ELSES_ROLE.search(sentence[: named.start()]):
            return Cue("relationship", "manager", named.group("who"), (0, 0), about_user=True, confidence=0.75)
    pronoun = _PRONOUN_ROLE.search(text)
    if pronoun:
        told = sentence or text
        # the person the pronoun stands for: the first one the sentence named before it, an ordinary
        # word with a capital is none ("Every email … cc Moritz since he became my line manager"); not
        # one named after it ("She took over as my manager from Raj": the one before her)
        at = told.find(text)
        before = told[: at + pronoun.start()] if at >= 0 else told
        if re.match(f"[{CJK}]|$", pronoun.group()[:1]):
            # "把 approver 改成王晓东，他现在是我的 line manager", "黎振声黎总，现在成了我顶头上司": the one named before
            who = _zh_referent(before, dropped=pronoun.group()[:1] not in "他她") or _person_named_earlier(told, message)
            return Cue("relationship", "manager", who, (0, 0), about_user=True, confidence=0.75) if who else None
        named = [w for n in re.finditer(_EN_PERSON, before) if (w := _person_words(n.group()))]
        if named:  # the sentence's first person, its subject as a rule; a full name before a lone word ("Outlook auto-suggests Yasmin Haddad")
            return Cue("relationship", "manager", next((w for w in named if " " in w), named[0]), (0, 0), about_user=True, confidence=0.8)
        earlier = _person_named_earlier(told, message)  # "Lunch with Priya today. She's my manager now."
        if earlier:
            return Cue("relationship", "manager", earlier, (0, 0), about_user=True, confidence=0.8)
        # "当初面试我的就是谭晓峰，现在他成了我的直属领导": the person the sentence named before
        before = told[: told.find(text)] if text in told else ""
        # (not one said to have gone: "梁总走了以后她是我的新上司" is the one after 梁总)
        names = [n for i, ch in enumerate(before) if ch in ZH_SURNAMES and (n := zh_name_at(before[i:])) and len(n) >= 2
                 and not _GONE_AFTER_NAME.match(before, i + len(n))]
        if names:
            return Cue("relationship", "manager", names[-1], (0, 0), about_user=True, confidence=0.75)
    if _ZH_THIS_BOSS.search(text):
        # "老杜听 playback 的时候会闭眼，…，跟了这个 boss 三年了": the one the sentence opened with
        told = (sentence or text).lstrip()
        nickname = re.match(rf"(?:老|小|阿)[{CJK}]", told)
        english = re.match(_EN_PERSON, told)
        who = nickname.group() if nickname else english.group() if english else (zh_name_at(told) or "")
        if who and (nickname or _person_ok(who) or zh_name_at(who) == who):
            return Cue("relationship", "manager", who, (0, 0), about_user=True, confidence=0.75)
    duty = _MANAGER_DUTY.search(text)
    if duty:
        who = next((v for k, v in duty.groupdict().items() if k.startswith("who") and v), "他")
        if who in ("他", "她") and (sentence or text).find(text) >= 0:
            told = sentence or text  # "和周敏的第一次一对一，她这周开始带我们组": the one named before the pronoun
            who = _zh_referent(told[: told.find(text) + duty.start()]) or ""
        elif who.lower() in ("he", "she", "him", "her", "他", "她") or who.lower().startswith("the "):  # the one the sentence (or the message before it) named ("the man who signs my timesheets")
            told = sentence or text
            named = next((w for n in re.finditer(_EN_PERSON, told) if (w := _person_words(n.group()))), None)
            titled = _ZH_TITLED.search(told)
            who = named if named else (titled.group("n") if titled else zh_name_at(told.lstrip()) or "")
            if not who:
                who = _person_named_earlier(told, message) or ""
        elif re.match(r"[周月年天]", who) and _ZH_TIME_BEFORE.search(text[: max(text.find(who), 0)]):
            who = ""  # "这周开始带我们组": 这周, no one named 周开始
        elif re.match(f"[{CJK}]", who):
            title = _ZH_TITLE_AFTER_NAME.search(who)  # "陈立明副校长": the name before the title
            if title and 2 <= title.start() <= 4 and who[0] in ZH_SURNAMES:
                who = who[: title.start()]
            else:
                who = who if zh_name_at(who) == who or _ZH_TITLED.fullmatch(who) else zh_name_at(text[text.find(who) :]) or ""
        if who and (_person_ok(who) or zh_name_at(who) == who or _ZH_TITLED.fullmatch(who)):
            at = text.find(who)
            return Cue("relationship", "manager", who, (at, at + len(who)) if at >= 0 else (0, 0), about_user=True, confidence=0.8)
    for form in _MANAGER_FORMS:
        m = form.search(text)
        if m is None:
            continue
        if re.search(r"\bhiring\s+(?:manager|lead)\b|面试官", text[max(0, m.start() - 16) : m.end()], _I) and not re.search(r"现在|now", text[m.end() :], _I):
            continue  # "跟 hiring manager Felix 聊的": who interviewed the user, not whom they report to
        if SOMEONE_ELSES_ROLE.search(text[: m.start("who")]):
            continue  # "my flatmate's new boss Trevor": the flatmate's
        who = m.group("who").strip()
        if who in ("他", "她") or who.lower() in ("he", "she", "him", "her"):
            # "现在我直接归他管", "She's my manager now": the one named before the pronoun, never the pronoun
            told = sentence or text
            at = told.find(text)
            before = told[: at + m.start("who")] if at >= 0 else text[: m.start("who")]
            if who in ("他", "她") and "我" not in text[: m.start("who")]:
                continue  # "训导队现在归她管": the team is hers; whether the user is in it, the clause does not say
            who = (_zh_referent(before) if who in ("他", "她") else None) or _person_named_earlier(told, message) or ""
            if who:
                return Cue("relationship", "manager", who, (0, 0), about_user=True, confidence=0.75)
            continue
        if re.match(f"[{CJK}]", who) and _ZH_TITLE_AFTER_NAME.fullmatch(who):
            # "邹文斌副厂长现在就是我的直接领导": the title is no name; the name before it is
            named = zh_name_at(text[max(0, m.start("who") - 3) : m.start("who")])
            who = named if named and len(named) == min(3, m.start("who")) else who
        titled_before = next((t for t in _ZH_TITLED.finditer(text[: m.start("who")]) if t.end() == m.start("who")), None)
        if titled_before and re.match(f"[{CJK}]", who):
            continue  # "韩主任管着整个中心": the surname and title are the person, what follows (管着整) no name
        if _ZH_TIME_BEFORE.search(text[: m.start("who")]) and re.match(r"[周月年天]", who):
            # "她这周开始带我们组": 这周 is a time, no one named 周开始 — the pronoun's person
            told = sentence or text
            opener = re.match(r"\s*(?:他|她)", text)
            who = (_zh_referent(told[: told.find(text)]) if opener and text in told else None) or ""
            if who:
                return Cue("relationship", "manager", who, (0, 0), about_user=True, confidence=0.8)
            continue
        if form is _MANAGER_FORMS[0] and not re.search(r"\b(?:over|for)\s+us\b|\bour\b|\bmy\b", m.group(0), _I):
            continue  # "Sam is the manager" of something else
        if re.match(f"[{CJK}]", who):
            read = zh_name_at(text[m.start("who") :]) or ""
            who = read if len(read) <= len(who) else (zh_name_at(who) or "")  # the name ends where the form says
            titled = _ZH_TITLED.search(text[: m.end() + 4], max(0, m.start("who") - 1))
            surname = re.search(r"姓(?P<s>.)", m.group(0))
            if surname and not titled:  # "科长姓张，张科长"
                titled = next((t for t in _ZH_TITLED.finditer(sentence or text) if t.group("n")[0] == surname.group("s")), None)
            if not who and titled:  # "归孙科长管", "科长姓张，张科长": the surname and the title name them
                who = titled.group("n")
        if _person_ok(who) or (who and _ZH_TITLED.fullmatch(who)):
            at = m.start("who")
            return Cue("relationship", "manager", who, (at, at + len(who)), about_user=True, confidence=0.8)
    beside = _manager_beside_zh_role(text, sentence or text) or _manager_beside_en_role(text, sentence or text, message)
    if beside is not None:
        return beside
    directs = manager_in_work_talk(text, message or sentence or text, _person_ok, SOMEONE_ELSES_ROLE)
    if directs:  # a title over others with it makes it the user's word; a bare direction, a guess
        who, span, senior = directs
        return Cue("relationship", "manager", who, span, about_user=True, confidence=0.7 if senior else 0.6, doubt=None if senior else DIRECTS)
    return None


# The role over the user named in a clause ("my new supervisor", "as my manager", "the new boss",
# "your line manager will be" in a forwarded letter), the person named in the same sentence: the
# one nearest the role word. A looser reading than the forms above: proposed, for the user to confirm.
_ROLE_OVER_ME = pattern_cache.compile(
    r"\b(?:(?P<own>my|our|your)\s+(?:new\s+|current\s+|direct\s+|line\s+|acting\s+|interim\s+|immediate\s+|official\s+)*"
    r"|(?P<new>(?:the|a|our)\s+new\s+|\bnew\s+)(?:line\s+|direct\s+)?)"
    r"(?P<role>line[ -]manager|manager|manger|boss|supervisor|team lead(?:er)?|section commander|superintendent|foreman|gaffer|head of department)\b(?!['’]s)",
    _I,
)
_ROLE_PAST = pattern_cache.compile(r"\b(?:old|former|ex|previous|last|first|hiring|future|potential|would-be)[\s-]+(?:\w+\s+){0,2}$", _I)
_ROLE_THEN = pattern_cache.compile(r"\b(?:was|were|used to be|had been|have been|'d been|’d been)\s+(?:\w+\s+)?$", _I)
BACK_THEN = pattern_cache.compile(r"\b(?:back (?:when|in|then)|in those days|years ago|at the time|when i was at)\b", _I)
_LETTER = pattern_cache.compile(r"\b(?:fwd|fw|hr|email|e-mail|letter|welcome|invite|onboarding|memo)\b|转发", _I)
_NAMED_PERSON = pattern_cache.compile(rf"(?<![\w'’@.]){_EN_PERSON}(?![\w@])")
_NOT_A_NAME = frozenset(("Fwd", "Fw", "Re", "HR", "Calendar", "Org", "Probation"))  # (days and months: _person_ok)


# the same in Chinese: "欢迎新主任郑国梁", "我的主管一栏显示“林雅婷”", "我现在的 lead 是那个 Jason"
_ROLE_OVER_ME_ZH = pattern_cache.compile(
    r"(?:我的|我们的|我们组的|我们部门的|我们科的|新来的|新上任的|新的|新|现在的|我现在的)\s*(?:直属|直接)?\s*"
    r"(?P<role>领导|主管|经理|老板|上司|组长|主任|老大|头儿|(?i:leader|manager|lead|boss|supervisor))(?![A-Za-z])"
)
_ZH_NAME_AFTER_ROLE = pattern_cache.compile(r"\s*(?:一栏|那栏|字段)?\s*(?:是|叫|显示|写着|换成了?|变成了?|[:：])?\s*(?:那个|那位)?\s*[“\"「]?\s*")


def _manager_beside_zh_role(text: str, sentence: str) -> Cue | None:
    role = _ROLE_OVER_ME_ZH.search(text) if re.search(f"[{CJK}]", text) else None
    if role is None or SOMEONE_ELSES_ROLE.search(text[: role.start()]) or re.search(r"(?:以前|之前|原来|前任|老)的?\s*$|(?<!我)(?<!我们)的\s*$", text[: role.start()]):
        return None
    at = sentence.find(text)
    told = sentence if at >= 0 else text  # the name may stand in a quote of its own: "显示“林雅婷”"
    after = _ZH_NAME_AFTER_ROLE.match(told, max(at, 0) + role.end())
    rest = told[after.end() :]
    who = zh_name_at(rest) if re.match(f"[{CJK}]", rest) else None
    latin = re.match(_EN_PERSON, rest)
    who = who or (latin.group(0) if latin else None)
    if not _person_ok(who):
        return None
    found = text.find(who, role.end())
    return Cue("relationship", "manager", who, (found, found + len(who)) if found >= 0 else (0, 0), about_user=True, confidence=0.7)


def _manager_beside_en_role(text: str, sentence: str, message: str) -> Cue | None:
    role = _ROLE_OVER_ME.search(text)
    if role is None or _ROLE_PAST.search(text[: role.start("role")]) or SOMEONE_ELSES_ROLE.search(text[: role.start()]):
        return None  # "my old boss", "the hiring manager", "my sister's new boss": not the user's now
    if _ROLE_THEN.search(text[: role.start()]) or BACK_THEN.search(sentence):
        return None  # "Back when Rosalind was my manager", "who'd have been my boss": history or never
    if (role.group("own") or "").lower() == "your" and not _LETTER.search(message or sentence):
        return None  # "your boss" is the user's only in a letter written to them
    offset = max(sentence.find(text), 0)
    centre = offset + role.start("role")
    people = []
    for m in _NAMED_PERSON.finditer(sentence):
        name = m.group(0)
        first = name.split()[0]
        opens_sentence = m.start() == 0 or sentence[: m.start()].rstrip().endswith((".", "!", "?"))
        if first in _NOT_A_NAME or not _person_ok(name) or (opens_sentence and _common_word(first)):
            continue  # a capitalised word opening a sentence ("Calendar invite: …") is no name
        if sentence[m.end() : m.end() + 2] in ("'s", "’s"):
            continue  # "Priya's team": whose, not who
        people.append((abs(m.start() - centre), m.start(), name))
    if not people:
        return None
    _, start, name = min(people)
    return Cue("relationship", "manager", name, (start - offset, start - offset + len(name)), about_user=True, confidence=0.7)


# a job title after a word that names it as the user's
_JOB_FORMS = tuple(
    pattern_cache.compile(form, _I)
    for form in (
        rf"^(?:(?:still|now|officially|currently|finally|proudly)\s+)?(?:an?\s+)(?P<t>head of (?:the\s+)?[a-z]+|{EN_TITLE})\b",
        rf"\b(?:i['’]m|i am|still|now|officially|currently|promoted to|promoted me to|bumped me up to|moved me up to|made(?!\s+me\b)|became|(?<!to )become|work as|working as|took over as|stepped up as|stepped in as|title(?:\s+(?:on paper|officially|on (?:my|the) [a-z]+))?(?:\s+is|['’]s|:|\s*是)|badge says|day job:?)\s+"
        # (after "I'm" without an article, not a verb's -ing: "I'm presenting interpreter coverage numbers")
        rf"(?:an?\s+|the\s+|(?<!i'm )(?<!i’m )(?<!i am )|(?![a-z]+ing\s))(?!(?:my|our|his|her|their|your)\b)(?P<t>head of (?:the\s+)?[a-z]+|{EN_ROLE_TITLE})",  # ("he became my line manager": a relation, no post)
        rf"(?:岗位|职位|title|头衔|职称|职务)\s*(?:叫|是|：|:)?\s*(?P<t>{ZH_TITLE})",
        rf"(?:干|做)的是\s*(?P<t>{ZH_TITLE})",
        rf"评上(?:了)?\s*(?P<t>{ZH_TITLE})",
        rf"^(?P<org>[{CJK}A-Za-z]{{2,8}}?)的\s*(?P<t>{ZH_TITLE})$",
        # a word that marks what follows as a post: "as a dive instructor", "work: junior architect",
        # "在祥云航空当空乘", "title 升成 head roaster", "现在正式是 production roaster", "名片…：电商负责人"
        rf"\bas\s+(?:an?|the)\s+(?P<t>{EN_ROLE_TITLE})",
        rf"^(?:work|job|day job|role|position)\s*[:：-]\s*(?:an?\s+)?(?P<t>{EN_ROLE_TITLE})",
        rf"(?:当上|当|担任|转岗成|转成)(?:了)?\s*(?:一名|一个|个|名)?\s*(?P<t>{ZH_ROLE_TITLE}|{EN_ROLE_TITLE})",
        # "在青岛市气象台做海洋预报员": 做 before an agent noun in 员/师/官 is a post (not "做饭")
        rf"做\s*(?:一名|一个|个|名)?\s*(?P<t>{ZH_ROLE_TITLE})(?=$|[，,。！!；;\s了的])",
        rf"做\s*(?:一名|一个|个|名)?\s*(?P<t>{EN_ROLE_TITLE})(?=\s*(?:$|[，,。！!；;]))",  # "在 Aromaxis 做 fragrance evaluator，"
        rf"(?:升成|升为|升到|升职为|升职成|转正成|转成|提拔为|晋升为|任命为|聘为|聘任为)(?:了)?\s*(?P<t>{ZH_ROLE_TITLE}|{EN_ROLE_TITLE})",
        # the user's own word, whoever's clause it sits in: "我妈…announce 我现在是 Tech Lead"
        rf"我(?:现在|已经|正式|目前)*(?:是|当上了?)\s*(?:一名|一个|个)?\s*(?P<t>{EN_ROLE_TITLE})",
        rf"^(?:现在|正式|已经|目前|\s)*是\s*(?:一名|一个)?\s*(?P<t>{EN_ROLE_TITLE})",
        rf"(?:名片|头衔|工牌|title|badge)[^：:，,]{{0,8}}[:：]\s*(?P<t>{ZH_ROLE_TITLE}|{EN_ROLE_TITLE})",
        # one of a team by its trade: "I'm one of four falconers on the Skyclear crew"
        rf"\b(?:i['’]m|i am)\s+one of (?:the\s+)?(?:\w+\s+)?(?P<plural>{EN_ROLE_TITLE})",
        # a title written under one's name ("it says CAD designer under my name in the email signature")
        rf"\bsays\s+(?:an?\s+)?(?P<t>{EN_ROLE_TITLE})\s+(?:under|next to|beside|below)\s+my name\b",
        # a title standing alone in a clause of the user's ("…, commercial diver.", "Bus driver going on ten years now")
        rf"^(?P<alone>{EN_ROLE_TITLE})(?:\s+(?:going on|for|since|now|officially|these days|by trade|at|with)\b.*)?$",  # the tail checked below
        rf"^(?P<alone2>{ZH_ROLE_TITLE})$",
        # a post named by what is done in it or written of it: "first week as a postie", "ten days into
        # being sous chef", "promotion to associate professor went through", "bumped up to shift supervisor",
        # "the staff directory lists me as Librarian", "I'm down as 'Data Protection Officer'", "made me Head of …"
        rf"\b(?:first\s+(?:full\s+)?(?:day|week|shift|month|night|year|term)s?\s+as|(?:days?|weeks?|months?|shifts?)\s+into\s+being|promotion\s+to|"
        rf"(?:bumped|moved|stepped)\s+up\s+to|lists?\s+me\s+as|(?:i['’]m|i am)\s+(?:down|listed|registered)\s+as|updated\s+me\b[^.,;]{{0,24}}?\s+as|"
        rf"(?:have|has|'ve|’ve)\s+made\s+me|made\s+me)\s+(?:an?\s+|the\s+)?['‘\"“]?(?P<t>head of (?:the\s+)?[a-z]+|{EN_ROLE_TITLE})",
        # what being in a post brings, the speaker's: "the joys of being the on-call SRE", "being a park
        # ranger out at Kakadu beats the old desk job", "what being a trainee solicitor means"
        rf"\b(?:of|about|in|with|since|means|mean)\s+being\s+(?:an?|the)\s+(?:new\s+|on-call\s+|(?:\w+\s+)?shift\s+)?(?P<t>{EN_ROLE_TITLE})(?<!resident)(?<!local)\b",
        # "以执业药师的身份签字", "我是新来的质检组长", "副主任医师评下来了"
        rf"以\s*(?:一名|一个)?\s*(?:(?i:licensed)\s+)?(?P<t>{ZH_ROLE_TITLE}|{EN_ROLE_TITLE})\s*的身份",
        rf"我是新(?:来|上任|到)的\s*(?P<t>{ZH_ROLE_TITLE}|{EN_ROLE_TITLE})",
        rf"(?P<t>{ZH_ROLE_TITLE})(?:评下来了|批下来了|这把椅子)",
        # a post as the life one lives, the shifts one works, what one does: "bartender life is treating me fine",
        # "my new dispatcher shifts are four on, four off", "teaching assistant is what I do now"
        rf"(?<![\w'’])(?P<own>{EN_ROLE_TITLE})\s+life\b(?!\s+(?:of|in|was|were|used)\b)",
        rf"\bmy\s+(?:new\s+)?(?P<own2>{EN_ROLE_TITLE})\s+(?:shifts?|rota|uniform|hours|duties|training|probation|contract|lanyard)\b",
        rf"^(?:[^.;!?]*?[—–-]\s+)?(?P<t>{EN_ROLE_TITLE})\s+is\s+what\s+i\s+do\b",
        # a post changed from one to another: "my role has changed from Analyst to Product Owner"
        rf"\b(?:role|title|job title|position|post)\s+(?:has\s+|was\s+|got\s+)?(?:changed|moved|switched|gone)\s+from\s+[^.;,]{{1,40}}?\s+to\s+(?P<t>{EN_ROLE_TITLE})",
        # the post one holds, in Chinese: "我这个 tour guide", "给我这个班主任", "干木雕师这行", "接任车间主任",
        # "穿着这身保安队长的制服"
        rf"我这个\s*(?P<t>{ZH_ROLE_TITLE}|{EN_ROLE_TITLE})",
        rf"(?:干|做)\s*(?P<t>{ZH_ROLE_TITLE})\s*(?=这(?:行|一行|份|个|几|半|些|么)|那(?:几|会))",
        rf"(?:接任|接手)(?:了)?\s*(?P<t>{ZH_ROLE_TITLE})",
        # a title printed on the user's papers: "First paycheck with Senior Preparator printed on the stub",
        # "Same title printed under the photo as last year: Assistant Preparator"
        rf"\b(?P<own3>{EN_ROLE_TITLE})\s+(?:printed|written|engraved|embroidered|typed)\s+(?:on|under|across|below)\s+(?:the|my)\s+(?:pay\s?)?(?:stub|payslip|badge|card|door|nameplate|lanyard|photo|name|contract|letter)\b",
        rf"\btitle\b[^:.;\n]{{0,30}}?\b(?:printed|written|says|reads|shows)\b[^:.;\n]{{0,30}}:\s*(?P<own4>{EN_ROLE_TITLE})",
        rf"(?:穿着?|穿上了?)\s*(?:这身|一身|新的?)?\s*(?P<t>{ZH_ROLE_TITLE})\s*的\s*(?:制服|工服|工装|衣服)",
    )
)
_OTHERS_BEFORE = pattern_cache.compile(r"\b(?:my|his|her|their|our)\s+$", _I)
_SOMEONES_BEFORE = pattern_cache.compile(r"(?:\b(?:his|her|their|your)|\w['’]s)\s+$", _I)
_LIFE_OF_ALL = frozenset(("student", "students", "intern", "owner", "partner", "lead", "head", "assistant", "associate"))


# what makes a title the post talked about, not the user's: an offer, an interview, an exam
_POST_DISCUSSED = pattern_cache.compile(r"\b(?:offer(?:ed|s)?|interview\w*|exam|applied|applying|vacancy|advert)\b|offer|面试|录用|考|招聘|应聘|投了|岗位描述", _I)
# words no title opens with ("like a tourist", "same wallpaper", "four students", "my supervisor")
_NOT_TITLE_WORD = frozenset((
    "a", "an", "the", "i", "we", "you", "they", "my", "your", "his", "her", "our", "their", "its", "like", "same", "first", "both", "new", "this",
    "that", "these", "those", "every", "each", "some", "any", "no", "one", "two", "three", "four", "five", "six",
    "seven", "eight", "nine", "ten", "more", "other", "another", "old", "technically", "only", "just", "such",
))  # fmt: skip
_BARE_AFTER_BE = pattern_cache.compile(r"\b(?:i['’]m|i am|still|now|currently|officially|became|become|made)\s+$", _I)
_FIRST_PERSON = pattern_cache.compile(r"\b(?:i|i'm|i've|my|me|myself)\b|\b(?:work(?:s|ed|ing)?|started|start|starting|signed (?:up|on)|joined|hired|employed|taken on|qualified|trained|retrained)\b", _I)


def job(text: str, message: str = "") -> Cue | None:
    """"Still a staff nurse", "Name badge says Ward Sister", "岗位叫物理教研员", "现在干的是产品运营",
    "郑外的高二物理老师": a job title after a word that names it as the user's."""
    if A_ROLE_FOR_A_WHILE.search(text):
        return None  # "worked a day as a deckhand, just for fun": a turn taken, not a post
    for form in _JOB_FORMS:
        m = form.search(text)
        if m is None:
            continue
        group = next(g for g in ("t", "alone", "alone2", "plural", "own", "own2", "own3", "own4") if g in m.re.groupindex and m.group(g))
        title = m.group(group).strip()
        if group == "alone" and re.search(r"[^s]s$", title) and not _in_lexicon(title):
            continue  # "smoke detectors": things, no post
        if group == "alone" and re.match(r"\s+(?:at|with|from)\s+(?:the\s+)?(?-i:[A-Z][\w&.'’-]*)(?:\s+(?-i:[A-Z][\w&.'’-]*))*\s+(?-i:[a-z]+s)\b", text[m.end(group) :]):
            continue  # "HR at Tamarind Bank wants my forms": the department doing something, no post of the user's
        if group == "plural":
            if not title.lower().endswith("s"):
                continue  # "one of the best", not one of a trade
            title = title[:-1]  # "one of four falconers": a falconer
        if group == "alone2" and title.endswith("岗"):
            title = title[:-1]  # "课程研发岗": the post is 课程研发
        if group in ("own", "own2", "own3", "own4"):
            lead = re.match(r"(?:(?:my|our|the|a|an|new|in|and|of|to|for|with|at|on|now|so|but|has|had|have|says|reads|shows|got)\s+)+", title, _I)
            title = title[lead.end() :] if lead else title
            printed = group in ("own3", "own4")  # a title printed on papers: Title Case is how papers print it
            if printed and (not title_ok(title, alone=False) or re.search(r"\b(?:her|his|their|your|\w+['’]s)\b", text[: m.start(group)], _I)):
                continue  # "Her badge has Head Nurse printed on the card": hers
            # (the frame itself says whose: the life one lives, "my … shifts"; a title the lexicon knows)
            if not printed and (not _in_lexicon(title) or title.lower() in _LIFE_OF_ALL or (group == "own" and _SOMEONES_BEFORE.search(text[: m.start(group)]))):
                continue  # "student life" is everyone's; "my brother's bartender life" his
            return Cue("fact", "job", title, (m.end(group) - len(title), m.end(group)), confidence=0.75, about_user=True)
        if _OTHERS_BEFORE.search(text[: m.start(group)]) or not title_ok(title, alone=group not in ("t", "plural")):
            continue
        if "org" in m.re.groupindex and m.group("org") and re.search(r"[了过着]|^我", m.group("org")):
            continue  # "我妹考上了成都的研究生": a clause with a verb, not a workplace's post
        if group not in ("t", "plural") and not _alone_is_users(text, title, m.end(group), message):
            continue
        if form.pattern.startswith(r"\bas\s+") and not _FIRST_PERSON.search(text):
            continue  # "Bethan came as a reindeer": as what someone came, not a post
        if not _head_is_lowercase(text, m.start(group), m.end(group), title):
            continue  # "technically Doncaster": a name, not an agent noun
        if not _in_lexicon(title) and not title.lower().startswith("head of") and _BARE_AFTER_BE.search(text[: m.start(group)]):
            continue  # "I'm under Paula now": an agent noun after "I'm" takes its article
        # "Tobias bumped me up to …", "it says … under my name": the user's
        mine = bool(re.search(r"\b(?:promoted|bumped|moved|made|lists?|updated)\s+me\b|\bmy name\b|\bis\s+what\s+i\s+do\b|^我|\b(?:i['’]m|i am)\s+(?:down|listed|registered)\b|的身份|^first\b|\binto being\b", m.group(0), _I) or _MADE_ME.search(text[: m.start(group)])
                    or re.search(r"\bi\s+(?:just\s+|finally\s+)?$", text[: m.start()], _I))  # "… since I took over as workshop manager"
        return Cue("fact", "job", title, m.span(group), confidence=0.8, about_user=mine)
    return None


# A document that shows one's post — a badge, a card, an org chart, a signature: what it says
# is the title, written as the document writes it (Title Case, in quotes, after a name)
_LABEL = pattern_cache.compile(
    r"(?P<owner>\b(?:my|his|her|their|our)\s+|(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+)['’]s\s+)?"
    # (the document may follow the verb that changed it: "updated my email signature to …", "changed the outlook footer to …")
    r"(?:(?:updated|changed|set|switched)\s+(?:my|the)\s+)?"
    r"(?:(?:new|name|staff|id|work|business|slack|outlook|email|e-mail|office|linkedin|contract|offer)\s+)?(?:badge|card|business card|name ?tag|nameplate|org chart|email signature|signature|sig|footer|lanyard|door sign|door|contract|payslip|epaulette|shoulder board|title|headline|bio|letter)"
    # who made it, between the document and what it says: "the email signature IT set up says …"
    r"(?:\s+(?-i:[A-Z]{2,5}|[a-z]+)\s+(?:set up|made|printed|did|sent))?"
    # what the document did: says it, or arrived or was changed, and then shows it ("The business
    # cards came: Ines Halloran, Quartz Fabrication Technician", "KAS badge came through: …",
    # "email signature 改成 junior perfumer", "title 写的是 Perfumer 调香师")
    r"(?:s?\s+(?:(?:both|all|now|also|still)\s+)?(?:says?|reads?|shows?|lists? me as)\s*:?\s*|s?\s+(?:came(?: through)?|arrived|are in|is in|got printed|changed to|updated to|now|back from the printer)\s*(?:[:：,，—–-]|\bto\b)\s*"
    r"|s?\s+(?:re)?printed\s+with\s+"
    r"|s?\s+to\s+|s?\s+(?:arrived|came)\s+and\s+they\s+(?:say|read)\s+"
    r"|s?\s*(?:到了[，,]\s*)?(?:上|上面)?(?:写着|印着|写的是|印的是|改成了?|换成了?|变成了?|更新成了?)\s*[:：]?\s*)|"
    r"(?P<zh_owner>(?:[他她]|[\u3400-\u9fff]{1,3})的\s*)?(?:新)?(?:工牌|名片|胸牌|工作证|员工卡|门牌|合同|聘书|(?:email|邮件|邮箱)\s*签名|签名档)(?:上)?(?:面)?\s*"
    r"(?:写着|印着|写的是|印的是|印好了|印了|上写|是|印出来了|出来了|到了|改成了|换成了|更新成了|变成了)?\s*[:：，,]?\s*",
    _I,
)
_QUOTED_TITLE = pattern_cache.compile(r"^[“\"「『‘']\s*(?P<t>[^”\"」』’']{2,40}?)\s*[”\"」』’']")
_NAME_ON_CARD = pattern_cache.compile(rf"^(?:{_EN_PERSON}|[{CJK}]{{2,3}})\s*[,，|·/]\s*")


def job_on_label(text: str) -> Cue | None:
    """"new badge says Clinical Pharmacist - Oncology", "org chart says Medical Affairs Manager",
    "工牌上写着“康复助理”", "名片印好了：Tang Yuxin, Assistant Winemaker": the post a document of
    the user's shows (not one whose owner is someone else: "her badge says …")."""
    m = _LABEL.search(text)
    owner = (m.group("owner") or m.group("zh_owner") or "").strip() if m else ""
    if m is None or owner and not re.match(r"(?:my|our)\b", owner, _I) and not owner.endswith(("我的", "我们的")):
        return None  # someone else's document
    rest = text[m.end():]
    at = m.end()
    quoted = _QUOTED_TITLE.match(rest)
    if quoted:
        title, at = quoted.group("t").strip(), at + quoted.start("t")
    else:
        named = _NAME_ON_CARD.match(rest)  # the card's name first, then its title
        if named:
            rest, at = rest[named.end():], at + named.end()
        title_m = re.match(rf"(?:an?\s+|the\s+)?(?P<t>{EN_ROLE_TITLE}|{ZH_ROLE_TITLE})", rest, _I)
        if title_m is None:
            return None
        title, at = title_m.group("t").strip(), at + title_m.start("t")
    title = re.split(r"\s+[-–—]\s+|\s*[,，。.!！;；]", title)[0].strip()  # "Clinical Pharmacist - Oncology": the post
    if not title or not title_ok(title, alone=False) and not _in_lexicon(title):
        return None
    if any(named_by_kind(part) for part in re.split(r"\s+(?=[\u3400-\u9fff])|(?<=[\u3400-\u9fff])\s+", title)):
        return None  # "Staff card 印着 'Lotus Re-Assurance 莲花再保险'": the workplace the card names, not a post
    return Cue("fact", "job", title, (at, at + len(title)), about_user=True, confidence=0.8)


# someone gives the user a post: "林姐让我当首席修复师", "老板调我去做区域经理"
_MADE_ME = pattern_cache.compile(rf"(?:{ZH_PIVOT_VERBS})我(?:去|来)?\s*(?:当上?|做|担任|接)(?:了)?\s*$")


# a word among others of a list set off by commas: two short items before it, or one before and one after
_LIST_ITEM = r"(?:[A-Za-z'’-]+(?:\s[A-Za-z'’-]+)?|[\u4e00-\u9fff]{1,4})"
_LIST_ITEM_BEFORE = pattern_cache.compile(rf"(?:^|[:：])\s*{_LIST_ITEM}\s*[,、]\s*{_LIST_ITEM}\s*$")
_LIST_ITEM_AFTER = pattern_cache.compile(rf"\s*[,，、]\s*{_LIST_ITEM}\s*[,，、]\s*{_LIST_ITEM}\s*(?:[,，、?？.。]|$)")


def _alone_is_users(text: str, title: str, end: int, message: str) -> bool:
    """A title standing alone is the user's own unless the message is about a post on
    offer or the clause goes on about someone ("…, fleet manager" after "boss is Bethan")."""
    if message and _POST_DISCUSSED.search(message):
        return False
    words = title.lower().split()
    if words and words[0] in _NOT_TITLE_WORD or any(w.endswith("ed") and w not in _OCCUPATION_SET for w in words[:-1]):
        return False
    tail = re.sub(r"^\s+(?:at|with)\s+(?:the\s+)?[A-Z][\w&.'’ -]*$", "", text[end:])  # "… glassblower at Kettlewell Scientific"
    if re.search(r"\b(?:is|are|was|were|has|had)\b|[A-Z]", tail):
        return False  # "new manager for nights is Marisol Vega"
    if message and text in message:
        before = message[: message.find(text)].rstrip(" ,，")
        han = re.search(r"[\u3400-\u9fff]{2,3}$", before)
        named = re.search(r"\b[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+(?: [A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+)?$", before) or (han and any(zh_name_at(han.group()[i:]) == han.group()[i:] for i in (0, 1)))
        if named and not before.endswith((".", "!", "?", "。", "！", "？")):
            return False  # "boss is Bethan Lloyd, fleet manager", "主管是王磊，运营经理": hers (not "…智课报到，课程研发岗")
        clause_start = max(before.rfind(mark) for mark in ".!?。！？\n,，;；:：") + 1
        after = message[message.find(text) + len(text) :]
        if re.search(r"[:：][^.!?。！？:：]*$", before) and (_LIST_ITEM_BEFORE.search(before) or _LIST_ITEM_AFTER.match(after)):
            return False  # "set one up: horse, owner, date, shoe type": an item of a list of fields, no one's post
        if re.search(r"\b(?:you|your|ya)\b|你|您", before[clause_start:], re.IGNORECASE) and re.match(r"\s*(?:$|[.!?。！？~～])", after):
            return False  # "Merry Christmas to you too, little assistant.": whom the user talks to
    return True


def _head_is_lowercase(text: str, start: int, end: int, title: str) -> bool:
    """A head the lexicon lacks is an agent noun only in lower case (mid-clause)."""
    if re.search(f"[{CJK}]", title):
        return True
    if _in_lexicon(title) or title.lower().startswith("head of "):
        return True  # ("Head of Housekeeping": the head is "Head")
    spot = text.rfind(title.split()[-1], start, end)
    return spot <= 0 or not text[spot].isupper()


_OCCUPATION_SET = frozenset(OCCUPATIONS)
_ACRONYM_SET = frozenset(JOB_ACRONYMS)


def _in_lexicon(title: str) -> bool:
    """Whether the title ends in an occupation of the lexicon ("Ward Sister", "fleet drivers")."""
    words = title.lower().split()
    if title.split() and title.split()[-1].removesuffix("s") in _ACRONYM_SET:
        return True  # "senior CRA": a post by its letters
    tails = {" ".join(words[-n:]) for n in (1, 2, 3)}
    return any(tail in _OCCUPATION_SET or tail.removesuffix("s") in _OCCUPATION_SET for tail in tails)


# a verb of one character before a people noun makes a verb phrase, not a title
_ZH_VERB_BEFORE_PEOPLE = frozenset("带教陪帮找见接送招管培请")


def title_ok(title: str, alone: bool) -> bool:
    """A title, not an agent noun of something else ("as a teenager"); one standing alone
    names an occupation the lexicon knows or has a word before its head ("commercial diver")."""
    if re.search(f"[{CJK}]", title):  # "品控主管的岗" (for an interview), "开业活动我来策划": a phrase, not a title
        if title in ZH_ANY_WORKER:
            return False  # "沐阳教育的打工人": a worker, no post
        if _TIME_WORD.search(title):
            return False  # "今天带实习生": a time is no part of a post
        if title[:1] in _ZH_VERB_BEFORE_PEOPLE and title[1:] in _OCCUPATION_SET:
            return False  # "带实习生", "陪病人": what the user does with them, not a post
        return len(title) >= (3 if alone else 2) and not re.search("[是为做当在的了我你他她它们来去要把被就都也还很]", title)
    if _in_lexicon(title):
        return True  # the lexicon's ("Ward Sister")
    words = title.lower().split()
    if not words or words[-1] in NOT_OCCUPATIONS or words[-1].removesuffix("s") in NOT_OCCUPATIONS:
        return False
    if words[0] in ("no", "not", "any", "every", "each", "some"):
        return False  # "still no dentist": none, no post
    return not alone or len(words) >= 2


STAGE_WORDS = {
    "girlfriend": "partner", "boyfriend": "partner", "partner": "partner", "fiancée": "fiance", "fiancé": "fiance",
    "fiancee": "fiance", "fiance": "fiance", "wife": "spouse", "husband": "spouse", "女朋友": "partner",
    "男朋友": "partner", "对象": "partner", "未婚妻": "fiance", "未婚夫": "fiance", "老婆": "spouse", "老公": "spouse",
    "妻子": "spouse", "丈夫": "spouse", "hubby": "spouse", "hubs": "spouse", "missus": "spouse", "wifey": "spouse",
    "太太": "spouse", "媳妇": "spouse", "爱人": "spouse", "男友": "partner", "女友": "partner",
}  # fmt: skip
_STAGE = "|".join(sorted(STAGE_WORDS, key=lambda w: (-len(w), w)))
_PARTNER_FORMS = (
    # "I have a fiancé!!!", "我现在有 fiancé 了", and with the subject dropped, as a diary drops it:
    # "got a girlfriend, Priya", "有男朋友了！！叫陆川"
    pattern_cache.compile(
        rf"(?:\b(?:i|we)(?:['’]ve|\s+have)?\s+|^|(?:^|\bi['’]m\s+|\bi\s+am\s+|\bwe['’]re\s+)(?:so\s+)?(?:lucky|blessed|glad|happy|grateful)\s+to\s+)(?:now\s+|finally\s+|officially\s+)?(?:have|got)\s+(?:such\s+)?an?\s+(?P<stage>{_STAGE})\b"
        rf"(?:\s+like\s+(?P<who_like>{_EN_PERSON})(?![\w'’]))?"
        # (and as one who has such a one: "有个咁嘅女朋友真系冇得输", "有这样的老公真好")
        rf"|(?:我|^)(?:现在|终于)?有(?:了)?\s*(?:一?(?:个|位))?\s*(?P<such>(?:这样|这么好|这么|这种|这|咁|咁好|这么贴心)(?:的|嘅))?\s*(?P<stage2>{_STAGE})"
        rf"(?:\s*了?\s*[,，!！。.~～]*\s*(?:叫|named|called)?\s*(?P<who>{_EN_PERSON}|[{CJK}]{{2,3}}?)(?=$|[,，。.!！(（\s]))?",
        _I,
    ),
    # "Yiting 现在是我 wife"
    pattern_cache.compile(rf"(?P<who>{_EN_PERSON}|[{CJK}]{{2,3}})\s*(?:现在|正式|已经|就)?(?:是|成了|成为)(?:了)?我(?:的)?\s*(?P<stage3>{_STAGE})", _I),
    # the subject dropped: "…现在是未婚夫了", "officially 是 husband 了" (the partner the vault knows)
    pattern_cache.compile(rf"^(?:现在|正式|已经|终于|officially|\s)*(?:是|成了)(?:我(?:的)?)?\s*(?P<stage6>{_STAGE})\s*(?:了|啦|啊|!|！|$)", _I),
    # "Husband of six years, snores like a tractor"
    pattern_cache.compile(rf"^(?P<stage4>{_STAGE}) of (?:\w+|\d+) years\b", _I),
    # the noun first, as a diary says it: "Girlfriend's called Noor", "my wife is called Ines"
    pattern_cache.compile(rf"^(?:my\s+)?(?P<stage7>{_STAGE})(?:['’]s|\s+is)\s+(?:called|named)\s+(?P<who>{_EN_PERSON}|[{CJK}]{{2,3}})", _I),
    # "she's my fiancée now", "Now she's my 未婚妻": the partner the sentence or the vault names
    pattern_cache.compile(rf"^(?:and\s+|so\s+)?(?:she|he)(?:['’]s|\s+is)\s+(?:now\s+|officially\s+)*my\s*(?P<stage8>{_STAGE})\b", _I),
    # the stage word as its own clause, after a word that draws the conclusion: "so: fiancée", "officially — wife!"
    pattern_cache.compile(rf"^(?:and\s+)?(?:so|now|officially|finally|which makes (?:her|him) my)\s*[:：,—–-]?\s*(?:my\s+)?(?P<stage9>{_STAGE})\s*[.!~…]*$", _I),
    # the user as the one who holds the stage: "I'm Kenta's fiancée", "I am writing as the wife of Mr Raza", "a proud
    # girlfriend to a very patient chef", a caption's "Officially his wife as of Saturday", "我是申请人的未婚妻", "我是他的 fiancée"
    pattern_cache.compile(
        rf"(?<!\bthinks )(?<!\bthink )(?<!\bthought )(?<!\bassumes )(?<!\bassumed )(?<!\bbelieves )(?<!\bpretend )(?<!\bpretending )"
        rf"(?:\bi['’]m\s+|\bi\s+am\s+|\bi['’]ll\s+be\s+|\bi\s+will\s+be\s+|(?<!\bme )\bas\s+)(?:now\s+|officially\s+|finally\s+|also\s+|soon\s+)*"
        rf"(?:(?P<who>{_EN_PERSON})['’]s|his|her|the|a|an)\s+(?:(?:new|brand-new|proud|lucky|happy|soon-to-be)\s+)?(?P<stage10>{_STAGE})\b(?!['’]s)"
        # (a caption says no more than that: "Officially his wife as of Saturday 💍" — not "Her husband called")
        rf"|^(?:(?P<adverb>officially|now|finally)\s+)?(?:(?P<who2>{_EN_PERSON})['’]s|his|her)\s+(?:(?:new|brand-new|proud|lucky)\s+)?(?P<stage11>{_STAGE})\b(?!['’]s)"
        r"(?:(?<=\w)(?=\s*(?:as of|since|from|now|at last)\b|\s*[\U0001F300-\U0001FAFF\u2764])|(?(adverb)(?=\s*(?:$|[.!~…]))|(?!)))"
        rf"|我\s*(?:现在|正式|已经|终于|就)?\s*(?:是|成了|成为)(?:了)?\s*(?:他|她|申请人|对方|(?P<who3>[{CJK}]{{2,3}}?|{_EN_PERSON}))\s*的\s*(?P<stage12>{_STAGE})",
        _I,
    ),
    # "过年带女朋友小雨回了趟家": the partner named in passing (nobody else's)
    pattern_cache.compile(rf"(?<![他她它的])(?P<stage5>女朋友|男朋友|未婚妻|未婚夫|老婆|老公|对象)\s*(?P<who>[{CJK}]{{2,3}}|{_EN_PERSON})"),
)
_NAME_AFTER = pattern_cache.compile(rf"\s*了?\s*[,，!！~～]+\s*(?:叫|named|called|名叫)?\s*(?P<who>{_EN_PERSON}|[{CJK}]{{2,3}}?)(?=$|[,，。.!！(（\s])")
_ENDED = pattern_cache.compile(r"\b(?:we(?:'re| are)|i(?:'m| am)|now|officially|finally|got)\s+(?:now\s+|officially\s+|finally\s+)?(?P<en>separated|divorced)\b|(?P<zh>离婚|分居)了", _I)


_PROPOSAL = pattern_cache.compile(
    rf"(?:跟|向|和)\s*(?P<who>{_EN_PERSON}|[{CJK}]{{2,3}}?)\s*求婚|\bproposed to\s*(?P<who2>{_EN_PERSON}|[{CJK}]{{2,3}}?)(?=$|[\s,，。.!！?？])|(?P<who3>{_EN_PERSON}|[{CJK}]{{2,3}}?)\s*(?:proposed|propose\s*了|求婚了|跟我求婚)",
)
_ACCEPTED = pattern_cache.compile(r"\byes\b|答应|同意|engaged|订婚|未婚|fianc", _I)


def partner(text: str, sentence: str = "") -> Cue | None:
    """The stage of the user's partnership, told without "my": "I have a fiancé", "Yiting
    现在是我 wife", "Husband of six years", "Officially divorced" (whom: the partner named, or
    the one the vault knows)."""
    ended = _ENDED.search(text)
    if ended:
        stage = "divorced" if (ended.group("en") or "").lower() == "divorced" or ended.group("zh") == "离婚" else "separated"
        return Cue("relationship", stage, "", ended.span(), about_user=True, confidence=0.8)
    proposal = _PROPOSAL.search(text)
    if proposal and _ACCEPTED.search(sentence or text):  # "跟 Yiting 求婚, 她说 yes": engaged
        who = next(g for g in (proposal.group("who"), proposal.group("who2"), proposal.group("who3")) if g).strip()
        if re.match(f"[{CJK}]", who):
            who = zh_name_at(who) or ""
        if who and _person_ok(who):
            return Cue("relationship", "fiance", who, proposal.span(), about_user=True, confidence=0.8)
    for form in _PARTNER_FORMS:
        m = form.search(text)
        if m is None:
            continue
        word = next(g for g in (m.groupdict().get(k) for k in ("stage", "stage2", "stage3", "stage4", "stage5", "stage6", "stage7", "stage8", "stage9", "stage10", "stage11", "stage12")) if g)
        raw = (m.groupdict().get("who") or m.groupdict().get("who_like") or m.groupdict().get("who2") or m.groupdict().get("who3") or "").strip()
        if not raw and text in sentence:  # the name in the clause after: "got a girlfriend, Priya."
            after = _NAME_AFTER.match(sentence, sentence.find(text) + m.end())
            raw = after.group("who").strip() if after else ""
        who = (zh_name_at(raw) or "") if raw and re.match(f"[{CJK}]", raw) else raw
        if raw and not who and m.groupdict().get("such"):
            raw = ""  # "有这样的女朋友真好": one such as the person told of — the partner the vault knows
        if (raw and not who) or (who and not _person_ok(who)):
            continue  # "老婆爸妈": her parents, no name
        return Cue("relationship", STAGE_WORDS[word.lower()], who, m.span(), about_user=True, confidence=0.8)
    return None


# the partner by the user's word for them, telling or wanting something: "my fiancée says…",
# "未婚妻 说 wedding cake 不许我自己做", "my wife 说…" (the word is the user's own, whatever is told)
_PARTNER_TELLS = pattern_cache.compile(
    rf"^(?:(?:and|so|but|plus)\s+)?(?:my\s*|the\s+|我的?\s*|^)(?P<stage>{_STAGE})\s*(?:(?:also|still|just|now|even|always|keeps?)\s+)?"
    r"(?:says|said|thinks|thought|reckons|told me|tells me|wants|insists|swears|is convinced|"
    r"说|觉得|认为|嫌|让我|不让|不许|非要|非让|坚持|一直说|老说|总说)",
    _I,
)


# the partner named by the user's word for them, whatever the clause says of them: "my wife snores",
# "陪老公去4S店", "wife 下个月 due 了", "我跟我先生一起交公积金" — not an ex, a late or a future one,
# nor a friend's ("my friend's girlfriend": the "my" is the friend's), nor girlfriends in the plural
_NOT_NOW = r"(?:ex|late|former|future|old|first|previous|then|would-be|dead|deceased|dream|imaginary|fake|pretend)"
_PARTNER_MENTIONED = pattern_cache.compile(
    rf"(?<![\w'’])(?:my|our)\s+(?!{_NOT_NOW}\b|{_NOT_NOW}-)(?:(?:new|lovely|dear|darling|beloved|own|current|gorgeous|amazing|poor|dear old)\s+)?"
    rf"(?P<stage>{_STAGE})(?![\w-])(?!s\b)"
    rf"|我(?:的)?\s*(?:亲爱的)?\s*(?<!前)(?<!已故的)(?P<stage2>{_STAGE}|先生)"
    r"|(?:^|(?<=[陪给跟和带帮替送接让叫催等]))(?P<stage3>老婆|老公|媳妇)"
    rf"|^(?P<stage4>(?i:wife|husband|hubby|fiancée|fiancé|fiancee|fiance|girlfriend|boyfriend))\s*(?=[{CJK}])",
    _I,
)


def partner_telling(text: str) -> Cue | None:
    """The stage of the user's partnership in the words that introduce what the partner says."""
    m = _PARTNER_TELLS.search(text.strip())
    if m is None:
        return None
    return Cue("relationship", STAGE_WORDS[m.group("stage").lower()], "", m.span("stage"), about_user=True, confidence=0.75)


# the word as what someone is or is called, not who is meant: "he's not my boyfriend", "call her my girlfriend",
# "make her my fiancée", "以为他是我男朋友", "当我老公" (a frame reads a stage so told; a mention names no stage)
_STAGE_AS_COMPLEMENT = pattern_cache.compile(
    r"(?:\b(?:is|are|was|were|be|being|been|become|became|becomes|as|not|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|ain['’]t|no longer|never|call(?:s|ed|ing)?\s+(?:him|her|them)|"
    r"(?:call(?:s|ed|ing)?|make|makes|made)\s+(?!me\b)\S+|ask(?:ed|ing)?\s+(?:him|her|them)\s+to\s+be)|['’]s)\s+$|(?:是|当|成|成为|做|变成|算|算是)\s*$",
    _I,
)
# the word of one who asks about the partner ("电话访谈问我 wife 平时买什么", "asked about my husband"): theirs
_ASKED_ABOUT = pattern_cache.compile(r"(?:问(?:我|了我|起)?|\bask(?:s|ed|ing)?\s+(?:me\s+)?(?:about|after))\s*$", _I)
# the user says there is none: "I don't have one", "我单身"
_NONE_TOLD = pattern_cache.compile(r"\b(?:don['’]?t|do not|never)\s+have\s+(?:one|a\s+\w+)\b|\bi['’]?m\s+single\b|单身|没有(?:男朋友|女朋友|对象|老公|老婆)", _I)


def partner_mentioned(text: str, sentence: str = "", subject: str = "user") -> Cue | None:
    """The stage of the user's partnership in the user's word for the partner, anywhere in the clause:
    who is meant ("my wife snores"), not what someone is called ("he's not my boyfriend"). The word
    without "my" ("陪老公去…", "wife 下个月 due") is the user's only in a clause of the user's
    ("我表哥…跟老婆一起去开火锅店" is his)."""
    m = _PARTNER_MENTIONED.search(text)
    if m is None or _STAGE_AS_COMPLEMENT.search(text[: m.start()]) or _ASKED_ABOUT.search(text[: m.start()]) or _NONE_TOLD.search(sentence or text):
        return None
    group = next(g for g in ("stage", "stage2", "stage3", "stage4") if m.group(g))
    if group in ("stage3", "stage4") and subject not in ("user", m.group(group)):
        return None  # (the partner may be the clause's subject: "wife 下个月 due 了")
    word = m.group(group).lower()
    return Cue("relationship", "spouse" if word == "先生" else STAGE_WORDS[word], "", m.span(group), about_user=True, confidence=0.7)


# --- once-events: what a contradiction is about ----------------------------------------

_HOLIDAY = pattern_cache.compile(r"\b(?:christmas|xmas|easter|new year|thanksgiving|diwali|eid|hanukkah|ramadan|lent|spring|summer|autumn|fall|winter|half[- ]term)\b", _I)
_LEAVE_EN = pattern_cache.compile(r"\b(?:left|leaving|quit|quitting|resigned from|walked out of|walked away from|handed (?:in )?my notice at|last day at|until|till)\s+(?:the\s+)?", _I)
_LEAVE_ZH = pattern_cache.compile(r"离开(?:了|的)?|离职|辞职|辞的职|辞了|quit\s*了?|left\b|last day|走的|走了|待到|呆到|干到|做到|熬到|撑到|(?<=[\u4e00-\u9fff])\s*(?:stayed|worked)\s+(?:until|till)\b", _I)


# the place left named by a pronoun ("left them in autumn 2016", "才从那走的", "2016年夏天辞的")
_LEFT_PRONOUN = pattern_cache.compile(
    r"\b(?:left|leaving|quit|walked away from|walked out on|walked out of|resigned from)\s+(?:them|it|there|that place|the place)\b|"
    r"离开(?:了)?(?:那边|那儿|那里|那家|那)(?=的|了|[，,。；;]|$)|(?:^|,\s*|\b(?:since|after|when|before|until|till)\s+)(?:and\s+)?(?:i\s+)?(?:left|quit)\s+(?=(?:in|at|around|after|before|when|during|back in|early|late|mid|right after)\b)|(?:就|才|已经|早就)(?:走了|离开了)(?:喇|啦|了)?(?=\s*$|[，,。；;!！])|从(?:那|那边|那儿|那里|这)(?:儿|里)?\s*(?:走|离开|辞职|出来)|(?:辞的|走的|辞职的|离职的|离开的|quit\s*的|left\s*的)(?=\s*$|[，,。；;])"
    # a leaving word with nothing after it, the clause's last words ("2016年夏天就辞了")
    r"|(?:就|才|便|后来|然后|也)?(?:辞了|辞职了|离职了|辞掉了|quit\s*了)(?=\s*$|[，,。；;!！])",
    _I,
)
# an organisation the message named before: after at / for / with, as a subject, or 在X做…
_ORG_NAMED = pattern_cache.compile(
    r"\b(?:at|for|with|joined)\s+(?:the\s+)?(?P<org>(?-i:[A-Z][\w&.'’-]*(?:\s+(?:&\s+|of\s+)?[A-Z][\w&.'’-]*)*))"
    # the people of an organisation: "跟星光配音的老同事视频"
    rf"|(?:跟|和|与|碰到|遇到|见了)?(?P<org6>[{CJK}A-Za-z][{CJK}A-Za-z ]{{1,11}}?)的(?:老|前|几个|一个|两个)?(?:同事|领导|老板|同学)"
    # someone from an organisation: "Bumped into Gazza from Launceston Granite Works"
    r"|(?-i:\b[A-Z][a-z]+)\s+from\s+(?:the\s+)?(?P<org5>(?-i:[A-Z][\w&.'’-]*(?:\s+(?:&\s+|of\s+)?[A-Z][\w&.'’-]*)+))"
    r"|(?:^|[.!?]\s+|\b(?:saw|heard)\s+)(?P<org2>(?-i:[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*)+))\s+(?:are|is|were|was|have|has)\b"
    # a call, a letter or a check from an organisation of two words or more ("a reference check from Tranquille Aquatics")
    r"|\b(?:call|email|e-mail|letter|check|cheque|payslip|message|reminder|survey|newsletter|invite|invitation)s?\s+from\s+(?:the\s+)?(?P<org8>(?-i:[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*)+))"
    # an organisation's people, at a sentence's start: "StageNine 个 HR 仲 send…", "Lumen 那边有人问我…"
    r"|(?:^|[.!?。！？]\s*)(?P<org7>(?-i:[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3}))\s*(?:个|的|嘅)?\s*(?:(?-i:HR)|人事|有人|那边|payroll|recruiters?)"
    rf"|在\s*(?P<org3>[A-Z][\w&.'’ -]*?|[{CJK}]{{2,8}}?)\s*(?:做|干|当|上班|工作|实习)"
    # a topic the message opens with ("说起 Lumen Toys，…", "as for Brightwater, …")
    rf"|(?:说起|提起|提到|讲到|至于|关于|\bspeaking of|\bas for|\babout)\s*(?P<org4>(?-i:[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*)*)|[{CJK}]{{2,8}}?)(?:\s*(?:来|的话|呢|嘛))?\s*[，,:：]",
    _I,
)


def _without_town(org: str) -> str:
    """"烟台的蓝海监测": the organisation, not the town it is in."""
    town = re.match(rf"(?P<t>[{CJK}]{{2,4}})的(?=[{CJK}A-Za-z]{{2}})", org)
    return org[town.end() :] if town and place_of(town.group("t")) else org


def _bare_org(name: str) -> str:
    """An organisation's name as a pattern caught it, without a sentence after it ("Launceston
    Granite Works. I") or the time and verb before it ("今天碰到湘江起重机械厂")."""
    name = re.split(r"[.!?]\s", name.strip(), maxsplit=1)[0].strip()
    if re.match(f"[{CJK}]", name):
        name = _ZH_ORG_LEAD.sub("", name)
        verb = _ZH_VERB_BEFORE_ORG.search(name)
        if verb and len(name) - verb.end() >= 2:
            name = name[verb.end() :]
    return name


def _org_named_before(message: str, at: int, employers: tuple[str, ...] = ()) -> str | None:
    """The organisation named last in ``message`` before position ``at`` — one the vault knows
    also by its leading words ("Lakeside Sign just mailed me a W-2. I quit there…" of Lakeside
    Sign & Awning)."""
    spots = [(m.start(), _without_town(_bare_org(next(g for g in m.groups() if g)))) for m in _ORG_NAMED.finditer(message, 0, at)]
    spots += [(cue.start(), org_before(message, cue.start())) for cue in (*_EMPLOYER_ZH.finditer(message, 0, at), *_EMPLOYER_EN.finditer(message, 0, at))]
    named = [(where, org) for where, org in spots if org and org_like(org)]
    for name in (e for e in employers if e):
        words = name.split()
        for form in {name, *(" ".join(words[:n]) for n in range(1, len(words)) if len(" ".join(words[:n])) > 3)}:
            named += [(hit.start(), name) for hit in re.finditer(rf"(?<![\w]){re.escape(form)}(?![\w])", message[:at])]
    return max(named)[1] if named else None


# between a leaving word and a name after it: the name is where the user went next
_DESTINATION = pattern_cache.compile(r"[，,。;；]|去|到|进|加入|跳槽|\b(?:to|for|joined|joining|then)\b", _I)


def left_employer(text: str, sentence: str, employers: tuple[str, ...], message: str = "") -> Cue | None:
    """"I left Fenwick Digital at the end of 2016", "18 年 Thanksgiving 前就 quit 了 Airbnb",
    "Airbnb 那边 2019 年 1 月 last day", "在新东方一直干到2017年暑假…就走了": a leaving word and the
    employer it leaves (one the vault knows, or a name right after "left")."""
    pronoun = _LEFT_PRONOUN.search(text)
    if pronoun and message and text in message:  # "… at Minch Salmon out in Loch Roag. left them in autumn 2016"
        org = _org_named_before(message, message.find(text) + pronoun.start(), employers)
        if org:
            return Cue("event", "left_employer", org, (0, 0), confidence=0.75, event_type="left_company")
    en = _LEAVE_EN.search(text)
    zh = _LEAVE_ZH.search(text)
    if not en and not zh:
        return None
    # the employer the vault knows nearest the leaving word, in the clause or its sentence
    # ("before Halliday Stone I was three years at Brennan & Kerr, left in the autumn of 2017")
    cue_at = (en or zh).start()  # type: ignore[union-attr]
    if zh and text in sentence and not any(e and e in text for e in employers):
        # a leaving told of the workplace the clause before ends with ("…，最早是宏达物流，2018年端午节后离职"),
        # nearer than any the vault knows
        head = re.sub(r"[\s，,、；;]+$", "", sentence[: sentence.find(text)])
        named = org_before(head, len(head)) if head and not re.search(r"[。.!！?？]$", head) else None
        if named and named_by_kind(named) and head.endswith(named):
            return Cue("event", "left_employer", named, (0, 0), confidence=0.75, event_type="left_company")
    for where, offset in ((text, 0), (sentence, sentence.find(text) if text in sentence else 0)):
        spots = []
        for name in (e for e in employers if e):
            for form in {name, name.split()[0]} if len(name.split()) > 1 and len(name.split()[0]) > 3 else {name}:
                for hit in re.finditer(rf"(?<![\w]){re.escape(form)}(?![\w])", where):
                    at = cue_at + offset if where is sentence else cue_at
                    if hit.start() > at and _DESTINATION.search(where[at : hit.start()]):
                        continue  # "2017年底 left，去 Kestrel": where the user went, not what they left
                    spots.append((abs(hit.start() - at), name, hit.span()))
        if spots:
            _, name, span = min(spots)
            return Cue("event", "left_employer", name, span if where is text else (0, 0), confidence=0.8, event_type="left_company")
    until = re.search(r"(?:^|\bi\s+)(?:was|worked|stayed) (?:at|with|for) (?:the\s+)?(?P<org>[A-Z][\w&.'’-]*(?:\s+(?:&\s+|and\s+|of\s+)?[A-Z][\w&.'’-]*)*)\s+(?:until|till|up to)\b", text, _I)
    if until and org_like(until.group("org")):  # "I was at St. Anne's until spring 2018"
        return Cue("event", "left_employer", until.group("org"), until.span("org"), confidence=0.75, event_type="left_company")
    if en:
        m = pattern_cache.compile(r"(?P<org>[A-Z][\w&.'’-]*(?:\s+(?:&\s+|and\s+|of\s+)?[A-Z][\w&.'’-]*)*)").match(text, en.end())
        if m and en.group().lower().startswith(("until", "till")) and (_TIME_WORD.search(m.group("org")) or _HOLIDAY.search(m.group("org"))):
            m = None  # "stayed until Christmas 2018": when, not where
        if m and org_like(m.group("org")):
            return Cue("event", "left_employer", m.group("org"), m.span("org"), confidence=0.75, event_type="left_company")
    if zh:
        m = re.search(rf"(?:离开(?:了|的)?|quit\s*了?|left)\s*(?P<org>[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*)*|[{CJK}]{{2,8}}?)(?=$|[\s，,。的那了])", text, _I)
        m = m or re.search(rf"在\s*(?P<org>[A-Z][\w&.'’ -]*?|[{CJK}]{{2,8}}?)\s*(?:一直)?(?:干|做|待|呆|熬|撑|(?i:stayed|worked))\s*(?:到|(?i:until|till))", text)
        m = m or re.search(r"(?P<org>[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*)*)\s*(?:那边|这边)?\s*.{0,14}last day", text, _I)
        if m and org_like(m.group("org").strip()):
            return Cue("event", "left_employer", m.group("org").strip(), m.span("org"), confidence=0.75, event_type="left_company")
    return None


_STUDY_EN = pattern_cache.compile(r"\b(?:degree|studied|study|student|undergrad(?:uate)?|uni|university|college|school|bachelor(?:'s)?|master(?:'s)?|phd|major(?:ed)?|bsn|bsc|ba|msc|mba|mphil|llb|beng|meng)\b", _I)
_STUDY_ZH = pattern_cache.compile(r"本科|读研|研究生|大学四年|读的|念的|读书|系出来|专业|undergrad|毕业于|上的大学|读了|在读|学的", _I)
_SCHOOL_ZH = pattern_cache.compile(rf"(?P<school>[{CJK}]{{2,8}}?(?:大学|学院|理工|师范)|{ZH_UNIVERSITY_NAMES})")
_SCHOOL_EN = pattern_cache.compile(
    r"(?P<school>(?:the\s+)?(?-i:[A-Z][\w&.'’-]*)(?:\s+(?-i:[A-Z][\w&.'’-]*))*\s+(?:University|College|School|Institute|Polytechnic|Academy)"
    r"|University of (?-i:[A-Z][\w'’-]*)(?:\s+(?-i:[A-Z][\w'’-]*))*"
    r"|(?<=\bat\s)(?-i:[A-Z][\w&.'’-]*)(?:\s+(?-i:[A-Z][\w&.'’-]*))*|(?<=\bfrom\s)(?-i:[A-Z][\w&.'’-]*)(?:\s+(?-i:[A-Z][\w&.'’-]*))*"
    r"|(?<=\bin\s)(?-i:[A-Z][\w&.'’-]*)(?:\s+(?-i:[A-Z][\w&.'’-]*))*)"
)


# what was studied, told without a school: a subject after a word of study and "是/was"
_FIELD_TOLD = pattern_cache.compile(
    r"(?:本科|研究生|大学|当年|以前)?(?:其实)?(?:读的|学的|念的|专业)(?:其实)?是\s*(?P<f>[A-Za-z][A-Za-z &-]{2,40}|[\u3400-\u9fff]{2,10})"
    # (after a stage of study the field may follow at once: "大学念的木材科学与工程", "本科读的 chemistry")
    r"|(?:本科|研究生|大学|硕士|博士)(?:时)?(?:读|念|学)的\s*(?P<f4>[A-Za-z][A-Za-z &-]{2,40}|[\u3400-\u9fff]{2,10})(?=$|[\s,，。.;；!！])"
    r"|(?:本科|研究生)(?:其实)?是\s*(?P<f2>[A-Za-z][A-Za-z &-]{2,40})"
    r"|\bmy (?:\w+ )?degree (?:was|is) (?:in )?(?P<f3>[a-z][a-z &-]{2,40})"

    # the degree one was doing: "Back when I was doing my fine arts degree", "finished my nursing degree"
    r"|\b(?:doing|did|finished|finishing|started|starting|got|earned|took|taking)\s+(?:my|a|an|the)\s+(?P<f5>(?!(?:first|second|third|final|last|whole|full|own|new|old|masters?|bachelors?)\b)[a-z][a-z &-]{2,30}?)\s+degree\b",
    _I,
)


_FORM_STUDY_FIELD = pattern_cache.compile(
    r"(?:专业|(?i:major|field of study))[^。\n]{0,12}?(?:我)?(?:写|填)(?:的|了)(?:是)?\s*(?P<f>[A-Za-z][A-Za-z &-]{2,40}|[\u3400-\u9fff]{2,10}?)(?=$|[\s,，。.;；!！—]|的)"
)


# a school as an era of one's life: "back in my RMIT days", "during my Warsash years"
_SCHOOL_DAYS = pattern_cache.compile(r"\b(?:in|back in|during|from)\s+my\s+(?P<school>(?-i:[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3}))\s+(?:days|years|time)\b", _I)
# studying told as what one was doing: "读 industrial design 的时候", "while I was studying law"
_STUDYING = pattern_cache.compile(r"读\s*[A-Za-z]|读[^，,。；;]{2,12}?的时候|上学的时候|念书的时候|\b(?:studying|lectures?|courses?|campus|degree|majoring|dissertation|thesis)\b", _I)


_OTHERS_STUDENTS = pattern_cache.compile(
    r"\b(?:train(?:s|ing|ed)?|teach(?:es|ing)?|taught|mentor\w*|supervis\w*|coach\w*|assess\w*|welcome\w*)\s+(?:the\s+|our\s+|my\s+|new\s+)*students?\b"
    r"|\bstudent\s+(?:nurses|doctors|midwives|teachers|vets|paramedics|officers|drivers|pilots)\b", _I
)
_WORKED_AT = pattern_cache.compile(r"\b(?:work(?:ed|ing|s)?|job|employed|shifts?|temp(?:ed|ing)?)\s+(?:at|for|with)\s+(?:the\s+)?$", _I)


def studied(text: str, sentence: str = "") -> Cue | None:
    """"Did my nursing degree up in Bangor", "a student nurse at Glamorgan", "浙大 CS 本科四年",
    "研究生在北邮读的": a word of study and the school."""
    days = _SCHOOL_DAYS.search(text)
    if days and (_STUDYING.search(sentence or text) or _STUDY_EN.search(sentence or text) or _STUDY_ZH.search(sentence or text)):
        school = days.group("school")  # "Back in my RMIT days in Melbourne，读 industrial design 的时候"
        if org_like(school):
            return Cue("event", "studied", school, days.span("school"), confidence=0.75, event_type="education")
    form = _FORM_STUDY_FIELD.search(sentence or text)
    if form and form.group("f") in text:
        at = text.find(form.group("f"))  # a form's field of study, filled in: "要填学历和专业，我写的统计学"
        return Cue("event", "studied", form.group("f"), (at, at + len(form.group("f"))), confidence=0.7, event_type="education")
    school_zh = _SCHOOL_ZH.search(text)
    did_there = school_zh is not None and _FIELD_BEFORE.search(text[: school_zh.start()]) is not None  # "I did 测绘工程 at 武大"
    if not (_STUDY_EN.search(text) or _STUDY_ZH.search(text) or did_there):
        return None
    if {w.lower().rstrip("s") for w in _STUDY_EN.findall(text)} == {"student"} and _OTHERS_STUDENTS.search(text) and not _STUDY_ZH.search(text):
        return None  # "as clinical coach I train the student nurses": students the user teaches, no study of theirs
    m = school_zh
    if m is None and re.search(r"\b(?:degree|student|studied|undergrad|bachelor|master|phd|school|uni|bsn|bsc|ba|msc|mba|mphil|llb|beng|meng)\b", text, _I):
        m = _SCHOOL_EN.search(text)
    if m is None:
        field = _FIELD_TOLD.search(text)  # "我本科读的是 digital media arts", "my degree was prosthetics"
        if field is None:
            return None
        subject = next(g for g in field.groups() if g).strip(" ,，.。")
        if len(subject) < 2 or _TIME_WORD.search(subject):
            return None
        at = text.find(subject)
        return Cue("event", "studied", subject, (at, at + len(subject)), confidence=0.7, event_type="education")
    if _WORKED_AT.search(text[: m.start("school")]):
        return None  # "worked at Boots for six years before uni": a workplace, whatever the sentence says of study
    school = re.sub(r"^(?:the\s+)", "", m.group("school")).strip()
    school = re.sub(r"^(?:在|从|于|是)", "", school)
    if len(school) < 2 or school.casefold() in _ORG_STOP or _TIME_WORD.search(school):
        return None
    field = _field_beside(text, m.start("school"), m.end("school"))
    return Cue("event", "studied", f"{field}, {school}" if field else school, m.span("school"), confidence=0.75, event_type="education")


# what was studied, told beside the school by its place alone: "本科武大遥感" (the run right
# after a Chinese school), "I did 测绘工程 at 武大" (what was done, right before "at" the school)
_FIELD_AFTER_ZH = pattern_cache.compile(rf"\s*(?:的)?\s*(?:(?P<f>[{CJK}]{{2,8}}?)(?:专业|系)?(?=$|[\s,，。.;；!！]|的|出身|毕业|本科|硕士|博士)|(?P<dept>[{CJK}]{{2,6}}?)(?:专业|系))")
_FIELD_BEFORE = pattern_cache.compile(rf"\b(?:did|studied|majored in|read)\s+(?P<f>[{CJK}]{{2,10}}|(?!(?:a|an|the|my|our|some|this|that|it|two|three)\b)[a-z][a-z &-]{{2,30}}?)\s*(?:at|in|@)\s*$", _I)
_NOT_FIELD = pattern_cache.compile(r"[我你他她们了过着是在有就都也很那这个读念]|毕业|^学|^上")  # (法学, 农业: the field's own 学 and 业)


def _field_beside(text: str, start: int, end: int) -> str | None:
    before = _FIELD_BEFORE.search(text[:start])
    if before:
        return before.group("f").strip()
    after = _FIELD_AFTER_ZH.match(text, end)
    field = after and (after.group("f") or after.group("dept"))  # "南艺民乐系弹了四年": the department names the field
    if field and re.match(f"[{CJK}]", text[start:end]) and not _NOT_FIELD.search(field) and not _TIME_WORD.search(field):
        return field
    return None


# Meeting someone new, told as it happens, with a sign of romance or of a number swapped
# ("met someone cute at the climbing gym tonight", "认识一个女生叫 Kayla", "认识了一个…，叫梁川，…
# 加了微信"): how the user met who may become the partner — a pending version of that
# once-event, so a later retelling that differs is a question, not a second truth.
_MEET_NEW_EN = pattern_cache.compile(
    r"\b(?:i\s+)?met\s+(?P<who>someone|somebody|a\s+(?:guy|girl|woman|man|lad|bloke)|this\s+(?:guy|girl|woman|man))\b(?P<how>(?:\s+(?:really\s+|very\s+|so\s+)?(?!(?:at|in|on|through|during|via|and|but|who|from)\b)[a-z]+)?)\s*(?P<where>(?:at|in|on|through|during|via)\b[^.!?]*)?",
    _I,
)
_MEET_NEW_ZH = pattern_cache.compile(
    rf"(?P<where>[^，。,!！?？]*?)认识(?:了)?\s*(?:(?:一个|一位|个|位)(?P<who>[^，,。!！]{{0,10}}?)(?:[，,]\s*)?(?:叫|名叫)\s*)?(?P<name>{_EN_PERSON}|[{CJK}]{{2,3}})"
)
_ROMANCE_SIGN = pattern_cache.compile(
    r"\b(?:cute|handsome|gorgeous|pretty|hot|sparks?|crush|butterflies|asked me out|asked (?:for )?my number|got (?:his|her|their) number|swapped numbers|"
    r"exchanged numbers|(?:a|our|first|second) date|flirt\w*)\b|女生|男生|姑娘|小伙|帅哥|美女|小哥哥|小姐姐|加了(?:个)?微信|留了(?:个)?电话|要了(?:个)?微信|心动|有点意思|对上眼",
    _I,
)


_ZH_WHEN_WORDS = r"今天|昨天|前天|上周末?|这周末?|周末|那天|今晚|昨晚|刚才|刚刚|最近|\s"


def _first_meeting(text: str, sentence: str, message: str) -> Cue | None:
    m = _MEET_NEW_EN.search(text)
    if m and (_ROMANCE_SIGN.search(m.group("how") or "") or _ROMANCE_SIGN.search(message)):
        where = re.sub(r"\s+(?:tonight|today|yesterday|last night|this (?:morning|evening|afternoon|weekend)|on \w+day)\b.*$", "", m.group("where") or "", flags=_I)
        where = where.strip(" ,.")
        return Cue("event", "met_partner", where, m.span(), about_user=True, confidence=0.6, event_type="met_partner") if where else None
    at = sentence.find(text)
    m = _MEET_NEW_ZH.match(sentence, at) if at >= 0 else _MEET_NEW_ZH.match(text)  # the name may be in the next clause
    if m and (_ROMANCE_SIGN.search(m.group("who") or "") or _ROMANCE_SIGN.search(message)):
        where = re.sub(rf"^(?:{_ZH_WHEN_WORDS})+", "", m.group("where").strip())
        where = re.sub(r"^(?:在|于)\s*|\s*(?:上|里)$", "", where.strip()).strip()
        return Cue("event", "met_partner", where, (0, 0), about_user=True, confidence=0.6, event_type="met_partner") if where else None
    return None


_MET = pattern_cache.compile(
    r"\b(?:we|(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+) and (?:i|me)|(?:i|me) and (?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+))\s+(?:only\s+|first\s+|actually\s+)?(?:met|got together|started (?:dating|going out|seeing each other))\b|"
    r"认识的|好上了|在一起的|介绍给我|相亲认识|第一次见(?:到)?|谈上了",
    _I,
)


def met_partner(text: str, sentence: str, partners: tuple[str, ...], message: str = "") -> Cue | None:
    """"Rhys and I got together at my cousin's wedding in 2008", "朋友攒了个饭局把小雨介绍给我",
    "就这么好上了": how the user met their partner — the partner the vault knows, or "we"."""
    first = _first_meeting(text, sentence, message or sentence)
    if first is not None:
        return first
    m = _MET.search(text)
    if m is None and partners:
        # "met her at the rugby club quiz night", "I met 小雨 at a language exchange": the partner the vault knows
        # (and in either script: "met Su Qing at…" of 苏晴)
        forms = {f for p in partners if p for f in name_forms(p)}
        known_names = "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True))
        whom = rf"her|him|{known_names}" if known_names else "her|him"
        # "met her at the quiz night", "The night I met Ciarán was at the Galway Races"
        m = re.search(rf"\b(?:first\s+)?met\s*(?:{whom})\s*(?:was\s+|were\s+)?(?=at\b|on\b|in\b|through\b|via\b|during\b|back in\b|在)", text, _I)
        if m is not None:
            return Cue("event", "met_partner", text[m.end():].strip(" ,.") or partners[-1], m.span(), about_user=True, confidence=0.7, event_type="met_partner")
    if m is None:
        return None
    known = next((p for p in partners if p and p in sentence), None)
    ours = re.search(r"\bwe\b|\band (?:i|me)\b|\bme and\b|我们|我俩|咱俩|和我|跟我|介绍给我|好上|(?:她|他)坐我|^(?:跟|和|与)\s*\S{1,4}?\s*是", sentence, _I)
    if not known and not ours:
        return None
    if re.search(r"\b(?:he|she|they) and (?:his|her|their)\b|他们俩|她们俩", sentence, _I):
        return None  # another couple's story
    where = re.sub(r"^[\s,，—–-]+|[\s,，。.!！]+$", "", text[m.end():]) or _zh_place_told(text[: m.start()])
    return Cue("event", "met_partner", where or known or "", m.span(), about_user=True, confidence=0.75, event_type="met_partner")


def _zh_place_told(before: str) -> str:
    """The place a Chinese telling of a meeting names before its verb: "Yifan 和我是在 Wuhan Marathon 的
    expo 上" -> "Wuhan Marathon 的 expo", "我说我们是在宜昌一个朋友的 wedding 上" -> "宜昌一个朋友的 wedding"."""
    told = re.sub(r"^(?:.*?(?:我们|我俩|咱俩|(?:和|跟|与)\s*我)|(?:跟|和|与)\s*[^是，,]{1,10}?(?=\s*(?:其实|就|也|当初|最早)*\s*是))\s*(?:其实|就|也|当初|最早)*\s*(?:是)?\s*", "", before.strip(" ,，"))
    return re.sub(r"^(?:在|于)\s*|\s*(?:上|里)$", "", told.strip()).strip()


_BORN = pattern_cache.compile(r"(?<![发产])生在|(?<=[是在])(?=[\u3400-\u9fff]{2,8}生的)|\bborn (?:and (?:raised|bred) )?in\b|\bborn and (?:raised|bred)\b|\bwhere i was born\b|\bplace of birth\b|\bbirthplace\b|出生在|出生于|出生地|在(?=\S{2,8}出生)|在那(?:里|边)?出生|born\s+in", _I)


def birthplace(text: str, sentence: str) -> Cue | None:
    """"Chongqing born and raised", "我 born in 南京 的", "being born in Katowice": a birth word and
    the town nearest it."""
    m = _BORN.search(text)
    if m is None:
        # a form's field in the clause before, the answer in this one: "…form wanted place of
        # birth so I put El Paso", "出生地那栏，我填的是龙岩"
        answer = _FORM_ANSWER.match(text)
        at = sentence.find(text)
        if answer is None or at <= 0 or not _BORN.search(sentence[:at]):
            return None
        group = "v" if answer.group("v") else "v2"
        told = answer.group(group)
        spans = places_in(told)
        town = spans[0][2] if spans else (told if org_like(told) else None)
        if town is None:
            return None
        start = answer.start(group) + told.find(town)
        return Cue("profile", "birthplace", town, (start, start + len(town)), about_user=True, confidence=0.75)
    spans = places_in(text)
    if not spans and re.search(r"在那(?:里|边)?出生|\bthere\b|^\s*where\b", text, _I):  # "老家保定的，在那出生长大", "Timaru, where I was born": the town said before
        at = sentence.find(text)
        spans = [(0, 0, s[2]) for s in places_in(sentence[: max(at, 0)])][-1:]
    if not spans and re.match(r"\s*where\b", text, _I):
        # "Tralee, where I was born, …": the name the relative clause hangs on, known or not
        at = sentence.find(text)
        hung = re.search(r"(?P<p>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+(?:[ -][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+)?))\s*,\s*$", sentence[: max(at, 0)])
        if hung and org_like(hung.group("p")):
            return Cue("profile", "birthplace", hung.group("p"), (0, 0), about_user=True, confidence=0.75)
    if not spans:
        named = re.match(r"\s*(?:[:：]|\bis\b|\bwas\b|=)?\s*(?P<p>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+(?:[ -][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+)?))", text[m.end():])
        named = named or re.match(r"(?:\s+(?:and|&)\s+(?:raised|bred))?\s+(?:in|on)\s+(?P<p>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+(?:[ -][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+)?))", text[m.end():])
        small = re.match(r"place of birth|birthplace|born\b", m.group(), _I)  # "born and raised on Lewis": a place too small for the gazetteer
        if small and named and org_like(named.group("p")):
            at = m.end() + named.start("p")  # "place of birth Llandeilo": a town too small for the gazetteer
            return Cue("profile", "birthplace", named.group("p"), (at, at + len(named.group("p"))), about_user=True, confidence=0.75)
        return None
    nearest = min(spans, key=lambda s: min(abs(s[0] - m.end()), abs(s[1] - m.start())))
    finer = next((s for s in spans if s[0] == nearest[1] and place_rank(s[2]) < place_rank(nearest[2])), None)
    nearest = finer or nearest  # "湖南吉首": the town after its province
    return Cue("profile", "birthplace", nearest[2], (nearest[0], nearest[1]), about_user=True, confidence=0.8)


# the answer written into a form's field: "so I put El Paso", "我填的是龙岩"
_FORM_ANSWER = pattern_cache.compile(
    r"^\s*(?:so\s+|and\s+)?(?:i\s+)?(?:just\s+)?(?:put|wrote|entered|typed|filled in)\s+(?:down\s+|in\s+)?"
    r"(?P<v>(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+(?:[ -][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+){0,2}))"
    r"|^\s*(?:我)?(?:填|写)(?:的是|了)\s*(?P<v2>[\u3400-\u9fff]{2,6})",
    _I,
)
_GRADUATE = pattern_cache.compile(
    r"\bgraduat(?:e|ed|ing|ion)\b|\bclass of\b|\bfinished (?:uni|university|college|my degree)\b|毕业|那届|同一届"
    # the ceremony walked at: "I walked at Slippery Rock's commencement in May 2014", "my convocation"
    r"|\bwalked (?:at|in) (?:the\s+)?(?-i:[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})(?:['’]s)? (?:commencement|graduation|convocation)\b|\b(?:my|our) (?:commencement|convocation)\b|毕业典礼",
    _I,
)


def graduated(text: str, sentence: str = "") -> Cue | None:
    """"Graduating in 2011 was awful timing", "15 年 PhD graduate 的时候", "我是 2016 年毕业的那届":
    a graduation word and a year."""
    m = _GRADUATE.search(text)
    if m is None or not re.search(r"(?:19|20)\d\d|(?<!\d)\d{2}\s*年", text):
        return None
    if re.search(r"^(?:他|她|他们|she|he|they|my \w+)\b|(?:他|她)也是", text, _I) and not re.search(r"跟我同一?届|和我同一?届|same (?:year|class) as me", sentence, _I):
        return None  # someone else's (unless "跟我同一届": the user's year too)
    school = _SCHOOL_ZH.search(text) or _SCHOOL_EN.search(text)
    name = re.sub(r"['’]s$", "", school.group("school").strip()) if school else ""  # "Slippery Rock's commencement"
    return Cue("event", "graduated", name, m.span(), about_user=True, confidence=0.75, event_type="graduation")


def once_events(text: str, sentence: str, filled: set[str], partners: tuple[str, ...], employers: tuple[str, ...], message: str = "") -> list[Cue]:
    """Once-events of the user's life told without a frame, for the kinds no frame found."""
    out = []
    for predicate, read in (
        ("left_employer", lambda: left_employer(text, sentence, employers, message)),
        ("studied", lambda: studied(text, sentence)),
        ("met_partner", lambda: met_partner(text, sentence, partners, message)),
        ("birthplace", lambda: birthplace(text, sentence)),
        ("graduated", lambda: graduated(text, sentence)),
    ):
        if predicate in filled:
            continue
        cue = read()
        if cue is not None:
            out.append(cue)
    return out


_NOT_MY_MANAGER = pattern_cache.compile(r"不是我(?:的)?(?:领导|上司|主管|老板|经理)|\b(?:not|isn['’]t) (?:really )?my (?:line )?(?:manager|boss|supervisor)\b", re.I)


# A record of the user's — a form, an HR system, a contract, a payslip, an app's settings — names a
# field, then what it now holds: the field says which slot. ("用人单位那一栏写着“嘉禾幼儿园”",
# "reporting manager 那一栏 update 成 Lucas 周", "默认地址改成了贵阳", "payslip 上 title 那一栏写着 …")
_FIELD_SLOTS = (
    ("employer", r"用人单位|工作单位|(?:current |present )?employer(?:'s name| name)?|company(?: name)?|(?:name of )?(?:organi[sz]ation|workplace)|place of work|affiliation"),
    ("manager", r"直属上级|直接上级|汇报对象|汇报给|审批人|reporting (?:manager|line)|(?:line |direct )?manager|reports to|reporting to|(?:name of )?supervisor(?:'s name)?|supervisor name|approver|approved by"),
    ("job", r"职位|岗位|职务|头衔|职业|title|job title|position|occupation|profession|designation|current role"),
    ("lives_in", r"(?<!以前的)(?<!原来的)(?<![旧原前])(?:默认|收货|家庭|居住|现|常住|现居住?)?(?:地址|住址)|现居(?:住)?地|常住地|所在城市"
                 r"|(?<!previous )(?<!old )(?<!former )(?:default |home |billing |postal |delivery |residential |current |permanent |mailing |shipping |return )?address"
                 r"|(?:home|current) (?:city|town|location)|(?:town|city|place|country) of residence|居住城市|现居城市"),
    # who one is and when one finished, as a form asks them ("出生地：四平", "'Year of graduation: 2014'", "“毕业时间”那栏我写的2015年7月")
    ("birthplace", r"出生地点?|出生城市|place of birth|birth ?place|city of birth|town of birth"),
    ("graduation", r"毕业(?:时间|年份|日期)|year of graduation|graduation (?:year|date)|year graduated|date of graduation"),
    # what one studied and where, as a form or a survey asks ("专业那栏：钟表维修，学校：德阳技师学院", "Field of study: forestry")
    ("studied", r"(?<![\w一-鿿])(?:所学)?专业(?!技术|人士|人员|水平|能力|知识|的人)|(?:field|program(?:me)?|course|subject|area) of study|degree subject|\bmajor\b"),
    # a workplace of before, as a record asks it ("previous employment: Thornbury Civils, assistant estimator", "工作经历：秀洲印染厂，单证员")
    ("left_employer", r"previous[- ]employ(?:er|ment)(?: history)?(?: box| section)?|former employer|employment history|past employer|工作经历|上一家(?:公司|单位)|原(?:工作)?单位|前雇主"),
    # a device's or an app's town: where the user is, as a rule, but not said ("weather widget 的城市从 Belgrade 换成南昌")
    ("setting_town", r"(?:weather|天气|clock|时钟)\s*(?:app|widget|小组件|组件|插件)?\s*(?:的|'s)?\s*(?:城市|city|location|位置|地点|town)"),
)
_SETTING_DOUBT = "a town set in an app or a device, not said to be home"
# when the user left the workplace the record names: "I left there in spring 2018", "我是2018年国庆后离职的"
_LEFT_WHEN = pattern_cache.compile(
    r"\b(?:left|quit|resigned|finished)\b(?:\s+(?:there|it|them|that job|the job|that place))?\s+(?P<t>(?:in|at|around|by)\s+(?:the\s+)?"
    r"(?:(?:early|late|mid|spring|summer|autumn|fall|winter|end of|start of|beginning of)\s+)?(?:\w+\s+)?(?:19|20)\d\d)"
    r"|(?P<t2>(?:19|20)\d\d\s*年[^，,。；;]{0,8}?)(?:就|才)?(?:离职|辞职|走|离开)",
    _I,
)
_FIELD_LABEL = "|".join(f"(?P<{slot}>{words})" for slot, words in _FIELD_SLOTS)
_FORM_FIELD = pattern_cache.compile(
    rf"(?:{_FIELD_LABEL})\s*[”\"」』]?\s*(?:那一?栏|这一?栏|一栏|栏|field|box)?\s*(?:里|上)?\s*(?:的)?\s*(?:已经|终于|现在|也)?\s*"
    r"(?:从\s*[“\"「]?[^，,。“”\"「」]{1,12}?[”\"」]?\s*)?"  # "岗位从“店员”变成了“店长”"
    r"(?:写着|写的是|写成了?|填的是|(?:我)?(?:写|填)(?:的|了)|显示(?:的是|成|为)?|是|为|变成了?|改成了?|换成了?|更新成了?|到|(?:update|updated|change|changed)\s*(?:成|to)|"
    r"(?:changed|switched|moved|updated|went)\s+from\s+[^,.;，。]{1,30}?\s+to|(?:now\s+)?(?:says|reads|shows)|(?:is|is now|should (?:now )?(?:read|be))\b|[:：])\s*(?:了\s*)?"
    r"(?:[“\"「『'](?P<q>[^”\"」』'\n]{2,40})[”\"」』']"
    r"|(?P<v>[^，,。.!！;；?？(（“”\"「」『』\n]{2,40}?)(?=\s*了|\s*$|\s*[，,。.!！;；?？(（—–]|['’”」』]))",  # (a quoted field ends its value: "'Year of graduation: 2014' —")
    _I,
)


# the school beside a field of study in the same record ("…，学校：德阳技师学院", "School: Selkirk College")
_SCHOOL_FIELD = pattern_cache.compile(
    rf"(?:毕业院校|毕业学校|就读学校|学校|院校|(?i:school|university|college|institution|alma mater))\s*(?:那一?栏|栏)?\s*(?:是|写的是|填的是|[:：])\s*(?P<school>[{CJK}]{{2,12}}?(?:大学|学院|学校|中学|高中|技校|职校|大)|(?-i:[A-Z])[\w&'’-]*(?:\s+(?:of\s+)?(?-i:[A-Z])[\w&'’-]*){{0,5}})"
)


# the user's own line in a record, no field named: what it now says is the post it shows
# ("OA里我那一栏改成了“烧成车间主任”", "通讯录上我名字后面变成了 Tech Lead")
_MY_ENTRY = pattern_cache.compile(
    r"我(?:的)?\s*(?:那一?栏|这一?栏|一栏|名字(?:后面|旁边|下面))\s*(?:已经|现在|也)?\s*(?:改成了?|变成了?|换成了?|更新成了?|写着|写的是|显示(?:的是)?)\s*"
    r"(?:[“\"「『'](?P<q>[^”\"」』'\n]{2,30})[”\"」』']|(?P<v>[^，,。.!！;；?？(（“”\"「」\n]{2,30}?)(?=\s*了|\s*$|\s*[，,。.!！;；?？(（]))",
    _I,
)


def _titled(value: str) -> bool:
    """A title by the lexicon or the title grammar alone ("Structural Engineer", "高级建筑设计师")."""
    return _in_lexicon(value) or bool(re.fullmatch(ZH_ROLE_TITLE, value) or re.fullmatch(EN_ROLE_TITLE, value, _I))


def _shown_title(value: str) -> bool:
    """A title as a card or a signature shows it: a title, or one "of" or "in" a field ("Director of
    Operations", "Head of Sales", "Lecturer in Farriery")."""
    return _titled(value) or _in_lexicon(re.split(r"\s+(?:of|in|for)\s+", value, maxsplit=1)[0])


def _shown_org(value: str) -> bool:
    """An organisation as a card or a payslip shows it: named by a word of its kind (in Chinese, by
    how a workplace's name ends too: "冀达名表售后中心")."""
    return (named_by_kind(value) or bool(_ZH_WORKPLACE_END.search(value))) and org_like(value)


_ZH_WORKPLACE_END = pattern_cache.compile(rf"[{CJK}]{{2,}}(?:{ZH_WORKPLACE_ENDINGS})$")


def _layout_org(value: str) -> bool:
    """A name a signature's layout puts where the workplace stands: an organisation's name, not a person's,
    a place, a title or the letters after a name ("CEng MIStructE", "PhD, FRCP")."""
    credentials = all(len(re.findall(r"[A-Z]", w)) >= 2 for w in value.split())
    return org_like(value) and not credentials and not _shown_title(value) \
        and not (re.fullmatch(_EN_PERSON, value) and len(value.split()) == 2 and not named_by_kind(value)) \
        and not (re.fullmatch(f"[{CJK}]{{2,4}}", value) and zh_name_at(value) == value)  # "生产技术部 工艺员 邝思远": the holder


def _a_title(value: str) -> bool:
    """A post's title as a record shows it: what the title grammar lets stand, or a title."""
    return title_ok(value, alone=False) or _titled(value)


_WHEN_AFTER_VALUE = pattern_cache.compile(r"\s+(?:(?:this|last|next)\s+(?:week|month|year|morning|afternoon|evening)|today|yesterday|now|at last|officially|finally|as of \w+(?: \w+)?|since \w+(?: \w+)?|from \w+)\s*$", _I)


def form_field(text: str, told: str = "") -> Cue | None:
    """A record's field in ``text`` and what it holds (``told``: the whole message, where a
    field beside it may complete the value)."""
    m = _FORM_FIELD.search(text)
    if m is None:
        mine = _MY_ENTRY.search(text)
        value = mine and (mine.group("q") or mine.group("v")).strip()
        if value and (re.fullmatch(ZH_ROLE_TITLE, value) or re.fullmatch(EN_ROLE_TITLE, value, _I)) and title_ok(value, alone=False):
            group = "q" if mine.group("q") else "v"
            return Cue("fact", "job", value, mine.span(group), about_user=True, confidence=0.8)
        return None
    slot = next(s for s, _ in _FIELD_SLOTS if m.group(s))
    doubt = _SETTING_DOUBT if slot == "setting_town" else None
    slot = "lives_in" if doubt else slot
    group = "q" if m.group("q") else "v"
    value = m.group(group).strip(" '’.")
    trimmed = _WHEN_AFTER_VALUE.sub("", m.group("v") or "")
    if group == "v" and trimmed != m.group("v") and len(trimmed) >= 2:
        value = trimmed  # "changed to Head of Procurement this week": the value, not when
    whole = told or text
    if SOMEONE_ELSES_ROLE.search(text[: m.start()]) or len(value) < 2 or someone_elses_document(whole[: max(0, whole.find(m.group(0)))]):
        return None  # "她的岗位是…": hers; "Write my sister's CV: job title: nurse": a field of her record
    if slot == "birthplace":
        place = main_place(value)
        if not place:
            return None
        value = place[2]
    elif slot == "graduation":
        if not re.search(r"(?:19|20)\d\d|\d{2}\s*年", value):
            return None  # the year finished is what the field holds
        at = m.start(group)
        return Cue("event", "graduated", "", (at, at + len(value)), about_user=True, confidence=0.8, event_type="graduation", time=value)
    elif slot == "studied":
        if not re.fullmatch(rf"[{CJK}]{{2,10}}|[A-Za-z][A-Za-z &-]{{2,40}}", value) or value.lower() in ("n/a", "none", "unknown", "blank"):
            return None
        at = m.start(group)
        school = _SCHOOL_FIELD.search(told or text)
        schooling = f"{value}, {school.group('school')}" if school else value
        return Cue("event", "studied", schooling, (at, at + len(value)), about_user=True, confidence=0.8, event_type="education")
    elif slot == "lives_in":
        # an address runs past its commas to the town: "Residential address: 41 Kelvin Way, Glasgow G3 7TA."
        whole = re.match(r"[^.;；。\n(（]*", text[m.start(group) :]).group() if group == "v" else value
        place = main_place(value) or main_place(whole)
        value = place[2] if place else (town_before(text, text, (), value) or address_town(whole) or "")
        if not value:
            return None
    elif slot == "manager":
        if _NOT_MY_MANAGER.search(told or text):
            return None  # "系统里我的审批人是钟伟，可他根本不是我领导": the record is said to be wrong
        bare = re.sub(r"[了啦呀吧]+$", "", value)
        bare = re.sub(rf"^.*?(?:主管|领导|经理|上司|总监|老板)(?=[{CJK}]{{2,3}}$)", "", bare)  # "新来的主管童建伟": the name after its post
        value = bare if bare != value and len(bare) >= 2 else value
        # (a full name of three whose last character is also a word: "严志刚了", not "何静签")
        three = re.fullmatch(f"[{CJK}]{{3}}", bare) and zh_name_at(bare) == bare[:2] and bare[2] not in "签写填说是在的"
        read = (bare if three else zh_name_at(value)) if re.match(f"[{CJK}]", value) else None
        value = read or value
        if not (_person_ok(value) or zh_name_at(value) == value or re.fullmatch(rf"{_EN_PERSON}\s?[{CJK}]{{1,2}}", value)):
            return None
    elif slot == "left_employer":
        org = re.split(r"\s*[,，、;；(（]|\s+[-–—]\s+", value)[0].strip()
        if not org_like(org):
            return None
        at = text.find(org, m.start(group)) if org in text else m.start(group)
        when = _LEFT_WHEN.search(whole)
        return Cue("event", "left_employer", org, (at, at + len(org)), about_user=True, confidence=0.8, event_type="left_company",
                   time=(when.group("t") or when.group("t2")) if when else None)
    elif slot == "employer" and not org_like(value):
        return None
    elif slot == "job" and not _a_title(value):
        return None
    at = text.find(value, m.start(group)) if value in text else m.start(group)
    return Cue("relationship" if slot == "manager" else "fact", slot, value, (at, at + len(value)), about_user=True, confidence=0.6 if doubt else 0.8, doubt=doubt)


@lru_cache(maxsize=8)
def _form_field_of_message(message: str) -> Cue | None:
    """``form_field`` of a whole message, read once for all its clauses (never handed out:
    callers take a copy)."""
    return form_field(message)


def find_cues(text: str, sentence: str, filled: set[str], foreign: tuple[str, ...] = (), message: str = "") -> list[Cue]:
    """Slot values the cues of ``text`` (one clause of ``sentence``, the user's own
    assertion) find, for the slots no frame filled; ``foreign``: the sentence's clauses
    about someone else. A clause is read once more without its floating adverbials
    ("my boss there is Doug", "郑文涛现在管我们班"), for the slots still empty."""
    out = _cues_of(text, sentence, filled, foreign, message)
    bare, where = without_floating_adverbs(text)
    if bare != text:
        more = _cues_of(bare, sentence, filled | {c.predicate for c in out}, foreign, message)
        out += [replace(c, span=_span_in(c.span, where)) for c in more]
    return out


# a role taken for a while, not held: "helped out …", "for an afternoon", "worked a day as …"
A_ROLE_FOR_A_WHILE = pattern_cache.compile(
    r"\b(?:help(?:ed|ing|s)?\s+out|volunteer(?:ed|ing|s)?|dress(?:ed|ing)?\s+up|pretend\w*|just for fun|for fun)\b"
    r"|\b(?:a|an|one|two|three|four|five|\d+)\s+(?:day|days|afternoon|morning|evening|night|nights|weekend|hours?|shifts?)\s+as\b"
    r"|\bas\s+an?\s+[\w -]{2,30}?\s+for\s+(?:a|an|one|two|three|four|five|\d+)\s+(?:day|days|afternoon|morning|evening|night|nights|weekend|hours?)\b",
    _I,
)

def shown_in_clause(text: str, message: str) -> list[tuple[str, str]]:
    """(slot, value) of the post and the workplace the user's own documents in ``message`` show, for the
    clause ``text`` that names the document: read once ("New business cards: Director of Operations",
    "签名改成了“海纳生物｜质量部”"; ``documents.py``, with this module's title and organisation tests)."""
    at = message.find(text)
    if at < 0:
        return []
    return [(slot, value) for slot, value, doc in shown_on_documents(message, _shown_title, _shown_org, _layout_org) if at <= doc < at + len(text)]


def field_in_clause(text: str, told: str) -> Cue | None:
    """A record's field and what it now says, whatever the slot, for the clause ``text`` of ``told``."""
    field = form_field(text, told)
    if field is None and told and text in told and text != told:
        # quotes split the field from its value ("“直属上级”那一栏变成了郑晓燕", "职位改成了“项目主管”"):
        # the message's, for the clause that holds the value or ends right before it
        whole = _form_field_of_message(told)
        at = told.find(text)
        if whole is not None and at <= whole.span[0] <= at + len(text) + 2:
            field = replace(whole, span=(0, 0))
    return field


def _cues_of(text: str, sentence: str, filled: set[str], foreign: tuple[str, ...], message: str) -> list[Cue]:
    out = []
    field = field_in_clause(text, message or sentence)
    if field is not None and field.predicate not in filled:
        out.append(field)
        filled = filled | {field.predicate}
    for slot, value in shown_in_clause(text, message or sentence or text):
        if slot not in filled:
            out.append(Cue("fact", slot, value, (0, 0), about_user=True, confidence=0.8))
            filled = filled | {slot}
    read = (("lives_in", lives_in(text, sentence, foreign, message)), ("employer", employer(text, message or sentence)), ("manager", manager(text, sentence, message)), ("job", job(text, message)))
    for predicate, cue in read:
        if predicate not in filled and cue is not None:
            out.append(cue)
    if not filled & {"partner", "fiance", "spouse", "separated", "divorced"}:
        cue = partner(text, sentence)
        if cue is not None:
            out.append(cue)
    return out


_FLOATING = pattern_cache.compile(rf"(?:(?<![\w'’-])(?:{EN_FLOATING_ADVERBS})(?![\w'’-])\s*,?|{ZH_FLOATING_ADVERBS})\s*", _I)


def without_floating_adverbs(text: str) -> tuple[str, list[int]]:
    """``text`` with its floating adverbials left out, and where each kept character was."""
    kept: list[int] = []
    last = 0
    for m in _FLOATING.finditer(text):
        kept.extend(range(last, m.start()))
        last = m.end()
    kept.extend(range(last, len(text)))
    return "".join(text[i] for i in kept), kept


def _span_in(span: tuple[int, int], where: list[int]) -> tuple[int, int]:
    """A span of the text without adverbials, in the text as told."""
    a, b = span
    if b <= a or not where:
        return span
    return where[min(a, len(where) - 1)], where[min(b, len(where)) - 1] + 1
