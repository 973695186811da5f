"""Chinese as mimvault's rules read it: traditional characters and written Cantonese as
simplified Mandarin, character for character.

People write Chinese in the script and the dialect they grew up with: "我去了台積電上班啦",
"轉咗工去 HSBC", "我而家係 registered nurse 喇". The rules that read a life (``interpretation``),
the time parser and the keys that tell two statements apart are written once, in simplified
Mandarin; this module is how the other ways of writing reach them.

    mandarin("我而家係 registered nurse 喇")  -> "我现在是 registered nurse 了"
    mandarin("轉咗工去 HSBC")                -> "转了工去 HSBC"

Every reading has the length of the text it reads, so an offset (or a value found in the
reading) points at the user's own words, which are what mimvault stores (``restorer``).

- Traditional characters: one simplified character each, from the table ``data/zh_simplified.txt.gz``
  (every single-character conversion of zhconv's MediaWiki tables, MIT; ships with mimvault, so
  nothing is loaded from the network). To rebuild it (zhconv installed, the ``maintain`` extra):
  ``python -m mimvault.chinese_script --build``.
- Written Cantonese: a lexicon of its function words and common verbs, each replaced by the
  Mandarin word of the same length (喺 在, 咗 了, 嘅 的, 冇 没, 而家 现在, 返工 上班, 搬咗去 搬去了). 係 is 是 except in
  the Mandarin words it also writes (關係, 聯係, 係數), read first because simplification makes it 系.
"""

from __future__ import annotations

import gzip
import re
import sys
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from . import pattern_cache

_TABLE = Path(__file__).with_name("data") / "zh_simplified.txt.gz"
_HAN = pattern_cache.compile(r"[\u3400-\u9fff\uf900-\ufaff]")

# 係 is Cantonese 是 ("我而家係護士"), but Mandarin writes 關係 and 係數 with it
_CANTONESE_IS = pattern_cache.compile(
    r"(?<![關关聯联維维體体派世])係(?!數|数)"
    # …and written 系 in simplified characters, where only Cantonese puts it: after a person (老婆, 男友) or an adverb, before
    # a person ("Vivian 系我 boss", "就系我直属老板", "我系 local") — not 关系, 联系, 体系, 中文系, 系统, 系列
    r"|(?<=[我你佢他她就都唔仲即真又咪婆公友])系(?![统統列数數里裡])|(?<=[\sA-Za-z)）])系(?=[我你佢他她])"
)
# Cantonese words, in simplified characters, by Mandarin words of the same length
_CANTONESE_WORDS = {
    "而家": "现在", "依家": "现在", "返工": "上班", "番工": "上班", "放工": "下班", "收工": "下班",
    "屋企": "家里", "老细": "老板", "边度": "哪里", "边个": "哪个", "乜嘢": "什么", "做嘢": "工作",
    "转工": "跳槽", "搬屋": "搬家", "点解": "为何", "点样": "怎样", "今日": "今天", "听日": "明天",
    "寻日": "昨天", "琴日": "昨天", "旧年": "去年", "出年": "明年", "返嚟": "回来", "返去": "回去",
    "返到": "回到", "返屋企": "回家里", "咗去": "去了", "咗嚟": "来了", "下昼": "下午", "朝早": "早上", "晏昼": "中午",
    "落嚟": "下来", "搞掂": "搞定", "出世": "出生",
}  # fmt: skip
_CANTONESE_WORD = pattern_cache.compile("|".join(sorted(map(re.escape, _CANTONESE_WORDS), key=len, reverse=True)))
# characters only Cantonese writes, by their Mandarin word; 唔 (不) only before a word (a lone
# "唔，" is a hum), 喇 (了) not in 喇叭 and 喇嘛, 边 (哪) before a measure word ("边份" which one)
_CANTONESE_CHARS = str.maketrans("喺咗嘅冇佢嗰啲哋嚟谂瞓攞揾搵睇畀俾噉咁㗎", "在了的没他那些们来想睡拿找找看给给这这的")
# (and 个 between an owner or a time and a noun, Cantonese's 的: "以前个 boss Gareth", "我个 manager" — not 个人, 个月, 个性)
_CANTONESE_NOT = pattern_cache.compile(
    r"唔(?=[\u4e00-\u9fff])|喇(?![叭嘛])|边(?=[间份位只张样款条])|(?<=[对望揸拎睇凑印写贴挂戴抱拿穿])住"
    r"|(?:(?<=以前)|(?<=之前)|(?<=[我你佢他她]))个(?=\s?[A-Za-z]|(?:老板|老细|上司|经理|主管|同事|屋|家|男朋友|女朋友|老公|老婆)(?![\u4e00-\u9fff]{0,1}[人月]))"
)
_CANTONESE_NOT_AS = {"唔": "不", "喇": "了", "边": "哪", "住": "着", "个": "的"}  # (住 after a verb of holding, facing or bearing: Cantonese's 着, "对住支验孕棒", "印住")


@lru_cache(maxsize=1)
def _simplified() -> dict[int, str]:
    try:
        pairs = gzip.decompress(_TABLE.read_bytes()).decode("utf-8")
    except OSError:
        return {}  # a damaged install reads traditional text as it is, never fails a capture
    return {ord(pair[0]): pair[1] for pair in pairs.split()}


def mandarin(text: str) -> str:
    """``text`` in simplified Mandarin, as long as ``text`` (see above); text with no Chinese
    character is returned as it is."""
    if not _HAN.search(text):
        return text
    reading = _CANTONESE_IS.sub("是", text).translate(_simplified())
    reading = _CANTONESE_WORD.sub(lambda m: _CANTONESE_WORDS[m.group(0)], reading)
    reading = _CANTONESE_NOT.sub(lambda m: _CANTONESE_NOT_AS[m.group(0)], reading)
    return reading.translate(_CANTONESE_CHARS)


def restorer(reading: str, text: str) -> Callable[[str], str]:
    """How a value read in ``reading`` (``mandarin(text)``) is written in the user's own
    characters: the span of ``text`` where the reading holds it, else each character the
    reading changed, changed back — worked out once per text, for all its values."""
    back: dict[str, str] = {}
    for read, written in zip(reading, text):
        if read != written:
            back.setdefault(read, written)
    mine = set(text)  # a character the user also wrote as it reads stays as it is ("在" beside a Cantonese "喺")

    def restore(value: str) -> str:
        at = reading.find(value) if value else -1
        if at >= 0:
            return text[at : at + len(value)]
        return "".join(c if c in mine else back.get(c, c) for c in value)

    return restore


def build() -> int:  # pragma: no cover - a maintainer's tool
    from zhconv import zhconv  # type: ignore[import-not-found]

    zhconv.loaddict()
    pairs = sorted(
        f"{t}{s}" for t, s in zhconv.zhcdicts["zh2Hans"].items() if len(t) == 1 and len(s) == 1 and t != s and _HAN.match(t) and _HAN.match(s)
    )
    _TABLE.write_bytes(gzip.compress(" ".join(pairs).encode("utf-8"), mtime=0))
    print(f"{_TABLE}: {len(pairs)} characters")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(build() if sys.argv[1:] == ["--build"] else 2)
