"""Laws 61-64, the revoke (with 43B2(b), 16C, 59 and 67B): is it a revoke (61), its correction
before it is established (62), establishment (63), and the trick transfer afterwards (64).

With a play record the family reads off it everything it shows: the offender, the trick, the card,
whether the revoke is established (Law 63A), who won the revoke trick and which later tricks the
offending side won, the cards played after the revoke, other revokes on the board. A revoke that is
a failure to comply with a lead or play restriction or to play a penalty card is found by the table
state (:meth:`TableState.check`). Without a record, the Director is asked.

A transfer ruled during play is a :class:`TrickTransfer` carrying the revoke trick: the table state
counts it when play ends, never more than the offending side won from that trick on (Law 64A).
"""

from __future__ import annotations

import enum
import functools
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from tdcompanion.core.cards import Card, Suit
from tdcompanion.core.laws import procedure
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup
from tdcompanion.core.laws.facts import DISCOVERED, Fact, Period, period_choices
from tdcompanion.core.laws.law42_43 import violated_before
from tdcompanion.core.laws.record import BoardRecord
from tdcompanion.core.laws.ruling import (
    CardWithdrawn,
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
    PenaltyCard,
    PenaltyGrade,
    Reason,
    Ruling,
    SupplyCard,
    TrickTransfer,
    UnauthorisedInformation,
    ref,
)
from tdcompanion.core.laws.table_state import PendingTransfer, TableState, TableStateError, Violation, ViolationKind
from tdcompanion.core.play import Claim, Concede, Play, PlayRecord, Retract, Revoke
from tdcompanion.core.play_replay import Replayer
from tdcompanion.core.seats import Seat
from tdcompanion.core.tricks import TRICKS_PER_DEAL


class RevokeKind(enum.Enum):
    """What the offender failed to do when able (Law 61A)."""

    FOLLOW_SUIT = "follow_suit"
    """Follow suit (Law 44C)."""
    LEAD_RESTRICTION = "lead_restriction"
    """Lead, or not lead, a suit as a rectification required (Laws 26B, 50D2, 51B)."""
    PLAY_RESTRICTION = "play_restriction"
    """Play as declarer required under Law 57A."""
    PENALTY_CARD = "penalty_card"
    """Play a penalty card (Laws 50C, 50D1; no transfer, Law 64B3)."""


class Role(enum.Enum):
    """The offender's place in the play (Laws 62B, 64B3)."""

    DECLARER = "declarer"
    DUMMY = "dummy"
    DEFENDER = "defender"


class OtherRevoke(enum.Enum):
    """Whether the other side revoked on the board too (Laws 62C3, 64B7), when no record tells."""

    NONE = "none"
    SAME_TRICK = "same_trick"
    """On the same trick, and that side has not yet played to the next one (62C3)."""
    ESTABLISHED = "established"
    """An established revoke of theirs on this board (64B7)."""


OFFENDER = Fact.seat("law61.offender", "61A")
TRICK = Fact.number("law61.trick", "61A", minimum=1, maximum=TRICKS_PER_DEAL)
KIND = Fact.choice("law61.kind", RevokeKind, "61A")
ABLE = Fact.yes_no("law61.able", "61A", "59")
"""Whether the offender could have complied (held a card of the suit led, or could obey the restriction)."""
ROLE = Fact.choice("law61.role", Role, "62B", "64B3")
ESTABLISHED = Fact.yes_no("law63.established", "63A")
CARD = Fact.card("law62.card", "62A")
"""The card the offender revoked with."""
FACED = Fact.yes_no("law62.faced", "62B1", "62B2")
"""Whether a defender's revoke card was a card faced on the table (a penalty card)."""
PLAYED_AFTER = Fact.cards("law62.played_after", "62C")
"""The cards played to the revoke trick after the revoke, in rotation order."""
PARTNER_AFTER = Fact.yes_no("law62.partner_after", "62D2")
"""Whether the offender's partner was still to play to trick 12 when the revoke was made."""
HANDS_RETURNED = Fact.yes_no("law62.hands_returned", "62D1")
OFFENDER_WON = Fact.yes_no("law64.offender_won", "64A1")
WON_LATER = Fact.yes_no("law64.won_later", "64A1")
"""Whether the offending side won a trick after the revoke trick."""
WON_FROM = Fact.yes_no("law64.won_from", "64A2", "64B1")
"""Whether the offending side won the revoke trick or a later one."""
REPEATED = Fact.yes_no("law64.repeated", "64B2")
"""Whether the offender had already revoked in the same suit on this board."""
OTHER_REVOKE = Fact.choice("law64.other_revoke", OtherRevoke, "62C3", "64B7")
NON_OFFENDER_CALLED = Fact.yes_no("law64.non_offender_called", "64B4")
"""Whether a member of the non-offending side had made a call on the next board when attention was
first drawn to the revoke (only such a call ends the 64A transfer, Law 64B4)."""


@dataclass(frozen=True, kw_only=True)
class CardAllowed(Consequence):
    """``seat`` could not comply with what was required of him, so any otherwise legal card was allowed, the one he
    played too (Law 59)."""

    kind: ClassVar[str] = "card_allowed"
    seat: Seat


@dataclass(frozen=True, kw_only=True)
class RevokeEstablished(Consequence):
    """The revoke is established: it may no longer be corrected and its trick stands as played (Law 63B)."""

    kind: ClassVar[str] = "revoke_established"


@dataclass(frozen=True, kw_only=True)
class AsIfEstablished(Consequence):
    """Dummy drew attention to declarer's revoke after breaking Law 43A2: the revoke is corrected and Law 64
    applies as if it were established (Law 43B2(b))."""

    kind: ClassVar[str] = "as_if_established"


@dataclass(frozen=True)
class _Found:
    """A revoke as far as the record shows it: ``index`` of the play event, when recorded."""

    offender: Seat
    trick: int
    card: Card | None = None
    kind: RevokeKind | None = None
    index: int | None = None
    established: bool | None = None
    suit_led: Suit | None = None
    corrected_by: int | None = None


@WBF2017.register
class RevokeFamily(Family):
    """Laws 61-64."""

    kinds = (IrregularityKind.REVOKE,)
    laws = (61, 62, 63, 64)
    group = KindGroup.PLAY
    #: Law 64A1: the revoke trick plus one later trick when the offending player won it.
    WON_BY_OFFENDER = 2
    #: Law 64A2: one trick when he did not.
    NOT_WON_BY_OFFENDER = 1
    #: Law 62D: the trick whose revoke is corrected even when established (64B6: no transfer).
    TWELFTH = 12

    def rule(self, ctx: Context) -> Ruling:
        found = self._identify(ctx)
        offender, trick = found.offender, found.trick
        kind = self._kind(ctx, found)
        if kind is None:
            return _ruling(ctx, offender, (ref("61A"), ref("59")),
                           (NoRectification(law=ref("61A"), reason="not_a_revoke"),
                            CardAllowed(law=ref("59"), seat=offender)))  # fmt: skip
        role = ctx.fact(ROLE, shown=_role(ctx.record, offender), seat=offender)
        claim = _claim_by_opponents_after(ctx.record.play, found)
        # the other side's claim after the revoke may be disputed: found during the claim (63A3, 70)
        periods = [p for p in period_choices(ctx) if p.rank >= Period.PLAY.rank or (claim and p is Period.CLAIM)]
        if claim is not None:
            periods = sorted({*periods, Period.CLAIM}, key=lambda p: p.rank)
        period = ctx.fact(DISCOVERED, choices=tuple(periods))
        if period is Period.AFTER_CORRECTION_PERIOD:
            return _ruling(ctx, offender, (ref("79C"),),
                           (NoRectification(law=ref("79C"), reason=Reason.AFTER_CORRECTION_PERIOD),))  # fmt: skip
        shown = found.established
        if found.index is None and period.rank >= Period.AFTER_PLAY.rank:
            shown = True  # play is over: the offending side has played on
        elif shown is False and claim is not None:
            # 63A3: established if the offending side agreed to the claim; disputed, it is not
            shown = False if period is Period.CLAIM else None
        established = ctx.fact(ESTABLISHED, shown=shown, seat=offender, trick=trick)
        both = self._both_on_trick(ctx, found, established)
        if both is not None:
            return self._both_corrected(ctx, found, role, both)
        if not established:
            if kind is RevokeKind.PENALTY_CARD:
                follow = FollowUp(law=ref("52B"), irregularity=IrregularityKind.PENALTY_CARD_NOT_PLAYED, seat=offender,
                                  trick=trick, card=found.card, event=found.index, established=False)  # fmt: skip
                return _ruling(ctx, offender, (ref("61A"), ref("52B")), (follow,))
            if found.trick == self.TWELFTH:
                laws, consequences, choices = self._twelve_correction(ctx, found, role)
                return _ruling(ctx, offender, tuple(laws), tuple(consequences), tuple(choices))
            ruling = self._unestablished(ctx, found, role, period)
            if period is Period.CLAIM and claim is not None:
                ruling = _then_the_claim(ruling, claim)
            return ruling
        return self._established(ctx, found, kind, role, period)

    # -- Law 61: which revoke, and is it one ----------------------------------------------------------

    def _identify(self, ctx: Context) -> _Found:
        play = ctx.record.play
        if play is None:
            offender = ctx.fact(OFFENDER)
            return _Found(offender, ctx.fact(TRICK, seat=offender))
        handed = _handed_over(ctx, play)
        if handed is not None:
            return handed
        found = _revokes_shown(ctx, play)
        event = ctx.irregularity.event
        at_event = [f for f in found if f.index == event] if event is not None else []
        if at_event:
            ctx.fact(OFFENDER, shown=at_event[0].offender)
            ctx.fact(TRICK, shown=at_event[0].trick, seat=at_event[0].offender)
            return at_event[0]
        numbers = _trick_numbers(play)
        if event is not None and 0 <= event < len(play.events) and isinstance(play.events[event], Play):
            chosen = play.events[event]
            assert isinstance(chosen, Play)
            offender = ctx.fact(OFFENDER, shown=chosen.seat)
            trick = ctx.fact(TRICK, shown=numbers[event], seat=offender)
        else:
            seats = {f.offender for f in found}
            offender = ctx.fact(OFFENDER, shown=seats.pop() if len(seats) == 1 else None)
            mine = [f for f in found if f.offender is offender]
            played = sorted({numbers[i] for i, e in enumerate(play.events)
                             if isinstance(e, Play) and e.seat is offender})  # fmt: skip
            trick = ctx.fact(TRICK, shown=mine[0].trick if len(mine) == 1 else None, choices=played or None,
                             refuse_as="no_card_played", seat=offender)  # fmt: skip
            match = [f for f in mine if f.trick == trick]
            if match:
                return match[0]
        index = _play_index(play, numbers, offender, trick)
        if index is None:
            ctx.refuse("no_card_played", fact=TRICK.id, seat=offender, trick=trick)
        return self._unflagged(ctx, play, numbers, index)

    def _unflagged(self, ctx: Context, play: PlayRecord, numbers: list[int], index: int) -> _Found:
        """A card the record does not flag: with the hand shown, it cannot be a failure to follow suit."""
        event = play.events[index]
        assert isinstance(event, Play)
        seat, card, trick = event.seat, event.card, numbers[index]
        before = play.state_at(index)
        current = before.current
        led = current.suit_led if current is not None else None
        hand = before.hands[seat]
        if hand is None:
            return _Found(seat, trick, card, None, index, _established_after(play, numbers, index), led)
        kinds = [k for k in RevokeKind if k is not RevokeKind.FOLLOW_SUIT]
        kinds.remove(RevokeKind.PLAY_RESTRICTION if led is None else RevokeKind.LEAD_RESTRICTION)
        kind = ctx.fact(KIND, seat=seat, trick=trick)
        if kind is RevokeKind.FOLLOW_SUIT:
            if led is not None and card.suit is led:
                ctx.refuse("followed_suit", fact=KIND.id, seat=seat, card=card, trick=trick)
            ctx.refuse("no_card_of_suit_led", fact=KIND.id, seat=seat, suit=led, trick=trick)
        if kind not in kinds:
            ctx.refuse("not_a_choice", fact=KIND.id, answered=kind, choices=tuple(kinds))
        return _Found(seat, trick, card, None, index, _established_after(play, numbers, index), led)

    def _kind(self, ctx: Context, found: _Found) -> RevokeKind | None:
        """What he failed to do; ``None`` when he could not have done it (Law 59: no revoke)."""
        kind = ctx.fact(KIND, shown=found.kind, seat=found.offender, trick=found.trick)
        if found.kind is not None:
            return kind
        able = ctx.fact(ABLE, seat=found.offender, trick=found.trick, kind=kind)
        return kind if able else None

    # -- Law 62: correction before establishment --------------------------------------------------------

    def _unestablished(self, ctx: Context, found: _Found, role: Role, period: Period) -> Ruling:
        offender = found.offender
        laws, consequences, choices = self._correction(ctx, found, role)
        if role is Role.DECLARER and procedure.dummy_drew_attention_in_play(ctx) \
                and violated_before(ctx, offender.partner):  # fmt: skip
            # Law 43B2(b): corrected, and Law 64 applies as if the revoke were established.
            more_laws, transfer = self._transfer(ctx, found, period, corrected=True)
            laws = [*laws, ref("43B2(b)"), *more_laws]
            consequences = [*consequences, AsIfEstablished(law=ref("43B2(b)")), *transfer]
        return _ruling(ctx, offender, tuple(laws), tuple(consequences), tuple(choices))

    def _correction(
        self, ctx: Context, found: _Found, role: Role
    ) -> tuple[list[LawRef], list[Consequence], list[Choice]]:
        """Law 62A-C: the revoke card withdrawn and a legal card substituted; a defender's card from his
        unfaced hand a major penalty card (62B1); the non-offenders' later cards (62C1) and then the
        offending side's next card (62C2) may be withdrawn."""
        offender, trick = found.offender, found.trick
        card, law = ctx.fact(CARD, shown=found.card, seat=offender, trick=trick), ref("62A")
        laws = [law]
        consequences = _withdrawn_and_replaced(law, offender, card, trick)
        if role is Role.DEFENDER and not ctx.fact(FACED, shown=_faced(ctx, found, card), seat=offender, card=card):
            consequences.extend(ctx.penalty_cards(offender, (card,), ref("62B1"), grade=PenaltyGrade.MAJOR))
            laws.append(ref("62B1"))
        else:
            consequences.append(NoRectification(law=ref("62B2"), reason="revoke_card_replaced"))
            laws.append(ref("62B2"))
        later = self._played_after(ctx, found, trick_twelve=False)
        choices = _later_choices(ctx, offender, later)
        if choices:
            laws.append(ref("62C1"))
            if any(o.follow_up for c in choices for o in c.options):
                laws.append(ref("62C2"))
        return laws, consequences, choices

    def _played_after(self, ctx: Context, found: _Found, *, trick_twelve: bool) -> list[tuple[Seat, Card, int]]:
        """The cards played after the revoke, in order: to the revoke trick, and (before establishment)
        the non-offenders' cards to the next trick."""
        play = ctx.record.play
        offender, trick = found.offender, found.trick
        if play is None or found.index is None:
            cards = ctx.fact(PLAYED_AFTER, seat=offender, trick=trick)
            if len(cards) > 3:
                ctx.refuse("too_many_cards_after", fact=PLAYED_AFTER.id, seat=offender, trick=trick)
            seats = offender.rotation()[1:]
            return [(seats[i], card, trick) for i, card in enumerate(cards)]
        numbers = _trick_numbers(play)
        stop = found.corrected_by if found.corrected_by is not None else len(play.events)
        out: list[tuple[Seat, Card, int]] = []
        for i in range(found.index + 1, stop):
            event = play.events[i]
            if not isinstance(event, Play):
                continue
            if numbers[i] == trick or (not trick_twelve and numbers[i] == trick + 1):
                out.append((event.seat, event.card, numbers[i]))
        return out

    def _both_on_trick(self, ctx: Context, found: _Found, established: bool) -> list[_Found] | None:
        """Law 62C3: both sides revoked on the trick and only one side has played to the next: the
        other side's revokes, else ``None``."""
        play = ctx.record.play
        if play is not None and found.index is not None:
            others = [f for f in _revokes_shown(ctx, play) if f.trick == found.trick
                      and f.offender.side is not found.offender.side and f.corrected_by is None]  # fmt: skip
            if others and any(bool(f.established) != established for f in others):
                return others
            return None
        if not established or found.trick == self.TWELFTH:
            return None
        other = ctx.fact(OTHER_REVOKE, seat=found.offender, trick=found.trick)
        return [] if other is OtherRevoke.SAME_TRICK else None

    def _both_corrected(self, ctx: Context, found: _Found, role: Role, others: list[_Found]) -> Ruling:
        """Law 62C3: both revokes corrected, every card the defenders withdraw a penalty card, no
        transfer (64B8)."""
        law = ref("62C3")
        record = ctx.record
        consequences: list[Consequence] = []
        penalties: dict[Seat, list[Card]] = {}  # each defender's withdrawn cards: major penalty cards
        for f in (found, *others):
            card = f.card if f is not found else ctx.fact(CARD, shown=found.card, seat=f.offender, trick=f.trick)
            assert card is not None
            consequences += [CardWithdrawn(law=law, seat=f.offender, card=card, trick=f.trick),
                             SupplyCard(law=law, seat=f.offender, trick=f.trick)]  # fmt: skip
            if _is_defender(record, f.offender, role if f is found else None):
                consequences.append(PenaltyCard(law=law, seat=f.offender, card=card, grade=PenaltyGrade.MAJOR))
                penalties.setdefault(f.offender, []).append(card)
        if record.play is not None and found.index is not None:
            numbers = _trick_numbers(record.play)
            for i, event in enumerate(record.play.events):
                if isinstance(event, Play) and numbers[i] == found.trick + 1:
                    consequences.append(CardWithdrawn(law=law, seat=event.seat, card=event.card, trick=found.trick + 1))
                    if _is_defender(record, event.seat, None):
                        consequences.append(PenaltyCard(law=law, seat=event.seat, card=event.card,
                                                        grade=PenaltyGrade.MAJOR))  # fmt: skip
                        penalties.setdefault(event.seat, []).append(event.card)
        for seat, cards in penalties.items():  # 50B: an earlier minor penalty card of his is major now
            consequences += [p for p in ctx.penalty_cards(seat, cards, law, grade=PenaltyGrade.MAJOR)
                             if p.card not in cards]  # fmt: skip
        consequences.append(NoRectification(law=ref("64B8"), reason="corrected_under_62c3"))
        return _ruling(ctx, found.offender, (law, ref("64B8")), tuple(consequences))

    # -- Laws 63 and 64: an established revoke ----------------------------------------------------------

    def _established(self, ctx: Context, found: _Found, kind: RevokeKind, role: Role, period: Period) -> Ruling:
        offender, trick = found.offender, found.trick
        forfeited = procedure.forfeiture(ctx, offender)
        if forfeited is not None:
            return forfeited
        review = _review("64C", "revoke_damage", period)
        if trick == self.TWELFTH:
            return self._trick_twelve(ctx, found, role, period, review)
        exception: tuple[str, str] | None = None
        stands = RevokeEstablished(law=ref("63B"))
        other = self._other_established(ctx, found)
        if self._repeated(ctx, found):
            exception = ("64B2", "repeated_revoke_same_suit")
            review = _review("64C2(a)", "repeated_revoke_equity", period)
        elif kind is RevokeKind.PENALTY_CARD or role is Role.DUMMY:
            exception = ("64B3", "revoke_of_faced_card")
        elif period is Period.NEXT_BOARD and ctx.fact(NON_OFFENDER_CALLED, seat=offender):
            exception = ("64B4", "found_after_next_board_call")
        elif period is Period.AFTER_ROUND:
            exception = ("64B5", "found_after_round")
        elif other:
            exception = ("64B7", "both_sides_revoked")
            review = _review("64C2(b)", "both_sides_revoked_equity", period)
        if exception is not None:
            law = ref(exception[0])
            return _ruling(ctx, offender, (ref("63B"), law, review.law),
                           (stands, NoRectification(law=law, reason=exception[1]), review))  # fmt: skip
        laws, consequences = self._transfer(ctx, found, period)
        return _ruling(ctx, offender, (ref("63B"), *laws), (stands, *consequences))

    def _transfer(self, ctx: Context, found: _Found, period: Period, *,
                  corrected: bool = False) -> tuple[list[LawRef], list[Consequence]]:  # fmt: skip
        """Law 64A: two tricks (the revoke trick and one more) when the offending player won the revoke
        trick, else one; only tricks the offending side won from the revoke trick on (64B1). ``corrected``: the
        revoke card is replaced by a legal one (43B2(b)): while the record still holds the revoke card in its trick, the
        trick does not say who won the revoke trick, and the Director is asked."""
        offender, trick = found.offender, found.trick
        record = ctx.record
        state = record.state if found.index is not None else None
        winner = None
        if state is not None and trick <= len(state.tricks) \
                and not (corrected and state.tricks[trick - 1].card_of(offender) == found.card):  # fmt: skip
            winner = state.tricks[trick - 1].winner
        won = ctx.fact(OFFENDER_WON, shown=(winner is offender) if winner is not None else None, seat=offender,
                       trick=trick)  # fmt: skip
        law = ref("64A1") if won else ref("64A2")
        count = self.WON_BY_OFFENDER if won else self.NOT_WON_BY_OFFENDER
        to_side = offender.side.opponents
        if state is not None:
            if state.is_finished:
                count = PendingTransfer(to_side, count, trick, law).actual(state)
        elif period is not Period.PLAY:
            if won:
                count = self.NOT_WON_BY_OFFENDER + int(ctx.fact(WON_LATER, seat=offender, trick=trick))
            elif not ctx.fact(WON_FROM, seat=offender, trick=trick):
                count = 0
        if count == 0:
            return [ref("64B1"), ref("64C")], [NoRectification(law=ref("64B1"), reason="offenders_won_no_later_trick"),
                                               _review("64C", "revoke_damage", period)]  # fmt: skip
        review = _review("64C", Reason.REVOKE_EQUITY, period)
        return [law, ref("64C")], [TrickTransfer(law=law, to_side=to_side, count=count, trick=trick), review]

    def _trick_twelve(self, ctx: Context, found: _Found, role: Role, period: Period, review: DirectorReview) -> Ruling:
        """Law 62D: corrected even though established, until the hands go back into the board; no
        transfer (64B6); a defender's partner may not use what both his cards show (62D2)."""
        offender = found.offender
        none = NoRectification(law=ref("64B6"), reason="revoke_at_trick_twelve")
        if period is Period.PLAY:
            returned = False
        elif period.rank >= Period.NEXT_BOARD.rank:
            returned = True
        else:
            returned = ctx.fact(HANDS_RETURNED, seat=offender)
        if returned:
            return _ruling(ctx, offender, (ref("64B6"), ref("64C")), (none, review))
        laws, consequences, choices = self._twelve_correction(ctx, found, role)
        consequences += [none, review]
        return _ruling(ctx, offender, (*laws, ref("64B6"), ref("64C")), tuple(consequences), tuple(choices))

    def _twelve_correction(
        self, ctx: Context, found: _Found, role: Role
    ) -> tuple[list[LawRef], list[Consequence], list[Choice]]:
        """Law 62D: a revoke at trick 12, established or not, is corrected (62D1): the card withdrawn and a
        legal card substituted, with no penalty card, and the last two tricks played out again: each card
        played to trick 12 after the revoke may be changed, without penalty (not the 62C chain). A
        defender who revoked before his partner's turn: Law 16C applies to the partner (62D2), for whom
        the withdrawn card is unauthorised."""
        offender, trick = found.offender, found.trick
        card, law = ctx.fact(CARD, shown=found.card, seat=offender, trick=trick), ref("62D1")
        laws = [law]
        consequences = _withdrawn_and_replaced(law, offender, card, trick)
        later = self._played_after(ctx, found, trick_twelve=True)
        choices = [_twelve_choice(ctx.record, offender, *played) for played in later]
        if role is Role.DEFENDER and ctx.fact(PARTNER_AFTER, shown=_partner_after(ctx.record, found), seat=offender):
            consequences.append(UnauthorisedInformation(law=ref("62D2"), for_seat=offender.partner,
                                                        source=InformationSource.WITHDRAWN_ACTION,
                                                        cards=(card,)))  # fmt: skip
            laws.append(ref("62D2"))
        return laws, consequences, choices

    def _repeated(self, ctx: Context, found: _Found) -> bool:
        """Law 64B2: an earlier established revoke by the same player in the same suit."""
        play = ctx.record.play
        if play is None or found.index is None:
            return ctx.fact(REPEATED, seat=found.offender)
        return any(f.offender is found.offender and f.suit_led is found.suit_led and f.established
                   and f.index is not None and f.index < found.index for f in _revokes_shown(ctx, play))  # fmt: skip

    def _other_established(self, ctx: Context, found: _Found) -> bool:
        """Law 64B7: the other side has an established revoke on this board too."""
        play = ctx.record.play
        if play is None or found.index is None:
            return ctx.fact(OTHER_REVOKE, seat=found.offender, trick=found.trick) is OtherRevoke.ESTABLISHED
        return any(f.offender.side is not found.offender.side and f.established for f in _revokes_shown(ctx, play))


def _review(law: str, reason: str, period: Period) -> DirectorReview:
    """Law 64C: the Director may adjust the score after any established revoke, transfer or none
    (``reason`` says which). During play he is called back at the end of play; once play is over he
    judges now."""
    when = Moment.END_OF_PLAY if period is Period.PLAY else Moment.NOW
    return DirectorReview(law=ref(law), when=when, reason=reason)


def follow_up_facts(follow_up: FollowUp) -> dict[Fact[Any], object]:
    """The facts a :class:`FollowUp` fixes for ruling the revoke it names (Laws 14B4, 67B2(b)) through
    :meth:`Context.delegate` on the record as it stands: the restored card is deemed held throughout,
    so the revoke is taken as one, on its trick, with its card and establishment."""
    fixed: dict[Fact[Any], object] = {KIND: RevokeKind.FOLLOW_SUIT}
    for fact, value in ((OFFENDER, follow_up.seat), (TRICK, follow_up.trick), (CARD, follow_up.card),
                        (ESTABLISHED, follow_up.established)):  # fmt: skip
        if value is not None:
            fixed[fact] = value
    return fixed


# --- what the record shows -------------------------------------------------------------------------------


def _handed_over(ctx: Context, play: PlayRecord) -> _Found | None:
    """A revoke handed over by another family with offender, trick and card fixed (see
    :func:`follow_up_facts`): taken as the record's play to that trick, without asking whether he could
    have followed (the card deemed held may not be in the recorded hand)."""
    fixed = [_fixed(ctx, f) for f in (OFFENDER, TRICK, CARD)]
    offender, trick, card = fixed
    if not isinstance(offender, Seat) or not isinstance(trick, int) or not isinstance(card, Card):
        return None
    numbers = _trick_numbers(play)
    index = _play_index(play, numbers, offender, trick)
    led = None
    if index is not None:
        current = play.state_at(index).current
        led = current.suit_led if current is not None else None
    established = _fixed(ctx, ESTABLISHED)
    return _Found(offender, trick, card, RevokeKind.FOLLOW_SUIT, index,
                  established if isinstance(established, bool) else None, led)  # fmt: skip


def _fixed(ctx: Context, fact: Fact[Any]) -> object | None:
    """The value of ``fact`` fixed by the handing family (known, but not answered by the Director)."""
    return ctx.known(fact) if ctx.facts.value(fact) is None else None


def _revokes_shown(ctx: Context, play: PlayRecord) -> list[_Found]:
    """Revokes the record flags (failures to follow suit) and the failures to comply with a rectification
    the table state finds, in the order they happened."""
    numbers = _trick_numbers(play)
    found: dict[int, _Found] = {}
    for r in play.revokes():
        found[r.index] = _from_revoke(r)
    for v in _violations(ctx.table, play):
        assert v.event is not None
        if v.kind in (ViolationKind.PENALTY_CARD_NOT_PLAYED, ViolationKind.MINOR_PENALTY_CARD):
            kind = RevokeKind.PENALTY_CARD
        elif v.kind is ViolationKind.LEAD_RESTRICTION:
            kind = RevokeKind.LEAD_RESTRICTION
        else:
            kind = RevokeKind.PLAY_RESTRICTION
        if v.event in found:
            if kind is RevokeKind.PENALTY_CARD:
                found[v.event] = replace(found[v.event], kind=kind)
            continue
        state = play.state_at(v.event)
        led = state.current.suit_led if state.current is not None else None
        found[v.event] = _Found(v.seat, numbers[v.event], v.card, kind, v.event,
                                _established_after(play, numbers, v.event), led,
                                _retracted(play, v.event))  # fmt: skip
    return [found[i] for i in sorted(found)]


def _from_revoke(r: Revoke) -> _Found:
    return _Found(r.seat, r.trick, r.card, RevokeKind.FOLLOW_SUIT, r.index, r.established, r.suit_led, r.corrected_by)


@functools.lru_cache(maxsize=8)
def _violations(table: TableState, play: PlayRecord) -> tuple[Violation, ...]:
    """Cards played against a rectification in force (the table state followed along ``play``);
    cached, as a ruling asks it several times for the same record."""
    if not (table.penalty_cards or table.restrictions or table.play_restrictions or table.violations):
        return ()  # nothing on the table to break
    try:
        advanced = table.advance(play) if table.event_count <= len(play.events) else table
    except TableStateError:
        return ()
    return tuple(v for v in advanced.violations if v.event is not None)


def _trick_numbers(play: PlayRecord) -> list[int]:
    """The trick in progress when each event happened."""
    replayer = Replayer(play.deal, play.contract)
    numbers = []
    for event in play.events:
        numbers.append(replayer.trick_number)
        replayer.apply(event)
    return numbers


def _play_index(play: PlayRecord, numbers: list[int], seat: Seat, trick: int) -> int | None:
    for i, event in enumerate(play.events):
        if isinstance(event, Play) and event.seat is seat and numbers[i] == trick:
            return i
    return None


def _established_after(play: PlayRecord, numbers: list[int], index: int) -> bool:
    """Law 63A: the offender or partner played to a later trick, or claimed or conceded, before the
    card was taken back."""
    event = play.events[index]
    assert isinstance(event, Play)
    offenders = (event.seat, event.seat.partner)
    for i in range(index + 1, len(play.events)):
        later = play.events[i]
        if isinstance(later, Retract) and (later.seat, later.card) == (event.seat, event.card):
            return False
        if isinstance(later, Play) and later.seat in offenders and numbers[i] > numbers[index]:
            return True
        if isinstance(later, Claim | Concede) and later.seat in offenders:
            return True
    return False


def _claim_by_opponents_after(play: PlayRecord | None, found: _Found) -> tuple[int, Seat] | None:
    """Law 63A3: the non-offending side's claim or concession after the revoke (and before it was
    corrected), as its event index and the claimer; ``None`` if none. The revoke is established if the
    offending side agreed, which the record does not show."""
    if play is None or found.index is None:
        return None
    for index in range(found.index + 1, len(play.events)):
        later = play.events[index]
        if isinstance(later, Retract) and (later.seat, later.card) == (found.offender, found.card):
            return None
        if isinstance(later, Claim | Concede) and later.seat.side is not found.offender.side:
            return index, later.seat
    return None


def _then_the_claim(ruling: Ruling, claim: tuple[int, Seat]) -> Ruling:
    """The revoke found while the claim was disputed is corrected; the claim is then ruled under Law 70
    on the corrected record (a follow-up, not dropped)."""
    index, seat = claim
    follow = FollowUp(law=ref("70"), irregularity=IrregularityKind.CLAIM, seat=seat, event=index)
    return replace(ruling, laws=(*ruling.laws, ref("70")), consequences=(*ruling.consequences, follow))


def _retracted(play: PlayRecord, index: int) -> int | None:
    event = play.events[index]
    assert isinstance(event, Play)
    for i in range(index + 1, len(play.events)):
        later = play.events[i]
        if isinstance(later, Retract) and (later.seat, later.card) == (event.seat, event.card):
            return i
    return None


def _role(record: BoardRecord, seat: Seat) -> Role | None:
    if record.contract is None:
        return None
    if seat is record.declarer:
        return Role.DECLARER
    return Role.DUMMY if seat is record.dummy else Role.DEFENDER


def _is_defender(record: BoardRecord, seat: Seat, role: Role | None) -> bool:
    if role is not None:
        return role is Role.DEFENDER
    return bool(record.is_defender(seat))


def _faced(ctx: Context, found: _Found, card: Card) -> bool | None:
    """Whether the revoke card lay face up on the table (a penalty card) when played, as far as known."""
    play = ctx.record.play
    if play is None or found.index is None:
        return None
    state = play.state_at(found.index)
    if card in state.exposed_cards(found.offender):
        return True
    table = ctx.table
    if table.event_count > found.index:  # followed past the card: a penalty card played left a note (Law 50E3)
        return any(n.source == InformationSource.PENALTY_CARD_PLAYED and n.since == found.index and card in n.cards
                   for n in table.notes)  # fmt: skip
    table = table.advance(play.upto(found.index))
    return card in table.penalty_cards_of(found.offender)


def _partner_after(record: BoardRecord, found: _Found) -> bool | None:
    """Whether the offender's partner played to the revoke trick after him (or had not yet played)."""
    state = record.state
    if state is None or found.index is None:
        return None
    tricks = (*state.tricks, state.current) if state.current is not None else state.tricks
    trick = next((t for t in tricks if t.number == found.trick), None)
    if trick is None:
        return None
    seats = trick.seats
    partner = found.offender.partner
    return partner not in seats or seats.index(partner) > seats.index(found.offender)


def _later_choices(ctx: Context, offender: Seat, later: list[tuple[Seat, Card, int]]) -> list[Choice]:
    """Law 62C1: each non-offender may withdraw a card played after the revoke (its information is
    unauthorised for the offending side, 16C); then (62C2) the offending side's card next in rotation
    may be withdrawn, a penalty card if a defender's. In rotation order."""
    record = ctx.record
    choices: list[Choice] = []
    for i, (seat, card, trick) in enumerate(later):
        if seat.side is offender.side:
            continue
        follow: tuple[Choice, ...] = ()
        if i + 1 < len(later) and later[i + 1][0].side is offender.side:
            follow = (_offenders_choice(ctx, offender, *later[i + 1]),)
        ui = tuple(UnauthorisedInformation(law=ref("16C"), for_seat=s, source=InformationSource.WITHDRAWN_ACTION,
                                           cards=(card,))
                   for s in offender.side.seats if s is not record.dummy)  # fmt: skip
        law = ref("62C1")
        withdraw = Option(id=f"withdraw_{card.pbn}", laws=(law, ref("16C")), cards=(card,), seat=seat,
                          consequences=(CardWithdrawn(law=law, seat=seat, card=card, trick=trick),
                                        SupplyCard(law=law, seat=seat, trick=trick), *ui),
                          follow_up=follow)  # fmt: skip
        keep = Option(id=f"keep_{card.pbn}", laws=(law,), cards=(card,), seat=seat)
        chooser, role = _chooser(record, seat, ChooserRole.NON_OFFENDING_SIDE)
        choices.append(Choice(id=f"law62.withdraw_{card.pbn}", chooser=chooser, role=role, laws=(law,),
                              options=(withdraw, keep)))  # fmt: skip
    return choices


def _twelve_choice(record: BoardRecord, offender: Seat, seat: Seat, card: Card, trick: int) -> Choice:
    """Law 62D1: ``seat``, who played ``card`` to trick 12 after the revoke, may change it as the last two
    tricks are played out again, without penalty; what a non-offender shows so is unauthorised for the
    offending side (Law 16C)."""
    law = ref("62D1")
    ui: tuple[Consequence, ...] = ()
    if seat.side is not offender.side:
        ui = tuple(UnauthorisedInformation(law=ref("16C"), for_seat=s, source=InformationSource.WITHDRAWN_ACTION,
                                           cards=(card,))
                   for s in offender.side.seats if s is not record.dummy)  # fmt: skip
    withdraw = Option(id=f"withdraw_{card.pbn}", laws=(law, ref("16C")) if ui else (law,), cards=(card,), seat=seat,
                      consequences=(CardWithdrawn(law=law, seat=seat, card=card, trick=trick),
                                    SupplyCard(law=law, seat=seat, trick=trick), *ui))  # fmt: skip
    keep = Option(id=f"keep_{card.pbn}", laws=(law,), cards=(card,), seat=seat)
    default = ChooserRole.OFFENDERS_PARTNER if seat is offender.partner else ChooserRole.NON_OFFENDING_SIDE
    chooser, role = _chooser(record, seat, default)
    return Choice(id=f"law62.withdraw_{card.pbn}", chooser=chooser, role=role, laws=(law,), options=(withdraw, keep))


def _offenders_choice(ctx: Context, offender: Seat, seat: Seat, card: Card, trick: int) -> Choice:
    record = ctx.record
    law = ref("62C2")
    consequences: list[Consequence] = [CardWithdrawn(law=law, seat=seat, card=card, trick=trick),
                                       SupplyCard(law=law, seat=seat, trick=trick)]  # fmt: skip
    if record.is_defender(seat):
        consequences.extend(ctx.penalty_cards(seat, (card,), law, grade=PenaltyGrade.MAJOR))
    withdraw = Option(id=f"withdraw_{card.pbn}", laws=(law,), cards=(card,), seat=seat,
                      consequences=tuple(consequences))  # fmt: skip
    keep = Option(id=f"keep_{card.pbn}", laws=(law,), cards=(card,), seat=seat)
    default_role = ChooserRole.OFFENDERS_PARTNER if seat is offender.partner else ChooserRole.OFFENDER
    chooser, role = _chooser(record, seat, default_role)
    return Choice(id=f"law62.withdraw_{card.pbn}", chooser=chooser, role=role, laws=(law,), options=(withdraw, keep))


def _chooser(record: BoardRecord, seat: Seat, role: ChooserRole) -> tuple[Seat, ChooserRole]:
    """Declarer chooses for dummy's cards and his own; a defender for his."""
    if record.declarer is not None and seat in (record.declarer, record.dummy):
        return record.declarer, ChooserRole.DECLARER
    if record.declarer is not None and role is ChooserRole.NON_OFFENDING_SIDE:
        return seat, ChooserRole.DEFENDER
    return seat, role


def _ruling(
    ctx: Context,
    offender: Seat,
    laws: tuple[LawRef, ...],
    consequences: tuple[Consequence, ...],
    choices: tuple[Choice, ...] = (),
) -> Ruling:
    unique = tuple(dict.fromkeys(laws))
    return Ruling(irregularity=IrregularityKind.REVOKE, laws=unique, offender=offender, consequences=consequences,
                  choices=choices, edition=ctx.lawbook.name)  # fmt: skip


def _withdrawn_and_replaced(law: LawRef, offender: Seat, card: Card, trick: int) -> list[Consequence]:
    """The revoke card withdrawn and a legal card substituted (Law 62A; at trick 12, 62D1)."""
    return [CardWithdrawn(law=law, seat=offender, card=card, trick=trick),
            SupplyCard(law=law, seat=offender, trick=trick)]
