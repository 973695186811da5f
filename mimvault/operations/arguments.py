"""Arguments checked the same way by every operation, and receipts finished."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ..errors import InvalidValueError
from ..kinds import TimePrecision

if TYPE_CHECKING:
    from ..storage.transaction import Receipt


def enum_value(enum: type, value: Any, name: str) -> Any:
    try:
        return enum(value)
    except ValueError:
        allowed = ", ".join(e.value for e in enum)
        raise InvalidValueError(f"{name} {value!r}: expected one of {allowed}") from None


def checked(values: Iterable[str], enum: type, name: str) -> list[Any]:
    return [enum_value(enum, v, name) for v in values]


def unit(value: float | None, name: str, default: float) -> float:
    if value is None:
        return default
    if not 0.0 <= value <= 1.0:
        raise InvalidValueError(f"{name} {value}: expected a number between 0 and 1")
    return value


def time_fields(time: str | None) -> dict[str, Any]:
    if not time:
        return {}
    from ..timeparse import parse_calendar  # ~0.2 s of rule tables: only for the commands that read a time

    reading = parse_calendar(time)
    fields: dict[str, Any] = {"valid_from": reading.value, "time_precision": TimePrecision(reading.grain)}
    if reading.kind == "interval":
        fields["valid_to"] = reading.end
    if reading.raw != reading.value:
        fields["time_raw"] = reading.raw
    return fields


def mention_time(value: str | datetime | None) -> datetime | None:
    if value is None or isinstance(value, datetime):
        return value
    try:
        parsed = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    except ValueError:
        raise InvalidValueError(f"--at {value!r}: expected an ISO date-time such as 2026-03-18T11:55:00+08:00") from None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=datetime.now().astimezone().tzinfo)


def with_id(receipt: Receipt | None, object_id: str) -> Receipt:
    assert receipt is not None
    receipt.id = object_id
    return receipt


def tell_governance(receipt: Receipt, governor: Any) -> None:
    """What governance did on the way, in the receipt: questions asked, changes applied."""
    if governor.issues:
        receipt.details["issues"] = list(governor.issues)
        receipt.notices.append(f"this contradicts what the vault holds: {len(governor.issues)} question(s) for you (`mim review`)")
    receipt.notices += governor.notes
