"""The endplay adapter against hand-verifiable deals and against endplay's own play analysis."""

from __future__ import annotations

import pytest

from tdcompanion.core.calls import Strain
from tdcompanion.core.cards import Card
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal
from tdcompanion.core.double_dummy import analyse, play_positions
from tdcompanion.core.errors import InputError
from tdcompanion.core.play import PlayRecord
from tdcompanion.core.seats import Seat
from tests.bridge_samples import DEAL, NOTRUMP, legal_play, random_deal

pytest.importorskip("endplay")

from tdcompanion.analysis.endplay_solver import EndplaySolver

# Each hand one whole suit: North spades, East hearts, South diamonds, West clubs.
ONE_SUIT_EACH = Deal.from_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")


@pytest.fixture(scope="module")
def solver() -> EndplaySolver:
    return EndplaySolver()


def test_one_suit_each_declarer_takes_all_or_nothing(solver: EndplaySolver) -> None:
    table = solver.dd_table(ONE_SUIT_EACH)
    # In his own suit a declarer ruffs every lead and takes 13; at notrump the opening leader
    # (declarer's LHO) cashes his suit, so declarer takes none; in partner's suit his side takes all.
    for seat, own in (
        (Seat.N, Strain.SPADES),
        (Seat.E, Strain.HEARTS),
        (Seat.S, Strain.DIAMONDS),
        (Seat.W, Strain.CLUBS),
    ):
        assert table.tricks(seat, own) == 13
        assert table.tricks(seat, Strain.NOTRUMP) == 0
        assert table.tricks(seat.partner, own) == 13
        assert table.tricks(seat.lho, own) == 0


def test_north_with_every_top_card_takes_everything_at_notrump(solver: EndplaySolver) -> None:
    table = solver.dd_table(DEAL)  # North holds AKQJ of spades and AKQ of each other suit
    # At notrump North wins every trick he plays to and leads the next one himself.
    assert [table.tricks(seat, Strain.NOTRUMP) for seat in Seat] == [13, 0, 13, 0]
    # With East's four hearts JT98 as trumps, North's fourth spade is ruffed: East-West take a trick.
    assert table.tricks(Seat.N, Strain.HEARTS) == 12


@pytest.mark.parametrize("seed", [1, 2])
def test_position_totals_match_endplay_analyse_play(solver: EndplaySolver, seed: int) -> None:
    from endplay.dds import analyse_play
    from endplay.types import Deal as EDeal
    from endplay.types import Denom, Player

    deal = random_deal(seed)
    record = legal_play(PlayRecord(deal, Contract(4, Strain.HEARTS, Seat.S)), 52, seed)
    analysis = analyse(record, solver.side_tricks)
    assert analysis is not None
    theirs = analyse_play(
        EDeal(deal.to_pbn(), first=Player.west, trump=Denom.hearts), [solver.card(e.card) for e in record.events]
    )  # type: ignore[attr-defined]
    ours = [p.total for p in analysis.points]
    assert len(theirs) > 40
    assert ours[: len(theirs)] == list(theirs)
    assert ours[-1] == record.result


def test_each_legal_card_is_valued_and_the_best_is_the_total(solver: EndplaySolver) -> None:
    record = legal_play(PlayRecord(random_deal(5), NOTRUMP), 2, 5)
    point = play_positions(record)[-1]
    assert point.position is not None
    values = solver.side_tricks(point.position)
    assert set(values) == set(record.legal_cards())
    assert all(0 <= n <= 13 for n in values.values())


def test_an_incomplete_deal_is_refused_with_the_reason(solver: EndplaySolver) -> None:
    with pytest.raises(InputError, match="hand is not recorded"):
        solver.dd_table(DEAL.with_hand(Seat.E, None))
    short = DEAL.with_hand(Seat.E, DEAL[Seat.E].without(Card.parse("ST")))  # type: ignore[union-attr]
    with pytest.raises(InputError, match="defective"):
        solver.dd_table(short)


def test_tables_match_the_pbn_double_dummy_tricks_tag(solver: EndplaySolver) -> None:
    from pathlib import Path

    from tdcompanion.core import pbn

    path = Path(__file__).resolve().parent.parent / "data" / "pbn" / "sample-ddtricks.pbn"
    boards = pbn.loads(path.read_bytes())
    assert len(boards) == 2
    for board in boards:
        tag = board.extra_tag("DoubleDummyTricks")
        assert tag is not None
        digits = [int(ch, 16) for ch in tag.value]  # PBN 2.1: declarers N, S, E, W; strains NT, S, H, D, C
        table = solver.dd_table(board.deal)
        ours = [table.tricks(seat, s) for seat in (Seat.N, Seat.S, Seat.E, Seat.W) for s in reversed(Strain)]
        assert ours == digits
