"""The vault's settings as their last validation left them, read without pydantic.

A search needs two settings (the model, whether to search by meaning) but not the
validators: importing pydantic and building the config models costs a tenth of a second
and more at every start of `mim search`. ``config.load_config`` keeps what it validated
in ``.mimvault/cache/settings.json``, keyed by the config file's bytes and by the
settings schema (the source of ``mimvault/config.py``); ``settings(root)`` serves it back
as a read-only view when both still match, and otherwise validates the file (and writes
the cache again). A section the view holds answers attribute reads with the validated
values; anything else (a method such as ``confirmation.class_for``) comes from the full,
validated config, loaded then — so a reader never sees settings that would not validate.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

CONFIG_FILE = ".mimvault/config.yaml"
CACHE_FILE = ".mimvault/cache/settings.json"


def settings(root: Path, load: Callable[[], Any]) -> Any:
    """The vault's settings: the kept view when it is current, else ``load()`` (the
    validated config, ``config.load_config``)."""
    cached = _kept(root / CACHE_FILE)
    if cached.get("key") == _key(root) and isinstance(cached.get("settings"), dict):
        return _View(cached["settings"], load)
    return load()


def _kept(path: Path) -> dict[str, Any]:
    try:
        cached = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return cached if isinstance(cached, dict) else {}


def remember(root: Path, text: str | None, validated: dict[str, Any]) -> None:
    """Keep ``validated`` (``config.for_readers`` of the config parsed from ``text``, None:
    no file) for later readers."""
    try:
        key = _key_of(text)
        target = root / CACHE_FILE
        if not target.parent.is_dir():
            return  # not a vault (yet): nothing to keep
        if _kept(target).get("key") == key:
            return  # kept already: every writing command validates, only a change rewrites it
        data = {"key": key, "settings": validated}
        partial = target.with_name(f"{target.name}.{os.getpid()}.tmp")
        partial.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        os.replace(partial, target)
    except (OSError, TypeError, ValueError):
        return  # a read-only vault: readers validate again, nothing else changes


def _key(root: Path) -> str:
    try:
        text = (root / CONFIG_FILE).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        text = None
    return _key_of(text)


def _key_of(text: str | None) -> str:
    digest = hashlib.blake2b(digest_size=16)
    digest.update(_schema())
    digest.update(b"\0" if text is None else text.encode("utf-8"))
    return digest.hexdigest()


_SCHEMA: bytes | None = None


def _schema() -> bytes:
    """What the settings mean: the source that defines and validates them."""
    global _SCHEMA
    if _SCHEMA is None:
        try:
            _SCHEMA = (Path(__file__).parent / "config.py").read_bytes()
        except OSError:  # installed without sources: the version stands for them
            from importlib.metadata import version

            _SCHEMA = f"mimvault {version('mimvault')}".encode()
    return _SCHEMA


def confirmation_class(policy: Any, memory_type: str, predicate: str | None, sensitivity: str) -> str:
    """The strictest confirmation class any rule of ``policy`` (the validated
    ``ConfirmationPolicy``, or its view) gives this memory: ``class_for`` of both. The
    view's keys are the names the model's enum keys stand for, and look up the same."""
    from .kinds import MemoryType, Sensitivity

    candidates = [policy.by_type.get(MemoryType(memory_type), policy.default_class)]
    if predicate and predicate in policy.by_predicate:
        candidates.append(policy.by_predicate[predicate])
    if Sensitivity(sensitivity) in policy.by_sensitivity:
        candidates.append(policy.by_sensitivity[Sensitivity(sensitivity)])
    return max(candidates, key=_CLASS_RANK.__getitem__)


_CLASS_RANK = {"A": 0, "B": 1, "C": 2}
_METHODS: dict[tuple[tuple[str, ...], str], Callable[..., Any]] = {(("confirmation",), "class_for"): confirmation_class}


class _View:
    """Attribute access to validated settings; a section's method computed from them
    (``_METHODS``), anything else from the full config."""

    __slots__ = ("_data", "_full", "_path")

    def __init__(self, data: dict[str, Any], full: Any, path: tuple[str, ...] = ()):
        self._data = data
        self._full = full
        self._path = path

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        if name in self._data:
            value = self._data[name]
            if not self._path and isinstance(value, dict):  # a section of the config
                return _View(value, self._full, (name,))
            return value
        method = _METHODS.get((self._path, name))
        if method is not None:
            return partial(method, self)
        target = self._full()
        for part in self._path:
            target = getattr(target, part)
        return getattr(target, name)
