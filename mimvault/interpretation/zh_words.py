"""Chinese words that open with a surname character: "劳动合同" is no person 劳动合, "方便"
no person 方便.

A Chinese name is read as a surname and one or two characters (``claims.zh_name_at``); most
surname characters also begin ordinary words (劳 of 劳动, 方 of 方便, 单 of 单位). The table
(``data/zh_words.txt.gz``) lists the dictionary words of two to four characters that open
with a surname character and are not tagged as a name (of a person, a place or anything else) — two-character ones only
when common — from the dictionary jieba ships (MIT). It ships with mimvault, so no
segmenter is loaded at run time. To rebuild it (jieba installed):
``python -m mimvault.interpretation.zh_words --build``.
"""

from __future__ import annotations

import gzip
import re
import sys
from functools import lru_cache
from pathlib import Path

_TABLE = Path(__file__).with_name("data") / "zh_words.txt.gz"
MIN_COUNT_TWO = 100  # a two-character word this common in jieba's corpus (方便 3718, 王者 281; 高明 is a name)
MIN_COUNT_LONGER = 3


@lru_cache(maxsize=1)
def _words() -> frozenset[str]:
    try:
        return frozenset(gzip.decompress(_TABLE.read_bytes()).decode("utf-8").split())
    except OSError:
        return frozenset()  # a damaged install reads names as before, never fails a capture


def word_at(text: str) -> str | None:
    """The longest listed word opening ``text`` ("劳动合同上…" -> "劳动合同"), or None."""
    words = _words()
    for size in (4, 3, 2):
        if len(text) >= size and text[:size] in words:
            return text[:size]
    return None


def build() -> int:  # pragma: no cover - a maintainer's tool
    import os

    import jieba  # type: ignore[import-not-found]

    from .lexicon import ZH_COMPOUND_SURNAMES, ZH_SURNAMES

    kept = []
    with open(os.path.join(os.path.dirname(jieba.__file__), "dict.txt"), encoding="utf-8") as f:
        for line in f:
            word, count, tag = line.split()
            # (not names of people, places or other proper nouns: 黄海峰 is a man before 黄海 is a sea)
            if not (2 <= len(word) <= 4) or not re.fullmatch(r"[\u3400-\u9fff]+", word) or tag[:2] in ("nr", "ns", "nz", "nt"):
                continue
            if word[0] not in ZH_SURNAMES and word[:2] not in ZH_COMPOUND_SURNAMES:
                continue
            if int(count) >= (MIN_COUNT_TWO if len(word) == 2 else MIN_COUNT_LONGER):
                kept.append(word)
    _TABLE.write_bytes(gzip.compress("\n".join(sorted(kept)).encode("utf-8"), mtime=0))
    print(f"{len(kept)} words -> {_TABLE}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(build() if sys.argv[1:] == ["--build"] else 2)
