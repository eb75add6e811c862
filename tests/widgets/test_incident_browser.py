"""pytest-qt flows through the incident browser: search (Greek typed as key events), filters, the
count, selection and the actions' signals, unreadable files, the trash, the language."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QAbstractItemView, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from tdcompanion.app.i18n import Translators
from tdcompanion.core.folding import fold
from tdcompanion.core.incident_info import IncidentStatus
from tdcompanion.models.incident_list_model import BOARD, IRREGULARITY
from tdcompanion.storage.entries import IncidentEntry
from tdcompanion.widgets.incident_browser import IncidentBrowser
from tests.models.test_incident_list_model import FOLDER, broken_entry, make_entry

STATUSES = ["open", "ruled", "score_adjusted", "appealed", "closed"]


def sample_entries(count: int = 20) -> list[IncidentEntry]:
    """``count`` (up to 28) incidents, one a day, over three sessions; every fourth one a revoke (ρενόνς)."""
    entries = []
    for i in range(count):
        revoke = i % 4 == 0
        player = ["Νίκος", "Ελένη", "Μαρία"][i % 3]
        words = f"Πανελλήνιο Ζευγών {player} {'ρενόνς' if revoke else 'έξοδος εκτός σειράς'}"
        entries.append(
            make_entry(
                f"incident-{i:02}.json", date=f"2026-11-{1 + i:02}", session=f"Ημερίδα {1 + i % 3}", board=1 + i,
                table=str(1 + i % 12), laws=("64A1", "63A1") if revoke else ("55A",),
                kinds=("revoke",) if revoke else ("lead_out_of_turn",), status=STATUSES[i % 5],
                event="Πανελλήνιο Ζευγών",
                players=(player, "", "", ""), search_text=fold(words),
            )
        )  # fmt: skip
    return entries


def send_text(widget: QWidget, text: str) -> None:
    """Type ``text`` one character at a time (``qtbot.keyClicks`` cannot type Greek)."""
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QCoreApplication.sendEvent(
                widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, char)
            )


def press(widget: QWidget, key: Qt.Key) -> None:
    QCoreApplication.sendEvent(widget, QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier))


def double_click(view: QAbstractItemView, index: QModelIndex) -> None:
    """Press, release, double-click, release on ``index`` (``qtbot.mouseDClick`` sends no double-click
    event to an item view on the offscreen platform)."""
    pos = QPointF(view.visualRect(index).center())
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    for kind, buttons in ((QEvent.Type.MouseButtonPress, left), (QEvent.Type.MouseButtonRelease, none),
                          (QEvent.Type.MouseButtonDblClick, left), (QEvent.Type.MouseButtonRelease, none)):  # fmt: skip
        event = QMouseEvent(kind, pos, view.viewport().mapToGlobal(pos), left, buttons, Qt.KeyboardModifier.NoModifier)
        QCoreApplication.sendEvent(view.viewport(), event)


def shown_names(browser: IncidentBrowser) -> list[str]:
    proxy = browser.proxy
    return [browser.proxy.list_model().entry(proxy.mapToSource(proxy.index(r, 0)).row()).name
            for r in range(proxy.rowCount())]  # fmt: skip


def select(browser: IncidentBrowser, *names: str) -> None:
    browser.select_paths([FOLDER / name for name in names])


@pytest.fixture
def browser(qtbot: QtBot, translators: Translators) -> IncidentBrowser:
    translators.set_language("en")
    widget = IncidentBrowser()
    qtbot.addWidget(widget)
    widget.resize(1366, 768)
    widget.show()
    widget.activateWindow()
    qtbot.waitActive(widget)
    return widget


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """What the delete confirmation is asked (title, text), answered Yes unless the test says otherwise."""
    asked: list[Any] = [QMessageBox.StandardButton.Yes]

    def question(_parent: QWidget, title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
        asked.append((title, text))
        return asked[0]

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def test_empty_folder_says_how_to_add_an_incident(browser: IncidentBrowser) -> None:
    assert browser.empty_label.isVisible()
    assert browser.empty_label.text().startswith("No incidents yet: after a ruling, save it as an incident")
    assert browser.count_label.text() == "0 incidents"
    assert not any(a.isEnabled() for a in browser.item_actions())
    assert browser.open_folder_action.isEnabled()


def test_count_and_greek_search_typed_key_by_key(qtbot: QtBot, browser: IncidentBrowser) -> None:
    browser.set_entries(sample_entries(20))
    assert browser.count_label.text() == "20 incidents"
    assert not browser.empty_label.isVisible()
    browser.search.setFocus()
    send_text(browser.search, "ρενονς")  # no accent: finds "ρενόνς"
    assert browser.search.text() == "ρενονς"
    assert shown_names(browser) == [f"incident-{i:02}.json" for i in (16, 12, 8, 4, 0)]  # the newest first
    assert browser.count_label.text() == "5 of 20 incidents"
    send_text(browser.search, " Ελένη")
    assert shown_names(browser) == ["incident-16.json", "incident-04.json"]
    send_text(browser.search, "x")
    assert shown_names(browser) == []
    assert browser.empty_label.isVisible()
    assert "No incident matches" in browser.empty_label.text()


def test_esc_clears_the_search(browser: IncidentBrowser) -> None:
    browser.set_entries(sample_entries(8))
    send_text(browser.search, "ρενόνς")
    assert browser.proxy.rowCount() == 2
    press(browser.search, Qt.Key.Key_Escape)
    assert browser.search.text() == ""
    assert browser.proxy.rowCount() == 8
    assert browser.count_label.text() == "8 incidents"


def test_status_and_session_filters(browser: IncidentBrowser) -> None:
    browser.set_entries(sample_entries(20))
    sessions = [browser.session_combo.itemText(i) for i in range(browser.session_combo.count())]
    assert sessions == ["All sessions", "Ημερίδα 1", "Ημερίδα 2", "Ημερίδα 3"]
    statuses = [browser.status_combo.itemText(i) for i in range(browser.status_combo.count())]
    assert statuses == ["All statuses", "Open", "Ruled", "Score adjusted", "Appealed", "Closed"]
    browser.status_combo.setCurrentIndex(browser.status_combo.findData(IncidentStatus.CLOSED))
    assert shown_names(browser) == ["incident-19.json", "incident-14.json", "incident-09.json", "incident-04.json"]
    browser.session_combo.setCurrentIndex(browser.session_combo.findText("Ημερίδα 2"))
    assert shown_names(browser) == ["incident-19.json", "incident-04.json"]
    assert browser.count_label.text() == "2 of 20 incidents"
    browser.status_combo.setCurrentIndex(0)
    browser.session_combo.setCurrentIndex(0)
    assert browser.count_label.text() == "20 incidents"


def test_delete_asks_first_then_emits_the_paths(qtbot: QtBot, browser: IncidentBrowser, answers: list[Any]) -> None:
    browser.set_entries(sample_entries(6))
    select(browser, "incident-01.json", "incident-03.json")
    browser.table.setFocus()
    with qtbot.waitSignal(browser.delete_requested) as emitted:
        qtbot.keyClick(browser.table, Qt.Key.Key_Delete)
    assert sorted(emitted.args[0]) == [FOLDER / "incident-01.json", FOLDER / "incident-03.json"]
    _title, text = answers[1]
    assert "2 incidents" in text
    assert "trash" in text
    assert "Restore" in text


def test_delete_refused_emits_nothing(qtbot: QtBot, browser: IncidentBrowser, answers: list[Any]) -> None:
    answers[0] = QMessageBox.StandardButton.No
    browser.set_entries(sample_entries(3))
    select(browser, "incident-01.json")
    with qtbot.assertNotEmitted(browser.delete_requested):
        browser.delete_action.trigger()
    assert len(answers) == 2


def test_enter_and_double_click_open_the_selection(qtbot: QtBot, browser: IncidentBrowser) -> None:
    browser.set_entries(sample_entries(5))
    select(browser, "incident-02.json")
    browser.table.setFocus()
    with qtbot.waitSignal(browser.open_requested) as emitted:
        qtbot.keyClick(browser.table, Qt.Key.Key_Return)
    assert emitted.args == [[FOLDER / "incident-02.json"]]
    with qtbot.waitSignal(browser.open_requested) as emitted:
        double_click(browser.table, browser.table.currentIndex())
    assert emitted.args == [[FOLDER / "incident-02.json"]]


def test_unreadable_row_cannot_be_opened_and_says_why(qtbot: QtBot, browser: IncidentBrowser) -> None:
    browser.set_entries([*sample_entries(3), broken_entry("broken.json")])
    select(browser, "broken.json")
    assert not browser.open_action.isEnabled()
    assert not browser.buttons[browser.open_action].isEnabled()
    assert not browser.export_action.isEnabled()
    assert browser.delete_action.isEnabled()
    assert browser.reason_label.isVisible()
    assert "broken.json" in browser.reason_label.text()
    assert "not JSON" in browser.reason_label.text()
    with qtbot.assertNotEmitted(browser.open_requested):
        qtbot.keyClick(browser.table, Qt.Key.Key_Return)
    select(browser, "incident-00.json")
    assert browser.open_action.isEnabled()
    assert not browser.reason_label.isVisible()


def test_export_and_duplicate_carry_every_selected_path(qtbot: QtBot, browser: IncidentBrowser) -> None:
    browser.set_entries(sample_entries(6))
    select(browser, "incident-00.json", "incident-02.json", "incident-05.json")
    assert browser.selected_paths() == [FOLDER / f"incident-0{i}.json" for i in (5, 2, 0)]  # shown newest first
    with qtbot.waitSignal(browser.export_requested) as emitted:
        qtbot.mouseClick(browser.buttons[browser.export_action], Qt.MouseButton.LeftButton)
    assert emitted.args == [browser.selected_paths()]
    with qtbot.waitSignal(browser.duplicate_requested) as emitted:
        browser.duplicate_action.trigger()
    assert len(emitted.args[0]) == 3


def test_open_folder_is_always_offered(qtbot: QtBot, browser: IncidentBrowser) -> None:
    with qtbot.waitSignal(browser.open_folder_requested) as emitted:
        qtbot.mouseClick(browser.buttons[browser.open_folder_action], Qt.MouseButton.LeftButton)
    assert emitted.args == [[]]


def test_trash_lists_deleted_incidents_to_restore(qtbot: QtBot, browser: IncidentBrowser) -> None:
    browser.set_entries(sample_entries(4))
    browser.set_trash_entries([make_entry("old.json", date="2026-01-02", session="Ημερίδα 9")])
    assert not browser.restore_action.isEnabled()
    browser.show_trash_action.trigger()
    assert browser.showing_trash()
    assert shown_names(browser) == ["old.json"]
    assert browser.count_label.text() == "1 incident in the trash"
    assert [browser.session_combo.itemText(i) for i in range(browser.session_combo.count())][1:] == ["Ημερίδα 9"]
    select(browser, "old.json")
    assert not browser.open_action.isEnabled()
    assert not browser.delete_action.isEnabled()
    with qtbot.waitSignal(browser.restore_requested) as emitted:
        qtbot.mouseClick(browser.buttons[browser.restore_action], Qt.MouseButton.LeftButton)
    assert emitted.args == [[FOLDER / "old.json"]]
    browser.set_trash_entries([])
    assert browser.empty_label.text() == "The trash is empty."
    browser.show_trash_action.trigger()
    assert browser.count_label.text() == "4 incidents"


def test_header_click_sorts_by_board_as_numbers(qtbot: QtBot, browser: IncidentBrowser) -> None:
    browser.set_entries(sample_entries(12))
    header = browser.table.horizontalHeader()
    where = QPoint(header.sectionViewportPosition(BOARD) + 5, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=where)
    boards = [browser.proxy.index(r, BOARD).data() for r in range(browser.proxy.rowCount())]
    ordered = sorted(boards, key=int)
    assert boards in (ordered, ordered[::-1])
    assert boards[:3] in (["1", "2", "3"], ["12", "11", "10"])


def test_new_listing_keeps_the_selection(browser: IncidentBrowser) -> None:
    entries = sample_entries(6)
    browser.set_entries(entries)
    select(browser, "incident-03.json")
    browser.set_entries([*entries, make_entry("incident-99.json", date="2026-12-01")])
    assert browser.selected_paths() == [FOLDER / "incident-03.json"]
    browser.set_entries(entries[:3])
    assert browser.selected_paths() == []
    assert not browser.open_action.isEnabled()


def test_language_switch_retranslates_live(browser: IncidentBrowser, translators: Translators) -> None:
    browser.set_entries([*sample_entries(5), broken_entry("broken.json")])
    translators.set_language("el")
    assert browser.proxy.headerData(BOARD, Qt.Orientation.Horizontal) == "Θήκη"
    assert browser.open_action.text() == "Άνοιγμα"
    assert browser.status_combo.itemText(0) != "All statuses"
    assert browser.count_label.text() == "6 συμβάντα"
    row = browser.proxy.mapFromSource(browser.model.index(browser.model.row_of(FOLDER / "broken.json"), 0)).row()
    assert browser.proxy.index(row, IRREGULARITY).data().startswith("Μη αναγνώσιμο")
    translators.set_language("en")
    assert browser.open_action.text() == "Open"
