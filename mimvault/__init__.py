"""mimvault: a personal, long-term, trusted memory in Markdown + Git.

    from mimvault import Vault
    vault = Vault.open("~/vault")

Names are imported on first use, so importing the package (as ``mim --help`` does)
stays cheap.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "Actor",
    "Evidence",
    "Memory",
    "MemoryIssue",
    "MimvaultError",
    "Receipt",
    "SecretRef",
    "State",
    "Vault",
]

_WHERE = {
    "Vault": "api",
    "Receipt": "storage.transaction",
    "MimvaultError": "errors",
    "Actor": "model",
    "Evidence": "model",
    "Memory": "model",
    "MemoryIssue": "model",
    "SecretRef": "model",
    "State": "model",
}


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        import importlib

        return getattr(importlib.import_module(f"mimvault.{_WHERE[name]}"), name)
    raise AttributeError(f"module 'mimvault' has no attribute {name!r}")
