"""The inbox note (``reviews/inbox.md``): boxes the user ticked applied as their answers,
and the note rewritten to show what still waits and what was done."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import MimvaultError
from ..kinds import Actor
from ..storage.gitobjects import blob_id
from ..storage.inbox_note import CANDIDATE_OPTIONS, DONE_KEPT, INBOX, Tick, above_notes, is_box, link_title, option_words, read, render
from ..storage.store import SavedMeanwhile, atomic_write, read_regular

if TYPE_CHECKING:
    from ..parts import VaultParts

WRITER = Actor("system", "inbox")  # rewriting the note is mimvault's; each tick is the user's own answer


def inbox(parts: VaultParts) -> dict[str, Any]:
    """Apply the boxes ticked in the inbox note (each as the user's answer, one commit
    each), then rewrite the note. Returns what was applied, what was not (with the line
    and why), the note's path and the rewrite's commit (None when nothing changed)."""
    parts.catch_up()
    applied: list[tuple[Tick, str]] = []
    for _ in range(3):
        more, refused = apply_ticks(parts)
        applied += more
        try:
            return _report(applied, refused, write_inbox(parts, _problems(refused), _done(applied)))
        except SavedMeanwhile:
            continue  # the note was saved again while it was rewritten: read it again
    return _report(applied, refused, None)


def rewrite_after(parts: VaultParts, applied: list[tuple[Tick, str]], refused: list[tuple[Tick, str]]) -> dict[str, Any]:
    """Rewrite the note after ``apply_ticks`` (the applied ones under Done, the refused
    ones said at the top); returns the report ``inbox`` gives. A note saved meanwhile is
    left for the next rewrite."""
    try:
        commit = write_inbox(parts, _problems(refused), _done(applied))
    except SavedMeanwhile:
        commit = None
    return _report(applied, refused, commit)


def _problems(refused: list[tuple[Tick, str]]) -> list[str]:
    return [f"line {t.line}: {why}" for t, why in refused]


def _done(applied: list[tuple[Tick, str]]) -> list[str]:
    return [line for _, line in applied]


def _report(applied: list[tuple[Tick, str]], refused: list[tuple[Tick, str]], commit: str | None) -> dict[str, Any]:
    return {
        "path": INBOX,
        "applied": [{"id": t.item, "option": t.n, "words": t.words, "line": t.line} for t, _ in applied],
        "not_applied": [{"id": t.item, "option": t.n, "line": t.line, "reason": why} for t, why in refused],
        "commit": commit,
    }


def apply_ticks(parts: VaultParts) -> tuple[list[tuple[Tick, str]], list[tuple[Tick, str]]]:
    """The ticked boxes, applied through the write path as the user's: (tick, its Done
    line) for each applied, (tick, why) for each refused. A tick on something already
    answered (here or elsewhere) is no longer asked and is passed over."""
    data = read_regular(parts.root, INBOX)
    if data is None:
        return [], []
    ticks = read(data.decode("utf-8", "replace")).ticks
    if not ticks:
        return [], []
    from ..governance.review import queue

    waiting = {item["id"]: item for item in queue(parts.catalog, parts.now(), include_later=True)}
    by_item: dict[str, list[Tick]] = {}
    for tick in ticks:
        by_item.setdefault(tick.item, []).append(tick)
    applied, refused = [], []
    for item_id, item_ticks in by_item.items():
        item = waiting.get(item_id)
        if item is None:
            continue
        if len(item_ticks) > 1:
            refused += [(t, f"{len(item_ticks)} boxes ticked for one item: tick one") for t in item_ticks]
            continue
        tick = item_ticks[0]
        why = _mismatch(item, tick)
        if why:
            refused.append((tick, why))
            continue
        try:
            _answer(parts, item, tick.n)
        except MimvaultError as exc:
            refused.append((tick, str(exc)))
            continue
        title = link_title(item.get("title") or item.get("text") or item["question"], 80)
        when = parts.now().strftime("%Y-%m-%d %H:%M UTC")
        applied.append((tick, f"- {when} [[{item_id}|{title}]]: {tick.n}) {tick.words}"))
    return applied, refused


def _options(item: dict[str, Any]) -> list[str]:
    if item["kind"] == "candidate":
        return list(CANDIDATE_OPTIONS)
    return [option_words(o["text"]) for o in item["options"]]


def _mismatch(item: dict[str, Any], tick: Tick) -> str | None:
    """Why a tick cannot be read as an answer to the item as it is now, or None."""
    options = _options(item)
    if not 1 <= tick.n <= len(options):
        return f"option {tick.n} does not exist (1 to {len(options)}); tick one of the listed boxes"
    if options[tick.n - 1] != tick.words:
        return f"option {tick.n} now reads “{options[tick.n - 1]}”, not “{tick.words}”: tick it again in the rewritten note"
    return None


def _answer(parts: VaultParts, item: dict[str, Any], n: int) -> None:
    from .memories import confirm, reject
    from .review import resolve

    user = parts.as_user()
    try:
        if item["kind"] == "question":
            resolve(user, item["id"], option=n)
        elif n == 1:
            confirm(user, item["id"])
        else:
            reject(user, item["id"], reason="ticked “no, it is wrong” in the inbox")
    finally:
        user.close()


def write_inbox(parts: VaultParts, problems: list[str] = (), done: list[str] = ()) -> str | None:
    """Rewrite the inbox note from the review queue, keeping its Done lines and the
    user's notes (and any line they wrote elsewhere in it, moved under "My notes");
    committed when its text changed or the user's save of it is not committed yet.
    Returns the commit or None; ``SavedMeanwhile`` when the note was saved while it was
    being rewritten (nothing written: the save stays as it is, to be read again)."""
    from ..governance.review import queue
    from ..secrets import redact

    parts.catch_up()
    data = read_regular(parts.root, INBOX)
    text = data.decode("utf-8", "replace") if data is not None else ""
    committed = parts.git.read_blobs([f"HEAD:{INBOX}"])[0] if parts.git.head() else None
    before = read(text)
    notes = _with_stray_lines(text, committed, before.notes)
    items = queue(parts.catalog, parts.now())
    generated = render(items, [*done, *before.done][:DONE_KEPT], "", list(problems))
    # titles and questions are mimvault's words from already-gated text: a span the gate
    # would flag here is redacted, never a reason to fail; the user's notes go as written
    generated = redact(generated)[0]
    new = (generated + ("\n" + notes + "\n" if notes else "")).encode("utf-8")
    if new == data and data == committed:
        return None
    with parts.transaction("inbox", WRITER) as tx:
        tx.empty = "skip"
        if new != data:  # written here, guarded: a save in between is never overwritten
            atomic_write(parts.root / INBOX, new, unless_changed_from=blob_id(data) if data is not None else None)
        tx.adopt(INBOX, new)
        asked = sum(item["kind"] == "question" for item in items)
        tx.subject = f"inbox: {asked} question{'' if asked == 1 else 's'}, {len(items) - asked} to confirm"
    return tx.receipt.commit if tx.receipt else None


def _with_stray_lines(text: str, committed: bytes | None, notes: str) -> str:
    """The user's notes, with lines they wrote elsewhere in the note (not in the last
    version committed, not a box) added, so a rewrite never loses their words."""
    if not text or committed is None:
        return notes
    ours = set(committed.decode("utf-8", "replace").split("\n"))
    stray = [line for line in above_notes(text).split("\n") if line.strip() and line not in ours and not is_box(line)]
    return "\n".join(filter(None, [notes, *stray]))
