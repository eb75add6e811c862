"""Laws 23, 25, 26 and 27: the insufficient bid (27A-D with 23, 25A, 26B, 16C, 72C, 31) and the change of call
(25A, 25B), read off the auction record where it shows them."""

from __future__ import annotations

from typing import Any

import pytest

from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import Call
from tdcompanion.core.laws import (
    WBF2017,
    Assessment,
    BoardRecord,
    InconsistentFacts,
    Irregularity,
    IrregularityKind,
    Ruling,
    UnsupportedIrregularityError,
    apply_ruling,
    assess,
    codec,
    detect,
)
from tdcompanion.core.laws.auction_effects import PassSpan
from tdcompanion.core.laws.law23_27 import (
    ARTIFICIAL,
    BID,
    CHANGER,
    COMPARABLE,
    LAST_BID,
    LHO_CALLED,
    OFFENDER,
    ORIGINAL,
    OUT_OF_ROTATION,
    PARTNER_CALLED,
    PERIOD_OVER,
    REPLACEMENT,
    REPLACEMENT_ARTIFICIAL,
    REPLACEMENT_MEANING,
    SAME_DENOMINATIONS,
    SUBSTITUTE,
    UNINTENDED,
    WITHDRAWN_MEANING,
    Comparable,
    lowest_sufficient,
)
from tdcompanion.core.seats import Seat
from tests.core.laws.scenarios import DEAL, E, N, S, W, facts, shown

IB = IrregularityKind.INSUFFICIENT_BID
CHANGE = IrregularityKind.CHANGE_OF_CALL


def call(text: str) -> Call:
    return Call.parse(text)


def board(auction: Auction | None) -> BoardRecord:
    return BoardRecord(DEAL, auction)


def bids(text: str) -> Auction:
    """North deals."""
    return Auction.from_text(N, text)


EAST_IB = bids("1NT 1S")  # East bids 1♠ over North's 1NT, in rotation
INTENDED = ((UNINTENDED, False),)


def meanings(judgement: Comparable) -> tuple[tuple[Any, object], ...]:
    return ((WITHDRAWN_MEANING, "natural, five spades"), (REPLACEMENT_MEANING, "the Director's words"),
            (COMPARABLE, judgement))  # fmt: skip


def judge(auction: Auction | None, *answers: Any, kind: IrregularityKind = IB) -> Assessment:
    """The assessment of the irregularity the record shows (as ``detect`` finds it), else of ``kind``."""
    rec = board(auction)
    found = [i for i in detect(rec) if i.kind is kind]
    return assess(rec, found[0] if found else Irregularity(kind), facts(*answers))


def ruled(auction: Auction | None, *answers: Any, kind: IrregularityKind = IB) -> Ruling:
    result = judge(auction, *answers, kind=kind)
    assert result.question is None, f"still asks {result.question.id}"
    assert result.ruling is not None
    return result.ruling


def laws(items: Any) -> list[str]:
    return [str(x) for x in items]


def options(ruling: Ruling) -> dict[str, list[tuple[object, ...]]]:
    return {f"{c.id}/{o.id}": shown(o.consequences) for c in ruling.all_choices() for o in c.options}


CANCEL_IB = ("call_cancelled", "27B", E, call("1S"), 1)
SILENCED = [("must_pass", "27B2", W, "rest_of_auction"), ("lead_prohibition_right", "26B", W, E),
            ("unauthorised_information", "16C", W, "withdrawn_call", ()),
            ("director_review", "72C", "end_of_play", "law27.could_have_known")]  # fmt: skip
NO_MORE_A = [("no_rectification", "27B1(a)", "law27.lowest_same_denomination"),
             ("director_review", "27D", "end_of_play", "law27.damage")]  # fmt: skip
NO_MORE_B = [("no_rectification", "27B1(b)", "law27.comparable"),
             ("director_review", "27D", "end_of_play", "law27.damage")]  # fmt: skip


NATURAL_2S = ((REPLACEMENT_MEANING, "natural, five spades"), (REPLACEMENT_ARTIFICIAL, False))
TRANSFER_2S = ((REPLACEMENT_MEANING, "transfer to clubs"), (REPLACEMENT_ARTIFICIAL, True))


AUTH_NS = ("information_authorised", "16C1(a)", "NS", "withdrawn_call")  # 16C1(a): for East's opponents
AUTH_EW = ("information_authorised", "16C1(a)", "EW", "withdrawn_call")  # for North's opponents


def b3(law: str) -> list[tuple[object, ...]]:
    return [(kind, law if kind == "must_pass" else at, *rest) for kind, at, *rest in SILENCED]


# --- Law 27 -------------------------------------------------------------------------------------------------


def test_the_record_shows_the_insufficient_bid_and_only_intent_and_replacement_are_asked() -> None:
    result = judge(EAST_IB)
    assert result.question is not None and result.question.fact is UNINTENDED
    assert dict(result.derived) == {"law27.offender": "E", "law27.bid": "1S", "law27.last_bid": "1NT",
                                    "law27.out_of_rotation": False}  # fmt: skip
    result = judge(EAST_IB, *INTENDED)
    question = result.question
    assert question is not None and question.fact is REPLACEMENT
    assert question.params["lowest"] == call("2S") and question.params["lho"] is S
    assert question.choices is not None
    offered = set(question.choices)
    # Pass, sufficient bids, double (Law 19) and insufficient bids again (27B4); never the same bid or a redouble.
    assert {call("Pass"), call("2S"), call("7NT"), call("X"), call("1H")} <= offered
    assert call("1S") not in offered and call("XX") not in offered


@pytest.mark.parametrize(
    ("replacement", "answers", "expected_laws", "refused"),
    [
        # 27B1(a): the lowest sufficient bid in the same denomination, both bids natural.
        ("2S", [(ARTIFICIAL, False), *NATURAL_2S], ["27", "27B1(a)", "27D"], [CANCEL_IB, *NO_MORE_A]),
        # A natural 1♠ replaced by an artificial 2♠: only if it shows spades too is it 27B1(a) ...
        ("2S", [(ARTIFICIAL, False), *TRANSFER_2S, (SAME_DENOMINATIONS, True)], ["27", "27B1(a)", "27D"],
         [CANCEL_IB, *NO_MORE_A]),
        # ... otherwise the comparable-call judgement decides (27B1(b), 23A), or 27B2.
        ("2S", [(ARTIFICIAL, False), *TRANSFER_2S, (SAME_DENOMINATIONS, False), *meanings(Comparable.SUBSET)[::2]],
         ["27", "27B1(b)", "23A", "27D"], [CANCEL_IB, *NO_MORE_B]),
        ("2S", [(ARTIFICIAL, False), *TRANSFER_2S, (SAME_DENOMINATIONS, False),
                *meanings(Comparable.NOT_COMPARABLE)[::2]],
         ["27", "27B2", "26B", "16C", "72C"], [CANCEL_IB, *SILENCED]),
        # 27B1(a): an artificial bid, the Director confirms the same denomination(s).
        ("2S", [(ARTIFICIAL, True), *NATURAL_2S, (SAME_DENOMINATIONS, True)], ["27", "27B1(a)", "27D"],
         [CANCEL_IB, *NO_MORE_A]),
        # Artificial, not the same denominations: the comparable test decides (here a subset: 27B1(b)).
        ("2S", [(ARTIFICIAL, True), *NATURAL_2S, (SAME_DENOMINATIONS, False), *meanings(Comparable.SUBSET)[::2]],
         ["27", "27B1(b)", "23A", "27D"], [CANCEL_IB, *NO_MORE_B]),
        # 27B1(b): another call the Director judges comparable.
        ("2H", meanings(Comparable.SAME_MEANING), ["27", "27B1(b)", "23A", "27D"], [CANCEL_IB, *NO_MORE_B]),
        ("X", meanings(Comparable.SAME_PURPOSE), ["27", "27B1(b)", "23A", "27D"], [CANCEL_IB, *NO_MORE_B]),
        # 27B2: another sufficient bid, or a pass, not comparable.
        ("2H", meanings(Comparable.NOT_COMPARABLE), ["27", "27B2", "26B", "16C", "72C"], [CANCEL_IB, *SILENCED]),
        ("Pass", meanings(Comparable.NOT_COMPARABLE), ["27", "27B2", "26B", "16C", "72C"], [CANCEL_IB, *SILENCED]),
        # 27B3: an attempted double, not comparable: cancelled too, replaced, partner silenced.
        ("X", meanings(Comparable.NOT_COMPARABLE), ["27", "27B3", "26B", "16C", "72C"],
         [CANCEL_IB, ("call_cancelled", "27B3", E, call("X"), None), ("replacement_due", "27B3", E), *b3("27B3")]),
    ],
)  # fmt: skip
def test_27_lho_accepts_or_the_replacement_decides(replacement: str, answers: list[Any], expected_laws: list[str],
                                                     refused: list[object]) -> None:  # fmt: skip
    ruling = ruled(EAST_IB, *INTENDED, (REPLACEMENT, call(replacement)), *answers)
    assert (ruling.irregularity, ruling.offender, ruling.consequences) == (IB, E, ())
    assert laws(ruling.laws) == expected_laws
    (choice,) = ruling.choices
    assert (choice.id, choice.chooser, choice.role.value) == ("law27.lho_choice", S, "non_offending_side")
    assert options(ruling) == {"law27.lho_choice/law27.accept": [("no_rectification", "27A1", "accepted")],
                               "law27.lho_choice/law27.refuse": [*refused, AUTH_NS]}  # fmt: skip


def test_27b1a_asks_the_replacement_meaning_and_27b2_asks_no_artificiality() -> None:
    asked = judge(EAST_IB, *INTENDED, (REPLACEMENT, call("2S")), (ARTIFICIAL, False), *NATURAL_2S).answered
    assert list(asked) == ["law25.unintended", "law27.replacement", "law27.artificial", "law23.replacement_meaning",
                           "law27.replacement_artificial"]  # fmt: skip
    # Not granted without knowing what the replacement means (27B1(a) needs the same denomination(s)).
    question = judge(EAST_IB, *INTENDED, (REPLACEMENT, call("2S")), (ARTIFICIAL, False)).question
    assert question is not None and question.fact is REPLACEMENT_MEANING
    asked = judge(EAST_IB, *INTENDED, (REPLACEMENT, call("3S")), *meanings(Comparable.NOT_COMPARABLE)).answered
    assert "law27.artificial" not in asked  # 3♠ is not the lowest sufficient spade bid


def test_27b1a_the_record_shows_the_replacement_meaning_so_it_is_not_asked() -> None:
    auction = bids("1NT 1S").withdraw(1).add("2S", E, alerted=True, explanation="transfer to clubs")
    result = judge(auction, *INTENDED, (ARTIFICIAL, False), (REPLACEMENT_ARTIFICIAL, True))
    assert result.derived["law23.replacement_meaning"] == "transfer to clubs"
    assert result.question is not None and result.question.fact is SAME_DENOMINATIONS
    with pytest.raises(InconsistentFacts):
        judge(auction, *INTENDED, (ARTIFICIAL, False), (REPLACEMENT_MEANING, "natural"))


def test_27b4_a_second_insufficient_bid_lho_may_accept_it_else_27b3() -> None:
    ruling = ruled(EAST_IB, *INTENDED, (REPLACEMENT, call("1H")))
    assert laws(ruling.laws) == ["27", "27B4"]
    assert options(ruling) == {
        "law27.lho_choice/law27.accept": [("no_rectification", "27A1", "accepted")],
        "law27.lho_choice/law27.refuse": [CANCEL_IB, AUTH_NS],
        "law27.second_lho_choice/law27.accept_second": b3("27B4"),
        "law27.second_lho_choice/law27.refuse_second": [("call_cancelled", "27B4", E, call("1H"), None),
                                                        ("replacement_due", "27B3", E), *b3("27B3")],
    }  # fmt: skip
    assert ruling.choice("law27.second_lho_choice").chooser is S


@pytest.mark.parametrize(
    ("auction", "answers", "expected_laws", "consequences"),
    [
        # 27A1: South called over it: accepted, and West's call since means 25A is out of time: nothing asked.
        (bids("1NT 1S 2S Pass"), [], ["27A1"], [("no_rectification", "27A1", "accepted")]),
        # The Director cancelled it and East's replacement is recorded: no choice left to LHO.
        (bids("1NT 1S").withdraw(1).add("2H", E), [*INTENDED, *meanings(Comparable.NOT_COMPARABLE)],
         ["27B2", "26B", "16C", "72C"], [CANCEL_IB, *SILENCED, AUTH_NS]),
    ],
)  # fmt: skip
def test_27_what_the_record_shows(auction: Auction, answers: list[Any], expected_laws: list[str],
                                  consequences: list[object]) -> None:  # fmt: skip
    ruling = ruled(auction, *answers)
    assert laws(ruling.laws) == expected_laws
    assert shown(ruling.consequences) == consequences
    assert ruling.choices == ()


def test_27c_a_premature_replacement_stands_unless_lho_accepts_the_insufficient_bid() -> None:
    auction = bids("1NT 1S").add("2S", E)  # East corrects himself before the Director arrives
    result = judge(auction, *INTENDED, (ARTIFICIAL, False), *NATURAL_2S)
    assert result.derived["law27.replacement"] == "2S"
    ruling = ruled(auction, *INTENDED, (ARTIFICIAL, False), *NATURAL_2S)
    assert laws(ruling.laws) == ["27", "27C", "27B1(a)", "27D"]
    assert options(ruling)["law27.lho_choice/law27.accept"] == [
        ("no_rectification", "27A1", "accepted"), ("call_cancelled", "27C", E, call("2S"), 2),
        ("unauthorised_information", "16C", W, "withdrawn_call", ())]  # fmt: skip


def test_27a2_out_of_rotation_goes_to_law_31() -> None:
    auction = bids("1NT").add("1S", W)  # West bids 1♠ at East's turn: out of rotation and insufficient
    rec = board(auction)
    kinds = [i.kind for i in detect(rec)]
    assert kinds == [IrregularityKind.CALL_OUT_OF_ROTATION]  # 27A2: Law 31 is ruled first
    irregularity = Irregularity(IB, call=1)
    if IrregularityKind.CALL_OUT_OF_ROTATION in WBF2017.supported():  # helper B's family (law28_34)
        result = assess(rec, irregularity)
        assert result.derived["law27.out_of_rotation"] is True
        assert result.ruling is None or result.ruling.irregularity is IrregularityKind.CALL_OUT_OF_ROTATION
    else:
        with pytest.raises(UnsupportedIrregularityError, match="call_out_of_rotation"):
            assess(rec, irregularity)


def test_27_unintended_goes_to_25a_and_law_27_does_not_apply() -> None:
    ruling = ruled(EAST_IB, (UNINTENDED, True), (SUBSTITUTE, call("2S")))
    assert ruling.irregularity is CHANGE
    assert laws(ruling.laws) == ["25A1", "25A3"]
    assert shown(ruling.consequences) == [("call_cancelled", "25A1", E, call("1S"), 1),
                                          ("no_rectification", "25A1", "law25.intended_call_stands")]  # fmt: skip


def test_27_without_an_auction_record_asks_who_bid_what_over_what() -> None:
    asked = judge(None, (OFFENDER, E), (BID, call("1S")), (LAST_BID, call("1NT")), (OUT_OF_ROTATION, False),
                  *INTENDED, (REPLACEMENT, call("2S")), (ARTIFICIAL, False), *NATURAL_2S).answered  # fmt: skip
    assert list(asked) == ["law27.offender", "law27.bid", "law27.last_bid", "law27.out_of_rotation",
                           "law25.unintended", "law27.replacement", "law27.artificial", "law23.replacement_meaning",
                           "law27.replacement_artificial"]  # fmt: skip
    ruling = ruled(None, (OFFENDER, E), (BID, call("1S")), (LAST_BID, call("1NT")), (OUT_OF_ROTATION, False),
                   *INTENDED, (REPLACEMENT, call("2S")), (ARTIFICIAL, False), *NATURAL_2S)  # fmt: skip
    assert options(ruling)["law27.lho_choice/law27.refuse"][0] == ("call_cancelled", "27B", E, call("1S"), None)


@pytest.mark.parametrize(
    ("auction", "answers", "irregularity", "reason", "fact"),
    [
        (None, [(OFFENDER, E), (BID, call("2S")), (LAST_BID, call("1NT"))], None, "law27.not_insufficient",
         "law27.bid"),
        (None, [(OFFENDER, E), (BID, call("1S")), (LAST_BID, call("Pass"))], None, "law27.not_a_bid",
         "law27.last_bid"),
        (EAST_IB, [*INTENDED, (REPLACEMENT, call("1S"))], None, "not_a_choice", "law27.replacement"),
        (EAST_IB, [(OFFENDER, W)], None, "contradicts_record", "law27.offender"),
        (EAST_IB, [], Irregularity(IB, call=0), "no_such_call", None),
    ],
)  # fmt: skip
def test_27_inconsistent_facts_are_refused(
    auction: Auction | None, answers: list[Any], irregularity: Irregularity | None, reason: str, fact: str | None
) -> None:
    with pytest.raises(InconsistentFacts) as caught:
        assess(board(auction), irregularity or Irregularity(IB), facts(*answers))
    assert (caught.value.reason, caught.value.fact) == (reason, fact)


def test_27b2_applied_cancels_the_bid_and_binds_partner_to_pass() -> None:
    ruling = ruled(EAST_IB, *INTENDED, (REPLACEMENT, call("2H")), *meanings(Comparable.NOT_COMPARABLE))
    applied = apply_ruling(ruling, {"law27.lho_choice": "law27.refuse"}, board(EAST_IB))
    auction = applied.record.auction
    assert auction is not None and auction.entries[1].withdrawn
    (bar,) = applied.table.pass_bars
    assert (bar.seat, bar.span) == (W, PassSpan.REST_OF_AUCTION)
    after = auction.add("2H", E).add("Pass", S).add("3H", W)
    assert [index for index, _ in applied.table.call_violations(after)] == [4]  # West broke the obligation


def test_lowest_sufficient_bid() -> None:
    assert lowest_sufficient(call("1S"), call("1NT")) == call("2S")  # type: ignore[arg-type]
    assert lowest_sufficient(call("2NT"), call("2H")) == call("2NT")  # type: ignore[arg-type]
    assert lowest_sufficient(call("1C"), call("7NT")) is None  # type: ignore[arg-type]


def test_a_ruling_round_trips_through_the_codec() -> None:
    ruling = ruled(EAST_IB, *INTENDED, (REPLACEMENT, call("X")), *meanings(Comparable.NOT_COMPARABLE))
    assert codec.decode(Ruling, codec.encode(ruling)) == ruling


# --- Law 25 -------------------------------------------------------------------------------------------------

NORTH_CHANGES = bids("1H").add("1S", N)  # North puts 1♠ on the table right after his 1♥
OVER_FIRST = bids("1H 1S").add("2H", N)  # North changes 1♥ to 2♥ after East overcalled


def change(auction: Auction | None, *answers: Any) -> Ruling:
    rec = board(auction)
    return assess_ruled(rec, Irregularity(CHANGE, call=len(auction) - 1 if auction else None), *answers)


def assess_ruled(rec: BoardRecord, irregularity: Irregularity, *answers: Any) -> Ruling:
    result = assess(rec, irregularity, facts(*answers))
    assert result.question is None, f"still asks {result.question.id}"
    assert result.ruling is not None
    return result.ruling


NO_RECORD = ((CHANGER, N), (ORIGINAL, call("1H")), (SUBSTITUTE, call("2H")))
ACCEPT_25B = [("call_cancelled", "25B1", N, call("1H"), 0),
              ("unauthorised_information", "25B3", S, "withdrawn_call", ())]  # fmt: skip
REFUSE_25B = [("call_cancelled", "25B2", N, call("1S"), 1), ("no_rectification", "25B2", "law25.original_stands"),
              ("unauthorised_information", "25B3", S, "withdrawn_call", ())]  # fmt: skip


def test_25a_unintended_call_replaced_the_record_shows_who_called_since() -> None:
    result = assess(board(NORTH_CHANGES), Irregularity(CHANGE, call=1), facts((UNINTENDED, True)))
    assert result.question is None
    assert dict(result.derived) == {"law25.offender": "N", "law25.call": "1H", "law25.substitute": "1S",
                                    "law25.partner_called": False, "law25.period_over": False,
                                    "law25.lho_called": False}  # fmt: skip
    ruling = change(NORTH_CHANGES, (UNINTENDED, True))
    assert (laws(ruling.laws), ruling.choices) == (["25A1", "25A3"], ())
    assert shown(ruling.consequences) == [("call_cancelled", "25A1", N, call("1H"), 0),
                                          ("no_rectification", "25A1", "law25.intended_call_stands")]  # fmt: skip


def test_25a6_lho_may_take_back_the_call_he_made_over_the_first_call() -> None:
    ruling = change(OVER_FIRST, (UNINTENDED, True))
    assert laws(ruling.laws) == ["25A1", "25A3", "25A6"]
    (choice,) = ruling.choices
    assert (choice.id, choice.chooser) == ("law25.lho_choice", E)
    assert options(ruling) == {
        "law25.lho_choice/law25.keep_call": [],
        "law25.lho_choice/law25.withdraw_call": [
            ("call_cancelled", "25A6", E, call("1S"), 1),
            ("unauthorised_information", "25A6", N, "withdrawn_call", ()),
            ("unauthorised_information", "25A6", S, "withdrawn_call", ()),
            ("information_authorised", "25A6", "EW", "withdrawn_call")],
    }  # fmt: skip


@pytest.mark.parametrize(
    ("auction", "answers", "expected_laws", "accept", "refuse"),
    [
        # 25B: a change of mind; the Director judges the calls not comparable: 26B follows either way, so
        # refused (25B2: Law 26 may apply) it is a lead restriction, never also "no rectification".
        (NORTH_CHANGES, [(UNINTENDED, False), *meanings(Comparable.NOT_COMPARABLE)], ["25B", "25B3"],
         [*ACCEPT_25B, ("lead_prohibition_right", "26B", S, N)],
         [REFUSE_25B[0], REFUSE_25B[2], ("lead_prohibition_right", "26B", S, N)]),
        # 25B with a comparable call: no lead restriction (26A).
        (NORTH_CHANGES, [(UNINTENDED, False), *meanings(Comparable.SUBSET)], ["25B", "25B3"],
         ACCEPT_25B, REFUSE_25B),
    ],
)  # fmt: skip
def test_25b_lho_accepts_the_changed_call_or_the_first_call_stands(
        auction: Auction | None, answers: list[Any], expected_laws: list[str], accept: list[object],
        refuse: list[object]) -> None:  # fmt: skip
    ruling = change(auction, *answers)
    assert (laws(ruling.laws), ruling.consequences) == (expected_laws, ())
    (choice,) = ruling.choices
    assert (choice.id, choice.chooser) == ("law25.lho_accepts", E)
    assert options(ruling) == {"law25.lho_accepts/law25.accept": [*accept, AUTH_EW],
                               "law25.lho_accepts/law25.refuse": [*refuse, AUTH_EW]}  # fmt: skip


def test_25a4_partner_has_called_no_substitution_and_nothing_for_lho_to_accept() -> None:
    ruling = change(None, *NO_RECORD, (UNINTENDED, True), (PARTNER_CALLED, True))
    assert (laws(ruling.laws), ruling.choices) == (["25A4", "16C"], ())
    assert shown(ruling.consequences) == [
        ("call_cancelled", "25A4", N, call("2H"), None), ("no_rectification", "25A4", "law25.no_substitution"),
        ("unauthorised_information", "16C", S, "withdrawn_call", ()), AUTH_EW]  # fmt: skip


def test_25b1_lho_called_over_the_changed_call_it_is_accepted() -> None:
    rec = board(NORTH_CHANGES.add("Pass", E))
    ruling = assess_ruled(rec, Irregularity(CHANGE, call=1), (UNINTENDED, False), *meanings(Comparable.NOT_COMPARABLE))
    assert laws(ruling.laws) == ["25B1", "26B", "16C"]
    assert shown(ruling.consequences) == [*ACCEPT_25B, ("lead_prohibition_right", "26B", S, N), AUTH_EW]


def test_25a5_too_late_after_the_auction_period() -> None:
    ruling = change(None, *NO_RECORD, (UNINTENDED, True), (PARTNER_CALLED, False), (PERIOD_OVER, True))
    assert laws(ruling.laws) == ["25A5"]
    assert shown(ruling.consequences) == [("no_rectification", "25A5", "law25.too_late")]


def test_25_refuses_a_change_to_the_same_call() -> None:
    with pytest.raises(InconsistentFacts) as caught:
        assess(board(None), Irregularity(CHANGE), facts((CHANGER, N), (ORIGINAL, call("1H")), (SUBSTITUTE, call("1H"))))
    assert (caught.value.reason, caught.value.fact) == ("law25.same_call", "law25.substitute")


def test_25_without_a_record_asks_in_order() -> None:
    result = assess(board(None), Irregularity(CHANGE), facts(*NO_RECORD, (UNINTENDED, True)))
    assert result.question is not None and result.question.fact is PARTNER_CALLED
    assert result.question.params["seat"] is Seat.S
    result = assess(board(None), Irregularity(CHANGE), facts(*NO_RECORD, (UNINTENDED, True), (PARTNER_CALLED, False),
                                                             (PERIOD_OVER, False)))  # fmt: skip
    assert result.question is not None and result.question.fact is LHO_CALLED
