"""Claim analysis: who says what about whom, in which mode — between extraction and
governance, for every extractor.

For each clause of an input: the **speaker** (the user, another named person in an
import, a machine), the **subject** (the user, a named person, a relation, a company;
Chinese drops subjects and splits them off with "，", so a clause without one takes the
previous clause's), the **mode** (an assertion, a plan, a hypothetical or wish, a
question, a negation, quoted or pasted text, a report of what someone else says, an
instruction to the assistant, a pleasantry) and the **tense**.

Governance reads the result: only the user's own present- or past-tense assertion
about themselves may be confirmed without the user or supersede anything; a plan
becomes a plan; a hypothetical, a question or pasted text stays evidence; a statement
about someone else is theirs. When unsure, the analysis says so (``Claim.doubt``) and
the candidate waits for the user.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from .. import pattern_cache
from .requests import is_request
from .casing import is_common_word, looks_like_name
from .given_names import is_given_name
from .clauses import Clause
from .documents import own_document_speaks
from .zh_words import word_at
from .english import is_inflected, is_verb, verb_forms
from .lexicon import (
    EN_AGE_WORDS,
    WORKPLACE_THINGS_EN,
    WORKPLACE_THINGS_ZH,
    EN_EVALUATIVE,
    EN_FUNCTION_WORDS,
    EN_WEATHER_WORDS,
    ZH_WEATHER_CLAUSE,
    ZH_WEATHER_WORD,
    ZH_EVALUATIVE,
    EN_LIFE_STAGE,
    CJK,
    UNIT_WORDS_PATTERN,
    ZH_PIVOT_VERBS,
    HUMAN_LANGUAGES,
    LENGTH_WORDS,
    PLAY_FRAMES,
    PROGRAMMING_LANGUAGES,
    EN_FROM_NOW_ON,
    EN_FUTURE,
    EN_HYPOTHETICAL,
    EN_INSTRUCTION_START,
    EN_RULE_ADVERBS,
    EN_NEGATION,
    EN_GROUP_NOUNS,
    EN_PEOPLE_NOUNS,
    EN_ROLE_TITLE,
    MANAGER_ROLES_EN,
    OCCUPATIONS,
    EN_PASTED_CUE,
    EN_PLEASANTRY,
    EN_PRONOUNS_OTHER,
    EN_QUESTION_START,
    EN_RELATIONS,
    EN_REPORTED,
    ZH_FROM_NOW_ON,
    ZH_FUTURE,
    ZH_HYPOTHETICAL,
    ZH_NEGATION,
    ZH_GROUP_NOUNS,
    ZH_PASTED_CUE,
    ZH_PLEASANTRY,
    ZH_PRONOUNS_OTHER,
    ZH_QUESTION,
    ZH_AFTER_NAME,
    ZH_NOT_NAMES,
    ZH_RELATIONS,
    ZH_SHORT_KIN,
    ZH_REPORTED,
    ZH_COMPOUND_SURNAMES,
    ZH_SURNAMES,
    ZH_TITLE,
    ZH_ROLE_TITLE,
    ZH_WORKPLACE_ENDINGS,
    MANAGER_ROLES_ZH,
)

_I = re.IGNORECASE
Mode = str  # assertion | plan | hypothetical | question | negated | quoted | reported | instruction | pleasantry


@dataclass(frozen=True)
class Claim:
    """What one clause does."""

    mode: Mode = "assertion"
    subject: str = "user"  # "user", or who the clause is about (a name, "my sister", a company)
    speaker: str = "user"  # "user", or the person whose words these are (an import's other speaker)
    tense: str = "present"  # past | present | future
    doubt: str | None = None  # why this might not be the user's plain assertion
    # the clause names its own subject, someone other than the speaker ("Leo 和 Chloe 要搬去…",
    # "Hannah on my team is leaving to…"), rather than inheriting one or opening with the speaker
    named: bool = False

    @property
    def about_user(self) -> bool:
        return self.subject == "user"

    def names_users_home(self, predicate: str | None) -> bool:
        """A clause about a thing that names the user's home ("The Nelson house has a lemon tree"),
        or about the user's landlord ("The new landlord in Canberra sent…")."""
        return (self.subject == "thing" or self.of_the_home) and predicate == "lives_in"

    @property
    def of_the_home(self) -> bool:
        """About the one who lets the user their home: no one else's clause where the home is concerned."""
        return bool(_USERS_LANDLORD.fullmatch(self.subject.strip()))

    @property
    def users_own(self) -> bool:
        """The user's own plain assertion about themselves: the only kind of claim that
        may be confirmed without the user, or supersede what the vault holds."""
        return self.speaker == "user" and self.subject == "user" and self.mode == "assertion" and self.doubt is None


# (where the home is may follow: "the landlord at my new place in Saskatoon", "our landlady here in Kilkenny")
_USERS_LANDLORD = pattern_cache.compile(r"(?:(?:the|my|our)\s+)?(?:new\s+)?(?:landlord|landlady|letting agent|property manager)(?:\s+(?:here\s+)?(?:in|at|of)\s+[^,.;!?]{2,40})?|(?:新)?房东", _I)
_EN_Q = pattern_cache.compile(r"^(?:" + "|".join(re.escape(w) for w in EN_QUESTION_START) + r")\b", _I)
# a wh-word before its subject, with no question mark, opens a clause, not a question
# ("When I studied horticulture at Kildalton…", "What we wanted was space")
_EN_WH_CLAUSE = pattern_cache.compile(
    r"^(?:when|where|what|how|why|while)\s+(?:i|we|he|she|they|my|our|his|her|their|the|a|an|this|that|these|those|(?-i:[A-Z][a-z]+))\b"
    r"(?!\s+(?:do|did|does|will|would|should|could|can)\b)",  # ("When the man who signs my timesheets says Friday, …")
    _I,
)
_ZH_Q_PATTERN = pattern_cache.compile(ZH_QUESTION)


class _ZhQuestion:
    """A Chinese question, but not a wh-word inside what is known, told or explained
    ("不用解释我们什么关系了", "我不知道他什么时候来"), nor an indefinite ("什么都吃", "什么手续都没办")."""

    def search(self, core: str):
        if not re.search(r"[?？吗么]\s*[!！。~～]*$|(?:呢|嘛)[?？]", core):
            core = _ZH_EMBEDDED_WH.sub("", core)
        return _ZH_Q_PATTERN.search(core)


_ZH_EMBEDDED_WH = pattern_cache.compile(
    r"(?:解释|知道|明白|记得|记不清|忘了|告诉|清楚|懂|看出|猜到|猜不到|想不起|说不清|说不出|不管|无论|管它)[^，,。；;]{0,6}?"
    r"(?:什么|怎么|哪里|哪儿|哪个|为什么|多少|多久|几点|几号|如何)|(?:什么|谁|哪儿|哪里)都|没什么|不怎么"
    r"|(?:什么|啥|谁|哪儿|哪里)[\u4e00-\u9fff]{1,3}?(?:都|也)(?=[不没])"  # "什么手续都没办": no paper at all, no question
)
_ZH_Q = _ZhQuestion()
# a question someone put to the user, retold: what it asks is not asserted (the answer is, ``answers.py``)
_EN_ASKED = pattern_cache.compile(r"\b(?:asked|asks|asking|wondered|wanted to know|wants to know)\s+(?:me\s+)?(?:again\s+)?(?:where|what|when|which|how|why|whether|if|about)\b", _I)
_ZH_ASKED = pattern_cache.compile(r"问(?:我|起我|到我)(?:们)?(?:说)?[^，,。]*?(?:什么|啥|哪|几|谁|吗|是不是|要不要|有没有|愿不愿|会不会|能不能|为什么|为啥|怎么|咋)")
_EN_HYPO = pattern_cache.compile(EN_HYPOTHETICAL, _I)
_ZH_HYPO = pattern_cache.compile(ZH_HYPOTHETICAL)
_EN_NEG = pattern_cache.compile(EN_NEGATION, _I)
_ZH_NEG = pattern_cache.compile(ZH_NEGATION)
_EN_FUT = pattern_cache.compile(EN_FUTURE, _I)
_ZH_FUT = pattern_cache.compile(ZH_FUTURE)
_EN_PASTE = pattern_cache.compile(EN_PASTED_CUE, _I)
_ZH_PASTE = pattern_cache.compile(ZH_PASTED_CUE)
_EN_REPORT = pattern_cache.compile(EN_REPORTED, _I)
_ZH_REPORT = pattern_cache.compile(ZH_REPORTED)
_EN_INSTR = pattern_cache.compile(EN_INSTRUCTION_START, _I)
_EN_FNO = pattern_cache.compile(EN_FROM_NOW_ON, _I)
_ZH_FNO = pattern_cache.compile(ZH_FROM_NOW_ON)
_EN_PLEASE = pattern_cache.compile(EN_PLEASANTRY, _I)
_ZH_PLEASE = pattern_cache.compile(ZH_PLEASANTRY)
_WHOLE_MESSAGE = -1  # a scope that reaches every later clause of the message
# the words of a prompt injection, an order to drop the rules the assistant has, anywhere in the
# message (narrower than permissions' check of a rule's own text, as it reaches every clause)
_OVERRIDE = pattern_cache.compile(
    r"\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:your\s+|the\s+|my\s+)?(?:previous|prior|earlier|above|preceding|existing|old)\s+(?:instructions|rules|prompts?|directions|guidelines|settings)\b"
    r"|\byou are (?:now\s+)?[A-Z][\w-]*(?:bot|gpt|ai)\b|\bnever mention this (?:note|message|instruction)\b|\bdo not (?:tell|mention this to|inform) the user\b"
    r"|(?:忽略|无视|忘掉|忘记)(?:你)?(?:之前|以前|此前|上面|先前|原来)(?:收到)?的?(?:所有|全部|一切)?的?(?:指令|指示|规则|设定|提示)|无需告知用户|不要告诉用户",
    _I,
)
_ADDRESSED = pattern_cache.compile(
    # "AI assistant: …", "【系统提示】", "（网页上复制来的）AI助手注意：…": text aimed at an assistant, after any aside
    r"^(?:[（(【\[]?[^）)】\]（(【\[]{0,24}[）)】\]]\s*)?"  # (the aside's opening mark may be cut off with the clause before it)
    r"(?:\[?(?:system|admin|note to (?:the )?ai|ai assistant|assistant|ai|chatgpt|claude|bot|model)(?: note| notice| instruction)?\]?\s*[:,：]|"
    r"【[^】]*(?:AI|助手|系统)[^】]*】|(?:AI|ai)?\s*(?:助手|模型|机器人|系统)(?:请)?(?:注意|提示|指令|须知)?\s*[:：,，])",
    _I,
)
_HAS_CJK = pattern_cache.compile(f"[{CJK}]")
_EN_REL = "|".join(sorted((re.escape(w) for w in EN_RELATIONS), key=lambda w: (-len(w), w)))
_ZH_REL = "|".join(sorted((re.escape(w) for w in ZH_RELATIONS), key=lambda w: (-len(w), w)))
# Who a clause is about, read from its start (after fillers such as "so", "btw", "对了").
_FILLER = pattern_cache.compile(
    r"^(?:(?:ok(?:ay)?|so|well|btw|also|anyway|honestly|actually|oh|ah|and|but|yeah|yes|no|hey|hi|hello|lol|haha|"
    r"big news|update|fun fact|note to self|(?:voice )?memo|reminder|for the record|to be clear|funny|apparently|turns out|"
    r"(?:the\s+)?(?:(?:honest|sad|simple|plain)\s+)?(?:truth|fact|thing|point|problem|trouble|reality|catch|upshot|kicker|irony|funny thing)\s+is|"
    r"对了|话说回来|话说|其实|然后|还有|另外|顺便说一下|顺便|哈哈|嗯|哦|诶|啊|好吧|说起来|今天|最近|现在|刚刚?)(?:(?<=[A-Za-z])(?![A-Za-z])|(?<![A-Za-z]))[\s,，:：!！—–]*)+",  # (a whole word: "no" is not the start of "not")
    _I,
)
_EN_SELF = pattern_cache.compile(
    r"^(?:i|i'm|im|i've|i'd|i'll|me|my|mine|we|we're|we've|we'll|we'd|us|our|let me|let's)\b"
    # a time told by what the user did then: "the year I finished at UCD", "the summer we met"
    r"|^(?:the|that) (?:year|day|month|week|summer|winter|spring|autumn|fall|time|night|morning|weekend) (?:i|we)\b"
    # a time fronted before the speaker: "These days I run …", "Last winter we …", "Every morning I …"
    r"|^(?:(?:these|those) days|(?:this|last|next|every|each) (?:year|month|week|weekend|summer|winter|spring|autumn|fall|morning|evening|night|day))\s*,?\s+(?:i|we)\b",
    _I,
)
_EN_WITH_ME = pattern_cache.compile(r"^(?:[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)?) and (?:i|I|me)\b|^(?:my \w+ and i)\b|^(?i:me|i) and (?:[A-Z][\w'’-]*|my \w+)\b", 0)


def _en_relation_of(owner: str) -> re.Pattern[str]:
    """An owner's relation with up to two words before it, and the relation's name after it:
    "my wee brother", "my lovely old neighbour", "her husband Tom"."""
    return pattern_cache.compile(
        rf"^(?i:{owner})\s+(?:(?i:ex-|[a-z][a-z'’-]*)\s+){{0,2}}?(?P<rel>(?i:{_EN_REL}))\b"
        r"(?:,?\s+(?P<name>(?-i:[A-Z][\w'’-]*)(?: (?-i:[A-Z][\w'’-]*))?))?"
    )


_EN_MY_RELATION = _en_relation_of("my")
_EN_THEIR_RELATION = _en_relation_of("his|her|their")  # "Her husband Tom is a doctor": Tom is, not she
# any common noun the speaker has a person by, then the name, then what they did: "my old
# crewmate Jace just joined…", "my flatmate Ana's moving" (the lexicon of relations cannot list them all)
_EN_MY_NOUN_NAME = pattern_cache.compile(
    # ("our neighbour Mrs Daniels": a name may take its honorific)
    r"^(?i:my|our)\s+(?P<noun>(?:(?i:ex-|[a-z][a-z'’-]*)\s+){0,2}?(?-i:[a-z][a-z-]+))\s+(?P<name>(?:(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?\s+)?(?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ'’-]+)(?: (?-i:[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ'’-]+))?)"
    r"(?=['’]s\s|\s+(?-i:[a-z]{2,})\b)"
)
_EN_NAME = pattern_cache.compile(
    # "Dougie from school got …", "Sarah from work is …", "Priya from the Tern's engine room got …":
    # a name and where one knows them from
    # "Marco and his girlfriend moved …", "Priya and Dev got …": a name and company, theirs
    r"^(?P<name>[A-Z][\w'’.-]*(?: [A-Z][\w'’-]*){0,2})(?:'s|’s)?(?:\s+(?:from|at|in|on)\s+(?:the\s+|my\s+|our\s+)?(?:[a-z]+|[A-Z][\w'’-]*)(?:\s+[a-z]+){0,4})?"
    r"(?:\s+(?:and|&)\s+(?:(?:his|her|their)\s+[a-z]+|(?!I\b)(?-i:[A-Z])[\w'’-]*))?\s+(?:(?:just|also|still|finally|already|recently|"
    r"officially|now|really|always|never)\s+)?(?P<verb>kena|kana|is|was|are|were|'s|has|had|have|does|did|will|would|can|could|"
    r"should|might|may|moved|moves|lives|lived|works|worked|started|starts|joined|left|says|said|got|gets|keeps|kept|"
    r"went|goes|made|makes|wants|wanted|flew|flies|told|tells|thinks|thought|reminded|proposed|draws|plays|loves|"
    r"likes|hates|transferred|relocated|quit|bought|became|becomes|took|takes|called|asked|agreed|offered|hired|"
    r"[a-z]+ed|[a-z]+[^s]s)\b"
)
_EN_OWNER = pattern_cache.compile(r"^(?P<name>[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)?)(?:'s|’s)\s+(?P<rel>\w+)(?:\s+(?P<name2>[A-Z][\w'’-]*))?")


# what may follow the name after a kin word ("我表妹佳琪住在…", "我弟雪松五一结婚了"): a pause, the verbs
# a clause about them opens with, a holiday that dates it
AFTER_KIN_NAME = (
    r"[，,。\s]|搬|在|去|来|说|是|当|做|住|也|还|已经|刚|就|要|会|和|跟|入职|调|升|从|结婚|离婚|订婚|辞职|"
    r"五一|国庆|春节|元旦|端午|中秋|两口子|他们|她们"
)


def _zh_relation_of(owner: str) -> re.Pattern[str]:
    """An owner's relation (a school's, a former one) and the relation's name after it: "我大学室友佳琪", "她老公王强"."""
    return pattern_cache.compile(rf"^(?:{owner})(?:的)?(?:大学|高中|初中|中学|小学|研究生|以前的?|之前的?|前)?(?:的)?\s?(?P<rel>{_ZH_REL}|[{''.join(ZH_SHORT_KIN)}](?![{''.join(ZH_SHORT_KIN)}们])|(?i:{_EN_REL})(?![A-Za-z]))\s*(?P<name>[{CJK}]{{2,3}}?(?={AFTER_KIN_NAME})|[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ]*)?")


_ZH_MY_RELATION = _zh_relation_of("我")
_ZH_THEIR_RELATION = _zh_relation_of("他们|她们|他|她")  # "她老公王强是医生": 王强 is, not she
_ZH_BARE_RELATION = pattern_cache.compile(rf"^(?:大学|高中|初中|中学|小学|研究生|以前的?|之前的?|前|好|老|双胞胎|亲)?(?:的)?\s*(?P<rel>{_ZH_REL}|室友|同学|邻居|闺蜜|发小|兄弟|[爸妈哥姐弟妹](?=[\u4e00-\u9fff])(?![的呀啊])|(?i:{_EN_REL}))(?!的|婚礼|生日|聚会|饭局|葬礼|家(?!人)|公司|店里?)")
# someone's group, named by them: "志远他们公司", "阿静她们片区", "Kevin 他们组"
_ZH_THEIR_GROUP = pattern_cache.compile(rf"^(?P<who>[{CJK}]{{2,3}}?|[A-Z][a-z]+)\s?(?:他们|她们)(?:的)?(?:公司|单位|厂|部门|学校|医院|组|店|片区|团队|科室|项目组)")
# a modifier phrase, then a role word and a Latin name, then what they do: "楼下 basement 的 tenant Marco 要搬去…",
# "以前组里的 Jason 孙升 project manager 了"
_ZH_ROLE_THEN_LATIN_NAME = pattern_cache.compile(
    rf"^(?P<lead>[^，,。；;！!？?]{{1,20}}?的)\s*(?:[a-z]+\s+)?(?P<name>[A-Z][a-z]+(?:\s?[{CJK}])??)\s*(?=要|在|去|搬|升|跳|辞|调|是|也|还|已经|刚|就|会|入职|当|做|住|被)"
)
_NON_NAMES = {
    "今天", "明天", "昨天", "现在", "最近", "以后", "之前", "后来", "这个", "那个", "公司", "周末", "晚上", "早上",
    "下午", "上午", "中午", "我们", "大家", "同事", "朋友", "家里", "那边", "这边", "这周", "上周", "下周", "刚到",
    "这次", "那次", "有点", "真的", "还是", "感觉", "终于", "一直", "已经", "可能", "应该", "如果", "要是", "假如",
    "组织", "部门", "团队", "老板", "领导", "婚礼", "国庆", "春节", "周末在", "每天", "一周", "两周", "上海", "北京",
    "深圳", "杭州", "成都", "广州", "武汉", "重庆", "苏州", "南京", "西安", "天津", "厦门", "绵阳", "长沙",
    # times of a day a sentence opens with ("昨晚求婚了"): no one's name
    "昨晚", "今晚", "明晚", "前天", "后天", "今早", "昨早", "当晚", "那晚", "当天", "那天", "傍晚", "凌晨", "半夜", "夜里",
}  # fmt: skip
_SUBJECTLESS_EN = pattern_cache.compile(
    r"^(?:just\s+|finally\s+|already\s+|recently\s+|officially\s+)?(?:am|was|been|got|getting|went|going|moved|moving|"
    r"started|starting|landed|left|leaving|joined|joining|quit|bought|finished|passed|failed|booked|had|have|"
    r"feeling|felt|living|working|promoted|back|off|heading|flying|flew|arrived|spent|spending|made|making|"
    r"took|taking|did|doing|saw|seeing|met|visited|visiting|learned|learning|trying|tried|found|adopted|"
    r"handed|signed|accepted|turned|hired|fired|laid off|settled|staying|stayed|been)\b",
    _I,
)
_GROUP = pattern_cache.compile(
    rf"^(?P<group>(?:(?:our|my|the)\s+(?:\w+\s+)?(?:{EN_GROUP_NOUNS})\b)|(?:我们|咱们|我)?的?(?:新)?(?:{ZH_GROUP_NOUNS})(?:的?(?:新)?(?:{ZH_GROUP_NOUNS}))?(?=[搬迁在要已也还刚就从整全把被让给又都正]))",
    _I,
)
_EN_OTHER_START = pattern_cache.compile(r"^(?:the|this|that|these|those|everyone|everybody|someone|somebody|people|nobody|it|there)\b", _I)


# what opens a self-introduction: the name alone after it is the user's own
_SELF_INTRO = pattern_cache.compile(r"自我介绍|介绍一下(?:自己|我)?|我叫|我是|\bintroduce myself\b|\b(?:hi|hello|hey)\b|你好|大家好", _I)
# a clause that only names the person just mentioned ("…，叫陆川，…"): the clauses after are theirs
_NAMED_AS = pattern_cache.compile(rf"^(?:他|她)?(?:叫|名叫|名字叫)\s*(?P<who>[{CJK}]{{2,3}}|[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+(?: [A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+)?)\s*[!！~～。.]*$")


# a relative clause about the person the clause before ends on ("…for Desmond, who's just started as …")
_RELATIVE_WHO = pattern_cache.compile(r"(?:who|who['’]s|whose)\b", _I)
_NAME_ENDING = pattern_cache.compile(r"(?<![\w'’])(?P<n>(?-i:[A-Z][a-zà-ÿ'’-]+)(?:\s+(?-i:[A-Z][a-zà-ÿ'’-]+))?|(?i:my\s+(?:[a-z]+\s+)?[a-z]+))\s*$")
_NOT_A_NAME_BEFORE_WHO = frozenset({"I", "Me", "You", "He", "She", "They", "We", "It", "Mum", "Mom", "Dad", "Everyone", "Anyone", "Someone"})


# a frame that makes what follows play, not a telling
_PLAY_FRAME = pattern_cache.compile(PLAY_FRAMES, _I)


def analyse(clauses: list[Clause], speaker: str = "user", known: tuple[str, ...] = ()) -> list[Claim]:
    """A claim per clause, in order (a clause's subject can come from the one before).
    ``known``: people the vault already knows, whose names open a clause as its subject
    ("佳琪 毕业留在 Melbourne 了" once "表妹佳琪" was told)."""
    known_cjk = {k for k in known if pattern_cache.compile(f"[{CJK}]{{2,4}}").fullmatch(k or "")}
    # (a full name known, its given name too: "我弟罗晓川…", then "晓川又换工作了")
    known_cjk |= {k[len(s) :] for k in known_cjk for s in (k[:2], k[:1]) if len(k) - len(s) == 2 and (s in ZH_COMPOUND_SURNAMES or s in ZH_SURNAMES)}
    known_cjk = sorted(known_cjk, key=len, reverse=True)
    claims: list[Claim] = []
    subject_before = "user"
    sentence_before = -1
    pasted_from: int | None = None  # after "someone posted this:" the rest is not the user's
    own_words_from: int | None = None  # after "I replied:" / "我回他：" the quoted words are the user's
    reacted = False  # a clause before reacted to what the listener shared
    scope: tuple[int, str] | None = None  # (sentence, mode): "from now on, …" and "AI assistant: …" reach the clauses after
    override = any(_OVERRIDE.search(c.text) for c in clauses)  # words that try to overrule the assistant's rules
    for n, clause in enumerate(clauses):
        text = clause.text
        zh = bool(_HAS_CJK.search(text))
        core = _FILLER.sub("", text).strip() or text
        if clause.sentence != sentence_before:
            # a new sentence starts with the speaker — unless it is only a post, going on about
            # the one just named ("Ffion's qualified! staff nurse at the Bristol Royal Infirmary")
            carried = claims and claims[-1].subject not in ("user", "thing", "other", "_topic") and _BARE_POST.match(core)
            subject_before = claims[-1].subject if carried else "user"
            sentence_before = clause.sentence
        if not clause.quoted and own_words_from is not None and clause.sentence > own_words_from:
            own_words_from = None  # the quotation has ended: a later one is not known to be the user's
        sends_own_words = bool(_OWN_WORDS_SENT.search(core))
        if not clause.quoted and sends_own_words:
            own_words_from = clause.sentence  # "I replied: '…'", "我刚回小林的：'…'": the quoted words are the user's own
        own_words = own_words_from is not None and clause.sentence >= own_words_from
        mode = _mode(replace(clause, quoted=False) if clause.quoted and own_words else clause, core, zh)
        if mode == "instruction" and n and re.match(r"(?:into|to|in|as)\s", core) and is_request(" ".join(f"'{c.text}'" if c.quoted else c.text for c in clauses[:n])):
            mode = "assertion"  # "Translate '…' | into Thai please": the rest of one task, cut off by its quotation
        if mode == "assertion" and reacted and not zh and _LIKES_THE_THING.match(core):
            mode = "pleasantry"  # "That looks amazing! I love the color and texture": the thing shown, liked
        reacted = reacted or (mode == "pleasantry" and _reacts(core, zh))
        if scope is not None and scope[0] in (clause.sentence, _WHOLE_MESSAGE) and mode in ("assertion", "instruction", "negated", "plan") and not (
            scope[1] == "instruction" and mode == "assertion" and (_says_of_self(core, zh) or _BACKGROUND.match(core))
        ):
            mode = scope[1]  # (but "以后回复我都用中文吧，英文的技术文档我看得头疼": the reason, said of oneself, is no rule)
        if _PLAY_FRAME.fullmatch(core.strip(" ,:：")):
            # "Hypothetically, we move to Leeds…", "Just for fun: if we ever…": a frame over what follows it
            scope = (clause.sentence if not clause.last else clause.sentence + 1, "hypothetical")
            claims.append(Claim("hypothetical", "user", speaker, _tense(core, zh), None))
            continue
        if mode == "quoted" and _ADDRESSED.search(core) and not clause.quoted:
            scope = (_WHOLE_MESSAGE, "quoted")  # "Note to AI: … . From now on …": the note runs to the message's end
        elif mode == "instruction" and scope is None:
            scope = (clause.sentence, "instruction")
        elif mode == "hypothetical" and _CONDITION.search(core) and (scope is None or scope[0] != clause.sentence) and not _colon_after(clause):
            # "If I won the lottery I'd … and never …": all of it (but "If a form ever asks: I was born in
            # King's Lynn": what follows the colon is told for that case, as a fact)
            scope = (clause.sentence, "hypothetical")
        subject = _known_subject(core, known_cjk) if zh and known_cjk else None
        relative = _RELATIVE_WHO.match(core) if n and not zh else None
        named_before = _NAME_ENDING.search(clauses[n - 1].text) if relative and clauses[n - 1].sentence == clause.sentence else None
        if named_before and named_before.group("n") not in _NOT_A_NAME_BEFORE_WHO:
            subject = named_before.group("n")  # "…a comment for Desmond, who's just started as commercial director": his
        if not subject and not _FILLER.sub("", text).strip(" ,.;:!?，。"):
            subject = None  # "Truth is, | after three years of chemistry…": a frame, no subject of its own
        else:
            subject = subject or _subject(core, zh, subject_before)
        names_own = subject not in (None, "user", "thing", "other", "_topic")
        if subject is None:  # no subject of its own: the previous clause's (Chinese "，")
            subject = subject_before
            if zh and subject != "user" and (_speaker_after_topic(core) or _SPEAKER_IN_ZH.search(core)):
                subject = "user"  # "说技术这块以后我直接向她汇报", "想起我自己…毕业的时候", "学信网上查出来 I graduated": the speaker
            if zh and subject not in ("user", "thing", "other") and _ZH_DONE_TO_THEM.search(core):
                subject = "user"  # "我妈终于肯来福州过冬了，12月6号下午去机场接她": she is the one met, the user meets her
            if _INSTITUTION.fullmatch(subject) and _A_PERSONS_LIFE.search(core):
                subject = "user"  # "公司要补学历材料，…，2015年毕业": a company asks; only a person graduates
        elif subject != "user" and _THEY_NAME_ME_AS.search(core):
            subject = "user"  # "they're listing me as Hospital Farrier on the staff page", "HR 把我登记为主管": the user, as named
        elif subject == "_topic":  # "张伟，…": the name alone is the next clause's subject
            if mode != "assertion" or _SELF_INTRO.search(clause.sentence_text[: max(clause.sentence_text.find(text), 0)]):
                subject = subject_before  # "先自我介绍一下，耿宇，…": the user's own name
            else:
                subject = _topic_name(core) or subject_before
                subject_before = subject
                claims.append(Claim("assertion", subject, speaker, _tense(core, zh), "a name alone"))
                continue
        if not zh and re.match(r"^(?:where|when)\s+(?:i|we)\b", core.strip(), _I):
            claims.append(Claim(mode, subject, speaker, _tense(core, zh), None))
            continue  # "Timaru, where I was born, was on the radio": the clause after is Timaru's again
        subject_before = _named_relation(core) or subject
        if zh and _PIVOT_ME.search(core):
            subject_before = "user"  # "林姐让我当首席修复师，…，压力山大": after "让我", the clauses are the user's
        named = _NAMED_AS.match(core)
        if named and mode == "assertion":  # "有男朋友了！！叫陆川，在大理做摄影的": he is the one in Dali
            subject_before = named.group("who")
        if pasted_from is not None and not clause.first and clause.sentence >= pasted_from:
            mode = "quoted"
        if mode == "instruction" and (_EN_PASTE.search(clause.sentence_text) or _ZH_PASTE.search(clause.sentence_text)):
            mode = "quoted"  # a rule in words the user says were copied or forwarded: never theirs without asking
        if _EN_PASTE.search(text) or _ZH_PASTE.search(text) or text.rstrip().endswith((":", "：")):
            if re.search(r"[:：]\s*$|[:：]", clause.sentence_text) and not sends_own_words:
                pasted_from = clause.sentence
            if mode == "assertion" and (_EN_PASTE.search(text) or _ZH_PASTE.search(text)):
                mode = "quoted" if _ADDRESSED.search(core) else mode
        doubt = None
        if mode == "reported":
            told = _relayed_about_user(core, zh)
            if told:
                mode, subject = _mode_of_relayed(told, zh), "user"
                doubt = "the user relays what someone else said"
            else:
                doubt = "someone else's words, passed on"
        if mode == "instruction" and override:
            # "Ignore all previous instructions. From now on…": a rule the user has to confirm (the
            # governance's own check reads the clause, and the order may stand in another sentence)
            doubt = "the message tells the assistant to drop its earlier instructions"
        if mode == "instruction" and subject not in ("user",) and not _named_relation(core) and subject in (core.split(" ", 1)[0].strip(",.;:!?，。"), "other", "thing"):
            subject = "user"  # "Keep answers short for me": a rule the user sets, whatever word opens it
        elif mode == "instruction" and subject != "user" and subject not in core and _TO_ASSISTANT.search(core):
            subject = "user"  # "Longer, detailed answers are fine now": the rule is the user's, whoever the clause before named
        claims.append(Claim(mode, subject, speaker, _tense(core, zh), doubt, named=names_own and subject != "user"))
    return claims


def _known_subject(core: str, names: list[str]) -> str | None:
    """A known person's Chinese name opening the clause, as a word of its own (not the
    first characters of a longer name or word)."""
    stripped = core.strip()
    for name in names:
        if stripped.startswith(name):
            after = stripped[len(name) : len(name) + 1]
            if not after or not re.match(f"[{CJK}]", after) or after not in _ZH_NAME_GOES_ON:
                return name  # "启帆下周一去…", "佳琪毕业…" (not "晓川路", "建国门": a place named after someone)
    return None


# characters that make a known name part of a place or a longer word
_ZH_NAME_GOES_ON = set("路街道巷村镇乡区市县省州桥站港湾湖江河山岭楼门园寺庙号")


# a pivot: someone has the user do something ("让我", "叫我去", "请我来"), and the user goes on
_PIVOT_ME = pattern_cache.compile(rf"(?:{ZH_PIVOT_VERBS})我(?:去|来)?[\u4e00-\u9fff]")


_INTERJECTIONS = {"hi", "hey", "hello", "no", "yes", "yeah", "funny", "ok", "okay", "sure", "well", "wow", "oh", "sorry",
                  "thanks", "great", "cool", "nice", "lol", "haha", "anyway", "honestly", "seriously", "update", "btw",
                  "ugh", "damn", "phew", "yay", "finally", "also", "obviously", "perfect", "congrats", "again"}  # fmt: skip


_FAMILIAR = set("小老阿")
_FAMILIAR_WORDS = {
    "小时", "小孩", "小组", "小区", "小说", "小心", "小学", "小姐", "小伙", "小吃", "小事", "小狗", "小猫", "小朋",
    "老师", "老家", "老板", "老婆", "老公", "老人", "老爸", "老妈", "老大", "老实", "老是", "老年", "老鼠", "老友",
    "阿姨", "阿里", "阿拉",
}  # fmt: skip


# one-character verbs that close a clause right after a name ("归何雯管，", "是王芳说，")
_ENDS_A_CLAUSE = set("管带说走来去笑哭问答吃喝睡住写做看听玩讲教批催骂夸")


# an "it" that stands for no one, before what the user did: "it's been ages since I…", "it feels like yesterday that we…"
_DUMMY_IT = pattern_cache.compile(
    r"^(?:it(?:['’]s| is| was| has been|['’]s been|['’]ll be| will be|['’]d be| would be| feels| felt)|feels like)\b[^,.;]*?\b(?P<since>since|that|when|till|until|before|after)\s+(?:i|we)\b"
    # "it's nice to finally use my degree…": the "it" is the doing, and the doing the speaker's
    r"|^it(?:['’]s| is| was| feels| felt)\s+(?:\w+\s+){1,2}to\s+(?:finally\s+|actually\s+|really\s+|still\s+)?(?!believe|think|imagine|see|hear|know|say|watch|read)[a-z]+\s+(?:my|our)\b"
    # "it's my first week at …", "it's my third day with …": the "it" is the time, the week the user's
    r"|^it(?:['’]s| is| was)\s+(?:only\s+|just\s+)?my\s+(?:very\s+)?(?:first|second|third|\w+th|last)\s+(?:day|week|month|shift|year)\b",
    _I,
)
# a cleft whose point is the speaker's: "That's why I love traveling", "It's how we met"
_CLEFT_ME = pattern_cache.compile(r"^(?:that|it|this)(?:['’]s| is| was)\s+(?:exactly\s+|just\s+|partly\s+)?(?:why|how|where|because)\s+(?:i|we)\b", _I)


_ZH_SURNAME_TITLE = pattern_cache.compile(r"(?:总监|总|工|老师|主任|经理|科长|处长|部长|院长|校长|医生|大夫|律师|师傅|老板)(?=[\u3400-\u9fff]|[，,。\s]|$)")


_ZH_TIME_AFTER_NAME = pattern_cache.compile(r"第[一二三四五六七八九十几两]|圣诞|春节|元旦|国庆|中秋|端午|除夕|清明|七夕|情人节|周末|早上|中午|下午|上午|晚上|昨晚|今晚|当晚|那天|那年|去年|今年|明年")


# a declarative of the speaker's own: "I live in …", "we've been …" (not "I wonder", "I need you to …")
_EN_I_STATE = pattern_cache.compile(r"(?:and\s+|but\s+|so\s+)?(?:i|we)(?:['’](?:m|ve|re))?\s+(?!wonder|need|want|would|could|should|can|may|might|hope|wish)\w+", _I)
# the time words those characters open: "明天", "今年", "现在", "正在", "周末"
_ZH_TIME_WORD = pattern_cache.compile(
    r"明(?:天|年|早|晚|儿|日)|今(?:天|年|晚|早|儿|日)|昨(?:天|晚|儿|日)|前(?:天|年|阵|段|两|几)|现在|正(?:在|式|好|要)|周[一二三四五六日天末]"
    r"|(?:春|夏|秋|冬)(?:天|季|日)|梅雨|雨季|旱季|年(?:底|初|中)|月(?:底|初|中)"  # seasons: "梅雨季在九江住着", "夏天…"
)


def zh_name_at(text: str, known: tuple[str, ...] = ()) -> str | None:
    """A Chinese personal name opening ``text``: a known one, else a common surname and one
    or two characters (two when the third begins the verb: "张伟求婚了")."""
    for name in known:
        if text.startswith(name):
            return name
    if len(text) < 2 or not all("\u3400" <= ch <= "\u9fff" for ch in text[:2]):
        return None
    if _ZH_TIME_WORD.match(text) and not text.startswith(known):
        return None  # "周三下午跟上司…": a weekday, not Zhou San
    if text[:2] in ZH_COMPOUND_SURNAMES and len(text) >= 3 and "\u3400" <= text[2] <= "\u9fff":
        # 欧阳明, 司马南星: the compound surname and one given character, two before a break
        four = len(text) >= 4 and "\u3400" <= text[3] <= "\u9fff" and text[3] not in ZH_AFTER_NAME and text[3] not in _ENDS_A_CLAUSE and (
            len(text) == 4 or not ("\u3400" <= text[4] <= "\u9fff")
        )
        return text[:4] if four else text[:3]
    if _ZH_TIME_AFTER_NAME.match(text, 2):
        text = text[:2]  # "阿岩圣诞夜求婚了", "张伟春节回来": a time begins after two characters
    if text[0] in _FAMILIAR and text[:2] not in _FAMILIAR_WORDS and (len(text) == 2 or text[2] in ZH_AFTER_NAME or not ("\u3400" <= text[2] <= "\u9fff")):
        return text[:2]  # 小雨, 老李, 阿强: what friends and family are called
    if text[0] in "老小" and text[1] in ZH_SURNAMES and text[:2] not in _FAMILIAR_WORDS and text[:2] not in ZH_NOT_NAMES and word_at(text[1:]) is None:
        return text[:2]  # "老彭退休了": 老 or 小 and a surname is a person, whatever verb follows
    if text[0] not in ZH_SURNAMES:
        return None
    titled = _ZH_SURNAME_TITLE.match(text, 1)
    if titled:
        return text[: titled.end()]  # "孙总宣布…", "刘工说…": a surname and a work title name the person
    if len(text) >= 4 and text[2] == text[0] and _ZH_SURNAME_TITLE.match(text, 3):
        return text[:2]  # "钱蔚钱总开周会": the name, then the surname again with the title
    from ..places import place_of

    if place_of(text[:2]) or place_of(text[:3]):
        return None  # "苏州园区的新家…", "黄石那边…": a town, not 苏州园 or 黄石
    if word_at(text):
        return None  # "劳动合同上…", "单位里…", "方便的话": a word that opens with a surname character
    # a third character before a clause break belongs to the name, even one that often starts
    # the verb ("老板是周启明，…"; but "张伟明天…")
    whole = len(text) >= 3 and "\u3400" <= text[2] <= "\u9fff" and text[2] not in _ENDS_A_CLAUSE and (
        text[3:4] in ("，", ",", "。", ".", "！", "!", "？", "?", "、", "；", ";", "：", ":", " ", ")", "）") if len(text) > 3 else text[2] not in ZH_AFTER_NAME
    )
    # a given name's character that also opens a time word ("陈志明很 micro-manage": 明, not 明天) is the name's
    time_char_of_name = len(text) >= 3 and text[2] in "明今昨前现正周" and not _ZH_TIME_WORD.match(text, 2)  # (a time word of the longer list cut text above)
    if not whole and not time_char_of_name and (len(text) == 2 or text[2] in ZH_AFTER_NAME or text[2] in _ENDS_A_CLAUSE or not ("\u3400" <= text[2] <= "\u9fff")):
        name = text[:2]
    else:
        name = text[:3]
    if name[-1] in "一二两三四五六七八九十几半" and text[len(name) : len(name) + 1] in ("年", "个", "天", "月", "岁", "周", "次"):
        return None  # "毕业四年了": a count of years, not 毕业四
    if any(ch in _NEVER_IN_A_GIVEN_NAME for ch in name[1:]):
        return None  # "不是我", "于是她": a copula or a pronoun after the surname character, no name
    return None if name in _NON_NAMES or (name[:2] in ZH_NOT_NAMES and not (whole and len(name) == 3)) else name


_NEVER_IN_A_GIVEN_NAME = frozenset("是我你他她它的了们吗呢吧着")


_NAMED_RELATION = pattern_cache.compile(
    rf"^(?:my\s+(?:\w+\s+)?(?:{_EN_REL})(?:'s name)?\s+(?:is|'s)\s+(?:called\s+)?(?P<en>(?-i:[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)?))|"
    rf"(?:我(?:的)?\s*(?:{_ZH_REL}|{_EN_REL})\s*(?:叫|是|名叫)?|(?:{_ZH_REL}|{_EN_REL})\s*(?:叫|名叫))\s*(?P<zh>[{CJK}]{{2,3}}|[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſA-Z]+(?: [A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſA-Z]+)?))",
    _I,
)


def _named_relation(core: str) -> str | None:
    """"我男朋友叫张伟，在一家设计院上班": after the naming, 张伟 is who the next clause is about."""
    m = _NAMED_RELATION.match(core.strip())
    if not m:
        return None
    if m.group("zh") and pattern_cache.compile(f"[{CJK}]+").fullmatch(m.group("zh")):
        named = re.search(r"叫|是", m.group(0)[: m.start("zh") - m.start()])
        # (without 叫 or 是 the characters after the relation must be a name: "我 roommate 搬去…" names no one)
        return zh_name_at(m.group("zh")) or (m.group("zh") if named else None)
    return m.group("en") or m.group("zh")


def _gerund(word: str) -> bool:
    """An -ing form of a verb that is no name ("Signing", "Packing"; not "Reading", "Ming")."""
    w = word.lower()
    return w.endswith("ing") and is_inflected(w, ("VBG",)) and not looks_like_name(w[:-3])


def _a_past_verb(word: str) -> bool:
    return any(f.tag in ("VBD", "VBN") for f in verb_forms(word.lower()))


def _topic_name(core: str) -> str | None:
    stripped = core.strip()
    if pattern_cache.compile(f"[{CJK}]{{2,3}}").fullmatch(stripped):
        return stripped if zh_name_at(stripped) == stripped else None
    mixed = re.fullmatch(rf"[A-Z][a-z]{{1,15}}\s?(?P<s>[{CJK}]{{1,2}})|(?P<s2>[{CJK}]{{1,2}})\s?[A-Z][a-z]{{1,15}}", stripped)
    if mixed and ((mixed.group("s") or mixed.group("s2")) in ZH_COMPOUND_SURNAMES or (mixed.group("s") or mixed.group("s2")) in ZH_SURNAMES):
        return stripped  # "Wendy 王，现在的 boss，…": an English given name with a Chinese surname
    if re.fullmatch(r"[a-z][a-z'’-]{1,24}", stripped):
        return stripped if looks_like_name(stripped) else None  # "marcus, my new boss, …"
    # (an honorific before it is no part of the name: "Dr Ines Kowalczyk, who I report to now, …")
    m = re.fullmatch(r"(?:(?:Dr|Prof|Mr|Mrs|Ms|Miss|Sir|Dame)\.?\s+)?(?P<name>[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ'’-]*(?: [A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ'’-]*)?)", stripped)
    first = re.match(r"[A-Za-z]{3,}ed\b", stripped)
    if not m or _SUBJECTLESS_EN.match(stripped) or (first and _a_past_verb(first.group(0))):
        return None  # "Accepted Northbeam.": a verb with its subject dropped, not a name ("Ahmed" is one)
    words = m.group("name").lower().split()
    if any(w in _INTERJECTIONS or w in _NOT_NAME_WORDS for w in words) or m.group("name") in _NON_NAMES:
        return None
    if _an_acronym(m.group("name")):
        return None  # "B.Eng, SCUT, graduated 2016": an acronym names a body (a school, a firm), no person
    return m.group("name")


def _an_acronym(word: str) -> bool:
    return len(word) >= 3 and word.isalpha() and word.isupper()


# a stage of schooling right after a bare 我 is a time of the user's life, not an owner's group
# ("我" may be dropped, as a diary drops it: "大学在江西师大读的 English major")
_ZH_SCHOOL_YEARS = pattern_cache.compile(r"^(?:我|当年|那时候?)?(?:大学|高中|初中|小学|中学|本科|研究生|读研|读博)(?:的时候|时|那会儿?|那几年|期间)?\s*(?:在|学|读|是|就|修|念|选)")


# a kin word or a name called out, then 我 and what the speaker does: "妈我跟你说", "老公我到了"
_ZH_CALLED_THEN_I = pattern_cache.compile(r"^(?:妈|爸|妈妈|爸爸|老妈|老爸|老公|老婆|亲爱的|宝贝|哥|姐|老哥|老姐|奶奶|爷爷|外婆|外公)[呀啊呐]?我(?!的|们)")


# what opens a clause without being its subject: a word that goes on from before ("oh and", "btw", "哦对",
# "还有"), a setting ("绵阳那边"), an aside right after a name ("Bea (sister) moved…")
_DISCOURSE_LEAD = pattern_cache.compile(
    r"^(?:(?:oh|ah|also|btw|by\s+the\s+way|anyway|plus|ps|p\.s\.|update|oh\s+right|and|so)\b[,:!.]?\s+)+(?=\S)"
    r"|^(?:(?:哦|噢)?对了?[，,\s]+|(?:哦对了?|对了|还有|另外|顺便说一下|顺便|话说)[，,\s]*)(?=\S)",
    _I,
)
_ZH_SETTING = pattern_cache.compile(r"^(?P<place>[\u4e00-\u9fff]{2,4}?)(?:那边|这边|那儿|那里)(?=[\u4e00-\u9fff])(?!的)")
_ASIDE_AFTER_NAME = pattern_cache.compile(r"^(?P<name>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s*[(（][^)）\n]{1,24}[)）]")


def _without_lead(text: str, zh: bool) -> str:
    """``text`` without what opens it and is not its subject (see above)."""
    text = _DISCOURSE_LEAD.sub("", text, count=1) or text
    text = _ASIDE_AFTER_NAME.sub(lambda m: m.group("name"), text, count=1)
    setting = _ZH_SETTING.match(text) if zh else None
    if setting:
        from ..places import is_place  # (as _looks_like_place does: the gazetteer loads on first use)

        if is_place(setting.group("place")):
            text = text[setting.end() :]
    return text


def _a_noun_after(rest: str) -> bool:
    """Whether ``rest``, after a capitalised word, opens with a noun the word stands before: "Address
    labels for the new place came", "Wedding photos arrived" (no verb, or a plural noun with a past
    verb after it and no pronoun of its own: not "Rose says she moved")."""
    after = re.match(r"\s+(?P<w>[a-z]+)\s", rest)
    if not after or after.group("w") in ("and", "or"):
        return False
    if not is_verb(after.group("w")):
        return True
    tail = rest[after.end() :]
    return after.group("w").endswith("s") and any(is_inflected(w, ("VBD",)) for w in re.findall(r"[a-z]+", tail)) \
        and not re.search(r"\b(?:he|she|they|i|we|you|it|that)\b", tail, _I)


def _relations_name(m: re.Match[str]) -> str | None:
    """The name after a relation in Chinese ("我表妹佳琪住在…"), or None where the characters after
    it are a time or words ("我爸妈去年…", "她 husband 是个 pilot")."""
    name = m.group("name")
    return name if name and given_name_after_kin(name) else None


def given_name_after_kin(name: str) -> bool:
    """Whether ``name``, right after a kin word, is a name — not a time or words ("我弟今年…")."""
    return not (re.fullmatch(f"[{CJK}]+", name) and zh_name_at(name) != name and (
        len(name) > 2 or re.search(r"[年月日天周今昨明前后刚才就也还都又已最现正快马一搬去来住在做当拿跳转升调要是五国春元端中读紧咗被话]", name)
    ))


def _owner(before: str | None, pronoun: str) -> str:
    """Whom a possessive pronoun stands for: the person the clause before was about, else the pronoun."""
    return before if before and before != "user" and not before.startswith("_") else pronoun


def _subject(core: str, zh: bool, before: str) -> str | None:
    """Who the clause is about: "user", a person or thing, "_topic" (a name alone, the
    subject of what follows), or None (none of its own)."""
    stripped = _without_lead(core.strip(), zh)
    if _topic_name(stripped) and len(stripped) <= 24:
        return "_topic"
    if zh and _ZH_SCHOOL_YEARS.match(stripped):
        return "user"  # "我大学在川外学的是 French": 大学 tells when, not whose
    if zh and _ZH_CALLED_THEN_I.match(stripped):
        return "user"  # "妈，我跟你说个事…" (its comma lost with the fillers after it): the one spoken to, then the speaker
    m = _GROUP.match(stripped)
    if m:
        return m.group("group").strip()  # "our office moved to X", "我们公司搬到了上海": theirs
    if not zh and re.match(r"^(?:where|when)\s+(?:i|we)\b", stripped, _I):
        return "user"  # "Timaru, where I was born, …": the relative clause is the user's
    if not zh and (_DUMMY_IT.match(stripped) or _CLEFT_ME.match(stripped)):
        return "user"  # "it's years since I left them": the "it" stands for no one
    if not zh and _BOOKED_ME.search(stripped):
        return "user"  # "Tom's signed me up for a refresher": the user is the one booked
    first = re.split(r"[\s,']", stripped, maxsplit=1)[0].lower()
    m = _EN_THEIR_RELATION.match(stripped) if not zh else None
    if m:
        owner = _owner(before, first)
        return m.group("name") or (f"{first} " if owner == first else f"{owner}'s ") + m.group("rel").lower()
    if first in EN_PRONOUNS_OTHER and not zh:
        return before if before != "user" else first
    if _EN_WITH_ME.match(stripped):
        return "user"  # "Jonas and I met…": the user is in it
    m = _EN_MY_RELATION.match(stripped)
    if m:
        rest = stripped[m.end() :].lstrip(" ,")
        if re.search(r"\b(?:is|was|'s|are)\s+(?:now\s+|still\s+|officially\s+)?(?:called\s+|named\s+)?(?-i:[A-Z])", rest[:60]) or re.match(r"(?:and i|&\s*i)\b", rest, _I):
            return "user"  # "my manager is Priya": a statement of the user's relation
        name = re.sub(r"['’]s$", "", m.group("name") or "")  # "my sister Jo's moving": Jo is
        return (name or f"my {m.group('rel')}").strip()
    m = _EN_MY_NOUN_NAME.match(stripped)
    if m and not any(w in EN_FUNCTION_WORDS for w in m.group("noun").split()):
        return m.group("name")  # "my old crewmate Jace just joined CalFire": Jace did
    if _EN_SELF.match(stripped):
        return "user"
    m = _EN_RELATION_NAME.match(stripped) if not zh else None
    if m and m.group("rel").lower() in _KIN_AND_PEERS and not _TIME_NAME.match(m.group("name")):
        if not is_common_word(m.group("name")):
            return m.group("name")  # "housemate Liam got a job at Canva": Liam did
    m = _EN_BARE_KIN.match(stripped)
    if m:
        return m.group("kin").lower()  # "mum retired and wants to move to Whitby": hers
    m = _EN_OWNER.match(stripped)
    if m and " " in m.group("name") and is_inflected(m.group("name").split()[0].lower(), ("VBD",)):
        return "user"  # "Helped Ceri's lad with his homework": the speaker's doing, a name after the verb
    if m and m.group("rel").lower() in _NOT_OWNED and m.group("name").lower() not in _NOT_OWNERS:
        return m.group("name")  # "Bethan's our ward manager", "Ailsa's moving up to Inverness": Bethan is, Ailsa is
    if m and m.group("name").lower() not in _NOT_OWNERS:
        return m.group("name2") or f"{m.group('name')}'s {m.group('rel')}"
    m = _CASUAL_NAME.match(stripped)
    if m:
        if looks_like_name(m.group("n")):
            return m.group("n")  # "siobhan's moving back to dublin", "kayla got into…": typed without case
    if not zh and _HEADLINE.match(stripped):
        if is_common_word(_HEADLINE.match(stripped).group("noun")):
            return "user"  # "Keys collected", "Van unpacked": a note of what the speaker did, not a name
    m = _EN_NAME.match(stripped)
    if m and not _SUBJECTLESS_EN.match(stripped):
        tokens = m.group("name").split()
        if "I" in tokens:
            return "user"  # "Before Northwind I was at Brightline"
        if _gerund(tokens[0]):
            return "user"  # "Signing emails 'Tree Officer' feels odd": the speaker's doing, not a name
        placed = re.match(r"\s+(?:from|at|in|on)\s", stripped[m.end("name") :]) or _a_noun_after(stripped[m.end("name") :])
        if placed and len(tokens) == 1:
            if is_common_word(tokens[0]) or not looks_like_name(tokens[0]):
                tokens = []  # "Life in Leeds is good", "Onboarding at Monzo means…": a word, not a name
        if len(tokens) == 1 and _an_acronym(tokens[0]):
            tokens = []  # "NASA hired me": an acronym names a body, not a person
        head = re.sub(r"['’](?:s|re|ve|d|ll)$", "", tokens[0].lower()) if tokens else ""  # "What's the route…": a question word
        if tokens and head not in _NOT_NAME_WORDS and head not in _INTERJECTIONS:
            return m.group("name")
    if zh:
        if re.match(r"^(?:我们|咱们)", stripped):
            return "user"
        m = _ZH_MY_RELATION.match(stripped)
        if m:
            rest = stripped[m.end() :]
            if re.match(r"^(?:的)?(?:叫|名叫|姓)", rest):
                return "user"  # "我男朋友叫张伟": the user's relation
            named = re.match(r"^(?:的)?(?:现在)?是\s*(?P<who>[{0}]{{2,3}}|[A-Z])".format(CJK), rest)
            if named and (named.group("who")[0].isupper() or zh_name_at(named.group("who"))):
                return "user"  # "我老公是张伟" (but "我老婆是老师" is about her)
            if re.match(r"^(?:和|跟)我", rest):
                return "user"
            return _relations_name(m) or f"我{m.group('rel')}"
        if stripped.startswith("我"):
            return "user"
        m = re.match(rf"^(?P<name>[{CJK}]{{2,3}}|[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſA-Z]+)\s*(?:(?:和|跟)我|(?:and|&)\s+(?:I|me)\b)", stripped)
        if m:
            return "user"
        m = _ZH_THEIR_RELATION.match(stripped)
        if m:
            pronoun = next(p for p in ZH_PRONOUNS_OTHER if stripped.startswith(p))
            return _relations_name(m) or f"{_owner(before, pronoun)}的{m.group('rel')}"
        for pronoun in ZH_PRONOUNS_OTHER:
            if stripped.startswith(pronoun):
                return before if before != "user" else pronoun
        m = _ZH_OWNERS_PERSON.match(stripped)
        if m and " " in m.group("owner") and re.fullmatch("[A-Za-z-]+", m.group("rel")) and m.group("rel").lower() not in EN_RELATIONS:
            m = None  # "Kestrel Capital 的 final round": a firm's thing; "Pei Shan 的 brother": hers
        if m and _STAFF_THING.match(stripped, m.start("rel")):
            m = None  # "Harbourline 的 staff card 有张好丑嘅相": a thing only its staff have, not a person of theirs
        if m and (m.group("owner")[0].isupper() or zh_name_at(m.group("owner")) == m.group("owner")) and not _looks_like_place(m.group("owner")):
            return f"{m.group('owner')}的{m.group('rel')}"  # "Ethan的姐姐搬去Toronto了": hers
        m = _ZH_THEIR_THING_MOVES.match(stripped)
        if m and not re.search(r"[我你您咱年月日天周今昨明前后]", m.group("owner")) and not _looks_like_place(m.group("owner")):
            return f"{m.group('owner')}的{m.group('thing')}"  # "晓雯的小铺子搬到了岭南天地": her shop's move
        m = re.match(rf"^(?P<owner>[{CJK}]{{2,3}}?|[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ]+)\s?(?:她|他)(?:的)?(?P<rel>{_ZH_REL}|[{''.join(ZH_SHORT_KIN)}])", stripped)
        if m:
            return f"{m.group('owner')}的{m.group('rel')}"  # "小满她姐现在住在长沙": her sister's home
        m = _ZH_BARE_RELATION.match(stripped)
        if m and not stripped.startswith(("同事群", "朋友推荐", "朋友圈")):
            named = zh_name_at(stripped[m.end() :])  # "大学室友老韩跳槽…": 老韩
            given = re.match(rf"[{CJK}]{{2}}(?=[\s,，、。!！]|$)", stripped[m.end() :])
            if not named and given and not _looks_like_place(given.group()) and not re.search(r"[年月日天周今昨明前后刚才就也还都又已最现正快]", given.group()):
                named = given.group()  # "表妹佳琪 拿到 offer…": a given name, set off after the kin word
            return named or m.group("rel")
        m = _ZH_THEIR_GROUP.match(stripped)
        if m and not _looks_like_place(m.group("who")) and not re.search(r"[我你是在有和跟的了说住到]", m.group("who")):
            return m.group(0)  # "志远他们公司换了个新老板": their firm's, not the user's
        m = _ZH_ROLE_THEN_LATIN_NAME.match(stripped)
        if m and looks_like_name(m.group("name").split()[0]) and "我" not in m.group("lead"):
            return m.group("name")  # "楼下 basement 的 tenant Marco 要搬去 Calgary 了": Marco is
        if _ZH_POST_OF.fullmatch(stripped) and not _ZH_MANAGER_TAIL.search(stripped):
            return "user"  # "郑外的高二物理老师": a clause that is only a post is the speaker's own
        name = zh_name_at(stripped)
        workplace = ZH_WORKPLACE_POST.match(stripped) or _ZH_WORKPLACE_TOPIC.match(stripped)
        if name is not None and workplace and workplace.end("org") > len(name):
            return "user"  # "农信遥感做遥感分析师", "蓝桥设计院是…离开的": a workplace (not 农信遥, 蓝桥设), then what the speaker did there
        if name is not None:
            return name
        # a name in Latin letters opening a Chinese clause, before a verb or with a kin word
        # ("Leo 拿了 Bilibili 的 offer", "Kevin 哥 自己出去开公司了", "Mette 家搬去了 Odense": her household's;
        # an organisation opens "Lumio 第一天")
        m = _LATIN_NAME_IN_ZH.match(stripped)
        if m and m.group("name").lower() not in _NOT_NAME_WORDS and m.group("name").split()[0].lower() not in _NOT_NAME_WORDS:
            kin = m.group("kin")
            if kin:
                return f"{m.group('name')}的{kin}"  # "Kelvin 老婆升了做 creative director": his wife's post
            # (before what things do as well — a time, "又", an English verb — only a word that is no
            # common English word nor a place: "Offer 到了", "Lockdown 终于 lift 了", "HR 下周发 offer")
            verb = m.group("verb")
            if verb:  # "Dr Tan retire 了": an English verb of hers inside the Chinese (not "Lockdown 终于 lift 了")
                name = m.group("name").split()[-1]
                titled = re.match(r"(?:Mr|Mrs|Ms|Miss|Dr|Prof)\b", m.group("name"))
                if not (titled or looks_like_name(name)) or name.isupper() or not any(f.tag.startswith("VB") for f in verb_forms(verb.lower())):
                    return None
            return m.group("name")
        m = _GIVEN_NAME_IN_ZH.match(stripped)
        if m and is_given_name(m.group("name")) and not _looks_like_place(m.group("name")):
            # a first name, then someone with them or straight into the Chinese ("Daniel 进了 Grab",
            # "Leo 和 Chloe 要搬去…", "Vivian 跟她老公搬去…"): theirs, whatever the verb
            return stripped[: m.end()].strip() if m.group("with") else m.group("name")
        return None  # dropped subject: inherited
    first = stripped.split(" ", 1)[0].lower().strip(",")
    if first in EN_PRONOUNS_OTHER:
        return before if before != "user" else first
    if _EN_OTHER_START.match(stripped):
        if _THE_POST.match(stripped):
            return "user"  # "the title on paper is fire behavior analyst": the speaker's post
        if re.search(r"\b(?:is|are)\s+(?:all\s+|finally\s+|now\s+)?(?:ours|mine)\b", stripped, _I):
            return "user"  # "the bungalow in Tenby is ours"
        return "thing" if _names_a_thing(stripped) else "other"
    return None


# the speaker as the subject after a topic or a time that opens the clause ("技术这块以后我…",
# "所有 shot 的 final approval 我…"), not as an object ("带我", "让我") or an owner ("我的")
# (…or after a time it counts from, or a connective that starts the speaker's own clause: "今天起我就是…",
# "毕业之后我…", "所以我…")
_ZH_ME_AFTER_TOPIC = pattern_cache.compile(
    r"(?:以后|今后|现在|从此|目前|如今|这块|那块|这边|这些|[A-Za-z0-9)）]|起|开始|以来|之后|那时候?|当时|后来|然后|所以|但是|可是|不过)\s*我(?!的|们的|家|妈|爸)(?=\s*[\u4e00-\u9fff])"
)
# the speaker named outright inside a Chinese clause: "我自己" (myself), or an English "I" and its verb
_SPEAKER_IN_ZH = pattern_cache.compile(r"我自己|(?<![A-Za-z'’])I(?:['’]m|['’]ve)?\s+(?-i:[a-z]{2,})")


# a clause that gives the background of a request or a rule, not the rule: "…, now that I'm team lead",
# "…, since he's the one I report to now", "…, who I now report to", "…, 因为我现在…"
_BACKGROUND = pattern_cache.compile(
    r"(?:now that|since|as|because|seeing as|given that|ever since)\s+(?:i|we|he|she|they|my|our)\b|(?:who|whom)\s+(?:i|we)\s|who\s+(?:is|was|has|'s)\s"
    r"|(?:因为|既然|毕竟|现在)我",
    _I,
)


def _colon_after(clause: Clause) -> bool:
    """Whether a colon ends the clause in its sentence ("If anyone asks: …")."""
    at = clause.sentence_text.find(clause.text)
    return at >= 0 and clause.sentence_text[at + len(clause.text) :].lstrip()[:1] in (":", "：")


def _says_of_self(core: str, zh: bool) -> bool:
    """A clause with the speaker as its own subject ("我看得头疼", "I'm learning it")."""
    if zh:  # 我 as a subject anywhere, not the object of 给/让/帮…: "英文的技术文档我看得头疼"
        return bool(_ZH_ME_AS_SUBJECT.search(core))
    return bool(_EN_ME_FIRST.match(core.lstrip()))


_ZH_ME_AS_SUBJECT = pattern_cache.compile(r"(?<![给让叫帮带请跟和对向替为把被回复告诉])我(?!的|们的)(?=[\u4e00-\u9fff])")
_EN_ME_FIRST = pattern_cache.compile(r"(?:i|i['’]m|i am|i['’]ve|i have|i find|i can)\b", _I)


def _speaker_after_topic(core: str) -> bool:
    m = _ZH_ME_AFTER_TOPIC.search(core)
    if m is None:
        return False
    word = re.search(r"([A-Za-z]+)\s*$", core[: m.end() - 1])
    if word:
        return not is_verb(word.group(1))  # "天天 call 我过去玩": an English verb's object, not its subject
    return True


# a record kept of the user naming what they are: "listing me as … on the staff page", "have me down as …",
# "把我登记为…" (not what someone calls the user in talk: "Mum keeps introducing me as a doctor")
_THEY_NAME_ME_AS = pattern_cache.compile(
    r"\b(?:list(?:s|ed|ing)?|credit(?:s|ed|ing)?|bill(?:s|ed|ing)?|register(?:s|ed|ing)?|enrol(?:s|led|ling)?|"
    r"(?:put(?:s|ting)?|ha(?:ve|s|d|ving))\s+me\s+down)\s+(?:me\s+)?as\b"
    r"|把我(?:列为|列成|登记为|登记成|任命为)",
    _I,
)
_STAFF_THING = pattern_cache.compile(rf"(?:{WORKPLACE_THINGS_ZH}|(?i:{WORKPLACE_THINGS_EN}))(?![A-Za-z])")
# someone's thing that moves or opens somewhere: "晓雯的小铺子搬到了岭南天地" is the shop's move, hers
_ZH_THEIR_THING_MOVES = pattern_cache.compile(rf"^(?P<owner>[{CJK}]{{2,3}}?)的\s?(?P<thing>[{CJK}]{{1,4}}?)(?:也|又|已经|终于|刚)?(?=搬|迁|开到|开在|落户|落地)")
# a workplace the clause is about, before what the speaker did there ("蓝桥设计院是2019年夏天离开的")
# a name in Latin letters opening a Chinese clause: its own kin word after it ("Kelvin 老婆…": his
# wife), an honorific ("Kevin 哥"), a time ("Kai 春节后辞了…"), a verb a person does ("Rui 落地
# Montreal", "Cheryl 找到新工"), or an English verb in the Chinese ("Dr Tan retire 了"); an
# organisation opens "Lumio 第一天" and stays no one
_LATIN_NAME_IN_ZH = pattern_cache.compile(
    r"^(?P<name>(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+)?[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſA-Z]+(?: [A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſA-Z]+)?)\s*"
    r"(?:(?P<kin>老婆|老公|女朋友|男朋友|未婚妻|未婚夫|妻子|丈夫|媳妇|妈妈|爸爸|老妈|老爸|妈|爸|儿子|女儿|弟弟|妹妹|哥哥|姐姐)(?![的们])"
    r"|(?:哥|姐|叔|老师|一家|家)(?![的])"
    # (a time or an adverb may come first: "Kai 春节后辞了…", "Kathy 又从 Dresden 去了…", "Lanlan 终于从苏州…跳去杭州")
    r"|(?:(?:又|终于|总算|突然|居然|竟然|刚刚|今年|去年|明年|后年|月初|月底|年初|年底|春节|国庆|最近|前[两几]天|昨天|今天|明天|后天"
    r"|(?:上上?|这|本|下下?)个?(?:周|星期|礼拜|月)[一二三四五六日天]?(?:初|底|末)?|\d{1,2}\s?月(?:\s?\d{1,2}\s?[日号])?)(?:后|起|开始)?\s*)?"
    r"(?=说|在|去|是|也|还|已经|刚|就|要|会|从|被|入职|做|住|调|升|让|给|带|想|打算|准备|下个月|正式|成为|拿|买|换|辞|跳|转|离|跳槽|考|结婚|生了|回|走|自己|出去|搬|退休|移民|订婚|病"
    r"|找到|落地|飞|毕业|嫁|娶|怀孕|离婚|分手|失业|录取|创业)"
    r"|(?P<verb>[a-z]{3,})\s*(?:了|咗|啦|喇|之后|后|[，,]|$))"
)
# a first name opening a Chinese clause, and whoever comes with them ("Leo 和 Chloe", "Vivian 跟她老公")
_GIVEN_NAME_IN_ZH = pattern_cache.compile(
    rf"^(?P<name>[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)\s*(?:(?:和|跟|与|同|and|&)\s*(?P<with>[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+(?: [A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+)?|[他她](?:的)?(?:{_ZH_REL}|[{''.join(ZH_SHORT_KIN)}])))?\s*(?=[{CJK}])(?![的们家这那])"  # ("Carlton 这间 apartment": a place's flat, no person)
)
# a person's own person or group: "Ethan的姐姐搬去…", "Pei Shan 的 brother 移民…", "一帆的新老板叫…"
# (what comes between 的 and the noun only tells which: 新, 前, 现在的)
_ZH_OWNERS_PERSON = pattern_cache.compile(
    rf"^(?P<owner>[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ]+(?: [A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿĀ-ſ]+)?|[{CJK}]{{2,3}}?)\s?(?:哥|姐|叔|老师)?\s?的\s?"
    rf"(?:新|前|老|现在的|以前的|之前的)?\s?(?P<rel>{_ZH_REL}|{ZH_GROUP_NOUNS}|{MANAGER_ROLES_ZH}|[A-Za-z][A-Za-z-]{{2,20}})"
)
_ZH_WORKPLACE_TOPIC = pattern_cache.compile(rf"(?P<org>[{CJK}]{{2,10}}?(?:{ZH_WORKPLACE_ENDINGS}))\s*(?:我|那边|那儿)?\s*(?:是|于|在)")
# an institution that acts in a sentence ("公司要补材料") and what only a person does in a life
_INSTITUTION = pattern_cache.compile(
    r"(?:我们|我的|这家|那家)?(?:公司|单位|学校|厂里?|医院|银行|人事部?|部门|学院|大学|街道|社区|物业|派出所)"
    r"|(?i:(?:the\s+|my\s+|our\s+)?(?:hr|human resources|company|firm|school|uni|university|college|bank|council|payroll|office|admin))"
)
_A_PERSONS_LIFE = pattern_cache.compile(r"毕业|出生|生的|结婚|领证|离婚|读的|读书|念书|上学|入学|退休|(?i:\b(?:graduat\w*|born|married|studied|class of)\b)")
# a verb done to "her"/"him" — the one the clause before was about — whose doer is then the speaker
_ZH_DONE_TO_THEM = pattern_cache.compile(r"(?:接|陪|送|带|帮|照顾|看望|探望|见|请|找|约|劝|等|哄)(?:一下)?(?:她|他)(?!们?(?:的|自己))")
# a workplace opening a clause (no verb or pronoun in it), then the post one holds there:
# "农信遥感做遥感分析师", "在华为当工程师" (but "小雨在一家银行当柜员" is hers); cues read it too
ZH_WORKPLACE_POST = pattern_cache.compile(rf"(?:在)?(?P<org>(?:(?![在是了和跟从给向我你他她的到调去进回留])[{CJK}]){{3,10}}?)(?:做|当)(?:一名|一个|个|名)?\s*(?:{ZH_ROLE_TITLE})")
# the speaker's post, told without "my" ("the title on paper is…", "the official title's…"; not "the title of the book")
_THE_POST = pattern_cache.compile(
    r"^the\s+(?:official\s+|new\s+|job\s+)*(?:title|post|position)\b(?!\s+of\b)(?:\s+(?:on|in)\s+(?:paper|\w+))?(?:\s+is|['’]s)\b"
    r"|^(?:the|that|this)\s+(?:[a-z]+\s+){0,3}(?:degree|diploma|major)\s+(?:from|at|in)\b",  # "that geography degree from NAU is paying off"
    _I,
)
# a note in headline style, a common noun and what was done to it: "Keys collected", "Lease signed"
_HEADLINE = pattern_cache.compile(r"^(?P<noun>[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿĀ-ſ]+)\s+(?:all\s+|finally\s+|now\s+)?(?-i:[a-z]+(?:ed|en))(?:\s+(?:at last|finally|today|now|already))?[.!]*$")
_BARE_POST = pattern_cache.compile(rf"^(?:an?\s+)?(?-i:[a-z])(?:{EN_ROLE_TITLE})(?:\s+(?:at|with|in|for)\b[^.!?]*)?$", _I)
_DETERMINER = pattern_cache.compile(r"^(?:the|this|that|these|those)\s+", _I)
_NP_ENDS = frozenset((
    "is", "are", "was", "were", "has", "have", "had", "will", "would", "can", "could", "should", "may", "might", "must",
    "does", "do", "did", "got", "gets", "just", "still", "already", "finally", "now", "never", "always", "and", "but", "of",
    "in", "on", "at", "for", "with", "from", "to", "by", "who", "that", "which", "i", "we", "you", "he", "she", "they",
))
_PERSON_WORDS = frozenset(
    {w for w in EN_RELATIONS if " " not in w} | set(EN_PEOPLE_NOUNS) | set(OCCUPATIONS)
    | {w for w in re.split(r"\W+", MANAGER_ROLES_EN) if w}
)


def _names_a_thing(core: str) -> bool:
    """Whether a clause opened by "the/this/that" is about a thing, not about people: "the
    Wellington wind is …", "The Nelson house has a lemon tree" (a town the user is in, a home),
    but "the neighbours moved to Perth", "the Hendersons are in Leeds", "that recruiter …"."""
    from ..places import place_of

    m = _DETERMINER.match(core)
    if m is None:
        return False
    for word in re.findall(r"[A-Za-z][A-Za-z'’-]*", core[m.end() :])[:4]:
        bare = word.lower().split("'")[0].split("’")[0]
        if bare in _NP_ENDS:
            break
        if bare in _PERSON_WORDS or bare.rstrip("s") in _PERSON_WORDS or (word[0].isupper() and word.endswith("s") and len(word) > 3 and not place_of(word)):
            return False  # "the Hendersons": a family
    return True


# a verbless clause naming a post at a place ("郑外的高二物理老师", "协和的护士"): the dropped
# subject is the speaker — but "小王的经理" alone may be a label for someone else
_ZH_POST_OF = pattern_cache.compile(rf"(?P<org>[{CJK}A-Za-z]{{2,8}}?)的\s*{ZH_TITLE}")
_ZH_MANAGER_TAIL = pattern_cache.compile(rf"(?:{MANAGER_ROLES_ZH})$")


_BOOKED_ME = pattern_cache.compile(r"^\S+(?:\s+\S+)?(?:['’]s|\s+has|\s+have)?\s+(?:signed|booked|enrolled|registered|entered|put|scheduled|pencilled|penciled)\s+me\s+(?:up|in|down|on)?\b", _I)


_NOT_OWNED = {"our", "my", "the", "a", "an", "his", "her", "their", "your", "been", "got", "gone", "not", "now", "just", "also",
              "still", "back", "moving", "going", "off", "always", "never", "really", "finally", "officially", "in", "at", "on"}  # fmt: skip
# Kin named without "my", as families talk ("mum says", "dad's moving"): the clause is theirs.
# words before "'s" that own nothing: "It's the…", "What's the…", "Here's my…"
_NOT_OWNERS = ("i", "it", "that", "this", "there", "here", "let", "what", "who", "where", "when", "how", "why", "which", "everyone", "nobody")
_KIN_AND_PEERS = frozenset({w for w in EN_RELATIONS if " " not in w} | set(EN_PEOPLE_NOUNS))
_TIME_NAME = pattern_cache.compile(r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\b", _I)
# a bare relation, then the person's name: "housemate Liam got a job…", "cousin Aoife moved to Cork"
_EN_RELATION_NAME = pattern_cache.compile(r"^(?P<rel>[a-z][a-z-]{2,15})\s+(?P<name>(?-i:[A-Z][a-z\u00e0-\u00ff'’-]+))\b(?!\s*(?:[:,]|is\s+(?:my|our)))")
_EN_BARE_KIN = pattern_cache.compile(r"^(?P<kin>mum|mom|mam|mummy|mommy|dad|daddy|nan|nana|gran|granny|grandma|grandpa|grandad)\b(?!['’]s\s+(?:house|place|flat))", _I)


_CASUAL_NAME = pattern_cache.compile(
    r"(?P<n>[a-z][a-z-]{1,24})(?:['’]s\b|\s+(?:is|was|has|had|got|moved|left|joined|quit|started|said|says|made|went|just|"
    r"asked|told|texted|called|wants|wanted|will|can|did|does|finally|still|and\s+i)\b)"
)
_NOT_NAME_WORDS = {
    # counts ("Ten years since I finished my degree"): an amount of something, no one
    "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "fifteen", "twenty", "thirty", "forty",
    "fifty", "hundred", "half", "a",
    # adjectives and determiners that open a sentence ("New title's associate director")
    "new", "old", "first", "another", "some", "any", "big", "good", "great", "bad", "whole", "same", "other",
    "most", "many", "few", "several", "both", "each", "all", "such", "these", "those", "lots", "plenty",
    "official", "current", "latest", "second", "third", "final", "day", "title", "job", "role", "home", "work",
    "i", "i'm", "the", "this", "that", "my", "we", "it", "there", "here", "what", "how", "when", "where", "why",
    "who", "which", "if", "maybe", "perhaps", "just", "so", "ok", "okay", "also", "and", "but", "now", "today",
    "tomorrow", "yesterday", "tonight", "last", "next", "every", "on", "in", "at", "from", "since", "after",
    "before", "once", "got", "been", "went", "moved", "starting", "started", "landed", "promoted", "booked",
    "finally", "still", "never", "always", "please", "thanks", "feeling", "honestly", "quiet", "rainy", "sunny",
    "big", "change", "org", "promo", "reply", "from", "team", "flight", "two", "three", "first", "second", "one",
    "birthday", "party", "christmas", "dentist", "wfh", "excited", "passed", "g2", "aws", "remind", "note",
    "copied", "someone", "deleted", "interviewing", "learning", "apartment", "found", "writing", "bought",
    "people", "everyone", "should", "is", "are", "do", "does", "did", "can", "could", "would", "will",
    # imperatives and the nouns a diary line opens with ("Keep answers short", "Little rented flat", "Name badge says")
    "keep", "give", "make", "send", "use", "show", "tell", "little", "tiny", "name", "sea", "night", "morning", "evening",
    "lunch", "dinner", "breakfast", "coffee", "weekend", "orientation", "induction", "shift", "rota", "rent", "sunday",
    # degrees and schooling named by their letters ("PhD 是 2016 年毕业的")
    "phd", "dphil", "mphil", "mba", "bsc", "msc", "ba", "ma", "llb", "llm", "beng", "meng", "md", "gcse", "gcses", "undergrad",
}  # fmt: skip


# someone's relation as a subject: "Leo的manager", "Kim's husband", "她的老板"
_OWNED_RELATION = pattern_cache.compile(rf"^(?P<owner>[^\s的]+(?:\s[A-Z][\w-]+)?)(?:['’]s\s+|\s?的\s?)(?P<rel>.+)$")
_EN_RELATION_WORDS = frozenset(EN_RELATIONS) | frozenset(MANAGER_ROLES_EN.split("|")) | EN_PEOPLE_NOUNS


def _a_relation_word(words: str) -> bool:
    """A word for a relation of someone's ("manager", "line manager", "老公", "直属领导")."""
    w = words.strip().lower()
    return w in _EN_RELATION_WORDS or w in ZH_RELATIONS or bool(re.fullmatch(MANAGER_ROLES_ZH, w))


def someone_else(subject: str, named: str | None = None) -> bool:
    """A clause subject that is a person other than the speaker: a given name, a pronoun,
    someone's relation ("Leo的manager", "Kim's husband") — not the speaker's own relation told
    bare ("男朋友", "Line manager"), not a thing, a firm or a place read as a subject ("Payslip",
    "Vestas"), and not the one the statement names (``named``: "Thabo Nkosi is your direct
    manager", "邹律师 (邹明, …)")."""
    s = subject.strip()
    if not s or s in ("user", "thing", "other", "_topic"):
        return False
    if named:
        n = named.strip().lower()
        if n in s.lower() or s.lower() in n or (re.match(f"[{CJK}]", s) and s[0] == n[:1]):
            return False  # (a surname and a title, then the full name: one person)
    if s.lower() in EN_PRONOUNS_OTHER - {"it"} or s in ("他们", "她们", "他", "她"):  # (not 它, a thing)
        return True
    owned = _OWNED_RELATION.match(s)
    if owned:
        owner = owned.group("owner")
        return _a_relation_word(owned.group("rel")) and (
            owner.lower() in EN_PRONOUNS_OTHER or owner in ZH_PRONOUNS_OTHER or zh_name_at(owner) == owner or looks_like_name(owner.split()[0])
        )
    if _a_relation_word(s) or re.match(r"(?:my|our)\s|我", s, _I):
        return False  # the speaker's own relation
    if re.fullmatch(f"[{CJK}]{{2,4}}", s):
        return zh_name_at(s) == s and not _looks_like_place(s)
    first = re.sub(r"^(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+", "", s).split()[0]
    return is_given_name(first) and not _looks_like_place(s)


def _looks_like_place(name: str) -> bool:
    from ..places import is_place

    return name.endswith(("市", "省", "区", "县", "湖", "山", "岛", "湾", "路", "街", "站")) or is_place(name)


_OPINION_START = pattern_cache.compile(r"^(?:i (?:really |honestly |still |kind of )?(?:think|believe|feel like|feel that|reckon|guess)|in my (?:opinion|view)|imo|personally|我(?:个人)?(?:觉得|认为|感觉)|在我看来)", _I)


# A condition that makes the rest of its sentence hypothetical too.
_CONDITION = pattern_cache.compile(r"^(?:if|what if|suppose|imagine|even if|i wish|had i|were i)\b|^(?:如果|要是|假如|假设|万一|说不定|要不是|哪天)|(?:[\u3400-\u9fff]{4,}|[不没要能会去有是]\S*)的话\s*$", _I)  # "体重的话" is a topic, "不出国的话" a condition
# Words that turn "from now on …" to the assistant: without them it is the user's own plan
# ("以后就拿这个记点生活琐事", "从今天起林可就是我老婆了").
_TO_ASSISTANT = pattern_cache.compile(
    r"\b(?:you|your|please|reply|replies|replying|answer|answers|respond|responses?|write|use|give|show|send|call me|tell me|"
    r"remind me|remember|keep|draft|format|examples?|code|summar(?:y|ies|ise|ize)|spell(?:ing)?|units?|language|english|"
    r"chinese|messages?|emails?|don't|do not|never|always|stop|avoid|include|cc|forward|metric|imperial|celsius|"
    r"fahrenheit|miles|km|kilomet\w*|millimet\w*|centimet\w*|inch(?:es)?|feet|pounds|kilos?|grams?|ounces|measurements?|"
    r"temps?|temperatures?|distances?|british|american|"
    r"short(?:er)?|brief(?:er)?|concise|detailed|verbose|longer|bullets?(?: points)?|markdown|tables?)\b|"
    r"你|您|请|给我|帮我|回复|回答|答复|回我|答我|用|写|别|不要|不用|记得|提醒我|代码|示例|格式|叫我|发给|发到|转发|列出|简短|详细|中文|英文|"
    r"公斤|千克|(?<!公)斤|公里|英里|摄氏|华氏|公制|英制|" + UNIT_WORDS_PATTERN,
    _I,
)


_SWITCH = pattern_cache.compile(
    r"\b(?:switch(?:ing)? (?:back )?to|change (?:it )?(?:back )?to|go(?:ing)? back to)\b|改回|换成|改成|改用|换回|切回|切换成|切换到|还是用|改为|换为", _I
)
_TOPIC_VALUE = pattern_cache.compile(
    "|".join(
        sorted(
            {*(rf"(?<![a-z]){re.escape(w)}(?![a-z])" for w in HUMAN_LANGUAGES), *(rf"(?<![a-z]){re.escape(w)}(?![a-z])" for w in PROGRAMMING_LANGUAGES if len(w) > 2),
             *(rf"(?<![a-z]){re.escape(w)}(?![a-z])" for w in LENGTH_WORDS), r"(?:british|american|uk|us|canadian|australian) spelling|英式拼写|美式拼写|metric|imperial|公制|英制|公斤|千克|(?<!公)斤|公里|英里|miles|celsius|fahrenheit|摄氏|华氏|盎司|英寸|(?<![千公])克|\binch(?:es)?\b|\bounces?\b|平方米|平米|㎡|square (?:feet|foot|met(?:re|er)s?)", UNIT_WORDS_PATTERN},
            key=lambda w: (-len(w), w),
        )
    ),
    _I,
)
# the assistant's own output, named: what a rule on length, language or format is about
_ABOUT_REPLIES = pattern_cache.compile(r"\b(?:your |the )?(?:answers|replies|responses|explanations)\b|\banswer me\b|\breply (?:to me|in)\b|回复我|回答我|给我的回复|你的回答|^(?:回答|回复|答案)", _I)
# how a rule is asked for without "from now on": a tag at its end ("Metric for everything, please", "…就好"),
# "go by X" ("按 American spelling 来"), "as … as you can" (尽量)
_DIRECTIVE = pattern_cache.compile(r"(?:please|pls|吧|就好|就行|即可)\s*[.!。！~～]*$|[按照]\s*\S[^，。,]{0,30}?来|尽量|\bfor everything\b", _I)
_EN_THIRD_PERSON = pattern_cache.compile(r"^(?:he|she|they|my \w+)\b|^(?:他|她|他们|她们)", _I)
# what makes a switch a rule for the assistant, not news of the user's own ("我换成 Python 写了")
_RULE_WORDS = pattern_cache.compile(r"吧|例子|示例|代码|回复|回答|单位|说|给我|\b(?:you|your|please|answers?|replies|examples?|units|me)\b", _I)


# what makes a rule a polite request rather than a question: a tag at its end, or "could you…"
_REQUEST_TAG = pattern_cache.compile(r"(?:好不好|好吗|好么|行吗|行不行|可以吗|可以不|可不可以|成吗|ok|okay|please|pls)\s*[?？!！~～。.]*$", _I)
# (asked of the two together too: "can we switch … from now on?", "shall we use metric from now on?", "let's …")
_EN_POLITE_ASK = pattern_cache.compile(r"^(?:(?:can|could|would|will) (?:you|we)|shall we|let['’]s|how about (?:we|you)|would you mind)\b", _I)


# the words of a rule that could as well be of the user's own life: "以后看病不用自己先垫钱" is a consequence told
_WEAK_RULE_WORDS = frozenset(("不用", "不要", "别", "用", "写"))


def _becomes_from_now(core: str, zh: bool) -> bool:
    """A "from today on" clause whose subject is the speaker and which holds no word of a rule itself
    ("从今天起我就是专利代理师了", "from today I'm senior analyst"): a change in their life, though the
    rest of the sentence names replies ("…，可以自己签 OA 答复")."""
    return _says_of_self(_ZH_FNO.sub("", core) if zh else _EN_FNO.sub("", core).lstrip(" ,"), zh) and not _TO_ASSISTANT.search(core)


def _own_life_from_now(text: str) -> bool:
    """A Chinese "以后…" whose only words of a rule are a bare "no need"/"use", about the user doing things
    themselves ("以后看病不用自己先垫钱"): what changes in their life, not a rule for the assistant."""
    hits = {m.group(0) for m in _TO_ASSISTANT.finditer(text)}
    # (or no longer needing to: "以后就在弋矶山医院看病，不用再办异地备案")
    return bool(hits) and hits <= _WEAK_RULE_WORDS and ("自己" in text or (hits == {"不用"} and "不用再" in text))


# work handed to a third person, or a person reported to: "send 给她", "发给老周", "cc Martin", "goes to her",
# "跟她汇报" — a fact of the user's work, not the assistant's to do
_TO_SOMEONE_ELSE = pattern_cache.compile(
    r"(?:send|sent|发|交|抄送|cc|forward|email|汇报|报)\s*(?:给|to)\s*(?:她|他|[A-Z][a-z]+|老[\u4e00-\u9fff]|(?:her|him|them)\b)"
    r"|\b(?:goes|go|gets? sent)\s+(?:straight\s+|directly\s+)?to\s+(?:her|him|them)\b"
    # …and whom the user reports to ("以后我直接跟她汇报"): their own work line
    r"|(?:跟|向|给)\s*(?:她|他|[A-Z][a-z]+|老[\u4e00-\u9fff]|[\u4e00-\u9fff]{2,3}?)\s*(?:直接)?(?:汇报|请示)",
)


def _from_here(clause: Clause, core: str) -> str:
    """The clause and the rest of its sentence ("from now on, I want docs in English")."""
    at = clause.sentence_text.find(clause.text)
    return clause.sentence_text[at:] if at >= 0 else core


_ALWAYS_NEVER = pattern_cache.compile(rf"(?:always|never)\s+(?:(?:{EN_RULE_ADVERBS})\s+)*(?P<verb>[a-z]+)", _I)


def _en_instruction(core: str) -> bool:
    """A clause that opens like a standing rule ("never send…", "always use…"). After
    always/never the verb is in its base form: "…and never went back" tells what happened
    (a verb the lexicon knows only as a past is no order)."""
    if not _EN_INSTR.match(core):
        return False
    told = _ALWAYS_NEVER.match(core)
    if told:
        forms = verb_forms(told.group("verb").lower())
        if forms and not any(f.tag == "VB" for f in forms):
            return False
    return True


# a question by inversion ("Is Rotterdam a nice place to live, do you think?"), and a company hiring (an opening
# weighed, not a workplace: "有个德国公司叫Voltaris在招…，你说要不要试试？")
_EN_INVERTED = pattern_cache.compile(r"^(?:is|are|was|were|do|does|did|can|could|should|would|will|have|has|am)\s+(?!you\b)\w+", _I)
_ZH_HIRING = pattern_cache.compile(r"在招|招聘|招人|猎头|(?i:hiring|recruit)")


_ASIDE = pattern_cache.compile(r"(?<=\S)\s*[(（][^)）]*(?:[)）]|$)")


def _told_then_asked(clause: Clause) -> bool:
    """A sentence that tells first and asks after, in a clause of its own that is a request or a question
    ("Belgrade 的房东要我签一年 lease, 押两个月, 这个 deposit clause 正常吗？")."""
    tail = re.split(r"[,，;；]|\s[—–-]\s|——", clause.sentence_text)[-1].strip()  # (a dash sets a request off too: "… — draft her a thank-you?")
    if tail == clause.sentence_text.strip() and clause.sentence_text.lstrip().startswith(clause.text):
        tail = clause.sentence_text.lstrip()[len(clause.text) :].strip()  # "Now that I'm an actuary do I have to…": cut unpunctuated
    # (a Chinese sentence that asks puts its question last: "老公的同事周六来家里吃饭，做几个菜好？")
    zh_asks_last = clause.asks and bool(_HAS_CJK.search(tail)) and not _ZH_Q_PATTERN.search(clause.text)
    return bool(tail) and tail != clause.text and (
        is_request(tail) or bool(_EN_Q.match(tail)) or bool(_ZH_Q_PATTERN.search(tail)) or zh_asks_last or bool(clause.asks and _EN_AUX_FIRST.match(tail))
    )


# a question by its word order: an auxiliary, then its subject ("do staff need a permit…?", "is the bin day still
# Thursday?"); not a modal one ("would I be any good at it?", "could I still afford…?"), which weighs a maybe
_EN_AUX_FIRST = pattern_cache.compile(r"^(?:do|does|did|is|are|was|were|can|will|has|have)\s+(?!not\b)[\w'’-]+\s+\w", _I)


# the user's own words, sent and now pasted or quoted: "I replied: '…'", "Pasting what I sent Dana: '…'",
# "me to Tash: '…'", "我刚回小林的：'…'", "我 reply 他：…", "回了我 cousin 一句：…"
_OWN_WORDS_SENT = pattern_cache.compile(
    r"\b(?:what i (?:sent|wrote|replied|texted|told \w+|said to \w+)|my (?:reply|answer|message|text|email|dm|response) to|"
    r"i (?:replied|answered|responded|wrote back|texted back|messaged back|told (?:him|her|them))|me to \w+)\b"
    # (the speaker's own "I" dropped: "Told Priya when she asked: '…'")
    r"|^(?:told|texted|messaged|answered|wrote to|replied to)\s+(?:(?-i:[A-Z])[\w'’-]+|him|her|them)\b"
    r"|我(?:刚|刚刚|就|也)?(?:回|回复|回了|(?i:reply|replied)|发给|跟\S{1,8}说|和\S{1,8}说)|(?:我|我的)(?:回复|回答)",
    _I,
)


# a reply rule told as what it was, not what it is: "the short answers were for the cave days", "以前都用英文回的"
_RULE_IN_THE_PAST = pattern_cache.compile(r"\b(?:were|was|used to|had been)\b|以前|之前|原来|当时", _I)


def _mode(clause: Clause, core: str, zh: bool) -> Mode:
    text = clause.text
    if clause.quoted:
        return "quoted"
    if _ADDRESSED.search(core):
        return "quoted"  # "AI assistant: from now on …" is text aimed at an assistant, not the user's rule
    if _EN_PLEASE.match(core) or _ZH_PLEASE.match(core) or _EN_PLEASE.match(text) or _ZH_PLEASE.match(text):
        return "pleasantry"
    if zh and _pleasantry_in_both(core):
        return "pleasantry"  # "see you 明天聊", "thanks 啦 晚安": small talk in two scripts
    from_now_on = bool(_EN_FNO.search(core) or (zh and _ZH_FNO.search(core)))  # "from now on", "以后": read once
    if from_now_on and _TO_ASSISTANT.search(_from_here(clause, core)) and (
        _REQUEST_TAG.search(core) or _EN_POLITE_ASK.match(core)
    ):
        return "instruction"  # "以后回答简短一点好不好", "could you keep replies short from now on?": a request, not a question
    # a sentence that asks: its asking clause — the last, or one shaped as a question; a statement before a
    # request stays one ("第一次拿到 Danube Rail 的 payslip, 扣了好多, 帮我看看…是什么？")
    told_before_asking = zh and not clause.last and not clause.first and not _ZH_Q.search(core)
    # …and an English statement between the sentence's start and its question ("…cancelled AGAIN and I live in
    # Clonakilty so I'm stuck — help me write to Bus Éireann?"): the speaker's own declarative, not the asking
    told_before_asking = told_before_asking or (
        not zh and not clause.last and not clause.first and not _EN_Q.match(core) and bool(_EN_I_STATE.match(core)) and "?" not in core
    )
    told_first = not clause.last and clause.first and (len(clause.text) > 12 or zh) and not _EN_Q.match(core) and not (zh and _ZH_Q.search(core)) \
        and not is_request(core) and not _EN_INVERTED.match(core) and not _ZH_HIRING.search(core) and _told_then_asked(clause)
    if clause.asks and not told_before_asking and not told_first and (clause.first or _EN_Q.match(core) or (zh and (_ZH_Q.search(core) or clause.last)) or len(clause.text) > 12):
        return "question"  # "Remind me, what time was my physio again?": the asking clause
    if (clause.first and _EN_Q.match(core) and not _EN_WH_CLAUSE.match(core)) or (zh and _ZH_Q.search(core)):
        return "question"
    if _EN_ASKED.search(core) or (zh and _ZH_ASKED.search(core)):
        return "question"  # "she asked where I trained", "她问我哪年毕业的": a question put to the user, not told
    if (_en_unreal(core) and not _EN_FNO.search(core)) or (zh and _ZH_HYPO.search(core)):
        return "hypothetical"
    if _rule_passed_on(core, zh):
        return "reported"  # "邹厂长说以后周报直接发给他": the rule is someone else's for the user, not the user's for the assistant
    if from_now_on and _TO_SOMEONE_ELSE.search(_from_here(clause, core)):
        return "assertion"  # "weekly report 以后要直接 send 给她": the user's own work handed to another person — a fact of their work, no rule for the assistant
    if _en_instruction(core) or (from_now_on and _TO_ASSISTANT.search(_from_here(clause, core))
                                 and not (zh and _own_life_from_now(_from_here(clause, core))) and not _becomes_from_now(core, zh)):
        return "instruction"
    if (_ABOUT_REPLIES.search(core) or (_DIRECTIVE.search(core) and not is_request(clause.sentence_text))) and _TOPIC_VALUE.search(core) \
            and not _EN_THIRD_PERSON.match(core) and not clause.asks and not _RULE_IN_THE_PAST.search(core):
        # a topic's value said of the assistant's replies ("actually longer answers are fine now") or asked for
        # ("Metric for everything, please", "Spelling 按 American spelling 来"): a rule — not what the rule was,
        # said as history ("the short answers were for the cave days"), nor the spec of one task ("Translate …
        # into Thai please", "帮我写个通知，一句话就行")
        return "instruction"
    if _SWITCH.search(core) and _TOPIC_VALUE.search(core) and not _EN_THIRD_PERSON.match(core) and (
        _SWITCH.match(core) or _RULE_WORDS.search(core)
    ):
        return "instruction"  # "改回中文", "体重还是用斤说吧", "switch to metric": a rule turned to a new value
    if _reacts(core, zh):
        return "pleasantry"  # "you're so talented!", "that's awesome", "I'm so proud of you": a reply, not a life
    if _OPINION_START.match(core):
        return "assertion"  # the user's own view, whatever it denies
    # an aside in brackets denies nothing of the clause: "i work for thames water now (don't laugh)"
    unbracketed = _ASIDE.sub(" ", core).strip() or core
    if _EN_NEG.search(_first_statement(_EN_NOT_DENYING.sub("", unbracketed))) or (zh and _zh_negated(unbracketed)):
        return "negated"  # "X's our manager and … half of us haven't left": the tail's negation is the tail's
    if _reports(core, zh):
        return "reported"
    if _en_future(core) or (zh and _ZH_FUT.search(core)):
        return "plan"
    return "assertion"


# a time of this very day or week, which a past verb has already filled ("met someone cute
# at the gym tonight", "finished the deck this weekend"), unlike "will"/"booked"/"tomorrow"
_SAME_DAY_TIME = pattern_cache.compile(r"\btonight\b|\bthis (?:weekend|morning|evening|afternoon|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b", _I)


def _en_future(core: str) -> bool:
    """An English clause told of a time to come — not one whose only future word is a time
    of the same day or week while its verb is in the past."""
    if not _EN_FUT.search(core):
        return False
    elapsed = _DUMMY_IT.match(core)
    if elapsed and elapsed.group("since"):
        core = core[elapsed.end("since") :]  # "It'll be ten years next summer since I graduated": the graduation is past
        if not _EN_FUT.search(core):
            return False
    if _EN_FUT.search(_SAME_DAY_TIME.sub("", core)):
        return True  # "will", "booked", "tomorrow": a plan whatever else
    for word in re.findall(r"[a-z]+", core.split(",")[0].lower())[:6]:
        tags = {f.tag for f in verb_forms(word)}
        if "VBD" in tags and not tags & {"VB", "VBZ"}:
            return False  # "met someone cute … tonight"
    return True


def _en_unreal(core: str) -> bool:
    """An English clause that tells of what is not (a wish, a condition, a dream), but not
    "'d" before a past participle ("before we'd even picked up the keys": had) nor a
    condition after a statement of fact ("the walk takes ten minutes if I don't stop")."""
    for m in _EN_HYPO.finditer(core):
        word = m.group(0).lower()
        if word.endswith("'d"):
            after = [w.lower() for w in _EN_WORDS.findall(core[m.end() :])[:3]]
            verb = next((w for w in after if w not in _HAD_ADVERBS), "")
            if any(f.tag == "VBN" for f in verb_forms(verb)) and not any(f.tag == "VB" for f in verb_forms(verb)):
                continue  # "we'd even picked up": had
        if word in ("if", "unless", "in case") and m.start() > 0:
            before = core[: m.start()]
            if _EN_WORDS.search(before) and not _EN_MODAL_BEFORE.search(before):
                continue  # a condition on a plain statement: the statement still stands
        return True
    return False


_HAD_ADVERBS = frozenset({"even", "already", "just", "never", "only", "barely", "hardly", "since", "long", "ever", "all", "both"})
_EN_MODAL_BEFORE = pattern_cache.compile(
    r"\b(?:would|could|might|should|may|will|shall|gonna|wanna|can)\b|['’](?:d|ll)\b|\b(?:wish|hope|dream|imagine|want)\w*\b|^\s*(?:and|but|or|so|even|only)?\s*$", _I
)


def _pleasantry_in_both(text: str) -> bool:
    """A clause in two scripts whose every run is small talk in its own language."""
    runs = [r.strip(" ,，!！~～.。") for r in _SCRIPT_RUNS.findall(text)]
    runs = [r for r in runs if r]
    return len(runs) > 1 and all(_ZH_PLEASE.match(r) if _HAS_CJK.search(r) else _EN_PLEASE.match(r) for r in runs)


_SCRIPT_RUNS = pattern_cache.compile(rf"[{CJK}]+[^A-Za-z]*|[^{CJK}]+")


def _reacts(core: str, zh: bool) -> bool:
    """A clause that answers the listener instead of telling anything: it is about them
    and nothing of the speaker's ("you did amazing", "你太厉害了"), it only evaluates
    "that" ("that sounds like a blast"), or the speaker's feeling is for the listener or
    for "that" ("I'm so happy for you", "I love that", "真替你高兴")."""
    if _weather_talk(core, zh):
        return True
    if zh:
        if _ZH_LISTENER_FIRST.match(core) and "我" not in core:
            return True
        return bool(_ZH_FOR_LISTENER.search(core) or _ZH_ACKNOWLEDGED.search(core)
                    or ZH_EVALUATIVE.fullmatch(re.sub(r"[\s,，!！。~～]+", "", core)))
    if _EN_LISTENER_FIRST.match(core) and not _EN_ME.search(core):
        return True
    if _EN_PRAISE.match(core) and not _EN_ME.search(core):
        return True  # "It's cool that you make desserts…", "so great how you…": praise of the listener
    words = [w.lower() for w in _EN_WORDS.findall(core)]
    if words and words[0] in _DEICTIC and all(w in EN_FUNCTION_WORDS or w in EN_EVALUATIVE or w in _SEEMS or w in _DEICTIC for w in words):
        return True
    if words and words[0] in _DEMONSTRATIVES:
        # "that painting is amazing", "those posters look great": the thing shown, evaluated
        verb = next((n for n, w in enumerate(words[:5]) if w in _COPULAS), None)
        if verb is not None and all(w in EN_FUNCTION_WORDS or w in EN_EVALUATIVE or w in _SEEMS for w in words[verb + 1 :]):
            return True
    return bool(_EN_FEELING_FOR.match(core))


def _weather_talk(core: str, zh: bool) -> bool:
    """The day's weather and nothing else: "Sun's out for once", "今天终于凉快一点了"."""
    if zh and _HAS_CJK.search(core):
        bare = re.sub(r"[\s,，!！。~～.]+", "", core)
        return bool(ZH_WEATHER_CLAUSE.fullmatch(bare)) and bool(re.search(ZH_WEATHER_WORD, bare))
    words = [w.lower().replace("’", "'") for w in _EN_WORDS.findall(core)]
    if not words or _EN_ME.search(core) or not any(w in _WEATHER_NAMED for w in words):
        return False
    return all(w in EN_WEATHER_WORDS or w in EN_FUNCTION_WORDS or w in EN_EVALUATIVE for w in words)


# words a weather clause is framed by, which alone say nothing of the weather
_WEATHER_FRAME = frozenset({"finally", "once", "morning", "afternoon", "evening", "day", "week", "weekend", "bit", "outside", "degrees"})
_WEATHER_NAMED = EN_WEATHER_WORDS - _WEATHER_FRAME  # the words that say something of the weather

_DEMONSTRATIVES = frozenset({"that", "this", "those", "these", "your"})
# liking a part of the thing just reacted to: "I love the color and texture", "I like the way it turned out"
_LIKES_THE_THING = pattern_cache.compile(
    r"^(?:i|we)\s+(?:(?:really|just|absolutely|totally|also|so)\s+)*(?:love|like|adore|dig)\s+(?:the|that|this|those|these|their|his|her|its)\b", _I
)
_COPULAS = frozenset({"is", "are", "was", "were", "looks", "look", "sounds", "sound", "seems", "seem", "must", "'s"})
_EN_WORDS = pattern_cache.compile(r"[a-z0-9][a-z0-9'’]*", _I)
_DEICTIC = frozenset({"that", "that's", "thats", "this", "it", "it's", "these", "those", "sounds", "looks", "what", "how", "so", "such"})
_SEEMS = frozenset({"sounds", "sound", "looks", "look", "seems", "seem", "must", "wow", "omg", "yay", "like", "hear", "idea", "plan",
                    "news", "job", "work", "effort", "achievement", "experience", "time", "blast", "thing"})  # fmt: skip
_EN_PRAISE = pattern_cache.compile(
    r"^(?:it['’]?s|that['’]?s|this is|so|how|it is|that is)\s+(?:(?:so|really|super|very|just|truly|totally|pretty)\s+)*[a-z]+\s+(?:that|how|to see|to hear)\s+(?:you|your)\b",
    _I,
)
_EN_LISTENER_FIRST = pattern_cache.compile(r"^(?:you|you['’](?:re|ve|ll|d)|your|ur|u)\b", _I)
_EN_ME = pattern_cache.compile(r"\b(?:i|i['’]m|i['’]ve|i['’]d|i['’]ll|me|my|mine|we|our|us)\b", _I)
_EN_FEELING_FOR = pattern_cache.compile(
    r"^(?:i|we)(?:['’]m|['’]re| am| are)?\s+(?:(?:so|really|very|super|just|truly|totally|always|also|too|all|soo+)\s+)*"
    r"(?:(?:happy|glad|proud|excited|thrilled|sorry|stoked|grateful|thankful|impressed|amazed|inspired)\s+(?:for|of|about|to hear|to see|that you|you)\b"
    r"|(?:love|like|adore|appreciate|admire|enjoyed|loved)\s+(?:you|your|how you|the way you|hearing that|seeing that)\b"
    r"|(?:love|like|adore|appreciate|admire|enjoyed|loved)\s+(?:that|it|this|those|these)(?:\s+(?:so much|a lot|too|as well))?\s*$"
    r"|(?:can['’]?t|cannot) wait to (?:see|hear|read|try|meet)\b|hope (?:you|it|that|so)\b|(?:bet|know|agree|understand|see)\b"
    r"|believe in (?:you|your|u)\b)",
    _I,
)
_ZH_LISTENER_FIRST = pattern_cache.compile(r"^(?:你|您)(?!们)")
# acknowledging what the listener said ("植物园和环岛路都记下了", "收到了") and the weather of the day
_ZH_ACKNOWLEDGED = pattern_cache.compile(r"^(?:好的?|嗯+|行)?[，, ]*(?:[^，,。\s]{0,4}?(?:都|也|我))?(?:记下|记住|收到|知道|明白|了解|懂)(?:了|啦|喽|哈)[!！~～。.]*$|^(?:你|您)?(?:真的|真是|真)?帮(?:了)?(?:我)?(?:个)?大忙(?:了|啦)?|^(?:辛苦|麻烦)(?:你|您)?了|^多亏(?:了)?(?:你|您)|^(?:今天|今儿|这两天|最近)?的?天气(?:真|很|挺|好|太|还)?(?:不错|好|差|热|冷|闷|棒|舒服|晴朗)(?:了|啊|呀)?$")
_ZH_FOR_LISTENER = pattern_cache.compile(r"(?:为|替)(?:你|您)(?:感到)?(?:高兴|开心|骄傲|自豪|难过)|恭喜(?:你|您)?|(?:你|您)(?:真|太|好|也太)(?:棒|厉害|牛|强|优秀|有才)")


# negations that deny nothing of what follows: "still can't believe we met at…" asserts the meeting
_EN_NOT_DENYING = pattern_cache.compile(r"\b(?:can['’]?t|cannot|couldn['’]t) believe\b|\b(?:am|'m|’m|is|are|was|were|still|quite)\s+not (?:quite |really |yet )?used to\b|\b(?:not|never) (?:get|getting|got) used to\b|\bcan['’]?t get used to\b|\bnever (?:thought|expected|imagined)\b|\bdidn['’]t (?:expect|think)\b|\bno doubt\b|\bnot gonna lie\b|\bnot only\b", _I)
# where an English clause's first statement ends: what a negation after it denies is not the first
# (a subordinate clause ends it whoever its subject: "takes ten minutes if I don't stop")
_EN_MAIN = pattern_cache.compile(r"\s+(?:(?:and|but|so|which|who|that)\s+(?!i\b)|(?:because|when|while|since|though|although|if|unless)\s+)", _I)


# "…and I" after a statement with its verb starts a statement of its own ("It's addressed to me at my new place in
# Cardiff and I do not understand…"); before any verb it joins a subject ("Tom and I aren't married")
_AND_I = pattern_cache.compile(r"\s+and\s+i\b", _I)
_FINITE = pattern_cache.compile(r"\b(?:is|was|are|were|am|have|has|had|do|does|did|got|moved|started|live|work)\b|['’](?:s|re|m|ve)\b|\b\w+ed\b", _I)


def _first_statement(core: str) -> str:
    """An English clause's first statement: what a negation after it denies is not the first."""
    first = _EN_MAIN.split(core, 1)[0]
    joined = _AND_I.search(first)
    return first[: joined.start()] if joined and _FINITE.search(first[: joined.start()]) else first


def _zh_negated(core: str) -> bool:
    # "我 18年12月 离开 Lumen 的时候那个 startup 已经快发不出工资了": a when-clause is presupposed;
    # a negation after it denies what follows, not the leaving
    # (and "我们2015年毕业那届的快十年没见了": the class of a year, "认识那会儿": the time of a deed)
    core = re.split(r"的时候|那时候|那会儿?|那阵子?|那一?届", core, maxsplit=1)[0]
    # "箱子拆了一半就不想动了": what was done comes first; the 就 after it starts another
    # predicate, and a negation there denies only that one
    core = re.split(r"(?<=了)[^，。不没]{0,4}?就(?=不|没)", core, maxsplit=1)[0]
    # "搬过来一个礼拜了什么都没办", "结婚三年了都没吵过": a time gone by since it was done, then what has not been
    # done since — the negation is the later predicate's
    core = re.split(r"(?<=了)(?=[^，。不没]{0,4}?(?:什么|啥|哪儿|哪里|谁)?(?:都|还|也)(?:不|没))", core, maxsplit=1)[0]
    # "我现在不是在临川一中上班嘛": 不是 … 嘛 asks the listener to agree — it asserts, denies nothing
    core = re.sub(r"不是(?=[^，,。！？!?]*?嘛)", "", core)
    # "不" also sits inside ordinary words: 不错, 不过, 不少, 不用异地 (no longer needed: still an assertion)
    cleaned = re.sub(r"好不容易|不容易|没多久|不一会儿?|不禁|不错|不过|不少|不久|不到|不然|不同|不停|不行|不仅|不管|不得不|了不起|对不起|差不多|不用|受不了|忍不住|睡不好|舍不得|来不及|不太|不怎么|不知道|说不定|不安|不舒服|不开心|不爽|不好意思|没想到|没办法|没事|雷打不动|一丝不苟|不由得|不得了|不知不觉|不见不散|没完没了|不在乎|不一样", "", core)
    return bool(_ZH_NEG.search(cleaned))


_ZH_SAYING_MARKER = pattern_cache.compile(
    r"说白了|说实话|说真的|说起来|说到底|说来|老实说|说句实话|怎么说呢|不得不说|说实在的|话说|说了算|说话算数|说得算"
    # a thing "说是" due on a day: hearsay about the thing, no one's words passed on ("控制器说是11月20号到货")
    r"|(?<![他她我你们总工姐哥师傅人])说是(?=\s*(?:\d|[一二三四五六七八九十]+月|下周|下个?月|明天|后天|月底|年底))"
)


def reporter(core: str) -> str | None:
    """Who is reported, as the clause names them: the words before the verb of saying
    ("my landlord in Joburg" of "my landlord in Joburg says …"), or None."""
    zh = bool(re.search(f"[{CJK}]", core))
    if zh:
        core = _ZH_SAYING_MARKER.sub(lambda m: "　" * len(m.group(0)), core)
    m = (_ZH_REPORT if zh else _EN_REPORT).search(core)
    return core[: m.start()].strip() or None if m else None


def _rule_passed_on(core: str, zh: bool) -> bool:
    """A "from now on" inside another person's words: "my boss says from now on reports go to him"."""
    said = (_ZH_REPORT if zh else _EN_REPORT).search(core)
    fno = _ZH_FNO.search(core, said.end()) if zh and said else _EN_FNO.search(core, said.end()) if said else None
    return bool(fno) and _reports(core, zh) and said.group(0) not in ("提醒我", "听说") and _someone_opens(core[: said.start()].strip(), zh)


def _someone_opens(words: str, zh: bool) -> bool:
    """Whether ``words`` name another person: "邹文斌副厂长", "她", "老婆", "My boss", "Lena" — not
    "跟你" (the user telling the listener) nor "以后" (说 as "talk about")."""
    if zh and (zh_name_at(words) or words.startswith(ZH_PRONOUNS_OTHER) or _ZH_BARE_RELATION.match(words)):
        return True
    return bool(re.match(r"(?:my|our|his|her|their)\s+\w+|(?:he|she|they)\b|(?-i:[A-ZÀ-ÖØ-Þ])[a-zß-öø-ÿĀ-ſ]+", words, _I)) and not re.match(r"(?:i|you)\b", words, _I)


def _reports(core: str, zh: bool) -> bool:
    """Another person's words passed on: "Lily says…", "他说…"."""
    if zh:
        core = _ZH_SAYING_MARKER.sub(lambda m: "　" * len(m.group(0)), core)  # "说白了", "说实话": how the speaker puts it
    m = (_ZH_REPORT if zh else _EN_REPORT).search(core)
    if not m:
        return False
    before = core[: m.start()].strip().lower()
    if m.group(0) in ("听说", "据说") or re.match(r"(?:i )?(?:heard|hear) (?:that )?", core[m.start() :], _I):
        return True  # "听说 Kevin 在西雅图买了房": hearsay about someone, whoever tells it
    if not before or re.search(r"(?:^|\b)(?:i|i'd|i've|we)(?:\s+\w+)?$|我们?$", before):
        return False  # "I think…", "of course I said yes", "我觉得…": the user's own words
    if zh and re.match(r"我(?:跟|和|给|对)\S{1,4}$", before):
        return False  # "我跟她说现在的领导是赖秋萍": the user's own words, told to someone
    if zh and re.search(r"(?:跟|和|同|给|对)(?:你|您|大家)们?$", before):
        return False  # "就是跟你说一下啊我们已经搬到…": the user telling the listener, no one else's words
    if own_document_speaks(before):
        return False  # "my email signature says…", "我工牌上写的…", "a plate that says…": the user's own record
    if before in ("it", "this", "that") and re.search(r"\b(?:under|next to|beside|on) my name\b|\bmy (?:e-?mail )?signature\b|\bmy badge\b", core[m.end() :], _I):
        return False  # "it says CAD designer under my name in the email signature": the same record, named after
    if zh and m.group(0) in ("觉得", "认为"):
        if not _someone_opens(core[: m.start()].strip(), zh):
            return False  # "2018 年夏天离开中兴的时候还觉得自己疯了": the dropped subject is the user
    return True




def _relayed_about_user(core: str, zh: bool) -> str | None:
    """The part of "Jonas reminded me that we met…" that speaks of the user, if any."""
    m = (_ZH_REPORT if zh else _EN_REPORT).search(core)
    if not m:
        return None
    rest = core[m.end() :].lstrip(" ,:：")
    if zh:  # "说起2018年我们…": what is told, after its time
        rest = re.sub(r"^(?:起|到|过)?\s*(?:\d{2,4}\s*年|[今去前]年|那年|那时候?|当年)?\s*", "", rest)
    else:
        rest = re.sub(r"^(?:me\s+)?(?:\w+\s+){0,2}?(?:that\s+)", "", rest, flags=_I)
    if re.match(r"^(?:we|i|i'm|we're|my|our)\b", rest, _I) or rest.startswith(("我们", "我")):
        return rest
    return None


def _mode_of_relayed(text: str, zh: bool) -> Mode:
    if _EN_NEG.search(text) or (zh and _zh_negated(text)):
        return "negated"
    return "assertion"


def _tense(core: str, zh: bool) -> str:
    if _en_future(core) or (zh and _ZH_FUT.search(core)):
        return "future"
    if re.search(r"\b(?:was|were|did|had|went|used to|ago|last|before|\w+ed|growing up|as a (?:kid|child|teen))\b", core, _I) or (zh and re.search(r"了|过|曾|去年|前年|以前|之前|那时|小时候|当年|读书时|上学时", core)):
        return "past"
    return "present"


_OVER_EN = pattern_cache.compile(
    rf"\bused to\b|\b(?:formerly|previously|back then|back when|at the time)\b|\b(?:{EN_LIFE_STAGE})|"
    rf"\b(?:aged|at age|at the age of) (?:\d|{EN_AGE_WORDS})\b|"
    r"\b(?:i|we)\s+(?:once\s+|briefly\s+|previously\s+)?(?:lived|worked|stayed|was\s+(?:living|working|based)|was\s+(?:an?\s+)?(?-i:[a-z]+)\s+at)\b",
    _I,
)
_OVER_ZH = pattern_cache.compile(r"[一二两三四五六七八九十\d]+岁(?:多|半)?(?:时|的时候|那年|之前|以前|才|就)|以前|之前|曾经|曾在|小时候|当年|那时候?|原来(?:在|住|是)|过去(?:在|住|是)|早年|读书的?时候|上学的?时候|上大学的?时候"
    # a school stage as the time of a life: "小学才搬到温州", "初中那年搬去了成都", "高中时住在外婆家"
    r"|(?:上|读|念)?(?:幼儿园|小学|初中|高中|中学)(?:一年级|二年级|三年级|四年级|五年级|六年级|[一二三]年级)?(?:的时候|时候?|那年|那会儿?|才|就|毕业(?:前|后|那年)?)")
_STILL = pattern_cache.compile(r"\b(?:still|now|currently|since|have|has|'ve|'s been)\b|还在|仍然|依然|现在|目前|至今|一直")


# the doubt the extractor gives a state it reads as over ("I lived in York for five years, …"):
# governance dates its end, as for a state whose words say so
PAST_STATE = "a past state, told as history"


def told_as_over(text: str) -> bool:
    """Whether a state ("lives in", "works at") is told as one that has ended: "I used to
    live in Berlin", "我小时候住在成都", "I worked at Ikea until 2019" — history, which
    neither replaces nor contradicts what holds now."""
    return bool(_OVER_EN.search(text) or _OVER_ZH.search(text)) and not _STILL.search(text)


def with_speaker(claims: list[Claim], speaker: str) -> list[Claim]:
    """The claims of words another person said (an import's other speaker): about them
    where they speak of themselves."""
    out = []
    for c in claims:
        subject = speaker if c.subject == "user" else c.subject
        out.append(replace(c, speaker=speaker, subject=subject))
    return out
