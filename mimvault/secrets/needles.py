"""Which trigger words a text holds, found in one pass shared by every detector.

Most detectors first ask whether any of their words occur at all (a rebuild asks it of
100k files, nearly all without a secret). Asked one set at a time, that was a dozen
scans of each file; here the words of every set are one trie, scanned once per text,
and each set's question is a set intersection. Exact, not approximate: a word found
inside a longer one counts, and so does one that starts inside a found word and runs
past its end (looked for directly, for the few pairs of words where that can happen).
"""

from __future__ import annotations

from functools import lru_cache

from .. import pattern_cache


class NeedlePass:
    """One scan of a text for the words of every set registered with it."""

    def __init__(self) -> None:
        self._sets: list[frozenset[str]] = []
        self._tables = None
        self.present = lru_cache(maxsize=16)(self._present)  # the detectors of one scan ask in turn

    def register(self, words: frozenset[str]) -> None:
        self._sets.append(words)
        self._tables = None  # a module imported later adds its words to the pass
        self.present.cache_clear()

    def _compiled(self):
        if self._tables is None:
            # (built from each word's own substrings and prefixes, not by comparing every pair
            # of words: a process that scans once pays this at its start)
            words = frozenset().union(*self._sets)
            within = {w: frozenset(w[i:j] for i in range(len(w)) for j in range(i + 1, len(w) + 1) if w[i:j] in words) for w in words}
            starting: dict[str, list[str]] = {}
            for x in words:
                for j in range(1, len(x)):
                    starting.setdefault(x[:j], []).append(x)
            # a word that starts inside another and runs past its end: the scan resumes
            # after the first, so the second is looked for on its own
            straddling = {}
            for w in words:
                found = {x for i in range(1, len(w)) for x in starting.get(w[i:], ()) if x not in w}
                if found:
                    straddling[w] = tuple(sorted(found))
            self._tables = pattern_cache.any_of(words), within, straddling
        return self._tables

    def _present(self, text: str) -> frozenset[str]:
        """Every registered word that occurs in ``text``."""
        trie, within, straddling = self._compiled()
        found = set(trie.findall(text))
        if not found:
            return frozenset()
        words = set().union(*(within[w] for w in found))
        for w in found & straddling.keys():
            words.update(x for x in straddling[w] if x in text)
        return frozenset(words)


LOWERED = NeedlePass()  # the detectors' words, asked of the lowered text


class Needles:
    """A detector's words: ``found_in(text)`` if the text holds any (lower-case words,
    asked of the lowered text, unless they belong to a pass of their own)."""

    __slots__ = ("words", "_pass")

    def __init__(self, words, scan: NeedlePass = LOWERED) -> None:
        self.words = frozenset(w for w in words if w)
        self._pass = scan
        scan.register(self.words)

    def found_in(self, text: str) -> bool:
        return not self.words.isdisjoint(self._pass.present(text))

    def present(self, text: str) -> frozenset[str]:
        return self.words & self._pass.present(text)
