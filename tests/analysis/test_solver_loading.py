"""Finding and loading the optional solver: a missing endplay is reported with what to install."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator

import pytest

from tdcompanion.analysis import solver
from tdcompanion.analysis.endplay_solver import EndplaySolver, denom, suit_of
from tdcompanion.core.calls import Strain
from tdcompanion.core.cards import Suit


@pytest.fixture(autouse=True)
def keep_endplay_modules() -> Iterator[None]:
    """Put back every endplay module a test removed: the other tests share this interpreter's endplay."""
    saved = {name: module for name, module in sys.modules.items() if name.split(".")[0] == "endplay"}
    yield
    for name in [n for n in sys.modules if n.split(".")[0] == "endplay"]:
        del sys.modules[name]
    sys.modules.update(saved)


def _hide_endplay(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "endplay" else real(name, *a))
    monkeypatch.delitem(sys.modules, "endplay.dds", raising=False)


def test_without_endplay_nothing_is_available_and_loading_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    _hide_endplay(monkeypatch)
    assert solver.available() is False
    with pytest.raises(solver.SolverMissing, match=r'pip install "tdcompanion\[analysis\]"'):
        solver.load()
    with pytest.raises(solver.SolverMissing):
        EndplaySolver()


def test_a_broken_install_is_reported_as_missing_with_the_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solver, "available", lambda: True)
    monkeypatch.delitem(sys.modules, "endplay.dds", raising=False)

    def broken(name: str) -> None:
        raise OSError("libdds.so: cannot open shared object file")

    monkeypatch.setattr(solver.importlib, "import_module", broken)
    with pytest.raises(solver.SolverMissing, match=r"libdds\.so") as info:
        solver.load()
    assert info.value.detail is not None and "OSError" in info.value.detail


@pytest.mark.parametrize(
    ("strain", "value"),
    [(Strain.SPADES, 0), (Strain.HEARTS, 1), (Strain.DIAMONDS, 2), (Strain.CLUBS, 3), (Strain.NOTRUMP, 4), (None, 4)],
)
def test_strains_map_to_endplay_denominations(strain: Strain | None, value: int) -> None:
    assert denom(strain) == value
    if strain not in (None, Strain.NOTRUMP):
        assert suit_of(value) is Suit(int(strain))  # type: ignore[arg-type]


def _run(code: str) -> list[object]:
    import json
    import subprocess
    import sys
    from pathlib import Path

    env = {k: v for k, v in __import__("os").environ.items() if k != "MPLBACKEND"}
    root = Path(__file__).resolve().parents[2]
    proc = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    result: list[object] = json.loads(proc.stdout.splitlines()[-1])
    return result


def test_loading_imports_the_solver_without_matplotlib() -> None:
    pytest.importorskip("endplay")
    code = (
        "import json, sys\nfrom tdcompanion.analysis import load\nm = load()\n"
        "print(json.dumps([m.__name__, 'matplotlib' in sys.modules, 'numpy' in sys.modules]))"
    )
    assert _run(code) == ["endplay.dds", False, False]


def test_if_the_solver_alone_cannot_be_imported_all_of_endplay_is_with_the_agg_backend() -> None:
    pytest.importorskip("endplay")
    code = (
        "import json, os, sys\nfrom tdcompanion.analysis import solver\nreal = solver._import_solver_only\n"
        "def changed():\n    real()\n    raise ImportError('laid out differently')\n"
        "solver._import_solver_only = changed\nm = solver.load()\nimport matplotlib\n"
        "print(json.dumps([m.__name__, os.environ['MPLBACKEND'], matplotlib.get_backend().lower(),"
        " hasattr(sys.modules['endplay'], 'Deal')]))"
    )
    assert _run(code) == ["endplay.dds", "Agg", "agg", True]
