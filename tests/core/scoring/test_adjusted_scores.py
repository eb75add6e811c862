"""Law 12C adjusted scores: assigned and weighted scores, each side's own, converted against a traveller;
artificial scores with the session limits."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tdcompanion.core.board import Vulnerability
from tdcompanion.core.contract import PASSED_OUT, Contract
from tdcompanion.core.scoring import (
    ROUNDING,
    AdjustedScore,
    AdjustedScoreError,
    Artificial,
    ArtificialScore,
    ArtificialScores,
    Outcome,
    ScoreError,
    Unit,
    WeightedScore,
    matchpoint_traveller,
    parse_weight,
)
from tdcompanion.core.seats import Seat

NONE = Vulnerability.NONE
FOUR_S = Contract.parse("4S", Seat.N)


def weighted(*outcomes: tuple[str, int, object]) -> WeightedScore:
    return WeightedScore(tuple(Outcome.percent(Contract.parse(c, Seat.N), t, w) for c, t, w in outcomes))  # type: ignore[arg-type]


# -- weights ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "share"),
    [("30%", Fraction(3, 10)), ("30", Fraction(3, 10)), (" 33.3 % ", Fraction(333, 1000)), ("12,5", Fraction(1, 8)),
     ("1/3", Fraction(1, 3)), (40, Fraction(2, 5)), (Decimal("62.5"), Fraction(5, 8)),
     (Fraction(1, 6), Fraction(1, 6)), (33.3, Fraction(333, 1000))],
)  # fmt: skip
def test_weights_are_percentages_or_fractions(value: object, share: Fraction) -> None:
    assert parse_weight(value) == share  # type: ignore[arg-type]


@pytest.mark.parametrize("value", ["abc", "1/0", "", "30%%", True, float("nan"), Decimal("Infinity")])
def test_unreadable_weights_are_refused(value: object) -> None:
    with pytest.raises(AdjustedScoreError, match="not a weight"):
        parse_weight(value)  # type: ignore[arg-type]


@given(st.text(max_size=12))
def test_any_text_is_read_as_a_weight_or_refused_with_a_message(text: str) -> None:
    try:
        assert isinstance(parse_weight(text), Fraction)
    except AdjustedScoreError as error:
        assert repr(text) in str(error)


@given(st.decimals(min_value=0, max_value=100, places=2), st.sampled_from(["", "%", " %"]))
def test_a_percentage_reads_exactly(percent: Decimal, suffix: str) -> None:
    assert parse_weight(f"{percent}{suffix}") == Fraction(percent) / 100


@pytest.mark.parametrize("weight", ["0", "120%", "-10"])
def test_a_weight_is_a_share_of_the_whole(weight: str) -> None:
    with pytest.raises(AdjustedScoreError, match="more than 0% and at most 100%"):
        Outcome.percent(FOUR_S, 10, weight)


def test_weights_must_add_up_to_100_percent() -> None:
    with pytest.raises(AdjustedScoreError) as info:
        weighted(("4S", 10, "60%"), ("4S", 9, "30%"))
    assert str(info.value) == "the weights add up to 90%, not 100% (4♠ N 10: 60%, 4♠ N 9: 30%)"
    with pytest.raises(AdjustedScoreError, match=r"99\.99%"):
        weighted(("4S", 10, "33.33"), ("4S", 9, "33.33"), ("3NT", 9, "33.33"))
    with pytest.raises(AdjustedScoreError, match="at least one outcome"):
        WeightedScore(())
    assert len(weighted(("4S", 10, "1/3"), ("4S", 9, "1/3"), ("3NT", 9, "1/3")).outcomes) == 3


def test_an_outcome_with_impossible_tricks_is_refused_when_entered() -> None:
    with pytest.raises(ScoreError, match="from 0 to 13"):
        Outcome(FOUR_S, 14)


def test_an_assigned_score_is_one_outcome_of_weight_100_percent() -> None:
    assigned = WeightedScore.assigned(FOUR_S, 10)
    assert assigned.is_assigned and assigned.spread(NONE) == ((420, 1),)
    assert WeightedScore.assigned(PASSED_OUT, None).ns_points(NONE) == 0


def test_the_weighted_points_are_the_weighted_mean() -> None:
    score = weighted(("4S", 10, "60%"), ("4S", 9, "40%"))
    assert score.spread(NONE) == ((420, Fraction(3, 5)), (-50, Fraction(2, 5)))
    assert score.ns_points(NONE) == 232


# -- conversion against the traveller --------------------------------------------------------------

OTHERS = [450, 420, 170]


def test_weighted_matchpoints_weight_each_outcome_against_the_others() -> None:
    converted = AdjustedScore(weighted(("4S", 10, "60%"), ("4S", 9, "40%"))).matchpoints(NONE, OTHERS)
    # 420 scores 3 of 6 (beats 170, ties 420), -50 scores 0: 60% of 3
    assert (converted.unit, converted.top) == (Unit.MATCHPOINTS, 6)
    assert (converted.ns, converted.ew) == (Fraction(9, 5), Fraction(21, 5))
    assert (converted.ns_shown, converted.ew_shown, converted.ns_percent) == (Decimal("1.80"), Decimal("4.20"), 30)
    assert converted.rounding == ROUNDING


def test_each_side_can_get_its_own_score() -> None:
    adjusted = AdjustedScore(WeightedScore.assigned(FOUR_S, 10), weighted(("4S", 10, "50%"), ("4S", 9, "50%")))
    converted = adjusted.matchpoints(NONE, OTHERS)
    assert not adjusted.balanced
    assert (converted.ns, converted.ew) == (3, Fraction(9, 2))  # East-West: half of 3, half of 6
    assert converted.ns + converted.ew != converted.top


def test_an_artificial_score_elsewhere_is_left_out_and_the_rest_factored_up() -> None:
    converted = AdjustedScore(WeightedScore.assigned(FOUR_S, 10)).matchpoints(NONE, [450, None, 170])
    assert (converted.ns, converted.top) == (3, 6)  # 2 of 4 over three results, each counted 4/3 times


def test_teams_imps_weight_the_imps_not_the_points() -> None:
    converted = AdjustedScore(weighted(("4S", 10, "60%"), ("4S", 9, "40%"))).imps(NONE, -50)
    assert (converted.unit, converted.ns, converted.ew, converted.top) == (Unit.IMPS, 6, -6, None)


def test_butler_imps_against_the_datum() -> None:
    converted = AdjustedScore(WeightedScore.assigned(FOUR_S, 10)).imps_against_datum(NONE, [420, 450, -50, 170])
    assert (converted.ns, converted.ew) == (2, -2)  # datum 340 from 170, 420, 420


def test_cross_imps_against_each_other_table() -> None:
    converted = AdjustedScore(weighted(("4S", 10, "50%"), ("4S", 9, "50%"))).cross_imps(NONE, [-50, 170])
    # 420: +10 and +6; -50: 0 and -6; weighted half and half, over two comparisons
    assert (converted.ns, converted.ew) == (Fraction(5, 2), Fraction(-5, 2))


def test_a_whole_traveller_with_adjusted_and_artificial_scores() -> None:
    tables = [420, AdjustedScore(weighted(("4S", 10, "60%"), ("4S", 9, "40%"))),
              ArtificialScore(Artificial.AVERAGE_PLUS, Artificial.AVERAGE_MINUS), 170]  # fmt: skip
    converted = matchpoint_traveller(NONE, tables)
    assert all(c.top == 6 for c in converted)
    assert (converted[2].ns, converted[2].ew) == (Fraction(18, 5), Fraction(12, 5))
    played = [converted[i] for i in (0, 1, 3)]
    assert sum(c.ns for c in played) == sum(c.ew for c in played) == 9  # 3 tables average 3 of 6 each
    assert converted[0].ns == (Fraction(3, 5) * 3 + Fraction(2, 5) * 4 + 1) * Fraction(4, 3) - 1


@given(st.integers(1, 99), st.lists(st.integers(-100, 100).map(lambda p: p * 10), min_size=1, max_size=12))
def test_weighted_matchpoints_lie_between_the_outcomes(percent: int, others: list[int]) -> None:
    good, bad = (Outcome.percent(FOUR_S, 10, percent), Outcome.percent(FOUR_S, 9, 100 - percent))
    mixed = AdjustedScore(WeightedScore((good, bad))).matchpoints(NONE, others).ns
    high = AdjustedScore(WeightedScore.assigned(FOUR_S, 10)).matchpoints(NONE, others).ns
    low = AdjustedScore(WeightedScore.assigned(FOUR_S, 9)).matchpoints(NONE, others).ns
    assert mixed == high * percent / 100 + low * (100 - percent) / 100 and low <= mixed <= high


# -- Law 12C2 artificial scores --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "session", "percent"),
    [
        (Artificial.AVERAGE_PLUS, None, 60), (Artificial.AVERAGE, None, 50), (Artificial.AVERAGE_MINUS, None, 40),
        (Artificial.AVERAGE_PLUS, 65, 65), (Artificial.AVERAGE_PLUS, 55, 60),  # 12C2(c): above 60% keeps its own
        (Artificial.AVERAGE_MINUS, 35, 35), (Artificial.AVERAGE_MINUS, 45, 40),  # below 40% keeps its own
        (Artificial.AVERAGE, 70, 50),
    ],
)  # fmt: skip
def test_artificial_percentages_in_pairs(kind: Artificial, session: int | None, percent: int) -> None:
    assert ArtificialScores.percent(kind, session) == percent
    assert ArtificialScores.matchpoints(kind, 10, session) == Fraction(percent, 10)


@pytest.mark.parametrize(
    ("kind", "session", "imps"),
    [(Artificial.AVERAGE_PLUS, None, 3), (Artificial.AVERAGE, None, 0), (Artificial.AVERAGE_MINUS, None, -3),
     (Artificial.AVERAGE_PLUS, Fraction(9, 2), Fraction(9, 2)), (Artificial.AVERAGE_MINUS, -1, -3)],
)  # fmt: skip
def test_artificial_imps(kind: Artificial, session: Fraction | None, imps: Fraction) -> None:
    assert ArtificialScores.imps(kind, session) == imps


def test_each_side_gets_its_artificial_score() -> None:
    table = ArtificialScore(Artificial.AVERAGE_PLUS, Artificial.AVERAGE_MINUS)
    assert (table.imps().ns, table.imps().ew) == (3, -3)
    converted = table.matchpoints(20, ns_session_percent=Fraction(125, 2))
    assert (converted.ns, converted.ew, converted.ns_percent) == (Fraction(25, 2), 8, Fraction(125, 2))


def test_a_regulating_authority_variant_is_a_subclass() -> None:
    class Lenient(ArtificialScores):
        AVERAGE_MINUS_PERCENT = Fraction(45)
        AVERAGE_PLUS_IMPS = Fraction(2)

    table = ArtificialScore(Artificial.AVERAGE_PLUS, Artificial.AVERAGE_MINUS, Lenient)
    assert (table.matchpoints(10).ew, table.imps().ns) == (Fraction(9, 2), 2)
    assert ArtificialScores.percent(Artificial.AVERAGE_MINUS) == 40
