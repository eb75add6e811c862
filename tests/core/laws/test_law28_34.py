"""Laws 28-34: calls out of rotation (28A, 28B, 29A-C, 30A-C, 31A-C, 32, 33, 34 with 16C, 17D3, 23, 26B, 72C),
read off the auction record where it shows them; the comparable-call judgement asked only once the record
shows the offender's call at his turn, else offered as the Director's choice."""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import Call
from tdcompanion.core.laws import (
    WBF2017,
    Assessment,
    BoardRecord,
    Context,
    Facts,
    Family,
    InconsistentFacts,
    Irregularity,
    IrregularityKind,
    NoRectification,
    Ruling,
    TableState,
    apply_ruling,
    assess,
    codec,
    detect,
    law23_27,
    load_families,
    ref,
)
from tdcompanion.core.laws.auction_effects import MustPass, PassSpan
from tdcompanion.core.laws.engine import KindGroup
from tdcompanion.core.laws.law23_27 import COMPARABLE, REPLACEMENT_MEANING, UNINTENDED, WITHDRAWN_MEANING, Comparable
from tdcompanion.core.laws.law28_34 import (
    ARTIFICIAL,
    ARTIFICIAL_PASS,
    CALL,
    INADMISSIBLE,
    LHO_CALLED,
    OFFENDER,
    PREVIOUSLY_CALLED,
    RHO_BARRED,
    SIMULTANEOUS,
    THREE_PASSES,
    TURN,
    TURN_PLAYER_CALLED,
)
from tdcompanion.core.seats import Seat
from tests.core.laws.scenarios import DEAL, E, N, S, W, facts, shown

OOR = IrregularityKind.CALL_OUT_OF_ROTATION


def call(text: str) -> Call:
    return Call.parse(text)


def calls(text: str) -> Auction:
    """North deals; each token is ``seat:call`` as made at the table (out of rotation or not)."""
    auction = Auction(N)
    for token in text.split():
        seat, made = token.split(":")
        auction = auction.add(made, Seat.parse(seat))
    return auction


def judge(auction: Auction | None, *answers: Any, table: TableState | None = None, lawbook: Any = WBF2017,
          irregularity: Irregularity | None = None) -> Assessment:  # fmt: skip
    """The assessment of the call out of rotation the record shows (as ``detect`` finds it)."""
    rec = BoardRecord(DEAL, auction)
    if irregularity is None:
        found = [i for i in detect(rec) if i.kind is OOR]
        irregularity = found[0] if found else Irregularity(OOR)
    return assess(rec, irregularity, facts(*answers), table=table, lawbook=lawbook)


def ruled(auction: Auction | None, *answers: Any, **kw: Any) -> Ruling:
    result = judge(auction, *answers, **kw)
    assert result.question is None, f"still asks {result.question.id}"
    assert result.ruling is not None
    return result.ruling


def laws(items: Any) -> list[str]:
    return [str(x) for x in items]


def options(ruling: Ruling) -> dict[str, list[tuple[object, ...]]]:
    return {f"{c.id}/{o.id}": shown(o.consequences) for c in ruling.all_choices() for o in c.options}


def meanings(judgement: Comparable) -> tuple[tuple[Any, object], ...]:
    return ((WITHDRAWN_MEANING, "natural, five hearts"), (REPLACEMENT_MEANING, "natural overcall, five spades"),
            (COMPARABLE, judgement))  # fmt: skip


NATURAL = (ARTIFICIAL, False)
PLAIN_PASS = (ARTIFICIAL_PASS, False)
ACCEPT = ("no_rectification", "29A", "accepted")


def authorised(offender: Seat) -> tuple[object, ...]:
    """16C1(a): what the withdrawn or cancelled calls told is authorised for the offender's opponents."""
    return ("information_authorised", "16C1(a)", "EW" if offender in (N, S) else "NS", "withdrawn_call")


def cancel(seat: Seat, made: str, index: int | None, turn: Seat) -> list[tuple[object, ...]]:
    return [("call_cancelled", "29B", seat, call(made), index), ("auction_reverts", "29B", turn), authorised(seat)]


def silenced(law: str, offender: Seat) -> list[tuple[object, ...]]:
    partner = offender.partner
    return [("must_pass", law, partner, "next_turn"), ("lead_prohibition_right", "26B", partner, offender),
            ("unauthorised_information", "16C", partner, "withdrawn_call", ()),
            ("director_review", "72C", "end_of_play", "law31.could_have_known")]  # fmt: skip


def comparable(law: str) -> list[tuple[object, ...]]:
    return [("no_rectification", law, "law31.comparable"), ("director_review", "23C", "end_of_play", "law31.damage")]


def judged(a: str, b: str, offender: Seat) -> dict[str, list[tuple[object, ...]]]:
    return {"law29.offender_call/law29.comparable": comparable(a),
            "law29.offender_call/law29.not_comparable": silenced(b, offender),
            "law29.offender_call/law29.judge_later": [
                ("follow_up", "23A", IrregularityKind.CALL_OUT_OF_ROTATION, offender, None, None, None, None)]}


def repeat(law: str, seat: Seat, made: str) -> list[tuple[object, ...]]:
    return [("must_repeat_call", law, seat, call(made)), ("no_rectification", law, "law31.repeated")]


def free_call(law: str, offender: Seat) -> tuple[object, ...]:
    return ("unauthorised_information", law, offender.partner, "withdrawn_call", ())


# --- branches not yet ruled: LHO's 29A choice, then what follows the cancellation -----------------------------


@pytest.mark.parametrize(
    ("auction", "answers", "expected_laws", "expected_options"),
    [
        # 30A: East passes at North's (his RHO's) turn: he passes at his next turn.
        ("E:P", [PLAIN_PASS], ["29A", "29B", "30A", "72C"],
         {"law29.lho_choice/law29.accept": [ACCEPT], "law29.lho_choice/law29.cancel": [
             *cancel(E, "Pass", 0, N), ("must_pass", "30A", E, "next_turn"),
             ("director_review", "72C", "end_of_play", "law31.could_have_known")]}),
        # 30B1: West passes at East's (his partner's) turn.
        ("N:1H W:P", [PLAIN_PASS], ["29A", "29B", "30B1(a)", "16C2", "23A"],
         {"law29.lho_choice/law29.accept": [ACCEPT],
          "law29.lho_choice/law29.cancel": [*cancel(W, "Pass", 1, E), free_call("30B1(a)", W)],
          **judged("30B1(b)(i)", "30B1(b)(ii)", W)}),
        # 30B1: West passes at North's (his LHO's) turn before having called: North may call over it (28B).
        ("W:P", [PLAIN_PASS], ["28B", "29B", "30B1(a)", "16C2", "23A"],
         {"law29.lho_choice/law28.call_over": [("call_cancelled", "28B", W, call("Pass"), 0),
                                               ("no_rectification", "28B", "law28.called_over"),
                                               ("unauthorised_information", "16C2", E, "withdrawn_call", ()),
                                               authorised(W)],
          "law29.lho_choice/law29.cancel": [*cancel(W, "Pass", 0, N), free_call("30B1(a)", W)],
          **judged("30B1(b)(i)", "30B1(b)(ii)", W)}),
        # 30C: an artificial pass is ruled as a bid (31A): North's call at his turn decides.
        ("E:P", [(ARTIFICIAL_PASS, True)], ["29A", "29B", "30C", "31A1", "31A2"],
         {"law29.lho_choice/law29.accept": [ACCEPT], "law29.lho_choice/law29.cancel": cancel(E, "Pass", 0, N),
          "law29.rho_call/law29.rho_passes": repeat("31A1", E, "Pass"), "law29.rho_call/law29.rho_calls": [],
          **judged("31A2(a)", "31A2(b)", E)}),
        # 31A: East bids 1♥ at North's turn: North passes -> repeat (31A1); North calls -> judged (31A2).
        ("E:1H", [NATURAL], ["29A", "29B", "31A1", "31A2"],
         {"law29.lho_choice/law29.accept": [ACCEPT], "law29.lho_choice/law29.cancel": cancel(E, "1H", 0, N),
          "law29.rho_call/law29.rho_passes": repeat("31A1", E, "1H"), "law29.rho_call/law29.rho_calls": [],
          **judged("31A2(a)", "31A2(b)", E)}),
        # 29C: an artificial 2♣ out of rotation: the rectification concerns what it specified.
        ("E:2C", [(ARTIFICIAL, True)], ["29A", "29B", "29C", "31A1", "31A2"],
         {"law29.lho_choice/law29.accept": [ACCEPT],
          "law29.lho_choice/law29.cancel": [*cancel(E, "2C", 0, N), ("artificial_call", "29C", E, call("2C"))],
          "law29.rho_call/law29.rho_passes": repeat("31A1", E, "2C"), "law29.rho_call/law29.rho_calls": [],
          **judged("31A2(a)", "31A2(b)", E)}),
        # 31B: West overcalls 1♠ at East's (his partner's) turn.
        ("N:1H W:1S", [NATURAL], ["29A", "29B", "31B1", "16C2", "31B2", "23A"],
         {"law29.lho_choice/law29.accept": [ACCEPT],
          "law29.lho_choice/law29.cancel": [*cancel(W, "1S", 1, E), free_call("31B1", W)],
          **judged("31A2(a)", "31A2(b)", W)}),
        # 32A: West doubles 1♥ at South's (his RHO's) turn.
        ("N:1H E:P W:X", [], ["29A", "29B", "32A1", "32A2"],
         {"law29.lho_choice/law29.accept": [ACCEPT], "law29.lho_choice/law29.cancel": cancel(W, "X", 2, S),
          "law29.rho_call/law29.rho_passes": repeat("32A1", W, "X"), "law29.rho_call/law29.rho_calls": [],
          **judged("32A2(a)", "32A2(b)", W)}),
        # 32B: West doubles 1♥ at East's (his partner's) turn.
        ("N:1H W:X", [], ["29A", "29B", "32B1", "16C2", "32B2", "23A"],
         {"law29.lho_choice/law29.accept": [ACCEPT],
          "law29.lho_choice/law29.cancel": [*cancel(W, "X", 1, E), free_call("32B1", W)],
          **judged("32A2(a)", "32A2(b)", W)}),
    ],
)  # fmt: skip
def test_a_call_not_yet_ruled_offers_lho_his_29a_choice_and_lists_what_follows(
    auction: str, answers: list[Any], expected_laws: list[str], expected_options: dict[str, object]
) -> None:
    result = judge(calls(auction), *answers)
    assert set(result.derived) >= {"law29.offender", "law29.call", "law29.turn", "law28.turn_player_called"}
    assert list(result.answered) == [f.id for f, _ in answers]  # only what the record cannot show
    ruling = ruled(calls(auction), *answers)
    assert (ruling.irregularity, ruling.consequences) == (OOR, ())
    assert laws(ruling.laws) == expected_laws
    assert options(ruling) == expected_options
    lho = ruling.choice("law29.lho_choice")
    assert (lho.chooser, lho.role.value) == (ruling.offender.lho, "non_offending_side")
    for choice in ruling.all_choices():
        if choice.id != "law29.lho_choice":
            assert (choice.chooser, choice.role.value, choice.without_consulting_partner) == (None, "director", False)


# --- what the record shows -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("auction", "answers", "expected_laws", "consequences"),
    [
        # 29A: South (East's LHO) called over East's 1♥: accepted, nothing asked.
        (calls("E:1H S:P"), [], ["29A"], [ACCEPT]),
        # 28B: North, whose turn it was, called over it (not at the same moment).
        (calls("E:1H N:1S"), [(SIMULTANEOUS, False)], ["28B", "16C2"],
         [("call_cancelled", "28B", E, call("1H"), 0), ("no_rectification", "28B", "law28.called_over"),
          ("unauthorised_information", "16C2", W, "withdrawn_call", ()), authorised(E)]),
        # 33: made at the same moment as North's 1♠, East's 1♥ comes after it: in rotation.
        (calls("E:1H N:1S"), [(SIMULTANEOUS, True)], ["33"], [  # put after 1♠ in the record: insufficient there
            ("call_deemed_subsequent", "33", E, Call.parse("1H"), N),
            ("no_rectification", "33", "law33.simultaneous")]),
        # 31A1 after the ruling: cancelled, North passed: East repeats 1♥.
        (calls("E:1H").withdraw(0).add("P", N), [NATURAL], ["29B", "31A1"],
         [*cancel(E, "1H", 0, N), *repeat("31A1", E, "1H")]),
        # 31A2 after the ruling: North opened 1♠ and East overcalled 2♥, judged comparable, or not.
        (calls("E:1H").withdraw(0).add("1S", N).add("2H", E), [NATURAL, *meanings(Comparable.SUBSET)],
         ["29B", "31A2", "31A2(a)", "23A", "23C"], [*cancel(E, "1H", 0, N), *comparable("31A2(a)")]),
        (calls("E:1H").withdraw(0).add("1S", N).add("2H", E), [NATURAL, *meanings(Comparable.NOT_COMPARABLE)],
         ["29B", "31A2", "31A2(b)", "23A", "16C", "26B", "72C"], [*cancel(E, "1H", 0, N), *silenced("31A2(b)", E)]),
        # 30B1 after the ruling: East called, then West's pass at his turn is judged.
        (calls("N:1H W:P").withdraw(1).add("1S", E).add("P", S).add("P", W),
         [PLAIN_PASS, *meanings(Comparable.SAME_MEANING)],
         ["29B", "30B1(a)", "16C2", "30B1(b)(i)", "23A", "23C"],
         [*cancel(W, "Pass", 1, E), free_call("30B1(a)", W), *comparable("30B1(b)(i)")]),
        # 34 (17D3): West's pass at South's turn, then North's, make three passes: back to South, both cancelled.
        (calls("N:1H E:P W:P N:P"), [], ["34", "17D3", "16C"],
         [("call_cancelled", "17D3", W, call("P"), 2), ("call_cancelled", "17D3", N, call("P"), 3),
          ("auction_reverts", "34", S), ("no_rectification", "17D3", "law34.passes_cancelled"),
          ("unauthorised_information", "16C", E, "withdrawn_call", ()), authorised(W)]),
        # 34: North's pass at West's turn is itself the third pass.
        (calls("N:1H E:P S:P N:P"), [], ["34", "17D3", "16C"],
         [("call_cancelled", "17D3", N, call("P"), 3), ("auction_reverts", "34", W),
          ("no_rectification", "17D3", "law34.passes_cancelled"),
          ("unauthorised_information", "16C", S, "withdrawn_call", ()), authorised(N)]),
    ],
)  # fmt: skip
def test_what_the_record_shows_is_read_off_it(auction: Auction, answers: list[Any], expected_laws: list[str],
                                              consequences: list[object]) -> None:  # fmt: skip
    assert list(judge(auction, *answers).answered) == [f.id for f, _ in answers]
    ruling = ruled(auction, *answers)
    assert laws(ruling.laws) == expected_laws
    assert shown(ruling.consequences) == consequences
    assert ruling.choices == ()


def test_the_comparable_question_is_asked_only_once_the_offenders_call_is_recorded() -> None:
    pending = judge(calls("E:1H"), NATURAL)
    assert pending.ruling is not None and "law23.comparable" not in pending.answered
    later = calls("E:1H").withdraw(0).add("1S", N).add("2H", E)
    assert [q.fact for q in (judge(later, NATURAL).question,)] == [WITHDRAWN_MEANING]
    question = judge(later, NATURAL, *meanings(Comparable.SUBSET)[:2]).question
    assert question is not None and question.fact is COMPARABLE
    assert (question.params["call"], question.params["replacement"]) == (call("1H"), call("2H"))


def test_33_a_simultaneous_call_still_out_of_rotation_after_the_in_turn_call() -> None:
    # West's 1♥ at the same moment as North's 1♠: deemed after it, at East's (West's partner's) turn: 31B.
    ruling = ruled(calls("W:1H N:1S"), (SIMULTANEOUS, True), NATURAL)
    assert laws(ruling.laws) == ["33", "29A", "29B", "31B1", "16C2", "31B2", "23A"]
    assert shown(ruling.consequences)[0] == ("call_deemed_subsequent", "33", W, call("1H"), N)
    assert options(ruling)["law29.lho_choice/law29.cancel"] == [*cancel(W, "1H", 0, E), free_call("31B1", W)]


def test_28a_a_call_at_the_turn_of_an_rho_bound_to_pass_is_in_rotation() -> None:
    table = TableState().apply((MustPass(law=ref("24B"), seat=N, span=PassSpan.NEXT_TURN),), calls=0)
    ruling = ruled(calls("E:1H"), table=table)
    assert laws(ruling.laws) == ["28A"]
    assert shown(ruling.consequences) == [("no_rectification", "28A", "law28.in_rotation")]
    assert judge(calls("E:1H"), NATURAL).derived["law28.rho_barred"] is False


def test_28a_the_directors_answer_is_accepted_when_the_table_state_shows_no_obligation() -> None:
    # A bar the table state does not hold (a ruling made before the board was entered): the Director says so.
    ruling = ruled(calls("E:1H"), (RHO_BARRED, True))
    assert laws(ruling.laws) == ["28A"]
    assert shown(ruling.consequences) == [("no_rectification", "28A", "law28.in_rotation")]
    # And read off the earlier rulings: West barred by Law 27B2, North calls at West's turn.
    table = TableState().apply((MustPass(law=ref("27B2"), seat=W, span=PassSpan.REST_OF_AUCTION),), calls=2)
    assert laws(ruled(calls("N:1NT E:2H S:P N:2NT"), table=table).laws) == ["28A"]
    with pytest.raises(InconsistentFacts):  # the obligation the table state shows cannot be denied
        judge(calls("N:1NT E:2H S:P N:2NT"), (RHO_BARRED, False), table=table)


@pytest.mark.parametrize("auction", ["N:1H N:P", "N:1H N:2H", "N:1H E:P S:P W:1S N:P N:X"])
def test_30b2_31c_32c_a_later_call_at_lhos_turn_is_a_change_of_call(auction: str) -> None:
    result = judge(calls(auction))
    assert result.derived["law30.previously_called"] is True
    assert result.question is not None and result.question.id == "law25.unintended"  # Law 25 rules it


class _Law36(Family):
    kinds: ClassVar[tuple[IrregularityKind, ...]] = (IrregularityKind.INADMISSIBLE_CALL,)
    laws = (36,)
    group = KindGroup.AUCTION

    def rule(self, ctx: Context) -> Ruling:
        law = ref("36B4")
        return Ruling(irregularity=ctx.irregularity.kind, laws=(law,),
                      consequences=(NoRectification(law=law, reason="stub"),))  # fmt: skip


def test_32_an_inadmissible_double_out_of_rotation_is_never_accepted_and_goes_to_law_36() -> None:
    load_families()

    class Book(WBF2017):
        name = "test"

    Book.register(_Law36)
    # West redoubles North's undoubled 1♥ at South's turn, and North (West's LHO) has called over it.
    ruling = ruled(calls("N:1H E:P W:XX N:P"), lawbook=Book)
    assert (ruling.irregularity, laws(ruling.laws)) == (IrregularityKind.INADMISSIBLE_CALL, ["36B4"])
    assert judge(calls("N:1H E:P W:XX N:P"), lawbook=Book).derived["law32.inadmissible"] is True


def test_without_an_auction_record_the_director_is_asked_in_the_laws_order() -> None:
    answers = [(OFFENDER, E), (CALL, call("1H")), (TURN, N), (RHO_BARRED, False), (TURN_PLAYER_CALLED, False),
               (LHO_CALLED, False), NATURAL]  # fmt: skip
    assert list(judge(None, *answers).answered) == [f.id for f, _ in answers]
    ruling = ruled(None, *answers)
    assert options(ruling)["law29.lho_choice/law29.cancel"] == cancel(E, "1H", None, N)
    passing = [(OFFENDER, W), (CALL, call("P")), (TURN, N), (PREVIOUSLY_CALLED, False), (TURN_PLAYER_CALLED, False),
               (THREE_PASSES, False), PLAIN_PASS]  # fmt: skip
    assert list(judge(None, *passing).answered) == [f.id for f, _ in passing]  # at LHO's turn: no 29A question
    double = [(OFFENDER, W), (CALL, call("X")), (TURN, E), (TURN_PLAYER_CALLED, False), (INADMISSIBLE, False),
              (LHO_CALLED, True)]  # fmt: skip
    assert shown(ruled(None, *double).consequences) == [ACCEPT]


@pytest.mark.parametrize(
    ("auction", "answers", "irregularity", "reason", "fact"),
    [
        (None, [(OFFENDER, E), (CALL, call("1H")), (TURN, E)], None, "law29.in_turn", "law29.turn"),
        ("E:1H", [(OFFENDER, W)], None, "contradicts_record", "law29.offender"),
        ("E:1H", [(TURN, S)], None, "contradicts_record", "law29.turn"),
        ("N:1H E:P", [], Irregularity(OOR, call=1), "no_such_call", None),
    ],
)  # fmt: skip
def test_inconsistent_facts_are_refused(auction: str | None, answers: list[Any], irregularity: Irregularity | None,
                                        reason: str, fact: str | None) -> None:  # fmt: skip
    with pytest.raises(InconsistentFacts) as caught:
        judge(calls(auction) if auction else None, *answers, irregularity=irregularity)
    assert (caught.value.reason, caught.value.fact) == (reason, fact)


def test_applied_30a_withdraws_the_pass_and_binds_east_to_pass_at_his_next_turn() -> None:
    auction = calls("E:P")
    ruling = ruled(auction, PLAIN_PASS)
    applied = apply_ruling(ruling, {"law29.lho_choice": "law29.cancel"}, BoardRecord(DEAL, auction))
    assert applied.record.auction is not None and applied.record.auction.entries[0].withdrawn
    assert applied.record.auction.next_seat is N  # 29B: back to North
    after = applied.record.auction.add("1C", N)
    assert [b.seat for b in applied.table.barring(after, E, call("1S"))] == [E]
    assert applied.table.barring(after.add("P", E).add("P", S).add("P", W), E, call("1S")) == ()


def test_applied_31b_not_comparable_bars_partner_after_the_offenders_call() -> None:
    auction = calls("N:1H W:1S")
    ruling = ruled(auction, NATURAL)
    record = BoardRecord(DEAL, auction)
    first = apply_ruling(ruling, {"law29.lho_choice": "law29.cancel"}, record)
    assert first.record.auction is not None
    assert first.table.barring(first.record.auction, E, call("2C")) == ()  # 31B1: East calls freely
    assert [c.id for c in first.resolution.pending] == ["law29.offender_call"]
    played = first.record.auction.add("2C", E).add("P", S).add("2D", W)
    second = apply_ruling(ruling, {"law29.lho_choice": "law29.cancel", "law29.offender_call": "law29.not_comparable"},
                          BoardRecord(DEAL, played), first.table)  # fmt: skip
    assert [b.span for b in second.table.barring(played, E, call("3C"))] == [PassSpan.NEXT_TURN]


def test_judged_later_the_same_call_is_ruled_again_once_the_offender_has_called() -> None:
    """31B at the table: North cancels West's 1S; West has not called yet, so the Director leaves the
    comparable judgement for later; once West has called, the follow-up rules the same call again and
    asks the judgement, and "not comparable" then bars East at his next turn only."""
    auction = calls("N:1H W:1S")
    record = BoardRecord(DEAL, auction)
    ruling = ruled(auction, NATURAL)
    first = apply_ruling(ruling, {"law29.lho_choice": "law29.cancel", "law29.offender_call": "law29.judge_later"},
                         record)  # fmt: skip
    assert first.resolution.pending == ()
    [follow] = first.table.follow_ups
    assert (follow.irregularity, follow.seat) == (IrregularityKind.CALL_OUT_OF_ROTATION, W)
    assert first.record.auction is not None
    played = first.record.auction.add("2C", E).add("P", S).add("2S", W)
    again = assess(BoardRecord(DEAL, played), Irregularity(IrregularityKind.CALL_OUT_OF_ROTATION),
                   Facts().answer(*NATURAL), table=first.table)  # fmt: skip
    assert again.question is not None and again.question.id.startswith("law23.")


def test_a_ruling_round_trips_through_the_codec() -> None:
    ruling = ruled(calls("E:2C"), (ARTIFICIAL, True))
    assert codec.decode(Ruling, codec.encode(ruling)) == ruling


# --- 31A1: the repeated bid is insufficient (Law 27 applies) ----------------------------------------------------

# North opens 1♠; South bids 1♥ at East's turn (insufficient too); cancelled, East passes, South repeats 1♥.
REPEATED_1H = calls("N:1S S:1H").withdraw(1).add("P", E).add("1H", S)


def test_31a1_a_repeated_bid_that_is_insufficient_goes_to_law_27() -> None:
    at = Irregularity(OOR, call=1)
    question = judge(REPEATED_1H, NATURAL, (UNINTENDED, False), irregularity=at).question
    assert question is not None and question.fact is law23_27.REPLACEMENT and question.params["lho"] is W
    ruling = ruled(REPEATED_1H, NATURAL, (UNINTENDED, False), (law23_27.REPLACEMENT, call("2H")),
                   (law23_27.ARTIFICIAL, False), (REPLACEMENT_MEANING, "natural"),
                   (law23_27.REPLACEMENT_ARTIFICIAL, False), irregularity=at)  # fmt: skip
    assert laws(ruling.laws) == ["29B", "31A1", "27", "27B1(a)", "27D"]
    assert ("no_rectification", "31A1", "law31.repeated") not in shown(ruling.consequences)
    assert shown(ruling.consequences)[:3] == cancel(S, "1H", 1, E)
    (choice,) = ruling.choices  # Law 27: West (South's LHO) may accept the insufficient 1♥
    assert (choice.id, choice.chooser) == ("law27.lho_choice", W)


def test_31a1_rho_passes_then_the_repeat_is_insufficient_a_law_27_follow_up_not_no_rectification() -> None:
    ruling = ruled(calls("N:1S S:1H"), NATURAL, irregularity=Irregularity(OOR, call=1))
    passes = options(ruling)["law29.rho_call/law29.rho_passes"]
    assert passes == [("must_repeat_call", "31A1", S, call("1H")),
                      ("follow_up", "31A1", OOR.INSUFFICIENT_BID, S, None, None, None, None)]  # fmt: skip
