"""What two devices disagreed on, as questions for the user (never conflict markers).

- a memory confirmed on one device and rejected on the other: it is ``conflicted`` after
  the merge, and the question asks whether it is right (keep it / reject it / later);
- a memory whose content both devices changed differently: this device's version stays
  in its file (``conflicted``), the other device's becomes a second memory
  (``pending_review``), and the question offers either, both or neither;
- any other file both changed differently (evidence, a question, a secret reference):
  this device's version was kept; the question names the other's commit, to look at.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ..errors import DocumentError, MimvaultError
from ..ids import new_id
from ..interpretation.lexicon import CJK
from ..model import IssueType, Memory, MemoryIssue, Priority, State, one_line
from ..storage.files import parse_document
from ..storage.store import object_from_document

if TYPE_CHECKING:
    from ..storage.transaction import Transaction

_CJK = re.compile(f"[{CJK}]")


def questions_for(tx: Transaction, records: list[dict[str, Any]], now: datetime) -> tuple[list[str], list[str]]:
    """Stage one question per disagreement in ``records``; returns (question ids, notes)."""
    asked: list[str] = []
    notes: list[str] = []
    for record in records:
        rel = record.get("path", "?")
        notes += [f"{rel}: {note}" for note in record.get("notes", [])]
        fields = [f for f in record.get("disagreements", []) if isinstance(f, str)]
        if not fields:
            continue
        issue = None
        if record.get("kind") == "memory" and record.get("id"):
            issue = _about_memory(tx, record, fields, now)
        if issue is None:
            issue = _about_file(tx, record, fields, now)
        tx.put(issue)
        asked.append(issue.id)
    return asked, notes


def _about_memory(tx: Transaction, record: dict[str, Any], fields: list[str], now: datetime) -> MemoryIssue | None:
    try:
        here = tx.load(record["id"])
    except MimvaultError:
        return None  # gone since (forgotten, purged): nothing to ask
    memory = here.obj
    if not isinstance(memory, Memory):
        return None
    zh = bool(_CJK.search(memory.text or memory.object or ""))
    summary = one_line(memory.object or memory.text, 80)
    if fields == ["state"]:
        question = (
            f"两台设备意见不一：一台确认了“{summary}”，另一台否定了它。它对吗？"
            if zh
            else f"Two devices disagree about “{summary}”: one confirmed it, the other rejected it. Is it right?"
        )
        options = ["对，保留", "不对，否定它", "以后再说"] if zh else ["yes, keep it", "no, reject it", "later"]
        return _issue(
            now,
            question,
            options,
            [f"keep:{memory.id}", "neither", "later"],
            [memory.id],
            memory.evidence,
        )
    try:
        other = object_from_document(parse_document(record.get("theirs", ""), record["path"]))
    except DocumentError:
        other = None
    if not isinstance(other, Memory):
        return None
    sibling = other.model_copy(
        update={
            "id": new_id("memory", now),
            "state": State.pending_review,
            "supersedes": None,
            "superseded_by": None,
            "updated": now,
            "last_confirmed": None,
        }  # fmt: skip
    )
    tx.put(sibling)
    shown = [c for c in fields if c != "state"]
    ours_line, theirs_line = _version_line(memory, shown), _version_line(other, shown)
    if zh:
        question = f"两台设备把同一条记忆改得不一样（{'、'.join(shown)}）。哪个版本对？"
        options = [
            f"这台设备的：{ours_line}",
            f"另一台的：{theirs_line}",
            "两个都对",
            "都不对",
            "以后再说",
        ]
    else:
        question = f"Two devices changed the same memory differently ({', '.join(shown)}). Which version is right?"
        options = [
            f"this device's: {ours_line}",
            f"the other device's: {theirs_line}",
            "both",
            "neither",
            "later",
        ]
    actions = [f"keep:{memory.id}", f"keep:{sibling.id}", "both", "neither", "later"]
    return _issue(now, question, options, actions, [memory.id, sibling.id], memory.evidence)


def _about_file(tx: Transaction, record: dict[str, Any], fields: list[str], now: datetime) -> MemoryIssue:
    rel = record.get("path", "?")
    what = ", ".join(fields)
    question = (
        f"Two devices changed {rel} differently ({what}); this device's version was kept. "
        f"The other is in Git's history (`git log -p --all -- {rel}`): look at it, and change the file if it should win."
    )
    object_id = record.get("id") or ""
    evidence = [object_id] if object_id.startswith("ev_") else []
    return _issue(
        now,
        question,
        ["I have looked: keep it as it is", "later"],
        ["both", "later"],
        [],
        evidence,
        Priority.low,
    )


def _version_line(memory: Memory, fields: list[str]) -> str:
    """One line telling a version apart: its words, or the fields that differ."""
    shown = [f for f in fields if f not in ("body", "text", "object")]
    words = one_line(memory.object or memory.text, 50)
    details = [f"{f}: {getattr(memory, f, None)}" for f in shown if hasattr(memory, f)]
    return "; ".join([words, *details]) if details else words


def _issue(
    now: datetime, question: str, options: list[str], actions: list[str], memories: list[str], evidence: list[str],
    priority: Priority = Priority.high,
) -> MemoryIssue:  # fmt: skip
    return MemoryIssue(
        id=new_id("issue", now), title=one_line(question, 80), issue_type=IssueType.confirmation, priority=priority,
        question=question, options=options, actions=actions, memories=memories, evidence=evidence, created=now, updated=now,
    )  # fmt: skip
