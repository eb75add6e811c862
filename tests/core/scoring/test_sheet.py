"""The table's score sheet: evaluate() on every kind of score record (result with and without revoke
transfers, passed out, assigned, weighted, each side's own score, artificial scores with and without the
session limits, every form of traveller) and what it refuses; obtained() from a real play and table state.

Expected figures are worked out by hand in the comments (Law 77 scores, the Law 78B IMP scale, 2
matchpoints a result beaten and 1 a tie, Neuberg), never taken from the code under test."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import pytest

from tdcompanion.core.board import Vulnerability
from tdcompanion.core.contract import PASSED_OUT, Contract
from tdcompanion.core.laws import Irregularity, IrregularityKind, TableState, apply_ruling, assess
from tdcompanion.core.scoring.adjusted import (
    AdjustedScore,
    AdjustedScoreError,
    Artificial,
    ArtificialScore,
    Outcome,
    Unit,
    WeightedScore,
)
from tdcompanion.core.scoring.duplicate import ScoreError
from tdcompanion.core.scoring.sheet import (
    Form,
    NoTableScoreError,
    ScoreRecord,
    Session,
    TableResult,
    Traveller,
    evaluate,
    laws,
    obtained,
    obtained_so_far,
)
from tdcompanion.core.scoring.transfers import TransferredScore
from tdcompanion.core.seats import Seat
from tests.core.laws.scenarios import facts, record
from tests.core.laws.test_law61_64 import NOT_ACTED, A, B

F = Fraction  # short, for the tables of figures

NONE, BOTH, NS_VUL = Vulnerability.NONE, Vulnerability.BOTH, Vulnerability.NS
FOUR_S = Contract.parse("4S", Seat.N)
FOUR_H = Contract.parse("4H", Seat.S)
THREE_NT = Contract.parse("3NT", Seat.S)
PLUS, AVERAGE, MINUS = Artificial.AVERAGE_PLUS, Artificial.AVERAGE, Artificial.AVERAGE_MINUS


def weighted(*outcomes: tuple[Contract, int, F]) -> WeightedScore:
    return WeightedScore(tuple(Outcome(c, t, w) for c, t, w in outcomes))


SIXTY_FORTY = weighted((FOUR_S, 10, F(3, 5)), (FOUR_S, 9, F(2, 5)))  # 4♠ N: 10 tricks 60%, 9 tricks 40%
HALF_HALF = weighted((FOUR_S, 10, F(1, 2)), (FOUR_S, 9, F(1, 2)))
MP3 = Traveller(Form.MATCHPOINTS, (420, 170, -50))  # three other results: top 2 x 3 = 6
MP9 = Traveller(Form.MATCHPOINTS, (420, 170, -50, 450, 400, 140, -100, 420, 170))  # top 2 x 9 = 18


@dataclass(frozen=True)
class Expected:
    """What the sheet should say: North-South's points as scored, the table's points for each side, and the
    conversion (unit, North-South, East-West, top)."""

    obtained_ns: int | None
    table_ns: F | None
    table_ew: F | None
    conversion: tuple[Unit, F, F, int | None] | None = None


SCENARIOS: dict[str, tuple[ScoreRecord, Vulnerability, Expected]] = {
    # 4♠ N making 10, not vulnerable: 4 x 30 = 120 + game 300 = 420.
    "result, no transfer": (ScoreRecord(TableResult(FOUR_S, 10)), NONE, Expected(420, F(420), F(-420))),
    # 4♠ N 9 tricks: one down, 50; a revoke trick to declarer makes 10: 420.
    "result, 1 trick to declarer": (ScoreRecord(TableResult(FOUR_S, 9, to_declarer=1)), NONE,
                                    Expected(420, F(420), F(-420))),
    # 3NT S vulnerable making 9: 40 + 60 + 500 = 600; 2 tricks to the defenders: 7 tricks, 2 down vulnerable = -200.
    "result, 2 tricks to the defenders": (ScoreRecord(TableResult(THREE_NT, 9, to_defenders=2)), NS_VUL,
                                          Expected(-200, F(-200), F(200))),
    # both ways: 9 + 2 - 1 = 10 tricks: 420.
    "result, transfers both ways": (ScoreRecord(TableResult(FOUR_S, 9, 2, 1)), NONE, Expected(420, F(420), F(-420))),
    "passed out": (ScoreRecord(TableResult(PASSED_OUT, None)), BOTH, Expected(0, F(0), F(0))),
    # 4♥ S 9 tricks vulnerable: -100; assigned 10 tricks: 120 + 500 = 620.
    "assigned (12C1(a))": (ScoreRecord(TableResult(FOUR_H, 9), AdjustedScore(WeightedScore.assigned(FOUR_H, 10))),
                           BOTH, Expected(-100, F(620), F(-620))),
    # 60% of 420 + 40% of -50 = 252 - 20 = 232. Against 420, 170, -50: 420 ties 1 and beats 2 (5 MPs), -50 ties 1
    # (1 MP): 60% of 5 + 40% of 1 = 3.4 of 6. East-West: -420 ties 1 (1), +50 ties 1 beats 2 (5): 0.6 + 2 = 2.6.
    "weighted balanced (12C1(c))": (ScoreRecord(adjusted=AdjustedScore(SIXTY_FORTY), traveller=MP3), NONE,
                                    Expected(None, F(232), F(-232), (Unit.MATCHPOINTS, F(17, 5), F(13, 5), 6))),
    # N-S assigned 420 (5 MPs); E-W 50% 420 (1 MP for E-W), 50% -50 (5 MPs for E-W): 3. E-W points: -(210 - 25).
    "each side its own (12C1(e))": (
        ScoreRecord(adjusted=AdjustedScore(WeightedScore.assigned(FOUR_S, 10), HALF_HALF), traveller=MP3), NONE,
        Expected(None, F(420), F(-185), (Unit.MATCHPOINTS, F(5), F(3), 6))),
    # 60% and 40% of a top of 18 (nine other results): 10.8 and 7.2.
    "A+/A- matchpoints (12C2(a))": (ScoreRecord(adjusted=ArtificialScore(PLUS, MINUS), traveller=MP9), NONE,
                                    Expected(None, None, None, (Unit.MATCHPOINTS, F(54, 5), F(36, 5), 18))),
    # N-S 65% on the session: A+ is 65% of 18 = 11.7; E-W 45% is above 40: A- stays 40% = 7.2.
    "A+/A- matchpoints, session limits (12C2(c))": (
        ScoreRecord(adjusted=ArtificialScore(PLUS, MINUS), traveller=MP9, session=Session(F(65), F(45))), NONE,
        Expected(None, None, None, (Unit.MATCHPOINTS, F(117, 10), F(36, 5), 18))),
    # E-W 35% on the session is below 40: A- is 35% of 18 = 6.3; N-S 55% is below 60: A+ stays 60% = 10.8.
    "A-/A+ matchpoints, the offenders' lower session": (
        ScoreRecord(adjusted=ArtificialScore(PLUS, MINUS), traveller=MP9, session=Session(F(55), F(35))), NONE,
        Expected(None, None, None, (Unit.MATCHPOINTS, F(54, 5), F(63, 10), 18))),
    "A/A matchpoints": (ScoreRecord(adjusted=ArtificialScore(AVERAGE, AVERAGE), traveller=MP3), NONE,
                        Expected(None, None, None, (Unit.MATCHPOINTS, F(3), F(3), 6))),
    # Teams: A+ +3 IMPs, A- -3 IMPs (12C2(b)).
    "A+/A- IMPs": (ScoreRecord(adjusted=ArtificialScore(PLUS, MINUS), traveller=Traveller(Form.IMPS, (420,))),
                   NONE, Expected(None, None, None, (Unit.IMPS, F(3), F(-3), None))),
    # N-S 4.5 IMPs a board on the session: above +3, so 4.5; E-W -5: below -3, so -5.
    "A+/A- IMPs, session limits": (
        ScoreRecord(adjusted=ArtificialScore(PLUS, MINUS), traveller=Traveller(Form.BUTLER, (420, 170)),
                    session=Session(F(9, 2), F(-5))), NONE,
        Expected(None, None, None, (Unit.IMPS, F(9, 2), F(-5), None))),
    # 420 against 420, 170, null, -50: compared among 4 results (3 others present): beats 170 and -50, ties 420:
    # 5 on a top of 6; Neuberg to 5 results: (5 + 1) x 5/4 - 1 = 6.5 of 8. E-W: -420 ties one: 1 -> 2 x 5/4 - 1 = 1.5.
    "matchpoints with an artificial score elsewhere (Neuberg)": (
        ScoreRecord(TableResult(FOUR_S, 10), traveller=Traveller(Form.MATCHPOINTS, (420, 170, None, -50))), NONE,
        Expected(420, F(420), F(-420), (Unit.MATCHPOINTS, F(13, 2), F(3, 2), 8))),
    # Teams: 420 against 170 in the other room: 250 points = 6 IMPs (220-260).
    "teams IMPs": (ScoreRecord(TableResult(FOUR_S, 10), traveller=Traveller(Form.IMPS, (170,))), NONE,
                   Expected(420, F(420), F(-420), (Unit.IMPS, F(6), F(-6), None))),
    # Weighted at teams: 420 - 170 = 250: 6 IMPs (60%); -50 - 170 = -220: -6 IMPs (40%): 3.6 - 2.4 = 1.2.
    "teams IMPs, weighted": (ScoreRecord(adjusted=AdjustedScore(SIXTY_FORTY), traveller=Traveller(Form.IMPS, (170,))),
                             NONE, Expected(None, F(232), F(-232), (Unit.IMPS, F(6, 5), F(-6, 5), None))),
    # Butler: scores 420 (the table), 420, 170, -50, 450, 400; six scores, so the highest (450) and lowest (-50)
    # go: (420 + 420 + 170 + 400) / 4 = 352.5, datum 350; 420 - 350 = 70: 2 IMPs (50-80).
    "Butler": (ScoreRecord(TableResult(FOUR_S, 10), traveller=Traveller(Form.BUTLER, (420, 170, -50, 450, 400))),
               NONE, Expected(420, F(420), F(-420), (Unit.IMPS, F(2), F(-2), None))),
    # Cross-IMPs: 420 against 420 (0), 170 (250: 6), -50 (470: 10): 16 / 3.
    "cross-IMPs": (ScoreRecord(TableResult(FOUR_S, 10), traveller=Traveller(Form.CROSS_IMPS, (420, 170, -50))),
                   NONE, Expected(420, F(420), F(-420), (Unit.IMPS, F(16, 3), F(-16, 3), None))),
}  # fmt: skip


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_the_sheet_gives_each_figure(name: str) -> None:
    record, vulnerability, expected = SCENARIOS[name]
    sheet = evaluate(record, vulnerability)
    assert (None if sheet.obtained is None else sheet.obtained.after.ns if isinstance(sheet.obtained,
            TransferredScore) else sheet.obtained.ns) == expected.obtained_ns  # fmt: skip
    assert (sheet.table_ns, sheet.table_ew) == (expected.table_ns, expected.table_ew)
    conversion = sheet.conversion
    got = None if conversion is None else (conversion.unit, conversion.ns, conversion.ew, conversion.top)
    assert got == expected.conversion
    assert sheet.unit == (None if expected.conversion is None else expected.conversion[0])


def test_the_score_before_the_transfers_is_kept() -> None:
    # 4♠ N 9 tricks not vulnerable: -50 as played; 420 after the revoke trick moves.
    sheet = evaluate(ScoreRecord(TableResult(FOUR_S, 9, to_declarer=1)), NONE)
    assert isinstance(sheet.obtained, TransferredScore)
    assert (sheet.obtained.before.ns, sheet.obtained.after.ns, sheet.obtained.ns_change) == (-50, 420, 470)


def test_an_adjusted_score_replaces_the_result_obtained_on_the_traveller() -> None:
    # obtained 4♠ -1 (-50) but assigned 4♠ = (420): against 420, 170, -50 the table gets 420's 5 MPs, not -50's 1.
    record = ScoreRecord(TableResult(FOUR_S, 9), AdjustedScore(WeightedScore.assigned(FOUR_S, 10)), MP3)
    sheet = evaluate(record, NONE)
    assert sheet.obtained is not None and sheet.obtained.ns == -50
    assert sheet.conversion is not None and (sheet.conversion.ns, sheet.conversion.ew) == (5, 1)


def test_the_matchpoint_percentages_follow_the_top() -> None:
    sheet = evaluate(SCENARIOS["matchpoints with an artificial score elsewhere (Neuberg)"][0], NONE)
    assert sheet.conversion is not None
    assert (sheet.conversion.ns_percent, sheet.conversion.ew_percent) == (F(8125, 100), F(1875, 100))  # 6.5/8, 1.5/8


def test_an_empty_record_has_nothing_to_show() -> None:
    sheet = evaluate(ScoreRecord(), NONE)
    assert (sheet.obtained, sheet.table_ns, sheet.table_ew, sheet.conversion) == (None, None, None, None)


# --- what is refused ---------------------------------------------------------------------------------------


def test_a_traveller_without_a_table_score_is_refused_saying_what_is_missing() -> None:
    with pytest.raises(NoTableScoreError, match="enter the result obtained or an adjusted score") as info:
        evaluate(ScoreRecord(traveller=MP3), NONE)
    assert info.value.code == "no_table_score"
    assert isinstance(info.value, ScoreError) and isinstance(info.value, ValueError)


@pytest.mark.parametrize(
    ("form", "others", "message"),
    [
        (Form.IMPS, (420, 170), "one score, the other room's, not 2"),
        (Form.IMPS, (), "at least one other result"),
        (Form.MATCHPOINTS, (420, 425), "result 2: 425 is not a bridge score"),
        (Form.BUTLER, (420, None), "result 2: an artificial score takes part only in matchpoints"),
        (Form.CROSS_IMPS, (True,), "result 1: True is not a bridge score"),
        (Form.MATCHPOINTS, (10_010,), "result 1: 10010 is not a bridge score"),
        (Form.MATCHPOINTS, (0,) * 501, "at most 500 other results, not 501"),
    ],
)
def test_a_traveller_that_is_not_one_is_refused(form: Form, others: tuple[int | None, ...], message: str) -> None:
    with pytest.raises(AdjustedScoreError, match=message):
        Traveller(form, others)


@pytest.mark.parametrize(
    ("contract", "tricks", "to_declarer", "to_defenders", "message"),
    [
        (FOUR_S, None, 0, 0, "how many tricks"),
        (FOUR_S, 14, 0, 0, "from 0 to 13"),
        (FOUR_S, 12, 2, 0, "give 14"),
        (FOUR_S, 1, 0, 2, "give -1"),
        (FOUR_S, 9, -1, 0, "positive number"),
        (PASSED_OUT, 0, 0, 0, "no tricks"),
        (PASSED_OUT, None, 1, 0, "no tricks and no transfers"),
    ],
)
def test_a_result_that_cannot_be_is_refused(contract: Contract, tricks: int | None, to_declarer: int,
                                            to_defenders: int, message: str) -> None:  # fmt: skip
    with pytest.raises(ScoreError, match=message):
        TableResult(contract, tricks, to_declarer, to_defenders)


# --- obtained(): the result of a real play with the table's transfers --------------------------------------


def _table_after_ruling(plays: tuple[str, ...]) -> TableState:
    """The table state once the revoke ruled at trick 4 (16 events in) has followed the play to its end."""
    board = record(*plays[:16])
    ruling = assess(board, Irregularity(IrregularityKind.REVOKE), facts(NOT_ACTED)).ruling
    assert ruling is not None
    applied = apply_ruling(ruling, {}, board)
    full = record(*plays).play
    assert full is not None
    return applied.table.advance(full)


@pytest.mark.parametrize(
    ("plays", "tricks", "moved"),
    [
        # A: South's 4♥; West wins the revoke trick (3) and East ruffs trick 11: N-S 11 tricks, 2 transferred.
        (A, 11, 2),
        # B: East-West win only the revoke trick: N-S 12 tricks, 1 transferred (64A1 capped).
        (B, 12, 1),
    ],
)
def test_obtained_reads_the_result_and_the_transfers_the_table_moves(plays: tuple[str, ...], tricks: int,
                                                                      moved: int) -> None:  # fmt: skip
    full = record(*plays).play
    assert full is not None
    result = obtained(full.state, _table_after_ruling(plays))
    assert result == TableResult(full.contract, tricks, moved, 0)
    assert result.tricks_after == 13
    sheet = evaluate(ScoreRecord(result), NONE)
    # 4♥ S not vulnerable: 11 tricks 120 + 30 + 300 = 450, 12 tricks 480; 13 tricks 120 + 90 + 300 = 510.
    assert isinstance(sheet.obtained, TransferredScore)
    assert (sheet.obtained.before.ns, sheet.obtained.after.ns) == ({11: 450, 12: 480}[tricks], 510)


def test_obtained_waits_for_the_end_of_play_and_needs_no_table() -> None:
    running = record(*A[:16]).play
    full = record(*A).play
    assert running is not None and full is not None
    assert obtained(running.state, _table_after_ruling(A)) is None
    assert obtained(full.state) == TableResult(full.contract, 11)  # no table: the tricks as played


@pytest.mark.parametrize("cards", [0, 4, 16, 52])
def test_the_result_so_far_is_declarers_quitted_tricks_until_the_result_is_known(cards: int) -> None:
    """For a play stopped short the Director scores the tricks known (issue 21): declarer's side's
    quitted tricks so far, then the result obtained once it is known."""
    plays = A[:cards]
    play = record(*plays).play
    assert play is not None
    state = play.state
    so_far = obtained_so_far(state)
    assert so_far.contract == play.contract
    expected = obtained(state)
    if expected is None:  # counted by hand from the tricks quitted
        won = sum(1 for trick in state.tricks if trick.winner is not None
                  and trick.winner.side is play.contract.declaring_side)  # fmt: skip
        assert so_far == TableResult(play.contract, won)
    else:
        assert so_far == expected


TEAMS = Traveller(Form.IMPS, (170,))


@pytest.mark.parametrize(("record", "expected"), [
    (ScoreRecord(TableResult(FOUR_S, 10)), ()),
    (ScoreRecord(TableResult(FOUR_S, 9, to_declarer=1), traveller=MP3), ("64A", "78A")),
    (ScoreRecord(adjusted=AdjustedScore(WeightedScore.assigned(FOUR_S, 10))), ("12C1(a)",)),
    (ScoreRecord(adjusted=AdjustedScore(SIXTY_FORTY), traveller=TEAMS), ("12C1(c)", "78B")),
    (ScoreRecord(adjusted=AdjustedScore(WeightedScore.assigned(FOUR_S, 10), HALF_HALF)),
     ("12C1(a)", "12C1(c)", "12C1(e)")),
    (ScoreRecord(TableResult(FOUR_S, 9, to_declarer=1), adjusted=AdjustedScore(SIXTY_FORTY)), ("12C1(c)",)),
    (ScoreRecord(adjusted=ArtificialScore(PLUS, MINUS)), ("12C2(a)",)),
    (ScoreRecord(adjusted=ArtificialScore(PLUS, MINUS), traveller=MP3, session=Session(F(55), F(45))),
     ("12C2(a)", "78A")),
    (ScoreRecord(adjusted=ArtificialScore(PLUS, MINUS), traveller=MP3, session=Session(F(65))),
     ("12C2(a)", "12C2(c)", "78A")),
    (ScoreRecord(adjusted=ArtificialScore(PLUS, MINUS), traveller=TEAMS, session=Session(None, F(-4))),
     ("12C2(a)", "12C2(b)", "12C2(c)", "78B")),
], ids=["played", "transfers", "assigned", "weighted teams", "sides differ", "adjusted replaces the result",
        "artificial", "session inside the limits", "session above 60%", "IMPs, session below -3"])  # fmt: skip
def test_the_score_names_the_laws_it_stands_on(record: ScoreRecord, expected: tuple[str, ...]) -> None:
    """Law 12C1 (a) assigned, (c) weighted, (e) each side its own; 12C2 (a) artificial, (b) at IMPs, (c) the
    session's limits only when they change the score; 64A transfers; 78A/78B the comparison."""
    assert laws(record) == expected
