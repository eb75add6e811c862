"""The incidents window (Ctrl+I) over the incidents folder: the saved incidents listed and searched,
opened on a board, duplicated, moved to the trash and restored, exported (PBN, PDF, JSON), a session
report, a file saved by another instance showing up, and a damaged file listed, never opened."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from tdcompanion.app.incidents_window import IncidentsWindow
from tdcompanion.app.main_window import MainWindow
from tdcompanion.core import incident as incident_file
from tdcompanion.core import pbn
from tdcompanion.core.incident_info import IncidentInfo
from tdcompanion.storage.incident_store import IncidentStore, default_folder

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture
def store() -> IncidentStore:
    store = IncidentStore(default_folder())
    revoke = incident_file.load(EXAMPLES / "law64-revoke.json")
    store.save(replace(revoke, id=None, info=replace(revoke.info, session="Τρίτη"), note="Ρενόνς του Δύση"))
    lead = incident_file.load(EXAMPLES / "law54-opening-lead-out-of-turn.json")
    store.save(replace(lead, id=None, info=IncidentInfo(session="Τρίτη", table="2")))
    store.save(replace(lead, id=None, info=IncidentInfo(session="Monday", table="9")))
    return store


@pytest.fixture
def incidents(window: MainWindow, store: IncidentStore, qtbot: QtBot) -> IncidentsWindow:
    window.incidents_action.trigger()
    shown = window.show_incidents()
    qtbot.waitExposed(shown)
    return shown


def type_search(view: IncidentsWindow, text: str) -> None:
    field = view.browser.search
    field.setFocus()
    for char in text:
        QApplication.sendEvent(field, QKeyEvent(QKeyEvent.Type.KeyPress, 0, Qt.KeyboardModifier.NoModifier, char))


def incident_files(store: IncidentStore) -> list[Path]:
    """The incident files (not the hidden index cache)."""
    return sorted(p for p in store.folder.glob("*.json") if not p.name.startswith("."))


def rows(view: IncidentsWindow) -> int:
    return view.browser.proxy.rowCount()


def test_ctrl_i_lists_the_folder_and_the_search_ignores_accents(incidents: IncidentsWindow) -> None:
    assert rows(incidents) == 3
    type_search(incidents, "ρενονς")
    assert rows(incidents) == 1
    assert incidents.store.folder.name == "incidents"


def test_an_incident_opens_on_a_board_of_its_own_with_its_ruling(incidents: IncidentsWindow, window: MainWindow,
                                                                  store: IncidentStore) -> None:  # fmt: skip
    type_search(incidents, "ρενονς")
    incidents.browser.table.selectRow(0)
    (path,) = incidents.browser.selected_paths()
    before = len(window.board_list.entries())
    incidents.browser.open_action.trigger()
    assert len(window.board_list.entries()) == before + 1
    draft = window.workspace.draft
    assert draft.path == path
    shown = draft.incident()
    assert shown is not None and shown.note == "Ρενόνς του Δύση"
    assert not draft.dirty  # reopened as saved
    incidents.open_paths([path])  # already open: shown again, not opened twice
    assert len(window.board_list.entries()) == before + 1


def test_duplicate_delete_to_the_trash_and_restore(incidents: IncidentsWindow, store: IncidentStore,
                                                   message_boxes: list[QMessageBox]) -> None:  # fmt: skip
    first = incident_files(store)[0]
    copies = incidents.duplicate([first])
    assert len(copies) == 1 and rows(incidents) == 4
    assert incident_file.load(copies[0]).id != incident_file.load(first).id
    moved = incidents.delete([first])
    assert rows(incidents) == 3 and not first.exists()
    assert [p.parent.name for p in moved] == [".trash"]
    back = incidents.restore(moved)
    assert rows(incidents) == 4 and back[0].exists()


def test_export_as_pbn_pdf_and_json(incidents: IncidentsWindow, store: IncidentStore, tmp_path: Path,
                                    monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    paths = incident_files(store)[:2]
    written = incidents.export_to(paths, "pbn", tmp_path)
    assert [p.suffix for p in written] == [".pbn", ".pbn"]
    assert pbn.loads(written[0].read_text(encoding="utf-8"))[0].deal == incident_file.load(paths[0]).record.deal
    (pdf,) = incidents.export_to(paths[:1], "pdf", tmp_path)
    assert pdf.read_bytes().startswith(b"%PDF")
    # Through the dialogs: the kind asked, then the folder.
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: (a[3][2], True))
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(tmp_path / "out"))
    (tmp_path / "out").mkdir()
    (copy,) = incidents.export(paths[:1])
    assert incident_file.load(copy) == incident_file.load(paths[0])


def test_session_report_lists_the_incidents_of_the_selected_ones_session(
    incidents: IncidentsWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, message_boxes: list[QMessageBox]
) -> None:
    assert incidents.session_report() is None  # nothing selected: said so
    assert "Select an incident" in message_boxes[-1].text()
    type_search(incidents, "Τρίτη")
    assert rows(incidents) == 2
    incidents.browser.table.selectRow(0)
    target = tmp_path / "report.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert incidents.session_report() == target
    assert target.read_bytes().startswith(b"%PDF")


def test_a_file_another_instance_saves_shows_up(incidents: IncidentsWindow, store: IncidentStore,
                                                qtbot: QtBot) -> None:  # fmt: skip
    other = IncidentStore(store.folder)
    lead = incident_file.load(EXAMPLES / "law54-opening-lead-out-of-turn.json")
    other.save(replace(lead, id=None))
    qtbot.waitUntil(lambda: rows(incidents) == 4, timeout=5000)


def test_a_damaged_file_is_listed_with_its_reason_and_cannot_be_opened(
    window: MainWindow, store: IncidentStore, qtbot: QtBot
) -> None:
    damaged = store.folder / "damaged.json"
    damaged.write_bytes(b"\x00\x01 not json")
    view = window.show_incidents()
    assert rows(view) == 4
    view.browser.select_paths([damaged])
    assert not view.browser.open_action.isEnabled()
    assert "damaged.json" in view.browser.reason_label.text()
    assert damaged.read_bytes() == b"\x00\x01 not json"



def test_print_in_the_language_chosen_for_reports(incidents: IncidentsWindow, monkeypatch: pytest.MonkeyPatch,
                                                  message_boxes: list[QMessageBox]) -> None:  # fmt: skip
    from tdcompanion.widgets import report_output

    printed: list[str] = []
    monkeypatch.setattr(report_output, "print_report", lambda _parent, html: printed.append(html) or True)
    assert incidents.print_selected() is False  # nothing selected: said so
    assert "Select the incidents" in message_boxes[-1].text()
    type_search(incidents, "ρενονς")
    incidents.browser.table.selectRow(0)
    incidents.report_language.setCurrentIndex(incidents.report_language.findData("el"))
    assert incidents.print_selected() is True
    assert "Αναφορά συμβάντος" in printed[-1]
    incidents.report_language.setCurrentIndex(incidents.report_language.findData("en"))
    incidents.print_selected()
    assert "Incident report" in printed[-1] and "Αναφορά συμβάντος" not in printed[-1]


@pytest.mark.parametrize("change", [
    "UPDATE entries SET session = x'00ff', board = 'seven', laws = '[1'",
    "UPDATE entries SET k_mtime = 'x', players = 5, status = 2.5",
])  # fmt: skip
def test_an_index_with_rows_of_the_wrong_types_is_made_again_and_the_list_shown(
    window: MainWindow, store: IncidentStore, qtbot: QtBot, change: str
) -> None:
    """Issue 20: the index is a cache; rows another program wrote wrong never reach the list."""
    import contextlib
    import sqlite3

    from tdcompanion.storage.index_db import index_path

    store.entries()
    store.index().close()
    with contextlib.closing(sqlite3.connect(index_path(store.folder))) as db:
        db.execute(change)
        db.commit()
    window.incidents_action.trigger()
    view = window.show_incidents()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: rows(view) == 3)
    sessions = [view.browser.session_combo.itemText(i) for i in range(view.browser.session_combo.count())]
    assert {"Τρίτη", "Monday"} <= set(sessions)
