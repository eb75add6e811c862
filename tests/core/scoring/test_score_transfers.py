"""Revoke trick transfers applied to the recorded result: the score before and after (Laws 64A, 77)."""

from __future__ import annotations

import pytest

from tdcompanion.core.board import Vulnerability
from tdcompanion.core.calls import Strain
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal
from tdcompanion.core.laws import TableState
from tdcompanion.core.laws.ruling import TrickTransfer, ref
from tdcompanion.core.play import Claim, PlayRecord
from tdcompanion.core.scoring import ScoreError, score, score_table, score_with_transfers
from tdcompanion.core.seats import Seat, Side

DEAL = Deal.from_pbn("N:AKQ.AKQJ.432.432 987.7654.765.765 T6432.32.AKQ.AKQ J5.T98.JT98.JT98")


def transfer(side: Side, count: int, trick: int | None = None) -> TrickTransfer:
    return TrickTransfer(law=ref("64A1"), to_side=side, count=count, trick=trick)


@pytest.mark.parametrize(
    ("contract", "tricks", "transfers", "vul", "scores"),
    [
        ("4S", 9, [transfer(Side.NS, 1)], Vulnerability.NONE, (-50, 420)),  # the revoke makes the contract
        ("4S", 10, [transfer(Side.NS, 2)], Vulnerability.NS, (620, 680)),
        ("3NT", 9, [transfer(Side.EW, 2)], Vulnerability.NONE, (400, -100)),
        ("3NT", 9, [transfer(Side.EW, 1), transfer(Side.NS, 1)], Vulnerability.BOTH, (600, 600)),
        ("6H", 12, [], Vulnerability.NONE, (980, 980)),
    ],
)
def test_transfers_move_tricks_and_the_score(
    contract: str, tricks: int, transfers: list[TrickTransfer], vul: Vulnerability, scores: tuple[int, int]
) -> None:
    before, after = scores
    moved = score_with_transfers(Contract.parse(contract, Seat.S), tricks, vul, transfers)
    assert (moved.before.ns, moved.after.ns, moved.ns_change) == (before, after, after - before)
    assert moved.after.tricks == tricks + moved.net_to_declarer


def test_transfers_to_the_defenders_of_an_east_west_contract() -> None:
    moved = score_with_transfers(Contract.parse("2H", Seat.E), 8, Vulnerability.EW, [transfer(Side.NS, 2)])
    assert (moved.to_declarer, moved.to_defenders, moved.before.ns, moved.after.ns) == (0, 2, -110, 200)


@pytest.mark.parametrize(("tricks", "side", "count"), [(13, Side.NS, 1), (1, Side.EW, 2)])
def test_a_result_moved_beyond_the_deal_is_refused(tricks: int, side: Side, count: int) -> None:
    with pytest.raises(ScoreError, match="Law 64A"):
        score_with_transfers(Contract.parse("1NT", Seat.N), tricks, Vulnerability.NONE, [transfer(side, count)])


def test_a_negative_transfer_is_refused() -> None:
    with pytest.raises(ScoreError, match="positive"):
        score_with_transfers(Contract.parse("1NT", Seat.N), 7, Vulnerability.NONE, [transfer(Side.NS, -1)])


def test_the_table_state_gives_the_counts_that_move() -> None:
    contract = Contract(4, Strain.HEARTS, Seat.S)
    table = TableState().apply([transfer(Side.EW, 2, trick=3)])
    running = PlayRecord(DEAL, contract)
    finished = running.add(Claim(Seat.S, 13))
    moved = score_table(table, finished.state, Vulnerability.NONE)
    assert moved is not None
    assert moved.before == score(contract, 13, Vulnerability.NONE)
    assert moved.after == score(contract, 11, Vulnerability.NONE)
    assert moved.after.tricks == table.result_after_transfers(finished.state)
    assert score_table(table, running.state, Vulnerability.NONE) is None
