"""The rules framework: law references, rulings and their choices, facts and questions, the engine
(asking only what the record cannot tell, refusing contradictions, lawbook variants), detection."""

from __future__ import annotations

import enum
import typing
from dataclasses import dataclass, fields
from typing import Any, ClassVar

import pytest

from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import Call, Strain
from tdcompanion.core.cards import Card, Rank, Suit
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal
from tdcompanion.core.errors import InputError
from tdcompanion.core.laws import (
    ATTENTION_DRAWN_BY,
    CONSEQUENCE_TYPES,
    DISCOVERED,
    NON_OFFENDERS_ACTED,
    RECTIFICATION_FORFEITED,
    WBF2017,
    CardRestored,
    Choice,
    ChooserRole,
    Consequence,
    Context,
    Fact,
    FactKind,
    Facts,
    FactValueError,
    Family,
    FollowUp,
    IncompleteFactsError,
    InconsistentFacts,
    Irregularity,
    IrregularityKind,
    LawRef,
    LawRefError,
    LeadMode,
    LeadRestriction,
    NoRectification,
    Option,
    PenaltyCard,
    PenaltyGrade,
    Period,
    RecordError,
    RestoreSource,
    RestrictionSpan,
    Ruling,
    UnknownOptionError,
    UnsupportedIrregularityError,
    apply_ruling,
    assess,
    detect,
    procedure,
    ref,
    refs,
    rule,
)
from tdcompanion.core.laws.codec import CodecError, decode, encode
from tdcompanion.core.laws.engine import KindGroup
from tdcompanion.core.laws.record import BoardRecord
from tdcompanion.core.play import Claim, Play, PlayRecord
from tdcompanion.core.seats import Seat, Side

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
DEAL = Deal.from_pbn("N:AKQ.AKQJ.432.432 987.7654.765.765 T6432.32.AKQ.AKQ J5.T98.JT98.JT98")
HEARTS_BY_SOUTH = Contract(4, Strain.HEARTS, S)


def c(text: str) -> Card:
    return Card.parse(text)


# --- law references --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "law", "section", "shown"),
    [
        ("64A2", 64, "A2", "64A2"),
        ("Law 50D2(a)", 50, "D2(a)", "50D2(a)"),
        ("50d2a", 50, "D2(a)", "50D2(a)"),
        ("laws 30B1(b)(ii)", 30, "B1(b)(ii)", "30B1(b)(ii)"),
        ("30B1bii", 30, "B1(b)(ii)", "30B1(b)(ii)"),
        ("14", 14, "", "14"),
        ("67B", 67, "B", "67B"),
    ],
)
def test_law_references_read_in_the_usual_spellings(text: str, law: int, section: str, shown: str) -> None:
    parsed = LawRef.parse(text)
    assert (parsed.law, parsed.section, str(parsed)) == (law, section, shown)
    assert LawRef.parse(str(parsed)) == parsed


@pytest.mark.parametrize("text", ["", "Law", "94", "0", "64Z", "64A2(b)q", "A2", "64 A 2 b"])
def test_a_law_reference_that_cannot_be_read_is_refused(text: str) -> None:
    with pytest.raises(LawRefError):
        LawRef.parse(text)


def test_a_section_is_within_its_law() -> None:
    assert ref("64A2").within(ref("64A"))
    assert ref("64A2").within(ref("64"))
    assert not ref("64B2").within(ref("64A"))
    assert not ref("6A").within(ref("64"))


# --- consequences, options, rulings --------------------------------------------------------------


def test_every_consequence_kind_is_registered_once_and_names_its_class() -> None:
    assert len(set(CONSEQUENCE_TYPES)) == len(CONSEQUENCE_TYPES) >= 20
    for kind, cls in CONSEQUENCE_TYPES.items():
        assert cls.kind == kind
    with pytest.raises(TypeError, match="defined twice"):

        @dataclass(frozen=True, kw_only=True)
        class Again(Consequence):
            kind: ClassVar[str] = "penalty_card"


SAMPLES: dict[Any, object] = {
    Seat: W, Side: Side.EW, Card: c("SJ"), Suit: Suit.HEARTS, Rank: Rank.TEN, LawRef: ref("50D2(a)"),
    int: 2, bool: True, str: "damage", Call: Call.parse("3NT"),
}  # fmt: skip


def sample(tp: Any) -> object:
    """A value of annotation ``tp`` for round trips."""
    if tp in SAMPLES:
        return SAMPLES[tp]
    args = typing.get_args(tp)
    if typing.get_origin(tp) is tuple:
        if len(args) != 2 or args[1] is not Ellipsis:  # a fixed-length tuple: one value of each type
            return tuple(sample(a) for a in args)
        return (sample(args[0]), c("H2")) if args[0] is Card else (sample(args[0]),)
    if args:  # X | None
        return sample(next(a for a in args if a is not type(None)))
    members = list(tp)
    return members[-1]


@pytest.mark.parametrize("kind", sorted(CONSEQUENCE_TYPES))
def test_every_consequence_round_trips_through_json(kind: str) -> None:
    cls = CONSEQUENCE_TYPES[kind]
    hints = typing.get_type_hints(cls)
    value = cls(**{f.name: sample(hints[f.name]) for f in fields(cls)})
    raw = encode(value)
    assert isinstance(raw, dict)
    assert raw["kind"] == kind
    assert decode(Consequence, raw) == value


def _ruling() -> Ruling:
    retract = Option(
        id="refuse",
        laws=refs("54D"),
        consequences=(PenaltyCard(law=ref("54D"), seat=W, card=c("SJ"), grade=PenaltyGrade.MAJOR),),
        follow_up=(
            Choice(
                id="lead_options",
                chooser=S,
                role=ChooserRole.DECLARER,
                laws=refs("50D2"),
                default="neither",
                options=(
                    Option(id="forbid", laws=refs("50D2(a)"), suits=(Suit.SPADES,), consequences=(
                        LeadRestriction(law=ref("50D2(a)"), leader=E, suit=Suit.SPADES, mode=LeadMode.FORBID,
                                        span=RestrictionSpan.WHILE_ON_LEAD),)),
                    Option(id="neither", laws=refs("50D2(b)")),
                ),
            ),
        ),
    )  # fmt: skip
    accept = Option(id="accept", laws=refs("54B"), consequences=(NoRectification(law=ref("53A"), reason="accepted"),))
    return Ruling(
        irregularity=IrregularityKind.OPENING_LEAD_OUT_OF_TURN,
        laws=refs("54"),
        offender=W,
        consequences=(FollowUp(law=ref("54"), irregularity=IrregularityKind.REVOKE, seat=W, trick=3),),
        choices=(
            Choice(id="declarer", chooser=S, role=ChooserRole.DECLARER, laws=refs("54"), options=(accept, retract)),
        ),
    )


@pytest.mark.parametrize(
    ("chosen", "kinds", "pending"),
    [
        ({}, ["follow_up"], ["declarer"]),
        ({"declarer": "accept"}, ["follow_up", "no_rectification"], []),
        ({"declarer": "refuse"}, ["follow_up", "penalty_card"], ["lead_options"]),
        ({"declarer": "refuse", "lead_options": "forbid"}, ["follow_up", "penalty_card", "lead_restriction"], []),
        ({"declarer": "refuse", "lead_options": "neither"}, ["follow_up", "penalty_card"], []),
    ],
)
def test_a_ruling_resolves_the_options_chosen_and_lists_the_choices_still_open(
    chosen: dict[str, str], kinds: list[str], pending: list[str]
) -> None:
    resolution = _ruling().resolve(chosen)
    assert [c.kind for c in resolution.consequences] == kinds
    assert [p.id for p in resolution.pending] == pending
    assert dict(resolution.chosen) == chosen


@pytest.mark.parametrize("chosen", [{"declarer": "spread"}, {"nobody": "accept"}])
def test_an_option_the_ruling_does_not_offer_is_refused(chosen: dict[str, str]) -> None:
    with pytest.raises(UnknownOptionError):
        _ruling().resolve(chosen)


def test_a_ruling_round_trips_through_json_with_its_nested_choices() -> None:
    ruling = _ruling()
    assert [ch.id for ch in ruling.all_choices()] == ["declarer", "lead_options"]
    assert decode(Ruling, encode(ruling)) == ruling
    assert ruling.follow_ups()[0].trick == 3


def test_a_choice_refuses_repeated_options_and_a_default_it_does_not_offer() -> None:
    option = Option(id="a", laws=())
    with pytest.raises(ValueError, match="repeats"):
        Choice(id="x", chooser=S, role=ChooserRole.DECLARER, laws=(), options=(option, option))
    with pytest.raises(ValueError, match="default"):
        Choice(id="x", chooser=S, role=ChooserRole.DECLARER, laws=(), options=(option,), default="b")


@pytest.mark.parametrize(
    ("raw", "path"),
    [
        ({"kind": "penalty_card", "law": "50", "seat": "X", "card": "SJ", "grade": "major"}, "$.seat"),
        ({"kind": "penalty_card", "law": "50", "seat": "W", "card": "sj", "grade": "major"}, "$.card"),
        ({"kind": "penalty_card", "law": "50", "seat": "W", "card": "SJ", "grade": "huge"}, "$.grade"),
        ({"kind": "penalty_card", "law": "500", "seat": "W", "card": "SJ", "grade": "major"}, "$.law"),
        ({"kind": "penalty_card", "law": "50", "seat": "W", "card": "SJ"}, "$"),
        ({"kind": "penalty_card", "law": "50", "seat": "W", "card": "SJ", "grade": "major", "x": 1}, "$"),
        ({"kind": "no_such_thing", "law": "50"}, "$.kind"),
        ({"kind": "trick_transfer", "law": "64A1", "to_side": "NS", "count": True}, "$.count"),
        ([], "$"),
    ],
)
def test_a_badly_shaped_consequence_is_refused_with_its_json_path(raw: object, path: str) -> None:
    with pytest.raises(CodecError) as info:
        decode(Consequence, raw)
    assert info.value.path == path
    assert isinstance(info.value, InputError)


# --- facts -------------------------------------------------------------------------------------------


class Colour(enum.Enum):
    RED = "red"
    BLACK = "black"


F_YES = Fact.yes_no("test.yes", "9A")
F_SEAT = Fact.seat("test.seat", "9A")
F_CARD = Fact.card("test.card", "14")
F_CARDS = Fact.cards("test.cards", "67B2")
F_SUIT = Fact.suit("test.suit", "50D2")
F_NUMBER = Fact.number("test.number", "67B", minimum=1, maximum=13)
F_CHOICE = Fact.choice("test.colour", Colour)
F_KEYED = Fact.yes_no("test.keyed", keyed=True)


@pytest.mark.parametrize(
    ("fact", "value", "raw"),
    [
        (F_YES, False, False),
        (F_SEAT, W, "W"),
        (F_CARD, c("HT"), "HT"),
        (F_CARDS, (c("SA"), c("D2")), ("SA", "D2")),
        (F_SUIT, Suit.CLUBS, "C"),
        (F_NUMBER, 13, 13),
        (F_CHOICE, Colour.BLACK, "black"),
    ],
)
def test_each_kind_of_fact_stores_its_answer_json_native(fact: Fact[Any], value: object, raw: object) -> None:
    facts = Facts().answer(fact, value)
    assert facts[fact.id] == raw
    assert facts.value(fact) == value
    assert Facts.from_json(facts.to_json()) == facts


@pytest.mark.parametrize(
    ("fact", "raw"),
    [
        (F_YES, "yes"),
        (F_YES, 1),
        (F_SEAT, "North"),
        (F_SEAT, 0),
        (F_CARD, "S10"),
        (F_CARD, "♠A"),
        (F_CARDS, ["SA", "SA"]),
        (F_CARDS, "SA"),
        (F_SUIT, "NT"),
        (F_NUMBER, 0),
        (F_NUMBER, 14),
        (F_NUMBER, True),
        (F_CHOICE, "green"),
    ],
)
def test_a_stored_answer_that_is_not_a_value_of_its_fact_is_refused(fact: Fact[Any], raw: object) -> None:
    with pytest.raises(FactValueError) as info:
        fact.decode(raw)
    assert info.value.fact == fact.id


def test_answers_are_checked_when_given() -> None:
    with pytest.raises(FactValueError):
        Facts().answer(F_NUMBER, 20)
    with pytest.raises(FactValueError):
        Facts().answer(F_SEAT, "W")  # type: ignore[arg-type]


def test_a_keyed_fact_is_stored_once_per_key() -> None:
    facts = Facts().answer(F_KEYED, True, key="SJ").answer(F_KEYED, False, key="H2")
    assert dict(facts) == {"test.keyed:SJ": True, "test.keyed:H2": False}
    assert facts.value(F_KEYED, key="SJ") is True
    with pytest.raises(ValueError, match="needs"):
        facts.value(F_KEYED)


@pytest.mark.parametrize("raw", [[], {"a": None}, {"a": 1.5}, {"a": {"b": 1}}, {"a": ["SA", 2]}])
def test_facts_from_json_refuse_anything_but_plain_answers(raw: object) -> None:
    with pytest.raises(FactValueError):
        Facts.from_json(raw)


def test_a_fact_id_is_declared_once() -> None:
    with pytest.raises(ValueError, match="twice"):
        Fact.yes_no("test.yes")
    assert F_YES.kind is FactKind.YES_NO


# --- the engine ----------------------------------------------------------------------------------------


def _lead_seat(ctx: Context) -> Seat | None:
    """The seat that led the first trick, if the record shows it."""
    state = ctx.record.state
    if state is None or not (state.tricks or (state.current and state.current.cards)):
        return None
    trick = state.tricks[0] if state.tricks else state.current
    assert trick is not None
    return trick.cards[0].seat


T_LEADER = Fact.seat("test.leader", "41A", derive=_lead_seat)
T_SEEN = Fact.yes_no("test.seen", "16D")
T_CARD = Fact.card("test.exposed", "49")


class Toy(Family):
    """A made-up family: who led, was a card seen, which card (must be in the leader's hand)."""

    kinds = (IrregularityKind.PREMATURE_PLAY,)
    laws = (57,)
    group = KindGroup.PLAY
    LAW = "57A"

    def rule(self, ctx: Context) -> Ruling:
        period = ctx.period()
        leader = ctx.fact(T_LEADER)
        if ctx.fact(T_SEEN, seat=leader):
            hand = ctx.record.hand_now(leader)
            card = ctx.fact(T_CARD, choices=hand.cards if hand else None, refuse_as="card_not_in_hand", seat=leader)
            law = ref(self.LAW)
            return Ruling(irregularity=ctx.irregularity.kind, laws=(law,), offender=leader,
                          consequences=(PenaltyCard(law=law, seat=leader, card=card, grade=PenaltyGrade.MAJOR),))
        reason = "after" if period.rank > Period.PLAY.rank else "none"
        return Ruling(irregularity=ctx.irregularity.kind, laws=refs("57"),
                      consequences=(NoRectification(law=ref("57"), reason=reason),))  # fmt: skip


class Book(WBF2017):
    name: ClassVar[str] = "test book"


class LaterBook(Book):
    name: ClassVar[str] = "test book, later edition"


Book.register(Toy)


@LaterBook.register
class LaterToy(Toy):
    LAW = "57B"


def _record(*cards: str, auction: bool = True) -> BoardRecord:
    play = PlayRecord(DEAL, HEARTS_BY_SOUTH)
    for text in cards:
        seat, _, card = text.rpartition(":")
        play = play.play(card, Seat.parse(seat) if seat else None)
    bidding = Auction.from_text(S, "4H AP") if auction else None
    return BoardRecord(DEAL, bidding, play)


IRREGULARITY = Irregularity(IrregularityKind.PREMATURE_PLAY)


def test_the_engine_asks_only_what_the_record_cannot_tell() -> None:
    record = _record("SJ", "SA")  # West led, the play is in progress: leader and period are shown
    first = assess(record, IRREGULARITY, lawbook=Book)
    assert first.question is not None and first.ruling is None
    assert first.question.fact is T_SEEN
    assert first.question.params == {"seat": W}
    assert dict(first.derived) == {"discovered": "play", "test.leader": "W"}
    facts = first.question.answer(Facts(), True)
    second = assess(record, IRREGULARITY, facts, lawbook=Book)
    assert second.question is not None and second.question.fact is T_CARD
    assert second.question.choices == tuple(record.hand_now(W) or ())
    done = assess(record, IRREGULARITY, second.question.answer(facts, c("D8")), lawbook=Book)
    assert done.done and done.ruling is not None
    assert done.ruling.consequences == (PenaltyCard(law=ref("57A"), seat=W, card=c("D8"), grade=PenaltyGrade.MAJOR),)
    assert done.answered == ("test.seen", "test.exposed")


def test_without_a_play_record_the_engine_asks_what_it_would_otherwise_read() -> None:
    record = BoardRecord(DEAL)
    first = assess(record, IRREGULARITY, lawbook=Book)
    assert first.question is not None and first.question.fact is DISCOVERED
    # every period but the disputed claim, which only the families that rule during one offer (Law 63A3)
    assert first.question.choices == tuple(p for p in Period if p is not Period.CLAIM)
    facts = Facts().answer(DISCOVERED, Period.AFTER_ROUND)
    second = assess(record, IRREGULARITY, facts, lawbook=Book)
    assert second.question is not None and second.question.fact is T_LEADER


def test_once_play_is_over_only_later_periods_are_offered() -> None:
    play = PlayRecord(DEAL, HEARTS_BY_SOUTH).add(Claim(S, 13))
    record = BoardRecord(DEAL, None, play)
    first = assess(record, IRREGULARITY, lawbook=Book)
    assert first.question is not None and first.question.fact is DISCOVERED
    assert first.question.choices is not None
    assert Period.PLAY not in first.question.choices and Period.AFTER_PLAY in first.question.choices
    with pytest.raises(InconsistentFacts) as info:
        assess(record, IRREGULARITY, Facts().answer(DISCOVERED, Period.PLAY), lawbook=Book)
    assert (info.value.reason, info.value.fact) == ("not_a_choice", "discovered")


def test_an_answer_that_contradicts_the_record_is_refused_and_kept() -> None:
    facts = Facts().answer(T_LEADER, E)
    with pytest.raises(InconsistentFacts) as info:
        assess(_record("SJ"), IRREGULARITY, facts, lawbook=Book)
    assert info.value.reason == "contradicts_record"
    assert info.value.fact == "test.leader"
    assert info.value.params == {"answered": E, "record": W}
    assert facts.value(T_LEADER) is E  # nothing entered is lost


def test_a_card_not_in_the_players_hand_is_refused_with_the_familys_reason() -> None:
    facts = Facts().answer(T_SEEN, True).answer(T_CARD, c("SA"))
    with pytest.raises(InconsistentFacts) as info:
        assess(_record("SJ"), IRREGULARITY, facts, lawbook=Book)
    assert info.value.reason == "card_not_in_hand"
    assert info.value.params["seat"] is W


def test_a_malformed_stored_answer_is_refused_as_a_bad_value() -> None:
    with pytest.raises(InconsistentFacts) as info:
        assess(_record("SJ"), IRREGULARITY, Facts({"test.seen": "perhaps"}), lawbook=Book)
    assert (info.value.reason, info.value.fact) == ("bad_value", "test.seen")


def test_answers_this_path_does_not_need_are_kept_but_reported_unused() -> None:
    facts = Facts().answer(T_SEEN, False).answer(T_CARD, c("SA")).answer(DISCOVERED, Period.PLAY)
    result = assess(_record("SJ"), IRREGULARITY, facts, lawbook=Book)
    assert result.ruling is not None
    assert result.answered == ("test.seen",)
    assert set(result.unused) == {"test.exposed", "discovered"}


def test_a_later_lawbook_replaces_a_family_and_keeps_the_rest() -> None:
    facts = Facts().answer(T_SEEN, True).answer(T_CARD, c("D8"))
    assert rule(_record("SJ"), IRREGULARITY, facts, lawbook=Book).laws == refs("57A")
    assert rule(_record("SJ"), IRREGULARITY, facts, lawbook=LaterBook).laws == refs("57B")
    assert Book.families[IrregularityKind.PREMATURE_PLAY] is Toy
    assert IrregularityKind.PREMATURE_PLAY in Book.supported()


def test_rule_raises_with_the_next_question_while_facts_are_missing() -> None:
    with pytest.raises(IncompleteFactsError) as info:
        rule(_record("SJ"), IRREGULARITY, lawbook=Book)
    assert info.value.question.fact is T_SEEN


def test_a_kind_no_family_rules_is_refused() -> None:
    class Empty(WBF2017):
        name: ClassVar[str] = "empty"

    Empty.families.clear()
    with pytest.raises(UnsupportedIrregularityError):
        assess(_record(), IRREGULARITY, lawbook=Empty)


# --- the record ----------------------------------------------------------------------------------------


def test_detect_lists_what_the_record_shows() -> None:
    short = DEAL.with_hand(W, DEAL.hands[W].without(c("SJ")))  # type: ignore[union-attr]
    assert [i.kind for i in detect(BoardRecord(short))] == [IrregularityKind.MISSING_CARD]
    surplus = DEAL.with_hand(N, DEAL.hands[N].with_card(c("SJ")))  # type: ignore[union-attr]
    assert [i.kind for i in detect(BoardRecord(surplus))] == [IrregularityKind.SURPLUS_CARD]
    # East faces the opening lead (West's turn); North wins, but declarer leads from his own hand.
    record = _record("E:S9", "S:S2", "W:S5", "N:SA", "S:CA")
    found = detect(record)
    assert [(i.kind, i.event) for i in found] == [
        (IrregularityKind.OPENING_LEAD_OUT_OF_TURN, 0),
        (IrregularityKind.LEAD_OUT_OF_TURN, 4),
    ]


def test_a_record_whose_parts_disagree_is_refused() -> None:
    play = PlayRecord(DEAL, HEARTS_BY_SOUTH)
    with pytest.raises(RecordError, match="ends in"):
        BoardRecord(DEAL, Auction.from_text(S, "3NT AP"), play)
    with pytest.raises(RecordError, match="another deal"):
        BoardRecord(Deal(), None, play)
    with pytest.raises(RecordError, match="dealer"):
        BoardRecord(DEAL, Auction.from_text(S, "4H AP"), play, dealer=N)


def test_restoring_a_card_replays_the_play_and_reveals_the_revoke() -> None:
    short = DEAL.with_hand(W, DEAL.hands[W].without(c("S5")))  # type: ignore[union-attr]
    play = PlayRecord(short, HEARTS_BY_SOUTH)
    for text in ("W:SJ", "N:SA", "E:S7", "S:S2", "N:SK", "E:S8", "S:S3", "W:D8"):  # West shows out of spades
        play = play.play(text[2:], Seat.parse(text[0]))
    record = BoardRecord(short, None, play)
    assert not record.play.revokes()  # type: ignore[union-attr]
    fixed = record.apply([CardRestored(law=ref("14B4"), seat=W, card=c("S5"), source=RestoreSource.FOUND)])
    assert fixed.deal == DEAL
    assert [(r.seat, r.trick, r.card) for r in fixed.play.revokes()] == [(W, 2, c("D8"))]  # type: ignore[union-attr]
    assert record.opening_lead_faced and record.play_over is False
    assert record.is_defender(W) and not record.is_defender(N)
    assert c("SJ") in record.played_cards()


def test_record_phase_without_play() -> None:
    open_auction = BoardRecord(DEAL, Auction.from_text(S, "1H"))
    assert (open_auction.auction_over, open_auction.opening_lead_faced, open_auction.contract) == (False, False, None)
    closed = BoardRecord(DEAL, Auction.from_text(S, "4H AP"))
    assert (closed.auction_over, closed.opening_lead_faced, closed.declarer) == (True, None, S)
    bare = BoardRecord(DEAL)
    assert (bare.auction_over, bare.opening_lead_faced, bare.play_over) == (None, None, None)
    assert isinstance(Play(W, c("SJ")), Play)


def test_applying_a_ruling_corrects_the_record_and_arms_the_table() -> None:
    short = DEAL.with_hand(W, DEAL.hands[W].without(c("S5")))  # type: ignore[union-attr]
    record = BoardRecord(short, None, PlayRecord(short, HEARTS_BY_SOUTH).play("HT", W))
    restore = CardRestored(law=ref("14B2"), seat=W, card=c("S5"), source=RestoreSource.FOUND)
    ruling = Ruling(irregularity=IrregularityKind.MISSING_CARD, laws=refs("14B"), consequences=(restore,),
                    choices=_ruling().choices)  # fmt: skip
    applied = apply_ruling(ruling, {"declarer": "refuse"}, record)
    assert applied.record.deal == DEAL
    assert applied.table.corrections == (restore,)
    assert applied.table.penalty_cards_of(W) == (c("SJ"),)
    assert applied.table.event_count == 1
    assert [p.id for p in applied.resolution.pending] == ["lead_options"]


# --- the common procedure (Laws 9-11) ------------------------------------------------------------------


class Forfeitable(Family):
    kinds = (IrregularityKind.PREMATURE_PLAY,)
    laws = (57,)
    group = KindGroup.PLAY

    def rule(self, ctx: Context) -> Ruling:
        dummy_spoke = procedure.dummy_drew_attention_in_play(ctx)
        given_up = procedure.forfeiture(ctx, W)
        if given_up is not None:
            return given_up
        reason = "dummy" if dummy_spoke else "none"
        return Ruling(irregularity=ctx.irregularity.kind, laws=refs("57A"), offender=W,
                      consequences=(NoRectification(law=ref("57A"), reason=reason),))  # fmt: skip


class ProcedureBook(WBF2017):
    name: ClassVar[str] = "procedure test book"


ProcedureBook.register(Forfeitable)


@pytest.mark.parametrize(
    ("answers", "laws", "kinds"),
    [
        ({NON_OFFENDERS_ACTED: False}, ["57A"], ["no_rectification"]),
        ({NON_OFFENDERS_ACTED: True, RECTIFICATION_FORFEITED: False}, ["57A"], ["no_rectification"]),
        ({NON_OFFENDERS_ACTED: True, RECTIFICATION_FORFEITED: True}, ["11A"], ["no_rectification", "director_review"]),
    ],
)
def test_law_11a_forfeiture_when_the_non_offenders_acted_first(
    answers: dict[Fact[bool], bool], laws: list[str], kinds: list[str]
) -> None:
    facts = Facts().answer(ATTENTION_DRAWN_BY, E)
    for fact, value in answers.items():
        facts = facts.answer(fact, value)
    ruling = rule(_record("SJ"), IRREGULARITY, facts, lawbook=ProcedureBook)
    assert [str(x) for x in ruling.laws] == laws
    assert [c.kind for c in ruling.consequences] == kinds


def test_dummy_drawing_attention_during_play_is_noticed_and_asked_only_then() -> None:
    facts = Facts().answer(NON_OFFENDERS_ACTED, False)
    ruling = rule(_record("SJ"), IRREGULARITY, facts.answer(ATTENTION_DRAWN_BY, N), lawbook=ProcedureBook)
    assert ruling.consequences == (NoRectification(law=ref("57A"), reason="dummy"),)
    before_play = assess(_record(), IRREGULARITY, facts, lawbook=ProcedureBook)
    assert before_play.ruling is not None and "attention_drawn_by" not in before_play.answered
