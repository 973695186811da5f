"""English word classes: a verb in every form, and the adjectives.

    verb_form("went")      -> VerbForm(lemma="go", tag="VBD")
    verb_form("painting")  -> VerbForm(lemma="paint", tag="VBG")
    is_adjective("keen")   -> True

A frame that knows the verb's lemma and tense recognises "attended", "attends" and
"attending" as one verb without a pattern for each form. The table (``data/english.tsv.gz``)
lists every verb of the lemminflect lexicon (MIT; derived from the AGID and SPECIALIST
lexicons, both free to use) with its past, participle, gerund and third-person forms, and
every adjective; it ships with mimvault, so nothing is downloaded and no tagger is loaded
at run time (lemminflect's own tables take 0.3 s to load, this one ~20 ms). To rebuild it
(lemminflect installed): ``python -m mimvault.interpretation.english --build``.
"""

from __future__ import annotations

import gzip
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

_TABLE = Path(__file__).with_name("data") / "english.tsv.gz"
_TAGS = ("VB", "VBD", "VBN", "VBG", "VBZ")


@dataclass(frozen=True)
class VerbForm:
    lemma: str
    tag: str  # VB (base), VBD (past), VBN (participle), VBG (-ing), VBZ (-s)

    @property
    def past(self) -> bool:
        return self.tag in ("VBD", "VBN")


@lru_cache(maxsize=1)
def _tables() -> tuple[dict[str, str], frozenset[str]]:
    """word -> its readings as verb forms ("go:VBD"; several space-separated), and the adjectives."""
    try:
        text = gzip.decompress(_TABLE.read_bytes()).decode("utf-8")
    except OSError:
        return {}, frozenset()  # no table: no verb is known
    verbs, _, adjectives = text.partition("\n\n")
    return dict(line.split("\t", 1) for line in verbs.splitlines()), frozenset(adjectives.split())  # type: ignore[misc]


def verb_forms(word: str) -> tuple[VerbForm, ...]:
    """Every reading of ``word`` as a verb form (lower case), or ()."""
    readings = _tables()[0].get(word.lower())
    return tuple(VerbForm(*r.split(":")) for r in readings.split()) if readings else ()


def verb_form(word: str) -> VerbForm | None:
    """The likeliest reading of ``word`` as a verb: a past before a base form ("read"
    after "I" is told, not ordered), else the first."""
    forms = verb_forms(word)
    if not forms:
        return None
    return next((f for f in forms if f.tag == "VBD"), None) or next((f for f in forms if f.tag != "VB"), forms[0])


def past_of(lemma: str) -> str:
    """The past of a verb ("graduate" -> "graduated", "grow" -> "grew"), or the word itself."""
    return _pasts().get(lemma.lower(), lemma)


@lru_cache(maxsize=1)
def _pasts() -> dict[str, str]:
    pasts: dict[str, str] = {}
    for word, readings in _tables()[0].items():
        for reading in readings.split():
            lemma, _, tag = reading.partition(":")
            if tag == "VBD" and lemma not in pasts:
                pasts[lemma] = word
    return pasts


def is_inflected(word: str, tags: tuple[str, ...]) -> bool:
    """``word`` read as another verb's form with one of ``tags`` ("packed", "signing"; not "need",
    a base form only)."""
    w = word.lower()
    return any(f.tag in tags and f.lemma != w for f in verb_forms(w))


def is_verb(word: str) -> bool:
    return bool(verb_forms(word))


def is_adjective(word: str) -> bool:
    return word.lower() in _tables()[1]


def build() -> int:  # pragma: no cover - a maintainer's tool
    import os

    import lemminflect  # type: ignore[import-not-found]

    resources = Path(os.path.dirname(lemminflect.__file__)) / "resources"
    readings: dict[str, list[str]] = {}
    adjectives = set()
    for line in gzip.decompress((resources / "infl_lu.csv.gz").read_bytes()).decode("utf-8").splitlines():
        lemma, kind, *forms = line.split(",")
        if not (lemma.isascii() and lemma.islower()):
            continue
        if kind == "adj":
            adjectives.add(lemma)
        elif kind == "verb":  # forms: past, participle (empty when it is the past), -ing, -s
            for tag, words in zip(_TAGS, [lemma, *forms]):
                for word in (words or forms[0]).split("/"):
                    reading = f"{lemma}:{tag}"
                    if word and reading not in readings.setdefault(word, []):
                        readings[word].append(reading)
    rows = [f"{word}\t{' '.join(r)}" for word, r in sorted(readings.items())]
    _TABLE.parent.mkdir(exist_ok=True)
    _TABLE.write_bytes(gzip.compress(("\n".join(rows) + "\n\n" + "\n".join(sorted(adjectives))).encode("utf-8"), mtime=0))
    print(f"{len(rows)} verb forms, {len(adjectives)} adjectives -> {_TABLE}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(build() if sys.argv[1:] == ["--build"] else 2)
