"""Reading boards with their record, and writing one back as PBN atomically."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tdcompanion.app.board_files import LoadedBoard, board_with_record, read_boards, write_pbn
from tdcompanion.core import pbn
from tdcompanion.core.auction import Auction
from tdcompanion.core.board import Board
from tdcompanion.core.contract import Contract
from tdcompanion.core.play import PlayRecord
from tdcompanion.core.seats import Seat
from tests.app.conftest import LIN_DIR, PBN_DIR
from tests.bridge_samples import DEAL, legal_play


@pytest.mark.parametrize("name", ["eyc1998-vienna.pbn", "sample-ddtricks.pbn"])
def test_pbn_boards_come_with_their_auction_and_play(name: str) -> None:
    path = PBN_DIR / name
    loaded = read_boards(path)
    boards = pbn.load(path.open("rb"))
    assert [b.board for b in loaded] == boards
    assert [b.auction for b in loaded] == [pbn.auction_of(b) for b in boards]
    assert [b.play for b in loaded] == [pbn.play_of(b) for b in boards]
    assert all(not b.problems for b in loaded)


@pytest.mark.parametrize("name", ["single_hand.lin", "myhands_crlf.lin", "vugraph.lin"])
def test_lin_is_read_by_its_ending(name: str) -> None:
    from tdcompanion.core import lin

    path = LIN_DIR / name
    loaded = read_boards(path)
    expected = lin.load(path.open("rb"))
    assert [(b.board, b.auction, b.play) for b in loaded] == [(b.board, b.auction, b.play) for b in expected]
    assert any(b.play is not None and b.play.result is not None for b in loaded)


def test_a_section_that_cannot_be_read_is_a_problem_not_a_failure() -> None:
    (loaded,) = read_boards(PBN_DIR / "wc2012-comments.pbn")
    assert loaded.auction is not None and loaded.play is None
    (problem,) = loaded.problems
    assert (problem.section, problem.token, problem.line) == ("Play", "CQ", 27)  # type: ignore[attr-defined]
    assert loaded.unreadable_sections == {"Play"}


def test_no_call_and_no_card_means_no_section() -> None:
    board = Board.standard(1, DEAL)
    written = board_with_record(board, Auction(Seat.N), None)
    assert written.auction_section is None and written.play_section is None


def test_unreadable_section_stays_until_replaced() -> None:
    (loaded,) = read_boards(PBN_DIR / "wc2012-comments.pbn")
    board, auction = loaded.board, loaded.auction
    assert auction is not None
    kept = board_with_record(board, auction, None, loaded.unreadable_sections)
    assert kept.play_section == board.play_section
    contract = auction.contract()
    assert isinstance(contract, Contract)
    fresh = legal_play(PlayRecord(board.deal, contract), 4)
    replaced = board_with_record(board, auction, fresh, loaded.unreadable_sections)
    assert pbn.play_of(replaced) == fresh


def test_atomic_write_keeps_the_old_file_when_renaming_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "board.pbn"
    target.write_text("old contents", encoding="utf-8")

    def fail(_src: object, _dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError, match="No space"):
        write_pbn(target, [Board.standard(1, DEAL)])
    assert target.read_text(encoding="utf-8") == "old contents"
    assert [p.name for p in tmp_path.iterdir()] == ["board.pbn"]  # the temporary file is gone


def test_written_file_reads_back(tmp_path: Path) -> None:
    boards = pbn.load((PBN_DIR / "eyc1998-vienna.pbn").open("rb"))[:3]
    target = tmp_path / "three.pbn"
    write_pbn(target, boards)
    assert pbn.load(target.open("rb")) == boards


def test_a_play_in_the_order_played_is_read_and_its_warning_listed(tmp_path: Path) -> None:
    path = tmp_path / "played.pbn"
    path.write_text(
        '[Board "7"]\n[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n'
        '[Contract "1NT"]\n[Declarer "S"]\n[Play "W"]\nS2 SJ S8 S5\nH8 H5 H2 HA\n*\n',
        encoding="utf-8",
    )
    (loaded,) = read_boards(path)
    assert loaded.play is not None and len(loaded.play.events) == 8
    (warning,) = loaded.problems
    assert isinstance(warning, pbn.PBNSectionWarning)
    assert (warning.board, warning.section, warning.line, warning.token) == (7, "Play", 7, "H5")
    assert loaded.unreadable_sections == frozenset()  # read: nothing is kept as written


def test_a_pbn_board_builds_its_record_on_first_use_and_keeps_it() -> None:
    (loaded,) = read_boards(PBN_DIR / "wc2012-comments.pbn")
    assert not loaded.is_built  # listing a file needs only its tags
    record = loaded.record
    assert loaded.is_built and loaded.record is record
    assert (loaded.auction, loaded.play, loaded.problems) == (record.auction, record.play, record.problems)


def test_a_record_given_with_the_board_is_not_built_again() -> None:
    board = Board.standard(1, DEAL)
    loaded = LoadedBoard(board, Auction(Seat.N))
    assert loaded.is_built and loaded.auction == Auction(Seat.N) and loaded.problems == ()
