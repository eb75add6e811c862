"""The window is usable the moment it shows; the other tabs and a board's rulings are made on first use.

bench/bench_startup.py times the start-up to a usable window; tests/app/test_startup.py checks, in a
fresh interpreter, what is loaded by then. These tests check that what is built later works as if
it had been built at once: the keys typed at once reach the deal, a tab built on first use shows
the board and takes edits, in the language of the interface, and the incident draft of a board is
kept (autosaved) once it has one.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tdcompanion.app.main_window import (
    ANALYSIS_TAB,
    AUCTION_TAB,
    DEAL_TAB,
    INCIDENT_TAB,
    PLAY_TAB,
    RULING_TAB,
    SCORE_TAB,
    MainWindow,
)
from tdcompanion.core.deal import Hand
from tdcompanion.core.seats import Seat
from tdcompanion.widgets.board_workspace import session_if_made
from tests.app.conftest import Load

LAZY_TABS = (AUCTION_TAB, PLAY_TAB, RULING_TAB, INCIDENT_TAB, SCORE_TAB, ANALYSIS_TAB)
GREEK = re.compile("[\u0370-\u03ff]")


def send_text(widget: QWidget, text: str) -> None:
    """Type ``text`` as a keyboard would (QTest's keyClicks takes ASCII only)."""
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QCoreApplication.sendEvent(widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, ch))


@pytest.mark.parametrize(("language", "typed"), [("en", "AKQ2 J93 T8 754"), ("el", "ΑΡΝ2 Β93 Τ8 754")])
def test_keys_typed_the_moment_the_window_shows_reach_the_first_hand(
    make_window: Callable[..., MainWindow], language: str, typed: str
) -> None:
    window = make_window(language)
    window.show()  # no turn of the event loop from here on
    entry = window.focusWidget()
    assert entry is window.workspace.hand_editor.panels[Seat.N].entry
    send_text(entry, typed)
    assert window.workspace.document.deal[Seat.N] == Hand.parse("AKQ2 J93 T8 754")
    assert [window.workspace.tabs.is_built(i) for i in LAZY_TABS] == [False] * len(LAZY_TABS)


def test_the_window_reports_when_it_is_usable(make_window: Callable[..., MainWindow], qtbot: QtBot) -> None:
    """Once shown, painted and idle (the bench's end point); at once for a caller who asks later."""
    window = make_window("en")
    calls: list[str] = []
    window.when_usable(lambda: calls.append("first"))
    window.show()
    assert calls == []
    qtbot.waitUntil(lambda: calls == ["first"])
    window.when_usable(lambda: calls.append("later"))
    assert calls == ["first", "later"]


def test_a_tab_is_built_when_first_shown_and_shows_the_board(
    window: MainWindow, pbn_file: Path, qtbot: QtBot, load: Load
) -> None:
    load(window, pbn_file)
    workspace = window.workspace
    assert not workspace.tabs.is_built(AUCTION_TAB)
    window.tab_actions[AUCTION_TAB].trigger()
    assert workspace.tabs.is_built(AUCTION_TAB)
    assert workspace.tabs.currentIndex() == AUCTION_TAB
    view = workspace.auction_view
    assert view.isVisible()
    assert view.auction == workspace.document.auction
    assert len(view.auction.calls) > 0
    other = next(e for e in window.board_list.entries() if e is not window.current_entry)
    window.show_entry(other)  # it follows the board shown from now on
    assert view.auction == other.document.auction


def test_a_tab_asked_for_is_built_without_being_shown(window: MainWindow) -> None:
    workspace = window.workspace
    assert not workspace.tabs.is_built(PLAY_TAB)
    table = workspace.play_table  # asked for by the code, not shown
    assert workspace.tabs.is_built(PLAY_TAB)
    assert workspace.tabs.currentIndex() == DEAL_TAB
    assert table.parent() is not None and workspace.tabs.widget(PLAY_TAB).isAncestorOf(table)


def test_the_rulings_are_made_when_first_needed(window: MainWindow) -> None:
    """A new board has no ruling session (nor the incidents folder) until the wizard opens."""
    workspace = window.workspace
    assert session_if_made(workspace.document) is None
    assert workspace.draft_if_made is None
    assert window.keeper_if_made is None
    window.tab_actions[RULING_TAB].trigger()
    session = session_if_made(workspace.document)
    assert session is not None and workspace.wizard.session is session
    assert workspace.wizard.kinds.count() > 10  # the lawbook's kinds (the families loaded)
    draft = workspace.draft_if_made
    assert draft is not None
    keeper = window.keeper_if_made
    assert keeper is not None and draft in keeper._drafts  # kept (autosaved) from now on


@pytest.mark.parametrize("tab", LAZY_TABS)
def test_a_tab_built_after_a_greek_start_is_in_greek(
    make_window: Callable[..., MainWindow], qtbot: QtBot, tab: int
) -> None:
    window = make_window("el")
    window.show()
    workspace = window.workspace
    workspace.show_tab(tab)
    page = workspace.tabs.widget(tab)
    texts = [w.text() for w in page.findChildren(QWidget) if hasattr(w, "text") and isinstance(w.text(), str)]
    texts = [t for t in texts if re.search("[A-Za-z\u0370-\u03ff]{4,}", t)]
    assert texts, "the page shows words"
    assert any(GREEK.search(t) for t in texts)
    english = [t for t in texts if re.search("[A-Za-z]{4,}", t) and not GREEK.search(t)]
    assert english == [], english


def test_a_tab_built_after_switching_to_greek_is_in_greek(window: MainWindow) -> None:
    window.set_language("el")
    workspace = window.workspace
    workspace.show_tab(SCORE_TAB)
    assert GREEK.search(workspace.no_score.text())
    assert workspace.tabs.tabText(SCORE_TAB) == "Σκορ"


def test_the_refusal_gets_its_close_icon_when_first_shown(make_window: Callable[..., MainWindow]) -> None:
    """Start-up makes no icon of the style (the first costs 10 ms); a refusal shown has its close button's."""
    workspace = make_window("en").workspace
    assert workspace.dismiss.icon().isNull()
    workspace.show_refusal("refused")
    assert not workspace.dismiss.icon().isNull()
    assert workspace.dismiss.isVisibleTo(workspace)


def test_a_played_board_gets_its_rulings_on_the_turn_after_it_is_shown(
    window: MainWindow, pbn_file: Path, qtbot: QtBot, load: Load
) -> None:
    """Replaying the play is the costliest part of showing a board (issue 19): the board is drawn
    first, and the table state that flags cards played against a rectification follows on the next
    turn, for the board still shown, not for one the Director has already left."""
    load(window, pbn_file)
    played = [e for e in window.board_list.entries() if e.document.play is not None]
    assert len(played) >= 3
    first, passed_over, chosen = played[-3:]
    window.show_entry(first)
    assert session_if_made(first.document) is None  # not in the turn that shows it
    qtbot.waitUntil(lambda: session_if_made(first.document) is not None)
    window.show_entry(passed_over)
    window.show_entry(chosen)  # before the event loop turns
    qtbot.waitUntil(lambda: session_if_made(chosen.document) is not None)
    assert session_if_made(passed_over.document) is None
