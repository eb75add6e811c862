"""Laws 61-64, the revoke: is it one (61, 59), its correction before establishment with the cards
played after it (62A-C, seed 001), both sides on one trick (62C3), trick 12 (62D), establishment
(63), the trick transfer counted on full recorded plays and during play (64A1, 64A2), each
exception of 64B with the 64C review, Law 43B2(b), and what is refused."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from tdcompanion.core.cards import Suit
from tdcompanion.core.laws import (
    ATTENTION_DRAWN_BY,
    DISCOVERED,
    FACTS,
    NON_OFFENDERS_ACTED,
    WBF2017,
    BoardRecord,
    Context,
    FactKind,
    Facts,
    FollowUp,
    InconsistentFacts,
    Irregularity,
    IrregularityKind,
    LeadMode,
    LeadRestriction,
    PenaltyCard,
    PenaltyGrade,
    Period,
    PlayRequirement,
    PlayRestriction,
    RestrictionSpan,
    TableState,
    apply_ruling,
    assess,
    detect,
    load_families,
    ref,
)
from tdcompanion.core.laws.law13_14 import EXPOSED, FOUND, Found
from tdcompanion.core.laws.law42_43 import DUMMY_VIOLATED
from tdcompanion.core.laws.law61_64 import (
    ABLE,
    CARD,
    ESTABLISHED,
    HANDS_RETURNED,
    KIND,
    NON_OFFENDER_CALLED,
    OFFENDER,
    OFFENDER_WON,
    OTHER_REVOKE,
    PARTNER_AFTER,
    PLAYED_AFTER,
    REPEATED,
    TRICK,
    WON_FROM,
    WON_LATER,
    OtherRevoke,
    RevokeKind,
    follow_up_facts,
)
from tdcompanion.core.play import Claim
from tdcompanion.wording import rule_text
from tdcompanion.wording.languages import CODES
from tests.core.laws.scenarios import DEAL, E, N, S, W, c, facts, record, shown, without

REVOKE = IrregularityKind.REVOKE
NO_PLAY = record(play=False)

# Full plays of 13 tricks (South declares 4♥, West leads).
# A: West ruffs the second round of spades with ♥8 holding ♠J (trick 3) and wins it; East later
#    ruffs a spade (trick 11): 64A1, the revoke trick and one more.
A = ("W:CJ", "N:C2", "E:C5", "S:CA", "S:S2", "W:S5", "N:SA", "E:S7", "N:SK", "E:S8", "S:S3", "W:H8",
     "W:CT", "N:C3", "E:C6", "S:CK", "S:H2", "W:H9", "N:HA", "E:H4", "N:HK", "E:H5", "S:H3", "W:HT",
     "N:HQ", "E:H6", "S:S4", "W:C9", "N:D2", "E:D5", "S:DA", "W:D8", "S:ST", "W:SJ", "N:SQ", "E:S9",
     "N:D3", "E:D6", "S:DK", "W:D9", "S:S6", "W:DT", "N:C4", "E:H7", "E:D7", "S:DQ", "W:DJ", "N:D4",
     "S:CQ", "W:C8", "N:HJ", "E:C7")
# B: as A, but North ruffs high at trick 11: East-West win only the revoke trick (64A1 capped at 1).
B = (*A[:40], "S:S6", "W:DT", "N:HJ", "E:H7", "N:D4", "E:D7", "S:DQ", "W:DJ", "S:CQ", "W:C8", "N:C4", "E:C7")
# C: East discards ♦5 on the first club (trick 1, won by South); East ruffs a spade at trick 8: 64A2.
C = ("W:CJ", "N:C2", "E:D5", "S:CA", "S:S2", "W:S5", "N:SA", "E:S7", "N:SK", "E:S8", "S:S3", "W:SJ",
     "N:SQ", "E:S9", "S:S4", "W:C8", "N:HA", "E:H4", "S:H2", "W:H8", "N:HK", "E:H5", "S:H3", "W:H9",
     "N:D2", "E:D6", "S:DA", "W:D8", "S:S6", "W:C9", "N:C3", "E:H6", "E:D7", "S:DK", "W:D9", "N:D3",
     "S:DQ", "W:DT", "N:D4", "E:C5", "S:CK", "W:CT", "N:C4", "E:C6", "S:CQ", "W:DJ", "N:HQ", "E:C7",
     "N:HJ", "E:H7", "S:ST", "W:HT")
# D: as C, but East discards at trick 8: East-West win no trick from the revoke trick on (64B1).
D = (*C[:28], "S:S6", "W:C9", "N:C3", "E:C5", "S:DK", "W:D9", "N:D3", "E:D7", "S:DQ", "W:DT", "N:D4", "E:C6",
     "S:CK", "W:CT", "N:C4", "E:C7", "S:CQ", "W:DJ", "N:HQ", "E:H6", "N:HJ", "E:H7", "S:ST", "W:HT")
# T12: a clean play until West discards ♦J on a club at trick 12, holding ♣10.
T12 = ("W:CJ", "N:C2", "E:C5", "S:CA", "S:S2", "W:S5", "N:SA", "E:S7", "N:SK", "E:S8", "S:S3", "W:SJ",
       "N:SQ", "E:S9", "S:S4", "W:C8", "N:HA", "E:H4", "S:H2", "W:H8", "N:HK", "E:H5", "S:H3", "W:H9",
       "N:HQ", "E:H6", "S:S6", "W:HT", "N:HJ", "E:H7", "S:ST", "W:C9", "N:D2", "E:D5", "S:DA", "W:D8",
       "S:DK", "W:D9", "N:D3", "E:D6", "S:DQ", "W:DT", "N:D4", "E:D7", "S:CK", "W:DJ", "N:C3", "E:C6",
       "S:CQ", "W:CT", "N:C4", "E:C7")
# Seed 001: West discards on the second spade; dummy and East play after him; found before trick 3.
SEED = ("W:CJ", "N:C2", "E:C5", "S:CA", "S:S2", "W:D8", "N:SA", "E:S7")
TWICE = (*SEED, "N:SK", "E:S8", "S:S3", "W:D9", "N:SQ", "E:S9", "S:S4", "W:S5")  # West revokes in spades twice
DUMMY = ("W:CJ", "N:D2", "E:C5", "S:CA", "S:S2")  # dummy shows out of clubs holding three
BOTH = ("W:CJ", "N:D2", "E:D5", "S:CA", "S:S2")  # dummy and East revoke on trick 1; only South played on
TWO_SIDES = ("W:CJ", "N:C2", "E:C5", "S:DA", "W:S5", "N:SA", "E:D5", "S:S2", "N:SK", "E:S7")
DECLARER = ("W:CJ", "N:C2", "E:C5", "S:DA")  # South discards ♦A holding clubs; not yet established
PC_DJ = TableState().apply([PenaltyCard(law=ref("50D1"), seat=W, card=c("DJ"), grade=PenaltyGrade.MAJOR)])
SPADE_LEAD = TableState().apply([LeadRestriction(law=ref("26B"), leader=W, suit=Suit.SPADES, mode=LeadMode.REQUIRE,
                                                 span=RestrictionSpan.NEXT_LEAD)])  # fmt: skip
TRICK1 = ("W:CJ", "N:C2", "E:C5", "S:CA")

NOT_ACTED = (NON_OFFENDERS_ACTED, False)
AFTER_PLAY = (DISCOVERED, Period.AFTER_PLAY)
REVIEW = ("director_review", "64C", "end_of_play", "revoke_equity")
REVIEW_NOW = ("director_review", "64C", "now", "revoke_equity")
STANDS = ("revoke_established", "63B")
REPLACED = ("no_rectification", "62B2", "revoke_card_replaced")
DAMAGE = ("director_review", "64C", "end_of_play", "revoke_damage")
DAMAGE_NOW = ("director_review", "64C", "now", "revoke_damage")


def run(board: BoardRecord, answers: Facts | None = None, *, event: int | None = None,
        table: TableState | None = None) -> Any:  # fmt: skip
    return assess(board, Irregularity(REVOKE, event=event), answers, table=table)


def ruled(board: BoardRecord, answers: Facts | None = None, **kw: Any) -> Any:
    result = run(board, answers, **kw)
    assert result.question is None, f"still asks {result.question.id}"
    return result


# --- 64A and 64B1 on full recorded plays and during play -----------------------------------------------------

TRANSFERS: dict[str, Any] = {
    "64A1 full play: the offender won the revoke trick; his side won a later one: 2 tricks":
        (record(*A), [AFTER_PLAY], ["63B", "64A1", "64C"],
         [STANDS, ("trick_transfer", "64A1", "NS", 2, 3), REVIEW_NOW]),
    "64A1 full play: no later trick for the offending side: the revoke trick only":
        (record(*B), [AFTER_PLAY], ["63B", "64A1", "64C"],
         [STANDS, ("trick_transfer", "64A1", "NS", 1, 3), REVIEW_NOW]),
    "64A2 full play: partner won a later trick: 1 trick":
        (record(*C), [AFTER_PLAY], ["63B", "64A2", "64C"],
         [STANDS, ("trick_transfer", "64A2", "NS", 1, 1), REVIEW_NOW]),
    "64B1 full play: the offending side won no trick from the revoke trick on":
        (record(*D), [AFTER_PLAY], ["63B", "64B1", "64C"],
         [STANDS, ("no_rectification", "64B1", "offenders_won_no_later_trick"), DAMAGE_NOW]),
    "64A1 during play: 2 tricks, capped when play ends":
        (record(*A[:16]), [], ["63B", "64A1", "64C"], [STANDS, ("trick_transfer", "64A1", "NS", 2, 3), REVIEW]),
    "64A2 during play: 1 trick, capped when play ends":
        (record(*C[:8]), [], ["63B", "64A2", "64C"], [STANDS, ("trick_transfer", "64A2", "NS", 1, 1), REVIEW]),
}  # fmt: skip


@pytest.mark.parametrize("name", list(TRANSFERS))
def test_an_established_revoke_transfers_tricks_read_off_the_record(name: str) -> None:
    board, more, laws, consequences = TRANSFERS[name]
    result = ruled(board, facts(NOT_ACTED, *more))
    assert [str(x) for x in result.ruling.laws] == laws
    assert shown(result.ruling.consequences) == consequences
    assert result.ruling.offender in (W, E) and result.ruling.choices == ()
    # Nothing the record shows is asked: only when attention was drawn (after play) and Law 11A.
    assert set(result.answered) <= {"discovered", "non_offenders_acted"}
    assert {"law61.offender", "law61.trick", "law63.established", "law64.offender_won"} <= set(result.derived)


def test_the_transfer_ruled_during_play_is_counted_by_the_table_state_when_play_ends() -> None:
    for plays, tricks in ((A, 2), (B, 1)):
        ruling = ruled(record(*plays[:16]), facts(NOT_ACTED)).ruling
        applied = apply_ruling(ruling, {}, record(*plays[:16]))
        table = applied.table.advance(record(*plays).play)  # type: ignore[arg-type]
        assert table.tricks_to(N.side, record(*plays).state) == tricks


# --- 64B exceptions and 64C ------------------------------------------------------------------------------

EXCEPTIONS: dict[str, Any] = {
    "64B2 a second revoke in the same suit by the same player": (
        record(*TWICE), 11, None, [], ["63B", "64B2", "64C2(a)"],
        [STANDS, ("no_rectification", "64B2", "repeated_revoke_same_suit"),
         ("director_review", "64C2(a)", "end_of_play", "repeated_revoke_equity")]),
    "the first of the two revokes transfers a trick (64A2)": (
        record(*TWICE), 5, None, [], ["63B", "64A2", "64C"], [STANDS, ("trick_transfer", "64A2", "NS", 1, 2), REVIEW]),
    "64B3 dummy's revoke": (
        record(*DUMMY), None, None, [], ["63B", "64B3", "64C"],
        [STANDS, ("no_rectification", "64B3", "revoke_of_faced_card"), DAMAGE]),
    "64B3 failing to play a penalty card": (
        record(*TRICK1, "S:S2", "W:S5"), None, PC_DJ, [], ["63B", "64B3", "64C"],
        [STANDS, ("no_rectification", "64B3", "revoke_of_faced_card"), DAMAGE]),
    "64B4 found after a non-offender's call on the next board": (
        record(*A), None, None, [(DISCOVERED, Period.NEXT_BOARD), (NON_OFFENDER_CALLED, True)], ["63B", "64B4", "64C"],
        [STANDS, ("no_rectification", "64B4", "found_after_next_board_call"), DAMAGE_NOW]),
    "64B5 found after the round": (
        record(*A), None, None, [(DISCOVERED, Period.AFTER_ROUND)], ["63B", "64B5", "64C"],
        [STANDS, ("no_rectification", "64B5", "found_after_round"), DAMAGE_NOW]),
    "64B6 trick 12, the hands back in the board": (
        record(*T12), None, None, [AFTER_PLAY, (HANDS_RETURNED, True)], ["64B6", "64C"],
        [("no_rectification", "64B6", "revoke_at_trick_twelve"), DAMAGE_NOW]),
    "64B7 both sides have established revokes": (
        record(*TWO_SIDES), 6, None, [], ["63B", "64B7", "64C2(b)"],
        [STANDS, ("no_rectification", "64B7", "both_sides_revoked"),
         ("director_review", "64C2(b)", "end_of_play", "both_sides_revoked_equity")]),
    "a lead restriction not obeyed, established: 64A2": (
        record(*TRICK1, "S:S2", "W:S5"), None, SPADE_LEAD, [], ["63B", "64A2", "64C"],
        [STANDS, ("trick_transfer", "64A2", "NS", 1, 1), REVIEW]),
    "79C after the Correction Period": (
        record(*A), None, None, [(DISCOVERED, Period.AFTER_CORRECTION_PERIOD)], ["79C"],
        [("no_rectification", "79C", "after_correction_period")]),
}  # fmt: skip


@pytest.mark.parametrize("name", list(EXCEPTIONS))
def test_no_automatic_transfer(name: str) -> None:
    board, event, table, more, laws, consequences = EXCEPTIONS[name]
    result = ruled(board, facts(NOT_ACTED, *more), event=event, table=table)
    assert [str(x) for x in result.ruling.laws] == laws
    assert shown(result.ruling.consequences) == consequences


def test_64b4_only_a_call_by_the_non_offending_side_on_the_next_board_cancels_the_transfer() -> None:
    """Law 64B4 names a call by a member of the non-offending side: after only the offenders have
    called on the next board, the 64A transfer stands."""
    asked = run(record(*A), facts(NOT_ACTED, (DISCOVERED, Period.NEXT_BOARD)))
    assert asked.question is not None and asked.question.fact is NON_OFFENDER_CALLED
    result = ruled(record(*A), facts(NOT_ACTED, (DISCOVERED, Period.NEXT_BOARD), (NON_OFFENDER_CALLED, False)))
    assert "64B4" not in [str(x) for x in result.ruling.laws]
    assert shown(result.ruling.consequences)[1][0] == "trick_transfer"


REVIEWS: dict[str, Any] = {
    "during play, with a transfer: back at the end of play, on whether the transfer makes up for it":
        (record(*A[:16]), [], ("director_review", "64C", "end_of_play", "revoke_equity")),
    "after play, with a transfer: the Director judges now": (
        record(*A), [AFTER_PLAY], ("director_review", "64C", "now", "revoke_equity")),
    "after play, no trick to transfer (64B1): judged now, on the damage itself": (
        record(*D), [AFTER_PLAY], ("director_review", "64C", "now", "revoke_damage")),
    "64B4, no transfer: on the damage itself, now": (
        record(*A), [(DISCOVERED, Period.NEXT_BOARD), (NON_OFFENDER_CALLED, True)],
        ("director_review", "64C", "now", "revoke_damage")),
    "64B3 during play, no transfer: back at the end of play, on the damage itself": (
        record(*DUMMY), [], ("director_review", "64C", "end_of_play", "revoke_damage")),
}  # fmt: skip


@pytest.mark.parametrize("name", list(REVIEWS))
def test_64c_review_speaks_of_a_transfer_only_when_there_is_one_and_is_now_once_play_is_over(name: str) -> None:
    board, more, review = REVIEWS[name]
    consequences = shown(ruled(board, facts(NOT_ACTED, *more)).ruling.consequences)
    assert consequences[-1] == review
    assert any(c[0] == "trick_transfer" for c in consequences) == (review[3] == "revoke_equity")


def test_11a_the_non_offenders_acting_first_may_forfeit_rectification() -> None:
    result = run(record(*A[:16]))
    assert result.question is not None and result.question.fact is NON_OFFENDERS_ACTED
    from tdcompanion.core.laws import RECTIFICATION_FORFEITED

    forfeited = ruled(record(*A[:16]), facts((NON_OFFENDERS_ACTED, True), (RECTIFICATION_FORFEITED, True)))
    assert shown(forfeited.ruling.consequences)[0] == ("no_rectification", "11A", "forfeited")


# --- Law 62: correction before establishment ----------------------------------------------------------------


def test_seed_001_a_defenders_corrected_revoke_declarer_then_the_other_defender_may_change_cards() -> None:
    result = ruled(record(*SEED))
    ruling = result.ruling
    assert [str(x) for x in ruling.laws] == ["62A", "62B1", "62C1", "62C2"]
    assert shown(ruling.consequences) == [
        ("card_withdrawn", "62A", W, c("D8"), 2),
        ("supply_card", "62A", W, 2),
        ("penalty_card", "62B1", W, c("D8"), "major"),
    ]
    (dummy_card,) = ruling.choices  # declarer, for dummy's ♠A played next in rotation
    assert (dummy_card.id, dummy_card.chooser, dummy_card.role.value) == ("law62.withdraw_SA", S, "declarer")
    withdraw, keep = dummy_card.options
    assert (withdraw.id, keep.id, keep.consequences, keep.follow_up) == ("withdraw_SA", "keep_SA", (), ())
    assert shown(withdraw.consequences) == [
        ("card_withdrawn", "62C1", N, c("SA"), 2), ("supply_card", "62C1", N, 2),
        ("unauthorised_information", "16C", E, "withdrawn_action", (c("SA"),)),
        ("unauthorised_information", "16C", W, "withdrawn_action", (c("SA"),)),
    ]  # fmt: skip
    (east,) = withdraw.follow_up  # only once declarer has changed his card
    assert (east.chooser, east.role.value) == (E, "offenders_partner")
    assert shown(east.option("withdraw_S7").consequences) == [
        ("card_withdrawn", "62C2", E, c("S7"), 2), ("supply_card", "62C2", E, 2),
        ("penalty_card", "62C2", E, c("S7"), "major"),
    ]  # fmt: skip
    assert ruling.resolve({"law62.withdraw_SA": "keep_SA"}).pending == ()
    assert [ch.id for ch in ruling.resolve({"law62.withdraw_SA": "withdraw_SA"}).pending] == ["law62.withdraw_S7"]
    assert result.answered == () and result.derived["law63.established"] is False


CORRECTIONS: dict[str, Any] = {
    "62B2 dummy's card goes back without a penalty card; 62C the defender, then declarer": (
        record(*DUMMY[:4]), None, None, [], ["62A", "62B2", "62C1", "62C2"],
        [("card_withdrawn", "62A", N, c("D2"), 1), ("supply_card", "62A", N, 1), REPLACED],
        [("law62.withdraw_C5", E, "defender"), ("law62.withdraw_CA", S, "declarer")]),
    "62B1 a lead against a lead restriction is corrected: the card led becomes a major penalty card": (
        record(*TRICK1), None, SPADE_LEAD, [], ["62A", "62B1", "62C1", "62C2"],
        [("card_withdrawn", "62A", W, c("CJ"), 1), ("supply_card", "62A", W, 1),
         ("penalty_card", "62B1", W, c("CJ"), "major")],
        [("law62.withdraw_C2", S, "declarer"), ("law62.withdraw_C5", E, "offenders_partner"),
         ("law62.withdraw_CA", S, "declarer")]),
    "62B2 a defender's faced card (a penalty card played on a revoke) goes back without more": (
        record("W:CJ", "N:C2", "E:D7"), None,
        TableState().apply([PenaltyCard(law=ref("50D1"), seat=E, card=c("D7"), grade=PenaltyGrade.MAJOR)]),
        [], ["62A", "62B2"], [("card_withdrawn", "62A", E, c("D7"), 1), ("supply_card", "62A", E, 1), REPLACED], []),
    "62C3 both sides revoked on trick 1, only declarer's side played on: both corrected, no transfer": (
        record(*BOTH), 2, None, [], ["62C3", "64B8"],
        [("card_withdrawn", "62C3", E, c("D5"), 1), ("supply_card", "62C3", E, 1),
         ("penalty_card", "62C3", E, c("D5"), "major"),
         ("card_withdrawn", "62C3", N, c("D2"), 1), ("supply_card", "62C3", N, 1),
         ("card_withdrawn", "62C3", S, c("S2"), 2),
         ("no_rectification", "64B8", "corrected_under_62c3")], []),
    "62D trick 12 found during play: corrected though established, no penalty card; partner may not use it": (
        record(*T12[:-2]), None, None, [], ["62D1", "62D2", "64B6", "64C"],
        [("card_withdrawn", "62D1", W, c("DJ"), 12), ("supply_card", "62D1", W, 12),
         ("unauthorised_information", "62D2", E, "withdrawn_action", (c("DJ"),)),
         ("no_rectification", "64B6", "revoke_at_trick_twelve"), DAMAGE],
        [("law62.withdraw_C3", S, "declarer"), ("law62.withdraw_C6", E, "offenders_partner")]),
    "62D trick 12 after play, before the hands go back into the board": (
        record(*T12), None, None, [AFTER_PLAY, (HANDS_RETURNED, False)],
        ["62D1", "62D2", "64B6", "64C"], None, None),
    "62D trick 12 not yet established, before partner played: no penalty card, 62D2 for partner": (
        record(*T12[:-5]), None, None, [], ["62D1", "62D2"],
        [("card_withdrawn", "62D1", W, c("DJ"), 12), ("supply_card", "62D1", W, 12),
         ("unauthorised_information", "62D2", E, "withdrawn_action", (c("DJ"),))],
        [("law62.withdraw_C3", S, "declarer")]),
    "43B2(b) dummy, having broken 43A2, asks declarer: corrected, and 64 applies as if established": (
        record(*DECLARER), None, None, [(ATTENTION_DRAWN_BY, N), (DUMMY_VIOLATED, True), (OFFENDER_WON, False)],
        ["62A", "62B2", "43B2(b)", "64A2", "64C"],
        [("card_withdrawn", "62A", S, c("DA"), 1), ("supply_card", "62A", S, 1), REPLACED,
         ("as_if_established", "43B2(b)"), ("trick_transfer", "64A2", "EW", 1, 1), REVIEW], []),
    "43B2(b): declarer's substituted club wins the revoke trick, so two tricks (64A1)": (
        record(*DECLARER), None, None, [(ATTENTION_DRAWN_BY, N), (DUMMY_VIOLATED, True), (OFFENDER_WON, True)],
        ["62A", "62B2", "43B2(b)", "64A1", "64C"],
        [("card_withdrawn", "62A", S, c("DA"), 1), ("supply_card", "62A", S, 1), REPLACED,
         ("as_if_established", "43B2(b)"), ("trick_transfer", "64A1", "EW", 2, 1), REVIEW], []),
    "61B dummy may ask declarer: without a 43A2 breach, a plain correction": (
        record(*DECLARER), None, None, [(ATTENTION_DRAWN_BY, N), (DUMMY_VIOLATED, False)], ["62A", "62B2"],
        [("card_withdrawn", "62A", S, c("DA"), 1), ("supply_card", "62A", S, 1), REPLACED], []),
}  # fmt: skip


@pytest.mark.parametrize("name", list(CORRECTIONS))
def test_a_revoke_is_corrected(name: str) -> None:
    board, event, table, more, laws, consequences, choices = CORRECTIONS[name]
    result = ruled(board, facts(NOT_ACTED, *more), event=event, table=table)
    ruling = result.ruling
    assert [str(x) for x in ruling.laws] == laws
    if consequences is not None:
        assert shown(ruling.consequences) == consequences
    if choices is not None:
        assert [(ch.id, ch.chooser, ch.role.value) for ch in ruling.all_choices()] == choices


# A lead or play restriction not complied with is a revoke (Law 61A) though the card follows the rules of play:
# the table state flags it, detect() lists it, and the family rules on it with the table as it was before the
# card or as the wizard holds it (followed to the end of the record).
NO_SPADES = LeadRestriction(law=ref("50D2(a)"), leader=W, suit=Suit.SPADES, mode=LeadMode.FORBID,
                            span=RestrictionSpan.WHILE_ON_LEAD)  # fmt: skip
FORBID_S = TableState().apply([NO_SPADES])
# Example 43 (seed 000) on this deal: West has the ♠J as a penalty card; declarer forbids spades for East's ♠7.
EX43_FORBID_S = TableState().apply([PenaltyCard(law=ref("50B"), seat=W, card=c("SJ"), grade=PenaltyGrade.MAJOR),
                                    NO_SPADES])  # fmt: skip
HIGHEST = TableState().apply([PlayRestriction(law=ref("57A"), seat=E, requirement=PlayRequirement.HIGHEST_OF_SUIT_LED)])
RESTRICTED: dict[str, Any] = {
    "50D2(a) a suit declarer forbade, led: corrected, the card led a major penalty card (62B1)": (
        record("W:S5"), 0, FORBID_S, ["62A", "62B1"],
        [("card_withdrawn", "62A", W, c("S5"), 1), ("supply_card", "62A", W, 1),
         ("penalty_card", "62B1", W, c("S5"), "major")]),
    "50D2(a) West leads his own penalty card in the suit forbidden: corrected, a card faced (62B2)": (
        record("W:SJ"), 0, EX43_FORBID_S, ["62A", "62B2"],
        [("card_withdrawn", "62A", W, c("SJ"), 1), ("supply_card", "62A", W, 1)]),
    "26B a suit declarer required, not led, established: one trick (64A2)": (
        record(*TRICK1, "S:S2", "W:S5"), 0, SPADE_LEAD, ["63B", "64A2", "64C"],
        [STANDS, ("trick_transfer", "64A2", "NS", 1, 1), REVIEW]),
    "57A not the highest of the suit led: corrected, a major penalty card (62B1)": (
        record("W:SJ", "N:SA", "E:S7"), 2, HIGHEST, ["62A", "62B1"],
        [("card_withdrawn", "62A", E, c("S7"), 1), ("supply_card", "62A", E, 1),
         ("penalty_card", "62B1", E, c("S7"), "major")]),
}  # fmt: skip


@pytest.mark.parametrize("followed", [False, True], ids=["table before the card", "table followed to the end"])
@pytest.mark.parametrize("name", list(RESTRICTED))
def test_a_restriction_not_complied_with_is_a_revoke_the_record_does_not_flag(name: str, followed: bool) -> None:
    board, event, table, laws, consequences = RESTRICTED[name]
    assert not board.play.revokes()  # the card follows the rules of play
    if followed:
        table = table.advance(board.play)
    assert [(i.kind, i.event) for i in detect(board, table)] == [(REVOKE, event)]
    result = ruled(board, facts(NOT_ACTED), event=event, table=table)
    assert [str(x) for x in result.ruling.laws][: len(laws)] == laws
    assert shown(result.ruling.consequences)[: len(consequences)] == consequences
    assert not {"law61.offender", "law61.trick", "law61.kind", "law61.able", "law62.card"} & set(result.answered)


def test_the_penalty_card_not_played_before_establishment_goes_to_law_52() -> None:
    ruling = ruled(record(*TRICK1), table=PC_DJ).ruling
    assert [str(x) for x in ruling.laws] == ["61A", "52B"]
    assert shown(ruling.consequences) == [
        ("follow_up", "52B", IrregularityKind.PENALTY_CARD_NOT_PLAYED, W, 1, c("CJ"), 0, False)
    ]


def test_a_revoke_a_restored_card_reveals_is_ruled_on_the_corrected_record() -> None:
    play3 = ("W:S5", "N:SA", "E:S7", "S:S2", "N:SK", "E:S8", "S:S3", "W:D8", "N:HA", "E:H4", "S:H2", "W:H8")
    short = record(*play3, deal=without(DEAL, W, "SJ"))
    missing = assess(short, Irregularity(IrregularityKind.MISSING_CARD),
                     facts((FOUND, Found.ELSEWHERE, "SJ"), (EXPOSED, False, "SJ"))).ruling  # fmt: skip
    assert missing is not None
    (follow,) = missing.follow_ups()
    corrected = apply_ruling(missing, {}, short).record
    result = ruled(corrected, facts(NOT_ACTED), event=follow.event)
    assert shown(result.ruling.consequences) == [STANDS, ("trick_transfer", "64A2", "NS", 1, 2), REVIEW]
    assert (result.derived["law61.offender"], result.derived["law61.trick"]) == ("W", 2)


def test_a_follow_up_handed_over_with_its_facts_is_ruled_on_the_record_as_it_stands() -> None:
    play3 = ("W:S5", "N:SA", "E:S7", "S:S2", "N:SK", "E:S8", "S:S3", "W:D8", "N:HA", "E:H4", "S:H2", "W:H8")
    short = record(*play3, deal=without(DEAL, W, "SJ"))  # the ♠J, deemed held, is not in West's hand
    follow = FollowUp(law=ref("14B4"), irregularity=REVOKE, seat=W, trick=2, card=c("D8"), event=7, established=True)
    parent = Context(short, Irregularity(IrregularityKind.MISSING_CARD), facts(NOT_ACTED), table=TableState(),
                     lawbook=WBF2017)  # fmt: skip
    ruling = parent.delegate(REVOKE, follow_up_facts(follow))
    assert [str(x) for x in ruling.laws] == ["63B", "64A2", "64C"]
    assert shown(ruling.consequences) == [STANDS, ("trick_transfer", "64A2", "NS", 1, 2), REVIEW]
    unestablished = parent.delegate(REVOKE, follow_up_facts(replace(follow, established=False)))
    assert shown(unestablished.consequences)[:3] == [
        ("card_withdrawn", "62A", W, c("D8"), 2), ("supply_card", "62A", W, 2),
        ("penalty_card", "62B1", W, c("D8"), "major"),
    ]  # fmt: skip


# --- without a play record, the Director is asked -------------------------------------------------------------

ASKED: dict[str, Any] = {
    "64A1 with a later trick": (
        [AFTER_PLAY, (OTHER_REVOKE, OtherRevoke.NONE), (REPEATED, False), (OFFENDER_WON, True), (WON_LATER, True)],
        ["63B", "64A1", "64C"], [STANDS, ("trick_transfer", "64A1", "NS", 2, 5), REVIEW_NOW]),
    "64A1 without": (
        [AFTER_PLAY, (OTHER_REVOKE, OtherRevoke.NONE), (REPEATED, False), (OFFENDER_WON, True), (WON_LATER, False)],
        ["63B", "64A1", "64C"], [STANDS, ("trick_transfer", "64A1", "NS", 1, 5), REVIEW_NOW]),
    "64B1": (
        [AFTER_PLAY, (OTHER_REVOKE, OtherRevoke.NONE), (REPEATED, False), (OFFENDER_WON, False), (WON_FROM, False)],
        ["63B", "64B1", "64C"], [STANDS, ("no_rectification", "64B1", "offenders_won_no_later_trick"), DAMAGE_NOW]),
    "64A2 during play, counted at the end": (
        [(DISCOVERED, Period.PLAY), (ESTABLISHED, True), (OTHER_REVOKE, OtherRevoke.NONE), (REPEATED, False),
         (OFFENDER_WON, False)],
        ["63B", "64A2", "64C"], [STANDS, ("trick_transfer", "64A2", "NS", 1, 5), REVIEW]),
    "64B2": (
        [AFTER_PLAY, (OTHER_REVOKE, OtherRevoke.NONE), (REPEATED, True)], ["63B", "64B2", "64C2(a)"], None),
    "64B7": (
        [AFTER_PLAY, (OTHER_REVOKE, OtherRevoke.ESTABLISHED), (REPEATED, False)], ["63B", "64B7", "64C2(b)"], None),
    "62C3": (
        [(DISCOVERED, Period.PLAY), (ESTABLISHED, True), (OTHER_REVOKE, OtherRevoke.SAME_TRICK), (CARD, c("D8"))],
        ["62C3", "64B8"],
        [("card_withdrawn", "62C3", W, c("D8"), 5), ("supply_card", "62C3", W, 5),
         ("penalty_card", "62C3", W, c("D8"), "major"), ("no_rectification", "64B8", "corrected_under_62c3")]),
    "62 not established: the cards played after are asked": (
        [(DISCOVERED, Period.PLAY), (ESTABLISHED, False), (CARD, c("D8")), (law62_faced := FACTS["law62.faced"], False),
         (PLAYED_AFTER, (c("HA"), c("H4")))],
        ["62A", "62B1", "62C1", "62C2"],
        [("card_withdrawn", "62A", W, c("D8"), 5), ("supply_card", "62A", W, 5),
         ("penalty_card", "62B1", W, c("D8"), "major")]),
    "61A/59 he could not comply: no revoke": (
        [(ABLE, False)], ["61A", "59"], [("no_rectification", "61A", "not_a_revoke"), ("card_allowed", "59", W)]),
}  # fmt: skip


@pytest.mark.parametrize("name", list(ASKED))
def test_without_a_play_record(name: str) -> None:
    more, laws, consequences = ASKED[name]
    base: list[Any] = [(OFFENDER, W), (TRICK, 5), (KIND, RevokeKind.FOLLOW_SUIT), NOT_ACTED]
    if not any(pair[0] is ABLE for pair in more):
        base.append((ABLE, True))
    result = ruled(NO_PLAY, facts(*base, *more))
    assert [str(x) for x in result.ruling.laws] == laws
    if consequences is not None:
        assert shown(result.ruling.consequences) == consequences


def test_without_a_record_the_questions_come_in_the_order_of_the_law() -> None:
    asked = []
    answers = {OFFENDER: W, TRICK: 12, KIND: RevokeKind.FOLLOW_SUIT, ABLE: True, DISCOVERED: Period.AFTER_PLAY,
               NON_OFFENDERS_ACTED: False, HANDS_RETURNED: False, CARD: c("DJ"), FACTS["law62.faced"]: False,
               PLAYED_AFTER: (c("C3"), c("C6")), PARTNER_AFTER: True}  # fmt: skip
    given = Facts()
    while (result := run(NO_PLAY, given)).question is not None:
        fact = result.question.fact
        asked.append(fact.id)
        given = given.answer(fact, answers[fact])
    assert asked == ["law61.offender", "law61.trick", "law61.kind", "law61.able", "discovered",
                     "non_offenders_acted", "law62.hands_returned", "law62.card",
                     "law62.played_after", "law62.partner_after"]  # fmt: skip
    assert "law63.established" in result.derived  # after play it is established
    assert [str(x) for x in result.ruling.laws] == ["62D1", "62D2", "64B6", "64C"]


# --- refusals -------------------------------------------------------------------------------------------------

REFUSALS: dict[str, Any] = {
    "no_card_of_suit_led": (record(*T12[:44]), facts((OFFENDER, S), (TRICK, 7), (KIND, RevokeKind.FOLLOW_SUIT)),
                            None),
    "no_card_of_suit_led (by event)": (record(*A), facts((KIND, RevokeKind.FOLLOW_SUIT)), 26),
    "followed_suit": (record(*T12[:44]), facts((OFFENDER, E), (TRICK, 3), (KIND, RevokeKind.FOLLOW_SUIT)), None),
    "no_card_played": (record(*A[:9]), facts((OFFENDER, W), (TRICK, 3)), None),
    "too_many_cards_after": (NO_PLAY, facts((OFFENDER, W), (TRICK, 5), (KIND, RevokeKind.FOLLOW_SUIT), (ABLE, True),
                                            (DISCOVERED, Period.PLAY), (ESTABLISHED, False), (CARD, c("D8")),
                                            (FACTS["law62.faced"], False),
                                            (PLAYED_AFTER, (c("HA"), c("H4"), c("H2"), c("H8"))),), None),
    "contradicts_record": (record(*A), facts(AFTER_PLAY, (ESTABLISHED, False)), None),
    "not_a_choice": (record(*A), facts((KIND, RevokeKind.LEAD_RESTRICTION)), 26),
}  # fmt: skip


@pytest.mark.parametrize("name", list(REFUSALS))
def test_inconsistent_facts_are_refused(name: str) -> None:
    board, answers, event = REFUSALS[name]
    with pytest.raises(InconsistentFacts) as info:
        run(board, answers, event=event)
    assert info.value.reason == name.split(" ", maxsplit=1)[0]
    assert rule_text.has(f"refusal.{info.value.reason}")


# --- words ----------------------------------------------------------------------------------------------------


def _own_facts() -> list[str]:
    load_families()
    return sorted(f for f in FACTS if f.startswith(("law61.", "law62.", "law63.", "law64.")))


@pytest.mark.parametrize("fact_id", _own_facts())
def test_every_fact_of_the_family_has_a_question_and_words_for_its_values(fact_id: str) -> None:
    fact = FACTS[fact_id]
    assert rule_text.has(f"question.{fact_id}")
    if fact.kind is FactKind.CHOICE:
        assert fact.values is not None
        assert all(rule_text.has(f"value.{fact_id}.{m.value}") for m in fact.values)


@pytest.mark.parametrize("lang", CODES)
def test_every_ruling_here_is_worded(lang: str) -> None:
    cases: list[Any] = [(record(*A), facts(NOT_ACTED, AFTER_PLAY), None, None), (record(*SEED), None, None, None),
                        (record(*T12[:-2]), facts(NOT_ACTED), None, None), (record(*BOTH), facts(NOT_ACTED), 2, None)]
    cases += [(b, facts(NOT_ACTED, *m), e, t) for b, e, t, m, _, _ in EXCEPTIONS.values()]
    for board, answers, event, table in cases:
        ruling = ruled(board, answers, event=event, table=table).ruling
        for consequence in ruling.consequences:
            sentence = rule_text.describe(consequence, lang)
            assert not sentence.startswith(f"{consequence.kind}:") and "_" not in sentence, sentence
        for choice in ruling.all_choices():
            assert all(rule_text.option_label(o, lang) != o.id for o in choice.options)


def test_a_revoke_is_found_during_or_after_play_only() -> None:
    result = run(NO_PLAY, facts((OFFENDER, W), (TRICK, 5), (KIND, RevokeKind.FOLLOW_SUIT), (ABLE, True)))
    assert result.question is not None and result.question.fact is DISCOVERED
    assert result.question.choices[0] is Period.PLAY and Period.CLARIFICATION not in result.question.choices


@pytest.mark.parametrize("event", ["claim", "concede"])
def test_63a3_after_the_other_sides_claim_the_director_is_asked_whether_the_offenders_agreed(event: str) -> None:
    """West revokes at trick 2 and the record then shows only declarer's claim (or concession): the
    revoke is established only if East-West agreed to it (Law 63A3), which the record cannot show."""
    from tdcompanion.core.play import Claim, Concede

    board = record(*SEED)
    assert board.play is not None
    after = board.play.add(Claim(S, 11) if event == "claim" else Concede(S, 1))
    claimed = BoardRecord(board.deal, board.auction, after)
    asked = run(claimed, facts(NOT_ACTED, AFTER_PLAY))
    assert asked.question is not None and asked.question.id == ESTABLISHED.id
    agreed = ruled(claimed, facts(NOT_ACTED, AFTER_PLAY, (ESTABLISHED, True))).ruling
    # Established: 64 on the tricks as they stand (a claim of all 11 leaves East-West no later trick).
    assert [str(x) for x in agreed.laws] == (["63B", "64B1", "64C"] if event == "claim" else ["63B", "64A2", "64C"])
    disputed = ruled(claimed, facts(NOT_ACTED, AFTER_PLAY, (ESTABLISHED, False))).ruling
    assert [str(x) for x in disputed.laws][:2] == ["62A", "62B1"]
    assert ("penalty_card", "62B1", W, c("D8"), "major") in shown(disputed.consequences)
    # West's own side claiming establishes it: nothing asked.
    own = BoardRecord(board.deal, board.auction, board.play.add(Claim(E, 2)))
    assert ESTABLISHED.id not in [q for q in _asked(own)]


def _asked(board: BoardRecord) -> list[str]:
    answers, asked = facts(NOT_ACTED, AFTER_PLAY), []
    for _ in range(20):
        result = run(board, answers)
        if result.question is None:
            return asked
        asked.append(result.question.id)
        answers = answers.answer(result.question.fact, result.question.choices[0] if result.question.choices else True)
    raise AssertionError(f"never ruled: {asked}")


def test_a_revoke_found_while_the_other_sides_claim_is_disputed_is_corrected_and_the_claim_goes_to_law_70() -> None:
    """West revokes at trick 2; declarer then claims and East-West dispute it. Attention is drawn during
    the claim (not after play): the revoke, not established (63A3), is corrected, and the claim is then
    ruled under Law 70 on the corrected record."""
    board = record(*SEED)
    assert board.play is not None
    claimed = BoardRecord(board.deal, board.auction, board.play.add(Claim(S, 11)))
    asked = run(claimed, facts(NOT_ACTED))
    assert asked.question is not None and asked.question.fact is DISCOVERED
    assert Period.CLAIM in asked.question.choices
    ruling = ruled(claimed, facts(NOT_ACTED, (DISCOVERED, Period.CLAIM))).ruling
    assert [str(x) for x in ruling.laws][:2] == ["62A", "62B1"]
    consequences = shown(ruling.consequences)
    assert ("penalty_card", "62B1", W, c("D8"), "major") in consequences
    assert consequences[-1] == ("follow_up", "70", IrregularityKind.CLAIM, S, None, None, len(SEED), None)
    assert "70" in [str(x) for x in ruling.laws]


def test_62c2_a_withdrawn_card_that_makes_an_earlier_minor_penalty_card_major_says_so() -> None:
    """Law 50B through 62C2: East already has a minor penalty card (♣5); the ♠7 he may take back becomes a major
    penalty card, and the option says that his ♣5 is major now too (as every other family does)."""
    from tdcompanion.core.laws import PenaltyCard, PenaltyGrade, TableState, ref

    table = TableState().apply([PenaltyCard(law=ref("50B"), seat=E, card=c("C5"), grade=PenaltyGrade.MINOR)])
    ruling = ruled(record(*SEED), table=table).ruling
    (dummy_card,) = ruling.choices
    (east,) = dummy_card.option("withdraw_SA").follow_up
    assert shown(east.option("withdraw_S7").consequences) == [
        ("card_withdrawn", "62C2", E, c("S7"), 2), ("supply_card", "62C2", E, 2),
        ("penalty_card", "62C2", E, c("S7"), "major"), ("penalty_card", "50B", E, c("C5"), "major"),
    ]  # fmt: skip
