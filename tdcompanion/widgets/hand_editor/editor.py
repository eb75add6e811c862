"""The hand editor: the board as it was at the table.

Compass diagram (N top, W left, E right, S bottom) with one entry per seat, the
table centre (number, dealer, vulnerability, cards left), a 52-card palette, the
deal as a PBN line, and a summary of what is wrong with the deal. Everything edits
one :class:`BoardDocument`; everything is undoable.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QUndoStack
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from tdcompanion.core.board import Board
from tdcompanion.core.deal import Deal
from tdcompanion.core.seats import Seat
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.models.colours import Role
from tdcompanion.models.deal_model import (
    CardPaletteModel,
    DealModel,
    HandState,
    hand_state,
    hand_state_text,
)
from tdcompanion.models.labels import seat_name
from tdcompanion.models.text import arg, ntranslate
from tdcompanion.widgets.hand_editor.board_fields import BoardFields
from tdcompanion.widgets.hand_editor.card_palette import CardPalette
from tdcompanion.widgets.hand_editor.deal_line import DealLine
from tdcompanion.widgets.hand_editor.seat_panel import SeatPanel
from tdcompanion.widgets.hand_editor.table_centre import TableCentre
from tdcompanion.widgets.palette_follow import coloured, follow_palette
from tdcompanion.widgets.retranslating import Retranslating

_SUMMARY_DUPLICATES = 4
_GRID = {Seat.N: (0, 1), Seat.W: (1, 0), Seat.E: (1, 2), Seat.S: (2, 1)}


class HandEditor(Retranslating, QWidget):
    """Edit a board's number, dealer, vulnerability and deal.

    Embed it anywhere; put :attr:`undo_action`, :attr:`redo_action`,
    :attr:`paste_deal_action`, :attr:`copy_deal_action` and :attr:`clear_action`
    in a menu if wanted (their shortcuts work while the editor has the focus).
    """

    def __init__(self, document: BoardDocument | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hand-editor")
        self._document = document if document is not None else BoardDocument(parent=self)
        doc = self._document
        self.deal_model = DealModel(parent=self)
        self.palette_model = CardPaletteModel(parent=self)
        self.deal_model.set_deal(doc.deal)
        self.palette_model.set_deal(doc.deal)

        self._make_actions()
        self.fields = BoardFields(doc, self)
        self.centre = TableCentre(self)
        self.panels = {seat: SeatPanel(seat, doc, self.deal_model, self) for seat in Seat}
        self.card_palette = CardPalette(doc, self.palette_model, self)
        self.deal_line = DealLine(doc, self)
        self.summary = QLabel(self)
        self.summary.setObjectName("deal-summary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self._lay_out()

        for panel in self.panels.values():
            panel.committed.connect(self._on_committed)
            panel.entry.deal_pasted.connect(self.paste_deal_text)
        self.card_palette.cards_given.connect(self._complete_deal)
        self._connect(doc)
        self._set_tab_order()
        self.retranslate_ui()
        follow_palette(self.summary, self._restyle_summary)

    # --- layout -----------------------------------------------------------------

    def _make_actions(self) -> None:
        def action(name: str, shortcuts: list[QKeySequence], slot: object) -> QAction:
            a = QAction(self)
            a.setObjectName(name)
            a.setShortcuts(shortcuts)
            a.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            a.triggered.connect(slot)
            self.addAction(a)
            return a

        undo_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Undo)
        redo_keys = [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")]
        redo_keys += [k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo) if k not in redo_keys]
        self.undo_action = action("undo", undo_keys, self.undo)
        self.redo_action = action("redo", redo_keys, self.redo)
        self.paste_deal_action = action(
            "paste-deal", [QKeySequence("Ctrl+Shift+V"), *QKeySequence.keyBindings(QKeySequence.StandardKey.Paste)],
            self.paste_deal,
        )  # fmt: skip
        self.copy_deal_action = action("copy-deal", [QKeySequence("Ctrl+Shift+C")], self.copy_deal)
        self.clear_action = action("clear-deal", [], self.clear)

    def _lay_out(self) -> None:
        def buttons(layout: QHBoxLayout, actions: tuple[QAction, ...]) -> None:
            for a in actions:
                button = QToolButton(self)
                button.setDefaultAction(a)  # shows the short icon text; the full text is for menus
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
                layout.addWidget(button)
                self.buttons.append(button)

        self.buttons: list[QToolButton] = []
        top = QHBoxLayout()
        top.addWidget(self.fields, 1)
        buttons(top, (self.undo_action, self.redo_action))
        bottom = QHBoxLayout()
        bottom.addWidget(self.deal_line, 1)
        buttons(bottom, (self.paste_deal_action, self.copy_deal_action, self.clear_action))
        bottom.setAlignment(self.deal_line, Qt.AlignmentFlag.AlignTop)

        compass = QGridLayout()
        compass.setSpacing(6)
        for seat, (row, col) in _GRID.items():
            compass.addWidget(self.panels[seat], row, col)
        compass.addWidget(self.centre, 1, 1)
        side = QVBoxLayout()
        side.addWidget(self.card_palette)
        side.addWidget(self.summary)
        side.addStretch(1)
        compass.addLayout(side, 0, 3, 3, 1)
        self._compass, self._side = compass, side
        compass.setColumnMinimumWidth(2, 0)
        compass.setColumnStretch(0, 1)
        compass.setColumnStretch(1, 1)
        compass.setColumnStretch(2, 1)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(compass, 1)
        layout.addLayout(bottom)

    def set_wide(self, wide: bool) -> None:
        """The card palette beside the compass (wide) or under it (a narrow screen)."""
        self._compass.removeItem(self._side)
        if wide:
            self._compass.addLayout(self._side, 0, 3, 3, 1)
        else:
            self._compass.addLayout(self._side, 3, 0, 1, 3)

    def _set_tab_order(self) -> None:
        chain: list[QWidget] = [self.fields.number, self.fields.dealer, self.fields.vulnerability]
        chain += [self.panels[s].entry for s in Seat]
        chain += [*self.card_palette.seat_buttons.values(), self.card_palette.out_button, self.card_palette.view]
        chain += [self.deal_line.edit, *self.buttons[2:], *self.buttons[:2]]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    # --- the document -----------------------------------------------------------

    @property
    def document(self) -> BoardDocument:
        return self._document

    def set_document(self, document: BoardDocument) -> None:
        """Edit another board (each document keeps its own undo history)."""
        old = self._document
        old.board_changed.disconnect(self._on_board_changed)
        old.deal_changed.disconnect(self._on_deal_changed)
        old.undo_stack.indexChanged.disconnect(self._update_undo_actions)
        self._document = document
        for panel in self.panels.values():
            panel.document = document
        self.card_palette.document = self.fields.document = self.deal_line.document = document
        self._connect(document)
        for panel in self.panels.values():
            panel.reload()
        self.deal_line.revert()

    def _connect(self, doc: BoardDocument) -> None:
        self._board_shown: tuple[object, ...] | None = None
        doc.board_changed.connect(self._on_board_changed)
        doc.deal_changed.connect(self._on_deal_changed)
        doc.undo_stack.indexChanged.connect(self._update_undo_actions)
        self._on_board_changed(doc.board)
        self._on_deal_changed(doc.deal)
        self._update_undo_actions()

    def _on_board_changed(self, board: Board) -> None:
        shown = (board.number, board.dealer, board.vulnerability)
        if shown != self._board_shown:  # most edits change only the deal
            self._board_shown = shown
            self.fields.show_board(board)
            self.centre.show_board(board)
            vul = board.vulnerability
            for seat, panel in self.panels.items():
                panel.show_vulnerable(vul is not None and vul.is_vulnerable(seat))

    def _on_deal_changed(self, deal: Deal) -> None:
        self.deal_model.set_deal(deal)
        self.palette_model.set_deal(deal)
        self.centre.show_deal(deal)
        self.deal_line.show_deal(deal)
        self._show_summary(deal)

    def _update_undo_actions(self, _index: int = 0) -> None:
        stack: QUndoStack = self._document.undo_stack
        try:
            can_undo, can_redo = stack.canUndo(), stack.canRedo()
        except RuntimeError:  # the stack empties itself while being destroyed, after its wrapper
            return
        self.undo_action.setEnabled(can_undo)
        self.redo_action.setEnabled(can_redo)
        undo, redo = stack.undoText(), stack.redoText()
        self.undo_action.setText(arg(self.tr("Undo %1"), undo) if undo else self.tr("Undo"))
        self.redo_action.setText(arg(self.tr("Redo %1"), redo) if redo else self.tr("Redo"))
        self.undo_action.setIconText(self.tr("Undo"))
        self.redo_action.setIconText(self.tr("Redo"))
        self.undo_action.setToolTip(self.undo_action.text())
        self.redo_action.setToolTip(self.redo_action.text())

    # --- flows ------------------------------------------------------------------

    def _on_committed(self, seat: Seat, step: int) -> None:
        self._complete_deal()
        if step:
            target = seat.next if step > 0 else seat.rho
            self.focus_seat(target)

    def _complete_deal(self) -> None:
        """Three hands of 13: the fourth gets the rest, as its own undo step."""
        self._document.fill_fourth()

    def undo(self) -> None:
        self._document.undo_stack.undo()

    def redo(self) -> None:
        self._document.undo_stack.redo()

    def clear(self) -> None:
        self._document.clear()

    def focus_seat(self, seat: Seat) -> None:
        self.panels[seat].entry.setFocus(Qt.FocusReason.TabFocusReason)

    def paste_deal(self) -> None:
        """Apply the deal string on the clipboard; if it cannot be read it waits, marked, in the PBN line."""
        self.paste_deal_text(QGuiApplication.clipboard().text())

    def paste_deal_text(self, text: str) -> bool:
        return self.deal_line.apply(text.strip(), lambda: QCoreApplication.translate("HandEditor", "Paste deal"))

    def copy_deal(self) -> None:
        QGuiApplication.clipboard().setText(self._document.deal.to_pbn())

    def _restyle_summary(self) -> None:
        self._show_summary(self._document.deal)

    def _show_summary(self, deal: Deal) -> None:
        lines = []
        dups = sorted(deal.duplicates(), reverse=True)
        if dups:
            holders = self.palette_model
            for card in dups[:_SUMMARY_DUPLICATES]:
                names = ", ".join(seat_name(s) for s in holders.holders(card))
                text = arg(self.tr("%1 is held twice: %2"), card, names)
                lines.append(coloured(text, Role.ERROR))
            if len(dups) > _SUMMARY_DUPLICATES:
                more = ntranslate(
                    "HandEditor", "… and %n more held twice",
                    "… and %n more held twice", len(dups) - _SUMMARY_DUPLICATES,
                )
                lines.append(coloured(more, Role.ERROR))
        for seat in Seat:
            hand = deal[seat]
            state = hand_state(hand)
            if state in (HandState.DEFICIENT, HandState.OVERFULL):
                role = Role.WARNING if state is HandState.DEFICIENT else Role.ERROR
                lines.append(coloured(arg(self.tr("%1: %2"), seat_name(seat), hand_state_text(hand)), role))
        if not lines and deal.is_complete:
            lines.append(self.tr("The deal is complete."))
        text = "<br>".join(lines)
        if text != self.summary.text():
            self.summary.setText(text)
            self.summary.setVisible(bool(lines))

    # --- language ---------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.paste_deal_action.setText(self.tr("Paste deal"))
        self.paste_deal_action.setIconText(self.tr("Paste"))
        self.paste_deal_action.setToolTip(self.tr("Paste a PBN deal, e.g. N:AKQ2.J93.T8.754 ... (Ctrl+Shift+V)"))
        self.copy_deal_action.setText(self.tr("Copy deal"))
        self.copy_deal_action.setIconText(self.tr("Copy"))
        self.copy_deal_action.setToolTip(self.tr("Copy the deal as PBN (Ctrl+Shift+C)"))
        self.clear_action.setText(self.tr("Clear deal"))
        self.clear_action.setIconText(self.tr("Clear"))
        self.clear_action.setToolTip(self.tr("Empty all four hands (can be undone)"))
        self._document.relabel()  # the undo steps made in the language before (their names show on Undo and Redo)
        self._update_undo_actions()
        self._board_shown = None
        self._on_board_changed(self._document.board)
        self.deal_model.retranslate()
        self.palette_model.retranslate()
        self._show_summary(self._document.deal)
