"""Read conversation and journal files into turns, reporting bad lines by number.

- chat JSONL: one turn per line, ``{"role", "text", "time", "session"}``;
- a Markdown journal: entries under dated headings (``# 2024-03-05``, ``## March 5, 2024``,
  ``### 2024年3月5日``);
- a ChatGPT data export (``conversations.json``).

Bytes that are not UTF-8 are read as GB18030 (the usual other encoding of Chinese text)
line by line, so a file mixing both still imports; a line that is neither is reported.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from ..errors import InvalidValueError
from ..timeparse import parse as parse_time
from .inputs import encodable

MAX_ENTRY_CHARS = 20_000  # a journal entry longer than this is cut into paragraphs
USER_ROLES = {"user", "human", "me", "self", "我"}


@dataclass
class Turn:
    text: str
    role: str  # user | assistant | …
    time: datetime | None
    session: str | None
    line: int  # where it starts in the file

    @property
    def from_user(self) -> bool:
        return self.role.lower() in USER_ROLES


@dataclass
class Problem:
    line: int
    reason: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.reason}"


def read_lines(data: bytes) -> tuple[list[str], list[Problem]]:
    """Decode line by line (UTF-8, else GB18030), reporting lines that are neither."""
    lines, problems = [], []
    if b"\0" in data[:8192]:
        raise InvalidValueError("the file is binary (it holds NUL bytes), not text")
    for number, raw in enumerate(data.split(b"\n"), 1):
        raw = raw.rstrip(b"\r")
        for encoding in ("utf-8-sig" if number == 1 else "utf-8", "gb18030"):
            try:
                lines.append(raw.decode(encoding))
                break
            except UnicodeDecodeError:
                continue
        else:
            problems.append(Problem(number, "not UTF-8 or GB18030 text; skipped"))
            lines.append("")
    return lines, problems


def detect_format(path: Path, data: bytes) -> str:
    suffix = path.suffix.lower()
    if suffix in (".jsonl", ".ndjson"):
        return "jsonl"
    if suffix == ".json":
        return "chatgpt"
    if suffix in (".md", ".markdown", ".txt"):
        return "journal"
    head = data[:200].lstrip()
    if head.startswith(b"["):
        return "chatgpt"
    if head.startswith(b"{"):
        return "jsonl"
    return "journal"


def parse_file(path: Path, fmt: str | None = None) -> tuple[str, list[Turn], list[Problem]]:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InvalidValueError(f"{path}: cannot read ({exc.strerror})") from None
    if not data.strip():
        raise InvalidValueError(f"{path}: the file is empty")
    if b"\0" in data[:8192]:
        raise InvalidValueError(f"{path}: the file is binary (it holds NUL bytes), not text")
    fmt = fmt or detect_format(path, data)
    if fmt == "jsonl":
        return fmt, *parse_jsonl(data)
    if fmt == "journal":
        return fmt, *parse_journal(data)
    if fmt == "chatgpt":
        return fmt, *parse_chatgpt(data)
    raise InvalidValueError(f"format {fmt!r}: expected jsonl, journal or chatgpt")


def _time(value: object) -> datetime | None:
    if isinstance(value, (int, float)):
        return datetime.fromtimestamp(value, tz=timezone.utc)
    if isinstance(value, str) and value.strip():
        try:
            parsed = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
        except ValueError:
            raise ValueError('"time" is not an ISO 8601 date-time') from None  # the value itself is not echoed
        return parsed if parsed.tzinfo else parsed.replace(tzinfo=timezone.utc)
    if value is not None and not isinstance(value, str):
        raise ValueError('"time" is not a date-time or a Unix timestamp')
    return None


def parse_jsonl(data: bytes) -> tuple[list[Turn], list[Problem]]:
    lines, problems = read_lines(data)
    turns = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            if not isinstance(record, dict):
                raise ValueError("not a JSON object")
            text = record.get("text", record.get("content"))
            if not isinstance(text, str) or not text.strip():
                raise ValueError('no "text"')
            role = encodable(str(record.get("role", "user")))
            when = _time(record.get("time", record.get("timestamp")))
            session = record.get("session")
            turns.append(Turn(encodable(text), role, when, encodable(str(session)) if session is not None else None, number))
        except (ValueError, TypeError) as exc:
            reason = str(exc).split(":")[0] if isinstance(exc, json.JSONDecodeError) else str(exc)
            problems.append(Problem(number, f"not a chat turn ({reason}); skipped"))
    return turns, problems


_HEADING = re.compile(r"^#{1,6}\s+(?P<title>.+?)\s*#*\s*$")


def parse_journal(data: bytes) -> tuple[list[Turn], list[Problem]]:
    lines, problems = read_lines(data)
    turns: list[Turn] = []
    current_time: datetime | None = None
    body: list[str] = []
    start = 1

    def flush() -> None:
        text = "\n".join(body).strip()
        if text:
            for offset, chunk in _chunks(text):
                turns.append(Turn(chunk, "user", current_time, None, start + offset))

    for number, line in enumerate(lines, 1):
        heading = _HEADING.match(line)
        when = _heading_date(heading.group("title")) if heading else None
        if when is not None:
            flush()
            current_time, body, start = when, [], number + 1
        else:
            body.append(line)
    flush()
    return turns, problems


def _heading_date(title: str) -> datetime | None:
    reading = parse_time(title, datetime(2000, 1, 1, tzinfo=timezone.utc))
    if reading.kind != "instant" or reading.grain not in ("day", "minute") or not reading.value:
        return None
    return datetime.fromisoformat(reading.value[:10]).replace(hour=12, tzinfo=timezone.utc)


def _chunks(text: str) -> list[tuple[int, str]]:
    """An entry, or its paragraphs when it is very long (line offsets kept)."""
    if len(text) <= MAX_ENTRY_CHARS:
        return [(0, text)]
    out, line = [], 0
    for paragraph in re.split(r"(\n\s*\n)", text):
        if paragraph.strip():
            for i in range(0, len(paragraph), MAX_ENTRY_CHARS):
                out.append((line, paragraph[i : i + MAX_ENTRY_CHARS].strip()))
        line += paragraph.count("\n")
    return out


def parse_chatgpt(data: bytes) -> tuple[list[Turn], list[Problem]]:
    try:
        conversations = json.loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        line = getattr(exc, "lineno", 1)
        raise InvalidValueError(f"line {line}: not a ChatGPT export (invalid JSON)") from None
    if not isinstance(conversations, list):
        raise InvalidValueError("not a ChatGPT export: expected a list of conversations")
    turns, problems = [], []
    for index, conversation in enumerate(conversations):
        if not isinstance(conversation, dict) or not isinstance(conversation.get("mapping"), dict):
            problems.append(Problem(index + 1, f"conversation {index + 1} has no message mapping; skipped"))
            continue
        session = str(conversation.get("id") or conversation.get("title") or f"conversation-{index + 1}")
        messages = []
        for node in conversation["mapping"].values():
            message = (node or {}).get("message") or {}
            parts = (message.get("content") or {}).get("parts") or []
            text = "\n".join(p for p in parts if isinstance(p, str)).strip()
            role = ((message.get("author") or {}).get("role")) or ""
            if text and role in ("user", "assistant"):
                messages.append((message.get("create_time") or 0, role, text))
        for created, role, text in sorted(messages, key=lambda m: m[0]):
            try:
                when = _time(created) if created else None
            except (ValueError, OverflowError, OSError):
                when = None  # a damaged timestamp: the turn is kept, its time unknown
            turns.append(Turn(text, role, when, session, index + 1))
    return turns, problems


def turn_hash(turn: Turn, session: str, occurrence: int) -> str:
    """Identity of an imported turn: the same turn imported twice is one evidence file."""
    when = turn.time.isoformat() if turn.time else ""
    key = "\0".join(("turn", session, when, turn.role.lower(), turn.text.strip(), str(occurrence)))
    return hashlib.sha256(key.encode("utf-8")).hexdigest()
