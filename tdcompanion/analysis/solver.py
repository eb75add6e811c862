"""The solver interface and how the optional endplay package is found and loaded.

endplay's package ``__init__`` imports all of endplay, dealer scripts included, and so
``matplotlib.pyplot`` and numpy: about a second, and during it the importing thread holds
the GIL for stretches of 20-100 ms (measured by ``bench/bench_dd.py``), long enough to
freeze the GUI even though the import runs in a worker thread. :func:`load` therefore
imports only the solver's modules (``endplay.dds``, ``endplay.types`` and the two they
import lazily): it registers a bare ``endplay`` package (endplay's own directory as its
path) so that ``__init__`` does not run. That takes about 0.1 s and loads no matplotlib.
The bare package stays registered: this process uses endplay only through this module.

Should that fail (a future endplay laid out differently), :func:`load` falls back to the
full import, with matplotlib's non-GUI backend ``Agg`` chosen first: with a Qt application
running, matplotlib would otherwise pick a Qt backend. The program draws no plots; the
backend is only chosen when the environment names none (``MPLBACKEND``) and no plot window
exists (``matplotlib.pyplot`` not imported), so a matplotlib in interactive use is not switched.
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
        try:
            return _import_solver_only()
        except Exception:  # any failure: forget the partial import and import all of endplay
            for name in [m for m in sys.modules if m == "endplay" or m.startswith("endplay.")]:
                del sys.modules[name]
        _select_agg()
        try:
            return importlib.import_module("endplay.dds")
        except Exception as exc:  # a broken install: say so rather than crash
            raise SolverMissing(f"{type(exc).__name__}: {exc}") from exc


#: The endplay modules the adapter uses, including those endplay imports lazily (``Deal.play``, ``Denom.abbr``).
SOLVER_MODULES = ("endplay._dds", "endplay.types", "endplay.dds", "endplay.utils.play", "endplay.config")


def _import_solver_only() -> ModuleType:
    """Import :data:`SOLVER_MODULES` under a bare ``endplay`` package (its ``__init__`` not run)."""
    if "endplay" not in sys.modules:
        spec = importlib.util.find_spec("endplay")
        if spec is None or spec.submodule_search_locations is None:
            raise ImportError("endplay is not a package")
        package = ModuleType("endplay", "endplay, solver modules only (see tdcompanion.analysis.solver)")
        package.__path__ = list(spec.submodule_search_locations)
        package.__spec__ = spec
        package.__file__ = spec.origin
        sys.modules["endplay"] = package
    for name in SOLVER_MODULES:
        importlib.import_module(name)
    return sys.modules["endplay.dds"]


def _select_agg() -> None:
    """Make matplotlib headless unless the user chose a backend or already uses one."""
    os.environ.setdefault("MPLBACKEND", "Agg")
    if "matplotlib" in sys.modules and "matplotlib.pyplot" not in sys.modules and os.environ["MPLBACKEND"] == "Agg":
        import matplotlib  # already imported by someone else: no cost

        matplotlib.use("Agg")
