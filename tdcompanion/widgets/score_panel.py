"""The table's score on the incident: the result obtained with the revoke transfers (Law 64A), an
adjusted score (Law 12C1 assigned or weighted, or Law 12C2 artificial), the board's other results, and
the score in words as the incident report gives it (:func:`~tdcompanion.wording.score_text.score_lines`).

:meth:`ScorePanel.set_context` fills the form from an incident (the result obtained taken from the play
when the incident has none); :meth:`ScorePanel.score_record` gives the form's values back, and
:meth:`ScorePanel.problems` says what keeps them from being taken. What is typed is never changed by a
refusal: the entry at fault is named and marked.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.core import laws
from tdcompanion.core.board import Vulnerability
from tdcompanion.core.contract import Contract, PassedOut
from tdcompanion.core.errors import InputError
from tdcompanion.core.incident import Incident
from tdcompanion.core.laws.law12 import SideScore, disagreements, is_split, ruled_in
from tdcompanion.core.laws.ruling import Resolution
from tdcompanion.core.play_state import PlayState
from tdcompanion.core.scoring.adjusted import AdjustedScore, Artificial, ArtificialScore, Outcome, WeightedScore
from tdcompanion.core.scoring.duplicate import ScoreError
from tdcompanion.core.scoring.sheet import Form, ScoreRecord, Session, TableResult, Traveller, evaluate, obtained_so_far
from tdcompanion.core.scoring.transfers import TransferLedger
from tdcompanion.core.seats import Seat, Side
from tdcompanion.core.tricks import TRICKS_PER_DEAL
from tdcompanion.models.colours import Role
from tdcompanion.models.labels import seat_name
from tdcompanion.models.text import arg, interface_language
from tdcompanion.widgets.palette_follow import styled, text_style
from tdcompanion.widgets.retranslating import Retranslating, sized_to_texts
from tdcompanion.widgets.score_entry import (
    EntryError,
    contract_entry,
    figure_entry,
    others_entry,
    read_contract,
    read_figure,
    read_others,
)
from tdcompanion.widgets.score_outcomes import OutcomeRows, RowEntry, show_text
from tdcompanion.wording.ref_text import law_ref_text
from tdcompanion.wording.score_text import artificial_name, check_lines, form_name, score_lines

NONE, WEIGHTED, ARTIFICIAL = range(3)  # the kinds of adjusted score, in the order of the buttons


@dataclass(frozen=True, slots=True)
class PanelEntries:
    """Everything typed in the panel, taken or not: kept by the workspace while entries cannot be taken,
    so that refilling the panel (another tab, another board) loses nothing."""

    result: tuple[str, int, int, int, int]  # contract, declarer's index, tricks, to declarer, to defenders
    kind: int
    ns_rows: tuple[RowEntry, ...]
    ew_different: bool
    ew_rows: tuple[RowEntry, ...]
    artificial: tuple[int, int]
    session: tuple[str, str]
    form: int
    others: str


class ScorePanel(Retranslating, QWidget):
    """The table's score as a form; ``edited`` on every change by the user."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._filling = False
        self._last_read: tuple[ScoreRecord | None, list[tuple[str, str]]] | None = None
        self._vulnerability = Vulnerability.NONE
        self._from_play: TableResult | None = None
        self._calls_for: laws.AdjustedScore | None = None
        self._sides: tuple[SideScore, ...] = ()  # each side's form and standing under a Law 12 ruling
        self.ruling_note = QLabel(self)
        self.ruling_note.setWordWrap(True)
        self.ruling_note.setObjectName("score-ruling-note")
        self._make_result()
        self._make_adjusted()
        self._make_traveller()
        self.lines = QLabel(self)
        self.lines.setObjectName("score-lines")
        self.lines.setWordWrap(True)
        self.lines.setTextFormat(Qt.TextFormat.PlainText)
        self.lines.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error = self._error_label()
        self.result_area = QGroupBox(self)
        area = QVBoxLayout(self.result_area)
        area.addWidget(self.lines)
        area.addWidget(self.error)
        layout = QVBoxLayout(self)
        layout.addWidget(self.ruling_note)
        layout.addWidget(self.result_box)
        layout.addWidget(self.adjusted_box)
        layout.addWidget(self.traveller_box)
        layout.addWidget(self.result_area)
        layout.addStretch(1)
        self.retranslate_ui()
        self.set_context(None, None, None)

    # --- building ------------------------------------------------------------------------------------

    def _error_label(self) -> QLabel:
        label = QLabel(self)
        label.setWordWrap(True)
        styled(label, lambda: text_style(Role.ERROR))
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.hide()
        return label

    def _spin(self, maximum: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(0, maximum)
        spin.valueChanged.connect(self._changed)
        return spin

    def _make_result(self) -> None:
        self.result_box = QGroupBox(self)
        self.contract = QLineEdit(self)
        self.contract.setObjectName("result-contract")
        self.contract.setPlaceholderText("4S, 3NTX, Pass")
        self.contract.textChanged.connect(self._changed)
        self.declarer = QComboBox(self)
        for seat in Seat:
            self.declarer.addItem("", seat)
        self.declarer.currentIndexChanged.connect(self._changed)
        sized_to_texts(self.declarer)
        self.tricks = self._spin(TRICKS_PER_DEAL)
        self.to_declarer = self._spin(TRICKS_PER_DEAL)
        self.to_defenders = self._spin(TRICKS_PER_DEAL)
        self.from_play_button = QPushButton(self)
        self.from_play_button.clicked.connect(self.take_from_play)
        self.result_message = self._error_label()
        self.result_labels = {key: QLabel(self) for key in ("contract", "declarer", "tricks", "to_declarer",
                                                             "to_defenders")}  # fmt: skip
        form = QFormLayout(self.result_box)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        row = QHBoxLayout()
        row.addWidget(self.contract, 1)
        row.addWidget(self.result_labels["declarer"])
        row.addWidget(self.declarer)
        row.addWidget(self.from_play_button)
        form.addRow(self.result_labels["contract"], row)
        form.addRow(self.result_labels["tricks"], self.tricks)
        form.addRow(self.result_labels["to_declarer"], self.to_declarer)
        form.addRow(self.result_labels["to_defenders"], self.to_defenders)
        form.addRow(self.result_message)
        for key, field in (("contract", self.contract), ("declarer", self.declarer), ("tricks", self.tricks),
                           ("to_declarer", self.to_declarer), ("to_defenders", self.to_defenders)):  # fmt: skip
            self.result_labels[key].setBuddy(field)

    def _make_adjusted(self) -> None:
        self.adjusted_box = QGroupBox(self)
        self.kinds = QButtonGroup(self)
        self.kind_buttons = [QRadioButton(self) for _ in range(3)]
        kinds_row = QHBoxLayout()
        for index, button in enumerate(self.kind_buttons):
            self.kinds.addButton(button, index)
            kinds_row.addWidget(button)
        kinds_row.addStretch(1)
        self.kinds.idToggled.connect(self._kind_toggled)
        self.ns_outcomes = OutcomeRows(self)
        self.ns_outcomes.edited.connect(self._changed)
        self.ew_different = QCheckBox(self)
        self.ew_different.toggled.connect(self._ew_toggled)
        self.ew_outcomes = OutcomeRows(self)
        self.ew_outcomes.edited.connect(self._changed)
        self.ns_title, self.ew_title = QLabel(self), QLabel(self)
        weighted = QWidget(self)
        column = QVBoxLayout(weighted)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.ns_title)
        column.addWidget(self.ns_outcomes)
        column.addWidget(self.ew_different)
        column.addWidget(self.ew_title)
        column.addWidget(self.ew_outcomes)
        artificial = self._make_artificial()
        self.kind_pages = QStackedWidget(self)
        self.kind_pages.addWidget(QWidget(self))
        self.kind_pages.addWidget(weighted)
        self.kind_pages.addWidget(artificial)
        box = QVBoxLayout(self.adjusted_box)
        box.addLayout(kinds_row)
        box.addWidget(self.kind_pages)

    def _make_artificial(self) -> QWidget:
        self.artificial_ns, self.artificial_ew = QComboBox(self), QComboBox(self)
        self.session_ns, self.session_ew = QLineEdit(self), QLineEdit(self)
        sized_to_texts(self.artificial_ns, self.artificial_ew)
        for combo in (self.artificial_ns, self.artificial_ew):
            combo.addItem("", None)
            for kind in Artificial:
                combo.addItem("", kind)
            combo.currentIndexChanged.connect(self._changed)
        for line in (self.session_ns, self.session_ew):
            line.textChanged.connect(self._changed)
        self.artificial_labels = {key: QLabel(self) for key in ("ns", "ew", "session_ns", "session_ew", "session")}
        artificial = QWidget(self)
        form = QFormLayout(artificial)
        form.setContentsMargins(0, 0, 0, 0)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.addRow(self.artificial_labels["ns"], self.artificial_ns)
        form.addRow(self.artificial_labels["ew"], self.artificial_ew)
        form.addRow(self.artificial_labels["session"])
        form.addRow(self.artificial_labels["session_ns"], self.session_ns)
        form.addRow(self.artificial_labels["session_ew"], self.session_ew)
        for key, field in (("ns", self.artificial_ns), ("ew", self.artificial_ew), ("session_ns", self.session_ns),
                           ("session_ew", self.session_ew)):  # fmt: skip
            self.artificial_labels[key].setBuddy(field)
        self.artificial_labels["session"].setWordWrap(True)  # a sentence on a row of its own
        self.artificial_message = self._error_label()
        form.addRow(self.artificial_message)
        return artificial

    def _make_traveller(self) -> None:
        self.traveller_box = QGroupBox(self)
        self.form = QComboBox(self)
        for kind in Form:
            self.form.addItem("", kind)
        self.form.currentIndexChanged.connect(self._changed)
        sized_to_texts(self.form)
        self.others = QLineEdit(self)
        self.others.setObjectName("traveller-others")
        self.others.textChanged.connect(self._changed)
        self.others_message = self._error_label()
        self.traveller_labels = {key: QLabel(self) for key in ("form", "others")}
        rows = QFormLayout(self.traveller_box)
        rows.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        rows.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        rows.addRow(self.traveller_labels["form"], self.form)
        rows.addRow(self.traveller_labels["others"], self.others)
        rows.addRow(self.others_message)
        self.traveller_labels["form"].setBuddy(self.form)
        self.traveller_labels["others"].setBuddy(self.others)

    # --- the incident --------------------------------------------------------------------------------

    def set_context(self, incident: Incident | None, play_state: PlayState | None,
                    table: TransferLedger | None) -> None:  # fmt: skip
        """Show ``incident``'s score; the result obtained comes from ``play_state`` (the board's play as it
        stands, with the revoke transfers ``table`` holds) when the incident has none: the contract and
        declarer as soon as the auction has them, the tricks won so far until the play is finished
        (:func:`obtained_so_far`). Emits no ``edited``."""
        record = incident.scoring if incident is not None else ScoreRecord()
        vulnerability = incident.record.vulnerability if incident is not None else None
        self._vulnerability = vulnerability if vulnerability is not None else Vulnerability.NONE
        # The result as far as the play has gone: the contract and declarer at least, once the auction
        # has one (the tricks won so far until the play is finished).
        self._from_play = obtained_so_far(play_state, table) if play_state is not None else None
        resolutions = [r.resolution for r in incident.replay().results] if incident is not None else []
        self._calls_for = _adjusted_score_called(resolutions)
        self._sides = ruled_in(resolutions)
        result = record.result if record.result is not None else self._from_play
        self._filling = True
        try:
            self._show_result(result)
            template = self._template(result)
            adjusted = record.adjusted
            ns = adjusted.ns.outcomes if isinstance(adjusted, AdjustedScore) else ()
            ew = adjusted.for_ew.outcomes if isinstance(adjusted, AdjustedScore) and not adjusted.balanced else ()
            self.ns_outcomes.set_outcomes(ns, self._vulnerability, template)
            self.ew_outcomes.set_outcomes(ew, self._vulnerability, template)
            self.ew_different.setChecked(bool(ew))
            self.artificial_ns.setCurrentIndex(_artificial_index(adjusted.ns if isinstance(adjusted, ArtificialScore)
                                                                 else None))  # fmt: skip
            self.artificial_ew.setCurrentIndex(_artificial_index(adjusted.ew if isinstance(adjusted, ArtificialScore)
                                                                 else None))  # fmt: skip
            self.session_ns.setText(figure_entry(record.session.ns))
            self.session_ew.setText(figure_entry(record.session.ew))
            kind = NONE if adjusted is None else ARTIFICIAL if isinstance(adjusted, ArtificialScore) else WEIGHTED
            if adjusted is None and self._calls_for is not None:
                kind = ARTIFICIAL if self._calls_for.artificial else WEIGHTED
            if adjusted is None:
                self._prefill_ruled()
            self.kind_buttons[kind].setChecked(True)
            self._show_kind_page(kind)
            traveller = record.traveller
            self.form.setCurrentIndex(list(Form).index(traveller.form) if traveller is not None else 0)
            self.others.setText(others_entry(traveller.others) if traveller is not None else "")
        finally:
            self._filling = False
        self._show_note()
        self._filling = True
        try:
            self._ew_toggled(self.ew_different.isChecked())
        finally:
            self._filling = False
        self.refresh()

    def _show_result(self, result: TableResult | None) -> None:
        if result is None:
            self.contract.clear()
            self.tricks.setValue(0)
            self.to_declarer.setValue(0)
            self.to_defenders.setValue(0)
            return
        self.contract.setText(contract_entry(result.contract))
        if isinstance(result.contract, Contract):
            self.declarer.setCurrentIndex(list(Seat).index(result.contract.declarer))
        self.tricks.setValue(result.tricks or 0)
        self.to_declarer.setValue(result.to_declarer)
        self.to_defenders.setValue(result.to_defenders)

    @staticmethod
    def _template(result: TableResult | None) -> tuple[Seat, str, int]:
        if result is None or isinstance(result.contract, PassedOut):
            return Seat.N, "", 7
        return result.contract.declarer, contract_entry(result.contract), result.tricks or 0

    def take_from_play(self) -> None:
        """Put the result obtained in the play (with its transfers) in the form again."""
        if self._from_play is not None:
            self._show_result(self._from_play)  # each field's change is an edit

    def entries(self) -> PanelEntries:
        """What is typed, as it stands (see :class:`PanelEntries`)."""
        return PanelEntries(
            (self.contract.text(), self.declarer.currentIndex(), self.tricks.value(), self.to_declarer.value(),
             self.to_defenders.value()),
            self.kinds.checkedId(), self.ns_outcomes.entries(), self.ew_different.isChecked(),
            self.ew_outcomes.entries(), (self.artificial_ns.currentIndex(), self.artificial_ew.currentIndex()),
            (self.session_ns.text(), self.session_ew.text()), self.form.currentIndex(), self.others.text(),
        )  # fmt: skip

    def restore(self, entries: PanelEntries) -> None:
        """Put back what :meth:`entries` gave (after :meth:`set_context`). Emits no ``edited``."""
        self._filling = True
        try:
            contract, declarer, tricks, to_declarer, to_defenders = entries.result
            self.contract.setText(contract)
            self.declarer.setCurrentIndex(declarer)
            self.tricks.setValue(tricks)
            self.to_declarer.setValue(to_declarer)
            self.to_defenders.setValue(to_defenders)
            self.kind_buttons[entries.kind].setChecked(True)
            self._show_kind_page(entries.kind)
            self.ns_outcomes.set_entries(entries.ns_rows)
            self.ew_outcomes.set_entries(entries.ew_rows)
            self.ew_different.setChecked(entries.ew_different)
            self.artificial_ns.setCurrentIndex(entries.artificial[0])
            self.artificial_ew.setCurrentIndex(entries.artificial[1])
            self.session_ns.setText(entries.session[0])
            self.session_ew.setText(entries.session[1])
            self.form.setCurrentIndex(entries.form)
            self.others.setText(entries.others)
            self.ew_outcomes.setVisible(entries.ew_different)
            self.ew_title.setVisible(entries.ew_different)
        finally:
            self._filling = False
        self.refresh()

    # --- values --------------------------------------------------------------------------------------

    def score_record(self) -> ScoreRecord:
        """The form's values; raises :class:`EntryError` listing what cannot be taken."""
        record, problems = self._read()
        if problems or record is None:
            raise EntryError("\n".join(text for _part, text in problems))
        return record

    def problems(self) -> list[str]:
        """What keeps the form's values from being taken, one line each (the part of the form first)."""
        return [text for _part, text in self._read()[1]]

    def _read(self) -> tuple[ScoreRecord | None, list[tuple[str, str]]]:
        """The record, or ``None`` with the problems: (part of the form, message); read once per change."""
        if self._last_read is None:
            self._last_read = self._read_form()
        return self._last_read

    def _read_form(self) -> tuple[ScoreRecord | None, list[tuple[str, str]]]:
        problems: list[tuple[str, str]] = []
        result = adjusted = traveller = None
        try:
            result = self._result()
        except InputError as exc:
            problems.append(("result", arg(self.tr("Result obtained: %1"), str(exc))))
        try:
            adjusted = self._adjusted()
        except InputError as exc:
            problems.append(("adjusted", arg(self.tr("Adjusted score: %1"), str(exc))))
        session = Session()
        try:
            session = Session(read_figure(self.session_ns.text()), read_figure(self.session_ew.text()))
        except InputError as exc:
            problems.append(("adjusted", arg(self.tr("Session score: %1"), str(exc))))
        try:
            traveller = self._traveller()
        except InputError as exc:
            problems.append(("others", arg(self.tr("Other results: %1"), str(exc))))
        if problems:
            return None, problems
        return ScoreRecord(result, adjusted, traveller, session), []

    def _result(self) -> TableResult | None:
        if not self.contract.text().strip():
            return None
        seat = self.declarer.currentData()
        assert isinstance(seat, Seat)
        contract = read_contract(self.contract.text(), seat)
        if isinstance(contract, PassedOut):
            return TableResult(contract, None)
        return TableResult(contract, self.tricks.value(), self.to_declarer.value(), self.to_defenders.value())

    def _adjusted(self) -> AdjustedScore | ArtificialScore | None:
        kind = self.kinds.checkedId()
        if kind == WEIGHTED:
            if self.ns_outcomes.is_blank() and (not self.ew_different.isChecked() or self.ew_outcomes.is_blank()):
                return None  # nothing typed yet
            ns = self._weighted(self.ns_outcomes, self.tr("N-S"))
            if not self.ew_different.isChecked():
                return AdjustedScore(ns)
            return AdjustedScore(ns, self._weighted(self.ew_outcomes, self.tr("E-W")))
        if kind == ARTIFICIAL:
            ns, ew = self.artificial_ns.currentData(), self.artificial_ew.currentData()
            if ns is None and ew is None:
                return None
            if ns is None or ew is None:
                raise EntryError(self.tr("choose the artificial score of both sides"))
            return ArtificialScore(ns, ew)
        return None

    def _weighted(self, rows: OutcomeRows, side: str) -> WeightedScore:
        try:
            return rows.weighted()
        except InputError as exc:
            raise EntryError(arg(self.tr("%1: %2"), side, str(exc))) from None

    def _traveller(self) -> Traveller | None:
        form = self.form.currentData()
        assert isinstance(form, Form)
        others = read_others(self.others.text(), form)
        return Traveller(form, others) if others else None

    # --- reacting to the user ------------------------------------------------------------------------

    def _kind_toggled(self, kind: int, checked: bool) -> None:
        if checked:
            self._show_kind_page(kind)
            self._changed()

    def _show_kind_page(self, kind: int) -> None:
        """Show the page of ``kind``, sized to that page alone (a stacked widget otherwise takes the size of its
        largest page, and "None" would leave the outcomes' height empty)."""
        for index in range(self.kind_pages.count()):
            policy = QSizePolicy.Policy.Preferred if index == kind else QSizePolicy.Policy.Ignored
            self.kind_pages.widget(index).setSizePolicy(policy, policy)
        self.kind_pages.setCurrentIndex(kind)
        self.kind_pages.adjustSize()

    def _ew_toggled(self, checked: bool) -> None:
        self.ew_outcomes.setVisible(checked)
        self.ew_title.setVisible(checked)
        if checked and self.ew_outcomes.is_blank():
            self.ew_outcomes.set_outcomes(self._ns_outcomes_or_none(), self._vulnerability,
                                          self._template(self._from_play))  # fmt: skip
        self._changed()

    def _ns_outcomes_or_none(self) -> tuple[Outcome, ...]:
        """E-W start from N-S's outcomes (the usual case differs in a weight or a row)."""
        try:
            return self.ns_outcomes.weighted().outcomes
        except InputError:
            return ()

    def _changed(self) -> None:
        self._last_read = None
        if self._filling:
            return
        self.refresh()
        self.edited.emit()

    def refresh(self) -> None:
        """The score in words, and what cannot be taken, from the form as it stands."""
        self._last_read = None  # the form may have been filled, or the language changed
        record, problems = self._read()
        self._show_problems(problems)
        self.tricks.setEnabled(not self._passed_out())
        self.from_play_button.setEnabled(self._from_play is not None)
        if record is None:
            show_text(self.lines, self.tr("The score is shown once the entries marked in red are corrected."))
            return
        lines = list(score_lines(record, self._vulnerability, interface_language()))
        refused = ""
        try:
            evaluate(record, self._vulnerability)
        except ScoreError:
            refused = lines.pop() if lines else ""
        if not lines:
            lines = [self.tr("No score entered yet: type the result obtained, an adjusted score or both.")]
        lines += check_lines(disagreements(self._sides, record), interface_language())  # against a Law 12 ruling
        show_text(self.lines, "\n".join(lines))
        show_text(self.error, refused)

    def _show_problems(self, problems: list[tuple[str, str]]) -> None:
        parts = {"result": self.result_message, "adjusted": self.artificial_message, "others": self.others_message}
        for key, label in parts.items():
            show_text(label, "\n".join(message for part, message in problems if part == key))
        show_text(self.error, "")

    def _passed_out(self) -> bool:
        try:
            return isinstance(read_contract(self.contract.text(), Seat.N), PassedOut)
        except InputError:
            return False

    # --- texts ---------------------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        lang = interface_language()
        self.result_box.setTitle(self.tr("Result obtained at the table"))
        self.result_labels["contract"].setText(self.tr("&Contract:"))
        self.result_labels["declarer"].setText(self.tr("&Declarer:"))
        self.result_labels["tricks"].setText(self.tr("Declarer's &tricks as played:"))
        self.result_labels["to_declarer"].setText(self.tr("Tricks transferred to declarer (Law 64A):"))
        self.result_labels["to_defenders"].setText(self.tr("Tricks transferred to the defenders (Law 64A):"))
        self.from_play_button.setText(self.tr("From the &play"))
        self.from_play_button.setToolTip(self.tr("The result of the play recorded, with the revoke transfers; while "
                                                 "the play is not finished, the tricks won so far"))
        for i, seat in enumerate(Seat):
            self.declarer.setItemText(i, seat_name(seat))
        self.adjusted_box.setTitle(self.tr("Adjusted score"))
        for button, text in zip(self.kind_buttons, (self.tr("&None"), self.tr("Assigned or &weighted (Law 12C1)"),
                                                    self.tr("A&rtificial (Law 12C2)")), strict=True):  # fmt: skip
            button.setText(text)
        self.ns_title.setText(self.tr("Outcomes (both sides, or N-S when E-W get a different score):"))
        self.ew_title.setText(self.tr("Outcomes for E-W:"))
        self.ns_title.setWordWrap(True)
        self.ew_title.setWordWrap(True)
        self.ew_different.setText(self.tr("&East-West get a different score (Law 12C1(e))"))
        self.artificial_labels["ns"].setText(self.tr("N-S:"))
        self.artificial_labels["ew"].setText(self.tr("E-W:"))
        self.artificial_labels["session"].setText(self.tr(
            "Score on the session's other boards, for the limits of Law 12C2(c) (optional): a percentage in "
            "matchpoints, IMPs a board at IMPs"))  # fmt: skip
        self.artificial_labels["session_ns"].setText(self.tr("N-S session score:"))
        self.artificial_labels["session_ew"].setText(self.tr("E-W session score:"))
        for combo in (self.artificial_ns, self.artificial_ew):
            combo.setItemText(0, self.tr("not chosen"))
            for i, kind in enumerate(Artificial, 1):
                combo.setItemText(i, artificial_name(kind, lang))
        self.traveller_box.setTitle(self.tr("The board's other results"))
        self.traveller_labels["form"].setText(self.tr("&Scoring:"))
        self.traveller_labels["others"].setText(self.tr("&Other N-S scores:"))
        for i, scoring in enumerate(Form):
            self.form.setItemText(i, form_name(scoring, lang))
        self.others.setPlaceholderText(self.tr("e.g. 420 -50 A 450 (A: an artificial score); teams: one score"))
        self.result_area.setTitle(self.tr("The score"))
        self._show_note()
        self.refresh()

    def _prefill_ruled(self) -> None:
        """With no adjusted score entered, the form a Law 12 ruling gives: each side's average (12C2(a)), or a
        separate score for East-West when 12C1(e) splits them."""
        for ruled in self._sides:
            box = self.artificial_ns if ruled.side is Side.NS else self.artificial_ew
            if ruled.artificial is not None:
                box.setCurrentIndex(_artificial_index(ruled.artificial))
        if is_split(self._sides):
            self.ew_different.setChecked(True)

    def _show_note(self) -> None:
        self.ruling_note.setText(self._ruling_note())
        self.ruling_note.setVisible(self._calls_for is not None)

    def _ruling_note(self) -> str:
        if self._calls_for is None:
            return ""
        if self._calls_for.artificial:
            return self.tr("The ruling calls for an artificial adjusted score (Law 12C2).")
        return arg(self.tr("The ruling calls for an adjusted score: Law %1."),
                   law_ref_text(self._calls_for.law, interface_language()))


def _artificial_index(kind: Artificial | None) -> int:
    return 0 if kind is None else 1 + list(Artificial).index(kind)


def _adjusted_score_called(resolutions: Iterable[Resolution | None]) -> laws.AdjustedScore | None:
    """The last adjusted-score consequence the board's rulings (as resolved, with the options chosen) call for
    (``None`` when none does)."""
    found = [c for r in resolutions if r is not None for c in r.consequences if isinstance(c, laws.AdjustedScore)]
    return found[-1] if found else None
