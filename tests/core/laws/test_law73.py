"""Law 73A-B, improper communication between partners: not established (85A); established, the breach of 73B1 with
the side liable to a procedural penalty (90A), or of 73B2 (a prearranged method, the gravest offence) liable to a
disciplinary penalty (91A) and disqualification (91B); in every case partner's unauthorised information is ruled by
the family's own 16B path (73C, 16B1, 16B3 with 12C1), reached through delegation."""

from __future__ import annotations

from typing import Any

import pytest

from tdcompanion.core.calls import Call
from tdcompanion.core.laws import DISCOVERED, InconsistentFacts, IrregularityKind, Period
from tdcompanion.core.laws.law16_75 import (
    ACTED,
    ACTION_KIND,
    ALTERNATIVES,
    CALL,
    COMMUNICATED,
    COMMUNICATION,
    COMMUNICATOR,
    DAMAGED,
    DEMONSTRABLE,
    LOGICAL_ALTERNATIVE,
    MEANS,
    MEANS_SOURCE,
    POLL_TAKEN,
    PREARRANGED,
    SUGGESTS,
    ActionKind,
    Means,
    Source,
)
from tests.core.laws.scenarios import E, N, W, facts, record, ruled, run, shown

IMPROPER = IrregularityKind.IMPROPER_COMMUNICATION
#: South opens 4♥, West doubles with a thump on the table, all pass; East's pass is in question.
DOUBLED = record(bidding="4H X P P P", play=False)
OPEN = record(bidding="4H X P", play=False)  # South 4♥, West doubles, North passes: East to call
TOLD = [(COMMUNICATOR, W), (MEANS, Means.EMPHASIS), (COMMUNICATION, "doubled with a thump on the table")]
JUDGED = [(ACTED, True), (ACTION_KIND, ActionKind.CALL), (CALL, Call.parse("P")), (SUGGESTS, "pass, penalties"),
          (DEMONSTRABLE, True), (POLL_TAKEN, False), (LOGICAL_ALTERNATIVE, True), (ALTERNATIVES, "4S"),
          (DISCOVERED, Period.AFTER_PLAY)]  # fmt: skip
FOUND_B1 = ("communication_finding", "73B1", W, "emphasis", "doubled with a thump on the table")
FOUND_B2 = ("communication_finding", "73B2", W, "emphasis", "doubled with a thump on the table")
PP_90A = ("procedural_penalty", "90A", W)
GRAVEST = [("disciplinary_liability", "91A", W, "points_or_suspension"),
           ("disciplinary_liability", "91B", W, "disqualification")]  # fmt: skip
UI_E = ("unauthorised_information", "73C1", E, "gesture", ())
FINDING_E = ("ui_finding_call", "16B1(a)", E, Call.parse("P"), "pass, penalties", "4S", 0, True)
JUDGED_LAWS = ["73C1", "16B1(a)", "73C2"]

SCENARIOS: dict[str, tuple[Any, ...]] = {
    "85A not established: no infraction": (
        DOUBLED, [*TOLD, (COMMUNICATED, False)], ["73B1"], None,
        [("no_rectification", "73B1", "communication_not_established")]),
    "73B1 during the auction, partner yet to act: 73C reminder, the Director back at the end (16B2)": (
        OPEN, [*TOLD, (COMMUNICATED, True), (PREARRANGED, False), (ACTED, False)],
        ["73B1", "90A", "73C1", "16B3"], W,
        [FOUND_B1, PP_90A, UI_E, ("no_rectification", "73C1", "ui_not_yet_acted"),
         ("director_review", "16B3", "end_of_play", "unauthorised_information")]),
    "73B1 partner chose the suggested call over a logical alternative, opponents damaged: assigned score": (
        DOUBLED, [*TOLD, (COMMUNICATED, True), (PREARRANGED, False), *JUDGED, (DAMAGED, True)],
        ["73B1", "90A", *JUDGED_LAWS, "16B3", "12C1"], W,
        [FOUND_B1, PP_90A, UI_E, FINDING_E, ("procedural_penalty", "73C2", E),
         ("adjusted_score", "16B3", "unauthorised_information", False), ("assigned_score", "12C1")]),
    "73B1 no logical alternative: the breach stands, the result too": (
        DOUBLED, [*TOLD, (COMMUNICATED, True), (PREARRANGED, False), *JUDGED[:6], (LOGICAL_ALTERNATIVE, False),
                  (DISCOVERED, Period.AFTER_PLAY)],
        ["73B1", "90A", "73C1", "16B1(a)", "16B1(b)"], W,
        [FOUND_B1, PP_90A, UI_E, ("ui_finding_call", "16B1(a)", E, Call.parse("P"), "pass, penalties", "-", 0, False),
         ("no_rectification", "16B1(b)", "ui_no_logical_alternative")]),
    "73B2 a prearranged method, the gravest offence: 91A and 91B, and the damage redressed": (
        DOUBLED, [*TOLD, (COMMUNICATED, True), (PREARRANGED, True), *JUDGED, (DAMAGED, True)],
        ["73B2", "91A", "91B", *JUDGED_LAWS, "16B3", "12C1"], W,
        [FOUND_B2, *GRAVEST, UI_E, FINDING_E, ("procedural_penalty", "73C2", E),
         ("adjusted_score", "16B3", "unauthorised_information", False), ("assigned_score", "12C1")]),
    "73B2 opponents not damaged: no adjustment, the liability stays": (
        DOUBLED, [*TOLD, (COMMUNICATED, True), (PREARRANGED, True), *JUDGED, (DAMAGED, False)],
        ["73B2", "91A", "91B", *JUDGED_LAWS, "12B1"], W,
        [FOUND_B2, *GRAVEST, UI_E, FINDING_E, ("procedural_penalty", "73C2", E),
         ("no_rectification", "12B1", "ui_no_damage")]),
}  # fmt: skip


@pytest.mark.parametrize("scenario", SCENARIOS.values(), ids=SCENARIOS.keys())
def test_improper_communication(scenario: tuple[Any, ...]) -> None:
    board, answers, laws, offender, expected = scenario
    ruling = ruled(IMPROPER, board, facts(*answers))
    assert ruling.irregularity is IMPROPER
    assert [str(x) for x in ruling.laws] == laws
    assert ruling.offender is offender
    assert shown(ruling.consequences) == expected
    assert ruling.choices == ()


@pytest.mark.parametrize("means", list(Means))
def test_each_means_is_partners_information_of_its_source(means: Means) -> None:
    answers = [(COMMUNICATOR, N), (MEANS, means), (COMMUNICATION, "it"), (COMMUNICATED, True), (PREARRANGED, False),
               (ACTED, False)]  # fmt: skip
    ruling = ruled(IMPROPER, OPEN, facts(*answers))
    note = [c for c in shown(ruling.consequences) if c[0] == "unauthorised_information"]
    assert note == [("unauthorised_information", "73C1", N.partner, MEANS_SOURCE[means].value, ())]
    assert MEANS_SOURCE[means] is not Source.OTHER_SOURCE


def test_partners_facts_are_asked_once_the_communication_is_established_never_its_source_or_receiver() -> None:
    asked = run(IMPROPER, DOUBLED, facts(*TOLD, (COMMUNICATED, True), (PREARRANGED, False))).question
    assert asked is not None and asked.id == "discovered"  # when: the auction record is over, no play recorded
    asked = run(IMPROPER, DOUBLED, facts(*TOLD, (COMMUNICATED, True), (PREARRANGED, False),
                                         (DISCOVERED, Period.AFTER_PLAY))).question  # fmt: skip
    assert asked is not None and asked.id == "law16.action_kind" and asked.params["seat"] is E


def test_ui_rulings_are_unchanged_by_the_new_kind() -> None:
    from tdcompanion.core.laws.law16_75 import DESCRIPTION, ESTABLISHED, RECEIVER, SOURCE

    ruling = ruled(IrregularityKind.UNAUTHORISED_INFORMATION, DOUBLED, facts(
        (SOURCE, Source.GESTURE), (RECEIVER, E), (DESCRIPTION, "thump"), (ESTABLISHED, False)))  # fmt: skip
    assert ruling.irregularity is IrregularityKind.UNAUTHORISED_INFORMATION
    assert [str(x) for x in ruling.laws] == ["16B1", "85A"]


def test_a_call_partner_never_made_is_refused() -> None:
    answers = [*TOLD, (COMMUNICATED, True), (PREARRANGED, False), (ACTED, True), (ACTION_KIND, ActionKind.CALL),
               (CALL, Call.parse("4S")), (DISCOVERED, Period.AFTER_PLAY)]  # fmt: skip
    with pytest.raises(InconsistentFacts) as caught:
        run(IMPROPER, DOUBLED, facts(*answers))
    assert caught.value.reason == "not_a_choice"
