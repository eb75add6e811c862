"""The program's icon (``resources/tdcompanion.png``, made from ``resources/tdcompanion.svg`` by
``scripts/make_icons.py``).

An installed package carries a copy (``setup.py`` puts it into ``tdcompanion/resources/``), so does the
frozen bundle (``tdcompanion.spec``); a checkout run in place reads the top-level ``resources/`` folder.
The PNG, not the drawing: PNG is read by QtGui itself, where an SVG needs the QtSvg image plug-in, which the
bundle leaves out.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QIcon

ICON_NAME = "tdcompanion.png"
_PACKAGE = Path(__file__).resolve().parent.parent


def icon_path() -> Path | None:
    """The icon's file, or ``None`` if neither the package nor the checkout has it."""
    for folder in (_PACKAGE / "resources", _PACKAGE.parent / "resources"):
        if (folder / ICON_NAME).is_file():
            return folder / ICON_NAME
    return None


def app_icon() -> QIcon:
    """The icon (empty when the file is missing: the window then has the platform's default)."""
    path = icon_path()
    return QIcon(str(path)) if path is not None else QIcon()
