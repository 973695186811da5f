"""Many devices, one memory: ``mim sync`` and ``mim clone`` (docs/sync.md).

A sync is one governed operation over Git: commit what waits here (hand edits, the
access log), fetch, merge — vault files field by field (``storage.merge``), never with
conflict markers — push, and turn what the two devices disagreed on into questions.
The merge commit carries ``Mim-Op: sync``; so does the commit of those questions.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import (
    ConflictError,
    GitError,
    InvalidValueError,
    MergeInProgressError,
    MimvaultError,
    SecretFoundError,
)
from ..faults import fault_point
from ..storage.git import commit_message
from ..storage.layout import KIND_FOLDER, placement
from ..storage.markers import (
    conflict_marker_line,
    in_progress,
    in_progress_message,
)
from ..storage.sync_mark import mark_sync_merge, undo_interrupted_sync_merge, unmark_sync_merge

if TYPE_CHECKING:
    from ..parts import VaultParts

PUSH_ATTEMPTS = 3  # a push the remote refused (another device pushed meanwhile): fetch and merge again
# No prompt may hang a sync (or a server running it): credentials come from the user's
# Git setup (SSH agent, credential helper) or the command fails with Git's own line.
_QUIET_GIT = {"GIT_TERMINAL_PROMPT": "0", "GIT_MERGE_AUTOEDIT": "no"}


def sync(
    parts: VaultParts,
    remote: str | None = None,
    *,
    resume: bool = False,
    say: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Sync this device's vault with ``remote`` (default: the branch's upstream remote,
    else ``origin``). ``resume``: finish a merge a plain ``git pull`` left unfinished.
    Returns the end state: ``synced``, ``nothing to do`` or ``questions raised``."""
    say = say or (lambda line: None)
    git = parts.git
    branch = _branch(parts)
    remotes = parts.git.run("remote").split()
    if remote is not None and remote not in remotes:
        raise InvalidValueError(
            f"--remote {remote}: no such Git remote here (have: {', '.join(remotes) or 'none'}); see `git remote -v`"
        )
    remote = remote or _default_remote(parts, branch, remotes)
    report: dict[str, Any] = {"remote": remote, "branch": branch, "pulled": 0, "pushed": 0, "merge": None,
                              "questions": [], "notices": [], "commits": []}  # fmt: skip
    start = git.head()
    with parts.lock():
        undone = undo_interrupted_sync_merge(parts.root)
    if undone:
        report["notices"].append(undone)
    merging = (parts.root / ".git" / "MERGE_HEAD").exists()
    if merging and resume:
        theirs = (parts.root / ".git" / "MERGE_HEAD").read_text(encoding="utf-8").split()[0]
        say("finishing the merge in progress…")
        with parts.lock():
            report["merge"] = _finish_merge(parts, theirs, f"{remote}/{branch}", report)
    elif in_progress(parts.root) is not None:
        raise MergeInProgressError(in_progress_message(parts.root))  # type: ignore[arg-type]
    _commit_waiting(parts, report)
    _ask(parts, report)  # disagreements a plain `git pull` left for us
    upstream = f"refs/remotes/{remote}/{branch}"
    refused: tuple[str | None, GitError] | None = None  # the last push the remote refused
    for _ in range(PUSH_ATTEMPTS):
        say(f"fetching {remote}…")
        _git(parts, "fetch", "--quiet", remote)
        theirs = _rev(parts, upstream)
        if refused is not None and refused[0] == theirs:
            raise refused[1]  # refused for another reason than news on the remote
        head = git.head()
        if theirs is not None and theirs != head and not _is_ancestor(parts, theirs, head):
            report["pulled"] += _count(parts, f"{head}..{theirs}") if head else 0
            if head is None or _is_ancestor(parts, head, theirs):
                say(f"fast-forwarding to {remote}/{branch}…")
                with parts.lock():
                    _git(parts, "merge", "--ff-only", "--quiet", theirs)
            else:
                say(f"merging {remote}/{branch}…")
                with parts.lock():
                    report["merge"] = _merge(parts, theirs, f"{remote}/{branch}", report)
            parts.catalog.refresh(git=git)
            _ask(parts, report)
        head = git.head()
        if head == theirs:
            break
        ahead = _count(parts, f"{theirs}..{head}" if theirs else head)  # type: ignore[arg-type]
        say(f"pushing {ahead} commit(s) to {remote}…")
        try:
            _git(parts, "push", "--quiet", remote, f"HEAD:refs/heads/{branch}")
        except GitError as exc:
            refused = (theirs, exc)
            continue  # another device pushed meanwhile: fetch and merge that too
        report["pushed"] += ahead
        break
    else:
        raise ConflictError(f"{remote} kept moving while syncing ({PUSH_ATTEMPTS} tries); run `mim sync` again")
    parts.catalog.refresh(git=git)
    if (parts.root / ".mimvault" / "cache" / "index").exists():
        parts.index.sync(parts.catalog, vectors=parts.index.embedder is not None)
    end = git.head()
    report["commits"] = [] if end == start else [c.sha for c in git.log(f"{start}..{end}" if start else end, limit=200)]
    report["state"] = (
        "questions raised"
        if report["questions"]
        else "nothing to do"
        if end == start and not report["pushed"]
        else "synced"
    )
    return report


def clone(
    url: str,
    directory: str | Path,
    say: Callable[[str], None] | None = None,
    **kwargs: Any,
) -> tuple[VaultParts, list[str]]:
    """Set up a device from a vault's remote: clone it, install this device's hooks and
    merge driver, build the catalog and the search index."""
    from ..parts import MARKER_DIR, VaultParts
    from ..resources import install_hooks
    from .setup import reindex

    say = say or (lambda line: None)
    target = Path(directory).expanduser().resolve()
    if target.exists() and any(target.iterdir()):
        raise InvalidValueError(f"DIR {directory}: exists and is not empty")
    say(f"cloning {url}…")
    done = _run_git(Path.cwd(), "clone", "clone", "--quiet", "--origin", "origin", url, str(target))
    if done is not None:
        raise GitError(done)
    _check_out_vault_branch(target)
    if not (target / MARKER_DIR / "config.yaml").exists():
        raise InvalidValueError(
            f"URL {url}: not a mimvault vault (no {MARKER_DIR}/config.yaml); cloned to {target} all the same"
        )
    warnings = install_hooks(target)
    parts = VaultParts(target, **kwargs)
    say("building the catalog and the search index…")
    reindex(parts, catalog=True)
    return parts, warnings


def _check_out_vault_branch(root: Path) -> None:
    """A bare remote made with Git's default branch name points its HEAD at a branch
    nobody pushed (``master``) while the vault lives on ``main``: check that out."""
    from ..storage.git import Git

    git = Git(root)
    if git.head() is not None:
        return
    branches = [
        b.strip() for b in git.run("branch", "-r", "--format=%(refname:lstrip=3)").split() if b.strip() != "HEAD"
    ]
    if not branches:
        raise InvalidValueError(
            f"{root}: the remote holds no commits yet; push a vault to it first (`mim sync` on that device)"
        )
    branch = "main" if "main" in branches else branches[0]
    git.run("checkout", "--quiet", "-b", branch, "--track", f"origin/{branch}")


# --- the steps -----------------------------------------------------------------------


def _commit_waiting(parts: VaultParts, report: dict[str, Any]) -> None:
    """Hand edits and access lines waiting here go into history before the merge."""
    from .edits import commit_edits
    from .serve import flush_access

    out = parts.git.run_bytes(
        "status",
        "--porcelain",
        "-z",
        "--untracked-files=all",
        "--",
        *KIND_FOLDER.values(),
    )
    edited = sorted({r[3:].decode("utf-8", "surrogateescape") for r in out.split(b"\0") if len(r) > 3})
    edited = [rel for rel in edited if placement(rel) is not None]
    if edited:
        try:
            if commit_edits(parts, edited):
                report["notices"].append(f"committed {len(edited)} hand edit(s) first")
        except MimvaultError as exc:
            raise MimvaultError(f"{exc} — a hand edit must be valid before it is synced; nothing was synced") from None
    flush_access(parts)


def _merge(parts: VaultParts, theirs: str, label: str, report: dict[str, Any]) -> str:
    """Merge ``theirs`` into HEAD (under the vault lock) and commit the merge."""
    from ..resources import MERGE_DRIVER, merge_driver_command

    driver = [
        "-c",
        f"merge.{MERGE_DRIVER}.driver={merge_driver_command()}",
        "-c",
        f"merge.{MERGE_DRIVER}.name=mimvault",
    ]
    mark_sync_merge(parts.root, parts.git.head(), theirs)
    failed = _run_git(
        parts.root,
        "merge",
        *driver,
        "merge",
        "--no-ff",
        "--no-commit",
        "--quiet",
        theirs,
    )
    if failed is not None and not (parts.root / ".git" / "MERGE_HEAD").exists():
        unmark_sync_merge(parts.root, committed=False)
        raise GitError(failed)  # the merge did not start (local changes in the way): nothing changed
    try:
        merged = _finish_merge(parts, theirs, label, report)
    except BaseException:
        _run_git(parts.root, "merge", "merge", "--abort")  # this sync's own merge: back to where it began
        unmark_sync_merge(parts.root, committed=False)
        raise
    unmark_sync_merge(parts.root, committed=True)
    return merged


def _finish_merge(parts: VaultParts, theirs: str, label: str, report: dict[str, Any]) -> str:
    """Settle every unmerged file by the vault's merge rules, check the result (no
    markers, no secrets) and commit the merge. Under the vault lock."""
    from ..storage.merge import merge_file
    from ..storage.merge_records import save_record

    git = parts.git
    stages = _unmerged(parts)
    for rel, sides in stages.items():
        blobs = dict(zip(sides, git.read_blobs([f":{n}:{rel}" for n in sides])))
        base, ours, theirs_blob = blobs.get(1), blobs.get(2), blobs.get(3)
        path = parts.root / rel
        here = path.read_bytes() if path.is_file() else None
        both = ours is not None and theirs_blob is not None
        if both and here is not None and here != ours and conflict_marker_line(here.decode("utf-8", "replace")) is None:
            git.run("add", "--", rel)  # resolved by hand (markers gone): the user's resolution stands
            continue
        if ours is not None and theirs_blob is not None:
            merged = merge_file(rel, base, ours, theirs_blob)
            path.write_bytes(merged.content)
            git.run("add", "--", rel)
            if merged.disagreements or merged.notes:
                save_record(parts.root, rel, merged, ours, theirs_blob)
        elif placement(rel) is not None:
            # removed on one side (a purge), changed on the other: the removal wins —
            # what was purged for privacy must not come back
            path.unlink(missing_ok=True)
            git.run("rm", "--quiet", "--cached", "--ignore-unmatch", "--", rel)
            report["notices"].append(f"{rel}: removed on one device, changed on the other; removed")
        else:
            kept = ours if ours is not None else theirs_blob
            path.write_bytes(kept or b"")
            git.run("add", "--", rel)
            report["notices"].append(f"{rel}: removed on one device, changed on the other; the changed version kept")
    _check_merged(parts)
    fault_point("sync-merged")  # a crash test: files settled, the merge not yet committed
    count = _count(parts, f"HEAD..{theirs}")
    message = commit_message(
        f"sync: merge {count} commit(s) from {label}",
        {"Mim-Op": ["sync"], "Mim-Actor": ["user"]},
    )
    _git(
        parts,
        "commit",
        "--no-verify",
        "--quiet",
        "-F",
        "-",
        input=message.encode("utf-8"),
    )
    return parts.git.head()  # type: ignore[return-value]


def _check_merged(parts: VaultParts) -> None:
    """Nothing with conflict markers or a secret is committed, whichever device it came from."""
    from ..secrets.labels import kind_label
    from ..storage.vault_scan import scan_vault_file

    out = parts.git.run_bytes(
        "diff",
        "--cached",
        "--name-only",
        "-z",
        "--diff-filter=ACMR",
        "--no-renames",
        "HEAD",
    )
    rels = [p.decode("utf-8", "surrogateescape") for p in out.split(b"\0") if p]
    for rel, blob in zip(rels, parts.git.read_blobs([f":{rel}" for rel in rels])):
        if blob is None or b"\0" in blob[:8192]:
            continue
        text = blob.decode("utf-8", "replace")
        line = conflict_marker_line(text)
        if line is not None:
            raise ConflictError(
                f"{rel}:{line}: still holds conflict markers; edit it down to one version, then `mim sync --continue` "
                "(or `git merge --abort`)"
            )
        findings = scan_vault_file(text)
        if findings:
            raise SecretFoundError(
                f"{rel}:{findings[0].line(text)}: the other device's version holds a {kind_label(findings[0].kind)}; "
                "nothing was committed — remove it on the device that made it (`mim purge`), then sync again"
            )


def _ask(parts: VaultParts, report: dict[str, Any]) -> None:
    """Questions for what the merges could not settle (``storage.merge_records``)."""
    from ..storage.merge_records import pending_records
    from .sync_questions import questions_for

    records = pending_records(parts.root)
    if not records:
        return
    with parts.transaction("sync") as tx:
        tx.empty = "skip"
        asked, notes = questions_for(tx, [record for _, record in records], parts.now())
        tx.subject = f"sync: {len(asked)} question(s) from merging two devices' changes"
    report["questions"] += asked
    report["notices"] += notes
    for path, _ in records:
        path.unlink(missing_ok=True)


# --- Git -----------------------------------------------------------------------------


def _git(parts: VaultParts, *args: str, input: bytes | None = None) -> str:
    return parts.git.run(*args, input=input, env=_QUIET_GIT)


def _run_git(root: Path, what: str, *args: str) -> str | None:
    """Run git (``what``: the command, for the message); None when it succeeded, else
    its one-line failure (a failed merge may have started, and is looked at)."""
    import subprocess

    from ..storage.git import git_failure

    done = subprocess.run(["git", *args], cwd=root, capture_output=True, env={**os.environ, **_QUIET_GIT})
    return None if done.returncode == 0 else str(git_failure(what, done.stderr, done.returncode))


def _rev(parts: VaultParts, ref: str) -> str | None:
    try:
        return parts.git.run("rev-parse", "--verify", "-q", ref + "^{commit}").strip() or None
    except GitError:
        return None


def _is_ancestor(parts: VaultParts, older: str | None, newer: str | None) -> bool:
    if older is None or newer is None:
        return older is None
    try:
        parts.git.run("merge-base", "--is-ancestor", older, newer)
        return True
    except GitError:
        return False


def _count(parts: VaultParts, spec: str) -> int:
    return int(parts.git.run("rev-list", "--count", spec).strip() or 0)


def _branch(parts: VaultParts) -> str:
    try:
        return parts.git.run("symbolic-ref", "--short", "-q", "HEAD").strip()
    except GitError:
        raise ConflictError("HEAD is detached (not on a branch): `git switch main`, then sync") from None


def _default_remote(parts: VaultParts, branch: str, remotes: list[str]) -> str:
    if not remotes:
        raise InvalidValueError("this vault has no Git remote to sync with: `git remote add origin URL` (docs/sync.md)")
    try:
        upstream = parts.git.run("config", "--get", f"branch.{branch}.remote").strip()
    except GitError:
        upstream = ""
    if upstream in remotes:
        return upstream
    return "origin" if "origin" in remotes or len(remotes) != 1 else remotes[0]


def _unmerged(parts: VaultParts) -> dict[str, list[int]]:
    """Unmerged paths and the stages the index holds for each (1 base, 2 ours, 3 theirs)."""
    out = parts.git.run_bytes("ls-files", "-u", "-z")
    found: dict[str, list[int]] = {}
    for record in out.split(b"\0"):
        if not record:
            continue
        meta, _, rel = record.partition(b"\t")
        found.setdefault(rel.decode("utf-8", "surrogateescape"), []).append(int(meta.split()[2]))
    return found


def set_up_device(parts: VaultParts) -> list[str]:
    """This device's hooks and merge driver, and ``.gitattributes`` (committed) in a
    vault made before mimvault synced; returns warnings."""
    from ..resources import install_hooks, resource_dir

    warnings = install_hooks(parts.root)
    if parts.git.head() is None:
        _first_commit(parts)  # `git init` in a vault whose .git was lost: its history starts again here
    if not (parts.root / ".gitattributes").exists():
        data = (resource_dir("vault-template") / ".gitattributes").read_bytes()
        with parts.transaction("init") as tx:
            (parts.root / ".gitattributes").write_bytes(data)
            tx.adopt(".gitattributes", data)
            tx.subject = "init: .gitattributes (how two devices' changes merge)"
    return warnings


def _first_commit(parts: VaultParts) -> None:
    """Commit every file of a vault whose repository has no commit yet, as its ``init``
    (each file through the gates: a broken or secret-holding file stops it, naming it)."""
    out = parts.git.run_bytes("ls-files", "-z", "--others", "--exclude-standard")
    rels = sorted(p.decode("utf-8", "surrogateescape") for p in out.split(b"\0") if p)
    with parts.transaction("init") as tx:
        tx.empty = "commit"
        for rel in rels:
            tx.adopt(rel, (parts.root / rel).read_bytes())
        tx.subject = f"init: history starts again ({len(rels)} files)"
