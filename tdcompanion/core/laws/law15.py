"""Law 15: the wrong board (WBF Laws 2017).

15A, a call made holding the cards of the wrong board: the call is cancelled with every call after it
(15A1). If the offender's partner has called since, the Director awards an adjusted score (15A1(a));
otherwise the offender looks at his right hand and calls again, and the auction goes on from there
(15A1(b)). Law 16C governs the cancelled calls' information (15A1(c)). When the board he called from is
played later, a repeated call lets it be played normally; a call that differs from the cancelled one
earns an adjusted score (15A2). A procedural penalty may be added (15A3).

15B, a board played by a contestant it was not meant for in the round, found once the auction has
begun (during the auction or play, or after play): if any of the four players has played it before,
the board is cancelled for both sides (15B1); if none has, the auction and play are completed and the
score stands, and the Director may have the right board played by the same pairs later (15B2). A
contestant deprived of a valid score gets an artificial adjusted score (15B3, 12C2). Playing the wrong
board may also earn a procedural penalty (90B7). Team events: Law 86B (not ruled here).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from tdcompanion.core.laws.auction_effects import CallCancelled, authorised_for
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup
from tdcompanion.core.laws.facts import Fact, Period
from tdcompanion.core.laws.ruling import (
    AdjustedScore,
    Choice,
    ChooserRole,
    Consequence,
    DirectorReview,
    InformationSource,
    IrregularityKind,
    Moment,
    Option,
    ProceduralPenalty,
    Ruling,
    UnauthorisedInformation,
    ref,
    refs,
)
from tdcompanion.core.seats import Seat


class Case(enum.Enum):
    """Which of the two irregularities of Law 15."""

    CALL_FROM_WRONG_BOARD = "call_from_wrong_board"
    """A player called holding the cards of another board (15A)."""
    BOARD_PLAYED = "board_played"
    """The players are playing (or played) a board not meant for them in this round (15B)."""


class OtherBoard(enum.Enum):
    """What the offender did when the board he took his cards from was played (15A2)."""

    NOT_YET = "not_yet"
    """Not played yet: the Director comes back to it."""
    REPEATED = "repeated"
    """He repeated his cancelled call: the board may be played normally."""
    DIFFERS = "differs"
    """His call differed from the cancelled one: adjusted score."""


CASE = Fact.choice("law15.case", Case, "15A", "15B")
OFFENDER = Fact.seat("law15.offender", "15A1")
"""The player who called holding the wrong board's cards (15A)."""
PARTNER_CALLED = Fact.yes_no("law15.partner_called", "15A1a")
"""Whether the offender's partner has called since (asked only when the record has no auction)."""
OTHER_BOARD = Fact.choice("law15.other_board", OtherBoard, "15A2")
PLAYED_BEFORE = Fact.yes_no("law15.played_before", "15B1", "15B2")
"""Whether any of the four players had played the board before, with the right opponents or not."""

DEPRIVED = "deprived_of_valid_score"
"""Reason of the 15B3 artificial adjusted score."""
PARTNER_HAS_CALLED = "partner_called_since"
"""Reason of the 15A1(a) adjusted score."""
CALL_DIFFERS = "call_differs"
"""Reason of the 15A2 adjusted score."""
OTHER_BOARD_LATER = "other_board_later"
"""Reason of the 15A2 reminder: the offender's call on the board he took his cards from."""


@dataclass(frozen=True, kw_only=True)
class CallAgain(Consequence):
    """``seat`` takes the right board's cards, looks at them and calls again; the auction goes on
    normally from there (Law 15A1(b))."""

    kind: ClassVar[str] = "call_again"
    seat: Seat


@dataclass(frozen=True, kw_only=True)
class BoardPlayedNormally(Consequence):
    """The board the offender took his cards from is played normally: he repeated his call (15A2)."""

    kind: ClassVar[str] = "board_played_normally"


@dataclass(frozen=True, kw_only=True)
class BoardCancelled(Consequence):
    """The wrong board's result is cancelled for both sides (15B1)."""

    kind: ClassVar[str] = "board_cancelled"


@dataclass(frozen=True, kw_only=True)
class ScoreStands(Consequence):
    """The wrong board's auction and play are completed and its score stands (15B2)."""

    kind: ClassVar[str] = "score_stands"


@dataclass(frozen=True, kw_only=True)
class RightBoardLater(Consequence):
    """The same two pairs play the board meant for them against one another later (15B2)."""

    kind: ClassVar[str] = "right_board_later"


@WBF2017.register
class WrongBoard(Family):
    """Law 15 (15A: a call from the wrong board; 15B: the wrong board played)."""

    kinds = (IrregularityKind.WRONG_BOARD,)
    laws = (15,)
    group = KindGroup.CARDS
    procedural_penalty_15b = "90B7"
    """Law 90B7 names playing the wrong board among the procedural penalties."""

    def rule(self, ctx: Context) -> Ruling:
        if ctx.fact(CASE) is Case.CALL_FROM_WRONG_BOARD:
            return self._call_from_wrong_board(ctx)
        return self._board_played(ctx)

    def _call_from_wrong_board(self, ctx: Context) -> Ruling:
        """15A: the calls from the offender's first one on are cancelled; 16C; 15A1(a)/(b); 15A2; 15A3."""
        period = ctx.period()
        seat = ctx.fact(OFFENDER)
        auction = ctx.record.auction
        cancelled: list[Consequence] = []
        partner_shown: bool | None = None
        if auction is not None:
            gone = auction.cancelled_indices()
            entries = [(i, e) for i, e in enumerate(auction.entries) if not e.withdrawn and i not in gone]
            first = next((i for i, e in entries if e.seat is seat), None)
            if first is None:
                ctx.refuse("no_call_by_offender", fact=OFFENDER.id, seat=seat)
            later = [(i, e) for i, e in entries if i >= first]
            cancelled = [CallCancelled(law=ref("15A1"), seat=e.seat, call=e.call, index=i) for i, e in later]
            partner_shown = any(e.seat is seat.partner for _, e in later)
        elif period is not Period.AUCTION:
            partner_shown = True  # the auction is over: partner has called since
        partner_called = ctx.fact(PARTNER_CALLED, shown=partner_shown)
        information: list[Consequence] = [
            UnauthorisedInformation(law=ref("16C2"), for_seat=seat.partner, source=InformationSource.WITHDRAWN_CALL),
            authorised_for(seat.side.opponents, ref("16C1a")),
        ]
        laws = [ref("15A1")]
        main: list[Consequence] = []
        if partner_called:
            laws.append(ref("15A1(a)"))
            main.append(AdjustedScore(law=ref("15A1(a)"), reason=PARTNER_HAS_CALLED, artificial=True))
        else:
            laws.append(ref("15A1(b)"))
            main.append(CallAgain(law=ref("15A1(b)"), seat=seat))
        laws += [ref("16C"), ref("15A2"), ref("15A3")]  # 15A1(c): Law 16C governs the cancelled calls
        other = ctx.fact(OTHER_BOARD)
        later_board: Consequence
        if other is OtherBoard.REPEATED:
            later_board = BoardPlayedNormally(law=ref("15A2"))
        elif other is OtherBoard.DIFFERS:
            later_board = AdjustedScore(law=ref("15A2"), reason=CALL_DIFFERS, artificial=True)
        else:
            later_board = DirectorReview(law=ref("15A2"), when=Moment.END_OF_ROUND, reason=OTHER_BOARD_LATER)
        consequences = (*cancelled, *main, *information, later_board, ProceduralPenalty(law=ref("15A3"), seat=seat))
        return ctx.ruling(seat, tuple(laws), consequences)

    def _board_played(self, ctx: Context) -> Ruling:
        """15B: cancelled for both sides (15B1) or the score stands (15B2); 15B3; 90B7."""
        ctx.period()
        penalty = ProceduralPenalty(law=ref(self.procedural_penalty_15b))
        deprived = AdjustedScore(law=ref("15B3"), reason=DEPRIVED, artificial=True)
        if ctx.fact(PLAYED_BEFORE):
            return ctx.ruling(None, refs("15B1", "15B3", self.procedural_penalty_15b),
                              (BoardCancelled(law=ref("15B1")), deprived, penalty))  # fmt: skip
        stands = ScoreStands(law=ref("15B2"))
        choice = Choice(
            id="law15.right_board", chooser=None, role=ChooserRole.DIRECTOR, laws=refs("15B2", "15B3"),
            options=(
                Option(id="law15.play_later", laws=refs("15B2"), consequences=(RightBoardLater(law=ref("15B2")),)),
                Option(id="law15.not_later", laws=refs("15B3", "12C2"), consequences=(deprived,)),
            ),
            without_consulting_partner=False, default="law15.play_later",
        )  # fmt: skip
        return ctx.ruling(None, refs("15B2", "15B3", self.procedural_penalty_15b), (stands, penalty), (choice,))
