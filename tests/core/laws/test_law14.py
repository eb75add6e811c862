"""Law 14, missing card, section by section as seed 004 sets it out (14A1-3, 14B1-4, 14C), with
what the record tells and what is refused."""

from __future__ import annotations

import pytest

from tdcompanion.core.laws import DISCOVERED, Facts, InconsistentFacts, IrregularityKind, Period, law67
from tdcompanion.core.laws.law13_14 import EXPOSED, FOUND, MISSING_CARDS, OWNER, OWNER_DEFENDS, Found
from tests.core.laws.scenarios import DEAL, E, N, S, W, adding, c, facts, record, ruled, run, shown, without

MISSING = IrregularityKind.MISSING_CARD
SHORT = without(DEAL, W, "SJ")  # West's ♠J is missing from his hand
# West leads ♠5; on the second spade he discards ♦8 (holding, in law, the ♠J); trick 3 establishes it.
PLAY3 = ("W:S5", "N:SA", "E:S7", "S:S2", "N:SK", "E:S8", "S:S3", "W:D8", "N:HA", "E:H4", "S:H2", "W:H8")
UI = ("unauthorised_information", "14C", E, "card_replaced", (c("SJ"),))
REVOKE = ("follow_up", "14B4", IrregularityKind.REVOKE, W, 2, c("D8"), 7, True)

SCENARIOS = {
    "14A1 found before the opening lead": (
        record(deal=SHORT),
        facts((FOUND, Found.ELSEWHERE, "SJ")),
        ["14A1", "14A3", "14C"],
        [("card_restored", "14A1", W, c("SJ"), "found"), ("proceed", "14A3", True), UI],
    ),
    "14A2 not found, during the auction: another pack": (
        record(deal=SHORT, bidding="4H", play=False),
        facts((FOUND, Found.NOT_FOUND, "SJ")),
        ["14A2", "14A3", "14C"],
        [("card_restored", "14A2", W, c("SJ"), "other_pack"), ("proceed", "14A3", True), UI],
    ),
    "14B2 found elsewhere during play: failing to play it was a revoke (14B4)": (
        record(*PLAY3, deal=SHORT),
        facts((FOUND, Found.ELSEWHERE, "SJ"), (EXPOSED, False, "SJ")),
        ["14B2", "14B4", "14C"],
        [("card_restored", "14B2", W, c("SJ"), "found"), REVOKE, ("proceed", "14B", False), UI],
    ),
    "14B4 a defender's honour found face up: major penalty card": (
        record(*PLAY3, deal=SHORT),
        facts((FOUND, Found.ELSEWHERE, "SJ"), (EXPOSED, True, "SJ")),
        ["14B2", "14B4", "14C"],
        [("card_restored", "14B2", W, c("SJ"), "found"), ("penalty_card", "14B4", W, c("SJ"), "major"), REVOKE,
         ("proceed", "14B", False), UI],
    ),
    "14B4 a low card found face up: minor penalty card, no revoke": (
        record(*PLAY3, deal=without(DEAL, W, "C8")),
        facts((FOUND, Found.ELSEWHERE, "C8"), (EXPOSED, True, "C8")),
        ["14B2", "14B4", "14C"],
        [("card_restored", "14B2", W, c("C8"), "found"), ("penalty_card", "14B4", W, c("C8"), "minor"),
         ("proceed", "14B", False), ("unauthorised_information", "14C", E, "card_replaced", (c("C8"),))],
    ),
    "14B3 not found: another pack, the revoke stands": (
        record(*PLAY3, deal=SHORT),
        facts((FOUND, Found.NOT_FOUND, "SJ")),
        ["14B3", "14B4", "14C"],
        [("card_restored", "14B3", W, c("SJ"), "other_pack"), REVOKE, ("proceed", "14B", False), UI],
    ),
    "14B1 found among the played cards: Law 67B2": (
        record(*PLAY3, deal=SHORT),
        facts((FOUND, Found.AMONG_PLAYED_CARDS, "SJ"), (law67.TRICK, 1), (law67.FACED_KNOWN, True),
              (law67.FACED_CARD, c("S5")), (law67.EXPOSED, False, "SJ")),
        ["14B1", "67B2"],
        [("card_restored", "67B2(a)", W, c("SJ"), "played_cards"),
         ("follow_up", "67B2(b)", IrregularityKind.REVOKE, W, 2, c("D8"), 7, True), UI],
    ),
    "14B4 declarer's card never becomes a penalty card (48A)": (
        record(*PLAY3, deal=without(DEAL, S, "DQ")),
        facts((FOUND, Found.ELSEWHERE, "DQ")),
        ["14B2", "14B4", "14C"],
        [("card_restored", "14B2", S, c("DQ"), "found"), ("proceed", "14B", False),
         ("unauthorised_information", "14C", N, "card_replaced", (c("DQ"),))],
    ),
    "14B after play, no play record": (
        record(deal=SHORT, play=False),
        facts((DISCOVERED, Period.AFTER_ROUND), (FOUND, Found.ELSEWHERE, "SJ"), (EXPOSED, False, "SJ")),
        ["14B2", "14B4", "14C"],
        [("card_restored", "14B2", W, c("SJ"), "found"), UI],
    ),
    "after the Correction Period: no rectification": (
        record(deal=SHORT, play=False),
        facts((DISCOVERED, Period.AFTER_CORRECTION_PERIOD)),
        ["14B", "79C"],
        [("no_rectification", "14B", "after_correction_period")],
    ),
}  # fmt: skip


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_law_14_scenario(name: str) -> None:
    board, answers, laws, consequences = SCENARIOS[name]
    ruling = ruled(MISSING, board, answers)
    assert [str(law) for law in ruling.laws] == laws
    assert shown(ruling.consequences) == consequences
    assert ruling.choices == ()


def test_the_record_shows_which_card_is_missing_whose_it_is_and_when() -> None:
    result = run(MISSING, record(*PLAY3, deal=SHORT))
    question = result.question
    assert question is not None
    assert (question.fact, question.key, question.choices) == (FOUND, "SJ", tuple(Found))
    assert question.params == {"card": c("SJ"), "seat": W}
    assert dict(result.derived) == {"law14.missing_cards": ("SJ",), "law14.owner:SJ": "W", "discovered": "play"}


def test_before_the_opening_lead_the_card_cannot_be_among_the_played_cards() -> None:
    result = run(MISSING, record(deal=SHORT))
    assert result.question is not None and result.question.choices == (Found.ELSEWHERE, Found.NOT_FOUND)
    with pytest.raises(InconsistentFacts) as info:
        run(MISSING, record(deal=SHORT), facts((FOUND, Found.AMONG_PLAYED_CARDS, "SJ")))
    assert (info.value.reason, info.value.fact) == ("no_card_played_yet", "law14.found:SJ")


def test_with_two_short_hands_the_owner_of_each_card_is_asked() -> None:
    board = record(deal=without(SHORT, N, "D2"))
    result = run(MISSING, board)
    assert result.question is not None
    assert (result.question.fact, result.question.key, result.question.choices) == (OWNER, "D2", (N, W))
    answers = facts((OWNER, N, "D2"), (OWNER, W, "SJ"), (FOUND, Found.ELSEWHERE, "D2"), (FOUND, Found.NOT_FOUND, "SJ"))
    ruling = ruled(MISSING, board, answers)
    assert shown(ruling.consequences)[:2] == [
        ("card_restored", "14A1", N, c("D2"), "found"),
        ("card_restored", "14A2", W, c("SJ"), "other_pack"),
    ]
    with pytest.raises(InconsistentFacts) as info:
        run(MISSING, board, facts((OWNER, E, "D2")))
    assert info.value.reason == "hand_not_short"


def test_when_the_deal_is_complete_the_director_names_the_missing_card() -> None:
    board = record(*PLAY3[:4])  # the full deal as dealt; West now holds one card too few
    result = run(MISSING, board)
    assert result.question is not None and result.question.fact is MISSING_CARDS
    answers = facts((MISSING_CARDS, (c("CJ"),)), (FOUND, Found.ELSEWHERE, "CJ"), (EXPOSED, False, "CJ"))
    ruling = ruled(MISSING, board, answers)
    assert shown(ruling.consequences)[0] == ("card_restored", "14B2", W, c("CJ"), "found")


@pytest.mark.parametrize(
    ("board", "answers", "reason"),
    [
        (record(deal=adding(SHORT, N, "SJ")), Facts(), "hand_over_13"),
        (record(*PLAY3[:4]), facts((MISSING_CARDS, (c("S5"),))), "card_was_played"),
        (record(*PLAY3[:4]), facts((MISSING_CARDS, ())), "no_missing_card"),
        (record(*PLAY3, deal=SHORT), facts((OWNER, N, "SJ")), "contradicts_record"),
    ],
)
def test_inconsistent_facts_are_refused(board: object, answers: Facts, reason: str) -> None:
    with pytest.raises(InconsistentFacts) as info:
        run(MISSING, board, answers)  # type: ignore[arg-type]
    assert info.value.reason == reason


def test_without_a_contract_the_director_says_whether_the_owner_defends() -> None:
    board = record(deal=SHORT, bidding=None, play=False)
    answers = facts((DISCOVERED, Period.AFTER_PLAY), (FOUND, Found.ELSEWHERE, "SJ"))
    result = run(MISSING, board, answers)
    assert result.question is not None and result.question.fact is OWNER_DEFENDS
    ruling = ruled(MISSING, board, facts((DISCOVERED, Period.AFTER_PLAY), (FOUND, Found.ELSEWHERE, "SJ"),
                                          (OWNER_DEFENDS, False, "SJ")))  # fmt: skip
    assert [k[0] for k in shown(ruling.consequences)] == ["card_restored", "unauthorised_information"]
