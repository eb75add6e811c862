"""The solver interface and how the optional endplay package is found and loaded.

:func:`load` chooses matplotlib's non-GUI backend ``Agg`` before endplay is imported:
importing endplay imports ``matplotlib.pyplot``, and with a Qt application running,
matplotlib would otherwise pick a Qt backend. The program draws no plots, so the
backend is only forced when the environment does not name one (``MPLBACKEND``) and no
plot window has been opened; a matplotlib already in interactive use is not switched.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
import threading
from types import ModuleType
from typing import Protocol

from tdcompanion.core.deal import Deal
from tdcompanion.core.double_dummy import DDTable, Position, SideTricks
from tdcompanion.core.errors import TDCompanionError

#: What to install for double-dummy analysis.
INSTALL_HINT = 'pip install "tdcompanion[analysis]"'


class SolverMissing(TDCompanionError):  # noqa: N818 - the name the issue uses
    """The double-dummy solver (endplay) is not installed, or cannot be loaded."""

    def __init__(self, detail: str | None = None) -> None:
        self.detail = detail
        text = f"double-dummy analysis needs the endplay package: {INSTALL_HINT}"
        super().__init__(f"{text} ({detail})" if detail else text)


class Solver(Protocol):
    """Computes double-dummy results; implementations may block for a while (run them off the GUI thread)."""

    def dd_table(self, deal: Deal) -> DDTable:
        """Tricks for every declarer and strain of a complete ``deal``."""

    def side_tricks(self, position: Position) -> SideTricks:
        """For each legal card of the player to play, the tricks his side wins from the tricks left."""


def available() -> bool:
    """Whether endplay is installed (looks for it without importing it)."""
    try:
        return importlib.util.find_spec("endplay") is not None
    except (ImportError, ValueError):
        return False


_lock = threading.Lock()


def load() -> ModuleType:
    """``endplay.dds``, imported once (thread-safe) after selecting matplotlib's ``Agg`` backend.

    Raises :class:`SolverMissing` when endplay is not installed or fails to import.
    """
    with _lock:
        loaded = sys.modules.get("endplay.dds")
        if loaded is not None:
            return loaded
        if not available():
            raise SolverMissing()
        _select_agg()
        try:
            return importlib.import_module("endplay.dds")
        except Exception as exc:  # a broken install: say so rather than crash
            raise SolverMissing(f"{type(exc).__name__}: {exc}") from exc


def _select_agg() -> None:
    """Make matplotlib headless unless the user chose a backend or already uses one."""
    os.environ.setdefault("MPLBACKEND", "Agg")
    if "matplotlib" in sys.modules and "matplotlib.pyplot" not in sys.modules and os.environ["MPLBACKEND"] == "Agg":
        import matplotlib  # already imported by someone else: no cost

        matplotlib.use("Agg")
