"""The embedding model: which one, found where, loaded once, never downloaded.

Resolution order (the first that exists wins):

1. ``search.model`` in ``.mimvault/config.yaml``: a folder (relative to the vault or
   absolute), or a Hub model id (``minishlab/potion-multilingual-128M``) looked up in
   this machine's Hugging Face cache, where ``mim model pull`` puts it — so a vault
   synced to another device names the model, not a path on this one;
2. the ``MIMVAULT_EMBED_MODEL`` environment variable (a folder);
3. a known model2vec model already in the local Hugging Face cache
   (``minishlab/potion-multilingual-128M``, ``minishlab/potion-base-8M``, …);
4. none: search is lexical only, and one notice says how to get a model.

A model's identity (its name and a digest of its files) is recorded with the vectors, so
vectors built by another model are rebuilt rather than mixed.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

ENV = "MIMVAULT_EMBED_MODEL"
KNOWN_MODELS = (
    "minishlab/potion-multilingual-128M",
    "minishlab/potion-base-32M",
    "minishlab/potion-base-8M",
    "minishlab/potion-retrieval-32M",
    "minishlab/M2V_multilingual_output",
)
MODEL_FILES = ("config.json", "model.safetensors", "tokenizer.json")
HUB_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*")


@dataclass(frozen=True)
class ModelChoice:
    path: Path | None
    source: str  # config | env | cache | none
    notice: str = ""

    @property
    def identity(self) -> str | None:
        return model_identity(self.path) if self.path else None


HOW_TO_GET_ONE = "run `mim model pull` to download one (or `mim model distill`)"


def resolve_model(root: Path, configured: str | None) -> ModelChoice:
    if configured:
        path = Path(configured).expanduser()
        path = path if path.is_absolute() else root / path
        if is_model_folder(path):
            return ModelChoice(path, "config")
        if HUB_ID.fullmatch(configured) and (snapshot := cached_snapshot(configured)):
            return ModelChoice(snapshot, "config")
        if HUB_ID.fullmatch(configured) and not path.exists():
            return ModelChoice(None, "none", f"search.model {configured!r} is not on this machine yet: run "
                               f"`mim model pull {configured}`; searching by words only")  # fmt: skip
        return ModelChoice(None, "none", f"search.model {configured!r} is not a model2vec folder; searching by words only")
    env = os.environ.get(ENV)
    if env:
        path = Path(env).expanduser()
        if is_model_folder(path):
            return ModelChoice(path, "env")
        return ModelChoice(None, "none", f"{ENV}={env!r} is not a model2vec folder; searching by words only")
    for model_id in KNOWN_MODELS:
        if snapshot := cached_snapshot(model_id):
            return ModelChoice(snapshot, "cache")
    return ModelChoice(None, "none", f"no embedding model found, searching by words only: {HOW_TO_GET_ONE}")


def is_model_folder(path: Path) -> bool:
    return path.is_dir() and (path / "config.json").is_file() and (path / "model.safetensors").is_file()


def cached_snapshot(model_id: str) -> Path | None:
    """The newest complete snapshot of a Hub model in the local Hugging Face cache
    (never the network)."""
    hub = Path(os.environ.get("HF_HUB_CACHE") or Path(os.environ.get("HF_HOME", "~/.cache/huggingface")) / "hub")
    snapshots = hub.expanduser() / ("models--" + model_id.replace("/", "--")) / "snapshots"
    try:
        candidates = sorted(snapshots.iterdir(), key=lambda p: p.stat().st_mtime, reverse=True)
    except OSError:
        return None
    return next((c for c in candidates if is_model_folder(c)), None)


@lru_cache(maxsize=8)
def model_identity(path: Path) -> str:
    """Name and a digest of the model's files (size and head), cheap and stable."""
    digest = hashlib.blake2b(digest_size=8)
    for name in MODEL_FILES:
        file = path / name
        if file.is_file():
            digest.update(name.encode())
            digest.update(str(file.stat().st_size).encode())
            with file.open("rb") as f:
                digest.update(f.read(1 << 16))
    name = path.name
    if path.parent.name == "snapshots" and path.parent.parent.name.startswith("models--"):
        name = path.parent.parent.name.split("--")[-1]  # a Hugging Face cache snapshot: the model's name
    return f"{name}@{digest.hexdigest()}"


class Embedder:
    """A loaded model: text in, unit-length float32 vectors out."""

    def __init__(self, path: Path):
        self.path = path
        self.identity = model_identity(path)
        self._model: Any = None

    @property
    def model(self) -> Any:
        if self._model is None:
            os.environ.setdefault("HF_HUB_OFFLINE", "1")  # a local folder; never the network
            from model2vec import StaticModel

            self._model = StaticModel.from_pretrained(str(self.path), force_download=False)
        return self._model

    @property
    def dims(self) -> int:
        return int(self.model.dim)

    def encode(self, texts: list[str]) -> np.ndarray:
        import numpy as np  # a search by words alone never loads it (~0.1 s)

        if not texts:
            return np.zeros((0, self.dims), dtype=np.float32)
        vectors = np.asarray(self.model.encode(texts, use_multiprocessing=False), dtype=np.float32)
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.where(norms == 0, 1.0, norms)

    def encode_query(self, text: str) -> np.ndarray:
        import numpy as np

        """One short text's unit vector, as ``encode`` gives it: the mean of its tokens'
        embeddings, without model2vec's batching (which costs more than the rest for one
        query). Models with token weights or a token mapping, and long texts, go the
        long way."""
        model = self.model
        if len(text) <= 512 and getattr(model, "weights", None) is None and getattr(model, "token_mapping", None) is None:
            ids = model.tokenize([text])[0]
            if 0 < len(ids) <= (model.max_length or 512):
                vector = np.asarray(model.embedding[ids], dtype=np.float32).mean(axis=0)
                norm = float(np.linalg.norm(vector))
                return vector / norm if norm else vector
        return self.encode([text])[0]


@lru_cache(maxsize=4)
def embedder(path: Path) -> Embedder:
    return Embedder(path)
