"""Laws 9-11: the procedure after an irregularity, as the Director meets it when it was not followed.

The Director is told what went wrong with the procedure (:class:`Happened`), which irregularity it concerns and who
committed it; the irregularity itself is then ruled by its own family, as a :class:`FollowUp` on the same timeline,
unless the procedure took the right to rectification away.

- Attention drawn (9A): any player may during the auction (9A1), declarer or a defender during the play (9A2); a
  player need not point out his own side's infraction (9A5), and when he does the opponents keep their rights
  (9B1(d)). Dummy may not during the play (9A4): handed to Laws 42 and 43 (:mod:`.law42_43`). Whether attention
  came too late for the irregularity concerned (a revoke established, 64B; the Correction Period over, 79C) is that
  irregularity's family's to say, on the follow-up.
- The Director not called at once (9B1(a)), or a player acting before the Director has explained the rectification
  (9B2): when the non-offending side acted, its right to rectification may be forfeited (11A, through
  :func:`.procedure.forfeiture`: the ruling is then 11A's, kept or forfeited); when the offending side did, the
  irregularity is rectified as usual and the player is liable to a procedural penalty for the breach of procedure
  (90A).
- The offender corrected his irregularity before the Director came (9C): the irregularity is ruled as the law on it
  says, and the correction may bring a further rectification: a card so shown is an exposed card (Laws 24, 48-50),
  a call so withdrawn gives its side unauthorised information (16C2; lead restrictions, 26B, come with the
  follow-up).
- The players settled it among themselves (10A: the Director alone determines rectifications): the Director may
  allow, or cancel, what they enforced or waived (10B); cancelled, the irregularity is ruled as the law says. Once
  the Correction Period has ended (79C) what they settled stands.

A procedural penalty after forfeiture (11B) is an outcome the Director adds with the wizard's Penalty...
(:mod:`.imposed_penalty`), not rebuilt here.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any, ClassVar

from tdcompanion.core.laws import law42_43
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup
from tdcompanion.core.laws.facts import (
    ATTENTION_DRAWN_BY,
    NON_OFFENDERS_ACTED,
    RECTIFICATION_FORFEITED,
    Fact,
    Period,
)
from tdcompanion.core.laws.procedure import Answers, follow_up, forfeiture
from tdcompanion.core.laws.ruling import (
    Choice,
    ChooserRole,
    Consequence,
    FollowUp,
    InformationSource,
    IrregularityKind,
    LawRef,
    NoRectification,
    Option,
    ProceduralPenalty,
    Reason,
    Ruling,
    UnauthorisedInformation,
    ref,
)
from tdcompanion.core.seats import Seat

KIND = IrregularityKind.PROCEDURE_BREACH


class Happened(enum.Enum):
    """What went wrong with the procedure after an irregularity, as the Director is told (Laws 9-11)."""

    ATTENTION_DRAWN = "attention_drawn"
    """A player drew attention to the irregularity (9A): by whom decides whether he might."""
    DIRECTOR_NOT_CALLED = "director_not_called"
    """Attention was drawn, but the Director was not summoned at once (9B1(a))."""
    ACTED_BEFORE_DIRECTOR = "acted_before_director"
    """A player called or played before the Director had explained the rectification (9B2, 11A)."""
    PREMATURE_CORRECTION = "premature_correction"
    """The offender corrected his irregularity himself before the Director ruled (9C)."""
    PLAYERS_SETTLED = "players_settled"
    """The players enforced or waived a rectification among themselves, without the Director (10A, 10B)."""


class Correction(enum.Enum):
    """How the offender corrected his irregularity prematurely (9C)."""

    CALL = "call"
    """He withdrew or replaced a call."""
    CARD = "card"
    """He withdrew a card, or showed or played another."""


class Settlement(enum.Enum):
    """What the players settled among themselves (10A, 10B)."""

    ENFORCED = "enforced"
    """They enforced a rectification of their own."""
    WAIVED = "waived"
    """The non-offenders waived the rectification (told the offender not to worry)."""


WHAT = Fact.choice("law9.what", Happened, "9A", "9B", "9C", "10A", "10B", "11A")
IRREGULARITY = Fact.choice("law9.irregularity", IrregularityKind, "9A", "9B1(a)")
"""The irregularity the procedure concerns (ruled next by its own family)."""
OFFENDER = Fact.seat("law9.offender", "9B1(d)", "11A")
"""Who committed that irregularity."""
ACTOR = Fact.seat("law9.actor", "9B2", "11A")
"""Who acted before the Director had explained the rectification."""
CORRECTION = Fact.choice("law9.correction", Correction, "9C")
SETTLEMENT = Fact.choice("law10.settlement", Settlement, "10A", "10B")


class Why(enum.StrEnum):
    """Reasons of this family (see :class:`~tdcompanion.core.laws.ruling.Reason`)."""

    SETTLEMENT_ALLOWED = "law10.settlement_allowed"
    """The Director allows what the players settled: it stands (10B)."""
    IN_AUCTION = "law9.in_auction"
    """Any player may draw attention to an irregularity during the auction, his turn or not (9A1)."""
    IN_PLAY = "law9.in_play"
    """Declarer or either defender may draw attention to an irregularity during the play (9A2)."""
    OWN_SIDE = "law9.own_side"
    """He need not point out his own side's infraction (9A5); having done so, the opponents keep their rights
    (9B1(d))."""


@dataclass(frozen=True, kw_only=True)
class AttentionDrawn(Consequence):
    """``seat`` drew attention to the irregularity, as ``reason`` says he may (Law 9A)."""

    kind: ClassVar[str] = "attention_drawn"
    seat: Seat
    reason: str


def _kinds(ctx: Context) -> tuple[IrregularityKind, ...]:
    """The kinds the procedure may concern: every kind the lawbook rules but this one."""
    return tuple(k for group in ctx.lawbook.groups() for k in group if k is not KIND)


@WBF2017.register
class ProcedureBreach(Family):
    """Laws 9-11: who may draw attention and when, the Director not called or anticipated, a premature correction,
    a settlement the players made, and the right to rectification forfeited."""

    kinds = (KIND,)
    laws = (9, 10, 11)
    group = KindGroup.JUDGEMENT

    def rule(self, ctx: Context) -> Ruling:
        happened = ctx.fact(WHAT)
        kind = ctx.fact(IRREGULARITY, choices=_kinds(ctx))
        offender = ctx.fact(OFFENDER, kind=kind)
        if happened is Happened.ATTENTION_DRAWN:
            return self._attention(ctx, kind, offender)
        if happened is Happened.DIRECTOR_NOT_CALLED:
            return self._not_called(ctx, kind, offender)
        if happened is Happened.ACTED_BEFORE_DIRECTOR:
            return self._acted(ctx, kind, offender)
        if happened is Happened.PREMATURE_CORRECTION:
            return self._corrected(ctx, kind, offender)
        return self._settled(ctx, kind, offender)

    def _attention(self, ctx: Context, kind: IrregularityKind, offender: Seat) -> Ruling:
        """9A1 in the auction, 9A2 in the play (dummy may not: 9A4, Laws 42-43); his own side's: 9A5, 9B1(d)."""
        by = ctx.fact(ATTENTION_DRAWN_BY, kind=kind)
        during_play = ctx.period() in (Period.PLAY, Period.CLAIM)
        if during_play and by is ctx.record.dummy:
            told: dict[Fact[Any], object] = {law42_43.ACT: law42_43.Act.DREW_ATTENTION, law42_43.POINTED_AT: kind,
                                             law42_43.OFFENDER: offender}
            return ctx.delegate(IrregularityKind.DUMMY_CONDUCT, told)
        law, why = (ref("9A2"), Why.IN_PLAY) if during_play else (ref("9A1"), Why.IN_AUCTION)
        said: tuple[Consequence, ...] = (AttentionDrawn(law=law, seat=by, reason=why),)
        laws: tuple[LawRef, ...] = (law,)
        if by in (offender, offender.partner):  # his own side's: he need not, and the opponents keep their rights
            said += (AttentionDrawn(law=ref("9A5"), seat=by, reason=Why.OWN_SIDE),)
            laws = (law, ref("9A5"), ref("9B1(d)"))
        answers = ((ATTENTION_DRAWN_BY.id, ATTENTION_DRAWN_BY.encode(by)),)
        return ctx.ruling(None, laws, (*said, follow_up(ctx, laws[-1], kind, offender, answers)))

    def _not_called(self, ctx: Context, kind: IrregularityKind, offender: Seat) -> Ruling:
        """9B1(a): the Director should be summoned at once; the non-offenders' action meanwhile may forfeit (11A)."""
        forfeited = forfeiture(ctx, offender)
        if forfeited is not None:
            return forfeited
        acted = ctx.fact(NON_OFFENDERS_ACTED, seat=offender)
        law = ref("11A") if acted else ref("9B1(a)")
        return ctx.ruling(None, (law,), (follow_up(ctx, law, kind, offender, _forfeiture_answers(acted)),))

    def _acted(self, ctx: Context, kind: IrregularityKind, offender: Seat) -> Ruling:
        """9B2: nobody acts before the Director has explained the rectification. The non-offenders' action may
        forfeit their right (11A); the offending side's is a breach of procedure (90A), the irregularity ruled as
        usual."""
        law = ref("9B2")
        actor = ctx.fact(ACTOR, kind=kind)
        if actor in (offender.lho, offender.rho):
            forfeited = forfeiture(ctx, offender, acted=True)
            if forfeited is not None:
                return forfeited
            kept = ref("11A")
            return ctx.ruling(None, (kept,), (follow_up(ctx, kept, kind, offender, _forfeiture_answers(True)),))
        answers = _forfeiture_answers(False)
        return ctx.ruling(actor, (law, ref("90A")), (
            follow_up(ctx, law, kind, offender, answers),
            ProceduralPenalty(law=ref("90A"), seat=actor),
        ))  # fmt: skip

    def _corrected(self, ctx: Context, kind: IrregularityKind, offender: Seat) -> Ruling:
        """9C: the irregularity is ruled as its law says; the correction may bring further rectification."""
        law = ref("9C")
        how = ctx.fact(CORRECTION, seat=offender)
        ruled = follow_up(ctx, law, kind, offender, ())
        if how is Correction.CALL:
            note = UnauthorisedInformation(law=ref("16C2"), for_seat=offender.partner,
                                           source=InformationSource.WITHDRAWN_CALL)  # fmt: skip
            return ctx.ruling(offender, (law, ref("16C2")), (ruled, note))
        exposed = IrregularityKind.CARD_EXPOSED_IN_AUCTION if ctx.period().rank < Period.PLAY.rank \
            else IrregularityKind.EXPOSED_CARD  # fmt: skip
        return ctx.ruling(offender, (law,), (ruled, FollowUp(law=law, irregularity=exposed, seat=offender)))

    def _settled(self, ctx: Context, kind: IrregularityKind, offender: Seat) -> Ruling:
        """10A: the Director alone determines rectifications; 10B: he allows or cancels what the players did."""
        ctx.fact(SETTLEMENT, seat=offender)
        law = ref("10B")
        if ctx.period() is Period.AFTER_CORRECTION_PERIOD:  # too late to cancel it: what they settled stands (79C)
            return ctx.ruling(None, (law,), (NoRectification(law=law, reason=Reason.AFTER_CORRECTION_PERIOD),))
        allow = Option(id="allow_settlement", laws=(law,),
                       consequences=(NoRectification(law=law, reason=Why.SETTLEMENT_ALLOWED),))  # fmt: skip
        cancel = Option(id="cancel_settlement", laws=(ref("10A"), law),
                        consequences=(follow_up(ctx, law, kind, offender, ()),))  # fmt: skip
        choice = Choice(id="law10.settlement", chooser=None, role=ChooserRole.DIRECTOR, laws=(law,),
                        options=(allow, cancel), without_consulting_partner=False)  # fmt: skip
        return ctx.ruling(offender, (ref("10A"), law), (), (choice,))


def _forfeiture_answers(acted: bool) -> Answers:
    """What the Director was told of 11A, for the follow-up's family not to ask it again."""
    if not acted:
        return ((NON_OFFENDERS_ACTED.id, False),)
    return ((NON_OFFENDERS_ACTED.id, True), (RECTIFICATION_FORFEITED.id, False))
