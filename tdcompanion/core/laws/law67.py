"""Law 67, the defective trick: a player omitted to play to a trick, played too many cards to it,
or played a card that did not end up among the quitted tricks (with Laws 45E, 58B, 64A2).

Before a player of each side has played to the next trick (67A) the trick is simply put right;
afterwards (67B) an omission is a deemed revoke costing one trick under 64A2, and an extra card is
restored to the hand, where it is deemed to have been throughout: failing to play it earlier may
be a revoke, found by replaying the record. Law 14B1 hands over here when a missing card is found
among the played cards.
"""

from __future__ import annotations

import enum

from tdcompanion.core.cards import Card, Suit
from tdcompanion.core.errors import InputError
from tdcompanion.core.laws import judgement
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup
from tdcompanion.core.laws.facts import Fact
from tdcompanion.core.laws.record import BoardRecord
from tdcompanion.core.laws.ruling import (
    AdjustedScore,
    CardPlacedInTrick,
    CardRestored,
    CardWithdrawn,
    Choice,
    ChooserRole,
    Consequence,
    DirectorReview,
    FollowUp,
    IrregularityKind,
    LawRef,
    Moment,
    NoRectification,
    Option,
    Reason,
    RestoreSource,
    Ruling,
    SupplyCard,
    TrickTransfer,
    ref,
)
from tdcompanion.core.play import PlayError
from tdcompanion.core.seats import Seat
from tdcompanion.core.tricks import TRICKS_PER_DEAL, Trick


class Defect(enum.Enum):
    """What is wrong with the trick."""

    OMITTED = "omitted"
    """The offender played no card to it (67A1, 67B1)."""
    TOO_MANY = "too_many"
    """The offender played more than one card to it (67A2, 67B2)."""
    NOT_AMONG_QUITTED = "not_among_quitted"
    """The offender played a card to it that was not put among the quitted tricks (67B3)."""


class ExtraCard(enum.Enum):
    """How a second card came to be played, before both sides played to the next trick (67A2)."""

    SIMULTANEOUS = "simultaneous"
    """Played together with the other card (Law 58B)."""
    FIFTH_CARD = "fifth_card"
    """Played to a trick that already had four cards (Law 45E)."""


OFFENDER = Fact.seat("law67.offender", "67")
TRICK = Fact.number("law67.trick", "67", minimum=1, maximum=TRICKS_PER_DEAL)
DEFECT = Fact.choice("law67.defect", Defect, "67A", "67B")
NEXT_TRICK_PLAYED = Fact.yes_no("law67.next_trick_played", "67A", "67B")
"""Whether a player of each side had played to the following trick when attention was drawn."""
SUIT_LED = Fact.suit("law67.suit_led", "67B1")
EXTRA_CARDS = Fact.cards("law67.extra_cards", "67B2(a)")
"""The offender's cards found among his played cards of the trick besides the one recorded."""
HOW_EXTRA = Fact.choice("law67.how_extra", ExtraCard, "45E", "58B")
FACES_VISIBLE = Fact.yes_no("law67.faces_visible", "58B1", "58B2")
"""Whether the face of more than one of the cards played together was visible."""
DEEMED_LED = Fact.yes_no("law67.deemed_led", "45E1", judgement=judgement.FIFTH_CARD_LED)
"""The Director deems the fifth card a lead to the next trick (Laws 53-56 then apply)."""
FACED_KNOWN = Fact.yes_no("law67.faced_known", "67B2(a)", judgement=judgement.CARD_FACED)
"""Whether the Director can tell which card was faced in playing to the trick."""
FACED_CARD = Fact.card("law67.faced_card", "67B2(a)")
EXPOSED = Fact.yes_no("law67.exposed", "67B2", keyed=True)
"""Whether a defender's extra card was exposed while it was restored (footnote 20: penalty card)."""
DELIBERATE = Fact.yes_no("law67.deliberate", "50B", keyed=True, judgement=judgement.DELIBERATE_EXPOSURE)
"""Whether a defender's extra card was exposed through deliberate play (Law 50B: major)."""
OFFENDER_DEFENDS = Fact.yes_no("law67.offender_defends", "48A")
"""Whether the offender is a defender (declarer's and dummy's cards never become penalty cards)."""
PLAYED_CARD = Fact.card("law67.card", "67B3")
PLAYED_AGAIN = Fact.yes_no("law67.played_again", "67B3")
LATER_TRICK = Fact.number("law67.later_trick", "67B3", minimum=2, maximum=TRICKS_PER_DEAL)
TOO_LATE = Fact.yes_no("law67.too_late", "67B3")


@WBF2017.register
class DefectiveTrick(Family):
    """Law 67."""

    kinds = (IrregularityKind.DEFECTIVE_TRICK,)
    laws = (67,)
    group = KindGroup.PLAY
    #: Law 67B1: an omission after both sides played on is a deemed revoke, one trick under 64A2.
    OMISSION_TRICKS = 1

    def rule(self, ctx: Context) -> Ruling:
        record = ctx.record
        short = _short_trick(record)
        long = _long_trick(record) if short is None else None
        marked = short or long
        offender = ctx.fact(OFFENDER, shown=short.omitted if short is not None else long.extra if long else None)
        trick = self._trick(ctx, marked)
        quitted = _quitted(record, trick)
        played_on = ctx.fact(NEXT_TRICK_PLAYED, shown=_next_trick_played(record, trick), trick=trick)
        recorded = Defect.OMITTED if short is not None else Defect.TOO_MANY if long is not None else None
        defect = ctx.fact(DEFECT, shown=recorded, seat=offender, trick=trick)
        if defect is Defect.NOT_AMONG_QUITTED:
            return self._misplaced(ctx, offender, trick, quitted)
        if not played_on:
            if defect is Defect.OMITTED:
                supply = SupplyCard(law=ref("67A1"), seat=offender, trick=trick)
                return _ruling(ctx, offender, (ref("67A1"),), (supply,))
            return self._extra_before(ctx, offender, trick, quitted)
        if defect is Defect.OMITTED:
            return self._omitted(ctx, offender, trick, quitted)
        return self._too_many(ctx, offender, trick, quitted)

    def _trick(self, ctx: Context, short: Trick | None) -> int:
        """The defective trick: read off the record when it marks one (``short``), else asked."""
        state = ctx.record.state
        if state is None:
            return ctx.fact(TRICK)
        current = state.current
        in_progress = current is not None and current.extra is not None and bool(current.extra_cards)
        if not state.tricks and not in_progress:
            ctx.refuse("no_quitted_trick")
        last = len(state.tricks) + (1 if in_progress else 0)
        return ctx.fact(TRICK, shown=short.number if short is not None else None,
                        choices=range(1, last + 1))  # fmt: skip

    # -- 67B1: an omission found late -----------------------------------------------------------

    def _omitted(self, ctx: Context, offender: Seat, trick: int, quitted: Trick | None) -> Ruling:
        record = ctx.record
        if quitted is not None and quitted.card_of(offender) is not None:
            ctx.refuse("card_recorded", fact=DEFECT.id, seat=offender, trick=trick, card=quitted.card_of(offender))
        led = ctx.fact(SUIT_LED, shown=quitted.suit_led if quitted is not None else None, trick=trick)
        hand = record.hand_now(offender)
        law_a, law_b = ref("67B1(a)"), ref("67B1(b)")
        if hand is not None:
            following = tuple(c for c in hand if c.suit is led)
            cards, law = (following, law_a) if following else (tuple(hand.cards), law_b)
            options = tuple(
                Option(id=f"place_{card.pbn}", laws=(law,), cards=(card,),
                       consequences=(CardPlacedInTrick(law=law, seat=offender, card=card, trick=trick),))
                for card in cards
            )  # fmt: skip
        else:
            options = (Option(id="place_card", laws=(law_a, law_b), suits=(led,), consequences=(
                CardPlacedInTrick(law=ref("67B1"), seat=offender, card=None, trick=trick),)),)  # fmt: skip
        choice = Choice(id="law67.card_to_place", chooser=offender, role=ChooserRole.OFFENDER, laws=(ref("67B1"),),
                        options=options)  # fmt: skip
        consequences: list[Consequence] = []
        won = _offenders_tricks_from(record, offender, trick)
        if won == 0:
            consequences.append(NoRectification(law=ref("64B1"), reason="offenders_won_no_later_trick"))
        else:  # counted at the end of play unless the record already shows it
            count = self.OMISSION_TRICKS if won is None else min(won, self.OMISSION_TRICKS)
            consequences.append(TrickTransfer(law=ref("64A2"), to_side=offender.side.opponents, count=count,
                                              trick=trick))  # fmt: skip
        consequences.append(DirectorReview(law=ref("64C"), when=Moment.END_OF_PLAY, reason=Reason.REVOKE_EQUITY))
        return _ruling(ctx, offender, (ref("67B1"), ref("64A2")), tuple(consequences), (choice,))

    # -- 67A2: too many cards, found in time ---------------------------------------------------------

    def _extra_before(self, ctx: Context, offender: Seat, trick: int, quitted: Trick | None) -> Ruling:
        extras = self._extras(ctx, offender, quitted)
        in_trick = quitted is not None and set(extras) <= set(quitted.extra_cards)
        how = ctx.fact(HOW_EXTRA, shown=ExtraCard.FIFTH_CARD if in_trick and _fifth(quitted) else None,
                       seat=offender, trick=trick)  # fmt: skip
        defender = _defends(ctx, offender)

        def back(cards: tuple[Card, ...], law: LawRef) -> tuple[CardRestored, ...]:
            """The extra cards the record shows in the trick leave it (read out, and so enforced)."""
            return tuple(CardRestored(law=law, seat=offender, card=c, source=RestoreSource.PLAYED_CARDS)
                         for c in cards if in_trick)  # fmt: skip

        if how is ExtraCard.FIFTH_CARD:
            if ctx.fact(DEEMED_LED, seat=offender):
                kind = IrregularityKind.LEAD_OUT_OF_TURN
                follow = tuple(FollowUp(law=ref("45E1"), irregularity=kind, seat=offender, card=c) for c in extras)
                return _ruling(ctx, offender, (ref("67A2"), ref("45E1")), follow)
            if not defender:
                return _ruling(ctx, offender, (ref("67A2"), ref("45E2")), (*back(extras, ref("45E2")),
                               NoRectification(law=ref("45E2"), reason="returned_to_hand")))  # fmt: skip
            pcs = ctx.penalty_cards(offender, extras, ref("45E1"), deliberate=True)
            return _ruling(ctx, offender, (ref("67A2"), ref("45E1")), (*back(extras, ref("45E1")), *pcs))
        if not ctx.fact(FACES_VISIBLE, seat=offender):
            return _ruling(ctx, offender, (ref("67A2"), ref("58B1")),
                           (NoRectification(law=ref("58B1"), reason="only_one_face_visible"),))  # fmt: skip
        recorded = quitted.card_of(offender) if quitted is not None else None
        candidates = ((recorded,) if recorded is not None else ()) + extras
        options = []
        for card in candidates:
            others = tuple(c for c in candidates if c != card)
            consequences: list[Consequence] = []
            if recorded is not None and card != recorded:
                consequences.append(CardPlacedInTrick(law=ref("58B2"), seat=offender, card=card, trick=trick))
            consequences.extend(back(others, ref("58B2")))
            if defender:
                consequences.extend(ctx.penalty_cards(offender, others, ref("58B2")))
            options.append(Option(id=f"play_{card.pbn}", laws=(ref("58B2"),), cards=(card,),
                                  consequences=tuple(consequences)))  # fmt: skip
        choice = Choice(id="law67.designate", chooser=offender, role=ChooserRole.OFFENDER, laws=(ref("58B2"),),
                        options=tuple(options))  # fmt: skip
        return _ruling(ctx, offender, (ref("67A2"), ref("58B2")), (), (choice,))

    # -- 67B2: too many cards, found late ------------------------------------------------------------

    def _too_many(self, ctx: Context, offender: Seat, trick: int, quitted: Trick | None) -> Ruling:
        extras = self._extras(ctx, offender, quitted)
        recorded = quitted.card_of(offender) if quitted is not None else None
        consequences: list[Consequence] = []
        restored = list(extras)
        if recorded is not None:
            candidates = (recorded, *extras)
            if ctx.fact(FACED_KNOWN, seat=offender, trick=trick):
                faced = ctx.fact(FACED_CARD, choices=candidates, seat=offender, trick=trick)
            else:
                faced = _highest_legal(candidates, quitted.suit_led if quitted is not None else None)
            if faced != recorded:
                restored = [c for c in candidates if c != faced]
                consequences.append(CardPlacedInTrick(law=ref("67B2(a)"), seat=offender, card=faced, trick=trick))
        consequences.extend(CardRestored(law=ref("67B2(a)"), seat=offender, card=c, source=RestoreSource.PLAYED_CARDS)
                            for c in restored)  # fmt: skip
        if _defends(ctx, offender):
            exposed = [c for c in restored if ctx.fact(EXPOSED, key=c.pbn, seat=offender, card=c)]
            meant = {c for c in exposed if c.rank.is_honour or ctx.fact(DELIBERATE, key=c.pbn, seat=offender, card=c)}
            consequences.extend(ctx.penalty_cards(offender, exposed, ref("67B2"), deliberate=meant))
        consequences.extend(revokes_revealed(ctx, consequences, offender, restored, law=ref("67B2(b)")))
        return _ruling(ctx, offender, (ref("67B2"),), tuple(consequences))

    def _extras(self, ctx: Context, offender: Seat, quitted: Trick | None) -> tuple[Card, ...]:
        if quitted is not None and quitted.extra is offender and quitted.extra_cards:
            return ctx.fact(EXTRA_CARDS, shown=quitted.extra_cards, seat=offender)  # the record shows them
        hand = ctx.record.hand_now(offender)
        deal_hand = ctx.record.deal.hands[offender]
        choices = None
        if hand is not None and deal_hand is not None and len(deal_hand) >= 13:
            choices = tuple(hand.cards)
        extras = ctx.fact(EXTRA_CARDS, choices=choices, refuse_as="card_not_in_hand", seat=offender)
        if not extras:
            ctx.refuse("no_extra_card", fact=EXTRA_CARDS.id, seat=offender)
        played = ctx.record.played_cards()
        for card in extras:
            holder = ctx.record.deal.holder(card)
            if card in played or (holder is not None and holder is not offender):
                ctx.refuse("card_elsewhere", fact=EXTRA_CARDS.id, seat=offender, card=card, holder=holder)
        if quitted is not None and quitted.card_of(offender) in extras:
            ctx.refuse("card_recorded", fact=EXTRA_CARDS.id, seat=offender, card=quitted.card_of(offender))
        return extras

    # -- 67B3: a card played but not among the quitted tricks -----------------------------------------

    def _misplaced(self, ctx: Context, offender: Seat, trick: int, quitted: Trick | None) -> Ruling:
        recorded = quitted.card_of(offender) if quitted is not None else None
        card = ctx.fact(PLAYED_CARD, shown=recorded, seat=offender, trick=trick)
        consequences: list[Consequence] = [CardPlacedInTrick(law=ref("67B3"), seat=offender, card=card, trick=trick)]
        state = ctx.record.state
        last = len(state.tricks) + (1 if state.current and state.current.cards else 0) if state else TRICKS_PER_DEAL
        later_tricks = range(trick + 1, min(last, TRICKS_PER_DEAL) + 1)
        if ctx.fact(PLAYED_AGAIN, shown=False if not later_tricks else None, seat=offender, card=card):
            later = ctx.fact(LATER_TRICK, choices=later_tricks, seat=offender, card=card)
            if ctx.fact(TOO_LATE, seat=offender, card=card, trick=later):
                consequences.append(AdjustedScore(law=ref("67B3"), reason=Reason.CARD_PLAYED_TWICE))
            else:
                consequences.append(CardWithdrawn(law=ref("67B3"), seat=offender, card=card, trick=later))
                consequences.append(SupplyCard(law=ref("67B3"), seat=offender, trick=later))
        return _ruling(ctx, offender, (ref("67B3"),), tuple(consequences))


# --- helpers (Law 14 uses them too) -------------------------------------------------------------------


def revokes_revealed(
    ctx: Context,
    consequences: list[Consequence] | tuple[Consequence, ...],
    seat: Seat,
    cards: list[Card] | tuple[Card, ...],
    *,
    law: LawRef,
) -> tuple[FollowUp, ...]:
    """Revokes by ``seat`` that the cards restored in ``consequences`` reveal: tricks where he
    showed out of a suit while deemed to hold one of ``cards`` (Laws 14B4, 67B2(b)). Refuses facts
    that make the recorded play impossible."""
    try:
        corrected = ctx.record.apply(consequences)
    except (PlayError, InputError) as exc:
        ctx.refuse("restored_card_conflicts", seat=seat, cards=tuple(cards), problem=str(exc))
    if corrected.play is None:
        return ()
    suits = {c.suit for c in cards}
    return tuple(
        FollowUp(law=law, irregularity=IrregularityKind.REVOKE, seat=r.seat, trick=r.trick, card=r.card,
                 event=r.index, established=r.established)
        for r in corrected.play.revokes()
        if r.seat is seat and r.suit_led in suits
    )  # fmt: skip


def _defends(ctx: Context, seat: Seat) -> bool:
    defends = ctx.record.is_defender(seat)
    return bool(ctx.fact(OFFENDER_DEFENDS, shown=defends, seat=seat))



def _short_trick(record: BoardRecord) -> Trick | None:
    """The first quitted trick the record shows short of a player's card, not yet put right (Law 67)."""
    state = record.state
    if state is None:
        return None
    return next((t for t in state.tricks if t.omitted is not None and t.card_of(t.omitted) is None), None)


def _long_trick(record: BoardRecord) -> Trick | None:
    """The first trick, quitted or in progress, in which the record shows a card too many (Law 67)."""
    state = record.state
    if state is None:
        return None
    tricks = (*state.tricks, state.current) if state.current is not None else state.tricks
    return next((t for t in tricks if t.extra is not None and t.extra_cards), None)


def _fifth(trick: Trick | None) -> bool:
    """Whether the extra card came after the trick had four cards (Law 45E), as the record shows it."""
    if trick is None:
        return False
    seats = trick.seats
    fourth = next((i for i in range(len(seats)) if len(set(seats[: i + 1])) == 4), len(seats))
    return fourth < len(seats) - 1 and all(tc.seat is trick.extra for tc in trick.cards[fourth + 1 :])


def _quitted(record: BoardRecord, trick: int) -> Trick | None:
    """Trick ``trick`` as the record shows it: quitted, or the one in progress."""
    state = record.state
    if state is None:
        return None
    if trick == len(state.tricks) + 1:
        return state.current
    if trick > len(state.tricks):
        return None
    return state.tricks[trick - 1]


def _next_trick_played(record: BoardRecord, trick: int) -> bool | None:
    """Whether a player of each side has played to trick ``trick + 1``, as far as the record shows."""
    state = record.state
    if state is None:
        return None
    if len(state.tricks) > trick:
        return True
    if len(state.tricks) == trick:
        cards = state.current.cards if state.current is not None else ()
        return len({tc.seat.side for tc in cards}) == 2
    if len(state.tricks) + 1 == trick:
        return False  # the trick is still in progress
    return None


def _offenders_tricks_from(record: BoardRecord, offender: Seat, trick: int) -> int | None:
    """Tricks the offending side won from trick ``trick`` on, once play is over; ``None`` before."""
    state = record.state
    if state is None or not state.is_finished or len(state.tricks) < trick:
        return None
    return sum(1 for t in state.tricks[trick - 1 :] if t.winner is not None and t.winner.side is offender.side)


def _highest_legal(cards: tuple[Card, ...], led: Suit | None) -> Card:
    """The highest ranking of ``cards`` the player could legally have played (67B2(a)): of the suit
    led if any is."""
    legal = [c for c in cards if c.suit is led] or list(cards)
    return max(legal, key=lambda c: (c.rank, c.suit))


def _ruling(
    ctx: Context,
    offender: Seat,
    laws: tuple[LawRef, ...],
    consequences: tuple[Consequence, ...],
    choices: tuple[Choice, ...] = (),
) -> Ruling:
    return Ruling(irregularity=IrregularityKind.DEFECTIVE_TRICK, laws=laws, offender=offender,
                  consequences=consequences, choices=choices, edition=ctx.lawbook.name)  # fmt: skip
