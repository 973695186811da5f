"""The five rooms of the house, checked on the source (docs/design.md, "Layout"): each
module belongs to a level and imports only its own level or the ones below — type-only
imports included — there is no import cycle, only entry points import the ``Vault``
facade, and the core never imports the CLI (or click)."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import mimvault

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "mimvault"

# Lowest first. A module may import modules of its own level and of the levels below.
LEVELS: list[tuple[str, list[str]]] = [
    ("base", ["mimvault", "mimvault.errors", "mimvault.ids", "mimvault.faults", "mimvault.workers", "mimvault.model",
              "mimvault.config", "mimvault.permissions", "mimvault.statement_keys", "mimvault.places",
              "mimvault.chinese_script"]),
    ("detection", ["mimvault.secrets", "mimvault.timeparse"]),
    ("interpretation and capture", ["mimvault.interpretation", "mimvault.capture"]),
    ("storage", ["mimvault.storage", "mimvault.resources"]),
    ("governance", ["mimvault.governance"]),
    ("serving", ["mimvault.serving"]),
    ("parts", ["mimvault.parts"]),
    ("operations", ["mimvault.operations"]),
    ("facade", ["mimvault.api"]),
    ("entry points", ["mimvault.cli", "mimvault.mcp_server", "mimvault.watch", "mimvault.hooks", "mimvault.doctor",
                      "mimvault.merge_driver",
                      "mimvault.__main__"]),
]  # fmt: skip
ENTRY_POINTS = LEVELS[-1][1]


def modules() -> dict[str, Path]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


MODULES = modules()


def level_of(module: str) -> int | None:
    """The level whose longest prefix names ``module``."""
    best: tuple[int, int] | None = None
    for n, (_, prefixes) in enumerate(LEVELS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and (best is None or len(prefix) > best[1]):
                best = (n, len(prefix))
    return best[0] if best else None


def imports_of(module: str) -> set[str]:
    """The mimvault modules ``module`` imports, wherever the statement is (inside a
    function, under TYPE_CHECKING): what a name refers to, resolved to its module."""
    path = MODULES[module]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.split(".")[0] == "mimvault")
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.split(".")[0] != "mimvault":
                continue
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                found.add(sub if sub in MODULES else target)
    found.discard(module)
    return {m for m in found if m in MODULES}


def test_every_module_has_a_level():
    unplaced = [m for m in MODULES if level_of(m) is None]
    assert not unplaced, f"add these modules to a level in LEVELS (and docs/design.md): {unplaced}"


def test_levels_import_only_their_own_or_lower():
    bad = []
    for module in MODULES:
        mine = level_of(module)
        for target in imports_of(module):
            theirs = level_of(target)
            if theirs is not None and mine is not None and theirs > mine:
                bad.append(f"{module} ({LEVELS[mine][0]}) imports {target} ({LEVELS[theirs][0]})")
    assert not bad, "\n".join(bad)


def test_no_import_cycles_even_counting_type_only_imports():
    graph = {m: imports_of(m) for m in MODULES}
    index, low, stack, on_stack, cycles = {}, {}, [], set(), []
    counter = [0]

    def visit(v: str) -> None:  # Tarjan's strongly connected components
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    sys.setrecursionlimit(10_000)
    for module in graph:
        if module not in index:
            visit(module)
    assert not cycles, f"import cycles: {cycles}"


def test_only_entry_points_use_the_facade():
    users = [m for m in MODULES if "mimvault.api" in imports_of(m) and level_of(m) != len(LEVELS) - 1]
    assert not users, f"below the entry points, use parts and operations, not the Vault facade: {users}"


def test_the_core_never_imports_the_cli_or_click():
    for module, path in MODULES.items():
        if module.startswith(("mimvault.cli", "mimvault.mcp_server")) or module == "mimvault.__main__":
            continue
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(?:import|from)\s+(?:click|mcp)\b", text, re.M), f"{module} imports click or mcp"
        assert "mimvault.cli" not in imports_of(module), f"{module} imports the CLI"


def test_the_public_names_and_documented_paths_hold():
    assert sorted(mimvault.__all__) == [
        "Actor", "Evidence", "Memory", "MemoryIssue", "MimvaultError", "Receipt", "SecretRef", "State", "Vault",
    ]  # fmt: skip
    for name in mimvault.__all__:
        assert getattr(mimvault, name) is not None
    doc = (ROOT / "docs" / "python-api.md").read_text(encoding="utf-8")
    for module, names in re.findall(r"^from (mimvault[\w.]*) import ([\w, ]+)$", doc, re.M):
        imported = __import__(module, fromlist=["_"])
        for name in names.split(","):
            assert hasattr(imported, name.strip()), f"docs/python-api.md: {module}.{name.strip()} does not exist"
    for dotted in re.findall(r"`(mimvault(?:\.\w+)+)`", doc):
        module, _, attr = dotted.rpartition(".")
        if dotted in MODULES:
            continue
        assert module in MODULES and hasattr(__import__(module, fromlist=["_"]), attr), f"docs/python-api.md names {dotted}"


def test_help_imports_nothing_heavy():
    out = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "mimvault.cli", "--help"], capture_output=True, text=True, check=True
    )
    imported = {line.split("|")[-1].strip() for line in out.stderr.splitlines() if "|" in line}
    for heavy in ("pydantic", "yaml", "git", "sqlite3", "frontmatter", "mimvault.api", "tantivy", "model2vec"):
        assert heavy not in imported, f"`mim --help` imports {heavy}"
