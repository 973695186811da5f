"""The dependency direction of STYLE.md, checked on the source: the core never imports
the CLI (or click), and each layer imports only downward."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "mimvault"

# pure functions over objects: no files, no Git, no write path
_PURE = ["mimvault.vault", "mimvault.history", "mimvault.api", "mimvault.cli", "mimvault.capture", "mimvault.ingest",
         "mimvault.governance", "mimvault.maintain", "mimvault.index"]

# module -> what it may not import (prefixes of dotted names)
LAYERS = {
    "mimvault.errors": ["mimvault."],
    "mimvault.gitobjects": ["mimvault."],
    "mimvault.faults": ["mimvault."],
    "mimvault.ids": ["mimvault.model", "mimvault.vault", "mimvault.history", "mimvault.api", "mimvault.cli"],
    "mimvault.model": ["mimvault.config", "mimvault.vault", "mimvault.history", "mimvault.api", "mimvault.cli"],
    "mimvault.config": ["mimvault.vault", "mimvault.history", "mimvault.api", "mimvault.cli", "mimvault.govern"],
    "mimvault.timeparse": ["mimvault.vault", "mimvault.history", "mimvault.api", "mimvault.cli"],
    "mimvault.govern": ["mimvault.vault", "mimvault.history", "mimvault.api", "mimvault.cli"],
    "mimvault.secrets": ["mimvault.vault", "mimvault.history", "mimvault.api", "mimvault.cli", "mimvault.model"],
    "mimvault.history": ["mimvault.vault", "mimvault.api", "mimvault.cli"],
    "mimvault.vault": ["mimvault.api", "mimvault.cli", "mimvault.doctor", "mimvault.capture", "mimvault.ingest"],
    "mimvault.extract": ["mimvault.vault", "mimvault.history", "mimvault.api", "mimvault.cli", "mimvault.capture",
                         "mimvault.ingest"],
    "mimvault.importers": ["mimvault.vault", "mimvault.history", "mimvault.api", "mimvault.cli", "mimvault.ingest"],
    "mimvault.capture": ["mimvault.api", "mimvault.cli", "mimvault.ingest"],
    "mimvault.ingest": ["mimvault.api", "mimvault.cli"],
    "mimvault.index": ["mimvault.api", "mimvault.cli", "mimvault.capture", "mimvault.ingest", "mimvault.watch"],
    "mimvault.watch": ["mimvault.cli"],
    # governance: pure detection and policy below, the write-path users above
    "mimvault.conflicts": _PURE,
    "mimvault.questions": _PURE,
    "mimvault.decay": _PURE,
    "mimvault.timeline": _PURE,
    "mimvault.interview": ["mimvault."],
    "mimvault.governance": ["mimvault.api", "mimvault.cli", "mimvault.ingest", "mimvault.maintain", "mimvault.review"],
    "mimvault.review": ["mimvault.api", "mimvault.cli", "mimvault.maintain"],
    "mimvault.maintain": ["mimvault.api", "mimvault.cli"],
    "mimvault.serve": ["mimvault.cli", "mimvault.mcp_server", "mimvault.watch"],
    "mimvault.mcp_server": ["mimvault.cli"],
}


def imports_of(path: Path, module: str) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    names = set()
    type_only = {
        id(child)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING"
        for child in ast.walk(node)
    }  # imports for type annotations only never run
    for node in ast.walk(tree):
        if id(node) in type_only:
            continue
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                prefix = ".".join(base + ([node.module] if node.module else []))
            else:
                prefix = node.module or ""
            names.add(prefix)
            names.update(f"{prefix}.{alias.name}" for alias in node.names)
    return names


def modules():
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE.parent).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts.pop()
        yield ".".join(parts), path


def test_the_core_never_imports_the_cli_or_click():
    for module, path in modules():
        if module.startswith(("mimvault.cli", "mimvault.mcp")) or module == "mimvault.__main__":
            continue
        bad = {name for name in imports_of(path, module) if name.startswith(("click", "mimvault.cli", "mcp"))}
        assert not bad, f"{module} imports {bad}"


def test_layers_import_downward_only():
    for module, path in modules():
        for layer, forbidden in LAYERS.items():
            if module == layer or module.startswith(layer + "."):
                bad = {n for n in imports_of(path, module) if n.startswith(tuple(forbidden)) and not n.startswith(layer)}
                assert not bad, f"{module} imports {bad}"


def test_help_imports_nothing_heavy():
    out = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "mimvault.cli", "--help"], capture_output=True, text=True, check=True
    )
    imported = {line.split("|")[-1].strip() for line in out.stderr.splitlines() if "|" in line}
    for heavy in ("pydantic", "yaml", "git", "sqlite3", "frontmatter", "mimvault.api", "tantivy", "model2vec"):
        assert heavy not in imported, f"`mim --help` imports {heavy}"
