"""Git: one commit per operation, and the audit trail read back from commit trailers.

A commit is HEAD plus exactly one operation's files: their blobs, the trees on their
paths rebuilt from HEAD's, and a commit object, written as loose objects
(``gitobjects``); then
``update-ref`` — the commit point — and the index entries of those paths. No hook runs,
nothing index-wide is read or written before the commit point, and GitPython's import
(~0.15 s) and pure-Python index stay off the hot path (DESIGN §9). GitPython is used
where its convenience costs nothing that matters: creating a repository, its config.
"""

from __future__ import annotations

import contextlib
import os
import re
import subprocess
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from ..errors import GitError
from ..faults import fault_point
from . import gitobjects

# The trailer that names an object of each kind in a commit message (the audit trail).
TRAILER_FOR_KIND = {"memory": "Mim-Memory", "evidence": "Mim-Evidence", "issue": "Mim-Issue", "secret_ref": "Mim-Secret"}
TRAILER_KEYS = ("Mim-Op", "Mim-Actor", "Mim-Memory", "Mim-Evidence", "Mim-Issue", "Mim-Secret", "Mim-Reverts")
# Past this index size, turn on Git's split index: a commit then rewrites a small file
# instead of the whole index (measured: 228 -> 105 ms per commit at 100k files; with
# version 4, captures at 100k p50 45-59 ms split against 134-173 ms whole).
SPLIT_INDEX_AT_BYTES = 4_000_000
SPLIT_PART_MAX_ENTRIES = 230  # entries in the split part of a split index (see below)
# The shared part is written again once the split part holds this share of the entries:
# each entry there slows every update (2,500 of them, a few weeks of captures at 100k:
# update-index 20 -> 50 ms), and Git's default lets them reach 20 %. Replaced shared
# files go after a day, not Git's two weeks (10 MB each at 100k files).
SPLIT_INDEX_SETTINGS = {"splitIndex.maxPercentChange": "1", "splitIndex.sharedIndexExpire": "1.day.ago"}
GC_AUTO_LOOSE_OBJECTS = 6700  # Git's own gc.auto default
_SHA_RE = re.compile(r"[0-9a-f]{40}")
_UNKNOWN = object()


@dataclass
class Commit:
    sha: str
    parents: list[str]
    date: str  # author date, ISO 8601
    author: str
    subject: str
    trailers: dict[str, list[str]] = field(default_factory=dict)

    def trailer(self, key: str) -> str | None:
        values = self.trailers.get(key)
        return values[0] if values else None

    @property
    def op(self) -> str | None:
        return self.trailer("Mim-Op")

    @property
    def actor(self) -> str | None:
        return self.trailer("Mim-Actor")

    def object_ids(self) -> list[str]:
        ids: list[str] = []
        for key in ("Mim-Memory", "Mim-Evidence", "Mim-Issue", "Mim-Secret"):
            ids += self.trailers.get(key, [])
        return ids


def commit_message(subject: str, trailers: Mapping[str, Iterable[str]], body: str = "") -> str:
    """``subject``, an optional body, then one ``Key: value`` line per trailer value."""
    subject = " ".join(subject.split())  # one line, always
    lines = [f"{key}: {value}" for key, values in trailers.items() for value in values]
    for line in lines:
        if "\n" in line or "\r" in line:
            raise ValueError("a trailer value must be a single line")
    parts = [subject]
    if body.strip():
        parts.append(body.strip())
    parts.append("\n".join(lines))
    return "\n\n".join(parts) + "\n"


class Git:
    """Git commands run in one vault's work tree."""

    def __init__(self, root: Path):
        self.root = root
        self._names: dict[str, str] = {}
        self._tree_asked: tuple[str, tuple[str, ...]] | None = None  # tree_entries' last question of a commit
        self._tree_found: dict[str, str] = {}
        self._index_job: subprocess.Popen | None = None  # update-index under way
        self._committed: tuple[dict[str, bytes | None], dict[str, str | None]] | None = None  # what it must end on
        self._last_trees: tuple[str, dict[str, gitobjects.Tree]] | None = None  # (commit, its trees on the paths it changed)
        self._index_checked = False  # _maybe_split_index looked at the index's format
        self._index_split = False  # ... and found it split

    def run_bytes(
        self, *args: str, input: bytes | None = None, env: Mapping[str, str] | None = None, settle: bool = True
    ) -> bytes:
        """Run a git command (after a started index update ends, unless ``settle`` is
        false: for a command that does not touch the index)."""
        if settle:
            self.settle()
        try:
            done = subprocess.run(
                ["git", *args],
                cwd=self.root,
                input=input,
                capture_output=True,
                env={**os.environ, **env} if env else None,
            )
        except FileNotFoundError:
            raise GitError("git is not installed or not on PATH") from None
        if done.returncode != 0:
            raise git_failure(args[0], done.stderr, done.returncode)
        return done.stdout

    def run(self, *args: str, input: bytes | None = None, env: Mapping[str, str] | None = None) -> str:
        return self.run_bytes(*args, input=input, env=env).decode("utf-8", "replace")

    # --- reading ------------------------------------------------------------------

    def index_stamp(self) -> str | None:
        """Identifies the state of Git's index file: any git command that touches the
        index (add, commit, checkout, pull, status) changes it."""
        self.settle()
        try:
            st = (self.root / ".git" / "index").stat()
        except OSError:
            return None
        return f"{st.st_ino}:{st.st_mtime_ns}:{st.st_size}"

    def worktree_changes(self, folders: Iterable[str]) -> tuple[set[str], set[str]] | None:
        """(tracked files that differ from the index, untracked files) under ``folders``,
        from two git processes run side by side (C, about 0.2 s at 100k files); None if
        git cannot tell (no repository, no index)."""
        folders = list(folders)
        self.settle()
        commands = [
            ["git", "diff-files", "--name-only", "-z", "--", *folders],
            ["git", "ls-files", "--others", "--exclude-standard", "-z", "--", *folders],
        ]
        try:
            procs = [subprocess.Popen(c, cwd=self.root, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL) for c in commands]
        except FileNotFoundError:
            return None
        outputs = [p.communicate()[0] for p in procs]
        if any(p.returncode != 0 for p in procs):
            return None
        modified, untracked = ({x.decode("utf-8", "surrogateescape") for x in out.split(b"\0") if x} for out in outputs)
        return modified, untracked

    def head(self) -> str | None:
        """The commit HEAD points at, or None in a repository with no commits yet."""
        fast = self._head_from_files()
        if fast is not _UNKNOWN:
            return fast  # type: ignore[return-value]
        try:
            return self.run("rev-parse", "--verify", "-q", "HEAD^{commit}").strip() or None
        except GitError:
            return None

    def _head_from_files(self) -> str | None | object:
        # Reading .git/HEAD and the branch's ref file saves a process on every operation;
        # anything unusual (worktrees, packed or symbolic chains, reftable) asks git.
        git_dir = self.root / ".git"
        try:
            head = (git_dir / "HEAD").read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError):
            return _UNKNOWN
        if _SHA_RE.fullmatch(head):
            return head
        if not head.startswith("ref: refs/heads/"):
            return _UNKNOWN
        ref = head[5:]
        try:
            value = (git_dir / ref).read_text(encoding="utf-8").strip()
            return value if _SHA_RE.fullmatch(value) else _UNKNOWN
        except FileNotFoundError:
            pass
        except (OSError, UnicodeDecodeError):
            return _UNKNOWN
        try:
            packed = (git_dir / "packed-refs").read_text(encoding="utf-8")
        except FileNotFoundError:
            return None  # an unborn branch
        except (OSError, UnicodeDecodeError):
            return _UNKNOWN
        for line in packed.splitlines():
            sha, _, name = line.partition(" ")
            if name == ref and _SHA_RE.fullmatch(sha):
                return sha
        return None

    def tree_entries(self, rev: str, paths: Iterable[str]) -> dict[str, str]:
        """Blob ids of those ``paths`` that exist in ``rev``. A commit id's answer is kept
        (a commit never changes): a capture asks twice of the same commit, once for the
        hand edits it takes in and once before it writes."""
        paths = list(paths)
        if not paths:
            return {}
        key = (rev, tuple(paths)) if _SHA_RE.fullmatch(rev) else None
        if key is not None and key == self._tree_asked:
            return dict(self._tree_found)
        out = self.run_bytes("ls-tree", "-z", "--full-tree", rev, "--", *paths)
        entries = {}
        for record in out.split(b"\0"):
            if record:
                meta, _, path = record.partition(b"\t")
                entries[path.decode("utf-8")] = meta.split()[2].decode()
        if key is not None:
            self._tree_asked, self._tree_found = key, dict(entries)
        return entries

    def read_blobs(self, specs: list[str]) -> list[bytes | None]:
        """Contents of ``rev:path`` specs (None where missing), in one ``cat-file`` process."""
        if not specs:
            return []
        out = self.run_bytes("cat-file", "--batch", input="".join(s + "\n" for s in specs).encode("utf-8"))
        results: list[bytes | None] = []
        pos = 0
        for _ in specs:
            end = out.index(b"\n", pos)
            header = out[pos:end].split()
            pos = end + 1
            if len(header) == 2 and header[1] == b"missing" or len(header) < 3:
                results.append(None)
                continue
            size = int(header[2])
            results.append(out[pos : pos + size])
            pos += size + 1
        return results

    def path_log(self, path: str) -> list[Commit]:
        """Commits that changed ``path``, newest first."""
        self.refresh_commit_graph()
        # --full-history: after a merge, the versions both devices made (Git's default
        # simplification would follow only the side the merged file matches).
        return self.log("--full-history", "--", path)

    def refresh_commit_graph(self) -> None:
        """Keep Git's commit-graph, with changed-path Bloom filters, up to HEAD.

        Every operation rewrites its folder's tree, so without the filters a path's
        history diffs every commit's trees (1.6 s at 100k files and 200 commits); with
        them, 19 ms. Updating is incremental (about 10 ms per new commit).
        """
        head = self.head()
        marker = self.root / ".mimvault" / "cache" / "commit-graph-head"
        try:
            if head is None or marker.read_text(encoding="utf-8") == head:
                return
        except FileNotFoundError:
            pass
        self.run("commit-graph", "write", "--reachable", "--changed-paths", "--split")
        marker.parent.mkdir(parents=True, exist_ok=True)
        marker.write_text(head, encoding="utf-8")

    def changed_paths(self, sha: str) -> list[str]:
        """Paths a commit changed relative to its first parent (all paths for a root commit)."""
        out = self.run_bytes("diff-tree", "-r", "--no-commit-id", "--name-only", "-z", "--root", "--no-renames", sha)
        return [p.decode("utf-8") for p in out.split(b"\0") if p]

    def log(self, *args: str, limit: int | None = None) -> list[Commit]:
        """Commits, newest first, with their mimvault trailers parsed."""
        fmt = "%H%x1f%P%x1f%aI%x1f%an%x1f%s%x1f%(trailers:only,unfold)%x1e"
        cmd = ["log", f"--format={fmt}"]
        if limit:
            cmd.append(f"-n{limit}")
        try:
            out = self.run(*cmd, *args)
        except GitError as exc:
            if "does not have any commits" in str(exc) or "bad default revision" in str(exc):
                return []
            raise
        commits = []
        for record in out.split("\x1e"):
            record = record.strip("\n")
            if not record:
                continue
            sha, parents, date, author, subject, trailer_text = record.split("\x1f")
            trailers: dict[str, list[str]] = {}
            for line in trailer_text.splitlines():
                key, sep, value = line.partition(": ")
                if sep:
                    trailers.setdefault(key.strip(), []).append(value.strip())
            commits.append(Commit(sha, parents.split(), date, author, subject, trailers))
        return commits

    # --- writing ------------------------------------------------------------------

    def commit(self, files: Mapping[str, bytes | None], message: str, parent: str | None, *, settle: bool = True) -> str:
        """Commit ``parent`` plus ``files`` (path -> the exact bytes to commit, None: the
        path is removed); return the new HEAD.

        The bytes are the ones the caller validated and scanned: the work tree is never
        read again here, so an editor saving in place meanwhile cannot slip another
        version past the gates. The commit holds exactly those changes, whatever else the
        index holds (a user's hand-staged changes stay staged, uncommitted).
        ``update-ref`` is the commit point: it moves HEAD only if HEAD is still
        ``parent``, so a crash before it leaves no commit, and a racing writer fails
        instead of losing work. The index entries of the paths are brought up to date
        meanwhile, by ``update-index`` in the background (~20 ms at 100k files), which
        goes on after the commit when ``settle`` is false: the caller then calls
        ``settle()`` when its own work is done. (If the commit does not land,
        ``transaction.recover`` puts the files back and their index entries with them.)
        """
        paths = list(files)
        # What needs git commands comes first: they would wait for update-index.
        objects, author, committer = self.objects_dir, self._identity("AUTHOR"), self._identity("COMMITTER")
        trees = self._parent_trees(parent, paths)
        # the blobs before the index names them: a process killed once update-index has run
        # must leave no index entry naming an object the repository lacks
        blobs = {path: None if data is None else gitobjects.write_object(objects, "blob", data) for path, data in files.items()}
        self._start_index_sync(paths)
        self._committed = (dict(files), blobs)  # settle() checks the index took these very bytes
        tree = gitobjects.build_tree(objects, trees, blobs)
        body = f"tree {tree}\n" + (f"parent {parent}\n" if parent else "")
        body += f"author {author}\ncommitter {committer}\n\n{message}"
        sha = gitobjects.write_object(objects, "commit", body.encode("utf-8"))
        fault_point("before-ref")
        ref = ("update-ref", "-m", message.splitlines()[0][:200], "HEAD", sha, parent or "0" * 40)
        self.run_bytes(*ref, settle=False)  # refs, not the index: no need to wait for update-index
        self._last_trees = (sha, trees)
        fault_point("after-ref")
        if settle:
            self.settle()
        return sha

    def sync_index(self, paths: list[str]) -> None:
        """Make the index entries of ``paths`` match the work tree (they are committed)."""
        self._start_index_sync(paths)
        self.settle()

    def reset_index(self, paths: list[str]) -> None:
        """Set the index entries of ``paths`` to HEAD's (their work-tree files untouched):
        what recovery leaves, whether the dead operation's commit landed or not, so that
        an edit made after the crash shows as an edit, never as staged."""
        if not paths or self.head() is None:
            return
        for start in range(0, len(paths), 500):
            self.run_bytes("reset", "-q", "--", *paths[start : start + 500])

    def _start_index_sync(self, paths: list[str]) -> None:
        """Start ``update-index`` for ``paths`` and return at once: at 100k files it takes
        ~20 ms, which the caller spends on its own work (the commit, the search index).
        Every later git command, and ``index_stamp``, waits for it first (``settle``)."""
        self.settle()
        listing = "".join(p + "\0" for p in paths).encode("utf-8")
        # --info-only: the index records each file's hash and stat, and writes no object —
        # the committed blobs are already written, and a version an editor saved
        # meanwhile (which the gates never saw) must not land in the object store.
        command = ["git", "update-index", "--add", "--remove", "--info-only", "-z", "--stdin"]
        try:
            job = subprocess.Popen(command, cwd=self.root, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE)  # fmt: skip
        except FileNotFoundError:
            raise GitError("git is not installed or not on PATH") from None
        self._index_job = job
        # A path list is far below a pipe's buffer. If git stopped early, settle() reports
        # its exit status and message.
        with contextlib.suppress(BrokenPipeError):
            job.stdin.write(listing)  # type: ignore[union-attr]
        with contextlib.suppress(BrokenPipeError):
            job.stdin.close()  # type: ignore[union-attr]

    def settle(self) -> None:
        """Wait for a started index update; Git's housekeeping follows it."""
        if self._index_job is None:
            return
        job, self._index_job = self._index_job, None
        with job.stderr:  # type: ignore[union-attr]
            error = job.stderr.read()  # type: ignore[union-attr]
        if job.wait() != 0:
            self._committed = None
            raise git_failure("update-index", error, job.returncode)
        self._index_took_committed()
        self._maybe_split_index()
        if gitobjects.loose_objects_over(self.objects_dir, GC_AUTO_LOOSE_OBJECTS):
            # Plumbing never triggers Git's own housekeeping: ask for it, as `git commit`
            # would. `gc --auto` returns at once and packs in the background.
            self.run("gc", "--auto", "--quiet")

    def _index_took_committed(self) -> None:
        """``update-index`` hashes the work tree: a file saved again by an editor between
        the write and that hash would leave its index entry on the editor's version,
        which HEAD does not hold. Such entries are set to what was committed (the edit
        stays in the work tree, uncommitted, for the watcher or the next operation)."""
        committed, self._committed = self._committed, None
        if committed is None:
            return
        files, blobs = committed
        entries = []
        for path, data in files.items():
            try:
                now = (self.root / path).read_bytes()
            except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
                now = None
            if now == data:
                continue
            blob = blobs[path]
            entries.append(f"100644 {blob}\t{path}" if blob else f"0 {'0' * 40}\t{path}")
        if entries:
            self.run_bytes("update-index", "--index-info", input="".join(e + "\n" for e in entries).encode("utf-8"), settle=False)

    def _parent_trees(self, parent: str | None, paths: list[str]) -> dict[str, gitobjects.Tree]:
        """The parent's trees on the folders of ``paths`` (empty where it has none), to be
        edited into the new commit's."""
        folders = sorted({""} | {d for path in paths for d in gitobjects.ancestors(path)})
        base = {folder: gitobjects.Tree() for folder in folders}
        # The trees this process built for the parent, when it made it: reading and
        # parsing a 15k-entry folder tree again costs ~10 ms per commit at 100k files.
        built, self._last_trees = self._last_trees, None  # edited by the commit: good for one commit only
        known = built[1] if built is not None and built[0] == parent else {}
        unread = [folder for folder in folders if folder not in known]
        base.update({folder: known[folder] for folder in folders if folder in known})
        if parent and unread:
            specs = [f"{parent}^{{tree}}" if not d else f"{parent}:{d}" for d in unread]
            for folder, body in zip(unread, self.read_blobs(specs)):
                if body is not None:
                    base[folder] = gitobjects.Tree(body)
        return base

    @cached_property
    def objects_dir(self) -> Path:
        out = self.run("rev-parse", "--show-object-format", "--git-path", "objects").split()
        if out[0] != "sha1":
            raise GitError(f"this repository uses {out[0]} object ids; mimvault supports sha1 repositories only")
        return self.root / out[1]

    def _identity(self, role: str) -> str:
        """``Name <email> <time> <zone>`` as Git would write it for AUTHOR or COMMITTER."""
        name_email = self._names.get(role)
        if name_email is None:
            try:
                ident = self.run("var", f"GIT_{role}_IDENT").strip()
                name_email = ident.rsplit(" ", 2)[0]
            except GitError:
                # No identity configured anywhere: commit as "mimvault" rather than fail.
                name_email = "mimvault <mimvault@localhost>"
            self._names[role] = name_email
        now = time.time()
        offset = time.localtime(now).tm_gmtoff // 60
        sign = "-" if offset < 0 else "+"
        return f"{name_email} {int(now)} {sign}{abs(offset) // 60:02d}{abs(offset) % 60:02d}"

    def _maybe_split_index(self) -> None:
        """A big index is split (a commit rewrites a small file, not the whole index), its
        split part kept small (``SPLIT_INDEX_SETTINGS``), and in version 4, whose
        prefix-compressed paths make it a quarter smaller (at 100k files: `update-index`
        40 -> 20 ms). Checked fully once per process; afterwards only the size of the
        index file, which stays small once split, and its split part's entry count
        (``SPLIT_PART_MAX_ENTRIES``)."""
        git_dir = self.root / ".git"
        try:
            size = (git_dir / "index").stat().st_size
        except FileNotFoundError:
            return
        big = size > SPLIT_INDEX_AT_BYTES
        if not big and self._index_checked:
            if self._index_split and _index_entries(git_dir / "index") > SPLIT_PART_MAX_ENTRIES:
                # Every entry in the split part slows each `update-index` (at 100k files,
                # 630 of them: 25-38 -> 36-53 ms), and Git's own limit is a whole percent
                # (1,150 entries): past 230, all go into a new shared index (~0.2 s, once
                # in about a hundred captures). Housekeeping: if Git is busy (a user's
                # command holds index.lock), the next commit tries again.
                with contextlib.suppress(GitError):
                    self.run("update-index", "--split-index")
            return
        self._index_checked = True
        split = any(name.startswith("sharedindex.") for name in os.listdir(git_dir))
        self._index_split = big or split
        if not (big or split):
            return
        with (git_dir / "index").open("rb") as index:
            version = int.from_bytes(index.read(8)[4:8], "big")
        if version != 4:
            self.run("update-index", "--index-version", "4")
        config = (git_dir / "config").read_text(encoding="utf-8", errors="replace").lower()
        for key, value in SPLIT_INDEX_SETTINGS.items():
            if key.split(".")[1].lower() not in config:  # a vault split before these were set
                self.run("config", key, value)
        if not split or version != 4:
            self.run("config", "core.splitIndex", "true")
            self.run("update-index", "--split-index")


INDEX_LOCK_GRACE_SECONDS = 2.0  # a live git holds a lock for milliseconds (an editor of `git commit`: longer)
INDEX_LOCK_BLIND_SECONDS = 600.0  # where the processes cannot be seen (no /proc): only a lock this old is stale
# Git's lock files that a git killed mid-write leaves behind: the index, HEAD and the refs
# a commit moves, packed refs, the config (`git config` writes it through a lock)
_TOP_LOCKS = ("index.lock", "HEAD.lock", "ORIG_HEAD.lock", "packed-refs.lock", "config.lock")


def git_locks(root: Path) -> list[Path]:
    """The lock files present in ``root``'s repository (cheap: a few stats and the refs)."""
    git_dir = root / ".git"
    found = [git_dir / name for name in _TOP_LOCKS if (git_dir / name).exists()]
    refs = git_dir / "refs"
    if refs.is_dir():
        found += sorted(p for p in refs.rglob("*.lock") if p.is_file())
    return found


def stale_git_locks(root: Path) -> list[Path]:
    """The lock files no live process holds.

    Git leaves its lock behind when it dies of a signal (a process group killed during
    `update-index` or `update-ref`, a SIGBUS while an editor rewrites a file in place),
    and then every later git command that takes that lock fails until someone removes
    it. A lock is stale when it is older than a grace period and no git process runs in
    this repository (read from /proc: its working folder is the vault); where processes
    cannot be seen, only a lock older than ten minutes is. A younger lock that no git
    holds is waited out, so the next command after a crash recovers by itself.
    """
    locks = git_locks(root)
    if not locks:
        return []
    busy = git_running_in(root)
    if busy:
        return []
    stale = []
    for lock in locks:
        try:
            age = time.time() - lock.stat().st_mtime
        except OSError:
            continue  # released meanwhile
        if busy is None:
            if age > INDEX_LOCK_BLIND_SECONDS:
                stale.append(lock)
            continue
        if age < INDEX_LOCK_GRACE_SECONDS:
            time.sleep(INDEX_LOCK_GRACE_SECONDS - age)
            if not lock.exists() or git_running_in(root):
                continue
        stale.append(lock)
    return stale


def git_running_in(root: Path) -> bool | None:
    """Whether a git process has its working folder in ``root`` (None: cannot tell)."""
    proc = Path("/proc")
    if not (proc / "self" / "cwd").exists():
        return None
    target = str(root.resolve())
    for entry in os.scandir(proc):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/comm", encoding="utf-8", errors="replace") as f:
                name = f.read().strip()
            if not name.startswith("git"):
                continue
            cwd = os.readlink(f"/proc/{entry.name}/cwd")
        except OSError:
            continue  # gone, or not ours to read
        if cwd == target or cwd.startswith(target + "/"):
            return True
    return False


def _index_entries(path: Path) -> int:
    """The entry count in an index file's header (a split index: its split part's)."""
    try:
        with path.open("rb") as index:
            return int.from_bytes(index.read(12)[8:12], "big")
    except OSError:
        return 0


def git_failure(command: str, stderr: bytes, returncode: int) -> GitError:
    """One line: Git's own ``fatal:``/``error:`` line (its advice follows on other lines)."""
    lines = [line.strip() for line in stderr.decode("utf-8", "replace").splitlines() if line.strip()]
    reason = next((line for line in lines if line.startswith(("fatal:", "error:"))), lines[-1] if lines else "")
    reason = reason.removeprefix("fatal: ").removeprefix("error: ")
    return GitError(f"git {command} failed: {reason or 'exit ' + str(returncode)}")


def init_repository(root: Path) -> None:
    """Create a Git repository with a ``main`` branch and an identity to commit with."""
    import git  # GitPython: only here, where its import time does not matter

    repo = git.Repo.init(root, initial_branch="main")
    try:
        probe = subprocess.run(["git", "var", "GIT_COMMITTER_IDENT"], cwd=root, capture_output=True)
        if probe.returncode != 0:
            with repo.config_writer("repository") as config:
                config.set_value("user", "name", "mimvault")
                config.set_value("user", "email", "mimvault@localhost")
    finally:
        repo.close()
