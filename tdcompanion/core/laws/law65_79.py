"""Laws 65, 66 and 79 (with 12A1, 16B, 61C, 69B, 71 and 85A): the tricks as the players keep them, look at them
and count them.

Law 65: each player turns his own card face down when a trick is complete (65A) and points it towards his side
when it won, towards the opponents when they did (65B1-B2); his cards stay in an overlapping row in the order
played (65C), undisturbed until the number of tricks won is agreed (65D). A player may draw attention to a card
pointed the wrong way until his side leads or plays to the next trick (65B3): then it is turned; later, the
right has gone, and what the remark tells his partner falls under Law 16B. However a card points, the tricks
won are those the play won: the count is agreed at the end (79A1), from the cards as played (65C).

Law 66: declarer or a defender may have the cards of the trick just played faced, until he has turned his own
card and while his side has not played to the next trick (66A); he may look at (not show) his own last card
until his side plays to the next trick (66B); dummy has neither right. Quitted tricks are not inspected during
the play except at the Director's instruction (66C), which a claim of a revoke does not make automatic (61C);
a player who looks at them on his own commits an infraction the law gives no rectification for (12A1), and
breaks correct procedure, for which the Director may give a procedural penalty (90A). After play, cards may be
inspected to settle a claim of a revoke or of the tricks won, each player handling only his own (66D).

Law 79: a disagreement on the tricks won. A claim or concession is ruled under 69B or 71 (79B1); otherwise the
Director rules the score to record (79B2). With the play recorded to its end, the record shows the count and
nothing is asked but what each side says. Without it, the Director looks at the played cards (66D): if they can
no longer tell and only one side mixed its cards, he rules for the other side (66D, 65D); if both did, he rules
on the weight of the evidence (85A). Called only after the round, he changes the score for both sides only when
clearly convinced of the result obtained at the table; otherwise the recorded score stands or one side's score is
decreased without increasing the other's (79B3). After the Correction Period a score is corrected only if the
Director is satisfied beyond reasonable doubt that it is wrong and the Tournament Organiser approves (79C2).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from tdcompanion.core.laws import judgement
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup
from tdcompanion.core.laws.facts import ATTENTION_DRAWN_BY, Fact
from tdcompanion.core.laws.ruling import (
    Choice,
    ChooserRole,
    Consequence,
    DirectorReview,
    IrregularityKind,
    Moment,
    NoRectification,
    Option,
    ProceduralPenalty,
    Reason,
    Ruling,
    UnauthorisedInformation,
    ref,
)
from tdcompanion.core.play import Play
from tdcompanion.core.play_state import PlayState
from tdcompanion.core.seats import Seat, Side
from tdcompanion.core.tricks import TRICKS_PER_DEAL

# --- consequences of this family ---------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class CardRepointed(Consequence):
    """``seat``'s card of ``trick`` is turned to point the right way: towards his partner when his side won the
    trick, towards the opponents when they did (Law 65B1-B2, on attention drawn in time, 65B3)."""

    kind: ClassVar[str] = "card_repointed"
    seat: Seat
    trick: int


@dataclass(frozen=True, kw_only=True)
class CountFromPlay(Consequence):
    """The way a card points does not decide the tricks won: the players agree the count when play ends (79A1),
    from the cards kept in the order played (65C)."""

    kind: ClassVar[str] = "count_from_play"


@dataclass(frozen=True, kw_only=True)
class TricksInspected(Consequence):
    """``seat`` may see the cards ``what`` names (Law 66A-D; 66C at the Director's instruction)."""

    kind: ClassVar[str] = "tricks_inspected"
    seat: Seat
    what: Inspection


@dataclass(frozen=True, kw_only=True)
class InspectionRefused(Consequence):
    """``seat`` is not entitled to see the cards ``what`` names now (Law 66A-C): they stay face down."""

    kind: ClassVar[str] = "inspection_refused"
    seat: Seat
    what: Inspection


@dataclass(frozen=True, kw_only=True)
class TricksRecorded(Consequence):
    """The score is recorded with ``tricks`` tricks won by the declaring side ``declaring_side`` (Law 79B2, 79B3,
    79C2), for both sides."""

    kind: ClassVar[str] = "tricks_recorded"
    declaring_side: Side
    tricks: int


class CountBasis(enum.Enum):
    """How the Director settles the tricks won when the record does not show them (Laws 66D, 65D, 85A, 79B1)."""

    CLAIMED = "claimed"
    """The tricks in dispute were claimed or conceded: the claim laws rule them (79B1)."""
    FROM_CARDS = "from_cards"
    """Counted from the played cards, each player handling only his own (66D)."""
    CANNOT_TELL = "cannot_tell"
    """The played cards can no longer tell the count (66D)."""
    FOR_ORDERLY_SIDE = "for_orderly_side"
    """The side that disturbed its cards before the result was agreed bears the doubt (65D)."""
    ON_EVIDENCE = "on_evidence"
    """Decided on the balance of probabilities, from the evidence available (85A)."""


@dataclass(frozen=True, kw_only=True)
class TricksCounted(Consequence):
    """How the tricks won were settled (``how``), under its ``law``."""

    kind: ClassVar[str] = "tricks_counted"
    how: CountBasis


@dataclass(frozen=True, kw_only=True)
class RecordedScoreStands(Consequence):
    """The score recorded at the table stands for both sides (Law 79B3, 79C1)."""

    kind: ClassVar[str] = "recorded_score_stands"


@dataclass(frozen=True, kw_only=True)
class OneSideDecreased(Consequence):
    """``side``'s score is decreased to the score of ``tricks`` tricks won by the declaring side; the other side
    keeps the recorded score (Law 79B3)."""

    kind: ClassVar[str] = "one_side_decreased"
    side: Side
    tricks: int


class Why(enum.StrEnum):
    """Reasons of this family (see :class:`~tdcompanion.core.laws.ruling.Reason`)."""

    POINTED_IN_TIME = "law65.pointed_in_time"
    """Attention drawn before the player's side led or played to the next trick: the card is turned (65B3)."""
    RIGHT_EXPIRED = "law65.right_expired"
    """His side had led or played to the next trick: the right to draw attention had expired (65B3)."""
    REMARK_USED = "law65.remark_used"
    """16B: partner may have used what the late remark told him about the tricks won."""
    ENTITLED = "law66.entitled"
    """The player asked in time and is entitled to see the cards (66A, 66B, 66D)."""
    NOT_ENTITLED = "law66.not_entitled"
    """Too late, or dummy, or a quitted trick during the play: the cards stay face down (66A-C)."""
    INSPECTED_UNINSTRUCTED = "law66.inspected_uninstructed"
    """A quitted trick was inspected during the play without the Director's instruction (66C)."""
    INSPECTION_DAMAGE = "law66.inspection_damage"
    """12A1: the opponents may have been damaged by what the inspection showed."""
    SINGLE_RESULT = "law79.single_result"
    """79B2: the Director rules one result for both sides."""
    MIXED_CARDS = "law79.mixed_cards"
    """66D: the facts can no longer be settled and only one side mixed its cards: ruled for the other side."""


class Inspection(enum.Enum):
    """Which played cards a player asked to see, or looked at (Law 66)."""

    CURRENT_TRICK = "current_trick"
    """All the cards just played to the trick, faced (66A)."""
    OWN_LAST_CARD = "own_last_card"
    """His own card last played, looked at without showing it (66B)."""
    QUITTED_TRICKS = "quitted_tricks"
    """Quitted tricks, during the play (66C)."""
    AFTER_PLAY = "after_play"
    """Played and unplayed cards, once play is over, to settle a revoke or the tricks won (66D)."""


class Called(enum.Enum):
    """When the Director was called to a dispute on the tricks won (Law 79B2, 79B3, 79C)."""

    IN_ROUND = "in_round"
    """Before the round ended (79B2)."""
    AFTER_ROUND = "after_round"
    """After the round ended, within the Correction Period (79B3)."""
    AFTER_CORRECTION_PERIOD = "after_correction_period"
    """After the Correction Period (79C)."""


class PlayedCards(enum.Enum):
    """How the played cards lay when the Director came to count the tricks (Laws 65C, 65D, 66D)."""

    IN_ORDER = "in_order"
    """Each player's cards still in the order played: the Director reviews them."""
    DECLARING_SIDE_MIXED = "declaring_side_mixed"
    """Declarer or dummy mixed his played cards; the defenders' are in order."""
    DEFENDERS_MIXED = "defenders_mixed"
    """A defender mixed his played cards; the declaring side's are in order."""
    BOTH_MIXED = "both_mixed"
    """Both sides mixed their played cards."""


# --- facts ---------------------------------------------------------------------------------------------------

POINTED_SEAT = Fact.seat("law65.seat", "65B")
"""Whose card was pointed the wrong way."""
POINTED_TRICK = Fact.number("law65.trick", "65B", minimum=1, maximum=TRICKS_PER_DEAL)
SIDE_PLAYED_ON = Fact.yes_no("law65.side_played_on", "65B3", "66A", "66B")
"""Whether the side of the player concerned had led or played to the next trick (asked when no record shows it)."""
INSPECTOR = Fact.seat("law66.player", "66")
WHAT = Fact.choice("law66.what", Inspection, "66A", "66B", "66C", "66D")
OWN_CARD_TURNED = Fact.yes_no("law66.own_card_turned", "66A", "65A")
"""Whether the player had already turned his own card of the trick face down."""
LOOKED = Fact.yes_no("law66.looked", "66C")
"""Whether the player looked at a quitted trick himself, rather than asking the Director."""

CALLED = Fact.choice("law79.called", Called, "79B3", "79C")
"""When the Director was called to the dispute (the law's own criterion: before the round ended or not, 79B3;
the Correction Period, 79C). Asked, never read off the record: the play being over, only the Director knows."""
CLAIM_MADE = Fact.yes_no("law79.claim_or_concession", "79B1")
"""Whether the tricks in dispute were claimed or conceded (asked when no play record shows the play)."""
DECLARING_SAYS = Fact.number("law79.declaring_side_says", "79B", minimum=0, maximum=TRICKS_PER_DEAL)
DEFENDERS_SAY = Fact.number("law79.defenders_say", "79B", minimum=0, maximum=TRICKS_PER_DEAL)
"""The tricks the defenders say the declaring side won."""
RECORDED = Fact.number("law79.recorded", "79B3", minimum=0, maximum=TRICKS_PER_DEAL)
"""The tricks for the declaring side in the score recorded at the table."""
CONVINCED = Fact.yes_no("law79.convinced", "79B3", judgement=judgement.CLEARLY_CONVINCED)
"""The Director's judgement: he is clearly convinced of the result obtained at the table."""
BEYOND_DOUBT = Fact.yes_no("law79.beyond_doubt", "79C2", judgement=judgement.BEYOND_DOUBT)
"""The Director is satisfied beyond reasonable doubt that the record is wrong, and the Tournament Organiser
approves its correction."""
CARDS = Fact.choice("law66.played_cards", PlayedCards, "65C", "65D", "66D")
ASCERTAINED = Fact.yes_no("law66.ascertained", "66D", judgement=judgement.TRICKS_ASCERTAINED)
"""The Director's judgement: the tricks won can still be established although one side mixed its cards."""
FOUND = Fact.number("law79.found", "79B2", "85A", minimum=0, maximum=TRICKS_PER_DEAL, judgement=judgement.FACT_FINDING)
"""The Director's finding: the tricks the declaring side won, from the played cards and the players' accounts."""


def _state(ctx: Context) -> PlayState | None:
    """The play as the record shows it, or ``None`` when no card is recorded (the Director has not entered the
    play: it then tells nothing of the tricks)."""
    play = ctx.record.play
    if play is None or not any(isinstance(e, Play) for e in play.events):
        return None
    return ctx.record.state


def _side_played_on(ctx: Context, seat: Seat, trick: int) -> bool | None:
    """Whether ``seat``'s side had led or played to the trick after ``trick``, as the record shows; ``None`` without
    a play record. There is no trick after the thirteenth."""
    state = _state(ctx)
    if state is None:
        return None
    if trick >= TRICKS_PER_DEAL:
        return False
    later = [t for t in (*state.tricks, state.current) if t is not None and t.number == trick + 1]
    return any(tc.seat.side is seat.side for t in later for tc in t.cards)


def _quitted(ctx: Context) -> tuple[int, ...] | None:
    """The numbers of the quitted tricks the record shows (``None`` without a play record)."""
    state = _state(ctx)
    return tuple(t.number for t in state.tricks) if state is not None else None


def _declaring_side(ctx: Context) -> Side:
    contract = ctx.record.contract
    if contract is None:
        ctx.refuse("no_contract")
    return contract.declaring_side


@WBF2017.register
class Tricks(Family):
    """Laws 65, 66 and 79: cards pointed the wrong way, tricks inspected, and tricks won in dispute."""

    kinds = (IrregularityKind.CARD_POINTED_WRONGLY, IrregularityKind.TRICK_INSPECTED,
             IrregularityKind.TRICKS_DISPUTED)  # fmt: skip
    laws = (65, 66, 79)
    group = KindGroup.PLAY

    def rule(self, ctx: Context) -> Ruling:
        kind = ctx.irregularity.kind
        if kind is IrregularityKind.CARD_POINTED_WRONGLY:
            return self._pointed(ctx)
        if kind is IrregularityKind.TRICK_INSPECTED:
            return self._inspected(ctx)
        return self._disputed(ctx)

    # -- Law 65 --

    def _pointed(self, ctx: Context) -> Ruling:
        seat = ctx.fact(POINTED_SEAT)
        quitted = _quitted(ctx)
        if quitted == ():
            ctx.refuse("law65.no_quitted_trick")
        trick = ctx.fact(POINTED_TRICK, choices=quitted, refuse_as="law65.not_quitted", seat=seat)
        drawer = ctx.fact(ATTENTION_DRAWN_BY)
        late = ctx.fact(SIDE_PLAYED_ON, shown=_side_played_on(ctx, drawer, trick), seat=drawer)
        count = CountFromPlay(law=ref("79A1"))
        if not late:
            law = ref("65B3")
            return ctx.ruling(None, (law, ref("65B"), ref("79A1")), (
                CardRepointed(law=ref("65B"), seat=seat, trick=trick),
                NoRectification(law=law, reason=Why.POINTED_IN_TIME),
                count,
            ))  # fmt: skip
        law = ref("65B3")
        consequences: tuple[Consequence, ...] = (NoRectification(law=law, reason=Why.RIGHT_EXPIRED), count)
        partner = drawer.partner
        if partner is not ctx.record.dummy:  # what the remark tells a player who still plays (16B)
            consequences += (
                UnauthorisedInformation(law=ref("16B"), for_seat=partner, source="law65.late_remark"),
                DirectorReview(law=ref("16B"), when=Moment.END_OF_PLAY, reason=Why.REMARK_USED),
            )
            return ctx.ruling(drawer, (law, ref("16B"), ref("79A1")), consequences)
        return ctx.ruling(drawer, (law, ref("79A1")), consequences)

    # -- Law 66 --

    def _inspected(self, ctx: Context) -> Ruling:
        seat = ctx.fact(INSPECTOR)
        state = _state(ctx)
        over = state.is_finished if state is not None else None
        choices = None if over is None else ((Inspection.AFTER_PLAY,) if over else tuple(Inspection)[:3])
        what = ctx.fact(WHAT, shown=Inspection.AFTER_PLAY if over else None, choices=choices, seat=seat)
        if what is Inspection.AFTER_PLAY:
            law = ref("66D")
            return ctx.ruling(None, (law,), (TricksInspected(law=law, seat=seat, what=what),
                                             NoRectification(law=law, reason=Why.ENTITLED)))  # fmt: skip
        if what is Inspection.QUITTED_TRICKS:
            return self._quitted_tricks(ctx, seat)
        law = ref("66A") if what is Inspection.CURRENT_TRICK else ref("66B")
        quitted = _quitted(ctx)
        if quitted == ():
            ctx.refuse("law65.no_quitted_trick")
        entitled = seat is not ctx.record.dummy  # 66A and 66B give the right to declarer and the defenders
        if entitled:
            trick = len(quitted) if quitted is not None else None  # the trick just played
            played_on = _side_played_on(ctx, seat, trick) if trick is not None else None
            entitled = not ctx.fact(SIDE_PLAYED_ON, shown=played_on, seat=seat)
        if entitled and what is Inspection.CURRENT_TRICK:
            entitled = not ctx.fact(OWN_CARD_TURNED, seat=seat)
        if entitled:
            return ctx.ruling(None, (law,), (TricksInspected(law=law, seat=seat, what=what),
                                             NoRectification(law=law, reason=Why.ENTITLED)))  # fmt: skip
        return ctx.ruling(None, (law,), (InspectionRefused(law=law, seat=seat, what=what),
                                         NoRectification(law=law, reason=Why.NOT_ENTITLED)))  # fmt: skip

    def _quitted_tricks(self, ctx: Context, seat: Seat) -> Ruling:
        """66C: only at the Director's instruction (a claim of a revoke does not call for it by itself, 61C)."""
        law = ref("66C")
        what = Inspection.QUITTED_TRICKS
        if ctx.fact(LOOKED, seat=seat):
            return ctx.ruling(seat, (law, ref("12A1"), ref("90A")), (
                NoRectification(law=law, reason=Why.INSPECTED_UNINSTRUCTED),
                DirectorReview(law=ref("12A1"), when=Moment.END_OF_PLAY, reason=Why.INSPECTION_DAMAGE),
                ProceduralPenalty(law=ref("90A"), seat=seat),
            ))  # fmt: skip
        options = (
            Option(id="law66.instruct", laws=(law,), consequences=(TricksInspected(law=law, seat=seat, what=what),)),
            Option(id="law66.refuse", laws=(law, ref("61C")),
                   consequences=(InspectionRefused(law=law, seat=seat, what=what),)),
        )  # fmt: skip
        choice = Choice(id="law66.director_inspects", chooser=None, role=ChooserRole.DIRECTOR, laws=(law, ref("61C")),
                        options=options, without_consulting_partner=False)  # fmt: skip
        return ctx.ruling(None, (law, ref("61C")), (), (choice,))

    # -- Law 79 --

    def _disputed(self, ctx: Context) -> Ruling:
        side = _declaring_side(ctx)
        state = _state(ctx)
        if state is not None and not state.is_finished:
            ctx.refuse("law79.play_not_over")
        claimed = ctx.fact(CLAIM_MADE, shown=(state.claim is not None) if state is not None else None)
        if claimed:
            ruling = ctx.delegate(IrregularityKind.CLAIM)
            sent = TricksCounted(law=ref("79B1"), how=CountBasis.CLAIMED)
            return Ruling(irregularity=ctx.irregularity.kind, laws=(ref("79B1"), *ruling.laws),
                          offender=ruling.offender, consequences=(sent, *ruling.consequences), choices=ruling.choices,
                          edition=ruling.edition)  # fmt: skip
        says = ctx.fact(DECLARING_SAYS, side=side)
        other = ctx.fact(DEFENDERS_SAY, side=side)
        if says == other:
            ctx.refuse("law79.no_disagreement", fact=DEFENDERS_SAY.id, tricks=says)
        called = ctx.fact(CALLED)
        shown = state.declarer_tricks if state is not None and len(state.tricks) == TRICKS_PER_DEAL else None
        if called is Called.AFTER_CORRECTION_PERIOD:
            return self._too_late(ctx, side, shown, says, other)
        if called is Called.AFTER_ROUND:
            return self._after_round(ctx, side, shown, says, other)
        tricks, how = self._count(ctx, side, shown, says, other)
        law = ref("79B2")
        return ctx.ruling(None, (law, *(c.law for c in how)), (*how,
                          TricksRecorded(law=law, declaring_side=side, tricks=tricks),
                          NoRectification(law=law, reason=Why.SINGLE_RESULT)))  # fmt: skip

    def _count(self, ctx: Context, side: Side, shown: int | None, says: int,
               other: int) -> tuple[int, tuple[TricksCounted, ...]]:  # fmt: skip
        """The tricks the declaring side won, and how they were settled: the record's count, else what the played
        cards show (66D), else for the side that kept its cards in order (66D, 65D), else the Director's finding
        (85A)."""
        if shown is not None:
            return shown, ()
        from_cards = TricksCounted(law=ref("66D"), how=CountBasis.FROM_CARDS)
        cards = ctx.fact(CARDS, side=side)
        if cards is PlayedCards.IN_ORDER:
            return ctx.fact(FOUND, side=side, says=says, other=other), (from_cards,)
        if cards is PlayedCards.BOTH_MIXED:
            return ctx.fact(FOUND, side=side, says=says, other=other), (
                TricksCounted(law=ref("66D"), how=CountBasis.CANNOT_TELL),
                TricksCounted(law=ref("85A"), how=CountBasis.ON_EVIDENCE))
        if ctx.fact(ASCERTAINED, side=side, cards=cards):
            return ctx.fact(FOUND, side=side, says=says, other=other), (from_cards,)
        # only one side mixed its cards and the facts cannot be settled: ruled for the other side (66D, 65D)
        return (other if cards is PlayedCards.DECLARING_SIDE_MIXED else says), (
            TricksCounted(law=ref("66D"), how=CountBasis.CANNOT_TELL),
            TricksCounted(law=ref("65D"), how=CountBasis.FOR_ORDERLY_SIDE))

    def _after_round(self, ctx: Context, side: Side, shown: int | None, says: int, other: int) -> Ruling:
        """79B3: changed for both sides only when clearly convinced; else it stands, or one side is decreased."""
        law = ref("79B3")
        recorded = ctx.fact(RECORDED, side=side, says=says, other=other)
        if ctx.fact(CONVINCED, side=side, recorded=recorded):
            tricks, how = self._count(ctx, side, shown, says, other)
            laws = tuple(c.law for c in how)
            if tricks == recorded:
                return ctx.ruling(None, (law, *laws), (*how, RecordedScoreStands(law=law)))
            return ctx.ruling(None, (law, *laws), (*how, TricksRecorded(law=law, declaring_side=side, tricks=tricks)))
        alternatives = sorted({says, other} - {recorded})
        options = [Option(id="law79.recorded_stands", laws=(law,), consequences=(RecordedScoreStands(law=law),))]
        for tricks in alternatives:
            # fewer tricks than recorded lowers the declaring side's score; more lowers the defenders'
            lowered = side if tricks < recorded else side.opponents
            which = "declaring" if lowered is side else "defending"
            options.append(Option(id=f"law79.decrease_{which}_{tricks}", laws=(law,),
                                  consequences=(OneSideDecreased(law=law, side=lowered, tricks=tricks),)))  # fmt: skip
        choice = Choice(id="law79.after_round", chooser=None, role=ChooserRole.DIRECTOR, laws=(law,),
                        options=tuple(options), without_consulting_partner=False)  # fmt: skip
        return ctx.ruling(None, (law,), (), (choice,))

    def _too_late(self, ctx: Context, side: Side, shown: int | None, says: int, other: int) -> Ruling:
        """79C: after the Correction Period, only a record shown wrong beyond reasonable doubt, with the
        Tournament Organiser's approval (79C2)."""
        if not ctx.fact(BEYOND_DOUBT, side=side):
            law = ref("79C1")
            stands = NoRectification(law=law, reason=Reason.AFTER_CORRECTION_PERIOD)
            return ctx.ruling(None, (law,), (RecordedScoreStands(law=law), stands))
        tricks, how = self._count(ctx, side, shown, says, other)
        law = ref("79C2")
        laws = tuple(c.law for c in how)
        return ctx.ruling(None, (law, *laws), (*how, TricksRecorded(law=law, declaring_side=side, tricks=tricks)))
