"""Law 77 scores of contracts and results: the table's items, both sides' view, refusals, invariants."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcompanion.core.board import Vulnerability
from tdcompanion.core.calls import ALL_BIDS, Strain
from tdcompanion.core.contract import PASSED_OUT, Contract, Doubling
from tdcompanion.core.errors import InputError
from tdcompanion.core.scoring import Score, ScoreError, score, score_ns
from tdcompanion.core.scoring.duplicate import trick_score
from tdcompanion.core.seats import Seat, Side

contracts = st.builds(
    Contract.of, st.sampled_from(ALL_BIDS), st.sampled_from(list(Seat)), st.sampled_from(list(Doubling))
)
vulnerabilities = st.sampled_from(list(Vulnerability))
tricks = st.integers(0, 13)


def n(text: str, seat: Seat = Seat.N) -> Contract:
    return Contract.parse(text, seat)


@pytest.mark.parametrize(
    ("contract", "taken", "vul", "points"),
    [
        ("1NT", 7, Vulnerability.NONE, 90),
        ("2C", 8, Vulnerability.NONE, 90),
        ("4S", 10, Vulnerability.NONE, 420),
        ("4S", 10, Vulnerability.NS, 620),
        ("4S", 10, Vulnerability.EW, 420),  # only declarer's side's vulnerability counts
        ("3NT", 10, Vulnerability.BOTH, 630),
        ("5D", 11, Vulnerability.NONE, 400),
        ("6NT", 12, Vulnerability.BOTH, 1440),
        ("7C", 13, Vulnerability.NONE, 1440),
        ("7NTXX", 13, Vulnerability.BOTH, 2980),
        ("2HX", 8, Vulnerability.NONE, 470),  # doubled into game
        ("2CX", 8, Vulnerability.NONE, 180),  # doubled, 80: a part-score
        ("1CXX", 7, Vulnerability.NONE, 230),  # redoubled, 80: still a part-score
        ("1NTX", 9, Vulnerability.BOTH, 580),  # 2 doubled vulnerable overtricks
        ("4S", 9, Vulnerability.NONE, -50),
        ("4S", 9, Vulnerability.NS, -100),
        ("4SX", 7, Vulnerability.NONE, -500),
        ("4SX", 6, Vulnerability.NONE, -800),
        ("4SX", 6, Vulnerability.NS, -1100),
        ("4SXX", 7, Vulnerability.NONE, -1000),
        ("7NTXX", 0, Vulnerability.BOTH, -7600),
    ],
)
def test_scores_from_the_law_77_table(contract: str, taken: int, vul: Vulnerability, points: int) -> None:
    result = score(n(contract), taken, vul)
    assert result.declarer_points == points
    assert (result.ns, result.ew) == (points, -points)


def test_the_items_of_the_table_are_kept_apart() -> None:
    result = score(n("4HX"), 11, Vulnerability.NS)
    assert (result.trick_score, result.overtricks, result.premium, result.slam, result.insult, result.undertricks) == (
        240, 200, 500, 0, 50, 0)
    assert result.made and result.margin == 1 and result.vulnerable
    slam = score(n("6S"), 12, Vulnerability.NONE)
    assert (slam.trick_score, slam.premium, slam.slam) == (180, 300, 500)
    down = score(n("3NT"), 6, Vulnerability.NONE)
    assert (down.undertricks, down.trick_score, down.margin, down.made) == (150, 0, -3, False)


def test_east_west_declarer_scores_for_east_west() -> None:
    result = score(n("4S", Seat.W), 10, Vulnerability.EW)
    assert (result.ns, result.ew, result.for_side(Side.EW)) == (-620, 620, 620)
    assert score_ns(n("4S", Seat.E), 9, Vulnerability.EW) == 100


def test_a_passed_out_board_scores_nothing() -> None:
    result = score(PASSED_OUT, None, Vulnerability.BOTH)
    assert (result.ns, result.ew, result.made, result.margin) == (0, 0, False, 0)
    assert score(PASSED_OUT, 0, Vulnerability.NONE) == Score(PASSED_OUT, None)


@pytest.mark.parametrize("taken", [-1, 14, None, True, 7.0])
def test_impossible_trick_counts_are_refused(taken: object) -> None:
    with pytest.raises(ScoreError, match="from 0 to 13") as info:
        score(n("3NT"), taken, Vulnerability.NONE)  # type: ignore[arg-type]
    assert isinstance(info.value, InputError) and "3NT N" in str(info.value)


def test_a_passed_out_board_with_tricks_is_refused() -> None:
    with pytest.raises(ScoreError, match="passed-out"):
        score(PASSED_OUT, 7, Vulnerability.NONE)


@given(contracts, tricks, vulnerabilities)
def test_a_made_contract_scores_at_least_its_trick_score(contract: Contract, taken: int, vul: Vulnerability) -> None:
    result = score(contract, taken, vul)
    if taken >= contract.tricks_needed:
        assert result.declarer_points >= trick_score(contract.level, contract.strain, contract.doubling) + 50
    else:
        assert result.declarer_points < 0


@given(contracts, tricks, vulnerabilities)
def test_doubling_never_lowers_a_made_contract_nor_eases_a_defeat(
    contract: Contract, taken: int, vul: Vulnerability
) -> None:
    plain, doubled, redoubled = (score(Contract(contract.level, contract.strain, contract.declarer, d), taken, vul)
                                 for d in Doubling)  # fmt: skip
    if taken >= contract.tricks_needed:
        assert plain.declarer_points < doubled.declarer_points < redoubled.declarer_points
    else:
        assert plain.declarer_points > doubled.declarer_points > redoubled.declarer_points


@given(contracts, st.integers(0, 12), vulnerabilities)
def test_one_more_trick_never_scores_less(contract: Contract, taken: int, vul: Vulnerability) -> None:
    assert score(contract, taken + 1, vul).declarer_points > score(contract, taken, vul).declarer_points


@given(contracts, tricks)
def test_vulnerability_raises_the_stakes(contract: Contract, taken: int) -> None:
    side = contract.declaring_side
    vul, not_vul = (Vulnerability.NS, Vulnerability.EW) if side is Side.NS else (Vulnerability.EW, Vulnerability.NS)
    high, low = score(contract, taken, vul).declarer_points, score(contract, taken, not_vul).declarer_points
    assert high >= low if taken >= contract.tricks_needed else high < low


@given(contracts, tricks, vulnerabilities)
def test_partners_score_alike_and_sides_balance(contract: Contract, taken: int, vul: Vulnerability) -> None:
    partner = Contract(contract.level, contract.strain, contract.declarer.partner, contract.doubling)
    assert score(contract, taken, vul).ns == score(partner, taken, vul).ns == -score(contract, taken, vul).ew


def test_notrump_trick_score_counts_the_first_trick_at_40() -> None:
    assert [trick_score(level, Strain.NOTRUMP) for level in (1, 2, 3)] == [40, 70, 100]
    assert trick_score(3, Strain.NOTRUMP, Doubling.REDOUBLED) == 400
