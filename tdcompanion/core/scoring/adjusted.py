"""Adjusted scores (Law 12C): assigned and weighted scores (12C1) and artificial scores (12C2).

An assigned adjusted score is one :class:`Outcome` (contract, declarer, tricks) that replaces the
score obtained in play (12C1(a)); a weighted score is several outcomes, each with a weight, the
weights adding up to exactly 100% (12C1(c)), each a result the board could have had legally. The two
sides need not get the same score: when the non-offending side caused part of its own damage by an
extremely serious error unrelated to the infraction, or by a gambling action, the offenders get the
score that rectifies their infraction and the non-offending side no relief for the part it caused
(12C1(e)). An :class:`AdjustedScore` holds one :class:`WeightedScore` for each side.

Conversion, when the TD enters the board's other results (the traveller or the other room):

- each outcome is scored (Law 77), then converted to matchpoints or IMPs against the other results,
  and the converted figures are weighted (not the points: a weighted score is not an average of points);
- North-South pairs are compared with North-South's adjusted score, East-West pairs with
  East-West's, so each side's figure stands on its own when the two differ;
- tables with an artificial score take no part in the comparison; the others are factored up to the
  full number of results with the Neuberg formula;
- figures are exact fractions; :data:`~tdcompanion.core.scoring.traveller.ROUNDING` says how they are
  shown.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from typing import ClassVar

from tdcompanion.core.board import Vulnerability
from tdcompanion.core.contract import Contract, PassedOut
from tdcompanion.core.scoring import traveller
from tdcompanion.core.scoring.duplicate import Score, ScoreError, score
from tdcompanion.core.scoring.figures import FRACTION_RE, MOST_DIGITS, exact_figure, fraction_part
from tdcompanion.core.scoring.traveller import ROUNDING, Spread, rounded

Weight = Fraction | int | float | str | Decimal


class AdjustedScoreError(ScoreError):
    """An adjusted score that cannot be given as entered (weights, outcomes, traveller)."""


def parse_weight(value: Weight) -> Fraction:
    """A weight as a share of 1: ``Fraction(1, 3)`` and ``"1/3"`` are fractions; an ``int``, a
    ``float``, a ``Decimal`` and text such as ``"30"``, ``"30%"``, ``"33.3"`` are percentages. A number
    of more digits than a score has (:mod:`~tdcompanion.core.scoring.figures`) is refused."""
    if isinstance(value, Fraction):
        return value
    if isinstance(value, bool):
        raise AdjustedScoreError(f"not a weight: {value!r}")
    if isinstance(value, int):
        return Fraction(value, 100)
    if isinstance(value, Decimal | float):
        value = str(value)  # 33.3 is 333/10, not the binary float nearest to it
    shown = repr(value) if len(value) <= 40 else f"{value[:37]!r}... ({len(value):,} characters)"
    match = FRACTION_RE.fullmatch(value)
    try:
        if match is None:
            return exact_figure(value.strip().removesuffix("%").strip().replace(",", ".")) / 100
        numerator, denominator = fraction_part(match.group(1)), fraction_part(match.group(2))
    except (InvalidOperation, ValueError, OverflowError):
        raise AdjustedScoreError(f"not a weight: {shown} (expected a percentage such as 30% or a fraction such "
                                 f"as 1/3, of at most {MOST_DIGITS} digits)") from None  # fmt: skip
    if denominator == 0:
        raise AdjustedScoreError(f"not a weight: {shown} (division by zero)")
    return Fraction(numerator, denominator)


def finite_percent(weight: Fraction) -> Decimal | None:
    """``weight`` as an exact percentage when it has a finite decimal form (``Decimal("12.5")`` for 1/8),
    else ``None`` (1/3 has none)."""
    percent = weight * 100
    rest = percent.denominator
    for factor in (2, 5):
        while rest % factor == 0:
            rest //= factor
    if rest != 1:
        return None
    return (Decimal(percent.numerator) / Decimal(percent.denominator)).normalize()


def describe_weight(weight: Fraction) -> str:
    """A weight as a percentage for messages: ``"33.33%"``."""
    return f"{rounded(weight * 100).normalize():f}%"


@dataclass(frozen=True, slots=True)
class Outcome:
    """One result the Director assigns: ``contract`` (with its declarer) and declarer's ``tricks``,
    with its ``weight`` (a share of 1: use :meth:`percent` or :func:`parse_weight` for percentages)."""

    contract: Contract | PassedOut
    tricks: int | None
    weight: Fraction = Fraction(1)

    def __post_init__(self) -> None:
        object.__setattr__(self, "weight", parse_weight(self.weight))
        if not 0 < self.weight <= 1:
            raise AdjustedScoreError(f"the weight of {self.label} is {describe_weight(self.weight)}: "
                                     "a weight is more than 0% and at most 100%")  # fmt: skip
        score(self.contract, self.tricks, Vulnerability.NONE)  # refuses impossible tricks now

    @classmethod
    def percent(cls, contract: Contract | PassedOut, tricks: int | None, weight: Weight) -> Outcome:
        """An outcome whose weight is given as a percentage or a fraction (:func:`parse_weight`)."""
        return cls(contract, tricks, parse_weight(weight))

    @property
    def label(self) -> str:
        """``4♠ N 10`` or ``Pass``: for messages."""
        return str(self.contract) if isinstance(self.contract, PassedOut) else f"{self.contract} {self.tricks}"

    def score(self, vulnerability: Vulnerability) -> Score:
        return score(self.contract, self.tricks, vulnerability)


@dataclass(frozen=True, slots=True)
class WeightedScore:
    """A Law 12C1(c) weighted score: ``outcomes`` whose weights add up to exactly 100%.
    A single outcome of weight 100% is an assigned adjusted score (12C1(a))."""

    outcomes: tuple[Outcome, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "outcomes", tuple(self.outcomes))
        if not self.outcomes:
            raise AdjustedScoreError("a weighted score needs at least one outcome")
        total = sum((o.weight for o in self.outcomes), Fraction(0))
        if total != 1:
            listed = ", ".join(f"{o.label}: {describe_weight(o.weight)}" for o in self.outcomes)
            raise AdjustedScoreError(f"the weights add up to {describe_weight(total)}, not 100% ({listed})")

    @classmethod
    def assigned(cls, contract: Contract | PassedOut, tricks: int | None) -> WeightedScore:
        """An assigned adjusted score: one result (Law 12C1(a))."""
        return cls((Outcome(contract, tricks),))

    @property
    def is_assigned(self) -> bool:
        return len(self.outcomes) == 1

    def spread(self, vulnerability: Vulnerability) -> Spread:
        """North-South's score of each outcome, with its weight."""
        return tuple((o.score(vulnerability).ns, o.weight) for o in self.outcomes)

    def ns_points(self, vulnerability: Vulnerability) -> Fraction:
        """The weighted mean of North-South's points (total-points scoring; shown, never converted)."""
        return sum((Fraction(points) * weight for points, weight in self.spread(vulnerability)), Fraction(0))


class Unit(enum.Enum):
    MATCHPOINTS = "MP"
    IMPS = "IMP"


@dataclass(frozen=True, slots=True)
class Conversion:
    """A side-by-side converted score: North-South's and East-West's figure in ``unit``, exact;
    ``top`` is the matchpoint top (``None`` for IMPs). ``rounding`` says how :attr:`ns_shown` rounds."""

    unit: Unit
    ns: Fraction
    ew: Fraction
    top: int | None = None
    rounding: str = field(default=ROUNDING)

    @property
    def ns_shown(self) -> Decimal:
        return rounded(self.ns)

    @property
    def ew_shown(self) -> Decimal:
        return rounded(self.ew)

    @property
    def ns_percent(self) -> Fraction | None:
        return None if self.top is None else traveller.percentage(self.ns, self.top)

    @property
    def ew_percent(self) -> Fraction | None:
        return None if self.top is None else traveller.percentage(self.ew, self.top)


#: Another table's result on a traveller: a score, another adjusted score, or ``None`` for an artificial score.
OtherResult = int | Spread | None


@dataclass(frozen=True, slots=True)
class AdjustedScore:
    """A Law 12C1 adjusted score for the table: ``ns`` for North-South, ``ew`` for East-West (``None``:
    the same as North-South's, the usual balanced case)."""

    ns: WeightedScore
    ew: WeightedScore | None = None

    @property
    def for_ew(self) -> WeightedScore:
        return self.ns if self.ew is None else self.ew

    @property
    def balanced(self) -> bool:
        return self.ew is None or self.ew == self.ns

    def matchpoints(self, vulnerability: Vulnerability, others: Sequence[OtherResult]) -> Conversion:
        """Matchpoints of each side against the board's ``others`` (North-South scores; Law 78A)."""
        tables = [_as_spread(o) for o in others]
        board_top = traveller.top(len(tables) + 1)
        ns = traveller.matchpoints_against(self.ns.spread(vulnerability), tables)
        ew = board_top - traveller.matchpoints_against(self.for_ew.spread(vulnerability), tables)
        return Conversion(Unit.MATCHPOINTS, ns, ew, board_top)

    def imps(self, vulnerability: Vulnerability, other_room: int) -> Conversion:
        """IMPs against the other room's North-South score (teams, Law 78B): each outcome converted, then
        weighted."""
        ns = traveller.spread_imps(self.ns.spread(vulnerability), other_room)
        ew = -traveller.spread_imps(self.for_ew.spread(vulnerability), other_room)
        return Conversion(Unit.IMPS, ns, ew)

    def imps_against_datum(self, vulnerability: Vulnerability, others: Sequence[int],
                           trim: int | None = None) -> Conversion:  # fmt: skip
        """IMPs against the datum of the board (Butler). The datum counts this table at North-South's
        weighted mean points; each outcome is then converted against it and weighted."""
        board_datum = traveller.datum([self.ns.ns_points(vulnerability), *others], trim)
        ns = traveller.spread_imps(self.ns.spread(vulnerability), board_datum)
        ew = -traveller.spread_imps(self.for_ew.spread(vulnerability), board_datum)
        return Conversion(Unit.IMPS, ns, ew)

    def cross_imps(self, vulnerability: Vulnerability, others: Sequence[int | Spread]) -> Conversion:
        """Cross-IMPs against every other table, averaged over the comparisons."""
        tables = [o if isinstance(o, tuple) else traveller.spread(o) for o in others]
        ns = traveller.cross_imps_against(self.ns.spread(vulnerability), tables)
        ew = -traveller.cross_imps_against(self.for_ew.spread(vulnerability), tables)
        return Conversion(Unit.IMPS, ns, ew)


def _as_spread(result: OtherResult) -> Spread | None:
    if result is None or isinstance(result, tuple):
        return result
    return traveller.spread(result)


# -- Law 12C2: artificial adjusted scores ----------------------------------------------------------


class Artificial(enum.Enum):
    """An artificial adjusted score (Law 12C2(a)): by responsibility for the irregularity."""

    AVERAGE_PLUS = "A+"  # in no way at fault
    AVERAGE = "A"  # only partly at fault
    AVERAGE_MINUS = "A-"  # directly at fault


class ArtificialScores:
    """Law 12C2 figures under the WBF Laws 2017. A regulating authority's variant (Laws 12C2(b), (d),
    78D, 86B3) is a subclass that changes the class attributes."""

    #: Percent of the available matchpoints (12C2(a)): at least 60, 50, at most 40.
    AVERAGE_PLUS_PERCENT: ClassVar[Fraction] = Fraction(60)
    AVERAGE_PERCENT: ClassVar[Fraction] = Fraction(50)
    AVERAGE_MINUS_PERCENT: ClassVar[Fraction] = Fraction(40)
    #: IMPs at IMP play (12C2(b)).
    AVERAGE_PLUS_IMPS: ClassVar[Fraction] = Fraction(3)
    AVERAGE_IMPS: ClassVar[Fraction] = Fraction(0)
    AVERAGE_MINUS_IMPS: ClassVar[Fraction] = Fraction(-3)

    @classmethod
    def percent(cls, kind: Artificial, session_percent: Fraction | int | None = None) -> Fraction:
        """The percentage for ``kind`` in a pairs event (12C2(a)). With ``session_percent`` (the
        contestant's percentage on the session's other boards), 12C2(c): average plus is that percentage
        when above 60, average minus when below 40."""
        if kind is Artificial.AVERAGE:
            return cls.AVERAGE_PERCENT
        if kind is Artificial.AVERAGE_PLUS:
            base = cls.AVERAGE_PLUS_PERCENT
            return base if session_percent is None else max(base, Fraction(session_percent))
        base = cls.AVERAGE_MINUS_PERCENT
        return base if session_percent is None else min(base, Fraction(session_percent))

    @classmethod
    def matchpoints(cls, kind: Artificial, board_top: int, session_percent: Fraction | int | None = None) -> Fraction:
        """:meth:`percent` of the board's top."""
        return cls.percent(kind, session_percent) * board_top / 100

    @classmethod
    def imps(cls, kind: Artificial, session_imps_per_board: Fraction | int | None = None) -> Fraction:
        """IMPs for ``kind`` at IMP play (12C2(b)). For IMPed pairs, ``session_imps_per_board`` (the
        contestant's mean on the session's other boards) is 12C2(c)'s equivalent: average plus is that
        mean when above +3, average minus when below -3."""
        if kind is Artificial.AVERAGE:
            return cls.AVERAGE_IMPS
        if kind is Artificial.AVERAGE_PLUS:
            base = cls.AVERAGE_PLUS_IMPS
            return base if session_imps_per_board is None else max(base, Fraction(session_imps_per_board))
        base = cls.AVERAGE_MINUS_IMPS
        return base if session_imps_per_board is None else min(base, Fraction(session_imps_per_board))


@dataclass(frozen=True, slots=True)
class ArtificialScore:
    """The artificial scores of a table (Law 12C2): one for each side, by each side's responsibility."""

    ns: Artificial
    ew: Artificial
    rules: type[ArtificialScores] = ArtificialScores

    def matchpoints(self, board_top: int, ns_session_percent: Fraction | int | None = None,
                    ew_session_percent: Fraction | int | None = None) -> Conversion:  # fmt: skip
        """Each side's matchpoints on a board of ``board_top`` (12C2(a), (c))."""
        return Conversion(Unit.MATCHPOINTS, self.rules.matchpoints(self.ns, board_top, ns_session_percent),
                          self.rules.matchpoints(self.ew, board_top, ew_session_percent), board_top)  # fmt: skip

    def imps(self, ns_session_imps: Fraction | int | None = None,
             ew_session_imps: Fraction | int | None = None) -> Conversion:  # fmt: skip
        """Each side's IMPs (12C2(b), (c))."""
        ns, ew = self.rules.imps(self.ns, ns_session_imps), self.rules.imps(self.ew, ew_session_imps)
        return Conversion(Unit.IMPS, ns, ew)


#: One table's entry on a traveller: its North-South score, an adjusted score or an artificial score.
TableEntry = int | AdjustedScore | ArtificialScore


def matchpoint_traveller(vulnerability: Vulnerability, tables: Sequence[TableEntry]) -> tuple[Conversion, ...]:
    """Matchpoints of every table on a board: scores and adjusted scores compared (each side against its
    own direction), artificial scores at their Law 12C2 percentage of the top, and the compared results
    factored up to the full number of tables (Neuberg) when some tables have artificial scores."""
    ns: list[Spread | None] = []
    ew: list[Spread | None] = []
    for entry in tables:
        if isinstance(entry, ArtificialScore):
            ns.append(None)
            ew.append(None)
        elif isinstance(entry, AdjustedScore):
            ns.append(entry.ns.spread(vulnerability))
            ew.append(entry.for_ew.spread(vulnerability))
        else:
            ns.append(traveller.spread(entry))
            ew.append(traveller.spread(entry))
    board = traveller.matchpoint_board(ns, ew)
    converted: list[Conversion] = []
    for i, entry in enumerate(tables):
        ns_mps, ew_mps = board.ns[i], board.ew[i]
        if isinstance(entry, ArtificialScore) or ns_mps is None or ew_mps is None:
            assert isinstance(entry, ArtificialScore)
            converted.append(entry.matchpoints(board.top))
        else:
            converted.append(Conversion(Unit.MATCHPOINTS, ns_mps, ew_mps, board.top))
    return tuple(converted)
