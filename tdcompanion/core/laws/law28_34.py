"""Laws 28 to 34: calls out of rotation (with 16C, 17D3, 23, 26B and 72C).

A call is in rotation when the player whose turn it was is bound to pass (28A). When the player whose
turn it was calls over an opponent's call out of rotation, that call is cancelled with no rectification
but Law 16C2 (28B); a call made at the same moment as his is deemed to come after it (33). The
offender's left-hand opponent may accept the call by calling over it (29A); otherwise it is cancelled,
the auction goes back to the player whose turn it was (29B), and an artificial call is ruled on by the
denominations it specified (29C).

- A pass (30): at the right-hand opponent's turn, the offender passes at his next turn (30A); at
  partner's turn, or at the left-hand opponent's before the offender called, partner calls freely
  (16C2) and the offender's call at his turn is judged: comparable, nothing more (23B); otherwise
  partner passes at his next turn, with 26B and 72C (30B1). Having called before, it is a change of
  call (30B2, Law 25). An artificial pass, or a pass of partner's artificial call, goes to Law 31 (30C).
- A bid (31): at the right-hand opponent's turn, if he passes the offender repeats the bid (31A1); if
  he bids, doubles or redoubles, the offender's call is judged as above (31A2); at partner's turn, or
  the left-hand opponent's before the offender called, partner calls freely and the offender's call is
  judged (31B); later calls at the left-hand opponent's turn are changes of call (31C).
- A double or redouble (32): the same pattern (32A1, 32A2, 32B, 32C); an inadmissible one can never be
  accepted and is ruled under Law 36.
- Three passes, one of them out of rotation and skipping a player who has not called since: the
  auction goes back to him and the passes from the one out of rotation on are cancelled (34, 17D3).

What the auction record shows (the call, whose turn it was, earlier calls, who called over it, the
obligations to pass in force) is read off it; the Director is asked only what it cannot show. The
comparable-call judgement (23A) is made at the offender's next turn: when the record does not yet show
that call, the ruling lists what follows either way as the Director's choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tdcompanion.core.auction import Auction
from tdcompanion.core.calls import PASS, Call, CallKind
from tdcompanion.core.laws.auction_effects import (
    AuctionReverts,
    CallCancelled,
    CallDeemedSubsequent,
    LeadProhibitionRight,
    MustPass,
    MustRepeatCall,
    PassSpan,
    authorised_for,
)
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup
from tdcompanion.core.laws.facts import Fact
from tdcompanion.core.laws.law23_27 import CHANGER, SUBSTITUTE, is_comparable
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

# --- consequences and reasons of this family ----------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class ArtificialCall(Consequence):
    """``seat``'s ``call`` out of rotation was artificial: what follows concerns the denominations it
    specified, not the one it names (29C)."""

    kind: ClassVar[str] = "artificial_call"
    seat: Seat
    call: Call


class Why:
    """Reason ids of this family (see :class:`~tdcompanion.core.laws.ruling.Reason`)."""

    IN_ROTATION = "law28.in_rotation"
    """The right-hand opponent was bound to pass: the call counts as made in rotation (28A)."""
    CALLED_OVER = "law28.called_over"
    """The player whose turn it was called over it: cancelled, no rectification (28B)."""
    SIMULTANEOUS = "law33.simultaneous"
    """Made at the same moment as the in-turn call, it comes after it, in rotation (33)."""
    REPEATED = "law31.repeated"
    """The offender repeats his call at his turn: if it is legal, no rectification (31A1, 32A1)."""
    COMPARABLE = "law31.comparable"
    """The offender's call at his turn is comparable: no further rectification, no lead restriction (23B)."""
    DAMAGE = "law31.damage"
    """At the end of play: could the outcome well have been different without the infraction (23C)?"""
    COULD_HAVE_KNOWN = "law31.could_have_known"
    """Could the offender have known that the irregularity could well damage the other side (72C)?"""
    PASSES_CANCELLED = "law34.passes_cancelled"
    """The auction goes back to the player who missed his turn; only Law 16C follows (17D3)."""


# --- facts ------------------------------------------------------------------------------------------------

OFFENDER = Fact.seat("law29.offender", "28", "29")
"""Who called out of rotation (asked only when the auction record does not show it)."""
CALL = Fact.call("law29.call", "29")
TURN = Fact.seat("law29.turn", "29B")
"""Whose turn it was to call."""
PREVIOUSLY_CALLED = Fact.yes_no("law30.previously_called", "30B2", "31C", "32C")
RHO_BARRED = Fact.yes_no("law28.rho_barred", "28A")
TURN_PLAYER_CALLED = Fact.yes_no("law28.turn_player_called", "28B")
SIMULTANEOUS = Fact.yes_no("law33.simultaneous", "33")
"""The call out of rotation and the in-turn player's call were made at the same moment."""
INADMISSIBLE = Fact.yes_no("law32.inadmissible", "32", "36")
"""A double or redouble Law 19 does not permit (asked only without an auction record)."""
LHO_CALLED = Fact.yes_no("law29.lho_called", "29A")
THREE_PASSES = Fact.yes_no("law34.three_passes", "34", "17D3")
ARTIFICIAL_PASS = Fact.yes_no("law30.artificial", "30C")
"""The pass was artificial, or passed partner's artificial call."""
ARTIFICIAL = Fact.yes_no("law29.artificial", "29C")


# --- reading the record -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Call:
    """``seat`` made ``call`` at ``turn``'s turn; ``index`` is its auction entry when the record shows it,
    ``start`` the entry after which later calls count (``index``, or the in-turn call it is deemed to
    follow, Law 33); ``ruled``: the Director has already cancelled it."""

    seat: Seat
    call: Call
    turn: Seat
    index: int | None
    start: int | None
    ruled: bool


@dataclass(frozen=True)
class _Branch:
    """What follows the cancellation: laws, consequences, and choices still to be made."""

    laws: tuple[LawRef, ...]
    consequences: tuple[Consequence, ...] = ()
    choices: tuple[Choice, ...] = ()


def _live_after(auction: Auction | None, start: int | None) -> list[tuple[int, Seat, Call]]:
    """The calls that count after entry ``start`` (not withdrawn, not cancelled by 28B)."""
    if auction is None or start is None:
        return []
    cancelled = auction.cancelled_indices()
    return [(i, e.seat, e.call) for i, e in enumerate(auction.entries) if i > start and i not in cancelled]


def _next_call_of(auction: Auction | None, start: int | None, seat: Seat) -> Call | None:
    """``seat``'s first call after entry ``start`` that counts, if the record shows one."""
    return next((c for _, s, c in _live_after(auction, start) if s is seat), None)


def _deprived(auction: Auction, index: int, skipped: Seat) -> tuple[int, ...]:
    """The passes Law 17D3 cancels when the pass at ``index`` (skipping ``skipped``) is one of three
    consecutive passes following a call and ``skipped`` has not called since; else ``()``."""
    cancelled = auction.cancelled_indices()
    live = [i for i in range(len(auction.entries)) if i not in cancelled]
    if index not in live:
        return ()
    pos = live.index(index)
    first = pos
    while first > 0 and auction.entries[live[first - 1]].call == PASS:
        first -= 1
    last = pos
    while last + 1 < len(live) and auction.entries[live[last + 1]].call == PASS:
        last += 1
    needed = 3 if first > 0 else 4  # three passes after a bid, double or redouble; four with none (22)
    window = live[first : first + needed]
    if len(window) < needed or last - first + 1 < needed or index not in window:
        return ()
    later = window[window.index(index) + 1 :]
    if any(auction.entries[i].seat is skipped for i in later):
        return ()
    return (index, *later)


def _cancelled_by_28b(oor: _Call) -> tuple[Consequence, ...]:
    """28B: cancelled with no rectification; what it told is unauthorised for the offender's partner (16C2)."""
    law = ref("28B")
    return (
        CallCancelled(law=law, seat=oor.seat, call=oor.call, index=oor.index),
        NoRectification(law=law, reason=Why.CALLED_OVER),
        UnauthorisedInformation(law=ref("16C2"), for_seat=oor.seat.partner, source=InformationSource.WITHDRAWN_CALL),
        authorised_for(oor.seat.side.opponents),
    )


# --- the family -------------------------------------------------------------------------------------------


@WBF2017.register
class CallOutOfRotation(Family):
    """Laws 28-34 (with 16C, 17D3, 23, 25, 26B, 36 and 72C)."""

    kinds = (IrregularityKind.CALL_OUT_OF_ROTATION,)
    laws = (28, 29, 30, 31, 32, 33, 34)
    group = KindGroup.AUCTION

    def rule(self, ctx: Context) -> Ruling:
        oor = self._read(ctx)
        seat, call = oor.seat, oor.call
        if oor.turn is seat.lho and ctx.fact(PREVIOUSLY_CALLED, shown=self._called_before(ctx, oor), seat=seat):
            # 30B2, 31C, 32C: a change of call (Law 25), which reads the change off the record.
            return ctx.delegate(IrregularityKind.CHANGE_OF_CALL, {CHANGER: seat, SUBSTITUTE: call})
        if oor.turn is seat.rho and ctx.fact(RHO_BARRED, shown=self._rho_barred(ctx, oor), seat=oor.turn):
            law = ref("28A")
            return self._ruling(ctx, oor, (law,), (NoRectification(law=law, reason=Why.IN_ROTATION),))
        over = self._called_over(ctx, oor)
        if over is not None:
            return over
        if call.kind in (CallKind.DOUBLE, CallKind.REDOUBLE) and ctx.fact(
            INADMISSIBLE, shown=self._inadmissible(ctx, oor), seat=seat, call=call
        ):
            return ctx.delegate(IrregularityKind.INADMISSIBLE_CALL)  # 32: never accepted; Law 36 rules it
        if not oor.ruled:
            if call == PASS and ctx.fact(THREE_PASSES, shown=self._three_passes(ctx, oor), seat=seat, turn=oor.turn):
                return self._law34(ctx, oor)
            if self._lho_called(ctx, oor):
                return self._accepted(ctx, oor)
        return self._cancelled(ctx, oor, ruled=oor.ruled)

    def _accepted(self, ctx: Context, oor: _Call) -> Ruling:
        """29A: the left-hand opponent called over it: no rectification."""
        law = ref("29A")
        return self._ruling(ctx, oor, (law,), (NoRectification(law=law, reason=Reason.ACCEPTED),))

    def _cancelled(self, ctx: Context, oor: _Call, *, ruled: bool) -> Ruling:
        """29B: the call is cancelled and the auction reverts, with its rectification; the left-hand
        opponent first chooses to accept it, unless the Director already ruled it not accepted."""
        branch = self._rectify(ctx, oor)
        if isinstance(branch, Ruling):
            return branch
        cancel = (
            CallCancelled(law=ref("29B"), seat=oor.seat, call=oor.call, index=oor.index),
            AuctionReverts(law=ref("29B"), seat=oor.turn),
            authorised_for(oor.seat.side.opponents),
        )
        laws = (ref("29B"), *branch.laws)
        if ruled:
            return self._ruling(ctx, oor, laws, (*cancel, *branch.consequences), branch.choices)
        choice = self._lho_choice(oor, cancel, branch)
        return self._ruling(ctx, oor, (choice.laws[0], *laws), (), (choice,))

    # -- what the record shows ---------------------------------------------------------------------------

    def _read(self, ctx: Context) -> _Call:
        found = ctx.irregular_call((IrregularityKind.CALL_OUT_OF_ROTATION,))
        seat = ctx.fact(OFFENDER, shown=found.seat if found else None)
        call = ctx.fact(CALL, shown=found.call if found else None, seat=seat)
        turn = ctx.fact(TURN, shown=found.expected if found else None, choices=(seat.lho, seat.partner, seat.rho),
                        refuse_as="law29.in_turn", seat=seat, call=call)  # fmt: skip
        index = found.index if found else None
        auction = ctx.record.auction
        ruled = auction is not None and index is not None and auction.entries[index].withdrawn
        return _Call(seat, call, turn, index, index, ruled)

    @staticmethod
    def _called_before(ctx: Context, oor: _Call) -> bool | None:
        auction = ctx.record.auction
        if auction is None or oor.index is None:
            return None
        cancelled = auction.cancelled_indices()
        return any(e.seat is oor.seat and i not in cancelled for i, e in enumerate(auction.entries[: oor.index]))

    @staticmethod
    def _rho_barred(ctx: Context, oor: _Call) -> bool | None:
        """28A: the table state (the earlier rulings on the recorded auction) shows an obligation to pass
        binding the right-hand opponent then. It cannot show that there is none (a ruling given before the
        board was entered): without one, the Director's answer is taken, and not asked (no bar) otherwise."""
        auction = ctx.record.auction
        if auction is None or oor.index is None:
            return None
        if any(bar.seat is oor.turn for bar in ctx.table.bars_in_force(auction.upto(oor.index))):
            return True
        return None if ctx.known(RHO_BARRED) is not None else False

    @staticmethod
    def _inadmissible(ctx: Context, oor: _Call) -> bool | None:
        auction = ctx.record.auction
        if auction is None or oor.index is None:
            return None
        inadmissible = IrregularityKind.INADMISSIBLE_CALL
        return any(i.index == oor.index and i.kind is inadmissible for i in auction.irregularities())

    def _called_over(self, ctx: Context, oor: _Call) -> Ruling | None:
        """28B, or Law 33 when both calls were made at the same moment."""
        auction = ctx.record.auction
        shown: bool | None = None
        over: int | None = None
        if auction is not None and oor.index is not None:
            shown = oor.index in auction.cancelled_indices() and not oor.ruled
            if shown:
                over = next(i for i in range(oor.index + 1, len(auction.entries)) if not auction.entries[i].withdrawn)
        if oor.ruled or not ctx.fact(TURN_PLAYER_CALLED, shown=shown, seat=oor.turn, offender=oor.seat):
            return None
        if ctx.fact(SIMULTANEOUS, seat=oor.turn, offender=oor.seat, call=oor.call):
            return self._law33(ctx, oor, over)
        return self._ruling(ctx, oor, (ref("28B"), ref("16C2")), _cancelled_by_28b(oor))

    def _law33(self, ctx: Context, oor: _Call, over: int | None) -> Ruling:
        """The call is deemed made after the in-turn player's: in rotation if it was its maker's turn then,
        else a call out of rotation at the next player's turn."""
        deemed_turn = oor.turn.lho
        if deemed_turn is oor.seat:  # in rotation there: the record puts it there, where the laws judge it (27)
            law = ref("33")
            return self._ruling(ctx, oor, (law,), (
                CallDeemedSubsequent(law=law, seat=oor.seat, call=oor.call, after=oor.turn),
                NoRectification(law=law, reason=Why.SIMULTANEOUS),
            ))  # fmt: skip
        deemed = _Call(oor.seat, oor.call, deemed_turn, oor.index, over, oor.ruled)
        previously = self._called_before(ctx, oor)
        if deemed_turn is oor.seat.lho and ctx.fact(PREVIOUSLY_CALLED, shown=previously, seat=oor.seat):
            return ctx.delegate(IrregularityKind.CHANGE_OF_CALL, {CHANGER: oor.seat, SUBSTITUTE: oor.call})
        inner = self._rule_deemed(ctx, deemed)
        deemed_after = CallDeemedSubsequent(law=ref("33"), seat=oor.seat, call=oor.call, after=oor.turn)
        return Ruling(irregularity=inner.irregularity, laws=(ref("33"), *inner.laws), offender=oor.seat,
                      consequences=(deemed_after, *inner.consequences), choices=inner.choices,
                      edition=inner.edition)  # fmt: skip

    def _rule_deemed(self, ctx: Context, oor: _Call) -> Ruling:
        if self._lho_called(ctx, oor):
            return self._accepted(ctx, oor)
        return self._cancelled(ctx, oor, ruled=False)

    def _lho_called(self, ctx: Context, oor: _Call) -> bool:
        """29A: the left-hand opponent called over the call before rectification."""
        auction = ctx.record.auction
        lho = oor.seat.lho
        if oor.turn is lho:
            return False  # had he called, it would be 28B
        shown: bool | None = None
        if auction is not None and oor.start is not None:
            after = _live_after(auction, oor.start)
            shown = bool(after) and after[0][1] is lho
        return ctx.fact(LHO_CALLED, shown=shown, seat=lho, offender=oor.seat, call=oor.call)

    @staticmethod
    def _three_passes(ctx: Context, oor: _Call) -> bool | None:
        auction = ctx.record.auction
        if auction is None or oor.index is None:
            return None
        return bool(_deprived(auction, oor.index, oor.turn))

    # -- rulings -----------------------------------------------------------------------------------------

    @staticmethod
    def _ruling(ctx: Context, oor: _Call, laws: tuple[LawRef, ...], consequences: tuple[Consequence, ...] = (),
                choices: tuple[Choice, ...] = ()) -> Ruling:  # fmt: skip
        return Ruling(irregularity=ctx.irregularity.kind, laws=laws, offender=oor.seat, consequences=consequences,
                      choices=choices, edition=ctx.lawbook.name)  # fmt: skip

    def _law34(self, ctx: Context, oor: _Call) -> Ruling:
        """17D3: back to the player who missed his turn, the passes from the one out of rotation on cancelled,
        Law 16C for the offending side."""
        law = ref("17D3")
        auction = ctx.record.auction
        cancelled: tuple[Consequence, ...] = (CallCancelled(law=law, seat=oor.seat, call=oor.call, index=None),)
        if auction is not None and oor.index is not None:
            entries = auction.entries
            cancelled = tuple(CallCancelled(law=law, seat=entries[i].seat, call=entries[i].call, index=i)
                              for i in _deprived(auction, oor.index, oor.turn))  # fmt: skip
        return self._ruling(ctx, oor, (ref("34"), law, ref("16C")), (
            *cancelled,
            AuctionReverts(law=ref("34"), seat=oor.turn),
            NoRectification(law=law, reason=Why.PASSES_CANCELLED),
            UnauthorisedInformation(law=ref("16C"), for_seat=oor.seat.partner, source=InformationSource.WITHDRAWN_CALL),
            authorised_for(oor.seat.side.opponents),
        ))  # fmt: skip

    def _lho_choice(self, oor: _Call, cancel: tuple[Consequence, ...], branch: _Branch) -> Choice:
        """29A: the left-hand opponent may call over it (at his own turn, 28B), or have it rectified."""
        lho = oor.seat.lho
        if oor.turn is lho:
            law = ref("28B")
            keep = Option(id="law28.call_over", laws=(law, ref("16C2")), consequences=_cancelled_by_28b(oor))
        else:
            law = ref("29A")
            keep = Option(id="law29.accept", laws=(law,),
                          consequences=(NoRectification(law=law, reason=Reason.ACCEPTED),))  # fmt: skip
        refuse = Option(id="law29.cancel", laws=(ref("29B"), *branch.laws),
                        consequences=(*cancel, *branch.consequences), follow_up=branch.choices)  # fmt: skip
        return Choice(id="law29.lho_choice", chooser=lho, role=ChooserRole.NON_OFFENDING_SIDE, laws=(law, ref("29B")),
                      options=(keep, refuse))  # fmt: skip

    def _rectify(self, ctx: Context, oor: _Call) -> _Branch | Ruling:
        """Laws 30-32 once the call is cancelled (29B)."""
        seat, call, turn = oor.seat, oor.call, oor.turn
        at_rho = turn is seat.rho
        if call == PASS and not ctx.fact(ARTIFICIAL_PASS, seat=seat):
            if at_rho:
                law = ref("30A")
                return _Branch((law, ref("72C")), (
                    MustPass(law=law, seat=seat, span=PassSpan.NEXT_TURN),
                    DirectorReview(law=ref("72C"), when=Moment.END_OF_PLAY, reason=Why.COULD_HAVE_KNOWN),
                ))  # fmt: skip
            return self._partner_first(ctx, oor, ref("30B1a"), ref("30B1b(i)"), ref("30B1b(ii)"))
        laws: tuple[LawRef, ...] = ()
        notes: tuple[Consequence, ...] = ()
        if call == PASS:
            laws = (ref("30C"),)
        if call.kind is CallKind.BID and ctx.fact(ARTIFICIAL, seat=seat, call=call):
            laws = (ref("29C"),)
            notes = (ArtificialCall(law=ref("29C"), seat=seat, call=call),)
        double = call.kind in (CallKind.DOUBLE, CallKind.REDOUBLE)
        if at_rho:
            a1, a2 = (ref("32A1"), ref("32A2")) if double else (ref("31A1"), ref("31A2"))
            branch = self._rho_calls(ctx, oor, a1, a2)
        elif double:
            branch = self._partner_first(ctx, oor, ref("32B1"), ref("32A2a"), ref("32A2b"), rule=ref("32B2"))
        else:
            branch = self._partner_first(ctx, oor, ref("31B1"), ref("31A2a"), ref("31A2b"), rule=ref("31B2"))
        return _Branch((*laws, *branch.laws), (*notes, *branch.consequences), branch.choices)

    def _rho_calls(self, ctx: Context, oor: _Call, a1: LawRef, a2: LawRef) -> _Branch:
        """31A/32A: what the right-hand opponent calls at his turn decides (read off the record once made)."""
        auction = ctx.record.auction
        insufficient = self._repeat_insufficient(auction, oor)
        legal: Consequence = (FollowUp(law=a1, irregularity=IrregularityKind.INSUFFICIENT_BID, seat=oor.seat)
                              if insufficient else NoRectification(law=a1, reason=Why.REPEATED))  # fmt: skip
        repeat = (MustRepeatCall(law=a1, seat=oor.seat, call=oor.call), legal)
        a = ref(f"{a2}a")
        b = ref(f"{a2}b")
        rho_call = _next_call_of(auction, oor.start, oor.turn) if oor.ruled else None
        if rho_call == PASS:
            repeated = self._repeated_at(auction, oor) if insufficient else None
            if repeated is not None:  # not legal there: Law 27 rules on the repeated bid
                inner = ctx.delegate(IrregularityKind.INSUFFICIENT_BID, call=repeated)
                return _Branch((a1, *inner.laws), inner.consequences, inner.choices)
            return _Branch((a1,), repeat)
        if rho_call is not None:
            judged = self._offender_turn(ctx, oor, a, b)
            return _Branch((a2, *judged.laws), judged.consequences, judged.choices)
        judged = self._offender_turn(ctx, oor, a, b)
        choice = Choice(id="law29.rho_call", chooser=None, role=ChooserRole.DIRECTOR, laws=(a1, a2),
                        without_consulting_partner=False, options=(
            Option(id="law29.rho_passes", laws=(a1,), consequences=repeat, seat=oor.turn),
            Option(id="law29.rho_calls", laws=(a2, *judged.laws), consequences=judged.consequences,
                   follow_up=judged.choices, seat=oor.turn),
        ))  # fmt: skip
        return _Branch((a1, a2), (), (choice,))

    @staticmethod
    def _repeat_insufficient(auction: Auction | None, oor: _Call) -> bool:
        """31A1: the bid, repeated after the right-hand opponent passes, would not overcall the last bid
        (the record shows the bid before the call out of rotation)."""
        if auction is None or oor.index is None or oor.call.kind is not CallKind.BID:
            return False
        return any(i.index == oor.index and i.kind is IrregularityKind.INSUFFICIENT_BID
                   for i in auction.irregularities())  # fmt: skip

    @staticmethod
    def _repeated_at(auction: Auction | None, oor: _Call) -> int | None:
        """The entry of the offender's repeated call, when the record shows it."""
        after = _live_after(auction, oor.start)
        return next((i for i, s, c in after if s is oor.seat and c == oor.call), None)

    def _partner_first(self, ctx: Context, oor: _Call, free: LawRef, a: LawRef, b: LawRef, *,
                       rule: LawRef | None = None) -> _Branch:  # fmt: skip
        """30B1, 31B, 32B: partner calls freely (16C2); the offender's call at his turn is judged."""
        judged = self._offender_turn(ctx, oor, a, b)
        info = UnauthorisedInformation(law=free, for_seat=oor.seat.partner, source=InformationSource.WITHDRAWN_CALL)
        laws = (free, ref("16C2"), *((rule,) if rule is not None else ()), *judged.laws)
        return _Branch(laws, (info, *judged.consequences), judged.choices)

    def _offender_turn(self, ctx: Context, oor: _Call, a: LawRef, b: LawRef) -> _Branch:
        """23A at the offender's turn: judged when the record shows his call, else both outcomes as the
        Director's choice, or (the usual case at the table: he has not called yet) a follow-up to rule on
        the same call again once he has, when the record shows his call and the judgement is asked."""
        seat = oor.seat
        comparable = (NoRectification(law=a, reason=Why.COMPARABLE),
                      DirectorReview(law=ref("23C"), when=Moment.END_OF_PLAY, reason=Why.DAMAGE))  # fmt: skip
        partner = seat.partner
        silenced = (
            MustPass(law=b, seat=partner, span=PassSpan.NEXT_TURN),
            LeadProhibitionRight(law=ref("26B"), leader=partner, offender=seat),
            UnauthorisedInformation(law=ref("16C"), for_seat=partner, source=InformationSource.WITHDRAWN_CALL),
            DirectorReview(law=ref("72C"), when=Moment.END_OF_PLAY, reason=Why.COULD_HAVE_KNOWN),
        )
        later = _next_call_of(ctx.record.auction, oor.start, seat) if oor.ruled else None
        if later is not None:
            if is_comparable(ctx, oor.call, later):
                return _Branch((a, ref("23A"), ref("23C")), comparable)
            return _Branch((b, ref("23A"), ref("16C"), ref("26B"), ref("72C")), silenced)
        choice = Choice(id="law29.offender_call", chooser=None, role=ChooserRole.DIRECTOR, laws=(ref("23A"), a, b),
                        without_consulting_partner=False, options=(
            Option(id="law29.comparable", laws=(a, ref("23C")), consequences=comparable, seat=seat),
            Option(id="law29.not_comparable", laws=(b, ref("16C"), ref("26B"), ref("72C")), consequences=silenced,
                   seat=seat),
            Option(id="law29.judge_later", laws=(ref("23A"),), seat=seat, consequences=(
                FollowUp(law=ref("23A"), irregularity=IrregularityKind.CALL_OUT_OF_ROTATION, seat=seat),)),
        ))  # fmt: skip
        return _Branch((ref("23A"),), (), (choice,))
