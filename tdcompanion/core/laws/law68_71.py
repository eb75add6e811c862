"""Laws 68 to 71: claims and concessions (with 79C for the Correction Period).

A statement or action counts only if it refers to tricks beyond the one in progress (68, preamble);
otherwise play goes on regularly. A claim is a statement that a side will win a number of tricks, a
suggestion to stop play, or showing one's cards (68A); a concession one that a side will lose tricks,
and a claim concedes the rest (68B1). A defender's concession to which partner objects at once is
neither (68B2): play continues and what was exposed is unauthorised for partner (16C).

Play is suspended (68D). Agreed, the board is scored as claimed (69A); the agreeing side may withdraw
its agreement within the Correction Period for a trick it had in fact won or would likely have won
(69B). Doubted, either the Director adjudicates (68D2(a), Law 70) or, at the request of the
non-claiming side and with all four players concurring, play continues and the claim is void
(68D2(b)). The 2017 Laws give the Director no power to order play to continue himself. A
concession stands except that, within the Correction Period, a trick the side had in fact won or
could not lose by any normal play is given back (71).

Law 70 is a judgement: the Director hears the statement again (70B1) and the objections (70B2),
resolves every doubtful point against the claimer (70A), and checks the outstanding trump (70C),
lines the claimer did not state (70D1, 70E1) and a defender's reliance on partner's play (70D2).
The wizard asks each check with its criterion and records the Director's words; it never decides a
judgement itself. "Normal" play includes careless or inferior play for the class of player, not
irrational play (footnote to Laws 70 and 71).

What the play record shows is read off it: who claimed or conceded, how many tricks, at which trick,
the cards then left in each hand and the trumps the claimer's opponents still held.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from tdcompanion.core.cards import Card
from tdcompanion.core.laws import judgement
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup
from tdcompanion.core.laws.facts import Fact, Period
from tdcompanion.core.laws.ruling import (
    Consequence,
    IrregularityKind,
    LawRef,
    NoRectification,
    Proceed,
    Reason,
    Ruling,
    TrickTransfer,
    UnauthorisedInformation,
    ref,
)
from tdcompanion.core.play import Claim, Concede, PlayRecord
from tdcompanion.core.seats import Seat, Side
from tdcompanion.core.tricks import TRICKS_PER_DEAL

# --- consequences of this family ---------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class ClaimResult(TrickTransfer):
    """The board is scored with ``declaring_tricks`` of the tricks left at the claim to the declaring
    side (``declaring_side``) and ``defending_tricks`` to the defenders: ``total`` tricks in all for
    declarer (Laws 69A, 69B, 70A, 71). As a transfer, ``count`` tricks to ``to_side``: the difference
    from the claim as recorded, so the table state's result follows the ruling (one consequence, one
    sentence: play is over, so it is no transfer 'at the end of play')."""

    kind: ClassVar[str] = "claim_result"
    to_side: Side = Side.NS
    count: int = 0
    declaring_side: Side
    declaring_tricks: int
    defending_tricks: int
    total: int


@dataclass(frozen=True, kw_only=True)
class ClaimHeard(Consequence):
    """The Director had the claimer repeat his clarification statement, heard the opponents' objections and
    considered every hand (Law 70B)."""

    kind: ClassVar[str] = "claim_heard"


@dataclass(frozen=True, kw_only=True)
class DoubtAgainstClaimer(Consequence):
    """Every doubtful point of the contested claim was resolved against the claimer (Law 70A)."""

    kind: ClassVar[str] = "doubt_against_claimer"


class Why(enum.StrEnum):
    """Reasons of this family (see :class:`~tdcompanion.core.laws.ruling.Reason`)."""

    CURRENT_TRICK_ONLY = "current_trick_only"
    """The statement concerned only the trick in progress: play proceeds (68, preamble)."""
    PARTNER_OBJECTED = "partner_objected"
    """A defender's concession to which partner objected at once: no claim, no concession (68B2)."""
    PLAY_CONTINUED = "play_continued"
    """Play continued by agreement of all four: the claim is void, the score obtained stands (68D2(b))."""
    AGREED = "claim_agreed"
    """The claim or concession was agreed and stands (69A)."""
    AGREEMENT_STANDS = "agreement_stands"
    """The agreement may not be withdrawn: no trick the side had won or would likely have won (69B)."""
    CONCESSION_STANDS = "concession_stands"
    """No conceded trick was in fact won or impossible to lose: the concession stands (71)."""
    CLAIM_UPHELD = "claim_upheld"
    """The contested claim is upheld in full (70A)."""


# --- facts ------------------------------------------------------------------------------------------------


class Act(enum.Enum):
    """What the player did (asked only when the play record does not show it)."""

    CLAIM = "claim"
    CONCESSION = "concession"


class Response(enum.Enum):
    """What followed the claim or concession (68D)."""

    AGREED = "agreed"
    """The other side assented (69A)."""
    DOUBTED = "doubted"
    """A player (dummy included) doubted it and the Director was called (68D2(a))."""
    PLAYED_ON = "played_on"
    """At the non-claiming side's request and with all four concurring, play continued (68D2(b))."""


class Objector(enum.Enum):
    """Who now questions the claim or concession."""

    NOBODY = "nobody"
    """Nobody: the agreement stands (69A)."""
    OPPONENTS = "opponents"
    """The claimer's opponents: they object to or withdraw their agreement (69B, 70)."""
    CLAIMING_SIDE = "claiming_side"
    """The claimer or his partner: the tricks conceded are questioned (71)."""


CLAIMER = Fact.seat("law68.claimer", "68A", "68B")
"""Who claimed or conceded (asked only without a play record showing it)."""
ACT = Fact.choice("law68.act", Act, "68A", "68B")
TRICKS = Fact.number("law68.tricks", "68A", "68B", minimum=0, maximum=TRICKS_PER_DEAL)
"""Tricks claimed (a claim) or conceded (a concession), the trick in progress included."""
REMAINING = Fact.number("law68.remaining", "68", minimum=1, maximum=TRICKS_PER_DEAL)
"""Tricks not yet quitted at the claim, the trick in progress included."""
WON_BEFORE = Fact.number("law68.won_before", "69A", minimum=0, maximum=TRICKS_PER_DEAL)
"""Tricks the declaring side had won before the claim (asked only without a play record)."""
IS_CLAIM = Fact.yes_no("law68.is_claim", "68", "68A", "68B1", judgement=judgement.CLAIM_INTENDED)
"""The statement or action referred to tricks beyond the one in progress and was meant as a claim or
concession (not, e.g., declarer facing his cards after an opening lead out of turn, 54)."""
PARTNER_OBJECTED = Fact.yes_no("law68.partner_objected", "68B2")
RESPONSE = Fact.choice("law68.response", Response, "68D", "69A", "68D2")
OBJECTOR = Fact.choice("law68.objector", Objector, "69", "70", "71")
STATEMENT = Fact.text("law68.statement", "68C", "70B1")
"""The clarification statement as made at the claim, repeated to the Director."""
OBJECTIONS = Fact.text("law70.objections", "70B2")
TRUMP_OUTSTANDING = Fact.yes_no("law70.trump_outstanding", "70C")
"""Asked only when the record does not show the hands at the claim."""
TRUMP_MENTIONED = Fact.yes_no("law70.trump_mentioned", "70C1")
TRUMP_UNAWARE = Fact.yes_no("law70.trump_unaware", "70C2", judgement=judgement.CLAIM_DOUBT)
TRUMP_TRICK = Fact.yes_no("law70.trump_trick", "70C3", judgement=judgement.NORMAL_LINE)
LESS_SUCCESSFUL = Fact.yes_no("law70.less_successful_line", "70D1", judgement=judgement.NORMAL_LINE)
PARTNER_PLAY = Fact.yes_no("law70.partner_play", "70D2", judgement=judgement.NORMAL_LINE)
UNSTATED_FINESSE = Fact.yes_no("law70.unstated_finesse", "70E1", judgement=judgement.NORMAL_LINE)
SHOWED_OUT = Fact.yes_no("law70.showed_out", "70E1")
AWARDED = Fact.number("law70.awarded", "70A", minimum=0, maximum=TRICKS_PER_DEAL, judgement=judgement.CLAIM_DOUBT)
"""Tricks of those left at the claim that the Director awards to the claimer's side."""
REASONS = Fact.text("law70.reasons", "70A")
"""The Director's reasons: the line of play his decision rests on."""
WON_IN_FACT = Fact.number("law69.won_in_fact", "69B1", minimum=0, maximum=TRICKS_PER_DEAL)
LIKELY_WON = Fact.number("law69.likely_won", "69B2", minimum=0, maximum=TRICKS_PER_DEAL, judgement=judgement.LIKELY_WON)
CONCEDED_WON = Fact.number("law71.won_in_fact", "71A", minimum=0, maximum=TRICKS_PER_DEAL)
CANNOT_LOSE = Fact.number("law71.cannot_lose", "71B", minimum=0, maximum=TRICKS_PER_DEAL,
                          judgement=judgement.NORMAL_LINE)  # fmt: skip


@dataclass(frozen=True)
class _Claim:
    """The claim or concession: ``seat`` said his side would win ``claimed`` of the ``remaining``
    tricks (a concession of the rest), at trick ``trick``; ``hands`` the cards each hand held then
    (``None`` without a record), ``trumps`` the trumps the claimer's opponents held (``None``: unknown)."""

    seat: Seat
    concession: bool
    claimed: int
    remaining: int
    trick: int
    won_before: int
    declaring_side: Side
    hands: tuple[tuple[Card, ...], ...] | None
    trumps: tuple[Card, ...] | None
    trump_holders: tuple[Seat, ...]

    @property
    def side(self) -> Side:
        return self.seat.side

    @property
    def conceded(self) -> int:
        return self.remaining - self.claimed

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """``seat``'s cards at the claim (none when the record does not show them)."""
        return self.hands[seat] if self.hands is not None else ()


def _statement(ctx: Context, claim: _Claim) -> str:
    """68C, 70B1: the statement as made, asked with the position at the claim shown."""
    h = claim.hand
    return ctx.fact(STATEMENT, seat=claim.seat, trick=claim.trick, north=h(Seat.N), east=h(Seat.E),
                    south=h(Seat.S), west=h(Seat.W))  # fmt: skip


def _awarded(ctx: Context, claim: _Claim) -> int:
    """70A: the tricks the Director awards the claimer's side, asked with the position at the claim shown."""
    h = claim.hand
    return ctx.fact(AWARDED, seat=claim.seat, side=claim.side, claimed=claim.claimed, remaining=claim.remaining,
                    trick=claim.trick, north=h(Seat.N), east=h(Seat.E), south=h(Seat.S), west=h(Seat.W))  # fmt: skip


def _event(ctx: Context, play: PlayRecord) -> int | None:
    """The index of the claim or concession ruled on: the irregularity's event, else the last one."""
    event = ctx.irregularity.event
    if event is not None:
        if not 0 <= event < len(play.events) or not isinstance(play.events[event], Claim | Concede):
            ctx.refuse("no_claim_event", number=event + 1)
        return event
    found = [i for i, e in enumerate(play.events) if isinstance(e, Claim | Concede)]
    return found[-1] if found else None


def _claim(ctx: Context) -> _Claim:
    """The claim as the record shows it, or as told."""
    contract = ctx.record.contract
    if contract is None:
        ctx.refuse("no_contract")
    play = ctx.record.play
    index = _event(ctx, play) if play is not None else None
    if play is not None and index is not None:
        event = play.events[index]
        assert isinstance(event, Claim | Concede)
        state = play.state_at(index)
        remaining = TRICKS_PER_DEAL - len(state.tricks)
        claimed = event.tricks if isinstance(event, Claim) else remaining - event.tricks
        hands = tuple(h.cards if h is not None else () for h in state.hands)
        trump = contract.trump
        holders = event.seat.side.opponents.seats
        known = all(state.hands[s] is not None for s in holders)
        trumps: tuple[Card, ...] | None = None
        held: tuple[Seat, ...] = ()
        if trump is None:
            trumps = ()
        elif known:
            trumps = tuple(c for s in holders for c in hands[s] if c.suit is trump)
            held = tuple(s for s in holders if any(c.suit is trump for c in hands[s]))
        return _Claim(event.seat, isinstance(event, Concede), claimed, remaining, state.trick_number,
                      state.declarer_tricks, contract.declaring_side, hands, trumps, held)  # fmt: skip
    seat = ctx.fact(CLAIMER)
    act = ctx.fact(ACT, seat=seat)
    remaining = ctx.fact(REMAINING, seat=seat)
    tricks = ctx.fact(TRICKS, seat=seat, remaining=remaining)
    if tricks > remaining:
        ctx.refuse("more_than_remaining", fact=TRICKS.id, tricks=tricks, remaining=remaining)
    claimed = tricks if act is Act.CLAIM else remaining - tricks
    quitted = TRICKS_PER_DEAL - remaining
    won_before = ctx.fact(WON_BEFORE, side=contract.declaring_side, quitted=quitted)
    if won_before > quitted:
        ctx.refuse("more_than_quitted", fact=WON_BEFORE.id, tricks=won_before, quitted=quitted)
    trumps = () if contract.trump is None else None
    return _Claim(seat, act is Act.CONCESSION, claimed, remaining, quitted + 1, won_before, contract.declaring_side,
                  None, trumps, ())  # fmt: skip




@WBF2017.register
class ClaimOrConcession(Family):
    """Laws 68-71 (and 79C)."""

    kinds = (IrregularityKind.CLAIM,)
    laws = (68, 69, 70, 71)
    group = KindGroup.JUDGEMENT

    def rule(self, ctx: Context) -> Ruling:
        claim = _claim(ctx)
        seat = claim.seat
        if seat is ctx.record.dummy:
            ctx.refuse("dummy_claim", fact=CLAIMER.id, seat=seat)
        defender = claim.side is not claim.declaring_side
        if not ctx.fact(IS_CLAIM, seat=seat, tricks=claim.claimed, remaining=claim.remaining):
            return self._not_a_claim(ctx, claim, defender)
        if defender and claim.conceded > 0 and ctx.fact(PARTNER_OBJECTED, seat=seat, partner=seat.partner):
            return self._partner_objected(ctx, claim)
        response = ctx.fact(RESPONSE, seat=seat, tricks=claim.claimed, remaining=claim.remaining)
        if response is Response.PLAYED_ON:
            law = ref("68D2(b)")
            return ctx.ruling(None, (law,), (NoRectification(law=law, reason=Why.PLAY_CONTINUED), Proceed(law=law)))
        choices = tuple(Objector) if response is Response.AGREED else (Objector.OPPONENTS, Objector.CLAIMING_SIDE)
        objector = ctx.fact(OBJECTOR, choices=choices, seat=seat)
        if objector is Objector.NOBODY:
            law = ref("69A")
            return ctx.ruling(None, (law,), (NoRectification(law=law, reason=Why.AGREED), self._result(claim, 0, law)))
        if objector is Objector.CLAIMING_SIDE and claim.conceded == 0:
            ctx.refuse("nothing_conceded", fact=OBJECTOR.id, seat=seat, remaining=claim.remaining)
        if response is Response.AGREED:
            period = ctx.period()
            if period is Period.AFTER_CORRECTION_PERIOD:
                law = ref("79C")
                return ctx.ruling(None, (ref("69B") if objector is Objector.OPPONENTS else ref("71"), law), (
                    NoRectification(law=law, reason=Reason.AFTER_CORRECTION_PERIOD), self._result(claim, 0, law)))
            if objector is Objector.OPPONENTS and period.rank >= Period.NEXT_BOARD.rank:
                return self._withdrawn_agreement(ctx, claim)
        if objector is Objector.CLAIMING_SIDE:
            return self._concession(ctx, claim)
        return self._contested(ctx, claim, defender)

    # -- not a claim; play goes on ------------------------------------------------------------------------

    def _not_a_claim(self, ctx: Context, claim: _Claim, defender: bool) -> Ruling:
        """68, preamble: only the trick in progress: play proceeds; a defender's exposed cards are no
        penalty cards, but Laws 16 and 57A may apply."""
        law = ref("68")
        consequences: list[Consequence] = [NoRectification(law=law, reason=Why.CURRENT_TRICK_ONLY), Proceed(law=law)]
        if defender:
            consequences.append(UnauthorisedInformation(law=ref("16C"), for_seat=claim.seat.partner,
                                                        source="claim_statement"))  # fmt: skip
        # the 68 sentence names Laws 16 and 57A for a defender; 16C is cited with the information it makes
        return ctx.ruling(None, (law, ref("16C")) if defender else (law,), tuple(consequences))

    def _partner_objected(self, ctx: Context, claim: _Claim) -> Ruling:
        law = ref("68B2")
        return ctx.ruling(None, (law, ref("16C")), (
            NoRectification(law=law, reason=Why.PARTNER_OBJECTED),
            Proceed(law=law),
            UnauthorisedInformation(law=ref("16C"), for_seat=claim.seat.partner, source="attempted_concession"),
        ))  # fmt: skip

    # -- Law 69B: agreement withdrawn ------------------------------------------------------------------------

    def _withdrawn_agreement(self, ctx: Context, claim: _Claim) -> Ruling:
        """69B: the side that agreed gets back the tricks it had won, or would likely have won."""
        _statement(ctx, claim)
        other = claim.side.opponents
        won = ctx.fact(WON_IN_FACT, side=other, tricks=claim.claimed)
        likely = ctx.fact(LIKELY_WON, side=other, tricks=claim.claimed - min(won, claim.claimed))
        if won + likely > claim.claimed:
            ctx.refuse("more_than_claimed", fact=LIKELY_WON.id, tricks=won + likely, claimed=claim.claimed)
        ctx.fact(REASONS, seat=claim.seat)
        laws = tuple(r for r, n in ((ref("69B1"), won), (ref("69B2"), likely)) if n) or (ref("69B"),)
        if won + likely == 0:
            law = ref("69B")
            return ctx.ruling(None, laws, (NoRectification(law=law, reason=Why.AGREEMENT_STANDS),
                                       self._result(claim, 0, law)))  # fmt: skip
        return ctx.ruling(None, laws, self._adjudged(claim, -(won + likely), laws[0]))

    # -- Law 71: the concession questioned ------------------------------------------------------------------

    def _concession(self, ctx: Context, claim: _Claim) -> Ruling:
        """71: a conceded trick the side had won (71A) or could not lose by any normal play (71B) goes back."""
        _statement(ctx, claim)
        won = ctx.fact(CONCEDED_WON, side=claim.side, tricks=claim.conceded)
        cannot = ctx.fact(CANNOT_LOSE, side=claim.side, tricks=claim.conceded - min(won, claim.conceded))
        if won + cannot > claim.conceded:
            ctx.refuse("more_than_conceded", fact=CANNOT_LOSE.id, tricks=won + cannot, conceded=claim.conceded)
        ctx.fact(REASONS, seat=claim.seat)
        laws = tuple(r for r, n in ((ref("71A"), won), (ref("71B"), cannot)) if n) or (ref("71"),)
        if won + cannot == 0:
            law = ref("71")
            return ctx.ruling(None, laws, (NoRectification(law=law, reason=Why.CONCESSION_STANDS),
                                       self._result(claim, 0, law)))  # fmt: skip
        return ctx.ruling(None, laws, self._adjudged(claim, won + cannot, laws[0]))

    # -- Law 70: the contested claim ------------------------------------------------------------------------

    def _contested(self, ctx: Context, claim: _Claim, defender: bool) -> Ruling:
        """70: statement repeated (B1), objections heard (B2), the checks of 70C-E, then the award with
        every doubtful point against the claimer (A)."""
        seat = claim.seat
        _statement(ctx, claim)
        ctx.fact(OBJECTIONS, seat=seat)
        laws: list[LawRef] = [ref("70A"), ref("70B")]
        against = False
        trumps = claim.trumps
        outstanding = bool(trumps) if trumps is not None else ctx.fact(TRUMP_OUTSTANDING, seat=seat)
        if outstanding:
            cards: tuple[Card, ...] | str = trumps or "?"  # "?": the record does not show the hands
            holders: tuple[Seat, ...] | str = claim.trump_holders or "?"
            if not ctx.fact(TRUMP_MENTIONED, seat=seat, cards=cards, holders=holders) \
                    and ctx.fact(TRUMP_UNAWARE, seat=seat, cards=cards) \
                    and ctx.fact(TRUMP_TRICK, seat=seat, cards=cards):  # fmt: skip
                laws.append(ref("70C"))
                against = True
        if ctx.fact(LESS_SUCCESSFUL, seat=seat, tricks=claim.claimed):
            laws.append(ref("70D1"))
            against = True
        if defender and ctx.fact(PARTNER_PLAY, seat=seat, partner=seat.partner):
            laws.append(ref("70D2"))
            against = True
        if ctx.fact(UNSTATED_FINESSE, seat=seat) and not ctx.fact(SHOWED_OUT, seat=seat):
            laws.append(ref("70E1"))
            against = True
        awarded = _awarded(ctx, claim)
        if awarded > claim.remaining:
            ctx.refuse("more_than_remaining", fact=AWARDED.id, tricks=awarded, remaining=claim.remaining)
        if awarded > claim.claimed:
            ctx.refuse("award_above_claim", fact=AWARDED.id, tricks=awarded, claimed=claim.claimed)
        if against and awarded == claim.claimed:
            ctx.refuse("award_ignores_checks", fact=AWARDED.id, tricks=awarded, laws=tuple(laws[2:]))
        ctx.fact(REASONS, seat=seat)
        heard = ClaimHeard(law=ref("70B"))
        if awarded == claim.claimed:
            law = ref("70A")
            return ctx.ruling(None, tuple(laws), (NoRectification(law=law, reason=Why.CLAIM_UPHELD),
                                                  self._result(claim, 0, law), heard))  # fmt: skip
        against_claimer = DoubtAgainstClaimer(law=ref("70A"))
        return ctx.ruling(None, tuple(laws), (*self._adjudged(claim, awarded - claim.claimed, laws[-1]), heard,
                                              against_claimer))  # fmt: skip

    # -- the result -------------------------------------------------------------------------------------------

    def _result(self, claim: _Claim, change: int, law: LawRef) -> ClaimResult:
        """The board's result with ``change`` tricks more (or fewer) to the claimer's side than claimed,
        carrying that difference as its transfer."""
        mine = claim.claimed + change
        declaring = mine if claim.side is claim.declaring_side else claim.remaining - mine
        to_side = claim.side if change > 0 else claim.side.opponents if change < 0 else claim.declaring_side
        return ClaimResult(law=law, to_side=to_side, count=abs(change), declaring_side=claim.declaring_side,
                           declaring_tricks=declaring, defending_tricks=claim.remaining - declaring,
                           total=claim.won_before + declaring)  # fmt: skip

    def _adjudged(self, claim: _Claim, change: int, law: LawRef) -> tuple[Consequence, ...]:
        """The result adjudicated: ``change`` tricks from the claim as recorded."""
        return (self._result(claim, change, law),)
