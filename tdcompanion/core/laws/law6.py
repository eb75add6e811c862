"""Law 6D: a new shuffle and redeal (WBF Laws 2017).

6D1: when it is found, before the auction first begins on the board, that the cards were dealt incorrectly,
or that a player could have seen the face of another player's card during the shuffle and deal, the cards are
shuffled and dealt again. The auction "first begins on a board" once anyone has called on it, at this table or
at another in an earlier round: after that there is no redeal; a card seen by accident is extraneous
information (16D), and a hand with too many or too few cards is ruled under Laws 13 and 14.

6D2: a deal dealt without a shuffle from a sorted deck, or imported from another session, may not produce a
result that stands, unless the tournament is a replay of past deals. Found before the auction, the cards are
shuffled and dealt again; found later, the result is cancelled and the Director either has a new deal played
(6D3) or, when no result can be obtained, awards an artificial adjusted score (12C2(a)).

6D3: the Director may order a new shuffle and redeal for any reason compatible with the Laws, but not of a
board all four players passed (22B), and in team play not once a contestant could know the final result of
the match without that board (86A: an adjusted score instead).

In a duplicate event the new deal is the board's deal at every table: the Director records it, and any copies
of the board made for other tables (6F) are made again from it.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from tdcompanion.core.deal import DealDefect
from tdcompanion.core.laws import law16_75
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup
from tdcompanion.core.laws.facts import Fact
from tdcompanion.core.laws.law15 import BoardCancelled
from tdcompanion.core.laws.ruling import (
    AdjustedScore,
    Choice,
    ChooserRole,
    Consequence,
    IrregularityKind,
    LawRef,
    NoRectification,
    Option,
    Ruling,
    ref,
)


class Case(enum.Enum):
    """What was wrong with the shuffle or the deal."""

    INCORRECTLY_DEALT = "incorrectly_dealt"
    """The cards were dealt incorrectly (6B): a hand with the wrong number of cards, adjacent cards together (6D1)."""
    CARD_SEEN = "card_seen"
    """A player could have seen the face of another player's card during the shuffle and deal (6D1)."""
    NOT_SHUFFLED = "not_shuffled"
    """The cards were dealt without a shuffle, from a sorted deck (6D2)."""
    IMPORTED = "imported"
    """The deal was imported from a different session (6D2)."""
    OTHER_REASON = "other_reason"
    """Another reason compatible with the Laws for which the Director wants the board redealt (6D3)."""


CASE = Fact.choice("law6.case", Case, "6D1", "6D2", "6D3")
AUCTION_BEGUN = Fact.yes_no("law6.auction_begun", "6D1")
"""Whether anyone had called on the board, at this table or at another one (read off this table's auction when
it shows a call)."""
REPLAY_EVENT = Fact.yes_no("law6.replay_event", "6D2")
"""Whether the purpose of the tournament is the replay of past deals (then 6D2 does not apply)."""
RESULT_KNOWN = Fact.yes_no("law6.result_known", "86A")
"""In team play: whether a contestant could know the final result of the match without this board."""


class Why(enum.StrEnum):
    """Reasons of this family (see :class:`~tdcompanion.core.laws.ruling.Reason`)."""

    AUCTION_BEGUN = "redeal_auction_begun"
    """The auction had begun on the board: too late for a redeal under 6D1."""
    REPLAY_EVENT = "redeal_replay_event"
    """The tournament replays past deals: a deal not shuffled, or imported, is what it is meant to play (6D2)."""
    NO_RESULT = "redeal_no_result"
    """No result of the board may stand and none can be obtained now (6D2, 12C2(a))."""
    RESULT_KNOWN = "redeal_result_known"
    """In team play a contestant could know the match result without the board: no redeal (86A)."""
    PASSED_OUT = "redeal_passed_out"
    """All four players passed: the hands go back to the board and there is no redeal (6D3 yields to 22B)."""


@dataclass(frozen=True, kw_only=True)
class NewDeal(Consequence):
    """The cards are shuffled and dealt again: the new deal replaces the board's deal (6D1, 6D2, 6D3)."""

    kind: ClassVar[str] = "new_deal"


@dataclass(frozen=True, kw_only=True)
class DealRecordedForAllTables(Consequence):
    """In a duplicate event the new deal is the board's deal at every table: the Director records it, and any
    copies of the board made for other tables are made again from it (6F)."""

    kind: ClassVar[str] = "deal_recorded_for_all_tables"


@dataclass(frozen=True, kw_only=True)
class NoRedeal(Consequence):
    """There is no redeal, for ``reason``; what follows is in the ruling's other consequences."""

    kind: ClassVar[str] = "no_redeal"
    reason: str


@WBF2017.register
class Redeal(Family):
    """Law 6D (with 6F, 12C2, 13, 14, 16D, 22B and 86A)."""

    kinds = (IrregularityKind.REDEAL,)
    laws = (6,)
    group = KindGroup.CARDS

    def rule(self, ctx: Context) -> Ruling:
        case = ctx.fact(CASE)
        if case is Case.OTHER_REASON:
            return self._director(ctx)
        if case in (Case.INCORRECTLY_DEALT, Case.CARD_SEEN):
            if not _auction_begun(ctx):
                return ctx.ruling(None, (ref("6D1"), ref("6F")), _redeal(ref("6D1")))
            return self._too_late(ctx, case)
        if ctx.fact(REPLAY_EVENT):
            return ctx.ruling(None, (ref("6D2"),), (NoRectification(law=ref("6D2"), reason=Why.REPLAY_EVENT),))
        if not _auction_begun(ctx):
            return ctx.ruling(None, (ref("6D2"), ref("6F")), _redeal(ref("6D2")))
        cancelled = BoardCancelled(law=ref("6D2"))
        return self._replay_or_adjust(ctx, (ref("6D2"),), (cancelled,))

    def _too_late(self, ctx: Context, case: Case) -> Ruling:
        """6D1 after the auction began: 16D for a card seen; Laws 13 and 14 for a hand the record shows with too
        many or too few cards; otherwise the board is played as dealt."""
        late = NoRedeal(law=ref("6D1"), reason=Why.AUCTION_BEGUN)
        if case is Case.CARD_SEEN:
            inner = ctx.delegate(IrregularityKind.UNAUTHORISED_INFORMATION,
                                 {law16_75.SOURCE: law16_75.Source.OTHER_SOURCE})  # fmt: skip
        else:
            defects = ctx.record.deal.defects
            if defects & (DealDefect.TOO_MANY_CARDS | DealDefect.DUPLICATE_CARD):
                inner = ctx.delegate(IrregularityKind.SURPLUS_CARD)
            elif defects & DealDefect.TOO_FEW_CARDS:
                inner = ctx.delegate(IrregularityKind.MISSING_CARD)
            else:
                return ctx.ruling(None, (ref("6D1"),), (late,))
        return inner.taken_over(ctx.irregularity.kind, ref("6D1"), (late,), inner.offender)

    def _director(self, ctx: Context) -> Ruling:
        """6D3: a redeal for any reason compatible with the Laws; never of a board passed out (22B)."""
        auction = ctx.record.auction
        if auction is not None and auction.is_passed_out:
            return ctx.ruling(None, (ref("6D3"),), (NoRedeal(law=ref("6D3"), reason=Why.PASSED_OUT),))
        return self._replay_or_adjust(ctx, (), ())

    def _replay_or_adjust(self, ctx: Context, laws: tuple[LawRef, ...],
                          base: tuple[Consequence, ...]) -> Ruling:  # fmt: skip
        """A new deal played (6D3) or, when none can be, an artificial adjusted score (12C2(a)); in team play
        only the adjusted score once a contestant could know the match result without the board (86A)."""
        no_result = AdjustedScore(law=ref("12C2(a)"), reason=Why.NO_RESULT, artificial=True)
        if ctx.fact(RESULT_KNOWN):
            refused = NoRedeal(law=ref("6D3"), reason=Why.RESULT_KNOWN)
            adjusted = AdjustedScore(law=ref("86A"), reason=Why.RESULT_KNOWN, artificial=True)
            return ctx.ruling(None, (*laws, ref("6D3"), ref("86A")), (*base, refused, adjusted))
        choice = Choice(
            id="law6.redeal_choice", chooser=None, role=ChooserRole.DIRECTOR, laws=(ref("6D3"), ref("12C2(a)")),
            options=(
                Option(id="law6.play_new_deal", laws=(ref("6D3"), ref("6F")), consequences=_redeal(ref("6D3"))),
                Option(id="law6.artificial_score", laws=(ref("12C2(a)"),), consequences=(no_result,)),
            ),
            without_consulting_partner=False, default="law6.play_new_deal",
        )  # fmt: skip
        return ctx.ruling(None, (*laws, ref("6D3"), ref("6F"), ref("12C2(a)")), base, (choice,))


def _auction_begun(ctx: Context) -> bool:
    """Whether anyone had called on the board: shown when this table's auction record has a call, else asked (the
    auction may have begun at another table, 6D1)."""
    auction = ctx.record.auction
    return ctx.fact(AUCTION_BEGUN, shown=True if auction is not None and len(auction.entries) > 0 else None)


def _redeal(law: LawRef) -> tuple[Consequence, ...]:
    return NewDeal(law=law), DealRecordedForAllTables(law=ref("6F"))
