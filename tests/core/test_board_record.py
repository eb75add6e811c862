"""One BoardRecord for the laws and the board editor: the editor's snapshots carry the board's tags,
which the laws do not read (``for_laws``)."""

from __future__ import annotations

import dataclasses

import pytest

from tdcompanion.core.auction import Auction
from tdcompanion.core.board import Board, Vulnerability
from tdcompanion.core.calls import Strain
from tdcompanion.core.contract import Contract
from tdcompanion.core.laws import BoardRecord, CardRestored, RecordError, RestoreSource, ref
from tdcompanion.core.laws import record as record_module
from tdcompanion.core.play import PlayRecord
from tdcompanion.core.seats import Seat
from tests.core.laws.scenarios import DEAL, c, without

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
BOARD = dataclasses.replace(Board.standard(3, DEAL), event="Club pairs", date="2026.11.25")
BIDDING = Auction.from_text(S, "4H AP")
FOUR_HEARTS = Contract(4, Strain.HEARTS, S)


def test_one_class() -> None:
    assert record_module.BoardRecord is BoardRecord


def test_the_laws_record_is_built_as_before() -> None:
    record = BoardRecord(DEAL, BIDDING, None, 3, S, Vulnerability.EW)
    assert record.tags is None
    assert record.board == Board(number=3, deal=DEAL, dealer=S, vulnerability=Vulnerability.EW)
    assert record.for_laws is record


def test_an_editor_snapshot_carries_the_board_and_its_tags() -> None:
    record = BoardRecord.of(BOARD, BIDDING)
    assert record.board is BOARD and record.board.event == "Club pairs"
    assert (record.deal, record.number, record.vulnerability) == (DEAL, 3, BOARD.vulnerability)
    assert record.dealer is S  # the auction's; the board's own stays in the tags
    assert record.play == PlayRecord(DEAL, FOUR_HEARTS)  # the empty play, once the auction has a contract
    assert not record.play_started
    assert BoardRecord.of(BOARD).auction == Auction(BOARD.dealer or N) and BoardRecord.of(BOARD).play is None


def test_snapshots_are_immutable_and_compare_by_value_tags_included() -> None:
    record = BoardRecord.of(BOARD, BIDDING)
    assert record == BoardRecord.of(dataclasses.replace(BOARD), BIDDING)
    assert record != BoardRecord.of(dataclasses.replace(BOARD, event="Teams"), BIDDING)
    with pytest.raises(dataclasses.FrozenInstanceError):
        record.deal = DEAL  # type: ignore[misc]


def test_the_laws_see_no_tags_and_no_empty_play() -> None:
    record = BoardRecord.of(BOARD, BIDDING)
    assert record.for_laws == BoardRecord(DEAL, BIDDING, None, 3, S, BOARD.vulnerability)
    played = BoardRecord.of(BOARD, BIDDING, PlayRecord(DEAL, FOUR_HEARTS).play("SJ", W))
    assert played.for_laws.play == played.play and played.for_laws.tags is None


def test_the_tags_follow_the_records_deal_number_and_vulnerability() -> None:
    record = BoardRecord.of(BOARD)
    short = without(DEAL, N, "SA")
    changed = dataclasses.replace(record, deal=short, number=4)
    assert changed.board.deal == short and changed.board.number == 4 and changed.board.event == "Club pairs"
    restored = BoardRecord.of(dataclasses.replace(BOARD, deal=short), BIDDING).apply(
        (CardRestored(law=ref("14B2"), seat=N, card=c("SA"), source=RestoreSource.FOUND),))
    assert restored.board.deal == DEAL and restored.board.date == "2026.11.25"


def test_an_empty_play_for_another_contract_gives_way_to_the_auction() -> None:
    tagged = PlayRecord(DEAL, Contract(2, Strain.SPADES, S))  # a file's Contract tag against its auction
    assert BoardRecord.of(BOARD, BIDDING, tagged).play == PlayRecord(DEAL, FOUR_HEARTS)
    with pytest.raises(RecordError):
        BoardRecord.of(BOARD, BIDDING, tagged.play("HT", W))
