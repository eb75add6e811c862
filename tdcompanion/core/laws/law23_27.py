"""Laws 23, 25, 26 and 27: the insufficient bid, the change of call and the comparable call.

Law 27 (insufficient bid): made out of rotation it goes to Law 31 (27A2); an unintended one (a
mechanical error or a slip of the tongue, partner not yet having called) may be replaced under Law
25A first. The offender's left-hand opponent may accept it (27A1: it is accepted once he calls).
If he does not, it is cancelled and the offender replaces it: by the lowest sufficient bid
specifying the same denomination(s) (27B1(a)) or by a comparable call (27B1(b), Law 23A), with no
further rectification and a look at the result at the end of play (27D); by any other sufficient bid
or a pass, his partner then passing for the rest of the auction, declarer gaining a Law 26B lead
prohibition and the withdrawn call being unauthorised information to partner (27B2, 16C, 72C); an
attempted double or redouble that is not comparable is cancelled too and replaced, with the same
consequences (27B3); a second insufficient bid may be accepted, else it is ruled as 27B3 (27B4). A
replacement made before the Director ruled stands, if legal, unless the insufficient bid is accepted
(27C).

Law 25 (change of call): an unintended call may be replaced by the intended one until partner calls
(25A1-A4) and within the auction period (25A5), with no lead restriction; the left-hand opponent may
then take back a call he made over the first one (25A6). A change of mind is not allowed: the
left-hand opponent may accept the substituted call (25B1), otherwise it is cancelled and the first
call stands (25B2); information from the withdrawn or cancelled call falls under Law 16C (25B3).

Whether a replacement is comparable (Law 23A: same or similar meaning, a subset of the meanings, the
same purpose) is the Director's judgement: he records both meanings and answers it. What the auction
record shows (the call, the bid it failed to overcall, who called since) is read off it, never asked.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import ALL_BIDS, DOUBLE, MAX_LEVEL, PASS, REDOUBLE, Bid, Call, CallKind
from tdcompanion.core.laws import judgement
from tdcompanion.core.laws.auction_effects import (
    CallCancelled,
    LeadProhibitionRight,
    MustPass,
    PassSpan,
    authorised_for,
)
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup
from tdcompanion.core.laws.facts import Fact
from tdcompanion.core.laws.ruling import (
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
    Reason,
    Ruling,
    UnauthorisedInformation,
    ref,
)
from tdcompanion.core.seats import Seat

# --- consequences of this family --------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class ReplacementDue(Consequence):
    """``seat`` must replace his cancelled call by a legal call at his turn (Laws 27B3, 27B4)."""

    kind: ClassVar[str] = "replacement_due"
    seat: Seat


class Why(enum.StrEnum):
    """Reasons of this family (see :class:`~tdcompanion.core.laws.ruling.Reason`)."""

    LOWEST_SAME_DENOMINATION = "law27.lowest_same_denomination"
    """Replaced by the lowest sufficient bid specifying the same denomination(s): no more (27B1(a))."""
    COMPARABLE = "law27.comparable"
    """Replaced by a comparable call: no more (27B1(b), 23B, 26A)."""
    DAMAGE = "law27.damage"
    """At the end of play: could the outcome well have been different without the infraction (27D, 23C)?"""
    COULD_HAVE_KNOWN = "law27.could_have_known"
    """Could the offender have known that the irregularity could well damage the other side (72C)?"""
    INTENDED_CALL_STANDS = "law25.intended_call_stands"
    """The intended call replaces the unintended one, without lead restrictions (25A1)."""
    ORIGINAL_STANDS = "law25.original_stands"
    """The substituted call is cancelled and the first call stands (25B2)."""
    NO_SUBSTITUTION = "law25.no_substitution"
    """Partner has called since: the unintended call stands, the substitute is cancelled (25A4)."""
    TOO_LATE = "law25.too_late"
    """The auction period has ended: the call can no longer be changed (25A5)."""


class Comparable(enum.Enum):
    """The Director's judgement on a replacement call (Law 23A)."""

    SAME_MEANING = "same_meaning"
    """It has the same or a similar meaning as the withdrawn call (23A1)."""
    SUBSET = "subset"
    """It defines a subset of the withdrawn call's possible meanings (23A2)."""
    SAME_PURPOSE = "same_purpose"
    """It has the same purpose, e.g. an asking bid or a relay (23A3)."""
    NOT_COMPARABLE = "not_comparable"


# --- facts ----------------------------------------------------------------------------------------------

OFFENDER = Fact.seat("law27.offender", "27")
"""Who made the insufficient bid (asked only when the auction record does not show it)."""
BID = Fact.call("law27.bid", "27", "18D")
LAST_BID = Fact.call("law27.last_bid", "27", "18D")
"""The bid the insufficient bid failed to overcall."""
OUT_OF_ROTATION = Fact.yes_no("law27.out_of_rotation", "27A2")
REPLACEMENT = Fact.call("law27.replacement", "27B", "27C")
"""The call the offender makes in place of the insufficient bid if it is not accepted."""
ARTIFICIAL = Fact.yes_no("law27.artificial", "27B1a")
REPLACEMENT_ARTIFICIAL = Fact.yes_no("law27.replacement_artificial", "27B1a")
"""The lowest sufficient bid in the insufficient bid's strain replacing it is artificial (by its meaning)."""
SAME_DENOMINATIONS = Fact.yes_no("law27.same_denominations", "27B1a")
"""The Director confirms that the replacement specifies the same denomination(s) as the insufficient bid
(asked when either bid is artificial)."""

WITHDRAWN_MEANING = Fact.text("law23.withdrawn_meaning", "23A")
REPLACEMENT_MEANING = Fact.text("law23.replacement_meaning", "23A")
COMPARABLE = Fact.choice("law23.comparable", Comparable, "23A", judgement=judgement.COMPARABLE_CALL)
"""The Director's judgement (23A), asked with its criteria once both meanings are recorded."""

CHANGER = Fact.seat("law25.offender", "25")
ORIGINAL = Fact.call("law25.call", "25")
SUBSTITUTE = Fact.call("law25.substitute", "25")
"""The call the player substituted, or says he meant to make, for his first call."""
UNINTENDED = Fact.yes_no("law25.unintended", "25A1", "25A2", judgement=judgement.UNINTENDED_CALL)
"""The first call was not what he meant to make: a mechanical error or a slip of the tongue."""
PARTNER_CALLED = Fact.yes_no("law25.partner_called", "25A4")
PERIOD_OVER = Fact.yes_no("law25.period_over", "25A5", "17D")
LHO_CALLED = Fact.yes_no("law25.lho_called", "25A6")
LHO_CALL = Fact.call("law25.lho_call", "25A6")


# --- reading the auction record -------------------------------------------------------------------------


def _entries_after(auction: Auction | None, index: int | None) -> list[tuple[int, Seat, Call]]:
    """The calls that count after entry ``index`` (not withdrawn, not cancelled by Law 28B)."""
    if auction is None or index is None:
        return []
    cancelled = auction.cancelled_indices()
    return [(i, e.seat, e.call) for i, e in enumerate(auction.entries) if i > index and i not in cancelled]


def _partner_called(auction: Auction | None, index: int | None, seat: Seat) -> bool | None:
    """Whether ``seat``'s partner has called since entry ``index``; ``None`` when the record cannot tell."""
    if auction is None or index is None:
        return None
    return any(s is seat.partner for _, s, _ in _entries_after(auction, index))


def _call_choices(auction: Auction | None, index: int | None, last: Bid, excluded: Call) -> tuple[Call, ...]:
    """What the offender may put in place of an insufficient bid: the legal calls at that point (a pass,
    the sufficient bids, a double or redouble where Law 19 allows), and an insufficient bid again (27B4)."""
    if auction is not None and index is not None:
        legal = auction.upto(index).legal_calls()
    else:
        legal = (PASS, *ALL_BIDS[last.rank + 1 :], DOUBLE, REDOUBLE)
    again = ALL_BIDS[: last.rank + 1]
    calls = (*legal[:1], *again, *legal[1:])
    return tuple(c for c in calls if c != excluded)


def lowest_sufficient(bid: Bid, last: Bid) -> Bid | None:
    """The lowest bid in ``bid``'s strain that overcalls ``last`` (``None`` above seven)."""
    level = last.level if bid.strain > last.strain else last.level + 1
    return Bid(level, bid.strain) if level <= MAX_LEVEL else None


def is_comparable(ctx: Context, withdrawn: Call, replacement: Call, *, meaning: str | None = None) -> bool:
    """The Director's Law 23A judgement, after recording both meanings (asked, never decided here);
    ``meaning``: the replacement's meaning when the record shows it (its explanation)."""
    ctx.fact(WITHDRAWN_MEANING, call=withdrawn)
    ctx.fact(REPLACEMENT_MEANING, shown=meaning, call=replacement)
    return ctx.fact(COMPARABLE, call=withdrawn, replacement=replacement) is not Comparable.NOT_COMPARABLE




def _silenced(law: LawRef, seat: Seat) -> tuple[Consequence, ...]:
    """Partner passes for the rest of the auction, Law 26B, 16C and the 72C reminder (27B2, 27B3)."""
    partner = seat.partner
    return (
        MustPass(law=law, seat=partner, span=PassSpan.REST_OF_AUCTION),
        LeadProhibitionRight(law=ref("26B"), leader=partner, offender=seat),
        UnauthorisedInformation(law=ref("16C"), for_seat=partner, source=InformationSource.WITHDRAWN_CALL),
        DirectorReview(law=ref("72C"), when=Moment.END_OF_PLAY, reason=Why.COULD_HAVE_KNOWN),
    )


# --- Law 27: the insufficient bid -------------------------------------------------------------------------


@dataclass(frozen=True)
class _Insufficient:
    """``seat`` bid ``call`` over ``last``; ``index`` is its auction entry when the record shows it."""

    seat: Seat
    call: Bid
    last: Bid
    index: int | None
    withdrawn: bool


@dataclass(frozen=True)
class _Outcome:
    """What follows the replacement once the insufficient bid is not accepted."""

    laws: tuple[LawRef, ...]
    consequences: tuple[Consequence, ...]
    follow_up: tuple[Choice, ...] = ()


@WBF2017.register
class InsufficientBid(Family):
    """Law 27 (with 16C, 23, 25A, 26B, 31 and 72C)."""

    kinds = (IrregularityKind.INSUFFICIENT_BID,)
    laws = (27,)
    group = KindGroup.AUCTION

    def rule(self, ctx: Context) -> Ruling:
        ib = self._bid(ctx)
        auction = ctx.record.auction
        if ctx.fact(OUT_OF_ROTATION, shown=self._out_of_rotation(ctx, ib), seat=ib.seat, call=ib.call):
            return ctx.delegate(IrregularityKind.CALL_OUT_OF_ROTATION)
        partner_called = _partner_called(auction, ib.index, ib.seat)
        if not partner_called and ctx.fact(UNINTENDED, seat=ib.seat, call=ib.call):
            return ctx.delegate(IrregularityKind.CHANGE_OF_CALL, {CHANGER: ib.seat, ORIGINAL: ib.call})
        after = _entries_after(auction, ib.index)
        lho = ib.seat.lho
        if not ib.withdrawn and after and after[0][1] is lho:
            law = ref("27A1")
            return ctx.ruling(ib.seat, (law,), (NoRectification(law=law, reason=Reason.ACCEPTED),))
        shown = (after[0][0], after[0][2]) if after and after[0][1] is ib.seat else None  # 27C, or after a ruling
        choices = _call_choices(auction, ib.index, ib.last, ib.call)
        lowest = lowest_sufficient(ib.call, ib.last) or ib.call
        replacement = ctx.fact(REPLACEMENT, shown=shown[1] if shown else None, choices=choices, seat=ib.seat,
                               call=ib.call, lho=lho, lowest=lowest)  # fmt: skip
        outcome = self._outcome(ctx, ib, replacement, shown[0] if shown else None)
        cancelled = CallCancelled(law=ref("27B"), seat=ib.seat, call=ib.call, index=ib.index)
        refused = (cancelled, *outcome.consequences, authorised_for(ib.seat.side.opponents))
        if ib.withdrawn:  # the Director already cancelled it: not accepted
            return ctx.ruling(ib.seat, outcome.laws, refused, outcome.follow_up)
        accepted: tuple[Consequence, ...] = (NoRectification(law=ref("27A1"), reason=Reason.ACCEPTED),)
        if shown is not None:  # 27C: the premature replacement goes if the insufficient bid is accepted
            accepted += (CallCancelled(law=ref("27C"), seat=ib.seat, call=replacement, index=shown[0]),
                         UnauthorisedInformation(law=ref("16C"), for_seat=ib.seat.partner,
                                                 source=InformationSource.WITHDRAWN_CALL))  # fmt: skip
        choice = Choice(id="law27.lho_choice", chooser=lho, role=ChooserRole.NON_OFFENDING_SIDE,
                        laws=(ref("27A1"), ref("27B")), options=(
            Option(id="law27.accept", laws=(ref("27A1"),), consequences=accepted),
            Option(id="law27.refuse", laws=outcome.laws, consequences=refused, follow_up=outcome.follow_up),
        ))  # fmt: skip
        laws = (ref("27"), ref("27C")) if shown is not None else (ref("27"),)
        return ctx.ruling(ib.seat, (*laws, *(x for x in outcome.laws if x not in laws)), (), (choice,))

    def _bid(self, ctx: Context) -> _Insufficient:
        """The insufficient bid, read off the auction record or asked."""
        found = ctx.irregular_call((IrregularityKind.INSUFFICIENT_BID,))
        seat = ctx.fact(OFFENDER, shown=found.seat if found else None)
        call = ctx.fact(BID, shown=found.call if found else None, seat=seat)
        last = ctx.fact(LAST_BID, shown=found.last_bid if found else None, seat=seat, call=call)
        if not isinstance(last, Bid):
            ctx.refuse("law27.not_a_bid", fact=LAST_BID.id, call=last)
        if not isinstance(call, Bid) or call.rank > last.rank:
            ctx.refuse("law27.not_insufficient", fact=BID.id, call=call, last=last)
        auction = ctx.record.auction
        withdrawn = found is not None and auction is not None and auction.entries[found.index].withdrawn
        return _Insufficient(seat, call, last, found.index if found else None, withdrawn)

    @staticmethod
    def _out_of_rotation(ctx: Context, ib: _Insufficient) -> bool | None:
        auction = ctx.record.auction
        if auction is None or ib.index is None:
            return None
        return any(i.index == ib.index and i.kind is IrregularityKind.CALL_OUT_OF_ROTATION
                   for i in auction.irregularities())  # fmt: skip

    def _outcome(self, ctx: Context, ib: _Insufficient, replacement: Call, index: int | None) -> _Outcome:
        """27B1-B4 for ``replacement`` (entry ``index`` when the record shows it)."""
        seat = ib.seat
        if isinstance(replacement, Bid) and replacement.rank <= ib.last.rank:
            return self._second_insufficient(ctx, ib, replacement, index)
        auction = ctx.record.auction
        recorded = auction.entries[index] if auction is not None and index is not None else None
        meaning = recorded.explanation if recorded is not None else None
        lowest = replacement == lowest_sufficient(ib.call, ib.last)
        if lowest and self._same_denominations(ctx, ib, replacement, meaning):
            law = ref("27B1a")
            return _Outcome((law, ref("27D")), (
                NoRectification(law=law, reason=Why.LOWEST_SAME_DENOMINATION),
                DirectorReview(law=ref("27D"), when=Moment.END_OF_PLAY, reason=Why.DAMAGE),
            ))  # fmt: skip
        if is_comparable(ctx, ib.call, replacement, meaning=meaning):
            law = ref("27B1b")
            return _Outcome((law, ref("23A"), ref("27D")), (
                NoRectification(law=law, reason=Why.COMPARABLE),
                DirectorReview(law=ref("27D"), when=Moment.END_OF_PLAY, reason=Why.DAMAGE),
            ))  # fmt: skip
        if replacement.kind in (CallKind.DOUBLE, CallKind.REDOUBLE):
            law = ref("27B3")
            return _Outcome((law, ref("26B"), ref("16C"), ref("72C")), (
                CallCancelled(law=law, seat=seat, call=replacement, index=index),
                ReplacementDue(law=law, seat=seat),
                *_silenced(law, seat),
            ))  # fmt: skip
        law = ref("27B2")
        return _Outcome((law, ref("26B"), ref("16C"), ref("72C")), _silenced(law, seat))

    @staticmethod
    def _same_denominations(ctx: Context, ib: _Insufficient, replacement: Call, meaning: str | None) -> bool:
        """27B1(a) for the lowest sufficient bid in the same strain: it must specify the same denomination(s)
        as the insufficient bid. Granted outright only when both are natural; the replacement's meaning is
        asked (unless the record's explanation shows it), and when either bid is artificial the Director
        says whether the denominations are the same."""
        withdrawn_artificial = ctx.fact(ARTIFICIAL, call=ib.call)
        told = ctx.fact(REPLACEMENT_MEANING, shown=meaning, call=replacement)
        if not withdrawn_artificial and not ctx.fact(REPLACEMENT_ARTIFICIAL, call=replacement, meaning=told):
            return True
        return ctx.fact(SAME_DENOMINATIONS, call=ib.call, replacement=replacement)

    def _second_insufficient(self, ctx: Context, ib: _Insufficient, second: Bid, index: int | None) -> _Outcome:
        """27B4: the left-hand opponent may accept the second insufficient bid; else as 27B3. Accepted, it
        stands as a legal bid (27A1) replacing the first one, which 27B1 does not cover: 27B2 applies."""
        seat = ib.seat
        law = ref("27B4")
        choice = Choice(id="law27.second_lho_choice", chooser=seat.lho, role=ChooserRole.NON_OFFENDING_SIDE,
                        laws=(law, ref("27A1")), options=(
            Option(id="law27.accept_second", laws=(law, ref("27A1"), ref("27B2")), consequences=_silenced(law, seat)),
            Option(id="law27.refuse_second", laws=(law, ref("27B3")), consequences=(
                CallCancelled(law=law, seat=seat, call=second, index=index),
                ReplacementDue(law=ref("27B3"), seat=seat),
                *_silenced(ref("27B3"), seat),
            )),
        ))  # fmt: skip
        return _Outcome((law,), (), (choice,))


# --- Law 25: changes of call ------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Change:
    """``seat`` called ``first`` (entry ``index``) and then ``second`` (entry ``second_index``)."""

    seat: Seat
    first: Call
    second: Call
    index: int | None
    second_index: int | None


def _change_in_record(ctx: Context) -> tuple[int, int] | None:
    """The change of call the record shows: a player calling again straight after his own call, or after
    his left-hand opponent's (the entry at the irregularity's index, else the last such pair)."""
    auction = ctx.record.auction
    if auction is None:
        return None
    pairs: list[tuple[int, int]] = []
    live = [i for i, entry in enumerate(auction.entries) if not entry.withdrawn]
    for pos, index in enumerate(live):
        seat = auction.entries[index].seat
        for back in (1, 2):
            if pos - back < 0:
                continue
            earlier = live[pos - back]
            between = [auction.entries[live[k]].seat for k in range(pos - back + 1, pos)]
            if auction.entries[earlier].seat is seat and all(s is seat.lho for s in between):
                pairs.append((earlier, index))
                break
    wanted = ctx.irregularity.call
    if wanted is not None:
        return next((p for p in pairs if wanted in p), None)
    return pairs[-1] if pairs else None


def _entry_index(auction: Auction | None, seat: Seat, call: Call, hint: int | None) -> int | None:
    """The auction entry of ``seat``'s ``call``: at ``hint`` if it is there, else the last one."""
    if auction is None:
        return None
    entries = auction.entries
    if hint is not None and 0 <= hint < len(entries) and (entries[hint].seat, entries[hint].call) == (seat, call):
        return hint
    found = [i for i, e in enumerate(entries) if e.seat is seat and e.call == call and not e.withdrawn]
    return found[-1] if found else None


@WBF2017.register
class ChangeOfCall(Family):
    """Law 25 (with 16C, 17D, 23 and 26)."""

    kinds = (IrregularityKind.CHANGE_OF_CALL,)
    laws = (25,)
    group = KindGroup.AUCTION

    def rule(self, ctx: Context) -> Ruling:
        change = self._change(ctx)
        auction = ctx.record.auction
        seat = change.seat
        if ctx.fact(UNINTENDED, seat=seat, call=change.first):
            called = ctx.fact(PARTNER_CALLED, shown=_partner_called(auction, change.index, seat), seat=seat.partner)
            if not called:
                return self._unintended(ctx, change)
            return self._partner_called(ctx, change)
        return self._intended(ctx, change)

    def _partner_called(self, ctx: Context, change: _Change) -> Ruling:
        """25A4: no substitution once partner has called: the first call stands, the substitute is
        cancelled (nothing for the left-hand opponent to accept: 25B concerns changes of mind), 16C."""
        seat = change.seat
        law = ref("25A4")
        return ctx.ruling(seat, (law, ref("16C")), (
            CallCancelled(law=law, seat=seat, call=change.second, index=change.second_index),
            NoRectification(law=law, reason=Why.NO_SUBSTITUTION),
            UnauthorisedInformation(law=ref("16C"), for_seat=seat.partner, source=InformationSource.WITHDRAWN_CALL),
            authorised_for(seat.side.opponents),
        ))  # fmt: skip

    def _change(self, ctx: Context) -> _Change:
        auction = ctx.record.auction
        pair = _change_in_record(ctx)
        if pair is not None and ctx.irregularity.call is None and auction is not None:
            entry = auction.entries[pair[0]]  # a change handed over by Law 27 (25A) may be another call
            if ctx.known(CHANGER) not in (None, entry.seat) or ctx.known(ORIGINAL) not in (None, entry.call):
                pair = None
        first_shown = auction.entries[pair[0]] if auction is not None and pair is not None else None
        second_shown = auction.entries[pair[1]].call if auction is not None and pair is not None else None
        seat = ctx.fact(CHANGER, shown=first_shown.seat if first_shown else None)
        first = ctx.fact(ORIGINAL, shown=first_shown.call if first_shown else None, seat=seat)
        index = pair[0] if pair is not None else _entry_index(auction, seat, first, ctx.irregularity.call)
        second = ctx.fact(SUBSTITUTE, shown=second_shown, seat=seat, call=first)
        if second == first:
            ctx.refuse("law25.same_call", fact=SUBSTITUTE.id, call=first)
        return _Change(seat, first, second, index, pair[1] if pair is not None else None)

    def _unintended(self, ctx: Context, change: _Change) -> Ruling:
        """25A: the intended call replaces the unintended one, unless the auction period has ended."""
        seat = change.seat
        over = ctx.record.opening_lead_faced
        if ctx.fact(PERIOD_OVER, shown=over):
            law = ref("25A5")
            return ctx.ruling(seat, (law,), (NoRectification(law=law, reason=Why.TOO_LATE),))
        law = ref("25A1")
        consequences: list[Consequence] = [
            CallCancelled(law=law, seat=seat, call=change.first, index=change.index),
            NoRectification(law=law, reason=Why.INTENDED_CALL_STANDS),
        ]
        auction = ctx.record.auction
        if auction is not None and change.index is not None and isinstance(change.second, Bid):
            before = auction.upto(change.index).last_bid
            if before is not None and change.second.rank <= before.rank:
                consequences.append(FollowUp(law=law, irregularity=IrregularityKind.INSUFFICIENT_BID, seat=seat))
        laws = (law, ref("25A3"))
        lho = seat.lho
        over_first = next(((i, c) for i, s, c in _entries_after(auction, change.index) if s is lho), None)
        if over_first is not None and change.second_index is not None and over_first[0] > change.second_index:
            over_first = None
        record_shows = auction is not None and change.index is not None
        if not ctx.fact(LHO_CALLED, shown=(over_first is not None) if record_shows else None, seat=lho):
            return ctx.ruling(seat, laws, tuple(consequences))
        lho_call = ctx.fact(LHO_CALL, shown=over_first[1] if over_first else None, seat=lho)
        six = ref("25A6")
        choice = Choice(id="law25.lho_choice", chooser=lho, role=ChooserRole.NON_OFFENDING_SIDE, laws=(six,),
                        options=(
            Option(id="law25.keep_call", laws=(six,)),
            # His withdrawn call is unauthorised information for the other side only (authorised for his own).
            Option(id="law25.withdraw_call", laws=(six,), consequences=(
                CallCancelled(law=six, seat=lho, call=lho_call, index=over_first[0] if over_first else None),
                UnauthorisedInformation(law=six, for_seat=seat, source=InformationSource.WITHDRAWN_CALL),
                UnauthorisedInformation(law=six, for_seat=seat.partner, source=InformationSource.WITHDRAWN_CALL),
                authorised_for(lho.side, six),
            )),
        ))  # fmt: skip
        return ctx.ruling(seat, (*laws, six), tuple(consequences), (choice,))

    def _intended(self, ctx: Context, change: _Change) -> Ruling:
        """25B: the left-hand opponent may accept the substituted call, else the first call stands; the
        lead restriction of 26B applies unless the Director judges the calls comparable (26A)."""
        seat = change.seat
        lho = seat.lho
        comparable = is_comparable(ctx, change.first, change.second)
        info = UnauthorisedInformation(law=ref("25B3"), for_seat=seat.partner, source=InformationSource.WITHDRAWN_CALL)
        restriction: tuple[Consequence, ...] = () if comparable else (
            LeadProhibitionRight(law=ref("26B"), leader=seat.partner, offender=seat),)  # fmt: skip
        after = _entries_after(ctx.record.auction, change.second_index)
        authorised = authorised_for(seat.side.opponents)
        accept = (CallCancelled(law=ref("25B1"), seat=seat, call=change.first, index=change.index), info,
                  *restriction, authorised)  # fmt: skip
        laws26 = (ref("26A") if comparable else ref("26B"), ref("16C"))
        if after and after[0][1] is lho:  # he called over the substituted call: accepted (25B1)
            return ctx.ruling(seat, (ref("25B1"), *laws26), accept)
        # 25B2: the first call stands, "Law 26 may apply": the lead restriction when not comparable, else nothing more.
        stands: tuple[Consequence, ...] = () if restriction else (
            NoRectification(law=ref("25B2"), reason=Why.ORIGINAL_STANDS),)  # fmt: skip
        refuse = (CallCancelled(law=ref("25B2"), seat=seat, call=change.second, index=change.second_index),
                  *stands, info, *restriction, authorised)  # fmt: skip
        choice = Choice(id="law25.lho_accepts", chooser=lho, role=ChooserRole.NON_OFFENDING_SIDE,
                        laws=(ref("25B1"), ref("25B2")), options=(
            Option(id="law25.accept", laws=(ref("25B1"), *laws26), consequences=accept),
            Option(id="law25.refuse", laws=(ref("25B2"), *laws26), consequences=refuse),
        ))  # fmt: skip
        return ctx.ruling(seat, (ref("25B"), ref("25B3")), (), (choice,))
