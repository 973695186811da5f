"""Object files on disk: read one, find one by id, walk them all, write atomically."""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import DocumentError, DuplicateIdError, ObjectNotFoundError
from ..faults import fault_point
from ..ids import ID_RE, kind_of
from ..kinds import split_memory_body
from .layout import EVIDENCE, KIND_FOLDER, MEMORIES, TEMP_SUFFIX, canonical_path, placement

if TYPE_CHECKING:
    from ..model import MimObject
    from .files import Document



@dataclass
class Loaded:
    """An object together with the document it was read from."""

    obj: MimObject
    doc: Document

    @property
    def rel(self) -> str:
        return self.doc.rel


def body_fields(model: type[MimObject], body: str) -> dict[str, str]:
    """The fields a kind keeps in its body rather than its front matter."""
    if model.kind == "memory":
        return {"text": split_memory_body(body)[0].strip()}
    if model.kind == "evidence":
        return {"text": body[:-1] if body.endswith("\n") else body}
    return {}


def object_from_document(doc: Document) -> MimObject:
    """Validate a parsed document as the kind its id (or else its folder) says it is."""
    from ..model import MODEL_BY_PREFIX, MODELS, Memory, ObjectValidationError, validate_object  # parsing needs them
    from ..secrets import redact, safe_repr  # a value named in an error is shown redacted

    object_id = doc.meta.get("id")
    if isinstance(object_id, str) and ID_RE.fullmatch(object_id):
        model = MODEL_BY_PREFIX[object_id[:3]]
    else:
        place = placement(doc.rel)
        model = MODELS[place.kind] if place else Memory
    try:
        return validate_object(model, {**doc.meta, **body_fields(model, doc.body)}, show=safe_repr)
    except ObjectValidationError as exc:
        problem = exc.problems[0]
        line = doc.key_lines().get(problem.field) if problem.field else None
        if line is None:
            line = doc.fm_line if problem.field else doc.fm_line + doc.fm.count("\n") + 1
        said = [f"{p.field}: {p.reason}" if p.field else p.reason for p in exc.problems]
        more = [f"line {doc.key_lines().get(p.field, '?')}: {text}" for p, text in zip(exc.problems[1:], said[1:])]
        reason = said[0] + (f" (also {'; '.join(more)})" if more else "")  # every problem at once, not one per save
        raise DocumentError(doc.rel, line, redact(reason)[0]) from None


def forbidden_move(before: MimObject, after: MimObject, doc: Document) -> DocumentError | None:
    """The error naming the ``state`` line when a saved file moves its object to a state
    the state machine forbids from HEAD's (``superseded`` -> ``confirmed``), else None."""
    from ..errors import IllegalTransitionError
    from ..kinds import check_transition

    was, now = getattr(before, "state", None), getattr(after, "state", None)
    if was is None or now is None or was == now:
        return None
    try:
        check_transition(after.id, was, now)
    except IllegalTransitionError:
        return DocumentError(doc.rel, doc.key_lines().get("state"), f"state: {was} -> {now} is a move no memory makes; set it back to {was}")
    return None


def read_document(root: Path, rel: str) -> Document:
    from .files import parse_document  # YAML only where a file is parsed

    raw = read_regular(root, rel)
    if raw is None:
        raise ObjectNotFoundError(f"{rel} does not exist")
    return parse_document(raw, rel)


def read_regular(root: Path, rel: str) -> bytes | None:
    """The bytes of a regular file inside the vault (None: there is none). A symbolic
    link — to the file or to a folder on its path — is never followed: it could serve
    or commit a file from outside the vault (``DocumentError`` names it)."""
    path = root / rel
    link = linked_part(root, rel)
    if link is not None:
        raise DocumentError(rel, None, f"{link} is a symbolic link; mimvault reads only regular files inside the vault (replace the link with the file)")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise DocumentError(rel, None, "a symbolic link; mimvault reads only regular files inside the vault (replace the link with the file)") from None
        if exc.errno in (errno.ENOTDIR, errno.EISDIR):
            return None
        raise DocumentError(rel, None, f"cannot read: {exc.strerror}") from None
    with os.fdopen(fd, "rb") as file:
        if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
            raise DocumentError(rel, None, "not a regular file")
        return file.read()


def linked_part(root: Path, rel: str) -> str | None:
    """The first folder on ``rel``'s path that is a symbolic link (vault-relative), if any."""
    parts = rel.split("/")[:-1]
    for n in range(1, len(parts) + 1):
        folder = "/".join(parts[:n])
        if _is_link(str(root), folder):
            return folder
    return None


def _is_link(root: str, folder: str) -> bool:
    try:
        return stat.S_ISLNK(os.lstat(f"{root}/{folder}").st_mode)
    except OSError:
        return False


def read_object(root: Path, rel: str) -> Loaded:
    doc = read_document(root, rel)
    return Loaded(object_from_document(doc), doc)


def locate(root: Path, object_id: str, fallback: list[str] | None = None) -> str:
    """The vault-relative path of the file holding ``object_id``.

    Looks where the id belongs first; ``fallback`` (paths a catalog knows for the id)
    covers files a user moved into the wrong folder.
    """
    kind = kind_of(object_id)
    found: list[str] = []
    if kind == "memory":
        try:
            type_dirs = sorted(e.name for e in os.scandir(root / MEMORIES) if e.is_dir())
        except FileNotFoundError:
            type_dirs = []
        found = [f"{MEMORIES}/{t}/{object_id}.md" for t in type_dirs if (root / MEMORIES / t / f"{object_id}.md").is_file()]
    elif kind == "evidence":
        rel = canonical_path(object_id)
        if (root / rel).is_file():
            found = [rel]
        else:  # a hand-written id carries no date: look in every month
            found = sorted(p.relative_to(root).as_posix() for p in (root / EVIDENCE).glob(f"*/*/{object_id}.md"))
    else:
        rel = f"{KIND_FOLDER[kind]}/{object_id}.md"
        found = [rel] if (root / rel).is_file() else []
    for rel in fallback or []:
        if rel not in found and (root / rel).is_file():
            found.append(rel)
    if not found:
        raise ObjectNotFoundError(f"no object with id {object_id} in this vault")
    if len(found) > 1:
        raise DuplicateIdError(f"{object_id} is claimed by {len(found)} files: {', '.join(found)}; run `mim doctor`")
    return found[0]


def scan_object_files(root: Path) -> Iterator[tuple[str, int, int]]:
    """Every ``*.md`` under the object folders: (vault-relative path, mtime_ns, size)."""
    for folder in KIND_FOLDER.values():
        stack = [folder]
        while stack:
            rel_dir = stack.pop()
            try:
                entries = os.scandir(root / rel_dir)
            except (FileNotFoundError, NotADirectoryError):
                continue
            with entries:
                for entry in entries:
                    name = entry.name
                    if name.startswith("."):
                        continue  # editors' and our own temp files, hidden folders
                    if entry.is_dir(follow_symlinks=False):
                        stack.append(f"{rel_dir}/{name}")
                    elif name.endswith(".md") and name != "README.md":
                        st = entry.stat(follow_symlinks=False)
                        yield f"{rel_dir}/{name}", st.st_mtime_ns, st.st_size


class SavedMeanwhile(Exception):
    """The file changed on disk while its new version was being written: not replaced."""


def atomic_write(path: Path, data: bytes, fault: str | None = None, unless_changed_from: str | None = None) -> None:
    """Write through a temp file in the same folder and rename: readers see old or new, never half.

    ``fault`` names a crash-test point between writing the temp file and the rename. With
    ``unless_changed_from`` (a blob id), the file is replaced only if it still holds those
    bytes right before the rename (a person's save in between raises ``SavedMeanwhile``).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}{TEMP_SUFFIX}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.fsync(fd)
    finally:
        os.close(fd)
    if fault:
        fault_point(fault)
    if unless_changed_from is not None:
        from .gitobjects import blob_id

        try:
            now = path.read_bytes()
        except FileNotFoundError:
            now = None
        if now is not None and blob_id(now) != unless_changed_from:
            os.unlink(tmp)
            raise SavedMeanwhile(str(path))
    os.replace(tmp, path)


def remove_temp_files(root: Path, rels: list[str]) -> None:
    """Delete temp files a killed writer left beside these paths."""
    for folder in {(root / rel).parent for rel in rels}:
        try:
            names = os.listdir(folder)
        except FileNotFoundError:
            continue
        for name in names:
            if name.startswith(".") and name.endswith(TEMP_SUFFIX):
                try:
                    os.unlink(folder / name)
                except FileNotFoundError:
                    pass
