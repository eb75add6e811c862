"""Laws 24, 35 to 39 and 41 (with 47E and 54E): cards exposed in the auction, inadmissible calls, calls after
the final pass and the face-down opening lead.

Law 24: a card of a player's hand that, through his own error, partner could see during the auction stays face
up until the auction ends (what it shows is authorised for the opponents, unauthorised for partner, 16C). A
single card below honour rank not led early: nothing more for now (24A); a single honour, or any card led early
(24B), or two or more cards (24C): partner passes at his next turn (72C). When the auction is over the cards go
back to the hand if the offender is on the declaring side (24D) and become penalty cards if he defends (24E,
graded under 50B); while it goes on, the ruling says so for the Director to finish it at the end of the auction.

Law 36 (a double or redouble Law 19 does not permit): if the left-hand opponent called over it, that call and
all later ones are cancelled and the auction goes on as if nothing had happened, without lead restriction
(36A); otherwise it is cancelled, the offender calls legally and his partner passes for the rest of the
auction (36B1-B3, 26B, 72C), the auction going back to the right player when the call was also out of turn
(36B4); found only once the opening lead is faced, the contract is scored as if it had not been made (36C).
Law 37 (a call by a player bound to pass): stands with all later calls if the left-hand opponent called (37A),
else cancelled, a pass put in its place and both members of the side pass for the rest of the auction (37B).
Law 38 (a bid above seven, which no auction record can hold): cancelled with the later calls, a pass in its
place, the side passes for the rest of the auction, 26B and 72C unless the left-hand opponent had called.
Law 39 (calls after the final pass): all cancelled; a defender's bid, double or redouble before his left-hand
opponent called lets declarer restrict his partner's lead (39C, 26B); otherwise no more (39B).

Law 41 (face-down opening lead): it may be withdrawn only on the Director's instruction after an irregularity,
and goes back to the hand (41A). The wrong defender's face-down lead goes back and the right one leads; after a
faced lead out of turn, partner's face-down lead is Law 54's; a declaring-side player's is Law 24's (54E);
a corrected explanation lets the leader take his back (47E2(a), 21B); a reopened auction sends it back (41A);
otherwise the lead stays as it is while the defenders use the Clarification Period (41B).
Law 41D (dummy's hand spread, every card of it): a card of dummy's found hidden, under another card or not spread
with the rest, was part of dummy's hand throughout. Dummy's failure to follow suit while holding it is a revoke,
ruled under Laws 61-64 (an established one brings no trick transfer, 64B3, only the Director's review, 64C);
without one there is no rectification, the Director judging at the end whether the opponents were damaged (12A1).

What the auction record shows (the call, its irregularity, who called over it, the contract) is read off it.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any, ClassVar

from tdcompanion.core.auction import Auction, CallIrregularity
from tdcompanion.core.calls import DOUBLE, REDOUBLE, Call, CallKind
from tdcompanion.core.cards import Card
from tdcompanion.core.laws import judgement
from tdcompanion.core.laws.auction_effects import (
    AuctionReverts,
    CallCancelled,
    LeadProhibitionRight,
    MustPass,
    PassSpan,
    authorised_for,
)
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup
from tdcompanion.core.laws.facts import Fact
from tdcompanion.core.laws.law23_27 import ReplacementDue
from tdcompanion.core.laws.law48_52 import PenaltyCardDuty
from tdcompanion.core.laws.law53_56 import PARTNER_FACE_DOWN, FaceDownLeadRetracted
from tdcompanion.core.laws.law61_64 import ABLE, KIND, ROLE, RevokeKind, Role
from tdcompanion.core.laws.law61_64 import OFFENDER as REVOKER
from tdcompanion.core.laws.law61_64 import TRICK as REVOKE_TRICK
from tdcompanion.core.laws.ruling import (
    Consequence,
    DirectorReview,
    FollowUp,
    InformationSource,
    IrregularityKind,
    LawRef,
    LeadFrom,
    Moment,
    NoRectification,
    PenaltyGrade,
    Ruling,
    UnauthorisedInformation,
    ref,
)
from tdcompanion.core.play import Play
from tdcompanion.core.seats import Seat

# --- consequences of this family ---------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class CardsFaceUp(Consequence):
    """``seat``'s ``cards`` stay face up on the table until the auction ends; what they show is authorised
    information for the opponents and unauthorised for his side (Law 24 preamble, 16C)."""

    kind: ClassVar[str] = "cards_face_up"
    seat: Seat
    cards: tuple[Card, ...]


@dataclass(frozen=True, kw_only=True)
class ExposedCardsPending(Consequence):
    """At the end of the auction the Director rules again on ``seat``'s exposed ``cards``: back to the hand if
    he is declarer or dummy (24D), each a penalty card if he defends (24E). No longer given (a
    :class:`FollowUp` at the end of the auction says it, and the table state enforces it); read from files
    saved before."""

    kind: ClassVar[str] = "exposed_cards_pending"
    seat: Seat
    cards: tuple[Card, ...]


@dataclass(frozen=True, kw_only=True)
class DummyCardSpread(Consequence):
    """``card``, found hidden, is spread with dummy's (``seat``'s) other cards; it was part of dummy's hand
    throughout (Law 41D)."""

    kind: ClassVar[str] = "dummy_card_spread"
    seat: Seat
    card: Card


@dataclass(frozen=True, kw_only=True)
class PassSubstituted(Consequence):
    """A pass takes the place of ``seat``'s cancelled call and the auction goes on (37B2, 38C)."""

    kind: ClassVar[str] = "pass_substituted"
    seat: Seat


@dataclass(frozen=True, kw_only=True)
class AnyLegalCall(Consequence):
    """``seat`` may make any legal call at his own turn (36B4)."""

    kind: ClassVar[str] = "any_legal_call"
    seat: Seat


@dataclass(frozen=True, kw_only=True)
class ScoredWithoutCall(Consequence):
    """The contract is scored as if ``seat``'s inadmissible ``call`` had not been made (36C)."""

    kind: ClassVar[str] = "scored_without_call"
    seat: Seat
    call: Call


@dataclass(frozen=True, kw_only=True)
class BidAboveSevenCancelled(Consequence):
    """``seat``'s bid of more than seven (``words``, as the Director heard it) is cancelled; no contract above
    seven is ever played (38A, 38B)."""

    kind: ClassVar[str] = "bid_above_seven_cancelled"
    seat: Seat
    words: str


@dataclass(frozen=True, kw_only=True)
class LaterCallsCancelled(Consequence):
    """Every call made after ``seat``'s irregular call is cancelled too (38B)."""

    kind: ClassVar[str] = "later_calls_cancelled"
    seat: Seat


class Why(enum.StrEnum):
    """Reasons of this family (see :class:`~tdcompanion.core.laws.ruling.Reason`)."""

    NOT_EXPOSED = "law24.not_exposed"
    """Not through the player's own error, or partner could not see the face: Law 24 does not apply."""
    LOW_CARD = "law24.low_card"
    """A single card below honour rank, not led early: no rectification during the auction (24A)."""
    DECLARING_SIDE = "law24.declaring_side"
    """The offender is declarer or dummy: the cards go back to his hand, no more (24D)."""
    PASSED_OUT = "law24.passed_out"
    """All four passed: the board is not played, the cards go back to the hand (22B)."""
    FORCED_PASS = "law24.forced_pass"
    """72C: the forced pass may have helped the offending side."""
    AS_IF_NONE = "law36.as_if_none"
    """36A: the auction goes on as if there had been no irregularity; no lead restriction."""
    COULD_HAVE_KNOWN = "law36.could_have_known"
    """72C: the offender could have known the irregularity could damage the other side."""
    CALLS_STAND = "law37.calls_stand"
    """37A: the call and all later calls stand; no lead restriction."""
    CALLS_STAND_STILL_BARRED = "law37.calls_stand_still_barred"
    """37A: as above, and the offender still passes for the rest of the auction."""
    AFTER_AUCTION_NO_MORE = "law39.no_more"
    """39B: a defender's pass, a declaring-side call, or LHO called: nothing more."""
    AFTER_PASS_OUT = "law39.passed_out"
    """The board was passed out: the calls after the fourth pass are cancelled, the board is not played."""
    WRONG_DEFENDER = "law41.wrong_defender"
    """The face-down lead by the wrong defender goes back to his hand without rectification (41A)."""
    EXPLANATION_CORRECTED = "law41.explanation_corrected"
    """After a corrected explanation the leader may take back his face-down lead (41A, 47E2(a))."""
    AUCTION_REOPENED = "law41.auction_reopened"
    """A call was changed and the auction goes on: the face-down lead goes back to the hand (41A, 21B)."""
    LEAD_STAYS = "law41.lead_stays"
    """41A, 41B: the face-down lead stays; questions before it is faced are allowed."""
    NO_REVOKE = "law41.no_revoke"
    """41D: dummy did not fail to follow suit while the card was hidden: nothing to rectify."""
    HIDDEN_CARD_DAMAGE = "law41.hidden_card_damage"
    """12A1: the opponents may have been misled by dummy's hand as spread."""


class Outcome(enum.Enum):
    """Where the auction stands for the offender of Law 24 (asked when no auction record shows it)."""

    AUCTION_GOES_ON = "auction_goes_on"
    DECLARING_SIDE = "declaring_side"
    """He became declarer or dummy."""
    DEFENDER = "defender"
    PASSED_OUT = "passed_out"


class Inadmissible(enum.Enum):
    """Which inadmissible call (Law 35), asked when the record does not show it."""

    DOUBLE_OR_REDOUBLE = "double_or_redouble"
    """A double or redouble Law 19 does not permit (36)."""
    WHILE_BARRED = "while_barred"
    """A bid, double or redouble by a player required to pass (37)."""
    ABOVE_SEVEN = "above_seven"
    """A bid of more than seven (38)."""


class FaceDownIssue(enum.Enum):
    """What happened to the right defender's face-down opening lead (Law 41)."""

    EXPLANATION_CORRECTED = "explanation_corrected"
    """Declarer or dummy corrected an explanation before the lead was faced (20F5, 47E2(a))."""
    AUCTION_REOPENED = "auction_reopened"
    """A call was changed (21B1(a), 25) and the auction goes on."""
    WANTS_ANOTHER_CARD = "wants_another_card"
    """The leader, or his partner after asking questions, wants another card led (41A, 41B)."""


FACE_DOWN_SOURCE = "law41.face_down_lead"
"""Information source: a face-down lead withdrawn (16C1(b): unauthorised for the offender's partner)."""

# --- facts ---------------------------------------------------------------------------------------------------

EXPOSER = Fact.seat("law24.offender", "24")
CARDS = Fact.cards("law24.cards", "24")
VISIBLE = Fact.yes_no("law24.visible", "24", judgement=judgement.EXPOSED_TO_PARTNER)
"""Through his own error, the cards were where partner could see their faces."""
LED = Fact.yes_no("law24.led", "24B")
"""The single low card was led early (an opening lead attempted during the auction)."""
OUTCOME = Fact.choice("law24.outcome", Outcome, "24D", "24E")

WHICH = Fact.choice("law35.which", Inadmissible, "35")
OFFENDER = Fact.seat("law35.offender", "35")
CALL = Fact.call("law36.call", "36", "19")
OUT_OF_TURN = Fact.yes_no("law36.out_of_turn", "36B4")
LEAD_FACED = Fact.yes_no("law36.lead_faced", "36C")
BARRED_CALL = Fact.call("law37.call", "37")
BARRED_FOR_REST = Fact.yes_no("law37.barred_for_rest", "37A")
WORDS = Fact.text("law38.words", "38")
LHO_CALLED = Fact.yes_no("law35.lho_called", "36A", "37A", "38D", "39B")

LATE_CALLER = Fact.seat("law39.offender", "39")
LATE_CALL = Fact.call("law39.call", "39")
LATE_DEFENDER = Fact.yes_no("law39.defender", "39B")

LEADER = Fact.seat("law41.leader", "41A")
"""Who made the face-down opening lead."""
DECLARER = Fact.seat("law41.declarer", "41A")
LEAD_CARD = Fact.card("law41.card", "41A", "54E")
ISSUE = Fact.choice("law41.issue", FaceDownIssue, "41A", "41B", "47E2a")
HIDDEN_CARD = Fact.card("law41.hidden_card", "41D")
"""The card of dummy's found hidden (under another card, or not spread with the rest)."""
FAILED_TO_FOLLOW = Fact.yes_no("law41.failed_to_follow", "41D", "61A")
"""Whether dummy failed to follow suit while the card was hidden (asked only without a play record)."""




def _later_live(auction: Auction | None, index: int | None) -> list[int]:
    """Entries after ``index`` that still count (not withdrawn, not cancelled by Law 28B)."""
    if auction is None or index is None:
        return []
    cancelled = auction.cancelled_indices()
    return [
        i for i in range(index + 1, len(auction.entries)) if i not in cancelled and not auction.entries[i].withdrawn
    ]


def _lho_called(auction: Auction | None, index: int | None, seat: Seat) -> bool | None:
    """Whether ``seat``'s left-hand opponent called after entry ``index``; ``None`` without the record."""
    if auction is None or index is None:
        return None
    return any(auction.entries[i].seat is seat.lho for i in _later_live(auction, index))


def _silenced(law: LawRef, seat: Seat, *, both: bool, restriction: bool = True) -> tuple[Consequence, ...]:
    """The offending side passes for the rest of the auction (partner only unless ``both``), with 16C, and 26B and
    72C when ``restriction`` (Laws 36B2-B3, 37B2, 38C-D)."""
    partner = seat.partner
    bars = (MustPass(law=law, seat=seat, span=PassSpan.REST_OF_AUCTION),) if both else ()
    out: tuple[Consequence, ...] = (
        *bars,
        MustPass(law=law, seat=partner, span=PassSpan.REST_OF_AUCTION),
        UnauthorisedInformation(law=ref("16C"), for_seat=partner, source=InformationSource.WITHDRAWN_CALL),
    )
    if restriction:
        out += (LeadProhibitionRight(law=ref("26B"), leader=partner, offender=seat),
                DirectorReview(law=ref("72C"), when=Moment.END_OF_PLAY, reason=Why.COULD_HAVE_KNOWN))  # fmt: skip
    return out


# --- Law 24 ---------------------------------------------------------------------------------------------------


@WBF2017.register
class CardExposedInAuction(Family):
    """Law 24 (with 16C, 50, 72C; an opening lead attempted by the declaring side, 54E)."""

    kinds = (IrregularityKind.CARD_EXPOSED_IN_AUCTION,)
    laws = (24,)
    group = KindGroup.AUCTION

    def rule(self, ctx: Context) -> Ruling:
        seat = ctx.fact(EXPOSER)
        cards = ctx.fact(CARDS, seat=seat)
        self._check(ctx, seat, cards)
        if not ctx.fact(VISIBLE, seat=seat, cards=cards):
            law = ref("24")
            return ctx.ruling(seat, (law,), (NoRectification(law=law, reason=Why.NOT_EXPOSED),))
        single_low = len(cards) == 1 and not cards[0].rank.is_honour
        led = ctx.fact(LED, seat=seat, card=cards[0]) if single_low else False
        info = UnauthorisedInformation(law=ref("16C"), for_seat=seat.partner,
                                       source=InformationSource.CARD_EXPOSED_IN_AUCTION, cards=cards)  # fmt: skip
        outcome = ctx.fact(OUTCOME, shown=self._outcome(ctx, seat), seat=seat)
        if outcome is Outcome.AUCTION_GOES_ON:
            return self._during(ctx, seat, cards, single_low and not led, info)
        if outcome is Outcome.PASSED_OUT:
            law = ref("22B")
            return ctx.ruling(seat, (ref("24"), law), (NoRectification(law=law, reason=Why.PASSED_OUT),))
        if outcome is Outcome.DECLARING_SIDE:
            law = ref("24D")
            return ctx.ruling(seat, (law, ref("16C")), (NoRectification(law=law, reason=Why.DECLARING_SIDE), info))
        law = ref("24E")
        made = ctx.penalty_cards(seat, cards, law, deliberate=led)
        # Law 50 applies to them: what a card of that grade obliges him to (50C minor, 50D major)
        major = any(p.grade is PenaltyGrade.MAJOR for p in made)
        grade = PenaltyGrade.MAJOR if major else PenaltyGrade.MINOR
        duty = PenaltyCardDuty(law=ref("50D") if major else ref("50C"), seat=seat, grade=grade)
        return ctx.ruling(seat, (law, ref("50")), (*made, duty))

    @staticmethod
    def _check(ctx: Context, seat: Seat, cards: tuple[Card, ...]) -> None:
        if not cards:
            ctx.refuse("law24.no_cards", fact=CARDS.id, seat=seat)
        hand = ctx.record.deal.hands[seat]
        if hand is None:
            return
        missing = tuple(c for c in cards if c not in hand)
        if missing:
            ctx.refuse("law24.card_not_in_hand", fact=CARDS.id, cards=missing, seat=seat)

    @staticmethod
    def _outcome(ctx: Context, seat: Seat) -> Outcome | None:
        record = ctx.record
        contract = record.contract
        if contract is not None:
            return Outcome.DECLARING_SIDE if seat.side is contract.declaring_side else Outcome.DEFENDER
        auction = record.auction
        if auction is None:
            return None
        if not auction.is_complete:
            return Outcome.AUCTION_GOES_ON
        return Outcome.PASSED_OUT if auction.is_passed_out else None

    @staticmethod
    def _during(ctx: Context, seat: Seat, cards: tuple[Card, ...], low: bool, info: Consequence) -> Ruling:
        """24A-C while the auction goes on, with what follows when it ends (24D, 24E)."""
        face_up = CardsFaceUp(law=ref("24"), seat=seat, cards=cards)
        told = tuple((key, value) for key, value in ctx.facts.items() if key.startswith("law24."))
        pending = FollowUp(law=ref("24E"), irregularity=IrregularityKind.CARD_EXPOSED_IN_AUCTION, seat=seat,
                           card=cards[0] if len(cards) == 1 else None, when=Moment.END_OF_AUCTION,
                           answers=told)  # fmt: skip
        if low:
            law = ref("24A")
            return ctx.ruling(seat, (ref("24"), law, ref("16C")),
                           (face_up, info, NoRectification(law=law, reason=Why.LOW_CARD), pending))  # fmt: skip
        law = ref("24C") if len(cards) > 1 else ref("24B")
        must = MustPass(law=law, seat=seat.partner, span=PassSpan.NEXT_TURN)
        review = DirectorReview(law=ref("72C"), when=Moment.END_OF_PLAY, reason=Why.FORCED_PASS)
        return ctx.ruling(seat, (ref("24"), law, ref("16C"), ref("72C")), (face_up, info, must, review, pending))


# --- Laws 35-38 ---------------------------------------------------------------------------------------------


_DOUBLE_KINDS = (IrregularityKind.INADMISSIBLE_CALL,)  # on the record: a double or redouble Law 19 does not permit


@dataclass(frozen=True)
class _Call:
    """``seat``'s inadmissible ``call`` at entry ``index`` (``None`` when the record does not show it)."""

    seat: Seat
    call: Call
    index: int | None
    out_of_turn: bool | None


@WBF2017.register
class InadmissibleCall(Family):
    """Laws 35-38 (with 16C, 19, 26B and 72C)."""

    kinds = (IrregularityKind.INADMISSIBLE_CALL,)
    laws = (35, 36, 37, 38)
    group = KindGroup.AUCTION

    def rule(self, ctx: Context) -> Ruling:
        auction = ctx.record.auction
        index = ctx.irregularity.call
        barred = self._barred_index(ctx, auction, index)
        if barred is not None:
            return self._law37(ctx, barred[0], barred[1])
        found = ctx.irregular_call(_DOUBLE_KINDS) if index is not None or self._shows_any(ctx) else None
        which = Inadmissible.DOUBLE_OR_REDOUBLE if found is not None else ctx.fact(WHICH)
        if which is Inadmissible.DOUBLE_OR_REDOUBLE:
            return self._law36(ctx, found)
        if which is Inadmissible.WHILE_BARRED:
            return self._law37(ctx, None, None)
        return self._law38(ctx)

    @staticmethod
    def _shows_any(ctx: Context) -> bool:
        auction = ctx.record.auction
        return auction is not None and any(
            i.kind in _DOUBLE_KINDS and not auction.entries[i.index].withdrawn for i in auction.irregularities()
        )

    @staticmethod
    def _barred_index(ctx: Context, auction: Auction | None, index: int | None) -> tuple[int, bool] | None:
        """The Law 37 call the table state shows (entry, whether the bar was for the rest of the auction): at the
        irregularity's index, else the last one when no index is given and the record shows no Law 36 call."""
        if auction is None:
            return None
        violations = ctx.table.call_violations(auction)
        if index is not None:
            if any(i.index == index and i.kind in _DOUBLE_KINDS for i in auction.irregularities()):
                return None  # contrary to Law 19 as well: Law 36 (37A excludes it)
            hit = next((bar for at, bar in violations if at == index), None)
            return (index, hit.span is PassSpan.REST_OF_AUCTION) if hit is not None else None
        live = [(at, bar) for at, bar in violations if not auction.entries[at].withdrawn]
        if not live:
            return None
        at, bar = live[-1]
        return at, bar.span is PassSpan.REST_OF_AUCTION

    # -- Law 36 --

    def _law36(self, ctx: Context, found: CallIrregularity | None) -> Ruling:
        c = self._double(ctx, found)
        auction = ctx.record.auction
        faced = ctx.record.opening_lead_faced
        if faced is None and (auction is None or auction.is_complete):
            faced = ctx.fact(LEAD_FACED, seat=c.seat, call=c.call)
        if faced:
            law = ref("36C")
            return ctx.ruling(c.seat, (law,), (ScoredWithoutCall(law=law, seat=c.seat, call=c.call),))
        cancel = CallCancelled(law=ref("36B1"), seat=c.seat, call=c.call, index=c.index)
        if ctx.fact(LHO_CALLED, shown=_lho_called(auction, c.index, c.seat), seat=c.seat.lho, call=c.call):
            return self._law36a(ctx, c, found)
        out_of_turn = c.out_of_turn if c.out_of_turn is not None else ctx.fact(OUT_OF_TURN, seat=c.seat, call=c.call)
        if out_of_turn:
            law = ref("36B4")
            turn = found.expected if found is not None and found.expected is not None else None
            reverts: tuple[Consequence, ...] = (AuctionReverts(law=law, seat=turn),) if turn is not None else ()
            consequences = (CallCancelled(law=law, seat=c.seat, call=c.call, index=c.index), *reverts,
                            AnyLegalCall(law=law, seat=c.seat), *_silenced(law, c.seat, both=False))  # fmt: skip
            return ctx.ruling(c.seat, (law, ref("26B"), ref("16C"), ref("72C")), consequences)
        consequences = (
            cancel,
            ReplacementDue(law=ref("36B2"), seat=c.seat),
            *_silenced(ref("36B2"), c.seat, both=False),
        )
        return ctx.ruling(c.seat, (ref("36B"), ref("26B"), ref("16C"), ref("72C")), consequences)

    def _law36a(self, ctx: Context, c: _Call, found: CallIrregularity | None) -> Ruling:
        """36A: the inadmissible call and every later call cancelled; the auction goes back, no lead restriction."""
        law = ref("36A")
        auction = ctx.record.auction
        cancels: list[Consequence] = [CallCancelled(law=law, seat=c.seat, call=c.call, index=c.index)]
        if auction is not None and c.index is not None:
            cancels += [CallCancelled(law=law, seat=auction.entries[i].seat, call=auction.entries[i].call, index=i)
                        for i in _later_live(auction, c.index)]  # fmt: skip
        else:
            cancels.append(LaterCallsCancelled(law=law, seat=c.seat))
        turn = found.expected if found is not None and found.expected is not None else c.seat
        return ctx.ruling(c.seat, (law, ref("16C")), (
            *cancels,
            AuctionReverts(law=law, seat=turn),
            NoRectification(law=law, reason=Why.AS_IF_NONE),
            UnauthorisedInformation(law=ref("16C"), for_seat=c.seat.partner, source=InformationSource.WITHDRAWN_CALL),
            authorised_for(c.seat.side.opponents),
        ))  # fmt: skip

    @staticmethod
    def _double(ctx: Context, found: CallIrregularity | None) -> _Call:
        if found is not None:
            auction = ctx.record.auction
            out = auction is not None and any(
                i.index == found.index and i.kind is IrregularityKind.CALL_OUT_OF_ROTATION
                for i in auction.irregularities()
            )
            return _Call(found.seat, found.call, found.index, out)
        seat = ctx.fact(OFFENDER)
        call = ctx.fact(CALL, choices=(DOUBLE, REDOUBLE), refuse_as="law36.not_double", seat=seat)
        return _Call(seat, call, None, None)

    # -- Law 37 --

    def _law37(self, ctx: Context, index: int | None, rest: bool | None) -> Ruling:
        auction = ctx.record.auction
        if index is not None and auction is not None:
            seat, call = auction.entries[index].seat, auction.entries[index].call
        else:
            seat = ctx.fact(OFFENDER)
            call = ctx.fact(BARRED_CALL, seat=seat)
            if call.kind is CallKind.PASS:
                ctx.refuse("law37.pass_is_allowed", fact=BARRED_CALL.id, seat=seat)
        if ctx.fact(LHO_CALLED, shown=_lho_called(auction, index, seat), seat=seat.lho, call=call):
            law = ref("37A")
            still = rest if rest is not None else ctx.fact(BARRED_FOR_REST, seat=seat)
            reason = Why.CALLS_STAND_STILL_BARRED if still else Why.CALLS_STAND
            return ctx.ruling(seat, (law,), (NoRectification(law=law, reason=reason),))
        law = ref("37B2")
        consequences = (CallCancelled(law=ref("37B1"), seat=seat, call=call, index=index),
                        PassSubstituted(law=law, seat=seat), *_silenced(law, seat, both=True))  # fmt: skip
        return ctx.ruling(seat, (ref("37B"), ref("26B"), ref("16C"), ref("72C")), consequences)

    # -- Law 38 --

    def _law38(self, ctx: Context) -> Ruling:
        seat = ctx.fact(OFFENDER)
        words = ctx.fact(WORDS, seat=seat)
        called = ctx.fact(LHO_CALLED, seat=seat.lho, call=words)
        cancelled: tuple[Consequence, ...] = (BidAboveSevenCancelled(law=ref("38B"), seat=seat, words=words),)
        if called:
            cancelled += (LaterCallsCancelled(law=ref("38B"), seat=seat),)
        consequences = (*cancelled, PassSubstituted(law=ref("38C"), seat=seat),
                        *_silenced(ref("38C"), seat, both=True, restriction=not called))  # fmt: skip
        laws = (ref("38A"), ref("38B"), ref("38C"), ref("38D"), ref("16C"))
        return ctx.ruling(seat, laws if called else (*laws, ref("26B"), ref("72C")), consequences)


# --- Law 39 ---------------------------------------------------------------------------------------------------


@WBF2017.register
class CallAfterAuction(Family):
    """Law 39 (with 16C, 22B and 26B)."""

    kinds = (IrregularityKind.CALL_AFTER_AUCTION,)
    laws = (39,)
    group = KindGroup.AUCTION

    def rule(self, ctx: Context) -> Ruling:
        found = ctx.irregular_call((IrregularityKind.CALL_AFTER_AUCTION,))
        auction = ctx.record.auction
        seat = ctx.fact(LATE_CALLER, shown=found.seat if found else None)
        call = ctx.fact(LATE_CALL, shown=found.call if found else None, seat=seat)
        law = ref("39A")
        cancels = self._cancels(auction, found) or (CallCancelled(law=law, seat=seat, call=call),)
        if auction is not None and auction.is_passed_out:
            return ctx.ruling(seat, (law, ref("22B")),
                           (*cancels, NoRectification(law=ref("22B"), reason=Why.AFTER_PASS_OUT)))  # fmt: skip
        contract = ctx.record.contract
        defends = seat.side is not contract.declaring_side if contract is not None else None
        defender = ctx.fact(LATE_DEFENDER, shown=defends, seat=seat)
        called = ctx.fact(LHO_CALLED, shown=_lho_called(auction, found.index if found else None, seat),
                          seat=seat.lho, call=call)  # fmt: skip
        info: tuple[Consequence, ...] = ()
        if defender and call.kind is not CallKind.PASS:
            info = (UnauthorisedInformation(law=ref("16C"), for_seat=seat.partner,
                                            source=InformationSource.WITHDRAWN_CALL),)  # fmt: skip
        if called or not defender or call.kind is CallKind.PASS:
            more = ref("39B")
            return ctx.ruling(seat, (law, more, *(ref("16C") for _ in info[:1])),
                           (*cancels, NoRectification(law=more, reason=Why.AFTER_AUCTION_NO_MORE), *info))  # fmt: skip
        # 39C gives declarer the lead prohibition of 26B: stated under 39C, 26B is not cited apart
        right = LeadProhibitionRight(law=ref("39C"), leader=seat.partner, offender=seat)
        return ctx.ruling(seat, (law, ref("39C"), ref("16C")), (*cancels, right, *info))

    @staticmethod
    def _cancels(auction: Auction | None, found: CallIrregularity | None) -> tuple[Consequence, ...]:
        """Every call after the final pass that is not withdrawn yet (39A)."""
        if auction is None or found is None:
            return ()
        law = ref("39A")
        return tuple(
            CallCancelled(law=law, seat=i.seat, call=i.call, index=i.index)
            for i in auction.irregularities()
            if i.kind is IrregularityKind.CALL_AFTER_AUCTION and not auction.entries[i.index].withdrawn
        )


# --- Law 41 with 47E and 54 -------------------------------------------------------------------------------------


@WBF2017.register
class FaceDownLead(Family):
    """Law 41 (with 21B, 24, 47E, 54 preamble and 54E; 41D with 61-64 and 12A1)."""

    kinds = (IrregularityKind.FACE_DOWN_LEAD, IrregularityKind.DUMMY_CARD_HIDDEN)
    laws = (41,)
    group = KindGroup.PLAY

    def rule(self, ctx: Context) -> Ruling:
        if ctx.irregularity.kind is IrregularityKind.DUMMY_CARD_HIDDEN:
            return _hidden_card(ctx)
        record = ctx.record
        seat = ctx.fact(LEADER)
        if record.auction is not None and not record.auction.is_complete:
            # led during the auction: a card prematurely led (24B); whether partner could see it is asked
            return ctx.delegate(IrregularityKind.CARD_EXPOSED_IN_AUCTION, {EXPOSER: seat, LED: True})
        declarer = ctx.fact(DECLARER, shown=record.declarer)
        if seat.side is declarer.side:
            card = ctx.fact(LEAD_CARD, seat=seat)
            hand = record.deal.hands[seat]
            if hand is not None and card not in hand:
                ctx.refuse("law24.card_not_in_hand", fact=LEAD_CARD.id, cards=(card,), seat=seat)
            ruling = ctx.delegate(IrregularityKind.CARD_EXPOSED_IN_AUCTION,
                                  {EXPOSER: seat, CARDS: (card,), VISIBLE: True, LED: True})  # fmt: skip
            return Ruling(irregularity=ctx.irregularity.kind, laws=(ref("54E"), *ruling.laws), offender=seat,
                          consequences=ruling.consequences, choices=ruling.choices, edition=ruling.edition)  # fmt: skip
        leader = declarer.lho
        if record.opening_lead_faced:
            return self._after_faced(ctx, seat, leader)
        if seat is not leader:
            law = ref("41A")
            return ctx.ruling(seat, (law, ref("16C")), (
                FaceDownLeadRetracted(law=law, seat=seat),
                NoRectification(law=law, reason=Why.WRONG_DEFENDER),
                LeadFrom(law=law, seat=leader),
                UnauthorisedInformation(law=ref("16C"), for_seat=leader, source=FACE_DOWN_SOURCE),
            ))  # fmt: skip
        issue = ctx.fact(ISSUE, seat=seat)
        if issue is FaceDownIssue.EXPLANATION_CORRECTED:
            law = ref("47E2(a)")
            return ctx.ruling(None, (ref("41A"), law, ref("21B1(a)"), ref("16C")), (
                FaceDownLeadRetracted(law=ref("41A"), seat=seat),
                NoRectification(law=law, reason=Why.EXPLANATION_CORRECTED),
                FollowUp(law=ref("21B1(a)"), irregularity=IrregularityKind.MISINFORMATION, seat=seat),
            ))  # fmt: skip
        if issue is FaceDownIssue.AUCTION_REOPENED:
            law = ref("41A")
            return ctx.ruling(None, (law, ref("21B2"), ref("16C")), (
                FaceDownLeadRetracted(law=law, seat=seat),
                NoRectification(law=law, reason=Why.AUCTION_REOPENED),
            ))  # fmt: skip
        law = ref("41A")
        return ctx.ruling(None, (law, ref("41B")), (NoRectification(law=law, reason=Why.LEAD_STAYS),))

    @staticmethod
    def _after_faced(ctx: Context, seat: Seat, leader: Seat) -> Ruling:
        """A face-down lead once an opening lead is faced: partner of a faced lead out of turn is Law 54's."""
        play = ctx.record.play
        first = next((e for e in play.events if isinstance(e, Play)), None) if play is not None else None
        if first is not None and first.seat is seat.partner and first.seat is not leader:
            return ctx.delegate(IrregularityKind.OPENING_LEAD_OUT_OF_TURN, {PARTNER_FACE_DOWN: True})
        ctx.refuse("law41.lead_faced", fact=LEADER.id, seat=seat)


def _hidden_card(ctx: Context) -> Ruling:
    """Law 41D: a card of dummy's found hidden was his all along; a failure to follow suit with it is dummy's
    revoke, ruled under Laws 61-64 (the record shows it, or the Director is asked)."""
    record = ctx.record
    declarer = ctx.fact(DECLARER, shown=record.declarer)
    dummy = declarer.partner
    card = ctx.fact(HIDDEN_CARD, seat=dummy)
    hand = record.deal.hands[dummy]
    if hand is not None and card not in hand:
        ctx.refuse("law24.card_not_in_hand", fact=HIDDEN_CARD.id, cards=(card,), seat=dummy)
    if card in record.played_cards():
        ctx.refuse("law41.hidden_card_played", fact=HIDDEN_CARD.id, card=card, seat=dummy)
    law = ref("41D")
    spread = DummyCardSpread(law=law, seat=dummy, card=card)
    play = record.play
    if play is not None and any(isinstance(e, Play) for e in play.events):
        revokes = [r for r in play.revokes() if r.seat is dummy and r.suit_led is card.suit and not r.corrected]
        revoked = bool(revokes)
        preset: dict[Fact[Any], object] = {REVOKER: dummy, REVOKE_TRICK: revokes[0].trick} if revokes else {}
    else:
        revoked = ctx.fact(FAILED_TO_FOLLOW, seat=dummy, card=card)
        preset = {REVOKER: dummy, KIND: RevokeKind.FOLLOW_SUIT, ABLE: True, ROLE: Role.DUMMY}
    if not revoked:
        review = DirectorReview(law=ref("12A1"), when=Moment.END_OF_PLAY, reason=Why.HIDDEN_CARD_DAMAGE)
        return ctx.ruling(dummy, (law, ref("12A1")), (spread, NoRectification(law=law, reason=Why.NO_REVOKE), review))
    ruling = ctx.delegate(IrregularityKind.REVOKE, preset)
    return Ruling(irregularity=ctx.irregularity.kind, laws=(law, *ruling.laws), offender=ruling.offender,
                  consequences=(spread, *ruling.consequences), choices=ruling.choices, edition=ruling.edition)
