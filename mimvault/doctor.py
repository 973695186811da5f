"""``mim doctor``: check every file and the vault itself, and say exactly what is wrong."""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from .config import load_config
from .errors import ConfigError, GitError
from .kinds import date_at_precision
from .resources import HOOK_MARKER, HOOK_NAMES
from .storage.layout import expected_folder_problem
from .storage.transaction import JOURNAL

if TYPE_CHECKING:
    from .api import Vault


@dataclass
class Finding:
    severity: str  # error | warning | info
    path: str | None
    line: int | None
    reason: str

    def __str__(self) -> str:
        where = self.path or "vault"
        if self.line:
            where += f":{self.line}"
        return f"{where}: {self.reason}"

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def check_vault(vault: Vault, progress: Any = None) -> list[Finding]:
    findings: list[Finding] = []
    try:
        load_config(vault.root)
    except ConfigError as exc:
        findings.append(Finding("error", exc.path, exc.line, exc.reason))
    if (vault.root / JOURNAL).exists():
        findings.append(Finding("warning", JOURNAL, None, "an interrupted operation was found; it is being rolled back"))
    from .storage.transaction import clear_stale_git_locks

    for lock in clear_stale_git_locks(vault.root):
        findings.append(Finding("warning", lock, None,
                                "a stale Git lock that no running git held (a killed git process left it); removed"))  # fmt: skip

    for problem in vault.refresh(progress):
        findings.append(Finding("error", problem.path, problem.line, problem.reason))
    catalog = vault.catalog
    for entry in catalog.entries():
        reason = expected_folder_problem(entry.path, entry.id or "", entry.kind or "", entry.type)
        if reason:
            findings.append(Finding("error", entry.path, None, reason))
        data = entry.fields()
        if entry.kind == "memory" and entry.state == "superseded" and not data.get("superseded_by"):
            findings.append(Finding("warning", entry.path, None, "superseded, but superseded_by names no newer version"))
        if entry.kind == "memory" and entry.state == "confirmed" and data.get("superseded_by"):
            findings.append(Finding("warning", entry.path, _line(vault, entry.path, "state"),
                                    f"confirmed, but superseded_by names {data['superseded_by']}: one of them is wrong"))  # fmt: skip
        for tag in data.get("tags") or []:
            why = _bad_tag(tag)
            if why:
                findings.append(Finding("warning", entry.path, _line(vault, entry.path, "tags"), f"tag {tag!r}: {why}"))
        finer = _finer_than_precision(data.get("valid_from"), data.get("time_precision"))
        if entry.kind == "memory" and finer:
            findings.append(Finding("warning", entry.path, _line(vault, entry.path, "valid_from"), finer))
    for object_id, paths in catalog.duplicate_ids():
        for path in paths:
            others = ", ".join(p for p in paths if p != path)
            findings.append(Finding("error", path, None, f"id {object_id} is also claimed by {others}"))
    for path, field_name, target in catalog.dangling_refs():
        findings.append(Finding("error", path, _line(vault, path, field_name), f"{field_name} names {target}, which no file holds"))

    from .storage.leaks import scan_worktree

    reported = {(f.path, f.line) for f in findings}
    for leak in scan_worktree(vault.root, catalog) if (vault.root / ".git").exists() else ():  # no Git: _check_git says so
        if (leak.path, leak.line) not in reported:
            findings.append(Finding("error", leak.path, leak.line, f"holds {leak}".split(": ", 1)[-1] + "; remove it"))
    findings += _check_links(vault)
    findings += _check_strays(vault)
    findings += _check_git(vault)
    findings += _check_sync(vault, reported)
    findings += _check_search(vault)
    findings += _check_questions(vault)
    findings += _check_access_log(vault)
    return findings


def _bad_tag(tag: object) -> str | None:
    """Why Obsidian would not take this as a tag (it shows none, or another), or None."""
    text = str(tag)
    if re.search(r"\s", text):
        return "a tag has no spaces in Obsidian; write music-taste or music_taste"
    if text.startswith("#"):
        return "written without its # in front matter"
    if text.replace("/", "").isdigit():
        return "a tag needs a letter besides its digits (Obsidian ignores 2024); write y2024"
    return None


def _finer_than_precision(valid_from: object, precision: object) -> str | None:
    """"valid_from: 2020-06-15" beside "time_precision: year": the date claims more than is known."""
    if not isinstance(valid_from, str) or precision in (None, "rough"):
        return None
    honest = date_at_precision(valid_from, str(precision))
    if honest == valid_from.split("T")[0]:
        return None
    return f"valid_from {valid_from} is finer than time_precision {precision}: write {honest}"


def _check_sync(vault: Vault, reported: set[tuple[str | None, int | None]]) -> list[Finding]:
    """A merge left unfinished, conflict markers in any file (in the work tree or, from
    an older mishap, in HEAD), and disagreements of a merge waiting to be asked."""
    from .resources import merge_driver_problem
    from .storage.markers import in_progress_message, marked_files
    from .storage.merge_records import pending_records

    findings = []
    unfinished = in_progress_message(vault.root)
    if unfinished:
        findings.append(Finding("error", None, None, unfinished.replace("; nothing was changed", "")))
    for rel, line, where in marked_files(vault.root):
        if (rel, line) in reported:
            continue
        fix = "edit it down to one version and commit it (`mim sync --continue` during a merge)"
        reason = f"holds Git conflict markers{' in the last commit' if where == 'HEAD' else ''}: {fix}"
        findings.append(Finding("error", rel, line, reason))
    if (vault.root / ".git").exists():
        problem = merge_driver_problem(vault.root)
        if problem:
            findings.append(Finding("warning", None, None, f"{problem}; run `mim doctor --fix`"))
    waiting = pending_records(vault.root)
    if waiting:
        findings.append(Finding("warning", None, None,
                                f"{len(waiting)} disagreement(s) from a merge wait to be asked: run `mim sync`"))  # fmt: skip
    return findings


def _check_access_log(vault: Vault) -> list[Finding]:
    """A batch of the access log that could not be committed (serving went on)."""
    from .serving.audit import last_failure

    failed = last_failure(vault.root)
    if not failed:
        return []
    return [Finding("warning", "access", None, f"access log lines wait uncommitted since {failed['time']}: {failed['reason']}")]


def _check_questions(vault: Vault) -> list[Finding]:
    """Questions waiting for the user (information, not a problem)."""
    from .governance.review import closed_by_hand, hand_answer
    from .model import MemoryIssue

    findings = []
    for entry in closed_by_hand(vault.catalog):
        fields = entry.fields()
        if entry.status == "resolved":
            if hand_answer(MemoryIssue.model_validate(fields)) is None:
                findings.append(Finding("warning", entry.path, None,
                                        f"resolved by hand, but resolution {fields.get('resolution')!r} names no option "
                                        "(write an option's number or words; `mim maintain` then applies it)"))  # fmt: skip
    waiting = vault.catalog.entries(kind="issue", statuses=["open", "waiting_user"], with_data=False)
    if waiting:
        findings.append(Finding("info", "issues", None, f"{len(waiting)} question(s) wait for you: `mim review`"))
    return findings


def _check_search(vault: Vault) -> list[Finding]:
    """The index's state, the model in use, and whether a watcher is running."""
    from .storage import watch_state

    findings = []
    try:
        vault.config
    except ConfigError:
        return findings  # reported above; the index's settings cannot be read
    try:
        report = vault.index.sync(vault.catalog, vectors=False)
        state = vault.index.status()
        what = f"search index: {state['objects']} objects"
        if report.rebuilt:
            what += f" (rebuilt: {report.rebuilt})"
        if state.get("model"):
            pending = state["objects"] - state.get("embedded", 0)
            what += f"; model {state['model']}" + (f", {pending} not embedded yet (the next search embeds them)" if pending else "")
            what += f"; first vector pass: {state['vector_pass']}"
        findings.append(Finding("info", None, None, what))
    except Exception as exc:  # noqa: BLE001 - derived data: report, never fail the check
        findings.append(Finding("warning", None, None, f"search index unusable ({type(exc).__name__}); run `mim reindex`"))
    if vault.index.model.notice:
        findings.append(Finding("info", None, None, vault.index.model.notice))
    watcher = watch_state.status(vault.root)
    if watcher.get("running"):
        findings.append(Finding("info", None, None, f"watcher running (pid {watcher['pid']}, since {watcher['started']})"))
        for problem in watcher.get("problems", []):
            findings.append(Finding("error", problem["path"], None, f"{problem['reason']} (seen by the watcher; not indexed)"))
    else:
        findings.append(Finding("info", None, None, "watcher not running (`mim watch` keeps search live as you edit)"))
    return findings


def _line(vault: Vault, path: str, key: str) -> int | None:
    from .storage.store import read_document

    try:
        return read_document(vault.root, path).key_lines().get(key)
    except Exception:
        return None


def _check_links(vault: Vault) -> list[Finding]:
    """Folders that are symbolic links (linked files are reported with the files): mimvault
    never follows them, so what they point to is neither read nor committed."""
    import os

    from .storage.layout import KIND_FOLDER

    findings = []
    for folder in KIND_FOLDER.values():
        stack = [folder]
        while stack:
            rel = stack.pop()
            path = vault.root / rel
            if path.is_symlink():
                target = os.readlink(path)
                findings.append(Finding("error", rel, None, f"a symbolic link (to {target}); mimvault never follows links: "
                                        "move what it points to into the vault, or remove the link"))  # fmt: skip
                continue
            try:
                entries = list(os.scandir(path))
            except (FileNotFoundError, NotADirectoryError):
                continue
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    stack.append(f"{rel}/{entry.name}")
                elif entry.is_symlink() and not entry.name.endswith(".md"):
                    stack.append(f"{rel}/{entry.name}")  # reported above when popped
    return findings


def _check_strays(vault: Vault) -> list[Finding]:
    """Files in the object folders that are not Markdown (a photo dropped into
    memories/): mimvault neither reads nor serves them."""
    import os

    from .storage.layout import KIND_FOLDER

    findings = []
    for folder in KIND_FOLDER.values():
        for base, dirs, files in os.walk(vault.root / folder):
            dirs[:] = [d for d in dirs if not d.startswith(".")]
            for name in files:
                if name.startswith(".") or name.endswith(".md") or name.endswith(("~", ".tmp", ".swp")):
                    continue
                rel = os.path.relpath(os.path.join(base, name), vault.root).replace(os.sep, "/")
                findings.append(Finding("warning", rel, None, "not a Markdown file: mimvault ignores it (keep attachments outside the object folders)"))
    return findings


def _check_git(vault: Vault) -> list[Finding]:
    findings = []
    if not (vault.root / ".git").exists():
        return [Finding("error", None, None, "not a Git repository (.git is missing): nothing can be committed; restore it "
                        "(a backup, `mim clone` from another device), or start history anew: `git init`, then `mim doctor --fix`")]  # fmt: skip
    try:
        hooks = vault.root / vault.git.run("rev-parse", "--git-path", "hooks").strip()
        for name in HOOK_NAMES:
            hook = hooks / name
            if not hook.exists() or HOOK_MARKER not in hook.read_text(encoding="utf-8", errors="replace"):
                findings.append(Finding("warning", None, None,
                                        f"mimvault's {name} hook is not installed; hand commits go unchecked "
                                        "(`mim doctor --fix` installs it)"))  # fmt: skip
        if vault.git.head() is None:
            findings.append(Finding("error", None, None, "the repository has no commits; run `mim init` again"))
        out = vault.git.run(
            "status", "--porcelain", "--untracked-files=all", "--", "memories", "evidence", "issues", "secrets"
        )
        edited = [line[3:] for line in out.splitlines() if line.strip()]
        from .operations.edits import forbidden_state_edits

        for exc in forbidden_state_edits(vault.parts, edited):
            findings.append(Finding("error", getattr(exc, "path", None), getattr(exc, "line", None), getattr(exc, "reason", str(exc))))
        if edited:
            findings.append(
                Finding(
                    "info",
                    None,
                    None,
                    f"{len(edited)} file(s) edited by hand and not committed yet (e.g. {edited[0]}); "
                    "mimvault commits them as your edit when it next changes them",
                )
            )
    except GitError as exc:
        findings.append(Finding("error", None, None, str(exc)))
    return findings
