"""How text becomes index terms, and a question becomes a query.

One analyzer for every text, English and Chinese alike:

- a run of letters or digits is one word; each Han, Kana or Hangul character is a token
  of its own (Chinese has no spaces; a query's Chinese runs become phrase queries of
  adjacent pairs, so "住在东京" finds "我现在住在东京" and "住在哪里" finds it too);
- lower case, common English function and question words dropped (a question's "what",
  "did", "have" say nothing about the answer), English stemming ("painting" = "paints");
- before analysis, irregular English forms are mapped to their base ("went" → "go",
  "children" → "child"), which no stemmer does.

In a query, a capitalised word that does not open the sentence is taken as a name
("Caroline", "LGBTQ"), and names weigh double: in a personal memory the people and
places named are the strongest anchors a question has.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from ... import pattern_cache

TOKEN_PATTERN = (
    r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}]"
    r"|[^\s\p{P}\p{S}\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}]+"
)
_CJK = pattern_cache.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+")
NAME_BOOST = 2.0

STOPWORDS = """
a an and are as at be but by for if in into is it no not of on or such that the their then there
these they this to was will with what when where who whom whose which why how does did do done has
have had would could should can may might must shall i me my you your he him his she her we us our
them its am were been being about any some
""".split()  # fmt: skip

# Irregular forms no stemmer reaches: past tenses, participles, plurals.
IRREGULAR = {
    "went": "go", "gone": "go", "ran": "run", "bought": "buy", "brought": "bring", "thought": "think",
    "made": "make", "took": "take", "taken": "take", "gave": "give", "given": "give", "saw": "see",
    "seen": "see", "met": "meet", "felt": "feel", "found": "find", "got": "get", "gotten": "get",
    "told": "tell", "said": "say", "began": "begin", "begun": "begin", "came": "come", "kept": "keep",
    "left": "leave", "lost": "lose", "paid": "pay", "sold": "sell", "sent": "send", "spent": "spend",
    "taught": "teach", "caught": "catch", "won": "win", "wrote": "write", "written": "write",
    "drove": "drive", "driven": "drive", "ate": "eat", "eaten": "eat", "drank": "drink", "drunk": "drink",
    "sang": "sing", "sung": "sing", "swam": "swim", "flew": "fly", "flown": "fly", "fell": "fall",
    "fallen": "fall", "held": "hold", "heard": "hear", "knew": "know", "known": "know", "led": "lead",
    "built": "build", "chose": "choose", "chosen": "choose", "broke": "break", "broken": "break",
    "became": "become", "grew": "grow", "grown": "grow", "threw": "throw", "thrown": "throw",
    "understood": "understand", "wore": "wear", "worn": "wear", "woke": "wake", "slept": "sleep",
    "stood": "stand", "sat": "sit", "spoke": "speak", "spoken": "speak", "forgot": "forget",
    "forgotten": "forget", "drew": "draw", "drawn": "draw", "rode": "ride", "ridden": "ride",
    "hid": "hide", "hidden": "hide", "shook": "shake", "fought": "fight", "sought": "seek",
    "bent": "bend", "lent": "lend", "meant": "mean", "dealt": "deal", "dreamt": "dream", "learnt": "learn",
    "children": "child", "kids": "kid", "men": "man", "women": "woman", "people": "person", "feet": "foot",
    "teeth": "tooth", "mice": "mouse", "geese": "goose", "wives": "wife", "knives": "knife",
    "wolves": "wolf", "halves": "half", "shelves": "shelf",
}  # fmt: skip
_WORD = pattern_cache.compile(r"[A-Za-z]+")
_IRREGULAR_FORMS = frozenset(IRREGULAR)


def normalize_text(text: str) -> str:
    """Irregular English forms replaced by their base, for documents and queries alike."""
    # Most texts hold a few of these forms or none: find which first (in C), then
    # replace only those, rather than calling back into Python for every word.
    found = _IRREGULAR_FORMS.intersection(map(str.lower, _WORD.findall(text)))
    if not found:
        return text
    return _forms_pattern(frozenset(found)).sub(lambda m: IRREGULAR[m.group(0).lower()], text)


@lru_cache(maxsize=512)
def _forms_pattern(forms: frozenset[str]) -> re.Pattern:
    """These forms as whole runs of ASCII letters, in any case ("Went", "WENT")."""
    words = "|".join(sorted(forms, key=lambda w: (-len(w), w)))
    return re.compile(rf"(?<![A-Za-z])(?:{words})(?![A-Za-z])", re.IGNORECASE | re.ASCII)


@lru_cache(maxsize=1)
def analyzer() -> Any:
    import tantivy

    return (
        tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.regex(TOKEN_PATTERN))
        .filter(tantivy.Filter.remove_long(40))
        .filter(tantivy.Filter.lowercase())
        .filter(tantivy.Filter.custom_stopword(STOPWORDS))
        .filter(tantivy.Filter.stemmer("english"))
        .build()
    )


_QUERY_WORD = pattern_cache.compile(r"[^\W_]+(?:['’][A-Za-z]+)?", re.UNICODE)


def query_terms(query: str) -> list[tuple[str, float]]:
    """(term, weight) for the words of a query that are not Chinese, names weighing more."""
    terms: dict[str, float] = {}
    for n, m in enumerate(_QUERY_WORD.finditer(_CJK.sub(" ", query))):
        word = m.group(0)
        base = re.split(r"['’]", word)[0]
        is_name = n > 0 and base[:1].isupper() or base.isupper() and len(base) > 1
        for token in analyzer().analyze(normalize_text(base)):
            weight = NAME_BOOST if is_name else 1.0
            terms[token] = max(terms.get(token, 0.0), weight)
    return list(terms.items())


def cjk_runs(query: str) -> list[str]:
    return _CJK.findall(query)
