"""Answers the user gives to questions put to them, read as the statements they make.

People retell a conversation, or write a question down with its answer: "Elena asked where I
trained, told her the University of Manitoba", "Q: what year did I graduate from Selkirk? A: 2012",
"Liam 问我 uni 读的什么，我说 marketing，在西南财大", "她问我哪年毕业的，我说2014年".
The answer alone ("the University of Manitoba", "marketing") says nothing; put into its
question's gap it is the user's statement ("I trained at the University of Manitoba",
"我uni在西南财大读的marketing", "我2014年毕业的"), and the extractor reads that like any
other. Only a question about the user with a gap (where, what, when, which; 什么, 哪, 几)
is completed; a yes/no question, a why or how, and an answer that is a clause of its own
("told her I finished at Cardiff") are left to the clause analysis as they are.
"""

from __future__ import annotations

import re

from .. import pattern_cache
from ..places import is_place
from .english import past_of, verb_forms
from .lexicon import CJK, EN_ROLE_TITLE, EN_TRAVEL
from .work_talk import named_by_kind

_I = re.IGNORECASE

# --- English ---------------------------------------------------------------------------------

_EN_QUESTION = pattern_cache.compile(
    r"\b(?:asked|asks|asking|wanted to know|wants to know|wondered)\s+(?:me\s+)?(?:again\s+)?"
    r"(?P<wh>where|what year|what|when|which\s+[a-z]+)\s+"
    r"(?P<prop>(?:i|i'm|i've|i'd|i was|we|we'd)\b[^.!?;,]*?)\s*(?=$|[.!?;,]|\s+and\s)",
    _I,
)
# the answer: said or told to the asker, or the next sentence when it is only a phrase
_EN_SAID = pattern_cache.compile(
    r"^\s*[,;.]?\s*(?:and\s+|so\s+)?(?:i\s+)?(?:said|told\s+(?:him|her|them|[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+)|answered|replied|went(?=\s*[,:\"“'‘]))\s*,?\s*(?:that\s+)?"
    r"(?P<a>[^.!?;,]+)",
    _I,
)
_EN_NEXT = pattern_cache.compile(r"^\s*[.!?]+\s*(?P<a>[^.!?;,]+)")
# …or after a colon that ends the telling of the moment: "asked where I trained and I went all misty: vet nursing at …"
_EN_COLON = pattern_cache.compile(r"^[^.!?:;\n]{0,40}?[:：]\s*(?P<a>[^.!?;,\n]+)")
# not an answer in a gap: a clause of its own, a refusal, a shrug
_EN_NOT_GAP = pattern_cache.compile(
    r"^(?:i|i'm|im|i've|i'd|we|we're|he|she|they|it|it's|its|that|that's|this|there|you|no|yes|yeah|nope|not|never|"
    r"dunno|idk|no idea|nothing|who|what|why|how|because|cos|well)\b",
    _I,
)
_EN_PREPOSITION_END = pattern_cache.compile(r"\b(?:from|in|at|to|for|with|on)$", _I)
_EN_TIME_ANSWER = pattern_cache.compile(r"\b(?:19|20)\d\d\b|\b(?:spring|summer|autumn|fall|winter|january|february|march|april|may|june|"
                                        r"july|august|september|october|november|december)\b", _I)


def _opens_with_past_verb(answer: str) -> bool:
    """An answer that is a predicate of its own, its subject dropped ("born in Penzance", "grew up
    in Shrewsbury"): no gap to fill, the clause analysis reads it as it is."""
    first = re.match(r"[a-z]+", answer.lower())
    return bool(first) and any(f.tag in ("VBD", "VBN") for f in verb_forms(first.group()))


def _english(text: str) -> list[str]:
    out = []
    for q in _EN_QUESTION.finditer(text):
        rest = text[q.end() :]
        said = _EN_SAID.match(rest) or _EN_NEXT.match(rest) or _EN_COLON.match(rest)
        if said is None:
            continue
        answer = re.sub(r"\s+(?:etc\.?|obviously|of course|lol|haha)\s*$", "", said.group("a").strip(), flags=_I).strip(" '\"“”‘’")
        if not answer or "[REDACTED" in answer or _EN_NOT_GAP.match(answer) or len(answer.split()) > 7 or _opens_with_past_verb(answer):
            continue
        wh, prop = q.group("wh").lower(), q.group("prop").strip()
        if wh == "where" and re.fullmatch(r"(?:i|we)\s+(?:trained|studied)", prop, _I) and re.search(r"\s(?:at|in)\s+[A-Z]", answer):
            out.append(f"I studied {answer}")  # "asked where I trained: vet nursing at Myerscough College": what, and where
            continue
        if wh == "where":
            joint = "" if _EN_PREPOSITION_END.search(prop) else (" in" if is_place(answer) else " at")
        elif wh in ("when", "what year"):
            joint = " in" if _EN_TIME_ANSWER.search(answer) and not re.match(r"(?:in|on|at|back|around|about)\b", answer, _I) else ""
        else:  # what, which school: the answer is the object
            joint = ""
        out.append(f"{prop}{joint} {answer}")
    return out


# who: "You asked who I report to now — Derek Malloy", "asked who my manager is, I said Priya",
# "asked who signs off my leave now — Janice Whitlow": the answer fills the gap where it stands
_EN_WHO = pattern_cache.compile(
    r"\b(?:asked|asks|asking|wanted to know|wants to know|wondered)\s+(?:me\s+)?(?:again\s+)?who\s+(?P<prop>[^.!?;,—–:\n]+?)\s*(?=$|[.!?;,—–:\n])",
    _I,
)
_EN_DASHED = pattern_cache.compile(r"^\s*[—–:]\s*(?P<a>[^.!?;,—–\n]+)")
_EN_NOW_END = pattern_cache.compile(r"\s+(?:now|these days|nowadays)$", _I)
# a yes/no question the user said yes to: "Maisie asked if she's my girlfriend and I said yes"
_EN_SAID_YES = pattern_cache.compile(
    r"\b(?:asked|asks|wanted to know|wondered)\s+(?:me\s+)?(?:if|whether)\s+(?P<prop>[^.!?;,—–\n]+?)\s*,?\s*(?:and\s+)?(?:so\s+)?i\s+(?:said|told\s+\w+|answered)\s*,?\s*(?:yes|yeah|yep|of course)\b",
    _I,
)


def _english_who(text: str) -> list[str]:
    out = []
    for q in _EN_WHO.finditer(text):
        rest = text[q.end() :]
        said = _EN_SAID.match(rest) or _EN_DASHED.match(rest) or _EN_NEXT.match(rest)
        if said is None:
            continue
        answer = said.group("a").strip()
        if not answer or "[REDACTED" in answer or _EN_NOT_GAP.match(answer) or len(answer.split()) > 7:
            continue
        if re.match(r"(?:nobody|no one|someone|somebody|anyone|me|myself|not sure)\b", answer, _I):
            continue  # no one named
        prop = q.group("prop").strip()
        now = _EN_NOW_END.search(prop)
        core = prop[: now.start()] if now else prop
        tail = now.group(0) if now else ""
        if re.match(r"(?:i|we|my|our)\b", core, _I):
            # the answer is the object: "I report to" + it, "my manager is" + it
            out.append(f"{core} {answer}{tail}")
        elif any(f.tag in ("VBZ", "VBD") for f in verb_forms(core.split()[0].lower())):
            out.append(f"{answer} {core}{tail}")  # the answer is the subject: "Janice Whitlow signs off my leave now"
    for q in _EN_SAID_YES.finditer(text):
        out.append(q.group("prop").strip())
    return out


# --- Chinese ----------------------------------------------------------------------------------

_ZH_QUESTION = pattern_cache.compile(r"问(?:我|起我|到我)(?!们)(?:说)?\s*(?P<q>[^，,。！？!?；;]+)")
_ZH_GAP = pattern_cache.compile(r"什么|啥|哪一年|哪年|哪里|哪儿|哪所|哪个|哪家|哪座|哪|几几年|几月")
_ZH_NOT_GAP = pattern_cache.compile(r"是不是|要不要|有没有|愿不愿|会不会|能不能|可不可以|吗|如果|为什么|为啥|怎么|咋|^我(?:是|在|就是|从)")  # (an answer that is a clause of its own: "我是湖南吉首生的")
_ZH_SAID = pattern_cache.compile(
    r"^[？?，,\s]*(?:我说|我答|我回答?|我告诉(?:他|她|他们|她们)|告诉(?:他|她|他们|她们))\s*(?:说)?\s*(?:是|就是)?\s*(?P<a>[^，,。！？!?；;]+)"
)
_ZH_BARE = pattern_cache.compile(r"^[？?，,\s]*(?P<a>[^，,。！？!?；;]{1,10})")
_ZH_NOT_ANSWER = pattern_cache.compile(rf"^(?:我|你|他|她|他们|她们|我们|没|不|忘|记不|哈|呃|嗯|啊|这|那|谁)|[{CJK}]*(?:说|问|笑|觉得)")
_PARTICLES = pattern_cache.compile(r"[啊呀吧呗嘛啦呢哦噢咯]+$")
# a clause right after the answer that says where ("…，在西南财大"): before the question's verb
_ZH_WHERE_AFTER = pattern_cache.compile(r"[，,]\s*(?P<w>在\s*[^，,。！？!?；;]{2,12})")


def _chinese(text: str) -> list[str]:
    out = []
    for q in _ZH_QUESTION.finditer(text):
        question = q.group("q").strip()
        gap = _ZH_GAP.search(question)
        if gap is None or _ZH_NOT_GAP.search(question):
            continue
        rest = text[q.end() :]
        said = _ZH_SAID.match(rest)
        bare = said is None
        said = said or _ZH_BARE.match(rest)
        if said is None:
            continue
        answer = _PARTICLES.sub("", said.group("a").strip()).strip()
        if not answer or "[REDACTED" in answer or (bare and _ZH_NOT_ANSWER.search(answer)) or _ZH_NOT_GAP.search(answer):
            continue
        before, after = question[: gap.start()], question[gap.end() :]
        where = _ZH_WHERE_AFTER.match(rest, said.end())
        if where:  # "读的什么，我说 marketing，在西南财大": 在西南财大读的 marketing
            verb = re.search(rf"[{CJK}]的?$", before.rstrip())
            at = verb.start() if verb else len(before)
            before = f"{before[:at]}{where.group('w')}{before[at:]}"
        statement = f"{before}{answer}{after}".replace("你", "我")
        if not statement.startswith("我"):
            statement = "我" + statement
        out.append(statement)
    return out


# --- a question and its answer, written down ("Q: … ? A: …") ---------------------------------
#
# A quiz about the couple, a form's questions, a FAQ the user writes of themselves: the question
# asks it the other way round ("did I graduate", "do I work"), the answer fills the slot its
# question word names. Only questions of the user's own ("I", "we") are read.

_QA = pattern_cache.compile(
    r"(?:^|[\s(])(?:Q\d*|Question\s*\d*)\s*[:：.]\s*(?P<q>[^?\n]{6,90})\?\s*(?:\n\s*)?(?:A\d*|Answer\s*\d*)\s*[:：.]\s*(?P<a>[^.\n!?;,()]{1,40})",
    _I,
)
_ASKED_OF_ME = pattern_cache.compile(
    r"^(?P<wh>what year|which year|when|where|which (?:city|town|country|school|college|uni(?:versity)?|company|firm|hospital)|what)\s+"
    r"(?P<aux>did|do|was|were|am|are)\s+(?P<who>i|we)\s+(?P<rest>.+)$",
    _I,
)
_AT_A_PLACE_OF = ("school", "college", "uni", "university", "company", "firm", "hospital")


def _written_qa(text: str) -> list[str]:
    out = []
    for m in _QA.finditer(text) if "?" in text else ():
        asked = _ASKED_OF_ME.match(m.group("q").strip())
        answer = m.group("a").strip()
        if asked is None or not answer or _EN_NOT_GAP.match(answer):
            continue
        wh, aux, words = asked.group("wh").lower(), asked.group("aux").lower(), asked.group("rest").split()
        if aux in ("did", "do"):  # "did I graduate from Selkirk" -> "I graduated from Selkirk"
            if not any(f.tag == "VB" for f in verb_forms(words[0])):
                continue
            words[0] = past_of(words[0]) if aux == "did" else words[0].lower()
        else:  # "where was I born" -> "I was born"
            words = [aux, *words]
        told = " ".join(words)
        subject = "I" if asked.group("who").lower() == "i" else "we"
        if _EN_PREPOSITION_END.search(told):
            joint = ""
        elif wh in ("what year", "which year", "when", "where") or wh.startswith("which "):
            joint = " at" if wh.split()[-1] in _AT_A_PLACE_OF else " in"
        elif len(words) == 1:
            joint = ""  # "what did I study? A: chemistry": the answer is the object
        else:
            continue
        out.append(f"{subject} {told}{joint} {answer}")
    return out


# --- a question the user puts to themself, answered at once ---------------------------------

# "New boss? Lorcan Tighe.", "Guess who my new boss is? Priyanka Vell.", "New boss 🆕 = Yusra Haddad",
# "新老板？张伟。": the slot asked by its noun (nothing before it but "guess who… my new"), then a bare answer
_EN_SELF_ASKED = pattern_cache.compile(
    r"(?:^|(?<=[.!?])\s+)(?:guess\s+)?(?:(?:who|what|where)(?:['’]s|\s+is)?\s+(?:my\s+)?(?:new\s+)?|(?:my\s+)?new\s+)"
    r"(?P<noun>boss|manager|line manager|supervisor|employer|company|job|job title|title|role|home|address|city|town)"
    r"(?:\s+is)?(?:\s+(?:now|these days))?[^\w\n.!?]*?[?=:](?!\S)\s*(?P<a>[^.!?;,\n]{2,40})"
    # (or by its verb: "where do I live? Whanganui.", "where do I work now? Tidewell Energy.")
    r"|(?:^|(?<=[.!?])\s+)where\s+do\s+i\s+(?P<verb>live|work)(?:\s+(?:now|these days))?\s*\?\s*(?P<a2>[^.!?;,\n]{2,40})",
    _I,
)
_ZH_SELF_ASKED = pattern_cache.compile(
    r"(?:^|(?<=[。！？!?]))\s*(?:我的)?(?:新(?P<noun>老板|领导|上司|主管|公司|东家|工作|家)(?:是谁|是哪|在哪)?\s*[？?=：:]"
    # (or asked with its question word, the answer after a pause: "领导是谁 宁海波", "在哪上班 北辰印务", "谁管我 戚明轩啊")
    r"|(?:现在的)?(?P<noun2>老板|领导|上司|主管)是谁\s*[？?：:\s]|(?P<work>在哪(?:儿)?(?:上班|工作|干活))\s*[？?：:\s]|(?P<home>住(?:在)?哪(?:儿|里)?)\s*[？?：:\s]|(?P<boss>谁管我)\s*[？?：:\s])"
    r"\s*(?P<a>[^，,。！？!?；;\n\s]{2,20})"
)


def _a_title(answer: str) -> bool:
    return bool(re.fullmatch(EN_ROLE_TITLE, answer, _I))  # "quantity surveyor", not "Sable Ridge Vineyards"


def _self_asked(text: str) -> list[str]:
    out = []
    for q in _EN_SELF_ASKED.finditer(text):
        if q.group("verb"):
            answer = re.sub(r"\s+(?:now|these days)$", "", q.group("a2").strip(), flags=_I)
            if not _EN_NOT_GAP.match(answer) and len(answer.split()) <= 4:
                out.append(f"I now {'live in' if q.group('verb').lower() == 'live' else 'work at'} {answer}")
            continue
        answer = q.group("a").strip()
        if _EN_NOT_GAP.match(answer) or len(answer.split()) > 6:
            continue  # "New boss? Too early to say": no answer in the gap
        noun = q.group("noun").lower()
        if noun in ("employer", "company") or (noun == "job" and not _a_title(answer)):
            out.append(f"I now work at {answer}")  # "New job: Sable Ridge Vineyards": where, not what
        elif noun in ("home", "address", "city", "town"):
            out.append(f"I now live in {answer}")
        elif noun in ("job", "job title", "title", "role"):
            out.append(f"I'm now a {answer}")
        else:
            out.append(f"my new {noun} is {answer}")
    for q in _ZH_SELF_ASKED.finditer(text):
        answer = _PARTICLES.sub("", q.group("a").strip())
        if not answer or _ZH_NOT_ANSWER.match(answer):
            continue
        noun = q.group("noun") or q.group("noun2") or ("公司" if q.group("work") else "家" if q.group("home") else "领导")
        out.append(f"我的新{noun}{'在' if noun == '家' else '是'}{answer}")
    return out


# a place or a workplace greeted as the new one ("Hello, Ledbury.", "Goodbye Glasgow, hello Oban",
# "Hello, Glenbarra Distillery, my new overlord"): where one now lives or works — not on a trip
_GREETED = pattern_cache.compile(
    r"(?:^|(?<=[.!?,;—–])\s*)(?:hello|hiya|welcome to)\s*,?\s+(?P<x>(?-i:[A-Z][\w'’&-]*)(?:\s+(?-i:[A-Z&][\w'’&-]*)){0,3})(?=\s*(?:[.!,;:—–]|$))",
    _I,
)
_TRAVEL = pattern_cache.compile(EN_TRAVEL, _I)
# the trades that name their firms by what they make, beyond the kinds work_talk.named_by_kind knows
_TRADE_NAME_END = pattern_cache.compile(r"\b(?:Distillery|Dairies|Dairy|Farms?|Housing)$")


def _greeted(text: str) -> list[str]:
    out = []
    if _TRAVEL.search(text):
        return out
    for g in _GREETED.finditer(text):
        name = g.group("x")
        if named_by_kind(name) or _TRADE_NAME_END.search(name):
            out.append(f"I now work at {name}")
        elif is_place(name):
            out.append(f"I now live in {name}")
    return out


def answered(text: str) -> list[str]:
    """The statements the user's answers in ``text`` make, each completed with its question."""
    return _english(text) + _english_who(text) + _chinese(text) + _written_qa(text) + _self_asked(text) + _greeted(text)
