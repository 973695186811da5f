"""What a request to the assistant tells about the user, whatever it asks for.

People tell their life while asking for help with it: "Can you help me word a thank-you note to my
supervisor, Denise Fairbanks?", "Can you tidy up my new email signature? Gus Halloran | Staff Medical
Interpreter | Garnet Valley Health", "帮我给我老板王建国写封邮件". The request itself asserts nothing, but
what it is about is presupposed: the supervisor is Denise Fairbanks, the signature is the user's own.
Only what a request names as the user's is read — a relation in apposition to a name, a document of
the user's (``documents.py`` reads what it shows) — never what the user asks to do ("help me plan a
move to Lisbon" is a plan, not a home).

    presupposed("Can you help me word a note to my supervisor, Denise Fairbanks?")
        -> ("Denise Fairbanks is my supervisor.",)
"""

from __future__ import annotations

import re

from .. import pattern_cache
from ..places import place_of
from .lexicon import EN_ROLE_TITLE, ZH_SURNAMES
from .zh_words import word_at

_I = re.IGNORECASE

# the tasks an assistant is asked to do with a text, a plan or a form, in the imperative ("Draft a note
# to…", "Summarise these notes…", "Fill in this section…"); "remind", "book" and "schedule" are left out:
# what they ask for is the user's own plan
_WRITING_VERBS = "write|draft|redraft|fix|rewrite|reword|rephrase|proofread|polish|tidy|shorten|trim|translate|update|edit|improve|format|compose"
_TASK_VERBS = (
    rf"{_WRITING_VERBS}|clean|summari[sz]e|check|review|reformat|convert|turn|fill|make|create|prepare|plan|outline|"
    "list|suggest|explain|help|give|find|recommend|draw|design|brainstorm|prep|generate|add|change|redo|word|phrase|"
    "look|go|sort|organi[sz]e|compare|calculate|estimate"
)
# ("put", "read", "set": their past is their base form — "Put a ring on it last night" is told)
# the imperative opens its clause and its object follows: "Plan my first 90 days", "Fix the wording",
# "Look over my cover letter" (not "Work is crazy", "Home these days is…": no object after the verb)
IMPERATIVE = pattern_cache.compile(
    rf"^(?:(?:please|pls|kindly|also|and|now|ok(?:ay)?|so|quick one|one more thing)[,!:]?\s+)*(?:{_TASK_VERBS})"
    r"(?:\s+(?:up|out|in|over|through|down|back))?\s+(?:me|my|this|these|that|those|the|a|an|our|it|them|him|her|his|some|all|"
    r"every|each|two|three|four|five|a few|[\"'‘“]|\d|一下|(?:这|那|一)[个封段份条篇张]|我的)",
    _I,
)
# a request put to the assistant, at the head of its clause
REQUEST = pattern_cache.compile(
    r"^(?:(?:hey|hi|ok|okay|so|quick one)[,!]?\s+)?(?:(?:can|could|would|will)\s+you\b|(?:please\s+)?help\s+me\b|please\b|i need (?:you|help)\b"
    r"|i(?:['’]d| would) like you to\b)"
    r"|^(?:请|麻烦)?(?:你)?(?:帮我|帮忙|给我(?:写|改|看|翻|整理|起草))|^(?:请|麻烦)(?:你|您)?(?:写|改|看|翻译?|整理|起草|润色|总结|解释|检查|填|准备|回复?|发)",
    _I,
)
# a task asked for in Chinese, at the head of a message: "帮我回一下陈国梁的微信", "麻烦帮忙改一下简历"
ZH_TASK = pattern_cache.compile(r"(?:请|麻烦)?(?:你|您)?(?:帮我|帮忙|给我)")
_EN_ROLES = (
    r"(?:(?:new|current)\s+)?(?:(?:line|direct|team)\s+)?(?:manager|boss|supervisor|team lead|lead|line manager|head of department|"
    r"girlfriend|boyfriend|fianc[ée]e?|wife|husband|partner)"
)
_EN_APPOSED = pattern_cache.compile(
    rf"\bmy\s+(?P<role>{_EN_ROLES})(?:\s*,\s*|\s*\(\s*|\s+)(?P<name>(?-i:[A-Z][a-zà-ÿ'’-]+(?:\s+[A-Z][a-zà-ÿ'’-]+)?))(?![\w'’])", _I
)
# …or the name first, the relation after it: "an email to Marguerite Lowe, my new clinical director, asking …"
_EN_NAME_APPOSED = pattern_cache.compile(
    r"(?P<name>(?-i:[A-Z][a-zà-ÿ'’-]+(?:\s+[A-Z][a-zà-ÿ'’-]+)?))\s*,\s+my\s+(?:(?:new|current)\s+)?"
    rf"(?P<role>(?:[a-z]+\s+)?(?:director|matron|principal|foreman|superintendent)|{_EN_ROLES})(?![\w'’-])",
    _I,
)
# the name first in Chinese or mixed text, the relation after a comma: "Draft 一个 reply 给彭磊，my manager，…",
# "帮我回一下陈国梁的微信，他是我们部门经理", "帮我回一下梁志强，他是我新的直属上司" (the name trimmed to its surname after)
_ZH_ROLES = r"(?:直属|直接)?(?:上司|领导|上级|主管|经理|老板|组长|导师)|部门经理|老公|老婆|男朋友|女朋友|未婚夫|未婚妻"
_MIXED_NAME_APPOSED = pattern_cache.compile(
    rf"(?P<name>(?-i:[A-Z][a-zà-ÿ'’-]+(?:\s+[A-Z][a-zà-ÿ'’-]+)?)|[\u4e00-\u9fff]{{2,5}})(?:\s+(?-i:[A-Z][a-z]+))?(?:的(?:微信|消息|信息|邮件|短信|语音))?\s*[,，]\s*"
    rf"(?:my\s+(?:(?:new|current)\s+)?(?P<role>{_EN_ROLES})(?![\w'’-])"
    rf"|(?:(?:他|她)\s*(?:现在|以后|就)?\s*(?:就)?是)?\s*我(?:们)?(?:的)?\s*(?:新的?|现在的|new\s+)?\s*(?:部门)?(?P<zrole>{_ZH_ROLES}|manager|boss|supervisor))",
    _I,
)
_ZH_APPOSED = pattern_cache.compile(
    r"我(?:的)?(?P<role>老板|领导|上司|主管|经理|导师|组长|老公|老婆|男朋友|女朋友|未婚夫|未婚妻)\s*(?P<name>(?-i:[A-Z][a-z]+)|[\u4e00-\u9fff]{2,3}?)(?=写|发|的|说|改|看|打|[，,。！？?\s]|$)"
)


# a post the request takes as the user's: "plan my first week as a charge nurse", "my very first clients
# as a wedding planner", "someone three weeks into being a product owner" (not "my years as a bartender":
# told of as over)
_AS_MY_POST = pattern_cache.compile(
    rf"\bmy\s+(?:very\s+)?(?:first|new|current)\s+(?:[\w-]+\s+){{0,2}}?as\s+(?:an?\s+|the\s+)?(?:new\s+)?(?P<post>(?:[\w-]+\s+)?(?:{EN_ROLE_TITLE}))\b"
    rf"|\binto\s+(?:being|my\s+(?:new\s+)?(?:job|role|life|time)\s+as)\s+(?:an?\s+|the\s+)?(?:new\s+)?(?P<post2>(?:[\w-]+\s+)?(?:{EN_ROLE_TITLE}))\b",
    _I,
)


# what only the user's new job or home has, named in a request: "…the handbook I got on my first day at
# Ocado", "plan my first 90 days at Rivian", "addressed to me at my new place in Cardiff"
_MY_FIRST_DAYS_AT = pattern_cache.compile(
    r"\bmy\s+(?:very\s+)?first\s+(?:day|week|shift|month|fortnight|\d{1,3}\s+days|(?:thirty|sixty|ninety)\s+days)\s+(?:at|with)\s+(?P<org>(?-i:[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,3}))",
    _I,
)
_MY_NEW_HOME_IN = pattern_cache.compile(
    r"\b(?:my|our)\s+new\s+(?:place|flat|apartment|house|home|condo|studio|rental)\s+(?:in|over in|up in|down in)\s+"
    r"(?:(?:north|south|east|west|central|downtown|uptown|inner|outer|greater|old)\s+)?(?P<town>(?-i:[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2}))",
    _I,
)
# the same in Chinese: "我们在嘉兴的新家", "从椒江的新家到厂区…" (a town the gazetteer knows; a part of one,
# with its town named elsewhere in the message, ``rules`` reads)
ZH_NEW_HOME_IN = pattern_cache.compile(r"(?:从|在|回|到|我们?|我家)(?P<town>[\u4e00-\u9fff]{2,4}?)(?:那边|这边)?的新(?:家|房子|住处|出租屋)")
# the papers of joining a workplace, the user's: "嘉禾精密的入职体检单上要填…", "Lumio 的入职材料"
_ZH_JOINING_PAPERS = pattern_cache.compile(
    r"(?:^|[，,。！？!?\s])(?P<org>(?-i:[A-Z][\w&'’.-]*(?:\s+[A-Z][\w&'’.-]*){0,2})|[\u4e00-\u9fff]{2,8}?)\s*的\s*入职(?:体检|体检单|合同|手续|材料|培训|通知|邮件|表|表格|资料)"
)
# the words of a person's that stand before "的…": a pronoun, a friend, a colleague, kin
ZH_SOMEONES = r"[我你他她们]|朋友|同事|老公|老婆|男朋友|女朋友|姐|哥|弟|妹|爸|妈|儿子|女儿"
_ZH_NOT_AN_ORG = pattern_cache.compile(rf"{ZH_SOMEONES}|这|那|新|上次|之前|以前")


def _trimmed_name(run: str) -> str:
    """A Chinese name at the end of a run of characters ("给彭磊" -> "彭磊", "回一下梁志强" -> "梁志强"): the
    longest tail of two or three that opens on a surname; a Latin name as it is."""
    if not re.match(r"[\u4e00-\u9fff]", run):
        return run
    return next((run[-n:] for n in (3, 2) if len(run) >= n and run[-n] in ZH_SURNAMES and word_at(run[-n:]) is None), "")


def _a_name(name: str) -> bool:
    """A person's name, not a word after the relation ("我老板旁边", "tell my manager I'm …")."""
    if re.match(r"I(?:['’]|$|\s)", name):
        return False  # "tell my manager I'm leaving": the speaker, no name
    # (a surname or a familiar 老/小/阿 first, and no word the dictionary lists)
    return not re.match(r"[\u4e00-\u9fff]", name) or ((name[0] in ZH_SURNAMES or name[0] in "老小阿") and word_at(name) is None)


# the texts and records a user asks to have written, mended or filled in (a document of someone's)
DOCUMENT_NOUNS = (
    r"signature|sig|sign-?off|bio|biography|profile|headline|tagline|about(?:[- ]me)?(?: section)?|caption|status|post|tweet|"
    r"cv|r[ée]sum[ée]|cover letter|letter|e-?mail|message|note|reply|text|card|postcard|invitation|invite|rsvp|"
    r"out[- ]of[- ]office|ooo|auto-?reply|intro|introduction|announcement|speech|toast|vows|notice|footer|form|application|"
    r"plus-one field|field|box|line|entry|record|details"
)
_ZH_DOCUMENTS = r"简历|表格?|申请(?:书|表)?|信|邮件|签名|简介|介绍|请柬|请帖|致辞|贺卡|卡片|文案|朋友圈|通知|请假条|说明"
# someone else's: "my sister's CV", "Ravi's staff-chat intro", "her form", "我姐的简历", "他的申请表"
_SOMEONE_ELSES_DOCUMENT = pattern_cache.compile(
    rf"\b(?P<owner>(?-i:[A-Z])[\w'’-]*|[a-z]+)['’]s\s+(?:[\w-]+\s+){{0,3}}(?:{DOCUMENT_NOUNS})\b|\b(?P<pronoun>his|her|their)\s+(?:[\w-]+\s+){{0,3}}(?:{DOCUMENT_NOUNS})\b"
    rf"|(?:他|她|他们|她们|[我]?(?:姐姐?|妹妹?|哥哥?|弟弟?|妈妈?|爸爸?|老公|老婆|朋友|同事|闺蜜|室友|表姐|表妹|表哥|表弟|同学))的\s*\S{{0,6}}?(?:{_ZH_DOCUMENTS})",
    _I,
)
_NOT_AN_OWNER = pattern_cache.compile(r"it|that|what|there|here|he|she|who|let|today|tomorrow|yesterday|everyone|one|this|year|week|month|company|team|firm|school|council|bank|landlord", _I)


_ANSWERING = pattern_cache.compile(r"\b(?:reply|replying|respond|responding|answer|answering)\s+to\s+(?:the\s+)?$", _I)  # a reply to Sam's email is mine


def someone_elses_document(text: str) -> bool:
    """Whether ``text`` asks about a document of someone else's ("Write my sister's CV: …",
    "帮我改一下我姐的简历"): what its fields say is theirs, not the user's."""
    return any(
        not (m.group("owner") and _NOT_AN_OWNER.fullmatch(m.group("owner"))) and not _ANSWERING.search(text, 0, m.start())
        for m in _SOMEONE_ELSES_DOCUMENT.finditer(text)
    )


def is_request(text: str) -> bool:
    text = text.strip()
    return REQUEST.search(text) is not None or IMPERATIVE.match(text) is not None


# what to bring to, wear at or prepare for a dated event is asked of an event the user has: "Remind me what to
# bring to the team offsite on 27 November", "提醒我11月18号去出入境办续签要带什么", "11月26号的评审会要准备哪些材料"
_PREPARING_FOR = pattern_cache.compile(
    r"\bwhat\s+(?:to|should i|do i need to|i need to|i should|i'll need to)\s+(?:bring|pack|prepare|wear|take|print)\s+(?:to|for)\s+"
    r"(?P<event>(?:the|my|our)\s+[^,.?!;]{3,40}?)\s+(?:on\s+)?(?P<when>(?<=on )[^,.?!;]{3,25}?|(?:this|next)\s+\w+(?:\s+\w+)?)(?=\s*(?:[,.?!;—–-]|$))",
    _I,
)
_ZH_PREPARING_FOR = pattern_cache.compile(
    r"(?P<when>\d{1,2}\s*月\s*\d{1,2}\s*[号日]|下周[一二三四五六日天]|下个?星期[一二三四五六日天]|明天|后天)\s*(?P<link>的|去|要去)?\s*"
    r"(?P<event>[^，,。？?；;]{2,30}?)\s*(?:要|需要|得)(?:带|准备|穿|打印|交)(?:什么|哪些|啥)"
)


def events_prepared_for(text: str) -> tuple[str, ...]:
    """The dated events a message asks how to prepare for, as the user's plans ("I have the team offsite on 27
    November."), whatever else the message asks or tells."""
    out = [f"I have {m.group('event')} {'' if m.group('when').startswith(('this', 'next')) else 'on '}{m.group('when')}." for m in _PREPARING_FOR.finditer(text)]
    out += [f"我{m.group('when')}{'要去' if m.group('link') in ('去', '要去') else '有'}{m.group('event').strip()}。" for m in _ZH_PREPARING_FOR.finditer(text)]
    return tuple(out)


def presupposed(text: str, asked: bool = False) -> tuple[str, ...]:
    """The statements about the user that a request ``text`` takes for granted — or a question
    (``asked``): what it asks about is open, what it names as the user's is not ("What's the quickest
    route from our new place in north Lethbridge to the plant?": the new place is there)."""
    if not asked and not is_request(text):
        return ()
    out = [f"{m.group('name')} is my {m.group('role')}." for m in (*_EN_APPOSED.finditer(text), *_EN_NAME_APPOSED.finditer(text)) if _a_name(m.group("name"))]
    out += [f"{m.group('name')}是我的{m.group('role')}。" for m in _ZH_APPOSED.finditer(text) if _a_name(m.group("name"))]
    for m in _MIXED_NAME_APPOSED.finditer(text):
        name = _trimmed_name(m.group("name"))
        if name and _a_name(name):
            out.append(f"{name} is my {m.group('role')}." if m.group("role") else f"{name}是我的{m.group('zrole')}。")
    out += [f"I am a {m.group('post') or m.group('post2')}." for m in _AS_MY_POST.finditer(text)]
    out += [f"Today was my first day at {m.group('org')}." for m in _MY_FIRST_DAYS_AT.finditer(text)]
    out += [f"My new place in {m.group('town')}." for m in _MY_NEW_HOME_IN.finditer(text)]
    out += [f"我的新家在{m.group('town')}。" for m in ZH_NEW_HOME_IN.finditer(text) if place_of(m.group("town"))]
    out += [f"我入职了{m.group('org')}。" for m in _ZH_JOINING_PAPERS.finditer(text) if not _ZH_NOT_AN_ORG.search(m.group("org"))]
    return tuple(out)


# the user's own text, quoted in a request for the assistant to work on ("Fix the typos in my out-of-office:
# 'I am on leave … As the new procurement lead, …'", "Translate this for his nonna: 'Luca proposed…, so he is
# my fiancé now'"): in quotes, else after the colon that ends the request
_QUOTED_TEXT = pattern_cache.compile(r"(?<!\w)['‘\"“「『](?P<t>[^'’\"”」』\n]{12,400}?)['’\"”」』](?!\w)")
_AFTER_COLON = pattern_cache.compile(r"[:：]\s*(?P<t>[^\n]{12,400})")
# first person: the user writes it as themselves
_MINE = pattern_cache.compile(r"(?<![\w'’])(?:I|I['’]m|I['’]ve|I am|my|me|we|we['’]re|our)(?![\w'’])|我|本人")
# a Chinese text opens on its subject, or drops it when it is the writer's own ("转岗成功！以后就是一名运维工程师啦")
_ZH_OWN_VOICE = pattern_cache.compile(r"^(?![他她它]|[^，。！？]{0,6}(?:他|她)(?:们)?(?:是|在|的))[\u4e00-\u9fff]")
# a bio or a profile the user orders of themselves, written of them in the third person
_OWN_BIO = pattern_cache.compile(
    r"\b(?:my|third[- ]person)\s+(?:\w+\s+){0,2}(?:bio|biography|profile|intro|introduction|blurb|about(?:[- ]me)?(?:\s+(?:section|page))?)\b"
    r"|\b(?:bio|biography|profile|intro|blurb)\b[^.?!]{0,60}\b(?:about|of|for)\s+me\b|\bthat['’]s me\b|\bthis is me\b"
    r"|(?:我的|给我写个?)(?:个人)?(?:简介|介绍|小传)|这(?:就)?是我",
    _I,
)
# a request to write or mend a text, or about a text of the user's: the quoted words are the user's own
_WRITES_MINE = pattern_cache.compile(
    rf"\b(?:{_WRITING_VERBS}|correct)\b"
    r"|\bmy\s+(?:\w+\s+){0,2}(?:signature|bio|profile|out[- ]of[- ]office|status|post|caption|headline|intro|cv|r[ée]sum[ée]|letter|e-?mail|message|note|reply|"
    r"text|announcement|card|speech|toast|vows|notice)\b|(?:改|润色|翻译|写|修改|校对|调整)|我的",
    _I,
)
_TO_THE_ASSISTANT = pattern_cache.compile(r"\b(?:dear|hey|hi)\s+(?:ai|assistant|chatbot)\b|\bthe user['’]s\b|\bassistant\b|助手|用户的", _I)
_SAYS_OF_ME = pattern_cache.compile(
    r"\b(?:announc(?:e|es|ing)|say(?:s|ing)?|tell(?:s|ing)?(?:\s+\w+){1,2}|let(?:ting)?(?:\s+\w+){1,2}\s+know|mention(?:s|ing)?|explain(?:s|ing)?)"
    r"\s+(?:that\s+)?(?P<t>I(?:['’]ve|['’]m|\s)[^.!?\n]{6,200})",
    _I,
)
# where a bio's text ends and the user speaks again: "… last year. That's me, keep it under 50 words."
_BIO_ENDS = pattern_cache.compile(r"\s*\b(?:that['’]s me|this is me|keep it|make it|under \d+ words)\b.*$|这(?:就)?是我.*$", _I)
# a bio that opens with the post itself ("Sous chef at …", "Staff nurse, …")
_HEADLINE_POST = pattern_cache.compile(rf"^(?:an?\s+)?(?:[\w-]+\s+)?(?:{EN_ROLE_TITLE})\b", _I)
# the name a third-person bio opens with
_BIO_NAME = pattern_cache.compile(r"^(?!I\b)(?P<n>(?-i:[A-Z][a-zà-ÿ'’-]+(?:\s+[A-Z][a-zà-ÿ'’-]+)?))(?=\s|,)")


# a request made by naming the text wanted, then giving it: "Signature: …", "Bio line pls: …", "Postcard to Gran: …",
# "Staff-chat intro: …", "朋友圈文案：…" (a short noun phrase ending in a colon, at the head of the message)
_DOCUMENT_LABEL = pattern_cache.compile(
    rf"^\s*(?:[\w'’-]+\s+){{0,3}}(?:{DOCUMENT_NOUNS})(?:\s+(?:text|line|section|pls|please|(?:for|to)\s+[^:：\n]{{1,30}}?))*\s*[:：]"
    rf"|^\s*[\u4e00-\u9fff]{{0,6}}(?:{_ZH_DOCUMENTS})\s*[:：]",
    _I,
)
# …but not a note the user keeps ("note to self: …"), nor a text passed on ("转发一个通知：…", "Fwd: …")
_NOT_ASKED_FOR = pattern_cache.compile(r"\bnote\s+(?:to|for)\s+(?:self|me|myself)\b|^\s*note\s*[:：]|\b(?:fwd|fw|forward(?:ed|ing)?|pasted|copied|quoted)\b|转发|转给|粘贴|复制", _I)
# a field and its value as a record lays them out ("Employer: …", "reports to: …", "职位：…")
_FIELD_LINE = pattern_cache.compile(r"^\s*(?:[A-Za-z][\w'’/-]*(?:\s+[\w'’/-]+){0,3}|[\u4e00-\u9fff]{2,6})\s*[:：]\s*\S")
# …of what the user holds, not what they want or had: "Position applied for: …", "Previous employer: …"
_NOT_HELD = pattern_cache.compile(r"\b(?:applied|applying|desired|preferred|target|dream|previous|former|old|past|expected)\b|应聘|申请|期望|意向|以前|之前|原", _I)
# a text about someone else: a third person as its subject
_THIRD_PERSON = pattern_cache.compile(r"(?<![\w'’])(?:he|she|they|his|her|their|him|them)(?![\w'’])|(?:^|[，。！？\s])(?:他|她|他们|她们)", _I)


def own_texts(message: str) -> tuple[str, ...]:
    """The user's own words a request quotes, read as the user's statements: first-person text as it
    stands, a third-person bio of the user with the user as "I" ("Aisha Khan, clinical pharmacist at St
    Mary's" -> "I, clinical pharmacist at St Mary's"). Someone else's text is not the user's."""
    ask = next((m for m in re.finditer(r"[^.!?。！？\n]+[.!?。！？]?", message) if is_request(m.group())), None)
    label = _DOCUMENT_LABEL.match(message) if ask is None else None
    labelled = label is not None and not _NOT_ASKED_FOR.search(label.group(0))
    if labelled:
        ask = label  # "Signature: …", "Bio line pls: …", "Postcard to Gran: …": the text asked for
    if ask is None or not (labelled or _WRITES_MINE.search(ask.group())) or someone_elses_document(ask.group()):
        return ()  # "帮我看一下这封 email 是不是 phishing: '…'": someone's text, looked at; "Fix my sister's CV: …": hers
    texts = [q.group("t") for q in _QUOTED_TEXT.finditer(message, ask.start())]
    # what the user's text is to say of them: "a LinkedIn post announcing that I've joined Monzo", "my
    # out-of-office so it says I've relocated to Perth"
    said = [m.group("t") for m in _SAYS_OF_ME.finditer(message, ask.start())]
    if not texts:
        colon = _AFTER_COLON.search(message, ask.start())
        texts = [colon.group("t")] if colon else []
    out = list(said)
    bio = _OWN_BIO.search(message)
    for told in texts:
        told = told.strip().strip("'‘’\"“”「」")
        if is_request(told) or _TO_THE_ASSISTANT.search(told):
            continue  # the request itself after a colon ("One more thing: can you …"), a text written to the assistant
        name = _BIO_NAME.match(told)
        # a name opens a bio when a comma, a copula or a verb of the third person follows it ("Lena Fischer, sound
        # engineer…", "Gus coordinates…"); a title opens it when a place follows ("Sous chef at a tiny place…")
        named = name is not None and re.match(r"\s*(?:,|is\b|['’]s\b|[a-z]+s\b)", told[name.end() :]) is not None
        field = _FIELD_LINE.match(told)
        if field and _NOT_HELD.search(field.group(0)):
            continue  # "Position applied for: …", "Previous employer: …": not what the user holds
        if (_MINE.search(told) or _ZH_OWN_VOICE.match(told)) and not (bio and name):
            out.append(re.sub(r"^本人", "我", told))  # the formal "I" of a letter
        elif field and not _THIRD_PERSON.search(told):
            out.append(told)  # a field of the user's own record: "Employer: Ashgrove Care Homes (permanent, since Feb)"
        elif labelled and not named and not _THIRD_PERSON.search(told):
            out.append(told)  # the user's own text, its subject left out: "Settled in Llandudno at last!"
        elif bio and not named and _HEADLINE_POST.match(told):  # "'Sous chef at a tiny place in Soho. Formerly line cook.'": a post, no subject
            out.append("I am " + told[0].lower() + told[1:])
        elif bio and name and not re.match(r"(?:The|This|That|It|He|She|They|We|You|I)\b", name.group("n")):
            told = _BIO_ENDS.sub("", told)
            out.append("I" + re.sub(r"^\s*(?:is|['’]s)\b", " am", told[name.end() :]))
    return tuple(out)
