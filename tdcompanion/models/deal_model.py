"""Item models over a deal, with its defects (Laws 13-14) as data roles.

* :class:`DealModel`: rows are the seats N E S W, columns the suits ♠ ♥ ♦ ♣; a cell
  holds the ranks that seat holds in that suit.
* :class:`CardPaletteModel`: rows are the suits, columns the ranks A..2; a cell is one
  card of the pack and says who holds it (nobody, one seat, or several: a duplicate).

Both follow a :class:`~tdcompanion.models.board_document.BoardDocument` if given one,
or take a deal through ``set_deal``.
"""

from __future__ import annotations

import enum
from collections import Counter
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QCoreApplication,
    QModelIndex,
    QObject,
    Qt,
)

from tdcompanion.core.cards import RANKS_HIGH_FIRST, SUITS_HIGH_FIRST, Card, Suit
from tdcompanion.core.deal import HAND_SIZE, Deal, Hand
from tdcompanion.core.seats import Seat
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.models.cells import Index, in_table
from tdcompanion.models.colours import Role, brush
from tdcompanion.models.labels import cards_text, seat_name
from tdcompanion.models.text import arg, ntranslate

translate = QCoreApplication.translate  # build_translations.py reads translate("Ctx", "literal")

#: Background of a cell holding a duplicated card.

_SEATS: tuple[Seat, ...] = tuple(Seat)
_ROOT = QModelIndex()
_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class HandState(enum.IntEnum):
    """How complete a hand is (Laws 13-14)."""

    UNKNOWN = 0
    """Not known (``None`` in the deal)."""
    EMPTY = 1
    """No card entered yet."""
    DEFICIENT = 2
    """Fewer than 13 cards: recorded and marked, not refused (Law 14)."""
    COMPLETE = 3
    """Exactly 13 cards."""
    OVERFULL = 4
    """More than 13 cards (Law 13)."""


def hand_state(hand: Hand | None) -> HandState:
    if hand is None:
        return HandState.UNKNOWN
    n = len(hand)
    if n == 0:
        return HandState.EMPTY
    if n < HAND_SIZE:
        return HandState.DEFICIENT
    return HandState.COMPLETE if n == HAND_SIZE else HandState.OVERFULL


class DealRole(enum.IntEnum):
    """Custom data roles of both models."""

    CARDS = Qt.ItemDataRole.UserRole + 1
    """``tuple[Card, ...]`` in the cell, highest first (palette: the cell's one card)."""
    DUPLICATES = Qt.ItemDataRole.UserRole + 2
    """``frozenset[Card]``: cards of the cell held more than once in the deal."""
    HAND_COUNT = Qt.ItemDataRole.UserRole + 3
    """``int``: cards in the row's hand (-1 if unknown)."""
    HAND_STATE = Qt.ItemDataRole.UserRole + 4
    """:class:`HandState` of the row's hand."""
    SEAT = Qt.ItemDataRole.UserRole + 5
    """:class:`Seat` of the row (deal model)."""
    SUIT = Qt.ItemDataRole.UserRole + 6
    """:class:`Suit` of the column (deal model) or row (palette)."""
    HOLDERS = Qt.ItemDataRole.UserRole + 7
    """Palette: ``tuple[Seat, ...]`` holding the card, one entry per copy."""


def _suit_header(section: int, role: int) -> Any:
    """A suit's header, spades first: its symbol, red for hearts and diamonds."""
    if not 0 <= section < len(SUITS_HIGH_FIRST):
        return None
    suit = SUITS_HIGH_FIRST[section]
    if role == Qt.ItemDataRole.DisplayRole:
        return suit.symbol
    if role == Qt.ItemDataRole.ForegroundRole:
        return brush(Role.RED_SUIT) if suit.is_red else None
    return None


class _DealFollower(QAbstractTableModel):
    """Keeps the current deal and its duplicates.

    A change is reported only for the cells it touches (``_cell_keys`` says what a cell
    shows), so moving one card repaints one card, not the whole view.
    """

    _row_header_follows_deal = False

    def __init__(self, document: BoardDocument | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store(document.deal if document is not None else Deal())
        if document is not None:
            document.deal_changed.connect(self.set_deal)

    @property
    def deal(self) -> Deal:
        return self._deal

    @property
    def duplicates(self) -> frozenset[Card]:
        """Cards held more than once in the deal."""
        return self._duplicates

    def _store(self, deal: Deal) -> None:
        self._deal = deal
        self._duplicates: frozenset[Card] = deal.duplicates()
        self._keys = self._cell_keys()

    def _cell_keys(self) -> list[list[object]]:
        """Per row, per column: a value that changes whenever the cell's data does."""
        raise NotImplementedError

    def set_deal(self, deal: Deal) -> None:
        old = self._keys
        self._store(deal)
        for row, (before, after) in enumerate(zip(old, self._keys, strict=True)):
            changed = [c for c, (a, b) in enumerate(zip(before, after, strict=True)) if a != b]
            if changed:
                self.dataChanged.emit(self.index(row, changed[0]), self.index(row, changed[-1]))
                if self._row_header_follows_deal:
                    self.headerDataChanged.emit(Qt.Orientation.Vertical, row, row)

    def retranslate(self) -> None:
        """Headers and tooltips are translated at display time: ask the views to fetch them again."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)
        self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not in_table(self, index):
            return Qt.ItemFlag.NoItemFlags
        return _FLAGS


class DealModel(_DealFollower):
    """Rows: seats N E S W. Columns: suits ♠ ♥ ♦ ♣. Display: the ranks, ``—`` for a void."""

    _row_header_follows_deal = True  # "North (12)"

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(_SEATS)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(SUITS_HIGH_FIRST)

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        names.update({int(r): QByteArray(r.name.lower().encode()) for r in DealRole if r is not DealRole.HOLDERS})
        return names

    def index_of(self, seat: Seat, suit: Suit) -> QModelIndex:
        return self.index(_SEATS.index(seat), SUITS_HIGH_FIRST.index(suit))

    def _cell_keys(self) -> list[list[object]]:
        keys: list[list[object]] = []
        for seat in _SEATS:
            hand = self._deal[seat]
            count = len(hand) if hand is not None else -1
            row: list[object] = []
            for suit in SUITS_HIGH_FIRST:
                cards = tuple(c for c in hand if c.suit is suit) if hand is not None else ()
                row.append((count, cards, self._duplicates.intersection(cards)))
            keys.append(row)
        return keys

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not in_table(self, index):
            return None
        seat, suit = _SEATS[index.row()], SUITS_HIGH_FIRST[index.column()]
        hand = self._deal[seat]
        cards = tuple(c for c in hand if c.suit is suit) if hand is not None else ()
        if role == Qt.ItemDataRole.DisplayRole:
            if hand is None:
                return "?"
            return " ".join(c.rank.label for c in cards) or "—"
        if role == Qt.ItemDataRole.ForegroundRole:
            return brush(Role.RED_SUIT) if suit.is_red else None
        if role == Qt.ItemDataRole.BackgroundRole:
            return brush(Role.ERROR_FILL) if self._duplicates.intersection(cards) else None
        if role == Qt.ItemDataRole.ToolTipRole:
            dups = sorted(self._duplicates.intersection(cards), reverse=True)
            if dups:
                return arg(translate("DealModel", "Held more than once: %1"), cards_text(dups))
            return None
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return f"{seat_name(seat)} {suit.symbol} {self.data(index)}"
        return self._custom(role, seat, suit, hand, cards)

    def _custom(self, role: int, seat: Seat, suit: Suit, hand: Hand | None, cards: tuple[Card, ...]) -> Any:
        if role == DealRole.CARDS:
            return cards
        if role == DealRole.DUPLICATES:
            return self._duplicates.intersection(cards)
        if role == DealRole.HAND_COUNT:
            return len(hand) if hand is not None else -1
        if role == DealRole.HAND_STATE:
            return hand_state(hand)
        if role == DealRole.SEAT:
            return seat
        if role == DealRole.SUIT:
            return suit
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal:
            return _suit_header(section, role)
        if not 0 <= section < len(_SEATS):
            return None
        seat = _SEATS[section]
        hand = self._deal[seat]
        if role == Qt.ItemDataRole.DisplayRole:
            if hand is None:
                return seat_name(seat)
            return arg(translate("DealModel", "%1 (%2)"), seat_name(seat), len(hand))
        if role == Qt.ItemDataRole.ToolTipRole:
            return hand_state_text(hand)
        return None


def hand_state_text(hand: Hand | None) -> str:
    """One sentence on the hand's card count, for tooltips and status lines."""
    state = hand_state(hand)
    n = len(hand) if hand is not None else 0
    if state is HandState.UNKNOWN:
        return translate("DealModel", "Hand not known")
    if state is HandState.EMPTY:
        return translate("DealModel", "No cards entered")
    if state is HandState.DEFICIENT:
        return ntranslate("DealModel", "Deficient hand: %n card (Law 14)", "Deficient hand: %n cards (Law 14)", n)
    if state is HandState.OVERFULL:
        return ntranslate("DealModel", "Too many cards: %n (Law 13)", "Too many cards: %n (Law 13)", n)
    return translate("DealModel", "13 cards")


class CardPaletteModel(_DealFollower):
    """Rows: suits ♠ ♥ ♦ ♣. Columns: ranks A K … 2. Each cell is one card and who holds it."""

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(SUITS_HIGH_FIRST)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(RANKS_HIGH_FIRST)

    def _store(self, deal: Deal) -> None:
        self._holders = _holders(deal)
        super()._store(deal)

    def _cell_keys(self) -> list[list[object]]:
        get = self._holders.get
        return [[get(Card.of(suit, rank), ()) for rank in RANKS_HIGH_FIRST] for suit in SUITS_HIGH_FIRST]

    def card(self, index: Index) -> Card | None:
        if not in_table(self, index):
            return None
        return PALETTE[index.row()][index.column()]

    def index_of(self, card: Card) -> QModelIndex:
        return self.index(SUITS_HIGH_FIRST.index(card.suit), RANKS_HIGH_FIRST.index(card.rank))

    def holders(self, card: Card) -> tuple[Seat, ...]:
        return self._holders.get(card, ())

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        card = self.card(index)
        if card is None:
            return None
        holders = self.holders(card)
        if role == Qt.ItemDataRole.DisplayRole:
            return card.rank.label
        if role == Qt.ItemDataRole.ForegroundRole:
            return brush(Role.RED_SUIT) if card.suit.is_red else None
        if role == Qt.ItemDataRole.BackgroundRole:
            return brush(Role.ERROR_FILL) if len(holders) > 1 else None
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return f"{card}: {holders_text(holders)}"
        if role == DealRole.CARDS:
            return (card,)
        if role == DealRole.HOLDERS:
            return holders
        if role == DealRole.DUPLICATES:
            return frozenset((card,)) if len(holders) > 1 else frozenset()
        if role == DealRole.SUIT:
            return card.suit
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Vertical:
            return _suit_header(section, role)
        if 0 <= section < len(RANKS_HIGH_FIRST) and role == Qt.ItemDataRole.DisplayRole:
            return RANKS_HIGH_FIRST[section].label
        return None


#: The palette's cards by row (suit, spades first) and column (rank, ace first).
PALETTE: tuple[tuple[Card, ...], ...] = tuple(
    tuple(Card.of(suit, rank) for rank in RANKS_HIGH_FIRST) for suit in SUITS_HIGH_FIRST
)


def holders_text(holders: tuple[Seat, ...]) -> str:
    """``not dealt``, ``North``, or ``North and South (held twice)``."""
    if not holders:
        return translate("DealModel", "not dealt")
    names = ", ".join(seat_name(s) for s in holders)
    if len(holders) == 1:
        return names
    times = len(holders)  # a plain name: extraction reads literal arguments only
    return arg(ntranslate("DealModel", "%1 (held once)", "%1 (held %n times)", times), names)


def _holders(deal: Deal) -> dict[Card, tuple[Seat, ...]]:
    found: dict[Card, list[Seat]] = {}
    for seat in Seat:
        hand = deal[seat]
        if hand is None:
            continue
        for card, n in Counter(hand).items():
            found.setdefault(card, []).extend([seat] * n)
    return {c: tuple(s) for c, s in found.items()}
