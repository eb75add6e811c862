"""Double-dummy analysis of the board shown (issue 7): the trick table and the value of each point of the play.

For the equity judgements of Laws 12C, 50E4 and 64C: how many tricks declarer takes with
best play from the start and after each card, which cards cost a trick (highlighted), and
for a selected point what each card the player could play leads to. Solving runs off the
GUI thread (:class:`~tdcompanion.models.analysis_task.AnalysisTask`) with progress and
cancel; a result for a board that has changed meanwhile is dropped. Without the optional
solver the panel says what to install, and everything else works as before.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.analysis import available
from tdcompanion.core.contract import Contract
from tdcompanion.core.deal import Deal
from tdcompanion.core.double_dummy import STRAINS, DDTable, PlayAnalysis, PointValue, Unsolvable, solvable
from tdcompanion.core.laws.record import BoardRecord
from tdcompanion.core.play import PlayRecord
from tdcompanion.core.seats import Seat, Side
from tdcompanion.models.analysis_task import AnalysisJob, AnalysisResult, AnalysisTask
from tdcompanion.models.colours import Role
from tdcompanion.models.labels import seat_name, strain_text
from tdcompanion.widgets.palette_follow import colour_item, follow_item_colours
from tdcompanion.widgets.retranslating import Retranslating

SEATS = (Seat.N, Seat.S, Seat.E, Seat.W)  # the table's rows: North-South, then East-West


class DoubleDummyPanel(Retranslating, QWidget):
    """Analyse the record shown with :meth:`set_record`; the Director starts it with *Analyse*."""

    def __init__(
        self,
        task: AnalysisTask | None = None,
        parent: QWidget | None = None,
        *,
        solver_available: Callable[[], bool] = available,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("double-dummy")
        self.task = task if task is not None else AnalysisTask(parent=self)
        self._solver_available = solver_available()
        self._deal: Deal | None = None
        self._play: PlayRecord | None = None
        self._result: AnalysisResult | None = None
        self._message: Callable[[], str] | None = None  # the status line, made again on a language change
        self._stale = False  # the record changed while solving: the job was cancelled

        self.status = QLabel(self)
        self.status.setObjectName("dd-status")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.analyse_button = QPushButton(self)
        self.analyse_button.setObjectName("dd-analyse")
        self.analyse_button.clicked.connect(self.analyse)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("dd-cancel")
        self.cancel_button.clicked.connect(self.task.cancel)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("dd-progress")
        self.table_title = QLabel(self)
        self.table_title.setWordWrap(True)
        self.table = _table(self, "dd-table", len(SEATS), len(STRAINS))
        self.table.setSizeAdjustPolicy(QAbstractItemView.SizeAdjustPolicy.AdjustToContents)
        self.table.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        self.points_title = QLabel(self)
        self.points_title.setWordWrap(True)
        self.points = _table(self, "dd-points", 0, 5)
        self.points.verticalHeader().hide()
        self.points.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.points.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.points.currentCellChanged.connect(lambda row, *_: self._show_choices(row))
        self.choices_title = QLabel(self)
        self.choices_title.setWordWrap(True)
        self.choices = _table(self, "dd-choices", 0, 2)
        self.choices.verticalHeader().hide()

        self._lay_out()
        self.task.progress.connect(self._on_progress)
        self.task.finished.connect(self._on_finished)
        self.task.failed.connect(self._on_failed)
        self.task.cancelled.connect(self._on_cancelled)
        self.task.running_changed.connect(lambda _running: self._update_controls())
        self.retranslate_ui()

    def _lay_out(self) -> None:
        buttons = QHBoxLayout()
        buttons.addWidget(self.analyse_button)
        buttons.addWidget(self.progress, 1)
        buttons.addWidget(self.cancel_button)
        top = QWidget(self)
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self.table_title)
        top_layout.addWidget(self.table)
        top_layout.addWidget(self.points_title)
        top_layout.addWidget(self.points, 1)
        side = QWidget(self)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.choices_title)
        side_layout.addWidget(self.choices, 1)
        columns = QHBoxLayout()
        columns.addWidget(top, 3)
        columns.addWidget(side, 2)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        layout.addLayout(columns, 1)

    # -- what is shown ------------------------------------------------------------------------

    def set_record(self, record: BoardRecord | None) -> None:
        """Show ``record`` (the board workspace's); a result for another deal or play is dropped."""
        deal = record.board.deal if record is not None else None
        play = record.play if record is not None else None
        if deal == self._deal and play == self._play:
            return
        self._deal, self._play = deal, play
        self._stale = self.task.is_running
        if self._stale:
            self.task.cancel()
            self._message = lambda: self.tr("The board changed while it was being analysed: analyse it again.")
        else:
            self._message = None
        self._result = None
        self._fill()

    @property
    def result(self) -> AnalysisResult | None:
        """The analysis shown, if any."""
        return self._result

    def analyse(self) -> bool:
        """Start analysing the record shown; ``False`` when that is not possible now."""
        if self._deal is None or not self._can_analyse() or self.task.is_running:
            return False
        self._message = lambda: self.tr("Loading the solver and analysing…")
        self.progress.setRange(0, 0)
        started = self.task.start(AnalysisJob((self._deal, self._play), self._deal, self._play))
        self._fill()
        return started

    def _can_analyse(self) -> bool:
        return self._solver_available and self._deal is not None and solvable(self._deal) is None

    # -- task signals -------------------------------------------------------------------------

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _on_finished(self, result: AnalysisResult) -> None:
        if result.job.key != (self._deal, self._play):
            return  # for a board no longer shown (it changed while solving)
        self._result = result
        self._message = None
        self._fill()

    def _on_failed(self, message: str) -> None:
        self._message = lambda: self.tr("The analysis failed: %1").replace("%1", message)
        self._fill()

    def _on_cancelled(self) -> None:
        if not self._stale:
            self._message = lambda: self.tr("Analysis cancelled.")
        self._stale = False
        self._fill()

    # -- filling the view ---------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.analyse_button.setText(self.tr("Analyse"))
        self.analyse_button.setToolTip(self.tr("Double-dummy analysis: every hand in view, best play by both sides"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.table_title.setText(self.tr("Tricks for each declarer and denomination (double dummy)"))
        self.table.setHorizontalHeaderLabels([strain_text(s.letter) for s in STRAINS])
        self.table.setVerticalHeaderLabels([seat_name(s) for s in SEATS])
        self.points.setHorizontalHeaderLabels(
            [self.tr("Trick"), self.tr("Player"), self.tr("Card"), self.tr("Declarer's tricks"), self.tr("Cost")]
        )
        self.choices.setHorizontalHeaderLabels([self.tr("Card"), self.tr("Declarer's tricks")])
        self._fill()

    def _status_text(self) -> str:
        if not self._solver_available:
            return self.tr(
                "Double-dummy analysis needs the optional solver package. Install it with:\n%1\n"
                "Everything else in TD Companion works without it."
            ).replace("%1", 'pip install "tdcompanion[analysis]"')
        if self._message is not None:
            return self._message()
        if self._deal is None:
            return self.tr("No board.")
        reason = solvable(self._deal)
        if reason is not None:
            return self.tr("Double-dummy analysis needs all four hands, 13 different cards each.")
        if self._result is None:
            return self.tr(
                "Analyse the deal double dummy: every hand in view, best play by both sides. "
                "Useful to judge what would have happened (Laws 12C, 50E4, 64C)."
            )
        return self._result_summary(self._result)

    def _result_summary(self, result: AnalysisResult) -> str:
        play = result.play
        if play is None:
            return self.tr("No contract yet: only the table of tricks is shown.")
        errors = len(play.errors())
        text = self.tr("Cards that changed declarer's double-dummy tricks: %1.").replace("%1", str(errors))
        if play.claimed:
            text += " " + self.tr("The analysis stops at the claim or concession.")
        return text

    def _fill(self) -> None:
        running = self.task.is_running
        self.status.setText(self._status_text())
        self._update_controls()
        result = self._result if not running else None
        self._fill_table(result.table if result is not None else None, self._contract())
        self._fill_points(result.play if result is not None else None)

    def _update_controls(self) -> None:
        running = self.task.is_running
        self.analyse_button.setEnabled(not running and self._can_analyse())
        self.cancel_button.setVisible(running)
        self.progress.setVisible(running)

    def _contract(self) -> Contract | None:
        return self._play.contract if self._play is not None else None

    def _fill_table(self, table: DDTable | None, contract: Contract | None) -> None:
        self.table.setEnabled(table is not None)
        for row, seat in enumerate(SEATS):
            for col, strain in enumerate(STRAINS):
                item = QTableWidgetItem("" if table is None else str(table.tricks(seat, strain)))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if contract is not None and contract.declarer is seat and contract.strain is strain:
                    colour_item(item, Role.CONTRACT_FILL)
                    item.setFont(_bold())
                    item.setToolTip(self.tr("The contract played"))
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()

    def _fill_points(self, play: PlayAnalysis | None) -> None:
        self.points.setRowCount(0)
        self.points_title.setVisible(play is not None)
        self.points.setVisible(play is not None)
        self.choices_title.setVisible(play is not None)
        self.choices.setVisible(play is not None)
        if play is None:
            return
        self.points_title.setText(
            self.tr("Declarer's tricks at each point of the play (cards that cost a trick are marked)")
        )
        self.points.setRowCount(len(play.points))
        for row, point in enumerate(play.points):
            cells = self._point_cells(play, row, point)
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if play.erring_side(row) is not None:
                    colour_item(item, Role.ERROR_FILL)  # a card that cost its side a trick
                if point.unsolvable is not None:
                    item.setToolTip(self._unsolvable_text(point.unsolvable))
                self.points.setItem(row, col, item)
        self.points.resizeColumnsToContents()
        self.points.setCurrentCell(0, 0)
        self._show_choices(0)

    def _point_cells(self, play: PlayAnalysis, row: int, point: PointValue) -> list[str]:
        total = "—" if point.total is None else str(point.total)
        if point.card is None or point.seat is None:
            return ["", "", self.tr("Before the opening lead"), total, ""]
        card = str(point.card) if not point.retracted else self.tr("%1 taken back").replace("%1", str(point.card))
        change = play.change(row)
        side = play.erring_side(row)
        cost = ""
        if change and side is not None:
            cost = self.tr("%1: %2").replace("%1", f"{change:+d}").replace("%2", self._side_name(side))
        return [str(point.trick), seat_name(point.seat), card, total, cost]

    def _show_choices(self, row: int) -> None:
        self.choices.setRowCount(0)
        play = self._result.play if self._result is not None else None
        if play is None or not 0 <= row < len(play.points):
            self.choices_title.setText("")
            return
        point = play.points[row]
        if point.to_play is None or not point.choices:
            self.choices_title.setText(
                self._unsolvable_text(point.unsolvable) if point.unsolvable else self.tr("Nothing left to play.")
            )
            return
        self.choices_title.setText(
            self.tr("Here %1 is to play; declarer's tricks after each card:").replace("%1", seat_name(point.to_play))
        )
        after = play.points[row + 1] if row + 1 < len(play.points) else None
        played = after.card if after is not None and not after.retracted else None
        best = max if point.to_play.side is play.contract.declaring_side else min
        top = best(v.total for v in point.choices)
        self.choices.setRowCount(len(point.choices))
        for i, value in enumerate(point.choices):
            card_item = QTableWidgetItem(str(value.card))
            total_item = QTableWidgetItem(str(value.total))
            if value.total != top:
                for item in (card_item, total_item):
                    colour_item(item, Role.ERROR_FILL)  # a card that cost its side a trick
            if value.card == played:
                for item in (card_item, total_item):
                    item.setFont(_bold())
                card_item.setText(self.tr("%1 (played)").replace("%1", str(value.card)))
            self.choices.setItem(i, 0, card_item)
            self.choices.setItem(i, 1, total_item)
        self.choices.resizeColumnsToContents()

    def _side_name(self, side: Side) -> str:
        return self.tr("North-South") if side is Side.NS else self.tr("East-West")

    def _unsolvable_text(self, reason: Unsolvable) -> str:
        texts = {
            Unsolvable.HAND_NOT_KNOWN: self.tr("Not analysed: a hand is not recorded."),
            Unsolvable.DEFECTIVE_DEAL: self.tr("Not analysed: the deal is defective."),
            Unsolvable.OUT_OF_ROTATION: self.tr("Not analysed: a card of this trick was played out of rotation."),
        }
        return texts[reason]


def _bold() -> QFont:
    font = QFont()
    font.setBold(True)
    return font


def _table(parent: QWidget, name: str, rows: int, columns: int) -> QTableWidget:
    table = QTableWidget(rows, columns, parent)
    table.setObjectName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    follow_item_colours(table)
    return table
