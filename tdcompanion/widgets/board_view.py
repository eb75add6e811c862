"""A board as a compass diagram: North at the top, West left, East right, South at the bottom.

Read-only for now. The top-left corner gives board number, dealer and vulnerability;
each hand is four lines (``♠ A K 10 2``) with hearts and diamonds in red; a vulnerable seat says so
beside its name as well as on the red of the compass. A hand not
known says so; a hand with too few cards (Law 14) or too many (Law 13) is marked,
and cards held twice or by nobody are listed in the bottom-right corner.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from tdcompanion.core.board import Board
from tdcompanion.core.cards import SUITS_HIGH_FIRST, Card, Suit
from tdcompanion.core.deal import HAND_SIZE, Hand
from tdcompanion.core.seats import Seat
from tdcompanion.models import labels
from tdcompanion.models.colours import Role, css
from tdcompanion.models.text import arg, ntranslate
from tdcompanion.widgets.palette_follow import coloured, follow_palette, set_style, styled, text_style, vulnerable_style
from tdcompanion.widgets.retranslating import Retranslating
from tdcompanion.widgets.vulnerable_badge import VulnerableBadge, title_row

# Grid cell of each hand in the 3 x 3 diagram.
_CELLS = {Seat.N: (0, 1), Seat.W: (1, 0), Seat.E: (1, 2), Seat.S: (2, 1)}


def suit_line(suit: Suit, ranks: str, marked: frozenset[str] = frozenset()) -> str:
    """Rich text for one suit: the symbol (red for hearts and diamonds), then ranks or a dash."""
    symbol = coloured(suit.symbol, Role.RED_SUIT) if suit.is_red else suit.symbol
    shown = [f"<u><b>{r}</b></u>" if r in marked else r for r in ranks.split()] or ["—"]
    return f"{symbol}&nbsp;{'&nbsp;'.join(shown)}"


class HandPanel(QWidget):
    """One seat: its name (and "Vulnerable" when it is), four suit lines and a status line for unknown or
    defective hands."""

    def __init__(self, seat: Seat, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        self.title = QLabel(self)
        bold = QFont(self.title.font())
        bold.setBold(True)
        self.title.setFont(bold)
        self.vulnerable = VulnerableBadge(self)
        layout.addLayout(title_row(self.title, self.vulnerable))
        self._hand: Hand | None = None
        self._marked: frozenset[Card] = frozenset()
        self.suit_labels: dict[Suit, QLabel] = {}
        suit_font = QFont(self.font())
        suit_font.setPointSizeF(suit_font.pointSizeF() * 1.15)
        for suit in SUITS_HIGH_FIRST:
            label = QLabel(self)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setFont(suit_font)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.suit_labels[suit] = label
            layout.addWidget(label)
        # Wide enough for a long suit, so the diagram does not jump from board to board.
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("♠ A K Q J 10 9 8 7 6") + 12)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        styled(self.status, lambda: text_style(Role.WARNING))
        layout.addWidget(self.status)
        layout.addStretch(1)
        follow_palette(self, self._show_suits)

    def show_hand(
        self, title: str, hand: Hand | None, marked: frozenset[Card], status: str, *, vulnerable: bool = False
    ) -> None:
        self.title.setText(title)
        self.vulnerable.setVisible(vulnerable)
        self._hand, self._marked = hand, marked
        self._show_suits()
        self.status.setText(status)
        self.status.setVisible(bool(status))

    def _show_suits(self) -> None:
        hand, marked = self._hand, self._marked
        for suit, label in self.suit_labels.items():
            label.setVisible(hand is not None)
            if hand is not None:
                ranks = " ".join(r.label for r in hand.suit(suit))
                label.setText(suit_line(suit, ranks, frozenset(c.rank.label for c in marked if c.suit is suit)))


class Compass(QFrame):
    """The table in the middle: seat letters, with the vulnerable side's letters on red (the hands say it
    in words too)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("compass")
        self._vulnerable: set[Seat] = set()
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        grid = QGridLayout(self)
        grid.setContentsMargins(4, 4, 4, 4)
        self.letters: dict[Seat, QLabel] = {}
        for seat, cell in _CELLS.items():
            label = QLabel(self)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setMinimumSize(28, 28)
            self.letters[seat] = label
            grid.addWidget(label, *cell)
        follow_palette(self, self._restyle)

    def show_seats(self, vulnerable: set[Seat]) -> None:
        self._vulnerable = set(vulnerable)
        for seat, label in self.letters.items():
            label.setText(labels.seat_letter(seat))
        self._restyle()

    def _restyle(self) -> None:
        cloth = f"background: {css(Role.TABLE_FILL)}; border: 1px solid {css(Role.FRAME)}; border-radius: 6px;"
        set_style(self, f"#compass {{ {cloth} }}")
        for seat, label in self.letters.items():
            set_style(label, vulnerable_style() if seat in self._vulnerable else "font-weight: bold;")


class BoardView(Retranslating, QWidget):
    """Shows one :class:`Board` (or none) as a compass diagram."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._board: Board | None = None
        larger = QFont(self.font())
        larger.setPointSizeF(larger.pointSizeF() * 1.2)
        self.setFont(larger)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        # The diagram keeps its natural size, centred at the top; stretch absorbs the rest.
        outer = QGridLayout(self)
        grid = QGridLayout()
        grid.setSpacing(12)
        outer.addLayout(grid, 0, 1)
        outer.setColumnStretch(0, 1)
        outer.setColumnStretch(2, 1)
        outer.setRowStretch(1, 1)
        corner = QVBoxLayout()
        self.number_label = QLabel(self)
        big = QFont(self.number_label.font())
        big.setBold(True)
        big.setPointSizeF(big.pointSizeF() * 1.3)
        self.number_label.setFont(big)
        self.dealer_label = QLabel(self)
        self.vulnerability_label = QLabel(self)
        for label in (self.number_label, self.dealer_label, self.vulnerability_label):
            corner.addWidget(label)
        corner.addStretch(1)
        grid.addLayout(corner, 0, 0)
        self.hands = {seat: HandPanel(seat, self) for seat in Seat}
        for seat, cell in _CELLS.items():
            grid.addWidget(self.hands[seat], *cell)
        self.compass = Compass(self)
        grid.addWidget(self.compass, 1, 1, Qt.AlignmentFlag.AlignCenter)
        self.defects_label = QLabel(self)
        self.defects_label.setWordWrap(True)
        styled(self.defects_label, lambda: text_style(Role.WARNING))
        self.defects_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        grid.addWidget(self.defects_label, 2, 2)
        self.retranslate_ui()

    @property
    def board(self) -> Board | None:
        return self._board

    def set_board(self, board: Board | None) -> None:
        self._board = board
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        board = self._board
        for panel in self.hands.values():
            panel.setVisible(board is not None)
        self.dealer_label.setVisible(board is not None)
        self.vulnerability_label.setVisible(board is not None)
        if board is None:
            self.number_label.setText(self.tr("No board selected"))
            self.compass.show_seats(set())
            self.defects_label.clear()
            return
        if board.number is None:
            self.number_label.setText(self.tr("Board (no number)"))
        else:
            self.number_label.setText(arg(self.tr("Board %1"), board.number))
        self.dealer_label.setText(arg(self.tr("Dealer: %1"), labels.dealer_name(board.dealer)))
        self.vulnerability_label.setText(
            arg(self.tr("Vulnerable: %1"), labels.vulnerability_name(board.vulnerability))
        )
        vul = board.vulnerability
        vulnerable = {s for s in Seat if vul is not None and vul.is_vulnerable(s)}
        self.compass.show_seats(vulnerable)
        deal = board.deal
        duplicates = deal.duplicates()
        for seat, panel in self.hands.items():
            hand = deal[seat]
            title = labels.seat_name(seat)
            if seat is board.dealer:
                title = arg(self.tr("%1 (dealer)"), title)
            panel.show_hand(title, hand, duplicates, self._hand_status(hand), vulnerable=seat in vulnerable)
        self.defects_label.setText(self._deal_notes(board))

    def _hand_status(self, hand: Hand | None) -> str:
        if hand is None:
            return self.tr("Hand not known")
        if len(hand) < HAND_SIZE:
            return ntranslate(
                "BoardView", "%n card: deficient hand (Law 14)",
                "%n cards: deficient hand (Law 14)", len(hand),
            )
        if len(hand) > HAND_SIZE:
            return ntranslate("BoardView", "%n card: too many (Law 13)", "%n cards: too many (Law 13)", len(hand))
        return ""

    def _deal_notes(self, board: Board) -> str:
        notes = []
        duplicates = sorted(board.deal.duplicates(), reverse=True)
        if duplicates:
            notes.append(arg(self.tr("Cards held twice: %1"), labels.cards_text(duplicates)))
        if all(h is not None for h in board.deal.hands):
            missing = sorted(board.deal.cards_not_dealt(), reverse=True)
            if missing:
                notes.append(arg(self.tr("Cards in no hand: %1"), labels.cards_text(missing)))
        return "\n".join(notes)


__all__ = ["BoardView", "suit_line"]
