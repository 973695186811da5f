"""Setting a vault up: init, its config, its model, rebuilding what is derived."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import ConflictError, InvalidValueError, MimvaultError
from ..parts import MARKER_DIR
from ..storage.git import init_repository

if TYPE_CHECKING:
    from ..parts import VaultParts


def init(path: str | Path, **kwargs: Any) -> tuple[VaultParts, list[str]]:
    """Create a vault from the template: files, Git repository, hooks, first commit.

    Existing files are never overwritten, so a folder that already holds notes (or a
    Git repository) can become a vault. Returns its parts and any warnings.
    """
    from ..parts import VaultParts
    from ..resources import install_hooks, resource_dir

    root = Path(path).expanduser().resolve()
    if (root / MARKER_DIR / "config.yaml").exists():
        raise ConflictError(
            f"{root} is already a mimvault vault; to set up a copy of it on this device, run `mim doctor --fix` there"
        )
    root.mkdir(parents=True, exist_ok=True)
    template = resource_dir("vault-template")
    added = []
    for source in sorted(template.rglob("*")):
        if source.is_dir() or "__pycache__" in source.parts:
            continue
        rel = source.relative_to(template).as_posix()
        target = root / rel
        if not target.exists():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
            added.append(rel)
    if not (root / ".git").exists():
        init_repository(root)
    warnings = install_hooks(root)
    parts = VaultParts(root, **kwargs)
    with parts.transaction("init") as tx:
        tx.empty = "commit"  # a folder that held everything already: the vault begins here all the same
        for rel in added:
            tx.adopt(rel, (root / rel).read_bytes())
        tx.subject = "init: a new mimvault vault"
    parts.reload()  # the config is read again when first needed (a user may edit it first)
    return parts, warnings


def set_config(parts: VaultParts, key: str, value: Any) -> str:
    """Change one ``section.key`` in .mimvault/config.yaml (comments and everything
    else kept) and commit it; the new file must validate first."""
    from ..config import CONFIG_PATH, config_with

    with parts.transaction("config") as tx:
        tx.write_file(CONFIG_PATH, config_with(parts.root / CONFIG_PATH, key, value))  # validated
        tx.subject = f"config: {key} = {value}"
    parts.reload()
    return tx.receipt.commit  # type: ignore[union-attr,return-value]


def model_info(parts: VaultParts) -> dict[str, Any]:
    """Which embedding model search uses, where it was found, how much is embedded."""
    model = parts.index.model
    info: dict[str, Any] = {"path": str(model.path) if model.path else None, "source": model.source,
                            "identity": model.identity, "notice": model.notice}  # fmt: skip
    if model.path:
        info["dims"] = parts.index.embedder.dims if parts.index.embedder else None
    return info


def distill_model(parts: VaultParts, source: str | Path, *, out: str | Path | None = None, dims: int = 256, use: bool = True) -> dict[str, Any]:
    """Distill a model2vec model from a local sentence-transformers folder (offline;
    needs the ``distill`` extra), and point ``search.model`` at it."""
    src = Path(source).expanduser()
    if not (src / "config.json").is_file():
        raise InvalidValueError(f"--from {source}: not a sentence-transformers model folder (no config.json)")
    try:
        from model2vec.distill import distill
    except ImportError:
        raise MimvaultError(
            "distilling needs the optional extra: pip install 'mimvault[distill]' (model2vec[distill] and torch)"
        ) from None
    target = Path(out).expanduser() if out else parts.root / MARKER_DIR / "models" / f"{src.name}-m2v-{dims}"
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    model = distill(model_name=str(src), pca_dims=dims)
    target.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(str(target))
    configured = False
    if use:
        set_config(parts, "search.model", _config_path(parts.root, target))
        configured = True
    return {"path": str(target), "dims": dims, "configured": configured}


def pull_model(parts: VaultParts, name: str | None = None, *, revision: str | None = None, use: bool = True,
               progress: bool = True) -> dict[str, Any]:  # fmt: skip
    """Download a model2vec model from the Hugging Face Hub into this machine's cache,
    verified, and name it in ``search.model`` (the name, so synced devices pull their own)."""
    from ..serving.index.model_pull import DEFAULT_MODEL, pull

    pulled = pull(name or DEFAULT_MODEL, revision, progress)
    configured = False
    if use:
        set_config(parts, "search.model", pulled.name)
        configured = True
    return {"name": pulled.name, "path": str(pulled.path), "revision": pulled.revision, "dims": pulled.dims,
            "bytes": pulled.size, "verified": pulled.files, "configured": configured}  # fmt: skip


def reindex(parts: VaultParts, progress: Any = None, catalog: bool = False) -> dict[str, Any]:
    """Rebuild the search index from the files (after the catalog catches up with
    them); with ``catalog``, rebuild the catalog from nothing too, in the same pass."""
    if catalog:  # one pass over the files: the catalog's workers make the index entries too
        parts.finish_interrupted()
        report = parts.index.rebuild(parts.catalog, progress, files=True, git=parts.git)
        problems = parts.problems()
    else:
        problems = parts.refresh(progress)
        report = parts.index.rebuild(parts.catalog, progress)
    status = parts.index.status()
    return {"indexed": status.get("objects"), "embedded": report.embedded, "model": status.get("model"),
            "problems": [str(p) for p in problems]}  # fmt: skip


def _config_path(root: Path, target: Path) -> str:
    try:
        return target.resolve().relative_to(root).as_posix()
    except ValueError:
        return str(target.resolve())
