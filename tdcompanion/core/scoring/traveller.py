"""A board's results compared: matchpoints (Law 78A), IMPs (Law 78B), the Neuberg formula.

Scores are North-South's (the traveller column); East-West's are their negatives. A table's result
may be one score or a *spread*: several scores, each with a weight, the weights summing to 1 (a
Law 12C1(c) weighted score). A spread is compared as if it were that many fractional results: each
of its scores is compared with each of the other table's scores and the comparisons are weighted.
Figures are exact (:class:`fractions.Fraction`); :func:`rounded` gives what a TD shows
(:data:`ROUNDING`).

Conventions used (regulations may differ):

- matchpoints: 2 for each score beaten, 1 for each tie (Law 78A "scoring units"); the top on a board
  with ``n`` results is ``2 (n - 1)``;
- a board with fewer results than expected (an artificial score, a board not played) is factored up
  with the Neuberg formula: ``MP' = (MP + 1) N / n - 1`` (``n`` results compared, ``N`` expected);
- the datum (Butler) is the mean of the North-South scores without the highest and the lowest once
  there are 5 or more, rounded to the nearest 10 (half away from zero).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from tdcompanion.core.scoring.duplicate import ScoreError

#: North-South scores with their weights; the weights add up to 1.
Spread = tuple[tuple[int, Fraction], ...]

#: How figures are rounded for display.
ROUNDING = "2 decimal places, halves away from zero"

# Law 78B: the lowest difference of each IMP step from 1 IMP (20 points) to 24 IMPs (4000 points).
_IMP_STEPS = (20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750,
              2000, 2250, 2500, 3000, 3500, 4000)  # fmt: skip
_DATUM_TRIM_FROM = 5


def rounded(value: Fraction | int, places: int = 2) -> Decimal:
    """``value`` to ``places`` decimals, halves away from zero (:data:`ROUNDING`)."""
    exact = Fraction(value)
    quantum = Decimal(1).scaleb(-places)
    return (Decimal(exact.numerator) / Decimal(exact.denominator)).quantize(quantum, rounding=ROUND_HALF_UP)


def spread(points: int) -> Spread:
    """A single score as a spread of weight 1."""
    return ((points, Fraction(1)),)


def negated(scores: Spread) -> Spread:
    """The same spread seen from the other side (East-West points)."""
    return tuple((-points, weight) for points, weight in scores)


# -- matchpoints (Law 78A) -------------------------------------------------------------------------


def top(results: int) -> int:
    """The matchpoint top on a board with ``results`` results compared: 2 per other result."""
    if results < 1:
        raise ScoreError(f"a board needs at least one result to have a top, not {results}")
    return 2 * (results - 1)


def matchpoints(scores: Sequence[int]) -> tuple[int, ...]:
    """North-South matchpoints of each score: 2 for each other score it beats, 1 for each equal (Law 78A)."""
    ordered = sorted(scores)
    return tuple(2 * bisect_left(ordered, s) + (ordered.count(s) - 1) for s in scores)


def spread_matchpoints(spreads: Sequence[Spread]) -> tuple[Fraction, ...]:
    """North-South matchpoints of each table whose result is a spread, against every other table."""
    plain = sorted(s[0][0] for s in spreads if _is_plain(s))  # single scores: compared by bisection
    weighted = [(j, s) for j, s in enumerate(spreads) if not _is_plain(s)]
    results = []
    for i, mine in enumerate(spreads):
        total = Fraction(-1 if _is_plain(mine) else 0)  # a single score ties with itself once
        for points, weight in mine:
            below, upto = bisect_left(plain, points), bisect_right(plain, points)
            total += weight * (below + upto)
        total += sum((_versus(mine, theirs) for j, theirs in weighted if j != i), Fraction(0))
        results.append(total)
    return tuple(results)


def _is_plain(result: Spread) -> bool:
    return len(result) == 1 and result[0][1] == 1


def _versus(mine: Spread, theirs: Spread) -> Fraction:
    """Matchpoints of ``mine`` against one other result: 2 beaten, 1 tied, each pair of scores weighted."""
    total = Fraction(0)
    for points, weight in mine:
        units = sum((2 * w if points > other else w) for other, w in theirs if points >= other)
        total += weight * units
    return total


def matchpoints_against(mine: Spread, others: Sequence[Spread | None]) -> Fraction:
    """North-South matchpoints of one result against the board's ``others`` on the full top of
    ``2 * len(others)``; ``None`` (an artificial score) is left out and the rest factored up (Neuberg)."""
    present = [s for s in others if s is not None]
    plain = sorted(s[0][0] for s in present if _is_plain(s))
    total = Fraction(0)
    for points, weight in mine:
        total += weight * (bisect_left(plain, points) + bisect_right(plain, points))
    total += sum((_versus(mine, theirs) for theirs in present if not _is_plain(theirs)), Fraction(0))
    return neuberg(total, len(present) + 1, len(others) + 1)


def percentage(mps: Fraction | int, board_top: int) -> Fraction:
    """Matchpoints as a percentage of the top (50% when the top is 0: a board with one result)."""
    return Fraction(50) if board_top == 0 else Fraction(mps) * 100 / board_top


def neuberg(mps: Fraction | int, compared: int, expected: int) -> Fraction:
    """Matchpoints over ``compared`` results factored up to ``expected`` results (the Neuberg formula):
    each result counts ``expected / compared`` times, so ``MP' = (MP + 1) N / n - 1``."""
    if not 1 <= compared <= expected:
        raise ScoreError(f"Neuberg needs 1 <= results compared ({compared}) <= results expected ({expected})")
    return (Fraction(mps) + 1) * expected / compared - 1


@dataclass(frozen=True, slots=True)
class BoardMatchpoints:
    """Each table's matchpoints for North-South and East-West on a top of :attr:`top`.

    ``None`` marks a table left out of the comparison (an artificial score, given apart).
    """

    ns: tuple[Fraction | None, ...]
    ew: tuple[Fraction | None, ...]
    top: int

    def ns_percent(self, table: int) -> Fraction | None:
        mps = self.ns[table]
        return None if mps is None else percentage(mps, self.top)

    def ew_percent(self, table: int) -> Fraction | None:
        mps = self.ew[table]
        return None if mps is None else percentage(mps, self.top)


def matchpoint_board(ns: Sequence[Spread | None], ew: Sequence[Spread | None] | None = None) -> BoardMatchpoints:
    """Matchpoint a traveller: ``ns[i]`` is table ``i``'s result as compared among North-South pairs,
    ``ew[i]`` among East-West pairs (the same unless a Law 12C1(e) adjustment gives the sides different
    scores); both in North-South points. ``None`` is a table with no result to compare (artificial
    score): the others are compared among themselves and factored up to every table (Neuberg)."""
    ew = ns if ew is None else ew
    if len(ew) != len(ns):
        raise ScoreError(f"the traveller has {len(ns)} North-South results but {len(ew)} East-West ones")
    if [s is None for s in ns] != [s is None for s in ew]:
        raise ScoreError("a table with an artificial score has one for both sides")
    expected = len(ns)
    board_top = top(expected)
    ns_mps = _factored(ns, expected)
    ew_mps = _factored([None if s is None else negated(s) for s in ew], expected)
    return BoardMatchpoints(ns_mps, ew_mps, board_top)


def _factored(spreads: Sequence[Spread | None], expected: int) -> tuple[Fraction | None, ...]:
    present = [s for s in spreads if s is not None]
    if not present:
        return tuple(None for _ in spreads)
    mps = iter(spread_matchpoints(present))
    return tuple(None if s is None else neuberg(next(mps), len(present), expected) for s in spreads)


# -- IMPs (Law 78B) --------------------------------------------------------------------------------


def imps(difference: int) -> int:
    """IMPs for a points ``difference`` on the Law 78B scale (signed: a negative difference loses IMPs)."""
    value = bisect_right(_IMP_STEPS, abs(difference))
    return value if difference >= 0 else -value


def spread_imps(mine: Spread, other: int) -> Fraction:
    """IMPs of a spread against one score: each of its scores converted, then weighted (Law 12C1(c))."""
    return sum((weight * imps(points - other) for points, weight in mine), Fraction(0))


def datum(scores: Sequence[int | Fraction], trim: int | None = None) -> int:
    """The datum: the mean North-South score without the ``trim`` highest and lowest (by default 1 once
    there are 5 scores or more), rounded to the nearest 10, halves away from zero."""
    if not scores:
        raise ScoreError("a datum needs at least one score")
    cut = (1 if len(scores) >= _DATUM_TRIM_FROM else 0) if trim is None else trim
    if cut < 0 or 2 * cut >= len(scores):
        raise ScoreError(f"cannot leave out {cut} highest and lowest of {len(scores)} scores")
    kept = sorted(scores)[cut : len(scores) - cut]
    mean = sum((Fraction(k) for k in kept), Fraction(0)) / len(kept) / 10
    return int(rounded(mean, 0)) * 10


def imps_against_datum(scores: Sequence[int], trim: int | None = None) -> tuple[int, ...]:
    """North-South IMPs of each score against the board's :func:`datum` (Butler scoring)."""
    board_datum = datum(scores, trim)
    return tuple(imps(s - board_datum) for s in scores)


def cross_imps(spreads: Sequence[Spread]) -> tuple[Fraction, ...]:
    """Cross-IMPs: each table's North-South IMPs against every other table, averaged over the comparisons."""
    if len(spreads) < 2:
        raise ScoreError("cross-IMPs need at least two results")
    plain = [s[0][0] if _is_plain(s) else None for s in spreads]
    results = []
    for i, mine in enumerate(spreads):
        whole = 0  # single score against single score: whole IMPs
        part = Fraction(0)
        for j, theirs in enumerate(spreads):
            if j == i:
                continue
            mine_plain, theirs_plain = plain[i], plain[j]
            if mine_plain is not None and theirs_plain is not None:
                whole += imps(mine_plain - theirs_plain)
            else:
                part += _imps_versus(mine, theirs)
        results.append((whole + part) / (len(spreads) - 1))
    return tuple(results)


def cross_imps_against(mine: Spread, others: Sequence[Spread]) -> Fraction:
    """Cross-IMPs of one result against each of ``others``, averaged over the comparisons."""
    if not others:
        raise ScoreError("cross-IMPs need at least two results")
    return sum((_imps_versus(mine, theirs) for theirs in others), Fraction(0)) / len(others)


def _imps_versus(mine: Spread, theirs: Spread) -> Fraction:
    return sum((weight * other_weight * imps(points - other)
                for points, weight in mine for other, other_weight in theirs), Fraction(0))  # fmt: skip
