"""The headless ``tdcompanion dd`` sub-command: tables and play analysis, a missing solver, bad input."""

from __future__ import annotations

from pathlib import Path

import pytest

from tdcompanion import cli
from tdcompanion.analysis import SolverMissing, endplay_solver

DATA = Path(__file__).resolve().parent.parent / "data" / "pbn"
DDTRICKS = DATA / "sample-ddtricks.pbn"
VIENNA = DATA / "eyc1998-vienna.pbn"


def _no_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing() -> None:
        raise SolverMissing()

    monkeypatch.setattr(endplay_solver, "EndplaySolver", missing)


def test_without_the_solver_it_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _no_solver(monkeypatch)
    assert cli.main(["dd", str(DDTRICKS)]) == 2
    captured = capsys.readouterr()
    assert 'pip install "tdcompanion[analysis]"' in captured.err and captured.out == ""


def test_a_bad_file_or_board_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["dd", str(tmp_path / "none.pbn")]) == 2
    assert "cannot read" in capsys.readouterr().err
    assert cli.main(["dd", str(DDTRICKS), "--board", "99"]) == 1
    assert "no board 99" in capsys.readouterr().err


def test_tables_are_printed_as_the_pbn_tag_gives_them(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("endplay")
    assert cli.main(["dd", str(DDTRICKS), "--board", "17"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Board 17"
    assert lines[1].split() == ["C", "D", "H", "S", "NT"]
    # [DoubleDummyTricks "746b5747b55862758627"]: N, S, E, W; NT, S, H, D, C.
    assert [line.split() for line in lines[2:6]] == [
        ["N", "5", "11", "6", "4", "7"],
        ["S", "5", "11", "7", "4", "7"],
        ["E", "7", "2", "6", "8", "5"],
        ["W", "7", "2", "6", "8", "5"],
    ]


def test_play_analysis_lists_each_card_and_stops_at_a_claim(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("endplay")
    assert cli.main(["dd", str(VIENNA), "--board", "1", "--play"]) == 0
    out = capsys.readouterr().out
    first = out.split("\n\n")[0].splitlines()
    assert first[6].startswith("  5H by S") and first[7].split() == ["start", "10"]
    assert first[8].split()[:3] == ["1", "W", "DQ"]
    assert first[-1] == "  (the analysis stops at the claim)"


def test_an_incomplete_deal_is_skipped_with_the_reason(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("endplay")
    path = tmp_path / "short.pbn"
    path.write_text('[Board "3"]\n[Deal "N:AKQJ.T98.765.43 - T98.765.432.AKQJ -"]\n', encoding="utf-8")
    assert cli.main(["dd", str(path)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Board 3",
        "  not analysed: a hand is not recorded: double-dummy analysis needs all four hands",
    ]
