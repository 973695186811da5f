"""``reviews/inbox.md``: what waits for the user, as Markdown task lines to tick.

    text = render(items, done, notes)      # the note, from `mim review`'s queue
    ticks, done, notes = read(text)        # what the user ticked, kept lines, own notes

Plain Markdown, no plugin: a phone editor can tick a box too. Each item is a heading
linking the question or memory by id with its title (``### [[iss_…|title]]``) and one
task line per option (``- [ ] 2) chemistry``). A ticked line is read back by the item's
id, the option's number *and* its words, so a tick in a stale copy whose options changed
is never applied to a different answer. The section under ``## My notes`` is the user's
and is carried over verbatim on every rewrite.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

INBOX = "reviews/inbox.md"
NOTES_HEADING = "## My notes"
DONE_HEADING = "## Done"
DONE_KEPT = 20  # the latest answers shown under "Done"
ITEMS_SHOWN = 40  # of each kind; the rest wait in `mim review`

CANDIDATE_OPTIONS = ("yes, it is right", "no, it is wrong")

_REDACTION = re.compile(r"\[REDACTED:[a-z0-9_]+\]")
_ITEM = re.compile(r"^#{2,4} \[\[((?:iss|mem)_[0-9A-Za-z_-]+)(?:\|[^\]\n]*)?\]\]")
_TASK = re.compile(r"^\s*[-*+] \[([^\]])\] (\d{1,3})\) ?(.*?)\s*$")


@dataclass
class Tick:
    item: str  # the question's or memory's id
    n: int  # the option's number (1-based)
    words: str  # the option's words as the note showed them
    line: int  # 1-based line in the note


@dataclass
class InboxNote:
    ticks: list[Tick] = field(default_factory=list)
    done: list[str] = field(default_factory=list)  # "- …" lines under Done, newest first
    notes: str = ""  # the user's section, verbatim (without its heading)


def link_title(text: str, width: int = 100) -> str:
    """A title fit for ``[[id|title]]``: one line, no brackets, pipes or block marks."""
    # a redaction mark keeps its meaning without brackets, which would end the link
    line = _REDACTION.sub("(redacted)", text or "")
    line = " ".join(re.sub(r"[\[\]|#^]", " ", line).split())
    return line if len(line) <= width else line[: width - 1].rstrip() + "…"


def option_words(text: str) -> str:
    """An option's words as a task line shows them (and as a tick is compared by)."""
    return " ".join((text or "").split())


def read(text: str) -> InboxNote:
    """The ticks, the Done lines and the user's notes in an inbox note."""
    note = InboxNote()
    lines = text.split("\n")
    for number, section, item, task in _walk(lines):
        line = lines[number]
        if section == DONE_HEADING:
            if line.startswith("- "):
                note.done.append(line.rstrip())
        elif task and item and task.group(1) in "xX":
            note.ticks.append(Tick(item, int(task.group(2)), option_words(task.group(3)), number + 1))
    at = _notes_at(lines)
    if at is not None:
        note.notes = "\n".join(lines[at + 1 :]).strip("\n")
    return note


def _walk(lines: list[str]):
    """(index, section, item, task-line match or None) for each line above "My notes"."""
    section, item = "", None
    for index, line in enumerate(lines):
        if line.rstrip() == NOTES_HEADING:
            return
        if line.startswith("## "):
            section, item = line.rstrip(), None
            continue
        heading = _ITEM.match(line)
        if heading:
            item = heading.group(1)
            continue
        yield index, section, item, _TASK.match(line)


def _notes_at(lines: list[str]) -> int | None:
    return next((i for i, line in enumerate(lines) if line.rstrip() == NOTES_HEADING), None)


def is_box(line: str) -> bool:
    """A task line of an option (ticked or not)."""
    return _TASK.match(line) is not None


def above_notes(text: str) -> str:
    """The note above the user's own section (what mimvault writes, and ticks)."""
    lines = text.split("\n")
    at = _notes_at(lines)
    return "\n".join(lines[:at] if at is not None else lines)


def render(items: list[dict[str, Any]], done: list[str], notes: str, problems: list[str] = ()) -> str:
    """The inbox note for the queue ``items`` (`mim review`'s), the latest ``done``
    lines, the user's ``notes`` kept as written, and ``problems`` with ticks not applied."""
    questions = [i for i in items if i["kind"] == "question"]
    candidates = [i for i in items if i["kind"] == "candidate"]
    out = [
        "---",
        "title: Inbox",
        "aliases:",
        "  - Inbox",
        "tags:",
        "  - mimvault/inbox",
        "---",
        "# Inbox",
        "",
        "What waits for you. Tick one box per item (`- [x]`) and save: with `mim watch`",
        "running it is applied at once as your answer (else by `mim inbox` or `mim maintain`),",
        "and this note is rewritten. Write anything of your own under “My notes”.",
        "",
    ]
    if problems:
        out += ["## Not applied", "", *[f"- {p}" for p in problems], ""]
    out += [f"## Questions ({len(questions)})", ""]
    for item in questions[:ITEMS_SHOWN]:
        out.append(f"### [[{item['id']}|{link_title(item.get('title') or item['question'])}]]")
        out += [f"- {option_words(side)}" for side in item.get("sides") or []]
        out += [f"- [ ] {o['n']}) {option_words(o['text'])}" for o in item["options"]]
        out.append("")
    if not questions:
        out += ["Nothing to answer.", ""]
    elif len(questions) > ITEMS_SHOWN:
        out += [f"… and {len(questions) - ITEMS_SHOWN} more: `mim review`", ""]
    out += [f"## To confirm ({len(candidates)})", ""]
    for item in candidates[:ITEMS_SHOWN]:
        out.append(f"### [[{item['id']}|{link_title(item.get('title') or item['text'])}]]")
        said = " ".join((item.get("text") or "").split())
        if said and link_title(said) != link_title(item.get("title") or item["text"]):
            out.append(f"> {said[:300]}")
        out.append(f"{item['type']} · {item['confidence_label']}")
        out += [f"- [ ] {n}) {words}" for n, words in enumerate(CANDIDATE_OPTIONS, 1)]
        out.append("")
    if not candidates:
        out += ["Nothing to confirm.", ""]
    elif len(candidates) > ITEMS_SHOWN:
        out += [f"… and {len(candidates) - ITEMS_SHOWN} more: `mim review`", ""]
    if done:
        out += [DONE_HEADING, "", *done[:DONE_KEPT], ""]
    out += [NOTES_HEADING, ""]
    if notes:
        out += [notes, ""]
    return "\n".join(out)


def merge(base: bytes | None, ours: bytes, theirs: bytes) -> bytes:
    """Two devices' inbox notes in one (``mim sync``): ours, with every box ticked on
    either device ticked, and the notes of both kept. The next rewrite applies the ticks."""
    mine, other = (side.decode("utf-8", "replace") for side in (ours, theirs))
    theirs_note = read(other)
    ticked = {(t.item, t.n, t.words) for t in theirs_note.ticks}
    lines = mine.split("\n")
    for index, _, item, task in _walk(lines):
        if task and item and (item, int(task.group(2)), option_words(task.group(3))) in ticked:
            lines[index] = lines[index][: task.start(1)] + "x" + lines[index][task.end(1) :]
    end = _notes_at(lines)
    head = lines[:end] if end is not None else lines
    notes = _merged_notes(read(base.decode("utf-8", "replace")).notes if base else "", read(mine).notes, theirs_note.notes)
    text = "\n".join(head).rstrip("\n") + f"\n\n{NOTES_HEADING}\n\n" + (notes + "\n" if notes else "")
    return text.encode("utf-8")


def _merged_notes(base: str, ours: str, theirs: str) -> str:
    if theirs in (base, ours) or theirs in ours:
        return ours
    if ours == base or ours in theirs:
        return theirs
    return f"{ours}\n\n{theirs}"  # both wrote: both kept, neither lost
