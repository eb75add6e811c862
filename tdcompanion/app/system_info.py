"""What a bug report needs to say about the program and the machine: versions, system, language, log."""

from __future__ import annotations

import platform
import sys
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QLocale, qVersion

from tdcompanion import __version__


def system_info(log_path: Path | None = None) -> str:
    """A few lines: TD Companion's version, Python's, Qt's and PySide6's, the system, the locale and
    language of the interface, and where the log is (``log_path``, if given)."""
    from tdcompanion.models.text import interface_language

    lines = [
        f"TD Companion {__version__}",
        f"Python {platform.python_version()} ({platform.python_implementation()}, {sys.executable})",
        f"Qt {qVersion()}, PySide6 {pyside_version}",
        f"System: {platform.platform()} ({sys.platform}, {platform.machine()})",
        f"Locale: {QLocale.system().name()}; interface language: {interface_language()}",
    ]
    if log_path is not None:
        lines.append(f"Log: {log_path}")
    return "\n".join(lines)
