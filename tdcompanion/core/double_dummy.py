"""Double-dummy results as data: the trick table and the value of each point of the play.

For the equity judgements of Laws 12C, 50E4 and 64C the Director asks what would have
happened: how many tricks declarer takes with best play by both sides from a position
("double dummy": every hand in view). This module holds the results; a solver (see
:mod:`tdcompanion.analysis`) computes them, so the report, the wording and the GUI use
them without the solver installed.

- :class:`DDTable`: declarer's tricks for every declarer seat and strain, from the deal.
- :func:`play_positions`: the positions of a play record to solve, one per card played
  or taken back. Each is analysed from the cards actually still held: exposed and penalty
  cards are in their owner's hand, a retracted card is back in it, and restrictions on
  playing them (Laws 50-51) are not applied. A claim or concession ends the analysed play.
  A position whose trick in progress is not in rotation (a card played out of turn to it)
  cannot be solved and is marked so.
- :class:`PlayAnalysis`: each position's declarer total (tricks already won plus the
  double-dummy tricks of the rest, the trick in progress included) and each legal card's
  total; a step whose card lowers or raises declarer's total is an error by one side.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from tdcompanion.core.calls import Strain
from tdcompanion.core.cards import Card, Suit
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal
from tdcompanion.core.errors import InputError
from tdcompanion.core.play import Claim, Concede, Play, PlayRecord, PlayState, Retract
from tdcompanion.core.seats import Seat, Side
from tdcompanion.core.tricks import TRICKS_PER_DEAL

#: Strains in the order a DD table row lists them (the bidding order: clubs to notrump).
STRAINS: tuple[Strain, ...] = tuple(Strain)


class DoubleDummyDataError(InputError):
    """A stored double-dummy table that cannot be read: says where and what is wrong."""


# --- the table -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DDTable:
    """Tricks declarer takes double dummy, for each declarer seat (N, E, S, W) and strain.

    ``rows[seat][strain]`` with strains in :data:`STRAINS` order (clubs, diamonds, hearts,
    spades, notrump); every count is 0-13.
    """

    rows: tuple[tuple[int, int, int, int, int], ...]

    def __post_init__(self) -> None:
        _check_rows(self.rows, "DD table")

    @classmethod
    def from_rows(cls, rows: Mapping[Seat, Sequence[int]]) -> DDTable:
        """A table from each seat's five counts (clubs to notrump)."""
        missing = [s.letter for s in Seat if s not in rows]
        if missing:
            raise DoubleDummyDataError(f"DD table: no row for {', '.join(missing)}")
        return cls(tuple(_row(rows[seat], f"DD table, seat {seat.letter}") for seat in Seat))

    def tricks(self, seat: Seat, strain: Strain) -> int:
        """Tricks ``seat`` takes as declarer in ``strain``."""
        return self.rows[seat][strain]

    def to_json(self) -> dict[str, list[int]]:
        """``{"N": [c, d, h, s, nt], "E": [...], "S": [...], "W": [...]}``."""
        return {seat.letter: list(self.rows[seat]) for seat in Seat}

    @classmethod
    def from_json(cls, data: object) -> DDTable:
        """Read :meth:`to_json`'s form; raises :class:`DoubleDummyDataError` saying where."""
        if not isinstance(data, Mapping):
            raise DoubleDummyDataError(f"DD table: expected an object with keys N, E, S, W, not {_kind(data)}")
        extra = sorted(str(k) for k in data if k not in ("N", "E", "S", "W"))
        if extra:
            raise DoubleDummyDataError(f"DD table: unknown key {extra[0]!r} (expected N, E, S, W)")
        rows: dict[Seat, Sequence[int]] = {}
        for seat in Seat:
            if seat.letter not in data:
                raise DoubleDummyDataError(f"DD table: no row for {seat.letter}")
            value = data[seat.letter]
            if not isinstance(value, list):
                raise DoubleDummyDataError(
                    f"DD table, seat {seat.letter}: expected a list of 5 trick counts, not {_kind(value)}"
                )
            rows[seat] = value
        return cls.from_rows(rows)


def _kind(value: object) -> str:
    return "null" if value is None else type(value).__name__


def _row(values: Sequence[object], where: str) -> tuple[int, int, int, int, int]:
    if len(values) != len(STRAINS):
        raise DoubleDummyDataError(f"{where}: expected 5 trick counts (C, D, H, S, NT), found {len(values)}")
    counts: list[int] = []
    for strain, value in zip(STRAINS, values, strict=True):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= TRICKS_PER_DEAL:
            raise DoubleDummyDataError(f"{where}, strain {strain.letter}: {value!r} is not a trick count from 0 to 13")
        counts.append(value)
    return (counts[0], counts[1], counts[2], counts[3], counts[4])


def _check_rows(rows: object, where: str) -> None:
    if not isinstance(rows, tuple) or len(rows) != len(Seat):
        raise DoubleDummyDataError(f"{where}: expected 4 rows (N, E, S, W)")
    for seat, row in zip(Seat, rows, strict=True):
        if not isinstance(row, tuple):
            raise DoubleDummyDataError(f"{where}, seat {seat.letter}: expected a row of 5 trick counts")
        _row(row, f"{where}, seat {seat.letter}")


# --- positions of the play -----------------------------------------------------------------------


class Unsolvable(enum.Enum):
    """Why a position cannot be solved double dummy."""

    HAND_NOT_KNOWN = "hand_not_known"
    """A hand is not recorded."""
    DEFECTIVE_DEAL = "defective_deal"
    """The deal has a duplicate or missing card, or a hand of other than 13 cards (Laws 13-14)."""
    OUT_OF_ROTATION = "out_of_rotation"
    """The trick in progress holds a card played out of turn (Law 57), not in clockwise order."""


def solvable(deal: Deal) -> Unsolvable | None:
    """Why ``deal`` cannot be solved double dummy, or ``None`` when it can."""
    if any(h is None for h in deal.hands):
        return Unsolvable.HAND_NOT_KNOWN
    return None if deal.is_complete else Unsolvable.DEFECTIVE_DEAL


@dataclass(frozen=True, slots=True)
class Position:
    """A point of the play for the solver: the cards still held and the trick in progress.

    ``hands`` are each seat's unplayed cards (the trick in progress excluded); ``trick``
    holds the cards played to it, led by ``leader``, in clockwise order; ``to_play`` is next.
    """

    hands: tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]
    trump: Suit | None
    leader: Seat
    trick: tuple[Card, ...]
    declarer: Seat

    @property
    def to_play(self) -> Seat:
        return self.leader.rotation()[len(self.trick)]

    @property
    def tricks_left(self) -> int:
        """Tricks still to be won, the one in progress included."""
        return len(self.hands[self.leader]) + (1 if self.trick else 0)


@dataclass(frozen=True, slots=True)
class PlayPoint:
    """One point of the play: the state after the first ``count`` events of the record.

    ``position`` is what the solver is given; ``None`` when the point needs no solving (play
    over) or cannot be solved (``unsolvable`` says why). ``won`` is declarer's quitted tricks.
    """

    count: int
    state: PlayState
    won: int
    position: Position | None
    unsolvable: Unsolvable | None = None


def play_positions(record: PlayRecord) -> tuple[PlayPoint, ...]:
    """The points to analyse: before the opening lead, then after each card played or taken back.

    Exposing or picking up cards does not change the cards held, so it adds no point. The
    analysis stops at a claim or concession (Law 68D: play ceases).
    """
    points = [_point(record, 0)]
    for index, event in enumerate(record.events):
        if isinstance(event, Claim | Concede):
            break
        if isinstance(event, Play | Retract):
            points.append(_point(record, index + 1))
    return tuple(points)


def _point(record: PlayRecord, count: int) -> PlayPoint:
    state = record.state_at(count)
    contract = state.contract
    won = state.declarer_tricks
    reason = solvable(record.deal)
    if reason is not None:
        return PlayPoint(count, state, won, None, reason)
    current = state.current
    if current is None or state.next_seat is None:
        return PlayPoint(count, state, won, None)  # thirteen tricks quitted: nothing left to solve
    order = current.leader.rotation()
    if (
        tuple(tc.seat for tc in current.cards) != order[: len(current.cards)]
        or state.next_seat is not order[len(current.cards)]
    ):
        return PlayPoint(count, state, won, None, Unsolvable.OUT_OF_ROTATION)
    held = tuple(hand.cards if hand is not None else () for hand in state.hands)
    position = Position(
        (held[0], held[1], held[2], held[3]),
        contract.trump,
        current.leader,
        tuple(tc.card for tc in current.cards),
        contract.declarer,
    )
    return PlayPoint(count, state, won, position)


# --- results -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardValue:
    """``card``, played now, leads to ``total`` tricks for declarer with best play after it."""

    card: Card
    total: int


#: What a solver gives for a position: for each legal card of the player to play, the tricks
#: the *side to play* wins from the tricks left (the one in progress included).
SideTricks = Mapping[Card, int]


def card_values(position: Position, won: int, side_tricks: SideTricks) -> tuple[CardValue, ...]:
    """Declarer's totals (``won`` plus the rest) from a solver's counts for the side to play."""
    left = position.tricks_left
    declaring = position.to_play.side is position.declarer.side
    values = (CardValue(card, won + (n if declaring else left - n)) for card, n in side_tricks.items())
    return tuple(sorted(values, key=lambda v: v.card, reverse=True))


@dataclass(frozen=True, slots=True)
class PointValue:
    """A point of the play with declarer's double-dummy total.

    ``total`` is declarer's tricks with best play by both sides from here (``None`` when the
    point cannot be solved); ``choices`` is each legal card of ``to_play`` with the total it
    leads to. ``seat`` and ``card`` are the card played or taken back to reach this point
    (``None`` before the opening lead); ``retracted`` when it was taken back.
    """

    count: int
    trick: int
    seat: Seat | None
    card: Card | None
    to_play: Seat | None
    total: int | None
    choices: tuple[CardValue, ...] = ()
    retracted: bool = False
    unsolvable: Unsolvable | None = None


@dataclass(frozen=True, slots=True)
class PlayAnalysis:
    """Declarer's double-dummy total at every point of the play of ``contract``.

    ``points[0]`` is before the opening lead. ``claimed`` when a claim or concession ended
    the analysed play.
    """

    contract: Contract
    points: tuple[PointValue, ...]
    claimed: bool = False

    def change(self, index: int) -> int | None:
        """How the card that reached ``points[index]`` changed declarer's total (0: no error)."""
        if index <= 0:
            return None
        before, after = self.points[index - 1].total, self.points[index].total
        return None if before is None or after is None else after - before

    def erring_side(self, index: int) -> Side | None:
        """The side whose card at ``points[index]`` cost it tricks double dummy, if any: a drop in
        declarer's total is declarer's error, a rise is the defenders'."""
        change = self.change(index)
        if not change:
            return None
        declaring = self.contract.declaring_side
        return declaring if change < 0 else declaring.opponents

    def errors(self) -> tuple[int, ...]:
        """Indexes of the points reached by a card that changed declarer's total."""
        return tuple(i for i in range(1, len(self.points)) if self.change(i))


def analyse(
    record: PlayRecord,
    solve: Callable[[Position], SideTricks],
    on_point: Callable[[int, int], bool] | None = None,
) -> PlayAnalysis | None:
    """Analyse ``record`` with ``solve`` (one call per solvable point).

    ``on_point(done, total)`` is called before each point; when it returns ``False`` the
    analysis stops and ``None`` is returned (cancelled).
    """
    points = play_positions(record)
    values: list[PointValue] = []
    for done, point in enumerate(points):
        if on_point is not None and not on_point(done, len(points)):
            return None
        values.append(value_of(record, point, solve))
    return assemble(record, values)


def value_of(record: PlayRecord, point: PlayPoint, solve: Callable[[Position], SideTricks]) -> PointValue:
    """The value of one point: solved, play over (declarer's won tricks) or unsolvable."""
    state = point.state
    seat = card = None
    retracted = False
    if point.count:
        event = record.events[point.count - 1]
        if isinstance(event, Play | Retract):
            seat, card, retracted = event.seat, event.card, isinstance(event, Retract)
    to_play, total = state.next_seat, point.won if point.unsolvable is None else None
    choices: tuple[CardValue, ...] = ()
    if point.position is not None:
        to_play = point.position.to_play
        choices = card_values(point.position, point.won, solve(point.position))
        if not choices:
            raise InputError(f"the solver found no card for {to_play.letter} to play")
        best = max if to_play.side is point.position.declarer.side else min
        total = best(v.total for v in choices)
    return PointValue(point.count, _trick_of(state, card is not None and not retracted), seat, card, to_play, total,
                      choices, retracted, point.unsolvable)  # fmt: skip


def _trick_of(state: PlayState, after_a_card: bool) -> int:
    """The trick the last card went to: the one just completed when the card was its fourth, else the
    trick in progress."""
    completed = state.current is None or not state.current.cards
    if after_a_card and completed and state.tricks:
        return len(state.tricks)
    return state.trick_number


def assemble(record: PlayRecord, values: Sequence[PointValue]) -> PlayAnalysis:
    """The analysis of ``record`` from its points' values."""
    claimed = any(isinstance(e, Claim | Concede) for e in record.events)
    return PlayAnalysis(record.contract, tuple(values), claimed)
