"""The play as a list of tricks (Laws 44-66), irregular cards flagged (Laws 48-64).

One row per trick (13 rows, empty until their trick is played): its number, the leader, the card of each seat
(columns W N E S, as in the auction), who won it and the running count of tricks for
declarer and the defence. Cards played out of turn or revoking carry their
irregularities (:attr:`PlayRole.IRREGULARITIES`, a background and a tooltip in words);
a trick during which cards were exposed has its number flagged.

The model shows whatever record it is given: to show the play as it stood earlier, give
it ``record.upto(count)``.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QObject, Qt
from PySide6.QtGui import QFont

from tdcompanion.core.cards import Card
from tdcompanion.core.laws.engine import WBF2017
from tdcompanion.core.play import (
    Claim,
    Concede,
    ExposeHow,
    Exposure,
    OutOfTurn,
    Play,
    PlayEvent,
    PlayIrregularity,
    PlayRecord,
    RetractReason,
    Revoke,
    Trick,
)
from tdcompanion.core.seats import Seat
from tdcompanion.core.tricks import TRICKS_PER_DEAL
from tdcompanion.models.auction_model import SEAT_COLUMNS
from tdcompanion.models.cells import Index, in_table
from tdcompanion.models.colours import Role, brush
from tdcompanion.models.labels import cards_text, seat_in, seat_name
from tdcompanion.models.law_text import law_ref
from tdcompanion.models.text import arg, clauses

translate = QCoreApplication.translate  # build_translations.py reads translate("Ctx", "literal")


TRICK_COLUMN = 0
LEADER_COLUMN = 1
FIRST_SEAT_COLUMN = 2
WINNER_COLUMN = FIRST_SEAT_COLUMN + 4
TALLY_COLUMN = WINNER_COLUMN + 1
COLUMN_COUNT = TALLY_COLUMN + 1
_CELL_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
SEAT_COLUMN_OF: dict[Seat, int] = {seat: FIRST_SEAT_COLUMN + i for i, seat in enumerate(SEAT_COLUMNS)}


class PlayRole(enum.IntEnum):
    """Custom data roles of :class:`PlayModel`."""

    TRICK = Qt.ItemDataRole.UserRole + 1
    """The row's :class:`Trick` (every column)."""
    SEAT = Qt.ItemDataRole.UserRole + 2
    """Card columns: the column's :class:`Seat` (also on the header); leader and winner columns: that seat."""
    CARD = Qt.ItemDataRole.UserRole + 3
    """The :class:`Card` in a card cell (``None`` if that seat has not played to the trick)."""
    EVENT_INDEX = Qt.ItemDataRole.UserRole + 4
    """``int``: position in the record of the play of the cell's card."""
    IRREGULARITIES = Qt.ItemDataRole.UserRole + 5
    """``tuple[PlayIrregularity, ...]``: card cells, out-of-turn and revoke records of the card;
    trick-number cells, exposures during the trick."""
    IS_LEAD = Qt.ItemDataRole.UserRole + 6
    """``bool``: the card led to the trick."""
    IS_WINNER = Qt.ItemDataRole.UserRole + 7
    """``bool``: the card that won the trick."""
    POSITION = Qt.ItemDataRole.UserRole + 8
    """``int``: how many events of the record had happened once this card was played (card cells)
    or once the trick was complete (other cells): the position to step to."""


def expose_how_text(how: ExposeHow) -> str:
    """How a card came to be exposed, in words."""
    texts = {
        ExposeHow.DROPPED: translate("PlayModel", "dropped or held face up"),
        ExposeHow.TWO_AT_ONCE: translate("PlayModel", "played with another card"),
        ExposeHow.NAMED: translate("PlayModel", "named"),
        ExposeHow.WITHDRAWN: translate("PlayModel", "taken back after being played"),
        ExposeHow.OTHER: translate("PlayModel", "exposed otherwise"),
    }
    return texts[how]


def retract_reason_text(reason: RetractReason) -> str:
    """Why a card is taken back, in words, with the law that allows it."""
    texts = {
        RetractReason.REVOKE_CORRECTION: translate("PlayModel", "to correct a revoke (Law 62A)"),
        RetractReason.AFTER_REVOKE_CORRECTION: translate("PlayModel", "played after a corrected revoke (Law 62C)"),
        RetractReason.OUT_OF_TURN: translate("PlayModel", "lead or play out of turn not accepted (Laws 53-57)"),
        RetractReason.CHANGED_DESIGNATION: translate("PlayModel", "unintended designation of dummy's card (Law 45C4b)"),
        RetractReason.OTHER: translate("PlayModel", "other retraction allowed by the Director (Law 47)"),
    }
    return texts[reason]


def _established_text(revoke: Revoke, events: Sequence[PlayEvent] | None) -> str:
    ref = revoke.established_by
    if ref is None:
        return translate("PlayModel", "not yet established")
    event = events[ref.index] if events is not None and 0 <= ref.index < len(events) else None
    if isinstance(event, Claim):
        return arg(translate("PlayModel", "established: %1 claimed"), seat_in(ref.seat, "acc"))
    if isinstance(event, Concede):
        return arg(translate("PlayModel", "established: %1 conceded"), seat_in(ref.seat, "acc"))
    return arg(translate("PlayModel", "established: %1 played to trick %2"), seat_in(ref.seat, "nom"), ref.trick)


def describe_play_irregularity(irr: PlayIrregularity, events: Sequence[PlayEvent] | None = None) -> str:
    """One sentence: what happened, what has become of it since, and the laws that apply.

    ``events`` (the record's) lets a revoke say what established it.
    """
    law = law_ref(WBF2017.laws_text(irr.kind))
    if isinstance(irr, OutOfTurn):
        who, card, expected = seat_in(irr.seat, "nom"), str(irr.card), seat_in(irr.expected, "gen")
        if irr.is_lead:
            template = translate("PlayModel", "Lead out of turn: %1 led %2 to trick %3 at %4's turn")
        else:
            template = translate("PlayModel", "Play out of turn: %1 played %2 to trick %3 at %4's turn")
        text = arg(template, who, card, irr.trick, expected)
        if irr.withdrawn_by is not None:
            text = clauses(text, translate("PlayModel", "card taken back"))
        return f"{text} ({law})"
    if isinstance(irr, Revoke):
        text = arg(
            translate("PlayModel", "Revoke by %1 at trick %2: %3 played when %4 was led"),
            seat_in(irr.seat, "gen"),
            irr.trick,
            str(irr.card),
            irr.suit_led.symbol,
        )
        status = translate("PlayModel", "corrected") if irr.corrected else _established_text(irr, events)
        return f"{clauses(text, status)} ({law})"
    assert isinstance(irr, Exposure)
    if len(irr.cards) == 1:
        template = translate("PlayModel", "Exposed card: %1's %2 (%3) during trick %4")
    else:
        template = translate("PlayModel", "Exposed cards: %1's %2 (%3) during trick %4")
    text = arg(template, seat_in(irr.seat, "gen"), cards_text(irr.cards), expose_how_text(irr.how), irr.trick)
    return f"{text} ({law})"


class PlayModel(QAbstractTableModel):
    """A table model of a :class:`PlayRecord`'s tricks; give it one with :meth:`set_record`."""

    def __init__(self, record: PlayRecord | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._record: PlayRecord | None = None
        self._rows: tuple[Trick | None, ...] = ()
        self._keys: list[object] = []
        self._cache: dict[tuple[int, int, int], Any] = {}
        self._store(record)

    @property
    def record(self) -> PlayRecord | None:
        return self._record

    def _store(self, record: PlayRecord | None) -> None:
        old_keys = self._keys
        self._record = record
        self._play_index: dict[tuple[Seat, Card], int] = {}
        self._by_event: dict[int, tuple[PlayIrregularity, ...]] = {}
        self._exposures: dict[int, tuple[Exposure, ...]] = {}
        self._tally: list[tuple[int, int]] = []
        if record is None:
            self._rows = ()
            self._keys = []
            self._cache = {}
            return
        state = record.state
        rows: list[Trick | None] = list(state.tricks)
        if state.current is not None and state.current.cards:
            rows.append(state.current)
        rows.extend([None] * (TRICKS_PER_DEAL - len(rows)))
        self._rows = tuple(rows)
        for i, event in enumerate(record.events):
            if isinstance(event, Play):
                self._play_index[(event.seat, event.card)] = i
        by_event: dict[int, list[PlayIrregularity]] = {}
        exposures: dict[int, list[Exposure]] = {}
        for irr in record.irregularities():
            if isinstance(irr, Exposure):
                exposures.setdefault(irr.trick, []).append(irr)
            else:
                by_event.setdefault(irr.index, []).append(irr)
        self._by_event = {i: tuple(v) for i, v in by_event.items()}
        self._exposures = {n: tuple(v) for n, v in exposures.items()}
        side = record.contract.declaring_side
        ours = theirs = 0
        for trick in self._rows:
            if trick is not None and trick.winner is not None:
                ours, theirs = (ours + 1, theirs) if trick.winner.side is side else (ours, theirs + 1)
            self._tally.append((ours, theirs))
        self._keys = [self._row_key(row, trick) for row, trick in enumerate(self._rows)]
        kept = {r for r, key in enumerate(self._keys) if r < len(old_keys) and old_keys[r] == key}
        self._cache = {k: v for k, v in self._cache.items() if k[0] in kept}

    def _row_key(self, row: int, trick: Trick | None) -> object:
        """A value that changes whenever anything the row shows does."""
        number = row + 1
        if trick is None:
            return self._exposures.get(number, ())
        indices = tuple(self._play_index.get(tc, -1) for tc in trick.cards)
        return (
            trick,
            self._tally[row],
            indices,
            tuple(self._by_event.get(i, ()) for i in indices),
            self._exposures.get(number, ()),
        )

    def set_record(self, record: PlayRecord | None) -> None:
        """Show ``record``; only the rows that changed are reported to the views.

        With a record there are always 13 rows, one per trick (empty until played), so an
        edit never inserts or removes rows: a view repaints the rows that changed only.
        """
        if record is self._record:
            return
        old_keys = self._keys
        if self._record is None or record is None or record.contract != self._record.contract:
            self.beginResetModel()
            self._store(record)
            self.endResetModel()
            return
        self._store(record)
        changed = [r for r, key in enumerate(self._keys) if old_keys[r] != key]
        if changed:
            self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], COLUMN_COUNT - 1))

    def retranslate(self) -> None:
        """Texts are made at display time: ask the views to fetch them again."""
        self._cache = {}
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMN_COUNT - 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._rows) - 1, COLUMN_COUNT - 1))

    @property
    def played_rows(self) -> int:
        """Rows holding a trick quitted or in progress (the others wait for theirs)."""
        return sum(1 for trick in self._rows if trick is not None)

    def row_of_trick(self, number: int) -> int | None:
        """The row of trick ``number`` once it has a card."""
        row = number - 1
        return row if 0 <= row < len(self._rows) and self._rows[row] is not None else None

    # -- QAbstractTableModel -------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else COLUMN_COUNT

    def flags(self, index: Index) -> Qt.ItemFlag:
        return _CELL_FLAGS if in_table(self, index) else Qt.ItemFlag.NoItemFlags

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Vertical:
            return None
        if not 0 <= section < COLUMN_COUNT:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if FIRST_SEAT_COLUMN <= section < WINNER_COLUMN:
                return seat_name(SEAT_COLUMNS[section - FIRST_SEAT_COLUMN])
            return {
                TRICK_COLUMN: translate("PlayModel", "Trick"),
                LEADER_COLUMN: translate("PlayModel", "Lead"),
                WINNER_COLUMN: translate("PlayModel", "Won by"),
                TALLY_COLUMN: translate("PlayModel", "Total"),
            }[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return {
                TRICK_COLUMN: translate("PlayModel", "Trick number"),
                LEADER_COLUMN: translate("PlayModel", "Who led to the trick"),
                WINNER_COLUMN: translate("PlayModel", "Who won the trick (Law 44)"),
                TALLY_COLUMN: translate("PlayModel", "Tricks won so far: declarer's side – defenders"),
            }.get(section)
        if role == PlayRole.SEAT and FIRST_SEAT_COLUMN <= section < WINNER_COLUMN:
            return SEAT_COLUMNS[section - FIRST_SEAT_COLUMN]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Views ask for every role of every visible cell at each repaint: answers are cached
        # per cell until the cell's row changes (see _store).
        row, column = index.row(), index.column()
        key = (row, column, role)
        cache = self._cache
        if key in cache:
            return cache[key]
        if not in_table(self, index):
            return None
        value = cache[key] = self._data(row, column, role)
        return value

    def _data(self, row: int, column: int, role: int) -> Any:
        trick = self._rows[row]
        if trick is None:
            return self._future_data(row, column, role)
        if role == PlayRole.TRICK:
            return trick
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if FIRST_SEAT_COLUMN <= column < WINNER_COLUMN:
            return self._card_data(trick, SEAT_COLUMNS[column - FIRST_SEAT_COLUMN], role)
        if role == PlayRole.POSITION:
            return self._trick_position(trick)
        if column == TRICK_COLUMN:
            return self._number_data(trick.number, role)
        if column == LEADER_COLUMN:
            if role == Qt.ItemDataRole.DisplayRole:
                return seat_name(trick.leader)
            return trick.leader if role == PlayRole.SEAT else None
        if column == WINNER_COLUMN:
            if role == Qt.ItemDataRole.DisplayRole:
                return seat_name(trick.winner) if trick.winner is not None else ""
            return trick.winner if role == PlayRole.SEAT else None
        if role == Qt.ItemDataRole.DisplayRole:
            ours, theirs = self._tally[row]
            return f"{ours}–{theirs}"
        return None

    def _future_data(self, row: int, column: int, role: int) -> Any:
        """A trick not played yet: its number, greyed (and any card exposed meanwhile)."""
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if column == TRICK_COLUMN:
            if role == Qt.ItemDataRole.ForegroundRole:
                return brush(Role.MUTED)
            return self._number_data(row + 1, role)
        if FIRST_SEAT_COLUMN <= column < WINNER_COLUMN and role == PlayRole.SEAT:
            return SEAT_COLUMNS[column - FIRST_SEAT_COLUMN]
        return None

    def _trick_position(self, trick: Trick) -> int:
        indices = [self._play_index.get(tc, -1) for tc in trick.cards]
        return max(indices, default=-1) + 1

    def _number_data(self, number: int, role: int) -> Any:
        exposures = self._exposures.get(number, ())
        if role == Qt.ItemDataRole.DisplayRole:
            return str(number)
        if role == PlayRole.IRREGULARITIES:
            return exposures
        if role == Qt.ItemDataRole.BackgroundRole:
            return brush(Role.IRREGULAR_FILL) if exposures else None
        if role == Qt.ItemDataRole.ToolTipRole and exposures:
            events = self._record.events if self._record is not None else None
            return "\n".join(describe_play_irregularity(e, events) for e in exposures)
        return None

    def _card_data(self, trick: Trick, seat: Seat, role: int) -> Any:
        if role == PlayRole.SEAT:
            return seat
        card = trick.card_of(seat)
        if card is None:
            if trick.omitted is seat and role == Qt.ItemDataRole.DisplayRole:
                return "\u2014"  # quitted without his card: a defective trick (Law 67)
            return None
        event = self._play_index.get((seat, card), -1)
        issues = self._by_event.get(event, ())
        is_lead = trick.cards[0].seat is seat
        is_winner = trick.winner is seat
        extra = trick.extra_cards if trick.extra is seat else ()
        if role == Qt.ItemDataRole.DisplayRole:  # a card too many lies in the trick too (Law 67)
            return " ".join((str(card), *(f"+{c}" for c in extra)))
        if role == Qt.ItemDataRole.ForegroundRole:
            return brush(Role.RED_SUIT) if card.suit.is_red else None
        if role == Qt.ItemDataRole.BackgroundRole:
            if issues or extra:
                return brush(Role.IRREGULAR_FILL)
            return brush(Role.WINNER_FILL) if is_winner else None
        if role == Qt.ItemDataRole.FontRole:
            if not (is_lead or is_winner or issues):
                return None
            font = QFont()
            font.setUnderline(is_lead)
            font.setBold(is_winner or bool(issues))
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._card_tooltip(seat, card, is_lead, is_winner, issues)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            text = arg(translate("PlayModel", "%1: %2"), seat_name(seat), str(card))
            return clauses(text, *self._descriptions(issues))
        return {
            PlayRole.CARD: card,
            PlayRole.EVENT_INDEX: event,
            PlayRole.IRREGULARITIES: issues,
            PlayRole.IS_LEAD: is_lead,
            PlayRole.IS_WINNER: is_winner,
            PlayRole.POSITION: event + 1,
        }.get(role)

    def _descriptions(self, issues: tuple[PlayIrregularity, ...]) -> list[str]:
        events = self._record.events if self._record is not None else None
        return [describe_play_irregularity(irr, events) for irr in issues]

    def _card_tooltip(
        self, seat: Seat, card: Card, is_lead: bool, is_winner: bool, issues: tuple[PlayIrregularity, ...]
    ) -> str:
        if is_lead:
            first = arg(translate("PlayModel", "%1 led %2"), seat_in(seat, "Nom"), str(card))
        else:
            first = arg(translate("PlayModel", "%1 played %2"), seat_in(seat, "Nom"), str(card))
        lines = [first]
        if is_winner:
            lines.append(translate("PlayModel", "Won the trick"))
        lines.extend(self._descriptions(issues))
        return "\n".join(lines)
