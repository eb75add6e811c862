"""Double-dummy analysis through an optional solver (the ``analysis`` extra: endplay, which wraps DDS).

Nothing here imports endplay at module level: :func:`available` only looks for it, and
:func:`tdcompanion.analysis.solver.load` imports it on first use (about a second, as it
pulls in matplotlib), so starting the program and the tests pay nothing for it.
"""

from __future__ import annotations

from tdcompanion.analysis.solver import INSTALL_HINT, Solver, SolverMissing, available, load

__all__ = ["INSTALL_HINT", "Solver", "SolverMissing", "available", "load"]
