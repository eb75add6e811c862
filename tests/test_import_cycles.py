"""No import cycles between the modules of the package.

A static scan: every ``import`` and ``from ... import`` statement of every module counts, wherever it
stands (at module level, inside a function, under ``if TYPE_CHECKING:``). ``from pkg import name``
is an import of the submodule ``pkg.name`` when there is one, else of ``pkg`` itself (its
``__init__``). A package's ``__init__`` importing its own modules counts too, so a module inside a
package that imports a name from the package (``from tdcompanion.core.laws import Ruling`` inside
``core/laws``) closes a cycle: it must import its siblings directly.
"""

from __future__ import annotations

import ast
from pathlib import Path

import tdcompanion

PACKAGE_DIR = Path(tdcompanion.__file__).resolve().parent
PACKAGE = PACKAGE_DIR.name


def module_files() -> dict[str, tuple[Path, bool]]:
    """Every module of the package by dotted name: its file, and whether it is a package ``__init__``."""
    found: dict[str, tuple[Path, bool]] = {}
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE_DIR.parent).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        found[".".join(parts)] = (path, is_package)
    return found


def resolve(name: str, modules: dict[str, tuple[Path, bool]]) -> str | None:
    """The module ``name`` designates: itself, else the nearest enclosing module (``pkg.mod.Class`` -> ``pkg.mod``)."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def imported_names(tree: ast.AST, module: str, is_package: bool) -> list[str]:
    """Every dotted name ``module`` imports: a module, or ``module.name`` for ``from module import name``."""
    base = module.split(".") if is_package else module.split(".")[:-1]
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                stem = ".".join(base[: len(base) - node.level + 1])
                head = f"{stem}.{node.module}" if node.module else stem
            else:
                head = node.module or ""
            names.extend(f"{head}.{alias.name}" for alias in node.names)
    return names


def import_graph() -> dict[str, set[str]]:
    """Module -> the modules of the package it imports (never itself)."""
    modules = module_files()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, (path, is_package) in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for target in imported_names(tree, name, is_package):
            if target.split(".")[0] != PACKAGE:
                continue
            resolved = resolve(target, modules)
            if resolved is not None and resolved != name:
                graph[name].add(resolved)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component: list[str] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_every_import_statement_counts() -> None:
    code = """
from typing import TYPE_CHECKING
import tdcompanion.core.seats
from . import sibling
from ..storage import atomic
if TYPE_CHECKING:
    from tdcompanion.core.laws.engine import Context
def later():
    from tdcompanion.core.laws import Ruling, engine
"""
    names = imported_names(ast.parse(code), "tdcompanion.models.board_document", is_package=False)
    assert names == [
        "typing.TYPE_CHECKING",
        "tdcompanion.core.seats",
        "tdcompanion.models.sibling",
        "tdcompanion.storage.atomic",
        "tdcompanion.core.laws.engine.Context",
        "tdcompanion.core.laws.Ruling",
        "tdcompanion.core.laws.engine",
    ]
    modules = module_files()
    assert resolve("tdcompanion.core.laws.engine.Context", modules) == "tdcompanion.core.laws.engine"
    assert resolve("tdcompanion.core.laws.Ruling", modules) == "tdcompanion.core.laws"  # the package __init__
    assert resolve("tdcompanion.core.laws.engine", modules) == "tdcompanion.core.laws.engine"


def test_the_graph_sees_lazy_and_package_imports() -> None:
    graph = import_graph()
    assert "tdcompanion.app.bootstrap" in graph["tdcompanion.cli"]  # inside a function
    assert "tdcompanion.core.laws.engine" in graph["tdcompanion.core.laws"]  # a package __init__ imports its children


def test_a_cycle_is_found() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert cycles(graph) == [["a", "b", "c"]]


def test_no_import_cycles() -> None:
    found = cycles(import_graph())
    assert not found, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in found)
