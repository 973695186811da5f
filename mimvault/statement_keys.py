"""What makes two memories the same statement, and what makes them about the same thing.

    memory_key(...)  the same statement: keep-best merging joins them into one memory
    topic_of(...)    the same topic: two memories that can contradict each other

Pure and at the bottom of the package: the catalog stores both as indexed columns, and
governance compares them.
"""

from __future__ import annotations

import re

# Events that happen once per object: two different times for one of them disagree.
ONCE_EVENTS = frozenset({"left_company", "joined_company", "move", "graduation", "birth", "marriage", "divorce"})


def topic_of(memory_type: str, subject: str | None, predicate: str | None, obj: str | None, event_type: str | None) -> str | None:
    """What two memories must share to be able to disagree (a catalog column, indexed)."""
    if memory_type == "relationship":
        return f"rel|{norm_words(obj)}" if obj else None
    if memory_type == "event":
        return f"evt|{event_type}|{norm_words(obj)}" if event_type in ONCE_EVENTS and obj else None
    if predicate and memory_type in ("fact", "profile"):
        return f"val|{norm_words(subject or 'user')}|{predicate}"
    return None


def memory_key(memory_type: str, subject: str | None, predicate: str | None, obj: str | None, text: str) -> str:
    """What makes two memories the same statement: keep-best merging joins them into one."""
    if predicate and obj:
        return f"{memory_type}|{norm_words(subject or 'user')}|{predicate}|{norm_words(obj)}"
    return f"{memory_type}|text|{norm_words(text)}"


def norm_words(value: str | None) -> str:
    """Lower-cased words only: "New York!" and "new york" are the same object."""
    return re.sub(r"[\W_]+", " ", (value or "").lower()).strip()
