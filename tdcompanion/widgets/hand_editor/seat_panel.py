"""One seat of the compass: its name, card count, entry line, message and suit lines.

The entry applies every readable state of its text to the document at once (one
undo step per typing session), so every view follows the typing. Text that cannot
be read stays in the entry, marked, and the document keeps the last hand that
could be read: nothing typed is lost.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QWidget

from tdcompanion.core.cards import SUITS_HIGH_FIRST, Card
from tdcompanion.core.deal import Hand
from tdcompanion.core.seats import Seat
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.models.colours import Role, css
from tdcompanion.models.deal_model import DealModel, HandState, hand_state, hand_state_text
from tdcompanion.models.text import ntranslate
from tdcompanion.widgets.hand_editor.marked_line_edit import MarkedLineEdit
from tdcompanion.widgets.hand_editor.messages import problem_message
from tdcompanion.widgets.hand_editor.notation import (
    NotationError,
    Problem,
    ProblemKind,
    card_spans,
    format_hand,
    read_hand,
)
from tdcompanion.widgets.palette_follow import coloured, follow_palette, set_style, text_style
from tdcompanion.widgets.retranslating import FontSized, Retranslating
from tdcompanion.widgets.vulnerable_badge import VulnerableBadge, title_row

_BADGE = "border-radius: 3px; padding: 0 4px;"


def _state_style(state: HandState) -> str:
    """The card count's look: muted while nothing is known, marked when the hand is wrong."""
    if state in (HandState.UNKNOWN, HandState.EMPTY):
        return text_style(Role.MUTED)
    if state is HandState.DEFICIENT:
        return f"color: {css(Role.WARNING)}; background: {css(Role.WARNING_FILL)}; {_BADGE}"
    if state is HandState.COMPLETE:
        return f"color: {css(Role.SUCCESS)}; padding: 0 4px;"
    return f"color: {css(Role.ON_STRONG)}; background: {css(Role.ALERT)}; {_BADGE}"


def _duplicate_span(rank: str) -> str:
    style = f"background-color:{css(Role.ERROR_FILL)}; color:{css(Role.ERROR)}; font-weight:bold"
    return f'<span style="{style}">{rank}</span>'


def _message_style(kind: str) -> str:
    return {"error": text_style(Role.ERROR), "hint": text_style(Role.MUTED)}.get(kind, "")


class SeatPanel(FontSized, Retranslating, QFrame):
    """The hand of one seat, with "Vulnerable" beside its name when it is. ``committed(step)`` after
    Enter/Shift+Enter (±1) or leaving (0) with readable text; the editor then completes the deal and moves on."""

    committed = Signal(Seat, int)

    def __init__(self, seat: Seat, document: BoardDocument, model: DealModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.document = document
        self._model = model
        self._shown: Hand | None = document.deal[seat]
        self._session = object()
        self._problem: Problem | None = None
        self._state: HandState | None = None
        self._message_kind = ""

        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel(self)
        bold = self.title.font()
        bold.setBold(True)
        self.title.setFont(bold)
        self.vulnerable = VulnerableBadge(self)
        self.count = QLabel(self)
        self.count.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.entry = MarkedLineEdit(self)
        self.entry.setObjectName(f"hand-entry-{seat.letter}")
        self.entry.setText(format_hand(self._shown))
        self.title.setBuddy(self.entry)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.suits = QLabel(self)
        self.suits.setTextFormat(Qt.TextFormat.RichText)
        self.suits.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        # A size that does not follow the cards shown: an edit must not re-lay out the compass.
        self.suits.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

        grid = QGridLayout(self)
        grid.setContentsMargins(6, 4, 6, 4)
        grid.setVerticalSpacing(2)
        grid.addLayout(title_row(self.title, self.vulnerable), 0, 0)
        grid.addWidget(self.count, 0, 1)
        grid.addWidget(self.entry, 1, 0, 1, 2)
        grid.addWidget(self.message, 2, 0, 1, 2)
        grid.addWidget(self.suits, 3, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        grid.setRowStretch(4, 1)
        self.fit_to_font()

        self.entry.textEdited.connect(self._on_text_edited)
        self.entry.commit_requested.connect(self._on_commit_requested)
        model.dataChanged.connect(self._on_model_changed)
        model.modelReset.connect(self.refresh)
        self.retranslate_ui()
        self.refresh()
        follow_palette(self, self._restyle)

    def fit_to_font(self) -> None:
        """The four suit lines whole, and room for a long hand typed, in the font as it is now."""
        metrics = self.suits.fontMetrics()
        self.suits.setFixedHeight(4 * metrics.lineSpacing() + 4)
        self.suits.setMinimumWidth(metrics.horizontalAdvance("♠ A K Q J 10 9 8 7"))
        self.setMinimumWidth(max(185, self.entry.fontMetrics().horizontalAdvance("AKQJ32 KQJ32 AK -") + 24))

    def show_vulnerable(self, vulnerable: bool) -> None:
        self.vulnerable.setVisible(vulnerable)

    def _restyle(self) -> None:
        set_style(self.message, _message_style(self._message_kind))
        if self._state is not None:
            set_style(self.count, _state_style(self._state))
        self._show_suits(self._model.deal[self.seat])

    # --- typing -----------------------------------------------------------------

    def _on_text_edited(self, text: str) -> None:
        self._apply_text(text, committing=False)

    def _apply_text(self, text: str, *, committing: bool) -> bool:
        """Push the hand ``text`` stands for; show what is wrong if it stands for none."""
        try:
            hand = read_hand(text)
        except NotationError as exc:
            self._set_problem(exc.problem, strong=committing or exc.problem.kind is not ProblemKind.MISSING_SUITS)
            return False
        self._set_problem(None)
        if hand != self.document.deal[self.seat]:
            self._shown = hand  # before the push: the refresh it triggers must not rewrite the text
            self.document.set_hand(self.seat, hand, merge_key=self._session)
        else:
            self._shown = hand
        return True

    def _on_commit_requested(self, step: int) -> None:
        ok = self._apply_text(self.entry.text(), committing=True)
        self._session = object()  # the next typing here is a new undo step
        if ok:
            self.committed.emit(self.seat, step)
        elif step != 0 and self._problem is not None:
            self.entry.setSelection(self._problem.position, max(self._problem.length, 1))

    def _set_problem(self, problem: Problem | None, *, strong: bool = True) -> None:
        self._problem = problem
        if problem is None:
            self._show_message("", "")
            self._mark_duplicates()
            return
        self._show_message(problem_message(problem), "error" if strong else "hint")
        self.message.setToolTip(problem.detail)
        self.entry.set_marks((problem.position, problem.length) if strong or problem.length else None)

    def _show_message(self, text: str, kind: str) -> None:
        self.message.setText(text)
        if kind != self._message_kind:  # a style sheet change costs a re-polish
            self._message_kind = kind
            set_style(self.message, _message_style(kind))
        self.message.setVisible(bool(text))

    @property
    def problem(self) -> Problem | None:
        """What is wrong with the entry's text, or None if it reads as a hand."""
        return self._problem

    # --- following the document -------------------------------------------------

    def _on_model_changed(self, top: QModelIndex, bottom: QModelIndex, roles: list[int] | None = None) -> None:
        row = list(Seat).index(self.seat)
        if top.row() <= row <= bottom.row():
            self.refresh()

    def refresh(self) -> None:
        hand = self._model.deal[self.seat]
        if hand != self._shown:
            # Changed from outside (undo, palette, paste, filling): show it, drop stale text.
            self._shown = hand
            self.entry.setText(format_hand(hand))
            self._set_problem(None)
        else:
            self._mark_duplicates()
        self._show_count(hand)
        self._show_suits(hand)

    def reload(self) -> None:
        """Show the document's hand, dropping whatever the entry held (another board)."""
        self._shown = self.document.deal[self.seat]
        self.entry.setText(format_hand(self._shown))
        self._session = object()
        self._set_problem(None)
        self.refresh()

    def _duplicates(self) -> frozenset[Card]:
        hand = self._model.deal[self.seat]
        return self._model.duplicates.intersection(hand) if hand else frozenset()

    def _mark_duplicates(self) -> None:
        if self._problem is not None:
            return
        dups = self._duplicates()
        shaded = [(start, n) for card, start, n in card_spans(self.entry.text()) if card in dups] if dups else []
        self.entry.set_marks(None, shaded)

    def _show_count(self, hand: Hand | None) -> None:
        state = hand_state(hand)
        self.count.setText("?" if hand is None else ntranslate("SeatPanel", "%n card", "%n cards", len(hand)))
        self.count.setToolTip(hand_state_text(hand))
        self.count.setAccessibleName(hand_state_text(hand))
        if state is not self._state:
            self._state = state
            set_style(self.count, _state_style(state))

    def _show_suits(self, hand: Hand | None) -> None:
        dups = self._duplicates()
        lines = []
        for suit in SUITS_HIGH_FIRST:
            cards = [c for c in hand if c.suit is suit] if hand is not None else []
            symbol = coloured(suit.symbol, Role.RED_SUIT) if suit.is_red else suit.symbol
            ranks = [_duplicate_span(c.rank.label) if c in dups else c.rank.label for c in cards]
            lines.append(f"{symbol}&nbsp;{' '.join(ranks) or ('?' if hand is None else '—')}")
        self.suits.setText("<br>".join(lines))

    # --- language ---------------------------------------------------------------

    def retranslate_ui(self) -> None:
        titles = {
            Seat.N: self.tr("&North"),
            Seat.E: self.tr("E&ast"),
            Seat.S: self.tr("&South"),
            Seat.W: self.tr("&West"),
        }
        self.title.setText(titles[self.seat])
        self.entry.setPlaceholderText(self.tr("e.g. AKQ2 J93 T8 754"))
        self.entry.setToolTip(
            self.tr(
                "Spades, hearts, diamonds, clubs, separated by spaces or dots; T or 10; - for a void. "
                "Enter: next hand."
            )
        )
        self.entry.setAccessibleName(titles[self.seat].replace("&", ""))
        if self._problem is not None:
            self._set_problem(self._problem, strong=self._message_kind == "error")
        self._state = None
        self._show_count(self._model.deal[self.seat])
