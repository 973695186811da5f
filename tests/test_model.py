from datetime import datetime, timezone

import pytest

from mimvault.errors import IllegalTransitionError, InvalidValueError
from mimvault.model import (
    TRANSITIONS,
    Actor,
    Memory,
    ObjectValidationError,
    State,
    check_transition,
    confidence_label,
    validate_object,
)

NOW = datetime(2026, 11, 29, 12, tzinfo=timezone.utc)


def memory(**overrides):
    data = {"id": "mem_1", "type": "fact", "state": "confirmed", "created": NOW, "updated": NOW, "text": "I live in Tokyo"}
    data.update(overrides)
    return validate_object(Memory, data)


def test_seed_transitions_are_allowed():
    for before, after in [
        ("captured", "extracted"),
        ("extracted", "inferred"),
        ("inferred", "pending_review"),
        ("inferred", "confirmed"),
        ("confirmed", "conflicted"),
        ("confirmed", "stale"),
        ("confirmed", "superseded"),
        ("stale", "archived"),
    ]:
        check_transition("mem_1", State(before), State(after))


def test_any_state_can_be_deleted_but_nothing_leaves_deleted():
    for state in State:
        if state != State.deleted:
            check_transition("mem_1", state, State.deleted)
    assert TRANSITIONS[State.deleted] == frozenset()
    with pytest.raises(IllegalTransitionError, match="mem_1 is deleted: it cannot become confirmed"):
        check_transition("mem_1", State.deleted, State.confirmed)


def test_superseded_cannot_come_back_to_confirmed():
    with pytest.raises(IllegalTransitionError):
        check_transition("mem_1", State.superseded, State.confirmed)


def test_unknown_type_and_state_name_the_field_and_the_choices():
    with pytest.raises(ObjectValidationError) as exc:
        memory(type="factoid")
    assert exc.value.problems[0].field == "type"
    assert "'factoid' is not allowed" in exc.value.problems[0].reason
    with pytest.raises(ObjectValidationError) as exc:
        memory(state="confrimed")
    assert exc.value.problems[0].field == "state"


def test_a_missing_required_field_is_named():
    data = {"id": "mem_1", "type": "fact", "created": NOW, "updated": NOW, "text": "x"}
    with pytest.raises(ObjectValidationError) as exc:
        validate_object(Memory, data)
    assert (exc.value.problems[0].field, exc.value.problems[0].reason) == ("state", "is required but missing")


def test_yaml_booleans_in_text_fields_are_explained_not_stored():
    with pytest.raises(ObjectValidationError, match="read as the boolean true; put the value in quotes"):
        memory(object=True)


def test_numbers_in_text_fields_are_read_as_text():
    assert memory(predicate="age", object=42).object == "42"


def test_unknown_keys_are_kept():
    m = memory(mood="sunny", 备注="自己加的")
    assert m.model_extra == {"mood": "sunny", "备注": "自己加的"}
    assert list(m.front_matter())[-2:] == ["mood", "备注"]


def test_fuzzy_times_keep_their_precision():
    assert memory(valid_from=2021).valid_from == "2021"
    assert memory(valid_from="2021-Q3").valid_from == "2021-Q3"
    assert memory(valid_from="2021-06").valid_from == "2021-06"
    with pytest.raises(ObjectValidationError, match="valid_from"):
        memory(valid_from="mid 2021")


def test_naive_and_date_timestamps_are_read_as_utc():
    m = memory(created=datetime(2026, 1, 2, 3, 4), updated="2026-01-02")
    assert m.created.tzinfo is not None and m.updated == datetime(2026, 1, 2, tzinfo=timezone.utc)


def test_a_memory_needs_text_unless_deleted():
    with pytest.raises(ObjectValidationError, match="no text"):
        memory(text="  ")
    assert memory(text="", state="deleted").state == State.deleted


def test_confidence_labels():
    assert [confidence_label(c) for c in (0.95, 0.9, 0.7, 0.5, 0.2)] == [
        "certain", "certain", "likely", "likely", "speculative",
    ]  # fmt: skip


def test_actor_parsing():
    assert str(Actor.parse("agent:claude")) == "agent:claude"
    assert Actor.parse("user").kind == "user"
    for bad in ("agent", "robot:x", "agent:bad name", "agent:x\nMim-Op: confirm", "user:me"):
        with pytest.raises(InvalidValueError):
            Actor.parse(bad)
