"""The score of the table where the incident happened: what the Director records and what follows from it.

A :class:`ScoreRecord` holds the Director's entries:

- ``result``: the result obtained at the table (contract, declarer's tricks as played) and the revoke
  tricks to transfer (Law 64A), so the score before and after the transfers can be shown;
- ``adjusted``: a Law 12C1 assigned or weighted score (:class:`~.adjusted.AdjustedScore`) or a Law 12C2
  artificial score (:class:`~.adjusted.ArtificialScore`), which replaces the result obtained;
- ``session``: each side's percentage (or IMPs a board) on the session's other boards, for the 12C2(c)
  limits of an artificial score;
- ``traveller``: the board's other results and the form of scoring, to convert the table's score into
  matchpoints or IMPs (Law 78).

:func:`evaluate` turns a record into a :class:`ScoreSheet`: every figure a TD shows or reports.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from tdcompanion.core.board import Vulnerability
from tdcompanion.core.contract import Contract, PassedOut
from tdcompanion.core.scoring import traveller as trav
from tdcompanion.core.scoring.adjusted import (
    AdjustedScore,
    AdjustedScoreError,
    Artificial,
    ArtificialScore,
    Conversion,
    Unit,
    WeightedScore,
)
from tdcompanion.core.scoring.duplicate import Score, ScoreError, score
from tdcompanion.core.scoring.transfers import TransferLedger, TransferredScore, score_with_transfers
from tdcompanion.core.seats import Side

if TYPE_CHECKING:
    from tdcompanion.core.play_state import PlayState

#: The most other results a traveller takes (a large pairs field, many sections).
MAX_OTHERS = 500


class Form(enum.Enum):
    """How the board's results are compared (Law 78)."""

    MATCHPOINTS = "matchpoints"  # pairs: 78A
    IMPS = "imps"  # teams: against the other room, 78B
    BUTLER = "butler"  # IMPs against the datum of the field
    CROSS_IMPS = "cross_imps"  # IMPs against every other table, averaged

    @property
    def unit(self) -> Unit:
        return Unit.MATCHPOINTS if self is Form.MATCHPOINTS else Unit.IMPS


class NoTableScoreError(ScoreError):
    """A traveller is entered but the table has no score to compare with it yet."""

    code = "no_table_score"


@dataclass(frozen=True, slots=True)
class Traveller:
    """The board's other results as North-South scores (``None``: a table with an artificial score,
    matchpoints only), and how they are compared. Teams (``IMPS``) take one score: the other room's."""

    form: Form
    others: tuple[int | None, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "others", tuple(self.others))
        if not self.others:
            raise AdjustedScoreError("the traveller needs at least one other result")
        if len(self.others) > MAX_OTHERS:
            raise AdjustedScoreError(f"at most {MAX_OTHERS} other results, not {len(self.others)}")
        if self.form is Form.IMPS and len(self.others) != 1:
            raise AdjustedScoreError(f"teams compare with one score, the other room's, not {len(self.others)}")
        for i, other in enumerate(self.others):
            if other is None:
                if self.form is not Form.MATCHPOINTS:
                    raise AdjustedScoreError(f"result {i + 1}: an artificial score takes part only in matchpoints")
            elif isinstance(other, bool) or not isinstance(other, int) or other % 10 or abs(other) > 10_000:
                raise AdjustedScoreError(f"result {i + 1}: {other!r} is not a bridge score (a multiple of 10)")

    @property
    def scores(self) -> tuple[int, ...]:
        """The scores entered (artificial scores left out)."""
        return tuple(o for o in self.others if o is not None)


@dataclass(frozen=True, slots=True)
class TableResult:
    """The result obtained at the table: ``contract`` (with its declarer) or a passed-out board,
    declarer's ``tricks`` as played, and the tricks a revoke transfers to declarer's side
    (``to_declarer``) and to the defenders (``to_defenders``) at the end of play (Law 64A)."""

    contract: Contract | PassedOut
    tricks: int | None
    to_declarer: int = 0
    to_defenders: int = 0

    def __post_init__(self) -> None:
        if isinstance(self.contract, PassedOut):
            if self.tricks is not None or self.to_declarer or self.to_defenders:
                raise ScoreError("a passed-out board has no tricks and no transfers")
            return
        if self.to_declarer < 0 or self.to_defenders < 0:
            raise ScoreError("a trick transfer moves a positive number of tricks")
        if self.tricks is None:
            raise ScoreError(f"{self.contract}: how many tricks did declarer win?")
        self.scored(Vulnerability.NONE)  # refuses impossible tricks and transfers now

    def scored(self, vulnerability: Vulnerability) -> TransferredScore | Score:
        """The score as played with the transfers applied (:class:`TransferredScore`), or the plain score
        when nothing is transferred."""
        if isinstance(self.contract, PassedOut) or not (self.to_declarer or self.to_defenders):
            return score(self.contract, self.tricks, vulnerability)
        assert self.tricks is not None
        return score_with_transfers(self.contract, self.tricks, vulnerability, (
            _Moved(self.contract.declaring_side, self.to_declarer),
            _Moved(self.contract.declaring_side.opponents, self.to_defenders)))  # fmt: skip

    @property
    def tricks_after(self) -> int | None:
        """Declarer's tricks once the transfers are made."""
        return None if self.tricks is None else self.tricks + self.to_declarer - self.to_defenders


def obtained(state: PlayState, table: TransferLedger | None = None) -> TableResult | None:
    """The result obtained in the play of ``state`` with the tricks ``table`` says a revoke transfers
    (no more than the offending side won from the revoke trick on, Law 64A); ``None`` until the result
    is known (thirteen tricks, a claim or a concession)."""
    if state.result is None:
        return None
    return _result_with(state, state.result, table)


def obtained_so_far(state: PlayState, table: TransferLedger | None = None) -> TableResult:
    """The result as far as the play has gone: :func:`obtained` once the result is known, else the
    tricks declarer's side has won among those quitted, with the transfers ``table`` holds so far (the
    Director's score for a play stopped short, which he completes)."""
    return _result_with(state, state.result if state.result is not None else state.declarer_tricks, table)


def _result_with(state: PlayState, tricks: int, table: TransferLedger | None) -> TableResult:
    if table is None:
        return TableResult(state.contract, tricks)
    declaring = state.contract.declaring_side
    return TableResult(state.contract, tricks, table.tricks_to(declaring, state),
                       table.tricks_to(declaring.opponents, state))  # fmt: skip


@dataclass(frozen=True, slots=True)
class _Moved:
    to_side: Side
    count: int


@dataclass(frozen=True, slots=True)
class Session:
    """Each side's score on the session's other boards: a percentage in matchpoints, IMPs a board at IMPs
    (Law 12C2(c)); ``None`` when not entered."""

    ns: Fraction | None = None
    ew: Fraction | None = None


@dataclass(frozen=True, slots=True)
class ScoreRecord:
    """The Director's score entries for the table (see the module docstring)."""

    result: TableResult | None = None
    adjusted: AdjustedScore | ArtificialScore | None = None
    traveller: Traveller | None = None
    session: Session = Session()

    @property
    def is_empty(self) -> bool:
        return self == ScoreRecord()


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """What follows from a :class:`ScoreRecord` on a board of ``vulnerability``:

    - ``obtained``: the result obtained, scored (with the transfers when there are any);
    - ``table_ns``: North-South's score of the table as it goes on the traveller: the score after
      transfers, or the weighted mean of an adjusted score for each side (``table_ew`` for East-West, from
      East-West's point of view); ``None`` for an artificial score, which has no points;
    - ``conversion``: each side's matchpoints or IMPs against the traveller, when one is entered.
    """

    vulnerability: Vulnerability
    obtained: TransferredScore | Score | None
    table_ns: Fraction | None
    table_ew: Fraction | None
    conversion: Conversion | None

    @property
    def unit(self) -> Unit | None:
        return None if self.conversion is None else self.conversion.unit


def evaluate(record: ScoreRecord, vulnerability: Vulnerability) -> ScoreSheet:
    """The figures of ``record``: raises :class:`ScoreError` (or :class:`AdjustedScoreError`) when the
    table has no score yet to convert, saying what is missing."""
    obtained = record.result.scored(vulnerability) if record.result is not None else None
    entry = _table_entry(record, vulnerability)
    if isinstance(entry, ArtificialScore) or entry is None:
        table_ns = table_ew = None
    else:
        table_ns = entry.ns.ns_points(vulnerability)
        table_ew = -entry.for_ew.ns_points(vulnerability)
    conversion = None
    if record.traveller is not None:
        if entry is None:
            raise NoTableScoreError("the table has no score to compare yet: enter the result obtained or an "
                                    "adjusted score")  # fmt: skip
        conversion = _convert(entry, record.traveller, record.session, vulnerability)
    return ScoreSheet(vulnerability, obtained, table_ns, table_ew, conversion)


def _table_entry(record: ScoreRecord, vulnerability: Vulnerability) -> AdjustedScore | ArtificialScore | None:
    """The table's score as an adjusted score: the one awarded, or the result obtained (after transfers)."""
    if record.adjusted is not None:
        return record.adjusted
    result = record.result
    if result is None:
        return None
    return AdjustedScore(WeightedScore.assigned(result.contract, result.tricks_after))


def _convert(entry: AdjustedScore | ArtificialScore, board: Traveller, session: Session,
             vulnerability: Vulnerability) -> Conversion:  # fmt: skip
    if isinstance(entry, ArtificialScore):
        if board.form is Form.MATCHPOINTS:
            return entry.matchpoints(trav.top(len(board.others) + 1), session.ns, session.ew)
        return entry.imps(session.ns, session.ew)
    if board.form is Form.MATCHPOINTS:
        return entry.matchpoints(vulnerability, board.others)
    if board.form is Form.IMPS:
        return entry.imps(vulnerability, board.scores[0])
    if board.form is Form.BUTLER:
        return entry.imps_against_datum(vulnerability, board.scores)
    return entry.cross_imps(vulnerability, board.scores)


@dataclass(frozen=True, slots=True)
class SessionLimit:
    """Law 12C2(c) at work: ``side``'s artificial score ``kind`` is ``used`` (its session's figure) instead of
    ``base``, because the side scored ``session`` on the session's other boards."""

    side: Side
    kind: Artificial
    session: Fraction
    base: Fraction
    used: Fraction


def session_limits(artificial: ArtificialScore, session: Session, form: Form) -> tuple[SessionLimit, ...]:
    """The sides whose artificial score Law 12C2(c) changes, at the percentages (matchpoints) or IMPs
    (every other form) of ``form``."""
    rules = artificial.rules
    out = []
    for side, kind, own in ((Side.NS, artificial.ns, session.ns), (Side.EW, artificial.ew, session.ew)):
        if own is None:
            continue
        if form is Form.MATCHPOINTS:
            base, used = rules.percent(kind), rules.percent(kind, own)
        else:
            base, used = rules.imps(kind), rules.imps(kind, own)
        if used != base:
            out.append(SessionLimit(side, kind, own, base, used))
    return tuple(out)


def laws(record: ScoreRecord) -> tuple[str, ...]:
    """The laws the table's score stands on, as references (``("12C1(a)", "12C1(c)", "12C1(e)", "78A")``):
    the revoke transfers (64A), an assigned (12C1(a)) or weighted (12C1(c)) score, a different one for each
    side (12C1(e)), artificial scores (12C2(a)) with their IMPs (12C2(b)) and session limits (12C2(c)), and
    the comparison with the board's other results (78A matchpoints, 78B IMPs)."""
    out: list[str] = []
    result = record.result
    if result is not None and record.adjusted is None and (result.to_declarer or result.to_defenders):
        out.append("64A")
    if isinstance(record.adjusted, AdjustedScore):
        sides = (record.adjusted.ns, record.adjusted.for_ew)
        out += ["12C1(a)" if len(side.outcomes) == 1 else "12C1(c)" for side in sides]
        if not record.adjusted.balanced:
            out.append("12C1(e)")
    elif isinstance(record.adjusted, ArtificialScore):
        out.append("12C2(a)")
        board = record.traveller
        if board is not None and board.form is not Form.MATCHPOINTS:
            out.append("12C2(b)")
        if board is not None and session_limits(record.adjusted, record.session, board.form):
            out.append("12C2(c)")
    if record.traveller is not None:
        out.append("78A" if record.traveller.form is Form.MATCHPOINTS else "78B")
    return tuple(dict.fromkeys(out))
