"""Laws 45-47: when a card is played, dummy's errors, and when a played card may be taken back.

Law 45 says when a card is played: a defender's card held where partner could see its face (45C1), declarer's
card held face up touching or nearly touching the table or kept as if played (45C2), dummy's card deliberately
touched by declarer other than to arrange or reach (45C3), any card named or designated (45C4(a)). Declarer may
correct an unintended designation from dummy (a slip of the tongue) until he next plays from either hand, and an
opponent who played in turn after it may then take his card back (45C4(b), 47C, 47D, 16C). A card dummy placed
that declarer did not name goes back unless each side has played to the next trick (45D); a fifth card is a
defender's penalty card or goes back to declarer's hand, unless it was a lead (45E); dummy indicating a card is
reviewed at the end of play (45F). Law 47 lists when a played card may be taken back (47D, 47E, 47F).

The consequences, reasons and helpers here serve :mod:`.law57_60` too. What the play record shows (who played
which card, to which trick, in what order) is read off it, never asked.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar, NamedTuple

from tdcompanion.core.cards import Card
from tdcompanion.core.laws import judgement
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup
from tdcompanion.core.laws.facts import Fact
from tdcompanion.core.laws.ruling import (
    AuthorisedInformation,
    CardDeemedPlayed,
    CardWithdrawn,
    Choice,
    ChooserRole,
    Consequence,
    DirectorReview,
    FollowUp,
    IrregularityKind,
    LawRef,
    Moment,
    NamedCardPlayed,
    NoRectification,
    Option,
    ProceduralPenalty,
    Proceed,
    Reason,
    Ruling,
    UnauthorisedInformation,
    ref,
)
from tdcompanion.core.laws.table_state import TableState
from tdcompanion.core.play import Play, PlayRecord, PlayState
from tdcompanion.core.seats import Seat, Side
from tdcompanion.core.tricks import TRICKS_PER_DEAL, TrickCard, trick_winner

# --- consequences of this family ---------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class CardReturnedToHand(Consequence):
    """``seat``'s ``card`` goes back into his hand without rectification (Laws 45E2, 48A, 58B1)."""

    kind: ClassVar[str] = "card_returned_to_hand"
    seat: Seat
    card: Card


@dataclass(frozen=True, kw_only=True)
class MayWithdrawAndSubstitute(Consequence):
    """``seat``, who played after the card now changed, may take his card back and play another without
    rectification (Laws 45C4(b), 45D1, 47D, 58B3; Law 16C governs what it showed)."""

    kind: ClassVar[str] = "may_withdraw_and_substitute"
    seat: Seat


@dataclass(frozen=True, kw_only=True)
class DeclarerMayFollowChange(Consequence):
    """If ``seat``'s right-hand opponent changes his card, ``seat`` (declarer) may take back a card he played
    to the trick after it (Law 45D1)."""

    kind: ClassVar[str] = "declarer_may_follow_change"
    seat: Seat


@dataclass(frozen=True, kw_only=True)
class CardDeemedSubsequent(Consequence):
    """``seat``'s ``card``, played at the same time as ``after``'s legal card, counts as played after it (58A)."""

    kind: ClassVar[str] = "card_deemed_subsequent"
    seat: Seat
    card: Card
    after: Seat


@dataclass(frozen=True, kw_only=True)
class CountsAsInTurn(Consequence):
    """``seat``'s irregular card, played after by the non-offending side, counts as played in turn (Law 60A2)."""

    kind: ClassVar[str] = "counts_as_in_turn"
    seat: Seat


@dataclass(frozen=True, kw_only=True)
class AnyLegalCard(Consequence):
    """``seat``, unable to comply with a rectification, may play any otherwise legal card (Law 59)."""

    kind: ClassVar[str] = "any_legal_card"
    seat: Seat


@dataclass(frozen=True, kw_only=True)
class RightsUnaffected(Consequence):
    """A play by the offending side before the ruling takes away none of ``side``'s rights, and may itself be
    rectified (Law 60C)."""

    kind: ClassVar[str] = "rights_unaffected"
    side: Side


@dataclass(frozen=True, kw_only=True)
class IfCannotComply(Consequence):
    """If ``seat`` cannot comply with the option declarer chose, he may play any otherwise legal card (57B, 59)."""

    kind: ClassVar[str] = "if_cannot_comply"
    seat: Seat


@dataclass(frozen=True, kw_only=True)
class WithdrawnCardAuthorised(Consequence):
    """What the ``cards`` that ``side``, the non-offending side, took back showed is authorised for it (16C1(a))."""

    kind: ClassVar[str] = "withdrawn_card_authorised"
    side: Side
    cards: tuple[Card, ...]


class Why(enum.StrEnum):
    """Reasons of this family (see :class:`~tdcompanion.core.laws.ruling.Reason`)."""

    DECLARER_CARD_NOT_PLAYED = "declarer_card_not_played"
    """Declarer's card was not held as if played: no penalty, he need not play it (45C2, 48A)."""
    TOUCHED_TO_ARRANGE = "touched_to_arrange"
    """Declarer touched dummy's card to arrange dummy or to reach another card (45C3)."""
    DESIGNATION_CHANGED = "designation_changed"
    """An unintended designation from dummy corrected in time (45C4(b), 47C)."""
    WRONG_CARD_STANDS = "wrong_card_stands"
    """Dummy's wrongly placed card, too late to change: play goes on unaltered (45D2)."""
    AFTER_OPPONENTS_CHANGE = "after_opponents_change"
    """A card taken back after an opponent changed his play (47D)."""
    TOLD_WRONG_TURN = "told_wrong_turn"
    """An opponent said it was his turn to play (47E1)."""
    MISEXPLANATION_RETRACTION = "misexplanation_retraction"
    """A card played because of a mistaken explanation, taken back in time (47E2(a))."""
    PLAYED_CARD_STANDS = "played_card_stands"
    """A played card may not be taken back (47F2)."""
    MISEXPLANATION_DAMAGE = "misexplanation_damage"
    """Too late to retract a play made on a mistaken explanation: the Director may adjust (47E2(b))."""
    DUMMY_SUGGESTED_PLAY = "dummy_suggested_play"
    """Dummy indicated a card: adjusted score if it suggested a play that damaged the defenders (45F)."""
    DECLARER_PREMATURE_PLAY = "declarer_premature_play"
    """Declarer's premature play from either hand is played; if legal it stays (57C3)."""
    DECLARER_PLAYED_BOTH_HANDS = "declarer_played_both_hands"
    """Declarer had played from both hands: no rectification for the defender (57C1)."""
    DUMMY_PROMPTED = "dummy_prompted"
    """Dummy chose a card early on his own or suggested a play: no rectification for the defender (57C2)."""
    PLAYED_AT_PROPER_TURN = "played_at_proper_turn"
    """The card played early at the right-hand opponent's turn is legal: it counts at its proper turn (57D)."""
    PLAY_AFTER_IRREGULARITY = "play_after_irregularity"
    """A non-offender played after the irregular card: no rectification, it counts as in turn (60A1, 60A2)."""
    OBLIGATIONS_REMAIN = "obligations_remain"
    """The offending side's earlier penalty card or restriction still binds (60A3)."""
    UNABLE_TO_COMPLY = "unable_to_comply"
    """The player cannot comply with the rectification (59)."""
    MISINFORMATION = "misinformation"
    """The Director adjusts the score if the non-offending side was damaged by the misinformation (21B3)."""
    MUST_FOLLOW_FIRST = "must_follow_first"
    """Following suit comes before the rectification (44C)."""


class Source(enum.StrEnum):
    """Information sources of this family (see :class:`~tdcompanion.core.laws.ruling.InformationSource`)."""

    OPPONENT_WITHDRAWN_CARD = "opponent_withdrawn_card"
    """A card the non-offending side took back (16C1(b): unauthorised for the offending side)."""
    OPPONENT_CHANGED_CARD = "opponent_changed_card"
    """A card the non-offending side may take back and replace, not yet known (16C1(b))."""
    PREMATURE_PLAY = "premature_play"
    """A card played at the right-hand opponent's turn (57D, Law 16)."""


# --- facts -------------------------------------------------------------------------------------------------


class Happened(enum.Enum):
    """What the Director is told happened to the card (Laws 45-47)."""

    DEFENDER_CARD_SEEN = "defender_card_seen"
    """A defender held a card so that partner could see its face (45C1)."""
    DECLARER_CARD_HELD = "declarer_card_held"
    """Declarer held a card of his hand face up, or as if played (45C2)."""
    DUMMY_CARD_TOUCHED = "dummy_card_touched"
    """Declarer touched a card of dummy's (45C3)."""
    CARD_NAMED = "card_named"
    """A player named or designated a card, declarer from dummy included (45C4)."""
    DUMMY_WRONG_CARD = "dummy_wrong_card"
    """Dummy placed a card declarer did not name (45D)."""
    FIFTH_CARD = "fifth_card"
    """A fifth card was contributed to a trick (45E)."""
    DUMMY_INDICATED = "dummy_indicated"
    """Dummy touched or indicated a card without declarer's instruction (45F)."""
    AFTER_OPPONENTS_CHANGE = "after_opponents_change"
    """A player wants his card back after an opponent changed his play (47D)."""
    TOLD_WRONG_TURN = "told_wrong_turn"
    """A player played because an opponent said it was his turn (47E1)."""
    MISEXPLANATION = "misexplanation"
    """A player played because of an opponent's mistaken explanation (47E2)."""
    WANTS_IT_BACK = "wants_it_back"
    """A player wants to take back a played card for another reason (47F)."""


WHAT = Fact.choice("law45.what", Happened, "45", "47")
SEAT = Fact.seat("law45.seat", "45")
CARD = Fact.card("law45.card", "45")
TRICK = Fact.number("law45.trick", "45", minimum=1, maximum=TRICKS_PER_DEAL)
ALREADY_PLAYED = Fact.yes_no("law45.already_played", "45C1", "45E")
"""The defender had already played to the trick in progress (then it is a fifth card, 45E)."""
FACE_UP = Fact.yes_no("law45.declarer_face_up", "45C2", judgement=judgement.CARD_DEEMED_PLAYED)
ARRANGING = Fact.yes_no("law45.arranging", "45C3", judgement=judgement.TOUCHED_TO_ARRANGE)
SLIP = Fact.yes_no("law45.slip_of_tongue", "45C4(b)", judgement=judgement.UNINTENDED_DESIGNATION)
PLAYED_SINCE = Fact.yes_no("law45.declarer_played_since", "45C4(b)")
OPPONENT_PLAYED = Fact.yes_no("law45.opponent_played_after", "45C4(b)", "45D1")
NAMED = Fact.card("law45.named_card", "45D")
NEXT_TRICK = Fact.yes_no("law45.next_trick_played", "45D")
DEEMED_LED = Fact.yes_no("law45.deemed_led", "45E", judgement=judgement.FIFTH_CARD_LED)
CARD_SINCE = Fact.yes_no("law47.card_played_since", "47E2(a)")
DUMMY_FACED = Fact.yes_no("law47.opening_lead_dummy_faced", "47E2(a)")


# --- helpers -----------------------------------------------------------------------------------------------




def _declarer(ctx: Context) -> Seat:
    declarer = ctx.record.declarer
    if declarer is None:
        ctx.refuse("no_contract")
    return declarer


def _event_play(ctx: Context) -> tuple[Play, int, PlayState] | None:
    """The play event the irregularity points at, its index and the state before it."""
    play, index = ctx.record.play, ctx.irregularity.event
    if play is None or index is None:
        return None
    if not 0 <= index < len(play.events) or not isinstance(play.events[index], Play):
        ctx.refuse("event_not_a_play", number=index + 1)
    event = play.events[index]
    assert isinstance(event, Play)
    return event, index, play.state_at(index)


def _play_of(play: PlayRecord, seat: Seat, card: Card) -> tuple[Play, int, PlayState] | None:
    """The play event in which ``seat`` played ``card``, if the record has one (the last, if taken back)."""
    index = next((i for i in range(len(play.events) - 1, -1, -1)
                  if isinstance(e := play.events[i], Play) and e.seat is seat and e.card == card), None)  # fmt: skip
    if index is None:
        return None
    event = play.events[index]
    assert isinstance(event, Play)
    return event, index, play.state_at(index)


def _later_plays(play: PlayRecord, index: int) -> tuple[tuple[int, Play], ...]:
    return tuple((i, e) for i, e in enumerate(play.events[index + 1 :], index + 1) if isinstance(e, Play))


def _next_trick_undone(play: PlayRecord, trick: int, *, dummy: Seat, card: Card, named: Card,
                       law: LawRef) -> list[Consequence]:  # fmt: skip
    """Law 45D1: with the named card in place of dummy's the trick may go to the other side; the cards
    already played to the next trick, as if the trick had been won otherwise, are taken back (one side
    only has played to it, or the correction would be too late)."""
    state = play.state
    if len(state.tricks) < trick:
        return []  # the trick is not complete: who wins it is settled as it is played
    done = state.tricks[trick - 1]
    cards = [TrickCard(tc.seat, named) if tc.seat is dummy and tc.card == card else tc for tc in done.cards]
    if trick_winner(cards, play.contract.trump) is done.winner:
        return []
    if state.current is None or len(state.tricks) != trick:
        return []
    return [CardWithdrawn(law=law, seat=tc.seat, card=tc.card, trick=trick + 1) for tc in reversed(state.current.cards)]


def _check_card(ctx: Context, fact: str, seat: Seat, card: Card) -> None:
    holder = ctx.record.deal.holder(card)
    if holder is not None and holder is not seat:
        ctx.refuse("card_not_in_hand", fact=fact, answered=card, seat=seat)


def _ui_for_opponents(ctx: Context, seat: Seat, cards: tuple[Card, ...]) -> tuple[Consequence, ...]:
    """Law 16C1: what ``seat`` (non-offending) took back is unauthorised for the other side (not for dummy)."""
    dummy = ctx.record.dummy
    source = Source.OPPONENT_WITHDRAWN_CARD if cards else Source.OPPONENT_CHANGED_CARD
    return tuple(UnauthorisedInformation(law=ref("16C"), for_seat=s, source=source, cards=cards)
                 for s in (seat.lho, seat.rho) if s is not dummy)  # fmt: skip


class MisexplainedPlay(NamedTuple):
    """The part of a ruling that Law 47E2 makes (see :func:`misexplained_play`)."""

    laws: tuple[LawRef, ...]
    consequences: tuple[Consequence, ...]
    choices: tuple[Choice, ...] = ()


def misexplained_play(*, seat: Seat, card: Card, trick: int, too_late: bool, dummy: Seat | None) -> MisexplainedPlay:
    """Law 47E2, one ruling for the card-played (45-47) and misinformation (75) families: ``seat`` played
    ``card`` because of an opponent's mistaken explanation. In time (no later card to the trick, an opening lead
    before dummy faced a card) he may take it back (47E2(a)); if he does, what it showed is authorised for his
    side and unauthorised for the offenders, dummy aside (16C1). Too late, the card stands (47F2) and the Director
    may award an adjusted score at the end of play (47E2(b)); in time, he reviews the misinformation's damage at
    the end of play all the same (21B3)."""
    if too_late:
        law = ref("47E2(b)")
        return MisexplainedPlay((law, ref("47F2")), (
            NoRectification(law=ref("47F2"), reason=Why.PLAYED_CARD_STANDS),
            DirectorReview(law=law, when=Moment.END_OF_PLAY, reason=Why.MISEXPLANATION_DAMAGE)))  # fmt: skip
    law = ref("47E2(a)")
    cards = (card,)
    source = Source.OPPONENT_WITHDRAWN_CARD
    unauthorised = tuple(UnauthorisedInformation(law=ref("16C1(b)"), for_seat=s, source=source, cards=cards)
                         for s in (seat.lho, seat.rho) if s is not dummy)  # fmt: skip
    retract = Option(id="law47.retract", laws=(law, ref("16C1")), consequences=(
        CardWithdrawn(law=law, seat=seat, card=card, trick=trick),
        WithdrawnCardAuthorised(law=ref("16C1(a)"), side=seat.side, cards=cards), *unauthorised))  # fmt: skip
    keep = Option(id="law47.keep", laws=(law,), consequences=(Proceed(law=law),))
    choice = Choice(id="law47.retract_choice", chooser=seat, role=ChooserRole.NON_OFFENDING_SIDE, laws=(law,),
                    options=(retract, keep))  # fmt: skip
    # taken back or not, the Director reviews the misinformation's damage at the end of play (21B3)
    review = DirectorReview(law=ref("21B3"), when=Moment.END_OF_PLAY, reason=Why.MISINFORMATION)
    return MisexplainedPlay((law, ref("16C1"), review.law),
                            (NoRectification(law=law, reason=Why.MISEXPLANATION_RETRACTION), review),
                            (choice,))  # fmt: skip


def _obligations(table: TableState, side: Side) -> bool:
    """Whether ``side`` has a penalty card or a lead or play restriction in force (60A3)."""
    return any(table.penalty_cards_of(s) or table.restrictions_for(s) for s in side.seats) or any(
        p.seat.side is side for p in table.play_restrictions)


def _accepted_by_play(ctx: Context, offender: Seat) -> Ruling:
    """Law 60A: the non-offender played after the irregular card: no rectification, it counts as in turn; the
    offending side's earlier obligations remain."""
    consequences: list[Consequence] = [NoRectification(law=ref("60A1"), reason=Why.PLAY_AFTER_IRREGULARITY),
                                       CountsAsInTurn(law=ref("60A2"), seat=offender)]  # fmt: skip
    laws = [ref("60A1"), ref("60A2")]
    if _obligations(ctx.table, offender.side):
        consequences.append(NoRectification(law=ref("60A3"), reason=Why.OBLIGATIONS_REMAIN))
        laws.append(ref("60A3"))
    return ctx.ruling(offender, tuple(laws), tuple(consequences))


# --- Laws 45-47: card played ------------------------------------------------------------------------------


@WBF2017.register
class CardPlayed(Family):
    """Laws 45 and 47 (with 16C, 43, 48A, 50); a card called incompletely from dummy is :mod:`.law46`'s."""

    kinds = (IrregularityKind.CARD_PLAYED,)
    laws = (45, 47)
    group = KindGroup.PLAY

    def rule(self, ctx: Context) -> Ruling:
        what = ctx.fact(WHAT)
        if what is Happened.DUMMY_INDICATED:
            return self._dummy_indicated(ctx)
        found = _event_play(ctx)
        dummy = _declarer(ctx).partner
        seat_shown = found[0].seat if found else (dummy if what in (Happened.DUMMY_CARD_TOUCHED,
                                                                   Happened.DUMMY_WRONG_CARD) else None)  # fmt: skip
        seat = ctx.fact(SEAT, shown=seat_shown, what=what)
        defends = seat.side is not dummy.side
        if what is Happened.DEFENDER_CARD_SEEN and not defends:
            ctx.refuse("not_a_defender", fact=SEAT.id, seat=seat)
        if what is Happened.DECLARER_CARD_HELD and seat is not dummy.partner:
            ctx.refuse("not_declarer", fact=SEAT.id, seat=seat)
        if what in (Happened.DUMMY_CARD_TOUCHED, Happened.DUMMY_WRONG_CARD) and seat is not dummy:
            ctx.refuse("not_dummy", fact=SEAT.id, seat=seat)
        card = ctx.fact(CARD, shown=found[0].card if found else None, seat=seat)
        _check_card(ctx, CARD.id, seat, card)
        if found is None and ctx.record.play is not None:  # started without pointing at it: find it
            found = _play_of(ctx.record.play, seat, card)
        state = found[2] if found else None
        trick = ctx.fact(TRICK, shown=state.trick_number if state is not None else None, seat=seat, card=card)
        if what is Happened.DEFENDER_CARD_SEEN:
            shown = state.current.card_of(seat) is not None if state is not None and state.current else None
            if not ctx.fact(ALREADY_PLAYED, shown=shown, seat=seat):
                return ctx.ruling(seat, (ref("45C1"),), (CardDeemedPlayed(law=ref("45C1"), seat=seat, card=card),))
            what = Happened.FIFTH_CARD
        if what is Happened.DECLARER_CARD_HELD:
            if ctx.fact(FACE_UP, seat=seat, card=card):
                return ctx.ruling(None, (ref("45C2"),), (CardDeemedPlayed(law=ref("45C2"), seat=seat, card=card),))
            law = ref("48A")
            return ctx.ruling(None, (ref("45C2"), law), (
                NoRectification(law=ref("45C2"), reason=Why.DECLARER_CARD_NOT_PLAYED),
                NoRectification(law=law, reason="declarer_exposed_card"),  # worded with the 48A family
            ))  # fmt: skip
        if what is Happened.DUMMY_CARD_TOUCHED:
            law = ref("45C3")
            if ctx.fact(ARRANGING, card=card):
                return ctx.ruling(None, (law,), (NoRectification(law=law, reason=Why.TOUCHED_TO_ARRANGE),))
            return ctx.ruling(None, (law,), (CardDeemedPlayed(law=law, seat=seat, card=card),))
        if what is Happened.CARD_NAMED:
            return self._named(ctx, seat=seat, card=card, trick=trick, dummy=dummy, found=found)
        if what is Happened.DUMMY_WRONG_CARD:
            return self._wrong_card(ctx, seat, card, trick, found)
        if what is Happened.FIFTH_CARD:
            return self._fifth_card(ctx, seat, card, trick, defends)
        return self._retraction(ctx, what=what, seat=seat, card=card, trick=trick, found=found)

    def _dummy_indicated(self, ctx: Context) -> Ruling:
        """Law 45F: play continues; the Director judges at the end whether dummy suggested a play."""
        dummy = _declarer(ctx).partner
        law = ref("45F")
        return ctx.ruling(dummy, (law, ref("43A1(c)"), ref("43B1")), (
            Proceed(law=law),
            DirectorReview(law=law, when=Moment.END_OF_PLAY, reason=Why.DUMMY_SUGGESTED_PLAY),
            ProceduralPenalty(law=ref("43B1"), seat=dummy),
        ))  # fmt: skip

    def _named(self, ctx: Context, *, seat: Seat, card: Card, trick: int, dummy: Seat,
               found: tuple[Play, int, PlayState] | None) -> Ruling:  # fmt: skip
        """Law 45C4: a named card is played; declarer may correct a slip of the tongue from dummy in time."""
        played = CardDeemedPlayed(law=ref("45C4(a)"), seat=seat, card=card)
        if seat is not dummy or not ctx.fact(SLIP, seat=dummy.partner, card=card):
            stands = NoRectification(law=ref("47F2"), reason=Why.PLAYED_CARD_STANDS)
            return ctx.ruling(None, (ref("45C4(a)"), ref("47F2")), (played, stands))
        play = ctx.record.play
        later = _later_plays(play, found[1]) if found is not None and play is not None else None
        since = any(e.seat in (dummy, dummy.partner) for _, e in later) if later is not None else None
        if ctx.fact(PLAYED_SINCE, shown=since, seat=dummy.partner):
            return ctx.ruling(None, (ref("45C4(b)"),), (CardDeemedPlayed(law=ref("45C4(b)"), seat=seat, card=card),))
        law = ref("47C")
        consequences: list[Consequence] = [CardWithdrawn(law=ref("45C4(b)"), seat=seat, card=card, trick=trick),
                                           NoRectification(law=law, reason=Why.DESIGNATION_CHANGED)]
        laws = [ref("45C4(b)"), law]
        opponent = later[0][1].seat if later else None
        if ctx.fact(OPPONENT_PLAYED, shown=None if later is None else bool(later), seat=seat.lho):
            after = opponent if opponent is not None else seat.lho
            consequences += [MayWithdrawAndSubstitute(law=ref("45C4(b)"), seat=after)]
            consequences += _ui_for_opponents(ctx, after, (later[0][1].card,) if later else ())
            laws += [ref("47D"), ref("16C")]  # his card taken back: what it showed (16C)
        return ctx.ruling(dummy.partner, tuple(laws), tuple(consequences))

    def _wrong_card(self, ctx: Context, dummy: Seat, card: Card, trick: int,
                    found: tuple[Play, int, PlayState] | None) -> Ruling:  # fmt: skip
        """Law 45D: dummy placed a card declarer did not name."""
        named = ctx.fact(NAMED, seat=dummy, card=card)
        _check_card(ctx, NAMED.id, dummy, named)
        if named == card:
            ctx.refuse("same_card", fact=NAMED.id, card=card)
        play = ctx.record.play
        later = _later_plays(play, found[1]) if found is not None and play is not None else None
        too_late = None
        if later is not None and play is not None:
            after = play.state.trick_number > trick + 1 or (
                play.state.trick_number == trick + 1 and play.state.current is not None
                and {tc.seat.side for tc in play.state.current.cards} == {Side.NS, Side.EW})  # fmt: skip
            too_late = after
        if ctx.fact(NEXT_TRICK, shown=too_late, card=card):
            law = ref("45D2")
            return ctx.ruling(None, (law, ref("64B3"), ref("64B7"), ref("64C")),
                           (NoRectification(law=law, reason=Why.WRONG_CARD_STANDS),))  # fmt: skip
        law = ref("45D1")
        consequences: list[Consequence] = [NamedCardPlayed(law=law, seat=dummy, card=named, trick=trick),
                                           CardWithdrawn(law=law, seat=dummy, card=card, trick=trick)]
        if found is not None and play is not None:
            consequences += _next_trick_undone(play, trick, dummy=dummy, card=card, named=named, law=law)
        defenders = tuple(e.seat for _, e in later if e.seat.side is not dummy.side) if later is not None else None
        if not ctx.fact(OPPONENT_PLAYED, shown=None if defenders is None else bool(defenders), seat=dummy.lho):
            return ctx.ruling(None, (law,), tuple(consequences))  # no card changed: nothing for Law 16C
        seat = defenders[0] if defenders else dummy.lho
        theirs = tuple(e.card for _, e in later if e.seat is seat)[:1] if later is not None else ()
        consequences += [MayWithdrawAndSubstitute(law=law, seat=seat),
                         DeclarerMayFollowChange(law=law, seat=dummy.partner)]
        consequences += _ui_for_opponents(ctx, seat, theirs)
        return ctx.ruling(None, (law, ref("16C")), tuple(consequences))

    def _fifth_card(self, ctx: Context, seat: Seat, card: Card, trick: int, defends: bool) -> Ruling:
        """Law 45E: a fifth card is a defender's penalty card or goes back to declarer's hand, unless led."""
        law = ref("45E1") if defends else ref("45E2")
        if ctx.fact(DEEMED_LED, seat=seat, card=card):
            follow = FollowUp(law=law, irregularity=IrregularityKind.LEAD_OUT_OF_TURN, seat=seat, trick=trick + 1,
                              card=card)  # fmt: skip
            # the lead out of turn is ruled next, under (and citing) Laws 53 and 56, or 55 for declarer
            return ctx.ruling(seat if defends else None, (law,), (follow,))
        if not defends:
            return ctx.ruling(None, (law,), (CardReturnedToHand(law=law, seat=seat, card=card),))
        penalties = ctx.penalty_cards(seat, (card,), law)
        source = ctx.lawbook.penalty_cards.information_source(p.grade for p in penalties)
        return ctx.ruling(seat, (law, ref("50")), (
            *penalties,
            AuthorisedInformation(law=ref("50E1"), source=source, cards=(card,)),
            DirectorReview(law=ref("50E4"), when=Moment.END_OF_PLAY, reason=Reason.PENALTY_CARD_GAIN),
        ))  # fmt: skip

    def _retraction(self, ctx: Context, *, what: Happened, seat: Seat, card: Card, trick: int,
                    found: tuple[Play, int, PlayState] | None) -> Ruling:  # fmt: skip
        """Law 47: when a played card may be taken back."""
        withdrawn = (card,)
        if what is Happened.AFTER_OPPONENTS_CHANGE:
            law = ref("47D")
            return ctx.ruling(None, (law, ref("16C"), ref("62C2")), (
                CardWithdrawn(law=law, seat=seat, card=card, trick=trick),
                NoRectification(law=law, reason=Why.AFTER_OPPONENTS_CHANGE),
                *_ui_for_opponents(ctx, seat, withdrawn),
            ))  # fmt: skip
        if what is Happened.TOLD_WRONG_TURN:
            if found is not None and found[2].current is not None and not found[2].current.cards:
                kind = IrregularityKind.OPENING_LEAD_OUT_OF_TURN if trick == 1 else IrregularityKind.LEAD_OUT_OF_TURN
                return ctx.delegate(kind)  # a lead: Laws 53-56 with 47E1
            law = ref("47E1")
            return ctx.ruling(None, (law, ref("16C")), (
                CardWithdrawn(law=law, seat=seat, card=card, trick=trick),
                NoRectification(law=law, reason=Why.TOLD_WRONG_TURN),
                *_ui_for_opponents(ctx, seat, withdrawn),
            ))  # fmt: skip
        if what is Happened.MISEXPLANATION:
            play = ctx.record.play
            since = bool(_later_plays(play, found[1])) if found is not None and play is not None else None
            opening = found[1] == next(i for i, e in enumerate(play.events) if isinstance(e, Play)) \
                if found is not None and play is not None else None  # fmt: skip
            too_late = ctx.fact(CARD_SINCE, shown=since, seat=seat, card=card)
            if not too_late and opening is not False:
                too_late = ctx.fact(DUMMY_FACED, card=card)
            part = misexplained_play(seat=seat, card=card, trick=trick, too_late=too_late, dummy=ctx.record.dummy)
            return ctx.ruling(None, part.laws, part.consequences, part.choices)
        law = ref("47F2")
        return ctx.ruling(None, (law,), (NoRectification(law=law, reason=Why.PLAYED_CARD_STANDS),))
