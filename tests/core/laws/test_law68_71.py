"""Laws 68-71, claims and concessions: what the play record shows of the claim (who, how many tricks, the
hands then, the trumps outstanding) is never asked; each branch (68 preamble, 68B2, 68D2(b), 69A, 69B,
79C, 70 with its checks, 71) gives its laws and consequences; inconsistent answers are refused."""

from __future__ import annotations

from typing import Any

import pytest

from tdcompanion.core.calls import Strain
from tdcompanion.core.contract import Contract
from tdcompanion.core.laws import (
    DISCOVERED,
    FACTS,
    BoardRecord,
    Fact,
    Facts,
    InconsistentFacts,
    Irregularity,
    IrregularityKind,
    Period,
    Ruling,
    TableState,
    apply_ruling,
    assess,
    codec,
)
from tdcompanion.core.laws.law68_71 import (
    ACT,
    AWARDED,
    CANNOT_LOSE,
    CLAIMER,
    CONCEDED_WON,
    IS_CLAIM,
    LESS_SUCCESSFUL,
    LIKELY_WON,
    OBJECTIONS,
    OBJECTOR,
    PARTNER_OBJECTED,
    REASONS,
    REMAINING,
    RESPONSE,
    STATEMENT,
    TRICKS,
    TRUMP_MENTIONED,
    TRUMP_OUTSTANDING,
    UNSTATED_FINESSE,
    WON_BEFORE,
    WON_IN_FACT,
    Act,
    ClaimResult,
    Objector,
    Response,
)
from tdcompanion.core.play import Claim, Concede, PlayEvent, PlayRecord
from tdcompanion.wording import rule_text
from tdcompanion.wording.languages import CODES
from tests.core.laws.scenarios import CONTRACT, DEAL, E, N, S, W, c, record, shown

CLAIM = IrregularityKind.CLAIM
TWO_TRICKS = ("W:DJ", "N:D2", "E:D5", "S:DA", "S:H2", "W:H8", "N:HA", "E:H4")  # declarer's side wins both


def claimed(event: PlayEvent, *, contract: Contract = CONTRACT) -> BoardRecord:
    """The shared board after two tricks (North-South won both), then ``event``."""
    board = record(*TWO_TRICKS)
    assert board.play is not None
    play = PlayRecord(DEAL, contract, board.play.events).add(event)
    return BoardRecord(board.deal, board.auction if contract == CONTRACT else None, play)


SOUTH_ALL = claimed(Claim(S, 11))  # East and West still hold ♥765 and ♥T9
SOUTH_CONCEDES_ONE = claimed(Concede(S, 1))
WEST_CONCEDES_TWO = claimed(Concede(W, 2))
WEST_CLAIMS_TWO = claimed(Claim(W, 2))
NOTRUMP = claimed(Claim(S, 11), contract=Contract(3, Strain.NOTRUMP, S))


def walk(board: BoardRecord, answers: dict[Fact[Any], object], **kw: Any) -> tuple[list[str], Ruling]:
    """Answer every question from ``answers`` (failing on one it does not hold); the ids asked and the ruling."""
    facts = Facts()
    asked: list[str] = []
    for _ in range(30):
        result = assess(board, Irregularity(CLAIM, **kw), facts)
        if result.ruling is not None:
            return asked, result.ruling
        question = result.question
        assert question is not None
        assert question.fact in answers, f"asks {question.id} ({asked})"
        asked.append(question.id)
        facts = question.answer(facts, answers[question.fact])
    raise AssertionError("too many questions")


CONTESTED: dict[Fact[Any], object] = {
    IS_CLAIM: True, RESPONSE: Response.DOUBTED, OBJECTOR: Objector.OPPONENTS, STATEMENT: "Drawing trumps, all good",
    OBJECTIONS: "He did not mention the trumps", TRUMP_MENTIONED: True, LESS_SUCCESSFUL: False,
    UNSTATED_FINESSE: False, AWARDED: 11, REASONS: "The statement covers every normal line",
}  # fmt: skip


def but(base: dict[Fact[Any], object], **changes: object) -> dict[Fact[Any], object]:
    """``base`` with answers changed or added, by fact id (``law70__awarded`` for ``law70.awarded``)."""
    return {**base, **{FACTS[name.replace("__", ".")]: value for name, value in changes.items()}}


RESULT_ALL = ("claim_result", "70A", "NS", 0, None, "NS", 11, 0, 13)
HEARD = ("claim_heard", "70B")
AGAINST = ("doubt_against_claimer", "70A")
CASES = [
    # 68 preamble: only the trick in progress; a defender's remark is unauthorised for partner.
    ("current trick, declarer", SOUTH_ALL, {IS_CLAIM: False}, ["law68.is_claim"], ["68"],
     [("no_rectification", "68", "current_trick_only"), ("proceed", "68", False)]),
    ("current trick, defender", WEST_CONCEDES_TWO, {IS_CLAIM: False}, ["law68.is_claim"], ["68", "16C"],
     [("no_rectification", "68", "current_trick_only"), ("proceed", "68", False),
      ("unauthorised_information", "16C", E, "claim_statement", ())]),
    # 68B2: partner objects at once to a defender's concession: none, play continues, information for partner.
    ("68B2", WEST_CONCEDES_TWO, {IS_CLAIM: True, PARTNER_OBJECTED: True},
     ["law68.is_claim", "law68.partner_objected"], ["68B2", "16C"],
     [("no_rectification", "68B2", "partner_objected"), ("proceed", "68B2", False),
      ("unauthorised_information", "16C", E, "attempted_concession", ())]),
    # 68D2(b): play continued with all four concurring: the claim is void.
    ("68D2b", SOUTH_ALL, {IS_CLAIM: True, RESPONSE: Response.PLAYED_ON}, ["law68.is_claim", "law68.response"],
     ["68D2(b)"], [("no_rectification", "68D2(b)", "play_continued"), ("proceed", "68D2(b)", False)]),
    # 69A: agreed, nobody objects: scored as claimed (2 tricks before + 11).
    ("69A", SOUTH_ALL, {IS_CLAIM: True, RESPONSE: Response.AGREED, OBJECTOR: Objector.NOBODY},
     ["law68.is_claim", "law68.response", "law68.objector"], ["69A"],
     [("no_rectification", "69A", "claim_agreed"), ("claim_result", "69A", "NS", 0, None, "NS", 11, 0, 13)]),
    # Agreed, but the opponents object before a call on the next board: no agreement yet, Law 70.
    ("agreement not established", SOUTH_ALL, but(CONTESTED, law68__response=Response.AGREED,
                                                  discovered=Period.AFTER_PLAY),
     ["law68.is_claim", "law68.response", "law68.objector", "discovered", "law68.statement", "law70.objections",
      "law70.trump_mentioned", "law70.less_successful_line", "law70.unstated_finesse", "law70.awarded",
      "law70.reasons"], ["70A", "70B"], [("no_rectification", "70A", "claim_upheld"), RESULT_ALL, HEARD]),
    # 69B: agreement withdrawn within the Correction Period for a trick East-West would likely have won.
    ("69B2", SOUTH_ALL, {IS_CLAIM: True, RESPONSE: Response.AGREED, OBJECTOR: Objector.OPPONENTS,
                         DISCOVERED: Period.NEXT_BOARD, STATEMENT: "All mine", WON_IN_FACT: 0, LIKELY_WON: 1,
                         REASONS: "The ♥10 was still out"},
     ["law68.is_claim", "law68.response", "law68.objector", "discovered", "law68.statement", "law69.won_in_fact",
      "law69.likely_won", "law70.reasons"], ["69B2"],
     [("claim_result", "69B2", "EW", 1, None, "NS", 10, 1, 12)]),
    ("69B1 and 69B2", SOUTH_ALL, {IS_CLAIM: True, RESPONSE: Response.AGREED, OBJECTOR: Objector.OPPONENTS,
                                  DISCOVERED: Period.AFTER_ROUND, STATEMENT: "All mine", WON_IN_FACT: 1,
                                  LIKELY_WON: 1, REASONS: "one won already, one likely"},
     None, ["69B1", "69B2"],
     [("claim_result", "69B1", "EW", 2, None, "NS", 9, 2, 11)]),
    ("69B nothing back", SOUTH_ALL, {IS_CLAIM: True, RESPONSE: Response.AGREED, OBJECTOR: Objector.OPPONENTS,
                                     DISCOVERED: Period.NEXT_BOARD, STATEMENT: "All mine", WON_IN_FACT: 0,
                                     LIKELY_WON: 0, REASONS: "Cold"},
     None, ["69B"],
     [("no_rectification", "69B", "agreement_stands"), ("claim_result", "69B", "NS", 0, None, "NS", 11, 0, 13)]),
    # 79C: too late to withdraw the agreement.
    ("79C", SOUTH_ALL, {IS_CLAIM: True, RESPONSE: Response.AGREED, OBJECTOR: Objector.OPPONENTS,
                        DISCOVERED: Period.AFTER_CORRECTION_PERIOD},
     ["law68.is_claim", "law68.response", "law68.objector", "discovered"], ["69B", "79C"],
     [("no_rectification", "79C", "after_correction_period"), ("claim_result", "79C", "NS", 0, None, "NS", 11, 0, 13)]),
    # 71: the claiming side questions its concession of one trick; it could not be lost by any normal play.
    ("71B doubted", SOUTH_CONCEDES_ONE, {IS_CLAIM: True, RESPONSE: Response.DOUBTED,
                                         OBJECTOR: Objector.CLAIMING_SIDE, STATEMENT: "I lose a club",
                                         CONCEDED_WON: 0, CANNOT_LOSE: 1, REASONS: "Clubs are solid"},
     ["law68.is_claim", "law68.response", "law68.objector", "law68.statement", "law71.won_in_fact",
      "law71.cannot_lose", "law70.reasons"], ["71B"],
     [("claim_result", "71B", "NS", 1, None, "NS", 11, 0, 13)]),
    ("71A agreed", SOUTH_CONCEDES_ONE, {IS_CLAIM: True, RESPONSE: Response.AGREED, OBJECTOR: Objector.CLAIMING_SIDE,
                                        DISCOVERED: Period.AFTER_ROUND, STATEMENT: "I lose a club", CONCEDED_WON: 1,
                                        CANNOT_LOSE: 0, REASONS: "Trick 2 was ours"},
     None, ["71A"], [("claim_result", "71A", "NS", 1, None, "NS", 11, 0, 13)]),
    ("71 stands", SOUTH_CONCEDES_ONE, {IS_CLAIM: True, RESPONSE: Response.DOUBTED, OBJECTOR: Objector.CLAIMING_SIDE,
                                       STATEMENT: "I lose a club", CONCEDED_WON: 0, CANNOT_LOSE: 0,
                                       REASONS: "A club could be lost"},
     None, ["71"],
     [("no_rectification", "71", "concession_stands"), ("claim_result", "71", "NS", 0, None, "NS", 10, 1, 12)]),
    # 70: upheld; 70C outstanding trump; 70D1; 70D2 (a defender's claim); 70E1 accepted and refused.
    ("70 upheld", SOUTH_ALL, CONTESTED, ["law68.is_claim", "law68.response", "law68.objector", "law68.statement",
                                        "law70.objections", "law70.trump_mentioned", "law70.less_successful_line",
                                        "law70.unstated_finesse", "law70.awarded", "law70.reasons"],
     ["70A", "70B"], [("no_rectification", "70A", "claim_upheld"), RESULT_ALL, HEARD]),
    ("70C", SOUTH_ALL, but(CONTESTED, law70__trump_mentioned=False, law70__trump_unaware=True,
                           law70__trump_trick=True, law70__awarded=10),
     None, ["70A", "70B", "70C"],
     [("claim_result", "70C", "EW", 1, None, "NS", 10, 1, 12), HEARD, AGAINST]),
    ("70C aware", SOUTH_ALL, but(CONTESTED, law70__trump_mentioned=False, law70__trump_unaware=False),
     ["law68.is_claim", "law68.response", "law68.objector", "law68.statement", "law70.objections",
      "law70.trump_mentioned", "law70.trump_unaware", "law70.less_successful_line", "law70.unstated_finesse",
      "law70.awarded", "law70.reasons"], ["70A", "70B"],
     [("no_rectification", "70A", "claim_upheld"), RESULT_ALL, HEARD]),
    ("70D1", SOUTH_ALL, but(CONTESTED, law70__less_successful_line=True, law70__awarded=9),
     None, ["70A", "70B", "70D1"],
     [("claim_result", "70D1", "EW", 2, None, "NS", 9, 2, 11), HEARD, AGAINST]),
    ("70D2", WEST_CLAIMS_TWO, but(CONTESTED, law68__partner_objected=False, law70__partner_play=True,
                                  law70__awarded=1),
     ["law68.is_claim", "law68.partner_objected", "law68.response", "law68.objector", "law68.statement",
      "law70.objections", "law70.trump_mentioned", "law70.less_successful_line", "law70.partner_play",
      "law70.unstated_finesse", "law70.awarded", "law70.reasons"], ["70A", "70B", "70D2"],
     [("claim_result", "70D2", "NS", 1, None, "NS", 10, 1, 12), HEARD, AGAINST]),
    ("70E1 showed out", SOUTH_ALL, but(CONTESTED, law70__unstated_finesse=True, law70__showed_out=True),
     None, ["70A", "70B"], [("no_rectification", "70A", "claim_upheld"), RESULT_ALL, HEARD]),
    ("70E1", SOUTH_ALL, but(CONTESTED, law70__unstated_finesse=True, law70__showed_out=False, law70__awarded=10),
     None, ["70A", "70B", "70E1"],
     [("claim_result", "70E1", "EW", 1, None, "NS", 10, 1, 12), HEARD, AGAINST]),
    # At notrump no trump is outstanding: 70C is not asked.
    ("notrump", NOTRUMP, CONTESTED, ["law68.is_claim", "law68.response", "law68.objector", "law68.statement",
                                     "law70.objections", "law70.less_successful_line", "law70.unstated_finesse",
                                     "law70.awarded", "law70.reasons"],
     ["70A", "70B"], [("no_rectification", "70A", "claim_upheld"), RESULT_ALL, HEARD]),
    # Without a play record the claim itself and the outstanding trump are asked.
    ("no play record", record(play=False), but(CONTESTED, law68__claimer=S, law68__act=Act.CLAIM,
                                               law68__remaining=5, law68__tricks=4, law68__won_before=6,
                                               law70__trump_outstanding=False, law70__awarded=3),
     ["law68.claimer", "law68.act", "law68.remaining", "law68.tricks", "law68.won_before", "law68.is_claim",
      "law68.response", "law68.objector", "law68.statement", "law70.objections", "law70.trump_outstanding",
      "law70.less_successful_line", "law70.unstated_finesse", "law70.awarded", "law70.reasons"], ["70A", "70B"],
     [("claim_result", "70B", "EW", 1, None, "NS", 3, 2, 9), HEARD, AGAINST]),
]  # fmt: skip


@pytest.mark.parametrize(("board", "answers", "asked", "laws", "consequences"), [c[1:] for c in CASES],
                         ids=[c[0] for c in CASES])  # fmt: skip
def test_each_branch(board: BoardRecord, answers: dict[Fact[Any], object], asked: list[str] | None,
                     laws: list[str], consequences: list[tuple[object, ...]]) -> None:  # fmt: skip
    got, ruling = walk(board, answers)
    if asked is not None:
        assert got == asked
    assert [str(r) for r in ruling.laws] == laws
    assert shown(ruling.consequences) == consequences
    assert ruling.choices == ()  # the Director decides; no player chooses


def test_the_record_answers_who_claimed_and_is_never_asked() -> None:
    asked, _ = walk(SOUTH_ALL, CONTESTED)
    assert not {CLAIMER.id, ACT.id, TRICKS.id, REMAINING.id, WON_BEFORE.id, TRUMP_OUTSTANDING.id} & set(asked)


def test_the_questions_show_the_position_and_the_outstanding_trumps() -> None:
    facts = Facts().answer(IS_CLAIM, True).answer(RESPONSE, Response.DOUBTED).answer(OBJECTOR, Objector.OPPONENTS)
    question = assess(SOUTH_ALL, Irregularity(CLAIM), facts).question
    assert question is not None and question.fact is STATEMENT
    assert question.params["trick"] == 3
    assert question.params["west"] == tuple(c(x) for x in ("SJ", "S5", "HT", "H9", "DT", "D9", "D8", "CJ", "CT",
                                                           "C9", "C8"))  # fmt: skip
    text = rule_text.question_text(question, "en")
    assert "Cards left at the claim (trick 3)" in text and "West: ♠J, ♠5, ♥10, ♥9" in text
    facts = facts.answer(STATEMENT, "All mine").answer(OBJECTIONS, "Trumps")
    question = assess(SOUTH_ALL, Irregularity(CLAIM), facts).question
    assert question is not None and question.fact is TRUMP_MENTIONED
    assert question.params["cards"] == tuple(c(x) for x in ("H7", "H6", "H5", "HT", "H9"))
    assert question.params["holders"] == (E, W)
    assert "(Ανατολή, Δύση: ♥7, ♥6, ♥5, ♥10, ♥9)" in rule_text.question_text(question, "el")


def test_the_claim_ruled_is_the_one_the_irregularity_points_to() -> None:
    board = record(*TWO_TRICKS)
    assert board.play is not None
    # West conceded two, then (play going on) South claimed all but one.
    play = board.play.add(Concede(W, 2)).play("SA", N).add(Claim(S, 9))
    twice = BoardRecord(board.deal, board.auction, play)
    _, first = walk(twice, {IS_CLAIM: True, PARTNER_OBJECTED: True}, event=8)
    assert str(first.laws[0]) == "68B2"
    _, last = walk(twice, {IS_CLAIM: True, RESPONSE: Response.AGREED, OBJECTOR: Objector.NOBODY})
    assert shown(last.consequences)[1] == ("claim_result", "69A", "NS", 0, None, "NS", 9, 2, 11)


def _refused(board: BoardRecord, answers: dict[Fact[Any], object], **kw: Any) -> InconsistentFacts:
    facts = Facts()
    for fact, value in answers.items():
        facts = facts.answer(fact, value)
    with pytest.raises(InconsistentFacts) as info:
        assess(board, Irregularity(CLAIM, **kw), facts)
    return info.value


REFUSALS = [
    ("award above tricks left", SOUTH_ALL, but(CONTESTED, law70__awarded=12), {}, "more_than_remaining",
     AWARDED.id),
    ("award above the claim", SOUTH_CONCEDES_ONE, but(CONTESTED, law70__awarded=11), {}, "award_above_claim",
     AWARDED.id),
    ("award ignores 70C", SOUTH_ALL, but(CONTESTED, law70__trump_mentioned=False, law70__trump_unaware=True,
                                         law70__trump_trick=True), {}, "award_ignores_checks", AWARDED.id),
    ("69B over the claim", SOUTH_ALL, {IS_CLAIM: True, RESPONSE: Response.AGREED, OBJECTOR: Objector.OPPONENTS,
                                       DISCOVERED: Period.NEXT_BOARD, STATEMENT: "x", WON_IN_FACT: 6, LIKELY_WON: 6},
     {}, "more_than_claimed", LIKELY_WON.id),
    ("71 over the concession", SOUTH_CONCEDES_ONE, {IS_CLAIM: True, RESPONSE: Response.DOUBTED,
                                                   OBJECTOR: Objector.CLAIMING_SIDE, STATEMENT: "x", CONCEDED_WON: 1,
                                                   CANNOT_LOSE: 1}, {}, "more_than_conceded", CANNOT_LOSE.id),
    ("nothing conceded", SOUTH_ALL, {IS_CLAIM: True, RESPONSE: Response.DOUBTED, OBJECTOR: Objector.CLAIMING_SIDE},
     {}, "nothing_conceded", OBJECTOR.id),
    ("nobody objects to a doubted claim", SOUTH_ALL, {IS_CLAIM: True, RESPONSE: Response.DOUBTED,
                                                      OBJECTOR: Objector.NOBODY}, {}, "not_a_choice", OBJECTOR.id),
    ("not a claim event", SOUTH_ALL, {}, {"event": 0}, "no_claim_event", None),
    ("dummy claims", claimed(Claim(N, 11)), {}, {}, "dummy_claim", CLAIMER.id),
    ("no record: more than left", record(play=False), {CLAIMER: S, ACT: Act.CLAIM, REMAINING: 3, TRICKS: 4}, {},
     "more_than_remaining", TRICKS.id),
    ("no record: more won than played", record(play=False),
     {CLAIMER: S, ACT: Act.CONCESSION, REMAINING: 3, TRICKS: 1, WON_BEFORE: 11}, {}, "more_than_quitted",
     WON_BEFORE.id),
]  # fmt: skip


@pytest.mark.parametrize(("board", "answers", "kw", "reason", "fact"), [r[1:] for r in REFUSALS],
                         ids=[r[0] for r in REFUSALS])  # fmt: skip
def test_inconsistent_answers_are_refused(board: BoardRecord, answers: dict[Fact[Any], object], kw: dict[str, Any],
                                          reason: str, fact: str | None) -> None:  # fmt: skip
    error = _refused(board, answers, **kw)
    assert (error.reason, error.fact) == (reason, fact)
    for lang in CODES:  # every refusal of this family is worded
        assert not rule_text.refusal_text(error.reason, dict(error.params), lang).startswith(reason)


def test_a_board_without_contract_is_refused() -> None:
    error = _refused(BoardRecord(DEAL, None), {})
    assert error.reason == "no_contract"


def test_the_ruling_round_trips_through_the_codec_and_the_table_state_scores_it() -> None:
    _, ruling = walk(SOUTH_ALL, but(CONTESTED, law70__trump_mentioned=False, law70__trump_unaware=True,
                                    law70__trump_trick=True, law70__awarded=10))  # fmt: skip
    assert codec.decode(Ruling, codec.encode(ruling)) == ruling
    assert isinstance(ruling.consequences[0], ClaimResult)
    applied = apply_ruling(ruling, {}, SOUTH_ALL, TableState())
    state = applied.record.state
    assert state is not None and state.result == 13  # as claimed in the record
    assert applied.table.result_after_transfers(state) == 12  # as adjudicated


def test_the_ruling_reads_in_both_languages() -> None:
    _, ruling = walk(SOUTH_ALL, CONTESTED)
    en = "\n".join(rule_text.ruling_lines(ruling, ruling.resolve({}), "en"))
    el = "\n".join(rule_text.ruling_lines(ruling, ruling.resolve({}), "el"))
    assert "11 go to the declaring side (North-South) and 0 to the defenders" in en
    assert "the board is scored with 13 tricks for declarer (Law 70A)." in en
    assert "η θήκη βαθμολογείται με 13 λεβέ για τον εκτελεστή – Νόμος 70Α." in el
    assert "claim_result:" not in en + el


@pytest.mark.parametrize("lang", ["en", "el"])
def test_an_adjudicated_claim_prints_one_result_line_not_a_transfer_beside_it(lang: str) -> None:
    """The claim's result is the one line: no 'at the end of play N tricks go to ...' beside it (play is
    over), though the table state still scores the adjudication."""
    _, ruling = walk(SOUTH_ALL, but(CONTESTED, law70__trump_mentioned=False, law70__trump_unaware=True,
                                    law70__trump_trick=True, law70__awarded=10))  # fmt: skip
    lines = [x for x in rule_text.ruling_lines(ruling, ruling.resolve({}), lang) if x.startswith("  - ")]
    assert len(lines) == 3  # the result, then the hearing (70B) and the doubtful points against the claimer (70A)
    assert ("the board is scored with 12 tricks for declarer" if lang == "en" else "με 12 λεβέ") in lines[0]
    applied = apply_ruling(ruling, {}, SOUTH_ALL, TableState())
    assert applied.record.state is not None
    assert applied.table.result_after_transfers(applied.record.state) == 12
