"""The table state across tricks: penalty cards (Law 50B grades, played or picked up), lead
restrictions armed and ended, cards checked against them (WBF Commentary Example 43, seed 000),
prompts for the Director, reminders and trick transfers."""

from __future__ import annotations

import pytest

from tdcompanion.core.calls import Strain
from tdcompanion.core.cards import Card, Suit
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal
from tdcompanion.core.laws import (
    AuthorisedInformation,
    Consequence,
    DirectorReview,
    InformationSource,
    IrregularityKind,
    LeadMode,
    LeadRestriction,
    Moment,
    PenaltyCard,
    PenaltyCardPickedUp,
    PenaltyGrade,
    PlayRequirement,
    PlayRestriction,
    PromptKind,
    RestrictionSpan,
    TableState,
    TableStateError,
    TrickTransfer,
    UnauthorisedInformation,
    ViolationKind,
    ref,
)
from tdcompanion.core.laws.codec import decode, encode
from tdcompanion.core.laws.law48_52 import PenaltyCardToPlay
from tdcompanion.core.play import Claim, Expose, PickUp, PlayRecord, Retract
from tdcompanion.core.seats import Seat, Side

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
# South declares 4♥; West is on lead with ♠J5, East holds ♠987.
DEAL = Deal.from_pbn("N:AKQ.AKQJ.432.432 987.7654.765.765 T6432.32.AKQ.AKQ J5.T98.JT98.JT98")
CONTRACT = Contract(4, Strain.HEARTS, S)
MAJOR, MINOR = PenaltyGrade.MAJOR, PenaltyGrade.MINOR


def c(text: str) -> Card:
    return Card.parse(text)


def play(*cards: str) -> PlayRecord:
    """``"W:SJ"`` is West playing the spade jack."""
    record = PlayRecord(DEAL, CONTRACT)
    for text in cards:
        record = record.play(text[2:], Seat.parse(text[0]))
    return record


def pc(seat: Seat, card: str, grade: PenaltyGrade = MAJOR, law: str = "50B") -> PenaltyCard:
    return PenaltyCard(law=ref(law), seat=seat, card=c(card), grade=grade)


def forbid(leader: Seat, suit: Suit, law: str = "50D2(a)") -> LeadRestriction:
    return LeadRestriction(law=ref(law), leader=leader, suit=suit, mode=LeadMode.FORBID,
                           span=RestrictionSpan.WHILE_ON_LEAD)  # fmt: skip


def require(leader: Seat, suit: Suit, law: str = "50D2(a)") -> LeadRestriction:
    return LeadRestriction(law=ref(law), leader=leader, suit=suit, mode=LeadMode.REQUIRE,
                           span=RestrictionSpan.NEXT_LEAD)  # fmt: skip


def kinds(table: TableState, record: PlayRecord, seat: Seat, card: str) -> list[ViolationKind]:
    return [v.kind for v in table.check(record.state, seat, c(card))]


# --- penalty cards (Law 50B) ---------------------------------------------------------------------------


def test_a_second_penalty_card_makes_both_major() -> None:
    table = TableState().apply([pc(W, "D8", MINOR)])
    assert table.penalty_cards_of(W, MINOR) == (c("D8"),)
    table = table.apply([pc(W, "C8", MINOR)])
    assert table.penalty_cards_of(W, MAJOR) == (c("D8"), c("C8"))
    assert {p.law for p in table.penalty_cards} == {ref("50B")}
    table = table.apply([PenaltyCardPickedUp(law=ref("50D2(a)"), seat=W, card=c("C8"))])
    assert table.penalty_cards_of(W) == (c("D8"),)


def test_a_penalty_card_played_leaves_the_table_and_its_history_becomes_unauthorised() -> None:
    table = TableState().apply([pc(W, "SJ")]).advance(play("W:SJ"))
    assert table.penalty_cards == ()
    assert [(n.for_seat, n.authorised, n.source, n.cards, n.law) for n in table.notes] == [
        (E, False, InformationSource.PENALTY_CARD_PLAYED, (c("SJ"),), ref("50E3"))
    ]
    assert table.event_count == 1


def test_a_penalty_card_picked_up_in_the_record_leaves_the_table() -> None:
    record = PlayRecord(DEAL, CONTRACT).add(Expose(W, (c("SJ"),)))
    table = TableState().apply([pc(W, "SJ")], at=1).advance(record.add(PickUp(W, (c("SJ"),))))
    assert table.penalty_cards == ()


# --- Example 43 (WBF Commentary, seed 000): both defenders hold penalty cards ------------------------------

BOTH = [pc(W, "SJ"), pc(E, "S7")]


def test_example_43_declarer_must_choose_before_west_leads() -> None:
    table = TableState().apply(BOTH)
    prompts = table.prompts(play().state)
    assert [(p.kind, p.seat, p.cards, p.law) for p in prompts] == [
        (PromptKind.LEAD_PENALTY_CARD_OPTIONS, W, (c("S7"),), ref("50D2"))
    ]
    assert table.with_handled(prompts[0]).prompts(play().state) == ()


@pytest.mark.parametrize(
    ("choice", "lead", "expected"),
    [
        # Declarer prohibits spades: ♠7 goes back, West may not lead his own ♠J (nor ♠5).
        ("forbid", "SJ", [ViolationKind.LEAD_RESTRICTION]),
        ("forbid", "S5", [ViolationKind.LEAD_RESTRICTION]),
        ("forbid", "HT", []),
        # Declarer requires spades: ♠7 goes back and West must lead the ♠J.
        ("require", "SJ", []),
        ("require", "S5", [ViolationKind.PENALTY_CARD_NOT_PLAYED]),
        ("require", "DJ", [ViolationKind.LEAD_RESTRICTION, ViolationKind.PENALTY_CARD_NOT_PLAYED]),
        # Declarer does neither: West must lead the ♠J.
        ("neither", "SJ", []),
        ("neither", "HT", [ViolationKind.PENALTY_CARD_NOT_PLAYED]),
    ],
)
def test_example_43_west_lead_under_each_choice(choice: str, lead: str, expected: list[ViolationKind]) -> None:
    options: dict[str, list[Consequence]] = {
        "forbid": [PenaltyCardPickedUp(law=ref("50D2(a)"), seat=E, card=c("S7")), forbid(W, Suit.SPADES)],
        "require": [PenaltyCardPickedUp(law=ref("50D2(a)"), seat=E, card=c("S7")), require(W, Suit.SPADES)],
        "neither": [],
    }
    table = TableState().apply(BOTH).apply(options[choice])
    assert kinds(table, play(), W, lead) == expected


def test_example_43_with_no_choice_east_must_follow_with_his_penalty_card() -> None:
    table = TableState().apply(BOTH).advance(play("W:SJ", "N:SA"))
    assert kinds(table, play("W:SJ", "N:SA"), E, "S9") == [ViolationKind.PENALTY_CARD_NOT_PLAYED]
    assert kinds(table, play("W:SJ", "N:SA"), E, "S7") == []


def test_following_suit_comes_before_a_penalty_card_of_another_suit() -> None:
    table = TableState().apply([pc(E, "D7")])
    record = play("W:SJ", "N:SA")
    assert kinds(table, record, E, "S9") == []  # must follow spades; ♦7 waits (Law 50D1(b))
    assert kinds(table, record, E, "D7") == []  # the record flags this as a revoke, not the table


def test_two_penalty_cards_playable_ask_declarer_to_designate() -> None:
    table = TableState().apply([pc(W, "D8", MINOR), pc(W, "C8", MINOR)])  # two: both major
    assert [(p.kind, p.cards) for p in table.prompts(play().state)] == [
        (PromptKind.DESIGNATE_PENALTY_CARD, (c("D8"), c("C8")))  # on lead, either may be led
    ]
    following = play("W:HT", "N:HA", "E:H4", "S:H2", "N:HK", "E:H5", "S:H3")  # West must follow hearts
    assert table.prompts(following.state) == ()
    void = play("W:SJ", "N:SA", "E:S9", "S:S2", "N:SK", "E:S8", "S:S3", "W:S5", "N:SQ", "E:S7", "S:S4")
    assert [(p.kind, p.seat, p.cards, p.law) for p in table.prompts(void.state)] == [
        (PromptKind.DESIGNATE_PENALTY_CARD, W, (c("D8"), c("C8")), ref("51A"))
    ]


def test_a_minor_penalty_card_bars_lower_cards_of_its_suit_but_not_honours() -> None:
    table = TableState().apply([pc(W, "D8", MINOR)])
    assert kinds(table, play(), W, "D9") == [ViolationKind.MINOR_PENALTY_CARD]
    assert kinds(table, play(), W, "DT") == []
    assert kinds(table, play(), W, "D8") == []
    assert kinds(table, play(), W, "HT") == []


# --- lead restrictions over tricks ---------------------------------------------------------------------


def test_a_prohibition_lasts_while_the_leader_keeps_the_lead() -> None:
    # West may not lead spades; he leads the ♥10 and North wins: the prohibition ends.
    table = TableState().apply([forbid(W, Suit.SPADES)])
    record = play("W:HT", "N:HA", "E:H4", "S:H2")
    after = table.advance(record)
    assert after.restrictions == ()


def test_a_prohibition_armed_before_the_leaders_turn_waits_for_it() -> None:
    # East is barred from spades (e.g. Law 26B) but West leads: East's restriction has not started.
    table = TableState().apply([forbid(E, Suit.SPADES, "26B")])
    after = table.advance(play("W:HT", "N:HA", "E:H4", "S:H2"))
    assert [(r.leader, r.started) for r in after.restrictions] == [(E, False)]


def test_a_required_lead_ends_with_the_trick_it_leads_to() -> None:
    table = TableState().apply([require(W, Suit.DIAMONDS)])
    assert kinds(table, play(), W, "HT") == [ViolationKind.LEAD_RESTRICTION]
    led = table.advance(play("W:DJ"))
    assert [(r.leader, r.started) for r in led.restrictions] == [(W, True)] and led.violations == ()
    after = table.advance(play("W:DJ", "N:D2", "E:D5", "S:DA"))
    assert after.restrictions == () and after.violations == ()


def test_a_lead_against_a_restriction_withdrawn_must_be_made_again_as_required() -> None:
    """Law 62A: the revoke corrected, West leads again, still bound to lead a diamond (Law 50D2(a))."""
    record = play("W:HT").add(Retract(W, c("HT")))
    table = TableState().apply([require(W, Suit.DIAMONDS)]).advance(record)
    assert [(v.kind, v.event) for v in table.violations] == [(ViolationKind.LEAD_RESTRICTION, 0)]
    assert kinds(table, record, W, "H9") == [ViolationKind.LEAD_RESTRICTION]
    assert kinds(table, record, W, "D8") == []


def test_a_lead_against_a_restriction_is_recorded_as_a_violation() -> None:
    table = TableState().apply([forbid(W, Suit.SPADES)]).advance(play("W:S5"))
    assert [(v.kind, v.seat, v.card, v.event, v.suit) for v in table.violations] == [
        (ViolationKind.LEAD_RESTRICTION, W, c("S5"), 0, Suit.SPADES)
    ]


def test_a_player_unable_to_comply_may_lead_anything() -> None:
    # Every suit he holds is prohibited: he cannot comply, so any card is legal (Law 59).
    table = TableState().apply([forbid(W, s) for s in Suit])
    assert kinds(table, play(), W, "SJ") == []


@pytest.mark.parametrize(
    ("requirement", "suit", "card", "ok"),
    [
        (PlayRequirement.HIGHEST_OF_SUIT_LED, None, "S9", True),
        (PlayRequirement.HIGHEST_OF_SUIT_LED, None, "S7", False),
        (PlayRequirement.LOWEST_OF_SUIT_LED, None, "S7", True),
        (PlayRequirement.LOWEST_OF_SUIT_LED, None, "S8", False),
        (PlayRequirement.PLAY_SUIT, Suit.HEARTS, "S8", True),  # following suit comes first
    ],
)
def test_a_play_restriction_under_law_57a(requirement: PlayRequirement, suit: Suit | None, card: str, ok: bool) -> None:
    table = TableState().apply([PlayRestriction(law=ref("57A"), seat=E, requirement=requirement, suit=suit)])
    record = play("W:SJ", "N:SA")
    assert (kinds(table, record, E, card) == []) is ok
    if ok:
        assert table.advance(play("W:SJ", "N:SA", f"E:{card}")).play_restrictions == ()


# --- Law 51A: declarer designates the penalty card to play -------------------------------------------------

TWO = [pc(W, "HT"), pc(W, "DJ")]  # two major penalty cards of West, who is on lead


def designate(card: str, law: str = "51A") -> PenaltyCardToPlay:
    return PenaltyCardToPlay(law=ref(law), seat=W, card=c(card), trick=1)


def test_the_designated_penalty_card_is_the_one_west_must_play() -> None:
    table = TableState().apply(TWO)
    assert [p.kind for p in table.prompts(play().state)] == [PromptKind.DESIGNATE_PENALTY_CARD]
    table = table.apply([designate("HT")])
    assert [(p.card, p.to_play) for p in table.penalty_cards] == [(c("HT"), ref("51A")), (c("DJ"), None)]
    assert table.prompts(play().state) == ()  # declarer has designated: nothing left to settle
    held = table.designated(play().state, W)
    assert held is not None and held.card == c("HT")
    assert c("HT") in (table.allowed_cards(play().state, W) or ())
    assert table.check(play().state, W, c("HT")) == ()
    (violation,) = table.check(play().state, W, c("DJ"))  # the other penalty card is no longer his choice
    assert (violation.kind, violation.law, violation.required) == (
        ViolationKind.PENALTY_CARD_NOT_PLAYED, ref("51A"), (c("HT"),))
    assert kinds(table, play(), W, "S5") == [ViolationKind.PENALTY_CARD_NOT_PLAYED]


def test_a_second_designation_replaces_the_first() -> None:
    table = TableState().apply(TWO).apply([designate("HT")]).apply([designate("DJ")])
    assert [(p.card, p.to_play) for p in table.penalty_cards] == [(c("HT"), None), (c("DJ"), ref("51A"))]


def test_the_designation_lasts_until_west_plays() -> None:
    table = TableState().apply(TWO).apply([designate("HT")])
    played = table.advance(play("W:HT"))
    assert [(p.card, p.to_play) for p in played.penalty_cards] == [(c("DJ"), None)]
    assert played.violations == ()
    wrong = table.advance(play("W:DJ"))  # the other one: flagged, and the designation is spent
    assert [(v.kind, v.card, v.law, v.event, v.required) for v in wrong.violations] == [
        (ViolationKind.PENALTY_CARD_NOT_PLAYED, c("DJ"), ref("51A"), 0, (c("HT"),))
    ]
    assert [(p.card, p.to_play) for p in wrong.penalty_cards] == [(c("HT"), None)]


def test_the_designation_yields_to_following_suit() -> None:
    """Law 50D1(b): West must follow to the spade lead; the ♥10 designated waits."""
    record = play("W:CJ", "N:C2", "E:C5", "S:CA", "S:S2")
    table = TableState().advance(record).apply([pc(W, "HT"), designate("HT")])
    assert table.designated(record.state, W) is None
    assert kinds(table, record, W, "S5") == []


def test_a_designation_of_a_card_that_is_no_penalty_card_is_ignored() -> None:
    table = TableState().apply([pc(W, "HT")])
    assert table.apply([designate("DJ")]) == table


# --- every kind of violation, flagged with its play event ------------------------------------------------------

VIOLATIONS: dict[str, tuple[list[Consequence], tuple[str, ...], tuple[object, ...], IrregularityKind]] = {
    "50D2(a) a suit declarer forbade, led (a revoke, Law 61A)": (
        [forbid(W, Suit.SPADES)], ("W:S5",),
        (ViolationKind.LEAD_RESTRICTION, W, c("S5"), ref("50D2(a)"), 0, (), Suit.SPADES), IrregularityKind.REVOKE),
    "26B a suit declarer required, not led (a revoke, Law 61A)": (
        [require(W, Suit.DIAMONDS, "26B")], ("W:HT",),
        (ViolationKind.LEAD_RESTRICTION, W, c("HT"), ref("26B"), 0, (), Suit.DIAMONDS), IrregularityKind.REVOKE),
    "57A not the highest of the suit led (a revoke, Law 61A)": (
        [PlayRestriction(law=ref("57A"), seat=E, requirement=PlayRequirement.HIGHEST_OF_SUIT_LED)], ("W:SJ", "N:SA",
                                                                                                   "E:S7"),
        (ViolationKind.PLAY_RESTRICTION, E, c("S7"), ref("57A"), 2, (), None), IrregularityKind.REVOKE),
    "50D1(a) a major penalty card not led": (
        [pc(W, "SJ")], ("W:S5",),
        (ViolationKind.PENALTY_CARD_NOT_PLAYED, W, c("S5"), ref("50D1(a)"), 0, (c("SJ"),), None),
        IrregularityKind.PENALTY_CARD_NOT_PLAYED),
    "50D1(a) a major penalty card not played in following suit": (
        [pc(E, "S7")], ("W:SJ", "N:SA", "E:S9"),
        (ViolationKind.PENALTY_CARD_NOT_PLAYED, E, c("S9"), ref("50D1(a)"), 2, (c("S7"),), None),
        IrregularityKind.PENALTY_CARD_NOT_PLAYED),
    "50C a lower card of the suit of a minor penalty card": (
        [pc(W, "D8", MINOR)], ("W:D9",),
        (ViolationKind.MINOR_PENALTY_CARD, W, c("D9"), ref("50C"), 0, (c("D8"),), None),
        IrregularityKind.PENALTY_CARD_NOT_PLAYED),
    "51A not the penalty card declarer designated": (
        [*TWO, designate("HT")], ("W:DJ",),
        (ViolationKind.PENALTY_CARD_NOT_PLAYED, W, c("DJ"), ref("51A"), 0, (c("HT"),), None),
        IrregularityKind.PENALTY_CARD_NOT_PLAYED),
    "52B2 not the penalty card declarer required in place of another": (
        [pc(W, "HT"), designate("HT", "52B2")], ("W:S5",),
        (ViolationKind.PENALTY_CARD_NOT_PLAYED, W, c("S5"), ref("52B2"), 0, (c("HT"),), None),
        IrregularityKind.PENALTY_CARD_NOT_PLAYED),
}  # fmt: skip


@pytest.mark.parametrize("name", list(VIOLATIONS))
def test_each_kind_of_violation_is_flagged_with_its_event(name: str) -> None:
    consequences, plays, expected, irregularity = VIOLATIONS[name]
    table = TableState().apply(consequences).advance(play(*plays))
    (v,) = table.violations
    assert (v.kind, v.seat, v.card, v.law, v.event, v.required, v.suit) == expected
    assert v.irregularity is irregularity


# --- notes, reminders, transfers, prompts at the end ---------------------------------------------------------


def test_reminders_notes_and_transfers_are_kept_until_the_end_of_play() -> None:
    table = TableState().apply([
        UnauthorisedInformation(law=ref("14C"), for_seat=E, source=InformationSource.CARD_REPLACED, cards=(c("SJ"),)),
        AuthorisedInformation(law=ref("50E1"), source=InformationSource.PENALTY_CARD, cards=(c("SJ"),)),
        DirectorReview(law=ref("64C"), when=Moment.END_OF_PLAY, reason="revoke_equity"),
        TrickTransfer(law=ref("64A1"), to_side=Side.EW, count=2, trick=3),
    ])  # fmt: skip
    assert [(n.for_seat, n.authorised) for n in table.notes] == [(E, False), (None, True)]
    running = PlayRecord(DEAL, CONTRACT)
    assert table.prompts(running.state) == ()
    finished = running.add(Claim(S, 13))
    prompts = table.prompts(finished.state)
    assert [(p.kind, p.law, p.reason) for p in prompts] == [
        (PromptKind.CALL_DIRECTOR_BACK, ref("64C"), "revoke_equity")
    ]
    assert table.result_after_transfers(finished.state) == 11
    assert table.result_after_transfers(running.state) is None


def test_a_table_state_round_trips_through_json() -> None:
    table = TableState().apply([pc(W, "SJ"), forbid(E, Suit.HEARTS, "26B")]).advance(play("W:S5"))
    assert decode(TableState, encode(table)) == table


def test_a_designation_round_trips_through_json_and_is_left_out_while_there_is_none() -> None:
    table = TableState().apply(TWO)
    assert encode(table.penalty_cards[0]) == {"seat": "W", "card": "HT", "grade": "major", "law": "50B", "since": 0}
    designated = table.apply([designate("HT")])
    raw = encode(designated.penalty_cards[0])
    assert isinstance(raw, dict) and raw["to_play"] == "51A"
    assert decode(TableState, encode(designated)) == designated


def test_a_table_state_cannot_follow_a_shorter_record() -> None:
    table = TableState().advance(play("W:SJ", "N:SA"))
    with pytest.raises(TableStateError):
        table.advance(play("W:SJ"))
