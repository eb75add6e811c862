"""Law 46: declarer called a card from dummy incompletely or wrongly.

Declarer should name both the suit and the rank of the card he calls from dummy (46A). When he does not,
unless his different intention is incontrovertible, the call is completed by Law 46B: "high" is the highest
card, "win" the lowest card known to win the trick, "low" the lowest card (46B1); a suit alone its lowest card
(46B2); a rank alone, when leading, the suit in which dummy won the trick before, if it holds that rank (46B3(a)),
otherwise a card of that rank, declarer saying which when two can be played (46B3(b)); a card dummy does not
hold is void and declarer names any legal card (46B4); "play anything" lets either defender name the card
(46B5). The card so deemed called is played (45C4(a)). What was said is read with
:func:`tdcompanion.core.designation.parse`, the card with :func:`~tdcompanion.core.designation.deemed`.
"""

from __future__ import annotations

from tdcompanion.core.cards import Card
from tdcompanion.core.designation import Designation, Said, completed, parse
from tdcompanion.core.errors import CardParseError
from tdcompanion.core.laws import judgement
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup
from tdcompanion.core.laws.facts import Fact
from tdcompanion.core.laws.ruling import (
    CardDeemedPlayed,
    CardWithdrawn,
    Choice,
    ChooserRole,
    Consequence,
    IrregularityKind,
    LawRef,
    NamedCardPlayed,
    NoRectification,
    Option,
    Ruling,
    ref,
)
from tdcompanion.core.play import OutOfTurn, Play, PlayRecord, PlayState
from tdcompanion.core.seats import Seat

SAID = Fact.text("law46.said", "46")
"""What declarer said, as typed by the Director ("high", "♠", "king", "♠Q", "ψηλό", "ό,τι να 'ναι"); read off
dummy's play event when the record carries it (``Play.said``), never asked then."""
INCONTROVERTIBLE = Fact.yes_no("law46.intention_incontrovertible", "46B",
                               judgement=judgement.INCONTROVERTIBLE_INTENTION)  # fmt: skip
"""Whether declarer's different intention is incontrovertible (46B does not then apply)."""
INTENDED = Fact.card("law46.intended_card", "46B")
"""The card declarer incontrovertibly intended."""

#: The section of Law 46B that completes each kind of call.
SECTION = {Said.HIGH: "46B1(a)", Said.WIN: "46B1(b)", Said.LOW: "46B1(c)", Said.SUIT: "46B2",
           Said.RANK: "46B3(b)", Said.CARD: "46B4", Said.ANYTHING: "46B5"}  # fmt: skip


def _situation(ctx: Context, dummy: Seat) -> tuple[PlayState, Play | None]:
    """The play before dummy's card (the event pointed at, else the play as it stands) and dummy's play event."""
    play, index = ctx.record.play, ctx.irregularity.event
    if play is None:
        ctx.refuse("no_play_record")
    if index is not None:
        if not 0 <= index < len(play.events) or not isinstance(event := play.events[index], Play) \
                or event.seat is not dummy:  # fmt: skip
            ctx.refuse("not_dummys_play", number=index + 1)
        return play.state_at(index), event
    state = play.state
    if state.next_seat is not dummy:
        pending = _lead_out_of_turn(play, state, dummy)
        if pending is not None:
            ctx.refuse("lead_out_of_turn_first", seat=pending, dummy=dummy)
        ctx.refuse("not_dummys_turn", seat=dummy)
    return state, None


def _lead_out_of_turn(play: PlayRecord, state: PlayState, dummy: Seat) -> Seat | None:
    """Who led out of turn at dummy's turn to lead, when that lead is all the trick holds: it stands only
    once accepted (Law 53A), so it is ruled on first (Laws 53-56); dummy's turn is still to come."""
    current = state.current
    if current is None or len(current.cards) != 1:
        return None
    for irr in play.irregularities():
        if isinstance(irr, OutOfTurn) and irr.is_lead and irr.trick == current.number and irr.expected is dummy \
                and irr.withdrawn_by is None:  # fmt: skip
            return irr.seat
    return None


def _section(designation: Designation, state: PlayState, dummy: Seat, card: Card) -> str:
    """46B3(a) when a rank alone led dummy's card of the suit in which dummy won the trick before."""
    if designation.said is Said.RANK and state.current is not None and not state.current.cards and state.tricks:
        won = state.tricks[-1].card_of(dummy) if state.tricks[-1].winner is dummy else None
        if won is not None and card.suit is won.suit:
            return "46B3(a)"
    return SECTION[designation.said]


def _played(law: LawRef, dummy: Seat, card: Card, event: Play | None, trick: int) -> tuple[Consequence, ...]:
    """``card`` is played from dummy; if dummy put another card there, that one goes back (as 45D1)."""
    if event is None or event.card == card:
        return (CardDeemedPlayed(law=law, seat=dummy, card=card),)
    return (NamedCardPlayed(law=law, seat=dummy, card=card, trick=trick),
            CardWithdrawn(law=law, seat=dummy, card=event.card, trick=trick))  # fmt: skip


@WBF2017.register
class DummyCardNamed(Family):
    """Law 46 (with 45C4(a)): dummy's card called incompletely or wrongly."""

    kinds = (IrregularityKind.DUMMY_CARD_NAMED,)
    laws = (46,)
    group = KindGroup.PLAY

    def rule(self, ctx: Context) -> Ruling:
        declarer = ctx.record.declarer
        if declarer is None:
            ctx.refuse("no_contract")
        dummy = declarer.partner
        state, event = _situation(ctx, dummy)
        trick = state.trick_number
        text = ctx.fact(SAID, shown=event.said if event is not None else None, seat=declarer)
        try:
            designation = parse(text)
        except CardParseError:
            ctx.refuse("not_a_designation", fact=SAID.id, said=text)
        named = designation.card
        if named is not None and named in state.cards_held(dummy):
            law = ref("45C4(a)")  # 46A: suit and rank named, as the law asks; no incomplete call to rule on
            proper = NoRectification(law=ref("46A"), reason="law46.named_in_full")
            return ctx.ruling(None, (ref("46A"), law), (proper, *_played(law, dummy, named, event, trick)))
        if ctx.fact(INCONTROVERTIBLE, seat=declarer, said=text):
            legal = state.legal_cards(dummy)
            intended = ctx.fact(INTENDED, choices=legal, seat=dummy)
            if intended not in state.cards_held(dummy):
                ctx.refuse("card_not_in_hand", fact=INTENDED.id, card=intended, seat=dummy)
            law = ref("46B")
            return ctx.ruling(None, (law,), _played(law, dummy, intended, event, trick))
        result = completed(designation, state, dummy)  # "win" with none known to win: declarer says which
        if isinstance(result, Card):
            law = ref(_section(designation, state, dummy, result))
            return ctx.ruling(None, (law,), _played(law, dummy, result, event, trick))
        law = ref(SECTION[designation.said])
        options = tuple(Option(id=f"play_{card.pbn}", laws=(law,), cards=(card,),
                               consequences=_played(law, dummy, card, event, trick))
                        for card in result.cards)  # fmt: skip
        if result.by_defenders:
            choice = Choice(id="law46.defender_designates", chooser=None, role=ChooserRole.DEFENDER, laws=(law,),
                            options=options)  # fmt: skip
        else:
            choice = Choice(id="law46.declarer_designates", chooser=declarer, role=ChooserRole.DECLARER,
                            laws=(law,), options=options)  # fmt: skip
        return ctx.ruling(None, (law,), (), (choice,))
