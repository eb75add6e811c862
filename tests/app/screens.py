"""Every window, dialog and wizard page of the program, brought up one after another on a main window
(issue 18, "Screens that fit"): tests/app/test_fit.py checks each for clipped text, scripts/screenshots.py
takes its picture. The boards come from the examples and a story file, opened through the program's own open path."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QWidget

from tdcompanion.app.about_dialog import AboutDialog
from tdcompanion.app.board_files import LoadedBoard
from tdcompanion.app.board_list import BoardEntry
from tdcompanion.app.incidents_window import IncidentsWindow
from tdcompanion.app.main_window import MainWindow
from tdcompanion.core import incident as incident_file
from tdcompanion.core.board import Board
from tdcompanion.widgets.board_workspace import (
    ANALYSIS_TAB,
    AUCTION_TAB,
    DEAL_TAB,
    INCIDENT_TAB,
    PLAY_TAB,
    SCORE_TAB,
)
from tdcompanion.widgets.irregularity_wizard import QUESTION_PAGE, RULING_PAGE, START_PAGE
from tdcompanion.widgets.play_event_dialog import EventKind, PlayEventDialog

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
# tests/core/test_incident_story.py's board, saved as its first two rulings left it: declarer's Law 50D2
# choice of East's lead is next (an example would count as one more incident with a choice left open).
STORY = ROOT / "tests" / "data" / "incidents" / "story-50d2-lead-options.json"
PENALTY_CARD = EXAMPLES / "law50-penalty-card.json"
HESITATION = EXAMPLES / "law16-hesitation.json"  # questions of every kind: yes/no, a call, words, a poll
LISTED = ("law64-revoke.json", "law54-opening-lead-out-of-turn.json", "law16-hesitation.json", STORY.name)
TABS = {DEAL_TAB: "deal", AUCTION_TAB: "auction", PLAY_TAB: "play", INCIDENT_TAB: "incident", SCORE_TAB: "score",
        ANALYSIS_TAB: "analysis"}  # fmt: skip


def settle() -> None:
    """Let layouts and deferred builds run (twice: a layout may post another)."""
    for _ in range(3):
        QApplication.processEvents()


def fit(widget: QWidget, size: QSize) -> None:
    """Give a window the screen's room: the main window all of it, a dialog at most its own size."""
    if isinstance(widget, MainWindow):
        widget.resize(size)
    else:
        widget.resize(widget.size().boundedTo(size))
    settle()


class Screens:
    """Walks a main window through its screens; :meth:`prepare` once, then :meth:`each` per size and font."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.incidents: IncidentsWindow | None = None
        self.story: BoardEntry | None = None
        self.boards: dict[Path, BoardEntry] = {}

    def prepare(self) -> None:
        """The example boards open, incidents in the folder: everything :meth:`each` shows exists."""
        window = self.window
        window.show()
        settle()
        folder = window.keeper.store.folder
        folder.mkdir(parents=True, exist_ok=True)
        for name in LISTED:
            shutil.copyfile(STORY if name == STORY.name else EXAMPLES / name, folder / name)
        assert window.open_incident(folder / STORY.name)
        self.story = window.current_entry
        for path in (HESITATION, PENALTY_CARD):
            first = incident_file.load(path).steps[0]
            record = first.record
            assert record is not None
            board = Board(number=record.number, deal=record.deal, dealer=record.dealer,
                          vulnerability=record.vulnerability)  # fmt: skip
            self.boards[path] = BoardEntry(LoadedBoard(board, record.auction, record.play), None)
            window.board_list.add_entry(self.boards[path])
        self.incidents = window.show_incidents()
        window.activateWindow()
        settle()

    def _rule(self, path: Path, name: str) -> Iterator[tuple[str, QWidget]]:
        """The example's first ruling on its board as the Director enters it: each question, then the ruling."""
        wizard = self.window.workspace.wizard
        session = wizard.session
        example = incident_file.load(path).steps[0]
        assert example.irregularity is not None
        wizard.start(example.irregularity)
        answers = example.facts.to_json()
        asked = 0
        while session.question is not None:
            settle()
            assert wizard.pages.currentIndex() == QUESTION_PAGE
            asked += 1
            yield f"wizard-{name}-question-{asked}", self.window
            assert session.answer(session.question.fact.decode(answers[session.question.id]))
        for choice_id, option_id in example.chosen[:-1]:  # the last choice left open: its buttons show
            wizard.choose(choice_id, option_id)
        settle()
        assert wizard.pages.currentIndex() == RULING_PAGE
        yield f"wizard-{name}-ruling", self.window
        session.cancel()
        settle()

    def each(self, size: QSize) -> Iterator[tuple[str, QWidget]]:
        """Each screen in turn at ``size``, as (name, top-level widget shown)."""
        window, story = self.window, self.story
        penalty, hesitation = self.boards[PENALTY_CARD], self.boards[HESITATION]
        assert story is not None and self.incidents is not None
        workspace = window.workspace
        wizard = workspace.wizard
        fit(window, size)
        window.show_entry(story)
        for index, name in TABS.items():
            workspace.show_tab(index)
            settle()
            yield f"main-{name}", window
        workspace.show_ruling()
        (prompt,) = wizard.session.prompts()
        wizard.rule_prompt(prompt)  # declarer's lead options (Law 50D2)
        settle()
        assert wizard.pages.currentIndex() == RULING_PAGE and wizard.option_buttons
        yield "wizard-50d2", window
        wizard.session.cancel()

        window.show_entry(hesitation)
        workspace.show_ruling()
        settle()
        assert wizard.pages.currentIndex() == START_PAGE
        yield "wizard-start", window
        yield from self._rule(HESITATION, "hesitation")
        window.show_entry(penalty)
        workspace.show_ruling()
        yield from self._rule(PENALTY_CARD, "penalty-card")

        self.incidents.show()
        fit(self.incidents, size)
        yield "incidents", self.incidents
        self.incidents.hide()

        about = AboutDialog(window)
        about.show()
        fit(about, size)
        yield "about", about
        about.close()
        about.deleteLater()
        yield from self._guide(size)

        yield from self._failure_dialogs(size)

        state = workspace.play_table.state
        assert state is not None
        for kind in EventKind:
            dialog = PlayEventDialog(kind, state, window)
            dialog.show()
            fit(dialog, size)
            yield f"play-event-{kind.value}", dialog
            dialog.close()
            dialog.deleteLater()
        window.activateWindow()

    def _guide(self, size: QSize) -> Iterator[tuple[str, QWidget]]:
        """Help > Guide (issue 21), on a page with pictures and lists."""
        guide = self.window.show_guide("record-board")
        fit(guide, size)
        yield "guide", guide
        guide.hide()

    def _failure_dialogs(self, size: QSize) -> Iterator[tuple[str, QWidget]]:
        """The dialog of a failure (with a long log path, drafts kept, a repeat) and the problem report."""
        from tdcompanion.app.crash_dialog import CrashDialog
        from tdcompanion.app.failure import exception_failure
        from tdcompanion.app.problem_report import ProblemReportDialog

        try:
            raise KeyError("assessment")
        except KeyError as exc:
            failure = exception_failure(KeyError, exc, exc.__traceback__, "MainThread")
        failure.count = 3
        log = Path("/home/director/.local/state/tdcompanion/log/tdcompanion.log")
        crash = CrashDialog(log, self.window)
        crash.add(failure, kept=2)
        report = ProblemReportDialog(self.window)
        for name, dialog in (("crash", crash), ("problem-report", report)):
            dialog.show()
            fit(dialog, size)
            yield name, dialog
            dialog.hide()
        crash.close()
        report.deleteLater()
