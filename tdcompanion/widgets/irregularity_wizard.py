"""The irregularity wizard: from what the record shows and the few facts only a person can tell,
the ruling, the options of the non-offending side, and the table state they leave.

It holds no law. It asks the :class:`~tdcompanion.models.ruling_session.RulingSession` for the
next question and shows it (a question the record answers is never asked: the core does not ask
it); it shows the ruling in the interface language, with the other language one click away, one
button per option, and puts the ruling into effect. The table-state panel beside it follows the
play across tricks and offers the prompts the Director must settle (declarer's lead options when a
defender's partner has a penalty card, Laws 50D2 and 51B) and the cards played against a rectification
(a penalty card not played, Law 52; a restriction not complied with, a revoke under Law 61A) to rule on.

The wizard goes by keyboard as fast as the Director can speak: each page opens with the focus where the
next key goes (the first irregularity the record shows, else the list of others; the answer; the first
option to choose, else Apply), and Return presses the page's button (Rule on it or Start, Next, Apply; a
focused button is pressed itself). How each kind of answer takes its keys is :mod:`answer_input`'s.
"""

from __future__ import annotations

import contextlib
from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.core.laws import FactKind, FactValueError, Irregularity, IrregularityKind, Prompt, Resolution
from tdcompanion.models.ruling_session import RulingSession, interface_language, other_language
from tdcompanion.models.text import arg
from tdcompanion.widgets.answer_input import AnswerInput, BadAnswerError, answer_keys
from tdcompanion.widgets.findings import finding_item, select_first_open
from tdcompanion.widgets.palette_follow import refused_style, styled
from tdcompanion.widgets.penalty_dialog import PenaltyDialog
from tdcompanion.widgets.retranslating import Retranslating
from tdcompanion.widgets.return_keys import KeyPage
from tdcompanion.widgets.split_row import SplitRow
from tdcompanion.widgets.table_state_panel import TableStatePanel
from tdcompanion.widgets.wrap_button import WrapButton
from tdcompanion.wording import rule_text as words
from tdcompanion.wording import table_text
from tdcompanion.wording.score_text import penalty_line

START_PAGE, QUESTION_PAGE, RULING_PAGE = range(3)
#: The arrow keys among a choice's options: the step each takes.
_OPTION_STEPS: dict[int, int] = {Qt.Key.Key_Up: -1, Qt.Key.Key_Left: -1, Qt.Key.Key_Down: 1, Qt.Key.Key_Right: 1}
KIND_ROLE = Qt.ItemDataRole.UserRole + 1


def wizard_keys() -> list[tuple[str, str]]:
    """The keys of the wizard's pages that are not shortcuts (:func:`~.answer_input.answer_keys`, and a ruling's
    options by number), as (what, keys): listed on the guide's keyboard page."""
    return [*answer_keys(), (QCoreApplication.translate("IrregularityWizard", "Take an option of the ruling"), "1–9")]


class IrregularityWizard(Retranslating, QWidget):
    """The wizard over one :class:`RulingSession` (switch boards with :meth:`set_session`)."""

    session_changed = Signal(object)
    save_requested = Signal()

    def __init__(self, session: RulingSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("irregularity-wizard")
        self._session = session
        self._input: AnswerInput | None = None
        self._explain_lang: str | None = None  # None: the interface language
        self.option_buttons: dict[tuple[str, str], WrapButton] = {}
        self._choices_key: object = None
        self._explained: object = None  # what the explanation shows: (ruling, resolution, language)
        self._box: QGroupBox | None = None  # the box of the choice open, its rows kept from choice to choice
        self._box_layout: QVBoxLayout
        self._choice_header: QLabel
        self._option_rows: list[tuple[WrapButton, QLabel]] = []
        self._option_keys: list[tuple[str, str]] = []  # (choice id, option id) of each row shown
        self._focused_view: object = None  # the view the focus was last put on (page, question, choice)
        self._held_focus = False  # whether the keyboard focus was in the wizard when it was last refreshed

        self.title = QLabel(self)
        self.title.setObjectName("wizard-title")
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self._make_start_page())
        self.pages.addWidget(self._make_question_page())
        self.pages.addWidget(self._make_ruling_page())
        for button in self.pages.findChildren(QPushButton):  # Return presses a focused button, as Space does
            button.setAutoDefault(button is not self.answer_button)  # Next is the default: pressed anyway
        self.table_panel = TableStatePanel(self)
        self.table_panel.prompt_activated.connect(self.rule_prompt)
        self.table_panel.irregularity_activated.connect(self.start)

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.title)
        left_layout.addWidget(self.pages, 1)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(left)
        self.splitter.addWidget(self.table_panel)
        self.splitter.setStretchFactor(0, 2)  # the questions and options get the room: they hold whole sentences
        self.splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)

        session.changed.connect(self.refresh)
        self.retranslate_ui()

    # --- pages ------------------------------------------------------------------------------

    def _make_start_page(self) -> QWidget:
        page = KeyPage(self)
        page.default = self._start_default
        self.detected_label = QLabel(page)
        self.detected_label.setWordWrap(True)
        self.detected = QListWidget(page)
        self.detected.setObjectName("detected-irregularities")
        self.detected.itemActivated.connect(lambda _item: self.start_selected())
        self.start_detected = QPushButton(page)
        self.start_detected.setObjectName("start-detected")
        self.start_detected.clicked.connect(self.start_selected)
        self.other_label = QLabel(page)
        self.other_label.setWordWrap(True)
        self.kinds = QComboBox(page)
        self.kinds.setObjectName("irregularity-kinds")
        self.start_other = QPushButton(page)
        self.start_other.setObjectName("start-other")
        self.start_other.clicked.connect(self.start_chosen_kind)
        self.detected_label.setBuddy(self.detected)
        self.other_label.setBuddy(self.kinds)
        row = QHBoxLayout()
        row.addWidget(self.kinds, 1)
        row.addWidget(self.start_other)
        layout = QVBoxLayout(page)
        layout.addWidget(self.detected_label)
        layout.addWidget(self.detected, 1)
        layout.addWidget(self.start_detected, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addSpacing(8)
        layout.addWidget(self.other_label)
        layout.addLayout(row)
        return page

    def _make_question_page(self) -> QWidget:
        page = KeyPage(self)
        page.default = lambda: self.answer_button
        page.keys = lambda event: self._input is not None and self._input.take_key(event)
        self.question_laws = QLabel(page)
        self.question_laws.setObjectName("question-laws")
        self.question_text = QLabel(page)
        self.question_text.setObjectName("question-text")
        self.question_text.setWordWrap(True)
        # A question that is the Director's judgement says so, above it, and gives the law's criteria under it.
        self.judgement_label = QLabel(page)
        self.judgement_label.setObjectName("question-judgement")
        self.judgement_label.setWordWrap(True)
        bold = self.judgement_label.font()
        bold.setBold(True)
        self.judgement_label.setFont(bold)
        self.judgement_criteria = QLabel(page)
        self.judgement_criteria.setObjectName("question-criteria")
        self.judgement_criteria.setWordWrap(True)
        self.input_area = QVBoxLayout()
        self.keys_hint = QLabel(page)
        self.keys_hint.setObjectName("wizard-keys-hint")
        self.keys_hint.setWordWrap(True)
        self.keys_hint.setEnabled(False)  # greyed: a help, not part of the question
        self.refusal = QLabel(page)
        self.refusal.setObjectName("wizard-refusal")
        self.refusal.setWordWrap(True)
        styled(self.refusal, refused_style)
        self.back_button = QPushButton(page)
        self.back_button.setObjectName("wizard-back")
        self.back_button.clicked.connect(self.go_back)
        self.answer_button = QPushButton(page)
        self.answer_button.setObjectName("wizard-answer")
        self.answer_button.setDefault(True)
        self.answer_button.clicked.connect(self.submit_answer)
        self.cancel_button = QPushButton(page)
        self.cancel_button.setObjectName("wizard-cancel")
        self.cancel_button.clicked.connect(self._session_cancel)
        buttons = QHBoxLayout()
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.answer_button)
        layout = QVBoxLayout(page)
        layout.addWidget(self.question_laws)
        layout.addWidget(self.judgement_label)
        layout.addWidget(self.question_text)
        layout.addWidget(self.judgement_criteria)
        layout.addLayout(self.input_area, 1)
        layout.addWidget(self.keys_hint)
        layout.addWidget(self.refusal)
        layout.addLayout(buttons)
        return page

    def _make_choices_scroll(self, page: QWidget) -> QScrollArea:
        self.choices_box = QWidget(page)
        self.choices_layout = QVBoxLayout(self.choices_box)
        self.choices_layout.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea(page)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # long Greek lines wrap
        scroll.setWidget(self.choices_box)
        scroll.setObjectName("ruling-choices")
        self.choices_scroll = scroll
        return scroll

    def _make_ruling_page(self) -> QWidget:
        page = KeyPage(self)
        page.default = lambda: self.apply_button
        page.keys = self._option_key
        self.explanation = QPlainTextEdit(page)
        self.explanation.setObjectName("ruling-explanation")
        self.explanation.setReadOnly(True)
        self.language_button = QPushButton(page)
        self.language_button.setObjectName("ruling-language")
        self.language_button.setCheckable(True)
        self.language_button.toggled.connect(self._toggle_language)
        scroll = self._make_choices_scroll(page)
        self.status = QLabel(page)
        self.status.setObjectName("ruling-status")
        self.status.setWordWrap(True)
        self.options_hint = QLabel(page)
        self.options_hint.setObjectName("ruling-keys-hint")
        self.options_hint.setWordWrap(True)
        self.options_hint.setEnabled(False)  # greyed: a help
        self.undo_choice_button = QPushButton(page)
        self.undo_choice_button.setObjectName("ruling-undo-choice")
        self.undo_choice_button.clicked.connect(self.undo_choice)
        self.apply_button = QPushButton(page)
        self.apply_button.setObjectName("ruling-apply")
        self.apply_button.clicked.connect(self.apply_ruling)
        self.new_button = QPushButton(page)
        self.new_button.setObjectName("ruling-new")
        self.new_button.clicked.connect(self._new_ruling)
        self.save_button = QPushButton(page)
        self.save_button.setObjectName("ruling-save")
        self.save_button.clicked.connect(self.save_requested)
        self._make_penalty_widgets(page)
        top = QHBoxLayout()
        top.addWidget(self.penalty_button)
        top.addWidget(self.clear_penalties_button)
        top.addStretch(1)
        top.addWidget(self.language_button)
        buttons = SplitRow([self.new_button, self.save_button], [self.undo_choice_button, self.apply_button], page)
        splitter = QSplitter(Qt.Orientation.Vertical, page)
        splitter.addWidget(self.explanation)
        splitter.addWidget(scroll)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([500, 500])  # half each: the options must be read out as much as the ruling
        layout = QVBoxLayout(page)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.options_hint)
        layout.addWidget(self.penalties_label)
        layout.addWidget(self.status)
        layout.addWidget(buttons)
        return page

    def _make_penalty_widgets(self, page: QWidget) -> None:
        """Laws 90, 91A: the button that asks a penalty to go with the ruling, the one that removes them, and
        the penalties imposed so far."""
        self.penalty_button = QPushButton(page)
        self.penalty_button.setObjectName("ruling-penalty")
        self.penalty_button.clicked.connect(self.add_penalty)
        self.clear_penalties_button = QPushButton(page)
        self.clear_penalties_button.setObjectName("ruling-clear-penalties")
        self.clear_penalties_button.clicked.connect(lambda: self._session.set_penalties(()))
        self.penalties_label = QLabel(page)
        self.penalties_label.setObjectName("ruling-penalties")
        self.penalties_label.setWordWrap(True)

    def add_penalty(self) -> None:
        """Ask a procedural or disciplinary penalty (Laws 90, 91A) and keep it with the ruling in hand."""
        session = self._session
        if not session.can_penalise():
            return
        ruling = session.ruling
        dialog = PenaltyDialog(interface_language(), ruling.offender if ruling is not None else None, self)
        if dialog.exec() == PenaltyDialog.DialogCode.Accepted:
            session.set_penalties((*session.penalties, dialog.penalty()))

    # --- the session ------------------------------------------------------------------------

    @property
    def session(self) -> RulingSession:
        return self._session

    def set_session(self, session: RulingSession) -> None:
        """Show another board's rulings."""
        if session is self._session:
            return
        self._session.changed.disconnect(self.refresh)
        self._session = session
        session.changed.connect(self.refresh)
        self.refresh()
        self.session_changed.emit(session)

    def start(self, irregularity: Irregularity) -> None:
        self._explain_lang = None
        self._session.start(irregularity)

    def _start_default(self) -> QAbstractButton | None:
        """What Return starts on the first page: the irregularity the record shows, or the one chosen from the
        list when the focus is there (in the list of those shown, Return is the list's: its item activated)."""
        focus = QApplication.focusWidget()
        if focus is self.detected:
            return None
        if focus is self.kinds or not self.start_detected.isEnabled():
            return self.start_other
        return self.start_detected

    def start_selected(self) -> None:
        item = self.detected.currentItem()
        if item is not None:
            self.start(item.data(KIND_ROLE))

    def start_chosen_kind(self) -> None:
        kind = self.kinds.currentData(KIND_ROLE)
        if isinstance(kind, IrregularityKind):
            self.start(Irregularity(kind))
        elif isinstance(kind, Irregularity):  # the Director's error, against the earlier ruling chosen (Law 82)
            self.start(kind)

    def rule_prompt(self, prompt: Prompt) -> None:
        """Rule on a table-state prompt; a follow-up starts the irregularity it names."""
        self._explain_lang = None
        follow = next((f for f in self._session.table.follow_ups
                       if f.irregularity.value == prompt.reason and f.seat is prompt.seat), None)  # fmt: skip
        if follow is not None:
            self._session.start_follow_up(follow, prompt)
            return
        self._session.start_prompt(prompt)

    def submit_answer(self) -> None:
        if self._input is None:
            return
        try:
            value = self._input.value()
        except BadAnswerError as exc:
            kind = self._input.question.fact.kind
            if kind is FactKind.CALL:
                self._show_refusal(arg(self.tr("Not a call: %1. Type it as 1H, 3NT, Pass, X or XX."), str(exc)))
            elif kind is FactKind.POLL:
                self._show_refusal(str(exc))  # the row and what is missing, already in the interface language
            else:
                self._show_refusal(arg(self.tr("Not a card: %1. Type it as SJ, S10 or ♠J."), str(exc)))
            return
        if value is None:
            self._show_refusal(self.tr("Choose an answer first."))
            self._input.focus_answer()  # Return with no answer: the focus goes to the answer missing
            return
        if not self._session.answer(value):
            self.refresh()  # the refusal is shown; the answer typed stays in the field

    def go_back(self) -> None:
        self._session.back()

    def choose(self, choice_id: str, option_id: str) -> None:
        self._session.choose(choice_id, option_id)

    def undo_choice(self) -> None:
        resolution = self._session.resolution
        if resolution is not None and resolution.chosen:
            self._session.unchoose(resolution.chosen[-1][0])

    def apply_ruling(self) -> None:
        self._session.apply()

    def _session_cancel(self) -> None:
        self._session.cancel()

    def _new_ruling(self) -> None:
        self._session.new_ruling()

    # --- showing ----------------------------------------------------------------------------

    @property
    def explanation_language(self) -> str:
        return self._explain_lang or interface_language()

    def _toggle_language(self, checked: bool) -> None:
        self._explain_lang = other_language(interface_language()) if checked else None
        self._show_ruling()

    def refresh(self) -> None:
        focus = QApplication.focusWidget()
        self._held_focus = focus is None or focus is self or self.isAncestorOf(focus)  # before an input goes
        session = self._session
        lang = interface_language()
        self._show_table()
        if session.irregularity is None:
            self.title.setText(self.tr("What happened at the table?"))
            self._fill_start_page()
            self._show_page(START_PAGE)
            return
        kind = words.say(f"irregularity.{session.irregularity.kind.value}", lang)
        self.title.setText(arg(self.tr("Irregularity: %1"), kind))
        if session.prompt is not None:
            self.title.setText(arg(self.tr("Later choice: %1"), table_text.prompt_text(session.prompt, lang)))
        if session.unsupported:
            self.title.setText(arg(self.tr("Irregularity: %1 (no ruling for it yet in this version)"), kind))
            self._fill_start_page()
            self._show_page(START_PAGE)
            return
        if session.ruling is None and session.question is None:
            self._show_record_refused()
            self._show_page(QUESTION_PAGE)
            return
        if session.ruling is None:
            self._show_question()
            self._show_page(QUESTION_PAGE)
            return
        self._show_ruling()
        self._show_page(RULING_PAGE)

    def _show_page(self, index: int) -> None:
        """Show page ``index`` with the keyboard focus where its next key goes (the focus proxy of the pages,
        which the workspace focuses when it shows this tab). The focus is moved when another page, question or
        choice is shown and the focus was in the wizard (or nowhere): not taken from another tab."""
        self.pages.setCurrentIndex(index)
        target = self._focus_target(index)
        self.pages.setFocusProxy(target)
        session = self._session
        resolution = session.resolution
        view = (index, id(session.step), session.question, resolution.chosen if resolution else None,
                id(session.applied_result))  # fmt: skip
        if view == self._focused_view:
            return
        self._focused_view = view
        if target is not None and self._held_focus:
            if index == QUESTION_PAGE and self._input is not None:
                self._input.focus_answer()  # a spin box's or a line's text selected: typing replaces it
            else:
                target.setFocus(Qt.FocusReason.TabFocusReason)

    def _focus_target(self, index: int) -> QWidget | None:
        if index == START_PAGE:
            return self.detected if self.detected.count() else self.kinds
        if index == QUESTION_PAGE:
            return self._input.focus_target() if self._input is not None else self.cancel_button
        shown = [button for button, _label in self._option_rows if not button.isHidden()]
        if shown:
            return shown[0]
        return self.apply_button if self.apply_button.isEnabled() else self.new_button

    def _fill_start_page(self) -> None:
        lang = interface_language()
        session = self._session
        self.detected.clear()
        record = session.record
        for irregularity, ruled in session.findings():  # those ruled on marked, not offered (issue 21)
            text = words.say(f"irregularity.{irregularity.kind.value}", lang)
            if irregularity.event is not None and record.play is not None:
                trick = record.play.state_at(irregularity.event).trick_number
                text = arg(self.tr("%1, trick %2"), text, trick)
            item = finding_item(self.detected, text, ruled)
            item.setData(KIND_ROLE, irregularity)
        self.start_detected.setEnabled(select_first_open(self.detected))
        current = self.kinds.currentData(KIND_ROLE)
        self.kinds.clear()
        for shown in session.kind_groups():  # the lawbook's registry: as the Director meets them, by law
            if self.kinds.count():
                self.kinds.insertSeparator(self.kinds.count())
            for kind in shown:
                for text, data in self._kind_items(kind, lang):
                    self.kinds.addItem(text, None)
                    self.kinds.setItemData(self.kinds.count() - 1, data, KIND_ROLE)
        index = self.kinds.findData(current, KIND_ROLE) if current is not None else -1
        self.kinds.setCurrentIndex(max(index, 0))

    def _kind_items(self, kind: IrregularityKind, lang: str) -> list[tuple[str, IrregularityKind | Irregularity]]:
        """The start page's entries for ``kind``: the kind itself; for the Director's own error (Law 82), one entry
        per earlier ruling on the board that it may find wrong, as the step must name it (none before a ruling)."""
        name = words.say(f"irregularity.{kind.value}", lang)
        if kind is not IrregularityKind.DIRECTOR_ERROR:
            return [(name, kind)]
        earlier = self._session.timeline.earlier()
        return [(arg(self.tr("%1: %2"), name, words.say("ruling_number", lang, number=index + 1,
                                                       what=words.say(f"irregularity.{e.on.kind.value}", lang))),
                 Irregularity(kind, ruling=index)) for index, e in earlier.items()]  # fmt: skip

    def _show_question(self) -> None:
        session = self._session
        question = session.question
        lang = interface_language()
        if question is None:
            return
        if self._input is None or self._input.question != question:
            self._drop_input()
            self._input = AnswerInput(question, lang, self)
            self._input.submitted.connect(self.submit_answer)
            self.input_area.addWidget(self._input)
            previous = session.previous_answer(question)
            if previous is None and question.default is not None:  # the law's answer unless he judges otherwise
                with contextlib.suppress(FactValueError):  # a default that is no answer is not shown, never fatal
                    previous = question.fact.decode(question.default)
            if previous is not None:
                self._input.select(previous)
        self.keys_hint.setText(self._input.keys_hint())
        self.answer_button.setEnabled(True)
        self.question_laws.setText(words.law_text(question.laws, lang) if question.laws else "")
        self.question_text.setText(words.question_text(question, lang))
        self._show_judgement(words.judgement_lines(question, lang))
        self.back_button.setEnabled(session.can_go_back())
        refusal = session.refusal
        if refusal is None:
            self.refusal.setVisible(False)
        else:
            self._show_refusal(words.refusal_text(refusal.reason, refusal.params, lang))

    def _show_judgement(self, lines: list[str]) -> None:
        """Mark the question as the Director's judgement (the first of ``lines``) with the law's criteria (the
        rest), or hide both for a fact the players state (no lines)."""
        self.judgement_label.setText(lines[0] if lines else "")
        self.judgement_criteria.setText("\n".join(lines[1:]))
        self.judgement_label.setVisible(bool(lines))
        self.judgement_criteria.setVisible(bool(lines))

    def _drop_input(self) -> None:
        """Take the last question's input off the page now (deleted later, when the event loop is free)."""
        if self._input is not None:
            self.input_area.removeWidget(self._input)
            self._input.hide()
            self._input.deleteLater()
            self._input = None

    def _show_record_refused(self) -> None:
        """The record itself contradicts this irregularity (nothing to ask): say why, ask nothing."""
        self._drop_input()
        self.keys_hint.setText("")
        self.question_laws.setText("")
        self._show_judgement([])
        self.question_text.setText(self.tr("The record does not fit this irregularity. Correct the record, or "
                                           "cancel and choose another irregularity."))  # fmt: skip
        self.answer_button.setEnabled(False)
        self.back_button.setEnabled(False)
        refusal = self._session.refusal
        if refusal is not None:
            self._show_refusal(words.refusal_text(refusal.reason, refusal.params, interface_language()))

    def _show_refusal(self, text: str) -> None:
        self.refusal.setText(text)
        self.refusal.setVisible(True)

    def _show_ruling(self) -> None:
        session = self._session
        ruling, resolution = session.ruling, session.resolution
        if ruling is None or resolution is None:
            return
        lang = self.explanation_language
        ui = interface_language()
        explained = (ruling, resolution, lang)
        if explained != self._explained:  # unchanged (applied, the table moved on): not laid out again
            self._explained = explained
            self.explanation.setPlainText("\n".join(words.ruling_lines(ruling, resolution, lang)))
        self.language_button.blockSignals(True)
        self.language_button.setChecked(self._explain_lang is not None)
        self.language_button.blockSignals(False)
        other = words.say(f"language.{other_language(ui)}", ui)
        self.language_button.setText(arg(self.tr("Show in %1", "a language's name: 'Show in Greek'"), other))
        if self._explain_lang is not None:
            self.language_button.setText(self.tr("Back to the interface language"))
        # One button per option of each choice still open (the first to make comes first), in the interface
        # language: unchanged when only the explanation's language is switched, so not built again then.
        done = session.applied_result is not None
        key = (ruling, resolution.chosen, ui, done)
        if key != self._choices_key:
            self._choices_key = key
            self._fill_choices(resolution, ui, done)
        self.undo_choice_button.setEnabled(bool(resolution.chosen) and not done)
        self.apply_button.setEnabled(session.can_apply())
        penalties = session.penalties if not done else ()
        self.penalty_button.setEnabled(session.can_penalise())
        self.clear_penalties_button.setVisible(bool(penalties))
        self.penalties_label.setText("\n".join(penalty_line(p, ui) for p in penalties))
        self.penalties_label.setVisible(bool(penalties))
        refusal = session.refusal
        if refusal is not None and not done:  # the ruling could not be applied: why, in the interface language
            self.status.setText(words.refusal_text(refusal.reason, refusal.params, ui))
        elif done:
            self.status.setText(self.tr("Applied: the board and the table state are updated. Play goes on."))
        elif resolution.pending:
            self.status.setText(self.tr("Explain every option; the chooser decides without consulting partner."))
        else:
            self.status.setText(self.tr("Nothing left to choose: apply the ruling to the board."))

    def _fill_choices(self, resolution: Resolution, ui: str, done: bool) -> None:
        """The buttons of the next choice still open (choices are made in order: the next one shows once this
        one is made). The box and its rows are kept and filled again, not built again for each choice: a
        ruling's step then costs a relayout of the texts, not new widgets shown, polished and laid out."""
        choice = next(iter(resolution.pending), None) if not done else None
        self.option_buttons = {}
        if choice is None:
            self._hide_rows(0)
            self.choices_scroll.setVisible(False)
            self.options_hint.setText("")
            return
        box = self._choice_box()
        box.setObjectName(f"choice-{choice.id}")
        self._choice_header.setText(words.choice_header(choice, ui))
        self._option_keys = []
        for index, option in enumerate(choice.options):
            button, label = self._option_row(index)
            button.setText(words.option_label(option, ui))  # a long option wraps, never cut
            button.setObjectName(f"option-{choice.id}-{option.id}")
            button.setVisible(True)
            details = "\n".join(words.describe(c, ui) for c in option.consequences)
            label.setText(details)  # what the option brings, wrapped under its button (a command link clips it)
            label.setObjectName(f"option-details-{option.id}" if details else "")
            label.setVisible(bool(details))
            self._option_keys.append((choice.id, option.id))
            self.option_buttons[(choice.id, option.id)] = button
        self._hide_rows(len(choice.options))
        self.choices_scroll.setVisible(True)
        count = len(choice.options)
        self.options_hint.setText(arg(self.tr("Keys 1 to %1 take an option (or the arrow keys and Enter)."), count)
                                  if count > 1 else self.tr("Key 1 takes the option (or Enter)."))  # fmt: skip

    def _hide_rows(self, start: int) -> None:
        """The rows from ``start`` on (a longer choice needed them) off the page, their names taken off."""
        for button, label in self._option_rows[start:]:
            for widget in (button, label):
                if not widget.isHidden():
                    widget.setVisible(False)
                widget.setObjectName("")

    def _choice_box(self) -> QGroupBox:
        """The box of the choice open: its header wrapped, then a button per option with what it brings
        (built on first need)."""
        if self._box is None:
            box = self._box = QGroupBox(self.choices_box)  # the header as a wrapped label: a title would not wrap
            self._box_layout = QVBoxLayout(box)
            header = self._choice_header = QLabel(box)
            header.setObjectName("choice-header")
            header.setWordWrap(True)
            font = header.font()
            font.setBold(True)
            header.setFont(font)
            self._box_layout.addWidget(header)
            self.choices_layout.addWidget(box)
            self.choices_layout.addStretch(1)
        return self._box

    def _option_row(self, index: int) -> tuple[WrapButton, QLabel]:
        """The button and details label of the ``index``-th option (made when a choice first has that many)."""
        while len(self._option_rows) <= index:
            box = self._choice_box()
            button = WrapButton("", box)
            button.setAutoDefault(True)
            button.installEventFilter(self)  # the arrow keys stay among the options
            button.clicked.connect(partial(self._option_clicked, len(self._option_rows)))
            label = QLabel(box)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            label.setIndent(24)
            self._box_layout.addWidget(button)
            self._box_layout.addWidget(label)
            self._option_rows.append((button, label))
        return self._option_rows[index]

    def _option_key(self, event: QKeyEvent) -> bool:
        """On the ruling page, 1 to 9 take that option of the choice open; the arrow keys go from option to
        option (and stay among them). Whether ``event`` was one of these keys."""
        shown = [button for button, _label in self._option_rows if not button.isHidden()]
        if not shown or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        text = event.text()
        if len(text) == 1 and "1" <= text <= "9":
            index = int(text) - 1
            if index < len(shown):
                shown[index].click()
            return True
        step = _OPTION_STEPS.get(event.key(), 0)
        focus = QApplication.focusWidget()
        if step and focus in shown:
            shown[max(0, min(len(shown) - 1, shown.index(focus) + step))].setFocus(Qt.FocusReason.TabFocusReason)
            return True
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() in _OPTION_STEPS
                and any(watched is button for button, _label in self._option_rows)):  # fmt: skip
            return self._option_key(event)
        return super().eventFilter(watched, event)

    def _option_clicked(self, index: int, _checked: bool = False) -> None:
        if index < len(self._option_keys):
            self.choose(*self._option_keys[index])

    def _show_table(self) -> None:
        session = self._session
        self.table_panel.show_table(session.table, session.record.state, session.prompts(), session.record.auction)

    # --- language ---------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.detected_label.setText(self.tr("&Irregularities the record shows:"))
        self.start_detected.setText(self.tr("&Rule on it"))
        self.other_label.setText(self.tr("&Something else happened:"))
        self.start_other.setText(self.tr("S&tart"))
        self.back_button.setText(self.tr("&Back"))
        self.answer_button.setText(self.tr("&Next"))
        self.cancel_button.setText(self.tr("&Cancel"))
        self.undo_choice_button.setText(self.tr("&Undo last choice"))
        self.apply_button.setText(self.tr("&Apply to the board"))
        self.new_button.setText(self.tr("&New ruling"))
        self.save_button.setText(self.tr("&Save incident"))
        self.save_button.setToolTip(self.tr("Save the incident in the incidents folder (Ctrl+S)"))
        self.penalty_button.setText(self.tr("&Penalty…"))
        self.penalty_button.setToolTip(self.tr("A procedural or disciplinary penalty with this ruling (Laws 90, 91A)"))
        self.clear_penalties_button.setText(self.tr("Remove the penalties"))
        self._drop_input()
        self._explain_lang = None
        self.refresh()
