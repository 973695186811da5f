"""Fetching a model2vec model from the Hugging Face Hub, only when the user asks.

The files land in the user's Hugging Face cache (``HF_HOME`` / ``HF_HUB_CACHE``), where
`resolve_model` finds them by name on this machine without the network; the Hub's
endpoint is ``HF_ENDPOINT`` (a mirror, or a local server in the tests). Every file is
checked against the digest the Hub names it by — sha256 for large (LFS) files, the Git
blob hash for small ones — and the model must load and embed English and Chinese
before it is called usable. A file that fails its check is removed again, so a broken
download is never found later as a model.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...errors import MimvaultError
from .embed import HUB_ID, MODEL_FILES

DEFAULT_MODEL = "minishlab/potion-multilingual-128M"  # users write English and Chinese
_PROBE = ["where do I live", "我住在哪里"]


@dataclass
class PulledModel:
    name: str
    path: Path  # the snapshot folder in the Hugging Face cache
    revision: str  # the commit the files come from
    dims: int
    files: dict[str, str] = field(default_factory=dict)  # file -> how it was verified
    size: int = 0


def pull(name: str, revision: str | None = None, progress: bool = True) -> PulledModel:
    """Download ``name`` (``owner/model`` on the Hub) at ``revision`` (default: main),
    verify every file and that the model embeds text; returns where it is."""
    if not HUB_ID.fullmatch(name) or ".." in name or len(name) > 200:
        raise MimvaultError(f"NAME {name!r}: expected a Hub model id such as {DEFAULT_MODEL}")
    try:
        import huggingface_hub
        from huggingface_hub import constants, get_hf_file_metadata, hf_hub_download, hf_hub_url
        from huggingface_hub import errors as hub_errors
    except ImportError:  # model2vec depends on it; a trimmed install may lack it
        raise MimvaultError("downloading a model needs huggingface_hub: pip install huggingface_hub") from None
    if constants.HF_HUB_OFFLINE:
        raise MimvaultError("HF_HUB_OFFLINE is set: unset it to download a model (nothing was changed)")
    if not progress:
        huggingface_hub.utils.disable_progress_bars()
    endpoint = constants.ENDPOINT
    commit = revision or "main"
    pulled: PulledModel | None = None
    try:
        for filename in MODEL_FILES:
            meta = get_hf_file_metadata(hf_hub_url(name, filename, revision=commit))
            commit = meta.commit_hash or commit  # every file from the one commit the first names
            local = Path(hf_hub_download(name, filename, revision=commit))
            if pulled is None:
                pulled = PulledModel(name, local.parent, commit, 0)
            pulled.files[filename] = _verify(local, meta.etag, meta.size)
            pulled.size += local.stat().st_size
    except hub_errors.RepositoryNotFoundError:
        raise MimvaultError(f"NAME {name!r}: no such model at {endpoint} (nothing was changed)") from None
    except hub_errors.RevisionNotFoundError:
        raise MimvaultError(f"--revision {revision!r}: {name} has no such revision at {endpoint}") from None
    except hub_errors.EntryNotFoundError:
        raise MimvaultError(f"NAME {name!r}: not a model2vec model (it lacks {', '.join(MODEL_FILES)})") from None
    except (OSError, hub_errors.HfHubHTTPError) as error:
        reason = str(error).splitlines()[0] if str(error) else type(error).__name__
        raise MimvaultError(f"could not download {name} from {endpoint}: {reason}") from None
    assert pulled is not None
    pulled.dims = _probe(pulled.path)
    return pulled


def _verify(local: Path, etag: str | None, size: int | None) -> str:
    """Check a downloaded file against the Hub's digest of it; a mismatch removes it."""
    actual_size = local.stat().st_size
    if size is not None and actual_size != size:
        _discard(local)
        raise MimvaultError(f"{local.name}: downloaded {actual_size} bytes, the Hub said {size}; removed, try again")
    digest = (etag or "").strip('"').removeprefix("W/").strip('"').lower()
    if re.fullmatch(r"[0-9a-f]{64}", digest):
        kind, got = "sha256", _file_hash(local, hashlib.sha256())
    elif re.fullmatch(r"[0-9a-f]{40}", digest):
        kind, got = "git blob sha1", _file_hash(local, hashlib.sha1(f"blob {actual_size}\0".encode()))  # noqa: S324
    else:
        return "size"  # the Hub named no digest we can recompute
    if got != digest:
        _discard(local)
        raise MimvaultError(f"{local.name}: its {kind} does not match the Hub's; removed, try again")
    return kind


def _file_hash(path: Path, digest: Any) -> str:
    with path.open("rb") as f:
        while chunk := f.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def _discard(local: Path) -> None:
    """Remove the snapshot link and the blob it points at."""
    blob = local.resolve()
    for path in (local, blob):
        try:
            path.unlink()
        except OSError:
            pass


def _probe(path: Path) -> int:
    """Load the model and embed a line of each language: a model that cannot is no model."""
    from .embed import Embedder

    try:
        vectors = Embedder(path).encode(_PROBE)
    except Exception as error:  # noqa: BLE001 - any failure to load means unusable
        raise MimvaultError(f"{path}: the downloaded model does not load ({type(error).__name__}: {error})") from None
    import numpy as np

    if vectors.shape[0] != len(_PROBE) or not np.isfinite(vectors).all():
        raise MimvaultError(f"{path}: the downloaded model gives no usable vectors")
    return int(vectors.shape[1])
