"""A file the user saved, read as mimvault reads it — one rule for the watcher, the
write path's hand-edit commit and the pre-commit hook: it must parse and validate as an
object of its kind, and hold no secret."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import DocumentError, SecretFoundError
from ..model import MimObject
from ..secrets import Finding
from ..secrets.labels import HOW_OUT, describe
from .files import parse_document
from .gitobjects import blob_id
from .layout import too_large
from .store import object_from_document, read_regular
from .vault_scan import scan_vault_file

if TYPE_CHECKING:
    from .git import Git


def read_hand_edit(rel: str, data: bytes) -> tuple[MimObject, list[Finding]]:
    """The object a saved file holds, and the secrets in it (``DocumentError``: it is
    not a valid object, with the line)."""
    large = too_large(rel, len(data))
    if large:
        raise DocumentError(rel, None, large)
    obj = object_from_document(parse_document(data, rel))
    return obj, scan_vault_file(data.decode("utf-8", "replace"))


def check_hand_edit(rel: str, data: bytes) -> MimObject:
    """The object a saved file holds, if it may be committed (``DocumentError`` or
    ``SecretFoundError`` — a secret's kind and place, never its value — otherwise)."""
    obj, findings = read_hand_edit(rel, data)
    if findings:
        text = data.decode("utf-8", "replace")
        raise SecretFoundError(f"{describe(rel, text, findings[0])}; {HOW_OUT}")
    return obj


def saved_edits(git: Git, root: Path, rels: list[str]) -> dict[str, bytes]:
    """The files among ``rels`` whose bytes differ from HEAD's — the user's saves not
    committed yet — with those bytes, read once (a file removed from disk is left out)."""
    head = git.head()
    committed = git.tree_entries(head, rels) if head and rels else {}
    out = {}
    for rel in rels:
        data = read_regular(root, rel)
        if data is not None and committed.get(rel) != blob_id(data):
            out[rel] = data
    return out
