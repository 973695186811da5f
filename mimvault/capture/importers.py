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

from .. import pattern_cache
from ..errors import InvalidValueError
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
    conversation: str | None = None  # the title of the conversation it belongs to (a ChatGPT export's)

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


_HEADING = pattern_cache.compile(r"^#{1,6}\s+(?P<title>.+?)\s*#*\s*$")
# What a dated heading may carry after its date: the weekday, the weather, the time of day
# ("2024年3月13日 星期三", "2024-03-27 周三 晴", "2024-03-05 Tuesday, rainy").
_WEEKDAY = (
    r"(?:星期|周|礼拜)[一二三四五六日天]|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\.?"
)
_WEATHER = (
    r"晴(?:天|转多云)?|多云|阴(?:天)?|小雨|中雨|大雨|暴雨|雷阵雨|阵雨|雨(?:天)?|小雪|大雪|雪(?:天)?|雾|霾|大风|"
    r"sunny|cloudy|overcast|rainy|rain|showers|snowy|snow|foggy|fog|windy|stormy|hot|cold|warm|mild|clear"
)
_CLOCK = pattern_cache.compile(
    r"(?:上午|下午|早上|晚上|中午|凌晨|傍晚|夜里)?\s*\d{1,2}(?:[:：]\d{2}|点(?:半|\d{1,2}分?)?)(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*[ap]\.?m\.?",
    re.IGNORECASE,
)
_DECORATION = pattern_cache.compile(rf"(?:\s|[,，、;；:：()（）\[\]/|·—–-]|{_WEEKDAY}|{_WEATHER}|{_CLOCK.pattern})*", re.IGNORECASE)
_YEAR = pattern_cache.compile(r"(?:19|20)\d\d")


def parse_journal(data: bytes) -> tuple[list[Turn], list[Problem]]:
    """Entries under headings. A heading that opens with a date (a weekday, the weather or a
    time of day may follow it) dates the entries until the next one; a date without a year
    takes the year of the heading before it (the next year when its month comes earlier:
    December, then January), else of the first heading that names one. Every heading ends
    the entry before it; one without a date starts an entry of its own, under the last
    date, with the heading's words as its first line."""
    lines, problems = read_lines(data)
    headings = [(n, m.group("title")) for n, line in enumerate(lines, 1) if (m := _HEADING.match(line))]
    first_year = next((int(y.group(0)) for _, title in headings if (y := _YEAR.search(title))), None)
    dates = _heading_dates(headings, first_year)
    turns: list[Turn] = []
    current_time: datetime | None = None
    body: list[str] = []
    start = 1

    def flush() -> None:
        text = "\n".join(body).strip()
        if text:
            for offset, chunk in _chunks(text):
                turns.append(Turn(encodable(chunk), "user", current_time, None, start + offset))

    for number, line in enumerate(lines, 1):
        if not _HEADING.match(line):
            body.append(line)
            continue
        flush()
        when = dates.get(number)
        if when is not None:
            current_time, body, start = when, [], number + 1
        else:  # a heading with no date: an entry of its own, still under the last date
            body, start = [_HEADING.match(line).group("title")], number  # type: ignore[union-attr]
    flush()
    return turns, problems


def _heading_dates(headings: list[tuple[int, str]], first_year: int | None) -> dict[int, datetime]:
    """The date (and time of day) of each heading that opens with one, by line."""
    from ..timeparse import find

    dates: dict[int, datetime] = {}
    previous: datetime | None = None
    for number, title in headings:
        year = previous.year if previous else first_year or datetime.now(timezone.utc).year
        ref = datetime(year, previous.month if previous else 1, 1, 12, tzinfo=timezone.utc)
        readings = [r for r in find(title, ref) if r.kind == "instant" and r.value]
        day = next((r for r in readings if r.grain in ("day", "minute")), None)
        if day is None or title[: day.start].strip(" #*_-–—:：") or not _only_decoration(title, readings):
            continue
        when = datetime.fromisoformat(day.value[:10]).replace(hour=12, tzinfo=timezone.utc)
        if not _YEAR.search(title[day.start : day.stop]):
            when = when.replace(year=year)
            if previous and (when.month, when.day) < (previous.month, previous.day):
                when = when.replace(year=year + 1)  # "### 1月3日" after "### 12月28日"
        clock = next((r for r in readings if r.grain == "minute"), None)
        said = _CLOCK.search(title, day.stop) if clock is None else None
        if said is not None:  # "2024年3月28日 下午3点": the time of day read beside its date
            clock = next((r for r in find(day.raw + said.group(0).strip(), ref) if r.grain == "minute" and r.value), None)
        if clock is not None:
            minute = datetime.fromisoformat(clock.value)
            when = when.replace(hour=minute.hour, minute=minute.minute)
        dates[number] = when
        previous = when
    return dates


def _only_decoration(title: str, readings: list) -> bool:
    """The heading holds its date and nothing but a weekday, the weather, a time of day."""
    rest = title
    for r in sorted(readings, key=lambda r: -r.start):
        rest = rest[: r.start] + " " + rest[r.stop :]
    return bool(_DECORATION.fullmatch(rest))


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
    """A ChatGPT data export: each conversation's thread as the user last left it — from
    ``current_node`` up through ``parent`` links, so the branches an edit left behind are
    not read — its title kept with each turn; a message without a time takes the one
    before it in the thread, else the conversation's."""
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
        session = encodable(str(conversation.get("id") or conversation.get("title") or f"conversation-{index + 1}"))
        title = conversation.get("title")
        title = encodable(" ".join(title.split()))[:200] if isinstance(title, str) and title.strip() else None
        started = _safe_time(conversation.get("create_time")) or _safe_time(conversation.get("update_time"))
        last = started
        for node in _thread(conversation):
            message = (node or {}).get("message") or {}
            if not isinstance(message, dict):
                continue
            parts = (message.get("content") or {}).get("parts") or []
            text = "\n".join(p for p in parts if isinstance(p, str)).strip()
            role = ((message.get("author") or {}).get("role")) or ""
            when = _safe_time(message.get("create_time")) or last
            last = when
            if text and role in ("user", "assistant"):
                turns.append(Turn(encodable(text), role, when, session, index + 1, title))
    return turns, problems


def _thread(conversation: dict) -> list:
    """The conversation's nodes in order: the path to ``current_node`` when it names one
    (edited-away branches left out), else every node by its time, as before."""
    mapping = conversation["mapping"]
    node_id = conversation.get("current_node")
    if isinstance(node_id, str) and node_id in mapping:
        path, seen = [], set()
        while isinstance(node_id, str) and node_id in mapping and node_id not in seen:
            seen.add(node_id)
            node = mapping[node_id] or {}
            path.append(node)
            node_id = node.get("parent") if isinstance(node, dict) else None
        return path[::-1]
    nodes = [n for n in mapping.values() if isinstance(n, dict)]
    return sorted(nodes, key=lambda n: _safe_time(((n.get("message") or {}) if isinstance(n.get("message"), dict) else {}).get("create_time"))
                  or datetime.min.replace(tzinfo=timezone.utc))  # fmt: skip


def _safe_time(value: object) -> datetime | None:
    try:
        return _time(value) if value else None
    except (ValueError, OverflowError, OSError):
        return None  # a damaged timestamp: the turn is kept, its time unknown


def turn_hash(turn: Turn, session: str, occurrence: int) -> str:
    """Identity of an imported turn: the same turn imported twice is one evidence file."""
    when = turn.time.isoformat() if turn.time else ""
    key = "\0".join(("turn", session, when, turn.role.lower(), turn.text.strip(), str(occurrence)))
    return hashlib.sha256(key.encode("utf-8")).hexdigest()
