"""Laws 20A-E, 20G, 21A and 40B: a review of the auction or a question refused, wrong or misused; a call misheard;
a partnership understanding not disclosed. Ruled by the misinformation family (Laws 20, 21, 40 and 75 are one
family's), each scenario walked question by question as the Director answers them."""

from __future__ import annotations

from typing import Any

import pytest

from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import Call
from tdcompanion.core.laws import (
    DISCOVERED,
    WBF2017,
    BoardRecord,
    Fact,
    Facts,
    InconsistentFacts,
    Irregularity,
    IrregularityKind,
    Period,
    assess,
)
from tdcompanion.core.laws.law16_75 import EXPLAINER, MisinformationFamily
from tdcompanion.core.laws.law20_40 import (
    ASKER,
    CAUSE,
    CRUCIAL,
    DAMAGED,
    DISCLOSER,
    FAILURE,
    HARMED,
    ISSUE,
    MISHEARD,
    PLAYER,
    REPEATED,
    REVIEWER,
    SHOWN,
    Cause,
    Failure,
    ReviewIssue,
)
from tdcompanion.core.laws.law23_27 import ORIGINAL
from tests.core.laws.scenarios import DEAL, E, N, S, W, record, shown, walk, worded

REVIEW = IrregularityKind.AUCTION_REVIEW
MISHEARD_KIND = IrregularityKind.CALL_MISHEARD
DISCLOSURE = IrregularityKind.DISCLOSURE_FAILURE
UI = IrregularityKind.UNAUTHORISED_INFORMATION


def board(bidding: str) -> BoardRecord:
    return BoardRecord(DEAL, Auction.from_text(N, bidding))


#: North opens 1NT, East passes, South bids 2♣; West's turn (the auction goes on).
OPEN = board("1NT P 2C")
#: North 1NT, East 2♦, South 3NT, all pass: over, no play record (the Director may be called after play).
DONE = board("1NT 2D 3NT AP")
#: The shared board (4♥ by South), in the Clarification Period: no card played.
CLARIFYING = record()
ONE_CARD = record("W:S5")


def hand_over(seat: Any, source: str, law: str) -> list[tuple[object, ...]]:
    """The information noted as unauthorised and handed to its own family to rule next."""
    return [("unauthorised_information", "16B1", seat, source, ()),
            ("follow_up", law, UI, seat, None, None, None, None,
             (("law16.receiver", seat.letter), ("law16.source", source)))]


#: (name, kind, board, answers, questions asked, laws, offender, consequences)
Case = tuple[str, IrregularityKind, BoardRecord, dict[Fact[Any], object], list[str], list[str], Any,
             list[tuple[object, ...]]]
CASES: list[Case] = [
    ("20B: a review refused during the auction is given now", REVIEW, OPEN,
     {ISSUE: ReviewIssue.REFUSED, ASKER: W}, ["law20.issue", "law20.asker"], ["20B"], None,
     [("review_due", "20B", W), ("proceed", "20B", False)]),
    ("20C2: a review refused at the first turn to play is given now", REVIEW, ONE_CARD,
     {ISSUE: ReviewIssue.REFUSED, ASKER: S}, ["law20.issue", "law20.asker"], ["20C2"], None,
     [("review_due", "20C2", S), ("proceed", "20C2", False)]),
    ("20C2: refused, found after play: too late, no rectification", REVIEW, DONE,
     {ISSUE: ReviewIssue.REFUSED, ASKER: W, DISCOVERED: Period.AFTER_PLAY},
     ["law20.issue", "law20.asker", "discovered"], ["20C2"], None,
     [("no_rectification", "20C2", "review_refused")]),
    ("20B: a review asked when not entitled: not given, partner's UI ruled by Law 16", REVIEW, OPEN,
     {ISSUE: ReviewIssue.NOT_ENTITLED, ASKER: E}, ["law20.issue", "law20.asker"], ["20B", "16B1"], E,
     [("review_not_due", "20B", E), *hand_over(W, "question", "20B")]),
    ("20D: the review given by the asker's partner: given again by an opponent, UI to the asker", REVIEW, OPEN,
     {ISSUE: ReviewIssue.BY_PARTNER, ASKER: W}, ["law20.issue", "law20.asker"], ["20D", "16B1"], E,
     [("review_due", "20D", W), *hand_over(W, "other_from_partner", "20D")]),
    ("20E: an uncorrected restatement during the auction: corrected, the Director comes back", REVIEW, OPEN,
     {ISSUE: ReviewIssue.WRONG, ASKER: W, REVIEWER: N}, ["law20.issue", "law20.asker", "law20.reviewer"], ["20E"], N,
     [("review_corrected", "20E", N), ("director_review", "20E", "end_of_play", "review_error")]),
    ("20E: after play, it damaged: adjusted", REVIEW, DONE,
     {ISSUE: ReviewIssue.WRONG, ASKER: W, REVIEWER: N, DISCOVERED: Period.AFTER_PLAY, DAMAGED: True},
     ["law20.issue", "law20.asker", "law20.reviewer", "discovered", "law20.damaged"], ["20E"], N,
     [("review_corrected", "20E", N), ("adjusted_score", "20E", "review_error_damaged", False)]),
    ("20E: after play, no damage: the result stands", REVIEW, DONE,
     {ISSUE: ReviewIssue.WRONG, ASKER: W, REVIEWER: S, DISCOVERED: Period.AFTER_PLAY, DAMAGED: False},
     ["law20.issue", "law20.asker", "law20.reviewer", "discovered", "law20.damaged"], ["20E", "12B1"], S,
     [("review_corrected", "20E", S), ("no_rectification", "12B1", "review_no_damage")]),
    ("20G1: a question for partner's benefit: partner's UI ruled by Law 16", REVIEW, OPEN,
     {ISSUE: ReviewIssue.FOR_PARTNER, ASKER: W}, ["law20.issue", "law20.asker"], ["20G1", "16B1"], W,
     [("improper_question", "20G1", W), *hand_over(E, "question", "20G1")]),
    ("20G2: a question to draw a wrong answer, after play, damaged: adjusted (12A1)", REVIEW, DONE,
     {ISSUE: ReviewIssue.TO_MISLEAD, ASKER: E, DISCOVERED: Period.AFTER_PLAY, DAMAGED: True},
     ["law20.issue", "law20.asker", "discovered", "law20.damaged"], ["20G2", "12A1"], E,
     [("improper_question", "20G2", E), ("procedural_penalty", "20G2", E),
      ("adjusted_score", "12A1", "misleading_question_damaged", False)]),
    ("20G3: own system card consulted in the auction: the Director comes back", REVIEW, OPEN,
     {ISSUE: ReviewIssue.OWN_CARD, ASKER: S}, ["law20.issue", "law20.asker"], ["20G3", "40B2(b)"], S,
     [("improper_question", "40B2(b)", S), ("procedural_penalty", "20G3", S),
      ("director_review", "12A1", "end_of_play", "own_system_card")]),
    ("40B2(b): the declaring side may consult its card in the Clarification Period", REVIEW, CLARIFYING,
     {ISSUE: ReviewIssue.OWN_CARD, ASKER: N}, ["law20.issue", "law20.asker"], ["40B2(b)"], None,
     [("no_rectification", "40B2(b)", "own_system_card_allowed")]),
    ("40B2(b): a defender may not, even in the Clarification Period", REVIEW, CLARIFYING,
     {ISSUE: ReviewIssue.OWN_CARD, ASKER: W}, ["law20.issue", "law20.asker"], ["20G3", "40B2(b)"], W,
     [("improper_question", "40B2(b)", W), ("procedural_penalty", "20G3", W),
      ("director_review", "12A1", "end_of_play", "own_system_card")]),
    ("40B2(c): the opponents' card looked at out of turn: partner's UI ruled by Law 16", REVIEW, OPEN,
     {ISSUE: ReviewIssue.OPPONENTS_CARD, ASKER: E}, ["law20.issue", "law20.asker"], ["40B2(c)", "16B1"], E,
     [("improper_question", "40B2(c)", E), *hand_over(W, "question", "40B2(c)")]),
    ("21A: his own mishearing, his call read off the record: it stands, no redress", MISHEARD_KIND, OPEN,
     {PLAYER: S, MISHEARD: Call.parse("1NT"), CAUSE: Cause.OWN, SHOWN: False},
     ["law21.player", "law21.misheard", "law21.cause", "law21.shown"], ["21A"], None,
     [("no_rectification", "21A", "call_misheard")]),
    ("21A: he showed his mistake at the table: partner's UI ruled by Law 16", MISHEARD_KIND, OPEN,
     {PLAYER: S, MISHEARD: Call.parse("1NT"), CAUSE: Cause.OWN, SHOWN: True},
     ["law21.player", "law21.misheard", "law21.cause", "law21.shown"], ["21A", "16B1"], None,
     [("no_rectification", "21A", "call_misheard"), *hand_over(N, "remark", "16B1")]),
    ("40B3(a), 21B1: not disclosed, found in the auction: a call it influenced may be changed", DISCLOSURE, OPEN,
     {DISCLOSER: S, FAILURE: Failure.NOT_DISCLOSED, REPEATED: False}, ["law40.side", "law40.failure",
                                                                       "law40.repeated"], ["40B3(a)", "21B1(a)"], S,
     [("disclosure_due", "40A1(b)", S), ("follow_up", "21B1(a)", IrregularityKind.MISINFORMATION, S, None, None, None,
                                            None),
      ("director_review", "40B3(a)", "end_of_play", "not_disclosed")]),
    ("40B3(b): repeated, after play, damaged: adjusted and liable to a penalty", DISCLOSURE, DONE,
     {DISCLOSER: S, FAILURE: Failure.NOT_DISCLOSED, DISCOVERED: Period.AFTER_PLAY, REPEATED: True, HARMED: True},
     ["law40.side", "law40.failure", "discovered", "law40.repeated", "law40.damaged"],
     ["40B3(a)"], S,
     [("procedural_penalty", "40B3(b)", S), ("adjusted_score", "40B3(a)", "not_disclosed_damaged", False)]),
    ("40B4: an understanding the regulations forbid, no damage: penalty only", DISCLOSURE, DONE,
     {DISCLOSER: E, FAILURE: Failure.NOT_PERMITTED, DISCOVERED: Period.AFTER_PLAY, HARMED: False},
     ["law40.side", "law40.failure", "discovered", "law40.damaged"], ["40B4", "12B1"], E,
     [("procedural_penalty", "40B4", E), ("no_rectification", "12B1", "review_no_damage")]),
    ("40B5(b): an explanation without the special information, not crucial: no adjustment", DISCLOSURE, DONE,
     {DISCLOSER: N, FAILURE: Failure.INCOMPLETE, DISCOVERED: Period.AFTER_PLAY, CRUCIAL: False},
     ["law40.side", "law40.failure", "discovered", "law40.crucial"], ["40B5(b)"], N,
     [("no_rectification", "40B5(b)", "not_crucial")]),
    ("40B5(b): crucial and damaging: adjusted", DISCLOSURE, DONE,
     {DISCLOSER: N, FAILURE: Failure.INCOMPLETE, DISCOVERED: Period.AFTER_PLAY, CRUCIAL: True, HARMED: True},
     ["law40.side", "law40.failure", "discovered", "law40.crucial", "law40.damaged"],
     ["40B5(b)"], N, [("adjusted_score", "40B5(b)", "not_disclosed_damaged", False)]),
    ("40B5(a): incomplete, found in the play: disclosed now, the Director comes back", DISCLOSURE, ONE_CARD,
     {DISCLOSER: N, FAILURE: Failure.INCOMPLETE}, ["law40.side", "law40.failure"], ["40B5(b)"], N,
     [("disclosure_due", "40B5(a)", N), ("director_review", "40B5(b)", "end_of_play", "not_disclosed")]),
]  # fmt: skip


@pytest.mark.parametrize(("name", "kind", "rec", "answers", "asked", "laws", "offender", "consequences"), CASES,
                         ids=[case[0] for case in CASES])  # fmt: skip
def test_each_scenario(name: str, kind: IrregularityKind, rec: BoardRecord, answers: dict[Fact[Any], object], *,
                       asked: list[str], laws: list[str], offender: Any,
                       consequences: list[tuple[object, ...]]) -> None:  # fmt: skip
    questions, ruling = walk(kind, rec, answers)
    assert questions == asked
    assert ruling.irregularity is kind
    assert [str(x) for x in ruling.laws] == laws
    assert ruling.offender == offender
    assert shown(ruling.consequences) == consequences
    for consequence in ruling.consequences:
        assert worded(consequence, "en") and worded(consequence, "el")


def test_the_kinds_are_the_misinformation_familys_so_each_law_keeps_one_family() -> None:
    for kind in (REVIEW, MISHEARD_KIND, DISCLOSURE):
        assert WBF2017.families[kind] is MisinformationFamily
        assert WBF2017.laws_of(kind) == (20, 21, 40, 75)
    assert WBF2017.claims()[20] is MisinformationFamily and WBF2017.claims()[40] is MisinformationFamily


def test_21a_the_misheard_call_is_one_the_record_shows_and_not_the_players_own() -> None:
    result = assess(OPEN, Irregularity(MISHEARD_KIND), Facts().answer(PLAYER, S))
    assert result.question is not None and result.question.fact is MISHEARD
    assert result.question.choices == (Call.parse("1NT"), Call.parse("P"))  # North's and East's, not South's 2♣
    with pytest.raises(InconsistentFacts):
        assess(OPEN, Irregularity(MISHEARD_KIND), Facts().answer(PLAYER, S).answer(MISHEARD, Call.parse("2C")))


@pytest.mark.parametrize(("cause", "kind", "first"), [
    (Cause.WRONG_REVIEW, REVIEW, REVIEWER),  # 20E, with the review's issue and asker already known
    (Cause.MISEXPLAINED, IrregularityKind.MISINFORMATION, EXPLAINER),  # 21B, Law 75
    (Cause.UNINTENDED, IrregularityKind.CHANGE_OF_CALL, ORIGINAL),  # 25A: his, unintended
])  # fmt: skip
def test_21a_a_misunderstanding_someone_else_caused_is_ruled_under_its_own_law(cause: Cause, kind: IrregularityKind,
                                                                              first: Fact[Any]) -> None:  # fmt: skip
    answers = Facts().answer(PLAYER, S).answer(MISHEARD, Call.parse("1NT")).answer(CAUSE, cause)
    result = assess(OPEN, Irregularity(MISHEARD_KIND), answers)
    assert result.question is not None and result.question.fact is first


def test_21a_a_player_no_one_else_called_before_is_refused() -> None:
    with pytest.raises(InconsistentFacts):
        assess(board("1NT"), Irregularity(MISHEARD_KIND), Facts().answer(PLAYER, N))


def test_20e_the_reviewer_is_an_opponent_of_the_asker() -> None:
    answers = Facts().answer(ISSUE, ReviewIssue.WRONG).answer(ASKER, W)
    result = assess(OPEN, Irregularity(REVIEW), answers)
    assert result.question is not None and result.question.choices == (N, S)
    with pytest.raises(InconsistentFacts):
        assess(OPEN, Irregularity(REVIEW), answers.answer(REVIEWER, E))
