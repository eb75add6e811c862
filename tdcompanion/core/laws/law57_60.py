"""Laws 57-60: premature, simultaneous and impossible plays, and a play after an illegal play.

Law 57: a defender who leads to the next trick before partner has played, or plays before partner, leaves a major
penalty card and declarer restricts partner's play (57A; 57B and 59 when partner cannot comply); no rectification
once declarer has played from both hands or dummy prompted the play (57C1, 57C2); declarer's own premature play
stands (57C3); a play at the right-hand opponent's turn is kept for its proper turn if legal, else a major
penalty card (57D). Law 58: simultaneous plays by two players, or several cards from one hand. Law 59: a player
unable to comply plays any legal card. Law 60: a non-offender who plays after an irregular play accepts it (60A),
a defender who plays before declarer's required lead (60B, ruled by :mod:`.law53_56`), and the offending side's
play before the ruling (60C). Consequences, reasons and helpers shared with Laws 45-47 come from :mod:`.law45_47`.

What the play record shows (who played which card, to which trick, in what order) is read off it, never asked.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tdcompanion.core.cards import SUITS_HIGH_FIRST, Card, Suit
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup
from tdcompanion.core.laws.facts import Fact
from tdcompanion.core.laws.law45_47 import (
    AnyLegalCard,
    CardDeemedSubsequent,
    CardReturnedToHand,
    IfCannotComply,
    MayWithdrawAndSubstitute,
    RightsUnaffected,
    Source,
    Why,
    _accepted_by_play,
    _check_card,
    _declarer,
    _later_plays,
)
from tdcompanion.core.laws.law48_52 import PenaltyCardDuty
from tdcompanion.core.laws.ruling import (
    AuthorisedInformation,
    CardDeemedPlayed,
    CardWithdrawn,
    Choice,
    ChooserRole,
    Consequence,
    FollowUp,
    InformationSource,
    IrregularityKind,
    NoRectification,
    Option,
    PenaltyGrade,
    PlayRequirement,
    PlayRestriction,
    Ruling,
    UnauthorisedInformation,
    ref,
)
from tdcompanion.core.laws.table_state import TableState
from tdcompanion.core.play import OutOfTurn, Play, PlayRecord, PlayState
from tdcompanion.core.seats import Seat, Side
from tdcompanion.core.tricks import TRICKS_PER_DEAL


class Premature(enum.Enum):
    """How the defender's card came early (Law 57)."""

    NEXT_TRICK = "next_trick"
    """He led to the next trick before partner played to this one (57A)."""
    BEFORE_PARTNER = "before_partner"
    """He played out of turn before partner played (57A)."""
    RHO_TURN = "rho_turn"
    """He played at his right-hand opponent's turn, partner having played (57D)."""


P_OFFENDER = Fact.seat("law57.offender", "57")
P_CARD = Fact.card("law57.card", "57")
P_WHEN = Fact.choice("law57.when", Premature, "57A", "57D")
P_BOTH_HANDS = Fact.yes_no("law57.declarer_played_both", "57C1")
P_DUMMY_PROMPTED = Fact.yes_no("law57.dummy_prompted", "57C2")
P_LEGAL = Fact.yes_no("law57.legal", "57D")
P_SUIT_LED = Fact.suit("law57.suit_led", "57A")
P_TRICK = Fact.number("law57.trick", "57", minimum=1, maximum=TRICKS_PER_DEAL)
LHO_PLAYED = Fact.yes_no("law60.lho_played", "60A1")
"""The offender's left-hand opponent (non-offending side) played after the irregular card, before the ruling."""


class Simultaneous(enum.Enum):
    TWO_PLAYERS = "two_players"
    """Two players led or played at the same time (58A)."""
    ONE_HAND = "one_hand"
    """One player led or played two or more cards at once (58B)."""


S_HOW = Fact.choice("law58.how", Simultaneous, "58A", "58B")
S_IN_TURN = Fact.seat("law58.in_turn", "58A")
S_OTHER = Fact.seat("law58.other", "58A")
S_OTHER_CARD = Fact.card("law58.other_card", "58A")
S_SEAT = Fact.seat("law58.seat", "58B")
S_CARDS = Fact.cards("law58.cards", "58B")
S_NEXT_TRICK = Fact.yes_no("law58.next_trick", "58B4")
S_ONE_FACE = Fact.yes_no("law58.one_face_visible", "58B1")
S_VISIBLE = Fact.card("law58.visible_card", "58B1")
S_OPPONENT_PLAYED = Fact.yes_no("law58.opponent_played", "58B3")


class Inability(enum.Enum):
    NO_CARD_OF_SUIT = "no_card_of_suit"
    """He holds no card of the suit required."""
    ONLY_PROHIBITED = "only_prohibited"
    """He holds only cards of the suit he may not lead."""
    MUST_FOLLOW = "must_follow"
    """Following suit comes first (44C)."""


I_SEAT = Fact.seat("law59.seat", "59")
I_WHY = Fact.choice("law59.why", Inability, "59")


class AfterIllegal(enum.Enum):
    NON_OFFENDER = "non_offender"
    """A non-offender played after his right-hand opponent's irregular lead or play (60A)."""
    BEFORE_DECLARERS_LEAD = "before_declarers_lead"
    """A defender played after declarer was made to retract a lead, before declarer's proper lead (60B)."""
    OFFENDING_SIDE = "offending_side"
    """The offender's partner played before the ruling (60C)."""


A_WHICH = Fact.choice("law60.which", AfterIllegal, "60A", "60B", "60C")
A_OFFENDER = Fact.seat("law60.offender", "60")
"""Who made the irregular lead or play (in 60B: the defender who played)."""
A_CARD = Fact.card("law60.card", "60B")


# --- Law 57: premature lead or play -----------------------------------------------------------------------


@dataclass(frozen=True)
class _Early:
    """The premature card as the record shows it: ``item``, the state before it, the plays after it."""

    item: OutOfTurn
    state: PlayState
    later: tuple[tuple[int, Play], ...]


def _premature(ctx: Context) -> _Early | None:
    play = ctx.record.play
    if play is None:
        return None
    early = [i for i in play.irregularities() if isinstance(i, OutOfTurn) and not i.is_lead]
    event = ctx.irregularity.event
    if event is not None:
        item = next((i for i in early if i.index == event), None)
        if item is None:
            ctx.refuse("no_premature_play", number=event + 1)
    elif early:
        item = early[-1]
    else:
        return None
    end = item.withdrawn_by if item.withdrawn_by is not None else len(play.events)
    later = tuple((i, e) for i, e in _later_plays(play, item.index) if i < end)
    return _Early(item, play.state_at(item.index), later)


@WBF2017.register
class PrematurePlay(Family):
    """Law 57 (with 16, 50D, 59 and 60A)."""

    kinds = (IrregularityKind.PREMATURE_PLAY,)
    laws = (57,)
    group = KindGroup.PLAY
    #: Law 57A, 57D: the premature card is a penalty card of this grade.
    GRADE = PenaltyGrade.MAJOR

    def rule(self, ctx: Context) -> Ruling:
        early = _premature(ctx)
        declarer = _declarer(ctx)
        offender = ctx.fact(P_OFFENDER, shown=early.item.seat if early else None)
        card = ctx.fact(P_CARD, shown=early.item.card if early else None, seat=offender)
        _check_card(ctx, P_CARD.id, offender, card)
        if offender.side is declarer.side:
            law = ref("57C3")
            return ctx.ruling(declarer, (law,), (NoRectification(law=law, reason=Why.DECLARER_PREMATURE_PLAY),))
        current = early.state.current if early else None
        partner_played = current.card_of(offender.partner) is not None if current is not None else None
        when_shown = None if partner_played is None else (Premature.RHO_TURN if partner_played
                                                            else Premature.BEFORE_PARTNER)  # fmt: skip
        when = ctx.fact(P_WHEN, shown=when_shown, seat=offender, card=card)
        both = None
        if current is not None:
            both = current.card_of(declarer) is not None and current.card_of(declarer.partner) is not None
        if ctx.fact(P_BOTH_HANDS, shown=both, seat=declarer):
            law = ref("57C1")
            return ctx.ruling(offender, (law,), (NoRectification(law=law, reason=Why.DECLARER_PLAYED_BOTH_HANDS),))
        if ctx.fact(P_DUMMY_PROMPTED, seat=declarer.partner):
            law = ref("57C2")
            # not rectified, but the early card is unauthorised information for his partner, as under 57D
            return ctx.ruling(offender, (law, ref("16")), (
                NoRectification(law=law, reason=Why.DUMMY_PROMPTED),
                UnauthorisedInformation(law=ref("16"), for_seat=offender.partner, source=Source.PREMATURE_PLAY,
                                        cards=(card,)),
            ))  # fmt: skip
        lho = None if early is None else any(e.seat is offender.lho for _, e in early.later)
        if ctx.fact(LHO_PLAYED, shown=lho, seat=offender.lho):
            return _accepted_by_play(ctx, offender)
        trick = ctx.fact(P_TRICK, shown=early.item.trick if early else None, seat=offender, card=card)
        if when is Premature.RHO_TURN:
            return self._rho_turn(ctx, offender, card, trick, early)
        suit_led = current.suit_led if current is not None else None
        led = ctx.fact(P_SUIT_LED, shown=suit_led, seat=offender)
        return self._before_partner(ctx, offender=offender, card=card, trick=trick, led=led, declarer=declarer)

    def _rho_turn(self, ctx: Context, offender: Seat, card: Card, trick: int, early: _Early | None) -> Ruling:
        """Law 57D: kept for its proper turn if legal (Law 16 may apply), else a major penalty card."""
        legal = None
        if early is not None:
            allowed = ctx.table.allowed_cards(early.state, offender)
            legal = None if allowed is None else card in allowed
        law = ref("57D")
        if ctx.fact(P_LEGAL, shown=legal, seat=offender, card=card):
            return ctx.ruling(offender, (law, ref("16")), (
                NoRectification(law=law, reason=Why.PLAYED_AT_PROPER_TURN),
                UnauthorisedInformation(law=ref("16"), for_seat=offender.partner, source=Source.PREMATURE_PLAY,
                                        cards=(card,)),
            ))  # fmt: skip
        return ctx.ruling(offender, (law, ref("50D")), (
            CardWithdrawn(law=law, seat=offender, card=card, trick=trick),
            *ctx.penalty_cards(offender, (card,), law, grade=self.GRADE),
            PenaltyCardDuty(law=ref("50D"), seat=offender, grade=self.GRADE),
            AuthorisedInformation(law=ref("50E1"), source=InformationSource.PENALTY_CARD, cards=(card,)),
        ))  # fmt: skip

    def _before_partner(self, ctx: Context, *, offender: Seat, card: Card, trick: int, led: Suit,
                        declarer: Seat) -> Ruling:  # fmt: skip
        """Law 57A: a major penalty card, and declarer restricts partner's play (57B, 59 if he cannot comply)."""
        law = ref("57A")
        partner = offender.partner

        def option(oid: str, requirement: PlayRequirement, suit: Suit | None = None) -> Option:
            return Option(id=oid, laws=(law,), suits=(suit,) if suit is not None else (), seat=partner, consequences=(
                PlayRestriction(law=law, seat=partner, requirement=requirement, suit=suit),))  # fmt: skip

        others = tuple(s for s in SUITS_HIGH_FIRST if s is not led)
        options = (
            option("law57.highest", PlayRequirement.HIGHEST_OF_SUIT_LED),
            option("law57.lowest", PlayRequirement.LOWEST_OF_SUIT_LED),
            *(option(f"law57.play_{s.letter}", PlayRequirement.PLAY_SUIT, s) for s in others),
            *(option(f"law57.forbid_{s.letter}", PlayRequirement.NOT_SUIT, s) for s in others),
        )
        choice = Choice(id="law57.declarer_choice", chooser=declarer, role=ChooserRole.DECLARER,
                        laws=(law, ref("57B"), ref("59")), options=options)  # fmt: skip
        return ctx.ruling(offender, (law, ref("50D"), ref("57B")), (
            CardWithdrawn(law=law, seat=offender, card=card, trick=trick),
            *ctx.penalty_cards(offender, (card,), law, grade=self.GRADE),
            PenaltyCardDuty(law=ref("50D"), seat=offender, grade=self.GRADE),
            AuthorisedInformation(law=ref("50E1"), source=InformationSource.PENALTY_CARD, cards=(card,)),
            IfCannotComply(law=ref("57B"), seat=partner),
        ), (choice,))  # fmt: skip


def early_trick(ctx: Context) -> int | None:
    """The trick in progress at the end of the record, if there is one."""
    state = ctx.record.state
    return state.trick_number if state is not None and state.current is not None else None


# --- Law 58: simultaneous leads or plays ------------------------------------------------------------------


@WBF2017.register
class SimultaneousPlay(Family):
    """Law 58 (with 47F, 50, 57 and 67)."""

    kinds = (IrregularityKind.SIMULTANEOUS_PLAY,)
    laws = (58,)
    group = KindGroup.PLAY

    def rule(self, ctx: Context) -> Ruling:
        if ctx.fact(S_HOW) is Simultaneous.TWO_PLAYERS:
            return self._two_players(ctx)
        seat = ctx.fact(S_SEAT)
        cards = ctx.fact(S_CARDS, seat=seat)
        if len(set(cards)) < 2:
            ctx.refuse("need_two_cards", fact=S_CARDS.id, seat=seat)
        for card in cards:
            _check_card(ctx, S_CARDS.id, seat, card)
        trick = early_trick(ctx)
        if ctx.fact(S_NEXT_TRICK, seat=seat):
            law = ref("58B4")
            return ctx.ruling(seat, (law,), (  # the defective trick is ruled next, under (and citing) Law 67
                FollowUp(law=law, irregularity=IrregularityKind.DEFECTIVE_TRICK, seat=seat, trick=trick),))
        if ctx.fact(S_ONE_FACE, seat=seat, cards=cards):
            law = ref("58B1")
            visible = ctx.fact(S_VISIBLE, choices=cards, seat=seat, cards=cards)
            return ctx.ruling(seat, (law, ref("47F")), (
                CardDeemedPlayed(law=law, seat=seat, card=visible),
                *(CardReturnedToHand(law=law, seat=seat, card=c) for c in cards if c != visible),
            ))  # fmt: skip
        return self._designate(ctx, seat, cards)

    def _two_players(self, ctx: Context) -> Ruling:
        """Law 58A: the card played together with a legal one counts as played after it."""
        in_turn = ctx.fact(S_IN_TURN)
        other = ctx.fact(S_OTHER, seat=in_turn)
        if other is in_turn:
            ctx.refuse("same_seat", fact=S_OTHER.id, seat=other)
        card = ctx.fact(S_OTHER_CARD, seat=other)
        _check_card(ctx, S_OTHER_CARD.id, other, card)
        law = ref("58A")
        subsequent = CardDeemedSubsequent(law=law, seat=other, card=card, after=in_turn)
        if other is in_turn.lho:
            return ctx.ruling(None, (law,), (subsequent,))
        # deemed played after the card in turn (58A), it is played before partner's: Law 57 rules it next
        follow = FollowUp(law=ref("57"), irregularity=IrregularityKind.PREMATURE_PLAY, seat=other, card=card,
                          trick=early_trick(ctx))  # fmt: skip
        return ctx.ruling(other, (law, ref("57")), (subsequent, follow))

    def _designate(self, ctx: Context, seat: Seat, cards: tuple[Card, ...]) -> Ruling:
        """Law 58B2, 58B3: the offender designates; a defender's other cards are penalty cards."""
        law = ref("58B2")
        defends = ctx.record.is_defender(seat) is True
        options: list[Option] = []
        for card in cards:
            rest = tuple(c for c in cards if c != card)
            after: list[Consequence] = [CardDeemedPlayed(law=law, seat=seat, card=card)]
            if defends:
                penalties = ctx.penalty_cards(seat, rest, law)
                after += penalties
                source = ctx.lawbook.penalty_cards.information_source(
                    p.grade for p in penalties if p.card in rest)
                after.append(AuthorisedInformation(law=ref("50E1"), source=source, cards=rest))
            else:
                after += [CardReturnedToHand(law=ref("48A"), seat=seat, card=c) for c in rest]
            options.append(Option(id=f"law58.designate_{card.pbn}", laws=(law,), cards=(card,), seat=seat,
                                  consequences=tuple(after)))  # fmt: skip
        choice = Choice(id="law58.designation", chooser=seat, role=ChooserRole.OFFENDER, laws=(law,),
                        options=tuple(options))  # fmt: skip
        consequences: list[Consequence] = []
        if ctx.fact(S_OPPONENT_PLAYED, seat=seat.lho):
            consequences.append(MayWithdrawAndSubstitute(law=ref("58B3"), seat=seat.lho))
            offenders = (seat, seat.partner) if defends else (seat,)
            consequences += [UnauthorisedInformation(law=ref("16C"), for_seat=s, source=Source.OPPONENT_CHANGED_CARD)
                             for s in offenders]  # fmt: skip
        laws = (law, ref("58B3"), ref("16C")) if consequences else (law,)
        return ctx.ruling(seat, (*laws, ref("50")) if defends else (*laws, ref("48A")), tuple(consequences),
                       (choice,))  # fmt: skip


# --- Law 59: inability to lead or play as required --------------------------------------------------------


@WBF2017.register
class InabilityToPlay(Family):
    """Law 59 (with 44C, 50D1(b), 57B and 61A)."""

    kinds = (IrregularityKind.INABILITY_TO_PLAY,)
    laws = (59,)
    group = KindGroup.PLAY

    def rule(self, ctx: Context) -> Ruling:
        state = ctx.record.state
        seat = ctx.fact(I_SEAT, shown=state.next_seat if state is not None else None)
        if state is not None and state.current is not None:
            bound = ctx.table.allowed_cards(state, seat)
            free = TableState().allowed_cards(state, seat)
            hand = state.hands[seat]
            due = tuple(c for c in ctx.table.penalty_cards_of(seat, PenaltyGrade.MAJOR)
                        if hand is not None and c in hand and bound is not None and c in bound)  # fmt: skip
            if bound is not None and (bound != free or due):
                ctx.refuse("able_to_comply", fact=I_SEAT.id, seat=seat, cards=due or bound)
        why = ctx.fact(I_WHY, seat=seat)
        law = ref("59")
        if why is Inability.MUST_FOLLOW:
            return ctx.ruling(None, (law, ref("44C")), (
                AnyLegalCard(law=law, seat=seat),
                NoRectification(law=ref("44C"), reason=Why.MUST_FOLLOW_FIRST),
            ))  # fmt: skip
        return ctx.ruling(None, (law,), (
            AnyLegalCard(law=law, seat=seat),
            NoRectification(law=law, reason=Why.UNABLE_TO_COMPLY),
        ))  # fmt: skip


# --- Law 60: play after an illegal play -------------------------------------------------------------------


@dataclass(frozen=True)
class _After:
    which: AfterIllegal
    offender: Seat
    card: Card
    trick: int
    index: int
    """The play after the irregular card (60A, 60C) or the defender's card (60B)."""
    first: OutOfTurn


def _plays_after(play: PlayRecord, declaring: Side) -> list[_After]:
    """Every play the record shows after an irregular lead or play, before its ruling, in order."""
    found: list[_After] = []
    out = [i for i in play.irregularities() if isinstance(i, OutOfTurn)]
    for item in out:
        if item.withdrawn_by is not None:
            if item.is_lead and item.seat.side is declaring:
                for other in out:
                    if other.trick == item.trick and other.is_lead and other.seat.side is not declaring \
                            and other.index > item.withdrawn_by:  # fmt: skip
                        found.append(_After(AfterIllegal.BEFORE_DECLARERS_LEAD, other.seat, other.card, other.trick,
                                            other.index, item))  # fmt: skip
            continue
        nxt = next(((i, e) for i, e in _later_plays(play, item.index)), None)
        if nxt is None:
            continue
        index, event = nxt
        if event.seat is item.seat.lho:
            found.append(_After(AfterIllegal.NON_OFFENDER, item.seat, item.card, item.trick, index, item))
        elif event.seat is item.seat.partner:
            found.append(_After(AfterIllegal.OFFENDING_SIDE, item.seat, item.card, item.trick, index, item))
    return sorted(found, key=lambda a: a.index)


@WBF2017.register
class PlayAfterIllegalPlay(Family):
    """Law 60 (60B with :class:`~.law53_56.LeadOutOfTurn`)."""

    kinds = (IrregularityKind.PLAY_AFTER_ILLEGAL_PLAY,)
    laws = (60,)
    group = KindGroup.PLAY
    #: Law 60B: the defender's card is a penalty card of this grade.
    GRADE = PenaltyGrade.MAJOR

    def rule(self, ctx: Context) -> Ruling:
        declarer = _declarer(ctx)
        shown = self._shown(ctx, declarer.side)
        which = ctx.fact(A_WHICH, shown=shown.which if shown else None)
        offender = ctx.fact(A_OFFENDER, shown=shown.offender if shown else None, which=which)
        if which is AfterIllegal.BEFORE_DECLARERS_LEAD:
            if offender.side is declarer.side:
                ctx.refuse("not_a_defender", fact=A_OFFENDER.id, seat=offender)
            if shown is not None:
                if ctx.irregularity.event == shown.index:
                    return ctx.delegate(IrregularityKind.LEAD_OUT_OF_TURN)
                law = ref("60B")
                return ctx.ruling(offender, (law,), (FollowUp(
                    law=law, irregularity=IrregularityKind.LEAD_OUT_OF_TURN, seat=offender, trick=shown.trick,
                    card=shown.card, event=shown.index),))  # fmt: skip
            card = ctx.fact(A_CARD, seat=offender)
            _check_card(ctx, A_CARD.id, offender, card)
            law = ref("60B")
            duty = PenaltyCardDuty(law=ref("50D"), seat=offender, grade=self.GRADE)
            return ctx.ruling(offender, (law, ref("50D")),
                              (*ctx.penalty_cards(offender, (card,), law, grade=self.GRADE), duty))  # fmt: skip
        if which is AfterIllegal.NON_OFFENDER:
            return _accepted_by_play(ctx, offender)
        law = ref("60C")
        consequences: list[Consequence] = [RightsUnaffected(law=law, side=offender.side.opponents)]
        if shown is not None:
            first = shown.first
            kind = IrregularityKind.PREMATURE_PLAY if not first.is_lead else (
                IrregularityKind.OPENING_LEAD_OUT_OF_TURN if first.trick == 1 else IrregularityKind.LEAD_OUT_OF_TURN)
            consequences.append(FollowUp(law=law, irregularity=kind, seat=first.seat, trick=first.trick,
                                         card=first.card, event=first.index))  # fmt: skip
        return ctx.ruling(offender, (law,), tuple(consequences))

    def _shown(self, ctx: Context, declaring: Side) -> _After | None:
        play = ctx.record.play
        if play is None:
            return None
        found = _plays_after(play, declaring)
        event = ctx.irregularity.event
        if event is not None:
            match = next((a for a in found if a.index == event), None)
            if match is None:
                ctx.refuse("no_play_after_irregularity", number=event + 1)
            return match
        return found[-1] if found else None
