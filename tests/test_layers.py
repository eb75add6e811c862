"""The layer contract: core <- storage <- models <- widgets <- app; cli, commands and wording stay headless
(wording, the bilingual sentences for rulings, sits on the core and serves the CLI and the GUI alike;
analysis, the optional double-dummy solver's adapter, sits on the core too and imports endplay lazily).

Two independent checks: importing the headless packages in a fresh interpreter must not load Qt,
and a static scan of every module's imports must respect the layer each module belongs to.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

import tdcompanion

PACKAGE_DIR = Path(tdcompanion.__file__).resolve().parent
REPO_ROOT = PACKAGE_DIR.parent
QT_TOP_LEVEL = ("PySide6", "shiboken6")

# Which tdcompanion layers each layer may import ("root" is tdcompanion/__init__.py, stdlib only).
INTERNAL: dict[str, frozenset[str]] = {
    "root": frozenset({"root"}),
    "core": frozenset({"root", "core"}),
    "storage": frozenset({"root", "core", "storage"}),
    "wording": frozenset({"root", "core", "wording"}),
    "analysis": frozenset({"root", "core", "analysis"}),
    "guide": frozenset({"root", "core", "guide"}),  # the Director's guide: its pages and which F1 opens
    "models": frozenset({"root", "core", "storage", "wording", "analysis", "models"}),
    "widgets": frozenset({"root", "core", "storage", "wording", "analysis", "models", "widgets", "guide"}),
    "app": frozenset({"root", "core", "storage", "wording", "analysis", "models", "widgets", "app", "cli", "guide"}),
    "cli": frozenset({"root", "core", "storage", "wording", "analysis", "cli"}),
}
# Third-party modules (and their submodules) each layer may import; the standard library is always fine.
THIRD_PARTY: dict[str, tuple[str, ...]] = {
    "root": (),
    "core": (),
    "wording": (),
    "analysis": ("endplay", "matplotlib"),  # only inside functions: see LAZY_THIRD_PARTY
    "guide": (),
    "storage": ("platformdirs",),
    "models": ("PySide6.QtCore", "PySide6.QtGui"),
    "widgets": ("PySide6",),
    "app": ("PySide6", "shiboken6", "platformdirs"),
    "cli": (),
}
# Allowed only inside a function body: the GUI handler starts the app lazily, so the CLI stays headless.
LAZY_INTERNAL: dict[str, frozenset[str]] = {"cli": frozenset({"app"})}
# Third-party modules a layer may import only inside a function body (heavy, optional packages).
LAZY_THIRD_PARTY: dict[str, tuple[str, ...]] = {"analysis": ("endplay", "matplotlib")}


def layer_of_module(dotted: str) -> str | None:
    """The layer of a ``tdcompanion`` module name, or None for a module outside the package."""
    parts = dotted.split(".")
    if parts[0] != "tdcompanion":
        return None
    if len(parts) == 1:
        return "root"
    if parts[1] in ("cli", "commands", "__main__"):
        return "cli"
    if parts[1] in INTERNAL:
        return parts[1]
    return "unclassified"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO_ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@dataclass(frozen=True)
class Import:
    target: str
    line: int
    in_function: bool


def _is_submodule(package: str, name: str) -> bool:
    """Whether ``from package import name`` imports a module (so the module's layer is what counts)."""
    if layer_of_module(package) is not None:
        base = REPO_ROOT.joinpath(*package.split("."), name)
        return base.with_suffix(".py").is_file() or (base / "__init__.py").is_file()
    return package == "PySide6" and name.startswith("Qt")


class _ImportCollector(ast.NodeVisitor):
    def __init__(self, package: str) -> None:
        self.package = package  # the package relative imports start from
        self.imports: list[Import] = []
        self._depth = 0

    def _add(self, target: str, node: ast.AST) -> None:
        self.imports.append(Import(target, getattr(node, "lineno", 0), self._depth > 0))

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> None:
        self._depth += 1
        self.generic_visit(node)
        self._depth -= 1

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self._function(node)

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> None:
        self._function(node)

    def visit_Lambda(self, node: ast.Lambda) -> None:
        self._function(node)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._add(alias.name, node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.level:
            base_parts = self.package.split(".")[: len(self.package.split(".")) - node.level + 1]
            base = ".".join([*base_parts, node.module] if node.module else base_parts)
        else:
            base = node.module or ""
        for alias in node.names:
            sub = alias.name != "*" and _is_submodule(base, alias.name)
            self._add(f"{base}.{alias.name}" if sub else base, node)

    def visit_Call(self, node: ast.Call) -> None:
        # importlib.import_module("x") / __import__("x") with a literal name count as imports too.
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        if name in ("import_module", "__import__") and node.args:
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                self._add(first.value, node)
        self.generic_visit(node)


def collect_imports(source: str, module: str, *, is_package: bool = False) -> list[Import]:
    collector = _ImportCollector(module if is_package else module.rpartition(".")[0] or module)
    collector.visit(ast.parse(source))
    return collector.imports


def _forbidden(layer: str, imp: Import) -> str | None:
    """Why ``layer`` may not make this import, or None when it may."""
    target_layer = layer_of_module(imp.target)
    if target_layer is not None:
        allowed = INTERNAL[layer] | (LAZY_INTERNAL.get(layer, frozenset()) if imp.in_function else frozenset())
        return None if target_layer in allowed else f"tdcompanion layer '{target_layer}'"
    if imp.target.split(".")[0] in sys.stdlib_module_names:
        return None
    if any(imp.target == ok or imp.target.startswith(ok + ".") for ok in THIRD_PARTY[layer]):
        lazy = LAZY_THIRD_PARTY.get(layer, ())
        if imp.in_function or not any(imp.target == ok or imp.target.startswith(ok + ".") for ok in lazy):
            return None
        return "optional package imported at module level; import it inside a function"
    return "third-party module"


def violations(layer: str, source: str, module: str, *, is_package: bool = False) -> list[str]:
    """Describe every import in ``source`` that the ``layer`` may not make."""
    may = ", ".join([*sorted(INTERNAL[layer]), "stdlib", *THIRD_PARTY[layer]])
    return [
        f"{imp.line}: imports {imp.target!r} ({why}); '{layer}' may import only {may}"
        for imp in collect_imports(source, module, is_package=is_package)
        if (why := _forbidden(layer, imp)) is not None
    ]


MODULE_FILES = sorted(PACKAGE_DIR.rglob("*.py"))


@pytest.mark.parametrize("path", MODULE_FILES, ids=lambda p: str(p.relative_to(REPO_ROOT)))
def test_module_imports_respect_its_layer(path: Path) -> None:
    module = module_name(path)
    layer = layer_of_module(module)
    assert layer in INTERNAL, f"{path.relative_to(REPO_ROOT)}: not in any layer; extend layer_of_module()"
    problems = violations(layer, path.read_text(encoding="utf-8"), module, is_package=path.name == "__init__.py")
    where = path.relative_to(REPO_ROOT)
    assert not problems, f"{where} breaks the layer rule:\n" + "\n".join(f"  {where}:{p}" for p in problems)


def test_scan_covers_every_layer() -> None:
    # Guards against the scan silently finding nothing (a wrong PACKAGE_DIR would pass every check).
    layers = {layer_of_module(module_name(p)) for p in MODULE_FILES}
    assert {"root", "core", "wording", "storage", "analysis", "models", "widgets", "app", "cli"} <= layers


@pytest.mark.parametrize(
    ("layer", "module", "source"),
    [
        ("core", "tdcompanion.core.deal", "from PySide6.QtCore import QObject"),
        ("core", "tdcompanion.core.deal", "import platformdirs"),
        ("core", "tdcompanion.core.deal", "from tdcompanion.storage import incident_store"),
        ("core", "tdcompanion.core.deal", "from ..storage import incident_store"),
        ("core", "tdcompanion.core.deal", "def f():\n    import PySide6.QtWidgets"),
        ("core", "tdcompanion.core.deal", "import importlib\nimportlib.import_module('PySide6.QtGui')"),
        ("storage", "tdcompanion.storage.store", "from tdcompanion.models import deal_model"),
        ("models", "tdcompanion.models.deal_model", "from PySide6.QtWidgets import QWidget"),
        ("models", "tdcompanion.models.deal_model", "from PySide6 import QtWidgets"),
        ("models", "tdcompanion.models.deal_model", "from tdcompanion import widgets"),
        ("widgets", "tdcompanion.widgets.hand_editor", "from tdcompanion.app import main_window"),
        ("cli", "tdcompanion.cli", "from tdcompanion.app import bootstrap"),
        ("cli", "tdcompanion.commands.check", "import PySide6"),
        ("cli", "tdcompanion.commands.check", "def f():\n    from PySide6.QtWidgets import QApplication"),
        ("cli", "tdcompanion.commands.check", "from tdcompanion.models import deal_model"),
        ("analysis", "tdcompanion.analysis.solver", "import endplay.dds"),
        ("analysis", "tdcompanion.analysis.solver", "from tdcompanion.storage import drafts"),
        ("analysis", "tdcompanion.analysis.solver", "def f():\n    from PySide6 import QtCore"),
        ("core", "tdcompanion.core.deal", "from tdcompanion.analysis import solver"),
    ],
)
def test_checker_reports_forbidden_import(layer: str, module: str, source: str) -> None:
    assert violations(layer, source, module)


@pytest.mark.parametrize(
    ("layer", "module", "source"),
    [
        ("core", "tdcompanion.core.deal", "from __future__ import annotations\nimport enum, dataclasses"),
        ("core", "tdcompanion.core.deal", "from .cards import Card\nfrom tdcompanion import __version__"),
        ("storage", "tdcompanion.storage.store", "import platformdirs\nfrom ..core.deal import Deal"),
        ("models", "tdcompanion.models.deal_model", "from PySide6.QtCore import Qt\nfrom PySide6 import QtGui"),
        ("widgets", "tdcompanion.widgets.hand_editor", "from PySide6.QtWidgets import QWidget\nfrom ..models import x"),
        ("app", "tdcompanion.app.main_window", "import platformdirs\nfrom tdcompanion.widgets import hand_editor"),
        ("cli", "tdcompanion.cli", "def f():\n    from tdcompanion.app.bootstrap import run_gui"),
        ("cli", "tdcompanion.commands", "from . import check\nfrom tdcompanion.storage import store"),
        ("analysis", "tdcompanion.analysis.solver", "def f():\n    import endplay.dds\n    import matplotlib"),
        ("models", "tdcompanion.models.task", "from tdcompanion.analysis import solver"),
    ],
)
def test_checker_accepts_allowed_import(layer: str, module: str, source: str) -> None:
    assert violations(layer, source, module, is_package=module == "tdcompanion.commands") == []


HEADLESS_IMPORT = textwrap.dedent(
    """
    import importlib, json, pkgutil, sys

    def qt_loaded():
        return sorted(m for m in sys.modules if m.split(".")[0] in {qt!r})

    imported, culprit = [], None
    for name in [{root!r}] + [
        info.name for info in pkgutil.walk_packages(importlib.import_module({root!r}).__dict__.get("__path__", []),
                                                   {root!r} + ".")
    ]:
        importlib.import_module(name)
        imported.append(name)
        if culprit is None and qt_loaded():
            culprit = name
    if {root!r} == "tdcompanion.cli":
        importlib.import_module({root!r}).build_parser()  # registers every sub-command
    print(json.dumps({{"imported": imported, "culprit": culprit, "qt": qt_loaded()}}))
    """
)


@pytest.mark.parametrize(
    "root",
    [
        "tdcompanion.core",
        "tdcompanion.wording",
        "tdcompanion.storage",
        "tdcompanion.analysis",
        "tdcompanion.cli",
        "tdcompanion.commands",
    ],
)
def test_headless_packages_never_load_qt(root: str) -> None:
    code = HEADLESS_IMPORT.format(root=root, qt=QT_TOP_LEVEL)
    proc = subprocess.run([sys.executable, "-c", code], cwd=REPO_ROOT, capture_output=True, text=True, check=False)
    assert proc.returncode == 0, f"importing {root} and its modules failed:\n{proc.stderr}"
    report = json.loads(proc.stdout)
    assert root in report["imported"]
    assert report["qt"] == [], f"importing {report['culprit']} loaded Qt ({', '.join(report['qt'][:3])}, ...)"


OPTIONAL_SOLVER = ("endplay", "matplotlib", "numpy")


def test_analysis_package_does_not_import_the_solver() -> None:
    # endplay takes about a second to import (it pulls in matplotlib): only load() may import it.
    code = (
        "import importlib, json, pkgutil, sys, tdcompanion.analysis as a\n"
        "for info in pkgutil.walk_packages(a.__path__, 'tdcompanion.analysis.'):\n"
        "    importlib.import_module(info.name)\n"
        "a.available()\n"
        f"print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in {OPTIONAL_SOLVER!r})))"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=REPO_ROOT, capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == []
