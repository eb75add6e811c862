"""Laws 48-52: exposed cards and penalty cards (with 50E, 58B2, 64B3 and Law 16C).

A card of declarer or dummy never becomes a penalty card (48A); declarer facing his hand may be a
claim (48B). A defender's card exposed where partner could see its face, or named as held, is a
penalty card (49) unless it was exposed in the normal course of play or in applying a law; Law 50B
grades it: a single card below honour rank exposed inadvertently is minor, an honour, a card
exposed through deliberate play, or any card of a defender who then holds two or more, is major.
While it lies on the table, the card and the duty to play it are authorised information for every
player (50E1); the Director takes away any gain the offenders make through it (50E4). The table
state (:class:`~.table_state.TableState`) enforces the obligations that follow (50C, 50D1) and
raises the prompts this module turns into rulings: declarer's lead options when the holder's
partner is to lead (50D2, 51B: :func:`penalty_card_lead_choice`) and declarer's designation of one
of several penalty cards (51A: :func:`penalty_card_designation_choice`); :func:`prompt_ruling`.

Law 52: a defender who leads or plays another card when he had to play a major penalty card may
not withdraw it himself (52A); declarer accepts it (and must, once he has played since: 52B1), the
penalty card staying one, or has the penalty card substituted, the illegal card becoming a major
penalty card (52B2). Once established, such a revoke carries no automatic trick transfer (64B3);
the Director restores equity (64C).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from itertools import combinations
from typing import ClassVar

from tdcompanion.core.cards import SUITS_HIGH_FIRST, Card, Suit
from tdcompanion.core.laws import judgement
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup, Lawbook
from tdcompanion.core.laws.facts import Fact
from tdcompanion.core.laws.procedure import forfeiture
from tdcompanion.core.laws.record import BoardRecord
from tdcompanion.core.laws.ruling import (
    AuthorisedInformation,
    CardWithdrawn,
    Choice,
    ChooserRole,
    Consequence,
    DirectorReview,
    FollowUp,
    InformationSource,
    IrregularityKind,
    LawRef,
    LeadMode,
    LeadRestriction,
    Moment,
    NoRectification,
    Option,
    PenaltyCardPickedUp,
    PenaltyCardToPlay,
    PenaltyGrade,
    Reason,
    RestrictionSpan,
    Ruling,
    UnauthorisedInformation,
    ref,
)
from tdcompanion.core.laws.table_state import Prompt, PromptKind, TableState, ViolationKind
from tdcompanion.core.play import Claim, Concede, Expose, ExposeHow, Play, Retract, RetractReason
from tdcompanion.core.play_replay import Replayer
from tdcompanion.core.seats import Seat
from tdcompanion.core.tricks import TRICKS_PER_DEAL


class Exposure(enum.Enum):
    """How a defender's card came to be exposed (Laws 49, 50B, 58B)."""

    ACCIDENTAL = "accidental"
    """Dropped, or held so that partner could see its face: exposed inadvertently (50B)."""
    SIMULTANEOUS = "simultaneous"
    """Played together with another card to the same trick (58B2): exposed inadvertently (50B)."""
    PLAYED = "played"
    """Through deliberate play: led or played out of turn, faced on purpose, or played and withdrawn
    to correct a revoke (50B: major)."""
    NAMED = "named"
    """Named as being in his hand (49)."""
    LAWFUL = "lawful"
    """In the normal course of play or in applying a law (e.g. a card withdrawn under 47E, or shown
    while objecting to partner's concession, 68B2): not a penalty card (49)."""


@dataclass(frozen=True, kw_only=True)
class PenaltyCardsGraded(Consequence):
    """How a penalty card is graded (Law 50B): a single card below honour rank exposed unintentionally is minor;
    an honour, a card exposed deliberately, or any card of a defender with two or more is major."""

    kind: ClassVar[str] = "penalty_cards_graded"


@dataclass(frozen=True, kw_only=True)
class PenaltyCardDuty(Consequence):
    """What ``seat``'s penalty card of ``grade`` obliges him to (Law 50C for a minor card, 50D for a major one)."""

    kind: ClassVar[str] = "penalty_card_duty"
    seat: Seat
    grade: PenaltyGrade


@dataclass(frozen=True, kw_only=True)
class PenaltyCardsRemain(Consequence):
    """``seat``'s penalty cards ``cards`` stay on the table as penalty cards (50D2(b), 51B2): what
    declarer's lead option leaves of them."""

    kind: ClassVar[str] = "penalty_cards_remain"
    seat: Seat
    cards: tuple[Card, ...]


@dataclass(frozen=True, kw_only=True)
class OwnMajorPenaltyCards(Consequence):
    """The leader ``seat`` has major penalty cards ``cards`` of his own: whatever declarer chooses over
    his partner's, he must lead one of them whenever he can legally lead it (50D1; declarer designates
    which of several, 51A), a lead restriction coming first (50D1(b))."""

    kind: ClassVar[str] = "own_major_penalty_cards"
    seat: Seat
    cards: tuple[Card, ...]


@dataclass(frozen=True, kw_only=True)
class OwnMinorPenaltyCard(Consequence):
    """The leader ``seat`` has a minor penalty card of his own (``cards``, one card): he may not lead
    another card of its suit below honour rank before it (50C)."""

    kind: ClassVar[str] = "own_minor_penalty_card"
    seat: Seat
    cards: tuple[Card, ...]


# --- facts ------------------------------------------------------------------------------------------------

SEAT = Fact.seat("law49.seat", "49")
"""Whose card was exposed (when the record does not show it)."""
CARDS = Fact.cards("law49.cards", "49")
"""The cards exposed (when the record does not show them)."""
DEFENDS = Fact.yes_no("law49.defends", "48A", "49")
"""Whether the player is a defender (asked only when the record has no contract)."""
HOW = Fact.choice("law49.how", Exposure, "49", "50B", "58B")
DELIBERATE = Fact.yes_no("law50.deliberate", "50B", judgement=judgement.DELIBERATE_EXPOSURE)
"""Whether a card below honour rank named as held was exposed deliberately (50B: major)."""
FACED_HAND = Fact.yes_no("law48.faced_hand", "48B")
"""Whether declarer faced his hand (not a single card)."""
AFTER_LEAD_OUT_OF_TURN = Fact.yes_no("law48.after_lead_out_of_turn", "48B1")
"""Whether declarer faced his hand immediately after an opening lead out of turn (Law 54 then applies)."""

OFFENDER = Fact.seat("law52.offender", "52")
"""The defender who led or played another card when a major penalty card had to be played."""
PENALTY = Fact.card("law52.penalty_card", "50D1", "52")
"""The penalty card he had to play (a major one, Law 50D1; the one declarer designated, 51A; a minor one
before a lower card of its suit, 50C)."""
PLAYED = Fact.card("law52.card", "52")
"""The card he led or played instead."""
TRICK = Fact.number("law52.trick", "52B2", minimum=1, maximum=TRICKS_PER_DEAL)
PLAYED_SINCE = Fact.yes_no("law52.declarer_played_since", "52B1(a)")
"""Whether declarer has since played from his hand or dummy (he must then accept the card)."""
ESTABLISHED = Fact.yes_no("law52.established", "63A", "64B3")
"""Whether the offender or his partner has since played to a later trick (the revoke is established)."""

_50B, _50E1, _50E2, _50E4 = ref("50B"), ref("50E1"), ref("50E2"), ref("50E4")


# --- Laws 48-50: a card exposed ------------------------------------------------------------------------------


@WBF2017.register
class ExposedCard(Family):
    """Laws 48, 49, 50A-C and 50E (58B2 for a card played with another)."""

    kinds = (IrregularityKind.EXPOSED_CARD,)
    laws = (48, 49, 50, 51)
    group = KindGroup.PLAY

    def rule(self, ctx: Context) -> Ruling:
        if ctx.record.auction_over is False:
            ctx.refuse("exposed_during_auction", law=ref("24"))
        shown = _exposure_shown(ctx)
        seat = ctx.fact(SEAT, shown=shown.seat if shown else None)
        defends = ctx.fact(DEFENDS, shown=ctx.record.is_defender(seat), seat=seat)
        cards = self._cards(ctx, seat, shown)
        if not defends:
            return self._declarer_side(ctx, seat, cards, shown)
        held = ctx.table.penalty_cards_of(seat)
        for card in cards:
            if card in held:
                ctx.refuse("already_a_penalty_card", fact=CARDS.id, seat=seat, card=card)
        if not (shown is not None and shown.nobody_acted):
            forfeited = forfeiture(ctx, seat)
            if forfeited is not None:
                return forfeited
        how = ctx.fact(HOW, shown=shown.how if shown else None, seat=seat, cards=cards)
        if how is Exposure.LAWFUL:
            return _ruling(ctx, seat, (ref("49"), ref("16C")), (
                NoRectification(law=ref("49"), reason="exposed_in_normal_play"),
                UnauthorisedInformation(law=ref("16C"), for_seat=seat.partner, source=InformationSource.EXPOSED_CARD,
                                        cards=cards),
            ))  # fmt: skip
        deliberate = how is Exposure.PLAYED
        if how is Exposure.NAMED and any(not c.rank.is_honour for c in cards):
            deliberate = ctx.fact(DELIBERATE, seat=seat, cards=cards)
        law = ref("58B2") if how is Exposure.SIMULTANEOUS else ref("49")
        # 50B: with two or more penalty cards, his earlier minor one becomes major too; the ruling says so.
        made = ctx.penalty_cards(seat, cards, law, deliberate=deliberate)
        pcs = tuple(p for p in made if p.card in cards)
        regraded = tuple(p for p in made if p.card not in cards)
        major = any(p.grade is PenaltyGrade.MAJOR for p in pcs)
        laws = (law, ref("50B"), ref("50D") if major else ref("50C"), ref("50E"))
        if major:  # 50E1: the cards and the duty to play them (the earlier card's too, now major)
            info = AuthorisedInformation(law=_50E1, source=InformationSource.PENALTY_CARD,
                                         cards=(*cards, *(p.card for p in regraded)))  # fmt: skip
        else:  # 50E1 with 50C: a minor card carries no duty to play it, only a restriction on its suit
            info = AuthorisedInformation(law=_50E1, source=InformationSource.MINOR_PENALTY_CARD, cards=cards)
        duty = PenaltyCardDuty(law=laws[2], seat=seat, grade=PenaltyGrade.MAJOR if major else PenaltyGrade.MINOR)
        return _ruling(ctx, seat, laws, (
            *pcs,
            *regraded,
            PenaltyCardsGraded(law=ref("50B")),
            duty,
            info,
            DirectorReview(law=_50E4, when=Moment.END_OF_PLAY, reason=Reason.PENALTY_CARD_GAIN),
        ))  # fmt: skip

    def _cards(self, ctx: Context, seat: Seat, shown: _Shown | None) -> tuple[Card, ...]:
        record = ctx.record
        hand = shown.hand if shown is not None else record.hand_now(seat)
        cards = ctx.fact(CARDS, shown=shown.cards if shown else None, seat=seat)
        if not cards:
            ctx.refuse("no_card_named", fact=CARDS.id, seat=seat)
        played = record.played_cards()
        for card in cards:
            if shown is None and card in played:
                ctx.refuse("exposed_card_already_played", fact=CARDS.id, seat=seat, card=card)
            holder = record.deal.holder(card)
            if (hand is not None and card not in hand) or (holder is not None and holder is not seat):
                ctx.refuse("card_not_in_hand", fact=CARDS.id, answered=card, seat=seat)
        return cards

    def _declarer_side(self, ctx: Context, seat: Seat, cards: tuple[Card, ...], shown: _Shown | None) -> Ruling:
        """Law 48: declarer's and dummy's cards never become penalty cards; declarer facing his hand."""
        if seat is not ctx.record.declarer:
            return _ruling(ctx, None, (ref("48A"),), (NoRectification(law=ref("48A"), reason="declarer_exposed_card"),))
        whole = None if shown is None or shown.hand is None else set(cards) == set(shown.hand)
        if not ctx.fact(FACED_HAND, shown=whole, seat=seat):
            return _ruling(ctx, None, (ref("48A"),), (NoRectification(law=ref("48A"), reason="declarer_exposed_card"),))
        lead = _lone_opening_lead_out_of_turn(ctx.record)
        after = ctx.fact(AFTER_LEAD_OUT_OF_TURN, shown=lead is not None if ctx.record.play is not None else None,
                         seat=seat)  # fmt: skip
        if after:
            follow = FollowUp(law=ref("48B1"), irregularity=IrregularityKind.OPENING_LEAD_OUT_OF_TURN,
                              seat=lead.seat if lead else None, trick=1, card=lead.card if lead else None)  # fmt: skip
            return _ruling(ctx, None, (ref("48B1"),), (follow,))  # the follow-up is ruled (and cites) under Law 54
        claim = NoRectification(law=ref("48B2"), reason="declarer_faced_hand")
        return _ruling(ctx, None, (ref("48B2"), ref("68")), (claim,))


@dataclass(frozen=True)
class _Shown:
    """What the play record shows of the exposure: by whom, which cards, how, the hand then."""

    seat: Seat
    cards: tuple[Card, ...]
    how: Exposure | None
    hand: tuple[Card, ...] | None
    nobody_acted: bool
    """Nothing happened after the exposure (the non-offenders cannot have acted: 11A)."""


_HOW_BY_RECORD = {ExposeHow.DROPPED: Exposure.ACCIDENTAL, ExposeHow.TWO_AT_ONCE: Exposure.SIMULTANEOUS,
                  ExposeHow.NAMED: Exposure.NAMED}  # fmt: skip
# A defender's card played and withdrawn: through deliberate play (62B1, 62C2, and a card out of turn).
_DELIBERATE_RETRACTS = (RetractReason.REVOKE_CORRECTION, RetractReason.AFTER_REVOKE_CORRECTION,
                        RetractReason.OUT_OF_TURN)  # fmt: skip


def _exposure_shown(ctx: Context) -> _Shown | None:
    """The exposure the irregularity points at (its ``event``), else the last one in the record
    whose cards still lie exposed and are not penalty cards yet."""
    play = ctx.record.play
    if play is None:
        return None
    index = ctx.irregularity.event
    if index is not None:
        if not 0 <= index < len(play.events) or not _is_exposure(play.events[index], ctx.record):
            ctx.refuse("event_not_an_exposure", event=index)
    else:
        exposed = {e.card for e in play.state.exposed}
        on_table = {p.card for p in ctx.table.penalty_cards}
        candidates = [i for i, e in enumerate(play.events) if _is_exposure(e, ctx.record)
                      and all(c in exposed and c not in on_table for c in _event_cards(e))]  # fmt: skip
        if not candidates:
            return None
        index = candidates[-1]
    event = play.events[index]
    assert isinstance(event, Expose | Retract)
    held = play.state_at(index).hands[event.seat]
    hand = tuple(held.cards) if held is not None else None
    if isinstance(event, Expose):
        how = _HOW_BY_RECORD.get(event.how)
    else:
        how = Exposure.PLAYED if event.reason in _DELIBERATE_RETRACTS else None
        hand = (*hand, event.card) if hand is not None else None
    return _Shown(event.seat, _event_cards(event), how, hand, index == len(play.events) - 1)


def _is_exposure(event: object, record: BoardRecord) -> bool:
    if isinstance(event, Expose):
        return True
    return isinstance(event, Retract) and record.is_defender(event.seat) is True


def _event_cards(event: object) -> tuple[Card, ...]:
    if isinstance(event, Expose):
        return event.cards
    assert isinstance(event, Retract)
    return (event.card,)


def _lone_opening_lead_out_of_turn(record: BoardRecord) -> Play | None:
    """The opening lead, when it is the only card played and was led out of turn (48B1)."""
    play = record.play
    if play is None:
        return None
    plays = [e for e in play.events if isinstance(e, Play)]
    if len(plays) != 1 or plays[0].seat is play.contract.opening_leader:
        return None
    return plays[0]


# --- Law 52: a penalty card not played ------------------------------------------------------------------------


@WBF2017.register
class PenaltyCardNotPlayed(Family):
    """Law 52 (with 50D1, 61A, 63A, 64B3 and 64C)."""

    kinds = (IrregularityKind.PENALTY_CARD_NOT_PLAYED,)
    laws = (52,)
    group = KindGroup.PLAY

    def rule(self, ctx: Context) -> Ruling:
        found = _illegal_play(ctx)
        offender = ctx.fact(OFFENDER, shown=found.seat if found else None)
        if ctx.record.is_defender(offender) is False:
            ctx.refuse("offender_not_a_defender", fact=OFFENDER.id, seat=offender)
        card = ctx.fact(PLAYED, shown=found.card if found else None, seat=offender)
        if found is not None and not found.required and ctx.table.penalty_cards_of(offender, PenaltyGrade.MAJOR):
            ctx.refuse("penalty_card_not_due", fact=PLAYED.id, seat=offender, card=card)
        required = found.required if found else ()
        penalty = ctx.fact(PENALTY, shown=required[0] if len(required) == 1 else None,
                           choices=required if len(required) > 1 else None, seat=offender, card=card)  # fmt: skip
        if penalty == card:
            ctx.refuse("penalty_card_is_card_played", fact=PENALTY.id, seat=offender, card=card)
        if found is not None and found.hand is not None and penalty not in found.hand:
            ctx.refuse("card_not_in_hand", fact=PENALTY.id, answered=penalty, seat=offender)
        trick = ctx.fact(TRICK, shown=found.trick if found else None, seat=offender, card=card)
        since = ctx.fact(PLAYED_SINCE, shown=found.declarer_played_since if found else None, card=card)
        if since:
            consequences: list[Consequence] = [NoRectification(law=ref("52B1(a)"), reason="penalty_card_remains"),
                                               _NOT_WITHDRAWN]
            if ctx.fact(ESTABLISHED, shown=found.established if found else None, seat=offender, card=card):
                consequences += [
                    NoRectification(law=ref("64B3"), reason="revoke_of_penalty_card"),
                    DirectorReview(law=ref("64C"), when=Moment.END_OF_PLAY, reason=Reason.REVOKE_EQUITY),
                ]
                return _ruling52(ctx, offender, (ref("52B1"), ref("52A"), ref("64B3"), ref("64C")), tuple(consequences))
            return _ruling52(ctx, offender, (ref("52B1"), ref("52A")), tuple(consequences))
        accept = Option(id="accept_card", laws=(ref("52B1"),), cards=(card,),
                        consequences=(NoRectification(law=ref("52B1(b)"), reason="penalty_card_remains"),))  # fmt: skip
        substitute = Option(id="substitute_penalty_card", laws=(ref("52B2"),), cards=(penalty,), consequences=(
            CardWithdrawn(law=ref("52B2"), seat=offender, card=card, trick=trick),
            PenaltyCardToPlay(law=ref("52B2"), seat=offender, card=penalty, trick=trick),
            *ctx.penalty_cards(offender, (card,), ref("52B2"), grade=PenaltyGrade.MAJOR),
        ))  # fmt: skip
        choice = Choice(id="law52.illegal_card", chooser=ctx.record.declarer, role=ChooserRole.DECLARER,
                        laws=(ref("52B"),), options=(accept, substitute))  # fmt: skip
        return _ruling52(ctx, offender, (ref("52B"), ref("52A")), (_NOT_WITHDRAWN,), (choice,))


_DUTIES = (ViolationKind.PENALTY_CARD_NOT_PLAYED, ViolationKind.MINOR_PENALTY_CARD)
"""The violations Law 52 rules on: a penalty card not played when due (50D1, 51A, 52B2) or after a
lower card of its suit (50C)."""


@dataclass(frozen=True)
class _Illegal:
    seat: Seat
    card: Card
    trick: int
    required: tuple[Card, ...]
    hand: tuple[Card, ...] | None
    declarer_played_since: bool
    established: bool


def _illegal_play(ctx: Context) -> _Illegal | None:
    """The card played when a penalty card was due (a major one, Law 50D1, or the one declarer
    designated, 51A, 52B2; a minor one before a lower card of its suit, 50C), as the record and table
    state show it: the event the irregularity points at, else the last such violation the table state finds."""
    play = ctx.record.play
    if play is None:
        return None
    index = ctx.irregularity.event
    table = ctx.table
    if index is None:
        if table.event_count > len(play.events):
            return None
        violations = [v for v in table.advance(play).violations
                      if v.kind in _DUTIES and v.event is not None]  # fmt: skip
        if not violations:
            return None
        index = violations[-1].event
        assert index is not None
    if not 0 <= index < len(play.events) or not isinstance(play.events[index], Play):
        ctx.refuse("event_not_a_play", event=index)
    event = play.events[index]
    assert isinstance(event, Play)
    before = play.state_at(index)
    if table.event_count <= index:
        found = table.advance(play.upto(index)).check(before, event.seat, event.card)
    else:
        found = tuple(v for v in table.violations if v.event == index)
    required = next((v.required for v in found if v.kind in _DUTIES), ())
    hand = before.hands[event.seat]
    since, established = _after(ctx.record, index, event.seat)
    return _Illegal(event.seat, event.card, before.trick_number, required,
                    tuple(hand.cards) if hand is not None else None, since, established)  # fmt: skip


def _after(record: BoardRecord, index: int, offender: Seat) -> tuple[bool, bool]:
    """Whether, after play event ``index``, declarer played from his hand or dummy, and whether the
    offender or his partner played to a later trick or claimed or conceded (63A)."""
    play = record.play
    assert play is not None
    replayer = Replayer(play.deal, play.contract)
    for event in play.events[: index + 1]:
        replayer.apply(event)
    trick = replayer.trick_number if replayer.current else replayer.trick_number - 1
    declaring = play.contract.declaring_side
    since = established = False
    for event in play.events[index + 1 :]:
        if isinstance(event, Play):
            since = since or event.seat.side is declaring
            established = established or (event.seat.side is offender.side and replayer.trick_number > trick)
        elif isinstance(event, Claim | Concede) and event.seat.side is offender.side:
            established = True
        replayer.apply(event)
    return since, established


# --- Laws 50D2, 51: declarer's options, for the table state's prompts -----------------------------------------


def penalty_card_lead_choice(
    table: TableState, leader: Seat, declarer: Seat | None, *, trick: int | None = None
) -> Choice | None:
    """Declarer's options when ``leader``, a defender, is to lead while his partner has major penalty
    cards on the table (50D2 for one card, 51B for several): ``require_S`` or ``forbid_S`` (the
    penalty cards of that suit go back to the hand; 50E2 makes what they showed unauthorised for
    the leader), with several suits ``forbid_SH`` prohibiting more than one (51B2(b)), and
    ``no_restriction`` (the default, 50D2(b): no restriction from the partner's cards, which stay). Each
    option also states what stays in force, as the table state enforces it: the partner's penalty cards
    not picked up (:class:`PenaltyCardsRemain`) and the leader's own penalty cards
    (:class:`OwnMajorPenaltyCards`, 50D1, 51A; :class:`OwnMinorPenaltyCard`, 50C). If the leader keeps
    the lead while a penalty card is still unplayed, the options arise again at the next trick (the
    table state prompts again). ``None`` when the partner has no major penalty card. ``trick`` is the
    trick to be led, for the record."""
    del trick  # the options are the same at every trick
    holder = leader.partner
    majors = table.penalty_cards_of(holder, PenaltyGrade.MAJOR)
    if not majors:
        return None
    several = len(table.penalty_cards_of(holder)) > 1
    suits = tuple(s for s in SUITS_HIGH_FIRST if any(c.suit is s for c in majors))
    if not several:
        require_law = forbid_law = ref("50D2(a)")
        none_law = ref("50D2(b)")
    elif len(suits) == 1:
        require_law, forbid_law, none_law = ref("51B1(a)"), ref("51B1(b)"), ref("50D2(b)")
    else:
        require_law, forbid_law, none_law = ref("51B2(a)"), ref("51B2(b)"), ref("51B2(c)")

    def picked_up(chosen: tuple[Suit, ...], law: LawRef) -> list[Consequence]:
        cards = tuple(c for c in majors if c.suit in chosen)
        return [*(PenaltyCardPickedUp(law=law, seat=holder, card=c) for c in cards),
                UnauthorisedInformation(law=_50E2, for_seat=leader, source=InformationSource.PENALTY_CARD_RETURNED,
                                        cards=cards)]  # fmt: skip

    held = table.penalty_cards_of(holder)
    own_majors = table.penalty_cards_of(leader, PenaltyGrade.MAJOR)
    own_minors = table.penalty_cards_of(leader, PenaltyGrade.MINOR)

    def standing(chosen: tuple[Suit, ...], law: LawRef) -> list[Consequence]:
        """What stays in force whatever declarer chooses: the partner's penalty cards not picked up
        (50D2(b), 51B2), and the leader's own penalty cards (50D1, 51A; 50C)."""
        rest = tuple(c for c in held if c.suit not in chosen)
        out: list[Consequence] = [PenaltyCardsRemain(law=law, seat=holder, cards=rest)] if rest else []
        if own_majors:
            out.append(OwnMajorPenaltyCards(law=ref("51A") if len(own_majors) > 1 else ref("50D1(a)"), seat=leader,
                                            cards=own_majors))  # fmt: skip
        if own_minors:
            out.append(OwnMinorPenaltyCard(law=ref("50C"), seat=leader, cards=own_minors))
        return out

    options: list[Option] = []
    for suit in suits:
        restriction = LeadRestriction(law=require_law, leader=leader, suit=suit, mode=LeadMode.REQUIRE,
                                      span=RestrictionSpan.NEXT_LEAD)  # fmt: skip
        consequences = picked_up((suit,), require_law)
        options.append(Option(id=f"require_{suit.letter}", laws=(require_law,), suits=(suit,), seat=leader,
                              consequences=(*consequences[:-1], restriction, consequences[-1],
                                            *standing((suit,), require_law))))  # fmt: skip
    for size in range(1, len(suits) + 1):
        for chosen in combinations(suits, size):
            forbids = [LeadRestriction(law=forbid_law, leader=leader, suit=s, mode=LeadMode.FORBID,
                                       span=RestrictionSpan.WHILE_ON_LEAD) for s in chosen]  # fmt: skip
            consequences = picked_up(chosen, forbid_law)
            options.append(Option(id="forbid_" + "".join(s.letter for s in chosen), laws=(forbid_law,),
                                  suits=chosen, seat=leader,
                                  consequences=(*consequences[:-1], *forbids, consequences[-1],
                                                *standing(chosen, forbid_law))))  # fmt: skip
    options.append(Option(id="no_restriction", laws=(none_law,), seat=leader,
                          consequences=tuple(standing((), none_law))))  # fmt: skip
    law = ref("51B") if several else ref("50D2")
    return Choice(id="law50.lead_options", chooser=declarer, role=ChooserRole.DECLARER, laws=(law,),
                  options=tuple(options), default="no_restriction")  # fmt: skip


def penalty_card_designation_choice(
    table: TableState, seat: Seat, playable: tuple[Card, ...], declarer: Seat | None, *, trick: int | None = None
) -> Choice:
    """Law 51A: declarer designates which of ``seat``'s penalty cards that he could legally play now
    (``playable``) he plays; the others stay penalty cards. One option per card (``designate_SJ``)."""
    on_table = set(table.penalty_cards_of(seat))
    cards = tuple(c for c in playable if not on_table or c in on_table)
    options = tuple(Option(id=f"designate_{c.pbn}", laws=(ref("51A"),), cards=(c,), seat=seat,
                           consequences=(PenaltyCardToPlay(law=ref("51A"), seat=seat, card=c, trick=trick),))
                    for c in cards)  # fmt: skip
    return Choice(id="law51.designate", chooser=declarer, role=ChooserRole.DECLARER, laws=(ref("51A"),),
                  options=options)  # fmt: skip


def prompt_ruling(
    prompt: Prompt, record: BoardRecord, table: TableState, lawbook: type[Lawbook] = WBF2017
) -> Ruling | None:
    """The ruling to show when the table state raises ``prompt``: declarer's lead options (50D2, 51B)
    or his designation of a penalty card (51A), with the 50E1 note and, unless one is already due,
    a 50E4 reminder; ``None`` for other prompts (or no major penalty card left)."""
    declarer = record.declarer
    if prompt.kind is PromptKind.LEAD_PENALTY_CARD_OPTIONS and prompt.seat is not None:
        choice = penalty_card_lead_choice(table, prompt.seat, declarer, trick=prompt.trick)
        holder = prompt.seat.partner
    elif prompt.kind is PromptKind.DESIGNATE_PENALTY_CARD and prompt.seat is not None:
        choice = penalty_card_designation_choice(table, prompt.seat, prompt.cards, declarer, trick=prompt.trick)
        holder = prompt.seat
    else:
        return None
    if choice is None or not choice.options:
        return None
    consequences: list[Consequence] = [AuthorisedInformation(law=_50E1, source=InformationSource.PENALTY_CARD,
                                                             cards=table.penalty_cards_of(holder))]  # fmt: skip
    if not any(r.reason == Reason.PENALTY_CARD_GAIN for r in table.reminders):
        consequences.append(DirectorReview(law=_50E4, when=Moment.END_OF_PLAY, reason=Reason.PENALTY_CARD_GAIN))
    return Ruling(irregularity=IrregularityKind.EXPOSED_CARD, laws=(prompt.law, ref("50E")), offender=holder,
                  consequences=tuple(consequences), choices=(choice,), edition=lawbook.name)  # fmt: skip


# --- helpers --------------------------------------------------------------------------------------------------


def _ruling(ctx: Context, offender: Seat | None, laws: tuple[LawRef, ...],
            consequences: tuple[Consequence, ...]) -> Ruling:  # fmt: skip
    return Ruling(irregularity=IrregularityKind.EXPOSED_CARD, laws=laws, offender=offender,
                  consequences=consequences, edition=ctx.lawbook.name)  # fmt: skip


_NOT_WITHDRAWN = NoRectification(law=ref("52A"), reason="not_withdrawn_on_own_initiative")
"""Law 52A: the defender may not take back, of his own accord, the card he played instead of the penalty card."""


def _ruling52(ctx: Context, offender: Seat, laws: tuple[LawRef, ...], consequences: tuple[Consequence, ...],
              choices: tuple[Choice, ...] = ()) -> Ruling:  # fmt: skip
    return Ruling(irregularity=IrregularityKind.PENALTY_CARD_NOT_PLAYED, laws=laws, offender=offender,
                  consequences=consequences, choices=choices, edition=ctx.lawbook.name)  # fmt: skip
