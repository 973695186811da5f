"""An employer told by the things of working there, not by a verb of working.

People rarely say "I work for X" after the first day; they mention X's staff discount, its
uniform, its pension scheme, its induction, swiping into its building, a third week there:
"my Next staff discount card came", "the Qantas uniform fitting took two hours", "南湖集团的
新员工培训", "到 Quayside Architects 报到". A thing only staff have (``WORKPLACE_THINGS_*``)
names its owner as the user's employer; time spent at a place, or its building, only
suggests one — those cues carry a doubt and stay pending.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .. import pattern_cache
from .lexicon import CJK, WORKPLACE_BENEFITS_EN, WORKPLACE_THINGS_EN, WORKPLACE_THINGS_ZH, ZH_ORG_SUFFIXES

_I = re.IGNORECASE
_CAPS = r"(?-i:[A-Z][\w&.'’-]*(?:\s+(?:&\s+|of\s+)?[A-Z][\w&.'’-]*)*)"
_ZH_ORG = rf"[{CJK}]{{1,8}}?(?:{ZH_ORG_SUFFIXES})"
_ORG = rf"(?:{_CAPS}|{_ZH_ORG})"
SUGGESTED = "a workplace told in passing, not said to be yours"

# the words of belonging to a workplace: one of its members, on its rolls, taken on by it
_MEMBER_EN = r"staff|staffer|staff member|member of staff|employee|faculty|hire|recruit|new starter|starter|team member|lifer"
_ROSTER_EN = r"books|staff|payroll|roster|faculty|team"
_ENGAGED_EN = r"taken on|hired|brought on(?:board)?|recruited|snapped up|poached|headhunted|signed"

# (pattern, sure, the name may be a person's): the organisation is group "org"; where the
# name may be a person's ("being at Ahmed's"), a lone capitalised word that reads as a name is none
_FORMS = [
    # the thing, its owner before it: "my Next staff discount card", "the Qantas uniform fitting", "CBA grad program"
    (pattern_cache.compile(rf"(?<![\w'’])(?P<org>{_CAPS})\s+(?:(?-i:[a-z]+)\s+)?(?:{WORKPLACE_THINGS_EN})\b", _I), True, False),
    # the thing, then where: "staff discount at Whole Foods", "health insurance kicks in after 30 days at Square"
    (pattern_cache.compile(rf"\b(?:{WORKPLACE_THINGS_EN}|{WORKPLACE_BENEFITS_EN})\b[^.;!?]{{0,40}}?\b(?:at|with|from)\s+(?:the\s+)?(?P<org>{_CAPS})", _I), True, False),
    # "南湖集团的新员工培训", "锦程航空的年会", "New hire orientation 在 Foxglove Pharma 总部"
    (pattern_cache.compile(rf"(?P<org>{_ORG})\s*(?:的)?\s*(?:{WORKPLACE_THINGS_ZH}|(?i:{WORKPLACE_THINGS_EN}))"), True, False),
    # the thing handed out, its verb between: "冀中导盲犬训练基地今年换了新工作证", "晋阳助残服务中心给我发了一件工服"
    (pattern_cache.compile(rf"(?P<org>{_ZH_ORG})\s*[^，。,！!]{{0,6}}?(?:换了|发了|办了|开通了|配了|做了)\s*(?:新的?|一[张件个套])?\s*(?:{WORKPLACE_THINGS_ZH})"), True, False),
    (pattern_cache.compile(rf"(?:{WORKPLACE_THINGS_ZH})\s*(?:在|at)\s*(?P<org>{_ORG})"), True, False),
    # reporting on the first day, commuting to work there: "到 Quayside Architects 报到", "去 … 的 Halcyon Bank 上班"
    (pattern_cache.compile(rf"(?:到|去|进|的)\s*(?P<org>{_CAPS}|{_ZH_ORG})\s*(?:报到|报道|上班|打卡)"), True, False),
    # one of them now: "作为 Ironbark Security 最新的 newbie", the social-security payer: "缴费单位显示“…”"
    (pattern_cache.compile(rf"作为\s*(?P<org>{_ORG})\s*(?:最新的|新来的|新)\s*(?:newbie|新人|员工|成员)", _I), True, False),
    (pattern_cache.compile(rf"(?:缴费单位|参保单位|用人单位)[^“\"「]{{0,6}}[“\"「](?P<org>[^”\"」]{{2,24}})[”\"」]"), True, False),
    # the payer of the housing fund or insurance, a contract's other party: "公积金缴存单位这个月变成了杭州市第一人民医院",
    # "劳动合同签的是「Siemens Healthineers」"
    (pattern_cache.compile(rf"(?:缴存单位|缴费单位|参保单位|用人单位|劳动合同)[^，。,]{{0,8}}?(?:变成了?|改成了?|换成了?|是|签的是|签在)\s*[“\"「]?(?P<org>{_CAPS}|[{CJK}]{{2,16}}?)(?=[”\"」]|[，。,.]|$)"), True, False),
    # the organisation, then said to be the user's own: "上海昆剧团，就是我现在的单位"
    (pattern_cache.compile(rf"^(?P<org>{_CAPS}|[{CJK}]{{2,12}}?)\s*[，,]\s*(?:就是|也就是|是)\s*我(?:现在|目前)?的\s*(?:单位|公司|东家|老东家(?!了))"), True, False),
    # "我们中铁十四局今年年会…": ours, then a thing of working there
    (pattern_cache.compile(rf"我们\s*(?P<org>{_CAPS}|[{CJK}]{{2,8}}?)\s*(?:今年|今天|这次|去年)?的?\s*(?:{WORKPLACE_THINGS_ZH})"), True, False),
    (pattern_cache.compile(rf"(?:转|(?i:transfer))\s*(?:到|(?i:to))\s*(?P<org>{_ORG})\s*(?:名下|账户)"), True, False),
    # one of its staff, one of its forces: "I'm properly UCT staff now", "being a Hollins & Webb employee now",
    # "I'm officially in the Royal Australian Navy"
    (pattern_cache.compile(rf"(?:\b(?:i['’]m|i am|i['’]ve been|i have been|being|as)\s+|^(?=officially|now|finally))(?:now\s+|officially\s+|properly\s+|finally\s+)*(?:an?\s+)(?P<org>{_CAPS})\s+(?:{_MEMBER_EN})\b"
                           rf"|\b(?:i['’]m|i am|being|as)\s+(?:now\s+|officially\s+|properly\s+|finally\s+)*(?P<org2>{_CAPS})\s+(?:{_MEMBER_EN})\b", _I), True, False),
    # membership by its frame, whatever the verb (``_MEMBER_EN``, ``_ROSTER_EN``, ``_ENGAGED_EN``): "I'm on the books at
    # Marrowby & Finch", "I'm now on the staff of St Aidan's Hospice", "the newest hire at …", "I got taken on by
    # Pellham County Council", "contract's signed with Oxenfold Ltd"
    (pattern_cache.compile(rf"\b(?:i['’]m|i am|i['’]ve been|i have been|been|now|officially)\s+(?:now\s+|officially\s+|properly\s+|finally\s+)*on\s+the\s+(?:{_ROSTER_EN})\s+(?:at|of|for|with)\s+(?:the\s+)?(?P<org>{_CAPS})", _I), True, False),
    (pattern_cache.compile(rf"\b(?:i['’]m|i am|i['’]ve been|i have been)\s+(?:now\s+|officially\s+|properly\s+|finally\s+)*(?:the|an?)\s+(?:new(?:est)?\s+|latest\s+)?(?:{_MEMBER_EN})\s+(?:at|of|for|with|in)\s+(?:the\s+)?(?P<org>{_CAPS})", _I), True, False),
    (pattern_cache.compile(rf"\b(?:i|i['’]ve|i have)\s+(?:just\s+|finally\s+|officially\s+)?(?:got|been|was|get|gotten)\s+(?:{_ENGAGED_EN})\s+by\s+(?:the\s+)?(?P<org>{_CAPS})", _I), True, False),
    (pattern_cache.compile(rf"\bcontract(?:['’]s|\s+is|\s+was|\s+got)?\s+signed\s+with\s+(?:the\s+)?(?P<org>{_CAPS})", _I), True, False),
    # moved across to a workplace ("I've gone over to NHS Fife after eleven years in private practice"): a guess, pending
    (pattern_cache.compile(rf"\b(?:i|i['’]ve|i have|i['’]m)\s+(?:just\s+|finally\s+|now\s+)?(?:gone|moved|switched|crossed|going|moving)\s+(?:over|across)\s+to\s+(?:the\s+)?(?P<org>{_CAPS})|\b(?:jumped ship|defected)\s+to\s+(?:the\s+)?(?P<org2>{_CAPS})", _I), False, True),
    # its work chat or roster, the user on it now: "I'm @dee on the Pinwheel Slack now"
    (pattern_cache.compile(r"\bon\s+the\s+(?P<org>(?-i:[A-Z][\w&.'’-]*(?:\s+(?:&\s+)?[A-Z][\w&.'’-]*)*?))\s+(?:payroll|books|rota|roster|(?-i:Slack|Teams)|intranet)\b", _I), False, True),
    # one of them, in Chinese: "现在算米哈游的正式员工", "现在是 ByteDance 人了"; sent there: "被分到了杭州第二中学", "被调到了集团下面的美的暖通"
    (pattern_cache.compile(rf"(?:算|算是|成了|成为了?|变成了?)\s*(?P<org>{_CAPS}|[{CJK}]{{2,12}}?)\s*的\s*(?:正式|新)?(?:员工|一员|成员|职工)"), True, False),
    (pattern_cache.compile(rf"是\s*(?P<org>{_CAPS})\s*人了"), True, False),
    # (transferred or assigned for good — not sent out to a client's site, not put under a person: "派到…驻场", "分到了X手下")
    # (to a unit of it too: "被调去了东海船舶的分厂")
    (pattern_cache.compile(rf"(?:被|我)\s*(?:调|分|分配|调动)(?:到|进|去)了?\s*(?!当|做|干)(?:[{CJK}]{{1,6}}下面的|[{CJK}]{{1,6}}旗下的)?\s*(?P<org>{_CAPS}|[{CJK}]{{2,12}}?)(?<!手下)(?<!下面)(?<!那边)(?<!这边)(?<!驻场)(?=\s*(?:[，,。！!；;]|$|工作|上班|教|的(?:分厂|分公司|分部|分行|分店|分院|门店|工厂|车间|总部|仓库)))"), True, True),
    # "我们公司永丰纸业的 expense policy": the user's company, named
    (pattern_cache.compile(rf"我们(?:公司|单位|厂|集团)\s*(?P<org>{_CAPS}|{_ZH_ORG})(?=\s*(?:的|这边|那边|[，,。！!；;\s]|$))"), True, False),
    (pattern_cache.compile(rf"我们\s*(?P<org>{_CAPS}|[{CJK}]{{2,6}}?)\s*(?:这个|那个)\s*(?:科室|部门|组|团队|项目组|分院|院区|门店|车间|班组)"), False, True),
    (pattern_cache.compile(r"\b(?:i['’]m|i am)\s+(?:now\s+|officially\s+|finally\s+)*in\s+the\s+(?P<org>(?-i:(?:[A-Z][\w'’-]*\s+){0,3}(?:Navy|Army|Air Force|Marines|Marine Corps|Coast Guard|RAF|Territorials|Reserves?)))\b", _I), True, False),
    # the desk of the place: "at my HMRC desk in the Bradford office"
    (pattern_cache.compile(rf"\bmy\s+(?:new\s+)?(?P<org>{_CAPS})\s+(?:desk|workstation|locker)\b", _I), False, False),
    # who pays the user: "Shelter Cymru — that's who pays my wages now", "Vestas pays properly"
    (pattern_cache.compile(rf"(?P<org>{_CAPS})\s*(?:[—–-]+\s*that['’]s\s+who|,\s*who)?\s+pays?\s+(?:my\s+(?:wages|salary)|properly|well|better|me)\b", _I), True, False),
    # the social-security accounts moved to it: "公积金账户转到了比亚迪名下"
    (pattern_cache.compile(rf"(?:社保|公积金|医保)[^，。]{{0,6}}?转(?:到|入)了?\s*(?P<org>{_CAPS}|[{CJK}]{{2,10}}?)\s*(?:名下|账户|那边)"), True, False),
    # "我们 KFW 这边", "我们禾川这边": ours, where the user works
    (pattern_cache.compile(rf"我们\s*(?P<org>{_CAPS}|[{CJK}]{{2,6}}?)\s*这边"), False, False),
    # time spent there, its building: "three weeks at M&S now", "being at RBC", "swiped into the Ryanair building"
    (pattern_cache.compile(rf"\b(?:\d+|one|two|three|four|five|six|a few|a couple of)\s+(?:days?|weeks?|months?|shifts?)\s+(?:in\s+)?at\s+(?P<org>{_CAPS})", _I), False, True),
    # …the time after the place: "Been at Northgate Cycles two weeks and I don't know anyone yet"
    (pattern_cache.compile(rf"(?:^|\b(?:i['’]ve|i have)\s+)been\s+at\s+(?P<org>{_CAPS})\s+(?:for\s+)?(?:\d+|one|two|three|four|five|six|a few|a couple of|a)\s+(?:days?|weeks?|months?)\b", _I), False, True),
    (pattern_cache.compile(rf"\bbeing\s+at\s+(?P<org>{_CAPS})", _I), False, True),
    # the first days there, one's desk or team there: "Week one at Kinnaird & Bell Solicitors done",
    # "three weeks in at Tata Consultancy Services", "my new team at Nordlys Analytics", "my desk at …"
    (pattern_cache.compile(rf"\b(?:week\s+(?:one|two|1|2)|(?:first|1st)\s+(?:week|fortnight|month)(?:\s+working)?|(?:\w+\s+)(?:days?|weeks?|months?)\s+in)\s+at\s+(?:the\s+)?(?P<org>{_CAPS})", _I), False, True),
    (pattern_cache.compile(rf"\bmy\s+(?:new\s+)?(?:desk|team|colleagues|office|manager|boss)\s+at\s+(?:the\s+)?(?P<org>{_CAPS})", _I), False, True),
    (pattern_cache.compile(rf"\b(?:swiped|badged|scanned|tapped)\s+(?:my(?:self)?\s+)?(?:in(?:to)?|through)\s+(?:the\s+)?(?P<org>{_CAPS})\s+(?:building|office|offices|hq|site|gates?)\b", _I), False, False),
    (pattern_cache.compile(rf"(?:刷卡|刷工牌|(?i:badge))[^，。]{{0,8}}?(?:走进|进了?)\s*(?P<org>{_ORG})\s*(?:的)?\s*(?:大楼|总部|园区|办公室)", _I), True, False),
    (pattern_cache.compile(rf"(?:在|到)\s*(?P<org>{_ORG})\s*(?:的)?\s*(?:大楼|总部|园区)"), False, False),
    # the things of a place named without its kind, opening the clause: "燕山古建的工服又发小了一号",
    # "梁溪表业的工装": a guess (the name's edge is not certain), pending
    (pattern_cache.compile(rf"(?:^|(?<=[，,。！!？?\s：:]))(?!参加|出席|去|来|到|在)(?P<org>[{CJK}]{{2,6}}?)\s*的\s*(?:工服|工装|厂服|工牌|工卡|工作证|员工卡|胸牌|门禁卡|(?:钉钉|企业微信|飞书)(?:账号|帐号)|食堂|班车|年会|新员工培训|员工宿舍|员工餐厅|工位)"), False, True),
    # a pass that opens its doors, the owner named without its kind ("新岭的门禁卡今天总算刷得开了"): a guess, pending
    # (or issued: "在江晟机器人的工牌终于办下来了")
    (pattern_cache.compile(rf"(?:(?<=在)|(?<![{CJK}])(?!在))(?P<org>[{CJK}]{{2,6}}?|{_CAPS})\s*的\s*(?:门禁卡|工牌|工卡|(?i:badge|lanyard|access card))(?:[^，。]{{0,8}}?)(?:激活|刷得开|能刷|发下来|办下来|办好|拿到|领到|到手|做好)"), False, False),
]
# a thing the user does not have yet, or someone else's: an offer, a visit, a client, a relative
_NOT_MINE = pattern_cache.compile(
    r"\b(?:interview\w*|applied|applying|offer(?!\s*(?:接了|签了|已接|已签|accepted|signed))|visit\w*|client|customer|tour|conference|trip|if|might|would|could|maybe|dream\w*)\b|"
    r"面试|应聘|投了|拜访|客户|参观|出差|开会|如果|要是|可能|想去",
    _I,
)


def workplaces_named(text: str) -> Iterator[tuple[str, tuple[int, int], str | None, bool]]:
    """(organisation, span, doubt, may be a person's name) for each workplace ``text`` names by
    its things, surest forms first; the caller trims a verb before a Chinese name ("参加了|南湖集团")
    and checks that each is an organisation's name."""
    if _NOT_MINE.search(text):
        return
    for form, sure, maybe_a_person in _FORMS:
        for m in form.finditer(text):
            group = "org" if m.group("org") else "org2"
            org = re.sub(r"^(?:The|My|Our|A|An)\s+", "", m.group(group).strip().rstrip("."))
            yield org, m.span(group), None if sure else SUGGESTED, maybe_a_person
