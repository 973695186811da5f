"""Grounding: a candidate from any extractor but the rules must be found in its evidence
(``interpretation/grounding.py``); the end-to-end cases, through a real endpoint and the
CLI, are in test_extract_llm.py."""

from __future__ import annotations

import pytest

from mimvault.interpretation.candidate import Candidate
from mimvault.interpretation.grounding import ground, is_placeholder, rejection


def said(text: str, **fields) -> Candidate:
    return Candidate(type=fields.pop("type", "fact"), text=text, **fields)


@pytest.mark.parametrize(
    ("evidence", "candidate"),
    [
        ("I moved to Lisbon last spring", said("The user moved to Lisbon", predicate="move_to", object="LISBON", time="last  Spring")),
        ("we finally moved to New York", said("moved to New York", predicate="lives_in", object="NewYork")),
        ("I'm studying ＣＨＥＭＩＳＴＲＹ at night", said("studies chemistry at night", predicate="studies", object="chemistry")),
        ("I have two cats", said("I have two cats", predicate="has", object="cat")),  # "has": a little word, nothing to find
        ("我去年搬到了杭州，现在在网易工作", said("用户去年搬到了 杭 州", predicate="lives_in", object="杭 州", time="去年")),
        ("I love sushi", said("I love sushi", type="preference", predicate="likes", object="sushi")),  # a kind mimvault names
    ],
    ids=["inflection-case-spacing", "spacing", "width", "plural", "chinese", "known-predicate"],
)
def test_what_the_evidence_says_is_grounded(evidence, candidate):
    assert rejection(candidate, evidence) is None


@pytest.mark.parametrize(
    ("evidence", "candidate", "reason"),
    [
        ("I moved to Lisbon last spring", said("The user is a billionaire astronaut", predicate="lives_in", object="Lisbon"),
         "its text is not what was said: 'billionaire', 'astronaut'"),
        ("I moved to Lisbon last spring", said("moved to Lisbon to become an astronaut"), "'become', 'astronaut'"),  # half is not most
        ("I met Romeo in Verona", said("I met Romeo in Verona", object="Rome"), "its object 'Rome' is not in the evidence"),
        ("I moved to Lisbon", said("I moved to Lisbon", object="Lisbon", time="in 2019"), "its time 'in 2019'"),
        ("I moved to Lisbon", said("I moved to Lisbon", predicate="relocated_to", object="Lisbon"), "'relocated' not in the evidence"),
        ("我现在住在东京", said("用户住在北京", predicate="lives_in", object="北京"), "its object '北京'"),
        ("I live in Tokyo", said("I live in Tokyo", subject="string"), "its subject 'string' is a schema placeholder"),
        ("I'm fine", said("I am"), "its text 'I am' says nothing"),
    ],
    ids=["invented-text", "half-invented", "word-edges", "time", "predicate", "chinese-object", "placeholder", "empty"],
)  # fmt: skip
def test_what_it_does_not_say_is_rejected_with_the_reason(evidence, candidate, reason):
    assert reason in (rejection(candidate, evidence) or "")


def test_a_text_spanning_two_clauses_of_one_sentence_is_grounded():
    evidence = "Honestly, after ten years in Leeds, I moved to Lisbon, and I love it"
    assert rejection(said("after ten years in Leeds I moved to Lisbon", object="Lisbon"), evidence) is None


@pytest.mark.parametrize("value", ["string", "N/A", "unknown", "<object>", "{city}", "example", "...", "…", "", " - ", "未知", "None."])
def test_schema_placeholders(value):
    assert is_placeholder(value)


@pytest.mark.parametrize("value", ["Tokyo", "Unknown Pleasures", "stringer", "the Example Bar", "无锡", "time"])
def test_real_values_are_no_placeholders(value):
    assert not is_placeholder(value, "object")


def test_a_field_named_as_its_own_value_is_a_placeholder():
    assert is_placeholder("Object", "object") and is_placeholder("time", "time")


def test_no_value_in_a_field_a_candidate_may_lack_is_no_value():
    kept, rejected = ground([said("I live in Tokyo", object="Tokyo", time="N/A", topic="none")], "I live in Tokyo")
    assert rejected == [] and (kept[0].time, kept[0].topic) == (None, None)
    kept, rejected = ground([said("I live in Tokyo", object="Tokyo", time="<time>")], "I live in Tokyo")
    assert kept == [] and "its time '<time>' is a schema placeholder" in rejected[0][1]


def test_ground_keeps_the_order_and_says_why():
    good, bad = said("I live in Tokyo", object="Tokyo"), said("I live in Osaka", object="Osaka")
    kept, rejected = ground([bad, good], "I live in Tokyo")
    assert kept == [good] and [(c, r) for c, r in rejected] == [(bad, "its object 'Osaka' is not in the evidence")]


def test_an_irregular_verb_is_said_in_any_of_its_forms():
    from mimvault.interpretation.grounding import rejection
    from mimvault.interpretation.candidate import Candidate

    said = "We went to Lisbon and bought a tiny flat there"
    gone = Candidate(type="event", text="We go to Lisbon", predicate="go", object="Lisbon")
    bought = Candidate(type="event", text="bought a flat", predicate="buy", object="a tiny flat")
    assert rejection(gone, said) is None and rejection(bought, said) is None
    assert rejection(Candidate(type="event", text="We sold a flat", predicate="sell", object="a tiny flat"), said)
