"""Markdown files with YAML front matter: read, write new, and rewrite losslessly.

Reading uses python-frontmatter's YAML handler (PyYAML with the C loader). Rewriting
never re-dumps a user's whole front matter: it replaces only the lines of the keys that
changed, located with the YAML composer's marks. Unknown keys, comments, key order,
quoting styles, Chinese text and the body stay byte-for-byte as the user left them.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from enum import StrEnum
from typing import Any

import yaml
from frontmatter.default_handlers import YAMLHandler

from ..errors import DocumentError
from .markers import MARKER_REASON, conflict_marker_line

_HANDLER = YAMLHandler()
from .fences import CLOSE_RE as _CLOSE_RE
from .fences import FENCE_RE as _FENCE_RE
from .fences import body_of  # noqa: F401  (re-exported: the one reading of a body)


@dataclass
class Document:
    """A parsed file: the front matter (text and data) and the body, with their positions."""

    rel: str  # vault-relative POSIX path
    meta: dict[str, Any]
    fm: str  # front matter text between the fences, newline-terminated (or empty)
    body: str  # everything after the closing fence line
    open_fence: str = "---"
    close_fence: str = "---"
    newline: str = "\n"
    bom: bool = False

    @property
    def fm_line(self) -> int:
        """1-based line number of the first front-matter line."""
        return 2

    def key_lines(self) -> dict[str, int]:
        """1-based line of each top-level key (last occurrence wins, as when reading)."""
        node = _compose(self.fm)
        lines: dict[str, int] = {}
        if isinstance(node, yaml.MappingNode):
            for key, _ in node.value:
                lines[str(key.value)] = self.fm_line + key.start_mark.line
        return lines


def parse_document(raw: bytes | str, rel: str) -> Document:
    """Split and parse a file; raise DocumentError (path, line, reason) if it is not one of ours."""
    if isinstance(raw, bytes):
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            line = raw[: exc.start].count(b"\n") + 1
            raise DocumentError(rel, line, f"not UTF-8 text (byte 0x{raw[exc.start]:02x}); save the file as UTF-8") from None
    else:
        text = raw
    marker = conflict_marker_line(text)
    if marker is not None:
        raise DocumentError(rel, marker, MARKER_REASON)
    bom = text.startswith("\ufeff")
    if bom:
        text = text[1:]
    newline = "\r\n" if "\r\n" in text[: text.find("\n") + 1 or len(text)] else "\n"
    if newline == "\r\n":
        text = text.replace("\r\n", "\n")
    lines = text.split("\n")
    if not lines or not _FENCE_RE.fullmatch(lines[0]):
        raise DocumentError(rel, 1, "no front matter: the file must start with a line '---'")
    for index in range(1, len(lines)):
        if _CLOSE_RE.fullmatch(lines[index]):
            break
    else:
        raise DocumentError(rel, 1, "the front matter is not closed: add a line '---' after it")
    fm = "\n".join(lines[1:index]) + ("\n" if index > 1 else "")
    body = "\n".join(lines[index + 1 :])
    try:
        meta = fast_load(fm) if fm.strip() else {}
        if meta is None:  # anything beyond the plain subset mimvault writes: the full parser
            refuse_aliases(fm, rel, 2)
            meta = _HANDLER.load(fm, Loader=yaml.CSafeLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = 2 + mark.line if mark else 1
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise DocumentError(rel, line, f"front matter is not valid YAML: {problem}") from None
    except (ValueError, OverflowError) as exc:  # a date that does not exist: 2026-02-30
        line, value = _impossible_date(fm)
        what = f"{value!r} is not a real date" if value else f"a value cannot be read ({exc})"
        raise DocumentError(rel, 2 + line if value else 2, f"front matter: {what}") from None
    if meta is None:
        meta = {}
    if not isinstance(meta, dict):
        raise DocumentError(rel, 2, "front matter must be a mapping of keys to values")
    meta = {k if isinstance(k, str) else str(k): v for k, v in meta.items()}
    return Document(rel, meta, fm, body, lines[0], lines[index], newline, bom)


def refuse_aliases(text: str, where: str, first_line: int) -> None:
    """Refuse YAML anchors and aliases (``&a`` / ``*a``): mimvault never writes them, and
    a few hundred bytes of nested aliases expand to gigabytes when read (an "alias
    bomb"). Checked on the parser's events, before anything is built."""
    if "&" not in text and "*" not in text:
        return
    try:
        for event in yaml.parse(text, Loader=yaml.CSafeLoader):
            if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
                raise DocumentError(
                    where,
                    first_line + event.start_mark.line,
                    "front matter uses a YAML anchor or alias (&name / *name); write the value out instead",
                )
    except yaml.YAMLError:
        return  # the loader reports the syntax error with its line


_DATE_VALUE = re.compile(r"^[ \t]*(?:-[ \t]+)?(?:[A-Za-z_][\w-]*:[ \t]*)?(\d{4})-(\d{1,2})-(\d{1,2})")


def _impossible_date(fm: str) -> tuple[int, str | None]:
    """(line index, value) of the first date-shaped value that is no real day."""
    for index, line in enumerate(fm.split("\n")):
        m = _DATE_VALUE.match(line)
        if m:
            try:
                date(int(m[1]), int(m[2]), int(m[3]))
            except ValueError:
                return index, line[m.start(1) :].split()[0].strip("'\"")
    return 0, None


# --- reading the plain subset fast -------------------------------------------------
# PyYAML builds every value through Python-level constructors (~0.5 ms for a memory's
# front matter); at 100k files that is most of a rebuild. The files mimvault writes use
# a small subset — `key: scalar`, `key: []`, `key:` with `- item` lines — which is read
# here directly; anything else (quotes with escapes, nested mappings, flow style,
# anchors, comments after values, odd scalars) returns None and goes to PyYAML.
# A property test checks this agrees with PyYAML wherever it answers.

_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")
_INT = re.compile(r"[-+]?(?:0|[1-9][0-9]*)")
_FLOAT = re.compile(r"[-+]?(?:0|[1-9][0-9]*)\.[0-9]+")
_TIMESTAMP = re.compile(
    r"(?P<year>\d{4})-(?P<month>\d{2})-(?P<day>\d{2})(?:[Tt ](?P<hour>\d{1,2}):(?P<minute>\d{2}):(?P<second>\d{2})"
    r"(?:\.(?P<fraction>\d+))?(?:[ \t]*(?P<tz>Z|(?P<tz_sign>[-+])(?P<tz_hour>\d{1,2})(?::(?P<tz_minute>\d{2}))?))?)?"
)
_NOT_PLAIN_START = set("[]{}&*!|>'\"%@`#,?:-")
_UNSET = object()
_LETTER_WORDS = {
    "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE", "on", "On", "ON",
    "off", "Off", "OFF", "null", "Null", "NULL",
}  # fmt: skip


_YAML_BREAKS = re.compile("[\r\x85\u2028\u2029\ufeff]")


def fast_load(fm: str) -> dict[str, Any] | None:
    if _YAML_BREAKS.search(fm):
        return None  # YAML's other line breaks: not the plain subset
    meta: dict[str, Any] = {}
    open_key: str | None = None  # a `key:` line whose items may follow
    for line in fm.split("\n"):
        stripped = line.strip(" \t")
        if not stripped or stripped[0] == "#":
            continue
        if stripped[0] == "-":  # a list item
            if open_key is None or not (stripped.startswith("- ") or stripped.startswith("-\t")):
                return None
            value = _scalar(stripped[2:].strip(" \t"))
            if value is _UNSET:
                return None
            if meta[open_key] is _UNSET:
                meta[open_key] = []
            meta[open_key].append(value)
            continue
        key, colon, rest = line.partition(":")
        if not colon or not _KEY.fullmatch(key) or key in meta or (rest and rest[0] not in " \t"):
            return None
        rest = rest.strip(" \t")
        open_key = None
        if not rest:
            meta[key] = _UNSET
            open_key = key
        elif rest == "[]":
            meta[key] = []
        else:
            value = _scalar(rest)
            if value is _UNSET:
                return None
            meta[key] = value
    return {k: (None if v is _UNSET else v) for k, v in meta.items()}  # `key:` alone is null


def _scalar(text: str) -> Any:
    if not text:
        return _UNSET
    if text[0] == "'":
        inner = text[1:-1]
        if len(text) < 2 or text[-1] != "'" or "'" in inner.replace("''", ""):
            return _UNSET
        return inner.replace("''", "'")
    if text[0] in _NOT_PLAIN_START or " #" in text or "\t" in text or ": " in text or text.endswith(":"):
        return _UNSET
    if not text.isprintable():
        return _UNSET
    if text[0].isalpha() and text not in _LETTER_WORDS:
        return text  # starting with a letter, only these words resolve to other than a string
    if text.isascii():  # the common numbers and times, without PyYAML's resolver (the regexes' \d: ASCII only)
        if _INT.fullmatch(text):
            return int(text)
        if _FLOAT.fullmatch(text):
            return float(text)
        time = _TIMESTAMP.fullmatch(text)
        if time:
            return _timestamp(time)
    tag = _RESOLVER.resolve(yaml.ScalarNode, text, (True, False))
    if tag == "tag:yaml.org,2002:str":
        return text
    if tag == "tag:yaml.org,2002:null":
        return None
    if tag == "tag:yaml.org,2002:bool" and text in ("true", "false"):
        return text == "true"
    return _UNSET  # other numbers and times (YAML reads only ASCII digits as digits): PyYAML's to read


def _timestamp(m: re.Match[str]) -> date | datetime:
    """A timestamp's value as PyYAML's SafeConstructor makes it (a date, or a datetime
    with its offset as a fixed timezone, "Z" as UTC), for the forms ``_TIMESTAMP`` takes."""
    day = date(int(m["year"]), int(m["month"]), int(m["day"]))
    if not m["hour"]:
        return day
    fraction = int(m["fraction"][:6].ljust(6, "0")) if m["fraction"] else 0
    zone = None
    if m["tz_sign"]:
        offset = timedelta(hours=int(m["tz_hour"]), minutes=int(m["tz_minute"] or 0))
        zone = timezone(-offset if m["tz_sign"] == "-" else offset)
    elif m["tz"]:
        zone = timezone.utc
    return datetime(day.year, day.month, day.day, int(m["hour"]), int(m["minute"]), int(m["second"]), fraction, zone)


def render_document(meta: Mapping[str, Any], body: str) -> str:
    """A new file: front matter in the given key order, then the body."""
    fm = "".join(dump_key(key, value) for key, value in meta.items())
    return f"---\n{fm}---\n{body}"


def rewrite_document(
    doc: Document,
    changes: Mapping[str, Any],
    removals: Iterable[str] = (),
    body: str | None = None,
    order: tuple[str, ...] = (),
) -> str:
    """The file with ``changes`` set and ``removals`` dropped, every other line untouched.

    New keys go after the nearest key that precedes them in ``order`` (else at the end).
    """
    removals = set(removals) - set(changes)
    node = _compose(doc.fm)
    if node is not None and (not isinstance(node, yaml.MappingNode) or node.flow_style):
        # A one-line {flow: mapping} has no lines to keep: write it out in block style.
        merged = {k: v for k, v in doc.meta.items() if k not in removals}
        merged.update(changes)
        fm = "".join(dump_key(k, v) for k, v in merged.items())
    else:
        fm = _edit_lines(doc.fm, node, changes, removals, order)
    text = f"{doc.open_fence}\n{fm}{doc.close_fence}\n{doc.body if body is None else body}"
    if doc.newline != "\n":
        text = text.replace("\n", doc.newline)
    return ("\ufeff" if doc.bom else "") + text


def _edit_lines(
    fm: str, node: yaml.MappingNode | None, changes: Mapping[str, Any], removals: set[str], order: tuple[str, ...]
) -> str:
    lines = fm.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    indented = _sequences_indented(lines)
    spans: dict[str, tuple[int, int, str]] = {}  # key -> (first line, last line, trailing comment)
    for key, value in node.value if node is not None else []:
        first = key.start_mark.line
        end = value.end_mark
        last = end.line if end.column > 0 else end.line - 1
        comment = ""
        if end.column > 0 and last < len(lines):
            rest = lines[last][end.column :]
            comment = rest if rest.strip().startswith("#") else ""
        while last > first and (not lines[last].strip() or lines[last].lstrip().startswith("#")):
            last -= 1
        spans[str(key.value)] = (first, last, comment)

    edits: list[tuple[int, int, list[str]]] = []  # (first, last, replacement), applied bottom-up
    inserts: dict[int, list[str]] = {}  # line index -> new keys' lines, in the order given
    for key, value in changes.items():
        new_lines = dump_key(key, value, indented).rstrip("\n").split("\n")
        if key in spans:
            first, last, comment = spans[key]
            if comment and len(new_lines) == 1:
                new_lines[0] += comment
            edits.append((first, last, new_lines))
        else:
            anchor = _anchor(key, spans, order)
            inserts.setdefault(spans[anchor][1] + 1 if anchor else len(lines), []).extend(new_lines)
    edits += [(at, at - 1, new_lines) for at, new_lines in inserts.items()]
    for key in removals:
        if key in spans:
            first, last, _ = spans[key]
            edits.append((first, last, []))
    for first, last, replacement in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        lines[first : last + 1] = replacement
    return "".join(line + "\n" for line in lines)


def _anchor(key: str, spans: Mapping[str, tuple[int, int, str]], order: tuple[str, ...]) -> str | None:
    if key not in order:
        return None
    for previous in reversed(order[: order.index(key)]):
        if previous in spans:
            return previous
    return None


def _sequences_indented(lines: list[str]) -> bool:
    """Whether the file writes ``key:\\n  - item`` (Obsidian's style) or ``key:\\n- item``."""
    for line in lines:
        if line.startswith("- "):
            return False
        if re.match(r" +- ", line):
            return True
    return True


def _compose(fm: str) -> yaml.Node | None:
    try:
        return yaml.compose(fm, Loader=yaml.CSafeLoader) if fm.strip() else None
    except yaml.YAMLError:
        return None


# --- writing values -----------------------------------------------------------------

# Plain scalars that YAML 1.2 readers (Obsidian, JS) take for numbers, though PyYAML's
# YAML 1.1 resolver calls them strings: quote them too.
_YAML12_NON_STRING = re.compile(r"0o[0-7]+|[-+]?\.(inf|Inf|INF)|\.(nan|NaN|NAN)|[-+]?[0-9]+\.?([eE][-+]?[0-9]+)?")


class _Dumper(yaml.SafeDumper):
    indent_sequences = True

    def increase_indent(self, flow: bool = False, indentless: bool = False) -> None:
        # Obsidian writes lists under a key indented by two spaces.
        return super().increase_indent(flow, False if self.indent_sequences else indentless)


class _IndentlessDumper(_Dumper):
    indent_sequences = False


def _represent_str(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    if "\n" in value:
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style="|")
    if _YAML12_NON_STRING.fullmatch(value):
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style="'")
    return dumper.represent_scalar("tag:yaml.org,2002:str", value)


def format_timestamp(value: datetime) -> str:
    """ISO 8601 to the second; UTC as Z, other offsets kept (a mention time's zone matters)."""
    if value.tzinfo is None:
        value = value.replace(tzinfo=timezone.utc)
    text = value.replace(microsecond=0).isoformat()
    return text[:-6] + "Z" if text.endswith("+00:00") else text


def _represent_datetime(dumper: yaml.SafeDumper, value: datetime) -> yaml.ScalarNode:
    return dumper.represent_scalar("tag:yaml.org,2002:timestamp", format_timestamp(value))


def _represent_date(dumper: yaml.SafeDumper, value: date) -> yaml.ScalarNode:
    return dumper.represent_scalar("tag:yaml.org,2002:timestamp", value.isoformat())


def _represent_none(dumper: yaml.SafeDumper, value: None) -> yaml.ScalarNode:
    return dumper.represent_scalar("tag:yaml.org,2002:null", "null")


for _cls in (_Dumper, _IndentlessDumper):
    _cls.add_representer(str, _represent_str)
    _cls.add_multi_representer(StrEnum, lambda d, v: _represent_str(d, v.value))
    _cls.add_representer(datetime, _represent_datetime)
    _cls.add_representer(date, _represent_date)
    _cls.add_representer(type(None), _represent_none)


def dump_key(key: str, value: Any, indented: bool = True) -> str:
    """One ``key: value`` block, newline-terminated, Chinese unescaped, never folded."""
    if isinstance(value, (list, tuple)) and not value:
        return f"{_dump_scalar(key)}: []\n"
    fast = _fast_block(key, value, indented)
    return fast if fast is not None else _yaml_block(key, value, indented)


def _yaml_block(key: str, value: Any, indented: bool) -> str:
    return yaml.dump(
        {key: list(value) if isinstance(value, tuple) else value},
        Dumper=_Dumper if indented else _IndentlessDumper,
        allow_unicode=True,
        sort_keys=False,
        default_flow_style=False,
        width=1_000_000,
    )


# Strings PyYAML writes plain, decided without running its emitter (which costs ~0.3 ms a
# key): no indicator first, no ":" or "#" at all, printable, and resolving to a string.
_PLAIN = re.compile(r"[^\s#,\[\]{}&*!|>'\"%@`?:\-][^\n:#]*(?<![ ])")
_RESOLVER = yaml.resolver.Resolver()


def _plain(value: str) -> str | None:
    if value.startswith(("...", "---")) or not _PLAIN.fullmatch(value) or not value.isprintable() or _YAML12_NON_STRING.fullmatch(value):
        return None
    if _RESOLVER.resolve(yaml.ScalarNode, value, (True, False)) != "tag:yaml.org,2002:str":
        return None
    return value


def _fast_scalar(value: Any) -> str | None:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        plain = repr(value)  # PyYAML's own form of a finite float with a point and no exponent ("0.96")
        return plain if math.isfinite(value) and "." in plain and "e" not in plain else None
    if isinstance(value, datetime):
        return format_timestamp(value)
    if isinstance(value, str):  # StrEnum too
        return _plain(str(value))
    return None


def _fast_block(key: str, value: Any, indented: bool) -> str | None:
    name = _plain(key)
    if name is None:
        return None
    if isinstance(value, (list, tuple)):
        items = [_fast_scalar(v) for v in value]
        if any(item is None for item in items):
            return None
        dash = "  - " if indented else "- "
        return f"{name}:\n" + "".join(f"{dash}{item}\n" for item in items)
    scalar = _fast_scalar(value)
    return None if scalar is None else f"{name}: {scalar}\n"


def _dump_scalar(key: str) -> str:
    return yaml.dump(key, Dumper=_Dumper, allow_unicode=True, width=1_000_000).removesuffix("\n...\n").strip()
