"""Trees built by mimvault are byte-identical to the ones Git builds (`git mktree`)."""

from __future__ import annotations

import os
import subprocess
import time

from hypothesis import given, settings
from hypothesis import strategies as st

from mimvault.storage.gitobjects import TREE_MODE, Tree, build_tree, write_object

NAME = st.text(alphabet="abcXYZ09._-东", min_size=1, max_size=6).filter(lambda n: n not in (".", ".."))


def git_mktree(repo, entries):
    listing = "".join(
        f"{'040000 tree' if mode == TREE_MODE else mode.decode() + ' blob'} {oid.hex()}\t{name.decode()}\n"
        for name, (mode, oid) in entries.items()
    )
    out = subprocess.run(["git", "mktree"], cwd=repo, input=listing.encode(), capture_output=True, check=True)
    return out.stdout.decode().strip()


@settings(max_examples=60, deadline=None)
@given(
    names=st.dictionaries(NAME, st.sampled_from([b"100644", b"100755", TREE_MODE]), min_size=1, max_size=12),
    removed=st.lists(NAME, max_size=3),
)
def test_tree_order_and_bytes_match_git(tmp_path_factory, names, removed):
    repo = tmp_path_factory.mktemp("repo")
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
    objects = repo / ".git" / "objects"
    empty_blob = subprocess.run(["git", "hash-object", "-w", "--stdin"], cwd=repo, input=b"", capture_output=True).stdout
    empty_tree = subprocess.run(["git", "mktree"], cwd=repo, input=b"", capture_output=True).stdout
    oids = {b"100644": empty_blob, b"100755": empty_blob, TREE_MODE: empty_tree}
    entries = {name.encode(): (mode, bytes.fromhex(oids[mode].decode().strip())) for name, mode in names.items()}

    tree = Tree()
    for name, (mode, oid) in entries.items():  # inserted in arbitrary order
        tree.set(name, mode, oid)
    for name in removed:
        tree.remove(name.encode())
        entries.pop(name.encode(), None)
    if not entries:
        return
    ours = write_object(objects, "tree", tree.serialize())
    assert ours == git_mktree(repo, entries)
    assert Tree(subprocess.run(["git", "cat-file", "tree", ours], cwd=repo, capture_output=True).stdout).serialize() == tree.serialize()


def test_build_tree_adds_replaces_and_removes_nested_paths(tmp_path):
    repo = tmp_path
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
    objects = repo / ".git" / "objects"
    blob = lambda text: subprocess.run(  # noqa: E731
        ["git", "hash-object", "-w", "--stdin"], cwd=repo, input=text, capture_output=True
    ).stdout.decode().strip()
    first = build_tree(objects, {"": Tree(), "a": Tree(), "a/b": Tree()}, {"a/b/x.md": blob(b"x"), "a/y.md": blob(b"y")})
    listing = subprocess.run(["git", "ls-tree", "-r", "--name-only", first], cwd=repo, capture_output=True, text=True).stdout
    assert listing.split() == ["a/b/x.md", "a/y.md"]
    read = lambda spec: Tree(subprocess.run(["git", "cat-file", "tree", spec], cwd=repo, capture_output=True).stdout)  # noqa: E731
    second = build_tree(
        objects, {"": read(first), "a": read(f"{first}:a"), "a/b": read(f"{first}:a/b")}, {"a/b/x.md": None, "a/y.md": blob(b"y2")}
    )
    listing = subprocess.run(["git", "ls-tree", "-r", second], cwd=repo, capture_output=True, text=True).stdout
    assert [line.split("\t")[1] for line in listing.splitlines()] == ["a/y.md"]  # the emptied folder is gone
    subprocess.run(["git", "fsck", "--strict", "--no-dangling"], cwd=repo, check=True, capture_output=True)


def _bytes(root, *rels):
    """What Git.commit takes: each path with the exact bytes to commit."""
    return {rel: (root / rel).read_bytes() for rel in rels}


def test_consecutive_commits_keep_a_commit_made_in_between_by_someone_else(tmp_path):
    """A commit reuses the trees it built for its parent only while HEAD is that parent:
    the user's own commit in between (same folder) survives the next mimvault commit,
    and Git's index matches every committed file."""
    from mimvault.storage.git import Git, init_repository

    init_repository(tmp_path)
    git = Git(tmp_path)
    run = lambda *args: subprocess.run(["git", *args], cwd=tmp_path, capture_output=True, text=True, check=True).stdout  # noqa: E731
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "a.md").write_text("a\n")
    first = git.commit(_bytes(tmp_path, "notes/a.md"), "first\n", None)
    (tmp_path / "notes" / "mine.md").write_text("the user's own note\n")
    run("add", "notes/mine.md")
    run("commit", "-q", "-m", "by hand")
    (tmp_path / "notes" / "b.md").write_text("b\n")
    git.commit(_bytes(tmp_path, "notes/b.md"), "second\n", git.head())
    (tmp_path / "notes" / "c.md").write_text("c\n")
    third = git.commit(_bytes(tmp_path, "notes/c.md"), "third\n", git.head())
    assert run("ls-tree", "-r", "--name-only", third).split() == ["notes/a.md", "notes/b.md", "notes/c.md", "notes/mine.md"]
    assert run("rev-list", "--count", "HEAD") == "4\n" and first in run("rev-list", "HEAD")
    assert run("status", "--porcelain") == ""  # the index follows every commit
    run("fsck", "--strict")


def test_a_big_index_is_split_and_in_version_4(tmp_path, monkeypatch):
    """Past the size threshold (forced low here) Git's index is split and in version 4,
    also for a vault split before version 4 was used; Git reads it and nothing is lost."""
    import mimvault.storage.git as history

    history.init_repository(tmp_path)
    run = lambda *args: subprocess.run(["git", *args], cwd=tmp_path, capture_output=True, text=True, check=True).stdout  # noqa: E731
    (tmp_path / "notes").mkdir()
    for name in ("a", "b"):
        (tmp_path / "notes" / f"{name}.md").write_text(f"{name}\n")
    history.Git(tmp_path).commit(_bytes(tmp_path, "notes/a.md"), "small\n", None)

    def version() -> int:
        return int.from_bytes((tmp_path / ".git" / "index").read_bytes()[4:8], "big")

    assert version() != 4 and not list((tmp_path / ".git").glob("sharedindex.*"))
    run("config", "core.splitIndex", "true")
    run("update-index", "--split-index")  # split the old way, in version 2 or 3
    monkeypatch.setattr(history, "SPLIT_INDEX_AT_BYTES", 1)
    git = history.Git(tmp_path)
    git.commit(_bytes(tmp_path, "notes/b.md"), "big now\n", git.head())
    assert version() == 4 and list((tmp_path / ".git").glob("sharedindex.*"))
    assert run("config", "splitIndex.maxPercentChange") == "1\n"  # its split part stays small
    assert run("ls-files") == "notes/a.md\nnotes/b.md\n" and run("status", "--porcelain") == ""
    run("fsck", "--strict")

    # A split part past its limit (forced low here) goes into a new shared index (Git's
    # own limit, a whole percent, turned off to see it).
    run("config", "splitIndex.maxPercentChange", "100")
    monkeypatch.setattr(history, "SPLIT_INDEX_AT_BYTES", 4_000_000)
    git = history.Git(tmp_path)

    def add(name: str) -> None:  # written a minute ago: Git keeps racily clean entries in the split part
        path = tmp_path / "notes" / f"{name}.md"
        path.write_text(f"{name}\n")
        os.utime(path, (time.time() - 60, time.time() - 60))
        git.commit(_bytes(tmp_path, f"notes/{name}.md"), f"add {name}\n", git.head())

    for name in ("c", "d", "e"):
        add(name)
    shared = set((tmp_path / ".git").glob("sharedindex.*"))
    entries = history._index_entries(tmp_path / ".git" / "index")
    assert entries >= 3  # the split part holds the new files' entries
    monkeypatch.setattr(history, "SPLIT_PART_MAX_ENTRIES", entries)
    add("f")
    assert set((tmp_path / ".git").glob("sharedindex.*")) - shared  # a new shared part
    assert history._index_entries(tmp_path / ".git" / "index") < entries  # holding those that are not racy

    # Should another Git program hold the index when the split part is due, the commit
    # still succeeds; the push waits for a later commit.
    lock = tmp_path / ".git" / "index.lock"

    def due_while_locked(path):
        lock.write_text("")  # another git program starts right after our update-index
        return history.SPLIT_PART_MAX_ENTRIES + 1

    monkeypatch.setattr(history, "_index_entries", due_while_locked)
    shared = set((tmp_path / ".git").glob("sharedindex.*"))
    add("g")
    assert set((tmp_path / ".git").glob("sharedindex.*")) == shared  # not pushed
    lock.unlink()
    assert run("ls-files").split() == [f"notes/{n}.md" for n in "abcdefg"] and run("status", "--porcelain") == ""
    run("fsck", "--strict")
