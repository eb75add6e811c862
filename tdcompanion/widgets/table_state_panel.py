"""The table after the rulings, live across tricks: penalty cards, lead and play restrictions,
information notes, cards played against a rectification, trick transfers, reminders, and what the
Director must settle now (Laws 50-52, 57, 64). Each prompt, and each card played against a
rectification (a penalty card not played, Law 52; a restriction not complied with, a revoke under
Law 61A), has a button to rule on it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QListView, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from tdcompanion.core.auction import Auction
from tdcompanion.core.laws import Irregularity, IrregularityKind, Prompt, TableState
from tdcompanion.core.play import PlayState
from tdcompanion.models.ruling_session import interface_language
from tdcompanion.widgets.retranslating import Retranslating
from tdcompanion.wording import table_text

PROMPT_ROLE = Qt.ItemDataRole.UserRole + 1


class TableStatePanel(Retranslating, QWidget):
    """Shows a :class:`TableState`; ``prompt_activated(Prompt)`` when the Director asks to rule on a prompt,
    ``irregularity_activated(Irregularity)`` on a card played against a rectification."""

    prompt_activated = Signal(object)
    irregularity_activated = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table-state")
        self.title = QLabel(self)
        self.title.setObjectName("table-state-title")
        self.tree = QListWidget(self)  # sections and their lines, wrapped: Greek lines are long
        self.tree.setObjectName("table-state-list")
        self.tree.setWordWrap(True)
        self.tree.setResizeMode(QListView.ResizeMode.Adjust)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tree.itemActivated.connect(self._activated)
        self.tree.currentItemChanged.connect(lambda *_: self._update_button())
        self.rule_button = QPushButton(self)
        self.rule_button.setObjectName("rule-prompt")
        self.rule_button.clicked.connect(self._rule_current)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.rule_button)
        self._table = TableState()
        self._state: PlayState | None = None
        self._prompts: tuple[Prompt, ...] = ()
        self._auction: Auction | None = None
        self.sections: dict[str, list[QListWidgetItem]] = {}
        self.retranslate_ui()

    def show_table(self, table: TableState, state: PlayState | None, prompts: tuple[Prompt, ...],
                   auction: Auction | None = None) -> None:  # fmt: skip
        if (table is self._table and state is self._state and auction is self._auction
                and prompts == self._prompts and self.sections):  # fmt: skip
            return  # nothing changed (a choice made, a question answered): the wrapped list is not laid out again
        self._table, self._state, self._prompts, self._auction = table, state, prompts, auction
        self._fill()

    def lines(self, section: str) -> list[str]:
        """The texts shown under ``section`` (``"prompts"``, ``"penalty_cards"`` ...), for tests and reports."""
        return [item.text() for item in self.sections.get(section, [])]

    def _fill(self) -> None:
        lang = interface_language()
        table, state = self._table, self._state
        groups: list[tuple[str, str, list[tuple[str, Prompt | Irregularity | None]]]] = [
            ("prompts", self.tr("To settle now"), [(table_text.prompt_text(p, lang), p) for p in self._prompts]),
            ("roles", self.tr("Declarer and dummy"), [(t, None) for t in table_text.role_texts(table, lang)]),
            ("auction", self.tr("Auction"), [(t, None) for t in table_text.auction_texts(table, self._auction, lang)]),
            ("penalty_cards", self.tr("Penalty cards"),
             [(table_text.penalty_card_text(p, lang), None) for p in table.penalty_cards]),
            ("restrictions", self.tr("Lead and play restrictions"),
             [(t, None) for t in table_text.restriction_texts(table, lang)]),
            ("violations", self.tr("Cards played against a rectification"),
             [(table_text.violation_text(v, lang), _ruled_as(v.irregularity, v.event)) for v in table.violations]),
            ("information", self.tr("Information"), [(table_text.note_text(n, lang), None) for n in table.notes]),
            ("transfers", self.tr("Tricks to transfer at the end of play"),
             [(t, None) for t in table_text.transfer_texts(table, state, lang)]),
            ("reminders", self.tr("Call the Director back"),
             [(t, None) for t in table_text.reminder_texts(table, lang)]),
        ]  # fmt: skip
        self.tree.clear()
        self.sections = {}
        for key, title, rows in groups:
            if not rows:
                continue
            head = QListWidgetItem(title, self.tree)
            font = head.font()
            font.setBold(True)
            head.setFont(font)
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            items = []
            for text, prompt in rows:
                child = QListWidgetItem(text, self.tree)
                child.setData(PROMPT_ROLE, prompt)
                items.append(child)
            self.sections[key] = items
        if not self.sections:
            QListWidgetItem(self.tr("Nothing on the table: no penalty card, restriction or reminder."), self.tree)
        prompts = self.sections.get("prompts")
        if prompts:
            self.tree.setCurrentItem(prompts[0])
        self._update_button()

    def select(self, section: str, row: int = 0) -> None:
        """Make line ``row`` of ``section`` the current item (what "Rule on the selected item" rules on)."""
        self.tree.setCurrentItem(self.sections[section][row])

    def _current_target(self) -> Prompt | Irregularity | None:
        item = self.tree.currentItem()
        target = item.data(PROMPT_ROLE) if item is not None else None
        return target if isinstance(target, Prompt | Irregularity) else None

    def _update_button(self) -> None:
        self.rule_button.setEnabled(self._current_target() is not None)

    def _activated(self, item: QListWidgetItem) -> None:
        self._rule_on(item.data(PROMPT_ROLE))

    def _rule_current(self) -> None:
        self._rule_on(self._current_target())

    def _rule_on(self, target: object) -> None:
        if isinstance(target, Prompt):
            self.prompt_activated.emit(target)
        elif isinstance(target, Irregularity):
            self.irregularity_activated.emit(target)

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("At the table"))
        self.rule_button.setText(self.tr("Rule on the selecte&d item"))
        self._fill()


def _ruled_as(kind: IrregularityKind, event: int | None) -> Irregularity | None:
    """The irregularity to rule on for a card played against a rectification (play event ``event``)."""
    return Irregularity(kind, event=event) if event is not None else None
