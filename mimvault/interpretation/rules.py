"""The default extractor: English and Chinese patterns, offline and deterministic.

Text is cut into clauses; each clause is matched against a table of patterns, one row
per kind of statement (identity, location and moves, work, family and relationships,
preferences, opinions, emotions, events with their time, habits). What it does not
recognise yields nothing: small talk ("haha", "ok", "晚安", "嗯嗯") stays evidence only.

Care over coverage (DESIGN §1): a negated clause yields no fact, a hedged one
("应该是", "I think", "probably") a lower confidence, an opinion ("I think …", "我觉得…")
is kept apart from facts, and an emotion is only ever an emotion.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from ..timeparse import find
from .candidate import Candidate

_I = re.IGNORECASE
CJK = r"\u3400-\u9fff"

# Words and phrases ----------------------------------------------------------------------
EN_END = r"(?=$|[,.;!?]| and | but | because | so | since | which | where | when | with my | for (?:a|the|about|my) | as an? )"
EN_OBJ = r"(?P<obj>[^,.;!?]+?)" + EN_END
ZH_OBJ = rf"(?P<obj>[{CJK}A-Za-z0-9 ·.&-]{{1,24}}?)"
OCCUPATIONS = (
    "engineer|developer|programmer|designer|manager|teacher|nurse|doctor|lawyer|student|researcher|scientist|"
    "writer|artist|accountant|consultant|analyst|architect|chef|pilot|driver|founder|ceo|cto|freelancer|"
    "photographer|musician|professor|intern|product manager|data scientist|journalist|pharmacist|dentist|"
    "electrician|mechanic|salesperson|entrepreneur|translator|editor|therapist|veterinarian|firefighter|farmer"
)
ZH_OCCUPATIONS = (
    "工程师|程序员|设计师|老师|教师|医生|护士|律师|学生|研究员|研究生|博士生|产品经理|经理|会计|作家|记者|司机|厨师|"
    "销售|分析师|架构师|创业者|自由职业者|公务员|教授|实习生|运营|编辑|翻译|咨询师|药剂师|牙医|工人|农民"
)
EN_RELATIONS = {
    "wife": "spouse", "husband": "spouse", "partner": "partner", "girlfriend": "partner", "boyfriend": "partner",
    "fiancee": "partner", "fiance": "partner", "fiancée": "partner", "son": "child", "daughter": "child",
    "kid": "child", "child": "child", "mom": "parent", "mother": "parent", "dad": "parent", "father": "parent",
    "brother": "sibling", "sister": "sibling", "cousin": "cousin", "uncle": "relative", "aunt": "relative",
    "grandma": "grandparent", "grandmother": "grandparent", "grandpa": "grandparent", "grandfather": "grandparent",
    "boss": "manager", "manager": "manager", "supervisor": "manager", "colleague": "colleague",
    "coworker": "colleague", "co-worker": "colleague", "friend": "friend", "best friend": "friend",
    "roommate": "roommate", "flatmate": "roommate", "neighbor": "neighbour", "neighbour": "neighbour",
    "dog": "pet", "cat": "pet", "therapist": "therapist", "doctor": "doctor",
}  # fmt: skip
ZH_RELATIONS = {
    "老婆": "spouse", "妻子": "spouse", "太太": "spouse", "爱人": "spouse", "老公": "spouse", "丈夫": "spouse",
    "先生": "spouse", "女朋友": "partner", "男朋友": "partner", "对象": "partner", "未婚妻": "partner",
    "未婚夫": "partner", "儿子": "child", "女儿": "child", "孩子": "child", "爸爸": "parent", "妈妈": "parent",
    "父亲": "parent", "母亲": "parent", "哥哥": "sibling", "姐姐": "sibling", "弟弟": "sibling", "妹妹": "sibling",
    "表哥": "cousin", "表姐": "cousin", "表弟": "cousin", "表妹": "cousin", "堂哥": "cousin", "堂姐": "cousin",
    "堂弟": "cousin", "堂妹": "cousin", "叔叔": "relative", "阿姨": "relative", "舅舅": "relative", "姑姑": "relative",
    "爷爷": "grandparent", "奶奶": "grandparent", "外公": "grandparent", "外婆": "grandparent",
    "直属上级": "manager", "顶头上司": "manager", "上级": "manager", "上司": "manager", "领导": "manager",
    "老板": "manager", "经理": "manager", "同事": "colleague", "室友": "roommate", "朋友": "friend",
    "好朋友": "friend", "闺蜜": "friend", "同学": "classmate", "邻居": "neighbour",
}  # fmt: skip
EN_REL = "(?P<rel>" + "|".join(sorted(EN_RELATIONS, key=len, reverse=True)) + ")"
ZH_REL = "(?P<rel>" + "|".join(sorted(ZH_RELATIONS, key=len, reverse=True)) + ")"
NAME = r"(?P<obj>(?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*){0,2})"  # capitalised, whatever the flags
ZH_NAME = rf"(?P<obj>[{CJK}A-Za-z]{{1,6}}?)"
EMOTIONS = (
    "sad|happy|stressed|anxious|tired|exhausted|excited|worried|angry|upset|depressed|lonely|frustrated|nervous|"
    "scared|overwhelmed|bored|grateful|proud|heartbroken|miserable|relieved|hopeful|burned out|burnt out"
)
ZH_EMOTIONS = "难过|开心|高兴|焦虑|好累|很累|累死了|心累|烦|生气|伤心|郁闷|紧张|兴奋|担心|孤独|沮丧|失落|崩溃|疲惫|幸福|感动|害怕|无聊|压力大|压力很大|绝望|委屈"

HEDGES = re.compile(
    r"\b(?:i think|i guess|i believe|probably|maybe|perhaps|possibly|if i remember (?:correctly|right)|iirc|"
    r"i'm not sure|not sure|around|roughly|kind of)\b|应该是|应该|可能|大概|好像|似乎|也许|记得是|估计|差不多",
    _I,
)
NEGATION = re.compile(r"\b(?:not|n't|never|no longer|don't|doesn't|didn't|isn't|wasn't|aren't)\b|不是|没有|没|不再|并非", _I)
SMALL_TALK = re.compile(
    r"^\s*(?:ha(?:ha)+|he(?:he)+|lol|lmao|ok(?:ay)?|k|sure|yes|yeah|yep|no|nope|thanks?(?: you)?|thx|ty|good night|"
    r"gn|night|hi|hello|hey|bye|see you|cool|nice|great|wow|hmm+|um+|嗯+|哈+|呵+|好的?|好滴|好嘞|行|可以|对|是的|"
    r"谢谢|多谢|晚安|早安|早|拜拜|再见|哦+|噢+|嘿+|666|收到|ok的|明白了?|知道了)[\s!.。！~～?？]*$",
    _I,
)


@dataclass
class Pattern:
    lang: str  # en | zh
    type: str
    predicate: str | None
    regex: re.Pattern[str]
    importance: float
    confidence: float
    event_type: str | None = None
    change: bool = False
    habit: bool = False
    sensitivity: str = "low"
    facts_negatable: bool = True  # a negated clause yields nothing


def p(lang, type_, predicate, pattern, importance, confidence, **kw) -> Pattern:
    return Pattern(lang, type_, predicate, re.compile(pattern, _I), importance, confidence, **kw)


PATTERNS: list[Pattern] = [
    # identity
    p("en", "profile", "name", rf"\bmy name(?:'s| is) {NAME}|\bcall me {NAME.replace('obj', 'obj2')}", 0.9, 0.95),
    p("en", "profile", "age", r"\bI(?:'m| am) (?P<obj>\d{1,3})(?: years old| yrs old|(?=$|[,.!]| now| this year))", 0.7, 0.9),
    p("en", "profile", "job", rf"\bI(?:'m| am| work as| worked as)(?: now| currently)? (?:an? )?(?P<obj>(?:[\w-]+ ){{0,2}}(?:{OCCUPATIONS}))\b", 0.8, 0.85),
    p("en", "fact", "employer", rf"\bI(?:'m| am)? (?:now |currently |still )?work(?:ing)? (?:at|for) {EN_OBJ}", 0.8, 0.85),
    p("en", "profile", "job", rf"\bwork(?:ing)? (?:at|for) [^,.;!?]+? as an? (?P<obj>(?:[\w-]+ ){{0,2}}(?:{OCCUPATIONS}))\b", 0.8, 0.85),
    p("en", "event", "employer", rf"\bI(?: have|'ve)? (?:just |recently )?(?:joined|started (?:working )?at|got a job at|was hired (?:by|at)|started a new job at) {EN_OBJ}", 0.8, 0.85, event_type="joined_company", change=True),
    p("en", "event", "left_employer", rf"\bI(?: have|'ve)? (?:just |recently )?(?:left|quit|resigned from|was laid off (?:from|by)|got fired from) {EN_OBJ}", 0.8, 0.8, event_type="left_company", change=True),
    # location
    p("en", "fact", "lives_in", rf"\bI(?:'m| am)? (?:now |currently |still )?(?:live|living|based|staying) in {EN_OBJ}", 0.8, 0.9),
    p("en", "event", "lives_in", rf"\bI(?: have|'ve)? (?:just |recently |finally )?(?:moved|relocated) (?:back )?(?:to|into) {EN_OBJ}", 0.8, 0.9, event_type="move", change=True),
    p("en", "fact", "hometown", rf"\bI(?:'m| am) (?:originally )?from {EN_OBJ}|\bI grew up in {EN_OBJ.replace('obj', 'obj2')}", 0.6, 0.85),
    # family and relationships
    p("en", "relationship", None, rf"\bmy {EN_REL}(?:'s name)? (?:is (?:called |named )?|, ){NAME}", 0.8, 0.9),
    p("en", "relationship", None, rf"\b{NAME} is my {EN_REL}\b", 0.8, 0.85),
    p("en", "relationship", None, rf"\bmy {EN_REL},? {NAME}(?= is| was| and| has| works| lives|,|$)", 0.8, 0.85),
    p("en", "relationship", None, rf"\bI have an? {EN_REL}(?: (?:named|called) {NAME})?", 0.7, 0.85),
    # preferences
    p("en", "preference", "instruction", rf"\bfrom now on,? (?:please |I(?:'d| would)? (?:like|want|prefer) )?{EN_OBJ}", 0.7, 0.9, change=True),
    p("en", "preference", "instruction", rf"^\s*(?:please )?(?:always|never) {EN_OBJ}", 0.6, 0.85),
    p("en", "preference", "prefers", rf"\bI (?:really |much |strongly )?prefer {EN_OBJ}", 0.6, 0.85),
    p("en", "preference", "likes", rf"\bI (?:really |absolutely |just )?(?:like|love|enjoy|adore) {EN_OBJ}", 0.5, 0.8),
    p("en", "preference", "dislikes", rf"\bI (?:really )?(?:hate|dislike|can't stand|cannot stand|don't like|do not like|don't eat|don't drink) {EN_OBJ}", 0.5, 0.8, facts_negatable=False),
    p("en", "fact", "allergy", rf"\bI(?:'m| am) allergic to {EN_OBJ}", 0.8, 0.9, sensitivity="medium"),
    p("en", "preference", "diet", r"\bI(?:'m| am) (?:a |an )?(?P<obj>vegetarian|vegan|pescatarian|teetotal(?:er)?|gluten[- ]free|lactose intolerant)\b", 0.6, 0.9),
    # habits (a preference only after several pieces of evidence)
    p("en", "preference", "habit", rf"\bI (?:usually|always|often|normally|typically|regularly|tend to) {EN_OBJ}", 0.5, 0.6, habit=True),
    p("en", "preference", "habit", r"\bI (?P<obj>(?:\w+ ){1,4}?)every (?:day|morning|evening|night|week|weekend|weekday)\b", 0.5, 0.6, habit=True),
    # events
    p("en", "event", "has_event", r"\bI (?:have|'ve got|got|have got) (?:an? |my )?(?P<obj>(?:job |final |driving |doctor'?s |dentist )?(?:interview|exam|test|appointment|surgery|operation|flight|check-?up|date|presentation|defen[cs]e))\b", 0.6, 0.85, event_type="appointment"),
    p("en", "event", "birth", r"\bmy (?:(?:baby|first|second|new)\s+)?(?P<obj>son|daughter|baby|child|kid)(?: \w+)? was born", 0.9, 0.9, event_type="birth"),
    p("en", "event", "marriage", r"\bI (?:got|am getting|'m getting) (?P<obj>married|engaged|divorced)", 0.9, 0.9, event_type="marriage"),
    p("en", "event", "graduation", rf"\bI (?:just |finally )?graduated(?: from {EN_OBJ})?", 0.8, 0.9, event_type="graduation"),
    p("en", "event", "purchase", r"\bI (?:just |finally )?(?:bought|purchased) (?:a |an |my first |our first )?(?P<obj>house|car|apartment|flat|home|condo)\b", 0.7, 0.9, event_type="purchase"),
    # opinions and emotions
    p("en", "opinion", "opinion", r"\b(?:I think|I believe|I feel like|I feel that|in my opinion|imo|I reckon|honestly,? I think) (?P<obj>.+)", 0.5, 0.75),
    p("en", "emotion", "feels", rf"\bI(?:'m| am| feel| felt| was|'ve been| have been| feel so| am so)? (?:so |really |very |a bit |kind of |pretty |super |quite |totally )?(?P<obj>{EMOTIONS})\b", 0.3, 0.9, facts_negatable=False),
    # --- Chinese ---------------------------------------------------------------------
    p("zh", "profile", "name", rf"我(?:的名字)?叫(?P<obj>[{CJK}A-Za-z]{{1,6}})(?=$|[，。！,.!]|，|$)|我的名字是(?P<obj2>[{CJK}A-Za-z]{{1,6}})", 0.9, 0.95),
    p("zh", "profile", "age", r"我(?:今年|现在)?(?P<obj>\d{1,3}|[一二三四五六七八九十]{1,3})岁", 0.7, 0.9),
    p("zh", "profile", "job", rf"我(?:现在|目前)?是(?:一名|一个|个|名)?(?P<obj>[{CJK}A-Za-z]{{0,6}}(?:{ZH_OCCUPATIONS}))", 0.8, 0.85),
    p("zh", "fact", "employer", rf"我(?:现在|目前|一直)?在{ZH_OBJ}(?:工作|上班|任职|供职|当|做|担任)", 0.8, 0.85),
    p("zh", "profile", "job", rf"在[^，。,]{{1,24}}?(?:当|做|担任)(?:一名|一个|个|名)?(?P<obj>[{CJK}A-Za-z]{{0,6}}(?:{ZH_OCCUPATIONS}))", 0.8, 0.85),
    p("zh", "event", "employer", rf"(?:我)?(?:已经|刚刚?|下个月|下周)?(?:加入了?|入职了?){ZH_OBJ}(?=$|[，。！,.!]|了|的)", 0.8, 0.85, event_type="joined_company", change=True),
    p("zh", "event", "left_employer", rf"从{ZH_OBJ}离(?:开|职)|(?:我)?(?:已经|刚刚?)?离开了{ZH_OBJ.replace('obj', 'obj2')}|我(?:已经|刚刚?)?(?:离职|辞职)了?", 0.8, 0.8, event_type="left_company", change=True),
    p("zh", "fact", "lives_in", rf"我(?:现在|目前|一直)?(?:住在|住|家在){ZH_OBJ}(?=$|[，。！,.!]|了|的|附近)", 0.8, 0.9),
    p("zh", "event", "lives_in", rf"(?:我)?(?:已经|刚刚?|终于)?搬(?:家)?(?:到|去)了?{ZH_OBJ}(?=$|[，。！,.!]|了|的|住)", 0.8, 0.9, event_type="move", change=True),
    p("zh", "fact", "hometown", rf"我(?:是|老家是|来自){ZH_OBJ}人|我老家(?:在|是){ZH_OBJ.replace('obj', 'obj2')}", 0.6, 0.85),
    p("zh", "relationship", None, rf"我(?:的)?{ZH_REL}(?:叫|是|名叫){ZH_NAME}(?=$|[，。！,.!])", 0.8, 0.9),
    p("zh", "relationship", None, rf"{ZH_NAME}是我(?:的)?{ZH_REL}", 0.8, 0.85),
    p("zh", "preference", "instruction", r"以后(?:请|都|就)?(?P<obj>[^。！!]{2,40})", 0.7, 0.9, change=True),
    p("zh", "preference", "likes", r"我(?:比较|更|很|非常|特别|最)?(?:喜欢|爱|偏好|偏爱|爱吃|爱喝)(?P<obj>[^，。！,.!]{1,24})", 0.5, 0.8),
    p("zh", "preference", "dislikes", r"我(?:不喜欢|讨厌|不爱|受不了|不吃|不喝|最怕)(?P<obj>[^，。！,.!]{1,24})", 0.5, 0.8, facts_negatable=False),
    p("zh", "fact", "allergy", r"我对(?P<obj>[^，。！,.!]{1,16}?)过敏", 0.8, 0.9, sensitivity="medium"),
    p("zh", "preference", "diet", r"我(?P<obj>吃素|是素食者|不吃肉|不喝酒)", 0.6, 0.9, facts_negatable=False),
    p("zh", "preference", "habit", r"我(?:每天|每周|每晚|每天早上|每天晚上|经常|通常|一般|总是|平时|习惯)(?P<obj>[^，。！,.!]{2,24})", 0.5, 0.6, habit=True),
    p("zh", "event", "has_event", r"(?:有|要|得|去)(?:个|一个|一场|场|参加)?(?P<obj>面试|考试|手术|体检|约会|答辩|复查|汇报)", 0.6, 0.85, event_type="appointment"),
    p("zh", "event", "birth", r"(?P<obj>儿子|女儿|孩子|宝宝|老二|老大)(?:[^，。]{0,4})?出生了?", 0.9, 0.9, event_type="birth"),
    p("zh", "event", "marriage", r"我(?:们)?(?P<obj>结婚|订婚|离婚)了", 0.9, 0.9, event_type="marriage"),
    p("zh", "event", "graduation", r"我(?:[^，。]{0,8})(?P<obj>毕业)了", 0.8, 0.9, event_type="graduation"),
    p("zh", "event", "purchase", r"我(?:们)?(?:终于)?买了(?:一套|一辆|一个|新)?(?P<obj>房子|房|车|公寓)", 0.7, 0.9, event_type="purchase"),
    p("zh", "opinion", "opinion", r"我(?:觉得|认为|相信|看来|个人觉得)(?P<obj>.+)", 0.5, 0.75),
    p("zh", "emotion", "feels", rf"(?:我)?(?:今天|最近|现在|这几天)?(?:真的|很|好|特别|非常|有点|有些|挺|太|超级?)?(?P<obj>{ZH_EMOTIONS})", 0.3, 0.9, facts_negatable=False),
]

# Clause boundaries: sentence ends, and ", and" / "，" between statements.
_CLAUSES = re.compile(r"(?<=[.!?;。！？；\n])\s*|,\s+(?:and|but|so)\s+|，|;\s*")
_TRAILING = re.compile(
    r"(?:\s+(?:now|recently|again|too|as well|anymore|already|yet|lol|haha|though|actually|for good|"
    r"these days|right now|at the moment|for now|in|on|at|since|from|around|about|by|during|until|circa))+$|[\"'“”‘’()（）]+$",
    _I,
)
_ZH_TRAILING = re.compile(r"(?:了|的|啦|呢|吧|哦|呀|啊|那边|这边|附近)+$")


class RulesExtractor:
    name = "rules"

    def extract(self, text: str, ref: datetime) -> list[Candidate]:
        out: list[Candidate] = []
        for clause in _clauses(text):
            out += self._clause(clause, ref)
        return _unique(out)

    def _clause(self, clause: str, ref: datetime) -> list[Candidate]:
        if SMALL_TALK.match(clause) or len(clause.strip()) < 2:
            return []
        zh = bool(re.search(f"[{CJK}]", clause))
        hedged = bool(HEDGES.search(clause))
        negated = bool(NEGATION.search(clause))
        times = find(clause, ref)
        time_words = next((t.raw for t in times if t.kind in ("instant", "interval", "unresolved")), None)
        found: list[Candidate] = []
        taken: list[tuple[int, int, str]] = []  # one statement per stretch of text and type
        for pattern in PATTERNS:
            if (pattern.lang == "zh") != zh and not (pattern.lang == "en" and re.search(r"[A-Za-z]{3}", clause)):
                continue
            for m in pattern.regex.finditer(clause):
                if any(m.start() < b and a < m.end() and t == pattern.type for a, b, t in taken):
                    continue
                if negated and pattern.facts_negatable and pattern.type in ("fact", "profile", "relationship", "event"):
                    continue
                candidate = _candidate(pattern, m, clause, times, time_words, hedged)
                if candidate is not None:
                    found.append(candidate)
                    taken.append((m.start(), m.end(), pattern.type))
        # "I think I left A in 2021" is a hedged fact, not an opinion; "我觉得好累" an emotion.
        if any(c.type != "opinion" for c in found):
            found = [c for c in found if c.type != "opinion"]
        return found


def _clauses(text: str) -> list[str]:
    return [c.strip() for c in _CLAUSES.split(text) if c and c.strip()]


def _candidate(pattern: Pattern, m: re.Match[str], clause: str, times, time_words, hedged: bool) -> Candidate | None:
    groups = m.groupdict()
    obj = next((groups[k] for k in ("obj", "obj2", "obj3") if groups.get(k)), None)
    if obj is not None:
        obj = _clean(obj, times, pattern.lang)
        if not obj:
            return None
    predicate = pattern.predicate
    subject = "user"
    if pattern.type == "relationship":
        relation = groups.get("rel") or ""
        table = ZH_RELATIONS if pattern.lang == "zh" else EN_RELATIONS
        predicate = table.get(relation.lower(), table.get(relation, "knows"))
        if predicate == "pet" and not obj:
            obj = relation
    if pattern.type == "opinion" and obj and len(obj) < 3:
        return None
    confidence = pattern.confidence * (0.7 if hedged and pattern.type != "opinion" else 1.0)
    text = clause.strip().rstrip("。.!！")
    return Candidate(
        type=pattern.type,  # type: ignore[arg-type]
        text=text[:500],
        subject=subject,
        predicate=predicate,
        object=obj[:200] if obj else None,
        event_type=pattern.event_type,
        time=time_words if pattern.type in ("event", "fact") and time_words and len(time_words) <= 80 else None,
        confidence=round(confidence, 2),
        importance=pattern.importance,
        sensitivity=pattern.sensitivity,  # type: ignore[arg-type]
        habit=pattern.habit,
        change=pattern.change,
    )


def _clean(obj: str, times, lang: str) -> str | None:
    for t in times:  # time words are the time, not the object
        obj = obj.replace(t.raw, " ")
    obj = re.sub(r"\s+", " ", obj).strip(" ,.;:!?，。；：！？、\"'")
    previous = None
    while previous != obj:
        previous = obj
        obj = _TRAILING.sub("", obj).strip(" ,.;:!?")
        if lang == "zh":
            obj = _ZH_TRAILING.sub("", obj).strip()
    obj = re.sub(r"^(?:the|a|an|my)\s+(?=[A-Z])", "", obj)
    if not obj or len(obj) > 80 or obj.lower() in ("it", "this", "that", "there", "here", "them", "him", "her"):
        return None
    return obj


def _unique(candidates: list[Candidate]) -> list[Candidate]:
    seen, out = set(), []
    for c in candidates:
        key = (c.type, c.predicate, (c.object or c.text).lower(), c.time)  # another time: another statement
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out
