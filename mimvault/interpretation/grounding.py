"""Whether a candidate is grounded in the words said: an extractor reports what the
evidence says, it does not invent. A candidate is rejected, with the reason, when

- any of its values is a schema placeholder ("string", "N/A", "unknown", "<object>",
  "example", "..."): a model filling the form, not something said (in a field it may
  lack — its time, topic, event type — "N/A", "none" or "" only mean it has none);
- its object or its time words are not in the evidence;
- its predicate is not one mimvault knows (``lives_in``, ``employer``, ``likes``…, whose
  cue words need not be said) and its own words ("plays" of ``plays_guitar``) are not
  in the evidence;
- its text does not share most of its content words with one clause (or the sentence of
  a clause) of the evidence: "The user is a billionaire astronaut" is no reading of
  "I moved to Lisbon last spring".

"Found" ignores case, spacing and character width ("New York", "newyork", "Ｎｅｗ Ｙｏｒｋ"),
allows English inflection ("moved" / "move", "went" / "go", "studies" / "studied") and reads
Chinese, Japanese and Korean a character at a time.

    kept, rejected = ground(candidates, text)    # rejected: [(candidate, reason)]
"""

from __future__ import annotations

import re
import unicodedata

from .. import pattern_cache
from ..secrets import safe_repr
from ..statement_keys import PARTNER_STAGES, SINGLE_RELATIONS, SINGLE_VALUED
from .candidate import Candidate
from .clauses import split
from .english import verb_forms
from .lexicon import EN_RELATIONS

# Predicates mimvault itself names — slots, relations and kinds of statement: their cue
# words need not be said ("I love sushi" is ``likes``), only their object.
KNOWN_PREDICATES = frozenset(
    SINGLE_VALUED | set(PARTNER_STAGES) | set(SINGLE_RELATIONS) | set(EN_RELATIONS.values())
    | {"age", "allergy", "birthday", "birthplace", "diet", "did", "dislikes", "feels", "graduated", "habit", "hobby",
       "instruction", "left_employer", "likes", "marriage", "met_partner", "opinion", "plan", "prefers", "studied",
       "child", "parent", "sibling", "friend", "pet", "language", "goal", "health", "income"}
)  # fmt: skip

# What a model writes when it fills a schema instead of reading the evidence.
_FORM_FILLERS = frozenset(
    {"string", "str", "example", "sample", "placeholder", "lorem ipsum", "snake_case", "your value", "todo", "xxx",
     "示例", "字符串"}
)  # fmt: skip
# ... and when it has nothing to say: in a field a candidate may lack, no value at all.
_NOTHING = frozenset({"n/a", "na", "none", "null", "nil", "undefined", "unknown", "tbd", "未知", "无", "暂无"})
_TEMPLATE = pattern_cache.compile(r"<[^<>]*>|\{[^{}]*\}")  # "<object>", "{city}"
_FIELDS = ("text", "subject", "predicate", "object", "event_type", "time", "topic")
_OPTIONAL = ("event_type", "time", "topic")  # what a candidate may lack: "N/A" there says "none"

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
_TOKEN = pattern_cache.compile(rf"[{_CJK}]|[^\W_{_CJK}]+")
# Words that carry no content of their own: who speaks, little words, the model's "the user".
_FUNCTION_WORDS = frozenset(
    {"a", "an", "the", "i", "me", "my", "mine", "myself", "we", "us", "our", "you", "your", "he", "him", "his",
     "she", "her", "it", "its", "they", "them", "their", "user", "users", "is", "am", "are", "was", "were", "be",
     "been", "being", "has", "have", "had", "do", "does", "did", "to", "of", "in", "on", "at", "for", "with", "from",
     "by", "as", "and", "or", "so", "that", "this", "these", "those", "there", "here", "very", "just", "also",
     "will", "would", "can", "could", "should", "may", "might", "shall", "must", "about", "into", "than", "then",
     "now", "really"}
)  # fmt: skip
_CJK_FUNCTION = frozenset("我你您他她它们的了是在也都很就着过吗呢吧啊呀哦和与及这那个")
# A candidate's text must share more than this part of its content words with one clause.
MIN_SHARED = 0.5


def ground(candidates: list[Candidate], text: str) -> tuple[list[Candidate], list[tuple[Candidate, str]]]:
    """``candidates`` split into those ``text`` says and those it does not, with why."""
    if not candidates:
        return [], []
    said = _Said(text)
    kept, rejected = [], []
    for c in candidates:
        unset = {f: None for f in _OPTIONAL if getattr(c, f) is not None and _says_nothing(getattr(c, f))}
        c = c.model_copy(update=unset) if unset else c
        reason = _rejection(c, said)
        if reason:
            rejected.append((c, reason))
        else:
            kept.append(c)
    return kept, rejected


def rejection(c: Candidate, text: str) -> str | None:
    """Why ``c`` is not grounded in ``text``, or None when it is."""
    return _rejection(c, _Said(text))


def _rejection(c: Candidate, evidence: _Said) -> str | None:
    for field in _FIELDS:
        value = getattr(c, field)
        if value is not None and is_placeholder(value, field):
            return f"its {field} {safe_repr(value, 40)} is a schema placeholder, not something said"
    if c.object and not evidence.has(c.object):
        return f"its object {safe_repr(c.object, 40)} is not in the evidence"
    if c.time and not evidence.has(c.time):
        return f"its time {safe_repr(c.time, 40)} is not in the evidence"
    if c.predicate and c.predicate not in KNOWN_PREDICATES:
        missing = [w for w in _content_words(c.predicate.replace("_", " ")) if not evidence.has(w)]
        if missing:
            shown = ", ".join(safe_repr(w, 30) for w in missing)
            return f"its predicate {safe_repr(c.predicate, 40)} is not said: {shown} not in the evidence"
    words = _content_words(c.text)
    if not words:
        return f"its text {safe_repr(c.text, 40)} says nothing"
    missing = evidence.missing_from_best_clause(words)
    if len(words) - len(missing) <= len(words) * MIN_SHARED:
        shown = ", ".join(safe_repr(w, 30) for w in missing[:4]) + (" …" if len(missing) > 4 else "")
        return f"its text is not what was said: {shown} not in any clause of the evidence"
    return None


def is_placeholder(value: str, field: str | None = None) -> bool:
    """A value a model writes to fill a form: "string", "N/A", "<object>", "...", "", or
    the name of the ``field`` it fills ("object" as the object)."""
    folded = _folded(value)
    return _says_nothing(value) or folded in _FORM_FILLERS or folded == field or bool(_TEMPLATE.fullmatch(folded))


def _says_nothing(value: str) -> bool:
    """"", "...", "-", "N/A", "none", "unknown": no value."""
    folded = _folded(value)
    return not re.search(r"[^\W_]", folded) or folded in _NOTHING


def _folded(value: str) -> str:
    return unicodedata.normalize("NFKC", value).strip().casefold().strip(" .!?'\"")


class _Said:
    """The evidence as tokens, once: what it says and where its clauses are."""

    def __init__(self, text: str):
        self.tokens = _tokens(text)
        self.stems = [_stem(t) for t in self.tokens]
        self.pieces = []  # each clause's words, and each sentence's
        clauses = split(text)
        for clause in clauses:
            self.pieces.append({_stem(t) for t in _tokens(clause.text)})
        for sentence in dict.fromkeys(c.sentence_text for c in clauses):
            self.pieces.append({_stem(t) for t in _tokens(sentence)})

    def has(self, phrase: str) -> bool:
        """``phrase`` occurs in the evidence, on word edges (case, spacing, width and light
        inflection aside)."""
        wanted = _tokens(phrase)
        if not wanted:
            return False
        return _aligned_in(wanted, self.tokens) or _aligned_in([_stem(t) for t in wanted], self.stems)

    def missing_from_best_clause(self, words: list[str]) -> list[str]:
        """``words`` not in the clause (or sentence) that has most of them."""
        stems = [_stem(w) for w in words]
        best: list[str] = list(words)
        for piece in self.pieces:
            missing = [w for w, s in zip(words, stems) if s not in piece]
            if len(missing) < len(best):
                best = missing
        return best


def _tokens(text: str) -> list[str]:
    """Words (a CJK character each), case-folded, width-normalised."""
    return _TOKEN.findall(unicodedata.normalize("NFKC", text).casefold())


def _content_words(text: str) -> list[str]:
    text = text.replace("用户", " ")  # a model's "the user"
    words = []
    for t in _tokens(text):
        if t in _FUNCTION_WORDS or t in _CJK_FUNCTION:
            continue
        if t.isascii() and len(t) < 2 and not t.isdigit():
            continue  # "I'm" splits into "i" and "m"
        words.append(t)
    return list(dict.fromkeys(words))


def _aligned_in(wanted: list[str], tokens: list[str]) -> bool:
    """``wanted`` joined occurs in ``tokens`` joined, starting and ending on token edges:
    "newyork" is in "new york", "rome" is not in "romeo"."""
    needle = "".join(wanted)
    joined = "".join(tokens)
    edges, pos = {0}, 0
    for t in tokens:
        pos += len(t)
        edges.add(pos)
    start = joined.find(needle)
    while start >= 0:
        if start in edges and start + len(needle) in edges:
            return True
        start = joined.find(needle, start + 1)
    return False


_SUFFIXES = (("ies", "y"), ("ied", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", ""), ("e", ""))


def _stem(word: str) -> str:
    """A verb's lemma ("went"/"go", "bought"/"buy": ``english.py``), else a light English
    stem, enough for "studies"/"studied" to meet; other scripts and numbers as they are."""
    if not word.isascii() or not word.isalpha():
        return word
    forms = verb_forms(word)
    if forms:
        return forms[0].lemma
    if len(word) <= 3:
        return word
    for suffix, replacement in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not (suffix == "s" and word.endswith("ss")):
            word = word[: -len(suffix)] + replacement
            break
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiouls":
        word = word[:-1]  # "stopped" -> "stopp" -> "stop"
    return word
