"""Word lists the clause analysis and the frames read by: English and Chinese.

Grouped by what they decide — who is speaking of whom (relations, pronouns), in which
mode (questions, wishes, plans, quotations, instructions, pleasantries), and which slot a
statement fills (jobs, appointments, the stages of a partnership, preference topics).
A list, not a sentence: a form the frames do not know is added here, once, for every
sentence that uses it.
"""

from __future__ import annotations

import re

from .. import pattern_cache

CJK = r"\u3400-\u9fff"

# --- people ---------------------------------------------------------------------------

# relation word -> the predicate of a relationship memory (and, for partners, the stage)
EN_RELATIONS = {
    "wife": "spouse", "husband": "spouse", "spouse": "spouse", "partner": "partner", "girlfriend": "partner",
    "boyfriend": "partner", "gf": "partner", "bf": "partner", "fiancee": "fiance", "fiance": "fiance",
    # the words people use for their own ("hubby's taken the kids", "the missus says")
    "hubby": "spouse", "hubs": "spouse", "missus": "spouse", "missis": "spouse", "wifey": "spouse",
    "fiancée": "fiance", "fiancé": "fiance", "son": "child", "daughter": "child", "kid": "child", "child": "child",
    "baby": "child", "mom": "parent", "mum": "parent", "mother": "parent", "dad": "parent", "father": "parent",
    "parents": "parent", "brother": "sibling", "sister": "sibling", "cousin": "cousin", "uncle": "relative",
    "aunt": "relative", "nephew": "relative", "niece": "relative", "grandma": "grandparent",
    "grandmother": "grandparent", "grandpa": "grandparent", "grandfather": "grandparent", "boss": "manager",
    "manager": "manager", "supervisor": "manager", "direct manager": "manager", "line manager": "manager",
    "team lead": "manager", "team leader": "manager", "foreman": "manager", "forewoman": "manager", "gaffer": "manager",
    "site manager": "manager", "shift supervisor": "manager", "shift lead": "manager", "head chef": "manager",
    "colleague": "colleague", "coworker": "colleague", "co-worker": "colleague",
    "friend": "friend", "best friend": "friend", "roommate": "roommate", "flatmate": "roommate",
    "mate": "friend", "pal": "friend", "buddy": "friend", "bestie": "friend", "housemate": "roommate",
    "neighbor": "neighbour", "neighbour": "neighbour", "dog": "pet", "cat": "pet", "therapist": "therapist",
    "doctor": "doctor", "in-laws": "relative", "mother-in-law": "relative", "father-in-law": "relative",
    "brother-in-law": "relative", "sister-in-law": "relative", "stepmom": "parent", "stepdad": "parent",
    # the rest of a family: steps, halves, grands, godparents, in-laws by their own word
    "stepmum": "parent", "stepmother": "parent", "stepfather": "parent", "stepson": "child", "stepdaughter": "child",
    "stepbrother": "sibling", "stepsister": "sibling", "half-brother": "sibling", "half-sister": "sibling",
    "twin brother": "sibling", "twin sister": "sibling", "grandson": "grandchild", "granddaughter": "grandchild",
    "grandkid": "grandchild", "grandchild": "grandchild", "granddad": "grandparent", "grandad": "grandparent",
    "gran": "grandparent", "granny": "grandparent", "nana": "grandparent", "nanna": "grandparent",
    "grandparents": "grandparent", "auntie": "relative", "aunty": "relative", "great-aunt": "relative",
    "great-uncle": "relative", "son-in-law": "relative", "daughter-in-law": "relative", "godmother": "relative",
    "godfather": "relative", "godson": "relative", "goddaughter": "relative",
}  # fmt: skip
ZH_RELATIONS = {
    "老婆": "spouse", "妻子": "spouse", "太太": "spouse", "爱人": "spouse", "老公": "spouse", "丈夫": "spouse",
    "先生": "spouse", "媳妇": "spouse", "女朋友": "partner", "男朋友": "partner", "女友": "partner", "男友": "partner",
    "对象": "partner", "未婚妻": "fiance", "未婚夫": "fiance", "儿子": "child", "女儿": "child", "孩子": "child",
    "宝宝": "child", "爸爸": "parent", "妈妈": "parent", "爸妈": "parent", "父母": "parent", "父亲": "parent",
    "母亲": "parent", "我爸": "parent", "我妈": "parent", "老爸": "parent", "老妈": "parent", "哥哥": "sibling",
    "姐姐": "sibling", "弟弟": "sibling", "妹妹": "sibling", "表哥": "cousin", "表姐": "cousin", "表弟": "cousin",
    "表妹": "cousin", "堂哥": "cousin", "堂姐": "cousin", "堂弟": "cousin", "堂妹": "cousin", "叔叔": "relative",
    "阿姨": "relative", "舅舅": "relative", "姑姑": "relative", "婆婆": "relative", "公公": "relative",
    "岳父": "relative", "岳母": "relative", "爷爷": "grandparent", "奶奶": "grandparent", "外公": "grandparent",
    "外婆": "grandparent", "姥姥": "grandparent", "姥爷": "grandparent", "直属领导": "manager",
    "直属上级": "manager", "顶头上司": "manager", "上级": "manager", "上司": "manager", "领导": "manager",
    "老板": "manager", "经理": "manager", "主管": "manager", "同事": "colleague", "室友": "roommate",
    "朋友": "friend", "好朋友": "friend", "闺蜜": "friend", "同学": "classmate", "同桌": "classmate", "学长": "classmate", "学姐": "classmate",
    "师兄": "classmate", "师姐": "classmate", "队友": "friend", "网友": "friend", "邻居": "neighbour",
    "老弟": "sibling", "老妹": "sibling",
    # Cantonese kin words, written as Hong Kong and Guangzhou write them
    "家姐": "sibling", "细佬": "sibling", "细妹": "sibling", "阿哥": "sibling", "阿妈": "parent", "阿爸": "parent", "老豆": "parent", "阿嫂": "relative",
    "姐夫": "relative", "嫂子": "relative", "妹夫": "relative", "弟媳": "relative", "小姨": "relative",
    "姨妈": "relative", "舅妈": "relative", "大伯": "relative", "外甥": "relative", "外甥女": "relative",
    "侄子": "relative", "侄女": "relative", "女婿": "relative", "儿媳": "relative", "闺女": "child",
    # the people of one's school and trade: "我师兄老唐搬去昆明了" is his move
    "师兄": "colleague", "师姐": "colleague", "师弟": "colleague", "师妹": "colleague", "师傅": "colleague",
    "师父": "colleague", "徒弟": "colleague", "学长": "classmate", "学姐": "classmate", "学弟": "classmate",
    "学妹": "classmate", "老同学": "classmate", "老同事": "colleague", "前同事": "colleague", "发小": "friend",
    "老乡": "friend", "战友": "friend", "搭档": "colleague", "合伙人": "colleague",
    # the family by marriage and the wider family, as each side calls them
    "丈母娘": "relative", "老丈人": "relative", "丈人": "relative", "岳父母": "relative", "公婆": "relative",
    "小叔子": "relative", "小姑子": "relative", "大姑子": "relative", "大伯子": "relative", "小舅子": "relative",
    "大舅子": "relative", "小姨子": "relative", "大姨子": "relative", "连襟": "relative", "妯娌": "relative",
    "亲家": "relative", "亲家母": "relative", "亲家公": "relative", "儿媳妇": "relative", "弟妹": "relative",
    "表姐夫": "relative", "表嫂": "relative", "堂嫂": "relative", "姨父": "relative", "姨夫": "relative",
    "姑父": "relative", "姑丈": "relative", "伯伯": "relative", "伯母": "relative", "婶婶": "relative",
    "婶子": "relative", "继父": "parent", "继母": "parent", "后妈": "parent", "后爸": "parent", "干妈": "relative",
    "干爹": "relative", "孙子": "grandchild", "孙女": "grandchild", "外孙": "grandchild", "外孙女": "grandchild",
    "祖父": "grandparent", "祖母": "grandparent", "外祖父": "grandparent", "外祖母": "grandparent",
    "太爷爷": "grandparent", "太奶奶": "grandparent",
    **{f"{n}{k}": "relative" for n in "大二三四小" for k in "叔姨舅姑伯"},  # 二叔, 小姨, 大舅…
}  # fmt: skip
# Kin said in one character, only right after 我 ("我妹在深圳上班", "我哥刚买了车").
ZH_SHORT_KIN = {"妹": "sibling", "姐": "sibling", "哥": "sibling", "弟": "sibling", "妈": "parent", "爸": "parent"}
# The stages of a partnership, in order: a later stage with the same person is a change.
PARTNER_STAGES = {"partner": 1, "fiance": 2, "spouse": 3, "separated": 4, "divorced": 5}
# The person is the slot's value; these relations have one holder at a time.
SINGLE_RELATIONS = {"manager", "partner", "fiance", "spouse", "separated", "divorced"}

# Groups and places one belongs to: "our office moved to X" is the office's move, not the
# user's ("our family", "我们家" is the user's own).
EN_GROUP_NOUNS = (
    r"company|office|offices|team|department|dept|firm|startup|employer|school|university|lab|headquarters|hq|"
    r"org|organi[sz]ation|group|studio|factory|store|shop|restaurant|church|club|band|landlord|building|clinic|hospital"
)
# Words for people (and the groups of them) a clause opened by "the" may be about: "the
# neighbours moved to Perth" is someone else's news, "the Wellington wind …" is no one's.
EN_PEOPLE_NOUNS = frozenset((
    "people", "person", "persons", "guy", "guys", "folks", "kids", "kid", "children", "family", "families", "couple",
    "man", "men", "woman", "women", "lady", "ladies", "boy", "boys", "girl", "girls", "lads", "baby", "twins",
    "owner", "owners", "tenant", "tenants", "neighbours", "neighbors", "staff", "crew", "client", "clients",
    "customer", "customers", "boss", "bosses", "parents", "in-laws", "agent", "agency", "recruiter", "hr", "council",
    "apprentice", "apprentices", "colleagues", "team", "students", "trainees", "interns", "everyone", "others",
))
# what anyone who works is called (in jest, or as one of many): no post
ZH_ANY_WORKER = frozenset(("打工人", "社畜", "牛马", "搬砖人", "员工", "一员", "职员"))
ZH_GROUP_NOUNS = r"公司|办公室|团队|部门|小组|组里|学校|大学|实验室|总部|工作室|工厂|门店|店|机构|单位|研究所|医院|俱乐部|乐队|房东"
EN_PRONOUNS_OTHER = {"he", "she", "they", "him", "her", "them", "his", "hers", "their", "it"}
ZH_PRONOUNS_OTHER = ("他们", "她们", "他", "她", "它", "人家", "对方")
ZH_SELF = ("我们", "咱们", "我")
# the speaker, in any person of the first: "I", "my", "we", "our", 我, 咱, 俺
FIRST_PERSON = r"\b(?:i|i['’]m|i['’]ve|i['’]d|i['’]ll|my|me|mine|myself|we|our|ours|(?-i:us))\b|我|俺|咱"

# --- modes ----------------------------------------------------------------------------

EN_QUESTION_START = (
    "what", "how", "where", "when", "why", "which", "who", "whom", "whose", "should i", "should we", "can i",
    "can you", "could you", "would you", "will you", "do you", "did you", "are you", "is it", "is there",
    "are there", "do i", "does it", "any idea", "any tips", "anyone know", "remind me what", "remind me when",
    "is that", "am i", "shall i", "shall we",
)  # fmt: skip
ZH_QUESTION = r"(?:吗|么)[?？！!。~～]*$|到底[^，,。]{1,20}还是|(?:呢|嘛)[?？]|怎么|什么|为什么|哪里|哪儿|哪个|哪些|哪家|几点|几号|多少|多久|是否|该不该|要不要|能不能|可不可以|有没有|行不行|好不好|对不对|是不是|值不值|如何"
EN_HYPOTHETICAL = (
    # ("I suppose X is home now" hedges a statement; "suppose we moved" imagines one)
    r"\b(?:if|unless|supposing|in case)\b|(?<!\bi )\b(?:suppose|imagine)\b|\bwould(?:n't)?\b|\b(?:i|we|you|he|she|they)'d\b|"
    r"\bmight\b|\bcould (?:one day|someday|eventually)\b|\bmaybe (?:one day|someday|in \w+ years)\b|"
    r"\b(?:one day|someday|some day)\b|\bdream(?:s|ing)? (?:of|about)\b|\bcan dream\b|\bwish(?:es)?\b|\bday-?dream\w*|"
    r"\bdream (?:company|job|employer|role|house|home|city|town|school|life|wedding)\b|"  # "Dream company 是 Aurora Games"
    r"\b(?:think|thinking|thought)\s+(?:about|of)\s+(?!nothing\b|something\b|anything\b|everything\b)\w+ing\b|\btoy(?:ing)? with the idea\b|"  # "I think about going freelance and moving …"
    r"\bhope to\b|\bhoping to\b|\bfantasi[sz]e\b|\bin (?:a few|ten|\d+) years\b|\bwhat if\b|"
    r"\bin (?:another|a different|a parallel|an alternate|a past|a next) (?:life|world|universe|timeline)\b|\bin my dreams\b|\bif only\b"
)
# (想当年, 想当初: "back in the day", a memory — no wish to become anything)
ZH_HYPOTHETICAL = r"如果|要是|假如|假设|万一|下辈子|上辈子|平行世界|另一个世界|的话|说不定|也许哪天|哪天|等以后|以后想|将来想|有朝一日|梦想|幻想|想着以后|可能会考虑|要不然|不如以后|(?:^|我|我们|咱们)(?:很|一直|真|好|特别|也|还|都)?(?<!想)想(?!当年|当初)(?:住|去|搬|回|要|买|换|找|开|学|当|做|生|结婚|离开|辞职|跳槽|离职)|希望(?:能|可以)?|但愿"
# verbs by which someone has the user do something ("林姐让我当…", "老板调我去…", "叫我来…"): after
# "<verb>我" the clause, and the clauses after it, are the user's
ZH_PIVOT_VERBS = r"让|叫|请|要|逼|带|派|安排|调|提拔|宣布|任命|提名|通知"
# Adverbials of time, place and stance that sit anywhere in a clause without changing who
# holds the slot it tells ("my boss there is…", "新来的郑文涛现在管我们班"): the slot cues
# read a clause once more with them left out. Chinese single characters (也/还/就) are not
# here: they are parts of words (还款, 成就).
EN_FLOATING_ADVERBS = (
    r"now|there|here|currently|presently|still|also|too|finally|officially|basically|actually|already|"
    r"these days|nowadays|at the moment|right now|at work|for now|by now"
)
ZH_FLOATING_ADVERBS = r"现在|目前|如今|眼下|一直|已经|正式|终于|总算|其实|暂时|这阵子|最近|就这么|就这样|居然|竟然|突然|忽然"
# Chinese separable verbs (离合词): the aspect word or a classifier goes between the verb and
# its object — 领了证, 520领的证, 结过婚, 辞了职, 毕了业 — and the frames read them joined
# (领证了). The value is the verb's two halves.
ZH_SEPARABLE_VERBS = {
    "领证": ("领", "证"), "结婚": ("结", "婚"), "订婚": ("订", "婚"), "离婚": ("离", "婚"), "求婚": ("求", "婚"),
    "辞职": ("辞", "职"), "离职": ("离", "职"), "入职": ("入", "职"), "毕业": ("毕", "业"), "搬家": ("搬", "家"),
    "跳槽": ("跳", "槽"), "分手": ("分", "手"), "退休": ("退", "休"), "转正": ("转", "正"), "升职": ("升", "职"),
}  # fmt: skip
# what came to nothing, said of a plan or a move: the clause denies it (negation), the message's
# change did not happen (rules), the place is no home (cues)
FELL_THROUGH_EN = r"(?:fell|falls) through|called off|came to nothing"
FELL_THROUGH_ZH = r"泡汤|黄了"
EN_NEGATION = rf"\b(?:not|never|no longer|nope|neither|nor|nobody|no one|none|cannot|{FELL_THROUGH_EN})\b|n['’]t\b|\bno,"
ZH_NEGATION = rf"不是|没有|没在|没去|没住|从来没|从没|从未|并没|并非|不再|不在|不住|别再|没|不|{FELL_THROUGH_ZH}"
EN_FUTURE = (
    r"\b(?:will|'ll|shall|going to|gonna|plan(?:s|ning)? to|about to|intend(?:s)? to|scheduled|booked|"
    r"tomorrow|tonight|next (?:week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
    r"upcoming|coming up|due|later this|this (?:coming )?(?:weekend|friday|saturday|sunday|monday))\b"
)
ZH_FUTURE = r"要去|要考|会去|打算|准备|计划|明天|后天|下周|下星期|下个月|下月|明年|约了|预约|报名了?|定在|安排在|将要|即将"
EN_PAST_MARKERS = r"\b(?:was|were|did|had|went|used to|back (?:then|when)|ago|last (?:year|month|week)|before)\b"
# Text someone else wrote, passed on: never the user's own statement or rule.
# A time of the user's life told by their age or stage ("when I was two", "as a kid",
# "growing up"): what happened then is history, never a change of now.
EN_AGE_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
EN_LIFE_STAGE = (
    rf"(?:back )?(?:when|while) (?:i|we) (?:was|were) (?:\d{{1,2}}|{EN_AGE_WORDS}|a (?:kid|child|baby|toddler|teen(?:ager)?)|kids|children|"
    r"little|young|small)\b|as (?:a (?:kid|child|toddler|baby|teen(?:ager)?)|kids|children)\b|growing up\b"
)
EN_PASTED_CUE = (
    r"\b(?:forwarded (?:me|us)|forwarded (?:this|from)|copied (?:this|it|from)|(?:taken|lifted|screenshotted) from|pasted|someone (?:sent|posted|shared|wrote)|"
    r"got (?:this|a) (?:weird |strange |spam |scam )?(?:email|message|text|dm)|this (?:email|message) says|"
    r"posted (?:this|in)|it says|the (?:page|site|website|email|message|note|sign) says|found this|"
    r"a (?:page|site|website|extension) (?:said|says|told))\b"
)
ZH_PASTED_CUE = (
    r"转发的|转发了一段|一段话|网页上写着|网页上说|网上说|写着|上面写|收到一条|收到一封|有人发|群里发|群里转|复制|粘贴|截图|"
    # the author disowned, or the copying said in English: "不是我写的：…", "copy 自一个模板"
    r"不是我写的|别人写的|摘自|抄来的|抄自|(?i:copy|copied|paste|pasted)\s*(?:自|了|的|过来|from)"
)
# Another person's words: "Lily says…", "他说…".
EN_REPORTED = (
    # ("claims" after a determiner is a noun: "a claims adjuster", "the claims team")
    r"\b(?:says?|said|told me|tells me|(?<!to )thinks?|keeps? saying|reckons?|(?<!\ba )(?<!\bthe )(?<!\bmy )(?<!\bour )claims?|mentioned|reminded me|"
    # someone else's recollection of the user: "Maeve pointed out I finished at Canterbury in 2014"
    r"pointed out|points out|noticed|notices|insists|insisted|swears|swore|recalls|recalled|corrected me|worked out|figured out)\b"
)  # "funny to think": the user's own
ZH_REPORTED = r"说|觉得|认为|以为|告诉我|提醒我|听说"
# words that may stand between "always"/"never" and the verb of a standing rule
EN_RULE_ADVERBS = r"once|even|ever|really|quite|truly|fully|actually|just"
EN_INSTRUCTION_START = rf"^(?:(?:please|pls|kindly)\s+(?:always\s+|never\s+)?(?!tell me\b|(?:note|be advised|be informed|be aware)(?:\s+that\b|\s*,)|(?:update|amend|correct)\s+(?:my|your|the)\s+(?:records?|details|file|profile)\b)[a-z]+\b|(?:always|never)\s+(?:(?:{EN_RULE_ADVERBS})\s+)*+(?!\w+ed\b|(?:been|had|seen|gone|done|met|known|heard|flown|driven|eaten|taken|given|made|got|gotten|won|lost|found|told|said|left|kept|slept|read|run|swum|sung|written|ridden|spoken|broken|chosen|forgotten|worn|thought|felt|bought|brought|caught|taught|fought|sold|held|stood|understood|really|ever|happen|happens|mind|again|gonna|going)\b)|(?:don't|do not|stop|keep(?!\s+(?:on\s+)?\w+ing\b)|use|reply|answer|respond|write|give|send|show|make|call me|remember to|include|forward|cc(?!['’]))\b)(?!\s*[:：])"
EN_FROM_NOW_ON = r"\bfrom now on\b|\bgoing forward\b|\bfrom here on\b|\bhenceforth\b|\bin (?:the )?future,? (?:please|always)\b|\bchange of plan\b"
# ("换组以后", "毕业了以后": after an event, no rule from now on)
# the words that open a rule from now on ("从现在起", "从今天开始", "自即日起", "从今往后")
ZH_NOW_ON_OPENERS = r"从(?:现在|今天|今日|今儿|今|即日|此)(?:开始|起)|自(?:今|即日|今天)起|从今往后"
ZH_FROM_NOW_ON = r"(?<!了)(?<![A-Za-z来去到完])(?<!换组|调岗|毕业|结婚|入职|离职|搬家|下班|回家|回来|到了|来了|退休|出院|转正|升职|换岗|调走|走了)以后(?!想|要是|可能|退休|再说|的|常联系)|" + ZH_NOW_ON_OPENERS + r"|今后|往后(?![退看靠仰倒挪缩走移躲撤拉翻])|之后都|一律|统一用"
# A clause that only keeps the conversation going: stored as evidence, never a memory.
EN_PLEASANTRY = (
    r"^(?:(?:ha(?:ha)+|he(?:he)+|lol|lmao|rofl|ok(?:ay)?|k|sure|yes|yeah|yep|yup|no|nope|thanks?(?: you)?(?: so much)?|thx|ty|"
    r"cheers|good (?:night|morning|evening|afternoon)|morning|evening|afternoon|gn|night|hi|hello|hey|bye|bye bye|see (?:you|ya)(?: around| later| soon| tomorrow)?|"
    r"talk (?:to you )?(?:later|soon|tomorrow)|ttyl|cool|nice|great|awesome|wow|hmm+|um+|uh+|oh|ah|alright|all right|"
    r"got it|noted|sounds good|that's (?:it|all)(?: for (?:today|now))?|that is all|take care|have a good (?:one|day|night)|"
    r"wish (?:me|us) luck|fingers crossed|whatever|anyway|never mind|nvm|bye for now|catch you later|"
    # a word for the listener alone, after thanks or a good-night in the other script: "谢了 bro"
    r"bro|bruh|dude|mate|fam|buddy|guys|"
    # well-wishes to the listener: "don't work too hard", "get some rest", "enjoy your weekend"
    r"(?:and )?(?:don't|do not|dont) (?:work too hard|stay up too late|overdo it)|get some (?:rest|sleep)|stay (?:safe|warm|dry|cool)|"
    r"take it easy|have fun|sleep well|rest well|enjoy (?:your|the) (?:day|weekend|evening|night|holidays?|break|trip|time off)|"
    r"(?:merry|happy) (?:christmas|xmas|new year|holidays|easter|diwali|eid|thanksgiving|lunar new year|chinese new year|birthday)(?: (?:to you|everyone))?|"
    r"thanks(?:,)? (?:that's|that is) (?:it|all)(?: for today)?|ok(?:ay)? thanks|thanks(?:,)? bye|ok(?:ay)? bye)"
    r"[\s,]*)+[\s!.。！~～?？:;)(😀-🙏]*$"
)
ZH_PLEASANTRY = (
    r"^(?:(?:嗯+|哈+|呵+|嘿+|哦+|噢+|喔+|啊+|好的?|好滴|好嘞|好吧|行|可以|对|是的|谢谢|谢了|谢啦|多谢|感谢|晚安|早安|早啊?|早上好|"
    r"拜拜|再见|回头见|明天聊|改天聊|下次聊|先这样吧?|就这样吧?|没事|没关系|收到|明白了?|知道了|懂了|666|ok的|"
    r"以后常联系|常联系|保持联系|好久不见|好久没(?:联系|聊)了?|打扰(?:了|一下)|不好意思|抱歉|不聊了|(?:我)?先撤了?|(?:我)?先闪了?|有空(?:再)?聊|(?:改天|回头|下次|明天)再聊|(?:我)?先睡了|(?:我)?去睡了|睡了|祝我好运|加油|谢谢(?:你|您)|新年快乐|圣诞快乐|节日快乐|中秋快乐|春节快乐|生日快乐|元旦快乐|"
    r"早上好|中午好|下午好|晚上好|(?:明年|以后|今后|往后|新的一年)?(?:也|还)?(?:请|要)?多多?(?:关照|指教)|请多(?:关照|指教)|承蒙关照|辛苦了)(?:呀|啊|哦|啦|哈|呢|嘛|哟)*[\s,，。!！~～]*)+$"
)

# --- slots ----------------------------------------------------------------------------

OCCUPATIONS = (
    "engineer", "developer", "programmer", "designer", "manager", "teacher", "nurse", "doctor", "lawyer",
    "student", "researcher", "scientist", "writer", "artist", "accountant", "consultant", "analyst", "architect",
    "chef", "pilot", "driver", "founder", "ceo", "cto", "cfo", "freelancer", "photographer", "musician",
    "professor", "intern", "journalist", "pharmacist", "dentist", "electrician", "mechanic", "salesperson",
    "entrepreneur", "translator", "editor", "therapist", "veterinarian", "firefighter", "farmer", "lead",
    "director", "head", "vp", "officer", "specialist", "coordinator", "administrator", "technician", "tester",
    "nanny", "barista", "cook", "baker", "clerk", "cashier", "lecturer", "tutor", "coach", "trainer",
    "recruiter", "strategist", "economist", "statistician", "marketer", "producer", "planner", "surveyor",
    "assistant", "associate", "partner", "principal", "owner", "contractor", "pm", "ux designer", "qa",
    # more head nouns of job titles (the title is its modifiers and one of these)
    "modeller", "modeler", "advisor", "adviser", "executive", "representative", "agent", "inspector", "auditor",
    "controller", "operator", "supervisor", "foreman", "paralegal", "solicitor", "barrister", "attorney",
    "guard", "medic",  # (not the ranks: a rank opens a name too often, "Corporal Hughes", "under Sergeant Major Kowalczyk")
    "physiotherapist", "physio", "midwife", "paramedic", "surgeon", "radiographer", "optometrist", "psychologist",
    "counsellor", "counselor", "social worker", "caseworker", "librarian", "curator", "archivist", "illustrator",
    "animator", "copywriter", "reporter", "presenter", "broadcaster", "fellow", "postdoc", "lab technician",
    "ecologist", "geologist", "biologist", "chemist", "physicist", "mathematician", "actuary", "underwriter",
    "broker", "banker", "trader", "teller", "bookkeeper", "estimator", "draughtsman", "draftsman", "carpenter",
    "plumber", "welder", "gardener", "landscaper", "caretaker", "cleaner", "porter", "steward", "stewardess",
    "receptionist", "secretary", "scheduler", "dispatcher", "courier", "warehouse worker", "sous chef",
    "waiter", "waitress", "bartender", "sommelier", "hairdresser", "stylist", "beautician", "tattooist",
    "dev", "devops", "sre", "swe", "data scientist", "product owner", "scrum master", "tech lead", "team lead",
    "chapter lead", "engineering manager", "em", "head teacher", "headteacher", "teaching assistant",
    "rn", "educator", "practitioner", "ward sister", "charge nurse", "marketer", "clinician", "registrar",
    "resident", "consultant", "hygienist", "dietitian", "nutritionist", "sonographer", "phlebotomist", "medic",
    "mason", "stonemason", "bricklayer", "roofer", "glazier", "joiner", "tiler", "plasterer", "scaffolder", "labourer",
    "laborer", "arborist", "florist", "conservator", "restorer", "luthier", "tuner", "blacksmith", "farrier",
    "winemaker", "brewer", "distiller", "viticulturist", "cellar hand", "vineyard hand", "farm hand", "deck hand",
    "stage hand", "ranch hand", "attendant", "flight attendant", "call handler", "dog handler",
    # the specific heads of the job titles in Faker's job provider (MIT; its generic heads — worker, staff,
    # person, runner, professional — left out: "a hard worker" is no post)
    "actor", "acupuncturist", "adjuster", "archaeologist", "arboriculturist", "assessor", "astronomer", "author",
    "biochemist", "bookseller", "breeder", "buyer", "cartographer", "chiropodist", "chiropractor", "comptroller",
    "conveyancer", "cytogeneticist", "dancer", "dealer", "dramatherapist", "embryologist", "ergonomist", "examiner",
    "forwarder", "fundraiser", "geneticist", "geochemist", "geophysicist", "geoscientist", "haematologist",
    "herbalist", "herpetologist", "homeopath", "horticulturist", "hydrogeologist", "hydrologist", "immunologist",
    "interpreter", "lexicographer", "lobbyist", "mentor", "merchandiser", "metallurgist", "meteorologist",
    "microbiologist", "mudlogger", "neurosurgeon", "oceanographer", "oncologist", "ophthalmologist", "optician",
    "organiser", "orthoptist", "osteopath", "pathologist", "pharmacologist", "physiologist", "phytotherapist",
    "podiatrist", "printmaker", "processor", "programmer", "proofreader", "psychiatrist", "psychotherapist",
    "ranger", "seismologist", "streamer", "technologist", "toxicologist", "treasurer", "warden", "writer",
    # the trades named with -man / -woman
    "postman", "postwoman", "fireman", "firewoman", "fisherman", "fisherwoman", "policeman", "policewoman", "chairman",
    "chairwoman", "businessman", "businesswoman", "salesman", "saleswoman", "tradesman", "tradeswoman", "craftsman",
    "craftswoman", "foreman", "forewoman", "linesman", "repairman", "handyman", "cameraman", "camerawoman", "milkman",
    "ferryman", "boatman", "stockman", "groundsman", "draughtsman", "journeyman", "deckhand",
    "farmhand", "stagehand", "ranch hand", "midwife",
)  # fmt: skip
ZH_OCCUPATIONS = (
    # posts of a unit's head ("二车间副主任", "派出所副所长"): a post too
    "主任", "科长", "课长", "股长", "段长", "队长", "馆长", "所长", "处长", "部长", "局长", "班长", "车间主任",
    "工程师", "程序员", "设计师", "老师", "教师", "医生", "护士", "律师", "学生", "研究员", "研究生", "博士生",
    "产品经理", "项目经理", "测试经理", "经理", "总监", "主管", "组长", "会计", "作家", "记者", "司机", "厨师", "销售",
    "分析师", "架构师", "创业者", "自由职业者", "公务员", "教授", "实习生", "运营", "编辑", "翻译", "咨询师",
    "药剂师", "牙医", "工人", "农民", "科学家", "数据科学家", "顾问", "专家", "讲师", "助理", "店长", "负责人",
    "策划", "主策", "数值策划", "运营专员", "专员", "文案", "美术", "原画师", "动画师", "测试工程师", "算法工程师",
    "客服", "财务", "出纳", "审计", "人事", "行政", "前台", "秘书", "导游", "主播", "博主", "摄影师", "化妆师",
    "规划师", "建筑师", "造价师", "监理", "技术员", "质检员", "研究助理", "博士后", "讲解员", "辅导员", "班主任",
    "主编", "制片人", "导演", "演员", "歌手", "配音演员", "法务", "合伙人", "董事", "总经理", "副总", "总裁", "经理助理", "科员", "店员", "收银员", "区域经理", "运营经理",
    "教研员", "研究员", "用户研究员", "工艺员", "统计员", "业务员", "调度员", "护士长", "医师", "主治医生", "住院医生",
    "工程师", "技师", "设计员", "规划员", "督导", "教练", "保育员", "采购", "质检", "跟单", "仓管", "收银",
    "空乘", "空姐", "骑手", "保安", "保洁", "导购", "兽医", "码农", "美工", "模特", "警察", "民警", "军人", "护工",
    "月嫂", "保姆", "家教", "网红", "创始人", "店主", "厂长", "校长", "院长", "站长",
    "助产士", "产房组长", "病区护士长", "主管护师", "护师", "医士", "药士", "技士",
    # trades named in 工 (a morphological 工 would take 罢工, 加工, 员工 too)
    "检修工", "钳工", "电焊工", "焊工", "电工", "木工", "瓦工", "装配工", "装卸工", "维修工", "操作工", "技工", "车工",
    "铣工", "油漆工", "水电工", "泥瓦工", "搬运工", "保洁工", "巡检工", "调试工",
)  # fmt: skip
EN_TITLE_MODIFIERS = r"(?:senior|junior|lead|principal|staff|chief|head|associate|assistant|deputy|senior staff|sr\.?|jr\.?)"
ZH_TITLE_MODIFIERS = r"(?:高级|资深|首席|初级|中级|助理|副|主任|测试|开发|前端|后端|算法|数据|产品|设计)"


def alternation(words) -> str:
    """A regex alternative of ``words``, longest first (so "team lead" wins over "lead")."""
    return "|".join(sorted((re.escape(w) for w in words), key=lambda w: (-len(w), w)))


# A job title: its modifiers and a head noun of the occupation lexicon ("senior urban designer", "高级用户研究员")
# posts people name by their letters, written in capitals ("做 CRA", "senior SRE", "an RN")
JOB_ACRONYMS = (
    "CRA", "CRC", "RN", "LPN", "CNA", "EMT", "PM", "TPM", "QA", "HR", "HRBP", "SDE", "SWE", "SRE", "DBA", "CEO", "CTO",
    "CFO", "COO", "CMO", "CPO", "VP", "GM", "CPA", "CFA", "UXR", "SDET", "MSL",
)  # fmt: skip
# (not the first letters of a longer name: "做UX设计" is a field, "HR专员" a title of its own)
_JOB_ACRONYM = rf"(?-i:(?:{alternation(JOB_ACRONYMS)})s?)(?![A-Za-z])(?!\s?(?![的了呢吧啊和与跟在])[\u4e00-\u9fff])"
EN_TITLE = (
    # (the words before the occupation are no article: "teaching a farrier clinic" holds no title)
    # (a hyphenated rank before the head: "Sub-Inspector", "co-founder", "vice-principal")
    rf"(?:head of (?:the\s+)?[a-z]+\b|(?:{EN_TITLE_MODIFIERS}\s+)*(?:(?!(?:a|an|the)\s)[a-z][a-z/&-]*\s+){{0,2}}(?:(?:sub|vice|co|under)-(?=[a-z]{{4}}))?(?:{alternation(OCCUPATIONS)})s?"
    rf"|(?:{EN_TITLE_MODIFIERS}\s+)*{_JOB_ACRONYM})"
)
# the head of those in a trade, where a clause ends: "厨师长", "护士长" (not "律师长期…")
_HEAD_OF_TRADE = r"(?:长(?=$|[\s，,。！!？?；;了的啦吧呢～~]))?"
ZH_TITLE = rf"{ZH_TITLE_MODIFIERS}*(?:[{CJK}A-Za-z]{{0,6}}?)(?:{alternation(ZH_OCCUPATIONS)}){{1,2}}{_HEAD_OF_TRADE}"  # "兽医助理": two heads
# Where a word marks a job title (as a …, 当…, title 升成 …), an occupation the lexicon lacks is
# known by its form: an English agent noun ("dive instructor", "coffee roaster", "farrier",
# "prosthetist"), a Chinese one in 师/员/官/匠 or a post in 岗 ("修复师", "课程研发岗").
EN_ROLE_TITLE = (
    rf"(?:head of (?:the\s+)?[a-z]+|(?:{EN_TITLE_MODIFIERS}\s+)*{_JOB_ACRONYM}|(?:{EN_TITLE_MODIFIERS}\s+)*(?:(?!(?:a|an|the)\s)[a-z][a-z/&-]*\s+){{0,2}}"
    rf"(?:{alternation(OCCUPATIONS)}|[a-z]{{2,}}(?:er|or|ist|ian|eer|smith|wright)))s?\b"
)
ZH_ROLE_TITLE = rf"{ZH_TITLE_MODIFIERS}*(?:[{CJK}A-Za-z]{{0,6}}?)(?:{alternation(ZH_OCCUPATIONS)}|(?<=[{CJK}])(?:师|员|官|匠|岗|(?<![博硕学女男人绅骑战义勇])士)){{1,2}}{_HEAD_OF_TRADE}"
# agent nouns that name no occupation ("as a teenager", "a big fan", "my brother")
NOT_OCCUPATIONS = frozenset((
    "mother", "father", "brother", "sister", "daughter", "grandmother", "grandfather", "member", "user", "customer",
    "beginner", "winner", "loser", "believer", "follower", "lover", "smoker", "vegetarian", "christian", "teenager",
    "foreigner", "newcomer", "outsider", "stranger", "passenger", "other", "together", "number", "never", "ever",
    "later", "after", "water", "weather", "paper", "dinner", "summer", "winter", "corner", "border", "order", "error",
    "minor", "major", "honour", "honor", "colour", "color", "floor", "door", "mirror", "motor", "computer", "charger",
    "letter", "matter", "better", "power", "flower", "tower", "shower", "offer", "favour", "favor", "humour", "rumour",
    "reminder", "voter", "viewer", "listener", "reader", "speaker", "sinner", "survivor", "warrior", "visitor",
    "guardian", "civilian", "librarian's", "italian", "canadian", "australian", "indian", "asian", "russian", "egyptian",
    "brazilian", "persian", "optimist", "pessimist", "realist", "perfectionist", "introvert", "extrovert", "insider",
    "monster", "under", "over", "older", "younger", "bigger", "smaller", "better", "happier", "stronger", "weirdo",
    # things, times and states spelt like agent nouns
    "hangover", "leftover", "makeover", "sleepover", "stopover", "takeover", "handover", "layover", "crossover",
    "sweater", "trailer", "poster", "sticker", "burger", "cover", "finger", "liver", "silver", "quarter", "answer",
    "timer", "toaster", "heater", "boiler", "printer", "scanner", "router", "cracker", "marker", "folder", "blender",
    "river", "thunder", "chapter", "butter", "ladder", "feather", "leather", "character", "register", "semester",
    "trimester", "calendar", "cellar", "collar", "dollar", "error", "mayor's", "terror", "horror", "mirror", "anchor",
    "tractor", "elevator", "radiator", "calculator", "generator", "projector", "monitor", "sensor", "razor",
    "flavour", "flavor", "labour", "labor", "neighbour", "neighbor", "behaviour", "behavior", "rumor", "harbour",
    "harbor", "parlour", "parlor", "vapour", "vapor", "list", "twist", "wrist", "mist", "fist", "gist", "tourist",
    "wanderer", "dreamer", "gamer", "fan", "volunteer", "newbie", "idiot", "legend", "mess", "wreck", "zombie",
))  # fmt: skip

# What names the user's employer without a verb: an ID, a probation, a desk ("Amazon badge
# 拿到了", "京东试用期第三周了", "猿辅导的工位"): the organisation right before it is the employer.
EMPLOYER_CUES_EN = r"badge|lanyard|payroll|payslip|probation|id card|staff card|staff pass|site pass|access card|swipe card|key ?card|key fob|staff id|employee id|work email|onboarding|induction|new-starter|new starter|slack|intranet|staff portal|fuel card|company card|staff discount"
EMPLOYER_CUES_ZH = r"入职(?!档案|手续|体检|材料|资料|培训|流程|表|通知|系统|信息|登记)|工牌|工卡|门禁卡|试用期|转正|工位|社保卡|员工餐|badge|lanyard|offer|这边做|那边做|这边上班|那边上班|的同事们?|\s(?:first day|day one|day 1)\b"
# Chinese universities by the short names people use ("浙大", "北邮", "中大"): a school, not a word.
ZH_UNIVERSITY_NAMES = (
    r"清华|北大|复旦|上交|交大|西交|浙大|南大|中大|武大|华科|川大|厦大|同济|人大|北航|北邮|北理|北师大|华师大|华东师大|华师|"
    r"哈工大|中科大|南开|天大|山大|吉大|郑大|河大|中南|湘大|苏大|东南|重大|西工大|电子科大|成电|大工|东大|兰大|云大|深大|暨大|"
    r"华南理工|华工|港大|港中文|港科大|城大|台大|北外|上外|广外|央美|国美|北影|中戏|央音|上财|央财|贸大|对外经贸|西电|南航|"
    r"哈工程|华政|西政|中政|法大|北科|北交|南理工|武理|华农|西农|中农|北林|矿大|石大|海大|中传|浙工大|杭电|宁大|江大|扬大|南师|南邮|"
    r"暨南|南林|南艺|南农|南医|北体|上体|川美|西美|鲁美|广美|川音|星海|北服|东华|华理|上大|首师大|北工大|北语|二外|川农|华中农|华中师大|陕师大|东师|西南财大|中南财大"
)
# Whom the user reports to: the role words of the one above ("our ward manager", "我们组的头儿").
MANAGER_ROLES_EN = (
    r"manager|boss|supervisor|advisor|adviser|team leader|team lead|tech lead|leader|lead|matron|head of department|hod|charge nurse|line manager|"
    r"direct manager|skip-level|director|principal|head teacher|headteacher|foreman|gaffer|superintendent|supt|crew chief|chief|approver|pi"
)
# What a manager does over the user's work, by which the user names who they report to: "Hank
# signs my timesheets now", "my reviews go through her", "我的假现在都是老周批"
MANAGER_DUTIES_EN = (
    r"time ?sheets?|time ?cards?|leave(?: requests?)?|holiday(?:s| requests?)?|vacation(?:s| requests?| days)?|time[- ]off requests?|pto(?: requests?)?|expenses|expense claims?|overtime|"
    r"(?:performance |annual |mid-year )?reviews?|(?:first |annual )?appraisals?|evals?|evaluations?|1[:-]1s?|one-on-ones?|one-to-ones?|mid-years?|rotas?|rosters?|schedules?|"
    r"hours|expense claims?|leave requests?|time off|(?:annual )?leave|holiday requests?|numbers|okrs?|objectives|targets|sign-?offs?|approvals?"
)
# What only a couple at a stage does, told as it happens: the stage it shows ("first trip as
# husband and wife", "蜜月第三天", "改口费收到了", "she said yes", "订婚宴摆了八桌").
COUPLE_STAGE_SIGNS = (
    ("partner", r"\bwe['’]re (?:officially )?(?:together|dating|a couple|an item)\b|表白成功|在一起的第一天|我们在一起了"),
    ("spouse", r"\bhoneymoon\b|\bas husband and wife\b|\bas (?:a )?married couple\b|\bnewlyweds?\b|\bsince the wedding\b|\bwedding candy\b|"
               r"\bmr\.? (?:&|and) mrs\b|\bi['’]m the mrs\b|\bmarital status\b[^.]{0,30}\bmarried\b|"
               r"蜜月|改口费|敬茶改口|改口叫(?!未婚)|新婚|婚后第|发了?喜糖|喜糖发|领了?证了|领证啦|婚姻状况[^，。]{0,12}已婚"),
    # a wedding still ahead: planned, dressed for, seated — the couple is engaged
    ("fiance", r"\bengagement (?:party|ring|photos?|drinks|dinner|braai|bash|do|announcement|shoot)\b|\bthe ring on my finger\b|"
               r"\bwedding planner\b|\bsave the dates?\b|"
               r"订婚宴|订婚(?:party|照)|提亲|单膝跪(?:下|地)|答应了(?:他|她)?的?求婚|婚纱照|备婚|婚宴酒店|看婚纱|婚礼策划|(?:就|要|准备)办(?:婚礼|酒)"),
)
# the posts over others a Chinese surname is said with to name a boss ("陈总", "莫主任", "邵经理")
# the head of a site or a unit, whoever works there answers to them (厂长, 店长, 科长…)
ZH_SITE_HEADS = r"厂长|场长|站长|店长|院长|所长|馆长|园长|队长|科长|处长|部长"
ZH_SENIOR_TITLES = rf"副总|总监|总|经理|主任|主管|组长|老板|{ZH_SITE_HEADS}"
MANAGER_DUTIES_ZH = r"请假|假条|年假|假|报销单?|考勤|加班|考核|绩效|打分|年终评估|排班"
# the user's work handed up to whoever manages it ("周报交宋厂长", "我做的活都得他签字")
MANAGER_WORK_ZH = r"周报|日报|月报|工作汇报|汇报|报告|方案|稿子|图纸|配方|活儿|活|东西|作品|代码|(?:教学|训练|工作|季度|年度|项目)计划"
MANAGER_WORK_EN = r"weekly reports?|reports?|status reports?|status updates?|updates?|work|drafts?|designs?|formulas?|plans?"
MANAGER_ROLES_ZH = (
    r"顶头上司|老板|领导|上司|上级|经理|主管|组长|头儿|老大|主任|科长|处长|部长|总监|主策|leader|manager|boss|lead|advisor|supervisor|带教老师|导师|"
    # the head of a workplace's unit by its name (窑长 of the kiln, 站长 of the station, 护士长 of the ward)
    r"窑长|站长|队长|店长|厂长|馆长|院长|所长|段长|班组长|工段长|护士长|车间主任|值班长|机长|船长|总编|主编|制片人"
)

# What a plan is about: a dated one is a follow-up until its outcome is told.
EN_APPOINTMENTS = (
    "appointment", "dentist", "doctor", "physio", "physiotherapy", "gp", "check-up", "checkup", "interview",
    "exam", "test", "road test", "lesson", "class", "flight", "surgery", "operation", "talk", "presentation",
    "conference", "wedding", "offsite", "off-site", "trip", "concert", "defence", "defense", "viva", "screening",
    "hearing", "vaccination", "scan", "mri", "x-ray", "therapy", "session", "consultation", "recital", "audition",
    "match", "race", "marathon", "photoshoot", "photo shoot", "meeting", "visit", "tour", "gig", "date",
    "first round", "final round", "onsite", "on-site", "phone screen", "assessment", "certification", "vet",
    "dental", "cleaning", "grooming", "haircut", "massage", "inspection", "licence test", "license test", "court date",
    "parent-teacher", "orientation", "open house", "viewing", "closing", "fitting",
    # someone coming to the home, papers to renew: dated errands are plans too
    "service", "repair", "delivery", "installation", "install", "renewal", "fingerprinting", "biometrics",
    "collection", "pickup", "pick-up", "handover", "move-in", "survey", "valuation", "mot",
    # jabs, check-ups and exams by their names
    "jab", "booster", "flu shot", "physical", "medical", "consult", "appt", "mammogram", "smear", "blood test", "labs",
    "cfa", "acca", "cpa", "ielts", "toefl", "gre", "gmat", "lsat", "mcat", "usmle", "pmp", "bar exam", "boards",
    "half marathon", "10k", "5k", "triathlon", "parkrun", "recruitment day", "open day", "graduation", "ceremony",
    # the people one sees by appointment, and courses with a start
    "adviser", "advisor", "solicitor", "lawyer", "accountant", "optician", "counsellor", "counselor", "therapist",
    "osteopath", "chiropractor", "dermatologist", "specialist", "midwife", "tutor", "refresher", "course", "workshop",
    "seminar", "training",
    # occasions at work and in the family that have a day
    "appraisal", "review", "performance review", "rehearsal", "dress rehearsal", "tasting", "briefing", "launch",
    "pitch", "demo", "audit", "deadline", "tribunal", "webinar", "exhibition", "competition", "tournament",
    "christening", "funeral", "memorial service", "reunion", "awards", "gala", "fundraiser", "open evening",
)  # fmt: skip
ZH_APPOINTMENTS = (
    "面试", "一面", "二面", "三面", "终面", "考试", "笔试", "体检", "牙医", "复查", "手术", "约会", "答辩", "汇报",
    "团建", "婚纱照", "婚礼", "雅思", "托福", "科目一", "科目二", "科目三", "科目四", "驾考", "航班", "飞机", "机票", "火车票", "高铁票", "车票",
    "会议", "年会", "演讲", "讲座", "培训", "课", "门诊", "检查", "挂号", "拍照", "旅行", "出差", "比赛", "考研",
    "复试", "签证", "看病", "疫苗", "拔牙", "理疗", "演出", "音乐会", "聚会", "饭局",
    "录指纹", "续签", "维修", "来修", "上门", "安装", "送货", "看房", "交房", "年检", "复诊", "胃镜", "肠镜",
    "领证", "专家号", "洗牙", "半马", "全马", "软考", "考证", "见家长", "看楼", "述职", "年审", "产检", "疫苗", "打针",
    "家长会", "开学", "毕业典礼", "搬家", "签约", "过户", "验房",
    "试吃", "品鉴", "彩排", "考核", "考评", "评估", "评审", "开庭", "发布会", "路演", "面谈", "验收", "试讲", "公开课",
    "葬礼", "追悼会", "满月酒", "喜酒", "年夜饭", "同学会", "颁奖", "马拉松",
)  # fmt: skip

# The short names Chinese gives an occasion, each way ("马拉松半程" is told of afterwards as "半马")
ZH_OCCASION_SHORT = {
    "马拉松半程": "半马", "半程马拉松": "半马", "全程马拉松": "全马", "研究生考试": "考研", "研究生入学考试": "考研",
    "驾照考试": "驾考", "驾驶证考试": "驾考", "年终述职": "述职", "毕业答辩": "答辩", "论文答辩": "答辩", "健康体检": "体检",
    "复诊": "复查", "入职体检": "体检",
}  # fmt: skip

# Preference topics: what a "from now on" rule is about, and the value it sets.
PROGRAMMING_LANGUAGES = (
    "python", "java", "javascript", "typescript", "go", "golang", "rust", "c++", "c#", "ruby", "php", "kotlin",
    "swift", "scala", "r", "matlab", "julia", "haskell", "elixir", "perl", "lua", "dart", "sql", "bash", "shell",
    "c", "objective-c", "clojure", "f#", "zig", "fortran", "excel", "vba",
    "sas", "stata", "spss", "cobol", "pascal", "delphi", "groovy", "erlang", "ocaml", "solidity", "verilog", "vhdl",
    "powershell", "lisp", "scheme", "racket", "elm", "prolog", "abap", "apex", "nim", "crystal", "visual basic",
)  # fmt: skip
HUMAN_LANGUAGES = {
    "english": "English", "chinese": "Chinese", "mandarin": "Chinese", "japanese": "Japanese", "korean": "Korean",
    "french": "French", "german": "German", "spanish": "Spanish", "portuguese": "Portuguese", "italian": "Italian",
    "russian": "Russian", "dutch": "Dutch", "cantonese": "Cantonese", "中文": "Chinese", "汉语": "Chinese",
    "普通话": "Chinese", "英文": "English", "英语": "English", "日文": "Japanese", "日语": "Japanese",
    "韩语": "Korean", "法语": "French", "德语": "German", "西班牙语": "Spanish", "葡萄牙语": "Portuguese",
    "粤语": "Cantonese", "繁体": "Chinese (traditional)", "简体": "Chinese",
    # both at once, a value of its own: "以后回复用中英对照", "bilingual replies from now on"
    "中英对照": "bilingual", "中英双语": "bilingual", "双语": "bilingual", "bilingual": "bilingual", "中英文对照": "bilingual",
    "welsh": "Welsh", "irish": "Irish", "gaelic": "Gaelic", "hindi": "Hindi", "arabic": "Arabic", "vietnamese": "Vietnamese",
    "thai": "Thai", "indonesian": "Indonesian", "malay": "Malay", "turkish": "Turkish", "polish": "Polish",
    "swedish": "Swedish", "norwegian": "Norwegian", "danish": "Danish", "finnish": "Finnish", "greek": "Greek",
    "hebrew": "Hebrew", "ukrainian": "Ukrainian", "czech": "Czech", "hungarian": "Hungarian", "tagalog": "Tagalog",
    "威尔士语": "Welsh", "爱尔兰语": "Irish", "印地语": "Hindi", "阿拉伯语": "Arabic", "越南语": "Vietnamese",
    "泰语": "Thai", "俄语": "Russian", "意大利语": "Italian", "荷兰语": "Dutch", "土耳其语": "Turkish",
}  # fmt: skip
# Words that turn a rule to a new value ("switch to SQL", "改回中文", "还是用斤说吧"): with a
# value of a preference topic they make a rule, and the value after them is the one meant.
SWITCH_TO_PATTERN = (
    r"\b(?:switch(?:ing)? (?:back )?to|change (?:it )?(?:back )?to|go(?:ing)? back to|back to|instead|rather|from here on|"
    r"from now on|going forward)\b|改回|换成|改成|改用|换回|切回|切换成|切换到|还是用|改为|换为|从现在起|从今天起|以后"
)
# The systems of measurement a units rule names.
UNIT_SYSTEMS = (
    (r"metric|公制|celsius|摄氏|kilomet|millimet|centimet|\bmet(?:re|er)s\b|平方米|平米|立方米|㎡|公顷|\bhectares?\b|\bsq ?m\b|litres?\b|liters?\b|公里|\bkg\b|公斤|千克|\bkm\b|(?<![千公])克|毫升|毫米|厘米|\bmm\b|\bcm\b|\bml\b|grams?\b", "metric"),
    (r"imperial|英制|fahrenheit|华氏|miles\b|英里|pounds|\blbs?\b|feet|inch(?:es)?\b|stone\b|盎司|英寸|ounces?\b|\boz\b|(?<!公)磅|gallons?\b|加仑|\bpsi\b|quarts?\b|pints?\b|yards?\b|acres?\b", "imperial"),
    (r"(?<!公)斤|市制|市寸|市尺|市斤|寸分|(?<!公)亩", "jin"),  # the traditional Chinese system (weight in 斤, land in 亩)
)
# units of one quantity, each a value of the same "units" rule ("wind in knots", "换回米每秒"):
# matched before the systems, so "kilometres per hour" is km/h, not "metric"
UNIT_WORDS = (
    (r"\bknots?\b|\bkts\b|海里每小时|海里/小时|海里/时", "knots"),
    (r"\bm/s\b|met(?:re|er)s? per second|米每秒|米/秒", "m/s"),
    (r"\bkm/h\b|\bkph\b|\bkmh\b|kilomet(?:re|er)s? (?:per|an) hour|公里每小时|千米每小时|公里/小时|千米/小时", "km/h"),
    (r"\bmph\b|miles (?:per|an) hour|英里每小时|英里/小时", "mph"),
    (r"\bbeaufort\b|蒲福|风力等级|几级风", "Beaufort"),
    (r"\bhectopascals?\b|\bhpa\b|百帕", "hPa"),
    (r"\bmillibars?\b|\bmbar\b|\bmb\b|毫巴", "mbar"),
)
UNIT_WORDS_PATTERN = "|".join(p for p, _ in UNIT_WORDS)
# a letter's or a message's greeting before a name ("Dear Auntie, …", "Hi Sam"): whom it is to, no subject
GREETING_BEFORE_NAME = r"(?:dear|hi|hey|hello)\s"
# words that frame what follows as play, not a telling ("Just for fun: if we ever…", "Hypothetically, we move to…"):
# a clause's frame (claims) and a lead that ends its own sentence at its colon (clauses)
PLAY_FRAMES = (
    r"(?:just\s+)?for fun|hypothetically(?: speaking)?|in theory|theoretically|out of curiosity|random question|thought experiment|"
    r"silly question|purely hypothetical(?:ly)?|假设一下|假如说|假设|随便问问|好奇问一下|开个玩笑"
)
LENGTH_WORDS = {
    "short": "short", "shorter": "short", "brief": "short", "concise": "short", "succinct": "short", "terse": "short",
    "long": "long", "longer": "long", "detailed": "long", "in detail": "long", "in depth": "long", "thorough": "long",
    "elaborate": "long", "简短": "short", "简洁": "short", "短一点": "short", "短一些": "short", "精简": "short",
    "详细": "long", "长一点": "long", "长一些": "long", "展开": "long", "一句话": "short",
    "full explanation": "long", "full explanations": "long", "in full": "long", "full detail": "long", "more detail": "long", "paragraphs": "long", "long-form": "long",
    "full-length": "long", "full length": "long", "in-depth": "long",
    "lines max": "short", "sentences max": "short", "words max": "short", "bullet-short": "short", "tl;dr": "short",
    # the middle between them, a value of its own
    "medium": "medium", "medium-length": "medium", "medium length": "medium", "mid-length": "medium", "moderate length": "medium",
    "适中": "medium", "不长不短": "medium", "中等长度": "medium", "长短适中": "medium",
}  # fmt: skip
FORMAT_WORDS = {
    "bullet points": "bullet points", "bullets": "bullet points", "bullet": "bullet points", "a list": "list",
    "tables": "tables", "a table": "tables", "markdown": "markdown", "plain text": "plain text",
    "numbered": "numbered list", "列表": "list", "要点": "bullet points", "表格": "tables", "分点": "bullet points",
}  # fmt: skip
TONE_WORDS = {
    "formal": "formal", "casual": "casual", "friendly": "friendly", "polite": "formal", "informal": "casual",
    "正式": "formal", "随意": "casual", "口语化": "casual", "礼貌": "formal",
}  # fmt: skip

# Travel, not a home: "here in Paris for the weekend".
EN_TRAVEL = r"\b(?:trip|vacation|holiday|holidays|visit(?:ing)?|weekend|for work|business trip|conference|on tour|travel(?:l?ing)?|honeymoon|layover|stopover|for a few days|for the week|airbnb|homestay|hostel|hotel|trade fair|spring break|on-site)\b"
# China's provinces and regions: what a town is told after ("湖南吉首", "江西赣州"), never the town itself
ZH_PROVINCES = (
    "河北", "山西", "辽宁", "吉林", "黑龙江", "江苏", "浙江", "安徽", "福建", "江西", "山东", "河南", "湖北", "湖南",
    "广东", "海南", "四川", "贵州", "云南", "陕西", "甘肃", "青海", "台湾", "内蒙古", "广西", "西藏", "宁夏", "新疆",
)  # fmt: skip
ZH_TRAVEL = r"出差|旅游|旅行|度假|酒店|民宿|住了(?:一|两|几|三)(?:晚|天|周)|(?<!开|好)玩(?!笑|具|意|手机|游戏)|探亲|开会|路过|转机|蜜月|看望|过年|过节|回家过年"
# Corporate words that do not tell one employer from another ("Acme Media" is "Acme").
COMPANY_SUFFIXES = (
    "inc", "inc.", "ltd", "ltd.", "llc", "corp", "corp.", "corporation", "co", "co.", "gmbh", "ag", "plc", "sa",
    "limited", "group", "holdings", "company", "technologies", "technology", "tech", "labs", "lab", "studio",
    "studios", "digital", "media", "software", "systems", "solutions", "networks", "network", "mobility",
    "有限公司", "公司", "集团", "科技", "网络", "技术", "信息", "软件", "传媒", "工作室", "股份",
)  # fmt: skip

# Common Chinese surnames: a clause that opens with one and two or three characters most
# likely opens with a person's name ("张伟求婚了", "孙悦说…").
ZH_SURNAMES = set(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚"
    "卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔汤"
    "温康施牛樊葛邢齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季"
    "裴霍涂苗谷盛曲翁冉骆蓝游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳穆农司卓古吉缪简车项芦麦褚娄窦"
    "戚岑景党宫费卜冷晏席卫米柏宗瞿桂佟臧闵苟邬边卞姬师仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩佘池查麻"
    "苑迟邝官封谈匡鞠惠荆乐冀郁胥班储原栗燕楚鄢劳谌奚皮粟冼蔺楼盘满闻位厉伊仝区郜阚权帅屠豆朴盖练"
    "廉禹井祖漆巴狄扈晁芮邸雍辜羊阿乌母裘亓邰赫杭"
    "逯诸嵇檀昝于"
)
# Two-character surnames (复姓): 欧阳明 is Ouyang Ming, not 欧阳 of the surname 欧.
ZH_COMPOUND_SURNAMES = frozenset((
    "欧阳", "司马", "诸葛", "上官", "东方", "皇甫", "尉迟", "公孙", "慕容", "令狐", "长孙", "宇文", "司徒", "夏侯",
    "轩辕", "端木", "独孤", "南宫", "西门", "百里", "呼延", "万俟", "闻人", "澹台", "太史", "申屠", "钟离", "司空",
    "濮阳", "淳于", "单于", "公冶", "宗政", "东郭", "左丘", "拓跋", "第五", "梁丘", "赫连", "谷梁", "巫马", "仲孙",
))  # fmt: skip
# Words that open with a surname character but are no name.
ZH_NOT_NAMES = {
    "房东", "房租", "房子", "房间", "毕业", "毕竟", "高考", "高铁", "江边", "方案", "时候", "周边", "钱的",
    "周末", "周围", "周一", "周二", "周三", "周四", "周五", "周六", "周日", "周年", "高兴", "高级", "高中", "高新",
    "方便", "方法", "方面", "方向", "白天", "江湖", "金融", "石头", "黄金", "马上", "钱包", "程序", "叶子", "胡说",
    "李子", "王者", "马路", "许多", "严重", "孙子", "朱红", "郑重", "谢谢", "何时", "何况", "田野", "董事", "袁隆",
    "邓丽", "彭湃", "曾经", "肖像", "潘多", "于是", "蒋介", "余下", "杜绝", "程度", "苏醒", "魏晋", "吕布", "丁克",
    "任何", "任务", "沈阳", "姚明", "卢浮", "姜汁", "崔健", "钟头", "谭咏", "陆续", "汪洋", "范围", "贾宝", "夏天",
    "夏季", "韦小", "付出", "付款", "邹忌", "孟子", "熊猫", "秦朝", "邱少", "尹天", "薛之", "闫妮", "段落", "雷雨",
    "侯门", "龙虾", "史上", "陶瓷", "黎明", "贺卡", "顾客", "毛衣", "郝建", "龚琳", "邵氏", "万一", "钱塘", "严格",
    "覃家", "武汉", "戴上", "莫名", "孔雀", "汤圆", "杭州", "黄山", "江苏", "石家", "邢台", "宋体", "罗马", "杨梅",
    "林子", "张开", "张家", "刘海", "陈述", "吴江", "赵家", "马来", "朱家", "胡同", "郭家", "何必", "高速", "梁山",
    "谢绝", "唐朝", "许可", "韩国", "冯家", "曹操", "彭城", "肖申", "田间", "董家", "袁家", "潘家",
}  # fmt: skip
# Characters that begin the verb after a two-character name ("张伟|求婚了"), not a third name character.
ZH_AFTER_NAME = set("签批求说在去搬来是也还已刚就要会和跟入当做住调升被让给带想请打准下明今昨前最现正成周飞又都不没很的了开换离回买拿考上有对把从向替帮为让叫同与及跳辞结接管点")


# Subjects one studies at university: a field named beside a school is a study
# ("psychology at Leeds", "本科 CS at 东南").
ACADEMIC_FIELDS = (
    "psychology sociology anthropology economics econ finance accounting business management marketing law medicine "
    "nursing pharmacy dentistry history philosophy politics geography english literature linguistics languages "
    "french german spanish chinese japanese classics music art fine art design graphic design architecture "
    "engineering mechanical engineering civil engineering electrical engineering computer science cs comp sci "
    "software engineering maths math mathematics statistics stats physics chemistry biology biochemistry "
    "neuroscience genetics zoology ecology environmental science geology astronomy journalism media studies "
    "communications film theatre drama education social work criminology international relations "
    "data science ai machine learning information systems it"
).split(" ")
ACADEMIC_FIELD_PHRASES = (
    "fine art", "graphic design", "mechanical engineering", "civil engineering", "electrical engineering", "computer science",
    "comp sci", "software engineering", "environmental science", "media studies", "social work", "international relations",
    "data science", "machine learning", "information systems",
)  # fmt: skip

# --- episodes: what names something, and what only reacts ----------------------------------

# Words that name nothing by themselves: a clause of only these (and evaluations) tells no
# episode ("I had a great time", "we did it", "I'm so into it").
EN_FUNCTION_WORDS = frozenset(
    "a an the this that these those it its it's them they their theirs him her his hers he she we us our ours me my "
    "mine i you your yours myself yourself ourselves themselves itself one ones some any all both each every no none "
    "much many more most lot lots bit little few several such other another same own thing things stuff something "
    "anything everything nothing someone anyone everyone time times way ways kind sort of to in on at by for with from "
    "into onto about around over under up down out off through after before since until till as than like so and or "
    "but nor yet if then too very really just also even still already again ever there here now today tonight back "
    "away well is am are was were be been being have has had do does did get got go going gone make made take took "
    "can could will would should shall may might must 'll 've 're 'm 's 'd not n't what which who whom whose when "
    "where why how while because though although whether yes yeah no ok okay oh lol haha wow hey guys right together "
    "each other one another".split()
)  # fmt: skip
# Evaluations and intensifiers: they say how it was, not what it was.
EN_EVALUATIVE = frozenset(
    "great good nice cool awesome amazing wonderful fantastic incredible awesome beautiful lovely sweet cute fun "
    "exciting excited inspiring impressive interesting crazy wild tough hard rough bad sad terrible awful best worst "
    "better worse fine okay alright special important huge big small perfect brilliant gorgeous stunning epic "
    "super pretty quite truly totally absolutely completely kinda such real really so very happy glad proud "
    "grateful thankful blessed lucky sure true amazing fab fabulous neat rad sick dope awesome powerful "
    "meaningful rewarding fulfilling memorable unforgettable magical insane tiring exhausting busy hectic "
    # stances and moods: how one stands, not what one does
    "hopeful positive optimistic motivated determined strong upbeat focused calm confident ready "
    "sorry afraid scared nervous anxious worried stressed tired thrilled stoked pumped psyched inspired amazed "
    "impressed touched honored honoured humbled relieved content satisfied sure certain curious".split()
)  # fmt: skip
# Verbs that answer the other speaker rather than tell of a life ("thanks", "I agree", "I bet").
EN_PHATIC_VERBS = frozenset(
    "thank appreciate agree bet guess know mean understand suppose reckon wish congratulate admire wonder hope "
    "imagine believe think feel love like adore enjoy hate wait miss respect relate sound seem cheer mind "
    "apologize apologise forgive promise welcome".split()
)  # fmt: skip
# The day's weather: a clause of only these, times, degrees and evaluations tells no episode
# ("Sun's out for once", "今天终于凉快一点了", "外面下大雨了"); one that names a person does.
EN_WEATHER_WORDS = frozenset(
    "weather sun sunny sun's sunshine rain raining rainy rained pouring drizzle drizzly drizzling snow snowing snowy "
    "snowed hot cold cool cooler warm warmer chilly freezing humid muggy sticky windy wind breezy foggy fog misty "
    "cloudy grey gray overcast stormy storm storms thunder heatwave frost frosty icy sleet hail degrees outside "
    "finally once morning afternoon evening day week weekend bit".split()
)  # fmt: skip
ZH_WEATHER_WORD = (
    r"凉快|凉爽|闷热|暖和|下(?:大|小|暴)?雨|下雪|刮(?:大)?风|降温|升温|回暖|放晴|晴(?:天|朗)?|阴天|多云|出太阳|太阳出来|"
    r"潮湿|干燥|起雾|雾霾|台风|暴雨|高温|桑拿天|回南天|凉|热|冷|闷|暖|潮|阴"
)
ZH_WEATHER_CLAUSE = re.compile(
    r"(?:今天|今儿|今早|今晚|早上|晚上|这两天|这几天|最近|外面|外头|终于|总算|又|还是|还|一点儿?|一些|有点儿?|好|太|真的?|很|挺|"
    r"超级?|特别|巨|都|快|要|开始|变得?|天气|天|气温|温度|度|了|啊|呀|啦|哦|吧|呢|的|起来|下来|死|极|" + ZH_WEATHER_WORD + r")+"
)
# A Chinese clause that only evaluates or reacts ("太好了", "累死了", "真羡慕"): no episode.
ZH_EVALUATIVE = pattern_cache.compile(
    r"(?:我|我们)?(?:真的?|太|好|很|超级?|特别|挺|有点|也太|实在|简直|还|蛮|都)*"
    r"(?:棒|好|厉害|牛|强|酷|美|可爱|漂亮|帅|赞|开心|高兴|难过|累|忙|烦|羡慕|佩服|感动|好玩|有意思|有趣|不错|辛苦|"
    r"舒服|爽|香|好吃|好看|值得|幸福|激动|紧张|无聊|尴尬|搞笑|离谱|可惜|遗憾|心疼|放心|期待)"
    r"(?:死|坏|极|爆|炸)?(?:了|啊|呀|哦|吧|呢|的|哈+)*"
)

# How a Chinese workplace's name ends ("蓝桥设计院", "安和礼仪", "华信银行"): a run of characters
# ending so, opening a clause, is a place of work, not a person named by surname
ZH_WORKPLACE_ENDINGS = (
    r"设计院|研究院|研究所|医院|学院|大学|学校|中学|小学|公司|集团|银行|工厂|厂|局|所|院|馆|中心|站|台|社|店|科技|传媒|物流|礼仪|测绘|地产|证券|保险|律所|事务所"
)

# What only those who work somewhere have of it: the employer is whose these are ("my Next staff
# discount card", "the Arup pension scheme", "南湖集团的新员工培训", "锦程航空的年会").
WORKPLACE_THINGS_EN = (
    r"staff discount(?: card)?|staff (?:card|canteen|party|room|intranet)|uniforms?(?: fitting)?|work shirts?|"
    r"pension (?:scheme|plan)|grad(?:uate)? (?:program(?:me)?|scheme)|"
    r"induction|orientation|new hire|new starters?|onboarding|probation(?:ary period)?|payroll|christmas party|all-hands|"
    # what only staff are paid with: "first tesco payslip landed", "First paycheck stub from …"
    r"pay ?slips?|pay ?checks?(?: stub)?|pay stubs?|wage slips?|p60|"
    # the kit a new starter is issued ("a Treewise laptop and a hard hat"; a device maker's name is none)
    r"(?:work )?laptop|work phone|welcome pack|starter pack|hard hat|hi-?vis(?: vest)?"
)
# benefits named after their provider as often as the employer ("Bupa health insurance"): the
# employer only where the clause says where ("health insurance kicks in after 30 days at Square")
WORKPLACE_BENEFITS_EN = r"health (?:insurance|plan|cover)|dental plan|staff discount|pension"
WORKPLACE_THINGS_ZH = r"新员工培训|新人培训|入职培训|入职体检|年会|工牌|工卡|工作证|员工卡|胸牌|工服|工装|厂服|工号|(?:钉钉|企业微信|飞书)(?:账号|帐号)|食堂|班车|团建|司歌|企业文化|(?i:new hire orientation|orientation|onboarding|welcome swag|newbie|new hire)"
# a word of an English organisation's name that says what kind it is ("Access Bank", "Tyne Group")
EN_ORG_KINDS = (
    r"Bank|Group|Trust|Council|Ltd|Limited|Inc|Plc|plc|LLC|GmbH|Co|Company|Holdings|Partners|Foundation|University|College|School|"
    r"Hospital|Clinic|Agency|Services|Solutions|Labs?|Studios?|Media|Capital|Insurance|Airlines?|Airways|Energy|Systems|"
    r"Technologies|Logistics|Consulting|Authority|Ministry|Department|Institute|Society|Association|Corporation|Corp"
)
# the last word of a Chinese organisation's name: what kind of organisation it is
ZH_ORG_SUFFIXES = (
    r"有限公司|股份公司|集团|公司|银行|航空|生物|环保|科技|医院|中学|小学|大学|学院|学校|基地|研究院|研究所|事务所|律所|工作室|物流|地产|证券|"
    r"保险|传媒|教育|电子|药业|制药|建筑设计|设计院|能源|汽车|电器|食品|餐饮|酒店|超市|百货|出版社|报社|电视台|基金|资本|咨询|"
    r"网络|软件|通信|电力|化工|建设|工程|实业|控股|互娱|游戏|影业|医疗|健康|物业|电商|快递|航运|酒业|茶业|窑业|陶瓷|印务|纺织|服饰|"
    r"建材|五金|家居|装饰|印刷|包装|机电|设备|仪器|水务|燃气|农业|牧业|矿业|钢铁|木业|家具|船务|货运|物资|贸易|商贸|制造|机械|重工|医药|律师事务所|会计师事务所|船舶|精工|光电|表业|纸业|鞋业"
)
