"""Matchpoints and IMPs of a board's results (Law 78), the Neuberg formula, the datum, rounding."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcompanion.core.scoring import (
    ScoreError,
    cross_imps,
    datum,
    imps,
    imps_against_datum,
    matchpoint_board,
    matchpoints,
    neuberg,
    percentage,
    rounded,
    spread,
    top,
)
from tdcompanion.core.scoring.traveller import (
    Spread,
    cross_imps_against,
    matchpoints_against,
    spread_imps,
    spread_matchpoints,
)

points = st.integers(-7600, 7600).map(lambda p: p // 10 * 10)
travellers = st.lists(points, min_size=1, max_size=15)


def test_matchpoints_give_two_per_score_beaten_and_one_per_tie() -> None:
    assert matchpoints([420, 420, 450, -50, 170]) == (5, 5, 8, 0, 2)
    assert top(5) == 8
    assert matchpoints([100]) == (0,) and top(1) == 0


@given(travellers)
def test_matchpoints_share_out_the_whole_board(scores: list[int]) -> None:
    mps = matchpoints(scores)
    assert sum(mps) == len(scores) * (len(scores) - 1)
    assert all(0 <= mp <= top(len(scores)) for mp in mps)
    best = max(scores)
    assert mps[scores.index(best)] == top(len(scores)) - (scores.count(best) - 1)


@given(travellers)
def test_single_scores_as_spreads_matchpoint_alike(scores: list[int]) -> None:
    assert spread_matchpoints([spread(s) for s in scores]) == matchpoints(scores)


@given(travellers, st.randoms())
def test_the_order_of_the_traveller_does_not_matter(scores: list[int], rng: object) -> None:
    shuffled = list(enumerate(scores))
    rng.shuffle(shuffled)  # type: ignore[attr-defined]
    mps = matchpoints(scores)
    assert matchpoints([s for _, s in shuffled]) == tuple(mps[i] for i, _ in shuffled)


def test_percentages_of_the_top() -> None:
    assert percentage(5, 8) == Fraction(125, 2)
    assert percentage(0, 0) == 50  # a board played once is an average


@pytest.mark.parametrize(
    ("mps", "compared", "expected", "factored"),
    [
        (18, 10, 11, Fraction(199, 10)),  # a top on 10 results is 19.9 of 20 when 11 were expected
        (0, 10, 11, Fraction(1, 10)),
        (7, 8, 16, 15),  # each result counts twice: 8 x 2 - 1
        (5, 6, 6, 5),  # nothing missing, nothing changes
    ],
)
def test_neuberg_factors_up_to_the_expected_results(mps: int, compared: int, expected: int, factored: Fraction) -> None:
    assert neuberg(mps, compared, expected) == factored


@given(travellers, st.integers(0, 5))
def test_neuberg_keeps_the_board_average(scores: list[int], missing: int) -> None:
    expected = len(scores) + missing
    factored = [neuberg(mp, len(scores), expected) for mp in matchpoints(scores)]
    assert sum(factored) / len(factored) == Fraction(top(expected), 2)


def test_neuberg_refuses_more_results_than_expected() -> None:
    with pytest.raises(ScoreError, match="Neuberg"):
        neuberg(3, 5, 4)


def test_a_board_with_an_artificial_score_is_factored_up() -> None:
    board = matchpoint_board([spread(420), None, spread(450), spread(-50)])
    assert board.top == 6
    # 3 results compared (2, 4 and 0 of 4), each counted 4/3 times: (MP + 1) * 4/3 - 1
    assert board.ns == (3, None, Fraction(17, 3), Fraction(1, 3))
    assert board.ns_percent(2) == Fraction(17, 18) * 100 and board.ns_percent(1) is None
    assert [board.ns[i] + board.ew[i] for i in (0, 2, 3)] == [6, 6, 6]  # type: ignore[operator]


def test_a_board_refuses_mismatched_directions() -> None:
    with pytest.raises(ScoreError, match="2 North-South results but 1"):
        matchpoint_board([spread(420), spread(400)], [spread(420)])
    with pytest.raises(ScoreError, match="artificial"):
        matchpoint_board([spread(420), None], [spread(420), spread(400)])


@pytest.mark.parametrize(
    ("difference", "expected"),
    [(0, 0), (10, 0), (20, 1), (40, 1), (50, 2), (80, 2), (90, 3), (420, 9), (430, 10), (490, 10), (500, 11),
     (740, 12), (750, 13), (1090, 14), (1990, 18), (2490, 20), (2500, 21), (3990, 23), (4000, 24), (7600, 24),
     (-470, -10), (-20, -1)],
)  # fmt: skip
def test_imps_follow_the_law_78b_scale(difference: int, expected: int) -> None:
    assert imps(difference) == expected


@given(points, points)
def test_imps_are_odd_and_monotonic(a: int, b: int) -> None:
    assert imps(-a) == -imps(a)
    if a <= b:
        assert imps(a) <= imps(b)


def test_the_datum_leaves_out_the_extremes_and_rounds_to_ten() -> None:
    assert datum([420, 420, 450, -50, 170]) == 340  # mean of 170, 420, 420 is 336.7
    assert datum([420, 450, -50, 170]) == 250  # fewer than five: all kept (247.5)
    assert datum([420, 450, -50, 170], trim=1) == 300  # 295
    assert datum([-15]) == -20  # halves away from zero
    assert imps_against_datum([420, 420, 450, -50, 170]) == (2, 2, 3, -9, -5)  # +80, +110, -390, -170


def test_a_datum_needs_scores_to_keep() -> None:
    with pytest.raises(ScoreError):
        datum([])
    with pytest.raises(ScoreError, match="2 highest and lowest of 4"):
        datum([1, 2, 3, 4], trim=2)


def test_cross_imps_average_over_the_other_tables() -> None:
    assert cross_imps([spread(420), spread(-50), spread(420)]) == (5, -10, 5)
    with pytest.raises(ScoreError):
        cross_imps([spread(420)])


@given(st.lists(points, min_size=2, max_size=8))
def test_cross_imps_balance(scores: list[int]) -> None:
    assert sum(cross_imps([spread(s) for s in scores])) == 0


def test_a_spread_is_converted_score_by_score() -> None:
    mixed = ((420, Fraction(3, 5)), (-50, Fraction(2, 5)))
    assert spread_imps(mixed, -50) == 6  # 60% of 10 IMPs, not the IMPs of the mean score (7)
    assert imps(int(Fraction(420 * 3 - 50 * 2, 5)) + 50) == 7


@pytest.mark.parametrize(
    ("value", "shown"),
    [(Fraction(1, 3), "0.33"), (Fraction(2, 3), "0.67"), (Fraction(1, 200), "0.01"), (Fraction(-1, 200), "-0.01"),
     (7, "7.00")],
)  # fmt: skip
def test_rounding_is_half_away_from_zero(value: Fraction, shown: str) -> None:
    assert rounded(value) == Decimal(shown)


spreads = st.one_of(
    points.map(spread),
    st.tuples(points, points, st.integers(1, 99)).map(
        lambda t: ((t[0], Fraction(t[2], 100)), (t[1], Fraction(100 - t[2], 100)))),
)


@given(spreads, st.lists(st.one_of(spreads, st.none()), min_size=1, max_size=10))
def test_one_table_against_the_others_agrees_with_the_whole_board(mine: Spread, others: list[Spread | None]) -> None:
    board = matchpoint_board([mine, *others])
    assert matchpoints_against(mine, others) == board.ns[0]


@given(spreads, st.lists(spreads, min_size=1, max_size=8))
def test_cross_imps_of_one_table_agree_with_the_whole_board(mine: Spread, others: list[Spread]) -> None:
    assert cross_imps_against(mine, others) == cross_imps([mine, *others])[0]
