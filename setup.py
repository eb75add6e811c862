"""Build hook: compile ``translations/*.ts`` into ``tdcompanion/i18n/*.qm`` while the package is built,
and copy the icon (``resources/*.svg``) into ``tdcompanion/resources/``.

All metadata lives in ``pyproject.toml``. This file only extends ``build_py`` so that a plain
``pip install .`` (or a wheel build) ships the compiled Greek and English catalogues.

``lrelease`` comes from PySide6, which ``[build-system].requires`` puts into pip's isolated
build environment. If no ``lrelease`` can be found (for example ``--no-build-isolation`` without
PySide6), the build still succeeds with a warning: the application compiles missing catalogues
itself at start-up when it can.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
TS_DIR = ROOT / "translations"
QM_SUBDIR = Path("tdcompanion") / "i18n"
RESOURCES = ROOT / "resources"
ICON_SUBDIR = Path("tdcompanion") / "resources"


def _candidates() -> list[str]:
    """``lrelease`` executables to try, PySide6's own first (located without importing Qt)."""
    found = []
    spec = importlib.util.find_spec("PySide6")
    if spec is not None and spec.submodule_search_locations:
        exe = "lrelease.exe" if os.name == "nt" else "lrelease"
        found += [str(Path(d) / exe) for d in spec.submodule_search_locations if (Path(d) / exe).is_file()]
    found += [p for p in (shutil.which(n) for n in ("pyside6-lrelease", "lrelease-qt6", "lrelease")) if p]
    return found


def find_lrelease() -> str | None:
    """Return the first ``lrelease`` that actually runs (Qt's shared libraries may be missing)."""
    for exe in _candidates():
        try:
            probe = subprocess.run([exe, "-version"], capture_output=True, text=True, timeout=60, check=False)
        except (OSError, subprocess.TimeoutExpired):
            continue
        if probe.returncode == 0:
            return exe
        print(f"warning: {exe} does not run: {probe.stderr.strip()[:300]}", file=sys.stderr)
    return None


def compile_translations(out_dir: Path) -> list[Path]:
    """Compile every ``.ts`` file into ``out_dir``; return the ``.qm`` files written."""
    sources = sorted(TS_DIR.glob("*.ts"))
    if not sources:
        return []
    lrelease = find_lrelease()
    if lrelease is None:
        print(
            "warning: no working lrelease; .qm catalogues not built (the app compiles them at start-up)",
            file=sys.stderr,
        )
        return []
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for ts in sources:
        qm = out_dir / (ts.stem + ".qm")
        result = subprocess.run(
            [lrelease, "-silent", str(ts), "-qm", str(qm)], capture_output=True, text=True, check=False
        )
        if result.returncode != 0 or not qm.is_file():
            # A broken .ts must not pass silently into a release.
            raise SystemExit(f"lrelease failed on {ts.relative_to(ROOT)}:\n{result.stdout}{result.stderr}")
        written.append(qm)
    return written


class BuildPyWithTranslations(build_py):
    """``build_py`` that also writes the compiled catalogues as package data."""

    def run(self) -> None:
        super().run()
        # Editable installs read package data from the source tree, wheels from build_lib.
        target = ROOT if self.editable_mode else Path(self.build_lib)
        for qm in compile_translations(target / QM_SUBDIR):
            print(f"compiled {qm.name}")
        if not self.editable_mode:  # an editable install reads the checkout's resources/ in place
            (target / ICON_SUBDIR).mkdir(parents=True, exist_ok=True)
            for icon in RESOURCES.glob("*.svg"):
                shutil.copy2(icon, target / ICON_SUBDIR / icon.name)


setup(cmdclass={"build_py": BuildPyWithTranslations})
