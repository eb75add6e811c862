"""pytest-qt flows through the incident browser over a real folder's index (a few hundred files): the
list reads only the rows it shows as it scrolls, sorts, searches and filters by SQL; a big folder is
brought up to date in a worker process while the list shows."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tdcompanion.app import index_updates
from tdcompanion.app.i18n import Translators
from tdcompanion.app.index_updates import IndexUpdater
from tdcompanion.core.folding import fold
from tdcompanion.core.incident import dumps
from tdcompanion.models import incident_list_model
from tdcompanion.models.incident_list_model import BOARD, DATE, PathRole
from tdcompanion.storage.entries import IncidentEntry
from tdcompanion.storage.incident_store import IncidentStore
from tdcompanion.storage.index_db import IndexDB
from tdcompanion.widgets.incident_browser import IncidentBrowser
from tests.storage.store_samples import revoke
from tests.widgets.test_incident_browser import send_text

FILES = 300
STATUSES = ["open", "ruled", "closed"]


@pytest.fixture(scope="module")
def template() -> dict[str, object]:
    loaded = json.loads(dumps(revoke()))
    assert isinstance(loaded, dict)
    return loaded


def write_folder(folder: Path, template: dict[str, object], count: int = FILES) -> None:
    """``count`` incident files: board 1-36, a session of five, a status of three, notes numbered."""
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(count):
        data = json.loads(json.dumps(template))
        data["id"] = f"{i:032x}"
        data["board"]["number"] = 1 + i * 7 % 36
        data["info"]["session"] = f"Ημερίδα {1 + i % 5}"
        data["info"]["date"] = f"2026-{1 + i % 12:02}-{1 + i % 28:02}"
        data["status"] = STATUSES[i % 3]
        data["note"] = f"Σημείωση {i}" + (" ρενόνς" if i % 10 == 0 else "")
        (folder / f"incident-{i:04}.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


@pytest.fixture
def index(tmp_path: Path, template: dict[str, object]) -> IndexDB:
    write_folder(tmp_path / "incidents", template)
    return IncidentStore(tmp_path / "incidents").index()


@pytest.fixture
def browser(qtbot: QtBot, translators: Translators, index: IndexDB) -> IncidentBrowser:
    translators.set_language("en")
    widget = IncidentBrowser()
    qtbot.addWidget(widget)
    widget.resize(900, 500)
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_index(index)
    return widget


def shown(browser: IncidentBrowser) -> list[IncidentEntry]:
    model = browser.proxy.list_model()
    return [model.entry(row) for row in range(model.rowCount())]


def test_scrolling_reads_the_rows_shown_not_the_whole_folder(
    browser: IncidentBrowser, index: IndexDB, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(incident_list_model, "_KEPT_ENTRIES", 100)
    model = browser.proxy.list_model()
    model.set_index(IndexDB.of_entries(index.entries()))  # a reset: nothing read yet
    model.set_index(index)
    asked: list[int] = []
    real = index.rows

    def counting(numbers: list[int]) -> dict[int, IncidentEntry]:
        asked.extend(numbers)
        return real(numbers)

    monkeypatch.setattr(index, "rows", counting)
    browser.table.viewport().repaint()
    assert 0 < len(asked) <= 64  # the first block only: about 20 rows are in view
    assert model.rowCount() == FILES
    asked.clear()
    browser.table.scrollToBottom()
    browser.table.viewport().repaint()
    last = browser.proxy.index(FILES - 1, DATE)
    assert browser.table.visualRect(last).isValid()
    assert 0 < len(asked) <= 2 * 64
    assert set(model._rows[FILES - 10 :]) <= set(asked)
    assert len(model._cache) <= 100 + 64  # never the whole folder in memory


def test_sort_by_a_header_click_orders_the_rows_by_sql(browser: IncidentBrowser, index: IndexDB) -> None:
    header = browser.table.horizontalHeader()
    header.setSortIndicator(BOARD, Qt.SortOrder.AscendingOrder)
    boards = [e.board or 0 for e in shown(browser)]
    assert boards == sorted(boards) and len(boards) == FILES
    expected = sorted(index.entries(), key=lambda e: (e.board or 0, e.date, e.modified, e.name))
    assert [e.name for e in shown(browser)] == [e.name for e in expected]
    header.setSortIndicator(DATE, Qt.SortOrder.DescendingOrder)
    dates = [e.date for e in shown(browser)]
    assert dates == sorted(dates, reverse=True)


def test_search_typed_key_by_key_and_the_filters(qtbot: QtBot, browser: IncidentBrowser) -> None:
    browser.search.setFocus()
    send_text(browser.search, "ρενον")
    names = [e.name for e in shown(browser)]
    assert names and all(int(name[9:13]) % 10 == 0 for name in names)
    assert len(names) == FILES // 10
    assert browser.count_label.text() == f"{FILES // 10} of {FILES} incidents"
    browser.status_combo.setCurrentIndex(browser.status_combo.findData(None) + 2)  # the second status: ruled
    assert {e.status for e in shown(browser)} == {"ruled"}
    assert all("ρενονσ" in e.search_text for e in shown(browser))
    browser.status_combo.setCurrentIndex(0)
    browser.session_combo.setCurrentIndex(browser.session_combo.findData("Ημερίδα 1"))
    assert {e.session for e in shown(browser)} == {"Ημερίδα 1"}  # every tenth incident is in session 1
    assert len(shown(browser)) == FILES // 10
    browser.search.clear()
    assert len(shown(browser)) == FILES // 5
    browser.session_combo.setCurrentIndex(0)
    assert len(shown(browser)) == FILES


def test_selection_follows_its_incident_through_a_sort(browser: IncidentBrowser, index: IndexDB) -> None:
    path = index.entries()[123].path
    browser.select_paths([path])
    browser.table.horizontalHeader().setSortIndicator(BOARD, Qt.SortOrder.DescendingOrder)
    assert browser.selected_paths() == [path]
    assert browser.table.currentIndex().data(PathRole) == str(path)


def test_a_big_folder_is_brought_up_to_date_in_a_worker_process(
    qtbot: QtBot, tmp_path: Path, template: dict[str, object], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(index_updates, "BACKGROUND_FROM", 50)
    monkeypatch.setattr(index_updates, "BATCH", 40)
    folder = tmp_path / "big"
    write_folder(folder, template, 120)
    index = IncidentStore(folder).index(update=False)
    updater = IndexUpdater()
    progress: list[tuple[int, int]] = []
    updater.progressed.connect(lambda done, total: progress.append((done, total)))
    with qtbot.waitSignal(updater.finished, timeout=60_000):
        assert updater.update(index) is False  # in the worker process: the window goes on
    assert progress == [(5, 120), (15, 120), (35, 120), (75, 120), (115, 120), (120, 120)]  # batches grow to 40
    assert index.changed_elsewhere()
    assert index.count() == 120
    assert len(index.matching([fold("ρενον")])) == 12
    small = IncidentStore(tmp_path / "small").index(update=False)
    assert updater.update(small) is True  # a small folder: at once
    QApplication.processEvents()
