"""The main window: menus, opening PBN and LIN files, bad input, and the language switch."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from tdcompanion.app.main_window import MainWindow
from tdcompanion.app.settings import Settings
from tdcompanion.core.seats import Seat
from tdcompanion.wording.languages import LANGUAGES
from tests.app.conftest import Load, wait_loaded

MENUS_EN = ["&File", "&Edit", "&View", "&Language", "&Help"]
MENUS_EL = ["&Αρχείο", "&Επεξεργασία", "&Προβολή", "&Γλώσσα", "&Βοήθεια"]
HEADERS_EN = ["Board", "Dealer", "Vulnerable", "Contract"]
HEADERS_EL = ["Θήκη", "Ντίλερ", "Στη 2η μανς", "Συμβόλαιο"]
GREEK = QLocale(QLocale.Language.Greek, QLocale.Country.Greece)
MakeWindow = Callable[..., MainWindow]


def menu_titles(win: MainWindow) -> list[str]:
    return [a.text() for a in win.menuBar().actions()]


def headers(win: MainWindow) -> list[str]:
    item = win.board_list.headerItem()
    return [item.text(i) for i in range(item.columnCount())]


def test_five_menus_with_their_actions(window: MainWindow) -> None:
    assert menu_titles(window) == MENUS_EN
    assert window.new_action.shortcut() == QKeySequence("Ctrl+N")
    assert window.open_action.shortcut() == QKeySequence("Ctrl+O")
    assert window.export_action.shortcut() == QKeySequence("Ctrl+E")
    assert window.quit_action.shortcut() == QKeySequence("Ctrl+Q")
    for action in (window.new_action, window.open_action, window.export_action, window.quit_action):
        assert action in window.file_menu.actions()
    editor = window.workspace.hand_editor
    edit_actions = [a for a in window.edit_menu.actions() if not a.isSeparator()]
    assert edit_actions == [
        editor.undo_action,
        editor.redo_action,
        editor.paste_deal_action,
        editor.copy_deal_action,
        editor.clear_action,
        window.workspace.clear_record_action,
    ]
    assert window.board_list_action in window.view_menu.actions()
    assert [window.tab_actions[i].shortcut() for i in range(3)] == [QKeySequence(f"Ctrl+{i}") for i in (1, 2, 3)]
    assert [a.text() for a in window.language_menu.actions()] == [language.name for language in LANGUAGES]
    assert window.language_group.isExclusive()
    help_texts = ["&Guide", "&Problem Report…", "", "&About TD Companion", "About &Qt"]
    assert [a.text() for a in window.help_menu.actions()] == help_texts


def test_one_shortcut_per_action_the_standard_ones_as_the_platform_has_them(window: MainWindow) -> None:
    """Each action answers to one key; New and Full Screen to the platform's first binding."""
    actions = [window.new_action, window.open_action, window.export_action, window.quit_action]
    actions += [window.board_list_action, window.full_screen_action, *window.tab_actions.values()]
    assert [len(a.shortcuts()) for a in actions] == [1] * len(actions)
    assert window.new_action.shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    assert window.full_screen_action.shortcut() == QKeySequence(QKeySequence.StandardKey.FullScreen)
    assert window.board_list_action.shortcut() == QKeySequence("Ctrl+L")


def test_switching_language_retranslates_everything(window: MainWindow, pbn_file: Path, load: Load) -> None:
    load(window, pbn_file)
    window.language_actions["el"].trigger()
    workspace = window.workspace
    assert menu_titles(window) == MENUS_EL
    assert headers(window) == HEADERS_EL
    assert window.open_action.text() == "Ά&νοιγμα…"
    assert workspace.summary.text().startswith("Θήκη 1 · Ντίλερ: Βορράς")
    assert [workspace.tabs.tabText(i) for i in range(3)] == ["Διανομή", "Αγορές", "Εκτέλεση"]
    assert workspace.hand_editor.panels[Seat.N].title.text() == "Βο&ρράς"
    assert workspace.auction_view.status.text().startswith("Τελικό συμβόλαιο")
    assert window.board_list.topLevelItem(0).child(0).text(1) == "Βορράς"
    assert "θήκες φορτώθηκαν" in window.count_label.text()
    assert window.language_actions["el"].isChecked()
    assert not window.language_actions["en"].isChecked()

    window.language_actions["en"].trigger()
    assert menu_titles(window) == MENUS_EN
    assert headers(window) == HEADERS_EN
    assert workspace.summary.text().startswith("Board 1 · Dealer: North")
    assert [workspace.tabs.tabText(i) for i in range(3)] == ["Deal", "Auction", "Play"]
    assert window.board_list.topLevelItem(0).child(0).text(1) == "North"
    assert window.language_actions["en"].isChecked()


def test_window_title_is_translated(window: MainWindow) -> None:
    assert window.windowTitle() == "TD Companion – assistant for bridge Directors"
    window.set_language("el")
    assert window.windowTitle() == "TD Companion – βοηθός του Διαιτητή μπριτζ"
    window.set_language("en")
    assert window.windowTitle() == "TD Companion – assistant for bridge Directors"


def test_language_choice_persists(make_window: MakeWindow, settings_path: Path) -> None:
    first = make_window("en", Settings(settings_path))
    first.set_language("el")
    first.close()
    first.translators.remove()
    second = make_window(None, Settings(settings_path), QLocale(QLocale.Language.English))
    assert menu_titles(second) == MENUS_EL


def test_command_line_language_overrides_for_this_run_only(make_window: MakeWindow, settings_path: Path) -> None:
    saved = Settings(settings_path)
    saved.language = "el"
    saved.sync()
    win = make_window("en", Settings(settings_path))
    assert menu_titles(win) == MENUS_EN
    assert win.language_actions["en"].isChecked()
    win.close()
    assert Settings(settings_path).language == "el"


@pytest.mark.parametrize(
    ("locale", "menus"),
    [(GREEK, MENUS_EL), (QLocale(QLocale.Language.German), MENUS_EN)],
)
def test_default_language_follows_the_locale(
    make_window: MakeWindow, settings: Settings, locale: QLocale, menus: list[str]
) -> None:
    assert menu_titles(make_window(None, settings, locale)) == menus


def test_open_pbn_lists_boards_and_shows_the_selected_one(window: MainWindow, pbn_file: Path, load: Load) -> None:
    load(window, pbn_file)
    boards = window.board_list.boards()
    assert len(boards) == 40
    branch = window.board_list.topLevelItem(0)
    first = branch.child(0)
    assert [first.text(i) for i in range(4)] == ["1", "North", "None", "5♥ S"]
    assert window.workspace.document.board is boards[0]
    window.board_list.select_board(0, 5)
    assert window.workspace.document.board is boards[5]
    assert window.workspace.summary.text().startswith(f"Board {boards[5].number} ·")
    assert pbn_file.name in window.windowTitle()
    assert window.count_label.text() == "40 boards loaded"
    assert window.settings.recent_files[0] == str(pbn_file)


def test_reopening_a_file_replaces_its_boards(window: MainWindow, pbn_file: Path, load: Load) -> None:
    load(window, pbn_file, pbn_file)
    assert window.board_list.topLevelItemCount() == 1
    assert len(window.board_list.boards()) == 40


@pytest.mark.parametrize(
    "case",
    [
        ('[Board "1"]\n[Deal "N:AKQ.JT9 - - -"]\n', 2),
        ('[Event "x"]\n\n[Board "1"\n', 3),
    ],
)
def test_broken_pbn_is_reported_and_previous_boards_stay(
    window: MainWindow, pbn_file: Path, tmp_path: Path, message_boxes: list[QMessageBox], case: tuple[str, int],
    *, load: Load,
) -> None:
    text, line = case
    load(window, pbn_file)
    before = window.board_list.boards()
    broken = tmp_path / "broken.pbn"
    broken.write_text(text, encoding="utf-8")

    load(window, broken)

    (box,) = message_boxes
    assert str(broken) in box.text()
    assert f"Line {line}:" in box.informativeText()
    assert window.board_list.boards() == before
    assert window.isVisible()
    assert window.settings.recent_files == [str(pbn_file)]


def test_broken_pbn_message_is_translated(
    window: MainWindow, tmp_path: Path, message_boxes: list[QMessageBox], load: Load
) -> None:
    window.set_language("el")
    broken = tmp_path / "κακό.pbn"
    broken.write_text('[Board "1"]\n[Deal "N:AKQ.JT9 - - -"]\n', encoding="utf-8")
    load(window, broken)
    (box,) = message_boxes
    assert box.text() == f"Το αρχείο {broken} δεν είναι έγκυρο αρχείο PBN."
    assert box.informativeText().startswith("Γραμμή 2: ")
    assert box.button(QMessageBox.StandardButton.Ok).text() == "Εντάξει"


def test_unreadable_file_is_reported(
    window: MainWindow, tmp_path: Path, message_boxes: list[QMessageBox], load: Load
) -> None:
    missing = tmp_path / "nowhere.pbn"
    load(window, missing)
    (box,) = message_boxes
    assert str(missing) in box.text()
    assert box.informativeText()  # the system's reason, e.g. "No such file or directory"
    assert window.board_list.boards() == []


def test_board_list_can_be_hidden_and_it_is_remembered(window: MainWindow, settings_path: Path) -> None:
    window.board_list_action.trigger()
    assert not window.board_list.isVisible()
    window.settings.sync()
    assert Settings(settings_path).board_list_visible is False
    window.board_list_action.trigger()
    assert window.board_list.isVisible()


def test_recent_files_menu_reopens(qtbot: QtBot, window: MainWindow, pbn_file: Path, load: Load) -> None:
    assert not window.recent_menu.isEnabled()
    load(window, pbn_file)
    assert window.recent_menu.isEnabled()
    window.recent_menu.aboutToShow.emit()
    recent = window.recent_menu.actions()[0]
    assert recent.text() == f"&1 {pbn_file.name}"
    window.board_list.clear()
    recent.trigger()
    wait_loaded(qtbot, window)
    assert len(window.board_list.boards()) == 40
    window.clear_recent_action.trigger()
    assert window.settings.recent_files == []
    assert not window.recent_menu.isEnabled()


def _fits(label: QLabel) -> bool:
    shown = label.text().replace("&&", "\0").replace("&", "").replace("\0", "&")  # mnemonics are not shown
    return label.fontMetrics().horizontalAdvance(shown) <= label.width()


@pytest.mark.parametrize("tab", [0, 1, 2])
def test_greek_texts_are_not_clipped(qtbot: QtBot, window: MainWindow, pbn_file: Path, tab: int, load: Load) -> None:
    window.resize(1366, 740)
    window.set_language("el")
    load(window, pbn_file)
    workspace = window.workspace
    workspace.show_tab(tab)
    qtbot.wait(50)  # let the layouts settle after the texts changed
    labels = [workspace.summary, window.count_label]
    page = workspace.tabs.widget(tab)
    labels += [
        label
        for label in page.findChildren(QLabel)
        if label.isVisible() and label.text() and not label.wordWrap() and "<" not in label.text()
    ]
    for label in labels:
        assert _fits(label), label.text()
    tab_bar = workspace.tabs.tabBar()
    for i in range(tab_bar.count()):
        assert tab_bar.fontMetrics().horizontalAdvance(tab_bar.tabText(i)) <= tab_bar.tabRect(i).width()
    board_list = window.board_list
    assert board_list.header().length() <= board_list.viewport().width()  # every column whole
    bar = window.menuBar()
    for action in bar.actions():
        shown = action.text().replace("&", "")
        assert bar.fontMetrics().horizontalAdvance(shown) <= bar.actionGeometry(action).width(), shown
    header = window.board_list.header()
    for i, text in enumerate(HEADERS_EL):
        assert header.fontMetrics().horizontalAdvance(text) <= header.sectionSize(i), text


def test_window_fits_a_small_laptop_screen(window: MainWindow) -> None:
    hint = window.minimumSizeHint()
    assert hint.width() <= 1366 and hint.height() <= 700
    assert window.width() <= 1366 and window.height() <= 768


def test_about_action_opens_the_dialog(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from tdcompanion.app import about_dialog

    opened: list[about_dialog.AboutDialog] = []
    monkeypatch.setattr(about_dialog.AboutDialog, "exec", lambda self: opened.append(self) or 0)
    window.about_action.trigger()
    assert len(opened) == 1 and opened[0].windowTitle() == "About TD Companion"


def _mnemonic(text: str) -> str | None:
    i = text.replace("&&", "").find("&")
    shown = text.replace("&&", "")
    return shown[i + 1].upper() if 0 <= i < len(shown) - 1 else None


@pytest.mark.parametrize("language", ["en", "el"])
@pytest.mark.parametrize("tab", [0, 1, 2])
def test_alt_keys_are_unambiguous_on_every_tab(
    qtbot: QtBot, window: MainWindow, pbn_file: Path, language: str, tab: int, *, load: Load
) -> None:
    """Each Alt+letter on screen reaches one place: a menu or one field (full keyboard navigation)."""
    from PySide6.QtWidgets import QAbstractButton

    window.set_language(language)
    load(window, pbn_file)
    window.workspace.show_tab(tab)
    qtbot.wait(10)
    owners: dict[str, list[str]] = {}
    for action in window.menuBar().actions():
        key = _mnemonic(action.text())
        if key:
            owners.setdefault(key, []).append(action.text())
    page = window.workspace.tabs.widget(tab)
    widgets = [w for w in page.findChildren(QLabel) if w.buddy() is not None and w.isVisible()]
    widgets += [w for w in page.findChildren(QAbstractButton) if w.isVisible()]
    for widget in widgets:
        key = _mnemonic(widget.text())
        if key:
            owners.setdefault(key, []).append(widget.text())
    clashes = {key: texts for key, texts in owners.items() if len(texts) > 1}
    assert clashes == {}
