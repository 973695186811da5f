"""Secrets in what mimvault itself derived from an input already redacted.

The evidence of a capture holds only redacted text; the memories and questions derived
from it (their titles, objects, aliases, question lines) are mimvault's own words. When
the detector still reads one of those as a secret — a cut e-mail domain read as a PIN,
an object that happens to look like a code — the capture must not fail and lose the
evidence: the derived span is redacted and the user is told. (A secret in the user's
own words never gets this far: it is redacted before anything is written.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..model import Evidence, Memory, MemoryIssue
from ..secrets import redact, scan

# the text fields of derived objects that the gate reads
_FIELDS = ("title", "text", "summary", "object", "question")
_LISTS = ("aliases", "options", "sides", "entities")


def _joined(values: dict[str, Any]) -> tuple[str, list[tuple[str, int | None, int, int]]]:
    parts, spans, pos = [], [], 0
    for name, value in values.items():
        for index, text in ([(None, value)] if isinstance(value, str) else enumerate(value) if isinstance(value, list) else []):
            if isinstance(text, str) and text:
                spans.append((name, index, pos, pos + len(text)))
                parts.append(text)
                pos += len(text) + 1
    return "\n".join(parts), spans


def scrub(tx: Any, file_findings: Callable[[Any], list] | None = None) -> list[str]:
    """Redact, in the memories and questions ``tx`` is about to write, every span the
    detector reads as a secret; returns one notice per object changed."""
    notices = []
    for obj, base in tx.staged_objects():
        if not isinstance(obj, (Memory, MemoryIssue, Evidence)):
            continue
        update: dict[str, Any] = {}
        kinds: set[str] = set()
        # of an evidence file only what mimvault derived (its text is the redacted input, the user's words)
        derived = ("title", *_LISTS) if isinstance(obj, Evidence) else (*_FIELDS, *_LISTS)  # (an evidence's title is its text, cut)
        for name in _FIELDS if not isinstance(obj, Evidence) else ():
            value = getattr(obj, name, None)
            if isinstance(value, str) and value and scan(value):
                update[name], found = redact(value)
                kinds |= {f.kind for f in found}
        for name in _LISTS:
            values = getattr(obj, name, None)
            if isinstance(values, list) and any(isinstance(v, str) and scan(v) for v in values):
                cleaned = []
                for v in values:
                    if isinstance(v, str) and scan(v):
                        v, found = redact(v)
                        kinds |= {f.kind for f in found}
                    cleaned.append(v)
                update[name] = cleaned
        # a secret may show only across fields (a question beside its options): read together
        values = {name: update.get(name, getattr(obj, name, None)) for name in derived}
        joined, spans = _joined(values)
        for finding in scan(joined) if joined else ():
            for name, index, start, stop in spans:
                if finding.start < stop and start < finding.end:
                    text = values[name] if index is None else values[name][index]
                    a, b = max(finding.start, start) - start, min(finding.end, stop) - start
                    text = f"{text[:a]}[REDACTED:{finding.kind}]{text[b:]}"
                    if index is None:
                        values[name] = text
                    else:
                        values[name] = [*values[name][:index], text, *values[name][index + 1 :]]
                    update[name] = values[name]
                    kinds.add(finding.kind)
        changed = bool(update)
        obj = obj.model_copy(update=update) if update else obj
        # the file as it will be written: its lines put a value beside words no field holds ("关于你的出生地…⏎
        # 2. 四平"), which the gate reads together; the value read there is redacted in every derived field it stands in
        if file_findings is not None:
            obj, seen = _whole_file_clean(obj, derived, file_findings)
            kinds |= seen
            changed = changed or bool(seen)
        if changed:
            tx.put(obj, base)
            notices.append(f"{obj.id}: a span of its derived text read as a secret ({', '.join(sorted(kinds))}) was redacted")
    return notices


def _whole_file_clean(obj: Any, fields: tuple[str, ...], file_findings: Callable[[Any], list], rounds: int = 3) -> tuple[Any, set[str]]:
    """``obj`` with each value the gate would read as a secret in its rendered file redacted in the fields
    holding it (a few rounds: a redaction may change what the rest reads as); ``file_findings``: the
    gate's reading of an object's file, ``(text, findings)`` (storage's, handed in by the operation)."""
    kinds: set[str] = set()
    for _ in range(rounds):
        text, findings = file_findings(obj)
        if not findings:
            break
        values = {text[f.start : f.end].strip(" '\"“”") : f.kind for f in findings}
        update: dict[str, Any] = {}
        for name in fields:
            current = getattr(obj, name, None)
            items = [current] if isinstance(current, str) else current if isinstance(current, list) else []
            cleaned = []
            for item in items:
                for value, kind in values.items():
                    if isinstance(item, str) and value and value in item:
                        item = item.replace(value, f"[REDACTED:{kind}]")
                cleaned.append(item)
            if cleaned != items:
                update[name] = cleaned[0] if isinstance(current, str) else cleaned
        if not update:
            break  # the value stands in no field of ours: the gate will say where
        kinds |= set(values.values())
        obj = obj.model_copy(update=update)
    return obj, kinds
