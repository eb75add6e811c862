"""Law 82: the Director's own error, a ruling he gave earlier on the board that he now finds wrong.

It is the Director's duty to rectify errors of procedure and keep the game going in a way the Laws allow (82A).
The step is recorded against the earlier ruling in the board's story (``Irregularity.ruling``, the index of its
step; the timeline refuses one that does not point at an earlier ruling on an irregularity). Whether some
rectification still lets the board be scored normally is the Director's own judgement, the one thing asked:

- it does (82B): he chooses how to rectify. He gives the correct ruling now, ruling again on what the earlier
  ruling was on (82B3: any other power the Laws give him), requires, postpones or cancels the play of the board
  (82B2), or awards an adjusted score as the Laws permit (82B1);
- it does not (82C): he awards an adjusted score, treating both sides as non-offending, so each side gets the
  score it would have as the non-offending side and the two scores may differ.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from tdcompanion.core.laws import judgement
from tdcompanion.core.laws.engine import (
    WBF2017,
    Context,
    EarlierRuling,
    Family,
    InconsistentFacts,
    KindGroup,
    earlier_refusal,
)
from tdcompanion.core.laws.facts import Fact
from tdcompanion.core.laws.ruling import (
    AdjustedScore,
    Choice,
    ChooserRole,
    Consequence,
    FollowUp,
    IrregularityKind,
    Option,
    Reason,
    Ruling,
    ref,
    refs,
)

# --- consequences of this family ---------------------------------------------------------------------------


class PlayOfBoard(enum.Enum):
    """What the Director does with the play of the board to rectify his error (Law 82B2)."""

    REQUIRE = "require"
    """The board is played (again, from the point the error affected)."""
    POSTPONE = "postpone"
    """The board is played later."""
    CANCEL = "cancel"
    """The board is not played."""


@dataclass(frozen=True, kw_only=True)
class RulingFoundWrong(Consequence):
    """The ruling numbered ``number`` in the board's story (counted from 1), on ``irregularity``, was wrong: the
    Director withdraws it and rectifies (Law 82A, 82C)."""

    kind: ClassVar[str] = "ruling_found_wrong"
    number: int
    irregularity: IrregularityKind


@dataclass(frozen=True, kw_only=True)
class BoardPlayOrdered(Consequence):
    """The Director requires, postpones or cancels the play of the board (Law 82B2)."""

    kind: ClassVar[str] = "board_play_ordered"
    order: PlayOfBoard


class Why(enum.StrEnum):
    """Reasons of this family (see :class:`~tdcompanion.core.laws.ruling.Reason`)."""

    RECTIFIED = "law82.rectified"
    """82B1: the Director rectifies his error with an adjusted score as the Laws permit (Law 12)."""


# --- facts ---------------------------------------------------------------------------------------------------

SCORED_NORMALLY = Fact.yes_no("law82.scored_normally", "82B", "82C", judgement=judgement.DIRECTOR_ERROR)
"""The Director's judgement: some rectification still lets the board be scored normally (82B); if none does, 82C
gives an adjusted score."""

#: The Director's choice of rectification under 82B.
RECTIFY = "law82.rectify"


def _earlier(ctx: Context) -> tuple[int, EarlierRuling]:
    """The earlier ruling the step finds wrong, with its index; refused when the step names none, or a step that is
    not an earlier ruling on an irregularity (:func:`~.engine.earlier_refusal`)."""
    refused = earlier_refusal(ctx.irregularity, ctx.earlier)
    if refused is not None:
        raise InconsistentFacts(refused[0], params=refused[1])
    index = ctx.irregularity.ruling
    assert index is not None
    return index, ctx.earlier[index]


@WBF2017.register
class DirectorError(Family):
    """Law 82: a ruling the Director gave earlier on the board is found to be wrong."""

    kinds = (IrregularityKind.DIRECTOR_ERROR,)
    laws = (82,)
    group = KindGroup.JUDGEMENT

    def rule(self, ctx: Context) -> Ruling:
        index, earlier = _earlier(ctx)
        on = earlier.on
        if not ctx.fact(SCORED_NORMALLY):
            wrong = RulingFoundWrong(law=ref("82C"), number=index + 1, irregularity=on.kind)
            score = AdjustedScore(law=ref("82C"), reason=Reason.DIRECTOR_ERROR)
            return ctx.ruling(None, refs("82C"), (wrong, score))
        wrong = RulingFoundWrong(law=ref("82A"), number=index + 1, irregularity=on.kind)
        again = FollowUp(law=ref("82B3"), irregularity=on.kind, event=on.event)
        options = (
            Option(id="law82.rule_again", laws=refs("82B3"), consequences=(again,)),
            *(Option(id=f"law82.{action.value}_play", laws=refs("82B2"),
                     consequences=(BoardPlayOrdered(law=ref("82B2"), order=action),))
              for action in PlayOfBoard),
            Option(id="law82.adjusted_score", laws=refs("82B1"),
                   consequences=(AdjustedScore(law=ref("82B1"), reason=Why.RECTIFIED),)),
        )  # fmt: skip
        choice = Choice(id=RECTIFY, chooser=None, role=ChooserRole.DIRECTOR, laws=refs("82B"), options=options,
                        without_consulting_partner=False)  # fmt: skip
        return ctx.ruling(None, refs("82A", "82B"), (wrong,), (choice,))
