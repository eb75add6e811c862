"""Law 12: the Director awards an adjusted score, as a ruling of its own.

Other families end in an :class:`~.ruling.AdjustedScore` when their law sends the Director to Law 12; this family
is the Director's direct way in, for every form Law 12 gives. What he rules on (12A):

- 12A: another law empowers him to adjust (16B3, 21B3, 64C ...), and he works out the score here;
- 12A1: the Laws prescribe no rectification for the particular violation: he may adjust for the non-offending side;
- 12A2: no rectification lets the board be played normally (a board that cannot be played at all: time, a fouled
  board found too late, a board played at the wrong table with no result to keep): an artificial adjusted score;
- 12A3: an irregularity was incorrectly rectified (by the players, say): he may adjust.

Under 12A2 the score is artificial (12C2(a)): each side by its own share of the responsibility, in no way at fault
(average plus), only partly at fault (average) or directly at fault (average minus). Under 12A1 and 12A3 he adjusts
only when the infraction damaged the non-offending side (12B1: a table result less favourable than it could have
expected had the infraction not occurred); the rectification being severe or lenient is no ground (12B2). He then
seeks the probable outcome without the infraction (12C1(b)) and awards it as one result (assigned, 12C1(a)), as
several results each weighted by its likelihood, legal outcomes only (12C1(c)), or, when the possibilities are
numerous or not obvious, an artificial score (12C1(d)). When the non-offending side, after the irregularity, caused
part of its own damage by an extremely serious error unrelated to the infraction or by a gambling action, the two
sides' scores differ (12C1(e)): the offenders keep the score that rectifies their infraction (12C1(e)(i)) and the
non-offenders get no relief for the part they caused themselves (12C1(e)(ii)).

The ruling states the form and each side's standing, each with its law (:class:`SideScore`); the figures themselves
live once, in the table's :class:`~tdcompanion.core.scoring.sheet.ScoreRecord` (the Score tab). :func:`disagreements`
says where the sheet contradicts the ruling (an artificial score ruled and an assigned one entered, say), for the
Score tab, ``tdcompanion rule`` and the report to flag.

The Director's judgements here (the law's criteria are in each question): :data:`DAMAGED` (12B1), :data:`OUTCOMES`
(12C1(b)-(d)) and :data:`RECTIFIED_OUTCOMES` (12C1(e)(i)), :data:`SELF_INFLICTED` (12C1(e)) and :data:`FAULT`
(12C2(a)).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from tdcompanion.core.laws import judgement
from tdcompanion.core.laws.engine import WBF2017, Context, Family, KindGroup
from tdcompanion.core.laws.facts import Fact
from tdcompanion.core.laws.ruling import (
    AdjustedScore,
    Consequence,
    IrregularityKind,
    NoRectification,
    Resolution,
    Ruling,
    ref,
)
from tdcompanion.core.scoring.adjusted import AdjustedScore as WeightedScores
from tdcompanion.core.scoring.adjusted import Artificial, ArtificialScore
from tdcompanion.core.scoring.sheet import ScoreRecord
from tdcompanion.core.seats import Side

# --- facts ---------------------------------------------------------------------------------------------------


class Ground(enum.Enum):
    """What empowers the Director to adjust (Law 12A)."""

    EMPOWERED = "empowered"
    """12A: another law sends him to an adjusted score (16B3 after unauthorised information, 21B3 or 47E2(b) after
    misinformation, 64C after a revoke ...): Law 12 gives its form."""
    NO_RECTIFICATION = "no_rectification"
    """12A1: the Laws prescribe no rectification for this particular violation."""
    NO_NORMAL_PLAY = "no_normal_play"
    """12A2: no rectification lets the board be played normally, or it cannot be played at all."""
    INCORRECT_RECTIFICATION = "incorrect_rectification"
    """12A3: the irregularity was rectified incorrectly."""


class Fault(enum.Enum):
    """A side's share of the responsibility for a board with no result (Law 12C2(a))."""

    NONE = "none"
    """In no way at fault: average plus."""
    PARTLY = "partly"
    """Only partly at fault: average."""
    DIRECTLY = "directly"
    """Directly at fault: average minus."""

    @property
    def artificial(self) -> Artificial:
        """The artificial score 12C2(a) gives a side so placed."""
        return {Fault.NONE: Artificial.AVERAGE_PLUS, Fault.PARTLY: Artificial.AVERAGE,
                Fault.DIRECTLY: Artificial.AVERAGE_MINUS}[self]  # fmt: skip


class Outcomes(enum.Enum):
    """The Director's view of the results the board could have had without the infraction (Law 12C1(b)-(d))."""

    ONE = "one"
    """One result is the probable outcome: an assigned adjusted score (12C1(a), (b))."""
    SEVERAL = "several"
    """A few results, each with its likelihood, all legally achievable: a weighted score (12C1(c))."""
    NUMEROUS = "numerous"
    """The possibilities are numerous or not obvious: an artificial adjusted score (12C1(d))."""


GROUND = Fact.choice("law12.ground", Ground, "12A", "12A1", "12A2", "12A3")
"""Why the Director adjusts (12A)."""
FAULT = Fact.choice("law12.fault", Fault, "12C2(a)", keyed=True, judgement=judgement.FAULT)
"""Each side's responsibility for the board with no result (12C2(a)), keyed by side (``NS``, ``EW``): a
judgement."""
OFFENDERS = Fact.choice("law12.offenders", Side, "12B1")
"""The side that committed the infraction (the one whose irregularity was rectified incorrectly, under 12A3)."""
DAMAGED = Fact.yes_no("law12.damaged", "12B1", judgement=judgement.DAMAGE)
"""The Director's judgement: did the infraction leave the non-offending side with a table result less favourable
than it could have expected without it (12B1)?"""
OUTCOMES = Fact.choice("law12.outcomes", Outcomes, "12C1(b)", "12C1(c)", "12C1(d)",
                       judgement=judgement.PROBABLE_OUTCOME)  # fmt: skip
"""The Director's judgement of the outcomes the board could have had without the infraction (12C1(b)-(d))."""
RECTIFIED_OUTCOMES = Fact.choice("law12.rectified_outcomes", Outcomes, "12C1(e)(i)",
                                 judgement=judgement.PROBABLE_OUTCOME)  # fmt: skip
"""Under a split score, the outcome the offenders' rectified score stands on: one result or several weighted
(12C1(e)(i)); the non-offenders' form follows :data:`OUTCOMES`."""
SELF_INFLICTED = Fact.yes_no("law12.self_inflicted", "12C1(e)", judgement=judgement.SELF_INFLICTED)
"""The Director's judgement: did the non-offending side, after the irregularity, cause part of its own damage by an
extremely serious error unrelated to the infraction, or by a gambling action it hoped to recover through the
rectification if it failed (12C1(e))?"""


# --- consequences --------------------------------------------------------------------------------------------


class Form(enum.Enum):
    """The form of a side's adjusted score (Law 12C)."""

    ASSIGNED = "assigned"
    """One result replaces the one obtained (12C1(a))."""
    WEIGHTED = "weighted"
    """Several results, each with its weight (12C1(c))."""
    ARTIFICIAL = "artificial"
    """Average plus, average or average minus (12C2)."""


class Standing(enum.Enum):
    """Where a side stands in an adjusted score: what its score is meant to give it."""

    NON_OFFENDING = "non_offending"
    """The probable outcome had the infraction not occurred (12C1(b))."""
    OFFENDING = "offending"
    """The same score: the offenders keep no advantage gained through the infraction (12B1)."""
    RECTIFIED = "rectified"
    """The offenders' score had their infraction been rectified, whatever the non-offenders did later
    (12C1(e)(i))."""
    SELF_DAMAGED = "self_damaged"
    """No relief for the part of the damage the non-offenders caused themselves (12C1(e)(ii))."""
    NO_FAULT = "no_fault"
    """In no way at fault: average plus (12C2(a))."""
    PARTLY_AT_FAULT = "partly_at_fault"
    """Only partly at fault: average (12C2(a))."""
    DIRECTLY_AT_FAULT = "directly_at_fault"
    """Directly at fault: average minus (12C2(a))."""


_STANDING_OF_FAULT = {Fault.NONE: Standing.NO_FAULT, Fault.PARTLY: Standing.PARTLY_AT_FAULT,
                      Fault.DIRECTLY: Standing.DIRECTLY_AT_FAULT}  # fmt: skip
_ARTIFICIAL_OF = {standing: fault.artificial for fault, standing in _STANDING_OF_FAULT.items()}


@dataclass(frozen=True, kw_only=True)
class SideScore(Consequence):
    """``side``'s adjusted score: its ``form`` and its ``standing``; the figures are the Score tab's (see the module
    docstring)."""

    kind: ClassVar[str] = "side_score"
    side: Side
    form: Form
    standing: Standing

    @property
    def artificial(self) -> Artificial | None:
        """The artificial score the ruling gives the side (``None`` for an assigned or weighted one)."""
        return _ARTIFICIAL_OF.get(self.standing)


class Why(enum.StrEnum):
    """Reasons of this family (see :class:`~tdcompanion.core.laws.ruling.Reason`)."""

    EMPOWERED = "law12.empowered"
    """12A: the law that rules the infraction empowers him to adjust, and it damaged the non-offending side."""
    NO_RECTIFICATION = "law12.no_rectification"
    """12A1: the Laws prescribe no rectification for this violation, and it damaged the non-offending side."""
    NO_NORMAL_PLAY = "law12.no_normal_play"
    """12A2: no rectification lets the board be played normally."""
    INCORRECT_RECTIFICATION = "law12.incorrect_rectification"
    """12A3: the irregularity was rectified incorrectly, and the non-offending side was damaged."""
    NUMEROUS = "law12.numerous"
    """12C1(d): the possible results are numerous or not obvious, so the score is artificial (12C2)."""
    NO_DAMAGE = "law12.no_damage"
    """12B1: no damage, so no adjustment; the result obtained stands (12B2: not because a rectification seems
    severe or lenient)."""


_WHY = {Ground.EMPOWERED: Why.EMPOWERED, Ground.NO_RECTIFICATION: Why.NO_RECTIFICATION,
        Ground.INCORRECT_RECTIFICATION: Why.INCORRECT_RECTIFICATION}  # fmt: skip
_CITED = {Ground.EMPOWERED: "12A", Ground.NO_RECTIFICATION: "12A1", Ground.NO_NORMAL_PLAY: "12A2",
          Ground.INCORRECT_RECTIFICATION: "12A3"}  # fmt: skip


@WBF2017.register
class ScoreAdjustment(Family):
    """Law 12: the Director awards an adjusted score directly, in any of its forms."""

    kinds = (IrregularityKind.SCORE_ADJUSTMENT,)
    laws = (12,)
    group = KindGroup.JUDGEMENT

    def rule(self, ctx: Context) -> Ruling:
        ground = ctx.fact(GROUND)
        empowered = ref(_CITED[ground])
        if ground is Ground.NO_NORMAL_PLAY:
            sides = tuple(self._by_fault(side, ctx.fact(FAULT, key=side.value, side=side)) for side in Side)
            award = AdjustedScore(law=empowered, reason=Why.NO_NORMAL_PLAY, artificial=True)
            return ctx.ruling(None, (empowered, ref("12C2(a)")), (award, *sides))
        offenders = ctx.fact(OFFENDERS)
        victims = offenders.opponents
        if not ctx.fact(DAMAGED, side=victims):  # 12B2: a severe or lenient rectification is no ground either
            return ctx.ruling(None, (ref("12B1"),), (NoRectification(law=ref("12B1"), reason=Why.NO_DAMAGE),))
        outcomes = ctx.fact(OUTCOMES)
        if outcomes is Outcomes.NUMEROUS:
            award = AdjustedScore(law=ref("12C1(d)"), reason=Why.NUMEROUS, artificial=True)
            sides = (self._by_fault(victims, Fault.NONE), self._by_fault(offenders, Fault.DIRECTLY))
            return ctx.ruling(None, (ref("12C1(d)"), ref("12C2(a)")), (award, *sides))
        award = AdjustedScore(law=empowered, reason=_WHY[ground])
        form = Form.ASSIGNED if outcomes is Outcomes.ONE else Form.WEIGHTED
        scored = ref("12C1(a)") if form is Form.ASSIGNED else ref("12C1(c)")
        if ctx.fact(SELF_INFLICTED, side=victims):
            rectified = ctx.fact(RECTIFIED_OUTCOMES, choices=(Outcomes.ONE, Outcomes.SEVERAL), side=offenders)
            theirs = Form.ASSIGNED if rectified is Outcomes.ONE else Form.WEIGHTED
            sides = (SideScore(law=ref("12C1(e)(ii)"), side=victims, form=form, standing=Standing.SELF_DAMAGED),
                     SideScore(law=ref("12C1(e)(i)"), side=offenders, form=theirs, standing=Standing.RECTIFIED))
            return ctx.ruling(None, (empowered, ref("12C1(e)")), (award, *sides))
        sides = (SideScore(law=ref("12C1(b)"), side=victims, form=form, standing=Standing.NON_OFFENDING),
                 SideScore(law=scored, side=offenders, form=form, standing=Standing.OFFENDING))
        return ctx.ruling(None, (empowered, scored, ref("12C1(b)")), (award, *sides))

    @staticmethod
    def _by_fault(side: Side, fault: Fault) -> SideScore:
        return SideScore(law=ref("12C2(a)"), side=side, form=Form.ARTIFICIAL, standing=_STANDING_OF_FAULT[fault])


# --- the ruling and the score sheet --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Disagreement:
    """The score sheet contradicts the ruling for ``side``: ``reason`` (an id; the wording module's
    ``sheet.<reason>`` says it), what the ruling says (``ruled``) and what the sheet holds (``entered``)."""

    reason: str
    side: Side | None = None
    ruled: str = ""
    entered: str = ""


def ruled_sides(consequences: Iterable[Consequence]) -> tuple[SideScore, ...]:
    """The sides' scores of the last Law 12 ruling among ``consequences`` (the board's rulings in order)."""
    found: list[SideScore] = []
    for c in consequences:
        if isinstance(c, SideScore):
            if any(s.side is c.side for s in found):
                found = []  # a later ruling replaces the earlier one
            found.append(c)
    return tuple(found)


def is_split(sides: Iterable[SideScore]) -> bool:
    """Whether the ruled ``sides`` get different scores under 12C1(e) (the offenders' rectified score, the
    non-offenders' without relief for their own part)."""
    return any(s.standing in (Standing.RECTIFIED, Standing.SELF_DAMAGED) for s in sides)


def disagreements(sides: tuple[SideScore, ...], sheet: ScoreRecord) -> tuple[Disagreement, ...]:
    """Where ``sheet`` contradicts the ruled ``sides``: no adjusted score entered; an artificial score ruled and an
    assigned or weighted one entered, or the other way round; a side's artificial score other than its
    responsibility gives it (12C2(a)); one result entered for a weighted score or several for an assigned one;
    one score for both sides when 12C1(e) gives each its own, or two different ones when it does not."""
    if not sides:
        return ()
    entered = sheet.adjusted
    if entered is None:
        return (Disagreement("none_entered"),)
    out: list[Disagreement] = []
    for ruled in sides:
        if isinstance(entered, ArtificialScore):
            level = entered.ns if ruled.side is Side.NS else entered.ew
            if ruled.artificial is None:
                out.append(Disagreement("artificial_entered", ruled.side, ruled.form.value, level.value))
            elif level is not ruled.artificial:
                out.append(Disagreement("other_artificial", ruled.side, ruled.artificial.value, level.value))
            continue
        if ruled.artificial is not None:
            out.append(Disagreement("artificial_ruled", ruled.side, ruled.artificial.value, _form(entered, ruled.side)))
            continue
        if _form(entered, ruled.side) != ruled.form.value:
            out.append(Disagreement("other_form", ruled.side, ruled.form.value, _form(entered, ruled.side)))
    if isinstance(entered, WeightedScores) and all(s.artificial is None for s in sides):
        split = is_split(sides)
        if split and entered.balanced:
            out.append(Disagreement("not_split"))
        elif not split and not entered.balanced:
            out.append(Disagreement("split_entered"))
    return tuple(out)


def ruled_in(resolutions: Iterable[Resolution | None]) -> tuple[SideScore, ...]:
    """:func:`ruled_sides` of the board's rulings as resolved (a story's ``resolution`` of each step, in order;
    ``None`` for one not ruled)."""
    return ruled_sides(c for r in resolutions if r is not None for c in r.consequences)


def sheet_check(resolutions: Iterable[Resolution | None], sheet: ScoreRecord) -> tuple[Disagreement, ...]:
    """:func:`disagreements` of ``sheet`` with the last Law 12 ruling among the board's rulings, as resolved."""
    return disagreements(ruled_in(resolutions), sheet)


def _form(entered: WeightedScores, side: Side) -> str:
    scores = entered.ns if side is Side.NS else entered.for_ew
    return str((Form.ASSIGNED if scores.is_assigned else Form.WEIGHTED).value)
