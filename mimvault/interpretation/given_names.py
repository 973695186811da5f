"""Given names in Latin letters: "Hannah", "Leo", "Daniel" open a clause as a person; "Payslip",
"Landlord", "Born" do not, though no common-word list knows them.

``casing.looks_like_name`` says only that a word is no common English word, which a firm, a
document or a verb form passes as well. The table (``data/given_names.txt.gz``) lists the first
names of the 1990 US census (public domain, as the ``names`` package ships them, MIT) — a
whitelist for the places where a person must be told from a thing, read together with
``looks_like_name`` so that "Will", "May" or "Grace" stay words. It ships with mimvault; to
rebuild it (``names`` installed): ``python -m mimvault.interpretation.given_names --build``.
"""

from __future__ import annotations

import gzip
import sys
from functools import lru_cache
from pathlib import Path

from .casing import looks_like_name

_TABLE = Path(__file__).with_name("data") / "given_names.txt.gz"


@lru_cache(maxsize=1)
def _names() -> frozenset[str]:
    try:
        return frozenset(gzip.decompress(_TABLE.read_bytes()).decode("utf-8").split())
    except OSError:
        return frozenset()  # a damaged install knows no names: subjects are read as before


def is_given_name(word: str) -> bool:
    """A listed first name that is no common English word ("Hannah", not "Will")."""
    w = word.strip().strip("'’").lower()
    plain = w.translate(_ACCENTS)
    return (w in _names() or plain in _names()) and looks_like_name(w)


_ACCENTS = str.maketrans("àáâäãåèéêëìíîïòóôöõùúûüýÿñç", "aaaaaaeeeeiiiiooooouuuuyync")


def build() -> int:  # pragma: no cover - a maintainer's tool
    import os

    import names  # type: ignore[import-not-found]

    kept = set()
    for table in ("dist.male.first", "dist.female.first"):
        with open(os.path.join(os.path.dirname(names.__file__), table), encoding="utf-8") as f:
            kept |= {line.split()[0].lower() for line in f if line.strip()}
    _TABLE.write_bytes(gzip.compress("\n".join(sorted(kept)).encode("utf-8"), mtime=0))
    print(f"{len(kept)} names -> {_TABLE}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(build() if sys.argv[1:] == ["--build"] else 2)
