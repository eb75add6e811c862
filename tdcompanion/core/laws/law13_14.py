"""Laws 13 and 14: an incorrect number of cards (a hand with more than 13, or a card not part of
the deal) and a missing card (a deficient hand, none with more than 13).

Law 14, as the federation's commentary (seed 004) sets it out: the Director searches for the
missing card. Before the opening lead is faced (14A) the card found is put back, or the deal is
reconstructed with another pack, and auction and play go on with no call changed, the hand
deemed complete throughout. Afterwards, until the end of the Correction Period (14B), a card found
among the played cards is a defective trick (Law 67); a card found elsewhere is restored, one not
found is replaced from another pack, and the restored card is deemed to have belonged to the hand
throughout: it may become a penalty card, and failing to have played it may be a revoke (14B4),
which this module finds by replaying the record with the card in the hand. Knowing of the
replacement is unauthorised information for the partner of the player whose hand was deficient (14C).

Law 13C: a card not part of the deal is removed wherever it is found and nothing else is rectified.
Played to a quitted trick, it is taken out of that trick, which keeps its result (no revoke, no penalty
card), and only then may the Director adjust the score; the hand, now one card too long for the tricks,
places a card for that trick. In the trick in progress it is deemed never played.
"""

from __future__ import annotations

import enum

from tdcompanion.core.cards import FULL_PACK, Card
from tdcompanion.core.deal import HAND_SIZE
from tdcompanion.core.laws import judgement, law67
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup
from tdcompanion.core.laws.facts import Fact, Period
from tdcompanion.core.laws.ruling import (
    AdjustedScore,
    CardMoved,
    CardPlacedInTrick,
    CardRemoved,
    CardRestored,
    Choice,
    ChooserRole,
    Consequence,
    DirectorReview,
    FollowUp,
    InformationSource,
    IrregularityKind,
    LawRef,
    Moment,
    NoRectification,
    Option,
    ProceduralPenalty,
    Proceed,
    Reason,
    RestoreSource,
    Ruling,
    UnauthorisedInformation,
    ref,
)
from tdcompanion.core.seats import Seat
from tdcompanion.core.tricks import TRICKS_PER_DEAL

# --- Law 14 ------------------------------------------------------------------------------------------


class Found(enum.Enum):
    """Where the Director's search found the missing card."""

    AMONG_PLAYED_CARDS = "among_played_cards"
    """Among the played cards (14B1: Law 67)."""
    ELSEWHERE = "elsewhere"
    """Anywhere else: on the floor, in the board, in another hand's cards (14A1, 14B2)."""
    NOT_FOUND = "not_found"
    """Not found: the deal is reconstructed with another pack (14A2, 14B3)."""


MISSING_CARDS = Fact.cards("law14.missing_cards", "14")
"""The cards missing from the deficient hand(s), when the deal does not show them."""
OWNER = Fact.seat("law14.owner", "14", keyed=True)
"""The hand a missing card belongs to (keyed by the card), when the deal does not show it."""
FOUND = Fact.choice("law14.found", Found, "14A", "14B", keyed=True)
EXPOSED = Fact.yes_no("law14.exposed", "14B4", "49", keyed=True)
"""Whether a defender's card, where it was found, was face up where his partner could see it."""
OWNER_DEFENDS = Fact.yes_no("law14.owner_defends", "48A", keyed=True)
"""Whether the owner of a missing card defends (asked only when the record has no contract)."""

_UI = ref("14C")


@WBF2017.register
class MissingCard(Family):
    """Law 14 (and 67 through 14B1)."""

    kinds = (IrregularityKind.MISSING_CARD,)
    laws = (14,)
    group = KindGroup.CARDS

    def rule(self, ctx: Context) -> Ruling:
        deal = ctx.record.deal
        over = [s for s in Seat if (h := deal.hands[s]) is not None and len(h) > HAND_SIZE]
        if over:
            ctx.refuse("hand_over_13", seats=tuple(over), law=ref("13"))
        cards = self._missing_cards(ctx)
        owners = {card: self._owner(ctx, card) for card in cards}
        period = ctx.period()
        if period is Period.AFTER_CORRECTION_PERIOD:
            return _ruling14(ctx, (ref("14B"), ref("79C")),
                             (NoRectification(law=ref("14B"), reason=Reason.AFTER_CORRECTION_PERIOD),))  # fmt: skip
        before = period.rank <= Period.CLARIFICATION.rank
        found = {
            card: ctx.fact(
                FOUND,
                key=card.pbn,
                choices=(Found.ELSEWHERE, Found.NOT_FOUND) if before else tuple(Found),
                refuse_as="no_card_played_yet",
                card=card,
                seat=owners[card],
            )
            for card in cards
        }
        if before:
            return self._before_play(ctx, owners, found)
        among = [c for c in cards if found[c] is Found.AMONG_PLAYED_CARDS]
        if among and len(cards) == 1:
            card = among[0]
            ruling = ctx.delegate(IrregularityKind.DEFECTIVE_TRICK, {
                law67.OFFENDER: owners[card], law67.DEFECT: law67.Defect.TOO_MANY, law67.EXTRA_CARDS: (card,),
                law67.NEXT_TRICK_PLAYED: True})  # fmt: skip
            laws = (ref("14B1"), *ruling.laws)
            consequences = (*ruling.consequences, _partner_ui(owners[card], (card,)))
            return Ruling(irregularity=IrregularityKind.MISSING_CARD, laws=laws, offender=ruling.offender,
                          consequences=consequences, choices=ruling.choices, edition=ctx.lawbook.name)  # fmt: skip
        return self._after_lead(ctx, owners, found, period)

    # -- which card, whose hand ---------------------------------------------------------------------

    def _missing_cards(self, ctx: Context) -> tuple[Card, ...]:
        deal = ctx.record.deal
        hands = deal.hands
        shown: tuple[Card, ...] | None = None
        short = any(h is not None and len(h) < HAND_SIZE for h in hands)
        if all(h is not None for h in hands) and short:
            shown = deal.cards_not_dealt()
        cards = ctx.fact(MISSING_CARDS, shown=shown or None)
        if not cards:
            ctx.refuse("no_missing_card", fact=MISSING_CARDS.id)
        played = ctx.record.played_cards()
        for card in cards:
            if card in played:
                ctx.refuse("card_was_played", fact=MISSING_CARDS.id, card=card, seat=_player_of(ctx, card))
        return cards

    def _owner(self, ctx: Context, card: Card) -> Seat:
        deal = ctx.record.deal
        holder = deal.holder(card)
        short = tuple(s for s in Seat if (h := deal.hands[s]) is None or len(h) < HAND_SIZE)
        shown = holder
        if shown is None and len(short) == 1:
            shown = short[0]
        owner = ctx.fact(OWNER, key=card.pbn, shown=shown, choices=short or tuple(Seat), refuse_as="hand_not_short",
                         card=card)  # fmt: skip
        return owner

    # -- 14A: before the opening lead is faced ---------------------------------------------------------

    def _before_play(self, ctx: Context, owners: dict[Card, Seat], found: dict[Card, Found]) -> Ruling:
        consequences: list[Consequence] = []
        laws: list[LawRef] = []
        for card, seat in owners.items():
            law = ref("14A1") if found[card] is Found.ELSEWHERE else ref("14A2")
            source = RestoreSource.FOUND if found[card] is Found.ELSEWHERE else RestoreSource.OTHER_PACK
            consequences.append(CardRestored(law=law, seat=seat, card=card, source=source))
            _add(laws, law)
        consequences.append(Proceed(law=ref("14A3"), calls_stand=True))
        consequences.extend(_ui_by_owner(owners))
        return _ruling14(ctx, (*laws, ref("14A3"), _UI), tuple(consequences))

    # -- 14B: after the opening lead is faced -----------------------------------------------------------

    def _after_lead(self, ctx: Context, owners: dict[Card, Seat], found: dict[Card, Found], period: Period) -> Ruling:
        consequences: list[Consequence] = []
        laws: list[LawRef] = []
        restored: dict[Seat, list[Card]] = {}
        exposed: dict[Seat, list[Card]] = {}
        for card, seat in owners.items():
            where = found[card]
            if where is Found.AMONG_PLAYED_CARDS:  # with other cards missing too: rule on each trick next
                consequences.append(FollowUp(law=ref("14B1"), irregularity=IrregularityKind.DEFECTIVE_TRICK, seat=seat,
                                             card=card))  # fmt: skip
                _add(laws, ref("14B1"))
                continue
            law = ref("14B2") if where is Found.ELSEWHERE else ref("14B3")
            source = RestoreSource.FOUND if where is Found.ELSEWHERE else RestoreSource.OTHER_PACK
            consequences.append(CardRestored(law=law, seat=seat, card=card, source=source))
            _add(laws, law)
            restored.setdefault(seat, []).append(card)
            faced = where is Found.ELSEWHERE and self._defends(ctx, seat, card)
            if faced and ctx.fact(EXPOSED, key=card.pbn, card=card, seat=seat):
                exposed.setdefault(seat, []).append(card)
        for seat, cards in exposed.items():
            consequences.extend(ctx.penalty_cards(seat, cards, ref("14B4")))
        for seat, cards in restored.items():
            consequences.extend(law67.revokes_revealed(ctx, consequences, seat, cards, law=ref("14B4")))
        if restored:
            _add(laws, ref("14B4"))
        if period is Period.PLAY:
            consequences.append(Proceed(law=ref("14B")))
        consequences.extend(_ui_by_owner(owners))
        return _ruling14(ctx, (*laws, _UI), tuple(consequences))

    def _defends(self, ctx: Context, seat: Seat, card: Card) -> bool:
        return ctx.fact(OWNER_DEFENDS, key=card.pbn, shown=ctx.record.is_defender(seat), seat=seat)


def _ui_by_owner(owners: dict[Card, Seat]) -> list[Consequence]:
    by_seat: dict[Seat, list[Card]] = {}
    for card, seat in owners.items():
        by_seat.setdefault(seat, []).append(card)
    return [_partner_ui(seat, tuple(cards)) for seat, cards in by_seat.items()]


def _partner_ui(seat: Seat, cards: tuple[Card, ...]) -> UnauthorisedInformation:
    return UnauthorisedInformation(law=_UI, for_seat=seat.partner, source=InformationSource.CARD_REPLACED, cards=cards)


def _ruling14(ctx: Context, laws: tuple[LawRef, ...], consequences: tuple[Consequence, ...]) -> Ruling:
    return Ruling(irregularity=IrregularityKind.MISSING_CARD, laws=laws, consequences=consequences,
                  edition=ctx.lawbook.name)  # fmt: skip


def _player_of(ctx: Context, card: Card) -> Seat | None:
    state = ctx.record.state
    if state is None:
        return None
    tricks = (*state.tricks, state.current) if state.current is not None else state.tricks
    return next((tc.seat for t in tricks for tc in t.cards if tc.card == card), None)


def _add(laws: list[LawRef], law: LawRef) -> None:
    if law not in laws:
        laws.append(law)


# --- Law 13 ------------------------------------------------------------------------------------------


class Surplus(enum.Enum):
    """What the surplus is."""

    MISPLACED = "misplaced"
    """A hand holds more than 13 cards and another fewer: cards in the wrong hand (13A, 13B, 13D)."""
    FOREIGN = "foreign"
    """A card that is not part of the deal, e.g. from another pack (13C)."""


SURPLUS = Fact.choice("law13.surplus", Surplus, "13")
OVER_SEAT = Fact.seat("law13.over_seat", "13")
"""The hand with more than 13 cards, when the deal does not show it."""
SHORT_SEAT = Fact.seat("law13.short_seat", "13")
"""The hand with fewer than 13 cards, when the deal does not show it."""
MISPLACED_CARDS = Fact.cards("law13.misplaced_cards", "13A1", "13B1")
"""The cards of the hand over 13 that belong to the short hand (the board's hand record tells)."""
CALL_MADE = Fact.yes_no("law13.call_made", "13A", "13B")
"""Whether a player holding an incorrect number of cards has made a call."""
CARD_SEEN = Fact.yes_no("law13.card_seen", "13A2")
"""Whether a player has seen one or more cards of another player's hand."""
CAN_BE_PLAYED = Fact.yes_no("law13.can_be_played", "13B1", "13B2", judgement=judgement.DEAL_PLAYABLE)
"""The Director's judgement: the deal can be corrected and played."""
FOREIGN_CARD = Fact.card("law13.foreign_card", "13C")
FOREIGN_HOLDER = Fact.seat("law13.foreign_holder", "13C")
FOREIGN_PLAYED = Fact.yes_no("law13.foreign_played", "13C")
"""Whether the surplus card was played to a quitted trick."""
FOREIGN_TRICK = Fact.number("law13.foreign_trick", "13C", minimum=1, maximum=TRICKS_PER_DEAL)
"""The quitted trick the surplus card was played to, when the record does not show it."""
TRICK_STANDS = "law13.trick_stands"
"""13C: nothing is rectified beyond taking the card out; the trick keeps its result."""


@WBF2017.register
class IncorrectNumberOfCards(Family):
    """Law 13."""

    kinds = (IrregularityKind.SURPLUS_CARD,)
    laws = (13,)
    group = KindGroup.CARDS

    def rule(self, ctx: Context) -> Ruling:
        deal = ctx.record.deal
        known = all(h is not None for h in deal.hands)
        counts = [len(h) if h is not None else HAND_SIZE for h in deal.hands]
        over = tuple(s for s in Seat if counts[s] > HAND_SIZE)
        short = tuple(s for s in Seat if counts[s] < HAND_SIZE)
        shown = None
        if known and deal.duplicates() and not short:
            shown = Surplus.FOREIGN
        elif known and over and short and not deal.duplicates():
            shown = Surplus.MISPLACED
        surplus = ctx.fact(SURPLUS, shown=shown)
        if surplus is Surplus.FOREIGN:
            return self._foreign(ctx)
        return self._misplaced(ctx, over, short)

    # -- 13C: a card not part of the deal -----------------------------------------------------------

    def _foreign(self, ctx: Context) -> Ruling:
        deal = ctx.record.deal
        twice = sorted(deal.duplicates())
        card = ctx.fact(FOREIGN_CARD, shown=twice[0] if len(twice) == 1 else None, choices=twice or None)
        holders = tuple(s for s in Seat if (h := deal.hands[s]) is not None and card in h)
        twice_in_one = len(holders) == 1 and sum(1 for c in deal.hands[holders[0]] or () if c == card) > 1
        holder = ctx.fact(FOREIGN_HOLDER, shown=holders[0] if twice_in_one else None, choices=holders or None,
                          refuse_as="card_not_in_hand", card=card)  # fmt: skip
        played = self._played_by(ctx, holder, card)
        if not ctx.fact(FOREIGN_PLAYED, shown=played, card=card, seat=holder):
            current = ctx.record.state.current if ctx.record.state is not None else None
            in_progress = current is not None and current.card_of(holder) == card
            trick = current.number if current is not None and in_progress else None  # out of the trick in progress
            return _ruling13(ctx, (ref("13C"),), (CardRemoved(law=ref("13C"), seat=holder, card=card, trick=trick),
                                                  Proceed(law=ref("13C"))))  # fmt: skip
        return self._out_of_trick(ctx, holder, card)

    def _out_of_trick(self, ctx: Context, holder: Seat, card: Card) -> Ruling:
        """13C, the card played to a quitted trick: it is taken out of that trick and nothing else is
        rectified, so the trick keeps its result and having played it is neither a revoke (64) nor a
        penalty card (50). Only then may the Director adjust the score, at the end of play. The hand
        is now one card too long for the tricks played: the player places one of his cards among his
        played cards for that trick (as a defective trick's is put right, 67B1, but with no penalty:
        13C allows none), of the suit led if he has one; it does not change who won the trick."""
        state = ctx.record.state
        shown = next((t.number for t in state.tricks if t.card_of(holder) == card), None) if state else None
        last = len(state.tricks) if state is not None else TRICKS_PER_DEAL
        trick = ctx.fact(FOREIGN_TRICK, shown=shown, choices=range(1, last + 1), card=card, seat=holder)
        consequences = (
            CardRemoved(law=ref("13C"), seat=holder, card=card, trick=trick),
            NoRectification(law=ref("13C"), reason=TRICK_STANDS),
            DirectorReview(law=ref("13C"), when=Moment.END_OF_PLAY, reason=Reason.SURPLUS_CARD_PLAYED),
        )
        led = state.tricks[trick - 1].suit_led if state is not None and trick <= len(state.tricks) else None
        hand = ctx.record.hand_now(holder)
        if hand is not None and state is not None:
            following = tuple(c for c in hand if c.suit is led)
            options = tuple(
                Option(id=f"place_{c.pbn}", laws=(ref("13C"),), cards=(c,),
                       consequences=(CardPlacedInTrick(law=ref("13C"), seat=holder, card=c, trick=trick),))
                for c in following or tuple(hand.cards)
            )  # fmt: skip
        else:
            options = (Option(id="place_card", laws=(ref("13C"),), consequences=(
                CardPlacedInTrick(law=ref("13C"), seat=holder, card=None, trick=trick),)),)  # fmt: skip
        declarer = ctx.record.declarer  # the player acting as declarer (his partner after a 54A swap)
        defends = declarer is None or holder.side is not declarer.side
        chooser = holder if defends or declarer is None else declarer  # declarer plays dummy's cards (45B)
        role = ChooserRole.DEFENDER if defends else ChooserRole.DECLARER
        choice = Choice(id="law13.card_to_place", chooser=chooser, role=role, laws=(ref("13C"),), options=options)
        return Ruling(irregularity=IrregularityKind.SURPLUS_CARD, laws=(ref("13C"),), consequences=consequences,
                      choices=(choice,), edition=ctx.lawbook.name)  # fmt: skip

    def _played_by(self, ctx: Context, seat: Seat, card: Card) -> bool | None:
        """Whether ``seat`` played ``card`` to a quitted trick, as far as the record tells."""
        record = ctx.record
        if record.opening_lead_faced is False:
            return False
        state = record.state
        if state is None:
            return None
        if any(t.card_of(seat) == card for t in state.tricks):
            return True
        return None if state.is_finished else False

    # -- 13A, 13B, 13D: cards in the wrong hand ---------------------------------------------------------

    def _misplaced(self, ctx: Context, over: tuple[Seat, ...], short: tuple[Seat, ...]) -> Ruling:
        over_seat = ctx.fact(OVER_SEAT, shown=over[0] if len(over) == 1 else None, choices=over or None)
        short_seat = ctx.fact(SHORT_SEAT, shown=short[0] if len(short) == 1 else None,
                              choices=short or tuple(s for s in Seat if s is not over_seat))  # fmt: skip
        if short_seat is over_seat:
            ctx.refuse("same_hand", fact=SHORT_SEAT.id, seat=over_seat)
        period = ctx.period()
        if period is Period.AFTER_CORRECTION_PERIOD:
            return _ruling13(ctx, (ref("13D"), ref("79C")),
                             (NoRectification(law=ref("79C"), reason=Reason.AFTER_CORRECTION_PERIOD),))  # fmt: skip
        if period.rank >= Period.AFTER_PLAY.rank:
            return _ruling13(ctx, (ref("13D"),), (
                AdjustedScore(law=ref("13D"), reason=Reason.FOUND_AFTER_PLAY),
                ProceduralPenalty(law=ref("13D"))))  # fmt: skip
        called = ctx.fact(CALL_MADE, shown=self._called(ctx, (over_seat, short_seat)), seats=(over_seat, short_seat))
        moves = self._moves(ctx, over_seat, short_seat, ref("13B1") if called else ref("13A1"))
        if not called:
            consequences: list[Consequence] = list(moves)
            if ctx.fact(CARD_SEEN):
                consequences += [Proceed(law=ref("13A2")),
                                 DirectorReview(law=ref("13A2"), when=Moment.END_OF_PLAY,
                                                reason=Reason.EXTRANEOUS_INFORMATION),
                                 ProceduralPenalty(law=ref("13A2"))]  # fmt: skip
                return _ruling13(ctx, (ref("13A1"), ref("13A2")), tuple(consequences))
            consequences.append(Proceed(law=ref("13A1")))
            return _ruling13(ctx, (ref("13A1"),), tuple(consequences))
        if ctx.fact(CAN_BE_PLAYED):
            return _ruling13(ctx, (ref("13B1"),), (*moves, Proceed(law=ref("13B1"), calls_stand=True),
                             DirectorReview(law=ref("13B1"), when=Moment.END_OF_PLAY,
                                            reason=Reason.CALLS_WITH_INCORRECT_HAND)))  # fmt: skip
        adjusted = AdjustedScore(law=ref("13B2"), reason=Reason.CANNOT_BE_CORRECTED)
        return _ruling13(ctx, (ref("13B2"), ref("12C1(b)")), (adjusted, ProceduralPenalty(law=ref("13B2"))))

    def _moves(self, ctx: Context, over_seat: Seat, short_seat: Seat, law: LawRef) -> tuple[CardMoved, ...]:
        deal = ctx.record.deal
        over_hand, short_hand = deal.hands[over_seat], deal.hands[short_seat]
        excess = len(over_hand) - HAND_SIZE if over_hand is not None else None
        if short_hand is not None and excess is not None and HAND_SIZE - len(short_hand) != excess:
            ctx.refuse("counts_differ", over=over_seat, short=short_seat)
        cards = ctx.fact(MISPLACED_CARDS, choices=over_hand.cards if over_hand is not None else FULL_PACK,
                         refuse_as="card_not_in_hand", seat=over_seat, to=short_seat, count=excess)  # fmt: skip
        if excess is not None and len(cards) != excess:
            ctx.refuse("wrong_count", fact=MISPLACED_CARDS.id, count=excess, given=len(cards))
        return tuple(CardMoved(law=law, card=c, from_seat=over_seat, to_seat=short_seat) for c in cards)

    def _called(self, ctx: Context, seats: tuple[Seat, ...]) -> bool | None:
        record = ctx.record
        if record.auction_over:
            return True  # every player calls at least once in a completed auction
        if record.auction is None:
            return None
        return any(e.seat in seats for e in record.auction.entries)


def _ruling13(ctx: Context, laws: tuple[LawRef, ...], consequences: tuple[Consequence, ...]) -> Ruling:
    return Ruling(irregularity=IrregularityKind.SURPLUS_CARD, laws=laws, consequences=consequences,
                  edition=ctx.lawbook.name)  # fmt: skip
