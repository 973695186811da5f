"""Regular expressions compiled once per machine instead of once per process.

The rule tables (sentence frames, slot cues, time forms, secret detectors) hold about
nine hundred patterns, many with classes of Chinese characters; Python's `re` spends one
to two seconds parsing them and building their character bitmaps at every start of
`mim capture`. The compiled program of a pattern depends only on the pattern, its flags
and the Python build, so it is kept in a cache file keyed by those three and handed back
to the regex engine as it is. Anything unexpected (another Python, a damaged or
unwritable cache) falls back to `re.compile`, so behaviour never depends on the cache.

Use it for the static tables only: a pattern built from user text would grow the cache.
"""

from __future__ import annotations

import atexit
import array
import marshal
import os
import re
import sys
from pathlib import Path
from collections.abc import Iterable
from typing import Any

try:  # CPython's engine: the compiler's two steps and the constructor they feed
    import _sre
    from re import _compiler, _parser

    _ENGINE = f"{sys.implementation.cache_tag}-{_sre.MAGIC}-{sys.hexversion:x}"
    _CODE_TYPE = next(t for t in "IL" if array.array(t).itemsize == _sre.CODESIZE)  # one code word
except (ImportError, AttributeError, StopIteration):  # another implementation: plain re.compile
    _ENGINE = ""

_MAX_ENTRIES = 5000  # the tables hold ~900; a bigger file means patterns from data
_entries: dict[tuple[str, int], tuple[Any, ...]] | None = None
_added = False


def cache_dir() -> Path:
    """Where mimvault keeps what it can rebuild: $MIMVAULT_CACHE_DIR, else the user's cache."""
    if own := os.environ.get("MIMVAULT_CACHE_DIR"):
        return Path(own).expanduser()
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache").expanduser() / "mimvault"


def cache_file() -> Path | None:
    return cache_dir() / f"patterns-{_ENGINE}.marshal" if _ENGINE else None


def _load() -> dict[tuple[str, int], tuple[Any, ...]]:
    global _entries
    if _entries is None:
        _entries = {}
        path = cache_file()
        try:
            data = marshal.loads(path.read_bytes()) if path else None
        except (OSError, ValueError, EOFError, TypeError, RuntimeError):
            data = None
        if isinstance(data, dict) and len(data) <= _MAX_ENTRIES:
            _entries = data
        atexit.register(_save)
    return _entries


def _save() -> None:
    path = cache_file()
    if not _added or path is None or _entries is None or len(_entries) > _MAX_ENTRIES:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        partial.write_bytes(marshal.dumps(_entries))
        os.replace(partial, path)  # readers see the old file or the new one, never half
    except (OSError, ValueError):
        return  # a read-only home: the next process compiles again, nothing else changes


def compile(pattern: str, flags: int = 0) -> re.Pattern[str]:  # noqa: A001 - mirrors re.compile
    """`re.compile`, with the compiled program taken from the cache when it is there."""
    global _added
    flags = int(flags)
    if not _ENGINE or not isinstance(pattern, str):
        return re.compile(pattern, flags)
    entries = _load()
    key = (pattern, flags)
    program = entries.get(key)
    if program is not None:
        try:
            final_flags, code, *groups = program
            return _sre.compile(pattern, final_flags, array.array(_CODE_TYPE, code).tolist(), *groups)
        except Exception:  # noqa: BLE001 - a damaged entry: compile it afresh below
            pass
    try:
        parsed = _parser.parse(pattern, flags)
        code = [int(op) for op in _compiler._code(parsed, flags)]  # opcodes are int subclasses
        groupindex = dict(parsed.state.groupdict)
        indexgroup: list[str | None] = [None] * parsed.state.groups
        for name, index in groupindex.items():
            indexgroup[index] = name
        program = (int(flags | parsed.state.flags), code, parsed.state.groups - 1, groupindex, tuple(indexgroup))
        compiled = _sre.compile(pattern, *program)
        program = (program[0], array.array(_CODE_TYPE, code).tobytes(), *program[2:])  # compact on disk and in memory
    except re.error:
        raise
    except Exception:  # noqa: BLE001 - the engine's internals moved: the public way
        return re.compile(pattern, flags)
    entries[key] = program
    _added = True
    return compiled


def any_of(words: Iterable[str]) -> re.Pattern[str]:
    """A pattern that finds any of ``words`` literally: one C-level scan of a text, where
    ``any(w in text for w in words)`` loops in Python (a rebuild asks it of 100k files).

    The words are laid out as a trie ("pass(?:word|code)?"), not a flat alternation: at
    each position of the text the engine follows one branch per character instead of
    trying every word in turn — five to ten times faster on a vault file. The longest
    word at the leftmost position matches, as a longest-first alternation would."""
    trie: dict = {}
    for word in set(words):
        if word:
            node = trie
            for char in word:
                node = node.setdefault(char, {})
            node[""] = {}
    return compile(_trie_pattern(trie))


def _trie_pattern(node: dict) -> str:
    ends_here = "" in node
    branches = [re.escape(char) + _trie_pattern(child) for char, child in sorted(node.items()) if char]
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    if ends_here:  # a word ends here and longer ones go on: the longer first (greedy "?")
        return body + "?" if len(branches) == 1 and len(branches[0]) == 1 else f"(?:{body})?"
    return body
