"""Answers to security questions, however they are written down, in English and Chinese.

An answer is a short value tied to one of the standard questions (first pet, mother's
maiden name, the street you grew up on, 第一只宠物, 出生城市 …) and marked as its answer by
the words, the layout or the call around it. Talk about security questions ("I forgot my
security answer") yields nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import pattern_cache
from ._finding import Finding
from .benign import PASSWORD_MANAGERS, is_placeholder
from .needles import Needles

_I = re.IGNORECASE


# === security-question answers ================================================
#
# Answers to security questions, however they are written down.
#
# An answer is a short value tied to one of the standard questions (first pet, mother's
# maiden name, the street you grew up on, first car, 第一只宠物, 母亲的姓名, 出生城市 …) or to
# words that name a security question (security question/answer, secret question,
# 密保, 安全(提示)问题). It is found after:
#
# * an answer marker — "answer is", "A:", "答案：", "答：", "我填的是", "which I set as",
#   "I put" — or the question's "called"/"named" ("first pet was a rabbit called Toffee");
# * the question itself and a separator — "maiden name: Rossi", "第一辆车？ Nissan Micra",
#   "street I grew up on -> Elm Road", a question on one line and its answer on the next.
#
# Without words that name a security question, the question must be one of the standard
# ones and the value must be marked as its answer — so "my first car was red" and talk
# about security questions ("I forgot my security answer") yield nothing.


_CONTEXT = pattern_cache.compile(
    r"security (?:question|answer|q\b|qs\b|check|word|info)|secret (?:question|answer|q\b|word|phrase)|challenge (?:question|answer)|"
    r"question secr[èe]te|question de s[ée]curit[ée]|pregunta (?:de )?seguridad|pregunta secreta|sicherheitsfrage|mot secret|"
    r"memorable (?:word|information|info|answer|name|place|date|question)|verification question|phone (?:check|verification)|"
    # a secret question's table or form: "Question ⇥ Reply", "Section C: Secret question"
    r"\bquestion\b[ \t,|]+(?:reply|answer|response)\b|"
    r"recovery question|\bthey ask (?:me )?(?:for|about)|\b(?:they|it|the (?:bank|agent|line))(?:['’]ll| will)? ask\s+[\"“‘']|\bfor the [\"“‘'][^\"”’\n]{3,40}[\"”’'] question\b|\basks? (?:me )?(?:for|about) (?:my|the)|"
    r"密保|预留信息|安全(?:保护)?问题|安全問題|安全提示问题|密码提示问题|密码保护|预留问题|验证问题|保密问题|安全提问|"
    r"(?:找回|重置|忘记)密码(?:的|用的)?问题|(?:找回|重置|恢复)(?:账号|帐号|账户)?(?:的|用的)?问题|问的是|(?:客服|银行|app|网站)\s?(?:验证|核实)?问|"
    r"那一?题|这一?题|那道题|核对身份|核实身份|验证身份|身份核实|身份验证|\b(?:verify|verified|verifying|confirm|confirmed|check|checked) (?:my|your|his|her) identity\b|\bidentity check\b|"
    # a question put by whoever checks who one is ("客服问我…"), not by anyone ("新同事问我大学学的什么")
    r"(?:客服|银行|柜员|柜台|工作人员|接线员|客户经理|系统|页面|界面|屏幕|提示|它|app|网站|电话里|电话那头|运营商|人工)[^，,。\n]{0,8}?问我",
    _I,
)
_CONTEXT_NEEDLES = Needles(("预留信息", "identity", "身份", "security", "secret q", "secret a", "secret w", "secret p", "question secr", "question de s", "pregunta",
                    "sicherheitsfrage", "mot secret", "challenge", "memorable", "verification q", "phone check",
                    "phone verification", "recovery q", "they ask", "asks ", "ask me", "ask for", "ask about", "密保",
                    "安全问", "安全保护问", "安全問", "安全提", "密码提示", "密码保护", "预留问题", "验证问题", "保密问题", "密码的问题",
                    "密码问题", "找回", "重置", "恢复", "问我", "问的是", "验证问", "核实问", "app 问", "app问", "那题", "这题", "那道题", "那一题",
                    "这一题", "客服问", "客服 问", "银行问", "银行 问", "网站问", "网站 问"))  # fmt: skip

_EN_QUESTION = (
    r"(?:first|1st|childhood|oldest|eldest|favou?rite|dream|best|first ever)[ -](?:childhood[ -])?"
    r"(?:pet|dog|cat|car|school|job|teacher|kiss|concert|boss|employer|friend|best friend|street|house|home|album|"
    r"film|movie|book|food|dish|dessert|drink|fruit|flower|season|meal|team|sports team|football team|colou?r|band|singer|artist|city|place|holiday|"
    r"vacation|nickname|love|crush|manager|phone|girlfriend|boyfriend|hero|song|restaurant|toy|game|subject|"
    r"animal|sport|word|cartoon|character)(?:'s)?(?: name)?"
    r"|(?:make|model|brand)(?: and model)? of (?:your|my|the) first car"
    r"|(?:mother|mum|mom|mommy|mummy|father|dad|daddy|grand(?:mother|father|ma|pa|mum|mom)|granny|nan|spouse|wife|"
    r"husband|partner|sister|brother|sibling|oldest sibling|eldest sibling)'?s? (?:maiden name|middle name|"
    r"first name|last name|birthplace|home ?town|name|nickname|birthday)"
    r"|maiden name|pet'?s name|name of (?:your|my) pet|memorable (?:word|information|info)|memorable (?:place|name|date)(?=\s*[:：])"
    r"|street (?:I|you|we) (?:grew up|lived) (?:on|in)|childhood (?:street|address|home|friend|nickname|hero)"
    r"|street name (?:growing up|as a child)"
    r"|(?:city|town|place|hospital|country)(?: where)? (?:I|you) (?:was|were) born(?: in)?|(?:city|town|place) of birth|birth ?(?:city|town|place)"
    r"|(?:city|town|place|hospital|country) (?:were|was|did) (?:you|I) (?:born|grow up)(?: in)?"
    r"|(?:street|road|town|city|village) did (?:you|I) (?:grow up|live) (?:on|in)|(?:school|college) did (?:you|I) (?:go to|attend)"
    r"|birthplace|home ?town|(?:city |town |place )?where (?:your|my|our) (?:parents|mum and dad|mom and dad|mother and father) met"
    r"|(?:city |town |place )?where (?:mum and dad|mom and dad) met"
    r"|(?:primary|elementary|high|secondary|middle|junior|grade|first) school(?: (?:name|you attended))?"
    r"|(?:city|town|place) did (?:your|my) parents meet"
    # a question named by its topic, as people talk of a form: "the street question", "the pet one"
    r"|\bthe (?:pet|street|school|teacher|car|city|hometown|home town|nickname|maiden name|memorable word|birthplace) (?:one|question|q)\b"
    # …or by any topic of one's life ("the honeymoon question"), not a question's place in a list
    r"|\bthe (?!(?:same|next|last|first|other|security|secret|big|easy|hard|obvious|following|previous|interview|exam|test|final|bonus|trick|real|main|key|right|wrong|whole|only|one|that|this)\b)[a-z]{3,}(?:[ -][a-z]{3,})? question\b"
)
_ZH_QUESTION = (
    r"(?:小时候|童年)的?(?:外号|小名|绰号)|第一(?:只|个|條|条)?宠物(?:的名字|的名称|名)?|宠物的名字|宠物名|母亲的?(?:姓名|名字|娘家姓|生日)|妈妈的?(?:名字|姓名)|"
    r"父亲的?(?:姓名|名字|生日)|爸爸的?(?:名字|姓名)|出生(?:的)?(?:城市|地|医院|地点)|出生地|出生城市|"
    r"(?:小学|初中|中学|高中|大学)(?:的名字|名称|的名称|班主任|的班主任)?|最(?:喜欢|爱|喜爱)(?:吃|喝|看|听|玩|去)?的(?:老师|食物|书|电影|颜色|球队|歌手|"
    r"水果|运动|城市|动物|明星|歌曲|菜)|第一(?:辆|部)车|第一份工作|第一个老板|童年(?:好友|的好朋友|伙伴|外号|偶像)|"
    r"小时候(?:的外号|住的街道|的好朋友|的偶像|的绰号|住的地方)|配偶的?(?:名字|姓名|生日)|初恋(?:的名字)?|"
    r"最好的?朋友(?:的名字)?|父母(?:相识|认识)的(?:城市|地方)|你的偶像|祖母的名字|奶奶的名字|爷爷的名字|"
    r"第一(?:个|位)?(?:老师|班主任|同桌|偶像|朋友)(?:的名字)?|(?:小学|初中|高中)?班主任(?:的名字)?|(?:你的|我的|您的)?(?:家乡|老家|籍贯)"
)
# any of them asked by its name: "…班主任的姓名", "…的全名"
_ZH_QUESTION = rf"(?:{_ZH_QUESTION})(?:的?(?:姓名|名字|名称|全名))?"
# a standard security question (also read by the credential tables: a question column beside its answers)
QUESTION = pattern_cache.compile(rf"(?:{_EN_QUESTION})|(?:{_ZH_QUESTION})", _I)
# The same, for the lowercased text (a case-insensitive pattern this size is slow to scan).
_QUESTION_LOWER = pattern_cache.compile(rf"(?:{_EN_QUESTION.replace('(?:I|you', '(?:i|you')})|(?:{_ZH_QUESTION})")
_QUESTION_NEEDLES = (
    "the pet", "the street", "the school", "the teacher", "the car", "the city", "the nickname", "parents meet", " question", "first", "1st", "childhood", "oldest", "eldest", "favourite", "favorite", "dream", "best", "maiden", "pet", "memorable",
    "mother", "mum", "mom", "father", "dad", "grand", "granny", "nan", "spouse", "wife", "husband", "partner",
    "sister", "brother", "sibling", "street", "born", "birth", "home", "parents met", "school", "宠物", "母亲", "妈妈",
    "父亲", "爸爸", "出生", "小学", "初中", "中学", "高中", "大学", "最喜欢", "最爱", "最喜爱", "第一", "童年", "小时候", "配偶", "初恋",
    "最好的朋友", "最好朋友", "父母", "偶像", "祖母", "奶奶", "爷爷", "家乡", "老家", "籍贯",
)  # fmt: skip
_QUESTION_NEEDLE = Needles(_QUESTION_NEEDLES)
# Questions every official form asks too (where one was born, one's home town): a security
# answer only where something says it is one.
_DEMOGRAPHIC = pattern_cache.compile(
    r"(?:city|town|place|country)(?: where)? (?:I|you) (?:was|were) born(?: in)?|(?:city|town|place|country) of birth|birth ?(?:city|town|place)|birthplace|"
    r"home ?town|出生(?:的)?(?:城市|地|地点)|出生地|出生城市|(?:你的|我的|您的)?(?:家乡|老家|籍贯)",
    _I,
)
# The papers that ask those questions of everyone (a field of theirs is no security answer).
_OFFICIAL_FORM = pattern_cache.compile(
    r"\b(?:passport|visa|census|licen[cs]e|dmv|birth certificate|(?:application|registration|government|official) form)\b|护照|签证|户口|身份证|申请表|登记表", _I
)
# Questions that are only ever asked to check who you are.
_STRONG_QUESTION = pattern_cache.compile(r"maiden name|pet'?s name|name of (?:your|my) (?:first )?pet|宠物的名字|母亲的(?:姓名|名字|娘家姓)", _I)

# Markers after which the answer follows.
_MARKER = pattern_cache.compile(
    r"(?:\b(?:security |secret |challenge |my |the |your )?(?:answers?|response)\b(?:[^\n.:：?？]{0,40}?)(?:\s+(?:is|was|are|were)\b|\s*[:：=]|\s*->|\s*→|\s+-\s|\s*(?:是|为)(?=\s*\S))"
    # a bank's "memorable" item, asked for and told ("asks for the memorable date it's …", "his memorable place
    # and he said …", "memorable place -> …") — not a trip's memorable place ("a memorable place", "most memorable")
    r"|\b(?:(?:security|secret|memorable) (?:word|phrase|info(?:rmation)?)\b|(?<!\ba )(?<!\ban )(?<!most )(?<!more )memorable (?:name|place|date|day|year|person)\b)"
    r"[^\n.:：]{0,40}?(?:\s+(?:is|was)\b|\s*[:：=]|\s*(?:->|→|=>)|\s*(?:是|为)(?=\s*\S)|[,.]?\s*(?:it['’]s|it is|that['’]s)\b|(?:,\s*|,?\s+and\s+)(?:he|she|they|I|we|mum|mom|dad)\s+(?:said|says|say|gave|gives|answered|answers|put|puts)\b)"
    r"|(?<![A-Za-z])A\s*[:：]|[,;]\s*(?:it['’]s|it is|it was|that['’]s|that is)\s+(?=(?-i:[A-Z0-9])|[\"'“‘])"
    r"|\b(?:which|that|and) I(?:['’]d|\s+had)? (?:set|put|entered|gave|used|chose|picked|wrote|typed|answered|said|registered)\b"
    r"(?:[^\n.,;:]{0,24}?\b(?:as|to|was|is)\b)?"
    r"|\b(?:I\s+)?set (?:every|all|each)(?: single| one| of (?:my|the|them)| my| the| of)? (?:(?:security|secret) )?(?:questions?|ones?) (?:to|as)\b"
    # (in any tense, by the speaker or the family: "I have always given Mrs Adebayo", "we put Cork on everything")
    r"|\b(?:I|we)(?:['’]ve| have| had)? (?:always |just |usually |actually |really |then |finally |eventually |originally )?(?:set|put|entered|gave|given|used|chose|chosen|picked|wrote|written|typed|answered|answer|said|say|registered|told|went with|gone with|go with)\b(?: it| down| the answer| that| them| him| her| the bank| the agent)?(?:\s*[:：])?"
    r"|\b(?:she|he|they|we|mum|mom|dad|gran)\s+(?:set|put|chose|picked|made)\s+(?:it|that|the answer)\s+(?:to|as)\b"
    # (whoever set it up: "When you registered you gave 25/06/1979", "she always uses boxty for the … question")
    r"|(?<!\bwhat )(?<!\bthat )\b(?:you|she|he|they|mum|mom|dad|gran|grandma|grandad)(?:['’]ve| have| had)? (?:always |just |usually |originally )?(?:gave|given|used|uses|use|put|puts|entered|chose|picked|answered|answers)\b(?=\s+\S)"
    r"|\b(?:it|they|the (?:site|portal|app|bank|form))\s+wants\b(?=\s+(?!(?:me|you|us|to|a|an|the|my|your)\b)\S)"
    r"|[,;]\s*(?:and\s+|then\s+)?(?:gave|answered|said)\b(?:\s+(?:them|it))?(?=\s+(?-i:[A-Z0-9])|\s*[\"'“‘])"  # a note's dropped subject: "…maiden name, gave Oyelaran"
    r"|\b(?:told|gave) (?:them|him|her|the bank|the agent)\b"
    r"(?:[^\n.,;:]{0,24}?\b(?:as|to)\b)?"
    r"|答案[^\n。；;]{0,8}?(?:是|为|為|:|：|——|—|->|→)|答案(?=\s*\S)|答\s*[:：]|回答[是为:：]"
    r"|我?(?:填|写|寫|设|設|选|答|用)(?:的|了)?(?:是|为|為|成)|我?设置(?:的)?(?:是|为|成)|设成了?|填了|写了|我(?:说|答|回)了|我说的是|"
    # a turn of a call: "Agent: '…street you grew up on?' Me: 'Wharf Lane'", "他问…，我说 Szymanski"
    r"(?<![A-Za-z])me\s*[:：]\s*[\"'‘“]?|我(?:就)?(?:说|答|回答)(?=\s*[A-Za-z\u4e00-\u9fff])|(?m:^)[ \t]*我\s*[:：]\s*|"
    # the caller's turn of a call to a bank ("AGENT: …first school?⏎CALLER: St Hugh's High."); "我写 Kingston College"
    r"(?m:^)[ \t]*(?:caller|customer|client|member|account holder)\s*[:：]\s*[\"'‘“]?|我(?:就)?(?:填|写|寫)(?=\s+[A-Za-z\u4e00-\u9fff])|"
    # a form's answer field, its label then the value after a wide gap: "Your reply  kia pride"
    r"(?m:^)[ \t]*(?:your\s+|my\s+)?(?:reply|answer|response)[ \t]{2,}|"
    r"(?:填|写|寫|设|設)的(?=\s*\S)|(?:你|我)?就?填咗|(?:你|我)就填(?=\s*\S))\s*",
    _I,
)
# where security questions are set: an account, a site, an app, a bank, an insurer, a tax office
_SERVICE = pattern_cache.compile(
    r"\b(?:site|website|app|account|portal|insurance|insurer|bank(?:ing)?|credit union|tax office|pension|setup|set up|sign[- ]up|recovery|login|log-in|profile|"
    r"(?:password |account )?reset|hint|broker|building society|e-?mail provider)\b|"
    r"网站|官网|保险|银行|账户|账号|帐号|注册|设置|找回|重置|(?i:app)",
    _I,
)
_EXPLICIT_ANSWER = pattern_cache.compile(r"\s*(?:(?:security |secret |challenge |my |the )?answers?\b|A\s*[:：]|答案|答\s*[:：]|回答)", _I)
# The question asked as one ("What was the name of your first pet?", "你的出生地是哪里？").
_ASKED = pattern_cache.compile(r"(?:^|[.!?。！？]\s*|\bq\s*[:：]\s*)(?:what|which|who|where|in what|name)\b[^\n?？]*$|什么|哪|谁|啥", _I)
_ASKED_WHICH = pattern_cache.compile(r"\b(?:asked|asks|wanted to know|wants to know|checked|confirmed)\b(?:\s+(?:me|him|her|us))?\s+(?:for\s+)?(?:which|what|the|my|his|her|where)?\s*$", _I)
_CALLED = pattern_cache.compile(r"\b(?:called|named|name was|name is|名叫|叫做|叫(?!什么|啥))\s*", _I)  # "叫什么" asks
_SEPARATOR = pattern_cache.compile(r"(?:\s*(?:[:：=|]|\?|？|->|→|=>|——|—|–|--|\s-\s|\.{3,}|…+|_{3,}|」|』|”|\bis\b|\bwas\b|是|为|(?:你)?(?:叫什么|是什么|是谁|是哪里|在哪|叫啥)(?:名字)?)\s*)+", _I)
_ANSWER_LABEL = pattern_cache.compile(r"[ \t]*(?:回答|答案|答|answer|reply|response|a|r)[ \t]*[:：][ \t]*", _I)
# a question's number opening its line, under words that name security questions ("【密保设置】⏎问题2 你最爱吃的菜⏎小笼包")
_NUMBERED_QUESTION = pattern_cache.compile(r"[ \t]*(?:问题|question|q)[ \t]*(?:\d{1,2}|[一二三四五六七八九十])[ \t]*[.:：)）、]?[ \t]*(?:你|您|your)?[ \t]*$", _I)
_QUESTION_LABEL_BEFORE = pattern_cache.compile(r"(?:\b(?:secret|security|memorable|verification)[ \t]+(?:question|q)s?|密保(?:问题)?|安全问题)[ \t]*(?:[:：=]|->|→|[—–-])?[ \t]*$", _I)
_LABELLED_QUESTION = pattern_cache.compile(
    r"(?:\b(?:secret|security|recovery|verification|memorable)[ \t]+(?:questions?|q)\b|\bquestion secr[èe]te\b|\bpregunta (?:de )?seguridad\b|\bsicherheitsfrage\b"
    r"|密保(?:问题)?|安全问题|验证问题|(?m:^)[ \t]*(?-i:Q)[ \t]*[:：.])[^\n:：→=]{0,24}?[:：]?[ \t]*"
    # (the arrow may open the next line: "密保问题：您最喜欢的一本书？⏎→ 西游记")
    r"(?P<q>[^\n:：/→=-]{2,40}?)(?:[ \t]*(?:→|->|=>|▸|►|[ \t]=[ \t]|[ \t]/[ \t]|[ \t]--?[ \t]|[ \t]?[—–][ \t]?)|[ \t]*\n[ \t]*(?:→|->|=>|▸|►))[ \t]*(?P<a>(?:[^\n,，。;；/→+.]|\.(?![ \t]|$)){1,40})",
    _I,
)
# Words near a question that say it is being answered ("that's the answer they have").
_NEAR_ANSWER = pattern_cache.compile(r"\banswer(?:s|ed)?\b|\bsecurity\b|\btyped (?:exactly|it|in)\b|\bcapitals and all\b|\bcase[- ]sensitive\b|\bverif\w*|\bidentity\b|\baccounts?\b|\bbank\b|\bsecret q(?:uestion)?s?\b|答案|密保|安全|验证|核实|身份(?!证)|账户|账号", _I)

_EN_STOP = {
    "the", "that", "which", "for", "because", "so", "but", "and", "okay", "ok", "lol", "in", "on", "at", "is", "was",
    "as", "from", "since", "it's", "that's", "btw", "haha", "i", "my", "just", "then", "if", "with", "by", "to", "of",
    "or", "when", "who", "not", "also", "too", "though", "remember", "dont", "don't",
}  # fmt: skip
_NOT_AN_ANSWER = {
    "a", "an", "the", "same", "it", "this", "that", "unknown", "none", "n/a", "na", "nothing", "secret", "answer",
    "question", "questions", "hidden", "private", "forgotten", "forgot", "lost", "different", "random", "set",
    "changed", "reset", "updated", "wrong", "right", "correct", "incorrect", "see", "ask", "in", "on", "at", "stored",
    "saved", "kept", "written", "what", "which", "who", "where", "when", "how", "why", "there", "here", "yes", "no",
    "my", "your", "his", "her", "their", "our", "to", "for", "is", "was", "be", "not", "also", "again", "memorised",
    "memorized", "remembered", "nowhere", "always", "never", "something", "anything", "easy", "hard", "obvious",
    "fake", "made", "up", "gibberish", "being", "getting", "asked", "asking", "used", "using", "can't", "cannot",
    "dont", "don't", "didn't", "i", "we", "they", "he", "she", "if", "whatever", "one", "some", "mine", "yours",
    "hers", "his", "ours", "theirs", "lol", "haha", "idk", "dunno", "hmm", "um", "uh", "well", "oh",
}  # fmt: skip
_ZH_NOT_AN_ANSWER = pattern_cache.compile(r"^(?:什么|啥|忘了|忘记|不记得|同一个|一样|随便|保密|秘密|空|无|没有|不知道|问题|答案|密码|已|在|存|见|还没|没填|没设|未填|未设|待定|[（(]没)")
_HAN = pattern_cache.compile(r"[\u3400-\u9fff]")
_EN_WORD = pattern_cache.compile(r"[^\s,.;!?()（）。，；！？、\"“”'‘’<>|\[\]]+(?:['’.][^\s,.;!?()（）。，；！？、\"“”'‘’<>|\[\]]+)*")


def _value(text: str, pos: int, limit: int) -> tuple[int, int] | None:
    """The answer starting at ``pos`` (at most to ``limit``): a quoted string, a run of
    Chinese characters, or up to four words before a stop word or punctuation; a form's
    field in brackets ("[ Toyota Tercel ]") is its content."""
    if pos < limit and (pos == 0 or text[pos - 1] == "\n"):  # an answer on a line of its own, quoted or bulleted ("> The Hobbit", "- 红星小学")
        marker = re.match(r"[ \t]*(?:>|»|•|·|\*|-|–|—|→|->|=>)[ \t]*(?=\S)", text[pos:limit])
        pos += marker.end() if marker else 0
    field = re.match(r"[ \t]*\[[ \t]*(?P<v>[^\[\]\n]{1,60}?)[ \t]*\]", text[pos:limit])
    if field:
        return pos + field.start("v"), pos + field.end("v")
    while pos < limit and text[pos] in " \t\"“‘'「『":
        quote = text[pos]
        pos += 1
        if quote in "\"“‘'「『":
            close = {"\"": "\"", "“": "”", "‘": "’", "'": "'", "「": "」", "『": "』"}[quote]
            end = text.find(close, pos, min(limit, pos + 60))
            if end > pos:
                return pos, end
    if pos >= limit:
        return None
    if _HAN.match(text, pos):
        m = pattern_cache.compile(r"[^\s,.;!?()（）。，；！？、\"“”<>|]{1,16}").match(text, pos, limit)
        return (pos, m.end()) if m else None
    end, count = pos, 0
    for m in _EN_WORD.finditer(text, pos, limit):
        if text[end : m.start()].strip(" \t") or (m.start() > pos and "\n" in text[end : m.start()]):
            break
        word = m.group(0)
        if count and (word.lower() in _EN_STOP or word in ("—", "–", "-", "->", "→")):
            break
        if word in ("—", "–", "-", "->", "→", "=", ":"):
            break
        end, count = m.end(), count + 1
        if count == 4:
            break
    return (pos, end) if end > pos else None


def _acceptable(value: str) -> bool:
    low = value.lower().strip()
    if not re.search(r"\w", low):
        return False  # punctuation ("表格上填的：")
    if re.fullmatch(r"[a-z_][\w-]*:", low):
        return False  # a field's name ("issue_type:"), not its value
    if not low or low in _NOT_AN_ANSWER or is_placeholder(value) or low in PASSWORD_MANAGERS:
        return False
    first = low.split()[0]
    if first in _NOT_AN_ANSWER and len(low.split()) == 1:
        return False
    if first in _EN_STOP and not _HAN.match(value):
        return False  # "'mother's maiden name' — and I still haven't picked answers": the sentence goes on
    if first in ("in", "on", "at", "see", "ask", "stored", "saved", "kept", "written", "the", "same", "not", "my", "your"):
        return False  # where it is, not what it is
    if first in ("our", "their", "his", "her") and value.strip()[:1].islower():
        return False  # "the memorable date was our first night there": told of, not an answer ("Our Lady of Lourdes" is a name)
    if first in ("we're", "we’re", "we", "i'm", "i’m", "you're", "they're", "he's", "she's", "we've", "i've", "no", "nope"):
        return False  # "asks for my wife's name — we're not married, …": the sentence goes on about it, no answer
    if first in ("called", "named", "known", "changed", "reset", "asked", "used", "set"):
        return False  # "what my first pet was called.": a participle, the sentence about it goes on
    if QUESTION.fullmatch(value) or _CONTEXT.search(value) or _ZH_NOT_AN_ANSWER.match(value):
        return False
    if re.search(r"password manager|1password|bitwarden|lastpass|keychain|密码管理", low):
        return False
    return True


def _trim_article(text: str, start: int, end: int) -> tuple[int, int]:
    m = re.match(r"(?:(?:them|him|her|the bank|the agent)\s+)?(?:(?:a|an|the|my)\b)?\s*", text[start:end], _I)  # not the "a" of "and"
    return (start + m.end(), end) if m and start + m.end() < end else (start, end)


def _windows(lowered: str, needles: tuple[str, ...], before: int, after: int) -> list[tuple[int, int]]:
    """Merged ranges of ``lowered`` around each occurrence of the needles."""
    spans = []
    for needle in needles:
        pos = lowered.find(needle)
        while pos >= 0:
            spans.append((max(0, pos - before), min(len(lowered), pos + len(needle) + after)))
            pos = lowered.find(needle, pos + 1)
    merged: list[tuple[int, int]] = []
    for lo, hi in sorted(spans):
        if merged and lo <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(hi, merged[-1][1]))
        else:
            merged.append((lo, hi))
    return merged


# a form's field named by its question ("the 'favourite teacher' box", "「第一只宠物」那一栏"), and what was typed into it
_FIELD_AFTER = pattern_cache.compile(r"(?:['’\"”」』]\s*)?(?:\s+(?:box|field|slot|blank|line|question|one)\b|\s*(?:那一?栏|这一?栏|一栏|栏|输入框|框|空))", _I)
_TYPED_INTO = pattern_cache.compile(
    r"\b(?:typed|type|entered|enter|put|putting|wrote|write|filled in|keyed in|used|use|using|chose|choose|picked|pick|went with|go with)\s+(?P<v>[^\n'\"‘“]{1,40}?)\s+(?:in|into|for|under|as)\s+(?:the|my|their|that)\s+['‘\"“]?$"
    r"|把\s*(?P<z>[^\s，。,]{1,16}?)\s*(?:填|写|寫|输|輸|打)(?:进|到|在|入|進)了?(?:了)?\s*[「『“\"']?$",
    _I,
)
_SET_VERB_BEFORE = pattern_cache.compile(r"\b(?:set|changed|put|made|switched)\s+(?:(?:the|my|our|its)\s+)?['‘\"“「『]?$", _I)
_SET_TO = pattern_cache.compile(r"['’\"”」』]?\s*(?:(?:one|question|answer|box|field)\s+)?(?:to|as)\s+", _I)
_BESIDE = pattern_cache.compile(r"[ \t]+(?=\S)")
# a name or a thing, not the sentence going on ("… first school are weak", "… 我忘了")
_NAME_LIKE = pattern_cache.compile(r"[A-Z]|(?![我你他她它是不没也都很就还又才在有要会能想])[\u3400-\u9fff]")
_ANSWER_ENDS = pattern_cache.compile(r"\s*(?:[，,；;、。.]|$)")
_A_FORM = pattern_cache.compile(r"\b(?:form|forms|paperwork|application|questionnaire)\b|表格?|申请|问卷", _I)
_TOPIC_QUESTION = pattern_cache.compile(r"the [a-z -]+ question", _I)
_QUIZ = pattern_cache.compile(r"\b(?:quiz|trivia|exam|homework|test|puzzle|crossword|interview|class|lesson|teacher asked)|测验|考试|作业|面试", _I)
_BARE_SCHOOL = pattern_cache.compile(r"小学|初中|中学|高中|大学")
_STUDY_VERB = pattern_cache.compile(r"\s*(?:时|的时候|那会|期间)?\s*(?:学|读|念|上的|考|毕业|选|修|主修|专业|认识|谈)")


def _for_a_service(text: str, start: int, stop: int, sep: str) -> bool:
    """A question set down as a label with its answer, for a service named on the same line:
    "childhood best friend = Little Raj (building society phone banking)" — a note kept for
    the day the bank asks."""
    line = text[text.rfind("\n", 0, start) + 1 : stop]
    if _DEMOGRAPHIC.match(text, start) and _A_FORM.search(line) and not _NEAR_ANSWER.search(line):
        return False  # "the practice insurance form — place of birth: Bolton": a form's field, asked of everyone
    return sep.strip() in ("=", ":", "：", "→", "->", "=>") and bool(_SERVICE.search(line))


# a question and its answer as two keys of a record ("security_q_1: childhood best friend⏎
# security_a_1: Tilly Okoro", "[recovery]⏎question = …⏎reply = Delancey"): the answer by its key
# the question in brackets after the words that name it, the answer after a colon: "QQ 密保（爷爷的职业）：磨刀师傅",
# "security question (first car): Corolla"
_BRACKETED_QUESTION = pattern_cache.compile(
    r"(?:\b(?:secret|security|memorable|verification)[ \t]+(?:questions?|q)\b|密保(?:问题)?|安全问题|验证问题)[ \t]*[（(](?P<q>[^）)\n]{2,30})[）)][ \t]*[:：][ \t]*(?P<a>[^\n,，。;；/|]{1,40}?)(?=[ \t]*(?:$|\n|[,，。;；]))",
    _I,
)
_KEYED_ANSWER = pattern_cache.compile(
    r"(?im)^[ \t]*[\w.-]*(?:question|_q)(?:[_-]?\d+)?[ \t]*[:=][ \t]*(?P<q>\S[^\n]*)\n[ \t]*[\w.-]*(?:answer|reply|_a)(?:[_-]?\d+)?[ \t]*[:=][ \t]*[\"']?(?P<a>[^\n\"']{1,60})"
)


def scan_answers(text: str) -> Iterator[Finding]:
    """Answers marked as answers (``_marked_answers``) and answers linked to their
    question's topic (``_linked_answers``), over one reading of the text's context and questions."""
    lowered = text.lower()
    context = bool(_CONTEXT_NEEDLES.found_in(lowered)) and bool(_CONTEXT.search(text))
    # (case-sensitive patterns over the lowercased text where its offsets hold: an ignore-case scan is slow)
    same_offsets = len(lowered) == len(text) and "\u017f" not in text and "\u0131" not in text and "\u212a" not in text
    questions: list[re.Match[str]] = []
    if _QUESTION_NEEDLE.found_in(lowered):
        if not same_offsets:
            questions = list(QUESTION.finditer(text))
        elif len(text) < 400:
            questions = list(_QUESTION_LOWER.finditer(lowered))
        else:  # a long text: only around the words a question is made of
            for lo, hi in _windows(lowered, _QUESTION_NEEDLES, 40, 80):
                questions.extend(m for m in _QUESTION_LOWER.finditer(lowered, lo, hi) if not questions or m.start() >= questions[-1].end())
    yield from _marked_answers(text, lowered, context, questions)
    yield from _linked_answers(text, lowered, context, questions, same_offsets)


# a table whose header names a question column and an answer column ("Service⇥Holder⇥Question⇥Reply",
# "问题,答案"): each row's answer cell, where its question cell holds a question
_ANSWER_HEADER = pattern_cache.compile(r"^(?:question|q|secret question|security question|问题|密保问题)$", _I)
_ANSWER_COLUMN = pattern_cache.compile(r"^(?:answer|reply|response|a|答案|回答)$", _I)
_CELLS = pattern_cache.compile(r"\t|[ \t]*\|[ \t]*|[ \t]*,[ \t]*|[ \t]{2,}")
_EMPTY_CELL = pattern_cache.compile(r"^[-—–_/]*$|^(?:n/?a|none|无|没设|未设)$", _I)


def _answer_columns(text: str, context: bool) -> Iterator[Finding]:
    lines = text.split("\n")
    starts = [0]
    for line in lines[:-1]:
        starts.append(starts[-1] + len(line) + 1)
    for n, line in enumerate(lines):
        if not _CELLS.search(line):
            continue
        header = [c.strip().strip('"') for c in _CELLS.split(line.strip())]
        q_col = next((i for i, c in enumerate(header) if _ANSWER_HEADER.match(c)), None)
        a_col = next((i for i, c in enumerate(header) if _ANSWER_COLUMN.match(c)), None)
        if q_col is None or a_col is None or a_col <= q_col:
            continue
        for row, at in zip(lines[n + 1 :], starts[n + 1 :]):
            spans = _cell_spans(row)
            if len(spans) != len(header):
                break
            (qs, qe), (vs, ve) = spans[q_col], spans[a_col]
            question, value = row[qs:qe], row[vs:ve].strip('"')
            if _EMPTY_CELL.match(question) or _EMPTY_CELL.match(value) or not _acceptable(value):
                continue
            if not (context or _TOPIC.search(question) or QUESTION.search(question)):
                continue  # "question,answer⏎What is 2+2,four": a quiz's, not a security question's
            start = at + vs + row[vs:ve].find(value)
            yield Finding("security_answer", start, start + len(value), 0.85)
        return


def _cell_spans(row: str) -> list[tuple[int, int]]:
    spans, pos = [], 0
    for m in _CELLS.finditer(row):
        spans.append((pos, m.start()))
        pos = m.end()
    spans.append((pos, len(row)))
    return spans


def _marked_answers(text: str, lowered: str, context: bool, questions: list[re.Match[str]]) -> Iterator[Finding]:
    if "\n" in text and re.search(r"(?i:answer|reply|response)|答案|回答", text):
        yield from _answer_columns(text, context)
    for m in _BRACKETED_QUESTION.finditer(text) if context else ():
        value = m.group("a").strip()
        if _acceptable(value):
            yield Finding("security_answer", m.start("a"), m.start("a") + len(value), 0.85)
    if ("question" in lowered or "_q" in lowered) and "\n" in text:
        for m in _KEYED_ANSWER.finditer(text):
            value = m.group("a").rstrip(" .,;")
            if (context or QUESTION.search(m.group("q"))) and _acceptable(value):  # (not an FAQ's "question: how do I reset?")
                yield Finding("security_answer", m.start("a"), m.start("a") + len(value), 0.85)
    if not context and not questions:
        return
    if not context and len(questions) >= 2:
        # "出生城市 / Birth city: 开封 ⏎ 第一所学校: 红星小学": standard questions answered as a list
        labelled = [q for q in questions if re.match(r"[^\n:：→.…]{0,30}?(?:[:：→]|->|——|\.{3,}|…)\s*\S", text[q.end() : q.end() + 40])]  # (dotted leaders too)
        context = len({q.group(0) for q in labelled}) >= 2  # (one question said twice, a title and its text, is no list)
    found: list[tuple[int, int]] = []

    def line_end(pos: int) -> int:
        n = text.find("\n", pos)
        return len(text) if n < 0 else n

    def take(start: int, end: int, name: bool = False) -> None:
        start, end = _trim_article(text, start, end)
        value = text[start:end].strip()
        if re.match(r"\s*[?？]", text[end : end + 3]):
            return  # "成都还是重庆？": a question offering choices, not an answer
        if name and not (value[:1].isupper() or _HAN.match(value)):
            return  # "my mother's maiden name is a family joke": a name is written as one
        if _acceptable(value) and not any(s < end and start < e for s, e in found):
            found.append((start, end))

    # a school word followed by a verb tells when, not which school ("问我大学学的什么", "高中读的
    # 文科"): the question is of a subject studied, no security question
    questions = [q for q in questions if not (_BARE_SCHOOL.fullmatch(q.group(0)) and _STUDY_VERB.match(text, q.end()))]
    # "the capital question" of a quiz or an exam is asked to test knowledge, not who one is
    if questions and _QUIZ.search(text):
        questions = [q for q in questions if not _TOPIC_QUESTION.fullmatch(q.group(0))]
    if not context and not questions:
        return

    # 1. a question, then its answer ("called Toffee", ": Rossi", "？ Nissan Micra")
    for q in questions:
        stop = line_end(q.end())
        clause = text[q.end() : stop]
        called = _CALLED.search(clause[:60])
        told_of = re.search(r"\b(?:our|my|his|her|their)\s+$", text[max(0, q.start() - 8) : q.start()], _I) and not context
        if called and told_of and not _NEAR_ANSWER.search(text):
            called = None  # "Our first dog was called Teddy": a memory of a pet, asked by no one
        if called and not re.search(r"[.。;；!?！？]", clause[: called.start()]):
            span = _value(text, q.end() + called.end(), stop)
            if span:
                take(*span)
                continue
        # the question's own qualifier ("(the dog)", "那一栏"), never across a sentence's end
        qual = re.match(r"[^\n:：?？→=。！!；;]{0,30}?(?=\s*(?:[:：=?？→]|->|=>|——|—|–|\s-\s))", clause) or re.match("", clause)
        sep = _SEPARATOR.match(clause, qual.end())
        line_start = text.rfind("\n", 0, q.start()) + 1
        labelled = _QUESTION_LABEL_BEFORE.search(text, line_start, q.start()) or (context and _NUMBERED_QUESTION.match(text, line_start, q.start()))
        if not labelled and line_start and not text[line_start : q.start()].strip(" \t您你的"):
            # a screen's heading on the line above ("安全中心 › 密保问题⏎您初中班主任的姓名⏎张老师"): the question
            # opens its own line, its answer the next
            labelled = _QUESTION_LABEL_BEFORE.search(text, text.rfind("\n", 0, line_start - 1) + 1, line_start - 1)
        if not sep and not clause.strip() and labelled:
            # "secret question = primary school⏎Greenholm Primary": the labelled question ends its line, the answer is the next
            label = _ANSWER_LABEL.match(text, stop + 1) if stop < len(text) else None  # "回答：郑美玲", "A: Rossi"
            span = _value(text, label.end() if label else stop + 1, line_end(stop + 1)) if stop < len(text) else None
            if span:
                take(*span)
            continue
        if not sep:
            # "I set 'favourite teacher' to Mrs Quigley": the question's field set to its answer
            set_to = _SET_TO.match(clause) if _SET_VERB_BEFORE.search(text, max(0, q.start() - 30), q.start()) else None
            # under words that name a security question, a list of questions each beside its
            # answer ("密保：最喜欢的老师 诸葛老师，第一个宠物 团子")
            beside = _BESIDE.match(clause) if context else None
            span = _value(text, q.end() + set_to.end(), stop) if set_to else None
            if beside and not span:
                span = _value(text, q.end() + beside.end(), stop)
                if span and not (_ANSWER_ENDS.match(text, span[1], stop) and _NAME_LIKE.match(text, span[0])):
                    span = None
            if span:
                take(*span)
            continue
        if qual.group(0).strip() and not re.match(r"\s*[:：?？→—–=-]", clause[qual.end() :]):
            continue
        strong = bool(_STRONG_QUESTION.search(q.group(0)))
        word_sep = re.fullmatch(r"\s*(?:is|was|是|为)\s*", sep.group(0), _I)
        near = bool(_NEAR_ANSWER.search(text, max(0, q.start() - 80), min(len(text), stop + 60)))
        asked = sep.group(0).strip() in ("?", "？") and bool(
            _ASKED.search(text, text.rfind("\n", 0, q.start()) + 1, q.end() + qual.end())
        )  # "What city were you born in? Leicester": asked, then answered
        # asked for it, the answer set off by a dash: "They asked which town I was born in — Jeonju — and let me through"
        asked = asked or (sep.group(0).strip() in ("—", "–", "-", "--", "->", "→") and bool(_ASKED_WHICH.search(text, max(0, q.start() - 40), q.start())))
        if asked and _DEMOGRAPHIC.fullmatch(q.group(0)) and _OFFICIAL_FORM.search(text, max(0, q.start() - 80), min(len(text), stop + 80)):
            asked = False  # "renewing my passport, it asks place of birth — Green Bay": a form's field, asked of everyone
        name_only = False
        if word_sep:
            # "my first car was a Fiat" is a fact: an answer only when something says so
            if not (context or near):
                if not re.search(r"maiden", q.group(0), _I):
                    continue
                name_only = True
        elif not (context or strong or near or asked or _for_a_service(text, q.start(), stop, sep.group(0))):
            continue
        pos = q.end() + sep.end()
        if pos >= stop and sep.group(0).strip() in ("?", "？", ":", "："):
            # the question on one line, the answer on the next (after its speaker: "Gran: Hollis"; or
            # under the speaker's own line, as a transcript writes it: "说话人2 00:01:45⏎铁路子弟学校")
            nxt = stop + 1
            sender = _SENDER_LINE.match(text, nxt)
            nxt = sender.end() + 1 if sender and sender.end() < len(text) else nxt
            pos, stop = _LINE_LABEL.match(text, nxt).end(), line_end(nxt)
        span = _value(text, pos, stop)
        if span:
            take(*span, name=name_only)

    # 1b. the answer first, typed into the question's field: "Typed Mr Obi into the 'first teacher' box",
    # "把 Rex 填进了「第一只宠物」那一栏"
    for q in questions:
        field = _FIELD_AFTER.match(text, q.end())
        typed = _TYPED_INTO.search(text, max(0, q.start() - 80), q.start()) if field else None
        if typed:
            group = "v" if typed.group("v") else "z"
            take(typed.start(group), typed.end(group))

    # 1c. under a security question's label, a question of any wording, then an arrow or a
    # slash and its answer: "secret question 小时候的宠物 → 花卷", "密保问题 (bank app): 小学名称 / 实验小学"
    for m in _LABELLED_QUESTION.finditer(text) if context or "Q" in text else ():
        take(m.start("a"), m.start("a") + len(m.group("a").rstrip(" .。!！")))

    # 2. an answer marker ("answer is", "A:", "答案：", "我填的是", "which I set as"): anywhere
    # under words that name a security question, else near a standard question
    if context:
        markers = list(_MARKER.finditer(text))
    else:
        markers = []
        for q in questions:
            lo = max(q.start() - 120, markers[-1].end() if markers else 0)
            found_here = _MARKER.finditer(text, lo, min(len(text), q.end() + 120))
            # asked for it ("asked for the name of my first school", "they asked 'in what city…'",
            # "the bank's question is the city where…"), then answered
            asked_for = re.search(
                r"\b(?:asked|asks|ask|wanted|wants|confirm|verify|tell me)\b[^\n.。!?]{0,30}$|\bquestions?\s+(?:is|was)\s+(?:the\s+)?$|问(?:我|的是)?\s*$|问题(?:就)?是\s*$",
                text[max(0, q.start() - 40) : q.start()],
                _I,
            )
            # asked in a call and answered in the next turn ("'…the street you grew up on?' Me: '…'")
            asked_for = asked_for or re.match(r"[^\n?？]{0,40}[?？]['\"’”]?\s*(?:\[[^\]\n]{1,24}\]\s*)?(?:me|i|我)\s*[:：]", text[q.end() : q.end() + 70], _I)
            # set up on a service's page: "the insurance site's favourite teacher, I put Mr Gill"
            asked_for = asked_for or _SERVICE.search(text, max(0, q.start() - 100), min(len(text), q.end() + 100))
            around = (max(0, q.start() - 120), min(len(text), q.end() + 120))
            if asked_for and _DEMOGRAPHIC.fullmatch(q.group(0)) and not _NEAR_ANSWER.search(text, *around) and not _SERVICE.search(text, *around):
                asked_for = None  # "the licensing form wanted place of birth so I put El Paso": a form's field, not a security question
            if not _STRONG_QUESTION.search(q.group(0)) and not asked_for:
                # "出生地写的汉中" on a form, "I used to compete … first place": a fact;
                # only a marker that says "answer" makes it one
                found_here = (m for m in found_here if _EXPLICIT_ANSWER.match(m.group(0)))
            markers.extend(found_here)
    if markers:
        for m in markers:
            stop = line_end(m.start())
            if m.end() > stop:
                continue  # the answer is on its marker's line: "…so I put" at a line's end answers nothing below it
            span = _value(text, m.end(), stop)
            if span:
                take(*span)

    for start, end in sorted(found):
        yield Finding("security_answer", start, end, 0.85)



# === a question's topic, then the words that link it to its answer ==========================
#
# However a note lays it out, an answer follows its question's topic through a link: a
# separator (":", "=", "→", "::", a table's bar, a slash, a line of its own), a verb of giving
# ("put", "typed", "went with", "was set to", "told them"), or a copula ("is", "it's", "which
# was", ", so"). The topic counts as a security question only where something says so: it is
# quoted or asked, put to the reader ("your first car", "street you grew up on"), labelled, or a
# service, an agent or a check is named beside it. After a copula the answer must be written as
# a name (capitals, Han characters, a date); after a separator or a verb of giving, any short
# value will do. Nothing here is a phrasing: a lexicon of topics, one of links, and a value's shape.

_TOPIC_NOUN = (
    r"pets?|dogs?|cats?|rabbit|hamster|horse|car|school|teacher|street|road|town|city|village|hospital|friend|best friend|"
    r"hero|food|dish|meal|book|film|movie|song|band|singer|team|nickname|job|boss|holiday|sport|colou?r|toy|cartoon|"
    r"concert|album|drink|dessert|subject|place|name|maiden name|middle name|full name|date of birth|place of birth|birthday|"
    r"country|restaurant|game|word|animal|character|grandparent|grandmother|grandfather|uncle|aunt|cousin|"
    r"computer|phone|mobile|console|bike|bicycle|instrument|roommate|flatmate|housemate|head ?teacher|crush|kiss|girlfriend|boyfriend|"
    r"employer|address|house|flat|apartment|concert"
)
_TOPIC_MODIFIER = r"first|1st|fav(?:ou?rite)?|childhood|oldest|eldest|best|dream|primary|elementary|secondary|junior|infant|earliest|least favou?rite"
_TOPIC_POSSESSOR = (
    r"(?:mother|mum|mom|father|dad|grand(?:mother|father|ma|pa|mum|mom|dad)|granny|nan|spouse|wife|husband|partner|sister|brother|parents)['’]s?"
)
# a topic: a modifier before its noun ("fav food", "childhood hero"), a relative's ("Mum's place of
# birth"), or a noun put to the reader by a relative clause ("town where your father was born",
# "teacher you most admired", "street i grew up on")
_TOPIC = pattern_cache.compile(
    r"\b(?:fav(?:ou?rite)?|childhood|least favou?rite)[ -](?:childhood[ -])?[a-z]{3,}(?:\s+(?:as a (?:kid|child)|growing up))?\b"
    rf"|\b(?:{_TOPIC_MODIFIER})[ -](?:(?:{_TOPIC_MODIFIER}|{_TOPIC_NOUN})[ -])?(?:{_TOPIC_NOUN})\b(?:\s+(?:as a (?:kid|child)|growing up|ever))?"
    rf"|\b{_TOPIC_POSSESSOR}\s+(?:{_TOPIC_NOUN})\b"
    rf"|\b(?:{_TOPIC_NOUN})\s+(?:(?:where|that|which|who|when|did|were|was)\s+)?(?:you|your|i|we|my)\s+(?:[\w'’]+\s+){{0,4}}?"
    rf"(?:born|grew up|grow up|lived?|met|meet|attended|attend|went|go|admired?|remember|had|owned|loved?|liked?|drove|married)\b(?:\s+(?:in|on|at|to|up on))?"
    # (Chinese has no word boundary: a topic inside a longer word is set aside where it is read)
    r"|(?:外婆|外公|姥姥|姥爷|奶奶|爷爷|父亲|母亲|爸爸|妈妈|我爸|我妈|配偶|老公|老婆)的?(?:名字|姓名|生日|出生地)"
    r"|(?:印象最深|最难忘|最崇拜)的(?:老师|人|地方|城市)|(?:小学|初中|高中|中学|大学)(?:的)?(?:名字|名称|班主任)(?:的名字)?"
    # the Chinese grammar of the same topics: a time of life or a first, then what it was ("儿时好友", "第一辆车", "童年的外号")
    r"|(?:儿时|童年|小时候|幼时|第一[个只辆部份位]|最喜欢的|最好的|最爱的)的?(?:好友|好朋友|朋友|玩伴|宠物|车|老师|歌手|电影|书|食物|偶像|球队|城市|外号|绰号|小名)"
    # whatever is asked of the reader to check who they are: "So for verification, I'll need your honeymoon?"
    r"|\b(?:verification|verify|to confirm (?:it['’]s|your identity)|security check)\b[^\n?]{0,40}?\byour\s+[a-z]{4,}(?:\s+[a-z]{4,})?(?=\s*\?)",
    _I,
)
_TOPIC_LOWER = pattern_cache.compile(_TOPIC.pattern)
_TOPIC_NEEDLES = Needles(("first", "1st", "fav", "childhood", "verif", "security check", "to confirm", "儿时", "童年", "小时候", "幼时", "第一", "最喜欢", "最好的", "最爱", "oldest", "eldest", "best", "dream", "primary", "elementary", "secondary",
                          "junior", "infant", "earliest", "'s ", "’s ", "you", " i ", " we ", " my ", "的名字", "的姓名", "生日",
                          "印象最深", "最难忘", "最崇拜", "名称", "班主任"))  # fmt: skip
# what says a topic is a security question: it is put to the reader, asked, quoted or labelled …
_ADDRESSED = pattern_cache.compile(r"\b(?:your|you)\b", _I)
_ASKED_BEFORE = pattern_cache.compile(r"(?:\b(?:what|which|where|who|whom)\b[^\n.!?]{0,30}|['\"“‘「『]\s*|\b(?:sec(?:urity)?\s*q|q\d*|question\d*|front)\s*[:：=.]?\s*)$", _I)
# … or a service, an agent, a form or a check stands on its line or the one before
_CHECKED = pattern_cache.compile(
    _SERVICE.pattern + r"|\b(?:agent|caller|helpline|hotline|call centre|call center|check|form|asks?|asked|wants?|wanted|sec q|verification|verify)\b"
    # (asked by a service, not by a colleague or a friend: "新同事问我大学学的什么" is small talk)
    r"|(?<!同事)(?<!朋友)(?<!同学)(?<!老师)(?<![他她妈爸])问|核实|验证|客服",
    _I,
)
# the links, first one wins: a separator, a verb of giving, a copula (the answer then a name)
_LINK = pattern_cache.compile(
    r"(?P<sep>::|[:：=|｜→]|->|=>|[ \t]\((?=[^)\n]{1,40}\))|[ \t]/[ \t]|[ \t][—–][ \t]|[ \t]--?[ \t]|？(?=[^\s？]))"
    # (in Chinese: what was filled in, set, reported or said — "填的是", "当前设置", "我报了", "就说")
    r"|(?P<zh>[，,]?\s*(?:我|她|他|您|你)?(?:就|当时|都)?(?:填|写|寫|设|設|选|選|报|答(?!案)|说|用)(?:的|了|咗|成了?|为)?(?:是)?(?=\s*[^\s，。,的了])|当前设置|已填写|已设置)"
    r"|(?P<give>\b(?:(?:I|we|she|he|they|dad|mum|mom|gran)\s+)?(?:(?:always|just|then|finally)\s+)?(?:put|typed|wrote|entered|went with|picked|chose|used|gave|answered|"
    r"(?:was |is |were )?set (?:it |that |the answer )?(?:to|as)|(?:tell|told) (?:them|him|her|the \w+)|(?:just )?say)\b(?:\s+(?:them|him|her)\b)?|\b(?:and|then)\s+(?:wrote|typed|put|entered|gave|said)\b)"
    r"|(?P<cop>\b(?:which|that)\s+(?:is|was)\b|(?:^|(?<=[\s,;.]))(?:it['’]s|it is|it was|that['’]s|that is)\b|\b(?:is|was)\b|,\s*so\b|,(?!\s*(?:which|that|it['’]s|it is|it was|so)\b)|\bsaid\b|就是|是|叫|，(?!\s*(?:我|她|他|您|你|就|当时)?(?:都)?(?:填|写|寫|设|設|选|選|报|答|说|用)))",
    _I,
)
# the answer written as a name: capitals (with a title, and the small words inside a name), Han, a date
_NAME = pattern_cache.compile(
    r"(?:(?:Mr|Mrs|Ms|Miss|Dr|Sister|Brother|St|Saint|Father)\.?\s+)?(?-i:[A-Z])[\w'’.-]*(?:\s+(?:(?:of|de|la|le|van|von|der|da|du|del|y|the|and)\s+)?(?-i:[A-Z0-9])[\w'’.-]*){0,3}"
    r"|(?![我你他她它您是不没也都很就还又才在有要会能想的了])[\u3400-\u9fff]{1,12}|\d{1,2}(?:st|nd|rd|th)?\s+(?-i:[A-Z])[a-z]+\s+\d{4}|(?-i:[A-Z])[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}"
)
# a label opening the answer's own line: "Back:", "a1 =", "A:", "Caller:", "[09:36] me:", "> ", "- "
# (and the hum or the yes a spoken answer opens with: "Um, Lada Niva", "Yes, it's Kotor")
_LINE_LABEL = pattern_cache.compile(
    r"[ \t]*(?:\[[^\]\n]{1,24}\][ \t]*)?(?::?(?:[\w.'’-]{1,12}(?:[ \t][\w.'’-]{1,12})?)[ \t]*(?:[:：]|=)|[>»•*·-]|→)?[ \t]*"
    r"(?:(?:um+|uh+|erm?|hmm+|yes|yeah|yep|sure|ok(?:ay)?|right|嗯+|对|是的)[,，.…]*[ \t]+)*(?:(?:it['’]s|it is|it was)\b[ \t]*)?"
    r"(?:(?:(?:just\s+)?(?:tell|told)\s+(?:them|him|her)|just say)\b[ \t]*|(?:你)?就说[ \t]*)?",
    _I,
)
# a transcript's or a chat's line naming who speaks and when, the words on the lines below ("说话人2 00:01:45", "Kit  10:42")
_SENDER_LINE = pattern_cache.compile(
    r"[ \t]*[A-Za-z\u4e00-\u9fff][\w\u4e00-\u9fff .'’-]{0,18}?[ \t,]+\[?(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}[ \t]+)?\d{1,2}:\d{2}(?::\d{2})?\]?[ \t]*(?=\n)"
)
_SENTENCE_END = pattern_cache.compile(r"[.!。！；;](?=\s|$)|\n")
_GAP = 48
# a check made on a call: where one was born is then asked to know who one is
_CALL_CHECK = pattern_cache.compile(r"\b(?:agent|caller|helpline|hotline|call cent(?:re|er)|rang|phoned|checks?|checked|confirm(?:ed)?)\b|客服|核实|电话", _I)
# the Chinese characters that may stand right before a topic ("您母亲的姓名", "问小学名称")
_HAN_BEFORE_TOPIC = set("的我你您他她问是和及或与爸妈")
# a question word or a pronoun is no answer ("老家是哪里", "spouse name 那一栏写的是他")
_ASKING_NEXT = pattern_cache.compile(r"\s*(?:什么|啥|谁|哪|\b(?:what|which|who|where)\b)", _I)
_ZH_TAIL = pattern_cache.compile(r"(?:就行|就好|就可以|即可|就对了|就是了|哈|哦|啊|呀|吧)+$")
_ZH_ASKING = pattern_cache.compile(r"哪|谁|什么|啥|几|[我你他她它您]们?$")


def _linked_answers(text: str, lowered: str, context: bool, questions: list[re.Match[str]], same_offsets: bool) -> Iterator[Finding]:
    """Answers found by the link after their question's topic (see above): the standard
    questions already read, and the topics of the grammar."""
    topics = {(q.start(), q.end()) for q in questions}
    if _TOPIC_NEEDLES.found_in(lowered) or _QUESTION_NEEDLE.found_in(lowered):  # (a question's words hold topics too: "小学名字")
        topics |= {(m.start(), m.end()) for m in (_TOPIC_LOWER.finditer(lowered) if same_offsets else _TOPIC.finditer(text))}
    if not topics:
        return
    taken: list[tuple[int, int]] = []
    for start, end in sorted(topics):
        if _BARE_SCHOOL.fullmatch(text, start, end) and _STUDY_VERB.match(text, end):
            continue  # "问我大学学的什么": a subject studied, no school asked for
        if any(s <= start < e for s, e in taken) or _HAN.match(text, start) and start and _HAN.match(text, start - 1) and text[start - 1] not in _HAN_BEFORE_TOPIC:
            continue  # (a Chinese topic inside a longer word is no topic: "向阳小学" is a school's name)
        found = _linked_answer(text, start, end, context)
        if found:
            taken.append(found)
            yield Finding("security_answer", found[0], found[1], 0.8)


def _linked_answer(text: str, start: int, end: int, context: bool) -> tuple[int, int] | None:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    prev_start = text.rfind("\n", 0, max(0, line_start - 1)) + 1 if line_start else line_start
    before = text[max(line_start, start - 40) : start]
    if _DEMOGRAPHIC.fullmatch(text, start, end) and not (
        context or _NEAR_ANSWER.search(text, prev_start, min(len(text), line_end + 80)) or _CALL_CHECK.search(before)
    ):
        return None  # "Passport renewal form — Place of birth: Gdańsk": what every form asks, no security question
    # a check named beside it holds for any link; a topic only put to the reader, asked or quoted
    # holds for a form's layout or a verb of giving, not a copula ("What's your favourite film? Mine is Alien")
    checked = context or bool(_CHECKED.search(text, prev_start, line_end))
    if not checked and not (
        _ADDRESSED.search(text, max(line_start, start - 12), min(line_end, end + _GAP))
        or _ASKED_BEFORE.search(before)
        or re.match(r"\s*['\"”’」』]?\s*[?？]", text[end : end + 4])
    ):
        return None
    # the gap after the topic: its own qualifier ("' one on Slack", "\" on the tax account"), no sentence's end in it
    limit = min(line_end, end + _GAP)
    stop = _SENTENCE_END.search(text, end, limit)
    gap_end = stop.start() if stop else limit
    links = list(_LINK.finditer(text, end, gap_end))[:3]  # the first that gives an answer ("叫什么”，她说是刘春梅")
    # (an answer in brackets stands right after its topic: "her first car (VW Golf)", not "…school? (left blank)")
    links = [k for k in links if not (k.group().strip() == "(" and text[end : k.start()].strip())]
    if not links and stop is not None and text[stop.start()] != "\n":
        # "asks about my first car. It's Honda Civic": the next sentence opens on what it is
        after = re.match(r"[.!。！]\s+(?P<cop>it['’]s|it is|it was|that['’]s)\b", text[stop.start() : stop.start() + 16], _I)
        links = [m for m in [_LINK.match(text, stop.start() + after.start("cop"))] if m] if after else []
    for link in links:
        found = _answer_after_link(text, link, line_end, checked)
        if found or not _ASKING_NEXT.match(text, link.end()):
            return found  # (a link is passed over only for the question it asks: "叫什么”，她说是刘春梅")
    if links:
        return None
    beside = re.match(r"[ \t]+(?=\S)", text[end:line_end])
    if beside and context:
        # under words that name a security question, a note's question, a space, its answer ("密保：小学名字 东风一小")
        pos = end + beside.end()
        stop_at = _SENTENCE_END.search(text, pos)
        found = _accepted(text, pos, stop_at.start() if stop_at else len(text), name_only=True)
        return found if found and re.match(r"[ \t]*\n|\s*(?:[，,。.;；!！]|$)", text[found[1] : found[1] + 2]) else None
    # the topic ends its line (a "?" or ":" or a quote after it at most): the answer is the next line's
    if text[end:line_end].strip(" \t?？:：'\"”’」』") or line_end >= len(text):
        return None
    nxt = line_end + 1
    sender = _SENDER_LINE.match(text, nxt)
    if sender and text.find("\n", nxt) >= 0:
        nxt = text.find("\n", nxt) + 1  # a transcript's speaker line between the question and its answer ("Speaker 2  0:25")
    label = _LINE_LABEL.match(text, nxt)
    pos, value_end = label.end(), text.find("\n", nxt)
    value_end = len(text) if value_end < 0 else value_end
    return _accepted(text, pos, value_end, name_only=False)


def _answer_after_link(text: str, link: re.Match[str], line_end: int, checked: bool) -> tuple[int, int] | None:
    kind = link.lastgroup
    if kind == "cop" and not checked:
        return None
    pos = link.end()
    stop_at = _SENTENCE_END.search(text, pos)
    value_end = stop_at.start() if stop_at else len(text)
    if kind == "sep" and link.group().strip() in (":", "：") and text[link.end() : line_end].strip() == "":
        return None  # a label's colon ending its line: a list of questions below, answers elsewhere
    given = _LINK.match(text, pos + len(text[pos:value_end]) - len(text[pos:value_end].lstrip())) if kind == "sep" else None
    if given and given.lastgroup == "give":
        pos = given.end()  # "they asked 'in what city were you born' - told them Coimbra"
    return _accepted(text, pos, value_end, name_only=kind == "cop")


def _accepted(text: str, pos: int, limit: int, name_only: bool) -> tuple[int, int] | None:
    lead = re.match(r"[ \t]*(?:(?:a|an|the|my)\s+)?", text[pos:limit], _I)
    pos += lead.end() if lead else 0
    quoted = re.match(r"[\"“‘'「『]([^\"”’'」』\n]{1,40})[\"”’'」』]", text[pos:limit])
    if quoted:
        span = (pos + 1, pos + 1 + len(quoted.group(1).rstrip(".,!;。，！")))
    elif name_only:
        name = _NAME.match(text, pos, limit)
        if not name:
            return None
        span = (pos, name.end())
    else:
        span = _value(text, pos, limit)
        if not span:
            return None
    tail = _ZH_TAIL.search(text, span[0], span[1])
    if tail and tail.start() > span[0]:
        span = (span[0], tail.start())  # "填二狗就行": the answer, not the instruction's end
    value = text[span[0] : span[1]].strip()
    if re.match(r"\s*[?？]", text[span[1] : span[1] + 3]) or not _acceptable(value) or _ZH_ASKING.match(value):
        return None
    if _TOPIC.match(text, span[0]) or QUESTION.match(text, span[0]) or re.fullmatch(_TOPIC_NOUN, value.split()[0], _I):
        return None  # another question ("'name of first pet', 'mother's maiden name'"), a list of topics ("nickname / pet")
    return span
