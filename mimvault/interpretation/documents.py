"""The user's post and workplace as their own documents show them.

People tell a new job by the things that carry it — "New business cards: Director of
Operations", "email signature — 'Data Engineer | Pellucid Systems'", "LinkedIn headline 改成了
Analyst @ Kestrel Partners", "新名片…职位那一行写着“高级建筑设计师”", "工资条，抬头是麦穗餐饮管理有限公司",
"The sticker on my new work laptop just says 'Property of Cobaltine Labs'". The document is the
user's (mine, new, or named in a message where the user speaks of themselves, never someone
else's); what it shows is read by its own layout: the parts of a signature ("Title | Org",
"Title @ Org", "Name, Title", "Org｜Dept") are each a title, a workplace or a name, as the title
grammar and the organisation test say.

    shown_on_documents("New business cards: Director of Operations", …) -> (("job", "Director of Operations", 0),)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from .. import pattern_cache
from ..places import place_of

_I = re.IGNORECASE

# the things that show a person's post or employer
_DOCUMENT = pattern_cache.compile(
    r"\b(?:business|name|visiting|calling)[ -]?cards?\b|\bname[ -]?(?:tag|badge|plate)s?\b|\bnameplates?\b|\b(?:staff|employee|work|id)\s+(?:card|badge|pass|id)s?\b"
    r"|\b(?:e-?mail\s+)?signature\b|\bemail sig\b|\blinkedin(?:\s+(?:headline|title|profile|bio))?\b|\bslack\s+(?:profile|title)\b|\bteams\s+profile\b"
    r"|\bdoor\s+(?:sign|plate)\b|\boffice\s+door\b|\b(?:plate|plaque|placard)s?\b(?=[^.!?\n]{0,12}\b(?:says|reads|with)\b)|\bpay\s?slips?\b|\bpay\s?stubs?\b|\blanyards?\b|\bbadges?\b|\bwork\s+laptop\b|\boffer\s+letter\b|\bonboarding\s+checklist\b"
    # the user's CV, letterhead or headline, and a message the user is to sign ("sign it '…'": asked, so the
    # user's; "a letter signed '…'" is someone else's)
    r"|\b(?:cv|c\.v\.|r[ée]sum[ée]|letterhead|headline)\b|\bsign\s+(?:it|off|them|this|the\s+\w+)(?:\s+(?:as|with))?\b|\bsign\s+(?:as|with)\b"
    r"|名片|(?<![银信])卡片(?=[^，。,\n]{0,4}(?:写|印|[:：]))|工牌|胸牌|名牌(?=[^，。,\n]{0,4}(?:写|印))|工卡|员工卡|工作证|门牌|(?:邮件|邮箱)?签名|落款|署名|简历|履历|工资条|工资单|劳动合同|入职(?:通知|材料|邮件|手续)|(?i:name\s?card|linkedin|offer|cv)",
    _I,
)
# someone else's document: "her business card", "我同事的名片"
_NOT_MINE = pattern_cache.compile(r"\b(?:his|her|their|\w+['’]s)\s+(?:new\s+)?(?:\w+\s+){0,2}$|(?:他|她|他们|同事|朋友|老公|老婆|别人|妈|爸|儿子|女儿|孩子)的\s*(?:新)?\s*$", _I)


def someone_elses_paper(before: str) -> bool:
    """Whether the words ``before`` a paper make it someone else's ("her P45", "我妈的出生证明")."""
    return _NOT_MINE.search(before) is not None
# how a document shows what it says
_SHOWS = pattern_cache.compile(
    r"\b(?:says|say|said|reads|read|shows|show|lists|list|to|as)\b\s*[:：]?|[:：—–]|\?(?=\s+(?-i:[A-Z]))|印着|印的是|写着|写的是|上面写着|写|显示(?:的是)?|改成了?|换成了?|变成了?|更新成了?"
)
# issued, then what it shows as the whole next clause ("工牌发下来了，冀达名表售后中心，…"): read when nothing else shows
_ISSUED_THEN = pattern_cache.compile(r"(?:发下来|发下來|拿到|到手|做好|办好|下来)了?\s*[，,]\s*")
# what it shows now, after what it showed before: "it still said 'Intern' — now it says …", "从“实习药师”换成了“执业药师”"
_NOW_SHOWS = pattern_cache.compile(r"\bnow\s+(?:it\s+)?(?:says|reads|shows)\b\s*[:：]?|(?:换成|改成|变成|更新成)了?", _I)
# a document of the past, or of no post of the user's: "my old name badge", "旧名片", an interview's or a
# visitor's lanyard, a sign mocked up "just to see"
_OLD_DOCUMENT = pattern_cache.compile(
    r"\b(?:old|previous|former|last|interview|visitor|visitor['’]s|guest|candidate|temporary|temp|trial|sample|mock(?:ed)?[ -]?up)\s+(?:\w+\s+)?$"
    r"|(?:旧|老|以前的|原来的|之前的|面试的?|访客的?|临时的?)\s*$",
    _I,
)
# a document made up, not issued: "Mocked up a door sign that says …", "designed a name plate just to see"
_MADE_UP = pattern_cache.compile(r"\b(?:mock(?:ed|ing)?[ -]?up|made up|imagin\w*|pretend\w*|just to see|dream\w*)\b|假装|想象", _I)
_COUNTED = pattern_cache.compile(r"^(?:an?\s+|一(?:个|名|位|枚)\s*)", _I)
# a display set apart: quoted, or after the document and a word of showing
# (an apostrophe inside a word is none: "it's just 'Roz Okafor | Farrier'")
_QUOTED = pattern_cache.compile(r"(?:(?<![A-Za-z])[‘']|[\"“「『])(?P<v>[^’'\"”」』\n]{2,90})(?:[’'](?![A-Za-z])|[\"”」』])")
_PROPERTY_OF = pattern_cache.compile(r"\bproperty of\s+(?P<v>[^.,;!?'\"’”\n]{2,40})", _I)
_HEADER_IS = pattern_cache.compile(r"抬头(?:是|为|写着)\s*(?P<v>[^，,。；;！!？?\s]{2,30})")
# an unquoted display: a run of capitalised words (with of, and, &, |, @) or a Chinese run
_BAR_PART = r"(?:[\u4e00-\u9fff]{1,16}|(?-i:[A-Z]|\d[A-Z])[\w&'’.-]*)(?:[ \u3000]+(?:[\u4e00-\u9fff]{1,16}|(?-i:[A-Z])[\w&'’.-]*))*"
_SHOWN_RUN = pattern_cache.compile(
    # a layout of parts set apart by bars, in either script or both ("苏婉清 Su Wanqing｜外贸跟单员｜嘉兴云帆服饰有限公司")
    rf"(?P<v>{_BAR_PART}(?:\s*[|｜]\s*{_BAR_PART}){{1,5}})(?=\s*(?:$|[，,。.;；!！?？]))|"
    r"(?P<v2>(?-i:[A-Z]|\d[A-Z])[\w&'’.-]*(?:\s*(?:[|｜@]\s*|,\s*|(?:of|and|&|at|for)\s+)?(?-i:[A-Z][\w&'’.-]*))*|[\u4e00-\u9fff]{1,12}(?:(?:\s*[｜|]\s*|[ \u3000])[\u4e00-\u9fff]{1,12}){0,3})"
)
_PARTS = pattern_cache.compile(r"\s*(?:[|｜·•@]|\s[-–—]\s|,\s|，|\bat\b)\s*|(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])")
# a part that dates the rest or places it: "since March 2023", "2022年6月至今", "Tucson AZ"
_WHEN_PART = pattern_cache.compile(r"(?:since|from|until|to)\s+\S|^\d{4}|.*(?:至今|以来)$|^(?:present|now|current)$", _I)
_SOMEONE = pattern_cache.compile(r"\b(?:he|she|they|his|her|their|him|them)\b|他|她", _I)
_FIRST_PERSON = pattern_cache.compile(r"\b(?:i|i['’]m|i['’]ve|my|me|mine)\b|我", _I)


@lru_cache(maxsize=16)
def shown_on_documents(
    message: str, title_test: Callable[[str], bool], org_test: Callable[[str], bool], plain_org_test: Callable[[str], bool]
) -> tuple[tuple[str, str, int], ...]:
    """(slot, value, where the document is named) for the post and the workplace the user's
    document in ``message`` shows; ``title_test`` and ``org_test``: what is a title, what an
    organisation named by its kind; ``plain_org_test``: what may name an organisation at all, for a part
    the layout makes the workplace (the caller's lexicons)."""
    doc = _DOCUMENT.search(message)
    if doc is None or _NOT_MINE.search(message[: doc.start()]) or _OLD_DOCUMENT.search(message[max(0, doc.start() - 20) : doc.start()]):
        return ()
    if not _FIRST_PERSON.search(message) and _SOMEONE.search(message):
        return ()  # no word of the user's, someone else's words: not theirs to tell (a sentence without anyone's is the user's)
    shown: list[tuple[str, bool]] = []
    header = _HEADER_IS.search(message, doc.end()) or _PROPERTY_OF.search(message, doc.end())
    if header:
        shown.append((header.group("v").strip(), True))
    # the display nearest the document: quoted, or a run after a word of showing; what it shows
    # now, if the message tells what it showed before
    displays = []
    quoted = [q for q in _QUOTED.finditer(message, doc.end()) if q.start() - doc.end() <= 60]
    if quoted:
        displays.append((quoted[0].start(), quoted[0].group("v")))
    says = _SHOWS.search(message, doc.end())
    run = _run_after(message, says.end()) if says and says.start() - doc.end() <= 90 else None
    # (further on, only a signature's own layout says what it is: "Signature block needs redoing, HR finally
    # pushed the reclass through: Roz Kowalczyk | Process Technician | Ironwood Water Services")
    if run and (says.start() - doc.end() <= 24 or len(re.findall(r"[|｜]", run)) >= 2):
        displays.append((says.start(), run))
    now = _NOW_SHOWS.search(message, doc.end())
    if now and displays and now.start() > min(displays)[0]:
        later = next((q for q in quoted if q.start() >= now.end() - 1), None)
        run = later.group("v") if later else _run_after(message, now.end())
        displays = [(now.start(), run)] if run else displays
    issued = _ISSUED_THEN.search(message, doc.end()) if not displays else None
    if issued and issued.start() - doc.end() <= 8:
        run = _run_after(message, issued.end())
        if run and re.match(r"\s*(?:[，,。.;；!！]|$)", message[issued.end() + len(run) :]):
            displays.append((issued.start(), run))
    if displays:
        shown.append((min(displays)[1].strip(), False))
    found: dict[str, str] = {}
    for display, employer_only in shown:
        parts = [_COUNTED.sub("", p.strip(" '’\"”“").rstrip(".;")) for p in _PARTS.split(display)]  # ("…, Engineering Lead.": the sentence's stop)
        unread = []
        # "Name, Title, Org": with a title further on, the first of three parts is the holder's name ("Tom Becker");
        # so is a first part shaped as a name, before the rest ("R. Okafor, Lecturer in Farriery", "Zi Hao | Kelvara …")
        named_first = len(parts) >= 2 and (
            _holder_name(parts[0], org_test, title_test) or len(parts) >= 3 and any(title_test(p) for p in parts[1:]) and not org_test(parts[0])
        )
        for n, part in enumerate(parts):
            if len(part) < 2 or (n == 0 and named_first) or _WHEN_PART.match(part) or place_of(re.sub(r"\s+[A-Z]{2}$", "", part)):
                continue
            if n and re.fullmatch(r"[A-Z]{2,5}", part) and (any(org_test(p) for p in parts[n + 1 :]) or n == 1 and named_first):
                continue  # "Gus Halloran, NIC | …", "Kelvin Ho, FIAA | …": a credential after the name
            if not employer_only and "job" not in found and _TITLE_OF.match(part) and title_test(part):
                found["job"] = part  # "Head of Analytics": a title of a field, not an organisation of analytics
            elif "employer" not in found and org_test(part):
                found["employer"] = part
            elif not employer_only and "job" not in found and "的" not in part and title_test(part):  # ("一个认真的摄影师": words about it)
                found["job"] = part
            elif n and not _DEPARTMENT.search(part):
                unread.append(part)
        # a signature's layout names its parts by their place: after the name, the one part that is neither
        # the title nor a department is the workplace ("Priya Nair | Customer Success | Zendesk",
        # "Tom Becker, Solutions Engineer, Datadog")
        if "employer" not in found and len(parts) >= 3 and len(unread) == 1 and re.match(r"(?-i:[A-Z])|[\u4e00-\u9fff]", unread[0]) \
                and len(unread[0]) <= 40 and plain_org_test(unread[0]):
            found["employer"] = unread[0]
    return tuple((slot, value, doc.start()) for slot, value in found.items())


# a holder's name as a record prints it: an initial or a given name, then a surname or two — words of no
# dictionary ("Roz Okafor", "R. Okafor", "Zi Hao"), or a Chinese name alone
_NAME_SHAPE = pattern_cache.compile(r"(?:[A-Z]\.\s?)?[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2}|[A-Z][a-z'’-]+\s+[A-Z]\.")


def _holder_name(part: str, org_test: Callable[[str], bool], title_test: Callable[[str], bool]) -> bool:
    both = _NAME_IN_TWO_SCRIPTS.fullmatch(part)
    if both:  # "苏婉清 Su Wanqing", "Fang Xiaotang 方晓棠": one name, written twice
        part = both.group("zh") or both.group("zh2")
    if re.fullmatch(r"[\u4e00-\u9fff]{2,4}", part):
        from .lexicon import ZH_COMPOUND_SURNAMES, ZH_SURNAMES

        surname = part[0] in ZH_SURNAMES or part[:2] in ZH_COMPOUND_SURNAMES
        return surname and not title_test(part) and not org_test(part)
    if not _NAME_SHAPE.fullmatch(part) or org_test(part) or place_of(part):
        return False
    from .casing import is_common_word
    from .lexicon import OCCUPATIONS

    words = [w.lower() for w in re.findall(r"[A-Za-z'’-]{2,}", part)]
    return not any(is_common_word(w) or w in OCCUPATIONS or w.rstrip("s") in OCCUPATIONS for w in words)


_NAME_IN_TWO_SCRIPTS = pattern_cache.compile(
    r"(?P<zh>[\u4e00-\u9fff]{2,4})\s*[A-Z][a-z]+(?:[\s-][A-Z]?[a-z]+){0,2}|[A-Z][a-z]+(?:[\s-][A-Z]?[a-z]+){0,2}\s*(?P<zh2>[\u4e00-\u9fff]{2,4})"
)
_TITLE_OF = pattern_cache.compile(r"(?:head|director|vp|vice president|chief|manager|lead)\s+of\b", _I)
# a part of a signature that names a department, not the workplace
_DEPARTMENT = pattern_cache.compile(
    r"\b(?:success|operations|ops|marketing|sales|engineering|finance|hr|human resources|support|team|department|dept|division|unit|"
    r"services|communications|legal|procurement|logistics|research|product|design|it)\b|部$|部门|中心$|科$|组$",
    _I,
)


def _run_after(message: str, at: int) -> str | None:
    rest = message[at:]
    run = _SHOWN_RUN.match(message, at + len(rest) - len(rest.lstrip()))
    shown = (run.group("v") or run.group("v2")) if run else None
    if shown and re.match(r"(?:It|This|That|They|There|The|I|We|He|She|You|And|But|So|At|In|On|For|Now|Currently|Still|Just|Right|Well|Oh|Yes|No|Only|Even|Also)\b", shown):
        return None  # "…card? It says '…'": a sentence opens, the display is what it says
    # (a sentence's stop ends the display: "says Podiatry Lead. A door!")
    return re.split(r"(?<=[a-z])\.\s+(?=[A-Z])", shown)[0] if shown else None


# Papers and profiles named as the user's own, the documents above and the papers that show no post
# (passport, licence, contract): what they say, the user says
_OWN_PAPERS = pattern_cache.compile(
    r"(?:^|\bmy |\bthe |\bnew |\bname )(?:new |official |work |e-?mail |linkedin |name |staff |id )?(?:signature|business cards?|badge|name badge|payslip|pay slip|contract|"
    r"offer letter|letter|profile|headline|cv|resume|résumé|passport|id|licen[cs]e|nameplate|door sign|lanyard|name tag|id card)$"
    r"|我的?(?:名片|工牌|合同|工资条|劳动合同|offer|简历|护照|身份证|驾照)(?:上)?(?:写的|印的)?$",
    re.IGNORECASE,
)
_DOCUMENT_AT_END = pattern_cache.compile(rf"(?:{_DOCUMENT.pattern})\s*(?:that|which)?\s*$", _I)


def own_document_speaks(before: str) -> bool:
    """Whether the words before a verb of saying are the user's own document, not a person: "my
    badge", "my passport", "我工牌上写的", "a plate that" (says …), "mine" after the cards it stands for
    ("new business cards printed and mine says …") — what it says, the user says."""
    if _OWN_PAPERS.search(before):
        return True  # "my email signature", "我工牌上写的"
    if _MADE_UP.search(before):
        return False
    at_end = _DOCUMENT_AT_END.search(before)
    if at_end:
        return not _NOT_MINE.search(before[: at_end.start()]) and not _OLD_DOCUMENT.search(before[max(0, at_end.start() - 24) : at_end.start()])
    if re.search(r"(?:^|\s)(?:mine|ours)$", before, _I):
        named = _DOCUMENT.search(before)
        return bool(named) and not _NOT_MINE.search(before[: named.start()])
    return False
