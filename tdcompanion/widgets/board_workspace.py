"""The board as it happened at the table: the deal, the auction and the play, on three tabs, the
irregularity wizard on a fourth, the Director's record of the incident on a fifth, the table's score
(result obtained, adjusted score, traveller) on a sixth and the double-dummy analysis of the deal and
the play (for the equity judgements of Laws 12C, 50E4 and 64C) on a seventh.

The Director goes from tab to tab in that order (Ctrl+1 to Ctrl+7 in the main
window); closing the auction with a call moves on to the play. The wizard rules on the
board as recorded; a ruling applied writes its card corrections back to the board (one undo
step) and its table state follows the play from then on. Every tab edits one
:class:`BoardDocument`, so one undo history covers the deal, the calls and the cards.
A line above the tabs sums up the board; below it, an edit the document refused is
explained. A tab whose record holds irregularities carries a warning sign, and the
tab itself describes each one in words (Laws 27-39 in the auction, 41-71 in the play), with the
cards the table state finds played against a rectification (Laws 50-52, 57, 61A).
"""

from __future__ import annotations

import dataclasses
import weakref

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QStyle,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.core.auction import Auction
from tdcompanion.core.contract import Contract, PassedOut
from tdcompanion.core.laws import Applied, BoardRecord
from tdcompanion.core.play import PlayRecord
from tdcompanion.core.scoring.sheet import ScoreRecord
from tdcompanion.models.board_commands import auction_of
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.models.incident_draft import IncidentDraft, draft_of
from tdcompanion.models.labels import contract_text, dealer_name, seat_name, vulnerability_name
from tdcompanion.models.ruling_session import RulingSession
from tdcompanion.models.text import arg
from tdcompanion.widgets.auction_view import AuctionView
from tdcompanion.widgets.double_dummy_panel import DoubleDummyPanel
from tdcompanion.widgets.hand_editor import HandEditor
from tdcompanion.widgets.incident_details import IncidentDetails
from tdcompanion.widgets.irregularity_wizard import IrregularityWizard
from tdcompanion.widgets.palette_follow import refused_style, styled
from tdcompanion.widgets.play_table import PlayTable
from tdcompanion.widgets.reflow import ReflowScroll
from tdcompanion.widgets.retranslating import Retranslating
from tdcompanion.widgets.score_panel import PanelEntries, ScorePanel

DEAL_TAB, AUCTION_TAB, PLAY_TAB, RULING_TAB, INCIDENT_TAB, SCORE_TAB, ANALYSIS_TAB = range(7)


class BoardWorkspace(Retranslating, QWidget):
    """Deal, auction and play of one :class:`BoardDocument` (switch with :meth:`set_document`).

    :attr:`actions` are meant for an Edit menu: undo/redo of the whole record, paste,
    copy and clear the deal, clear the auction and play. ``document_changed`` is emitted
    after :meth:`set_document`.
    """

    document_changed = Signal(object)
    save_incident_requested = Signal()

    def __init__(self, document: BoardDocument | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board-workspace")
        self._document = document if document is not None else BoardDocument(parent=self)
        doc = self._document
        self.summary = QLabel(self)
        self.summary.setObjectName("board-summary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.refusal = QLabel(self)
        self.refusal.setObjectName("edit-refused")
        self.refusal.setWordWrap(True)
        styled(self.refusal, refused_style)
        self.refusal.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        self.dismiss = QToolButton(self)
        self.dismiss.setObjectName("dismiss-refusal")
        self.dismiss.setAutoRaise(True)
        self.dismiss.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_DialogCloseButton))
        self.dismiss.clicked.connect(self.clear_refusal)

        self.hand_editor = HandEditor(doc, self)
        self.auction_view = AuctionView(doc.auction, self)
        self.play_table = PlayTable(doc.play, self)
        self.wizard = IrregularityWizard(session_of(doc), self)
        self.wizard.save_requested.connect(self.save_incident_requested)
        self._make_incident_page()
        self._make_score_page()
        self._unsaved_scores = weakref.WeakKeyDictionary()
        self.analysis = DoubleDummyPanel(parent=self)
        self._make_tabs()
        self._warning = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)

        self._make_actions()
        refusal_row = QHBoxLayout()
        refusal_row.setContentsMargins(0, 0, 0, 0)
        refusal_row.addWidget(self.refusal, 1)
        refusal_row.addWidget(self.dismiss, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.summary)
        layout.addLayout(refusal_row)
        layout.addWidget(self.tabs, 1)
        self.clear_refusal()

        self.auction_view.auction_changed.connect(self._on_auction_edited)
        self.play_table.record_changed.connect(self._on_play_edited)
        self._connect(doc)
        self.retranslate_ui()

    def _make_tabs(self) -> None:
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("board-tabs")
        self.tabs.setDocumentMode(True)
        # The deal and the play reflow and scroll: a small laptop screen has no room for them side by side.
        self.deal_scroll = ReflowScroll(self.hand_editor, self.hand_editor.set_wide, self)
        self.play_scroll = ReflowScroll(self.play_table, self.play_table.set_wide, self)
        self.deal_scroll.setObjectName("deal-scroll")
        self.play_scroll.setObjectName("play-scroll")
        for widget in (self.deal_scroll, self.auction_view, self.play_scroll, self.wizard, self.incident_page,
                       self.score_page, self.analysis):  # fmt: skip
            self.tabs.addTab(widget, "")
        self.tabs.currentChanged.connect(self._on_tab_changed)

    def _make_incident_page(self) -> None:
        self.details = IncidentDetails(self)
        self.details.edited.connect(self.commit_details)
        self.no_incident = QLabel(self)
        self.no_incident.setObjectName("no-incident")
        self.no_incident.setWordWrap(True)
        self.no_incident.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.incident_page = QStackedWidget(self)
        self.incident_page.addWidget(self.no_incident)
        self.incident_page.addWidget(self.details)
        self._draft: IncidentDraft | None = None

    def _make_score_page(self) -> None:
        self.score_panel = ScorePanel(self)
        self.score_panel.edited.connect(self.commit_score)
        self.no_score = QLabel(self)
        self.no_score.setObjectName("no-score")
        self.no_score.setWordWrap(True)
        self.no_score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        content = QWidget(self)
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.score_panel)
        column.addStretch(1)
        self.score_scroll = QScrollArea(self)
        self.score_scroll.setWidgetResizable(True)
        self.score_scroll.setWidget(content)
        self.score_page = QStackedWidget(self)
        self.score_page.addWidget(self.no_score)
        self.score_page.addWidget(self.score_scroll)

    def _make_actions(self) -> None:
        editor = self.hand_editor
        self.clear_record_action = QAction(self)
        self.clear_record_action.setObjectName("clear-record")
        self.clear_record_action.triggered.connect(self.clear_record)
        self.undo_action = editor.undo_action
        self.redo_action = editor.redo_action
        # Undo and redo act on the whole record, from any tab.
        for action in (editor.undo_action, editor.redo_action):
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        for action in (editor.paste_deal_action, editor.copy_deal_action, editor.clear_action):
            self.addAction(action)  # their shortcuts work on every tab, not only the deal's
        self.actions_for_menu: list[QAction | None] = [
            editor.undo_action,
            editor.redo_action,
            None,
            editor.paste_deal_action,
            editor.copy_deal_action,
            editor.clear_action,
            self.clear_record_action,
        ]

    # --- the document ---------------------------------------------------------------

    @property
    def document(self) -> BoardDocument:
        return self._document

    def set_document(self, document: BoardDocument) -> None:
        """Show another board (each document keeps its own undo history)."""
        if document is self._document:
            return
        self.commit_details()
        self.commit_score()
        self._disconnect(self._document)
        self._document = document
        self.hand_editor.set_document(document)
        self.wizard.set_session(session_of(document))
        self._connect(document)
        self.clear_refusal()
        self.document_changed.emit(document)

    def _connect(self, doc: BoardDocument) -> None:
        doc.auction_changed.connect(self._show_auction)
        doc.play_changed.connect(self._show_play)
        doc.record_changed.connect(self._on_record_changed)
        doc.edit_refused.connect(self.show_refusal)
        session_of(doc).applied.connect(self._on_ruling_applied)
        session_of(doc).changed.connect(self._show_violations)
        self._draft = draft_of(session_of(doc))
        self._draft.changed.connect(self._show_incident)
        self._show_incident()
        self._score_stale = True
        self._show_score()
        self._show_auction(doc.auction)
        self._show_play(doc.play)
        self._on_record_changed(doc.record)

    def _disconnect(self, doc: BoardDocument) -> None:
        doc.auction_changed.disconnect(self._show_auction)
        doc.play_changed.disconnect(self._show_play)
        doc.record_changed.disconnect(self._on_record_changed)
        doc.edit_refused.disconnect(self.show_refusal)
        session_of(doc).applied.disconnect(self._on_ruling_applied)
        session_of(doc).changed.disconnect(self._show_violations)
        draft_of(session_of(doc)).changed.disconnect(self._show_incident)

    def _show_auction(self, auction: Auction) -> None:
        self.auction_view.set_auction(auction)

    def _show_play(self, play: PlayRecord | None) -> None:
        self.play_table.set_record(play)
        self._show_score()  # the result obtained follows the play

    def _on_record_changed(self, record: BoardRecord) -> None:
        session_of(self._document).set_record(record.for_laws)
        self._show_violations()
        self.analysis.set_record(record)
        self.clear_refusal()
        self._show_summary(record)
        self._mark_tabs(record)

    # --- edits made on the tabs -------------------------------------------------------

    def _show_violations(self) -> None:
        """The cards the table state finds played against a rectification, on the play tab (Laws 50-52,
        57, 61A): flagged and listed there, and the tab marked."""
        self.play_table.set_violations(session_of(self._document).table.violations)
        self._mark_tabs(self._document.record)

    def _on_auction_edited(self, auction: Auction) -> None:
        doc = self._document
        was_complete = doc.auction.is_complete
        if not doc.set_auction(auction):
            self.auction_view.set_auction(doc.auction)  # refused: show the record again
            return
        if not was_complete and isinstance(auction.contract(), Contract):
            # The auction is over: the play comes next (Law 41).
            self.tabs.setCurrentWidget(self.play_scroll)
            self.play_table.compass.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_play_edited(self, play: PlayRecord | None) -> None:
        doc = self._document
        if not doc.set_play(play):
            self.play_table.set_record(doc.play)

    def _on_ruling_applied(self, done: Applied) -> None:
        """Corrections of the ruling go to the board as one undo step: calls cancelled (withdrawn in the
        auction), cards restored or placed in a trick."""
        doc = self._document
        current = doc.record
        deal, play = done.record.deal, done.record.play
        auction = done.record.auction if done.record.auction is not None else auction_of(current)
        if deal == current.board.deal and play == current.play and auction == current.auction:
            return
        # The laws see an empty play record as none; the board keeps one while the auction has a contract.
        corrected = BoardRecord.of(dataclasses.replace(current.board, deal=deal), auction,
                                   play if play is not None and len(play) else None)  # fmt: skip
        doc.push_record(corrected, lambda: QCoreApplication.translate("BoardWorkspace", "Apply ruling"))

    def clear_record(self) -> None:
        self._document.clear_record()

    # --- what is shown ---------------------------------------------------------------

    def show_refusal(self, text: str) -> None:
        self.refusal.setText(text)
        self.refusal.setVisible(True)
        self.dismiss.setVisible(True)

    def clear_refusal(self) -> None:
        self.refusal.clear()
        self.refusal.setVisible(False)
        self.dismiss.setVisible(False)

    @property
    def refusal_text(self) -> str:
        return self.refusal.text() if self.refusal.isVisible() else ""

    def summary_text(self, record: BoardRecord) -> str:
        board = record.board
        parts = [
            arg(self.tr("Board %1"), board.number) if board.number is not None else self.tr("Board"),
            arg(self.tr("Dealer: %1"), dealer_name(board.dealer)),
            arg(self.tr("Vulnerable: %1"), vulnerability_name(board.vulnerability)),
        ]
        contract = record.play.contract if record.play is not None else auction_of(record).contract()
        if isinstance(contract, Contract):
            parts.append(
                arg(self.tr("Contract: %1 by %2"), contract_text(contract.pbn), seat_name(contract.declarer))
            )
        elif isinstance(contract, PassedOut):
            parts.append(self.tr("Passed out"))
        if record.play is not None and record.play.result is not None:
            parts.append(arg(self.tr("Declarer's tricks: %1"), record.play.result))
        return " \u00b7 ".join(parts)

    def _show_summary(self, record: BoardRecord) -> None:
        self.summary.setText(self.summary_text(record))

    def _mark_tabs(self, record: BoardRecord) -> None:
        auction_issues = bool(auction_of(record).irregularities())
        play_issues = record.play is not None and bool(record.play.irregularities()
                                                       or self.play_table.table_violations())  # fmt: skip
        for index, flagged in ((AUCTION_TAB, auction_issues), (PLAY_TAB, play_issues)):
            self.tabs.setTabIcon(index, self._warning if flagged else QIcon())
        self.tabs.setTabToolTip(
            AUCTION_TAB, self.tr("Irregularities in the auction: see below the calls") if auction_issues else ""
        )
        self.tabs.setTabToolTip(
            PLAY_TAB, self.tr("Irregularities in the play: see the list on the right") if play_issues else ""
        )

    # --- the incident ---------------------------------------------------------------------

    @property
    def draft(self) -> IncidentDraft:
        """The incident of the board shown (its ruling and the Director's record)."""
        return draft_of(session_of(self._document))

    def _show_incident(self) -> None:
        """Fill the Director's record from the board's incident (the form waits for an irregularity).
        While its tab is not shown, the form is only marked out of date, and filled when it is shown:
        each answer in the wizard then costs the form nothing."""
        if self.tabs.currentWidget() is not self.incident_page:
            self._incident_stale = True
            return
        self._incident_stale = False
        incident = self.draft.incident()
        self.incident_page.setCurrentWidget(self.details if incident is not None else self.no_incident)
        if incident is not None and not self._committing:
            self.details.set_record(incident)

    _committing = False
    _incident_stale = True
    _score_stale = True
    # Each draft's score entries that could not be taken, with the incident's score they were typed over.
    _unsaved_scores: weakref.WeakKeyDictionary[IncidentDraft, tuple[ScoreRecord, PanelEntries]]

    def _on_tab_changed(self, index: int) -> None:
        if index == INCIDENT_TAB and self._incident_stale:
            self._show_incident()
        if index == SCORE_TAB and self._score_stale:
            self._show_score()

    def _show_score(self) -> None:
        """Fill the score panel from the board's incident, the play as it stands and the table state
        (its revoke transfers); like the Director's record, only while its tab is shown."""
        if self.tabs.currentWidget() is not self.score_page:
            self._score_stale = True
            return
        self._score_stale = False
        incident = self.draft.incident()
        self.score_page.setCurrentWidget(self.score_scroll if incident is not None else self.no_score)
        if incident is not None and not self._committing:
            play = self._document.play
            session = session_of(self._document)
            self.score_panel.set_context(incident, play.state if play is not None else None, session.table)
            unsaved = self._unsaved_scores.get(self.draft)
            if unsaved is not None and unsaved[0] == incident.scoring:
                self.score_panel.restore(unsaved[1])

    def commit_score(self) -> None:
        """Keep the score panel's values in the board's incident (each edit, and before the board
        changes). Entries it cannot take are not kept in the incident: the panel marks them, and what was
        typed is kept aside for the board's draft, put back whenever the panel is filled again (another
        tab, another board) as long as the incident's score has not changed meanwhile (a file reopened)."""
        incident = self.draft.incident()
        if incident is None or self._score_stale:
            return
        if self.score_panel.problems():
            self._unsaved_scores[self.draft] = (incident.scoring, self.score_panel.entries())
            return
        self._unsaved_scores.pop(self.draft, None)
        self._committing = True
        try:
            self.draft.set_director(dataclasses.replace(incident, scoring=self.score_panel.score_record()))
        finally:
            self._committing = False

    def commit_details(self) -> None:
        """Keep the form's values in the board's incident (each edit, and before the board changes).
        A text over its length limit is not taken: the form says which, and keeps what was typed."""
        incident = self.draft.incident()
        if incident is None or self._incident_stale or self.details.problems():
            return  # no incident; the form shows another one (not refreshed yet); or a text too long
        self._committing = True
        try:
            self.draft.set_director(self.details.apply_to(incident))
        finally:
            self._committing = False

    def show_ruling(self) -> None:
        self.show_tab(RULING_TAB)

    def show_tab(self, index: int) -> None:
        """Show the deal, auction or play tab and put the keyboard focus there."""
        self.tabs.setCurrentIndex(index)
        targets: dict[int, QWidget] = {
            DEAL_TAB: self.hand_editor.panels[next(iter(self.hand_editor.panels))].entry,
            AUCTION_TAB: self.auction_view.box,
            PLAY_TAB: self.play_table.compass,
            RULING_TAB: self.wizard.pages,
            INCIDENT_TAB: self.details if self.incident_page.currentWidget() is self.details else self.no_incident,
            SCORE_TAB: self.score_panel.contract if self.score_page.currentWidget() is self.score_scroll
            else self.no_score,
            ANALYSIS_TAB: self.analysis.analyse_button,
        }
        targets[index].setFocus(Qt.FocusReason.ShortcutFocusReason)

    # --- language -----------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.tabs.setTabText(DEAL_TAB, self.tr("Deal"))
        self.tabs.setTabText(AUCTION_TAB, self.tr("Auction"))
        self.tabs.setTabText(PLAY_TAB, self.tr("Play"))
        self.tabs.setTabText(RULING_TAB, self.tr("Irregularity"))
        self.tabs.setTabText(INCIDENT_TAB, self.tr("Incident"))
        self.tabs.setTabText(SCORE_TAB, self.tr("Score"))
        self.tabs.setTabText(ANALYSIS_TAB, self.tr("Double dummy"))
        self.no_score.setText(self.tr("Choose the irregularity in the Irregularity tab first: the table's score "
                                      "(result obtained, adjusted score, other results) goes with the incident."))
        self.no_incident.setText(self.tr("Choose the irregularity in the Irregularity tab first: the incident's "
                                         "record (event, table, players, statements, notes) goes with it."))
        self.clear_record_action.setText(self.tr("Clear Auction and Play"))
        self.clear_record_action.setToolTip(self.tr("Remove every call and card recorded; the deal stays"))
        self.dismiss.setToolTip(self.tr("Hide this message"))
        self._show_summary(self._document.record)
        self._mark_tabs(self._document.record)


def session_of(document: BoardDocument) -> RulingSession:
    """The rulings of ``document``'s board (made on first use, owned by the document)."""
    session = document.findChild(RulingSession)
    if session is None:
        session = RulingSession(document.record.for_laws, document)
    return session
