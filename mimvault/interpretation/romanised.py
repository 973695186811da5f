"""A Chinese name as it is written in Latin letters: 苏晴 is "Su Qing" (or "Qing Su", the
given name first, as an English-speaking friend writes it). People who write in two
scripts name one person in both, and the vault must know them as one.

pypinyin reads the characters (its dictionaries ship with it; nothing is downloaded) and
is imported only when a Latin name is compared with a Chinese one.
"""

from __future__ import annotations

import re
from functools import lru_cache

_CJK = re.compile(r"[\u3400-\u9fff]")


@lru_cache(maxsize=512)
def name_forms(name: str) -> tuple[str, ...]:
    """``name`` and, for a Chinese name of two to four characters, its Latin spellings
    (surname first and given name first); a Latin name has only itself."""
    name = name.strip()
    if not re.fullmatch(r"[\u3400-\u9fff]{2,4}", name):
        return (name,)
    from pypinyin import lazy_pinyin

    syllables = [s.capitalize() for s in lazy_pinyin(name)]
    surname, given = syllables[0], "".join(syllables[1:]).capitalize()
    return (name, f"{surname} {given}", f"{given} {surname}", f"{surname}{given}")


def same_name(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` name one person across scripts ("Su Qing" and 苏晴)."""
    a, b = a.strip(), b.strip()
    if not a or not b:
        return False
    if a.casefold() == b.casefold():
        return True
    if bool(_CJK.search(a)) == bool(_CJK.search(b)):
        return False  # one script: the words must match as written
    latin, chinese = (a, b) if _CJK.search(b) else (b, a)
    key = re.sub(r"[\s'’-]+", "", latin).casefold()
    return any(re.sub(r"\s+", "", form).casefold() == key for form in name_forms(chinese)[1:])
