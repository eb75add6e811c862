"""Finding and loading the optional solver: a missing endplay is reported with what to install."""

from __future__ import annotations

import importlib.util

import pytest

from tdcompanion.analysis import solver
from tdcompanion.analysis.endplay_solver import EndplaySolver, denom, suit_of
from tdcompanion.core.calls import Strain
from tdcompanion.core.cards import Suit


def _hide_endplay(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "endplay" else real(name, *a))
    monkeypatch.delitem(__import__("sys").modules, "endplay.dds", raising=False)


def test_without_endplay_nothing_is_available_and_loading_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    _hide_endplay(monkeypatch)
    assert solver.available() is False
    with pytest.raises(solver.SolverMissing, match=r'pip install "tdcompanion\[analysis\]"'):
        solver.load()
    with pytest.raises(solver.SolverMissing):
        EndplaySolver()


def test_a_broken_install_is_reported_as_missing_with_the_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(solver, "available", lambda: True)
    monkeypatch.delitem(__import__("sys").modules, "endplay.dds", raising=False)

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
