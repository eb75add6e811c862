"""The program's icon (``resources/tdcompanion.svg``).

An installed package carries a copy (``setup.py`` puts it into ``tdcompanion/resources/``); a
checkout run in place reads the top-level ``resources/`` folder.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QIcon

ICON_NAME = "tdcompanion.svg"
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
