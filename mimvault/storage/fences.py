"""Where a file's front matter ends: its fences, without reading YAML (a search or a
listing shows bodies; only a parse needs the YAML library, ~25 ms to import)."""

from __future__ import annotations

import re

FENCE_RE = re.compile(r"---[ \t]*")
CLOSE_RE = re.compile(r"(---|\.\.\.)[ \t]*")


def body_of(text: str) -> str:
    """The body of a file's text, without parsing its front matter (for display)."""
    lines = text.lstrip("\ufeff").replace("\r\n", "\n").split("\n")
    if not lines or not FENCE_RE.fullmatch(lines[0]):
        return text
    for index in range(1, len(lines)):
        if CLOSE_RE.fullmatch(lines[index]):
            return "\n".join(lines[index + 1 :])
    return ""
