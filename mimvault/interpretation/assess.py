"""The claim analysis applied to any extractor's candidates (an LLM's above all).

An extractor may call "we might move to Lisbon one day" a fact about the user, or a
brother's city the user's. Each candidate is grounded in the clause of the evidence that
says it (the clause sharing most of its words), and that clause's claim (``claims.py``)
decides, whichever is less certain: its mode (a hypothetical, a question, quoted text
stay so), whom it is about, and any doubt. A candidate no clause says is in doubt.

An extractor's confidence is its opinion of its own reading, not evidence: it may lower a
candidate's, never raise it above what the rules extractor gives the same statement, and
a statement the rules do not read at all starts below auto-confirm. So the state a
candidate gets comes from its claim and its confirmation class, never from a number a
model chose (a model answering 0.99 for "I love sushi" gets the rules' 0.8).
(Grounding — that the evidence says the candidate at all — comes first: ``grounding.py``.)
"""

from __future__ import annotations

import re
from datetime import datetime

from .. import pattern_cache
from ..statement_keys import memory_key
from .candidate import Candidate
from .claims import Claim, analyse
from .clauses import Clause, split

# Modes that assert less than a plain assertion, from least to most: the stricter of the
# extractor's and the clause's mode is kept.
_STRICTNESS = {"assertion": 0, "instruction": 0, "plan": 1, "reported": 2, "negated": 3, "hypothetical": 4, "question": 4,
               "quoted": 5, "pleasantry": 5}  # fmt: skip
_WORD = pattern_cache.compile(r"[a-z0-9][a-z0-9'’-]*|[\u3400-\u9fff]", re.IGNORECASE)
# The confidence of a statement only another extractor reads: under the default
# auto-confirm (0.85), so the user — or the same words said again — confirms it.
UNREAD_CONFIDENCE = 0.8


def assess(candidates: list[Candidate], text: str, ref: datetime) -> list[Candidate]:
    """``candidates`` as the claims of ``text`` (already redacted, said at ``ref``) allow them."""
    if not candidates:
        return []
    clauses = split(text)
    claims = analyse(clauses)
    assessed = [_assessed(c, clauses, claims) for c in candidates]
    read = _rules_reading(text, ref)
    return [_capped(c, read) for c in assessed]


def _rules_reading(text: str, ref: datetime) -> dict[str, float]:
    """The confidence the rules extractor gives each statement it reads in ``text``."""
    from .rules import RulesExtractor

    read: dict[str, float] = {}
    for c in RulesExtractor().extract(text, ref):
        key = memory_key(c.type, c.subject, c.predicate, c.object, c.text, c.topic)
        read[key] = max(read.get(key, 0.0), c.confidence)
    return read


def _capped(c: Candidate, read: dict[str, float]) -> Candidate:
    ceiling = read.get(memory_key(c.type, c.subject, c.predicate, c.object, c.text, c.topic), UNREAD_CONFIDENCE)
    return c.model_copy(update={"confidence": ceiling}) if c.confidence > ceiling else c


def _assessed(c: Candidate, clauses: list[Clause], claims: list[Claim]) -> Candidate:
    found = _grounding(c, clauses)
    if found is None:
        return c.model_copy(update={"doubt": c.doubt or "not found in the words said"})
    claim = claims[found]
    update: dict[str, object] = {}
    if _STRICTNESS.get(claim.mode, 0) > _STRICTNESS.get(c.mode, 0):
        update["mode"] = claim.mode
        if claim.mode == "plan" and c.type != "event":
            update["mode"] = c.mode
            update["doubt"] = "told as a plan, not as done"
    elif claim.mode == "instruction" and c.type != "preference":
        update["doubt"] = "an instruction to the assistant, not a statement"
    if c.subject == "user" and c.type != "relationship" and claim.subject not in ("user", "_topic") and not claim.names_users_home(c.predicate):
        if claim.subject in ("other", "thing"):
            update["doubt"] = "said of someone else"
        else:
            update["subject"] = claim.subject[:80]
    if claim.speaker != "user" and c.subject == "user":
        update["subject"] = claim.speaker[:80]
    if claim.doubt and not c.doubt and "doubt" not in update:
        update["doubt"] = claim.doubt
    return c.model_copy(update=update) if update else c


def _grounding(c: Candidate, clauses: list[Clause]) -> int | None:
    """The clause that says the candidate: the most words shared with its text and object."""
    wanted = _words(" ".join(v for v in (c.text, c.object) if v))
    if not wanted:
        return None
    best, best_score = None, 0.0
    for n, clause in enumerate(clauses):
        have = _words(clause.text)
        shared = len(wanted & have)
        if c.object and c.object.casefold() in clause.text.casefold():
            shared += 2  # the clause naming its value says it
        score = shared / (len(wanted) ** 0.5)
        if score > best_score:
            best, best_score = n, score
    return best


def _words(text: str) -> set[str]:
    tokens = [w.lower() for w in _WORD.findall(text)]
    words = {w for w in tokens if len(w) > 2 or not w.isascii()}
    cjk = [w for w in tokens if not w.isascii()]
    words |= {a + b for a, b in zip(cjk, cjk[1:])}  # Chinese: characters and their pairs
    return words
