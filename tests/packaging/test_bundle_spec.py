"""tdcompanion.spec, read by running it with stand-ins for PyInstaller's build steps (PyInstaller itself is
the `bundle` extra, not a test tool): two executables from one folder, everything an installed package
carries, no Qt module the program imports left out, and the project's Qt hooks for each of them."""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "tdcompanion.spec"


class Recorded(SimpleNamespace):
    pass


@pytest.fixture(scope="module")
def spec() -> dict[str, Any]:
    """The spec's globals after it ran, its build steps recorded (``Analysis``, ``EXE``, ``COLLECT``...)."""
    calls: dict[str, list[Recorded]] = {"Analysis": [], "PYZ": [], "EXE": [], "COLLECT": []}

    def recorder(name: str) -> Any:
        def record(*args: Any, **kwargs: Any) -> Recorded:
            made = Recorded(**{"scripts": ["launch"], "pure": [], "binaries": [], "datas": [], **kwargs}, args=args)
            calls[name].append(made)
            return made

        return record

    hooks = ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package: [package, f"{package}.core"]  # type: ignore[attr-defined]
    saved = {name: sys.modules.get(name) for name in ("PyInstaller", "PyInstaller.utils", "PyInstaller.utils.hooks")}
    sys.modules.update({"PyInstaller": ModuleType("PyInstaller"), "PyInstaller.utils": ModuleType("PyInstaller.utils"),
                        "PyInstaller.utils.hooks": hooks})  # fmt: skip
    try:
        namespace: dict[str, Any] = {"SPECPATH": str(ROOT), **{name: recorder(name) for name in calls}}
        # The spec is Python, run here as PyInstaller runs it.
        exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    finally:
        for name, module in saved.items():
            if module is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = module
    namespace["calls"] = calls
    return namespace


def test_two_executables_in_one_folder(spec: dict[str, Any]) -> None:
    calls = spec["calls"]
    gui, cli = calls["EXE"]
    assert (gui.name, gui.console, cli.name, cli.console) == ("tdcompanion", False, "tdcompanion-cli", True)
    for exe in (gui, cli):
        assert exe.exclude_binaries is True  # one folder, not one file
        assert Path(exe.icon) == ROOT / "resources" / "tdcompanion.ico"
        assert ("X utf8_mode=1", None, "OPTION") in exe.args[2]
    (collect,) = calls["COLLECT"]
    assert collect.name == "tdcompanion" and collect.args[:2] == (gui, cli)
    (analysis,) = calls["Analysis"]
    assert analysis.args[0] == [str(ROOT / "packaging" / "launch.py")]
    assert "from tdcompanion.cli import gui_main" in (ROOT / "packaging" / "launch.py").read_text(encoding="utf-8")


def test_the_bundle_carries_what_an_installed_package_carries(spec: dict[str, Any]) -> None:
    """Each package-data pattern of pyproject.toml (setup.py copies translations/ and resources/ in) has
    its files in the bundle, at the same place in the package."""
    (analysis,) = spec["calls"]["Analysis"]
    bundled: set[str] = set()
    for source, dest in analysis.datas:
        bundled |= {f"{dest}/{Path(p).name}" for p in Path(source).parent.glob(Path(source).name)}
    setup_copies = {"i18n": ROOT / "translations", "resources": ROOT / "resources"}
    package_data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"][
        "package-data"]["tdcompanion"]  # fmt: skip
    for pattern in package_data:
        if pattern == "py.typed":
            continue
        folder, _, name = pattern.partition("/")
        source = setup_copies.get(folder, ROOT / "tdcompanion" / folder)
        found = sorted(source.glob(name))
        assert found, pattern
        for path in found:
            relative = path.relative_to(source).as_posix()
            assert f"tdcompanion/{folder}/{relative}" in bundled, f"{pattern}: {relative} not in the bundle"


def imported_qt_modules() -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "tdcompanion").rglob("*.py"):
        found |= set(re.findall(r"\bPySide6\.(Qt\w+)", path.read_text(encoding="utf-8")))
    return found


def test_no_qt_module_the_program_imports_is_left_out(spec: dict[str, Any]) -> None:
    used = imported_qt_modules()
    assert {"QtCore", "QtGui", "QtWidgets"} <= used
    excluded = {name.removeprefix("PySide6.") for name in spec["excludes"] if name.startswith("PySide6.")}
    assert not used & excluded


def test_each_qt_module_imported_goes_through_the_project_hooks(spec: dict[str, Any]) -> None:
    """PyInstaller's own hook of a module not listed here would collect every plug-in again."""
    (analysis,) = spec["calls"]["Analysis"]
    (hooks,) = analysis.hookspath
    present = {path.name.removeprefix("hook-PySide6.").removesuffix(".py") for path in Path(hooks).glob("hook-*.py")}
    assert imported_qt_modules() - {"QtSvg"} <= present  # QtSvg only in scripts that make the icons
