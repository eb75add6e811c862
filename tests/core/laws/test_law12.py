"""Law 12: the Director awards an adjusted score directly. The ground (12A1, 12A2, 12A3) decides the path: no normal
play gives each side the artificial score of its responsibility (12C2(a)); otherwise the score is adjusted only when
the infraction damaged the non-offending side (12B1), in the form the likely outcomes call for (12C1(a)-(d)), and
split when the non-offenders caused part of their own damage (12C1(e)). The ruling states each side's form and
standing; the score sheet holds the figures, and its disagreements with the ruling are found."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdcompanion.core.calls import Strain
from tdcompanion.core.contract import Contract
from tdcompanion.core.laws import Facts, IrregularityKind, assess
from tdcompanion.core.laws.engine import Irregularity
from tdcompanion.core.laws.law12 import (
    DAMAGED,
    FAULT,
    GROUND,
    OFFENDERS,
    OUTCOMES,
    RECTIFIED_OUTCOMES,
    SELF_INFLICTED,
    Fault,
    Ground,
    Outcomes,
    disagreements,
    ruled_sides,
)
from tdcompanion.core.scoring.adjusted import AdjustedScore, Artificial, ArtificialScore, Outcome, WeightedScore
from tdcompanion.core.scoring.sheet import ScoreRecord
from tdcompanion.core.seats import Seat, Side
from tests.core.laws.scenarios import facts, record, shown, worded

KIND = IrregularityKind.SCORE_ADJUSTMENT
BOARD = record()
NS, EW = Side.NS, Side.EW
A1, A2, A3 = Ground.NO_RECTIFICATION, Ground.NO_NORMAL_PLAY, Ground.INCORRECT_RECTIFICATION


def _facts(ground: Ground | None = None, *, ns: Fault | None = None, ew: Fault | None = None,
           offenders: Side | None = None, damaged: bool | None = None, outcomes: Outcomes | None = None,
           self_inflicted: bool | None = None, rectified: Outcomes | None = None) -> Facts:  # fmt: skip
    pairs: list[Any] = []
    for fact, value, key in ((GROUND, ground, None), (FAULT, ns, "NS"), (FAULT, ew, "EW"),
                             (OFFENDERS, offenders, None), (DAMAGED, damaged, None), (OUTCOMES, outcomes, None),
                             (SELF_INFLICTED, self_inflicted, None),
                             (RECTIFIED_OUTCOMES, rectified, None)):  # fmt: skip
        if value is not None:
            pairs.append((fact, value) if key is None else (fact, value, key))
    return facts(*pairs)


def _award(law: str, reason: str, artificial: bool = False) -> tuple[object, ...]:
    return ("adjusted_score", law, reason, artificial)


def _side(law: str, side: Side, form: str, standing: str) -> tuple[object, ...]:
    return ("side_score", law, side.value, form, standing)


# (name, answers, the questions asked on the way in order, laws, consequences)
SCENARIOS: list[tuple[str, dict[str, Any], list[str], list[str], list[tuple[object, ...]]]] = [
    ("12A2/12C2(a): no result, East-West directly at fault",
     {"ground": A2, "ns": Fault.NONE, "ew": Fault.DIRECTLY},
     ["law12.ground", "law12.fault:NS", "law12.fault:EW"], ["12A2", "12C2(a)"],
     [_award("12A2", "law12.no_normal_play", True), _side("12C2(a)", NS, "artificial", "no_fault"),
      _side("12C2(a)", EW, "artificial", "directly_at_fault")]),
    ("12C2(a): a board that cannot be played, both sides partly at fault",
     {"ground": A2, "ns": Fault.PARTLY, "ew": Fault.PARTLY},
     ["law12.ground", "law12.fault:NS", "law12.fault:EW"], ["12A2", "12C2(a)"],
     [_award("12A2", "law12.no_normal_play", True), _side("12C2(a)", NS, "artificial", "partly_at_fault"),
      _side("12C2(a)", EW, "artificial", "partly_at_fault")]),
    ("12B1: no damage, the result stands (12B2)",
     {"ground": A1, "offenders": EW, "damaged": False},
     ["law12.ground", "law12.offenders", "law12.damaged"], ["12B1"],
     [("no_rectification", "12B1", "law12.no_damage")]),
    ("12A1/12C1(a): one probable result, assigned to both sides",
     {"ground": A1, "offenders": EW, "damaged": True, "outcomes": Outcomes.ONE, "self_inflicted": False},
     ["law12.ground", "law12.offenders", "law12.damaged", "law12.outcomes", "law12.self_inflicted"],
     ["12A1", "12C1(a)", "12C1(b)"],
     [_award("12A1", "law12.no_rectification"), _side("12C1(b)", NS, "assigned", "non_offending"),
      _side("12C1(a)", EW, "assigned", "offending")]),
    ("12C1(c): several results, weighted",
     {"ground": A1, "offenders": NS, "damaged": True, "outcomes": Outcomes.SEVERAL, "self_inflicted": False},
     ["law12.ground", "law12.offenders", "law12.damaged", "law12.outcomes", "law12.self_inflicted"],
     ["12A1", "12C1(c)", "12C1(b)"],
     [_award("12A1", "law12.no_rectification"), _side("12C1(b)", EW, "weighted", "non_offending"),
      _side("12C1(c)", NS, "weighted", "offending")]),
    ("12C1(e): a gambling action by the non-offenders, split: weighted for them, assigned for the offenders",
     {"ground": A1, "offenders": EW, "damaged": True, "outcomes": Outcomes.SEVERAL, "self_inflicted": True,
      "rectified": Outcomes.ONE},
     ["law12.ground", "law12.offenders", "law12.damaged", "law12.outcomes", "law12.self_inflicted",
      "law12.rectified_outcomes"],
     ["12A1", "12C1(e)"],
     [_award("12A1", "law12.no_rectification"), _side("12C1(e)(ii)", NS, "weighted", "self_damaged"),
      _side("12C1(e)(i)", EW, "assigned", "rectified")]),
    ("12C1(e): a serious error after an incorrect rectification (12A3), split assigned scores",
     {"ground": A3, "offenders": NS, "damaged": True, "outcomes": Outcomes.ONE, "self_inflicted": True,
      "rectified": Outcomes.ONE},
     ["law12.ground", "law12.offenders", "law12.damaged", "law12.outcomes", "law12.self_inflicted",
      "law12.rectified_outcomes"],
     ["12A3", "12C1(e)"],
     [_award("12A3", "law12.incorrect_rectification"), _side("12C1(e)(ii)", EW, "assigned", "self_damaged"),
      _side("12C1(e)(i)", NS, "assigned", "rectified")]),
    ("12C1(d): the possibilities are numerous, artificial by fault",
     {"ground": A1, "offenders": EW, "damaged": True, "outcomes": Outcomes.NUMEROUS},
     ["law12.ground", "law12.offenders", "law12.damaged", "law12.outcomes"], ["12C1(d)", "12C2(a)"],
     [_award("12C1(d)", "law12.numerous", True), _side("12C2(a)", NS, "artificial", "no_fault"),
      _side("12C2(a)", EW, "artificial", "directly_at_fault")]),
]


@pytest.mark.parametrize(("name", "answers", "asked", "laws", "consequences"), SCENARIOS,
                         ids=[s[0] for s in SCENARIOS])  # fmt: skip
def test_each_scenario(name: str, answers: dict[str, Any], asked: list[str], laws: list[str],
                       consequences: list[tuple[object, ...]]) -> None:  # fmt: skip
    on = Irregularity(KIND)
    keys = list(answers)
    for i, question in enumerate(asked):  # each question in turn, only with the answers before it
        result = assess(BOARD, on, _facts(**{k: answers[k] for k in keys[:i]}))
        assert result.question is not None and result.question.id == question
    result = assess(BOARD, on, _facts(**answers))
    ruling = result.ruling
    assert ruling is not None
    assert [str(x) for x in ruling.laws] == laws
    assert ruling.offender is None  # the sides' standings say who offended
    assert shown(ruling.consequences) == consequences
    assert not ruling.choices
    for c in ruling.consequences:
        assert worded(c, "en") and worded(c, "el")


def test_a_side_at_fault_is_asked_with_the_side() -> None:
    result = assess(BOARD, Irregularity(KIND), _facts(A2, ns=Fault.NONE))
    assert result.question is not None and result.question.params["side"] is Side.EW


# -- the ruling and the score sheet --------------------------------------------------------------------------

FOUR_H, THREE_NT = Contract(4, Strain.HEARTS, Seat.S), Contract(3, Strain.NOTRUMP, Seat.N)
ASSIGNED = WeightedScore.assigned(FOUR_H, 10)
WEIGHTED = WeightedScore((Outcome(FOUR_H, 10, Fraction(6, 10)), Outcome(THREE_NT, 9, Fraction(4, 10))))


def _ruled(answers: dict[str, Any]) -> tuple[Any, ...]:
    ruling = assess(BOARD, Irregularity(KIND), _facts(**answers)).ruling
    assert ruling is not None
    return ruled_sides(ruling.consequences)


ARTIFICIAL_RULED = {"ground": A2, "ns": Fault.NONE, "ew": Fault.DIRECTLY}
ASSIGNED_RULED = {"ground": A1, "offenders": EW, "damaged": True, "outcomes": Outcomes.ONE, "self_inflicted": False}
WEIGHTED_RULED = {**ASSIGNED_RULED, "outcomes": Outcomes.SEVERAL}
SPLIT_RULED = {**WEIGHTED_RULED, "self_inflicted": True, "rectified": Outcomes.SEVERAL}


@pytest.mark.parametrize(("ruled", "sheet", "found"), [
    (ARTIFICIAL_RULED, ArtificialScore(Artificial.AVERAGE_PLUS, Artificial.AVERAGE_MINUS), []),
    (ARTIFICIAL_RULED, ArtificialScore(Artificial.AVERAGE, Artificial.AVERAGE_MINUS),
     [("other_artificial", NS, "A+", "A")]),
    (ARTIFICIAL_RULED, AdjustedScore(ASSIGNED),
     [("artificial_ruled", NS, "A+", "assigned"), ("artificial_ruled", EW, "A-", "assigned")]),
    (ARTIFICIAL_RULED, None, [("none_entered", None, "", "")]),
    (ASSIGNED_RULED, AdjustedScore(ASSIGNED), []),
    (ASSIGNED_RULED, ArtificialScore(Artificial.AVERAGE_PLUS, Artificial.AVERAGE_MINUS),
     [("artificial_entered", NS, "assigned", "A+"), ("artificial_entered", EW, "assigned", "A-")]),
    (ASSIGNED_RULED, AdjustedScore(WEIGHTED),
     [("other_form", NS, "assigned", "weighted"), ("other_form", EW, "assigned", "weighted")]),
    (WEIGHTED_RULED, AdjustedScore(WEIGHTED), []),
    (WEIGHTED_RULED, AdjustedScore(WEIGHTED, WeightedScore.assigned(FOUR_H, 10)),
     [("other_form", EW, "weighted", "assigned"), ("split_entered", None, "", "")]),
    (SPLIT_RULED, AdjustedScore(WEIGHTED, WeightedScore((Outcome(FOUR_H, 10, Fraction(1, 2)),
                                                         Outcome(THREE_NT, 9, Fraction(1, 2))))), []),
    (SPLIT_RULED, AdjustedScore(WEIGHTED), [("not_split", None, "", "")]),
])  # fmt: skip
def test_the_sheet_is_checked_against_the_ruling(ruled: dict[str, Any], sheet: Any,
                                                 found: list[tuple[object, ...]]) -> None:  # fmt: skip
    got = disagreements(_ruled(ruled), ScoreRecord(adjusted=sheet))
    assert [(d.reason, d.side, d.ruled, d.entered) for d in got] == found


def test_a_split_score_may_give_the_sides_different_forms() -> None:
    ruled = _ruled({**SPLIT_RULED, "rectified": Outcomes.ONE})
    assert disagreements(ruled, ScoreRecord(adjusted=AdjustedScore(WEIGHTED, ASSIGNED))) == ()
    assert [d.reason for d in disagreements(ruled, ScoreRecord(adjusted=AdjustedScore(WEIGHTED, WEIGHTED)))] == [
        "other_form", "not_split"]


def test_the_offenders_rectified_score_is_one_result_or_several() -> None:
    result = assess(BOARD, Irregularity(KIND), _facts(A1, offenders=EW, damaged=True, outcomes=Outcomes.ONE,
                                                      self_inflicted=True))  # fmt: skip
    assert result.question is not None and result.question.id == "law12.rectified_outcomes"
    assert list(result.question.choices or ()) == [Outcomes.ONE, Outcomes.SEVERAL]


def test_no_law_12_ruling_no_disagreement() -> None:
    assert disagreements((), ScoreRecord(adjusted=AdjustedScore(ASSIGNED))) == ()


def test_a_later_law_12_ruling_replaces_the_earlier_one() -> None:
    first, second = _ruled(ARTIFICIAL_RULED), _ruled(ASSIGNED_RULED)
    assert ruled_sides((*first, *second)) == second


def test_another_law_empowers_the_adjustment_12a() -> None:
    ruling = assess(BOARD, Irregularity(KIND), _facts(Ground.EMPOWERED, offenders=EW, damaged=True,
                                                      outcomes=Outcomes.ONE, self_inflicted=False)).ruling  # fmt: skip
    assert ruling is not None
    assert [str(x) for x in ruling.laws] == ["12A", "12C1(a)", "12C1(b)"]
    assert shown(ruling.consequences)[0] == _award("12A", "law12.empowered")


# -- any ruling and the sheet made to its word agree --------------------------------------------------------------


def _sheet_for(sides: tuple[Any, ...]) -> ScoreRecord:
    """The score sheet a Director enters to match ``sides``: their averages, or each side's form (one result, or
    two weighted), the same for both sides unless 12C1(e) splits them."""
    by_side = {s.side: s for s in sides}
    if all(s.artificial is not None for s in sides):
        return ScoreRecord(adjusted=ArtificialScore(by_side[NS].artificial, by_side[EW].artificial))
    split = any(s.standing.value in ("rectified", "self_damaged") for s in sides)
    other = {"assigned": WeightedScore.assigned(THREE_NT, 9),  # East-West's own figures when 12C1(e) splits them
             "weighted": WeightedScore((Outcome(FOUR_H, 10, Fraction(1, 2)), Outcome(THREE_NT, 9, Fraction(1, 2))))}
    forms = {"assigned": ASSIGNED, "weighted": WEIGHTED}
    ns_score = forms[by_side[NS].form.value]
    return ScoreRecord(adjusted=AdjustedScore(ns_score, other[by_side[EW].form.value] if split else None))


@settings(max_examples=150, deadline=None)
@given(ground=st.sampled_from(Ground), ns=st.sampled_from(Fault), ew=st.sampled_from(Fault),
       offenders=st.sampled_from(Side), outcomes=st.sampled_from(Outcomes), self_inflicted=st.booleans(),
       rectified=st.sampled_from([Outcomes.ONE, Outcomes.SEVERAL]))  # fmt: skip
def test_any_ruling_agrees_with_the_sheet_entered_to_its_word(ground: Ground, ns: Fault, ew: Fault, *, offenders: Side,
                                                               outcomes: Outcomes, self_inflicted: bool,
                                                               rectified: Outcomes) -> None:  # fmt: skip
    answers = _facts(ground, ns=ns, ew=ew, offenders=offenders, damaged=True, outcomes=outcomes,
                     self_inflicted=self_inflicted, rectified=rectified)  # fmt: skip
    ruling = assess(BOARD, Irregularity(KIND), answers).ruling
    assert ruling is not None
    sides = ruled_sides(ruling.consequences)
    assert sorted(s.side.value for s in sides) == ["EW", "NS"]  # both sides, each once
    assert disagreements(sides, _sheet_for(sides)) == ()
    assert disagreements(sides, ScoreRecord()) != ()  # nothing entered is always flagged
