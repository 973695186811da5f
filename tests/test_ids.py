from datetime import datetime, timedelta, timezone

import pytest

from mimvault.errors import InvalidIdError
from mimvault.ids import id_time, kind_of, new_id, validate_id


def test_new_ids_carry_their_kind_and_sort_by_time():
    t0 = datetime(2026, 1, 1, tzinfo=timezone.utc)
    ids = [new_id("memory", t0 + timedelta(seconds=s)) for s in (3, 1, 2)]
    assert all(i.startswith("mem_") and len(i) == 30 for i in ids)
    assert sorted(ids) == [ids[1], ids[2], ids[0]]
    assert kind_of(new_id("evidence")) == "evidence"
    assert kind_of(new_id("issue")).startswith("issue")
    assert new_id("secret_ref").startswith("sec_")


def test_ids_made_in_one_millisecond_keep_their_order():
    now = datetime(2026, 1, 1, tzinfo=timezone.utc)
    ids = [new_id("memory", now) for _ in range(50)]
    assert ids == sorted(ids)
    assert len(set(ids)) == 50


def test_id_time_reads_the_creation_time_back():
    when = datetime(2025, 4, 1, 12, 30, tzinfo=timezone.utc)
    assert id_time(new_id("evidence", when)) == when
    assert id_time("mem_handwritten") is None


@pytest.mark.parametrize(
    "bad",
    ["mem_../etc", "mem_a/b", "mem_a\\b", "mem_", "foo_123", "mem_.hidden", "../mem_x", "mem_a b", "mem_x\n", "", None, 5],
)
def test_ids_that_could_leave_the_vault_are_rejected(bad):
    with pytest.raises(InvalidIdError):
        validate_id(bad)


def test_validate_id_checks_the_kind():
    validate_id("mem_abc", "memory")
    with pytest.raises(InvalidIdError, match="not a evidence id|not a evidence"):
        validate_id("mem_abc", "evidence")
