"""``mim maintain``: the periodic jobs of seed 000 §12.3, and their review report.

- daily: new candidates, conflicts among the day's new memories, follow-ups due;
- weekly: every conflict in the vault, stale time-sensitive memories, timeline gaps;
- monthly: the weekly jobs, then decay (archive what faded) and capacity.

Without a period, each whose report for today is missing runs (the calendar). Every
change (questions asked, memories made stale or archived) and the report
(``reviews/2026-11-29.md``, ``reviews/2026-W48.md``, ``reviews/2026-11.md``) land in one
commit by ``system:maintain``. The work reads the catalog's stored fields, not the
files, so a 100k-memory vault is maintained in seconds; only changed memories are parsed.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import pattern_cache
from ..model import LIVE_STATES, Actor, Memory, State, confidence_label, one_line
from ..storage.layout import REVIEWS
from .conflicts import scan
from .decay import over_capacity, to_archive, to_stale
from .facets import Facet, with_said
from .governor import Governor
from .questions import for_stale
from .timeline import followups, gaps

if TYPE_CHECKING:
    from ..config import VaultConfig
    from ..storage.catalog import Catalog
    from ..storage.transaction import Transaction

PERIODS = ("daily", "weekly", "monthly")
SYSTEM = Actor("system", "maintain")
_LISTED = 50  # items listed per report section; the rest are counted


@dataclass
class Findings:
    """What one maintenance run found and did."""

    periods: list[str]
    now: datetime
    asked: list[str] = field(default_factory=list)  # new issue ids
    stale: list[Facet] = field(default_factory=list)
    archived: list[tuple[Facet, str]] = field(default_factory=list)  # (memory, why)
    candidates: list[dict[str, Any]] = field(default_factory=list)
    open_questions: list[dict[str, Any]] = field(default_factory=list)
    followups: list[dict[str, Any]] = field(default_factory=list)
    gaps: list[dict[str, int]] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    reports: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "periods": self.periods,
            "reports": self.reports,
            "questions_asked": self.asked,
            "stale": [f.id for f in self.stale],
            "archived": [{"id": f.id, "type": f.type, "why": why} for f, why in self.archived],
            "candidates": len(self.candidates),
            "open_questions": len(self.open_questions),
            "followups": self.followups,
            "timeline_gaps": self.gaps,
            "counts": self.counts,
        }


def report_path(period: str, today: date) -> str:
    if period == "daily":
        return f"{REVIEWS}/{today.isoformat()}.md"
    if period == "weekly":
        year, week, _ = today.isocalendar()
        return f"{REVIEWS}/{year}-W{week:02d}.md"
    return f"{REVIEWS}/{today:%Y-%m}.md"


def due_periods(root: Any, today: date) -> list[str]:
    """The calendar: every period whose report for today does not exist yet."""
    return [p for p in PERIODS if not (root / report_path(p, today)).exists()] or ["daily"]


def run(
    tx: Transaction | None,
    catalog: Catalog,
    config: VaultConfig,
    periods: list[str],
    now: datetime,
    outcome_told: Callable[[Facet], bool],
    review_queue: Callable[[], list[dict[str, Any]]],
    uses: dict[str, tuple[int, datetime]] | None = None,
    still_told: Callable[[Facet], bool] | None = None,
) -> Findings:
    """Do the jobs of ``periods``; with ``tx`` None, only find (a dry run)."""
    found = Findings(periods, now)
    # with when each was said: an imported or replayed past ages from its own time
    facets = with_said(catalog, [Facet.from_data(d) for d in catalog.memory_data([s.value for s in LIVE_STATES])])
    full = "weekly" in periods or "monthly" in periods
    governor = Governor(tx, catalog, config, SYSTEM, now) if tx is not None else None

    # conflicts: the day's new memories, or every memory
    conflicts = scan(facets, config.conflicts)
    if not full:
        recent = now - timedelta(days=1)
        conflicts = [c for c in conflicts if any(m.created >= recent for m in c.memories)]
    states = {f.id: f.state for f in facets}  # after this run's changes, for the report
    held: set[str] = set()
    for conflict in conflicts:
        conflict.memories = sorted(with_said(catalog, conflict.memories), key=lambda m: (m.when, m.id))
        if governor is not None:
            issue_id = governor.raise_conflict(conflict)
            if issue_id and issue_id in governor.issues and issue_id not in found.asked:
                found.asked.append(issue_id)
        held.update(conflict.ids)

    if full:
        # the most important first: only so many "still true?" questions per run
        stale = sorted((f for f in to_stale(facets, config.decay, now) if f.id not in held), key=lambda f: -f.importance)
        if still_told is not None:  # spoken of since: still holds
            stale = [f for f in stale if not still_told(f)]
        questions = config.review.stale_questions_per_run
        for f in stale:
            found.stale.append(f)
            if tx is None or governor is None:
                continue
            loaded = tx.load(f.id)
            memory = loaded.obj
            if isinstance(memory, Memory) and memory.state == State.confirmed:
                tx.put(memory.model_copy(update={"state": State.stale, "updated": now}), loaded)
                states[f.id] = "stale"
                if questions > 0 and not governor.issues_about([f.id]):
                    issue = for_stale(f, config, now)
                    governor.put_issue(issue)
                    found.asked.append(issue.id)
                    questions -= 1
        found.gaps = gaps(facets)

    if "monthly" in periods:
        leaving = held | {f.id for f in found.stale}
        faded = [(f, w) for f, w in to_archive(facets, config.decay, now, uses) if f.id not in leaving]
        found.archived += [(f, f"weight {w:.2f} < {config.decay.archive_below}") for f, w in faded]
        leaving |= {f.id for f, _ in faded}
        crowded = over_capacity(facets, config.capacity, config.decay, now, leaving, uses)
        found.archived += [(f, f"over capacity ({config.capacity.max_active} live)") for f in crowded]
        if tx is not None:
            for f, _why in found.archived:
                loaded = tx.load(f.id)
                memory = loaded.obj
                if isinstance(memory, Memory) and memory.state in (State.confirmed, State.inferred, State.stale):
                    tx.put(memory.model_copy(update={"state": State.archived, "updated": now}), loaded)
                    states[f.id] = "archived"

    found.followups = followups(facets, config.review, now, outcome_told)
    queue = review_queue()
    found.open_questions = [q for q in queue if q["kind"] == "question"]
    found.candidates = [q for q in queue if q["kind"] == "candidate" and states.get(q["id"]) != "conflicted"]
    if governor is not None:
        listed = {q["id"] for q in found.open_questions}
        found.open_questions += [
            {"id": i.id, "priority": str(i.priority), "question": i.question}
            for i in governor.staged_issues()
            if i.id not in listed
        ]
        states.update({m.id: str(m.state) for m in governor.staged_memories()})
    found.counts = dict(Counter(states.values()))
    if tx is not None:
        for period in periods:
            rel = report_path(period, now.date())
            text = render(found, period, config, now)
            if not _same_report(tx.root / rel, text):  # a second run the same day with nothing new: no commit
                tx.write_file(rel, text)
            found.reports.append(rel)
    return found


_GENERATED = pattern_cache.compile(r"^generated: .*$", re.M)


def _same_report(path: Path, text: str) -> bool:
    """Whether the report on disk says the same as ``text``, but for when it was made."""
    try:
        old = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return False
    return _GENERATED.sub("", old) == _GENERATED.sub("", text)


def render(found: Findings, period: str, config: VaultConfig, now: datetime) -> str:
    """The review report: every item linked, so Obsidian opens it in one click."""
    name = report_path(period, now.date()).rsplit("/", 1)[-1].removesuffix(".md")
    lines = [
        "---",
        f"title: {period.capitalize()} review {name}",
        f"period: {period}",
        f"generated: {now:%Y-%m-%dT%H:%M:%SZ}",
        "---",
        f"# {period.capitalize()} review — {name}",
        "",
        "Made by `mim maintain`. Answer the questions with `mim review`; confirm or reject "
        "candidates with `mim confirm` / `mim reject`.",
        "",
    ]

    def section(title: str, items: list[str]) -> None:
        lines.append(f"## {title} ({len(items)})")
        lines.append("")
        lines.extend(items[:_LISTED] or ["- nothing"])
        if len(items) > _LISTED:
            lines.append(f"- … and {len(items) - _LISTED} more")
        lines.append("")

    section(
        "Questions waiting for you",
        [f"- [[{q['id']}]] ({q['priority']}) {q['question']}" for q in found.open_questions],
    )
    section(
        "New candidates to confirm",
        [
            f"- [[{c['id']}]] {c['type']}: “{one_line(c['text'], 90)}” ({c['confidence_label']})"
            for c in found.candidates
        ],
    )
    section("Follow-ups", [f"- [[{f['id']}]] {f['question']}" for f in found.followups])
    if period != "daily":
        section(
            "Stale: still true?",
            [f"- [[{f.id}]] “{one_line(f.text, 90)}” — last confirmed {f.since:%Y-%m-%d}" for f in found.stale],
        )
        section("Timeline gaps", [f"- nothing recorded from {g['from']} to {g['to']}" for g in found.gaps])
    if period == "monthly":
        by_type = Counter(f.type for f, _ in found.archived)
        summary = ", ".join(f"{n} {t}" for t, n in sorted(by_type.items()))
        section(
            "Archived (kept, out of normal retrieval)" + (f": {summary}" if summary else ""),
            [
                f"- [[{f.id}]] {f.type}: “{one_line(f.text, 90)}” — {why} ({confidence_label(f.confidence)})"
                for f, why in found.archived
            ],
        )
    lines.append("## Memories by state")
    lines.append("")
    lines.append("| state | memories |")
    lines.append("|---|---|")
    lines += [f"| {state} | {n} |" for state, n in sorted(found.counts.items())]
    return "\n".join(lines).rstrip() + "\n"
