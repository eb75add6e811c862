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

Start-up builds the deal tab only (bench/bench_startup.py): every other tab is built when it is
first shown or asked for (:class:`~tdcompanion.widgets.lazy_tabs.LazyTabs`; the attributes
``auction_view``, ``play_table``, ``wizard``, ``details``, ``score_panel``, ``analysis``... build
theirs). A board's rulings (its :class:`RulingSession`, with the laws under it) are made when first
needed too: the wizard, the incident or the score tab, the :attr:`~BoardWorkspace.draft`, or a play
recorded (its table state flags cards played against a rectification). ``draft_shown`` tells when the
board shown has an incident draft to keep.
"""

from __future__ import annotations

import dataclasses
import functools
import sys
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.core.contract import Contract, PassedOut
from tdcompanion.models.board_commands import auction_of
from tdcompanion.models.board_document import BoardDocument
from tdcompanion.models.labels import contract_text, dealer_name, seat_name, vulnerability_name
from tdcompanion.models.text import arg
from tdcompanion.widgets.hand_editor import HandEditor
from tdcompanion.widgets.lazy_tabs import LazyTabs
from tdcompanion.widgets.palette_follow import refused_style, styled
from tdcompanion.widgets.reflow import ReflowScroll
from tdcompanion.widgets.retranslating import Retranslating

if TYPE_CHECKING:  # the other tabs' modules, and the laws under them, are loaded when first used
    from tdcompanion.core.auction import Auction
    from tdcompanion.core.laws import Applied, BoardRecord, Violation
    from tdcompanion.core.play import PlayRecord
    from tdcompanion.core.scoring.sheet import ScoreRecord
    from tdcompanion.models.incident_draft import IncidentDraft
    from tdcompanion.models.ruling_session import RulingSession
    from tdcompanion.widgets.auction_view import AuctionView
    from tdcompanion.widgets.double_dummy_panel import DoubleDummyPanel
    from tdcompanion.widgets.incident_details import IncidentDetails
    from tdcompanion.widgets.irregularity_wizard import IrregularityWizard
    from tdcompanion.widgets.play_table import PlayTable
    from tdcompanion.widgets.score_panel import PanelEntries, ScorePanel

DEAL_TAB, AUCTION_TAB, PLAY_TAB, RULING_TAB, INCIDENT_TAB, SCORE_TAB, ANALYSIS_TAB = range(7)


class BoardWorkspace(Retranslating, QWidget):
    """Deal, auction and play of one :class:`BoardDocument` (switch with :meth:`set_document`).

    :attr:`actions` are meant for an Edit menu: undo/redo of the whole record, paste,
    copy and clear the deal, clear the auction and play. ``document_changed`` is emitted
    after :meth:`set_document`; ``draft_shown`` with the incident draft of the board shown, once
    it has one (shown with a ruling session made already, or when one is first needed).
    """

    document_changed = Signal(object)
    draft_shown = Signal(object)
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
        self.dismiss.clicked.connect(self.clear_refusal)

        self.hand_editor = HandEditor(doc, self)
        self._session: RulingSession | None = None  # the board shown's, once connected
        self._unsaved_scores = weakref.WeakKeyDictionary()
        self._make_tabs()

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

        self._connect(doc)
        self.retranslate_ui()

    def _make_tabs(self) -> None:
        self.tabs = LazyTabs(self)
        self.tabs.setObjectName("board-tabs")
        self.tabs.setDocumentMode(True)
        # The deal and the play reflow and scroll: a small laptop screen has no room for them side by side.
        self.deal_scroll = ReflowScroll(self.hand_editor, self.hand_editor.set_wide, self)
        self.deal_scroll.setObjectName("deal-scroll")
        self.tabs.add_page(self.deal_scroll)
        builders: tuple[Callable[[], QWidget], ...] = (
            self._make_auction_page, self._make_play_page, self._make_ruling_page, self._make_incident_page,
            self._make_score_page, self._make_analysis_page,
        )  # fmt: skip
        for build in builders:  # AUCTION_TAB to ANALYSIS_TAB
            self.tabs.add_lazy_page(build)
        self.tabs.currentChanged.connect(self._on_tab_changed)  # after the page is built (LazyTabs)

    # --- the tabs, built on first use -------------------------------------------------------

    def _make_auction_page(self) -> QWidget:
        from tdcompanion.widgets.auction_view import AuctionView

        self._auction_view = AuctionView(self._document.auction, self)
        self._auction_view.auction_changed.connect(self._on_auction_edited)
        return self._auction_view

    def _make_play_page(self) -> QWidget:
        from tdcompanion.widgets.play_table import PlayTable

        self._play_table = PlayTable(self._document.play, self)
        self._play_table.record_changed.connect(self._on_play_edited)
        if self._session is not None:
            self._play_table.set_violations(self._session.table.violations)
            self._play_table.set_returned(self._session.timeline.returned())
            self._play_table.set_declarer(self._session.timeline.record.declarer)  # Law 54A
        self._play_scroll = ReflowScroll(self._play_table, self._play_table.set_wide, self)
        self._play_scroll.setObjectName("play-scroll")
        return self._play_scroll

    def _make_ruling_page(self) -> QWidget:
        from tdcompanion.widgets.irregularity_wizard import IrregularityWizard

        self._wizard = IrregularityWizard(self._ensure_session(), self)
        self._wizard.save_requested.connect(self.save_incident_requested)
        return self._wizard

    def _placeholder(self, name: str) -> QLabel:
        """The centred text a tab shows until the board has an incident (its words: the retranslate methods)."""
        label = QLabel(self)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return label

    def _make_incident_page(self) -> QWidget:
        from tdcompanion.widgets.incident_details import IncidentDetails

        self._details = IncidentDetails(self)
        self._details.edited.connect(self.commit_details)
        self._no_incident = self._placeholder("no-incident")
        self._incident_page = QStackedWidget(self)
        self._incident_page.addWidget(self._no_incident)
        self._incident_page.addWidget(self._details)
        self._retranslate_incident_page()
        return self._incident_page

    def _make_score_page(self) -> QWidget:
        from tdcompanion.widgets.score_panel import ScorePanel

        self._score_panel = ScorePanel(self)
        self._score_panel.edited.connect(self.commit_score)
        self._no_score = self._placeholder("no-score")
        content = QWidget(self)
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self._score_panel)
        column.addStretch(1)
        self._score_scroll = QScrollArea(self)
        self._score_scroll.setWidgetResizable(True)
        self._score_scroll.setWidget(content)
        self._score_page = QStackedWidget(self)
        self._score_page.addWidget(self._no_score)
        self._score_page.addWidget(self._score_scroll)
        self._retranslate_score_page()
        return self._score_page

    def _make_analysis_page(self) -> QWidget:
        from tdcompanion.widgets.double_dummy_panel import DoubleDummyPanel

        self._analysis = DoubleDummyPanel(parent=self)
        self._analysis.set_record(self._document.record)
        return self._analysis

    @property
    def auction_view(self) -> AuctionView:
        self.tabs.page(AUCTION_TAB)
        return self._auction_view

    @property
    def play_table(self) -> PlayTable:
        self.tabs.page(PLAY_TAB)
        return self._play_table

    @property
    def play_scroll(self) -> ReflowScroll:
        self.tabs.page(PLAY_TAB)
        return self._play_scroll

    @property
    def wizard(self) -> IrregularityWizard:
        self.tabs.page(RULING_TAB)
        return self._wizard

    @property
    def incident_page(self) -> QStackedWidget:
        self.tabs.page(INCIDENT_TAB)
        return self._incident_page

    @property
    def details(self) -> IncidentDetails:
        self.tabs.page(INCIDENT_TAB)
        return self._details

    @property
    def no_incident(self) -> QLabel:
        self.tabs.page(INCIDENT_TAB)
        return self._no_incident

    @property
    def score_page(self) -> QStackedWidget:
        self.tabs.page(SCORE_TAB)
        return self._score_page

    @property
    def score_panel(self) -> ScorePanel:
        self.tabs.page(SCORE_TAB)
        return self._score_panel

    @property
    def score_scroll(self) -> QScrollArea:
        self.tabs.page(SCORE_TAB)
        return self._score_scroll

    @property
    def no_score(self) -> QLabel:
        self.tabs.page(SCORE_TAB)
        return self._no_score

    @property
    def analysis(self) -> DoubleDummyPanel:
        self.tabs.page(ANALYSIS_TAB)
        return self._analysis

    def _built(self, index: int) -> bool:
        return self.tabs.is_built(index)

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
        self._connect(document)
        if self._built(RULING_TAB):
            self._wizard.set_session(self._ensure_session())
        self.clear_refusal()
        self.document_changed.emit(document)

    def _connect(self, doc: BoardDocument) -> None:
        doc.auction_changed.connect(self._show_auction)
        doc.play_changed.connect(self._show_play)
        doc.record_changed.connect(self._on_record_changed)
        doc.edit_refused.connect(self.show_refusal)
        if self._wants_session(doc):
            self._ensure_session()
        elif doc.play is not None:  # the cards played against a rectification are flagged on the next turn
            QTimer.singleShot(0, self, functools.partial(self._session_for, doc))
        self._incident_stale = True
        self._show_incident()
        self._score_stale = True
        self._show_score()
        self._show_auction(doc.auction)
        self._show_play(doc.play)
        self._show_record(doc.record)

    def _disconnect(self, doc: BoardDocument) -> None:
        doc.auction_changed.disconnect(self._show_auction)
        doc.play_changed.disconnect(self._show_play)
        doc.record_changed.disconnect(self._on_record_changed)
        doc.edit_refused.disconnect(self.show_refusal)
        session = self._session
        if session is not None:
            self._session = None
            session.applied.disconnect(self._on_ruling_applied)
            session.changed.disconnect(self._show_violations)
            _draft_of(session).changed.disconnect(self._show_incident)

    def _wants_session(self, doc: BoardDocument) -> bool:
        """Whether the board shown needs its rulings at once: it has some already, or a tab that shows
        them is built. A board with only a play recorded gets them a turn later (:meth:`_session_for`):
        replaying the play is the costliest part of showing a board, and the board is drawn first."""
        tabs = (RULING_TAB, INCIDENT_TAB, SCORE_TAB)
        return session_if_made(doc) is not None or any(self._built(tab) for tab in tabs)

    def _session_for(self, doc: BoardDocument) -> None:
        """The rulings of ``doc``, if it is still the board shown: the table state flags the cards
        played against a rectification (Laws 50–52, 57, 61A)."""
        if doc is self._document and doc.play is not None:
            self._ensure_session()

    def _ensure_session(self) -> RulingSession:
        """The rulings of the board shown, made and connected on first need."""
        session = self._session
        if session is None:
            session = self._session = session_of(self._document)
            session.set_record(self._document.record.for_laws)  # made earlier and not followed since
            session.applied.connect(self._on_ruling_applied)
            session.changed.connect(self._show_violations)
            draft = _draft_of(session)
            draft.changed.connect(self._show_incident)
            self._show_violations()
            self.draft_shown.emit(draft)
        return session

    def _show_auction(self, auction: Auction) -> None:
        if self._built(AUCTION_TAB):
            self._auction_view.set_auction(auction)

    def _show_play(self, play: PlayRecord | None) -> None:
        if self._built(PLAY_TAB):
            self._play_table.set_record(play)
        self._show_score()  # the result obtained follows the play

    def _on_record_changed(self, record: BoardRecord) -> None:
        """The board shown was edited: its rulings follow the new record (made if a play is recorded)."""
        if self._session is not None:
            self._session.set_record(record.for_laws)
        elif record.play is not None:
            self._ensure_session()
        self._show_record(record)

    def _show_record(self, record: BoardRecord) -> None:
        self._show_violations()
        if self._built(ANALYSIS_TAB):
            self._analysis.set_record(record)
        self.clear_refusal()
        self._show_summary(record)
        self._mark_tabs(record)

    # --- edits made on the tabs -------------------------------------------------------

    def _show_violations(self) -> None:
        """The cards the table state finds played against a rectification, on the play tab (Laws 50-52,
        57, 61A): flagged and listed there, and the tab marked."""
        if self._session is not None and self._built(PLAY_TAB):
            self._play_table.set_violations(self._session.table.violations)
            self._play_table.set_returned(self._session.timeline.returned())  # back in the hand (issue 21)
            self._play_table.set_declarer(self._session.timeline.record.declarer)  # who plays, after Law 54A
        self._mark_tabs(self._document.record)

    def _on_auction_edited(self, auction: Auction) -> None:
        doc = self._document
        was_complete = doc.auction.is_complete
        if not doc.set_auction(auction):
            self.auction_view.set_auction(doc.auction)  # refused: show the record again
            return
        if not was_complete and isinstance(auction.contract(), Contract):
            # The auction is over: the play comes next (Law 41).
            self.tabs.setCurrentIndex(PLAY_TAB)
            self._play_focus().setFocus(Qt.FocusReason.OtherFocusReason)

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
        from tdcompanion.core.laws import BoardRecord

        # The laws see an empty play record as none; the board keeps one while the auction has a contract.
        corrected = BoardRecord.of(dataclasses.replace(current.board, deal=deal), auction,
                                   play if play is not None and len(play) else None)  # fmt: skip
        doc.push_record(corrected, lambda: QCoreApplication.translate("BoardWorkspace", "Apply ruling"))

    def clear_record(self) -> None:
        self._document.clear_record()

    # --- what is shown ---------------------------------------------------------------

    @functools.cached_property
    def _warning(self) -> QIcon:
        """The sign on a tab whose record has irregularities (made when first needed: the style's first icon
        costs start-up 10 ms)."""
        return self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)

    def show_refusal(self, text: str) -> None:
        if self.dismiss.icon().isNull():  # set when first shown, as the warning sign (start-up shows neither)
            self.dismiss.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_DialogCloseButton))
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
        play_issues = record.play is not None and bool(record.play.irregularities() or self._table_violations())
        for index, flagged in ((AUCTION_TAB, auction_issues), (PLAY_TAB, play_issues)):
            self.tabs.setTabIcon(index, self._warning if flagged else QIcon())
        self.tabs.setTabToolTip(
            AUCTION_TAB, self.tr("Irregularities in the auction: see below the calls") if auction_issues else ""
        )
        self.tabs.setTabToolTip(
            PLAY_TAB, self.tr("Irregularities in the play: see the list on the right") if play_issues else ""
        )

    def _table_violations(self) -> tuple[Violation, ...]:
        """The cards of the play recorded that the table state finds played against a rectification."""
        if self._built(PLAY_TAB):
            return self._play_table.table_violations()
        if self._session is None:
            return ()
        from tdcompanion.widgets.play_table import violations_in

        return violations_in(self._session.table.violations, self._document.play)

    # --- the incident ---------------------------------------------------------------------

    @property
    def draft(self) -> IncidentDraft:
        """The incident of the board shown (its ruling and the Director's record)."""
        return _draft_of(self._ensure_session())

    @property
    def draft_if_made(self) -> IncidentDraft | None:
        """:attr:`draft` if the board shown has its rulings already (nothing is made to find out)."""
        return _draft_of(self._session) if self._session is not None else None

    def _show_incident(self) -> None:
        """Fill the Director's record from the board's incident (the form waits for an irregularity).
        While its tab is not shown, the form is only marked out of date, and filled when it is shown:
        each answer in the wizard then costs the form nothing."""
        if self.tabs.currentIndex() != INCIDENT_TAB:
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
        if self.tabs.currentIndex() != SCORE_TAB:
            self._score_stale = True
            return
        self._score_stale = False
        incident = self.draft.incident()
        self.score_page.setCurrentWidget(self.score_scroll if incident is not None else self.no_score)
        if incident is not None and not self._committing:
            play = self._document.play
            session = self._ensure_session()
            self.score_panel.set_context(incident, play.state if play is not None else None, session.table)
            unsaved = self._unsaved_scores.get(self.draft)
            if unsaved is not None and unsaved[0] == incident.scoring:
                self.score_panel.restore(unsaved[1])

    def commit_score(self) -> None:
        """Keep the score panel's values in the board's incident (each edit, and before the board
        changes). Entries it cannot take are not kept in the incident: the panel marks them, and what was
        typed is kept aside for the board's draft, put back whenever the panel is filled again (another
        tab, another board) as long as the incident's score has not changed meanwhile (a file reopened)."""
        if self._session is None or not self._built(SCORE_TAB):
            return  # no incident yet, or no panel to take from
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
        if self._session is None or not self._built(INCIDENT_TAB):
            return  # no incident yet, or no form to take from
        incident = self.draft.incident()
        if incident is None or self._incident_stale or self.details.problems():
            return  # no incident; the form shows another one (not refreshed yet); or a text too long
        self._committing = True
        try:
            self.draft.set_director(self.details.apply_to(incident))
        finally:
            self._committing = False

    def _play_focus(self) -> QWidget:
        """Where the keys go on the Play tab: the field a card is typed in (a seat first for a card out of turn,
        ``e:s7``), while the play is recorded; else the compass."""
        entry = self.play_table.card_entry
        return entry if entry.isEnabled() else self.play_table.compass

    def show_ruling(self) -> None:
        self.show_tab(RULING_TAB)

    def show_tab(self, index: int) -> None:
        """Show the deal, auction or play tab and put the keyboard focus there."""
        self.tabs.setCurrentIndex(index)  # built now if it was not yet
        targets: dict[int, Callable[[], QWidget]] = {
            DEAL_TAB: lambda: self.hand_editor.panels[next(iter(self.hand_editor.panels))].entry,
            AUCTION_TAB: lambda: self.auction_view.box,
            PLAY_TAB: self._play_focus,
            RULING_TAB: lambda: self.wizard.pages,
            INCIDENT_TAB: lambda: self.details if self.incident_page.currentWidget() is self.details
            else self.no_incident,
            SCORE_TAB: lambda: self.score_panel.contract if self.score_page.currentWidget() is self.score_scroll
            else self.no_score,
            ANALYSIS_TAB: lambda: self.analysis.analyse_button,
        }
        targets[index]().setFocus(Qt.FocusReason.ShortcutFocusReason)

    # --- language -----------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.tabs.setTabText(DEAL_TAB, self.tr("Deal"))
        self.tabs.setTabText(AUCTION_TAB, self.tr("Auction"))
        self.tabs.setTabText(PLAY_TAB, self.tr("Play"))
        self.tabs.setTabText(RULING_TAB, self.tr("Irregularity"))
        self.tabs.setTabText(INCIDENT_TAB, self.tr("Incident"))
        self.tabs.setTabText(SCORE_TAB, self.tr("Score"))
        self.tabs.setTabText(ANALYSIS_TAB, self.tr("Double dummy"))
        self._retranslate_pages()
        self.clear_record_action.setText(self.tr("Clear Auction and Play"))
        self.clear_record_action.setToolTip(self.tr("Remove every call and card recorded; the deal stays"))
        self.dismiss.setToolTip(self.tr("Hide this message"))
        self._show_summary(self._document.record)
        self._mark_tabs(self._document.record)

    def _retranslate_pages(self) -> None:
        """The texts this widget sets on the pages built so far (the pages' own widgets retranslate themselves)."""
        if self._built(SCORE_TAB):
            self._retranslate_score_page()
        if self._built(INCIDENT_TAB):
            self._retranslate_incident_page()

    def _retranslate_score_page(self) -> None:
        self._no_score.setText(self.tr("Choose the irregularity in the Irregularity tab first: the table's score "
                                       "(result obtained, adjusted score, other results) goes with the incident."))

    def _retranslate_incident_page(self) -> None:
        self._no_incident.setText(self.tr("Choose the irregularity in the Irregularity tab first: the incident's "
                                          "record (event, table, players, statements, notes) goes with it."))


def session_of(document: BoardDocument) -> RulingSession:
    """The rulings of ``document``'s board (made on first use, owned by the document)."""
    from tdcompanion.models.ruling_session import RulingSession

    session = document.findChild(RulingSession)
    if session is None:
        session = RulingSession(document.record.for_laws, document)
    return session


def session_if_made(document: BoardDocument) -> RulingSession | None:
    """The rulings of ``document``'s board if they were made (without loading the laws to find out:
    while their module is not loaded, no board has any)."""
    module = sys.modules.get("tdcompanion.models.ruling_session")
    return document.findChild(module.RulingSession) if module is not None else None


def _draft_of(session: RulingSession) -> IncidentDraft:
    from tdcompanion.models.incident_draft import draft_of

    return draft_of(session)
