"""Build hook: copy the translation catalogues (``translations/*.po``) and the icon (``resources/*.png``)
into the package while it is built.

All metadata lives in ``pyproject.toml``. This file only extends ``build_py`` so that a plain
``pip install .`` (or a wheel build) ships the catalogues as package data
(``tdcompanion/i18n/<lang>.po``), which the program reads as they are: there is nothing to compile.
An editable install reads ``translations/`` and ``resources/`` of the checkout in place.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
COPIES = (
    (ROOT / "translations", "*.po", Path("tdcompanion") / "i18n"),
    (ROOT / "resources", "*.png", Path("tdcompanion") / "resources"),
)


class BuildPyWithData(build_py):
    """``build_py`` that also copies the catalogues and the icon in as package data."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        for source, pattern, target in COPIES:
            folder = Path(self.build_lib) / target
            folder.mkdir(parents=True, exist_ok=True)
            for path in source.glob(pattern):
                shutil.copy2(path, folder / path.name)


setup(cmdclass={"build_py": BuildPyWithData})
