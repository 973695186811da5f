"""Interpretation: evidence text in, typed memory candidates out.

    extractor = get_extractor("rules")          # or "llm" with an endpoint
    candidates = extractor.extract(text, ref=mention_time)

Two implementations behind one interface: ``rules`` (offline, deterministic, English and
Chinese; the default) and ``llm`` (any OpenAI-compatible chat-completions endpoint, its
output validated against ``Candidate``). An extractor only proposes: what becomes a
memory, and in which state, is decided by governance (``governance.planner``).
"""

from __future__ import annotations

from .candidate import Candidate, CandidateType, Extractor

__all__ = ["Candidate", "CandidateType", "Extractor", "get_extractor"]


def get_extractor(name: str = "rules", **options: object) -> Extractor:
    if name == "rules":
        from .rules import RulesExtractor

        return RulesExtractor()
    if name == "llm":
        from .llm import LLMExtractor

        return LLMExtractor(**options)  # type: ignore[arg-type]
    from ..errors import InvalidValueError

    raise InvalidValueError(f"extractor {name!r}: expected rules or llm")
