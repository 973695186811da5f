"""Words a photo's text recognition broke apart, joined again before a scan.

OCR of a form, a screen or a notice splits words at random ("Resp onse:", "Security q uestion",
"one -time code", "密 码：", "无 线网络"). The detectors read labels as words, so a split label
hides the value after it. ``repaired(text)`` joins the splits of the words that label a secret
(and only those: joining any two fragments would make words that were never written) and gives
the map back to the text's own offsets, so a finding on the joined text spans the user's.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .. import pattern_cache

# Label words whose split form would hide a secret's label, in English and Chinese.
_EN_LABELS = (
    "password", "passcode", "passphrase", "username", "response", "answer", "question", "security", "verification",
    "one-time", "code", "recovery", "backup", "school", "maiden", "memorable", "network", "minutes",
)  # fmt: skip
_ZH_LABELS = (
    "密码", "密碼", "口令", "验证码", "驗證碼", "密钥", "密保", "答案", "问题", "卡号", "助记词", "恢复码", "无线网络",
    "网络", "账号", "帐号", "用户名", "安全码",
)  # fmt: skip


def _split_form(word: str) -> str:
    """``word`` with one optional blank between any two of its letters (around a hyphen too)."""
    pieces = []
    for ch in word:
        if ch == "-":
            pieces.append(r"[ ]?-[ ]?")
        else:
            if pieces and not pieces[-1].endswith("?"):
                pieces.append(r"[ \u3000]?")
            pieces.append(re.escape(ch))
    return "".join(pieces)


@lru_cache(maxsize=1)
def _split_labels() -> re.Pattern[str]:
    english = "|".join(_split_form(w) for w in sorted(_EN_LABELS, key=len, reverse=True))
    chinese = "|".join(_split_form(w) for w in sorted(_ZH_LABELS, key=len, reverse=True))
    return pattern_cache.compile(rf"(?<![A-Za-z])(?:{english})(?![A-Za-z])|{chinese}", re.IGNORECASE)


# a blank between letters: a text without one (a code, a key, unspaced Chinese) cannot hold a split
# label, and skips the look for one (~14 µs on a line of English, which nearly always has one)
_BLANK_INSIDE = pattern_cache.compile(r"[A-Za-z] [a-z]{1,5}\b|[\u4e00-\u9fff][ \u3000][\u4e00-\u9fff]|[a-z] -[a-z]")


def repaired(text: str) -> tuple[str, list[int]] | None:
    """``(joined text, offsets)`` where ``offsets[i]`` is the index in ``text`` of the joined text's
    character ``i`` (one more entry for the end), or None when no label word is split."""
    if not _BLANK_INSIDE.search(text):
        return None
    cuts: list[int] = []  # indices of blanks to drop
    for m in _split_labels().finditer(text):
        if " " in m.group() or "\u3000" in m.group():
            cuts.extend(m.start() + i for i, ch in enumerate(m.group()) if ch in " \u3000")
    if not cuts:
        return None
    drop = set(cuts)
    kept = [i for i in range(len(text)) if i not in drop]
    return "".join(text[i] for i in kept), kept + [len(text)]
