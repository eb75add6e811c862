"""Laws 65, 66 and 79: a card pointed the wrong way (65B3), played cards inspected (66A-D), and a number of tricks
the players dispute (79B, with 65D, 66D and 85A; a claim sent to Laws 69B and 71, 79B1). What the play record
shows (the quitted tricks, who played to the next trick, the tricks won, a claim) is never asked."""

from __future__ import annotations

from typing import Any

import pytest

from tdcompanion.core.laws import (
    ATTENTION_DRAWN_BY,
    BoardRecord,
    Fact,
    InconsistentFacts,
    IrregularityKind,
)
from tdcompanion.core.laws.law65_79 import (
    ASCERTAINED,
    BEYOND_DOUBT,
    CALLED,
    CARDS,
    CLAIM_MADE,
    CONVINCED,
    DECLARING_SAYS,
    DEFENDERS_SAY,
    FOUND,
    INSPECTOR,
    LOOKED,
    OWN_CARD_TURNED,
    POINTED_SEAT,
    POINTED_TRICK,
    RECORDED,
    SIDE_PLAYED_ON,
    WHAT,
    Called,
    Inspection,
    PlayedCards,
)
from tdcompanion.core.laws.law68_71 import CLAIMER
from tdcompanion.core.play import Claim, PlayRecord
from tdcompanion.core.seats import Side
from tests.core.laws.scenarios import CONTRACT, DEAL, E, N, S, W, facts, record, run, shown, worded

POINTED = IrregularityKind.CARD_POINTED_WRONGLY
INSPECTED = IrregularityKind.TRICK_INSPECTED
DISPUTED = IrregularityKind.TRICKS_DISPUTED
NS, EW = Side.NS.value, Side.EW.value  # as shown() gives them

ONE_TRICK = record("W:S5", "N:SA", "E:S7", "S:S2")  # dummy won trick 1; nobody has played to trick 2
DUMMY_LED = record("W:S5", "N:SA", "E:S7", "S:S2", "N:HA")  # declaring side has led to trick 2
EAST_PLAYED = record("W:S5", "N:SA", "E:S7", "S:S2", "N:HA", "E:H4")  # both sides have played to trick 2
NO_PLAY = record(play=False)


def _played_out() -> BoardRecord:
    """The board played to its end, each player playing his first legal card: South takes 12 tricks."""
    play = PlayRecord(DEAL, CONTRACT)
    while not play.state.is_finished:
        play = play.play(play.state.legal_cards()[0])
    return BoardRecord(DEAL, record(play=False).auction, play)


PLAYED_OUT = _played_out()
CLAIMED = BoardRecord(DEAL, NO_PLAY.auction, PlayRecord(DEAL, CONTRACT).play("S5", W).add(Claim(S, 13)))

Answers = dict[Fact[Any], object]


def _answers(answers: Answers) -> Any:
    return facts(*answers.items())  # type: ignore[arg-type]


# (irregularity, board, answers, questions asked in order, laws, consequences)
SCENARIOS: list[tuple[str, IrregularityKind, BoardRecord, Answers, list[str], list[str], list[tuple[object, ...]]]] = [
    ("65B3 in time: the card is turned", POINTED, ONE_TRICK, {POINTED_SEAT: E, POINTED_TRICK: 1, ATTENTION_DRAWN_BY: W},
     [], ["65B3", "65B", "79A1"],
     [("card_repointed", "65B", E, 1), ("no_rectification", "65B3", "law65.pointed_in_time"),
      ("count_from_play", "79A1")]),
    ("65B3 late, by a defender: unauthorised for partner", POINTED, EAST_PLAYED,
     {POINTED_SEAT: E, POINTED_TRICK: 1, ATTENTION_DRAWN_BY: W}, [], ["65B3", "16B", "79A1"],
     [("no_rectification", "65B3", "law65.right_expired"), ("count_from_play", "79A1"),
      ("unauthorised_information", "16B", E, "law65.late_remark", ()),
      ("director_review", "16B", "end_of_play", "law65.remark_used")]),
    ("65B3 late, by dummy: unauthorised for declarer", POINTED, DUMMY_LED,
     {POINTED_SEAT: S, POINTED_TRICK: 1, ATTENTION_DRAWN_BY: N}, [], ["65B3", "16B", "79A1"],
     [("no_rectification", "65B3", "law65.right_expired"), ("count_from_play", "79A1"),
      ("unauthorised_information", "16B", S, "law65.late_remark", ()),
      ("director_review", "16B", "end_of_play", "law65.remark_used")]),
    ("65B3 late, by declarer: his partner is dummy", POINTED, DUMMY_LED,
     {POINTED_SEAT: W, POINTED_TRICK: 1, ATTENTION_DRAWN_BY: S}, [], ["65B3", "79A1"],
     [("no_rectification", "65B3", "law65.right_expired"), ("count_from_play", "79A1")]),
    ("65B3 without a play record: asked", POINTED, NO_PLAY,
     {POINTED_SEAT: E, POINTED_TRICK: 4, ATTENTION_DRAWN_BY: W, SIDE_PLAYED_ON: False},
     [POINTED_SEAT.id, POINTED_TRICK.id, ATTENTION_DRAWN_BY.id, SIDE_PLAYED_ON.id], ["65B3", "65B", "79A1"],
     [("card_repointed", "65B", E, 4), ("no_rectification", "65B3", "law65.pointed_in_time"),
      ("count_from_play", "79A1")]),
    ("66A current trick, in time", INSPECTED, ONE_TRICK,
     {INSPECTOR: W, WHAT: Inspection.CURRENT_TRICK, OWN_CARD_TURNED: False}, [], ["66A"],
     [("tricks_inspected", "66A", W, "current_trick"), ("no_rectification", "66A", "law66.entitled")]),
    ("66A own card already turned", INSPECTED, ONE_TRICK,
     {INSPECTOR: W, WHAT: Inspection.CURRENT_TRICK, OWN_CARD_TURNED: True}, [], ["66A"],
     [("inspection_refused", "66A", W, "current_trick"), ("no_rectification", "66A", "law66.not_entitled")]),
    ("66A after his side played on", INSPECTED, DUMMY_LED, {INSPECTOR: S, WHAT: Inspection.CURRENT_TRICK}, [],
     ["66A"],
     [("inspection_refused", "66A", S, "current_trick"), ("no_rectification", "66A", "law66.not_entitled")]),
    ("66B dummy has no right", INSPECTED, ONE_TRICK, {INSPECTOR: N, WHAT: Inspection.OWN_LAST_CARD}, [], ["66B"],
     [("inspection_refused", "66B", N, "own_last_card"), ("no_rectification", "66B", "law66.not_entitled")]),
    ("66B own last card in time", INSPECTED, DUMMY_LED, {INSPECTOR: E, WHAT: Inspection.OWN_LAST_CARD}, [], ["66B"],
     [("tricks_inspected", "66B", E, "own_last_card"), ("no_rectification", "66B", "law66.entitled")]),
    ("66C a request: the Director decides", INSPECTED, DUMMY_LED,
     {INSPECTOR: W, WHAT: Inspection.QUITTED_TRICKS, LOOKED: False}, [], ["66C", "61C"], []),
    ("66C looked at without instruction", INSPECTED, DUMMY_LED,
     {INSPECTOR: W, WHAT: Inspection.QUITTED_TRICKS, LOOKED: True}, [], ["66C", "12A1", "90A"],
     [("no_rectification", "66C", "law66.inspected_uninstructed"),
      ("director_review", "12A1", "end_of_play", "law66.inspection_damage"), ("procedural_penalty", "90A", W)]),
    ("66D after play: read off the record", INSPECTED, PLAYED_OUT, {INSPECTOR: E}, [INSPECTOR.id], ["66D"],
     [("tricks_inspected", "66D", E, "after_play"), ("no_rectification", "66D", "law66.entitled")]),
    ("79B2 the record shows the count", DISPUTED, PLAYED_OUT,
     {DECLARING_SAYS: 13, DEFENDERS_SAY: 11, CALLED: Called.IN_ROUND},
     [DECLARING_SAYS.id, DEFENDERS_SAY.id, CALLED.id], ["79B2"],
     [("tricks_recorded", "79B2", NS, 12), ("no_rectification", "79B2", "law79.single_result")]),
    ("79B2 cards in order: the Director's finding", DISPUTED, NO_PLAY,
     {CLAIM_MADE: False, DECLARING_SAYS: 10, DEFENDERS_SAY: 9, CALLED: Called.IN_ROUND,
      CARDS: PlayedCards.IN_ORDER, FOUND: 9},
     [CLAIM_MADE.id, DECLARING_SAYS.id, DEFENDERS_SAY.id, CALLED.id, CARDS.id, FOUND.id], ["79B2", "66D"],
     [("tricks_counted", "66D", "from_cards"), ("tricks_recorded", "79B2", NS, 9),
      ("no_rectification", "79B2", "law79.single_result")]),
    ("66D the defenders mixed their cards: ruled for the declaring side", DISPUTED, NO_PLAY,
     {CLAIM_MADE: False, DECLARING_SAYS: 10, DEFENDERS_SAY: 9, CALLED: Called.IN_ROUND,
      CARDS: PlayedCards.DEFENDERS_MIXED, ASCERTAINED: False}, [], ["79B2", "66D", "65D"],
     [("tricks_counted", "66D", "cannot_tell"), ("tricks_counted", "65D", "for_orderly_side"),
      ("tricks_recorded", "79B2", NS, 10), ("no_rectification", "79B2", "law79.single_result")]),
    ("66D declarer mixed his cards: ruled for the defenders", DISPUTED, NO_PLAY,
     {CLAIM_MADE: False, DECLARING_SAYS: 10, DEFENDERS_SAY: 9, CALLED: Called.IN_ROUND,
      CARDS: PlayedCards.DECLARING_SIDE_MIXED, ASCERTAINED: False}, [], ["79B2", "66D", "65D"],
     [("tricks_counted", "66D", "cannot_tell"), ("tricks_counted", "65D", "for_orderly_side"),
      ("tricks_recorded", "79B2", NS, 9), ("no_rectification", "79B2", "law79.single_result")]),
    ("85A both mixed: the weight of the evidence", DISPUTED, NO_PLAY,
     {CLAIM_MADE: False, DECLARING_SAYS: 10, DEFENDERS_SAY: 9, CALLED: Called.IN_ROUND,
      CARDS: PlayedCards.BOTH_MIXED, FOUND: 10}, [], ["79B2", "66D", "85A"],
     [("tricks_counted", "66D", "cannot_tell"), ("tricks_counted", "85A", "on_evidence"),
      ("tricks_recorded", "79B2", NS, 10), ("no_rectification", "79B2", "law79.single_result")]),
    ("79B3 after the round, convinced: changed for both", DISPUTED, PLAYED_OUT,
     {DECLARING_SAYS: 12, DEFENDERS_SAY: 11, CALLED: Called.AFTER_ROUND, RECORDED: 11, CONVINCED: True}, [],
     ["79B3"], [("tricks_recorded", "79B3", NS, 12)]),
    ("79B3 after the round, not convinced: the Director's choice", DISPUTED, NO_PLAY,
     {CLAIM_MADE: False, DECLARING_SAYS: 10, DEFENDERS_SAY: 9, CALLED: Called.AFTER_ROUND, RECORDED: 10,
      CONVINCED: False}, [], ["79B3"], []),
    ("79C1 after the Correction Period", DISPUTED, NO_PLAY,
     {CLAIM_MADE: False, DECLARING_SAYS: 10, DEFENDERS_SAY: 9, CALLED: Called.AFTER_CORRECTION_PERIOD,
      BEYOND_DOUBT: False}, [], ["79C1"],
     [("recorded_score_stands", "79C1"), ("no_rectification", "79C1", "after_correction_period")]),
    ("79C2 beyond reasonable doubt", DISPUTED, PLAYED_OUT,
     {DECLARING_SAYS: 12, DEFENDERS_SAY: 11, CALLED: Called.AFTER_CORRECTION_PERIOD, BEYOND_DOUBT: True}, [],
     ["79C2"], [("tricks_recorded", "79C2", NS, 12)]),
]  # fmt: skip


@pytest.mark.parametrize(("name", "kind", "board", "answers", "asked", "laws", "consequences"), SCENARIOS,
                         ids=[s[0] for s in SCENARIOS])  # fmt: skip
def test_each_scenario(name: str, kind: IrregularityKind, *, board: BoardRecord, answers: Answers, asked: list[str],
                       laws: list[str], consequences: list[tuple[object, ...]]) -> None:  # fmt: skip
    result = run(kind, board, _answers(answers))
    assert result.question is None, f"still asks {result.question.id}"
    assert result.ruling is not None
    if asked:
        assert list(result.answered) == asked
    assert [str(x) for x in result.ruling.laws] == laws
    assert shown(result.ruling.consequences) == consequences
    for lang in ("en", "el"):
        assert all(worded(c, lang) for c in result.ruling.consequences)


def test_what_the_record_shows_is_never_asked() -> None:
    pointed = run(POINTED, EAST_PLAYED, _answers({POINTED_SEAT: E, POINTED_TRICK: 1, ATTENTION_DRAWN_BY: W}))
    assert pointed.derived == {SIDE_PLAYED_ON.id: True}
    after = run(INSPECTED, PLAYED_OUT, _answers({INSPECTOR: E}))
    assert after.derived == {WHAT.id: "after_play"}
    disputed = run(DISPUTED, PLAYED_OUT, _answers({DECLARING_SAYS: 13, DEFENDERS_SAY: 11}))
    assert disputed.question is not None and disputed.question.id == CALLED.id
    assert CLAIM_MADE.id in disputed.derived and CARDS.id not in disputed.answered


def test_the_quitted_tricks_are_the_choices_for_a_pointed_card() -> None:
    result = run(POINTED, EAST_PLAYED, _answers({POINTED_SEAT: E}))
    assert result.question is not None and result.question.id == POINTED_TRICK.id
    assert result.question.choices == (1,)


def test_the_director_decides_on_inspecting_quitted_tricks() -> None:
    result = run(INSPECTED, DUMMY_LED, _answers({INSPECTOR: W, WHAT: Inspection.QUITTED_TRICKS, LOOKED: False}))
    assert result.ruling is not None
    (choice,) = result.ruling.choices
    assert choice.role.value == "director" and choice.chooser is None
    assert choice.option_ids == ("law66.instruct", "law66.refuse")
    assert shown(choice.option("law66.instruct").consequences) == [("tricks_inspected", "66C", W, "quitted_tricks")]
    assert shown(choice.option("law66.refuse").consequences) == [("inspection_refused", "66C", W, "quitted_tricks")]


@pytest.mark.parametrize(
    ("recorded", "option", "decreased"),
    [(10, "law79.decrease_declaring_9", (NS, 9)), (9, "law79.decrease_defending_10", (EW, 10))],
)
def test_79b3_not_convinced_the_recorded_score_stands_or_one_side_is_decreased(
        recorded: int, option: str, decreased: tuple[str, int]) -> None:  # fmt: skip
    answers = {CLAIM_MADE: False, DECLARING_SAYS: 10, DEFENDERS_SAY: 9, CALLED: Called.AFTER_ROUND,
               RECORDED: recorded, CONVINCED: False}  # fmt: skip
    result = run(DISPUTED, NO_PLAY, _answers(answers))
    assert result.ruling is not None
    (choice,) = result.ruling.choices
    assert choice.role.value == "director"
    assert choice.option_ids == ("law79.recorded_stands", option)
    assert shown(choice.option("law79.recorded_stands").consequences) == [("recorded_score_stands", "79B3")]
    assert shown(choice.option(option).consequences) == [("one_side_decreased", "79B3", *decreased)]


def test_79b1_a_claim_is_ruled_by_the_claim_laws() -> None:
    result = run(DISPUTED, CLAIMED, _answers({}))
    assert result.question is not None and result.question.id.startswith("law68.")
    assert CLAIM_MADE.id in result.derived  # read off the play record
    asked = run(DISPUTED, NO_PLAY, _answers({CLAIM_MADE: True}))
    assert asked.question is not None and asked.question.id == CLAIMER.id


INCONSISTENT = [
    ("no dispute", DISPUTED, NO_PLAY, {CLAIM_MADE: False, DECLARING_SAYS: 10, DEFENDERS_SAY: 10},
     "law79.no_disagreement", DEFENDERS_SAY.id),
    ("play not over", DISPUTED, ONE_TRICK, {}, "law79.play_not_over", None),
    ("no quitted trick", POINTED, record("W:S5"), {POINTED_SEAT: W}, "law65.no_quitted_trick", None),
    ("trick not quitted", POINTED, ONE_TRICK, {POINTED_SEAT: W, POINTED_TRICK: 2}, "law65.not_quitted",
     POINTED_TRICK.id),
    ("contradicts the record", POINTED, ONE_TRICK,
     {POINTED_SEAT: W, POINTED_TRICK: 1, ATTENTION_DRAWN_BY: E, SIDE_PLAYED_ON: True}, "contradicts_record",
     SIDE_PLAYED_ON.id),
]  # fmt: skip


@pytest.mark.parametrize(("name", "kind", "board", "answers", "reason", "fact"), INCONSISTENT,
                         ids=[i[0] for i in INCONSISTENT])  # fmt: skip
def test_inconsistent_answers_are_refused(name: str, kind: IrregularityKind, *, board: BoardRecord, answers: Answers,
                                          reason: str, fact: str | None) -> None:  # fmt: skip
    with pytest.raises(InconsistentFacts) as err:
        run(kind, board, _answers(answers))
    assert err.value.reason == reason
    assert err.value.fact == fact


EMPTY_PLAY = record()  # the contract and no card: the wizard's board when the Director has not entered the play


def test_a_play_record_without_a_card_tells_nothing_of_the_tricks() -> None:
    pointed = run(POINTED, EMPTY_PLAY, _answers({POINTED_SEAT: E}))
    assert pointed.question is not None and pointed.question.id == POINTED_TRICK.id
    assert pointed.question.choices is None
    inspected = run(INSPECTED, EMPTY_PLAY, _answers({INSPECTOR: E}))
    assert inspected.question is not None and inspected.question.choices is None  # any of the four
    disputed = run(DISPUTED, EMPTY_PLAY, _answers({CLAIM_MADE: False, DECLARING_SAYS: 10, DEFENDERS_SAY: 9}))
    assert disputed.question is not None and disputed.question.id == CALLED.id
    assert disputed.question.choices is None  # when the Director was called: before the round ended or after
