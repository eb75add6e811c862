"""One atomic writer: no module of the package but tdcompanion/storage/atomic.py renames or replaces a
file (``os.replace``, ``os.rename``, ``os.renames``, ``shutil.move``, ``Path.replace``, ``Path.rename``);
every other one writes through :mod:`tdcompanion.storage.atomic`. A static scan of every module."""

from __future__ import annotations

import ast
from pathlib import Path

import tdcompanion

PACKAGE_DIR = Path(tdcompanion.__file__).resolve().parent
ATOMIC = PACKAGE_DIR / "storage" / "atomic.py"

#: Functions that move a file over a name, by module.
MOVERS = {"os": {"replace", "rename", "renames"}, "shutil": {"move"}}
#: ``Path`` methods that do: ``path.replace(target)``, ``path.rename(target)``.
PATH_MOVERS = {"replace", "rename"}


def moves(tree: ast.AST) -> list[tuple[int, str]]:
    """Where ``tree`` moves a file, with the call as written."""
    found: list[tuple[int, str]] = []
    imported: set[str] = set()  # names bound by ``from os import replace`` ...
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module in MOVERS:
            for alias in node.names:
                if alias.name in MOVERS[node.module]:
                    imported.add(alias.asname or alias.name)
                    found.append((node.lineno, f"from {node.module} import {alias.name}"))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Attribute):
            owner = func.value
            if isinstance(owner, ast.Name) and func.attr in MOVERS.get(owner.id, ()):
                found.append((node.lineno, ast.unparse(node)))
            elif func.attr in PATH_MOVERS and len(node.args) == 1 and not node.keywords:
                # one positional argument, no keyword: a path's replace or rename, not str.replace(old,
                # new) nor dataclasses.replace(obj, field=...)
                found.append((node.lineno, ast.unparse(node)))
        elif isinstance(func, ast.Name) and func.id in imported:
            found.append((node.lineno, ast.unparse(node)))
    return found


def test_the_scan_finds_every_way_to_move_a_file() -> None:
    code = """
import os, shutil
from os import rename as mv
os.replace(a, b); os.rename(a, b); shutil.move(a, b); path.replace(target); Path(p).rename(q); mv(a, b)
text.replace("a", "b"); dataclasses.replace(record, play=None); when.replace(year=2026)
"""
    assert [line for _, line in moves(ast.parse(code))] == [
        "from os import rename",
        "os.replace(a, b)",
        "os.rename(a, b)",
        "shutil.move(a, b)",
        "path.replace(target)",
        "Path(p).rename(q)",
        "mv(a, b)",
    ]


def test_only_the_atomic_writer_moves_files() -> None:
    offenders = []
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        if path == ATOMIC:
            continue
        for line, call in moves(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            offenders.append(f"{path.relative_to(PACKAGE_DIR.parent)}:{line}: {call}")
    assert not offenders, "write through tdcompanion.storage.atomic instead:\n" + "\n".join(offenders)


def test_the_atomic_writer_is_found() -> None:
    assert moves(ast.parse(ATOMIC.read_text(encoding="utf-8")))
