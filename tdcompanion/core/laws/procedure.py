"""The common procedure after an irregularity (Laws 9-11), for families to call where it changes
the outcome.

:func:`forfeiture` asks whether the non-offending side acted before the Director was summoned and,
if so, whether the Director judges the right to rectification forfeited (Law 11A: it *may* be);
a forfeited right leaves no rectification, the Director taking away only any advantage gained
through an opponent's action taken in ignorance of the law. :func:`dummy_drew_attention_in_play`
tells whether attention was drawn by dummy during the play, which he may not do (Law 9A4).
:func:`follow_up` hands an irregularity to its own family, to be ruled next on the same timeline.
"""

from __future__ import annotations

from tdcompanion.core.laws.engine import Context
from tdcompanion.core.laws.facts import ATTENTION_DRAWN_BY, NON_OFFENDERS_ACTED, RECTIFICATION_FORFEITED, Period
from tdcompanion.core.laws.ruling import (
    DirectorReview,
    FollowUp,
    IrregularityKind,
    LawRef,
    Moment,
    NoRectification,
    Reason,
    Ruling,
    ref,
)
from tdcompanion.core.play import Play
from tdcompanion.core.seats import Seat

#: What the Director was told already, by fact storage key, as a follow-up carries it (:attr:`FollowUp.answers`).
Answers = tuple[tuple[str, bool | int | str | tuple[str, ...]], ...]


def forfeiture(ctx: Context, offender: Seat | None, *, acted: bool | None = None) -> Ruling | None:
    """The ruling when the non-offending side has forfeited its right to rectification (Law 11A),
    else ``None`` (rule on). Asks :data:`NON_OFFENDERS_ACTED` (unless ``acted`` says it), then
    :data:`RECTIFICATION_FORFEITED`."""
    if not ctx.fact(NON_OFFENDERS_ACTED, shown=acted, seat=offender):
        return None
    if not ctx.fact(RECTIFICATION_FORFEITED, seat=offender):
        return None
    law = ref("11A")
    return Ruling(
        irregularity=ctx.irregularity.kind,
        laws=(law,),
        offender=offender,
        consequences=(
            NoRectification(law=law, reason=Reason.FORFEITED),
            DirectorReview(law=law, when=Moment.END_OF_PLAY, reason=Reason.DAMAGE),
        ),
        edition=ctx.lawbook.name,
    )


def dummy_drew_attention_in_play(ctx: Context) -> bool:
    """Whether dummy drew attention to the irregularity during the play (Law 9A4 forbids it; see
    Law 43 for what follows). Asks :data:`ATTENTION_DRAWN_BY` only during the play with a contract."""
    dummy = ctx.record.dummy
    if dummy is None or ctx.period() is not Period.PLAY:
        return False
    return ctx.fact(ATTENTION_DRAWN_BY) is dummy


def follow_up(ctx: Context, law: LawRef, kind: IrregularityKind, seat: Seat | None, answers: Answers = (), *,
              established: bool | None = None) -> FollowUp:  # fmt: skip
    """The irregularity to rule on next, with the card and trick of the play event pointed at, if it is ``seat``'s."""
    play, index = ctx.record.play, ctx.irregularity.event
    if play is not None and index is not None and 0 <= index < len(play.events):
        event = play.events[index]
        if isinstance(event, Play) and event.seat is seat:
            trick = play.state_at(index).trick_number
            return FollowUp(law=law, irregularity=kind, seat=seat, trick=trick, card=event.card, event=index,
                            established=established, answers=answers or None)  # fmt: skip
    return FollowUp(law=law, irregularity=kind, seat=seat, established=established, answers=answers or None)
