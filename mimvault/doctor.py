"""``mim doctor``: check every file and the vault itself, and say exactly what is wrong."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from .config import load_config
from .errors import ConfigError, GitError
from .resources import HOOK_MARKER
from .vault.layout import expected_folder_problem
from .vault.transaction import JOURNAL

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
    for object_id, paths in catalog.duplicate_ids():
        for path in paths:
            others = ", ".join(p for p in paths if p != path)
            findings.append(Finding("error", path, None, f"id {object_id} is also claimed by {others}"))
    for path, field_name, target in catalog.dangling_refs():
        findings.append(Finding("error", path, _line(vault, path, field_name), f"{field_name} names {target}, which no file holds"))

    from .leaks import scan_worktree

    reported = {(f.path, f.line) for f in findings}
    for leak in scan_worktree(vault.root, catalog):
        if (leak.path, leak.line) not in reported:
            findings.append(Finding("error", leak.path, leak.line, f"holds {leak}".split(": ", 1)[-1] + "; remove it"))
    findings += _check_git(vault)
    return findings


def _line(vault: Vault, path: str, key: str) -> int | None:
    from .vault.store import read_document

    try:
        return read_document(vault.root, path).key_lines().get(key)
    except Exception:
        return None


def _check_git(vault: Vault) -> list[Finding]:
    findings = []
    if not (vault.root / ".git").exists():
        return [Finding("error", None, None, "not a Git repository: history and undo are unavailable; run `git init`")]
    try:
        hooks = vault.root / vault.git.run("rev-parse", "--git-path", "hooks").strip()
        hook = hooks / "pre-commit"
        if not hook.exists() or HOOK_MARKER not in hook.read_text(encoding="utf-8", errors="replace"):
            findings.append(
                Finding("warning", None, None, "mimvault's pre-commit hook is not installed; hand commits go unchecked")
            )
        if vault.git.head() is None:
            findings.append(Finding("error", None, None, "the repository has no commits; run `mim init` again"))
        out = vault.git.run(
            "status", "--porcelain", "--untracked-files=all", "--", "memories", "evidence", "issues", "secrets"
        )
        edited = [line[3:] for line in out.splitlines() if line.strip()]
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
