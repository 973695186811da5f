"""Rewrite history so that a secret, or a forgotten memory, is gone from every commit.

Uses git-filter-repo (the history rewriter the Git project recommends) on the current
branch. The branch as it was is kept under ``refs/mimvault/purge-backup/<time>`` until
the user confirms with ``mim purge --expire --yes``, which deletes the backups, expires
the reflogs and prunes the old objects. Clones, remotes and other backups made before
the purge still hold the old history: mimvault says so every time.
"""

from __future__ import annotations

import atexit
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from ..errors import ConflictError, MimvaultError
from ..secrets import redact, scan, scan_file
from .git import Git

BACKUP_PREFIX = "refs/mimvault/purge-backup/"
WARNING = (
    "clones, remotes and backups made before this purge still hold the old history: "
    "force-push (git push --force) and have other copies re-cloned"
)


@dataclass
class PurgeReport:
    backup_ref: str
    blobs_rewritten: int = 0
    messages_rewritten: int = 0
    warnings: list[str] = field(default_factory=lambda: [WARNING])

    def to_json(self) -> dict:
        return {
            "backup_ref": self.backup_ref,
            "blobs_rewritten": self.blobs_rewritten,
            "messages_rewritten": self.messages_rewritten,
            "warnings": self.warnings,
        }


def _branch(git: Git) -> str:
    ref = git.run("symbolic-ref", "-q", "HEAD").strip()
    if not ref.startswith("refs/heads/"):
        raise ConflictError("HEAD is detached; check out the vault's branch before purging")
    return ref


def _require_clean(git: Git) -> None:
    if git.run("status", "--porcelain", "--untracked-files=no").strip():
        raise ConflictError("the vault has uncommitted changes; commit or discard them before a purge")


def _rewrite(root: Path, spec: dict) -> PurgeReport:
    """Run git-filter-repo on the current branch with mimvault's callbacks (below)."""
    git = Git(root)
    branch = _branch(git)
    _require_clean(git)
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    backup = f"{BACKUP_PREFIX}{stamp}"
    git.run("update-ref", backup, "HEAD")
    work = root / ".mimvault" / "cache"
    work.mkdir(parents=True, exist_ok=True)
    spec_path, report_path = work / "purge-spec.json", work / "purge-report.json"
    spec_path.write_text(json.dumps(spec), encoding="utf-8")
    report_path.unlink(missing_ok=True)
    callback = "from mimvault.storage.purge import {0}\nreturn {0}({1})"
    done = subprocess.run(
        [
            sys.executable, "-m", "git_filter_repo", "--force", "--quiet", "--refs", branch,
            "--replace-refs", "delete-no-add",
            "--file-info-callback", callback.format("on_file", "filename, mode, blob_id, value"),
            "--message-callback", callback.format("on_message", "message"),
        ],  # fmt: skip
        cwd=root,
        env={**os.environ, "MIMVAULT_PURGE_SPEC": str(spec_path), "MIMVAULT_PURGE_REPORT": str(report_path)},
        capture_output=True,
    )
    spec_path.unlink(missing_ok=True)
    if done.returncode != 0:
        last = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise MimvaultError(f"history rewrite failed ({last[-1] if last else done.returncode}); {backup} holds the old branch")
    counts = json.loads(report_path.read_text(encoding="utf-8")) if report_path.exists() else {}
    report_path.unlink(missing_ok=True)
    git.run("reset", "--hard", "-q", "HEAD")  # the work tree follows the rewritten branch
    forget_leftovers(root)
    for stale in (root / ".git" / "objects" / "info").glob("commit-graph*"):
        shutil.rmtree(stale) if stale.is_dir() else stale.unlink()
    (work / "commit-graph-head").unlink(missing_ok=True)
    return PurgeReport(backup, counts.get("blobs", 0), counts.get("messages", 0))


def history_holds_secrets(root: Path) -> bool:
    """Whether any blob or commit message reachable from a ref holds a secret."""
    from .leaks import scan_history

    leaks, _ = scan_history(root)
    return bool(leaks)


def forget_leftovers(root: Path) -> None:
    """Git's own copies of old text outside the object store: the last hand-typed commit
    message, and the heads a rewrite or a reset leaves behind."""
    for name in ("COMMIT_EDITMSG", "ORIG_HEAD", "FETCH_HEAD", "MERGE_MSG", "SQUASH_MSG"):
        (root / ".git" / name).unlink(missing_ok=True)


def purge_secrets(root: Path) -> PurgeReport:
    """Redact every secret the detector finds, in every file version and commit message."""
    return _rewrite(root, {"mode": "secrets"})


def purge_objects(root: Path, paths: dict[str, bytes], ids: Iterable[str]) -> PurgeReport:
    """Make every historic version of ``paths`` read as its tombstone, and drop the
    descriptions of ``ids`` from commit subjects and bodies (trailers stay)."""
    spec = {
        "mode": "objects",
        "paths": {path: content.decode("utf-8") for path, content in paths.items()},
        "ids": list(ids),
    }
    return _rewrite(root, spec)


# --- callbacks, run inside git-filter-repo's process --------------------------------

_state: dict = {}


def _spec() -> dict:
    if not _state:
        _state["spec"] = json.loads(Path(os.environ["MIMVAULT_PURGE_SPEC"]).read_text(encoding="utf-8"))
        _state["done"] = {}
        _state["counts"] = {"blobs": 0, "messages": 0}
        report = Path(os.environ["MIMVAULT_PURGE_REPORT"])
        atexit.register(lambda: report.write_text(json.dumps(_state["counts"]), encoding="utf-8"))
    return _state["spec"]


def on_file(filename: bytes, mode: bytes, blob_id: bytes, value) -> tuple[bytes, bytes, bytes]:
    spec = _spec()
    key = filename + b"\0" + blob_id
    if key not in _state["done"]:
        new = _filter_file(spec, filename, value.get_contents_by_identifier(blob_id))
        if new is None:
            _state["done"][key] = blob_id
        else:
            _state["done"][key] = value.insert_file_with_contents(new)
            _state["counts"]["blobs"] += 1
    return filename, mode, _state["done"][key]


def on_message(message: bytes) -> bytes:
    new = _filter_message(_spec(), message)
    if new != message:
        _state["counts"]["messages"] += 1
    return new


def _filter_file(spec: dict, filename: bytes, data: bytes) -> bytes | None:
    if spec["mode"] == "objects":
        target = spec["paths"].get(filename.decode("utf-8", "replace"))
        return target.encode("utf-8") if target is not None and data != target.encode("utf-8") else None
    if b"\0" in data[:8192]:
        return None
    text = data.decode("utf-8", "replace")
    findings = scan_file(text)
    return redact(text, findings)[0].encode("utf-8") if findings else None


def _filter_message(spec: dict, message: bytes) -> bytes:
    text = message.decode("utf-8", "replace")
    if spec["mode"] == "secrets":
        findings = scan(text)
        return redact(text, findings)[0].encode("utf-8") if findings else message
    mentioned = [i for i in spec["ids"] if i in text]
    if not mentioned:
        return message
    lines = text.splitlines()
    op = re.match(r"([a-z_-]+):", lines[0]) if lines else None
    subject = f"{op.group(1) if op else 'change'}: {', '.join(mentioned)} (content purged)"
    trailers = [line for line in lines if re.match(r"Mim-[A-Za-z]+: ", line)]
    return ("\n\n".join([subject, "\n".join(trailers)]) + "\n").encode("utf-8")


def backups(root: Path) -> list[str]:
    out = Git(root).run("for-each-ref", "--format=%(refname)", BACKUP_PREFIX)
    return [line for line in out.splitlines() if line]


def expire(root: Path) -> list[str]:
    """Delete purge backups and prune unreachable objects: the old history is then gone here."""
    git = Git(root)
    dropped = backups(root)
    for ref in dropped:
        git.run("update-ref", "-d", ref)
    try:
        git.run("reflog", "expire", "--expire=now", "--all")
        git.run("gc", "--prune=now", "--quiet")
    except MimvaultError as exc:
        raise MimvaultError(f"backups deleted, but pruning failed: {exc}; run `git gc --prune=now`") from None
    shutil.rmtree(root / ".git" / "filter-repo", ignore_errors=True)
    forget_leftovers(root)
    return dropped
