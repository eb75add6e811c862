"""The whole deal as a PBN string: read it, copy it, or type/paste one.

A string that cannot be read stays here, its bad character marked, until it is
corrected (Enter applies it) or abandoned (Esc shows the deal again): the deal
itself is not touched.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from tdcompanion.core.deal import Deal
from tdcompanion.models.board_commands import Label
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.models.colours import Role
from tdcompanion.widgets.hand_editor.marked_line_edit import MarkedLineEdit
from tdcompanion.widgets.hand_editor.messages import problem_message
from tdcompanion.widgets.hand_editor.notation import NotationError, Problem, read_deal
from tdcompanion.widgets.palette_follow import styled, text_style
from tdcompanion.widgets.retranslating import Retranslating


class DealLine(Retranslating, QWidget):
    """Label, PBN line edit and the message saying what is wrong with it."""

    def __init__(self, document: BoardDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.problem: Problem | None = None
        self.label = QLabel(self)
        self.edit = MarkedLineEdit(self)
        self.edit.setObjectName("deal-pbn")
        self.edit.accepts_deal_paste = False  # a plain paste here is what the user wants
        self.label.setBuddy(self.edit)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        styled(self.message, lambda: text_style(Role.ERROR))
        self.message.hide()
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.label, 0, 0)
        grid.addWidget(self.edit, 0, 1)
        grid.addWidget(self.message, 1, 1)
        grid.setColumnStretch(1, 1)
        self.edit.commit_requested.connect(self._on_commit)
        self.edit.escape_cancels = True
        self.edit.cancelled.connect(self.revert)
        self.retranslate_ui()
        self.show_deal(document.deal)

    def show_deal(self, deal: Deal) -> None:
        """Follow the document, unless a string that cannot be read is waiting for correction."""
        text = deal.to_pbn()
        if self.problem is None and text != self.edit.text():
            self.edit.setText(text)
            self.edit.setModified(False)

    def revert(self) -> None:
        self._set_problem(None)
        self.show_deal(self.document.deal)

    def apply(self, text: str, undo_text: Label, *, focus: bool = True) -> bool:
        """Read ``text`` and make it the deal; on failure keep it here, marked (and focused,
        unless the user is leaving the line)."""
        if text != self.edit.text():
            self.edit.setText(text)
        try:
            deal = read_deal(text)
        except NotationError as exc:
            self._set_problem(exc.problem)
            if focus:
                self.edit.setFocus(Qt.FocusReason.OtherFocusReason)
                self.edit.setSelection(exc.problem.position, max(exc.problem.length, 1))
            return False
        self._set_problem(None)
        self.document.set_deal(deal, undo_text)
        self.show_deal(self.document.deal)
        return True

    def _on_commit(self, step: int) -> None:
        text = self.edit.text()
        if step == 0 and (not self.edit.isModified() or text == self.document.deal.to_pbn()):
            return
        self.apply(text, lambda: QCoreApplication.translate("DealLine", "Deal typed as PBN"), focus=step != 0)

    def _set_problem(self, problem: Problem | None) -> None:
        self.problem = problem
        self.message.setVisible(problem is not None)
        self.message.setText(problem_message(problem) if problem is not None else "")
        self.message.setToolTip(problem.detail if problem is not None else "")
        self.edit.set_marks((problem.position, problem.length) if problem is not None else None)

    def retranslate_ui(self) -> None:
        self.label.setText(self.tr("Deal (&PBN):"))
        self.edit.setToolTip(self.tr("The deal as PBN, e.g. N:AKQ2.J93.T8.754 - - -; Enter applies, Esc restores"))
        if self.problem is not None:
            self._set_problem(self.problem)
