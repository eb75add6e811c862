"""Laws 48-52, penalty cards: a card exposed (48A/48B for declarer's side; 49, 50B grades, 58B2, 50E1
and 50E4; 11A forfeiture; 16C for a card exposed lawfully), a penalty card not played (52A, 52B1
with forced acceptance, 52B2, 64B3 and 64C), declarer's options when the holder's partner is to lead
(50D2, 51B) and his designation (51A), with WBF Commentary Example 43 (seed 000) played out on the
table state."""

from __future__ import annotations

from typing import Any

import pytest

from tdcompanion.core.calls import Strain
from tdcompanion.core.cards import Suit
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal
from tdcompanion.core.laws import (
    FACTS,
    NON_OFFENDERS_ACTED,
    RECTIFICATION_FORFEITED,
    Assessment,
    BoardRecord,
    Facts,
    InconsistentFacts,
    Irregularity,
    IrregularityKind,
    PenaltyCard,
    PenaltyGrade,
    Prompt,
    PromptKind,
    Reason,
    TableState,
    ViolationKind,
    apply_ruling,
    assess,
    detect,
    ref,
)
from tdcompanion.core.laws.law48_52 import (
    AFTER_LEAD_OUT_OF_TURN,
    CARDS,
    DELIBERATE,
    ESTABLISHED,
    FACED_HAND,
    HOW,
    OFFENDER,
    PENALTY,
    PLAYED,
    PLAYED_SINCE,
    SEAT,
    TRICK,
    Exposure,
    PenaltyCardToPlay,
    penalty_card_designation_choice,
    penalty_card_lead_choice,
    prompt_ruling,
)
from tdcompanion.core.play import Expose, ExposeHow, PlayEvent, PlayRecord, Retract, RetractReason
from tdcompanion.core.seats import Seat
from tdcompanion.wording import rule_text
from tdcompanion.wording.languages import CODES
from tests.core.laws.scenarios import BIDDING, CONTRACT, DEAL, E, N, S, W, c, facts, record, shown, worded

EXPOSED = IrregularityKind.EXPOSED_CARD
NOT_PLAYED = IrregularityKind.PENALTY_CARD_NOT_PLAYED
MAJOR, MINOR = PenaltyGrade.MAJOR, PenaltyGrade.MINOR
TRICK1 = ("W:S5", "N:SA", "E:S7", "S:S2")
NO_PLAY = record(play=False)  # the auction shows South declaring 4♥: West and East defend
AI = ("authorised_information", "50E1", "penalty_card")
REVIEW = ("director_review", "50E4", "end_of_play", "penalty_card_gain")
GRADED = ("penalty_cards_graded", "50B")


def board(*events: str | PlayEvent, deal: Deal = DEAL) -> BoardRecord:
    """A board record from plays (``"W:S5"``) and other play events, in order."""
    from tdcompanion.core.auction import Auction

    rec = PlayRecord(deal, CONTRACT)
    for event in events:
        rec = rec.play(event[2:], Seat.parse(event[0])) if isinstance(event, str) else rec.add(event)
    return BoardRecord(deal, Auction.from_text(S, BIDDING), rec)


def expose(seat: Seat, *cards: str, how: ExposeHow = ExposeHow.DROPPED) -> Expose:
    return Expose(seat, tuple(c(x) for x in cards), how)


def pcs(*items: tuple[Seat, str, PenaltyGrade]) -> TableState:
    return TableState().apply([PenaltyCard(law=ref("50B"), seat=s, card=c(x), grade=g) for s, x, g in items])


def run(kind: IrregularityKind, rec: BoardRecord, answers: Facts | None = None, *, event: int | None = None,
        table: TableState | None = None) -> Assessment:  # fmt: skip
    return assess(rec, Irregularity(kind, event=event), answers, table=table)


def ruled(kind: IrregularityKind, rec: BoardRecord, answers: Facts | None = None, **kw: Any) -> Any:
    result = run(kind, rec, answers, **kw)
    assert result.question is None, f"still asks {result.question.id}"
    assert result.ruling is not None
    return result


# --- Laws 49, 50B: a defender's exposed card, read off the record ------------------------------------------

REVOKE_CORRECTED = (*TRICK1, "N:SK", "E:S8", "S:S3", "W:D8", Retract(W, c("D8"), RetractReason.REVOKE_CORRECTION))


@pytest.mark.parametrize(
    ("events", "laws", "consequences"),
    [
        # Dropped before the opening lead: a spot card exposed inadvertently is minor (50B, 50C).
        ((expose(W, "H8"),), ["49", "50B", "50C", "50E"], [("penalty_card", "49", W, c("H8"), "minor")]),
        # Two spot cards dropped together: a defender with two penalty cards has major ones only (50B).
        ((expose(W, "H8", "C8"),), ["49", "50B", "50D", "50E"],
         [("penalty_card", "49", W, c("H8"), "major"), ("penalty_card", "49", W, c("C8"), "major")]),
        # An honour is major whatever the manner (50B, 50D).
        ((*TRICK1, expose(W, "DJ")), ["49", "50B", "50D", "50E"], [("penalty_card", "49", W, c("DJ"), "major")]),
        # Played together with another card: exposed inadvertently (58B2), minor.
        ((*TRICK1, "N:SK", "E:S8", expose(E, "C5", how=ExposeHow.TWO_AT_ONCE)), ["58B2", "50B", "50C", "50E"],
         [("penalty_card", "58B2", E, c("C5"), "minor")]),
        # Played and withdrawn to correct a revoke: deliberate play, major (50B, 62B1).
        (REVOKE_CORRECTED, ["49", "50B", "50D", "50E"], [("penalty_card", "49", W, c("D8"), "major")]),
    ],
)  # fmt: skip
def test_a_defenders_exposed_card_is_a_penalty_card_graded_by_law_50b(
    events: tuple[str | PlayEvent, ...], laws: list[str], consequences: list[tuple[Any, ...]]
) -> None:
    result = ruled(EXPOSED, board(*events))
    ruling = result.ruling
    assert [str(x) for x in ruling.laws] == laws
    cards = tuple(x[3] for x in consequences)
    # 50E1: a minor card's information is the card and the 50C restriction, not a duty to play it (issue 17)
    info = AI if consequences[0][4] == "major" else (*AI[:2], "minor_penalty_card")
    duty = ("penalty_card_duty", "50D" if consequences[0][4] == "major" else "50C", consequences[0][2],
            consequences[0][4])  # fmt: skip
    assert shown(ruling.consequences) == [*consequences, GRADED, duty, (*info, cards), REVIEW]
    assert ruling.offender is consequences[0][2]
    assert result.answered == ()  # nothing asked: seat, cards, manner and 11A read off the record
    assert set(result.derived) >= {"law49.seat", "law49.cards", "law49.defends", "law49.how"}


def test_a_second_penalty_card_of_the_same_defender_is_major_and_so_is_the_first() -> None:
    table = pcs((W, "C8", MINOR))
    ruling = ruled(EXPOSED, board(expose(W, "H8")), table=table).ruling
    assert shown(ruling.consequences)[0] == ("penalty_card", "49", W, c("H8"), "major")
    assert shown(ruling.consequences)[1] == ("penalty_card", "50B", W, c("C8"), "major")  # stated (issue 17)
    after = table.apply(ruling.consequences)
    assert {(p.card.pbn, p.grade) for p in after.penalty_cards} == {("C8", MAJOR), ("H8", MAJOR)}


@pytest.mark.parametrize(("deliberate", "grade"), [(True, "major"), (False, "minor")])
def test_a_spot_card_named_as_held_is_graded_by_the_directors_judgement(deliberate: bool, grade: str) -> None:
    rec = board(*TRICK1, expose(E, "C5", how=ExposeHow.NAMED))
    question = run(EXPOSED, rec).question
    assert question is not None and question.fact is DELIBERATE
    ruling = ruled(EXPOSED, rec, facts((DELIBERATE, deliberate))).ruling
    assert shown(ruling.consequences)[0] == ("penalty_card", "49", E, c("C5"), grade)


def test_an_honour_named_as_held_is_major_without_asking() -> None:
    result = ruled(EXPOSED, board(*TRICK1, expose(W, "HT", how=ExposeHow.NAMED)))
    assert shown(result.ruling.consequences)[0] == ("penalty_card", "49", W, c("HT"), "major")
    assert "law50.deliberate" not in result.answered


# --- the questions when the record does not show the exposure ------------------------------------------------


def test_without_a_play_record_the_seat_cards_11a_and_manner_are_asked_in_that_order() -> None:
    steps = [(SEAT, W), (CARDS, (c("H8"),)), (NON_OFFENDERS_ACTED, False), (HOW, Exposure.ACCIDENTAL)]
    answers = Facts()
    for fact, value in steps:
        result = run(EXPOSED, NO_PLAY, answers)
        assert result.question is not None and result.question.fact is fact
        answers = answers.answer(fact, value)
    ruling = ruled(EXPOSED, NO_PLAY, answers).ruling
    assert shown(ruling.consequences)[0] == ("penalty_card", "49", W, c("H8"), "minor")
    assert dict(run(EXPOSED, NO_PLAY, answers).derived)["law49.defends"] is True  # from the auction


def test_without_a_contract_whether_he_defends_is_asked() -> None:
    rec = record(bidding=None, play=False)
    result = run(EXPOSED, rec, facts((SEAT, W)))
    assert result.question is not None and result.question.id == "law49.defends"


@pytest.mark.parametrize(
    ("answers", "laws", "consequences"),
    [
        ([(NON_OFFENDERS_ACTED, True), (RECTIFICATION_FORFEITED, True)], ["11A"],
         [("no_rectification", "11A", "forfeited"), ("director_review", "11A", "end_of_play", "damage")]),
        ([(NON_OFFENDERS_ACTED, False), (HOW, Exposure.LAWFUL)], ["49", "16C"],
         [("no_rectification", "49", "exposed_in_normal_play"),
          ("unauthorised_information", "16C", E, "exposed_card", (c("HT"),))]),
        ([(NON_OFFENDERS_ACTED, True), (RECTIFICATION_FORFEITED, False), (HOW, Exposure.PLAYED)],
         ["49", "50B", "50D", "50E"], [("penalty_card", "49", W, c("HT"), "major"), GRADED,
                                       ("penalty_card_duty", "50D", W, "major"), (*AI, (c("HT"),)), REVIEW]),
    ],
)  # fmt: skip
def test_forfeiture_under_11a_and_a_card_exposed_lawfully(
    answers: list[tuple[Any, Any]], laws: list[str], consequences: list[object]
) -> None:
    ruling = ruled(EXPOSED, NO_PLAY, facts((SEAT, W), (CARDS, (c("HT"),)), *answers)).ruling
    assert [str(x) for x in ruling.laws] == laws
    assert shown(ruling.consequences) == consequences


def test_11a_is_asked_when_play_went_on_after_the_exposure() -> None:
    rec = board(expose(W, "H8"), *TRICK1)
    result = run(EXPOSED, rec)
    assert result.question is not None and result.question.fact is NON_OFFENDERS_ACTED
    assert dict(result.derived)["law49.cards"] == ("H8",)


# --- Law 48: declarer's and dummy's cards ----------------------------------------------------------------------

SOUTH_HAND = ("ST", "S6", "S4", "S3", "H3", "H2", "DA", "DK", "DQ", "CA", "CK", "CQ")


@pytest.mark.parametrize(
    ("events", "laws", "consequences", "derived"),
    [
        ((expose(S, "DA"),), ["48A"], [("no_rectification", "48A", "declarer_exposed_card")],
         {"law48.faced_hand": False}),
        ((*TRICK1, expose(N, "HQ")), ["48A"], [("no_rectification", "48A", "declarer_exposed_card")], {}),
        # South faces his hand after an opening lead out of turn by East: Law 54 (48B1).
        (("E:S7", expose(S, "S2", *SOUTH_HAND)), ["48B1"],
         [("follow_up", "48B1", IrregularityKind.OPENING_LEAD_OUT_OF_TURN, E, 1, c("S7"), None, None)],
         {"law48.faced_hand": True, "law48.after_lead_out_of_turn": True}),
        # Later in the play: he may be deemed to have claimed (48B2, 68).
        ((*TRICK1, expose(S, *SOUTH_HAND)), ["48B2", "68"], [("no_rectification", "48B2", "declarer_faced_hand")],
         {"law48.faced_hand": True, "law48.after_lead_out_of_turn": False}),
    ],
)  # fmt: skip
def test_declarers_and_dummys_cards_never_become_penalty_cards(
    events: tuple[str | PlayEvent, ...], laws: list[str], consequences: list[object], derived: dict[str, object]
) -> None:
    result = ruled(EXPOSED, board(*events))
    assert [str(x) for x in result.ruling.laws] == laws
    assert shown(result.ruling.consequences) == consequences
    assert result.ruling.offender is None
    assert result.answered == ()
    assert {k: v for k, v in result.derived.items() if k.startswith("law48.")} == derived


def test_without_a_record_declarer_is_asked_whether_he_faced_his_hand() -> None:
    answers = facts((SEAT, S), (CARDS, (c("DA"),)))
    assert run(EXPOSED, NO_PLAY, answers).question.fact is FACED_HAND  # type: ignore[union-attr]
    answers = answers.answer(FACED_HAND, True)
    assert run(EXPOSED, NO_PLAY, answers).question.fact is AFTER_LEAD_OUT_OF_TURN  # type: ignore[union-attr]
    ruling = ruled(EXPOSED, NO_PLAY, answers.answer(AFTER_LEAD_OUT_OF_TURN, True)).ruling
    assert shown(ruling.consequences) == [
        ("follow_up", "48B1", IrregularityKind.OPENING_LEAD_OUT_OF_TURN, None, 1, None, None, None)
    ]


# --- refusals -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rec", "answers", "kw", "reason"),
    [
        (NO_PLAY, facts((SEAT, W), (CARDS, (c("SA"),))), {}, "card_not_in_hand"),
        (board(*TRICK1), facts((SEAT, W), (CARDS, (c("S5"),))), {}, "exposed_card_already_played"),
        (NO_PLAY, facts((SEAT, W), (CARDS, ())), {}, "no_card_named"),
        (NO_PLAY, facts((SEAT, W), (CARDS, (c("D8"),))), {"table": pcs((W, "D8", MINOR))}, "already_a_penalty_card"),
        (board(*TRICK1), Facts(), {"event": 0}, "event_not_an_exposure"),
        (record(bidding="4H", play=False), facts((SEAT, W)), {}, "exposed_during_auction"),
        (board(expose(W, "H8")), facts((SEAT, E)), {}, "contradicts_record"),
        (board(expose(W, "H8")), facts((HOW, Exposure.PLAYED)), {}, "contradicts_record"),
    ],
)  # fmt: skip
def test_exposed_card_refusals(rec: BoardRecord, answers: Facts, kw: dict[str, Any], reason: str) -> None:
    with pytest.raises(InconsistentFacts) as info:
        run(EXPOSED, rec, answers, **kw)
    assert info.value.reason == reason
    assert rule_text.has(f"refusal.{reason}")


# --- Law 52: a major penalty card not played -------------------------------------------------------------------

# West has the ♥10 as a major penalty card before the opening lead, and leads the ♠5 instead.
W_HT = pcs((W, "HT", MAJOR))
NOT_BACK = ("no_rectification", "52A", "not_withdrawn_on_own_initiative")
"""Law 52A: the defender may not take back the card he played instead of the penalty card."""
SUBSTITUTE = [("card_withdrawn", "52B2", W, c("S5"), 1), ("penalty_card_to_play", "52B2", W, c("HT"), 1),
              ("penalty_card", "52B2", W, c("S5"), "major")]  # fmt: skip


@pytest.mark.parametrize("event", [0, None])
def test_52b_declarer_accepts_the_card_or_has_the_penalty_card_substituted(event: int | None) -> None:
    result = ruled(NOT_PLAYED, board("W:S5"), event=event, table=W_HT)
    ruling = result.ruling
    assert [str(x) for x in ruling.laws] == ["52B", "52A"]
    assert ruling.offender is W and shown(ruling.consequences) == [NOT_BACK]
    assert result.answered == ()
    assert dict(result.derived) == {"law52.offender": "W", "law52.card": "S5", "law52.penalty_card": "HT",
                                    "law52.trick": 1, "law52.declarer_played_since": False}  # fmt: skip
    (choice,) = ruling.choices
    assert (choice.id, choice.chooser, choice.role.value, choice.default) == ("law52.illegal_card", S, "declarer", None)
    by_id = {o.id: shown(o.consequences) for o in choice.options}
    assert by_id == {"accept_card": [("no_rectification", "52B1(b)", "penalty_card_remains")],
                     "substitute_penalty_card": SUBSTITUTE}  # fmt: skip


@pytest.mark.parametrize(
    ("events", "laws", "consequences", "established"),
    [
        # Dummy has played since: declarer must accept the ♠5; the ♥10 stays a penalty card (52B1).
        (("W:S5", "N:SA"), ["52B1", "52A"], [("no_rectification", "52B1(a)", "penalty_card_remains"),
                                             NOT_BACK], False),
        # East has since played to trick 2: the revoke is established; no transfer (64B3), equity (64C).
        ((*TRICK1, "N:SK", "E:S8"), ["52B1", "52A", "64B3", "64C"],
         [("no_rectification", "52B1(a)", "penalty_card_remains"), NOT_BACK,
          ("no_rectification", "64B3", "revoke_of_penalty_card"),
          ("director_review", "64C", "end_of_play", "revoke_equity")], True),
    ],
)  # fmt: skip
def test_52b1_declarer_must_accept_once_he_has_played_since(
    events: tuple[str, ...], laws: list[str], consequences: list[object], established: bool
) -> None:
    result = ruled(NOT_PLAYED, board(*events), event=0, table=W_HT)
    assert [str(x) for x in result.ruling.laws] == laws
    assert shown(result.ruling.consequences) == consequences
    assert result.ruling.choices == ()
    assert result.answered == ()
    assert dict(result.derived)["law52.declarer_played_since"] is True
    assert dict(result.derived)["law52.established"] is established


def test_52_without_a_record_everything_is_asked_in_order() -> None:
    steps = [(OFFENDER, W), (PLAYED, c("S5")), (PENALTY, c("HT")), (TRICK, 3), (PLAYED_SINCE, True),
             (ESTABLISHED, False)]  # fmt: skip
    answers = Facts()
    for fact, value in steps:
        result = run(NOT_PLAYED, NO_PLAY, answers)
        assert result.question is not None and result.question.fact is fact
        answers = answers.answer(fact, value)
    assert shown(ruled(NOT_PLAYED, NO_PLAY, answers).ruling.consequences) == [
        ("no_rectification", "52B1(a)", "penalty_card_remains"),
        ("no_rectification", "52A", "not_withdrawn_on_own_initiative"),
    ]


def test_52_with_two_penalty_cards_due_the_director_says_which() -> None:
    table = pcs((W, "HT", MAJOR), (W, "DJ", MAJOR))
    result = run(NOT_PLAYED, board("W:S5"), event=0, table=table)
    assert result.question is not None and result.question.fact is PENALTY
    assert set(result.question.choices or ()) == {c("HT"), c("DJ")}
    choice = ruled(NOT_PLAYED, board("W:S5"), facts((PENALTY, c("DJ"))), event=0, table=table).ruling.choices[0]
    assert choice.option("substitute_penalty_card").cards == (c("DJ"),)


# Each penalty card the table state flags as not played, ruled by Law 52 with what the record and the table show.
FLAGGED: dict[str, tuple[TableState, tuple[str | PlayEvent, ...], str, str, str]] = {
    "50D1(a) a major penalty card not led": (W_HT, ("W:S5",), "S5", "HT", "50D1(a)"),
    "50D1(a) a major penalty card not played in following suit": (
        pcs((E, "S7", MAJOR)), ("W:SJ", "N:SA", "E:S9"), "S9", "S7", "50D1(a)"),
    "50C a lower card of the suit of a minor penalty card": (pcs((W, "D8", MINOR)), ("W:D9",), "D9", "D8", "50C"),
    "51A not the penalty card declarer designated": (
        pcs((W, "HT", MAJOR), (W, "DJ", MAJOR)).apply([PenaltyCardToPlay(law=ref("51A"), seat=W, card=c("HT"))]),
        ("W:DJ",), "DJ", "HT", "51A"),
    "52B2 not the penalty card declarer required in place of the card withdrawn": (
        W_HT, ("W:S5", Retract(W, c("S5")), "W:D8"), "D8", "HT", "52B2"),
}  # fmt: skip


@pytest.mark.parametrize("followed", [False, True], ids=["table before the card", "table followed to the end"])
@pytest.mark.parametrize("name", list(FLAGGED))
def test_52_rules_on_the_card_the_table_state_flags(name: str, followed: bool) -> None:
    table, events, card, penalty, law = FLAGGED[name]
    rec = board(*events)
    assert rec.play is not None
    if name.startswith("52B2"):  # declarer had the ♠5 withdrawn and required the ♥10 (52B2)
        ruling = ruled(NOT_PLAYED, board("W:S5"), event=0, table=W_HT).ruling
        table = apply_ruling(ruling, {"law52.illegal_card": "substitute_penalty_card"}, board("W:S5"), W_HT).table
    if followed:  # as the wizard holds it: the table state has followed the play to the end of the record
        table = table.advance(rec.play)
    event = len(rec.play.events) - 1
    flagged = [(v.law, v.event) for v in table.advance(rec.play).violations if v.event == event]
    assert flagged == [(ref(law), event)]
    assert [(i.kind, i.event) for i in detect(rec, table) if i.event == event] == [(NOT_PLAYED, event)]
    result = ruled(NOT_PLAYED, rec, event=event, table=table)
    assert [str(x) for x in result.ruling.laws] == ["52B", "52A"] and result.answered == ()
    assert (result.derived["law52.card"], result.derived["law52.penalty_card"]) == (card, penalty)
    (choice,) = result.ruling.choices
    assert choice.option("substitute_penalty_card").cards == (c(penalty),)


@pytest.mark.parametrize(
    ("rec", "answers", "kw", "reason"),
    [
        (NO_PLAY, facts((OFFENDER, W), (PLAYED, c("HT")), (PENALTY, c("HT"))), {}, "penalty_card_is_card_played"),
        (NO_PLAY, facts((OFFENDER, S)), {}, "offender_not_a_defender"),
        # East follows suit with the ♠7: his ♥7 penalty card could not be played (50D1(b)).
        (board(*TRICK1), Facts(), {"event": 2, "table": pcs((E, "H7", MAJOR))}, "penalty_card_not_due"),
        (board(expose(W, "H8")), Facts(), {"event": 0, "table": W_HT}, "event_not_a_play"),
        (board("W:S5"), facts((OFFENDER, E)), {"event": 0, "table": W_HT}, "contradicts_record"),
    ],
)  # fmt: skip
def test_penalty_card_not_played_refusals(rec: BoardRecord, answers: Facts, kw: dict[str, Any], reason: str) -> None:
    with pytest.raises(InconsistentFacts) as info:
        run(NOT_PLAYED, rec, answers, **kw)
    assert info.value.reason == reason
    assert rule_text.has(f"refusal.{reason}")


# --- Laws 50D2, 51B: declarer's lead options -----------------------------------------------------------------


def test_50d2_one_major_penalty_card_require_forbid_or_neither() -> None:
    choice = penalty_card_lead_choice(pcs((E, "S7", MAJOR)), W, S, trick=1)
    assert choice is not None
    assert (choice.id, choice.chooser, choice.role.value, choice.default) == ("law50.lead_options", S, "declarer",
                                                                                "no_restriction")  # fmt: skip
    assert [str(x) for x in choice.laws] == ["50D2"]
    by_id = {o.id: ([str(x) for x in o.laws], shown(o.consequences)) for o in choice.options}
    back = ("penalty_card_picked_up", "50D2(a)", E, c("S7"))
    ui = ("unauthorised_information", "50E2", W, "penalty_card_returned", (c("S7"),))
    assert by_id == {
        "require_S": (["50D2(a)"], [back, ("lead_restriction", "50D2(a)", W, Suit.SPADES, "require", "next_lead"), ui]),
        "forbid_S": (["50D2(a)"], [back, ("lead_restriction", "50D2(a)", W, Suit.SPADES, "forbid", "while_on_lead"),
                                   ui]),
        "no_restriction": (["50D2(b)"], [("penalty_cards_remain", "50D2(b)", E, (c("S7"),))]),  # stated (issue 17)
    }  # fmt: skip


def test_51b2_penalty_cards_in_two_suits_require_one_or_forbid_one_or_both() -> None:
    choice = penalty_card_lead_choice(pcs((E, "S7", MAJOR), (E, "H4", MINOR)), W, S)
    assert choice is not None and [str(x) for x in choice.laws] == ["51B"]
    assert choice.option_ids == ("require_S", "require_H", "forbid_S", "forbid_H", "forbid_SH", "no_restriction")
    both = choice.option("forbid_SH")
    assert [str(x) for x in both.laws] == ["51B2(b)"] and both.suits == (Suit.SPADES, Suit.HEARTS)
    assert [x[0] for x in shown(both.consequences)] == ["penalty_card_picked_up", "penalty_card_picked_up",
                                                        "lead_restriction", "lead_restriction",
                                                        "unauthorised_information"]  # fmt: skip
    require = choice.option("require_H")  # only the hearts go back; the ♠7 stays (51B2(a) with 51B1(a))
    assert [x for x in shown(require.consequences) if x[0] == "penalty_card_picked_up"] == [
        ("penalty_card_picked_up", "51B2(a)", E, c("H4"))
    ]
    assert [str(x) for x in choice.option("no_restriction").laws] == ["51B2(c)"]


def test_51b1_several_penalty_cards_of_one_suit_all_go_back() -> None:
    choice = penalty_card_lead_choice(pcs((E, "S9", MAJOR), (E, "S7", MAJOR)), W, S)
    assert choice is not None and choice.option_ids == ("require_S", "forbid_S", "no_restriction")
    assert [x[3] for x in shown(choice.option("forbid_S").consequences) if x[0] == "penalty_card_picked_up"] == [
        c("S9"),
        c("S7"),
    ]
    assert [str(x) for x in choice.option("forbid_S").laws] == ["51B1(b)"]


@pytest.mark.parametrize("table", [TableState(), pcs((E, "S7", MINOR)), pcs((W, "SJ", MAJOR))])
def test_no_lead_options_without_a_major_penalty_card_of_the_leaders_partner(table: TableState) -> None:
    assert penalty_card_lead_choice(table, W, S) is None


# --- WBF Commentary Example 43 (seed 000), played out on the table state ---------------------------------------

# South declares 4♥. West, on lead, has the ♠J as a penalty card; East has the ♠7 as a major penalty card.
# West's ♦AKQ win the first tricks if he leads them.
EX43 = Deal.from_pbn("N:AKQ.AKQJ.432.432 987.7654.765.765 T6432.32.JT9.AKQ J5.T98.AKQ8.JT98")
EX43_CONTRACT = Contract(4, Strain.HEARTS, S)


def ex43(*plays: str) -> PlayRecord:
    rec = PlayRecord(EX43, EX43_CONTRACT)
    for text in plays:
        rec = rec.play(text[2:], Seat.parse(text[0]))
    return rec


def ex43_table(option: str | None) -> TableState:
    table = pcs((W, "SJ", MAJOR), (E, "S7", MAJOR))
    (prompt,) = [p for p in table.prompts(ex43().state) if p.kind is PromptKind.LEAD_PENALTY_CARD_OPTIONS]
    assert (prompt.seat, prompt.cards) == (W, (c("S7"),))
    choice = penalty_card_lead_choice(table, W, S, trick=prompt.trick)
    assert choice is not None
    chosen = choice.option(option or choice.default or "")
    return table.with_handled(prompt).apply(chosen.consequences)


def violations(table: TableState, rec: PlayRecord, seat: Seat, card: str) -> list[ViolationKind]:
    return [v.kind for v in table.check(rec.state, seat, c(card))]


def test_example_43_declarer_forbids_spades_west_may_not_lead_the_jack_while_he_keeps_the_lead() -> None:
    table = ex43_table("forbid_S")
    assert table.penalty_cards_of(E) == ()  # the ♠7 goes back into East's hand
    assert table.penalty_cards_of(W) == (c("SJ"),)
    start = ex43()
    assert table.allowed_cards(start.state, W) == tuple(
        x for x in start.state.cards_held(W) if x.suit is not Suit.SPADES
    )
    assert violations(table, start, W, "SJ") == [ViolationKind.LEAD_RESTRICTION]
    assert violations(table, start, W, "DA") == []  # the ♠J yields to the prohibition (seed 000)
    won = ex43("W:DA", "N:D2", "E:D5", "S:D9")  # West keeps the lead
    table = table.advance(won)
    assert violations(table, won, W, "SJ") == [ViolationKind.LEAD_RESTRICTION]
    assert violations(table, won, W, "DK") == []


def test_example_43_declarer_requires_spades_west_must_lead_the_jack() -> None:
    table = ex43_table("require_S")
    assert table.penalty_cards_of(E) == ()
    start = ex43()
    assert set(table.allowed_cards(start.state, W) or ()) == {c("SJ"), c("S5")}
    assert violations(table, start, W, "S5") == [ViolationKind.PENALTY_CARD_NOT_PLAYED]
    assert violations(table, start, W, "DA") == [ViolationKind.LEAD_RESTRICTION, ViolationKind.PENALTY_CARD_NOT_PLAYED]
    assert violations(table, start, W, "SJ") == []


def test_example_43_declarer_does_neither_west_leads_the_jack_and_east_plays_the_seven() -> None:
    table = ex43_table(None)
    assert table.penalty_cards_of(E) == (c("S7"),)
    start = ex43()
    assert violations(table, start, W, "DA") == [ViolationKind.PENALTY_CARD_NOT_PLAYED]
    assert violations(table, start, W, "SJ") == []
    led = ex43("W:SJ", "N:SA")
    table = table.advance(led)
    assert violations(table, led, E, "S8") == [ViolationKind.PENALTY_CARD_NOT_PLAYED]
    assert violations(table, led, E, "S7") == []


def test_52b2_after_the_substitution_the_table_keeps_the_card_declarer_required_and_asks_nothing_more() -> None:
    ruling = ruled(NOT_PLAYED, board("W:S5"), event=0, table=W_HT).ruling
    applied = apply_ruling(ruling, {"law52.illegal_card": "substitute_penalty_card"}, board("W:S5"), W_HT)
    withdrawn = board("W:S5", Retract(W, c("S5")))
    assert applied.record == withdrawn
    table = applied.table
    assert {(p.card.pbn, p.grade, p.to_play) for p in table.penalty_cards} == {("HT", MAJOR, ref("52B2")),
                                                                             ("S5", MAJOR, None)}  # fmt: skip
    assert table.prompts(withdrawn.state) == ()  # type: ignore[arg-type]  # declarer chose the ♥10: no 51A again
    assert violations(table, withdrawn.play, W, "HT") == []  # type: ignore[arg-type]
    for card in ("S5", "D8"):  # the card withdrawn, now a penalty card too, or any other: not what he must play
        (v,) = table.check(withdrawn.state, W, c(card))  # type: ignore[arg-type]
        assert (v.kind, v.law, v.required) == (ViolationKind.PENALTY_CARD_NOT_PLAYED, ref("52B2"), (c("HT"),))


# --- Law 51A and the prompts ---------------------------------------------------------------------------------------


def test_51a_declarer_designates_which_penalty_card_is_played() -> None:
    table = pcs((W, "HT", MAJOR), (W, "DJ", MAJOR))
    (prompt,) = table.prompts(board().state)  # type: ignore[arg-type]
    assert prompt.kind is PromptKind.DESIGNATE_PENALTY_CARD
    choice = penalty_card_designation_choice(table, W, prompt.cards, S, trick=prompt.trick)
    assert (choice.id, choice.chooser, choice.role.value) == ("law51.designate", S, "declarer")
    assert {o.id: shown(o.consequences) for o in choice.options} == {
        "designate_HT": [("penalty_card_to_play", "51A", W, c("HT"), 1)],
        "designate_DJ": [("penalty_card_to_play", "51A", W, c("DJ"), 1)],
    }
    ruling = prompt_ruling(prompt, board(), table)
    assert ruling is not None
    assert (ruling.irregularity, ruling.offender, [str(x) for x in ruling.laws]) == (EXPOSED, W, ["51A", "50E"])
    assert shown(ruling.consequences) == [(*AI, (c("HT"), c("DJ"))), REVIEW]


def test_the_lead_prompt_becomes_a_ruling_with_declarers_options() -> None:
    table = pcs((E, "S7", MAJOR))
    (prompt,) = table.prompts(board().state)  # type: ignore[arg-type]
    ruling = prompt_ruling(prompt, board(), table)
    assert ruling is not None
    assert (ruling.offender, [str(x) for x in ruling.laws]) == (E, ["50D2", "50E"])
    assert ruling.choices[0].option_ids == ("require_S", "forbid_S", "no_restriction")
    assert shown(ruling.consequences) == [(*AI, (c("S7"),)), REVIEW]
    # The exposed-card ruling already left a 50E4 reminder: not a second one.
    exposed = ruled(EXPOSED, board(expose(E, "S9", how=ExposeHow.NAMED)), facts((DELIBERATE, True))).ruling
    table = TableState().apply(exposed.consequences)
    (prompt,) = table.prompts(board().state)  # type: ignore[arg-type]
    again = prompt_ruling(prompt, board(), table)
    assert again is not None and shown(again.consequences) == [(*AI, (c("S9"),))]


def test_other_prompts_have_no_penalty_card_ruling() -> None:
    table = pcs((E, "S7", MAJOR))
    reminder = Prompt(PromptKind.CALL_DIRECTOR_BACK, ref("50E4"), reason=Reason.PENALTY_CARD_GAIN)
    assert prompt_ruling(reminder, board(), table) is None
    assert prompt_ruling(Prompt(PromptKind.LEAD_PENALTY_CARD_OPTIONS, ref("50D2"), W), board(), TableState()) is None


# --- words ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("fact_id", sorted(f for f in FACTS if f.startswith(("law48.", "law49.", "law50.", "law52."))))
def test_every_fact_of_the_family_has_a_question_and_words_for_its_values(fact_id: str) -> None:
    fact = FACTS[fact_id]
    assert rule_text.has(f"question.{fact_id}")
    for member in fact.values or ():
        assert rule_text.has(f"value.{fact_id}.{member.value}")


@pytest.mark.parametrize("lang", CODES)
def test_every_choice_option_and_consequence_of_the_family_is_worded(lang: str) -> None:
    choices = [
        penalty_card_lead_choice(pcs((E, "S7", MAJOR), (E, "H4", MAJOR)), W, S),
        penalty_card_designation_choice(pcs((W, "HT", MAJOR), (W, "DJ", MAJOR)), W, (c("HT"), c("DJ")), S),
        ruled(NOT_PLAYED, board("W:S5"), event=0, table=W_HT).ruling.choices[0],
    ]
    for choice in choices:
        assert choice is not None and rule_text.has(f"choice.{choice.id}")
        for option in choice.options:
            assert rule_text.option_label(option, lang) != option.id
            for consequence in option.consequences:
                assert worded(consequence, lang)
    text = rule_text.describe(PenaltyCardToPlay(law=ref("51A"), seat=W, card=c("HT")), lang)
    assert text.endswith("(Law 51A)." if lang == "en" else "– Νόμος 51Α.")
    for reason in ("exposed_in_normal_play", "declarer_exposed_card", "declarer_faced_hand", "penalty_card_remains",
                   "revoke_of_penalty_card"):  # fmt: skip
        assert rule_text.has(f"reason.{reason}")
